//===--- SearchDomain.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Where the adversarial search may move within one sweep family: which of a
// row's six numbers (m, k, c, x0, v0, t) are free, how a coordinate is
// perturbed, and the family's bounds (SweepFamily.swift), so a witness found
// from a family's row is still a member of that family:
//
//   ui             m = 1 and x0 = −1 fixed; response 2π/ω0 in 0.15…1.2 s,
//                  ζ 0.05…2, |v0| ≤ 40, t ≤ 5 s
//   broad          m 1e-3…1e3, k 1e-2…1e6, ζ 1e-4…1e3, |x0| ≤ 1e4,
//                  |v0| ≤ 1e5, t ≤ min(12/slow rate, 200 periods)
//   near-critical  m 1e-2…1e2, k 1…1e4, |ζ − 1| ≤ 1e-2 (from the exact
//                  ζ² − 1), t ≤ min(12/slow rate, 50 periods)
//   critical       m = a², k = b², c = 2ab with 26-bit a and b (so c² = 4km
//                  exactly): mass moves a, stiffness moves b, damping follows;
//                  a 0.1…10, b 0.3…300, t ≤ 25/ω0
//   undamped       m 1e-2…1e2, k 1e-1…1e5, ζ = 0 (damping stays 0) or
//                  1e-9…1e-5, t ≤ 5000 periods
//   overdamped     m 1e-2…1e2, k 1e-1…1e5, ζ 10…1e6, t ≤ 12/slow rate
//
// A coordinate that is 0 stays 0 under a relative step (x0 = 0, v0 = 0,
// t = 0, c = 0): those rows are the family's too.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One of the six numbers of an `evaluate` row.
public enum SearchCoordinate: String, CaseIterable, Sendable {
  case mass, stiffness, damping, x0, v0, t
}

/// The part of a sweep family the adversarial search may explore.
struct SearchDomain: Sendable {
  let family: SweepFamily

  /// The coordinates a step may move, in a fixed order.
  var freeCoordinates: [SearchCoordinate] {
    switch family {
    case .ui: [.stiffness, .damping, .v0, .t]
    case .critical: [.mass, .stiffness, .x0, .v0, .t]
    default: SearchCoordinate.allCases
    }
  }

  /// `row` with `coordinate` multiplied by `factor` (1 + a relative step),
  /// or nil when the result leaves the family's domain or equals `row`.
  func perturb(
    _ row: EvaluationCase, _ coordinate: SearchCoordinate, by factor: Double
  ) -> EvaluationCase? {
    var mass = row.spring.mass
    var stiffness = row.spring.stiffness
    var damping = row.spring.damping
    var state = row.initialState
    var time = row.time
    switch coordinate {
    case .mass where family == .critical:
      let a = Self.shortSignificand(mass.squareRoot() * factor)
      mass = a * a
      damping = 2 * a * stiffness.squareRoot()
    case .stiffness where family == .critical:
      let b = Self.shortSignificand(stiffness.squareRoot() * factor)
      stiffness = b * b
      damping = 2 * mass.squareRoot() * b
    case .mass: mass *= factor
    case .stiffness: stiffness *= factor
    case .damping: damping *= factor
    case .x0: state.position *= factor
    case .v0: state.velocity *= factor
    case .t: time *= factor
    }
    guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping) else {
      return nil
    }
    let moved = EvaluationCase(
      id: row.id, family: row.family, spring: spring, initialState: state, time: time)
    return moved != row && contains(moved) ? moved : nil
  }

  /// Whether `row` lies in the family's domain (the file header's bounds).
  func contains(_ row: EvaluationCase) -> Bool {
    let spring = row.spring
    let (m, k) = (spring.mass, spring.stiffness)
    let (x0, v0, t) = (row.initialState.position, row.initialState.velocity, row.time)
    let zeta = spring.dampingRatio
    let omega0 = spring.naturalFrequency
    guard t.isFinite, t >= 0, x0.isFinite, v0.isFinite, omega0.isNormal else { return false }
    let period = 2 * Double.pi / omega0
    switch family {
    case .ui:
      return m == 1 && x0 == -1 && abs(v0) <= 40 && (0.15...1.2).contains(period)
        && (0.05...2).contains(zeta) && t <= 5
    case .broad:
      return (1e-3...1e3).contains(m) && (1e-2...1e6).contains(k) && (1e-4...1e3).contains(zeta)
        && abs(x0) <= 1e4 && abs(v0) <= 1e5 && t <= min(12 / slowRate(spring), 200 * period)
    case .nearCritical:
      let eta = spring.dampingExcess
      let offset = eta / (1 + (1 + eta).squareRoot())  // ζ − 1 without cancellation
      return (1e-2...1e2).contains(m) && (1...1e4).contains(k) && abs(offset) <= 1e-2
        && abs(x0) <= 1e4 && abs(v0) <= 1e5 && t <= min(12 / slowRate(spring), 50 * period)
    case .critical:
      let (a, b) = (m.squareRoot(), k.squareRoot())
      return a * a == m && b * b == k && spring.damping == 2 * a * b
        && Self.shortSignificand(a) == a && Self.shortSignificand(b) == b
        && (0.1...10).contains(a) && (0.3...300).contains(b) && abs(x0) <= 1e4 && abs(v0) <= 1e5
        && t <= 25 / omega0
    case .undamped:
      return (1e-2...1e2).contains(m) && (1e-1...1e5).contains(k)
        && (zeta == 0 || (1e-9...1e-5).contains(zeta)) && abs(x0) <= 1e4 && abs(v0) <= 1e5
        && t <= 5000 * period
    case .overdamped:
      return (1e-2...1e2).contains(m) && (1e-1...1e5).contains(k) && (10...1e6).contains(zeta)
        && abs(x0) <= 1e4 && abs(v0) <= 1e5 && t <= 12 / slowRate(spring)
    }
  }

  /// The slowest decay rate of the motion: ζω0, or ω0/(ζ + √(ζ² − 1)).
  private func slowRate(_ spring: Spring) -> Double {
    let (zeta, omega0) = (spring.dampingRatio, spring.naturalFrequency)
    return zeta <= 1 ? zeta * omega0 : omega0 / (zeta + (zeta * zeta - 1).squareRoot())
  }

  /// `value` rounded to a 26-bit significand (as SweepFamily's critical
  /// generator does), so that its square is exact.
  static func shortSignificand(_ value: Double) -> Double {
    guard value.isNormal else { return value }
    let exponent = value.exponent
    let scaled = Double(sign: .plus, exponent: 25 - exponent, significand: value).rounded()
    return Double(sign: .plus, exponent: exponent - 25, significand: scaled)
  }
}
