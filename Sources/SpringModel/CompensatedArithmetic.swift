//===--- CompensatedArithmetic.swift --------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Error-free transformations: a sum or a product of two doubles as a rounded
// result plus the exact rounding error, for the closed form's compensated
// evaluation (SpringMotion+Compensated.swift).
//
// The product uses Dekker's algorithm with Veltkamp's split, not a fused
// multiply-add: Swift never contracts a·b + c, and without FMA hardware
// `addingProduct` is a library call, so plain multiplies and adds give the
// same bits on every instruction set at full speed. Each function has an
// eight-lane twin performing the same operations in the same order.
//
// Exactness holds for operands whose products neither overflow nor fall into
// the subnormals (|a|, |b| < 2^995, |a·b| > 2^−969); the ordinary path's
// magnitudes (SpringMotion.isOrdinary) keep far inside that. Outside it the
// error term is merely inaccurate, never NaN from finite operands below 2^995.
//
// Reference: T. J. Dekker, "A floating-point technique for extending the
// available precision", Numer. Math. 18, 1971, https://doi.org/10.1007/BF01397083.
//
//===----------------------------------------------------------------------===//

/// a + b = sum + error exactly (Knuth's two-sum: no ordering needed).
@inlinable @inline(__always)
func exactSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
  let sum = a + b
  let bVirtual = sum - a
  let aVirtual = sum - bVirtual
  return (sum, (a - aVirtual) + (b - bVirtual))
}

/// a = high + low with high holding the leading 26 bits (Veltkamp's split).
@inline(__always)
func veltkampSplit(_ a: Double) -> (high: Double, low: Double) {
  let c = 134_217_729.0 * a  // 2^27 + 1
  let high = c - (c - a)
  return (high, a - high)
}

/// a · b = product + error exactly (Dekker), without a fused multiply-add.
@inline(__always)
func exactProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
  let product = a * b
  let (ah, al) = veltkampSplit(a)
  let (bh, bl) = veltkampSplit(b)
  return (product, ((ah * bh - product) + ah * bl + al * bh) + al * bl)
}

/// `exactSum` in each lane.
@inline(__always)
func laneExactSum(_ a: DoubleLanes, _ b: DoubleLanes) -> (sum: DoubleLanes, error: DoubleLanes) {
  let sum = a + b
  let bVirtual = sum - a
  let aVirtual = sum - bVirtual
  return (sum, (a - aVirtual) + (b - bVirtual))
}

/// `veltkampSplit` in each lane.
@inline(__always)
func laneVeltkampSplit(_ a: DoubleLanes) -> (high: DoubleLanes, low: DoubleLanes) {
  let c = 134_217_729.0 * a
  let high = c - (c - a)
  return (high, a - high)
}

/// `exactProduct` in each lane.
@inline(__always)
func laneExactProduct(
  _ a: DoubleLanes, _ b: DoubleLanes
) -> (product: DoubleLanes, error: DoubleLanes) {
  let product = a * b
  let (ah, al) = laneVeltkampSplit(a)
  let (bh, bl) = laneVeltkampSplit(b)
  return (product, ((ah * bh - product) + ah * bl + al * bh) + al * bl)
}
