//===--- MappingSuite.swift -----------------------------------------------===//
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
/// An API whose parameters all have defaults is converted with its
/// defaults; the others with `representativeParameters`, an everyday UI
/// spring in each API's own terms (ζ ≈ 0.7, half a second).
public enum MappingSuite {
  /// The parameters given to APIs that have required parameters: a
  /// half-second spring with ζ ≈ 0.7 (bounce 0.3), or m 1, k 170, c 15 for
  /// the physical ones. Parameters not listed take the API's defaults.
  public static let representativeParameters: [String: [String: ParameterValue]] = [
    "uikit.uiview.damping": ["duration": .number(0.5), "damping": .number(0.7)],
    "uikit.timing.damping": ["damping-ratio": .number(0.7), "duration": .number(0.5)],
    "uikit.timing.physical": ["mass": .number(1), "stiffness": .number(170), "damping": .number(15)],
    "uikit.timing.bounce": ["duration": .number(0.5), "bounce": .number(0.3)],
    "ca.spring.perceptual": ["perceptual-duration": .number(0.5), "bounce": .number(0.3)],
    "swiftui.spring.response": ["response": .number(0.5), "damping-ratio": .number(0.7)],
    "swiftui.spring.physical": ["stiffness": .number(170), "damping": .number(15)],
    "swiftui.spring.settling": ["settling-duration": .number(0.5), "damping-ratio": .number(0.7)],
    "swiftui.animation.interpolating": ["stiffness": .number(170), "damping": .number(15)],
    "flutter.spring": ["mass": .number(1), "stiffness": .number(170), "damping": .number(15)],
    "flutter.spring.damping-ratio": ["mass": .number(1), "stiffness": .number(170), "ratio": .number(0.7)],
    "react-spring.frequency": ["frequency": .number(0.5), "damping": .number(0.7)],
    "rebound.bouncy": ["bounciness": .number(5), "speed": .number(12)],
  ]

  /// The parameters API `id` is benchmarked with: its representative set,
  /// or none (every default) when it has none.
  public static func parameters(for id: String) -> [String: ParameterValue] {
    representativeParameters[id] ?? [:]
  }

  /// One conversion of API `id`: the physical spring its parameters
  /// describe at distance 1.
  /// - Throws: `MappingError` when `parameters(for:)` does not satisfy the
  ///   API (a new API with required parameters and no representative set).
  public static func convert(_ id: String) throws(MappingError) -> PhysicalSpring {
    try SpringAPIRegistry.make(id: id, parameters: parameters(for: id)).physical(in: .unit)
  }

  /// The suite's benchmarks, one per registry id, in registry order.
  public static func benchmarks() -> [Benchmark] {
    SpringAPIRegistry.ids.map { id in
      let parameters = parameters(for: id)
      return Benchmark(name: "mapping.\(id)", unit: "ns/conversion", itemsPerIteration: 1) {
        guard let physical = try? SpringAPIRegistry.make(id: id, parameters: parameters).physical(in: .unit)
        else { return .nan }
        return physical.spring.stiffness + physical.spring.damping + physical.initialVelocity
      }
    }
  }
}
