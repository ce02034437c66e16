//===--- BaselineStore.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
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

  /// Whether `name` may name a baseline: 1 to 100 of the characters
  /// A–Z a–z 0–9 . _ - and not starting with a dot, so that a name can never
  /// reach outside the machine's folder (`../x`, `/tmp/x`) or hide a file.
  public static func isValidName(_ name: String) -> Bool {
    guard (1...100).contains(name.utf8.count), name.first != "." else { return false }
    return name.utf8.allSatisfy { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == 0x2E || byte == 0x5F || byte == 0x2D
    }
  }

  /// The requirement `isValidName` checks, as messages state it.
  public static let nameRequirement =
    "1 to 100 letters, digits, '.', '_' or '-', not starting with '.'"

  /// A baseline name that `isValidName` refuses.
  public struct InvalidName: Error, CustomStringConvertible {
    public var name: String
    public var description: String {
      "invalid baseline name '\(name)': use \(BaselineStore.nameRequirement)"
    }
  }

  /// Where baseline `name` lives (`name` should pass `isValidName`).
  public func url(for name: String) -> URL {
    root.appendingPathComponent(machine).appendingPathComponent("\(name).json")
  }

  /// Saves `report` as baseline `name`.
  /// - Throws: `InvalidName` for a name `isValidName` refuses;
  ///   `NotARegularFile` when the path is a device, FIFO, link or folder;
  ///   file errors.
  public func save(_ report: BenchmarkReport, as name: String) throws {
    guard Self.isValidName(name) else { throw InvalidName(name: name) }
    let url = url(for: name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try RegularFile.write(BenchmarkJSON.encode(report), to: url)
  }

  /// Loads baseline `name`.
  /// - Throws: `InvalidName` for a name `isValidName` refuses; file and
  ///   decoding errors.
  public func load(_ name: String) throws -> BenchmarkReport {
    guard Self.isValidName(name) else { throw InvalidName(name: name) }
    return try BenchmarkJSON.decode(Data(contentsOf: url(for: name)))
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
