//===--- SteppersCommand.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab steppers: the GSL steppers behind --method gsl:<stepper>.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringReference

extension Command {
  static let steppers = Command(
    name: "steppers",
    summary: "list the GSL odeiv2 steppers usable as --method gsl:<stepper>",
    help: """
      Usage: springlab steppers [--format table|json]

      Lists GSL's eleven odeiv2 steppers with their order (a range for the
      variable-order multistep methods), whether each step solves an implicit
      equation, and whether the stepper uses the spring's analytic Jacobian.
      Any of them can integrate the spring for 'evaluate' and 'settle' with
      --method gsl:<stepper> --tolerance T.
      """,
    options: [OutputFormat.optionSpec],
    printing: { (arguments) throws(CommandLineError) in
      switch try OutputFormat(arguments, command: "steppers") {
      case .table: return stepperTable()
      case .json: return JSONValue.array(ODEStepper.allCases.map(stepperJSON)).rendered() + "\n"
      }
    })

  private static func stepperTable() -> String {
    let header = ["stepper", "method", "order", "implicit", "jacobian", "description"]
    let rows = ODEStepper.allCases.map { stepper in
      [
        stepper.rawValue, stepper.methodName, stepper.orderDescription,
        stepper.isImplicit ? "yes" : "no", stepper.usesJacobian ? "yes" : "no", stepper.summary,
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { row in
      row.indices.map { column in
        column == row.count - 1 ? row[column] : row[column].padding(toLength: widths[column] + 1)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }

  private static func stepperJSON(_ stepper: ODEStepper) -> JSONValue {
    .object([
      ("name", .string(stepper.rawValue)), ("method", .string(stepper.methodName)),
      ("minOrder", .integer(stepper.orders.lowerBound)),
      ("maxOrder", .integer(stepper.orders.upperBound)),
      ("implicit", .bool(stepper.isImplicit)), ("jacobian", .bool(stepper.usesJacobian)),
      ("description", .string(stepper.summary)),
    ])
  }
}
