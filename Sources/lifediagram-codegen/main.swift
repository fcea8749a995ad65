// lifediagram-codegen MODEL.yaml NAME: prints Swift source that builds the model file's values, so a built-in
// life cycle written as a model file (Models/*.yaml) costs no parsing at start-up. `make models` runs it; CI
// checks that the generated file is what it prints.
// lifediagram-codegen --translation FILE.yaml NAME: the same for a built-in translation (Translations/*.yaml,
// `make translations`). Not a product.
import Foundation
import LifeDiagramModel
import LifeDiagramModelFile

var arguments = Array(CommandLine.arguments.dropFirst())
let isTranslation = arguments.first == "--translation"
if isTranslation { arguments.removeFirst() }
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: lifediagram-codegen [--translation] FILE.yaml NAME\n".utf8))
  exit(64)
}
let (path, name) = (arguments[0], arguments[1])
guard let bytes = FileManager.default.contents(atPath: path) else {
  FileHandle.standardError.write(Data("lifediagram-codegen: cannot read \(path)\n".utf8))
  exit(66)
}
do {
  if isTranslation {
    let translation = try TranslationFile.load(fileName: path, bytes: Array(bytes))
    print(TranslationFile.swiftSource(translation, name: name, from: path), terminator: "")
  } else {
    let file = try ModelFile.load(fileName: path, bytes: Array(bytes), joining: .builtIn)
    print(file.swiftSource(name: name, from: path), terminator: "")
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(65)
}
