//===--- BenchmarkHistory.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The benchmark history: one JSON object per line, appended by every
// `springlab bench --save`, so that figures can be followed across commits:
//   {"build": …, "commit": …, "date": …, "machine": {…}, "results": [{…}]}
//
//===----------------------------------------------------------------------===//

import Foundation

/// One line of the history: a run, when and on what it ran.
public struct BenchmarkHistoryEntry: Codable, Hashable, Sendable {
  /// The git revision measured (`MachineDescription.revision`).
  public var commit: String
  /// When the run finished, ISO 8601 in UTC, e.g. `2026-12-01T12:00:00Z`.
  public var date: String
  public var machine: MachineDescription
  /// How the binary was built (SPRINGLAB_BUILD as the scripts set it).
  public var build: String
  public var results: [BenchmarkResult]

  public init(report: BenchmarkReport, date: Date, build: String) {
    commit = report.machine.revision
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    self.date = formatter.string(from: date)
    machine = report.machine
    self.build = build
    results = report.results
  }
}

/// Appends to and reads a JSON-lines history file.
public enum BenchmarkHistory {
  /// `entry` as one line of JSON (sorted keys, no newline inside), ending in "\n".
  public static func line(_ entry: BenchmarkHistoryEntry) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(entry) + Data("\n".utf8)
  }

  /// Appends `entry` to the history at `url`, creating the file (and its
  /// directory) when absent.
  /// - Throws: `NotARegularFile` when the path exists and is not a regular
  ///   file (a FIFO would block the append); file errors.
  public static func append(_ entry: BenchmarkHistoryEntry, to url: URL) throws {
    let data = try line(entry)
    let manager = FileManager.default
    try manager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try RegularFile.requireWritable(url)
    guard manager.fileExists(atPath: url.path) else { return try data.write(to: url) }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: data)
  }

  /// Every entry of the history at `url`, oldest first.
  /// - Throws: when the file cannot be read or a line is not an entry
  ///   (the error names the line, from 1).
  public static func load(_ url: URL) throws -> [BenchmarkHistoryEntry] {
    let text = try String(contentsOf: url, encoding: .utf8)
    var entries: [BenchmarkHistoryEntry] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.trimmingCharacters(in: .whitespaces).isEmpty {
      do {
        entries.append(try JSONDecoder().decode(BenchmarkHistoryEntry.self, from: Data(line.utf8)))
      } catch {
        throw Invalid(description: "\(url.path) line \(index + 1): not a history entry: \(error)")
      }
    }
    return entries
  }

  /// A history line that cannot be read.
  public struct Invalid: Error, CustomStringConvertible {
    public var description: String
  }
}
