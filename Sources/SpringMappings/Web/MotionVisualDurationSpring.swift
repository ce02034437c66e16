//===--- MotionVisualDurationSpring.swift ---------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Motion `spring(visualDuration, bounce)` / `{ type: "spring",
/// visualDuration, bounce }`: ω0 = 2π/(1.2·visualDuration), k = ω0²,
/// c = 2·clamp(0.05, 1, 1 − bounce)·√k, mass 1; rest thresholds end it.
/// The initial velocity is ignored, as for every duration-based spring.
public struct MotionVisualDurationSpring: SpringAPIFamily {
  /// `visualDuration`, seconds (default 0.3).
  public var visualDuration = 0.0
  /// `bounce` (default 0.3 in `spring()`).
  public var bounce = 0.0

  /// ζ after Motion's clamp.
  public var dampingRatio: Double { min(max(1 - bounce, 0.05), 1) }

  /// The spring Motion builds.
  public func spring() throws(MappingError) -> Spring {
    let root = 2 * Double.pi / (visualDuration * 1.2)
    let stiffness = root * root
    return try Spring.fromAPI(
      stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot()
    ) { coefficient, value in
      // ζ is clamped to [0.05, 1]: only the visual duration moves k and c.
      ParameterBlame(
        name: Self.parameterName(\.visualDuration), value: visualDuration,
        requirement: coefficient == "damping"
          ? ParameterBlame.giving("c", "2ζ·2π/(1.2·visualDuration)", value)
          : ParameterBlame.giving("k", "(2π/(1.2·visualDuration))²", value))
    }
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try spring())
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let zeta = physical.spring.snappedDampingRatio
    guard (0.05...1).contains(zeta) else {
      return .notRepresentable(
        "Motion clamps a visual-duration spring's damping ratio to [0.05, 1] (ζ = \(zeta))")
    }
    let bounce = 1 - zeta
    return expression {
      ($0.visualDuration, $0.bounce) = (
        physical.spring.naturalPeriod / 1.2, abs(bounce) < 1e-15 ? 0 : bounce
      )
    }.addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let spring = try? spring()
    return [DerivedValue("stiffness", spring?.stiffness), DerivedValue("damping", spring?.damping)]
  }

  /// Motion clamps the damping ratio 1 − bounce to [0.05, 1].
  public var clamps: [ParameterClamp] {
    [MotionSpringSolver.bounceClamp(bounce, parameter: Self.parameterName(\.bounce))]
      .compactMap { $0 }
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "motion.spring.visual-duration", platform: .motion,
    signature:
      "spring(visualDuration = 0.3, bounce = 0.3) / { type: \"spring\", visualDuration, bounce }",
    parameters: [
      .number(
        \.visualDuration, "visual-duration", label: "visualDuration", default: 0.3, unit: "s",
        .positive(), sample: .uniform(0.1...2), "2π/ω0 = 1.2 · visualDuration"),
      .number(
        \.bounce, "bounce", default: 0.3, .finite, sample: .uniform(0...0.95),
        "ζ = clamp(0.05, 1, 1 − bounce)"),
    ],
    noVelocity: MotionSpringSolver.noVelocity, examples: [.defaults],
    provenance: Provenance(
      [
        .documented(
          "spring(visualDuration = 0.3, bounce = 0.3); root = 2π/(1.2·visualDuration), k = root², c = 2·clamp(0.05, 1, 1 − bounce)·√k, mass 1; velocity forced to 0",
          in: Source.motion)
      ],
      uncertain: [
        "in the transition form an omitted bounce is 0, and visualDuration is ignored unless bounce or duration is also set (Motion plan 030)"
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension MotionVisualDurationSpring {
  /// The arguments of
  /// `MotionVisualDurationSpring`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(visualDuration: Double? = nil, bounce: Double? = nil) throws(MappingError) {
    try self.init { family in
      if let visualDuration { family.visualDuration = visualDuration }
      if let bounce { family.bounce = bounce }
    }
  }
}
