//===--- UniformTimeGrid.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// Uniformly spaced sample times t_n = start + n·step, n = 0 ..< count — a
/// display's frame times, for instance (step = 1/60 s or 1/120 s).
///
/// The time of sample n is computed as `start + Double(n) * step` (two
/// roundings), the same value every evaluator in SpringLab uses for it.
public struct UniformTimeGrid: Hashable, Sendable {
  /// Time of the first sample in seconds, finite and ≥ 0.
  public let start: Double
  /// Spacing in seconds, finite and > 0.
  public let step: Double
  /// Number of samples, ≥ 0.
  public let count: Int

  /// Creates the grid after checking its domain.
  /// - Throws: `SpringInputError` naming `start`, `step` or `count`.
  public init(start: Double = 0, step: Double, count: Int) throws(SpringInputError) {
    self.start = try SpringInputError.requireNonNegative(start, "start")
    self.step = try SpringInputError.requirePositive(step, "step")
    guard count >= 0 else {
      throw SpringInputError(
        parameter: "count", value: Double(count), requirement: "an integer >= 0")
    }
    self.count = count
  }

  /// The time of sample `index`: start + index·step.
  @inlinable public func time(at index: Int) -> Double { start + Double(index) * step }
}
