//===--- VersionTests.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab --version` names the release CHANGELOG.md describes last, so the
// two cannot drift apart.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab --version")
struct VersionTests {
  /// The version of CHANGELOG.md's first `## [x.y.z]` heading.
  private func changelogVersion() throws -> String {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let heading = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased") })
    let version = heading.dropFirst(4).prefix { $0 != "]" }
    return String(version)
  }

  @Test("--version and version print the CHANGELOG's latest release")
  func versionMatchesChangelog() throws {
    let expected = try changelogVersion()
    #expect(expected.split(separator: ".").count == 3)
    for spelling in ["--version", "version"] {
      let run = try springlab([spelling])
      #expect(run.status == 0)
      #expect(run.stdout == "springlab \(expected)\n")
      #expect(run.stderr.isEmpty)
    }
  }

  @Test("--version with anything after it is still a usage error")
  func versionTakesNoArguments() throws {
    let run = try springlab(["--version", "extra"])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
  }
}
