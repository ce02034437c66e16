//===--- HostileInputBattery.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A seeded battery of hostile-but-legal invocations, a few thousand in all:
// CSV with extreme magnitudes (1e-300 … 1e300, subnormals, the largest
// double), garbage fields, broken structure and encodings; argument lists
// drawn from every command's options, misspelled, repeated, with extreme
// and malformed values. Every invocation must keep the contract:
//
//   - it exits (no signal, no hang) with 0, 64, 65, 66, 70 or 74 (and 2 for a
//     `bench compare` regression, whose table goes to stdout);
//   - when the status is not 0, stdout is empty;
//   - stdout never holds nan (in any spelling) and holds inf only where it
//     means "never": settle's settling time of an undamped spring (convert's
//     tables say "never" in words);
//   - evaluate and settle print one finite number per field, one line per
//     input row.
//
// It asserts only this contract, not the numbers (other suites check those
// against independent truths).
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth
import Testing

/// An empty directory the battery's processes run in, so that nothing they
/// might write lands in the package.
private let batteryDirectory: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "springlab-battery-cwd-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

/// One run of the binary in the battery's directory, killed after `seconds`.
private func runWithWatchdog(_ arguments: [String], input: [UInt8], seconds: Double = 60) throws
  -> SpringlabRun
{
  try springlab(arguments, bytes: Data(input), in: batteryDirectory, watchdog: seconds)
}

/// What stdout may hold besides finite numbers.
private enum InfinityRule {
  /// No inf anywhere.
  case never
  /// Only whole fields "inf" (settle).
  case wholeField
  /// Descriptive text (apis, steppers, help): words, not numbers.
  case prose
}

/// Whether `text` has a nan or inf token that `rule` does not allow; the
/// offending token's context when it has.
private func forbiddenToken(in text: String, rule: InfinityRule) -> String? {
  if rule == .prose { return nil }
  let scalars = Array(text.unicodeScalars)
  func isLetter(_ index: Int) -> Bool {
    index >= 0 && index < scalars.count && CharacterSet.letters.contains(scalars[index])
  }
  let lower = text.lowercased().unicodeScalars.map { $0 }
  guard lower.count == scalars.count else { return text.lowercased().contains("nan") ? "nan" : nil }
  for start in lower.indices where !isLetter(start - 1) {
    for word in ["nan", "inf", "infinity"] {
      let end = start + word.unicodeScalars.count
      guard end <= lower.count, String(String.UnicodeScalarView(lower[start..<end])) == word,
        !isLetter(end)
      else { continue }
      let context = String(
        String.UnicodeScalarView(scalars[max(0, start - 20)..<min(scalars.count, end + 20)]))
      if word == "nan" { return context }
      switch rule {
      case .never, .prose: return context
      case .wholeField:
        let before = start == 0 || scalars[start - 1] == "\n"
        let after = end == scalars.count || scalars[end] == "\n"
        if !(before && after && word == "inf") { return context }
      }
    }
  }
  return nil
}

/// The seeded generator of hostile input.
private struct Hostile {
  var random: SplitMix64

  mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
  mutating func chance(_ probability: Double) -> Bool { random.uniform(0, 1) < probability }
  mutating func count(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(random.next() % UInt64(range.count))
  }

  /// A number from every corner of binary64, as text.
  mutating func number(positive: Bool = false) -> String {
    let sign = positive ? 1.0 : random.sign()
    switch random.next() % 10 {
    case 0, 1, 2, 3: return "\(sign * random.logUniform(1e-300, 1e300))"
    case 4: return "\(sign * random.logUniform(1e-3, 1e3))"
    case 5: return "\(sign * random.logUniform(1e290, 1.7976931348623157e308))"
    case 6: return "\(sign * random.logUniform(.leastNonzeroMagnitude, 1e-290))"
    case 7:
      return pick([
        "0", "-0", "5e-324", "1.7976931348623157e308", "-1.7976931348623157e308",
        "2.2250738585072014e-308", "1", "100", "1e-10", "0.001", "1e300", "1e-300",
      ])
    default: return "\(sign * Double(count(0...1000)))"
    }
  }

  /// A field that is not a number, or not a valid one.
  mutating func garbage() -> String {
    pick([
      "", "abc", "nan", "-nan", "NaN", "inf", "-inf", "Infinity", "0x1p3", "1e400", "-1e400", "1e",
      "--1",
      "+-1", "1.2.3", " ", "\"\"", "\"1\"", " 2 ", "١٢", "💥", "1_000", "0b101", ".", "e5", "1e5e5",
      "\"unclosed", "x\"y", "\t3\t",
    ])
  }

