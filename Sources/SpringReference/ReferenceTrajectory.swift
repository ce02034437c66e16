//===--- ReferenceTrajectory.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// States of a free motion at requested times, integrated by a GSL stepper.
public struct ReferenceTrajectory: Hashable, Sendable {
  /// The stepper that produced the states.
  public var stepper: ODEStepper
  /// The requested times in seconds, as given (ascending).
  public var times: [Double]
  /// x(t) and v(t) at each requested time (approximate, to the tolerance).
  public var states: [SpringState]
  /// The cost of the whole run.
  public var statistics: IntegrationStatistics
}

/// Values and velocities of a retargeted motion at requested times,
/// integrated by a GSL stepper in absolute coordinates.
public struct RetargetedReference: Hashable, Sendable {
  /// The stepper that produced the samples.
  public var stepper: ODEStepper
  /// The requested times in seconds, as given (ascending).
  public var times: [Double]
  /// The animated value at each requested time.
  public var values: [Double]
  /// Its velocity in units per second.
  public var velocities: [Double]
  /// The cost of the whole run, over every segment.
  public var statistics: IntegrationStatistics
}
