import Foundation
import LifeDiagramTestSupport
import Testing

/// A repository's `.lifediagram.yml` reaches nothing outside its folder (issue #40, item 2): no absolute path,
/// no `..`, no link that leads out, no config that is itself a link out; and the default docs folders are not
/// links out of the working folder.
@Suite struct ContainmentTests {
  let tool = BuiltBinary()
  let reading = ["LIFEDIAGRAM_NO_CONFIG": ""]

  /// `outside/secret.yaml` beside `repo/`, a git repository whose config is `config`.
  func repository(config: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path("repo/.git"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.path("outside"), withIntermediateDirectories: true)
    try "SECRET=hunter2\n".write(toFile: folder.path("outside/secret.yaml"), atomically: true, encoding: .utf8)
    try config.write(toFile: folder.path("repo/.lifediagram.yml"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test(arguments: [
    ("modelFiles: [../outside/secret.yaml]\n", "modelFiles: '../outside/secret.yaml' goes up with '..'"),
    ("modelFiles: [/etc/passwd]\n", "modelFiles: '/etc/passwd' is an absolute path"),
    ("translationFiles: [../outside/secret.yaml]\n", "translationFiles: '../outside/secret.yaml' goes up"),
    ("docs: {output: ../outside}\n", "docs.output: '../outside' goes up"),
    ("docs: {images: /tmp/x}\n", "docs.images: '/tmp/x' is an absolute path"),
    ("audit: {paths: [../outside]}\n", "audit.paths: '../outside' goes up"),
  ])
  func aConfigPathOutOfItsFolderIsRefused(config: String, message: String) throws {
    let folder = try repository(config: config)
    let command = config.hasPrefix("audit") ? ["audit"] : ["check"]
    let run = try tool.run(command, in: URL(fileURLWithPath: folder.path("repo")), environment: reading)
    #expect(run.status == 65, "\(run.standardError)")
    #expect(run.standardError.contains(message), "\(run.standardError)")
    #expect(!run.standardError.contains("hunter2") && !run.output.contains("hunter2"))
    #expect(run.standardError.split(separator: "\n").count == 1)
  }

  @Test func aCommittedLinkOutIsRefusedWhereverItIsOnThePath() throws {
    let folder = try repository(config: "modelFiles: [models/secret.yaml]\n")
    try FileManager.default.createSymbolicLink(atPath: folder.path("repo/models"), withDestinationPath: "../outside")
    let run = try tool.run(["check"], in: URL(fileURLWithPath: folder.path("repo")), environment: reading)
    #expect(run.status == 65)
    #expect(run.standardError.contains("modelFiles: 'models/secret.yaml' leads out of the folder through a symbolic link"), "\(run.standardError)")
    #expect(!run.standardError.contains("hunter2"))
  }

  @Test func aLinkInsideTheRepositoryIsFine() throws {
    let folder = try repository(config: "modelFiles: [linked.yaml]\n")
    let example = ModelFileCommandTests.example.deletingLastPathComponent().appendingPathComponent("android-activity.yaml")
    try FileManager.default.copyItem(atPath: example.path, toPath: folder.path("repo/model.yaml"))
    try FileManager.default.createSymbolicLink(atPath: folder.path("repo/linked.yaml"), withDestinationPath: "model.yaml")
    let run = try tool.run(["model", "--format", "json"], in: URL(fileURLWithPath: folder.path("repo")), environment: reading)
    #expect(run.standardError.isEmpty || !run.standardError.contains("symbolic link"), "\(run.standardError)")
  }

  @Test func aConfigThatLinksOutOfTheRepositoryIsNotRead() throws {
    let folder = try repository(config: "")
    try "modelFiles: [secret.yaml]\n".write(toFile: folder.path("outside/.lifediagram.yml"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: folder.path("repo/.lifediagram.yml"))
    try FileManager.default.createSymbolicLink(atPath: folder.path("repo/.lifediagram.yml"), withDestinationPath: "../outside/.lifediagram.yml")
    let run = try tool.run(["check"], in: URL(fileURLWithPath: folder.path("repo")), environment: reading)
    #expect(run.status == 65)
    #expect(run.standardError.contains("'.lifediagram.yml' is a symbolic link out of the repository"), "\(run.standardError)")
    #expect(!run.standardError.contains("hunter2"))
    // Named on the command line, it is the user's choice.
    let named = try tool.run(["model", "app", "--config", "../outside/.lifediagram.yml"], in: URL(fileURLWithPath: folder.path("repo")))
    #expect(!named.standardError.contains("symbolic link"), "\(named.standardError)")
  }

  @Test func aDefaultDocsFolderThatLinksOutIsRefusedButAnExplicitOneIsTheUsers() throws {
    let folder = try repository(config: "")
    try FileManager.default.removeItem(atPath: folder.path("repo/.lifediagram.yml"))
    try FileManager.default.createSymbolicLink(atPath: folder.path("repo/Docs"), withDestinationPath: "../outside")
    let run = try tool.run(["docs", "--model", "viewcontroller", "--scale", "1"], in: URL(fileURLWithPath: folder.path("repo")))
    #expect(run.status == 73)
    #expect(run.standardError.contains("the default folder 'Docs' leads out of the folder through a symbolic link"), "\(run.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("outside")) == ["secret.yaml"])
    let explicit = try tool.run(["docs", "-o", "Docs", "--model", "viewcontroller", "--scale", "1"], in: URL(fileURLWithPath: folder.path("repo")))
    #expect(explicit.status == 0, "\(explicit.standardError)")
  }
}
