//===--- RecordCheckTallyTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A records file checked a row at a time (DeviceRecordCheck, no row kept)
// prints what the file compared as a whole prints: the same groups, counts,
// runs, not-emulated rows and ten worst rows — the worst chosen here by a
// plain stable sort of every differing row.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringTruth
import Testing

@testable import SpringReports

@Suite("RecordCheckTally: a file checked a row at a time")
struct RecordCheckTallyTests {
  /// A seeded file: SwiftUI values and getters with a few digits changed,
  /// rows from two runs, rows SpringLab does not emulate.
  static func file() -> String {
    var random = SplitMix64(seed: 2_026_1207)
    var lines = ["api,quantity,parameters,name,time,value,os,xcode,device"]
    for index in 0..<400 {
      let duration = [0.3, 0.5, 0.8][index % 3]
      let bounce = [0.0, 0.2, -0.3][index % 3 == 0 ? 1 : (index / 3) % 3]
      let time = [0.05, 0.1, 0.3][index % 3]
      let run = index % 7 == 0 ? "macOS 15,Xcode 16,Mac" : "iOS 26,Xcode 26,iPhone"
      // Values printed to 4–9 digits, some a little off, so ranks tie and differ.
      let digits = 4 + Int(random.next() % 6)
      let value = 0.1 * Double(1 + index % 9) + (random.next() % 5 == 0 ? 1e-3 : 0)
      let text = String(format: "%.\(digits)f", value)
      switch index % 5 {
      case 0:
        lines.append(
          "swiftui.spring.duration,derived,duration=\(duration);bounce=\(bounce),stiffness,,\(text),\(run)"
        )
      case 1:
        lines.append(
          "swiftui.spring.duration,derived,duration=\(duration);bounce=\(bounce),mass,,1,\(run)")
      case 2:
        lines.append(
          "swiftui.spring.duration,update-value,duration=\(duration),,\(time),\(text),\(run)")
      default:
        lines.append(
          "swiftui.spring.duration,value,duration=\(duration);bounce=\(bounce),,\(time),\(text),\(run)"
        )
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("the same report as the whole file compared at once")
  func sameReport() throws {
    let text = Self.file()
    let table = try DeviceRecordTable(reading: MemoryByteSource(text), label: "f.csv")
    let whole = DeviceRecordFile(rows: table.rows, label: "f.csv")
    var check = DeviceRecordCheck(label: "f.csv")
    try DeviceRecordTable.forEachRow(
      reading: MemoryByteSource(text, chunkLimit: 97), label: "f.csv"
    ) { row in
      #expect(check.add(row) == nil)
    }
    let streamed = RecordCheckReport(check.tally)
    let compared = RecordCheckReport(whole)
    #expect(streamed.text() == compared.text())
    #expect(streamed.markdown() == compared.markdown())
    #expect(streamed.differing > RecordCheckReport.worstRowCount)
    #expect(check.tally.notEmulatedCount == whole.notEmulated.count && whole.notEmulated.count > 0)
    #expect(streamed.tally.runs.count == 2)
    // The worst rows by a plain stable sort of every differing row.
    let differing = zip(whole.comparisons, whole.lines).filter { !$0.0.agreement.agrees }
    let expected = differing.sorted {
      $0.0.difference / $0.0.printResolution > $1.0.difference / $1.0.printResolution
    }.prefix(RecordCheckReport.worstRowCount).map { "\($0.1)" }
    #expect(streamed.worstRows.map { $0[0] } == Array(expected))
  }
}
