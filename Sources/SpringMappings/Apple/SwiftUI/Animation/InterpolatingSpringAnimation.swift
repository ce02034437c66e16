//===--- InterpolatingSpringAnimation.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SwiftUI's `Animation.interpolatingSpring(mass:stiffness:damping:
// initialVelocity:)` and `interpolatingSpring(duration:bounce:
// initialVelocity:)` are one animation (`InterpolatingSpring`): the second
// computes k and c and calls the first. Each keeps its own parameters; how
// they reach the physical spring and back is written once, here.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A SwiftUI interpolating spring animation
/// (`SwiftUIAnimationInterpolatingSpring`,
/// `SwiftUIAnimationInterpolatingSpringDuration`): the stored spring,
/// animated as its critical twin when ζ > 1, from a normalized initial
/// velocity.
///
/// The extension supplies `physical` and `expressing`; conforming types say
/// which spring they store and how they take one.
public protocol InterpolatingSpringAnimation: SpringAPIFamily {
  /// `initialVelocity`, distances per second toward the target.
  var initialVelocity: Double { get }

  /// The spring handed to the animation (before any ζ > 1 is animated as
  /// critical).
  /// - Throws: `invalidParameter` when the parameters give no valid spring.
  func storedSpring() throws(MappingError) -> Spring

  /// Sets the parameters storing `spring` (ζ ≤ 1), started at
  /// `initialVelocity`; the table's rules then check them.
  mutating func setSpring(_ spring: Spring, initialVelocity: Double)
}

extension InterpolatingSpringAnimation {
  /// `InterpolatingSpring.animated` of the stored spring, from
  /// `initialVelocity`.
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: InterpolatingSpring.animated(try storedSpring()), initialVelocity: initialVelocity)
  }

  /// The spring and velocity as they are; not representable when the spring
  /// overdamps (it would be animated as critical) or SwiftUI refuses the
  /// values.
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let spring = physical.spring
    if spring.exceedsCriticalDamping {
      return .notRepresentable(InterpolatingSpring.overdampedReason(spring.dampingRatio))
    }
    return expression { $0.setSpring(spring, initialVelocity: physical.initialVelocity) }
  }
}
