//===--- ParameterBlameTests.swift ----------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Issue 39 helpers: the refusal a conversion gives, as (parameter named,
// value quoted, message), for the family tests beside each source folder.
//
//===----------------------------------------------------------------------===//

import SpringMappings
import SpringModel

/// The parameter a refusal of `id` with `parameters` names, the value it
/// quotes and its message; nil when the API accepts them.
func refusal(_ id: String, _ parameters: [String: Double], distance: Double = 1) -> (
  name: String, value: ParameterValue?, message: String
)? {
  do {
    _ = try SpringAPIRegistry.make(id: id, parameters: parameters.mapValues { .number($0) })
      .physical(in: ConversionContext(distance: distance))
    return nil
  } catch {
    if case .invalidParameter(let name, let value, _) = error {
      return (name, value, error.description)
    }
    return (error.description, nil, error.description)
  }
}
