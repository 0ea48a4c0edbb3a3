"""The save format's value encoding: round trips and canonical bytes."""

from hypothesis import given
from hypothesis import strategies as st

from bowengine.pack import pack, unpack

_SCALARS = st.none() | st.booleans() | st.integers(-(1 << 40), 1 << 40) | st.text(max_size=12) \
    | st.binary(max_size=12)
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=5)
                       | st.lists(inner, max_size=5).map(tuple)
                       | st.dictionaries(st.text(max_size=5), inner, max_size=4), max_leaves=20)


@given(_VALUES)
def test_pack_round_trips_every_plain_value(value):
    data = pack(value)
    back, end = unpack(data)
    assert back == value and type(back) is type(value) and end == len(data)


@given(st.dictionaries(st.text(max_size=5), st.integers(0, 100), max_size=8))
def test_pack_of_a_dict_does_not_depend_on_insertion_order(d):
    assert pack(d) == pack(dict(reversed(list(d.items()))))


def test_pack_small_ints_take_two_bytes():
    assert len(pack(63)) == 2 and len(pack(-64)) == 2


@given(st.binary(max_size=40))
def test_unpack_of_junk_raises_value_error_or_returns(data):
    try:
        unpack(data)
    except ValueError:
        pass
