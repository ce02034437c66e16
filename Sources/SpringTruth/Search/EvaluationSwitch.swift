//===--- EvaluationSwitch.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The times where SpringLab's evaluation changes formula, which the
// adversarial search's aimed phase (AimedRows.swift) asks on both sides:
// the closed form (`SpringMotion.closedFormPair(at:)`), the batched kernel
// (`SpringMotionBatch`) and the frame grid's anchors and table entries
// (`FrameGridSampler`) switch at ωd·t = 1 (Taylor tails to the compensated
// large phase) and ωd·t = 3 (to the plain large phase), γ·t = 1 (the frame
// grid's anchors and entries at γ·t = 1/8), α·t = 708 and, for ζ > 1,
// (α + γ)·t = 708; and where such a time sits in a frame-grid row.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// One time where the evaluation changes formula: `rate`·t = `threshold`.
struct EvaluationSwitch: Sendable, Hashable {
  /// Which switch.
  enum Kind: String, CaseIterable, Sendable {
    /// ωd·t = 1 (ζ < 1).
    case phase = "ωd·t = 1"
    /// ωd·t = 3 (ζ < 1).
    case compensatedPhase = "ωd·t = 3"
    /// γ·t = 1 (ζ > 1).
    case hyperbolic = "γ·t = 1"
    /// γ·t = 1/8 (ζ > 1), the frame grid's anchors and table entries.
    case frameGridHyperbolic = "γ·t = 1/8"
    /// α·t = 708.
    case deepDecay = "α·t = 708"
    /// (α + γ)·t = 708 (ζ > 1).
    case fastDecay = "(α+γ)·t = 708"

    /// Whether the switch is at a phase ωd·t or γ·t (not a decay).
    var isPhase: Bool { self != .deepDecay && self != .fastDecay }
  }

  /// The phase ωd·t or γ·t up to which the compensated kernel runs
  /// (`SpringMotion.hyperbolicLimit`, and the oscillating form's phase of 1;
  /// internal to SpringModel, so restated here).
  static let phaseLimit = 1.0
  /// The phase up to which the large-phase form is compensated
  /// (`SpringMotion.compensatedPhaseLimit`).
  static let compensatedPhaseLimit = 3.0
  /// γ·t from which a frame grid's anchors and table entries take the two
  /// exponentials (`SpringMotion.closedFormPair(at:accurate:)`).
  static let frameGridHyperbolicLimit = 0.125
  /// The decay exponent from which the outlying form runs
  /// (`SpringMotion.deepDecay`).
  static let deepDecayLimit = 708.0

  /// Which switch.
  var kind: Kind
  /// Its rate as the `Spring` computes it (1/s).
  var rate: Double
  /// rate·t at the switch.
  var threshold: Double

  /// The time of the switch, threshold/rate rounded.
  var time: Double { threshold / rate }

  /// The switches of `spring` with a positive finite rate.
  static func of(_ spring: Spring) -> [EvaluationSwitch] {
    let alpha = spring.decayRate
    var all: [EvaluationSwitch] = []
    switch spring.regime {
    case .undamped, .underdamped:
      all = [
        Self(kind: .phase, rate: spring.dampedFrequency, threshold: phaseLimit),
        Self(
          kind: .compensatedPhase, rate: spring.dampedFrequency, threshold: compensatedPhaseLimit),
        Self(kind: .deepDecay, rate: alpha, threshold: deepDecayLimit),
      ]
    case .critical:
      all = [Self(kind: .deepDecay, rate: alpha, threshold: deepDecayLimit)]
    case .overdamped:
      let gamma = spring.overdampedRate
      all = [
        Self(kind: .hyperbolic, rate: gamma, threshold: phaseLimit),
        Self(kind: .frameGridHyperbolic, rate: gamma, threshold: frameGridHyperbolicLimit),
        Self(kind: .deepDecay, rate: alpha, threshold: deepDecayLimit),
        Self(kind: .fastDecay, rate: alpha + gamma, threshold: deepDecayLimit),
      ]
    }
    return all.filter { $0.rate > 0 && $0.rate.isFinite && $0.time.isNormal }
  }
}

/// Where an aimed row's switch time T sits in a frame-grid row of time t:
/// the frame count n with n·(t/1024) = T.
enum AimedPlacement: Int, CaseIterable, Sendable {
  /// t itself (frame 1024).
  case time = 1024
  /// The anchor of frame 1024, at 1012h.
  case anchor = 1012
  /// The table entry of frame 1024, Φ(12h).
  case entry = 12
}
