//===--- SplitMix64.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny, fast, seedable random number generator (Steele, Lea & Flood's
/// SplitMix64), so every sweep and randomized test is reproducible.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double uniformly distributed in [lower, upper).
  public mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
    Double.random(in: lower..<upper, using: &self)
  }

  /// A double whose logarithm is uniform: lower · (upper/lower)^u, u ∈ [0, 1).
  /// Requires 0 < lower < upper.
  public mutating func logUniform(_ lower: Double, _ upper: Double) -> Double {
    let u = uniform(0, 1)
    return exp2(log2(lower) + u * (log2(upper) - log2(lower)))
  }

  /// +1 or −1 with equal probability.
  public mutating func sign() -> Double { Bool.random(using: &self) ? 1 : -1 }
}
