"""BuyWord's options in words, for the tools and tests that show them (nothing imports this
module during a game, so its text takes no heap on the device).

The Variations are RECONSTRUCTIONS (game-data.md 1.5: only their topics are known), each off
by default.
"""

OPTION_HELP = {
    "leader": "who leads the first round (player number)",
    "challenges": "words go unchecked until challenged; the loser pays $20 to the bank",
    "second_chance": "RECONSTRUCTION of a Variation: declined tiles are offered to the next "
                     "players in turn at the same price",
    "face_up_draft": "RECONSTRUCTION of a Variation: the round's tiles are laid face up and "
                     "taken one at a time, the Leader first",
    "tile_auction": "RECONSTRUCTION of a Variation: declined tiles are auctioned to the other "
                    "players, bids in $1 steps paid to the bank",
    "letter_trading": "RECONSTRUCTION of a Variation: before words are sold, players may swap "
                      "letters one for one or for cash, by agreement",
    "open_bag": "every player sees the letters left in the bag (off: a real bag, which shows "
                "only how many are left)",
}
