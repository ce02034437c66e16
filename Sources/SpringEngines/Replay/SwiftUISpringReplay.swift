//===--- SwiftUISpringReplay.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// SwiftUI's `Spring` model type as OpenSwiftUI reimplements it, stepped once
// per frame. Ported from OpenSwiftUIProject/OpenSwiftUI at commit
// 7c4f2b07d70302142540a0ee4c03cf504b216a76, files
// Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/:
//
//   Spring.swift                     stored (angularFrequency, decayConstant,
//     mass): ωd and λ = c/2m for ζ < 1, −γ = −√(λ² − ω0²) and λ when
//     overdamped, (0, ω0) when critical.
//   Spring+MassStiffnessDamping.swift `init(mass:stiffness:damping:
//     allowOverDamping:)`; without `allowOverDamping` an overdamped spring
//     is stored as critical with λ = ω0.
//   Spring+VectorArithmetic.swift     `value`, `velocity` (closed form toward
//     `target` from 0; the overdamped slow exponent is formed as
//     −angularFrequency − decayConstant = γ − λ), `update(value:velocity:
//     target:deltaTime:)` (re-seeds the closed form from the current state),
//     `settlingDuration(target:initialVelocity:epsilon:)`.
//
// SwiftUI does not drive `Spring` itself; a custom animation or a frame
// callback calls `update` once per frame. The replay does that with the
// frame interval as `deltaTime`, allows overdamping (so the spring is the
// one given), and ends the animation once the elapsed time reaches
// `settlingDuration(target: Δ, initialVelocity: v0, epsilon: 0.001·|Δ|)` —
// SwiftUI's default ε of 0.001 on a unit move, scaled to the move Δ.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// OpenSwiftUI's `Spring` on scalars.
public struct OpenSwiftUISpring: Sendable, Hashable {
  /// The stored fields: ωd (ζ < 1), −√(λ² − ω0²) (overdamped) or 0;
  /// λ = c/2m (ω0 when stored as critical); m.
  public let angularFrequency: Double, decayConstant: Double, mass: Double

  /// `Spring(mass:stiffness:damping:allowOverDamping:)`: the fields as
  /// SpringMappings' `SwiftUISpringStorage` derives them from OpenSwiftUI's
  /// initializer (one port of that code in the package).
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let stored = SwiftUISpringStorage(
      mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
    angularFrequency = stored.angularFrequency
    decayConstant = stored.decayConstant
    self.mass = stored.mass
  }

  /// `value(target:initialVelocity:time:)`.
  public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    if angularFrequency > 0 {
      let sinval = sin(angularFrequency * time)
      let cosval = cos(angularFrequency * time)
      let displacement =
        (target * decayConstant - initialVelocity) * (sinval / angularFrequency) + target * cosval
      return target - displacement * exp(-decayConstant * time)
    } else if angularFrequency < 0 {
      let negativeFreqMinusDamping = -angularFrequency - decayConstant
      let expTerm1 = exp(negativeFreqMinusDamping * time)
      let expTerm2 = exp((angularFrequency - decayConstant) * time)
      let dampingFactor =
        (decayConstant - angularFrequency) * expTerm1 + negativeFreqMinusDamping * expTerm2
      let scaleFactor = dampingFactor / (angularFrequency * 2) + 1
      let velocityFactor = (expTerm1 - expTerm2) / (angularFrequency * 2)
      return target * scaleFactor - initialVelocity * velocityFactor
    } else {
      let displacement = target + (target * decayConstant - initialVelocity) * time
      let dampingTerm = exp(-decayConstant * time)
      return target - displacement * dampingTerm
    }
  }

  /// `velocity(target:initialVelocity:time:)`.
  public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    if angularFrequency > 0 {
      let dampingTerm = exp(-decayConstant * time)
      let sinval = sin(angularFrequency * time)
      let cosval = cos(angularFrequency * time)
      let targetTerm = target * ((angularFrequency * sinval + decayConstant * cosval) * dampingTerm)
      let displacementFactor =
        (decayConstant * sinval - angularFrequency * cosval) * dampingTerm / angularFrequency
      let velocityTerm = (target * decayConstant - initialVelocity) * displacementFactor
      return velocityTerm + targetTerm
    } else if angularFrequency < 0 {
      let negativeFreqMinusDamping = -angularFrequency - decayConstant
      let dampingMinusFreq = angularFrequency - decayConstant
      let expTerm1 = exp(negativeFreqMinusDamping * time)
      let expTerm2 = exp(dampingMinusFreq * time)
      let term1 = negativeFreqMinusDamping * expTerm1
      let term2 = dampingMinusFreq * expTerm2
      let scaleFactor =
        ((decayConstant - angularFrequency) * term1 + negativeFreqMinusDamping * term2)
        / (angularFrequency * 2) + 1
      let velocityFactor = (term1 - term2) / (angularFrequency * 2)
      return target * scaleFactor - initialVelocity * velocityFactor
    } else {
      let dampingTerm = exp(-decayConstant * time)
      let timeFactor = (decayConstant * time - 1) * dampingTerm
      let velocityDelta = target * decayConstant - initialVelocity
      let dampedTarget = target * (decayConstant * dampingTerm)
      return velocityDelta * timeFactor + dampedTarget
    }
  }

  /// `update(value:velocity:target:deltaTime:)`.
  public func update(value: inout Double, velocity: inout Double, target: Double, deltaTime: Double)
  {
    let delta = target - value
    let deltaVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
    let deltaValue = self.value(target: delta, initialVelocity: velocity, time: deltaTime)
    velocity = deltaVelocity
    value += deltaValue
  }

  /// `settlingDuration(target:initialVelocity:epsilon:)`.
  public func settlingDuration(target: Double, initialVelocity: Double, epsilon: Double) -> Double {
    if decayConstant == 0 { return .infinity }
    if angularFrequency <= 0 {
      var bestTime = -1.0
      var time = 0.0
      var bestDistance = Double.infinity
      for _ in 0..<1024 {
        let current = value(target: target, initialVelocity: initialVelocity, time: time)
        let distance = ((current - target) * (current - target)).squareRoot()
        if distance.isNaN || distance.isInfinite { break }
        if bestDistance >= epsilon {
          if distance < bestDistance {
            bestTime = time
            bestDistance = distance
          }
        } else {
          if distance >= epsilon {
            bestDistance = .infinity
          } else if time - bestTime > 1 {
            return bestTime
          }
        }
        time += 0.1
      }
      return 0
    }
    let magnitude =
      ((target * decayConstant - initialVelocity) * (target * decayConstant - initialVelocity))
      .squareRoot() + (target * target).squareRoot()
    return max(0, -log(epsilon / magnitude) / decayConstant)
  }
}

