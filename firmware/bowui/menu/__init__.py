"""The menu program's screens: the menu (home), a game's setup, the companion's list, Records and Rules."""
