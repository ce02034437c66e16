//===--- IssueTwentyEightWitnessTests.swift -------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 28's witnesses — rows an adversarial search found above K = 2 on
// earlier evaluators — pinned at K ≤ 2 against the MPFR truth, scored as
// `springlab score` scores them, for the direct closed form, the SIMD batch
// and the frame grid.
//
//===----------------------------------------------------------------------===//

import SpringModel
import Testing

@testable import SpringTruth

@Suite("Issue 28's witnesses")
struct IssueTwentyEightWitnessTests {
  /// (family, K on the evaluator they were found on; mass, stiffness,
  /// damping, x0, v0, t).
  static let witnesses: [(family: String, found: Double, row: [Double])] = [
    (
      "broad", 3.18,
      [
        0.003696305717218307, 0.24521694254568743, 15.390833912785482, 154.73037939369246,
        0.13835249282231785, 0.016056922623794673,
      ]
    ),
    (
      "overdamped", 2.71,
      [
        17.977052913985492, 87271.74954096047, 10146262.98058062, -3.9874011367386184,
        0.020589147027431812, 0.0010673364906977965,
      ]
    ),
    (
      "overdamped", 2.83,
      [
        1.005088929047459, 4.74308097975189, 140.1625698080679, -3.0111400170673646,
        -0.0818081437077895, 0.1309326863459985,
      ]
    ),
    (
      "near-critical", 3,
      [
        100.51845503829259, 17514.930640184124, 2653.732291743745, 1.3777220835196053,
        -85.18344939373843, 0.10212671281268715,
      ]
    ),
    (
      "broad", 3,
      [
        4.908343700400217, 13.192434989522813, 22.770557886182036, -0.0610311826319642,
        -25.299120750980208, 0.5621057601019895,
      ]
    ),
    (
      "ui", 3,
      [
        1.0, 90.36431257954928, 20.233476086485375, 1.0000387302098404, 5.420725513287515,
        0.12896697912300492,
      ]
    ),
    // The frame grid's witnesses of two report-sized searches (seeds 1 and
    // 2) before its table entries and anchors kept their low parts.
    (
      "broad", 3.70,
      [
        0.11089570985802802, 40539.13396803788, 15821.303690355673, 0.5926232184889312,
        0.19630001971441194, 0.0020876805527216763,
      ]
    ),
    (
      "overdamped", 3.74,
      [
        1.240538157129674, 1497.1616441836723, 50497.752339766055, -33.98580234411708,
        39.323736957893175, 0.22910638134496056,
      ]
    ),
    (
      "overdamped", 3.70,
      [
        0.15181833610180148, 0.1066725420073074, 1460.264361537713, -1.0713022748197356, 0.0,
        130.86709638676734,
      ]
    ),
  ]

  static func cases() throws -> [EvaluationCase] {
    try witnesses.enumerated().map { index, witness in
      let r = witness.row
      return EvaluationCase(
        id: "\(witness.family)#\(index)", family: witness.family,
        spring: try Spring(mass: r[0], stiffness: r[1], damping: r[2]),
        initialState: SpringState(position: r[3], velocity: r[4]), time: r[5])
    }
  }

  @Test(
    "K ≤ 2 on every witness for closed form, batched and frame grid",
    arguments: ["closed-form", "batched", "frame-grid"])
  func bound(method name: String) throws {
    let method = try #require(springLabMethods.first { $0.name == name })
    let rows = try Self.cases()
    for ((row, k), witness) in zip(zip(rows, try scoredK(method, on: rows)), Self.witnesses) {
      #expect(
        (k ?? .infinity) <= 2,
        "\(name) on \(row.id ?? ""): K = \(k ?? .nan) (found at \(witness.found))")
    }
  }
}
