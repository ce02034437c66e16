//===--- ReproducingDecimals.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Parameters a person will paste, printed tidily: each number as the
// shortest decimal with which the API's motion stays within a stated
// tolerance of the motion the full-precision parameters give — over the
// whole motion, not just at the start. `--bounce 0.19999999999999996` and
// `--duration 0.5725947040321` become `--bounce 0.2` and `--duration
// 0.5725947` when those reproduce the motion to 1e-6 of the distance.
// JSON output keeps full precision.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shortest decimals that reproduce an API's motion.
public enum ReproducingDecimals {
  /// The default tolerance: the rounded parameters' motion stays within
  /// 1e-6 of the distance of the original motion at every time.
  public static let tolerance = 1e-6

  /// The relative change of ω0, ζ or the initial velocity (in units of
  /// ω0) a shortened parameter may never exceed, whatever the sampled
  /// deviation says: a guard for motions whose settling time lies beyond
  /// binary64, where the sampled horizon cannot span the whole motion. Far
  /// above what a deviation of `tolerance` allows, so it never binds on an
  /// ordinary spring.
  public static let spannedTolerance = 1e-4

  /// The largest |x_a(t) − x_b(t)| over the whole of two normalized motions
  /// (x0 = −1; distances): sampled at least 64 times per damped period and
  /// 2000 times in all, from t = 0 until both stay within tolerance/4 of the
  /// target (exact settling times), or over 100 natural periods of `a` when
  /// either never settles.
  ///
  /// The samples are visited coarse to fine (every 4096th first, then the
  /// odd multiples of 2048, …), each once, so the maximum is the same in any
  /// order; with a finite `limit` the search stops at the first sample
  /// beyond it and returns that sample's difference (> `limit`). A caller
  /// that only asks "within `limit`?" gets the answer of the full scan,
  /// usually after a few dozen samples when the answer is no.
  public static func deviation(
    _ a: PhysicalSpring, _ b: PhysicalSpring, tolerance: Double = tolerance,
    limit: Double = .infinity
  ) -> Double {
    let ma = a.motion
    let mb = b.motion
    let settleA = (try? ma.settlingTime(threshold: tolerance / 4)) ?? .infinity
    let settleB = (try? mb.settlingTime(threshold: tolerance / 4)) ?? .infinity
    var horizon = max(settleA, settleB)
    if !horizon.isFinite { horizon = 100 * a.spring.naturalPeriod }
    // A time scale beyond binary64 still gets a whole horizon, not none.
    if !horizon.isFinite { horizon = .greatestFiniteMagnitude }
    guard horizon.isFinite, horizon > 0 else { return abs(ma.position(at: 0) - mb.position(at: 0)) }
    let period = min(a.spring.period, b.spring.period)
    let perPeriod = period.isFinite ? horizon / period * 64 : 0
    let count = Int(min(Double(maximumSamples), max(2000, perPeriod)).rounded(.up))
    let positionA = ma.positionFunction
    let positionB = mb.positionFunction
    var worst = 0.0
    var stride = coarsestStride
    while stride >= 1 {
      // Multiples of `stride` not visited at a coarser level.
      let first = stride == coarsestStride ? 0 : stride
      let step = stride == coarsestStride ? stride : 2 * stride
      for index in Swift.stride(from: first, through: count, by: step) {
        let t = horizon * Double(index) / Double(count)
        worst = max(worst, abs(positionA(t) - positionB(t)))
        if worst > limit { return worst }
      }
      stride /= 2
    }
    return worst
  }

  /// The first level of `deviation`'s coarse-to-fine visit: every 4096th
  /// sample (a power of two, so the levels below it cover every index).
  static let coarsestStride = 4096

  /// Whether `deviation` can judge a shortening of `motion`: its horizon
  /// (settling to tolerance/4, or 100 natural periods) holds at most
  /// `maximumSamples / 64` damped periods. A spring that rings for more
  /// (ζ = 5e-51, say: 10⁵⁰ periods before it settles) accumulates the
  /// phase error of any rounding over more periods than sampling resolves,
  /// so its parameters keep their full digits.
  /// A motion whose amplitude, about max(1, |v0|/ω0) distances, exceeds
  /// tolerance / 2⁻⁵² (4.5e9 at 1e-6) is not resolvable either: changing
  /// any parameter in its 17th digit already moves it by more than the
  /// tolerance, so no shorter decimal can pass and the search (over
  /// motions evaluated in the wide-exponent path) is skipped.
  static func isResolvable(_ motion: PhysicalSpring, tolerance: Double) -> Bool {
    let omega = motion.spring.naturalFrequency
    if omega.isFinite && omega > 0
      && abs(motion.initialVelocity) / omega * Double.ulpOfOne > tolerance
    {
      return false
    }
    let settle = (try? motion.motion.settlingTime(threshold: tolerance / 4)) ?? .infinity
    let horizon = settle.isFinite ? settle : 100 * motion.spring.naturalPeriod
    let period = motion.spring.period
    guard horizon.isFinite, period.isFinite, period > 0 else { return true }
    return horizon / period * 64 <= Double(maximumSamples)
  }

