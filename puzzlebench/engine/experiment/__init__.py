"""An experiment, from its file to its runs: the file read as plain data (:mod:`.file`),
its parameter grids (:mod:`.grid`), its instance sets (:mod:`.instance_sets`), the checks
against this machine's solvers (:mod:`.checks`, :mod:`.probe`), the run specs in shards
(:mod:`.plan`), and a shard run through the workers (:mod:`.shard`)."""
