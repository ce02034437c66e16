//===--- PerceptualSpringTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The response/duration ⇄ stiffness mapping against Apple's published
// vectors and the reference table.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("Perceptual duration and bounce mappings (SwiftUI, UIKit, Core Animation)")
struct PerceptualSpringTests {
  @Test("Apple's vector: Spring(duration: 0.5, bounce: 0.3) is (1.0, 157.9, 17.6)")
  func appleDurationBounceVector() throws {
    let spring = try SwiftUISpringDurationBounce { ($0.duration, $0.bounce) = (0.5, 0.3) }.physical(
      in: .unit
    ).spring
    #expect(spring.mass == 1)
    #expect(rounds(spring.stiffness, to: 157.9, decimals: 1))
    #expect(rounds(spring.damping, to: 17.6, decimals: 1))
    // (2π/0.5)² and 4π·0.7/0.5, by hand.
    #expect(close(spring.stiffness, 157.91367041742973, 1e-14))
    #expect(close(spring.damping, 17.592918860102842, 1e-14))
  }

  @Test(
    "Apple's vector: Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63, bounce 0.5")
  func appleInverseVector() throws {
    let storage = try SwiftUISpringPhysical { ($0.stiffness, $0.damping) = (100, 10) }.storage
    #expect(rounds(storage.duration, to: 0.63, decimals: 2))
    #expect(close(storage.duration, 0.6283185307179586, 1e-15))
    #expect(close(storage.bounce, 0.5, 1e-15))
    #expect(close(storage.response, 0.6283185307179586, 1e-15))
    #expect(close(storage.dampingRatio, 0.5, 1e-15))
  }

  @Test(
    "reference table: Spring and Animation presets, overdamped bounce, .spring() in both SDK eras, .interactiveSpring()"
  )
  func referenceTable() throws {
    let k = 157.913670
    let rows: [(String, [String: ParameterValue], Double, Double)] = [
      ("swiftui.smooth", [:], k, 25.132741),
      ("swiftui.snappy", [:], k, 21.362830),
      ("swiftui.bouncy", [:], k, 17.592919),
      ("swiftui.animation.smooth", [:], k, 25.132741),
      ("swiftui.animation.snappy", [:], k, 21.362830),
      ("swiftui.animation.bouncy", ["extra-bounce": .number(0.2)], k, 12.566371),
      // Below 2π/√45000 s the Animation form's stiffness is capped; Spring's is not.
      ("swiftui.animation.snappy", ["duration": .number(0.02)], 45000, 360.624458),
      ("swiftui.spring.duration", ["bounce": .number(-0.5)], k, 50.265482),
      ("swiftui.animation.spring", [:], k, 20.734512),
      (
        "swiftui.animation.spring",
        ["response": .number(SwiftUIAnimationSpring.SDKEra.iOS13Through16.defaultResponse)],
        130.507166, 18.849556
      ),
      ("swiftui.animation.interactive", [:], 1754.596338, 72.047192),
      ("swiftui.animation.spring-duration", ["bounce": .number(0.3)], k, 17.592919),
      ("uikit.uiview.bounce", ["bounce": .number(0.15)], k, 21.362830),
      ("uikit.timing.bounce", ["duration": .number(0.5), "bounce": .number(0)], k, 25.132741),
      (
        "ca.spring.perceptual", ["perceptual-duration": .number(0.5), "bounce": .number(0.3)], k,
        17.592919
      ),
      ("flutter.spring.duration-bounce", ["bounce": .number(0.3)], k, 17.592919),
    ]
    for (id, parameters, stiffness, damping) in rows {
      let spring = try physical(id, parameters).spring
      #expect(rounds(spring.stiffness, to: stiffness, decimals: 6), "\(id): k \(spring.stiffness)")
      #expect(rounds(spring.damping, to: damping, decimals: 6), "\(id): c \(spring.damping)")
      #expect(spring.mass == 1)
    }
    #expect(SwiftUIAnimationSpring.SDKEra.iOS17AndLater.defaultResponse == 0.5)
    #expect(
      close(
        try physical("swiftui.spring.duration", ["bounce": .number(-0.5)]).spring.dampingRatio, 2,
        1e-15))
  }

  @Test("presets add extraBounce to their base bounce")
  func presetExtraBounce() throws {
    // .snappy(extraBounce: 0.15) is Spring(duration: 0.5, bounce: 0.3) = .bouncy.
    let snappy = try physical("swiftui.snappy", ["extra-bounce": .number(0.15)])
    let bouncy = try physical("swiftui.bouncy", [:])
    #expect(snappy.isEquivalent(to: bouncy, tolerance: 1e-15))
    let interactive = try physical(
      "swiftui.animation.interactive-duration", ["extra-bounce": .number(0.15)]
    ).spring
    #expect(close(interactive.dampingRatio, 0.7, 1e-15))
    #expect(close(interactive.naturalPeriod, 0.15, 1e-15))
  }

  @Test("bounce ⇄ damping ratio follows Apple's helper in both directions")
  func bounceConversion() {
    let pairs: [(bounce: Double, zeta: Double)] = [
      (0, 1), (0.3, 0.7), (1, 0), (-0.5, 2), (-0.75, 4),
    ]
    for (bounce, zeta) in pairs {
      #expect(close(AppleBounce.dampingRatio(bounce: bounce), zeta, 1e-15))
      #expect(close(AppleBounce.bounce(dampingRatio: zeta), bounce, 1e-15))
    }
  }

  @Test("SwiftUI's fluid springs cap the stiffness at 45000")
  func fluidStiffnessCap() throws {
    let capped = try physical(
      "swiftui.animation.spring", ["response": .number(0.01), "damping-fraction": .number(0.5)])
    #expect(capped.spring.stiffness == 45000)
    #expect(close(capped.spring.dampingRatio, 0.5, 1e-15))
    let uncapped = try physical(
      "swiftui.spring.response", ["response": .number(0.01), "damping-ratio": .number(0.5)])
    #expect(uncapped.spring.stiffness > 390_000)
  }
}
