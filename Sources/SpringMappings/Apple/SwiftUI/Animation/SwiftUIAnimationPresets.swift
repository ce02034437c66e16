//===--- SwiftUIAnimationPresets.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SwiftUI's `Animation.smooth`, `.snappy`, `.bouncy` and their tunable forms
// `smooth(duration:extraBounce:)`… (iOS 17): `Animation.spring(duration:
// duration, bounce: base + extraBounce)` with bases 0, 0.15 and 0.3, a
// fluid spring animation [A: SwiftUI swiftinterface; R: OpenSwiftUI
// FluidSpringAnimation.swift]. They share the presets' names with `Spring`'s
// (`SwiftUIPresetSpring`) but not their behaviour: no initial velocity, the
// stiffness capped at 45000, total bounce above 1 refused rather than
// clamped, and `withAnimation` completing at `duration`.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A SwiftUI `Animation` preset: `Animation.spring(duration: duration,
/// bounce: base + extraBounce)`, which runs a `FluidSpring`.
///
/// The extension supplies the whole conformance; a preset declares its name,
/// its base bounce, `table = presetTable(blank:)` and the two parameters.
public protocol SwiftUIAnimationPreset: SpringAPIFamily {
  /// The preset's name (`smooth`, `snappy`, `bouncy`).
  static var presetName: String { get }
  /// The preset's base bounce (0, 0.15, 0.3).
  static var baseBounce: Double { get }
  /// `duration`, seconds: the response 2π/ω0 and the time `withAnimation`
  /// completes (default 0.5).
  var duration: Double { get set }
  /// `extraBounce`, added to the base (default 0); the total must lie in
  /// (−1, 1].
  var extraBounce: Double { get set }
}

extension SwiftUIAnimationPreset {
  /// The preset's table, built from its name and base bounce: `duration`
  /// finite and > 0, a total bounce in (−1, 1], no velocity parameter.
  static func presetTable(blank: Self) -> SpringAPITable<Self> {
    let base = baseBounce
    return SpringAPITable(
      blank: blank, id: "swiftui.animation.\(presetName)", platform: .swiftUI,
      signature:
        "Animation.\(presetName)(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)",
      parameters: [
        .perceptualDuration(\.duration, default: 0.5, sample: 0.05...2),
        .number(
          \.extraBounce, "extra-bounce", label: "extraBounce", default: 0,
          .within(
            (-1 - base)...(1 - base), lowerOpen: true,
            " (the total bounce \(base) + extraBounce must lie in (-1, 1])"),
          sample: .uniform((-0.9 - base)...(1 - base)), "added to the base bounce \(base)"),
      ], noVelocity: FluidSpring.noVelocity,
      examples: [.defaults, .setting { $0.extraBounce = 0.1 }],
      provenance: FluidSpring.provenance(
        .documented(
          "Animation.\(presetName)(duration:extraBounce:) = spring(duration: duration, bounce: \(base) + extraBounce), defaults 0.5 / 0",
          in: Source.swiftUIInterface)))
  }

  /// ζ of the resulting spring.
  var dampingFraction: Double { AppleBounce.dampingRatio(bounce: Self.baseBounce + extraBounce) }

  /// The physical spring this API animates with these parameters (the
  /// `SpringAPIFamily` requirement): `Animation.spring(duration:bounce:)`'s
  /// spring at bounce = base + extraBounce (the sum rounded in binary64, as
  /// SwiftUI adds it), the stiffness capped at 45000; from rest.
  /// Refusals name `duration` or `extra-bounce`.
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try PerceptualSpring.spring(
        duration: duration, bounce: extraBounce,
        durationName: Self.parameterName(\.duration),
        bounceName: Self.parameterName(\.extraBounce), baseBounce: Self.baseBounce,
        maximumStiffness: FluidSpring.maximumStiffness))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement): not above the stiffness cap, nor
  /// with an initial velocity.
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    if let reason = FluidSpring.capReason(physical) { return .notRepresentable(reason) }
    let bounce = AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio)
    return expression {
      $0.duration = physical.spring.naturalPeriod
      $0.extraBounce = abs(bounce - baseBounce) < 1e-12 ? 0 : bounce - baseBounce
    }.addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  /// What this API computes itself for this spring (the `SpringAPIFamily`
  /// requirement): stiffness, damping and the logical completion at
  /// `duration`.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FluidSpring.derived(response: duration, dampingFraction: dampingFraction)
  }
}

/// `Animation.smooth(duration:extraBounce:)`: base bounce 0.
public struct SwiftUIAnimationSmooth: SwiftUIAnimationPreset {
  /// The preset's name and base bounce.
  public static let (presetName, baseBounce) = ("smooth", 0.0)
  /// The preset's table (`presetTable`).
  public static let table = presetTable(blank: Self())
  /// `duration` (seconds) and `extraBounce`.
  public var duration = 0.0, extraBounce = 0.0
}

/// `Animation.snappy(duration:extraBounce:)`: base bounce 0.15.
public struct SwiftUIAnimationSnappy: SwiftUIAnimationPreset {
  /// The preset's name and base bounce.
  public static let (presetName, baseBounce) = ("snappy", 0.15)
  /// The preset's table (`presetTable`).
  public static let table = presetTable(blank: Self())
  /// `duration` (seconds) and `extraBounce`.
  public var duration = 0.0, extraBounce = 0.0
}

/// `Animation.bouncy(duration:extraBounce:)`: base bounce 0.3.
public struct SwiftUIAnimationBouncy: SwiftUIAnimationPreset {
  /// The preset's name and base bounce.
  public static let (presetName, baseBounce) = ("bouncy", 0.3)
  /// The preset's table (`presetTable`).
  public static let table = presetTable(blank: Self())
  /// `duration` (seconds) and `extraBounce`.
  public var duration = 0.0, extraBounce = 0.0
}
