//===--- ODEStepper.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The eleven adaptive steppers of GSL's odeiv2, by the names GSL gives them.
//
//===----------------------------------------------------------------------===//

import CGSL

/// One of GSL's odeiv2 step types (GSL 2.x), named as GSL names it.
///
/// Every stepper runs under the same adaptive step-size control (GSL's
/// `y` control: per step, each component's local error estimate must stay
/// below `absolute + relative·|y|`). Steppers whose `usesJacobian` is true are
/// given the analytic Jacobian of the spring, `[[0, 1], [−k/m, −c/m]]`.
public enum ODEStepper: String, CaseIterable, Sendable, Hashable {
  /// Explicit embedded Runge–Kutta (2, 3).
  case rk2
  /// Explicit classical 4th-order Runge–Kutta; error by step doubling.
  case rk4
  /// Explicit embedded Runge–Kutta–Fehlberg (4, 5).
  case rkf45
  /// Explicit embedded Runge–Kutta Cash–Karp (4, 5).
  case rkck
  /// Explicit embedded Runge–Kutta Prince–Dormand (8, 9).
  case rk8pd
  /// Implicit Euler (Gaussian 1st order); error by step doubling.
  case rk1imp
  /// Implicit midpoint (Gaussian 2nd order); error by step doubling.
  case rk2imp
  /// Implicit Gaussian 4th-order Runge–Kutta; error by step doubling.
  case rk4imp
  /// Implicit Bulirsch–Stoer extrapolation of Bader and Deuflhard.
  case bsimp
  /// Variable-order (1–12) Adams multistep method in Nordsieck form: an
  /// Adams–Bashforth predictor and an Adams–Moulton corrector solved by
  /// functional iteration.
  case msadams
  /// Variable-order (1–5) backward differentiation formulas in Nordsieck form,
  /// solved by Newton iteration.
  case msbdf

  /// The `--method` spelling: `gsl:` followed by the stepper's name.
  public var methodName: String { "gsl:" + rawValue }

  /// The stepper whose `methodName` is `name` (e.g. `gsl:rk8pd`), if any.
  public init?(methodName name: String) {
    guard name.hasPrefix("gsl:") else { return nil }
    self.init(rawValue: String(name.dropFirst(4)))
  }

  /// The orders the stepper works at: one order for one-step methods (as
  /// `gsl_odeiv2_step_order` reports it on a fresh stepper), a range for the
  /// multistep methods, whose order adapts during the run (starting at 1).
  public var orders: ClosedRange<Int> {
    switch self {
    case .rk1imp: 1...1
    case .rk2, .rk2imp: 2...2
    case .rk4, .rk4imp: 4...4
    case .rkf45, .rkck: 5...5
    case .rk8pd: 8...8
    case .bsimp: 12...12
    case .msadams: 1...12
    case .msbdf: 1...5
    }
  }

  /// The order as text: `8`, or `1-12` for a variable-order method.
  public var orderDescription: String {
    orders.count == 1 ? "\(orders.lowerBound)" : "\(orders.lowerBound)-\(orders.upperBound)"
  }

  /// Whether each step solves an implicit equation (the `*imp` Runge–Kutta
  /// methods, bsimp, and the multistep correctors).
  public var isImplicit: Bool {
    switch self {
    case .rk2, .rk4, .rkf45, .rkck, .rk8pd: false
    case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msadams, .msbdf: true
    }
  }

  /// Whether GSL needs the Jacobian for this stepper (Newton iterations).
  /// msadams is implicit but iterates without one.
  public var usesJacobian: Bool {
    switch self {
    case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf: true
    case .rk2, .rk4, .rkf45, .rkck, .rk8pd, .msadams: false
    }
  }

  /// Whether the method stays stable on stiff springs (ζ ≫ 1, where the fast
  /// mode decays 4ζ² times faster than the slow one) without tiny steps.
  public var isStiffStable: Bool { usesJacobian }

  /// One line describing the method.
  public var summary: String {
    switch self {
    case .rk2: "explicit embedded Runge-Kutta (2, 3)"
    case .rk4: "explicit classical Runge-Kutta 4, error by step doubling"
    case .rkf45: "explicit embedded Runge-Kutta-Fehlberg (4, 5)"
    case .rkck: "explicit embedded Runge-Kutta Cash-Karp (4, 5)"
    case .rk8pd: "explicit embedded Runge-Kutta Prince-Dormand (8, 9)"
    case .rk1imp: "implicit Euler, error by step doubling"
    case .rk2imp: "implicit midpoint (Gauss 2nd order), error by step doubling"
    case .rk4imp: "implicit Gauss 4th order Runge-Kutta, error by step doubling"
    case .bsimp: "implicit Bulirsch-Stoer extrapolation (Bader-Deuflhard)"
    case .msadams: "variable-order Adams predictor-corrector, functional iteration"
    case .msbdf: "variable-order backward differentiation formulas, Newton iteration"
    }
  }

  /// GSL's step type (read through the shim's accessors, see shim.h; the
  /// step types are static objects inside libgsl, never null).
  var gslStepType: UnsafePointer<gsl_odeiv2_step_type> {
    switch self {
    case .rk2: cgsl_step_rk2()
    case .rk4: cgsl_step_rk4()
    case .rkf45: cgsl_step_rkf45()
    case .rkck: cgsl_step_rkck()
    case .rk8pd: cgsl_step_rk8pd()
    case .rk1imp: cgsl_step_rk1imp()
    case .rk2imp: cgsl_step_rk2imp()
    case .rk4imp: cgsl_step_rk4imp()
    case .bsimp: cgsl_step_bsimp()
    case .msadams: cgsl_step_msadams()
    case .msbdf: cgsl_step_msbdf()
    }
  }
}
