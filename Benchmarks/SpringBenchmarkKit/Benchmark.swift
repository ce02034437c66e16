//===--- Benchmark.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// One throughput measurement: a named workload processing a fixed number of
/// items (samples, queries, outputs) per iteration.
public struct Benchmark: Sendable {
  /// Dotted name, e.g. `closed-form.direct`; filters match its prefix.
  public var name: String
  /// Unit of the reported figure, e.g. `ns/sample`.
  public var unit: String
  /// Items processed by one call of `body`.
  public var itemsPerIteration: Int
  /// Runs the workload once and returns a checksum (kept, so the work cannot
  /// be optimized away).
  public var body: @Sendable () -> Double

  public init(
    name: String, unit: String, itemsPerIteration: Int, body: @escaping @Sendable () -> Double
  ) {
    self.name = name
    self.unit = unit
    self.itemsPerIteration = itemsPerIteration
    self.body = body
  }
}
