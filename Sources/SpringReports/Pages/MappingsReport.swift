//===--- MappingsReport.swift ---------------------------------------------===//
//
// mappings.md: every API's parameters ⇄ the physical spring — at its
// defaults, for its presets and over grids of typical values — the same
// springs translated into every API, velocity conversion, and provenance.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// Builds mappings.md from SpringMappings' registry.
public enum MappingsReport {
  /// One row of a physical-equivalents table: an API's parameters and what
  /// they mean physically.
  struct Row {
    var label: String
    var conversion: SpringConversion?
    var failure: String?
  }

  static func convert(_ id: String, _ parameters: [String: Double], label: String? = nil) -> Row {
    let values = parameters.mapValues { ParameterValue.number($0) }
    let text = label ?? parameters.keys.sorted().map { "\($0) \(ReportNumber.format(parameters[$0]!, digits: 6))" }
      .joined(separator: ", ")
    do {
      return Row(label: text, conversion: try SpringConversion(from: id, parameters: values))
    } catch {
      return Row(label: text, conversion: nil, failure: "\(error)")
    }
  }

  static let physicalHeader = ["m", "k", "c", "ω0 (rad/s)", "ζ", "period (s)", "settles (s)", "overshoot", "bounces"]

  static func physicalCells(_ conversion: SpringConversion) -> [String] {
    let spring = conversion.physical.spring, summary = conversion.summary
    return [
      ReportNumber.format(spring.mass, digits: 4), ReportNumber.format(spring.stiffness, digits: 6),
      ReportNumber.format(spring.damping, digits: 6), ReportNumber.format(spring.naturalFrequency, digits: 5),
      ReportNumber.format(spring.dampingRatio, digits: 4), ReportNumber.format(spring.naturalPeriod, digits: 4),
      ReportNumber.format(summary.settlingTime, digits: 4),
      ReportNumber.fixed(summary.overshoot, decimals: 2) + "%",
      summary.visibleBounces.map(String.init) ?? "∞",
    ]
  }

  static func derivedCell(_ conversion: SpringConversion) -> String {
    let source = conversion.entries.first { $0.isSource }
    return (source?.derived ?? []).compactMap { value in
      value.value.map { "\(value.name) \(ReportNumber.format($0, digits: 5))\(value.unit.isEmpty ? "" : " " + value.unit)" }
    }.joined(separator: "; ")
  }

  static func table(_ doc: inout MarkdownDocument, firstColumn: String, _ rows: [Row]) {
    doc.table(
      [firstColumn] + physicalHeader + ["the API computes"],
      rows.map { row in
        guard let conversion = row.conversion else {
          return [row.label, "—", "", "", "", "", "", "", "", "", row.failure ?? ""]
        }
        return [row.label] + physicalCells(conversion) + [derivedCell(conversion)]
      },
      alignments: ["l"] + Array(repeating: "r", count: physicalHeader.count) + ["l"])
  }

  /// mappings.md; `figures` maps figure keys to relative SVG paths.
  public static func document(figures: [String: String] = [:]) -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Mappings: every spring API ⇄ one physical spring")
    doc.paragraph("""
      Every API below animates m x'' + c x' + k x = 0 from x0 = −1 (the normalized animation from \
      0 to 1) with a velocity in distances per second, positive toward the target. Columns: mass \
      m, stiffness k, damping c, natural frequency ω0 = √(k/m), damping ratio ζ = c/(2√(km)), \
      natural period 2π/ω0 (what SwiftUI calls `duration`/`response`), the **exact** settling \
      time (last time |x| crosses 0.001 of the distance — not an envelope estimate), the \
      overshoot past the target in % of the distance, and the visible bounces (turning points \
      past the target farther than 0.001 of the distance). "The API computes" lists what the \
      API itself derives (Core Animation's `settlingDuration`, the animator's duration, \
      SwiftUI's `settlingDuration`, inverse properties), by the emulations in SpringMappings.
      """)
    doc.paragraph("""
      Provenance tags: **[A]** documented by Apple (docs, SDK headers, inline swiftinterface \
      source); **[R: source]** reverse-engineered by a named public source; **[D]** derived \
      arithmetically; **[G]** a guess. Rows marked UNCERTAIN say what is not known exactly.
      """)
    if let path = figures["apple-presets"] {
      doc.figure(path, caption: "Trajectories of Apple's presets and defaults (normalized, from 0 to 1).")
    }

