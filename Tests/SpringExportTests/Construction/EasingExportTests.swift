//===--- EasingExportTests.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The export's guarantee, checked from the outside: every format's printed
// text is read back by the tests' own readers and compared with the MPFR
// truth on a dense grid, at every stop and between stops; after the duration
// the motion stays within the tolerance of the target; the duration is the
// settling time (the motion still reaches the tolerance just before it); the
// ends hold; overshoot is kept.
//
//===----------------------------------------------------------------------===//

import SpringExport
import SpringModel
import SpringTruth
import Testing

@Suite("Export guarantee: the printed curve stays within the tolerance of the motion")
struct EasingExportTests {
  /// Reads `export` back and checks it against the truth of `test`;
  /// returns the largest deviation found (in the export's unit).
  @discardableResult
  static func checkGuarantee(
    _ test: TestMotion, _ export: EasingExport, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Double {
    let read = try ReadExport(export.text, format: export.format)
    let label = "\(test) \(export.format.rawValue) T \(export.tolerance) \(export.unit.rawValue)"
    // Values are progress for css-linear and fractions, px otherwise.
    let valueScale = export.format == .cssLinear || export.unit == .fraction ? 1 : export.distance
    let unitScale = export.unit == .fraction ? 1 : abs(export.distance)
    let relative = export.tolerance / unitScale
    #expect(read.duration == export.duration, "\(label)", sourceLocation: sourceLocation)
    #expect(read.points.count == export.pointCount, "\(label)", sourceLocation: sourceLocation)
    // The ends hold: (0, 0) and (1, target) exactly, offsets increasing.
    #expect(
      read.points.first?.offset == 0 && read.points.first?.value == 0, "\(label)",
      sourceLocation: sourceLocation)
    #expect(
      read.points.last?.offset == 1 && read.points.last?.value == valueScale, "\(label)",
      sourceLocation: sourceLocation)
    #expect(
      zip(read.points, read.points.dropFirst()).allSatisfy { $0.offset < $1.offset }, "\(label)",
      sourceLocation: sourceLocation)
    // Dense grid, every stop, and 3 instants inside every piece.
    var offsets = (0...4000).map { Double($0) / 4000 }
    for (p, q) in zip(read.points, read.points.dropFirst()) {
      offsets += [p.offset] + [0.25, 0.5, 0.75].map { p.offset + $0 * (q.offset - p.offset) }
    }
    let slack = 1e-15
    var worst = 0.0
    for offset in offsets {
      let deviation = abs(
        read.value(at: offset) / valueScale - test.truthProgress(at: offset * read.duration))
      worst = max(worst, deviation)
    }
    // Within the tolerance, and within the margin kept below it for evaluators
    // that re-check with their own rounding.
    let kept = relative * (1 - EasingExport.margin)
    #expect(worst <= kept + slack, "\(label): \(worst) > \(kept)", sourceLocation: sourceLocation)
    // After the duration the value rests on the target: the motion must stay
    // within the tolerance of it.
    let period =
      test.spring.dampingRatio < 1 ? test.spring.period : 1 / test.spring.naturalFrequency
    let span = 4 * max(period, read.duration)
    var restWorst = 0.0
    for step in 0...4000 {
      let t = read.duration + span * Double(step) / 4000
      restWorst = max(restWorst, abs(test.truthProgress(at: t) - 1))
    }
    #expect(
      restWorst <= relative + slack, "\(label): after the end \(restWorst)",
      sourceLocation: sourceLocation)
    // The duration is the settling time: just before it the motion still
    // reaches the tolerance.
    var reach = 0.0
    for step in 0...400 {
      let t = read.duration * (1 - 2e-4 * Double(step) / 400)
      reach = max(reach, abs(test.truthProgress(at: t) - 1))
    }
    #expect(
      reach >= relative * (1 - 1e-3), "\(label): only \(reach) near the end",
      sourceLocation: sourceLocation)
    // maxError: no more than the tolerance, no less than what is observed.
    let observed = max(worst, restWorst) * unitScale
    #expect(export.maxError <= export.tolerance, "\(label)", sourceLocation: sourceLocation)
    #expect(
      export.maxError >= observed * (1 - 1e-9), "\(label): \(export.maxError) < \(observed)",
      sourceLocation: sourceLocation)
    return observed
  }

  @Test("Apple presets and typical springs: every format at 1e-2, 1e-3 and 1e-4 of the distance")
  func fractionTolerances() throws {
    for test in try TestMotion.applePresets() + TestMotion.typical() {
      for tolerance in [1e-2, 1e-3, 1e-4] {
        for format in ExportFormat.allCases {
          let export = try EasingExport(
            motion: try test.progressMotion, tolerance: tolerance, format: format)
          try Self.checkGuarantee(test, export)
        }
      }
    }
  }

  @Test("px: 100 px and 1000 px moves at 0.1 to 2 px, every format")
  func pixelTolerances() throws {
    for test in try TestMotion.applePresets() + TestMotion.typical() {
      for distance in [100.0, -1000] {
        for tolerance in [0.1, 0.5, 2] {
          for format in ExportFormat.allCases {
            let export = try EasingExport(
              motion: try test.progressMotion, distance: distance, unit: .px, tolerance: tolerance,
              format: format)
            try Self.checkGuarantee(test, export)
          }
        }
      }
    }
  }

  @Test("random seeded springs (bouncy, critical, overdamped, flung): the bound holds")
  func randomSprings() throws {
    var random = SplitMix64(seed: 0x5EED_E8B0)
    for test in try TestMotion.random(count: 48, seed: 20_261_201) {
      let tolerance = random.logUniform(1e-5, 3e-2)
      let format = ExportFormat.allCases[Int(random.next() % 4)]
      let export = try EasingExport(
        motion: try test.progressMotion, tolerance: tolerance, format: format)
      try Self.checkGuarantee(test, export)
    }
  }

  @Test("overshoot is kept: the highest stop is within the tolerance of the truth's peak")
  func overshootKept() throws {
    for test in try TestMotion.applePresets() + TestMotion.typical() {
      let motion = try test.progressMotion
      for (tolerance, distance) in [(1e-3, 1.0), (1e-4, 1), (0.5, 300)] {
        let unit: ExportUnit = distance == 1 ? .fraction : .px
        let export = try EasingExport(
          motion: motion, distance: distance, unit: unit, tolerance: tolerance, format: .json)
        let relative = tolerance / distance
        var peak = 0.0
        for step in 0...20_000 {
          peak = max(peak, test.truthProgress(at: export.duration * Double(step) / 20_000))
        }
        let highest = (export.stops.map(\.value).max() ?? 0) / distance
        #expect(abs(highest - peak) <= relative, "\(test): stop \(highest) vs peak \(peak)")
        if peak > 1 + 2 * relative { #expect(highest > 1, "\(test): overshoot \(peak - 1) lost") }
      }
    }
  }

  @Test("the fewest-stops search never needs more stops than the plain greedy construction")
  func neverMoreThanPlainGreedy() throws {
    var saved = 0
    var total = 0
    for test in try TestMotion.applePresets() + TestMotion.typical()
      + TestMotion.random(count: 6, seed: 77)
    {
      let motion = try test.progressMotion
      for tolerance in [1e-2, 1e-3] {
        let best = try EasingExport(motion: motion, tolerance: tolerance, format: .cssLinear)
        let galloping = try EasingExport(
          motion: motion, tolerance: tolerance, format: .cssLinear,
          strategy: StopStrategy(search: .galloping, placement: .onCurve))
        let plain = try EasingExport(
          motion: motion, tolerance: tolerance, format: .cssLinear, strategy: .plainGreedy)
        #expect(best.pointCount <= plain.pointCount, "\(test) T \(tolerance)")
        #expect(galloping.pointCount <= plain.pointCount, "\(test) T \(tolerance)")
        try Self.checkGuarantee(test, plain)
        saved += plain.pointCount - best.pointCount
        total += plain.pointCount
      }
    }
    // Shifted values make pieces longer: at least 10 % fewer stops overall.
    #expect(Double(saved) >= 0.1 * Double(total), "saved \(saved) of \(total)")
  }

  @Test("refusals: never settles, nothing to animate, tolerance too small, bad numbers")
  func refusals() throws {
    let undamped = try ProgressMotion(spring: Spring(stiffness: 100, damping: 0))
    #expect(throws: ExportError.neverSettles(tolerance: 1e-3)) {
      try EasingExport(motion: undamped, tolerance: 1e-3, format: .cssLinear)
    }
    // Critically damped from rest never goes beyond the start: |x| ≤ 1.
    let critical = try ProgressMotion(spring: Spring(stiffness: 100, damping: 20))
    #expect(throws: ExportError.nothingToAnimate(tolerance: 1)) {
      try EasingExport(motion: critical, tolerance: 1, format: .cssLinear)
    }
    #expect(throws: ExportError.self) {
      try EasingExport(motion: critical, tolerance: 5e-10, format: .json)
    }
    #expect(throws: ExportError.self) {
      try EasingExport(motion: critical, distance: 1e6, unit: .px, tolerance: 1e-4, format: .json)
    }
    // ζ = 1e-4 rings for ~3300 cycles before settling at 1e-9: the closed
    // form's rounding over them (~2e-9) is too large a part of it.
    let ringing = try ProgressMotion(spring: Spring(naturalFrequency: 10, dampingRatio: 1e-4))
    #expect(throws: ExportError.self) {
      try EasingExport(motion: ringing, tolerance: 1e-9, format: .json)
    }
    // At 1e-6 it would need more stops than any easing should carry.
    #expect(throws: ExportError.tooManyStops(limit: EasingExport.maximumStops)) {
      try EasingExport(motion: ringing, tolerance: 1e-6, format: .json)
    }
    for bad in [0, -1, Double.nan, .infinity] {
      #expect(throws: ExportError.self) {
        try EasingExport(motion: critical, tolerance: bad, format: .json)
      }
      #expect(throws: ExportError.self) {
        try EasingExport(
          motion: critical, distance: bad == -1 ? 0 : bad, tolerance: 0.01, format: .json)
      }
    }
    #expect(throws: ExportError.self) {
      try ProgressMotion(spring: Spring(stiffness: 1, damping: 1), initialVelocity: .nan)
    }
    #expect(throws: ExportError.self) {
      try ProgressMotion(spring: Spring(stiffness: 1, damping: 1), start: 5, velocity: 0, target: 5)
    }
  }
}
