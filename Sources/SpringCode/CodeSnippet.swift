//===--- CodeSnippet.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One API's spring as code to paste: the language, the text, and whether
// the API can express the motion at all (when it cannot, the text is a
// comment with the reason).
//
//===----------------------------------------------------------------------===//

/// A language snippets are written in.
public enum CodeLanguage: String, Hashable, Sendable, CaseIterable {
  /// Swift: UIKit, Core Animation, SwiftUI.
  case swift
  /// Kotlin: Jetpack Compose, androidx `SpringForce`.
  case kotlin
  /// Dart: Flutter.
  case dart
  /// JavaScript: Motion, react-spring, Rebound.
  case javascript
  /// CSS: the `linear()` easing of SpringLab's export.
  case css

  /// `text` as a comment in the language, one `//` line per line
  /// (`/* … */` in CSS).
  public func comment(_ text: String) -> String {
    switch self {
    case .css:
      "/* \(text.split(separator: "*/", omittingEmptySubsequences: false).joined(separator: "* /")) */"
    default:
      text.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)" }
        .joined(separator: "\n")
    }
  }
}

/// The code of one target.
public struct CodeSnippet: Hashable, Sendable {
  /// The target: an API id, or `css` for the CSS export.
  public var target: String
  /// The platform's name as `springlab apis` lists it (`CSS` for the
  /// export).
  public var platform: String
  /// The language of `code`.
  public var language: CodeLanguage
  /// Whether the code reproduces the motion; when false, `code` is a
  /// comment saying why not.
  public var isRepresentable: Bool
  /// The code, without a trailing line break: a heading comment naming the
  /// target, then statements or expressions to paste.
  public var code: String
}
