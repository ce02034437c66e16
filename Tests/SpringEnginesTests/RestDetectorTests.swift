//===--- RestDetectorTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Frame-sampled rest detection against brute force on the MPFR truth, and the
// statements about declared times that are actually true (see the header of
// RestDetector.swift): T(ε*) ≤ declared ≤ T(εx, εv) + one check + one frame,
// declared ≥ T(εx) when the motion never overshoots, monotone in the
// thresholds — and a case where a rule stops before T(εx).
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The first time on the grid k/rate (k = 0, 1, …) at which `passes` holds for
/// the MPFR truth scaled by `distance` (|x|·distance and |v|·distance, each
/// rounded once to binary64), and |x|·distance there.
func bruteForceFirstPass(
  spring: Spring, start: SpringState, distance: Double, rate: Double,
  passes: (Double, Double) -> Bool
) -> (time: Double, displacement: Double) {
  let truth = MPFRTruth(spring: spring, initialState: start)
  for k in 0..<200_000 {
    let t = Double(k) / rate
    let s = truth.state(at: t)
    let x = (s.position.mpfr * distance).magnitude().double
    let v = (s.velocity.mpfr * distance).magnitude().double
    if passes(x, v) { return (t, x) }
  }
  return (.infinity, 0)
}

@Suite("Rest detection: frame-sampled rules against brute force and their invariants")
struct RestDetectorTests {
  /// x = −(1 + t)e^(−t): m = 1, k = 1, c = 2 (exactly critical), x0 = −1, v0 = 0.
  static let critical: Spring = {
    do { return try Spring(mass: 1, stiffness: 1, damping: 2) } catch {
      preconditionFailure("\(error)")
    }
  }()
  static let release = SpringState(position: -1, velocity: 0)

  @Test("x = −(1 + t)e^(−t) at 60 Hz: declared frame and snap jump equal brute force")
  func criticalBruteForce() throws {
    let motion = SpringMotion(spring: Self.critical, initialState: Self.release)
    // Thresholds written out literally, independently of RestRule's code.
    let cases: [(RestRule, Double, (Double, Double) -> Bool)] = [
      (.rebound, 1, { $0 <= 0.001 && $1 < 0.001 }),
      (.motion, 1, { $0 <= 0.005 && $1 <= 0.01 }),
      (.motion, 100, { $0 <= 0.5 && $1 <= 2 }),
      (.flutter, 1, { $0 < 0.001 && $1 < 0.001 }),
      (.springForce(), 100, { $0 < 0.75 && $1 < 46.875 }),
    ]
    for (rule, distance, passes) in cases {
      let decision = try rule.decision(for: motion, distance: distance, frameRate: 60)
      let expected = bruteForceFirstPass(
        spring: Self.critical, start: Self.release, distance: distance, rate: 60,
        passes: passes)
      print(
        "\(rule.name) d=\(distance): declared \(decision.declaredTime) s, |x| \(decision.displacement), exact \(decision.exactTime)"
      )
      #expect(decision.declaredTime == expected.time, "\(rule.name) at \(distance)")
      #expect(abs(decision.displacement / expected.displacement - 1) < 1e-12, "\(rule.name)")
      #expect(decision.snapJump == (rule.snapsToTarget ? decision.displacement : 0))
    }
    // By hand for Rebound: |v| = t e^(−t) < 0.001 from t ≈ 9.12 s and
    // |x| = (1 + t)e^(−t) ≤ 0.001 from t ≈ 9.2334 s → frame 555 = 9.25 s,
    // where the snap discards 10.25·e^(−9.25) = 9.84e-4.
    let rebound = try RestRule.rebound.decision(for: motion, distance: 1, frameRate: 60)
    #expect(rebound.declaredTime == 555.0 / 60)
    #expect(abs(rebound.snapJump - 10.25 * exp(-9.25)) < 1e-15)
    #expect(abs(rebound.exactTime - 9.233_4) < 1e-4)
    // Flutter ends off target by |x| instead of snapping.
    let flutter = try RestRule.flutter.decision(for: motion, distance: 1, frameRate: 60)
    #expect(flutter.snapJump == 0 && flutter.displacement > 0.000_9)
  }

