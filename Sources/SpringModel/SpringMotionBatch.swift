//===--- SpringMotionBatch.swift ------------------------------------------===//
//
// Many motions evaluated together, four per SIMD vector.
//
// The batch sorts its motions by form once — oscillating (ζ < 1), critical,
// overdamped — and stores each group's closed-form coefficients as blocks of
// four lanes (`LaneBlock`), padded to whole blocks. Evaluation runs the same
// formulas as `SpringMotion.state(at:)` four lanes at a time, with the
// branch-free lane functions of LaneElementaryFunctions.swift in place of
// libm:
//
//   x = e^(−αt)[x0 C + B S],  v = e^(−αt)[v0 C − Q S]
//   (C, S) = (cos ωd t, sin(ωd t)/ωd) | (1, t) | (cosh γt, t·sinh(γt)/(γt))
//
// and, for overdamped lanes with γt > 1, the stable two-exponential form.
// Results are scattered back to the caller's order. Motions on the
// extended-range path (extreme magnitudes, ExtendedRange.swift) are
// evaluated one by one with `SpringMotion.state(at:)`.
//
//===----------------------------------------------------------------------===//

/// The closed-form coefficients of four motions of one form, one per lane.
@usableFromInline
struct LaneBlock: Sendable {
  @usableFromInline var x0 = DoubleLanes(), v0 = DoubleLanes()
  @usableFromInline var alpha = DoubleLanes(), frequency = DoubleLanes()
  /// 1/frequency, or 0 where the frequency is 0 (a multiply instead of a division).
  @usableFromInline var inverseFrequency = DoubleLanes()
  @usableFromInline var b = DoubleLanes(), q = DoubleLanes()
  @usableFromInline var fastRate = DoubleLanes(), slowRate = DoubleLanes()
  @usableFromInline var fastAmplitude = DoubleLanes(), slowAmplitude = DoubleLanes()
  /// The caller's index of each lane.
  @usableFromInline var index = SIMD4<Int>()
  /// Lanes in use (1…4); the others repeat the last real lane, so writing
  /// them back rewrites that lane's own (identical) result.
  @usableFromInline var count = 0

  mutating func set(lane: Int, to motion: SpringMotion, index position: Int) {
    x0[lane] = motion.initialState.position
    v0[lane] = motion.initialState.velocity
    alpha[lane] = motion.alpha
    frequency[lane] = motion.frequency
    inverseFrequency[lane] = motion.frequency > 0 ? 1 / motion.frequency : 0
    b[lane] = motion.positionSineCoefficient
    q[lane] = motion.velocitySineCoefficient
    fastRate[lane] = motion.fastRate
    slowRate[lane] = motion.slowRate
    fastAmplitude[lane] = motion.fastAmplitude
    slowAmplitude[lane] = motion.slowAmplitude
    index[lane] = position
  }

  /// Blocks holding `members` (caller's indices into `motions`).
  static func blocks(of members: [Int], in motions: [SpringMotion]) -> [LaneBlock] {
    stride(from: 0, to: members.count, by: 4).map { start in
      var block = LaneBlock()
      block.count = min(4, members.count - start)
      for lane in 0..<4 {
        let member = members[start + min(lane, block.count - 1)]
        block.set(lane: lane, to: motions[member], index: member)
      }
      return block
    }
  }
}

