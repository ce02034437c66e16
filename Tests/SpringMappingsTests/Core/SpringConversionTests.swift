//===--- SpringConversionTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import Testing

@Suite("Converting one API's parameters to every API")
struct SpringConversionTests {
  @Test("source(_:parameters:) is the whole conversion's source entry, for every API's examples")
  func sourceAlone() throws {
    var compared = 0
    for api in SpringAPIRegistry.apis {
      for example in api.examples {
        for distance in [1.0, 0] {
          let context = ConversionContext(distance: distance, velocityGuard: .init())
          guard
            let whole = try? SpringConversion(from: api.id, parameters: example, context: context)
          else {
            #expect(throws: MappingError.self) {
              try SpringConversion.source(api.id, parameters: example, context: context)
            }
            continue
          }
          let alone = try SpringConversion.source(api.id, parameters: example, context: context)
          let entry = try #require(whole.entries.first { $0.isSource })
          #expect(alone.physical == whole.physical, "\(api.id) \(example)")
          #expect(alone.derived == entry.derived, "\(api.id) \(example)")
          compared += 1
        }
      }
    }
    #expect(compared > 60)
  }

  @Test("the source is echoed with its defaults; every API has an entry, in registry order")
  func entries() throws {
    let conversion = try SpringConversion(from: "ca.spring", parameters: ["damping": .number(5)])
    #expect(conversion.entries.map(\.api.id) == SpringAPIRegistry.ids)
    let source = try #require(conversion.entries.first { $0.isSource })
    #expect(source.api.id == "ca.spring" && source.isRepresentable)
    #expect(
      source.parameters.map(\.name) == [
        "mass", "stiffness", "damping", "velocity", "allows-overdamping",
      ])
    #expect(
      source.parameters.map(\.value) == [
        .number(1), .number(100), .number(5), .number(0), .flag(false),
      ])
    #expect(rounds(source.derived[0].value ?? 0, to: 2.854975, decimals: 6))
    #expect(conversion.sourceParameters.count == 5)
  }

  @Test("the physical block: UIKit's d 0.5, ζ 0.5 spring and its motion")
  func physicalBlock() throws {
    let conversion = try SpringConversion(
      from: "uikit.uiview.damping", parameters: ["duration": .number(0.5), "damping": .number(0.5)])
    #expect(close(conversion.physical.spring.stiffness, 646.878006, 2e-7))
    #expect(close(conversion.summary.overshoot, 16.303353482158, 1e-6))
    // Heights 16.3%, 2.66%, 0.43% of the distance: two above ½ pt on a 100 pt move.
    #expect(conversion.summary.visibleBounces == 2)
    // The envelope reaches 0.001 at 0.5 s by construction; the motion itself settles a little earlier.
    #expect(conversion.summary.settlingTime < 0.5 && conversion.summary.settlingTime > 0.4)
  }

  @Test("the same spring in another API carries that API's derived values")
  func otherAPIs() throws {
    let conversion = try SpringConversion(
      from: "swiftui.spring.duration", parameters: ["bounce": .number(0.3)])
    let ca = try #require(conversion.entries.first { $0.api.id == "ca.spring" })
    #expect(ca.isRepresentable && ca.reason == nil)
    #expect(rounds(ca.derived[0].value ?? 0, to: 0.862955, decimals: 5))
    let bouncy = try #require(conversion.entries.first { $0.api.id == "swiftui.bouncy" })
    #expect(bouncy.parameters.map(\.value) == [.number(0.5), .number(0), .number(0)])
    let uikit = try #require(conversion.entries.first { $0.api.id == "uikit.timing.default" })
    #expect(!uikit.isRepresentable && uikit.parameters.isEmpty && uikit.reason != nil)
  }

  @Test("absolute velocities follow the distance; a tiny one is refused, zero is a fling")
  func distance() throws {
    let conversion = try SpringConversion(
      from: "uikit.uiview.bounce", parameters: ["velocity": .number(0.5)],
      context: ConversionContext(distance: 200))
    let motion = try #require(conversion.entries.first { $0.api.id == "motion.spring" })
    #expect(motion.parameters.last?.value == .number(100))
    let react = try #require(conversion.entries.first { $0.api.id == "react-spring" })
    #expect(react.parameters.last?.value == .number(0.1))
    #expect(throws: MappingError.distanceTooSmall(distance: 1e-9, minimum: 1e-6)) {
      try SpringConversion(
        from: "motion.spring", parameters: ["velocity": .number(100)],
        context: ConversionContext(distance: 1e-9))
    }
    // Exactly 0: a fling of 100 units/s from the target. react-spring takes
    // it in units per millisecond (0.1); UIKit, in distances per second,
    // cannot, and says the distance is why.
    let fling = try SpringConversion(
      from: "motion.spring", parameters: ["velocity": .number(100)],
      context: ConversionContext(distance: 0))
    #expect(fling.fling == 100)
    let flungReact = try #require(fling.entries.first { $0.api.id == "react-spring" })
    #expect(flungReact.isRepresentable && flungReact.parameters.last?.value == .number(0.1))
    let flungUIKit = try #require(fling.entries.first { $0.api.id == "uikit.uiview.bounce" })
    #expect(!flungUIKit.isRepresentable)
    #expect(flungUIKit.reason?.contains("the distance is 0") == true)
  }
}
