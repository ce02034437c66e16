//===--- SnippetReading.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Reads the numbers back out of a snippet, independently of the code that
// wrote it: each API's parameters as its vendor spells them in code (the
// text before the number), written out here from the vendors' signatures.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringMappings

/// Where each parameter's number stands in an API's code: the text just
/// before it, as a regular expression.
enum SnippetReading {
  static let anchors: [String: [(name: String, before: String)]] = [
    "uikit.uiview.damping": [
      ("duration", "withDuration: "), ("damping", "usingSpringWithDamping: "),
      ("velocity", "initialSpringVelocity: "),
    ],
    "uikit.uiview.bounce": [
      ("duration", "springDuration: "), ("bounce", "bounce: "),
      ("velocity", "initialSpringVelocity: "),
    ],
    "uikit.timing.default": [],
    "uikit.timing.damping": [
      ("damping-ratio", "dampingRatio: "), ("velocity", "CGVector\\(dx: "),
      ("duration", "UIViewPropertyAnimator\\(duration: "),
    ],
    "uikit.timing.physical": [
      ("mass", "mass: "), ("stiffness", "stiffness: "), ("damping", "damping: "),
      ("velocity", "CGVector\\(dx: "),
    ],
    "uikit.timing.bounce": [
      ("duration", "UISpringTimingParameters\\(\\s*duration: "), ("bounce", "bounce: "),
      ("velocity", "CGVector\\(dx: "),
    ],
    "ca.spring": [
      ("mass", "\\.mass = "), ("stiffness", "\\.stiffness = "), ("damping", "\\.damping = "),
      ("velocity", "\\.initialVelocity = "), ("allows-overdamping", "\\.allowsOverdamping = "),
    ],
    "ca.spring.perceptual": [
      ("perceptual-duration", "perceptualDuration: "), ("bounce", "bounce: "),
      ("velocity", "\\.initialVelocity = "),
    ],
    "swiftui.spring.duration": [
      ("duration", "Spring\\(duration: "), ("bounce", "bounce: "),
      ("velocity", "initialVelocity: "),
    ],
    "swiftui.spring.response": [
      ("response", "Spring\\(response: "), ("damping-ratio", "dampingRatio: "),
      ("velocity", "initialVelocity: "),
    ],
    "swiftui.spring.physical": [
      ("mass", "mass: "), ("stiffness", "stiffness: "), ("damping", "damping: "),
      ("allow-over-damping", "allowOverDamping: "), ("velocity", "initialVelocity: "),
    ],
    "swiftui.spring.settling": [
      ("settling-duration", "settlingDuration: "), ("damping-ratio", "dampingRatio: "),
      ("epsilon", "epsilon: "), ("velocity", "initialVelocity: "),
    ],
    "swiftui.animation.spring": [
      ("response", "\\.spring\\(response: "), ("damping-fraction", "dampingFraction: "),
      ("blend-duration", "blendDuration: "),
    ],
    "swiftui.animation.spring-duration": [
      ("duration", "\\.spring\\(duration: "), ("bounce", "bounce: "),
      ("blend-duration", "blendDuration: "),
    ],
    "swiftui.animation.interactive": [
      ("response", "\\.interactiveSpring\\(response: "), ("damping-fraction", "dampingFraction: "),
      ("blend-duration", "blendDuration: "),
    ],
    "swiftui.animation.interactive-duration": [
      ("duration", "\\.interactiveSpring\\(duration: "), ("extra-bounce", "extraBounce: "),
      ("blend-duration", "blendDuration: "),
    ],
    "swiftui.animation.interpolating": [
      ("mass", "\\.interpolatingSpring\\(mass: "), ("stiffness", "stiffness: "),
      ("damping", "damping: "), ("velocity", "initialVelocity: "),
    ],
    "swiftui.animation.interpolating-duration": [
      ("duration", "\\.interpolatingSpring\\(duration: "), ("bounce", "bounce: "),
      ("velocity", "initialVelocity: "),
    ],
    "swiftui.animation.smooth": [
      ("duration", "Animation\\.smooth\\(duration: "), ("extra-bounce", "extraBounce: "),
    ],
    "swiftui.animation.snappy": [
      ("duration", "Animation\\.snappy\\(duration: "), ("extra-bounce", "extraBounce: "),
    ],
    "swiftui.animation.bouncy": [
      ("duration", "Animation\\.bouncy\\(duration: "), ("extra-bounce", "extraBounce: "),
    ],
    "swiftui.smooth": [
      ("duration", "Spring\\.smooth\\(duration: "), ("extra-bounce", "extraBounce: "),
      ("velocity", "initialVelocity: "),
    ],
    "swiftui.snappy": [
      ("duration", "Spring\\.snappy\\(duration: "), ("extra-bounce", "extraBounce: "),
      ("velocity", "initialVelocity: "),
    ],
    "swiftui.bouncy": [
      ("duration", "Spring\\.bouncy\\(duration: "), ("extra-bounce", "extraBounce: "),
      ("velocity", "initialVelocity: "),
    ],
    "compose.spring": [
      ("damping-ratio", "dampingRatio = "), ("stiffness", "stiffness = "),
      ("visibility-threshold", "visibilityThreshold = "), ("velocity", "initialVelocity = "),
    ],
    "android.springforce": [
      ("stiffness", "setStiffness\\("), ("damping-ratio", "setDampingRatio\\("),
      ("velocity", "setStartVelocity\\("),
    ],
    "flutter.spring": [
      ("mass", "mass: "), ("stiffness", "stiffness: "), ("damping", "damping: "),
      ("velocity", "SpringSimulation\\(spring, 0, [^,]+, "),
    ],
    "flutter.spring.damping-ratio": [
      ("mass", "mass: "), ("stiffness", "stiffness: "), ("ratio", "ratio: "),
      ("velocity", "SpringSimulation\\(spring, 0, [^,]+, "),
    ],
    "flutter.spring.duration-bounce": [
      ("duration", "duration: Duration\\("), ("bounce", "bounce: "),
      ("velocity", "SpringSimulation\\(spring, 0, [^,]+, "),
    ],
    "motion.spring": [
      ("stiffness", "stiffness: "), ("damping", "damping: "), ("mass", "mass: "),
      ("velocity", "velocity: "),
    ],
    "motion.spring.duration": [("duration", "duration: "), ("bounce", "bounce: ")],
    "motion.spring.visual-duration": [
      ("visual-duration", "visualDuration: "), ("bounce", "bounce: "),
    ],
    "react-spring": [
      ("tension", "tension: "), ("friction", "friction: "), ("mass", "mass: "),
      ("velocity", "velocity: "),
    ],
    "react-spring.frequency": [
      ("frequency", "frequency: "), ("damping", "damping: "), ("mass", "mass: "),
      ("velocity", "velocity: "),
    ],
    "rebound.origami": [
      ("tension", "fromOrigamiTensionAndFriction\\("),
      ("friction", "fromOrigamiTensionAndFriction\\([^,]+, "), ("velocity", "setVelocity\\("),
    ],
    "rebound.bouncy": [
      ("bounciness", "fromBouncinessAndSpeed\\("), ("speed", "fromBouncinessAndSpeed\\([^,]+, "),
      ("velocity", "setVelocity\\("),
    ],
  ]

