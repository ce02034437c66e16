//===--- SwiftUISpringSettling.swift --------------------------------------===//

import SpringModel

/// SwiftUI `Spring(settlingDuration:dampingRatio:epsilon:)` (iOS 17).
///
/// Solves for the natural frequency whose envelope decays to `epsilon` at
/// `settlingDuration` (`SwiftUISettlingSolver`: the UIKit equation with
/// v = 0, ζ clamped to [ulpOfOne, 1]), m = 1, k = ω², c = 2ζω. It cannot
/// overdamp.
public struct SwiftUISpringSettling: SpringAPIFamily {
  /// `settlingDuration`, seconds (clamped to [0.01, 10]).
  public var settlingDuration: Double
  /// `dampingRatio` (clamped to [ulpOfOne, 1]).
  public var dampingRatio: Double
  /// `epsilon`, the settling threshold as a fraction of the distance
  /// (default 0.001).
  public var epsilon: Double
  /// The velocity given to the spring's evaluation methods (units/s).
  public var initialVelocity: Double

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a duration or epsilon that is not
  ///   finite and > 0, a damping ratio that is not finite and ≥ 0, a
  ///   non-finite velocity.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001, initialVelocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(settlingDuration, "settling-duration")
    try MappingError.requireNonNegative(dampingRatio, "damping-ratio")
    try MappingError.require(epsilon, "epsilon", in: 0...1, lowerOpen: true)
    try MappingError.requireFinite(initialVelocity, "velocity")
    self.settlingDuration = settlingDuration
    self.dampingRatio = dampingRatio
    self.epsilon = epsilon
    self.initialVelocity = initialVelocity
  }

  public static let api = SpringAPIDescription(
    id: "swiftui.spring.settling", platform: .swiftUI,
    signature: "Spring(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001)",
    parameters: [
      .number("settling-duration", label: "settlingDuration", default: nil, unit: "s", "time for the envelope to reach epsilon (clamped to [0.01, 10])"),
      .number("damping-ratio", label: "dampingRatio", default: nil, "ζ, clamped to [ulpOfOne, 1]"),
      .number("epsilon", default: 0.001, "settling threshold, fraction of the distance"),
      SwiftUISpringStorage.velocityParameter,
    ],
    velocityUnit: .unitsPerSecond,
    provenance: Provenance([
      .documented("default epsilon 0.001", in: Source.appleDocs),
      .reverseEngineered("clamps ζ to [ulpOfOne, 1] and T to [0.01, 10]; Newton from 5/T (12 steps, stopping once a step is ≤ ε; else from 1/T, 20 steps) on UIKit's envelope equation; k = ω², c = 2ζω", by: Source.openSwiftUI),
    ], uncertain: ["the solver is OpenSwiftUI's unaudited reimplementation"] + SwiftUISpringStorage.uncertainties))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      settlingDuration: values.number("settling-duration"), dampingRatio: values.number("damping-ratio"),
      epsilon: values.number("epsilon"), initialVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(settlingDuration), .number(dampingRatio), .number(epsilon), .number(initialVelocity)]
  }

  /// The spring SwiftUI's solver produces.
  public func spring() throws(MappingError) -> Spring {
    let omega = SwiftUISettlingSolver.naturalFrequency(
      settlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
    let zeta = min(max(dampingRatio, SwiftUISettlingSolver.dampingRatioRange.lowerBound), 1)
    return try Spring.fromAPI(stiffness: omega * omega, damping: 2 * zeta * omega, blame: "settling-duration")
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try spring(), initialVelocity: try Self.normalizedVelocity(initialVelocity, in: context))
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let zeta = physical.spring.snappedDampingRatio
    let velocity = velocityArgument(for: physical, in: context)
    switch SwiftUISettlingSolver.settlingDuration(producing: physical.spring.naturalFrequency, dampingRatio: zeta) {
    case .failure(let reason): return .notRepresentable(reason.description)
    case .success(let duration):
      guard let family = try? Self(settlingDuration: duration, dampingRatio: zeta, initialVelocity: velocity.value)
      else { return .notRepresentable("SwiftUI cannot take these values") }
      return .exactly(family)
    }
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    guard let spring = try? spring() else { return [] }
    return SwiftUISpringStorage(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: false
    ).derived
  }
}
