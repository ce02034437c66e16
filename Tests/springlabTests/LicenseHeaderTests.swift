//===--- LicenseHeaderTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every source file says its license near its top, as LICENSE says it for
// the whole: Swift, C, Python, the scripts and the CI entry point.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("License headers")
struct LicenseHeaderTests {
  static let identifier = "SPDX-License-Identifier: Apache-2.0"

  /// Source files under the repository's code folders, by extension, and
  /// every file in scripts/ and .ci/.
  static func sourceFiles() -> [URL] {
    var found: [URL] = []
    let manager = FileManager.default
    for folder in ["Sources", "Tests", "Benchmarks", "Examples", "scripts", ".ci"] {
      let root = repositoryRoot.appendingPathComponent(folder)
      guard
        let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in walker {
        let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        guard isFile else { continue }
        let code = ["swift", "c", "h", "py"].contains(url.pathExtension)
        if code || folder == "scripts" || folder == ".ci" { found.append(url) }
      }
    }
    return found + [repositoryRoot.appendingPathComponent("Package.swift")]
  }

  @Test("every source file carries the SPDX identifier in its first ten lines")
  func everyFile() throws {
    let files = Self.sourceFiles()
    #expect(files.count > 500)
    var missing: [String] = []
    for url in files {
      let text = try String(contentsOf: url, encoding: .utf8)
      let head = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(10)
      if !head.contains(where: { $0.contains(Self.identifier) }) {
        missing.append(String(url.path.dropFirst(repositoryRoot.path.count + 1)))
      }
    }
    #expect(missing.isEmpty, "no license header: \(missing)")
  }

  @Test("LICENSE is the Apache License 2.0")
  func licenseFile() throws {
    let license = try String(
      contentsOf: repositoryRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
    #expect(license.contains("Apache License") && license.contains("Version 2.0, January 2004"))
  }
}
