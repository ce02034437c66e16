//===--- ArgumentLabelTests.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Vendors' argument labels on the command line, and "did you mean" for
// unknown ids and parameters in every command that takes --from.
//
//===----------------------------------------------------------------------===//

import Testing

@Suite("springlab: argument labels and did-you-mean")
struct ArgumentLabelTests {
  @Test("a Swift or Kotlin label is the kebab-case parameter: the same output")
  func labelsAreParameters() throws {
    for (labelled, kebab) in [
      (
        ["--from", "swiftui.animation.spring", "--dampingFraction", "0.7", "--response", "0.4"],
        ["--from", "swiftui.animation.spring", "--damping-fraction", "0.7", "--response", "0.4"]
      ),
      (
        [
          "--from", "uikit.uiview.damping", "--withDuration", "0.5", "--usingSpringWithDamping",
          "0.8", "--initialSpringVelocity", "2",
        ],
        [
          "--from", "uikit.uiview.damping", "--duration", "0.5", "--damping", "0.8", "--velocity",
          "2",
        ]
      ),
      (
        ["--from", "compose.spring", "--dampingRatio", "0.5", "--initialVelocity", "3"],
        ["--from", "compose.spring", "--damping-ratio", "0.5", "--velocity", "3"]
      ),
    ] {
      for command in ["convert", "sample"] {
        let a = try springlab([command] + labelled)
        // sample's own --duration needs the API's written --api-duration.
        let b = try springlab(
          [command]
            + kebab.map { command == "sample" && $0 == "--duration" ? "--api-duration" : $0 })
        #expect(a.status == 0 && a.stderr.isEmpty, "\(a.stderr)")
        #expect(a.stdout == b.stdout && !a.stdout.isEmpty, "\(command) \(labelled)")
      }
    }
    let twice = try springlab([
      "convert", "--from", "compose.spring", "--dampingRatio", "0.5", "--damping-ratio", "0.5",
    ])
    #expect(twice.status == 64 && twice.stdout.isEmpty)
    #expect(
      twice.stderr.contains(
        "parameter 'damping-ratio' is given more than once (as --dampingRatio and --damping-ratio)")
    )
  }

  @Test(
    "an unknown id or parameter in convert, sample and export: exit 64 with the nearest",
    arguments: [
      (
        ["convert", "--from", "swiftui.animation.sprig"],
        "did you mean 'swiftui.animation.spring'?"
      ),
      (["sample", "--from", "ca.sprnig"], "did you mean 'ca.spring'?"),
      (
        ["export", "--from", "compose.sping", "--to", "json", "--tolerance", "0.1"],
        "did you mean 'compose.spring'?"
      ),
      (
        ["convert", "--from", "swiftui.animation.spring", "--dampingRatio", "0.5"],
        "swiftui.animation.spring has no parameter 'dampingRatio' (valid: --response, --damping-fraction, --blend-duration); did you mean '--damping-fraction (dampingFraction)'?"
      ),
      (
        ["export", "--from", "ca.spring", "--stifness", "3", "--to", "json", "--tolerance", "0.1"],
        "did you mean '--stiffness'?"
      ),
    ])
  func suggestions(arguments: [String], expected: String) throws {
    let run = try springlab(arguments)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains(expected), "\(run.stderr)")
  }
}
