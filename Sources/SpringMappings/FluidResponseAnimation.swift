//===--- FluidResponseAnimation.swift -------------------------------------===//
//
// SwiftUI's `Animation.spring(response:dampingFraction:blendDuration:)` and
// `Animation.interactiveSpring(response:dampingFraction:blendDuration:)` are
// one fluid spring animation (`FluidSpring`) with two sets of defaults. Each
// keeps its own type, defaults and registry entry; what they do with the
// three values is written once, here.
//
//===----------------------------------------------------------------------===//

/// A SwiftUI fluid spring animation taking `response`, `dampingFraction` and
/// `blendDuration` (`SwiftUIAnimationSpring`,
/// `SwiftUIAnimationInteractiveSpring`).
///
/// The spring is `FluidSpring`'s for `response` and `dampingFraction`;
/// `blendDuration` only blends response changes. The extension supplies the
/// whole `SpringAPIFamily` conformance but `api`.
public protocol FluidResponseAnimation: SpringAPIFamily {
  /// `response`, seconds: 2π/ω0.
  var response: Double { get }
  /// `dampingFraction`: ζ.
  var dampingFraction: Double { get }
  /// `blendDuration`, seconds: how long a change of response is blended.
  var blendDuration: Double { get }

  /// The API's default `blendDuration`; `expressing` keeps it, since the
  /// spring does not determine it.
  static var defaultBlendDuration: Double { get }

  /// Creates the parameters.
  /// - Throws: `invalidParameter` for a response that is not finite and > 0,
  ///   or a fraction or blend duration that is not finite and ≥ 0
  ///   (`validate`).
  init(response: Double, dampingFraction: Double, blendDuration: Double) throws(MappingError)
}

extension FluidResponseAnimation {
  /// Checks the three values against SwiftUI's domain: a response that is
  /// finite and > 0, a fraction and a blend duration that are finite and ≥ 0.
  static func validate(response: Double, dampingFraction: Double, blendDuration: Double) throws(MappingError) {
    try MappingError.requirePositive(response, "response")
    try MappingError.requireNonNegative(dampingFraction, "damping-fraction")
    try MappingError.requireNonNegative(blendDuration, "blend-duration")
  }

  /// Creates the family from `response`, `damping-fraction` and
  /// `blend-duration`.
  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      response: values.number("response"), dampingFraction: values.number("damping-fraction"),
      blendDuration: values.number("blend-duration"))
  }

  /// `response`, `dampingFraction`, `blendDuration`.
  public var parameterValues: [ParameterValue] { [.number(response), .number(dampingFraction), .number(blendDuration)] }

  /// `FluidSpring`'s spring, started from rest (the API takes no velocity).
  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try FluidSpring.spring(response: response, dampingFraction: dampingFraction, blame: "response"))
  }

  /// response = 2π/ω0 and dampingFraction = ζ with the default blend
  /// duration; not representable above the stiffness cap, and only as a
  /// spring from rest when the motion starts moving.
  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    if let reason = FluidSpring.capReason(physical) { return .notRepresentable(reason) }
    let family = try? Self(
      response: physical.spring.naturalPeriod, dampingFraction: physical.spring.snappedDampingRatio,
      blendDuration: defaultBlendDuration)
    guard let family else { return .notRepresentable("SwiftUI cannot take these values") }
    return Expression.exactly(family).addingVelocityReason(velocityArgument(for: physical, in: context).reason)
  }

  /// `FluidSpring.derived`: stiffness, damping, logical completion time.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FluidSpring.derived(response: response, dampingFraction: dampingFraction)
  }
}
