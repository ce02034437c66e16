//===--- SpringScale.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A spring's time scale and damping in logarithms, which stay finite for
// every spring in the domain (m, k > 0, c ≥ 0, all finite): ω0 = √(k/m)
// for k = 1e300 and m = 5e-324 is 4.5e311, beyond binary64, but
// ln ω0 = (ln k − ln m)/2 is an ordinary number. Conversions use these to
// say how far beyond range a quantity lies and to compare two springs
// relative to their own time scale, never in absolute seconds.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Logarithmic views of a spring's rates.
public enum SpringScale {
  /// ln ω0 = (ln k − ln m)/2, finite for every spring.
  public static func logNaturalFrequency(_ spring: Spring) -> Double {
    (log(spring.stiffness) - log(spring.mass)) / 2
  }

  /// ln ζ = ln c − ln 2 − (ln k + ln m)/2; −infinity when undamped.
  public static func logDampingRatio(_ spring: Spring) -> Double {
    log(spring.damping) - log(2.0) - (log(spring.stiffness) + log(spring.mass)) / 2
  }

  /// ln(2π/ω0), the natural period's logarithm (period in seconds); finite
  /// for every spring.
  public static func logNaturalPeriod(_ spring: Spring) -> Double {
    log(2 * Double.pi) - logNaturalFrequency(spring)
  }

  /// ln(2π/ωd) = ln(2π/ω0) − ln(1 − ζ²)/2, the damped period's logarithm
  /// (period in seconds), for an underdamped spring (ζ < 1, damping excess
  /// ζ² − 1 < 0); nil for ζ ≥ 1, where the motion has no period.
  public static func logDampedPeriod(_ spring: Spring) -> Double? {
    let excess = spring.dampingExcess
    guard excess < 0 else { return nil }
    return logNaturalPeriod(spring) - log(-excess) / 2
  }

  /// Whether `value` (a rate, period or ratio that is not 0 in truth)
  /// holds the quantity in binary64: finite and not rounded to 0.
  public static func isRepresentable(_ value: Double) -> Bool {
    value.isFinite && value != 0
  }

  /// e^`logValue` in scientific notation with `digits` significant
  /// digits, also beyond binary64's range: `4.49891e+311`.
  public static func text(log logValue: Double, digits: Int = 6) -> String {
    let decimal = logValue / log(10.0)
    var exponent = decimal.rounded(.down)
    var mantissa = pow(10, decimal - exponent)
    let scale = pow(10, Double(max(0, digits - 1)))
    mantissa = (mantissa * scale).rounded() / scale
    if mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    var digitsText = "\(mantissa)"
    if digitsText.hasSuffix(".0") { digitsText.removeLast(2) }
    let sign = exponent < 0 ? "-" : "+"
    let magnitude = Int(exactly: abs(exponent)).map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "?"
    return "\(digitsText)e\(sign)\(magnitude)"
  }

  /// Why a quantity with natural logarithm `logValue` is not representable:
  /// "≈ 4.49891e+311, beyond binary64" (or "below binary64's smallest
  /// subnormal").
  public static func beyondRange(log logValue: Double, unit: String = "") -> String {
    let side = logValue > 0 ? "beyond binary64" : "below binary64's smallest subnormal"
    return "≈ \(text(log: logValue))\(unit.isEmpty ? "" : " " + unit), \(side)"
  }
}

extension PhysicalSpring {
  /// Whether `other` is the same normalized motion, judged relative to the
  /// spring's own time scale: ω0 to a relative `tolerance` (compared as
  /// logarithms, so springs beyond binary64's range compare too), ζ to a
  /// relative `tolerance` (absolute below 1), and the initial velocity in
  /// units of ω0 (distances per radian) to `tolerance` relative (absolute
  /// below 1). Unlike `isEquivalent`, a spring with ω0 = 1e-300 is never
  /// "close" to one with ω0 = 0 or 2e-300.
  public func reproduces(_ other: PhysicalSpring, tolerance: Double) -> Bool {
    func logsClose(_ a: Double, _ b: Double) -> Bool {
      if a == b { return true }  // both −infinity (undamped, at rest)
      return abs(a - b) <= tolerance
    }
    /// Compares quantities given as (sign, ln|value|): absolute below 1,
    /// relative (in logarithms) above.
    func close(_ a: (sign: Double, log: Double), _ b: (sign: Double, log: Double)) -> Bool {
      if a.log <= 0 && b.log <= 0 {
        return abs(a.sign * exp(a.log) - b.sign * exp(b.log)) <= tolerance
      }
      return a.sign == b.sign && logsClose(a.log, b.log)
    }
    let logOmega = SpringScale.logNaturalFrequency(spring)
    let otherLogOmega = SpringScale.logNaturalFrequency(other.spring)
    guard logsClose(logOmega, otherLogOmega) else { return false }
    let zeta = (sign: 1.0, log: SpringScale.logDampingRatio(spring))
    let otherZeta = (sign: 1.0, log: SpringScale.logDampingRatio(other.spring))
    guard close(zeta, otherZeta) else { return false }
    func scaledVelocity(_ v: Double, _ logOmega: Double) -> (sign: Double, log: Double) {
      (v < 0 ? -1 : 1, log(abs(v)) - logOmega)
    }
    return close(
      scaledVelocity(initialVelocity, logOmega),
      scaledVelocity(other.initialVelocity, otherLogOmega))
  }
}
