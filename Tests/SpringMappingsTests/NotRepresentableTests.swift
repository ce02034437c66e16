//===--- NotRepresentableTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every way an API can fail to express a spring, with its reason.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("Springs an API cannot express, and why")
struct NotRepresentableTests {
  /// The expression of `physical` in API `id`.
  func express(_ id: String, _ physical: PhysicalSpring, context: ConversionContext = .unit) throws
    -> AnyExpression
  {
    try SpringAPIRegistry.family(id: id).erasedExpression(physical, in: context)
  }

  func physical(_ omega: Double, _ zeta: Double, velocity: Double = 0) throws -> PhysicalSpring {
    PhysicalSpring(
      spring: try Spring(naturalFrequency: omega, dampingRatio: zeta), initialVelocity: velocity)
  }

  @Test(
    "overdamped springs: UIKit's damping APIs clamp ζ to 1; interpolatingSpring and the settling init cannot; Motion clamps to [0.05, 1]"
  )
  func overdamped() throws {
    // Period 250 ms, so Flutter's whole milliseconds can express it too.
    let spring = try physical(2 * Double.pi / 0.25, 2)
    let cases: [(String, String)] = [
      ("uikit.uiview.damping", "cannot overdamp"),
      ("uikit.timing.damping", "cannot overdamp"),
      ("swiftui.animation.interpolating", "evaluates ζ ≥ 1 as critically damped"),
      ("swiftui.animation.interpolating-duration", "evaluates ζ ≥ 1 as critically damped"),
      ("swiftui.spring.settling", "clamps ζ to at most 1"),
      ("motion.spring.duration", "clamps a duration spring's damping ratio to [0.05, 1]"),
      ("motion.spring.visual-duration", "[0.05, 1]"),
      ("uikit.timing.physical", "unverified guess"),
      ("uikit.timing.bounce", "unverified guess"),
    ]
    for (id, phrase) in cases {
      let expression = try express(id, spring)
      #expect(!expression.isRepresentable, "\(id)")
      #expect(expression.reason?.contains(phrase) == true, "\(id): \(expression.reason ?? "nil")")
    }
    // Those that honour overdamping express it, setting their flags.
    for id in [
      "uikit.uiview.bounce", "ca.spring", "ca.spring.perceptual", "swiftui.spring.duration",
      "swiftui.spring.physical",
      "swiftui.animation.spring", "compose.spring", "flutter.spring.duration-bounce",
      "react-spring",
    ] {
      #expect(try express(id, spring).isRepresentable, "\(id)")
    }
    let ca = try #require(try express("ca.spring", spring).family as? CASpringAnimationParameters)
    #expect(ca.allowsOverdamping)
    let swiftUI = try #require(
      try express("swiftui.spring.physical", spring).family as? SwiftUISpringPhysical)
    #expect(swiftUI.allowOverDamping)
  }

  @Test("undamped springs: UIKit's solver clamps ζ to FLT_EPSILON; Motion to 0.05")
  func undamped() throws {
    let spring = try physical(20, 0)
    #expect(try express("uikit.uiview.damping", spring).reason?.contains("undamped") == true)
    #expect(try express("motion.spring.duration", spring).reason?.contains("[0.05, 1]") == true)
    #expect(try express("swiftui.spring.duration", spring).isRepresentable)
    let bounce = try #require(
      try express("swiftui.spring.duration", spring).family as? SwiftUISpringDurationBounce)
    #expect(bounce.bounce == 1)
  }

  @Test("durations outside the solvers' [0.01, 10] s clamps")
  func durationClamps() throws {
    #expect(
      try express("uikit.uiview.damping", physical(5000, 0.5)).reason?.contains(
        "below UIKit's clamp of 0.01 s") == true)
    #expect(
      try express("uikit.uiview.damping", physical(0.2, 0.5)).reason?.contains(
        "above UIKit's clamp of 10 s") == true)
    #expect(
      try express("swiftui.spring.settling", physical(0.2, 0.5)).reason?.contains(
        "above SwiftUI's clamp") == true)
    #expect(
      try express("motion.spring.duration", physical(5000, 0.5)).reason?.contains(
        "below Motion's clamp") == true)
    #expect(
      try express("react-spring.frequency", physical(1000, 0.5)).reason?.contains("at least 0.01 s")
        == true)
  }

  @Test("the default system spring is one fixed spring")
  func defaultSystemSpring() throws {
    let other = try express("uikit.timing.default", physical(20, 0.7))
    #expect(other.reason?.contains("one fixed spring") == true)
    let own = try UISpringTimingDefault().physical(in: .unit)
    #expect(try express("uikit.timing.default", own).isRepresentable)
    // Moving, it is not the default spring any more.
    var moving = own
    moving.initialVelocity = 1
    #expect(try !express("uikit.timing.default", moving).isRepresentable)
  }

  @Test(
    "fluid springs take no velocity (spring-only parameters shown) and cap the stiffness at 45000")
  func fluidSprings() throws {
    let moving = try express("swiftui.animation.spring", physical(20, 0.7, velocity: 2))
    #expect(!moving.isRepresentable && moving.family != nil)
    #expect(moving.reason?.contains("takes no initial velocity") == true)
    let stiff = try express("swiftui.animation.interactive", physical(300, 0.7))
    #expect(stiff.family == nil && stiff.reason?.contains("caps the stiffness at 45000") == true)
    let motion = try express("motion.spring.duration", physical(20, 0.7, velocity: 2))
    #expect(motion.reason?.contains("ignore the initial velocity") == true && motion.family != nil)
  }

  @Test("Flutter's withDurationAndBounce needs a whole number of milliseconds")
  func flutterMilliseconds() throws {
    let period = try physical(2 * Double.pi / 0.2475, 0.5)
    let expression = try express("flutter.spring.duration-bounce", period)
    #expect(expression.reason?.contains("whole milliseconds") == true)
    let nearest = try #require(expression.family as? FlutterSpringWithDurationAndBounce)
    #expect(nearest.duration == 0.248 || nearest.duration == 0.247)
    #expect(
      try express("flutter.spring.duration-bounce", physical(2 * Double.pi / 0.25, 0.5))
        .isRepresentable)
  }

  @Test("PopAnimation cannot reach a friction below its bounciness curve's limit")
  func reboundBouncy() throws {
    // Origami tension 50, friction 0 (c = 1): far below the no-bounce blend's floor.
    let k = ReboundConversion.tension(origami: 50)
    let c = ReboundConversion.friction(origami: 0)
    let expression = try express("rebound.bouncy", PhysicalSpring(spring: try spring(1, k, c)))
    #expect(expression.reason?.contains("beyond what any bounciness reaches") == true)
    #expect(
      try express("rebound.origami", PhysicalSpring(spring: try spring(1, k, c))).isRepresentable)
  }

  @Test(
    "Android's Float parameters: a value Float cannot hold is ✗ naming the parameter and Float",
    arguments: ["compose.spring", "android.springforce"])
  func kotlinFloat(id: String) throws {
    // Float's limits: 1e39 overflows, 1e-46 rounds to 0, 3e38 is inside.
    #expect(Float(1e39).isInfinite && Float(1e-46) == 0 && Float(3e38).isFinite)
    let velocityLabel = id == "compose.spring" ? "initialVelocity" : "startVelocity"
    // A velocity beyond Float: the spring's parameters stay, from rest.
    let fast = try express(id, physical(10, 0.5, velocity: 1e39))
    #expect(!fast.isRepresentable && fast.family != nil)
    #expect(fast.reason?.contains("\(velocityLabel) 1e39") == true, "\(fast.reason ?? "")")
    #expect(fast.reason?.contains("Float") == true)
    #expect(try express(id, physical(10, 0.5, velocity: 3e38)).isRepresentable)
    // A stiffness (ω0² at mass 1) beyond Float, or rounding to 0 in it.
    for omega in [1e20, 1e-23] {
      let expression = try express(id, physical(omega, 0.5))
      #expect(expression.family == nil, "ω0 \(omega)")
      #expect(
        expression.reason?.contains("stiffness") == true
          && expression.reason?.contains("Float") == true, "\(expression.reason ?? "")")
    }
    // A velocity that rounds to 0 where 0 reproduces the motion: the 0 the API stores.
    let slow = try express(id, physical(10, 0.5, velocity: 1e-320))
    #expect(slow.isRepresentable)
    // As a source, a value Float cannot hold is refused, naming it.
    for (name, value) in [("velocity", 1e300), ("stiffness", 1e39), ("damping-ratio", 1e-50)] {
      #expect {
        _ = try SpringConversion(from: id, parameters: [name: .number(value)])
      } throws: { error in
        guard case .invalidParameter(let parameter, _, let requirement) = error as? MappingError
        else { return false }
        return parameter == name && requirement.contains("Float")
      }
    }
  }

  @Test("Flutter's withDurationAndBounce: a Dart Duration holds int64 microseconds")
  func flutterDurationRange() throws {
    // 9e12 s = 9e18 µs fits below 2⁶³ − 1 µs; 1e13 s = 1e19 µs does not.
    #expect(9e18 < Double(Int64.max) && 1e19 > Double(Int64.max))
    let fits = try express("flutter.spring.duration-bounce", physical(2 * Double.pi / 9e12, 1))
    #expect(fits.isRepresentable, "\(fits.reason ?? "")")
    let beyond = try express("flutter.spring.duration-bounce", physical(2 * Double.pi / 1e13, 1))
    #expect(beyond.family == nil)
    #expect(beyond.reason?.contains("int64") == true && beyond.reason?.contains("Duration") == true)
  }
}
