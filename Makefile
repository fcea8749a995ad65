# lifediagram: `make` installs what is missing, builds lifediagram, and generates Diagrams/ and Docs/ (and the
# examples); `make audit` builds lifediagram-audit, which `lifediagram audit` runs; `make test` runs the tests; `make check` fails when the committed Diagrams/ or Docs/ (or the example's images) are not what the
# tool generates;
# `make bench` measures lifediagram against `dot` (bench/run; PERFORMANCE.md); `make fuzz` feeds it
# mutated model and translation files; `make man` regenerates the manual page man/lifediagram.1; `make wiki-check`
# measures the docs as a wiki shows them; `make interchange-check` hands the interchange formats to their tools;
# `make explorer-check` tries the HTML explorer in headless Chromium.
BIN := .build/release/lifediagram
# The release flags (scripts/release-flags says why each): on Linux the Swift standard library is linked
# statically, and concrete generic metadata is reached without the runtime's demangler.
RELEASE_FLAGS := $(shell scripts/release-flags)

.PHONY: packaging-check all deps build audit diagrams docs example audit-example check test test-build bench clean lint man models rules translations fuzz wiki-check interchange-check explorer-check dist

all: diagrams docs example

deps:
	@scripts/install-deps

# What a build reads: the manifest and the sources (folders too, so that a removed file counts), and the tests for
# the test build. Each build below leaves a stamp, and runs SwiftPM again only when one of these is newer than its
# stamp or its product is missing: a `make test` with nothing changed starts the tests at once instead of asking
# SwiftPM five times whether anything changed. SwiftPM still decides what a build compiles. After a new Swift
# toolchain, `make clean`: no file here tells make of it.
BUILD_INPUTS := Package.swift $(wildcard Package.resolved) $(shell find Sources bench/Harness bench/ParseOnly -type f -o -type d)
TEST_INPUTS := $(BUILD_INPUTS) $(shell find Tests -type f -o -type d)
# No implicit rules: a source named like one (`x.sh`) is never remade.
.SUFFIXES:
STAMPS := .build/stamps
TEST_STAMPS := .build-test/stamps
# A prerequisite that is never up to date, given when a stamped build's product is missing.
.PHONY: FORCE
FORCE:
missing = $(if $(wildcard $(1)),,FORCE)

# lifediagram: all a first `make` builds before it draws (it does not link swift-syntax).
build: $(STAMPS)/lifediagram
$(STAMPS)/lifediagram: $(BUILD_INPUTS) $(call missing,$(BIN)) | deps
	swift build $(RELEASE_FLAGS) --product lifediagram
	@mkdir -p $(@D) && touch $@

# lifediagram-audit, beside lifediagram: `lifediagram audit` runs it. It alone links swift-syntax, whose release
# build takes minutes, so it is built when something needs it (audit-example, check, test, dist), not by `make`.
# Targets that need both build it first: its build compiles lifediagram's libraries beside swift-syntax's long
# serial chain, so the `build` after it only links.
audit: $(STAMPS)/lifediagram-audit
$(STAMPS)/lifediagram-audit: $(BUILD_INPUTS) $(call missing,$(BIN)-audit) | deps
	swift build $(RELEASE_FLAGS) --product lifediagram-audit
	@mkdir -p $(@D) && touch $@

diagrams: build
	$(BIN) --svg --png -o Diagrams

# English in Docs/ and Diagrams/, Korean in Docs/ko/ and Diagrams/ko/, linked both ways; the HTML explorer
# beside each index (Docs/explorer.html, Docs/ko/explorer.html).
docs: build
	$(BIN) docs -o Docs --images Diagrams --lang ko --html

# The examples of a user's own model (USAGE.md, "Your own model"), rendered beside them; the Android activity, a
# life cycle with no iOS keys, also gets docs of its own.
example: build
	$(BIN) --model-file Examples/url-session-task.yaml --svg --png --dot -o Examples
	$(BIN) --model-file Examples/android-activity.yaml --svg --png --dot -o Examples
	$(BIN) docs --model-file Examples/android-activity.yaml -o Examples/android-activity-docs --images Examples/android-activity-docs/images

