//===--- FrozenSuite.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The conformance kit's frozen, versioned suites: CASES files stored in the
// source (so the CLI needs no resource bundle), each with the SHA-256 of
// its exact text. A suite version is never edited: a regenerated suite is
// a new version.
//
//   v1 / hard   the witnesses of SpringLab's adversarial search
//               (HardTierV1.swift), one per family and method, and the
//               witnesses of issue 28's independent search
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A difficulty tier of a frozen suite.
public enum SuiteTier: String, CaseIterable, Sendable {
  /// Rows on which evaluation methods were found to be worst.
  case hard
}

/// One frozen CASES file: an `evaluate` CASES text with the header
/// `id,family,mass,stiffness,damping,x0,v0,t`, and its SHA-256.
public struct FrozenSuiteFile: Sendable {
  /// The suite's version, e.g. `v1`.
  public var version: String
  /// The tier.
  public var tier: SuiteTier
  /// The CASES text, exactly as `springlab cases --suite` prints it.
  public var text: String
  /// SHA-256 of `text` (UTF-8), 64 lowercase hexadecimal digits.
  public var sha256: String

  /// Whether `text` has the recorded SHA-256.
  public var isIntact: Bool { SHA256.hexDigest(of: Array(text.utf8)) == sha256 }

  /// The rows of `text`; nil when a line is not a well-formed row (never
  /// for an intact stored file: a test parses each).
  public var cases: [EvaluationCase]? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == "id,family,mass,stiffness,damping,x0,v0,t", lines.last == "" else {
      return nil
    }
    lines.removeFirst()
    lines.removeLast()
    var rows: [EvaluationCase] = []
    for line in lines {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count == 8 else { return nil }
      let numbers = fields[2...].compactMap { Double(String($0)) }
      guard numbers.count == 6, numbers.allSatisfy(\.isFinite),
        let spring = try? Spring(mass: numbers[0], stiffness: numbers[1], damping: numbers[2]),
        numbers[5] >= 0
      else { return nil }
      rows.append(
        EvaluationCase(
          id: String(fields[0]), family: String(fields[1]), spring: spring,
          initialState: SpringState(position: numbers[3], velocity: numbers[4]), time: numbers[5]
        ))
    }
    return rows
  }
}

/// The frozen suites stored in SpringLab.
public enum FrozenSuite {
  /// Every stored version, oldest first.
  public static let versions = ["v1"]

  /// The stored file of `tier` in `version`; nil when there is none.
  public static func file(version: String, tier: SuiteTier) -> FrozenSuiteFile? {
    switch (version, tier) {
    case ("v1", .hard):
      FrozenSuiteFile(
        version: "v1", tier: .hard, text: HardTierV1.text, sha256: HardTierV1.sha256)
    default: nil
    }
  }

  /// The tiers `version` stores, in `SuiteTier` order.
  public static func tiers(of version: String) -> [SuiteTier] {
    SuiteTier.allCases.filter { file(version: version, tier: $0) != nil }
  }
}
