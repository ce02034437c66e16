//===--- ByteSource.swift -------------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// Where CSV bytes come from: a file descriptor (standard input, --input FILE)
// read in chunks, or bytes already in memory (tests, benchmarks). Nothing
// here decodes text; CSVRecordReader does.
//
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A read that failed: the source's name and the system's reason.
public struct ByteSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being read, e.g. `standard input` or `'cases.csv'`.
  public var source: String
  /// The reason, e.g. `Is a directory` (strerror of the errno).
  public var reason: String

  public init(source: String, reason: String) {
    self.source = source
    self.reason = reason
  }

  public var description: String { "cannot read \(source): \(reason)" }
}

/// A stream of bytes read in chunks.
public protocol ByteSource {
  /// Copies the next bytes into `buffer` (up to `buffer.count`) and returns
  /// how many; 0 only at the end of the stream.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int
}

/// Bytes held in memory, handed out at most `chunkLimit` at a time (so that
/// tests can cut the input anywhere, down to one byte per read).
public struct MemoryByteSource: ByteSource, Sendable {
  private let bytes: [UInt8]
  private var offset = 0
  private let chunkLimit: Int

  /// A source over `bytes`; each read returns at most `chunkLimit` (≥ 1)
  /// bytes.
  public init(_ bytes: [UInt8], chunkLimit: Int = .max) {
    self.bytes = bytes
    self.chunkLimit = max(1, chunkLimit)
  }

  /// A source over the UTF-8 bytes of `text`.
  public init(_ text: String, chunkLimit: Int = .max) {
    self.init(Array(text.utf8), chunkLimit: chunkLimit)
  }

  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError)
    -> Int
  {
    let count = min(buffer.count, chunkLimit, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { all in
      buffer.baseAddress!.copyMemory(from: all.baseAddress! + offset, byteCount: count)
    }
    offset += count
    return count
  }
}

/// An open file descriptor read with read(2). Closes the descriptor on
/// deinit when it owns it (files), never standard input.
public final class FileByteSource: ByteSource {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  /// How messages name the source: `standard input` or `'path'`.
  public let name: String

  /// Standard input (descriptor 0), not closed by this object.
  public static func standardInput() -> FileByteSource {
    FileByteSource(descriptor: 0, ownsDescriptor: false, name: "standard input")
  }

  /// Opens `path` for reading.
  /// - Throws: `ByteSourceError` when it cannot be opened or is a directory.
  public init(path: String) throws(ByteSourceError) {
    let name = "'\(path)'"
    guard !path.isEmpty else {
      throw ByteSourceError(source: "''", reason: "the file name is empty")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ByteSourceError(source: name, reason: systemReason(errno)) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw ByteSourceError(source: name, reason: systemReason(EISDIR))
    }
    self.descriptor = descriptor
    self.ownsDescriptor = true
    self.name = name
  }

  private init(descriptor: Int32, ownsDescriptor: Bool, name: String) {
    self.descriptor = descriptor
    self.ownsDescriptor = ownsDescriptor
    self.name = name
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let count = systemRead(descriptor, base, buffer.count)
      if count >= 0 { return count }
      let error = errno
      if error == EINTR { continue }
      if error == EAGAIN || error == EWOULDBLOCK {
        // A non-blocking descriptor: wait until it has data.
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
        continue
      }
      throw ByteSourceError(source: name, reason: systemReason(error))
    }
  }
}

/// read(2), named apart from the protocol's `read(into:)`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

/// strerror(code) as a Swift string.
func systemReason(_ code: Int32) -> String {
  guard let text = strerror(code) else { return "error \(code)" }
  return String(cString: text)
}
