import LifeDiagramModel

/// Where the lanes of a sequence diagram stand, and how wide the texts between them may be.
///
/// Each delegate lane is only as far from the next as their title boxes and state boxes (centred on the lane)
/// need. The gap between UIKit and the first delegate lane, which holds the notes and the labels of the calls to
/// that lane, takes what is left of `SequenceMetrics.width`, up to what those texts need on one line (notes up
/// to `noteWrap` characters); the texts are then wrapped to the room they get.
struct SequenceColumns {
  /// A lane: its id (`UIKit`, `AD`, `SD2`), its title's lines and where its line stands.
  struct Lane {
    let id: String
    let title: [String]
    let x: Double
  }

  /// The lanes' titles' size, and the smaller one of a diagram whose lanes would not fit
  /// `SequenceMetrics.width` with it (six lanes: a SwiftUI app with an adaptor's delegates and a view).
  static let titleSize = 13.0
  static let compactTitleSize = 11.0
  static let callSize = 10.0
  static let noteSize = 11.0
  /// Lane titles wrap after this many characters (`SceneDelegate` / `(scene 2)`).
  static let titleWrap = 13
  /// State boxes wrap after this many characters (`→ Foreground Inactive` / `(Launch Screen UI)`), or after the
  /// compact number in a diagram whose lanes would not fit otherwise (`→ Appeared` / `(나타남)`).
  static let markerWrap = 22
  static let compactMarkerWrap = 14
  /// Notes never get longer lines than this, however much room they have.
  static let noteWrap = 46
  /// The room around a call's label: its arrow is at least this much longer than the label.
  static let callPadding = 0.3
  /// The space between a note and the first delegate lane.
  static let noteMargin = 0.15

  let lanes: [Lane]
  /// The run's lanes and the lane of each row.
  let sequence: SequenceLanes
  /// How far notes may reach to the right.
  let noteRight: Double
  /// The size of the lanes' titles: ``titleSize``, or ``compactTitleSize`` where that does not fit.
  let titleSize: Double
  /// Where state boxes wrap: ``markerWrap``, or ``compactMarkerWrap`` where that does not fit.
  let markerWrap: Int

  /// The columns of `run`: as wide as its texts ask, within `SequenceMetrics.width`; a diagram whose lanes
  /// would stand wider gets smaller titles and narrower state boxes.
  init(run: ScenarioRun, words: Words) {
    let full = Self(run: run, words: words, titleSize: Self.titleSize, markerWrap: Self.markerWrap)
    self =
      full.width <= SequenceMetrics.width
      ? full : Self(run: run, words: words, titleSize: Self.compactTitleSize, markerWrap: Self.compactMarkerWrap)
  }

  /// How wide the lanes stand, from the system's left edge to the last lane's line and its half box.
  private let width: Double

  private init(run: ScenarioRun, words: Words, titleSize: Double, markerWrap: Int) {
    self.titleSize = titleSize
    self.markerWrap = markerWrap
    let sequence = SequenceLanes(run: run, words: words)
    let ids = [sequence.system.id] + sequence.delegates.map(\.id)
    let titles = ([sequence.system.title] + sequence.delegates.map(\.title)).map { $0.wrapped(to: Self.titleWrap) }
    var halves = titles.map { (SequenceMetrics.textWidth($0, size: titleSize) + SequenceMetrics.boxPadding) / 2 }
    var firstLaneCalls: [String] = []
    var notes: [String] = []
    for row in run.rows {
      if row.call != nil {
        if sequence.lane(of: row) == ids.dropFirst().first { firstLaneCalls.append(run.callLabel(row)) }
      } else {
        notes.append(run.noteText(row, words: words))
      }
      guard let state = run.targetState(of: row) else { continue }
      let lines = Self.markerLines(state, stays: row.transition?.keepsItsState == true, words: words, wrap: markerWrap)
      let half = Self.markerWidth(lines) / 2
      for lane in sequence.stateLanes(of: row) {
        if let index = ids.firstIndex(of: lane) { halves[index] = max(halves[index], half) }
      }
    }
    let neighbours = zip(halves.dropFirst(), halves.dropFirst(2)).map { $0 + $1 + SequenceMetrics.laneGap }
    let rest = halves[0] + neighbours.reduce(0, +) + (halves.count > 1 ? halves[halves.count - 1] : 0)
    let first = Self.firstGap(
      calls: firstLaneCalls, notes: notes, uikitHalf: halves[0], laneHalf: halves.count > 1 ? halves[1] : 0,
      available: SequenceMetrics.width - rest)
    var x = halves[0]
    var lanes = [Lane(id: ids[0], title: titles[0], x: x)]
    for (index, gap) in zip(ids.indices.dropFirst(), [first] + neighbours) {
      x += gap
      lanes.append(Lane(id: ids[index], title: titles[index], x: x))
    }
    self.lanes = lanes
    self.sequence = sequence
    noteRight = (lanes.count > 1 ? lanes[1].x : halves[0] + first) - Self.noteMargin
    width = x + (halves.count > 1 ? halves[halves.count - 1] : 0)
  }

