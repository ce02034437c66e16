//===--- AppleBounce.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Apple's bounce ⇄ damping ratio, shared by SwiftUI, UIKit and Core
// Animation (and copied by Flutter's withDurationAndBounce).
//
//===----------------------------------------------------------------------===//

/// The conversion between Apple's `bounce` (−1…1) and the damping ratio ζ.
///
/// - bounce 0 is critical (ζ = 1); bounce → 1 is undamped (ζ → 0);
///   negative bounce is overdamped: ζ = 1/(1 + bounce) → ∞ as bounce → −1.
///
/// Provenance: [A: SwiftUI swiftinterface] the inline
/// `springDampingFraction(bounce:)`; [R: iOS 26.1 decompile]
/// `+[UISpringTimingParameters _convertBounce:toDampingRatio:]` and
/// `-[CASpringAnimation initWithPerceptualDuration:bounce:]` use the same
/// formula; the inverse is [R: OpenSwiftUI] `Spring.bounce` and [R: iOS 26.1
/// decompile] `-[CASpringAnimation bounce]`.
public enum AppleBounce {
  /// ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) for bounce < 0.
  /// Domain: bounce > −1. Bounce > 1 gives ζ < 0, which no API animates.
  public static func dampingRatio(bounce: Double) -> Double {
    bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
  }

  /// bounce = 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1. Domain: ζ ≥ 0.
  public static func bounce(dampingRatio zeta: Double) -> Double {
    zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }
}
