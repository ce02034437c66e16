//===--- ClaimsCatalog.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every numeric rule of thumb in the four seed articles
// (Docs/Provenance/Seeds.md), with the computation that checks it. Each
// finding's verdict comes from a rule coded here; the rule's text is built
// from the same constants, and every number in the finding's reason comes
// from the computation, the rule or the claim (asserted by the tests).
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Helpers shared by the checks: springs as the APIs build them, measured
/// exactly on the normalized motion (x0 = −1, ε = 0.001).
enum ClaimMath {
  static let practitioner = "000 (iOS spring practitioner's guide)"
  static let wwdc = "001 (WWDC23 Animate with springs)"
  static let swiftUIPractice = "002 (SwiftUI animation in practice)"
  static let scaleTransition = "003 (SwiftUI spring scale transitions)"

  /// SwiftUI's spring for (response, ζ): m = 1, k = (2π/response)², c = 4πζ/response.
  static func swiftUI(response: Double, dampingRatio: Double) -> Spring {
    let k = PerceptualSpring.stiffness(response: response)
    return constant(
      mass: 1, stiffness: k,
      damping: PerceptualSpring.damping(dampingRatio: dampingRatio, stiffness: k))
  }

  /// A spring from the catalogue's own constants, which are valid springs;
  /// a failure is a programming error and stops with the parameters named.
  static func constant(mass: Double, stiffness: Double, damping: Double) -> Spring {
    do {
      return try Spring(mass: mass, stiffness: stiffness, damping: damping)
    } catch {
      preconditionFailure("claims catalogue: m \(mass), k \(stiffness), c \(damping): \(error)")
    }
  }

  static func summary(_ spring: Spring, velocity: Double = 0) -> MotionSummary {
    MotionSummary(PhysicalSpring(spring: spring, initialVelocity: velocity))
  }

  /// UIKit's spring for UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:).
  static func uiView(duration: Double, damping: Double, velocity: Double = 0) -> Spring {
    let solution = UIKitSpringSolver.solve(
      duration: duration, dampingRatio: damping, velocity: velocity)
    return constant(mass: 1, stiffness: solution.stiffness, damping: solution.damping)
  }

  /// The damping ratio of the motion API `id` animates with `parameters`.
  static func animatedRatio(_ id: String, _ parameters: [String: ParameterValue]) -> Double {
    (try? SpringConversion(from: id, parameters: parameters))?.physical.spring.dampingRatio ?? .nan
  }

  static func f(_ value: Double, _ digits: Int = 3) -> String {
    ReportNumber.format(value, digits: digits)
  }
  /// "settles 0.819 s", or "never settles" for an infinite settling time.
  static func settles(_ time: Double) -> String {
    time.isFinite ? "settles \(f(time)) s" : "never settles"
  }
  static func percent(_ value: Double) -> String { ReportNumber.fixed(value, decimals: 2) + "%" }
  /// "1 visible bounce", "3 visible bounces", "∞ visible bounces" (nil: an
  /// undamped spring bounces forever).
  static func visibleBounces(_ count: Int?) -> String {
    guard let count else { return "∞ visible bounces" }
    return count == 1 ? "1 visible bounce" : "\(count) visible bounces"
  }
  /// A fraction as a percentage with three significant digits ("1%", "0.5%").
  static func percentOf(_ fraction: Double) -> String { f(100 * fraction) + "%" }
}

/// The seed articles' claims.
public enum ClaimsCatalog {
  /// Every claim, in article order.
  public static let all: [Claim] = practitioner + wwdc + swiftUIPractice + scaleTransition

