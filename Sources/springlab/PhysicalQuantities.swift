//===--- PhysicalQuantities.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The physical block of `springlab convert`, each quantity either a number
// binary64 holds or the reason it cannot: ω0 = √(k/m) of k = 1e300 on
// m = 5e-324 is 4.5e311, which is shown as "n/a (≈ 4.49891e+311 rad/s,
// beyond binary64)", never as `inf`.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringReports

/// The derived quantities of a conversion's physical spring.
struct PhysicalQuantities {
  var naturalFrequency: Double?
  var dampingRatio: Double?
  var naturalPeriod: Double?
  /// nil when the spring does not oscillate (or its period is beyond
  /// binary64: then `reasons` says so).
  var dampedPeriod: Double?
  /// +infinity only when the spring never settles (undamped).
  var settlingTime: Double?
  var overshoot: Double?
  /// Why a quantity (by its JSON key) is not shown, in output order.
  var reasons: [(key: String, reason: String)] = []

  /// The quantities of `physical`; for a fling on a zero-distance move
  /// (`fling`, units/s) the settling time, overshoot and bounces — fractions
  /// of a distance — are left out with the reason.
  init(_ physical: PhysicalSpring, summary: MotionSummary, fling: Double? = nil) {
    let spring = physical.spring
    let logPeriod = SpringScale.logNaturalPeriod(spring)
    func check(_ key: String, _ value: Double, log logValue: Double, unit: String, formula: String)
      -> Double?
    {
      if SpringScale.isRepresentable(value) { return value }
      reasons.append((key, "\(formula) \(SpringScale.beyondRange(log: logValue, unit: unit))"))
      return nil
    }
    naturalFrequency = check(
      "naturalFrequency", spring.naturalFrequency, log: SpringScale.logNaturalFrequency(spring),
      unit: "rad/s", formula: "√(k/m)")
    if spring.damping == 0 {
      dampingRatio = 0
    } else {
      dampingRatio = check(
        "dampingRatio", spring.dampingRatio, log: SpringScale.logDampingRatio(spring), unit: "",
        formula: "c/(2√(km))")
    }
    naturalPeriod = check(
      "naturalPeriod", spring.naturalPeriod, log: logPeriod, unit: "s", formula: "2π/ω0")
    if let logDamped = SpringScale.logDampedPeriod(spring),
      spring.dampingRatio < 1 - PeriodPresentation.criticalTolerance
    {
      // PeriodPresentation.damped's value when binary64 holds it, else why not.
      dampedPeriod = check(
        "dampedPeriod", PeriodPresentation.damped(spring) ?? spring.period, log: logDamped,
        unit: "s", formula: "2π/ωd")
    }
    let settling = summary.settlingTime
    if settling.isFinite && settling > 0 || (settling == .infinity && spring.damping == 0) {
      settlingTime = settling
    } else {
      reasons.append(
        (
          "settlingTime",
          "the exact settling time is beyond binary64 at this spring's time scale (2π/ω0 "
            + "\(SpringScale.text(log: logPeriod)) s)"
        ))
    }
    if let estimate = summary.visibleBouncesEstimate, !estimate.isFinite {
      reasons.append(
        (
          "visibleBounces",
          "more than binary64 counts: the decay per half period, απ/ωd, underflows"
        ))
    }
    if summary.overshoot.isFinite {
      overshoot = summary.overshoot
    } else {
      reasons.append(
        (
          "overshoot",
          "the largest excursion is beyond binary64 (or not computable in it) for this motion"
        ))
    }
    if fling != nil {
      let distanceFree = ["settlingTime", "overshoot", "visibleBounces"]
      settlingTime = nil
      overshoot = nil
      reasons.removeAll { distanceFree.contains($0.key) }
      for key in distanceFree {
        reasons.append(
          (
            key,
            "the distance is 0 (a fling from the target), and this is a fraction of the distance"
          ))
      }
    }
  }
}

extension [(key: String, reason: String)] {
  /// The reason for `key`, if any.
  subscript(key: String) -> String? { first { $0.key == key }?.reason }
}
