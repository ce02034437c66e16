//===--- RestDecision.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// When an engine's rule declares a motion at rest, what it throws away, and
/// the exact settling times to compare with.
///
/// Times are seconds from release; lengths are in the engine's units
/// (distance × the normalized displacement).
public struct RestDecision: Sendable, Hashable {
  /// The frame time at which the engine declares rest (and snaps, if it
  /// does); `+infinity` when the rule never holds within the horizon.
  public var declaredTime: Double
  /// The time of the state that passed the test: `declaredTime` for
  /// frame-checked rules and Compose; for react-spring the 1 ms substep at
  /// which rest was found (≤ declaredTime). `+infinity` if never declared.
  public var restStateTime: Double
  /// |x| of the state that passed the test (engine units): how far from the
  /// target the spring still was. 0 when never declared.
  public var displacement: Double
  /// What the engine discards by snapping to the target: `displacement` for
  /// engines that snap, 0 for Flutter (which instead ends `displacement` off
  /// target).
  public var snapJump: Double
  /// The exact settling time for the rule's position threshold alone: the
  /// last time |x| crosses it (SpringMotion.settlingTime).
  public var exactTime: Double
  /// The exact settling time with the velocity threshold as well (equal to
  /// `exactTime` when the rule has none).
  public var exactTimeWithVelocity: Double
  /// The thresholds the rule used (engine units).
  public var thresholds: RestThresholds

  /// Whether the rule held within the horizon.
  public var isDeclared: Bool { declaredTime.isFinite }

  /// declaredTime − exactTime: positive when the engine runs on after the
  /// motion is within the position threshold for good, negative when it
  /// stops early; NaN when both are infinite (an undamped spring).
  public var settlingError: Double { declaredTime - exactTime }

  /// Creates a decision from its parts.
  public init(
    declaredTime: Double, restStateTime: Double, displacement: Double, snapJump: Double,
    exactTime: Double, exactTimeWithVelocity: Double, thresholds: RestThresholds
  ) {
    self.declaredTime = declaredTime
    self.restStateTime = restStateTime
    self.displacement = displacement
    self.snapJump = snapJump
    self.exactTime = exactTime
    self.exactTimeWithVelocity = exactTimeWithVelocity
    self.thresholds = thresholds
  }
}
