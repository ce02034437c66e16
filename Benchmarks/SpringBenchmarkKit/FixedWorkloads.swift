//===--- FixedWorkloads.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Deterministic workloads for instruction counting: the same seeded work
// every run, so valgrind's callgrind counts the same instructions every run.
//
//===----------------------------------------------------------------------===//

import CSpringBaseline
import SpringMappings
import SpringReference

/// Named fixed workloads, each processing a known number of items per run.
///
/// - `closed-form.direct`, `.frame-grid`, `.batched`, `c-baseline.direct`:
///   16 everyday UI springs × 256 frames (instructions per sample);
///   `settle.exact`: the same 16 springs (instructions per query).
/// - `gsl.<stepper>`: every GSL odeiv2 stepper on `GSLSuite`'s spring and
///   180 output times, all at the one tolerance `gslTolerance`
///   (instructions per output).
/// - `mapping.<api-id>`: every registered API's conversion with
///   `MappingSuite`'s parameters, `mappingRepeats` per run (instructions
///   per conversion).
public enum FixedWorkloads {
  /// A workload: items per run and the run itself.
  public struct Workload: Sendable {
    public var name: String
    public var unit: String
    public var itemsPerRun: Int
    public var run: @Sendable () -> Double
  }

  /// The absolute and relative tolerance of every `gsl.<stepper>` workload:
  /// one value for all eleven steppers, loose enough that first-order
  /// implicit Euler (rk1imp) finishes in milliseconds natively, and so in
  /// seconds under callgrind.
  public static let gslTolerance = 1e-6

  /// Conversions per run of each `mapping.<api-id>` workload.
  public static let mappingRepeats = 16

  /// Every instruction-countable workload, in a fixed order.
  public static func all() -> [Workload] {
    let ui = EvaluationWorkload(family: .ui, count: 16, frames: 256)
    let csvRows = 2_000
    let csv = CSVSuite.input(rows: csvRows)
    var workloads = ui.evaluatorRuns.map { run in
      Workload(
        name: run.name, unit: run.isQuery ? "instructions/query" : "instructions/sample",
        itemsPerRun: run.items, run: run.run)
    }
    workloads.append(
      Workload(name: "csv.evaluate", unit: "instructions/row", itemsPerRun: csvRows) {
        Double(CSVSuite.evaluate(csv))
      })
    for stepper in ODEStepper.allCases {
      // A finite tolerance > 0 with the default step budget is always valid.
      guard let integrator = try? ReferenceIntegrator(stepper: stepper, tolerance: gslTolerance)
      else { continue }
      workloads.append(
        Workload(
          name: "gsl.\(stepper.rawValue)", unit: "instructions/output",
          itemsPerRun: GSLSuite.outputCount
        ) {
          guard
            let run = try? integrator.trajectory(
              of: GSLSuite.spring, from: GSLSuite.initialState, at: GSLSuite.times)
          else { return .nan }
          return GSLSuite.checksum(run.states)
        })
    }
    for id in SpringAPIRegistry.ids {
      let parameters = MappingSuite.parameters(for: id)
      workloads.append(
        Workload(
          name: "mapping.\(id)", unit: "instructions/conversion", itemsPerRun: mappingRepeats
        ) {
          var sum = 0.0
          for _ in 0..<mappingRepeats {
            guard
              let physical = try? SpringAPIRegistry.make(id: id, parameters: parameters).physical(
                in: .unit)
            else { return .nan }
            sum += physical.spring.stiffness + physical.spring.damping + physical.initialVelocity
          }
          return sum
        })
    }
    return workloads
  }

  /// Runs each workload in `names`, in order, for callgrind: once to warm up
  /// (lazy initialization, first allocations), then a section boundary
  /// (`springlab_callgrind_mark`), `runs` counted runs, and another boundary.
  /// Callgrind run with `--dump-before=springlab_callgrind_mark` then writes
  /// the counted runs of workload i (from 0) as part 2i + 2.
  /// - Returns: the first unknown name, or nil when every name was run.
  public static func execute(_ names: [String], runs: Int) -> String? {
    let workloads = all()
    var selected: [Workload] = []
    for name in names {
      guard let workload = workloads.first(where: { $0.name == name }) else { return name }
      selected.append(workload)
    }
    var checksum = 0.0
    for workload in selected {
      checksum += workload.run()
      springlab_callgrind_mark()
      for _ in 0..<runs { checksum += workload.run() }
      springlab_callgrind_mark()
    }
    blackHole(checksum)
    return nil
  }
}
