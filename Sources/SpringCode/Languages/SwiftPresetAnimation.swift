//===--- SwiftPresetAnimation.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Whether SwiftUI's `Animation.bouncy(duration:extraBounce:)` animates what a
// `Spring.bouncy(duration:extraBounce:)` snippet describes. The two share a
// name but not a behaviour (`SwiftUIAnimationPreset`): the Animation takes
// no initial velocity, caps the stiffness at 45000 and refuses a total
// bounce above 1. A snippet says "the same spring" only when building both
// from the same arguments gives the same motion.
//
//===----------------------------------------------------------------------===//

import SpringMappings

/// The note a `Spring` preset's Swift snippet carries about its `Animation`
/// namesake.
enum SwiftPresetAnimation {
  /// The ids of SwiftUI's `Spring` presets.
  static let springPresets: Set<String> = ["swiftui.smooth", "swiftui.snappy", "swiftui.bouncy"]

  /// A one-line Swift comment on whether `Animation.<preset>` with the
  /// entry's `duration` and `extraBounce` animates the entry's motion in
  /// `context`; nil for an entry that is not a `Spring` preset.
  static func note(for entry: SpringConversion.Entry, context: ConversionContext) -> String? {
    let id = entry.api.id
    guard springPresets.contains(id) else { return nil }
    let preset = id.dropFirst("swiftui.".count)
    let animationID = "swiftui.animation.\(preset)"
    let form = "Animation.\(preset)(duration:extraBounce:) (\(animationID))"
    let values = Dictionary(
      entry.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    guard let spring = try? SpringAPIRegistry.make(id: id, parameters: values).physical(in: context)
    else { return nil }
    guard spring.initialVelocity == 0 else {
      return "// \(form) cannot: an Animation takes no initial velocity, "
        + "and from rest it is another motion"
    }
    let arguments = values.filter { $0.key == "duration" || $0.key == "extra-bounce" }
    let animation: PhysicalSpring
    do {
      animation = try SpringAPIRegistry.make(id: animationID, parameters: arguments)
        .physical(in: context)
    } catch {
      return "// \(form) refuses these arguments: \(error)"
    }
    guard animation.isEquivalent(to: spring, tolerance: 1e-12) else {
      return "// \(form) animates another spring with these arguments: k/m = "
        + "\(ReproducingDecimals.text(animation.spring.stiffness / animation.spring.mass)) "
        + "(its stiffness cap) instead of "
        + "\(ReproducingDecimals.text(spring.spring.stiffness / spring.spring.mass))"
    }
    return "// withAnimation(.\(preset)(duration:extraBounce:)) (\(animationID)) animates the "
      + "same spring from rest, and completes at its duration"
  }
}
