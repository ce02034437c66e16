//===--- ExtremeMagnitudeTests.swift --------------------------------------===//
//
// SpringMotion and settlingTime at every magnitude binary64 can hold: m, k,
// c, x0, v0, t and ε log-uniform over [1e-300, 1e300], checked against an
// extended-range truth (Float80ExtremeTruth.swift). Evaluation must stay at
// K ≤ 4 (condition-scaled error, peaks over [0, t]) wherever the true state
// is representable, return ±infinity exactly where it is not, and never NaN;
// settling times must agree to 1e-12, or throw where they exceed the largest
// double.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringValidation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if arch(x86_64) && !os(Windows) && !os(Android)

/// One spring, start and time (or threshold).
struct ExtremeCase: CustomStringConvertible {
  var mass: Double, stiffness: Double, damping: Double
  var position: Double, velocity: Double
  /// t for evaluation, ε for settling.
  var parameter: Double

  var spring: Spring {
    // The generators only produce springs in the domain.
    (try? Spring(mass: mass, stiffness: stiffness, damping: damping))
      ?? (try! Spring(mass: 1, stiffness: 1, damping: 0))
  }
  var motion: SpringMotion { SpringMotion(spring: spring, position: position, velocity: velocity) }
  var truth: Float80ExtremeTruth {
    Float80ExtremeTruth(
      mass: mass, stiffness: stiffness, damping: damping, position: position, velocity: velocity)
  }

  var description: String {
    "\(mass),\(stiffness),\(damping),\(position),\(velocity),\(parameter)"
  }

  /// Each of the six numbers log-uniform in [1e-300, 1e300], signs of the
  /// state random; one case in eight undamped.
  static func random(using random: inout SplitMix64) -> ExtremeCase {
    func any() -> Double { random.logUniform(1e-300, 1e300) }
    let mass = any(), stiffness = any()
    let damping = random.next() % 8 == 0 ? 0 : any()
    let position = random.sign() * any(), velocity = random.sign() * any()
    return ExtremeCase(
      mass: mass, stiffness: stiffness, damping: damping, position: position, velocity: velocity,
      parameter: any())
  }
}

/// The evaluation error of one case against the truth.
struct ExtremeEvaluation {
  /// Condition-scaled error K (0 when both components are exact overflows).
  var conditionScaled: Double
  /// What went wrong beyond accuracy (NaN, a missing or spurious infinity).
  var failure: String?

  init(_ extreme: ExtremeCase) {
    let t = extreme.parameter
    let truth = extreme.truth
    let computed = extreme.motion.state(at: t)
    let exact = truth.state(at: Wide(t))
    let phaseFactor = 1 + (truth.form == .oscillating ? truth.frequency * Wide(t) : 0)
    let largest = Wide(Double.greatestFiniteMagnitude)
    var failure: String? = nil
    /// |Δ|/peak, less a few units of the least subnormal (the rounding of a
    /// true value that is itself subnormal).
    func error(_ name: String, _ value: Double, _ exact: Wide, _ peak: Wide) -> Wide {
      if value.isNaN {
        failure = "\(name) is NaN"
        return .infinity
      }
      if phaseFactor > 0x1p40 {
        // The phase ωd·t carries no digits: K allows any value within the
        // peak, and overflow happens exactly where the peak overflows.
        let fine = value.isFinite ? Wide(abs(value)) <= peak * (1 + 0x1p-30) : peak > largest
        if !fine { failure = "\(name) = \(value) beyond the peak \(peak)" }
        return fine ? 0 : .infinity
      }
      if abs(exact) > largest * (1 + 0x1p-52) {
        if value.isInfinite && (value > 0) == (exact > 0) { return 0 }
        failure = "\(name) = \(value) but the truth \(exact) overflows"
        return .infinity
      }
      if value.isInfinite {
        if abs(exact) >= largest * (1 - 0x1p-52) && (value > 0) == (exact > 0) { return 0 }
        failure = "\(name) = \(value) but the truth is \(exact)"
        return .infinity
      }
      let difference = max(0, abs(Wide(value) - exact) - 8 * Wide(Double.leastNonzeroMagnitude))
      if difference == 0 { return 0 }
      return peak > 0 ? difference / peak : .infinity
    }
    let e = max(
      error("position", computed.position, exact.0, truth.peak(0, upTo: Wide(t))),
      error("velocity", computed.velocity, exact.1, truth.peak(1, upTo: Wide(t))))
    conditionScaled = Double(e / (0x1p-52 * phaseFactor))
    self.failure = failure
  }
}

@Suite("Extreme magnitudes against an extended-range truth")
struct ExtremeMagnitudeTests {
  @Test(
    "the cases that printed NaN, inf or a wrong number",
    arguments: [
      // (m, k, c, x0, v0, t) and the true (x, v) to 12 digits.
      (ExtremeCase(mass: 1e-10, stiffness: 1e300, damping: 0, position: -1, velocity: 0, parameter: 0), -1.0, 0.0),
      (ExtremeCase(mass: 1, stiffness: 1, damping: 1e10, position: 0, velocity: 1e300, parameter: 0), 0.0, 1e300),
      (ExtremeCase(mass: 1, stiffness: 1e200, damping: 0, position: 1e200, velocity: 0, parameter: 1e-100),
       5.40302305868e199, -8.41470984808e299),
      (ExtremeCase(mass: 1e300, stiffness: 1e-300, damping: 0, position: -1, velocity: 0, parameter: 1e300),
       -0.540302305868, 8.41470984808e-301),
    ])
  func reportedCases(_ extreme: ExtremeCase, position: Double, velocity: Double) {
    let state = extreme.motion.state(at: extreme.parameter)
    // cos 1 and sin 1 to 12 digits; 0 exactly where the truth is 0.
    func close(_ a: Double, _ b: Double) -> Bool { b == 0 ? a == 0 : abs(a - b) <= 1e-11 * abs(b) }
    #expect(close(state.position, position), "\(extreme): x = \(state.position)")
    #expect(close(state.velocity, velocity), "\(extreme): v = \(state.velocity)")
    let evaluation = ExtremeEvaluation(extreme)
    #expect(evaluation.failure == nil, "\(extreme): \(evaluation.failure ?? "")")
    #expect(evaluation.conditionScaled <= 4, "\(extreme): K = \(evaluation.conditionScaled)")
  }

