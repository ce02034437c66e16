//===--- EasingExport.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A spring animation as a piecewise-linear curve with a guaranteed maximum
// error: the duration is the exact settling time at the tolerance, the stops
// are the fewest the greedy construction finds, every piece is proven within
// the tolerance with the printed numbers, and the printed text is read back
// and measured once more.
//
//===----------------------------------------------------------------------===//

import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One spring animation exported as a piecewise-linear curve.
///
/// Guarantee: with the value resting on the target after `duration`, the
/// curve through the printed stops deviates from the true motion by at most
/// `tolerance` at every instant t ≥ 0 — between stops and after the end —
/// up to the closed form's own rounding (a few ulps of the distance, which
/// the construction reserves). Pieces are proven within
/// tolerance·(1 − `margin`) less that reserve. `maxError` is the bound the final check
/// proved for the printed text.
///
/// How (Docs/Export.md has the details):
/// 1. Duration: the exact settling time at the tolerance
///    (`SpringMotion.settlingTime`), rounded up to 5 significant digits
///    (a step further while the motion there is within `margin` of the
///    tolerance); after it the motion stays within the tolerance.
/// 2. Candidate instants: offsets n/10^k of the duration, fine enough that
///    a step is a small part of the shortest piece the curvature allows.
///    Values print with the fewest decimals whose rounding costs at most
///    1/16 of the tolerance.
/// 3. Stops: from each stop, the farthest candidate whose straight piece is
///    proven within the tolerance, with the printed numbers (`StopSearch`,
///    `ChordCheck`): the bound holds between samples by the curvature bound
///    (`CurvatureBound`), not by sampling.
/// 4. The text is printed, read back and measured (`maximumDeviation`,
///    `restDeviation`); a failure is an internal error, never output.
public struct EasingExport: Sendable {
  /// The format printed.
  public let format: ExportFormat
  /// The unit of the values and of `tolerance` and `maxError`.
  public let unit: ExportUnit
  /// The largest deviation allowed, in `unit`.
  public let tolerance: Double
  /// target − start, in the value's units (px for `.px`).
  public let distance: Double
  /// The exact settling time at the tolerance, in seconds.
  public let settlingTime: Double
  /// The duration as printed (seconds): the settling time rounded up.
  public let durationText: String
  /// The duration in seconds, as the printed text reads.
  public let duration: Double
  /// The stops as printed.
  public let stops: [ExportStop]
  /// The whole printed text of `format`.
  public let text: String
  /// The verified maximum deviation over t ≥ 0, in `unit`: an upper bound
  /// rounded up to 3 significant digits (never above `tolerance`).
  public let maxError: Double
  /// The deviation of the printed curve over [0, duration], in progress units.
  public let deviation: DeviationBound
  /// The deviation after the duration (the motion against the target), in
  /// progress units.
  public let restDeviation: DeviationBound
  /// Offsets print with this many decimals (key times; percentages have 2 fewer).
  public let offsetDecimals: Int
  /// Values print with this many decimals.
  public let valueDecimals: Int

  /// The smallest tolerance accepted, as a fraction of the distance.
  public static let minimumRelativeTolerance = 1e-9
  /// The relative margin kept below the tolerance (10⁻⁶ of it), against
  /// the rounding of evaluators that re-check the curve.
  public static let margin = 1e-6
  /// The most stops an export may have.
  public static let maximumStops = 100_000
  /// The finest offset grid tried: offsets n/10^12 of the duration.
  public static let maximumOffsetDecimals = 12
  /// The most closed-form evaluations the stop search may spend, over all
  /// grids tried (Docs/Budgets.md: an export answers or refuses within a
  /// second). The exports of Reports/ spend at most a few percent of it.
  public static let evaluationBudget = 3_000_000