# The app of USAGE.md's "Audit your app": its audit report and diagram (`make check` holds the report to it).
audit-example: audit build
	scripts/audit-example write

check: audit build
	$(BIN) check -o Docs --images Diagrams --lang ko --html
	scripts/check-example
	scripts/generate-man $(BIN) $(MAN_DATE) --check
	scripts/check-links

# The release build first: the tests that run the tool as a process run it (LIFEDIAGRAM_BINARY), as fresh as the
# code and faster than the debug one; the tests of the debug-only hooks run the debug programs built here
# (LIFEDIAGRAM_DEBUG_BINARY). The debug build compiles the tool's own targets with -O (LIFEDIAGRAM_OPTIMIZED_TESTS,
# Package.swift), so it has a build folder of its own, .build-test: a plain `swift build` or Xcode keeps .build's
# debug objects, neither rebuilds the other's, and `make test-build` can run while the release build holds .build
# (.ci/run does). It builds the test product and the two programs by name: `swift test` alone would also build the
# command plugins' copies of both programs, swift-syntax included, which no test runs, and so would a test target
# that depends on the programs. The tests are Swift Testing's alone, so
# XCTest's pass is skipped.
TEST_SCRATCH := .build-test
TEST_SWIFT := LIFEDIAGRAM_OPTIMIZED_TESTS=1 swift
TEST_BUILD := $(TEST_SWIFT) build --scratch-path $(TEST_SCRATCH)
test-build: $(TEST_STAMPS)/test-build
$(TEST_STAMPS)/test-build: $(TEST_INPUTS) $(call missing,$(TEST_SCRATCH)/debug/lifediagramPackageTests.xctest) | deps
	$(TEST_BUILD) --product lifediagram
	$(TEST_BUILD) --product lifediagram-audit
	$(TEST_BUILD) --product lifediagramPackageTests
	@mkdir -p $(@D) && touch $@

test: audit build test-build
	LIFEDIAGRAM_BINARY=$(CURDIR)/$(BIN) LIFEDIAGRAM_DEBUG_BINARY=$(CURDIR)/$(TEST_SCRATCH)/debug/lifediagram \
	  $(TEST_SWIFT) test --scratch-path $(TEST_SCRATCH) --skip-build --disable-xctest

# `make fuzz`: random mutations of the model and translation files through the release binary; fails on a crash,
# a hang or an exit code other than 0 and 65 (scripts/fuzz; GUARANTEES.md, "Untrusted input"). Outside `make test`, so
# the test loop stays fast; CI runs it.
fuzz: build
	scripts/fuzz

# `make wiki-check`: every page of Docs/ and Docs/ko/ rendered as GitHub shows it (headless Chromium), with the
# tables wider than its 836 px column and the smallest text of each image and Mermaid diagram as shown
# (scripts/browser-checks wiki, which prints the results; USAGE.md, "Docs for CI and wikis", has the method).
wiki-check:
	scripts/browser-checks wiki

# `make interchange-check`: `lifediagram model ID --format scxml|plantuml|mermaid-state` handed to Qt's SCXML
# compiler, PlantUML and Mermaid 11 in headless Chromium (scripts/browser-checks interchange; USAGE.md, "To
# other state-machine tools").
interchange-check: build
	scripts/browser-checks interchange --binary $(BIN)

bench: deps
	@bench/setup
	SWIFT_RELEASE_FLAGS="$(RELEASE_FLAGS)" bench/run

# `make dist`: the release tarball dist/lifediagram-VERSION-linux-ARCH.tar.gz (scripts/dist; README, "Install");
# scripts/test-dist proves it runs, extracted, on the runtime libraries alone.
dist: audit build
	scripts/dist

# `make man`: regenerates man/lifediagram.1 from the command-line parser (scripts/generate-man reads
# `lifediagram --experimental-dump-help`, what --help is built from, and adds the exit status, files and examples).
# The date is the version's, not today's, so the page is the same on every machine; `make check` fails when the
# committed page is not what the parser says.
MAN_DATE := 2026-11-25
man: build
	scripts/generate-man $(BIN) $(MAN_DATE)

