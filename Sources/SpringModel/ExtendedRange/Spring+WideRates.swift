//===--- Spring+WideRates.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The spring's derived rates where binary64 intermediates would over- or
// underflow: k/m for k = 1 and m = 5e-324 overflows although ω0 = 4.5e161
// does not; 2m overflows for m = 1e308 although α = c/(2m) is an ordinary
// number. The cold path of each property in Spring.swift lands here, forms
// the same quotients and roots with a wide exponent (WideDouble.swift) and
// rounds once at the end.
//
//===----------------------------------------------------------------------===//

extension Spring {
  /// The derived quantities with a wide-exponent cold path.
  @usableFromInline
  enum WideRate {
    case naturalFrequency, dampingRatio, decayRate, dampedFrequency, overdampedRate
    case naturalPeriod, period
  }

  /// ω0 = √k/√m·… as a WideDouble: never overflows or underflows.
  var wideNaturalFrequency: WideDouble {
    (WideDouble(stiffness) / WideDouble(mass)).squareRoot()
  }

  /// α = c/(2m) as a WideDouble.
  var wideDecayRate: WideDouble {
    (WideDouble(damping) / WideDouble(mass)).scaled(by: -1)
  }

  /// `rate` computed with a wide exponent and rounded once to binary64
  /// (±infinity or 0 only when the quantity itself is beyond binary64).
  @usableFromInline
  func wideRate(_ rate: WideRate) -> Double {
    let eta = dampingExcess
    let twoPi = WideDouble(2 * Double.pi)
    switch rate {
    case .naturalFrequency:
      return wideNaturalFrequency.doubleValue
    case .dampingRatio:
      let root = WideDouble(stiffness).squareRoot() * WideDouble(mass).squareRoot()
      return (WideDouble(damping) / root.scaled(by: 1)).doubleValue
    case .decayRate:
      return wideDecayRate.doubleValue
    case .dampedFrequency:
      return eta < 0 ? (wideNaturalFrequency * (-eta).squareRoot()).doubleValue : 0
    case .overdampedRate:
      if !(eta > 0) { return 0 }
      return eta.isInfinite
        ? wideDecayRate.doubleValue : (wideNaturalFrequency * eta.squareRoot()).doubleValue
    case .naturalPeriod:
      return (twoPi / wideNaturalFrequency).doubleValue
    case .period:
      guard eta < 0 else { return .infinity }
      return (twoPi / (wideNaturalFrequency * (-eta).squareRoot())).doubleValue
    }
  }
}
