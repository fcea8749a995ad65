import Foundation
import LifeDiagramTestSupport
import Testing

/// `.lifediagram.yml`: found in the working folder or a parent up to the repository's root, its paths read from
/// its own folder, overridden by flags, ignored on request, and refused with every problem when wrong.
@Suite struct ConfigFileTests {
  let tool = BuiltBinary()
  /// The other tests run with the config ignored; these read it.
  let reading = ["LIFEDIAGRAM_NO_CONFIG": ""]

  /// A repository (a folder with `.git`) holding the Android example and a config that documents it.
  func repository(config: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let files = FileManager.default
    try files.createDirectory(atPath: folder.path("repo/.git"), withIntermediateDirectories: true)
    try files.createDirectory(atPath: folder.path("repo/sub"), withIntermediateDirectories: true)
    let example = ModelFileCommandTests.example.deletingLastPathComponent().appendingPathComponent("android-activity.yaml")
    try files.copyItem(atPath: example.path, toPath: folder.path("repo/android-activity.yaml"))
    try config.write(toFile: folder.path("repo/.lifediagram.yml"), atomically: true, encoding: .utf8)
    return folder
  }

  /// (`scale: 1`: a quarter of the PNG's pixels, which is not what these tests are about.)
  static let config = """
    modelFiles: [android-activity.yaml]
    docs: {output: wiki, images: wiki/images}
    formats: [dot]
    scale: 1

    """

  @Test func docsAndCheckNeedNoFlagsFromAnyFolderOfTheRepository() throws {
    let folder = try repository(config: Self.config)
    let root = URL(fileURLWithPath: folder.path("repo"))
    let docs = try tool.run(["docs", "--no-mermaid"], in: root, environment: reading)
    #expect(docs.status == 0, "\(docs.standardError)")
    #expect(docs.output.hasPrefix("wrote 21 files to wiki and wiki/images"))
    #expect(FileManager.default.fileExists(atPath: folder.path("repo/wiki/android-activity-lifecycle.md")))
    let check = try tool.run(["check", "--no-mermaid"], in: root.appendingPathComponent("sub"), environment: reading)
    #expect(check.status == 0, "\(check.standardError)")
    #expect(check.output == "up to date: ../wiki and ../wiki/images\n")
    // The default command takes the config's formats and models.
    let render = try tool.run(["-o", "out"], in: root, environment: reading)
    #expect(render.output == "wrote out/android-activity-lifecycle.dot\n", "\(render.standardError)")
  }

  /// `docs.pagePrefix` names the wiki's page prefix as `--page-prefix` does, and `check` reads it too; a prefix a
  /// wiki page cannot start with is the config's problem, and `--link-from-home` needs the wiki layout.
  @Test func theWikisPagePrefixComesFromTheConfig() throws {
    let folder = try repository(config: "modelFiles: [android-activity.yaml]\ndocs: {pagePrefix: Team-}\nscale: 1\n")
    let root = URL(fileURLWithPath: folder.path("repo"))
    let wiki = ["-o", "W", "--layout", "github-wiki", "--no-mermaid"]
    let docs = try tool.run(["docs"] + wiki, in: root, environment: reading)
    #expect(docs.status == 0, "\(docs.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path("repo/W/Team-Home.md")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("repo/W/Lifecycle-Home.md")))
    #expect(try tool.run(["check"] + wiki, in: root, environment: reading).status == 0)
    // The flag wins over the config: the Team- pages are then old generated pages, extra.
    let flag = try tool.run(["check", "--page-prefix", "Lifecycle-"] + wiki, in: root, environment: reading)
    #expect(flag.status == 1 && flag.output.contains("extra: W/Team-Home.md"), "\(flag.output)")
    let folders = try tool.run(["docs", "--link-from-home", "-o", "D"], in: root, environment: reading)
    #expect(folders.status == 64 && folders.standardError.contains("--link-from-home links a GitHub wiki's Home.md"))
    let bad = try repository(config: "modelFiles: [android-activity.yaml]\ndocs: {pagePrefix: '_x'}\n")
    let refused = try tool.run(["docs"] + wiki, in: URL(fileURLWithPath: bad.path("repo")), environment: reading)
    #expect(refused.status != 0 && refused.standardError.contains("the page prefix '_x' (--page-prefix, docs.pagePrefix) is not"), "\(refused.standardError)")
    #expect(!FileManager.default.fileExists(atPath: bad.path("repo/W")), "nothing is written")
  }

