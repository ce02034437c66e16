//===--- DeviceRecordTableTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Apple records files (Docs/AppleRecords.md): a good file read row by row,
// and every malformed row refused naming its line and column.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SpringCSV

@Suite("DeviceRecordTable: the Apple records schema")
struct DeviceRecordTableTests {
  static let header =
    "api,quantity,parameters,name,time,epsilon,value,precision,subject,detail,os,xcode,device,recorder"

  static func read(_ text: String) throws(SpringTableError) -> DeviceRecordTable {
    try DeviceRecordTable(reading: MemoryByteSource(text), label: "records.csv")
  }

  @Test("a good file: every column read, optional ones empty or absent, columns in any order")
  func goodFile() throws {
    let text = """
      \(Self.header)
      swiftui.spring.duration,value,duration=0.5;bounce=0;velocity=5,,0.1,,0.500044328,,"Spring(duration: 0.5, bounce: 0)",,macOS 26.0,Xcode 26.0,"Mac14,2",v1
      ca.spring,derived,mass=1;stiffness=100;damping=10;velocity=0,settlingDuration,,,1.4727003,float,,,macOS 26.0,Xcode 26.0,,
      swiftui.bouncy,settling-duration,,,,0.001,inf,,,,macOS 26.0,Xcode 26.0,,

      """
    let rows = try Self.read(text).rows
    #expect(rows.count == 3)
    #expect(rows[0].line == 2 && rows[0].api == "swiftui.spring.duration")
    #expect(rows[0].quantity == .value && rows[0].time == 0.1)
    #expect(rows[0].parameters == ["duration": 0.5, "bounce": 0, "velocity": 5])
    #expect(rows[0].value == 0.500044328 && rows[0].valueText == "0.500044328")
    #expect(rows[0].subject == "Spring(duration: 0.5, bounce: 0)" && rows[0].device == "Mac14,2")
    #expect(rows[1].quantity == .derived && rows[1].name == "settlingDuration")
    #expect(rows[1].isSinglePrecision && rows[1].time == nil)
    #expect(rows[2].quantity == .settlingDuration && rows[2].epsilon == 0.001)
    #expect(rows[2].value == .infinity && rows[2].parameters.isEmpty)
    let reordered = try Self.read(
      "value,xcode,os,parameters,quantity,api,time\n0.25,Xcode 15,macOS 14,,value,swiftui.smooth,0.3\n"
    )
    #expect(reordered.rows.first?.value == 0.25 && reordered.rows.first?.time == 0.3)
  }

  @Test("parameter lists: names of letters, digits and '-' (any script), numbers in the grammar")
  func parameterLists() {
    #expect(DeviceRecordTable.parameterList("") == [:])
    #expect(
      DeviceRecordTable.parameterList("duration=0.5;bounce=-0.25;x-1=1e-3")
        == ["duration": 0.5, "bounce": -0.25, "x-1": 0.001])
    #expect(DeviceRecordTable.parameterList(" duration = 0.5 ") == nil)  // a blank is no name
    #expect(DeviceRecordTable.parameterList("dämpfung=2") == ["dämpfung": 2])
    #expect(DeviceRecordTable.parameterList("a=1;b=2;a=3") == nil)
    #expect(DeviceRecordTable.parameterList("a=1;b") == nil)
  }

  @Test(
    "every malformed row is refused naming its line and column",
    arguments: [
      ("swiftui.smooth,speed,,,0.1,,1,,,,m,x,,", "line 2: column 'quantity' must be one of value"),
      ("swiftui.smooth,value,duration:0.5,,0.1,,1,,,,m,x,,", "line 2: column 'parameters' must be"),
      ("swiftui.smooth,value,duration=0.5;duration=1,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,duration=0x1p1,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,duration=nan,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,duration=0.5;,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,duration=0.5;;bounce=0,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,=0.5,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,duration=,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,duration=0.5=1,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,dur ation=0.5,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,duration=0.5x,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,duration=1e999,,0.1,,1,,,,m,x,,", "column 'parameters'"),
      ("swiftui.smooth,value,,,,,1,,,,m,x,,", "line 2: column 'time' must be a finite number >= 0"),
      ("swiftui.smooth,value,,,-1,,1,,,,m,x,,", "line 2: column 'time'"),
      ("swiftui.smooth,derived,,,,,1,,,,m,x,,", "line 2: column 'name' must be"),
      ("swiftui.smooth,settling-duration,,,,,1,,,,m,x,,", "line 2: column 'epsilon'"),
      ("swiftui.smooth,value,,,0.1,,0x1p-2,,,,m,x,,", "line 2: column 'value' must be a decimal"),
      ("swiftui.smooth,value,,,0.1,,nan,,,,m,x,,", "line 2: column 'value'"),
      ("swiftui.smooth,value,,,0.1,,,,,,m,x,,", "line 2: column 'value'"),
      ("swiftui.smooth,value,,,0.1,,1,half,,,m,x,,", "line 2: column 'precision' must be double"),
      ("swiftui.smooth,value,,,0.1,,1,,,,,x,,", "line 2: column 'os' must be"),
      ("swiftui.smooth,value,,,0.1,,1,,,,m,,,", "line 2: column 'xcode' must be"),
      ("swift ui,value,,,0.1,,1,,,,m,x,,", "line 2: column 'api' must be a SpringLab API id"),
      ("swiftui.smooth,value,,,0.1,,1", "line 2: expected 14 fields as in the header, got 7"),
    ])
  func malformedRow(row: String, message: String) {
    #expect {
      try Self.read(Self.header + "\n" + row + "\n")
    } throws: { error in
      guard case SpringTableError.data(let messages) = error else { return false }
      return messages.contains { $0.hasPrefix("records.csv: ") && $0.contains(message) }
    }
  }

  @Test("a bad header, no rows, or a NUL byte: refused with the shared messages")
  func structure() {
    func messages(_ text: String) -> [String] {
      do {
        _ = try Self.read(text)
        return []
      } catch {
        guard case .data(let messages) = error else { return ["\(error)"] }
        return messages
      }
    }
    #expect(messages("api,quantity\nx,value\n").first?.contains("missing required columns") == true)
    #expect(
      messages(Self.header + ",api\n").first?.contains(
        "column 'api' appears more than once in the header (fields 1, 15)") == true)
    #expect(messages(Self.header + "\n").first?.contains("no data rows after the header") == true)
    #expect(
      messages(Self.header + "\nswiftui.smooth,value,,,0.1,,1,,,\0,m,x,,\n").first?.contains(
        "line 2") == true)
  }
}
