//===--- BenchmarkHarness.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Warm-up, calibration, repetitions; median/min/max per item.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a value alive so the optimizer cannot drop the work behind it.
@inline(never)
public func blackHole(_ value: Double) {
  if value.bitPattern == 0x7FF8_DEAD_BEEF_0001 { print(value) }
}

/// Monotonic time in nanoseconds.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Measures benchmarks: a warm-up, then iterations calibrated so that one
/// repetition lasts at least `repetitionTime`, then `repetitions` timed
/// repetitions. Each repetition gives nanoseconds per item; the result is
/// their median, minimum and maximum.
public struct BenchmarkHarness: Sendable {
  /// Timed repetitions per benchmark.
  public var repetitions: Int
  /// Minimum duration of one repetition, in seconds.
  public var repetitionTime: Double
  /// Warm-up duration before calibration, in seconds.
  public var warmUpTime: Double

  public init(repetitions: Int = 11, repetitionTime: Double = 0.02, warmUpTime: Double = 0.02) {
    self.repetitions = max(1, repetitions)
    self.repetitionTime = repetitionTime
    self.warmUpTime = warmUpTime
  }

  /// Runs `benchmark` and summarizes nanoseconds per item.
  public func measure(_ benchmark: Benchmark) -> BenchmarkResult {
    var checksum = 0.0
    // Warm up caches, branch predictors and lazy initialization.
    let warmStart = monotonicNanoseconds()
    var warmIterations = 0
    repeat {
      checksum += benchmark.body()
      warmIterations += 1
    } while Double(monotonicNanoseconds() - warmStart) < warmUpTime * 1e9
    // Calibrate iterations per repetition from the warm-up's pace.
    let perIteration = Double(monotonicNanoseconds() - warmStart) / Double(warmIterations)
    let iterations = max(1, Int((repetitionTime * 1e9 / max(perIteration, 1)).rounded(.up)))
    var figures: [Double] = []
    for _ in 0..<repetitions {
      let start = monotonicNanoseconds()
      for _ in 0..<iterations { checksum += benchmark.body() }
      let elapsed = Double(monotonicNanoseconds() - start)
      figures.append(elapsed / Double(iterations * benchmark.itemsPerIteration))
    }
    blackHole(checksum)
    figures.sort()
    return BenchmarkResult(
      name: benchmark.name, unit: benchmark.unit, median: figures[figures.count / 2],
      min: figures[0], max: figures[figures.count - 1], samples: figures.count,
      repetitions: figures)
  }
}
