//===--- EngineReplayReport.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// engine-replay.md, the data: every replayed engine (SpringEngines/Replay)
// at 30, 60, 90, 120 and 240 Hz, steady and jittered, on 100-point moves
// drawn from the shared sweep families, measured against the truth — the
// worst deviation shown, the start lag, the deviation with that lag
// removed, the error of the rest declaration, the snap, how much the shown
// motion depends on the frame rate — and the velocity each engine carries
// across a mid-flight retarget.
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import SpringTruth

/// One engine on one case and one clock.
public struct EngineReplayMeasurement: Sendable {
  /// max |shown − truth| over the frames of the case's window (points).
  public var worstDeviation: Double
  /// The same with the engine's start lag removed (truth at t − lag).
  public var lagFreeDeviation: Double
  /// frames[1] − the engine's own time on frame 1 (seconds), if defined.
  public var startLag: Double?
  /// Declared rest time − the exact time the engine's rule holds for good.
  public var restTimeError: Double?
  /// The jump the snap makes at rest (points).
  public var snap: Double?
}

/// One 100-point move and its measurements.
public struct EngineReplayCase: Sendable {
  /// The sweep family the spring was drawn from.
  public var family: SweepFamily
  /// The 100-point move (x0 = −100).
  public var move: ReplayMove
  /// Seconds of motion compared (exact settling to 1e-3 pt + 0.5 s, ≤ 30 s).
  public var window: Double
  /// [engine][clock] in `EngineReplayResults.clocks` order.
  public var measurements: [[EngineReplayMeasurement]]
  /// Per engine: the largest spread of the shown value across the five
  /// steady rates at times common to all of them (multiples of 1/30 s).
  public var frameRateSpread: [Double]
}

/// A retargeted move: the velocity carried across, and the motion after.
public struct EngineRetargetMeasurement: Sendable {
  /// The engine id.
  public var engine: String
  /// The steady frame rate.
  public var framesPerSecond: Double
  /// The engine's hand-off velocity and the exact one at the change
  /// (points per second).
  public var carried: Double, exact: Double
  /// The exact velocity at the engine's own animation time (the change
  /// minus its start lag): what a faithful hand-off of its motion carries.
  public var exactAtEngineTime: Double
  /// max |shown − exact retargeted motion| after the change (points).
  public var worstAfter: Double
}

/// The data behind engine-replay.md.
public struct EngineReplayResults: Sendable {
  /// Frame rates measured.
  public static let rates: [Double] = [30, 60, 90, 120, 240]
  /// The interval jitter of the jittered clocks (±25% of 1/F).
  public static let jitter = 0.25

  /// Engine ids, in catalogue order.
  public var engines: [String]
  /// (rate, jittered) per clock index.
  public var clocks: [(rate: Double, jittered: Bool)]
  /// Every move measured.
  public var cases: [EngineReplayCase]
  /// The retarget scenarios.
  public var retargets: [EngineRetargetMeasurement]
  /// The seed the jittered clocks derive from.
  public var seed: UInt64

  /// The 100-point moves of the report: everyday UI springs with their
  /// velocities scaled alike, and near-critical and heavily overdamped
  /// springs whose natural frequency lies in the UI range (2π/1.2 … 2π/0.15
  /// rad/s) and whose motion settles within 20 s, released from rest.
  static func moves(_ configuration: ReplayConfiguration) -> [(SweepFamily, ReplayMove)] {
    var moves: [(SweepFamily, ReplayMove)] = []
    let seed = configuration.seed
    for springCase in SweepFamily.ui.cases(count: configuration.uiCases, seed: seed &+ 41) {
      moves.append(
        (
          .ui,
          ReplayMove(
            spring: springCase.spring,
            initialState: SpringState(
              position: -100, velocity: 100 * springCase.initialState.velocity))
        ))
    }
    let omegaRange = (2 * Double.pi / 1.2)...(2 * Double.pi / 0.15)
    for family in [SweepFamily.nearCritical, .overdamped] {
      let candidates = family.cases(count: 400 * configuration.otherCases, seed: seed &+ 43)
      let picked = candidates.filter {
        omegaRange.contains($0.spring.naturalFrequency)
          && slowTime($0.spring) <= 2  // 12 slow time constants ≤ 24 s
      }.prefix(configuration.otherCases)
      for springCase in picked {
        moves.append(
          (
            family,
            ReplayMove(
              spring: springCase.spring, initialState: SpringState(position: -100, velocity: 0))
          ))
      }
    }
    return moves
  }

