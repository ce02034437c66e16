//===--- ParallelMap.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps `items` through `transform` on `jobs` threads, keeping order. The
/// result is the same for every `jobs` (each item is transformed alone).
public func parallelMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
) -> [Result] {
  let workers = max(1, min(jobs, items.count))
  guard workers > 1 else { return items.map(transform) }
  let slots = ResultSlots<Result>(count: items.count)
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    for index in stride(from: worker, to: items.count, by: workers) {
      slots.store(transform(items[index]), at: index)
    }
  }
  return slots.values()
}

/// Write-once slots filled from several threads; each index is written by
/// exactly one thread before `values()` is read.
private final class ResultSlots<Result>: @unchecked Sendable {
  private var storage: [Result?]
  private let lock = Mutex()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func store(_ value: Result, at index: Int) {
    lock.withLock { storage[index] = value }
  }

  func values() -> [Result] { lock.withLock { storage.map { $0! } } }
}

/// A pthread mutex (Synchronization.Mutex needs newer OS availability on Darwin).
private final class Mutex: @unchecked Sendable {
  private var mutex = pthread_mutex_t()
  init() { pthread_mutex_init(&mutex, nil) }
  deinit { pthread_mutex_destroy(&mutex) }
  func withLock<T>(_ body: () -> T) -> T {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return body()
  }
}
