//===--- SpringLabVersion.swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The package's release version, in one place: `springlab --version`
// prints it and the reports name it under "How these were produced".
//
//===----------------------------------------------------------------------===//

/// The version of this SpringLab release.
///
/// Semantic versioning (https://semver.org): while the major version is 0,
/// a minor version may change public API; CHANGELOG.md at the repository's
/// root lists what each version changed.
public enum SpringLabVersion {
  /// The release, as `major.minor.patch`.
  public static let current = "0.3.0"
}
