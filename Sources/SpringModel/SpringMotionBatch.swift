//===--- SpringMotionBatch.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Many motions evaluated together, eight per SIMD vector (`DoubleLanes`).
//
// The batch sorts its motions by form once — oscillating (ζ < 1), critical,
// overdamped — and stores each group's closed-form coefficients as blocks of
// eight lanes (`LaneBlock`), padded to whole blocks. Evaluation runs the same
// formulas as `SpringMotion.state(at:)` eight lanes at a time, with the
// branch-free lane functions of LaneElementaryFunctions.swift in place of
// libm:
//
//   x = e^(−αt)[x0 C + B S],  v = e^(−αt)[v0 C − Q S]
//   (C, S) = (cos ωd t, sin(ωd t)/ωd) | (1, t) | (cosh γt, t·sinh(γt)/(γt))
//
// and, for overdamped lanes with γt > 1, the stable two-exponential form.
// Results are scattered back to the caller's order — or stored as whole
// vectors when a block holds consecutive motions. Motions on the
// extended-range path (extreme magnitudes, ExtendedRange.swift) are
// evaluated one by one with `SpringMotion.state(at:)`.
//
// Code generation. Swift's SIMD arithmetic on Double is written lane by lane
// and left to LLVM's SLP vectorizer to fuse into vector instructions. In one
// large function the vectorizer split the work into half vectors and
// scalars (the overdamped blocks ran at half speed), so each form has a
// small kernel of its own that reads its block through a pointer (no copy
// of the 800-byte block), and a kernel with two exponentials calls one of
// them out of line. Measured on the benchmark workload (Reports/throughput.md).
//
//===----------------------------------------------------------------------===//

/// The closed-form coefficients of up to eight motions of one form, one per lane.
@usableFromInline
struct LaneBlock: Sendable {
  @usableFromInline var x0 = DoubleLanes(), v0 = DoubleLanes()
  @usableFromInline var alpha = DoubleLanes(), frequency = DoubleLanes()
  /// The decay rate's low part (CompensatedParameters.swift).
  @usableFromInline var alphaLow = DoubleLanes()
  /// The large-phase form's sine amplitudes A = B/ωd and P = Q/ωd (ζ < 1).
  @usableFromInline var positionSineAmplitude = DoubleLanes()
  @usableFromInline var velocitySineAmplitude = DoubleLanes()
  /// What the rounding of ωd, A and P left out.
  @usableFromInline var frequencyLow = DoubleLanes()
  @usableFromInline var positionSineAmplitudeLow = DoubleLanes()
  @usableFromInline var velocitySineAmplitudeLow = DoubleLanes()
  @usableFromInline var b = DoubleLanes(), q = DoubleLanes()
  @usableFromInline var fastRate = DoubleLanes(), slowRate = DoubleLanes()
  @usableFromInline var fastAmplitude = DoubleLanes(), slowAmplitude = DoubleLanes()
  /// What the rounding of B, Q, the rates and the amplitudes left out.
  @usableFromInline var bLow = DoubleLanes(), qLow = DoubleLanes()
  @usableFromInline var fastRateLow = DoubleLanes(), slowRateLow = DoubleLanes()
  @usableFromInline var fastAmplitudeLow = DoubleLanes(), slowAmplitudeLow = DoubleLanes()
  /// The modes' velocity amplitudes r_fast·A and r_slow·C, and the time from
  /// which they round plainly (PlainModes.swift).
  @usableFromInline var fastVelocityAmplitude = DoubleLanes()
  @usableFromInline var slowVelocityAmplitude = DoubleLanes()
  @usableFromInline var plainModesStart = DoubleLanes()
  /// The caller's index of each lane.
  @usableFromInline var index = IndexLanes()
  /// Lanes in use (1…8); the others repeat the last real lane, so writing
  /// them back rewrites that lane's own (identical) result.
  @usableFromInline var count = 0
  /// The caller's index of lane 0 when the lanes hold eight consecutive
  /// motions (results then go out as whole vectors), else −1.
  @usableFromInline var consecutiveStart = -1

  /// One caller's index per lane.
  @usableFromInline typealias IndexLanes = SIMD8<Int>

  /// Lanes per block.
  @usableFromInline static var width: Int { DoubleLanes.scalarCount }

