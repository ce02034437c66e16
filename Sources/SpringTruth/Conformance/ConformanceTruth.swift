//===--- ConformanceTruth.swift -------------------------------------------===//
//
// The one place where the conformance scorer meets the truth: the exact
// state of a case at a time, the error of a binary64 result against it
// (formed before rounding the truth), and the exact settling time.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if arch(x86_64) && !os(Windows) && !os(Android)

  /// The truth of one motion, as the scorer uses it.
  struct ConformanceTruth: Sendable {
    private let truth: HighPrecisionTruth
    private let motion: SpringMotion

    init(spring: Spring, initialState: SpringState) {
      truth = HighPrecisionTruth(spring: spring, initialState: initialState)
      motion = SpringMotion(spring: spring, initialState: initialState)
    }

    /// x(t) and v(t) from the truth at `time` (finite, ≥ 0).
    func point(at time: Double) -> TruthPoint {
      let state = truth.state(at: time)
      return TruthPoint(position: state.position, velocity: state.velocity)
    }

    /// The exact settling time (see `SpringMotion.settlingTime`).
    func settlingTime(threshold: Double, velocityThreshold: Double?) -> TruthTime {
      let time =
        (try? motion.settlingTime(threshold: threshold, velocityThreshold: velocityThreshold))
      return TruthTime(value: time ?? .nan)
    }
  }

  /// One state of the truth.
  struct TruthPoint: Sendable {
    fileprivate let position: TruthScalar
    fileprivate let velocity: TruthScalar

    /// |x|, rounded to binary64.
    var positionMagnitude: Double { Double(abs(position)) }
    /// |v|, rounded to binary64.
    var velocityMagnitude: Double { Double(abs(velocity)) }
    /// x and v rounded to binary64.
    var rounded: SpringState { SpringState(position: Double(position), velocity: Double(velocity)) }

    /// |computed − x|, from the unrounded truth.
    func positionError(of computed: Double) -> Double {
      Double(abs(TruthScalar(computed) - position))
    }
    /// |computed − v|, from the unrounded truth.
    func velocityError(of computed: Double) -> Double {
      Double(abs(TruthScalar(computed) - velocity))
    }
  }

  /// An exact settling time.
  struct TruthTime: Sendable {
    fileprivate let value: Double

    /// Whether the time is exactly 0 (the motion never leaves the band).
    var isZero: Bool { value == 0 }

    /// The time rounded to binary64: +infinity when the motion never settles;
    /// nil when it is finite but beyond binary64's range.
    var binary64: Double? { value.isNaN ? nil : value }

    /// |computed − T| / T for a finite T > 0, from the unrounded truth.
    func relativeError(of computed: Double) -> Double {
      abs(computed - value) / value
    }
  }

#endif
