"""The board over USB: the serial link (transport), `bowwords flash`, `bowwords records`, and a fake board on a pseudo-terminal (flash_sim)."""
