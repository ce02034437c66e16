//===--- PeriodPresentation.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The two periods of a spring, named apart: the natural period 2π/ω0 (what
// SwiftUI calls `duration` or `response`) and the damped period 2π/ωd (the
// time between successive maxima of an underdamped motion).
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Which periods a spring has, for tables and output.
public enum PeriodPresentation {
  /// |ζ − 1| at or below which a spring counts as critically damped to the
  /// rounding of its inputs: UIKit's solver clamps ζ to 1 and Apple's bounce
  /// rule builds ζ = 1 for bounce 0, but k and c round so that ζ misses 1 by
  /// ~1e-16 — a "damped period" of 10⁷ s that no animation ever shows.
  public static let criticalTolerance = 1e-12

  /// The natural period 2π/ω0 in seconds.
  public static func natural(_ spring: Spring) -> Double { spring.naturalPeriod }

  /// The damped period 2π/ωd in seconds, or nil when the spring does not
  /// oscillate: ζ ≥ 1, or ζ within `criticalTolerance` of 1.
  public static func damped(_ spring: Spring) -> Double? {
    guard spring.dampingRatio < 1 - criticalTolerance else { return nil }
    let period = spring.period
    return period.isFinite ? period : nil
  }

  /// Why there is no damped period, for output ("" when there is one).
  public static func noDampedPeriodReason(_ spring: Spring) -> String {
    if damped(spring) != nil { return "" }
    if spring.dampingRatio >= 1 {
      return spring.dampingRatio == 1 ? "critically damped" : "overdamped"
    }
    return "critically damped to rounding (|ζ − 1| ≤ 1e-12)"
  }
}
