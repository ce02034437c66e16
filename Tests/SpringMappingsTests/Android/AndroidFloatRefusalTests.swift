//===--- AndroidFloatRefusalTests.swift -----------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39 for Compose `spring()` and `SpringForce`: both store stiffness
// and damping ratio as Float and build c = 2ζ√k (androidx SpringForce.java,
// Compose SpringSimulation.kt). A damping ratio above Float's largest
// finite value is infinite in Float, so c is: the damping ratio is at
// fault. A positive stiffness or damping ratio below Float's least
// subnormal is 0 in Float: refused as a value Float cannot hold.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import Testing

@Suite("Android Float parameters refused by name (issue 39)")
struct AndroidFloatRefusalTests {
  @Test(
    "a damping ratio that is infinite in Float blames damping-ratio, with the value given",
    arguments: ["compose.spring", "android.springforce"],
    [4.2e154, 1e300, .greatestFiniteMagnitude])
  func hugeDampingRatio(id: String, ratio: Double) throws {
    #expect(Float(ratio) == .infinity)
    let refused = try #require(refusal(id, ["damping-ratio": ratio]))
    #expect(refused.name == "damping-ratio")
    #expect(refused.value == .number(ratio))
  }

  @Test(
    "a stiffness that is 0 in Float is refused in words, quoting the value given",
    arguments: ["compose.spring", "android.springforce"], [5e-324, 2.2250738585072014e-308, 1e-50])
  func stiffnessRoundingToZero(id: String, stiffness: Double) throws {
    #expect(Float(stiffness) == 0)
    let refused = try #require(refusal(id, ["stiffness": stiffness]))
    #expect(refused.name == "stiffness")
    #expect(refused.value == .number(stiffness))
    #expect(refused.message.contains("Float") && refused.message.contains("rounding to 0"))
  }

  // A nonzero damping ratio that Float turns into 0 is a value the API's
  // type cannot hold (the same rule as the code snippets' Float literals):
  // refused by name, not silently taken as the undamped spring.
  @Test("a damping ratio that is 0 in Float is refused by name, quoting the value given")
  func tinyDampingRatio() throws {
    for id in ["compose.spring", "android.springforce"] {
      #expect(Float(5e-324) == 0)
      let refused = try #require(refusal(id, ["damping-ratio": 5e-324]))
      #expect(refused.name == "damping-ratio")
      #expect(refused.value == .number(5e-324))
    }
  }
}
