//===--- DampingRegime.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// The four qualitatively different motions of `m x'' + c x' + k x = 0`.
///
/// The regime is decided *exactly* from the binary64 inputs: `critical` means
/// c² = 4km holds exactly for the given doubles (see `Spring.regime`).
public enum DampingRegime: String, Sendable, Hashable, CaseIterable {
  /// c = 0: a pure oscillation that never decays (ζ = 0).
  case undamped
  /// 0 < ζ < 1: an oscillation inside a decaying exponential envelope.
  case underdamped
  /// ζ = 1 exactly: the fastest return without oscillation.
  case critical
  /// ζ > 1: a sum of two decaying exponentials; crosses zero at most once.
  case overdamped

  /// The regime named `rawValue` (`undamped`, `underdamped`, `critical` or
  /// `overdamped`); nil for any other text.
  public init?(rawValue: String) {
    switch rawValue {
    case "undamped": self = .undamped
    case "underdamped": self = .underdamped
    case "critical": self = .critical
    case "overdamped": self = .overdamped
    default: return nil
    }
  }
}
