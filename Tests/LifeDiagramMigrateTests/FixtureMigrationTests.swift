import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramMigrate
import LifeDiagramTestSupport
import Testing

/// The fixture apps, one a shape (`Fixtures/`), migrated: the patch is the golden one, the migrated app's audit is
/// clean of what the migration answers, it type-checks against the UIKit stub, and a second run has nothing to do.
@Suite struct FixtureMigrationTests {
  /// Each fixture, the app it migrates, and the folder of that app's Swift files.
  static let fixtures: [(fixture: String, app: String, sources: String)] = [
    ("SwiftWindowApp", "Shop", "Shop/Shop/"),
    ("StoryboardXcodeGenApp", "Notes", "Notes/"),
    ("ObjCWindowApp", "Remote", "Remote/Remote/"),
    ("SynchronizedFolderApp", "Journal", "Journal/"),
  ]

  /// Each fixture's files and their migration, planned once for every test that only reads them: a plan parses
  /// every file and audits the app again as migrated, which was most of these tests' time.
  static let planned: [String: Result<(inputs: [AuditInput], plan: MigrationPlan), any Error>] = Dictionary(
    uniqueKeysWithValues: fixtures.map { fixture in
      (fixture.fixture, Result { let inputs = try FixtureApp(fixture.fixture).inputs; return (inputs, try plan(inputs)) })
    })

  /// The fixture's files and their plan, from ``planned``.
  static func planned(_ fixture: String) throws -> (inputs: [AuditInput], plan: MigrationPlan) {
    try #require(planned[fixture]).get()
  }

  @Test(arguments: fixtures.map(\.fixture))
  func thePatchIsTheGoldenOne(_ fixture: String) throws {
    let plan = try Self.planned(fixture).plan
    assertSnapshot(MigrationReport(plan, written: false).diff, named: "\(fixture).diff")
    assertSnapshot(MigrationReport(plan, written: false).text, named: "\(fixture).txt")
  }

  @Test(arguments: fixtures)
  func theMigratedAppAuditsCleanAndNothingIsLeft(_ fixture: (fixture: String, app: String, sources: String)) throws {
    let plan = try Self.planned(fixture.fixture).plan
    let app = try #require(plan.apps.first { $0.name == fixture.app })
    #expect(app.leftAlone == nil)
    #expect(app.remaining.isEmpty, "\(app.remaining.map(\.message))")
    #expect(app.manual.isEmpty, "\(app.manual.map(\.what))")
    #expect(!plan.hasManualSteps)
  }

  @Test(arguments: fixtures)
  func aSecondRunHasNothingToDo(_ fixture: (fixture: String, app: String, sources: String)) throws {
    let (inputs, first) = try Self.planned(fixture.fixture)
    let second = try plan(FixtureApp.applying(first, to: inputs))
    #expect(second.files.isEmpty)
    #expect(second.apps.first { $0.name == fixture.app }?.leftAlone == "it already adopts scenes")
  }

  @Test(arguments: fixtures)
  func theMigratedAppTypeChecks(_ fixture: (fixture: String, app: String, sources: String)) throws {
    let (inputs, planned) = try Self.planned(fixture.fixture)
    let migrated = FixtureApp.applying(planned, to: inputs)
    let sources = migrated.filter { $0.path.hasPrefix(fixture.sources) }
      .map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, String(decoding: $0.bytes, as: UTF8.self)) }
    let swift = sources.filter { $0.0.hasSuffix(".swift") }
    let objectiveC = sources.filter { $0.0.hasSuffix(".m") || $0.0.hasSuffix(".h") }
    #expect(swift.count + objectiveC.count >= 3)
    let errors = try (swift.isEmpty ? "" : TypeCheck.errors(swift, module: fixture.app))
      + (objectiveC.isEmpty ? "" : TypeCheck.objectiveCErrors(objectiveC))
    #expect(errors.isEmpty, "\(errors)")
  }

  /// An Xcode 16 synchronized folder compiles the new file with no edit of the project.
  @Test func aSynchronizedFolderNeedsNoProjectEdit() throws {
    let plan = try Self.planned("SynchronizedFolderApp").plan
    #expect(plan.files.map(\.path) == ["Journal/AppDelegate.swift", "Journal/SceneDelegate.swift", "Journal/Info.plist"])
  }

  /// The stubs are no rubber stamps: what UIKit does not have fails them.
  @Test func theStubsRefuseWhatUIKitDoesNotHave() throws {
    let errors = try TypeCheck.errors([("Bad.swift", "import UIKit\nlet window = UIWindow(scene: 1)\n")], module: "Bad")
    #expect(errors.contains("error:"))
    let objectiveC = try TypeCheck.objectiveCErrors([("Bad.m", "#import <UIKit/UIKit.h>\nvoid f(void) { [[UIWindow alloc] initWithScene:nil]; }\n")])
    #expect(objectiveC.contains("initWithScene"))
  }
}
