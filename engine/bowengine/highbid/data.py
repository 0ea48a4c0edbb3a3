"""High Bid component data (../shared/game-data.md, section 4).

The dice are a RECONSTRUCTION: the rule book names red 100/75/50/25 and green
0 and 200 only. Red: 100, 75, 75, 50, 50, 25. Green: 0, 0, 200 and three blank
faces (None). Green 0 = open sale among the players; otherwise the card is sold
to the table area the red die names, at that percentage of its value, and green
200 adds a $200 bonus from the bank.
"""

RED_DIE = (100, 75, 75, 50, 50, 25)
GREEN_DIE = (0, 0, 200, None, None, None)
OPEN_SALE = 0
BONUS = 200
# Red die percentage -> the table area a card sold at that percentage goes to.
AREAS = ((100, "Collector"), (75, "Gallery"), (50, "Dealer"), (25, "Warehouse"))
