//===--- GSLSuite.swift ---------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Throughput of GSL's odeiv2 steppers on one everyday UI spring, and of the
// closed form on exactly the same outputs, so that their ratio is a
// like-for-like cost figure.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringReference

/// `gsl.<stepper>` for each of GSL's eleven steppers and
/// `closed-form.trajectory`, all in ns per output.
///
/// The workload: m = 1, k = 170, c = 15 (react-spring's default tension with
/// less friction than its 26: ζ ≈ 0.575, a visible bounce) released at
/// x0 = −1 from rest, with outputs at the 180 frames of 120 Hz after t = 0:
/// t_n = n/120 s for n = 1 … 180, up to 1.5 s. One iteration is one whole
/// trajectory; items per iteration = 180 outputs.
///
/// GSL runs use absolute and relative tolerance 1e-9 — except rk1imp:
/// implicit Euler is first order, so at 1e-9 it takes 265 000 steps (about
/// 300 ms a run) and at 1e-6 8 500 (under 10 ms). `tolerance(for:)` holds
/// the value each stepper uses; the aim is at most about 20 ms per run in a
/// release build, so that `springlab bench --filter gsl` takes seconds.
/// Measured in release on a shared 2-core x86-64 machine (one run = 180
/// outputs; accepted steps from the run's statistics):
///
/// | stepper | tolerance | steps | one run |
/// |---|---|---|---|
/// | rk2     | 1e-9 | 5 273   | 0.4–0.6 ms |
/// | rk4     | 1e-9 | 298     | 0.08–0.1 ms |
/// | rkf45   | 1e-9 | 290     | 0.05–0.06 ms |
/// | rkck    | 1e-9 | 237     | 0.04 ms |
/// | rk8pd   | 1e-9 | 183     | 0.06 ms |
/// | rk1imp  | 1e-6 | 8 493   | 6–10 ms |
/// | rk2imp  | 1e-9 | 4 198   | 3–5 ms |
/// | rk4imp  | 1e-9 | 237     | 0.3 ms |
/// | bsimp   | 1e-9 | 182     | 1.5–2.6 ms |
/// | msadams | 1e-9 | 384     | 0.09–0.14 ms |
/// | msbdf   | 1e-9 | 1 237   | 0.4–0.7 ms |
///
/// `closed-form.trajectory` evaluates `SpringMotion.state(at:)` once per
/// output time: about 23 ns per output, 4 µs a run, on the same machine.
public enum GSLSuite {
  /// Outputs per trajectory: 1.5 s at 120 Hz.
  public static let outputCount = 180
  /// The output times t_n = n/120 s, n = 1 … 180.
  public static let times: [Double] = (1...outputCount).map { Double($0) / 120 }
  /// The everyday UI spring every run integrates: m 1, k 170, c 15.
  public static let spring: Spring = {
    do {
      return try Spring(mass: 1, stiffness: 170, damping: 15)
    } catch {
      preconditionFailure("GSL suite spring: \(error)")
    }
  }()
  /// The state at t = 0: x0 = −1, v0 = 0.
  public static let initialState = SpringState(position: -1, velocity: 0)
  /// The tolerance every stepper uses unless `tolerance(for:)` says otherwise.
  public static let defaultTolerance = 1e-9

  /// The absolute and relative tolerance `stepper` runs at in this suite.
  public static func tolerance(for stepper: ODEStepper) -> Double {
    switch stepper {
    case .rk1imp: 1e-6
    default: defaultTolerance
    }
  }

  /// The tolerances in words, for reports: `1e-9 (rk1imp: 1e-6)`.
  public static var toleranceSummary: String {
    let exceptions = ODEStepper.allCases.filter { tolerance(for: $0) != defaultTolerance }
      .map { "\($0.rawValue): \(tolerance(for: $0))" }
    return "\(defaultTolerance)"
      + (exceptions.isEmpty ? "" : " (\(exceptions.joined(separator: ", ")))")
  }

  /// The integrator `stepper` runs with.
  public static func integrator(for stepper: ODEStepper) -> ReferenceIntegrator {
    // Finite tolerances > 0 and the default step budget are always valid.
    do {
      return try ReferenceIntegrator(stepper: stepper, tolerance: tolerance(for: stepper))
    } catch {
      preconditionFailure("GSL suite integrator for \(stepper.rawValue): \(error)")
    }
  }

  /// One benchmark run of `stepper`: the trajectory at `times`.
  /// - Throws: `ReferenceError` if GSL fails (it does not on this spring).
  public static func trajectory(by stepper: ODEStepper) throws(ReferenceError)
    -> ReferenceTrajectory
  {
    try integrator(for: stepper).trajectory(of: spring, from: initialState, at: times)
  }

  /// The sum of every output's position and velocity: what a benchmark
  /// body returns, so that no output can be optimized away.
  static func checksum(_ states: [SpringState]) -> Double {
    states.reduce(0) { $0 + $1.position + $1.velocity }
  }

  /// The suite's benchmarks.
  public static func benchmarks() -> [Benchmark] {
    let motion = SpringMotion(spring: spring, initialState: initialState)
    var result = ODEStepper.allCases.map { stepper in
      let integrator = integrator(for: stepper)
      return Benchmark(
        name: "gsl.\(stepper.rawValue)", unit: "ns/output", itemsPerIteration: outputCount
      ) {
        guard let run = try? integrator.trajectory(of: spring, from: initialState, at: times) else {
          return .nan
        }
        return checksum(run.states)
      }
    }
    result.append(
      Benchmark(name: "closed-form.trajectory", unit: "ns/output", itemsPerIteration: outputCount) {
        var sum = 0.0
        for time in times {
          let state = motion.state(at: time)
          sum += state.position + state.velocity
        }
        return sum
      })
    return result
  }
}
