//===--- FrameGridSampler.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Whole trajectories on a uniform time grid without a transcendental call per
// sample.
//
// The state moves linearly: (x, v)(t + τ) = Φ(τ)·(x, v)(t), where the 2×2
// transition matrix Φ(τ) holds the closed-form motions of the unit states
// (1, 0) and (0, 1) at time τ. The sampler tabulates Φ(j·h) for the offsets
// j = 0 ..< tableSize once per (spring, step); a trajectory is then anchored
// to the direct closed form every tableSize samples, and each sample in
// between is one 2×2 matrix–vector product of a table entry with its anchor.
//
// Why a table and not the recurrence y ← Φ(h)·y: Φ(h) carries the rounding of
// its entries, and powers of it compound that error linearly — measured
// K ≈ 0.9·R after R steps. Table entries are each computed directly, so the
// error of a sample does not depend on its distance to the anchor, and the
// per-sample loop has no loop-carried dependency: it vectorizes.
//
// Entries and anchors are the closed form's states before their final
// rounding, kept as pairs (value + what its rounding left out): with plain
// roundings the sample carried the entry's, the anchor's and the product's
// errors on top of each other (K up to 3.7 on an adversarial search); with
// the low parts' products added before the one final rounding it stays
// at K ≤ 2 (issue 28), for 8 more multiplies and adds per sample. Each entry
// and anchor serves many samples, so they take the closed form's accurate
// forms (`closedFormPair(at:accurate:)`: the sin/cos form compensated at
// every phase, and for ζ > 1 the two exponentials from γt > 1/8): with the
// direct form's plain roundings beyond a phase of 3, or its Taylor tails
// up to γt = 1, an entry's and an anchor's errors add up in a sample
// (issue 40's aimed search: K 2.16 at γt just below 1). So an anchor equals
// `state(at:)` to the bit only where both take the same form (a phase up to
// 2, ζ = 1, γt ≤ 1/8 or > 1); elsewhere it is the more accurate of the two.
//
// The table depends only on the spring and the step, so one sampler serves
// every motion of that spring on that frame rate.
//
// At extreme magnitudes (a spring or motion on the extended-range path,
// ExtendedRange.swift) the table's entries and products could over- or
// underflow where the states do not; such motions are sampled directly, one
// closed-form evaluation per sample.
//
//===----------------------------------------------------------------------===//

/// Samples motions of one spring on a uniform grid of step h, by tabulated
/// transition matrices Φ(j·h) and anchors to the closed form.
///
/// Accuracy: each sample is Φ(j·h)·(anchor state), both from the closed
/// form's compensated forms and kept as pairs, rounded once: the
/// condition-scaled error (Docs/Design.md) stays K ≤ 6 over any number of
/// samples — asserted over 10⁶ samples on every sweep family of
/// Docs/Design.md — and K ≤ 2 on the worst rows a seeded adversarial search
/// finds, at random and aimed at every switch between forms
/// (AdversarialSearchTests, AimedSearchTests; Docs/ErrorAnalysis.md). Cost: 2·tableSize direct evaluations to build, one per
/// anchor, and 4 multiply–adds per sample. Springs and motions of extreme
/// magnitude (the extended-range path of `SpringMotion`) are sampled by one
/// direct evaluation per sample instead, with `SpringMotion`'s accuracy.
public struct FrameGridSampler: Sendable {
  /// The spring every sampled motion must have.
  public let spring: Spring
  /// The grid step h in seconds.
  public let step: Double
  // Φ(j·h) entries for j = 0 ..< tableSize: x from x0, x from v0, v from x0, v from v0.
  @usableFromInline let positionFromPosition: [Double]
  @usableFromInline let positionFromVelocity: [Double]
  @usableFromInline let velocityFromPosition: [Double]
  @usableFromInline let velocityFromVelocity: [Double]
  // What the rounding of each entry left out (the closed form's state before
  // its final rounding, `SpringMotion.closedFormPair(at:)`).
  @usableFromInline let positionFromPositionLow: [Double]
  @usableFromInline let positionFromVelocityLow: [Double]
  @usableFromInline let velocityFromPositionLow: [Double]
  @usableFromInline let velocityFromVelocityLow: [Double]
  /// Whether the spring is on the extended-range path: every motion is then
  /// sampled directly.
  @usableFromInline let samplesDirectly: Bool

  /// Samples between anchors (the table's length).
  @inlinable public var tableSize: Int { positionFromPosition.count }

