"""BuyWord component data (../shared/game-data.md, section 1).

The die: six faces CHOICE, 2, 3, 4, 5, CHOICE (HIGH: several reviews agree).
On CHOICE the Leader picks how many tiles each player draws, from 2 to 5.
"""

CHOICE = 0
DIE_FACES = (CHOICE, 2, 3, 4, 5, CHOICE)
CHOICE_LOW = 2
CHOICE_HIGH = 5
