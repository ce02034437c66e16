//===--- TrajectoryAccuracy.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Sample errors of an evaluator on one case, with peaks taken from the truth.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Peaks of |x| and |v| over a case's trajectory, from the truth.
public struct TrajectoryPeaks: Sendable, Hashable {
  /// max |x(t)| over [0, horizon].
  public var position: Double
  /// max |v(t)| over [0, horizon].
  public var velocity: Double

  /// The exact maxima of the truth's |x| and |v| over [0, horizon] (at the
  /// ends and the first extremum, `MPFRTruth.peaks(through:)`), rounded to
  /// binary64 (+infinity for a peak beyond binary64's range).
  public init(of springCase: SpringCase, truth: MPFRTruth) {
    let peaks = truth.peaks(through: springCase.horizon)
    position = peaks.position.magnitudeDouble
    velocity = peaks.velocity.magnitudeDouble
  }
}

extension SampleError {
  /// The error of `computed` against the truth state `exact` at time `t`,
  /// normalized by the trajectory's `peaks`. The differences computed − truth
  /// are formed from the full-precision truth and rounded once.
  public init(
    time t: Double, computed: SpringState, exact: MPFRTruth.State, peaks: TrajectoryPeaks,
    dampedFrequency: Double
  ) {
    self.init(
      time: t, positionError: abs(exact.position.error(of: computed.position)),
      velocityError: abs(exact.velocity.error(of: computed.velocity)),
      peakPosition: peaks.position, peakVelocity: peaks.velocity, dampedFrequency: dampedFrequency)
  }
}

/// The errors of `evaluate` on every sample time of `springCase`.
///
/// - Parameters:
///   - springCase: the spring, its initial state and the sample times.
///   - evaluate: the method under test, mapping t to (x(t), v(t)).
public func sampleErrors(
  of springCase: SpringCase, evaluate: (Double) -> SpringState
) -> [SampleError] {
  let truth = MPFRTruth(spring: springCase.spring, initialState: springCase.initialState)
  let peaks = TrajectoryPeaks(of: springCase, truth: truth)
  let omegaD = springCase.spring.dampedFrequency
  return springCase.times.map { t in
    SampleError(
      time: t, computed: evaluate(t), exact: truth.state(at: t), peaks: peaks,
      dampedFrequency: omegaD)
  }
}
