//===--- DeviceRecordFileTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Records files against SpringLab: the rivership record (SwiftUI on macOS 26,
// the public device values RecordCatalog holds) written in the schema of
// Docs/AppleRecords.md agrees row for row, as the catalog does; a changed
// digit differs; quantities SpringLab does not emulate are counted apart;
// and `velocity` agrees with the critically damped derivative written out
// by hand.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV
import Testing

@testable import SpringReports

@Suite("DeviceRecordFile and RecordCheckReport")
struct DeviceRecordFileTests {
  static let header =
    "api,quantity,parameters,name,time,value,subject,os,xcode"

  /// The catalog's rivership values and getters as schema rows.
  static func rivershipCSV() -> (text: String, count: Int) {
    var lines = [header]
    for record in RecordCatalog.swiftUIValues + RecordCatalog.swiftUIGetters {
      func parameters(_ values: [String: Double]) -> String {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
      }
      let subject = "\"" + record.subject.replacingOccurrences(of: "\"", with: "\"\"") + "\""
      switch record.quantity {
      case .value(let api, let values, let time):
        lines.append(
          "\(api),value,\(parameters(values)),,\(time),\(record.text),\(subject),macOS 26,Xcode 26")
      case .derived(let api, let values, let name):
        lines.append(
          "\(api),derived,\(parameters(values)),\(name),,\(record.text),\(subject),macOS 26,Xcode 26"
        )
      default: continue
      }
    }
    return (lines.joined(separator: "\n") + "\n", lines.count - 1)
  }

  static func file(_ text: String) throws -> DeviceRecordFile {
    let table = try DeviceRecordTable(reading: MemoryByteSource(text), label: "rivership.csv")
    return DeviceRecordFile(rows: table.rows, label: "rivership.csv")
  }

  @Test("the rivership record in the schema agrees row for row, as the catalog does")
  func rivership() throws {
    let (text, count) = Self.rivershipCSV()
    #expect(count == RecordCatalog.swiftUIValues.count + RecordCatalog.swiftUIGetters.count)
    let file = try Self.file(text)
    #expect(file.comparisons.count == count && file.notEmulated.isEmpty)
    let catalog = RecordAgreement.compare(
      RecordCatalog.swiftUIValues + RecordCatalog.swiftUIGetters)
    #expect(file.comparisons.map(\.agreement) == catalog.map(\.agreement))
    #expect(file.comparisons.map(\.computed) == catalog.map(\.computed))
    let report = RecordCheckReport(file)
    #expect(report.passes && report.differing == 0)
    #expect(report.verdict.contains("all \(count) compared rows agree"))
    #expect(report.text().contains("recorded on: macOS 26, Xcode 26"))
    #expect(file.lines.first == 2 && file.lines.last == count + 1)
  }

  @Test("one changed digit differs, and the report lists that row with its line")
  func changedDigit() throws {
    var (text, _) = Self.rivershipCSV()
    text = text.replacingOccurrences(of: ",0.388102446,", with: ",0.388102546,")
    let report = RecordCheckReport(try Self.file(text))
    #expect(!report.passes && report.differing == 1)
    let worst = report.text().split(separator: "\n").drop { !$0.hasPrefix("worst rows") }
    #expect(worst.count == 3, "\(report.text())")
    #expect(worst.last?.contains("0.388102546") == true)
    #expect(report.markdown().hasPrefix("**rivership.csv: 1 of "))
  }

  @Test("quantities SpringLab does not emulate are counted apart, never compared")
  func notEmulated() throws {
    let text = """
      api,quantity,parameters,name,time,epsilon,value,os,xcode
      swiftui.spring.duration,settling-duration,velocity=0,,,0.001,0.8,macOS 26,Xcode 26
      swiftui.spring.duration,update-value,velocity=0,,0.0166,,0.02,macOS 26,Xcode 26
      swiftui.spring.duration,derived,,mass,,,1,macOS 26,Xcode 26
      swiftui.spring.duration,derived,,stiffness,,,157.91367,macOS 26,Xcode 26

      """
    let file = try Self.file(text)
    #expect(file.notEmulated.map(\.line) == [2, 3, 4])
    #expect(file.comparisons.count == 1 && file.lines == [5])
    let report = RecordCheckReport(file)
    #expect(report.passes)
    #expect(report.text().contains("not emulated by SpringLab yet"))
    #expect(report.verdict.hasSuffix("3 rows not emulated by SpringLab yet"))
  }

  @Test("velocity: SpringLab's value is the critically damped derivative, written out by hand")
  func velocity() throws {
    // Spring(duration: 0.5, bounce: 0): ω = 4π, ζ = 1; from x0 = −1 with v0:
    // x(t) = (x0 + (v0 + ω x0) t) e^(−ωt), x'(t) = (v0 − ω (v0 + ω x0) t) e^(−ωt).
    let omega = 4 * Double.pi
    var lines = ["api,quantity,parameters,time,value,os,xcode"]
    for (v0, t) in [(0.0, 0.1), (5.0, 0.2), (-3.0, 0.05)] {
      let rate = (v0 - omega * (v0 - omega) * t) * exp(-omega * t)
      lines.append(
        "swiftui.spring.duration,velocity,duration=0.5;bounce=0;velocity=\(v0),\(t),"
          + String(format: "%.12f", rate) + ",macOS 26,Xcode 26")
    }
    let file = try Self.file(lines.joined(separator: "\n") + "\n")
    #expect(file.comparisons.count == 3)
    for comparison in file.comparisons {
      #expect(comparison.agreement == .withinPrint, "\(comparison)")
    }
    // A printed value in exponent form has the resolution of its last digit.
    let tiny = RecordedValue(
      subject: "s", detail: "d", api: "a", quantity: .derived(api: "a", parameters: [:], name: "n"),
      text: "1.25e-07", source: RecordCatalog.rivership)
    #expect(abs(tiny.printResolution - 0.5e-9) < 1e-24)
  }

  @Test(
    "printed decimals: digits after the point less the exponent",
    arguments: [
      ("2.85", 2), ("1.25e-07", 9), ("1.25E-07", 9), ("3E2", -2), ("3e+02", -2), ("12", 0),
      ("-0.000123", 6), ("1.e5", -5), ("0.5000", 4), ("inf", 0), ("-Infinity", 0),
    ])
  func printedDecimals(text: String, decimals: Int) {
    #expect(RecordedValue.printedDecimals(text) == decimals)
  }
}
