//===--- BenchCommandTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab bench end to end: the JSON contract, regression exit codes and
// repeatable instruction counts. No timing is asserted.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringTruth
import Testing

@Suite("springlab bench, end to end")
struct BenchCommandTests {
  static func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-bench-\(getpid())-\(name)")
  }

  static func resultsJSON(direct: Double, instructions: Double) -> String {
    """
    {"machine": {"cpu": "test", "cores": 2, "os": "test", "swift": "6.3", "revision": "abc"},
     "results": [
      {"name": "closed-form.direct", "unit": "ns/sample", "median": \(direct), "min": \(direct), "max": \(direct), "samples": 11},
      {"name": "closed-form.direct", "unit": "instructions/sample", "median": \(instructions), "min": \(instructions), "max": \(instructions), "samples": 1}
     ]}
    """
  }

  @Test("bench compare exits 0 on identical input and 2 on an injected regression")
  func compareExitCodes() throws {
    let baseline = Self.temporaryFile("baseline.json")
    let slower = Self.temporaryFile("slower.json")
    let moreInstructions = Self.temporaryFile("instructions.json")
    defer {
      for url in [baseline, slower, moreInstructions] {
        try? FileManager.default.removeItem(at: url)
      }
    }
    try Self.resultsJSON(direct: 20, instructions: 200).write(
      to: baseline, atomically: true, encoding: .utf8)
    try Self.resultsJSON(direct: 25, instructions: 200).write(
      to: slower, atomically: true, encoding: .utf8)
    try Self.resultsJSON(direct: 20, instructions: 200.5).write(
      to: moreInstructions, atomically: true, encoding: .utf8)
    let same = try springlab(["bench", "compare", baseline.path, baseline.path])
    #expect(same.status == 0 && same.stdout.contains("unchanged"), "\(same.stderr)")
    // +25% on a timing: a regression at the default 10%, not at 30%.
    let regressed = try springlab(["bench", "compare", baseline.path, slower.path])
    #expect(regressed.status == 2 && regressed.stdout.contains("regression"))
    let tolerated = try springlab([
      "bench", "compare", baseline.path, slower.path, "--threshold", "30",
    ])
    #expect(tolerated.status == 0)
    // Deterministic figures are gated exactly, whatever the threshold.
    let instructions = try springlab([
      "bench", "compare", baseline.path, moreInstructions.path, "--threshold", "50",
    ])
    #expect(instructions.status == 2)
    let unreadable = try springlab(["bench", "compare", baseline.path, "/nonexistent.json"])
    #expect(unreadable.status == 66 && unreadable.stdout.isEmpty)
    #expect(
      unreadable.stderr
        == "springlab bench compare: cannot read '/nonexistent.json': No such file or directory\n")
  }

  @Test(
    "bench compare --format markdown|json: a PR table and a machine-readable verdict, same exit")
  func compareFormats() throws {
    let baseline = Self.temporaryFile("format-baseline.json")
    let slower = Self.temporaryFile("format-slower.json")
    defer {
      for url in [baseline, slower] { try? FileManager.default.removeItem(at: url) }
    }
    try Self.resultsJSON(direct: 20, instructions: 200).write(
      to: baseline, atomically: true, encoding: .utf8)
    try Self.resultsJSON(direct: 25, instructions: 200).write(
      to: slower, atomically: true, encoding: .utf8)
    let markdown = try springlab([
      "bench", "compare", baseline.path, slower.path, "--format", "markdown",
    ])
    #expect(markdown.status == 2)
    #expect(markdown.stdout.hasPrefix("**1 regression** in 2 figures"))
    #expect(
      markdown.stdout.contains("| `closed-form.direct` | 20 | 25 | +25% | – | **regression** |"))
    #expect(markdown.stdout.contains("Rule: a timing regresses"))
    let json = try springlab(["bench", "compare", baseline.path, slower.path, "--format", "json"])
    #expect(json.status == 2)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["regression"] as? Bool == true && object["threshold"] as? Double == 10)
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(
      rows.first { $0["unit"] as? String == "ns/sample" }?["verdict"] as? String == "regression")
    #expect(rows.first { $0["unit"] as? String == "ns/sample" }?["change_percent"] as? Double == 25)
    let same = try springlab(["bench", "compare", baseline.path, baseline.path, "--format", "json"])
    #expect(same.status == 0 && same.stdout.contains("\"regression\": false"))
    for bad in [["--format", "html"], ["--format", ""]] {
      let refused = try springlab(["bench", "compare", baseline.path, slower.path] + bad)
      #expect(refused.status == 64 && refused.stdout.isEmpty)
    }
    let formatAlone = try springlab(["bench", "--format", "json", "--filter", "nothing"])
    #expect(formatAlone.status == 64 && formatAlone.stdout.isEmpty)
  }

  @Test("a filtered run writes the JSON contract, saves and compares a baseline")
  func filteredRunJSON() throws {
    let json = Self.temporaryFile("run.json")
    let baselines = Self.temporaryFile("baselines")
    defer {
      try? FileManager.default.removeItem(at: json)
      try? FileManager.default.removeItem(at: baselines)
    }
    let run = try springlab([
      "bench", "--filter", "c-baseline.direct.critical,closed-form.direct.critical",
      "--repetitions", "1",
      "--json", json.path, "--save", "first", "--baselines", baselines.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
    let machine = try #require(object["machine"] as? [String: Any])
    for key in ["cpu", "cores", "os", "swift", "revision"] {
      #expect(machine[key] != nil, "machine.\(key)")
    }
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(
      Set(results.compactMap { $0["name"] as? String })
        == ["c-baseline.direct.critical", "closed-form.direct.critical"])
    for result in results {
      for key in ["name", "unit", "median", "min", "max", "samples"] {
        #expect(result[key] != nil, "\(key)")
      }
      #expect(result["unit"] as? String == "ns/sample")
    }
    let compared = try springlab([
      "bench", "--filter", "closed-form.direct.critical", "--repetitions", "1",
      "--compare", "first", "--baselines", baselines.path, "--threshold", "1000",
    ])
    #expect(compared.status == 0 && compared.stdout.contains("closed-form.direct.critical"))
    #expect(!compared.stdout.contains("removed"))
    let missing = try springlab([
      "bench", "--filter", "closed-form.direct.critical", "--compare", "nope",
      "--baselines", baselines.path, "--repetitions", "1",
    ])
    // A saved baseline that is not there is a missing input file (66).
    #expect(missing.status == 66 && missing.stderr.contains("no baseline 'nope' for this machine"))
  }

  @Test(
    "bench writes only regular files: a FIFO, a folder or a link at --json or the history exits 74, untouched"
  )
  func writesOnlyRegularFiles() throws {
    let folder = Self.temporaryFile("nonregular")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let victim = folder.appendingPathComponent("victim.txt")
    try Data("mine\n".utf8).write(to: victim)
    let link = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
    let quick = ["bench", "--filter", "closed-form.direct.critical", "--repetitions", "1"]
    for (path, kind) in [
      (fifo.path, "a FIFO"), (folder.path, "a directory"), (link.path, "a symbolic link"),
    ] {
      let run = try springlab(quick + ["--json", path])
      #expect(run.status == 74, "\(path): \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.contains("is \(kind), not a regular file"), "\(run.stderr)")
    }
    #expect(try String(contentsOf: victim, encoding: .utf8) == "mine\n")
    #expect(FileManager.default.fileExists(atPath: fifo.path))
    let baselines = folder.appendingPathComponent("baselines")
    try FileManager.default.createDirectory(at: baselines, withIntermediateDirectories: true)
    #expect(mkfifo(baselines.appendingPathComponent("history.jsonl").path, 0o644) == 0)
    let saved = try springlab(quick + ["--save", "first", "--baselines", baselines.path])
    #expect(saved.status == 74, "\(saved.stderr)")
    #expect(saved.stderr.contains("is a FIFO, not a regular file"), "\(saved.stderr)")
  }

  @Test("bad bench usage exits 64")
  func badUsage() throws {
    #expect(try springlab(["bench", "--filter", "no-such-benchmark"]).status == 64)
    #expect(try springlab(["bench", "frobnicate"]).status == 64)
    #expect(try springlab(["bench", "compare", "only-one.json"]).status == 64)
    #expect(try springlab(["bench", "--threshold", "-5"]).status == 64)
    // --format prints a comparison or the gate; alone, or beside
    // --update-baseline, it would be ignored.
    for arguments in [
      ["bench", "--format", "json"], ["bench", "--update-baseline", "--format", "json"],
    ] {
      let run = try springlab(arguments)
      #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments)")
      #expect(
        run.stderr.contains("--format applies to a comparison or the gate"), "\(run.stderr)")
    }
    let badGateFormat = try springlab(["bench", "--check-baseline", "--format", "html"])
    #expect(badGateFormat.status == 64 && badGateFormat.stderr.contains("--format must be"))
  }

  @Test(
    "instruction counts are identical on two runs",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind")))
  func instructionCountsRepeat() throws {
    func count() throws -> [String: Any] {
      let json = Self.temporaryFile("instructions-\(UUID().uuidString).json")
      defer { try? FileManager.default.removeItem(at: json) }
      let run = try springlab([
        "bench", "--instructions", "--filter", "settle.exact", "--json", json.path,
      ])
      #expect(run.status == 0, "\(run.stderr)")
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
      let results = try #require(object?["results"] as? [[String: Any]])
      return try #require(results.first)
    }
    let first = try count()
    let second = try count()
    #expect(first["unit"] as? String == "instructions/query")
    let value = try #require(first["median"] as? Double)
    #expect(value > 100)
    #expect(value == second["median"] as? Double)
  }

  static func results(_ entries: [(name: String, median: Double)]) -> String {
    let items = entries.map { entry in
      "{\"name\": \"\(entry.name)\", \"unit\": \"ns/sample\", \"median\": \(entry.median), "
        + "\"min\": \(min(entry.median, 0)), \"max\": \(max(entry.median, 0) + 1), \"samples\": 11}"
    }
    return "{\"machine\": {\"cpu\": \"test\", \"cores\": 2, \"os\": \"test\", \"swift\": \"6.3\", "
      + "\"revision\": \"abc\"}, \"results\": [\(items.joined(separator: ", "))]}"
  }

  @Test(
    "bench compare refuses what it cannot vouch for: no results, impossible figures, nothing in common"
  )
  func compareRefusals() throws {
    let files = ["good", "empty", "negative", "huge", "other"].map {
      Self.temporaryFile("refusal-\($0).json")
    }
    defer { for url in files { try? FileManager.default.removeItem(at: url) } }
    try Self.results([("closed-form.direct", 20)]).write(
      to: files[0], atomically: true, encoding: .utf8)
    try Self.results([]).write(to: files[1], atomically: true, encoding: .utf8)
    try Self.results([("closed-form.direct", -5)]).write(
      to: files[2], atomically: true, encoding: .utf8)
    try Self.results([("closed-form.direct", 7)]).replacingOccurrences(
      of: "\"median\": 7.0", with: "\"median\": 1e999"
    )
    .write(to: files[3], atomically: true, encoding: .utf8)
    try Self.results([("settle.exact", 20)]).write(to: files[4], atomically: true, encoding: .utf8)
    let cases: [(URL, URL, String)] = [
      (files[0], files[1], "it has no results"),
      (files[1], files[0], "it has no results"),
      (files[0], files[2], "figures must be finite numbers >= 0 (got median -5.0"),
      (files[0], files[3], "compare"),
      (files[0], files[4], "nothing was compared"),
    ]
    for (baseline, current, message) in cases {
      let run = try springlab(["bench", "compare", baseline.path, current.path])
      #expect(run.status == 65, "\(current.lastPathComponent): \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.contains(message), "\(run.stderr)")
    }
  }

  @Test("a zero baseline has no percentage: growth from it regresses, staying at zero does not")
  func zeroBaseline() throws {
    let zero = Self.temporaryFile("zero.json")
    let grown = Self.temporaryFile("grown.json")
    defer { for url in [zero, grown] { try? FileManager.default.removeItem(at: url) } }
    try Self.results([("closed-form.direct", 0)]).write(to: zero, atomically: true, encoding: .utf8)
    try Self.results([("closed-form.direct", 3)]).write(
      to: grown, atomically: true, encoding: .utf8)
    let regressed = try springlab(["bench", "compare", zero.path, grown.path])
    #expect(regressed.status == 2 && regressed.stdout.contains("from 0"), "\(regressed.stdout)")
    #expect(!regressed.stdout.lowercased().contains("inf") && !regressed.stdout.contains("nan"))
    let same = try springlab(["bench", "compare", zero.path, zero.path])
    #expect(same.status == 0 && same.stdout.contains("unchanged"), "\(same.stdout)")
  }

  @Test("bench compare --format markdown keeps a name with a line break and a pipe in its row")
  func markdownEscapesNames() throws {
    let file = Self.temporaryFile("markdown-name.json")
    defer { try? FileManager.default.removeItem(at: file) }
    // JSON's \n and \r\n in the name: a line break inside the table cell.
    try Self.results([("closed-form.direct\\n|x\\r\\ny", 20)]).write(
      to: file, atomically: true, encoding: .utf8)
    let run = try springlab(["bench", "compare", file.path, file.path, "--format", "markdown"])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("|") }
    #expect(rows.count == 3, "\(run.stdout)")
    let expected =
      "| `closed-form.direct<br>\\|x<br>y` | 20 | 20 | +0% | – | unchanged | ns/sample |"
    #expect(rows.last.map(String.init) == expected, "\(run.stdout)")
  }

  static let machine =
    "{\"machine\": {\"cpu\": \"test\", \"cores\": 2, \"os\": \"test\", \"swift\": \"6.3\", "
    + "\"revision\": \"abc\"}, "

  /// A results file of one `closed-form.direct` timing with `repetitions`
  /// (the JSON text of the array).
  static func timing(repetitions: String) -> String {
    machine + "\"results\": [{\"name\": \"closed-form.direct\", \"unit\": \"ns/sample\", "
      + "\"median\": 20, \"min\": 19, \"max\": 21, \"samples\": 3, \"repetitions\": \(repetitions)}]}"
  }

  /// Writes `files` (name, contents) into a fresh folder and returns it.
  static func folder(_ name: String, _ files: [(String, String)]) throws -> URL {
    let folder = temporaryFile(name)
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (file, contents) in files {
      try contents.write(
        to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// A refusal: the status, nothing on stdout, `message` as the only line on
  /// stderr, and no raw Foundation or decoder error.
  static func expectRefusal(
    _ run: SpringlabRun, _ status: Int32, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.status == status, "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(run.stderr.contains(message), "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(
      run.stderr.split(separator: "\n").count == 1, "\(run.stderr)", sourceLocation: sourceLocation)
    for raw in ["NSCocoaErrorDomain", "DecodingError", "keyNotFound", "Context(", "codingPath"] {
      #expect(!run.stderr.contains(raw), "\(run.stderr)", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "bench compare: a missing file exits 66; empty, malformed, wrong-schema files and bad repetitions exit 65 in plain words"
  )
  func compareFileRefusals() throws {
    let good = Self.results([("closed-form.direct", 20)])
    let folder = try Self.folder(
      "compare-files",
      [
        ("good.json", good), ("empty.json", ""), ("truncated.json", Self.machine),
        ("schema.json", "{\"benchmarks\": []}"),
        ("no-median.json", good.replacingOccurrences(of: "\"median\"", with: "\"value\"")),
        (
          "string.json",
          good.replacingOccurrences(of: "\"median\": 20.0", with: "\"median\": \"20\"")
        ),
        ("no-repetitions.json", Self.timing(repetitions: "[]")),
        ("negative-repetitions.json", Self.timing(repetitions: "[19, -20, 21]")),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let cases: [(String, Int32, String)] = [
      ("missing.json", 66, "cannot read '\(path("missing.json"))': No such file or directory"),
      ("", 66, "cannot read '': the file name is empty"),
      ("empty.json", 65, "'\(path("empty.json"))' is empty: expected a JSON document"),
      (
        "truncated.json", 65,
        "'\(path("truncated.json"))' is not valid JSON: unexpected end of file"
      ),
      ("schema.json", 65, "'\(path("schema.json"))' has no field 'machine'"),
      (
        "no-median.json", 65,
        "'\(path("no-median.json"))': benchmark 'closed-form.direct' has no field 'median'"
      ),
      (
        "string.json", 65,
        "'\(path("string.json"))': benchmark 'closed-form.direct' field 'median' is not a number"
      ),
      (
        "no-repetitions.json", 65,
        "'\(path("no-repetitions.json"))': results[0] 'closed-form.direct' (ns/sample): "
          + "\"repetitions\" is empty: the regression rule "
          + "ranks the repetitions, so give at least 1 (a difference can be significant only with "
          + "4 or more a side) or leave the field out"
      ),
      (
        "negative-repetitions.json", 65,
        "'\(path("negative-repetitions.json"))': results[0] 'closed-form.direct' (ns/sample): "
          + "repetitions must be finite numbers >= 0 "
          + "(got repetitions[1] -20.0)"
      ),
    ]
    for (name, status, message) in cases {
      let file = name.isEmpty ? "" : path(name)
      for order in [[path("good.json"), file], [file, path("good.json")]] {
        let run = try springlab(["bench", "compare"] + order)
        Self.expectRefusal(run, status, "springlab bench compare: " + message)
      }
    }
    // A folder is not a results file.
    Self.expectRefusal(
      try springlab(["bench", "compare", path("good.json"), folder.path]), 66, "Is a directory")
  }

  @Test("--compare NAME reads the saved baseline with the same checks, before measuring")
  func savedBaselineRefusals() throws {
    let baselines = Self.temporaryFile("saved-refusals")
    defer { try? FileManager.default.removeItem(at: baselines) }
    let quick = ["bench", "--filter", "c-baseline.direct.critical", "--repetitions", "1"]
    let saved = try springlab(quick + ["--save", "first", "--baselines", baselines.path])
    #expect(saved.status == 0, "\(saved.stderr)")
    let machine = try #require(
      try FileManager.default.contentsOfDirectory(atPath: baselines.path).first {
        $0 != "history.jsonl"
      })
    let file = baselines.appendingPathComponent(machine).appendingPathComponent("first.json")
    try Self.timing(repetitions: "[]").write(to: file, atomically: true, encoding: .utf8)
    let run = try springlab(quick + ["--compare", "first", "--baselines", baselines.path])
    // One line: the refusal, and no progress line of a measurement.
    Self.expectRefusal(
      run, 65,
      "springlab bench --compare: '\(file.path)': results[0] 'closed-form.direct' (ns/sample): "
        + "\"repetitions\" is empty")
  }

  @Test(
    "--check-baseline reads the baseline and thresholds.json before counting: 66 missing, 65 malformed or impossible"
  )
  func gateFileRefusals() throws {
    func counts(_ entries: [(String, String)]) -> String {
      Self.machine + "\"results\": ["
        + entries.map { name, value in
          "{\"name\": \"\(name)\", \"unit\": \"instructions/sample\", \"median\": \(value), "
            + "\"min\": \(value), \"max\": \(value), \"samples\": 1}"
        }.joined(separator: ", ") + "]}"
    }
    let thresholds = "{\"default\": 2, \"prefixes\": {\"gsl.\": 5}}"
    let folder = try Self.folder(
      "gate-files",
      [
        ("thresholds.json", thresholds),
        ("negative.json", counts([("closed-form.direct", "121"), ("settle.exact", "-6435")])),
        ("zero.json", counts([("closed-form.direct", "0")])),
        ("timings.json", Self.results([("closed-form.direct", 20)])),
        ("malformed.json", "{\"machine\": {\"cpu\": "),
      ])
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let gate = "springlab bench --check-baseline: "
    let cases: [(String, Int32, String)] = [
      ("/dev/null", 65, "'/dev/null' is empty: expected a JSON document"),
      (
        path("missing.json"), 66, "cannot read '\(path("missing.json"))': No such file or directory"
      ),
      (folder.path, 66, "cannot read '\(folder.path)': Is a directory"),
      (
        path("malformed.json"), 65,
        "'\(path("malformed.json"))' is not valid JSON: unexpected end of file"
      ),
      (
        path("timings.json"), 65,
        "'\(path("timings.json"))': it holds no instruction counts"
      ),
      (
        path("negative.json"), 65,
        "'\(path("negative.json"))': results[1] 'settle.exact' (instructions/sample): figures must "
          + "be finite numbers >= 0 (got median -6435.0"
      ),
      (
        path("zero.json"), 65,
        "'\(path("zero.json"))': results[0] 'closed-form.direct' (instructions/sample): an "
          + "instruction count must be > 0 (got 0)"
      ),
    ]
    for (file, status, message) in cases {
      let run = try springlab(["bench", "--check-baseline", "--baseline-file", file])
      Self.expectRefusal(run, status, gate + message)
    }
    // thresholds.json beside a good baseline, the same way.
    let good = path("good.json")
    try counts([("closed-form.direct", "121")]).write(
      toFile: good, atomically: true, encoding: .utf8)
    let thresholdsPath = path("thresholds.json")
    let thresholdCases: [(String?, Int32, String)] = [
      (nil, 66, "cannot read '\(thresholdsPath)': No such file or directory"),
      ("", 65, "'\(thresholdsPath)' is empty"),
      (
        "{\"default\": 2, \"prefixes\": {\"gsl.\": -1}}", 65,
        "'\(thresholdsPath)': threshold 'gsl.' must be a finite percentage >= 0 (got -1.0)"
      ),
      (
        "{\"default\": \"NaN\"}", 65,
        "'\(thresholdsPath)': field 'default' is not a number"
      ),
      ("{\"prefixes\": {}}", 65, "'\(thresholdsPath)' has no field 'default'"),
      ("{\"default\": 2", 65, "'\(thresholdsPath)' is not valid JSON: unexpected end of file"),
    ]
    for (contents, status, message) in thresholdCases {
      try? FileManager.default.removeItem(atPath: thresholdsPath)
      if let contents {
        try contents.write(toFile: thresholdsPath, atomically: true, encoding: .utf8)
      }
      let run = try springlab(["bench", "--check-baseline", "--baseline-file", good])
      Self.expectRefusal(run, status, gate + message)
    }
  }

  @Test("bench --list names every benchmark, one per line; --instructions every workload")
  func listNamesEveryBenchmark() throws {
    let timed = try springlab(["bench", "--list"])
    #expect(timed.status == 0 && timed.stderr.isEmpty, "\(timed.stderr)")
    let expected =
      BenchmarkRun.allBenchmarks().map(\.name)
      + SweepFamily.allCases.flatMap { family in
        ["direct", "batched"].map { "accuracy.closed-form.\($0).\(family.rawValue)" }
      }
    #expect(timed.stdout == expected.map { $0 + "\n" }.joined())
    for name in [
      "closed-form.direct", "c-baseline.direct", "settle.exact", "gsl.rk4", "mapping.ca.spring",
      "accuracy.closed-form.batched.ui",
    ] {
      #expect(timed.stdout.split(separator: "\n").contains { $0 == name }, "\(name)")
    }
    let counted = try springlab(["bench", "--list", "--instructions"])
    #expect(counted.status == 0)
    #expect(counted.stdout == FixedWorkloads.all().map { $0.name + "\n" }.joined())
    #expect(counted.stdout.contains("csv.evaluate\n"))
    let stray = try springlab(["bench", "--list", "--filter", "gsl"])
    Self.expectRefusal(stray, 64, "option '--filter' does not apply here")
  }

  @Test("a --filter prefix that matches nothing is refused before measuring, naming the suites")
  func unknownFilterPrefix() throws {
    let names = BenchmarkRun.allBenchmarks().count + 2 * SweepFamily.allCases.count
    for filter in ["nothing", "c-baseline.direct.critical,nothing"] {
      let run = try springlab(["bench", "--filter", filter, "--repetitions", "1"])
      Self.expectRefusal(
        run, 64,
        "springlab bench: --filter 'nothing' matches no benchmark; names start with closed-form., "
          + "c-baseline., settle., libmvec., gsl., mapping., csv., accuracy. "
          + "('springlab bench --list' names all \(names))")
    }
    let counted = try springlab(["bench", "--instructions", "--filter", "accuracy"])
    Self.expectRefusal(
      counted, 64,
      "springlab bench: --filter 'accuracy' matches no benchmark under --instructions")
  }

  @Test("bench --help states the current regression rule once, and not the old one")
  func helpStatesTheCurrentRule() throws {
    let help = try springlab(["bench", "--help"])
    #expect(help.status == 0)
    let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!text.contains("p < 0.05"))
    #expect(!text.contains("the test finds the difference significant"))
    #expect(text.components(separatedBy: "Mann–Whitney").count == 2)
    for part in [
      "grew by more than --threshold percent (default 10)",
      "its own run's c-baseline.direct median when both runs timed it with repetitions",
      "significant at 5% after Holm's correction over every timing compared",
      "reachable only with 4 or more repetitions a side",
      "the medians' 84% confidence intervals do not overlap",
      "\"unstable\" (either 84% interval wider than twice the threshold) or \"not significant\"",
      "Without repetitions the threshold alone decides.",
    ] {
      #expect(text.contains(part), "\(part)")
    }
    // README says the same.
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "README.md"), encoding: .utf8
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(!readme.contains("p < 0.05"))
    for part in [
      "significant at 5% after Holm's correction over every timing compared",
      "reachable only with 4 or more repetitions a side",
      "the medians' 84% confidence intervals do not overlap",
    ] {
      #expect(readme.contains(part), "README: \(part)")
    }
  }
}
