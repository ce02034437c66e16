//===--- ErrorBand.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The regimes a scored `evaluate` row is filed under, so a score shows where
// an evaluator loses accuracy rather than only which family it failed:
//
//   damping    ζ = 0; 0 < ζ ≤ 0.9; 1 − ζ by decade; ζ = 1; ζ − 1 by decade;
//              1.1 ≤ ζ < 2; 2 ≤ ζ < 10; ζ by decade above
//   phase      ωd·t by decade (below 1e-2 together), 0, or no oscillation
//              (ζ ≥ 1)
//   magnitude  peak |x| of the motion by decade
//
// ζ, ωd and the peak are those of the row as given in binary64 (ζ =
// c/(2√(km)) rounded, `Spring.dampingRatio`): a spring within an ulp of
// critical may be filed as ζ = 1. A near-critical cut-off lands in the
// 1 − ζ and ζ − 1 decades, a cancellation at large ζ in the ζ decades.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel

/// The quantity a row's regime is read from.
public enum ErrorBandAxis: String, CaseIterable, Sendable, Hashable {
  /// ζ, by distance from critical.
  case damping
  /// ωd·t, the oscillation phase at the row's time.
  case phase
  /// The peak |x| of the row's motion.
  case magnitude

  /// The axis's place in a listing: damping, phase, magnitude.
  var rank: Int {
    switch self {
    case .damping: 0
    case .phase: 1
    case .magnitude: 2
    }
  }
}

/// One regime: an axis and an interval on it, numbered in ascending order
/// (the number alone identifies the interval; `label` names it).
public struct ErrorBand: Sendable, Hashable, Comparable {
  /// The axis.
  public var axis: ErrorBandAxis
  /// The place of the interval along its axis (ascending ζ, phase or
  /// magnitude); a decade's number holds its exponent.
  public var order: Int

  public static func < (a: ErrorBand, b: ErrorBand) -> Bool {
    a.axis != b.axis ? a.axis.rank < b.axis.rank : a.order < b.order
  }

  // Damping numbers: ζ = 0, 0 < ζ ≤ 0.9, 1 − ζ decades (critical + k,
  // k = −2…−16), ζ = 1, ζ − 1 decades (aboveCritical + k), 1.1 ≤ ζ < 2,
  // 2 ≤ ζ < 10, ζ decades (largeZeta + k, k ≥ 1), +∞, NaN.
  static let (zero, light, critical, aboveCritical) = (0, 1, 100, 200)
  static let (moderate, heavy, largeZeta, infinite, notANumber) = (300, 301, 400, 9_998, 9_999)
  // Phase and magnitude: the decade itself, or these.
  static let (below, noOscillation, notFinite) = (-10_000, 10_000, 10_001)

  /// The decade ⌊log10 x⌋ of a finite x > 0.
  static func decade(_ x: Double) -> Int { Int(log10(x).rounded(.down)) }

  /// `[1e<k>, 1e<k+1>)`.
  static func decadeText(_ k: Int) -> String { "[1e\(k), 1e\(k + 1))" }

  /// The interval in words, e.g. `1 − ζ in [1e-4, 1e-3)`.
  public var label: String {
    switch axis {
    case .damping:
      switch order {
      case Self.zero: return "ζ = 0"
      case Self.light: return "0 < ζ ≤ 0.9"
      case Self.critical: return "ζ = 1"
      case Self.moderate: return "1.1 ≤ ζ < 2"
      case Self.heavy: return "2 ≤ ζ < 10"
      case Self.infinite: return "ζ = +∞"
      case Self.notANumber: return "ζ not a number"
      case let k where k < Self.critical:
        return "1 − ζ in \(Self.decadeText(k - Self.critical))"
      case let k where k < Self.moderate:
        return "ζ − 1 in \(Self.decadeText(k - Self.aboveCritical))"
      default: return "ζ in \(Self.decadeText(order - Self.largeZeta))"
      }
    case .phase:
      switch order {
      case Self.below: return "ωd·t = 0"
      case Self.noOscillation: return "no oscillation (ζ ≥ 1)"
      case Self.notFinite: return "ωd·t not finite"
      case -3: return "ωd·t < 1e-2"
      default: return "ωd·t in \(Self.decadeText(order))"
      }
    case .magnitude:
      switch order {
      case Self.below: return "peak |x| = 0"
      case Self.notFinite: return "peak |x| not finite"
      default: return "peak |x| in \(Self.decadeText(order))"
      }
    }
  }

