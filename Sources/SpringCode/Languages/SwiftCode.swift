//===--- SwiftCode.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// UIKit, Core Animation and SwiftUI springs as Swift: each API's own
// initializer or call, its argument labels as Apple spells them.
//
//===----------------------------------------------------------------------===//

import SpringMappings

/// Swift snippets for Apple's APIs.
enum SwiftCode {
  /// The code of API `id` with parameters `p`; `distance` is the target of
  /// SwiftUI's `Spring.value(target:initialVelocity:time:)`, whose velocity
  /// is in the value's units; `animationNote` what a `Spring` preset's
  /// `Animation` namesake does with the same arguments
  /// (`SwiftPresetAnimation`).
  static func code(
    _ id: String, _ p: CodeParameters, distance: Double, animationNote: String? = nil
  ) -> String {
    let animations = "animations: { /* change the animated properties here */ })"
    let vector = "CGVector(dx: \(p["velocity"]), dy: 0)"
    let springValue =
      "// its value at time t: spring.value(target: \(ReproducingDecimals.text(distance)), "
      + "initialVelocity: \(p["velocity"]), time: t)"
    switch id {
    case "uikit.uiview.damping":
      return """
        UIView.animate(
          withDuration: \(p["duration"]), delay: 0, usingSpringWithDamping: \(p["damping"]),
          initialSpringVelocity: \(p["velocity"]), options: [],
          \(animations)
        """
    case "uikit.uiview.bounce":
      return """
        UIView.animate(
          springDuration: \(p["duration"]), bounce: \(p["bounce"]),
          initialSpringVelocity: \(p["velocity"]), delay: 0, options: [],
          \(animations)
        """
    case "uikit.timing.default":
      return """
        let timing = UISpringTimingParameters()
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timing)
        """
    case "uikit.timing.damping":
      return """
        let timing = UISpringTimingParameters(dampingRatio: \(p["damping-ratio"]), initialVelocity: \(vector))
        let animator = UIViewPropertyAnimator(duration: \(p["duration"]), timingParameters: timing)
        """
    case "uikit.timing.physical":
      return """
        let timing = UISpringTimingParameters(
          mass: \(p["mass"]), stiffness: \(p["stiffness"]), damping: \(p["damping"]), initialVelocity: \(vector))
        // UIKit computes the duration from the spring; the animator's is ignored.
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timing)
        """
    case "uikit.timing.bounce":
      return """
        let timing = UISpringTimingParameters(
          duration: \(p["duration"]), bounce: \(p["bounce"]), initialVelocity: \(vector))
        let animator = UIViewPropertyAnimator(duration: \(p["duration"]), timingParameters: timing)
        """
    case "ca.spring":
      return """
        let animation = CASpringAnimation(keyPath: "position.y")
        animation.mass = \(p["mass"])
        animation.stiffness = \(p["stiffness"])
        animation.damping = \(p["damping"])
        animation.initialVelocity = \(p["velocity"])
        animation.allowsOverdamping = \(p["allows-overdamping"])
        animation.duration = animation.settlingDuration
        """
    case "ca.spring.perceptual":
      return """
        let animation = CASpringAnimation(perceptualDuration: \(p["perceptual-duration"]), bounce: \(p["bounce"]))
        animation.keyPath = "position.y"
        animation.initialVelocity = \(p["velocity"])
        """
    case "swiftui.spring.duration":
      return
        "let spring = Spring(duration: \(p["duration"]), bounce: \(p["bounce"]))\n\(springValue)"
    case "swiftui.spring.response":
      return
        "let spring = Spring(response: \(p["response"]), dampingRatio: \(p["damping-ratio"]))\n\(springValue)"
    case "swiftui.spring.physical":
      return """
        let spring = Spring(
          mass: \(p["mass"]), stiffness: \(p["stiffness"]), damping: \(p["damping"]), allowOverDamping: \(p["allow-over-damping"]))
        \(springValue)
        """
    case "swiftui.spring.settling":
      return """
        let spring = Spring(
          settlingDuration: \(p["settling-duration"]), dampingRatio: \(p["damping-ratio"]), epsilon: \(p["epsilon"]))
        \(springValue)
        """
    case "swiftui.animation.spring":
      return
        "let animation = Animation.spring(response: \(p["response"]), dampingFraction: \(p["damping-fraction"]), blendDuration: \(p["blend-duration"]))"
    case "swiftui.animation.spring-duration":
      return
        "let animation = Animation.spring(duration: \(p["duration"]), bounce: \(p["bounce"]), blendDuration: \(p["blend-duration"]))"
    case "swiftui.animation.interactive":
      return
        "let animation = Animation.interactiveSpring(response: \(p["response"]), dampingFraction: \(p["damping-fraction"]), blendDuration: \(p["blend-duration"]))"
    case "swiftui.animation.interactive-duration":
      return
        "let animation = Animation.interactiveSpring(duration: \(p["duration"]), extraBounce: \(p["extra-bounce"]), blendDuration: \(p["blend-duration"]))"
    case "swiftui.animation.interpolating":
      return
        "let animation = Animation.interpolatingSpring(mass: \(p["mass"]), stiffness: \(p["stiffness"]), damping: \(p["damping"]), initialVelocity: \(p["velocity"]))"
    case "swiftui.animation.interpolating-duration":
      return
        "let animation = Animation.interpolatingSpring(duration: \(p["duration"]), bounce: \(p["bounce"]), initialVelocity: \(p["velocity"]))"
    case "swiftui.animation.smooth", "swiftui.animation.snappy", "swiftui.animation.bouncy":
      let preset = id.dropFirst("swiftui.animation.".count)
      return
        "let animation = Animation.\(preset)(duration: \(p["duration"]), extraBounce: \(p["extra-bounce"]))"
    case "swiftui.smooth", "swiftui.snappy", "swiftui.bouncy":
      let preset = id.dropFirst("swiftui.".count)
      return [
        "let spring = Spring.\(preset)(duration: \(p["duration"]), extraBounce: \(p["extra-bounce"]))",
        animationNote, springValue,
      ].compactMap { $0 }.joined(separator: "\n")
    default:
      return "// no Swift form is known for \(id)"
    }
  }
}
