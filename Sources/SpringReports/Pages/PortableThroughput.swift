//===--- PortableThroughput.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The throughput page's second build: the one `swift build -c release`
// gives users (x86-64 baseline: SSE2, no fused multiply-add), measured in
// the same report run as the native build the main tables come from.
// `scripts/report` builds it beside the native one and names it in
// SPRINGLAB_PORTABLE_BINARY; the report runs its `bench` on the evaluator
// benchmarks (the harness's median of 11 repetitions) and its
// `bench fingerprint`, whose digest of every evaluator's bits must equal
// the native build's.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringModel

/// The portable build's figures and its agreement with the native build.
public struct PortableMeasurement: Sendable {
  /// The benchmark results of the portable binary's `bench`.
  public var results: [BenchmarkResult]
  /// `springlab bench fingerprint` of the portable binary.
  public var portableFingerprint: String
  /// `springlab bench fingerprint` of this (native) build.
  public var nativeFingerprint: String

  /// The portable build's `results`, and both builds' fingerprints.
  public init(results: [BenchmarkResult], portableFingerprint: String, nativeFingerprint: String) {
    self.results = results
    self.portableFingerprint = portableFingerprint
    self.nativeFingerprint = nativeFingerprint
  }

  /// The environment variable naming the portable binary.
  public static let binaryVariable = "SPRINGLAB_PORTABLE_BINARY"

  /// The benchmarks timed in the portable build.
  static let prefixes = [
    "closed-form.direct", "closed-form.frame-grid", "closed-form.batched", "c-baseline.direct",
    "settle.exact",
  ]

