//===--- SpringMotionBatch.swift ------------------------------------------===//
//
// Many motions evaluated together, four per SIMD vector (`DoubleLanes`).
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
// Results are scattered back to the caller's order — or stored as whole
// vectors when a block holds consecutive motions. Motions on the
// extended-range path (extreme magnitudes, ExtendedRange.swift) are
// evaluated one by one with `SpringMotion.state(at:)`.
//
//===----------------------------------------------------------------------===//

/// The closed-form coefficients of up to eight motions of one form, one per lane.
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
  @usableFromInline var index = IndexLanes()
  /// Lanes in use (1…8); the others repeat the last real lane, so writing
  /// them back rewrites that lane's own (identical) result.
  @usableFromInline var count = 0
  /// The caller's index of lane 0 when the lanes hold eight consecutive
  /// motions (results then go out as whole vectors), else −1.
  @usableFromInline var consecutiveStart = -1

  /// One caller's index per lane.
  @usableFromInline typealias IndexLanes = SIMD4<Int>

  /// Lanes per block.
  @usableFromInline static var width: Int { DoubleLanes.scalarCount }

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
/// (Docs/Design.md) stays K ≤ 3 on every sweep family of Docs/Design.md (asserted by the tests).
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
  // in this module, where the lane functions inline into the loops (across
  // modules they stayed calls, with each vector split over four registers at
  // every call and each block copied). One call per evaluation of the batch.
  @inline(__always)
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
  @_transparent
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
  @_transparent
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

  @inline(__always)
  static func store(
    _ block: LaneBlock, _ px: DoubleLanes, _ pv: DoubleLanes,
    _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>
  ) {
    if block.consecutiveStart >= 0 {
      UnsafeMutableRawPointer(x + block.consecutiveStart).storeBytes(of: px, as: DoubleLanes.self)
      UnsafeMutableRawPointer(v + block.consecutiveStart).storeBytes(of: pv, as: DoubleLanes.self)
      return
    }
    // Constant lane indices (the loop unrolls) keep the vectors in registers;
    // padding lanes repeat the last real lane's index and result, so writing
    // them is harmless.
    let index = block.index
    for lane in (0..<LaneBlock.width).reversed() {
      x[index[lane]] = px[lane]
      v[index[lane]] = pv[lane]
    }
  }
}
