"""Billionaire component data (../shared/game-data.md, section 3).

The Analyzer's spinners and outcomes: spinner.py (imported here).

The board order, the investment cards, the Profit card denominations and the
Power Play cards are RECONSTRUCTION (game-data 3.2-3.5): the rule book gives
only the kinds of squares, the $2M and $5M Profit cards and "actual value =
10 x trading value". Money is in $1M units throughout (the goal is 1,000).
"""

# The Analyzer's data lives in spinner.py, small, for the companion Analyzer.
from bowengine.billionaire.spinner import ANALYZER_OUTCOMES, GREEN, RED, SPINNER  # noqa: F401

GOAL = 1000                     # $1,000,000,000 in $1M units
START_HAND = 5                  # Profit cards dealt to each player
DIE = 6

# Movers and Headquarters: corner k (colour k) is square HQS[k]. The order of
# the corner colours is not known (game-data 3.2): RECONSTRUCTION.
COLOURS = ("orange", "yellow", "green", "blue")
HQS = (0, 6, 12, 18)

REGIONS = ("Eurasia", "Afro-Europa", "The Americas")

# Square kinds; a square is (kind, argument): a colour for HQ, a region for
# BIDS and ANALYZE, 0 otherwise.
HQ = 0
BIDS = 1
PROFIT = 2
ANALYZE = 3
POWER = 4
THREE = 5
KINDS = ("Headquarters", "Sealed Bids", "Profit", "Analyze", "Power Play",
         "Sealed Bids on Three")

# RECONSTRUCTION (game-data 3.2): the 24 squares, clockwise from HQ Orange.
BOARD = (
    (HQ, 0),          # 0  HQ - Orange
    (BIDS, 0),        # 1  Sealed Bids - Eurasia
    (PROFIT, 0),      # 2  Profit
    (ANALYZE, 1),     # 3  Analyze - Afro-Europa
    (POWER, 0),       # 4  Power Play
    (BIDS, 2),        # 5  Sealed Bids - The Americas
    (HQ, 1),          # 6  HQ - Yellow
    (BIDS, 1),        # 7  Sealed Bids - Afro-Europa
    (PROFIT, 0),      # 8  Profit
    (THREE, 0),       # 9  Sealed Bids on Three
    (POWER, 0),       # 10 Power Play
    (ANALYZE, 0),     # 11 Analyze - Eurasia
    (HQ, 2),          # 12 HQ - Green
    (BIDS, 2),        # 13 Sealed Bids - The Americas
    (PROFIT, 0),      # 14 Profit
    (ANALYZE, 2),     # 15 Analyze - The Americas
    (POWER, 0),       # 16 Power Play
    (BIDS, 1),        # 17 Sealed Bids - Afro-Europa
    (HQ, 3),          # 18 HQ - Blue
    (BIDS, 0),        # 19 Sealed Bids - Eurasia
    (PROFIT, 0),      # 20 Profit
    (THREE, 0),       # 21 Sealed Bids on Three
    (POWER, 0),       # 22 Power Play
    (PROFIT, 0),      # 23 Profit
)

# RECONSTRUCTION (game-data 3.3, revised): every region has the same ladder of
# actual values, $900M a region and $2,700M in all, so that a game can end by
# the last investment as well as by the billion (BIL-73); the trading value is a
# tenth of it (rule book: actual = 10 x trading).
ACTUAL = (30, 40, 50, 60, 80, 90, 100, 120, 150, 180)
TRADING = (3, 4, 5, 6, 8, 9, 10, 12, 15, 18)

# RECONSTRUCTION (game-data 3.3): the 30 investment cards. Card number =
# region * 10 + rung of the ladder; their names, in card order, "|" between
# (one string takes far less of the device's heap than 30).
NAMES = ("Siberian Timber|Swiss Watchworks|Indian Tea Estates|Hong Kong Shipping|Rhine Chemical Works|Tokyo Electronics|Persian Gulf Oil|Zurich Private Bank|Malayan Tin & Rubber|Asian Steel Consortium|"
         "Moroccan Phosphates|Kenya Coffee Estates|Riviera Resort Hotels|Nigerian Palm Oil|Suez Shipping Line|Congo Copper|London Insurance Syndicate|North Sea Oil|Scandinavian Shipyards|South African Gold Mines|"
         "Canadian Fisheries|Brazilian Coffee|Caribbean Resorts|Chilean Copper|Hollywood Film Studio|Venezuelan Oil|Detroit Auto Works|Texas Oil Fields|Wall Street Investment Bank|Alaska Pipeline")
CARDS = 30
PER_REGION = 10

# RECONSTRUCTION (game-data 3.4): Profit cards (denomination, count); 50 cards, $176M.
PROFIT_CARDS = ((1, 12), (2, 12), (3, 10), (5, 10), (10, 6))
DENOMS = (1, 2, 3, 5, 10)

# RECONSTRUCTION (game-data 3.5): Power Play cards (name, count); 20 cards.
# A held card is its index here.
SECURITY = 0
ANALYZE_ANY = 1
DISASTER = 2
ESPIONAGE = 3
PROXY = 4
POWER_PLAY = 5
POWER_CARDS = (
    ("Security", 5),
    ("Analyze Any Investment", 4),
    ("Disaster", 3),
    ("Espionage", 3),
    ("Proxy Fight", 3),
    ("Power Play", 2),
)


def region(card):
    """The region (0-2) of an investment card."""
    return card // PER_REGION


def actual(card):
    """An investment card's actual value ($M), which counts toward the billion."""
    return ACTUAL[card % PER_REGION]


def trading(card):
    """An investment card's trading value ($M), usable in payment."""
    return TRADING[card % PER_REGION]


def name(card):
    """An investment card's name."""
    return NAMES.split("|")[card]


def corner(p, players):
    """Player p's corner: his colour and Headquarters, square HQS[corner].

    Each player takes "the corner space to his right". The players sit round the
    board, one a side: two sit opposite each other, so they hold opposite corners
    (0 and 2: orange and green); three or four hold corners 0, 1, 2 (and 3).
    """
    return 2 * p if players == 2 else p


def corner_owner(k, players):
    """The player whose Headquarters corner k is, or -1 for a corner nobody holds."""
    if players == 2:
        return -1 if k & 1 else k >> 1
    return k if k < players else -1
