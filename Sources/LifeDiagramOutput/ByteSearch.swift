#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Searching UTF-8 bytes: the SVG and PNG edits work on bytes, which is much faster than on Swift characters.
package enum ByteSearch {
  /// The index of the first occurrence of `needle` in `bytes` at or after `start`.
  ///
  /// The C library's `memchr` finds each candidate first byte many bytes at a time, and `memcmp` checks the rest:
  /// a fraction of the work of a loop over the bytes.
  package static func first(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
    guard !needle.isEmpty, start >= 0, bytes.count >= needle.count, start <= bytes.count - needle.count else {
      return nil
    }
    return bytes.withUnsafeBytes { haystack in
      needle.withUnsafeBytes { needle in
        guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
        let last = haystack.count - needle.count  // the last index a match can start at
        var index = start
        while index <= last, let found = memchr(base + index, Int32(needle[0]), last - index + 1) {
          index = base.distance(to: UnsafeRawPointer(found))
          if memcmp(found, wanted, needle.count) == 0 { return index }
          index += 1
        }
        return nil
      }
    }
  }

  /// The index of the last occurrence of `needle` in `bytes`.
  package static func last(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    var index = bytes.count - needle.count
    while index >= 0 {
      if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index -= 1
    }
    return nil
  }

  /// The bytes with every occurrence of `target` replaced by `replacement`.
  package static func replacing(_ target: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    while let found = first(target, in: bytes, from: position) {
      result += bytes[position..<found]
      result += replacement
      position = found + target.count
    }
    return result + bytes[position...]
  }
}
