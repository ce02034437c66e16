//===--- FrameStreamTests.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Frames streamed a block at a time have the bits of a sampling in one
// piece (the frame-grid sampler over the whole grid, written out here), for
// ordinary and extreme springs; a decimated chart keeps every frame up to
// its limit and, beyond, each column's first, lowest, highest and last.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel
import SpringTruth
import Testing

@testable import SpringFigures

@Suite("FrameStream and FrameDecimation")
struct FrameStreamTests {
  static func physical(_ mass: Double, _ stiffness: Double, _ damping: Double, _ velocity: Double)
    throws -> PhysicalSpring
  {
    PhysicalSpring(
      spring: try Spring(mass: mass, stiffness: stiffness, damping: damping),
      initialVelocity: velocity)
  }

  @Test("blocks of any length have the bits of the grid sampled in one piece")
  func sameBits() throws {
    var random = SplitMix64(seed: 2_026_1207)
    for trial in 0..<40 {
      let extreme = trial % 4 == 3
      let physical = try Self.physical(
        extreme ? random.logUniform(1e-200, 1e200) : 1, random.logUniform(1, 1e4),
        random.logUniform(0.01, 200), random.uniform(-20, 20))
      let fps = [30.0, 60, 120, 1000][trial % 4]
      let duration = random.uniform(0.5, 40)
      let distance = random.logUniform(0.1, 1000)
      let block = [1, 7, 512, 1 << 16][trial % 4]
      let stream = try FrameStream(
        physical, distance: distance, duration: duration, framesPerSecond: fps,
        preferredBlockLength: block)
      let grid = try UniformTimeGrid(step: 1 / fps, count: stream.count)
      let whole = physical.motion.samples(on: grid)
      var index = 0
      stream.forEachBlock { piece in
        #expect(piece.firstIndex == index)
        for offset in piece.times.indices {
          let n = index + offset
          #expect(piece.times[offset] == Double(n) / fps)
          #expect(
            piece.values[offset].bitPattern == (distance * (1 + whole.positions[n])).bitPattern)
          #expect(
            piece.velocities[offset].bitPattern == (distance * whole.velocities[n]).bitPattern)
        }
        index += piece.times.count
      }
      #expect(index == stream.count)
      // FrameSampledAnimation is the stream's blocks, joined.
      let animation = try FrameSampledAnimation(
        physical, distance: distance, duration: duration, framesPerSecond: fps)
      #expect(animation.values.count == stream.count)
      #expect(zip(animation.values, whole.positions).allSatisfy { $0 == distance * (1 + $1) })
    }
  }

  @Test("up to its limit every frame is drawn: the chart is the whole sampling's, byte for byte")
  func keepsAll() throws {
    let physical = try Self.physical(1, 100, 2, 0)
    let stream = try FrameStream(physical, duration: 90, framesPerSecond: 60)
    #expect(stream.count <= FrameDecimation.keepAllLimit)
    let animation = try FrameSampledAnimation(physical, duration: 90, framesPerSecond: 60)
    #expect(stream.chart(title: "t").svg() == animation.chart(title: "t").svg())
  }

  @Test("beyond it, each column's first, lowest, highest and last frame, in time order")
  func decimates() throws {
    let physical = try Self.physical(1, 400, 0.3, 5)
    let stream = try FrameStream(
      physical, duration: 500, framesPerSecond: 60, preferredBlockLength: 3000)
    var decimation = FrameDecimation(count: stream.count, duration: stream.duration)
    var frames: [(Double, Double)] = []
    stream.forEachBlock { block in
      decimation.add(block)
      frames += zip(block.times, block.values)
    }
    let (times, values) = decimation.points
    #expect(times.count <= 4 * FrameDecimation.columns && times.count > FrameDecimation.columns)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    // Per column, written out here: the kept frames are exactly first,
    // lowest, highest and last (the earliest on ties).
    let columns = Double(FrameDecimation.columns)
    var expected: [Int: [(Double, Double)]] = [:]
    for frame in frames {
      let column = min(FrameDecimation.columns - 1, Int(frame.0 / stream.duration * columns))
      expected[column, default: []].append(frame)
    }
    var kept: [Double] = []
    for column in expected.keys.sorted() {
      let all = expected[column]!
      var lowest = all[0]
      var highest = all[0]
      for frame in all {
        if frame.1 < lowest.1 { lowest = frame }
        if frame.1 > highest.1 { highest = frame }
      }
      kept += Set([all[0].0, lowest.0, highest.0, all[all.count - 1].0]).sorted()
    }
    #expect(times == kept)
    let lookup = Dictionary(uniqueKeysWithValues: frames.map { ($0.0, $0.1) })
    #expect(zip(times, values).allSatisfy { lookup[$0] == $1 })
  }
}
