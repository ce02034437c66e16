//===--- SpringCode.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab convert --format code`: the converted spring as code to paste,
// in each target's own language — SwiftUI, UIKit and Core Animation in
// Swift, Compose and SpringForce in Kotlin, Flutter in Dart, Motion,
// react-spring and Rebound in JavaScript, and CSS `linear()` from the
// export. The numbers are those of `convert`'s table: the fewest digits
// that reproduce the motion within 1e-6 of the distance.
//
//===----------------------------------------------------------------------===//

import SpringExport
import SpringMappings

/// Paste-ready code for a conversion.
public enum SpringCode {
  /// The default tolerance of the CSS export: 0.001 of the distance (0.1 pt
  /// on a 100 pt move).
  public static let cssTolerance = 1e-3

  /// The snippet of every entry of `conversion` whose id is in `ids` (all
  /// when nil), in registry order, then the CSS export when `includesCSS`.
  public static func snippets(
    for conversion: SpringConversion, ids: Set<String>? = nil, includesCSS: Bool = true,
    cssTolerance: Double = cssTolerance
  ) -> [CodeSnippet] {
    var snippets = conversion.entries.filter { ids?.contains($0.api.id) ?? true }.map {
      snippet(for: $0, context: conversion.checkContext, distance: conversion.context.distance)
    }
    if includesCSS {
      snippets.append(css(for: conversion, tolerance: cssTolerance))
    }
    return snippets
  }

  /// The language an API's code is written in.
  public static func language(of platform: Platform) -> CodeLanguage {
    switch platform {
    case .uikit, .coreAnimation, .swiftUI: .swift
    case .compose, .androidx: .kotlin
    case .flutter: .dart
    case .motion, .reactSpring, .rebound: .javascript
    }
  }

  /// The code of one entry: its parameters in the API's own syntax, or a
  /// comment with the reason it cannot express the motion. `context` is
  /// the one the entry was checked in (`SpringConversion.checkContext`),
  /// `distance` the move's target when it differs (a fling's 0).
  public static func snippet(
    for entry: SpringConversion.Entry, context: ConversionContext, distance: Double? = nil
  ) -> CodeSnippet {
    let distance = distance ?? context.distance
    let api = entry.api
    let language = language(of: api.platform)
    let heading = "\(api.id) (\(api.platform.rawValue))\(entry.isSource ? ", the source" : "")"
    guard entry.isRepresentable else {
      let reason = entry.reason ?? "the API cannot express this motion"
      return CodeSnippet(
        target: api.id, platform: api.platform.rawValue, language: language,
        isRepresentable: false, code: language.comment("\(heading): not representable: \(reason)"))
    }
    let parameters = CodeParameters(entry, context: context)
    let body: String
    switch language {
    case .swift:
      body = SwiftCode.code(
        api.id, parameters, distance: distance,
        animationNote: SwiftPresetAnimation.note(for: entry, context: context))
    case .kotlin:
      // What the API computes itself and ends by (Compose's estimate), with
      // the move it is for, as the table states it.
      let ends = entry.derived.compactMap { value -> String? in
        guard let number = value.value, number.isFinite, let note = value.note else { return nil }
        return "// \(value.name): \(ReproducingDecimals.text(number)) \(value.unit) (\(note))"
      }
      body = ([KotlinCode.code(api.id, parameters)] + ends).joined(separator: "\n")
    case .dart: body = DartCode.code(api.id, parameters, distance: distance)
    case .javascript: body = JavaScriptCode.code(api.id, parameters)
    case .css: body = ""
    }
    return CodeSnippet(
      target: api.id, platform: api.platform.rawValue, language: language,
      isRepresentable: true,
      code: language.comment(heading + assumption(api.velocityUnit, distance: distance)) + "\n"
        + body)
  }

  /// The CSS export of the conversion's motion (`springlab export --to
  /// css-linear`) at `tolerance` of the distance, or a comment with the
  /// reason it cannot be made.
  /// What a snippet's numbers assume, for its heading: the move (the
  /// distance, `--distance`, default 1) and the unit of its velocity.
  static func assumption(_ unit: VelocityUnit, distance: Double) -> String {
    let velocity: String
    switch unit {
    case .distancesPerSecond: velocity = "; velocity in distances/s (moves per second)"
    case .unitsPerSecond: velocity = "; velocity in the value's units/s"
    case .unitsPerMillisecond: velocity = "; velocity in the value's units/ms"
    case .notAccepted: velocity = ""
    }
    let move =
      distance == 0
      ? "a fling from the target (distance 0)"
      : "a move of \(ReproducingDecimals.text(distance)) (target − start, in the value's units)"
    return ": for \(move)\(velocity)"
  }

  public static func css(for conversion: SpringConversion, tolerance: Double = cssTolerance)
    -> CodeSnippet
  {
    CSSCode.snippet(
      physical: conversion.physical, distance: conversion.context.distance, tolerance: tolerance,
      fling: conversion.fling)
  }

  /// Every snippet's code, separated by empty lines, ending in a line
  /// break: what `convert --format code` prints.
  public static func text(_ snippets: [CodeSnippet]) -> String {
    snippets.map(\.code).joined(separator: "\n\n") + "\n"
  }
}
