import Foundation
import LifeDiagramTestSupport
import Testing

/// `lifediagram migrate` on a copy of a fixture app in a git repository: the patch `git apply` takes, `--write`
/// all at once, a second run with nothing to do, work in progress refused, and the usual answers to bad input.
@Suite struct MigrateCommandTests {
  let binary = BuiltBinary()
  static let fixtures = BuiltBinary.root.appendingPathComponent("Tests/LifeDiagramMigrateTests/Fixtures")

  /// A fixture copied into a fresh repository, committed.
  static func repository(_ fixture: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("app")
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: copy)
    for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "before"]] {
      let git = try Process.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["git", "-C", copy.path] + arguments)
      git.waitUntilExit()
      #expect(git.terminationStatus == 0)
    }
    return folder
  }

  /// Every file of a folder but git's, by path from it.
  static func files(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
    for case let path as String in walker where !path.hasPrefix(".git") {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
        files["app/" + path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  @Test func thePatchIsOneGitApplies() throws {
    let folder = try Self.repository("SwiftWindowApp")
    let app = folder.url.appendingPathComponent("app")
    let run = try binary.run(["migrate", "--format", "diff"], in: app)
    #expect(run.status == 0, "\(run.standardError)")
    try run.standardOutput.write(to: folder.url.appendingPathComponent("migration.patch"))
    let apply = try Process.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["git", "-C", app.path, "apply", "--check", folder.path("migration.patch")])
    apply.waitUntilExit()
    #expect(apply.terminationStatus == 0)
  }

  @Test func writeAppliesThePlanAndASecondRunHasNothingToDo() throws {
    let folder = try Self.repository("SwiftWindowApp")
    let app = folder.url.appendingPathComponent("app")
    let before = try Self.files(in: folder.url.appendingPathComponent("app"))
    let first = try binary.run(["migrate", "--write"], in: app)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.output.contains("Shop: migrated to the scene life cycle (Swift)\n  wrote ./Shop/Shop/AppDelegate.swift\n"))
    let after = try Self.files(in: folder.url.appendingPathComponent("app"))
    #expect(Set(after.keys).subtracting(before.keys) == ["app/Shop/Shop/SceneDelegate.swift"])
    #expect(after.filter { before[$0.key] != $0.value }.keys.sorted() == [
      "app/Shop/Shop.xcodeproj/project.pbxproj", "app/Shop/Shop/AppDelegate.swift", "app/Shop/Shop/CatalogViewController.swift",
      "app/Shop/Shop/Info-Lite.plist", "app/Shop/Shop/Info.plist",
      "app/Shop/Shop/SceneDelegate.swift",
    ])
    let second = try binary.run(["migrate", "--write", "--force"], in: app)
    #expect(second.status == 0)
    #expect(second.output == "Shop: left alone: it already adopts scenes\n1 app: 0 to migrate, 1 left alone; 0 manual steps.\n")
    #expect(try Self.files(in: folder.url.appendingPathComponent("app")) == after)
  }

  @Test func uncommittedWorkIsNeverOverwritten() throws {
    let folder = try Self.repository("SwiftWindowApp")
    let app = folder.url.appendingPathComponent("app")
    let delegate = app.appendingPathComponent("Shop/Shop/AppDelegate.swift")
    let edited = try String(contentsOf: delegate, encoding: .utf8) + "// work in progress\n"
    try edited.write(to: delegate, atomically: true, encoding: .utf8)
    let before = try Self.files(in: folder.url.appendingPathComponent("app"))
    let run = try binary.run(["migrate", "--write"], in: app)
    #expect(run.status == 73)
    #expect(run.standardError == "lifediagram: error: migrate would write ./Shop/Shop/AppDelegate.swift, which has uncommitted changes; commit or stash them, or give --force\n")
    #expect(try Self.files(in: folder.url.appendingPathComponent("app")) == before)
  }

  /// A new file is never written over one the paths given left out: the plan did not see it.
  @Test func aNewFileNeverReplacesOneThatWasNotRead() throws {
    let folder = try Self.repository("SwiftWindowApp")
    let app = folder.url.appendingPathComponent("app/Shop/Shop")
    try "// mine\n".write(to: app.appendingPathComponent("SceneDelegate.swift"), atomically: true, encoding: .utf8)
    let before = try Self.files(in: folder.url.appendingPathComponent("app"))
    let run = try binary.run(["migrate", "--write", "--force", "AppDelegate.swift", "Info.plist"], in: app)
    #expect(run.status == 73)
    #expect(run.standardError.hasPrefix("lifediagram: error: migrate would write 'SceneDelegate.swift', which is already there and was not read"))
    #expect(try Self.files(in: folder.url.appendingPathComponent("app")) == before)
  }

  @Test func theJSONNamesAppsFilesAndManualSteps() throws {
    let run = try binary.run(["migrate", "--format", "json", "--app", "Notes", Self.fixtures.appendingPathComponent("StoryboardXcodeGenApp").path])
    #expect(run.status == 0, "\(run.standardError)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
    let apps = try #require(object["apps"] as? [[String: Any]])
    #expect(apps.map { $0["name"] as? String } == ["Notes"])
    let files = try #require(apps[0]["files"] as? [[String: Any]])
    #expect(files.compactMap { $0["path"] as? String }.map { $0.split(separator: "/").suffix(2).joined(separator: "/") } == [
      "Notes/AppDelegate+Links.swift", "Notes/AppDelegate.swift", "Notes/SceneDelegate.swift", "StoryboardXcodeGenApp/project.yml",
      "Notes/Info.plist",
    ])
    #expect((apps[0]["manual"] as? [Any])?.isEmpty == true)
    #expect(object["written"] as? Bool == false)
  }

  @Test func badInputIsAOneLineErrorWithAUsageCode() throws {
    let app = Self.fixtures.appendingPathComponent("SwiftWindowApp").path
    let unknown = try binary.run(["migrate", "--app", "Nope", app])
    #expect(unknown.status == 64)
    #expect(unknown.standardError.hasPrefix("lifediagram: error: --app: there is no app 'Nope'; the apps are Shop"))
    let force = try binary.run(["migrate", "--force", app])
    #expect(force.status == 64)
    #expect(force.standardError.hasPrefix("lifediagram: error: --force: only --write writes; give --write too"))
  }

  /// `-o` writes each migrated app's page with its diagrams before and after, whether or not `--write` is given.
  @Test func theOutputFolderGetsEachAppsPageAndDiagrams() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(["migrate", "-o", folder.path("pages"), Self.fixtures.appendingPathComponent("StoryboardXcodeGenApp").path])
    #expect(run.status == 0, "\(run.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("pages")).sorted()
    #expect(files == ["Notes-after.svg", "Notes-before.svg", "Notes-migration.md"])
    let page = try String(contentsOfFile: folder.path("pages/Notes-migration.md"), encoding: .utf8)
    #expect(page.hasPrefix("# Notes: to the scene life cycle\n"))
    #expect(page.contains("![The app-based life cycle, the app's calls marked](Notes-before.svg)"))
    #expect(page.contains("| `lifediagram verify --model scene deep-link-cold.log` |"))
    #expect(!page.contains("quick-action"))
    let after = try String(contentsOfFile: folder.path("pages/Notes-after.svg"), encoding: .utf8)
    #expect(after.contains("sceneDidBecomeActive"))
  }

  /// `lifediagram migrate` hands on to `lifediagram-audit`, which runs migrate, not audit, with the arguments as typed.
  @Test func lifediagramHandsMigrateOnToTheAuditProgram() throws {
    let run = try binary.run(["migrate", "--format", "json", Self.fixtures.appendingPathComponent("SwiftWindowApp").path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output.hasPrefix("{\n  \"written\": false,\n  \"apps\": ["))
  }
}
