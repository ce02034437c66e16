//===--- MappingSuite.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Cost of turning one API's parameters into the physical spring: the work
// `springlab convert` and `sample` do before any evaluation.
//
//===----------------------------------------------------------------------===//

import SpringMappings

/// `mapping.<api-id>` for every API in `SpringAPIRegistry`, in ns per
/// conversion: `SpringAPIRegistry.make(id:parameters:)` (parameter checks,
/// defaults) followed by `physical(in:)` (the API's own arithmetic or
/// solver) at distance 1. One item per conversion.
///
/// Each API is converted with the first of the examples its table declares
/// (`SpringAPIDescription.examples`): an everyday UI spring in the API's own
/// terms — its defaults, or a half-second spring with ζ ≈ 0.7 (bounce 0.3),
/// or m 1, k 170, c 15 for the physical ones, where it requires parameters.
/// The registry tests build every example, so no API goes untimed.
public enum MappingSuite {
  /// The parameters API `id` is benchmarked with: those of its first
  /// example that differ from the API's defaults (the defaults fill in the
  /// rest, as they would for a caller); none for an unknown id.
  public static func parameters(for id: String) -> [String: ParameterValue] {
    guard let api = try? SpringAPIRegistry.family(id: id).api, let example = api.examples.first
    else { return [:] }
    var given: [String: ParameterValue] = [:]
    for parameter in api.parameters where example[parameter.name] != parameter.defaultValue {
      given[parameter.name] = example[parameter.name]
    }
    return given
  }

  /// One conversion of API `id`: the physical spring its parameters
  /// describe at distance 1.
  /// - Throws: `MappingError` for an unknown id or an invalid example.
  public static func convert(_ id: String) throws(MappingError) -> PhysicalSpring {
    try SpringAPIRegistry.make(id: id, parameters: parameters(for: id)).physical(in: .unit)
  }

  /// The suite's benchmarks, one per registry id, in registry order.
  public static func benchmarks() -> [Benchmark] {
    SpringAPIRegistry.ids.map { id in
      let parameters = parameters(for: id)
      return Benchmark(name: "mapping.\(id)", unit: "ns/conversion", itemsPerIteration: 1) {
        guard
          let physical = try? SpringAPIRegistry.make(id: id, parameters: parameters).physical(
            in: .unit)
        else { return .nan }
        return physical.spring.stiffness + physical.spring.damping + physical.initialVelocity
      }
    }
  }
}
