//===--- EngineBugsReport.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// engine-bugs.md: each known numerical bug of a replayed engine as a
// regression case — the public record, the version the row describes, the
// input, what the ported source computes and what the truth is. Every
// number is computed here from the ports in SpringEngines/Replay and the
// truth; Tests/SpringEnginesTests/Replay/KnownBugTests.swift asserts them.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One known bug, reproduced.
public struct EngineBug: Sendable {
  /// The engine's display name.
  public var engine: String
  /// Markdown link(s) to the public record.
  public var record: String
  /// The source version the row describes.
  public var version: String
  /// The case reproduced.
  public var input: String
  /// What the ported source computes, and what it should be.
  public var shows: String, exact: String
  /// Fixed, open, or in the code.
  public var status: String
}

/// The data behind engine-bugs.md.
public enum EngineBugsReport {
  static func truth(_ spring: Spring, _ x0: Double, _ v0: Double, _ t: Double) -> Double {
    MPFRTruth(spring: spring, initialState: SpringState(position: x0, velocity: v0))
      .state(at: t).position.double
  }

  static func format(_ value: Double, _ digits: Int = 6) -> String {
    ReportNumber.format(value, digits: digits)
  }

  /// The worst |shown − truth| of `run` over its frames (points).
  static func worst(_ run: ReplayRun, _ move: ReplayMove) -> Double {
    let truth = MPFRTruth(spring: move.spring, initialState: move.initialState)
    var worst = 0.0
    for (n, t) in run.times.enumerated() {
      worst = max(worst, abs(truth.state(at: t).position.error(of: run.values[n])))
    }
    return worst
  }

