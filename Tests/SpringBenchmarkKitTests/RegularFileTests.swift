//===--- RegularFileTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The write rule of every file bench writes: regular files or new ones only.
// Device nodes are checked without writing them.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import Testing

@Suite("Regular files only")
struct RegularFileTests {
  @Test("device nodes, FIFOs, folders and links are refused, naming what they are")
  func refusals() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-regular-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
    let cases: [(String, String)] = [
      ("/dev/null", "a character device"), ("/dev/full", "a character device"),
      (fifo.path, "a FIFO"), (folder.path, "a directory"), (link.path, "a symbolic link"),
    ]
    for (path, kind) in cases {
      #expect(throws: NotARegularFile(path: path, kind: kind)) {
        try RegularFile.requireWritable(URL(fileURLWithPath: path))
      }
      #expect(throws: NotARegularFile.self) {
        try RegularFile.write(Data("x".utf8), to: URL(fileURLWithPath: path))
      }
    }
    var status = stat()
    #expect(lstat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test("a new file is created and a regular file replaced")
  func regularFiles() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-regular-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try RegularFile.write(Data("{}".utf8), to: file)
    try RegularFile.write(Data("[1]".utf8), to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "[1]")
  }
}
