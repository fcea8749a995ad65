/// A situation in an app's life (a cold launch, an interruption, a termination…) as data: where it starts and
/// the events that happen. The delegate calls are never written here: the ``Simulator`` derives them from the
/// life-cycle model.
public struct Scenario: Codable, Sendable, Hashable, Identifiable {
  /// A stable kebab-case id, e.g. `cold-launch`.
  public var id: String
  /// A short title.
  public var title: String
  /// What happens, in one sentence.
  public var summary: String
  /// The scenario this one is a variant of (e.g. an iOS 13 variant of `swipe-kill-foreground`), or nil.
  public var alternativeOf: String?
  /// The scenario for each life cycle it exists for.
  public var variants: [Variant]

  /// The scenario in one life cycle.
  public struct Variant: Codable, Sendable, Hashable {
    /// The life cycle.
    public var model: LifecycleID
    /// Where it starts.
    public var start: Situation
    /// What happens, in order.
    public var events: [Occurrence]
    /// What the reader should know about this variant (uncertainties, what was left out).
    public var notes: [String]
    /// The evidence for the scenario as a whole.
    public var sources: [SourceID]
    /// The iOS versions the sequence holds for, in words, e.g. `iOS 13 and later`; nil when it holds for every
    /// release of its life cycle (``Lifecycle/releases``).
    public var holdsFor: String?

    /// Creates a variant; without `holdsFor` it holds for every release of its life cycle.
    public init(
      _ model: LifecycleID, start: Situation, events: [Occurrence], notes: [String] = [], sources: [SourceID],
      holdsFor: String? = nil
    ) {
      self.model = model
      self.start = start
      self.events = events
      self.notes = notes
      self.sources = sources
      self.holdsFor = holdsFor
    }

  }

  /// One event of a scenario, for one scene or for every unit it applies to.
  public struct Occurrence: Codable, Sendable, Hashable {
    /// The event.
    public var event: EventID
    /// The scene it happens to (numbered from 1), or nil for every unit it can apply to.
    public var scene: Int?

    /// Creates an occurrence.
    public init(_ event: EventID, scene: Int? = nil) {
      self.event = event
      self.scene = scene
    }
  }

  /// Creates a scenario.
  public init(id: String, title: String, summary: String, alternativeOf: String? = nil, variants: [Variant]) {
    self.id = id
    self.title = title
    self.summary = summary
    self.alternativeOf = alternativeOf
    self.variants = variants
  }

  /// The life cycles the scenario exists for.
  public var models: [LifecycleID] { variants.map(\.model) }

  /// The scenario in one life cycle, if it exists there.
  public func variant(_ model: LifecycleID) -> Variant? {
    variants.first { $0.model == model }
  }
}
