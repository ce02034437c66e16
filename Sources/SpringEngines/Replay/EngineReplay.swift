//===--- EngineReplay.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The common shape of a frame-loop replay: a shipped engine driven frame by
// frame on a `FrameClock`, with its own evaluation method, time handling,
// rest rule and snap, and its own retargeting code. Each engine lives in its
// own file in this folder and cites the public source it ports.
//
// Conventions. Values are in the caller's units with the first target at 0,
// so the start value is x0 = value − target; velocities are in units per
// second (engines that work per millisecond are converted at the boundary).
// Frame 0 (t = 0) shows the start value; the engine's first update happens
// at frame 1, as its frame loop schedules it.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// A move to replay: a spring released from `initialState` toward target 0,
/// optionally retargeted once.
public struct ReplayMove: Sendable, Hashable {
  /// The physical spring; engines that work at unit mass use k/m and c/m.
  public var spring: Spring
  /// x0 = start value − target (target 0) and v0 in units per second.
  public var initialState: SpringState
  /// A target change applied right after a frame is shown, or nil.
  public var retarget: ReplayRetarget?

  /// A move from `initialState` toward 0, retargeted once when given.
  public init(spring: Spring, initialState: SpringState, retarget: ReplayRetarget? = nil) {
    self.spring = spring
    self.initialState = initialState
    self.retarget = retarget
  }
}

/// A target change: just after frame `afterFrame` (≥ 1) is shown, the target
/// becomes `target` (the first target is 0).
public struct ReplayRetarget: Sendable, Hashable {
  /// The index of the last frame shown before the change.
  public var afterFrame: Int
  /// The new target value.
  public var target: Double

  /// A change to `target` right after frame `afterFrame`.
  public init(afterFrame: Int, target: Double) {
    self.afterFrame = afterFrame
    self.target = target
  }
}

/// What an engine showed on every frame of a replay.
public struct ReplayRun: Sendable {
  /// Frame times in seconds (frame 0 at 0).
  public var times: [Double]
  /// The value shown on each frame.
  public var values: [Double]
  /// The engine's velocity on each frame, units per second (0 once at rest).
  public var velocities: [Double]
  /// The frame on which the engine declared rest (showing its final value),
  /// or nil if it never did within the frames given.
  public var restFrame: Int?
  /// The engine's own value on `restFrame` before it snapped to the target
  /// (equal to the shown value for an engine that does not snap).
  public var preSnapValue: Double?
  /// The target in force at rest (0, or the retarget's target).
  public var finalTarget: Double
  /// The velocity the engine carried into the new animation at a retarget
  /// (units per second), when the move had one.
  public var handoffVelocity: Double?
  /// The animation time (seconds) the engine's clock gave its first update,
  /// on frame 1: frames[1] for an engine that starts on the event, 0 for
  /// one that starts on its first frame. frames[1] − this is the engine's
  /// start lag.
  public var firstUpdateTime: Double?

  /// frames[1] − `firstUpdateTime`: how late (positive) or early the
  /// engine's clock runs from its first frame on.
  public var startLag: Double? {
    guard times.count > 1, let first = firstUpdateTime else { return nil }
    return times[1] - first
  }

  /// The time at which rest was declared, if it was.
  public var restTime: Double? { restFrame.map { times[$0] } }

  /// |engine value before the snap − target| at rest: the jump the snap
  /// makes (0 for an engine that does not snap).
  public var snapSize: Double? { preSnapValue.map { abs($0 - values[restFrame ?? 0]) } }

  /// The frame shown at time `t` ≥ 0: the last frame with time ≤ t.
  public func frameIndex(at t: Double) -> Int {
    times.lastIndex(atOrBefore: t)
  }
}

/// One entry of the engine catalogue (`springlab engines`).
public struct EngineCatalogEntry: Sendable, Hashable {
  /// Stable id used by `--method engine:<id>`, e.g. `react-spring`.
  public var id: String
  /// Display name.
  public var name: String
  /// The version emulated: release and/or commit of each file read.
  public var version: String
  /// Repository and file path(s) of the public source.
  public var source: String
  /// How the engine evaluates the spring.
  public var method: String
  /// How it handles time from frame to frame.
  public var frameLoop: String
  /// When it declares rest, and whether it snaps.
  public var rest: String
}

/// A shipped engine replayed frame by frame.
public protocol EngineReplay: Sendable {
  /// Its catalogue entry.
  static var entry: EngineCatalogEntry { get }
  /// Whether the engine takes an initial velocity (Remotion does not; its
  /// replay then starts from rest whatever `initialState.velocity` says).
  static var acceptsInitialVelocity: Bool { get }
  /// Whether the engine can change target mid-flight keeping its motion.
  static var retargets: Bool { get }
  /// Why the engine refuses this move (it throws or traps on it), or nil.
  static func refusal(for move: ReplayMove) -> String?
  /// The rest rule applied to the exact motion: the engine's own thresholds
  /// in SpringLab units for the move given, used to time rest exactly.
  static func exactRestRule(for move: ReplayMove) -> ExactRestRule

  /// Runs the engine on every frame time in `frames` (ascending, frames[0]
  /// = 0); `nominalInterval` is the display's frame duration 1/F, which
  /// engines that read it (Wave) use instead of the measured interval.
  /// Frames after rest show the final value with velocity 0.
  static func replay(_ move: ReplayMove, frames: [Double], nominalInterval: Double) -> ReplayRun
}

extension EngineReplay {
  public static var acceptsInitialVelocity: Bool { true }

  /// Engines accept every spring unless they say otherwise.
  public static func refusal(for move: ReplayMove) -> String? { nil }