  /// Exports `motion` moving a value over `distance` (target − start, in
  /// the value's units) as `format`, within `tolerance` (in `unit`).
  ///
  /// - Parameters:
  ///   - motion: the animation as progress against time.
  ///   - distance: target − start, finite and non-zero; for `.fraction`
  ///     only the sign and size of printed `px` values depend on it.
  ///   - unit: `.fraction` (values 0 → 1, tolerance a fraction of the
  ///     distance) or `.px` (values 0 → distance, tolerance in px).
  ///   - tolerance: the largest deviation allowed, finite and > 0.
  ///   - format: what to print. `css-linear` always prints progress.
  ///   - strategy: how stops are searched for; the default gives the fewest.
  /// - Throws: `ExportError` — an invalid number, a spring that never
  ///   settles, a motion that never leaves the tolerance, a tolerance below
  ///   1e-9 of the distance or below what the printed digits and the closed
  ///   form's rounding can carry, more than `maximumStops` stops, a value
  ///   too large to print exactly.
  public init(
    motion: ProgressMotion, distance: Double = 1, unit: ExportUnit = .fraction, tolerance: Double,
    format: ExportFormat, strategy: StopStrategy = .fewestStops
  ) throws(ExportError) {
    let distance = try ExportError.requireFinite(distance, "distance")
    guard distance != 0 else {
      throw .invalidParameter(parameter: "distance", value: distance, requirement: "non-zero")
    }
    let tolerance = try ExportError.requirePositive(tolerance, "tolerance")
    let relative = unit == .fraction ? tolerance : tolerance / abs(distance)
    guard relative >= Self.minimumRelativeTolerance else {
      throw .toleranceTooSmall(
        tolerance: relative,
        reason:
          "below \(Self.minimumRelativeTolerance) of the distance the closed form's rounding "
          + "and the printed digits leave no margin to verify")
    }
    let settling = try motion.settlingTime(tolerance: relative)
    guard settling.isFinite else { throw .neverSettles(tolerance: relative) }
    guard settling > 0 else { throw .nothingToAnimate(tolerance: relative) }
    // The settling time rounded up to 5 significant digits; one more step
    // while the motion there is within `margin` of the tolerance, so that the
    // last stop, on the target, keeps that margin too.
    var durationText = DecimalText.roundedUp(settling, significantDigits: 5)
    var steps = 0
    while let duration = Double(durationText), steps < 100,
      abs(motion.motion.position(at: duration)) > relative * (1 - Self.margin)
    {
      durationText = DecimalText.roundedUp(duration.nextUp, significantDigits: 5)
      steps += 1
    }
    guard let duration = Double(durationText), duration >= settling, duration.isFinite else {
      throw .verificationFailed(reason: "the duration \(durationText) does not cover \(settling) s")
    }
    // The closed form's rounding: a few ulps of the distance per radian of phase.
    let omega0 = motion.spring.naturalFrequency
    let reserve = 1e-14 * (1 + omega0 * duration)
    guard reserve <= relative / 4 else {
      let cycles = DecimalText.exact((omega0 * duration / (2 * Double.pi)).rounded())
      throw .toleranceTooSmall(
        tolerance: relative,
        reason: "over \(durationText) s (\(cycles) cycles) the closed form's rounding, about "
          + "\(reserve), is too large a part of it")
    }
    guard
      Self.estimatedStops(motion: motion, duration: duration, tolerance: relative)
        <= Double(Self.maximumStops)
    else { throw .tooManyStops(limit: Self.maximumStops) }
    guard
      strategy.search != .galloping
        || Self.estimatedRoundingWork(motion: motion, duration: duration, tolerance: relative)
          <= Double(Self.evaluationBudget)
    else {
      throw .tooMuchWork(
        evaluations: Self.evaluationBudget, timeScaleRatio: Self.timeScaleRatio(motion.spring))
    }
    let scale = format == .cssLinear || unit == .fraction ? 1 : distance
    let printer = ValuePrinter(
      scale: scale, decimals: Self.valueDecimals(for: relative * abs(scale)))
    let stops = try Self.searchStops(
      motion: motion, duration: duration, tolerance: relative,
      limit: relative * (1 - Self.margin) - reserve,
      printer: printer, strategy: strategy)
    let grid = stops.grid
    let printed = stops.stops.map {
      ExportStop(
        offsetText: grid.offsetText($0.index), percentText: grid.percentText($0.index),
        valueText: $0.value.text)
    }
    let text = ExportRendering.text(
      format: format, stops: printed, durationText: durationText, unit: unit)

    // Read the text back and measure what it says.
    let reading = try ExportRendering.read(text, format: format)
    guard reading.duration == duration, reading.points.count == printed.count else {
      throw .verificationFailed(
        reason: "the text reads back as \(reading.points.count) points over \(reading.duration) s")
    }
    let curve = try PiecewiseLinearCurve(
      times: reading.points.map { $0.offset * duration },
      values: reading.points.map { $0.value / scale })
    let deviation = motion.maximumDeviation(of: curve, provingAtMost: relative)
    var rest = motion.restDeviation(after: duration)
    rest.upper = min(rest.upper, relative)  // settlingTime(relative) ≤ duration
    let worst = max(deviation.upper, rest.upper)
    guard worst <= relative, curve.values.last == 1, curve.values.first == 0 else {
      throw .verificationFailed(
        reason: "deviation up to \(worst) of the distance, tolerance \(relative)")
    }
    let unitScale = unit == .fraction ? 1 : abs(distance)
    self.format = format
    self.unit = unit
    self.tolerance = tolerance
    self.distance = distance
    self.settlingTime = settling
    self.durationText = durationText
    self.duration = duration
    self.stops = printed
    self.text = text
    self.maxError = min(Self.roundedUp(worst * unitScale, significantDigits: 3), tolerance)
    self.deviation = deviation
    self.restDeviation = rest
    self.offsetDecimals = grid.decimals
    self.valueDecimals = printer.decimals
  }

