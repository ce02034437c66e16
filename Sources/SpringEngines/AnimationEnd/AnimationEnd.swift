//===--- AnimationEnd.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What each platform actually runs: the time its animation ends — the
// duration it computes (Core Animation's settlingDuration, UIKit's
// animation duration, SwiftUI's logical completion) or the frame its engine
// declares rest (Compose's estimate, SpringForce, Flutter, Motion,
// react-spring, Rebound) — and the jump at that moment: how far from the
// target the value still is when the platform snaps it there (or, for
// Flutter, stops). One row per API instead of five unexplained numbers.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// When one API's animation ends as its platform runs it.
public struct AnimationEnd: Sendable {
  /// What happens to the value at the end time.
  public enum Outcome: Sendable, Hashable {
    /// It is set to the target (the jump is what that discards).
    case snaps
    /// It stays where it is (Flutter): the jump is how far off the target.
    case stops
    /// Only a completion fires; the motion runs on (SwiftUI's logical
    /// completion): the jump is how far the value still has to go.
    case runsOn
  }

  /// How the platform decides the animation is over.
  public enum Rule: Sendable {
    /// At a duration the API computes: the name of one of its derived
    /// values (`settlingDuration`), and what that is.
    case computed(name: String, meaning: String)
    /// At the first frame its engine's rest rule holds.
    case rest(RestRule)
  }

  /// The API's id.
  public var id: String
  /// How it ends; nil when the API cannot express the motion.
  public var rule: Rule?
  /// The end time in seconds from release; nil when not available (see
  /// `reason`) or not within the time followed (`notEndedWithin`).
  public var time: Double?
  /// |target − value| in points at `time` on the move (see `outcome`):
  /// what snapping to the target discards, how far off the target the
  /// animation stops, or how far it still has to go. nil when `time` is.
  public var jump: Double?
  /// What happens to the value at `time`.
  public var outcome: Outcome
  /// Why `time` is not available, if it is not.
  public var reason: String?
  /// When a rest rule did not hold within the time followed: that time
  /// in seconds (`time` is nil then).
  public var notEndedWithin: Double? = nil

  /// The longest time a rest rule is followed, in seconds: an animation
  /// not at rest by then is reported as not ending within it.
  public static let longestHorizon = 120.0

  /// The rule API `id` ends by, nil for an id without one.
  public static func rule(forAPI id: String, visibilityThreshold: Double?) -> Rule? {
    switch id {
    case "uikit.uiview.damping":
      return .computed(
        name: "animationDuration", meaning: "the duration given: the animation ends then")
    case "uikit.timing.damping":
      return .computed(name: "animatorDuration", meaning: "the animator's duration")
    case "uikit.uiview.bounce", "uikit.timing.physical", "uikit.timing.bounce",
      "uikit.timing.default":
      return .computed(name: "settlingDuration", meaning: "UIKit's settling duration")
    case "ca.spring":
      return .computed(
        name: "settlingDuration",
        meaning: "Core Animation's settlingDuration, set as the duration")
    case "ca.spring.perceptual":
      return .computed(name: "duration", meaning: "the duration init(perceptualDuration:) sets")
    case "swiftui.animation.spring", "swiftui.animation.spring-duration",
      "swiftui.animation.interactive", "swiftui.animation.interactive-duration",
      "swiftui.animation.smooth", "swiftui.animation.snappy", "swiftui.animation.bouncy":
      return .computed(
        name: "logicallyComplete", meaning: "SwiftUI's completion (logically complete)")
    case "swiftui.animation.interpolating", "swiftui.animation.interpolating-duration":
      return .computed(name: "duration", meaning: "SwiftUI's duration of the interpolating spring")
    case "compose.spring":
      return .rest(.compose(visibilityThreshold: visibilityThreshold ?? 0.01))
    case "android.springforce": return .rest(.springForce())
    case "flutter.spring", "flutter.spring.damping-ratio", "flutter.spring.duration-bounce":
      return .rest(.flutter)
    case "motion.spring", "motion.spring.duration", "motion.spring.visual-duration":
      return .rest(.motion)
    case "react-spring", "react-spring.frequency": return .rest(.reactSpring)
    case "rebound.origami", "rebound.bouncy": return .rest(.rebound)
    default:
      // SwiftUI's Spring and its presets report settlingDuration.
      return id.hasPrefix("swiftui.")
        ? .computed(name: "settlingDuration", meaning: "SwiftUI Spring's settlingDuration") : nil
    }
  }

