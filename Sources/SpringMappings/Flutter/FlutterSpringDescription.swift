//===--- FlutterSpringDescription.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Flutter `SpringDescription(mass:stiffness:damping:)`: the spring as given.
public struct FlutterSpringDescription: StoredSpringFamily {
  /// `mass`.
  public var mass = 0.0
  /// `stiffness`.
  public var stiffness = 0.0
  /// `damping` coefficient.
  public var damping = 0.0
  /// `SpringSimulation`'s velocity, value units per second.
  public var velocity = 0.0

  /// What this API computes itself for this spring (durations, inverse parameters), as the
  /// `SpringAPIFamily` requirement asks; empty when it computes nothing.
  public func derived(in context: ConversionContext) -> [DerivedValue] {
    FlutterSpring.derived(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The declaration: registry entry, one row per parameter, examples.
  public static let table = SpringAPITable(
    blank: Self(), id: "flutter.spring", platform: .flutter,
    signature:
      "SpringDescription({required double mass, required double stiffness, required double damping})",
    parameters: [
      .mass(\.mass, default: nil), .stiffness(\.stiffness, default: nil),
      .damping(\.damping, default: nil),
      FlutterSpring.velocity(\.velocity),
    ],
    examples: [.setting { ($0.mass, $0.stiffness, $0.damping) = (1, 170, 15) }],
    provenance: Provenance(FlutterSpring.notes))
}
