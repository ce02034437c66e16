//===--- FluidSpring.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What SwiftUI's `Animation.spring(response:dampingFraction:blendDuration:)`
// family animates (`FluidSpringAnimation`) [R: OpenSwiftUI
// FluidSpringAnimation.swift, "Audited for 6.5.4"]:
//
// - m = 1, k = min((2π/response)², 45000), c = 2√k · dampingFraction — the
//   stiffness is capped, so responses below 2π/√45000 ≈ 0.0296 s all
//   animate alike;
// - integrated numerically at a fixed 1/300 s step, not in closed form
//   (SpringLab reports the exact motion of that spring);
// - no initial-velocity parameter: the animation inherits the velocity of
//   the spring animation it interrupts, and starts from rest otherwise;
// - "logically complete" once `response` seconds have passed.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The shared arithmetic of SwiftUI's fluid spring animations.
public enum FluidSpring {
  /// FluidSpringAnimation's stiffness cap.
  public static let maximumStiffness = 45000.0

  /// The spring a fluid animation with `response` and `dampingFraction`
  /// runs: k = min((2π/response)², 45000), c = 2√k·dampingFraction.
  /// - Throws: `invalidParameter` naming `responseName` when k is not a
  ///   normal number (a response so long that k underflows), or
  ///   `ratioName` (reporting `ratioValue`, the API's own argument) when c
  ///   is not.
  static func spring(
    response: Double, dampingFraction: Double, responseName: @autoclosure () -> String,
    ratioName: @autoclosure () -> String,
    ratioValue: Double? = nil
  ) throws(MappingError) -> Spring {
    try PerceptualSpring.spring(
      response: response, dampingRatio: dampingFraction, responseName: responseName(),
      ratioName: ratioName(), ratioValue: ratioValue, maximumStiffness: maximumStiffness)
  }

  /// Why `physical` cannot be a fluid spring (stiffness above the cap), or
  /// nil.
  static func capReason(_ physical: PhysicalSpring) -> String? {
    let stiffness = physical.unitMassSpring.stiffness
    guard stiffness > maximumStiffness * (1 + 1e-12) else { return nil }
    return
      "FluidSpringAnimation caps the stiffness at 45000 (response ≥ \(2 * Double.pi / maximumStiffness.squareRoot()) s); this spring needs k/m = \(stiffness)"
  }

  /// What the family reports: stiffness, damping, logical completion time.
  static func derived(response: Double, dampingFraction: Double) -> [DerivedValue] {
    let spring = try? spring(
      response: response, dampingFraction: dampingFraction, responseName: "response",
      ratioName: "dampingFraction")
    return [
      DerivedValue("stiffness", spring?.stiffness),
      DerivedValue("damping", spring?.damping),
      DerivedValue("logicallyComplete", response, unit: "s"),
    ]
  }

  /// What every fluid spring animation does instead of taking a velocity.
  static let noVelocity =
    "a fluid spring inherits the velocity of the animation it interrupts and otherwise starts from rest"

  /// The uncertainty shared by the family.
  static let uncertainty =
    "the motion is integrated at 1/300 s steps; SpringLab reports the exact motion of the same spring"

  /// The provenance of a fluid spring animation: the API's own `fact`, then
  /// the notes and the uncertainty shared by the family.
  static func provenance(_ fact: Provenance.Note) -> Provenance {
    Provenance([fact] + notes, uncertain: [uncertainty])
  }

  /// Provenance notes shared by the family.
  static let notes: [Provenance.Note] = [
    .documented(
      "springStiffness(response:) = (2π/response)², springDamping = 2√k·fraction, springDampingFraction(bounce:)",
      in: Source.swiftUIInterface),
    .reverseEngineered(
      "FluidSpringAnimation: stiffness capped at 45000, fixed 1/300 s integration, logically complete after response, velocity inherited from the interrupted animation",
      by: Source.openSwiftUI),
  ]
}
