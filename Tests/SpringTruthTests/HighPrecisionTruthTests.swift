//===--- HighPrecisionTruthTests.swift ------------------------------------===//
//
// The truth is itself checked against an independent method: a Float80
// Taylor-series integrator of m x'' + c x' + k x = 0, whose series follow the
// equation's own recurrence x⁽ⁿ⁺²⁾ = −2α x⁽ⁿ⁺¹⁾ − ω0² x⁽ⁿ⁾ — no closed form,
// no trigonometry.
//
//===----------------------------------------------------------------------===//

import SpringModel
import SpringTruth
import Testing

#if arch(x86_64) && !os(Windows) && !os(Android)

/// Integrates the spring from t = 0 to `time` in Float80 with Taylor steps of
/// size h, λh ≤ 1/2 (λ the largest characteristic rate), summing each step's
/// series until its terms fall below 1e-24 of the sum.
func taylorSolution(
  spring: Spring, initialState: SpringState, time: Double
) -> (position: Float80, velocity: Float80) {
  let m = Float80(spring.mass), alpha = Float80(spring.damping) / (2 * m)
  let omega0Squared = Float80(spring.stiffness) / m
  let rate = 2 * alpha + omega0Squared.squareRoot()
  let steps = max(1, Int((Float80(time) * rate / 0.5).rounded(.up)))
  let h = Float80(time) / Float80(steps)
  var x = Float80(initialState.position), v = Float80(initialState.velocity)
  for _ in 0..<steps {
    // Derivatives d_n of x at the step's start; x(h) = Σ d_n hⁿ/n!.
    var dPrevious = x, dCurrent = v
    var factor: Float80 = 1  // hⁿ/n!
    var sumX = x, sumV: Float80 = v
    var n = 0
    while true {
      let dNext = -2 * alpha * dCurrent - omega0Squared * dPrevious
      n += 1
      factor *= h / Float80(n)
      let termX = dCurrent * factor, termV = dNext * factor
      sumX += termX
      sumV += termV
      dPrevious = dCurrent
      dCurrent = dNext
      let scale = abs(sumX) + abs(sumV) / rate
      if n > 4 && abs(termX) + abs(termV) / rate <= 1e-24 * scale { break }
      if n > 200 { break }
    }
    x = sumX
    v = sumV
  }
  return (x, v)
}

@Suite("HighPrecisionTruth against an independent Float80 Taylor integration")
struct HighPrecisionTruthTests {
  @Test("truth agrees with the Taylor integrator to ≪ one binary64 unit",
        arguments: [SweepFamily.everydayUI, .nearCritical, .exactlyCritical, .broadPhysical,
                    .nearlyUndamped])
  func agreesWithTaylor(family: SweepFamily) {
    var worst = 0.0
    for springCase in family.cases(count: 40, seed: 404, samplesPerCase: 6) {
      let spring = springCase.spring
      let truth = HighPrecisionTruth(spring: spring, initialState: springCase.initialState)
      let peaks = TrajectoryPeaks(of: springCase, truth: truth)
      let omega0 = spring.naturalFrequency, alpha = spring.decayRate
      for t in springCase.times {
        // Few steps (≤ 400), so the integrator's own rounding stays ≪ the bound.
        guard t * (2 * alpha + omega0) <= 200 else { continue }
        let exact = truth.state(at: t)
        let taylor = taylorSolution(spring: spring, initialState: springCase.initialState, time: t)
        let error = SampleError(
          time: t, positionError: Double(abs(exact.position - taylor.position)),
          velocityError: Double(abs(exact.velocity - taylor.velocity)),
          peakPosition: peaks.position, peakVelocity: peaks.velocity,
          dampedFrequency: spring.dampedFrequency)
        worst = max(worst, error.conditionScaled)
      }
    }
    print("truth vs Taylor \(family.rawValue): K = \(worst)")
    // The truth must sit far below the binary64 limit it is used to judge.
    #expect(worst <= 0.05)
  }
}

#endif
