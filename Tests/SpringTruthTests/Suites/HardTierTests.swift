//===--- HardTierTests.swift ----------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Suite v1's frozen hard tier: intact, well formed, its search rows members
// of their families, its textbook rows re-derived bit for bit from the
// search's generator and seed, and every row scored by SpringLab's methods.
//
//===----------------------------------------------------------------------===//

import SpringModel
import Testing

@testable import SpringTruth

@Suite("Frozen suite v1, hard tier")
struct HardTierTests {
  static let file = FrozenSuite.file(version: "v1", tier: .hard)!
  static let methodNames = ["closed-form", "batched", "frame-grid", "textbook"]

  @Test("the stored text has its recorded SHA-256, and a changed byte is detected")
  func intact() {
    #expect(Self.file.isIntact)
    #expect(Self.file.sha256.count == 64)
    var damaged = Self.file
    damaged.text = String(damaged.text.dropLast(2)) + "9\n"  // last digit 2 → 9
    #expect(damaged.text != Self.file.text && !damaged.isIntact)
    #expect(FrozenSuite.tiers(of: "v1") == [.hard])
    #expect(FrozenSuite.file(version: "v2", tier: .hard) == nil)
  }

  @Test("27 rows: one witness per family and method in order, then issue 28's three")
  func layout() throws {
    let rows = try #require(Self.file.cases)
    #expect(rows.count == 27)
    let expected =
      SweepFamily.allCases.flatMap { family in
        Self.methodNames.map { AdversarialSearch.witnessID(family: family, method: $0) }
      } + ["issue-28/near-critical", "issue-28/broad", "issue-28/ui"]
    #expect(rows.map(\.id) == expected)
    for row in rows.prefix(24) {
      let family = try #require(SweepFamily(rawValue: row.family))
      #expect(row.id?.hasPrefix(family.rawValue + "/") == true)
      #expect(SearchDomain(family: family).contains(row), "\(row)")
    }
    // Every number round-trips: the text is what the rows print as.
    for (line, row) in zip(Self.file.text.split(separator: "\n").dropFirst(), rows) {
      let numbers = [
        row.spring.mass, row.spring.stiffness, row.spring.damping, row.initialState.position,
        row.initialState.velocity, row.time,
      ]
      #expect(line == ([row.id!, row.family] + numbers.map { "\($0)" }).joined(separator: ","))
    }
  }

  #if canImport(Glibc)
    /// The textbook form is not SpringLab's (its rows do not move when
    /// SpringLab's evaluation changes), so its witnesses re-derive from the
    /// generator and seed; the other methods' rows are frozen as found.
    /// Bit for bit only on the libm they were found with (glibc).
    @Test("the textbook witnesses re-derive bit for bit from the search's generator and seed")
    func textbookRowsRederive() throws {
      let rows = try #require(Self.file.cases)
      var configuration = AdversarialSearchConfiguration.hardTierV1
      configuration.jobs = 2
      let outcomes = AdversarialSearch.run(
        families: SweepFamily.allCases, methods: [textbookMethod], configuration: configuration)
      let frozen = rows.filter { $0.id?.hasSuffix("/textbook") == true }
      #expect(outcomes.compactMap(\.worst?.row) == frozen)
      // The public scorer agrees with the search's K.
      for outcome in outcomes {
        let worst = try #require(outcome.worst)
        #expect(try scoredK(textbookMethod, on: [worst.row]) == [worst.k])
      }
    }
  #endif

  @Test("every row has a representable truth and a finite K for every method")
  func scored() throws {
    let rows = try #require(Self.file.cases)
    for method in springLabMethods + [textbookMethod] {
      let k = try scoredK(method, on: rows)
      #expect(k.allSatisfy { $0 != nil }, "\(method.name)")
    }
  }

  /// Issue 28's bound, met since its fix: a failure names each row above it.
  @Test("K ≤ 2 on every hard-tier row for closed form, batched and frame grid")
  func bound() throws {
    let rows = try #require(Self.file.cases)
    for method in springLabMethods {
      for (row, k) in zip(rows, try scoredK(method, on: rows)) {
        #expect((k ?? .infinity) <= 2, "\(method.name) on \(row.id ?? ""): K = \(k ?? .nan)")
      }
    }
  }
}
