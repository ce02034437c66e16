//===--- ParameterLiteral.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A spring API's parameter as people copy it from code, for the parameter
// options of `convert`, `sample` and `export` only (tables keep the one
// strict grammar, README "CSV input"):
//
//   0.5, 400.0, 1e3        the strict decimal grammar
//   0.5f, 400F, 1_500f     Kotlin Float literals: digit separators between
//   10_000.0, 1_500        digits (Kotlin and Swift), a trailing f or F
//   Spring.StiffnessLow    Compose's presets, and SpringForce's
//   SpringForce.STIFFNESS_LOW   (AndroidSpringPresets), on the options of
//                               their own quantity
//
// A literal is read as the decimal it spells: `0.35f` is 0.35, which an
// Android API then stores in Float as Kotlin would, and an Apple or web API
// takes as the designer's 0.35. Anything else is refused with what the
// option takes and, where the text is close to something it takes, that.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringMappings

/// A parameter option's number as people type it in Kotlin, Swift or
/// Compose's constants.
enum ParameterLiteral {
  /// A named preset and the quantity it is.
  struct Preset {
    enum Quantity: String {
      case stiffness
      case dampingRatio = "damping ratio"
    }
    var name: String
    var value: Double
    var quantity: Quantity
  }

  /// Compose's `Spring.*` and `SpringForce.*` presets (the same values,
  /// AndroidSpringPresets.swift).
  static let presets: [Preset] = {
    typealias Stiffness = AndroidSpringPresets.Stiffness
    typealias Ratio = AndroidSpringPresets.DampingRatio
    let stiffness: [(String, String?, Double)] = [
      ("StiffnessHigh", "STIFFNESS_HIGH", Stiffness.high),
      ("StiffnessMedium", "STIFFNESS_MEDIUM", Stiffness.medium),
      ("StiffnessMediumLow", nil, Stiffness.mediumLow),
      ("StiffnessLow", "STIFFNESS_LOW", Stiffness.low),
      ("StiffnessVeryLow", "STIFFNESS_VERY_LOW", Stiffness.veryLow),
    ]
    let ratios: [(String, String?, Double)] = [
      ("DampingRatioHighBouncy", "DAMPING_RATIO_HIGH_BOUNCY", Ratio.highBouncy),
      ("DampingRatioMediumBouncy", "DAMPING_RATIO_MEDIUM_BOUNCY", Ratio.mediumBouncy),
      ("DampingRatioLowBouncy", "DAMPING_RATIO_LOW_BOUNCY", Ratio.lowBouncy),
      ("DampingRatioNoBouncy", "DAMPING_RATIO_NO_BOUNCY", Ratio.noBouncy),
    ]
    func presets(_ rows: [(String, String?, Double)], _ quantity: Preset.Quantity) -> [Preset] {
      rows.flatMap { compose, springForce, value in
        [Preset(name: "Spring.\(compose)", value: value, quantity: quantity)]
          + (springForce.map {
            [Preset(name: "SpringForce.\($0)", value: value, quantity: quantity)]
          } ?? [])
      }
    }
    return presets(stiffness, .stiffness) + presets(ratios, .dampingRatio)
  }()

  /// The quantity `parameter` is, when a preset can stand for it.
  static func quantity(of parameter: SpringAPIParameter) -> Preset.Quantity? {
    if parameter.name == "stiffness" { return .stiffness }
    if parameter.summary.lowercased().hasPrefix("damping ratio")
      || parameter.name.hasSuffix("-ratio") || parameter.name == "damping-fraction"
    {
      return .dampingRatio
    }
    return nil
  }

  /// Reads `text` as the number of `parameter`.
  /// - Returns: the number, or why `text` is not one (to follow "must be a
  ///   finite number (got '…')"), with a suggestion where one is close.
  static func parse(_ text: String, for parameter: SpringAPIParameter) -> Result<Double, Refusal> {
    if let number = try? DecimalNumber.parse(text) { return .success(number) }
    if let preset = presets.first(where: { $0.name == text }) {
      guard let quantity = quantity(of: parameter), quantity == preset.quantity else {
        return .failure(
          Refusal(
            "\(preset.name) is a \(preset.quantity.rawValue) (\(optionText(preset.value))); "
              + "'--\(parameter.name)' takes \(parameter.summary)"))
      }
      return .success(preset.value)
    }
    if let number = kotlinOrSwiftNumber(text) { return number }
    return .failure(Refusal(suggestion(for: text, parameter: parameter)))
  }

  /// Why a text is not a parameter's number.
  struct Refusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// `text` as a Kotlin or Swift numeric literal: digit separators between
  /// digits, and (Kotlin) a trailing `f` or `F`; nil when it is not one.
  static func kotlinOrSwiftNumber(_ text: String) -> Result<Double, Refusal>? {
    var body = Substring(text)
    let isFloat = body.last == "f" || body.last == "F"
    if isFloat { body = body.dropLast() }
    let characters = Array(body)
    guard characters.contains("_") || isFloat else { return nil }
    // A separator stands between two digits, as both languages require.
    for (index, character) in characters.enumerated() where character == "_" {
      guard index > 0, index < characters.count - 1,
        characters[index - 1].isASCIIDigit || characters[index - 1] == "_",
        characters[index + 1].isASCIIDigit || characters[index + 1] == "_"
      else { return nil }
    }
    guard characters.first != "_", characters.last != "_" else { return nil }
    let decimal = String(characters.filter { $0 != "_" })
    guard let number = try? DecimalNumber.parse(decimal) else { return nil }
    if isFloat && Float(decimal)?.isFinite != true {
      return .failure(
        Refusal("\(text) is beyond Float's range (±3.4e38), which Kotlin reads it in"))
    }
    return .success(number)
  }

  /// What the option takes, with the closest thing to `text` it takes.
  static func suggestion(for text: String, parameter: SpringAPIParameter) -> String {
    let lowered = text.lowercased()
    let takes =
      "write a decimal such as 0.5, a Kotlin literal such as 0.5f or 1_500f"
      + (quantity(of: parameter).map { quantity in
        ", or a preset such as "
          + (presets.first { $0.quantity == quantity }?.name ?? "Spring.StiffnessLow")
      } ?? "")
    if ["nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"].contains(lowered) {
      return takes
    }
    if DecimalNumber.isHexadecimal(text) {
      return "a hexadecimal number is not read here; \(takes)"
    }
    // A decimal comma, as some locales print 0,5.
    if text.filter({ $0 == "," }).count == 1,
      let number = try? DecimalNumber.parse(text.replacingOccurrences(of: ",", with: "."))
    {
      return "did you mean \(optionText(number))? (a decimal point, not a comma)"
    }
    // A unit after the number: 0.3s, 400ms, 250pt.
    if let end = text.firstIndex(where: { $0.isLetter || $0 == "%" }), end > text.startIndex,
      let number = try? DecimalNumber.parse(String(text[..<end]))
    {
      let unit = parameter.unit.isEmpty ? "" : " (in \(parameter.unit))"
      return "give the number alone\(unit), e.g. \(optionText(number))"
    }
    // A preset misspelled or in another case (the suggestions every unknown
    // name gets).
    let candidates = presets.filter { quantity(of: parameter) == $0.quantity }
    if text.contains(where: \.isLetter),
      let name = NameSuggestions.nearest(to: text, among: candidates.map(\.name), limit: 1).first,
      let preset = candidates.first(where: { $0.name == name })
    {
      return "did you mean \(preset.name) (\(optionText(preset.value)))?"
    }
    return takes
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
