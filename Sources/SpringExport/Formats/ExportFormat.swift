//===--- ExportFormat.swift -----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The formats an exported curve is printed in, and the unit of its values.
//
//===----------------------------------------------------------------------===//

/// What an exported curve is printed as.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
  /// A CSS `linear()` easing function (values are progress, 0 → 1) and the
  /// duration, as `transition-timing-function` / `transition-duration`.
  case cssLinear = "css-linear"
  /// An `@keyframes` block with percentages, played with
  /// `animation-timing-function: linear`.
  case cssKeyframes = "css-keyframes"
  /// `keyTimes` and `values` for a `CAKeyframeAnimation` with
  /// `calculationMode = linear`, as a property-list fragment.
  case caKeyframes = "ca-keyframes"
  /// The stops as JSON: `{"duration", "unit", "keyframes": [{"offset",
  /// "value"}]}` (offsets as Web Animations keyframe offsets).
  case json
}

/// What values and the tolerance are measured in.
public enum ExportUnit: String, CaseIterable, Hashable, Sendable {
  /// Fractions of the distance: the value runs from 0 to 1.
  case fraction
  /// The value's own units (CSS pixels): the value runs from 0 to the
  /// distance.
  case px
}
