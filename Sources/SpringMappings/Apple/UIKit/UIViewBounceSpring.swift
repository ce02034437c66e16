//===--- UIViewBounceSpring.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:
/// options:animations:completion:)` (iOS 17).
///
/// m = 1, k = (2π/duration)², c = 2√k·ζ with ζ from `bounce`
/// (`AppleBounce`), and Core Animation told to allow overdamping, so a
/// negative bounce really overdamps.
public struct UIViewBounceSpring: SpringAPIFamily {
  /// `springDuration`, seconds: the perceptual duration 2π/ω0.
  public var springDuration = 0.0
  /// `bounce`, in (−1, 1]: 0 critical, 1 undamped, negative overdamped.
  public var bounce = 0.0
  /// `initialSpringVelocity`, distances per second toward the target.
  public var initialSpringVelocity = 0.0

  /// The spring UIKit builds (UIKit's `_convertDampingRatio:response:`).
  public func spring() throws(MappingError) -> Spring {
    try PerceptualSpring.spring(
      duration: springDuration, bounce: bounce,
      durationName: Self.parameterName(\.springDuration), bounceName: Self.parameterName(\.bounce))
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try spring(), initialVelocity: initialSpringVelocity)
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    expression {
      ($0.springDuration, $0.bounce) = PerceptualSpring.durationAndBounce(of: physical.spring)
      $0.initialSpringVelocity = physical.initialVelocity
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let spring = try? self.spring()
    return [
      DerivedValue("stiffness", spring?.stiffness),
      DerivedValue("damping", spring?.damping),
      DerivedValue(
        "settlingDuration",
        spring.flatMap {
          CoreAnimationSettlingDuration.duration(
            spring: $0, velocity: initialSpringVelocity, allowsOverdamping: true)
        }, unit: "s"),
    ]
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "uikit.uiview.bounce", platform: .uikit,
    signature:
      "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)",
    parameters: [
      .perceptualDuration(\.springDuration, label: "springDuration", default: 0.5),
      .number(
        \.bounce, "bounce", default: 0,
        .within(
          -1...1, lowerOpen: true,
          "; above 1 UIKit would pass a negative damping, which Core Animation replaces by 10"),
        sample: .uniform(-0.9...1), "0 critical, 1 undamped, negative overdamped"),
      .velocity(
        \.initialSpringVelocity, label: "initialSpringVelocity", unit: .distancesPerSecond,
        "1 = the whole distance in one second"),
    ],
    examples: [.defaults, .setting { $0.bounce = -0.5 }],
    provenance: Provenance(
      [
        .documented("defaults duration 0.5, bounce 0, velocity 0", in: Source.appleDocs),
        .reverseEngineered(
          "generateSpringPropertiesForPerceptualDuration: m = 1, allowsOverdamping = YES, ζ from bounce, k = (2π/d)², c = 2√k·ζ",
          by: Source.iOSDecompile),
        .derived(
          "settlingDuration: what CASpringAnimation.settlingDuration reports for this spring"),
      ],
      uncertain: [
        "whether UIKit times the animation by that settlingDuration is not recovered"
      ]))
}

// The typed initializer: every stored parameter as an argument.
extension UIViewBounceSpring {
  /// The arguments of
  /// `UIViewBounceSpring`,
  /// checked against the API's rules like `init(_:)`; an argument left
  /// `nil` takes the API's default.
  /// - Throws: `MappingError.invalidParameter` naming the parameter whose
  ///   value is outside the API's domain.
  public init(
    springDuration: Double? = nil, bounce: Double? = nil, initialSpringVelocity: Double? = nil
  ) throws(MappingError) {
    try self.init { family in
      if let springDuration { family.springDuration = springDuration }
      if let bounce { family.bounce = bounce }
      if let initialSpringVelocity { family.initialSpringVelocity = initialSpringVelocity }
    }
  }
}
