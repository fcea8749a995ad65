# lifediagram: `make` installs what is missing, builds, and generates Diagrams/ and Docs/; `make test` runs the
# tests; `make check` fails when the committed Diagrams/ or Docs/ are not what the tool generates;
# `make bench` measures lifediagram against `dot` (bench/run; README, "Performance").
BIN := .build/release/lifediagram
# On Linux the Swift standard library is linked statically: the binary no longer loads a dozen Swift shared
# libraries (libswiftCore, libFoundationEssentials, ...) at start-up, about 5 ms of every run (README, "Performance").
RELEASE_FLAGS := -c release
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS += --static-swift-stdlib
endif

.PHONY: all deps build diagrams docs check test bench clean

all: diagrams docs

deps:
	@scripts/install-deps

build: deps
	swift build $(RELEASE_FLAGS) --product lifediagram

diagrams: build
	$(BIN) --svg --png -o Diagrams

docs: build
	$(BIN) docs -o Docs --images Diagrams

check: build
	$(BIN) check -o Docs --images Diagrams

test: deps
	swift test

bench: deps
	@bench/setup
	SWIFT_RELEASE_FLAGS="$(RELEASE_FLAGS)" bench/run

clean:
	rm -rf .build

# `make soak`: 10,000 renders in one process; prints the resident-memory growth per render (README, Guarantees).
.PHONY: soak
soak: deps
	swift run -c release lifediagram-soak 10000
