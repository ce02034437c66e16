//===--- SampleCommand.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// springlab sample: one API's spring animation sampled at display frames,
// as CSV or as an SVG plot. Composes SpringMappings (the API → the physical
// spring) and SpringValidation (the sampling and the figure).
//
//===----------------------------------------------------------------------===//

import SpringCSV
import SpringFigures
import SpringMappings

extension Command {
  static let sample = Command(
    name: "sample",
    summary: "one API's animation sampled at display frames (CSV or SVG plot)",
    help: APISelection.usage("sample") + """
                              [--duration T] [--fps F] [--format csv|svg]

      Builds the animation API 'API' runs from its parameters, exactly as
      'springlab convert' does (same parameters, defaults, --velocity unit and
      --distance), and samples it at the frames t_n = n/F, n = 0 … ⌊T·F⌋.

      The value moves from 0 (start) to D (target, --distance, default 1):
      value = D·(1 + x(t)) with x the normalized displacement (−1 at t = 0);
      velocity in value units per second. --format csv (default) prints
      'time,value,velocity', one row per frame, every number in shortest
      round-trip form; --format svg prints value against time with the target
      dashed (a dot at each frame when there are at most 100).

      --fps defaults to 60. --duration defaults to the motion's exact settling
      time at 0.001 of the distance, rounded up to a whole frame, at most 60 s
      (a note on stderr says when that cuts the motion short); a spring that
      never settles (undamped) needs --duration. T·F within 4 ulps of an
      integer counts as that integer. At most 10^7 frames.

      Several APIs have a 'duration' parameter of their own: write it
      --api-duration (any parameter may take the 'api-' prefix); a plain
      --duration for such an API is refused as ambiguous.

      Unknown API or parameter, missing or invalid value, bad --duration,
      --fps or --format, too many frames: exit 64 with the valid choices. A
      value or velocity beyond the binary64 range: exit 65, nothing on stdout.
      """,
    options: APISelection.options + [
      OptionSpec(
        name: "duration", valueName: "T", help: "seconds to sample (default: until settled, ≤ 60 s)"
      ),
      OptionSpec(name: "fps", valueName: "F", help: "frames per second (default 60)"),
      OptionSpec(name: "format", valueName: "F", help: "csv (default) or svg"),
    ],
    run: { (arguments, context) throws(CommandLineError) in
      try SampleCommand(arguments).run(writingTo: context.output)
    },
    acceptsAnyOption: true)
}

/// The parsed `sample` invocation.
struct SampleCommand {
  enum Format: String { case csv, svg }

  let selection: APISelection
  let format: Format
  let duration: Double?
  let framesPerSecond: Double

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let text = arguments.value("format") ?? "csv"
    guard let format = Format(rawValue: text) else {
      throw .usage("springlab sample: unknown format '\(text)' (valid: csv, svg)")
    }
    self.format = format
    selection = try APISelection(
      arguments, command: "sample", ownOptions: ["duration", "fps", "format"])
    duration = try arguments.number(
      "duration", command: "sample", requirement: "a finite number > 0", isValid: { $0 > 0 })
    framesPerSecond =
      try arguments.number(
        "fps", command: "sample", requirement: "a finite number > 0", isValid: { $0 > 0 }) ?? 60
  }

  /// Samples the animation a block of frames at a time (FrameStream) and
  /// writes the CSV or SVG to `output`, which holds it until the command
  /// succeeds: memory stays that of a block (and of the spool's 64 MiB
  /// before it spills to a temporary file), not of every frame.
  func run(writingTo output: OutputSpool) throws(CommandLineError) {
    let physical = try selection.physical(command: "sample")
    let distance = selection.context.distance
    let stream: FrameStream
    do {
      let duration: Double
      if let given = self.duration {
        duration = given
      } else {
        let settled = try FrameSampledAnimation.settledDuration(
          of: physical, framesPerSecond: framesPerSecond)
        if settled.isCapped {
          writeError(
            "springlab sample: the motion settles at \(roundTrip(settled.settlingTime)) s; sampling its first "
              + "\(optionText(settled.duration)) s (give --duration for more)")
        }
        duration = settled.duration
      }
      stream = try FrameStream(
        physical, distance: distance, duration: duration, framesPerSecond: framesPerSecond)
    } catch {
      let hint = error == .neverSettles ? "; give --duration T" : ""
      throw .usage("springlab sample: \(error)\(hint)")
    }
    switch format {
    case .csv:
      output.write("time,value,velocity\n")
      try stream.forEachBlock { (block) throws(CommandLineError) in
        try Self.requireFinite(block)
        Self.writeCSV(block, to: output)
      }
    case .svg:
      output.write(try stream.chart(title: title, check: Self.requireFinite).svg())
    }
  }

  /// Refuses a block with a value or velocity that is not finite: never
  /// printed or plotted. An infinity is a result beyond binary64 (the
  /// parameters' fault, exit 65), NaN a failed computation (exit 70).
  static func requireFinite(_ block: FrameStream.Block) throws(CommandLineError) {
    for offset in block.times.indices
    where !(block.values[offset].isFinite && block.velocities[offset].isFinite) {
      for (name, value) in [
        ("value", block.values[offset]), ("velocity", block.velocities[offset]),
      ]
      where !value.isFinite {
        let frame = "frame \(block.firstIndex + offset) (t = \(roundTrip(block.times[offset])) s)"
        if value.isNaN {
          throw .software(
            "springlab sample: the \(name) at \(frame) came out as NaN (an internal failure; please report "
              + "these parameters)")
        }
        throw .data([
          "springlab sample: the \(name) at \(frame) is beyond the binary64 range (> 1.8e308) "
            + "and cannot be printed; a smaller --distance may fit"
        ])
      }
    }
  }

  /// The figure's title: the API and its parameters, defaults filled in,
  /// and the distance when it is not 1, e.g.
  /// `ca.spring: mass 1, stiffness 100, damping 10, velocity 0, allows-overdamping false`.
  var title: String {
    let distance = selection.context.distance
    let parameters = selection.parameterText
    return selection.id + (parameters.isEmpty ? "" : ": " + parameters)
      + (distance == 1 ? "" : " · distance \(optionText(distance))")
  }

  /// The block's rows of `time,value,velocity`, one per frame.
  static func writeCSV(_ block: FrameStream.Block, to output: OutputSpool) {
    var text = ""
    text.reserveCapacity(block.times.count * 48)
    for offset in block.times.indices {
      text +=
        roundTrip(block.times[offset]) + "," + roundTrip(block.values[offset]) + ","
        + roundTrip(block.velocities[offset]) + "\n"
    }
    output.write(text)
  }
}
