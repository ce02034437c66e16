//===--- ExportError.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every reason SpringExport refuses a request, phrased so that a command-line
// tool can print it as it is.
//
//===----------------------------------------------------------------------===//

/// Why an export, a measurement or a parse was refused.
public enum ExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A number outside its domain: `parameter` must be `requirement`.
  case invalidParameter(parameter: String, value: Double, requirement: String)
  /// The spring never settles (undamped): no finite duration keeps the
  /// motion within the tolerance afterwards.
  case neverSettles(tolerance: Double)
  /// The motion never leaves the tolerance band around the target, so the
  /// duration would be 0 and there is nothing to approximate.
  case nothingToAnimate(tolerance: Double)
  /// The tolerance asks for more printed digits than the formats carry, or is
  /// below the evaluation error the check has to reserve.
  case toleranceTooSmall(tolerance: Double, reason: String)
  /// The curve would need more than `limit` stops.
  case tooManyStops(limit: Int)
  /// Proving the curve would take more than `evaluations` evaluations of
  /// the motion (its time scales are too far apart for the tolerance):
  /// refused within the export's time budget instead of searched for at
  /// length. `timeScaleRatio` is the slowest time scale over the fastest.
  case tooMuchWork(evaluations: Int, timeScaleRatio: Double)
  /// A printed number would need more digits than binary64 holds exactly.
  case numberTooLarge(value: Double, decimals: Int)
  /// A `linear()` string, keyframes block or key-time list that does not
  /// parse; `reason` says where.
  case unreadable(reason: String)
  /// The emitted curve failed its own verification (a bug, never expected).
  case verificationFailed(reason: String)

  /// The reason in words, as `springlab export` prints it.
  public var description: String {
    switch self {
    case .invalidParameter(let parameter, let value, let requirement):
      return "\(parameter) must be \(requirement) (got \(value))"
    case .neverSettles(let tolerance):
      return "the spring never settles (it is undamped): no duration keeps the motion within "
        + "\(tolerance) of the distance after it ends"
    case .nothingToAnimate(let tolerance):
      return "the motion never leaves \(tolerance) of the distance around the target: "
        + "the duration would be 0 and there is nothing to export"
    case .toleranceTooSmall(let tolerance, let reason):
      return "tolerance \(tolerance) of the distance is too small: \(reason)"
    case .tooManyStops(let limit):
      return
        "the curve would need more than \(limit) stops at this tolerance "
        + "(the spring rings too long "
        + "for it); give a larger tolerance"
    case .tooMuchWork(let evaluations, let ratio):
      let shown = ratio.isFinite ? "\(Float(ratio))" : "beyond 1e308"
      return
        "proving the curve at this tolerance would take more than \(evaluations) evaluations "
        + "of the motion (its slowest and fastest time scales differ by a factor of \(shown)); "
        + "give a larger tolerance"
    case .numberTooLarge(let value, let decimals):
      return "\(value) cannot be printed with \(decimals) decimals exactly in binary64"
    case .unreadable(let reason):
      return "cannot read the curve: \(reason)"
    case .verificationFailed(let reason):
      return "internal error: the emitted curve failed its verification: \(reason)"
    }
  }

  /// Returns `value` when it is finite and > 0, otherwise throws.
  static func requirePositive(_ value: Double, _ parameter: String) throws(ExportError) -> Double {
    guard value.isFinite, value > 0 else {
      throw .invalidParameter(
        parameter: parameter, value: value, requirement: "a finite number > 0")
    }
    return value
  }

  /// Returns `value` when it is finite, otherwise throws.
  static func requireFinite(_ value: Double, _ parameter: String) throws(ExportError) -> Double {
    guard value.isFinite else {
      throw .invalidParameter(parameter: parameter, value: value, requirement: "a finite number")
    }
    return value
  }
}
