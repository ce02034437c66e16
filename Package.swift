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
    .library(name: "SpringMappings", targets: ["SpringMappings"]),
    .library(name: "SpringValidation", targets: ["SpringValidation"]),
    .library(name: "SpringReference", targets: ["SpringReference"]),
    .library(name: "SpringTruth", targets: ["SpringTruth"]),
    .executable(name: "springlab", targets: ["springlab"]),
    .executable(name: "SpringBenchmarks", targets: ["SpringBenchmarks"]),
  ],
  targets: [
    // MARK: - Public API

    /// The mathematics: springs, closed-form motion, settling, retargeting.
    /// No I/O, no GSL.
    .target(name: "SpringModel"),

    /// Every platform's spring parameters ⇄ one physical spring, with
    /// defaults, provenance and "not representable" reasons.
    .target(name: "SpringMappings", dependencies: ["SpringModel"]),

    /// GSL's odeiv2 solvers integrating the same ODE: an independent reference.
    .target(name: "SpringReference", dependencies: ["SpringModel", "CGSL"]),

    /// The truth every accuracy figure is measured against: the closed form
    /// and the exact settling time evaluated in MPFR at ≥ 200 bits.
    .target(name: "SpringTruth", dependencies: ["SpringModel", "CMPFR"]),

    /// Sweep families, the higher-precision truth, metrics, engine methods,
    /// report tables and figures.
    .target(
      name: "SpringValidation", dependencies: ["SpringModel", "SpringMappings", "SpringReference"]),

    /// The command-line tool. Parses arguments and CSV; holds no mathematics.
    .executableTarget(
      name: "springlab",
      dependencies: [
        "SpringModel", "SpringMappings", "SpringReference", "SpringValidation", "SpringBenchmarkKit",
      ]),

    // MARK: - Benchmarks

    /// The textbook closed form in plain C: the yardstick for Swift's figures.
    .target(name: "CSpringBaseline", path: "Benchmarks/CSpringBaseline"),

    /// Harness, suites, baselines and comparisons behind `springlab bench`.
    .target(
      name: "SpringBenchmarkKit",
      dependencies: [
        "SpringModel", "SpringMappings", "SpringReference", "SpringValidation", "CSpringBaseline",
      ],
      path: "Benchmarks/SpringBenchmarkKit"),

    /// Runs every benchmark and prints the table (`springlab bench` does more).
    .executableTarget(
      name: "SpringBenchmarks", dependencies: ["SpringBenchmarkKit"],
      path: "Benchmarks/SpringBenchmarks"),

    // MARK: - Implementation details

    /// libgsl (module map + shim header), found with pkg-config.
    .systemLibrary(
      name: "CGSL", pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]),

    /// libmpfr (module map + shim header), found with pkg-config.
    .systemLibrary(
      name: "CMPFR", pkgConfig: "mpfr",
      providers: [.apt(["libmpfr-dev"]), .brew(["mpfr"])]),

    // MARK: - Unit test bundles

    /// Helpers shared by the test targets (not public API).
    .target(name: "SpringTestSupport", path: "Tests/SpringTestSupport"),

    .testTarget(
      name: "SpringModelTests", dependencies: ["SpringModel", "SpringValidation"]),
    .testTarget(
      name: "SpringValidationTests",
      dependencies: ["SpringModel", "SpringValidation", "SpringTestSupport"]),
    .testTarget(name: "SpringTruthTests", dependencies: ["SpringTruth", "SpringModel"]),
    .testTarget(
      name: "SpringMappingsTests", dependencies: ["SpringModel", "SpringMappings", "SpringValidation"]),
    .testTarget(
      name: "SpringReferenceTests",
      dependencies: ["SpringModel", "SpringValidation", "SpringReference", "CGSL"]),
    .testTarget(name: "springlabTests", dependencies: ["springlab", "SpringTestSupport"]),
    .testTarget(
      name: "SpringBenchmarkKitTests",
      dependencies: ["SpringBenchmarkKit", "SpringModel", "SpringMappings", "SpringReference"]),
  ],
  swiftLanguageModes: [.v6]
)
