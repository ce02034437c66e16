//===--- ConvertCommandTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import Testing

@Suite("springlab convert, end to end")
struct ConvertCommandTests {
  func json(_ arguments: [String]) throws -> (object: [String: Any], text: String) {
    let run = try springlab(["convert"] + arguments + ["--format", "json"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    return (object, run.stdout)
  }

  @Test("JSON keys exactly as documented, in order, one entry per API")
  func jsonKeys() throws {
    let (object, text) = try json([
      "--from", "uikit.uiview.damping", "--duration", "0.5", "--damping", "0.5",
    ])
    #expect(Set(object.keys) == ["physical", "apis"])
    let physicalKeys = [
      "mass", "stiffness", "damping", "naturalFrequency", "dampingRatio", "naturalPeriod",
      "dampedPeriod",
      "settlingTime", "overshoot", "visibleBounces", "bounceThreshold", "bounceMove",
    ]
    let physical = try #require(object["physical"] as? [String: Any])
    #expect(Set(physical.keys) == Set(physicalKeys))
    let positions = physicalKeys.map { text.range(of: "\"\($0)\"")!.lowerBound }
    #expect(positions == positions.sorted())
    let apis = try #require(object["apis"] as? [[String: Any]])
    let ids = apis.compactMap { $0["id"] as? String }
    #expect(
      ids.count == apis.count && Set(ids).count == ids.count && ids.first == "uikit.uiview.damping")
    for api in apis {
      // "omitted" (computed values withheld, with the reason) and "notes" (what a
      // computed value assumes) only when there are any.
      #expect(
        Set(api.keys).subtracting(["omitted", "notes"])
          == ["id", "representable", "reason", "parameters", "derived"])
    }
    let compose = try #require(apis.first { $0["id"] as? String == "compose.spring" })
    #expect(
      (compose["notes"] as? [String: Any])?["estimatedDuration"] as? String
        == "for a move of 1 with visibilityThreshold 0.01, in the value's units")
    // The reference row: k 646.878006, c 25.433797 (UIKit's float exponentials: 1e-7).
    let k = try #require(physical["stiffness"] as? Double)
    let c = try #require(physical["damping"] as? Double)
    #expect(abs(k - 646.878006) < 1e-4 && abs(c - 25.433797) < 1e-5)
    // Heights 16.3%, 2.66%, 0.43%: two beyond ½ pt on a 100 pt move, three beyond 0.1 pt.
    #expect(physical["visibleBounces"] as? Int == 2)
    let fine = try json([
      "--from", "uikit.uiview.damping", "--duration", "0.5", "--damping", "0.5",
      "--bounce-threshold", "0.1",
    ])
    #expect((fine.object["physical"] as? [String: Any])?["visibleBounces"] as? Int == 3)
    // Natural period 2π/ω0 and damped period 2π/ωd, named apart.
    let omega = (k / 1).squareRoot()
    let zeta = c / (2 * omega)
    #expect(abs((physical["naturalPeriod"] as? Double ?? 0) - 2 * Double.pi / omega) < 1e-12)
    #expect(
      abs(
        (physical["dampedPeriod"] as? Double ?? 0) - 2 * Double.pi
          / (omega * (1 - zeta * zeta).squareRoot())) < 1e-12)
  }

  @Test("a spring clamped to critical prints no damped period (its ζ misses 1 by rounding)")
  func clampedHasNoDampedPeriod() throws {
    let (object, _) = try json([
      "--from", "uikit.uiview.damping", "--duration", "0.5", "--damping", "2",
    ])
    let physical = try #require(object["physical"] as? [String: Any])
    #expect(physical["dampedPeriod"] is NSNull)
    let table = try springlab([
      "convert", "--from", "uikit.uiview.damping", "--duration", "0.5", "--damping", "2",
    ])
    #expect(table.stdout.contains("damped period      none (critically damped"))
    #expect(!table.stdout.contains("e+07"))
  }

  @Test(
    "table output prints other APIs' parameters as the shortest decimals; JSON keeps full precision"
  )
  func tidyParameters() throws {
    let table = try springlab([
      "convert", "--from", "uikit.uiview.damping", "--duration", "0.5", "--damping", "0.8",
    ])
    #expect(table.status == 0)
    let lines = table.stdout.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("✓ uikit.uiview.bounce") })
    #expect(lines[index + 1].contains("--bounce 0.2 "))
    #expect(!table.stdout.contains("0.19999999999999996"))
    let (object, _) = try json([
      "--from", "uikit.uiview.damping", "--duration", "0.5", "--damping", "0.8",
    ])
    let apis = try #require(object["apis"] as? [[String: Any]])
    let bounce = try #require(apis.first { $0["id"] as? String == "uikit.uiview.bounce" })
    let value = try #require((bounce["parameters"] as? [String: Any])?["bounce"] as? Double)
    #expect(value != 0.2 && abs(value - 0.2) < 1e-15)
    let bad = try springlab(["convert", "--from", "ca.spring", "--bounce-threshold", "-1"])
    #expect(bad.status == 64 && bad.stdout.isEmpty && bad.stderr.contains("--bounce-threshold"))
  }

  @Test("omitted parameters take the API's defaults: CASpringAnimation() settles in 1.4727 s")
  func defaults() throws {
    let (object, _) = try json(["--from", "ca.spring"])
    let physical = try #require(object["physical"] as? [String: Any])
    #expect(
      physical["stiffness"] as? Double == 100 && physical["damping"] as? Double == 10
        && physical["mass"] as? Double == 1)
    let apis = try #require(object["apis"] as? [[String: Any]])
    let ca = try #require(apis.first { $0["id"] as? String == "ca.spring" })
    let parameters = try #require(ca["parameters"] as? [String: Any])
    #expect(
      parameters["allows-overdamping"] as? Bool == false && parameters["velocity"] as? Double == 0)
    let settling = try #require((ca["derived"] as? [String: Any])?["settlingDuration"] as? Double)
    #expect(abs(settling - 1.4727003) < 1e-6)
    // The same spring as SwiftUI's duration and bounce: 2π/10 and 0.5.
    let swiftUI = try #require(apis.first { $0["id"] as? String == "swiftui.spring.duration" })
    let values = try #require(swiftUI["parameters"] as? [String: Any])
    #expect(
      abs((values["duration"] as? Double ?? 0) - 0.6283185307179586) < 1e-15
        && values["bounce"] as? Double == 0.5)
  }

  @Test("not representable: representable false, a reason, and null for infinite values")
  func notRepresentable() throws {
    let (object, _) = try json(["--from", "swiftui.spring.duration", "--bounce", "-0.5"])
    let apis = try #require(object["apis"] as? [[String: Any]])
    let uikit = try #require(apis.first { $0["id"] as? String == "uikit.uiview.damping" })
    #expect(uikit["representable"] as? Bool == false)
    #expect((uikit["reason"] as? String)?.contains("cannot overdamp") == true)
    let ca = try #require(apis.first { $0["id"] as? String == "ca.spring" })
    #expect(ca["reason"] is NSNull && ca["representable"] as? Bool == true)
    #expect((ca["parameters"] as? [String: Any])?["allows-overdamping"] as? Bool == true)
    let physical = try #require(object["physical"] as? [String: Any])
    #expect(
      physical["dampedPeriod"] is NSNull
        && abs((physical["naturalPeriod"] as? Double ?? 0) - 0.5) < 1e-15)
    let undamped =
      try json(["--from", "swiftui.spring.duration", "--bounce", "1"]).object["physical"]
      as? [String: Any]
    #expect(undamped?["settlingTime"] is NSNull && undamped?["visibleBounces"] is NSNull)
  }

  @Test("velocities: Apple's normalized unit ⇄ points per second over --distance")
  func velocity() throws {
    let (object, _) = try json([
      "--from", "uikit.uiview.bounce", "--velocity", "0.5", "--distance", "200",
    ])
    let apis = try #require(object["apis"] as? [[String: Any]])
    let motion = try #require(apis.first { $0["id"] as? String == "motion.spring" })
    #expect((motion["parameters"] as? [String: Any])?["velocity"] as? Double == 100)
    let fluid = try #require(apis.first { $0["id"] as? String == "swiftui.animation.spring" })
    #expect(
      fluid["representable"] as? Bool == false
        && (fluid["reason"] as? String)?.contains("takes no initial velocity") == true)
    // A nonzero distance below the guard is refused; exactly 0 is a fling
    // from the target (ConvertDomainEdgeTests.zeroDistanceFling).
    let tiny = try springlab([
      "convert", "--from", "motion.spring", "--velocity", "100", "--distance", "1e-9",
    ])
    #expect(tiny.status == 64 && tiny.stderr.contains("distance must be at least 1e-06"))
    let zero = try springlab([
      "convert", "--from", "motion.spring", "--velocity", "100", "--distance", "0",
    ])
    #expect(zero.status == 0 && zero.stdout.contains("100 units/s (the distance is 0: a fling"))
    let rest = try springlab([
      "convert", "--from", "motion.spring", "--velocity", "100", "--distance", "0",
      "--zero-velocity-near-target",
    ])
    #expect(rest.status == 0 && rest.stdout.contains("initial velocity   0 distances/s"))
  }

  @Test("table: the physical block, then every API with ✓/✗, parameters and derived values")
  func table() throws {
    let run = try springlab(["convert", "--from", "swiftui.bouncy"])
    #expect(run.status == 0, "\(run.stderr)")
    let text = run.stdout
    #expect(text.hasPrefix("From swiftui.bouncy: --duration 0.5 --extra-bounce 0 --velocity 0\n"))
    #expect(text.contains("  stiffness          157.9136704"))
    #expect(text.contains("  overshoot          "))
    // Other APIs' parameters: the fewest digits that keep the motion within 1e-6 (k = (4π)² = 157.91367…).
    let caLine = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("    --mass 1 --stiffness ") })
    let stiffness = try #require(Double(caLine.split(separator: " ")[3]))
    #expect(abs(stiffness / (16 * Double.pi * Double.pi) - 1) < 1e-6)
    #expect(caLine.split(separator: " ")[3].count < 12)
    #expect(text.contains("--velocity 0 --allows-overdamping false\n"))
    #expect(text.contains("settlingDuration 0.862955 s"))
    #expect(
      text.contains(
        "✗ uikit.timing.default\n    not representable: UISpringTimingParameters() is one fixed spring"
      ))
  }

  @Test(
    "unknown API or parameter, missing or bad value: exit 64 with the valid choices",
    arguments: [
      (
        ["--from", "uikit.nope"],
        "unknown API 'uikit.nope' (valid: uikit.uiview.damping, uikit.uiview.bounce,"
      ),
      (["--duration", "1"], "--from API is required (valid: uikit.uiview.damping,"),
      (
        ["--from", "swiftui.spring.duration", "--stiffness", "3"],
        "swiftui.spring.duration has no parameter 'stiffness' (valid: --duration, --bounce, --velocity)"
      ),
      (
        ["--from", "swiftui.spring.physical", "--damping", "3"],
        "swiftui.spring.physical needs --stiffness: the API gives it no default"
      ),
      (
        ["--from", "ca.spring", "--mass", "abc"],
        "option '--mass' must be a finite number (got 'abc')"
      ),
      (
        ["--from", "ca.spring", "--allows-overdamping", "maybe"],
        "option '--allows-overdamping' must be true or false (got 'maybe')"
      ),
      (
        ["--from", "ca.spring", "--damping", "-1"],
        "damping must be a finite number >= 0; Core Animation would log and use 10 (got -1.0)"
      ),
      (
        ["--from", "ca.spring", "--mass", "1", "--mass", "2"],
        "option '--mass' is given more than once"
      ),
      (["--from", "ca.spring", "--format", "yaml"], "unknown format 'yaml'"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let run = try springlab(["convert"] + arguments)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "stderr was: \(run.stderr)")
  }

  @Test("issue 39: table, JSON and code agree that a velocity beyond Float is ✗ for Android")
  func floatVelocityEverywhere() throws {
    // 1e300 is beyond Float (largest ≈ 3.4e38): Kotlin's 1e300f is Infinity.
    #expect(Float(1e300).isInfinite)
    let arguments = [
      "--from", "swiftui.snappy", "--velocity", "1e300", "--to", "compose,android.springforce",
    ]
    let (object, _) = try json(arguments)
    let apis = try #require(object["apis"] as? [[String: Any]])
    #expect(apis.count == 2)
    for api in apis {
      #expect(api["representable"] as? Bool == false, "\(api["id"] ?? "")")
      #expect((api["reason"] as? String)?.contains("Float") == true)
    }
    let table = try springlab(["convert"] + arguments)
    #expect(table.lines.filter { $0.hasPrefix("✗ ") }.count == 2, "\(table.stdout)")
    let code = try springlab(["convert"] + arguments + ["--format", "code"])
    #expect(code.status == 0 && !code.stdout.contains("e+300f"), "\(code.stdout)")
    #expect(code.lines.filter { $0.contains("not representable") }.count == 2)
  }

  @Test("issue 39: blendDuration, which does not change the motion, shows its default 0.25")
  func blendDurationNotTrimmed() throws {
    // Apple documents interactiveSpring's blendDuration default as 0.25.
    let arguments = ["--from", "swiftui.snappy", "--to", "swiftui.animation.interactive"]
    let table = try springlab(["convert"] + arguments)
    #expect(table.stdout.contains("--blend-duration 0.25"), "\(table.stdout)")
    let code = try springlab(["convert"] + arguments + ["--format", "code"])
    #expect(code.stdout.contains("blendDuration: 0.25)"), "\(code.stdout)")
  }
  @Test("the table prints each uncertainty once, then refers to it, and ends by pointing at --to")
  func uncertaintiesOnce() throws {
    let arguments = [
      "convert", "--from", "swiftui.animation.spring", "--response", "0.35", "--damping-fraction",
      "0.8",
    ]
    let run = try springlab(arguments)
    #expect(run.status == 0)
    let notes = run.stdout.split(separator: "\n")
      .filter { $0.hasPrefix("    uncertain: ") }
      .flatMap { $0.dropFirst("    uncertain: ".count).split(separator: "; ") }
    let full = notes.filter { !$0.hasPrefix("as for ") }
    #expect(Set(full).count == full.count, "a note printed twice")
    #expect(notes.contains { $0.hasPrefix("as for swiftui.spring.duration") })
    #expect(run.stdout.hasSuffix("--format runs\n"))
    #expect(run.stdout.split(separator: "\n").last?.hasPrefix("Fewer APIs: --to") == true)
    let chosen = try springlab(arguments + ["--to", "compose"])
    #expect(!chosen.stdout.contains("Fewer APIs"))
  }
  @Test(
    "Compose's duration is one definition: the estimate for the move, the same in table and runs")
  func composeEstimateOnce() throws {
    let source = [
      "--from", "swiftui.animation.spring", "--response", "0.35", "--damping-fraction", "0.8",
      "--to", "compose",
    ]
    // A 100-unit move: the table's estimate is the one runs checks on its
    // 100 pt move, at the first 60 Hz frame at or after it.
    let (object, _) = try json(source + ["--distance", "100"])
    let apis = try #require(object["apis"] as? [[String: Any]])
    let derived = try #require(apis.first?["derived"] as? [String: Any])
    let estimate = try #require(derived["estimatedDuration"] as? Double)
    let table = try springlab(["convert"] + source + ["--distance", "100"])
    #expect(
      table.stdout.contains(
        "estimatedDuration \(estimate) s (for a move of 100 with visibilityThreshold 0.01, "
          + "in the value's units)"), "\(table.stdout)")
    let runs = try springlab(["convert"] + source + ["--format", "runs"])
    let row = try #require(
      runs.stdout.split(separator: "\n").first { $0.hasPrefix("compose.spring") })
    #expect(
      row.contains(
        "the estimated duration of Jetpack Compose spring (visibility threshold 0.01) for this move"
      ))
    let end = try #require(Double(row.split(separator: " ", omittingEmptySubsequences: true)[1]))
    #expect(abs(end - (estimate * 60).rounded(.up) / 60) < 1e-6, "\(row) vs \(estimate)")
    // The default move of 1 gives a shorter estimate, labelled as such.
    let unit = try springlab(["convert"] + source)
    #expect(unit.stdout.contains("(for a move of 1 with visibilityThreshold 0.01"))
  }
  @Test(
    "runs: a SwiftUI animation that runs on says when it is within the threshold; CSS has a row")
  func runsWithinThresholdAndCSS() throws {
    let source = ["--from", "swiftui.bouncy"]
    let run = try springlab(
      ["convert"] + source + ["--format", "runs", "--to", "swiftui.animation.spring,css"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let swiftUI = try #require(lines.first { $0.hasPrefix("swiftui.animation.spring ") })
    let css = try #require(lines.first { $0.hasPrefix("css ") })
    // The time |x| stays within 0.5 pt of a 100 pt move, from springlab
    // settle on the physical spring (x0 = −1 distance, ε = 0.005).
    let (object, _) = try json(source)
    let physical = try #require(object["physical"] as? [String: Any])
    let numbers = try ["mass", "stiffness", "damping"].map { key in
      try #require(physical[key] as? Double)
    }
    let settle = try springlab(
      ["settle"],
      input:
        "mass,stiffness,damping,x0,v0,epsilon\n\(numbers[0]),\(numbers[1]),\(numbers[2]),-1,0,0.005\n"
    )
    let time = try #require(Double(settle.stdout.split(separator: "\n")[1]))
    let shown = try #require(
      swiftUI.components(separatedBy: "; within 0.5 pt at ").last?.split(separator: " ").first)
    #expect(abs(try #require(Double(shown)) - time) <= 5e-6 * time, "\(swiftUI) vs \(time)")
    // The CSS row ends at the export's own transition-duration.
    let export = try springlab(
      ["export"] + source + ["--to", "css-linear", "--tolerance", "0.001"])
    let duration = try #require(
      export.stdout.split(separator: "\n").first { $0.hasPrefix("transition-duration: ") })
    let seconds = duration.dropFirst("transition-duration: ".count).dropLast(2)
    #expect(css.contains(" \(seconds) s "), "\(css) vs \(duration)")
    #expect(css.contains("none (the curve ends on the target)"))
  }
}
