//===--- EnginesCommand.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab engines: every shipped engine `evaluate --method engine:<id>`
// replays, with the public source, version, method, frame loop and rest rule
// each replay follows.
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringEngines

extension Command {
  static let engines = Command(
    name: "engines",
    summary: "list the shipped engines usable as --method engine:<id>",
    help: """
      Usage: springlab engines [--format table|json]

      Lists every animation engine SpringLab replays frame by frame, each ported
      from its public source: the repository and files, the version (release or
      commit) followed, how it evaluates the spring, how it handles time from
      frame to frame, and when it declares rest. Any of them can be replayed
      with 'springlab evaluate --method engine:<id> [--fps F] [--jitter J --seed S]'.

      --format json prints an array of {"id", "name", "version", "source",
      "method", "frameLoop", "rest"}.
      """,
    options: [OutputFormat.optionSpec],
    printing: { (arguments) throws(CommandLineError) in
      switch try OutputFormat(arguments, command: "engines") {
      case .json: return JSONValue.array(EngineCatalogue.entries.map(engineJSON)).rendered() + "\n"
      case .table: return EngineCatalogue.entries.map(engineTable).joined(separator: "\n")
      }
    })
}

/// One engine as JSON.
private func engineJSON(_ entry: EngineCatalogEntry) -> JSONValue {
  .object([
    ("id", .string(entry.id)), ("name", .string(entry.name)), ("version", .string(entry.version)),
    ("source", .string(entry.source)), ("method", .string(entry.method)),
    ("frameLoop", .string(entry.frameLoop)), ("rest", .string(entry.rest)),
  ])
}

/// One engine as a block of text.
private func engineTable(_ entry: EngineCatalogEntry) -> String {
  """
  engine:\(entry.id)  \(entry.name)
    version:    \(entry.version)
    source:     \(entry.source)
    method:     \(entry.method)
    frame loop: \(entry.frameLoop)
    rest:       \(entry.rest)

  """
}
