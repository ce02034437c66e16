//===--- ComposeDurationEstimate.swift ------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Compose's duration estimate applied to a motion in the engine's units: an
// adapter over the faithful port in SpringMappings
// (`ComposeDurationEstimate.milliseconds`, after androidx
// `SpringEstimation.kt` and `FloatSpringSpec.getDurationNanos`), so there
// is one implementation of Compose's behaviour.
//
// Compose divides x0 and v0 by the visibility threshold δ, works with unit
// mass and Float inputs, and truncates to whole milliseconds. A spring of
// mass m is the unit-mass spring of stiffness k/m with the same ζ.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// Compose's estimated animation duration in seconds, a whole number of
/// milliseconds, never negative (an estimate before t = 0 means the motion
/// starts inside the threshold); `+infinity` for an undamped spring that
/// moves.
///
/// - Parameters:
///   - motion: the motion in the engine's units (x0 = start − target).
///   - visibilityThreshold: δ > 0 in the same units (0.01 for Float).
public func composeEstimatedDuration(
  of motion: SpringMotion, visibilityThreshold: Double
) -> Double {
  let spring = motion.spring
  let milliseconds = ComposeDurationEstimate.milliseconds(
    stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio),
    initialDisplacement: Float(motion.initialState.position / visibilityThreshold),
    initialVelocity: Float(motion.initialState.velocity / visibilityThreshold))
  if milliseconds == ComposeDurationEstimate.maximumMilliseconds { return .infinity }
  return Double(max(0, milliseconds)) / 1000
}
