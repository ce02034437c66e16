//===--- MachineContext.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What a reader needs to reproduce a timing: the CPU, the compiler, the C
// library and the build flags, read from the running system.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit

#if canImport(Glibc)
  import Glibc
#endif

/// The machine and toolchain a report's timings come from.
public struct MachineContext: Sendable, Hashable {
  /// CPU model name, family/model and cache as /proc/cpuinfo reports them.
  public var cpu: String
  /// Logical cores.
  public var cores: Int
  /// Operating system and kernel.
  public var os: String
  /// The Swift compiler: `swift --version` on PATH at report time (the
  /// toolchain scripts/report builds with), and the language mode compiled in.
  public var compiler: String
  /// The C library, e.g. "glibc 2.36".
  public var cLibrary: String
  /// How the running binary was built.
  public var build: String
  /// The git revision.
  public var revision: String

  /// This machine.
  public static func current() -> MachineContext {
    let description = MachineDescription.current()
    return MachineContext(
      cpu: cpuDetails(fallback: description.cpu), cores: description.cores, os: description.os,
      compiler: compilerVersion(), cLibrary: cLibraryVersion(), build: buildDescription,
      revision: description.revision)
  }

  /// "model name (family F, model M), cache C" from /proc/cpuinfo.
  static func cpuDetails(fallback: String) -> String {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return fallback
    }
    func field(_ name: String) -> String? {
      for line in info.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
          return parts[1].trimmingCharacters(in: .whitespaces)
        }
      }
      return nil
    }
    var text = field("model name") ?? fallback
    if let family = field("cpu family"), let model = field("model") {
      text += " (family \(family), model \(model))"
    }
    if let cache = field("cache size") { text += ", cache \(cache) per core" }
    return text
  }

  /// The first line of `swift --version`, or "unknown".
  static func compilerVersion() -> String {
    MachineDescription.commandOutput(["swift", "--version"])?
      .split(separator: "\n").first.map(String.init) ?? "unknown"
  }

  /// glibc's version string (`confstr(_CS_GNU_LIBC_VERSION)`), or "unknown".
  static func cLibraryVersion() -> String {
    #if canImport(Glibc)
      var buffer = [CChar](repeating: 0, count: 64)
      let length = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
      guard length > 0, length <= buffer.count else { return "unknown" }
      let end = buffer.firstIndex(of: 0) ?? buffer.count
      return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return "not glibc"
    #endif
  }

  /// How the binary was built: SPRINGLAB_BUILD as the build scripts set it,
  /// the optimization the binary itself was compiled with, and SwiftPM's
  /// release settings for the two languages.
  static var buildDescription: String {
    let declared =
      ProcessInfo.processInfo.environment["SPRINGLAB_BUILD"]
      ?? "not declared (SPRINGLAB_BUILD unset)"
    #if DEBUG
      let optimized = "Swift -Onone (debug)"
    #else
      let optimized = "Swift -O, whole-module"
    #endif
    return "\(declared); \(optimized); C baseline: clang -O2 (SwiftPM's release setting for C)"
  }
}
