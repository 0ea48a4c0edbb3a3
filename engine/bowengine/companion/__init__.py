"""Companion components: the dice, spinner, timer and slate of the four boxes."""
