//===--- main.swift -------------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Records what Apple's spring implementations return, as one CSV on
// standard output in the schema of Docs/AppleRecords.md:
//
//   swift run -c release AppleRecorder > records.csv
//   springlab records check records.csv
//
// THIS FILE COMPILES ONLY WHERE APPLE'S FRAMEWORKS EXIST (macOS 14 or later
// with Xcode 15 or later; the UIKit part on Mac Catalyst or an iOS
// simulator). SpringLab's CI runs on Linux and has never compiled or run it;
// the workflow Examples/ci/apple-records.yml runs it on a macOS runner.
//
// Every row names the SpringLab API whose parameters build the same spring
// (`springlab apis ID` lists them), the quantity asked for, and what Apple's
// code returned, printed in Swift's shortest round-trip form.
//
//===----------------------------------------------------------------------===//

import Foundation
import QuartzCore
import SwiftUI

#if canImport(UIKit)
  import UIKit
#endif

// MARK: - Output

/// One row of the records CSV.
struct Row {
  var api: String
  var quantity: String
  var parameters: [(String, String)]
  var name = ""
  var time: Double? = nil
  var epsilon: Double? = nil
  var value: String
  var precision = "double"
  var subject: String
  var detail = ""
}

let columns = [
  "api", "quantity", "parameters", "name", "time", "epsilon", "value", "precision", "subject",
  "detail", "os", "xcode", "device", "recorder",
]

/// A CSV field, quoted when it holds a comma, a quote or a line break.
func field(_ text: String) -> String {
  guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
  return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}

func number(_ value: Double) -> String { "\(value)" }

/// The machine's model identifier (e.g. `Mac14,2`).
func deviceModel() -> String {
  var size = 0
  sysctlbyname("hw.model", nil, &size, nil, 0)
  var bytes = [CChar](repeating: 0, count: max(size, 1))
  sysctlbyname("hw.model", &bytes, &size, nil, 0)
  return String(cString: bytes)
}

/// The Xcode that built this program: `SPRINGLAB_XCODE`, else the first
/// line of `xcodebuild -version`, else "unknown".
func xcodeVersion() -> String {
  if let declared = ProcessInfo.processInfo.environment["SPRINGLAB_XCODE"] { return declared }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/xcodebuild")
  process.arguments = ["-version"]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return "unknown" }
  process.waitUntilExit()
  let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  return text.split(separator: "\n").first.map(String.init) ?? "unknown"
}

let provenance = [
  "macOS " + ProcessInfo.processInfo.operatingSystemVersionString, xcodeVersion(), deviceModel(),
  "Examples/AppleRecorder v1",
]

var rows: [Row] = []

func emit() {
  print(columns.joined(separator: ","))
  for row in rows {
    let parameters = row.parameters.map { "\($0.0)=\($0.1)" }.joined(separator: ";")
    let cells = [
      row.api, row.quantity, parameters, row.name, row.time.map(number) ?? "",
      row.epsilon.map(number) ?? "", row.value, row.precision, row.subject, row.detail,
    ]
    print((cells + provenance).map(field).joined(separator: ","))
  }
}

// MARK: - The seeded grid

/// SplitMix64 (Steele, Lea and Flood 2014), the generator SpringLab seeds
/// everything with, so a grid is the same on every run.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// Uniform in [low, high).
  mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * Double(next() >> 11) * 0x1p-53
  }
}

var random = SplitMix64(state: 2026)
let times = [0.0, 0.016, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5, 2.0]
let velocities = [0.0, 5.0, -3.0]
/// 12 (duration, bounce) pairs: fixed corners, then seeded draws, bounce
/// from −0.6 (overdamped) to 0.9.
var durationBounces: [(Double, Double)] = [(0.5, 0), (0.5, 0.3), (0.15, 0.15), (1, -0.3)]
for _ in 0..<8 { durationBounces.append((random.uniform(0.1, 1.5), random.uniform(-0.6, 0.9))) }

// MARK: - SwiftUI Spring

