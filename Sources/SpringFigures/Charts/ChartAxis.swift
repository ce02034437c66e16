//===--- ChartAxis.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An axis as the caller describes it (title, unit, linear or log10, optional
// fixed domain) and as resolved against data (domain, ticks, mapping).
//
// Linear axes without a fixed domain extend to "nice" tick multiples
// (1, 2 or 5 × 10ᵏ, about six ticks). Log axes extend to whole decades and
// put their ticks at decades — every decade, or every n-th when more than
// ten; if a fixed domain spans less than two decades, 2× and 5× ticks are
// added.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Linear or base-10 logarithmic scale.
public enum AxisScale: String, Sendable, Hashable {
  /// Positions proportional to the value.
  case linear
  /// Positions by log10(value); only values > 0 can be shown.
  case log10
}

/// An axis as described by the caller.
public struct ChartAxis: Sendable, Hashable {
  /// What the axis measures, e.g. "time".
  public var title: String
  /// The unit, e.g. "s"; shown as "title (unit)". Empty for dimensionless.
  public var unit: String
  /// Linear or log10.
  public var scale: AxisScale
  /// A fixed domain, or nil to fit the data. For log10 both ends must be > 0.
  public var domain: ClosedRange<Double>?
  /// Tick values to draw instead of the automatic ones (e.g. the frame
  /// rates actually measured); those outside the domain are dropped.
  public var tickValues: [Double]?

  /// Creates an axis description.
  public init(
    title: String, unit: String = "", scale: AxisScale = .linear,
    domain: ClosedRange<Double>? = nil, tickValues: [Double]? = nil
  ) {
    self.title = title
    self.unit = unit
    self.scale = scale
    self.domain = domain
    self.tickValues = tickValues
  }

  /// The label drawn along the axis: "title (unit)" or just "title".
  public var label: String { unit.isEmpty ? title : "\(title) (\(unit))" }

  /// Whether `value` can be placed on this axis: finite, and > 0 on log10.
  public func accepts(_ value: Double) -> Bool {
    value.isFinite && (scale == .linear || value > 0)
  }

  /// Resolves the axis for `values` (those it does not accept are ignored).
  /// With no usable value and no fixed domain the domain is 0…1 (linear) or
  /// 1…10 (log10).
  public func resolved<S: Sequence>(for values: S) -> ResolvedAxis where S.Element == Double {
    var axis = automaticallyResolved(for: values)
    axis.tickValues = tickValues
    return axis
  }

  private func automaticallyResolved<S: Sequence>(for values: S) -> ResolvedAxis
  where S.Element == Double {
    if let domain, accepts(domain.lowerBound), accepts(domain.upperBound),
      domain.lowerBound < domain.upperBound
    {
      return ResolvedAxis(
        scale: scale, lower: domain.lowerBound, upper: domain.upperBound, fitted: false)
    }
    var low = Double.infinity
    var high = -Double.infinity
    for value in values where accepts(value) {
      low = min(low, value)
      high = max(high, value)
    }
    if low > high {
      return scale == .linear
        ? ResolvedAxis(scale: scale, lower: 0, upper: 1, fitted: false)
        : ResolvedAxis(scale: scale, lower: 1, upper: 10, fitted: false)
    }
    switch scale {
    case .linear:
      if low == high {
        let pad = low == 0 ? 1 : abs(low) * 0.1
        low -= pad
        high += pad
      }
      let step = ResolvedAxis.niceStep(for: high - low)
      return ResolvedAxis(
        scale: .linear, lower: (low / step).rounded(.down) * step,
        upper: (high / step).rounded(.up) * step, fitted: true)
    case .log10:
      var lowDecade = Int(log10(low).rounded(.down))
      var highDecade = Int(log10(high).rounded(.up))
      // Guard against log10 rounding at exact powers of ten.
      if ResolvedAxis.decade(lowDecade + 1) <= low { lowDecade += 1 }
      if ResolvedAxis.decade(highDecade - 1) >= high { highDecade -= 1 }
      if highDecade <= lowDecade { highDecade = lowDecade + 1 }
      return ResolvedAxis(
        scale: .log10, lower: ResolvedAxis.decade(lowDecade),
        upper: ResolvedAxis.decade(highDecade),
        fitted: true)
    }
  }
}

/// One tick: its value and its label.
public struct AxisTick: Sendable, Hashable {
  /// Value in data units.
  public var value: Double
  /// Label text (4 significant digits, or 10ⁿ on wide log axes).
  public var label: String
}

