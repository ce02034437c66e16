//===--- InitialStepSize.swift --------------------------------------------===//
//
// The first step of every integration, chosen from the problem — the state,
// its derivatives and the tolerances — and never from the output times.
//
// This is the starting-step algorithm of Hairer, Nørsett & Wanner, "Solving
// Ordinary Differential Equations I", §II.4: with the weights
// sc_i = atol + rtol·|y0_i| and the root-mean-square norm ‖·‖,
//
//     d0 = ‖y0‖, d1 = ‖f(y0)‖
//     h0 = 0.01·d0/d1                                  (one percent of y0)
//     d2 = ‖f(y0 + h0 f(y0)) − f(y0)‖ / h0             (≈ ‖y''‖)
//     h1 = (0.01 / max(d1, d2))^(1/(p+1))              (local error ≈ 1% tol)
//     h  = min(100·h0, h1)
//
// so the first step's local error is a small fraction of the tolerance: a
// larger first step could be accepted on an error estimate that is not yet
// in its asymptotic regime, a much smaller one only costs steps. The book's
// absolute fall-back of 1e-6 (for y0 = 0 or f = 0) assumes time units of
// order one; here the fall-back is 1e-2 of the spring's fastest time scale
// 1/max(ω0, c/m), which is scale-free.
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
func initialStepSize(
  context: SpringSystemContext, time: Double, value: Double, velocity: Double,
  absoluteTolerance: Double, relativeTolerance: Double, order: Int
) -> Double {
  // The state as GSL's controller sees it (absolute value, velocity).
  let y = (value, velocity)
  // The fastest rate of the linear system: |eigenvalues| ≤ max(ω0, c/m).
  let fastestRate = max((context.stiffness / context.mass).squareRoot(), context.damping / context.mass)
  let fallback = 0.01 / fastestRate
  // Weights; a zero weight (atol = 0 and y_i = 0) borrows the state's size.
  let stateSize = max(abs(y.0), abs(y.1))
  func weight(_ component: Double) -> Double {
    let w = absoluteTolerance + relativeTolerance * abs(component)
    return w > 0 ? w : relativeTolerance * stateSize
  }
  let w = (weight(y.0), weight(y.1))
  func norm(_ a: Double, _ b: Double) -> Double {
    guard w.0 > 0, w.1 > 0 else { return 0 }
    let ra = a / w.0, rb = b / w.1
    return ((ra * ra + rb * rb) / 2).squareRoot()
  }
  let f0 = context.derivative(value: value, velocity: velocity)
  let d0 = norm(y.0, y.1), d1 = norm(f0.0, f0.1)
  var h0 = (d0 < 1e-5 || d1 < 1e-5) ? fallback : 0.01 * d0 / d1
  if !(h0 > 0 && h0.isFinite) { h0 = fallback }
  let f1 = context.derivative(value: value + h0 * f0.0, velocity: velocity + h0 * f0.1)
  let d2 = norm(f1.0 - f0.0, f1.1 - f0.1) / h0
  let largest = max(d1, d2)
  let h1 =
    largest <= 1e-15 || !largest.isFinite
    ? max(fallback, h0 * 1e-3)
    : pow(0.01 / largest, 1 / Double(order + 1))
  var h = min(100 * h0, h1)
  if !(h > 0 && h.isFinite) { h = fallback }
  if !(h > 0 && h.isFinite) { h = 1 }
  // At least a few ulps of t, or t + h would not move.
  return max(h, 4 * abs(time).ulp, Double.leastNormalMagnitude)
}
