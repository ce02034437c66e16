//===--- PublishedSpringFormulas.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every registered API's published formula (or, for APIs defined by an
// algorithm, the same algorithm) written again in MPFR at 256 bits,
// independently of SpringLab's mapping code, from the facts in
// /work/shared/reference/{apple-spring-apis,peer-engines}.md and the public
// sources each family file cites. DomainEdgePropertyTests compares
// SpringLab's conversions with these at the edges of every domain.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringTruth

/// The precision of every independent evaluation, in bits.
let publishedPrecision = 256

/// An exact (MPFR) copy of a binary64 value.
func exact(_ x: Double) -> MPFRNumber { MPFRNumber(x, precision: publishedPrecision) }

/// 2π at `publishedPrecision`.
var exactTwoPi: MPFRNumber { MPFRNumber.pi(precision: publishedPrecision) * 2.0 }

/// The inputs of one case: the numbers and flags by kebab-case name, the
/// animation's distance, and the parameter pushed to an edge.
struct PublishedInputs {
  /// The numeric parameters given, by name.
  var numbers: [String: Double]
  /// The flags given, by name.
  var flags: [String: Bool]
  /// The signed distance of the animation (ConversionContext.distance).
  var distance: Double
  /// The parameter pushed to an edge ("distance" for the context's).
  var pushed: String

  /// The number named `name`; NaN when the API has none (a slip the
  /// comparison reports).
  subscript(_ name: String) -> Double { numbers[name] ?? .nan }
}

/// The spring a published formula gives: m, k, c and the normalized
/// initial velocity, exact, with the relative tolerance the API's own
/// arithmetic allows.
struct PublishedSpring {
  /// m, exact.
  var mass: MPFRNumber
  /// k, exact.
  var stiffness: MPFRNumber
  /// c, exact.
  var damping: MPFRNumber
  /// The normalized initial velocity (distances per second), exact.
  var velocity: MPFRNumber
  /// The relative tolerance on ω0, ζ and the velocity.
  var tolerance: Double
}

/// What a published formula says a case must give.
enum PublishedOutcome {
  /// The API moves this spring (if m, k, c and the velocity are
  /// representable in binary64; otherwise the case must be refused).
  case spring(PublishedSpring)
  /// The input is outside the API's documented domain: the refusal must
  /// name `parameter`.
  case refusal(parameter: String, why: String)
  /// The algorithm does not converge here (its output is chaotic): either a
  /// refusal naming `parameter` or any finite spring is acceptable.
  case either(parameter: String, why: String)
}

/// Relative tolerances, each justified by the API's arithmetic.
enum PublishedTolerance {
  /// Closed forms in binary64 (k = (2π/d)², c = 2ζ√k…): a handful of
  /// correctly rounded operations, each ≤ 2⁻⁵³ relative, and ζ = 1/(1+b)
  /// with 1 + b exact (Sterbenz) for b ∈ [−1, −½]: 1e-12 leaves room for
  /// ω0 = √(k/m) and ζ = c/(2√(km)) recomputed from rounded k and c.
  static let double = 1e-12
  /// Compose and SpringForce store k and ζ as Float (rounding modelled
  /// exactly here) and compute c in Float: 2⁻²⁴ per operation, 1e-6.
  static let float = 1e-6
  /// UIKit's parametersOfSpringAnimation evaluates its exponentials in
  /// Float: the 12-step Newton converges to the root of a function
  /// perturbed by ≈1e-7 relative, so ω0 may move by ≈1e-6; 1e-4.
  static let uikitFloatNewton = 1e-4
  /// SwiftUI's settling solver stops when a Newton step is ≤ 0.001 rad/s:
  /// the binary64 and exact runs may stop one step apart, each within
  /// O(step²) of the root; 1e-7.
  static let swiftUISettling = 1e-7
  /// Motion's findSpring (binary64, 11 fixed Newton updates): where the
  /// exact run has converged the binary64 one agrees to rounding; 1e-9.
  static let motionFindSpring = 1e-9
}

