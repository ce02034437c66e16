//===--- MappingsReport.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The mappings pages: mappings.md (the index: what the tables show, the
// recorded values against SpringLab, velocity conversion, sources), one page
// per platform (its APIs at their defaults, presets, typical values, the
// reference springs in its APIs, provenance as short tags with footnotes),
// and mappings-records.md (every recorded value).
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// Builds the mappings pages from SpringMappings' registry and the record
/// comparisons.
public enum MappingsReport {
  /// The page of each platform.
  static func pageName(_ platform: Platform) -> String {
    let slug: String
    switch platform {
    case .uikit: slug = "uikit"
    case .coreAnimation: slug = "core-animation"
    case .swiftUI: slug = "swiftui"
    case .compose: slug = "compose"
    case .androidx: slug = "androidx"
    case .flutter: slug = "flutter"
    case .motion: slug = "motion"
    case .reactSpring: slug = "react-spring"
    case .rebound: slug = "rebound"
    }
    return "mappings-\(slug).md"
  }

  /// The reference springs translated into every API on the platform pages.
  static let references: [(title: String, id: String, parameters: [String: Double])] = [
    ("SwiftUI `.bouncy`", "swiftui.bouncy", [:]),
    ("SwiftUI `.spring()`", "swiftui.animation.spring", [:]),
    ("`CASpringAnimation()` defaults", "ca.spring", [:]),
    (
      "`UIView.animate(withDuration: 0.5, usingSpringWithDamping: 0.7…)`", "uikit.uiview.damping",
      ["duration": 0.5, "damping": 0.7]
    ),
  ]

  /// Every mappings file: mappings.md, the platform pages, the records page.
  /// `figures` maps figure keys to paths relative to Reports/.
  public static func files(records: [RecordComparison], figures: [String: String] = [:])
    -> [ReportFile]
  {
    let confirmations = RecordConfirmations(comparisons: records)
    var files = [
      ReportFile(path: "mappings.md", contents: index(confirmations, figures: figures).text)
    ]
    for platform in Platform.allCases {
      files.append(
        ReportFile(path: pageName(platform), contents: platformPage(platform, confirmations).text))
    }
    files.append(ReportFile(path: "mappings-records.md", contents: recordsPage(records).text))
    return files
  }

  // MARK: - Index

  static func index(_ confirmations: RecordConfirmations, figures: [String: String])
    -> MarkdownDocument
  {
    var doc = MarkdownDocument(title: "Mappings: every spring API ⇄ one physical spring")
    doc.paragraph(
      """
      Every API SpringLab maps animates m x'' + c x' + k x = 0 from x0 = −1 (the normalized \
      animation from 0 to 1) with a velocity in distances per second, positive toward the target \
      ([Docs/Design.md](../Docs/Design.md#conventions)). One page per platform gives each API's \
      physical spring at its defaults, for its presets and over typical values, the same \
      reference springs in each of its APIs, and where every fact comes from.
      """)
    doc.paragraph(
      """
      \(MappingTables.columnLegend) "… computes" lists what *that* API derives itself (Core \
      Animation's `settlingDuration`, an animator's duration, SwiftUI's inverse properties), by \
      SpringLab's emulation of it; \(confirmations.confirmedValues.legend) \
      The records are below. Parameters a person would paste are printed to the fewest digits that \
      reproduce the motion within \(ReportNumber.format(ReproducingDecimals.tolerance)) of the \
      distance at every time.
      """)
    doc.paragraph(
      """
      **Visible bounces.** A turning point past the target counts when it lies farther from the \
      target than \(BounceVisibility.standard.description) \
      (\(ReportNumber.format(100 * BounceVisibility.standard.fraction))% of the distance). Half a \
      point is one physical pixel on a 2× display (a third of a point at 3×): a smaller \
      excursion moves no edge by a whole pixel, so it cannot be seen as a bounce. The 100 pt \
      move is the seed articles' example move ([Docs/Provenance/Seeds.md](../Docs/Provenance/Seeds.md)); \
      `springlab convert --bounce-threshold PT --bounce-move PT` counts for another.
      """)
    doc.paragraph(
      """
      **Provenance tags** ([Docs/Provenance/AppleSpringAPIs.md](../Docs/Provenance/AppleSpringAPIs.md#tags), \
      [Docs/Provenance/PeerEngines.md](../Docs/Provenance/PeerEngines.md)): **M** measured on \
      device — Apple's implementation was run and the result is in a public file; **A** \
      documented — by the vendor (docs, SDK headers, inlinable interface source) or the engine's \
      own open source; **R** reverse-engineered by a named public source; **D** derived by \
      arithmetic from the others; **G** a guess. A platform page lists each API's facts as tags \
      with numbered footnotes, and what is still uncertain.
      """)
    if let path = figures["apple-presets"] {
      doc.figure(
        path,
        caption:
          "Trajectories of Apple's presets and defaults (normalized, from 0 to 1); dashed: SpringLab's assumptions, see the legend."
      )
    }
    doc.heading("Measured on device and documented values against SpringLab")
    let groups = RecordGroup.grouping(confirmations.comparisons)
    let measured = confirmations.measured
    doc.paragraph(
      """
      Every value below was produced by Apple's own implementation on an Apple system and kept in \
      a public repository file (**measured on device**), or printed in Apple's documentation. \
      SpringLab computes the same quantity live, through the same mapping the pages use, and the \
      agreement is computed, not typed in: **identical** (the same binary64 number), **within \
      the printed digits** (|Δ| ≤ half a unit in the record's last printed digit), **within \
      single precision** (a `Float` record within one `Float` ulp), or **differs**. On-device \
      records: \(RecordConfirmations.summary(measured)). Every value is listed on \
      [mappings-records.md](mappings-records.md).
      """)
    doc.table(
      [
        "record", "kind", "API", "quantity", "values", "worst |Δ|", "print resolution", "agreement",
      ],
      groups.map { group in
        [
          group.source.key, group.source.kind.rawValue, "`\(group.api)`", group.quantity,
          "\(group.comparisons.count)",
          ReportNumber.format(group.worstDifference, digits: 2),
          ReportNumber.format(group.resolution, digits: 2),
          group.agreement.rawValue,
        ]
      },
      alignments: ["l", "l", "l", "l", "r", "r", "r", "l"])
    doc.paragraph(
      "Records: "
        + [
          RecordCatalog.rivership, RecordCatalog.chouTiUI, RecordCatalog.composeUI,
          RecordCatalog.appleSpringDocs,
          RecordCatalog.appleSettlingDocs,
        ].map { "**\($0.key)** — \($0.citation): \($0.method)." }.joined(separator: " ")
        + " Not covered by any record: UIKit's own solvers (`parametersOfSpringAnimation`, "
        + "`_durationOfSpringAnimation`), SwiftUI's `settlingDuration` and animation springs, and whether "
        + "`UIViewPropertyAnimator` lets Core Animation overdamp; those rows stay tagged R or G.")
    doc.heading("Platforms")
    doc.table(
      ["platform", "APIs", "page"],
      Platform.allCases.map { platform in
        let ids = SpringAPIRegistry.apis.filter { $0.platform == platform }.map { "`\($0.id)`" }
        return [
          platform.rawValue, ids.joined(separator: ", "),
          "[\(pageName(platform))](\(pageName(platform)))",
        ]
      },
      alignments: ["l", "l", "l"])
    doc.heading("Velocity conversion")
    velocities(&doc)
    doc.heading("Sources")
    doc.paragraph("Every source the provenance footnotes name, as a public location:")
    doc.bullets(CitationText.sources.map { "\($0.name): \($0.citation)" })
    return doc
  }

