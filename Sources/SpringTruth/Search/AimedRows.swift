//===--- AimedRows.swift --------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The adversarial search's aimed phase: rows placed on both sides of the
// times where SpringLab's evaluation changes formula, instead of at random.
// The closed form (`SpringMotion.closedFormPair(at:)`), the batched kernel
// (`SpringMotionBatch`) and the frame grid's anchors and table entries
// (`FrameGridSampler`) switch at (EvaluationSwitch.swift)
//
//   phase        ωd·t = 1      compensated Taylor kernel ≤ 1, sin/cos beyond
//                              (ζ < 1, ωd = ω0 when undamped)
//   hyperbolic   γ·t = 1       compensated kernel ≤ 1, two exponentials
//                              beyond (ζ > 1, `SpringMotion.hyperbolicLimit`)
//   deep decay   α·t = 708     `SpringMotion.deepDecay`: the outlying form
//   fast decay   (α + γ)·t = 708, the overdamped fast mode's exponent
//
// For one spring and one switch s/r (threshold s, rate r as the `Spring`
// computes it) the aimed times are t = T·(1 ± δ) for `offsetsPerSide`
// log-uniform δ in 1e-15…1e-3, each with both signs, and the doubles
// T·2^(j ulps) for j = −8…8 — the motion's own rate may differ from the
// `Spring` property in its last bits, so the switch in binary64 sits within
// a few ulps of fl(s/r), on either side. T is placed three ways, for the
// frame grid (`SearchMethod.frameGrid`: the row's t is frame 1024 of a grid
// of step h = t/1024, the sample Φ(12h) times the anchor at 1012h): the row's
// t at the switch (h = T/1024), the anchor 1012h at it (h = T/1012) and the
// entry 12h at it (h = T/12); t = 1024h is exact, so the neighbours are
// taken of h. Every method is scored on every row.
//
// The aimed springs: each spring drawn from the family (`SweepFamily.cases`,
// its own seed; springs with no switch inside the family's times are passed
// over, up to 8 draws per spring), and the `nudgedPerSpring` springs nearby
// whose derived rates round worst in binary64: m, k or c (each free in the
// family) multiplied by 1 + j·2⁻⁴⁰ (critical: 1 + j·2⁻²⁴, its 26-bit a and
// b), j = ±1…±16, ranked by the rounding errors of α = c/(2m), ω0² = k/m
// and ωd (ζ < 1; as `Spring` and as `SpringMotion` form it) or γ (ζ > 1),
// in ulps of the binary64 value, against MPFR — summed; ties by the order
// tried. Each aimed spring moves from the drawn state, at every aimed time,
// and from four states aimed at its phase switch, at that switch's times
// (`aimedStates`): two whose position or velocity passes through 0 there,
// and the unit directions (x0, 0) and (0, v0) — the motions the frame
// grid's table holds.
//
// Only rows inside the family (`SearchDomain`) are kept: a switch beyond
// the family's time range (deep decay mostly, every switch of `critical`)
// gives none. Deterministic: the δ of each drawn spring come from a
// generator seeded from (seed, family, spring index).
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The adversarial search's aimed phase (its configuration's
/// `aimedSprings`): rows on both sides of the times where SpringLab's
/// evaluation changes formula — ωd·t = 1, γ·t = 1, α·t = 708 and
/// (α + γ)·t = 708, for the frame grid also with frame 1024's anchor or
/// table entry there — at relative offsets 1e-15…1e-3 and within 8 ulps,
/// for springs of the family, the nearby springs whose rates round worst
/// in binary64, and states whose x or v passes through 0 at the phase
/// switch. Only rows inside the family are asked.
public enum AimedRows {
  /// Log-uniform relative offsets δ per switch and placement, each asked on
  /// both sides.
  static let offsetsPerSide = 3
  /// The ulps either side of fl(s/r) asked (−8…8 ulps of h).
  static let ulpNeighbours = 8
  /// Nudged springs kept per drawn spring: those next to it whose rates
  /// round worst.
  public static let nudgedPerSpring = 2
  /// Nudges tried per coordinate: j = ±1…±16.
  static let nudges = 16

  /// The most rows one drawn spring can give: its aimed springs, each from
  /// the drawn state at up to four switches and six aimed states at two
  /// phase switches, in three placements.
  static var rowsPerDrawnSpring: Int {
    (1 + nudgedPerSpring) * (4 + 6 * 2) * AimedPlacement.allCases.count
      * (2 * offsetsPerSide + 2 * ulpNeighbours + 1)
  }

