//===--- ReplayAtTimes.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// An engine replay read at arbitrary times: the state a shipped engine
// shows at t is the one on the last frame at or before t, from one replay
// of the move through the latest time asked. `springlab evaluate --method
// engine:<id>` and the conformance report both read replays this way; this
// is the one place that does it.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Why an engine does not run a move.
public enum ReplayRefusal: Error, Sendable, Hashable {
  /// The engine takes no initial velocity and the move has one (units/s).
  case initialVelocity(Double)
  /// The engine refuses the spring (it throws or traps on it): the reason.
  case spring(String)
}

extension EngineReplay {
  /// Why this engine does not run `move` — an initial velocity it cannot
  /// take, or a spring it refuses — or nil when it runs it.
  public static func runRefusal(for move: ReplayMove) -> ReplayRefusal? {
    if !acceptsInitialVelocity && move.initialState.velocity != 0 {
      return .initialVelocity(move.initialState.velocity)
    }
    return refusal(for: move).map { .spring($0) }
  }

  /// The value and velocity (units/s) the engine shows at each of `times`
  /// (seconds, finite and ≥ 0, in any order): those of the last frame of
  /// `clock` at or before each time, from one replay of `move` through the
  /// latest. Values may be non-finite where the engine's integration blows
  /// up; check `runRefusal(for:)` first, as the engine would throw on a move
  /// it refuses.
  public static func shownStates(
    of move: ReplayMove, at times: [Double], clock: FrameClock
  ) -> [SpringState] {
    let run = replay(move, clock: clock, through: times.max() ?? 0)
    return times.map { time in
      let frame = run.frameIndex(at: time)
      return SpringState(position: run.values[frame], velocity: run.velocities[frame])
    }
  }
}
