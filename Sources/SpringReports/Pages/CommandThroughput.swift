//===--- CommandThroughput.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The throughput page's whole-command figures (Docs/Budgets.md): `score`
// on evaluate and settle cases and `records check`, each run as a process
// of this same springlab on 10^5 rows (10^4 in a quick report), with its
// CPU time per row and its peak resident memory as GNU time reports them
// (`%U + %S`, `%M`). GNU time and not wait4 from here: a child spawned from
// this process would report this process's own peak too (Linux folds the
// old address space's maximum into the new one at exec).
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth

/// One command's run.
public struct CommandRun: Sendable, Hashable {
  /// What ran, e.g. `score --task settle`.
  public var command: String
  /// What the input held, e.g. "cases --task settle --family all".
  public var input: String
  /// Data rows in the input.
  public var rows: Int
  /// Wall-clock seconds.
  public var wallSeconds: Double
  /// User plus system CPU seconds (on every core).
  public var cpuSeconds: Double
  /// Peak resident memory in bytes.
  public var peakBytes: Int
  /// The exit status (records check exits 1 when a recorded value differs).
  public var status: Int32

  /// A run of `command` on `rows` rows of `input`, as GNU time measured it.
  public init(
    command: String, input: String, rows: Int, wallSeconds: Double, cpuSeconds: Double,
    peakBytes: Int, status: Int32
  ) {
    self.command = command
    self.input = input
    self.rows = rows
    self.wallSeconds = wallSeconds
    self.cpuSeconds = cpuSeconds
    self.peakBytes = peakBytes
    self.status = status
  }
}

/// The whole-command figures of one report run, or why there are none.
public enum CommandMeasurement: Sendable, Hashable {
  /// Every command's run, in page order.
  case measured([CommandRun])
  /// Why the run measured none (no GNU time, a step that failed).
  case notMeasured(String)
}

/// Runs the commands and renders their section.
enum CommandThroughput {
  /// GNU time (Debian's package `time`, which `scripts/setup` installs).
  static let gnuTime = "/usr/bin/time"

