//===--- PeriodPresentationTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringReports
import Testing

@Suite("Periods as the pages name them")
struct PeriodPresentationTests {
  @Test("periods named apart: a spring critical to rounding has no damped period")
  func periods() throws {
    let solved = UIKitSpringSolver.solve(duration: 0.5, dampingRatio: 2, velocity: 0)
    let clamped = try Spring(mass: 1, stiffness: solved.stiffness, damping: solved.damping)
    #expect(abs(clamped.dampingRatio - 1) < 1e-12)
    #expect(PeriodPresentation.damped(clamped) == nil)
    let bouncy = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(
      abs((PeriodPresentation.damped(bouncy) ?? 0) - 2 * Double.pi / (10 * (0.75).squareRoot()))
        < 1e-15)
    #expect(abs(PeriodPresentation.natural(bouncy) - 2 * Double.pi / 10) < 1e-15)
  }
}
