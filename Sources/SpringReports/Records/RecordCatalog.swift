//===--- RecordCatalog.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Every public record of what Apple's spring implementations return that
// SpringLab checks itself against: the values as the records print them,
// with their sources. Nothing here is computed; DeviceAgreement computes
// SpringLab's side.
//
// Sources (read for this catalog; see also Docs/Provenance/AppleSpringAPIs.md,
// "Measured on device"):
// - whynotmake-it/rivership, packages/motor/test/src/swiftui_presets_test.dart:
//   SwiftUI's `Spring.value(target: 1, initialVelocity: v, time: t)` and the
//   `stiffness`/`damping` getters, "sampled on macOS 26 with Xcode 26".
// - honghaoz/ChouTiUI, ChouTiUI/Tests/ChouTiUITests/Universal/CoreAnimation/
//   CASpringAnimation+ExtensionsTests.swift: Core Animation's private
//   `durationForEpsilon:` and `_solveForInput:` on a real CASpringAnimation
//   built by ComposeUI's `CABasicAnimation.makeAnimation(.spring(dampingRatio:
//   1, response: 1))`, whose duration is `durationForEpsilon:0.005`
//   (honghaoz/ComposeUI, ComposeUI/Sources/ComposeUI/Animations/
//   CABasicAnimation+AnimationTiming.swift and CASpringAnimation+Extensions.swift).
// - honghaoz/ComposeUI, ComposeUI/Tests/ComposeUITests/Animations/
//   CASpringAnimation+ExtensionsTests.swift and SpringDescriptorTests.swift:
//   `durationForEpsilon:` and `settlingDuration` of real CASpringAnimations,
//   with k = (2π/response)², c = 4πζ/response (SpringDescriptor).
// - Apple's documentation: developer.apple.com/documentation/swiftui/spring
//   and …/quartzcore/caspringanimation/settlingduration.
//
//===----------------------------------------------------------------------===//

/// The recorded values SpringLab is checked against.
public enum RecordCatalog {
  /// Every record: the on-device ones, then the documented ones.
  public static var all: [RecordedValue] {
    swiftUIValues + swiftUIGetters + coreAnimation + documented
  }

  // MARK: - Sources

  public static let rivership = RecordSource(
    key: "rivership",
    citation: "whynotmake-it/rivership, packages/motor/test/src/swiftui_presets_test.dart",
    kind: .measuredOnDevice,
    method:
      "SwiftUI `Spring.value(target: 1, initialVelocity:time:)` and the `stiffness`/`damping` getters, sampled on macOS 26 with Xcode 26 (9 decimals)"
  )

  public static let chouTiUI = RecordSource(
    key: "ChouTiUI",
    citation:
      "honghaoz/ChouTiUI, ChouTiUI/Tests/ChouTiUITests/Universal/CoreAnimation/CASpringAnimation+ExtensionsTests.swift",
    kind: .measuredOnDevice,
    method:
      "Core Animation's private `durationForEpsilon:` and `_solveForInput:` on a real `CASpringAnimation` (ComposeUI's `.spring(dampingRatio: 1, response: 1)`, duration `durationForEpsilon:0.005`)"
  )

  public static let composeUI = RecordSource(
    key: "ComposeUI",
    citation:
      "honghaoz/ComposeUI, ComposeUI/Tests/ComposeUITests/Animations/CASpringAnimation+ExtensionsTests.swift and SpringDescriptorTests.swift",
    kind: .measuredOnDevice,
    method:
      "Core Animation's `durationForEpsilon:` and `settlingDuration` on real `CASpringAnimation`s")

  public static let appleSpringDocs = RecordSource(
    key: "Apple docs (Spring)",
    citation: "https://developer.apple.com/documentation/swiftui/spring",
    kind: .documented,
    method: "the overview's conversion examples, printed to one or two decimals")

  public static let appleSettlingDocs = RecordSource(
    key: "Apple docs (settlingDuration)",
    citation:
      "https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration",
    kind: .documented,
    method:
      "the property's discussion: damping 5 settles in \"approximately 2.85 seconds\", damping 15 in \"just over 1 second\" (mass 1, stiffness 100)"
  )

  // MARK: - SwiftUI on macOS 26 (rivership)