  /// The damping band of ζ ≥ 0.
  public static func damping(_ zeta: Double) -> ErrorBand {
    ErrorBand(axis: .damping, order: dampingOrder(zeta))
  }

  /// The number of ζ's damping interval.
  static func dampingOrder(_ zeta: Double) -> Int {
    guard zeta.isFinite else { return zeta.isNaN ? notANumber : infinite }
    if zeta <= 0 { return zero }
    if zeta == 1 { return critical }
    if zeta < 1 { return 1 - zeta >= 0.1 ? light : critical + decade(1 - zeta) }
    if zeta - 1 < 0.1 { return aboveCritical + decade(zeta - 1) }
    if zeta < 2 { return moderate }
    return zeta < 10 ? heavy : largeZeta + decade(zeta)
  }

  /// The phase band of ωd·t for a spring with damping ratio `zeta`.
  public static func phase(dampedFrequency: Double, time: Double, zeta: Double) -> ErrorBand {
    let phase = abs(dampedFrequency * time)
    let order: Int
    if !(zeta < 1) {
      order = noOscillation
    } else if !phase.isFinite {
      order = notFinite
    } else {
      order = phase == 0 ? below : max(decade(phase), -3)
    }
    return ErrorBand(axis: .phase, order: order)
  }

  /// The magnitude band of a motion whose peak |x| is `peak`.
  public static func magnitude(peak: Double) -> ErrorBand {
    let order = !peak.isFinite ? notFinite : (peak == 0 ? below : decade(peak))
    return ErrorBand(axis: .magnitude, order: order)
  }

}

extension EvaluationRowScore {
  /// The row's three bands: damping, phase and magnitude, in that order.
  public var bands: [ErrorBand] {
    let spring = evaluationCase.spring
    let zeta = spring.dampingRatio
    return [
      .damping(zeta),
      .phase(dampedFrequency: spring.dampedFrequency, time: evaluationCase.time, zeta: zeta),
      .magnitude(peak: peaks.position),
    ]
  }
}

/// The errors of the rows in one band.
public struct EvaluationBandScore: Sendable {
  /// The band.
  public var band: ErrorBand
  /// Rows in the band.
  public var samples: Int
  /// The largest K over its measurable rows; nil when none is.
  public var kMax: Double?
  /// The largest E over its measurable rows; nil when none is.
  public var eMax: Double?
  /// Rows that are not measurable.
  public var nonFinite: Int
  /// No non-finite row and the score's grade met (K max ≤ the bound, or E
  /// max ≤ 1e-4).
  public var passes: Bool
}

/// What a band keeps of its rows: counts and maxima.
struct EvaluationBandTally: Sendable {
  var samples = 0
  var kMax: Double?
  var eMax: Double?
  var nonFinite = 0

  mutating func add(_ row: EvaluationRowScore) {
    samples += 1
    if let e = row.normalizedError { eMax = max(eMax ?? e, e) }
    if let k = row.conditionScaledError { kMax = max(kMax ?? k, k) } else { nonFinite += 1 }
  }

  func score(band: ErrorBand, bound: Double, grade: EvaluationGrade) -> EvaluationBandScore {
    let limit =
      grade == .faithful ? (kMax ?? 0) <= bound : (eMax ?? 0) <= EvaluationGrade.uiExactBound
    return EvaluationBandScore(
      band: band, samples: samples, kMax: kMax, eMax: eMax, nonFinite: nonFinite,
      passes: nonFinite == 0 && limit)
  }
}
