//===--- SpringMotionTimesTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `SpringMotion.evaluate(at:positions:velocities:)` gives, bit for bit, what
// `state(at:)` gives at each time — in every form, on every sweep family and
// at extreme magnitudes (the extended-range path).
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

@Suite("One motion at many times")
struct SpringMotionTimesTests {
  /// Evaluates `motion` at `times` both ways and counts the times where the
  /// results differ in any bit (NaN never appears: the inputs are valid).
  static func mismatches(_ motion: SpringMotion, _ times: [Double]) -> Int {
    var positions = [Double](repeating: .nan, count: times.count)
    var velocities = [Double](repeating: .nan, count: times.count)
    times.withUnsafeBufferPointer { t in
      positions.withUnsafeMutableBufferPointer { p in
        velocities.withUnsafeMutableBufferPointer { v in
          motion.evaluate(at: t, positions: p, velocities: v)
        }
      }
    }
    return times.indices.filter { index in
      let expected = motion.state(at: times[index])
      return positions[index].bitPattern != expected.position.bitPattern
        || velocities[index].bitPattern != expected.velocity.bitPattern
    }.count
  }

  @Test("the same bits as state(at:) on every family", arguments: SweepFamily.allCases)
  func agreesWithState(family: SweepFamily) {
    var forms: Set<DampingRegime> = []
    var total = 0
    for springCase in family.cases(count: 200, seed: 91) {
      let motion = SpringMotion(spring: springCase.spring, initialState: springCase.initialState)
      forms.insert(motion.regime)
      // The case's own times, 0, and times where e^(−αt) underflows to 0.
      let times = springCase.times + [0, 1e3, 1e6, 1e300]
      total += Self.mismatches(motion, times)
    }
    #expect(total == 0, "\(total) samples differ in \(family.rawValue) (forms \(forms))")
  }

  @Test("the same bits at extreme magnitudes, and an empty call writes nothing")
  func extremes() throws {
    var random = SplitMix64(seed: 92)
    var total = 0
    for _ in 0..<300 {
      let spring = try Spring(
        mass: random.logUniform(1e-300, 1e300), stiffness: random.logUniform(1e-300, 1e300),
        damping: random.uniform(0, 1) < 0.2 ? 0 : random.logUniform(1e-300, 1e300))
      let motion = SpringMotion(
        spring: spring, position: random.sign() * random.logUniform(1e-300, 1e300),
        velocity: random.sign() * random.logUniform(1e-300, 1e300))
      let times = (0..<8).map { _ in random.logUniform(1e-300, 1e300) } + [0]
      total += Self.mismatches(motion, times)
    }
    #expect(total == 0)
    let motion = SpringMotion(
      spring: try Spring(mass: 1, stiffness: 1, damping: 2), position: 1, velocity: 0)
    var output = [42.0]
    output.withUnsafeMutableBufferPointer { out in
      motion.evaluate(
        at: UnsafeBufferPointer(start: nil, count: 0), positions: out, velocities: out)
    }
    #expect(output == [42])
  }
}
