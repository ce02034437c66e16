//===--- ArgumentStrictnessTests.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Nothing on the command line is silently ignored or overridden: each of
// these exits 64 with nothing on stdout and a message naming the valid
// spelling or range.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab arguments: strict, with the valid spelling in every refusal")
struct ArgumentStrictnessTests {
  static let input = "mass,stiffness,damping,x0,v0,t\n1,100,10,-1,0,0.1\n"

  static let refusals: [([String], String)] = [
    (
      ["validate", "--command", "true", "--timeout", "1e7"],
      "option '--timeout' must be a number of seconds > 0 and at most 1e6 (about 11.6 days) "
        + "(got '1e7')"
    ),
    (
      ["cases", "--family", "all,ui"],
      "'all' stands alone in --family (got 'all,ui'): write --family all, or list families from "
        + "ui, broad"
    ),
    (
      ["convert", "--version"],
      "springlab convert: '--version' is not an option of convert; 'springlab --version' prints"
    ),
    (
      ["evaluate", "--version"],
      "springlab evaluate: '--version' is not an option of evaluate; 'springlab --version' prints"
    ),
    (
      ["evaluate", "-method", "gsl:rk4"],
      "unknown option '-method'; options start with two dashes: --method"
    ),
    (
      ["evaluate", "cases.csv"],
      "unexpected argument 'cases.csv' (evaluate takes only options; to read a file, write --input cases.csv)"
    ),
    (
      ["evaluate", "--method", "gsl:rk4", "--method", "gsl:rk8pd"],
      "option '--method' is given more than once"
    ),
    (
      ["evaluate", "--method=gsl:rk4", "--method", "closed-form"],
      "option '--method' is given more than once"
    ),
    (
      ["convert", "--from", "ca.spring", "-mass", "2"],
      "unknown option '-mass'; options start with two dashes: --mass"
    ),
    (
      ["convert", "--from", "ca.spring", "--mass", "2", "--mass", "3"],
      "option '--mass' is given more than once"
    ),
    (
      ["sample", "--from", "ca.spring", "--fps", "60", "--fps", "120"],
      "option '--fps' is given more than once"
    ),
    (["report", "--quick", "--quick"], "option '--quick' is given more than once"),
    (["report", "--quick=yes"], "option '--quick' takes no value"),
    (
      ["report", "--jobs", "1e300"],
      "option '--jobs' must be an integer from 1 to 1024 (got '1e300')"
    ),
    (["report", "--jobs", "9.3e18"], "must be an integer from 1 to 1024 (got '9.3e18')"),
    (["report", "--jobs", "-1"], "must be an integer from 1 to 1024 (got '-1')"),
    (["report", "--jobs", "0.5"], "must be an integer from 1 to 1024 (got '0.5')"),
    (["report", "--jobs", "99999999999999999999999"], "must be an integer from 1 to 1024"),
    (["report", "--jobs", "0"], "must be an integer from 1 to 1024 (got '0')"),
    (
      ["bench", "--repetitions", "1e300"],
      "option '--repetitions' must be an integer from 1 to 10000 (got '1e300')"
    ),
    (["bench", "--repetitions", "9.3e18"], "must be an integer from 1 to 10000"),
    (["bench", "--repetitions", "-1"], "must be an integer from 1 to 10000"),
    (["bench", "--repetitions", "0.5"], "must be an integer from 1 to 10000"),
    (
      ["evaluate", "--method", "gsl:rk4", "--max-steps", "1e300"],
      "option '--max-steps' must be an integer from 1 to 1000000000"
    ),
    (
      ["evaluate", "--method", "gsl:rk4", "--max-steps", "0"],
      "must be an integer from 1 to 1000000000 (got '0')"
    ),
    (["evaluate", "--tolerance", "1e-8"], "--tolerance applies to gsl:* methods only"),
    (
      ["evaluate", "--method", "gsl:rk4", "--tolerance", "1e300"],
      "option '--tolerance' must be a number from 1e-14 to 0.01 (got '1e300')"
    ),
    (
      ["evaluate", "--method", "gsl:rk4", "--tolerance", "0"],
      "must be a number from 1e-14 to 0.01 (got '0')"
    ),
    (
      ["evaluate", "--method", "gsl:rk4", "--tolerance", "1e-15"],
      "must be a number from 1e-14 to 0.01 (got '1e-15')"
    ),
    (
      ["evaluate", "--method", "gsl:rk4", "--tolerance", "0x1p-20"],
      "must be a number from 1e-14 to 0.01 (got '0x1p-20')"
    ),
    (["evaluate", "--method"], "option '--method' needs a value"),
    (["evaluate", "--method", "--input", "x.csv"], "option '--method' needs a value"),
    (
      ["settle", "--bogus"],
      "unknown option '--bogus' (valid: --method, --tolerance, --max-steps, --input)"
    ),
    (["steppers", "table"], "unexpected argument 'table' (steppers takes only options)"),
    (
      ["apis", "--format", "json", "--format", "table"], "option '--format' is given more than once"
    ),
    (
      ["sample", "--from", "ca.spring", "--distance", "0x10"],
      "option '--distance' must be a finite number (got '0x10')"
    ),
    (
      ["convert", "--from", "ca.spring", "--stiffness", "nan"],
      "option '--stiffness' must be a finite number (got 'nan')"
    ),
    (
      ["bench", "--save", "../../x", "--repetitions", "1", "--filter", "settle.exact.critical"],
      "--save '../../x' is not a baseline name"
    ),
    (["bench", "--save", ".hidden"], "is not a baseline name"),
    (["bench", "--compare", "a/b"], "--compare 'a/b' is not a baseline name"),
    (
      ["bench", "compare", "a.json", "b.json", "--save", "x"],
      "springlab bench compare: option '--save' does not apply here (valid: --format, --threshold)"
    ),
    (["bench", "workload", "settle.exact", "1e300"], "RUNS an integer from 0 to 1000000000"),
    (["bench", "fingerprint", "extra"], "springlab bench fingerprint: takes no arguments"),
    (
      ["bench", "fingerprint", "--filter", "x"],
      "springlab bench fingerprint: option '--filter' does not apply here (valid: none)"
    ),
    (["help", "evaluate", "settle"], "expected one command name"),
    (["--help", "extra"], "unexpected argument 'extra'"),
    (["evaluate", "--"], "unknown option '--'"),
  ]

