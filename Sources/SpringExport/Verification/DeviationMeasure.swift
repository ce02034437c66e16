//===--- DeviationMeasure.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The largest deviation of any piecewise-linear curve from the motion,
// enclosed from both sides: a lower bound that some instant attains and an
// upper bound that no instant exceeds.
//
// Branch and bound: every piece starts as one interval; the interval whose
// error enclosure (ErrorEnclosure) reaches highest is bisected next, and every
// evaluation raises the lower bound. It stops once no interval can exceed the
// lower bound by more than the requested precision.
//
//===----------------------------------------------------------------------===//

/// The largest |curve(t) − p(t)| over the curve's span, enclosed.
public struct DeviationBound: Hashable, Sendable {
  /// A deviation the curve attains (at `time`), in progress units.
  public var lower: Double
  /// A deviation the curve never exceeds on its span, in progress units:
  /// proven from the closed form's curvature bound, up to the closed form's
  /// own rounding (a few ulps of 1).
  public var upper: Double
  /// An instant (seconds) where `lower` is attained.
  public var time: Double
  /// Closed-form evaluations spent.
  public var evaluations: Int
}

extension ProgressMotion {
  /// The largest deviation of `curve` from this motion over
  /// [curve's first time, curve's last time], enclosed to within
  /// `relativePrecision` of itself (or `absolutePrecision`, whichever is
  /// larger).
  ///
  /// Rigorous between samples: each piece's error is bounded by its values,
  /// slopes and the curvature bound at evaluated instants (see
  /// `ErrorEnclosure`), and refined where that bound could exceed the
  /// deviation found. At a jump (two points at one time) both values count.
  /// With `provingAtMost`, refinement also goes on while the upper bound
  /// exceeds that level and the lower bound does not, so that a curve within
  /// it is shown to be. When `evaluationBudget` runs out, `upper` is still a
  /// valid bound, only a looser one.
  public func maximumDeviation(
    of curve: PiecewiseLinearCurve, relativePrecision: Double = 1e-3,
    absolutePrecision: Double = 1e-13, provingAtMost level: Double? = nil,
    evaluationBudget: Int = 2_000_000
  ) -> DeviationBound {
    var heap = IntervalHeap()
    var lower = 0.0
    var lowerTime = curve.times[0]
    var evaluations = 0
    func record(_ point: ErrorPoint) {
      if abs(point.error) > lower {
        lower = abs(point.error)
        lowerTime = point.time
      }
    }
    for index in 0..<(curve.count - 1) {
      let t0 = curve.times[index]
      let t1 = curve.times[index + 1]
      let y0 = curve.values[index]
      let y1 = curve.values[index + 1]
      if t1 == t0 {
        for value in [y0, y1] {
          let error = abs(progress(at: t0) - value)
          evaluations += 1
          if error > lower { (lower, lowerTime) = (error, t0) }
        }
        continue
      }
      let chord = Chord(from: t0, y0, to: t1, y1)
      let left = errorPoint(at: t0, of: chord)
      let right = errorPoint(at: t1, of: chord)
      evaluations += 2
      record(left)
      record(right)
      heap.push(Interval(left: left, right: right, chord: chord))
    }
    var unsplittable = 0.0
    while let top = heap.peek {
      let precise = top.reach <= max(lower * (1 + relativePrecision), lower + absolutePrecision)
      let proven = level.map { top.reach <= $0 || lower > $0 } ?? true
      if precise && proven { break }
      heap.pop()
      let left = top.left
      let right = top.right
      let middleTime = left.time + 0.5 * (right.time - left.time)
      guard middleTime > left.time, middleTime < right.time, evaluations < evaluationBudget else {
        unsplittable = max(unsplittable, top.reach)
        continue
      }
      let middle = errorPoint(at: middleTime, of: top.chord)
      evaluations += 1
      record(middle)
      heap.push(Interval(left: left, right: middle, chord: top.chord))
      heap.push(Interval(left: middle, right: right, chord: top.chord))
    }
    let upper = max(lower, unsplittable, heap.peek?.reach ?? 0)
    return DeviationBound(lower: lower, upper: upper, time: lowerTime, evaluations: evaluations)
  }
}

/// One interval of a piece with the most its |error| can reach there.
private struct Interval {
  let left: ErrorPoint
  let right: ErrorPoint
  let chord: Chord
  let reach: Double

  init(left: ErrorPoint, right: ErrorPoint, chord: Chord) {
    self.left = left
    self.right = right
    self.chord = chord
    let bounds = ErrorEnclosure.bounds(left, right)
    reach = max(bounds.upper, -bounds.lower)
  }
}

/// A binary max-heap of intervals by reach.
private struct IntervalHeap {
  private var items: [Interval] = []

  var peek: Interval? { items.first }

  mutating func push(_ item: Interval) {
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[parent].reach < items[child].reach else { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  mutating func pop() {
    guard !items.isEmpty else { return }
    items.swapAt(0, items.count - 1)
    items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var largest = parent
      if left < items.count && items[left].reach > items[largest].reach { largest = left }
      if right < items.count && items[right].reach > items[largest].reach { largest = right }
      if largest == parent { return }
      items.swapAt(parent, largest)
      parent = largest
    }
  }
}