  /// The `linear()` function of a `css-linear` export; nil for the others.
  public var linearFunction: String? {
    format == .cssLinear ? ExportRendering.linearFunction(stops) : nil
  }

  /// The number of stops.
  public var pointCount: Int { stops.count }

  /// About how many stops a lightly damped motion needs (within ~20 %), so
  /// that one ringing for thousands of cycles is refused at once rather
  /// than after 100,000 stops: pieces are about √(16T/|p''|) long, |p''|
  /// averages about 0.5·M0·e^(−αt) under its envelope, so the count is
  /// about 0.7·√M0·(2/α)(1 − e^(−αD/2))/√(16T). 0 for ζ ≥ 1, whose pieces
  /// lengthen exponentially.
  static func estimatedStops(motion: ProgressMotion, duration: Double, tolerance: Double) -> Double
  {
    guard motion.spring.regime == .underdamped || motion.spring.regime == .undamped else {
      return 0
    }
    let alpha = motion.spring.decayRate
    let m0 = motion.curvature.maximum(after: motion.motion.initialState)
    let span = alpha > 0 ? (2 / alpha) * (1 - exp(-alpha * duration / 2)) : duration
    return 0.7 * m0.squareRoot() * span / (16 * tolerance).squareRoot()
  }

  /// The fewest decimals whose rounding (half a unit in the last place)
  /// costs at most 1/16 of `tolerance` (in the printed unit).
  static func valueDecimals(for tolerance: Double) -> Int {
    var decimals = 0
    while 0.5 / DecimalText.powerOfTen(decimals) > tolerance / 16 && decimals < 22 { decimals += 1 }
    return decimals
  }

