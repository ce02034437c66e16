//===--- EvaluateCommand.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab evaluate: position and velocity of springs at given times.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringModel

extension Command {
  static let evaluate = Command(
    name: "evaluate",
    summary: "position and velocity of springs at given times (CSV in, CSV out)",
    help: MotionMethod.usage("evaluate") + """
             springlab evaluate --method engine:ID [--fps F] [--jitter J --seed S] < in.csv

      Reads CSV with a header row naming the columns mass,stiffness,damping,x0,v0,t
      (any order; other columns are ignored) and writes CSV 'position,velocity',
      one row per input row, in order, each number in shortest round-trip form.
      x0 is the displacement from the target (position - target) and v0 the
      velocity in units per second at time 0; t >= 0 is in seconds. The input
      streams: any number of rows in bounded memory. The CSV dialect (RFC 4180:
      quotes, CRLF, a byte order mark, decimal numbers only) is in README.

      With --method gsl:<stepper> each row is integrated from 0 to t by that GSL
      odeiv2 stepper (see 'springlab steppers') at --tolerance T, absolute and
      relative, with at most --max-steps N steps per row. A solver failure on
      valid input exits 70 naming the line.

      With --method engine:ID (see 'springlab engines') each row is replayed as
      that engine ships: frame by frame at F Hz (default 60), steady or with
      frame intervals varying by +-J/F and one frame in 40 dropped (seeded by S),
      from the start at x0 toward 0; the output is the value and velocity the
      engine shows on the last frame at or before t, after its own rest rule and
      snap.

      Bad input (or a result beyond the binary64 range): stderr names the line
      (header = line 1), the column and the text; exit 65 and nothing on stdout.
      Bad usage: exit 64. A failed read or write: exit 74.
      """,
    options: MotionMethod.commandOptions + EngineReplayMethod.optionSpecs,
    run: { (arguments, context) throws(CommandLineError) in
      let method = try MotionMethod(arguments, command: "evaluate")
      let source = try context.input.open(arguments)
      context.output.write(SpringTable.evaluateHeader)
      do throws(SpringTableError) {
        try SpringTable.run(source, layout: .evaluate, spool: context.output) {
          (row, spool) throws(RowFailure) in
          try method.evaluate(row, into: spool)
        }
      } catch {
        throw CommandLineError(error, command: "evaluate")
      }
    })
}
