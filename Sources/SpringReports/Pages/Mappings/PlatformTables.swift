//===--- PlatformTables.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The presets and typical-value grids of each platform page. Each table
// belongs to one API: its "computes" column holds only what that API
// computes (so SwiftUI's settlingDuration never stands in for Core
// Animation's), with the provenance of the computed values stated under it.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

enum PlatformTables {
  /// The platform-specific sections of a platform page.
  static func sections(
    _ platform: Platform, _ doc: inout MarkdownDocument, confirmed: ConfirmedValues,
    confirmations: RecordConfirmations
  ) {
    switch platform {
    case .uikit: uikit(&doc, confirmed: confirmed)
    case .coreAnimation: coreAnimation(&doc, confirmed: confirmed)
    case .swiftUI: swiftUI(&doc, confirmed: confirmed, confirmations: confirmations)
    case .compose: compose(&doc, confirmed: confirmed)
    case .reactSpring: reactSpring(&doc, confirmed: confirmed)
    case .androidx, .flutter, .motion, .rebound: break
    }
  }

  static func uikit(_ doc: inout MarkdownDocument, confirmed: ConfirmedValues) {
    doc.heading("Typical values")
    doc.heading("`UIView.animate(withDuration:…usingSpringWithDamping:…)`", level: 3)
    doc.paragraph(
      """
      UIKit solves for the natural frequency ω at which |ζω − v| / (ω√(1 − ζ²)) · e^(−ζωd) \
      equals 0.001 at the given duration d [R]. That is the envelope of the motion's sine term \
      alone — from rest, ζ times the motion's true amplitude 1/√(1 − ζ²) — so it does not bound \
      the motion: the exact settling time can exceed the duration, the more the lower ζ (the \
      rows below). `settlingDuration` is what Core Animation then reports for that spring \
      ([M] at inputs a record measured, [F] where records confirm the formula); `animationDuration` is the duration UIKit times the animation by.
      """)
    MappingTables.table(
      &doc, firstColumn: "duration, damping", computesHeader: "UIKit computes",
      MappingRow.grid(
        "uikit.uiview.damping", "duration", [0.3, 0.5, 1.0], "damping", [0.3, 0.5, 0.7, 0.9, 1.0]),
      confirmed: confirmed)
    doc.heading("`UIView.animate(springDuration:bounce:…)`", level: 3)
    doc.paragraph(
      """
      Apple's bounce rule with k = (2π/duration)² [R: iOS 26.1 decompile]; the \
      `settlingDuration` shown is Core Animation's for the resulting spring.
      """)
    MappingTables.table(
      &doc, firstColumn: "duration, bounce", computesHeader: "UIKit / Core Animation computes",
      MappingRow.grid(
        "uikit.uiview.bounce", "duration", [0.3, 0.5, 0.8], "bounce", [-0.3, 0, 0.15, 0.3, 0.5]),
      confirmed: confirmed)
  }

  static func coreAnimation(_ doc: inout MarkdownDocument, confirmed: ConfirmedValues) {
    doc.heading("Typical values")
    doc.heading("`CASpringAnimation` with mass 1", level: 3)
    doc.paragraph(
      """
      Without `allowsOverdamping`, a spring with ζ > 1 is animated as critically damped [A]: \
      stiffness 100 with damping 30 moves like damping 20.
      """)
    MappingTables.table(
      &doc, firstColumn: "stiffness, damping", computesHeader: "Core Animation computes",
      MappingRow.grid("ca.spring", "stiffness", [100, 300, 800, 1500], "damping", [10, 20, 30]),
      confirmed: confirmed)
    doc.heading("`CASpringAnimation(perceptualDuration:bounce:)`", level: 3)
    MappingTables.table(
      &doc, firstColumn: "duration, bounce", computesHeader: "Core Animation computes",
      MappingRow.grid(
        "ca.spring.perceptual", "perceptual-duration", [0.3, 0.5, 0.8], "bounce",
        [-0.3, 0, 0.15, 0.3, 0.5]),
      confirmed: confirmed)
  }

