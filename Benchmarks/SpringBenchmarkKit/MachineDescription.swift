//===--- MachineDescription.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation

/// Where a benchmark ran: CPU model, cores, OS, Swift version, git revision.
public struct MachineDescription: Codable, Hashable, Sendable {
  public var cpu: String
  public var cores: Int
  public var os: String
  public var swift: String
  public var revision: String

  public init(cpu: String, cores: Int, os: String, swift: String, revision: String) {
    self.cpu = cpu
    self.cores = cores
    self.os = os
    self.swift = swift
    self.revision = revision
  }

  /// A file-name-safe identifier of the hardware (CPU and cores), under which
  /// baselines are stored so that machines never compare against each other.
  public var identifier: String {
    let raw = "\(cpu)-\(cores)cores".lowercased()
    return String(raw.map { $0.isLetter || $0.isNumber ? $0 : "-" })
      .split(separator: "-").joined(separator: "-")
  }

  /// This machine, read from /proc/cpuinfo, ProcessInfo and `git`.
  public static func current() -> MachineDescription {
    MachineDescription(
      cpu: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount,
      os: ProcessInfo.processInfo.operatingSystemVersionString, swift: swiftVersion,
      revision: gitRevision())
  }

  private static func cpuModel() -> String {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return "unknown"
    }
    for line in info.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown"
  }

  /// The compiler version this binary was built with ("6.3"), as the
  /// machine tables print it.
  public static var swiftVersion: String {
    #if compiler(>=6.4)
      "6.4+"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0"
    #endif
  }

  private static func gitRevision() -> String {
    commandOutput(["git", "rev-parse", "--short", "HEAD"])?
      .trimmingCharacters(in: .whitespacesAndNewlines)
      .nonEmpty ?? "unknown"
  }

  /// The standard output of `arguments` run through `/usr/bin/env` (standard
  /// error discarded), or nil when it cannot start or exits nonzero.
  public static func commandOutput(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }
}

extension String {
  /// nil for the empty string.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
