//===--- RoundingErrorBound.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The worst-case rounding error of each branch of SpringLab's closed form,
// in units of K (Docs/ErrorAnalysis.md derives each formula).
//
// Every rounding δ of a branch satisfies |δ| ≤ u = 2⁻⁵³ relative to the
// value it rounds (libm's sin and cos 1.1u, 0.55 ulp; the lane sin and cos
// 2u, 1 ulp; the table exponential 1.1u). To first order in u the error of
// a component is a sum of |term|·(bound on its relative rounding), each
// term a piece of the formula the branch evaluates: for the plain large
// phase x = E·[x0 cos y + A sin y] with E = e^(−αt),
//
//   |Δx| ≤ E·[ |−x0 sin y + A cos y|·y·(ε_ω + 1)      the phase y = ωd·t
//            + |x0 cos y|·(ε_cos + 1)                  cos, its product
//            + |A sin y|·(ε_A + ε_sin + 1)             A, sin, its product
//            + |x0 cos y + A sin y|·(3 + ε_exp + 2αt) ] the sum, E, x
//
// (with SpringLab's sin and cos, whose error is absolute, |x0 cos y|·ε_cos
// and |A sin y|·ε_sin become (|x0| + |A|)·2u)
// in units of u. Divided by the peak of |x| over t ≥ 0 and by
// 2⁻⁵²·(1 + ωd t) that is K's bound; the same for v. Everything is
// invariant under scaling time and state, so ω0 = 1 and the state is
// (x0, v0) = (cos θ, sin θ): the bound depends on ζ, θ and the phase only,
// and `worstCase` maximizes it over a grid of them. (First order: the
// neglected terms are below 2⁻⁵⁰ of the bound.)
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worst-case first-order rounding error of the closed form's
/// branches, in units of the condition-scaled error K (Docs/ErrorAnalysis.md).
public enum RoundingErrorBound {
  /// A branch of `SpringMotion`, `SpringMotionBatch` or `FrameGridSampler`
  /// with the roundings it makes.
  public enum Branch: String, CaseIterable, Sendable {
    /// ζ < 1, phase ≤ 1: the compensated Taylor tails.
    case smallPhase = "ζ < 1, ωd·t ≤ 1: Taylor tails"
    /// ζ < 1, 1 < phase ≤ 3: the compensated large phase with SpringLab's
    /// sin and cos (scalar and eight lanes: the same operations).
    case compensatedLargePhase = "ζ < 1, 1 < ωd·t ≤ 3: compensated sin/cos form"
    /// ζ < 1, phase > 3: plain roundings, ωd, A and P rounded once,
    /// SpringLab's sin and cos, the table exponential (scalar and eight
    /// lanes: the same operations).
    case plainLargePhase = "ζ < 1, ωd·t > 3: plain sin/cos form"
    /// The plain form from a phase of 2, as before issue 41: the switch
    /// moved to 3 for its margin.
    case plainLargePhaseFromTwo = "ζ < 1, ωd·t > 2: the plain form from a phase of 2"
    /// The plain form with glibc's sin and cos, for phases beyond the
    /// reduction's exact range (|ωd·t| > 1e6; scanned from 3 for its shape).
    case libmPlainLargePhase = "ζ < 1, ωd·t > 1e6: plain form with glibc's sin and cos"
    /// Before issue 40: the plain form from a phase of 1, with ωd from
    /// √(ω0²·(1 − ζ²)) and S = sin·(1/ωd). Kept as the control that the
    /// bound can exceed 2.
    case formerLargePhase = "before issue 40: plain sin/cos form from ωd·t > 1"
    /// ζ > 1, γt ≤ 1: the compensated Taylor tails of cosh and sinh.
    case overdampedSmallPhase = "ζ > 1, γ·t ≤ 1: Taylor tails"
  }

  /// The largest bound found for one branch, and where.
  public struct WorstCase: Sendable {
    /// The branch.
    public var branch: Branch
    /// The bound on K there.
    public var k: Double
    /// ζ, the state's direction θ (x0 = cos θ, v0/ω0 = sin θ) and the phase
    /// ωd·t or γ·t where the bound is largest.
    public var dampingRatio: Double
    public var direction: Double
    public var phase: Double
  }

  /// u = 2⁻⁵³, the unit roundoff.
  static let unit = 0x1p-53
  /// glibc's sin and cos: 0.55 ulp (1.1u; RoundingErrorBoundTests measures them).
  static let libmSineCosine = 1.1
  /// The lane sin and cos (LaneElementaryFunctions.swift): an absolute error
  /// below 2⁻⁵² (2u) for |y| ≤ 1e6.
  static let laneSineCosine = 2.0
  /// The table exponential: 0.55 ulp (1.1u).
  static let tableExponential = 1.1

