"""High Bid (3M bookshelf game, 1965)."""