  /// A number as the languages write it (a Kotlin `f` suffix allowed), or
  /// a flag.
  static let value =
    "(-?[0-9]+(?:\\.[0-9]+)?(?:e[-+]?[0-9]+)?f?|true|false|milliseconds: [0-9]+|microseconds: [0-9]+)"

  /// The type the API takes each parameter in, from the vendors'
  /// signatures: Kotlin `Float` for Compose's `spring()`/`animateTo` and
  /// androidx `SpringForce`/`SpringAnimation`; a Dart `Duration` (an int64
  /// of microseconds) for Flutter's `withDurationAndBounce` duration;
  /// `Double`/`CGFloat`/`TimeInterval` (binary64 on 64-bit Apple
  /// platforms), Dart `double` and JavaScript `number` for the rest.
  enum TargetType: Equatable {
    case binary64
    case float
    case dartDuration
    case flag
  }

  /// The type API `id` takes parameter `name` in.
  static func type(of id: String, _ name: String) -> TargetType {
    if ["allows-overdamping", "allow-over-damping"].contains(name) { return .flag }
    if id == "compose.spring" || id == "android.springforce" { return .float }
    if id == "flutter.spring.duration-bounce" && name == "duration" { return .dartDuration }
    return .binary64
  }

  /// The text of each parameter of `id` in `code`, as written (`0.7f`,
  /// `milliseconds: 350`, `true`); throws when one is missing.
  static func texts(of id: String, in code: String) throws -> [String: String] {
    guard let anchors = anchors[id] else { throw ReadingError.unknownAPI(id) }
    var texts: [String: String] = [:]
    for (name, before) in anchors {
      let expression = try NSRegularExpression(pattern: before + value)
      let range = NSRange(code.startIndex..., in: code)
      guard let match = expression.firstMatch(in: code, range: range),
        let found = Range(match.range(at: 1), in: code)
      else { throw ReadingError.missing(id, name) }
      texts[name] = String(code[found])
    }
    return texts
  }

