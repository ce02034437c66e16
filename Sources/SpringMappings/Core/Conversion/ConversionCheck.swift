//===--- ConversionCheck.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every API entry of a conversion, checked before it is shown: an API is
// marked as reproducing the motion only when its parameters, read back
// through the API, give the same spring relative to the spring's own time
// scale (a duration of 0 never "reproduces" ω0 = 1e300); what the API
// computes itself is shown only where its arithmetic (binary64, or Float
// for Core Animation, UIKit and Android) holds the quantities involved.
// Everything else becomes a refusal with the reason.
//
//===----------------------------------------------------------------------===//

import SpringModel

extension SpringConversion {
  /// Relative tolerance of the read-back check on ω0, ζ and the initial
  /// velocity in units of ω0 (see `PhysicalSpring.reproduces`). Loose
  /// enough for UIKit's and Motion's iterated solvers and for Float
  /// platforms, tight enough to catch any parameter that rounded to 0,
  /// overflowed or lost its digits to a subnormal.
  public static let readBackTolerance = 1e-5

  /// The entry of `target` for `physical`, checked.
  static func checkedEntry(
    _ target: any SpringAPIFamily.Type, physical: PhysicalSpring, context: ConversionContext
  ) -> Entry {
    let api = target.api
    let expressed = target.erasedExpression(physical, in: context)
    func refusal(_ reason: String, _ parameters: [(name: String, value: ParameterValue)] = [])
      -> Entry
    {
      Entry(
        api: api, isRepresentable: false, reason: reason, parameters: parameters, derived: [],
        isSource: false)
    }
    guard let found = expressed.family else {
      return refusal(rangeAwareReason(expressed.reason ?? "", api: api, physical: physical))
    }
    let raw = found.namedParameters
    let tidied = raw.map { (name: $0.name, value: tidy($0.value)) }
    let unsnapped = raw.map { (name: $0.name, value: tidy($0.value, snapsToZero: false)) }
    guard let reason = expressed.reason else {
      for candidate in [tidied, unsnapped, raw] {
        guard let family = readBack(api.id, candidate),
          let back = try? family.physical(in: context),
          back.reproduces(physical, tolerance: readBackTolerance)
        else { continue }
        return Entry(
          api: api, isRepresentable: true, reason: nil, parameters: candidate,
          derived: checkedDerived(
            family.derived(in: context), api: api, spring: back.spring, motion: physical.spring),
          isSource: false)
      }
      if let distanceReason = zeroDistanceReason(api: api, physical: physical, context) {
        return Entry(
          api: api, isRepresentable: false, reason: distanceReason, parameters: tidied,
          derived: [], isSource: false)
      }
      return refusal(readBackFailure(api: api, parameters: raw, physical: physical, context))
    }
    // Spring-only or closest parameters: shown only when every one is a
    // number the API can read back.
    let partialReason = rangeAwareReason(reason, api: api, physical: physical)
    guard raw.allSatisfy({ $0.value.number?.isFinite ?? true }),
      let family = readBack(api.id, unsnapped), let back = try? family.physical(in: context)
    else { return refusal(partialReason) }
    return Entry(
      api: api, isRepresentable: false, reason: partialReason, parameters: unsnapped,
      derived: checkedDerived(
        family.derived(in: context), api: api, spring: back.spring, motion: physical.spring),
      isSource: false)
  }

