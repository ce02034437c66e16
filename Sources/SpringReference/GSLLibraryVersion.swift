//===--- GSLLibraryVersion.swift ------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Which GSL the reference integrator runs on, for reports that state it.
//
//===----------------------------------------------------------------------===//

import CGSL

extension ReferenceIntegrator {
  /// The version of the GSL library linked at run time (GSL's `gsl_version`
  /// string, e.g. "2.7.1"), which the reports print beside their solver
  /// figures.
  public static var gslVersion: String { String(cString: cgsl_version()) }
}
