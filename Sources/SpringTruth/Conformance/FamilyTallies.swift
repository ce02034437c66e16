//===--- FamilyTallies.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// One tally per family label, in order of the label's first appearance.
struct FamilyTallies<Tally: Sendable>: Sendable {
  private var index: [String: Int] = [:]
  private var labels: [String] = []
  private var tallies: [Tally] = []
  private let empty: Tally

  init(empty: Tally) { self.empty = empty }

  /// Updates `family`'s tally, starting it from the empty tally the first
  /// time the label appears.
  mutating func tally(_ family: String, _ update: (inout Tally) -> Void) {
    let position: Int
    if let known = index[family] {
      position = known
    } else {
      position = labels.count
      index[family] = position
      labels.append(family)
      tallies.append(empty)
    }
    update(&tallies[position])
  }

  /// `transform` of each family's label and tally, in order of first
  /// appearance.
  func map<T>(_ transform: (String, Tally) -> T) -> [T] {
    zip(labels, tallies).map(transform)
  }
}
