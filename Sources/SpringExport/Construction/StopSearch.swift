//===--- StopSearch.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The greedy longest-piece construction: from each stop, the farthest grid
// instant whose straight piece is proven within the tolerance (ChordCheck)
// becomes the next stop.
//
// Two searches for "the farthest":
//
// - linear scan: try n + 1, n + 2, … and stop at the first piece that fails
//   (the plain construction; the yardstick in tests);
// - galloping: try the previous piece's length, double or halve it until a
//   proven and a failed length bracket the answer, then bisect to adjacent
//   lengths. It ends on a proven length L whose L + 1 fails, so L is never
//   shorter than the linear scan's from the same stop, at a logarithmic
//   number of checks.
//
// And two ways to place a stop's value:
//
// - on the curve: the motion's value at the instant, rounded;
// - shifted: moved by up to 0.9 of the tolerance toward the side the curve
//   bends to (against the sign of p''), so that a chord of a bending curve
//   can deviate by up to 1.9 tolerances from it and still stay within one
//   tolerance of the motion: pieces up to √1.9 ≈ 1.4 times as long. Each
//   shift is tried from the largest down to none, and taken only if the
//   piece ending there is proven.
//
//===----------------------------------------------------------------------===//

/// How stops are searched for (the default is the best; the others exist for
/// comparison).
public struct StopStrategy: Hashable, Sendable {
  /// How the farthest next stop is searched for.
  public enum Search: Hashable, Sendable {
    /// Doubling, then bisection to adjacent lengths.
    case galloping
    /// One grid step at a time, up to the first failure.
    case linearScan
  }

  /// How a stop's value is placed.
  public enum Placement: Hashable, Sendable {
    /// The motion's value, rounded.
    case onCurve
    /// Shifted toward the curve's bend when that proves a longer piece.
    case shifted
  }

  /// How the next stop is searched for.
  public var search: Search
  /// How a stop's value is placed.
  public var placement: Placement

  /// Creates a strategy.
  public init(search: Search, placement: Placement) {
    self.search = search
    self.placement = placement
  }

  /// Galloping search, shifted values: the fewest stops.
  public static let fewestStops = StopStrategy(search: .galloping, placement: .shifted)
  /// The plain greedy construction: linear scan, values on the curve.
  public static let plainGreedy = StopStrategy(search: .linearScan, placement: .onCurve)
}

/// The search itself, over one grid and one printer.
struct StopSearch {
  let grid: OffsetGrid
  let printer: ValuePrinter
  /// The tolerance in progress units.
  let tolerance: Double
  var check: ChordCheck
  let strategy: StopStrategy
  /// Shifts tried, as fractions of the tolerance, largest first.
  static let shifts: [Double] = [0.9, 0.6, 0.3, 0]

  /// The motion the stops follow (the one the chord check verifies).
  var motion: ProgressMotion { check.motion }

  /// Thrown when no single grid step from a stop is proven: the grid or the
  /// printed digits are too coarse for the tolerance.
  struct StepTooCoarse: Error {}

  /// One stop found on the grid.
  struct GridStop: Hashable {
    /// The grid index n (offset n/10^k).
    let index: Int
    /// The value as printed.
    let value: PrintedValue
  }

  /// Thrown when the chord checks have spent `evaluationBudget`
  /// evaluations: proving the curve costs more than an export may.
  struct BudgetSpent: Error {}

  init(
    motion: ProgressMotion, grid: OffsetGrid, printer: ValuePrinter, tolerance: Double,
    limit: Double, strategy: StopStrategy, evaluationBudget: Int = .max
  ) {
    self.grid = grid
    self.printer = printer
    self.tolerance = tolerance
    self.check = ChordCheck(motion: motion, limit: limit)
    self.check.totalBudget = evaluationBudget
    self.strategy = strategy
  }

  /// The stops from (0, start) to (1, target), at most `limit` of them.
  mutating func stops(initialLength: Int, limit: Int) throws -> [GridStop] {
    var stops = [GridStop(index: 0, value: printer.start)]
    var length = max(1, initialLength)
    while let last = stops.last, last.index < grid.count {
      guard stops.count < limit else { throw ExportError.tooManyStops(limit: limit) }
      let next: GridStop
      switch strategy.search {
      case .galloping: next = try gallop(from: last, guess: length)
      case .linearScan: next = try scan(from: last)
      }
      length = next.index - last.index
      stops.append(next)
    }
    return stops
  }

  /// The proven stop at `index` after `stop`, or nil.
  private mutating func attempt(from stop: GridStop, to index: Int) throws -> GridStop? {
    let t0 = grid.time(stop.index)
    let t1 = grid.time(index)
    if check.isExhausted { throw BudgetSpent() }
    if index == grid.count {
      let end = printer.end
      let verdict = check.verdict(from: t0, stop.value.progress, to: t1, end.progress)
      if check.isExhausted { throw BudgetSpent() }
      return verdict == .proven ? GridStop(index: index, value: end) : nil
    }
    let state = motion.motion.state(at: t1)
    let value = 1 + state.position
    var candidates: [PrintedValue] = []
    switch strategy.placement {
    case .onCurve:
      candidates = [try printer.printed(value)]
    case .shifted:
      // Toward the bend: p'' = −(2α v + ω0² x) for the normalized motion.
      let bend =
        -(motion.curvature.twiceDecayRate * state.velocity + motion.curvature.omega0Squared
        * state.position)
      let direction: Double = bend > 0 ? -1 : (bend < 0 ? 1 : 0)
      for shift in Self.shifts where direction != 0 || shift == 0 {
        let printed = try printer.printed(value + direction * shift * tolerance)
        if !candidates.contains(printed) { candidates.append(printed) }
      }
    }
    for candidate in candidates {
      let verdict = check.verdict(from: t0, stop.value.progress, to: t1, candidate.progress)
      if verdict == .proven { return GridStop(index: index, value: candidate) }
      if check.isExhausted { throw BudgetSpent() }
    }
    return nil
  }

  /// Galloping: a proven length L with L + 1 failing (or the end reached).
  private mutating func gallop(from stop: GridStop, guess: Int) throws -> GridStop {
    let room = grid.count - stop.index
    var good: GridStop? = nil
    var goodLength = 0
    var badLength = room + 1
    var length = min(guess, room)
    if let found = try attempt(from: stop, to: stop.index + length) {
      good = found
      goodLength = length
      while goodLength < room {
        length = min(2 * goodLength, room)
        if let found = try attempt(from: stop, to: stop.index + length) {
          good = found
          goodLength = length
        } else {
          badLength = length
          break
        }
      }
    } else {
      badLength = length
      while length > 1 {
        length /= 2
        if let found = try attempt(from: stop, to: stop.index + length) {
          good = found
          goodLength = length
          break
        }
        badLength = length
      }
    }
    guard var best = good else { throw StepTooCoarse() }
    while badLength - goodLength > 1 {
      let middle = goodLength + (badLength - goodLength) / 2
      if let found = try attempt(from: stop, to: stop.index + middle) {
        best = found
        goodLength = middle
      } else {
        badLength = middle
      }
    }
    return best
  }

  /// Linear scan: the last proven length before the first failure.
  private mutating func scan(from stop: GridStop) throws -> GridStop {
    var best: GridStop? = nil
    var index = stop.index + 1
    while index <= grid.count, let found = try attempt(from: stop, to: index) {
      best = found
      index += 1
    }
    guard let best else { throw StepTooCoarse() }
    return best
  }
}
