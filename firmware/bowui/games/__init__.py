"""Each game's own screens, one module per game (bowui/play.py says what they define)."""
