//===--- UIKitSpringSolver+Expression.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Expressing a spring in the APIs whose spring comes out of UIKit's solver
// (`UIViewDampingSpring`, `UISpringTimingDampingRatio`): both hand it a
// duration, a damping ratio and the initial velocity in distances per
// second, so both are inverted the same way — the duration that makes the
// solver produce the spring's ω0 at its ζ and velocity.
//
//===----------------------------------------------------------------------===//

extension UIKitSpringSolver {
  /// `physical` in an API driven by this solver: the duration that produces
  /// its ω0 at its (snapped) ζ and initial velocity, stored with ζ and the
  /// velocity at the API's `duration`, `dampingRatio` and `velocity`. Not
  /// representable when no duration produces the spring
  /// (`duration(producing:dampingRatio:velocity:)` says why) or when the
  /// API refuses the values.
  static func expression<Family: SpringAPIFamily>(
    _ physical: PhysicalSpring, duration: WritableKeyPath<Family, Double>,
    dampingRatio: WritableKeyPath<Family, Double>, velocity: WritableKeyPath<Family, Double>
  ) -> Expression<Family> {
    let zeta = physical.spring.snappedDampingRatio
    switch self.duration(
      producing: physical.spring.naturalFrequency, dampingRatio: zeta,
      velocity: physical.initialVelocity)
    {
    case .failure(let reason): return .notRepresentable(reason.description)
    case .success(let solved):
      return Family.expression {
        $0[keyPath: duration] = solved
        $0[keyPath: dampingRatio] = zeta
        $0[keyPath: velocity] = physical.initialVelocity
      }
    }
  }
}
