//===--- CSSCode.swift ----------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The spring as CSS: SpringLab's `linear()` export (`springlab export --to
// css-linear`), its tolerance and proven bound stated in the heading.
//
//===----------------------------------------------------------------------===//

import SpringExport
import SpringMappings

/// The CSS snippet.
enum CSSCode {
  /// The `linear()` easing and duration of `physical`'s motion, never more
  /// than `tolerance` of the distance from it; a comment with the reason
  /// when the export refuses (a spring that never settles, say).
  static func snippet(
    physical: PhysicalSpring, distance: Double, tolerance: Double, fling: Double? = nil
  ) -> CodeSnippet {
    let language = CodeLanguage.css
    func refusal(_ reason: String) -> CodeSnippet {
      CodeSnippet(
        target: "css", platform: "CSS", language: language, isRepresentable: false,
        code: language.comment(
          "CSS (springlab export --to css-linear): not representable: \(reason)"))
    }
    if let fling {
      return refusal(
        "the distance is 0 (a fling of \(ReproducingDecimals.text(fling)) units/s from the target), and an easing curve "
          + "runs from 0 to 1 of a distance")
    }
    guard physical.initialVelocity.isFinite else {
      return refusal("the initial velocity is beyond binary64 in distances per second")
    }
    do {
      let motion = try ProgressMotion(
        spring: physical.spring, initialVelocity: physical.initialVelocity)
      let export = try EasingExport(
        motion: motion, distance: distance, unit: .fraction, tolerance: tolerance,
        format: .cssLinear)
      let heading = language.comment(
        "CSS (springlab export --to css-linear): within \(ReproducingDecimals.text(tolerance)) of the "
          + "distance at every time (proven bound \(ReproducingDecimals.text(export.maxError))), "
          + "\(export.pointCount) stops")
      let body = export.text.hasSuffix("\n") ? String(export.text.dropLast()) : export.text
      return CodeSnippet(
        target: "css", platform: "CSS", language: language, isRepresentable: true,
        code: heading + "\n" + body)
    } catch {
      let reason = "\(error)"
      // A message about quantities beyond binary64 names them `inf`: say it in words.
      let words = reason.split { !$0.isLetter }.map { $0.lowercased() }
      return refusal(
        words.contains("inf") || words.contains("nan")
          ? "this motion's time scale or rounding is beyond what the export can verify in binary64"
          : reason)
    }
  }
}
