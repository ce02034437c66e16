//===--- VelocityConversionTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("Velocity conversion: points per second ⇄ distances per second")
struct VelocityConversionTests {
  @Test(
    "Apple's example: 200 pt at 100 pt/s toward the target is 0.5, in either direction of travel")
  func appleExample() throws {
    #expect(try VelocityConversion.normalized(pointsPerSecond: 100, distance: 200) == 0.5)
    #expect(try VelocityConversion.normalized(pointsPerSecond: -100, distance: -200) == 0.5)
    // Moving away from the target is negative.
    #expect(try VelocityConversion.normalized(pointsPerSecond: -100, distance: 200) == -0.5)
    #expect(VelocityConversion.pointsPerSecond(normalized: 0.5, distance: -200) == -100)
  }

  @Test("a near-zero distance is rejected with a message naming it, or zeroed by policy")
  func nearZeroDistance() throws {
    #expect(throws: MappingError.distanceTooSmall(distance: 1e-9, minimum: 1e-6)) {
      try VelocityConversion.normalized(pointsPerSecond: 300, distance: 1e-9)
    }
    #expect(throws: MappingError.distanceTooSmall(distance: 0.2, minimum: 1)) {
      try VelocityConversion.normalized(
        pointsPerSecond: 300, distance: 0.2, guard: NearZeroDistanceGuard(minimumDistance: 1))
    }
    let lenient = NearZeroDistanceGuard(minimumDistance: 1, policy: .zeroVelocity)
    #expect(
      try VelocityConversion.normalized(pointsPerSecond: 300, distance: 0.2, guard: lenient) == 0)
    let message = "\(MappingError.distanceTooSmall(distance: 0.0, minimum: 1e-6))"
    #expect(message.contains("distance") && message.contains("got 0.0"))
  }

  @Test("each unit: distances/s as is, units/s and units/ms over the distance; none takes nothing")
  func units() throws {
    let context = ConversionContext(distance: 50)
    #expect(try VelocityConversion.normalized(2, unit: .distancesPerSecond, in: context) == 2)
    #expect(try VelocityConversion.normalized(100, unit: .unitsPerSecond, in: context) == 2)
    #expect(try VelocityConversion.normalized(0.1, unit: .unitsPerMillisecond, in: context) == 2)
    #expect(try VelocityConversion.normalized(5, unit: .notAccepted("x"), in: context) == 0)
    #expect(
      VelocityConversion.apiVelocity(normalized: 2, unit: .unitsPerSecond, in: context) == 100)
    #expect(
      VelocityConversion.apiVelocity(normalized: 2, unit: .unitsPerMillisecond, in: context) == 0.1)
    #expect(
      VelocityConversion.apiVelocity(normalized: 2, unit: .notAccepted("x"), in: context) == nil)
    // A zero velocity needs no distance at all.
    #expect(
      try VelocityConversion.normalized(
        0, unit: .unitsPerSecond, in: ConversionContext(distance: 0)) == 0)
  }

  @Test("the same motion, stated in UIKit's and Motion's units")
  func acrossAPIs() throws {
    let context = ConversionContext(distance: 200)
    let uikit = try physical("uikit.uiview.bounce", ["velocity": .number(0.5)], context: context)
    let motion = try physical(
      "motion.spring",
      [
        "stiffness": .number(uikit.spring.stiffness),
        "damping": .number(uikit.spring.damping), "velocity": .number(100),
      ], context: context)
    #expect(motion.isEquivalent(to: uikit, tolerance: 1e-15))
  }
}