  /// A numeric field: mostly a number, sometimes garbage.
  mutating func field(garbageRate: Double) -> String {
    chance(garbageRate) ? garbage() : number(positive: chance(0.7))
  }

  /// A CSV document for `columns`; returns the bytes and the number of data
  /// rows a reader must see (nil when mutations make it unknowable).
  mutating func csv(columns: [String], rows: Int, mutate: Bool) -> ([UInt8], Int?) {
    var header = columns
    var extras = 0
    while chance(0.3) {
      header.insert(pick(["note", "id", "", "note", "x", "t0"]), at: count(0...header.count))
      extras += 1
    }
    if !chance(0.8) { header.shuffle(using: &random) }
    var knownRows: Int? = rows
    if mutate && chance(0.15) {
      // Drop a used column or name one twice.
      if chance(0.5), let index = header.indices.randomElement(using: &random) {
        header.remove(at: index)
      } else {
        header.append(pick(columns))
      }
      knownRows = nil
    }
    let ending = pick(["\n", "\r\n", "\r"])
    let quoteAll = chance(0.2)
    func join(_ fields: [String]) -> String {
      fields.map { quoteAll ? "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : $0 }
        .joined(separator: ",")
    }
    var text = (chance(0.1) ? "\u{FEFF}" : "") + join(header) + ending
    let garbageRate = mutate ? 0.05 : 0
    for _ in 0..<rows {
      var fields = header.map { name -> String in
        if ["note", "id", "", "x", "t0"].contains(name) {
          return pick([
            "", "a note", "\"with, comma\"", "\"two\(ending)lines\"", "42", "\"say \"\"hi\"\"\"",
          ])
        }
        if name == "velocity_epsilon" && chance(0.5) { return "" }
        return field(garbageRate: garbageRate)
      }
      if quoteAll { fields = fields.map { $0.hasPrefix("\"") ? "q" : $0 } }
      if mutate && chance(0.03) {
        if chance(0.5) { fields.append("1") } else { fields.removeLast() }
        knownRows = nil
      }
      text += join(fields) + ending
      if chance(0.05) {
        text += chance(0.5) ? ending : " \t" + ending
      }
    }
    if chance(0.2) { text.removeLast(ending.count) }
    var bytes = Array(text.utf8)
    if mutate && chance(0.05) && !bytes.isEmpty {
      bytes.insert(pick([0x00, 0xFF, 0xE9, 0xC0, 0xED, 0x80]), at: count(0...(bytes.count - 1)))
      knownRows = nil
    }
    if mutate && chance(0.02) {
      bytes = Array(bytes.prefix(count(0...bytes.count)))
      knownRows = nil
    }
    if knownRows != nil
      && (text.contains("\"unclosed") || text.contains("x\"y") || text.contains("\"\"\""))
    {
      knownRows = nil
    }
    return (bytes, knownRows)
  }
}

@Suite("A seeded hostile battery: the CLI contract holds for every invocation")
struct HostileInputBattery {
  static let evaluateColumns = ["mass", "stiffness", "damping", "x0", "v0", "t"]
  static let settleColumns = [
    "mass", "stiffness", "damping", "x0", "v0", "epsilon", "velocity_epsilon",
  ]

