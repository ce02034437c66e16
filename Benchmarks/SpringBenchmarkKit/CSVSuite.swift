//===--- CSVSuite.swift ---------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `springlab evaluate` end to end on bytes in memory: the RFC 4180 reader,
// strict number parsing, validation, the closed form and shortest
// round-trip printing into the output spool — everything but the file
// descriptors. The floor is the plain C loop (fgets, strtod, textbook,
// printf) on the same bytes, measured in the same run.
//
//===----------------------------------------------------------------------===//

import CSpringBaseline
import SpringCSV
import SpringModel
import SpringTruth

/// The CSV pipeline benchmarks: `csv.evaluate` and its C floor
/// `csv.c-baseline`, in ns per row (the prefix `csv` selects both).
public enum CSVSuite {
  /// Rows per iteration.
  public static let defaultRows = 100_000

  /// `rows` seeded rows `mass,stiffness,damping,x0,v0,t` of everyday UI
  /// springs at times in [0, 2) s, every number in shortest round-trip
  /// form (17 significant digits for most), as a program would write them.
  public static func input(rows: Int = defaultRows, seed: UInt64 = 2026_12_01) -> [UInt8] {
    var text = "mass,stiffness,damping,x0,v0,t\n"
    text.reserveCapacity(rows * 112)
    let cases = SweepFamily.ui.cases(count: 256, seed: seed)
    var random = SplitMix64(seed: seed)
    for index in 0..<rows {
      let springCase = cases[index % cases.count]
      let spring = springCase.spring
      let state = springCase.initialState
      let t = random.uniform(0, 2)
      text +=
        "\(spring.mass),\(spring.stiffness),\(spring.damping),\(state.position),\(state.velocity),\(t)\n"
    }
    return Array(text.utf8)
  }

  /// `springlab evaluate`'s pipeline on `input`; returns the output size.
  public static func evaluate(_ input: [UInt8]) -> Int {
    let spool = OutputSpool()
    do {
      spool.write(SpringTable.evaluateHeader)
      try SpringTable.run(MemoryByteSource(input), layout: .evaluate, spool: spool) {
        (row, spool) throws(RowFailure) in
        // The closed form, as `springlab evaluate`'s default method runs it.
        let motion = SpringMotion(spring: row.spring, initialState: row.initialState)
        try SpringTable.appendState(motion.state(at: row.parameter), into: spool)
      }
    } catch {
      return -1
    }
    return spool.byteCount
  }

  /// The C loop on `input` into `output`; returns the output size (0 for
  /// empty buffers).
  public static func evaluateInC(_ input: [UInt8], output: inout [UInt8]) -> Int {
    guard !input.isEmpty, !output.isEmpty else { return 0 }
    return input.withUnsafeBufferPointer { bytes in
      output.withUnsafeMutableBufferPointer { out in
        bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
          out.baseAddress!.withMemoryRebound(to: CChar.self, capacity: out.count) { target in
            spring_baseline_csv_evaluate(text, bytes.count, target, out.count)
          }
        }
      }
    }
  }

  /// The suite's benchmarks. The input is generated on first use.
  public static func benchmarks(rows: Int = defaultRows) -> [Benchmark] {
    let workload = CSVWorkload(rows: rows)
    return [
      Benchmark(name: "csv.evaluate", unit: "ns/row", itemsPerIteration: rows) {
        Double(evaluate(workload.input))
      },
      Benchmark(name: "csv.c-baseline", unit: "ns/row", itemsPerIteration: rows) {
        Double(workload.runC())
      },
    ]
  }
}

/// The input, generated once on first use, and the C loop's output buffer,
/// reused across iterations.
private final class CSVWorkload: @unchecked Sendable {
  // @unchecked: scratch space owned by one benchmark run at a time.
  let rows: Int
  lazy var input: [UInt8] = CSVSuite.input(rows: rows)
  lazy var output = [UInt8](repeating: 0, count: rows * 64 + 64)

  init(rows: Int) { self.rows = rows }

  func runC() -> Int { CSVSuite.evaluateInC(input, output: &output) }
}
