//===--- RegressionRuleSimulation.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The comparison rule measured on itself, on seeded synthetic runs that
// carry the noise of a shared machine: how often an unchanged build is
// called a regression (A/A), and how often a real slowdown is caught.
//
// The noise model (per run of `benchmarks` timings with `repetitions`
// each): a drift factor common to the whole run, uniform in ±`drift`
// (another process on the machine, frequency scaling); per repetition a
// log-normal jitter of `jitter`; and with probability `burstRate` a burst
// that slows one repetition by `burstSize` (an interrupt, a context switch
// during the repetition's batch). The defaults — drift ±7%, jitter 3%,
// bursts of 5–30% in 5% of repetitions — are a shared two-core machine
// like the one Reports/ come from; `harsh` doubles the bursts.
// Every run also times the reference `c-baseline.direct`, as SpringLab's
// do, so the rule's drift correction sees what it sees in real runs.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringTruth

/// Seeded A/A and detection experiments of `BenchmarkComparison`'s rule.
public struct RegressionRuleSimulation: Sendable {
  /// Timings per run besides the reference.
  public var benchmarks = 21
  /// Repetitions per timing.
  public var repetitions = 12
  /// Half-width of the run-wide drift, as a fraction (0.07: ±7%).
  public var drift = 0.07
  /// Standard deviation of the log-normal per-repetition jitter.
  public var jitter = 0.03
  /// Probability that a repetition is hit by a burst.
  public var burstRate = 0.05
  /// The slowdown of a burst, as a fraction range (0.05…0.3: 5–30% slower).
  public var burstSize = 0.05...0.3
  /// The comparison threshold, percent.
  public var threshold = 10.0
  /// Whether every run times the reference, so the rule can divide drift
  /// out (SpringLab's runs do).
  public var timesReference = true
  /// The seed of every run.
  public var seed: UInt64 = 20_261_202

  /// A simulation with the default noise model.
  public init() {}

  /// Bursts twice as frequent and twice as large (10% of repetitions,
  /// 10–60% slower): a machine busy with other work.
  public static var harsh: RegressionRuleSimulation {
    var simulation = RegressionRuleSimulation()
    simulation.burstRate = 0.1
    simulation.burstSize = 0.1...0.6
    return simulation
  }

  /// The outcome of `comparisons` comparisons.
  public struct Outcome: Hashable, Sendable {
    /// Comparisons made.
    public var comparisons: Int
    /// Comparisons with at least one regression verdict (exit 2).
    public var flagged: Int
    /// Flagged comparisons over all, 0…1.
    public var rate: Double { comparisons == 0 ? 0 : Double(flagged) / Double(comparisons) }
  }

  /// One synthetic run: the reference and `benchmarks` timings whose true
  /// medians are 10, 20, … ns, the timing at `slowed` multiplied by
  /// `factor`.
  func run(_ random: inout SplitMix64, slowed: Int? = nil, factor: Double = 1) -> BenchmarkReport {
    let common = 1 + random.uniform(-drift, drift)
    func timing(_ name: String, _ truth: Double) -> BenchmarkResult {
      var samples: [Double] = []
      for _ in 0..<repetitions {
        // Box–Muller normal from two uniforms in (0, 1].
        let u1 = 1 - random.uniform(0, 1)
        let u2 = random.uniform(0, 1)
        let normal = (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
        var value = truth * common * exp(jitter * normal)
        if random.uniform(0, 1) < burstRate {
          value *= 1 + random.uniform(burstSize.lowerBound, burstSize.upperBound)
        }
        samples.append(value)
      }
      samples.sort()
      let median =
        samples.count % 2 == 1
        ? samples[samples.count / 2]
        : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
      return BenchmarkResult(
        name: name, unit: "ns/sample", median: median, min: samples[0],
        max: samples[samples.count - 1], samples: samples.count, repetitions: samples)
    }
    var results = timesReference ? [timing(BenchmarkComparison.reference.name, 7)] : []
    for index in 0..<benchmarks {
      results.append(
        timing("simulated.\(index)", 10 * Double(index + 1) * (index == slowed ? factor : 1)))
    }
    return BenchmarkReport(
      machine: MachineDescription(
        cpu: "simulated", cores: 1, os: "simulated", swift: "simulated", revision: "simulated"),
      results: results)
  }

  /// `comparisons` A/A comparisons (both runs of the same build) when
  /// `factor` is 1; otherwise comparisons in which benchmark 0 of the
  /// current run is `factor` times slower, counting those whose verdict for
  /// it is a regression.
  public func measure(comparisons: Int, factor: Double = 1) -> Outcome {
    var random = SplitMix64(seed: seed ^ factor.bitPattern)
    var flagged = 0
    for _ in 0..<comparisons {
      let baseline = run(&random)
      let current = run(&random, slowed: factor == 1 ? nil : 0, factor: factor)
      let comparison = BenchmarkComparison(
        baseline: baseline, current: current, threshold: threshold)
      if factor == 1 {
        if comparison.hasRegression { flagged += 1 }
      } else if comparison.rows.contains(where: {
        $0.name == "simulated.0" && $0.verdict == .regression
      }) {
        flagged += 1
      }
    }
    return Outcome(comparisons: comparisons, flagged: flagged)
  }
}
