//===--- ReportDirectoryLinkTests.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 29's cases for `report --out`: a symbolic link inside the directory
// is never written or removed through, manifest entries are untrusted, and
// temporaries left by a killed run are removed by the next one.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringReports
import Testing

@Suite("ReportDirectory: links, untrusted manifests and stale temporaries")
struct ReportDirectoryLinkTests {
  typealias Fixture = ReportDirectoryTests
  static let manifestHeader =
    "# springlab report manifest v1: the files springlab report wrote here\n"

  static func files() -> [ReportFile] {
    [Fixture.page("Accuracy", "x"), Fixture.figure("apple-presets", title: "A")]
  }

  static func contents(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  @Test("a fresh directory whose figures folder is a link: refused, nothing written anywhere")
  func freshLinkedFolder() throws {
    let url = try Fixture.scratch("fresh-link")
    let elsewhere = try Fixture.scratch("fresh-link-elsewhere")
    defer {
      try? FileManager.default.removeItem(at: url)
      try? FileManager.default.removeItem(at: elsewhere)
    }
    let figures = url.appendingPathComponent("figures")
    try FileManager.default.createSymbolicLink(at: figures, withDestinationURL: elsewhere)
    #expect(throws: ReportDirectoryError.symbolicLink(figures.path)) {
      try ReportDirectory(url: url).preflight()
    }
    #expect(throws: ReportDirectoryError.symbolicLink(figures.path)) {
      try ReportDirectory(url: url).write(Self.files())
    }
    #expect(Self.contents(elsewhere).isEmpty)
    #expect(Self.contents(url) == ["figures"])
  }

  @Test("figures replaced by a link after a run: the user's file behind it is not overwritten")
  func linkedFolderAfterARun() throws {
    let url = try Fixture.scratch("after-link")
    let users = try Fixture.scratch("after-link-users")
    defer {
      try? FileManager.default.removeItem(at: url)
      try? FileManager.default.removeItem(at: users)
    }
    _ = try ReportDirectory(url: url).write(Self.files())
    try FileManager.default.removeItem(at: url.appendingPathComponent("figures"))
    try "mine\n".write(
      to: users.appendingPathComponent("apple-presets.svg"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: url.appendingPathComponent("figures"), withDestinationURL: users)
    #expect(throws: ReportDirectoryError.symbolicLink(url.appendingPathComponent("figures").path)) {
      try ReportDirectory(url: url).preflight()
    }
    #expect(throws: ReportDirectoryError.self) {
      try ReportDirectory(url: url).write(Self.files() + [Fixture.figure("other", title: "B")])
    }
    #expect(Fixture.text(users, "apple-presets.svg") == "mine\n")
    #expect(Self.contents(users) == ["apple-presets.svg"])
  }

  @Test("a manifest entry through a link, or naming a link, deletes nothing outside")
  func staleEntriesThroughLinks() throws {
    let url = try Fixture.scratch("stale-link")
    let outside = try Fixture.scratch("stale-link-outside")
    defer {
      try? FileManager.default.removeItem(at: url)
      try? FileManager.default.removeItem(at: outside)
    }
    try "victim\n".write(
      to: outside.appendingPathComponent("victim.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: url.appendingPathComponent("other"), withDestinationURL: outside)
    try FileManager.default.createSymbolicLink(
      at: url.appendingPathComponent("victim.txt"),
      withDestinationURL: outside.appendingPathComponent("victim.txt"))
    for (entry, link) in [("other/victim.txt", "other"), ("victim.txt", "victim.txt")] {
      try (Self.manifestHeader + "\(entry)\n").write(
        to: url.appendingPathComponent(".springlab-report-manifest"), atomically: true,
        encoding: .utf8)
      #expect(throws: ReportDirectoryError.symbolicLink(url.appendingPathComponent(link).path)) {
        try ReportDirectory(url: url).write([Fixture.page("Accuracy", "x")])
      }
      #expect(Fixture.text(outside, "victim.txt") == "victim\n", "\(entry)")
      #expect(Fixture.text(url, "accuracy.md") == nil, "nothing written for \(entry)")
    }
  }

  @Test("a manifest that lists itself, or is a link or a FIFO, is refused and kept")
  func hostileManifests() throws {
    let url = try Fixture.scratch("self-manifest")
    let outside = try Fixture.scratch("self-manifest-outside")
    defer {
      try? FileManager.default.removeItem(at: url)
      try? FileManager.default.removeItem(at: outside)
    }
    let manifest = url.appendingPathComponent(".springlab-report-manifest")
    try (Self.manifestHeader + ".springlab-report-manifest\n").write(
      to: manifest, atomically: true, encoding: .utf8)
    #expect(throws: ReportDirectoryError.unreadableManifest(manifest.path)) {
      try ReportDirectory(url: url).write([Fixture.page("Accuracy", "x")])
    }
    #expect(FileManager.default.fileExists(atPath: manifest.path))
    try FileManager.default.removeItem(at: manifest)
    #expect(mkfifo(manifest.path, 0o644) == 0)
    #expect(throws: ReportDirectoryError.unreadableManifest(manifest.path)) {
      try ReportDirectory(url: url).write([Fixture.page("Accuracy", "x")])
    }
    try FileManager.default.removeItem(at: manifest)
    let theirs = outside.appendingPathComponent("manifest")
    try (Self.manifestHeader + "accuracy.md\n").write(to: theirs, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(at: manifest, withDestinationURL: theirs)
    #expect(throws: ReportDirectoryError.symbolicLink(manifest.path)) {
      try ReportDirectory(url: url).write([Fixture.page("Accuracy", "x")])
    }
    #expect(Fixture.text(outside, "manifest") == Self.manifestHeader + "accuracy.md\n")
  }

  @Test("temporaries of a killed run are removed by the next; a live run's and look-alikes stay")
  func staleTemporaries() throws {
    let url = try Fixture.scratch("temporaries")
    defer { try? FileManager.default.removeItem(at: url) }
    let figures = url.appendingPathComponent("figures")
    try FileManager.default.createDirectory(at: figures, withIntermediateDirectories: true)
    // A process id above the kernel's pid_max (4194304 at most) never runs.
    let dead = ".apple-presets.svg.springlab-2147483646-12345"
    let live = ".apple-presets.svg.springlab-\(getppid())-777"
    let lookalikes = [
      ".notes.springlab-abc-1", "springlab-2147483646-1", ".x.springlab-2147483646-",
    ]
    for name in [dead, live] + lookalikes {
      try "partial".write(
        to: figures.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    try "partial".write(
      to: url.appendingPathComponent(".accuracy.md.springlab-2147483646-9"), atomically: false,
      encoding: .utf8)
    _ = try ReportDirectory(url: url).write(Self.files())
    #expect(Self.contents(figures) == ([live, "apple-presets.svg"] + lookalikes).sorted())
    #expect(Self.contents(url) == [".springlab-report-manifest", "accuracy.md", "figures"])
  }
}
