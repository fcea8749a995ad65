# lifediagram: `make` installs what is missing, builds, and generates Diagrams/; `make test` runs the tests.
BIN := .build/release/lifediagram

.PHONY: all deps build diagrams test clean

all: diagrams

deps:
	@scripts/install-deps

build: deps
	swift build -c release --product lifediagram

diagrams: build
	$(BIN) --svg --png -o Diagrams

test: deps
	swift test

clean:
	rm -rf .build

# `make soak`: 10,000 renders in one process; prints the resident-memory growth per render (README, Guarantees).
.PHONY: soak
soak: deps
	swift run -c release lifediagram-soak 10000
