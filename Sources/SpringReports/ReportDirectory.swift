//===--- ReportDirectory.swift --------------------------------------------===//
//
// Where the report files go: writing them into a directory, and comparing a
// directory with a fresh run (`springlab report --check`).
//
//===----------------------------------------------------------------------===//

import Foundation

/// A directory of generated report files.
public struct ReportDirectory: Sendable {
  /// The directory (e.g. `Reports`).
  public var url: URL

  /// The report directory at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// Writes `files` and removes generated files of earlier runs that this
  /// run no longer makes. Returns the paths written, relative to `url`.
  public func write(_ files: [ReportFile]) throws -> [String] {
    for file in files {
      let destination = url.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: destination)
    }
    let kept = Set(files.map(\.path))
    for stale in existingReportFiles() where !kept.contains(stale) {
      try FileManager.default.removeItem(at: url.appendingPathComponent(stale))
    }
    return files.map(\.path)
  }

  /// The differences between the directory and `files` in their
  /// deterministic parts: `missing: …`, `differs: …` and
  /// `not generated any more: …` lines; empty when they agree.
  public func differences(from files: [ReportFile]) -> [String] {
    var problems: [String] = []
    for file in files {
      let path = url.appendingPathComponent(file.path).path
      guard let data = FileManager.default.contents(atPath: path) else {
        problems.append("missing: \(file.path)")
        continue
      }
      let existing = ReportFile(
        path: file.path, contents: String(decoding: data, as: UTF8.self), isTiming: file.isTiming)
      if existing.deterministicContents != file.deterministicContents {
        problems.append("differs: \(file.path)")
      }
    }
    let generated = Set(files.map(\.path))
    for extra in existingReportFiles() where !generated.contains(extra) {
      problems.append("not generated any more: \(extra)")
    }
    return problems
  }

  /// The .md and .svg files under the directory, relative paths.
  private func existingReportFiles() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".md") || $0.hasSuffix(".svg") }.sorted()
  }
}
