"""High Bid component data (../shared/game-data.md, section 4).

The dice are a RECONSTRUCTION: the rule book names red 100/75/50/25 and green
0 and 200 only. Red: 100, 75, 75, 50, 50, 25. Green: 0, 0, 200 and three blank
faces (None). Green 0 = open sale among the players; otherwise the card is sold
to the table area the red die names, at that percentage of its value, and green
200 adds a $200 bonus from the bank.

The deck: 46 Property Cards in 12 sets plus 8 Buyer's Cards (rule book). Only
the Books set (code, $1000, the Shakespeare Collection card) and the three
Antique Clocks names are real; every other set, name and value is a
RECONSTRUCTION (game-data 4.2): every 100% value is a multiple of $80, so each
area's price is a multiple of $20. Card numbers: 0-45 are the Property Cards in
the order of CARDS, 46-53 the Buyer's Cards.
"""

RED_DIE = (100, 75, 75, 50, 50, 25)
GREEN_DIE = (0, 0, 200, None, None, None)
OPEN_SALE = 0
BONUS = 200
# Red die percentage -> the table area a card sold at that percentage goes to.
AREAS = ((100, "Collector"), (75, "Gallery"), (50, "Dealer"), (25, "Warehouse"))

# Sets: (code letter, cards in the set, value of the completed set, name).
# Books is real (seed 004); the other 11 rows are RECONSTRUCTION.
SETS = (
    ("B", 3, 1000, "Books"),
    ("C", 3, 1000, "Antique Clocks"),     # RECONSTRUCTION: letter and value (names real)
    ("G", 3, 1100, "Glassware"),          # RECONSTRUCTION
    ("R", 3, 1100, "Rugs"),               # RECONSTRUCTION
    ("M", 3, 1200, "Maps & Globes"),      # RECONSTRUCTION
    ("S", 4, 1400, "Stamps"),             # RECONSTRUCTION
    ("N", 4, 1500, "Coins"),              # RECONSTRUCTION
    ("J", 4, 1600, "Jewelry"),            # RECONSTRUCTION
    ("A", 4, 1500, "Antique Arms"),       # RECONSTRUCTION
    ("T", 4, 1400, "Toys & Dolls"),       # RECONSTRUCTION
    ("F", 5, 2000, "Furniture"),          # RECONSTRUCTION
    ("P", 6, 2500, "Paintings"),          # RECONSTRUCTION
)

# Property Cards: (set index, 100% value); the card number is the index, the name is
# the same entry of NAMES. The area prices are 100/75/50/25% of the value (price()).
CARDS = (
    (0, 240),   # Shakespeare Collection -- real (seed 004; its 25% "50" read as 60)
    (0, 320),   # First-Edition Novel -- RECONSTRUCTION
    (0, 160),   # Illuminated Manuscript -- RECONSTRUCTION
    (1, 320),   # Grandfather Clock -- name real, value RECONSTRUCTION
    (1, 160),   # Mantel Clock -- name real, value RECONSTRUCTION
    (1, 240),   # Cuckoo Clock -- name real, value RECONSTRUCTION
    # RECONSTRUCTION from here to the end of the table.
    (2, 320),   # Art-Glass Lamp
    (2, 240),   # Crystal Decanter
    (2, 240),   # Venetian Goblet
    (3, 400),   # Persian Carpet
    (3, 240),   # Silk Prayer Rug
    (3, 160),   # Navajo Blanket
    (4, 320),   # Colonial Map
    (4, 240),   # Sea Chart
    (4, 320),   # Celestial Globe
    (5, 400),   # Airmail Invert
    (5, 240),   # First Postage Stamp
    (5, 160),   # Pony Express Cover
    (5, 240),   # Provisional Issue
    (6, 480),   # Gold Double Eagle
    (6, 240),   # Early Silver Dollar
    (6, 160),   # Colonial Shilling
    (6, 240),   # Roman Denarius
    (7, 480),   # Diamond Tiara
    (7, 320),   # Emerald Brooch
    (7, 240),   # Pearl Necklace
    (7, 160),   # Ruby Ring
    (8, 320),   # Long Rifle
    (8, 320),   # Dueling Pistols
    (8, 240),   # Cavalry Revolver
    (8, 160),   # Officer's Sabre
    (9, 320),   # Bisque Doll
    (9, 240),   # Mechanical Bank
    (9, 240),   # Tin Toy Train
    (9, 160),   # Rocking Horse
    (10, 480),  # Highboy
    (10, 240),  # Queen Anne Chair
    (10, 320),  # Sideboard
    (10, 160),  # Shaker Rocker
    (10, 320),  # Empire Sofa
    (11, 560),  # Old Master Portrait
    (11, 480),  # Impressionist Landscape
    (11, 320),  # Dutch Still Life
    (11, 240),  # River Valley Scene
    (11, 160),  # Sporting Print
    (11, 240),  # Modern Abstract
)

