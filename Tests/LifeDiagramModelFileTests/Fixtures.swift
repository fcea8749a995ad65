import LifeDiagramModelFile

/// Model files for the tests, and the one line each problem prints as.
enum Fixtures {
  /// The smallest valid file: a door that opens.
  static let minimalYAML = """
    schemaVersion: 1
    id: door
    title: Door life cycle
    shortTitle: door
    delegateProtocol: DoorDelegate
    graphName: DoorLifecycle
    releases: every release
    initialState: closed
    states:
      - id: closed
        name: Closed
        role: inactive
        meaning: The door is shut.
      - id: open
        name: Open
        role: active
        meaning: The door is open.
    transitions:
      - from: closed
        to: open
        trigger: Someone pushes the door.
        kind: event-driven

    """

  /// The same file in JSON.
  static let minimalJSON = """
    {
      "schemaVersion": 1,
      "id": "door",
      "title": "Door life cycle",
      "shortTitle": "door",
      "delegateProtocol": "DoorDelegate",
      "graphName": "DoorLifecycle",
      "releases": "every release",
      "initialState": "closed",
      "states": [
        {"id": "closed", "name": "Closed", "role": "inactive", "meaning": "The door is shut."},
        {"id": "open", "name": "Open", "role": "active", "meaning": "The door is open."}
      ],
      "transitions": [
        {"from": "closed", "to": "open", "trigger": "Someone pushes the door.", "kind": "event-driven"}
      ]
    }

    """

  /// The lines a file's problems print as: the one problem that stops reading it, or every shape problem.
  static func lines(_ text: String, file: String = "door.yaml") -> [String] {
    lines(Array(text.utf8), file: file)
  }

  /// The lines the problems of a file's bytes print as.
  static func lines(_ bytes: [UInt8], file: String) -> [String] {
    do {
      let document = try ModelFileDocument(fileName: file, bytes: bytes)
      return document.shapeProblems().map(\.description)
    } catch {
      return error.problems.map(\.description)
    }
  }
}
