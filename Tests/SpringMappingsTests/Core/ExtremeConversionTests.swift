//===--- ExtremeConversionTests.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Conversions of springs at every magnitude binary64 holds (each of m, k, c
// from 1e-300 to 1e300): an API is marked as reproducing the motion only
// when its parameters, read back, give the same ω0 and ζ — recomputed here
// in logarithms from the read-back mass, stiffness and damping, so springs
// whose ω0 itself overflows compare too — and nothing the conversion keeps
// is NaN, infinite (but for an undamped spring's settling time) or a
// parameter rounded to 0.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringTruth
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Conversions at extreme magnitudes")
struct ExtremeConversionTests {
  /// ln ω0 and ln ζ of a spring, from its coefficients by logarithms.
  static func logScale(_ spring: Spring) -> (omega: Double, zeta: Double) {
    let logOmega = 0.5 * (log(spring.stiffness) - log(spring.mass))
    let logZeta =
      spring.damping == 0
      ? -Double.infinity
      : log(spring.damping) - log(2.0) - 0.5 * log(spring.stiffness) - 0.5 * log(spring.mass)
    return (logOmega, logZeta)
  }

  /// The stated read-back tolerance: relative on ω0, relative on ζ above 1
  /// and absolute below.
  static func sameSpring(_ a: Spring, _ b: Spring, tolerance: Double = 1e-5) -> Bool {
    let (omegaA, zetaA) = logScale(a)
    let (omegaB, zetaB) = logScale(b)
    guard abs(omegaA - omegaB) <= tolerance else { return false }
    if zetaA <= 0 && zetaB <= 0 { return abs(exp(zetaA) - exp(zetaB)) <= tolerance }
    return abs(zetaA - zetaB) <= tolerance
  }

  /// Whether the entry's own spring never settles: the physical spring is
  /// undamped, or the API stores its ζ (below the read-back tolerance) as
  /// 0, as bounce 1 does.
  static func practicallyUndamped(_ entry: SpringConversion.Entry) -> Bool {
    let values = Dictionary(uniqueKeysWithValues: entry.parameters.map { ($0.name, $0.value) })
    guard let family = try? SpringAPIRegistry.make(id: entry.api.id, parameters: values),
      let spring = try? family.physical(in: .unit).spring
    else { return false }
    return spring.damping == 0 || logScale(spring).zeta < log(1e-5)
  }

