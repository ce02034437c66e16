// swift-tools-version: 5.9
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
// The Apple recorder: runs Apple's own spring implementations (SwiftUI's
// Spring, Core Animation's CASpringAnimation, and UIKit's timing parameters
// where UIKit exists) on a seeded grid and writes what they return as a
// records CSV (schema: Docs/AppleRecords.md). It builds only on an Apple
// platform with Xcode 15 or later; SpringLab's own package does not include
// it. Check its output with `springlab records check FILE`.
import PackageDescription

let package = Package(
  name: "AppleRecorder",
  platforms: [.macOS(.v14), .iOS(.v17), .macCatalyst(.v17)],
  targets: [.executableTarget(name: "AppleRecorder")]
)
