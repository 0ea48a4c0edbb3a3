"""BuyWord (Sid Sackson, 2004)."""
