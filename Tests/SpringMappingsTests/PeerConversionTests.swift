//===--- PeerConversionTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Rebound, react-spring, Flutter and Android constants and conversions.
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

@Suite("Peer engines: Rebound, react-spring, Flutter, Android")
struct PeerConversionTests {
  @Test("Rebound's default Origami spring (40, 7) is k 230.2, c 22, ζ ≈ 0.725")
  func reboundDefault() throws {
    let spring = try physical("rebound.origami", [:]).spring
    #expect(close(spring.stiffness, 230.2, 1e-14))
    #expect(close(spring.damping, 22, 1e-15))
    #expect(rounds(spring.dampingRatio, to: 0.725, decimals: 3))
    #expect(close(ReboundConversion.origamiTension(230.2), 40, 1e-14))
    #expect(close(ReboundConversion.origamiFriction(22), 7, 1e-15))
  }

  @Test("Rebound's PopAnimation conversion inverts")
  func reboundBouncy() throws {
    for (bounciness, speed) in [(5.0, 12.0), (10.0, 3.0), (0.0, 20.0), (15.0, 8.0)] {
      let origami = ReboundConversion.origami(bounciness: bounciness, speed: speed)
      let back = try ReboundConversion.bouncinessAndSpeed(
        origamiTension: origami.tension, origamiFriction: origami.friction
      ).get()
      #expect(close(back.bounciness, bounciness, 1e-9) && close(back.speed, speed, 1e-12))
    }
    // By hand: bounciness 0, speed 17 → s = 0.5, Origami tension 100.25, no-bounce friction.
    let origami = ReboundConversion.origami(bounciness: 0, speed: 17)
    #expect(close(origami.tension, 100.25, 1e-15))
    let x = 100.25
    #expect(
      close(origami.friction, 0.00000045 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84, 1e-15))
  }

  @Test("react-spring presets have the damping ratios of the reference table")
  func reactSpringPresets() throws {
    let expected = [
      "default": 0.997, "gentle": 0.64, "wobbly": 0.45, "stiff": 0.69, "slow": 1.79,
      "molasses": 3.59,
    ]
    #expect(ReactSpringConfig.presets.count == expected.count)
    for preset in ReactSpringConfig.presets {
      let zeta = try ReactSpringConfig(preset: preset).physical(in: .unit).spring.dampingRatio
      let want = try #require(expected[preset.name])
      #expect(rounds(zeta, to: want, decimals: want == 0.997 ? 3 : 2), "\(preset.name): \(zeta)")
      #expect(close(zeta, preset.friction / (2 * preset.tension.squareRoot()), 1e-15))
    }
    let standard = try physical("react-spring", [:]).spring
    #expect(standard.stiffness == 170 && standard.damping == 26 && standard.mass == 1)
  }

  @Test("react-spring frequency/damping: k = (2π/f)²m, c = 4πζm/f, f clamped to ≥ 0.01")
  func reactSpringFrequency() throws {
    let spring = try physical(
      "react-spring.frequency",
      ["frequency": .number(0.5), "damping": .number(0.5), "mass": .number(2)]
    ).spring
    #expect(close(spring.stiffness, 2 * pow(2 * Double.pi / 0.5, 2), 1e-15))
    #expect(close(spring.damping, 4 * Double.pi * 0.5 * 2 / 0.5, 1e-15))
    let clamped = try physical("react-spring.frequency", ["frequency": .number(0.001)]).spring
    #expect(close(clamped.naturalPeriod, 0.01, 1e-14))
  }

  @Test("react-spring velocity is per millisecond")
  func reactSpringVelocity() throws {
    let moving = try physical(
      "react-spring", ["velocity": .number(0.2)], context: ConversionContext(distance: 100))
    #expect(close(moving.initialVelocity, 2, 1e-15))
  }

  @Test("Flutter withDurationAndBounce reads whole milliseconds; its getters round")
  func flutterDurationAndBounce() throws {
    let spring = try physical(
      "flutter.spring.duration-bounce", ["duration": .number(0.3), "bounce": .number(0.3)]
    ).spring
    #expect(close(spring.stiffness, 4 * Double.pi * Double.pi / 0.09, 1e-14))
    #expect(close(spring.dampingRatio, 0.7, 1e-14))
    // 300.4 ms is read as 300 ms.
    let truncated = try physical(
      "flutter.spring.duration-bounce", ["duration": .number(0.3004), "bounce": .number(0.3)]
    ).spring
    #expect(truncated == spring)
    #expect(FlutterSpringWithDurationAndBounce.wholeMilliseconds(4.35) == 4350)
    #expect(
      FlutterSpring.durationGetter(
        mass: 1, stiffness: 4 * Double.pi * Double.pi / (0.2475 * 0.2475)) == 0.248)
    #expect(close(FlutterSpring.bounceGetter(mass: 1, stiffness: 100, damping: 40), -0.5, 1e-15))
    #expect(throws: MappingError.self) {
      try FlutterSpringWithDurationAndBounce { $0.duration = 0.0004 }
    }
    let overdamped = try physical("flutter.spring.duration-bounce", ["bounce": .number(-0.5)])
      .spring
    #expect(close(overdamped.dampingRatio, 2, 1e-14))
  }

  @Test("Flutter withDampingRatio: c = ratio·2√(mk), ratio 1 by default")
  func flutterDampingRatio() throws {
    let spring = try physical(
      "flutter.spring.damping-ratio", ["mass": .number(2), "stiffness": .number(50)]
    ).spring
    #expect(close(spring.damping, 2 * (2 * 50.0).squareRoot(), 1e-15))
  }

  @Test("Android's constants, defaults and Float parameters")
  func android() throws {
    #expect(ComposeSpring.Stiffness.medium == 1500 && ComposeSpring.DampingRatio.noBouncy == 1)
    #expect(
      AndroidSpringForce.DampingRatio.mediumBouncy == 0.5
        && AndroidSpringForce.Stiffness.veryLow == 50)
    let compose = try physical("compose.spring", [:]).spring
    #expect(compose.stiffness == 1500 && close(compose.dampingRatio, 1, 1e-15))
    let force = try physical("android.springforce", [:]).spring
    #expect(force.stiffness == 1500 && close(force.dampingRatio, 0.5, 1e-15))
    // A stiffness that is not a Float is rounded to one.
    let rounded = try physical("compose.spring", ["stiffness": .number(157.91367041742973)]).spring
    #expect(rounded.stiffness == Double(Float(157.91367041742973)))
  }
}