// MARK: - Shared published pieces

/// Apple's `springDampingFraction(bounce:)`: ζ = 1/(1+bounce) for
/// bounce < 0, 1 − bounce otherwise, evaluated exactly from the binary64
/// bounce the API receives. Source: the SwiftUI swiftinterface
/// (`@_alwaysEmitIntoClient`), copied in OpenSwiftUIProject/OpenSwiftUI
/// `Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift`.
func appleDampingFraction(bounce: Double) -> MPFRNumber {
  bounce < 0 ? 1.0 / (exact(bounce) + 1.0) : 1.0 - exact(bounce)
}

/// SwiftUI's `springStiffness(response:)` = (2π/response)² (same source).
func perceptualStiffness(_ response: Double) -> MPFRNumber {
  let frequency = exactTwoPi / exact(response)
  return frequency * frequency
}

/// The spring (m = 1, k = (2π/d)², c = 2√k·ζ) of Apple's perceptual
/// initializers: `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`,
/// `CASpringAnimation(perceptualDuration:bounce:)`,
/// `UIView.animate(springDuration:bounce:…)` [A / R: iOS 26.1 decompile,
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore].
func perceptualSpring(duration: Double, zeta: MPFRNumber, velocity: MPFRNumber)
  -> PublishedSpring
{
  let k = perceptualStiffness(duration)
  return PublishedSpring(
    mass: exact(1), stiffness: k, damping: 2.0 * k.squareRoot() * zeta, velocity: velocity,
    tolerance: PublishedTolerance.double)
}

/// Core Animation's treatment of ζ > 1 without `allowsOverdamping` ("treated
/// as critically damped" [A: CAAnimation.h, developer.apple.com
/// /documentation/quartzcore/caspringanimation]): c = 2√(mk).
func criticalUnlessAllowed(_ spring: PublishedSpring, allowed: Bool) -> PublishedSpring {
  var spring = spring
  let critical = 2.0 * (spring.mass * spring.stiffness).squareRoot()
  if !allowed && spring.damping > critical { spring.damping = critical }
  return spring
}

/// The stored spring m, k, c as given.
func givenSpring(mass: Double, stiffness: Double, damping: Double, velocity: MPFRNumber)
  -> PublishedSpring
{
  PublishedSpring(
    mass: exact(mass), stiffness: exact(stiffness), damping: exact(damping), velocity: velocity,
    tolerance: PublishedTolerance.double)
}

/// A value rounded to Float as Kotlin/Java store it (`Float` parameters of
/// Compose's `spring()` and androidx `SpringForce`).
func asFloat(_ x: Double) -> Double { Double(Float(x)) }

// MARK: - Algorithms run exactly

/// UIKit's `parametersOfSpringAnimation` (m = 1, ε = 0.001): ζ clamped to
/// [FLT_EPSILON, 1], d to [0.01, 10], exactly 12 Newton steps from 5/d on
/// the envelope equation, k = ω², c = 2ζω — run in MPFR with exact
/// exponentials. Source: OpenUXKit/OpenUXKit `UXViewAnimationContext.m`
/// (the port), the call in the iOS 26.1 decompile
/// (`UIViewSpringAnimationState.mm`). Returns nil for ω when the run ends
/// at NaN, and whether the last step had converged (|Δω| ≤ 1e-10·|ω|).
func uikitSolverExact(duration: Double, dampingRatio: Double, velocity: Double)
  -> (omega: MPFRNumber, zeta: MPFRNumber, converged: Bool)
{
  let zeta = exact(min(max(dampingRatio, Double(Float.ulpOfOne)), 1))
  let d = exact(min(max(duration, 0.01), 10))
  let v = exact(velocity)
  let epsilon = exact(0.001)
  let residual: (MPFRNumber) -> MPFRNumber
  let slope: (MPFRNumber) -> MPFRNumber
  if zeta >= 1.0 {
    residual = { omega in
      let excess = omega - v
      let signed = excess < 0.0 ? epsilon : -epsilon
      return signed + (excess * d + 1.0) * (-(d * omega)).exp()
    }
    slope = { omega in d * d * (v - omega) / (omega * d).exp() }
  } else {
    let root = (1.0 - zeta * zeta).squareRoot()
    let ratio: (MPFRNumber) -> MPFRNumber = { omega in -(v - zeta * omega) / (root * omega) }
    residual = { omega in epsilon - (ratio(omega) * (-(d * zeta * omega)).exp()).magnitude() }
    slope = { omega in
      let square = omega * omega
      let rise = v + d * zeta * v * omega - d * (zeta * zeta) * square
      let chosen = (-(d * zeta * omega)).exp() * ratio(omega) <= 0.0 ? rise : -rise
      return chosen / (square * root * (omega * d * zeta).exp())
    }
  }
  var omega = 5.0 / d
  var step = exact(0)
  for _ in 0..<12 {
    step = residual(omega) / slope(omega)
    omega = omega - step
  }
  let converged = omega.isFinite && step.magnitude() <= omega.magnitude() * 1e-10
  return (omega, zeta, converged)
}

/// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)` solver: ζ
/// clamped to [ulpOfOne, 1], T to [0.01, 10]; Newton from 5/T (12
/// iterations: two plain steps, then until a step is ≤ ε), falling back to
/// 1/T (20 iterations) when the first run is not finite or its previous step
/// exceeded ε·1e5; k = ω², c = 2ζω. Run in MPFR. Source:
/// OpenSwiftUIProject/OpenSwiftUI
/// `Sources/OpenSwiftUICore/Animation/Animation/Spring/SpringAnimation.swift`
/// (the reference notes' §1).
func swiftUISettlingExact(settlingDuration: Double, dampingRatio: Double, epsilon eps: Double)
  -> (omega: MPFRNumber, zeta: MPFRNumber, converged: Bool)
{
  let zeta = exact(min(max(dampingRatio, Double.ulpOfOne), 1))
  let duration = exact(min(max(settlingDuration, 0.01), 10))
  let epsilon = exact(eps)
  let root = (1.0 - zeta * zeta).squareRoot()
  let ratio = zeta / root
  let dampedTime = duration * zeta
  let squaredDuration = zeta * zeta * duration
  let residual: (MPFRNumber) -> MPFRNumber
  let slope: (MPFRNumber) -> MPFRNumber
  if zeta >= 1.0 {
    residual = { x in
      let threshold = x < 0.0 ? -epsilon : epsilon
      let scaled = duration * x
      return (-scaled).exp() * (scaled + 1.0) - threshold
    }
    slope = { x in -(duration * duration) * x / (duration * x).exp() }
  } else {
    residual = { x in epsilon - (ratio * (-(dampedTime * x)).exp()).magnitude() }
    slope = { x in
      let square = x * x
      return square * squaredDuration / ((dampedTime * x).exp() * square * root)
    }
  }
  func newton(_ x: MPFRNumber) -> MPFRNumber { x - residual(x) / slope(x) }
  func findRoot(_ guess: Double, _ iterations: Int) -> (MPFRNumber, Bool, MPFRNumber) {
    let start = 1.0 / duration * guess
    let first = newton(start)
    guard first.isFinite else { return (first, false, first) }
    var current = newton(first)
    guard current.isFinite else { return (current, false, current) }
    var remaining = iterations - 2
    var difference = first - current
    while remaining > 0 {
      let next = newton(current)
      guard next.isFinite else { return (next, false, next) }
      let step = next - current
      if step.magnitude() <= epsilon { return (next, difference <= epsilon * 1e5, step) }
      difference = current - next
      current = next
      remaining -= 1
    }
    return (current, true, difference)
  }
  var (omega, converged, step) = findRoot(5, 12)
  if !converged { (omega, _, step) = findRoot(1, 20) }
  let settled = omega.isFinite && step.magnitude() <= omega.magnitude() * 1e-6
  return (omega, zeta, settled)
}

