//===--- TemporaryFiles.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The temporary files AtomicFile writes before its rename(2), and their
// cleanup. Each is named `.<file>.springlab-<pid>-<random>` beside its
// destination, so a run can recognise them: while a report writes, the
// live ones are registered and removed by a signal handler when SIGINT,
// SIGTERM or SIGHUP arrives (then the signal's default action ends the process, with the
// status a shell expects); a run killed by SIGKILL cannot clean up, so the
// next run removes such files whose process is gone (issue 29).
//
//===----------------------------------------------------------------------===//

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cleanup of `springlab report`'s temporary files.
public enum TemporaryFiles {
  /// The part of a temporary file's name before the process id.
  static let marker = ".springlab-"

  /// The live temporaries as C strings, for the signal handler: a fixed
  /// table it can read without locks or allocation (unlink(2), signal(2)
  /// and raise(3) are async-signal-safe). The report writes one file at a
  /// time, so a few slots suffice; entries are never freed, so the handler
  /// cannot read a freed string.
  static let slotCount = 64
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
    {
      let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
      table.initialize(repeating: nil, count: slotCount)
      return table
    }()
  private static let lock = NSLock()

  /// A fresh temporary name for a file called `name`, in its folder.
  static func name(for name: String) -> String {
    ".\(name)\(marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  }

  static func register(_ path: String) {
    lock.withLock {
      if let free = (0..<slotCount).first(where: { slots[$0] == nil }) {
        slots[free] = strdup(path)
      }
    }
  }

  static func unregister(_ path: String) {
    lock.withLock {
      for index in 0..<slotCount where slots[index].map({ String(cString: $0) == path }) == true {
        slots[index] = nil
      }
    }
  }

  /// Whether `path` is a temporary this process is writing now.
  static func isLive(_ path: String) -> Bool {
    lock.withLock {
      (0..<slotCount).contains { slots[$0].map { String(cString: $0) == path } == true }
    }
  }

  /// From now on, SIGINT, SIGTERM and SIGHUP remove the temporary files
  /// being written, then end the process by the signal's default action
  /// (so the exit status is the one a shell expects). Idempotent.
  public static func removeOnInterruption() {
    _ = slots  // initialised here, never first inside the handler
    let handler: @convention(c) (Int32) -> Void = { number in
      for index in 0..<TemporaryFiles.slotCount {
        if let path = TemporaryFiles.slots[index] { unlink(path) }
      }
      signal(number, SIG_DFL)
      raise(number)
    }
    // A parent may have started us with these signals blocked (the mask is
    // inherited through exec); a run that promises to clean up receives them.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, handler)
      sigaddset(&unblocked, number)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }

  /// Removes, from `directory`, regular files named as this type names
  /// temporaries whose process no longer runs (or is this one but not
  /// writing them): the leftovers of a run killed by SIGKILL. A file of a
  /// report still running elsewhere is left alone.
  static func removeStale(in directory: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return }
    for name in names {
      guard let process = owningProcess(ofTemporaryName: name) else { continue }
      let path = directory.appendingPathComponent(name).path
      let gone =
        process == getpid() ? !isLive(path) : kill(process, 0) != 0 && errno == ESRCH
      var status = stat()
      guard gone, lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
      unlink(path)
    }
  }

  /// The process id in a name `.<file>.springlab-<pid>-<digits>`, or nil
  /// when `name` is not a temporary's name.
  static func owningProcess(ofTemporaryName name: String) -> pid_t? {
    guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards),
      range.lowerBound > name.index(after: name.startIndex)
    else { return nil }
    let parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      parts[1].allSatisfy(\.isNumber), let process = pid_t(parts[0]), process > 0
    else { return nil }
    return process
  }
}
