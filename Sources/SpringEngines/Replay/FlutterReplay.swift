//===--- FlutterReplay.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Flutter's `SpringSimulation` driven by an `AnimationController`, as it
// ships, frame by frame. Ported from flutter/flutter:
//
//   packages/flutter/lib/src/physics/spring_simulation.dart (commit 04fbdcfa)
//     `_SpringSolution`: branch by the sign of c² − 4mk (exactly 0 is
//     critical); overdamped roots (−c ∓ √(c² − 4mk))/2m; underdamped decay
//     rate r = −(c/2.0/m); exponentials as `math.pow(math.e, …)`; analytic
//     dx. `isDone`: `nearZero(x, 1e-3) && nearZero(dx, 1e-3)` with the
//     default `Tolerance`; no snap unless `snapToEnd`.
//   packages/flutter/lib/src/animation/animation_controller.dart `_tick`:
//     value = x(elapsed µs / 1e6), and the controller stops once `isDone`.
//   packages/flutter/lib/src/scheduler/ticker.dart (commit 00aac68e) `start`:
//     a ticker started during a frame takes that frame's timestamp as its
//     start; `_tick` passes timeStamp − start (vsync `Duration`, whole µs).
//
// `FlutterSpringSolution(…, underdampedDecay: .issue163858)` reproduces the
// earlier `r = -(spring.damping / 2.0 * spring.mass)` (flutter/flutter#163858),
// which multiplies by the mass instead of dividing; the fixed form is the
// default and the one the replay runs. An unbounded controller is assumed
// (a [0, 1] controller would also clip overshoot).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Flutter's `_SpringSolution` for (mass, stiffness, damping), displacement
/// x0 = start − end and velocity v0.
public struct FlutterSpringSolution: Sendable {
  /// Which underdamped decay rate to use.
  public enum UnderdampedDecay: Sendable {
    /// r = −(c / 2.0 / m), the code at 04fbdcfa.
    case fixed
    /// r = −(c / 2.0 * m), the code reported in flutter/flutter#163858.
    case issue163858
  }

  /// The branch taken.
  public enum Kind: Sendable { case critical, overdamped, underdamped }

  /// The branch `_SpringSolution` chose.
  public let kind: Kind
  let r1: Double, r2: Double, c1: Double, c2: Double, w: Double

  /// The solution Flutter builds for the spring (m, k, c) from (x0, v0).
  public init(
    mass: Double, stiffness: Double, damping: Double, distance: Double, velocity: Double,
    underdampedDecay: UnderdampedDecay = .fixed
  ) {
    let cmk = damping * damping - 4 * mass * stiffness
    if cmk > 0 {
      kind = .overdamped
      let r1 = (-damping - cmk.squareRoot()) / (2.0 * mass)
      let r2 = (-damping + cmk.squareRoot()) / (2.0 * mass)
      let c2 = (velocity - r1 * distance) / (r2 - r1)
      (self.r1, self.r2, self.c2, self.c1, w) = (r1, r2, c2, distance - c2, 0)
    } else if cmk < 0 {
      kind = .underdamped
      let w = (4.0 * mass * stiffness - damping * damping).squareRoot() / (2.0 * mass)
      let r: Double
      switch underdampedDecay {
      case .fixed: r = -(damping / 2.0 / mass)
      case .issue163858: r = -(damping / 2.0 * mass)
      }
      (self.w, r1, r2, c1, c2) = (w, r, 0, distance, (velocity - r * distance) / w)
    } else {
      kind = .critical
      let r = -damping / (2.0 * mass)
      (r1, r2, c1, c2, w) = (r, 0, distance, velocity - (r * distance), 0)
    }
  }

  /// Dart's `math.pow(math.e, x)`.
  static func powE(_ x: Double) -> Double { pow(M_E, x) }

  /// x(t), displacement from the end.
  public func x(_ t: Double) -> Double {
    switch kind {
    case .critical: return (c1 + c2 * t) * Self.powE(r1 * t)
    case .overdamped: return c1 * Self.powE(r1 * t) + c2 * Self.powE(r2 * t)
    case .underdamped: return Self.powE(r1 * t) * (c1 * cos(w * t) + c2 * sin(w * t))
    }
  }

  /// dx(t).
  public func dx(_ t: Double) -> Double {
    switch kind {
    case .critical:
      let power = Self.powE(r1 * t)
      return r1 * (c1 + c2 * t) * power + c2 * power
    case .overdamped:
      return c1 * r1 * Self.powE(r1 * t) + c2 * r2 * Self.powE(r2 * t)
    case .underdamped:
      let power = Self.powE(r1 * t)
      let cosine = cos(w * t)
      let sine = sin(w * t)
      return power * (c2 * w * cosine - c1 * w * sine) + r1 * power * (c2 * sine + c1 * cosine)
    }
  }

  /// `isDone` with the default `Tolerance` (1e-3, strict).
  public func isDone(_ t: Double) -> Bool {
    let x = x(t)
    let v = dx(t)
    return x > -1e-3 && x < 1e-3 && v > -1e-3 && v < 1e-3
  }
}

/// Flutter `AnimationController.unbounded().animateWith(SpringSimulation)`.
public enum FlutterReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "flutter", name: "Flutter SpringSimulation",
    version: "flutter/flutter commit 04fbdcfa (spring_simulation.dart, after the #163858 fix)",
    source: "flutter/flutter: packages/flutter/lib/src/physics/spring_simulation.dart, "
      + "tolerance.dart, utils.dart; animation/animation_controller.dart (_tick); "
      + "scheduler/ticker.dart",
    method: "closed form from t = 0; branch by the sign of c^2 - 4mk (exactly 0 is critical); "
      + "overdamped roots by subtraction",
    frameLoop: "elapsed = vsync timestamp - start (whole microseconds), start = the frame in "
      + "which the ticker started",
    rest: "isDone: |x| < 1e-3 and |dx| < 1e-3 (absolute, default Tolerance); the controller "
      + "stops where it is (no snap)")

  public static let retargets = false

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    ExactRestRule(position: 1e-3, velocity: 1e-3)
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let solution = FlutterSpringSolution(
      mass: move.spring.mass, stiffness: move.spring.stiffness, damping: move.spring.damping,
      distance: move.initialState.position, velocity: move.initialState.velocity)
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    let start = EngineClock.microseconds(frames[0])
    for n in 1..<max(1, frames.count) {
      let elapsed = Double(EngineClock.microseconds(frames[n]) - start) / 1e6
      if n == 1 { recorder.firstUpdate(at: elapsed) }
      let value = solution.x(elapsed)
      if solution.isDone(elapsed) {
        recorder.rest(preSnap: value, shown: value, target: 0)
        break
      }
      recorder.show(value, velocity: solution.dx(elapsed))
    }
    return recorder.finished()
  }
}
