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

# Until the study site lands, `make site` checks every scenario and writes its trace to
# output/traces/<id>.json (JSON lines). The new output is built beside output/ and swapped
# in only when complete, so a failure leaves the previous output/ untouched.
site: release
	@$(BIN) check
	@rm -rf .output-tmp && mkdir -p .output-tmp/traces
	@for f in Scenarios/*.yaml; do \
	  id=$$(basename $$f .yaml); \
	  $(BIN) run $$f --format jsonl > .output-tmp/traces/$$id.json || { rm -rf .output-tmp; exit 1; }; \
	done
	@rm -rf .output-old; [ ! -d output ] || mv output .output-old; mv .output-tmp output; rm -rf .output-old
	@echo "output/: $$(ls output/traces | wc -l) traces"

bench: deps
	@$(MAKE) --no-print-directory apt PACKAGES="$(BENCH_PACKAGES)"
	$(SWIFT) run -c release lifeline-bench

clean:
	rm -rf .build output .output-tmp .output-old