  /// 1/(slowest decay rate) of a spring, seconds.
  static func slowTime(_ spring: Spring) -> Double {
    let zeta = spring.dampingRatio
    let omega0 = spring.naturalFrequency
    let rate = zeta <= 1 ? zeta * omega0 : omega0 / (zeta + (zeta * zeta - 1).squareRoot())
    return 1 / rate
  }

  /// The sizes of a run: cases per family.
  struct ReplayConfiguration {
    var uiCases: Int, otherCases: Int, seed: UInt64, jobs: Int
  }

  /// Runs every engine on every case and clock, and the retarget scenarios.
  public static func compute(_ configuration: ReportConfiguration) -> EngineReplayResults {
    let sizes = ReplayConfiguration(
      uiCases: configuration.quick ? 8 : 120, otherCases: configuration.quick ? 3 : 30,
      seed: configuration.seed, jobs: configuration.jobs)
    let clocks = rates.flatMap { [($0, false), ($0, true)] }
    let moves = Array(self.moves(sizes).enumerated())
    let engines = EngineCatalogue.engines
    let cases = parallelMap(moves, jobs: configuration.jobs) { item -> EngineReplayCase in
      let (index, (family, move)) = item
      return measure(
        move, family: family, engines: engines, clocks: clocks,
        seed: configuration.seed &+ UInt64(index) &* 7919)
    }
    return EngineReplayResults(
      engines: engines.map { $0.entry.id }, clocks: clocks.map { (rate: $0.0, jittered: $0.1) },
      cases: cases, retargets: retargetMeasurements(), seed: configuration.seed)
  }

  /// The clock for (rate, jittered), seeded per case.
  static func clock(rate: Double, jittered: Bool, seed: UInt64) -> FrameClock {
    let clock =
      jittered
      ? try? FrameClock(framesPerSecond: rate, jitter: jitter, seed: seed &+ UInt64(rate))
      : try? FrameClock(framesPerSecond: rate)
    // Every rate and jitter here is inside FrameClock's domain.
    return clock ?? FrameClock.sixtyHertz
  }

  /// The exact time from which `rule` holds for good, or nil (no rule).
  static func exactRestTime(_ rule: ExactRestRule, move: ReplayMove) -> Double? {
    if rule.none { return nil }
    let motion = SpringMotion(spring: move.spring, initialState: move.initialState)
    if let ratio = rule.energyRatio {
      // ½kx² + ½mv² never increases: the first time it is low enough is the last.
      let k = move.spring.stiffness
      let m = move.spring.mass
      let state0 = move.initialState
      let initial = k * state0.position * state0.position + m * state0.velocity * state0.velocity
      func low(_ t: Double) -> Bool {
        let s = motion.state(at: t)
        return k * s.position * s.position + m * s.velocity * s.velocity <= ratio * initial
      }
      if initial == 0 || low(0) { return 0 }
      var high = 1.0
      while !low(high) && high < 1e6 { high *= 2 }
      var lowTime = 0.0
      for _ in 0..<60 {
        let mid = 0.5 * (lowTime + high)
        if low(mid) { high = mid } else { lowTime = mid }
      }
      return high
    }
    guard let position = rule.position else { return nil }
    return try? motion.settlingTime(threshold: position, velocityThreshold: rule.velocity)
  }