  mutating func set(lane: Int, to motion: SpringMotion, index position: Int) {
    x0[lane] = motion.initialState.position
    v0[lane] = motion.initialState.velocity
    alpha[lane] = motion.alpha
    alphaLow[lane] = motion.alphaLow
    frequency[lane] = motion.frequency
    positionSineAmplitude[lane] = motion.positionSineAmplitude
    velocitySineAmplitude[lane] = motion.velocitySineAmplitude
    frequencyLow[lane] = motion.frequencyLow
    positionSineAmplitudeLow[lane] = motion.positionSineAmplitudeLow
    velocitySineAmplitudeLow[lane] = motion.velocitySineAmplitudeLow
    b[lane] = motion.positionSineCoefficient
    q[lane] = motion.velocitySineCoefficient
    fastRate[lane] = motion.fastRate
    slowRate[lane] = motion.slowRate
    fastAmplitude[lane] = motion.fastAmplitude
    slowAmplitude[lane] = motion.slowAmplitude
    bLow[lane] = motion.positionSineLow
    qLow[lane] = motion.velocitySineLow
    fastRateLow[lane] = motion.fastRateLow
    slowRateLow[lane] = motion.slowRateLow
    fastAmplitudeLow[lane] = motion.fastAmplitudeLow
    slowAmplitudeLow[lane] = motion.slowAmplitudeLow
    fastVelocityAmplitude[lane] = motion.fastVelocityAmplitude
    slowVelocityAmplitude[lane] = motion.slowVelocityAmplitude
    plainModesStart[lane] = motion.plainModesStart
    index[lane] = position
  }

  /// Blocks holding `members` (caller's indices into `motions`).
  static func blocks(of members: [Int], in motions: [SpringMotion]) -> [LaneBlock] {
    stride(from: 0, to: members.count, by: width).map { start in
      var block = LaneBlock()
      block.count = min(width, members.count - start)
      for lane in 0..<width {
        let member = members[start + min(lane, block.count - 1)]
        block.set(lane: lane, to: motions[member], index: member)
      }
      let member0 = block.index[0]
      if block.count == width && (0..<width).allSatisfy({ block.index[$0] == member0 + $0 }) {
        block.consecutiveStart = block.index[0]
      }
      return block
    }
  }
}

/// Motions of many springs, evaluated eight at a time with SIMD arithmetic.
///
/// Accuracy: the same closed forms as `SpringMotion.state(at:)` with
/// elementary functions of about 1 ulp, so the condition-scaled error
/// (Docs/Design.md) stays K ≤ 3 on every sweep family of Docs/Design.md, and
/// K ≤ 2 on the worst rows a seeded adversarial search finds (asserted by the
/// tests).
/// Results are not bit-identical to `SpringMotion.state(at:)`.
public struct SpringMotionBatch: Sendable {
  /// The motions, in the caller's order.
  public let motions: [SpringMotion]
  @usableFromInline let oscillating: [LaneBlock]
  @usableFromInline let critical: [LaneBlock]
  @usableFromInline let overdamped: [LaneBlock]
  /// Indices of the motions on the extended-range path.
  @usableFromInline let extendedRange: [Int]

  /// Prepares `motions` for batched evaluation.
  public init(_ motions: [SpringMotion]) {
    self.motions = motions
    func members(_ regimes: Set<DampingRegime>) -> [Int] {
      motions.indices.filter { motions[$0].isOrdinaryRange && regimes.contains(motions[$0].regime) }
    }
    oscillating = LaneBlock.blocks(of: members([.undamped, .underdamped]), in: motions)
    critical = LaneBlock.blocks(of: members([.critical]), in: motions)
    overdamped = LaneBlock.blocks(of: members([.overdamped]), in: motions)
    extendedRange = motions.indices.filter { !motions[$0].isOrdinaryRange }
  }

  /// Number of motions.
  @inlinable public var count: Int { motions.count }

