//===--- NumericsPlatform.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The platform behind accuracy.md's numbers: the scalar closed form calls
// the C library's exp, sin, cos and expm1, so its K depends on that libm
// (glibc here; Apple's libm and musl are not measured by this page).
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit

/// The operating system, C library, Swift version and CPU architecture a
/// report's accuracy numbers were measured on.
public struct NumericsPlatform: Sendable, Hashable {
  /// The operating system, e.g. "Debian GNU/Linux 12 (bookworm)".
  public var os: String
  /// The C library and its version, e.g. "glibc 2.36" (from
  /// `confstr(_CS_GNU_LIBC_VERSION)`, the string `gnu_get_libc_version`
  /// returns).
  public var cLibrary: String
  /// The Swift compiler version this binary was built with, e.g. "6.3".
  public var swift: String
  /// The CPU architecture, e.g. "x86-64".
  public var architecture: String

  /// The running process's platform.
  public static func current() -> NumericsPlatform {
    NumericsPlatform(
      os: ProcessInfo.processInfo.operatingSystemVersionString,
      cLibrary: MachineContext.cLibraryVersion(), swift: swiftVersion,
      architecture: architectureName)
  }

  /// The compiler version this binary was built with (as throughput.md's
  /// machine table gives it).
  static var swiftVersion: String { MachineDescription.swiftVersion }

  /// The architecture this binary was compiled for.
  static var architectureName: String {
    #if arch(x86_64)
      "x86-64"
    #elseif arch(arm64)
      "arm64"
    #else
      "other"
    #endif
  }

  /// One line for a page: "Debian GNU/Linux 12 (bookworm), glibc 2.36,
  /// Swift 6.3, x86-64".
  public var summary: String { "\(os), \(cLibrary), Swift \(swift), \(architecture)" }
}