  @Test("react-spring checks every 1 ms and shows rest at the next frame")
  func reactSpringSubsteps() throws {
    let motion = SpringMotion(spring: Self.critical, initialState: Self.release)
    for frameRate in [60.0, 120.0] {
      let decision = try RestRule.reactSpring.decision(
        for: motion, distance: 1, frameRate: frameRate)
      let substep = bruteForceFirstPass(
        spring: Self.critical, start: Self.release, distance: 1, rate: 1000,
        passes: { $0 <= 0.001 && $1 <= 0.1 })
      // |x| ≤ 0.001 first at 9.234 s (|v| = 9.2e-4 there): the substep state.
      #expect(decision.restStateTime == substep.time)
      #expect(abs(decision.snapJump / substep.displacement - 1) < 1e-12)
      // Shown at the first frame after it.
      let frame = (substep.time * frameRate).rounded(.down) + 1
      #expect(decision.declaredTime == frame / frameRate)
      print(
        "react-spring \(frameRate) Hz: rest state at \(substep.time) s, shown at \(decision.declaredTime) s"
      )
    }
  }

  @Test("SpringForce at 100 px can stop 0.45 s before T(0.75 px)")
  func earlyDeclaration() throws {
    // SpringForce's STIFFNESS_VERY_LOW (50) with DAMPING_RATIO_LOW_BOUNCY
    // (0.75), moving 100 px. Its velocity threshold over ω0 is
    // 46.875/7.07 = 6.6 px ≫ 0.75 px: near a zero crossing both tests pass
    // while the overshoot still to come exceeds 0.75 px.
    let spring = try Spring(naturalFrequency: 50.0.squareRoot(), dampingRatio: 0.75)
    let motion = SpringMotion(spring: spring, initialState: Self.release)
    let star = (0.75 * 0.75 + pow(46.875 / 50.0.squareRoot(), 2)).squareRoot()
    for frameRate in [60.0, 120.0] {
      let decision = try RestRule.springForce().decision(
        for: motion, distance: 100, frameRate: frameRate)
      let expected = bruteForceFirstPass(
        spring: spring, start: Self.release, distance: 100, rate: frameRate,
        passes: { $0 < 0.75 && $1 < 46.875 })
      // What the snap cuts off: the largest |x| after the declared time.
      let skipped = (0...20_000).map {
        abs(motion.position(at: decision.declaredTime + Double($0) * 1e-4)) * 100
      }.max()!
      print(
        "SpringForce k=50 ζ=0.75 100 px \(frameRate) Hz: declared \(decision.declaredTime) s, T(0.75 px) \(decision.exactTime) s, jump \(decision.snapJump) px, later excursion \(skipped) px (ε* = \(star) px)"
      )
      #expect(decision.declaredTime == expected.time)
      #expect(decision.declaredTime < decision.exactTime - 0.4)
      #expect(skipped > 0.75 && skipped <= star)
    }
  }

