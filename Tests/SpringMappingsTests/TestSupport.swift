//===--- TestSupport.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Comparisons used across the SpringMappings tests.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `a` and `b` agree to a relative `tolerance` (absolute near 0).
func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b)) || (a == b)
}

/// Whether `value` rounds to `expected` at `decimals` decimal places — for
/// vectors published to a fixed number of digits.
func rounds(_ value: Double, to expected: Double, decimals: Int) -> Bool {
  let scale = pow(10, Double(decimals))
  return (value * scale).rounded() == (expected * scale).rounded()
}

/// The root of the decreasing function `f` on [low, high] by bisection: an
/// independent solver for checking closed forms and emulations.
func bisect(_ low: Double, _ high: Double, _ f: (Double) -> Double) -> Double {
  var low = low
  var high = high
  for _ in 0..<200 {
    let mid = 0.5 * (low + high)
    if f(mid) > 0 { low = mid } else { high = mid }
  }
  return 0.5 * (low + high)
}

/// ω0·T where the critically damped envelope (1 + x)e^(−x) reaches 0.001,
/// solved independently: 9.23341347645…
let criticalSettlingProduct = bisect(1, 20) { (1 + $0) * exp(-$0) - 0.001 }

/// The physical spring of API `id` with `parameters`.
func physical(
  _ id: String, _ parameters: [String: ParameterValue], context: ConversionContext = .unit
) throws -> PhysicalSpring {
  try SpringAPIRegistry.make(id: id, parameters: parameters).physical(in: context)
}

/// A spring, for tests whose parameters are known to be valid.
func spring(_ mass: Double = 1, _ stiffness: Double, _ damping: Double) throws -> Spring {
  try Spring(mass: mass, stiffness: stiffness, damping: damping)
}
