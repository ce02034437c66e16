//===--- BenchmarkFileTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Reading benchmark files: the decoder's errors as plain sentences naming the
// file, benchmark and field; the checks every results file and baseline
// passes (`comparisonProblems`, `instructionBaselineProblems`).
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@testable import SpringBenchmarkKit

@Suite("Benchmark files: plain refusals, one validation")
struct BenchmarkFileTests {
  static let machine = MachineDescription(
    cpu: "t", cores: 2, os: "t", swift: "6.3", revision: "a")

  static func decodeProblem(_ text: String) -> String? {
    do {
      _ = try BenchmarkFile.decode(BenchmarkReport.self, from: Data(text.utf8), file: "x.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("decoding errors become one sentence naming the file, benchmark and field")
  func decodingErrors() {
    let head =
      #"{"machine": {"cpu": "t", "cores": 2, "os": "t", "swift": "6.3", "revision": "a"}, "#
    #expect(Self.decodeProblem(" \n") == "'x.json' is empty: expected a JSON document")
    #expect(
      Self.decodeProblem(head)?.hasPrefix("'x.json' is not valid JSON: unexpected end of file")
        == true)
    #expect(Self.decodeProblem("{}") == "'x.json' has no field 'machine'")
    #expect(
      Self.decodeProblem(
        head + #""results": [{"name": "closed-form.direct", "unit": "ns/sample", "value": 3}]}"#)
        == "'x.json': benchmark 'closed-form.direct' has no field 'median'")
    #expect(
      Self.decodeProblem(
        head + #""results": [{"name": "a", "unit": "u", "median": 1, "min": 1, "max": 1, "#
          + #""samples": 1, "repetitions": [1, "2"]}]}"#)
        == "'x.json': benchmark 'a' field 'repetitions[1]' is not a number")
    #expect(
      Self.decodeProblem(head + #""results": [{"unit": "u"}]}"#)
        == "'x.json': results[0] has no field 'name'")
    #expect(
      Self.decodeProblem(head + #""results": {}}"#) == "'x.json': field 'results' is not a list")
  }

  static func timing(_ repetitions: [Double]?) -> BenchmarkReport {
    BenchmarkReport(
      machine: machine,
      results: [
        BenchmarkResult(
          name: "t", unit: "ns/sample", median: 2, min: 1, max: 3, samples: 3,
          repetitions: repetitions)
      ])
  }

  @Test("repetitions: absent or at least one, each finite and >= 0")
  func repetitions() {
    #expect(Self.timing(nil).comparisonProblems.isEmpty)
    #expect(Self.timing([1, 2, 3]).comparisonProblems.isEmpty)
    #expect(
      Self.timing([]).comparisonProblems == [
        "results[0] 't' (ns/sample): \"repetitions\" is empty: the regression rule ranks the "
          + "repetitions, so give at least 1 (a difference can be significant only with 4 or "
          + "more a side) or leave the field out"
      ])
    #expect(
      Self.timing([1, -2, .infinity, .nan, -1]).comparisonProblems == [
        "results[0] 't' (ns/sample): repetitions must be finite numbers >= 0 (got "
          + "repetitions[1] -2.0, repetitions[2] inf, repetitions[3] nan and 1 more)"
      ])
  }

  @Test("4 repetitions a side is the fewest with which the exact rank test can reach p < 0.05")
  func fewestRepetitionsForSignificance() throws {
    let n = BenchmarkReport.repetitionsForSignificance
    func extremeP(_ n: Int) throws -> Double {
      let low = (0..<n).map(Double.init)
      return try #require(RankStatistics.mannWhitney(low.map { $0 + 100 }, low)).p
    }
    #expect(try extremeP(n) < BenchmarkComparison.significance)
    #expect(try extremeP(n - 1) >= BenchmarkComparison.significance)
  }

  @Test("an instruction baseline needs counts, each > 0")
  func instructionBaseline() {
    func report(_ results: [BenchmarkResult]) -> BenchmarkReport {
      BenchmarkReport(machine: Self.machine, results: results)
    }
    let count = BenchmarkResult(name: "a", unit: "instructions/sample", exactly: 121)
    #expect(report([count]).instructionBaselineProblems.isEmpty)
    #expect(
      report([count, BenchmarkResult(name: "z", unit: "instructions/query", exactly: 0)])
        .instructionBaselineProblems == [
          "results[1] 'z' (instructions/query): an instruction count must be > 0 (got 0): "
            + "every workload executes instructions"
        ])
    #expect(
      report([BenchmarkResult(name: "t", unit: "ns/sample", exactly: 3)])
        .instructionBaselineProblems == [
          "it holds no instruction counts (no unit starting 'instructions'): "
            + "not an instruction-count baseline"
        ])
    #expect(
      report([BenchmarkResult(name: "n", unit: "instructions/sample", exactly: -6435)])
        .instructionBaselineProblems.first?.hasPrefix(
          "results[0] 'n' (instructions/sample): figures must be finite numbers >= 0") == true)
  }
}