  /// Runs the engine on `clock`'s frames up to the first one ≥ `end` seconds.
  public static func replay(_ move: ReplayMove, clock: FrameClock, through end: Double) -> ReplayRun
  {
    replay(move, frames: clock.frameTimes(through: end), nominalInterval: clock.nominalInterval)
  }
}

/// An engine's rest criterion applied to exact (x, v): rest holds when
/// |x| ≤ position (or <) and |v| ≤ velocity, or when the energy ratio is at
/// most `energyRatio`; `nil` members are not tested.
public struct ExactRestRule: Sendable, Hashable {
  /// Position threshold (caller's units), or nil.
  public var position: Double?
  /// Velocity threshold (units per second), or nil.
  public var velocity: Double?
  /// Reanimated's relative energy threshold with the spring's k and m, or nil.
  public var energyRatio: Double?
  /// Whether the engine has no rest rule at all (MuJoCo).
  public var none: Bool

  /// A rule on |x| and |v|.
  public init(position: Double?, velocity: Double? = nil) {
    self.position = position
    self.velocity = velocity
    self.energyRatio = nil
    self.none = false
  }

  /// Reanimated's rule: ½k x² + ½m v² ≤ ratio · initial energy.
  public init(energyRatio: Double) {
    self.position = nil
    self.velocity = nil
    self.energyRatio = energyRatio
    self.none = false
  }

  /// No rest rule.
  public static let noRule: ExactRestRule = {
    var rule = ExactRestRule(position: nil)
    rule.none = true
    return rule
  }()
}

/// Builds a `ReplayRun` frame by frame and fills the frames after rest.
struct ReplayRecorder {
  private(set) var run: ReplayRun
  private let frames: [Double]

  init(frames: [Double], start: SpringState) {
    self.frames = frames
    run = ReplayRun(
      times: frames, values: [start.position], velocities: [start.velocity], restFrame: nil,
      preSnapValue: nil, finalTarget: 0, handoffVelocity: nil, firstUpdateTime: nil)
    run.values.reserveCapacity(frames.count)
    run.velocities.reserveCapacity(frames.count)
  }

  /// The number of frames recorded so far.
  var count: Int { run.values.count }

  /// Records the next frame.
  mutating func show(_ value: Double, velocity: Double) {
    run.values.append(value)
    run.velocities.append(velocity)
  }

  /// Records the next frame and, when `move` changes its target right after
  /// that frame, the change with `velocity` as the handoff (the engine
  /// carries on with the velocity it showed). Returns the new target then,
  /// nil otherwise.
  mutating func show(_ value: Double, velocity: Double, retargeting move: ReplayMove) -> Double? {
    show(value, velocity: velocity)
    guard let retarget = move.retarget, retarget.afterFrame == count - 1 else { return nil }
    self.retarget(to: retarget.target, handoff: velocity)
    return retarget.target
  }

  /// Records the next frame as the rest frame: the engine computed
  /// `preSnap` and shows `shown` (the target, or `preSnap` itself).
  mutating func rest(preSnap: Double, shown: Double, target: Double) {
    run.restFrame = run.values.count
    run.preSnapValue = preSnap
    run.finalTarget = target
    show(shown, velocity: 0)
  }

  /// Records the next frame as the rest frame of an engine that computed
  /// `preSnap` and shows its target `target` instead.
  mutating func snap(from preSnap: Double, to target: Double) {
    rest(preSnap: preSnap, shown: target, target: target)
  }

  /// Marks the next frame as the one on which rest is declared without
  /// stopping or snapping (Remotion's natural duration).
  mutating func markRest(preSnap: Double) {
    run.restFrame = run.values.count
    run.preSnapValue = preSnap
  }

  /// Marks frame 0 as the rest frame: the engine was done before it moved.
  mutating func restOnFirstFrame(target: Double) {
    run.restFrame = 0
    run.preSnapValue = run.values[0]
    run.finalTarget = target
    run.values[0] = target
    run.velocities[0] = 0
  }

  /// Records the engine's animation time on its first update (frame 1).
  mutating func firstUpdate(at time: Double) {
    if run.firstUpdateTime == nil { run.firstUpdateTime = time }
  }

  /// Records a change of target right after the frame just shown, and the
  /// velocity (units per second) the engine carries into it.
  mutating func retarget(to target: Double, handoff velocity: Double) {
    run.finalTarget = target
    run.handoffVelocity = velocity
  }

  /// The run with every remaining frame showing the last value at rest.
  func finished() -> ReplayRun {
    var result = run
    let last = result.values.last ?? 0
    while result.values.count < frames.count {
      result.values.append(last)
      result.velocities.append(0)
    }
    return result
  }
}

/// Readings of the clocks engines use, from a frame time in seconds.
///
/// Integer clocks are read at `epoch` + t so that truncation to whole
/// milliseconds is not aligned with the frames (frame times at 30–240 Hz are
/// multiples of 1/18 ms; 0.25 ms is not).
enum EngineClock {
  /// Seconds added to every integer clock reading.
  static let epoch = 1000.00025

  /// `Date.now()` / `SystemClock.uptimeMillis()`: whole milliseconds.
  static func wholeMilliseconds(_ t: Double) -> Int64 {
    Int64(((epoch + t) * 1000).rounded(.down))
  }

  /// A nanosecond frame clock (Choreographer `frameTimeNanos`).
  static func nanoseconds(_ t: Double) -> Int64 {
    Int64(((epoch + t) * 1e9).rounded(.down))
  }

  /// A microsecond frame clock (GDK frame time, Flutter vsync `Duration`).
  static func microseconds(_ t: Double) -> Int64 {
    Int64(((epoch + t) * 1e6).rounded(.down))
  }
}
