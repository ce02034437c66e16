//===--- LibadwaitaReplay.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// libadwaita's `AdwSpringAnimation` as it ships, frame by frame. Ported from
// GNOME/libadwaita (GitHub mirror of gitlab.gnome.org/GNOME/libadwaita):
//
//   src/adw-spring-animation.c at commit 11f79d3ed23b793e2e8a42d80f4b297886e4b849
//     `oscillate(time)`: closed form at an integer number of milliseconds;
//     critical when |β − ω0| < FLT_EPSILON (absolute, β = c/2m), else
//     underdamped sine/cosine or overdamped e^(−βt)(cosh, sinh) in
//     `long double` hyperbolic functions. `calculate_duration`: the
//     envelope time −ln(ε)/β for ζ ≤ 1; for ζ > 1 Newton on the motion
//     itself with a 1 ms finite-difference slope, giving up after 1000
//     iterations with 0 ms. Durations are `guint` milliseconds.
//   src/adw-animation.c at commit 3cf3b04a `tick_cb`: t = frame time (µs /
//     1000) − start time (ms at `play`); once t ≥ duration the animation
//     skips to the end value.
//   src/adw-spring-animation.c at tag 1.2.0 (commit 12ef1984): the same
//     functions before commit 39411fd0 ("Fix critical damping velocity",
//     first released in 1.3.0): the critical branch is reached only when
//     β == ω0 exactly and its velocity is e^(−βt)(βx0 + v0)(1 − β).
//
// ε = 0.001 (the `epsilon` default), `clamp` off.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// C's `long double`, which the overdamped branch uses (`coshl`, `sinhl`):
/// 80-bit extended on x86-64, quad precision on Linux arm64 — both with a
/// 15-bit exponent. The emulation keeps binary64's significand (the same
/// results on every architecture, within the last bits of that branch) but
/// long double's range where it matters: cosh and sinh of arguments past
/// binary64's overflow are carried as logarithms (`LongDoubleHyperbolic`).
typealias LongDouble = Double

/// e·cosh(y) and e·sinh(y) as `long double` arithmetic gives them: finite
/// for y up to about 11356 (long double's range), 0 when the binary64
/// envelope e has underflowed to 0, and otherwise e^(y + ln e − ln 2) when
/// cosh y alone would overflow binary64.
enum LongDoubleHyperbolic {
  static func scaled(envelope e: Double, _ y: Double) -> (cosh: Double, sinh: Double) {
    if e == 0 { return (0, 0) }
    guard y > 700 else { return (e * cosh(y), e * sinh(y)) }
    // cosh y = sinh y = e^y / 2 to within e^(−2y) relative.
    let value = exp(y + log(e) - log(2.0))
    return (value, value)
  }
}

/// `AdwSpringAnimation`'s closed form and duration estimate.
public struct LibadwaitaSpring: Sendable {
  /// Which source version.
  public enum Version: Sendable {
    /// 1.3.0 and later (the code at 11f79d3e).
    case current
    /// 1.2.x and earlier (tag 1.2.0).
    case v12
  }

  /// The `AdwSpringParams`: m, k, c.
  public let mass: Double, stiffness: Double, damping: Double
  /// The animation's end points and initial velocity (units per second).
  public let valueFrom: Double, valueTo: Double, initialVelocity: Double
  /// The `epsilon` property (default 0.001, in value units).
  public let epsilon: Double
  /// The source version emulated.
  public let version: Version

  /// The animation from `valueFrom` to `valueTo` with `initialVelocity`.
  public init(
    mass: Double, stiffness: Double, damping: Double, valueFrom: Double, valueTo: Double,
    initialVelocity: Double, epsilon: Double = 0.001, version: Version = .current
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.valueFrom = valueFrom
    self.valueTo = valueTo
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    self.version = version
  }

  /// `FLT_EPSILON`.
  static let floatEpsilon = Double(Float.ulpOfOne)
  /// `ADW_DURATION_INFINITE` (G_MAXUINT).
  public static let infiniteDuration = UInt32.max

  /// C's conversion of a double to `guint` as x86-64 compilers emit it
  /// (truncate to a 64-bit integer, keep the low 32 bits).
  static func toGuint(_ x: Double) -> UInt32 {
    guard x.isFinite, x > -0x1p63, x < 0x1p63 else { return 0 }
    return UInt32(truncatingIfNeeded: Int64(x))
  }

  /// GLib's `G_APPROX_VALUE(a, b, eps)`.
  static func approximately(_ a: Double, _ b: Double, _ epsilon: Double) -> Bool {
    a > b ? a - b < epsilon : b - a < epsilon
  }

