//===--- SwiftUIPresetSprings.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SwiftUI's `Spring` presets `.smooth`, `.snappy`, `.bouncy` and their
// tunable forms `smooth(duration:extraBounce:)`…: duration 0.5 and a base
// bounce of 0, 0.15 and 0.3 to which `extraBounce` is added [A: SwiftUI
// swiftinterface and documentation]. `Animation`'s presets of the same names
// are other APIs (`SwiftUIAnimationPreset`): they take no velocity, cap the
// stiffness and complete at their duration.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A SwiftUI preset: `Spring(duration: duration, bounce: base + extraBounce)`.
///
/// The extension supplies the whole conformance; a preset declares its name,
/// its base bounce, `table = presetTable()` and the three parameters.
public protocol SwiftUIPresetSpring: SpringAPIFamily {
  /// The preset's name (`smooth`, `snappy`, `bouncy`).
  static var presetName: String { get }
  /// The preset's base bounce (0, 0.15, 0.3).
  static var baseBounce: Double { get }
  /// `duration`, seconds (default 0.5).
  var duration: Double { get set }
  /// `extraBounce`, added to the base (default 0).
  var extraBounce: Double { get set }
  /// The velocity given to the spring's evaluation methods (units/s).
  var initialVelocity: Double { get set }
}

extension SwiftUIPresetSpring {
  /// The preset's table, built from its name and base bounce: `duration`
  /// finite and > 0, a total bounce above −1.
  static func presetTable(blank: Self) -> SpringAPITable<Self> {
    let base = baseBounce
    return SpringAPITable(
      blank: blank, id: "swiftui.\(presetName)", platform: .swiftUI,
      signature:
        "Spring.\(presetName)(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)",
      parameters: [
        .perceptualDuration(\.duration, default: 0.5),
        .number(
          \.extraBounce, "extra-bounce", label: "extraBounce", default: 0,
          .finite.and("> \(-1 - base) (the total bounce \(base) + extraBounce must exceed -1)") {
            base + $0 > -1
          }, sample: .uniform(-0.5...0.6), "added to the base bounce \(base)"),
        SwiftUISpringStorage.velocity(\.initialVelocity),
      ],
      examples: [.defaults, .setting { $0.extraBounce = 0.1 }],
      provenance: Provenance(
        [
          .documented(
            "Spring.\(presetName) = Spring(duration: 0.5, bounce: \(base)); extraBounce adds to the base",
            in: Source.swiftUIInterface + " and " + Source.appleDocs),
          .reverseEngineered(
            "inverse properties and settlingDuration of the resulting Spring",
            by: Source.openSwiftUI),
        ], uncertain: SwiftUISpringStorage.uncertainties))
  }

  /// The equivalent `Spring(duration:bounce:)`.
  public var durationBounce: SwiftUISpringDurationBounce {
    get throws(MappingError) {
      try SwiftUISpringDurationBounce {
        ($0.duration, $0.bounce) = (duration, Self.baseBounce + extraBounce)
        $0.initialVelocity = initialVelocity
      }
    }
  }

  /// The physical spring and initial velocity this API animates with these parameters
  /// (the `SpringAPIFamily` requirement).
  /// The spring is `Spring(duration:bounce:)`'s formula at bounce = base +
  /// extraBounce (the sum rounded in binary64, as SwiftUI adds it);
  /// refusals name `duration` or `extra-bounce`.
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(
      spring: try PerceptualSpring.spring(
        duration: duration, bounce: extraBounce,
        durationName: Self.parameterName(\.duration),
        bounceName: Self.parameterName(\.extraBounce), baseBounce: Self.baseBounce,
        clampsBounceAboveOne: true),
      initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  /// These API parameters for `physical`, or why this API cannot express it
  /// (the `SpringAPIFamily` requirement).
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext)
    -> Expression<Self>
  {
    let velocity = velocityArgument(for: physical, in: context)
    let bounce = AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio)
    return expression {
      $0.duration = physical.spring.naturalPeriod
      $0.extraBounce = abs(bounce - baseBounce) < 1e-12 ? 0 : bounce - baseBounce
      $0.initialVelocity = velocity.value
    }
  }

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    (try? durationBounce.storage.derived) ?? []
  }
}

/// `Spring.smooth(duration:extraBounce:)`: base bounce 0.
public struct SwiftUISmoothSpring: SwiftUIPresetSpring {
  /// The preset's name and base bounce.
  public static let (presetName, baseBounce) = ("smooth", 0.0)
  /// The preset's table (`presetTable`).
  public static let table = presetTable(blank: Self())
  /// `duration` (seconds), `extraBounce`, and the velocity given to the
  /// spring's evaluation methods (units/s).
  public var duration = 0.0, extraBounce = 0.0, initialVelocity = 0.0
}

/// `Spring.snappy(duration:extraBounce:)`: base bounce 0.15.
public struct SwiftUISnappySpring: SwiftUIPresetSpring {
  /// The preset's name and base bounce.
  public static let (presetName, baseBounce) = ("snappy", 0.15)
  /// The preset's table (`presetTable`).
  public static let table = presetTable(blank: Self())
  /// `duration` (seconds), `extraBounce`, and the velocity given to the
  /// spring's evaluation methods (units/s).
  public var duration = 0.0, extraBounce = 0.0, initialVelocity = 0.0
}

/// `Spring.bouncy(duration:extraBounce:)`: base bounce 0.3.
public struct SwiftUIBouncySpring: SwiftUIPresetSpring {
  /// The preset's name and base bounce.
  public static let (presetName, baseBounce) = ("bouncy", 0.3)
  /// The preset's table (`presetTable`).
  public static let table = presetTable(blank: Self())
  /// `duration` (seconds), `extraBounce`, and the velocity given to the
  /// spring's evaluation methods (units/s).
  public var duration = 0.0, extraBounce = 0.0, initialVelocity = 0.0
}
