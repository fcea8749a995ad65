/// Everything the tool knows, as one value: the life cycles, the scenarios replayed through them, the delegate
/// methods they call, the sources that back each fact, and where the sources disagree.
///
/// Commands, scenario runs, the docs plan and every page receive a catalog and read nothing else, so a catalog
/// other than ``builtIn`` (one a user's model files extend) goes through the same code.
public struct Catalog: Sendable, Hashable {
  /// The life cycles, in the order the docs list them.
  public var lifecycles: [Lifecycle]
  /// The scenarios, in the order the docs list them.
  public var scenarios: [Scenario]
  /// The delegate methods the life cycles call.
  public var delegateMethods: [DelegateMethod]
  /// How AppDelegate methods map to SceneDelegate methods.
  public var delegateMappings: [DelegateMapping]
  /// The sources the facts cite.
  public var sources: [Source]
  /// Where the sources disagree, and how the model resolves it.
  public var disagreements: [Disagreement]
  /// What the docs' index is titled, or nil to title it from the life cycles.
  public var title: String?
  /// The paragraph under the index's title, or nil for none.
  public var introduction: String?

  /// Creates a catalog.
  public init(
    lifecycles: [Lifecycle], scenarios: [Scenario], delegateMethods: [DelegateMethod] = [],
    delegateMappings: [DelegateMapping] = [], sources: [Source] = [], disagreements: [Disagreement] = [],
    title: String? = nil, introduction: String? = nil
  ) {
    self.lifecycles = lifecycles
    self.scenarios = scenarios
    self.delegateMethods = delegateMethods
    self.delegateMappings = delegateMappings
    self.sources = sources
    self.disagreements = disagreements
    self.title = title
    self.introduction = introduction
  }

  /// The life cycles the tool ships with, and everything about them: what they share (Models/catalog.yaml) and
  /// the app, scene, view controller and SwiftUI life cycles (Models/app.yaml, scene.yaml, viewcontroller.yaml,
  /// swiftui.yaml), each written as a model file, turned into Swift by `make models`, and added as a user's model
  /// file is.
  public static let builtIn = Catalog(.shared).adding(.app).adding(.scene).adding(.viewController).adding(.swiftUI)

  /// The notification each delegate method posts with its calls, by the method's id (`SceneDelegate.…`).
  public var notificationNames: [String: String] {
    var names: [String: String] = [:]
    for method in delegateMethods { if let notification = method.notification { names[method.id] = notification } }
    return names
  }

  /// Whether some of a life cycle's calls post a notification (the app and scene delegates' do, A30).
  public func postsNotifications(_ lifecycle: Lifecycle) -> Bool {
    let names = notificationNames
    return lifecycle.everyCall.contains { names["\($0.receiver.rawValue).\($0.method)"] != nil }
  }

  /// The life cycle with this id, if the catalog has one.
  public func lifecycle(_ id: LifecycleID) -> Lifecycle? {
    lifecycles.first { $0.id == id }
  }

  /// The scenario with this id, if the catalog has one.
  public func scenario(_ id: String) -> Scenario? {
    scenarios.first { $0.id == id }
  }

  /// The scenarios that exist for a life cycle, in catalog order.
  public func scenarios(of lifecycle: LifecycleID) -> [Scenario] {
    scenarios.filter { $0.models.contains(lifecycle) }
  }

  /// The source with this id, if the catalog has one.
  public func source(_ id: SourceID) -> Source? {
    sources.first { $0.id == id }
  }

  /// The scenario ids closest to `id` (edit distance, ties in catalog order), for "did you mean".
  public func nearestScenarioIDs(to id: String, limit: Int = 3) -> [String] {
    nearestIDs(to: id, among: scenarios.map(\.id), limit: limit)
  }
}

extension Lifecycle {
  /// The built-in app-based life cycle (Models/app.yaml).
  static let app = ModelFile.app.lifecycle
  /// The built-in scene-based life cycle (Models/scene.yaml).
  static let scene = ModelFile.scene.lifecycle
}
