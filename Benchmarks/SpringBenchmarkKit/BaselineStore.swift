//===--- BaselineStore.swift ----------------------------------------------===//
//
// Saved benchmark reports, kept per machine so that one machine's figures are
// never compared with another's: <root>/<machine identifier>/<name>.json.
// The root (.benchmarkBaselines by default) is not committed.
//
//===----------------------------------------------------------------------===//

import Foundation

/// Reads and writes named baselines for one machine.
public struct BaselineStore: Sendable {
  /// The directory holding every machine's baselines.
  public var root: URL
  /// This machine's identifier (a subdirectory of `root`).
  public var machine: String

  public init(root: URL, machine: String) {
    self.root = root
    self.machine = machine
  }

  /// Where baseline `name` lives.
  public func url(for name: String) -> URL {
    root.appendingPathComponent(machine).appendingPathComponent("\(name).json")
  }

  /// Saves `report` as baseline `name`.
  public func save(_ report: BenchmarkReport, as name: String) throws {
    let url = url(for: name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try BenchmarkJSON.encode(report).write(to: url)
  }

  /// Loads baseline `name`.
  public func load(_ name: String) throws -> BenchmarkReport {
    try BenchmarkJSON.decode(Data(contentsOf: url(for: name)))
  }
}

/// The JSON encoding of benchmark reports: pretty, sorted keys, stable.
public enum BenchmarkJSON {
  public static func encode(_ report: BenchmarkReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(report) + Data("\n".utf8)
  }

  public static func decode(_ data: Data) throws -> BenchmarkReport {
    try JSONDecoder().decode(BenchmarkReport.self, from: data)
  }
}
