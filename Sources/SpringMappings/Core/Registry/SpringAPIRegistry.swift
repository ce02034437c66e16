//===--- SpringAPIRegistry.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every API SpringLab maps, in the order listings and conversions use.
// `springlab apis` prints it and `springlab convert` reads it, so the two
// cannot disagree. Adding an API is one family file and one line here
// (Docs/AddingASpringAPI.md); the registry tests fail for a family declared
// in the sources but missing here.
//
//===----------------------------------------------------------------------===//

/// The registry of spring APIs.
public enum SpringAPIRegistry {
  /// Every family, in listing order: UIKit, Core Animation, SwiftUI, then
  /// the peers.
  public static let families: [any SpringAPIFamily.Type] = [
    UIViewDampingSpring.self,
    UIViewBounceSpring.self,
    UISpringTimingDefault.self,
    UISpringTimingDampingRatio.self,
    UISpringTimingPhysical.self,
    UISpringTimingDurationBounce.self,
    CASpringAnimationParameters.self,
    CASpringAnimationPerceptual.self,
    SwiftUISpringDurationBounce.self,
    SwiftUISpringResponse.self,
    SwiftUISpringPhysical.self,
    SwiftUISpringSettling.self,
    SwiftUIAnimationSpring.self,
    SwiftUIAnimationSpringDuration.self,
    SwiftUIAnimationInteractiveSpring.self,
    SwiftUIAnimationInteractiveSpringDuration.self,
    SwiftUIAnimationInterpolatingSpring.self,
    SwiftUIAnimationInterpolatingSpringDuration.self,
    SwiftUIAnimationSmooth.self,
    SwiftUIAnimationSnappy.self,
    SwiftUIAnimationBouncy.self,
    SwiftUISmoothSpring.self,
    SwiftUISnappySpring.self,
    SwiftUIBouncySpring.self,
    ComposeSpring.self,
    AndroidSpringForce.self,
    FlutterSpringDescription.self,
    FlutterSpringWithDampingRatio.self,
    FlutterSpringWithDurationAndBounce.self,
    MotionSpring.self,
    MotionDurationSpring.self,
    MotionVisualDurationSpring.self,
    ReactSpringConfig.self,
    ReactSpringFrequencyConfig.self,
    ReboundOrigamiSpring.self,
    ReboundBouncySpring.self,
  ]

  /// Every API's description, in listing order.
  public static var apis: [SpringAPIDescription] { families.map { $0.api } }

  /// Every id, in listing order.
  public static var ids: [String] { families.map { $0.api.id } }

  /// Every family by its id, built once: a lookup hashes the id instead of
  /// building each family's description in turn (about 630 instructions
  /// per family passed).
  private static let familiesByID: [String: any SpringAPIFamily.Type] = Dictionary(
    families.map { ($0.api.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// The family with `id`.
  /// - Throws: `unknownAPI`, listing every valid id.
  public static func family(id: String) throws(MappingError) -> any SpringAPIFamily.Type {
    guard let family = familiesByID[id] else {
      throw .unknownAPI(id, valid: ids)
    }
    return family
  }

  /// Builds the family `id` from the parameters given (by kebab-case name),
  /// the API's defaults filling in the rest.
  /// - Throws: `unknownAPI`, `unknownParameter`, `missingParameter`,
  ///   `invalidParameter`.
  public static func make(id: String, parameters: [String: ParameterValue]) throws(MappingError)
    -> any SpringAPIFamily
  {
    let family = try family(id: id)
    return try family.init(family.api.resolve(parameters))
  }
}
