//===--- BounceVisibility.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// When a bounce can be seen. A turning point of the motion past its target
// is a visible bounce when it lies farther from the target than a threshold
// in points, on a move of a stated length in points.
//
// The default threshold is half a point on a 100-point move (0.5% of the
// distance). Half a point is one physical pixel on a 2× display (a third of
// a point is one pixel at 3×): an excursion smaller than a pixel moves no
// edge of the view by a whole pixel, so it shows at most as a faint
// anti-aliasing shimmer, not as a bounce. The 100-point move is the example
// move of the seed articles (Docs/Provenance/Seeds.md: "0 到 100 的位移");
// on a longer move the same spring's bounces are larger in points, so pass
// the move you animate.
//
//===----------------------------------------------------------------------===//

/// How far past the target a turning point must lie to count as a visible
/// bounce.
public struct BounceVisibility: Hashable, Sendable {
  /// The smallest visible excursion, in points (> 0).
  public let threshold: Double
  /// The length of the move, in points (> 0).
  public let move: Double

  /// Half a point on a 100-point move.
  public static let standard = BounceVisibility(uncheckedThreshold: 0.5, move: 100)

  /// A visibility rule.
  /// - Throws: `invalidParameter` when either length is not finite and > 0.
  public init(threshold: Double, move: Double) throws(MappingError) {
    for (value, name) in [(threshold, "bounce-threshold"), (move, "bounce-move")]
    where !(value.isFinite && value > 0) {
      throw .invalidParameter(name, value: .number(value), requirement: "a finite number > 0")
    }
    self.threshold = threshold
    self.move = move
  }

  private init(uncheckedThreshold threshold: Double, move: Double) {
    self.threshold = threshold
    self.move = move
  }

  /// The threshold as a fraction of the distance: threshold / move.
  public var fraction: Double { threshold / move }

  /// "½ pt on a 100 pt move", for tables and output.
  public var description: String {
    "\(Self.number(threshold)) pt on a \(Self.number(move)) pt move"
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
