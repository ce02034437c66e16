//===--- FrameClock.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The display frames a replayed engine is driven by: steady at F Hz, or
// jittered with a seeded generator — every frame interval is (1 + J·u)/F with
// u uniform in [−1, 1], and with probability `dropProbability` a vsync is
// missed, so that interval is one nominal frame longer.
//
// Frame 0 is at t = 0, the moment the animation is started (by code running
// in that frame or by an event at that instant); the value shown on frame 0
// is the start value for every engine.
//
//===----------------------------------------------------------------------===//

/// A sequence of frame timestamps in seconds since the animation started.
public struct FrameClock: Sendable, Hashable {
  /// Nominal frames per second F, finite, in [1, 1000].
  public let framesPerSecond: Double
  /// Interval jitter J as a fraction of 1/F, in [0, 0.9].
  public let jitter: Double
  /// Chance in [0, 0.5] that a frame is dropped (its interval grows by 1/F).
  public let dropProbability: Double
  /// Seed of the jitter and drop generator.
  public let seed: UInt64

  /// The chance of a dropped frame in a jittered clock: one frame in 40.
  public static let jitteredDropProbability = 1.0 / 40

  /// A steady clock at `framesPerSecond`.
  /// - Throws: `FrameClockError` unless 1 ≤ F ≤ 1000.
  public init(framesPerSecond: Double) throws(FrameClockError) {
    try self.init(framesPerSecond: framesPerSecond, jitter: 0, seed: 0)
  }

  /// A clock at `framesPerSecond` with interval jitter ±`jitter`·(1/F) and,
  /// when `jitter` > 0, dropped frames with `jitteredDropProbability` unless
  /// `dropProbability` says otherwise.
  /// - Throws: `FrameClockError` naming the first value out of its domain.
  public init(
    framesPerSecond: Double, jitter: Double, dropProbability: Double? = nil, seed: UInt64
  ) throws(FrameClockError) {
    guard framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 1000 else {
      throw FrameClockError(parameter: "fps", value: framesPerSecond, requirement: "in [1, 1000]")
    }
    guard jitter.isFinite, jitter >= 0, jitter <= 0.9 else {
      throw FrameClockError(parameter: "jitter", value: jitter, requirement: "in [0, 0.9]")
    }
    let drop = dropProbability ?? (jitter > 0 ? Self.jitteredDropProbability : 0)
    guard drop.isFinite, drop >= 0, drop <= 0.5 else {
      throw FrameClockError(parameter: "dropProbability", value: drop, requirement: "in [0, 0.5]")
    }
    self.framesPerSecond = framesPerSecond
    self.jitter = jitter
    self.dropProbability = drop
    self.seed = seed
  }

  /// A steady 60 Hz clock.
  public static let sixtyHertz = FrameClock(steady: 60)

  private init(steady framesPerSecond: Double) {
    self.framesPerSecond = framesPerSecond
    jitter = 0
    dropProbability = 0
    seed = 0
  }

  /// The nominal frame interval 1/F in seconds.
  public var nominalInterval: Double { 1 / framesPerSecond }

  /// Whether every interval is exactly 1/F.
  public var isSteady: Bool { jitter == 0 && dropProbability == 0 }

  /// Frame times t₀ = 0 < t₁ < … up to and including the first one ≥ `end`
  /// (seconds, finite, ≥ 0; capped at 10⁶ frames). A steady clock gives
  /// n/F exactly as `Double(n) / F`, so the frames of clocks whose rates
  /// divide each other coincide bit for bit at common times.
  public func frameTimes(through end: Double) -> [Double] {
    let limit = 1_000_000
    var times: [Double] = [0]
    if isSteady {
      var n = 1
      while times[times.count - 1] < end && n < limit {
        times.append(Double(n) / framesPerSecond)
        n += 1
      }
      return times
    }
    var random = ReplayRandom(seed: seed)
    var time = 0.0
    while time < end && times.count < limit {
      var interval = (1 + jitter * (2 * random.unit() - 1)) / framesPerSecond
      if random.unit() < dropProbability { interval += 1 / framesPerSecond }
      time += interval
      times.append(time)
    }
    return times
  }
}

/// A frame clock parameter out of its domain.
public struct FrameClockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter, e.g. `fps`.
  public var parameter: String
  /// The value given.
  public var value: Double
  /// What it must be, e.g. `in [1, 1000]`.
  public var requirement: String

  public var description: String { "\(parameter) must be \(requirement) (got \(value))" }
}

/// SplitMix64 (Steele, Lea & Flood) for the jittered clock: seeded, so every
/// replay is reproducible.
struct ReplayRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1), 53 random bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
