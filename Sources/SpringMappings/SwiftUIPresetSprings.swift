//===--- SwiftUIPresetSprings.swift ---------------------------------------===//
//
// SwiftUI's presets `.smooth`, `.snappy`, `.bouncy` and their tunable forms
// `smooth(duration:extraBounce:)`… — on `Spring` and identically on
// `Animation` (where they are `spring(duration:bounce:)`): duration 0.5 and
// a base bounce of 0, 0.15 and 0.3 to which `extraBounce` is added [A:
// SwiftUI swiftinterface and documentation].
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A SwiftUI preset: `Spring(duration: duration, bounce: base + extraBounce)`.
public protocol SwiftUIPresetSpring: SpringAPIFamily {
  /// The preset's name (`smooth`, `snappy`, `bouncy`).
  static var presetName: String { get }
  /// The preset's base bounce (0, 0.15, 0.3).
  static var baseBounce: Double { get }
  /// `duration`, seconds (default 0.5).
  var duration: Double { get }
  /// `extraBounce`, added to the base (default 0).
  var extraBounce: Double { get }
  /// The velocity given to the spring's evaluation methods (units/s).
  var initialVelocity: Double { get }
  /// Creates the preset without validation (use `make`).
  init(unchecked duration: Double, extraBounce: Double, initialVelocity: Double)
}

extension SwiftUIPresetSpring {
  /// The preset with SwiftUI's defaults, checked.
  /// - Throws: `invalidParameter` for a duration that is not finite and > 0,
  ///   a total bounce ≤ −1, non-finite values.
  public static func make(duration: Double = 0.5, extraBounce: Double = 0, initialVelocity: Double = 0) throws(MappingError) -> Self {
    try MappingError.requirePositive(duration, "duration")
    try MappingError.requireFinite(extraBounce, "extra-bounce")
    guard baseBounce + extraBounce > -1 else {
      throw .invalidParameter(
        "extra-bounce", value: .number(extraBounce),
        requirement: "> \(-1 - baseBounce) (the total bounce \(baseBounce) + extraBounce must exceed -1)")
    }
    try MappingError.requireFinite(initialVelocity, "velocity")
    return Self(unchecked: duration, extraBounce: extraBounce, initialVelocity: initialVelocity)
  }

  /// The registry entry, built from the preset's name and base bounce.
  public static var api: SpringAPIDescription {
    SpringAPIDescription(
      id: "swiftui.\(presetName)", platform: .swiftUI,
      signature: "Spring.\(presetName)(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) (and Animation.\(presetName)(…), the same spring)",
      parameters: [
        .number("duration", default: 0.5, unit: "s", "perceptual duration 2π/ω0"),
        .number("extra-bounce", label: "extraBounce", default: 0, "added to the base bounce \(baseBounce)"),
        SwiftUISpringStorage.velocityParameter,
      ],
      velocityUnit: .unitsPerSecond,
      provenance: Provenance([
        .documented("Spring.\(presetName) = Spring(duration: 0.5, bounce: \(baseBounce)); extraBounce adds to the base", in: Source.swiftUIInterface + " and " + Source.appleDocs),
        .reverseEngineered("inverse properties and settlingDuration of the resulting Spring", by: Source.openSwiftUI),
      ], uncertain: SwiftUISpringStorage.uncertainties))
  }

  public init(_ values: ParameterValues) throws(MappingError) {
    self = try Self.make(
      duration: values.number("duration"), extraBounce: values.number("extra-bounce"),
      initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] { [.number(duration), .number(extraBounce), .number(initialVelocity)] }

  /// The equivalent `Spring(duration:bounce:)`.
  public var durationBounce: SwiftUISpringDurationBounce {
    get throws(MappingError) {
      try SwiftUISpringDurationBounce(duration: duration, bounce: Self.baseBounce + extraBounce, initialVelocity: initialVelocity)
    }
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    try durationBounce.physical(in: context)
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let velocity = velocityArgument(for: physical, in: context)
    let bounce = AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio)
    let extra = abs(bounce - baseBounce) < 1e-12 ? 0 : bounce - baseBounce
    guard let family = try? make(duration: physical.spring.naturalPeriod, extraBounce: extra, initialVelocity: velocity.value)
    else { return .notRepresentable("SwiftUI cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    (try? durationBounce.storage.derived) ?? []
  }
}

/// `Spring.smooth(duration:extraBounce:)`: base bounce 0.
public struct SwiftUISmoothSpring: SwiftUIPresetSpring {
  /// The preset's name.
  public static let presetName = "smooth"
  /// The preset's base bounce.
  public static let baseBounce = 0.0
  /// `duration`, seconds.
  public var duration: Double
  /// `extraBounce`.
  public var extraBounce: Double
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity: Double
  /// Creates the preset without checks; `make` checks.
  public init(unchecked duration: Double, extraBounce: Double, initialVelocity: Double) {
    (self.duration, self.extraBounce, self.initialVelocity) = (duration, extraBounce, initialVelocity)
  }
}

/// `Spring.snappy(duration:extraBounce:)`: base bounce 0.15.
public struct SwiftUISnappySpring: SwiftUIPresetSpring {
  /// The preset's name.
  public static let presetName = "snappy"
  /// The preset's base bounce.
  public static let baseBounce = 0.15
  /// `duration`, seconds.
  public var duration: Double
  /// `extraBounce`.
  public var extraBounce: Double
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity: Double
  /// Creates the preset without checks; `make` checks.
  public init(unchecked duration: Double, extraBounce: Double, initialVelocity: Double) {
    (self.duration, self.extraBounce, self.initialVelocity) = (duration, extraBounce, initialVelocity)
  }
}

/// `Spring.bouncy(duration:extraBounce:)`: base bounce 0.3.
public struct SwiftUIBouncySpring: SwiftUIPresetSpring {
  /// The preset's name.
  public static let presetName = "bouncy"
  /// The preset's base bounce.
  public static let baseBounce = 0.3
  /// `duration`, seconds.
  public var duration: Double
  /// `extraBounce`.
  public var extraBounce: Double
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity: Double
  /// Creates the preset without checks; `make` checks.
  public init(unchecked duration: Double, extraBounce: Double, initialVelocity: Double) {
    (self.duration, self.extraBounce, self.initialVelocity) = (duration, extraBounce, initialVelocity)
  }
}
