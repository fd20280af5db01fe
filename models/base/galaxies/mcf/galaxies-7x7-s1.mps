NAME galaxies_mcf_galaxies_7x7_s1
ROWS
 N OBJ
 E cover(0,0)
 E cover(0,1)
 E cover(0,2)
 E cover(0,3)
 E cover(0,4)
 E cover(0,5)
 E cover(0,6)
 E cover(1,0)
 E cover(1,1)
 E cover(1,2)
 E cover(1,3)
 E cover(1,4)
 E cover(1,5)
 E cover(1,6)
 E cover(2,0)
 E cover(2,1)
 E cover(2,2)
 E cover(2,3)
 E cover(2,4)
 E cover(2,5)
 E cover(2,6)
 E cover(3,0)
 E cover(3,1)
 E cover(3,2)
 E cover(3,3)
 E cover(3,4)
 E cover(3,5)
 E cover(3,6)
 E cover(4,0)
 E cover(4,1)
 E cover(4,2)
 E cover(4,3)
 E cover(4,4)
 E cover(4,5)
 E cover(4,6)
 E cover(5,0)
 E cover(5,1)
 E cover(5,2)
 E cover(5,3)
 E cover(5,4)
 E cover(5,5)
 E cover(5,6)
 E cover(6,0)
 E cover(6,1)
 E cover(6,2)
 E cover(6,3)
 E cover(6,4)
 E cover(6,5)
 E cover(6,6)
 E centre(0,5,g0)
 E centre(0,2,g1)
 E centre(0,3,g1)
 E centre(1,2,g1)
 E centre(1,3,g1)
 E centre(2,3,g2)
 E centre(2,5,g3)
 E centre(2,6,g3)
 E centre(2,1,g4)
 E centre(2,2,g4)
 E centre(3,1,g4)
 E centre(3,2,g4)
 E centre(2,4,g5)
 E centre(3,4,g5)
 E centre(3,0,g6)
 E centre(4,0,g6)
 E centre(4,4,g7)
 E centre(4,5,g7)
 E centre(5,1,g8)
 E centre(5,4,g9)
 E centre(5,5,g9)
 E centre(5,2,g10)
 E centre(6,2,g10)
 E centre(6,4,g11)
 E centre(6,5,g11)
 E symmetry(0,4,g0)
 E symmetry(0,0,g1)
 E symmetry(0,1,g1)
 E symmetry(0,2,g1)
 E symmetry(0,3,g1)
 E symmetry(0,4,g1)
 E symmetry(1,5,g3)
 E symmetry(1,6,g3)
 E symmetry(2,5,g3)
 E symmetry(0,0,g4)
 E symmetry(1,0,g4)
 E symmetry(1,1,g4)
 E symmetry(2,0,g4)
 E symmetry(2,1,g4)
 E symmetry(2,2,g4)
 E symmetry(2,4,g5)
 E symmetry(1,0,g6)
 E symmetry(2,0,g6)
 E symmetry(3,0,g6)
 E symmetry(3,3,g7)
 E symmetry(3,6,g7)
 E symmetry(4,3,g7)
 E symmetry(4,4,g7)
 E symmetry(4,1,g8)
 E symmetry(4,2,g8)
 E symmetry(4,3,g9)
 E symmetry(4,6,g9)
 E symmetry(5,3,g9)
 E symmetry(5,4,g9)
 E symmetry(5,2,g10)
 E symmetry(5,3,g10)
 E symmetry(6,3,g11)
 E symmetry(6,4,g11)
 E mcf_balance(g0,k0,4,0,4)
 E mcf_balance(g0,k0,4,0,6)
 E mcf_balance(g1,k0,0,0,0)
 E mcf_balance(g1,k0,0,0,1)
 E mcf_balance(g1,k0,0,0,3)
 E mcf_balance(g1,k0,0,0,4)
 E mcf_balance(g1,k0,0,1,1)
 E mcf_balance(g1,k0,0,1,2)
 E mcf_balance(g1,k0,0,1,3)
 E mcf_balance(g1,k0,0,1,4)
 E mcf_balance(g1,k0,0,1,5)
 E mcf_balance(g1,k0,1,0,0)
 E mcf_balance(g1,k0,1,0,1)
 E mcf_balance(g1,k0,1,0,3)
 E mcf_balance(g1,k0,1,0,4)
 E mcf_balance(g1,k0,1,1,1)
 E mcf_balance(g1,k0,1,1,2)
 E mcf_balance(g1,k0,1,1,3)
 E mcf_balance(g1,k0,1,1,4)
 E mcf_balance(g1,k0,1,1,5)
 E mcf_balance(g1,k0,4,0,0)
 E mcf_balance(g1,k0,4,0,1)
 E mcf_balance(g1,k0,4,0,3)
 E mcf_balance(g1,k0,4,0,4)
 E mcf_balance(g1,k0,4,1,1)
 E mcf_balance(g1,k0,4,1,2)
 E mcf_balance(g1,k0,4,1,3)
 E mcf_balance(g1,k0,4,1,4)
 E mcf_balance(g1,k0,4,1,5)
 E mcf_balance(g3,k1,5,1,5)
 E mcf_balance(g3,k1,5,1,6)
 E mcf_balance(g3,k1,5,2,6)
 E mcf_balance(g3,k1,5,3,5)
 E mcf_balance(g3,k1,5,3,6)
 E mcf_balance(g3,k1,6,1,5)
 E mcf_balance(g3,k1,6,1,6)
 E mcf_balance(g3,k1,6,2,6)
 E mcf_balance(g3,k1,6,3,5)
 E mcf_balance(g3,k1,6,3,6)
 E mcf_balance(g4,k0,0,0,0)
 E mcf_balance(g4,k0,0,1,0)
 E mcf_balance(g4,k0,0,1,1)
 E mcf_balance(g4,k0,0,2,0)
 E mcf_balance(g4,k0,0,2,2)
 E mcf_balance(g4,k0,0,3,1)
 E mcf_balance(g4,k0,0,3,2)
 E mcf_balance(g4,k0,0,3,3)
 E mcf_balance(g4,k0,0,4,2)
 E mcf_balance(g4,k0,0,4,3)
 E mcf_balance(g4,k0,0,5,3)
 E mcf_balance(g4,k1,0,0,0)
 E mcf_balance(g4,k1,0,1,0)
 E mcf_balance(g4,k1,0,1,1)
 E mcf_balance(g4,k1,0,2,0)
 E mcf_balance(g4,k1,0,2,2)
 E mcf_balance(g4,k1,0,3,1)
 E mcf_balance(g4,k1,0,3,2)
 E mcf_balance(g4,k1,0,3,3)
 E mcf_balance(g4,k1,0,4,2)
 E mcf_balance(g4,k1,0,4,3)
 E mcf_balance(g4,k1,0,5,3)
 E mcf_balance(g4,k1,1,0,0)
 E mcf_balance(g4,k1,1,1,0)
 E mcf_balance(g4,k1,1,1,1)
 E mcf_balance(g4,k1,1,2,0)
 E mcf_balance(g4,k1,1,2,2)
 E mcf_balance(g4,k1,1,3,1)
 E mcf_balance(g4,k1,1,3,2)
 E mcf_balance(g4,k1,1,3,3)
 E mcf_balance(g4,k1,1,4,2)
 E mcf_balance(g4,k1,1,4,3)
 E mcf_balance(g4,k1,1,5,3)
 E mcf_balance(g4,k2,0,0,0)
 E mcf_balance(g4,k2,0,1,0)
 E mcf_balance(g4,k2,0,1,1)
 E mcf_balance(g4,k2,0,2,0)
 E mcf_balance(g4,k2,0,2,2)
 E mcf_balance(g4,k2,0,3,1)
 E mcf_balance(g4,k2,0,3,2)
 E mcf_balance(g4,k2,0,3,3)
 E mcf_balance(g4,k2,0,4,2)
 E mcf_balance(g4,k2,0,4,3)
 E mcf_balance(g4,k2,0,5,3)
 E mcf_balance(g6,k1,0,1,0)
 E mcf_balance(g6,k1,0,2,0)
 E mcf_balance(g6,k1,0,4,0)
 E mcf_balance(g6,k1,0,5,0)
 E mcf_balance(g6,k1,0,6,0)
 E mcf_balance(g6,k2,0,1,0)
 E mcf_balance(g6,k2,0,2,0)
 E mcf_balance(g6,k2,0,4,0)
 E mcf_balance(g6,k2,0,5,0)
 E mcf_balance(g6,k2,0,6,0)
 E mcf_balance(g7,k3,3,3,3)
 E mcf_balance(g7,k3,3,3,6)
 E mcf_balance(g7,k3,3,4,3)
 E mcf_balance(g7,k3,3,4,5)
 E mcf_balance(g7,k3,3,4,6)
 E mcf_balance(g7,k3,3,5,3)
 E mcf_balance(g7,k3,3,5,6)
 E mcf_balance(g7,k3,6,3,3)
 E mcf_balance(g7,k3,6,3,6)
 E mcf_balance(g7,k3,6,4,3)
 E mcf_balance(g7,k3,6,4,5)
 E mcf_balance(g7,k3,6,4,6)
 E mcf_balance(g7,k3,6,5,3)
 E mcf_balance(g7,k3,6,5,6)
 E mcf_balance(g7,k4,3,3,3)
 E mcf_balance(g7,k4,3,3,6)
 E mcf_balance(g7,k4,3,4,3)
 E mcf_balance(g7,k4,3,4,5)
 E mcf_balance(g7,k4,3,4,6)
 E mcf_balance(g7,k4,3,5,3)
 E mcf_balance(g7,k4,3,5,6)
 E mcf_balance(g8,k4,1,4,1)
 E mcf_balance(g8,k4,1,4,2)
 E mcf_balance(g8,k4,1,6,0)
 E mcf_balance(g8,k4,1,6,1)
 E mcf_balance(g8,k4,2,4,1)
 E mcf_balance(g8,k4,2,4,2)
 E mcf_balance(g8,k4,2,6,0)
 E mcf_balance(g8,k4,2,6,1)
 E mcf_balance(g9,k4,3,4,3)
 E mcf_balance(g9,k4,3,4,6)
 E mcf_balance(g9,k4,3,5,3)
 E mcf_balance(g9,k4,3,5,5)
 E mcf_balance(g9,k4,3,5,6)
 E mcf_balance(g9,k4,3,6,3)
 E mcf_balance(g9,k4,3,6,6)
 E mcf_balance(g9,k4,6,4,3)
 E mcf_balance(g9,k4,6,4,6)
 E mcf_balance(g9,k4,6,5,3)
 E mcf_balance(g9,k4,6,5,5)
 E mcf_balance(g9,k4,6,5,6)
 E mcf_balance(g9,k4,6,6,3)
 E mcf_balance(g9,k4,6,6,6)
 E mcf_balance(g9,k5,3,4,3)
 E mcf_balance(g9,k5,3,4,6)
 E mcf_balance(g9,k5,3,5,3)
 E mcf_balance(g9,k5,3,5,5)
 E mcf_balance(g9,k5,3,5,6)
 E mcf_balance(g9,k5,3,6,3)
 E mcf_balance(g9,k5,3,6,6)
 E mcf_balance(g10,k5,3,5,3)
 E mcf_balance(g10,k5,3,6,1)
 E mcf_balance(g10,k5,3,6,2)
 E mcf_balance(g11,k6,3,6,3)
 E mcf_balance(g11,k6,3,6,5)
 E mcf_balance(g11,k6,3,6,6)
 L mcf_cap(g0,k0,4,0,5,0,4)
 L mcf_cap(g0,k0,4,0,5,0,6)
 L mcf_cap(g1,k0,0,0,0,0,1)
 L mcf_cap(g1,k0,0,0,1,0,0)
 L mcf_cap(g1,k0,0,0,2,0,1)
 L mcf_cap(g1,k0,0,0,3,0,4)
 L mcf_cap(g1,k0,0,1,2,1,1)
 L mcf_cap(g1,k0,0,1,3,1,4)
 L mcf_cap(g1,k0,0,1,4,1,5)
 L mcf_cap(g1,k0,0,1,5,1,4)
 L mcf_cap(g1,k0,0,0,1,1,1)
 L mcf_cap(g1,k0,0,1,1,0,1)
 L mcf_cap(g1,k0,0,0,4,1,4)
 L mcf_cap(g1,k0,0,1,4,0,4)
 L mcf_cap(g1,k0,1,0,0,0,1)
 L mcf_cap(g1,k0,1,0,1,0,0)
 L mcf_cap(g1,k0,1,0,2,0,1)
 L mcf_cap(g1,k0,1,0,3,0,4)
 L mcf_cap(g1,k0,1,1,2,1,1)
 L mcf_cap(g1,k0,1,1,3,1,4)
 L mcf_cap(g1,k0,1,1,4,1,5)
 L mcf_cap(g1,k0,1,1,5,1,4)
 L mcf_cap(g1,k0,1,0,1,1,1)
 L mcf_cap(g1,k0,1,1,1,0,1)
 L mcf_cap(g1,k0,1,0,4,1,4)
 L mcf_cap(g1,k0,1,1,4,0,4)
 L mcf_cap(g1,k0,4,0,0,0,1)
 L mcf_cap(g1,k0,4,0,1,0,0)
 L mcf_cap(g1,k0,4,0,2,0,1)
 L mcf_cap(g1,k0,4,0,3,0,4)
 L mcf_cap(g1,k0,4,1,2,1,1)
 L mcf_cap(g1,k0,4,1,3,1,4)
 L mcf_cap(g1,k0,4,1,4,1,5)
 L mcf_cap(g1,k0,4,1,5,1,4)
 L mcf_cap(g1,k0,4,0,1,1,1)
 L mcf_cap(g1,k0,4,1,1,0,1)
 L mcf_cap(g1,k0,4,0,4,1,4)
 L mcf_cap(g1,k0,4,1,4,0,4)
 L mcf_cap(g3,k1,5,1,5,1,6)
 L mcf_cap(g3,k1,5,1,6,1,5)
 L mcf_cap(g3,k1,5,3,5,3,6)
 L mcf_cap(g3,k1,5,3,6,3,5)
 L mcf_cap(g3,k1,5,2,5,1,5)
 L mcf_cap(g3,k1,5,2,6,1,6)
 L mcf_cap(g3,k1,5,2,5,3,5)
 L mcf_cap(g3,k1,5,2,6,3,6)
 L mcf_cap(g3,k1,6,1,5,1,6)
 L mcf_cap(g3,k1,6,1,6,1,5)
 L mcf_cap(g3,k1,6,3,5,3,6)
 L mcf_cap(g3,k1,6,3,6,3,5)
 L mcf_cap(g3,k1,6,2,5,1,5)
 L mcf_cap(g3,k1,6,2,6,1,6)
 L mcf_cap(g3,k1,6,2,5,3,5)
 L mcf_cap(g3,k1,6,2,6,3,6)
 L mcf_cap(g4,k0,0,1,0,1,1)
 L mcf_cap(g4,k0,0,1,1,1,0)
 L mcf_cap(g4,k0,0,2,1,2,0)
 L mcf_cap(g4,k0,0,3,2,3,3)
 L mcf_cap(g4,k0,0,4,2,4,3)
 L mcf_cap(g4,k0,0,4,3,4,2)
 L mcf_cap(g4,k0,0,0,0,1,0)
 L mcf_cap(g4,k0,0,1,0,0,0)
 L mcf_cap(g4,k0,0,1,0,2,0)
 L mcf_cap(g4,k0,0,2,0,1,0)
 L mcf_cap(g4,k0,0,2,1,1,1)
 L mcf_cap(g4,k0,0,3,2,4,2)
 L mcf_cap(g4,k0,0,3,3,4,3)
 L mcf_cap(g4,k0,0,4,3,3,3)
 L mcf_cap(g4,k0,0,4,3,5,3)
 L mcf_cap(g4,k0,0,5,3,4,3)
 L mcf_cap(g4,k1,0,1,0,1,1)
 L mcf_cap(g4,k1,0,1,1,1,0)
 L mcf_cap(g4,k1,0,2,1,2,0)
 L mcf_cap(g4,k1,0,3,2,3,3)
 L mcf_cap(g4,k1,0,4,2,4,3)
 L mcf_cap(g4,k1,0,4,3,4,2)
 L mcf_cap(g4,k1,0,0,0,1,0)
 L mcf_cap(g4,k1,0,1,0,0,0)
 L mcf_cap(g4,k1,0,1,0,2,0)
 L mcf_cap(g4,k1,0,2,0,1,0)
 L mcf_cap(g4,k1,0,2,1,1,1)
 L mcf_cap(g4,k1,0,3,2,4,2)
 L mcf_cap(g4,k1,0,3,3,4,3)
 L mcf_cap(g4,k1,0,4,3,3,3)
 L mcf_cap(g4,k1,0,4,3,5,3)
 L mcf_cap(g4,k1,0,5,3,4,3)
 L mcf_cap(g4,k1,1,1,0,1,1)
 L mcf_cap(g4,k1,1,1,1,1,0)
 L mcf_cap(g4,k1,1,2,1,2,0)
 L mcf_cap(g4,k1,1,3,2,3,3)
 L mcf_cap(g4,k1,1,4,2,4,3)
 L mcf_cap(g4,k1,1,4,3,4,2)
 L mcf_cap(g4,k1,1,0,0,1,0)
 L mcf_cap(g4,k1,1,1,0,0,0)
 L mcf_cap(g4,k1,1,1,0,2,0)
 L mcf_cap(g4,k1,1,2,0,1,0)
 L mcf_cap(g4,k1,1,2,1,1,1)
 L mcf_cap(g4,k1,1,3,2,4,2)
 L mcf_cap(g4,k1,1,3,3,4,3)
 L mcf_cap(g4,k1,1,4,3,3,3)
 L mcf_cap(g4,k1,1,4,3,5,3)
 L mcf_cap(g4,k1,1,5,3,4,3)
 L mcf_cap(g4,k2,0,1,0,1,1)
 L mcf_cap(g4,k2,0,1,1,1,0)
 L mcf_cap(g4,k2,0,2,1,2,0)
 L mcf_cap(g4,k2,0,3,2,3,3)
 L mcf_cap(g4,k2,0,4,2,4,3)
 L mcf_cap(g4,k2,0,4,3,4,2)
 L mcf_cap(g4,k2,0,0,0,1,0)
 L mcf_cap(g4,k2,0,1,0,0,0)
 L mcf_cap(g4,k2,0,1,0,2,0)
 L mcf_cap(g4,k2,0,2,0,1,0)
 L mcf_cap(g4,k2,0,2,1,1,1)
 L mcf_cap(g4,k2,0,3,2,4,2)
 L mcf_cap(g4,k2,0,3,3,4,3)
 L mcf_cap(g4,k2,0,4,3,3,3)
 L mcf_cap(g4,k2,0,4,3,5,3)
 L mcf_cap(g4,k2,0,5,3,4,3)
 L mcf_cap(g6,k1,0,1,0,2,0)
 L mcf_cap(g6,k1,0,2,0,1,0)
 L mcf_cap(g6,k1,0,3,0,2,0)
 L mcf_cap(g6,k1,0,4,0,5,0)
 L mcf_cap(g6,k1,0,5,0,6,0)
 L mcf_cap(g6,k1,0,6,0,5,0)
 L mcf_cap(g6,k2,0,1,0,2,0)
 L mcf_cap(g6,k2,0,2,0,1,0)
 L mcf_cap(g6,k2,0,3,0,2,0)
 L mcf_cap(g6,k2,0,4,0,5,0)
 L mcf_cap(g6,k2,0,5,0,6,0)
 L mcf_cap(g6,k2,0,6,0,5,0)
 L mcf_cap(g7,k3,3,4,4,4,3)
 L mcf_cap(g7,k3,3,4,5,4,6)
 L mcf_cap(g7,k3,3,3,3,4,3)
 L mcf_cap(g7,k3,3,4,3,3,3)
 L mcf_cap(g7,k3,3,3,6,4,6)
 L mcf_cap(g7,k3,3,4,6,3,6)
 L mcf_cap(g7,k3,3,4,3,5,3)
 L mcf_cap(g7,k3,3,5,3,4,3)
 L mcf_cap(g7,k3,3,4,6,5,6)
 L mcf_cap(g7,k3,3,5,6,4,6)
 L mcf_cap(g7,k3,6,4,4,4,3)
 L mcf_cap(g7,k3,6,4,5,4,6)
 L mcf_cap(g7,k3,6,3,3,4,3)
 L mcf_cap(g7,k3,6,4,3,3,3)
 L mcf_cap(g7,k3,6,3,6,4,6)
 L mcf_cap(g7,k3,6,4,6,3,6)
 L mcf_cap(g7,k3,6,4,3,5,3)
 L mcf_cap(g7,k3,6,5,3,4,3)
 L mcf_cap(g7,k3,6,4,6,5,6)
 L mcf_cap(g7,k3,6,5,6,4,6)
 L mcf_cap(g7,k4,3,4,4,4,3)
 L mcf_cap(g7,k4,3,4,5,4,6)
 L mcf_cap(g7,k4,3,3,3,4,3)
 L mcf_cap(g7,k4,3,4,3,3,3)
 L mcf_cap(g7,k4,3,3,6,4,6)
 L mcf_cap(g7,k4,3,4,6,3,6)
 L mcf_cap(g7,k4,3,4,3,5,3)
 L mcf_cap(g7,k4,3,5,3,4,3)
 L mcf_cap(g7,k4,3,4,6,5,6)
 L mcf_cap(g7,k4,3,5,6,4,6)
 L mcf_cap(g8,k4,1,4,1,4,2)
 L mcf_cap(g8,k4,1,4,2,4,1)
 L mcf_cap(g8,k4,1,6,0,6,1)
 L mcf_cap(g8,k4,1,6,1,6,0)
 L mcf_cap(g8,k4,1,5,1,4,1)
 L mcf_cap(g8,k4,1,5,1,6,1)
 L mcf_cap(g8,k4,2,4,1,4,2)
 L mcf_cap(g8,k4,2,4,2,4,1)
 L mcf_cap(g8,k4,2,6,0,6,1)
 L mcf_cap(g8,k4,2,6,1,6,0)
 L mcf_cap(g8,k4,2,5,1,4,1)
 L mcf_cap(g8,k4,2,5,1,6,1)
 L mcf_cap(g9,k4,3,5,4,5,3)
 L mcf_cap(g9,k4,3,5,5,5,6)
 L mcf_cap(g9,k4,3,4,3,5,3)
 L mcf_cap(g9,k4,3,5,3,4,3)
 L mcf_cap(g9,k4,3,4,6,5,6)
 L mcf_cap(g9,k4,3,5,6,4,6)
 L mcf_cap(g9,k4,3,5,3,6,3)
 L mcf_cap(g9,k4,3,6,3,5,3)
 L mcf_cap(g9,k4,3,5,6,6,6)
 L mcf_cap(g9,k4,3,6,6,5,6)
 L mcf_cap(g9,k4,6,5,4,5,3)
 L mcf_cap(g9,k4,6,5,5,5,6)
 L mcf_cap(g9,k4,6,4,3,5,3)
 L mcf_cap(g9,k4,6,5,3,4,3)
 L mcf_cap(g9,k4,6,4,6,5,6)
 L mcf_cap(g9,k4,6,5,6,4,6)
 L mcf_cap(g9,k4,6,5,3,6,3)
 L mcf_cap(g9,k4,6,6,3,5,3)
 L mcf_cap(g9,k4,6,5,6,6,6)
 L mcf_cap(g9,k4,6,6,6,5,6)
 L mcf_cap(g9,k5,3,5,4,5,3)
 L mcf_cap(g9,k5,3,5,5,5,6)
 L mcf_cap(g9,k5,3,4,3,5,3)
 L mcf_cap(g9,k5,3,5,3,4,3)
 L mcf_cap(g9,k5,3,4,6,5,6)
 L mcf_cap(g9,k5,3,5,6,4,6)
 L mcf_cap(g9,k5,3,5,3,6,3)
 L mcf_cap(g9,k5,3,6,3,5,3)
 L mcf_cap(g9,k5,3,5,6,6,6)
 L mcf_cap(g9,k5,3,6,6,5,6)
 L mcf_cap(g10,k5,3,5,2,5,3)
 L mcf_cap(g10,k5,3,6,2,6,1)
 L mcf_cap(g11,k6,3,6,4,6,3)
 L mcf_cap(g11,k6,3,6,5,6,6)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,4,g0) cover(0,4) 1
    x(0,4,g0) symmetry(0,4,g0) 1
    x(0,4,g0) mcf_balance(g0,k0,4,0,4) -1
    x(0,4,g0) mcf_cap(g0,k0,4,0,5,0,4) -1
    x(0,5,g0) cover(0,5) 1
    x(0,5,g0) centre(0,5,g0) 1
    x(0,6,g0) cover(0,6) 1
    x(0,6,g0) symmetry(0,4,g0) -1
    x(0,6,g0) mcf_cap(g0,k0,4,0,5,0,6) -1
    x(0,0,g1) cover(0,0) 1
    x(0,0,g1) symmetry(0,0,g1) 1
    x(0,0,g1) mcf_balance(g1,k0,0,0,0) -1
    x(0,0,g1) mcf_cap(g1,k0,0,0,1,0,0) -1
    x(0,0,g1) mcf_cap(g1,k0,1,0,1,0,0) -1
    x(0,0,g1) mcf_cap(g1,k0,4,0,1,0,0) -1
    x(0,1,g1) cover(0,1) 1
    x(0,1,g1) symmetry(0,1,g1) 1
    x(0,1,g1) mcf_balance(g1,k0,1,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,0,0,0,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,0,0,2,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,0,1,1,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,1,0,0,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,1,0,2,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,1,1,1,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,4,0,0,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,4,0,2,0,1) -1
    x(0,1,g1) mcf_cap(g1,k0,4,1,1,0,1) -1
    x(0,2,g1) cover(0,2) 1
    x(0,2,g1) centre(0,2,g1) 1
    x(0,2,g1) symmetry(0,2,g1) 1
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) centre(0,3,g1) 1
    x(0,3,g1) symmetry(0,3,g1) 1
    x(0,4,g1) cover(0,4) 1
    x(0,4,g1) symmetry(0,4,g1) 1
    x(0,4,g1) mcf_balance(g1,k0,4,0,4) -1
    x(0,4,g1) mcf_cap(g1,k0,0,0,3,0,4) -1
    x(0,4,g1) mcf_cap(g1,k0,0,1,4,0,4) -1
    x(0,4,g1) mcf_cap(g1,k0,1,0,3,0,4) -1
    x(0,4,g1) mcf_cap(g1,k0,1,1,4,0,4) -1
    x(0,4,g1) mcf_cap(g1,k0,4,0,3,0,4) -1
    x(0,4,g1) mcf_cap(g1,k0,4,1,4,0,4) -1
    x(1,1,g1) cover(1,1) 1
    x(1,1,g1) symmetry(0,4,g1) -1
    x(1,1,g1) mcf_cap(g1,k0,0,1,2,1,1) -1
    x(1,1,g1) mcf_cap(g1,k0,0,0,1,1,1) -1
    x(1,1,g1) mcf_cap(g1,k0,1,1,2,1,1) -1
    x(1,1,g1) mcf_cap(g1,k0,1,0,1,1,1) -1
    x(1,1,g1) mcf_cap(g1,k0,4,1,2,1,1) -1
    x(1,1,g1) mcf_cap(g1,k0,4,0,1,1,1) -1
    x(1,2,g1) cover(1,2) 1
    x(1,2,g1) centre(1,2,g1) 1
    x(1,2,g1) symmetry(0,3,g1) -1
    x(1,3,g1) cover(1,3) 1
    x(1,3,g1) centre(1,3,g1) 1
    x(1,3,g1) symmetry(0,2,g1) -1
    x(1,4,g1) cover(1,4) 1
    x(1,4,g1) symmetry(0,1,g1) -1
    x(1,4,g1) mcf_cap(g1,k0,0,1,3,1,4) -1
    x(1,4,g1) mcf_cap(g1,k0,0,1,5,1,4) -1
    x(1,4,g1) mcf_cap(g1,k0,0,0,4,1,4) -1
    x(1,4,g1) mcf_cap(g1,k0,1,1,3,1,4) -1
    x(1,4,g1) mcf_cap(g1,k0,1,1,5,1,4) -1
    x(1,4,g1) mcf_cap(g1,k0,1,0,4,1,4) -1
    x(1,4,g1) mcf_cap(g1,k0,4,1,3,1,4) -1
    x(1,4,g1) mcf_cap(g1,k0,4,1,5,1,4) -1
    x(1,4,g1) mcf_cap(g1,k0,4,0,4,1,4) -1
    x(1,5,g1) cover(1,5) 1
    x(1,5,g1) symmetry(0,0,g1) -1
    x(1,5,g1) mcf_cap(g1,k0,0,1,4,1,5) -1
    x(1,5,g1) mcf_cap(g1,k0,1,1,4,1,5) -1
    x(1,5,g1) mcf_cap(g1,k0,4,1,4,1,5) -1
    x(2,3,g2) cover(2,3) 1
    x(2,3,g2) centre(2,3,g2) 1
    x(1,5,g3) cover(1,5) 1
    x(1,5,g3) symmetry(1,5,g3) 1
    x(1,5,g3) mcf_balance(g3,k1,5,1,5) -1
    x(1,5,g3) mcf_cap(g3,k1,5,1,6,1,5) -1
    x(1,5,g3) mcf_cap(g3,k1,5,2,5,1,5) -1
    x(1,5,g3) mcf_cap(g3,k1,6,1,6,1,5) -1
    x(1,5,g3) mcf_cap(g3,k1,6,2,5,1,5) -1
    x(1,6,g3) cover(1,6) 1
    x(1,6,g3) symmetry(1,6,g3) 1
    x(1,6,g3) mcf_balance(g3,k1,6,1,6) -1
    x(1,6,g3) mcf_cap(g3,k1,5,1,5,1,6) -1
    x(1,6,g3) mcf_cap(g3,k1,5,2,6,1,6) -1
    x(1,6,g3) mcf_cap(g3,k1,6,1,5,1,6) -1
    x(1,6,g3) mcf_cap(g3,k1,6,2,6,1,6) -1
    x(2,5,g3) cover(2,5) 1
    x(2,5,g3) centre(2,5,g3) 1
    x(2,5,g3) symmetry(2,5,g3) 1
    x(2,6,g3) cover(2,6) 1
    x(2,6,g3) centre(2,6,g3) 1
    x(2,6,g3) symmetry(2,5,g3) -1
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) symmetry(1,6,g3) -1
    x(3,5,g3) mcf_cap(g3,k1,5,3,6,3,5) -1
    x(3,5,g3) mcf_cap(g3,k1,5,2,5,3,5) -1
    x(3,5,g3) mcf_cap(g3,k1,6,3,6,3,5) -1
    x(3,5,g3) mcf_cap(g3,k1,6,2,5,3,5) -1
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(1,5,g3) -1
    x(3,6,g3) mcf_cap(g3,k1,5,3,5,3,6) -1
    x(3,6,g3) mcf_cap(g3,k1,5,2,6,3,6) -1
    x(3,6,g3) mcf_cap(g3,k1,6,3,5,3,6) -1
    x(3,6,g3) mcf_cap(g3,k1,6,2,6,3,6) -1
    x(0,0,g4) cover(0,0) 1
    x(0,0,g4) symmetry(0,0,g4) 1
    x(0,0,g4) mcf_balance(g4,k0,0,0,0) -1
    x(0,0,g4) mcf_cap(g4,k0,0,1,0,0,0) -1
    x(0,0,g4) mcf_cap(g4,k1,0,1,0,0,0) -1
    x(0,0,g4) mcf_cap(g4,k1,1,1,0,0,0) -1
    x(0,0,g4) mcf_cap(g4,k2,0,1,0,0,0) -1
    x(1,0,g4) cover(1,0) 1
    x(1,0,g4) symmetry(1,0,g4) 1
    x(1,0,g4) mcf_balance(g4,k1,0,1,0) -1
    x(1,0,g4) mcf_cap(g4,k0,0,1,1,1,0) -1
    x(1,0,g4) mcf_cap(g4,k0,0,0,0,1,0) -1
    x(1,0,g4) mcf_cap(g4,k0,0,2,0,1,0) -1
    x(1,0,g4) mcf_cap(g4,k1,0,1,1,1,0) -1
    x(1,0,g4) mcf_cap(g4,k1,0,0,0,1,0) -1
    x(1,0,g4) mcf_cap(g4,k1,0,2,0,1,0) -1
    x(1,0,g4) mcf_cap(g4,k1,1,1,1,1,0) -1
    x(1,0,g4) mcf_cap(g4,k1,1,0,0,1,0) -1
    x(1,0,g4) mcf_cap(g4,k1,1,2,0,1,0) -1
    x(1,0,g4) mcf_cap(g4,k2,0,1,1,1,0) -1
    x(1,0,g4) mcf_cap(g4,k2,0,0,0,1,0) -1
    x(1,0,g4) mcf_cap(g4,k2,0,2,0,1,0) -1
    x(1,1,g4) cover(1,1) 1
    x(1,1,g4) symmetry(1,1,g4) 1
    x(1,1,g4) mcf_balance(g4,k1,1,1,1) -1
    x(1,1,g4) mcf_cap(g4,k0,0,1,0,1,1) -1
    x(1,1,g4) mcf_cap(g4,k0,0,2,1,1,1) -1
    x(1,1,g4) mcf_cap(g4,k1,0,1,0,1,1) -1
    x(1,1,g4) mcf_cap(g4,k1,0,2,1,1,1) -1
    x(1,1,g4) mcf_cap(g4,k1,1,1,0,1,1) -1
    x(1,1,g4) mcf_cap(g4,k1,1,2,1,1,1) -1
    x(1,1,g4) mcf_cap(g4,k2,0,1,0,1,1) -1
    x(1,1,g4) mcf_cap(g4,k2,0,2,1,1,1) -1
    x(2,0,g4) cover(2,0) 1
    x(2,0,g4) symmetry(2,0,g4) 1
    x(2,0,g4) mcf_balance(g4,k2,0,2,0) -1
    x(2,0,g4) mcf_cap(g4,k0,0,2,1,2,0) -1
    x(2,0,g4) mcf_cap(g4,k0,0,1,0,2,0) -1
    x(2,0,g4) mcf_cap(g4,k1,0,2,1,2,0) -1
    x(2,0,g4) mcf_cap(g4,k1,0,1,0,2,0) -1
    x(2,0,g4) mcf_cap(g4,k1,1,2,1,2,0) -1
    x(2,0,g4) mcf_cap(g4,k1,1,1,0,2,0) -1
    x(2,0,g4) mcf_cap(g4,k2,0,2,1,2,0) -1
    x(2,0,g4) mcf_cap(g4,k2,0,1,0,2,0) -1
    x(2,1,g4) cover(2,1) 1
    x(2,1,g4) centre(2,1,g4) 1
    x(2,1,g4) symmetry(2,1,g4) 1
    x(2,2,g4) cover(2,2) 1
    x(2,2,g4) centre(2,2,g4) 1
    x(2,2,g4) symmetry(2,2,g4) 1
    x(3,1,g4) cover(3,1) 1
    x(3,1,g4) centre(3,1,g4) 1
    x(3,1,g4) symmetry(2,2,g4) -1
    x(3,2,g4) cover(3,2) 1
    x(3,2,g4) centre(3,2,g4) 1
    x(3,2,g4) symmetry(2,1,g4) -1
    x(3,3,g4) cover(3,3) 1
    x(3,3,g4) symmetry(2,0,g4) -1
    x(3,3,g4) mcf_cap(g4,k0,0,3,2,3,3) -1
    x(3,3,g4) mcf_cap(g4,k0,0,4,3,3,3) -1
    x(3,3,g4) mcf_cap(g4,k1,0,3,2,3,3) -1
    x(3,3,g4) mcf_cap(g4,k1,0,4,3,3,3) -1
    x(3,3,g4) mcf_cap(g4,k1,1,3,2,3,3) -1
    x(3,3,g4) mcf_cap(g4,k1,1,4,3,3,3) -1
    x(3,3,g4) mcf_cap(g4,k2,0,3,2,3,3) -1
    x(3,3,g4) mcf_cap(g4,k2,0,4,3,3,3) -1
    x(4,2,g4) cover(4,2) 1
    x(4,2,g4) symmetry(1,1,g4) -1
    x(4,2,g4) mcf_cap(g4,k0,0,4,3,4,2) -1
    x(4,2,g4) mcf_cap(g4,k0,0,3,2,4,2) -1
    x(4,2,g4) mcf_cap(g4,k1,0,4,3,4,2) -1
    x(4,2,g4) mcf_cap(g4,k1,0,3,2,4,2) -1
    x(4,2,g4) mcf_cap(g4,k1,1,4,3,4,2) -1
    x(4,2,g4) mcf_cap(g4,k1,1,3,2,4,2) -1
    x(4,2,g4) mcf_cap(g4,k2,0,4,3,4,2) -1
    x(4,2,g4) mcf_cap(g4,k2,0,3,2,4,2) -1
    x(4,3,g4) cover(4,3) 1
    x(4,3,g4) symmetry(1,0,g4) -1
    x(4,3,g4) mcf_cap(g4,k0,0,4,2,4,3) -1
    x(4,3,g4) mcf_cap(g4,k0,0,3,3,4,3) -1
    x(4,3,g4) mcf_cap(g4,k0,0,5,3,4,3) -1
    x(4,3,g4) mcf_cap(g4,k1,0,4,2,4,3) -1
    x(4,3,g4) mcf_cap(g4,k1,0,3,3,4,3) -1
    x(4,3,g4) mcf_cap(g4,k1,0,5,3,4,3) -1
    x(4,3,g4) mcf_cap(g4,k1,1,4,2,4,3) -1
    x(4,3,g4) mcf_cap(g4,k1,1,3,3,4,3) -1
    x(4,3,g4) mcf_cap(g4,k1,1,5,3,4,3) -1
    x(4,3,g4) mcf_cap(g4,k2,0,4,2,4,3) -1
    x(4,3,g4) mcf_cap(g4,k2,0,3,3,4,3) -1
    x(4,3,g4) mcf_cap(g4,k2,0,5,3,4,3) -1
    x(5,3,g4) cover(5,3) 1
    x(5,3,g4) symmetry(0,0,g4) -1
    x(5,3,g4) mcf_cap(g4,k0,0,4,3,5,3) -1
    x(5,3,g4) mcf_cap(g4,k1,0,4,3,5,3) -1
    x(5,3,g4) mcf_cap(g4,k1,1,4,3,5,3) -1
    x(5,3,g4) mcf_cap(g4,k2,0,4,3,5,3) -1
    x(2,4,g5) cover(2,4) 1
    x(2,4,g5) centre(2,4,g5) 1
    x(2,4,g5) symmetry(2,4,g5) 1
    x(3,4,g5) cover(3,4) 1
    x(3,4,g5) centre(3,4,g5) 1
    x(3,4,g5) symmetry(2,4,g5) -1
    x(1,0,g6) cover(1,0) 1
    x(1,0,g6) symmetry(1,0,g6) 1
    x(1,0,g6) mcf_balance(g6,k1,0,1,0) -1
    x(1,0,g6) mcf_cap(g6,k1,0,2,0,1,0) -1
    x(1,0,g6) mcf_cap(g6,k2,0,2,0,1,0) -1
    x(2,0,g6) cover(2,0) 1
    x(2,0,g6) symmetry(2,0,g6) 1
    x(2,0,g6) mcf_balance(g6,k2,0,2,0) -1
    x(2,0,g6) mcf_cap(g6,k1,0,1,0,2,0) -1
    x(2,0,g6) mcf_cap(g6,k1,0,3,0,2,0) -1
    x(2,0,g6) mcf_cap(g6,k2,0,1,0,2,0) -1
    x(2,0,g6) mcf_cap(g6,k2,0,3,0,2,0) -1
    x(3,0,g6) cover(3,0) 1
    x(3,0,g6) centre(3,0,g6) 1
    x(3,0,g6) symmetry(3,0,g6) 1
    x(4,0,g6) cover(4,0) 1
    x(4,0,g6) centre(4,0,g6) 1
    x(4,0,g6) symmetry(3,0,g6) -1
    x(5,0,g6) cover(5,0) 1
    x(5,0,g6) symmetry(2,0,g6) -1
    x(5,0,g6) mcf_cap(g6,k1,0,4,0,5,0) -1
    x(5,0,g6) mcf_cap(g6,k1,0,6,0,5,0) -1
    x(5,0,g6) mcf_cap(g6,k2,0,4,0,5,0) -1
    x(5,0,g6) mcf_cap(g6,k2,0,6,0,5,0) -1
    x(6,0,g6) cover(6,0) 1
    x(6,0,g6) symmetry(1,0,g6) -1
    x(6,0,g6) mcf_cap(g6,k1,0,5,0,6,0) -1
    x(6,0,g6) mcf_cap(g6,k2,0,5,0,6,0) -1
    x(3,3,g7) cover(3,3) 1
    x(3,3,g7) symmetry(3,3,g7) 1
    x(3,3,g7) mcf_balance(g7,k3,3,3,3) -1
    x(3,3,g7) mcf_cap(g7,k3,3,4,3,3,3) -1
    x(3,3,g7) mcf_cap(g7,k3,6,4,3,3,3) -1
    x(3,3,g7) mcf_cap(g7,k4,3,4,3,3,3) -1
    x(3,6,g7) cover(3,6) 1
    x(3,6,g7) symmetry(3,6,g7) 1
    x(3,6,g7) mcf_balance(g7,k3,6,3,6) -1
    x(3,6,g7) mcf_cap(g7,k3,3,4,6,3,6) -1
    x(3,6,g7) mcf_cap(g7,k3,6,4,6,3,6) -1
    x(3,6,g7) mcf_cap(g7,k4,3,4,6,3,6) -1
    x(4,3,g7) cover(4,3) 1
    x(4,3,g7) symmetry(4,3,g7) 1
    x(4,3,g7) mcf_balance(g7,k4,3,4,3) -1
    x(4,3,g7) mcf_cap(g7,k3,3,4,4,4,3) -1
    x(4,3,g7) mcf_cap(g7,k3,3,3,3,4,3) -1
    x(4,3,g7) mcf_cap(g7,k3,3,5,3,4,3) -1
    x(4,3,g7) mcf_cap(g7,k3,6,4,4,4,3) -1
    x(4,3,g7) mcf_cap(g7,k3,6,3,3,4,3) -1
    x(4,3,g7) mcf_cap(g7,k3,6,5,3,4,3) -1
    x(4,3,g7) mcf_cap(g7,k4,3,4,4,4,3) -1
    x(4,3,g7) mcf_cap(g7,k4,3,3,3,4,3) -1
    x(4,3,g7) mcf_cap(g7,k4,3,5,3,4,3) -1
    x(4,4,g7) cover(4,4) 1
    x(4,4,g7) centre(4,4,g7) 1
    x(4,4,g7) symmetry(4,4,g7) 1
    x(4,5,g7) cover(4,5) 1
    x(4,5,g7) centre(4,5,g7) 1
    x(4,5,g7) symmetry(4,4,g7) -1
    x(4,6,g7) cover(4,6) 1
    x(4,6,g7) symmetry(4,3,g7) -1
    x(4,6,g7) mcf_cap(g7,k3,3,4,5,4,6) -1
    x(4,6,g7) mcf_cap(g7,k3,3,3,6,4,6) -1
    x(4,6,g7) mcf_cap(g7,k3,3,5,6,4,6) -1
    x(4,6,g7) mcf_cap(g7,k3,6,4,5,4,6) -1
    x(4,6,g7) mcf_cap(g7,k3,6,3,6,4,6) -1
    x(4,6,g7) mcf_cap(g7,k3,6,5,6,4,6) -1
    x(4,6,g7) mcf_cap(g7,k4,3,4,5,4,6) -1
    x(4,6,g7) mcf_cap(g7,k4,3,3,6,4,6) -1
    x(4,6,g7) mcf_cap(g7,k4,3,5,6,4,6) -1
    x(5,3,g7) cover(5,3) 1
    x(5,3,g7) symmetry(3,6,g7) -1
    x(5,3,g7) mcf_cap(g7,k3,3,4,3,5,3) -1
    x(5,3,g7) mcf_cap(g7,k3,6,4,3,5,3) -1
    x(5,3,g7) mcf_cap(g7,k4,3,4,3,5,3) -1
    x(5,6,g7) cover(5,6) 1
    x(5,6,g7) symmetry(3,3,g7) -1
    x(5,6,g7) mcf_cap(g7,k3,3,4,6,5,6) -1
    x(5,6,g7) mcf_cap(g7,k3,6,4,6,5,6) -1
    x(5,6,g7) mcf_cap(g7,k4,3,4,6,5,6) -1
    x(4,1,g8) cover(4,1) 1
    x(4,1,g8) symmetry(4,1,g8) 1
    x(4,1,g8) mcf_balance(g8,k4,1,4,1) -1
    x(4,1,g8) mcf_cap(g8,k4,1,4,2,4,1) -1
    x(4,1,g8) mcf_cap(g8,k4,1,5,1,4,1) -1
    x(4,1,g8) mcf_cap(g8,k4,2,4,2,4,1) -1
    x(4,1,g8) mcf_cap(g8,k4,2,5,1,4,1) -1
    x(4,2,g8) cover(4,2) 1
    x(4,2,g8) symmetry(4,2,g8) 1
    x(4,2,g8) mcf_balance(g8,k4,2,4,2) -1
    x(4,2,g8) mcf_cap(g8,k4,1,4,1,4,2) -1
    x(4,2,g8) mcf_cap(g8,k4,2,4,1,4,2) -1
    x(5,1,g8) cover(5,1) 1
    x(5,1,g8) centre(5,1,g8) 1
    x(6,0,g8) cover(6,0) 1
    x(6,0,g8) symmetry(4,2,g8) -1
    x(6,0,g8) mcf_cap(g8,k4,1,6,1,6,0) -1
    x(6,0,g8) mcf_cap(g8,k4,2,6,1,6,0) -1
    x(6,1,g8) cover(6,1) 1
    x(6,1,g8) symmetry(4,1,g8) -1
    x(6,1,g8) mcf_cap(g8,k4,1,6,0,6,1) -1
    x(6,1,g8) mcf_cap(g8,k4,1,5,1,6,1) -1
    x(6,1,g8) mcf_cap(g8,k4,2,6,0,6,1) -1
    x(6,1,g8) mcf_cap(g8,k4,2,5,1,6,1) -1
    x(4,3,g9) cover(4,3) 1
    x(4,3,g9) symmetry(4,3,g9) 1
    x(4,3,g9) mcf_balance(g9,k4,3,4,3) -1
    x(4,3,g9) mcf_cap(g9,k4,3,5,3,4,3) -1
    x(4,3,g9) mcf_cap(g9,k4,6,5,3,4,3) -1
    x(4,3,g9) mcf_cap(g9,k5,3,5,3,4,3) -1
    x(4,6,g9) cover(4,6) 1
    x(4,6,g9) symmetry(4,6,g9) 1
    x(4,6,g9) mcf_balance(g9,k4,6,4,6) -1
    x(4,6,g9) mcf_cap(g9,k4,3,5,6,4,6) -1
    x(4,6,g9) mcf_cap(g9,k4,6,5,6,4,6) -1
    x(4,6,g9) mcf_cap(g9,k5,3,5,6,4,6) -1
    x(5,3,g9) cover(5,3) 1
    x(5,3,g9) symmetry(5,3,g9) 1
    x(5,3,g9) mcf_balance(g9,k5,3,5,3) -1
    x(5,3,g9) mcf_cap(g9,k4,3,5,4,5,3) -1
    x(5,3,g9) mcf_cap(g9,k4,3,4,3,5,3) -1
    x(5,3,g9) mcf_cap(g9,k4,3,6,3,5,3) -1
    x(5,3,g9) mcf_cap(g9,k4,6,5,4,5,3) -1
    x(5,3,g9) mcf_cap(g9,k4,6,4,3,5,3) -1
    x(5,3,g9) mcf_cap(g9,k4,6,6,3,5,3) -1
    x(5,3,g9) mcf_cap(g9,k5,3,5,4,5,3) -1
    x(5,3,g9) mcf_cap(g9,k5,3,4,3,5,3) -1
    x(5,3,g9) mcf_cap(g9,k5,3,6,3,5,3) -1
    x(5,4,g9) cover(5,4) 1
    x(5,4,g9) centre(5,4,g9) 1
    x(5,4,g9) symmetry(5,4,g9) 1
    x(5,5,g9) cover(5,5) 1
    x(5,5,g9) centre(5,5,g9) 1
    x(5,5,g9) symmetry(5,4,g9) -1
    x(5,6,g9) cover(5,6) 1
    x(5,6,g9) symmetry(5,3,g9) -1
    x(5,6,g9) mcf_cap(g9,k4,3,5,5,5,6) -1
    x(5,6,g9) mcf_cap(g9,k4,3,4,6,5,6) -1
    x(5,6,g9) mcf_cap(g9,k4,3,6,6,5,6) -1
    x(5,6,g9) mcf_cap(g9,k4,6,5,5,5,6) -1
    x(5,6,g9) mcf_cap(g9,k4,6,4,6,5,6) -1
    x(5,6,g9) mcf_cap(g9,k4,6,6,6,5,6) -1
    x(5,6,g9) mcf_cap(g9,k5,3,5,5,5,6) -1
    x(5,6,g9) mcf_cap(g9,k5,3,4,6,5,6) -1
    x(5,6,g9) mcf_cap(g9,k5,3,6,6,5,6) -1
    x(6,3,g9) cover(6,3) 1
    x(6,3,g9) symmetry(4,6,g9) -1
    x(6,3,g9) mcf_cap(g9,k4,3,5,3,6,3) -1
    x(6,3,g9) mcf_cap(g9,k4,6,5,3,6,3) -1
    x(6,3,g9) mcf_cap(g9,k5,3,5,3,6,3) -1
    x(6,6,g9) cover(6,6) 1
    x(6,6,g9) symmetry(4,3,g9) -1
    x(6,6,g9) mcf_cap(g9,k4,3,5,6,6,6) -1
    x(6,6,g9) mcf_cap(g9,k4,6,5,6,6,6) -1
    x(6,6,g9) mcf_cap(g9,k5,3,5,6,6,6) -1
    x(5,2,g10) cover(5,2) 1
    x(5,2,g10) centre(5,2,g10) 1
    x(5,2,g10) symmetry(5,2,g10) 1
    x(5,3,g10) cover(5,3) 1
    x(5,3,g10) symmetry(5,3,g10) 1
    x(5,3,g10) mcf_balance(g10,k5,3,5,3) -1
    x(5,3,g10) mcf_cap(g10,k5,3,5,2,5,3) -1
    x(6,1,g10) cover(6,1) 1
    x(6,1,g10) symmetry(5,3,g10) -1
    x(6,1,g10) mcf_cap(g10,k5,3,6,2,6,1) -1
    x(6,2,g10) cover(6,2) 1
    x(6,2,g10) centre(6,2,g10) 1
    x(6,2,g10) symmetry(5,2,g10) -1
    x(6,3,g11) cover(6,3) 1
    x(6,3,g11) symmetry(6,3,g11) 1
    x(6,3,g11) mcf_balance(g11,k6,3,6,3) -1
    x(6,3,g11) mcf_cap(g11,k6,3,6,4,6,3) -1
    x(6,4,g11) cover(6,4) 1
    x(6,4,g11) centre(6,4,g11) 1
    x(6,4,g11) symmetry(6,4,g11) 1
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) centre(6,5,g11) 1
    x(6,5,g11) symmetry(6,4,g11) -1
    x(6,6,g11) cover(6,6) 1
    x(6,6,g11) symmetry(6,3,g11) -1
    x(6,6,g11) mcf_cap(g11,k6,3,6,5,6,6) -1
    MARKER0 'MARKER' 'INTEND'
    f(g0,k0,4,0,5,0,4) mcf_balance(g0,k0,4,0,4) 1
    f(g0,k0,4,0,5,0,4) mcf_cap(g0,k0,4,0,5,0,4) 1
    f(g0,k0,4,0,5,0,6) mcf_balance(g0,k0,4,0,6) 1
    f(g0,k0,4,0,5,0,6) mcf_cap(g0,k0,4,0,5,0,6) 1
    f(g1,k0,0,0,0,0,1) mcf_balance(g1,k0,0,0,0) -1
    f(g1,k0,0,0,0,0,1) mcf_balance(g1,k0,0,0,1) 1
    f(g1,k0,0,0,0,0,1) mcf_cap(g1,k0,0,0,0,0,1) 1
    f(g1,k0,0,0,1,0,0) mcf_balance(g1,k0,0,0,0) 1
    f(g1,k0,0,0,1,0,0) mcf_balance(g1,k0,0,0,1) -1
    f(g1,k0,0,0,1,0,0) mcf_cap(g1,k0,0,0,1,0,0) 1
    f(g1,k0,0,0,2,0,1) mcf_balance(g1,k0,0,0,1) 1
    f(g1,k0,0,0,2,0,1) mcf_cap(g1,k0,0,0,2,0,1) 1
    f(g1,k0,0,0,2,0,3) mcf_balance(g1,k0,0,0,3) 1
    f(g1,k0,0,0,3,0,4) mcf_balance(g1,k0,0,0,3) -1
    f(g1,k0,0,0,3,0,4) mcf_balance(g1,k0,0,0,4) 1
    f(g1,k0,0,0,3,0,4) mcf_cap(g1,k0,0,0,3,0,4) 1
    f(g1,k0,0,0,4,0,3) mcf_balance(g1,k0,0,0,3) 1
    f(g1,k0,0,0,4,0,3) mcf_balance(g1,k0,0,0,4) -1
    f(g1,k0,0,1,1,1,2) mcf_balance(g1,k0,0,1,1) -1
    f(g1,k0,0,1,1,1,2) mcf_balance(g1,k0,0,1,2) 1
    f(g1,k0,0,1,2,1,1) mcf_balance(g1,k0,0,1,1) 1
    f(g1,k0,0,1,2,1,1) mcf_balance(g1,k0,0,1,2) -1
    f(g1,k0,0,1,2,1,1) mcf_cap(g1,k0,0,1,2,1,1) 1
    f(g1,k0,0,1,2,1,3) mcf_balance(g1,k0,0,1,2) -1
    f(g1,k0,0,1,2,1,3) mcf_balance(g1,k0,0,1,3) 1
    f(g1,k0,0,1,3,1,2) mcf_balance(g1,k0,0,1,2) 1
    f(g1,k0,0,1,3,1,2) mcf_balance(g1,k0,0,1,3) -1
    f(g1,k0,0,1,3,1,4) mcf_balance(g1,k0,0,1,3) -1
    f(g1,k0,0,1,3,1,4) mcf_balance(g1,k0,0,1,4) 1
    f(g1,k0,0,1,3,1,4) mcf_cap(g1,k0,0,1,3,1,4) 1
    f(g1,k0,0,1,4,1,3) mcf_balance(g1,k0,0,1,3) 1
    f(g1,k0,0,1,4,1,3) mcf_balance(g1,k0,0,1,4) -1
    f(g1,k0,0,1,4,1,5) mcf_balance(g1,k0,0,1,4) -1
    f(g1,k0,0,1,4,1,5) mcf_balance(g1,k0,0,1,5) 1
    f(g1,k0,0,1,4,1,5) mcf_cap(g1,k0,0,1,4,1,5) 1
    f(g1,k0,0,1,5,1,4) mcf_balance(g1,k0,0,1,4) 1
    f(g1,k0,0,1,5,1,4) mcf_balance(g1,k0,0,1,5) -1
    f(g1,k0,0,1,5,1,4) mcf_cap(g1,k0,0,1,5,1,4) 1
    f(g1,k0,0,0,1,1,1) mcf_balance(g1,k0,0,0,1) -1
    f(g1,k0,0,0,1,1,1) mcf_balance(g1,k0,0,1,1) 1
    f(g1,k0,0,0,1,1,1) mcf_cap(g1,k0,0,0,1,1,1) 1
    f(g1,k0,0,1,1,0,1) mcf_balance(g1,k0,0,0,1) 1
    f(g1,k0,0,1,1,0,1) mcf_balance(g1,k0,0,1,1) -1
    f(g1,k0,0,1,1,0,1) mcf_cap(g1,k0,0,1,1,0,1) 1
    f(g1,k0,0,0,2,1,2) mcf_balance(g1,k0,0,1,2) 1
    f(g1,k0,0,0,3,1,3) mcf_balance(g1,k0,0,0,3) -1
    f(g1,k0,0,0,3,1,3) mcf_balance(g1,k0,0,1,3) 1
    f(g1,k0,0,1,3,0,3) mcf_balance(g1,k0,0,0,3) 1
    f(g1,k0,0,1,3,0,3) mcf_balance(g1,k0,0,1,3) -1
    f(g1,k0,0,0,4,1,4) mcf_balance(g1,k0,0,0,4) -1
    f(g1,k0,0,0,4,1,4) mcf_balance(g1,k0,0,1,4) 1
    f(g1,k0,0,0,4,1,4) mcf_cap(g1,k0,0,0,4,1,4) 1
    f(g1,k0,0,1,4,0,4) mcf_balance(g1,k0,0,0,4) 1
    f(g1,k0,0,1,4,0,4) mcf_balance(g1,k0,0,1,4) -1
    f(g1,k0,0,1,4,0,4) mcf_cap(g1,k0,0,1,4,0,4) 1
    f(g1,k0,1,0,0,0,1) mcf_balance(g1,k0,1,0,0) -1
    f(g1,k0,1,0,0,0,1) mcf_balance(g1,k0,1,0,1) 1
    f(g1,k0,1,0,0,0,1) mcf_cap(g1,k0,1,0,0,0,1) 1
    f(g1,k0,1,0,1,0,0) mcf_balance(g1,k0,1,0,0) 1
    f(g1,k0,1,0,1,0,0) mcf_balance(g1,k0,1,0,1) -1
    f(g1,k0,1,0,1,0,0) mcf_cap(g1,k0,1,0,1,0,0) 1
    f(g1,k0,1,0,2,0,1) mcf_balance(g1,k0,1,0,1) 1
    f(g1,k0,1,0,2,0,1) mcf_cap(g1,k0,1,0,2,0,1) 1
    f(g1,k0,1,0,2,0,3) mcf_balance(g1,k0,1,0,3) 1
    f(g1,k0,1,0,3,0,4) mcf_balance(g1,k0,1,0,3) -1
    f(g1,k0,1,0,3,0,4) mcf_balance(g1,k0,1,0,4) 1
    f(g1,k0,1,0,3,0,4) mcf_cap(g1,k0,1,0,3,0,4) 1
    f(g1,k0,1,0,4,0,3) mcf_balance(g1,k0,1,0,3) 1
    f(g1,k0,1,0,4,0,3) mcf_balance(g1,k0,1,0,4) -1
    f(g1,k0,1,1,1,1,2) mcf_balance(g1,k0,1,1,1) -1
    f(g1,k0,1,1,1,1,2) mcf_balance(g1,k0,1,1,2) 1
    f(g1,k0,1,1,2,1,1) mcf_balance(g1,k0,1,1,1) 1
    f(g1,k0,1,1,2,1,1) mcf_balance(g1,k0,1,1,2) -1
    f(g1,k0,1,1,2,1,1) mcf_cap(g1,k0,1,1,2,1,1) 1
    f(g1,k0,1,1,2,1,3) mcf_balance(g1,k0,1,1,2) -1
    f(g1,k0,1,1,2,1,3) mcf_balance(g1,k0,1,1,3) 1
    f(g1,k0,1,1,3,1,2) mcf_balance(g1,k0,1,1,2) 1
    f(g1,k0,1,1,3,1,2) mcf_balance(g1,k0,1,1,3) -1
    f(g1,k0,1,1,3,1,4) mcf_balance(g1,k0,1,1,3) -1
    f(g1,k0,1,1,3,1,4) mcf_balance(g1,k0,1,1,4) 1
    f(g1,k0,1,1,3,1,4) mcf_cap(g1,k0,1,1,3,1,4) 1
    f(g1,k0,1,1,4,1,3) mcf_balance(g1,k0,1,1,3) 1
    f(g1,k0,1,1,4,1,3) mcf_balance(g1,k0,1,1,4) -1
    f(g1,k0,1,1,4,1,5) mcf_balance(g1,k0,1,1,4) -1
    f(g1,k0,1,1,4,1,5) mcf_balance(g1,k0,1,1,5) 1
    f(g1,k0,1,1,4,1,5) mcf_cap(g1,k0,1,1,4,1,5) 1
    f(g1,k0,1,1,5,1,4) mcf_balance(g1,k0,1,1,4) 1
    f(g1,k0,1,1,5,1,4) mcf_balance(g1,k0,1,1,5) -1
    f(g1,k0,1,1,5,1,4) mcf_cap(g1,k0,1,1,5,1,4) 1
    f(g1,k0,1,0,1,1,1) mcf_balance(g1,k0,1,0,1) -1
    f(g1,k0,1,0,1,1,1) mcf_balance(g1,k0,1,1,1) 1
    f(g1,k0,1,0,1,1,1) mcf_cap(g1,k0,1,0,1,1,1) 1
    f(g1,k0,1,1,1,0,1) mcf_balance(g1,k0,1,0,1) 1
    f(g1,k0,1,1,1,0,1) mcf_balance(g1,k0,1,1,1) -1
    f(g1,k0,1,1,1,0,1) mcf_cap(g1,k0,1,1,1,0,1) 1
    f(g1,k0,1,0,2,1,2) mcf_balance(g1,k0,1,1,2) 1
    f(g1,k0,1,0,3,1,3) mcf_balance(g1,k0,1,0,3) -1
    f(g1,k0,1,0,3,1,3) mcf_balance(g1,k0,1,1,3) 1
    f(g1,k0,1,1,3,0,3) mcf_balance(g1,k0,1,0,3) 1
    f(g1,k0,1,1,3,0,3) mcf_balance(g1,k0,1,1,3) -1
    f(g1,k0,1,0,4,1,4) mcf_balance(g1,k0,1,0,4) -1
    f(g1,k0,1,0,4,1,4) mcf_balance(g1,k0,1,1,4) 1
    f(g1,k0,1,0,4,1,4) mcf_cap(g1,k0,1,0,4,1,4) 1
    f(g1,k0,1,1,4,0,4) mcf_balance(g1,k0,1,0,4) 1
    f(g1,k0,1,1,4,0,4) mcf_balance(g1,k0,1,1,4) -1
    f(g1,k0,1,1,4,0,4) mcf_cap(g1,k0,1,1,4,0,4) 1
    f(g1,k0,4,0,0,0,1) mcf_balance(g1,k0,4,0,0) -1
    f(g1,k0,4,0,0,0,1) mcf_balance(g1,k0,4,0,1) 1
    f(g1,k0,4,0,0,0,1) mcf_cap(g1,k0,4,0,0,0,1) 1
    f(g1,k0,4,0,1,0,0) mcf_balance(g1,k0,4,0,0) 1
    f(g1,k0,4,0,1,0,0) mcf_balance(g1,k0,4,0,1) -1
    f(g1,k0,4,0,1,0,0) mcf_cap(g1,k0,4,0,1,0,0) 1
    f(g1,k0,4,0,2,0,1) mcf_balance(g1,k0,4,0,1) 1
    f(g1,k0,4,0,2,0,1) mcf_cap(g1,k0,4,0,2,0,1) 1
    f(g1,k0,4,0,2,0,3) mcf_balance(g1,k0,4,0,3) 1
    f(g1,k0,4,0,3,0,4) mcf_balance(g1,k0,4,0,3) -1
    f(g1,k0,4,0,3,0,4) mcf_balance(g1,k0,4,0,4) 1
    f(g1,k0,4,0,3,0,4) mcf_cap(g1,k0,4,0,3,0,4) 1
    f(g1,k0,4,0,4,0,3) mcf_balance(g1,k0,4,0,3) 1
    f(g1,k0,4,0,4,0,3) mcf_balance(g1,k0,4,0,4) -1
    f(g1,k0,4,1,1,1,2) mcf_balance(g1,k0,4,1,1) -1
    f(g1,k0,4,1,1,1,2) mcf_balance(g1,k0,4,1,2) 1
    f(g1,k0,4,1,2,1,1) mcf_balance(g1,k0,4,1,1) 1
    f(g1,k0,4,1,2,1,1) mcf_balance(g1,k0,4,1,2) -1
    f(g1,k0,4,1,2,1,1) mcf_cap(g1,k0,4,1,2,1,1) 1
    f(g1,k0,4,1,2,1,3) mcf_balance(g1,k0,4,1,2) -1
    f(g1,k0,4,1,2,1,3) mcf_balance(g1,k0,4,1,3) 1
    f(g1,k0,4,1,3,1,2) mcf_balance(g1,k0,4,1,2) 1
    f(g1,k0,4,1,3,1,2) mcf_balance(g1,k0,4,1,3) -1
    f(g1,k0,4,1,3,1,4) mcf_balance(g1,k0,4,1,3) -1
    f(g1,k0,4,1,3,1,4) mcf_balance(g1,k0,4,1,4) 1
    f(g1,k0,4,1,3,1,4) mcf_cap(g1,k0,4,1,3,1,4) 1
    f(g1,k0,4,1,4,1,3) mcf_balance(g1,k0,4,1,3) 1
    f(g1,k0,4,1,4,1,3) mcf_balance(g1,k0,4,1,4) -1
    f(g1,k0,4,1,4,1,5) mcf_balance(g1,k0,4,1,4) -1
    f(g1,k0,4,1,4,1,5) mcf_balance(g1,k0,4,1,5) 1
    f(g1,k0,4,1,4,1,5) mcf_cap(g1,k0,4,1,4,1,5) 1
    f(g1,k0,4,1,5,1,4) mcf_balance(g1,k0,4,1,4) 1
    f(g1,k0,4,1,5,1,4) mcf_balance(g1,k0,4,1,5) -1
    f(g1,k0,4,1,5,1,4) mcf_cap(g1,k0,4,1,5,1,4) 1
    f(g1,k0,4,0,1,1,1) mcf_balance(g1,k0,4,0,1) -1
    f(g1,k0,4,0,1,1,1) mcf_balance(g1,k0,4,1,1) 1
    f(g1,k0,4,0,1,1,1) mcf_cap(g1,k0,4,0,1,1,1) 1
    f(g1,k0,4,1,1,0,1) mcf_balance(g1,k0,4,0,1) 1
    f(g1,k0,4,1,1,0,1) mcf_balance(g1,k0,4,1,1) -1
    f(g1,k0,4,1,1,0,1) mcf_cap(g1,k0,4,1,1,0,1) 1
    f(g1,k0,4,0,2,1,2) mcf_balance(g1,k0,4,1,2) 1
    f(g1,k0,4,0,3,1,3) mcf_balance(g1,k0,4,0,3) -1
    f(g1,k0,4,0,3,1,3) mcf_balance(g1,k0,4,1,3) 1
    f(g1,k0,4,1,3,0,3) mcf_balance(g1,k0,4,0,3) 1
    f(g1,k0,4,1,3,0,3) mcf_balance(g1,k0,4,1,3) -1
    f(g1,k0,4,0,4,1,4) mcf_balance(g1,k0,4,0,4) -1
    f(g1,k0,4,0,4,1,4) mcf_balance(g1,k0,4,1,4) 1
    f(g1,k0,4,0,4,1,4) mcf_cap(g1,k0,4,0,4,1,4) 1
    f(g1,k0,4,1,4,0,4) mcf_balance(g1,k0,4,0,4) 1
    f(g1,k0,4,1,4,0,4) mcf_balance(g1,k0,4,1,4) -1
    f(g1,k0,4,1,4,0,4) mcf_cap(g1,k0,4,1,4,0,4) 1
    f(g3,k1,5,1,5,1,6) mcf_balance(g3,k1,5,1,5) -1
    f(g3,k1,5,1,5,1,6) mcf_balance(g3,k1,5,1,6) 1
    f(g3,k1,5,1,5,1,6) mcf_cap(g3,k1,5,1,5,1,6) 1
    f(g3,k1,5,1,6,1,5) mcf_balance(g3,k1,5,1,5) 1
    f(g3,k1,5,1,6,1,5) mcf_balance(g3,k1,5,1,6) -1
    f(g3,k1,5,1,6,1,5) mcf_cap(g3,k1,5,1,6,1,5) 1
    f(g3,k1,5,2,5,2,6) mcf_balance(g3,k1,5,2,6) 1
    f(g3,k1,5,3,5,3,6) mcf_balance(g3,k1,5,3,5) -1
    f(g3,k1,5,3,5,3,6) mcf_balance(g3,k1,5,3,6) 1
    f(g3,k1,5,3,5,3,6) mcf_cap(g3,k1,5,3,5,3,6) 1
    f(g3,k1,5,3,6,3,5) mcf_balance(g3,k1,5,3,5) 1
    f(g3,k1,5,3,6,3,5) mcf_balance(g3,k1,5,3,6) -1
    f(g3,k1,5,3,6,3,5) mcf_cap(g3,k1,5,3,6,3,5) 1
    f(g3,k1,5,2,5,1,5) mcf_balance(g3,k1,5,1,5) 1
    f(g3,k1,5,2,5,1,5) mcf_cap(g3,k1,5,2,5,1,5) 1
    f(g3,k1,5,1,6,2,6) mcf_balance(g3,k1,5,1,6) -1
    f(g3,k1,5,1,6,2,6) mcf_balance(g3,k1,5,2,6) 1
    f(g3,k1,5,2,6,1,6) mcf_balance(g3,k1,5,1,6) 1
    f(g3,k1,5,2,6,1,6) mcf_balance(g3,k1,5,2,6) -1
    f(g3,k1,5,2,6,1,6) mcf_cap(g3,k1,5,2,6,1,6) 1
    f(g3,k1,5,2,5,3,5) mcf_balance(g3,k1,5,3,5) 1
    f(g3,k1,5,2,5,3,5) mcf_cap(g3,k1,5,2,5,3,5) 1
    f(g3,k1,5,2,6,3,6) mcf_balance(g3,k1,5,2,6) -1
    f(g3,k1,5,2,6,3,6) mcf_balance(g3,k1,5,3,6) 1
    f(g3,k1,5,2,6,3,6) mcf_cap(g3,k1,5,2,6,3,6) 1
    f(g3,k1,5,3,6,2,6) mcf_balance(g3,k1,5,2,6) 1
    f(g3,k1,5,3,6,2,6) mcf_balance(g3,k1,5,3,6) -1
    f(g3,k1,6,1,5,1,6) mcf_balance(g3,k1,6,1,5) -1
    f(g3,k1,6,1,5,1,6) mcf_balance(g3,k1,6,1,6) 1
    f(g3,k1,6,1,5,1,6) mcf_cap(g3,k1,6,1,5,1,6) 1
    f(g3,k1,6,1,6,1,5) mcf_balance(g3,k1,6,1,5) 1
    f(g3,k1,6,1,6,1,5) mcf_balance(g3,k1,6,1,6) -1
    f(g3,k1,6,1,6,1,5) mcf_cap(g3,k1,6,1,6,1,5) 1
    f(g3,k1,6,2,5,2,6) mcf_balance(g3,k1,6,2,6) 1
    f(g3,k1,6,3,5,3,6) mcf_balance(g3,k1,6,3,5) -1
    f(g3,k1,6,3,5,3,6) mcf_balance(g3,k1,6,3,6) 1
    f(g3,k1,6,3,5,3,6) mcf_cap(g3,k1,6,3,5,3,6) 1
    f(g3,k1,6,3,6,3,5) mcf_balance(g3,k1,6,3,5) 1
    f(g3,k1,6,3,6,3,5) mcf_balance(g3,k1,6,3,6) -1
    f(g3,k1,6,3,6,3,5) mcf_cap(g3,k1,6,3,6,3,5) 1
    f(g3,k1,6,2,5,1,5) mcf_balance(g3,k1,6,1,5) 1
    f(g3,k1,6,2,5,1,5) mcf_cap(g3,k1,6,2,5,1,5) 1
    f(g3,k1,6,1,6,2,6) mcf_balance(g3,k1,6,1,6) -1
    f(g3,k1,6,1,6,2,6) mcf_balance(g3,k1,6,2,6) 1
    f(g3,k1,6,2,6,1,6) mcf_balance(g3,k1,6,1,6) 1
    f(g3,k1,6,2,6,1,6) mcf_balance(g3,k1,6,2,6) -1
    f(g3,k1,6,2,6,1,6) mcf_cap(g3,k1,6,2,6,1,6) 1
    f(g3,k1,6,2,5,3,5) mcf_balance(g3,k1,6,3,5) 1
    f(g3,k1,6,2,5,3,5) mcf_cap(g3,k1,6,2,5,3,5) 1
    f(g3,k1,6,2,6,3,6) mcf_balance(g3,k1,6,2,6) -1
    f(g3,k1,6,2,6,3,6) mcf_balance(g3,k1,6,3,6) 1
    f(g3,k1,6,2,6,3,6) mcf_cap(g3,k1,6,2,6,3,6) 1
    f(g3,k1,6,3,6,2,6) mcf_balance(g3,k1,6,2,6) 1
    f(g3,k1,6,3,6,2,6) mcf_balance(g3,k1,6,3,6) -1
    f(g4,k0,0,1,0,1,1) mcf_balance(g4,k0,0,1,0) -1
    f(g4,k0,0,1,0,1,1) mcf_balance(g4,k0,0,1,1) 1
    f(g4,k0,0,1,0,1,1) mcf_cap(g4,k0,0,1,0,1,1) 1
    f(g4,k0,0,1,1,1,0) mcf_balance(g4,k0,0,1,0) 1
    f(g4,k0,0,1,1,1,0) mcf_balance(g4,k0,0,1,1) -1
    f(g4,k0,0,1,1,1,0) mcf_cap(g4,k0,0,1,1,1,0) 1
    f(g4,k0,0,2,1,2,0) mcf_balance(g4,k0,0,2,0) 1
    f(g4,k0,0,2,1,2,0) mcf_cap(g4,k0,0,2,1,2,0) 1
    f(g4,k0,0,2,1,2,2) mcf_balance(g4,k0,0,2,2) 1
    f(g4,k0,0,3,1,3,2) mcf_balance(g4,k0,0,3,1) -1
    f(g4,k0,0,3,1,3,2) mcf_balance(g4,k0,0,3,2) 1
    f(g4,k0,0,3,2,3,1) mcf_balance(g4,k0,0,3,1) 1
    f(g4,k0,0,3,2,3,1) mcf_balance(g4,k0,0,3,2) -1
    f(g4,k0,0,3,2,3,3) mcf_balance(g4,k0,0,3,2) -1
    f(g4,k0,0,3,2,3,3) mcf_balance(g4,k0,0,3,3) 1
    f(g4,k0,0,3,2,3,3) mcf_cap(g4,k0,0,3,2,3,3) 1
    f(g4,k0,0,3,3,3,2) mcf_balance(g4,k0,0,3,2) 1
    f(g4,k0,0,3,3,3,2) mcf_balance(g4,k0,0,3,3) -1
    f(g4,k0,0,4,2,4,3) mcf_balance(g4,k0,0,4,2) -1
    f(g4,k0,0,4,2,4,3) mcf_balance(g4,k0,0,4,3) 1
    f(g4,k0,0,4,2,4,3) mcf_cap(g4,k0,0,4,2,4,3) 1
    f(g4,k0,0,4,3,4,2) mcf_balance(g4,k0,0,4,2) 1
    f(g4,k0,0,4,3,4,2) mcf_balance(g4,k0,0,4,3) -1
    f(g4,k0,0,4,3,4,2) mcf_cap(g4,k0,0,4,3,4,2) 1
    f(g4,k0,0,0,0,1,0) mcf_balance(g4,k0,0,0,0) -1
    f(g4,k0,0,0,0,1,0) mcf_balance(g4,k0,0,1,0) 1
    f(g4,k0,0,0,0,1,0) mcf_cap(g4,k0,0,0,0,1,0) 1
    f(g4,k0,0,1,0,0,0) mcf_balance(g4,k0,0,0,0) 1
    f(g4,k0,0,1,0,0,0) mcf_balance(g4,k0,0,1,0) -1
    f(g4,k0,0,1,0,0,0) mcf_cap(g4,k0,0,1,0,0,0) 1
    f(g4,k0,0,1,0,2,0) mcf_balance(g4,k0,0,1,0) -1
    f(g4,k0,0,1,0,2,0) mcf_balance(g4,k0,0,2,0) 1
    f(g4,k0,0,1,0,2,0) mcf_cap(g4,k0,0,1,0,2,0) 1
    f(g4,k0,0,2,0,1,0) mcf_balance(g4,k0,0,1,0) 1
    f(g4,k0,0,2,0,1,0) mcf_balance(g4,k0,0,2,0) -1
    f(g4,k0,0,2,0,1,0) mcf_cap(g4,k0,0,2,0,1,0) 1
    f(g4,k0,0,2,1,1,1) mcf_balance(g4,k0,0,1,1) 1
    f(g4,k0,0,2,1,1,1) mcf_cap(g4,k0,0,2,1,1,1) 1
    f(g4,k0,0,2,1,3,1) mcf_balance(g4,k0,0,3,1) 1
    f(g4,k0,0,2,2,3,2) mcf_balance(g4,k0,0,2,2) -1
    f(g4,k0,0,2,2,3,2) mcf_balance(g4,k0,0,3,2) 1
    f(g4,k0,0,3,2,2,2) mcf_balance(g4,k0,0,2,2) 1
    f(g4,k0,0,3,2,2,2) mcf_balance(g4,k0,0,3,2) -1
    f(g4,k0,0,3,2,4,2) mcf_balance(g4,k0,0,3,2) -1
    f(g4,k0,0,3,2,4,2) mcf_balance(g4,k0,0,4,2) 1
    f(g4,k0,0,3,2,4,2) mcf_cap(g4,k0,0,3,2,4,2) 1
    f(g4,k0,0,4,2,3,2) mcf_balance(g4,k0,0,3,2) 1
    f(g4,k0,0,4,2,3,2) mcf_balance(g4,k0,0,4,2) -1
    f(g4,k0,0,3,3,4,3) mcf_balance(g4,k0,0,3,3) -1
    f(g4,k0,0,3,3,4,3) mcf_balance(g4,k0,0,4,3) 1
    f(g4,k0,0,3,3,4,3) mcf_cap(g4,k0,0,3,3,4,3) 1
    f(g4,k0,0,4,3,3,3) mcf_balance(g4,k0,0,3,3) 1
    f(g4,k0,0,4,3,3,3) mcf_balance(g4,k0,0,4,3) -1
    f(g4,k0,0,4,3,3,3) mcf_cap(g4,k0,0,4,3,3,3) 1
    f(g4,k0,0,4,3,5,3) mcf_balance(g4,k0,0,4,3) -1
    f(g4,k0,0,4,3,5,3) mcf_balance(g4,k0,0,5,3) 1
    f(g4,k0,0,4,3,5,3) mcf_cap(g4,k0,0,4,3,5,3) 1
    f(g4,k0,0,5,3,4,3) mcf_balance(g4,k0,0,4,3) 1
    f(g4,k0,0,5,3,4,3) mcf_balance(g4,k0,0,5,3) -1
    f(g4,k0,0,5,3,4,3) mcf_cap(g4,k0,0,5,3,4,3) 1
    f(g4,k1,0,1,0,1,1) mcf_balance(g4,k1,0,1,0) -1
    f(g4,k1,0,1,0,1,1) mcf_balance(g4,k1,0,1,1) 1
    f(g4,k1,0,1,0,1,1) mcf_cap(g4,k1,0,1,0,1,1) 1
    f(g4,k1,0,1,1,1,0) mcf_balance(g4,k1,0,1,0) 1
    f(g4,k1,0,1,1,1,0) mcf_balance(g4,k1,0,1,1) -1
    f(g4,k1,0,1,1,1,0) mcf_cap(g4,k1,0,1,1,1,0) 1
    f(g4,k1,0,2,1,2,0) mcf_balance(g4,k1,0,2,0) 1
    f(g4,k1,0,2,1,2,0) mcf_cap(g4,k1,0,2,1,2,0) 1
    f(g4,k1,0,2,1,2,2) mcf_balance(g4,k1,0,2,2) 1
    f(g4,k1,0,3,1,3,2) mcf_balance(g4,k1,0,3,1) -1
    f(g4,k1,0,3,1,3,2) mcf_balance(g4,k1,0,3,2) 1
    f(g4,k1,0,3,2,3,1) mcf_balance(g4,k1,0,3,1) 1
    f(g4,k1,0,3,2,3,1) mcf_balance(g4,k1,0,3,2) -1
    f(g4,k1,0,3,2,3,3) mcf_balance(g4,k1,0,3,2) -1
    f(g4,k1,0,3,2,3,3) mcf_balance(g4,k1,0,3,3) 1
    f(g4,k1,0,3,2,3,3) mcf_cap(g4,k1,0,3,2,3,3) 1
    f(g4,k1,0,3,3,3,2) mcf_balance(g4,k1,0,3,2) 1
    f(g4,k1,0,3,3,3,2) mcf_balance(g4,k1,0,3,3) -1
    f(g4,k1,0,4,2,4,3) mcf_balance(g4,k1,0,4,2) -1
    f(g4,k1,0,4,2,4,3) mcf_balance(g4,k1,0,4,3) 1
    f(g4,k1,0,4,2,4,3) mcf_cap(g4,k1,0,4,2,4,3) 1
    f(g4,k1,0,4,3,4,2) mcf_balance(g4,k1,0,4,2) 1
    f(g4,k1,0,4,3,4,2) mcf_balance(g4,k1,0,4,3) -1
    f(g4,k1,0,4,3,4,2) mcf_cap(g4,k1,0,4,3,4,2) 1
    f(g4,k1,0,0,0,1,0) mcf_balance(g4,k1,0,0,0) -1
    f(g4,k1,0,0,0,1,0) mcf_balance(g4,k1,0,1,0) 1
    f(g4,k1,0,0,0,1,0) mcf_cap(g4,k1,0,0,0,1,0) 1
    f(g4,k1,0,1,0,0,0) mcf_balance(g4,k1,0,0,0) 1
    f(g4,k1,0,1,0,0,0) mcf_balance(g4,k1,0,1,0) -1
    f(g4,k1,0,1,0,0,0) mcf_cap(g4,k1,0,1,0,0,0) 1
    f(g4,k1,0,1,0,2,0) mcf_balance(g4,k1,0,1,0) -1
    f(g4,k1,0,1,0,2,0) mcf_balance(g4,k1,0,2,0) 1
    f(g4,k1,0,1,0,2,0) mcf_cap(g4,k1,0,1,0,2,0) 1
    f(g4,k1,0,2,0,1,0) mcf_balance(g4,k1,0,1,0) 1
    f(g4,k1,0,2,0,1,0) mcf_balance(g4,k1,0,2,0) -1
    f(g4,k1,0,2,0,1,0) mcf_cap(g4,k1,0,2,0,1,0) 1
    f(g4,k1,0,2,1,1,1) mcf_balance(g4,k1,0,1,1) 1
    f(g4,k1,0,2,1,1,1) mcf_cap(g4,k1,0,2,1,1,1) 1
    f(g4,k1,0,2,1,3,1) mcf_balance(g4,k1,0,3,1) 1
    f(g4,k1,0,2,2,3,2) mcf_balance(g4,k1,0,2,2) -1
    f(g4,k1,0,2,2,3,2) mcf_balance(g4,k1,0,3,2) 1
    f(g4,k1,0,3,2,2,2) mcf_balance(g4,k1,0,2,2) 1
    f(g4,k1,0,3,2,2,2) mcf_balance(g4,k1,0,3,2) -1
    f(g4,k1,0,3,2,4,2) mcf_balance(g4,k1,0,3,2) -1
    f(g4,k1,0,3,2,4,2) mcf_balance(g4,k1,0,4,2) 1
    f(g4,k1,0,3,2,4,2) mcf_cap(g4,k1,0,3,2,4,2) 1
    f(g4,k1,0,4,2,3,2) mcf_balance(g4,k1,0,3,2) 1
    f(g4,k1,0,4,2,3,2) mcf_balance(g4,k1,0,4,2) -1
    f(g4,k1,0,3,3,4,3) mcf_balance(g4,k1,0,3,3) -1
    f(g4,k1,0,3,3,4,3) mcf_balance(g4,k1,0,4,3) 1
    f(g4,k1,0,3,3,4,3) mcf_cap(g4,k1,0,3,3,4,3) 1
    f(g4,k1,0,4,3,3,3) mcf_balance(g4,k1,0,3,3) 1
    f(g4,k1,0,4,3,3,3) mcf_balance(g4,k1,0,4,3) -1
    f(g4,k1,0,4,3,3,3) mcf_cap(g4,k1,0,4,3,3,3) 1
    f(g4,k1,0,4,3,5,3) mcf_balance(g4,k1,0,4,3) -1
    f(g4,k1,0,4,3,5,3) mcf_balance(g4,k1,0,5,3) 1
    f(g4,k1,0,4,3,5,3) mcf_cap(g4,k1,0,4,3,5,3) 1
    f(g4,k1,0,5,3,4,3) mcf_balance(g4,k1,0,4,3) 1
    f(g4,k1,0,5,3,4,3) mcf_balance(g4,k1,0,5,3) -1
    f(g4,k1,0,5,3,4,3) mcf_cap(g4,k1,0,5,3,4,3) 1
    f(g4,k1,1,1,0,1,1) mcf_balance(g4,k1,1,1,0) -1
    f(g4,k1,1,1,0,1,1) mcf_balance(g4,k1,1,1,1) 1
    f(g4,k1,1,1,0,1,1) mcf_cap(g4,k1,1,1,0,1,1) 1
    f(g4,k1,1,1,1,1,0) mcf_balance(g4,k1,1,1,0) 1
    f(g4,k1,1,1,1,1,0) mcf_balance(g4,k1,1,1,1) -1
    f(g4,k1,1,1,1,1,0) mcf_cap(g4,k1,1,1,1,1,0) 1
    f(g4,k1,1,2,1,2,0) mcf_balance(g4,k1,1,2,0) 1
    f(g4,k1,1,2,1,2,0) mcf_cap(g4,k1,1,2,1,2,0) 1
    f(g4,k1,1,2,1,2,2) mcf_balance(g4,k1,1,2,2) 1
    f(g4,k1,1,3,1,3,2) mcf_balance(g4,k1,1,3,1) -1
    f(g4,k1,1,3,1,3,2) mcf_balance(g4,k1,1,3,2) 1
    f(g4,k1,1,3,2,3,1) mcf_balance(g4,k1,1,3,1) 1
    f(g4,k1,1,3,2,3,1) mcf_balance(g4,k1,1,3,2) -1
    f(g4,k1,1,3,2,3,3) mcf_balance(g4,k1,1,3,2) -1
    f(g4,k1,1,3,2,3,3) mcf_balance(g4,k1,1,3,3) 1
    f(g4,k1,1,3,2,3,3) mcf_cap(g4,k1,1,3,2,3,3) 1
    f(g4,k1,1,3,3,3,2) mcf_balance(g4,k1,1,3,2) 1
    f(g4,k1,1,3,3,3,2) mcf_balance(g4,k1,1,3,3) -1
    f(g4,k1,1,4,2,4,3) mcf_balance(g4,k1,1,4,2) -1
    f(g4,k1,1,4,2,4,3) mcf_balance(g4,k1,1,4,3) 1
    f(g4,k1,1,4,2,4,3) mcf_cap(g4,k1,1,4,2,4,3) 1
    f(g4,k1,1,4,3,4,2) mcf_balance(g4,k1,1,4,2) 1
    f(g4,k1,1,4,3,4,2) mcf_balance(g4,k1,1,4,3) -1
    f(g4,k1,1,4,3,4,2) mcf_cap(g4,k1,1,4,3,4,2) 1
    f(g4,k1,1,0,0,1,0) mcf_balance(g4,k1,1,0,0) -1
    f(g4,k1,1,0,0,1,0) mcf_balance(g4,k1,1,1,0) 1
    f(g4,k1,1,0,0,1,0) mcf_cap(g4,k1,1,0,0,1,0) 1
    f(g4,k1,1,1,0,0,0) mcf_balance(g4,k1,1,0,0) 1
    f(g4,k1,1,1,0,0,0) mcf_balance(g4,k1,1,1,0) -1
    f(g4,k1,1,1,0,0,0) mcf_cap(g4,k1,1,1,0,0,0) 1
    f(g4,k1,1,1,0,2,0) mcf_balance(g4,k1,1,1,0) -1
    f(g4,k1,1,1,0,2,0) mcf_balance(g4,k1,1,2,0) 1
    f(g4,k1,1,1,0,2,0) mcf_cap(g4,k1,1,1,0,2,0) 1
    f(g4,k1,1,2,0,1,0) mcf_balance(g4,k1,1,1,0) 1
    f(g4,k1,1,2,0,1,0) mcf_balance(g4,k1,1,2,0) -1
    f(g4,k1,1,2,0,1,0) mcf_cap(g4,k1,1,2,0,1,0) 1
    f(g4,k1,1,2,1,1,1) mcf_balance(g4,k1,1,1,1) 1
    f(g4,k1,1,2,1,1,1) mcf_cap(g4,k1,1,2,1,1,1) 1
    f(g4,k1,1,2,1,3,1) mcf_balance(g4,k1,1,3,1) 1
    f(g4,k1,1,2,2,3,2) mcf_balance(g4,k1,1,2,2) -1
    f(g4,k1,1,2,2,3,2) mcf_balance(g4,k1,1,3,2) 1
    f(g4,k1,1,3,2,2,2) mcf_balance(g4,k1,1,2,2) 1
    f(g4,k1,1,3,2,2,2) mcf_balance(g4,k1,1,3,2) -1
    f(g4,k1,1,3,2,4,2) mcf_balance(g4,k1,1,3,2) -1
    f(g4,k1,1,3,2,4,2) mcf_balance(g4,k1,1,4,2) 1
    f(g4,k1,1,3,2,4,2) mcf_cap(g4,k1,1,3,2,4,2) 1
    f(g4,k1,1,4,2,3,2) mcf_balance(g4,k1,1,3,2) 1
    f(g4,k1,1,4,2,3,2) mcf_balance(g4,k1,1,4,2) -1
    f(g4,k1,1,3,3,4,3) mcf_balance(g4,k1,1,3,3) -1
    f(g4,k1,1,3,3,4,3) mcf_balance(g4,k1,1,4,3) 1
    f(g4,k1,1,3,3,4,3) mcf_cap(g4,k1,1,3,3,4,3) 1
    f(g4,k1,1,4,3,3,3) mcf_balance(g4,k1,1,3,3) 1
    f(g4,k1,1,4,3,3,3) mcf_balance(g4,k1,1,4,3) -1
    f(g4,k1,1,4,3,3,3) mcf_cap(g4,k1,1,4,3,3,3) 1
    f(g4,k1,1,4,3,5,3) mcf_balance(g4,k1,1,4,3) -1
    f(g4,k1,1,4,3,5,3) mcf_balance(g4,k1,1,5,3) 1
    f(g4,k1,1,4,3,5,3) mcf_cap(g4,k1,1,4,3,5,3) 1
    f(g4,k1,1,5,3,4,3) mcf_balance(g4,k1,1,4,3) 1
    f(g4,k1,1,5,3,4,3) mcf_balance(g4,k1,1,5,3) -1
    f(g4,k1,1,5,3,4,3) mcf_cap(g4,k1,1,5,3,4,3) 1
    f(g4,k2,0,1,0,1,1) mcf_balance(g4,k2,0,1,0) -1
    f(g4,k2,0,1,0,1,1) mcf_balance(g4,k2,0,1,1) 1
    f(g4,k2,0,1,0,1,1) mcf_cap(g4,k2,0,1,0,1,1) 1
    f(g4,k2,0,1,1,1,0) mcf_balance(g4,k2,0,1,0) 1
    f(g4,k2,0,1,1,1,0) mcf_balance(g4,k2,0,1,1) -1
    f(g4,k2,0,1,1,1,0) mcf_cap(g4,k2,0,1,1,1,0) 1
    f(g4,k2,0,2,1,2,0) mcf_balance(g4,k2,0,2,0) 1
    f(g4,k2,0,2,1,2,0) mcf_cap(g4,k2,0,2,1,2,0) 1
    f(g4,k2,0,2,1,2,2) mcf_balance(g4,k2,0,2,2) 1
    f(g4,k2,0,3,1,3,2) mcf_balance(g4,k2,0,3,1) -1
    f(g4,k2,0,3,1,3,2) mcf_balance(g4,k2,0,3,2) 1
    f(g4,k2,0,3,2,3,1) mcf_balance(g4,k2,0,3,1) 1
    f(g4,k2,0,3,2,3,1) mcf_balance(g4,k2,0,3,2) -1
    f(g4,k2,0,3,2,3,3) mcf_balance(g4,k2,0,3,2) -1
    f(g4,k2,0,3,2,3,3) mcf_balance(g4,k2,0,3,3) 1
    f(g4,k2,0,3,2,3,3) mcf_cap(g4,k2,0,3,2,3,3) 1
    f(g4,k2,0,3,3,3,2) mcf_balance(g4,k2,0,3,2) 1
    f(g4,k2,0,3,3,3,2) mcf_balance(g4,k2,0,3,3) -1
    f(g4,k2,0,4,2,4,3) mcf_balance(g4,k2,0,4,2) -1
    f(g4,k2,0,4,2,4,3) mcf_balance(g4,k2,0,4,3) 1
    f(g4,k2,0,4,2,4,3) mcf_cap(g4,k2,0,4,2,4,3) 1
    f(g4,k2,0,4,3,4,2) mcf_balance(g4,k2,0,4,2) 1
    f(g4,k2,0,4,3,4,2) mcf_balance(g4,k2,0,4,3) -1
    f(g4,k2,0,4,3,4,2) mcf_cap(g4,k2,0,4,3,4,2) 1
    f(g4,k2,0,0,0,1,0) mcf_balance(g4,k2,0,0,0) -1
    f(g4,k2,0,0,0,1,0) mcf_balance(g4,k2,0,1,0) 1
    f(g4,k2,0,0,0,1,0) mcf_cap(g4,k2,0,0,0,1,0) 1
    f(g4,k2,0,1,0,0,0) mcf_balance(g4,k2,0,0,0) 1
    f(g4,k2,0,1,0,0,0) mcf_balance(g4,k2,0,1,0) -1
    f(g4,k2,0,1,0,0,0) mcf_cap(g4,k2,0,1,0,0,0) 1
    f(g4,k2,0,1,0,2,0) mcf_balance(g4,k2,0,1,0) -1
    f(g4,k2,0,1,0,2,0) mcf_balance(g4,k2,0,2,0) 1
    f(g4,k2,0,1,0,2,0) mcf_cap(g4,k2,0,1,0,2,0) 1
    f(g4,k2,0,2,0,1,0) mcf_balance(g4,k2,0,1,0) 1
    f(g4,k2,0,2,0,1,0) mcf_balance(g4,k2,0,2,0) -1
    f(g4,k2,0,2,0,1,0) mcf_cap(g4,k2,0,2,0,1,0) 1
    f(g4,k2,0,2,1,1,1) mcf_balance(g4,k2,0,1,1) 1
    f(g4,k2,0,2,1,1,1) mcf_cap(g4,k2,0,2,1,1,1) 1
    f(g4,k2,0,2,1,3,1) mcf_balance(g4,k2,0,3,1) 1
    f(g4,k2,0,2,2,3,2) mcf_balance(g4,k2,0,2,2) -1
    f(g4,k2,0,2,2,3,2) mcf_balance(g4,k2,0,3,2) 1
    f(g4,k2,0,3,2,2,2) mcf_balance(g4,k2,0,2,2) 1
    f(g4,k2,0,3,2,2,2) mcf_balance(g4,k2,0,3,2) -1
    f(g4,k2,0,3,2,4,2) mcf_balance(g4,k2,0,3,2) -1
    f(g4,k2,0,3,2,4,2) mcf_balance(g4,k2,0,4,2) 1
    f(g4,k2,0,3,2,4,2) mcf_cap(g4,k2,0,3,2,4,2) 1
    f(g4,k2,0,4,2,3,2) mcf_balance(g4,k2,0,3,2) 1
    f(g4,k2,0,4,2,3,2) mcf_balance(g4,k2,0,4,2) -1
    f(g4,k2,0,3,3,4,3) mcf_balance(g4,k2,0,3,3) -1
    f(g4,k2,0,3,3,4,3) mcf_balance(g4,k2,0,4,3) 1
    f(g4,k2,0,3,3,4,3) mcf_cap(g4,k2,0,3,3,4,3) 1
    f(g4,k2,0,4,3,3,3) mcf_balance(g4,k2,0,3,3) 1
    f(g4,k2,0,4,3,3,3) mcf_balance(g4,k2,0,4,3) -1
    f(g4,k2,0,4,3,3,3) mcf_cap(g4,k2,0,4,3,3,3) 1
    f(g4,k2,0,4,3,5,3) mcf_balance(g4,k2,0,4,3) -1
    f(g4,k2,0,4,3,5,3) mcf_balance(g4,k2,0,5,3) 1
    f(g4,k2,0,4,3,5,3) mcf_cap(g4,k2,0,4,3,5,3) 1
    f(g4,k2,0,5,3,4,3) mcf_balance(g4,k2,0,4,3) 1
    f(g4,k2,0,5,3,4,3) mcf_balance(g4,k2,0,5,3) -1
    f(g4,k2,0,5,3,4,3) mcf_cap(g4,k2,0,5,3,4,3) 1
    f(g6,k1,0,1,0,2,0) mcf_balance(g6,k1,0,1,0) -1
    f(g6,k1,0,1,0,2,0) mcf_balance(g6,k1,0,2,0) 1
    f(g6,k1,0,1,0,2,0) mcf_cap(g6,k1,0,1,0,2,0) 1
    f(g6,k1,0,2,0,1,0) mcf_balance(g6,k1,0,1,0) 1
    f(g6,k1,0,2,0,1,0) mcf_balance(g6,k1,0,2,0) -1
    f(g6,k1,0,2,0,1,0) mcf_cap(g6,k1,0,2,0,1,0) 1
    f(g6,k1,0,3,0,2,0) mcf_balance(g6,k1,0,2,0) 1
    f(g6,k1,0,3,0,2,0) mcf_cap(g6,k1,0,3,0,2,0) 1
    f(g6,k1,0,3,0,4,0) mcf_balance(g6,k1,0,4,0) 1
    f(g6,k1,0,4,0,5,0) mcf_balance(g6,k1,0,4,0) -1
    f(g6,k1,0,4,0,5,0) mcf_balance(g6,k1,0,5,0) 1
    f(g6,k1,0,4,0,5,0) mcf_cap(g6,k1,0,4,0,5,0) 1
    f(g6,k1,0,5,0,4,0) mcf_balance(g6,k1,0,4,0) 1
    f(g6,k1,0,5,0,4,0) mcf_balance(g6,k1,0,5,0) -1
    f(g6,k1,0,5,0,6,0) mcf_balance(g6,k1,0,5,0) -1
    f(g6,k1,0,5,0,6,0) mcf_balance(g6,k1,0,6,0) 1
    f(g6,k1,0,5,0,6,0) mcf_cap(g6,k1,0,5,0,6,0) 1
    f(g6,k1,0,6,0,5,0) mcf_balance(g6,k1,0,5,0) 1
    f(g6,k1,0,6,0,5,0) mcf_balance(g6,k1,0,6,0) -1
    f(g6,k1,0,6,0,5,0) mcf_cap(g6,k1,0,6,0,5,0) 1
    f(g6,k2,0,1,0,2,0) mcf_balance(g6,k2,0,1,0) -1
    f(g6,k2,0,1,0,2,0) mcf_balance(g6,k2,0,2,0) 1
    f(g6,k2,0,1,0,2,0) mcf_cap(g6,k2,0,1,0,2,0) 1
    f(g6,k2,0,2,0,1,0) mcf_balance(g6,k2,0,1,0) 1
    f(g6,k2,0,2,0,1,0) mcf_balance(g6,k2,0,2,0) -1
    f(g6,k2,0,2,0,1,0) mcf_cap(g6,k2,0,2,0,1,0) 1
    f(g6,k2,0,3,0,2,0) mcf_balance(g6,k2,0,2,0) 1
    f(g6,k2,0,3,0,2,0) mcf_cap(g6,k2,0,3,0,2,0) 1
    f(g6,k2,0,3,0,4,0) mcf_balance(g6,k2,0,4,0) 1
    f(g6,k2,0,4,0,5,0) mcf_balance(g6,k2,0,4,0) -1
    f(g6,k2,0,4,0,5,0) mcf_balance(g6,k2,0,5,0) 1
    f(g6,k2,0,4,0,5,0) mcf_cap(g6,k2,0,4,0,5,0) 1
    f(g6,k2,0,5,0,4,0) mcf_balance(g6,k2,0,4,0) 1
    f(g6,k2,0,5,0,4,0) mcf_balance(g6,k2,0,5,0) -1
    f(g6,k2,0,5,0,6,0) mcf_balance(g6,k2,0,5,0) -1
    f(g6,k2,0,5,0,6,0) mcf_balance(g6,k2,0,6,0) 1
    f(g6,k2,0,5,0,6,0) mcf_cap(g6,k2,0,5,0,6,0) 1
    f(g6,k2,0,6,0,5,0) mcf_balance(g6,k2,0,5,0) 1
    f(g6,k2,0,6,0,5,0) mcf_balance(g6,k2,0,6,0) -1
    f(g6,k2,0,6,0,5,0) mcf_cap(g6,k2,0,6,0,5,0) 1
    f(g7,k3,3,4,4,4,3) mcf_balance(g7,k3,3,4,3) 1
    f(g7,k3,3,4,4,4,3) mcf_cap(g7,k3,3,4,4,4,3) 1
    f(g7,k3,3,4,4,4,5) mcf_balance(g7,k3,3,4,5) 1
    f(g7,k3,3,4,5,4,6) mcf_balance(g7,k3,3,4,5) -1
    f(g7,k3,3,4,5,4,6) mcf_balance(g7,k3,3,4,6) 1
    f(g7,k3,3,4,5,4,6) mcf_cap(g7,k3,3,4,5,4,6) 1
    f(g7,k3,3,4,6,4,5) mcf_balance(g7,k3,3,4,5) 1
    f(g7,k3,3,4,6,4,5) mcf_balance(g7,k3,3,4,6) -1
    f(g7,k3,3,3,3,4,3) mcf_balance(g7,k3,3,3,3) -1
    f(g7,k3,3,3,3,4,3) mcf_balance(g7,k3,3,4,3) 1
    f(g7,k3,3,3,3,4,3) mcf_cap(g7,k3,3,3,3,4,3) 1
    f(g7,k3,3,4,3,3,3) mcf_balance(g7,k3,3,3,3) 1
    f(g7,k3,3,4,3,3,3) mcf_balance(g7,k3,3,4,3) -1
    f(g7,k3,3,4,3,3,3) mcf_cap(g7,k3,3,4,3,3,3) 1
    f(g7,k3,3,3,6,4,6) mcf_balance(g7,k3,3,3,6) -1
    f(g7,k3,3,3,6,4,6) mcf_balance(g7,k3,3,4,6) 1
    f(g7,k3,3,3,6,4,6) mcf_cap(g7,k3,3,3,6,4,6) 1
    f(g7,k3,3,4,6,3,6) mcf_balance(g7,k3,3,3,6) 1
    f(g7,k3,3,4,6,3,6) mcf_balance(g7,k3,3,4,6) -1
    f(g7,k3,3,4,6,3,6) mcf_cap(g7,k3,3,4,6,3,6) 1
    f(g7,k3,3,4,3,5,3) mcf_balance(g7,k3,3,4,3) -1
    f(g7,k3,3,4,3,5,3) mcf_balance(g7,k3,3,5,3) 1
    f(g7,k3,3,4,3,5,3) mcf_cap(g7,k3,3,4,3,5,3) 1
    f(g7,k3,3,5,3,4,3) mcf_balance(g7,k3,3,4,3) 1
    f(g7,k3,3,5,3,4,3) mcf_balance(g7,k3,3,5,3) -1
    f(g7,k3,3,5,3,4,3) mcf_cap(g7,k3,3,5,3,4,3) 1
    f(g7,k3,3,4,6,5,6) mcf_balance(g7,k3,3,4,6) -1
    f(g7,k3,3,4,6,5,6) mcf_balance(g7,k3,3,5,6) 1
    f(g7,k3,3,4,6,5,6) mcf_cap(g7,k3,3,4,6,5,6) 1
    f(g7,k3,3,5,6,4,6) mcf_balance(g7,k3,3,4,6) 1
    f(g7,k3,3,5,6,4,6) mcf_balance(g7,k3,3,5,6) -1
    f(g7,k3,3,5,6,4,6) mcf_cap(g7,k3,3,5,6,4,6) 1
    f(g7,k3,6,4,4,4,3) mcf_balance(g7,k3,6,4,3) 1
    f(g7,k3,6,4,4,4,3) mcf_cap(g7,k3,6,4,4,4,3) 1
    f(g7,k3,6,4,4,4,5) mcf_balance(g7,k3,6,4,5) 1
    f(g7,k3,6,4,5,4,6) mcf_balance(g7,k3,6,4,5) -1
    f(g7,k3,6,4,5,4,6) mcf_balance(g7,k3,6,4,6) 1
    f(g7,k3,6,4,5,4,6) mcf_cap(g7,k3,6,4,5,4,6) 1
    f(g7,k3,6,4,6,4,5) mcf_balance(g7,k3,6,4,5) 1
    f(g7,k3,6,4,6,4,5) mcf_balance(g7,k3,6,4,6) -1
    f(g7,k3,6,3,3,4,3) mcf_balance(g7,k3,6,3,3) -1
    f(g7,k3,6,3,3,4,3) mcf_balance(g7,k3,6,4,3) 1
    f(g7,k3,6,3,3,4,3) mcf_cap(g7,k3,6,3,3,4,3) 1
    f(g7,k3,6,4,3,3,3) mcf_balance(g7,k3,6,3,3) 1
    f(g7,k3,6,4,3,3,3) mcf_balance(g7,k3,6,4,3) -1
    f(g7,k3,6,4,3,3,3) mcf_cap(g7,k3,6,4,3,3,3) 1
    f(g7,k3,6,3,6,4,6) mcf_balance(g7,k3,6,3,6) -1
    f(g7,k3,6,3,6,4,6) mcf_balance(g7,k3,6,4,6) 1
    f(g7,k3,6,3,6,4,6) mcf_cap(g7,k3,6,3,6,4,6) 1
    f(g7,k3,6,4,6,3,6) mcf_balance(g7,k3,6,3,6) 1
    f(g7,k3,6,4,6,3,6) mcf_balance(g7,k3,6,4,6) -1
    f(g7,k3,6,4,6,3,6) mcf_cap(g7,k3,6,4,6,3,6) 1
    f(g7,k3,6,4,3,5,3) mcf_balance(g7,k3,6,4,3) -1
    f(g7,k3,6,4,3,5,3) mcf_balance(g7,k3,6,5,3) 1
    f(g7,k3,6,4,3,5,3) mcf_cap(g7,k3,6,4,3,5,3) 1
    f(g7,k3,6,5,3,4,3) mcf_balance(g7,k3,6,4,3) 1
    f(g7,k3,6,5,3,4,3) mcf_balance(g7,k3,6,5,3) -1
    f(g7,k3,6,5,3,4,3) mcf_cap(g7,k3,6,5,3,4,3) 1
    f(g7,k3,6,4,6,5,6) mcf_balance(g7,k3,6,4,6) -1
    f(g7,k3,6,4,6,5,6) mcf_balance(g7,k3,6,5,6) 1
    f(g7,k3,6,4,6,5,6) mcf_cap(g7,k3,6,4,6,5,6) 1
    f(g7,k3,6,5,6,4,6) mcf_balance(g7,k3,6,4,6) 1
    f(g7,k3,6,5,6,4,6) mcf_balance(g7,k3,6,5,6) -1
    f(g7,k3,6,5,6,4,6) mcf_cap(g7,k3,6,5,6,4,6) 1
    f(g7,k4,3,4,4,4,3) mcf_balance(g7,k4,3,4,3) 1
    f(g7,k4,3,4,4,4,3) mcf_cap(g7,k4,3,4,4,4,3) 1
    f(g7,k4,3,4,4,4,5) mcf_balance(g7,k4,3,4,5) 1
    f(g7,k4,3,4,5,4,6) mcf_balance(g7,k4,3,4,5) -1
    f(g7,k4,3,4,5,4,6) mcf_balance(g7,k4,3,4,6) 1
    f(g7,k4,3,4,5,4,6) mcf_cap(g7,k4,3,4,5,4,6) 1
    f(g7,k4,3,4,6,4,5) mcf_balance(g7,k4,3,4,5) 1
    f(g7,k4,3,4,6,4,5) mcf_balance(g7,k4,3,4,6) -1
    f(g7,k4,3,3,3,4,3) mcf_balance(g7,k4,3,3,3) -1
    f(g7,k4,3,3,3,4,3) mcf_balance(g7,k4,3,4,3) 1
    f(g7,k4,3,3,3,4,3) mcf_cap(g7,k4,3,3,3,4,3) 1
    f(g7,k4,3,4,3,3,3) mcf_balance(g7,k4,3,3,3) 1
    f(g7,k4,3,4,3,3,3) mcf_balance(g7,k4,3,4,3) -1
    f(g7,k4,3,4,3,3,3) mcf_cap(g7,k4,3,4,3,3,3) 1
    f(g7,k4,3,3,6,4,6) mcf_balance(g7,k4,3,3,6) -1
    f(g7,k4,3,3,6,4,6) mcf_balance(g7,k4,3,4,6) 1
    f(g7,k4,3,3,6,4,6) mcf_cap(g7,k4,3,3,6,4,6) 1
    f(g7,k4,3,4,6,3,6) mcf_balance(g7,k4,3,3,6) 1
    f(g7,k4,3,4,6,3,6) mcf_balance(g7,k4,3,4,6) -1
    f(g7,k4,3,4,6,3,6) mcf_cap(g7,k4,3,4,6,3,6) 1
    f(g7,k4,3,4,3,5,3) mcf_balance(g7,k4,3,4,3) -1
    f(g7,k4,3,4,3,5,3) mcf_balance(g7,k4,3,5,3) 1
    f(g7,k4,3,4,3,5,3) mcf_cap(g7,k4,3,4,3,5,3) 1
    f(g7,k4,3,5,3,4,3) mcf_balance(g7,k4,3,4,3) 1
    f(g7,k4,3,5,3,4,3) mcf_balance(g7,k4,3,5,3) -1
    f(g7,k4,3,5,3,4,3) mcf_cap(g7,k4,3,5,3,4,3) 1
    f(g7,k4,3,4,6,5,6) mcf_balance(g7,k4,3,4,6) -1
    f(g7,k4,3,4,6,5,6) mcf_balance(g7,k4,3,5,6) 1
    f(g7,k4,3,4,6,5,6) mcf_cap(g7,k4,3,4,6,5,6) 1
    f(g7,k4,3,5,6,4,6) mcf_balance(g7,k4,3,4,6) 1
    f(g7,k4,3,5,6,4,6) mcf_balance(g7,k4,3,5,6) -1
    f(g7,k4,3,5,6,4,6) mcf_cap(g7,k4,3,5,6,4,6) 1
    f(g8,k4,1,4,1,4,2) mcf_balance(g8,k4,1,4,1) -1
    f(g8,k4,1,4,1,4,2) mcf_balance(g8,k4,1,4,2) 1
    f(g8,k4,1,4,1,4,2) mcf_cap(g8,k4,1,4,1,4,2) 1
    f(g8,k4,1,4,2,4,1) mcf_balance(g8,k4,1,4,1) 1
    f(g8,k4,1,4,2,4,1) mcf_balance(g8,k4,1,4,2) -1
    f(g8,k4,1,4,2,4,1) mcf_cap(g8,k4,1,4,2,4,1) 1
    f(g8,k4,1,6,0,6,1) mcf_balance(g8,k4,1,6,0) -1
    f(g8,k4,1,6,0,6,1) mcf_balance(g8,k4,1,6,1) 1
    f(g8,k4,1,6,0,6,1) mcf_cap(g8,k4,1,6,0,6,1) 1
    f(g8,k4,1,6,1,6,0) mcf_balance(g8,k4,1,6,0) 1
    f(g8,k4,1,6,1,6,0) mcf_balance(g8,k4,1,6,1) -1
    f(g8,k4,1,6,1,6,0) mcf_cap(g8,k4,1,6,1,6,0) 1
    f(g8,k4,1,5,1,4,1) mcf_balance(g8,k4,1,4,1) 1
    f(g8,k4,1,5,1,4,1) mcf_cap(g8,k4,1,5,1,4,1) 1
    f(g8,k4,1,5,1,6,1) mcf_balance(g8,k4,1,6,1) 1
    f(g8,k4,1,5,1,6,1) mcf_cap(g8,k4,1,5,1,6,1) 1
    f(g8,k4,2,4,1,4,2) mcf_balance(g8,k4,2,4,1) -1
    f(g8,k4,2,4,1,4,2) mcf_balance(g8,k4,2,4,2) 1
    f(g8,k4,2,4,1,4,2) mcf_cap(g8,k4,2,4,1,4,2) 1
    f(g8,k4,2,4,2,4,1) mcf_balance(g8,k4,2,4,1) 1
    f(g8,k4,2,4,2,4,1) mcf_balance(g8,k4,2,4,2) -1
    f(g8,k4,2,4,2,4,1) mcf_cap(g8,k4,2,4,2,4,1) 1
    f(g8,k4,2,6,0,6,1) mcf_balance(g8,k4,2,6,0) -1
    f(g8,k4,2,6,0,6,1) mcf_balance(g8,k4,2,6,1) 1
    f(g8,k4,2,6,0,6,1) mcf_cap(g8,k4,2,6,0,6,1) 1
    f(g8,k4,2,6,1,6,0) mcf_balance(g8,k4,2,6,0) 1
    f(g8,k4,2,6,1,6,0) mcf_balance(g8,k4,2,6,1) -1
    f(g8,k4,2,6,1,6,0) mcf_cap(g8,k4,2,6,1,6,0) 1
    f(g8,k4,2,5,1,4,1) mcf_balance(g8,k4,2,4,1) 1
    f(g8,k4,2,5,1,4,1) mcf_cap(g8,k4,2,5,1,4,1) 1
    f(g8,k4,2,5,1,6,1) mcf_balance(g8,k4,2,6,1) 1
    f(g8,k4,2,5,1,6,1) mcf_cap(g8,k4,2,5,1,6,1) 1
    f(g9,k4,3,5,4,5,3) mcf_balance(g9,k4,3,5,3) 1
    f(g9,k4,3,5,4,5,3) mcf_cap(g9,k4,3,5,4,5,3) 1
    f(g9,k4,3,5,4,5,5) mcf_balance(g9,k4,3,5,5) 1
    f(g9,k4,3,5,5,5,6) mcf_balance(g9,k4,3,5,5) -1
    f(g9,k4,3,5,5,5,6) mcf_balance(g9,k4,3,5,6) 1
    f(g9,k4,3,5,5,5,6) mcf_cap(g9,k4,3,5,5,5,6) 1
    f(g9,k4,3,5,6,5,5) mcf_balance(g9,k4,3,5,5) 1
    f(g9,k4,3,5,6,5,5) mcf_balance(g9,k4,3,5,6) -1
    f(g9,k4,3,4,3,5,3) mcf_balance(g9,k4,3,4,3) -1
    f(g9,k4,3,4,3,5,3) mcf_balance(g9,k4,3,5,3) 1
    f(g9,k4,3,4,3,5,3) mcf_cap(g9,k4,3,4,3,5,3) 1
    f(g9,k4,3,5,3,4,3) mcf_balance(g9,k4,3,4,3) 1
    f(g9,k4,3,5,3,4,3) mcf_balance(g9,k4,3,5,3) -1
    f(g9,k4,3,5,3,4,3) mcf_cap(g9,k4,3,5,3,4,3) 1
    f(g9,k4,3,4,6,5,6) mcf_balance(g9,k4,3,4,6) -1
    f(g9,k4,3,4,6,5,6) mcf_balance(g9,k4,3,5,6) 1
    f(g9,k4,3,4,6,5,6) mcf_cap(g9,k4,3,4,6,5,6) 1
    f(g9,k4,3,5,6,4,6) mcf_balance(g9,k4,3,4,6) 1
    f(g9,k4,3,5,6,4,6) mcf_balance(g9,k4,3,5,6) -1
    f(g9,k4,3,5,6,4,6) mcf_cap(g9,k4,3,5,6,4,6) 1
    f(g9,k4,3,5,3,6,3) mcf_balance(g9,k4,3,5,3) -1
    f(g9,k4,3,5,3,6,3) mcf_balance(g9,k4,3,6,3) 1
    f(g9,k4,3,5,3,6,3) mcf_cap(g9,k4,3,5,3,6,3) 1
    f(g9,k4,3,6,3,5,3) mcf_balance(g9,k4,3,5,3) 1
    f(g9,k4,3,6,3,5,3) mcf_balance(g9,k4,3,6,3) -1
    f(g9,k4,3,6,3,5,3) mcf_cap(g9,k4,3,6,3,5,3) 1
    f(g9,k4,3,5,6,6,6) mcf_balance(g9,k4,3,5,6) -1
    f(g9,k4,3,5,6,6,6) mcf_balance(g9,k4,3,6,6) 1
    f(g9,k4,3,5,6,6,6) mcf_cap(g9,k4,3,5,6,6,6) 1
    f(g9,k4,3,6,6,5,6) mcf_balance(g9,k4,3,5,6) 1
    f(g9,k4,3,6,6,5,6) mcf_balance(g9,k4,3,6,6) -1
    f(g9,k4,3,6,6,5,6) mcf_cap(g9,k4,3,6,6,5,6) 1
    f(g9,k4,6,5,4,5,3) mcf_balance(g9,k4,6,5,3) 1
    f(g9,k4,6,5,4,5,3) mcf_cap(g9,k4,6,5,4,5,3) 1
    f(g9,k4,6,5,4,5,5) mcf_balance(g9,k4,6,5,5) 1
    f(g9,k4,6,5,5,5,6) mcf_balance(g9,k4,6,5,5) -1
    f(g9,k4,6,5,5,5,6) mcf_balance(g9,k4,6,5,6) 1
    f(g9,k4,6,5,5,5,6) mcf_cap(g9,k4,6,5,5,5,6) 1
    f(g9,k4,6,5,6,5,5) mcf_balance(g9,k4,6,5,5) 1
    f(g9,k4,6,5,6,5,5) mcf_balance(g9,k4,6,5,6) -1
    f(g9,k4,6,4,3,5,3) mcf_balance(g9,k4,6,4,3) -1
    f(g9,k4,6,4,3,5,3) mcf_balance(g9,k4,6,5,3) 1
    f(g9,k4,6,4,3,5,3) mcf_cap(g9,k4,6,4,3,5,3) 1
    f(g9,k4,6,5,3,4,3) mcf_balance(g9,k4,6,4,3) 1
    f(g9,k4,6,5,3,4,3) mcf_balance(g9,k4,6,5,3) -1
    f(g9,k4,6,5,3,4,3) mcf_cap(g9,k4,6,5,3,4,3) 1
    f(g9,k4,6,4,6,5,6) mcf_balance(g9,k4,6,4,6) -1
    f(g9,k4,6,4,6,5,6) mcf_balance(g9,k4,6,5,6) 1
    f(g9,k4,6,4,6,5,6) mcf_cap(g9,k4,6,4,6,5,6) 1
    f(g9,k4,6,5,6,4,6) mcf_balance(g9,k4,6,4,6) 1
    f(g9,k4,6,5,6,4,6) mcf_balance(g9,k4,6,5,6) -1
    f(g9,k4,6,5,6,4,6) mcf_cap(g9,k4,6,5,6,4,6) 1
    f(g9,k4,6,5,3,6,3) mcf_balance(g9,k4,6,5,3) -1
    f(g9,k4,6,5,3,6,3) mcf_balance(g9,k4,6,6,3) 1
    f(g9,k4,6,5,3,6,3) mcf_cap(g9,k4,6,5,3,6,3) 1
    f(g9,k4,6,6,3,5,3) mcf_balance(g9,k4,6,5,3) 1
    f(g9,k4,6,6,3,5,3) mcf_balance(g9,k4,6,6,3) -1
    f(g9,k4,6,6,3,5,3) mcf_cap(g9,k4,6,6,3,5,3) 1
    f(g9,k4,6,5,6,6,6) mcf_balance(g9,k4,6,5,6) -1
    f(g9,k4,6,5,6,6,6) mcf_balance(g9,k4,6,6,6) 1
    f(g9,k4,6,5,6,6,6) mcf_cap(g9,k4,6,5,6,6,6) 1
    f(g9,k4,6,6,6,5,6) mcf_balance(g9,k4,6,5,6) 1
    f(g9,k4,6,6,6,5,6) mcf_balance(g9,k4,6,6,6) -1
    f(g9,k4,6,6,6,5,6) mcf_cap(g9,k4,6,6,6,5,6) 1
    f(g9,k5,3,5,4,5,3) mcf_balance(g9,k5,3,5,3) 1
    f(g9,k5,3,5,4,5,3) mcf_cap(g9,k5,3,5,4,5,3) 1
    f(g9,k5,3,5,4,5,5) mcf_balance(g9,k5,3,5,5) 1
    f(g9,k5,3,5,5,5,6) mcf_balance(g9,k5,3,5,5) -1
    f(g9,k5,3,5,5,5,6) mcf_balance(g9,k5,3,5,6) 1
    f(g9,k5,3,5,5,5,6) mcf_cap(g9,k5,3,5,5,5,6) 1
    f(g9,k5,3,5,6,5,5) mcf_balance(g9,k5,3,5,5) 1
    f(g9,k5,3,5,6,5,5) mcf_balance(g9,k5,3,5,6) -1
    f(g9,k5,3,4,3,5,3) mcf_balance(g9,k5,3,4,3) -1
    f(g9,k5,3,4,3,5,3) mcf_balance(g9,k5,3,5,3) 1
    f(g9,k5,3,4,3,5,3) mcf_cap(g9,k5,3,4,3,5,3) 1
    f(g9,k5,3,5,3,4,3) mcf_balance(g9,k5,3,4,3) 1
    f(g9,k5,3,5,3,4,3) mcf_balance(g9,k5,3,5,3) -1
    f(g9,k5,3,5,3,4,3) mcf_cap(g9,k5,3,5,3,4,3) 1
    f(g9,k5,3,4,6,5,6) mcf_balance(g9,k5,3,4,6) -1
    f(g9,k5,3,4,6,5,6) mcf_balance(g9,k5,3,5,6) 1
    f(g9,k5,3,4,6,5,6) mcf_cap(g9,k5,3,4,6,5,6) 1
    f(g9,k5,3,5,6,4,6) mcf_balance(g9,k5,3,4,6) 1
    f(g9,k5,3,5,6,4,6) mcf_balance(g9,k5,3,5,6) -1
    f(g9,k5,3,5,6,4,6) mcf_cap(g9,k5,3,5,6,4,6) 1
    f(g9,k5,3,5,3,6,3) mcf_balance(g9,k5,3,5,3) -1
    f(g9,k5,3,5,3,6,3) mcf_balance(g9,k5,3,6,3) 1
    f(g9,k5,3,5,3,6,3) mcf_cap(g9,k5,3,5,3,6,3) 1
    f(g9,k5,3,6,3,5,3) mcf_balance(g9,k5,3,5,3) 1
    f(g9,k5,3,6,3,5,3) mcf_balance(g9,k5,3,6,3) -1
    f(g9,k5,3,6,3,5,3) mcf_cap(g9,k5,3,6,3,5,3) 1
    f(g9,k5,3,5,6,6,6) mcf_balance(g9,k5,3,5,6) -1
    f(g9,k5,3,5,6,6,6) mcf_balance(g9,k5,3,6,6) 1
    f(g9,k5,3,5,6,6,6) mcf_cap(g9,k5,3,5,6,6,6) 1
    f(g9,k5,3,6,6,5,6) mcf_balance(g9,k5,3,5,6) 1
    f(g9,k5,3,6,6,5,6) mcf_balance(g9,k5,3,6,6) -1
    f(g9,k5,3,6,6,5,6) mcf_cap(g9,k5,3,6,6,5,6) 1
    f(g10,k5,3,5,2,5,3) mcf_balance(g10,k5,3,5,3) 1
    f(g10,k5,3,5,2,5,3) mcf_cap(g10,k5,3,5,2,5,3) 1
    f(g10,k5,3,6,1,6,2) mcf_balance(g10,k5,3,6,1) -1
    f(g10,k5,3,6,1,6,2) mcf_balance(g10,k5,3,6,2) 1
    f(g10,k5,3,6,2,6,1) mcf_balance(g10,k5,3,6,1) 1
    f(g10,k5,3,6,2,6,1) mcf_balance(g10,k5,3,6,2) -1
    f(g10,k5,3,6,2,6,1) mcf_cap(g10,k5,3,6,2,6,1) 1
    f(g10,k5,3,5,2,6,2) mcf_balance(g10,k5,3,6,2) 1
    f(g11,k6,3,6,4,6,3) mcf_balance(g11,k6,3,6,3) 1
    f(g11,k6,3,6,4,6,3) mcf_cap(g11,k6,3,6,4,6,3) 1
    f(g11,k6,3,6,4,6,5) mcf_balance(g11,k6,3,6,5) 1
    f(g11,k6,3,6,5,6,6) mcf_balance(g11,k6,3,6,5) -1
    f(g11,k6,3,6,5,6,6) mcf_balance(g11,k6,3,6,6) 1
    f(g11,k6,3,6,5,6,6) mcf_cap(g11,k6,3,6,5,6,6) 1
    f(g11,k6,3,6,6,6,5) mcf_balance(g11,k6,3,6,5) 1
    f(g11,k6,3,6,6,6,5) mcf_balance(g11,k6,3,6,6) -1