  /// Where the system's lane stands: the first.
  var systemX: Double { lanes[0].x }

  /// Where a lane's line stands (the system's for an unknown id).
  func x(of lane: String) -> Double { lanes.first { $0.id == lane }?.x ?? lanes[0].x }

  /// How many characters a line of the label of a call to `lane` may have: the label is centred over the arrow.
  func callCharacters(to lane: String) -> Int {
    SequenceMetrics.characters(fitting: x(of: lane) - lanes[0].x - Self.callPadding, size: Self.callSize)
  }

  /// How many characters a line of a note may have.
  var noteCharacters: Int {
    min(SequenceMetrics.characters(fitting: noteRight - SequenceMetrics.boxPadding, size: Self.noteSize), Self.noteWrap)
  }

  /// The lines of a state box: `→ Active` (`stays Disappeared` for a transition that keeps its state), or when
  /// the name with its variant is too long, the variant on a line of its own (`→ Inactive` / `(Launch Screen UI)`);
  /// in another language the state's gloss goes with the variant, or on a line before it when both do not fit.
  static func markerLines(
    _ state: LifecycleState, stays: Bool = false, words: Words = .english, wrap markerWrap: Int = markerWrap
  ) -> [String] {
    let line = stays ? words("stays {state}", ["state": state.qualifiedName]) : "→ " + state.qualifiedName
    guard line.columns > markerWrap, state.variant != nil || state.gloss != nil else {
      return line.wrapped(to: markerWrap)
    }
    let name = stays ? words("stays {state}", ["state": state.name]) : "→ " + state.name
    let extras = [state.gloss, state.variant].compactMap(\.self)
    let together = "(\(extras.joined(separator: ", ")))"
    let lines = together.columns <= markerWrap ? [together] : extras.flatMap { "(\($0))".wrapped(to: markerWrap) }
    return name.wrapped(to: markerWrap) + lines
  }

  /// The width of a state box with these lines.
  static func markerWidth(_ lines: [String]) -> Double {
    SequenceMetrics.textWidth(lines, size: noteSize) + SequenceMetrics.boxPadding
  }

  /// The gap between UIKit and the first delegate lane: what the calls to that lane and the notes need on one
  /// line, within what is `available`, and never less than their longest unbreakable pieces or the lane boxes.
  private static func firstGap(
    calls: [String], notes: [String], uikitHalf: Double, laneHalf: Double, available: Double
  ) -> Double {
    let callWidth = { (lines: [String]) in SequenceMetrics.textWidth(lines, size: callSize) + callPadding }
    let noteGap = { (lines: [String]) in
      SequenceMetrics.textWidth(lines, size: noteSize) + SequenceMetrics.boxPadding + noteMargin - uikitHalf
    }
    let longest = { (texts: [String], width: ([String]) -> Double, wrap: Int) in
      texts.map { width($0.wrapped(to: wrap)) }.max() ?? 0
    }
    let minimum = max(
      uikitHalf + laneHalf + SequenceMetrics.laneGap, longest(calls, callWidth, 1), longest(notes, noteGap, 1))
    let preferred = max(longest(calls, callWidth, Int.max), longest(notes, noteGap, noteWrap))
    return max(minimum, min(preferred, available))
  }
}

extension ScenarioRun {
  /// The label over a call's arrow: `4. application(_:willFinishLaunchingWithOptions:)`.
  func callLabel(_ row: SequenceRow) -> String {
    "\(row.index). \(row.call?.method ?? "")"
  }

  /// The text of a system step's note: `2. main() runs`.
  func noteText(_ row: SequenceRow, words: Words) -> String {
    "\(row.index). " + systemText(row, words: words)
  }

  /// The state a row moves its lanes to, if it moves any.
  func targetState(of row: SequenceRow) -> LifecycleState? {
    row.transition.flatMap { lifecycle.state($0.to) }
  }
}
