//===--- MotionDurationSpring.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Motion `{ type: "spring", duration, bounce }`: stiffness and damping from
/// `findSpring` (`MotionSpringSolver`), mass 1; the animation ends at
/// `duration` exactly and jumps to the target. ζ is clamped to [0.05, 1]
/// (a negative bounce does not overdamp) and, since PR #3564, the initial
/// velocity is ignored.
public struct MotionDurationSpring: SpringAPIFamily {
  /// `duration`, seconds (default 0.8; clamped to [0.01, 10] by the solver).
  public var duration = 0.0
  /// `bounce` (default 0.3); ζ = clamp(0.05, 1, 1 − bounce).
  public var bounce = 0.0

  /// What `findSpring` returns.
  public var solution: MotionSpringSolver.Result {
    MotionSpringSolver.findSpring(duration: duration, bounce: bounce)
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    let solution = self.solution
    return PhysicalSpring(
      spring: try Spring.fromAPI(
        stiffness: solution.stiffness, damping: solution.damping,
        blame: Self.parameterName(\.duration)))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let zeta = physical.spring.snappedDampingRatio
    switch MotionSpringSolver.duration(
      producing: physical.spring.naturalFrequency, dampingRatio: zeta)
    {
    case .failure(let reason): return .notRepresentable(reason.description)
    case .success(let duration):
      let bounce = 1 - zeta
      return expression {
        ($0.duration, $0.bounce) = (duration, abs(bounce) < 1e-15 ? 0 : bounce)
      }.addingVelocityReason(velocityArgument(for: physical, in: context).reason)
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let solution = self.solution
    return [
      DerivedValue("stiffness", solution.stiffness),
      DerivedValue("damping", solution.damping),
      DerivedValue("duration", solution.duration, unit: "s"),
    ]
  }

  /// `findSpring` clamps the duration to [0.01, 10] s and the damping ratio
  /// 1 − bounce to [0.05, 1] (`MotionSpringSolver`).
  public var clamps: [ParameterClamp] {
    [
      clamp(
        \.duration, into: MotionSpringSolver.durationRange,
        rule: "Motion's findSpring clamps the duration to [0.01, 10] s"),
      MotionSpringSolver.bounceClamp(bounce, parameter: Self.parameterName(\.bounce)),
    ].compactMap { $0 }
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "motion.spring.duration", platform: .motion,
    signature: "{ type: \"spring\", duration: 0.8, bounce: 0.3 }",
    parameters: [
      .number(
        \.duration, "duration", default: 0.8, unit: "s", .positive(), sample: .uniform(0.2...3),
        "the animation's duration and findSpring's settling time (clamped to [0.01, 10])"),
      .number(
        \.bounce, "bounce", default: 0.3, .finite, sample: .uniform(0...0.9),
        "ζ = clamp(0.05, 1, 1 − bounce)"),
    ],
    noVelocity: MotionSpringSolver.noVelocity, examples: [.defaults, .setting { $0.bounce = 0 }],
    provenance: Provenance([
      .documented(
        "defaults 800 ms / 0.3; findSpring: ζ = clamp(0.05, 1, 1 − bounce), T = clamp(0.01, 10), 11 Newton updates from 5/T, NaN falls back to k 100, c 10; done at t ≥ duration; velocity forced to 0",
        in: Source.motion)
    ]))
}

// The typed initializer: every stored parameter as an argument.
extension MotionDurationSpring {
  /// The arguments of
  /// `{ type: \`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(duration: Double? = nil, bounce: Double? = nil) throws(MappingError) {
    try self.init { family in
      if let duration { family.duration = duration }
      if let bounce { family.bounce = bounce }
    }
  }
}
