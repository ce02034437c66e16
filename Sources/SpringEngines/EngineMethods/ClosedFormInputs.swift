//===--- ClosedFormInputs.swift -------------------------------------------===//
//
// What the shipped closed forms (`TextbookClosedForm`, `SinhCoshClosedForm`)
// start from: the initial state and ω0, ζ as the engines compute them.
//
// ζ is c/(2√(km)), one square root, as Compose, SpringForce, Flutter and
// Motion write it — not SpringModel's `dampingRatio` (c/(2·√k·√m)). The two
// can differ in the last bit, and the engines choose their branch by ζ == 1
// exactly, so the emulation must round as they do.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension EngineMethod {
  /// x0 and v0 at t = 0, ω0 = √(k/m) and ζ = c/(2√(km)), rounded as the
  /// closed-form engines round them.
  var closedFormInputs: (x0: Double, v0: Double, omega0: Double, zeta: Double) {
    (
      initialState.position, initialState.velocity, (spring.stiffness / spring.mass).squareRoot(),
      spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
    )
  }
}
