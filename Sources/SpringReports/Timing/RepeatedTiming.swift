//===--- RepeatedTiming.swift ---------------------------------------------===//
//
// Every figure of a benchmark, not just its median: the benchmark is warmed
// up once, then measured in `runs` separate harness runs, each calibrating
// its own iteration count — so the figures vary the way separate runs do,
// and their order statistics give a confidence interval for the median.
//
//===----------------------------------------------------------------------===//

import SpringBenchmarkKit

/// Measures benchmarks one at a time, serially, through SpringLab's
/// benchmark harness.
public struct RepeatedTiming: Sendable {
  /// Separate runs per benchmark (≥ 6 for a 95% interval).
  public var runs: Int
  /// Minimum duration of one run, seconds.
  public var runTime: Double
  /// Warm-up before the first run, seconds.
  public var warmUpTime: Double

  public init(runs: Int = 12, runTime: Double = 0.012, warmUpTime: Double = 0.01) {
    self.runs = max(1, runs)
    self.runTime = runTime
    self.warmUpTime = warmUpTime
  }

  /// The figures of `benchmark`, one per run.
  public func measure(_ benchmark: Benchmark) -> TimingSamples {
    _ = BenchmarkHarness(repetitions: 1, repetitionTime: 0, warmUpTime: warmUpTime).measure(
      benchmark)
    let run = BenchmarkHarness(repetitions: 1, repetitionTime: runTime, warmUpTime: 0.001)
    let figures = (0..<runs).map { _ in run.measure(benchmark).median }
    return TimingSamples(name: benchmark.name, unit: benchmark.unit, figures: figures)
  }
}
