//===--- Claim.swift ------------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// A numeric rule of thumb from a seed article, and how to check it.
public struct Claim: Sendable {
  /// How a claim fares against the computation.
  public enum Verdict: String, Sendable {
    /// The computed value agrees within the claim's own precision.
    case holds
    /// Right in direction or order of magnitude, off in the number or only
    /// true in part of the range it is stated for.
    case roughly
    /// Contradicted by the computation.
    case wrong
    /// Purely perceptual: nothing to compute. Kept out of the tally.
    case notCheckable = "not checkable"
  }

  /// What the check found.
  public struct Finding: Sendable {
    /// The computed value(s), as text with units.
    public var computed: String
    /// The verdict, decided by `rule` (never typed in by hand).
    public var verdict: Verdict
    /// The rule that decides the verdict, in words, built from the same
    /// constants the decision uses.
    public var rule: String
    /// Why: what the computation shows. Every number in it also appears in
    /// `computed`, in `rule` or in the claim itself (asserted by the tests).
    public var reason: String

    /// The reason and the rule, as the page prints them.
    public var why: String { reason + " Rule: " + rule + "." }
  }

  /// Stable identifier, e.g. `S0-zeta-estimate`.
  public var id: String
  /// The seed article (Docs/Provenance/Seeds.md) and section.
  public var source: String
  /// The claim's words in the article (short quote).
  public var quote: String
  /// The claim in English.
  public var claim: String
  /// Computes the finding.
  public var check: @Sendable () -> Finding
}

/// "holds within h, roughly within r" of a claimed value, by relative
/// difference.
struct RelativeRule {
  var holds: Double
  var roughly: Double

  func verdict(_ computed: Double, _ claimed: Double) -> Claim.Verdict {
    let error = abs(computed - claimed) / abs(claimed)
    return error <= holds ? .holds : (error <= roughly ? .roughly : .wrong)
  }

  var text: String {
    "relative difference from the claimed value: holds within \(ClaimMath.percentOf(holds)), "
      + "roughly within \(ClaimMath.percentOf(roughly)), else wrong"
  }
}

extension Claim.Verdict {
  /// 2 holds, 1 roughly, 0 wrong — for combining verdicts (the weaker wins).
  var rank: Int {
    switch self {
    case .holds: 2
    case .roughly: 1
    case .wrong, .notCheckable: 0
    }
  }
  init(rank: Int) { self = rank >= 2 ? .holds : (rank == 1 ? .roughly : .wrong) }
}
