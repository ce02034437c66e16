//===--- ScoredRowsFile.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// `score --rows FILE` and `validate --rows FILE`: every scored row as CSV,
// not only the ten worst. The file is created when the command starts
// (never over an existing path), filled when scoring has finished — pass or
// fail — and removed again, being the command's own empty file, when the
// input is refused.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV
import SpringTruth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rows file of one run.
final class ScoredRowsFile {
  /// The `--rows` option.
  static let optionSpec = OptionSpec(
    name: "rows", valueName: "FILE",
    help: "write every scored row as CSV to a new FILE")

  /// The evaluate columns.
  static let evaluateHeader =
    "row,id,family,damping_band,phase_band,magnitude_band,zeta,omega0_t,"
    + "truth_position,truth_velocity,position,velocity,wrong,K,E"
  /// The settle columns.
  static let settleHeader =
    "row,id,family,epsilon,velocity_epsilon,exact,settling_time,failure,relative_error,residual_K"

  private let path: String
  private var descriptor: Int32
  private let spool = OutputSpool()
  /// Whether the rows were written: the file is then the user's.
  private var committed = false

  /// Creates `path` for `task`'s rows, or refuses (exit 64) a path that
  /// exists or is standard output, and (exit 73) one that cannot be created.
  init(path: String, task: ConformanceTask, command: String) throws(CommandLineError) {
    guard path != "-" else {
      throw .usage("springlab \(command): --rows needs a file: standard output holds the report")
    }
    descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      if errno == EEXIST {
        throw .usage(
          "springlab \(command): --rows '\(path)' already exists; springlab does not "
            + "overwrite files: remove it or name another")
      }
      throw .io("springlab \(command): cannot create --rows '\(path)': \(reason)")
    }
    self.path = path
    spool.write((task == .evaluate ? Self.evaluateHeader : Self.settleHeader) + "\n")
  }

  /// Appends one scored evaluate row.
  func append(_ row: EvaluationRowScore) {
    let c = row.evaluationCase
    spool.write("\(row.row + 1),\(Self.field(c.id ?? "")),\(Self.field(c.family))")
    for band in row.bands { spool.write("," + Self.field(band.label)) }
    for value in [
      row.dampingRatio, row.naturalPhase, row.truth.position, row.truth.velocity,
    ] {
      number(value)
    }
    number(row.result?.position)
    number(row.result?.velocity)
    spool.write("," + (row.wrongComponent?.rawValue ?? ""))
    number(row.conditionScaledError)
    number(row.normalizedError)
    spool.append(byte: 0x0A)
  }

  /// Appends one scored settle row.
  func append(_ row: SettlingRowScore) {
    let c = row.settlingCase
    spool.write("\(row.row + 1),\(Self.field(c.id ?? "")),\(Self.field(c.family))")
    number(c.threshold)
    number(c.velocityThreshold)
    number(row.truth)
    number(row.result)
    spool.write("," + (row.failure?.rawValue ?? ""))
    number(row.relativeError)
    number(row.residualK)
    spool.append(byte: 0x0A)
  }

  /// Writes the rows and closes the file.
  func commit(command: String) throws(CommandLineError) {
    guard !committed else { return }
    committed = true
    defer { closeDescriptor() }
    do {
      try spool.copy(to: descriptor, name: path)
    } catch {
      throw .io("springlab \(command): cannot write --rows '\(path)': \(error)")
    }
  }

  /// Removes the file this run created (still empty) after the input was
  /// refused; nothing once the rows are written.
  func discard() {
    guard !committed else { return }
    committed = true
    closeDescriptor()
    unlink(path)
  }

  private func closeDescriptor() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
  }

  /// `,` and the value in round-trip form; empty when absent; `nan`,
  /// `inf`, `-inf` as the CSV readers read them.
  private func number(_ value: Double?) {
    spool.write(",")
    guard let value else { return }
    if value.isNaN {
      spool.write("nan")
    } else if value.isInfinite {
      spool.write(value > 0 ? "inf" : "-inf")
    } else {
      spool.appendRoundTrip(value)
    }
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break.
  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
