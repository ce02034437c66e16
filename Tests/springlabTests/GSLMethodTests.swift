//===--- GSLMethodTests.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab evaluate / settle with --method gsl:<stepper>, end to end.
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab --method gsl:<stepper>, end to end")
struct GSLMethodTests {
  static let evaluateInput = """
    mass,stiffness,damping,x0,v0,t
    1,170,15,-1,0,0.5
    1,1,2,1,0,9.2334134764515
    1,4,0,0,2,1.5
    0.5,1000,1,0.25,-3,0

    """

  static func numbers(_ run: SpringlabRun) -> [[Double]] {
    run.lines.dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
  }

  @Test("gsl:rk8pd at 1e-12 agrees with the closed form to 1e-10 of the motion's scale")
  func rk8pdMatchesClosedForm() throws {
    let closed = try springlab(["evaluate"], input: Self.evaluateInput)
    let gsl = try springlab(
      ["evaluate", "--method", "gsl:rk8pd", "--tolerance", "1e-12"], input: Self.evaluateInput)
    #expect(gsl.status == 0, "\(gsl.stderr)")
    #expect(gsl.lines.first == "position,velocity" && gsl.lines.count == 5)
    let expected = Self.numbers(closed)
    let got = Self.numbers(gsl)
    // Scales: peak |x| and |v| of each row's motion are at most 1 and 4 here
    // except the last row (|v0| = 3 plus 0.25·ω0 ≈ 11).
    let scales: [(Double, Double)] = [(1, 8), (1, 1), (1, 2), (0.5, 12)]
    for (row, scale) in scales.enumerated() {
      #expect(abs(got[row][0] - expected[row][0]) <= 1e-10 * scale.0, "row \(row)")
      #expect(abs(got[row][1] - expected[row][1]) <= 1e-10 * scale.1, "row \(row)")
    }
    // t = 0 is the initial state itself.
    #expect(got[3] == [0.25, -3])
  }

  @Test(
    "every stepper is accepted and lands near the closed form at its default tolerance",
    arguments: [
      "rk2", "rk4", "rkf45", "rkck", "rk8pd", "rk1imp", "rk2imp", "rk4imp", "bsimp", "msadams",
      "msbdf",
    ])
  func everyStepperRuns(stepper: String) throws {
    let input = "mass,stiffness,damping,x0,v0,t\n1,170,15,-1,0,0.25\n"
    let run = try springlab(["evaluate", "--method", "gsl:\(stepper)"], input: input)
    #expect(run.status == 0, "\(run.stderr)")
    let closed = Self.numbers(try springlab(["evaluate"], input: input))[0]
    let got = Self.numbers(run)[0]
    // At 1e-10 even first-order rk1imp (~7·10⁴ steps here) is within
    // 2e-6 in x and 2e-5 in v (peak |v| ≈ 8); the others far closer.
    #expect(abs(got[0] - closed[0]) < 1e-5 && abs(got[1] - closed[1]) < 1e-4)
  }

  @Test("settle --method gsl:rk8pd agrees with the exact settling times")
  func settleMatchesClosedForm() throws {
    let input =
      SettleCommandTests.exactRows + """
        1,170,15,-1,0,0.001,1e-3
        1,170,1,-1,0,0.01,

        """
    let closed = try springlab(["settle"], input: input)
    let gsl = try springlab(
      ["settle", "--method", "gsl:rk8pd", "--tolerance", "1e-12"], input: input)
    #expect(gsl.status == 0, "\(gsl.stderr)")
    #expect(gsl.lines.first == "settling_time" && gsl.lines.count == 6)
    #expect(gsl.lines[2] == "0.0" && gsl.lines[3] == "inf")
    for row in [1, 4, 5] {
      let exact = try #require(Double(closed.lines[row]))
      let got = try #require(Double(gsl.lines[row]))
      #expect(abs(got - exact) <= 1e-8 * exact, "row \(row): \(got) vs \(exact)")
    }
  }

