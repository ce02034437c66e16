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
    printing: { (arguments) throws(CommandLineError) in try SampleCommand(arguments).run() },
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

  func run() throws(CommandLineError) -> String {
    let physical = try selection.physical(command: "sample")
    let distance = selection.context.distance
    let animation: FrameSampledAnimation
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
      animation = try FrameSampledAnimation(
        physical, distance: distance, duration: duration, framesPerSecond: framesPerSecond)
    } catch {
      let hint = error == .neverSettles ? "; give --duration T" : ""
      throw .usage("springlab sample: \(error)\(hint)")
    }
    try Self.requireFinite(animation)
    switch format {
    case .csv: return Self.csv(animation)
    case .svg: return animation.chart(title: title).svg()
    }
  }

  /// Refuses an animation with a value or velocity that is not finite:
  /// never printed or plotted. An infinity is a result beyond binary64 (the
  /// parameters' fault, exit 65), NaN a failed computation (exit 70).
  static func requireFinite(_ animation: FrameSampledAnimation) throws(CommandLineError) {
    for index in 0..<animation.count {
      for (name, value) in [
        ("value", animation.values[index]), ("velocity", animation.velocities[index]),
      ]
      where !value.isFinite {
        let frame = "frame \(index) (t = \(roundTrip(animation.times[index])) s)"
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

  /// `time,value,velocity`, one row per frame.
  static func csv(_ animation: FrameSampledAnimation) -> String {
    var output = "time,value,velocity\n"
    output.reserveCapacity(animation.count * 48)
    for index in 0..<animation.count {
      output +=
        roundTrip(animation.times[index]) + "," + roundTrip(animation.values[index]) + ","
        + roundTrip(animation.velocities[index]) + "\n"
    }
    return output
  }
}