  /// The value `text` stands for in `type`, as the target language reads
  /// it, or nil when the type cannot hold it: a `Float` literal that
  /// overflows to infinity or is nonzero but rounds to 0; a `Duration`
  /// whose microseconds are not an int64 or not > 0; a binary64 literal
  /// that is not finite. Durations are in seconds.
  static func typedValue(_ text: String, _ type: TargetType) -> ParameterValue? {
    switch type {
    case .flag:
      return text == "true" || text == "false" ? .flag(text == "true") : nil
    case .float:
      guard text.hasSuffix("f"), let decimal = Double(text.dropLast()),
        let single = Float(text.dropLast()), single.isFinite, single != 0 || decimal == 0
      else { return nil }
      return .number(decimal)
    case .dartDuration:
      // Duration(milliseconds: n) holds n·1000 µs; Duration(microseconds: n), n.
      let (prefix, factor): (String, Int64) =
        text.hasPrefix("milliseconds: ") ? ("milliseconds: ", 1000) : ("microseconds: ", 1)
      guard text.hasPrefix(prefix), let count = Int64(text.dropFirst(prefix.count)) else {
        return nil
      }
      let (microseconds, overflow) = count.multipliedReportingOverflow(by: factor)
      guard !overflow, microseconds > 0 else { return nil }
      return .number(Double(microseconds) / 1e6)
    case .binary64:
      guard !text.hasSuffix("f"), let number = Double(text), number.isFinite else { return nil }
      return .number(number)
    }
  }

  /// The parameters of `id` read from `code`; throws when one is missing.
  static func parameters(of id: String, in code: String) throws -> [String: ParameterValue] {
    var values: [String: ParameterValue] = [:]
    for (name, text) in try texts(of: id, in: code) {
      var text = text
      if text == "true" || text == "false" {
        values[name] = .flag(text == "true")
        continue
      }
      var scale = 1.0
      if text.hasPrefix("milliseconds: ") {
        text = String(text.dropFirst("milliseconds: ".count))
        scale = 1e-3
      } else if text.hasPrefix("microseconds: ") {
        text = String(text.dropFirst("microseconds: ".count))
        scale = 1e-6
      }
      if text.hasSuffix("f") { text = String(text.dropLast()) }
      guard let number = Double(text) else { throw ReadingError.missing(id, name) }
      values[name] = .number(number * scale)
    }
    return values
  }

  enum ReadingError: Error {
    case unknownAPI(String)
    case missing(String, String)
  }
}