  /// Stops on the coarsest grid whose steps are a small part of the shortest
  /// piece the curvature allows, refined if a step from some stop fails.
  static func searchStops(
    motion: ProgressMotion, duration: Double, tolerance: Double, limit: Double,
    printer: ValuePrinter, strategy: StopStrategy
  ) throws(ExportError) -> (grid: OffsetGrid, stops: [StopSearch.GridStop]) {
    // |p''| ≤ M0 for all t ≥ 0, so no piece need be shorter than √(8T/M0).
    let m0 = motion.curvature.maximum(after: motion.motion.initialState)
    let shortest = m0 > 0 ? (8 * tolerance / m0).squareRoot() : duration
    var decimals = 2
    while decimals < maximumOffsetDecimals
      && duration / DecimalText.powerOfTen(decimals) > shortest / 32
    {
      decimals += 1
    }
    var spent = 0
    while true {
      let grid = OffsetGrid(decimals: decimals, duration: duration)
      var search = StopSearch(
        motion: motion, grid: grid, printer: printer, tolerance: tolerance, limit: limit,
        strategy: strategy,
        // The linear scan is a yardstick for tests, one check per grid step:
        // only the galloping search is held to the budget.
        evaluationBudget: strategy.search == .galloping ? evaluationBudget - spent : .max)
      defer { spent += search.check.evaluations }
      do {
        let guess = Int(
          min(Double(grid.count), (shortest / duration * Double(grid.count)).rounded(.down)))
        let stops = try search.stops(initialLength: guess, limit: maximumStops)
        return (grid, stops)
      } catch let error as ExportError {
        throw error
      } catch is StopSearch.BudgetSpent {
        throw .tooMuchWork(
          evaluations: evaluationBudget, timeScaleRatio: timeScaleRatio(motion.spring))
      } catch {
        guard decimals < maximumOffsetDecimals else {
          throw .toleranceTooSmall(
            tolerance: tolerance,
            reason:
              "no straight piece between adjacent printable instants "
              + "(1e-\(decimals) of the duration) "
              + "stays within it")
        }
        decimals += 1
      }
    }
  }

  /// About how many evaluations the chord checks spend on a heavily
  /// overdamped motion, whose curvature bound is ruled by rounding rather
  /// than by the motion: the bound reserves 1e-9 of ω0²|x| for the rounding
  /// of the state, while the slow mode bends only by ω0²|x|/R (R the time
  /// scale ratio, about 4ζ²). Once 1e-9·R ≥ 1, pieces are about
  /// √(16T/(1e-9 ω0²|x|)) long with |x| ≤ s·e^(−rt) (s the initial scale, r
  /// the slow rate ω0/√R), so about 0.7·√(1e-9 ω0² s/(16T))·(2/r)(1 −
  /// e^(−rD/2)) stops, and the galloping search spends about 10^5
  /// evaluations per stop on pieces it can neither prove nor refute
  /// (measured: within a factor of 2 for ζ from 3e4 to 1e6). 0 otherwise.
  static func estimatedRoundingWork(motion: ProgressMotion, duration: Double, tolerance: Double)
    -> Double
  {
    let spring = motion.spring
    guard spring.regime == .overdamped else { return 0 }
    let ratio = timeScaleRatio(spring)
    guard 1e-9 * ratio >= 1 else { return 0 }
    guard ratio.isFinite else { return .infinity }
    let omega0 = spring.naturalFrequency
    let slow = omega0 / ratio.squareRoot()
    let state = motion.motion.initialState
    let scale = max(abs(state.position), abs(state.velocity) / omega0)
    let span = slow > 0 ? (2 / slow) * (1 - exp(-slow * duration / 2)) : duration
    let stops = 0.7 * (1e-9 * scale / (16 * tolerance)).squareRoot() * (omega0 * span)
    return stops * 100_000
  }

  /// The slowest time scale of `spring`'s motion over its fastest: 4ζ²
  /// about for ζ ≫ 1 (the two decay rates), 1/ζ about for ζ ≪ 1 (the
  /// decay time over the period), 1 near critical damping.
  static func timeScaleRatio(_ spring: Spring) -> Double {
    let zeta = spring.dampingRatio
    guard zeta.isFinite else { return .infinity }
    if zeta > 1 {
      // r± = ω0(ζ ± √(ζ²−1)): their ratio is (ζ + √(ζ²−1))².
      let root = zeta + ((zeta - 1).squareRoot() * (zeta + 1).squareRoot())
      return root * root
    }
    return zeta > 0 ? max(1, 1 / zeta) : .infinity
  }

  /// `value` (≥ 0) rounded up to `significantDigits` significant digits.
  static func roundedUp(_ value: Double, significantDigits: Int) -> Double {
    guard value > 0, value.isFinite else { return value }
    return Double(DecimalText.roundedUp(value, significantDigits: significantDigits)) ?? value
  }
}