  /// Checks the contract for one run; `expectedRows` lines of
  /// `fieldsPerRow` finite numbers on success when known.
  private static func check(
    _ run: SpringlabRun, _ arguments: [String], input: [UInt8], rule: InfinityRule,
    table: (rows: Int?, fields: Int)? = nil, allowRegression: Bool = false,
    allowVerdict: Bool = false
  ) {
    let label =
      "\(arguments) input \(String(decoding: input.prefix(300), as: UTF8.self).debugDescription)"
    guard !run.signaled else {
      let message = "killed by signal \(run.status): \(label)\nstderr: \(run.stderr.prefix(600))"
      if arguments.first == "export" && run.stderr.contains("cannot be converted to Int") {
        // Known, outside this suite's modules: SpringExport converts a cycle
        // count beyond Int.max while phrasing a refusal (EasingExport.swift).
        withKnownIssue(
          "SpringExport traps on Int(cycles) for extreme springs", isIntermittent: true
        ) {
          Issue.record(Comment(rawValue: message))
        }
      } else {
        Issue.record(Comment(rawValue: message))
      }
      return
    }
    let allowed: Set<Int32> =
      allowRegression
      ? [0, 2, 64, 65, 66, 70, 74]
      : allowVerdict ? [0, 1, 64, 65, 66, 70, 74] : [0, 64, 65, 66, 70, 74]
    #expect(
      allowed.contains(run.status),
      "status \(run.status): \(label)\nstderr: \(run.stderr.prefix(600))")
    if run.status != 0 && !(allowRegression && run.status == 2)
      && !(allowVerdict && run.status == 1)
    {
      #expect(run.stdout.isEmpty, "stdout with status \(run.status): \(label)")
      #expect(!run.stderr.isEmpty, "no message with status \(run.status): \(label)")
      return
    }
    let rule = run.stdout.hasPrefix("Usage:") || run.stdout.hasPrefix("springlab —") ? .prose : rule
    if let token = forbiddenToken(in: run.stdout, rule: rule) {
      Issue.record("'\(token)' on stdout: \(label)")
    }
    guard let table else { return }
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .dropFirst()
    if let rows = table.rows {
      #expect(lines.count == rows, "\(lines.count) lines for \(rows) rows: \(label)")
    }
    for line in lines {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      let numeric = fields.allSatisfy { field in
        field == "inf" && rule == .wholeField || (Double(field).map { $0.isFinite } ?? false)
      }
      #expect(fields.count == table.fields && numeric, "line '\(line)': \(label)")
    }
  }

  /// Where the battery would report suspected numerics failures (set
  /// SPRINGLAB_BATTERY_LOG to a file to collect them; nothing by default).
  private static func logSuspect(_ run: SpringlabRun, _ arguments: [String], _ input: [UInt8]) {
    guard let path = ProcessInfo.processInfo.environment["SPRINGLAB_BATTERY_LOG"],
      run.status == 70 || run.stderr.contains("beyond the binary64 range")
        || run.stderr.contains("NaN")
    else { return }
    let entry =
      "\(arguments) status \(run.status)\n\(String(decoding: input, as: UTF8.self))\n\(run.stderr)\n---\n"
    if let handle = FileHandle(forWritingAtPath: path) {
      handle.seekToEndOfFile()
      handle.write(Data(entry.utf8))
      try? handle.close()
    } else {
      _ = FileManager.default.createFile(atPath: path, contents: Data(entry.utf8))
    }
  }

  @Test(
    "evaluate and settle, closed form: 900 CSV inputs of extreme magnitudes and broken structure")
  func closedFormTables() throws {
    var hostile = Hostile(random: SplitMix64(seed: 0x5EED_0013))
    for index in 0..<900 {
      let settle = index % 2 == 1
      let mutate = index % 3 == 0
      let (input, rows) = hostile.csv(
        columns: settle ? Self.settleColumns : Self.evaluateColumns, rows: hostile.count(1...40),
        mutate: mutate)
      let arguments = [settle ? "settle" : "evaluate"]
      let run = try runWithWatchdog(arguments, input: input)
      Self.check(
        run, arguments, input: input, rule: settle ? .wholeField : .never,
        table: (rows, settle ? 1 : 2))
      Self.logSuspect(run, arguments, input)
    }
  }

  @Test("evaluate and settle with GSL steppers: 150 small inputs under a small step budget")
  func gslTables() throws {
    var hostile = Hostile(random: SplitMix64(seed: 0x5EED_0651))
    let steppers = [
      "rk2", "rk4", "rkf45", "rkck", "rk8pd", "rk1imp", "rk2imp", "rk4imp", "bsimp", "msadams",
      "msbdf",
    ]
    for index in 0..<150 {
      let settle = index % 2 == 1
      let (input, rows) = hostile.csv(
        columns: settle ? Self.settleColumns : Self.evaluateColumns, rows: hostile.count(1...4),
        mutate: index % 4 == 0)
      var arguments = [
        settle ? "settle" : "evaluate", "--method", "gsl:" + hostile.pick(steppers), "--max-steps",
        "300",
      ]
      if hostile.chance(0.5) {
        arguments += ["--tolerance", hostile.pick(["1e-14", "1e-10", "1e-6", "0.01", "1e-3"])]
      }
      let run = try runWithWatchdog(arguments, input: input)
      Self.check(
        run, arguments, input: input, rule: settle ? .wholeField : .never,
        table: (rows, settle ? 1 : 2))
    }
  }

