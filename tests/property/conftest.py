"""`GROVE_PROPERTY_STATS=<file>`: each property module's `stats_rows()` (what it tried and how
the code answered) is appended to the file as JSON lines once the module's tests are done."""

import json
import os

import pytest


@pytest.fixture(scope="module", autouse=True)
def write_stats(request):
    yield
    path = os.environ.get("GROVE_PROPERTY_STATS")
    if path:
        with open(path, "a", encoding="utf-8") as out:
            for row in request.module.stats_rows():
                out.write(json.dumps(row) + "\n")
