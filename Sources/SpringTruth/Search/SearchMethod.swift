//===--- SearchMethod.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A method the adversarial search attacks: one CASES row (spring, state, t)
// in, x(t) and v(t) out, evaluated at exactly that t, so a witness row is
// a row `springlab score` reproduces.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A binary64 evaluation method under adversarial search: maps one row
/// (spring, initial state, t) to its state at exactly t.
public struct SearchMethod: Sendable {
  /// Short stable name used in tables and seeds, e.g. `closed-form`.
  public var name: String
  /// x(t) and v(t) of `spring` released from the state, at `t` seconds.
  public var evaluate: @Sendable (Spring, SpringState, Double) -> SpringState

  /// A method from a row function.
  public init(
    name: String, evaluate: @escaping @Sendable (Spring, SpringState, Double) -> SpringState
  ) {
    self.name = name
    self.evaluate = evaluate
  }

  /// The method of an accuracy-sweep evaluator, asked for one time.
  public init(_ evaluator: EvaluatorUnderTest) {
    let make = evaluator.make
    self.init(name: evaluator.name) { spring, start, t in make(spring, start)([t])[0] }
  }

  /// SpringLab's direct closed form, `SpringMotion.state(at:)`.
  public static let closedForm = SearchMethod(.closedForm)

  /// SpringLab's SIMD batch, `SpringMotionBatch` (one lane per row).
  public static let batched = SearchMethod(.batched)

  /// Frames on a grid (`SpringMotion.samples(on:)`, `FrameGridSampler`): the
  /// row's t is the last of 1025 frames, step h = t / 1024 (exact: a power
  /// of two), the convention of conformance.md's frame-grid method. The
  /// table holds 22 offsets, so frame 1024 is Φ(12h) times the anchor at
  /// 1012h — a table product, not an anchor. t = 0 and times whose step
  /// would be subnormal are evaluated directly.
  public static let frameGrid = SearchMethod(name: "frame-grid") { spring, start, t in
    let motion = SpringMotion(spring: spring, initialState: start)
    let frames = 1024
    let step = t / Double(frames)
    guard step.isNormal, Double(frames) * step == t,
      let grid = try? UniformTimeGrid(step: step, count: frames + 1)
    else { return motion.state(at: t) }
    let (positions, velocities) = motion.samples(on: grid)
    return SpringState(position: positions[frames], velocity: velocities[frames])
  }
}
