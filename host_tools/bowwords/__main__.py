"""`python -m bowwords` runs the `bowwords` command."""

from bowwords.cli import main

raise SystemExit(main())
