//===--- ParameterLiteralTests.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Parameter options read numbers as they are written in Kotlin and Swift
// code and Compose's presets (README, "CSV input"); tables do not.
//
//===----------------------------------------------------------------------===//

import Testing

@Suite("Parameter options read Kotlin and Swift literals and Compose's presets")
struct ParameterLiteralTests {
  /// `convert --format json` of `arguments` (exit 0, nothing on stderr).
  func converted(_ arguments: [String]) throws -> String {
    let run = try springlab(["convert"] + arguments + ["--format", "json", "--to", "swiftui"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(arguments): \(run.stderr)")
    return run.stdout
  }

  @Test(
    "a literal or preset converts exactly as the decimal it spells",
    arguments: [
      // Compose's presets (androidx Spring.kt): StiffnessMediumLow = 400f,
      // DampingRatioMediumBouncy = 0.5f, StiffnessLow = 200f,
      // DampingRatioLowBouncy = 0.75f, StiffnessHigh = 10_000f.
      (["--stiffness", "400f", "--damping-ratio", "0.5f"], ["400", "0.5"]),
      (["--stiffness", "400F", "--damping-ratio", ".5f"], ["400", "0.5"]),
      (["--stiffness", "1_500f", "--damping-ratio", "0.75"], ["1500", "0.75"]),
      (["--stiffness", "10_000.0", "--damping-ratio", "1e0f"], ["10000", "1"]),
      (
        [
          "--stiffness", "Spring.StiffnessMediumLow", "--damping-ratio",
          "Spring.DampingRatioMediumBouncy",
        ], ["400", "0.5"]
      ),
      (
        [
          "--stiffness", "SpringForce.STIFFNESS_LOW", "--damping-ratio",
          "SpringForce.DAMPING_RATIO_LOW_BOUNCY",
        ], ["200", "0.75"]
      ),
      (["--stiffness", "Spring.StiffnessHigh", "--damping-ratio", "0.2"], ["10000", "0.2"]),
    ])
  func sameAsDecimal(literals: [String], decimals: [String]) throws {
    let from = ["--from", "compose.spring"]
    let typed = try converted(from + literals)
    let plain = try converted(
      from + ["--stiffness", decimals[0], "--damping-ratio", decimals[1]])
    #expect(typed == plain)
  }

  @Test("a damping-ratio preset is read on an Apple API's damping-ratio option")
  func presetOnAnotherPlatform() throws {
    let preset = try converted([
      "--from", "uikit.timing.damping", "--duration", "0.5", "--damping-ratio",
      "Spring.DampingRatioLowBouncy",
    ])
    let plain = try converted([
      "--from", "uikit.timing.damping", "--duration", "0.5", "--damping-ratio", "0.75",
    ])
    #expect(preset == plain)
  }

  @Test(
    "anything else exits 64 with what the option takes, or what the text is closest to",
    arguments: [
      (["--from", "compose.spring", "--stiffness", "0,5"], "did you mean 0.5?"),
      (
        ["--from", "swiftui.spring.duration", "--duration", "0.3s"],
        "give the number alone (in s), e.g. 0.3"
      ),
      (
        ["--from", "swiftui.spring.duration", "--duration", "350ms"], "give the number alone (in s)"
      ),
      (
        ["--from", "compose.spring", "--stiffness", "spring.stiffnesslo"],
        "did you mean Spring.StiffnessLow (200)?"
      ),
      (
        ["--from", "compose.spring", "--stiffness", "Spring.StiffnesLow"],
        "did you mean Spring.StiffnessLow (200)?"
      ),
      (
        ["--from", "compose.spring", "--stiffness", "Spring.DampingRatioLowBouncy"],
        "Spring.DampingRatioLowBouncy is a damping ratio (0.75); '--stiffness' takes"
      ),
      (
        ["--from", "compose.spring", "--damping-ratio", "Spring.StiffnessLow"],
        "Spring.StiffnessLow is a stiffness (200); '--damping-ratio' takes"
      ),
      (["--from", "compose.spring", "--stiffness", "1e39f"], "beyond Float's range"),
      (["--from", "compose.spring", "--stiffness", "_400f"], "a Kotlin literal such as 0.5f"),
      (["--from", "compose.spring", "--stiffness", "400_"], "a Kotlin literal such as 0.5f"),
      (["--from", "compose.spring", "--stiffness", "4_00.f_"], "a Kotlin literal such as 0.5f"),
      (["--from", "compose.spring", "--stiffness", "nan"], "must be a finite number (got 'nan')"),
      (
        ["--from", "compose.spring", "--stiffness", "0x1p3"],
        "a hexadecimal number is not read here"
      ),
    ])
  func refusals(arguments: [String], message: String) throws {
    let run = try springlab(["convert"] + arguments)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test("sample and export read them too")
  func otherCommands() throws {
    for command in [["sample"], ["export", "--to", "css-linear", "--tolerance", "0.001"]] {
      let literal = try springlab(
        command + ["--from", "compose.spring", "--stiffness", "Spring.StiffnessLow"])
      let plain = try springlab(command + ["--from", "compose.spring", "--stiffness", "200"])
      #expect(literal.status == 0 && literal.stdout == plain.stdout, "\(literal.stderr)")
    }
  }

  @Test("tables keep the one strict grammar: 0.5f in a CSV cell is refused")
  func tablesStayStrict() throws {
    let run = try springlab(
      ["evaluate"], input: "mass,stiffness,damping,x0,v0,t\n1,400f,10,1,0,0.5\n")
    #expect(run.status == 65 && run.stdout.isEmpty)
    #expect(run.stderr.contains("line 2: column 'stiffness'"), "\(run.stderr)")
  }
}