  /// The invocations the hostile-input review reported as traps or silent failures.
  static let reported: [[String]] = [
    [
      "sample", "--from", "ca.spring", "--distance", "1e-304", "--duration", "0.5", "--format",
      "svg",
    ],
    [
      "sample", "--from", "ca.spring", "--distance", "5e-324", "--duration", "0.5", "--format",
      "svg",
    ],
    ["sample", "--from", "ca.spring", "--distance", "1.7976931348623157e308", "--format", "svg"],
    ["report", "--quick", "--jobs", "1e300"], ["bench", "--repetitions", "1e300"],
    ["bench", "--repetitions", "9.3e18"], ["report", "--quick", "--no-bench", "--out", ""],
    ["evaluate", "-method", "gsl:rk4"], ["evaluate", "cases.csv"],
    ["convert", "--from", "ca.spring", "-mass", "2"],
    ["convert", "--from", "react-spring", "--friction", "1e300"],
  ]

  @Test("the reported invocations keep the contract")
  func reportedInvocations() throws {
    for arguments in Self.reported {
      let run = try runWithWatchdog(arguments, input: [])
      Self.check(run, arguments, input: [], rule: .never)
    }
    let rows = [
      "1e-10,1e300,0,-1,0,0", "1,1,1e10,0,1e300,0", "1,1e200,0,1e200,0,1e-100",
      "1e300,1e-300,0,-1,0,1e300",
    ]
    let input = Array(
      ("mass,stiffness,damping,x0,v0,t\n" + rows.joined(separator: "\n") + "\n").utf8)
    Self.check(
      try runWithWatchdog(["evaluate"], input: input), ["evaluate"], input: input, rule: .never,
      table: (4, 2))
    let settle = ["1,100,10,1e200,0,1e-110", "1,100,20,1e200,0,1e-110", "1e-10,1,1e300,-1,0,0.001"]
    let settleInput = Array(
      ("mass,stiffness,damping,x0,v0,epsilon\n" + settle.joined(separator: "\n") + "\n").utf8)
    Self.check(
      try runWithWatchdog(["settle"], input: settleInput), ["settle"], input: settleInput,
      rule: .wholeField,
      table: (3, 1))
  }

  /// Every API id and its parameter names, read from `springlab apis`.
  private static func apis() throws -> [(id: String, parameters: [String])] {
    let run = try springlab(["apis", "--format", "json"])
    let array =
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    return array.compactMap { api in
      guard let id = api["id"] as? String, let parameters = api["parameters"] as? [[String: Any]]
      else { return nil }
      return (id, parameters.compactMap { $0["name"] as? String })
    }
  }

  @Test(
    "convert, sample and export: 750 argument lists of every API with extreme and malformed values")
  func mappingArguments() throws {
    var hostile = Hostile(random: SplitMix64(seed: 0x5EED_0C0F))
    let apis = try Self.apis()
    try #require(apis.count > 20)
    for index in 0..<750 {
      let command = ["convert", "sample", "export"][index % 3]
      let sample = command == "sample"
      let export = command == "export"
      var arguments = [command]
      let api = hostile.pick(apis)
      if !hostile.chance(0.03) {
        arguments += ["--from", hostile.chance(0.03) ? "no.such.api" : api.id]
      }
      for _ in 0..<hostile.count(0...3) {
        guard let name = api.parameters.isEmpty ? nil : hostile.pick(api.parameters) else { break }
        let spelled =
          hostile.chance(0.05)
          ? "-" + name : (!export && !sample || hostile.chance(0.7) ? "--" + name : "--api-" + name)
        if arguments.contains(spelled) && !hostile.chance(0.1) { continue }
        let value =
          name == "allows-overdamping" || name == "allow-over-damping"
          ? hostile.pick(["true", "false", "maybe", "1"]) : hostile.field(garbageRate: 0.1)
        arguments += [spelled, value]
      }
      if hostile.chance(sample ? 0.6 : 0.4) {
        arguments += [
          "--distance",
          hostile.pick([
            "1", "-1", "1e-304", "5e-324", "-1e-310", "1e300", "1.7e308", "0", "1e-7", "-250",
            "nan", hostile.number(),
          ]),
        ]
      }
      if hostile.chance(0.1) {
        arguments += [
          "--minimum-distance", hostile.pick(["0", "1e-300", "1", "-1", hostile.number()]),
        ]
      }
      if hostile.chance(0.1) { arguments.append("--zero-velocity-near-target") }
      if sample {
        if hostile.chance(0.5) {
          arguments += [
            "--duration",
            hostile.pick(["0.5", "1", "2", "60", "1e-300", "0", "-1", "nan", "1e300", "0.0166"]),
          ]
        }
        if hostile.chance(0.4) {
          arguments += [
            "--fps",
            hostile.pick(["60", "120", "59.94", "1", "1000", "0", "-1", "1e300", "1e-300", "abc"]),
          ]
        }
        if hostile.chance(0.6) {
          arguments += ["--format", hostile.pick(["csv", "svg", "svg", "svg", "json", ""])]
        }
      } else if export {
        if !hostile.chance(0.05) {
          arguments += [
            "--to", hostile.pick(["css-linear", "css-keyframes", "ca-keyframes", "json", "svg"]),
          ]
        }
        if !hostile.chance(0.05) {
          arguments += [
            "--tolerance",
            hostile.pick([
              "0.001", "0.01", "1e-9", "1e-12", "0.5", "0", "-1", "1e300", "nan", hostile.number(),
            ]),
          ]
        }
        if hostile.chance(0.3) { arguments += ["--unit", hostile.pick(["fraction", "px", "em"])] }
        if hostile.chance(0.3) {
          arguments += ["--format", hostile.pick(["text", "json", "table"])]
        }
      } else if hostile.chance(0.4) {
        arguments += ["--format", hostile.pick(["table", "json", "json", "csv"])]
      }
      if hostile.chance(0.03) {
        arguments.insert(
          hostile.pick(["stray", "-x", "--", "--bogus"]), at: hostile.count(1...arguments.count))
      }
      let run = try runWithWatchdog(arguments, input: [])
      let isCSV = sample && !arguments.contains("svg")
      Self.check(
        run, arguments, input: [], rule: .never,
        table: isCSV ? (nil, 3) : nil)
    }
  }

