//===--- SwiftUIAnimationPresetTests.swift --------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SwiftUI's `Animation.bouncy` and `Spring.bouncy` are two APIs (issue 44):
// the Animation is `Animation.spring(duration:bounce: 0.3 + extraBounce)`, a
// fluid spring animation without an initial velocity, its stiffness capped
// at 45000, a total bounce above 1 refused (OpenSwiftUI
// FluidSpringAnimation.swift), complete at its duration; the Spring takes a
// velocity, has no cap and clamps the bounce at 1.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("SwiftUI's Animation presets, apart from Spring's")
struct SwiftUIAnimationPresetTests {
  @Test("from rest both give k = (2π/d)², c = 2√k(1 − 0.3 − extraBounce)")
  func sameSpringFromRest() throws {
    let spring = try SwiftUIBouncySpring {
      ($0.duration, $0.extraBounce) = (0.7, 0.1)
    }.physical(in: .unit)
    let animation = try SwiftUIAnimationBouncy {
      ($0.duration, $0.extraBounce) = (0.7, 0.1)
    }.physical(in: .unit)
    let k = (2 * Double.pi / 0.7) * (2 * Double.pi / 0.7)
    for physical in [spring, animation] {
      #expect(abs(physical.spring.stiffness - k) <= 1e-14 * k)
      let c = 2 * k.squareRoot() * (1 - (0.3 + 0.1))
      #expect(abs(physical.spring.damping - c) <= 1e-14 * c)
      #expect(physical.initialVelocity == 0)
    }
  }

  @Test("a total bounce above 1: Spring clamps it to 1 (ζ = 0), Animation refuses extra-bounce")
  func bounceAboveOne() throws {
    let spring = try SwiftUISnappySpring { $0.extraBounce = 0.9 }.physical(in: .unit)
    #expect(spring.spring.damping == 0)
    do {
      _ = try SwiftUIAnimationSnappy { $0.extraBounce = 0.9 }
      Issue.record("Animation.snappy(extraBounce: 0.9) was accepted")
    } catch {
      #expect("\(error)".contains("extra-bounce"))
    }
    // The edge itself is allowed: 0.15 + 0.85 = 1, an undamped spring.
    let edge = try SwiftUIAnimationSnappy { $0.extraBounce = 0.85 }.physical(in: .unit)
    #expect(edge.spring.damping == 0)
  }

  @Test("with a velocity, or a stiffness above 45000, only the Spring preset expresses the motion")
  func representability() throws {
    let moving = try SpringConversion(
      from: "swiftui.bouncy", parameters: ["velocity": .number(2)])
    let entries = Dictionary(uniqueKeysWithValues: moving.entries.map { ($0.api.id, $0) })
    #expect(entries["swiftui.bouncy"]?.isRepresentable == true)
    for id in ["swiftui.animation.smooth", "swiftui.animation.snappy", "swiftui.animation.bouncy"] {
      let entry = try #require(entries[id])
      #expect(!entry.isRepresentable, "\(id)")
      #expect(entry.reason?.contains("velocity") == true, "\(id): \(entry.reason ?? "")")
    }
    let stiff = try SpringConversion(
      from: "swiftui.spring.physical",
      parameters: ["stiffness": .number(50_000), "damping": .number(200)])
    let capped = try #require(stiff.entries.first { $0.api.id == "swiftui.animation.bouncy" })
    #expect(!capped.isRepresentable)
    #expect(capped.reason?.contains("45000") == true)
    #expect(stiff.entries.first { $0.api.id == "swiftui.bouncy" }?.isRepresentable == true)
  }

  @Test("the Animation completes at its duration; the Spring reports its settlingDuration")
  func completion() throws {
    let animation = try SwiftUIAnimationSmooth { $0.duration = 0.42 }.derived(in: .unit)
    #expect(animation.first { $0.name == "logicallyComplete" }?.value == 0.42)
    let spring = try SwiftUISmoothSpring { $0.duration = 0.42 }.derived(in: .unit)
    #expect(spring.contains { $0.name == "settlingDuration" })
    #expect(!spring.contains { $0.name == "logicallyComplete" })
  }

  @Test("converted to the Animation form: duration = 2π/ω0, extraBounce = bounce − base")
  func expressing() throws {
    let conversion = try SpringConversion(
      from: "swiftui.spring.response",
      parameters: ["response": .number(0.6), "damping-ratio": .number(0.5)])
    let entry = try #require(
      conversion.entries.first { $0.api.id == "swiftui.animation.snappy" })
    #expect(entry.isRepresentable)
    let values = Dictionary(uniqueKeysWithValues: entry.parameters.map { ($0.name, $0.value) })
    guard case .number(let duration)? = values["duration"],
      case .number(let extra)? = values["extra-bounce"]
    else {
      Issue.record("missing parameters: \(values)")
      return
    }
    #expect(abs(duration - 0.6) <= 1e-14)
    // ζ = 0.5 is bounce 0.5; snappy's base is 0.15.
    #expect(abs(extra - 0.35) <= 1e-14)
  }
}
