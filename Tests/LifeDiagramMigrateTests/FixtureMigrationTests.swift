import LifeDiagramAudit
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
  ]

  @Test(arguments: fixtures.map(\.fixture))
  func thePatchIsTheGoldenOne(_ fixture: String) throws {
    let plan = try plan(try FixtureApp(fixture).inputs)
    assertSnapshot(MigrationReport(plan, written: false).diff, named: "\(fixture).diff")
    assertSnapshot(MigrationReport(plan, written: false).text, named: "\(fixture).txt")
  }

  @Test(arguments: fixtures)
  func theMigratedAppAuditsCleanAndNothingIsLeft(_ fixture: (fixture: String, app: String, sources: String)) throws {
    let plan = try plan(try FixtureApp(fixture.fixture).inputs)
    let app = try #require(plan.apps.first { $0.name == fixture.app })
    #expect(app.leftAlone == nil)
    #expect(app.remaining.isEmpty, "\(app.remaining.map(\.message))")
    #expect(app.manual.isEmpty, "\(app.manual.map(\.what))")
    #expect(!plan.hasManualSteps)
  }

  @Test(arguments: fixtures)
  func aSecondRunHasNothingToDo(_ fixture: (fixture: String, app: String, sources: String)) throws {
    let inputs = try FixtureApp(fixture.fixture).inputs
    let first = try plan(inputs)
    let second = try plan(FixtureApp.applying(first, to: inputs))
    #expect(second.files.isEmpty)
    #expect(second.apps.first { $0.name == fixture.app }?.leftAlone == "it already adopts scenes")
  }

  @Test(arguments: fixtures)
  func theMigratedAppTypeChecks(_ fixture: (fixture: String, app: String, sources: String)) throws {
    let inputs = try FixtureApp(fixture.fixture).inputs
    let migrated = FixtureApp.applying(try plan(inputs), to: inputs)
    let sources = migrated.filter { $0.path.hasPrefix(fixture.sources) && $0.path.hasSuffix(".swift") }
    #expect(sources.count >= 3)
    let errors = try TypeCheck.errors(sources.map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, String(decoding: $0.bytes, as: UTF8.self)) }, module: fixture.app)
    #expect(errors.isEmpty, "\(errors)")
  }

  /// The stub is no rubber stamp: what UIKit does not have fails it.
  @Test func theStubRefusesWhatUIKitDoesNotHave() throws {
    let errors = try TypeCheck.errors([("Bad.swift", "import UIKit\nlet window = UIWindow(scene: 1)\n")], module: "Bad")
    #expect(errors.contains("error:"))
  }
}
