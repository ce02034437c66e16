//===--- ClosedFormEngineMethod.swift -------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// What the shipped closed forms (`TextbookClosedForm`, `SinhCoshClosedForm`)
// share: they keep nothing but where they start — the initial state and ω0,
// ζ as the engines compute them — and evaluate their formula from t = 0 on
// every call.
//
// ζ is c/(2√(km)), one square root, as Compose, SpringForce, Flutter and
// Motion write it — not SpringModel's `dampingRatio` (c/(2·√k·√m)). The two
// can differ in the last bit, and the engines choose their branch by ζ == 1
// exactly, so the emulation must round as they do.
//
//===----------------------------------------------------------------------===//

import SpringModel

/// Where a closed-form engine method starts: the spring, the state at t = 0,
/// and ω0 and ζ rounded as the closed-form engines round them.
public struct ClosedFormStart: Sendable, Hashable {
  /// The spring being evaluated.
  public let spring: Spring
  /// The state at t = 0.
  public let initialState: SpringState
  /// ω0 = √(k/m) in radians per second.
  public let omega0: Double
  /// ζ = c/(2√(km)), one square root (not `Spring.dampingRatio`).
  public let zeta: Double

  /// The start of `spring` released from `initialState`.
  public init(spring: Spring, initialState: SpringState) {
    self.spring = spring
    self.initialState = initialState
    omega0 = (spring.stiffness / spring.mass).squareRoot()
    zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
  }

  /// x0 and v0 at t = 0 with ω0 and ζ, in the order the formulas use them.
  var inputs: (x0: Double, v0: Double, omega0: Double, zeta: Double) {
    (initialState.position, initialState.velocity, omega0, zeta)
  }
}

/// An engine method that evaluates a closed form from t = 0 and keeps
/// nothing but its `ClosedFormStart`.
///
/// Conforming types implement `init(start:)` and `state(at:)`; the
/// `(spring, initialState)` initializer and both accessors come from this
/// protocol.
public protocol ClosedFormEngineMethod: EngineMethod {
  /// The spring, the state at t = 0, and the engines' ω0 and ζ.
  var start: ClosedFormStart { get }

  /// Prepares the form from `start`.
  init(start: ClosedFormStart)
}

extension ClosedFormEngineMethod {
  /// Prepares the form for `spring` released from `initialState`.
  public init(spring: Spring, initialState: SpringState) {
    self.init(start: ClosedFormStart(spring: spring, initialState: initialState))
  }

  /// The spring being evaluated.
  public var spring: Spring { start.spring }

  /// The state at t = 0.
  public var initialState: SpringState { start.initialState }
}
