//===--- RepeatedTiming.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
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
  /// The settings, in the harness's terms: `repetitions` separate runs per
  /// benchmark (≥ 6 for a 95% interval), each at least `repetitionTime`
  /// seconds, after a warm-up of `warmUpTime` seconds.
  public var settings: BenchmarkHarness

  /// Separate runs per benchmark.
  public var runs: Int { settings.repetitions }
  /// Minimum duration of one run, seconds.
  public var runTime: Double { settings.repetitionTime }

  public init(runs: Int = 12, runTime: Double = 0.012, warmUpTime: Double = 0.01) {
    settings = BenchmarkHarness(
      repetitions: runs, repetitionTime: runTime, warmUpTime: warmUpTime)
  }

  /// The figures of `benchmark`, one per run.
  public func measure(_ benchmark: Benchmark) -> TimingSamples {
    _ = BenchmarkHarness(repetitions: 1, repetitionTime: 0, warmUpTime: settings.warmUpTime)
      .measure(benchmark)
    let run = BenchmarkHarness(repetitions: 1, repetitionTime: runTime, warmUpTime: 0.001)
    let figures = (0..<runs).map { _ in run.measure(benchmark).median }
    return TimingSamples(name: benchmark.name, unit: benchmark.unit, figures: figures)
  }
}
