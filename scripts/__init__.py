"""The checkout's maintenance scripts: not part of the installed package (``puzzlebench``), run
from the checkout as ``python -m scripts.<name>`` (``make run``, ``make models`` and the tests
do). Each module's docstring says what it keeps up to date."""
