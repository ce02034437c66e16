//===--- ProvenanceSection.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Each API's provenance as short tags with numbered footnotes: every fact
// once, tagged M (measured on device), A (documented), R (reverse-
// engineered), D (derived) or G (guess), its source spelled out as a public
// location; then what is still uncertain.
//
//===----------------------------------------------------------------------===//

import SpringMappings

enum ProvenanceSection {
  /// One footnote: a tagged fact, or an uncertainty (tag "?").
  struct Footnote: Hashable {
    var tag: String
    var text: String
  }

  /// The tag letter of a SpringMappings provenance note.
  static func tag(_ note: Provenance.Note) -> String {
    switch note.tag {
    case .documented: "A"
    case .reverseEngineered: "R"
    case .derived: "D"
    case .guess: "G"
    }
  }

  /// The provenance table and footnotes of `apis`.
  static func render(
    _ apis: [SpringAPIDescription], _ doc: inout MarkdownDocument,
    confirmations: RecordConfirmations
  ) {
    var footnotes: [Footnote] = []
    func number(_ footnote: Footnote) -> Int {
      if let index = footnotes.firstIndex(of: footnote) { return index + 1 }
      footnotes.append(footnote)
      return footnotes.count
    }
    var rows: [[String]] = []
    for api in apis {
      var facts: [String] = []
      for measured in confirmations.measuredFacts(api: api.id) {
        facts.append(
          "M\(number(Footnote(tag: "M", text: "\(measured.fact) (record: \(measured.citation))")))")
      }
      for note in api.provenance.notes {
        let source = note.source.map { " (source: \(CitationText.citation($0)))" } ?? ""
        facts.append(
          "\(tag(note))\(number(Footnote(tag: tag(note), text: CitationText.expanded(note.fact) + source)))"
        )
      }
      var open: [String] = []
      var settled: [String] = []
      for uncertainty in api.provenance.uncertainties {
        let resolved = confirmations.resolved(CitationText.expanded(uncertainty), api: api.id)
        let mark = number(Footnote(tag: resolved.isResolved ? "M" : "?", text: resolved.text))
        if resolved.isResolved { settled.append("M\(mark)") } else { open.append("?\(mark)") }
      }
      rows.append([
        "`\(api.id)`", (facts + settled).joined(separator: " "),
        open.isEmpty ? "—" : open.joined(separator: " "),
      ])
    }
    doc.paragraph(
      """
      Each API's facts as tags with footnote numbers — **M** measured on device, **A** \
      documented, **R** reverse-engineered, **D** derived, **G** guess — and **?** for what is \
      not known exactly. The full account, with every source: \
      [Docs/Provenance/AppleSpringAPIs.md](../Docs/Provenance/AppleSpringAPIs.md) for Apple's \
      APIs, [Docs/Provenance/PeerEngines.md](../Docs/Provenance/PeerEngines.md) for the others.
      """)
    doc.table(["API", "facts", "uncertain"], rows, alignments: ["l", "l", "l"])
    doc.bullets(
      footnotes.enumerated().map { index, footnote in
        let label = footnote.tag == "?" ? "uncertain" : name(footnote.tag)
        return "**\(footnote.tag)\(index + 1)** (\(label)) \(footnote.text)"
      })
  }

  static func name(_ tag: String) -> String {
    switch tag {
    case "M": "measured on device"
    case "A": "documented"
    case "R": "reverse-engineered"
    case "D": "derived"
    case "G": "guess"
    default: tag
    }
  }
}
