import ArgumentParser
import LifeDiagram
import LifeDiagramModel

extension LifecycleID: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}
extension DiagramOptions.LineStyleMode: ExpressibleByArgument {}
extension Theme: ExpressibleByArgument {}
