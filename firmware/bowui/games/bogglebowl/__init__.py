"""Boggle Bowl's own screens: entry leads from one to the next (imported only while it is played)."""
