"""Generate-and-certify: the Troix and Galaxies generators (:mod:`.troix`, :mod:`.galaxies`),
what they share (:mod:`.common`), the hardness measure (:mod:`.hardness`), and the
uniqueness certificate that every generated puzzle and the ``unique`` command go through
(:mod:`.uniqueness`, its result types :mod:`.solution_count`)."""
