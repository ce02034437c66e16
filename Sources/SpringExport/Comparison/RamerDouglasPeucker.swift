//===--- RamerDouglasPeucker.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The other common recipe: sample densely, then drop points with
// Ramer–Douglas–Peucker, again with no error bound on the motion. This is
// the linear() generator of jakearchibald/linear-easing-generator
// (src/shared/App/useOptimizedPoints.ts, src/workers/process-script/
// index.ts): 10,000 samples at inputs i/10,000, simplified with the
// distance from a point to a segment in the (input, output) plane, inputs
// then rounded to max(d, 2) decimals and outputs to d decimals.
//
// Its tolerance is a distance in that plane, not a vertical error, and the
// rounding comes after the simplification: neither bounds the deviation
// from the motion, which is what the comparison measures.
//
//===----------------------------------------------------------------------===//

/// Ramer–Douglas–Peucker simplification, for comparison.
public enum RamerDouglasPeucker {
  /// The indices of the points Ramer–Douglas–Peucker keeps from the
  /// polyline (x[i], y[i]) at `tolerance`: the first and last, and
  /// recursively the farthest point (by distance to the segment between the
  /// kept neighbours) while it is farther than `tolerance`.
  public static func simplify(x: [Double], y: [Double], tolerance: Double) -> [Int] {
    let count = min(x.count, y.count)
    guard count > 2 else { return Array(0..<count) }
    var keep = [Bool](repeating: false, count: count)
    keep[0] = true
    keep[count - 1] = true
    var pending = [(0, count - 1)]
    let limit = tolerance * tolerance
    while let (first, last) = pending.popLast() {
      guard last - first > 1 else { continue }
      var farthest = -1
      var distance = limit
      for index in (first + 1)..<last {
        let d = squaredSegmentDistance(
          x[index], y[index], x[first], y[first], x[last], y[last])
        if d > distance {
          distance = d
          farthest = index
        }
      }
      if farthest >= 0 {
        keep[farthest] = true
        pending.append((first, farthest))
        pending.append((farthest, last))
      }
    }
    return keep.indices.filter { keep[$0] }
  }

  /// The generator's recipe applied to `motion` over `duration` seconds:
  /// `samples` + 1 points at inputs i/`samples` (the last on the target),
  /// simplified at `tolerance` (progress units, as a distance in the
  /// (input, output) plane), inputs rounded to max(`valueDecimals`, 2)
  /// decimals and outputs to `valueDecimals`.
  /// - Throws: `ExportError.invalidParameter` for a duration or tolerance
  ///   that is not finite and > 0 or fewer than 2 samples.
  public static func linearEasingGenerator(
    _ motion: ProgressMotion, duration: Double, tolerance: Double, valueDecimals: Int,
    samples: Int = 10_000
  ) throws(ExportError) -> SampledEasing {
    let duration = try ExportError.requirePositive(duration, "duration")
    let tolerance = try ExportError.requirePositive(tolerance, "tolerance")
    guard samples >= 2 else {
      throw .invalidParameter(
        parameter: "samples", value: Double(samples), requirement: "at least 2")
    }
    let inputs = (0...samples).map { Double($0) / Double(samples) }
    let outputs = inputs.map { $0 >= 1 ? 1 : motion.progress(at: $0 * duration) }
    let kept = simplify(x: inputs, y: outputs, tolerance: tolerance)
    let inputDecimals = max(valueDecimals, 2)
    var items: [String] = []
    for (position, index) in kept.enumerated() {
      let output = DecimalText.text(outputs[index], decimals: valueDecimals) ?? "\(outputs[index])"
      if position == 0 || position == kept.count - 1 {
        items.append(output)
      } else {
        let units = FixedIntervalSampling.roundHalfUp(
          inputs[index] * DecimalText.powerOfTen(inputDecimals))
        items.append(
          output + " " + DecimalText.text(units: units, decimals: inputDecimals - 2) + "%")
      }
    }
    return try SampledEasing(
      linearFunction: "linear(" + items.joined(separator: ", ") + ")", duration: duration)
  }

  /// The squared distance from (px, py) to the segment (ax, ay)–(bx, by).
  static func squaredSegmentDistance(
    _ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double
  ) -> Double {
    var x = ax
    var y = ay
    let dx = bx - ax
    let dy = by - ay
    if dx != 0 || dy != 0 {
      let t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)
      if t > 1 {
        x = bx
        y = by
      } else if t > 0 {
        x += dx * t
        y += dy * t
      }
    }
    return (px - x) * (px - x) + (py - y) * (py - y)
  }
}