clean:
	rm -rf .build .build-test

# `make models`: compiles the built-ins written as files into Swift, so they cost no parsing at start-up: the
# catalog they share (Models/catalog.yaml), then each life cycle's model file, read as joining that catalog. A test
# fails while a generated file differs from what its file gives.
GENERATED := Sources/LifeDiagramModel/Catalog/Generated
models: deps
	swift build --product lifediagram-codegen
	.build/debug/lifediagram-codegen --catalog Models/catalog.yaml shared > $(GENERATED)/SharedCatalog.swift.tmp
	mv $(GENERATED)/SharedCatalog.swift.tmp $(GENERATED)/SharedCatalog.swift
	for model in app:app:AppModel scene:scene:SceneModel viewcontroller:viewController:ViewControllerModel swiftui:swiftUI:SwiftUIModel; do \
	  file=$${model%%:*}; rest=$${model#*:}; name=$${rest%%:*}; swift=$${rest#*:}; \
	  .build/debug/lifediagram-codegen Models/$$file.yaml $$name --joining Models/catalog.yaml > $(GENERATED)/$$swift.swift.tmp && \
	  mv $(GENERATED)/$$swift.swift.tmp $(GENERATED)/$$swift.swift || { rm -f $(GENERATED)/$$swift.swift.tmp; exit 1; }; \
	done

# `make rules`: writes what is generated from the audit's rule files (Sources/LifeDiagramAudit/Rules): the rule
# list, the model's copy of the rules and AUDIT.md's rule table (RuleFileTests holds them, and records them here).
# Two passes: a new rule's file joins the list in the first, its description the model's copy in the second.
rules: deps
	for pass in 1 2; do \
	  $(TEST_BUILD) --product lifediagramPackageTests && \
	  RECORD_SNAPSHOTS=1 $(TEST_SWIFT) test --scratch-path $(TEST_SCRATCH) --skip-build --disable-xctest --filter RuleFileTests || exit 1; \
	done

# `make lint`: the sources as the toolchain's swift-format lays them out (.swift-format; generated files opt out
# with `// swift-format-ignore-file`). `swift format -i -r Sources` fixes what it reports.
lint:
	swift format lint --strict -r Sources

# `make translations`: compiles the built-in translations (Translations/*.yaml) into Swift, like `make models`; a
# test fails while the generated file differs from what the translation file gives.
translations: deps
	swift build --product lifediagram-codegen
	.build/debug/lifediagram-codegen --translation Translations/ko.yaml korean > Sources/LifeDiagramModel/Translation/Generated/Korean.swift.tmp
	mv Sources/LifeDiagramModel/Translation/Generated/Korean.swift.tmp Sources/LifeDiagramModel/Translation/Generated/Korean.swift

# `make soak`: 10,000 renders in one process; prints the resident-memory growth per render (GUARANTEES.md, "Threads and memory").
.PHONY: soak
soak: deps
	swift run -c release lifediagram-soak 10000

# `make explorer-check`: the HTML explorer in headless Chromium (scripts/browser-checks explorer; issue #29):
# byte-stable, under 1 MB, its load timed (a figure; `make bench` holds it to 200 ms), every built-in scenario
# stepped through and compared with its JSON, free play's copied log accepted by `verify`, every tab of both
# languages measured at 1280×800 and 390×844 (whole, stacked, readable, no overlap); screenshots into
# .build/explorer-check (SCREENSHOTS=DIR to put them elsewhere).
explorer-check: build
	scripts/browser-checks explorer --binary $(BIN) $(if $(SCREENSHOTS),--screenshots $(SCREENSHOTS))

# `make packaging-check`: the GitHub workflow and action.yml (actionlint, or their schemas and zizmor where
# actionlint cannot be installed) and the Homebrew formula (ruby -c): what this Linux machine can check of the
# files that run on GitHub and on a Mac (scripts/check-packaging).
packaging-check:
	scripts/check-packaging