  static func velocities(_ doc: inout MarkdownDocument) {
    doc.paragraph(
      """
      Apple's spring velocities are normalized: a gesture speed in points per second divided by \
      the *signed* remaining distance (target − current), so that a fling toward the target is \
      positive. react-spring takes units per millisecond, Motion and Flutter units per second. \
      When the distance is near zero the division blows up: SpringLab's conversion refuses \
      distances below a configurable minimum (or returns velocity 0, the seed articles' advice).
      """)
    var rows: [[String]] = []
    for distance in [100.0, -100, 300, 20] {
      for speed in [250.0, 1000, 3000] {
        let signed = distance < 0 ? -speed : speed
        let context = ConversionContext(distance: distance)
        let normalized = try? VelocityConversion.normalized(
          pointsPerSecond: signed, distance: distance, guard: context.velocityGuard)
        rows.append([
          ReportNumber.format(distance), ReportNumber.format(signed),
          normalized.map { ReportNumber.format($0, digits: 4) } ?? "refused",
          normalized.map {
            ReportNumber.format(
              VelocityConversion.pointsPerSecond(normalized: $0, distance: distance) / 1000,
              digits: 4)
          } ?? "",
        ])
      }
    }
    let standardGuard = NearZeroDistanceGuard()
    for distance in [1e-9, 0.5] {
      let guarded = NearZeroDistanceGuard(minimumDistance: 1, policy: .zeroVelocity)
      let refused =
        (try? VelocityConversion.normalized(
          pointsPerSecond: 1000, distance: distance, guard: standardGuard)) == nil
      let zero =
        (try? VelocityConversion.normalized(
          pointsPerSecond: 1000, distance: distance, guard: guarded)) ?? .nan
      rows.append([
        ReportNumber.format(distance), "1000",
        refused
          ? "refused (default guard, minimum \(ReportNumber.format(standardGuard.minimumDistance)))"
          : "\(ReportNumber.format(1000 / distance))",
        "guard 'minimum 1, zero velocity': \(ReportNumber.format(zero))",
      ])
    }
    doc.table(
      [
        "distance (pt, signed)", "gesture (pt/s)", "Apple normalized (distances/s)",
        "react-spring (pt/ms)",
      ], rows)
  }

  // MARK: - Records page

