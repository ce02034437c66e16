//===--- PiecewiseLinearCurve.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A curve through points joined by straight lines — what `linear()`, CSS
// keyframes with linear timing and Core Animation's linear keyframes draw.
//
//===----------------------------------------------------------------------===//

/// Points (time, progress) joined by straight lines.
///
/// Times are in seconds and never decrease; two points may share a time (a
/// jump). Between the first and the last time the curve is evaluated the way
/// CSS Easing Level 2 evaluates `linear()`
/// (https://drafts.csswg.org/css-easing-2/#linear-easing-function-output):
/// the last point at or before t and the one after it; at a shared time the
/// later point's value.
public struct PiecewiseLinearCurve: Hashable, Sendable {
  /// The points' times in seconds, non-decreasing.
  public let times: [Double]
  /// The points' progress values (0 = start, 1 = target).
  public let values: [Double]

  /// Creates the curve through `(times[i], values[i])`.
  ///
  /// - Throws: `ExportError.unreadable` when there are fewer than two
  ///   points, the arrays differ in length, a number is not finite or the
  ///   times decrease.
  public init(times: [Double], values: [Double]) throws(ExportError) {
    guard times.count == values.count else {
      throw .unreadable(reason: "\(times.count) times but \(values.count) values")
    }
    guard times.count >= 2 else { throw .unreadable(reason: "fewer than two points") }
    for index in times.indices {
      guard times[index].isFinite, values[index].isFinite else {
        throw .unreadable(reason: "point \(index + 1) is not finite")
      }
      if index > 0 && times[index] < times[index - 1] {
        throw .unreadable(reason: "point \(index + 1) comes before point \(index)")
      }
    }
    self.times = times
    self.values = values
  }

  /// The number of points.
  public var count: Int { times.count }

  /// The time of the last point, in seconds.
  public var endTime: Double { times[times.count - 1] }

  /// The curve's value at `t` seconds, extended along the first and last
  /// pieces outside [first time, last time] (as CSS does).
  public func value(at t: Double) -> Double {
    // The last point at or before t (0 if none), kept one before the end.
    var low = 0
    var high = times.count - 1
    if t >= times[high] {
      low = high
    } else {
      while high - low > 1 {
        let middle = (low + high) / 2
        if times[middle] <= t { low = middle } else { high = middle }
      }
      if times[low] > t { low = 0 }
    }
    if low == times.count - 1 { low -= 1 }
    let a = low
    let b = low + 1
    if times[a] == times[b] { return values[b] }
    let fraction = (t - times[a]) / (times[b] - times[a])
    return values[a] + fraction * (values[b] - values[a])
  }
}
