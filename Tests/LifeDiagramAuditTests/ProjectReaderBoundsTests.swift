import LifeDiagramModel
import Testing

@testable import LifeDiagramAudit
@testable import LifeDiagramSourceIndex
@testable import LifeDiagramAuditProjects

/// The readers of app discovery within the audit's bounds (issue #58, item 1): Tuist's manifest is parsed as every
/// Swift file is, includes are read once each, YAML aliases cannot multiply a spec's targets without bound, and
/// the work on a project is linear in it and the same on every run. (No test times anything: how long each took
/// before and after is in GUARANTEES.md's bounds table.)
@Suite struct ProjectReaderBoundsTests {
  /// A Tuist manifest of nested brackets, which swift-syntax took minutes to parse, or crashed on: refused before
  /// parsing, naming the file and the bound, as a Swift source is.
  @Test(arguments: [
    "let project = Project(name: \"A\", targets: " + String(repeating: "[", count: 40) + ")\n",
    "let project = Project(name: \"A\", targets: [" + String(repeating: "(", count: 5_000) + "\n",
  ])
  func aTuistManifestPastTheNestingBoundIsRefused(manifest: String) {
    #expect {
      try boundedAudit(["Project.swift": manifest])
    } throws: { error in
      "\(error)".hasPrefix("'Project.swift' ") && "\(error)".contains("past the audit's bound")
    }
  }

  /// A manifest within the bounds is still read: its app is found.
  @Test func aTuistManifestWithinTheBoundsIsRead() throws {
    let manifest = """
      import ProjectDescription
      let project = Project(name: "Shop", targets: [
        .target(name: "Shop", destinations: .iOS, product: .app, infoPlist: "Shop/Info.plist", sources: ["Shop/**"]),
      ])
      """
    let result = try boundedAudit(["Project.swift": manifest, "Shop/AppDelegate.swift": appDelegate("")])
    #expect(result.apps.map(\.name) == ["Shop"])
  }

  /// A file that includes itself, and another file many times: each is read once, in include order.
  @Test func anXcconfigIncludedManyTimesIsReadOnce() {
    let selfIncluding = String(repeating: "#include \"A.xcconfig\"\n#include \"B.xcconfig\"\n", count: 50) + "SDKROOT = iphoneos\n"
    let files = ["A.xcconfig": selfIncluding, "B.xcconfig": "#include \"A.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = BETA\n"]
    #expect(XcodeConfigFile.lines("A.xcconfig", files: files) == ["SWIFT_ACTIVE_COMPILATION_CONDITIONS = BETA", "SDKROOT = iphoneos"])
    #expect(XcodeConfigFile.settings("A.xcconfig", files: files)["SDKROOT"] == "iphoneos")
    #expect(XcodeConfigFile.flags("A.xcconfig", files: files) == ["BETA"])
  }

  /// XcodeGen specs that include themselves and each other: each read once, its targets once.
  @Test func xcodeGenIncludesAreReadOnceEach() throws {
    let specs = [
      "a.yml": "include: [b.yml, a.yml, project.yml]\ntargets:\n  A: {type: framework, platform: iOS}\n",
      "b.yml": "include: [a.yml, a.yml]\ntargets:\n  B: {type: framework, platform: iOS}\n",
    ]
    let text = "include: [a.yml, a.yml, b.yml, project.yml]\ntargets:\n  App: {type: application, platform: iOS}\n"
    let project = try #require(try XcodeProject(xcodeGen: text, path: "project.yml") { specs[$0] })
    #expect(project.targets.map(\.name) == ["App", "A", "B"])
  }

  /// Aliases that make a small spec stand for millions of sources: refused naming the file and the bound, before
  /// the targets are built.
  @Test func xcodeGenAliasesPastTheBudgetAreRefused() {
    var text = "sources: &sources [" + (0..<1_000).map { "S\($0)" }.joined(separator: ", ") + "]\n"
    text += "app: &app {type: application, platform: iOS, sources: *sources}\ntargets:\n"
    for index in 0..<2_000 { text += "  App\(index): *app\n" }
    #expect {
      try XcodeProject(xcodeGen: text, path: "project.yml")
    } throws: { error in
      "\(error)".hasPrefix("'project.yml' stands for more than") && "\(error)".contains("YAML aliases")
    }
  }

  /// A project whose groups form a cycle: a file under them is under no folder of the project, and reading it
  /// ends (each group's path is found once).
  @Test func aGroupCycleIsUnderNoFolder() throws {
    let project = try #require(XcodeProject(pbxproj: Self.project(groups: """
        G1 = {isa = PBXGroup; children = (G2); path = One; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (G1, F1); path = Two; sourceTree = "<group>"; };
      """)))
    #expect(project.targets.first?.sources == [])
  }

  /// A file listed in two groups: its path is the one through the group whose id sorts first, on every run.
  @Test func aFileInTwoGroupsHasOnePath() throws {
    for _ in 0..<20 {
      let project = try #require(XcodeProject(pbxproj: Self.project(groups: """
          M = {isa = PBXGroup; children = (G9, G1); sourceTree = "<group>"; };
          G9 = {isa = PBXGroup; children = (F1); path = Nine; sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (F1); path = One; sourceTree = "<group>"; };
        """)))
      #expect(project.targets.first?.sources == ["One/AppDelegate.swift"])
    }
  }

  /// Thousands of application targets, each declared where its entry is, and an XcodeGen app depending on
  /// thousands of targets: every app found, each at its line.
  @Test func thousandsOfTargetsAreEachFound() throws {
    let count = 3_000
    let targets = (0..<count).map { "T\($0) = {isa = PBXNativeTarget; name = App\($0); productType = \"com.apple.product-type.application\"; };" }
    let text = """
      // !$*UTF8*$!
      {
      objects = {
      R = {isa = PBXProject; mainGroup = M; targets = (\((0..<count).map { "T\($0)" }.joined(separator: ", "))); };
      M = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
      \(targets.joined(separator: "\n"))
      };
      rootObject = R;
      }
      """
    let project = try #require(XcodeProject(pbxproj: text))
    let file = ProjectFile(path: "App.xcodeproj/project.pbxproj", text: text, project: project, kind: .xcode)
    #expect(file.location(of: project.targets[count - 1]).line == count + 5)
    let found = AppFinder.find(files: [], plists: [:], projects: [file]).apps
    #expect(found.count == count)

    var spec = "targets:\n  App: {type: application, platform: iOS, dependencies: [\((0..<count).map { "{target: F\($0)}" }.joined(separator: ", "))]}\n"
    for index in 0..<count { spec += "  F\(index): {type: framework, platform: iOS, sources: [F\(index)]}\n" }
    let generated = try #require(try XcodeProject(xcodeGen: spec, path: "project.yml"))
    let app = AppFinder.find(
      files: ["F0/A.swift", "F\(count - 1)/B.swift"], plists: [:],
      projects: [ProjectFile(path: "project.yml", text: spec, project: generated, kind: .xcodeGen)]
    ).apps
    #expect(app.map(\.files) == [["F0/A.swift", "F\(count - 1)/B.swift"]])
  }

  /// A project with one app target whose Sources phase builds `F1`, and `groups` (which may hold `F1`).
  static func project(groups: String) -> String {
    """
    // !$*UTF8*$!
    {
    objects = {
    R = {isa = PBXProject; mainGroup = M; targets = (T); };
    F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
    B1 = {isa = PBXBuildFile; fileRef = F1; };
    P = {isa = PBXSourcesBuildPhase; files = (B1); };
    T = {isa = PBXNativeTarget; name = App; buildPhases = (P); productType = "com.apple.product-type.application"; };
    \(groups)
    };
    rootObject = R;
    }
    """
  }
}
