"""Hypothesis tests do not depend on the machine's speed (issue 24): the profile conftest.py
loads has no deadline and does not fail on slow input generation. A clock that runs fast
stands in for a loaded machine, so these tests take the same time anywhere."""

import ast
import time
from pathlib import Path

import hypothesis.core
import hypothesis.internal.conjecture.data
import pytest
from hypothesis import HealthCheck, errors, given, settings
from hypothesis import strategies as st

import test_pack

TESTS = Path(__file__).resolve().parent


class _SlowClock:
    """time, but every perf_counter() call is a second later: each draw and each example
    seems to take a second, as on a machine far busier than any real one."""

    def __init__(self):
        self.now = 0.0

    def perf_counter(self):
        self.now += 1.0
        return self.now

    def __getattr__(self, name):
        return getattr(time, name)


@pytest.fixture
def slow_machine(monkeypatch):
    clock = _SlowClock()
    monkeypatch.setattr(hypothesis.core, "time", clock)
    monkeypatch.setattr(hypothesis.internal.conjecture.data, "time", clock)


def _property(chosen):
    @chosen
    @given(st.lists(st.integers(), max_size=5))
    def check(values):
        assert len(values) <= 5
    return check


def test_the_loaded_profile_ignores_speed():
    s = settings.default
    assert s.deadline is None
    assert HealthCheck.too_slow in s.suppress_health_check
    assert HealthCheck.data_too_large in s.suppress_health_check


def test_a_slow_machine_fails_hypothesis_defaults(slow_machine):
    # the control: the simulated machine is slow enough to fail Hypothesis's own defaults
    with pytest.raises((errors.DeadlineExceeded, errors.FailedHealthCheck, errors.Flaky)):
        _property(settings(settings.get_profile("default"), database=None))()


def test_a_slow_machine_passes_with_the_profile(slow_machine):
    _property(settings(database=None))()


@pytest.mark.parametrize("name", ["test_pack_round_trips_every_plain_value",
                                  "test_pack_of_a_dict_does_not_depend_on_insertion_order",
                                  "test_unpack_of_junk_raises_value_error_or_returns"])
def test_the_pack_properties_pass_on_a_slow_machine(name, slow_machine):
    getattr(test_pack, name)()


def test_no_hypothesis_test_sets_its_own_deadline_or_health_checks():
    """A test's own @settings would override the profile: only deadline=None is allowed."""
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "settings":
                for kw in node.keywords:
                    if kw.arg == "deadline" and not (isinstance(kw.value, ast.Constant) and kw.value.value is None):
                        found.append("%s:%d deadline" % (path.name, node.lineno))
                    if kw.arg == "suppress_health_check" and path.name != "conftest.py":
                        found.append("%s:%d suppress_health_check" % (path.name, node.lineno))
    assert found == []