    doc.heading("Every API at its defaults")
    var defaults: [Row] = []
    for api in SpringAPIRegistry.apis {
      let required = api.parameters.filter { $0.defaultValue == nil }.map(\.name)
      if required.isEmpty {
        var row = convert(api.id, [:], label: "`\(api.id)`")
        row.label = "`\(api.id)`"
        defaults.append(row)
      } else {
        defaults.append(Row(label: "`\(api.id)`", conversion: nil,
                            failure: "no default for " + required.map { "`--\($0)`" }.joined(separator: ", ")))
      }
    }
    table(&doc, firstColumn: "API (defaults)", defaults)

    doc.heading("Presets")
    presets(&doc)

    doc.heading("Typical values")
    typicalValues(&doc)

    doc.heading("One spring in every API")
    translation(&doc)

    doc.heading("Velocity conversion")
    velocities(&doc)

    doc.heading("Provenance")
    doc.table(
      ["API", "platform", "signature", "provenance", "uncertain"],
      SpringAPIRegistry.apis.map { api in
        ["`\(api.id)`", api.platform.rawValue, "`\(api.signature)`", api.provenance.notes.map(\.text).joined(separator: "; "),
         api.provenance.uncertainties.joined(separator: "; ")]
      },
      alignments: ["l", "l", "l", "l", "l"])
    return doc
  }

  static func presets(_ doc: inout MarkdownDocument) {
    var rows: [Row] = []
    for (name, id) in [(".smooth", "swiftui.smooth"), (".snappy", "swiftui.snappy"), (".bouncy", "swiftui.bouncy")] {
      for extra in [0.0, 0.1, 0.2] {
        rows.append(convert(id, ["extra-bounce": extra], label: "SwiftUI `\(name)` extraBounce \(ReportNumber.format(extra))"))
      }
    }
    rows.append(convert("swiftui.animation.spring", ["response": 0.55], label: "SwiftUI `.spring()` (iOS 13–16 SDK default response 0.55)"))
    for (name, stiffness) in [("High", 10_000.0), ("Medium", 1500), ("MediumLow", 400), ("Low", 200), ("VeryLow", 50)] {
      for (bouncy, ratio) in [("HighBouncy", 0.2), ("MediumBouncy", 0.5), ("LowBouncy", 0.75), ("NoBouncy", 1.0)] {
        rows.append(convert("compose.spring", ["stiffness": stiffness, "damping-ratio": ratio],
                            label: "Compose Stiffness\(name), DampingRatio\(bouncy)"))
      }
    }
    for preset in ReactSpringConfig.presets {
      rows.append(convert("react-spring", ["tension": preset.tension, "friction": preset.friction],
                          label: "react-spring `\(preset.name)` (\(ReportNumber.format(preset.tension))/\(ReportNumber.format(preset.friction)))"))
    }
    table(&doc, firstColumn: "preset", rows)
  }

  static func typicalValues(_ doc: inout MarkdownDocument) {
    doc.heading("SwiftUI `Spring(duration:bounce:)` (same numbers for UIKit's and Core Animation's duration/bounce APIs)", level: 3)
    table(&doc, firstColumn: "duration, bounce", grid("swiftui.spring.duration", "duration", [0.3, 0.5, 0.8], "bounce", [-0.3, 0, 0.15, 0.3, 0.5]))
    doc.heading("UIKit `UIView.animate(withDuration:…usingSpringWithDamping:…)` (UIKit's settling solver)", level: 3)
    table(&doc, firstColumn: "duration, damping", grid("uikit.uiview.damping", "duration", [0.3, 0.5, 1.0], "damping", [0.3, 0.5, 0.7, 0.9, 1.0]))
    doc.heading("SwiftUI `.spring(response:dampingFraction:)`", level: 3)
    table(&doc, firstColumn: "response, dampingFraction", grid("swiftui.animation.spring", "response", [0.3, 0.55, 0.8], "damping-fraction", [0.5, 0.7, 0.825, 1.0]))
    doc.heading("`CASpringAnimation` mass 1", level: 3)
    table(&doc, firstColumn: "stiffness, damping", grid("ca.spring", "stiffness", [100, 300, 800, 1500], "damping", [10, 20, 30]))
  }

  static func grid(_ id: String, _ first: String, _ firstValues: [Double], _ second: String, _ secondValues: [Double]) -> [Row] {
    firstValues.flatMap { a in
      secondValues.map { b in
        convert(id, [first: a, second: b], label: "\(ReportNumber.format(a)), \(ReportNumber.format(b))")
      }
    }
  }

  static func translation(_ doc: inout MarkdownDocument) {
    let references: [(String, String, [String: Double])] = [
      ("SwiftUI `.bouncy`", "swiftui.bouncy", [:]),
      ("SwiftUI `.spring()`", "swiftui.animation.spring", [:]),
      ("`CASpringAnimation()` defaults", "ca.spring", [:]),
      ("`UIView.animate(withDuration: 0.5, usingSpringWithDamping: 0.7…)`", "uikit.uiview.damping", ["duration": 0.5, "damping": 0.7]),
    ]
    for (title, id, parameters) in references {
      doc.heading(title, level: 3)
      let row = convert(id, parameters)
      guard let conversion = row.conversion else {
        doc.paragraph("Cannot convert: \(row.failure ?? "")")
        continue
      }
      doc.paragraph("Physical: " + zip(physicalHeader, physicalCells(conversion)).map { "\($0) \($1)" }.joined(separator: ", ") + ".")
      doc.table(
        ["API", "expressible", "parameters (or why not)", "the API computes"],
        conversion.entries.map { entry in
          let parameters = entry.parameters.map { "--\($0.name) \(cell($0.value))" }.joined(separator: " ")
          let derived = entry.derived.compactMap { value in value.value.map { "\(value.name) \(ReportNumber.format($0, digits: 5))" } }
            .joined(separator: "; ")
          return ["`\(entry.api.id)`", entry.isRepresentable ? "yes" : "no",
                  entry.isRepresentable ? parameters : (entry.reason ?? ""), derived]
        },
        alignments: ["l", "c", "l", "l"])
    }
  }

  static func cell(_ value: ParameterValue) -> String {
    switch value {
    case .number(let x): ReportNumber.format(x, digits: 7)
    case .flag(let flag): flag ? "true" : "false"
    }
  }

  static func velocities(_ doc: inout MarkdownDocument) {
    doc.paragraph("""
      Apple's spring velocities are normalized: a gesture speed in points per second divided by \
      the *signed* remaining distance (target − current), so that a fling toward the target is \
      positive. react-spring takes units per millisecond, Motion and Flutter units per second. \
      When the distance is near zero the division blows up: SpringLab's conversion refuses \
      distances below a configurable minimum (or returns velocity 0, the seeds' advice).
      """)
    var rows: [[String]] = []
    for distance in [100.0, -100, 300, 20] {
      for speed in [250.0, 1000, 3000] {
        let signed = distance < 0 ? -speed : speed
        let context = ConversionContext(distance: distance)
        let normalized = try? VelocityConversion.normalized(pointsPerSecond: signed, distance: distance, guard: context.velocityGuard)
        rows.append([
          ReportNumber.format(distance), ReportNumber.format(signed),
          normalized.map { ReportNumber.format($0, digits: 4) } ?? "refused",
          normalized.map { ReportNumber.format(VelocityConversion.pointsPerSecond(normalized: $0, distance: distance) / 1000, digits: 4) } ?? "",
        ])
      }
    }
    for distance in [1e-9, 0.5] {
      let guarded = NearZeroDistanceGuard(minimumDistance: 1, policy: .zeroVelocity)
      let refused = (try? VelocityConversion.normalized(pointsPerSecond: 1000, distance: distance, guard: NearZeroDistanceGuard())) == nil
      let zero = (try? VelocityConversion.normalized(pointsPerSecond: 1000, distance: distance, guard: guarded)) ?? .nan
      rows.append([ReportNumber.format(distance), "1000",
                   refused ? "refused (default guard, minimum 1e-6)" : "\(ReportNumber.format(1000 / distance))",
                   "guard 'minimum 1, zero velocity': \(ReportNumber.format(zero))"])
    }
    doc.table(["distance (pt, signed)", "gesture (pt/s)", "Apple normalized (distances/s)", "react-spring (pt/ms)"], rows)
  }
}
