//===--- ChordCheck.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Proves that one straight piece stays within a tolerance of the motion at
// every instant of its span — not only at samples.
//
// The span is bisected breadth-first. An interval is settled as soon as its
// error enclosure (ErrorEnclosure) lies within ±limit; an evaluated error
// beyond the limit refutes the piece at once. Coarse levels come first, so a
// piece that is too long is usually refuted after a handful of evaluations.
//
//===----------------------------------------------------------------------===//

/// The verdict on one piece.
enum ChordVerdict: Equatable {
  /// |p(t) − chord(t)| ≤ limit at every t of the span, proven.
  case proven
  /// An evaluated |p(t) − chord(t)| exceeds the limit.
  case exceeded
  /// Neither, within the evaluation budget (treated as not proven).
  case undecided
}

/// Checks pieces of a curve against a motion and a limit.
struct ChordCheck {
  let motion: ProgressMotion
  /// The largest |error| allowed, in progress units.
  let limit: Double
  /// The most closed-form evaluations one verdict may spend.
  var budget = 20_000
  /// The most closed-form evaluations all verdicts together may spend;
  /// once spent, every verdict is `.undecided` and `isExhausted` is true.
  var totalBudget = Int.max
  /// Evaluations spent so far, over all verdicts (for cost tests).
  private(set) var evaluations = 0

  /// Whether `totalBudget` is spent.
  var isExhausted: Bool { evaluations >= totalBudget }

  init(motion: ProgressMotion, limit: Double) {
    self.motion = motion
    self.limit = limit
  }

  /// Whether the straight piece from (t0, y0) to (t1, y1), t0 < t1, stays
  /// within `limit` of the motion on [t0, t1].
  mutating func verdict(from t0: Double, _ y0: Double, to t1: Double, _ y1: Double) -> ChordVerdict
  {
    guard !isExhausted else { return .undecided }
    let budget = min(self.budget, totalBudget - evaluations)
    let chord = Chord(from: t0, y0, to: t1, y1)
    let first = motion.errorPoint(at: t0, of: chord)
    let last = motion.errorPoint(at: t1, of: chord)
    evaluations += 2
    guard abs(first.error) <= limit, abs(last.error) <= limit else { return .exceeded }
    var queue = [(first, last)]
    var head = 0
    var spent = 2
    while head < queue.count {
      let (left, right) = queue[head]
      head += 1
      let bounds = ErrorEnclosure.bounds(left, right)
      if bounds.lower >= -limit && bounds.upper <= limit { continue }
      let middleTime = left.time + 0.5 * (right.time - left.time)
      guard middleTime > left.time, middleTime < right.time, spent < budget else {
        return .undecided
      }
      let middle = motion.errorPoint(at: middleTime, of: chord)
      spent += 1
      evaluations += 1
      guard abs(middle.error) <= limit else { return .exceeded }
      queue.append((left, middle))
      queue.append((middle, right))
      // Reclaim the consumed front now and then; the queue stays short.
      if head > 4096 {
        queue.removeFirst(head)
        head = 0
      }
    }
    return .proven
  }
}