  static func recordsPage(_ comparisons: [RecordComparison]) -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Recorded values against SpringLab, one by one")
    doc.paragraph(
      """
      Every value of the table on [mappings.md](mappings.md#measured-on-device-and-documented-values-against-springlab), \
      as the record prints it, SpringLab's value computed live, and their agreement, grouped by \
      record and subject. SwiftUI's `value(target: 1, initialVelocity: v, time: t)` is the \
      position of the motion from 0 to 1, so SpringLab's value is 1 + x(t) with x0 = −1 and \
      v0 = v. Sources: \
      \([RecordCatalog.rivership, RecordCatalog.chouTiUI, RecordCatalog.composeUI, RecordCatalog.appleSpringDocs,
          RecordCatalog.appleSettlingDocs].map { "**\($0.key)** \($0.citation)" }.joined(separator: "; ")).
      """)
    var groups: [(key: String, rows: [RecordComparison])] = []
    for comparison in comparisons {
      let key =
        "\(comparison.record.subject) — \(comparison.record.source.key), `\(comparison.record.api)`"
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].rows.append(comparison)
      } else {
        groups.append((key, [comparison]))
      }
    }
    for group in groups {
      doc.heading(group.key, level: 3)
      doc.table(
        ["question", "recorded", "SpringLab", "|Δ|", "agreement"],
        group.rows.map { comparison in
          [
            comparison.record.detail, comparison.record.text,
            comparison.computed.map { ReproducingDecimals.text($0) } ?? "—",
            ReportNumber.format(comparison.difference, digits: 2), comparison.agreement.rawValue,
          ]
        },
        alignments: ["l", "r", "r", "r", "l"])
    }
    return doc
  }

  // MARK: - Platform pages

  static func platformPage(_ platform: Platform, _ confirmations: RecordConfirmations)
    -> MarkdownDocument
  {
    let apis = SpringAPIRegistry.apis.filter { $0.platform == platform }
    let confirmed = confirmations.confirmedValues
    var doc = MarkdownDocument(title: "Mappings: \(platform.rawValue)")
    doc.paragraph(
      """
      \(platform.rawValue)'s spring APIs as SpringLab maps them onto m x'' + c x' + k x = 0 \
      (normalized motion from 0 to 1). \(MappingTables.columnLegend) \(confirmed.legend) The tags \
      and the recorded values behind them: [mappings.md](mappings.md).
      """)
    doc.heading("The APIs")
    doc.table(
      ["id", "signature"], apis.map { ["`\($0.id)`", "`\($0.signature)`"] }, alignments: ["l", "l"])
    doc.heading("At their defaults")
    var defaults: [MappingRow] = []
    for api in apis {
      let required = api.parameters.filter { $0.defaultValue == nil }.map(\.name)
      if required.isEmpty {
        defaults.append(MappingRow.convert(api.id, [:], label: "`\(api.id)`"))
      } else {
        defaults.append(
          MappingRow(
            label: "`\(api.id)`", conversion: nil,
            failure: "no default for " + required.map { "`--\($0)`" }.joined(separator: ", ")))
      }
    }
    MappingTables.table(
      &doc, firstColumn: "API", computesHeader: "the API computes", defaults, confirmed: confirmed)
    PlatformTables.sections(platform, &doc, confirmed: confirmed, confirmations: confirmations)
    doc.heading("The reference springs in \(platform.rawValue)'s APIs")
    translations(platform, &doc, confirmed: confirmed)
    doc.heading("Provenance")
    ProvenanceSection.render(apis, &doc, confirmations: confirmations)
    return doc
  }

  /// The reference springs expressed in each of `platform`'s APIs.
  static func translations(
    _ platform: Platform, _ doc: inout MarkdownDocument, confirmed: ConfirmedValues
  ) {
    var rows: [[String]] = []
    var summaries: [String] = []
    for (title, id, parameters) in references {
      let row = MappingRow.convert(id, parameters, label: title)
      guard let conversion = row.conversion else { continue }
      let spring = conversion.physical.spring
      summaries.append(
        "\(title): k \(MappingTables.physical(spring.stiffness)), c \(MappingTables.physical(spring.damping)), "
          + "ζ \(MappingTables.ratio(spring.dampingRatio)), settles \(MappingTables.physical(conversion.summary.settlingTime)) s"
      )
      for entry in conversion.entries where entry.api.platform == platform {
        let parameters =
          entry.isRepresentable
          ? ReproducingDecimals.shortest(
            id: entry.api.id, parameters: entry.parameters, context: conversion.context
          )
          .map { "--\($0.name) \($0.text)" }.joined(separator: " ")
          : (entry.reason.map(CitationText.expanded) ?? "")
        rows.append([
          title, "`\(entry.api.id)`", entry.isRepresentable ? "yes" : "no", parameters,
          MappingTables.derivedText(
            entry.derived, api: entry.api.id, parameters: entry.parameters,
            motion: conversion.physical, confirmed: confirmed),
        ])
      }
    }
    doc.paragraph(
      "The reference springs (m = 1, from rest): " + summaries.joined(separator: "; ") + ".")
    doc.table(
      ["reference", "API", "expressible", "parameters (or why not)", "the API computes"], rows,
      alignments: ["l", "l", "c", "l", "l"])
  }
}
