//===--- ClaimsCatalog.swift ----------------------------------------------===//
//
// Every numeric rule of thumb in the four seed articles, with the
// computation that checks it. Verdicts come from the rules coded here.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringMappings
import SpringModel

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
    return constant(mass: 1, stiffness: k, damping: PerceptualSpring.damping(dampingRatio: dampingRatio, stiffness: k))
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
    let solution = UIKitSpringSolver.solve(duration: duration, dampingRatio: damping, velocity: velocity)
    return constant(mass: 1, stiffness: solution.stiffness, damping: solution.damping)
  }

  static func f(_ value: Double, _ digits: Int = 3) -> String { ReportNumber.format(value, digits: digits) }
  static func percent(_ value: Double) -> String { ReportNumber.fixed(value, decimals: 2) + "%" }
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
        return .init(
          computed: "ζ = \(ClaimMath.f(zeta, 4))",
          verdict: .byRelativeError(zeta, 0.64, holds: 0.01, roughly: 0.05),
          why: "c/(2√(km)) with m = 1 is exactly the formula; 0.64 is its value rounded to two digits (holds within 1%).")
      }),
    Claim(
      id: "S0-response-stiffness", source: ClaimMath.practitioner + ", §2.2",
      quote: "response: 0.4… ω₀ ≈ 2π / 0.4 ≈ 15.7，对应stiffness ≈ ω₀² ≈ 246",
      claim: "SwiftUI response 0.4 s means ω0 ≈ 15.7 rad/s and stiffness ≈ 246 (mass 1).",
      check: {
        let spring = ClaimMath.swiftUI(response: 0.4, dampingRatio: 1)
        let verdict = min(Claim.Verdict.byRelativeError(spring.naturalFrequency, 15.7, holds: 0.005, roughly: 0.05).rank,
                          Claim.Verdict.byRelativeError(spring.stiffness, 246, holds: 0.005, roughly: 0.05).rank)
        return .init(
          computed: "ω0 = \(ClaimMath.f(spring.naturalFrequency, 5)) rad/s, k = \(ClaimMath.f(spring.stiffness, 5))",
          verdict: Claim.Verdict(rank: verdict),
          why: "SwiftUI's documented mapping k = (2π/response)²; both figures agree within 0.5%.")
      }),
    Claim(
      id: "S0-settling-twice-response", source: ClaimMath.practitioner + ", §2.2",
      quote: "settlingDuration…一般后者是前者的两倍以上",
      claim: "Core Animation's settlingDuration is usually more than twice SwiftUI's response for the same spring.",
      check: {
        var ratios: [(Double, Double)] = []
        for zeta in stride(from: 0.3, through: 1.0, by: 0.05) {
          let spring = ClaimMath.swiftUI(response: 0.5, dampingRatio: zeta)
          let settling = CoreAnimationSettlingDuration.duration(spring: spring, velocity: 0, allowsOverdamping: false) ?? .nan
          ratios.append((zeta, settling / 0.5))
        }
        let above = ratios.filter { $0.1 > 2 }.map(\.0)
        let crossover = above.max() ?? 0
        let typical = ratios.filter { $0.0 >= 0.7 - 1e-9 }.map(\.1)
        let share = Double(above.count) / Double(ratios.count)
        return .init(
          computed: "settlingDuration/response = \(ClaimMath.f(ratios.first!.1)) at ζ 0.3, "
            + "\(ClaimMath.f(typical.min()!))…\(ClaimMath.f(typical.max()!)) for ζ 0.7–1; above 2 only for ζ ≤ \(ClaimMath.f(crossover, 2))",
          verdict: share >= 0.8 ? .holds : (share > 0 ? .roughly : .wrong),
          why: "Core Animation's settlingDuration (envelope for ζ < 1, 0.1 s grid rule at ζ = 1) for response 0.5 s: more than twice the response only for the bouncier springs, not in the common ζ 0.7–1 range (the ratio does not depend on the response except through the grid).")
      }),
    Claim(
      id: "S0-bounce-damping", source: ClaimMath.practitioner + ", §2.2",
      quote: "dampingRatio = 1 - bounce（bounce 在 0 到 1 之间时）",
      claim: "For bounce in 0…1, dampingRatio = 1 − bounce.",
      check: {
        let worst = stride(from: 0.0, through: 1.0, by: 0.01).map { abs(AppleBounce.dampingRatio(bounce: $0) - (1 - $0)) }.max()!
        return .init(
          computed: "max |ζ(bounce) − (1 − bounce)| over bounce 0…1 = \(ClaimMath.f(worst))",
          verdict: worst == 0 ? .holds : .wrong,
          why: "Apple's springDampingFraction(bounce) is exactly 1 − bounce for bounce ≥ 0 (and 1/(1 + bounce) below 0, which the article leaves out).")
      }),
    Claim(
      id: "S0-stiffness-bands", source: ClaimMath.practitioner + ", §2.1",
      quote: "120 到 300 偏慢…300 到 800 常用…800 以上非常迅捷…超过 1500 之后视觉上就接近瞬间到位 + 一点点抖",
      claim: "Stiffness (mass 1) 120–300 feels slow and weighty, 300–800 is the common middle, 800+ is very quick, and beyond 1500 it is near-instant with a little shake.",
      check: {
        let bands: [Double] = [120, 300, 800, 1500]
        let settles = bands.map { k -> Double in
          let spring = ClaimMath.constant(mass: 1, stiffness: k, damping: 2 * 0.7 * k.squareRoot())
          return ClaimMath.summary(spring).settlingTime
        }
        let frames = settles.last! * 60
        return .init(
          computed: "exact settling at ζ 0.7: " + zip(bands, settles).map { "k \(ClaimMath.f($0)) → \(ClaimMath.f($1)) s" }.joined(separator: ", ")
            + "; at k 1500 that is \(ClaimMath.f(frames, 2)) frames at 60 Hz",
          verdict: frames <= 20 && settles == settles.sorted(by: >) ? .roughly : .wrong,
          why: "Settling time scales as 1/√k, so the bands are ordered as claimed; but 'near-instant' at 1500 still means about \(ClaimMath.f(frames, 2)) frames of motion — quick, not instant (roughly).")
      }),
    Claim(
      id: "S0-house-presets", source: ClaimMath.practitioner + ", §6",
      quote: "阻尼比 0.6 左右、周期 0.35 秒；…0.75、周期 0.45 秒；…0.85、周期 0.6 秒",
      claim: "Three house presets — (ζ 0.6, period 0.35 s), (0.75, 0.45 s), (0.85, 0.6 s) — go from weak to strong feedback; springs longer than 0.6 s feel slow.",
      check: {
        let tiers: [(Double, Double)] = [(0.6, 0.35), (0.75, 0.45), (0.85, 0.6)]
        let summaries = tiers.map { ClaimMath.summary(ClaimMath.swiftUI(response: $0.1, dampingRatio: $0.0)) }
        let over = zip(tiers, summaries).filter { $0.1.settlingTime > 0.6 }.count
        return .init(
          computed: zip(tiers, summaries).map { tier, s in
            "ζ \(ClaimMath.f(tier.0)) / \(ClaimMath.f(tier.1)) s: settles \(ClaimMath.f(s.settlingTime)) s, overshoot \(ClaimMath.percent(s.overshoot))"
          }.joined(separator: "; "),
          verdict: over == 0 ? .holds : .roughly,
          why: "Reading 'period' as SwiftUI's response: the tiers overshoot less as they grow, as intended, but \(over) of 3 settle (exactly, to 0.1%) after 0.6 s — by the article's own 0.6 s rule the strong tier is already 'slow'; the rule only holds for the perceptual duration, not the settling time.")
      }),
    Claim(
      id: "S0-uiview-duration", source: ClaimMath.practitioner + ", §3.1",
      quote: "阻尼比 0.5、duration 0.35 的动画，实际大概跑 0.5 秒左右；阻尼比 0.9 的时候甚至会更接近 0.35",
      claim: "UIView.animate with damping 0.5 and duration 0.35 actually runs about 0.5 s; with damping 0.9 it runs closer to 0.35 s.",
      check: {
        let loose = ClaimMath.uiView(duration: 0.35, damping: 0.5), tight = ClaimMath.uiView(duration: 0.35, damping: 0.9)
        let looseSettle = ClaimMath.summary(loose).settlingTime, tightSettle = ClaimMath.summary(tight).settlingTime
        let envelope = CoreAnimationSettlingDuration.duration(spring: loose, velocity: 0, allowsOverdamping: false) ?? .nan
        return .init(
          computed: "damping 0.5: k \(ClaimMath.f(loose.stiffness, 5)), Core Animation settlingDuration \(ClaimMath.f(envelope)) s, exact settling \(ClaimMath.f(looseSettle)) s; damping 0.9: exact settling \(ClaimMath.f(tightSettle)) s",
          verdict: looseSettle > 0.45 ? .holds : .wrong,
          why: "UIKit solves for the stiffness that makes the envelope settle (ε = 0.001) in exactly the given duration, so the spring is done — by its own envelope — at 0.35 s for every damping ratio; the exact motion settles even earlier. Nothing in the mapping makes it run 0.5 s.")
      }),
    Claim(
      id: "S0-velocity-units", source: ClaimMath.practitioner + ", §2.3",
      quote: "0 到 100 的位移，initialVelocity: 1表示初始速度是 100 pt/s，initialVelocity: 10表示 1000 pt/s",
      claim: "initialSpringVelocity is in distances per second: on a 100 pt move, 1 means 100 pt/s and 10 means 1000 pt/s.",
      check: {
        let one = VelocityConversion.pointsPerSecond(normalized: 1, distance: 100)
        let ten = VelocityConversion.pointsPerSecond(normalized: 10, distance: 100)
        return .init(
          computed: "1 → \(ClaimMath.f(one)) pt/s, 10 → \(ClaimMath.f(ten)) pt/s",
          verdict: one == 100 && ten == 1000 ? .holds : .wrong,
          why: "Apple's header defines the unit as the total animation distance per second.")
      }),
    Claim(
      id: "S0-velocity-300", source: ClaimMath.practitioner + ", §2.3",
      quote: "写个initialVelocity: 300，结果位移只有 100pt…动画瞬间就飞出去了",
      claim: "Passing a points-per-second value (300) as initialSpringVelocity on a 100 pt move makes the view fly off.",
      check: {
        let spring = ClaimMath.uiView(duration: 0.5, damping: 0.7, velocity: 300)
        let overshoot = ClaimMath.summary(spring, velocity: 300).overshoot
        return .init(
          computed: "overshoot \(ClaimMath.percent(overshoot)) of the move (\(ClaimMath.f(overshoot)) pt past the target of a 100 pt move), UIView d 0.5 ζ 0.7",
          verdict: overshoot > 200 ? .holds : .wrong,
          why: "With v0 = 300 distances/s the spring flies past the target by several times the whole move (holds when the overshoot exceeds twice the move).")
      }),
    Claim(
      id: "S0-small-scale-velocity", source: ClaimMath.practitioner + ", §3.1",
      quote: "initialSpringVelocity给 0.3 到 1 之间就够，超过 3 会明显“甩”一下",
      claim: "For a small scale change (1 → 0.94, d 0.35, damping 0.5), initialSpringVelocity 0.3–1 is enough; above 3 the view visibly flings.",
      check: {
        let values = [0.0, 0.3, 1, 3]
        let springs = values.map { ClaimMath.uiView(duration: 0.35, damping: 0.5, velocity: $0) }
        let overshoots = zip(springs, values).map { ClaimMath.summary($0, velocity: $1).overshoot }
        let growth = overshoots[3] / overshoots[2]
        return .init(
          computed: zip(values, overshoots).map { "v \(ClaimMath.f($0)): overshoot \(ClaimMath.percent($1))" }.joined(separator: ", ")
            + "; ω0 ≈ \(ClaimMath.f(springs[3].naturalFrequency)) rad/s",
          verdict: growth > 2 ? .holds : (growth < 1.1 ? .wrong : .roughly),
          why: "Overshoot past the target in % of the move. UIKit folds the velocity into its settling solver, and for d 0.35 s, ζ 0.5 the spring is stiff (ω0 in rad/s ≫ 3 distances/s), so velocity 3 changes the overshoot by a factor \(ClaimMath.f(growth, 4)) over velocity 1 (rule: holds above 2×, wrong below 1.1×). What 'flings' is the damping ratio: 16% overshoot even from rest.")
      }),
    Claim(
      id: "S0-near-zero-distance", source: ClaimMath.practitioner + ", §2.3",
      quote: "abs(distance) < 1的时候直接给initialVelocity: .zero",
      claim: "When the remaining distance is below 1 pt, dividing the gesture velocity by it gives astronomical values: use zero velocity.",
      check: {
        let permissive = NearZeroDistanceGuard(minimumDistance: 1e-3, policy: .reject)
        let normalized = (try? VelocityConversion.normalized(pointsPerSecond: 1000, distance: 0.2, guard: permissive)) ?? .nan
        let spring = ClaimMath.uiView(duration: 0.5, damping: 0.8, velocity: normalized)
        let overshoot = ClaimMath.summary(spring, velocity: normalized).overshoot / 100
        return .init(
          computed: "1000 pt/s over 0.2 pt → v0 = \(ClaimMath.f(normalized)) distances/s; the spring flies \(ClaimMath.f(overshoot)) distances = \(ClaimMath.f(0.2 * overshoot)) pt past the target",
          verdict: normalized > 10 * 40 ? .holds : .wrong,
          why: "The normalized velocity is far beyond anything a UI spring is designed for (rule: holds above ten times the ±40 distances/s of the everyday-UI family), and the motion swings many distances past the target — still only a few points, because the distance itself is tiny; the number, not the motion, is the nonsense. SpringLab's conversion refuses distances below 1e-6 by default and can return zero velocity instead, as the article advises.")
      }),
    Claim(
      id: "S0-animator-duration", source: ClaimMath.practitioner + ", §3.2",
      quote: "duration在传了timingParameters之后，其实只用于一些边缘计算…这里的 0.5 你可以随便填",
      claim: "In UIViewPropertyAnimator(duration:timingParameters: UISpringTimingParameters(dampingRatio: 0.75)), the duration barely matters: the spring's own parameters decide its timing.",
      check: {
        let springs = [0.25, 0.5, 1.0].map { ClaimMath.uiView(duration: $0, damping: 0.75) }
        let settles = springs.map { ClaimMath.summary($0).settlingTime }
        return .init(
          computed: "duration 0.25 / 0.5 / 1: k = " + springs.map { ClaimMath.f($0.stiffness, 4) }.joined(separator: " / ")
            + ", exact settling " + settles.map { ClaimMath.f($0) + " s" }.joined(separator: " / "),
          verdict: settles[2] / settles[0] > 2 ? .wrong : .holds,
          why: "For init(dampingRatio:) UIKit derives stiffness and damping from the animator's duration with the same settling solver as UIView.animate, so the duration sets the whole timing (it is ignored only for init(mass:stiffness:damping:initialVelocity:)).")
      }),
    Claim(
      id: "S0-no-overdamping", source: ClaimMath.practitioner + ", §3.1",
      quote: "usingSpringWithDamping的取值范围是 0 到 1…想要过阻尼…在这个 API 里是做不到的",
      claim: "UIView.animate's damping cannot exceed 1, so it cannot overdamp.",
      check: {
        let solution = UIKitSpringSolver.solve(duration: 0.5, dampingRatio: 2, velocity: 0)
        return .init(
          computed: "damping 2 is animated with ζ = \(ClaimMath.f(solution.dampingRatio))",
          verdict: solution.dampingRatio <= 1 ? .holds : .wrong,
          why: "UIKit clamps the ratio to [FLT_EPSILON, 1] before solving.")
      }),
    Claim(
      id: "S0-stagger", source: ClaimMath.practitioner + ", §4.3",
      quote: "0.04 到 0.06 秒之间…低于 0.03 就感觉不出来…高于 0.08 就会觉得…拖沓",
      claim: "Stagger delays of 0.04–0.06 s are the sweet spot; below 0.03 s items look simultaneous; above 0.08 s it drags.",
      check: {
        let frames = [0.03, 0.045, 0.06, 0.08].map { $0 * 60 }
        return .init(
          computed: "at 60 Hz: 0.03 s = \(ClaimMath.f(frames[0], 2)) frames, 0.045 s = \(ClaimMath.f(frames[1], 2)), 0.06 s = \(ClaimMath.f(frames[2], 2)), 0.08 s = \(ClaimMath.f(frames[3], 2))",
          verdict: frames[0] < 2 && frames[1] >= 2 ? .roughly : .wrong,
          why: "Only the frame arithmetic can be computed: below 0.03 s consecutive items start less than two 60 Hz frames apart, the sweet spot is 2.4–3.6 frames. The perceptual part is not checkable here.")
      }),
  ]

  static let wwdc: [Claim] = [
    Claim(
      id: "S1-bounce-regimes", source: ClaimMath.wwdc + ", 三种弹簧形态",
      quote: "> 0 欠阻尼…= 0 临界阻尼…< 0 过阻尼",
      claim: "bounce > 0 is underdamped, 0 critically damped, < 0 overdamped.",
      check: {
        let springs = [0.3, 0.0, -0.3].map { bounce in
          ClaimMath.swiftUI(response: 0.5, dampingRatio: AppleBounce.dampingRatio(bounce: bounce))
        }
        // ζ − 1 from the exact ζ² − 1 of the binary64 spring.
        let offset = springs[1].dampingExcess / (1 + (1 + springs[1].dampingExcess).squareRoot())
        let ordered = springs[0].regime == .underdamped && springs[2].regime == .overdamped
        return .init(
          computed: "bounce 0.3 → \(springs[0].regime.rawValue), −0.3 → \(springs[2].regime.rawValue); "
            + "bounce 0 → ζ − 1 = \(ClaimMath.f(offset)) (\(springs[1].regime.rawValue) in binary64)",
          verdict: ordered && abs(offset) < 1e-12 ? .holds : .wrong,
          why: "Mathematically exact. In binary64, k = (2π/d)² and c = 4π/d round so that c² and 4k differ in the last bit: the duration-0.5 spring Apple's formulas build for bounce 0 is critical only up to rounding (|ζ − 1| ~ 1e-16) — harmless for SpringLab's closed form, which is continuous across ζ = 1, but a trap for engines that branch on ζ == 1.")
      }),
    Claim(
      id: "S1-bounce-one", source: ClaimMath.wwdc + ", 数学原理",
      quote: "当 bounce = 1 时…永远振荡…此时 duration 对应振荡周期",
      claim: "bounce = 1 removes all damping; the spring oscillates forever with period equal to the duration.",
      check: {
        let spring = ClaimMath.swiftUI(response: 0.5, dampingRatio: AppleBounce.dampingRatio(bounce: 1))
        return .init(
          computed: "ζ = \(ClaimMath.f(spring.dampingRatio)), period \(ClaimMath.f(spring.period, 6)) s for duration 0.5 s, settling \(ClaimMath.f(ClaimMath.summary(spring).settlingTime))",
          verdict: spring.damping == 0 && abs(spring.period - 0.5) < 1e-12 ? .holds : .wrong,
          why: "ζ = 1 − bounce = 0 and k = (2π/duration)² make the period exactly the duration; it never settles.")
      }),
    Claim(
      id: "S1-bounce-bands", source: ClaimMath.wwdc + ", bounce 的选择建议",
      quote: "0.1 ... 0.15 几乎感觉不到弹跳…0.2 ... 0.3 能明显感受到弹性…> 0.4 弹跳明显且夸张",
      claim: "bounce 0.1–0.15 barely shows a bounce, 0.2–0.3 is clearly springy, above 0.4 is exaggerated.",
      check: {
        let bounces = [0.1, 0.15, 0.2, 0.3, 0.4]
        let overshoots = bounces.map { ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: AppleBounce.dampingRatio(bounce: $0))).overshoot }
        let ordered = overshoots[1] < 1 && overshoots[2] > 1 && overshoots[4] > 9
        return .init(
          computed: zip(bounces, overshoots).map { "bounce \(ClaimMath.f($0)): overshoot \(ClaimMath.percent($1))" }.joined(separator: ", "),
          verdict: ordered ? .holds : .roughly,
          why: "Overshoot past the target: under 1% (a few points on a 300 pt move) up to 0.15, 1.5–4.6% at 0.2–0.3, about 10% and more from 0.4 — the bands match.")
      }),
    Claim(
      id: "S1-critical-no-overshoot", source: ClaimMath.wwdc + ", 三种弹簧形态",
      quote: "= 0 临界阻尼 不越过目标",
      claim: "bounce = 0 never passes the target.",
      check: {
        let spring = ClaimMath.swiftUI(response: 0.5, dampingRatio: 1)
        // A critical spring from x0 = −1 crosses the target iff v0 > ω0 (distances/s).
        let atRest = ClaimMath.summary(spring).overshoot
        let flung = ClaimMath.summary(spring, velocity: 2 * spring.naturalFrequency).overshoot
        return .init(
          computed: "from rest: overshoot \(ClaimMath.percent(atRest)); released at 2ω0 = \(ClaimMath.f(2 * spring.naturalFrequency)) distances/s (a fast fling): \(ClaimMath.percent(flung))",
          verdict: atRest == 0 && flung > 0 ? .roughly : (atRest == 0 ? .holds : .wrong),
          why: "From rest it never overshoots; but a critical spring released toward the target faster than ω0 distances per second (12.6 for duration 0.5 s) crosses it — which gesture-driven springs do.")
      }),
    Claim(
      id: "S1-same-semantics", source: ClaimMath.wwdc + ", 使用 Core Animation",
      quote: "duration 和 bounce 在 UIKit 与 Core Animation 中含义一致",
      claim: "duration and bounce mean the same in UIKit and Core Animation.",
      check: {
        let uikit = try? SpringConversion(from: "uikit.uiview.bounce", parameters: ["duration": .number(0.6), "bounce": .number(0.2)])
        let ca = try? SpringConversion(from: "ca.spring.perceptual", parameters: ["perceptual-duration": .number(0.6), "bounce": .number(0.2)])
        let same = uikit != nil && ca != nil && uikit!.physical.spring == ca!.physical.spring
        return .init(
          computed: "UIKit (0.6, 0.2): k \(ClaimMath.f(uikit?.physical.spring.stiffness ?? .nan, 6)), c \(ClaimMath.f(uikit?.physical.spring.damping ?? .nan, 6)); Core Animation: k \(ClaimMath.f(ca?.physical.spring.stiffness ?? .nan, 6)), c \(ClaimMath.f(ca?.physical.spring.damping ?? .nan, 6))",
          verdict: same ? .holds : .wrong,
          why: "Both build m = 1, k = (2π/d)², ζ from bounce (reverse-engineered from the iOS 26.1 binaries): identical springs.")
      }),
  ]

  static let swiftUIPractice: [Claim] = [
    Claim(
      id: "S2-damping-fraction", source: ClaimMath.swiftUIPractice + ", §2.3",
      quote: "0.7~0.9 是\"清脆\"的手感区间，接近 1 几乎无过冲，取 0 会永远振荡",
      claim: "dampingFraction 0.7–0.9 is crisp, near 1 almost no overshoot, 0 oscillates forever.",
      check: {
        let nearOne = 0.98, undamped = 0.0
        let values = [0.7, 0.9, nearOne, undamped]
        let summaries = values.map { ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: $0)) }
        let byRatio = Dictionary(uniqueKeysWithValues: zip(values, summaries))
        let nearOneHolds = byRatio[nearOne].map { $0.overshoot < 0.1 } ?? false
        let undampedHolds = byRatio[undamped].map { $0.settlingTime == .infinity } ?? false
        return .init(
          computed: zip(values, summaries).map { "\(ClaimMath.f($0)): overshoot \(ClaimMath.percent($1.overshoot)), settles \(ClaimMath.f($1.settlingTime)) s" }.joined(separator: "; "),
          verdict: nearOneHolds && undampedHolds ? .holds : .wrong,
          why: "Near 1 the overshoot is below 0.1%; at 0 the spring is undamped and never settles. 'Crisp' is a feel, not checked.")
      }),
    Claim(
      id: "S2-response-speed", source: ClaimMath.swiftUIPractice + ", §2.3",
      quote: "response…值越小弹得越快，通常界面元素取 0.3~0.6",
      claim: "Smaller response is faster; UI elements use 0.3–0.6.",
      check: {
        let responses = [0.3, 0.45, 0.6]
        let settles = responses.map { ClaimMath.summary(ClaimMath.swiftUI(response: $0, dampingRatio: 0.825)).settlingTime }
        return .init(
          computed: "dampingFraction 0.825: " + zip(responses, settles).map { "response \(ClaimMath.f($0)) → settles \(ClaimMath.f($1)) s" }.joined(separator: ", "),
          verdict: settles == settles.sorted() ? .holds : .wrong,
          why: "At fixed ζ the settling time is proportional to the response (same shape, scaled time).")
      }),
  ]

  static let scaleTransition: [Claim] = [
    Claim(
      id: "S3-critical-fastest", source: ClaimMath.scaleTransition + ", 阻尼振动",
      quote: "dampingFraction等于1时是临界阻尼，视图以最快速度到达目标位置且没有回弹",
      claim: "At dampingFraction 1 the view reaches the target fastest, without bouncing.",
      check: {
        var best = (zeta: 1.0, time: ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: 1)).settlingTime)
        for zeta in stride(from: 0.5, through: 1.5, by: 0.01) {
          let time = ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: zeta)).settlingTime
          if time < best.time { best = (zeta, time) }
        }
        let critical = ClaimMath.summary(ClaimMath.swiftUI(response: 0.5, dampingRatio: 1)).settlingTime
        return .init(
          computed: "response 0.5 s: ζ 1 settles (to 0.1%) in \(ClaimMath.f(critical)) s; the fastest ζ is \(ClaimMath.f(best.zeta, 2)) at \(ClaimMath.f(best.time)) s",
          verdict: abs(best.zeta - 1) < 0.011 ? .holds : .roughly,
          why: "Critical damping is the fastest *without overshoot*, but a slightly underdamped spring settles to within 0.1% sooner.")
      }),
    Claim(
      id: "S3-zeta-06-overshoot", source: ClaimMath.scaleTransition + ", 弹簧缩放",
      quote: "dampingFraction: 0.6…视图在到达最终大小后会继续放大一点再回弹…轻微回弹…0.8左右…多次振动…0.3甚至0.2",
      claim: "dampingFraction 0.6 overshoots a little and comes back; about 0.8 gives a slight rebound; 0.3 or 0.2 give many oscillations.",
      check: {
        let values = [0.6, 0.8, 0.3, 0.2]
        let summaries = values.map { ClaimMath.summary(ClaimMath.swiftUI(response: 0.35, dampingRatio: $0)) }
        let byRatio = Dictionary(uniqueKeysWithValues: zip(values, summaries))
        func overshoot(_ zeta: Double) -> Double { byRatio[zeta]?.overshoot ?? 0 }
        func bounces(_ zeta: Double) -> Int { byRatio[zeta]?.visibleBounces ?? 0 }
        let many = bounces(0.3) >= 4 && bounces(0.2) >= 5
        return .init(
          computed: zip(values, summaries).map { "\(ClaimMath.f($0)): overshoot \(ClaimMath.percent($1.overshoot)), \($1.visibleBounces.map(String.init) ?? "∞") visible bounces" }.joined(separator: "; "),
          verdict: overshoot(0.6) > 5 && overshoot(0.8) < 2 && many ? .holds : .roughly,
          why: "Visible bounces are turning points past the target farther than 0.1% of the distance.")
      }),
    Claim(
      id: "S3-170-15", source: ClaimMath.scaleTransition + ", interpolatingSpring",
      quote: "stiffness: 170, damping: 15会产生大约两到三次明显回弹",
      claim: "interpolatingSpring(stiffness: 170, damping: 15) gives about two to three visible bounces.",
      check: {
        let spring = ClaimMath.constant(mass: 1, stiffness: 170, damping: 15)
        let summary = ClaimMath.summary(spring)
        let bounces = summary.visibleBounces ?? 0
        return .init(
          computed: "ζ \(ClaimMath.f(spring.dampingRatio)), overshoot \(ClaimMath.percent(summary.overshoot)), \(bounces) visible bounces (beyond 0.1% of the distance)",
          verdict: (2...3).contains(bounces) ? .holds : (abs(bounces - 3) <= 1 ? .roughly : .wrong),
          why: "Successive excursions shrink by e^(−πζ/√(1−ζ²)) ≈ 0.11 per half period: 10.9%, 1.2%, 0.13%…")
      }),
    Claim(
      id: "S3-100-20", source: ClaimMath.scaleTransition + ", interpolatingSpring",
      quote: "stiffness: 100, damping: 20则更柔和",
      claim: "interpolatingSpring(stiffness: 100, damping: 20) is softer (than 170/15).",
      check: {
        let soft = ClaimMath.constant(mass: 1, stiffness: 100, damping: 20)
        let summary = ClaimMath.summary(soft)
        return .init(
          computed: "ζ = \(ClaimMath.f(soft.dampingRatio)) (\(soft.regime.rawValue)), ω0 = \(ClaimMath.f(soft.naturalFrequency)) rad/s vs 13.04, overshoot \(ClaimMath.percent(summary.overshoot)), settles \(ClaimMath.f(summary.settlingTime)) s",
          verdict: summary.overshoot == 0 && soft.naturalFrequency < 13.04 ? .holds : .wrong,
          why: "It is exactly critically damped (c² = 4km) and slower: no bounce at all, a softer arrival.")
      }),
  ]
}

extension Claim.Verdict {
  /// 2 holds, 1 roughly, 0 wrong — for combining verdicts (the weaker wins).
  var rank: Int { self == .holds ? 2 : (self == .roughly ? 1 : 0) }
  init(rank: Int) { self = rank >= 2 ? .holds : (rank == 1 ? .roughly : .wrong) }
}