  /// Tabulates Φ(j·step) for j = 0 ..< tableSize.
  /// - Throws: `SpringInputError` when `step` is not finite and > 0 or
  ///   `tableSize` < 1.
  public init(spring: Spring, step: Double, tableSize: Int) throws(SpringInputError) {
    self.spring = spring
    self.step = try SpringInputError.requirePositive(step, "step")
    guard tableSize >= 1 else {
      throw SpringInputError(
        parameter: "tableSize", value: Double(tableSize), requirement: "an integer >= 1")
    }
    let fromPosition = SpringMotion(spring: spring, position: 1, velocity: 0)
    let fromVelocity = SpringMotion(spring: spring, position: 0, velocity: 1)
    samplesDirectly = !fromPosition.isOrdinaryRange || !fromVelocity.isOrdinaryRange
    var xx: [Double] = []
    var xv: [Double] = []
    var vx: [Double] = []
    var vv: [Double] = []
    var xxLow: [Double] = []
    var xvLow: [Double] = []
    var vxLow: [Double] = []
    var vvLow: [Double] = []
    for offset in 0..<tableSize {
      let tau = Double(offset) * step
      let a =
        offset == 0
        ? StatePair(fromPosition.initialState)
        : fromPosition.closedFormPair(at: tau, accurate: true)
      let b =
        offset == 0
        ? StatePair(fromVelocity.initialState)
        : fromVelocity.closedFormPair(at: tau, accurate: true)
      // Each entry rounded once, its low part what that rounding left out.
      let (axh, axl) = exactSum(a.position, a.positionLow)
      let (avh, avl) = exactSum(a.velocity, a.velocityLow)
      let (bxh, bxl) = exactSum(b.position, b.positionLow)
      let (bvh, bvl) = exactSum(b.velocity, b.velocityLow)
      xx.append(axh)
      vx.append(avh)
      xv.append(bxh)
      vv.append(bvh)
      xxLow.append(axl.isFinite ? axl : 0)
      vxLow.append(avl.isFinite ? avl : 0)
      xvLow.append(bxl.isFinite ? bxl : 0)
      vvLow.append(bvl.isFinite ? bvl : 0)
    }
    positionFromPosition = xx
    positionFromVelocity = xv
    velocityFromPosition = vx
    velocityFromVelocity = vv
    positionFromPositionLow = xxLow
    positionFromVelocityLow = xvLow
    velocityFromPositionLow = vxLow
    velocityFromVelocityLow = vvLow
  }

  /// The table size that minimizes work for `count` samples: about
  /// √(count/2) (building costs 2 direct evaluations per entry, anchors one
  /// per tableSize samples), between 8 and 1024.
  @inlinable
  public static func preferredTableSize(forSampleCount count: Int) -> Int {
    min(1024, max(8, Int((Double(count) / 2).squareRoot())))
  }

  /// Writes x(t_n) and v(t_n) for t_n = start + n·step, n = firstIndex
  /// ..< firstIndex + count, into the buffers from their first element.
  ///
  /// A grid sampled in pieces whose `firstIndex` are multiples of
  /// `tableSize` gets the same bits as in one piece: the anchors fall on the
  /// same times. So a long grid can be streamed a block at a time.
  ///
  /// - Precondition: `motion.spring == spring`; both buffers hold at least
  ///   `count` elements; `start` is finite and ≥ 0; `firstIndex` ≥ 0.
  @inlinable
  public func sample(
    _ motion: SpringMotion, start: Double, firstIndex: Int = 0, count: Int,
    positions: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(motion.spring == spring, "the motion's spring differs from the sampler's")
    precondition(
      positions.count >= count && velocities.count >= count,
      "output buffers must hold count samples")
    if samplesDirectly || !motion.isOrdinaryRange {
      FrameGridSampler.sampleDirectly(
        motion, start: start, step: step, firstIndex: firstIndex, count: count,
        positions: positions, velocities: velocities)
      return
    }
    let size = tableSize
    withTables { xx, xv, vx, vv, xxLow, xvLow, vxLow, vvLow in
      var anchorIndex = 0
      while anchorIndex < count {
        let anchor = FrameGridSampler.anchor(
          motion, at: start + Double(firstIndex + anchorIndex) * step)
        let x = anchor.position
        let v = anchor.velocity
        let xLow = anchor.positionLow
        let vLow = anchor.velocityLow
        let length = min(size, count - anchorIndex)
        let outX = positions.baseAddress! + anchorIndex
        let outV = velocities.baseAddress! + anchorIndex
        for offset in 0..<length {
          // Φ·anchor with Φ's entries and the anchor as pairs: the
          // leading products and their sum rounded plainly, the low parts'
          // products added before the final rounding. (An exact sum of the
          // leading products measured no better on the searches' worst rows.)
          let xLows =
            (xx[offset] * xLow + xxLow[offset] * x) + (xv[offset] * vLow + xvLow[offset] * v)
          outX[offset] = (xx[offset] * x + xv[offset] * v) + xLows
          let vLows =
            (vx[offset] * xLow + vxLow[offset] * x) + (vv[offset] * vLow + vvLow[offset] * v)
          outV[offset] = (vx[offset] * x + vv[offset] * v) + vLows
        }
        anchorIndex += size
      }
    }
  }

