import Foundation
import SwiftParser
import SwiftSyntax

// `lifediagram-bench-parse FOLDER`: the time swift-syntax alone needs to read and parse every Swift file under a
// folder (no indexing, no rules), in milliseconds on standard output: what `make bench` holds the audit against.
// Not a product.

let folder = CommandLine.arguments.dropFirst().first ?? "."
let start = DispatchTime.now()
var files = 0
var bytes = 0
if let walker = FileManager.default.enumerator(atPath: folder) {
  for case let path as String in walker.allObjects.compactMap({ $0 as? String }).sorted() where path.hasSuffix(".swift") {
    let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    let tree = Parser.parse(source: text)
    bytes += tree.totalLength.utf8Length  // the tree is used, so the parse is not optimized away
    files += 1
  }
}
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
print(String(format: "%.0f", elapsed))
FileHandle.standardError.write("\(files) files, \(bytes) bytes parsed\n".data(using: .utf8)!)
