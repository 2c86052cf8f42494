"""Hypothesis profiles for every property test: `quick` (the default: `make check` and
`make test`) and `large` (`HYPOTHESIS_PROFILE=large`, a longer run by hand). `make soak` goes
further with budgets of its own (scripts/soak.py: 10,000 games an engine, 100,000 inputs a
decoder). A test's budget is the profile's `max_examples`, or a multiple of it where one example
is cheap."""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "quick", max_examples=10, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much])
settings.register_profile("large", settings.get_profile("quick"), max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "quick"))
