//===--- AtomicFile.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Writing a file so that readers see the old contents or the new, never a
// half-written file: the bytes go to a temporary file in the same directory,
// which then replaces the destination with rename(2), atomic on POSIX file
// systems.
//
//===----------------------------------------------------------------------===//

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Atomic replacement of one file's contents.
enum AtomicFile {
  /// Writes `contents` to `url` through a temporary sibling and rename(2).
  /// The new file gets mode 0644 less the umask.
  /// - Throws: `ReportDirectoryError.io` naming the file and the reason;
  ///   the temporary file is removed and the destination left as it was.
  static func write(_ contents: String, to url: URL) throws(ReportDirectoryError) {
    let directory = url.deletingLastPathComponent().path
    let temporary = "\(directory)/\(TemporaryFiles.name(for: url.lastPathComponent))"
    TemporaryFiles.register(temporary)
    defer { TemporaryFiles.unregister(temporary) }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .io(url.path, Self.reason(errno)) }
    var failure: Int32?
    var bytes = Array(contents.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          failure = written < 0 ? errno : EIO
          return
        }
      }
    }
    if failure == nil && fsync(descriptor) != 0 && errno != EINVAL { failure = errno }
    if close(descriptor) != 0 && failure == nil { failure = errno }
    if failure == nil && rename(temporary, url.path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw .io(url.path, Self.reason(failure))
    }
  }

  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// write(2), named apart from `AtomicFile.write(_:to:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
