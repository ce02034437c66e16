//===--- VectorLibmKernel.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The vector-libm limit (spring_baseline.c: the textbook closed form with
// glibc's libmvec, four doubles at a time on AVX2) as a Swift function, so
// that accuracy.md can measure the kernel that throughput.md times.
//
//===----------------------------------------------------------------------===//

import CSpringBaseline
import SpringModel

/// The textbook closed form with glibc's vector exp, sin and cos.
public enum VectorLibmKernel {
  /// Why the kernel cannot run on this machine, or nil when it can.
  public static var unavailableReason: String? {
    spring_libmvec_unavailable_reason().map { String(cString: $0) }
  }

  /// The states of `spring` released from `start` at `times`; nil where the
  /// kernel cannot run (`unavailableReason`).
  public static func states(
    of spring: Spring, from start: SpringState, at times: [Double]
  ) -> [SpringState]? {
    var coefficients = spring_baseline_make(
      spring.mass, spring.stiffness, spring.damping, start.position, start.velocity)
    var positions = [Double](repeating: 0, count: times.count)
    var velocities = [Double](repeating: 0, count: times.count)
    let ran = spring_libmvec_evaluate(
      &coefficients, times, &positions, &velocities, times.count)
    guard ran != 0 || times.isEmpty else { return nil }
    return zip(positions, velocities).map { SpringState(position: $0, velocity: $1) }
  }
}
