//===--- CasesReader.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// A CASES file of the conformance kit (Docs/Conformance.md) read one case at
// a time: the springs of `evaluate` or `settle` with their `id` and `family`
// labels, read by SpringTableReader, so that every number is validated
// exactly as `evaluate` and `settle` validate it. What is kept across rows
// is each id's line (a repeated id is refused, unless the caller checks
// ids itself) and one copy of each family label.
//
//===----------------------------------------------------------------------===//

/// Reads the cases of a CASES file one at a time.
public final class CasesReader {
  /// One case: the validated spring row and its labels.
  public struct Row: Sendable {
    /// The spring, initial state and t (settle: epsilon and optional
    /// velocity_epsilon), in seconds and the caller's units, with the line.
    public var spring: SpringRow
    /// The `id` cell, or nil without an `id` column.
    public var id: String?
    /// The `family` cell (never empty), or nil without a `family` column.
    public var family: String?

    public init(spring: SpringRow, id: String?, family: String?) {
      self.spring = spring
      self.id = id
      self.family = family
    }
  }

  /// Whether the header has an `id` column.
  public var hasIDs: Bool { reader.hasLabel("id") }
  /// How messages name the file.
  public let label: String
  /// Whether a repeated id is refused here (each id's line is kept until
  /// the end). A caller that checks ids itself turns it off before the
  /// first row, as `ResultsAlignment` does when it matches by id, so that
  /// only one index of the ids is held.
  public var refusesRepeatedIDs = true
  private let reader: SpringTableReader
  private var idLine: [String: Int] = [:]
  /// Each family label once, so that the rows of a family share its text.
  private var familyLabels: Set<String> = []
  private var labelProblems: [String] = []

  /// Starts reading a CASES file whose numeric columns are `layout`'s
  /// (`SpringTableLayout.evaluate` or `.settle`); `id` and `family` are
  /// optional label columns, and other columns are ignored.
  ///
  /// - Parameter label: how messages name the file; every `.data` message
  ///   starts with it (`cases.csv: line 7: column 'mass' must be …`).
  /// - Throws: `SpringTableError.data` for a header `SpringTableReader`
  ///   refuses; `.io` when the source cannot be read.
  public init(reading source: any ByteSource, layout: SpringTableLayout, label: String)
    throws(SpringTableError)
  {
    var layout = layout
    layout.labels = ["id", "family"]
    self.label = label
    do throws(SpringTableError) {
      reader = try SpringTableReader(source, layout: layout, limits: TableLimits())
    } catch {
      throw error.labeled(label)
    }
  }

  /// The next valid case, or nil at the end of the input. A row with a bad
  /// number is skipped and its problem kept for `finish()`, as is a
  /// non-empty id already seen (`id 'a' appears more than once (first on
  /// line 2)`) and an empty `family` cell.
  /// - Throws: `SpringTableError.data` (with every problem so far) when the
  ///   input stops being CSV text or passes `TableLimits`; `.io` when reading
  ///   fails.
  public func next() throws(SpringTableError) -> Row? {
    let spring: SpringRow
    do throws(SpringTableError) {
      guard let row = try reader.next() else { return nil }
      spring = row
    } catch {
      throw error.labeled(label)
    }
    let id = reader.label("id")
    var family = reader.label("family")
    if refusesRepeatedIDs, let id, !id.isEmpty {
      // An id names one case: a repeat is ambiguous whatever RESULTS holds.
      if let first = idLine[id] {
        labelProblems.append(
          "line \(spring.line): id '\(TextExcerpt.of(id))' appears more than once "
            + "(first on line \(first))")
      } else {
        idLine[id] = spring.line
      }
    }
    if let label = family {
      if label.isEmpty {
        labelProblems.append("line \(spring.line): column 'family' is empty")
      } else {
        family = familyLabels.insert(label).memberAfterInsert
      }
    }
    return Row(spring: spring, id: id, family: family)
  }

  /// Ends the input.
  /// - Throws: `SpringTableError.data` with every problem found: a bad
  ///   number or record, no data row after the header, then a repeated id or
  ///   an empty `family` cell.
  public func finish() throws(SpringTableError) {
    do throws(SpringTableError) {
      try reader.finish()
    } catch {
      throw error.labeled(label)
    }
    if !labelProblems.isEmpty { throw SpringTableError.data(labelProblems).labeled(label) }
  }
}
