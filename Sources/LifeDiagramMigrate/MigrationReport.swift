import LifeDiagram
import LifeDiagramModel
import LifeDiagramOutput

/// A migration plan as `migrate` prints it: text (the default), Markdown, JSON, or a unified diff of every file it
/// writes, which `git apply` takes.
public struct MigrationReport: Sendable {
  public var plan: MigrationPlan
  /// Whether the files were written (`--write`), which the words say.
  public var written: Bool

  public init(_ plan: MigrationPlan, written: Bool) {
    self.plan = plan
    self.written = written
  }

  // MARK: Text

  /// One block an app: what it writes, what moved where, what is left to a person; then one line for the run.
  public var text: String {
    var lines: [String] = []
    for app in plan.apps {
      guard app.leftAlone == nil else {
        lines.append("\(app.name): left alone: \(app.leftAlone ?? "")")
        continue
      }
      lines.append(
        "\(app.name): \(written ? "migrated" : "to migrate") to the scene life cycle\(app.language.map { $0.isEmpty ? "" : " (\($0))" } ?? "")"
      )
      for file in app.files {
        lines.append("  \(written ? "wrote" : "writes") \(file.path)\(file.before == nil ? " (new)" : "")")
      }
      for move in app.moves { lines.append("  \(Self.describe(move))") }
      for step in app.manual { lines.append("  manual: \(Self.place(step))\(step.what)") }
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `2 apps: 1 migrated, 1 left alone; 3 manual steps. Run with --write to apply.`
  public var summary: String {
    let migrated = plan.apps.filter { $0.leftAlone == nil && !$0.files.isEmpty }.count
    let alone = plan.apps.filter { $0.leftAlone != nil }.count
    let steps = plan.apps.map(\.manual.count).reduce(0, +)
    var line =
      "\(Self.count(plan.apps.count, "app")): \(migrated) \(written ? "migrated" : "to migrate"), \(alone) left alone; \(Self.count(steps, "manual step"))."
    if !written && migrated > 0 { line += " Run with --write to apply, or --format diff for the patch." }
    return line
  }

  // MARK: Markdown

  /// A page: each app's files, a table of what moved where, and the steps left.
  public var markdown: String {
    var lines = ["# Migration to the scene life cycle", ""]
    for app in plan.apps {
      lines.append("## \(Markdown.text(app.name))")
      lines.append("")
      guard app.leftAlone == nil else {
        lines += ["Left alone: \(Markdown.text(app.leftAlone ?? "")).", ""]
        continue
      }
      if !app.files.isEmpty {
        lines +=
          ["Files:", ""] + app.files.map { "- \(Markdown.code($0.path))\($0.before == nil ? " (new)" : "")" } + [""]
      }
      if !app.moves.isEmpty {
        lines += [Self.movesTable(app.moves)]
      }
      if !app.manual.isEmpty {
        lines +=
          ["Left to do by hand:", ""]
          + app.manual.map {
            "- \(Self.place($0).isEmpty ? "" : "\(Markdown.code(String(Self.place($0).dropLast(2)))): ")\(Markdown.text($0.what))"
          } + [""]
      }
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: The page

  /// One app's page (`-o`): the diagrams before and after, what moved where, what is left, and what to try on a
  /// device with the `verify` command that checks each log. `images` names the two diagrams' files.
  public func page(_ app: AppMigration, before: String?, after: String?) -> String {
    var lines = ["# \(Markdown.text(app.name)): to the scene life cycle", ""]
    if let before {
      lines += [
        "Before: the app-based life cycle, the calls the app implements marked.", "",
        "![The app-based life cycle, the app's calls marked](\(before))", "",
      ]
    }
    if let after {
      lines += [
        "After: the scene-based life cycle, the calls the migrated app implements marked.", "",
        "![The scene-based life cycle, the migrated app's calls marked](\(after))", "",
      ]
    }
    lines += [
      "## What moved where", "",
      Self.movesTable(app.moves)
        + "\nFiles \(written ? "written" : "to write") (\(written ? "" : "run with --write, or ")`--format diff` for the patch):",
      "",
    ]
    lines += app.files.map { "- \(Markdown.code($0.path))\($0.before == nil ? " (new)" : "")" }
    lines += ["", "## Left to do by hand", ""]
    lines +=
      app.manual.isEmpty
      ? ["Nothing: the migrated app's audit finds none of what the migration answers."]
      : app.manual.map {
        "- \(Self.place($0).isEmpty ? "" : "\(Markdown.code(String(Self.place($0).dropLast(2)))): ")\(Markdown.text($0.what))"
      }
    lines += [
      "", "## Try it on a device", "",
      "Log the scene delegate's calls (`print(#function)` in each), run each scenario, save the console's lines, and hold them against the scene model. `lifediagram scenarios --model scene ID` prints the calls expected.",
      "",
    ]
    let scenarios = app.deviceScenarios.map { id in
      let title = Catalog.builtIn.scenarios.first { $0.id == id }?.title ?? id
      return [
        "\(Markdown.text(title)) (\(Markdown.code(id)))", Markdown.code("lifediagram verify --model scene \(id).log"),
      ]
    }
    lines.append(String(MarkdownTable(headers: ["Scenario", "Check its log"], rows: scenarios).markdown.dropLast()))
    return lines.joined(separator: "\n") + "\n"
  }

  /// What moved where, as a table (the table keeps each cell a cell, whatever the paths hold), ending in a newline.
  private static func movesTable(_ moves: [Move]) -> String {
    let rows = moves.map { move in
      [
        Markdown.text(move.what), Markdown.code("\(move.from.file):\(move.from.line)"),
        move.to.map { Markdown.code("\($0.file):\($0.line)") } ?? "removed",
      ]
    }
    return MarkdownTable(headers: ["What", "From", "To"], rows: rows).markdown
  }

  // MARK: JSON

  /// `{"written", "apps": [{"name", "leftAlone", "language", "files", "moves", "manual"}]}`.
  public var json: String {
    JSON.object([
      ("written", .bool(written)),
      (
        "apps",
        .array(
          plan.apps.map { app in
            .object([
              ("name", .string(app.name)), ("leftAlone", .string(app.leftAlone)), ("language", .string(app.language)),
              (
                "files",
                .array(app.files.map { .object([("path", .string($0.path)), ("new", .bool($0.before == nil))]) })
              ),
              (
                "moves",
                .array(
                  app.moves.map { move in
                    .object([
                      ("what", .string(move.what)), ("from", .string("\(move.from.file):\(move.from.line)")),
                      ("to", .string(move.to.map { "\($0.file):\($0.line)" })),
                    ])
                  })
              ),
              (
                "manual",
                .array(
                  app.manual.map { step in
                    .object([("file", .string(step.file)), ("line", .int(step.line)), ("what", .string(step.what))])
                  })
              ),
            ])
          })
      ),
    ]).text + "\n"
  }

  // MARK: Diff

  /// Every file's unified diff, app by app.
  public var diff: String { plan.files.map(UnifiedDiff.text).joined() }

  // MARK: Words

  private static func describe(_ move: Move) -> String {
    guard let to = move.to else { return "\(move.what) (\(move.from.file):\(move.from.line))" }
    return "\(move.what) (\(move.from.file):\(move.from.line) → \(to.file):\(to.line))"
  }

  private static func place(_ step: ManualStep) -> String {
    guard let file = step.file else { return "" }
    return step.line.map { "\(file):\($0): " } ?? "\(file): "
  }

  private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
