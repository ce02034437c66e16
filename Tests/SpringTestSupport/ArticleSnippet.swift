//===--- ArticleSnippet.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Documentation articles show code that the test suite compiles: a test
// holds the code between `// snippet: NAME` and `// end snippet` lines, and
// `ArticleSnippet` checks that the article shows exactly that code.
//
//===----------------------------------------------------------------------===//

import Foundation

/// A block of code shared by a documentation article and a test.
public enum ArticleSnippet {
  /// The repository's root, found from a test file's `#filePath`
  /// (`Tests/<Target>/<File>.swift`).
  public static func repositoryRoot(testFile: String) -> URL {
    URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The code between `// snippet: name` and `// end snippet` in the test
  /// file, with the common indentation removed; nil when it is not there.
  public static func code(named name: String, in testFile: String) -> String? {
    guard let text = try? String(contentsOfFile: testFile, encoding: .utf8) else { return nil }
    let parts = text.components(separatedBy: "// snippet: \(name)\n")
    guard parts.count == 2, let body = parts[1].components(separatedBy: "// end snippet").first
    else { return nil }
    var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
    let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
  }

  /// True when the article at `articlePath` (relative to the repository
  /// root) contains the snippet `name` of `testFile` verbatim.
  public static func articleShows(_ name: String, article articlePath: String, testFile: String)
    -> Bool
  {
    let root = repositoryRoot(testFile: testFile)
    guard let snippet = code(named: name, in: testFile), !snippet.isEmpty,
      let article = try? String(
        contentsOf: root.appendingPathComponent(articlePath), encoding: .utf8)
    else { return false }
    return article.contains(snippet)
  }
}