/// Motions of many springs, evaluated four at a time with SIMD arithmetic.
///
/// Accuracy: the same closed forms as `SpringMotion.state(at:)` with
/// elementary functions of about 1 ulp, so the condition-scaled error
/// (Docs/Design.md) stays K ≤ 4 on every sweep family of Docs/Design.md (asserted by the tests).
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
  @inlinable
  public func evaluate(
    at times: UnsafeBufferPointer<Double>,
    positions: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      times.count >= count && positions.count >= count && velocities.count >= count,
      "buffers must hold one element per motion")
    let t = times.baseAddress!
    run(positions, velocities) { block in
      DoubleLanes(t[block.index[0]], t[block.index[1]], t[block.index[2]], t[block.index[3]])
    }
    for index in extendedRange {
      let s = motions[index].state(at: t[index])
      positions[index] = s.position
      velocities[index] = s.velocity
    }
  }

  /// Writes x and v of every motion at the same time `t` (seconds, ≥ 0).
  /// - Precondition: both buffers hold at least `count` elements.
  @inlinable
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

  @inlinable
  func run(
    _ positions: UnsafeMutableBufferPointer<Double>,
    _ velocities: UnsafeMutableBufferPointer<Double>,
    time: (LaneBlock) -> DoubleLanes
  ) {
    let x = positions.baseAddress!
    let v = velocities.baseAddress!
    oscillating.withUnsafeBufferPointer { blocks in
      for block in blocks {
        let t = time(block)
        if let (px, pv) = Self.oscillatingState(block, t) {
          Self.store(block, px, pv, x, v)
        } else {
          for lane in 0..<block.count {
            let s = motions[block.index[lane]].state(at: t[lane])
            x[block.index[lane]] = s.position
            v[block.index[lane]] = s.velocity
          }
        }
      }
    }
    critical.withUnsafeBufferPointer { blocks in
      for block in blocks {
        let t = time(block)
        let envelope = laneExp(-block.alpha * t)
        let sine = t * envelope
        Self.store(
          block, block.x0 * envelope + block.b * sine, block.v0 * envelope - block.q * sine, x, v)
      }
    }
    overdamped.withUnsafeBufferPointer { blocks in
      for block in blocks {
        let (px, pv) = Self.overdampedState(block, time(block))
        Self.store(block, px, pv, x, v)
      }
    }
  }

  /// ζ < 1 lanes; nil when a phase exceeds the lane reduction's exact range.
  @inlinable @inline(__always)
  static func oscillatingState(_ block: LaneBlock, _ t: DoubleLanes) -> (DoubleLanes, DoubleLanes)?
  {
    let phase = block.frequency * t
    guard all((phase .<= 1e6) .& (phase .>= -1e6)) else { return nil }
    let envelope = laneExp(-block.alpha * t)
    let (sine, cosine) = laneSinCos(phase)
    // S = t where the phase is 0 (ω = 0, or t = 0) or too small for sin(ωt)/ω
    // to differ from t (ωt may then be a subnormal).
    let tiny = (phase .< SpringMotion.tinyPhase) .& (phase .> -SpringMotion.tinyPhase)
    let s = (sine * block.inverseFrequency).replacing(with: t, where: tiny) * envelope
    let c = cosine * envelope
    return (block.x0 * c + block.b * s, block.v0 * c - block.q * s)
  }

  /// ζ > 1 lanes: cosh/sinh while γt ≤ 1, the stable exponentials beyond.
  @inlinable @inline(__always)
  static func overdampedState(_ block: LaneBlock, _ t: DoubleLanes) -> (DoubleLanes, DoubleLanes) {
    let y = block.frequency * t
    let small = y .<= 1
    var x = DoubleLanes()
    var v = DoubleLanes()
    if any(small) {
      let envelope = laneExp(-block.alpha * t)
      let (cosh, sinhOverY) = laneCoshAndSinhc(y.replacing(with: 0, where: .!small))
      let c = cosh * envelope
      let s = t * sinhOverY * envelope
      x = block.x0 * c + block.b * s
      v = block.v0 * c - block.q * s
    }
    if !all(small) {
      let fast = block.fastAmplitude * laneExp(block.fastRate * t)
      let slow = block.slowAmplitude * laneExp(block.slowRate * t)
      x.replace(with: fast + slow, where: .!small)
      v.replace(with: fast * block.fastRate + slow * block.slowRate, where: .!small)
    }
    return (x, v)
  }

  @inlinable @inline(__always)
  static func store(
    _ block: LaneBlock, _ px: DoubleLanes, _ pv: DoubleLanes,
    _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>
  ) {
    // Constant lane indices keep the vectors in registers; padding lanes
    // repeat the last real lane's index and result, so writing them is harmless.
    let index = block.index
    x[index[3]] = px[3]
    v[index[3]] = pv[3]
    x[index[2]] = px[2]
    v[index[2]] = pv[2]
    x[index[1]] = px[1]
    v[index[1]] = pv[1]
    x[index[0]] = px[0]
    v[index[0]] = pv[0]
  }
}
