//===--- Provenance.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Where each fact in a mapping comes from, with the certainty tags of
// Docs/Provenance/AppleSpringAPIs.md: [A] documented by the vendor,
// [R:x] reverse-engineered by the named public source x, [D] arithmetic from
// the other facts, [G] a guess.
//
//===----------------------------------------------------------------------===//

/// The sources behind one API's mapping, and what remains uncertain.
public struct Provenance: Hashable, Sendable {
  /// How certain a fact is.
  public enum Tag: String, Hashable, Sendable {
    /// Documented by the vendor: docs page, SDK header, inlinable interface
    /// text, or the engine's own open source.
    case documented = "A"
    /// Reverse-engineered by a named public source.
    case reverseEngineered = "R"
    /// Arithmetic from documented or reverse-engineered facts.
    case derived = "D"
    /// A guess: plausible, not verified.
    case guess = "G"
  }

  /// One fact and where it comes from.
  public struct Note: Hashable, Sendable {
    /// The certainty.
    public var tag: Tag
    /// The document or public source (`OpenSwiftUI`, `SDK header`…); nil
    /// for derived facts and guesses.
    public var source: String?
    /// The fact, e.g. `k = (2π/duration)², c = 4πζ/duration`.
    public var fact: String

    /// `[A: source] fact`, `[R: source] fact`, `[D] fact`, `[G] fact`.
    public var text: String {
      "[\(tag.rawValue)\(source.map { ": \($0)" } ?? "")] \(fact)"
    }
  }

  /// The facts, most important first.
  public var notes: [Note]
  /// What is not known exactly, stated plainly. Empty when nothing is.
  public var uncertainties: [String]

  /// Creates a provenance record.
  public init(_ notes: [Note], uncertain uncertainties: [String] = []) {
    self.notes = notes
    self.uncertainties = uncertainties
  }

  /// Whether any part of the mapping is uncertain.
  public var isUncertain: Bool { !uncertainties.isEmpty || notes.contains { $0.tag == .guess } }

  /// One line: every note, then `UNCERTAIN: …` for each uncertainty.
  public var summary: String {
    (notes.map(\.text) + uncertainties.map { "UNCERTAIN: \($0)" }).joined(separator: "; ")
  }
}

extension Provenance.Note {
  /// A documented fact and where it is documented.
  public static func documented(_ fact: String, in source: String) -> Self {
    Self(tag: .documented, source: source, fact: fact)
  }
  /// A reverse-engineered fact and who recovered it.
  public static func reverseEngineered(_ fact: String, by source: String) -> Self {
    Self(tag: .reverseEngineered, source: source, fact: fact)
  }
  /// A fact derived by arithmetic.
  public static func derived(_ fact: String) -> Self {
    Self(tag: .derived, source: nil, fact: fact)
  }
  /// A guess.
  public static func guess(_ fact: String) -> Self {
    Self(tag: .guess, source: nil, fact: fact)
  }
}

/// Names of the public sources the mappings cite, spelled once.
enum Source {
  static let swiftUIInterface = "SwiftUI swiftinterface (inline source)"
  static let appleDocs = "Apple documentation"
  static let uikitHeader = "UIKit header UITimingParameters.h"
  static let caHeader = "QuartzCore header CAAnimation.h"
  static let openSwiftUI = "OpenSwiftUI"
  static let iOSDecompile = "iOS 26.1 decompile (EthanArbuckle/iPhone18-3_26.1_23B85_Restore)"
  static let openUXKit = "OpenUXKit UXViewAnimationContext.m"
  static let compose = "androidx/androidx compose animation-core"
  static let springForce = "androidx dynamicanimation SpringForce.java"
  static let flutter = "flutter/flutter spring_simulation.dart"
  static let motion = "motiondivision/motion spring.ts"
  static let reactSpring = "pmndrs/react-spring"
  static let rebound = "facebookarchive/rebound-js"
}
