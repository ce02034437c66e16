//===--- KnownBugTests.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Each engine's known numerical bug as a regression case: the ported source
// reproduces the numbers of its public report, and the truth (or a formula
// worked out here) says what the answer should have been. The version each
// case describes is the one its replay file cites.
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

@Suite("Known engine bugs, reproduced from the ported sources")
struct KnownBugTests {
  /// https://github.com/google-deepmind/mujoco/issues/3551 (fixed by PR #3552).
  @Test("MuJoCo #3551: mju_springDamper(1, 0, 1, 1e9, 1e9) is 1.0, not e^-1")
  func mujocoSlowRoot() throws {
    #expect(MuJoCoSpringDamper.position(1, 0, 1, 1e9, 1e9) == 1.0)
    let truth = MPFRTruth(
      spring: try Spring(mass: 1, stiffness: 1, damping: 1e9),
      initialState: SpringState(position: 1, velocity: 0)
    ).state(at: 1e9)
    // The slow root is −1/(5e8 + √(2.5e17 − 1)) ≈ −1e-9: x(1e9) = e^(−1).
    #expect(abs(truth.position.double - exp(-1)) < 1e-12)
  }

  /// https://github.com/google-deepmind/mujoco/issues/3521 (fixed by PR #3522).
  @Test("MuJoCo #3521: the same system in other time units takes the critical branch")
  func mujocoTimeUnits() throws {
    let unscaled = MuJoCoSpringDamper.position(1, 0, 0.025, 1, 10)
    let scaled = MuJoCoSpringDamper.position(1, 0, 2.5e-18, 1e-8, 1e9)
    // det = 9e-17 < 1e-15: (1 + (Kv/2)·t)·e^(−Kv t/2) = 6e^(−5).
    #expect(abs(scaled - 6 * exp(-5)) < 1e-16)
    let truth = MPFRTruth(
      spring: try Spring(mass: 1, stiffness: 0.025, damping: 1),
      initialState: SpringState(position: 1, velocity: 0)
    ).state(at: 10)
    #expect(abs(unscaled - truth.position.double) < 1e-14)
    #expect(abs(truth.position.double - 0.794614238230765) < 1e-14)
  }

  /// https://github.com/flutter/flutter/issues/163858
  @Test("Flutter #163858: r = −(c/2.0*m) decays at −15/s instead of −3.75/s (c 15, m 2)")
  func flutterPrecedence() throws {
    let spring = try Spring(mass: 2, stiffness: 100, damping: 15)
    let buggy = FlutterSpringSolution(
      mass: 2, stiffness: 100, damping: 15, distance: -100, velocity: 0,
      underdampedDecay: .issue163858)
    let fixed = FlutterSpringSolution(
      mass: 2, stiffness: 100, damping: 15, distance: -100, velocity: 0)
    let w = (800.0 - 225).squareRoot() / 4
    let truth = MPFRTruth(
      spring: spring, initialState: SpringState(position: -100, velocity: 0))
    var worst = 0.0
    for i in 0...300 {
      let t = Double(i) / 100
      // The buggy solution written out: r = −15, c2 = (0 − r·x0)/w.
      let expected = exp(-15 * t) * (-100 * cos(w * t) + (-(15 * 100)) / w * sin(w * t))
      #expect(abs(buggy.x(t) - expected) < 1e-10)
      #expect(abs(fixed.x(t) - truth.state(at: t).position.double) < 1e-11)
      worst = max(worst, abs(buggy.x(t) - truth.state(at: t).position.double))
    }
    print("Flutter #163858: worst deviation on a 100-unit move", worst)
    #expect(worst > 30)
  }

