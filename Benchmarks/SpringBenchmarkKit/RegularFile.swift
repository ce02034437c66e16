//===--- RegularFile.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The rule every file `springlab bench` writes follows: it writes a regular
// file or creates a new one, and nothing else. A device node (/dev/null,
// /dev/full), a FIFO, a socket, a directory or a symbolic link at the path is
// refused before any byte is written, so an atomic rename can never replace
// a device with a regular file and an append can never block on a FIFO
// (issue 29).
//
//===----------------------------------------------------------------------===//

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path that exists and is not a regular file, so SpringLab will not write it.
public struct NotARegularFile: Error, CustomStringConvertible, Sendable, Hashable {
  /// The path as given.
  public var path: String
  /// What the path is: "a directory", "a symbolic link", "a FIFO", …
  public var kind: String

  public init(path: String, kind: String) {
    self.path = path
    self.kind = kind
  }

  public var description: String {
    "\(path) is \(kind), not a regular file: springlab writes only regular files "
      + "(or creates new ones); choose another path"
  }
}

/// Writing only to regular files.
public enum RegularFile {
  /// Refuses a path that exists (without following a final symbolic link)
  /// and is not a regular file; a missing path passes.
  /// - Throws: `NotARegularFile` naming the path and what it is.
  public static func requireWritable(_ url: URL) throws(NotARegularFile) {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return }
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: kind = "a directory"
    case S_IFLNK: kind = "a symbolic link"
    case S_IFIFO: kind = "a FIFO"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a regular file"
    }
    throw NotARegularFile(path: url.path, kind: kind)
  }

  /// Writes `data` to `url` atomically (a temporary sibling, then rename)
  /// after `requireWritable(url)`.
  /// - Throws: `NotARegularFile`, or the file system's error.
  public static func write(_ data: Data, to url: URL) throws {
    try requireWritable(url)
    try data.write(to: url, options: .atomic)
  }
}
