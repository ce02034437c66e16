//===--- ReboundBlameTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39 for Rebound (facebookarchive/rebound-js src/BouncyConversion.js,
// OrigamiValueConverter.js). In BouncyConversion the speed alone sets the
// Origami tension 0.5 + 199.5·(speed/1.7)/20 and, through the piecewise
// cubic b3Nobounce of that tension, the friction the bounciness then
// blends toward 0.01; Rebound's friction is (origami − 8)·3 + 25.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Rebound refused by the parameter at fault (issue 39)")
struct ReboundBlameTests {
  /// BouncyConversion's no-bounce friction for a speed, as Rebound's c
  /// (written out from BouncyConversion.js).
  static func noBounceFriction(speed: Double) -> Double {
    let x = 0.5 + 199.5 * (speed / 1.7 / 20)
    let origami: Double
    if x <= 18 {
      origami = 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28
    } else if x <= 44 {
      origami = 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2
    } else {
      origami = 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
    }
    return (origami - 8) * 3 + 25
  }

  @Test(
    "a speed whose no-bounce friction is negative or overflows blames speed, with its value",
    arguments: [-1, -0.99, -0.9999, -5, 4.2e154, 1e300, Double.greatestFiniteMagnitude])
  func speedAtFault(speed: Double) throws {
    let base = Self.noBounceFriction(speed: speed)
    #expect(!(base >= 0) || !base.isFinite)
    let refused = try #require(refusal("rebound.bouncy", ["bounciness": 5, "speed": speed]))
    #expect(refused.name == "speed")
    #expect(refused.value == .number(speed))
  }

  @Test("a bounciness far outside 0…34 still blames bounciness")
  func bouncinessAtFault() throws {
    let refused = try #require(refusal("rebound.bouncy", ["bounciness": 1e300, "speed": 12]))
    #expect(refused.name == "bounciness")
    #expect(refused.value == .number(1e300))
  }

  @Test("rebound.origami at the largest finite values quotes the value given")
  func origamiLargest() throws {
    let big = Double.greatestFiniteMagnitude
    let tension = try #require(refusal("rebound.origami", ["tension": big]))
    #expect(tension.name == "tension")
    #expect(tension.value == .number(big))
    let friction = try #require(refusal("rebound.origami", ["friction": big]))
    #expect(friction.name == "friction")
    #expect(friction.value == .number(big))
  }
}
