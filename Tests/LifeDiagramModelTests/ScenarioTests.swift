import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// Every scenario, in every model it exists for.
let allRuns: [(Scenario, LifecycleID)] = Catalog.builtIn.scenarios.flatMap { scenario in scenario.models.map { (scenario, $0) } }

func run(_ id: String, _ model: LifecycleID) throws -> ScenarioRun {
  try Simulator(Catalog.builtIn.lifecycle(model)!, notifications: Catalog.builtIn.notificationNames).run(try #require(Catalog.builtIn.scenario(id)))
}

/// A row as `Receiver.method before→after` (calls only), with state names as the reference's tables use.
func calls(_ run: ScenarioRun) -> [String] {
  run.rows.compactMap { row in
    guard let call = row.call else { return nil }
    return "\(call.receiver.rawValue).\(call.method) \(states(row))"
  }
}

/// A row's state: the app's, or that of the row's scene (scene 1 for process rows), `before→after` when it moves.
func states(_ row: SequenceRow) -> String {
  let unit = (row.scene ?? 1) - 1
  let before = row.before.units[unit].state
  let after = row.after.units[unit].state
  return before == after ? before.rawValue : "\(before)→\(after)"
}

/// Every row as `System: text state` or `Receiver.method state`.
func rows(_ run: ScenarioRun) -> [String] {
  run.rows.map { row in
    let what = row.call.map { "\($0.receiver.rawValue).\($0.method)" } ?? "System: \(row.step.systemText ?? "")"
    return "\(what) \(states(row))"
  }
}

@Suite struct ScenarioTests {
  @Test func everyScenarioReplays() throws {
    for (scenario, model) in allRuns {
      let replay = try Simulator(Catalog.builtIn.lifecycle(model)!).run(scenario)
      #expect(!replay.rows.isEmpty, "\(scenario.id) (\(model))")
    }
  }

  /// Every state change of every scenario is a transition of its model, and the transitions chain.
  @Test func everyStepIsALegalTransition() throws {
    for (scenario, model) in allRuns {
      let lifecycle = Catalog.builtIn.lifecycle(model)!
      let replay = try Simulator(lifecycle).run(scenario)
      for row in replay.rows {
        for unit in row.before.units.indices where row.before.units[unit].state != row.after.units[unit].state {
          let from = row.before.units[unit].state
          let to = row.after.units[unit].state
          let legal = lifecycle.transition(from: from, to: to) != nil
          let processEnded = row.after.process == .notRunning && to == lifecycle.initialState
          #expect(legal || processEnded, "\(scenario.id) (\(model)) row \(row.index): \(from) → \(to)")
        }
        if let transition = row.transition {
          #expect(lifecycle.transitions.contains(transition), "\(scenario.id): \(transition.id)")
        }
      }
      #expect(replay.rows.map(\.index) == Array(1...replay.rows.count))
    }
  }

  @Test func scenarioIDsAreUniqueKebabCase() {
    let ids = Catalog.builtIn.scenarios.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)") }
  }

  @Test func requiredScenariosExist() {
    let both = [
      "cold-launch", "launch-into-background", "move-to-background", "return-to-foreground", "return-from-suspended",
      "interruption", "interruption-call-accepted", "notification-center", "app-switcher-return",
      "app-switcher-switch-away", "swipe-kill-foreground", "system-purge-suspended", "prewarm",
      "deep-link-cold", "deep-link-warm", "quick-action-cold", "quick-action-warm", "swipe-kill-background",
      "interruption-siri", "interruption-permission-alert", "notification-center-bounce",
    ]
    // The SwiftUI model shares the launches, the moves between foreground and background, the links and the
    // second window.
    let swiftUI: Set<String> = [
      "cold-launch", "prewarm", "move-to-background", "return-to-foreground", "deep-link-cold", "deep-link-warm",
      "quick-action-cold", "second-scene-ipad",
    ]
    for id in both {
      #expect(Catalog.builtIn.scenario(id)?.models == [.app, .scene] + (swiftUI.contains(id) ? ["swiftui"] : []), "\(id)")
    }
    for id in ["relaunch-restored-session", "relaunch-after-discard", "second-scene-ipad", "scene-reconnect"] {
      #expect(Catalog.builtIn.scenario(id)?.models == [.scene] + (swiftUI.contains(id) ? ["swiftui"] : []), "\(id)")
    }
  }

  @Test func illegalEventNamesScenarioStepStateAndEvent() {
    let scenario = Scenario(
      id: "broken", title: "Broken", summary: "",
      variants: [.init(.app, start: .app("active", process: .running), events: [.init("user-goes-home"), .init("call-declined")], sources: [])])
    #expect(throws: SimulationError.self) { try Simulator(Catalog.builtIn.lifecycle(.app)!).run(scenario) }
    do {
      _ = try Simulator(Catalog.builtIn.lifecycle(.app)!).run(scenario)
    } catch {
      #expect(error.description == "scenario 'broken' (app model), step 2: event 'call-declined' cannot happen in state 'background': no transition of the event leaves that state")
    }
  }

  @Test func eventsTheModelLacksAreRefused() {
    let scenario = Scenario(
      id: "window", title: "", summary: "",
      variants: [.init(.app, start: .app("active", process: .running), events: [.init("user-opens-new-window")], sources: [])])
    #expect(throws: SimulationError.self) { try Simulator(Catalog.builtIn.lifecycle(.app)!).run(scenario) }
  }
}

/// The simulator acts on what a rule does, never on its id: renaming every rule changes no replayed row.
@Suite struct RuleEffectTests {
  @Test func renamingEveryRuleChangesNoRun() throws {
    var renamed = Catalog.builtIn
    for index in renamed.lifecycles.indices {
      for rule in renamed.lifecycles[index].rules.indices {
        renamed.lifecycles[index].rules[rule].id = RuleID(rawValue: "renamed-\(rule)")
      }
    }
    for scenario in Catalog.builtIn.scenarios {
      for variant in scenario.variants {
        let original = try Simulator(try #require(Catalog.builtIn.lifecycle(variant.model))).run(scenario)
        let replayed = try Simulator(try #require(renamed.lifecycle(variant.model))).run(scenario)
        #expect(replayed.rows == original.rows, "\(scenario.id) (\(variant.model.rawValue))")
      }
    }
  }
}
