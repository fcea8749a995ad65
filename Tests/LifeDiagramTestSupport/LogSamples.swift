/// Logs the tests of `verify` share.
public enum LogSamples {
  /// A SwiftUI app's log of nine views' `onAppear` alone (their `onDisappear` never logged), 2,000 of them with the
  /// scene going inactive and back every fifth, and then to the background: so much is unsaid that the situations
  /// the search goes through multiply, and it stops at its bound.
  public static let viewsWithoutDisappearance: [String] = {
    var lines = ["TripsApp.init()", "View.onAppear(perform:) view=Root", "Scene.onChange(of:scenePhase) scene=S phase=active"]
    for index in 0..<2_000 {
      lines.append("View.onAppear(perform:) view=V\(index % 8)")
      if index % 5 == 4 {
        lines += ["Scene.onChange(of:scenePhase) scene=S phase=inactive", "Scene.onChange(of:scenePhase) scene=S phase=active"]
      }
    }
    return lines + ["Scene.onChange(of:scenePhase) scene=S phase=background"]
  }()
}