  /// The branch's bound maximized over ζ (0…0.9999 or 1 + 1e-8…1e6), θ in
  /// [0, π) in `directions` steps and its phases in `phases` steps.
  public static func worstCase(_ branch: Branch, directions: Int = 90, phases: Int = 200)
    -> WorstCase
  {
    var worst = WorstCase(branch: branch, k: 0, dampingRatio: 0, direction: 0, phase: 0)
    let overdamped = branch == .overdampedSmallPhase
    var ratios: [Double] = []
    if overdamped {
      for i in 0..<40 { ratios.append(1 + pow(10, -8 + 8 * Double(i) / 39)) }
      for i in 0..<60 { ratios.append(pow(10, 0.31 + 5.69 * Double(i) / 59)) }
    } else {
      for i in 0..<99 { ratios.append(0.98 * Double(i) / 98) }
      ratios += [0.99, 0.995, 0.999, 0.9999]
    }
    let (low, high) = phaseRange(branch)
    for zeta in ratios {
      for i in 0..<directions {
        let theta = Double.pi * Double(i) / Double(directions)
        let peaks = overdamped ? overdampedPeaks(zeta, theta) : oscillatingPeaks(zeta, theta)
        for j in 0...phases {
          let phase = low + (high - low) * Double(j) / Double(phases)
          guard phase > 0 else { continue }
          let k =
            overdamped
            ? overdampedSmallPhaseBound(zeta, theta, phase, peaks)
            : oscillatingBound(branch, zeta, theta, phase, peaks)
          if k > worst.k {
            worst = WorstCase(
              branch: branch, k: k, dampingRatio: zeta, direction: theta, phase: phase)
          }
        }
      }
    }
    return worst
  }

  /// The phases a branch evaluates (beyond a phase of 40 the plain forms'
  /// bounds only fall: the phase term grows as the allowance does).
  static func phaseRange(_ branch: Branch) -> (Double, Double) {
    switch branch {
    case .smallPhase, .overdampedSmallPhase: (0, 1)
    case .compensatedLargePhase: (1, 3)
    case .plainLargePhase, .libmPlainLargePhase: (3, 40)
    case .plainLargePhaseFromTwo: (2, 40)
    case .formerLargePhase: (1, 40)
    }
  }

  /// The bound for ζ < 1 at phase y = ωd·t (ω0 = 1, state (cos θ, sin θ)).
  static func oscillatingBound(
    _ branch: Branch, _ zeta: Double, _ theta: Double, _ y: Double,
    _ peaks: (position: Double, velocity: Double)
  ) -> Double {
    let omega = (1 - zeta * zeta).squareRoot()
    let (x0, v0) = (cos(theta), sin(theta))
    let a = (v0 + zeta * x0) / omega  // A = B/ωd
    let p = (x0 + zeta * v0) / omega  // P = Q/ωd
    let t = y / omega
    let envelope = exp(-zeta * t)
    let decay = zeta * t
    let (c, s) = (cos(y), sin(y))
    // Each component: the start value u0, the sine amplitude w (x: A, v: −P).
    func component(_ u0: Double, _ w: Double) -> Double {
      let slope = abs(-u0 * s + w * c)  // |d(bracket)/dy|
      let cosine = abs(u0 * c)
      let sine = abs(w * s)
      let bracket = abs(u0 * c + w * s)
      let sum: Double
      switch branch {
      case .smallPhase:
        return smallPhaseComponent(u0, w * omega, t, y, sign: -1) * envelope
      case .compensatedLargePhase:
        // SpringLab's sin and cos: an absolute error below 2⁻⁵² beyond π/4.
        sum = (abs(u0) + abs(w)) * laneSineCosine + bracket
      case .plainLargePhase, .plainLargePhaseFromTwo:
        sum =
          slope * y * 2 + (abs(u0) + abs(w)) * laneSineCosine + cosine + sine * 2
          + bracket * (3 + tableExponential + 2 * decay)
      case .libmPlainLargePhase:
        sum =
          slope * y * 2 + cosine * (libmSineCosine + 1) + sine * (1 + libmSineCosine + 1)
          + bracket * (3 + tableExponential + 2 * decay)
      case .formerLargePhase:
        // ωd from √(ω0²·(1 − ζ²)) (3u), S = sin·(1/ωd) (two more roundings), B rounded.
        sum =
          slope * y * 4 + cosine * (libmSineCosine + 1)
          + sine * (1 + libmSineCosine + 3 + 1 + 1 + 1)
          + bracket * (3 + tableExponential + 2 * decay)
      case .overdampedSmallPhase:
        return 0
      }
      return envelope * sum
    }
    let x = component(x0, a) / peaks.position
    let v = component(v0, -p) / peaks.velocity
    return max(x, v) / (2 * (1 + y))
  }

