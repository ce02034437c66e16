//===--- TrajectoryAccuracy.swift -----------------------------------------===//
//
// Sample errors of an evaluator on one case, with peaks taken from the truth.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringModel

#if arch(x86_64) && !os(Windows) && !os(Android)

/// Peaks of |x| and |v| over a case's trajectory, from the truth.
public struct TrajectoryPeaks: Sendable, Hashable {
  /// max |x(t)| over [0, horizon].
  public var position: Double
  /// max |v(t)| over [0, horizon].
  public var velocity: Double

  /// Peaks of the truth on a dense grid: 1024 uniform points over the first
  /// two oscillation periods (or the horizon), 1024 log-spaced points over
  /// [horizon·earliestFraction, horizon], and the case's own sample times.
  /// Between grid points a peak can be missed by a relative ~(πh/P)²/8 < 1e-5,
  /// which only makes the normalized error larger (conservative).
  public init(of springCase: SpringCase, truth: HighPrecisionTruth) {
    let omegaD = springCase.spring.dampedFrequency
    let early = omegaD > 0 ? min(springCase.horizon, 4 * Double.pi / omegaD) : springCase.horizon
    var times = springCase.times
    let gridCount = 1024
    for index in 0...gridCount {
      let fraction = Double(index) / Double(gridCount)
      times.append(early * fraction)
      times.append(springCase.horizon * pow(springCase.earliestFraction, 1 - fraction))
    }
    var peakX = 0.0, peakV = 0.0
    for t in times {
      let s = truth.state(at: t)
      peakX = max(peakX, Double(abs(s.position)))
      peakV = max(peakV, Double(abs(s.velocity)))
    }
    position = peakX
    velocity = peakV
  }
}

extension SampleError {
  /// The error of `computed` against the truth state `exact` at time `t`,
  /// normalized by the trajectory's `peaks`.
  public init(
    time t: Double, computed: SpringState, exact: TruthState, peaks: TrajectoryPeaks,
    dampedFrequency: Double
  ) {
    let dx: TruthScalar = TruthScalar(computed.position) - exact.position
    let dv: TruthScalar = TruthScalar(computed.velocity) - exact.velocity
    self.init(
      time: t, positionError: Double(abs(dx)), velocityError: Double(abs(dv)),
      peakPosition: peaks.position, peakVelocity: peaks.velocity, dampedFrequency: dampedFrequency)
  }
}

/// The errors of `evaluate` on every sample time of `springCase`.
///
/// - Parameters:
///   - springCase: the spring, its initial state and the sample times.
///   - evaluate: the method under test, mapping t to (x(t), v(t)).
public func sampleErrors(
  of springCase: SpringCase, evaluate: (Double) -> SpringState
) -> [SampleError] {
  let truth = HighPrecisionTruth(spring: springCase.spring, initialState: springCase.initialState)
  let peaks = TrajectoryPeaks(of: springCase, truth: truth)
  let omegaD = springCase.spring.dampedFrequency
  return springCase.times.map { t in
    SampleError(time: t, computed: evaluate(t), exact: truth.state(at: t), peaks: peaks, dampedFrequency: omegaD)
  }
}

#endif
