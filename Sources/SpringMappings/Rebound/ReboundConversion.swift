//===--- ReboundConversion.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Rebound's conversions from the Origami design tool (rebound-js
// OrigamiValueConverter.js and BouncyConversion.js; rebound-java has the same
// code):
//
//   tension  = (o_t − 30)·3.62 + 194      friction = (o_f − 8)·3 + 25
//
// and from PopAnimation's (bounciness, speed): speed/1.7 and bounciness/1.7
// are normalized over 0…20; the speed picks an Origami tension on 0.5…200;
// the bounciness blends (quadratic-out) the Origami friction from a
// piecewise-cubic "no bounce" curve of that tension down to 0.01.
// Rebound's mass is 1: tension is k and friction is c.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rebound's Origami and PopAnimation conversions.
public enum ReboundConversion {
  /// Rebound tension (k) from an Origami tension value.
  public static func tension(origami value: Double) -> Double { (value - 30) * 3.62 + 194 }
  /// Origami tension value from a Rebound tension (k).
  public static func origamiTension(_ tension: Double) -> Double { (tension - 194) / 3.62 + 30 }
  /// Rebound friction (c) from an Origami friction value.
  public static func friction(origami value: Double) -> Double { (value - 8) * 3 + 25 }
  /// Origami friction value from a Rebound friction (c).
  public static func origamiFriction(_ friction: Double) -> Double { (friction - 25) / 3 + 8 }

  /// The Origami (tension, friction) of a PopAnimation (bounciness, speed).
  public static func origami(bounciness: Double, speed: Double) -> (
    tension: Double, friction: Double
  ) {
    let b = projectNormal(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
    let s = normalize(speed / 1.7, 0, 20)
    let tension = projectNormal(s, 0.5, 200)
    let friction = quadraticOut(b, noBounceFriction(tension: tension), 0.01)
    return (tension, friction)
  }

  /// The PopAnimation (bounciness, speed) of an Origami (tension, friction),
  /// or why none exists: the friction must lie between the no-bounce curve
  /// and its quadratic-out limit 0.01 + …; below that the curve's inverse
  /// has no real solution.
  public static func bouncinessAndSpeed(
    origamiTension tension: Double, origamiFriction friction: Double
  ) -> Result<(bounciness: Double, speed: Double), Unreachable> {
    let speed = (tension - 0.5) / 199.5 * 20 * 1.7
    let noBounce = noBounceFriction(tension: tension)
    guard noBounce != 0.01 else {
      return .failure(
        Unreachable("PopAnimation's friction curve is degenerate at Origami tension \(tension)"))
    }
    // friction = noBounce + t(0.01 − noBounce), t = 2b − b².
    let t = (friction - noBounce) / (0.01 - noBounce)
    guard t <= 1 else {
      return .failure(
        Unreachable(
          "Origami friction \(friction) is beyond what any bounciness reaches at tension \(tension) (the limit is 0.01)"
        ))
    }
    let b = 1 - (1 - t).squareRoot()
    return .success((bounciness: b / 0.8 * 20 * 1.7, speed: speed))
  }

  /// PopAnimation's "no bounce" Origami friction for an Origami tension.
  public static func noBounceFriction(tension x: Double) -> Double {
    if x <= 18 { return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
    if x <= 44 { return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
    return 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
  }

  private static func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
    (value - start) / (end - start)
  }
  private static func projectNormal(_ n: Double, _ start: Double, _ end: Double) -> Double {
    start + n * (end - start)
  }
  private static func quadraticOut(_ t: Double, _ start: Double, _ end: Double) -> Double {
    let u = 2 * t - t * t
    return u * end + (1 - u) * start
  }
}
