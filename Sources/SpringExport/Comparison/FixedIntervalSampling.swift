//===--- FixedIntervalSampling.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The common way to turn a spring into `linear()`: sample it at fixed time
// steps and round, with no error bound. This is Motion's recipe
// (motiondivision/motion, packages/motion-dom/src/animation/waapi/utils/
// linear.ts, `generateLinearEasing`): N = max(round(duration / 10 ms), 2)
// evenly spaced stops at progress i/(N − 1), each output rounded to 4
// decimals with JavaScript's Math.round (halves up), stops listed without
// percentages.
//
//===----------------------------------------------------------------------===//

/// Fixed-interval sampling, as Motion does it, for comparison.
public enum FixedIntervalSampling {
  /// The `linear()` text of `easing` (input progress → output progress)
  /// sampled over `durationMilliseconds`: max(round(duration/resolution), 2)
  /// stops at inputs i/(N − 1), outputs rounded to `decimals` decimals
  /// (halves up), no percentages.
  public static func linearFunction(
    durationMilliseconds: Double, resolutionMilliseconds: Double = 10, decimals: Int = 4,
    easing: (Double) -> Double
  ) -> String {
    let count = max(roundHalfUp(durationMilliseconds / resolutionMilliseconds), 2)
    let scale = DecimalText.powerOfTen(decimals)
    var items: [String] = []
    items.reserveCapacity(count)
    for index in 0..<count {
      let units = roundHalfUp(easing(Double(index) / Double(count - 1)) * scale)
      items.append(DecimalText.text(units: units, decimals: decimals))
    }
    return "linear(" + items.joined(separator: ", ") + ")"
  }

  /// Motion's recipe applied to `motion` over `duration` seconds: every
  /// `resolution` seconds (10 ms), `decimals` (4) decimals. The last stop is
  /// the target, as Motion's generator reports it once the spring is done.
  /// - Throws: `ExportError.invalidParameter` for a duration or resolution
  ///   that is not finite and > 0, or more than 10⁶ stops.
  public static func motionRecipe(
    _ motion: ProgressMotion, duration: Double, resolution: Double = 0.010, decimals: Int = 4
  ) throws(ExportError) -> SampledEasing {
    let duration = try ExportError.requirePositive(duration, "duration")
    let resolution = try ExportError.requirePositive(resolution, "resolution")
    guard duration / resolution <= 1e6 else {
      throw .invalidParameter(
        parameter: "duration / resolution", value: duration / resolution,
        requirement: "at most 1e6 stops")
    }
    let text = linearFunction(
      durationMilliseconds: duration * 1000, resolutionMilliseconds: resolution * 1000,
      decimals: decimals
    ) { input in input >= 1 ? 1 : motion.progress(at: input * duration) }
    return try SampledEasing(linearFunction: text, duration: duration)
  }

  /// JavaScript's Math.round: the nearest integer, halves toward +∞;
  /// saturated far beyond any count or printed value.
  static func roundHalfUp(_ value: Double) -> Int {
    let rounded = (value + 0.5).rounded(.down)
    guard rounded.isFinite else { return 0 }
    return Int(max(-0x1p62, min(0x1p62, rounded)))
  }
}
