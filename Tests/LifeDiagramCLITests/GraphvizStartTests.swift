import Testing

@testable import LifeDiagramCLI

/// Which commands start Graphviz while their arguments are parsed (``LifeDiagramCommand/drawsOnEveryRun(_:)``).
struct GraphvizStartTests {
  @Test(arguments: [[], ["--svg"], ["-o", "out"], ["render"], ["render", "--png"], ["docs"], ["check", "-o", "Docs"], ["html"]])
  func commandsThatAlwaysDrawStartGraphvizEarly(_ arguments: [String]) {
    #expect(LifeDiagramCommand.drawsOnEveryRun(arguments))
  }

  @Test(arguments: [["model", "app"], ["scenarios"], ["verify", "log.txt"], ["audit", "."], ["schema"], ["translations"], ["rendr"]])
  func otherCommandsDoNot(_ arguments: [String]) {
    #expect(!LifeDiagramCommand.drawsOnEveryRun(arguments))
  }
}