  @Test("random magnitudes: K ≤ 4, ±infinity exactly where the state overflows, never NaN")
  func randomMagnitudes() {
    var random = SplitMix64(seed: 2_026_0413)
    var worst = 0.0, worstCase = ""
    var failures: [String] = []
    var overflows = 0
    for _ in 0..<20_000 {
      let extreme = ExtremeCase.random(using: &random)
      let evaluation = ExtremeEvaluation(extreme)
      if let failure = evaluation.failure { failures.append("\(extreme): \(failure)") }
      let state = extreme.motion.state(at: extreme.parameter)
      if state.position.isInfinite || state.velocity.isInfinite { overflows += 1 }
      if evaluation.conditionScaled > worst {
        worst = evaluation.conditionScaled
        worstCase = extreme.description
      }
    }
    print("extreme magnitudes: worst K = \(worst) at \(worstCase); \(overflows) overflows")
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    #expect(worst <= 4, "worst K = \(worst) at \(worstCase)")
    // The battery must reach both sides of the contract.
    #expect(overflows > 100)
  }

  @Test(
    "settling times that were wrong or inf",
    arguments: [
      (ExtremeCase(mass: 1, stiffness: 100, damping: 10, position: 1e200, velocity: 0, parameter: 1e-110), 142.717),
      (ExtremeCase(mass: 1, stiffness: 100, damping: 20, position: 1e200, velocity: 0, parameter: 1e-110), 72.04),
      (ExtremeCase(mass: 1e-10, stiffness: 1, damping: 1e300, position: -1, velocity: 0, parameter: 0.001), 6.9e300),
    ])
  func reportedSettlingCases(_ extreme: ExtremeCase, approximately expected: Double) throws {
    let time = try extreme.motion.settlingTime(threshold: extreme.parameter)
    let truth = extreme.truth.settlingTime(above: Wide(extreme.parameter))
    #expect(abs(time - expected) <= 2e-3 * expected, "\(extreme): T = \(time)")
    #expect(abs(Wide(time) - truth) <= 1e-12 * truth, "\(extreme): T = \(time), truth \(truth)")
  }

  @Test("a velocity threshold counts when x''(0) overflows")
  func velocityThresholdWithOverflowingAcceleration() throws {
    // c·v0/m = 1e310: the velocity falls from 1e10 to 1e-3 in about 30/ρ.
    let extreme = ExtremeCase(mass: 1, stiffness: 1, damping: 1e300, position: 0, velocity: 1e10, parameter: 1)
    let motion = extreme.motion
    #expect(motion.initialAcceleration == -.infinity)
    let time = try motion.settlingTime(threshold: 1, velocityThreshold: 1e-3)
    let truth = extreme.truth.settlingTime(1, above: 1e-3)
    #expect(time > 0)
    #expect(abs(Wide(time) - truth) <= 1e-12 * truth, "T = \(time), truth \(truth)")
  }

  @Test("random magnitudes: settling times to 1e-12, or an error where they overflow")
  func randomSettlingTimes() {
    var random = SplitMix64(seed: 2_026_0414)
    var failures: [String] = []
    var worst: Wide = 0, worstCase = ""
    var counts = (zero: 0, finite: 0, infinite: 0, overflow: 0)
    for index in 0..<4_000 {
      var extreme = ExtremeCase.random(using: &random)
      // Half the cases put ε within a few decades of the motion's scale, where
      // the answer is neither 0 nor beyond range.
      if index % 2 == 0 {
        let scale = max(abs(extreme.position), abs(extreme.velocity) / extreme.spring.naturalFrequency)
        extreme.parameter = scale * random.logUniform(1e-200, 1)
        guard extreme.parameter > 0, extreme.parameter.isFinite else { continue }
      }
      let truth = extreme.truth.settlingTime(above: Wide(extreme.parameter))
      let result = Result { try extreme.motion.settlingTime(threshold: extreme.parameter) }
      switch result {
      case .failure(let error):
        if truth > Wide(Double.greatestFiniteMagnitude) && truth.isFinite {
          counts.overflow += 1
        } else {
          failures.append("\(extreme): threw \(error), truth \(truth)")
        }
      case .success(let time):
        if truth.isInfinite {
          counts.infinite += 1
          if time != .infinity { failures.append("\(extreme): \(time), truth ∞") }
          continue
        }
        if truth == 0 { counts.zero += 1 } else { counts.finite += 1 }
        let deviation = abs(Wide(time) - truth)
        let allowed = 1e-12 * truth
        if !(deviation <= allowed) {
          failures.append("\(extreme): T = \(time), truth \(truth)")
        }
        if truth > 0 && deviation / truth > worst {
          worst = deviation / truth
          worstCase = extreme.description
        }
      }
    }
    print("extreme settling: worst relative error \(worst) at \(worstCase); \(counts)")
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    #expect(counts.finite > 500 && counts.overflow > 10)
  }
}

#endif