/// Motion's `findSpring` (duration, bounce; velocity 0 since PR #3564): ζ =
/// clamp(0.05, 1, 1 − bounce) (the subtraction in binary64, as in JS), T
/// clamped to [0.01, 10] s, 11 Newton updates from 5/T with the ad-hoc
/// derivative sign, NaN → (k 100, c 10), else k = ω², c = 2ζ√k. Run in
/// MPFR. Source: motiondivision/motion
/// `packages/framer-motion/src/animation/generators/spring/find.ts`.
func motionFindSpringExact(duration: Double, bounce: Double) -> (
  stiffness: MPFRNumber, damping: MPFRNumber, converged: Bool
) {
  let zetaDouble = min(max(1 - bounce, 0.05), 1)
  let zeta = exact(zetaDouble)
  let t = exact(min(max(duration, 0.01), 10))
  let threshold = exact(0.001)
  let envelope: (MPFRNumber) -> MPFRNumber
  let derivative: (MPFRNumber) -> MPFRNumber
  if zetaDouble < 1 {
    let root = (1.0 - zeta * zeta).squareRoot()
    envelope = { omega in
      let decay = omega * zeta
      return threshold - (decay / (omega * root)) * (-(decay * t)).exp()
    }
    derivative = { omega in
      let delta = omega * zeta * t
      let e = zeta * zeta * omega * omega * t
      let f = (-delta).exp()
      let g = omega * omega * root
      let factor = -envelope(omega) + threshold > 0.0 ? -1.0 : 1.0
      return factor * ((-e) * f) / g
    }
  } else {
    envelope = { omega in (-(omega * t)).exp() * (omega * t + 1.0) - threshold }
    derivative = { omega in (-(omega * t)).exp() * (-omega * (t * t)) }
  }
  var omega = 5.0 / t
  var step = exact(0)
  for _ in 0..<11 {
    step = envelope(omega) / derivative(omega)
    omega = omega - step
  }
  if omega.isNaN { return (exact(100), exact(10), true) }
  let k = omega * omega
  let converged = step.magnitude() <= omega.magnitude() * 1e-12
  return (k, 2.0 * zeta * k.squareRoot(), converged)
}

/// Rebound's Origami conversion: tension = (o − 30)·3.62 + 194, friction
/// = (o − 8)·3 + 25. Source: facebookarchive/rebound-js
/// `src/OrigamiValueConverter.js`.
func origamiTension(_ o: MPFRNumber) -> MPFRNumber { (o - 30.0) * 3.62 + 194.0 }
/// See `origamiTension`.
func origamiFriction(_ o: MPFRNumber) -> MPFRNumber { (o - 8.0) * 3.0 + 25.0 }

/// Rebound's `BouncyConversion` (bounciness, speed → Origami tension,
/// friction): b = 0.8·(bounciness/1.7)/20, s = (speed/1.7)/20, tension =
/// 0.5 + 199.5·s, friction = quadraticOut(b, noBounce(tension), 0.01) with
/// the piecewise-cubic noBounce curve. Source: facebookarchive/rebound-js
/// `src/BouncyConversion.js`.
func bouncyOrigami(bounciness: Double, speed: Double) -> (
  tension: MPFRNumber, friction: MPFRNumber
) {
  let b = exact(bounciness) / 1.7 / 20.0 * 0.8
  let s = exact(speed) / 1.7 / 20.0
  let tension = s * 199.5 + 0.5
  let x = tension
  let x2 = x * x
  let x3 = x2 * x
  let noBounce: MPFRNumber
  if x <= 18.0 {
    noBounce = x3 * 0.0007 - x2 * 0.031 + x * 0.64 + 1.28
  } else if x <= 44.0 {
    noBounce = x3 * 0.000044 - x2 * 0.006 + x * 0.36 + 2.0
  } else {
    noBounce = x3 * 0.00000045 - x2 * 0.000332 + x * 0.1078 + 5.84
  }
  let u = b * 2.0 - b * b
  let friction = u * 0.01 + (1.0 - u) * noBounce
  return (tension, friction)
}
