#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a folder entry is, read without following a symbolic link.
package enum EntryKind: Sendable, Hashable {
  case file, folder, link
  /// A FIFO, socket or device: never read, never replaced.
  case special

  package init(_ info: stat) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: self = .file
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .link
    default: self = .special
    }
  }

  /// The kind a folder's listing gives (`dirent.d_type`); nil when it does not say (`DT_UNKNOWN`, as some file
  /// systems answer), and `stat` must.
  package init?(listed type: UInt8) {
    switch Int32(type) {
    case Int32(DT_REG): self = .file
    case Int32(DT_DIR): self = .folder
    case Int32(DT_LNK): self = .link
    case Int32(DT_FIFO), Int32(DT_SOCK), Int32(DT_CHR), Int32(DT_BLK): self = .special
    default: return nil
    }
  }
}

/// A file's identity: the same folder reached through two paths (`--images` equal to `-o`, a link) is one.
package struct FileIdentity: Sendable, Hashable {
  package let device: UInt64
  package let inode: UInt64

  package init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// What reading a file found.
package enum FileContents: Sendable, Hashable {
  /// A regular file and its bytes.
  case file([UInt8])
  /// Nothing is there.
  case missing
  /// Something that is not a regular file (a link, a FIFO, a device, a folder), or unreadable: never read.
  case notAFile
  /// A regular file larger than the limit: not one the tool wrote.
  case tooLarge
}
