// Prints Swift source that builds a file's values, so the built-ins written as files cost no parsing at
// start-up. A model or catalog file's values are written by reflection, one emitter for every type (SwiftLiteral in
// LifeDiagramModelFile). `make models` and `make translations` run it; tests fail while a generated file differs
// from what it prints. Not a product.
//
//   lifediagram-codegen --catalog CATALOG.yaml NAME           the catalog the built-ins share (Models/catalog.yaml)
//   lifediagram-codegen MODEL.yaml NAME --joining CATALOG.yaml a built-in life cycle (Models/app.yaml, ...)
//   lifediagram-codegen --translation FILE.yaml NAME          a built-in translation (Translations/ko.yaml)
import Foundation
import LifeDiagramModel
import LifeDiagramModelFile

func fail(_ message: String, _ code: Int32) -> Never {
  FileHandle.standardError.write(Data("lifediagram-codegen: \(message)\n".utf8))
  exit(code)
}

func bytes(of path: String) -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", 66) }
  return Array(data)
}

let usage = "usage: lifediagram-codegen [--catalog | --translation] FILE.yaml NAME [--joining CATALOG.yaml]"
var arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first?.hasPrefix("--") == true ? arguments.removeFirst() : "--model"
var catalogPath: String?
if let joining = arguments.firstIndex(of: "--joining"), joining + 1 < arguments.count {
  catalogPath = arguments[joining + 1]
  arguments.removeSubrange(joining...(joining + 1))
}
guard arguments.count == 2 else { fail(usage, 64) }
let (path, name) = (arguments[0], arguments[1])
do {
  switch mode {
  case "--translation":
    let translation = try TranslationFile.load(fileName: path, bytes: bytes(of: path))
    print(TranslationFile.swiftSource(translation, name: name, from: path), terminator: "")
  case "--catalog":
    print(
      try CatalogFile.load(fileName: path, bytes: bytes(of: path)).swiftSource(name: name, from: path), terminator: "")
  case "--model":
    guard let catalogPath else { fail("a model file joins a catalog file: add --joining CATALOG.yaml", 64) }
    let base = Catalog(try CatalogFile.load(fileName: catalogPath, bytes: bytes(of: catalogPath)))
    let file = try ModelFile.load(fileName: path, bytes: bytes(of: path), joining: base)
    print(file.swiftSource(name: name, from: path), terminator: "")
  default:
    fail(usage, 64)
  }
} catch {
  fail("\(error)", 65)
}
