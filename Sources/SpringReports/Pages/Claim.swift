//===--- Claim.swift ------------------------------------------------------===//

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
  }

  /// What the check found.
  public struct Finding: Sendable {
    /// The computed value(s), as text with units.
    public var computed: String
    /// The verdict, decided by the check's rule (never typed in by hand).
    public var verdict: Verdict
    /// Why: the rule applied and what it compared.
    public var why: String
  }

  /// Stable identifier, e.g. `S0-zeta-estimate`.
  public var id: String
  /// The seed article (file under shared/seeds) and section.
  public var source: String
  /// The claim's words in the article (short quote).
  public var quote: String
  /// The claim in English.
  public var claim: String
  /// Computes the finding.
  public var check: @Sendable () -> Finding
}

extension Claim.Verdict {
  /// holds within `holds` relative error, roughly within `roughly`, else wrong.
  static func byRelativeError(_ computed: Double, _ claimed: Double, holds: Double, roughly: Double) -> Self {
    let error = abs(computed - claimed) / abs(claimed)
    return error <= holds ? .holds : (error <= roughly ? .roughly : .wrong)
  }
}
