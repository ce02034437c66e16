//===--- AccuracyMetrics.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How wrong a double-precision trajectory is, measured against the truth.
//
//   normalized error   E = max(|Δx| / peak|x|, |Δv| / peak|v|)
//   condition-scaled   K = E / (2⁻⁵² · (1 + |ωd t|))
//
// Pointwise relative error is meaningless at zero crossings, so errors are
// scaled by the trajectory's peaks. The factor 1 + |ωd t| is the error any
// binary64 evaluation inherits from rounding the phase ωd·t: K ≈ 1 is the
// limit of the format.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The binary64 unit of condition-scaled error, 2⁻⁵².
public let binary64Unit = Double.ulpOfOne

/// Errors of one evaluated sample against the truth.
public struct SampleError: Sendable, Hashable {
  /// Time of the sample in seconds.
  public var time: Double
  /// |Δx| / peak|x| (0 when the peak is 0 and Δx is 0).
  public var position: Double
  /// |Δv| / peak|v|.
  public var velocity: Double
  /// The phase factor 1 + |ωd t| (1 for ζ ≥ 1).
  public var phaseFactor: Double

  /// E = max of the two normalized errors.
  public var normalized: Double { max(position, velocity) }
  /// Condition-scaled position error |Δx| / (peak|x| · 2⁻⁵² · (1 + |ωd t|)).
  public var scaledPosition: Double { position / (binary64Unit * phaseFactor) }
  /// Condition-scaled velocity error.
  public var scaledVelocity: Double { velocity / (binary64Unit * phaseFactor) }
  /// K = E / (2⁻⁵² · (1 + |ωd t|)).
  public var conditionScaled: Double { normalized / (binary64Unit * phaseFactor) }

  /// Creates the error of one sample from absolute errors and peaks.
  ///
  /// A zero peak with a zero error gives 0; a zero peak with a non-zero error
  /// gives +infinity (any error on a trajectory that is identically zero is
  /// infinitely wrong in relative terms).
  public init(
    time: Double, positionError: Double, velocityError: Double,
    peakPosition: Double, peakVelocity: Double, dampedFrequency: Double
  ) {
    func ratio(_ error: Double, _ peak: Double) -> Double {
      error == 0 ? 0 : (peak > 0 ? error / peak : .infinity)
    }
    self.time = time
    self.position = ratio(positionError, peakPosition)
    self.velocity = ratio(velocityError, peakVelocity)
    self.phaseFactor = 1 + abs(dampedFrequency * time)
  }
}

/// Maximum, 99th percentile and root-mean-square of a set of errors.
public struct ErrorSummary: Sendable, Hashable {
  /// Number of samples summarized.
  public var count: Int
  /// Largest value (0 for no samples).
  public var max: Double
  /// 99th percentile by the nearest-rank method (0 for no samples).
  public var p99: Double
  /// √(mean of squares) (0 for no samples).
  public var rms: Double

  /// Summarizes `values`, which must not contain NaN.
  public init<C: Collection>(_ values: C) where C.Element == Double {
    count = values.count
    guard !values.isEmpty else {
      max = 0
      p99 = 0
      rms = 0
      return
    }
    let sorted = values.sorted()
    max = sorted[sorted.count - 1]
    let rank = Int((0.99 * Double(sorted.count)).rounded(.up))
    p99 = sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
    rms = (sorted.reduce(0) { $0 + $1 * $1 } / Double(sorted.count)).squareRoot()
  }
}