  @Test("every other command: 700 argument lists, misspelled, repeated, out of range")
  func otherArguments() throws {
    var hostile = Hostile(random: SplitMix64(seed: 0x5EED_0A45))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-battery-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let machine =
      "{\"machine\": {\"cpu\": \"t\", \"cores\": 2, \"os\": \"t\", \"swift\": \"6.3\", \"revision\": \"a\"}, "
    func result(_ median: String) -> String {
      "{\"name\": \"closed-form.direct\", \"unit\": \"ns/sample\", \"median\": \(median), \"min\": 0, \"max\": 1e9, \"samples\": 3}"
    }
    let files: [(String, String)] = [
      ("good.json", machine + "\"results\": [\(result("20"))]}"),
      ("slower.json", machine + "\"results\": [\(result("40"))]}"),
      ("zero.json", machine + "\"results\": [\(result("0"))]}"),
      ("empty.json", machine + "\"results\": []}"),
      ("negative.json", machine + "\"results\": [\(result("-3"))]}"),
      ("huge.json", machine + "\"results\": [\(result("1e999"))]}"),
      ("garbage.json", "{\"results\": \"no\"}"),
      ("empty-file.json", ""),
      ("truncated.json", machine + "\"results\": [\(result("20"))"),
      (
        "no-repetitions.json",
        machine + "\"results\": [\(result("20").dropLast()), \"repetitions\": []}]}"
      ),
      (
        "negative-repetitions.json",
        machine + "\"results\": [\(result("20").dropLast()), \"repetitions\": [1, -2, 30]}]}"
      ),
      (
        "newline-name.json",
        machine
          + "\"results\": [\(result("20").replacingOccurrences(of: "direct", with: "di\\n|rect"))]}"
      ),
      ("cases.csv", "mass,stiffness,damping,x0,v0,t\n1,100,10,-1,0,0.5\n"),
      ("results.csv", "position,velocity\n-0.1,0.2\n"),
      ("results-crlf.csv", "\u{FEFF}\"position\",\"velocity\"\r\nnan,inf\r\n"),
      ("results-overflow.csv", "position,velocity\n1e309,0\n"),
      (
        "cases-extreme.csv",
        "id,family,mass,stiffness,damping,x0,v0,t\na,x,1e-300,1e300,0,1e300,-1e300,1e300\n"
      ),
    ]
    for (name, contents) in files {
      try contents.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let paths =
      files.map { directory.appendingPathComponent($0.0).path } + [
        "/nonexistent.json", "/", "-", "",
      ]
    let evaluateInput = Array("mass,stiffness,damping,x0,v0,t\n1,100,10,-1,0,0.5\n".utf8)
    for index in 0..<700 {
      var arguments: [String]
      var rule = InfinityRule.never
      var allowRegression = false
      var allowVerdict = false
      switch index % 8 {
      case 0, 1:
        arguments = [index % 2 == 0 ? "evaluate" : "settle"]
        for _ in 0..<hostile.count(0...4) {
          switch hostile.next3() {
          case 0:
            arguments += [
              hostile.pick(["--method", "-method", "--method=gsl:rk4", "--methods"]),
              hostile.pick(["closed-form", "gsl:rk8pd", "gsl:bsimp", "gsl:nope", "euler", ""]),
            ]
          case 1:
            arguments += [
              hostile.pick(["--tolerance", "--max-steps"]),
              hostile.pick([
                "1e-10", "1e300", "0", "-1", "0.5", "1e-15", "9.3e18", "100", "nan", "0x1p-30",
                "1e-14",
              ]),
            ]
          default:
            arguments += [
              hostile.pick(["--input", "--input=", "cases.csv", "--bogus", "--help", "-h", "--"]),
              hostile.pick(paths),
            ]
          }
        }
        rule = arguments[0] == "settle" ? .wholeField : .never
      case 2:
        arguments = [hostile.pick(["apis", "steppers", "help"])]
        rule = .prose
        for _ in 0..<hostile.count(0...3) {
          arguments.append(
            hostile.pick([
              "--format", "json", "table", "--format=json", "-format", "csv", "evaluate", "--help",
            ]))
        }
      case 3, 4:
        arguments = ["bench", "compare", hostile.pick(paths), hostile.pick(paths)]
        if hostile.chance(0.3) { arguments.removeLast() }
        if hostile.chance(0.3) {
          arguments += ["--format", hostile.pick(["markdown", "json", "table", "html"])]
        }
        if hostile.chance(0.4) {
          arguments += [
            "--threshold", hostile.pick(["10", "0", "-5", "1e300", "nan", "abc", "1e-300"]),
          ]
        }
        if hostile.chance(0.1) {
          arguments += [hostile.pick(["--save", "--json", "--filter"]), "x"]
        }
        allowRegression = true
      case 5:
        // report with at least one refusal, so that nothing long runs.
        arguments = ["report"]
        for _ in 0..<hostile.count(0...3) {
          arguments += hostile.pick([
            ["--quick"], ["--no-bench"], ["--check"], ["--out", directory.path],
          ])
        }
        arguments.insert(
          contentsOf: hostile.pick([
            ["--jobs", "1e300"], ["--jobs", "9.3e18"], ["--jobs", "-1"], ["--jobs", "0.5"],
            ["--jobs", "0"],
            ["--out", ""], ["-quick"], ["stray"], ["--bogus"], ["--quick=1"],
            ["--jobs", "99999999999999999999"],
          ]), at: hostile.count(1...arguments.count))
      case 7:
        if hostile.chance(0.3) {
          arguments = ["cases"]
          for _ in 0..<hostile.count(0...3) {
            arguments += hostile.pick([
              ["--count", hostile.pick(["1", "3", "0", "-1", "1e300", "2.5", "100001"])],
              ["--seed", hostile.pick(["1", "0", "-1", "18446744073709551616", "1e3"])],
              ["--family", hostile.pick(["all", "ui", "nope", "", "all,ui"])],
              ["--task", hostile.pick(["evaluate", "settle", "x"])],
              ["--list"],
            ])
          }
          if !arguments.contains("--count") { arguments += ["--count", "2"] }
        } else {
          arguments = ["score"]
          for _ in 0..<hostile.count(1...4) {
            arguments += hostile.pick([
              ["--cases", hostile.pick(paths)], ["--results", hostile.pick(paths)],
              ["--task", hostile.pick(["evaluate", "settle", "x"])],
              ["--bound", hostile.pick(["4", "0", "-1", "1e300", "nan"])],
              ["--format", hostile.pick(["table", "json", "markdown", "x"])],
            ])
          }
          allowVerdict = true
          // Its report quotes the results under test, NaN and all.
          rule = .prose
        }
      default:
        // bench with at least one refusal.
        arguments = ["bench"]
        for _ in 0..<hostile.count(0...2) {
          arguments += hostile.pick([
            ["--filter", "settle.exact.critical"], ["--threshold", "10"],
            ["--baselines", directory.path],
          ])
        }
        arguments.insert(
          contentsOf: hostile.pick([
            ["--repetitions", "1e300"], ["--repetitions", "9.3e18"], ["--repetitions", "-1"],
            ["--repetitions", "0.5"],
            ["--save", "../../x"], ["--save", "/tmp/x"], ["--save", ".x"], ["--compare", "a/b"],
            ["--threshold", "-1"],
            ["frobnicate"], ["-repetitions", "1"], ["workload", "settle.exact", "1e300"],
          ]), at: hostile.count(1...arguments.count))
      }
      let usesInput =
        arguments.first == "evaluate" || arguments.first == "settle"
        || (arguments.first == "score" && arguments.contains("-"))
      let input =
        usesInput && arguments.first == "evaluate"
        ? evaluateInput
        : Array("mass,stiffness,damping,x0,v0,epsilon\n1,100,10,-1,0,0.001\n".utf8)
      let run = try runWithWatchdog(arguments, input: usesInput ? input : [])
      Self.check(
        run, arguments, input: usesInput ? input : [], rule: rule, allowRegression: allowRegression,
        allowVerdict: allowVerdict)
      if arguments.first == "report"
        || (arguments.first == "bench" && arguments[safe: 1] != "compare")
      {
        #expect(run.status == 64, "expected a refusal: \(arguments)\n\(run.stderr.prefix(300))")
      }
    }
  }
}

extension Hostile {
  /// 0, 1 or 2.
  mutating func next3() -> Int { Int(random.next() % 3) }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension HostileInputBattery {
  @Test("records check: 300 records files of every API with extreme and malformed values")
  func recordsFiles() throws {
    var hostile = Hostile(random: SplitMix64(seed: 0x5EED_0A9E))
    let apis = try Self.apis()
    let quantities = [
      "value", "velocity", "derived", "settling-duration", "update-value", "update-velocity",
    ]
    let names = [
      "settlingDuration", "stiffness", "damping", "duration", "bounce", "mass", "x", "stifness",
      "Mass", "initialVelocity",
    ]
    let header = "api,quantity,parameters,name,time,epsilon,value,precision,os,xcode"
    for _ in 0..<300 {
      var lines = [header]
      for _ in 0..<hostile.count(1...8) {
        let api = hostile.pick(apis)
        let parameterNames = api.parameters + (hostile.chance(0.05) ? ["zeta"] : [])
        let parameters = parameterNames.filter { _ in hostile.chance(0.6) }.map {
          "\($0)=\(hostile.field(garbageRate: 0.05))"
        }.joined(separator: ";")
        let fields = [
          hostile.chance(0.03) ? hostile.garbage() : api.id, hostile.pick(quantities), parameters,
          hostile.pick(names), hostile.field(garbageRate: 0.1), hostile.field(garbageRate: 0.1),
          hostile.field(garbageRate: 0.1), hostile.pick(["", "double", "float", "half"]),
          "macOS 26", hostile.chance(0.02) ? "" : "Xcode 26",
        ]
        lines.append(fields.joined(separator: ","))
      }
      let input = Array((lines.joined(separator: "\n") + "\n").utf8)
      let arguments = ["records", "check", "-"]
      let run = try runWithWatchdog(arguments, input: input)
      Self.check(run, arguments, input: input, rule: .never, allowVerdict: true)
    }
  }
}

extension HostileInputBattery {
  /// A results document (one instruction count or timing per entry) with
  /// one hostile mutation, and whether the mutation surely makes it
  /// unusable as a gate baseline.
  private static func hostileResults(_ hostile: inout Hostile) -> (String, Bool) {
    let machine =
      "{\"machine\": {\"cpu\": \"t\", \"cores\": 2, \"os\": \"t\", \"swift\": \"6.3\", \"revision\": \"a\"}, "
    var entries: [[(String, String)]] = (0..<hostile.count(1...4)).map { index in
      let value = hostile.number(positive: true)
      return [
        (
          "name",
          "\"\(hostile.pick(["closed-form.direct", "settle.exact", "gsl.rk4", "a|b"])).\(index)\""
        ),
        ("unit", "\"\(hostile.pick(["instructions/sample", "ns/sample", "K"]))\""),
        ("median", value), ("min", value), ("max", value), ("samples", "1"),
      ]
    }
    var broken = true
    switch hostile.count(0...9) {
    case 0:
      entries[0].append(("repetitions", "[]"))
    case 1:
      entries[0].append(("repetitions", "[1, \(hostile.pick(["-2", "1e999", "\"x\"", "null"]))]"))
    case 2:
      let bad = hostile.pick(["-6435", "0", "-0", "1e999", "\"NaN\"", "null", "-5e-324"])
      entries[0] = entries[0].map { ["median", "min", "max"].contains($0.0) ? ($0.0, bad) : $0 }
      entries[0][1] = ("unit", "\"instructions/sample\"")
    case 3:
      entries[0].remove(at: hostile.count(0...5))
    case 4:
      entries[0][0] = (
        "name", hostile.pick(["\"a\\nb\"", "\"a\\r\\n|b\"", "\"\\u0000\"", "1", "null"])
      )
      broken = false
    case 5:
      entries[0][2] = ("median", hostile.garbage().debugDescription)
      broken = false
    case 6:
      entries[0] = entries[0].map { $0.0 == "unit" ? ("unit", "\"ns/sample\"") : $0 }
      entries = [entries[0]]
    default:
      broken = false
    }
    let results = entries.map { fields in
      "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    var text = machine + "\"results\": [" + results.joined(separator: ", ") + "]}"
    if hostile.chance(0.15) {
      // Cut before the closing brace: never valid JSON.
      text = String(text.prefix(hostile.count(0...(text.count - 1))))
      broken = true
    }
    return (text, broken)
  }