  /// The anchor state at `t` before its final rounding (at t = 0 the
  /// initial state, exactly).
  @inlinable
  static func anchor(_ motion: SpringMotion, at t: Double) -> StatePair {
    guard t != 0 else { return StatePair(motion.initialState) }
    // Normalized (the closed form's low parts may be a sizable fraction of
    // the state: the phase tails are in them), so that the low parts'
    // products below are far below an ulp.
    let s = motion.closedFormPair(at: t, accurate: true)
    let (x, xLow) = exactSum(s.position, s.positionLow)
    let (v, vLow) = exactSum(s.velocity, s.velocityLow)
    return StatePair(position: x, positionLow: xLow, velocity: v, velocityLow: vLow)
  }

  /// The eight tables' storage, for the sampling loop.
  @inlinable
  func withTables(
    _ body: (
      UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>,
      UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>,
      UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>
    ) -> Void
  ) {
    positionFromPosition.withUnsafeBufferPointer { xx in
      positionFromVelocity.withUnsafeBufferPointer { xv in
        velocityFromPosition.withUnsafeBufferPointer { vx in
          velocityFromVelocity.withUnsafeBufferPointer { vv in
            positionFromPositionLow.withUnsafeBufferPointer { xxLow in
              positionFromVelocityLow.withUnsafeBufferPointer { xvLow in
                velocityFromPositionLow.withUnsafeBufferPointer { vxLow in
                  velocityFromVelocityLow.withUnsafeBufferPointer { vvLow in
                    body(xx, xv, vx, vv, xxLow, xvLow, vxLow, vvLow)
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

extension FrameGridSampler {
  /// One direct closed-form evaluation per sample (extreme magnitudes).
  @usableFromInline @inline(never)
  static func sampleDirectly(
    _ motion: SpringMotion, start: Double, step: Double, firstIndex: Int, count: Int,
    positions: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>
  ) {
    for index in 0..<count {
      let s = motion.state(at: start + Double(firstIndex + index) * step)
      positions[index] = s.position
      velocities[index] = s.velocity
    }
  }
}

extension SpringMotion {
  /// x and v at every time of `grid`, by a `FrameGridSampler` (tabulated
  /// transition matrices, anchored to the direct closed form).
  ///
  /// - Parameters:
  ///   - grid: the sample times.
  ///   - tableSize: samples between anchors; by default
  ///     `FrameGridSampler.preferredTableSize(forSampleCount:)`.
  /// - Returns: arrays of `grid.count` positions and velocities, with the
  ///   condition-scaled error bound of `FrameGridSampler`.
  @inlinable
  public func samples(
    on grid: UniformTimeGrid, tableSize: Int? = nil
  ) -> (positions: [Double], velocities: [Double]) {
    var positions = [Double](repeating: 0, count: grid.count)
    var velocities = [Double](repeating: 0, count: grid.count)
    let size = max(1, tableSize ?? FrameGridSampler.preferredTableSize(forSampleCount: grid.count))
    // A grid's step is finite and > 0 and the size ≥ 1, so this cannot throw.
    guard let sampler = try? FrameGridSampler(spring: spring, step: grid.step, tableSize: size)
    else {
      return (positions, velocities)
    }
    positions.withUnsafeMutableBufferPointer { p in
      velocities.withUnsafeMutableBufferPointer { v in
        sampler.sample(self, start: grid.start, count: grid.count, positions: p, velocities: v)
      }
    }
    return (positions, velocities)
  }
}