RHS
    RHS cover(0,0) 1
    RHS cover(0,1) 1
    RHS cover(0,2) 1
    RHS cover(0,3) 1
    RHS cover(0,4) 1
    RHS cover(0,5) 1
    RHS cover(0,6) 1
    RHS cover(1,0) 1
    RHS cover(1,1) 1
    RHS cover(1,2) 1
    RHS cover(1,3) 1
    RHS cover(1,4) 1
    RHS cover(1,5) 1
    RHS cover(1,6) 1
    RHS cover(2,0) 1
    RHS cover(2,1) 1
    RHS cover(2,2) 1
    RHS cover(2,3) 1
    RHS cover(2,4) 1
    RHS cover(2,5) 1
    RHS cover(2,6) 1
    RHS cover(3,0) 1
    RHS cover(3,1) 1
    RHS cover(3,2) 1
    RHS cover(3,3) 1
    RHS cover(3,4) 1
    RHS cover(3,5) 1
    RHS cover(3,6) 1
    RHS cover(4,0) 1
    RHS cover(4,1) 1
    RHS cover(4,2) 1
    RHS cover(4,3) 1
    RHS cover(4,4) 1
    RHS cover(4,5) 1
    RHS cover(4,6) 1
    RHS cover(5,0) 1
    RHS cover(5,1) 1
    RHS cover(5,2) 1
    RHS cover(5,3) 1
    RHS cover(5,4) 1
    RHS cover(5,5) 1
    RHS cover(5,6) 1
    RHS cover(6,0) 1
    RHS cover(6,1) 1
    RHS cover(6,2) 1
    RHS cover(6,3) 1
    RHS cover(6,4) 1
    RHS cover(6,5) 1
    RHS cover(6,6) 1
    RHS centre(0,5,g0) 1
    RHS centre(0,2,g1) 1
    RHS centre(0,3,g1) 1
    RHS centre(1,2,g1) 1
    RHS centre(1,3,g1) 1
    RHS centre(2,3,g2) 1
    RHS centre(2,5,g3) 1
    RHS centre(2,6,g3) 1
    RHS centre(2,1,g4) 1
    RHS centre(2,2,g4) 1
    RHS centre(3,1,g4) 1
    RHS centre(3,2,g4) 1
    RHS centre(2,4,g5) 1
    RHS centre(3,4,g5) 1
    RHS centre(3,0,g6) 1
    RHS centre(4,0,g6) 1
    RHS centre(4,4,g7) 1
    RHS centre(4,5,g7) 1
    RHS centre(5,1,g8) 1
    RHS centre(5,4,g9) 1
    RHS centre(5,5,g9) 1
    RHS centre(5,2,g10) 1
    RHS centre(6,2,g10) 1
    RHS centre(6,4,g11) 1
    RHS centre(6,5,g11) 1
