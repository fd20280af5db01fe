"""An adapter's availability and version as a typed result (ProbeResult), not ``probe()[2]``
of a tuple: the fields name what the positions meant, and the tuple still unpacks."""

from __future__ import annotations

import pytest

from puzzlebench.models.backends import get_adapter
from puzzlebench.models.backends.status import Availability, ProbeResult


@pytest.mark.parametrize(("probed", "available", "code"), [
    ((True, "", "1.0"), True, Availability.AVAILABLE),
    ((False, "no module", ""), False, Availability.UNAVAILABLE),
    ((Availability.NO_LICENCE, "no licence", ""), False, Availability.NO_LICENCE),
])
def test_a_probe_tuple_becomes_a_typed_result(probed: tuple, available: bool, code: Availability) -> None:
    found = ProbeResult.of(probed)
    assert found.available is available and found.availability is code
    assert (found.why, found.version) == (probed[1], probed[2])
    ok, why, version = found  # still the tuple a probe returns
    assert bool(ok) is available and why == probed[1] and version == probed[2]


def test_an_adapter_s_info_is_typed_and_names_its_version() -> None:
    info = get_adapter("ortools", "cpsat").info()
    assert isinstance(info, ProbeResult) and info.available
    import ortools

    assert ortools.__version__ in info.version
