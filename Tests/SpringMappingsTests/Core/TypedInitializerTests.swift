//===--- TypedInitializerTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every API type's typed initializer: the same checked parameters as the
// closure form, the API's defaults for omitted arguments,
// refusals naming the parameter.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("Typed initializers of the API types")
struct TypedInitializerTests {
  @Test("Spring(response: 0.5, dampingRatio: 0.8): k = (2π/0.5)², c = 4π·0.8/0.5")
  func swiftUIResponse() throws {
    let family = try SwiftUISpringResponse(response: 0.5, dampingRatio: 0.8)
    #expect(family.response == 0.5 && family.dampingRatio == 0.8 && family.initialVelocity == 0)
    let spring = try family.physical(in: .unit).spring
    let k = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
    #expect(abs(spring.stiffness - k) <= 1e-12 * k)
    #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.5) <= 1e-12 * spring.damping)
  }

  @Test("omitted arguments take the API's defaults (Compose: Spring.StiffnessMedium, 0.01)")
  func defaults() throws {
    let compose = try ComposeSpring(dampingRatio: 0.5)
    let closure = try ComposeSpring { $0.dampingRatio = 0.5 }
    #expect(compose.stiffness == 1500 && compose.visibilityThreshold == 0.01)
    #expect(compose.parameterValues == closure.parameterValues)
    let react = try ReactSpringConfig(friction: 12)
    #expect(react.tension == 170 && react.mass == 1 && react.friction == 12)
  }

  @Test("typed and closure forms agree on every argument given")
  func agreesWithClosureForm() throws {
    let typed = try UIViewDampingSpring(duration: 0.35, damping: 0.5, initialSpringVelocity: 2)
    let closure = try UIViewDampingSpring {
      ($0.duration, $0.damping, $0.initialSpringVelocity) = (0.35, 0.5, 2)
    }
    #expect(typed.parameterValues == closure.parameterValues)
    let physical = try typed.physical(in: .unit)
    #expect(physical == (try closure.physical(in: .unit)))
  }

  @Test("a value outside the API's domain is refused naming its parameter")
  func refusals() {
    #expect(throws: MappingError.self) {
      try SwiftUISpringResponse(response: -1, dampingRatio: 0.7)
    }
    do {
      _ = try SwiftUISpringResponse(response: 0.5, dampingRatio: -1)
      Issue.record("a negative damping ratio was accepted")
    } catch {
      #expect("\(error)".contains("damping-ratio"))
    }
  }
}
