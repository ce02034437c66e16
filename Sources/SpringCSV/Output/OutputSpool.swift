//===--- OutputSpool.swift ------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Everything a command prints on standard output, held back until the
// command has succeeded, so that a bad row anywhere in the input leaves
// stdout empty. Bytes stay in memory up to `memoryLimit` and go to an
// unlinked temporary file beyond it, so peak memory stays bounded however
// long the input.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write that failed, with the system's reason.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Output bytes held until they are copied to their destination.
///
/// Text arrives through `write(_:)` (TextOutputStream) and numbers through
/// `appendRoundTrip(_:)`, which prints a Double exactly as Swift's
/// `description` does (the shortest text that reads back as the same value)
/// without building a String.
public final class OutputSpool: TextOutputStream {
  /// Bytes per in-memory chunk.
  public static let chunkSize = 1 << 20
  /// The default memory budget before spilling to a temporary file (64 MiB).
  public static let defaultMemoryLimit = 64 << 20

  /// Bytes kept in memory at most; beyond, chunks go to a temporary file.
  public let memoryLimit: Int
  /// Filled chunks held in memory, in order.
  private var chunks: [UnsafeMutablePointer<UInt8>] = []
  private var current: UnsafeMutablePointer<UInt8>
  private var currentCount = 0
  /// The temporary file (already unlinked), or -1.
  private var spillDescriptor: Int32 = -1
  /// The first failure of the temporary file; reported by `copy(to:)`.
  private var spillFailure: OutputError?
  /// Bytes appended so far.
  public private(set) var byteCount = 0

  /// An empty spool that keeps up to `memoryLimit` bytes in memory.
  public init(memoryLimit: Int = OutputSpool.defaultMemoryLimit) {
    self.memoryLimit = max(memoryLimit, Self.chunkSize)
    current = .allocate(capacity: Self.chunkSize)
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
    current.deallocate()
    if spillDescriptor >= 0 { close(spillDescriptor) }
  }

  /// Whether the bytes went to a temporary file (for tests).
  public var hasSpilled: Bool { spillDescriptor >= 0 || spillFailure != nil }

  // MARK: - Appending

  public func write(_ string: String) {
    var string = string
    string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  /// The standard library's hook for ASCII text (used by
  /// `Double.write(to:)`): no String is made.
  public func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    append(UnsafeRawBufferPointer(buffer))
  }

  /// Appends one byte.
  @inline(__always)
  public func append(byte: UInt8) {
    if currentCount == Self.chunkSize { retireCurrentChunk() }
    current[currentCount] = byte
    currentCount += 1
    byteCount += 1
  }

  /// Appends raw bytes.
  public func append(_ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      if currentCount == Self.chunkSize { retireCurrentChunk() }
      let count = min(bytes.count - offset, Self.chunkSize - currentCount)
      (UnsafeMutableRawPointer(current) + currentCount).copyMemory(
        from: bytes.baseAddress! + offset, byteCount: count)
      currentCount += count
      offset += count
    }
    byteCount += bytes.count
  }

  /// Appends `value` in shortest round-trip form (`0.1`, `-1.0`, `1e-05`,
  /// `5.4e+199`), the text of `value.description`.
  public func appendRoundTrip(_ value: Double) {
    var sink = self
    value.write(to: &sink)
  }

  /// Moves the full current chunk to memory or to the temporary file.
  private func retireCurrentChunk() {
    if spillDescriptor < 0 && spillFailure == nil
      && (chunks.count + 1) * Self.chunkSize > memoryLimit
    {
      startSpilling()
    }
    if spillDescriptor >= 0 {
      writeToSpill(current, currentCount)
    } else if spillFailure == nil {
      chunks.append(current)
      current = .allocate(capacity: Self.chunkSize)
    }
    currentCount = 0
  }

  private func startSpilling() {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array(
      "\(directory.isEmpty ? "/tmp" : directory)/springlab-output-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      spillFailure = OutputError(
        "cannot create a temporary file in \(directory) for output beyond "
          + "\(memoryLimit >> 20) MiB: \(systemReason(errno)) (set TMPDIR)")
      releaseChunks()
      return
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    spillDescriptor = descriptor
    let held = chunks
    chunks = []
    for chunk in held {
      writeToSpill(chunk, Self.chunkSize)
      chunk.deallocate()
    }
  }

  private func writeToSpill(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) {
    guard spillFailure == nil else { return }
    do {
      try writeAll(
        spillDescriptor, UnsafeRawPointer(bytes), count, name: "the temporary output file")
    } catch {
      spillFailure = error
      close(spillDescriptor)
      spillDescriptor = -1
    }
  }

  private func releaseChunks() {
    for chunk in chunks { chunk.deallocate() }
    chunks = []
  }

  // MARK: - Copying out

  /// Writes every byte, in order, to `descriptor` (e.g. 1 for stdout).
  /// - Parameter name: the destination in messages (`standard output`).
  /// - Throws: `OutputError` for a failed write here or earlier to the
  ///   temporary file.
  public func copy(to descriptor: Int32, name: String = "standard output") throws(OutputError) {
    if let spillFailure { throw spillFailure }
    if spillDescriptor >= 0 {
      guard lseek(spillDescriptor, 0, SEEK_SET) == 0 else {
        throw OutputError("cannot read back the temporary output file: \(systemReason(errno))")
      }
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
      defer { buffer.deallocate() }
      while true {
        let count = read(spillDescriptor, buffer, Self.chunkSize)
        if count < 0 {
          if errno == EINTR { continue }
          throw OutputError("cannot read back the temporary output file: \(systemReason(errno))")
        }
        if count == 0 { break }
        try writeAll(descriptor, buffer, count, name: name)
      }
    } else {
      for chunk in chunks {
        try writeAll(descriptor, UnsafeRawPointer(chunk), Self.chunkSize, name: name)
      }
    }
    try writeAll(descriptor, UnsafeRawPointer(current), currentCount, name: name)
  }

  /// Every byte, for tests and small outputs.
  public var bytes: [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(byteCount)
    if spillDescriptor >= 0, lseek(spillDescriptor, 0, SEEK_SET) == 0 {
      var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          read(spillDescriptor, $0.baseAddress!, $0.count)
        }
        if count <= 0 { break }
        result += buffer[0..<count]
      }
      _ = lseek(spillDescriptor, 0, SEEK_END)
    } else {
      for chunk in chunks { result += UnsafeBufferPointer(start: chunk, count: Self.chunkSize) }
    }
    result += UnsafeBufferPointer(start: current, count: currentCount)
    return result
  }
}

/// Writes all `count` bytes to `descriptor`, resuming after partial writes
/// and interruptions and waiting on a non-blocking descriptor.
/// - Throws: `OutputError` naming `name` and the system's reason.
public func writeAll(
  _ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, name: String
) throws(OutputError) {
  var offset = 0
  while offset < count {
    let written = write(descriptor, bytes + offset, count - offset)
    if written > 0 {
      offset += written
      continue
    }
    let error = written < 0 ? errno : EIO
    if error == EINTR { continue }
    if error == EAGAIN || error == EWOULDBLOCK {
      var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&request, 1, -1)
      continue
    }
    throw OutputError("cannot write to \(name): \(systemReason(error))")
  }
}
