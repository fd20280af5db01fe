"""What is measured beside the runs: a model's build, size and export (:mod:`.formulate`)
and its LP relaxation's strength (:mod:`.lp_strength`, its records :mod:`.strength`)."""
