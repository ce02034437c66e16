//===--- SettleCommand.swift ----------------------------------------------===//
//
// springlab settle: the exact settling time of each spring.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringCSV
import SpringModel
import SpringReference

extension Command {
  static let settle = Command(
    name: "settle",
    summary: "exact settling time of springs for a threshold (CSV in, CSV out)",
    help: """
      Usage: springlab settle [--method M] [--tolerance T] [--max-steps N] [--input FILE]
                              < in.csv > out.csv

      Reads CSV with a header naming mass,stiffness,damping,x0,v0,epsilon and
      optionally velocity_epsilon (any order; other columns ignored; an empty
      velocity_epsilon cell means none) and writes CSV 'settling_time': the last
      time |x| crosses epsilon (and |v| crosses velocity_epsilon, when that cell
      is given), in seconds; 0 when the spring never leaves the band; inf when
      it never settles (undamped). The CSV dialect is in README.

      With --method gsl:<stepper> the trajectory is integrated by that GSL stepper
      until its energy bounds are inside the thresholds, and the last crossing is
      refined by re-integrating, to the solver's accuracy rather than exactly.
      When a threshold is so small that the solver's own error bound for the
      row reaches a tenth of it, a warning on stderr names the first such line
      and says how many there are (the result is still printed; lower
      --tolerance to resolve it).

      Bad input (or a settling time beyond the binary64 range): stderr names
      the line (header = line 1), the column and the text; exit 65 and nothing
      on stdout. Bad usage: exit 64. A failed read or write: exit 74.
      """,
    options: MotionMethod.options + [
      OptionSpec(
        name: "input", valueName: "FILE", help: "read CSV from FILE instead of stdin (- for stdin)")
    ],
    run: { (arguments, context) throws(CommandLineError) in
      let method = try MotionMethod(arguments, command: "settle")
      let source = try context.input.open(arguments)
      context.output.write("settling_time\n")
      var unresolved: (first: Int, count: Int, worst: Double)?
      do throws(SpringTableError) {
        try SpringTable.run(source, layout: .settle, spool: context.output) {
          (row, spool) throws(RowFailure) in
          let steps = try method.settle(row, into: spool)
          if case .gsl(let integrator) = method,
            let ratio = SettleResolution.errorToThreshold(
              row, integrator: integrator, steps: steps),
            ratio > SettleResolution.warningRatio
          {
            let previous = unresolved ?? (row.line, 0, 0)
            unresolved = (previous.first, previous.count + 1, max(previous.worst, ratio))
          }
        }
      } catch {
        throw CommandLineError(error, command: "settle")
      }
      if let unresolved, case .gsl(let integrator) = method {
        let others = unresolved.count > 1 ? " and \(unresolved.count - 1) more row(s)" : ""
        writeError(
          "springlab settle: warning: line \(unresolved.first)\(others): the threshold is "
            + "below what \(integrator.stepper.methodName) resolves at --tolerance "
            + "\(optionText(integrator.relativeTolerance)) (its error bound reaches "
            + "\(tableNumber(unresolved.worst, digits: 2)) × the threshold); "
            + "those settling times may be off by several percent: lower --tolerance")
      }
    })
}

/// Whether a GSL settling time resolves its threshold: the solver's error
/// bound (ReferenceErrorBound) against epsilon and velocity_epsilon.
enum SettleResolution {
  /// Warn when the bound on the solver's position (or velocity) error
  /// reaches this fraction of the threshold: the crossing time is then off
  /// by up to about that fraction of the envelope's decay time.
  static let warningRatio = 0.1

  /// The larger of (position error bound)/epsilon and (velocity error
  /// bound)/velocity_epsilon for a run of `steps` accepted steps; nil when
  /// no steps were taken (an answer found without integrating).
  static func errorToThreshold(_ row: SpringRow, integrator: ReferenceIntegrator, steps: Int)
    -> Double?
  {
    guard steps > 0 else { return nil }
    let omega0 = row.spring.naturalFrequency
    let x0 = row.initialState.position
    let v0 = row.initialState.velocity
    // The energy bounds: no later |x| or |v| exceeds them.
    let peakPosition = hypot(x0, v0 / omega0)
    let peakVelocity = hypot(v0, omega0 * x0)
    let normalized = integrator.normalizedErrorBound(
      peakPosition: peakPosition, peakVelocity: peakVelocity, acceptedSteps: steps)
    var ratio = normalized * peakPosition / row.parameter
    if let velocityThreshold = row.extra {
      ratio = max(ratio, normalized * peakVelocity / velocityThreshold)
    }
    return ratio.isFinite ? ratio : nil
  }
}
