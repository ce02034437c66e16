//===--- ReferenceErrorBound.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How far a reference run may be from the exact motion, given its tolerance
// and the number of steps it took, per stepper family.
//
// GSL's control accepts a step only when each component's local error
// *estimate* is at most 1.1·(atol + rtol·|y_i|). Measured in the normalized
// units of Docs/Design.md — errors divided by the trajectory's peak |x| and peak
// |v| — that is at most 1.1·τ per step, with
//
//     τ = max(atol / peak|x|, atol / peak|v|) + rtol.
//
// The spring never amplifies an error in these units by more than a small
// factor (energy does not grow; the peaks scale x against v), so after N
// accepted steps the normalized error is at most about the sum of the local
// errors,
//
//     E ≤ κ · N · τ   (+ N · 2⁻⁵⁰ for rounding),
//
// where κ says how the true local error compares with the estimate the
// control holds at τ, which depends on how the family estimates it:
//
//   embedded pairs (rk2, rkf45, rkck, rk8pd)   κ = 0.2
//       The step advances with the higher-order solution while the estimate
//       is the lower-order one's error: the true error is far smaller.
//   step doubling (rk4, rk1imp, rk2imp, rk4imp) κ = 1
//       The step advances with two half steps; the estimate is their
//       difference from one full step, scaled by 1/(2^p − 1): asymptotically
//       the half steps' own error. For rk1imp (p = 1) that is the whole local
//       error, and implicit Euler's numerical damping makes the local errors
//       add up coherently, so N·τ is nearly reached.
//   extrapolation and multistep (bsimp, msadams, msbdf)  κ = 8
//       Estimates from extrapolation tableaux or Nordsieck differences, with
//       orders that change during the run, are less tight.
//
// The bound is asymptotic, like the estimates it rests on: it holds when the
// steps are short enough for the estimates to mean something. In SpringLab's
// sweeps that is every case with τ ≤ 1e-6; at looser tolerances bsimp and
// rk8pd take steps of a whole period on slow oscillations and can exceed it.
// Each κ is four to five times the worst E/(N·τ) measured over 25 seeded
// cases of every sweep family of Docs/Design.md at tolerances 1e-7, 1e-9 and 1e-11 (cases
// with τ ≤ 1e-6), and over the test suite's plans: 0.041 for embedded pairs
// (rkck), 0.2 for step doubling (rk1imp over the first periods of a nearly
// undamped spring) and 1.9 for extrapolation and multistep methods (bsimp
// over thousands of undamped periods, at about one step per period).
//
//===----------------------------------------------------------------------===//

/// The normalized error a reference run stays within, per stepper family.
public enum ReferenceErrorBound {
  /// How a stepper estimates its local error, which sets how its global
  /// error relates to the tolerance.
  public enum Family: String, Sendable, Hashable, CaseIterable {
    /// Embedded Runge–Kutta pairs: rk2, rkf45, rkck, rk8pd. κ = 0.2.
    case embeddedPair = "embedded pair"
    /// Step doubling: rk4, rk1imp, rk2imp, rk4imp. κ = 1.
    case stepDoubling = "step doubling"
    /// Extrapolation and multistep methods: bsimp, msadams, msbdf. κ = 8.
    case extrapolationOrMultistep = "extrapolation or multistep"

    /// κ: the normalized error per accepted step, in units of τ.
    public var errorPerStep: Double {
      switch self {
      case .embeddedPair: 0.2
      case .stepDoubling: 1
      case .extrapolationOrMultistep: 8
      }
    }
  }

  /// The family of `stepper`.
  public static func family(of stepper: ODEStepper) -> Family {
    switch stepper {
    case .rk2, .rkf45, .rkck, .rk8pd: .embeddedPair
    case .rk4, .rk1imp, .rk2imp, .rk4imp: .stepDoubling
    case .bsimp, .msadams, .msbdf: .extrapolationOrMultistep
    }
  }

  /// τ = max(atol / peak|x|, atol / peak|v|) + rtol: the tolerance in units
  /// of the trajectory's peaks (dimensionless). A zero peak counts as 1.
  public static func normalizedTolerance(
    absolute: Double, relative: Double, peakPosition: Double, peakVelocity: Double
  ) -> Double {
    func perPeak(_ peak: Double) -> Double { peak > 0 ? absolute / peak : absolute }
    return max(perPeak(peakPosition), perPeak(peakVelocity)) + relative
  }

  /// The bound κ·N·τ + N·2⁻⁵⁰ on the normalized error
  /// E = max(|Δx| / peak|x|, |Δv| / peak|v|) of every output of a run of
  /// `stepper` that took `acceptedSteps` steps at normalized tolerance τ.
  public static func normalizedError(
    stepper: ODEStepper, normalizedTolerance tau: Double, acceptedSteps: Int
  ) -> Double {
    let steps = Double(max(acceptedSteps, 1))
    return steps * (family(of: stepper).errorPerStep * tau + 0x1p-50)
  }
}

extension ReferenceIntegrator {
  /// The normalized error bound of `ReferenceErrorBound` for a run of this
  /// integrator over a trajectory with the given peaks that took
  /// `acceptedSteps` steps.
  public func normalizedErrorBound(peakPosition: Double, peakVelocity: Double, acceptedSteps: Int)
    -> Double
  {
    ReferenceErrorBound.normalizedError(
      stepper: stepper,
      normalizedTolerance: ReferenceErrorBound.normalizedTolerance(
        absolute: absoluteTolerance, relative: relativeTolerance, peakPosition: peakPosition,
        peakVelocity: peakVelocity),
      acceptedSteps: acceptedSteps)
  }
}