  @Test func aFlagOverridesTheConfigAndNoConfigIgnoresIt() throws {
    let folder = try repository(config: Self.config)
    let root = URL(fileURLWithPath: folder.path("repo"))
    #expect(try tool.run(["-o", "out", "--svg"], in: root, environment: reading).output == "wrote out/android-activity-lifecycle.svg\n")
    let builtIns = try tool.run(["scenarios", "--no-config"], in: root, environment: reading).output
    #expect(builtIns.hasPrefix("cold-launch "))
    let byEnvironment = try tool.run(["scenarios"], in: root, environment: ["LIFEDIAGRAM_NO_CONFIG": "1"]).output
    #expect(byEnvironment == builtIns)
    #expect(try tool.run(["scenarios"], in: root, environment: reading).output.hasPrefix("launch "))
  }

  @Test func theSearchStopsAtTheRepositorysRoot() throws {
    let folder = try repository(config: Self.config)
    // A config above the repository is not the repository's.
    try FileManager.default.moveItem(atPath: folder.path("repo/.lifediagram.yml"), toPath: folder.path(".lifediagram.yml"))
    let listing = try tool.run(["scenarios"], in: URL(fileURLWithPath: folder.path("repo/sub")), environment: reading)
    #expect(listing.output.hasPrefix("cold-launch "))
    let named = try tool.run(["scenarios", "--config", "../../.lifediagram.yml"], in: URL(fileURLWithPath: folder.path("repo/sub")), environment: reading)
    #expect(named.status == 66, "the config's model file is read from the config's folder, where there is none")
    #expect(named.standardError.contains("../../android-activity.yaml"))
  }