  /// Seed of the aimed phase's drawn springs, apart from the random phase's.
  static func springSeed(_ seed: UInt64) -> UInt64 { seed ^ 0xA1ED_5EA2_C400_0002 }

  /// Springs drawn per spring aimed, at most: a family whose switches are
  /// mostly beyond its times (near-critical) still gives `count` springs.
  static let drawsPerSpring = 8

  /// The drawn springs of `family` (spring and initial state): the first
  /// `count` of `drawsPerSpring`·`count` springs of the family with a switch
  /// inside the family's times; fewer when not that many have one (none in
  /// `critical`, whose only switch, α·t = 708, lies beyond 25/ω0).
  static func drawnSprings(family: SweepFamily, count: Int, seed: UInt64) -> [SpringCase] {
    guard count > 0 else { return [] }
    let domain = SearchDomain(family: family)
    let drawn = family.cases(
      count: drawsPerSpring * count, seed: springSeed(seed), samplesPerCase: 2)
    return Array(
      drawn.filter { drawn in
        EvaluationSwitch.of(drawn.spring).contains { change in
          AimedPlacement.allCases.contains { placement in
            domain.contains(
              EvaluationCase(
                family: family.rawValue, spring: drawn.spring, initialState: drawn.initialState,
                time: 1024 * (change.time / Double(placement.rawValue))))
          }
        }
      }.prefix(count))
  }

  /// The rows aimed from one drawn spring, grouped by motion: the drawn
  /// spring first, then its nudged springs; each from the drawn state at
  /// every aimed time, then from the states aimed at its phase switch
  /// (`aimedStates`) at that switch's times; each group's times ascending
  /// and distinct.
  static func rows(from drawn: SpringCase, index: Int, seed: UInt64) -> [[EvaluationCase]] {
    let domain = SearchDomain(family: drawn.family)
    let start = EvaluationCase(
      family: drawn.family.rawValue, spring: drawn.spring, initialState: drawn.initialState,
      time: 0)
    var random = SplitMix64(
      seed: AdversarialSearch.localSeed(
        seed, family: drawn.family, method: "aimed", restart: index))
    var groups: [[EvaluationCase]] = []
    for base in [start] + badlyRoundedNeighbours(of: start, domain: domain) {
      let bySwitch = times(for: base.spring, using: &random)
      let all = Array(Set(bySwitch.flatMap(\.times))).sorted()
      let phase = bySwitch.filter { $0.kind.isPhase }.flatMap(\.times)
      let aimed = aimedStates(base.spring, from: base.initialState).map { ($0, phase) }
      for (state, times) in [(base.initialState, all)] + aimed {
        let group = times.compactMap { time -> EvaluationCase? in
          var row = base
          row.initialState = state
          row.time = time
          return time > 0 && domain.contains(row) ? row : nil
        }
        if !group.isEmpty { groups.append(group) }
      }
    }
    return groups
  }

  /// The states of `spring` from x0 (1 if x0 is 0) whose position, or
  /// velocity, passes through 0 at a phase switch (ωd·t = 1 or 2, γ·t = 1
  /// or 1/8):
  /// there the other component moves fastest relative to its peak, so the
  /// phase's rounding shows most. With x = e^(−αt)(x0·C + (v0 + αx0)·S) and
  /// v = e^(−αt)(v0·C − (ω0²x0 + αv0)·S), (C, S) = (cos y, sin y/ωd) or
  /// (cosh y, sinh y/γ) at the switch's phase y: v0 = −x0(C/S + α), and
  /// v0 = ω0²x0·S/(C − αS).
  /// Computed in binary64: aimed, not exact. Then the states released from
  /// rest at x0 and from x = 0 at v0 (x0·ω0 if v0 is 0): the motions the
  /// frame grid's table entries Φ hold. None in the critical regime; the
  /// drawn state itself is left out.
  static func aimedStates(_ spring: Spring, from state: SpringState) -> [SpringState] {
    let phases = EvaluationSwitch.of(spring).filter(\.kind.isPhase).map(\.threshold)
    let cosineAndSine: [(Double, Double)]
    switch spring.regime {
    case .undamped, .underdamped:
      cosineAndSine = phases.map { (cos($0), sin($0) / spring.dampedFrequency) }
    case .overdamped:
      cosineAndSine = phases.map { (cosh($0), sinh($0) / spring.overdampedRate) }
    case .critical:
      return []
    }
    let x0 = state.position == 0 ? 1 : state.position
    let alpha = spring.decayRate
    let omega0Squared = spring.stiffness / spring.mass
    let v0 = state.velocity == 0 ? x0 * omega0Squared.squareRoot() : state.velocity
    var crossings: [SpringState] = []
    for (c, s) in cosineAndSine {
      let velocityZero: Double = -x0 * (c / s + alpha)
      let positionZero: Double = omega0Squared * x0 * s / (c - alpha * s)
      for velocity in [velocityZero, positionZero] where velocity.isFinite {
        crossings.append(SpringState(position: x0, velocity: velocity))
      }
    }
    let units = [SpringState(position: x0, velocity: 0), SpringState(position: 0, velocity: v0)]
    return (crossings + units).filter { $0 != state && $0.velocity.isFinite }
  }

