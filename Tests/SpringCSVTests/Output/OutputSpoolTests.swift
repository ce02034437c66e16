//===--- OutputSpoolTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringTruth
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("OutputSpool: output held until success, bounded in memory")
struct OutputSpoolTests {
  @Test("numbers print exactly as Swift's description, without Strings")
  func roundTrip() {
    var random = SplitMix64(seed: 77)
    let spool = OutputSpool()
    var expected = ""
    let specials: [Double] = [
      0, -0.0, 0.1, 1e-5, -1, 5.4e199, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e16,
    ]
    let values =
      specials + (0..<2000).map { _ in Double(bitPattern: random.next()) }.filter(\.isFinite)
    for value in values {
      spool.appendRoundTrip(value)
      spool.append(byte: 0x0A)
      expected += value.description + "\n"
    }
    #expect(spool.bytes == Array(expected.utf8))
  }

  @Test("beyond its memory limit the spool moves to a temporary file, keeping every byte in order")
  func spill() throws {
    let spool = OutputSpool(memoryLimit: 1 << 20)
    var expected: [UInt8] = []
    var random = SplitMix64(seed: 5)
    for index in 0..<200_000 {
      let line = "\(index),\(random.next())\n"
      spool.write(line)
      expected += Array(line.utf8)
    }
    #expect(spool.hasSpilled)
    #expect(spool.byteCount == expected.count)
    #expect(spool.bytes == expected)
    // And copied out through a file descriptor.
    var template = Array("/tmp/springlab-spool-test-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    try #require(descriptor >= 0)
    defer {
      close(descriptor)
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }
    try spool.copy(to: descriptor)
    #expect(lseek(descriptor, 0, SEEK_END) == off_t(expected.count))
  }

  @Test("a failed write is an error naming the destination and the reason")
  func failedWrite() throws {
    let spool = OutputSpool()
    spool.write("position,velocity\n")
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(throws: OutputError("cannot write to standard output: No space left on device")) {
      try spool.copy(to: descriptor)
    }
  }
}
