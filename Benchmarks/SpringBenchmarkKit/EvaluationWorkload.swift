//===--- EvaluationWorkload.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The fixed, seeded workloads every evaluator is timed on: the same springs,
// states and frame times for the Swift evaluators and the C baseline, so
// their figures are comparable per sample.
//
//===----------------------------------------------------------------------===//

import CSpringBaseline
import SpringModel
import SpringTruth

/// A set of motions sampled on a shared uniform frame grid.
public final class EvaluationWorkload: @unchecked Sendable {
  // @unchecked: the output buffers are scratch space owned by one benchmark
  // run at a time; everything else is immutable after init.

  /// The motions (one per spring).
  public let motions: [SpringMotion]
  /// The frame grid every motion is sampled on.
  public let grid: UniformTimeGrid
  let times: [Double]
  let batch: SpringMotionBatch
  let samplers: [FrameGridSampler]
  let baselines: [spring_baseline]
  var positions: [Double]
  var velocities: [Double]

  /// Samples per iteration of every evaluator: motions × grid points.
  public var sampleCount: Int { motions.count * grid.count }

  /// `count` motions drawn from `family` (seeded), sampled at `frames`
  /// frames of `frameStep` seconds.
  /// The default workload's size: motions, frames, and the frame step in seconds.
  public static let defaultCount = 64, defaultFrames = 1024, defaultFrameStep = 1.0 / 120

  public init(
    family: SweepFamily, count: Int = defaultCount, frames: Int = defaultFrames,
    frameStep: Double = defaultFrameStep
  ) {
    let cases = family.cases(count: count, seed: 2026_11_29)
    motions = cases.map { SpringMotion(spring: $0.spring, initialState: $0.initialState) }
    // The workloads' steps and counts are positive and finite: valid grids
    // and samplers, so a failure is a programming error.
    let grid: UniformTimeGrid
    do {
      grid = try UniformTimeGrid(step: frameStep, count: frames)
      samplers = try motions.map {
        try FrameGridSampler(
          spring: $0.spring, step: frameStep,
          tableSize: FrameGridSampler.preferredTableSize(forSampleCount: frames))
      }
    } catch {
      preconditionFailure("evaluation workload: step \(frameStep), \(frames) frames: \(error)")
    }
    self.grid = grid
    times = (0..<frames).map { grid.time(at: $0) }
    batch = SpringMotionBatch(motions)
    baselines = motions.map {
      spring_baseline_make(
        $0.spring.mass, $0.spring.stiffness, $0.spring.damping,
        $0.initialState.position, $0.initialState.velocity)
    }
    positions = [Double](repeating: 0, count: max(frames, count))
    velocities = [Double](repeating: 0, count: max(frames, count))
  }

  /// One measured run of this workload, named as its benchmark is.
  public struct NamedRun: Sendable {
    /// The benchmark's name.
    public var name: String
    /// Items per run: samples, or settling queries when `isQuery`.
    public var items: Int
    /// Whether an item is a settling query (else one sample).
    public var isQuery: Bool
    /// The run; returns a checksum that keeps the work alive.
    public var run: @Sendable () -> Double
  }

  /// The runs that both the timings (ClosedFormSuite.swift) and the
  /// instruction counts (FixedWorkloads.swift) measure on the everyday
  /// workload: the direct, frame-grid and batched evaluators and the C
  /// baseline per sample, and settling per query.
  public var evaluatorRuns: [NamedRun] {
    [
      NamedRun(name: "closed-form.direct", items: sampleCount, isQuery: false) { self.runDirect() },
      NamedRun(name: "closed-form.frame-grid", items: sampleCount, isQuery: false) {
        self.runFrameGrid()
      },
      NamedRun(name: "closed-form.batched", items: sampleCount, isQuery: false) {
        self.runBatched()
      },
      NamedRun(name: "c-baseline.direct", items: sampleCount, isQuery: false) {
        self.runCBaseline()
      },
      NamedRun(name: "settle.exact", items: motions.count, isQuery: true) { self.runSettle() },
    ]
  }

