"""The one error the `bowwords` command reports: a line saying what went wrong and what to do."""


class BowwordsError(Exception):
    """A failure the user can act on; the CLI prints it as one line and exits 1."""
