//===--- DocumentationSiteTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The documentation site as a reader sees it: `scripts/docs` builds it (DocC,
// warnings as errors), a local HTTP server on 127.0.0.1 serves it, and
// headless Chromium renders the pages. The assertions read the rendered DOM:
// each page's title and first paragraph must be those of its source — the
// catalog's Markdown or the symbol's doc comment — so a page that renders
// empty, renders the wrong text or fails to load is caught.
// A screenshot of the landing page is kept in .build/docs/artifacts.
// Two checks read files only: every Swift block of a catalog article is a
// `// snippet:` block of a test (so the suite compiles and runs it), and
// docc's coverage report finds an abstract for every public symbol of
// SpringModel and SpringMappings.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("Documentation site in a real browser", .serialized)
struct DocumentationSiteTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let site = root.appendingPathComponent(".build/docs/site")
  static let artifacts = root.appendingPathComponent(".build/docs/artifacts")

  /// Runs a program to completion; its standard output and status.
  @discardableResult
  static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A static file server on 127.0.0.1 at a free port; stopped by `stop()`.
  final class LocalServer {
    let process = Process()
    let port: Int

    init(directory: URL) throws {
      // Python binds port 0 (the system picks a free one) and writes the
      // port to a file, which is polled here.
      let portFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("springlab-docs-port-\(UUID().uuidString)")
      let script = """
        import functools, http.server, os, sys
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
        handler.log_message = lambda *args: None
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        with open(sys.argv[2] + ".tmp", "w") as f:
            f.write(str(server.server_address[1]))
        os.rename(sys.argv[2] + ".tmp", sys.argv[2])
        server.serve_forever()
        """
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", "-c", script, directory.path, portFile.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      var port: Int?
      for _ in 0..<200 where port == nil {
        if let text = try? String(contentsOf: portFile, encoding: .utf8) { port = Int(text) }
        if port == nil { Thread.sleep(forTimeInterval: 0.05) }
      }
      try? FileManager.default.removeItem(at: portFile)
      guard let port else {
        process.terminate()
        throw CocoaError(.fileReadUnknown)
      }
      self.port = port
    }

    func stop() {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
  }

  /// The rendered DOM of `path` on the server.
  static func renderedDOM(_ path: String, port: Int) throws -> String {
    let (status, dom) = try run(
      "chromium",
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=8000",
        "--dump-dom", "http://127.0.0.1:\(port)\(path)",
      ])
    #expect(status == 0, "chromium exited with \(status) on \(path)")
    return dom
  }

  /// Visible text of the DOM: tags removed, entities for quotes decoded,
  /// white space folded.
  static func text(of dom: String) -> String {
    var text = dom.replacingOccurrences(
      of: "<script[^>]*>.*?</script>", with: " ", options: [.regularExpression])
    text = text.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
    for (entity, character) in [
      ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    // DocC renders straight apostrophes and quotes as typographic ones.
    text = text.replacingOccurrences(of: "\u{2019}", with: "'")
      .replacingOccurrences(of: "\u{201C}", with: "\"").replacingOccurrences(
        of: "\u{201D}", with: "\"")
    return text.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
  }

  /// The first paragraph after the `#` title of a DocC Markdown file, with
  /// inline code marks and symbol-link marks removed.
  static func firstParagraph(ofArticle path: String) throws -> String {
    let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let blocks = source.components(separatedBy: "\n\n")
    guard let paragraph = blocks.dropFirst().first else { return "" }
    return paragraph.replacingOccurrences(of: "`", with: "")
      .replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
  }

  /// Every file under `directory` (relative to the repository root) whose
  /// name ends with `suffix`, as (path relative to the root, contents).
  static func files(under directory: String, endingWith suffix: String) -> [(String, String)] {
    let base = root.appendingPathComponent(directory)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
      .compactMap { relative in
        guard
          let text = try? String(
            contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
        else { return nil }
        return ("\(directory)/\(relative)", text)
      }
  }

  /// The lines between `// snippet: NAME` and `// end snippet` in test
  /// sources, with their common indentation removed.
  static func testSnippets() -> [String] {
    files(under: "Tests", endingWith: ".swift").flatMap { _, text in
      text.components(separatedBy: "// snippet: ").dropFirst().compactMap { part -> String? in
        guard let body = part.components(separatedBy: "// end snippet").first else { return nil }
        var lines = body.components(separatedBy: "\n").dropFirst().map { String($0) }
        while lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
        let indent =
          lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
      }
    }
  }

  @Test("every Swift block of every article is code the test suite compiles")
  func articleCodeIsCompiled() {
    let snippets = Set(Self.testSnippets())
    let articles = Self.files(under: "Sources", endingWith: ".md").filter {
      $0.0.contains(".docc/")
    }
    #expect(!articles.isEmpty)
    var blocks = 0
    for (path, text) in articles {
      for part in text.components(separatedBy: "```swift\n").dropFirst() {
        guard let block = part.components(separatedBy: "\n```").first else { continue }
        blocks += 1
        // Imports and the blank line after them are the article's; the
        // test file has its own.
        let code = block.components(separatedBy: "\n").drop {
          $0.hasPrefix("import ") || $0.isEmpty
        }.joined(separator: "\n")
        // A Package.swift excerpt is checked against the manifest instead
        // (`dependencySnippetsMatchTheManifest`).
        if Self.isManifestExcerpt(code) { continue }
        let compiled = snippets.contains(code)
        #expect(
          compiled,
          "\(path): a Swift block that no test compiles (mark it in a test with // snippet:)")
      }
    }
    #expect(blocks >= 3)
  }

  /// True for a `Package.swift` excerpt (a `dependencies:` list naming
  /// this package), which no test can compile.
  static func isManifestExcerpt(_ code: String) -> Bool {
    code.hasPrefix("dependencies: [") && code.contains(".package(url:")
  }

  /// The quoted strings of `text` that follow `prefix`, e.g. every product
  /// name after `.product(name: "`.
  static func quoted(after prefix: String, in text: String) -> [String] {
    text.components(separatedBy: prefix).dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false).first.map(
        String.init)
    }
  }

  @Test(
    "the dependency snippets of README and Getting started name real products and the current version"
  )
  func dependencySnippetsMatchTheManifest() throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = Set(Self.quoted(after: ".library(name: \"", in: manifest))
    #expect(products.contains("SpringModel"))
    let changelog = try String(
      contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let release = try #require(
      Self.quoted(after: "## [", in: changelog.replacingOccurrences(of: "]", with: "\""))
        .first { $0 != "Unreleased" })
    for path in ["README.md", "Sources/SpringModel/Documentation.docc/GettingStarted.md"] {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      let excerpts = text.components(separatedBy: "```swift\n").dropFirst().compactMap {
        $0.components(separatedBy: "\n```").first
      }.filter(Self.isManifestExcerpt)
      #expect(excerpts.count == 1, "\(path): one Package.swift excerpt")
      for excerpt in excerpts {
        #expect(Self.quoted(after: "from: \"", in: excerpt) == [release], "\(path)")
        let named = Self.quoted(after: ".product(name: \"", in: excerpt)
        #expect(!named.isEmpty && named.allSatisfy(products.contains), "\(path): \(named)")
      }
    }
    // The README's product table lists every library product.
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for product in products {
      #expect(readme.contains("| `\(product)` |"), "README lists \(product)")
    }
  }

  @Test("SpringModel and SpringMappings document every public symbol")
  func fullCoverage() throws {
    try Self.buildSiteIfMissing()
    for module in ["SpringModel", "SpringMappings"] {
      let url = Self.root.appendingPathComponent(
        ".build/docs/archives/\(module).doccarchive/documentation-coverage.json")
      let entries =
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]]
      let symbols = (entries ?? []).filter {
        ($0["kind"] as? [String: Any])?["isSymbol"] as? Bool == true
      }
      #expect(symbols.count > 50, "\(module): too few symbols in the coverage report")
      let missing = symbols.filter { $0["hasAbstract"] as? Bool != true }
        .compactMap { $0["referencePath"] as? String }
      #expect(missing.isEmpty, "\(module): no abstract for \(missing)")
    }
  }

  /// Builds the site with `scripts/docs` unless it is there already.
  static func buildSiteIfMissing() throws {
    if !FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path) {
      let (status, _) = try run("bash", [root.appendingPathComponent("scripts/docs").path])
      try #require(status == 0, "scripts/docs failed")
    }
  }

  @Test("landing page, a module page, a symbol page and an article render their sources")
  func pagesRender() throws {
    try Self.buildSiteIfMissing()
    let (which, _) = try Self.run("which", ["chromium"])
    try #require(which == 0, "chromium is missing: scripts/setup installs it")
    let server = try LocalServer(directory: Self.site)
    defer { server.stop() }

    // The combined landing page lists every module, and the articles to
    // start with (scripts/docs writes them into docc's synthesized page).
    let landing = Self.text(of: try Self.renderedDOM("/documentation/", port: server.port))
    for module in ["SpringModel", "SpringMappings", "SpringReference", "SpringTruth"] {
      #expect(landing.contains(module), "landing page lacks \(module)")
    }
    for article in ["Getting started", "Proving your evaluator accurate"] {
      #expect(landing.contains(article), "landing page lacks \(article)")
    }

    /// The page at `path` shows `title` and the first paragraph of `article`.
    func expectPage(_ path: String, title: String, article: String) throws {
      let page = Self.text(of: try Self.renderedDOM(path, port: server.port))
      #expect(page.contains(title), "\(path) lacks '\(title)'")
      let abstract = try Self.firstParagraph(ofArticle: article)
      #expect(!abstract.isEmpty && page.contains(abstract), "\(path) lacks '\(abstract)'")
    }

    // A module page: its title and the catalog's first paragraph.
    try expectPage(
      "/documentation/springmodel/", title: "SpringModel",
      article: "Sources/SpringModel/Documentation.docc/SpringModel.md")

    // A symbol page: the type's name and the first line of its doc comment.
    let symbol = Self.text(
      of: try Self.renderedDOM("/documentation/springmodel/spring", port: server.port))
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/SpringModel/Spring.swift"),
      encoding: .utf8)
    let summary =
      source.components(separatedBy: "\n")
      .drop { !$0.hasPrefix("/// ") }.first?.dropFirst(4)
      .replacingOccurrences(of: "`", with: "") ?? ""
    #expect(symbol.contains("Spring"))
    #expect(!summary.isEmpty && symbol.contains(summary), "symbol page lacks '\(summary)'")

    // An article: its title and first paragraph.
    try expectPage(
      "/documentation/springmodel/gettingstarted", title: "Getting started",
      article: "Sources/SpringModel/Documentation.docc/GettingStarted.md")

    // The landing page as a picture, kept as an artifact of the run.
    try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
    let screenshot = Self.artifacts.appendingPathComponent("landing.png")
    try? FileManager.default.removeItem(at: screenshot)
    let (status, _) = try Self.run(
      "chromium",
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=8000",
        "--window-size=1280,900", "--screenshot=\(screenshot.path)",
        "http://127.0.0.1:\(server.port)/documentation/",
      ])
    #expect(status == 0)
    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000)
  }
}
