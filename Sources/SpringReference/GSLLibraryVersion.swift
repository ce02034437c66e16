//===--- GSLLibraryVersion.swift ------------------------------------------===//
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
