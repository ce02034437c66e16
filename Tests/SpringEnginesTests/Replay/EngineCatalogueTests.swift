//===--- EngineCatalogueTests.swift ---------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import SpringEngines
import SpringModel
import Testing

@Suite("Engine catalogue")
struct EngineCatalogueTests {
  @Test("fifteen engines with unique ids, every field filled, sources naming a repository")
  func entries() {
    let ids = EngineCatalogue.entries.map(\.id)
    #expect(
      ids == [
        "react-spring", "rebound", "pop", "motion", "compose", "spring-force", "flutter", "wave",
        "swiftui", "libadwaita", "remotion", "react-native", "reanimated", "mujoco", "animejs",
      ])
    for entry in EngineCatalogue.entries {
      for field in [
        entry.name, entry.version, entry.source, entry.method, entry.frameLoop, entry.rest,
      ] {
        #expect(!field.isEmpty, "\(entry.id)")
      }
      // "owner/name: path, …"
      let repository = entry.source.split(separator: ":").first ?? ""
      #expect(repository.split(separator: "/").count == 2, "\(entry.id): \(entry.source)")
      #expect(EngineCatalogue.engine(id: entry.id)?.entry == entry)
    }
    #expect(EngineCatalogue.engine(id: "nope") == nil)
  }

  @Test("every replay shows the start on frame 0 and one value per frame")
  func shapes() throws {
    let move = ReplayMove(
      spring: try Spring(mass: 1, stiffness: 200, damping: 20),
      initialState: SpringState(position: -100, velocity: 0))
    let clock = try FrameClock(framesPerSecond: 90, jitter: 0.2, seed: 9)
    let frames = clock.frameTimes(through: 3)
    for engine in EngineCatalogue.engines {
      let run = engine.replay(move, frames: frames, nominalInterval: clock.nominalInterval)
      #expect(run.values.count == frames.count && run.velocities.count == frames.count)
      #expect(run.values[0] == -100, "\(engine.entry.id)")
      #expect(run.values.allSatisfy(\.isFinite) && run.velocities.allSatisfy(\.isFinite))
      // Everything but MuJoCo ends within 3 s on this spring (ζ ≈ 0.71).
      #expect((run.restFrame != nil) == (engine.entry.id != "mujoco"), "\(engine.entry.id)")
      #expect(abs(run.values[frames.count - 1]) < 0.75, "\(engine.entry.id)")
    }
  }

  @Test("an undamped spring: refused by the engines that throw, skipped by Reanimated")
  func undamped() throws {
    let move = ReplayMove(
      spring: try Spring(mass: 1, stiffness: 100, damping: 0),
      initialState: SpringState(position: -100, velocity: 0))
    let refusing = EngineCatalogue.engines.filter { $0.refusal(for: move) != nil }.map {
      $0.entry.id
    }
    #expect(refusing == ["wave", "remotion", "react-native"])
    // checkIfConfigIsValid fails: Reanimated shows the target on its first frame.
    let run = ReanimatedReplay.replay(move, clock: try FrameClock(framesPerSecond: 60), through: 1)
    #expect(run.restFrame == 1 && run.values[1] == 0 && run.snapSize == 100)
  }
}