  /// Runs the portable binary named by `SPRINGLAB_PORTABLE_BINARY`: its
  /// `bench fingerprint` always (deterministic, so `report --check` compares
  /// the verdict), its timings only when `timings`; nil when the variable is
  /// not set, with a reason on `progress` when the binary fails.
  public static func measure(timings: Bool, progress: (String) -> Void) -> PortableMeasurement? {
    guard let path = ProcessInfo.processInfo.environment[binaryVariable], !path.isEmpty else {
      return nil
    }
    let json = FileManager.default.temporaryDirectory
      .appendingPathComponent("springlab-portable-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: json) }
    var results: [BenchmarkResult] = []
    if timings {
      progress("portable build: bench \(prefixes.joined(separator: ","))")
      guard
        run(path, ["bench", "--filter", prefixes.joined(separator: ","), "--json", json.path])
          != nil,
        let data = try? Data(contentsOf: json),
        let report = try? BenchmarkJSON.decode(data)
      else {
        progress("portable build: \(path) did not run; its table is left out")
        return nil
      }
      results = report.results
    }
    progress("portable build: bench fingerprint")
    guard let fingerprint = run(path, ["bench", "fingerprint"]) else {
      progress("portable build: \(path) did not run; its section is left out")
      return nil
    }
    return PortableMeasurement(
      results: results,
      portableFingerprint: fingerprint.trimmingCharacters(in: .whitespacesAndNewlines),
      nativeFingerprint: EvaluationFingerprint.line())
  }

  /// The standard output of `path arguments`, or nil when it fails.
  static func run(_ path: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// The median of `name`, if measured.
  func median(_ name: String) -> Double? { results.first { $0.name == name }?.median }
}

extension ThroughputReport {
  /// The portable build's targets (the issue-41 limits): the same ratios,
  /// and the settling query within 250 ns.
  static let portableTargets: [(name: String, reference: String?, limit: Double, label: String)] =
    [
      ("closed-form.direct", "c-baseline.direct", 1.0, "direct evaluator ≤ 1.0× the C baseline"),
      ("closed-form.frame-grid", "c-baseline.direct", 0.15, "frame-grid ≤ 0.15× the C baseline"),
      ("closed-form.batched", "c-baseline.direct", 0.3, "batched ≤ 0.3× the C baseline"),
      ("settle.exact", nil, 250, "settling query ≤ 250 ns"),
    ]

  /// The "Portable build" section.
  static func portableSection(_ portable: PortableMeasurement?, into doc: inout MarkdownDocument) {
    doc.heading("Portable build")
    guard let portable else {
      doc.paragraph(
        """
        Not measured in this run: `scripts/report` builds the portable binary (plain \
        `swift build -c release`, the build users get) beside the native one and names it in \
        `\(PortableMeasurement.binaryVariable)`.
        """)
      return
    }
    let identical = portable.portableFingerprint == portable.nativeFingerprint
    doc.paragraph(
      """
      The build users get — plain `swift build -c release`, x86-64 baseline (SSE2, no fused \
      multiply-add) — timed in this run by its own `springlab bench` (median of 11 repetitions; \
      ratios to the C baseline compiled into the same binary). **Same bits on both instruction \
      sets: \(identical ? "yes" : "NO")** — `springlab bench fingerprint`, a digest of every \
      value the direct, batched and frame-grid evaluators and the settling search produce on \
      16 springs × 256 frames of every family, is \(identical ? "identical" : "different") in the \
      portable and the native build (Swift does not contract a·b + c into a fused multiply-add, \
      and no function SpringLab calls depends on the instruction set).
      """)
    doc.timing { doc in
      doc.paragraph(
        "Fingerprints: portable `\(portable.portableFingerprint)`, native `\(portable.nativeFingerprint)`."
      )
      guard !portable.results.isEmpty else {
        doc.paragraph("Not timed in this run.")
        return
      }
      var rows: [[String]] = []
      for target in portableTargets {
        guard let median = portable.median(target.name) else { continue }
        if let reference = target.reference, let base = portable.median(reference) {
          let ratio = median / base
          rows.append([
            target.label, format(median) + " ns", format(ratio) + "×",
            ratio <= target.limit ? "met" : "missed",
          ])
        } else {
          rows.append([
            target.label, format(median) + " ns", "", median <= target.limit ? "met" : "missed",
          ])
        }
      }
      if let base = portable.median("c-baseline.direct") {
        rows.append(["(C baseline)", format(base) + " ns", "1×", ""])
      }
      doc.table(
        ["target", "median", "ratio", "status (median)"], rows, alignments: ["l", "r", "r", "l"])
    }
  }
}

extension ThroughputReport {
  /// Why the batched and frame-grid targets are missed, from the
  /// workload's structure (deterministic).
  static func missedTargetsSection(into doc: inout MarkdownDocument) {
    doc.heading("Where the batched and frame-grid figures go")
    let workload = EvaluationWorkload(family: .ui)
    var groups: [DampingRegime: Int] = [:]
    for motion in workload.motions {
      let regime = motion.regime == .undamped ? .underdamped : motion.regime
      groups[regime, default: 0] += 1
    }
    let width = DoubleLanes.scalarCount
    let lanes = groups.values.reduce(0) { $0 + (($1 + width - 1) / width) * width }
    let frames = workload.grid.count
    let table = FrameGridSampler.preferredTableSize(forSampleCount: frames)
    let anchors = (frames + table - 1) / table
    doc.paragraph(
      """
      **Batched.** `SpringMotionBatch` evaluates all motions at one time, eight lanes per form: \
      the \(workload.motions.count) motions of this workload fill \(lanes) lanes \
      (\(groups.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")); \
      each form's last block padded). A block computes every branch any of its lanes needs: the \
      compensated Taylor kernel while some lane's phase is ≤ 1, the compensated sin/cos form \
      while some lane's phase is in (1, 3], the compensated two exponentials while some lane is \
      before its motion's plain start (PlainModes.swift) — the compensation that keeps K ≤ 2 \
      (Docs/ErrorAnalysis.md), paid by all eight lanes. One motion at many times \
      (`closed-form.direct`, through `SpringMotion.evaluate(at:positions:velocities:)`) has no \
      such mix: consecutive times share a branch, so its eight-lane blocks run the plain forms \
      almost everywhere, and it is now the faster of the two per sample.
      """)
    doc.paragraph(
      """
      **Frame grid.** With \(frames) frames the preferred table holds \(table) entries, so each \
      motion takes \(anchors) anchors, each the closed form's accurate evaluation (compensated \
      at every phase, glibc's sin and cos: its errors must not add to a table entry's), and \
      every sample one 2×2 product of pairs — 8 multiplies and 6 adds for the low parts on top of \
      the 4 and 2 of the plain product, which issue 28 added because plain roundings there \
      measured K 3.7. A longer table (built once per spring and step) takes fewer anchors; the \
      per-sample product is the floor.
      """)
  }
}