  /// Writes x and v of motion i at `times[i]` (seconds, ≥ 0) into
  /// `positions[i]` and `velocities[i]`.
  /// - Precondition: all three buffers hold at least `count` elements.
  public func evaluate(
    at times: UnsafeBufferPointer<Double>,
    positions: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      times.count >= count && positions.count >= count && velocities.count >= count,
      "buffers must hold one element per motion")
    let t = times.baseAddress!
    run(positions, velocities) { block in
      var lanes = DoubleLanes()
      for lane in 0..<LaneBlock.width { lanes[lane] = t[block.index[lane]] }
      return lanes
    }
    for index in extendedRange {
      let s = motions[index].state(at: t[index])
      positions[index] = s.position
      velocities[index] = s.velocity
    }
  }

  /// Writes x and v of every motion at the same time `t` (seconds, ≥ 0).
  /// - Precondition: both buffers hold at least `count` elements.
  public func evaluate(
    at t: Double,
    positions: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      positions.count >= count && velocities.count >= count,
      "buffers must hold one element per motion")
    let lanes = DoubleLanes(repeating: t)
    run(positions, velocities) { _ in lanes }
    for index in extendedRange {
      let s = motions[index].state(at: t)
      positions[index] = s.position
      velocities[index] = s.velocity
    }
  }

  /// x and v of every motion at the same time `t`.
  public func states(at t: Double) -> (positions: [Double], velocities: [Double]) {
    collect { evaluate(at: t, positions: $0, velocities: $1) }
  }

  /// x and v of motion i at `times[i]`.
  /// - Precondition: `times.count == count`.
  public func states(at times: [Double]) -> (positions: [Double], velocities: [Double]) {
    precondition(times.count == count, "one time per motion")
    return times.withUnsafeBufferPointer { t in
      collect { evaluate(at: t, positions: $0, velocities: $1) }
    }
  }

  private func collect(
    _ body: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void
  ) -> (positions: [Double], velocities: [Double]) {
    var positions = [Double](repeating: 0, count: count)
    var velocities = [Double](repeating: 0, count: count)
    positions.withUnsafeMutableBufferPointer { p in
      velocities.withUnsafeMutableBufferPointer { v in body(p, v) }
    }
    return (positions, velocities)
  }

  // Not inlinable, like the evaluate methods that call it: compiled once,
  // in this module. One call per evaluation of the batch.
  @inline(__always)
  func run(
    _ positions: UnsafeMutableBufferPointer<Double>,
    _ velocities: UnsafeMutableBufferPointer<Double>,
    time: (LaneBlock) -> DoubleLanes
  ) {
    let x = positions.baseAddress!
    let v = velocities.baseAddress!
    oscillating.withUnsafeBufferPointer { blocks in
      for index in blocks.indices {
        let block = blocks.baseAddress! + index
        let t = time(block.pointee)
        if !Self.oscillatingKernel(block, t, x, v) {
          evaluateOneByOne(block, t, x, v)
        }
      }
    }
    critical.withUnsafeBufferPointer { blocks in
      for index in blocks.indices {
        let block = blocks.baseAddress! + index
        let t = time(block.pointee)
        if !Self.criticalKernel(block, t, x, v) {
          evaluateOneByOne(block, t, x, v)
        }
      }
    }
    overdamped.withUnsafeBufferPointer { blocks in
      for index in blocks.indices {
        let block = blocks.baseAddress! + index
        let t = time(block.pointee)
        if !Self.overdampedKernel(block, t, x, v) {
          evaluateOneByOne(block, t, x, v)
        }
      }
    }
  }

  /// ζ < 1 lanes: writes x and v and returns true, or returns false (writing
  /// nothing) when a phase exceeds the lane reduction's exact range.
  @inline(never)
  static func oscillatingKernel(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes,
    _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>
  ) -> Bool {
    guard let (px, pv) = oscillatingState(block, t) else { return false }
    store(block, px, pv, x, v)
    return true
  }

  /// ζ = 1 lanes: writes x and v and returns true, or returns false (writing
  /// nothing) when a lane's decay is deep (DeepDecay.swift).
  @inline(never)
  static func criticalKernel(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes,
    _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>
  ) -> Bool {
    let decay = block.pointee.alpha * t
    guard allLanes((decay .< SpringMotion.deepDecay) .& (t .>= 0)) else { return false }
    let (eh, el) = laneEnvelopePair(block.pointee.alpha, block.pointee.alphaLow, t)
    let zero = DoubleLanes()
    let (px, pv) = laneSmallPhaseState(
      x0: block.pointee.x0, v0: block.pointee.v0, b: block.pointee.b, bLow: block.pointee.bLow,
      q: block.pointee.q, qLow: block.pointee.qLow, t: t, c1: zero, s1: zero, eh: eh, el: el)
    store(block, px, pv, x, v)
    return true
  }

  /// ζ > 1 lanes: writes x and v and returns true, or returns false (writing
  /// nothing) when a lane's decay is deep (DeepDecay.swift).
  @inline(never)
  static func overdampedKernel(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes,
    _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>
  ) -> Bool {
    guard let (px, pv) = overdampedState(block, t) else { return false }
    store(block, px, pv, x, v)
    return true
  }

  /// The block's real lanes by `SpringMotion.state(at:)`, where a phase is
  /// beyond the lane reduction.
  @inline(never)
  func evaluateOneByOne(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes,
    _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>
  ) {
    let index = block.pointee.index
    for lane in 0..<block.pointee.count {
      let s = motions[index[lane]].state(at: t[lane])
      x[index[lane]] = s.position
      v[index[lane]] = s.velocity
    }
  }

  /// ζ < 1 lanes; nil when a phase exceeds the lane reduction's exact range
  /// or a decay is deep. Phases up to 1 by the compensated small-phase
  /// kernel, larger ones from sin and cos (CompensatedForms.swift).
  @_transparent
  static func oscillatingState(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes
  ) -> (DoubleLanes, DoubleLanes)? {
    let phase = block.pointee.frequency * t
    let decay = block.pointee.alpha * t
    let limit = SpringMotion.reducedPhaseLimit
    guard
      allLanes(
        (phase .<= limit) .& (phase .>= -limit) .& (decay .< SpringMotion.deepDecay) .& (t .>= 0))
    else { return nil }
    let small =
      (phase .<= SpringMotion.smallPhaseLimit) .& (phase .>= -SpringMotion.smallPhaseLimit)
    let compensated = SpringMotion.compensatedPhaseLimit
    let middle = .!small .& (phase .<= compensated) .& (phase .>= -compensated)
    // The envelope as a pair only for the compensated kernels.
    let (eh, el) =
      anyLane(small .| middle)
      ? laneEnvelopePair(block.pointee.alpha, block.pointee.alphaLow, t)
      : (DoubleLanes(), DoubleLanes())
    var x = DoubleLanes()
    var v = DoubleLanes()
    if !allLanes(small) {
      let (sine, cosine) = outlinedLaneSinCos(phase)
      // The plain form's operations, as `state(at:)` performs them.
      (x, v) = laneLargePhaseState(
        x0: block.pointee.x0, v0: block.pointee.v0, a: block.pointee.positionSineAmplitude,
        p: block.pointee.velocitySineAmplitude, cosine: cosine, sine: sine,
        envelope: laneTableExp(-decay))
      if anyLane(middle) {
        let (cx, cv) = compensatedLargePhaseLanes(block, t, sine, cosine, eh, el)
        x.replace(with: cx, where: middle)
        v.replace(with: cv, where: middle)
      }
    }
    if anyLane(small) {
      let (sx, sv) = smallPhaseLanes(block, t, eh, el, sign: -1)
      x.replace(with: sx, where: small)
      v.replace(with: sv, where: small)
    }
    return (x, v)
  }

  /// ζ > 1 lanes: the small-phase kernel while γt ≤ 1, the stable
  /// exponentials beyond; nil when a decay is deep.
  @_transparent
  static func overdampedState(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes
  ) -> (DoubleLanes, DoubleLanes)? {
    let y = block.pointee.frequency * t
    guard allLanes(t .>= 0) else { return nil }
    let small = y .<= 1
    // (Lanes with small phases get t = 0 here: their exponents are then 0.)
    let large = .!small
    let modesT = t.replacing(with: 0, where: small)
    // Plainly rounded where the motion's bound allows (PlainModes.swift),
    // compensated in the other lanes with large phases.
    var (x, v) = plainTwoExponentialState(block, modesT)
    let compensated = large .& (t .< block.pointee.plainModesStart)
    if anyLane(compensated) {
      let (cx, cv) = twoExponentialState(block, modesT)
      x.replace(with: cx, where: compensated)
      v.replace(with: cv, where: compensated)
    }
    let limit = DoubleLanes(repeating: SpringMotion.deepDecay)
    let slowExponent: DoubleLanes = block.pointee.slowRate * t
    let fastExponent: DoubleLanes = block.pointee.fastRate * t
    let decay: DoubleLanes = block.pointee.alpha * t
    let amplitude = block.pointee.fastAmplitude
    let fastFloor = amplitude.replacing(with: -amplitude, where: amplitude .< 0) * 0x1p-960
    let slowDeep = slowExponent .<= -limit
    let fastDeep = (fastExponent .<= -limit) .& .!((x .>= fastFloor) .| (x .<= -fastFloor))
    let smallDeep = decay .>= limit
    guard !anyLane((large .& (slowDeep .| fastDeep)) .| (small .& smallDeep)) else { return nil }
    if anyLane(small) {
      let safeT = t.replacing(with: 0, where: large)
      let (eh, el) = laneEnvelopePair(block.pointee.alpha, block.pointee.alphaLow, safeT)
      let (hx, hv) = smallPhaseLanes(block, safeT, eh, el, sign: 1)
      x.replace(with: hx, where: small)
      v.replace(with: hv, where: small)
    }
    return (x, v)
  }

  /// x = A e^(r_fast t) + B e^(r_slow t) and its derivative (accurate for
  /// γt > 1), compensated (`laneTwoModeState`).
  @inline(never)
  static func twoExponentialState(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes
  ) -> (DoubleLanes, DoubleLanes) {
    laneTwoModeState(
      fastAmplitude: block.pointee.fastAmplitude, fastAmplitudeLow: block.pointee.fastAmplitudeLow,
      fastRate: block.pointee.fastRate, fastRateLow: block.pointee.fastRateLow,
      slowAmplitude: block.pointee.slowAmplitude, slowAmplitudeLow: block.pointee.slowAmplitudeLow,
      slowRate: block.pointee.slowRate, slowRateLow: block.pointee.slowRateLow, t: t)
  }

  /// x = A e^(r_fast t) + C e^(r_slow t) and its derivative rounded plainly
  /// (`lanePlainModesState`), for blocks whose bound allows it.
  @inline(__always)
  static func plainTwoExponentialState(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes
  ) -> (DoubleLanes, DoubleLanes) {
    lanePlainModesState(
      fastAmplitude: block.pointee.fastAmplitude,
      fastVelocityAmplitude: block.pointee.fastVelocityAmplitude,
      fastExponent: block.pointee.fastRate * t, slowAmplitude: block.pointee.slowAmplitude,
      slowVelocityAmplitude: block.pointee.slowVelocityAmplitude,
      slowExponent: block.pointee.slowRate * t)
  }

  /// The compensated small-phase kernel (`laneSmallPhaseState`) with the
  /// tails of cos (σ = −1) or cosh (σ = 1) at y = frequency·t, |y| ≤ 1.
  @inline(never)
  static func smallPhaseLanes(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes, _ eh: DoubleLanes, _ el: DoubleLanes,
    sign: Double
  ) -> (DoubleLanes, DoubleLanes) {
    let (c1, s1) = lanePhaseTails(block.pointee.frequency, t, sign: DoubleLanes(repeating: sign))
    return laneSmallPhaseState(
      x0: block.pointee.x0, v0: block.pointee.v0, b: block.pointee.b, bLow: block.pointee.bLow,
      q: block.pointee.q, qLow: block.pointee.qLow, t: t, c1: c1, s1: s1, eh: eh, el: el)
  }

  /// The compensated large-phase kernel (`laneCompensatedLargePhaseState`),
  /// for phases between the small-phase and the compensated phase limits.
  @inline(never)
  static func compensatedLargePhaseLanes(
    _ block: UnsafePointer<LaneBlock>, _ t: DoubleLanes, _ sine: DoubleLanes,
    _ cosine: DoubleLanes, _ eh: DoubleLanes, _ el: DoubleLanes
  ) -> (DoubleLanes, DoubleLanes) {
    laneCompensatedLargePhaseState(
      x0: block.pointee.x0, v0: block.pointee.v0, a: block.pointee.positionSineAmplitude,
      aLow: block.pointee.positionSineAmplitudeLow, p: block.pointee.velocitySineAmplitude,
      pLow: block.pointee.velocitySineAmplitudeLow, frequency: block.pointee.frequency,
      frequencyLow: block.pointee.frequencyLow, t: t, sine: sine, cosine: cosine, eh: eh, el: el)
  }

  @inline(__always)
  static func store(
    _ block: UnsafePointer<LaneBlock>, _ px: DoubleLanes, _ pv: DoubleLanes,
    _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>
  ) {
    let start = block.pointee.consecutiveStart
    if start >= 0 {
      UnsafeMutableRawPointer(x + start).storeBytes(of: px, as: DoubleLanes.self)
      UnsafeMutableRawPointer(v + start).storeBytes(of: pv, as: DoubleLanes.self)
      return
    }
    // Constant lane indices (the loop unrolls) keep the vectors in registers;
    // padding lanes repeat the last real lane's index and result, so writing
    // them is harmless.
    let index = block.pointee.index
    for lane in (0..<LaneBlock.width).reversed() {
      x[index[lane]] = px[lane]
      v[index[lane]] = pv[lane]
    }
  }
}