  /// `oscillate(self, time, &velocity)`: value and velocity at `time` ms.
  public func oscillate(milliseconds time: UInt32) -> (value: Double, velocity: Double) {
    let b = damping
    let m = mass
    let k = stiffness
    let v0 = initialVelocity
    let t = Double(time) / 1000.0
    let beta = b / (2 * m)
    let omega0 = (k / m).squareRoot()
    let x0 = valueFrom - valueTo
    let envelope = exp(-beta * t)
    let critical = version == .current ? Self.approximately(beta, omega0, Self.floatEpsilon) : false
    if critical {
      let velocity = envelope * (-beta * t * v0 - beta * beta * t * x0 + v0)
      return (valueTo + envelope * (x0 + (beta * x0 + v0) * t), velocity)
    }
    if beta < omega0 {
      let omega1 = ((omega0 * omega0) - (beta * beta)).squareRoot()
      let velocity =
        envelope
        * (v0 * cos(omega1 * t)
          - (x0 * omega1 + (beta * beta * x0 + beta * v0) / omega1) * sin(omega1 * t))
      let value =
        valueTo + envelope * (x0 * cos(omega1 * t) + ((beta * x0 + v0) / omega1) * sin(omega1 * t))
      return (value, velocity)
    }
    if beta > omega0 {
      // `coshl`/`sinhl` make the whole expression `long double`.
      let omega2 = ((beta * beta) - (omega0 * omega0)).squareRoot()
      let y = LongDouble(omega2 * t)
      // e·cosh and e·sinh in long double's range (see LongDoubleHyperbolic).
      let (eCosh, eSinh) = LongDoubleHyperbolic.scaled(envelope: envelope, y)
      let x = LongDouble(x0)
      let v = LongDouble(v0)
      let velocity =
        v * eCosh + LongDouble(omega2 * x0 - (beta * beta * x0 + beta * v0) / omega2) * eSinh
      let value =
        LongDouble(valueTo) + (x * eCosh + LongDouble((beta * x0 + v0) / omega2) * eSinh)
      return (Double(value), Double(velocity))
    }
    // Before 39411fd0: β == ω0 exactly falls through to the critical branch.
    let velocity = envelope * (beta * x0 + v0) * (1 - beta)
    return (valueTo + envelope * (x0 + (beta * x0 + v0) * t), velocity)
  }

  func value(atMilliseconds x: Double) -> Double {
    oscillate(milliseconds: Self.toGuint(x)).value
  }

  /// `calculate_duration` in milliseconds (`clamp` off).
  public var estimatedDuration: UInt32 {
    let beta = damping / (2 * mass)
    switch version {
    case .current:
      if Self.approximately(beta, 0, Double.ulpOfOne) || beta < 0 { return Self.infiniteDuration }
    case .v12:
      if beta <= 0 { return Self.infiniteDuration }
    }
    let omega0 = (stiffness / mass).squareRoot()
    var x0 = -log(epsilon) / beta
    switch version {
    case .current:
      if Self.approximately(beta, omega0, Self.floatEpsilon) || beta < omega0 {
        return Self.toGuint(x0 * 1000)
      }
    case .v12:
      if beta <= omega0 { return Self.toGuint(x0 * 1000) }
    }
    let delta = 0.001
    var y0 = value(atMilliseconds: x0 * 1000)
    var m = (value(atMilliseconds: (x0 + delta) * 1000) - y0) / delta
    var x1 = (valueTo - y0 + m * x0) / m
    var y1 = value(atMilliseconds: x1 * 1000)
    var i = 0
    while abs(valueTo - y1) > epsilon {
      if i > 1000 { return 0 }
      x0 = x1
      y0 = y1
      m = (value(atMilliseconds: (x0 + delta) * 1000) - y0) / delta
      x1 = (valueTo - y0 + m * x0) / m
      y1 = value(atMilliseconds: x1 * 1000)
      i += 1
    }
    return Self.toGuint(x1 * 1000)
  }
}

/// libadwaita `AdwSpringAnimation` on a GTK frame clock.
public enum LibadwaitaReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "libadwaita", name: "libadwaita AdwSpringAnimation",
    version: "commit 11f79d3e (src/adw-spring-animation.c; 1.6 era), adw-animation.c 3cf3b04a",
    source: "GNOME/libadwaita: src/adw-spring-animation.c (oscillate, calculate_duration), "
      + "src/adw-animation.c (tick_cb)",
    method: "closed form at integer ms; critical when |beta - w0| < FLT_EPSILON (absolute); "
      + "overdamped as e^(-beta t)(cosh, sinh) in long double",
    frameLoop: "t = GDK frame time in ms (us / 1000) - start time in ms, as guint",
    rest: "t >= estimated duration: envelope -ln(0.001)/beta for zeta <= 1, Newton on the "
      + "motion for zeta > 1 (0 ms after 1000 iterations); then the end value")

  public static let retargets = false

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    // The duration is an envelope (or, overdamped, a crossing) time to ε = 0.001.
    ExactRestRule(position: 0.001)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let animation = LibadwaitaSpring(
      mass: move.spring.mass, stiffness: move.spring.stiffness, damping: move.spring.damping,
      valueFrom: move.initialState.position, valueTo: 0,
      initialVelocity: move.initialState.velocity)
    let duration = animation.estimatedDuration
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    let start = EngineClock.microseconds(frames[0]) / 1000
    for n in 1..<max(1, frames.count) {
      let t = UInt32(truncatingIfNeeded: EngineClock.microseconds(frames[n]) / 1000 - start)
      if n == 1 { recorder.firstUpdate(at: Double(t) / 1000) }
      let state = animation.oscillate(milliseconds: t)
      if t >= duration && duration != LibadwaitaSpring.infiniteDuration {
        recorder.snap(from: state.value, to: 0)
        break
      }
      recorder.show(state.value, velocity: state.velocity)
    }
    return recorder.finished()
  }
}
