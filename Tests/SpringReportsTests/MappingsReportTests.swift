//===--- MappingsReportTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Foundation
import SpringMappings
import SpringModel
import Testing

@testable import SpringReports

@Suite("Mappings pages: readable, split by platform, each table about one API")
struct MappingsReportTests {
  static let files = MappingsReport.files(records: RecordAgreement.compare())

  static func tables(_ text: String) -> [[String]] {
    text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { line in
      line.replacingOccurrences(of: "\\|", with: "¦").split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
  }

  @Test(
    "an index, one page per platform and the records page; none over 40 KB, no table over 10 columns"
  )
  func sizes() {
    let paths = Set(Self.files.map(\.path))
    #expect(paths.contains("mappings.md") && paths.contains("mappings-records.md"))
    #expect(
      paths.contains("mappings-swiftui.md") && paths.contains("mappings-uikit.md")
        && paths.contains("mappings-core-animation.md"))
    for file in Self.files {
      #expect(file.contents.utf8.count <= 40_000, "\(file.path): \(file.contents.utf8.count) bytes")
      for row in Self.tables(file.contents) {
        #expect(row.count <= 10, "\(file.path): \(row.prefix(3))")
      }
    }
  }

  @Test(
    "Core Animation's settlingDuration of duration 0.5, bounce 0.3 is its envelope 0.86296 s, on its own page"
  )
  func coreAnimationComputesItsOwn() throws {
    let zeta = 0.7
    let omega0 = 4 * Double.pi
    let envelope =
      -log(0.001 / (1 + zeta * omega0 / (omega0 * (1 - zeta * zeta).squareRoot())))
      / (zeta * omega0)
    #expect(abs(envelope - 0.86296) < 5e-6)
    let page = try #require(Self.files.first { $0.path == "mappings-core-animation.md" }).contents
    let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("| 0.5, 0.3 |") })
    // No record measured this spring: the formula is confirmed, the value is not.
    #expect(row.contains("settlingDuration 0.86296 s [F]"))
    let swiftUI = try #require(Self.files.first { $0.path == "mappings-swiftui.md" }).contents
    #expect(
      swiftUI.contains(
        "| duration, bounce | m | k | c | ζ | natural period (s) | settles (s) | overshoot | bounces | SwiftUI computes |"
      ))
  }

  @Test(
    "no page calls a device-confirmed fact unverified, cites unpublished notes or leaves a short name unexplained"
  )
  func citations() {
    for file in Self.files {
      for phrase in [
        "unverified on device", "shared" + "/", "DESIGN" + ".md", "peer-engines" + ".md", "(PR #",
        "(issue #",
        "reference notes",
      ] {
        #expect(!file.contents.contains(phrase), "\(file.path) contains '\(phrase)'")
      }
    }
  }

  @Test(
    "mappings-uikit.md does not claim UIKit's duration bounds the motion: at ζ 0.3 it outlasts it")
  func uiKitDurationIsNotASettlingBound() throws {
    let page = try #require(Self.files.first { $0.path == "mappings-uikit.md" })
    #expect(!page.contents.contains("in exactly the given"))
    #expect(page.contents.contains("sine term"))
    // The premise, computed: UIKit's spring for 0.3 s at ζ 0.3 settles (to
    // 0.001) after 0.3 s.
    let solution = UIKitSpringSolver.solve(duration: 0.3, dampingRatio: 0.3, velocity: 0)
    let spring = try Spring(
      mass: 1, stiffness: solution.stiffness, damping: solution.damping)
    let settles = try SpringMotion(spring: spring, position: -1, velocity: 0)
      .settlingTime(threshold: 0.001)
    #expect(settles > 0.3 && settles < 0.35)
  }

  @Test("[M] only at the inputs a record measured; [F] where only the formula is confirmed")
  func measuredTagsFollowTheRecords() throws {
    let confirmations = RecordConfirmations(comparisons: RecordAgreement.compare())
    let values = confirmations.confirmedValues
    let record = try #require(
      confirmations.coreAnimationDurationRecords.first {
        if case .durationForEpsilon(_, _, _, _, 0.001) = $0.record.quantity { return true }
        return false
      })
    guard case .durationForEpsilon(let m, let k, let c, let v, _) = record.record.quantity else {
      return
    }
    let measured = PhysicalSpring(
      spring: try Spring(mass: m, stiffness: k, damping: c), initialVelocity: v)
    #expect(
      values.tag(api: "ca.spring", name: "settlingDuration", parameters: [], physical: measured)
        == " [M]")
    let other = PhysicalSpring(
      spring: try Spring(mass: m, stiffness: k * 1.5, damping: c), initialVelocity: v)
    #expect(
      values.tag(api: "ca.spring", name: "settlingDuration", parameters: [], physical: other)
        == " [F]")
    #expect(
      values.formulas["ca.spring/settlingDuration"]
        == confirmations.coreAnimationDurationRecords.count)
    #expect(
      values.tag(api: "compose.spring", name: "estimatedDuration", parameters: [], physical: other)
        == "")
    // The pages use the tags, and every [M] on them is one of the measured inputs' values.
    let pages = Self.files.filter { $0.path.hasPrefix("mappings-") }.map(\.contents).joined()
    #expect(pages.contains(" [F]"))
    #expect(values.legend.contains("\(confirmations.coreAnimationDurationRecords.count) "))
  }
}
