//===--- ConformanceCases.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Seeded CASES rows drawn from the sweep families (SweepFamily.swift), for
// `springlab cases` and `springlab validate`.
//
//   evaluate  each spring of a family is asked at 8 times in [0, horizon]
//             (t = 0 and 7 drawn half uniformly, half log-uniformly), so a
//             family of N rows holds ⌈N/8⌉ springs;
//   settle    one row per spring, ε = f · max(|x0|, |v0|/ω0) with f
//             log-uniform in [1e-5, 0.1] (one row in 16: f in [2, 10], which
//             mostly never leaves the band), and on every other row
//             εv = g · max(|v0|, ω0|x0|), g log-uniform in [1e-5, 0.1].
//
// A family's rows depend only on (family, count, seed): asking for one
// family alone gives the same rows as it has among all of them.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Seeded CASES for the conformance kit.
public enum ConformanceCases {
  /// Rows per family when no count is given.
  public static let defaultCount = 200
  /// Sample times per spring in `evaluate` cases.
  public static let timesPerSpring = 8

  /// `count` rows per family, families in the order given; ids "1", "2", …
  /// over the whole list.
  public static func evaluation(
    families: [SweepFamily], count: Int, seed: UInt64
  ) -> [EvaluationCase] {
    var rows: [EvaluationCase] = []
    for family in families {
      let springs = family.cases(
        count: (max(0, count) + timesPerSpring - 1) / timesPerSpring, seed: seed,
        samplesPerCase: timesPerSpring)
      var familyRows: [EvaluationCase] = []
      for springCase in springs {
        for time in springCase.times where familyRows.count < count {
          familyRows.append(
            EvaluationCase(
              family: family.rawValue, spring: springCase.spring,
              initialState: springCase.initialState, time: time))
        }
      }
      rows += familyRows
    }
    for index in rows.indices { rows[index].id = String(index + 1) }
    return rows
  }

  /// `count` rows per family (one spring each), families in the order
  /// given; ids "1", "2", … over the whole list.
  public static func settling(
    families: [SweepFamily], count: Int, seed: UInt64
  ) -> [SettlingCase] {
    var rows: [SettlingCase] = []
    for family in families {
      let springs = family.cases(count: max(0, count), seed: seed, samplesPerCase: 2)
      let salt = UInt64(SweepFamily.allCases.firstIndex(of: family) ?? 0) + 1
      var random = SplitMix64(seed: seed ^ (salt &* 0xD1B5_4A32_D192_ED03))
      for (index, springCase) in springs.enumerated() {
        let spring = springCase.spring
        let state = springCase.initialState
        let omega0 = spring.naturalFrequency
        let fraction = index % 16 == 15 ? random.uniform(2, 10) : random.logUniform(1e-5, 0.1)
        let velocityFraction = random.logUniform(1e-5, 0.1)
        let scale = max(abs(state.position), abs(state.velocity) / omega0)
        let velocityScale = max(abs(state.velocity), omega0 * abs(state.position))
        let epsilon = positiveOrOne(scale * fraction)
        let velocityEpsilon = index % 2 == 1 ? positiveOrOne(velocityScale * velocityFraction) : nil
        rows.append(
          SettlingCase(
            family: family.rawValue, spring: spring, initialState: state, threshold: epsilon,
            velocityThreshold: velocityEpsilon))
      }
    }
    for index in rows.indices { rows[index].id = String(index + 1) }
    return rows
  }

  private static func positiveOrOne(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 1
  }
}

extension SweepFamily {
  /// One line describing the family, for `springlab cases --list`.
  public var summary: String {
    switch self {
    case .ui:
      "everyday UI springs: response 0.15–1.2 s, ζ 0.05–2, m = 1, x0 = −1, |v0| ≤ 40"
    case .broad:
      "broad physical ranges: m 1e-3–1e3, k 1e-2–1e6, ζ 1e-4–1e3, |x0| ≤ 1e4, |v0| ≤ 1e5"
    case .nearCritical:
      "near-critical: 1e-16 ≤ |ζ − 1| ≤ 1e-2 on both sides of critical damping"
    case .critical:
      "exactly critical: c² = 4km holds exactly for the binary64 inputs"
    case .undamped:
      "undamped (ζ = 0) and nearly undamped (1e-9 ≤ ζ ≤ 1e-5) over 1000–5000 periods"
    case .overdamped:
      "heavily overdamped: 10 ≤ ζ ≤ 1e6"
    }
  }
}
