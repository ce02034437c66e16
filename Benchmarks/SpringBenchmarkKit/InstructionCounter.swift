//===--- InstructionCounter.swift -----------------------------------------===//
//
// Instruction counts under valgrind's callgrind: repeatable to the
// instruction for the same binary and inputs, whatever else the machine is
// doing — the figure a CI job can gate on.
//
// Each fixed workload is run in a child process (`<tool> <workload arguments>
// NAME RUNS`) twice, with 1 and 3 runs; the difference of the two totals,
// divided by 2 runs and by the items per run, is the cost per item with
// process start-up and workload construction cancelled out.
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

  /// Instructions per item of every fixed workload whose name starts with
  /// one of `prefixes` (all when empty), as deterministic results.
  public func count(prefixes: [String], progress: (String) -> Void = { _ in }) throws -> [BenchmarkResult] {
    var results: [BenchmarkResult] = []
    for workload in FixedWorkloads.all() where BenchmarkRun.matches(workload.name, prefixes: prefixes) {
      progress("callgrind \(workload.name)")
      let one = try totalInstructions(workload: workload.name, runs: 1)
      let three = try totalInstructions(workload: workload.name, runs: 3)
      let perItem = Double(three - one) / 2 / Double(workload.itemsPerRun)
      results.append(BenchmarkResult(name: workload.name, unit: workload.unit, exactly: perItem))
    }
    return results
  }

  /// The total instructions callgrind counts for one child process.
  func totalInstructions(workload: String, runs: Int) throws -> Int {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("springlab-callgrind-\(getpid())-\(workload)-\(runs).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=\(output.path)", executable]
      + workloadArguments + [workload, String(runs)]
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
      throw Failure(description: "valgrind on workload '\(workload)' exited with \(process.terminationStatus)")
    }
    guard let text = try? String(contentsOf: output, encoding: .utf8) else {
      throw Failure(description: "callgrind wrote no output for workload '\(workload)'")
    }
    for line in text.split(separator: "\n") where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
      if let value = line.split(separator: " ").dropFirst().first, let total = Int(value) {
        return total
      }
    }
    throw Failure(description: "no instruction total in callgrind's output for '\(workload)'")
  }
}