  /// What the rule is, in a few words.
  public var ruleText: String {
    switch rule {
    case nil: "not representable"
    case .computed(let name, let meaning)?: "\(name) (\(meaning))"
    case .rest(let rest)? where rest.check == .estimatedDuration:
      "the estimated duration of \(rest.engine) for this move, at the first frame after it"
    case .rest(let rest)?: "rest rule of \(rest.engine) at frames"
    }
  }

  /// Every entry of `conversion` (those in `ids`, when given): its end as
  /// the platform runs the API's own full-precision parameters on a move
  /// of `move` points, rest rules checked at `frameRate` frames per second.
  public static func ends(
    for conversion: SpringConversion, move: Double, frameRate: Double = 60,
    ids: Set<String>? = nil
  ) -> [AnimationEnd] {
    conversion.entries.filter { ids?.contains($0.api.id) ?? true }.map {
      end(of: $0, conversion: conversion, move: move, frameRate: frameRate)
    }
  }

  /// The end of one entry.
  static func end(
    of entry: SpringConversion.Entry, conversion: SpringConversion, move: Double,
    frameRate: Double
  ) -> AnimationEnd {
    let id = entry.api.id
    guard entry.isRepresentable else {
      return AnimationEnd(
        id: id, rule: nil, time: nil, jump: nil, outcome: .snaps,
        reason: entry.reason ?? "not representable")
    }
    var visibility: Double?
    if case .number(let value)? = entry.parameters.first(where: {
      $0.name == "visibility-threshold"
    })?.value {
      visibility = value
    }
    guard let rule = rule(forAPI: id, visibilityThreshold: visibility) else {
      return AnimationEnd(
        id: id, rule: nil, time: nil, jump: nil, outcome: .snaps,
        reason: "SpringLab knows no end rule for this API")
    }
    // The motion the API runs: its own parameters read back (Float
    // rounding and clamps included), else the conversion's.
    let values = Dictionary(uniqueKeysWithValues: entry.parameters.map { ($0.name, $0.value) })
    let physical =
      (try? SpringAPIRegistry.make(id: id, parameters: values).physical(in: conversion.context))
      ?? conversion.physical
    let motion = physical.motion
    switch rule {
    case .computed(let name, _):
      let outcome: Outcome = name == "logicallyComplete" ? .runsOn : .snaps
      guard let derived = entry.derived.first(where: { $0.name == name }) else {
        return AnimationEnd(
          id: id, rule: rule, time: nil, jump: nil, outcome: outcome,
          reason: "the API computes no \(name)")
      }
      guard let time = derived.value, time.isFinite, time >= 0 else {
        let reason =
          derived.value == .infinity
          ? "\(name) is infinite: the animation never ends" : "\(name) is not a finite time"
        return AnimationEnd(
          id: id, rule: rule, time: nil, jump: nil, outcome: outcome,
          reason: derived.unavailableReason ?? reason)
      }
      let jump = abs(motion.position(at: time)) * move
      return AnimationEnd(
        id: id, rule: rule, time: time, jump: jump.isFinite ? jump : nil, outcome: outcome,
        reason: jump.isFinite ? nil : "the motion at \(name) is beyond binary64")
    case .rest(let rest):
      let settling = conversion.summary.settlingTime
      // Rules tighter than 0.001 of the distance hold a few settling times
      // later; a spring still moving after two minutes is reported as such.
      let horizon = min(Self.longestHorizon, max(10, settling.isFinite ? 4 * settling : .infinity))
      do {
        let decision = try rest.decision(
          for: motion, distance: move, frameRate: frameRate, horizon: horizon)
        guard decision.isDeclared else {
          return AnimationEnd(
            id: id, rule: rule, time: nil, jump: nil,
            outcome: rest.snapsToTarget ? .snaps : .stops,
            reason: "not at rest within \(Int(horizon)) s", notEndedWithin: horizon)
        }
        return AnimationEnd(
          id: id, rule: rule, time: decision.declaredTime, jump: decision.displacement,
          outcome: rest.snapsToTarget ? .snaps : .stops, reason: nil)
      } catch {
        return AnimationEnd(
          id: id, rule: rule, time: nil, jump: nil, outcome: rest.snapsToTarget ? .snaps : .stops,
          reason: "\(error)")
      }
    }
  }
}
