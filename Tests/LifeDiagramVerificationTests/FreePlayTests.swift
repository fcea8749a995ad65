import LifeDiagramModel
import LifeDiagramVerification
import Testing

/// The explorer's free play: the model's events from its start, each move a replay of one event.
@Suite struct FreePlayTests {
  static let catalog = Catalog.builtIn
  static let models: [LifecycleID] = [.app, .scene, "viewcontroller"]

  /// Every walk through the free play is a run `verify` accepts from the model's start: here, for each model,
  /// 12 walks of 25 moves, each taking a different move at each step.
  @Test(arguments: models) func everyWalkVerifiesFromTheStart(_ model: LifecycleID) throws {
    let lifecycle = try #require(Self.catalog.lifecycle(model))
    let game = FreePlay(lifecycle)
    let verifier = LogVerifier(lifecycle, scenarios: [], starts: [FreePlay.start(of: lifecycle)])
    for walk in 0..<12 {
      var at = 0
      var calls: [DelegateCall] = []
      for step in 0..<25 {
        let moves = game.moves[at]
        guard !moves.isEmpty else { break }
        let move = moves[(walk * 7 + step * 3) % moves.count]
        calls += move.rows.compactMap(\.call)
        at = move.target
      }
      guard !calls.isEmpty else { continue }
      let log = CallLog(LogVerifierTests.log(calls), methods: Self.catalog.delegateMethods)
      let verdict = verifier.verify(log, fromAnyCall: false)
      #expect(verdict.divergence == nil, "\(model) walk \(walk): \(String(describing: verdict.divergence))")
    }
  }

  /// The free play reaches every state of each model, and lets the user take every transition an event of the
  /// model fires (the app model's `background-to-not-running`, Apple's dashed edge, has no event, so no scenario
  /// or log can take it either); it is whole (the limit cut nothing) and numbered the same way each time.
  @Test(arguments: models) func theFreePlayReachesEveryStateAndTransition(_ model: LifecycleID) throws {
    let lifecycle = try #require(Self.catalog.lifecycle(model))
    let game = FreePlay(lifecycle)
    #expect(!game.isTruncated)
    #expect(game == FreePlay(lifecycle))
    #expect(game.situations[0] == FreePlay.start(of: lifecycle))
    let reached = Set(game.situations.compactMap { $0.units.first?.state })
    #expect(reached == Set(lifecycle.states.map(\.id)), "\(model): never reaches \(Set(lifecycle.states.map(\.id)).subtracting(reached))")
    let taken = Set(game.moves.joined().flatMap(\.transitions))
    let fired = Set(lifecycle.events.flatMap(\.transitions))
    let missing = lifecycle.transitions.map(\.id).filter { fired.contains($0) && !taken.contains($0) }
    #expect(missing.isEmpty, "\(model): no move takes \(missing)")
    for (index, moves) in game.moves.enumerated() {
      for move in moves {
        #expect(game.situations.indices.contains(move.target))
        #expect(move.rows.first?.before == game.situations[index], "\(model): a move starts where it is listed")
        #expect(move.rows.last?.after == game.situations[move.target], "\(model): a move ends where it leads")
      }
    }
  }
}
