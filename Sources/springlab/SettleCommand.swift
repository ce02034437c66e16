//===--- SettleCommand.swift ----------------------------------------------===//
//
// springlab settle: the exact settling time of each spring.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension Command {
  static let settle = Command(
    name: "settle",
    summary: "exact settling time of springs for a threshold (CSV in, CSV out)",
    help: """
      Usage: springlab settle [--method M] [--tolerance T] [--input FILE] < in.csv > out.csv

      Reads CSV with a header naming mass,stiffness,damping,x0,v0,epsilon and
      optionally velocity_epsilon (any order; other columns ignored) and writes CSV
      'settling_time': the last time |x| crosses epsilon (and |v| crosses
      velocity_epsilon, when that cell is given), in seconds; 0 when the spring
      never leaves the band; inf when it never settles (undamped).

      With --method gsl:<stepper> the trajectory is integrated by that GSL stepper
      until its energy bounds are inside the thresholds, and the last crossing is
      refined by re-integrating, to the solver's accuracy rather than exactly.

      Bad input: stderr names the line (header = line 1), the column and the text;
      exit 65 and nothing on stdout. Bad usage: exit 64.
      """,
    options: [
      OptionSpec(name: "method", valueName: "M", help: MotionMethod.optionHelp),
      OptionSpec(
        name: "tolerance", valueName: "T",
        help: "absolute and relative tolerance for gsl:* methods (default 1e-10)"),
      OptionSpec(name: "input", valueName: "FILE", help: "read CSV from FILE instead of stdin"),
    ],
    run: { (arguments, input) throws(CommandLineError) in
      let method = try MotionMethod(arguments, command: "settle")
      let table = try CSVTable(parsing: try input.text(for: arguments), requiredColumns: SpringRow.settleColumns)
      let rows = try SpringRow.rows(
        of: table, last: .positive("epsilon"), optional: .positive("velocity_epsilon"))
      var output = "settling_time\n"
      for time in try method.settlingTimes(for: rows) {
        output += roundTrip(time) + "\n"
      }
      return output
    })
}
