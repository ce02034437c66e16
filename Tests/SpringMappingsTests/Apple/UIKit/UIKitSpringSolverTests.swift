//===--- UIKitSpringSolverTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("UIKit's settling solver (parametersOfSpringAnimation)")
struct UIKitSpringSolverTests {
  /// The reference table's UIView rows (m = 1, v = 0), to six decimals. The
  /// solver's single-precision exponentials move k by about 1e-7 relative.
  @Test(
    "reference rows: d 0.5 ζ 0.5, d 0.5 ζ 0.7, d 0.5 ζ 1, d 1 ζ 0.5",
    arguments: [
      (0.5, 0.5, 646.878006, 25.433797),
      (0.5, 0.7, 387.274580, 27.551010),
      (0.5, 1.0, 341.023698, 36.933654),
      (1.0, 0.5, 161.719502, 12.716898),
    ])
  func referenceRows(duration: Double, zeta: Double, stiffness: Double, damping: Double) throws {
    let solution = UIKitSpringSolver.solve(duration: duration, dampingRatio: zeta, velocity: 0)
    #expect(close(solution.stiffness, stiffness, 2e-7), "k \(solution.stiffness)")
    #expect(close(solution.damping, damping, 2e-7), "c \(solution.damping)")
    #expect(solution.mass == 1)
    // The same spring through the API family.
    let spring = try physical(
      "uikit.uiview.damping", ["duration": .number(duration), "damping": .number(zeta)]
    ).spring
    #expect(spring.stiffness == solution.stiffness && spring.damping == solution.damping)
  }

  @Test("converges to the envelope equation's closed form (v = 0) within float noise")
  func closedForm() {
    for duration in [0.1, 0.35, 0.5, 1.0, 3.0] {
      for zeta in [0.1, 0.3, 0.5, 0.8, 0.95] {
        // ε = (ζ/√(1−ζ²))e^(−ζdω) solved for ω.
        let omega = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
        let solved = UIKitSpringSolver.solve(duration: duration, dampingRatio: zeta, velocity: 0)
        #expect(close(solved.naturalFrequency, omega, 1e-6), "d \(duration) ζ \(zeta)")
      }
      // ζ = 1: ω0·d = 9.233413 (reference) — the root of (1 + x)e^(−x) = ε.
      let critical = UIKitSpringSolver.solve(duration: duration, dampingRatio: 1, velocity: 0)
      #expect(close(critical.naturalFrequency * duration, criticalSettlingProduct, 1e-6))
      #expect(rounds(critical.naturalFrequency * duration, to: 9.233413, decimals: 5))
    }
  }

  @Test("the velocity enters the envelope equation")
  func velocityEntersEquation() {
    let duration = 0.5
    let zeta = 0.5
    let velocity = 3.0
    let solved = UIKitSpringSolver.solve(duration: duration, dampingRatio: zeta, velocity: velocity)
    let omega = solved.naturalFrequency
    // |(ζω − v)/(ω√(1−ζ²))|·e^(−ζdω) = ε at the solution.
    let envelope =
      abs((zeta * omega - velocity) / (omega * (1 - zeta * zeta).squareRoot()))
      * exp(-zeta * duration * omega)
    #expect(close(envelope, 0.001, 1e-5))
    #expect(
      omega
        != UIKitSpringSolver.solve(duration: duration, dampingRatio: zeta, velocity: 0)
        .naturalFrequency)
  }

  @Test("clamps: ζ to [FLT_EPSILON, 1], d to [0.01, 10]")
  func clamps() {
    let overdamped = UIKitSpringSolver.solve(duration: 0.5, dampingRatio: 3, velocity: 0)
    #expect(overdamped == UIKitSpringSolver.solve(duration: 0.5, dampingRatio: 1, velocity: 0))
    #expect(overdamped.dampingRatio == 1)
    // ζ = 0 becomes FLT_EPSILON, where the envelope starts below ε and the
    // Newton iteration diverges to NaN; the API family reports that.
    let undamped = UIKitSpringSolver.solve(duration: 0.5, dampingRatio: 0, velocity: 0)
    #expect(undamped.dampingRatio == Double(Float.ulpOfOne) && undamped.naturalFrequency.isNaN)
    #expect {
      try physical("uikit.uiview.damping", ["duration": .number(0.5), "damping": .number(0)])
    } throws: { error in
      (error as? MappingError).map {
        "\($0)".hasPrefix("damping must be a damping ratio UIKit's solver converges for")
      } ?? false
    }
    #expect(UIKitSpringSolver.solve(duration: 60, dampingRatio: 0.5, velocity: 0).duration == 10)
    #expect(
      UIKitSpringSolver.solve(duration: 0.001, dampingRatio: 0.5, velocity: 0)
        == UIKitSpringSolver.solve(duration: 0.01, dampingRatio: 0.5, velocity: 0))
  }

  @Test("with some velocities the 12 Newton steps diverge, and the family says so")
  func divergence() throws {
    // d 0.5, ζ 0.2, v 1: the start 5/d sits near the envelope's maximum, so
    // the first step overshoots to where the slope underflows.
    #expect(
      UIKitSpringSolver.solve(duration: 0.5, dampingRatio: 0.2, velocity: 1).naturalFrequency.isNaN)
    #expect {
      try physical(
        "uikit.uiview.damping",
        ["duration": .number(0.5), "damping": .number(0.2), "velocity": .number(1)])
    } throws: { error in
      "\(error)".contains("UIKit's solver converges for at this duration and velocity")
    }
  }

  @Test("the inverse finds the duration UIKit needs, as a short decimal")
  func inverse() throws {
    for (duration, zeta, velocity) in [
      (0.5, 0.5, 0.0), (0.35, 0.8, 0.0), (1.2, 1.0, 0.0), (0.5, 0.6, 2.0),
    ] {
      let omega = UIKitSpringSolver.solve(
        duration: duration, dampingRatio: zeta, velocity: velocity
      ).naturalFrequency
      let found = try UIKitSpringSolver.duration(
        producing: omega, dampingRatio: zeta, velocity: velocity
      ).get()
      #expect(found == duration, "wanted \(duration), got \(found)")
    }
  }

  @Test("the inverse says why a spring is out of reach")
  func unreachable() {
    func reason(_ omega: Double, _ zeta: Double) -> String {
      switch UIKitSpringSolver.duration(producing: omega, dampingRatio: zeta, velocity: 0) {
      case .success(let d): return "success \(d)"
      case .failure(let reason): return reason.description
      }
    }
    #expect(reason(10, 1.5).contains("cannot overdamp"))
    #expect(reason(10, 0).contains("cannot leave a spring undamped"))
    #expect(reason(1e5, 0.5).contains("below UIKit's clamp of 0.01 s"))
    #expect(reason(0.1, 0.5).contains("above UIKit's clamp of 10 s"))
  }
}
