# The two commands of the README:
#   make run    builds and runs hark (ARGS="--json" or ARGS="--db :memory:" to pass options)
#   make test   builds everything and runs the whole test suite
# Both install the Debian packages they need first, when they are missing.

SYSTEM_PACKAGES := libreadline-dev libsqlite3-dev libicu-dev
TEST_PACKAGES := tmux
ARGS ?=

FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=

.PHONY: run test system-packages test-packages bench fuzz

system-packages:
	@scripts/install-system-packages $(SYSTEM_PACKAGES)

test-packages:
	@scripts/install-system-packages $(SYSTEM_PACKAGES) $(TEST_PACKAGES)

# Build output goes to stderr, so piped answers on stdout stay clean.
run: system-packages
	@swift build -c release --product hark 1>&2
	@.build/release/hark $(ARGS)

# The binary tests run twice: against the debug build and against the release binary that
# `make run` builds, since that is what people use (the chat tests ask for both themselves).
test: test-packages
	swift build
	swift build -c release --product hark
	swift test
	HARK_EXECUTABLE="$$(swift build -c release --show-bin-path)/hark" swift test --skip-build --filter HarkTests
	../shared/compat/check.sh "$$(swift build --show-bin-path)" || [ ! -d ../shared/compat ]
	scripts/fuzz 40

# Runs every libFuzzer target for FUZZ_SECONDS each (see Fuzz/README.md):
#   make fuzz FUZZ_SECONDS=1800 FUZZ_TARGETS="match conversation"
fuzz: system-packages
	scripts/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)
