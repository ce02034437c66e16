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
    .library(name: "SpringReference", targets: ["SpringReference"]),
    .executable(name: "springlab", targets: ["springlab"]),
  ],
  targets: [
    // MARK: - Public API

    /// The mathematics: springs, closed-form motion, settling, retargeting.
    /// No I/O, no GSL.
    .target(name: "SpringModel"),

    /// Sweep families, the higher-precision truth and the accuracy metrics.
    .target(name: "SpringValidation", dependencies: ["SpringModel"]),

    /// GSL's odeiv2 solvers integrating the same ODE: an independent reference.
    .target(name: "SpringReference", dependencies: ["SpringModel", "CGSL"]),

    /// The command-line tool. Parses arguments and CSV; holds no mathematics.
    .executableTarget(name: "springlab", dependencies: ["SpringModel", "SpringReference"]),

    // MARK: - Implementation details

    /// libgsl (module map + shim header), found with pkg-config.
    .systemLibrary(
      name: "CGSL", pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]),

    // MARK: - Unit test bundles

    .testTarget(
      name: "SpringModelTests", dependencies: ["SpringModel", "SpringValidation"]),
    .testTarget(
      name: "SpringValidationTests", dependencies: ["SpringModel", "SpringValidation"]),
    .testTarget(
      name: "SpringReferenceTests",
      dependencies: ["SpringModel", "SpringValidation", "SpringReference", "CGSL"]),
    .testTarget(name: "springlabTests", dependencies: ["springlab"]),
  ],
  swiftLanguageModes: [.v6]
)