  /// Runs `score` (evaluate, settle) and `records check` on `rows` rows
  /// each, generated into a temporary folder by this springlab.
  static func measure(rows: Int, progress: (String) -> Void) -> CommandMeasurement {
    guard FileManager.default.isExecutableFile(atPath: gnuTime) else {
      return .notMeasured("GNU time (\(gnuTime)) is not installed; `scripts/setup` installs it")
    }
    guard let springlab = executablePath() else {
      return .notMeasured("the springlab executable of this run could not be located")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("springlab-commands-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return .notMeasured("no temporary folder: \(error.localizedDescription)")
    }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    // Six families; `cases` writes `count` rows for each.
    let perFamily = String((rows + 5) / 6)
    let steps: [(arguments: [String], output: String)] = [
      (["cases", "--task", "evaluate", "--family", "all", "--count", perFamily], "evaluate.csv"),
      (["evaluate", "--input", path("evaluate.csv")], "evaluate-results.csv"),
      (["cases", "--task", "settle", "--family", "all", "--count", perFamily], "settle.csv"),
      (["settle", "--input", path("settle.csv")], "settle-results.csv"),
    ]
    for step in steps {
      progress("commands: springlab \(step.arguments.prefix(3).joined(separator: " "))")
      guard run(springlab, step.arguments, output: path(step.output)) == 0 else {
        return .notMeasured("`springlab \(step.arguments.joined(separator: " "))` failed")
      }
    }
    do {
      try Data(recordsFile(rows: rows).utf8).write(to: URL(fileURLWithPath: path("records.csv")))
    } catch {
      return .notMeasured("the records file could not be written")
    }
    let dataRows = (rows + 5) / 6 * 6
    let timed: [(command: String, input: String, rows: Int, arguments: [String])] = [
      (
        "score --task evaluate", "`cases --task evaluate --family all`, results from `evaluate`",
        dataRows,
        ["score", "--cases", path("evaluate.csv"), "--results", path("evaluate-results.csv")]
      ),
      (
        "score --task settle", "`cases --task settle --family all`, results from `settle`",
        dataRows,
        [
          "score", "--task", "settle", "--cases", path("settle.csv"), "--results",
          path("settle-results.csv"),
        ]
      ),
      (
        "records check", "\(rows / 50) SwiftUI springs × 50 times (seeded)", rows,
        ["records", "check", path("records.csv")]
      ),
    ]
    var runs: [CommandRun] = []
    for command in timed {
      progress("commands: springlab \(command.command) on \(command.rows) rows")
      let report = path("time.txt")
      let status = run(
        gnuTime, ["-f", "%e %U %S %M", "-o", report, springlab] + command.arguments,
        output: "/dev/null")
      guard let text = try? String(contentsOfFile: report, encoding: .utf8),
        let line = text.split(whereSeparator: \.isNewline).last
      else {
        return .notMeasured("GNU time wrote no figures for `springlab \(command.command)`")
      }
      let fields = line.split(separator: " ").compactMap { Double($0) }
      guard fields.count == 4 else {
        return .notMeasured("GNU time wrote '\(line)' for `springlab \(command.command)`")
      }
      runs.append(
        CommandRun(
          command: command.command, input: command.input, rows: command.rows,
          wallSeconds: fields[0], cpuSeconds: fields[1] + fields[2],
          peakBytes: Int(fields[3]) * 1024, status: status))
    }
    return .measured(runs)
  }

  /// A records file of `rows` rows: SwiftUI springs (seeded duration and
  /// bounce, at rest) each recorded at 50 times 1/60 s apart, the value a
  /// placeholder (the rows are compared all the same).
  static func recordsFile(rows: Int) -> String {
    var random = SplitMix64(seed: 2026_12_07)
    var text = "api,quantity,parameters,name,time,value,os,xcode\n"
    text.reserveCapacity(rows * 96)
    var parameters = ""
    for row in 0..<rows {
      if row % 50 == 0 {
        parameters = "duration=\(random.uniform(0.2, 1.5));bounce=\(random.uniform(-0.5, 0.9))"
      }
      text +=
        "swiftui.spring.duration,value,\(parameters),,\(Double(row % 50) / 60),0.5,macOS 26,Xcode 26\n"
    }
    return text
  }

  /// This process's executable (Linux: /proc/self/exe).
  static func executablePath() -> String? {
    let link = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    if link != "/proc/self/exe", FileManager.default.isExecutableFile(atPath: link) { return link }
    return Bundle.main.executablePath
  }

  /// Runs `path arguments` with its stdout into `output` and its stderr
  /// discarded; returns its exit status (−1 when it did not start).
  static func run(_ path: String, _ arguments: [String], output: String) -> Int32 {
    // open(2), not FileManager.createFile: that replaces the path with a
    // new file, and /dev/null must stay a device.
    let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return -1 }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The "Commands" section.
  static func section(_ measurement: CommandMeasurement?, into doc: inout MarkdownDocument) {
    doc.heading("Commands")
    doc.paragraph(
      """
      Whole commands as a user runs them, each a process of this run's springlab with its \
      input in a file and its output discarded: CPU time (user + system, on every core) per \
      row and peak resident memory, as GNU time reports them. `score` computes every row's \
      truth in MPFR (Docs/Budgets.md: about 6 MPFR evaluations per settling threshold, one per \
      evaluate row and two per motion for its peaks); `records check` converts each spring \
      once and evaluates each row once.
      """)
    doc.timing { doc in
      switch measurement {
      case nil:
        doc.paragraph("Not measured in this run.")
      case .notMeasured(let reason):
        doc.paragraph("Not measured in this run: \(reason).")
      case .measured(let runs):
        doc.table(
          [
            "command", "input", "rows", "wall s", "CPU s", "µs of CPU a row", "rows per CPU second",
            "peak memory", "exit",
          ],
          runs.map { run in
            let perRow = run.cpuSeconds / Double(max(run.rows, 1))
            return [
              "`springlab \(run.command)`", run.input, "\(run.rows)",
              ThroughputReport.format(run.wallSeconds), ThroughputReport.format(run.cpuSeconds),
              ThroughputReport.format(perRow * 1e6),
              perRow > 0 ? ThroughputReport.format(1 / perRow) : "—",
              ThroughputReport.format(Double(run.peakBytes) / 1_048_576) + " MiB", "\(run.status)",
            ]
          },
          alignments: ["l", "l", "r", "r", "r", "r", "r", "r", "r"])
      }
    }
  }
}
