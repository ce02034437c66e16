//===--- ConcurrencyTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Many integrations on several threads at once give exactly the results of
// the same integrations run one after another: each call owns its GSL
// objects, and nothing in SpringReference is shared and mutable.
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringModel
import SpringReference
import SpringTruth
import Testing

@Suite("Integrations on several threads at once")
struct ConcurrencyTests {
  /// One job: a stepper on one UI spring, as a trajectory and a settling time.
  struct Job: Sendable {
    var integrator: ReferenceIntegrator
    var springCase: SpringCase

    struct Result: Equatable, Sendable {
      var trajectory: ReferenceTrajectory
      var settling: ReferenceSettling
    }

    func run() throws -> Result {
      Result(
        trajectory: try integrator.trajectory(
          of: springCase.spring, from: springCase.initialState, at: springCase.times),
        settling: try integrator.settlingTime(
          of: springCase.spring, from: springCase.initialState, threshold: 1e-3))
    }
  }

  /// Results written by index from any thread.
  final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Int: Result<Job.Result, Error>] = [:]
    func set(_ index: Int, _ result: Result<Job.Result, Error>) {
      lock.withLock { results[index] = result }
    }
    func get(_ index: Int) -> Result<Job.Result, Error>? { lock.withLock { results[index] } }
  }

  @Test("96 integrations on 8 threads equal the serial results, bit for bit")
  func concurrentEqualsSerial() throws {
    let steppers: [(ODEStepper, Double)] = [
      (.rk8pd, 1e-10), (.rkf45, 1e-9), (.bsimp, 1e-10), (.msadams, 1e-9), (.msbdf, 1e-9),
      (.rk4imp, 1e-8),
    ]
    let cases = SweepFamily.ui.cases(count: 16, seed: 5)
    var jobs: [Job] = []
    for (stepper, tolerance) in steppers {
      for springCase in cases {
        jobs.append(
          Job(
            integrator: try ReferenceIntegrator(stepper: stepper, tolerance: tolerance),
            springCase: springCase))
      }
    }
    let serial = try jobs.map { try $0.run() }

    let slots = ResultSlots()
    let threadCount = 8
    let group = DispatchGroup()
    let allJobs = jobs
    for threadIndex in 0..<threadCount {
      group.enter()
      let thread = Thread {
        // Thread k takes jobs k, k + 8, k + 16, …: all steppers interleave.
        for index in stride(from: threadIndex, to: allJobs.count, by: threadCount) {
          slots.set(index, Result { try allJobs[index].run() })
        }
        group.leave()
      }
      thread.start()
    }
    group.wait()

    for (index, expected) in serial.enumerated() {
      let concurrent = try #require(slots.get(index)).get()
      #expect(concurrent == expected, "job \(index): \(jobs[index].integrator.stepper)")
    }
    #expect(serial.allSatisfy { $0.trajectory.statistics.acceptedSteps > 0 })
  }
}
