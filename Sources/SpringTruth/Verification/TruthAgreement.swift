//===--- TruthAgreement.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// How closely the MPFR closed form and the independent Taylor integrator
// agree on one motion: the measure the tests assert and accuracy.md prints.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// The largest |truth − integrator| over `times`, in x and in v, divided by
/// the trajectory's peak |x| and |v| — estimated from below by the
/// integrator's own values at t = 0 and at every time (a smaller peak only
/// makes the measure stricter). A zero peak with a non-zero difference
/// counts the difference itself.
///
/// Both sides carry `precision` bits; `MPFRTruth` promises a few 2^-p of the
/// peaks, so a result near 2^-p (about 1e-60 at the default 200 bits) says
/// the truth is what it claims, far below the binary64 unit 2^-52.
public func truthAgreement(
  spring: Spring, initialState: SpringState, times: [Double],
  precision: Int = MPFRNumber.defaultPrecision
) -> Double {
  let truth = MPFRTruth(spring: spring, initialState: initialState, precision: precision)
  let taylor = TaylorPropagator(spring: spring, targetBits: precision)
  var peakX = MPFRNumber(initialState.position, precision: 64).magnitude()
  var peakV = MPFRNumber(initialState.velocity, precision: 64).magnitude()
  var differences: [(MPFRNumber, MPFRNumber)] = []
  for t in times {
    let exact = truth.state(at: t)
    let check = taylor.state(at: t, from: initialState)
    if check.x.magnitude() > peakX { peakX = check.x.magnitude() }
    if check.v.magnitude() > peakV { peakV = check.v.magnitude() }
    differences.append(
      ((exact.position.mpfr - check.x).magnitude(), (exact.velocity.mpfr - check.v).magnitude()))
  }
  var worst = 0.0
  for (dx, dv) in differences {
    let x = peakX.isZero ? dx : dx / peakX
    let v = peakV.isZero ? dv : dv / peakV
    worst = max(worst, x.double, v.double)
  }
  return worst
}
