//===--- DeviceRecordTable.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An Apple records file (Docs/AppleRecords.md), read a record at a time
// within TableLimits, with the header checks every table shares
// (CSVHeader) and the package's one number grammar (DecimalNumber). Every
// problem names its line and column; the first 50 are reported.
//
//===----------------------------------------------------------------------===//

/// Every row of an Apple records file.
public struct DeviceRecordTable: Sendable {
  /// The columns every file has.
  public static let requiredColumns = ["api", "quantity", "parameters", "value", "os", "xcode"]
  /// The columns a file may have.
  public static let optionalColumns = [
    "name", "time", "epsilon", "precision", "subject", "detail", "device", "recorder",
  ]

  /// The rows, in file order.
  public let rows: [DeviceRecordRow]

  /// Reads a records file from `source`.
  /// - Parameter label: how messages name the file; every `.data` message
  ///   starts with it.
  /// - Throws: `SpringTableError.data` naming line and column for a bad
  ///   header, a row whose field count differs from the header's, an
  ///   unknown quantity or precision, a parameter list that is not
  ///   `name=number` pairs, a missing `name`, `time` or `epsilon` the
  ///   quantity needs, a value that is no number, bytes that are not CSV
  ///   text, or more than `TableLimits` allow; `.io` when the source cannot
  ///   be read.
  public init(reading source: any ByteSource, label: String) throws(SpringTableError) {
    var read: [DeviceRecordRow] = []
    try Self.forEachRow(reading: source, label: label) { read.append($0) }
    rows = read
  }

  /// Reads a records file from `source` a record at a time, handing each
  /// well-formed row to `body` as it is read (none is kept), in file order.
  /// - Parameter label: how messages name the file; every `.data` message
  ///   starts with it.
  /// - Throws: as `init(reading:label:)`, after the last record: rows with
  ///   problems are not handed on, and the problems are thrown at the end.
  public static func forEachRow(
    reading source: any ByteSource, label: String, _ body: (DeviceRecordRow) -> Void
  ) throws(SpringTableError) {
    do throws(SpringTableError) {
      let records = CSVRecordReader(source)
      let header = try CSVHeader(
        reading: records, required: Self.requiredColumns, optional: Self.optionalColumns)
      var limits = TableLimits()
      var problems = ProblemLog()
      while try limits.admitNext(records, problems: &problems) {
        guard header.problems.isEmpty else { continue }
        let line = records.recordLine
        guard records.fieldCount == header.count else {
          problems.add(
            "line \(line): expected \(header.count) fields as in the header, "
              + "got \(records.fieldCount)")
          continue
        }
        func text(_ column: String) -> String {
          header.index(of: column).map { records.text($0) } ?? ""
        }
        switch Self.row(line: line, text) {
        case .success(let row): if problems.isEmpty { body(row) }
        case .failure(let failure): problems.add(failure.message)
        }
      }
      try limits.finish(header, problems: problems)
    } catch {
      throw error.labeled(label)
    }
  }

  /// A row's problem, naming its line and column.
  struct Failure: Error {
    var message: String
  }

