//===--- ExportTruth.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The motions the export tests use and the truth they are checked against:
// the closed form evaluated in MPFR (SpringTruth.MPFRTruth), on every
// platform.
//
//===----------------------------------------------------------------------===//

import SpringExport
import SpringMappings
import SpringModel
import SpringTruth

/// A named test motion: a spring and its normalized initial velocity.
struct TestMotion: CustomStringConvertible {
  let name: String
  /// The MPFR truth of the motion from x0 = −1, at 64 bits: its error,
  /// ~1e-19 of the move, is far below the 1e-15 slack of these checks.
  let truth: MPFRTruth

  init(name: String, spring: Spring, velocity: Double) {
    self.name = name
    truth = MPFRTruth(
      spring: spring, initialState: SpringState(position: -1, velocity: velocity), precision: 64)
  }

  var spring: Spring { truth.spring }
  /// The normalized initial velocity.
  var velocity: Double { truth.initialState.velocity }

  var description: String {
    "\(name) (ω0 \(spring.naturalFrequency), ζ \(spring.dampingRatio), v0 \(velocity))"
  }

  var progressMotion: ProgressMotion {
    get throws { try ProgressMotion(spring: spring, initialVelocity: velocity) }
  }

  /// The truth's progress 1 + x(t), rounded once.
  func truthProgress(at t: Double) -> Double {
    (truth.state(at: t).position.mpfr + 1.0).double
  }

  /// A spring from its natural period (s) and damping ratio.
  static func make(_ name: String, period: Double, dampingRatio: Double, velocity: Double = 0)
    throws -> TestMotion
  {
    TestMotion(
      name: name,
      spring: try Spring(naturalFrequency: 2 * Double.pi / period, dampingRatio: dampingRatio),
      velocity: velocity)
  }

  /// An API's animation as SpringMappings builds it (defaults filled in).
  static func api(_ id: String, _ parameters: [String: Double] = [:]) throws -> TestMotion {
    let family = try SpringAPIRegistry.make(
      id: id, parameters: parameters.mapValues { .number($0) })
    let physical = try family.physical(in: .unit)
    return TestMotion(name: id, spring: physical.spring, velocity: physical.initialVelocity)
  }

  /// SwiftUI's presets and Core Animation's default spring.
  static func applePresets() throws -> [TestMotion] {
    try ["swiftui.smooth", "swiftui.snappy", "swiftui.bouncy", "ca.spring"].map { try api($0) }
  }

  /// Typical springs: bouncy, critical, overdamped, with and without velocity.
  static func typical() throws -> [TestMotion] {
    [
      try make("wobbly", period: 0.6, dampingRatio: 0.3),
      try make("bouncy", period: 0.5, dampingRatio: 0.6),
      try make("critical", period: 0.5, dampingRatio: 1),
      try make("overdamped", period: 0.4, dampingRatio: 3),
      try make("flung", period: 0.4, dampingRatio: 0.8, velocity: 6),
      try make("thrown back", period: 0.5, dampingRatio: 1.4, velocity: -3),
    ]
  }

  /// `count` random springs (seeded): periods 0.1–2 s, ζ from 0.05 to 20
  /// (a quarter of them exactly critical), velocities to ±20 distances/s.
  static func random(count: Int, seed: UInt64) throws -> [TestMotion] {
    var random = SplitMix64(seed: seed)
    var result: [TestMotion] = []
    for index in 0..<count {
      let period = random.logUniform(0.1, 2)
      let zeta = index % 4 == 0 ? 1 : random.logUniform(0.05, 20)
      let velocity = random.uniform(0, 1) < 0.5 ? 0 : random.uniform(-20, 20)
      result.append(
        try make("random \(index)", period: period, dampingRatio: zeta, velocity: velocity))
    }
    return result
  }
}
