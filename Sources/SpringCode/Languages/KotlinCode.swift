//===--- KotlinCode.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Jetpack Compose and androidx SpringForce springs as Kotlin: Float
// literals, the APIs' own parameter names.
//
//===----------------------------------------------------------------------===//

/// Kotlin snippets for Android's APIs.
enum KotlinCode {
  /// The code of API `id` with parameters `p`.
  static func code(_ id: String, _ p: CodeParameters) -> String {
    switch id {
    case "compose.spring":
      return """
        val spec = spring<Float>(
            dampingRatio = \(p.float("damping-ratio")), stiffness = \(p.float("stiffness")), visibilityThreshold = \(p.float("visibility-threshold")))
        // animatable.animateTo(target, animationSpec = spec, initialVelocity = \(p.float("velocity")))
        """
    case "android.springforce":
      return """
        val force = SpringForce().setStiffness(\(p.float("stiffness"))).setDampingRatio(\(p.float("damping-ratio")))
        val animation = SpringAnimation(view, DynamicAnimation.TRANSLATION_Y)
            .setSpring(force).setStartVelocity(\(p.float("velocity")))
        """
    default:
      return "// no Kotlin form is known for \(id)"
    }
  }
}
