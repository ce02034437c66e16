//===--- RecordedValue.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A value Apple's own implementation produced (measured on a device and kept
// in a public repository file) or Apple printed in its documentation, with
// the question that produced it, so that SpringLab can compute the same
// quantity and say how well the two agree.
//
//===----------------------------------------------------------------------===//

/// Where a recorded value comes from: a public repository file, or Apple's
/// documentation.
public struct RecordSource: Sendable, Hashable {
  /// How the value was obtained.
  public enum Kind: String, Sendable, Hashable {
    /// Apple's implementation was run on an Apple operating system and the
    /// output kept in the file (tag **M** of Docs/Provenance/AppleSpringAPIs.md).
    case measuredOnDevice = "measured on device"
    /// Apple printed the value in its documentation (tag **A**).
    case documented = "documented"
  }

  /// Short key used in tables, e.g. `rivership`.
  public var key: String
  /// The public location: `owner/repo, path` or a URL.
  public var citation: String
  /// How the value was obtained.
  public var kind: Kind
  /// What was run, on what, in the record's own terms.
  public var method: String

  /// Creates a source.
  public init(key: String, citation: String, kind: Kind, method: String) {
    self.key = key
    self.citation = citation
    self.kind = kind
    self.method = method
  }
}

/// The quantity a record holds, in terms SpringLab can compute.
///
/// Springs are given as the record gave them to Apple's API: through a
/// SpringLab API id and its parameters (so the mapping itself is checked),
/// or as the mass, stiffness and damping set on a `CASpringAnimation`.
public enum RecordedQuantity: Sendable, Hashable {
  /// The normalized value 1 + x(t) at `time` seconds of the motion API `api`
  /// builds from `parameters` (SwiftUI's `Spring.value(target: 1,
  /// initialVelocity:time:)`; the velocity is one of the parameters).
  case value(api: String, parameters: [String: Double], time: Double)
  /// The rate of that normalized value at `time` seconds, distances per
  /// second (SwiftUI's `Spring.velocity(target: 1, initialVelocity:time:)`);
  /// SpringLab's value is the physical derivative.
  case velocity(api: String, parameters: [String: Double], time: Double)
  /// A value the API computes itself (`stiffness`, `damping`,
  /// `settlingDuration`…), by its `DerivedValue` name.
  case derived(api: String, parameters: [String: Double], name: String)
  /// Core Animation's `durationForEpsilon:` for a `CASpringAnimation` with
  /// the given mass, stiffness, damping and `initialVelocity`
  /// (`allowsOverdamping` false), seconds.
  case durationForEpsilon(
    mass: Double, stiffness: Double, damping: Double, velocity: Double, epsilon: Double)
  /// Core Animation's `_solveForInput:` at `fraction` of the animation's
  /// `duration`, where that duration is `durationForEpsilon:` at
  /// `durationEpsilon` (the value 0 → 1 at that time; single precision).
  case solveForInput(
    mass: Double, stiffness: Double, damping: Double, velocity: Double, fraction: Float,
    durationEpsilon: Double)
}

/// One recorded value and where it comes from.
public struct RecordedValue: Sendable, Hashable {
  /// The spring or setting asked about, e.g. "`.bouncy`".
  public var subject: String
  /// The question within it, e.g. "v 5, t 0.3 s" or "`stiffness`".
  public var detail: String
  /// The SpringLab API id whose mapping the record checks.
  public var api: String
  /// The quantity, in terms SpringLab can compute.
  public var quantity: RecordedQuantity
  /// The value as the record prints it (e.g. `0.131311455`).
  public var text: String
  /// Whether the record holds a single-precision (`Float`) value.
  public var isSinglePrecision: Bool
  /// The source.
  public var source: RecordSource

  /// Creates a recorded value.
  public init(
    subject: String, detail: String, api: String, quantity: RecordedQuantity, text: String,
    isSinglePrecision: Bool = false, source: RecordSource
  ) {
    self.subject = subject
    self.detail = detail
    self.api = api
    self.quantity = quantity
    self.text = text
    self.isSinglePrecision = isSinglePrecision
    self.source = source
  }

  /// "subject: detail".
  public var label: String { "\(subject): \(detail)" }

  /// The recorded number (nil only if `text` is not a number, which the
  /// catalog's tests rule out).
  public var value: Double? { Double(text) }

  /// Half a unit in the last printed decimal place: how far the true value
  /// may lie from the printed one because of the printing alone (e.g.
  /// 5e-10 for nine decimals; 0.05 for "2.85"). For a single-precision
  /// value, half a `Float` ulp at the value.
  public var printResolution: Double {
    guard let value else { return .nan }
    if isSinglePrecision { return Double(Float(value).ulp) / 2 }
    return 0.5 * Self.powerOfTen(-Self.printedDecimals(text))
  }

  /// Digits after the point, less the exponent: "2.85" 2, "1.25e-07" 9,
  /// "3E2" −2 (read on the UTF-8 bytes: a records file has a million rows).
  static func printedDecimals(_ text: String) -> Int {
    let bytes = text.utf8
    var decimals = 0
    var inFraction = false
    var fractionEnded = false
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte | 0x20 == UInt8(ascii: "e") {
        // The exponent: what follows the first e or E, when it is an integer.
        let exponent = Int(text[bytes.index(after: index)...])
        return decimals - (exponent ?? 0)
      }
      if byte == UInt8(ascii: ".") && !inFraction {
        inFraction = true
      } else if inFraction && !fractionEnded {
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          decimals += 1
        } else {
          fractionEnded = true
        }
      }
      index = bytes.index(after: index)
    }
    return decimals
  }

  /// 10^n, exactly as far as binary64 allows.
  static func powerOfTen(_ exponent: Int) -> Double {
    var scale = 1.0
    for _ in 0..<abs(exponent) { scale = exponent < 0 ? scale / 10 : scale * 10 }
    return scale
  }
}
