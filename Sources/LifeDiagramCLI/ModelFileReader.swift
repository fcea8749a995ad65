import Foundation
import LifeDiagramModelFile

/// Reads a model file's bytes, never more than the format allows: a file over the limit is refused by its size
/// before it is read, so `--model-file /dev/zero` ends at once.
enum ModelFileReader {
  /// The file's bytes; a file over ``ModelFileDocument/maximumBytes`` is refused with its size (a stream that is
  /// not a file, as too large).
  static func bytes(of path: String, what: String = "model file") throws(CLIError) -> [UInt8] {
    guard !path.isEmpty else { throw .usage("--\(what.replacing(" ", with: "-")) needs a file name") }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw .unreadable(path, "it is a folder; name a .yaml or .json file", what: what)  // Linux opens a folder
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(path, reason(for: path), what: what)
    }
    defer { try? handle.close() }
    let bytes: [UInt8]
    do {
      bytes = Array(try handle.read(upToCount: ModelFileDocument.maximumBytes + 1) ?? Data())
    } catch {
      throw .unreadable(path, "\((error as NSError).localizedDescription)", what: what)
    }
    guard bytes.count <= ModelFileDocument.maximumBytes else {
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
      throw .invalidModelFile(InvalidModelFile([ModelFileDocument.tooLarge(fileName: path, size: size)]))
    }
    return bytes
  }

  private static func reason(for path: String) -> String {
    FileManager.default.fileExists(atPath: path) ? "permission denied" : "there is no such file; check the path"
  }
}