# Card names in card order, as one string (one object on the heap, not 46), split at '|'.
# Books' Shakespeare Collection and the three clocks are real; the rest RECONSTRUCTION.
NAMES = (
    "Shakespeare Collection|First-Edition Novel|Illuminated Manuscript|Grandfather Clock|"
    "Mantel Clock|Cuckoo Clock|Art-Glass Lamp|Crystal Decanter|Venetian Goblet|Persian Carpet|"
    "Silk Prayer Rug|Navajo Blanket|Colonial Map|Sea Chart|Celestial Globe|Airmail Invert|"
    "First Postage Stamp|Pony Express Cover|Provisional Issue|Gold Double Eagle|"
    "Early Silver Dollar|Colonial Shilling|Roman Denarius|Diamond Tiara|Emerald Brooch|"
    "Pearl Necklace|Ruby Ring|Long Rifle|Dueling Pistols|Cavalry Revolver|Officer's Sabre|"
    "Bisque Doll|Mechanical Bank|Tin Toy Train|Rocking Horse|Highboy|Queen Anne Chair|"
    "Sideboard|Shaker Rocker|Empire Sofa|Old Master Portrait|Impressionist Landscape|"
    "Dutch Still Life|River Valley Scene|Sporting Print|Modern Abstract"
)

# The names the hand and table lists show where a name is too long for their rows (16
# characters at most: the list's 24 columns less the set letter, the price and the spaces), in
# card order; empty where the name itself is short enough. Our own short forms, as a catalogue
# would shorten them: the bid, sale and review screens show the whole name.
SHORT_NAMES = (
    "Shakespeare|First Edition|Manuscript|Grandfather|||||||||||||First Stamp|Pony Express|"
    "Provisional|Double Eagle|Silver Dollar|Shilling|||||||||||||||||||Old Master|"
    "Impressionist||River Valley||"
)

PROPERTIES = 46                 # Property Cards: numbers 0-45
BUYERS = 8                      # Buyer's Cards: numbers 46-53
DECK = PROPERTIES + BUYERS      # 54 cards shuffled together
BUYER_VALUE = 500               # an unused Buyer's Card at the end
MAX_SALES = 3                   # sales by the dice after a purchase
MAX_TABLE_BUYS = 3              # cards bought from the table for one Buyer's Card

# Money: $2,000 each in 6 x $10, 7 x $20, 8 x $100, 1 x $1,000.
BILLS = ((10, 6), (20, 7), (100, 8), (1000, 1))
START_MONEY = 2000
BID_STEP = 20                   # bids advance by $20 or a multiple of $20
OPEN_SALE_START = 20            # an Open Sale may open as low as $20
OPENING_PERCENT = 25            # the minimum opening bid: 25% of the value

DEAL = 7                        # cards dealt to each player ...
DEAL_TWO = 10                   # ... or to each of two players
GOAL = 5000                     # net worth to go out ...
GOAL_TWO = 7500                 # ... or with two players


def is_buyer(card):
    """True for a Buyer's Card."""
    return card >= PROPERTIES


def price(card, percent):
    """A Property Card's value at a percentage (100, 75, 50 or 25)."""
    return CARDS[card][1] * percent // 100


def card_name(card):
    """A card's name as the auctioneer calls it."""
    if card >= PROPERTIES:
        return "Buyer's Card"
    s = SETS[CARDS[card][0]]
    return "%s-%d %s" % (s[0], s[1], NAMES.split("|")[card])
