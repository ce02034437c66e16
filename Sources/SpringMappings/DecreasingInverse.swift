//===--- DecreasingInverse.swift ------------------------------------------===//
//
// Inverting an emulated solver: given what a platform's Newton iteration
// produces for an input, find the input that produces a wanted output.
//
// The platforms' solvers (UIKit's 12 Newton steps with float exponentials,
// Motion's 11, SwiftUI's early-stopping loop) are deterministic functions of
// their input, decreasing in the duration wherever they converge. Bisection
// on the emulation itself — not on the equation they aim at — finds the
// input the platform really needs, and then the shortest decimal that fits
// as well, so a duration of 0.5 comes back as 0.5.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The result of inverting a decreasing function on a range.
enum DecreasingInverse: Equatable {
  /// The input, and the relative error of the output it gives.
  case found(Double, relativeError: Double)
  /// The target is above f(lower): the input would have to be below the range.
  case belowRange
  /// The target is below f(upper): the input would have to be above the range.
  case aboveRange
  /// No input in the range gives the target within the tolerance; `best` is
  /// the closest, giving `value`.
  case noFit(best: Double, value: Double)

  /// Finds x in `range` (lower > 0) with f(x) = `target` within a relative
  /// `tolerance`, for f decreasing in x (up to rounding noise).
  static func solve(
    _ f: (Double) -> Double, target: Double, in range: ClosedRange<Double>, tolerance: Double
  ) -> DecreasingInverse {
    func error(_ x: Double) -> Double {
      let value = f(x)
      return value.isFinite ? abs(value - target) / abs(target) : .infinity
    }
    let atLower = f(range.lowerBound), atUpper = f(range.upperBound)
    if atLower.isFinite, target > atLower * (1 + tolerance) { return .belowRange }
    if atUpper.isFinite, target < atUpper * (1 - tolerance) { return .aboveRange }
    // Bisection on log x keeps f(low) ≥ target ≥ f(high).
    var low = range.lowerBound, high = range.upperBound
    for _ in 0..<200 {
      let mid = exp(0.5 * (log(low) + log(high)))
      guard mid > low, mid < high else { break }
      let value = f(mid)
      if value.isFinite && value >= target { low = mid } else { high = mid }
    }
    var best = error(low) <= error(high) ? low : high
    var bestError = error(best)
    // The shortest decimal that fits as well as the bisection's answer.
    for digits in 1...17 {
      let candidate = rounded(best, significantDigits: digits)
      guard range.contains(candidate) else { continue }
      let candidateError = error(candidate)
      if candidateError <= max(bestError, 1e-13) {
        best = candidate
        bestError = candidateError
        break
      }
    }
    guard bestError <= tolerance else { return .noFit(best: best, value: f(best)) }
    return .found(best, relativeError: bestError)
  }

  /// `x` rounded to `digits` significant decimal digits.
  static func rounded(_ x: Double, significantDigits digits: Int) -> Double {
    guard x != 0, x.isFinite else { return x }
    let exponent = Int(floor(log10(abs(x)))) - digits + 1
    let scale = pow(10, Double(abs(exponent)))
    return exponent >= 0 ? (x / scale).rounded() * scale : (x * scale).rounded() / scale
  }
}
