//===--- RecordAgreement.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SpringLab's value for each recorded quantity, computed live through the
// public mapping registry and the Core Animation emulation, and how well
// it agrees with the record.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// How a SpringLab value compares with a recorded one.
public enum Agreement: String, Sendable, Hashable, CaseIterable {
  /// The same binary64 number.
  case identical = "identical"
  /// A single-precision record equal to SpringLab's value rounded to
  /// `Float`.
  case identicalAsFloat = "identical in single precision"
  /// Within the record's print resolution (half a unit in its last printed
  /// digit).
  case withinPrint = "within the printed digits"
  /// A single-precision record within one `Float` ulp of SpringLab's value
  /// rounded to `Float` (the API computes in single precision).
  case withinSinglePrecision = "within single precision"
  /// Farther apart than the record's own precision.
  case differs = "differs"

  /// Whether the two agree to the record's precision.
  public var agrees: Bool { self != .differs }

  /// 2 identical, 1 within the record's precision, 0 differs: a group is
  /// as strong as its weakest member.
  public var rank: Int {
    switch self {
    case .identical: 2
    case .identicalAsFloat, .withinPrint, .withinSinglePrecision: 1
    case .differs: 0
    }
  }
}

/// One record against SpringLab.
public struct RecordComparison: Sendable, Hashable {
  /// The record.
  public let record: RecordedValue
  /// SpringLab's value; nil when SpringLab cannot compute it (which is then
  /// reported as a difference).
  public let computed: Double?
  /// |computed − recorded| (+infinity when either is missing).
  public let difference: Double
  /// The record's print resolution (`RecordedValue.printResolution`).
  public let printResolution: Double
  /// The agreement class.
  public let agreement: Agreement

  /// Compares `record` with SpringLab's value `computed`, reading the
  /// record's text once (tables of a million rows sort and count these).
  public init(record: RecordedValue, computed: Double?) {
    self.record = record
    self.computed = computed
    let value = record.value
    let resolution = record.printResolution
    if let computed, let value {
      difference = abs(computed - value)
    } else {
      difference = .infinity
    }
    printResolution = resolution
    agreement = RecordComparison.classify(
      recorded: value, computed: computed, resolution: resolution,
      singlePrecision: record.isSinglePrecision)
  }

  /// The agreement of `computed` with a record printed as `recorded` with
  /// print resolution `resolution`.
  public static func classify(
    recorded: Double?, computed: Double?, resolution: Double, singlePrecision: Bool
  ) -> Agreement {
    guard let recorded, let computed, computed.isFinite else { return .differs }
    if computed == recorded { return .identical }
    if singlePrecision {
      let rounded = Float(computed)
      let stored = Float(recorded)
      if rounded == stored { return .identicalAsFloat }
      return abs(rounded - stored) <= stored.ulp ? .withinSinglePrecision : .differs
    }
    return abs(computed - recorded) <= resolution ? .withinPrint : .differs
  }
}

/// Computes SpringLab's side of every record.
public enum RecordAgreement {
  /// Every record of `records` against SpringLab, in order. Each API and
  /// parameter set is converted once, however many records ask about it.
  public static func compare(_ records: [RecordedValue] = RecordCatalog.all) -> [RecordComparison] {
    var sources = SourceCache()
    return records.map {
      RecordComparison(record: $0, computed: computed($0.quantity, sources: &sources))
    }
  }

  /// SpringLab's value of `quantity`; nil when the mapping refuses it.
  public static func computed(_ quantity: RecordedQuantity) -> Double? {
    var sources = SourceCache()
    return computed(quantity, sources: &sources)
  }

  /// The source side of conversions already made, by API and parameters:
  /// at most `limit` of them (then it starts over), so a file of distinct
  /// springs costs a bounded cache, not one entry per row.
  struct SourceCache {
    typealias Source = (physical: PhysicalSpring, derived: [DerivedValue])
    static let limit = 4096
    /// An API and its parameters (a dictionary hashes and compares without
    /// regard to order; the values are finite, so == is exact).
    private struct Key: Hashable {
      var api: String
      var parameters: [String: Double]
    }
    private var sources: [Key: Result<Source, MappingError>] = [:]
    /// The last lookup: a records file lists one spring's rows together.
    private var last: (key: Key, result: Result<Source, MappingError>)?

    /// `SpringConversion.source` of `api` with `parameters`, or the
    /// mapping's refusal.
    mutating func result(_ api: String, _ parameters: [String: Double]) -> Result<
      Source, MappingError
    > {
      let key = Key(api: api, parameters: parameters)
      if let last, last.key == key { return last.result }
      let made: Result<Source, MappingError>
      if let known = sources[key] {
        made = known
      } else {
        made = Result { () throws(MappingError) -> Source in
          try SpringConversion.source(api, parameters: parameters.mapValues { .number($0) })
        }
        if sources.count >= Self.limit { sources.removeAll(keepingCapacity: true) }
        sources[key] = made
      }
      last = (key, made)
      return made
    }