  static func swiftUI(
    _ doc: inout MarkdownDocument, confirmed: ConfirmedValues, confirmations: RecordConfirmations
  ) {
    doc.heading("Presets")
    var presets: [MappingRow] = []
    for (name, id) in [
      (".smooth", "swiftui.smooth"), (".snappy", "swiftui.snappy"), (".bouncy", "swiftui.bouncy"),
    ] {
      for extra in [0.0, 0.1, 0.2] {
        presets.append(
          MappingRow.convert(
            id, ["extra-bounce": extra],
            label: "`\(name)` extraBounce \(ReportNumber.format(extra))"))
      }
    }
    presets.append(
      MappingRow.convert(
        "swiftui.animation.spring", ["response": 0.55],
        label: "`.spring()` (iOS 13–16 SDK default response 0.55)"))
    MappingTables.table(
      &doc, firstColumn: "preset", computesHeader: "SwiftUI computes", presets, confirmed: confirmed
    )
    doc.heading("Typical values")
    doc.heading("`Spring(duration:bounce:)`", level: 3)
    let grid = MappingRow.grid(
      "swiftui.spring.duration", "duration", [0.3, 0.5, 0.8], "bounce", [-0.3, 0, 0.15, 0.3, 0.5])
    MappingTables.table(
      &doc, firstColumn: "duration, bounce", computesHeader: "SwiftUI computes", grid,
      confirmed: confirmed)
    var notes = [
      "The same duration and bounce give the same spring in UIKit's and Core Animation's duration/bounce APIs, "
        + "but each API computes its own values: Core Animation's `settlingDuration` for them is on "
        + "[mappings-core-animation.md](mappings-core-animation.md) and [mappings-uikit.md](mappings-uikit.md).",
      "SwiftUI's `settlingDuration` here is SpringLab's emulation of OpenSwiftUI's unaudited reimplementation "
        + "(its underdamped bound lacks Core Animation's 1/ωd); no on-device record covers it (tag R, not M).",
    ]
    if let row = grid.first(where: { ($0.conversion?.physical.spring.dampingRatio ?? 0) > 1 }),
      let conversion = row.conversion,
      let getter = conversion.entries.first(where: \.isSource)?.derived.first(where: {
        $0.name == "stiffness"
      })?.value
    {
      let spring = conversion.physical.spring
      let lambda = spring.decayRate
      let omega0 = spring.naturalFrequency
      let records = confirmations.swiftUIGetterRecords
      notes.append(
        "For bounce < 0 the spring is overdamped and SwiftUI's `stiffness` getter does not return k: it returns "
          + "m(ω² + λ²) of its stored (ω, λ), which for an overdamped spring is m(2λ² − ω0²) — for duration "
          + "\(row.label.split(separator: ",").first ?? ""), bounce\(row.label.split(separator: ",").dropFirst().first ?? "") "
          + "that is \(MappingTables.physical(getter)) = 2·\(MappingTables.physical(lambda))² − "
          + "\(MappingTables.physical(omega0))², while k = \(MappingTables.physical(spring.stiffness)). "
          + "On-device records of this getter: \(RecordConfirmations.summary(records)) (mappings.md)."
      )
    }
    doc.bullets(notes)
    doc.heading("`.spring(response:dampingFraction:)`", level: 3)
    doc.paragraph(
      """
      An `Animation`: SwiftUI integrates it (FluidSpringAnimation [R: OpenSwiftUI]) and reports \
      it logically complete at t ≥ response; the physical columns are the exact motion of the \
      same spring.
      """)
    MappingTables.table(
      &doc, firstColumn: "response, dampingFraction", computesHeader: "SwiftUI computes",
      MappingRow.grid(
        "swiftui.animation.spring", "response", [0.3, 0.55, 0.8], "damping-fraction",
        [0.5, 0.7, 0.825, 1.0]),
      confirmed: confirmed)
  }

  static func compose(_ doc: inout MarkdownDocument, confirmed: ConfirmedValues) {
    doc.heading("Presets")
    var rows: [MappingRow] = []
    for (name, stiffness) in [
      ("High", 10_000.0), ("Medium", 1500), ("MediumLow", 400), ("Low", 200), ("VeryLow", 50),
    ] {
      for (bouncy, ratio) in [
        ("HighBouncy", 0.2), ("MediumBouncy", 0.5), ("LowBouncy", 0.75), ("NoBouncy", 1.0),
      ] {
        rows.append(
          MappingRow.convert(
            "compose.spring", ["stiffness": stiffness, "damping-ratio": ratio],
            label: "Stiffness\(name), DampingRatio\(bouncy)"))
      }
    }
    doc.paragraph(
      """
      Compose's `Spring.Stiffness*` and `Spring.DampingRatio*` constants [A]; `estimatedDuration` \
      is Compose's own estimate (SpringEstimation.kt, whole milliseconds) at its default \
      visibility threshold 0.01.
      """)
    MappingTables.table(
      &doc, firstColumn: "preset", computesHeader: "Compose computes", rows, confirmed: confirmed)
  }

  static func reactSpring(_ doc: inout MarkdownDocument, confirmed: ConfirmedValues) {
    doc.heading("Presets")
    let rows = ReactSpringConfig.presets.map { preset in
      MappingRow.convert(
        "react-spring", ["tension": preset.tension, "friction": preset.friction],
        label:
          "`\(preset.name)` (\(ReportNumber.format(preset.tension))/\(ReportNumber.format(preset.friction)))"
      )
    }
    MappingTables.table(
      &doc, firstColumn: "preset", computesHeader: "react-spring computes", rows,
      confirmed: confirmed)
  }
}
