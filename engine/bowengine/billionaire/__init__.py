"""Billionaire (Parker Brothers, 1973)."""
