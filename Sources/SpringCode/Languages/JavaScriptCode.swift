//===--- JavaScriptCode.swift ---------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Motion, react-spring and Rebound springs as JavaScript: transition and
// config objects, and Rebound's `SpringConfig` factories.
//
//===----------------------------------------------------------------------===//

/// JavaScript snippets for the web peers.
enum JavaScriptCode {
  /// The code of API `id` with parameters `p`.
  static func code(_ id: String, _ p: CodeParameters) -> String {
    switch id {
    case "motion.spring":
      return
        "const transition = { type: \"spring\", stiffness: \(p["stiffness"]), damping: \(p["damping"]), mass: \(p["mass"]), velocity: \(p["velocity"]) };"
    case "motion.spring.duration":
      return
        "const transition = { type: \"spring\", duration: \(p["duration"]), bounce: \(p["bounce"]) };"
    case "motion.spring.visual-duration":
      return
        "const transition = { type: \"spring\", visualDuration: \(p["visual-duration"]), bounce: \(p["bounce"]) };"
    case "react-spring":
      return
        "const config = { tension: \(p["tension"]), friction: \(p["friction"]), mass: \(p["mass"]), velocity: \(p["velocity"]) };"
    case "react-spring.frequency":
      return
        "const config = { frequency: \(p["frequency"]), damping: \(p["damping"]), mass: \(p["mass"]), velocity: \(p["velocity"]) };"
    case "rebound.origami":
      return """
        const spring = springSystem.createSpringWithConfig(
          rebound.SpringConfig.fromOrigamiTensionAndFriction(\(p["tension"]), \(p["friction"])));
        spring.setVelocity(\(p["velocity"]));
        """
    case "rebound.bouncy":
      return """
        const spring = springSystem.createSpringWithConfig(
          rebound.SpringConfig.fromBouncinessAndSpeed(\(p["bounciness"]), \(p["speed"])));
        spring.setVelocity(\(p["velocity"]));
        """
    default:
      return "// no JavaScript form is known for \(id)"
    }
  }
}
