//===--- ReportManifest.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The list of files `springlab report` wrote into a directory, kept in the
// directory itself. It is what makes the report safe to point anywhere:
// a run overwrites and removes only files the manifest lists, so a file the
// user put there (notes.md, their own figures) is never touched.
//
//===----------------------------------------------------------------------===//

import Foundation

/// The paths `springlab report` wrote in a directory, relative to it.
public struct ReportManifest: Sendable, Hashable {
  /// The manifest's file name inside the report directory.
  public static let fileName = ".springlab-report-manifest"
  /// The first line, naming the format.
  static let header = "# springlab report manifest v1: the files springlab report wrote here"

  /// Relative paths, e.g. `accuracy.md`, `figures/solvers.svg`.
  public var paths: Set<String>

  public init(paths: Set<String>) {
    self.paths = paths
  }

  /// The manifest's text: the header, then one path per line, sorted.
  public var text: String {
    ([Self.header] + paths.sorted()).joined(separator: "\n") + "\n"
  }

  /// Reads the manifest of `directory`.
  /// - Returns: nil when the directory has none.
  /// - Throws: `ReportDirectoryError.unreadableManifest` when the file exists
  ///   but is not a manifest (then nothing may be assumed about the files),
  ///   or lists a path that is not plain and relative inside the directory,
  ///   or lists the manifest itself: entries are untrusted input.
  public static func read(in directory: URL) throws(ReportDirectoryError) -> ReportManifest? {
    let url = directory.appendingPathComponent(fileName)
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    // A FIFO or device would block or never end the read: only a regular file is read.
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw .unreadableManifest(url.path) }
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8),
      text.hasPrefix(header)
    else {
      throw .unreadableManifest(url.path)
    }
    var paths: Set<String> = []
    for line in text.split(separator: "\n").dropFirst() where !line.isEmpty {
      let path = String(line)
      guard ReportDirectory.isSafeRelativePath(path), path != fileName else {
        throw .unreadableManifest(url.path)
      }
      paths.insert(path)
    }
    return ReportManifest(paths: paths)
  }
}