  /// Every entry of a conversion of `physical`'s source: ✓ entries read
  /// back to the same spring; nothing kept is NaN, infinite or a zeroed
  /// time scale. Returns how many entries were ✓.
  @discardableResult
  static func checkEntries(_ conversion: SpringConversion, _ label: String) throws -> Int {
    var representable = 0
    let spring = conversion.physical.spring
    for entry in conversion.entries {
      for value in entry.derived {
        if let number = value.value {
          #expect(
            number.isFinite
              || (number == .infinity && value.unit == "s" && practicallyUndamped(entry)),
            "\(label) \(entry.api.id).\(value.name) = \(number)")
        } else {
          #expect(value.unavailableReason != nil, "\(label) \(entry.api.id).\(value.name)")
        }
      }
      for (name, value) in entry.parameters {
        if let number = value.number {
          #expect(number.isFinite, "\(label) \(entry.api.id).\(name) = \(number)")
        }
      }
      guard entry.isRepresentable, !entry.isSource else {
        if !entry.isRepresentable { #expect(entry.reason?.isEmpty == false) }
        continue
      }
      representable += 1
      #expect(entry.reason == nil)
      let values = Dictionary(uniqueKeysWithValues: entry.parameters.map { ($0.name, $0.value) })
      let back = try SpringAPIRegistry.make(id: entry.api.id, parameters: values)
        .physical(in: conversion.context)
      #expect(
        sameSpring(back.spring, spring),
        "\(label) → \(entry.api.id) \(entry.parameters): \(back.spring) vs \(spring)")
      // The initial velocity in units of ω0, compared in logarithms above 1
      // (v0/ω0 itself may lie beyond binary64).
      func scaled(_ v: Double, _ spring: Spring) -> (sign: Double, log: Double) {
        (v < 0 ? -1 : 1, log(abs(v)) - logScale(spring).omega)
      }
      let v = conversion.physical.initialVelocity
      let vBack = back.initialVelocity
      let (a, b) = (scaled(v, spring), scaled(vBack, back.spring))
      let sameVelocity =
        a.log <= 0 && b.log <= 0
        ? abs(a.sign * exp(a.log) - b.sign * exp(b.log)) <= 1e-5
        : a.sign == b.sign && abs(a.log - b.log) <= 1e-5
      #expect(sameVelocity, "\(label) → \(entry.api.id) velocity \(v) vs \(vBack)")
    }
    return representable
  }

  @Test("m, k, c each from 1e-300 to 1e300: every ✓ API reads back to the same ω0 and ζ")
  func physicalSourcesAtEveryMagnitude() throws {
    var random = SplitMix64(seed: 0x13_C0_4E27)
    let sources = [
      "ca.spring", "swiftui.spring.physical", "flutter.spring", "motion.spring", "react-spring",
      "uikit.timing.physical",
    ]
    let names: [String: (String, String, String)] = [
      "ca.spring": ("mass", "stiffness", "damping"),
      "swiftui.spring.physical": ("mass", "stiffness", "damping"),
      "flutter.spring": ("mass", "stiffness", "damping"),
      "motion.spring": ("mass", "stiffness", "damping"),
      "react-spring": ("mass", "tension", "friction"),
      "uikit.timing.physical": ("mass", "stiffness", "damping"),
    ]
    var converted = 0
    var representable = 0
    for index in 0..<240 {
      let id = sources[index % sources.count]
      let (m, k, c) = try #require(names[id])
      var values: [String: ParameterValue] = [
        m: .number(pow(10, random.uniform(-300, 300))),
        k: .number(pow(10, random.uniform(-300, 300))),
        c: .number(pow(10, random.uniform(-300, 300))),
      ]
      if index % 5 == 0 { values[c] = .number(0) }
      if id == "ca.spring" || id == "swiftui.spring.physical" {
        values[id == "ca.spring" ? "allows-overdamping" : "allow-over-damping"] = .flag(true)
      }
      guard let conversion = try? SpringConversion(from: id, parameters: values) else { continue }
      converted += 1
      representable += try Self.checkEntries(conversion, "\(id) \(values)")
    }
    // Every draw is a physical spring, so each converts.
    #expect(converted == 240)
    #expect(representable > 240)
  }

  @Test("every API as the source, each parameter at an extreme magnitude or its default")
  func everyAPIAsSource() throws {
    var random = SplitMix64(seed: 33)
    var converted = 0
    for id in SpringAPIRegistry.ids {
      let api = try SpringAPIRegistry.family(id: id).api
      for _ in 0..<6 {
        var values: [String: ParameterValue] = [:]
        for parameter in api.parameters where parameter.kind == .number {
          let extreme = random.uniform(0, 1) < 0.5
          if extreme || parameter.defaultValue == nil {
            let magnitude = pow(10, random.uniform(-300, 300))
            values[parameter.name] = .number(
              parameter.name == "velocity" && random.uniform(0, 1) < 0.5 ? -magnitude : magnitude)
          }
        }
        // A refusal is a MappingError (exit 64/65 in springlab), never a trap.
        guard let conversion = try? SpringConversion(from: id, parameters: values) else { continue }
        converted += 1
        try Self.checkEntries(conversion, "\(id) \(values)")
      }
    }
    #expect(converted > 30)
  }

  @Test("ω0 = 1e300 and 1e-300: no API reproduces it with a duration of 0 or a mass of 0")
  func noZeroedParameters() throws {
    for (m, k) in [(1e-300, 1e300), (1e300, 1e-300), (5e-324, 1.0), (5e-324, 1e300)] {
      let conversion = try SpringConversion(
        from: "ca.spring",
        parameters: ["mass": .number(m), "stiffness": .number(k), "damping": .number(1)])
      for entry in conversion.entries where entry.isRepresentable {
        for (name, value) in entry.parameters {
          // A time scale or coefficient is never 0 (bounce 0 is real).
          let scales: Set<String> = [
            "duration", "perceptual-duration", "response", "mass", "stiffness", "tension",
            "frequency", "visual-duration", "settling-duration",
          ]
          if let number = value.number, scales.contains(name) {
            #expect(number != 0 && number.isFinite, "\(entry.api.id).\(name) = \(number)")
          }
        }
      }
      try Self.checkEntries(conversion, "m \(m) k \(k)")
    }
    // ω0 = 1e300, ζ = 0.5: a SwiftUI duration would be 2π·1e-300 s; SwiftUI
    // forms k = (2π/d)², which overflows, so the entry is refused with a
    // reason, not shown as --duration 0.
    let fast = try SpringConversion(
      from: "ca.spring",
      parameters: ["mass": .number(1e-300), "stiffness": .number(1e300), "damping": .number(1)])
    let bounce = try #require(fast.entries.first { $0.api.id == "uikit.uiview.bounce" })
    if bounce.isRepresentable {
      let duration = try #require(bounce.parameters.first { $0.name == "duration" }?.value.number)
      #expect(abs(duration / (2 * Double.pi * 1e-300) - 1) < 1e-9)
    } else {
      #expect(bounce.reason?.contains("binary64") == true)
    }
    // Core Animation computes its durations in Float: beyond Float's range
    // they are withheld with the reason, never 3.40282e+38, inf or 0.
    let slow = try SpringConversion(
      from: "ca.spring",
      parameters: ["mass": .number(1e300), "stiffness": .number(1e-300), "damping": .number(1)])
    let ca = try #require(slow.entries.first { $0.api.id == "ca.spring" })
    for value in ca.derived {
      #expect(value.value == nil && value.unavailableReason?.contains("Float") == true)
    }
  }

  @Test("within range, the check keeps every ordinary conversion as it was")
  func ordinarySpringsUnchanged() throws {
    let conversion = try SpringConversion(
      from: "uikit.uiview.damping", parameters: ["duration": .number(0.5), "damping": .number(0.5)])
    let ca = try #require(conversion.entries.first { $0.api.id == "ca.spring" })
    #expect(ca.isRepresentable)
    let settling = try #require(ca.derived.first { $0.name == "settlingDuration" }?.value)
    #expect(settling.isFinite && settling > 0)
    let swiftUI = try #require(conversion.entries.first { $0.api.id == "swiftui.spring.duration" })
    #expect(swiftUI.isRepresentable)
    #expect(try Self.checkEntries(conversion, "ordinary") >= 20)
  }
}
