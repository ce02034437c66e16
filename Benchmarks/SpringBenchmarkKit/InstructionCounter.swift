//===--- InstructionCounter.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Instruction counts under valgrind's callgrind: repeatable to the
// instruction for the same binary and inputs, whatever else the machine is
// doing — the figure a CI job can gate on.
//
// One child process (`<tool> <workload arguments> NAME,NAME,… RUNS`) runs
// every selected workload under callgrind: a warm-up run, a section
// boundary, RUNS counted runs, another boundary (`FixedWorkloads.execute`).
// Callgrind dumps its counts at each boundary (`--dump-before`), so the
// counted runs of each workload are one dump of their own, with process
// start-up, workload construction and first-run initialization left in the
// other dumps. One valgrind start-up for all workloads keeps the whole count
// within seconds.
//
// What would otherwise make counts differ between invocations, and how it is
// pinned down:
// - Swift seeds its hashing per process, changing the cost of every Set and
//   Dictionary operation: the children run with SWIFT_DETERMINISTIC_HASHING=1.
// - The environment's size and content change start-up work and stack
//   alignment: the children get only PATH and that variable.
// - glibc parses /proc/self/maps, whose randomized addresses have different
//   digits: the children run without address-space randomization
//   (`setarch -R`, util-linux) when it is available.
//
// Valgrind 3.19 (Debian 12) gives up on the DWARF 5 debug information Swift
// 6 writes ("Possibly corrupted debuginfo file"), so the child is a copy of
// the executable with its debug sections removed (`objcopy --strip-debug`,
// binutils): the same machine code and symbols, hence the same counts.
//
//===----------------------------------------------------------------------===//

import Foundation

/// Counts instructions per item of the fixed workloads with callgrind.
public struct InstructionCounter: Sendable {
  /// The executable that runs a workload when given `workloadArguments + [name, runs]`.
  public var executable: String
  /// Arguments that select workload mode, e.g. `["bench", "workload"]`.
  public var workloadArguments: [String]

  public init(executable: String, workloadArguments: [String]) {
    self.executable = executable
    self.workloadArguments = workloadArguments
  }

  /// Failures to run valgrind or parse its output.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Whether valgrind is on PATH.
  public static var isAvailable: Bool { commandSucceeds(["valgrind", "--version"]) }

  /// Whether `setarch -R` can disable address-space randomization here.
  static let canDisableRandomization = commandSucceeds(["setarch", "-R", "true"])

  private static func commandSucceeds(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Counted runs per workload.
  public static let countedRuns = 2

  /// Instructions per item of every fixed workload whose name starts with
  /// one of `prefixes` (all when empty), as deterministic results.
  public func count(prefixes: [String], progress: (String) -> Void = { _ in }) throws
    -> [BenchmarkResult]
  {
    let selected = FixedWorkloads.all().filter { BenchmarkRun.matches($0.name, prefixes: prefixes) }
    guard !selected.isEmpty else { return [] }
    progress("callgrind: \(selected.count) workloads in one process")
    let parts = try sectionInstructions(workloads: selected.map(\.name), runs: Self.countedRuns)
    return selected.enumerated().map { index, workload in
      let perItem = Double(parts[index]) / Double(Self.countedRuns) / Double(workload.itemsPerRun)
      return BenchmarkResult(name: workload.name, unit: workload.unit, exactly: perItem)
    }
  }

  /// The instructions of each workload's counted runs, in the order given,
  /// from one callgrind child process.
  func sectionInstructions(workloads: [String], runs: Int) throws -> [Int] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("springlab-callgrind-\(getpid())")
    try? FileManager.default.removeItem(at: directory)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "cannot create \(directory.path): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("callgrind.out")
    let stripped = directory.appendingPathComponent("springlab-stripped").path
    let child =
      Self.commandSucceeds(["objcopy", "--strip-debug", executable, stripped])
      ? stripped : executable
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let valgrind =
      [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=\(output.path)",
        "--dump-before=springlab_callgrind_mark", child,
      ] + workloadArguments + [workloads.joined(separator: ","), String(runs)]
    process.arguments = (Self.canDisableRandomization ? ["setarch", "-R"] : []) + valgrind
    // A fixed, minimal environment: its size and content change start-up
    // work and stack alignment, hence the counts.
    process.environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
      "SWIFT_DETERMINISTIC_HASHING": "1",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      throw Failure(description: "cannot start valgrind: \(error)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "valgrind on the fixed workloads exited with \(process.terminationStatus)")
    }
    return try workloads.indices.map { index in
      // Boundaries 2i+1 and 2i+2 enclose workload i's counted runs; the
      // dump taken before boundary 2i+2 is part 2i+2.
      let part = 2 * index + 2
      let file = URL(fileURLWithPath: output.path + ".\(part)")
      guard let text = try? String(contentsOf: file, encoding: .utf8) else {
        throw Failure(description: "callgrind wrote no dump for workload '\(workloads[index])'")
      }
      guard let total = Self.total(inCallgrindOutput: text) else {
        throw Failure(
          description: "no instruction total in callgrind's dump for '\(workloads[index])'")
      }
      return total
    }
  }

  /// The `totals:` (or `summary:`) figure of one callgrind output file.
  static func total(inCallgrindOutput text: String) -> Int? {
    for line in text.split(separator: "\n")
    where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
      if let value = line.split(separator: " ").dropFirst().first, let total = Int(value) {
        return total
      }
    }
    return nil
  }
}