  /// Every row, computed.
  public static func bugs() -> [EngineBug] {
    var rows: [EngineBug] = []
    guard
      let sixty = try? FrameClock(framesPerSecond: 60),
      let mujoco = try? Spring(mass: 1, stiffness: 1, damping: 1e9),
      let mujocoUnits = try? Spring(mass: 1, stiffness: 0.025, damping: 1),
      let motion1207 = try? Spring(mass: 0.5, stiffness: 4, damping: 35),
      let flutter = try? Spring(mass: 2, stiffness: 100, damping: 15),
      let overdamped = try? Spring(mass: 1, stiffness: 100, damping: 40),
      let wave3 = try? Spring(mass: 1, stiffness: 100, damping: 60),
      let rebound = try? Spring(mass: 1, stiffness: 230.2, damping: 22)
    else { return [] }

    rows.append(
      EngineBug(
        engine: "MuJoCo",
        record: "[#3551](https://github.com/google-deepmind/mujoco/issues/3551)",
        version: "a7255075 (3.12.0 + 31)", input: "`mju_springDamper(1, 0, 1, 1e9, 1e9)`",
        shows: format(MuJoCoSpringDamper.position(1, 0, 1, 1e9, 1e9)),
        exact: format(truth(mujoco, 1, 0, 1e9)),
        status: "fixed by [PR #3552](https://github.com/google-deepmind/mujoco/pull/3552)"))
    rows.append(
      EngineBug(
        engine: "MuJoCo",
        record: "[#3521](https://github.com/google-deepmind/mujoco/issues/3521)",
        version: "a7255075 (3.12.0 + 31)",
        input:
          "`mju_springDamper(1, 0, 2.5e-18, 1e-8, 1e9)`, i.e. (1, 0, 0.025, 1, 10) in other "
          + "time units",
        shows: format(MuJoCoSpringDamper.position(1, 0, 2.5e-18, 1e-8, 1e9))
          + " (unscaled: \(format(MuJoCoSpringDamper.position(1, 0, 0.025, 1, 10))))",
        exact: format(truth(mujocoUnits, 1, 0, 10)),
        status: "fixed by [PR #3522](https://github.com/google-deepmind/mujoco/pull/3522)"))

    let generator = MotionSpringGenerator(
      origin: 0, target: 1000, velocity: 0, stiffness: 4, damping: 35, mass: 0.5)
    rows.append(
      EngineBug(
        engine: "Motion", record: "[#1207](https://github.com/motiondivision/motion/issues/1207)",
        version: "v13.1.1 (1b037b00)", input: "k 4, c 35, m 0.5, 0 → 1000, value at 8.7 s",
        shows: format(generator.valueAndVelocity(atMilliseconds: 8700).value),
        exact: format(1000 + truth(motion1207, -1000, 0, 8.7)),
        status: "open: ωd·t capped at 300"))

    let buggyFlutter = FlutterSpringSolution(
      mass: 2, stiffness: 100, damping: 15, distance: -100, velocity: 0,
      underdampedDecay: .issue163858)
    let fixedFlutter = FlutterSpringSolution(
      mass: 2, stiffness: 100, damping: 15, distance: -100, velocity: 0)
    let flutterTimes = (0...300).map { Double($0) / 100 }
    let flutterWorst =
      flutterTimes.map { abs(buggyFlutter.x($0) - truth(flutter, -100, 0, $0)) }.max() ?? .nan
    let fixedWorst =
      flutterTimes.map { abs(fixedFlutter.x($0) - truth(flutter, -100, 0, $0)) }.max() ?? .nan
    rows.append(
      EngineBug(
        engine: "Flutter", record: "[#163858](https://github.com/flutter/flutter/issues/163858)",
        version: "the code quoted in the issue (before the fix); 04fbdcfa has −(c/2.0/m)",
        input: "m 2, k 100, c 15, 100-point move: worst |x − exact| over 3 s",
        shows: "\(format(flutterWorst, 4)) pt (decay −15/s)",
        exact: "0 (−3.75/s); 04fbdcfa: \(format(fixedWorst, 2)) pt",
        status: "fixed"))

    let oldAdw = LibadwaitaSpring(
      mass: 1, stiffness: 100, damping: 20, valueFrom: 0, valueTo: 100, initialVelocity: 0,
      version: .v12)
    let newAdw = LibadwaitaSpring(
      mass: 1, stiffness: 100, damping: 20, valueFrom: 0, valueTo: 100, initialVelocity: 0)
    rows.append(
      EngineBug(
        engine: "libadwaita",
        record:
          "commit [39411fd0](https://gitlab.gnome.org/GNOME/libadwaita/-/commit/39411fd0956d8bb5885bde89dcc29220b73b38cc) \"Fix critical damping velocity\"",
        version: "1.2.0 (12ef1984); fixed from 1.3.0",
        input: "m 1, k 100, c 20 (ζ = 1), 0 → 100: velocity at 0 and 100 ms",
        shows:
          "\(format(oldAdw.oscillate(milliseconds: 0).velocity)), "
          + "\(format(oldAdw.oscillate(milliseconds: 100).velocity))",
        exact: "\(format(newAdw.oscillate(milliseconds: 0).velocity)), \(format(1000 * exp(-1)))",
        status: "fixed"))

    let omega0 = 1e-3
    let beta = omega0 + 1e-7
    let slow = LibadwaitaSpring(
      mass: 1, stiffness: omega0 * omega0, damping: 2 * beta, valueFrom: 0, valueTo: 100,
      initialVelocity: 0)
    if let slowSpring = try? Spring(mass: 1, stiffness: omega0 * omega0, damping: 2 * beta) {
      rows.append(
        EngineBug(
          engine: "libadwaita", record: "source: `G_APPROX_VALUE (beta, omega0, FLT_EPSILON)`",
          version: "11f79d3e (current)",
          input: "ω0 = 1e-3 rad/s, β = ω0 + 1e-7 (ζ = 1.0001), 0 → 100, value at 2000 s",
          shows: "\(format(slow.oscillate(milliseconds: 2_000_000).value)) (critical branch)",
          exact: format(100 + truth(slowSpring, -100, 0, 2000))
            + "; in units of 1e-4 s the test fails and the overdamped branch is exact",
          status: "in the code: absolute tolerance, time-unit dependent"))
    }

    let thrown = LibadwaitaSpring(
      mass: 1, stiffness: 100, damping: 20000, valueFrom: 0, valueTo: 0.1, initialVelocity: -10000
    )
    let wrapped = LibadwaitaSpring(
      mass: 1, stiffness: 100, damping: 20000, valueFrom: 0, valueTo: 100, initialVelocity: -100)
    rows.append(
      EngineBug(
        engine: "libadwaita",
        record: "source: `calculate_duration` (`if (i>1000) return 0;`, `guint` result)",
        version: "11f79d3e (current)",
        input:
          "m 1, k 100, c 20000 (ζ = 1000) thrown away from the target: 0 → 0.1 with v0 "
          + "−10000; 0 → 100 with v0 −100",
        shows:
          "\(thrown.estimatedDuration) ms (ends on its first frame); "
          + "\(wrapped.estimatedDuration) ms",
        exact:
          "a finite settling time (Newton diverged; a negative time wrapped to ≈ 49.7 days "
          + "on x86-64)",
        status: "in the code"))

    if let underflow = try? Spring(mass: 1, stiffness: 400, damping: 600) {
      let animation = LibadwaitaSpring(
        mass: 1, stiffness: 400, damping: 600, valueFrom: -100, valueTo: 0, initialVelocity: 0)
      let motion = SpringMotion(
        spring: underflow, initialState: SpringState(position: -100, velocity: 0))
      let duration = Double(animation.estimatedDuration) / 1000
      rows.append(
        EngineBug(
          engine: "libadwaita",
          record: "source: `exp (-beta * t)` (double) times `coshl`/`sinhl`",
          version: "11f79d3e (current)",
          input: "m 1, k 400, c 600 (ζ = 15), 0 → 100: value at 2.49 s; estimated duration",
          shows:
            "\(format(100 + animation.oscillate(milliseconds: 2490).value, 5)) (e^(−βt) = 0 "
            + "from βt ≈ 745); "
            + "duration \(format(duration, 4)) s, "
            + "\(format(-motion.position(at: duration), 4)) pt short",
          exact: "\(format(100 + motion.position(at: 2.49), 5)); settles to 0.001 at "
            + "\(format((try? motion.settlingTime(threshold: 0.001)) ?? .nan, 4)) s",
          status: "in the code (found here)"))
    }

    let overdampedMove = ReplayMove(
      spring: overdamped, initialState: SpringState(position: -100, velocity: 0))
    for (engine, record, version) in [
      (
        RemotionReplay.self as any EngineReplay.Type,
        "source: `zeta < 1 ? underDamped : criticallyDamped`", "1529843d"
      ),
      (
        ReactNativeAnimatedReplay.self, "source: `if (zeta < 1) … else // Critically damped`",
        "1c4cd4f6"
      ),
      (
        ReanimatedReplay.self,
        "source; [PR "
          + "#9463](https://github.com/software-mansion/react-native-reanimated/pull/9463) "
          + "keeps it",
        "01e4626e / 0893dd90"
      ),
    ] {
      let run = engine.replay(overdampedMove, clock: sixty, through: 2)
      rows.append(
        EngineBug(
          engine: engine.entry.name, record: record, version: version,
          input: "k 100, c 40, m 1 (ζ = 2), 100-point move at 60 Hz: worst |shown − exact|",
          shows: "\(format(worst(run, overdampedMove), 4)) pt (critical motion with ω0)",
          exact: "0", status: "in the code"))
    }

    let squashed = WaveSpring(dampingRatio: 1, response: 0.1)
    if let squashedSpring = try? Spring(
      mass: 1, stiffness: squashed.stiffness, damping: 4 * Double.pi / 0.1)
    {
      let move = ReplayMove(
        spring: squashedSpring, initialState: SpringState(position: -100, velocity: 0))
      let run = WaveReplay.replay(
        move, frames: sixty.frameTimes(through: 1), nominalInterval: 1.0 / 60, spring: squashed)
      rows.append(
        EngineBug(
          engine: "Wave",
          record:
            "source: `rubberband(value:range: 0...60, interval: 15)` in "
            + "`Spring.init(dampingRatio:response:)`",
          version: "a52498e6 (0.3.2 + 1)",
          input: "`Spring(dampingRatio: 1, response: 0.1)`, 0 → 100 at 60 Hz",
          shows:
            "c = \(format(squashed.dampingCoefficient, 5)) (ζ ≈ "
            + "\(format(squashed.effectiveDampingRatio, 3))), overshoot "
            + "\(format(run.values.max() ?? .nan, 3)) pt",
          exact: "c = \(format(4 * Double.pi / 0.1, 5)), no overshoot", status: "in the code"))
    }
    let waveMove = ReplayMove(
      spring: wave3, initialState: SpringState(position: -100, velocity: 0))
    let waveRun = WaveReplay.replay(waveMove, clock: sixty, through: 5)
    rows.append(
      EngineBug(
        engine: "Wave", record: "source: `settlingTime` for `dampingRatio >= 1`",
        version: "a52498e6 (0.3.2 + 1)",
        input: "ζ = 3, k 100, m 1, 0 → 100 at 60 Hz: settling duration and snap",
        shows:
          "\(format(WaveSpring(dampingRatio: 3, stiffness: 100).settlingDuration, 4)) s (as "
          + "for ζ = 1); snap \(format(waveRun.snapSize ?? .nan, 3)) pt",
        exact:
          "\(format((try? SpringMotion(spring: wave3, initialState: waveMove.initialState).settlingTime(threshold: 0.01)) ?? .nan, 4)) s to within 0.01 pt",
        status: "in the code"))
    let heavy = WaveSpring(dampingRatio: 0.5, stiffness: 100, mass: 2)
    rows.append(
      EngineBug(
        engine: "Wave",
        record: "source: `response(stiffness:mass:)` = 2π/√(k·m) (no public issue)",
        version: "a52498e6 (0.3.2 + 1)",
        input: "`Spring(dampingRatio: 0.5, stiffness: 100, mass: 2)`",
        shows:
          "c = \(format(heavy.dampingCoefficient, 5)): ζ = "
          + "\(format(heavy.effectiveDampingRatio, 4))",
        exact: "c = \(format(2 * 0.5 * (100.0 * 2).squareRoot(), 5)): ζ = 0.5",
        status: "in the code"))

    let swiftUI = OpenSwiftUISpring(mass: 1, stiffness: 1, damping: 1e9, allowOverDamping: true)
    // Respring's own test of this branch (ktiays/Respring 7e5c49c,
    // Tests/SpringTests.swift, `vectorArithmetic`): SwiftUI's
    // `Spring(duration: 0.7, bounce: -0.2)` (ζ = 1/(1 − 0.2) = 1.25, k =
    // (2π/0.7)², c = 4πζ/0.7) asked `velocity(target: 1.2, initialVelocity:
    // 0.1, time: 0.2)` equals the port's value with `==`; the port adds
    // `target × 1` (the `+ 1`) to the derivative of `value`.
    let respringRoot = 2 * Double.pi / 0.7
    let respringCase = OpenSwiftUISpring(
      mass: 1, stiffness: respringRoot * respringRoot, damping: 4 * Double.pi * 1.25 / 0.7,
      allowOverDamping: true)
    let respringPhysical =
      (try? Spring(
        mass: 1, stiffness: respringRoot * respringRoot, damping: 4 * Double.pi * 1.25 / 0.7)).map {
        SpringMotion(spring: $0, initialState: SpringState(position: -1.2, velocity: 0.1))
          .velocity(at: 0.2)
      } ?? .nan
    rows.append(
      EngineBug(
        engine: "SwiftUI Spring (Respring, OpenSwiftUI)",
        record:
          "source: `velocity(target:initialVelocity:time:)`, overdamped branch (`… / "
          + "(angularFrequency * 2) + 1`); Respring's tests assert SwiftUI returns the same "
          + "(`Tests/SpringTests.swift`, `vectorArithmetic`, exact `==`, macOS 14 / iOS 17)",
        version: "Respring 7e5c49c, OpenSwiftUI 7c4f2b07",
        input:
          "`Spring(duration: 0.7, bounce: -0.2).velocity(target: 1.2, initialVelocity: 0.1, "
          + "time: 0.2)` (ζ = 1.25)",
        shows: format(respringCase.velocity(target: 1.2, initialVelocity: 0.1, time: 0.2), 8),
        exact: format(respringPhysical, 8)
          + " (the derivative of `value`; the port adds the target)",
        status:
          "asserted to be SwiftUI's own formula by the port's tests; no device record here "
          + "confirms either value"))
    rows.append(
      EngineBug(
        engine: "SwiftUI Spring (OpenSwiftUI)",
        record: "source: slow exponent `-angularFrequency - decayConstant`",
        version: "OpenSwiftUI 7c4f2b07 (not SwiftUI's binary)",
        input:
          "`Spring(mass: 1, stiffness: 1, damping: 1e9, allowOverDamping: "
          + "true).value(target: 1, time: 1e9)`",
        shows: format(swiftUI.value(target: 1, time: 1e9)),
        exact: format(1 + truth(mujoco, -1, 0, 1e9)), status: "in the port"))

    // Rebound: the first frame at or past the target of the Origami default.
    let reboundMove = ReplayMove(
      spring: rebound, initialState: SpringState(position: -1, velocity: 0))
    var crossings: [String] = []
    for rate in [60.0, 120, 240] {
      guard let clock = try? FrameClock(framesPerSecond: rate) else { continue }
      let run = ReboundReplay.replay(reboundMove, clock: clock, through: 1)
      // Linear interpolation between the frames on either side of the target.
      guard let frame = run.values.firstIndex(where: { $0 >= 0 }), frame > 0 else { continue }
      let before = run.values[frame - 1]
      let after = run.values[frame]
      let time =
        run.times[frame - 1] + (0 - before) / (after - before)
        * (run.times[frame] - run.times[frame - 1])
      crossings.append("\(format(time * 1000, 4)) ms at \(format(rate)) Hz")
    }
    let exactCrossing = crossingTime(
      SpringMotion(spring: rebound, initialState: reboundMove.initialState))
    rows.append(
      EngineBug(
        engine: "Rebound",
        record:
          "[PR #18](https://github.com/facebookarchive/rebound-js/pull/18), [PR "
          + "#19](https://github.com/facebookarchive/rebound-js/pull/19)",
        version: "6e6e9a90",
        input:
          "Origami (40, 7): k 230.2, c 22, 0 → 1: first crossing of the target (between frames)",
        shows: crossings.joined(separator: "; "),
        exact: "crossing at \(format(exactCrossing * 1000, 4)) ms",
        status: "unmerged; in the code"))
    return rows
  }

