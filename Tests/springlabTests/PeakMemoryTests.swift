//===--- PeakMemoryTests.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Memory that does not grow with the size of the job (Docs/Budgets.md):
// each command at two sizes, its peak resident memory measured by the
// kernel. The growth allowed is what the design holds at most — the output
// spool's 64 MiB before it spills to a temporary file — plus a margin, far
// below what holding every row would take.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("Peak memory stays flat as jobs grow")
struct PeakMemoryTests {
  static let mebibyte = 1 << 20

  @Test("the measure is the run's own: springlab --version peaks far below the test runner")
  func measureExcludesTheRunner() throws {
    // A child spawned straight from the runner would report the runner's
    // high-water mark (PeakMemory.swift); through GNU time it is its own.
    let version = try peakMemory(["--version"])
    #expect(version.status == 0)
    #expect(version.peakBytes < 48 * Self.mebibyte, "\(version.peakBytes / Self.mebibyte) MiB")
  }

  @Test("sample: 10^5 and 2·10^6 frames as CSV, 10^5 and 10^6 as SVG")
  func sample() throws {
    // 60 fps: 1666.65 s is 100 000 frames, 33 333.3 s two million.
    let base = ["sample", "--from", "ca.spring", "--damping", "1"]
    let smallCSV = try peakMemory(base + ["--duration", "1666.65"])
    let largeCSV = try peakMemory(base + ["--duration", "33333.3"])
    #expect(smallCSV.status == 0 && largeCSV.status == 0)
    // Holding the rows took about 240 bytes a frame (480 MB at 2·10^6).
    #expect(
      largeCSV.peakBytes - smallCSV.peakBytes < 64 * Self.mebibyte + 24 * Self.mebibyte,
      "\(smallCSV.peakBytes / Self.mebibyte) MiB → \(largeCSV.peakBytes / Self.mebibyte) MiB")
    let smallSVG = try peakMemory(base + ["--duration", "1666.65", "--format", "svg"])
    let largeSVG = try peakMemory(base + ["--duration", "16666.5", "--format", "svg"])
    #expect(smallSVG.status == 0 && largeSVG.status == 0)
    #expect(
      largeSVG.peakBytes - smallSVG.peakBytes < 16 * Self.mebibyte,
      "\(smallSVG.peakBytes / Self.mebibyte) MiB → \(largeSVG.peakBytes / Self.mebibyte) MiB")
    #expect(largeCSV.peakBytes < 200 * Self.mebibyte && largeSVG.peakBytes < 200 * Self.mebibyte)
  }
}
