//===--- BenchmarkRun.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// Selects benchmarks by name prefix and measures them.
public enum BenchmarkRun {
  /// Every benchmark SpringLab defines.
  public static func allBenchmarks() -> [Benchmark] {
    ClosedFormSuite.benchmarks() + GSLSuite.benchmarks() + MappingSuite.benchmarks()
      + CSVSuite.benchmarks()
  }

  /// Whether `name` starts with one of `prefixes` (all names when empty).
  public static func matches(_ name: String, prefixes: [String]) -> Bool {
    prefixes.isEmpty || prefixes.contains { name.hasPrefix($0) }
  }

  /// Measures the timing benchmarks matching `prefixes`, then adds the
  /// deterministic accuracy figures that match, reporting progress.
  public static func run(
    prefixes: [String], harness: BenchmarkHarness = BenchmarkHarness(),
    progress: (String) -> Void = { _ in }
  ) -> BenchmarkReport {
    let selected = allBenchmarks().filter { matches($0.name, prefixes: prefixes) }
    var results: [BenchmarkResult] = []
    for (index, benchmark) in selected.enumerated() {
      progress("[\(index + 1)/\(selected.count)] \(benchmark.name)")
      results.append(harness.measure(benchmark))
    }
    if prefixes.isEmpty
      || prefixes.contains(where: { "accuracy".hasPrefix($0) || $0.hasPrefix("accuracy") })
    {
      progress("accuracy figures")
      results += AccuracyFigures.results(prefixes: prefixes)
    }
    return BenchmarkReport(machine: .current(), results: results)
  }
}
