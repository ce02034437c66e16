//===--- NameSuggestions.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// "Did you mean …": the names nearest a mistyped one, by edit distance.
// Behind every refusal of an unknown API id, parameter or platform, so that
// `--from swiftui.sprig` or `--dampingRatio` on an API that says
// `dampingFraction` names the intended choice instead of a list of 33.
//
//===----------------------------------------------------------------------===//

/// The nearest names to a mistyped one.
public enum NameSuggestions {
  /// The Damerau–Levenshtein distance (optimal string alignment: insertions,
  /// deletions, substitutions and transpositions of neighbours, each 1)
  /// between `a` and `b`, compared by Unicode scalar, case-insensitively.
  public static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a.lowercased().unicodeScalars)
    let y = Array(b.lowercased().unicodeScalars)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var before = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          best = min(best, before[j - 2] + 1)
        }
        current[j] = best
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[y.count]
  }

  /// `name` compared loosely: lower-cased, without `-`, `_`, `.` and spaces
  /// (`damping-ratio`, `dampingRatio` and `DAMPING_RATIO` are one key).
  public static func key(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { !"-_. ".unicodeScalars.contains($0) })
  }

  /// The candidates nearest `name`, best first, at most `limit`: those
  /// whose loose key (`key`) is within max(2, ⌊length/3⌋) edits of
  /// `name`'s, the nearest distance only; when none is, the candidates that
  /// contain `name` (or that `name` contains) as a substring, case-
  /// insensitively, in their given order. Empty when nothing is close.
  public static func nearest(to name: String, among candidates: [String], limit: Int = 3)
    -> [String]
  {
    let target = key(name)
    guard !target.isEmpty else { return [] }
    let allowed = max(2, target.count / 3)
    var best = Int.max
    var chosen: [String] = []
    for candidate in candidates where !chosen.contains(candidate) {
      let d = distance(target, key(candidate))
      guard d <= allowed else { continue }
      if d < best {
        best = d
        chosen = [candidate]
      } else if d == best {
        chosen.append(candidate)
      }
    }
    if chosen.isEmpty {
      let lowered = name.lowercased()
      for candidate in candidates where !chosen.contains(candidate) {
        let other = candidate.lowercased()
        if other.contains(lowered) || lowered.contains(other) { chosen.append(candidate) }
      }
    }
    return Array(chosen.prefix(limit))
  }

  /// `; did you mean 'a' or 'b'?` for refusals, empty when `suggestions`
  /// is.
  public static func didYouMean(_ suggestions: [String]) -> String {
    guard let last = suggestions.last else { return "" }
    let quoted = suggestions.map { "'\($0)'" }
    let list =
      suggestions.count == 1
      ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or '\(last)'"
    return "; did you mean \(list)?"
  }
}