  /// One row from its cells (`text(column)` is "" for an absent column).
  static func row(line: Int, _ text: (String) -> String) -> Result<DeviceRecordRow, Failure> {
    func fail(_ column: String, _ requirement: String) -> Result<DeviceRecordRow, Failure> {
      .failure(
        Failure(
          message:
            "line \(line): column '\(column)' must be \(requirement) "
            + "(got '\(TextExcerpt.of(text(column)))')"))
    }
    guard let quantity = DeviceRecordRow.Quantity(rawValue: text("quantity")) else {
      let valid = DeviceRecordRow.Quantity.allCases.map(\.rawValue).joined(separator: ", ")
      return fail("quantity", "one of \(valid)")
    }
    let api = text("api")
    guard !api.isEmpty, isName(api, allowingDots: true) else {
      return fail("api", "a SpringLab API id such as swiftui.spring.duration")
    }
    let parametersText = text("parameters")
    guard let parameters = parameterList(parametersText) else {
      return fail("parameters", "name=number pairs separated by ';' (e.g. duration=0.5;bounce=0.3)")
    }
    guard let cell = ResultCell(reading: text("value")), let value = cell.value, !value.isNaN
    else {
      return fail("value", "a decimal number, inf or -inf")
    }
    let precision = text("precision")
    guard ["", "double", "float"].contains(precision) else {
      return fail("precision", "double or float")
    }
    func number(_ column: String) -> Double?? {
      let cell = text(column)
      if cell.isEmpty { return .some(nil) }
      guard let parsed = try? DecimalNumber.parse(cell), parsed >= 0 else { return nil }
      return .some(parsed)
    }
    guard let time = number("time") else { return fail("time", "a finite number >= 0 (seconds)") }
    guard let epsilon = number("epsilon") else { return fail("epsilon", "a finite number > 0") }
    let name = text("name")
    // (A `where` clause binds only the last pattern of a case, so each
    // quantity's need is checked on its own.)
    let needsTime: Set<DeviceRecordRow.Quantity> = [
      .value, .velocity, .updateValue, .updateVelocity,
    ]
    if quantity == .derived && name.isEmpty {
      return fail("name", "the derived quantity's name (e.g. settlingDuration)")
    }
    if needsTime.contains(quantity) && time == nil {
      return fail("time", "a finite number >= 0 (seconds) for quantity \(quantity.rawValue)")
    }
    if quantity == .settlingDuration && (epsilon ?? 0) == 0 {
      return fail("epsilon", "a finite number > 0 for quantity settling-duration")
    }
    for column in ["os", "xcode"] where text(column).isEmpty {
      return fail(column, "the \(column == "os" ? "operating system" : "Xcode") version")
    }
    return .success(
      DeviceRecordRow(
        line: line, api: api, quantity: quantity, parameters: parameters,
        parametersText: parametersText, name: name, time: time,
        epsilon: epsilon, value: value, valueText: text("value"),
        isSinglePrecision: precision == "float", subject: text("subject"), detail: text("detail"),
        os: text("os"), xcode: text("xcode"), device: text("device"),
        recorder: text("recorder")))
  }

  /// `name=number;…` (empty for none); nil when malformed, a name repeats
  /// or a number is not finite. Read on the UTF-8 bytes, one pass.
  static func parameterList(_ text: String) -> [String: Double]? {
    var parameters: [String: Double] = [:]
    guard !text.isEmpty else { return parameters }
    // Terminated, so a value can be read in place (DecimalNumber.parse
    // needs a byte after it that cannot continue a number: ';' or NUL).
    var bytes = Array(text.utf8)
    bytes.append(0)
    let end = bytes.count - 1
    let semicolon = UInt8(ascii: ";")
    let equals = UInt8(ascii: "=")
    return bytes.withUnsafeBufferPointer { buffer -> [String: Double]? in
      var start = 0
      while start <= end {
        var stop = start
        while stop < end && buffer[stop] != semicolon { stop += 1 }
        guard let split = buffer[start..<stop].firstIndex(of: equals), split > start,
          !buffer[(split + 1)..<stop].contains(equals)
        else { return nil }
        let name = String(
          decoding: UnsafeBufferPointer(rebasing: buffer[start..<split]), as: UTF8.self)
        guard parameters[name] == nil, isName(name, allowingDots: false),
          let value = try? DecimalNumber.parse(
            terminated: UnsafeBufferPointer(rebasing: buffer[(split + 1)..<stop]))
        else { return nil }
        parameters[name] = value
        start = stop + 1
      }
      return parameters
    }
  }

  /// Whether `text` is made of letters, digits and '-' (and '.' when
  /// `allowingDots`): ASCII checked byte by byte, anything else by
  /// Unicode's properties.
  static func isName(_ text: String, allowingDots: Bool) -> Bool {
    let ascii = text.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        || byte == 0x2D || (allowingDots && byte == 0x2E)
    }
    return ascii
      || text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || (allowingDots && $0 == ".") }
  }
}