  @Test("an unknown stepper exits 64 listing every valid method")
  func unknownStepper() throws {
    for command in ["evaluate", "settle"] {
      let run = try springlab([command, "--method", "gsl:rk9"], input: "mass\n1\n")
      #expect(run.status == 64 && run.stdout.isEmpty)
      #expect(run.stderr.contains("unknown method 'gsl:rk9'"))
      #expect(
        run.stderr.contains("closed-form") && run.stderr.contains("gsl:rk8pd")
          && run.stderr.contains("gsl:msbdf"))
    }
  }

  @Test("a GSL failure on valid input exits 70 naming the line, with nothing on stdout")
  func solverFailureExits70() throws {
    // 2000 steps cannot cover 1e5 s of an undamped spring. (A
    // term beyond binary64, k·x0 = 1e310, is no failure: the reference
    // integrates in scaled variables.)
    let input = "mass,stiffness,damping,x0,v0,t\n1,170,15,-1,0,0.5\n1,170,0,-1,0,1e5\n"
    let run = try springlab(
      ["evaluate", "--method", "gsl:msbdf", "--max-steps", "2000"], input: input)
    #expect(run.status == 70)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("line 3: gsl:msbdf stopped at t = "), "\(run.stderr)")
    #expect(run.stderr.contains("raise --max-steps"))
  }

  @Test("t = 1e9 on an undamped spring stops at the step limit instead of running on")
  func hugeTimeIsBounded() throws {
    let run = try springlab(
      ["evaluate", "--method", "gsl:rk8pd"],
      input: "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,1e9\n")
    #expect(run.status == 70 && run.stdout.isEmpty)
    #expect(run.stderr.contains("line 2: gsl:rk8pd stopped at t = "), "\(run.stderr)")
    #expect(run.stderr.contains("(the step limit)"))
  }

  @Test("a spring at rest on its target stays exactly there, at once, even at t = 1e300")
  func zeroState() throws {
    let run = try springlab(
      ["evaluate", "--method", "gsl:bsimp"],
      input: "mass,stiffness,damping,x0,v0,t\n1,1,0,0,0,1e300\n1,1,1,-0,0,5\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.lines == ["position,velocity", "0.0,0.0", "0.0,0.0"])
  }

  @Test("--max-steps bounds the work per row, and the message advises raising it")
  func maxSteps() throws {
    let input = "mass,stiffness,damping,x0,v0,t\n1,1,0,1,0,100\n"
    let short = try springlab(
      ["evaluate", "--method", "gsl:rk8pd", "--max-steps", "10"], input: input)
    #expect(short.status == 70 && short.stdout.isEmpty)
    #expect(short.stderr.contains("line 2: gsl:rk8pd stopped at t = "), "\(short.stderr)")
    #expect(short.stderr.contains("after 11 steps (the step limit)"), "\(short.stderr)")
    #expect(short.stderr.contains("raise --max-steps"))
    // 100 s of a 1 rad/s oscillator: x = cos 100 at the default budget.
    let enough = try springlab(
      ["evaluate", "--method", "gsl:rk8pd", "--max-steps", "100000"], input: input)
    let x = try #require(Double(enough.lines[1].split(separator: ",")[0]))
    #expect(enough.status == 0 && abs(x - cos(100.0)) < 1e-7, "\(enough.stderr)")
  }

  @Test("settle warns when a threshold is within 100 × the tolerance, and prints the times")
  func unresolvedThreshold() throws {
    let input =
      "mass,stiffness,damping,x0,v0,epsilon\n1,100,10,-1,0,1e-3\n1,100,10,-1,0,1e-9\n1,100,10,-1,0,1e-11\n"
    let run = try springlab(["settle", "--method", "gsl:rk8pd"], input: input)
    #expect(run.status == 0 && run.lines.count == 4, "\(run.stderr)")
    #expect(
      run.stderr.contains("warning: line 3 and 1 more row(s): a threshold below 1e-08"),
      "\(run.stderr)")
    let resolved = try springlab(
      ["settle", "--method", "gsl:rk8pd"],
      input: "mass,stiffness,damping,x0,v0,epsilon\n1,100,10,-1,0,1e-3\n")
    #expect(resolved.status == 0 && resolved.stderr.isEmpty, "\(resolved.stderr)")
  }
}
