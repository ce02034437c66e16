//===--- SwiftUISpringStorageTests.swift ----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("SwiftUI Spring storage and inverse properties")
struct SwiftUISpringStorageTests {
  @Test("inverse properties recover duration, bounce, response and damping ratio")
  func inverseProperties() throws {
    for (duration, bounce) in [(0.5, 0.0), (0.35, 0.3), (1.2, 0.9), (0.5, -0.5), (0.8, -0.8)] {
      let storage = try SwiftUISpringDurationBounce {
        ($0.duration, $0.bounce) = (duration, bounce)
      }.storage
      #expect(close(storage.duration, duration, 1e-14))
      #expect(close(storage.response, duration, 1e-14))
      #expect(close(storage.bounce, bounce, 1e-13), "bounce \(bounce) → \(storage.bounce)")
      #expect(close(storage.dampingRatio, AppleBounce.dampingRatio(bounce: bounce), 1e-14))
    }
  }

  @Test("allowOverDamping false stores the critical spring; the damping getter then returns 2√(mk)")
  func overdampingNotAllowed() throws {
    let family = try SwiftUISpringPhysical { ($0.mass, $0.stiffness, $0.damping) = (2, 50, 60) }
    #expect(close(family.storage.damping, 2 * (2 * 50.0).squareRoot(), 1e-15))
    #expect(family.storage.angularFrequency == 0)
    let moving = try family.physical(in: .unit).spring
    #expect(close(moving.dampingRatio, 1, 1e-15))
    let allowed = try SwiftUISpringPhysical {
      ($0.mass, $0.stiffness, $0.damping, $0.allowOverDamping) = (2, 50, 60, true)
    }
    #expect(close(try allowed.physical(in: .unit).spring.damping, 60, 1e-15))
  }

  @Test("OpenSwiftUI's stiffness getter for an overdamped spring is m(2λ² − ω0²), not k")
  func overdampedStiffnessGetter() throws {
    // m 1, k 100, c 50: λ = 25, ω0² = 100 → getter 2·625 − 100 = 1150.
    let storage = SwiftUISpringStorage(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
    #expect(close(storage.stiffnessGetter, 1150, 1e-14))
    #expect(close(try storage.spring().stiffness, 100, 1e-14))
    // Underdamped: the getter is k.
    #expect(
      close(
        SwiftUISpringStorage(mass: 1, stiffness: 100, damping: 10, allowOverDamping: false)
          .stiffnessGetter, 100, 1e-14))
  }

  @Test("SwiftUI's Spring velocity is absolute: units per second over the distance")
  func absoluteVelocity() throws {
    let family = try SwiftUISpringDurationBounce {
      ($0.duration, $0.bounce, $0.initialVelocity) = (0.5, 0, 100)
    }
    let physical = try family.physical(in: ConversionContext(distance: 200))
    #expect(physical.initialVelocity == 0.5)
  }
}
