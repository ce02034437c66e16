// swift-tools-version:6.0
//===--- Package.swift ----------------------------------------------------===//
//
// SpringLab: one physical model (m x'' + c x' + k x = 0) behind every
// spring-animation API, a closed-form evaluator proven accurate against a
// higher-precision truth, and the tools to measure it.
//
//===----------------------------------------------------------------------===//

import PackageDescription

let package = Package(
  name: "SpringLab",
  products: [
    .library(name: "SpringModel", targets: ["SpringModel"]),
    .library(name: "SpringValidation", targets: ["SpringValidation"]),
    .library(name: "SpringMappings", targets: ["SpringMappings"]),
    .executable(name: "springlab", targets: ["springlab"]),
  ],
  targets: [
    // MARK: - Public API

    /// The mathematics: springs, closed-form motion, settling, retargeting.
    /// No I/O, no GSL.
    .target(name: "SpringModel"),

    /// Sweep families, the higher-precision truth and the accuracy metrics.
    .target(name: "SpringValidation", dependencies: ["SpringModel"]),

    /// Every platform's spring parameters ⇄ one physical spring, with
    /// defaults, provenance and "not representable" reasons.
    .target(name: "SpringMappings", dependencies: ["SpringModel"]),

    /// The command-line tool. Parses arguments and CSV; holds no mathematics.
    .executableTarget(name: "springlab", dependencies: ["SpringModel", "SpringMappings"]),

    // MARK: - Unit test bundles

    .testTarget(
      name: "SpringModelTests", dependencies: ["SpringModel", "SpringValidation"]),
    .testTarget(
      name: "SpringValidationTests", dependencies: ["SpringModel", "SpringValidation"]),
    .testTarget(
      name: "SpringMappingsTests", dependencies: ["SpringModel", "SpringMappings", "SpringValidation"]),
    .testTarget(name: "springlabTests", dependencies: ["springlab"]),
  ],
  swiftLanguageModes: [.v6]
)
