//===--- ConformanceTask.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The two questions the conformance kit asks an evaluator: where is the
// spring at time t (evaluate), and when does it settle (settle).
//
//===----------------------------------------------------------------------===//

/// What an evaluator under test computes for each row of a CASES file.
public enum ConformanceTask: String, CaseIterable, Sendable {
  /// x(t) and v(t): CASES columns `mass,stiffness,damping,x0,v0,t`, RESULTS
  /// columns `position,velocity`.
  case evaluate
  /// The exact settling time: CASES columns `mass,stiffness,damping,x0,v0,
  /// epsilon` (and optionally `velocity_epsilon`), RESULTS column
  /// `settling_time`.
  case settle

  /// The default verdict bound: the condition-scaled error K ≤ 4 for
  /// `evaluate` (a correct binary64 evaluator stays at K ≈ 1–2); the
  /// relative error of finite settling times ≤ 1e-9 for `settle` (a correct
  /// one is at ~1e-15; sampled or envelope estimates are off by 1e-3 or more).
  public var defaultBound: Double {
    switch self {
    case .evaluate: 4
    case .settle: 1e-9
    }
  }

  /// The CASES columns every row must have, in the order `springlab cases`
  /// writes them (after `id,family`).
  public var caseColumns: [String] {
    switch self {
    case .evaluate: ["mass", "stiffness", "damping", "x0", "v0", "t"]
    case .settle: ["mass", "stiffness", "damping", "x0", "v0", "epsilon"]
    }
  }

  /// The RESULTS columns an evaluator writes.
  public var resultColumns: [String] {
    switch self {
    case .evaluate: ["position", "velocity"]
    case .settle: ["settling_time"]
    }
  }
}
