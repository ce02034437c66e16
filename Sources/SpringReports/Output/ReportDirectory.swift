//===--- ReportDirectory.swift --------------------------------------------===//
//
// Where the report files go: writing them into a directory, and comparing a
// directory with a fresh run (`springlab report --check`).
//
// The directory may hold anything else: a run touches only the files its
// manifest (ReportManifest.swift) says an earlier run wrote. It refuses,
// before writing anything, to overwrite a file it did not write; it writes
// each file atomically (AtomicFile.swift); and it removes a file only when
// the previous manifest lists it and this run no longer makes it. A
// directory written before manifests existed is adopted file by file: a
// page counts as generated when it starts with the same title and "Generated
// by `springlab report`" line as the new one, a figure when it is an SVG
// with the same <title>.
//
//===----------------------------------------------------------------------===//

import Foundation

/// Why a report directory cannot be written or read.
public enum ReportDirectoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path exists and is not a directory.
  case notADirectory(String)
  /// A file this run would write exists, and no earlier run wrote it.
  case foreignFile(String)
  /// The manifest exists but cannot be read as one.
  case unreadableManifest(String)
  /// A file system call failed: the path and the reason.
  case io(String, String)

  public var description: String {
    switch self {
    case .notADirectory(let path):
      "\(path) exists and is not a directory"
    case .foreignFile(let path):
      "\(path) exists and was not written by springlab report (it is not in the directory's "
        + "\(ReportManifest.fileName)); nothing was written: move the file or choose another --out"
    case .unreadableManifest(let path):
      "\(path) is not a springlab report manifest; nothing was written: remove it or "
        + "choose another --out"
    case .io(let path, let reason):
      "cannot write \(path): \(reason)"
    }
  }
}

/// A directory of generated report files.
public struct ReportDirectory: Sendable {
  /// The directory (e.g. `Reports`).
  public var url: URL

  /// The report directory at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// Whether `path` stays inside the directory: relative, without `.` or
  /// `..` components, not empty.
  static func isSafeRelativePath(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/") else { return false }
    return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
      !$0.isEmpty && $0 != "." && $0 != ".."
    }
  }

  /// Writes `files` and the manifest, then removes the files the previous
  /// manifest lists that this run no longer makes. Returns the paths
  /// written, relative to `url`.
  /// - Throws: `ReportDirectoryError`: `.foreignFile` (before anything is
  ///   written) when a file this run makes exists and no earlier run wrote
  ///   it; `.notADirectory`, `.unreadableManifest`, `.io`.
  public func write(_ files: [ReportFile]) throws(ReportDirectoryError) -> [String] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw .notADirectory(url.path)
    }
    let previous = try ReportManifest.read(in: url)
    for file in files {
      guard Self.isSafeRelativePath(file.path), file.path != ReportManifest.fileName else {
        throw .io(file.path, "not a path inside the report directory")
      }
      let destination = url.appendingPathComponent(file.path)
      var existingIsDirectory: ObjCBool = false
      guard
        manager.fileExists(atPath: destination.path, isDirectory: &existingIsDirectory)
          || Self.isSymbolicLink(destination)
      else { continue }
      if existingIsDirectory.boolValue { throw .foreignFile(destination.path) }
      let owned =
        previous.map { $0.paths.contains(file.path) }
        ?? Self.looksGenerated(destination, like: file)
      if !owned { throw .foreignFile(destination.path) }
    }
    for file in files {
      let destination = url.appendingPathComponent(file.path)
      do {
        try manager.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      } catch {
        throw .io(destination.deletingLastPathComponent().path, error.localizedDescription)
      }
      try AtomicFile.write(file.contents, to: destination)
    }
    let written = Set(files.map(\.path))
    try AtomicFile.write(
      ReportManifest(paths: written).text, to: url.appendingPathComponent(ReportManifest.fileName))
    for stale in (previous?.paths ?? []).subtracting(written).sorted() {
      let path = url.appendingPathComponent(stale).path
      if unlink(path) != 0 && errno != ENOENT { throw .io(path, AtomicFile.reason(errno)) }
    }
    return files.map(\.path)
  }

  /// The differences between the directory and `files` in their
  /// deterministic parts: `missing: …`, `differs: …` and
  /// `not generated any more: …` lines (the last for files the manifest
  /// lists that `files` lacks); empty when they agree. The manifest itself
  /// must list exactly `files`.
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
    switch Result(catching: { () throws(ReportDirectoryError) in try ReportManifest.read(in: url) })
    {
    case .success(nil):
      problems.append("missing: \(ReportManifest.fileName)")
    case .success(let manifest?):
      for extra in manifest.paths.subtracting(generated).sorted() {
        problems.append("not generated any more: \(extra)")
      }
      for unlisted in generated.subtracting(manifest.paths).sorted() {
        problems.append("not in \(ReportManifest.fileName): \(unlisted)")
      }
    case .failure(let error):
      problems.append("\(error)")
    }
    return problems
  }

  /// Whether the report directory lists `path` as generated by a run that
  /// included it (for `--check --no-bench` against a full run's folder).
  public func manifestLists(_ path: String) -> Bool {
    (try? ReportManifest.read(in: url))?.paths.contains(path) ?? false
  }

  private static func isSymbolicLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// Whether the file at `url`, in a directory without a manifest, is what
  /// an earlier run of the report wrote for `file`: a page with the same
  /// title and "Generated by `springlab report`" line, or an SVG with the
  /// same <title>.
  static func looksGenerated(_ url: URL, like file: ReportFile) -> Bool {
    guard !isSymbolicLink(url), let data = FileManager.default.contents(atPath: url.path) else {
      return false
    }
    let existing = String(decoding: data.prefix(4096), as: UTF8.self)
    let new = String(file.contents.prefix(4096))
    if file.path.hasSuffix(".md") {
      let marker = "_Generated by `springlab report`; do not edit by hand._"
      let lines = existing.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)
      let newLines = new.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)
      return lines.count > 2 && newLines.count > 2 && lines[0] == newLines[0] && lines[2] == marker
    }
    if file.path.hasSuffix(".svg") {
      func title(_ text: String) -> Substring? {
        guard text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""),
          let start = text.range(of: "<title>"), let end = text.range(of: "</title>"),
          start.upperBound <= end.lowerBound
        else { return nil }
        return text[start.upperBound..<end.lowerBound]
      }
      return title(existing) != nil && title(existing) == title(new)
    }
    return false
  }
}
