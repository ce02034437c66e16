//===--- BenchmarkResult.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The JSON a benchmark run writes and a baseline stores:
//   {"machine": {…}, "results": [{"name", "unit", "median", "min", "max", "samples"}]}
//
//===----------------------------------------------------------------------===//

/// One measured figure. For timings, median/min/max are over repetitions of
/// `unit` (e.g. ns per sample); for deterministic figures (instruction counts,
/// accuracy) the three are equal.
public struct BenchmarkResult: Codable, Hashable, Sendable {
  public var name: String
  public var unit: String
  public var median: Double
  public var min: Double
  public var max: Double
  /// Number of repetitions the figures summarize.
  public var samples: Int
  /// Every repetition's figure, ascending, for timings (absent from files
  /// written before it was recorded): what `BenchmarkComparison` ranks.
  public var repetitions: [Double]?

  public init(
    name: String, unit: String, median: Double, min: Double, max: Double, samples: Int,
    repetitions: [Double]? = nil
  ) {
    self.repetitions = repetitions
    self.name = name
    self.unit = unit
    self.median = median
    self.min = min
    self.max = max
    self.samples = samples
  }

  /// A deterministic figure: one value, compared exactly.
  public init(name: String, unit: String, exactly value: Double) {
    self.init(name: name, unit: unit, median: value, min: value, max: value, samples: 1)
  }

  /// Whether this figure is deterministic (instruction counts, accuracy), so
  /// that any increase is a regression whatever the threshold.
  public var isDeterministic: Bool {
    unit.hasPrefix("instructions") || unit == "K" || unit.hasPrefix("ulp")
  }
}

/// A whole run: where it ran and what it measured.
public struct BenchmarkReport: Codable, Hashable, Sendable {
  public var machine: MachineDescription
  public var results: [BenchmarkResult]

  public init(machine: MachineDescription, results: [BenchmarkResult]) {
    self.machine = machine
    self.results = results
  }

  /// The result named `name` (in `unit`, when given), if measured.
  public func result(named name: String, unit: String? = nil) -> BenchmarkResult? {
    results.first { $0.name == name && (unit == nil || $0.unit == unit) }
  }
}
