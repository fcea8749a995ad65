import LifeDiagramModel
import Testing

@Suite struct CatalogTests {
  /// Every built-in method has its Objective-C selector, with one colon per argument of its Swift selector and
  /// the same first word: `scene(_:willConnectTo:options:)` is `scene:willConnectToSession:options:`.
  @Test func everyMethodHasAnObjectiveCSelectorWithItsArguments() throws {
    #expect(Catalog.builtIn.delegateMethods.count == 56)  // 47 UIKit, 1 URLSession, 8 SwiftUI
    // SwiftUI's App, Scene and View calls are Swift only.
    let uikit: Set<Receiver> = [.appDelegate, .sceneDelegate, "UIViewController", "URLSessionDelegate"]
    #expect(Catalog.builtIn.delegateMethods.filter { !uikit.contains($0.receiver) }.allSatisfy { $0.objcSelector == nil })
    for method in Catalog.builtIn.delegateMethods where uikit.contains(method.receiver) {
      let objc = try #require(method.objcSelector, "\(method.id)")
      let swiftArguments = method.selector.filter { $0 == ":" }.count
      #expect(objc.filter { $0 == ":" }.count == swiftArguments, "\(method.id): \(objc)")
      let base = method.selector.prefix { $0 != "(" }
      // Objective-C capitalizes an acronym Swift writes in lower case: `URLSessionDidFinishEvents…`.
      #expect(objc.lowercased().hasPrefix(base.lowercased()), "\(method.id): \(objc)")
    }
    #expect(Catalog.builtIn.delegateMethods.first { $0.selector == "stateRestorationActivity(for:)" }?.objcSelector
      == "stateRestorationActivityForScene:")
  }

  @Test func disagreementsAreD1ToD22InOrder() {
    #expect(Catalog.builtIn.disagreements.count == 22)
    #expect(Catalog.builtIn.disagreements.map(\.id) == (1...22).map { "D\($0)" })
  }

  @Test func disagreementsAreFilledIn() {
    for disagreement in Catalog.builtIn.disagreements {
      let cells = [disagreement.point, disagreement.seeds, disagreement.apple, disagreement.resolution]
      #expect(cells.allSatisfy { !$0.isEmpty && !$0.contains("|") }, "\(disagreement.id)")
      #expect(!disagreement.sources.isEmpty, "\(disagreement.id)")
    }
  }

  @Test func sourceIDsAreUnique() {
    let ids = Catalog.builtIn.sources.map(\.id)
    let duplicates = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(duplicates.isEmpty, "duplicate source ids: \(duplicates.map(\.rawValue))")
  }

  @Test func sourcesAreInCatalogOrder() {
    let seeds = (0...4).map { "S\($0)" }
    let apple = ["A1", "AF"] + (3...48).map { "A\($0)" }
    let observations = (1...26).filter { $0 != 18 }.map { "O\($0)" }
    let viewController = (1...27).map { "AV\($0)" } + (1...15).map { "OV\($0)" }  // Models/viewcontroller.yaml
    let swiftUI = (1...11).map { "AS\($0)" } + (1...11).map { "OS\($0)" }  // Models/swiftui.yaml
    #expect(Catalog.builtIn.sources.map(\.id.rawValue) == seeds + apple + observations + ["I"] + viewController + swiftUI)
    #expect(Catalog.builtIn.source("AF")?.id == "AF")
    #expect(Catalog.builtIn.source("O18") == nil)
  }

  @Test func everyCitedSourceIsInTheCatalog() {
    var cited: [SourceID: Set<String>] = [:]
    func cite(_ ids: [SourceID], _ place: @autoclosure () -> String) {
      for id in ids { cited[id, default: []].insert(place()) }
    }
    for lifecycle in Catalog.builtIn.lifecycles {
      let name = lifecycle.id.rawValue
      for state in lifecycle.states { cite(state.sources, "\(name) state \(state.id)") }
      for transition in lifecycle.transitions {
        cite(transition.sources, "\(name) transition \(transition.id)")
        for step in transition.steps { cite(step.sources, "\(name) transition \(transition.id) step") }
      }
      for rule in lifecycle.rules {
        cite(rule.sources, "\(name) rule \(rule.id)")
        for step in rule.steps { cite(step.sources, "\(name) rule \(rule.id) step") }
      }
      for event in lifecycle.events {
        cite(event.sources, "\(name) event \(event.id.rawValue)")
        for step in event.steps { cite(step.sources, "\(name) event \(event.id.rawValue) step") }
      }
    }
    for scenario in Catalog.builtIn.scenarios {
      for variant in scenario.variants { cite(variant.sources, "scenario \(scenario.id) (\(variant.model.rawValue))") }
    }
    for method in Catalog.builtIn.delegateMethods { cite(method.sources, "method \(method.id)") }
    for mapping in Catalog.builtIn.delegateMappings { cite(mapping.sources, "mapping \(mapping.appDelegate)") }
    for disagreement in Catalog.builtIn.disagreements { cite(disagreement.sources, "disagreement \(disagreement.id)") }

    #expect(cited.count > 10, "the model should cite sources")
    let known = Set(Catalog.builtIn.sources.map(\.id))
    let missing = cited.keys.filter { !known.contains($0) }.sorted()
    let report = missing.map { "\($0.rawValue) (cited by \(cited[$0]!.sorted().joined(separator: ", ")))" }
    #expect(missing.isEmpty, "source ids cited but missing from Catalog.builtIn.sources: \(report.joined(separator: "; "))")
  }
}
