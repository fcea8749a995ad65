// lifediagram-codegen MODEL.yaml NAME: prints Swift source that builds the model file's values, so a built-in
// life cycle written as a model file (Models/*.yaml) costs no parsing at start-up. `make models` runs it; CI
// checks that the generated file is what it prints. Not a product.
import Foundation
import LifeDiagramModel
import LifeDiagramModelFile

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: lifediagram-codegen MODEL.yaml NAME\n".utf8))
  exit(64)
}
let (path, name) = (arguments[1], arguments[2])
guard let bytes = FileManager.default.contents(atPath: path) else {
  FileHandle.standardError.write(Data("lifediagram-codegen: cannot read \(path)\n".utf8))
  exit(66)
}
do {
  let file = try ModelFile.load(fileName: path, bytes: Array(bytes), joining: .builtIn)
  print(file.swiftSource(name: name, from: path), terminator: "")
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(65)
}
