//===--- main.swift (SpringBenchmarks) ------------------------------------===//
//
// Runs SpringLab's benchmarks (optionally those whose names start with the
// given prefixes) and prints a table. `springlab bench` adds JSON output,
// baselines, comparisons and instruction counts.
//
//   SpringBenchmarks [PREFIX…]
//   SpringBenchmarks --workload NAME RUNS   (one fixed workload, for callgrind)
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--workload", arguments.count == 3, let runs = Int(arguments[2]) {
  guard FixedWorkloads.execute(arguments[1], runs: runs) else {
    print("unknown workload '\(arguments[1])'")
    exit(64)
  }
} else {
  let report = BenchmarkRun.run(prefixes: arguments) { print($0) }
  print(BenchmarkTable.render(report))
}