  static let practitioner: [Claim] = [
    Claim(
      id: "S0-zeta-estimate", source: ClaimMath.practitioner + ", §2.1",
      quote: "ζ ≈ damping / (2 * sqrt(stiffness))… stiffness: 300, damping: 22… ≈ 0.64",
      claim: "With mass 1, ζ ≈ damping/(2√stiffness); stiffness 300 and damping 22 give ζ ≈ 0.64.",
      check: {
        let zeta = ClaimMath.constant(mass: 1, stiffness: 300, damping: 22).dampingRatio
        let claimed = 0.64
        let rule = RelativeRule(holds: 0.01, roughly: 0.05)
        return .init(
          computed:
            "ζ = \(ClaimMath.f(zeta, 4)), \(ClaimMath.percentOf(abs(zeta - claimed) / claimed)) from \(ClaimMath.f(claimed))",
          verdict: rule.verdict(zeta, claimed), rule: "ζ = c/(2√(km)); " + rule.text,
          reason:
            "With unit mass the article's formula is the definition of ζ; its figure is ζ rounded to two decimals."
        )
      }),
    Claim(
      id: "S0-response-stiffness", source: ClaimMath.practitioner + ", §2.2",
      quote: "response: 0.4… ω₀ ≈ 2π / 0.4 ≈ 15.7，对应stiffness ≈ ω₀² ≈ 246",
      claim: "SwiftUI response 0.4 s means ω0 ≈ 15.7 rad/s and stiffness ≈ 246 (mass 1).",
      check: {
        let spring = ClaimMath.swiftUI(response: 0.4, dampingRatio: 1)
        let rule = RelativeRule(holds: 0.005, roughly: 0.05)
        let omega = spring.naturalFrequency
        let k = spring.stiffness
        let verdict = Claim.Verdict(
          rank: min(rule.verdict(omega, 15.7).rank, rule.verdict(k, 246).rank))
        return .init(
          computed:
            "ω0 = \(ClaimMath.f(omega, 5)) rad/s (\(ClaimMath.percentOf(abs(omega - 15.7) / 15.7)) from 15.7), "
            + "k = \(ClaimMath.f(k, 5)) (\(ClaimMath.percentOf(abs(k - 246) / 246)) from 246)",
          verdict: verdict,
          rule: "SwiftUI's documented k = (2π/response)²; each figure: " + rule.text,
          reason: "SwiftUI's mapping gives both figures; the article rounds them.")
      }),
    Claim(
      id: "S0-settling-twice-response", source: ClaimMath.practitioner + ", §2.2",
      quote: "settlingDuration…一般后者是前者的两倍以上",
      claim:
        "Core Animation's settlingDuration is usually more than twice SwiftUI's response for the same spring.",
      check: {
        // The article's own range: §2.1 calls ζ below 0.7 jelly-like and §5 fixes ζ at 0.7 first.
        let recommended = (low: 0.7, high: 1.0)
        let factor = 2.0
        let usually = 0.8
        var ratios: [(zeta: Double, ratio: Double)] = []
        for step in 0...14 {
          let zeta = 0.3 + 0.05 * Double(step)
          let spring = ClaimMath.swiftUI(response: 0.5, dampingRatio: zeta)
          let settling =
            CoreAnimationSettlingDuration.duration(
              spring: spring, velocity: 0, allowsOverdamping: false) ?? .nan
          ratios.append((zeta, settling / 0.5))
        }
        let inRange = ratios.filter {
          $0.zeta >= recommended.low - 1e-9 && $0.zeta <= recommended.high + 1e-9
        }
        let share = Double(inRange.filter { $0.ratio > factor }.count) / Double(inRange.count)
        // The crossing ratio = factor, by bisection between the grid
        // points that bracket it (the ratio falls as ζ grows).
        func ratio(_ zeta: Double) -> Double {
          let spring = ClaimMath.swiftUI(response: 0.5, dampingRatio: zeta)
          return
            (CoreAnimationSettlingDuration.duration(
              spring: spring, velocity: 0, allowsOverdamping: false) ?? .nan) / 0.5
        }
        var crossing = Double.nan
        if let above = ratios.last(where: { $0.ratio > factor }),
          let below = ratios.first(where: { $0.zeta > above.zeta && $0.ratio <= factor })
        {
          var (low, high) = (above.zeta, below.zeta)
          for _ in 0..<60 {
            let middle = (low + high) / 2
            if ratio(middle) > factor { low = middle } else { high = middle }
          }
          crossing = (low + high) / 2
        }
        let low = inRange.map(\.ratio).min() ?? .nan
        let high = inRange.map(\.ratio).max() ?? .nan
        return .init(
          computed:
            "settlingDuration/response at response 0.5 s: \(ClaimMath.f(low))–\(ClaimMath.f(high)) for ζ "
            + "\(ClaimMath.f(recommended.low))–\(ClaimMath.f(recommended.high)) (above \(ClaimMath.f(factor)) in "
            + "\(ClaimMath.percentOf(share)) of that range); above \(ClaimMath.f(factor)) only for ζ < \(ClaimMath.f(crossing)) (the crossing, by bisection) "
            + "(\(ClaimMath.f(ratios.first?.ratio ?? .nan)) at ζ \(ClaimMath.f(ratios.first?.zeta ?? .nan)))",
          verdict: share >= usually ? .holds : (share > 0 ? .roughly : .wrong),
          rule:
            "judged on the ζ range the article recommends (\(ClaimMath.f(recommended.low))–\(ClaimMath.f(recommended.high))): "
            + "holds when the ratio exceeds \(ClaimMath.f(factor)) on at least \(ClaimMath.percentOf(usually)) of it, "
            + "roughly on some of it, wrong on none",
          reason:
            "Core Animation's settlingDuration (envelope for ζ < 1, grid rule at ζ = 1) is more than twice the "
            + "response only for springs bouncier than the article itself recommends; for the springs it recommends "
            + "the ratio stays below \(ClaimMath.f(factor)).")
      }),
    Claim(
      id: "S0-bounce-damping", source: ClaimMath.practitioner + ", §2.2",
      quote: "dampingRatio = 1 - bounce（bounce 在 0 到 1 之间时）",
      claim: "For bounce in 0…1, dampingRatio = 1 − bounce.",
      check: {
        let worst =
          (0...100).map { Double($0) / 100 }.map {
            abs(AppleBounce.dampingRatio(bounce: $0) - (1 - $0))
          }.max() ?? .nan
        return .init(
          computed:
            "max |ζ(bounce) − (1 − bounce)| over bounce 0, 0.01, …, 1 = \(ClaimMath.f(worst))",
          verdict: worst == 0 ? .holds : .wrong,
          rule:
            "holds when Apple's springDampingFraction(bounce) equals 1 − bounce exactly at every bounce tried",
          reason:
            "Apple's rule is exactly 1 − bounce for bounce ≥ 0 (and 1/(1 + bounce) below 0, which the article leaves out)."
        )
      }),
    Claim(
      id: "S0-stiffness-bands", source: ClaimMath.practitioner + ", §2.1",
      quote: "120 到 300 偏慢…300 到 800 常用…800 以上非常迅捷…超过 1500 之后视觉上就接近瞬间到位 + 一点点抖",
      claim:
        "Stiffness (mass 1) 120–300 feels slow and weighty, 300–800 is the common middle, 800+ is very quick, and beyond 1500 it is near-instant with a little shake.",
      check: {
        let bands: [Double] = [120, 300, 800, 1500]
        let zeta = 0.7
        let instant = 0.1
        let settles = bands.map { k -> Double in
          ClaimMath.summary(
            ClaimMath.constant(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
          ).settlingTime
        }
        let fastest = settles.last ?? .nan
        let ordered = settles == settles.sorted(by: >)
        return .init(
          computed: "exact settling at ζ \(ClaimMath.f(zeta)): "
            + zip(bands, settles).map { "k \(ClaimMath.f($0, 4)) → \(ClaimMath.f($1)) s" }.joined(
              separator: ", ")
            + "; at k \(ClaimMath.f(bands.last ?? .nan, 4)) that is \(ClaimMath.f(fastest * 60, 2)) frames at 60 Hz",
          verdict: ordered ? (fastest <= instant ? .holds : .roughly) : .wrong,
          rule:
            "holds when settling times fall as k grows and the stiffest band settles within \(ClaimMath.f(instant)) s "
            + "(the usual bound for an 'instantaneous' response, \(ClaimMath.f(instant * 60)) frames at 60 Hz); roughly when "
            + "they fall but the stiffest band takes longer; wrong when they do not fall",
          reason:
            "Settling time scales as 1/√k, so the bands are ordered as claimed; 'near-instant' still means "
            + "\(ClaimMath.f(fastest * 60, 2)) frames of motion.")
      }),
    Claim(
      id: "S0-house-presets", source: ClaimMath.practitioner + ", §6",
      quote: "阻尼比 0.6 左右、周期 0.35 秒；…0.75、周期 0.45 秒；…0.85、周期 0.6 秒",
      claim:
        "Three house presets — (ζ 0.6, period 0.35 s), (0.75, 0.45 s), (0.85, 0.6 s) — go from weak to strong feedback; springs longer than 0.6 s feel slow.",
      check: {
        let tiers: [(zeta: Double, period: Double)] = [(0.6, 0.35), (0.75, 0.45), (0.85, 0.6)]
        let slow = 0.6
        let summaries = tiers.map {
          ClaimMath.summary(ClaimMath.swiftUI(response: $0.period, dampingRatio: $0.zeta))
        }
        let over = summaries.filter { $0.settlingTime > slow }.count
        let calmer = summaries.map(\.overshoot) == summaries.map(\.overshoot).sorted(by: >)
        return .init(
          computed: zip(tiers, summaries).map { tier, s in
            "ζ \(ClaimMath.f(tier.zeta)) / \(ClaimMath.f(tier.period)) s: settles \(ClaimMath.f(s.settlingTime)) s, overshoot \(ClaimMath.percent(s.overshoot))"
          }.joined(separator: "; ")
            + "; \(over) of \(tiers.count) settle after \(ClaimMath.f(slow)) s",
          verdict: calmer ? (over == 0 ? .holds : .roughly) : .wrong,
          rule:
            "reading 'period' as SwiftUI's response: holds when the overshoot falls from tier to tier and every tier "
            + "settles (exactly, to 0.1%) within \(ClaimMath.f(slow)) s; roughly when the overshoot falls but some tier "
            + "settles later; wrong otherwise",
          reason:
            "The tiers overshoot less as they grow, as intended, but by the article's own \(ClaimMath.f(slow)) s rule "
            + "the strongest tier is already slow: the rule fits the perceptual duration, not the settling time."
        )
      }),
    Claim(
      id: "S0-uiview-duration", source: ClaimMath.practitioner + ", §3.1",
      quote: "阻尼比 0.5、duration 0.35 的动画，实际大概跑 0.5 秒左右；阻尼比 0.9 的时候甚至会更接近 0.35",
      claim:
        "UIView.animate with damping 0.5 and duration 0.35 actually runs about 0.5 s; with damping 0.9 it runs closer to 0.35 s.",
      check: {
        let claimed = 0.5
        let margin = 0.05
        let loose = ClaimMath.uiView(duration: 0.35, damping: 0.5)
        let tight = ClaimMath.uiView(duration: 0.35, damping: 0.9)
        let looseSettle = ClaimMath.summary(loose).settlingTime
        let tightSettle = ClaimMath.summary(tight).settlingTime
        let envelope =
          CoreAnimationSettlingDuration.duration(
            spring: loose, velocity: 0, allowsOverdamping: false) ?? .nan
        return .init(
          computed:
            "damping 0.5: k \(ClaimMath.f(loose.stiffness, 5)), Core Animation settlingDuration \(ClaimMath.f(envelope)) s, "
            + "exact settling \(ClaimMath.f(looseSettle)) s; damping 0.9: exact settling \(ClaimMath.f(tightSettle)) s",
          verdict: abs(looseSettle - claimed) <= margin ? .holds : .wrong,
          rule:
            "'about 0.5 s': holds when the damping-0.5 motion settles (exactly, to 0.1%) within "
            + "\(ClaimMath.f(margin)) s of \(ClaimMath.f(claimed)) s, wrong otherwise",
          reason:
            "UIKit picks the stiffness at which the envelope of the motion's sine term (from rest ζ times the true "
            + "amplitude, so not a bound on the motion) has decayed to 0.1% at the given duration; for these springs the "
            + "exact motion still settles at \(ClaimMath.f(looseSettle)) s and \(ClaimMath.f(tightSettle)) s. Nothing in "
            + "the mapping makes it run 0.5 s.")
      }),
    Claim(
      id: "S0-velocity-units", source: ClaimMath.practitioner + ", §2.3",
      quote: "0 到 100 的位移，initialVelocity: 1表示初始速度是 100 pt/s，initialVelocity: 10表示 1000 pt/s",
      claim:
        "initialSpringVelocity is in distances per second: on a 100 pt move, 1 means 100 pt/s and 10 means 1000 pt/s.",
      check: {
        let one = VelocityConversion.pointsPerSecond(normalized: 1, distance: 100)
        let ten = VelocityConversion.pointsPerSecond(normalized: 10, distance: 100)
        return .init(
          computed: "1 → \(ClaimMath.f(one)) pt/s, 10 → \(ClaimMath.f(ten, 4)) pt/s",
          verdict: one == 100 && ten == 1000 ? .holds : .wrong,
          rule: "holds when SpringLab's conversion gives exactly the article's figures",
          reason: "Apple's header defines the unit as the whole animation distance per second.")
      }),
    Claim(
      id: "S0-velocity-300", source: ClaimMath.practitioner + ", §2.3",
      quote: "写个initialVelocity: 300，结果位移只有 100pt…动画瞬间就飞出去了",
      claim:
        "Passing a points-per-second value (300) as initialSpringVelocity on a 100 pt move makes the view fly off.",
      check: {
        let limit = 200.0
        let spring = ClaimMath.uiView(duration: 0.5, damping: 0.7, velocity: 300)
        let overshoot = ClaimMath.summary(spring, velocity: 300).overshoot
        return .init(
          computed:
            "UIView duration 0.5, damping 0.7, velocity 300: overshoot \(ClaimMath.percent(overshoot)) of the move "
            + "(\(ClaimMath.f(overshoot)) pt past the target of a 100 pt move)",
          verdict: overshoot > limit ? .holds : .wrong,
          rule:
            "holds when the overshoot exceeds \(ClaimMath.f(limit))% of the move (twice the whole move)",
          reason:
            "With 300 distances per second the spring flies past the target by several times the whole move."
        )
      }),
    Claim(
      id: "S0-small-scale-velocity", source: ClaimMath.practitioner + ", §3.1",
      quote: "initialSpringVelocity给 0.3 到 1 之间就够，超过 3 会明显“甩”一下",
      claim:
        "For a small scale change (1 → 0.94, d 0.35, damping 0.5), initialSpringVelocity 0.3–1 is enough; above 3 the view visibly flings.",
      check: {
        let values = [0.0, 0.3, 1, 3]
        let holds = 2.0
        let wrong = 1.1
        let springs = values.map { ClaimMath.uiView(duration: 0.35, damping: 0.5, velocity: $0) }
        let overshoots = zip(springs, values).map { ClaimMath.summary($0, velocity: $1).overshoot }
        let growth = overshoots[3] / overshoots[2]
        return .init(
          computed: zip(values, overshoots).map {
            "v \(ClaimMath.f($0)): overshoot \(ClaimMath.percent($1))"
          }.joined(separator: ", ")
            + "; velocity 3 over velocity 1: ×\(ClaimMath.f(growth, 4)); ω0 ≈ \(ClaimMath.f(springs[3].naturalFrequency)) rad/s",
          verdict: growth > holds ? .holds : (growth < wrong ? .wrong : .roughly),
          rule:
            "holds when velocity 3 overshoots more than \(ClaimMath.f(holds))× as far as velocity 1, wrong below "
            + "\(ClaimMath.f(wrong))×, else roughly",
          reason:
            "UIKit folds the velocity into its settling solver, and this spring is stiff (ω0 far above 3 distances "
            + "per second), so the velocity barely changes the motion; what 'flings' is the damping ratio: "
            + "\(ClaimMath.percent(overshoots[0])) overshoot even from rest.")
      }),
    Claim(
      id: "S0-near-zero-distance", source: ClaimMath.practitioner + ", §2.3",
      quote: "abs(distance) < 1的时候直接给initialVelocity: .zero",
      claim:
        "When the remaining distance is below 1 pt, dividing the gesture velocity by it gives astronomical values: use zero velocity.",
      check: {
        let uiRange = 40.0
        let factor = 10.0
        let permissive = NearZeroDistanceGuard(minimumDistance: 1e-3, policy: .reject)
        let normalized =
          (try? VelocityConversion.normalized(
            pointsPerSecond: 1000, distance: 0.2, guard: permissive)) ?? .nan
        let spring = ClaimMath.uiView(duration: 0.5, damping: 0.8, velocity: normalized)
        let overshoot = ClaimMath.summary(spring, velocity: normalized).overshoot / 100
        let guardMinimum = NearZeroDistanceGuard().minimumDistance
        return .init(
          computed:
            "1000 pt/s over 0.2 pt → v0 = \(ClaimMath.f(normalized)) distances/s; the UIView spring of duration 0.5 "
            + "and damping 0.8 flies "
            + "\(ClaimMath.f(overshoot)) distances = \(ClaimMath.f(0.2 * overshoot)) pt past the target; SpringLab's "
            + "default guard refuses |distance| < \(ClaimMath.f(guardMinimum))",
          verdict: normalized > factor * uiRange ? .holds : .wrong,
          rule:
            "holds when the normalized velocity exceeds \(ClaimMath.f(factor)) times the ±\(ClaimMath.f(uiRange)) "
            + "distances/s of the everyday-UI family",
          reason:
            "The normalized velocity is far beyond anything a UI spring is designed for and the motion swings many "
            + "distances past the target — still only a few points, because the distance itself is tiny: the number, not "
            + "the motion, is the nonsense. SpringLab refuses such distances by default or starts from rest, as the article advises."
        )
      }),
    Claim(
      id: "S0-animator-duration", source: ClaimMath.practitioner + ", §3.2",
      quote: "duration在传了timingParameters之后，其实只用于一些边缘计算…这里的 0.5 你可以随便填",
      claim:
        "In UIViewPropertyAnimator(duration:timingParameters: UISpringTimingParameters(dampingRatio: 0.75)), the duration barely matters: the spring's own parameters decide its timing.",
      check: {
        let durations = [0.25, 0.5, 1.0]
        let matters = 2.0
        let springs = durations.map { ClaimMath.uiView(duration: $0, damping: 0.75) }
        let settles = springs.map { ClaimMath.summary($0).settlingTime }
        let spread = settles[2] / settles[0]
        return .init(
          computed: "duration " + durations.map { ClaimMath.f($0) }.joined(separator: " / ")
            + ": k = "
            + springs.map { ClaimMath.f($0.stiffness, 4) }.joined(separator: " / ")
            + ", exact settling "
            + settles.map { ClaimMath.f($0) + " s" }.joined(separator: " / ")
            + " (×\(ClaimMath.f(spread)))",
          verdict: spread > matters ? .wrong : .holds,
          rule:
            "wrong when quadrupling the duration changes the settling time by more than ×\(ClaimMath.f(matters)), else holds",
          reason:
            "For init(dampingRatio:) UIKit derives stiffness and damping from the animator's duration with the same "
            + "settling solver as UIView.animate (reverse-engineered), so the duration sets the whole timing; it is ignored "
            + "only for init(mass:stiffness:damping:initialVelocity:).")
      }),
    Claim(
      id: "S0-no-overdamping", source: ClaimMath.practitioner + ", §3.1",
      quote:
        "usingSpringWithDamping的取值范围是 0 到 1…想要过阻尼…在这个 API 里是做不到的，必须换CASpringAnimation或UIViewPropertyAnimator",
      claim:
        "UIView.animate's damping cannot exceed 1, so it cannot overdamp; for an overdamped spring, switch to CASpringAnimation or UIViewPropertyAnimator.",
      check: {
        let ratio = 2.0
        let k = 100.0
        let c = 2 * ratio * k.squareRoot()
        let uiView = ClaimMath.animatedRatio(
          "uikit.uiview.damping", ["duration": .number(0.5), "damping": .number(ratio)])
        let caDefault = ClaimMath.animatedRatio(
          "ca.spring", ["stiffness": .number(k), "damping": .number(c)])
        let caAllowed = ClaimMath.animatedRatio(
          "ca.spring",
          ["stiffness": .number(k), "damping": .number(c), "allows-overdamping": .flag(true)])
        let animatorRatio = ClaimMath.animatedRatio(
          "uikit.timing.damping", ["damping-ratio": .number(ratio), "duration": .number(0.5)])
        let animatorPhysical = ClaimMath.animatedRatio(
          "uikit.timing.physical",
          ["mass": .number(1), "stiffness": .number(k), "damping": .number(c)])
        let clamps = uiView <= 1
        let caCan = max(caDefault, caAllowed) > 1
        let animatorCan = max(animatorRatio, animatorPhysical) > 1
        let alternatives = [caCan, animatorCan].filter { $0 }.count
        return .init(
          computed:
            "ζ \(ClaimMath.f(ratio)) asked, ζ animated: UIView.animate \(ClaimMath.f(uiView)); CASpringAnimation "
            + "\(ClaimMath.f(caDefault)) by default, \(ClaimMath.f(caAllowed)) with allowsOverdamping; UIViewPropertyAnimator "
            + "with UISpringTimingParameters(dampingRatio:) \(ClaimMath.f(animatorRatio)), with (mass:stiffness:damping:) "
            + "\(ClaimMath.f(animatorPhysical)) (SpringLab's assumption: not recovered)",
          verdict: !clamps
            ? .wrong : (alternatives == 2 ? .holds : (alternatives == 1 ? .roughly : .wrong)),
          rule:
            "holds when UIView.animate clamps ζ to 1 and both suggested APIs can overdamp; roughly when only one can; "
            + "wrong when UIView.animate overdamps or neither alternative can",
          reason:
            "UIKit clamps the ratio before solving, so the first half holds. Of the advice, only CASpringAnimation "
            + "overdamps, and only with allowsOverdamping; UIViewPropertyAnimator's dampingRatio goes through the same "
            + "clamping solver, and whether it lets a physical overdamped spring through is not recovered."
        )
      }),
    Claim(
      id: "S0-timing-overdamped", source: ClaimMath.practitioner + ", §2.2",
      quote: "dampingRatio…取值范围 0 到 1（超过 1 不报错，但会变成过阻尼",
      claim: "A UISpringTimingParameters dampingRatio above 1 is accepted and becomes overdamped.",
      check: {
        let asked = 1.5
        let animated = ClaimMath.animatedRatio(
          "uikit.timing.damping", ["damping-ratio": .number(asked), "duration": .number(0.5)])
        let swiftUI = ClaimMath.animatedRatio(
          "swiftui.animation.spring", ["damping-fraction": .number(asked)])
        return .init(
          computed:
            "UISpringTimingParameters(dampingRatio: \(ClaimMath.f(asked))) in a 0.5 s animator: animated with "
            + "ζ = \(ClaimMath.f(animated)); SwiftUI .spring(dampingFraction: \(ClaimMath.f(asked))) for contrast: ζ = \(ClaimMath.f(swiftUI))",
          verdict: animated > 1 ? .holds : .wrong,
          rule:
            "holds when the animated damping ratio exceeds 1, wrong otherwise (SpringLab's model of UIKit's solver: "
            + "reverse-engineered from the iOS 26.1 decompile, no on-device record)",
          reason:
            "The ratio is accepted without an error, but UIKit's solver clamps it to at most 1 before solving, so "
            + "the animator runs a critically damped spring; SwiftUI's dampingFraction, by contrast, does overdamp."
        )
      }),
    Claim(
      id: "S0-stagger", source: ClaimMath.practitioner + ", §4.3",
      quote: "0.04 到 0.06 秒之间…低于 0.03 就感觉不出来…高于 0.08 就会觉得…拖沓",
      claim:
        "Stagger delays of 0.04–0.06 s are the sweet spot; below 0.03 s items look simultaneous; above 0.08 s it drags.",
      check: {
        let delays = [0.03, 0.04, 0.06, 0.08]
        let rate = 60.0
        return .init(
          computed: "at \(ClaimMath.f(rate)) Hz: "
            + delays.map { "\(ClaimMath.f($0)) s = \(ClaimMath.f($0 * rate, 2)) frames" }
            .joined(separator: ", "),
          verdict: .notCheckable,
          rule:
            "perceptual: not checkable; the frame arithmetic is shown for reference and the claim is left out of the tally",
          reason:
            "Whether items look simultaneous or dragging is a matter of perception, which SpringLab does not measure."
        )
      }),
  ]

  static let wwdc: [Claim] = [
    Claim(
      id: "S1-bounce-regimes", source: ClaimMath.wwdc + ", 三种弹簧形态",
      quote: "> 0 欠阻尼…= 0 临界阻尼…< 0 过阻尼",
      claim: "bounce > 0 is underdamped, 0 critically damped, < 0 overdamped.",
      check: {
        let tolerance = 1e-12
        let springs = [0.3, 0.0, -0.3].map { bounce in
          ClaimMath.swiftUI(response: 0.5, dampingRatio: AppleBounce.dampingRatio(bounce: bounce))
        }
        // ζ − 1 from the exact ζ² − 1 of the binary64 spring.
        let offset = springs[1].dampingExcess / (1 + (1 + springs[1].dampingExcess).squareRoot())
        let ordered = springs[0].regime == .underdamped && springs[2].regime == .overdamped
        return .init(
          computed:
            "bounce 0.3 → \(springs[0].regime.rawValue), −0.3 → \(springs[2].regime.rawValue); "
            + "bounce 0 → ζ − 1 = \(ClaimMath.f(offset)) (\(springs[1].regime.rawValue) in binary64)",
          verdict: ordered && abs(offset) < tolerance ? .holds : .wrong,
          rule:
            "holds when the signs give the regimes and bounce 0 is critical to within |ζ − 1| < \(ClaimMath.f(tolerance))",
          reason:
            "Mathematically exact. In binary64, k = (2π/d)² and c = 4π/d round so that c² and 4k differ in the last "
            + "bit: the spring Apple's formulas build for bounce 0 is critical only up to rounding — harmless for "
            + "SpringLab's closed form, which is continuous across ζ = 1, but a trap for engines that branch on ζ == 1."
        )
      }),
    Claim(
      id: "S1-bounce-one", source: ClaimMath.wwdc + ", 数学原理",
      quote: "当 bounce = 1 时…永远振荡…此时 duration 对应振荡周期",
      claim:
        "bounce = 1 removes all damping; the spring oscillates forever with period equal to the duration.",
      check: {
        let duration = 0.5
        let tolerance = 1e-12
        let spring = ClaimMath.swiftUI(
          response: duration, dampingRatio: AppleBounce.dampingRatio(bounce: 1))
        return .init(
          computed:
            "ζ = \(ClaimMath.f(spring.dampingRatio)), period \(ClaimMath.f(spring.period, 6)) s for duration "
            + "\(ClaimMath.f(duration)) s, settling \(ClaimMath.f(ClaimMath.summary(spring).settlingTime))",
          verdict: spring.damping == 0 && abs(spring.period - duration) < tolerance
            ? .holds : .wrong,
          rule:
            "holds when c = 0 and the period equals the duration to \(ClaimMath.f(tolerance)) s",
          reason:
            "ζ = 1 − bounce = 0 and k = (2π/duration)² make the period exactly the duration; it never settles."
        )
      }),
    Claim(
      id: "S1-bounce-bands", source: ClaimMath.wwdc + ", bounce 的选择建议",
      quote: "0.1 ... 0.15 几乎感觉不到弹跳…0.2 ... 0.3 能明显感受到弹性…> 0.4 弹跳明显且夸张",
      claim:
        "bounce 0.1–0.15 barely shows a bounce, 0.2–0.3 is clearly springy, above 0.4 is exaggerated.",
      check: {
        let bounces = [0.1, 0.15, 0.2, 0.3, 0.4]
        let barely = 1.0
        let exaggerated = 9.0
        let overshoots = bounces.map {
          ClaimMath.summary(
            ClaimMath.swiftUI(response: 0.5, dampingRatio: AppleBounce.dampingRatio(bounce: $0))
          ).overshoot
        }
        let ordered =
          overshoots[1] < barely && overshoots[2] > barely && overshoots[4] > exaggerated
        return .init(
          computed: zip(bounces, overshoots).map {
            "bounce \(ClaimMath.f($0)): overshoot \(ClaimMath.percent($1))"
          }.joined(separator: ", "),
          verdict: ordered ? .holds : .roughly,
          rule:
            "holds when the overshoot stays under \(ClaimMath.f(barely))% of the distance up to bounce 0.15, exceeds it "
            + "from 0.2, and exceeds \(ClaimMath.f(exaggerated))% at 0.4",
          reason:
            "The overshoot past the target grows steeply with bounce, and the article's bands fall where it crosses "
            + "the rule's thresholds.")
      }),
    Claim(
      id: "S1-critical-no-overshoot", source: ClaimMath.wwdc + ", 三种弹簧形态",
      quote: "= 0 临界阻尼 不越过目标",
      claim: "bounce = 0 never passes the target.",
      check: {
        let spring = ClaimMath.swiftUI(response: 0.5, dampingRatio: 1)
        let omega = spring.naturalFrequency
        // A critical spring from x0 = −1 crosses the target iff v0 > ω0 (distances/s).
        let atRest = ClaimMath.summary(spring).overshoot
        let flung = ClaimMath.summary(spring, velocity: 2 * omega).overshoot
        return .init(
          computed:
            "ω0 = \(ClaimMath.f(omega)) rad/s; from rest: overshoot \(ClaimMath.percent(atRest)); released at "
            + "2ω0 = \(ClaimMath.f(2 * omega)) distances/s (a fast fling): \(ClaimMath.percent(flung))",
          verdict: atRest == 0 && flung > 0 ? .roughly : (atRest == 0 ? .holds : .wrong),
          rule:
            "holds when it never overshoots, from rest or flung; roughly when only from rest; wrong when it "
            + "overshoots from rest",
          reason:
            "From rest it never overshoots, but a critical spring released toward the target faster than ω0 "
            + "distances per second crosses it — which gesture-driven springs do.")
      }),
    Claim(
      id: "S1-same-semantics", source: ClaimMath.wwdc + ", 使用 Core Animation",
      quote: "duration 和 bounce 在 UIKit 与 Core Animation 中含义一致",
      claim: "duration and bounce mean the same in UIKit and Core Animation.",
      check: {
        let uikit = try? SpringConversion(
          from: "uikit.uiview.bounce",
          parameters: ["duration": .number(0.6), "bounce": .number(0.2)])
        let ca = try? SpringConversion(
          from: "ca.spring.perceptual",
          parameters: ["perceptual-duration": .number(0.6), "bounce": .number(0.2)])
        let same = uikit != nil && ca != nil && uikit?.physical.spring == ca?.physical.spring
        return .init(
          computed:
            "UIKit (0.6, 0.2): k \(ClaimMath.f(uikit?.physical.spring.stiffness ?? .nan, 6)), c \(ClaimMath.f(uikit?.physical.spring.damping ?? .nan, 6)); "
            + "Core Animation: k \(ClaimMath.f(ca?.physical.spring.stiffness ?? .nan, 6)), c \(ClaimMath.f(ca?.physical.spring.damping ?? .nan, 6))",
          verdict: same ? .holds : .wrong,
          rule: "holds when both APIs build the identical spring",
          reason:
            "Both build a unit mass, the stiffness from the duration and ζ from Apple's bounce rule "
            + "(reverse-engineered from Apple's binaries): identical springs.")
      }),
  ]

  static let swiftUIPractice: [Claim] = [
    Claim(
      id: "S2-damping-fraction", source: ClaimMath.swiftUIPractice + ", §2.3",
      quote: "0.7~0.9 是\"清脆\"的手感区间，接近 1 几乎无过冲，取 0 会永远振荡",
      claim: "dampingFraction 0.7–0.9 is crisp, near 1 almost no overshoot, 0 oscillates forever.",
      check: {
        let nearOne = 0.98
        let undamped = 0.0
        let almostNone = 0.1
        let values = [0.7, 0.9, nearOne, undamped]
        let summaries = values.map {
          ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: $0))
        }
        let nearOneHolds = summaries[2].overshoot < almostNone
        let undampedHolds = summaries[3].settlingTime == .infinity
        return .init(
          computed: zip(values, summaries).map {
            "\(ClaimMath.f($0)): overshoot \(ClaimMath.percent($1.overshoot)), "
              + ClaimMath.settles($1.settlingTime)
          }.joined(separator: "; "),
          verdict: nearOneHolds && undampedHolds ? .holds : .wrong,
          rule:
            "holds when ζ \(ClaimMath.f(nearOne)) overshoots less than \(ClaimMath.f(almostNone))% and ζ 0 never settles",
          reason:
            "Near 1 the overshoot is negligible; at 0 the spring is undamped and never settles. 'Crisp' is a feel, not checked."
        )
      }),
    Claim(
      id: "S2-response-speed", source: ClaimMath.swiftUIPractice + ", §2.3",
      quote: "response…值越小弹得越快，通常界面元素取 0.3~0.6",
      claim: "Smaller response is faster; UI elements use 0.3–0.6.",
      check: {
        let responses = [0.3, 0.45, 0.6]
        let zeta = 0.825
        let settles = responses.map {
          ClaimMath.summary(ClaimMath.swiftUI(response: $0, dampingRatio: zeta)).settlingTime
        }
        return .init(
          computed: "dampingFraction \(ClaimMath.f(zeta)): "
            + zip(responses, settles).map {
              "response \(ClaimMath.f($0)) → settles \(ClaimMath.f($1)) s"
            }.joined(separator: ", "),
          verdict: settles == settles.sorted() ? .holds : .wrong,
          rule: "holds when the settling time grows with the response",
          reason:
            "At a fixed damping ratio the settling time is proportional to the response (the same shape on a scaled time axis)."
        )
      }),
    Claim(
      id: "S2-drag-velocity", source: ClaimMath.swiftUIPractice + ", §2.3",
      quote:
        "正确的做法是把手指当前的滑动速度传给动画：…interpolatingSpring(stiffness: 200, damping: 30, initialVelocity: dragVelocity)",
      claim:
        "Pass the finger's drag velocity as interpolatingSpring(stiffness: 200, damping: 30, initialVelocity:) so the motion continues smoothly.",
      check: {
        let distance = 300.0
        let drag = 1000.0
        let flyOff = 100.0
        func overshoot(_ velocity: Double) -> Double {
          (try? SpringConversion(
            from: "swiftui.animation.interpolating",
            parameters: [
              "stiffness": .number(200), "damping": .number(30), "velocity": .number(velocity),
            ]))?.summary.overshoot ?? .nan
        }
        let raw = overshoot(drag)
        let normalized = overshoot(drag / distance)
        // The spring as written (ζ = 1.06), without SwiftUI's reverse-engineered
        // "ζ ≥ 1 is animated as critical".
        let physical = ClaimMath.summary(
          ClaimMath.constant(mass: 1, stiffness: 200, damping: 30), velocity: drag
        ).overshoot
        return .init(
          computed:
            "a \(ClaimMath.f(distance)) pt move released at \(ClaimMath.f(drag, 4)) pt/s: passed raw, overshoot "
            + "\(ClaimMath.percent(raw)) of the move (\(ClaimMath.f(raw / 100 * distance, 4)) pt); divided by the distance "
            + "(\(ClaimMath.f(drag / distance)) distances/s), \(ClaimMath.percent(normalized)). These rest on SwiftUI "
            + "animating ζ ≥ 1 as critical [R], which no device record confirms; the physical spring (ζ "
            + "\(ClaimMath.f(ClaimMath.constant(mass: 1, stiffness: 200, damping: 30).dampingRatio))) passed raw "
            + "overshoots \(ClaimMath.percent(physical))"
            + (physical > flyOff
              ? ", and the verdict is the same under either"
              : ", under which the verdict would differ"),
          verdict: raw > flyOff && normalized <= flyOff ? .wrong : .holds,
          rule:
            "wrong when the drag velocity passed as written overshoots by more than the whole move "
            + "(\(ClaimMath.f(flyOff))%) while the velocity divided by the distance does not",
          reason:
            "interpolatingSpring's initialVelocity is in distances per second, like UIKit's (the same unit trap as "
            + "S0-velocity-300): the drag velocity in points per second must be divided by the remaining distance first."
        )
      }),
  ]

  static let scaleTransition: [Claim] = [
    Claim(
      id: "S3-critical-fastest", source: ClaimMath.scaleTransition + ", 阻尼振动",
      quote: "dampingFraction等于1时是临界阻尼，视图以最快速度到达目标位置且没有回弹",
      claim: "At dampingFraction 1 the view reaches the target fastest, without bouncing.",
      check: {
        let closeEnough = 0.011
        var best = (
          zeta: 1.0,
          time: ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: 1)).settlingTime
        )
        for step in 0...100 {
          let zeta = 0.5 + 0.01 * Double(step)
          let time = ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: zeta))
            .settlingTime
          if time < best.time { best = (zeta, time) }
        }
        let critical = ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: 1))
          .settlingTime
        return .init(
          computed:
            "response 0.5 s: ζ 1 settles (to 0.1%) in \(ClaimMath.f(critical)) s; the fastest ζ is "
            + "\(ClaimMath.f(best.zeta, 2)) at \(ClaimMath.f(best.time)) s",
          verdict: abs(best.zeta - 1) < closeEnough ? .holds : .roughly,
          rule:
            "holds when the fastest-settling ζ over 0.5, 0.51, …, 1.5 is within \(ClaimMath.f(closeEnough)) of 1, roughly otherwise",
          reason:
            "Critical damping is the fastest without overshoot, but a slightly underdamped spring settles to within "
            + "0.1% sooner.")
      }),
    Claim(
      id: "S3-zeta-06-overshoot", source: ClaimMath.scaleTransition + ", 弹簧缩放",
      quote: "dampingFraction: 0.6…视图在到达最终大小后会继续放大一点再回弹…轻微回弹…0.8左右…多次振动…0.3甚至0.2",
      claim:
        "dampingFraction 0.6 overshoots a little and comes back; about 0.8 gives a slight rebound; 0.3 or 0.2 give many oscillations.",
      check: {
        let values = [0.6, 0.8, 0.3, 0.2]
        let little = 5.0
        let slight = 2.0
        let many = (4, 5)
        let summaries = values.map {
          ClaimMath.summary(ClaimMath.swiftUI(response: 0.35, dampingRatio: $0))
        }
        let bounces = summaries.map { $0.visibleBounces ?? Int.max }
        let holds =
          summaries[0].overshoot > little && summaries[1].overshoot < slight && bounces[2] >= many.0
          && bounces[3] >= many.1
        return .init(
          computed: zip(values, summaries).map {
            "\(ClaimMath.f($0)): overshoot \(ClaimMath.percent($1.overshoot)), \(ClaimMath.visibleBounces($1.visibleBounces))"
          }.joined(separator: "; "),
          verdict: holds ? .holds : .roughly,
          rule:
            "holds when ζ 0.6 overshoots more than \(ClaimMath.f(little))%, ζ 0.8 less than \(ClaimMath.f(slight))%, and "
            + "ζ 0.3 and 0.2 show at least \(many.0) and \(many.1) visible bounces (turning points past the target farther "
            + "than \(BounceVisibility.standard.description)); else roughly",
          reason:
            "Each lower damping ratio overshoots more and bounces more, as the article describes.")
      }),
    Claim(
      id: "S3-170-15", source: ClaimMath.scaleTransition + ", interpolatingSpring",
      quote: "stiffness: 170, damping: 15会产生大约两到三次明显回弹",
      claim:
        "interpolatingSpring(stiffness: 170, damping: 15) gives about two to three visible bounces.",
      check: {
        let spring = ClaimMath.constant(mass: 1, stiffness: 170, damping: 15)
        let summary = ClaimMath.summary(spring)
        let bounces = summary.visibleBounces ?? 0
        let zeta = spring.dampingRatio
        let ratio = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        let heights = (1...3).map { pow(ratio, Double($0)) }
        return .init(
          computed:
            "ζ \(ClaimMath.f(zeta)), overshoot \(ClaimMath.percent(summary.overshoot)), \(ClaimMath.visibleBounces(bounces)); "
            + "successive excursions shrink ×\(ClaimMath.f(ratio, 2)): "
            + heights.map { ClaimMath.percentOf($0) }.joined(separator: ", "),
          verdict: (2...3).contains(bounces) ? .holds : (abs(bounces - 3) <= 1 ? .roughly : .wrong),
          rule:
            "holds for 2 or 3 turning points past the target farther than \(BounceVisibility.standard.description), "
            + "roughly one off, else wrong",
          reason:
            "Successive excursions shrink by the same factor every half period, so the third is already below "
            + "the visibility threshold.")
      }),
    Claim(
      id: "S3-100-20", source: ClaimMath.scaleTransition + ", interpolatingSpring",
      quote: "stiffness: 100, damping: 20则更柔和",
      claim: "interpolatingSpring(stiffness: 100, damping: 20) is softer (than 170/15).",
      check: {
        let soft = ClaimMath.constant(mass: 1, stiffness: 100, damping: 20)
        let other = ClaimMath.constant(mass: 1, stiffness: 170, damping: 15)
        let summary = ClaimMath.summary(soft)
        return .init(
          computed:
            "ζ = \(ClaimMath.f(soft.dampingRatio)) (\(soft.regime.rawValue)), ω0 = \(ClaimMath.f(soft.naturalFrequency)) "
            + "rad/s vs \(ClaimMath.f(other.naturalFrequency, 4)) for 170/15, overshoot \(ClaimMath.percent(summary.overshoot)), "
            + "settles \(ClaimMath.f(summary.settlingTime)) s",
          verdict: summary.overshoot == 0 && soft.naturalFrequency < other.naturalFrequency
            ? .holds : .wrong,
          rule: "holds when it does not overshoot and its natural frequency is lower than 170/15's",
          reason:
            "It is exactly critically damped (c² = 4km) and slower: no bounce at all, a softer arrival."
        )
      }),
  ]
}
