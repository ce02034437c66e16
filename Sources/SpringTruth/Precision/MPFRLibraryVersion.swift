//===--- MPFRLibraryVersion.swift -----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Which MPFR the truth runs on, for reports that state it.
//
//===----------------------------------------------------------------------===//

import CMPFR

extension MPFRNumber {
  /// The version of the MPFR library linked at run time (`mpfr_get_version`,
  /// e.g. "4.2.0"), which the reports print beside the truth they use.
  public static var libraryVersion: String { String(cString: mpfr_get_version()) }
}