  /// The sample times of the rivership record, seconds.
  static let rivershipTimes = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0, 2.0]

  /// The initial velocities of the rivership record, distances per second.
  static let rivershipVelocities: [Double] = [0, 5, -3]

  /// The getters of the rivership record, in the order it prints them.
  static let rivershipGetters = ["stiffness", "damping"]

  /// One SwiftUI spring of the rivership record: its label there, the
  /// SpringLab API and parameters that build it, and what the record prints,
  /// separated by spaces as there: the `getters` (`rivershipGetters`), and
  /// the values, one line per initial velocity of `rivershipVelocities`,
  /// each the values at `rivershipTimes`.
  struct SwiftUISample {
    var label: String
    var api: String
    var parameters: [String: Double]
    var getters: String
    var printed: String

    /// The printed values, per initial velocity.
    var values: [(velocity: Double, printed: [String])] {
      zip(RecordCatalog.rivershipVelocities, printed.split(separator: "\n")).map {
        ($0, $1.split(separator: " ").map(String.init))
      }
    }
  }

  /// The values the record prints for both `Spring()` and `.smooth`: the
  /// same spring (duration 0.5 s, bounce 0), and the same digits.
  static let defaultPrinted = """
    0.131311455 0.357739556 0.715415689 0.890033939 0.986399069 0.999952689 1.000000000
    0.264683478 0.500044328 0.796418281 0.924615105 0.991067675 0.999970126 1.000000000
    0.051288242 0.272356693 0.666814134 0.869285240 0.983597904 0.999942227 1.000000000
    """

  static let swiftUISamples: [SwiftUISample] = [
    SwiftUISample(
      label: "`Spring()`",
      api: "swiftui.spring.duration", parameters: [:], getters: "157.91367 25.132741",
      printed: defaultPrinted),
    SwiftUISample(
      label: "`.smooth`",
      api: "swiftui.smooth", parameters: [:], getters: "157.91367 25.132741",
      printed: defaultPrinted),
    SwiftUISample(
      label: "`.snappy`",
      api: "swiftui.snappy", parameters: [:], getters: "157.91367 21.36283",
      printed: """
        0.138210353 0.388102446 0.786369170 0.956446594 1.006019961 0.999966082 0.999999999
        0.282102531 0.547648721 0.872862894 0.984495546 1.005413684 0.999971811 0.999999999
        0.051875046 0.292374681 0.734472936 0.939617222 1.006383727 0.999962644 0.999999999
        """),
    SwiftUISample(
      label: "`.bouncy`",
      api: "swiftui.bouncy", parameters: [:], getters: "157.91367 17.592919",
      printed: """
        0.145715014 0.423302123 0.873710896 1.033930362 1.014498422 1.000071597 1.000000003
        0.301402882 0.604019800 0.967236896 1.051218877 1.007819113 1.000108301 0.999999993
        0.052302293 0.314871517 0.817595295 1.023557253 1.018506007 1.000049575 1.000000009
        """),
    SwiftUISample(
      label: "`Spring(duration: 0.15, bounce: 0.15)` (the record's `interactive(0.15,0.15)`)",
      api: "swiftui.spring.duration", parameters: ["duration": 0.15, "bounce": 0.15],
      getters: "1754.596338 71.209433",
      printed: """
        0.681165993 0.979974982 1.001484021 0.999966082 1.000000029 1.000000000 1.000000000
        0.715270092 0.985157485 1.001309067 0.999967801 1.000000025 1.000000000 1.000000000
        0.660703534 0.976865480 1.001588993 0.999965051 1.000000032 1.000000000 1.000000000
        """),
    SwiftUISample(
      label: "`.smooth(extraBounce: 0.2)`",
      api: "swiftui.smooth", parameters: ["extra-bounce": 0.2], getters: "157.91367 20.106193",
      printed: """
        0.140641428 0.399251268 0.813403338 0.980893462 1.010450575 0.999932103 1.000000000
        0.288315231 0.565367394 0.902027103 1.005930773 1.007893017 0.999959255 1.000000001
        0.052037147 0.299581592 0.760229079 0.965871075 1.011985109 0.999915811 1.000000000
        """),
    SwiftUISample(
      label: "`.snappy(extraBounce: 0.1)`",
      api: "swiftui.snappy", parameters: ["extra-bounce": 0.1], getters: "157.91367 18.849556",
      printed: """
        0.143142149 0.410971610 0.842441248 1.006675887 1.013394131 0.999953595 1.000000010
        0.294745580 0.584130658 0.933395211 1.028158854 1.008805502 0.999997139 1.000000007
        0.052180091 0.307076181 0.787868871 0.993786106 1.016147308 0.999927469 1.000000012
        """),
    SwiftUISample(
      label: "`.bouncy(extraBounce: 0.2)`",
      api: "swiftui.bouncy", parameters: ["extra-bounce": 0.2], getters: "157.91367 12.566371",
      printed: """
        0.156781542 0.479612147 1.026971950 1.161460828 0.989822129 1.001281480 1.000002949
        0.330503698 0.696734531 1.134466558 1.152884978 0.975014149 1.000428951 1.000003307
        0.052548248 0.349338717 0.962475186 1.166606339 0.998706917 1.001792997 1.000002734
        """),
    SwiftUISample(
      label: "`.bouncy(extraBounce: -0.5)` (bounce −0.2, overdamped)",
      api: "swiftui.bouncy", parameters: ["extra-bounce": -0.5], getters: "335.56655 31.415927",
      printed: """
        0.120999593 0.315683409 0.622707749 0.797729428 0.942382605 0.997510076 0.999995350
        0.239249898 0.435708916 0.696462304 0.837864143 0.953844528 0.998005431 0.999996275
        0.050049410 0.243668105 0.578455016 0.773648599 0.935505451 0.997212864 0.999994795
        """),
    SwiftUISample(
      label: "`.smooth(extraBounce: -0.3)` (bounce −0.3, overdamped)",
      api: "swiftui.smooth", parameters: ["extra-bounce": -0.3], getters: "486.631923 35.903916",
      printed: """
        0.114430257 0.290825711 0.570395351 0.742605813 0.907764486 0.992911329 0.999958131
        0.223439398 0.398566910 0.639854204 0.784412399 0.922751267 0.994063126 0.999964934
        0.049024772 0.226180992 0.528720039 0.717521861 0.898772418 0.992220251 0.999954049
        """),
  ]

  /// Every `Spring.value` sample of the rivership record.
  public static var swiftUIValues: [RecordedValue] {
    swiftUISamples.flatMap { sample in
      sample.values.flatMap { velocity, printed in
        zip(rivershipTimes, printed).map { time, text in
          var parameters = sample.parameters
          parameters["velocity"] = velocity
          return RecordedValue(
            subject: sample.label,
            detail: "v \(ReportNumber.format(velocity)), t \(ReportNumber.format(time)) s",
            api: sample.api, quantity: .value(api: sample.api, parameters: parameters, time: time),
            text: text, source: rivership)
        }
      }
    }
  }

  /// The `stiffness` and `damping` getters of the rivership record.
  public static var swiftUIGetters: [RecordedValue] {
    swiftUISamples.flatMap { sample in
      zip(rivershipGetters, sample.getters.split(separator: " ")).map { name, text in
        RecordedValue(
          subject: sample.label, detail: "`\(name)`", api: sample.api,
          quantity: .derived(api: sample.api, parameters: sample.parameters, name: name),
          text: String(text), source: rivership)
      }
    }
  }

  // MARK: - Core Animation (ChouTiUI, ComposeUI)

  /// ComposeUI's `SpringDescriptor(dampingRatio:response:)`: m = 1,
  /// k = pow(2π/response, 2), c = 4π·ζ/response, evaluated as it writes them.
  static func descriptor(dampingRatio: Double, response: Double) -> (
    mass: Double, stiffness: Double, damping: Double
  ) {
    let root = 2 * Double.pi / response
    return (1, root * root, 4 * Double.pi * dampingRatio / response)
  }

  public static var coreAnimation: [RecordedValue] {
    let unit = descriptor(dampingRatio: 1, response: 1)
    let chouTiDurations = zip(
      [0.01, 0.02, 0.03, 0.04, 0.05],
      [
        "1.0999999999999999", "0.9999999999999999", "0.8999999999999999",
        "0.7999999999999999", "0.7999999999999999",
      ]
    ).map { epsilon, text in
      RecordedValue(
        subject: "ζ 1, response 1 s",
        detail: "`durationForEpsilon(\(ReportNumber.format(epsilon)))`", api: "ca.spring",
        quantity: .durationForEpsilon(
          mass: unit.mass, stiffness: unit.stiffness, damping: unit.damping, velocity: 0,
          epsilon: epsilon),
        text: text, source: chouTiUI)
    }
    let chouTiPositions = zip(
      [Float(0.25), 0.5, 0.75, 1], ["0.56196046", "0.89003396", "0.976705", "0.99546117"]
    )
    .map { fraction, text in
      RecordedValue(
        subject: "ζ 1, response 1 s",
        detail: "`_solveForInput(\(ReportNumber.format(Double(fraction))))`",
        api: "ca.spring",
        quantity: .solveForInput(
          mass: unit.mass, stiffness: unit.stiffness, damping: unit.damping, velocity: 0,
          fraction: fraction,
          durationEpsilon: 0.005),
        text: text, isSinglePrecision: true, source: chouTiUI)
    }
    let composeDurations: [RecordedValue] = [
      RecordedValue(
        subject: "m 1, k 1, c 1, v 0.1", detail: "`durationForEpsilon(0.1)`", api: "ca.spring",
        quantity: .durationForEpsilon(
          mass: 1, stiffness: 1, damping: 1, velocity: 0.1, epsilon: 0.1),
        text: "5.364617037842078", source: composeUI),
      RecordedValue(
        subject: "m 1, k 1, c 1, v 0.1", detail: "`durationForEpsilon(0.005)`", api: "ca.spring",
        quantity: .durationForEpsilon(
          mass: 1, stiffness: 1, damping: 1, velocity: 0.1, epsilon: 0.005),
        text: "11.35608158495006", source: composeUI),
    ]
    let descriptorCases: [(Double, Double, Double, String)] = [
      (0.8, 0.5, 0.001, "0.7714094006693448"), (1, 0.2, 0.001, "0.3"),
      (0.3, 1.5, 0.001, "5.71461784505134"),
      (0.7, 0.6, 0.005, "0.8159891974978289"), (0.6, 0.5, 0.005, "0.7769325148649515"),
    ]
    let composeDescriptors = descriptorCases.map { zeta, response, epsilon, text in
      let spring = descriptor(dampingRatio: zeta, response: response)
      let name =
        epsilon == 0.001
        ? "`settlingDuration`" : "`durationForEpsilon(\(ReportNumber.format(epsilon)))`"
      return RecordedValue(
        subject: "ζ \(ReportNumber.format(zeta)), response \(ReportNumber.format(response)) s",
        detail: name,
        api: "ca.spring",
        quantity: .durationForEpsilon(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: 0,
          epsilon: epsilon),
        text: text, source: composeUI)
    }
    return chouTiDurations + chouTiPositions + composeDurations + composeDescriptors
  }

  // MARK: - Documented

  public static var documented: [RecordedValue] {
    documentedGetters(
      of: "`Spring(duration: 0.5, bounce: 0.3)`", api: "swiftui.spring.duration",
      parameters: ["duration": 0.5, "bounce": 0.3],
      printed: ["stiffness": "157.9", "damping": "17.6"])
      + documentedGetters(
        of: "`Spring(mass: 1, stiffness: 100, damping: 10)`", api: "swiftui.spring.physical",
        parameters: ["stiffness": 100, "damping": 10],
        printed: ["duration": "0.63", "bounce": "0.5"])
      + [
        RecordedValue(
          subject: "`CASpringAnimation` m 1, k 100, c 5",
          detail: "`settlingDuration` (\"approximately 2.85 s\")",
          api: "ca.spring",
          quantity: .derived(
            api: "ca.spring", parameters: ["stiffness": 100, "damping": 5], name: "settlingDuration"
          ),
          text: "2.85", source: appleSettlingDocs)
      ]
  }

  /// The getters Apple's Spring documentation prints for the spring `api`
  /// builds from `parameters`: each getter's name and printed text, in order.
  static func documentedGetters(
    of subject: String, api: String, parameters: [String: Double],
    printed: KeyValuePairs<String, String>
  ) -> [RecordedValue] {
    printed.map { name, text in
      RecordedValue(
        subject: subject, detail: "`\(name)`", api: api,
        quantity: .derived(api: api, parameters: parameters, name: name), text: text,
        source: appleSpringDocs)
    }
  }
}
