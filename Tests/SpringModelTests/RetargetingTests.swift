//===--- RetargetingTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("Retargeting: interruption carries position and velocity over exactly")
struct RetargetingTests {
  @Test("value is continuous to the ulp and velocity exactly at every change")
  func continuityAtTheHandOff() throws {
    var random = SplitMix64(seed: 31)
    for springCase in SweepFamily.ui.cases(count: 200, seed: 32) {
      let start = 100 * random.uniform(-1, 1)
      let target = 100 * random.uniform(-1, 1)
      let animation = SpringAnimation(
        spring: springCase.spring, value: start, velocity: springCase.initialState.velocity,
        target: target)
      let t1 = random.uniform(0, 1.5)
      let newTarget = 100 * random.uniform(-1, 1)
      let next = animation.retargeted(to: newTarget, at: t1)
      let before = animation.valueAndVelocity(at: t1)
      let after = next.valueAndVelocity(at: 0)
      #expect(abs(after.value - before.value) <= max(abs(before.value), abs(newTarget)).ulp)
      #expect(after.velocity == before.velocity)
      #expect(next.target == newTarget)
    }
  }

  @Test("a piecewise animation evaluates each segment from the hand-off state")
  func piecewiseMatchesManualComposition() throws {
    let spring = try Spring(mass: 1, stiffness: 170, damping: 15)
    let changes = [Retarget(time: 0.2, target: 50), Retarget(time: 0.45, target: -20)]
    let piecewise = try RetargetedAnimation(
      spring: spring, value: 0, velocity: 0, target: 100, retargets: changes)
    let first = SpringAnimation(spring: spring, value: 0, velocity: 0, target: 100)
    let second = first.retargeted(to: 50, at: 0.2)
    let third = second.retargeted(to: -20, at: 0.45 - 0.2)
    for t in stride(from: 0.0, through: 2, by: 0.01) {
      let expected: (value: Double, velocity: Double) =
        t < 0.2
        ? first.valueAndVelocity(at: t)
        : t < 0.45 ? second.valueAndVelocity(at: t - 0.2) : third.valueAndVelocity(at: t - 0.45)
      let got = piecewise.valueAndVelocity(at: t)
      #expect(got.value == expected.value && got.velocity == expected.velocity, "t \(t)")
    }
    #expect(piecewise.target(at: 0.1) == 100 && piecewise.target(at: 0.2) == 50)
    #expect(piecewise.target(at: 3) == -20)
  }

  @Test("piecewise closed form agrees with an MPFR piecewise truth")
  func piecewiseAgreesWithTruth() throws {
    var random = SplitMix64(seed: 33)
    for springCase in SweepFamily.ui.cases(count: 60, seed: 34) {
      let spring = springCase.spring
      var changes: [Retarget] = []
      var time = 0.0
      for _ in 0..<4 {
        time += random.uniform(0.05, 0.5)
        changes.append(Retarget(time: time, target: random.uniform(-2, 2)))
      }
      let piecewise = try RetargetedAnimation(
        spring: spring, value: 0, velocity: springCase.initialState.velocity, target: 1,
        retargets: changes)
      // Truth: hand the MPFR state over segment by segment (rounded to
      // binary64 only where the next segment's inputs are binary64).
      var segmentStart = 0.0
      var target = 1.0
      var truth = MPFRTruth(
        spring: spring,
        initialState: SpringState(position: -1, velocity: springCase.initialState.velocity))
      var maxError = 0.0
      for t in stride(from: 0.0, through: time + 1, by: 0.005) {
        while let next = changes.first(where: { $0.time > segmentStart }), next.time <= t {
          let handOff = truth.state(at: next.time - segmentStart)
          let value = handOff.position.mpfr + target
          truth = MPFRTruth(
            spring: spring,
            initialState: SpringState(
              position: (value - next.target).double, velocity: handOff.velocity.double))
          segmentStart = next.time
          target = next.target
        }
        let exact = truth.state(at: t - segmentStart)
        let got = piecewise.valueAndVelocity(at: t)
        let exactValue = TruthValue(copying: exact.position.mpfr + target)
        maxError = max(maxError, abs(exactValue.error(of: got.value)))
      }
      // Values of order 1–5: a few ulps per segment, with phases below 100 rad.
      #expect(maxError <= 2e-14, "\(spring)")
    }
  }

  @Test("bad retarget times and targets are rejected with their index")
  func validation() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    func build(_ changes: [Retarget]) throws -> RetargetedAnimation {
      try RetargetedAnimation(spring: spring, value: 0, velocity: 0, target: 1, retargets: changes)
    }
    #expect {
      try build([Retarget(time: 0.5, target: 1), Retarget(time: 0.5, target: 2)])
    } throws: { ($0 as? SpringInputError)?.parameter == "retargets[1].time" }
    #expect { try build([Retarget(time: 0, target: 1)]) } throws: {
      ($0 as? SpringInputError)?.parameter == "retargets[0].time"
    }
    #expect { try build([Retarget(time: 0.1, target: .nan)]) } throws: {
      ($0 as? SpringInputError)?.parameter == "retargets[0].target"
    }
    #expect(throws: SpringInputError.self) {
      try RetargetedAnimation(
        spring: spring, value: .infinity, velocity: 0, target: 1, retargets: [])
    }
  }
}
