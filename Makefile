# Grove: everything from a clean clone on a fresh Debian 12 machine (Python 3.11, Node 20).
#   make play     serve the site on http://127.0.0.1:$(PORT)/ (PORT=8000 by default)
#   make test     ruff + all tests (engines, views, headless-browser tests)
#   make check    ruff + every test but the browser's (about a minute)
#   make coverage branch coverage of the app by its CPython tests
#   make bench    benchmarks in bench/*.py (print tables)
#   make soak     hours of random games and decoder inputs (out of CI); resumes where it stopped
#   make vendor   build site/, the folder that is the site (runtime from node_modules, grove.zip)
#   make screens  the design screenshots in docs/screens/ (home and each game, light and dark)
# Every step is idempotent: stamps skip pip/npm when their inputs did not change.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# Python keeps bytecode, and pytest its assertion-rewritten test modules, between runs (some
# machines turn that off in the environment): each test process starts some 2.5 s sooner.
unexport PYTHONDONTWRITEBYTECODE

PYTHON ?= python3
PORT ?= 8000
JOBS ?= $(shell nproc)
VENV := .venv
PY := $(VENV)/bin/python
PIP_STAMP := $(VENV)/.requirements-dev.stamp
NPM_STAMP := node_modules/.package-lock.stamp
CHROMIUM := /usr/bin/chromium

.PHONY: help setup setup-base browsers vendor play test check coverage bench bench-strength strength-report lint soak screens

help:
	@echo "make play | test | check | bench | vendor   (PORT=$(PORT))"

# --- setup (internal) ------------------------------------------------------------------------
$(PY):
	$(PYTHON) -m venv $(VENV)

$(PIP_STAMP): requirements-dev.txt requirements-build.txt | $(PY)
	$(PY) -m pip install --disable-pip-version-check --quiet -r requirements-dev.txt
	touch $@

$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# The browsers of the browser tests, from Debian (never `playwright install`): Chromium, driven by
# Playwright; Firefox ESR, driven over Marionette (Debian has no geckodriver); WebKitGTK's
# MiniBrowser with its WebDriver, driven by Selenium on a virtual screen (Xvfb).
BROWSER_PACKAGES := chromium firefox-esr webkit2gtk-driver xvfb
BROWSER_FILES := $(CHROMIUM) /usr/bin/firefox-esr /usr/bin/WebKitWebDriver /usr/bin/Xvfb
browsers:
	@missing=""; for file in $(BROWSER_FILES); do [ -x "$$file" ] || missing="$$missing $$file"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  echo "Installing Debian $(BROWSER_PACKAGES) (apt-get): missing$$missing"; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(BROWSER_PACKAGES); \
	fi

vendor: $(NPM_STAMP) $(PIP_STAMP)
	$(PY) scripts/vendor.py

setup-base: $(PIP_STAMP) vendor

setup: setup-base browsers

# --- commands --------------------------------------------------------------------------------
play: setup-base
	$(PY) scripts/serve.py $(PORT)

lint: $(PIP_STAMP)
	$(VENV)/bin/ruff check .

# Tests run on every core (pytest-xdist): each worker serves the site and drives its own browsers.
test: setup
	$(VENV)/bin/ruff check .
	$(PY) -m pytest -n $(JOBS) --dist worksteal

# Ruff and every test but the browser's (engines, views, the app's decisions, the build), on every
# core: about a minute.
check: setup-base
	$(VENV)/bin/ruff check .
	$(PY) -m pytest -n $(JOBS) --dist worksteal --ignore=tests/e2e --ignore=tests/browsers

# Branch coverage of the app's plain Python by its CPython tests (the README states the figure).
coverage: setup-base
	$(PY) -m coverage run --branch --source=py/grove/app -m pytest -q -p no:xdist \
	  tests/app tests/learn tests/test_registry.py
	$(PY) -m coverage report --omit='py/grove/app/page/*'

# Benchmarks import grove (py/) and the helpers in scripts/ like the tests do.
# The computer players' strength at their real budgets, 50 + 50 games per game: hours. Finished
# games are kept in bench/results/strength.jsonl, so a stopped run resumes where it was.
bench-strength: setup
	PYTHONPATH=py:scripts $(PY) bench/ai.py --full --jobs $$(nproc) --log bench/results/strength.jsonl

# What bench/results/strength.jsonl holds for the current code, playing nothing.
strength-report: $(PIP_STAMP)
	PYTHONPATH=py:scripts $(PY) bench/ai.py --full --report --log bench/results/strength.jsonl

bench: setup
	@failed=""; for script in bench/*.py; do \
	  echo "== $$script"; \
	  PYTHONPATH=py:scripts $(PY) "$$script" || failed="$$failed $$script"; \
	done; \
	if [ -n "$$failed" ]; then echo "bench failed:$$failed"; exit 1; fi

# The design screenshots: the home page and the six games in play, 1280x800 light and 390x844
# dark, in Debian's Chromium on the site served from 127.0.0.1 (docs/screens/*.jpg).
screens: setup
	PYTHONPATH=py:scripts $(PY) scripts/screens.py

# Soak: 10,000 random games per engine and 100,000 inputs per decoder, every check of the property
# tests at every step. Resumes from bench/results/soak.json; the table goes to bench/results/soak.md.
soak: $(PIP_STAMP)
	$(PY) scripts/soak.py
