//===--- StopGrid.swift ---------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Where stops may go and how their values print: instants at offsets
// n/10^k of the duration, values rounded to a fixed number of decimals.
// Every stop is checked with exactly the numbers that will be printed, so
// rounding is part of the tolerance budget, not an afterthought.
//
//===----------------------------------------------------------------------===//

/// Candidate instants: offsets n/10^k of the duration, n = 0 … 10^k. They
/// print exactly as key times (k decimals) and percentages (k − 2 decimals).
struct OffsetGrid {
  /// k ≥ 2.
  let decimals: Int
  /// 10^k.
  let count: Int
  /// The duration in seconds (as printed).
  let duration: Double

  init(decimals: Int, duration: Double) {
    self.decimals = decimals
    self.count = Int(DecimalText.powerOfTen(decimals))
    self.duration = duration
  }

  /// The instant of offset n, in seconds: (n/10^k)·duration.
  func time(_ n: Int) -> Double { (Double(n) / Double(count)) * duration }

  /// n/10^k as text: `0.1234`.
  func offsetText(_ n: Int) -> String { DecimalText.text(units: n, decimals: decimals) }

  /// 100·n/10^k as text, without the percent sign: `12.34`.
  func percentText(_ n: Int) -> String { DecimalText.text(units: n, decimals: decimals - 2) }
}

/// A value as printed and the progress it stands for.
struct PrintedValue: Hashable {
  /// The printed text.
  let text: String
  /// Double(text) converted back to progress.
  let progress: Double
}

/// Prints progress values in the output unit with a fixed number of decimals.
struct ValuePrinter {
  /// Output value = scale·progress: 1 for fractions, the distance for px.
  let scale: Double
  /// Decimals of every printed value but the end.
  let decimals: Int

  /// The printed value nearest to `progress` (in output units, rounded).
  /// - Throws: `ExportError.numberTooLarge` when the value needs more
  ///   digits than binary64 holds exactly.
  func printed(_ progress: Double) throws(ExportError) -> PrintedValue {
    let value = scale * progress
    guard let text = DecimalText.text(value, decimals: decimals), let parsed = Double(text) else {
      throw .numberTooLarge(value: value, decimals: decimals)
    }
    return PrintedValue(text: text, progress: parsed / scale)
  }

  /// The start, exactly 0.
  var start: PrintedValue { PrintedValue(text: "0", progress: 0) }

  /// The target, exactly: 1 for fractions, the distance for px.
  var end: PrintedValue {
    let text = DecimalText.exact(scale)
    return PrintedValue(text: text, progress: (Double(text) ?? scale) / scale)
  }
}