  @Test func aWrongConfigIsEveryProblemWithItsPlace() throws {
    let folder = try repository(config: "theme: purple\nmodelFile: []\n")
    let run = try tool.run(["docs"], in: URL(fileURLWithPath: folder.path("repo/sub")), environment: reading)
    #expect(run.status == 65)
    #expect(run.standardError == """
      ../.lifediagram.yml:1:8: theme: unknown value 'purple'; expected one of 'light', 'dark', 'auto'
      ../.lifediagram.yml:2:1: modelFile: unknown key 'modelFile'; did you mean 'modelFiles'?
      lifediagram: error: '../.lifediagram.yml' has 2 problems; nothing was written ('lifediagram schema --config' describes the format)

      """)
    #expect(!FileManager.default.fileExists(atPath: folder.path("repo/sub/Docs")))
  }

  /// A value the config's shape lets through but the command cannot use is the config's problem at its line and
  /// column, exit 65, as every other key's (issue #58, item 5), not a usage error blaming a flag.
  @Test(arguments: [
    ("languages: [ko, xx]\n", ["docs"], "../.lifediagram.yml:1:17: languages: unknown language 'xx'"),
    ("font: \"A&B\"\n", ["docs"], "../.lifediagram.yml:1:7: font: 'A&B' is not a font family Graphviz can write into an SVG"),
    ("verify:\n  logged: [sceneDidBecomeActive(_:), viewDidLoad]\n", ["verify", "../a.log", "--model", "scene"],
     "../.lifediagram.yml:2:38: verify.logged: 'viewDidLoad' is not a delegate method of the scene model"),
  ])
  func aValueTheCommandCannotUseIsTheConfigsProblem(config: String, arguments: [String], problem: String) throws {
    let folder = try repository(config: config)
    try "SceneDelegate.sceneDidBecomeActive(_:)\n".write(toFile: folder.path("repo/a.log"), atomically: true, encoding: .utf8)
    let run = try tool.run(arguments, in: URL(fileURLWithPath: folder.path("repo/sub")), environment: reading)
    #expect(run.status == 65, "\(run.standardError)")
    #expect(run.standardError.hasPrefix(problem), "\(run.standardError)")
    #expect(run.standardError.contains("lifediagram: error: '../.lifediagram.yml' has 1 problem"), "\(run.standardError)")
  }

  @Test func anUnknownModelInTheConfigNamesTheConfig() throws {
    let folder = try repository(config: Self.config + "models: [nope]\n")
    let run = try tool.run(["docs"], in: URL(fileURLWithPath: folder.path("repo")), environment: reading)
    #expect(run.status == 65)
    #expect(run.standardError.hasPrefix("lifediagram: error: there is no 'nope' life cycle"), "\(run.standardError)")
    #expect(run.standardError.contains("the name is in .lifediagram.yml's 'models'"), "\(run.standardError)")
  }

  @Test func verifyReadsTheConfigsModelFiles() throws {
    let folder = try repository(config: Self.config)
    try "onCreate(savedInstanceState)\nonStart()\nonResume()\n".write(toFile: folder.path("repo/a.log"), atomically: true, encoding: .utf8)
    let run = try tool.run(["verify", "a.log", "--model", "android-activity"], in: URL(fileURLWithPath: folder.path("repo")), environment: reading)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output.contains("matches: launch"))
  }
}

/// Every command that covers models reads the config's `models` (issue #41, item 1), and answers a name there
/// that is no life cycle the same way: exit 65, one line naming the file and its key.
@Suite struct ConfigModelsTests {
  let tool = BuiltBinary()

  func repository(_ config: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
    try config.write(toFile: folder.path(".lifediagram.yml"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test(arguments: [["--svg"], ["docs"], ["check"], ["html"], ["scenarios"], ["scenarios", "cold-launch"], ["scenarios", "--all"]])
  func anUnknownModelInTheConfigIsTheConfigsError(command: [String]) throws {
    let folder = try repository("models: [nosuch]\n")
    let run = try tool.run(command, in: folder.url, environment: ["LIFEDIAGRAM_NO_CONFIG": ""])
    #expect(run.status == 65, "\(run.standardError)")
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains("there is no 'nosuch' life cycle") && run.standardError.contains(".lifediagram.yml's 'models'"), "\(run.standardError)")
    #expect(folder.listing() == [".git", ".lifediagram.yml"])
  }

  /// A config with a wrong value stops every command that reads a config, whatever flags it was given, with the
  /// same answer: `verify` used to read it only when no `--model-file` was given.
  @Test(arguments: [["--svg"], ["docs"], ["html"], ["scenarios"], ["verify", "a.log", "--model", "app", "--model-file", "m.yaml"]])
  func aWrongValueStopsEveryCommandTheSameWay(command: [String]) throws {
    let folder = try repository("scale: 9\n")
    let run = try tool.run(command, in: folder.url, environment: ["LIFEDIAGRAM_NO_CONFIG": ""])
    #expect(run.status == 65, "\(run.standardError)")
    #expect(run.standardError.hasPrefix(".lifediagram.yml:1:8: scale: "), "\(run.standardError)")
    #expect(folder.listing() == [".git", ".lifediagram.yml"])
  }

  @Test func scenariosListsTheConfigsModels() throws {
    let folder = try repository("models: [viewcontroller, scene]\n")
    let run = try tool.run(["scenarios"], in: folder.url, environment: ["LIFEDIAGRAM_NO_CONFIG": ""])
    #expect(run.status == 0, "\(run.standardError)")
    let models = Set(run.output.split(separator: "\n").flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first?.split(separator: ",").map(String.init) ?? [] })
    #expect(models.contains("viewcontroller") && models.contains("scene") && !models.contains("app"), "\(models)")
  }
}
