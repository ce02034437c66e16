//===--- UIViewBounceSpring.swift -----------------------------------------===//

import SpringModel

/// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:
/// options:animations:completion:)` (iOS 17).
///
/// m = 1, k = (2π/duration)², c = 2√k·ζ with ζ from `bounce`
/// (`AppleBounce`), and Core Animation told to allow overdamping, so a
/// negative bounce really overdamps.
public struct UIViewBounceSpring: SpringAPIFamily {
  /// `springDuration`, seconds: the perceptual duration 2π/ω0.
  public var springDuration: Double
  /// `bounce`, in (−1, 1]: 0 critical, 1 undamped, negative overdamped.
  public var bounce: Double
  /// `initialSpringVelocity`, distances per second toward the target.
  public var initialSpringVelocity: Double

  /// Creates the parameters with UIKit's defaults (0.5 s, bounce 0, at rest).
  /// - Throws: `invalidParameter` for a duration that is not finite and > 0,
  ///   a bounce outside (−1, 1], or a non-finite velocity.
  public init(springDuration: Double = 0.5, bounce: Double = 0, initialSpringVelocity: Double = 0) throws(MappingError) {
    try MappingError.requirePositive(springDuration, "duration")
    try MappingError.require(
      bounce, "bounce", in: -1...1, lowerOpen: true,
      "; above 1 UIKit would pass a negative damping, which Core Animation replaces by 10")
    try MappingError.requireFinite(initialSpringVelocity, "velocity")
    self.springDuration = springDuration
    self.bounce = bounce
    self.initialSpringVelocity = initialSpringVelocity
  }

  public static let api = SpringAPIDescription(
    id: "uikit.uiview.bounce", platform: .uikit,
    signature: "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)",
    parameters: [
      .number("duration", label: "springDuration", default: 0.5, unit: "s", "perceptual duration 2π/ω0"),
      .number("bounce", default: 0, "0 critical, 1 undamped, negative overdamped"),
      .velocity(label: "initialSpringVelocity", unit: .distancesPerSecond, "1 = the whole distance in one second"),
    ],
    velocityUnit: .distancesPerSecond,
    provenance: Provenance([
      .documented("defaults duration 0.5, bounce 0, velocity 0", in: Source.appleDocs),
      .reverseEngineered("generateSpringPropertiesForPerceptualDuration: m = 1, allowsOverdamping = YES, ζ from bounce, k = (2π/d)², c = 2√k·ζ", by: Source.iOSDecompile),
      .derived("settlingDuration: what CASpringAnimation.settlingDuration reports for this spring"),
    ], uncertain: [
      "whether UIKit times the animation by that settlingDuration is not recovered",
    ]))

  public init(_ values: ParameterValues) throws(MappingError) {
    try self.init(
      springDuration: values.number("duration"), bounce: values.number("bounce"),
      initialSpringVelocity: values.number("velocity"))
  }

  public var parameterValues: [ParameterValue] {
    [.number(springDuration), .number(bounce), .number(initialSpringVelocity)]
  }

  /// The spring UIKit builds (UIKit's `_convertDampingRatio:response:`).
  public func spring() throws(MappingError) -> Spring {
    try PerceptualSpring.spring(response: springDuration, dampingRatio: AppleBounce.dampingRatio(bounce: bounce), blame: "duration")
  }

  public func physical(in context: ConversionContext) throws(MappingError) -> PhysicalSpring {
    PhysicalSpring(spring: try spring(), initialVelocity: initialSpringVelocity)
  }

  public static func expressing(_ physical: PhysicalSpring, in context: ConversionContext) -> Expression<Self> {
    let family = try? Self(
      springDuration: physical.spring.naturalPeriod,
      bounce: AppleBounce.bounce(dampingRatio: physical.spring.snappedDampingRatio),
      initialSpringVelocity: physical.initialVelocity)
    guard let family else { return .notRepresentable("UIKit cannot take these values") }
    return .exactly(family)
  }

  public func derived(in context: ConversionContext) -> [DerivedValue] {
    let spring = try? self.spring()
    return [
      DerivedValue("stiffness", spring?.stiffness),
      DerivedValue("damping", spring?.damping),
      DerivedValue(
        "settlingDuration",
        spring.flatMap {
          CoreAnimationSettlingDuration.duration(spring: $0, velocity: initialSpringVelocity, allowsOverdamping: true)
        }, unit: "s"),
    ]
  }
}
