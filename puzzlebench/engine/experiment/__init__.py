"""An experiment, from its file to its plan: the file read as plain data (:mod:`.file`),
its parameter grids (:mod:`.grid`), its instance sets (:mod:`.instance_sets`), the checks
against this machine's solvers (:mod:`.checks`, :mod:`.probe`) and the run specs
(:mod:`.plan`)."""