/// SwiftUI `Spring.update` called once per frame (OpenSwiftUI's port).
public enum SwiftUISpringReplay: EngineReplay {
  public static let entry = EngineCatalogEntry(
    id: "swiftui", name: "SwiftUI Spring (OpenSwiftUI)",
    version: "OpenSwiftUI commit 7c4f2b07 (Respring port, SwiftUI 5 API)",
    source: "OpenSwiftUIProject/OpenSwiftUI: Sources/OpenSwiftUICore/Animation/Animation/Spring/"
      + "Respring/{Spring,Spring+MassStiffnessDamping,Spring+VectorArithmetic}.swift",
    method: "closed form re-seeded every frame by update(value:velocity:target:deltaTime:); "
      + "overdamped slow exponent formed as gamma - lambda",
    frameLoop: "deltaTime = the frame interval (caller-driven, one update per frame)",
    rest: "elapsed >= settlingDuration(target: move, initialVelocity: v0, epsilon: 0.001*|move|) "
      + "(replay's choice: SwiftUI's default epsilon scaled to the move); then the target")

  public static let retargets = true

  /// `Spring(mass:stiffness:damping:allowOverDamping: true)`.
  static func spring(for spring: Spring) -> OpenSwiftUISpring {
    OpenSwiftUISpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      allowOverDamping: true)
  }

  /// The settling duration of a move by `delta` with velocity `v0`.
  static func settling(_ spring: OpenSwiftUISpring, delta: Double, velocity: Double) -> Double {
    spring.settlingDuration(
      target: delta, initialVelocity: velocity, epsilon: 0.001 * (delta == 0 ? 1 : abs(delta)))
  }

  public static func exactRestRule(for move: ReplayMove) -> ExactRestRule {
    let delta = abs(move.initialState.position)
    return ExactRestRule(position: 0.001 * (delta == 0 ? 1 : delta))
  }

  public static func replay(
    _ move: ReplayMove, frames: [Double], nominalInterval: Double
  ) -> ReplayRun {
    let model = spring(for: move.spring)
    var recorder = ReplayRecorder(frames: frames, start: move.initialState)
    var value = move.initialState.position
    var velocity = move.initialState.velocity
    var target = 0.0
    var start = 0.0
    var duration = settling(model, delta: target - value, velocity: velocity)
    for n in 1..<max(1, frames.count) {
      if n == 1 { recorder.firstUpdate(at: frames[1] - frames[0]) }
      model.update(
        value: &value, velocity: &velocity, target: target, deltaTime: frames[n] - frames[n - 1])
      if frames[n] - start >= duration {
        recorder.snap(from: value, to: target)
        break
      }
      if let newTarget = recorder.show(value, velocity: velocity, retargeting: move) {
        target = newTarget
        start = frames[n]
        duration = settling(model, delta: target - value, velocity: velocity)
      }
    }
    return recorder.finished()
  }
}
