//===--- EngineMethodCatalogTests.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import Testing

@Suite("The engine-method catalogue")
struct EngineMethodCatalogTests {
  @Test("ids are the stable report ids, unique")
  func ids() {
    let names = EngineMethods.all.map { $0.name }
    #expect(
      names == ["textbook", "rk4-1ms", "rk4-rebound-1ms", "semi-implicit-euler-1ms", "sinh-cosh"])
    #expect(EngineMethods.all.allSatisfy { !$0.engines.isEmpty })
  }

  @Test("every method starts at the initial state and agrees with the closed form early on")
  func consistentStart() throws {
    let spring = try Spring(mass: 1, stiffness: 170, damping: 26)  // react-spring default
    let start = SpringState(position: -1, velocity: 2)
    let exact = SpringMotion(spring: spring, initialState: start).state(at: 0.25)
    for method in EngineMethods.all {
      let instance = method.init(spring: spring, initialState: start)
      #expect(instance.state(at: 0) == start, "\(method.name)")
      let s = instance.state(at: 0.25)
      // Euler at 1 ms is the loosest: |Δx| ≈ 1e-3 of the move here.
      #expect(abs(s.position - exact.position) < 5e-3, "\(method.name)")
      #expect(instance.states(at: [0.1, 0.25]).last == s, "\(method.name)")
    }
  }
}