  /// The family of API `id` holding `parameters`, or nil when the API
  /// refuses them.
  static func readBack(_ id: String, _ parameters: [(name: String, value: ParameterValue)])
    -> (any SpringAPIFamily)?
  {
    let values = Dictionary(parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    return try? SpringAPIRegistry.make(id: id, parameters: values)
  }

  /// Why parameters that do not read back are refused: the API's own
  /// arithmetic fails on them, or they give another motion (naming those
  /// that rounded to 0, to a subnormal or overflowed).
  static func readBackFailure(
    api: SpringAPIDescription, parameters: [(name: String, value: ParameterValue)],
    physical: PhysicalSpring, _ context: ConversionContext
  ) -> String {
    let spring = physical.spring
    let name = api.platform.shortName
    let scale = scaleText(spring)
    let values = Dictionary(parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    let back: PhysicalSpring
    do {
      back = try SpringAPIRegistry.make(id: api.id, parameters: values).physical(in: context)
    } catch {
      // The error quotes the overflowed value (inf, nan); name the parameter only.
      var blamed = ""
      if case .invalidParameter(let parameter, _, _) = error { blamed = " (through \(parameter))" }
      return "this spring (\(scale)) is beyond what \(name) computes in binary64: read back, "
        + "its parameters for it give no valid spring\(blamed)"
    }
    let suspects = parameters.compactMap { parameter -> String? in
      guard let x = parameter.value.number, !x.isNormal,
        x != 0 || !parameter.name.contains("velocity")
      else { return nil }
      let what = x == 0 ? "rounds to 0" : (x.isFinite ? "is subnormal" : "overflows")
      return "\(parameter.name) \(what)"
    }
    let suspectText = suspects.isEmpty ? "" : " (\(suspects.joined(separator: ", ")))"
    return "this spring (\(scale)) needs parameters beyond binary64\(suspectText): read back, "
      + "\(name)'s parameters give \(scaleText(back.spring))"
  }

  /// Why an API whose velocity is in the value's own units cannot carry a
  /// normalized initial velocity on this move: the distance is 0 (or too
  /// small for the product velocity × distance to survive), so the
  /// velocity in value units is 0 while the source moves. nil when the
  /// distance is not the cause.
  static func zeroDistanceReason(
    api: SpringAPIDescription, physical: PhysicalSpring, _ context: ConversionContext
  ) -> String? {
    let velocity = physical.initialVelocity
    guard velocity != 0 else { return nil }
    switch api.velocityUnit {
    case .unitsPerSecond, .unitsPerMillisecond: break
    case .distancesPerSecond, .notAccepted: return nil
    }
    let absolute = velocity * context.distance
    guard context.distance == 0 || !absolute.isNormal else { return nil }
    let text = ReproducingDecimals.text
    let distance = text(context.distance)
    return "the distance is \(distance): \(api.platform.shortName) takes the initial velocity in "
      + "the value's units (velocity × distance = \(text(velocity)) × \(distance)), which cannot "
      + "carry \(text(velocity)) distances/s on this move; the parameters shown reproduce the spring"
  }

  /// "ω0 = 1e+300 rad/s, ζ = 0.5", with logarithmic stand-ins beyond
  /// binary64.
  static func scaleText(_ spring: Spring) -> String {
    let omega = quantityText(
      spring.naturalFrequency, log: SpringScale.logNaturalFrequency(spring), unit: "rad/s")
    return
      "ω0 \(omega), ζ \(quantityText(spring.dampingRatio, log: SpringScale.logDampingRatio(spring)))"
  }

  /// "= 1e+300", or "≈ 4.5e+311 (beyond binary64)" when `value` did not
  /// hold the quantity whose natural logarithm is `log`.
  static func quantityText(_ value: Double, log: Double, unit: String = "") -> String {
    let unitText = unit.isEmpty ? "" : " " + unit
    if value.isFinite && (value != 0 || log == -.infinity) { return "= \(value)\(unitText)" }
    return "≈ \(SpringScale.text(log: log))\(unitText) (beyond binary64)"
  }

  /// A family's refusal, replaced when it quotes a quantity that overflowed
  /// (`inf`, `nan`) or when this spring's ω0 or ζ is itself beyond binary64.
  static func rangeAwareReason(
    _ reason: String, api: SpringAPIDescription, physical: PhysicalSpring
  )
    -> String
  {
    let spring = physical.spring
    let omegaOutside = !SpringScale.isRepresentable(spring.naturalFrequency)
    let zetaOutside = spring.damping > 0 && !SpringScale.isRepresentable(spring.dampingRatio)
    let words = reason.split(whereSeparator: { !$0.isLetter })
    let quotesOverflow = words.contains { $0 == "inf" || $0 == "nan" }
    guard omegaOutside || zetaOutside || quotesOverflow else { return reason }
    return
      "this spring (\(scaleText(spring))) is beyond the range \(api.platform.shortName)'s parameters "
      + "can express in binary64"
  }

  /// Whether the platform computes in single precision.
  static func computesInFloat(_ api: SpringAPIDescription) -> Bool {
    [.coreAnimation, .uikit, .compose, .androidx].contains(api.platform)
  }

  /// What the API computes, each value kept only where it is a number the
  /// API's own arithmetic produces correctly: every rate and coefficient of
  /// `spring` within 1e±100 (1e±12 for Float platforms, so that products
  /// of three stay inside Float), finite (or +infinity for a settling time
  /// of an undamped spring, which never settles), and inside Float for
  /// Float platforms. The others become nil with the reason. `motion` is
  /// the spring the entry stands for, when it is another API's: an entry
  /// whose parameters resolve its tiny damping as none (bounce 1, damping
  /// 0 to the digits shown) gets the API's +infinity only when that spring
  /// never settles within binary64 either.
  static func checkedDerived(
    _ values: [DerivedValue], api: SpringAPIDescription, spring: Spring, motion: Spring? = nil
  ) -> [DerivedValue] {
    // ln(1/0.001) over the decay rate: when the time to 0.001 is finite,
    // "never settles" is the parameters' rounding, not the motion's.
    let settlingTime = motion.map { 6.907755278982137 / ($0.damping / (2 * $0.mass)) }
    let float = computesInFloat(api)
    let bound = float ? 1e12 : 1e100
    var quantities = [spring.mass, spring.stiffness, spring.naturalFrequency]
    if spring.damping > 0 {
      quantities += [spring.damping, spring.decayRate, spring.dampingRatio]
    }
    let inRange = quantities.allSatisfy { $0 >= 1 / bound && $0 <= bound }
    let arithmetic = float ? "single-precision (Float)" : "binary64"
    return values.map { value in
      var checked = value
      func refuse(_ reason: String) {
        checked.value = nil
        checked.unavailableReason = reason
      }
      guard inRange else {
        refuse(
          "\(api.platform.shortName) computes it in \(arithmetic) from this spring's mass, "
            + "stiffness and rates, which lie outside 1e±\(float ? 12 : 100) here")
        return checked
      }
      guard let number = value.value else {
        if checked.unavailableReason == nil {
          checked.unavailableReason =
            "\(api.platform.shortName)'s algorithm for this case is not recovered"
        }
        return checked
      }
      if number == .infinity && value.unit == "s" && spring.damping == 0,
        let settlingTime, settlingTime.isFinite
      {
        refuse(
          "these parameters resolve the damping (ζ = \(motion?.dampingRatio ?? 0)) as none, for which "
            + "\(api.platform.shortName) answers that it never settles; the motion itself settles to 0.001 "
            + "of the distance after about \(settlingTime) s")
      } else if number.isNaN
        || (number.isInfinite && !(number > 0 && value.unit == "s" && spring.damping == 0))
      {
        refuse("\(api.platform.shortName)'s \(arithmetic) arithmetic overflows for this spring")
      } else if float && number.isFinite && abs(number) >= Double(Float.greatestFiniteMagnitude) {
        refuse("beyond Float, which \(api.platform.shortName) computes it in")
      }
      return checked
    }
  }

  /// The source API's own computed values, checked like every other API's.
  static func checkedSourceDerived(
    _ family: any SpringAPIFamily, physical: PhysicalSpring, context: ConversionContext
  ) -> [DerivedValue] {
    checkedDerived(family.derived(in: context), api: type(of: family).api, spring: physical.spring)
  }
}
