"""The companion tools: each component of the four boxes on a screen of its own (listed in bowui.catalog)."""
