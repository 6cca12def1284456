# Lifeline — `make site` builds the study output, `make test` runs every test.
# Missing Debian packages are installed first (apt-get, as root or through sudo).

SWIFT        ?= swift
APT_PACKAGES ?= pkgconf libgraphviz-dev fonts-noto-cjk
BENCH_PACKAGES ?= graphviz
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN          := .build/release/lifeline

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
	$(SWIFT) test

check: release
	$(BIN) check

LANGS := en fr zh-Hans ko

# Until the study pages land, `make site` checks every scenario and writes its trace
# (output/traces/<id>.json, JSON lines) and its charts in every language
# (output/<lang>/diagrams/<id>-sequence.svg and <id>-states.svg). The new output is built
# beside output/ and swapped in only when complete: a failure leaves the previous output/ untouched.
site: release
	@$(BIN) check
	@rm -rf .output-tmp && mkdir -p .output-tmp/traces
	@for f in Scenarios/*.yaml; do \
	  id=$$(basename $$f .yaml); \
	  $(BIN) run $$f --format jsonl --output .output-tmp/traces/$$id.json || { rm -rf .output-tmp; exit 1; }; \
	  for l in $(LANGS); do \
	    mkdir -p .output-tmp/$$l/diagrams; \
	    $(BIN) run $$f --format svg --lang $$l --output .output-tmp/$$l/diagrams/$$id-sequence.svg || { rm -rf .output-tmp; exit 1; }; \
	    $(BIN) run $$f --format svg --chart states --lang $$l --output .output-tmp/$$l/diagrams/$$id-states.svg || { rm -rf .output-tmp; exit 1; }; \
	  done; \
	done
	@rm -rf .output-old; [ ! -d output ] || mv output .output-old; mv .output-tmp output; rm -rf .output-old
	@echo "output/: $$(ls output/traces | wc -l) traces, $$(ls output/*/diagrams/*.svg | wc -l) charts"

bench: deps
	@$(MAKE) --no-print-directory apt PACKAGES="$(BENCH_PACKAGES)"
	$(SWIFT) run -c release lifeline-bench

clean:
	rm -rf .build output .output-tmp .output-old
