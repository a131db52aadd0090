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

.PHONY: run test system-packages test-packages static-libstdc++ bench example fuzz startup-order

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
#
# libstdc++ is linked statically as well (only the parts the Swift runtime and ICU use). As a
# shared library it cost every process its mapping and about 4,000 symbol relocations, a tenth
# of a one-turn pipe's CPU. The Swift driver asks for -lstdc++ itself, so the archive is offered
# in a folder the linker searches before the compiler's own (`static-libstdc++` below). Its
# symbols stay private to hark (the driver's --exclude-libs ALL), so a library opened later
# that uses the shared libstdc++ (Hunspell, MeCab) keeps its own.
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
RELEASE := swift build -c release --static-swift-stdlib -Xlinker -no-pie $(RELEASE_LAYOUT) \
	-Xswiftc -Xclang-linker -Xswiftc -L$(STATIC_CXX_DIR)

# The folder holding libstdc++'s archive for the release link; where the compiler has none,
# the folder stays empty and the link uses the shared library as before.
static-libstdc++:
	@mkdir -p $(STATIC_CXX_DIR)
	@archive="$$(gcc -print-file-name=libstdc++.a 2>/dev/null)"; \
	if [ -f "$$archive" ]; then ln -sfn "$$archive" $(STATIC_CXX_DIR)/libstdc++.a; fi

# Build output goes to stderr, so piped answers on stdout stay clean.
run: system-packages static-libstdc++
	@$(RELEASE) --product hark 1>&2
	@.build/release/hark $(ARGS)

# hark-bench with its own release build: `make bench ARGS="--startup --json"`.
bench: system-packages static-libstdc++
	@$(RELEASE) 1>&2
	@.build/release/hark-bench $(ARGS)

# The binary tests run twice: against the debug build and against the release binary that
# `make run` builds, since that is what people use (the chat tests ask for both themselves).
test: test-packages static-libstdc++
	swift build
	$(RELEASE) --product hark
	swift test
	HARK_EXECUTABLE="$$($(RELEASE) --show-bin-path)/hark" swift test --skip-build --filter HarkTests
	scripts/check-compat "$$(swift build --show-bin-path)"
	../shared/compat/check.sh "$$(swift build --show-bin-path)" || [ ! -d ../shared/compat ]
	$(MAKE) example
	scripts/fuzz --fresh 40

# Rewrites scripts/hark.order from the functions the release hark runs at start-up (valgrind).
startup-order: system-packages static-libstdc++
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
