//===--- VelocityUnit.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// How an API takes the animation's initial velocity.
public enum VelocityUnit: Hashable, Sendable {
  /// Distances per second, positive toward the target: Apple's "unit
  /// coordinate system, where 1 is defined as traveling the total animation
  /// distance in a second" [A: UIKit and Core Animation headers].
  case distancesPerSecond
  /// The animated value's units per second, positive when the value grows
  /// (Compose, androidx, Flutter, Motion, Rebound, SwiftUI `Spring`'s
  /// evaluation methods).
  case unitsPerSecond
  /// The animated value's units per millisecond, positive when the value
  /// grows (react-spring's `config.velocity`, integrated in 1 ms steps).
  case unitsPerMillisecond
  /// The API takes no initial velocity; the text says what it does instead.
  case notAccepted(String)

  /// The unit's symbol for listings.
  public var symbol: String {
    switch self {
    case .distancesPerSecond: "distances/s"
    case .unitsPerSecond: "units/s"
    case .unitsPerMillisecond: "units/ms"
    case .notAccepted: ""
    }
  }
}
