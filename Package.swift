// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "lifediagram",
  // macOS 15 for the Synchronization module (Mutex, Atomic). Linux needs no entry.
  platforms: [.macOS(.v15)],
  products: [
    .library(
      name: "LifeDiagram", targets: [
        "LifeDiagramModel", "LifeDiagramVerification", "LifeDiagramModelFile", "LifeDiagramOutput", "LifeDiagramGraphviz",
        "LifeDiagram", "LifeDiagramDocs",
      ]),
    .executable(name: "lifediagram", targets: ["lifediagram"]),
    // `lifediagram audit`, which lifediagram runs: the only program that links swift-syntax, so the other
    // commands do not pay for it at start-up.
    .executable(name: "lifediagram-audit", targets: ["lifediagram-audit"]),
    // `swift package --allow-writing-to-package-directory lifediagram docs|html|…` in a package (or, from Xcode,
    // an app project) that depends on this one; `swift package lifediagram-check check|audit|verify …`, which
    // writes nothing and asks for no write access.
    .plugin(name: "LifeDiagramPlugin", targets: ["LifeDiagramPlugin"]),
    .plugin(name: "LifeDiagramCheckPlugin", targets: ["LifeDiagramCheckPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
  ],
  targets: [
    // Graphviz, found through pkg-config; compiled against the installed headers.
    .systemLibrary(
      name: "CGraphviz",
      pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
    ),
    // libyaml, found through pkg-config, which reads and writes model and translation files.
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // The C side of the Graphviz binding: errors captured, layouts seeded, fonts matched, SVG text widths fixed,
    // PNGs written with zlib (which libgvc links already, so no start-up pays for it).
    .target(name: "CGraphvizSupport", dependencies: ["CGraphviz"], linkerSettings: [.linkedLibrary("z")]),

    // YAML text to node trees with line and column marks, and back, over libyaml; knows no model. It imports no
    // Foundation, so the tool links none (Foundation and its ICU data were most of the binary and of its start-up).
    .target(name: "LifeDiagramYAML", dependencies: ["CYAML"]),

    // The model: plain values, no rendering, no Graphviz.
    .target(name: "LifeDiagramModel"),
    // A user's model file before decoding: its text checked, composed into a YAML node tree with line and column
    // marks, and validated against the format's schema (which also prints as JSON Schema).
    .target(
      name: "LifeDiagramModelFile",
      dependencies: ["LifeDiagramModel", "LifeDiagramOutput", "LifeDiagramYAML"]
    ),
    // How every file is written: all-or-nothing transactions over open folder handles. Knows no model.
    .target(name: "LifeDiagramOutput"),
    // Graphviz in-process: a graph as values, laid out and drawn to SVG, PNG, PDF and DOT with stable bytes, its
    // errors and warnings as values, fonts checked. Knows no life cycle.
    .target(
      name: "LifeDiagramGraphviz",
      dependencies: ["LifeDiagramOutput", "CGraphviz", "CGraphvizSupport"]),
    // Everything that turns the model into diagrams, tables, reports and interchange formats.
    .target(
      name: "LifeDiagram",
      dependencies: ["LifeDiagramModel", "LifeDiagramOutput", "LifeDiagramGraphviz"]),
    // `verify`: a device log read for delegate calls, the search for a run of the model that makes the same calls,
    // the checker that picks the model and holds each log to it, and its report (text, JSON, the coverage diagram).
    .target(
      name: "LifeDiagramVerification",
      dependencies: ["LifeDiagramModel", "LifeDiagramOutput", "LifeDiagramGraphviz", "LifeDiagram"]),
    // The docs site and the HTML explorer, built from LifeDiagram's diagrams and tables. The explorer's script and
    // style are files of their own (so tools can read them), compiled in as bytes.
    .target(
      name: "LifeDiagramDocs",
      dependencies: ["LifeDiagram", "LifeDiagramGraphviz", "LifeDiagramModel", "LifeDiagramOutput"],
      resources: [.embedInCode("Explorer/explorer.js"), .embedInCode("Explorer/explorer.css")]),
    // The commands, as a library so they can be tested in-process.
    .target(
      name: "LifeDiagramCLI",
      dependencies: [
        "LifeDiagram", "LifeDiagramAuditReport", "LifeDiagramDocs", "LifeDiagramGraphviz", "LifeDiagramModelFile",
        "LifeDiagramOutput", "LifeDiagramVerification", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "lifediagram", dependencies: ["LifeDiagramCLI"]),
    // `lifediagram audit` and `migrate`, in five targets below: projects, source index, migrate's edits, rules (with
    // the auditor and migrator), and the report. Only lifediagram-audit links the ones that use swift-syntax.
    // Which files are which app: Xcode projects, XcodeGen's specs and Tuist's manifests (parsed, never run),
    // .xcconfig files and Info.plists; what the audit and migrate read an app's layout with.
    .target(
      name: "LifeDiagramAuditProjects",
      dependencies: [
        "LifeDiagramModel", "LifeDiagramYAML",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // The audit's answer: its report (text, JSON, SARIF, Markdown) and the marks its diagram draws. No swift-syntax:
    // lifediagram's own audit options reach it.
    .target(name: "LifeDiagramAuditReport", dependencies: ["LifeDiagram", "LifeDiagramModel", "LifeDiagramOutput"]),
    // An app's sources as the rules and migrate read them: Swift through swift-syntax, Objective-C through a token
    // reader, each file indexed once within the audit's bounds, then settled app by app.
    .target(
      name: "LifeDiagramSourceIndex",
      dependencies: [
        "LifeDiagramModel", "LifeDiagramYAML", "LifeDiagramAuditProjects",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // What `lifediagram migrate` edits with: an app delegate's files read and rewritten in its own language, the
    // scene delegate written, the Info.plist's manifest, the project's new file, the diff. The rules' corrections
    // (in LifeDiagramAudit) say what to do with it.
    .target(
      name: "LifeDiagramMigrate",
      dependencies: [
        "LifeDiagramSourceIndex", "LifeDiagramAuditProjects", "LifeDiagram", "LifeDiagramModel", "LifeDiagramOutput",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // The audit's rules, one file each, with their examples and their corrections; the auditor that holds an app
    // against them, and the migrator that corrects their findings and audits the app again.
    .target(
      name: "LifeDiagramAudit",
      dependencies: [
        "LifeDiagramModel", "LifeDiagramYAML", "LifeDiagramAuditProjects", "LifeDiagramSourceIndex",
        "LifeDiagramMigrate",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // lifediagram-audit's command: the CLI's audit options run with swift-syntax's reader. A library, so the tests
    // run it in-process; the program is its `main`. lifediagram runs it for `audit` and `migrate`.
    .target(
      name: "LifeDiagramAuditCommand",
      dependencies: [
        "LifeDiagramCLI", "LifeDiagramAudit", "LifeDiagramMigrate", "LifeDiagramSourceIndex",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "lifediagram-audit", dependencies: ["LifeDiagramAuditCommand"]),

    // The command plugins: lifediagram, built here, run with the depending package's (or Xcode project's) root as
    // its working folder. SwiftPM grants permissions per plugin, so the commands that only read have their own.
    .plugin(
      name: "LifeDiagramPlugin",
      capability: .command(
        intent: .custom(verb: "lifediagram", description: "Run lifediagram (docs, html, check, audit, verify, ...) in this package."),
        permissions: [.writeToPackageDirectory(reason: "lifediagram docs writes the generated pages and diagrams into the package.")]),
      dependencies: ["lifediagram", "lifediagram-audit"]),
    .plugin(
      name: "LifeDiagramCheckPlugin",
      capability: .command(
        intent: .custom(verb: "lifediagram-check", description: "Run lifediagram check, audit or verify, which write nothing.")),
      dependencies: ["lifediagram", "lifediagram-audit"]),

    .target(name: "LifeDiagramTestSupport", dependencies: ["LifeDiagramModel"], path: "Tests/LifeDiagramTestSupport"),
    .testTarget(name: "LifeDiagramModelTests", dependencies: ["LifeDiagramModel", "LifeDiagramTestSupport"]),
    .testTarget(
      name: "LifeDiagramVerificationTests",
      dependencies: ["LifeDiagramVerification", "LifeDiagramModel", "LifeDiagramTestSupport"]),
    .testTarget(
      name: "LifeDiagramTests",
      dependencies: [
        "LifeDiagram", "LifeDiagramDocs", "LifeDiagramGraphviz", "LifeDiagramModelFile", "LifeDiagramOutput",
        "LifeDiagramTestSupport",
      ],
      exclude: ["Snapshots"]
    ),
    // Yams is only a test oracle: the composer, the emitter and PlainScalar are held against it.
    .testTarget(name: "LifeDiagramYAMLTests", dependencies: ["LifeDiagramYAML", .product(name: "Yams", package: "Yams")]),
    .testTarget(
      name: "LifeDiagramModelFileTests",
      dependencies: ["LifeDiagramModelFile", .product(name: "Yams", package: "Yams")],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "LifeDiagramOutputTests", dependencies: ["LifeDiagramOutput"]),
    .testTarget(
      name: "LifeDiagramAuditTests",
      dependencies: ["LifeDiagramAudit", "LifeDiagramAuditProjects", "LifeDiagramSourceIndex", "LifeDiagramAuditReport", "LifeDiagram", "LifeDiagramGraphviz", "LifeDiagramModel", "LifeDiagramModelFile", "LifeDiagramTestSupport"]
    ),
    .testTarget(
      name: "LifeDiagramMigrateTests",
      dependencies: ["LifeDiagramMigrate", "LifeDiagramAudit", "LifeDiagramSourceIndex", "LifeDiagramModel", "LifeDiagramTestSupport"],
      exclude: ["Fixtures", "UIKitStub", "Snapshots"]),
    .testTarget(
      name: "LifeDiagramCLITests",
      dependencies: ["LifeDiagramAuditCommand", "LifeDiagramCLI", "LifeDiagramDocs", "LifeDiagramGraphviz", "LifeDiagramTestSupport"]
    ),
  ]
)

// The in-process harness of `make bench` (bench/run, item 4): times lifediagram's render call per diagram. Not a product.
package.targets.append(
  .executableTarget(name: "lifediagram-bench", dependencies: ["LifeDiagram", "LifeDiagramGraphviz", "LifeDiagramModel"], path: "bench/Harness"))

// The soak run of `make soak`: 10,000 renders in one process, resident-memory growth per render. Not a product.
package.targets.append(
  .executableTarget(name: "lifediagram-soak", dependencies: ["LifeDiagram", "LifeDiagramGraphviz", "LifeDiagramModel"], path: "Sources/lifediagram-soak"))

// `make models`: turns each built-in model file (Models/*.yaml) into Swift source in LifeDiagramModel, so the
// built-ins cost no parsing at start-up. Not a product.
package.targets.append(
  .executableTarget(name: "lifediagram-codegen", dependencies: ["LifeDiagramModel", "LifeDiagramModelFile"]))

// `make bench`'s audit row: the time swift-syntax alone needs to parse a generated app's files, which the audit is
// held against (bench/ParseOnly). Not a product.
package.targets.append(
  .executableTarget(
    name: "lifediagram-bench-parse",
    dependencies: [.product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax")],
    path: "bench/ParseOnly"))

// `make test` sets LIFEDIAGRAM_OPTIMIZED_TESTS=1: the tool's own library targets are then compiled with -O in the
// debug build the tests run, as they ship (unoptimized, they spent most of the suite's time; PERFORMANCE.md). The
// tests keep what the debug build gives them (`@testable import`, the DEBUG test hooks). Only a build of this
// package itself sets it: a package that depends on this one never does, so SwiftPM's rule against unsafe flags in
// dependencies is never met.
if Context.environment["LIFEDIAGRAM_OPTIMIZED_TESTS"] == "1" {
  for target in package.targets where target.type == .regular && target.name.hasPrefix("LifeDiagram") {
    guard target.name != "LifeDiagramTestSupport" else { continue }
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"])]
  }
}
