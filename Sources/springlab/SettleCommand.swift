//===--- SettleCommand.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab settle: the exact settling time of each spring.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringModel
import SpringReference

extension Command {
  static let settle = Command(
    name: "settle",
    summary: "exact settling time of springs for a threshold (CSV in, CSV out)",
    help: MotionMethod.usage("settle") + """

      Reads CSV with a header naming mass,stiffness,damping,x0,v0,epsilon and
      optionally velocity_epsilon (any order; other columns ignored; an empty
      velocity_epsilon cell means none) and writes CSV 'settling_time': the last
      time |x| crosses epsilon (and |v| crosses velocity_epsilon, when that cell
      is given), in seconds; 0 when the spring never leaves the band; inf when
      it never settles (undamped). The CSV dialect is in README.

      With --method gsl:<stepper> the trajectory is integrated by that GSL stepper
      until its energy bounds are inside the thresholds, and the last crossing is
      refined by re-integrating, to the solver's accuracy rather than exactly.
      A threshold below 100 × --tolerance is not resolved (the tolerance is also
      absolute, so each step near the crossing may err by the tolerance itself):
      a warning on stderr names the first such line and how many there are, and
      the results are still printed; lower --tolerance to resolve them.

      Bad input (or a settling time beyond the binary64 range): stderr names
      the line (header = line 1), the column and the text; exit 65 and nothing
      on stdout. Bad usage: exit 64. A failed read or write: exit 74.
      """,
    options: MotionMethod.commandOptions,
    run: { (arguments, context) throws(CommandLineError) in
      let method = try MotionMethod(arguments, command: "settle")
      let source = try context.input.open(arguments)
      context.output.write("settling_time\n")
      var unresolved: (first: Int, count: Int)?
      do throws(SpringTableError) {
        try SpringTable.run(source, layout: .settle, spool: context.output) {
          (row, spool) throws(RowFailure) in
          try method.settle(row, into: spool)
          if case .gsl(let integrator) = method,
            SettleResolution.isUnresolved(row, integrator: integrator)
          {
            unresolved = (unresolved?.first ?? row.line, (unresolved?.count ?? 0) + 1)
          }
        }
      } catch {
        throw CommandLineError(error, command: "settle")
      }
      if let unresolved, case .gsl(let integrator) = method {
        let others = unresolved.count > 1 ? " and \(unresolved.count - 1) more row(s)" : ""
        let floor = SettleResolution.thresholdsPerTolerance * integrator.absoluteTolerance
        writeError(
          "springlab settle: warning: line \(unresolved.first)\(others): a threshold below "
            + "\(optionText(floor)) (100 × --tolerance) is not resolved by "
            + "\(integrator.stepper.methodName), whose steps may each err by the tolerance "
            + "itself; those settling times may be off by percents: lower --tolerance")
      }
    })
}

/// Whether a GSL settling time resolves its thresholds.
///
/// --tolerance is absolute as well as relative: near the last crossing,
/// where |x| ≈ epsilon, GSL accepts a step whose local error is about the
/// tolerance itself, in position units (velocity units for v). A threshold
/// within a hundred times the tolerance is therefore not resolved: its
/// crossing may be found percents off. Measured on a 1 kg, 100 N/m,
/// 10 N·s/m spring from x0 = -1 at tolerance 1e-10: at epsilon = 1e-9
/// msadams is 1.5 % off and rkf45 0.02 %; at 1e-11 msadams is 8.6 % off; at
/// 1e-6 every stepper is within 1e-6.
enum SettleResolution {
  /// The smallest threshold, in units of the tolerance, counted as resolved.
  static let thresholdsPerTolerance = 100.0

  /// Whether `row`'s epsilon (or velocity_epsilon) is below
  /// `thresholdsPerTolerance` × the absolute tolerance.
  static func isUnresolved(_ row: SpringRow, integrator: ReferenceIntegrator) -> Bool {
    let floor = thresholdsPerTolerance * integrator.absoluteTolerance
    return row.parameter < floor || (row.extra.map { $0 < floor } ?? false)
  }
}
