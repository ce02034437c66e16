//===--- GivenSpringFamily.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The APIs that animate the spring exactly as given — mass, stiffness and
// damping coefficient, no clamping, no critical twin — from an initial
// velocity in the API's own unit: Flutter's `SpringDescription` (directly or
// through `withDampingRatio`) and Motion's physics spring. Going to the
// physical spring and back is the same for all of them, so it is written
// once, here.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// An API that animates the spring it is given, unchanged, from an initial
/// velocity in its own unit (`FlutterSpringDescription`,
/// `FlutterSpringWithDampingRatio`, `MotionSpring`).
///
/// The extension supplies `physical` and `expressing`; conforming types say
/// how they take a spring (`setSpring(_:velocity:)`).
public protocol GivenSpringFamily: SpringAPIFamily {
  /// The mass.
  var mass: Double { get }
  /// The stiffness k.
  var stiffness: Double { get }
  /// The damping coefficient c (the API's own, or the one it computes).
  var damping: Double { get }
  /// The initial velocity, in `api.velocityUnit`.
  var velocity: Double { get }

  /// Sets the API's parameters for `spring` started at `velocity` (in
  /// `api.velocityUnit`); the table's rules then check them.
  mutating func setSpring(_ spring: Spring, velocity: Double)
}

extension GivenSpringFamily {
  /// The spring as given, started at the normalized `velocity`; a spring
  /// outside SpringModel's domain is reported against `mass` (a parameter
  /// of every such API).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let spring = try Spring.fromAPI(
      mass: mass, stiffness: stiffness, damping: damping, blame: "mass")
    return PhysicalSpring(
      spring: spring, initialVelocity: try Self.normalizedVelocity(velocity, in: context))
  }

  /// The spring itself with the motion's velocity in the API's unit; not
  /// representable when the API refuses the values.
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let velocity = velocityArgument(for: physical, in: context).value
    return expression { $0.setSpring(physical.spring, velocity: velocity) }
  }
}

/// A `GivenSpringFamily` whose parameters are the spring's own mass,
/// stiffness and damping coefficient (`FlutterSpringDescription`,
/// `MotionSpring`): taking a spring is storing it.
public protocol StoredSpringFamily: GivenSpringFamily {
  /// The mass.
  var mass: Double { get set }
  /// The stiffness k.
  var stiffness: Double { get set }
  /// The damping coefficient c.
  var damping: Double { get set }
  /// The initial velocity, in `api.velocityUnit`.
  var velocity: Double { get set }
}

extension StoredSpringFamily {
  /// Stores `spring` as it is, started at `velocity`.
  public mutating func setSpring(_ spring: Spring, velocity: Double) {
    (mass, stiffness, damping, self.velocity) = (
      spring.mass, spring.stiffness, spring.damping, velocity
    )
  }
}
