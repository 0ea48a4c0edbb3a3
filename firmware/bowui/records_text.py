"""The device's records (bowui.records) in words: the Records screen's lines and `bowwords
records`' (a module of its own: the game program, which only counts, never loads it)."""

from bowui.records import GAMES, counts, feat

_WORDS = {"pass": "Pass-and-play", "solo": "Solitaire", "hints": "With hints"}


def rating(money):
    """BuyWord's solitaire rating of a total (the rule book's scale, from the engine's data)."""
    from bowengine.buyword.data import SOLO_SCALE
    for floor, name in SOLO_SCALE:
        if money >= floor:
            return name
    return "below fair"


def lines(data, name):
    """A game's records as lines of at most 26 characters."""
    out = []
    for game, cats in GAMES:
        if game != name:
            continue
        for i in range(len(cats) - 1, -1, -1):      # the strongest first
            cat = cats[i]
            played, won = counts(data, name, cat)
            if not played:
                continue
            if cat == "pass" or cat == "solo":
                out.append("%s: %d game%s" % (_WORDS[cat], played, "" if played == 1 else "s"))
            else:
                out.append("%s: won %d of %d" % (_WORDS.get(cat, "vs " + cat), won, played))
    solo = feat(data, "solo")
    if name == "buyword" and solo:
        out.append("Best solitaire: $%d" % (solo - 1))
        out.append("  rated " + rating(solo - 1))
    word = feat(data, "word")
    if name == "buyword" and word:
        out.extend(["Longest word: " + word] if len(word) <= 12 else ["Longest word:", "  " + word])
    if name == "buyword" and feat(data, "sale"):
        out.append("Best sale: $%d" % feat(data, "sale"))
        out.append("  for " + feat(data, "sale_word"))
    if name == "bogglebowl" and feat(data, "cubes"):
        out.append("Most cubes in a round: %d" % feat(data, "cubes"))
    if name == "billionaire" and feat(data, "billion"):
        out.append("Fastest billion: %d turns" % feat(data, "billion"))
    return out or ["No games finished yet."]
