//===--- SolverInverse.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Inverting an emulated solver: given what a platform's Newton iteration
// produces for an input, find the input that produces a wanted output.
//
// The platforms' solvers (UIKit's 12 Newton steps with float exponentials,
// Motion's 11, SwiftUI's early-stopping loop) are deterministic functions of
// their input. They decrease with the duration wherever they converge, but
// with an initial velocity the envelope equation can have several roots and
// the iteration can jump between them. So the inverse scans the whole range
// on a logarithmic grid, bisects every bracket of the emulation itself — not
// of the equation it aims at — keeps the best fit (the one nearest a hint
// among equally good fits), and finally picks the shortest decimal that fits
// as well, so a duration of 0.5 comes back as 0.5.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The input at which an emulated solver produces a wanted output.
enum SolverInverse: Equatable {
  /// The input, and the relative error of the output it gives.
  case found(Double, relativeError: Double)
  /// The target is above every value: the input would have to be below the
  /// range.
  case belowRange
  /// The target is below every value: the input would have to be above the
  /// range.
  case aboveRange
  /// No input in the range gives the target within the tolerance; `best` is
  /// the closest, giving `value`.
  case noFit(best: Double, value: Double)

  /// Grid points scanned over the range.
  static let gridPoints = 256

  /// Finds x in `range` (lower > 0) with f(x) = `target` within a relative
  /// `tolerance`; among equally good fits, the one nearest `hint`.
  static func solve(
    _ f: (Double) -> Double, target: Double, in range: ClosedRange<Double>, tolerance: Double,
    hint: Double? = nil
  ) -> SolverInverse {
    func error(_ x: Double) -> Double {
      let value = f(x)
      return value.isFinite ? abs(value - target) / abs(target) : .infinity
    }
    let logLower = log(range.lowerBound)
    let logUpper = log(range.upperBound)
    let grid = (0...gridPoints).map { index -> Double in
      index == gridPoints
        ? range.upperBound
        : exp(logLower + (logUpper - logLower) * Double(index) / Double(gridPoints))
    }
    let values = grid.map(f)
    var candidates: [Double] = []
    // Brackets between consecutive grid points where the emulation is
    // finite (it can diverge to NaN next to a jump between roots).
    let finite = (0...gridPoints).filter { values[$0].isFinite }
    for (index, next) in zip(finite, finite.dropFirst()) {
      let a = values[index] - target
      let b = values[next] - target
      if a == 0 { candidates.append(grid[index]) }
      guard (a < 0) != (b < 0) else { continue }
      // Bisection on log x, keeping the sign of f − target at each end.
      var low = grid[index]
      var high = grid[next]
      let lowSign = a < 0
      for _ in 0..<200 {
        let mid = exp(0.5 * (log(low) + log(high)))
        guard mid > low, mid < high else { break }
        let value = f(mid) - target
        if value.isFinite && (value < 0) == lowSign { low = mid } else { high = mid }
      }
      candidates.append(error(low) <= error(high) ? low : high)
    }
    if values.last == target { candidates.append(range.upperBound) }
    guard !candidates.isEmpty else {
      let finite = values.filter(\.isFinite)
      if let largest = finite.max(), target > largest { return .belowRange }
      if let smallest = finite.min(), target < smallest { return .aboveRange }
      let nearest = grid.min { error($0) < error($1) } ?? range.lowerBound
      return .noFit(best: nearest, value: f(nearest))
    }
    let scored = candidates.map { (x: $0, error: error($0)) }
    let bestError = scored.map(\.error).min() ?? .infinity
    let good = scored.filter { $0.error <= max(bestError, tolerance) }
    var best = good.min { a, b in
      guard let hint else { return a.error < b.error }
      return abs(log(a.x / hint)) < abs(log(b.x / hint))
    }!
    // The shortest decimal that fits as well.
    for digits in 1...17 {
      let candidate = rounded(best.x, significantDigits: digits)
      guard range.contains(candidate) else { continue }
      let candidateError = error(candidate)
      if candidateError <= max(best.error, 1e-13) {
        best = (candidate, candidateError)
        break
      }
    }
    guard best.error <= tolerance else { return .noFit(best: best.x, value: f(best.x)) }
    return .found(best.x, relativeError: best.error)
  }

  /// `x` rounded to `digits` significant decimal digits.
  static func rounded(_ x: Double, significantDigits digits: Int) -> Double {
    guard x != 0, x.isFinite else { return x }
    let exponent = Int(floor(log10(abs(x)))) - digits + 1
    let scale = pow(10, Double(abs(exponent)))
    return exponent >= 0 ? (x / scale).rounded() * scale : (x * scale).rounded() / scale
  }
}

extension SolverInverse {
  /// The duration found, or why the platform's duration solver cannot
  /// produce ω0 = `omega0` at ζ = `zeta`: the duration (`input`, e.g. "a
  /// settling duration") would lie outside the platform's clamp `range`, or
  /// `solver` never yields it (`closest` prefixes the best duration tried).
  func durationResult(
    omega0: Double, zeta: Double, range: ClosedRange<Double>, input: String, platform: String,
    solver: String, closest: String = ""
  ) -> Result<Double, Unreachable> {
    func seconds(_ x: Double) -> String { Int(exactly: x).map { "\($0)" } ?? "\(x)" }
    let spring = "ω0 = \(omega0) rad/s at ζ = \(zeta)"
    switch self {
    case .found(let duration, _):
      return .success(duration)
    case .belowRange:
      return .failure(
        Unreachable(
          "\(spring) needs \(input) below \(platform)'s clamp of \(seconds(range.lowerBound)) s"))
    case .aboveRange:
      return .failure(
        Unreachable(
          "\(spring) needs \(input) above \(platform)'s clamp of \(seconds(range.upperBound)) s"))
    case .noFit(let best, let value):
      return .failure(
        Unreachable(
          "\(solver) never yields \(spring) (closest: \(closest)\(best) s gives \(value))"))
    }
  }
}