    /// The source; nil when the mapping refuses the parameters.
    mutating func source(_ api: String, _ parameters: [String: Double]) -> Source? {
      try? result(api, parameters).get()
    }
  }

  static func computed(_ quantity: RecordedQuantity, sources: inout SourceCache) -> Double? {
    switch quantity {
    case .value(let api, let parameters, let time):
      guard let source = sources.source(api, parameters) else { return nil }
      return 1 + source.physical.motion.position(at: time)
    case .velocity(let api, let parameters, let time):
      guard let source = sources.source(api, parameters) else { return nil }
      return source.physical.motion.velocity(at: time)
    case .derived(let api, let parameters, let name):
      guard let source = sources.source(api, parameters) else { return nil }
      return source.derived.first { $0.name == name }?.value
    case .durationForEpsilon(let mass, let stiffness, let damping, let velocity, let epsilon):
      guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping) else {
        return nil
      }
      return CoreAnimationSettlingDuration.duration(
        spring: spring, velocity: velocity, allowsOverdamping: false, epsilon: epsilon)
    case .solveForInput(
      let mass, let stiffness, let damping, let velocity, let fraction, let durationEpsilon):
      guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping),
        let duration = CoreAnimationSettlingDuration.duration(
          spring: spring, velocity: velocity, allowsOverdamping: false, epsilon: durationEpsilon)
      else { return nil }
      let animated = CoreAnimationSpring.animated(spring, allowsOverdamping: false)
      let motion = SpringMotion(spring: animated, position: -1, velocity: velocity)
      return 1 + motion.position(at: Double(fraction) * duration)
    }
  }

  /// Whether SpringLab has a value for `quantity` at all: false for a
  /// derived value the API's mapping does not compute (or whose algorithm
  /// is not recovered for these parameters). A spring the mapping refuses
  /// counts as emulated, so that its record shows as a difference.
  public static func emulates(_ quantity: RecordedQuantity) -> Bool {
    var sources = SourceCache()
    return emulates(quantity, sources: &sources)
  }

  static func emulates(_ quantity: RecordedQuantity, sources: inout SourceCache) -> Bool {
    guard case .derived(let api, let parameters, let name) = quantity,
      let source = sources.source(api, parameters)
    else { return true }
    return source.derived.contains { $0.name == name && $0.value != nil }
  }

  /// The whole conversion of `api` with `parameters` (every API's entry);
  /// nil when the mapping refuses them.
  static func conversion(_ api: String, _ parameters: [String: Double]) -> SpringConversion? {
    try? SpringConversion(from: api, parameters: parameters.mapValues { .number($0) })
  }
}

/// The comparisons grouped for a table: one row per source, API and kind of
/// quantity.
public struct RecordGroup: Sendable {
  /// The source.
  public var source: RecordSource
  /// The SpringLab API id.
  public var api: String
  /// What the rows hold, e.g. "`Spring.value` at 7 times × 3 velocities".
  public var quantity: String
  /// The comparisons.
  public var comparisons: [RecordComparison]

  /// The largest |computed − recorded|.
  public var worstDifference: Double { comparisons.map(\.difference).max() ?? 0 }
  /// The largest print resolution of the group.
  public var resolution: Double { comparisons.map(\.printResolution).max() ?? 0 }
  /// The weakest agreement of the group.
  public var agreement: Agreement {
    comparisons.map(\.agreement).min { $0.rank < $1.rank } ?? .identical
  }

  /// Groups `comparisons` by source, API and quantity kind, keeping order.
  public static func grouping(_ comparisons: [RecordComparison]) -> [RecordGroup] {
    var groups: [RecordGroup] = []
    for comparison in comparisons {
      let kind = describe(comparison.record)
      if let index = groups.firstIndex(where: {
        $0.source == comparison.record.source && $0.api == comparison.record.api
          && $0.quantity == kind
      }) {
        groups[index].comparisons.append(comparison)
      } else {
        groups.append(
          RecordGroup(
            source: comparison.record.source, api: comparison.record.api, quantity: kind,
            comparisons: [comparison]))
      }
    }
    return groups
  }

  /// The kind of quantity a record holds, for grouping.
  static func describe(_ record: RecordedValue) -> String {
    switch record.quantity {
    case .value: return "\(record.subject): `value(target: 1, initialVelocity:time:)`"
    case .velocity: return "\(record.subject): `velocity(target: 1, initialVelocity:time:)`"
    case .derived(_, _, let name): return "`\(name)`"
    case .durationForEpsilon: return "`durationForEpsilon:` / `settlingDuration`"
    case .solveForInput: return "`_solveForInput:` (position at a fraction of the duration)"
    }
  }
}
