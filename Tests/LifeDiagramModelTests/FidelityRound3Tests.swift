import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// Fidelity round 3 (issue 26, items 15 to 17): facts the tables now state, each read from a replay.
@Suite struct FidelityRound3Tests {
  @Test func aSceneAppsBackgroundLaunchHasNoLocationKey() throws {
    let replay = try run("launch-into-background", .scene)
    #expect(replay.notes.contains { $0.contains("launchOptions[.location]") && $0.contains("unconditionally") })
    #expect(replay.sources.contains("A15"))
  }

  @Test func appStateRestorationAndPreservationNeedTheAppToOptIn() throws {
    let launch = try run("cold-launch", .app)
    #expect(launch.rows.contains { $0.step.systemText?.contains("shouldRestoreSecureApplicationState") == true })
    let leaving = try run("move-to-background", .app)
    let texts = leaving.rows.compactMap(\.step.systemText)
    #expect(texts.contains { $0.contains("shouldSaveSecureApplicationState") })
    #expect(launch.rows.contains { $0.sources.contains("A25") })
  }

  @Test func aProgrammaticDismissalGetsNoDidDismiss() throws {
    let replay = try run("dismiss-page-sheet", "viewcontroller")
    #expect(replay.notes.contains { $0.contains("presentationControllerDidDismiss(_:)") && $0.contains("dismiss(animated:) does not call it") })
    #expect(Catalog.builtIn.source("AV20")?.url?.hasSuffix("presentationcontrollerdiddismiss(_:)") == true)
  }

  @Test func aBiometricPromptResignsAndReactivatesInBothLifeCycles() throws {
    let app = try run("interruption-face-id", .app).rows.compactMap { $0.call?.method }
    #expect(app == ["applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)"])
    let scene = try run("interruption-face-id", .scene)
    let sceneCalls = scene.rows.compactMap { $0.call?.method }
    #expect(sceneCalls == ["sceneWillResignActive(_:)", "sceneDidBecomeActive(_:)"])
    #expect(scene.notes.contains { $0.contains("loops") } && scene.notes.contains { $0.contains("compact banner") })
  }

  @Test func anOverFullScreenPresenterGetsNoDisappearCalls() throws {
    let over = try run("present-over-full-screen", "viewcontroller")
    #expect(!over.rows.contains { $0.scene == 1 && $0.call != nil })
    let presented: [String] = over.rows.compactMap { $0.scene == 2 ? $0.call?.method : nil }
    #expect(presented.contains("viewDidAppear(_:)"))
  }
}