  /// The most samples `deviation` takes over a horizon.
  static let maximumSamples = 200_000

  /// `value` rounded to `digits` significant decimal digits (correctly
  /// rounded through C's formatting).
  public static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
    Double(cFormat("%.\(max(0, digits - 1))e", value)) ?? value
  }

  /// The plain decimal text of `value`, which must print exactly back to
  /// itself: fixed notation with no trailing zeros when that round-trips
  /// and is short, else the shortest round-trip form.
  public static func text(_ value: Double) -> String {
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude >= 1e-4 && magnitude < 1e15 {
      for decimals in 0...20 {
        let candidate = cFormat("%.\(decimals)f", value)
        if Double(candidate) == value { return candidate }
      }
    }
    return "\(value)"
  }

  /// The parameters of API `id` with every number replaced by the text of
  /// the fewest significant digits (1…17) that keep the motion within
  /// `tolerance` of the distance of the motion of `parameters` as given.
  /// Parameters are shortened one at a time in order, each candidate
  /// checked with the ones shortened before it; flags are unchanged, and a
  /// value no shorter form reproduces (or an API that refuses the values)
  /// keeps its full round-trip text. So does a parameter that has no
  /// effect on the motion (`isMotionFree`: SwiftUI's `blendDuration`,
  /// Compose's `visibilityThreshold`): any rounding of it "reproduces" the
  /// motion, so it is printed as given (or as its default), never trimmed.
  public static func shortest(
    id: String, parameters: [(name: String, value: ParameterValue)],
    context: ConversionContext = .unit,
    tolerance: Double = tolerance
  ) -> [(name: String, text: String)] {
    var current = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.value) })
    func physical(_ values: [String: ParameterValue]) -> PhysicalSpring? {
      try? SpringAPIRegistry.make(id: id, parameters: values).physical(in: context)
    }
    guard let original = physical(current), isResolvable(original, tolerance: tolerance) else {
      return parameters.map { ($0.name, fullText($0.value)) }
    }
    var texts: [(name: String, text: String)] = []
    for (name, value) in parameters {
      guard case .number(let x) = value, x.isFinite, x != 0,
        !isMotionFree(name, of: current, physical: physical)
      else {
        texts.append((name, fullText(value)))
        continue
      }
      var chosen = text(x)
      for digits in 1...17 {
        let candidate = rounded(x, significantDigits: digits)
        if candidate == x {
          chosen = text(x)
          break
        }
        var trial = current
        trial[name] = .number(candidate)
        if let moved = physical(trial),
          moved.reproduces(original, tolerance: spannedTolerance),
          deviation(original, moved, tolerance: tolerance, limit: tolerance) <= tolerance
        {
          current = trial
          chosen = text(candidate)
          break
        }
      }
      texts.append((name, chosen))
    }
    return texts
  }

  /// Whether the number `name` of `values` has no effect on the motion:
  /// the API gives exactly the same physical spring (bit for bit) with the
  /// value doubled and with it halved, wherever it accepts those values
  /// (at least one of them). A parameter the motion depends on moves it at
  /// one of them at least; one that merely saturates at this value (a clamp)
  /// is, at worst, printed in full.
  static func isMotionFree(
    _ name: String, of values: [String: ParameterValue],
    physical: ([String: ParameterValue]) -> PhysicalSpring?
  ) -> Bool {
    guard case .number(let x) = values[name], let reference = physical(values) else {
      return false
    }
    var compared = 0
    for factor in [2.0, 0.5] {
      var trial = values
      trial[name] = .number(x * factor)
      guard let moved = physical(trial) else { continue }
      guard moved == reference else { return false }
      compared += 1
    }
    return compared > 0
  }

  /// A parameter value in full: shortest round-trip for numbers.
  public static func fullText(_ value: ParameterValue) -> String {
    switch value {
    case .number(let x): text(x)
    case .flag(let flag): flag ? "true" : "false"
    }
  }

  static func cFormat(_ format: String, _ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    let length = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