  @Test(
    "refused with exit 64, nothing on stdout, the valid spelling on stderr", arguments: refusals)
  func refused(arguments: [String], message: String) throws {
    let run = try springlab(arguments, input: Self.input)
    #expect(run.status == 64, "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
  }

  @Test("what is valid still works: --opt=value, -h, --input -, negative values, the range's ends")
  func accepted() throws {
    #expect(try springlab(["evaluate", "--method=closed-form"], input: Self.input).status == 0)
    #expect(try springlab(["evaluate", "--input", "-"], input: Self.input).lines.count == 2)
    #expect(try springlab(["evaluate", "-h"]).stdout.contains("Usage: springlab evaluate"))
    let gsl = try springlab(
      ["evaluate", "--method", "gsl:rk8pd", "--tolerance", "1e-14", "--max-steps", "1000000000"],
      input: Self.input)
    #expect(gsl.status == 0, "\(gsl.stderr)")
    let loose = try springlab(
      ["evaluate", "--method", "gsl:rk8pd", "--tolerance", "0.01"], input: Self.input)
    #expect(loose.status == 0, "\(loose.stderr)")
    let negative = try springlab([
      "sample", "--from", "ca.spring", "--distance", "-2", "--duration", "0.05",
    ])
    #expect(negative.status == 0 && negative.lines.count == 5, "\(negative.stderr)")
  }
}
