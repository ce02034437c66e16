//===--- HighPrecisionTruth.swift -----------------------------------------===//
//
// The truth every accuracy figure is measured against: the closed-form
// solution evaluated in Float80 (64-bit significand, 11 bits more than
// Double) from the exact binary64 inputs.
//
// The discriminant c² − 4km is formed from error-free products, so the truth
// is exact in regime and keeps its extra precision at |ζ − 1| = 1e-16; the
// slow overdamped root is −ω0²/(α + γ), never α − γ. Its own accuracy is
// checked in the tests against an independent Float80 Taylor series of the
// differential equation.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringModel

#if arch(x86_64) && !os(Windows) && !os(Android)

/// The higher-precision scalar used for truth: Float80 on x86-64.
public typealias TruthScalar = Float80

/// A position/velocity pair in `TruthScalar` precision.
public struct TruthState: Sendable, Hashable {
  /// Displacement x(t) from the target.
  public var position: TruthScalar
  /// Velocity v(t).
  public var velocity: TruthScalar
}

/// The closed-form motion evaluated in Float80 from binary64 inputs.
///
/// Its error is below 2⁻⁶⁰ relative to the trajectory's peaks (times
/// 1 + ωd·t for oscillations), more than 100× below the binary64 limit that
/// `SpringMotion` is judged against.
public struct HighPrecisionTruth: Sendable {
  public let spring: Spring
  public let initialState: SpringState

  private enum Form: Sendable { case oscillating, critical, overdamped }
  private let form: Form
  private let alpha: TruthScalar, omega0Squared: TruthScalar, frequency: TruthScalar
  private let x0: TruthScalar, v0: TruthScalar

  /// Prepares the truth for `spring` released from `initialState`.
  public init(spring: Spring, initialState: SpringState) {
    self.spring = spring
    self.initialState = initialState
    let m = TruthScalar(spring.mass), k = TruthScalar(spring.stiffness)
    let c = TruthScalar(spring.damping)
    x0 = TruthScalar(initialState.position)
    v0 = TruthScalar(initialState.velocity)
    alpha = c / (2 * m)
    omega0Squared = k / m
    // c² − 4km from error-free binary64 products: each product is an exact
    // pair (hi, lo), and the pairs are subtracted in Float80.
    let d = spring.damping, fourK = 4 * spring.stiffness
    let p = d * d, pLow = (-p).addingProduct(d, d)
    let q = fourK * spring.mass, qLow = (-q).addingProduct(fourK, spring.mass)
    let discriminant = (TruthScalar(p) - TruthScalar(q)) + (TruthScalar(pLow) - TruthScalar(qLow))
    if discriminant < 0 {
      form = .oscillating
      frequency = (-discriminant).squareRoot() / (2 * m)
    } else if discriminant == 0 {
      form = .critical
      frequency = 0
    } else {
      form = .overdamped
      frequency = discriminant.squareRoot() / (2 * m)
    }
  }

  /// x(t) and v(t) at time `t` (seconds, ≥ 0).
  public func state(at time: Double) -> TruthState {
    let t = TruthScalar(time)
    let b = v0 + alpha * x0
    let q = omega0Squared * x0 + alpha * v0
    let cosine: TruthScalar, sine: TruthScalar
    switch form {
    case .oscillating:
      let phase = frequency * t
      cosine = cos(phase)
      sine = sin(phase) / frequency
    case .critical:
      cosine = 1
      sine = t
    case .overdamped:
      let y = frequency * t
      guard y <= 1 else { return twoExponentials(at: t) }
      cosine = cosh(y)
      sine = y == 0 ? t : sinh(y) / frequency
    }
    let envelope = exp(-alpha * t)
    return TruthState(
      position: envelope * (x0 * cosine + b * sine),
      velocity: envelope * (v0 * cosine - q * sine))
  }

  private func twoExponentials(at t: TruthScalar) -> TruthState {
    let gamma = frequency, sum = alpha + gamma
    let fastRate = -sum, slowRate = -omega0Squared / sum
    let fast = -(v0 - slowRate * x0) / (2 * gamma) * exp(fastRate * t)
    let slow = (sum * x0 + v0) / (2 * gamma) * exp(slowRate * t)
    return TruthState(position: fast + slow, velocity: fast * fastRate + slow * slowRate)
  }
}

#endif