  /// |Δ| of x0·(1 + c1) + B t (1 + s1) (σ = −1 for cos, +1 for cosh), in
  /// units of u, before the envelope: the Taylor tails' Horner roundings
  /// (term k of c1 carries 2k roundings), ωd's or γ's rounding in y, the
  /// two products, the tails' sum, its additions to the exact leading part
  /// and to the envelope's product, and the final rounding.
  static func smallPhaseComponent(
    _ u0: Double, _ b: Double, _ t: Double, _ y: Double, sign: Double
  ) -> Double {
    let z = y * y
    var horner = (cosine: 0.0, sine: 0.0)
    var term = (cosine: 1.0, sine: 1.0)
    for k in 1...9 {
      term.cosine *= z / Double((2 * k - 1) * (2 * k))
      term.sine *= z / Double((2 * k) * (2 * k + 1))
      horner.cosine += 2 * Double(k) * term.cosine
      horner.sine += 2 * Double(k) * term.sine
    }
    let c1 = sign < 0 ? cos(y) - 1 : cosh(y) - 1
    let s1 = sign < 0 ? sin(y) / y - 1 : sinh(y) / y - 1
    let dc1 = (sign < 0 ? abs(sin(y)) : sinh(y)) * y
    let ds1 = abs((sign < 0 ? cos(y) : cosh(y)) / y - (sign < 0 ? sin(y) : sinh(y)) / (y * y)) * y
    let bt = b * t
    let tails = u0 * c1 + bt * s1
    let value = u0 * (1 + c1) + bt * (1 + s1)
    return abs(u0) * (horner.cosine + dc1) + abs(bt) * (horner.sine + ds1) + abs(u0 * c1)
      + abs(bt * s1) + 4 * abs(tails) + abs(value)
  }

  /// The bound for ζ > 1 at γt ≤ 1 (allowance 1: ωd is 0).
  static func overdampedSmallPhaseBound(
    _ zeta: Double, _ theta: Double, _ y: Double, _ peaks: (position: Double, velocity: Double)
  ) -> Double {
    let gamma = (zeta * zeta - 1).squareRoot()
    let (x0, v0) = (cos(theta), sin(theta))
    let t = y / gamma
    let envelope = exp(-zeta * t)
    let x = smallPhaseComponent(x0, v0 + zeta * x0, t, y, sign: 1) * envelope
    let v = smallPhaseComponent(v0, -(x0 + zeta * v0), t, y, sign: 1) * envelope
    return max(x / peaks.position, v / peaks.velocity) / 2
  }

  /// max |x| and max |v| over t ≥ 0 for ζ < 1, ω0 = 1, from (cos θ, sin θ):
  /// the start or the first turning point (later ones are lower).
  static func oscillatingPeaks(_ zeta: Double, _ theta: Double) -> (
    position: Double, velocity: Double
  ) {
    func peak(_ x0: Double, _ v0: Double) -> Double {
      let omega = (1 - zeta * zeta).squareRoot()
      let a = (v0 + zeta * x0) / omega
      let p = (x0 + zeta * v0) / omega
      var phase = atan2(v0, p).truncatingRemainder(dividingBy: .pi)
      if phase <= 0 { phase += .pi }
      let turning = exp(-zeta * phase / omega) * (x0 * cos(phase) + a * sin(phase))
      return max(abs(x0), abs(turning))
    }
    let (x0, v0) = (cos(theta), sin(theta))
    return (peak(x0, v0), peak(v0, -(2 * zeta * v0 + x0)))
  }

  /// max |x| and max |v| over t ≥ 0 for ζ > 1: the start or the one
  /// turning point, where tanh γt = γ v0/Q.
  static func overdampedPeaks(_ zeta: Double, _ theta: Double) -> (
    position: Double, velocity: Double
  ) {
    func peak(_ x0: Double, _ v0: Double) -> Double {
      let gamma = (zeta * zeta - 1).squareRoot()
      let q = x0 + zeta * v0
      let ratio = gamma * v0 / q
      guard ratio > 0 && ratio < 1 else { return abs(x0) }
      let t = atanh(ratio) / gamma
      let b = v0 + zeta * x0
      let turning = exp(-zeta * t) * (x0 * cosh(gamma * t) + b * sinh(gamma * t) / gamma)
      return max(abs(x0), abs(turning))
    }
    let (x0, v0) = (cos(theta), sin(theta))
    return (peak(x0, v0), peak(v0, -(2 * zeta * v0 + x0)))
  }
}