  /// https://github.com/motiondivision/motion/issues/1207
  @Test("Motion #1207: k 4, c 35, m 0.5, 0 → 1000 reads 988.9 at 8.7 s where the truth is 630.0")
  func motionCap() throws {
    let generator = MotionSpringGenerator(
      origin: 0, target: 1000, velocity: 0, stiffness: 4, damping: 35, mass: 0.5)
    let truth = MPFRTruth(
      spring: try Spring(mass: 0.5, stiffness: 4, damping: 35),
      initialState: SpringState(position: -1000, velocity: 0))
    // ωd = √8·√(ζ² − 1) ≈ 34.9 rad/s reaches the cap of 300 at 8.6 s.
    let before = generator.valueAndVelocity(atMilliseconds: 8500).value
    #expect(abs(before - (1000 + truth.state(at: 8.5).position.double)) < 1e-6)
    let at = generator.valueAndVelocity(atMilliseconds: 8700).value
    let exact = 1000 + truth.state(at: 8.7).position.double
    print("Motion #1207 at 8.7 s:", at, "truth", exact)
    #expect(at > 980 && at < 1000)
    #expect(abs(exact - 630.008) < 0.01)
  }

  @Test(
    "libadwaita 1.2: critical velocity e^(−βt)(βx0 + v0)(1 − β); 9000 at t = 0 for k 100, c 20")
  func libadwaitaCriticalVelocity() {
    let old = LibadwaitaSpring(
      mass: 1, stiffness: 100, damping: 20, valueFrom: 0, valueTo: 100, initialVelocity: 0,
      version: .v12)
    let current = LibadwaitaSpring(
      mass: 1, stiffness: 100, damping: 20, valueFrom: 0, valueTo: 100, initialVelocity: 0)
    // β = 10, x0 = −100, v0 = 0: (−1000)(−9) = 9000; the derivative of
    // 100 − 100(1 + 10t)e^(−10t) is 10 000·t·e^(−10t): 0 at 0, 367.88 at 0.1 s.
    #expect(old.oscillate(milliseconds: 0).velocity == 9000)
    #expect(abs(old.oscillate(milliseconds: 100).velocity - 9000 * exp(-1)) < 1e-9)
    #expect(current.oscillate(milliseconds: 0).velocity == 0)
    #expect(abs(current.oscillate(milliseconds: 100).velocity - 1000 * exp(-1)) < 1e-9)
    // The positions agree: only the velocity was wrong.
    #expect(old.oscillate(milliseconds: 100).value == current.oscillate(milliseconds: 100).value)
  }

  @Test("libadwaita: |β − ω0| < FLT_EPSILON is absolute, so the branch depends on the time unit")
  func libadwaitaAbsoluteEpsilon() throws {
    // ω0 = 1e-3 rad/s, β = ω0 + 1e-7 (ζ = 1.0001): taken as critical.
    let omega0 = 1e-3
    let beta = omega0 + 1e-7
    let slow = LibadwaitaSpring(
      mass: 1, stiffness: omega0 * omega0, damping: 2 * beta, valueFrom: 0, valueTo: 100,
      initialVelocity: 0)
    let t = 2000.0
    let critical = 100 - 100 * (1 + beta * t) * exp(-beta * t)
    #expect(abs(slow.oscillate(milliseconds: 2_000_000).value - critical) < 1e-9)
    // The same motion with time in units of 1/10 000 s: |β − ω0| = 1e-3.
    let s = 1e-4
    let fast = LibadwaitaSpring(
      mass: 1, stiffness: (omega0 / s) * (omega0 / s), damping: 2 * beta / s, valueFrom: 0,
      valueTo: 100, initialVelocity: 0)
    let truth = MPFRTruth(
      spring: try Spring(mass: 1, stiffness: omega0 * omega0, damping: 2 * beta),
      initialState: SpringState(position: -100, velocity: 0)
    ).state(at: t)
    let exact = 100 + truth.position.double
    #expect(abs(fast.oscillate(milliseconds: 200).value - exact) < 1e-9)
    print("libadwaita FLT_EPSILON: critical branch", critical, "overdamped branch/truth", exact)
    #expect(abs(critical - exact) > 1e-4)
  }