  /// Every engine on one move at every clock.
  static func measure(
    _ move: ReplayMove, family: SweepFamily, engines: [any EngineReplay.Type],
    clocks: [(Double, Bool)], seed: UInt64
  ) -> EngineReplayCase {
    let motion = SpringMotion(spring: move.spring, initialState: move.initialState)
    let settled = (try? motion.settlingTime(threshold: 1e-3)) ?? 30
    let window = min(30, max(1, settled + 0.5))
    let frameClocks = clocks.map { clock(rate: $0.0, jittered: $0.1, seed: seed) }
    // The truth at every frame of the window, shared by the engines.
    var truthCache: [Int: (frames: [Double], values: [Double])] = [:]
    func truth(_ clockIndex: Int, restart: Bool) -> (frames: [Double], values: [Double]) {
      let key = clockIndex * 2 + (restart ? 1 : 0)
      if let cached = truthCache[key] { return cached }
      let frames = frameClocks[clockIndex].frameTimes(through: window)
      let start =
        restart
        ? SpringState(position: move.initialState.position, velocity: 0) : move.initialState
      let values = ReplayTruth.positions(spring: move.spring, start: start, at: frames)
      truthCache[key] = (frames, values)
      return (frames, values)
    }
    var measurements: [[EngineReplayMeasurement]] = []
    var spreads: [Double] = []
    for engine in engines {
      let engineMove =
        engine.acceptsInitialVelocity
        ? move
        : ReplayMove(
          spring: move.spring,
          initialState: SpringState(position: move.initialState.position, velocity: 0))
      let exactRest = exactRestTime(engine.exactRestRule(for: engineMove), move: engineMove)
      let exactMotion = SpringMotion(
        spring: engineMove.spring, initialState: engineMove.initialState)
      var row: [EngineReplayMeasurement] = []
      var steadyRuns: [(rate: Double, run: ReplayRun)] = []
      for (index, frameClock) in frameClocks.enumerated() {
        let reference = truth(index, restart: !engine.acceptsInitialVelocity)
        // Run past the exact rest time so the declaration is seen.
        let end = max(window, min(60, (exactRest ?? 0) + 1))
        let frames = frameClock.frameTimes(through: end)
        let run = engine.replay(
          engineMove, frames: frames, nominalInterval: frameClock.nominalInterval)
        var worst = 0.0
        var lagFree = 0.0
        let lag = run.startLag ?? 0
        for n in 0..<min(reference.frames.count, run.values.count) {
          let deviation = abs(run.values[n] - reference.values[n])
          worst = max(worst, deviation.isNaN ? .infinity : deviation)
          if n >= 1 {
            let shifted = max(0, frames[n] - lag)
            let aligned = abs(run.values[n] - exactMotion.position(at: shifted))
            lagFree = max(lagFree, aligned.isNaN ? .infinity : aligned)
          }
        }
        var restError: Double? = nil
        if let declared = run.restTime, let exactRest { restError = declared - exactRest }
        row.append(
          EngineReplayMeasurement(
            worstDeviation: worst, lagFreeDeviation: lagFree, startLag: run.startLag,
            restTimeError: restError, snap: run.snapSize))
        if !clocks[index].1 { steadyRuns.append((clocks[index].0, run)) }
      }
      measurements.append(row)
      spreads.append(frameRateSpread(steadyRuns, window: window))
    }
    return EngineReplayCase(
      family: family, move: move, window: window, measurements: measurements,
      frameRateSpread: spreads)
  }

  /// The largest spread of the shown value across steady rates at the
  /// times common to all of them: multiples of 1/30 s within `window`.
  static func frameRateSpread(_ runs: [(rate: Double, run: ReplayRun)], window: Double) -> Double {
    guard let base = runs.map(\.rate).min() else { return 0 }
    var worst = 0.0
    var m = 0
    while Double(m) / base <= window {
      var low = Double.infinity
      var high = -Double.infinity
      for (rate, run) in runs {
        let index = m * Int((rate / base).rounded())
        guard index < run.values.count else { continue }
        low = min(low, run.values[index])
        high = max(high, run.values[index])
      }
      if high >= low { worst = max(worst, high - low) }
      m += 1
    }
    return worst
  }

  /// The retarget scenarios: 0 → 100 sent to 150 at the frame nearest
  /// 150 ms, for every engine that retargets, at 60 and 120 Hz.
  static func retargetMeasurements() -> [EngineRetargetMeasurement] {
    guard let spring = try? Spring(mass: 1, stiffness: 170, damping: 14) else { return [] }
    var results: [EngineRetargetMeasurement] = []
    for engine in EngineCatalogue.engines where engine.retargets {
      for rate in [60.0, 120] {
        let after = Int((0.15 * rate).rounded())
        let move = ReplayMove(
          spring: spring, initialState: SpringState(position: -100, velocity: 0),
          retarget: ReplayRetarget(afterFrame: after, target: 50))
        let frames = clock(rate: rate, jittered: false, seed: 0).frameTimes(through: 3)
        let run = engine.replay(move, frames: frames, nominalInterval: 1 / rate)
        guard
          let exact = try? RetargetedAnimation(
            spring: spring, value: -100, velocity: 0, target: 0,
            retargets: [Retarget(time: frames[after], target: 50)])
        else { continue }
        var worst = 0.0
        for n in (after + 1)..<frames.count {
          worst = max(worst, abs(run.values[n] - exact.valueAndVelocity(at: frames[n]).value))
        }
        results.append(
          EngineRetargetMeasurement(
            engine: engine.entry.id, framesPerSecond: rate, carried: run.handoffVelocity ?? .nan,
            exact: exact.valueAndVelocity(at: frames[after]).velocity,
            exactAtEngineTime: exact.valueAndVelocity(at: frames[after] - (run.startLag ?? 0))
              .velocity,
            worstAfter: worst))
      }
    }
    return results
  }
}

/// The truth every replay is measured against, in points.
enum ReplayTruth {
  /// x(t) of the truth at each time, rounded to Double.
  static func positions(spring: Spring, start: SpringState, at times: [Double]) -> [Double] {
    let truth = MPFRTruth(spring: spring, initialState: start)
    return times.map { truth.state(at: $0).position.double }
  }
}