/// Every getter, `value`, `velocity`, `settlingDuration(target:…)` and an
/// `update` run over an irregular frame sequence of one Spring.
func record(_ spring: Spring, api: String, parameters: [(String, String)], subject: String) {
  let getters: [(String, Double)] = [
    ("duration", spring.duration), ("bounce", spring.bounce), ("response", spring.response),
    ("dampingRatio", spring.dampingRatio), ("mass", spring.mass),
    ("stiffness", spring.stiffness), ("damping", spring.damping),
    ("settlingDuration", spring.settlingDuration),
  ]
  for (name, value) in getters {
    rows.append(
      Row(
        api: api, quantity: "derived", parameters: parameters, name: name, value: number(value),
        subject: subject, detail: "`\(name)`"))
  }
  for velocity in velocities {
    let withVelocity = parameters + [("velocity", number(velocity))]
    for time in times {
      let value = spring.value(target: 1.0, initialVelocity: velocity, time: time)
      let rate = spring.velocity(target: 1.0, initialVelocity: velocity, time: time)
      rows.append(
        Row(
          api: api, quantity: "value", parameters: withVelocity, time: time,
          value: number(value), subject: subject, detail: "value, v \(velocity), t \(time) s"))
      rows.append(
        Row(
          api: api, quantity: "velocity", parameters: withVelocity, time: time,
          value: number(rate), subject: subject, detail: "velocity, v \(velocity), t \(time) s"))
    }
    for epsilon in [1e-2, 1e-3, 1e-4] {
      let settling = spring.settlingDuration(
        target: 1.0, initialVelocity: velocity, epsilon: epsilon)
      rows.append(
        Row(
          api: api, quantity: "settling-duration", parameters: withVelocity, epsilon: epsilon,
          value: number(settling), subject: subject,
          detail: "settlingDuration(target: 1, initialVelocity: \(velocity), epsilon: \(epsilon))"))
    }
    // update(value:velocity:target:deltaTime:) over frames of 1/60 s with
    // every seventh frame dropped and every fifth at 1/120 s.
    var position = 0.0
    var rate = velocity
    var elapsed = 0.0
    for frame in 1...90 {
      let deltaTime = frame % 7 == 0 ? 2.0 / 60 : (frame % 5 == 0 ? 1.0 / 120 : 1.0 / 60)
      spring.update(value: &position, velocity: &rate, target: 1.0, deltaTime: deltaTime)
      elapsed += deltaTime
      rows.append(
        Row(
          api: api, quantity: "update-value", parameters: withVelocity, time: elapsed,
          value: number(position), subject: subject, detail: "frame \(frame), dt \(deltaTime)"))
      rows.append(
        Row(
          api: api, quantity: "update-velocity", parameters: withVelocity, time: elapsed,
          value: number(rate), subject: subject, detail: "frame \(frame), dt \(deltaTime)"))
    }
  }
}

