//===--- MappingSuiteTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The mapping suite covers every registered API, each body runs once to a
// finite checksum (nothing timed), and the examples it times give the
// springs their APIs document.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringBenchmarkKit
import SpringMappings
import SpringModel
import Testing

@Suite("Mapping benchmark suite")
struct MappingSuiteTests {
  @Test("names: mapping.<id> for every API in the registry, in order, ns per conversion")
  func names() {
    let benchmarks = MappingSuite.benchmarks()
    #expect(benchmarks.map(\.name) == SpringAPIRegistry.ids.map { "mapping.\($0)" })
    #expect(benchmarks.count >= 33)
    for name in ["mapping.ca.spring", "mapping.uikit.uiview.damping", "mapping.rebound.bouncy"] {
      #expect(benchmarks.contains { $0.name == name }, "\(name)")
    }
    #expect(benchmarks.allSatisfy { $0.unit == "ns/conversion" && $0.itemsPerIteration == 1 })
    let all = Set(BenchmarkRun.allBenchmarks().map(\.name))
    #expect(benchmarks.allSatisfy { all.contains($0.name) })
  }

  @Test("each body, run once, returns a finite checksum: k + c + v0 of the converted spring")
  func checksums() throws {
    for (benchmark, id) in zip(MappingSuite.benchmarks(), SpringAPIRegistry.ids) {
      let checksum = benchmark.body()
      #expect(checksum.isFinite, "\(benchmark.name)")
      let physical = try MappingSuite.convert(id)
      #expect(
        checksum == physical.spring.stiffness + physical.spring.damping + physical.initialVelocity)
    }
  }

  @Test("each API is timed on the first example its table declares, defaults left to the API")
  func examples() throws {
    for api in SpringAPIRegistry.apis {
      let example = try #require(api.examples.first, "\(api.id) declares no example")
      let given = MappingSuite.parameters(for: api.id)
      let resolved = try api.resolve(given)
      #expect(resolved.values == example, "\(api.id)")
      for (name, value) in given {
        #expect(
          api.parameters.first { $0.name == name }?.defaultValue != value, "\(api.id).\(name)")
      }
    }
    // The APIs whose defaults are everyday springs are timed with no parameters.
    #expect(MappingSuite.parameters(for: "ca.spring").isEmpty)
    #expect(
      MappingSuite.parameters(for: "uikit.uiview.damping").keys.sorted() == ["damping", "duration"])
    #expect(MappingSuite.parameters(for: "no.such.api").isEmpty)
  }

  @Test("the springs converted are the documented ones")
  func knownSprings() throws {
    // CASpringAnimation's defaults: m 1, k 100, c 10.
    let ca = try MappingSuite.convert("ca.spring")
    #expect(
      ca.spring.mass == 1 && ca.spring.stiffness == 100 && ca.spring.damping == 10
        && ca.initialVelocity == 0)
    // The physical APIs get m 1, k 170, c 15 as given.
    for id in ["uikit.timing.physical", "flutter.spring"] {
      let spring = try MappingSuite.convert(id).spring
      #expect(spring.mass == 1 && spring.stiffness == 170 && spring.damping == 15, "\(id)")
    }
    // response 0.5 s, ζ 0.7: ω0 = 2π/0.5 = 4π.
    let response = try MappingSuite.convert("swiftui.spring.response").spring
    let omega = response.naturalFrequency
    #expect(abs(omega - 4 * Double.pi) < 1e-12 && abs(response.dampingRatio - 0.7) < 1e-12)
    // SwiftUI's duration 0.5 / bounce 0.3 in UIKit's spelling is the same spring: ζ = 1 − bounce.
    let bounce = try MappingSuite.convert("uikit.timing.bounce").spring
    #expect(
      abs(bounce.naturalFrequency - 4 * Double.pi) < 1e-12 && abs(bounce.dampingRatio - 0.7) < 1e-12
    )
  }
}
