"""The dictionary on the host: the compiler (build), `bowwords dict` (cli) and its benchmark (bench)."""
