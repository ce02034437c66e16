//===--- AscendingSearch.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Which piece of a piecewise quantity is in force at a time: the last start
// time at or before it, by bisection over ascending start times (segments of
// a retargeted animation, frames of a replay).
//
//===----------------------------------------------------------------------===//

extension Array where Element == Double {
  /// The index of the last element ≤ `t` in this ascending, non-empty array;
  /// 0 when every element exceeds `t`.
  ///
  /// - Complexity: O(log n).
  @inlinable
  public func lastIndex(atOrBefore t: Double) -> Int {
    var low = 0
    var high = count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if self[mid] <= t { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
