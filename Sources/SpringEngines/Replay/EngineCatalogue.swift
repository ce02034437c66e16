//===--- EngineCatalogue.swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every replayed engine, in report order, looked up by id for
// `springlab engines` and `springlab evaluate --method engine:<id>`.
//
//===----------------------------------------------------------------------===//

/// The catalogue of frame-loop replays.
public enum EngineCatalogue {
  /// Every engine, in report order.
  public static let engines: [any EngineReplay.Type] = [
    ReactSpringReplay.self, ReboundReplay.self, POPReplay.self, MotionReplay.self,
    ComposeReplay.self, SpringForceReplay.self, FlutterReplay.self, WaveReplay.self,
    SwiftUISpringReplay.self, LibadwaitaReplay.self, RemotionReplay.self,
    ReactNativeAnimatedReplay.self, ReanimatedReplay.self, MuJoCoReplay.self, AnimeJSReplay.self,
  ]

  /// Every catalogue entry, in report order.
  public static var entries: [EngineCatalogEntry] { engines.map { $0.entry } }

  /// The engine with `id`, or nil.
  public static func engine(id: String) -> (any EngineReplay.Type)? {
    engines.first { $0.entry.id == id }
  }
}
