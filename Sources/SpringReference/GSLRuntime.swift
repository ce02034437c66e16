//===--- GSLRuntime.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// GSL's process-wide error handler, switched off exactly once.
//
// By default GSL reports an error by calling its handler, which prints and
// calls abort(): one bad input would kill the whole process (a test runner
// with every other test in it, or a command-line tool mid-output). With the
// handler off, every GSL function returns its status instead, and
// SpringReference turns each status into a Swift error.
//
// The switch is a lazily initialized global: Swift runs the initializer once,
// under a lock, the first time any thread touches it, so it is thread-safe and
// happens before the first GSL call of every entry point that touches it.
//
//===----------------------------------------------------------------------===//

import CGSL

/// Runs `gsl_set_error_handler_off()` once per process, on first use.
private let gslErrorHandlerOff: Void = { _ = gsl_set_error_handler_off() }()

/// Process-wide GSL set-up shared by every SpringReference entry point.
public enum GSLRuntime {
  /// Switches GSL's abort-on-error handler off, once per process (later calls
  /// do nothing). Thread-safe.
  ///
  /// Every SpringReference function that reaches GSL calls this first; call it
  /// yourself only before using the `CGSL` module directly.
  public static func prepare() {
    _ = gslErrorHandlerOff
  }

  /// GSL's own description of `status` (`gsl_strerror`), e.g. `"failure"` for
  /// −1 or `"problem with user-supplied function"` for `GSL_EBADFUNC`.
  public static func message(for status: Int32) -> String {
    prepare()
    guard let text = gsl_strerror(status) else { return "unknown GSL status \(status)" }
    return String(cString: text)
  }
}
