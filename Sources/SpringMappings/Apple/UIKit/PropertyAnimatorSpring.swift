//===--- PropertyAnimatorSpring.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What UIViewPropertyAnimator animates for UISpringTimingParameters whose
// damping ratio exceeds 1.
//
// Not recovered. Core Animation animates ζ > 1 as critical unless
// `allowsOverdamping` is set; UIKit sets it only on the iOS 17
// `UIView.animate(springDuration:bounce:…)` path
// (generateSpringPropertiesForPerceptualDuration), and UIKit's own animator
// duration (_durationOfSpringAnimation) times every ζ ≥ 1 as the critically
// damped motion with ω0. SpringLab therefore assumes the animator's spring
// is animated as critical when ζ > 1 [G], and says so wherever it matters.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The guess SpringLab makes about UIViewPropertyAnimator and overdamping.
public enum PropertyAnimatorSpring {
  /// The spring assumed to move: `spring`, or its critical twin when ζ > 1.
  public static func animated(_ spring: Spring) -> Spring {
    CoreAnimationSpring.animated(spring, allowsOverdamping: false)
  }

  /// The uncertainty, worded for listings.
  static let uncertainty =
    "whether UIViewPropertyAnimator lets Core Animation overdamp is not recovered; SpringLab assumes ζ > 1 is animated as critical (Core Animation's default, and what UIKit's own duration assumes)"

  /// The reason given when a spring with ζ > 1 is asked for.
  static func overdampedReason(_ zeta: Double) -> String {
    "UIViewPropertyAnimator is assumed to animate ζ > 1 as critical (unverified guess), so ζ = \(zeta) cannot be expressed"
  }
}
