//===--- ReportInterruptionTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SIGTERM while `springlab report` writes its files: the temporaries it was
// writing are removed, and the process ends by the signal (issue 29). The
// signal is sent the moment a temporary is seen in the output folder.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab report, interrupted")
struct ReportInterruptionTests {
  /// The names in `folder` and `folder/figures` that are temporaries.
  static func temporaries(in folder: URL) -> [String] {
    [folder, folder.appendingPathComponent("figures")].flatMap { directory in
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
        $0.contains(".springlab-") && $0 != ".springlab-report-manifest"
      }
    }
  }

  @Test("SIGTERM during the writes leaves no temporary file and ends the run by the signal")
  func termDuringWrites() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-interrupt-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var caught = false
    // The writes take milliseconds after a long computation; a run that
    // finishes before a temporary is seen is tried again.
    for _ in 0..<3 where !caught {
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let process = Process()
      process.executableURL = springlabExecutable
      process.arguments = ["report", "--quick", "--no-bench", "--out", folder.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      while process.isRunning {
        if !Self.temporaries(in: folder).isEmpty {
          kill(process.processIdentifier, SIGTERM)
          caught = true
          break
        }
      }
      process.waitUntilExit()
      if caught {
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
        #expect(Self.temporaries(in: folder).isEmpty, "\(Self.temporaries(in: folder))")
      }
    }
    #expect(caught, "no temporary was seen in three runs")
  }
}
