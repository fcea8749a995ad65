import LifeDiagramMigrate
import LifeDiagramSourceIndex
import Testing

@testable import LifeDiagramAudit

/// A migration is the corrections of the audit's rules, each in its rule's file: a rule's correction alone takes
/// its steps and no other's, and every rule's together make the whole plan.
@Suite struct RuleCorrectionTests {
  static let appDelegate = "Shop/Shop/AppDelegate.swift"
  static let infoPlist = "Shop/Shop/Info.plist"
  static let sceneDelegate = "Shop/Shop/SceneDelegate.swift"
  static let catalog = "Shop/Shop/CatalogViewController.swift"

  /// The Swift fixture app planned with only `corrections`.
  static func planned(correcting corrections: [any CorrectableRule.Type]) throws -> AppMigration {
    var migrator = Migrator()
    migrator.corrections = corrections
    let plan = try migrator.plan(try FixtureApp("SwiftWindowApp").inputs)
    return try #require(plan.apps.first { $0.name == "Shop" })
  }

  static func text(_ app: AppMigration, _ path: String) -> String? {
    app.files.first { $0.path == path }.map { String(decoding: $0.after, as: UTF8.self) }
  }

  @Test func withNoCorrectionTheAppsCodeIsNotTouched() throws {
    let app = try Self.planned(correcting: [])
    let written = Set(app.files.map(\.path))
    #expect(!written.contains(Self.appDelegate) && !written.contains(Self.infoPlist) && !written.contains(Self.catalog))
  }

  @Test func neverCalledMovesTheCallbacksAndNothingElse() throws {
    let app = try Self.planned(correcting: [NeverCalledRule.self])
    let scene = try #require(Self.text(app, Self.sceneDelegate))
    #expect(scene.contains("func sceneDidEnterBackground(_ scene: UIScene)"))
    #expect(scene.contains("openURLContexts"))
    // The launch's half is warm-only-url's; the manifest and the window are scene-adoption's.
    #expect(!scene.contains("connectionOptions.urlContexts"))
    #expect(!scene.contains("UIWindow(windowScene:"))
    #expect(Self.text(app, Self.infoPlist) == nil)
    #expect(Self.text(app, Self.appDelegate)?.contains("func application(_ app: UIApplication, open url: URL") == false)
  }

  @Test func warmOnlyURLHandsTheLaunchsURLToTheSameCode() throws {
    let app = try Self.planned(correcting: [NeverCalledRule.self, WarmOnlyURLRule.self])
    let scene = try #require(Self.text(app, Self.sceneDelegate))
    #expect(scene.contains("connectionOptions.urlContexts"))
    #expect(!scene.contains("connectionOptions.userActivities"))
  }

  @Test func sceneAdoptionWritesTheManifestAndMovesTheWindow() throws {
    let app = try Self.planned(correcting: [SceneAdoptionRule.self])
    #expect(Self.text(app, Self.infoPlist)?.contains("UIApplicationSceneManifest") == true)
    #expect(Self.text(app, Self.sceneDelegate)?.contains("UIWindow(windowScene: windowScene)") == true)
    #expect(Self.text(app, Self.catalog) == nil)
  }

  @Test func appWindowInSceneAppRewritesTheLookups() throws {
    let app = try Self.planned(correcting: [AppWindowInSceneAppRule.self])
    #expect(Self.text(app, Self.catalog)?.contains("UIApplication.shared.sceneKeyWindow") == true)
  }

  /// Without one rule's correction, the audit of the migrated app finds that rule again: each correction is what
  /// answers its rule, and the audit afterwards holds the migration to it. (Some corrections share a step:
  /// `warm-only-*` and `launch-options-in-scene-app` both hand the launch's options on, so either answers both.)
  /// With every correction nothing remains: `FixtureMigrationTests.theMigratedAppAuditsCleanAndNothingIsLeft`.
  @Test(arguments: [
    NeverCalledRule.self as any CorrectableRule.Type, AppWindowInSceneAppRule.self, SceneAdoptionRule.self,
  ])
  func withoutARulesCorrectionItsFindingsRemain(_ left: any CorrectableRule.Type) throws {
    let all = Auditor.allRules.compactMap { $0 as? any CorrectableRule.Type }
    let without = try Self.planned(correcting: all.filter { $0.id != left.id })
    #expect(without.remaining.contains { $0.rule == left.id }, "\(without.remaining.map(\.rule))")
  }
}
