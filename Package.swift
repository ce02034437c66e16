// swift-tools-version:6.0
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//===--- Package.swift ----------------------------------------------------===//
//
// SpringLab: one physical model (m x'' + c x' + k x = 0) behind every
// spring-animation API, a closed-form evaluator proven accurate against a
// higher-precision truth, and the tools to measure it.
//
//===----------------------------------------------------------------------===//

import PackageDescription

/// The test bundle `<module>Tests` (in Tests/<module>Tests) of `module`, with
/// the other targets it uses.
func tests(_ module: String, using others: [Target.Dependency]) -> Target {
  .testTarget(name: module + "Tests", dependencies: [.byName(name: module)] + others)
}

let package = Package(
  name: "SpringLab",
  products: [
    .library(name: "SpringModel", targets: ["SpringModel"]),
    .library(name: "SpringMappings", targets: ["SpringMappings"]),
    .library(name: "SpringReference", targets: ["SpringReference"]),
    .library(name: "SpringTruth", targets: ["SpringTruth"]),
    .library(name: "SpringEngines", targets: ["SpringEngines"]),
    .library(name: "SpringFigures", targets: ["SpringFigures"]),
    .library(name: "SpringReports", targets: ["SpringReports"]),
    .library(name: "SpringExport", targets: ["SpringExport"]),
    .library(name: "SpringCode", targets: ["SpringCode"]),
    .library(name: "SpringConformance", targets: ["SpringConformance"]),
    .executable(name: "springlab", targets: ["springlab"]),
  ],
  targets: [
    // MARK: - Public API

    /// The mathematics: springs, closed-form motion, settling, retargeting,
    /// frame grids and batches. No I/O, no C libraries.
    .target(name: "SpringModel"),

    /// Every platform's spring parameters ⇄ one physical spring, with
    /// defaults, provenance and "not representable" reasons.
    .target(name: "SpringMappings", dependencies: ["SpringModel"]),

    /// Any spring animation as CSS `linear()`, CSS keyframes or Core Animation
    /// keyframes with a proven maximum error and the fewest stops.
    .target(name: "SpringExport", dependencies: ["SpringModel"]),

    /// Any conversion as paste-ready code in each platform's language
    /// (Swift, Kotlin, Dart, JavaScript, CSS), to the fewest digits that
    /// reproduce the motion.
    .target(name: "SpringCode", dependencies: ["SpringModel", "SpringMappings", "SpringExport"]),

    /// GSL's odeiv2 solvers integrating the same ODE: an independent reference.
    .target(name: "SpringReference", dependencies: ["SpringModel", "CGSL"]),

    /// The truth every accuracy figure is measured against (the closed form
    /// and the exact settling time in MPFR at ≥ 200 bits), the seeded sweep
    /// families, the error metrics, and the scoring of any evaluator.
    .target(name: "SpringTruth", dependencies: ["SpringModel", "CMPFR"]),

    /// A conformance score (SpringTruth's EvaluationScore, SettlingScore)
    /// as `springlab score` prints it: text tables, Markdown or JSON.
    .target(name: "SpringConformance", dependencies: ["SpringModel", "SpringTruth", "SpringCSV"]),

    /// What shipped engines do: their evaluation formulas, integrators and
    /// rest rules.
    .target(name: "SpringEngines", dependencies: ["SpringModel", "SpringMappings"]),

    /// SVG charts, and spring animations sampled at display frames.
    .target(name: "SpringFigures", dependencies: ["SpringModel", "SpringMappings"]),

    /// Every page of Reports/: sweeps, tables, figures, the index.
    .target(
      name: "SpringReports",
      dependencies: [
        "SpringModel", "SpringMappings", "SpringReference", "SpringTruth", "SpringEngines",
        "SpringFigures", "SpringBenchmarkKit", "SpringExport", "SpringCSV",
      ]),

    /// CSV of springs in, CSV out: the RFC 4180 reader, strict numbers and
    /// the streaming loop behind `springlab evaluate` and `settle`.
    .target(name: "SpringCSV", dependencies: ["SpringModel"]),

    /// The command-line tool. Parses arguments and CSV; holds no mathematics.
    .executableTarget(
      name: "springlab",
      dependencies: [
        "SpringModel", "SpringMappings", "SpringReference", "SpringTruth", "SpringFigures",
        "SpringReports", "SpringBenchmarkKit", "SpringExport", "SpringEngines", "SpringCSV",
        "SpringCode", "SpringConformance",
      ]),

    // MARK: - Benchmarks

    /// The textbook closed form in plain C: the yardstick for Swift's figures.
    .target(
      name: "CSpringBaseline", path: "Benchmarks/CSpringBaseline",
      // glibc's vector math library, for the vector-libm limit row.
      linkerSettings: [.linkedLibrary("mvec", .when(platforms: [.linux]))]),

    /// Harness, suites, baselines and comparisons behind `springlab bench`.
    .target(
      name: "SpringBenchmarkKit",
      dependencies: [
        "SpringModel", "SpringMappings", "SpringReference", "SpringTruth", "SpringCSV",
        "CSpringBaseline",
      ],
      path: "Benchmarks/SpringBenchmarkKit"),

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

    tests("SpringModel", using: ["SpringTruth", "SpringEngines", "SpringTestSupport"]),
    tests("SpringMappings", using: ["SpringModel", "SpringTruth", "SpringTestSupport"]),
    tests("SpringReference", using: ["SpringModel", "SpringTruth", "CGSL", "SpringTestSupport"]),
    tests("SpringTruth", using: ["SpringModel", "SpringEngines"]),
    tests("SpringEngines", using: ["SpringModel", "SpringMappings", "SpringTruth"]),
    tests(
      "SpringFigures", using: ["SpringModel", "SpringMappings", "SpringTruth", "SpringTestSupport"]),
    tests(
      "SpringReports",
      using: [
        "SpringModel", "SpringMappings", "SpringReference", "SpringTruth", "SpringEngines",
        "SpringExport", "SpringTestSupport",
      ]),
    tests("SpringCSV", using: ["SpringModel", "SpringTruth"]),
    tests("SpringConformance", using: ["SpringModel", "SpringTruth"]),
    tests("springlab", using: ["SpringTestSupport", "SpringTruth", "SpringBenchmarkKit"]),
    .testTarget(name: "DocumentationSiteTests"),
    tests("SpringExport", using: ["SpringModel", "SpringMappings", "SpringTruth"]),
    tests("SpringCode", using: ["SpringModel", "SpringMappings", "SpringExport"]),
    tests("SpringBenchmarkKit", using: ["SpringModel", "SpringMappings", "SpringReference"]),
  ],
  swiftLanguageModes: [.v6]
)
