//===--- SpringMotionBatch.swift ------------------------------------------===//
//
// Many motions evaluated together, four per SIMD vector.
//
// The batch sorts its motions by form once — oscillating (ζ < 1), critical,
// overdamped — and stores each group's closed-form coefficients as structure
// of arrays, padded to whole vectors. Evaluation runs the same formulas as
// `SpringMotion.state(at:)` four lanes at a time, with the branch-free lane
// functions of LaneElementaryFunctions.swift in place of libm:
//
//   x = e^(−αt)[x0 C + B S],  v = e^(−αt)[v0 C − Q S]
//   (C, S) = (cos ωd t, sin(ωd t)/ωd) | (1, t) | (cosh γt, t·sinh(γt)/(γt))
//
// and, for overdamped lanes with γt > 1, the stable two-exponential form.
// Results are scattered back to the caller's order.
//
//===----------------------------------------------------------------------===//

/// Motions of many springs, evaluated four at a time with SIMD arithmetic.
///
/// Accuracy: the same closed forms as `SpringMotion.state(at:)` with
/// elementary functions of about 1 ulp, so the condition-scaled error
/// (DESIGN.md) stays K ≤ 4 on every DESIGN.md family (asserted by the tests).
/// Results are not bit-identical to `SpringMotion.state(at:)`.
public struct SpringMotionBatch: Sendable {
  /// The motions, in the caller's order.
  public let motions: [SpringMotion]

  @usableFromInline struct Group: Sendable {
    // Caller's index of each lane; padding lanes repeat the last real one.
    @usableFromInline var index: [Int] = []
    @usableFromInline var x0: [Double] = [], v0: [Double] = []
    @usableFromInline var alpha: [Double] = [], frequency: [Double] = []
    @usableFromInline var b: [Double] = [], q: [Double] = []
    @usableFromInline var fastRate: [Double] = [], slowRate: [Double] = []
    @usableFromInline var fastAmplitude: [Double] = [], slowAmplitude: [Double] = []
    @usableFromInline var realCount = 0

    mutating func append(_ motion: SpringMotion, at position: Int) {
      index.append(position)
      x0.append(motion.initialState.position)
      v0.append(motion.initialState.velocity)
      alpha.append(motion.alpha)
      frequency.append(motion.frequency)
      b.append(motion.positionSineCoefficient)
      q.append(motion.velocitySineCoefficient)
      fastRate.append(motion.fastRate)
      slowRate.append(motion.slowRate)
      fastAmplitude.append(motion.fastAmplitude)
      slowAmplitude.append(motion.slowAmplitude)
    }

    mutating func padToVectors(with motions: [SpringMotion]) {
      realCount = index.count
      while index.count % 4 != 0, let last = index.last { append(motions[last], at: last) }
    }
  }

  @usableFromInline let oscillating: Group
  @usableFromInline let critical: Group
  @usableFromInline let overdamped: Group

  /// Prepares `motions` for batched evaluation.
  public init(_ motions: [SpringMotion]) {
    self.motions = motions
    var oscillating = Group(), critical = Group(), overdamped = Group()
    for (position, motion) in motions.enumerated() {
      switch motion.regime {
      case .undamped, .underdamped: oscillating.append(motion, at: position)
      case .critical: critical.append(motion, at: position)
      case .overdamped: overdamped.append(motion, at: position)
      }
    }
    oscillating.padToVectors(with: motions)
    critical.padToVectors(with: motions)
    overdamped.padToVectors(with: motions)
    self.oscillating = oscillating
    self.critical = critical
    self.overdamped = overdamped
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
    precondition(times.count >= count && positions.count >= count && velocities.count >= count,
                 "buffers must hold one element per motion")
    evaluate(oscillating, form: .underdamped, times, positions, velocities)
    evaluate(critical, form: .critical, times, positions, velocities)
    evaluate(overdamped, form: .overdamped, times, positions, velocities)
  }