  /// Every motion at every frame time by `SpringMotion.state(at:)`, through
  /// `SpringMotion.evaluate(at:positions:velocities:)` — the same values,
  /// written to the output buffers as the C baseline's
  /// `spring_baseline_evaluate` writes them (runCBaseline).
  public func runDirect() -> Double {
    times.withUnsafeBufferPointer { t in
      withOutputs { p, v in
        var sum = 0.0
        for motion in motions {
          motion.evaluate(at: t, positions: p, velocities: v)
          sum += p[t.count - 1] + v[t.count / 2]
        }
        return sum
      }
    }
  }

  /// Every motion at every frame time by the C textbook closed form.
  public func runCBaseline() -> Double {
    times.withUnsafeBufferPointer { t in
      withOutputs { p, v in
        var sum = 0.0
        for index in baselines.indices {
          withUnsafePointer(to: baselines[index]) { spring in
            spring_baseline_evaluate(
              spring, t.baseAddress!, p.baseAddress!, v.baseAddress!, t.count)
          }
          sum += p[t.count - 1] + v[t.count / 2]
        }
        return sum
      }
    }
  }

  /// Every motion at every frame time by the textbook closed form with
  /// glibc's vector exp, sin and cos, four lanes at a time (the vector-libm
  /// limit); nil where libmvec's AVX2 variants cannot run
  /// (`CSpringBaseline.spring_libmvec_unavailable_reason`).
  public func runLibmvec() -> Double? {
    times.withUnsafeBufferPointer { t in
      withOutputs { p, v in
        var sum = 0.0
        for index in baselines.indices {
          let ran = withUnsafePointer(to: baselines[index]) { spring in
            spring_libmvec_evaluate(
              spring, t.baseAddress!, p.baseAddress!, v.baseAddress!, t.count)
          }
          guard ran != 0 else { return .nan }
          sum += p[t.count - 1] + v[t.count / 2]
        }
        return sum
      }
    }.nilIfNaN
  }

  /// Why `runLibmvec` cannot run on this machine, or nil when it can.
  public static var libmvecUnavailableReason: String? {
    spring_libmvec_unavailable_reason().map { String(cString: $0) }
  }

  /// Every motion's whole trajectory by its frame-grid sampler (the table is
  /// built once per spring and step, outside the timing, as an animation
  /// system would cache it).
  public func runFrameGrid() -> Double {
    let frames = grid.count
    return withOutputs { p, v in
      var sum = 0.0
      for (motion, sampler) in zip(motions, samplers) {
        sampler.sample(motion, start: grid.start, count: frames, positions: p, velocities: v)
        sum += p[frames - 1] + v[frames / 2]
      }
      return sum
    }
  }

  /// All motions at once, frame by frame, by the SIMD batch.
  public func runBatched() -> Double {
    let count = motions.count
    return withOutputs { p, v in
      var sum = 0.0
      for time in times {
        batch.evaluate(at: time, positions: p, velocities: v)
        sum += p[count - 1] + v[0]
      }
      return sum
    }
  }

  /// `body` with the scratch position and velocity buffers.
  func withOutputs(
    _ body: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Double
  ) -> Double {
    positions.withUnsafeMutableBufferPointer { p in
      velocities.withUnsafeMutableBufferPointer { v in body(p, v) }
    }
  }

  /// The exact settling time of every motion at ε = 1e-3 of its scale.
  public func runSettle() -> Double {
    var sum = 0.0
    for motion in motions {
      let scale = max(abs(motion.initialState.position), 1e-300)
      sum += (try? motion.settlingTime(threshold: 1e-3 * scale)) ?? 0
    }
    return sum
  }
}

extension Double {
  /// nil for NaN.
  fileprivate var nilIfNaN: Double? { isNaN ? nil : self }
}
