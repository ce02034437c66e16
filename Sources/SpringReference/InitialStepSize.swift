//===--- InitialStepSize.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The first step of every integration, chosen from the problem — the state,
// its derivatives, the tolerances and the method's order — and never from
// the output times or from a fixed time unit.
//
// The idea is Hairer, Nørsett & Wanner's starting-step algorithm ("Solving
// Ordinary Differential Equations I", §II.4): make the first step's local
// error about 1 % of the tolerance. In the weighted root-mean-square norm
// ‖·‖ with weights w_i = atol + rtol·|y_i| (so that 1 means "at the
// tolerance"), with the displacement y0 = (x, v), y0' = (v, a) and
// y0'' = (a, −(c a + k v)/m) from the ODE:
//
//     d0 = ‖y0‖,  d1 = ‖y0'‖,  d2 = ‖y0''‖
//     λ  = max(d1/d0, √(d2/d0))          the solution's rate (1/s)
//     h  = min(1, (0.01/d0)^(1/(p+1))) / λ
//
// since a method of order p errs by about d0·(λh)^(p+1) in that norm. The
// book writes h1 = (0.01/max(d1, d2))^(1/(p+1)), which mixes time units for
// p > 1 (a spring 10⁶ times faster would not start 10⁶ times shorter); this
// form is scale-free. A larger first step could be accepted on an error
// estimate that is not yet asymptotic, biasing the start; a smaller one only
// costs a few steps while the controller grows it (by up to 5× per step).
//
// Zero weights (atol = 0 and y_i = 0) borrow the component's natural scale,
// max(|x|, |v|/Λ) or max(|v|, Λ|x|), with Λ = max(ω0, c/m) the fastest rate
// of the system; a state at rest on its target starts with h = 0.01/Λ.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The starting step in seconds for `context` at `state = (value, velocity)`
/// and `time`, for a method of order `order`; finite, > 0, and large enough
/// to move `time` by at least a few ulps.
///
/// `absoluteScales` multiply the absolute tolerance per component, as GSL's
/// scaled control does (ReferenceScaling.swift); 1 and 1 for an unscaled run.
func initialStepSize(
  context: SpringSystemContext, time: Double, value: Double, velocity: Double,
  absoluteTolerance: Double, relativeTolerance: Double, order: Int,
  absoluteScales: (position: Double, velocity: Double) = (1, 1)
) -> Double {
  // The fastest rate of the linear system: |eigenvalues| ≤ max(ω0, c/m).
  let fastestRate = max(
    (context.stiffness / context.mass).squareRoot(), context.damping / context.mass)
  let displacement = value - context.target
  let (_, acceleration) = context.derivative(value: value, velocity: velocity)
  let jerk = -(context.damping * acceleration + context.stiffness * velocity) / context.mass
  // Weights as GSL's control forms them (from the value it integrates).
  func weight(_ component: Double, scale: Double, naturalScale: Double) -> Double {
    let w = absoluteTolerance * scale + relativeTolerance * abs(component)
    return w > 0 ? w : relativeTolerance * naturalScale
  }
  let positionWeight = weight(
    value, scale: absoluteScales.position,
    naturalScale: max(abs(displacement), abs(velocity) / fastestRate))
  let velocityWeight = weight(
    velocity, scale: absoluteScales.velocity,
    naturalScale: max(abs(velocity), fastestRate * abs(displacement)))
  func norm(_ a: Double, _ b: Double) -> Double {
    let ra = a / positionWeight
    let rb = b / velocityWeight
    return ((ra * ra + rb * rb) / 2).squareRoot()
  }
  let d0 = norm(displacement, velocity)
  let d1 = norm(velocity, acceleration)
  let d2 = norm(acceleration, jerk)
  var rate = max(d1 / d0, (d2 / d0).squareRoot())
  if !(rate > 0 && rate.isFinite) { rate = fastestRate }
  var h = min(1, pow(0.01 / d0, 1 / Double(order + 1))) / rate
  if !(h > 0 && h.isFinite) { h = 0.01 / fastestRate }
  if !(h > 0 && h.isFinite) { h = 1 }
  // At least a few ulps of t, or t + h would not move.
  return max(h, 4 * abs(time).ulp, Double.leastNormalMagnitude)
}