  @Test(
    "bench files: 240 hostile results files, baselines and thresholds, refused before any workload"
  )
  func benchFiles() throws {
    var hostile = Hostile(random: SplitMix64(seed: 0x5EED_0B43))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-battery-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.json")
    try
      ("{\"machine\": {\"cpu\": \"t\", \"cores\": 2, \"os\": \"t\", \"swift\": \"6.3\", \"revision\": \"a\"}, "
      + "\"results\": [{\"name\": \"closed-form.direct.0\", \"unit\": \"ns/sample\", \"median\": 20, "
      + "\"min\": 20, \"max\": 20, \"samples\": 1}]}").write(
        to: good, atomically: true, encoding: .utf8)
    /// No raw Foundation or decoder error; a refusal names one of `names`.
    func expectPlain(_ run: SpringlabRun, _ arguments: [String], names: [String]) {
      for raw in ["NSCocoaErrorDomain", "DecodingError", "keyNotFound", "codingPath"] {
        #expect(!run.stderr.contains(raw), "\(arguments): \(run.stderr.prefix(600))")
      }
      if [65, 66].contains(run.status) {
        #expect(
          names.contains { run.stderr.contains("'\($0)'") },
          "\(arguments): \(run.stderr.prefix(600))")
      }
    }
    for index in 0..<240 {
      let file = directory.appendingPathComponent("hostile-\(index).json")
      let (text, broken) = Self.hostileResults(&hostile)
      try text.write(to: file, atomically: true, encoding: .utf8)
      if index % 2 == 0 {
        var arguments = ["bench", "compare"]
        arguments += hostile.chance(0.5) ? [good.path, file.path] : [file.path, good.path]
        let format = hostile.pick(["table", "markdown", "json"])
        arguments += ["--format", format]
        let run = try runWithWatchdog(arguments, input: [])
        Self.check(run, arguments, input: [], rule: .never, allowRegression: true)
        if !run.stderr.contains("nothing was compared") {
          expectPlain(run, arguments, names: [file.path])
        }
        if format == "markdown" && [0, 2].contains(run.status) {
          // A name's line breaks stay inside its row: every line of the
          // table starts with '|'.
          let table = run.stdout.components(separatedBy: "\n\n")[1]
          #expect(
            table.split(separator: "\n").allSatisfy { $0.hasPrefix("|") }, "\(run.stdout)")
        }
      } else {
        // The gate: a file surely broken, or a broken thresholds.json beside it.
        let thresholds = directory.appendingPathComponent("thresholds.json")
        try? FileManager.default.removeItem(at: thresholds)
        if !broken || hostile.chance(0.3) {
          try hostile.pick([
            "", "{\"default\": -1}", "{\"default\": 2, \"prefixes\": {\"gsl.\": -0.5}}",
            "{\"default\": \"NaN\"}", "{\"prefixes\": {}}", "{\"default\": 1e999}", "[2]",
          ]).write(to: thresholds, atomically: true, encoding: .utf8)
        } else if hostile.chance(0.5) {
          try "{\"default\": 2}".write(to: thresholds, atomically: true, encoding: .utf8)
        }
        let path = hostile.chance(0.05) ? hostile.pick(["/dev/null", directory.path]) : file.path
        let arguments = ["bench", "--check-baseline", "--baseline-file", path]
        let run = try runWithWatchdog(arguments, input: [], seconds: 20)
        Self.check(run, arguments, input: [], rule: .never)
        expectPlain(run, arguments, names: [path, thresholds.path])
        #expect(
          [65, 66].contains(run.status), "\(arguments) \(text): \(run.stderr.prefix(600))")
        // Refused before counting: no progress line of a workload.
        #expect(!run.stderr.contains("[1/"), "\(arguments): \(run.stderr.prefix(600))")
      }
    }
  }
}