  /// The first time the motion reaches its target (bisection on the sign).
  static func crossingTime(_ motion: SpringMotion) -> Double {
    var low = 0.0
    var high = 0.001
    while motion.position(at: high) < 0 && high < 100 {
      low = high
      high *= 2
    }
    for _ in 0..<80 {
      let mid = 0.5 * (low + high)
      if motion.position(at: mid) < 0 { low = mid } else { high = mid }
    }
    return high
  }

  /// engine-bugs.md.
  public static func document() -> MarkdownDocument {
    var doc = MarkdownDocument(title: "Known numerical bugs of shipped spring engines")
    doc.paragraph(
      """
      Each row runs the engine's ported source (`SpringEngines/Replay`, versions as `springlab \
      engines` lists them) on the input of its public record and compares it with the truth \
      (`MPFRTruth`). *Version* is the source the row describes; "source" in *record* \
      means the behaviour was read in the code at that version rather than reported in an \
      issue. The same numbers are regression tests (`Tests/SpringEnginesTests/Replay/\
      KnownBugTests.swift`). Conversions of negative doubles to unsigned integers are undefined \
      in C; the libadwaita rows use what x86-64 compilers emit.
      """)
    doc.table(
      ["engine", "record", "version", "input", "the source computes", "should be", "status"],
      bugs().map { [$0.engine, $0.record, $0.version, $0.input, $0.shows, $0.exact, $0.status] },
      alignments: ["l", "l", "l", "l", "r", "r", "l"])
    doc.paragraph(
      """
      Not reproduced here: Motion's frame-difference velocity in `useSpring` \
      ([#3265](https://github.com/motiondivision/motion/issues/3265)) was replaced by the \
      analytic velocity in [PR #3593](https://github.com/motiondivision/motion/pull/3593) and is \
      gone from v13.1.1's `useSpring`/`followValue` path; `animate()` still hands a retarget the \
      value's frame-difference velocity, which \
      [engine-replay.md](engine-replay.md#retargeting-the-velocity-carried-across) \
      measures. react-spring's never-settling tiny moves \
      ([PR #2520](https://github.com/pmndrs/react-spring/pull/2520)) need inputs at the limit \
      of double resolution and were not replayed.
      """)
    return doc
  }

  /// One line for the index.
  public static var headline: String {
    "Known engine bugs reproduced from their sources with public records and numbers "
      + "(\(bugs().count) rows). [engine-bugs.md](engine-bugs.md)"
  }
}
