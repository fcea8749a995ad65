import LifeDiagramModel

extension CallLog {
  /// The log as `lifecycle` tells its units apart, in each entry's ``Entry/scene``. A scene's identity
  /// (`scene=ID`, its session, its address) names a unit of a model whose units are scenes. A model whose units are
  /// something else (view controllers) names a unit by the class a line makes the call on
  /// (`-[FeedViewController viewDidAppear:]`, `FeedViewController.viewDidAppear(_:)`), for the calls it makes on
  /// its units' receiver; its other calls (the scene delegate's) name no unit, whatever scene the line names. A line
  /// that names the receiver as the model does (`UIViewController.viewDidLoad()`, as the explorer's log and a
  /// scenario's replay write it) names no class of the app's, and keeps what else it names.
  public func namingUnits(of lifecycle: Lifecycle) -> CallLog {
    guard let unitName = lifecycle.unitName, unitName != Self.sceneUnit else { return self }
    let receiver = lifecycle.unitReceiver
    let unitCalls = Set(lifecycle.everyCall.filter { $0.receiver == receiver }.map(\.method))
    return CallLog(
      entries: entries.map { entry in
        var entry = entry
        if !unitCalls.contains(entry.method) {
          entry.scene = nil
        } else if let named = entry.receiver, named != receiver.rawValue {
          entry.scene = named
        }
        return entry
      })
  }

  /// The name of a model's units that a scene's identity names (``Lifecycle/unitName``).
  static let sceneUnit = "scene"
}