  /// x and v of every motion at the same time `t`.
  public func states(at t: Double) -> (positions: [Double], velocities: [Double]) {
    states(at: [Double](repeating: t, count: count))
  }

  /// x and v of motion i at `times[i]`.
  /// - Precondition: `times.count == count`.
  public func states(at times: [Double]) -> (positions: [Double], velocities: [Double]) {
    precondition(times.count == count, "one time per motion")
    var positions = [Double](repeating: 0, count: count)
    var velocities = [Double](repeating: 0, count: count)
    times.withUnsafeBufferPointer { t in
      positions.withUnsafeMutableBufferPointer { p in
        velocities.withUnsafeMutableBufferPointer { v in
          evaluate(at: t, positions: p, velocities: v)
        }
      }
    }
    return (positions, velocities)
  }

  @inlinable
  static func load(_ array: [Double], _ lane: Int) -> DoubleLanes {
    DoubleLanes(array[lane], array[lane + 1], array[lane + 2], array[lane + 3])
  }

  @inlinable
  func evaluate(
    _ group: Group, form: DampingRegime, _ times: UnsafeBufferPointer<Double>,
    _ positions: UnsafeMutableBufferPointer<Double>, _ velocities: UnsafeMutableBufferPointer<Double>
  ) {
    var lane = 0
    while lane < group.realCount {
      let t = DoubleLanes(
        times[group.index[lane]], times[group.index[lane + 1]],
        times[group.index[lane + 2]], times[group.index[lane + 3]])
      let x0 = Self.load(group.x0, lane), v0 = Self.load(group.v0, lane)
      let alpha = Self.load(group.alpha, lane), frequency = Self.load(group.frequency, lane)
      let b = Self.load(group.b, lane), q = Self.load(group.q, lane)
      var x: DoubleLanes, v: DoubleLanes
      switch form {
      case .critical:
        let envelope = laneExp(-alpha * t)
        let sine = t * envelope
        x = x0 * envelope + b * sine
        v = v0 * envelope - q * sine
      case .overdamped:
        let y = frequency * t
        let small = y .<= 1
        x = DoubleLanes()
        v = DoubleLanes()
        if any(small) {
          let envelope = laneExp(-alpha * t)
          let (cosh, sinhOverY) = laneCoshAndSinhc(y.replacing(with: 0, where: .!small))
          let cosine = cosh * envelope, sine = t * sinhOverY * envelope
          x = x0 * cosine + b * sine
          v = v0 * cosine - q * sine
        }
        if !all(small) {
          let fastRate = Self.load(group.fastRate, lane), slowRate = Self.load(group.slowRate, lane)
          let fast = Self.load(group.fastAmplitude, lane) * laneExp(fastRate * t)
          let slow = Self.load(group.slowAmplitude, lane) * laneExp(slowRate * t)
          x.replace(with: fast + slow, where: .!small)
          v.replace(with: fast * fastRate + slow * slowRate, where: .!small)
        }
      default:
        let phase = frequency * t
        guard all((phase .<= 1e6) .& (phase .>= -1e6)) else {
          // Phases beyond the lane reduction's exact range: the direct form.
          for k in 0..<4 where lane + k < group.realCount {
            let s = motions[group.index[lane + k]].state(at: t[k])
            positions[group.index[lane + k]] = s.position
            velocities[group.index[lane + k]] = s.velocity
          }
          lane += 4
          continue
        }
        let envelope = laneExp(-alpha * t)
        var (sine, cosine) = laneSinCos(phase)
        sine = (sine / frequency).replacing(with: t, where: frequency .== 0) * envelope
        cosine = cosine * envelope
        x = x0 * cosine + b * sine
        v = v0 * cosine - q * sine
      }
      for k in 0..<4 where lane + k < group.realCount {
        positions[group.index[lane + k]] = x[k]
        velocities[group.index[lane + k]] = v[k]
      }
      lane += 4
    }
  }
}
