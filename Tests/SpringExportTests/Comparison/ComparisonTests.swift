//===--- ComparisonTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The two common recipes SpringLab measures its export against: Motion's
// fixed 10 ms sampling with 4 decimals and Ramer–Douglas–Peucker on a dense
// sample — their construction checked by hand, their error measured against
// the MPFR truth on a dense grid.
//
//===----------------------------------------------------------------------===//

import Testing

@testable import SpringExport

@Suite("Comparisons: fixed-interval sampling and Ramer–Douglas–Peucker")
struct ComparisonTests {
  @Test("fixed sampling: max(round(duration/10 ms), 2) stops at i/(N − 1), 4 decimals, halves up")
  func fixedSamplingConstruction() {
    // 110 ms: N = 11 stops at 0, 0.1, …, 1 of the identity.
    let identity = FixedIntervalSampling.linearFunction(durationMilliseconds: 110) { $0 }
    #expect(
      identity == "linear("
        + (0...10).map { $0 == 0 ? "0" : ($0 == 10 ? "1" : "0.\($0)") }.joined(separator: ", ")
        + ")")
    // 200 ms: 20 stops; 0 ms: the minimum of 2.
    let half = FixedIntervalSampling.linearFunction(durationMilliseconds: 200) { _ in 0.5 }
    #expect(half == "linear(" + Array(repeating: "0.5", count: 20).joined(separator: ", ") + ")")
    #expect(
      FixedIntervalSampling.linearFunction(durationMilliseconds: 0) { _ in 0.5 }
        == "linear(0.5, 0.5)")
    // 15 ms rounds up to 2 stops, 25 ms to 3 (halves up, as Math.round).
    #expect(
      FixedIntervalSampling.linearFunction(durationMilliseconds: 25) { $0 } == "linear(0, 0.5, 1)")
    // 4 decimals, halves up: 0.00005 → 0.0001, −0.00005 → 0 (JavaScript prints −0 as 0).
    #expect(
      FixedIntervalSampling.linearFunction(durationMilliseconds: 20) {
        $0 == 0 ? 0.00005 : -0.00005
      } == "linear(0.0001, 0)")
    #expect(
      FixedIntervalSampling.linearFunction(durationMilliseconds: 20) {
        $0 == 0 ? 1.23456 : -0.98765
      } == "linear(1.2346, -0.9876)")
  }

  @Test("Motion's recipe on a spring: every stop within 5e-5 of the truth, the last on the target")
  func motionRecipeValues() throws {
    for test in try TestMotion.applePresets() + TestMotion.typical() {
      let motion = try test.progressMotion
      let duration = try motion.settlingTime(tolerance: 1e-3)
      let sampled = try FixedIntervalSampling.motionRecipe(motion, duration: duration)
      let count = max(Int((duration * 100).rounded(.toNearestOrAwayFromZero)), 2)
      #expect(sampled.pointCount == count, "\(test)")
      for (index, point) in sampled.function.points.enumerated() {
        #expect(abs(point.input - Double(index) / Double(count - 1)) <= 1e-15)
        let truth = index == count - 1 ? 1 : test.truthProgress(at: point.input * duration)
        #expect(abs(point.output - truth) <= 5e-5 + 1e-12, "\(test) stop \(index)")
      }
      #expect(sampled.function.points.last?.output == 1)
    }
  }

  @Test("RDP keeps the ends, drops collinear points and keeps a bump beyond the tolerance")
  func rdpByHand() {
    let x = (0...10).map { Double($0) }
    #expect(
      RamerDouglasPeucker.simplify(x: x, y: x.map { 2 * $0 + 1 }, tolerance: 1e-9) == [0, 10])
    // A bump of 1 at x = 5 on the line y = 0: its distance to the chord is 1;
    // then (4, 0) is 0.8/√1.04 ≈ 0.784 from the segment (0, 0)–(5, 1).
    let bump = x.map { $0 == 5 ? 1.0 : 0 }
    #expect(RamerDouglasPeucker.simplify(x: x, y: bump, tolerance: 0.99) == [0, 5, 10])
    #expect(RamerDouglasPeucker.simplify(x: x, y: bump, tolerance: 0.78) == [0, 4, 5, 6, 10])
    #expect(RamerDouglasPeucker.simplify(x: x, y: bump, tolerance: 1.01) == [0, 10])
    // The distance is to the segment, not the line: a point beyond its end.
    #expect(RamerDouglasPeucker.squaredSegmentDistance(3, 4, 0, 0, 0, 0) == 25)
    #expect(RamerDouglasPeucker.squaredSegmentDistance(2, 1, 0, 0, 1, 0) == 2)
  }

  @Test("RDP: every dropped sample lies within the tolerance of the segment over it")
  func rdpGuarantee() throws {
    for test in try TestMotion.typical() {
      let motion = try test.progressMotion
      let x = (0...2000).map { Double($0) / 2000 }
      let y = x.map { motion.progress(at: $0 * 0.8) }
      for tolerance in [1e-2, 1e-3, 1e-4] {
        let kept = RamerDouglasPeucker.simplify(x: x, y: y, tolerance: tolerance)
        #expect(kept.first == 0 && kept.last == 2000)
        for (a, b) in zip(kept, kept.dropFirst()) {
          for index in a...b {
            // Distance to the segment, by projection clamped to its ends.
            let dx = x[b] - x[a]
            let dy = y[b] - y[a]
            let u = min(
              1, max(0, ((x[index] - x[a]) * dx + (y[index] - y[a]) * dy) / (dx * dx + dy * dy)))
            let ex = x[index] - (x[a] + u * dx)
            let ey = y[index] - (y[a] + u * dy)
            #expect(
              (ex * ex + ey * ey).squareRoot() <= tolerance * (1 + 1e-12),
              "\(test) \(tolerance) point \(index)")
          }
        }
      }
    }
  }
}
