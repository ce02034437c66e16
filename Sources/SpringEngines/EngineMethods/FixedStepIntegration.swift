//===--- FixedStepIntegration.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The driver shared by the fixed-step integrators: whole steps of h from
// t = 0, then one partial step to reach an arbitrary t.
//
// Engines never evaluate between steps — Rebound blends the two surrounding
// steps and react-spring rounds the frame up to whole milliseconds
// (Docs/Provenance/PeerEngines.md #react-spring, #rebound, #numerical-pitfalls). To compare an integrator with the truth at
// arbitrary times we take the state after the last whole step n = ⌊t/h⌋ and
// then apply the same method once with the remainder τ = t − n·h < h. The
// partial step has the method's own local error (smaller than a whole step's),
// so it does not change the method's order; it is this driver's convention,
// not engine behaviour.
//
// Step k ends at t = k·h computed as Double(k) * h (never accumulated), so
// the step grid does not drift.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// One step of a fixed-step method: advances `state` by `h` seconds.
/// `memory` is whatever the method carries from step to step (Rebound's stale
/// stage position; `Void` for the textbook methods).
typealias FixedStep<Memory> = (_ state: inout SpringState, _ memory: inout Memory, _ h: Double) ->
  Void

/// Integrates from `initialState` at t = 0 with whole steps of `step` seconds
/// and returns the state at every time in `times` (seconds, ≥ 0, finite).
///
/// Ascending times are served in one pass; a time earlier than the previous
/// one restarts from t = 0, so any order is correct. Cost: ⌊max t / h⌋ steps
/// plus one partial step per requested time.
func fixedStepStates<Memory>(
  at times: [Double], from initialState: SpringState, memory initialMemory: Memory,
  step h: Double, advance: FixedStep<Memory>
) -> [SpringState] {
  var state = initialState
  var memory = initialMemory
  var stepsTaken = 0
  var result: [SpringState] = []
  result.reserveCapacity(times.count)
  for t in times {
    precondition(t >= 0 && t.isFinite, "fixed-step evaluation needs a finite t ≥ 0, got \(t)")
    let wholeSteps = Int((t / h).rounded(.down))
    if wholeSteps < stepsTaken {
      state = initialState
      memory = initialMemory
      stepsTaken = 0
    }
    while stepsTaken < wholeSteps {
      advance(&state, &memory, h)
      stepsTaken += 1
    }
    let remainder = t - Double(stepsTaken) * h
    if remainder != 0 {
      var partial = state
      var partialMemory = memory
      advance(&partial, &partialMemory, remainder)
      result.append(partial)
    } else {
      result.append(state)
    }
  }
  return result
}
