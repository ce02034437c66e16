//===--- SpringRow.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringModel

/// One validated input row: a spring, its initial state, the row's own
/// last column (t or epsilon), the optional column when given, and the line
/// the row starts on.
public struct SpringRow: Sendable {
  /// The physical line (1-based, header = its own line) the record starts on.
  public var line: Int
  public var spring: Spring
  public var initialState: SpringState
  /// `t` for evaluate, `epsilon` for settle.
  public var parameter: Double
  /// `velocity_epsilon` for settle, when the cell is not empty.
  public var extra: Double?

  public init(
    line: Int, spring: Spring, initialState: SpringState, parameter: Double, extra: Double?
  ) {
    self.line = line
    self.spring = spring
    self.initialState = initialState
    self.parameter = parameter
    self.extra = extra
  }
}
