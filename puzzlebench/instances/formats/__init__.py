"""Puzzle file formats: one module per format, tied together by :mod:`.registry`.

Every reader turns bad input into :class:`~puzzlebench.instances.errors.PuzzleInputError` (never
another exception) so the CLI can print one line and exit 2.
"""