  @Test("px thresholds on a 0→1 value: SpringForce declares an undamped spring at rest")
  func absoluteThresholdsOnTheWrongScale() throws {
    // 0.75 "px" is 75% of a unit move: at the first zero crossing of
    // x = −cos(10t), |x| < 0.75 and |v| ≤ 10 < 46.875 — rest at frame 5.
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 100, damping: 0), initialState: Self.release)
    let decision = try RestRule.springForce().decision(for: motion, distance: 1, frameRate: 60)
    #expect(decision.declaredTime == 5.0 / 60)
    #expect(abs(decision.snapJump - cos(10 * 5.0 / 60)) < 1e-15)
    #expect(decision.exactTime == .infinity)
  }

  /// Seeded normalized UI motions (x0 = −1, v0 up to ±40 distances/s).
  static let uiMotions = SweepFamily.ui.cases(count: 30, seed: 5_101, samplesPerCase: 2)
    .map { SpringMotion(spring: $0.spring, initialState: $0.initialState) }

  @Test(
    "T(ε*) ≤ declared ≤ T(εx, εv) + one check + one frame, |jump| ≤ εx",
    arguments: [RestRule.motion, .reactSpring, .rebound, .flutter, .springForce()])
  func sandwich(rule: RestRule) throws {
    for motion in Self.uiMotions {
      for distance in [1.0, 100] {
        for frameRate in [60.0, 120.0] {
          let d = try rule.decision(for: motion, distance: distance, frameRate: frameRate)
          let eps = d.thresholds
          // Energy: after a passing state |x| ≤ √(εx² + (εv/ω0)²) for good.
          let omega0 = motion.spring.naturalFrequency
          let star = (eps.position * eps.position + pow(eps.velocity / omega0, 2)).squareRoot()
          let lower = try motion.settlingTime(threshold: star / distance)
          let checkInterval: Double
          if case .everySubstep(let rate) = rule.check {
            checkInterval = 1 / rate
          } else {
            checkInterval = 0
          }
          let upper = d.exactTimeWithVelocity + checkInterval + 1 / frameRate
          #expect(d.isDeclared)
          #expect(d.restStateTime >= lower - 1e-9, "\(rule.name) \(motion.spring) d=\(distance)")
          #expect(d.restStateTime <= d.declaredTime)
          #expect(d.declaredTime <= upper + 1e-9, "\(rule.name) \(motion.spring) d=\(distance)")
          #expect(d.displacement <= eps.position)
        }
      }
    }
  }

  @Test(
    "without overshoot no rule stops before T(εx) (Compose: T(εx) − 1 ms)",
    arguments: [RestRule.motion, .reactSpring, .rebound, .flutter, .springForce(), .compose()])
  func monotoneMotions(rule: RestRule) throws {
    // ζ ≥ 1 released from rest never crosses the target: |x| only decreases.
    // Compose truncates its estimate to whole milliseconds, so its first
    // frame at or after the estimate may precede T(εx) by less than 1 ms.
    let slack = rule.check == .estimatedDuration ? 0.001 : 0
    for zeta in [1.0, 1.3, 2, 5] {
      for response in [0.2, 0.5, 1.0] {
        let spring = try Spring(naturalFrequency: 2 * Double.pi / response, dampingRatio: zeta)
        let motion = SpringMotion(spring: spring, initialState: Self.release)
        for distance in [1.0, 300] {
          let d = try rule.decision(for: motion, distance: distance, frameRate: 60)
          #expect(d.declaredTime >= d.exactTime - slack, "\(rule.name) ζ=\(zeta) d=\(distance)")
        }
      }
    }
  }

  @Test("a smaller threshold never declares rest earlier")
  func monotoneInThresholds() throws {
    var random = SplitMix64(seed: 5_102)
    let checks: [RestCheck] = [.everyFrame, .everySubstep(perSecond: 1000), .estimatedDuration]
    for motion in Self.uiMotions {
      for check in checks {
        let position = random.logUniform(1e-4, 1e-1)
        let velocity = random.logUniform(1e-3, 10)
        func rule(_ scale: (Double, Double)) -> RestRule {
          RestRule(
            name: "test", engine: "test",
            policy: .absolute(
              RestThresholds(position: position * scale.0, velocity: velocity * scale.1)),
            positionComparison: .atMost, velocityComparison: .atMost, check: check,
            snapsToTarget: true)
        }
        let loose = try rule((1, 1)).decision(for: motion, distance: 1, frameRate: 60)
        for scale in [(0.5, 1.0), (1.0, 0.5), (0.1, 0.1)] {
          let tight = try rule(scale).decision(for: motion, distance: 1, frameRate: 60)
          #expect(tight.declaredTime >= loose.declaredTime, "\(check) \(scale)")
        }
      }
    }
  }

  @Test("Compose: first frame at or after the estimate, never before T(δ) − 1 ms")
  func composeRule() throws {
    // Default Compose spring (ζ = 1, k = 1500), 0→1: estimate 171 ms, so the
    // 60 Hz frame 11 (183.3 ms), where x = −(1 + u)e^(−u), u = ω0·11/60.
    let spring = try Spring(mass: 1, stiffness: 1500, damping: 2 * 1500.0.squareRoot())
    let motion = SpringMotion(spring: spring, initialState: Self.release)
    let d60 = try RestRule.compose().decision(for: motion, distance: 1, frameRate: 60)
    let u = 1500.0.squareRoot() * 11 / 60
    print(
      "Compose default 60 Hz: declared \(d60.declaredTime), jump \(d60.snapJump), exact \(d60.exactTime)"
    )
    #expect(d60.declaredTime == 11.0 / 60)
    #expect(abs(d60.snapJump / ((1 + u) * exp(-u)) - 1) < 1e-12)
    let d120 = try RestRule.compose().decision(for: motion, distance: 1, frameRate: 120)
    #expect(d120.declaredTime == 21.0 / 120)  // 175 ms ≥ 171 ms
    // Underdamped: the envelope bounds |x|, so T(δ) ≤ estimate + 1 ms
    // (truncation) ≤ declared + 1 ms, and the jump is ≤ δ·e^(α·1 ms).
    for motion in Self.uiMotions where motion.spring.dampingRatio < 1 {
      for distance in [1.0, 100] {
        let d = try RestRule.compose().decision(for: motion, distance: distance, frameRate: 60)
        #expect(d.declaredTime >= d.exactTime - 0.001 - 1e-12)
        #expect(d.snapJump <= 0.01 * exp(motion.spring.decayRate * 0.001) * (1 + 1e-12))
      }
    }
  }

  @Test("engine defaults: declared time and snap jump at 60 and 120 Hz match brute force")
  func engineDefaults() throws {
    // (rule, its engine's default spring, distance, literal test)
    let flutterK = pow(2 * Double.pi / 0.5, 2)  // withDurationAndBounce(0.5 s, 0)
    let rows: [(RestRule, Spring, Double, (Double, Double) -> Bool)] = [
      (.motion, try Spring(mass: 1, stiffness: 100, damping: 10), 1, { $0 <= 0.005 && $1 <= 0.01 }),
      (.motion, try Spring(mass: 1, stiffness: 100, damping: 10), 100, { $0 <= 0.5 && $1 <= 2 }),
      (
        .rebound, try Spring(mass: 1, stiffness: 230.2, damping: 22), 100,
        { $0 <= 0.001 && $1 < 0.001 }
      ),
      (
        .flutter, try Spring(mass: 1, stiffness: flutterK, damping: 2 * flutterK.squareRoot()), 100,
        { $0 < 0.001 && $1 < 0.001 }
      ),
      (
        .springForce(), try Spring(naturalFrequency: 1500.0.squareRoot(), dampingRatio: 0.5), 100,
        { $0 < 0.75 && $1 < 46.875 }
      ),
    ]
    for (rule, spring, distance, passes) in rows {
      let motion = SpringMotion(spring: spring, initialState: Self.release)
      for frameRate in [60.0, 120.0] {
        let d = try rule.decision(for: motion, distance: distance, frameRate: frameRate)
        let expected = bruteForceFirstPass(
          spring: spring, start: Self.release, distance: distance, rate: frameRate,
          passes: passes)
        print(
          "default \(rule.name) d=\(distance) \(frameRate) Hz: declared \(d.declaredTime) s (exact \(d.exactTime) s), jump \(d.snapJump), |x| \(d.displacement)"
        )
        #expect(d.declaredTime == expected.time, "\(rule.name) \(frameRate)")
        #expect(abs(d.displacement - expected.displacement) <= 1e-12 * distance)
      }
    }
    // react-spring's default 170/26 over 100 px.
    let reactDefault = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 170, damping: 26), initialState: Self.release)
    let expected = bruteForceFirstPass(
      spring: reactDefault.spring, start: Self.release, distance: 100, rate: 1000,
      passes: { $0 <= 0.1 && $1 <= 10 })
    for frameRate in [60.0, 120.0] {
      let d = try RestRule.reactSpring.decision(
        for: reactDefault, distance: 100, frameRate: frameRate)
      print(
        "default react-spring d=100 \(frameRate) Hz: declared \(d.declaredTime) s (exact \(d.exactTime) s), jump \(d.snapJump)"
      )
      #expect(d.restStateTime == expected.time)
    }
  }

  @Test("bad inputs are named")
  func badInputs() {
    let motion = SpringMotion(spring: Self.critical, initialState: Self.release)
    #expect(throws: SpringInputError.self) {
      try RestRule.motion.decision(for: motion, distance: 0, frameRate: 60)
    }
    #expect(throws: SpringInputError.self) {
      try RestRule.motion.decision(for: motion, distance: 1, frameRate: .infinity)
    }
  }

  @Test("an undamped spring is never declared at rest")
  func undamped() throws {
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 100, damping: 0), initialState: Self.release)
    for rule in RestRule.defaults {
      let d = try rule.decision(for: motion, distance: 100, frameRate: 60, horizon: 5)
      #expect(!d.isDeclared && d.snapJump == 0 && d.exactTime == .infinity, "\(rule.name)")
    }
  }
}