/// An axis resolved against data: its domain, ticks and value → fraction map.
public struct ResolvedAxis: Sendable, Hashable {
  /// Linear or log10.
  public var scale: AxisScale
  /// The value at the start of the axis (left or bottom).
  public var lower: Double
  /// The value at the end of the axis (right or top).
  public var upper: Double
  /// Whether the domain was fitted to data (and so rounded to nice values).
  public var fitted: Bool
  /// Tick values chosen by the caller (`ChartAxis.tickValues`); nil for
  /// automatic ticks.
  public var tickValues: [Double]?

  /// Creates a resolved axis; `lower < upper`, both > 0 for log10.
  public init(scale: AxisScale, lower: Double, upper: Double, fitted: Bool = false) {
    self.scale = scale
    self.lower = lower
    self.upper = upper
    self.fitted = fitted
  }

  /// Where `value` falls along the axis: 0 at `lower`, 1 at `upper` (exactly),
  /// outside 0…1 beyond the domain; nil if the value cannot be placed
  /// (not finite, or ≤ 0 on a log axis).
  public func fraction(of value: Double) -> Double? {
    guard value.isFinite else { return nil }
    switch scale {
    case .linear:
      return (value - lower) / (upper - lower)
    case .log10:
      guard value > 0 else { return nil }
      let low = log10(lower)
      let high = log10(upper)
      return (log10(value) - low) / (high - low)
    }
  }

  /// The ticks inside the domain, ascending, with labels.
  public var ticks: [AxisTick] {
    if let tickValues {
      return tickValues.sorted().filter {
        fraction(of: $0).map { $0 >= -1e-12 && $0 <= 1 + 1e-12 } ?? false
      }.map { AxisTick(value: $0, label: SVGFormat.significant($0)) }
    }
    switch scale {
    case .linear: return linearTicks
    case .log10: return logTicks
    }
  }

  private var linearTicks: [AxisTick] {
    let step = Self.niceStep(for: upper - lower)
    let first = (lower / step - 1e-9).rounded(.up)
    let last = (upper / step + 1e-9).rounded(.down)
    guard first <= last, last - first < 1000 else { return [] }
    return stride(from: first, through: last, by: 1).map { k in
      let value = k == 0 ? 0 : k * step
      return AxisTick(value: value, label: SVGFormat.significant(value))
    }
  }

  private var logTicks: [AxisTick] {
    // Smallest k with 10ᵏ ≥ lower and largest k with 10ᵏ ≤ upper.
    var lowDecade = Int(log10(lower).rounded(.up))
    if Self.decade(lowDecade - 1) >= lower { lowDecade -= 1 }
    if Self.decade(lowDecade) < lower { lowDecade += 1 }
    var highDecade = Int(log10(upper).rounded(.down))
    if Self.decade(highDecade + 1) <= upper { highDecade += 1 }
    if Self.decade(highDecade) > upper { highDecade -= 1 }
    let decades = lowDecade <= highDecade ? Array(lowDecade...highDecade) : []
    let wide = decades.contains { $0 < -3 || $0 > 3 }
    func label(_ exponent: Int) -> String {
      wide ? SVGFormat.powerOfTen(exponent) : SVGFormat.significant(Self.decade(exponent))
    }
    if decades.count >= 2 {
      let every = max(1, (decades.count + 9) / 10)
      return decades.filter { $0 % every == 0 }.map {
        AxisTick(value: Self.decade($0), label: label($0))
      }
    }
    // Less than two decades: add 2× and 5× ticks.
    var ticks: [AxisTick] = []
    let start = Int(log10(lower).rounded(.down)) - 1
    let end = Int(log10(upper).rounded(.up))
    for exponent in start...end {
      for multiple in [1.0, 2, 5] {
        let value = multiple * Self.decade(exponent)
        if value >= lower * (1 - 1e-12) && value <= upper * (1 + 1e-12) {
          ticks.append(AxisTick(value: value, label: SVGFormat.significant(value)))
        }
      }
    }
    return ticks
  }

  /// 10ⁿ correctly rounded (parsed from "1eN", exact for decimal decades).
  static func decade(_ exponent: Int) -> Double { Double("1e\(exponent)")! }

  /// A step of 1, 2 or 5 × 10ᵏ giving about six intervals over `span` > 0.
  static func niceStep(for span: Double) -> Double {
    guard span > 0 && span.isFinite else { return 1 }
    // Six intervals of a span near the smallest subnormal underflow to 0:
    // then the span itself is the step (and 10^k stays above 0 below).
    let raw = span / 6
    guard raw > 0 else { return span }
    let exponent = max(-323, Int(log10(raw).rounded(.down)))
    let magnitude = decade(exponent)
    let residual = raw / magnitude
    // A relative slack keeps a span like 6 × 0.2 = 1.2000000000000002 on 0.2.
    let slack = 1 + 1e-9
    let multiple: Double =
      residual <= slack ? 1 : residual <= 2 * slack ? 2 : residual <= 5 * slack ? 5 : 10
    return multiple * magnitude
  }
}
