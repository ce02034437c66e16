//===--- SettleCommandTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab settle, end to end")
struct SettleCommandTests {
  /// Springs whose settling times are known exactly, one per row after the
  /// header: critical from x0 = 1 (9.2334… s), one that starts inside its
  /// band (0), an undamped one (inf).
  static let exactRows = """
    mass,stiffness,damping,x0,v0,epsilon,velocity_epsilon
    1,1,2,1,0,0.001,
    1,100,10,0.0001,0,0.001,
    1,4,0,1,0,0.001,

    """

  @Test("settling times: exact crossing, 0, inf, and the velocity threshold")
  func settlingTimes() throws {
    let input = Self.exactRows + "1,1,2,1,0,0.001,1e-9"
    let run = try springlab(["settle"], input: input)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.lines
    #expect(lines.first == "settling_time" && lines.count == 5)
    // (1 + T)e^(−T) = 1e-3 at T = 9.23341347645…
    let critical = try #require(Double(lines[1]))
    #expect(abs(critical - 9.233413476451586) < 1e-13)
    #expect(lines[2] == "0.0")
    #expect(lines[3] == "inf")
    // With |v| = T e^(−T) ≤ 1e-9 required too, it settles much later.
    let both = try #require(Double(lines[4]))
    #expect(both > 20 && abs(both * exp(-both) - 1e-9) < 1e-20)
  }

  @Test(
    "bad thresholds exit 65 naming line and column",
    arguments: [
      (
        "mass,stiffness,damping,x0,v0,epsilon\n1,1,1,1,1,0\n",
        "line 2: column 'epsilon' must be a finite number > 0 (got '0')"
      ),
      (
        "mass,stiffness,damping,x0,v0,epsilon\n1,1,1,1,1,-1e-3\n",
        "line 2: column 'epsilon' must be a finite number > 0 (got '-1e-3')"
      ),
      (
        "mass,stiffness,damping,x0,v0,epsilon,velocity_epsilon\n1,1,1,1,1,1,0\n",
        "line 2: column 'velocity_epsilon' must be a finite number > 0 (got '0')"
      ),
      ("mass,stiffness,damping,x0,v0\n1,1,1,1,1\n", "missing required column 'epsilon'"),
    ])
  func badThresholds(input: String, message: String) throws {
    let run = try springlab(["settle"], input: input)
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "stderr was: \(run.stderr)")
  }
}
