//===--- SamplingDomain.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Where random values of one parameter are drawn for round-trip tests: the
// part of the API's domain in which it reproduces its own motion (ζ ≤ 1
// where the API clamps, whole milliseconds where it reads them…).
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The values a parameter is sampled from.
public enum SamplingDomain: Hashable, Sendable {
  /// Uniform on the range.
  case uniform(ClosedRange<Double>)
  /// Log-uniform on the range (bounds > 0): stiffnesses, masses.
  case logUniform(ClosedRange<Double>)
  /// 0 half the time, uniform on the range otherwise: initial velocities,
  /// so that both the rest state and a moving start are covered.
  case restOrUniform(ClosedRange<Double>)
  /// Seconds with a whole number of milliseconds, uniform on the range.
  case wholeMilliseconds(ClosedRange<Double>)
  /// Always this value (a flag that must be set for the API to reproduce
  /// every spring of the other parameters' domains).
  case always(ParameterValue)

  /// One value, drawn with `uniform(a, b)`, a uniform deviate on [a, b)
  /// from the caller's (seeded) generator.
  public func draw(_ uniform: (Double, Double) -> Double) -> ParameterValue {
    switch self {
    case .uniform(let range):
      return .number(uniform(range.lowerBound, range.upperBound))
    case .logUniform(let range):
      return .number(exp(uniform(log(range.lowerBound), log(range.upperBound))))
    case .restOrUniform(let range):
      return uniform(0, 1) < 0.5 ? .number(0) : .number(uniform(range.lowerBound, range.upperBound))
    case .wholeMilliseconds(let range):
      let milliseconds = uniform(range.lowerBound * 1000, range.upperBound * 1000).rounded(.down)
      return .number(milliseconds / 1000)
    case .always(let value):
      return value
    }
  }
}
