//===--- LaneMasks.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Whether any or all lanes of a comparison are true, in a few instructions.
// The standard library's `any(_:)` and `all(_:)` on an eight-lane mask call
// a generic reduction (`SIMD.max()` on the mask's integers) that is not
// inlined: about 80 instructions per call in the portable build, 7% of the
// batched evaluator's (Reports/throughput.md). A mask's lanes are 0 or −1
// (all bits set), so OR-ing (AND-ing) halves, then quarters, then the last
// two lanes gives the answer.
//
//===----------------------------------------------------------------------===//

/// Whether any lane of `mask` is true.
@inline(__always)
func anyLane(_ mask: SIMDMask<IntegerLanes>) -> Bool {
  let bits = unsafeBitCast(mask, to: IntegerLanes.self)
  let half = bits.lowHalf | bits.highHalf
  let quarter = half.lowHalf | half.highHalf
  return (quarter[0] | quarter[1]) != 0
}

/// Whether every lane of `mask` is true.
@inline(__always)
func allLanes(_ mask: SIMDMask<IntegerLanes>) -> Bool {
  let bits = unsafeBitCast(mask, to: IntegerLanes.self)
  let half = bits.lowHalf & bits.highHalf
  let quarter = half.lowHalf & half.highHalf
  return (quarter[0] & quarter[1]) != 0
}
