//===--- FixedWorkloads.swift ---------------------------------------------===//
//
// Deterministic workloads for instruction counting: the same seeded work
// every run, so valgrind's callgrind counts the same instructions every run.
//
//===----------------------------------------------------------------------===//

/// Named fixed workloads, each processing a known number of items per run.
public enum FixedWorkloads {
  /// A workload: items per run and the run itself.
  public struct Workload: Sendable {
    public var name: String
    public var unit: String
    public var itemsPerRun: Int
    public var run: @Sendable () -> Double
  }

  /// Every instruction-countable workload.
  public static func all() -> [Workload] {
    let ui = EvaluationWorkload(family: .everydayUI, count: 16, frames: 256)
    let samples = ui.sampleCount
    let csvRows = 2_000
    let csv = CSVSuite.input(rows: csvRows)
    return [
      Workload(name: "closed-form.direct", unit: "instructions/sample", itemsPerRun: samples) { ui.runDirect() },
      Workload(name: "closed-form.frame-grid", unit: "instructions/sample", itemsPerRun: samples) { ui.runFrameGrid() },
      Workload(name: "closed-form.batched", unit: "instructions/sample", itemsPerRun: samples) { ui.runBatched() },
      Workload(name: "c-baseline.direct", unit: "instructions/sample", itemsPerRun: samples) { ui.runCBaseline() },
      Workload(name: "settle.exact", unit: "instructions/query", itemsPerRun: ui.motions.count) { ui.runSettle() },
      Workload(name: "csv.evaluate", unit: "instructions/row", itemsPerRun: csvRows) {
        Double(CSVSuite.evaluate(csv))
      },
    ]
  }

  /// Runs workload `name` `runs` times (for callgrind); false if unknown.
  public static func execute(_ name: String, runs: Int) -> Bool {
    guard let workload = all().first(where: { $0.name == name }) else { return false }
    var checksum = 0.0
    for _ in 0..<runs { checksum += workload.run() }
    blackHole(checksum)
    return true
  }
}
