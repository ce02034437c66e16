//===--- SpringAPITableTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// One walk over every registered API, reading nothing but its table: the
// declaration is complete (velocity convention, examples), values come back
// in the description's order, every refusal names the parameter refused,
// every example converts, and every API that expresses an example's motion
// leads back to the same motion through `SpringConversion`, the path
// `springlab convert` takes. A family declared in the sources but missing
// from the registry is caught by reading the sources.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringMappings
import SpringModel
import SpringTruth
import Testing

@Suite("Every registered API, walked through its table")
struct SpringAPITableTests {
  @Test(
    "the declaration is complete: velocity convention, summaries, complete examples",
    arguments: SpringAPIRegistry.ids)
  func declaration(id: String) throws {
    let api = try SpringAPIRegistry.family(id: id).api
    let velocity = api.parameters.first { $0.name == "velocity" }
    switch (api.velocityUnit, velocity) {
    case (.notAccepted(let reason), nil):
      #expect(
        !reason.isEmpty, "\(id) takes no velocity and must say what it does instead (noVelocity:)")
    case (.notAccepted, .some):
      Issue.record("\(id) has a velocity parameter but no velocity convention")
    case (let unit, let parameter):
      #expect(
        parameter?.unit == unit.symbol, "\(id): the velocity row carries the API's convention")
    }
    for parameter in api.parameters {
      #expect(!parameter.summary.isEmpty, "\(id).\(parameter.name)")
    }
    #expect(!api.examples.isEmpty, "\(id) needs at least one example (benchmarks time the first)")
    for example in api.examples {
      #expect(
        example.keys.sorted() == api.parameterNames.sorted(),
        "\(id): an example names every parameter")
    }
  }

  @Test(
    "values come back in the description's order, each where it was given",
    arguments: SpringAPIRegistry.ids)
  func order(id: String) throws {
    let api = try SpringAPIRegistry.family(id: id).api
    var random = SplitMix64(seed: UInt64(id.utf8.reduce(11) { $0 &* 31 &+ UInt64($1) }))
    for _ in 0..<10 {
      let given = RoundTripTests.sample(api, &random)
      let family = try SpringAPIRegistry.make(id: id, parameters: given)
      #expect(family.namedParameters.map(\.name) == api.parameterNames, "\(id)")
      #expect(
        family.namedParameters.map(\.value) == api.parameterNames.map { given[$0] },
        "\(id) \(given)")
    }
  }

  @Test("a non-finite value is refused, naming the parameter", arguments: SpringAPIRegistry.ids)
  func refusalsNameTheParameter(id: String) throws {
    let api = try SpringAPIRegistry.family(id: id).api
    let example = try #require(api.examples.first)
    for parameter in api.parameters where parameter.kind == .number {
      for bad in [Double.nan, .infinity, -.infinity] {
        var given = example
        given[parameter.name] = .number(bad)
        #expect("\(id) --\(parameter.name) \(bad)") {
          try SpringAPIRegistry.make(id: id, parameters: given)
        } throws: { error in
          guard case .invalidParameter(let name, _, _)? = error as? MappingError else {
            return false
          }
          return name == parameter.name
        }
      }
    }
  }

  @Test(
    "every example converts; every API expressing it leads back to the same motion",
    arguments: SpringAPIRegistry.ids)
  func examplesRoundTripThroughConvert(id: String) throws {
    let api = try SpringAPIRegistry.family(id: id).api
    let context = ConversionContext(distance: 3)
    for example in api.examples {
      let conversion = try SpringConversion(from: id, parameters: example, context: context)
      let source = try #require(conversion.entries.first { $0.isSource })
      #expect(source.api.id == id)
      #expect(source.parameters.map(\.name) == api.parameterNames)
      #expect(
        source.parameters.map(\.value) == api.parameterNames.map { example[$0] }, "\(id) \(example)"
      )
      var others = 0
      for entry in conversion.entries where entry.isRepresentable && !entry.isSource {
        let parameters = Dictionary(
          uniqueKeysWithValues: entry.parameters.map { ($0.name, $0.value) })
        let back = try SpringConversion(
          from: entry.api.id, parameters: parameters, context: context)
        let tolerance = max(RoundTripTests.tolerance(id), RoundTripTests.tolerance(entry.api.id))
        #expect(
          back.physical.isEquivalent(to: conversion.physical, tolerance: tolerance),
          "\(id) \(example) → \(entry.api.id) \(parameters)")
        others += 1
      }
      // Every example is an everyday spring some other API can express.
      #expect(others > 0, "\(id) \(example)")
    }
  }

  @Test("every family declared in Sources/SpringMappings is registered")
  func everyDeclaredFamilyIsRegistered() throws {
    let registered = Set(SpringAPIRegistry.families.map { String(describing: $0) })
    let declared = try Self.declaredFamilies()
    #expect(declared.count == SpringAPIRegistry.families.count)
    #expect(Set(declared) == registered, "add the missing ones to SpringAPIRegistry.families")
  }

  /// The structs in Sources/SpringMappings that declare a `static let table`
  /// (the top-level struct enclosing each declaration), read from the
  /// sources.
  static func declaredFamilies() throws -> [String] {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("Package.swift").path)
    {
      let parent = directory.deletingLastPathComponent()
      try #require(parent.path != directory.path, "no Package.swift above \(#filePath)")
      directory = parent
    }
    let sources = directory.appendingPathComponent("Sources/SpringMappings")
    let files = try #require(
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var names: [String] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      var searched = text.startIndex..<text.endIndex
      while let table = text.range(of: "static let table", range: searched) {
        let before = text[text.startIndex..<table.lowerBound]
        let declaration = try #require(
          before.range(of: "\npublic struct ", options: .backwards), "\(file.lastPathComponent)")
        names.append(String(text[declaration.upperBound...].prefix { $0.isLetter || $0.isNumber }))
        searched = table.upperBound..<text.endIndex
      }
    }
    return names
  }
}
