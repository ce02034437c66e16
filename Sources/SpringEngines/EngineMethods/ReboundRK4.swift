//===--- ReboundRK4.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// RK4 at 1 ms exactly as rebound-js `Spring.advance` writes it
// (Docs/Provenance/PeerEngines.md #rebound, quirk 1; rebound-js PR #18): the first stage's
// acceleration is evaluated at `tempPosition`, a variable left over from the
// previous step's last stage, instead of at the current position:
//
//     a1 = a(x̃, v),   x̃ = x_prev + h·k3_prev   (x̃ = x0 on the first step)
//
// x̃ differs from x by O(h³), so stage 1 carries an O(h³) error that enters
// the step with weight h/6: the local error becomes O(h⁴) and the global
// error O(h³) — third order instead of fourth. The spring starts as Rebound's
// `setCurrentValue(start).setAtRest()` leaves it, with x̃ = x0.
//
// Rebound's other quirk (blending two steps back into the state at every
// frame, §6 quirk 2) depends on the frame rate; `frameStates(frameRate:
// frameCount:)` in ReboundRK4+Frames.swift reproduces it.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// RK4 at 1 ms with Rebound's stale first stage (Docs/Provenance/PeerEngines.md #rebound, quirk 1).
///
/// `state(at:)` takes ⌊t/h⌋ whole steps and one partial step of the
/// remainder, like `FixedStepRK4`. Global error O(h³): measured ≈ 8× less per
/// halving of h (16× for the textbook stages); worst normalized error on
/// everyday UI springs at 1 ms ≈ 1e-6.
public struct ReboundRK4: FixedStepEngineMethod {
  public static let name = "rk4-rebound-1ms"
  public static let engines = "Rebound (RK4, 1 ms, first stage at the stale tempPosition)"

  /// The spring being integrated.
  public let spring: Spring
  /// The state at t = 0.
  public let initialState: SpringState
  /// The step h in seconds (0.001 unless chosen for a convergence study).
  public let step: Double

  /// Rebound's RK4 with a chosen step `step` > 0 seconds.
  public init(spring: Spring, initialState: SpringState, step: Double) {
    precondition(step > 0 && step.isFinite, "Rebound RK4 step must be finite and > 0")
    self.spring = spring
    self.initialState = initialState
    self.step = step
  }

  /// The states at `times` (seconds) in one integration pass when ascending.
  public func states(at times: [Double]) -> [SpringState] {
    let (stiffness, damping) = unitMassCoefficients
    return fixedStepStates(
      at: times, from: initialState, memory: initialState.position, step: step
    ) { state, tempPosition, h in
      Self.advance(&state, &tempPosition, h, stiffness: stiffness, damping: damping)
    }
  }

  /// One step of `Spring.advance`'s loop body: RK4 with stage 1 at the
  /// stale `tempPosition`, which the step then overwrites with x + h·k3.
  /// `stiffness` and `damping` are k/m and c/m.
  static func advance(
    _ state: inout SpringState, _ tempPosition: inout Double, _ h: Double,
    stiffness: Double, damping: Double
  ) {
    tempPosition = rk4Step(
      &state, firstStagePosition: tempPosition, h: h, stiffness: stiffness, damping: damping)
  }
}