  /// The aimed times of `spring` per switch: every placement, offset and
  /// ulp neighbour (the file header), ascending and distinct.
  static func times(for spring: Spring, using random: inout SplitMix64)
    -> [(kind: EvaluationSwitch.Kind, times: [Double])]
  {
    EvaluationSwitch.of(spring).map { change in
      var times: [Double] = []
      for placement in AimedPlacement.allCases {
        let step = change.time / Double(placement.rawValue)
        guard step.isNormal else { continue }
        for _ in 0..<offsetsPerSide {
          let delta = random.logUniform(1e-15, 1e-3)
          times.append(1024 * (step * (1 + delta)))
          times.append(1024 * (step * (1 - delta)))
        }
        var below = step
        var above = step
        times.append(1024 * step)
        for _ in 0..<ulpNeighbours {
          below = below.nextDown
          above = above.nextUp
          times += [1024 * below, 1024 * above]
        }
      }
      return (change.kind, Array(Set(times.filter(\.isFinite))).sorted())
    }
  }

  /// The `nudgedPerSpring` springs next to `row`'s (in the family) whose α,
  /// ω0² and ωd or γ round worst in binary64.
  static func badlyRoundedNeighbours(of row: EvaluationCase, domain: SearchDomain)
    -> [EvaluationCase]
  {
    let unit = domain.family == .critical ? 0x1p-24 : 0x1p-40
    var candidates: [(row: EvaluationCase, ulps: Double)] = []
    var seen: Set<Spring> = [row.spring]
    for coordinate in domain.freeCoordinates
    where [.mass, .stiffness, .damping].contains(coordinate) {
      for j in 1...nudges {
        for factor in [1 + Double(j) * unit, 1 - Double(j) * unit] {
          guard let moved = domain.perturb(row, coordinate, by: factor),
            seen.insert(moved.spring).inserted
          else { continue }
          candidates.append((moved, roundingUlps(moved.spring)))
        }
      }
    }
    let ranked = candidates.indices.sorted { a, b in
      candidates[a].ulps != candidates[b].ulps ? candidates[a].ulps > candidates[b].ulps : a < b
    }
    return ranked.prefix(nudgedPerSpring).map { candidates[$0].row }
  }

  /// The rounding errors of α = c/(2m), ω0² = k/m and ωd (ζ < 1; also as
  /// `SpringMotion` forms it from fl(k/m) and ζ² − 1) or γ (ζ > 1) as
  /// `Spring` computes them, in ulps of each binary64 value, against MPFR
  /// at 200 bits; summed.
  static func roundingUlps(_ spring: Spring) -> Double {
    let alpha = MPFRNumber(spring.damping) / (2 * MPFRNumber(spring.mass))
    let omega0Squared = MPFRNumber(spring.stiffness) / MPFRNumber(spring.mass)
    var total =
      ulps(spring.decayRate, exact: alpha)
      + ulps(spring.stiffness / spring.mass, exact: omega0Squared)
    switch spring.regime {
    case .undamped, .underdamped:
      // ωd both as `Spring` computes it and as the motion does, √(fl(k/m)·(1 − ζ²)).
      let exact = (omega0Squared - alpha * alpha).squareRoot()
      let motion = (spring.stiffness / spring.mass * -spring.dampingExcess).squareRoot()
      total += ulps(spring.dampedFrequency, exact: exact) + ulps(motion, exact: exact)
    case .overdamped:
      total += ulps(spring.overdampedRate, exact: (alpha * alpha - omega0Squared).squareRoot())
    case .critical: break
    }
    return total
  }

  /// |value − exact| in ulps of `value`; 0 where not finite.
  private static func ulps(_ value: Double, exact: MPFRNumber) -> Double {
    guard value.isFinite, value != 0 else { return 0 }
    let error = ((MPFRNumber(value) - exact) / value.ulp).magnitude().double
    return error.isFinite ? error : 0
  }
}
