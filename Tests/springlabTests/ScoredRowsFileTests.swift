//===--- ScoredRowsFileTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `score --rows FILE` and `validate --rows FILE` (issue 47): every scored
// row as CSV — written when the verdict passes or fails, never over an
// existing file, and not left behind when the input is refused.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

/// The fields of one CSV line, quotes honoured (RFC 4180).
func csvFields(_ line: Substring) -> [String] {
  var fields: [String] = []
  var field = ""
  var quoted = false
  var previous: Character?
  for character in line {
    if character == "\"" {
      if quoted && previous == "\"" { field.append("\"") }
      quoted.toggle()
    } else if character == "," && !quoted {
      fields.append(field)
      field = ""
    } else {
      field.append(character)
    }
    previous = character
  }
  return fields + [field]
}

@Suite("score and validate --rows: every scored row as CSV")
struct ScoredRowsFileTests {
  /// A path in the temporary directory that does not exist yet.
  func freshPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "springlab-rows-\(getpid())-\(UUID().uuidString).csv"
    ).path
  }

  @Test("a failing row is written with its K = 4096, the passing one with K < 1; exit 1")
  func failingVerdict() throws {
    // x(t) = cos t, v(t) = −sin t: row a answers 1 + 2⁻⁴⁰ at t = 0.
    let casesFile = try TemporaryFile(
      "id,family,mass,stiffness,damping,x0,v0,t\na,all,1,1,0,1,0,0\nb,all,1,1,0,1,0,1\n",
      name: "cases")
    let resultsFile = try TemporaryFile(
      "position,velocity\n\(1 + 0x1p-40),0\n\(cos(1.0)),\(-sin(1.0))\n", name: "results")
    defer {
      casesFile.remove()
      resultsFile.remove()
    }
    let path = freshPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try springlab([
      "score", "--cases", casesFile.path, "--results", resultsFile.path, "--rows", path,
    ])
    #expect(run.status == 1, "\(run.stderr)")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("row,id,family,damping_band,phase_band,magnitude_band,zeta,"))
    let first = csvFields(lines[1])
    let header = csvFields(lines[0])
    #expect(first.count == header.count)
    func cell(_ fields: [String], _ name: String) -> String? {
      header.firstIndex(of: name).map { fields[$0] }
    }
    #expect(cell(first, "id") == "a" && cell(first, "wrong") == "x")
    #expect(abs(try #require(Double(cell(first, "K") ?? "")) - 4096) < 1e-9)
    #expect(cell(first, "damping_band") == "ζ = 0")
    let second = csvFields(lines[2])
    #expect(cell(second, "phase_band") == "ωd·t in [1e0, 1e1)")
    #expect(try #require(Double(cell(second, "K") ?? "")) < 1)
  }

  @Test("an existing file is refused (64) and kept; refused input leaves no file (65)")
  func safety() throws {
    let existing = try TemporaryFile("keep me\n", name: "existing")
    defer { existing.remove() }
    let cases = try springlab(["cases", "--count", "8", "--family", "ui"])
    let refused = try springlab(
      ["score", "--cases", "-", "--results", existing.path, "--rows", existing.path],
      input: cases.stdout)
    #expect(refused.status == 64 && refused.stdout.isEmpty)
    #expect(refused.stderr.contains("already exists"), "\(refused.stderr)")
    #expect(try String(contentsOfFile: existing.path, encoding: .utf8) == "keep me\n")
    // RESULTS with the wrong header: refused, and the rows file it created
    // is gone again.
    let path = freshPath()
    let bad = try TemporaryFile("speed\n1\n", name: "bad-results")
    defer { bad.remove() }
    let run = try springlab(
      ["score", "--cases", "-", "--results", bad.path, "--rows", path], input: cases.stdout)
    #expect(run.status == 65, "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(
      try springlab(["score", "--cases", "-", "--results", bad.path, "--rows", "-"]).status == 64)
    // A directory is an existing path (64, kept); a missing folder cannot
    // hold the file (74); neither prints anything on stdout.
    let directory = FileManager.default.temporaryDirectory.path
    let onDirectory = try springlab(
      ["score", "--cases", "-", "--results", bad.path, "--rows", directory], input: cases.stdout)
    #expect(onDirectory.status == 64 && onDirectory.stdout.isEmpty)
    #expect(FileManager.default.fileExists(atPath: directory))
    let missing = try springlab(
      ["score", "--cases", "-", "--results", bad.path, "--rows", path + "-missing/rows.csv"],
      input: cases.stdout)
    #expect(missing.status == 74 && missing.stdout.isEmpty, "\(missing.stderr)")
  }

  @Test("validate --rows: one line per case, settle columns for --task settle")
  func validateRows() throws {
    let path = freshPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try springlab([
      "validate", "--task", "settle", "--count", "6", "--command",
      "\(shellQuoted(springlabExecutable.path)) settle",
      "--rows", path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.first?.hasPrefix("row,id,family,epsilon,velocity_epsilon,exact,") == true)
    #expect(lines.count == 1 + 6 * 6)
  }
}