for (duration, bounce) in durationBounces {
  record(
    Spring(duration: duration, bounce: bounce), api: "swiftui.spring.duration",
    parameters: [("duration", number(duration)), ("bounce", number(bounce))],
    subject: "Spring(duration: \(duration), bounce: \(bounce))")
  let response = duration
  let dampingRatio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
  record(
    Spring(response: response, dampingRatio: dampingRatio), api: "swiftui.spring.response",
    parameters: [("response", number(response)), ("damping-ratio", number(dampingRatio))],
    subject: "Spring(response: \(response), dampingRatio: \(dampingRatio))")
}
for _ in 0..<6 {
  let mass = random.uniform(0.5, 3)
  let stiffness = random.uniform(50, 600)
  let damping = random.uniform(2, 2 * (stiffness * mass).squareRoot())
  record(
    Spring(mass: mass, stiffness: stiffness, damping: damping), api: "swiftui.spring.physical",
    parameters: [
      ("mass", number(mass)), ("stiffness", number(stiffness)), ("damping", number(damping)),
    ],
    subject: "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
}
for (settling, dampingRatio) in [(0.5, 0.5), (1.0, 0.8), (2.0, 1.0), (0.3, 0.2), (12.0, 0.5)] {
  record(
    Spring(settlingDuration: settling, dampingRatio: dampingRatio),
    api: "swiftui.spring.settling",
    parameters: [("settling-duration", number(settling)), ("damping-ratio", number(dampingRatio))],
    subject: "Spring(settlingDuration: \(settling), dampingRatio: \(dampingRatio))")
}
let presets: [(String, (Double, Double) -> Spring, Spring)] = [
  ("smooth", { Spring.smooth(duration: $0, extraBounce: $1) }, Spring.smooth),
  ("snappy", { Spring.snappy(duration: $0, extraBounce: $1) }, Spring.snappy),
  ("bouncy", { Spring.bouncy(duration: $0, extraBounce: $1) }, Spring.bouncy),
]
for (name, make, preset) in presets {
  record(preset, api: "swiftui.\(name)", parameters: [], subject: "Spring.\(name)")
  for (duration, extraBounce) in [(0.5, 0.2), (0.35, -0.3), (1.0, 0.1)] {
    record(
      make(duration, extraBounce), api: "swiftui.\(name)",
      parameters: [("duration", number(duration)), ("extra-bounce", number(extraBounce))],
      subject: "Spring.\(name)(duration: \(duration), extraBounce: \(extraBounce))")
  }
}

// MARK: - Core Animation

for _ in 0..<24 {
  let animation = CASpringAnimation(keyPath: "position.x")
  let mass = random.uniform(0.5, 4)
  let stiffness = random.uniform(20, 900)
  let damping = random.uniform(1, 3 * (stiffness * mass).squareRoot())
  let velocity = random.uniform(-20, 20)
  animation.mass = CGFloat(mass)
  animation.stiffness = CGFloat(stiffness)
  animation.damping = CGFloat(damping)
  animation.initialVelocity = CGFloat(velocity)
  let parameters = [
    ("mass", number(mass)), ("stiffness", number(stiffness)), ("damping", number(damping)),
    ("velocity", number(velocity)),
  ]
  rows.append(
    Row(
      api: "ca.spring", quantity: "derived", parameters: parameters, name: "settlingDuration",
      value: number(animation.settlingDuration),
      subject: "CASpringAnimation m \(mass) k \(stiffness) c \(damping) v \(velocity)",
      detail: "`settlingDuration`"))
}
for (duration, bounce) in durationBounces {
  let animation = CASpringAnimation(perceptualDuration: duration, bounce: CGFloat(bounce))
  let parameters = [("perceptual-duration", number(duration)), ("bounce", number(bounce))]
  let getters: [(String, Double)] = [
    ("mass", Double(animation.mass)), ("stiffness", Double(animation.stiffness)),
    ("damping", Double(animation.damping)), ("settlingDuration", animation.settlingDuration),
    ("duration", animation.duration), ("perceptualDuration", animation.perceptualDuration),
    ("bounce", Double(animation.bounce)),
  ]
  for (name, value) in getters {
    rows.append(
      Row(
        api: "ca.spring.perceptual", quantity: "derived", parameters: parameters, name: name,
        value: number(value),
        subject: "CASpringAnimation(perceptualDuration: \(duration), bounce: \(bounce))",
        detail: "`\(name)`"))
  }
}

// MARK: - UIKit (Mac Catalyst or an iOS simulator)

#if canImport(UIKit)
  for dampingRatio in [0.2, 0.5, 0.8, 1.0] {
    for duration in [0.3, 0.6, 1.2] {
      let timing = UISpringTimingParameters(
        dampingRatio: CGFloat(dampingRatio), initialVelocity: CGVector(dx: 0, dy: 0))
      let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
      rows.append(
        Row(
          api: "uikit.timing.damping", quantity: "derived",
          parameters: [
            ("damping-ratio", number(dampingRatio)), ("velocity", "0"),
            ("duration", number(duration)),
          ],
          name: "animatorDuration", value: number(animator.duration),
          subject: "UISpringTimingParameters(dampingRatio: \(dampingRatio))",
          detail: "UIViewPropertyAnimator(duration: \(duration)).duration"))
    }
  }
  for _ in 0..<12 {
    let mass = random.uniform(0.5, 3)
    let stiffness = random.uniform(50, 800)
    let damping = random.uniform(2, 2.5 * (stiffness * mass).squareRoot())
    let timing = UISpringTimingParameters(
      mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
      initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: timing)
    rows.append(
      Row(
        api: "uikit.timing.physical", quantity: "derived",
        parameters: [
          ("mass", number(mass)), ("stiffness", number(stiffness)), ("damping", number(damping)),
          ("velocity", "0"),
        ],
        name: "settlingDuration", value: number(animator.duration),
        subject:
          "UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping))",
        detail: "UIViewPropertyAnimator(duration: 1).duration (the spring's own duration)"))
  }
  for (duration, bounce) in durationBounces {
    let timing = UISpringTimingParameters(duration: duration, bounce: CGFloat(bounce))
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: timing)
    rows.append(
      Row(
        api: "uikit.timing.bounce", quantity: "derived",
        parameters: [
          ("duration", number(duration)), ("bounce", number(bounce)), ("velocity", "0"),
        ],
        name: "settlingDuration", value: number(animator.duration),
        subject: "UISpringTimingParameters(duration: \(duration), bounce: \(bounce))",
        detail: "UIViewPropertyAnimator(duration: 1).duration (the spring's own duration)"))
  }
#endif

emit()