  @Test(
    "libadwaita: overdamped duration search gives 0 ms, or wraps a negative time to 49.7 days")
  func libadwaitaDurationFallback() throws {
    // ζ = 1000 thrown away from the target: Newton diverges, gives up → 0.
    let thrown = LibadwaitaSpring(
      mass: 1, stiffness: 100, damping: 20000, valueFrom: 0, valueTo: 0.1, initialVelocity: -10000
    )
    #expect(thrown.estimatedDuration == 0)
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20000)
    let run = LibadwaitaReplay.replay(
      ReplayMove(spring: spring, initialState: SpringState(position: -0.1, velocity: -10000)),
      clock: try FrameClock(framesPerSecond: 60), through: 1)
    #expect(run.restFrame == 1 && run.values[1] == 0)
    // A Newton step to a negative time, converted to guint (x86-64 wraps).
    let wrapped = LibadwaitaSpring(
      mass: 1, stiffness: 100, damping: 20000, valueFrom: 0, valueTo: 100, initialVelocity: -100)
    #expect(wrapped.estimatedDuration > 4_294_000_000)
  }

  @Test(
    "libadwaita: e^(−βt) in double underflows at βt ≈ 745 while coshl stays finite: the value jumps to the end"
  )
  func libadwaitaUnderflow() throws {
    // ζ = 15, ω0 = 20: β = 300, so e^(−βt) is 0 in double from t ≈ 2.484 s.
    let spring = try Spring(mass: 1, stiffness: 400, damping: 600)
    let animation = LibadwaitaSpring(
      mass: 1, stiffness: 400, damping: 600, valueFrom: -100, valueTo: 0, initialVelocity: 0)
    let motion = SpringMotion(
      spring: spring, initialState: SpringState(position: -100, velocity: 0))
    #expect(exp(-300 * 2.49) == 0)
    #expect(animation.oscillate(milliseconds: 2490).value == 0)
    // The slow mode, rate 400/(300 + √89600) = 0.667/s, is still at
    // −100·(300 + √89600)/(2√89600)·e^(−0.667·2.49) ≈ −19.0 points.
    let gamma = 89600.0.squareRoot()
    let slowRate = 400 / (300 + gamma)
    let slowMode = -100 * (300 + gamma) / (2 * gamma) * exp(-slowRate * 2.49)
    #expect(abs(motion.position(at: 2.49) - slowMode) < 1e-6)
    #expect(slowMode < -18.9)
    // Before the subnormal range (βt < 708) the closed form is right.
    #expect(abs(animation.oscillate(milliseconds: 2000).value - motion.position(at: 2)) < 1e-9)
    // Newton stops where the value reads the target: 3.02 s, 13.3 points short.
    let duration = Double(animation.estimatedDuration) / 1000
    #expect(duration < 3.1)
    #expect(motion.position(at: duration) < -13)
    #expect(try motion.settlingTime(threshold: 0.001) > 17)
  }

  @Test("OpenSwiftUI's overdamped velocity carries an extra + target: target + v0 at t = 0")
  func swiftUIOverdampedVelocity() throws {
    // ζ = 2: value(t) = T + A e^(r1 t) + B e^(r2 t); its derivative at 0 is v0.
    let spring = OpenSwiftUISpring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(spring.velocity(target: 100, initialVelocity: 0, time: 0) == 100)
    #expect(spring.velocity(target: 100, initialVelocity: 5, time: 0) == 105)
    // The value is right: the derivative by central differences is not the velocity.
    let h = 1e-6
    let t = 0.05
    let slope =
      (spring.value(target: 100, time: t + h) - spring.value(target: 100, time: t - h)) / (2 * h)
    #expect(abs(spring.velocity(target: 100, time: t) - slope - 100) < 1e-4)
    // Stepping it once per frame with `update` feeds the error back.
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 100, damping: 40),
      initialState: SpringState(position: -100, velocity: 0))
    let run = SwiftUISpringReplay.replay(
      ReplayMove(spring: motion.spring, initialState: motion.initialState),
      clock: try FrameClock(framesPerSecond: 120), through: 0.5)
    #expect(abs(run.values[30] - motion.position(at: run.times[30])) > 10)
    // Underdamped and critical springs are unaffected.
    let under = OpenSwiftUISpring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: true)
    #expect(abs(under.velocity(target: 100, initialVelocity: 5, time: 0) - 5) < 1e-12)
  }

  @Test("Remotion, React Native and Reanimated animate every ζ ≥ 1 spring as critical with ω0")
  func criticalForOverdamped() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 40)  // ζ = 2
    let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
    let state = SpringState(position: -100, velocity: 0)
    let move = ReplayMove(spring: spring, initialState: state)
    let clock = try FrameClock(framesPerSecond: 60)
    let frames = clock.frameTimes(through: 2)
    let criticalMotion = SpringMotion(spring: critical, initialState: state)
    let truth = MPFRTruth(spring: spring, initialState: state)
    let clockTime: [String: (Int) -> Double] = [
      "remotion": { frames[$0] }, "reanimated": { frames[$0] },
      "react-native": { (clockMilliseconds(frames[$0]) - clockMilliseconds(frames[0])) / 1000 },
    ]
    for engine in [RemotionReplay.self, ReactNativeAnimatedReplay.self, ReanimatedReplay.self]
      as [any EngineReplay.Type]
    {
      let run = engine.replay(move, frames: frames, nominalInterval: clock.nominalInterval)
      let time = try #require(clockTime[engine.entry.id])
      var worst = 0.0
      for n in 1..<((run.restFrame ?? frames.count)) {
        #expect(abs(run.values[n] - criticalMotion.position(at: time(n))) < 1e-9)
        worst = max(worst, abs(run.values[n] - truth.state(at: frames[n]).position.double))
      }
      print(engine.entry.id, "ζ = 2 as critical: worst deviation", worst)
      #expect(worst > 15)
    }
  }

  @Test("Wave: response init squashes c into the rubber band; ζ ≥ 1 settles like ζ = 1; c ∝ m")
  func waveSpringQuirks() {
    // 4π/0.1 = 125.66 → 60 + (1 − 1/(65.66·0.55/15 + 1))·15 = 70.598.
    let squashed = WaveSpring(dampingRatio: 1, response: 0.1)
    let x = 40 * Double.pi - 60
    #expect(abs(squashed.dampingCoefficient - (60 + (1 - 1 / (x * 0.55 / 15 + 1)) * 15)) < 1e-12)
    #expect(abs(squashed.effectiveDampingRatio - 0.5618) < 1e-4)
    // Settling: 1.25·ln(1e4)/ω0 for every ζ ≥ 1.
    let expected = 1.25 * log(1e4) / 10
    #expect(abs(WaveSpring(dampingRatio: 3, stiffness: 100).settlingDuration - expected) < 1e-12)
    #expect(abs(WaveSpring(dampingRatio: 1, stiffness: 100).settlingDuration - expected) < 1e-12)
    // response = 2π/√(k·m) makes c = 2ζm√(km): ζ 0.5 at m = 2 behaves as ζ 1.
    let heavy = WaveSpring(dampingRatio: 0.5, stiffness: 100, mass: 2)
    #expect(abs(heavy.effectiveDampingRatio - 1) < 1e-12)
  }

  @Test("SwiftUI Spring (OpenSwiftUI): the overdamped slow exponent γ − λ cancels to 0")
  func swiftUISlowRoot() throws {
    let spring = OpenSwiftUISpring(mass: 1, stiffness: 1, damping: 1e9, allowOverDamping: true)
    // λ = 5e8, γ = √(2.5e17 − 1) rounds to 5e8: the slow mode never moves.
    #expect(spring.value(target: 1, time: 1e9) == 0)
    let truth = MPFRTruth(
      spring: try Spring(mass: 1, stiffness: 1, damping: 1e9),
      initialState: SpringState(position: -1, velocity: 0)
    ).state(at: 1e9)
    #expect(abs((1 + truth.position.double) - (1 - exp(-1))) < 1e-12)
  }
}