BOUNDS
 LO BND x(0,4,g0) 0
 UP BND x(0,4,g0) 1
 LO BND x(0,5,g0) 0
 UP BND x(0,5,g0) 1
 LO BND x(0,6,g0) 0
 UP BND x(0,6,g0) 1
 LO BND x(0,0,g1) 0
 UP BND x(0,0,g1) 1
 LO BND x(0,1,g1) 0
 UP BND x(0,1,g1) 1
 LO BND x(0,2,g1) 0
 UP BND x(0,2,g1) 1
 LO BND x(0,3,g1) 0
 UP BND x(0,3,g1) 1
 LO BND x(0,4,g1) 0
 UP BND x(0,4,g1) 1
 LO BND x(1,1,g1) 0
 UP BND x(1,1,g1) 1
 LO BND x(1,2,g1) 0
 UP BND x(1,2,g1) 1
 LO BND x(1,3,g1) 0
 UP BND x(1,3,g1) 1
 LO BND x(1,4,g1) 0
 UP BND x(1,4,g1) 1
 LO BND x(1,5,g1) 0
 UP BND x(1,5,g1) 1
 LO BND x(2,3,g2) 0
 UP BND x(2,3,g2) 1
 LO BND x(1,5,g3) 0
 UP BND x(1,5,g3) 1
 LO BND x(1,6,g3) 0
 UP BND x(1,6,g3) 1
 LO BND x(2,5,g3) 0
 UP BND x(2,5,g3) 1
 LO BND x(2,6,g3) 0
 UP BND x(2,6,g3) 1
 LO BND x(3,5,g3) 0
 UP BND x(3,5,g3) 1
 LO BND x(3,6,g3) 0
 UP BND x(3,6,g3) 1
 LO BND x(0,0,g4) 0
 UP BND x(0,0,g4) 1
 LO BND x(1,0,g4) 0
 UP BND x(1,0,g4) 1
 LO BND x(1,1,g4) 0
 UP BND x(1,1,g4) 1
 LO BND x(2,0,g4) 0
 UP BND x(2,0,g4) 1
 LO BND x(2,1,g4) 0
 UP BND x(2,1,g4) 1
 LO BND x(2,2,g4) 0
 UP BND x(2,2,g4) 1
 LO BND x(3,1,g4) 0
 UP BND x(3,1,g4) 1
 LO BND x(3,2,g4) 0
 UP BND x(3,2,g4) 1
 LO BND x(3,3,g4) 0
 UP BND x(3,3,g4) 1
 LO BND x(4,2,g4) 0
 UP BND x(4,2,g4) 1
 LO BND x(4,3,g4) 0
 UP BND x(4,3,g4) 1
 LO BND x(5,3,g4) 0
 UP BND x(5,3,g4) 1
 LO BND x(2,4,g5) 0
 UP BND x(2,4,g5) 1
 LO BND x(3,4,g5) 0
 UP BND x(3,4,g5) 1
 LO BND x(1,0,g6) 0
 UP BND x(1,0,g6) 1
 LO BND x(2,0,g6) 0
 UP BND x(2,0,g6) 1
 LO BND x(3,0,g6) 0
 UP BND x(3,0,g6) 1
 LO BND x(4,0,g6) 0
 UP BND x(4,0,g6) 1
 LO BND x(5,0,g6) 0
 UP BND x(5,0,g6) 1
 LO BND x(6,0,g6) 0
 UP BND x(6,0,g6) 1
 LO BND x(3,3,g7) 0
 UP BND x(3,3,g7) 1
 LO BND x(3,6,g7) 0
 UP BND x(3,6,g7) 1
 LO BND x(4,3,g7) 0
 UP BND x(4,3,g7) 1
 LO BND x(4,4,g7) 0
 UP BND x(4,4,g7) 1
 LO BND x(4,5,g7) 0
 UP BND x(4,5,g7) 1
 LO BND x(4,6,g7) 0
 UP BND x(4,6,g7) 1
 LO BND x(5,3,g7) 0
 UP BND x(5,3,g7) 1
 LO BND x(5,6,g7) 0
 UP BND x(5,6,g7) 1
 LO BND x(4,1,g8) 0
 UP BND x(4,1,g8) 1
 LO BND x(4,2,g8) 0
 UP BND x(4,2,g8) 1
 LO BND x(5,1,g8) 0
 UP BND x(5,1,g8) 1
 LO BND x(6,0,g8) 0
 UP BND x(6,0,g8) 1
 LO BND x(6,1,g8) 0
 UP BND x(6,1,g8) 1
 LO BND x(4,3,g9) 0
 UP BND x(4,3,g9) 1
 LO BND x(4,6,g9) 0
 UP BND x(4,6,g9) 1
 LO BND x(5,3,g9) 0
 UP BND x(5,3,g9) 1
 LO BND x(5,4,g9) 0
 UP BND x(5,4,g9) 1
 LO BND x(5,5,g9) 0
 UP BND x(5,5,g9) 1
 LO BND x(5,6,g9) 0
 UP BND x(5,6,g9) 1
 LO BND x(6,3,g9) 0
 UP BND x(6,3,g9) 1
 LO BND x(6,6,g9) 0
 UP BND x(6,6,g9) 1
 LO BND x(5,2,g10) 0
 UP BND x(5,2,g10) 1
 LO BND x(5,3,g10) 0
 UP BND x(5,3,g10) 1
 LO BND x(6,1,g10) 0
 UP BND x(6,1,g10) 1
 LO BND x(6,2,g10) 0
 UP BND x(6,2,g10) 1
 LO BND x(6,3,g11) 0
 UP BND x(6,3,g11) 1
 LO BND x(6,4,g11) 0
 UP BND x(6,4,g11) 1
 LO BND x(6,5,g11) 0
 UP BND x(6,5,g11) 1
 LO BND x(6,6,g11) 0
 UP BND x(6,6,g11) 1
 UP BND f(g0,k0,4,0,5,0,4) 1
 UP BND f(g0,k0,4,0,5,0,6) 1
 UP BND f(g1,k0,0,0,0,0,1) 1
 UP BND f(g1,k0,0,0,1,0,0) 1
 UP BND f(g1,k0,0,0,2,0,1) 1
 UP BND f(g1,k0,0,0,2,0,3) 1
 UP BND f(g1,k0,0,0,3,0,4) 1
 UP BND f(g1,k0,0,0,4,0,3) 1
 UP BND f(g1,k0,0,1,1,1,2) 1
 UP BND f(g1,k0,0,1,2,1,1) 1
 UP BND f(g1,k0,0,1,2,1,3) 1
 UP BND f(g1,k0,0,1,3,1,2) 1
 UP BND f(g1,k0,0,1,3,1,4) 1
 UP BND f(g1,k0,0,1,4,1,3) 1
 UP BND f(g1,k0,0,1,4,1,5) 1
 UP BND f(g1,k0,0,1,5,1,4) 1
 UP BND f(g1,k0,0,0,1,1,1) 1
 UP BND f(g1,k0,0,1,1,0,1) 1
 UP BND f(g1,k0,0,0,2,1,2) 1
 UP BND f(g1,k0,0,0,3,1,3) 1
 UP BND f(g1,k0,0,1,3,0,3) 1
 UP BND f(g1,k0,0,0,4,1,4) 1
 UP BND f(g1,k0,0,1,4,0,4) 1
 UP BND f(g1,k0,1,0,0,0,1) 1
 UP BND f(g1,k0,1,0,1,0,0) 1
 UP BND f(g1,k0,1,0,2,0,1) 1
 UP BND f(g1,k0,1,0,2,0,3) 1
 UP BND f(g1,k0,1,0,3,0,4) 1
 UP BND f(g1,k0,1,0,4,0,3) 1
 UP BND f(g1,k0,1,1,1,1,2) 1
 UP BND f(g1,k0,1,1,2,1,1) 1
 UP BND f(g1,k0,1,1,2,1,3) 1
 UP BND f(g1,k0,1,1,3,1,2) 1
 UP BND f(g1,k0,1,1,3,1,4) 1
 UP BND f(g1,k0,1,1,4,1,3) 1
 UP BND f(g1,k0,1,1,4,1,5) 1
 UP BND f(g1,k0,1,1,5,1,4) 1
 UP BND f(g1,k0,1,0,1,1,1) 1
 UP BND f(g1,k0,1,1,1,0,1) 1
 UP BND f(g1,k0,1,0,2,1,2) 1
 UP BND f(g1,k0,1,0,3,1,3) 1
 UP BND f(g1,k0,1,1,3,0,3) 1
 UP BND f(g1,k0,1,0,4,1,4) 1
 UP BND f(g1,k0,1,1,4,0,4) 1
 UP BND f(g1,k0,4,0,0,0,1) 1
 UP BND f(g1,k0,4,0,1,0,0) 1
 UP BND f(g1,k0,4,0,2,0,1) 1
 UP BND f(g1,k0,4,0,2,0,3) 1
 UP BND f(g1,k0,4,0,3,0,4) 1
 UP BND f(g1,k0,4,0,4,0,3) 1
 UP BND f(g1,k0,4,1,1,1,2) 1
 UP BND f(g1,k0,4,1,2,1,1) 1
 UP BND f(g1,k0,4,1,2,1,3) 1
 UP BND f(g1,k0,4,1,3,1,2) 1
 UP BND f(g1,k0,4,1,3,1,4) 1
 UP BND f(g1,k0,4,1,4,1,3) 1
 UP BND f(g1,k0,4,1,4,1,5) 1
 UP BND f(g1,k0,4,1,5,1,4) 1
 UP BND f(g1,k0,4,0,1,1,1) 1
 UP BND f(g1,k0,4,1,1,0,1) 1
 UP BND f(g1,k0,4,0,2,1,2) 1
 UP BND f(g1,k0,4,0,3,1,3) 1
 UP BND f(g1,k0,4,1,3,0,3) 1
 UP BND f(g1,k0,4,0,4,1,4) 1
 UP BND f(g1,k0,4,1,4,0,4) 1
 UP BND f(g3,k1,5,1,5,1,6) 1
 UP BND f(g3,k1,5,1,6,1,5) 1
 UP BND f(g3,k1,5,2,5,2,6) 1
 UP BND f(g3,k1,5,3,5,3,6) 1
 UP BND f(g3,k1,5,3,6,3,5) 1
 UP BND f(g3,k1,5,2,5,1,5) 1
 UP BND f(g3,k1,5,1,6,2,6) 1
 UP BND f(g3,k1,5,2,6,1,6) 1
 UP BND f(g3,k1,5,2,5,3,5) 1
 UP BND f(g3,k1,5,2,6,3,6) 1
 UP BND f(g3,k1,5,3,6,2,6) 1
 UP BND f(g3,k1,6,1,5,1,6) 1
 UP BND f(g3,k1,6,1,6,1,5) 1
 UP BND f(g3,k1,6,2,5,2,6) 1
 UP BND f(g3,k1,6,3,5,3,6) 1
 UP BND f(g3,k1,6,3,6,3,5) 1
 UP BND f(g3,k1,6,2,5,1,5) 1
 UP BND f(g3,k1,6,1,6,2,6) 1
 UP BND f(g3,k1,6,2,6,1,6) 1
 UP BND f(g3,k1,6,2,5,3,5) 1
 UP BND f(g3,k1,6,2,6,3,6) 1
 UP BND f(g3,k1,6,3,6,2,6) 1
 UP BND f(g4,k0,0,1,0,1,1) 1
 UP BND f(g4,k0,0,1,1,1,0) 1
 UP BND f(g4,k0,0,2,1,2,0) 1
 UP BND f(g4,k0,0,2,1,2,2) 1
 UP BND f(g4,k0,0,3,1,3,2) 1
 UP BND f(g4,k0,0,3,2,3,1) 1
 UP BND f(g4,k0,0,3,2,3,3) 1
 UP BND f(g4,k0,0,3,3,3,2) 1
 UP BND f(g4,k0,0,4,2,4,3) 1
 UP BND f(g4,k0,0,4,3,4,2) 1
 UP BND f(g4,k0,0,0,0,1,0) 1
 UP BND f(g4,k0,0,1,0,0,0) 1
 UP BND f(g4,k0,0,1,0,2,0) 1
 UP BND f(g4,k0,0,2,0,1,0) 1
 UP BND f(g4,k0,0,2,1,1,1) 1
 UP BND f(g4,k0,0,2,1,3,1) 1
 UP BND f(g4,k0,0,2,2,3,2) 1
 UP BND f(g4,k0,0,3,2,2,2) 1
 UP BND f(g4,k0,0,3,2,4,2) 1
 UP BND f(g4,k0,0,4,2,3,2) 1
 UP BND f(g4,k0,0,3,3,4,3) 1
 UP BND f(g4,k0,0,4,3,3,3) 1
 UP BND f(g4,k0,0,4,3,5,3) 1
 UP BND f(g4,k0,0,5,3,4,3) 1
 UP BND f(g4,k1,0,1,0,1,1) 1
 UP BND f(g4,k1,0,1,1,1,0) 1
 UP BND f(g4,k1,0,2,1,2,0) 1
 UP BND f(g4,k1,0,2,1,2,2) 1
 UP BND f(g4,k1,0,3,1,3,2) 1
 UP BND f(g4,k1,0,3,2,3,1) 1
 UP BND f(g4,k1,0,3,2,3,3) 1
 UP BND f(g4,k1,0,3,3,3,2) 1
 UP BND f(g4,k1,0,4,2,4,3) 1
 UP BND f(g4,k1,0,4,3,4,2) 1
 UP BND f(g4,k1,0,0,0,1,0) 1
 UP BND f(g4,k1,0,1,0,0,0) 1
 UP BND f(g4,k1,0,1,0,2,0) 1
 UP BND f(g4,k1,0,2,0,1,0) 1
 UP BND f(g4,k1,0,2,1,1,1) 1
 UP BND f(g4,k1,0,2,1,3,1) 1
 UP BND f(g4,k1,0,2,2,3,2) 1
 UP BND f(g4,k1,0,3,2,2,2) 1
 UP BND f(g4,k1,0,3,2,4,2) 1
 UP BND f(g4,k1,0,4,2,3,2) 1
 UP BND f(g4,k1,0,3,3,4,3) 1
 UP BND f(g4,k1,0,4,3,3,3) 1
 UP BND f(g4,k1,0,4,3,5,3) 1
 UP BND f(g4,k1,0,5,3,4,3) 1
 UP BND f(g4,k1,1,1,0,1,1) 1
 UP BND f(g4,k1,1,1,1,1,0) 1
 UP BND f(g4,k1,1,2,1,2,0) 1
 UP BND f(g4,k1,1,2,1,2,2) 1
 UP BND f(g4,k1,1,3,1,3,2) 1
 UP BND f(g4,k1,1,3,2,3,1) 1
 UP BND f(g4,k1,1,3,2,3,3) 1
 UP BND f(g4,k1,1,3,3,3,2) 1
 UP BND f(g4,k1,1,4,2,4,3) 1
 UP BND f(g4,k1,1,4,3,4,2) 1
 UP BND f(g4,k1,1,0,0,1,0) 1
 UP BND f(g4,k1,1,1,0,0,0) 1
 UP BND f(g4,k1,1,1,0,2,0) 1
 UP BND f(g4,k1,1,2,0,1,0) 1
 UP BND f(g4,k1,1,2,1,1,1) 1
 UP BND f(g4,k1,1,2,1,3,1) 1
 UP BND f(g4,k1,1,2,2,3,2) 1
 UP BND f(g4,k1,1,3,2,2,2) 1
 UP BND f(g4,k1,1,3,2,4,2) 1
 UP BND f(g4,k1,1,4,2,3,2) 1
 UP BND f(g4,k1,1,3,3,4,3) 1
 UP BND f(g4,k1,1,4,3,3,3) 1
 UP BND f(g4,k1,1,4,3,5,3) 1
 UP BND f(g4,k1,1,5,3,4,3) 1
 UP BND f(g4,k2,0,1,0,1,1) 1
 UP BND f(g4,k2,0,1,1,1,0) 1
 UP BND f(g4,k2,0,2,1,2,0) 1
 UP BND f(g4,k2,0,2,1,2,2) 1
 UP BND f(g4,k2,0,3,1,3,2) 1
 UP BND f(g4,k2,0,3,2,3,1) 1
 UP BND f(g4,k2,0,3,2,3,3) 1
 UP BND f(g4,k2,0,3,3,3,2) 1
 UP BND f(g4,k2,0,4,2,4,3) 1
 UP BND f(g4,k2,0,4,3,4,2) 1
 UP BND f(g4,k2,0,0,0,1,0) 1
 UP BND f(g4,k2,0,1,0,0,0) 1
 UP BND f(g4,k2,0,1,0,2,0) 1
 UP BND f(g4,k2,0,2,0,1,0) 1
 UP BND f(g4,k2,0,2,1,1,1) 1
 UP BND f(g4,k2,0,2,1,3,1) 1
 UP BND f(g4,k2,0,2,2,3,2) 1
 UP BND f(g4,k2,0,3,2,2,2) 1
 UP BND f(g4,k2,0,3,2,4,2) 1
 UP BND f(g4,k2,0,4,2,3,2) 1
 UP BND f(g4,k2,0,3,3,4,3) 1
 UP BND f(g4,k2,0,4,3,3,3) 1
 UP BND f(g4,k2,0,4,3,5,3) 1
 UP BND f(g4,k2,0,5,3,4,3) 1
 UP BND f(g6,k1,0,1,0,2,0) 1
 UP BND f(g6,k1,0,2,0,1,0) 1
 UP BND f(g6,k1,0,3,0,2,0) 1
 UP BND f(g6,k1,0,3,0,4,0) 1
 UP BND f(g6,k1,0,4,0,5,0) 1
 UP BND f(g6,k1,0,5,0,4,0) 1
 UP BND f(g6,k1,0,5,0,6,0) 1
 UP BND f(g6,k1,0,6,0,5,0) 1
 UP BND f(g6,k2,0,1,0,2,0) 1
 UP BND f(g6,k2,0,2,0,1,0) 1
 UP BND f(g6,k2,0,3,0,2,0) 1
 UP BND f(g6,k2,0,3,0,4,0) 1
 UP BND f(g6,k2,0,4,0,5,0) 1
 UP BND f(g6,k2,0,5,0,4,0) 1
 UP BND f(g6,k2,0,5,0,6,0) 1
 UP BND f(g6,k2,0,6,0,5,0) 1
 UP BND f(g7,k3,3,4,4,4,3) 1
 UP BND f(g7,k3,3,4,4,4,5) 1
 UP BND f(g7,k3,3,4,5,4,6) 1
 UP BND f(g7,k3,3,4,6,4,5) 1
 UP BND f(g7,k3,3,3,3,4,3) 1
 UP BND f(g7,k3,3,4,3,3,3) 1
 UP BND f(g7,k3,3,3,6,4,6) 1
 UP BND f(g7,k3,3,4,6,3,6) 1
 UP BND f(g7,k3,3,4,3,5,3) 1
 UP BND f(g7,k3,3,5,3,4,3) 1
 UP BND f(g7,k3,3,4,6,5,6) 1
 UP BND f(g7,k3,3,5,6,4,6) 1
 UP BND f(g7,k3,6,4,4,4,3) 1
 UP BND f(g7,k3,6,4,4,4,5) 1
 UP BND f(g7,k3,6,4,5,4,6) 1
 UP BND f(g7,k3,6,4,6,4,5) 1
 UP BND f(g7,k3,6,3,3,4,3) 1
 UP BND f(g7,k3,6,4,3,3,3) 1
 UP BND f(g7,k3,6,3,6,4,6) 1
 UP BND f(g7,k3,6,4,6,3,6) 1
 UP BND f(g7,k3,6,4,3,5,3) 1
 UP BND f(g7,k3,6,5,3,4,3) 1
 UP BND f(g7,k3,6,4,6,5,6) 1
 UP BND f(g7,k3,6,5,6,4,6) 1
 UP BND f(g7,k4,3,4,4,4,3) 1
 UP BND f(g7,k4,3,4,4,4,5) 1
 UP BND f(g7,k4,3,4,5,4,6) 1
 UP BND f(g7,k4,3,4,6,4,5) 1
 UP BND f(g7,k4,3,3,3,4,3) 1
 UP BND f(g7,k4,3,4,3,3,3) 1
 UP BND f(g7,k4,3,3,6,4,6) 1
 UP BND f(g7,k4,3,4,6,3,6) 1
 UP BND f(g7,k4,3,4,3,5,3) 1
 UP BND f(g7,k4,3,5,3,4,3) 1
 UP BND f(g7,k4,3,4,6,5,6) 1
 UP BND f(g7,k4,3,5,6,4,6) 1
 UP BND f(g8,k4,1,4,1,4,2) 1
 UP BND f(g8,k4,1,4,2,4,1) 1
 UP BND f(g8,k4,1,6,0,6,1) 1
 UP BND f(g8,k4,1,6,1,6,0) 1
 UP BND f(g8,k4,1,5,1,4,1) 1
 UP BND f(g8,k4,1,5,1,6,1) 1
 UP BND f(g8,k4,2,4,1,4,2) 1
 UP BND f(g8,k4,2,4,2,4,1) 1
 UP BND f(g8,k4,2,6,0,6,1) 1
 UP BND f(g8,k4,2,6,1,6,0) 1
 UP BND f(g8,k4,2,5,1,4,1) 1
 UP BND f(g8,k4,2,5,1,6,1) 1
 UP BND f(g9,k4,3,5,4,5,3) 1
 UP BND f(g9,k4,3,5,4,5,5) 1
 UP BND f(g9,k4,3,5,5,5,6) 1
 UP BND f(g9,k4,3,5,6,5,5) 1
 UP BND f(g9,k4,3,4,3,5,3) 1
 UP BND f(g9,k4,3,5,3,4,3) 1
 UP BND f(g9,k4,3,4,6,5,6) 1
 UP BND f(g9,k4,3,5,6,4,6) 1
 UP BND f(g9,k4,3,5,3,6,3) 1
 UP BND f(g9,k4,3,6,3,5,3) 1
 UP BND f(g9,k4,3,5,6,6,6) 1
 UP BND f(g9,k4,3,6,6,5,6) 1
 UP BND f(g9,k4,6,5,4,5,3) 1
 UP BND f(g9,k4,6,5,4,5,5) 1
 UP BND f(g9,k4,6,5,5,5,6) 1
 UP BND f(g9,k4,6,5,6,5,5) 1
 UP BND f(g9,k4,6,4,3,5,3) 1
 UP BND f(g9,k4,6,5,3,4,3) 1
 UP BND f(g9,k4,6,4,6,5,6) 1
 UP BND f(g9,k4,6,5,6,4,6) 1
 UP BND f(g9,k4,6,5,3,6,3) 1
 UP BND f(g9,k4,6,6,3,5,3) 1
 UP BND f(g9,k4,6,5,6,6,6) 1
 UP BND f(g9,k4,6,6,6,5,6) 1
 UP BND f(g9,k5,3,5,4,5,3) 1
 UP BND f(g9,k5,3,5,4,5,5) 1
 UP BND f(g9,k5,3,5,5,5,6) 1
 UP BND f(g9,k5,3,5,6,5,5) 1
 UP BND f(g9,k5,3,4,3,5,3) 1
 UP BND f(g9,k5,3,5,3,4,3) 1
 UP BND f(g9,k5,3,4,6,5,6) 1
 UP BND f(g9,k5,3,5,6,4,6) 1
 UP BND f(g9,k5,3,5,3,6,3) 1
 UP BND f(g9,k5,3,6,3,5,3) 1
 UP BND f(g9,k5,3,5,6,6,6) 1
 UP BND f(g9,k5,3,6,6,5,6) 1
 UP BND f(g10,k5,3,5,2,5,3) 1
 UP BND f(g10,k5,3,6,1,6,2) 1
 UP BND f(g10,k5,3,6,2,6,1) 1
 UP BND f(g10,k5,3,5,2,6,2) 1
 UP BND f(g11,k6,3,6,4,6,3) 1
 UP BND f(g11,k6,3,6,4,6,5) 1
 UP BND f(g11,k6,3,6,5,6,6) 1
 UP BND f(g11,k6,3,6,6,6,5) 1
ENDATA
