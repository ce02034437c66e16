//===--- Float80ExtremeTruth.swift ----------------------------------------===//
//
// An independent truth for extreme magnitudes: the closed form evaluated in
// Float80, whose exponent range (±16382) holds every product of binary64
// inputs that the motion forms (c² ≤ 2^2048, ω0²·x0 ≤ 2^3200, …), so nothing
// over- or underflows, and whose 64-bit significand is 11 bits finer than
// binary64. Nothing here is scaled: it is the plain textbook-stable closed
// form (stable slow root, cosh/sinh below γt = 1) at a wider range, written
// without SpringModel's code. The settling time is found by bisection on the
// same closed form.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if arch(x86_64) && !os(Windows) && !os(Android)

typealias Wide = Float80

/// The motion of m x'' + c x' + k x = 0 from (x0, v0), in Float80.
struct Float80ExtremeTruth {
  enum Form { case oscillating, critical, overdamped }

  let form: Form
  let x0: Wide, v0: Wide, a0: Wide
  let alpha: Wide, omega0Squared: Wide
  /// ωd (oscillating) or γ (overdamped); 0 at critical damping.
  let frequency: Wide
  let isUndamped: Bool

  init(mass: Double, stiffness: Double, damping: Double, position: Double, velocity: Double) {
    let m = Wide(mass), k = Wide(stiffness), c = Wide(damping)
    x0 = Wide(position)
    v0 = Wide(velocity)
    alpha = c / (2 * m)
    omega0Squared = k / m
    a0 = -(2 * alpha * v0 + omega0Squared * x0)
    isUndamped = damping == 0
    // c² − 4km from error-free Float80 products (fma recovers each rounding).
    let cc = c * c, ccLow = (-cc).addingProduct(c, c)
    let fourK = 4 * k
    let km = fourK * m, kmLow = (-km).addingProduct(fourK, m)
    let discriminant = (cc - km) + (ccLow - kmLow)
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

  private init(copying other: Float80ExtremeTruth, x0: Wide, v0: Wide) {
    form = other.form
    alpha = other.alpha
    omega0Squared = other.omega0Squared
    frequency = other.frequency
    isUndamped = other.isUndamped
    self.x0 = x0
    self.v0 = v0
    a0 = -(2 * other.alpha * v0 + other.omega0Squared * x0)
  }

  /// (x(t), v(t)).
  func state(at t: Wide) -> (Wide, Wide) {
    let b = v0 + alpha * x0
    let q = omega0Squared * x0 + alpha * v0
    switch form {
    case .oscillating:
      let phase = frequency * t
      let envelope = isUndamped ? 1 : expl(-alpha * t)
      let cosine = cosl(phase) * envelope
      let sine = (phase == 0 ? t : sinl(phase) / frequency) * envelope
      return (x0 * cosine + b * sine, v0 * cosine - q * sine)
    case .critical:
      let envelope = expl(-alpha * t)
      return ((x0 + b * t) * envelope, (v0 - q * t) * envelope)
    case .overdamped:
      let y = frequency * t
      if y <= 1 {
        let envelope = expl(-alpha * t)
        let cosine = coshl(y) * envelope
        let sine = (y == 0 ? t : sinhl(y) / frequency) * envelope
        return (x0 * cosine + b * sine, v0 * cosine - q * sine)
      }
      let sum = alpha + frequency
      let fast = -sum, slow = -(omega0Squared / sum)
      let fastAmplitude = -(v0 - slow * x0) / (2 * frequency)
      let slowAmplitude = (sum * x0 + v0) / (2 * frequency)
      let f = fastAmplitude * expl(fast * t), s = slowAmplitude * expl(slow * t)
      return (f + s, f * fast + s * slow)
    }
  }

  /// The overdamped modes: x = A e^(r1 t) + B e^(r2 t), stable roots.
  private var modes: (r1: Wide, r2: Wide, a: Wide, b: Wide) {
    let sum = alpha + frequency
    let r2 = -(omega0Squared / sum)
    return (-sum, r2, -(v0 - r2 * x0) / (2 * frequency), (sum * x0 + v0) / (2 * frequency))
  }

  /// Component 0 is x, component 1 is v.
  func value(_ component: Int, at t: Wide) -> Wide {
    let s = state(at: t)
    return component == 0 ? s.0 : s.1
  }

  /// The first time in (0, ∞) at which the component's derivative vanishes
  /// (an extremum), if any; in [0, π/ωd) for oscillations.
  func firstExtremum(_ component: Int) -> Wide? {
    // The derivative u' solves the same equation from (u'0, u''0).
    let d0 = component == 0 ? v0 : a0
    let dd0 = component == 0 ? a0 : -(2 * alpha * a0 + omega0Squared * v0)
    let q = -(dd0 + alpha * d0)  // = ω0² u0 + α u'0, the sine coefficient of u'
    switch form {
    case .oscillating:
      var phase = atan2l(d0 * frequency, q)
      if phase < 0 { phase += Wide.pi }
      return phase / frequency
    case .critical:
      guard q != 0 else { return nil }
      let t = d0 / q
      return t > 0 ? t : nil
    case .overdamped:
      let (r1, r2, a, b) = modes
      let power: Wide = component == 0 ? 1 : 2
      let ratio = -(b * powl(r2, power)) / (a * powl(r1, power))
      guard ratio > 0 && ratio < 1 else { return nil }
      return logl(ratio) / (r1 - r2)
    }
  }

  /// max |x| over [0, t]: at 0, at t, or at the first extremum (the largest
  /// of all extrema, whose heights decrease).
  func peak(_ component: Int, upTo t: Wide) -> Wide {
    var peak = max(abs(value(component, at: 0)), abs(value(component, at: t)))
    if let extremum = firstExtremum(component), extremum <= t {
      peak = max(peak, abs(value(component, at: extremum)))
    }
    return peak
  }

  /// The last time |u| > ε for u = x (component 0) or v (component 1), in
  /// seconds; +infinity for undamped motion above ε.
  func settlingTime(_ component: Int = 0, above epsilon: Wide) -> Wide {
    if isUndamped {
      let amplitude = (x0 * x0 + v0 * v0 / omega0Squared).squareRoot()
      let scale = component == 0 ? amplitude : amplitude * omega0Squared.squareRoot()
      return scale > epsilon ? .infinity : 0
    }
    let u0 = abs(value(component, at: 0))
    switch form {
    case .oscillating:
      // Extremum heights h1·e^(−n απ/ωd) at t1 + nπ/ωd, exactly.
      let halfPeriod = Wide.pi / frequency
      let t1 = firstExtremum(component) ?? 0
      let h1 = abs(value(component, at: t1))
      if h1 <= epsilon {
        guard u0 > epsilon else { return 0 }
        return bisect(component, above: epsilon, from: 0, to: t1)
      }
      let levels = logl(h1 / epsilon) / (alpha * halfPeriod)
      let n = max(0, ceill(levels) - 1)
      let tn = t1 + n * halfPeriod
      return bisect(component, above: epsilon, from: tn, to: tn + halfPeriod)
    case .critical, .overdamped:
      var start: Wide = 0
      if let extremum = firstExtremum(component), abs(value(component, at: extremum)) > epsilon {
        start = extremum
      } else if !(u0 > epsilon) {
        return 0
      }
      let rate = form == .critical ? alpha : omega0Squared / (alpha + frequency)
      let height = abs(value(component, at: start))
      var end = start + max(1, logl(max(height / epsilon, 2))) / rate
      while abs(value(component, at: end)) > epsilon { end *= 2 }
      if let extremum = firstExtremum(component), extremum > start, extremum < end {
        end = extremum
      }
      return bisect(component, above: epsilon, from: start, to: end)
    }
  }

  /// The crossing in [low, high] where |u| > ε on the left and ≤ ε on the
  /// right (low itself when the bracket is narrower than its ulp).
  private func bisect(_ component: Int, above epsilon: Wide, from low: Wide, to high: Wide) -> Wide {
    var low = low, high = high
    for _ in 0..<400 {
      let mid = low + (high - low) / 2
      if mid <= low || mid >= high { break }
      if abs(value(component, at: mid)) > epsilon { low = mid } else { high = mid }
    }
    return high
  }
}

#endif
