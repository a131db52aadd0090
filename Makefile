# The two commands of the README:
#   make run    builds and runs hark (ARGS="--json" or ARGS="--db :memory:" to pass options)
#   make test   builds everything and runs the whole test suite
# Both install the Debian packages they need first, when they are missing.

# Language knowledge (PhraseMatcher): Snowball stemmers, Hunspell with its dictionaries,
# MeCab with the IPA dictionary in UTF-8. The dictionaries are read at run time.
LANGUAGE_PACKAGES := libstemmer-dev libhunspell-dev hunspell-en-us hunspell-fr hunspell-de-de hunspell-es \
	libmecab-dev mecab-ipadic-utf8
# Voice (Voice module): espeak-ng speaks and phonemizes, PocketSphinx hears English. Both are
# opened with dlopen on first use, so hark loads neither unless speech is on.
VOICE_PACKAGES := espeak-ng libespeak-ng-dev pocketsphinx libpocketsphinx-dev pocketsphinx-en-us
SYSTEM_PACKAGES := libreadline-dev libsqlite3-dev libicu-dev $(LANGUAGE_PACKAGES) $(VOICE_PACKAGES)
TEST_PACKAGES := tmux
ARGS ?=

FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=

.PHONY: run test system-packages test-packages bench example fuzz startup-order

system-packages:
	@scripts/install-system-packages $(SYSTEM_PACKAGES)

test-packages:
	@scripts/install-system-packages $(SYSTEM_PACKAGES) $(TEST_PACKAGES)

# Release builds link the Swift runtime and Foundation statically: a hark process starts in
# a fraction of the time (no dynamic loading of Foundation's libraries). They are linked as
# fixed-position executables (-no-pie): a position-independent one has over 100,000 relative
# relocations, which the loader applies at every start, writing to (and so keeping resident)
# about 3 MB of pages and taking a few milliseconds — a third of a one-turn process's memory
# beyond the floor. The cost is that the executable's own code is not at a random address
# (the libraries, stack and heap still are); hark is not setuid and reads only its own input.
#
# Code layout: every function is compiled into a section of its own and lld lays out first
# the functions short processes run (scripts/hark.order, written by `make startup-order`),
# so the kernel, which maps code 64 KB at a time around each page touched, keeps a few
# megabytes of hark's code resident instead of twelve. Concrete generic types are made by
# their metadata accessors rather than looked up by mangled name, which at first use scans
# every protocol conformance in the executable for each generic requirement.
# Every release build here uses the same flags, so the binary tested is the binary run.
RELEASE_LAYOUT := -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/hark.order \
	-Xlinker --no-warn-symbol-ordering
RELEASE := swift build -c release --static-swift-stdlib -Xlinker -no-pie $(RELEASE_LAYOUT)

# Build output goes to stderr, so piped answers on stdout stay clean.
run: system-packages
	@$(RELEASE) --product hark 1>&2
	@.build/release/hark $(ARGS)

# hark-bench with its own release build: `make bench ARGS="--startup --json"`.
bench: system-packages
	@$(RELEASE) 1>&2
	@.build/release/hark-bench $(ARGS)

# The binary tests run twice: against the debug build and against the release binary that
# `make run` builds, since that is what people use (the chat tests ask for both themselves).
test: test-packages
	swift build
	$(RELEASE) --product hark
	swift test
	HARK_EXECUTABLE="$$($(RELEASE) --show-bin-path)/hark" swift test --skip-build --filter HarkTests
	scripts/check-compat "$$(swift build --show-bin-path)"
	../shared/compat/check.sh "$$(swift build --show-bin-path)" || [ ! -d ../shared/compat ]
	$(MAKE) example
	scripts/fuzz --fresh 40

# Rewrites scripts/hark.order from the functions the release hark runs at start-up (valgrind).
startup-order: system-packages
	$(RELEASE) --product hark
	scripts/order-startup-code "$$($(RELEASE) --show-bin-path)/hark"

# The third-party package in Examples/Cellar, which depends on Hark by path: built, its tests
# run, and its own assistant linting its catalogs and replaying its transcripts in each language.
example:
	cd Examples/Cellar && swift build && swift test
	cd Examples/Cellar && bin="$$(swift build --show-bin-path)" && "$$bin/cellar" lint \
		&& for lang in en fr de es ja; do "$$bin/cellar" test --lang "$$lang" || exit 1; done

# Runs every libFuzzer target for FUZZ_SECONDS each (see Fuzz/README.md):
#   make fuzz FUZZ_SECONDS=1800 FUZZ_TARGETS="match conversation"
fuzz: system-packages
	scripts/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)
