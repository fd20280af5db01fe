NAME galaxies_mcf_galaxies_10x10_s3
ROWS
 N OBJ
 E cover(0,0)
 E cover(0,1)
 E cover(0,2)
 E cover(0,3)
 E cover(0,4)
 E cover(0,5)
 E cover(0,6)
 E cover(0,7)
 E cover(0,8)
 E cover(0,9)
 E cover(1,0)
 E cover(1,1)
 E cover(1,2)
 E cover(1,3)
 E cover(1,4)
 E cover(1,5)
 E cover(1,6)
 E cover(1,7)
 E cover(1,8)
 E cover(1,9)
 E cover(2,0)
 E cover(2,1)
 E cover(2,2)
 E cover(2,3)
 E cover(2,4)
 E cover(2,5)
 E cover(2,6)
 E cover(2,7)
 E cover(2,8)
 E cover(2,9)
 E cover(3,0)
 E cover(3,1)
 E cover(3,2)
 E cover(3,3)
 E cover(3,4)
 E cover(3,5)
 E cover(3,6)
 E cover(3,7)
 E cover(3,8)
 E cover(3,9)
 E cover(4,0)
 E cover(4,1)
 E cover(4,2)
 E cover(4,3)
 E cover(4,4)
 E cover(4,5)
 E cover(4,6)
 E cover(4,7)
 E cover(4,8)
 E cover(4,9)
 E cover(5,0)
 E cover(5,1)
 E cover(5,2)
 E cover(5,3)
 E cover(5,4)
 E cover(5,5)
 E cover(5,6)
 E cover(5,7)
 E cover(5,8)
 E cover(5,9)
 E cover(6,0)
 E cover(6,1)
 E cover(6,2)
 E cover(6,3)
 E cover(6,4)
 E cover(6,5)
 E cover(6,6)
 E cover(6,7)
 E cover(6,8)
 E cover(6,9)
 E cover(7,0)
 E cover(7,1)
 E cover(7,2)
 E cover(7,3)
 E cover(7,4)
 E cover(7,5)
 E cover(7,6)
 E cover(7,7)
 E cover(7,8)
 E cover(7,9)
 E cover(8,0)
 E cover(8,1)
 E cover(8,2)
 E cover(8,3)
 E cover(8,4)
 E cover(8,5)
 E cover(8,6)
 E cover(8,7)
 E cover(8,8)
 E cover(8,9)
 E cover(9,0)
 E cover(9,1)
 E cover(9,2)
 E cover(9,3)
 E cover(9,4)
 E cover(9,5)
 E cover(9,6)
 E cover(9,7)
 E cover(9,8)
 E cover(9,9)
 E centre(0,1,g0)
 E centre(0,2,g0)
 E centre(1,1,g0)
 E centre(1,2,g0)
 E centre(0,6,g1)
 E centre(1,6,g1)
 E centre(1,7,g2)
 E centre(1,8,g2)
 E centre(1,4,g3)
 E centre(1,5,g3)
 E centre(2,4,g3)
 E centre(2,5,g3)
 E centre(1,9,g4)
 E centre(2,9,g4)
 E centre(2,1,g5)
 E centre(3,1,g5)
 E centre(3,2,g6)
 E centre(4,2,g6)
 E centre(3,3,g7)
 E centre(4,3,g7)
 E centre(3,8,g8)
 E centre(4,8,g8)
 E centre(4,0,g9)
 E centre(4,1,g9)
 E centre(4,6,g10)
 E centre(4,7,g10)
 E centre(4,4,g11)
 E centre(4,5,g11)
 E centre(5,4,g11)
 E centre(5,5,g11)
 E centre(5,8,g12)
 E centre(6,8,g12)
 E centre(6,2,g13)
 E centre(6,3,g14)
 E centre(7,3,g14)
 E centre(6,6,g15)
 E centre(6,7,g15)
 E centre(7,6,g15)
 E centre(7,7,g15)
 E centre(6,9,g16)
 E centre(7,9,g16)
 E centre(7,0,g17)
 E centre(7,4,g18)
 E centre(7,5,g18)
 E centre(8,2,g19)
 E centre(8,8,g20)
 E centre(8,4,g21)
 E centre(9,4,g21)
 E centre(9,1,g22)
 E centre(9,2,g22)
 E centre(9,7,g23)
 E centre(9,8,g23)
 E symmetry(0,0,g0)
 E symmetry(0,1,g0)
 E symmetry(0,2,g0)
 E symmetry(0,3,g0)
 E symmetry(0,6,g1)
 E symmetry(0,7,g2)
 E symmetry(0,8,g2)
 E symmetry(0,9,g2)
 E symmetry(1,7,g2)
 E symmetry(0,3,g3)
 E symmetry(0,4,g3)
 E symmetry(0,5,g3)
 E symmetry(1,3,g3)
 E symmetry(1,4,g3)
 E symmetry(1,5,g3)
 E symmetry(0,9,g4)
 E symmetry(1,9,g4)
 E symmetry(2,1,g5)
 E symmetry(2,2,g5)
 E symmetry(0,3,g6)
 E symmetry(1,3,g6)
 E symmetry(2,2,g6)
 E symmetry(2,3,g6)
 E symmetry(3,2,g6)
 E symmetry(2,3,g7)
 E symmetry(3,3,g7)
 E symmetry(2,7,g8)
 E symmetry(3,7,g8)
 E symmetry(3,8,g8)
 E symmetry(0,0,g9)
 E symmetry(1,0,g9)
 E symmetry(2,0,g9)
 E symmetry(3,0,g9)
 E symmetry(4,0,g9)
 E symmetry(3,6,g10)
 E symmetry(3,7,g10)
 E symmetry(4,6,g10)
 E symmetry(3,4,g11)
 E symmetry(3,5,g11)
 E symmetry(4,4,g11)
 E symmetry(4,5,g11)
 E symmetry(5,8,g12)
 E symmetry(5,2,g13)
 E symmetry(5,3,g13)
 E symmetry(5,3,g14)
 E symmetry(6,3,g14)
 E symmetry(6,4,g14)
 E symmetry(6,5,g14)
 E symmetry(5,6,g15)
 E symmetry(5,7,g15)
 E symmetry(6,5,g15)
 E symmetry(6,6,g15)
 E symmetry(6,7,g15)
 E symmetry(4,9,g16)
 E symmetry(5,9,g16)
 E symmetry(6,9,g16)
 E symmetry(5,0,g17)
 E symmetry(6,0,g17)
 E symmetry(6,4,g18)
 E symmetry(7,4,g18)
 E symmetry(7,1,g19)
 E symmetry(8,1,g19)
 E symmetry(8,7,g20)
 E symmetry(8,3,g21)
 E symmetry(8,4,g21)
 E symmetry(8,5,g21)
 E symmetry(9,0,g22)
 E symmetry(9,1,g22)
 E symmetry(9,6,g23)
 E symmetry(9,7,g23)
 E mcf_balance(g0,k0,0,0,0)
 E mcf_balance(g0,k0,0,0,2)
 E mcf_balance(g0,k0,0,0,3)
 E mcf_balance(g0,k0,0,1,0)
 E mcf_balance(g0,k0,0,1,1)
 E mcf_balance(g0,k0,0,1,2)
 E mcf_balance(g0,k0,0,1,3)
 E mcf_balance(g0,k0,3,0,0)
 E mcf_balance(g0,k0,3,0,2)
 E mcf_balance(g0,k0,3,0,3)
 E mcf_balance(g0,k0,3,1,0)
 E mcf_balance(g0,k0,3,1,1)
 E mcf_balance(g0,k0,3,1,2)
 E mcf_balance(g0,k0,3,1,3)
 E mcf_balance(g2,k0,7,0,7)
 E mcf_balance(g2,k0,7,0,8)
 E mcf_balance(g2,k0,7,0,9)
 E mcf_balance(g2,k0,7,1,8)
 E mcf_balance(g2,k0,7,2,6)
 E mcf_balance(g2,k0,7,2,7)
 E mcf_balance(g2,k0,7,2,8)
 E mcf_balance(g2,k0,8,0,7)
 E mcf_balance(g2,k0,8,0,8)
 E mcf_balance(g2,k0,8,0,9)
 E mcf_balance(g2,k0,8,1,8)
 E mcf_balance(g2,k0,8,2,6)
 E mcf_balance(g2,k0,8,2,7)
 E mcf_balance(g2,k0,8,2,8)
 E mcf_balance(g2,k0,9,0,7)
 E mcf_balance(g2,k0,9,0,8)
 E mcf_balance(g2,k0,9,0,9)
 E mcf_balance(g2,k0,9,1,8)
 E mcf_balance(g2,k0,9,2,6)
 E mcf_balance(g2,k0,9,2,7)
 E mcf_balance(g2,k0,9,2,8)
 E mcf_balance(g3,k0,3,0,3)
 E mcf_balance(g3,k0,3,0,4)
 E mcf_balance(g3,k0,3,0,5)
 E mcf_balance(g3,k0,3,1,3)
 E mcf_balance(g3,k0,3,1,5)
 E mcf_balance(g3,k0,3,2,4)
 E mcf_balance(g3,k0,3,2,5)
 E mcf_balance(g3,k0,3,2,6)
 E mcf_balance(g3,k0,3,3,4)
 E mcf_balance(g3,k0,3,3,5)
 E mcf_balance(g3,k0,3,3,6)
 E mcf_balance(g3,k0,4,0,3)
 E mcf_balance(g3,k0,4,0,4)
 E mcf_balance(g3,k0,4,0,5)
 E mcf_balance(g3,k0,4,1,3)
 E mcf_balance(g3,k0,4,1,5)
 E mcf_balance(g3,k0,4,2,4)
 E mcf_balance(g3,k0,4,2,5)
 E mcf_balance(g3,k0,4,2,6)
 E mcf_balance(g3,k0,4,3,4)
 E mcf_balance(g3,k0,4,3,5)
 E mcf_balance(g3,k0,4,3,6)
 E mcf_balance(g3,k0,5,0,3)
 E mcf_balance(g3,k0,5,0,4)
 E mcf_balance(g3,k0,5,0,5)
 E mcf_balance(g3,k0,5,1,3)
 E mcf_balance(g3,k0,5,1,5)
 E mcf_balance(g3,k0,5,2,4)
 E mcf_balance(g3,k0,5,2,5)
 E mcf_balance(g3,k0,5,2,6)
 E mcf_balance(g3,k0,5,3,4)
 E mcf_balance(g3,k0,5,3,5)
 E mcf_balance(g3,k0,5,3,6)
 E mcf_balance(g3,k1,3,0,3)
 E mcf_balance(g3,k1,3,0,4)
 E mcf_balance(g3,k1,3,0,5)
 E mcf_balance(g3,k1,3,1,3)
 E mcf_balance(g3,k1,3,1,5)
 E mcf_balance(g3,k1,3,2,4)
 E mcf_balance(g3,k1,3,2,5)
 E mcf_balance(g3,k1,3,2,6)
 E mcf_balance(g3,k1,3,3,4)
 E mcf_balance(g3,k1,3,3,5)
 E mcf_balance(g3,k1,3,3,6)
 E mcf_balance(g4,k0,9,0,9)
 E mcf_balance(g4,k0,9,2,9)
 E mcf_balance(g4,k0,9,3,9)
 E mcf_balance(g5,k2,2,2,2)
 E mcf_balance(g5,k2,2,3,0)
 E mcf_balance(g5,k2,2,3,1)
 E mcf_balance(g6,k0,3,0,3)
 E mcf_balance(g6,k0,3,1,3)
 E mcf_balance(g6,k0,3,2,2)
 E mcf_balance(g6,k0,3,2,3)
 E mcf_balance(g6,k0,3,4,2)
 E mcf_balance(g6,k0,3,5,1)
 E mcf_balance(g6,k0,3,5,2)
 E mcf_balance(g6,k0,3,6,1)
 E mcf_balance(g6,k0,3,7,1)
 E mcf_balance(g6,k1,3,0,3)
 E mcf_balance(g6,k1,3,1,3)
 E mcf_balance(g6,k1,3,2,2)
 E mcf_balance(g6,k1,3,2,3)
 E mcf_balance(g6,k1,3,4,2)
 E mcf_balance(g6,k1,3,5,1)
 E mcf_balance(g6,k1,3,5,2)
 E mcf_balance(g6,k1,3,6,1)
 E mcf_balance(g6,k1,3,7,1)
 E mcf_balance(g6,k2,2,0,3)
 E mcf_balance(g6,k2,2,1,3)
 E mcf_balance(g6,k2,2,2,2)
 E mcf_balance(g6,k2,2,2,3)
 E mcf_balance(g6,k2,2,4,2)
 E mcf_balance(g6,k2,2,5,1)
 E mcf_balance(g6,k2,2,5,2)
 E mcf_balance(g6,k2,2,6,1)
 E mcf_balance(g6,k2,2,7,1)
 E mcf_balance(g6,k2,3,0,3)
 E mcf_balance(g6,k2,3,1,3)
 E mcf_balance(g6,k2,3,2,2)
 E mcf_balance(g6,k2,3,2,3)
 E mcf_balance(g6,k2,3,4,2)
 E mcf_balance(g6,k2,3,5,1)
 E mcf_balance(g6,k2,3,5,2)
 E mcf_balance(g6,k2,3,6,1)
 E mcf_balance(g6,k2,3,7,1)
 E mcf_balance(g7,k2,3,2,3)
 E mcf_balance(g7,k2,3,4,3)
 E mcf_balance(g7,k2,3,5,3)
 E mcf_balance(g8,k2,7,2,7)
 E mcf_balance(g8,k2,7,3,7)
 E mcf_balance(g8,k2,7,4,8)
 E mcf_balance(g8,k2,7,4,9)
 E mcf_balance(g8,k2,7,5,9)
 E mcf_balance(g8,k3,7,2,7)
 E mcf_balance(g8,k3,7,3,7)
 E mcf_balance(g8,k3,7,4,8)
 E mcf_balance(g8,k3,7,4,9)
 E mcf_balance(g8,k3,7,5,9)
 E mcf_balance(g9,k0,0,0,0)
 E mcf_balance(g9,k0,0,1,0)
 E mcf_balance(g9,k0,0,2,0)
 E mcf_balance(g9,k0,0,3,0)
 E mcf_balance(g9,k0,0,4,1)
 E mcf_balance(g9,k0,0,5,1)
 E mcf_balance(g9,k0,0,6,1)
 E mcf_balance(g9,k0,0,7,1)
 E mcf_balance(g9,k0,0,8,1)
 E mcf_balance(g9,k1,0,0,0)
 E mcf_balance(g9,k1,0,1,0)
 E mcf_balance(g9,k1,0,2,0)
 E mcf_balance(g9,k1,0,3,0)
 E mcf_balance(g9,k1,0,4,1)
 E mcf_balance(g9,k1,0,5,1)
 E mcf_balance(g9,k1,0,6,1)
 E mcf_balance(g9,k1,0,7,1)
 E mcf_balance(g9,k1,0,8,1)
 E mcf_balance(g9,k2,0,0,0)
 E mcf_balance(g9,k2,0,1,0)
 E mcf_balance(g9,k2,0,2,0)
 E mcf_balance(g9,k2,0,3,0)
 E mcf_balance(g9,k2,0,4,1)
 E mcf_balance(g9,k2,0,5,1)
 E mcf_balance(g9,k2,0,6,1)
 E mcf_balance(g9,k2,0,7,1)
 E mcf_balance(g9,k2,0,8,1)
 E mcf_balance(g9,k3,0,0,0)
 E mcf_balance(g9,k3,0,1,0)
 E mcf_balance(g9,k3,0,2,0)
 E mcf_balance(g9,k3,0,3,0)
 E mcf_balance(g9,k3,0,4,1)
 E mcf_balance(g9,k3,0,5,1)
 E mcf_balance(g9,k3,0,6,1)
 E mcf_balance(g9,k3,0,7,1)
 E mcf_balance(g9,k3,0,8,1)
 E mcf_balance(g10,k3,6,3,6)
 E mcf_balance(g10,k3,6,3,7)
 E mcf_balance(g10,k3,6,4,7)
 E mcf_balance(g10,k3,6,5,6)
 E mcf_balance(g10,k3,6,5,7)
 E mcf_balance(g10,k3,7,3,6)
 E mcf_balance(g10,k3,7,3,7)
 E mcf_balance(g10,k3,7,4,7)
 E mcf_balance(g10,k3,7,5,6)
 E mcf_balance(g10,k3,7,5,7)
 E mcf_balance(g11,k3,4,3,4)
 E mcf_balance(g11,k3,4,3,5)
 E mcf_balance(g11,k3,4,4,5)
 E mcf_balance(g11,k3,4,5,4)
 E mcf_balance(g11,k3,4,5,5)
 E mcf_balance(g11,k3,4,6,4)
 E mcf_balance(g11,k3,4,6,5)
 E mcf_balance(g11,k3,5,3,4)
 E mcf_balance(g11,k3,5,3,5)
 E mcf_balance(g11,k3,5,4,5)
 E mcf_balance(g11,k3,5,5,4)
 E mcf_balance(g11,k3,5,5,5)
 E mcf_balance(g11,k3,5,6,4)
 E mcf_balance(g11,k3,5,6,5)
 E mcf_balance(g13,k5,2,5,2)
 E mcf_balance(g13,k5,2,5,3)
 E mcf_balance(g13,k5,2,7,1)
 E mcf_balance(g13,k5,2,7,2)
 E mcf_balance(g13,k5,3,5,2)
 E mcf_balance(g13,k5,3,5,3)
 E mcf_balance(g13,k5,3,7,1)
 E mcf_balance(g13,k5,3,7,2)
 E mcf_balance(g14,k5,3,5,3)
 E mcf_balance(g14,k5,3,6,4)
 E mcf_balance(g14,k5,3,6,5)
 E mcf_balance(g14,k5,3,7,1)
 E mcf_balance(g14,k5,3,7,2)
 E mcf_balance(g14,k5,3,7,3)
 E mcf_balance(g14,k5,3,8,3)
 E mcf_balance(g14,k6,4,5,3)
 E mcf_balance(g14,k6,4,6,4)
 E mcf_balance(g14,k6,4,6,5)
 E mcf_balance(g14,k6,4,7,1)
 E mcf_balance(g14,k6,4,7,2)
 E mcf_balance(g14,k6,4,7,3)
 E mcf_balance(g14,k6,4,8,3)
 E mcf_balance(g14,k6,5,5,3)
 E mcf_balance(g14,k6,5,6,4)
 E mcf_balance(g14,k6,5,6,5)
 E mcf_balance(g14,k6,5,7,1)
 E mcf_balance(g14,k6,5,7,2)
 E mcf_balance(g14,k6,5,7,3)
 E mcf_balance(g14,k6,5,8,3)
 E mcf_balance(g15,k5,6,5,6)
 E mcf_balance(g15,k5,6,5,7)
 E mcf_balance(g15,k5,6,6,5)
 E mcf_balance(g15,k5,6,6,7)
 E mcf_balance(g15,k5,6,7,6)
 E mcf_balance(g15,k5,6,7,7)
 E mcf_balance(g15,k5,6,7,8)
 E mcf_balance(g15,k5,6,8,6)
 E mcf_balance(g15,k5,6,8,7)
 E mcf_balance(g15,k5,7,5,6)
 E mcf_balance(g15,k5,7,5,7)
 E mcf_balance(g15,k5,7,6,5)
 E mcf_balance(g15,k5,7,6,7)
 E mcf_balance(g15,k5,7,7,6)
 E mcf_balance(g15,k5,7,7,7)
 E mcf_balance(g15,k5,7,7,8)
 E mcf_balance(g15,k5,7,8,6)
 E mcf_balance(g15,k5,7,8,7)
 E mcf_balance(g15,k6,5,5,6)
 E mcf_balance(g15,k6,5,5,7)
 E mcf_balance(g15,k6,5,6,5)
 E mcf_balance(g15,k6,5,6,7)
 E mcf_balance(g15,k6,5,7,6)
 E mcf_balance(g15,k6,5,7,7)
 E mcf_balance(g15,k6,5,7,8)
 E mcf_balance(g15,k6,5,8,6)
 E mcf_balance(g15,k6,5,8,7)
 E mcf_balance(g16,k4,9,4,9)
 E mcf_balance(g16,k4,9,5,9)
 E mcf_balance(g16,k4,9,7,9)
 E mcf_balance(g16,k4,9,8,9)
 E mcf_balance(g16,k4,9,9,9)
 E mcf_balance(g16,k5,9,4,9)
 E mcf_balance(g16,k5,9,5,9)
 E mcf_balance(g16,k5,9,7,9)
 E mcf_balance(g16,k5,9,8,9)
 E mcf_balance(g16,k5,9,9,9)
 E mcf_balance(g17,k5,0,5,0)
 E mcf_balance(g17,k5,0,6,0)
 E mcf_balance(g17,k5,0,8,0)
 E mcf_balance(g17,k5,0,9,0)
 E mcf_balance(g17,k6,0,5,0)
 E mcf_balance(g17,k6,0,6,0)
 E mcf_balance(g17,k6,0,8,0)
 E mcf_balance(g17,k6,0,9,0)
 E mcf_balance(g18,k6,4,6,4)
 E mcf_balance(g18,k6,4,7,5)
 E mcf_balance(g18,k6,4,8,5)
 E mcf_balance(g19,k7,1,7,1)
 E mcf_balance(g19,k7,1,8,1)
 E mcf_balance(g19,k7,1,8,3)
 E mcf_balance(g19,k7,1,9,3)
 E mcf_balance(g19,k8,1,7,1)
 E mcf_balance(g19,k8,1,8,1)
 E mcf_balance(g19,k8,1,8,3)
 E mcf_balance(g19,k8,1,9,3)
 E mcf_balance(g20,k8,7,8,7)
 E mcf_balance(g20,k8,7,8,9)
 E mcf_balance(g21,k8,3,8,3)
 E mcf_balance(g21,k8,3,8,5)
 E mcf_balance(g21,k8,3,9,3)
 E mcf_balance(g21,k8,3,9,4)
 E mcf_balance(g21,k8,3,9,5)
 E mcf_balance(g21,k8,5,8,3)
 E mcf_balance(g21,k8,5,8,5)
 E mcf_balance(g21,k8,5,9,3)
 E mcf_balance(g21,k8,5,9,4)
 E mcf_balance(g21,k8,5,9,5)
 E mcf_balance(g22,k9,0,9,0)
 E mcf_balance(g22,k9,0,9,2)
 E mcf_balance(g22,k9,0,9,3)
 E mcf_balance(g23,k9,6,9,6)
 E mcf_balance(g23,k9,6,9,8)
 E mcf_balance(g23,k9,6,9,9)
 L mcf_cap(g0,k0,0,0,1,0,0)
 L mcf_cap(g0,k0,0,0,2,0,3)
 L mcf_cap(g0,k0,0,1,1,1,0)
 L mcf_cap(g0,k0,0,1,2,1,3)
 L mcf_cap(g0,k0,0,0,0,1,0)
 L mcf_cap(g0,k0,0,1,0,0,0)
 L mcf_cap(g0,k0,0,0,3,1,3)
 L mcf_cap(g0,k0,0,1,3,0,3)
 L mcf_cap(g0,k0,3,0,1,0,0)
 L mcf_cap(g0,k0,3,0,2,0,3)
 L mcf_cap(g0,k0,3,1,1,1,0)
 L mcf_cap(g0,k0,3,1,2,1,3)
 L mcf_cap(g0,k0,3,0,0,1,0)
 L mcf_cap(g0,k0,3,1,0,0,0)
 L mcf_cap(g0,k0,3,0,3,1,3)
 L mcf_cap(g0,k0,3,1,3,0,3)
 L mcf_cap(g2,k0,7,0,7,0,8)
 L mcf_cap(g2,k0,7,0,8,0,7)
 L mcf_cap(g2,k0,7,0,8,0,9)
 L mcf_cap(g2,k0,7,0,9,0,8)
 L mcf_cap(g2,k0,7,2,6,2,7)
 L mcf_cap(g2,k0,7,2,7,2,6)
 L mcf_cap(g2,k0,7,2,7,2,8)
 L mcf_cap(g2,k0,7,2,8,2,7)
 L mcf_cap(g2,k0,7,1,7,0,7)
 L mcf_cap(g2,k0,7,1,8,0,8)
 L mcf_cap(g2,k0,7,1,7,2,7)
 L mcf_cap(g2,k0,7,1,8,2,8)
 L mcf_cap(g2,k0,8,0,7,0,8)
 L mcf_cap(g2,k0,8,0,8,0,7)
 L mcf_cap(g2,k0,8,0,8,0,9)
 L mcf_cap(g2,k0,8,0,9,0,8)
 L mcf_cap(g2,k0,8,2,6,2,7)
 L mcf_cap(g2,k0,8,2,7,2,6)
 L mcf_cap(g2,k0,8,2,7,2,8)
 L mcf_cap(g2,k0,8,2,8,2,7)
 L mcf_cap(g2,k0,8,1,7,0,7)
 L mcf_cap(g2,k0,8,1,8,0,8)
 L mcf_cap(g2,k0,8,1,7,2,7)
 L mcf_cap(g2,k0,8,1,8,2,8)
 L mcf_cap(g2,k0,9,0,7,0,8)
 L mcf_cap(g2,k0,9,0,8,0,7)
 L mcf_cap(g2,k0,9,0,8,0,9)
 L mcf_cap(g2,k0,9,0,9,0,8)
 L mcf_cap(g2,k0,9,2,6,2,7)
 L mcf_cap(g2,k0,9,2,7,2,6)
 L mcf_cap(g2,k0,9,2,7,2,8)
 L mcf_cap(g2,k0,9,2,8,2,7)
 L mcf_cap(g2,k0,9,1,7,0,7)
 L mcf_cap(g2,k0,9,1,8,0,8)
 L mcf_cap(g2,k0,9,1,7,2,7)
 L mcf_cap(g2,k0,9,1,8,2,8)
 L mcf_cap(g3,k0,3,0,3,0,4)
 L mcf_cap(g3,k0,3,0,4,0,3)
 L mcf_cap(g3,k0,3,0,4,0,5)
 L mcf_cap(g3,k0,3,0,5,0,4)
 L mcf_cap(g3,k0,3,1,4,1,3)
 L mcf_cap(g3,k0,3,2,5,2,6)
 L mcf_cap(g3,k0,3,3,4,3,5)
 L mcf_cap(g3,k0,3,3,5,3,4)
 L mcf_cap(g3,k0,3,3,5,3,6)
 L mcf_cap(g3,k0,3,3,6,3,5)
 L mcf_cap(g3,k0,3,0,3,1,3)
 L mcf_cap(g3,k0,3,1,3,0,3)
 L mcf_cap(g3,k0,3,1,4,0,4)
 L mcf_cap(g3,k0,3,1,5,0,5)
 L mcf_cap(g3,k0,3,2,4,3,4)
 L mcf_cap(g3,k0,3,2,5,3,5)
 L mcf_cap(g3,k0,3,2,6,3,6)
 L mcf_cap(g3,k0,3,3,6,2,6)
 L mcf_cap(g3,k0,4,0,3,0,4)
 L mcf_cap(g3,k0,4,0,4,0,3)
 L mcf_cap(g3,k0,4,0,4,0,5)
 L mcf_cap(g3,k0,4,0,5,0,4)
 L mcf_cap(g3,k0,4,1,4,1,3)
 L mcf_cap(g3,k0,4,2,5,2,6)
 L mcf_cap(g3,k0,4,3,4,3,5)
 L mcf_cap(g3,k0,4,3,5,3,4)
 L mcf_cap(g3,k0,4,3,5,3,6)
 L mcf_cap(g3,k0,4,3,6,3,5)
 L mcf_cap(g3,k0,4,0,3,1,3)
 L mcf_cap(g3,k0,4,1,3,0,3)
 L mcf_cap(g3,k0,4,1,4,0,4)
 L mcf_cap(g3,k0,4,1,5,0,5)
 L mcf_cap(g3,k0,4,2,4,3,4)
 L mcf_cap(g3,k0,4,2,5,3,5)
 L mcf_cap(g3,k0,4,2,6,3,6)
 L mcf_cap(g3,k0,4,3,6,2,6)
 L mcf_cap(g3,k0,5,0,3,0,4)
 L mcf_cap(g3,k0,5,0,4,0,3)
 L mcf_cap(g3,k0,5,0,4,0,5)
 L mcf_cap(g3,k0,5,0,5,0,4)
 L mcf_cap(g3,k0,5,1,4,1,3)
 L mcf_cap(g3,k0,5,2,5,2,6)
 L mcf_cap(g3,k0,5,3,4,3,5)
 L mcf_cap(g3,k0,5,3,5,3,4)
 L mcf_cap(g3,k0,5,3,5,3,6)
 L mcf_cap(g3,k0,5,3,6,3,5)
 L mcf_cap(g3,k0,5,0,3,1,3)
 L mcf_cap(g3,k0,5,1,3,0,3)
 L mcf_cap(g3,k0,5,1,4,0,4)
 L mcf_cap(g3,k0,5,1,5,0,5)
 L mcf_cap(g3,k0,5,2,4,3,4)
 L mcf_cap(g3,k0,5,2,5,3,5)
 L mcf_cap(g3,k0,5,2,6,3,6)
 L mcf_cap(g3,k0,5,3,6,2,6)
 L mcf_cap(g3,k1,3,0,3,0,4)
 L mcf_cap(g3,k1,3,0,4,0,3)
 L mcf_cap(g3,k1,3,0,4,0,5)
 L mcf_cap(g3,k1,3,0,5,0,4)
 L mcf_cap(g3,k1,3,1,4,1,3)
 L mcf_cap(g3,k1,3,2,5,2,6)
 L mcf_cap(g3,k1,3,3,4,3,5)
 L mcf_cap(g3,k1,3,3,5,3,4)
 L mcf_cap(g3,k1,3,3,5,3,6)
 L mcf_cap(g3,k1,3,3,6,3,5)
 L mcf_cap(g3,k1,3,0,3,1,3)
 L mcf_cap(g3,k1,3,1,3,0,3)
 L mcf_cap(g3,k1,3,1,4,0,4)
 L mcf_cap(g3,k1,3,1,5,0,5)
 L mcf_cap(g3,k1,3,2,4,3,4)
 L mcf_cap(g3,k1,3,2,5,3,5)
 L mcf_cap(g3,k1,3,2,6,3,6)
 L mcf_cap(g3,k1,3,3,6,2,6)
 L mcf_cap(g4,k0,9,1,9,0,9)
 L mcf_cap(g4,k0,9,2,9,3,9)
 L mcf_cap(g5,k2,2,2,1,2,2)
 L mcf_cap(g5,k2,2,3,1,3,0)
 L mcf_cap(g6,k0,3,2,2,2,3)
 L mcf_cap(g6,k0,3,2,3,2,2)
 L mcf_cap(g6,k0,3,5,1,5,2)
 L mcf_cap(g6,k0,3,5,2,5,1)
 L mcf_cap(g6,k0,3,0,3,1,3)
 L mcf_cap(g6,k0,3,1,3,0,3)
 L mcf_cap(g6,k0,3,1,3,2,3)
 L mcf_cap(g6,k0,3,2,3,1,3)
 L mcf_cap(g6,k0,3,3,2,2,2)
 L mcf_cap(g6,k0,3,4,2,5,2)
 L mcf_cap(g6,k0,3,5,1,6,1)
 L mcf_cap(g6,k0,3,6,1,5,1)
 L mcf_cap(g6,k0,3,6,1,7,1)
 L mcf_cap(g6,k0,3,7,1,6,1)
 L mcf_cap(g6,k1,3,2,2,2,3)
 L mcf_cap(g6,k1,3,2,3,2,2)
 L mcf_cap(g6,k1,3,5,1,5,2)
 L mcf_cap(g6,k1,3,5,2,5,1)
 L mcf_cap(g6,k1,3,0,3,1,3)
 L mcf_cap(g6,k1,3,1,3,0,3)
 L mcf_cap(g6,k1,3,1,3,2,3)
 L mcf_cap(g6,k1,3,2,3,1,3)
 L mcf_cap(g6,k1,3,3,2,2,2)
 L mcf_cap(g6,k1,3,4,2,5,2)
 L mcf_cap(g6,k1,3,5,1,6,1)
 L mcf_cap(g6,k1,3,6,1,5,1)
 L mcf_cap(g6,k1,3,6,1,7,1)
 L mcf_cap(g6,k1,3,7,1,6,1)
 L mcf_cap(g6,k2,2,2,2,2,3)
 L mcf_cap(g6,k2,2,2,3,2,2)
 L mcf_cap(g6,k2,2,5,1,5,2)
 L mcf_cap(g6,k2,2,5,2,5,1)
 L mcf_cap(g6,k2,2,0,3,1,3)
 L mcf_cap(g6,k2,2,1,3,0,3)
 L mcf_cap(g6,k2,2,1,3,2,3)
 L mcf_cap(g6,k2,2,2,3,1,3)
 L mcf_cap(g6,k2,2,3,2,2,2)
 L mcf_cap(g6,k2,2,4,2,5,2)
 L mcf_cap(g6,k2,2,5,1,6,1)
 L mcf_cap(g6,k2,2,6,1,5,1)
 L mcf_cap(g6,k2,2,6,1,7,1)
 L mcf_cap(g6,k2,2,7,1,6,1)
 L mcf_cap(g6,k2,3,2,2,2,3)
 L mcf_cap(g6,k2,3,2,3,2,2)
 L mcf_cap(g6,k2,3,5,1,5,2)
 L mcf_cap(g6,k2,3,5,2,5,1)
 L mcf_cap(g6,k2,3,0,3,1,3)
 L mcf_cap(g6,k2,3,1,3,0,3)
 L mcf_cap(g6,k2,3,1,3,2,3)
 L mcf_cap(g6,k2,3,2,3,1,3)
 L mcf_cap(g6,k2,3,3,2,2,2)
 L mcf_cap(g6,k2,3,4,2,5,2)
 L mcf_cap(g6,k2,3,5,1,6,1)
 L mcf_cap(g6,k2,3,6,1,5,1)
 L mcf_cap(g6,k2,3,6,1,7,1)
 L mcf_cap(g6,k2,3,7,1,6,1)
 L mcf_cap(g7,k2,3,3,3,2,3)
 L mcf_cap(g7,k2,3,4,3,5,3)
 L mcf_cap(g8,k2,7,3,8,3,7)
 L mcf_cap(g8,k2,7,4,8,4,9)
 L mcf_cap(g8,k2,7,2,7,3,7)
 L mcf_cap(g8,k2,7,3,7,2,7)
 L mcf_cap(g8,k2,7,4,9,5,9)
 L mcf_cap(g8,k2,7,5,9,4,9)
 L mcf_cap(g8,k3,7,3,8,3,7)
 L mcf_cap(g8,k3,7,4,8,4,9)
 L mcf_cap(g8,k3,7,2,7,3,7)
 L mcf_cap(g8,k3,7,3,7,2,7)
 L mcf_cap(g8,k3,7,4,9,5,9)
 L mcf_cap(g8,k3,7,5,9,4,9)
 L mcf_cap(g9,k0,0,0,0,1,0)
 L mcf_cap(g9,k0,0,1,0,0,0)
 L mcf_cap(g9,k0,0,1,0,2,0)
 L mcf_cap(g9,k0,0,2,0,1,0)
 L mcf_cap(g9,k0,0,2,0,3,0)
 L mcf_cap(g9,k0,0,3,0,2,0)
 L mcf_cap(g9,k0,0,4,0,3,0)
 L mcf_cap(g9,k0,0,4,1,5,1)
 L mcf_cap(g9,k0,0,5,1,6,1)
 L mcf_cap(g9,k0,0,6,1,5,1)
 L mcf_cap(g9,k0,0,6,1,7,1)
 L mcf_cap(g9,k0,0,7,1,6,1)
 L mcf_cap(g9,k0,0,7,1,8,1)
 L mcf_cap(g9,k0,0,8,1,7,1)
 L mcf_cap(g9,k1,0,0,0,1,0)
 L mcf_cap(g9,k1,0,1,0,0,0)
 L mcf_cap(g9,k1,0,1,0,2,0)
 L mcf_cap(g9,k1,0,2,0,1,0)
 L mcf_cap(g9,k1,0,2,0,3,0)
 L mcf_cap(g9,k1,0,3,0,2,0)
 L mcf_cap(g9,k1,0,4,0,3,0)
 L mcf_cap(g9,k1,0,4,1,5,1)
 L mcf_cap(g9,k1,0,5,1,6,1)
 L mcf_cap(g9,k1,0,6,1,5,1)
 L mcf_cap(g9,k1,0,6,1,7,1)
 L mcf_cap(g9,k1,0,7,1,6,1)
 L mcf_cap(g9,k1,0,7,1,8,1)
 L mcf_cap(g9,k1,0,8,1,7,1)
 L mcf_cap(g9,k2,0,0,0,1,0)
 L mcf_cap(g9,k2,0,1,0,0,0)
 L mcf_cap(g9,k2,0,1,0,2,0)
 L mcf_cap(g9,k2,0,2,0,1,0)
 L mcf_cap(g9,k2,0,2,0,3,0)
 L mcf_cap(g9,k2,0,3,0,2,0)
 L mcf_cap(g9,k2,0,4,0,3,0)
 L mcf_cap(g9,k2,0,4,1,5,1)
 L mcf_cap(g9,k2,0,5,1,6,1)
 L mcf_cap(g9,k2,0,6,1,5,1)
 L mcf_cap(g9,k2,0,6,1,7,1)
 L mcf_cap(g9,k2,0,7,1,6,1)
 L mcf_cap(g9,k2,0,7,1,8,1)
 L mcf_cap(g9,k2,0,8,1,7,1)
 L mcf_cap(g9,k3,0,0,0,1,0)
 L mcf_cap(g9,k3,0,1,0,0,0)
 L mcf_cap(g9,k3,0,1,0,2,0)
 L mcf_cap(g9,k3,0,2,0,1,0)
 L mcf_cap(g9,k3,0,2,0,3,0)
 L mcf_cap(g9,k3,0,3,0,2,0)
 L mcf_cap(g9,k3,0,4,0,3,0)
 L mcf_cap(g9,k3,0,4,1,5,1)
 L mcf_cap(g9,k3,0,5,1,6,1)
 L mcf_cap(g9,k3,0,6,1,5,1)
 L mcf_cap(g9,k3,0,6,1,7,1)
 L mcf_cap(g9,k3,0,7,1,6,1)
 L mcf_cap(g9,k3,0,7,1,8,1)
 L mcf_cap(g9,k3,0,8,1,7,1)
 L mcf_cap(g10,k3,6,3,6,3,7)
 L mcf_cap(g10,k3,6,3,7,3,6)
 L mcf_cap(g10,k3,6,5,6,5,7)
 L mcf_cap(g10,k3,6,5,7,5,6)
 L mcf_cap(g10,k3,6,4,6,3,6)
 L mcf_cap(g10,k3,6,4,7,3,7)
 L mcf_cap(g10,k3,6,4,6,5,6)
 L mcf_cap(g10,k3,6,4,7,5,7)
 L mcf_cap(g10,k3,7,3,6,3,7)
 L mcf_cap(g10,k3,7,3,7,3,6)
 L mcf_cap(g10,k3,7,5,6,5,7)
 L mcf_cap(g10,k3,7,5,7,5,6)
 L mcf_cap(g10,k3,7,4,6,3,6)
 L mcf_cap(g10,k3,7,4,7,3,7)
 L mcf_cap(g10,k3,7,4,6,5,6)
 L mcf_cap(g10,k3,7,4,7,5,7)
 L mcf_cap(g11,k3,4,3,4,3,5)
 L mcf_cap(g11,k3,4,3,5,3,4)
 L mcf_cap(g11,k3,4,6,4,6,5)
 L mcf_cap(g11,k3,4,6,5,6,4)
 L mcf_cap(g11,k3,4,4,4,3,4)
 L mcf_cap(g11,k3,4,4,5,3,5)
 L mcf_cap(g11,k3,4,5,4,6,4)
 L mcf_cap(g11,k3,4,5,5,6,5)
 L mcf_cap(g11,k3,5,3,4,3,5)
 L mcf_cap(g11,k3,5,3,5,3,4)
 L mcf_cap(g11,k3,5,6,4,6,5)
 L mcf_cap(g11,k3,5,6,5,6,4)
 L mcf_cap(g11,k3,5,4,4,3,4)
 L mcf_cap(g11,k3,5,4,5,3,5)
 L mcf_cap(g11,k3,5,5,4,6,4)
 L mcf_cap(g11,k3,5,5,5,6,5)
 L mcf_cap(g13,k5,2,5,2,5,3)
 L mcf_cap(g13,k5,2,5,3,5,2)
 L mcf_cap(g13,k5,2,7,1,7,2)
 L mcf_cap(g13,k5,2,7,2,7,1)
 L mcf_cap(g13,k5,2,6,2,5,2)
 L mcf_cap(g13,k5,2,6,2,7,2)
 L mcf_cap(g13,k5,3,5,2,5,3)
 L mcf_cap(g13,k5,3,5,3,5,2)
 L mcf_cap(g13,k5,3,7,1,7,2)
 L mcf_cap(g13,k5,3,7,2,7,1)
 L mcf_cap(g13,k5,3,6,2,5,2)
 L mcf_cap(g13,k5,3,6,2,7,2)
 L mcf_cap(g14,k5,3,6,3,6,4)
 L mcf_cap(g14,k5,3,6,4,6,5)
 L mcf_cap(g14,k5,3,6,5,6,4)
 L mcf_cap(g14,k5,3,7,1,7,2)
 L mcf_cap(g14,k5,3,7,2,7,1)
 L mcf_cap(g14,k5,3,7,3,7,2)
 L mcf_cap(g14,k5,3,6,3,5,3)
 L mcf_cap(g14,k5,3,7,3,8,3)
 L mcf_cap(g14,k6,4,6,3,6,4)
 L mcf_cap(g14,k6,4,6,4,6,5)
 L mcf_cap(g14,k6,4,6,5,6,4)
 L mcf_cap(g14,k6,4,7,1,7,2)
 L mcf_cap(g14,k6,4,7,2,7,1)
 L mcf_cap(g14,k6,4,7,3,7,2)
 L mcf_cap(g14,k6,4,6,3,5,3)
 L mcf_cap(g14,k6,4,7,3,8,3)
 L mcf_cap(g14,k6,5,6,3,6,4)
 L mcf_cap(g14,k6,5,6,4,6,5)
 L mcf_cap(g14,k6,5,6,5,6,4)
 L mcf_cap(g14,k6,5,7,1,7,2)
 L mcf_cap(g14,k6,5,7,2,7,1)
 L mcf_cap(g14,k6,5,7,3,7,2)
 L mcf_cap(g14,k6,5,6,3,5,3)
 L mcf_cap(g14,k6,5,7,3,8,3)
 L mcf_cap(g15,k5,6,5,6,5,7)
 L mcf_cap(g15,k5,6,5,7,5,6)
 L mcf_cap(g15,k5,6,6,6,6,5)
 L mcf_cap(g15,k5,6,7,7,7,8)
 L mcf_cap(g15,k5,6,8,6,8,7)
 L mcf_cap(g15,k5,6,8,7,8,6)
 L mcf_cap(g15,k5,6,6,6,5,6)
 L mcf_cap(g15,k5,6,6,7,5,7)
 L mcf_cap(g15,k5,6,7,6,8,6)
 L mcf_cap(g15,k5,6,7,7,8,7)
 L mcf_cap(g15,k5,7,5,6,5,7)
 L mcf_cap(g15,k5,7,5,7,5,6)
 L mcf_cap(g15,k5,7,6,6,6,5)
 L mcf_cap(g15,k5,7,7,7,7,8)
 L mcf_cap(g15,k5,7,8,6,8,7)
 L mcf_cap(g15,k5,7,8,7,8,6)
 L mcf_cap(g15,k5,7,6,6,5,6)
 L mcf_cap(g15,k5,7,6,7,5,7)
 L mcf_cap(g15,k5,7,7,6,8,6)
 L mcf_cap(g15,k5,7,7,7,8,7)
 L mcf_cap(g15,k6,5,5,6,5,7)
 L mcf_cap(g15,k6,5,5,7,5,6)
 L mcf_cap(g15,k6,5,6,6,6,5)
 L mcf_cap(g15,k6,5,7,7,7,8)
 L mcf_cap(g15,k6,5,8,6,8,7)
 L mcf_cap(g15,k6,5,8,7,8,6)
 L mcf_cap(g15,k6,5,6,6,5,6)
 L mcf_cap(g15,k6,5,6,7,5,7)
 L mcf_cap(g15,k6,5,7,6,8,6)
 L mcf_cap(g15,k6,5,7,7,8,7)
 L mcf_cap(g16,k4,9,4,9,5,9)
 L mcf_cap(g16,k4,9,5,9,4,9)
 L mcf_cap(g16,k4,9,6,9,5,9)
 L mcf_cap(g16,k4,9,7,9,8,9)
 L mcf_cap(g16,k4,9,8,9,9,9)
 L mcf_cap(g16,k4,9,9,9,8,9)
 L mcf_cap(g16,k5,9,4,9,5,9)
 L mcf_cap(g16,k5,9,5,9,4,9)
 L mcf_cap(g16,k5,9,6,9,5,9)
 L mcf_cap(g16,k5,9,7,9,8,9)
 L mcf_cap(g16,k5,9,8,9,9,9)
 L mcf_cap(g16,k5,9,9,9,8,9)
 L mcf_cap(g17,k5,0,5,0,6,0)
 L mcf_cap(g17,k5,0,6,0,5,0)
 L mcf_cap(g17,k5,0,7,0,6,0)
 L mcf_cap(g17,k5,0,7,0,8,0)
 L mcf_cap(g17,k5,0,8,0,9,0)
 L mcf_cap(g17,k5,0,9,0,8,0)
 L mcf_cap(g17,k6,0,5,0,6,0)
 L mcf_cap(g17,k6,0,6,0,5,0)
 L mcf_cap(g17,k6,0,7,0,6,0)
 L mcf_cap(g17,k6,0,7,0,8,0)
 L mcf_cap(g17,k6,0,8,0,9,0)
 L mcf_cap(g17,k6,0,9,0,8,0)
 L mcf_cap(g18,k6,4,7,4,6,4)
 L mcf_cap(g18,k6,4,7,5,8,5)
 L mcf_cap(g19,k7,1,8,2,8,1)
 L mcf_cap(g19,k7,1,8,2,8,3)
 L mcf_cap(g19,k7,1,7,1,8,1)
 L mcf_cap(g19,k7,1,8,1,7,1)
 L mcf_cap(g19,k7,1,8,3,9,3)
 L mcf_cap(g19,k7,1,9,3,8,3)
 L mcf_cap(g19,k8,1,8,2,8,1)
 L mcf_cap(g19,k8,1,8,2,8,3)
 L mcf_cap(g19,k8,1,7,1,8,1)
 L mcf_cap(g19,k8,1,8,1,7,1)
 L mcf_cap(g19,k8,1,8,3,9,3)
 L mcf_cap(g19,k8,1,9,3,8,3)
 L mcf_cap(g20,k8,7,8,8,8,7)
 L mcf_cap(g20,k8,7,8,8,8,9)
 L mcf_cap(g21,k8,3,8,4,8,3)
 L mcf_cap(g21,k8,3,8,4,8,5)
 L mcf_cap(g21,k8,3,9,4,9,3)
 L mcf_cap(g21,k8,3,9,4,9,5)
 L mcf_cap(g21,k8,3,8,3,9,3)
 L mcf_cap(g21,k8,3,9,3,8,3)
 L mcf_cap(g21,k8,3,8,5,9,5)
 L mcf_cap(g21,k8,3,9,5,8,5)
 L mcf_cap(g21,k8,5,8,4,8,3)
 L mcf_cap(g21,k8,5,8,4,8,5)
 L mcf_cap(g21,k8,5,9,4,9,3)
 L mcf_cap(g21,k8,5,9,4,9,5)
 L mcf_cap(g21,k8,5,8,3,9,3)
 L mcf_cap(g21,k8,5,9,3,8,3)
 L mcf_cap(g21,k8,5,8,5,9,5)
 L mcf_cap(g21,k8,5,9,5,8,5)
 L mcf_cap(g22,k9,0,9,1,9,0)
 L mcf_cap(g22,k9,0,9,2,9,3)
 L mcf_cap(g23,k9,6,9,7,9,6)
 L mcf_cap(g23,k9,6,9,8,9,9)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,0,g0) mcf_balance(g0,k0,0,0,0) -1
    x(0,0,g0) mcf_cap(g0,k0,0,0,1,0,0) -1
    x(0,0,g0) mcf_cap(g0,k0,0,1,0,0,0) -1
    x(0,0,g0) mcf_cap(g0,k0,3,0,1,0,0) -1
    x(0,0,g0) mcf_cap(g0,k0,3,1,0,0,0) -1
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) centre(0,1,g0) 1
    x(0,1,g0) symmetry(0,1,g0) 1
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) centre(0,2,g0) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(0,3,g0) cover(0,3) 1
    x(0,3,g0) symmetry(0,3,g0) 1
    x(0,3,g0) mcf_balance(g0,k0,3,0,3) -1
    x(0,3,g0) mcf_cap(g0,k0,0,0,2,0,3) -1
    x(0,3,g0) mcf_cap(g0,k0,0,1,3,0,3) -1
    x(0,3,g0) mcf_cap(g0,k0,3,0,2,0,3) -1
    x(0,3,g0) mcf_cap(g0,k0,3,1,3,0,3) -1
    x(1,0,g0) cover(1,0) 1
    x(1,0,g0) symmetry(0,3,g0) -1
    x(1,0,g0) mcf_cap(g0,k0,0,1,1,1,0) -1
    x(1,0,g0) mcf_cap(g0,k0,0,0,0,1,0) -1
    x(1,0,g0) mcf_cap(g0,k0,3,1,1,1,0) -1
    x(1,0,g0) mcf_cap(g0,k0,3,0,0,1,0) -1
    x(1,1,g0) cover(1,1) 1
    x(1,1,g0) centre(1,1,g0) 1
    x(1,1,g0) symmetry(0,2,g0) -1
    x(1,2,g0) cover(1,2) 1
    x(1,2,g0) centre(1,2,g0) 1
    x(1,2,g0) symmetry(0,1,g0) -1
    x(1,3,g0) cover(1,3) 1
    x(1,3,g0) symmetry(0,0,g0) -1
    x(1,3,g0) mcf_cap(g0,k0,0,1,2,1,3) -1
    x(1,3,g0) mcf_cap(g0,k0,0,0,3,1,3) -1
    x(1,3,g0) mcf_cap(g0,k0,3,1,2,1,3) -1
    x(1,3,g0) mcf_cap(g0,k0,3,0,3,1,3) -1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) centre(0,6,g1) 1
    x(0,6,g1) symmetry(0,6,g1) 1
    x(1,6,g1) cover(1,6) 1
    x(1,6,g1) centre(1,6,g1) 1
    x(1,6,g1) symmetry(0,6,g1) -1
    x(0,7,g2) cover(0,7) 1
    x(0,7,g2) symmetry(0,7,g2) 1
    x(0,7,g2) mcf_balance(g2,k0,7,0,7) -1
    x(0,7,g2) mcf_cap(g2,k0,7,0,8,0,7) -1
    x(0,7,g2) mcf_cap(g2,k0,7,1,7,0,7) -1
    x(0,7,g2) mcf_cap(g2,k0,8,0,8,0,7) -1
    x(0,7,g2) mcf_cap(g2,k0,8,1,7,0,7) -1
    x(0,7,g2) mcf_cap(g2,k0,9,0,8,0,7) -1
    x(0,7,g2) mcf_cap(g2,k0,9,1,7,0,7) -1
    x(0,8,g2) cover(0,8) 1
    x(0,8,g2) symmetry(0,8,g2) 1
    x(0,8,g2) mcf_balance(g2,k0,8,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,7,0,7,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,7,0,9,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,7,1,8,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,8,0,7,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,8,0,9,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,8,1,8,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,9,0,7,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,9,0,9,0,8) -1
    x(0,8,g2) mcf_cap(g2,k0,9,1,8,0,8) -1
    x(0,9,g2) cover(0,9) 1
    x(0,9,g2) symmetry(0,9,g2) 1
    x(0,9,g2) mcf_balance(g2,k0,9,0,9) -1
    x(0,9,g2) mcf_cap(g2,k0,7,0,8,0,9) -1
    x(0,9,g2) mcf_cap(g2,k0,8,0,8,0,9) -1
    x(0,9,g2) mcf_cap(g2,k0,9,0,8,0,9) -1
    x(1,7,g2) cover(1,7) 1
    x(1,7,g2) centre(1,7,g2) 1
    x(1,7,g2) symmetry(1,7,g2) 1
    x(1,8,g2) cover(1,8) 1
    x(1,8,g2) centre(1,8,g2) 1
    x(1,8,g2) symmetry(1,7,g2) -1
    x(2,6,g2) cover(2,6) 1
    x(2,6,g2) symmetry(0,9,g2) -1
    x(2,6,g2) mcf_cap(g2,k0,7,2,7,2,6) -1
    x(2,6,g2) mcf_cap(g2,k0,8,2,7,2,6) -1
    x(2,6,g2) mcf_cap(g2,k0,9,2,7,2,6) -1
    x(2,7,g2) cover(2,7) 1
    x(2,7,g2) symmetry(0,8,g2) -1
    x(2,7,g2) mcf_cap(g2,k0,7,2,6,2,7) -1
    x(2,7,g2) mcf_cap(g2,k0,7,2,8,2,7) -1
    x(2,7,g2) mcf_cap(g2,k0,7,1,7,2,7) -1
    x(2,7,g2) mcf_cap(g2,k0,8,2,6,2,7) -1
    x(2,7,g2) mcf_cap(g2,k0,8,2,8,2,7) -1
    x(2,7,g2) mcf_cap(g2,k0,8,1,7,2,7) -1
    x(2,7,g2) mcf_cap(g2,k0,9,2,6,2,7) -1
    x(2,7,g2) mcf_cap(g2,k0,9,2,8,2,7) -1
    x(2,7,g2) mcf_cap(g2,k0,9,1,7,2,7) -1
    x(2,8,g2) cover(2,8) 1
    x(2,8,g2) symmetry(0,7,g2) -1
    x(2,8,g2) mcf_cap(g2,k0,7,2,7,2,8) -1
    x(2,8,g2) mcf_cap(g2,k0,7,1,8,2,8) -1
    x(2,8,g2) mcf_cap(g2,k0,8,2,7,2,8) -1
    x(2,8,g2) mcf_cap(g2,k0,8,1,8,2,8) -1
    x(2,8,g2) mcf_cap(g2,k0,9,2,7,2,8) -1
    x(2,8,g2) mcf_cap(g2,k0,9,1,8,2,8) -1
    x(0,3,g3) cover(0,3) 1
    x(0,3,g3) symmetry(0,3,g3) 1
    x(0,3,g3) mcf_balance(g3,k0,3,0,3) -1
    x(0,3,g3) mcf_cap(g3,k0,3,0,4,0,3) -1
    x(0,3,g3) mcf_cap(g3,k0,3,1,3,0,3) -1
    x(0,3,g3) mcf_cap(g3,k0,4,0,4,0,3) -1
    x(0,3,g3) mcf_cap(g3,k0,4,1,3,0,3) -1
    x(0,3,g3) mcf_cap(g3,k0,5,0,4,0,3) -1
    x(0,3,g3) mcf_cap(g3,k0,5,1,3,0,3) -1
    x(0,3,g3) mcf_cap(g3,k1,3,0,4,0,3) -1
    x(0,3,g3) mcf_cap(g3,k1,3,1,3,0,3) -1
    x(0,4,g3) cover(0,4) 1
    x(0,4,g3) symmetry(0,4,g3) 1
    x(0,4,g3) mcf_balance(g3,k0,4,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,3,0,3,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,3,0,5,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,3,1,4,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,4,0,3,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,4,0,5,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,4,1,4,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,5,0,3,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,5,0,5,0,4) -1
    x(0,4,g3) mcf_cap(g3,k0,5,1,4,0,4) -1
    x(0,4,g3) mcf_cap(g3,k1,3,0,3,0,4) -1
    x(0,4,g3) mcf_cap(g3,k1,3,0,5,0,4) -1
    x(0,4,g3) mcf_cap(g3,k1,3,1,4,0,4) -1
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) mcf_balance(g3,k0,5,0,5) -1
    x(0,5,g3) mcf_cap(g3,k0,3,0,4,0,5) -1
    x(0,5,g3) mcf_cap(g3,k0,3,1,5,0,5) -1
    x(0,5,g3) mcf_cap(g3,k0,4,0,4,0,5) -1
    x(0,5,g3) mcf_cap(g3,k0,4,1,5,0,5) -1
    x(0,5,g3) mcf_cap(g3,k0,5,0,4,0,5) -1
    x(0,5,g3) mcf_cap(g3,k0,5,1,5,0,5) -1
    x(0,5,g3) mcf_cap(g3,k1,3,0,4,0,5) -1
    x(0,5,g3) mcf_cap(g3,k1,3,1,5,0,5) -1
    x(1,3,g3) cover(1,3) 1
    x(1,3,g3) symmetry(1,3,g3) 1
    x(1,3,g3) mcf_balance(g3,k1,3,1,3) -1
    x(1,3,g3) mcf_cap(g3,k0,3,1,4,1,3) -1
    x(1,3,g3) mcf_cap(g3,k0,3,0,3,1,3) -1
    x(1,3,g3) mcf_cap(g3,k0,4,1,4,1,3) -1
    x(1,3,g3) mcf_cap(g3,k0,4,0,3,1,3) -1
    x(1,3,g3) mcf_cap(g3,k0,5,1,4,1,3) -1
    x(1,3,g3) mcf_cap(g3,k0,5,0,3,1,3) -1
    x(1,3,g3) mcf_cap(g3,k1,3,1,4,1,3) -1
    x(1,3,g3) mcf_cap(g3,k1,3,0,3,1,3) -1
    x(1,4,g3) cover(1,4) 1
    x(1,4,g3) centre(1,4,g3) 1
    x(1,4,g3) symmetry(1,4,g3) 1
    x(1,5,g3) cover(1,5) 1
    x(1,5,g3) centre(1,5,g3) 1
    x(1,5,g3) symmetry(1,5,g3) 1
    x(2,4,g3) cover(2,4) 1
    x(2,4,g3) centre(2,4,g3) 1
    x(2,4,g3) symmetry(1,5,g3) -1
    x(2,5,g3) cover(2,5) 1
    x(2,5,g3) centre(2,5,g3) 1
    x(2,5,g3) symmetry(1,4,g3) -1
    x(2,6,g3) cover(2,6) 1
    x(2,6,g3) symmetry(1,3,g3) -1
    x(2,6,g3) mcf_cap(g3,k0,3,2,5,2,6) -1
    x(2,6,g3) mcf_cap(g3,k0,3,3,6,2,6) -1
    x(2,6,g3) mcf_cap(g3,k0,4,2,5,2,6) -1
    x(2,6,g3) mcf_cap(g3,k0,4,3,6,2,6) -1
    x(2,6,g3) mcf_cap(g3,k0,5,2,5,2,6) -1
    x(2,6,g3) mcf_cap(g3,k0,5,3,6,2,6) -1
    x(2,6,g3) mcf_cap(g3,k1,3,2,5,2,6) -1
    x(2,6,g3) mcf_cap(g3,k1,3,3,6,2,6) -1
    x(3,4,g3) cover(3,4) 1
    x(3,4,g3) symmetry(0,5,g3) -1
    x(3,4,g3) mcf_cap(g3,k0,3,3,5,3,4) -1
    x(3,4,g3) mcf_cap(g3,k0,3,2,4,3,4) -1
    x(3,4,g3) mcf_cap(g3,k0,4,3,5,3,4) -1
    x(3,4,g3) mcf_cap(g3,k0,4,2,4,3,4) -1
    x(3,4,g3) mcf_cap(g3,k0,5,3,5,3,4) -1
    x(3,4,g3) mcf_cap(g3,k0,5,2,4,3,4) -1
    x(3,4,g3) mcf_cap(g3,k1,3,3,5,3,4) -1
    x(3,4,g3) mcf_cap(g3,k1,3,2,4,3,4) -1
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) symmetry(0,4,g3) -1
    x(3,5,g3) mcf_cap(g3,k0,3,3,4,3,5) -1
    x(3,5,g3) mcf_cap(g3,k0,3,3,6,3,5) -1
    x(3,5,g3) mcf_cap(g3,k0,3,2,5,3,5) -1
    x(3,5,g3) mcf_cap(g3,k0,4,3,4,3,5) -1
    x(3,5,g3) mcf_cap(g3,k0,4,3,6,3,5) -1
    x(3,5,g3) mcf_cap(g3,k0,4,2,5,3,5) -1
    x(3,5,g3) mcf_cap(g3,k0,5,3,4,3,5) -1
    x(3,5,g3) mcf_cap(g3,k0,5,3,6,3,5) -1
    x(3,5,g3) mcf_cap(g3,k0,5,2,5,3,5) -1
    x(3,5,g3) mcf_cap(g3,k1,3,3,4,3,5) -1
    x(3,5,g3) mcf_cap(g3,k1,3,3,6,3,5) -1
    x(3,5,g3) mcf_cap(g3,k1,3,2,5,3,5) -1
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(0,3,g3) -1
    x(3,6,g3) mcf_cap(g3,k0,3,3,5,3,6) -1
    x(3,6,g3) mcf_cap(g3,k0,3,2,6,3,6) -1
    x(3,6,g3) mcf_cap(g3,k0,4,3,5,3,6) -1
    x(3,6,g3) mcf_cap(g3,k0,4,2,6,3,6) -1
    x(3,6,g3) mcf_cap(g3,k0,5,3,5,3,6) -1
    x(3,6,g3) mcf_cap(g3,k0,5,2,6,3,6) -1
    x(3,6,g3) mcf_cap(g3,k1,3,3,5,3,6) -1
    x(3,6,g3) mcf_cap(g3,k1,3,2,6,3,6) -1
    x(0,9,g4) cover(0,9) 1
    x(0,9,g4) symmetry(0,9,g4) 1
    x(0,9,g4) mcf_balance(g4,k0,9,0,9) -1
    x(0,9,g4) mcf_cap(g4,k0,9,1,9,0,9) -1
    x(1,9,g4) cover(1,9) 1
    x(1,9,g4) centre(1,9,g4) 1
    x(1,9,g4) symmetry(1,9,g4) 1
    x(2,9,g4) cover(2,9) 1
    x(2,9,g4) centre(2,9,g4) 1
    x(2,9,g4) symmetry(1,9,g4) -1
    x(3,9,g4) cover(3,9) 1
    x(3,9,g4) symmetry(0,9,g4) -1
    x(3,9,g4) mcf_cap(g4,k0,9,2,9,3,9) -1
    x(2,1,g5) cover(2,1) 1
    x(2,1,g5) centre(2,1,g5) 1
    x(2,1,g5) symmetry(2,1,g5) 1
    x(2,2,g5) cover(2,2) 1
    x(2,2,g5) symmetry(2,2,g5) 1
    x(2,2,g5) mcf_balance(g5,k2,2,2,2) -1
    x(2,2,g5) mcf_cap(g5,k2,2,2,1,2,2) -1
    x(3,0,g5) cover(3,0) 1
    x(3,0,g5) symmetry(2,2,g5) -1
    x(3,0,g5) mcf_cap(g5,k2,2,3,1,3,0) -1
    x(3,1,g5) cover(3,1) 1
    x(3,1,g5) centre(3,1,g5) 1
    x(3,1,g5) symmetry(2,1,g5) -1
    x(0,3,g6) cover(0,3) 1
    x(0,3,g6) symmetry(0,3,g6) 1
    x(0,3,g6) mcf_balance(g6,k0,3,0,3) -1
    x(0,3,g6) mcf_cap(g6,k0,3,1,3,0,3) -1
    x(0,3,g6) mcf_cap(g6,k1,3,1,3,0,3) -1
    x(0,3,g6) mcf_cap(g6,k2,2,1,3,0,3) -1
    x(0,3,g6) mcf_cap(g6,k2,3,1,3,0,3) -1
    x(1,3,g6) cover(1,3) 1
    x(1,3,g6) symmetry(1,3,g6) 1
    x(1,3,g6) mcf_balance(g6,k1,3,1,3) -1
    x(1,3,g6) mcf_cap(g6,k0,3,0,3,1,3) -1
    x(1,3,g6) mcf_cap(g6,k0,3,2,3,1,3) -1
    x(1,3,g6) mcf_cap(g6,k1,3,0,3,1,3) -1
    x(1,3,g6) mcf_cap(g6,k1,3,2,3,1,3) -1
    x(1,3,g6) mcf_cap(g6,k2,2,0,3,1,3) -1
    x(1,3,g6) mcf_cap(g6,k2,2,2,3,1,3) -1
    x(1,3,g6) mcf_cap(g6,k2,3,0,3,1,3) -1
    x(1,3,g6) mcf_cap(g6,k2,3,2,3,1,3) -1
    x(2,2,g6) cover(2,2) 1
    x(2,2,g6) symmetry(2,2,g6) 1
    x(2,2,g6) mcf_balance(g6,k2,2,2,2) -1
    x(2,2,g6) mcf_cap(g6,k0,3,2,3,2,2) -1
    x(2,2,g6) mcf_cap(g6,k0,3,3,2,2,2) -1
    x(2,2,g6) mcf_cap(g6,k1,3,2,3,2,2) -1
    x(2,2,g6) mcf_cap(g6,k1,3,3,2,2,2) -1
    x(2,2,g6) mcf_cap(g6,k2,2,2,3,2,2) -1
    x(2,2,g6) mcf_cap(g6,k2,2,3,2,2,2) -1
    x(2,2,g6) mcf_cap(g6,k2,3,2,3,2,2) -1
    x(2,2,g6) mcf_cap(g6,k2,3,3,2,2,2) -1
    x(2,3,g6) cover(2,3) 1
    x(2,3,g6) symmetry(2,3,g6) 1
    x(2,3,g6) mcf_balance(g6,k2,3,2,3) -1
    x(2,3,g6) mcf_cap(g6,k0,3,2,2,2,3) -1
    x(2,3,g6) mcf_cap(g6,k0,3,1,3,2,3) -1
    x(2,3,g6) mcf_cap(g6,k1,3,2,2,2,3) -1
    x(2,3,g6) mcf_cap(g6,k1,3,1,3,2,3) -1
    x(2,3,g6) mcf_cap(g6,k2,2,2,2,2,3) -1
    x(2,3,g6) mcf_cap(g6,k2,2,1,3,2,3) -1
    x(2,3,g6) mcf_cap(g6,k2,3,2,2,2,3) -1
    x(2,3,g6) mcf_cap(g6,k2,3,1,3,2,3) -1
    x(3,2,g6) cover(3,2) 1
    x(3,2,g6) centre(3,2,g6) 1
    x(3,2,g6) symmetry(3,2,g6) 1
    x(4,2,g6) cover(4,2) 1
    x(4,2,g6) centre(4,2,g6) 1
    x(4,2,g6) symmetry(3,2,g6) -1
    x(5,1,g6) cover(5,1) 1
    x(5,1,g6) symmetry(2,3,g6) -1
    x(5,1,g6) mcf_cap(g6,k0,3,5,2,5,1) -1
    x(5,1,g6) mcf_cap(g6,k0,3,6,1,5,1) -1
    x(5,1,g6) mcf_cap(g6,k1,3,5,2,5,1) -1
    x(5,1,g6) mcf_cap(g6,k1,3,6,1,5,1) -1
    x(5,1,g6) mcf_cap(g6,k2,2,5,2,5,1) -1
    x(5,1,g6) mcf_cap(g6,k2,2,6,1,5,1) -1
    x(5,1,g6) mcf_cap(g6,k2,3,5,2,5,1) -1
    x(5,1,g6) mcf_cap(g6,k2,3,6,1,5,1) -1
    x(5,2,g6) cover(5,2) 1
    x(5,2,g6) symmetry(2,2,g6) -1
    x(5,2,g6) mcf_cap(g6,k0,3,5,1,5,2) -1
    x(5,2,g6) mcf_cap(g6,k0,3,4,2,5,2) -1
    x(5,2,g6) mcf_cap(g6,k1,3,5,1,5,2) -1
    x(5,2,g6) mcf_cap(g6,k1,3,4,2,5,2) -1
    x(5,2,g6) mcf_cap(g6,k2,2,5,1,5,2) -1
    x(5,2,g6) mcf_cap(g6,k2,2,4,2,5,2) -1
    x(5,2,g6) mcf_cap(g6,k2,3,5,1,5,2) -1
    x(5,2,g6) mcf_cap(g6,k2,3,4,2,5,2) -1
    x(6,1,g6) cover(6,1) 1
    x(6,1,g6) symmetry(1,3,g6) -1
    x(6,1,g6) mcf_cap(g6,k0,3,5,1,6,1) -1
    x(6,1,g6) mcf_cap(g6,k0,3,7,1,6,1) -1
    x(6,1,g6) mcf_cap(g6,k1,3,5,1,6,1) -1
    x(6,1,g6) mcf_cap(g6,k1,3,7,1,6,1) -1
    x(6,1,g6) mcf_cap(g6,k2,2,5,1,6,1) -1
    x(6,1,g6) mcf_cap(g6,k2,2,7,1,6,1) -1
    x(6,1,g6) mcf_cap(g6,k2,3,5,1,6,1) -1
    x(6,1,g6) mcf_cap(g6,k2,3,7,1,6,1) -1
    x(7,1,g6) cover(7,1) 1
    x(7,1,g6) symmetry(0,3,g6) -1
    x(7,1,g6) mcf_cap(g6,k0,3,6,1,7,1) -1
    x(7,1,g6) mcf_cap(g6,k1,3,6,1,7,1) -1
    x(7,1,g6) mcf_cap(g6,k2,2,6,1,7,1) -1
    x(7,1,g6) mcf_cap(g6,k2,3,6,1,7,1) -1
    x(2,3,g7) cover(2,3) 1
    x(2,3,g7) symmetry(2,3,g7) 1
    x(2,3,g7) mcf_balance(g7,k2,3,2,3) -1
    x(2,3,g7) mcf_cap(g7,k2,3,3,3,2,3) -1
    x(3,3,g7) cover(3,3) 1
    x(3,3,g7) centre(3,3,g7) 1
    x(3,3,g7) symmetry(3,3,g7) 1
    x(4,3,g7) cover(4,3) 1
    x(4,3,g7) centre(4,3,g7) 1
    x(4,3,g7) symmetry(3,3,g7) -1
    x(5,3,g7) cover(5,3) 1
    x(5,3,g7) symmetry(2,3,g7) -1
    x(5,3,g7) mcf_cap(g7,k2,3,4,3,5,3) -1
    x(2,7,g8) cover(2,7) 1
    x(2,7,g8) symmetry(2,7,g8) 1
    x(2,7,g8) mcf_balance(g8,k2,7,2,7) -1
    x(2,7,g8) mcf_cap(g8,k2,7,3,7,2,7) -1
    x(2,7,g8) mcf_cap(g8,k3,7,3,7,2,7) -1
    x(3,7,g8) cover(3,7) 1
    x(3,7,g8) symmetry(3,7,g8) 1
    x(3,7,g8) mcf_balance(g8,k3,7,3,7) -1
    x(3,7,g8) mcf_cap(g8,k2,7,3,8,3,7) -1
    x(3,7,g8) mcf_cap(g8,k2,7,2,7,3,7) -1
    x(3,7,g8) mcf_cap(g8,k3,7,3,8,3,7) -1
    x(3,7,g8) mcf_cap(g8,k3,7,2,7,3,7) -1
    x(3,8,g8) cover(3,8) 1
    x(3,8,g8) centre(3,8,g8) 1
    x(3,8,g8) symmetry(3,8,g8) 1
    x(4,8,g8) cover(4,8) 1
    x(4,8,g8) centre(4,8,g8) 1
    x(4,8,g8) symmetry(3,8,g8) -1
    x(4,9,g8) cover(4,9) 1
    x(4,9,g8) symmetry(3,7,g8) -1
    x(4,9,g8) mcf_cap(g8,k2,7,4,8,4,9) -1
    x(4,9,g8) mcf_cap(g8,k2,7,5,9,4,9) -1
    x(4,9,g8) mcf_cap(g8,k3,7,4,8,4,9) -1
    x(4,9,g8) mcf_cap(g8,k3,7,5,9,4,9) -1
    x(5,9,g8) cover(5,9) 1
    x(5,9,g8) symmetry(2,7,g8) -1
    x(5,9,g8) mcf_cap(g8,k2,7,4,9,5,9) -1
    x(5,9,g8) mcf_cap(g8,k3,7,4,9,5,9) -1
    x(0,0,g9) cover(0,0) 1
    x(0,0,g9) symmetry(0,0,g9) 1
    x(0,0,g9) mcf_balance(g9,k0,0,0,0) -1
    x(0,0,g9) mcf_cap(g9,k0,0,1,0,0,0) -1
    x(0,0,g9) mcf_cap(g9,k1,0,1,0,0,0) -1
    x(0,0,g9) mcf_cap(g9,k2,0,1,0,0,0) -1
    x(0,0,g9) mcf_cap(g9,k3,0,1,0,0,0) -1
    x(1,0,g9) cover(1,0) 1
    x(1,0,g9) symmetry(1,0,g9) 1
    x(1,0,g9) mcf_balance(g9,k1,0,1,0) -1
    x(1,0,g9) mcf_cap(g9,k0,0,0,0,1,0) -1
    x(1,0,g9) mcf_cap(g9,k0,0,2,0,1,0) -1
    x(1,0,g9) mcf_cap(g9,k1,0,0,0,1,0) -1
    x(1,0,g9) mcf_cap(g9,k1,0,2,0,1,0) -1
    x(1,0,g9) mcf_cap(g9,k2,0,0,0,1,0) -1
    x(1,0,g9) mcf_cap(g9,k2,0,2,0,1,0) -1
    x(1,0,g9) mcf_cap(g9,k3,0,0,0,1,0) -1
    x(1,0,g9) mcf_cap(g9,k3,0,2,0,1,0) -1
    x(2,0,g9) cover(2,0) 1
    x(2,0,g9) symmetry(2,0,g9) 1
    x(2,0,g9) mcf_balance(g9,k2,0,2,0) -1
    x(2,0,g9) mcf_cap(g9,k0,0,1,0,2,0) -1
    x(2,0,g9) mcf_cap(g9,k0,0,3,0,2,0) -1
    x(2,0,g9) mcf_cap(g9,k1,0,1,0,2,0) -1
    x(2,0,g9) mcf_cap(g9,k1,0,3,0,2,0) -1
    x(2,0,g9) mcf_cap(g9,k2,0,1,0,2,0) -1
    x(2,0,g9) mcf_cap(g9,k2,0,3,0,2,0) -1
    x(2,0,g9) mcf_cap(g9,k3,0,1,0,2,0) -1
    x(2,0,g9) mcf_cap(g9,k3,0,3,0,2,0) -1
    x(3,0,g9) cover(3,0) 1
    x(3,0,g9) symmetry(3,0,g9) 1
    x(3,0,g9) mcf_balance(g9,k3,0,3,0) -1
    x(3,0,g9) mcf_cap(g9,k0,0,2,0,3,0) -1
    x(3,0,g9) mcf_cap(g9,k0,0,4,0,3,0) -1
    x(3,0,g9) mcf_cap(g9,k1,0,2,0,3,0) -1
    x(3,0,g9) mcf_cap(g9,k1,0,4,0,3,0) -1
    x(3,0,g9) mcf_cap(g9,k2,0,2,0,3,0) -1
    x(3,0,g9) mcf_cap(g9,k2,0,4,0,3,0) -1
    x(3,0,g9) mcf_cap(g9,k3,0,2,0,3,0) -1
    x(3,0,g9) mcf_cap(g9,k3,0,4,0,3,0) -1
    x(4,0,g9) cover(4,0) 1
    x(4,0,g9) centre(4,0,g9) 1
    x(4,0,g9) symmetry(4,0,g9) 1
    x(4,1,g9) cover(4,1) 1
    x(4,1,g9) centre(4,1,g9) 1
    x(4,1,g9) symmetry(4,0,g9) -1
    x(5,1,g9) cover(5,1) 1
    x(5,1,g9) symmetry(3,0,g9) -1
    x(5,1,g9) mcf_cap(g9,k0,0,4,1,5,1) -1
    x(5,1,g9) mcf_cap(g9,k0,0,6,1,5,1) -1
    x(5,1,g9) mcf_cap(g9,k1,0,4,1,5,1) -1
    x(5,1,g9) mcf_cap(g9,k1,0,6,1,5,1) -1
    x(5,1,g9) mcf_cap(g9,k2,0,4,1,5,1) -1
    x(5,1,g9) mcf_cap(g9,k2,0,6,1,5,1) -1
    x(5,1,g9) mcf_cap(g9,k3,0,4,1,5,1) -1
    x(5,1,g9) mcf_cap(g9,k3,0,6,1,5,1) -1
    x(6,1,g9) cover(6,1) 1
    x(6,1,g9) symmetry(2,0,g9) -1
    x(6,1,g9) mcf_cap(g9,k0,0,5,1,6,1) -1
    x(6,1,g9) mcf_cap(g9,k0,0,7,1,6,1) -1
    x(6,1,g9) mcf_cap(g9,k1,0,5,1,6,1) -1
    x(6,1,g9) mcf_cap(g9,k1,0,7,1,6,1) -1
    x(6,1,g9) mcf_cap(g9,k2,0,5,1,6,1) -1
    x(6,1,g9) mcf_cap(g9,k2,0,7,1,6,1) -1
    x(6,1,g9) mcf_cap(g9,k3,0,5,1,6,1) -1
    x(6,1,g9) mcf_cap(g9,k3,0,7,1,6,1) -1
    x(7,1,g9) cover(7,1) 1
    x(7,1,g9) symmetry(1,0,g9) -1
    x(7,1,g9) mcf_cap(g9,k0,0,6,1,7,1) -1
    x(7,1,g9) mcf_cap(g9,k0,0,8,1,7,1) -1
    x(7,1,g9) mcf_cap(g9,k1,0,6,1,7,1) -1
    x(7,1,g9) mcf_cap(g9,k1,0,8,1,7,1) -1
    x(7,1,g9) mcf_cap(g9,k2,0,6,1,7,1) -1
    x(7,1,g9) mcf_cap(g9,k2,0,8,1,7,1) -1
    x(7,1,g9) mcf_cap(g9,k3,0,6,1,7,1) -1
    x(7,1,g9) mcf_cap(g9,k3,0,8,1,7,1) -1
    x(8,1,g9) cover(8,1) 1
    x(8,1,g9) symmetry(0,0,g9) -1
    x(8,1,g9) mcf_cap(g9,k0,0,7,1,8,1) -1
    x(8,1,g9) mcf_cap(g9,k1,0,7,1,8,1) -1
    x(8,1,g9) mcf_cap(g9,k2,0,7,1,8,1) -1
    x(8,1,g9) mcf_cap(g9,k3,0,7,1,8,1) -1
    x(3,6,g10) cover(3,6) 1
    x(3,6,g10) symmetry(3,6,g10) 1
    x(3,6,g10) mcf_balance(g10,k3,6,3,6) -1
    x(3,6,g10) mcf_cap(g10,k3,6,3,7,3,6) -1
    x(3,6,g10) mcf_cap(g10,k3,6,4,6,3,6) -1
    x(3,6,g10) mcf_cap(g10,k3,7,3,7,3,6) -1
    x(3,6,g10) mcf_cap(g10,k3,7,4,6,3,6) -1
    x(3,7,g10) cover(3,7) 1
    x(3,7,g10) symmetry(3,7,g10) 1
    x(3,7,g10) mcf_balance(g10,k3,7,3,7) -1
    x(3,7,g10) mcf_cap(g10,k3,6,3,6,3,7) -1
    x(3,7,g10) mcf_cap(g10,k3,6,4,7,3,7) -1
    x(3,7,g10) mcf_cap(g10,k3,7,3,6,3,7) -1
    x(3,7,g10) mcf_cap(g10,k3,7,4,7,3,7) -1
    x(4,6,g10) cover(4,6) 1
    x(4,6,g10) centre(4,6,g10) 1
    x(4,6,g10) symmetry(4,6,g10) 1
    x(4,7,g10) cover(4,7) 1
    x(4,7,g10) centre(4,7,g10) 1
    x(4,7,g10) symmetry(4,6,g10) -1
    x(5,6,g10) cover(5,6) 1
    x(5,6,g10) symmetry(3,7,g10) -1
    x(5,6,g10) mcf_cap(g10,k3,6,5,7,5,6) -1
    x(5,6,g10) mcf_cap(g10,k3,6,4,6,5,6) -1
    x(5,6,g10) mcf_cap(g10,k3,7,5,7,5,6) -1
    x(5,6,g10) mcf_cap(g10,k3,7,4,6,5,6) -1
    x(5,7,g10) cover(5,7) 1
    x(5,7,g10) symmetry(3,6,g10) -1
    x(5,7,g10) mcf_cap(g10,k3,6,5,6,5,7) -1
    x(5,7,g10) mcf_cap(g10,k3,6,4,7,5,7) -1
    x(5,7,g10) mcf_cap(g10,k3,7,5,6,5,7) -1
    x(5,7,g10) mcf_cap(g10,k3,7,4,7,5,7) -1
    x(3,4,g11) cover(3,4) 1
    x(3,4,g11) symmetry(3,4,g11) 1
    x(3,4,g11) mcf_balance(g11,k3,4,3,4) -1
    x(3,4,g11) mcf_cap(g11,k3,4,3,5,3,4) -1
    x(3,4,g11) mcf_cap(g11,k3,4,4,4,3,4) -1
    x(3,4,g11) mcf_cap(g11,k3,5,3,5,3,4) -1
    x(3,4,g11) mcf_cap(g11,k3,5,4,4,3,4) -1
    x(3,5,g11) cover(3,5) 1
    x(3,5,g11) symmetry(3,5,g11) 1
    x(3,5,g11) mcf_balance(g11,k3,5,3,5) -1
    x(3,5,g11) mcf_cap(g11,k3,4,3,4,3,5) -1
    x(3,5,g11) mcf_cap(g11,k3,4,4,5,3,5) -1
    x(3,5,g11) mcf_cap(g11,k3,5,3,4,3,5) -1
    x(3,5,g11) mcf_cap(g11,k3,5,4,5,3,5) -1
    x(4,4,g11) cover(4,4) 1
    x(4,4,g11) centre(4,4,g11) 1
    x(4,4,g11) symmetry(4,4,g11) 1
    x(4,5,g11) cover(4,5) 1
    x(4,5,g11) centre(4,5,g11) 1
    x(4,5,g11) symmetry(4,5,g11) 1
    x(5,4,g11) cover(5,4) 1
    x(5,4,g11) centre(5,4,g11) 1
    x(5,4,g11) symmetry(4,5,g11) -1
    x(5,5,g11) cover(5,5) 1
    x(5,5,g11) centre(5,5,g11) 1
    x(5,5,g11) symmetry(4,4,g11) -1
    x(6,4,g11) cover(6,4) 1
    x(6,4,g11) symmetry(3,5,g11) -1
    x(6,4,g11) mcf_cap(g11,k3,4,6,5,6,4) -1
    x(6,4,g11) mcf_cap(g11,k3,4,5,4,6,4) -1
    x(6,4,g11) mcf_cap(g11,k3,5,6,5,6,4) -1
    x(6,4,g11) mcf_cap(g11,k3,5,5,4,6,4) -1
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) symmetry(3,4,g11) -1
    x(6,5,g11) mcf_cap(g11,k3,4,6,4,6,5) -1
    x(6,5,g11) mcf_cap(g11,k3,4,5,5,6,5) -1
    x(6,5,g11) mcf_cap(g11,k3,5,6,4,6,5) -1
    x(6,5,g11) mcf_cap(g11,k3,5,5,5,6,5) -1
    x(5,8,g12) cover(5,8) 1
    x(5,8,g12) centre(5,8,g12) 1
    x(5,8,g12) symmetry(5,8,g12) 1
    x(6,8,g12) cover(6,8) 1
    x(6,8,g12) centre(6,8,g12) 1
    x(6,8,g12) symmetry(5,8,g12) -1
    x(5,2,g13) cover(5,2) 1
    x(5,2,g13) symmetry(5,2,g13) 1
    x(5,2,g13) mcf_balance(g13,k5,2,5,2) -1
    x(5,2,g13) mcf_cap(g13,k5,2,5,3,5,2) -1
    x(5,2,g13) mcf_cap(g13,k5,2,6,2,5,2) -1
    x(5,2,g13) mcf_cap(g13,k5,3,5,3,5,2) -1
    x(5,2,g13) mcf_cap(g13,k5,3,6,2,5,2) -1
    x(5,3,g13) cover(5,3) 1
    x(5,3,g13) symmetry(5,3,g13) 1
    x(5,3,g13) mcf_balance(g13,k5,3,5,3) -1
    x(5,3,g13) mcf_cap(g13,k5,2,5,2,5,3) -1
    x(5,3,g13) mcf_cap(g13,k5,3,5,2,5,3) -1
    x(6,2,g13) cover(6,2) 1
    x(6,2,g13) centre(6,2,g13) 1
    x(7,1,g13) cover(7,1) 1
    x(7,1,g13) symmetry(5,3,g13) -1
    x(7,1,g13) mcf_cap(g13,k5,2,7,2,7,1) -1
    x(7,1,g13) mcf_cap(g13,k5,3,7,2,7,1) -1
    x(7,2,g13) cover(7,2) 1
    x(7,2,g13) symmetry(5,2,g13) -1
    x(7,2,g13) mcf_cap(g13,k5,2,7,1,7,2) -1
    x(7,2,g13) mcf_cap(g13,k5,2,6,2,7,2) -1
    x(7,2,g13) mcf_cap(g13,k5,3,7,1,7,2) -1
    x(7,2,g13) mcf_cap(g13,k5,3,6,2,7,2) -1
    x(5,3,g14) cover(5,3) 1
    x(5,3,g14) symmetry(5,3,g14) 1
    x(5,3,g14) mcf_balance(g14,k5,3,5,3) -1
    x(5,3,g14) mcf_cap(g14,k5,3,6,3,5,3) -1
    x(5,3,g14) mcf_cap(g14,k6,4,6,3,5,3) -1
    x(5,3,g14) mcf_cap(g14,k6,5,6,3,5,3) -1
    x(6,3,g14) cover(6,3) 1
    x(6,3,g14) centre(6,3,g14) 1
    x(6,3,g14) symmetry(6,3,g14) 1
    x(6,4,g14) cover(6,4) 1
    x(6,4,g14) symmetry(6,4,g14) 1
    x(6,4,g14) mcf_balance(g14,k6,4,6,4) -1
    x(6,4,g14) mcf_cap(g14,k5,3,6,3,6,4) -1
    x(6,4,g14) mcf_cap(g14,k5,3,6,5,6,4) -1
    x(6,4,g14) mcf_cap(g14,k6,4,6,3,6,4) -1
    x(6,4,g14) mcf_cap(g14,k6,4,6,5,6,4) -1
    x(6,4,g14) mcf_cap(g14,k6,5,6,3,6,4) -1
    x(6,4,g14) mcf_cap(g14,k6,5,6,5,6,4) -1
    x(6,5,g14) cover(6,5) 1
    x(6,5,g14) symmetry(6,5,g14) 1
    x(6,5,g14) mcf_balance(g14,k6,5,6,5) -1
    x(6,5,g14) mcf_cap(g14,k5,3,6,4,6,5) -1
    x(6,5,g14) mcf_cap(g14,k6,4,6,4,6,5) -1
    x(6,5,g14) mcf_cap(g14,k6,5,6,4,6,5) -1
    x(7,1,g14) cover(7,1) 1
    x(7,1,g14) symmetry(6,5,g14) -1
    x(7,1,g14) mcf_cap(g14,k5,3,7,2,7,1) -1
    x(7,1,g14) mcf_cap(g14,k6,4,7,2,7,1) -1
    x(7,1,g14) mcf_cap(g14,k6,5,7,2,7,1) -1
    x(7,2,g14) cover(7,2) 1
    x(7,2,g14) symmetry(6,4,g14) -1
    x(7,2,g14) mcf_cap(g14,k5,3,7,1,7,2) -1
    x(7,2,g14) mcf_cap(g14,k5,3,7,3,7,2) -1
    x(7,2,g14) mcf_cap(g14,k6,4,7,1,7,2) -1
    x(7,2,g14) mcf_cap(g14,k6,4,7,3,7,2) -1
    x(7,2,g14) mcf_cap(g14,k6,5,7,1,7,2) -1
    x(7,2,g14) mcf_cap(g14,k6,5,7,3,7,2) -1
    x(7,3,g14) cover(7,3) 1
    x(7,3,g14) centre(7,3,g14) 1
    x(7,3,g14) symmetry(6,3,g14) -1
    x(8,3,g14) cover(8,3) 1
    x(8,3,g14) symmetry(5,3,g14) -1
    x(8,3,g14) mcf_cap(g14,k5,3,7,3,8,3) -1
    x(8,3,g14) mcf_cap(g14,k6,4,7,3,8,3) -1
    x(8,3,g14) mcf_cap(g14,k6,5,7,3,8,3) -1
    x(5,6,g15) cover(5,6) 1
    x(5,6,g15) symmetry(5,6,g15) 1
    x(5,6,g15) mcf_balance(g15,k5,6,5,6) -1
    x(5,6,g15) mcf_cap(g15,k5,6,5,7,5,6) -1
    x(5,6,g15) mcf_cap(g15,k5,6,6,6,5,6) -1
    x(5,6,g15) mcf_cap(g15,k5,7,5,7,5,6) -1
    x(5,6,g15) mcf_cap(g15,k5,7,6,6,5,6) -1
    x(5,6,g15) mcf_cap(g15,k6,5,5,7,5,6) -1
    x(5,6,g15) mcf_cap(g15,k6,5,6,6,5,6) -1
    x(5,7,g15) cover(5,7) 1
    x(5,7,g15) symmetry(5,7,g15) 1
    x(5,7,g15) mcf_balance(g15,k5,7,5,7) -1
    x(5,7,g15) mcf_cap(g15,k5,6,5,6,5,7) -1
    x(5,7,g15) mcf_cap(g15,k5,6,6,7,5,7) -1
    x(5,7,g15) mcf_cap(g15,k5,7,5,6,5,7) -1
    x(5,7,g15) mcf_cap(g15,k5,7,6,7,5,7) -1
    x(5,7,g15) mcf_cap(g15,k6,5,5,6,5,7) -1
    x(5,7,g15) mcf_cap(g15,k6,5,6,7,5,7) -1
    x(6,5,g15) cover(6,5) 1
    x(6,5,g15) symmetry(6,5,g15) 1
    x(6,5,g15) mcf_balance(g15,k6,5,6,5) -1
    x(6,5,g15) mcf_cap(g15,k5,6,6,6,6,5) -1
    x(6,5,g15) mcf_cap(g15,k5,7,6,6,6,5) -1
    x(6,5,g15) mcf_cap(g15,k6,5,6,6,6,5) -1
    x(6,6,g15) cover(6,6) 1
    x(6,6,g15) centre(6,6,g15) 1
    x(6,6,g15) symmetry(6,6,g15) 1
    x(6,7,g15) cover(6,7) 1
    x(6,7,g15) centre(6,7,g15) 1
    x(6,7,g15) symmetry(6,7,g15) 1
    x(7,6,g15) cover(7,6) 1
    x(7,6,g15) centre(7,6,g15) 1
    x(7,6,g15) symmetry(6,7,g15) -1
    x(7,7,g15) cover(7,7) 1
    x(7,7,g15) centre(7,7,g15) 1
    x(7,7,g15) symmetry(6,6,g15) -1
    x(7,8,g15) cover(7,8) 1
    x(7,8,g15) symmetry(6,5,g15) -1
    x(7,8,g15) mcf_cap(g15,k5,6,7,7,7,8) -1
    x(7,8,g15) mcf_cap(g15,k5,7,7,7,7,8) -1
    x(7,8,g15) mcf_cap(g15,k6,5,7,7,7,8) -1
    x(8,6,g15) cover(8,6) 1
    x(8,6,g15) symmetry(5,7,g15) -1
    x(8,6,g15) mcf_cap(g15,k5,6,8,7,8,6) -1
    x(8,6,g15) mcf_cap(g15,k5,6,7,6,8,6) -1
    x(8,6,g15) mcf_cap(g15,k5,7,8,7,8,6) -1
    x(8,6,g15) mcf_cap(g15,k5,7,7,6,8,6) -1
    x(8,6,g15) mcf_cap(g15,k6,5,8,7,8,6) -1
    x(8,6,g15) mcf_cap(g15,k6,5,7,6,8,6) -1
    x(8,7,g15) cover(8,7) 1
    x(8,7,g15) symmetry(5,6,g15) -1
    x(8,7,g15) mcf_cap(g15,k5,6,8,6,8,7) -1
    x(8,7,g15) mcf_cap(g15,k5,6,7,7,8,7) -1
    x(8,7,g15) mcf_cap(g15,k5,7,8,6,8,7) -1
    x(8,7,g15) mcf_cap(g15,k5,7,7,7,8,7) -1
    x(8,7,g15) mcf_cap(g15,k6,5,8,6,8,7) -1
    x(8,7,g15) mcf_cap(g15,k6,5,7,7,8,7) -1
    x(4,9,g16) cover(4,9) 1
    x(4,9,g16) symmetry(4,9,g16) 1
    x(4,9,g16) mcf_balance(g16,k4,9,4,9) -1
    x(4,9,g16) mcf_cap(g16,k4,9,5,9,4,9) -1
    x(4,9,g16) mcf_cap(g16,k5,9,5,9,4,9) -1
    x(5,9,g16) cover(5,9) 1
    x(5,9,g16) symmetry(5,9,g16) 1
    x(5,9,g16) mcf_balance(g16,k5,9,5,9) -1
    x(5,9,g16) mcf_cap(g16,k4,9,4,9,5,9) -1
    x(5,9,g16) mcf_cap(g16,k4,9,6,9,5,9) -1
    x(5,9,g16) mcf_cap(g16,k5,9,4,9,5,9) -1
    x(5,9,g16) mcf_cap(g16,k5,9,6,9,5,9) -1
    x(6,9,g16) cover(6,9) 1
    x(6,9,g16) centre(6,9,g16) 1
    x(6,9,g16) symmetry(6,9,g16) 1
    x(7,9,g16) cover(7,9) 1
    x(7,9,g16) centre(7,9,g16) 1
    x(7,9,g16) symmetry(6,9,g16) -1
    x(8,9,g16) cover(8,9) 1
    x(8,9,g16) symmetry(5,9,g16) -1
    x(8,9,g16) mcf_cap(g16,k4,9,7,9,8,9) -1
    x(8,9,g16) mcf_cap(g16,k4,9,9,9,8,9) -1
    x(8,9,g16) mcf_cap(g16,k5,9,7,9,8,9) -1
    x(8,9,g16) mcf_cap(g16,k5,9,9,9,8,9) -1
    x(9,9,g16) cover(9,9) 1
    x(9,9,g16) symmetry(4,9,g16) -1
    x(9,9,g16) mcf_cap(g16,k4,9,8,9,9,9) -1
    x(9,9,g16) mcf_cap(g16,k5,9,8,9,9,9) -1
    x(5,0,g17) cover(5,0) 1
    x(5,0,g17) symmetry(5,0,g17) 1
    x(5,0,g17) mcf_balance(g17,k5,0,5,0) -1
    x(5,0,g17) mcf_cap(g17,k5,0,6,0,5,0) -1
    x(5,0,g17) mcf_cap(g17,k6,0,6,0,5,0) -1
    x(6,0,g17) cover(6,0) 1
    x(6,0,g17) symmetry(6,0,g17) 1
    x(6,0,g17) mcf_balance(g17,k6,0,6,0) -1
    x(6,0,g17) mcf_cap(g17,k5,0,5,0,6,0) -1
    x(6,0,g17) mcf_cap(g17,k5,0,7,0,6,0) -1
    x(6,0,g17) mcf_cap(g17,k6,0,5,0,6,0) -1
    x(6,0,g17) mcf_cap(g17,k6,0,7,0,6,0) -1
    x(7,0,g17) cover(7,0) 1
    x(7,0,g17) centre(7,0,g17) 1
    x(8,0,g17) cover(8,0) 1
    x(8,0,g17) symmetry(6,0,g17) -1
    x(8,0,g17) mcf_cap(g17,k5,0,7,0,8,0) -1
    x(8,0,g17) mcf_cap(g17,k5,0,9,0,8,0) -1
    x(8,0,g17) mcf_cap(g17,k6,0,7,0,8,0) -1
    x(8,0,g17) mcf_cap(g17,k6,0,9,0,8,0) -1
    x(9,0,g17) cover(9,0) 1
    x(9,0,g17) symmetry(5,0,g17) -1
    x(9,0,g17) mcf_cap(g17,k5,0,8,0,9,0) -1
    x(9,0,g17) mcf_cap(g17,k6,0,8,0,9,0) -1
    x(6,4,g18) cover(6,4) 1
    x(6,4,g18) symmetry(6,4,g18) 1
    x(6,4,g18) mcf_balance(g18,k6,4,6,4) -1
    x(6,4,g18) mcf_cap(g18,k6,4,7,4,6,4) -1
    x(7,4,g18) cover(7,4) 1
    x(7,4,g18) centre(7,4,g18) 1
    x(7,4,g18) symmetry(7,4,g18) 1
    x(7,5,g18) cover(7,5) 1
    x(7,5,g18) centre(7,5,g18) 1
    x(7,5,g18) symmetry(7,4,g18) -1
    x(8,5,g18) cover(8,5) 1
    x(8,5,g18) symmetry(6,4,g18) -1
    x(8,5,g18) mcf_cap(g18,k6,4,7,5,8,5) -1
    x(7,1,g19) cover(7,1) 1
    x(7,1,g19) symmetry(7,1,g19) 1
    x(7,1,g19) mcf_balance(g19,k7,1,7,1) -1
    x(7,1,g19) mcf_cap(g19,k7,1,8,1,7,1) -1
    x(7,1,g19) mcf_cap(g19,k8,1,8,1,7,1) -1
    x(8,1,g19) cover(8,1) 1
    x(8,1,g19) symmetry(8,1,g19) 1
    x(8,1,g19) mcf_balance(g19,k8,1,8,1) -1
    x(8,1,g19) mcf_cap(g19,k7,1,8,2,8,1) -1
    x(8,1,g19) mcf_cap(g19,k7,1,7,1,8,1) -1
    x(8,1,g19) mcf_cap(g19,k8,1,8,2,8,1) -1
    x(8,1,g19) mcf_cap(g19,k8,1,7,1,8,1) -1
    x(8,2,g19) cover(8,2) 1
    x(8,2,g19) centre(8,2,g19) 1
    x(8,3,g19) cover(8,3) 1
    x(8,3,g19) symmetry(8,1,g19) -1
    x(8,3,g19) mcf_cap(g19,k7,1,8,2,8,3) -1
    x(8,3,g19) mcf_cap(g19,k7,1,9,3,8,3) -1
    x(8,3,g19) mcf_cap(g19,k8,1,8,2,8,3) -1
    x(8,3,g19) mcf_cap(g19,k8,1,9,3,8,3) -1
    x(9,3,g19) cover(9,3) 1
    x(9,3,g19) symmetry(7,1,g19) -1
    x(9,3,g19) mcf_cap(g19,k7,1,8,3,9,3) -1
    x(9,3,g19) mcf_cap(g19,k8,1,8,3,9,3) -1
    x(8,7,g20) cover(8,7) 1
    x(8,7,g20) symmetry(8,7,g20) 1
    x(8,7,g20) mcf_balance(g20,k8,7,8,7) -1
    x(8,7,g20) mcf_cap(g20,k8,7,8,8,8,7) -1
    x(8,8,g20) cover(8,8) 1
    x(8,8,g20) centre(8,8,g20) 1
    x(8,9,g20) cover(8,9) 1
    x(8,9,g20) symmetry(8,7,g20) -1
    x(8,9,g20) mcf_cap(g20,k8,7,8,8,8,9) -1
    x(8,3,g21) cover(8,3) 1
    x(8,3,g21) symmetry(8,3,g21) 1
    x(8,3,g21) mcf_balance(g21,k8,3,8,3) -1
    x(8,3,g21) mcf_cap(g21,k8,3,8,4,8,3) -1
    x(8,3,g21) mcf_cap(g21,k8,3,9,3,8,3) -1
    x(8,3,g21) mcf_cap(g21,k8,5,8,4,8,3) -1
    x(8,3,g21) mcf_cap(g21,k8,5,9,3,8,3) -1
    x(8,4,g21) cover(8,4) 1
    x(8,4,g21) centre(8,4,g21) 1
    x(8,4,g21) symmetry(8,4,g21) 1
    x(8,5,g21) cover(8,5) 1
    x(8,5,g21) symmetry(8,5,g21) 1
    x(8,5,g21) mcf_balance(g21,k8,5,8,5) -1
    x(8,5,g21) mcf_cap(g21,k8,3,8,4,8,5) -1
    x(8,5,g21) mcf_cap(g21,k8,3,9,5,8,5) -1
    x(8,5,g21) mcf_cap(g21,k8,5,8,4,8,5) -1
    x(8,5,g21) mcf_cap(g21,k8,5,9,5,8,5) -1
    x(9,3,g21) cover(9,3) 1
    x(9,3,g21) symmetry(8,5,g21) -1
    x(9,3,g21) mcf_cap(g21,k8,3,9,4,9,3) -1
    x(9,3,g21) mcf_cap(g21,k8,3,8,3,9,3) -1
    x(9,3,g21) mcf_cap(g21,k8,5,9,4,9,3) -1
    x(9,3,g21) mcf_cap(g21,k8,5,8,3,9,3) -1
    x(9,4,g21) cover(9,4) 1
    x(9,4,g21) centre(9,4,g21) 1
    x(9,4,g21) symmetry(8,4,g21) -1
    x(9,5,g21) cover(9,5) 1
    x(9,5,g21) symmetry(8,3,g21) -1
    x(9,5,g21) mcf_cap(g21,k8,3,9,4,9,5) -1
    x(9,5,g21) mcf_cap(g21,k8,3,8,5,9,5) -1
    x(9,5,g21) mcf_cap(g21,k8,5,9,4,9,5) -1
    x(9,5,g21) mcf_cap(g21,k8,5,8,5,9,5) -1
    x(9,0,g22) cover(9,0) 1
    x(9,0,g22) symmetry(9,0,g22) 1
    x(9,0,g22) mcf_balance(g22,k9,0,9,0) -1
    x(9,0,g22) mcf_cap(g22,k9,0,9,1,9,0) -1
    x(9,1,g22) cover(9,1) 1
    x(9,1,g22) centre(9,1,g22) 1
    x(9,1,g22) symmetry(9,1,g22) 1
    x(9,2,g22) cover(9,2) 1
    x(9,2,g22) centre(9,2,g22) 1
    x(9,2,g22) symmetry(9,1,g22) -1
    x(9,3,g22) cover(9,3) 1
    x(9,3,g22) symmetry(9,0,g22) -1
    x(9,3,g22) mcf_cap(g22,k9,0,9,2,9,3) -1
    x(9,6,g23) cover(9,6) 1
    x(9,6,g23) symmetry(9,6,g23) 1
    x(9,6,g23) mcf_balance(g23,k9,6,9,6) -1
    x(9,6,g23) mcf_cap(g23,k9,6,9,7,9,6) -1
    x(9,7,g23) cover(9,7) 1
    x(9,7,g23) centre(9,7,g23) 1
    x(9,7,g23) symmetry(9,7,g23) 1
    x(9,8,g23) cover(9,8) 1
    x(9,8,g23) centre(9,8,g23) 1
    x(9,8,g23) symmetry(9,7,g23) -1
    x(9,9,g23) cover(9,9) 1
    x(9,9,g23) symmetry(9,6,g23) -1
    x(9,9,g23) mcf_cap(g23,k9,6,9,8,9,9) -1
    MARKER0 'MARKER' 'INTEND'
    f(g0,k0,0,0,1,0,0) mcf_balance(g0,k0,0,0,0) 1
    f(g0,k0,0,0,1,0,0) mcf_cap(g0,k0,0,0,1,0,0) 1
    f(g0,k0,0,0,1,0,2) mcf_balance(g0,k0,0,0,2) 1
    f(g0,k0,0,0,2,0,3) mcf_balance(g0,k0,0,0,2) -1
    f(g0,k0,0,0,2,0,3) mcf_balance(g0,k0,0,0,3) 1
    f(g0,k0,0,0,2,0,3) mcf_cap(g0,k0,0,0,2,0,3) 1
    f(g0,k0,0,0,3,0,2) mcf_balance(g0,k0,0,0,2) 1
    f(g0,k0,0,0,3,0,2) mcf_balance(g0,k0,0,0,3) -1
    f(g0,k0,0,1,0,1,1) mcf_balance(g0,k0,0,1,0) -1
    f(g0,k0,0,1,0,1,1) mcf_balance(g0,k0,0,1,1) 1
    f(g0,k0,0,1,1,1,0) mcf_balance(g0,k0,0,1,0) 1
    f(g0,k0,0,1,1,1,0) mcf_balance(g0,k0,0,1,1) -1
    f(g0,k0,0,1,1,1,0) mcf_cap(g0,k0,0,1,1,1,0) 1
    f(g0,k0,0,1,1,1,2) mcf_balance(g0,k0,0,1,1) -1
    f(g0,k0,0,1,1,1,2) mcf_balance(g0,k0,0,1,2) 1
    f(g0,k0,0,1,2,1,1) mcf_balance(g0,k0,0,1,1) 1
    f(g0,k0,0,1,2,1,1) mcf_balance(g0,k0,0,1,2) -1
    f(g0,k0,0,1,2,1,3) mcf_balance(g0,k0,0,1,2) -1
    f(g0,k0,0,1,2,1,3) mcf_balance(g0,k0,0,1,3) 1
    f(g0,k0,0,1,2,1,3) mcf_cap(g0,k0,0,1,2,1,3) 1
    f(g0,k0,0,1,3,1,2) mcf_balance(g0,k0,0,1,2) 1
    f(g0,k0,0,1,3,1,2) mcf_balance(g0,k0,0,1,3) -1
    f(g0,k0,0,0,0,1,0) mcf_balance(g0,k0,0,0,0) -1
    f(g0,k0,0,0,0,1,0) mcf_balance(g0,k0,0,1,0) 1
    f(g0,k0,0,0,0,1,0) mcf_cap(g0,k0,0,0,0,1,0) 1
    f(g0,k0,0,1,0,0,0) mcf_balance(g0,k0,0,0,0) 1
    f(g0,k0,0,1,0,0,0) mcf_balance(g0,k0,0,1,0) -1
    f(g0,k0,0,1,0,0,0) mcf_cap(g0,k0,0,1,0,0,0) 1
    f(g0,k0,0,0,1,1,1) mcf_balance(g0,k0,0,1,1) 1
    f(g0,k0,0,0,2,1,2) mcf_balance(g0,k0,0,0,2) -1
    f(g0,k0,0,0,2,1,2) mcf_balance(g0,k0,0,1,2) 1
    f(g0,k0,0,1,2,0,2) mcf_balance(g0,k0,0,0,2) 1
    f(g0,k0,0,1,2,0,2) mcf_balance(g0,k0,0,1,2) -1
    f(g0,k0,0,0,3,1,3) mcf_balance(g0,k0,0,0,3) -1
    f(g0,k0,0,0,3,1,3) mcf_balance(g0,k0,0,1,3) 1
    f(g0,k0,0,0,3,1,3) mcf_cap(g0,k0,0,0,3,1,3) 1
    f(g0,k0,0,1,3,0,3) mcf_balance(g0,k0,0,0,3) 1
    f(g0,k0,0,1,3,0,3) mcf_balance(g0,k0,0,1,3) -1
    f(g0,k0,0,1,3,0,3) mcf_cap(g0,k0,0,1,3,0,3) 1
    f(g0,k0,3,0,1,0,0) mcf_balance(g0,k0,3,0,0) 1
    f(g0,k0,3,0,1,0,0) mcf_cap(g0,k0,3,0,1,0,0) 1
    f(g0,k0,3,0,1,0,2) mcf_balance(g0,k0,3,0,2) 1
    f(g0,k0,3,0,2,0,3) mcf_balance(g0,k0,3,0,2) -1
    f(g0,k0,3,0,2,0,3) mcf_balance(g0,k0,3,0,3) 1
    f(g0,k0,3,0,2,0,3) mcf_cap(g0,k0,3,0,2,0,3) 1
    f(g0,k0,3,0,3,0,2) mcf_balance(g0,k0,3,0,2) 1
    f(g0,k0,3,0,3,0,2) mcf_balance(g0,k0,3,0,3) -1
    f(g0,k0,3,1,0,1,1) mcf_balance(g0,k0,3,1,0) -1
    f(g0,k0,3,1,0,1,1) mcf_balance(g0,k0,3,1,1) 1
    f(g0,k0,3,1,1,1,0) mcf_balance(g0,k0,3,1,0) 1
    f(g0,k0,3,1,1,1,0) mcf_balance(g0,k0,3,1,1) -1
    f(g0,k0,3,1,1,1,0) mcf_cap(g0,k0,3,1,1,1,0) 1
    f(g0,k0,3,1,1,1,2) mcf_balance(g0,k0,3,1,1) -1
    f(g0,k0,3,1,1,1,2) mcf_balance(g0,k0,3,1,2) 1
    f(g0,k0,3,1,2,1,1) mcf_balance(g0,k0,3,1,1) 1
    f(g0,k0,3,1,2,1,1) mcf_balance(g0,k0,3,1,2) -1
    f(g0,k0,3,1,2,1,3) mcf_balance(g0,k0,3,1,2) -1
    f(g0,k0,3,1,2,1,3) mcf_balance(g0,k0,3,1,3) 1
    f(g0,k0,3,1,2,1,3) mcf_cap(g0,k0,3,1,2,1,3) 1
    f(g0,k0,3,1,3,1,2) mcf_balance(g0,k0,3,1,2) 1
    f(g0,k0,3,1,3,1,2) mcf_balance(g0,k0,3,1,3) -1
    f(g0,k0,3,0,0,1,0) mcf_balance(g0,k0,3,0,0) -1
    f(g0,k0,3,0,0,1,0) mcf_balance(g0,k0,3,1,0) 1
    f(g0,k0,3,0,0,1,0) mcf_cap(g0,k0,3,0,0,1,0) 1
    f(g0,k0,3,1,0,0,0) mcf_balance(g0,k0,3,0,0) 1
    f(g0,k0,3,1,0,0,0) mcf_balance(g0,k0,3,1,0) -1
    f(g0,k0,3,1,0,0,0) mcf_cap(g0,k0,3,1,0,0,0) 1
    f(g0,k0,3,0,1,1,1) mcf_balance(g0,k0,3,1,1) 1
    f(g0,k0,3,0,2,1,2) mcf_balance(g0,k0,3,0,2) -1
    f(g0,k0,3,0,2,1,2) mcf_balance(g0,k0,3,1,2) 1
    f(g0,k0,3,1,2,0,2) mcf_balance(g0,k0,3,0,2) 1
    f(g0,k0,3,1,2,0,2) mcf_balance(g0,k0,3,1,2) -1
    f(g0,k0,3,0,3,1,3) mcf_balance(g0,k0,3,0,3) -1
    f(g0,k0,3,0,3,1,3) mcf_balance(g0,k0,3,1,3) 1
    f(g0,k0,3,0,3,1,3) mcf_cap(g0,k0,3,0,3,1,3) 1
    f(g0,k0,3,1,3,0,3) mcf_balance(g0,k0,3,0,3) 1
    f(g0,k0,3,1,3,0,3) mcf_balance(g0,k0,3,1,3) -1
    f(g0,k0,3,1,3,0,3) mcf_cap(g0,k0,3,1,3,0,3) 1
    f(g2,k0,7,0,7,0,8) mcf_balance(g2,k0,7,0,7) -1
    f(g2,k0,7,0,7,0,8) mcf_balance(g2,k0,7,0,8) 1
    f(g2,k0,7,0,7,0,8) mcf_cap(g2,k0,7,0,7,0,8) 1
    f(g2,k0,7,0,8,0,7) mcf_balance(g2,k0,7,0,7) 1
    f(g2,k0,7,0,8,0,7) mcf_balance(g2,k0,7,0,8) -1
    f(g2,k0,7,0,8,0,7) mcf_cap(g2,k0,7,0,8,0,7) 1
    f(g2,k0,7,0,8,0,9) mcf_balance(g2,k0,7,0,8) -1
    f(g2,k0,7,0,8,0,9) mcf_balance(g2,k0,7,0,9) 1
    f(g2,k0,7,0,8,0,9) mcf_cap(g2,k0,7,0,8,0,9) 1
    f(g2,k0,7,0,9,0,8) mcf_balance(g2,k0,7,0,8) 1
    f(g2,k0,7,0,9,0,8) mcf_balance(g2,k0,7,0,9) -1
    f(g2,k0,7,0,9,0,8) mcf_cap(g2,k0,7,0,9,0,8) 1
    f(g2,k0,7,1,7,1,8) mcf_balance(g2,k0,7,1,8) 1
    f(g2,k0,7,2,6,2,7) mcf_balance(g2,k0,7,2,6) -1
    f(g2,k0,7,2,6,2,7) mcf_balance(g2,k0,7,2,7) 1
    f(g2,k0,7,2,6,2,7) mcf_cap(g2,k0,7,2,6,2,7) 1
    f(g2,k0,7,2,7,2,6) mcf_balance(g2,k0,7,2,6) 1
    f(g2,k0,7,2,7,2,6) mcf_balance(g2,k0,7,2,7) -1
    f(g2,k0,7,2,7,2,6) mcf_cap(g2,k0,7,2,7,2,6) 1
    f(g2,k0,7,2,7,2,8) mcf_balance(g2,k0,7,2,7) -1
    f(g2,k0,7,2,7,2,8) mcf_balance(g2,k0,7,2,8) 1
    f(g2,k0,7,2,7,2,8) mcf_cap(g2,k0,7,2,7,2,8) 1
    f(g2,k0,7,2,8,2,7) mcf_balance(g2,k0,7,2,7) 1
    f(g2,k0,7,2,8,2,7) mcf_balance(g2,k0,7,2,8) -1
    f(g2,k0,7,2,8,2,7) mcf_cap(g2,k0,7,2,8,2,7) 1
    f(g2,k0,7,1,7,0,7) mcf_balance(g2,k0,7,0,7) 1
    f(g2,k0,7,1,7,0,7) mcf_cap(g2,k0,7,1,7,0,7) 1
    f(g2,k0,7,0,8,1,8) mcf_balance(g2,k0,7,0,8) -1
    f(g2,k0,7,0,8,1,8) mcf_balance(g2,k0,7,1,8) 1
    f(g2,k0,7,1,8,0,8) mcf_balance(g2,k0,7,0,8) 1
    f(g2,k0,7,1,8,0,8) mcf_balance(g2,k0,7,1,8) -1
    f(g2,k0,7,1,8,0,8) mcf_cap(g2,k0,7,1,8,0,8) 1
    f(g2,k0,7,1,7,2,7) mcf_balance(g2,k0,7,2,7) 1
    f(g2,k0,7,1,7,2,7) mcf_cap(g2,k0,7,1,7,2,7) 1
    f(g2,k0,7,1,8,2,8) mcf_balance(g2,k0,7,1,8) -1
    f(g2,k0,7,1,8,2,8) mcf_balance(g2,k0,7,2,8) 1
    f(g2,k0,7,1,8,2,8) mcf_cap(g2,k0,7,1,8,2,8) 1
    f(g2,k0,7,2,8,1,8) mcf_balance(g2,k0,7,1,8) 1
    f(g2,k0,7,2,8,1,8) mcf_balance(g2,k0,7,2,8) -1
    f(g2,k0,8,0,7,0,8) mcf_balance(g2,k0,8,0,7) -1
    f(g2,k0,8,0,7,0,8) mcf_balance(g2,k0,8,0,8) 1
    f(g2,k0,8,0,7,0,8) mcf_cap(g2,k0,8,0,7,0,8) 1
    f(g2,k0,8,0,8,0,7) mcf_balance(g2,k0,8,0,7) 1
    f(g2,k0,8,0,8,0,7) mcf_balance(g2,k0,8,0,8) -1
    f(g2,k0,8,0,8,0,7) mcf_cap(g2,k0,8,0,8,0,7) 1
    f(g2,k0,8,0,8,0,9) mcf_balance(g2,k0,8,0,8) -1
    f(g2,k0,8,0,8,0,9) mcf_balance(g2,k0,8,0,9) 1
    f(g2,k0,8,0,8,0,9) mcf_cap(g2,k0,8,0,8,0,9) 1
    f(g2,k0,8,0,9,0,8) mcf_balance(g2,k0,8,0,8) 1
    f(g2,k0,8,0,9,0,8) mcf_balance(g2,k0,8,0,9) -1
    f(g2,k0,8,0,9,0,8) mcf_cap(g2,k0,8,0,9,0,8) 1
    f(g2,k0,8,1,7,1,8) mcf_balance(g2,k0,8,1,8) 1
    f(g2,k0,8,2,6,2,7) mcf_balance(g2,k0,8,2,6) -1
    f(g2,k0,8,2,6,2,7) mcf_balance(g2,k0,8,2,7) 1
    f(g2,k0,8,2,6,2,7) mcf_cap(g2,k0,8,2,6,2,7) 1
    f(g2,k0,8,2,7,2,6) mcf_balance(g2,k0,8,2,6) 1
    f(g2,k0,8,2,7,2,6) mcf_balance(g2,k0,8,2,7) -1
    f(g2,k0,8,2,7,2,6) mcf_cap(g2,k0,8,2,7,2,6) 1
    f(g2,k0,8,2,7,2,8) mcf_balance(g2,k0,8,2,7) -1
    f(g2,k0,8,2,7,2,8) mcf_balance(g2,k0,8,2,8) 1
    f(g2,k0,8,2,7,2,8) mcf_cap(g2,k0,8,2,7,2,8) 1
    f(g2,k0,8,2,8,2,7) mcf_balance(g2,k0,8,2,7) 1
    f(g2,k0,8,2,8,2,7) mcf_balance(g2,k0,8,2,8) -1
    f(g2,k0,8,2,8,2,7) mcf_cap(g2,k0,8,2,8,2,7) 1
    f(g2,k0,8,1,7,0,7) mcf_balance(g2,k0,8,0,7) 1
    f(g2,k0,8,1,7,0,7) mcf_cap(g2,k0,8,1,7,0,7) 1
    f(g2,k0,8,0,8,1,8) mcf_balance(g2,k0,8,0,8) -1
    f(g2,k0,8,0,8,1,8) mcf_balance(g2,k0,8,1,8) 1
    f(g2,k0,8,1,8,0,8) mcf_balance(g2,k0,8,0,8) 1
    f(g2,k0,8,1,8,0,8) mcf_balance(g2,k0,8,1,8) -1
    f(g2,k0,8,1,8,0,8) mcf_cap(g2,k0,8,1,8,0,8) 1
    f(g2,k0,8,1,7,2,7) mcf_balance(g2,k0,8,2,7) 1
    f(g2,k0,8,1,7,2,7) mcf_cap(g2,k0,8,1,7,2,7) 1
    f(g2,k0,8,1,8,2,8) mcf_balance(g2,k0,8,1,8) -1
    f(g2,k0,8,1,8,2,8) mcf_balance(g2,k0,8,2,8) 1
    f(g2,k0,8,1,8,2,8) mcf_cap(g2,k0,8,1,8,2,8) 1
    f(g2,k0,8,2,8,1,8) mcf_balance(g2,k0,8,1,8) 1
    f(g2,k0,8,2,8,1,8) mcf_balance(g2,k0,8,2,8) -1
    f(g2,k0,9,0,7,0,8) mcf_balance(g2,k0,9,0,7) -1
    f(g2,k0,9,0,7,0,8) mcf_balance(g2,k0,9,0,8) 1
    f(g2,k0,9,0,7,0,8) mcf_cap(g2,k0,9,0,7,0,8) 1
    f(g2,k0,9,0,8,0,7) mcf_balance(g2,k0,9,0,7) 1
    f(g2,k0,9,0,8,0,7) mcf_balance(g2,k0,9,0,8) -1
    f(g2,k0,9,0,8,0,7) mcf_cap(g2,k0,9,0,8,0,7) 1
    f(g2,k0,9,0,8,0,9) mcf_balance(g2,k0,9,0,8) -1
    f(g2,k0,9,0,8,0,9) mcf_balance(g2,k0,9,0,9) 1
    f(g2,k0,9,0,8,0,9) mcf_cap(g2,k0,9,0,8,0,9) 1
    f(g2,k0,9,0,9,0,8) mcf_balance(g2,k0,9,0,8) 1
    f(g2,k0,9,0,9,0,8) mcf_balance(g2,k0,9,0,9) -1
    f(g2,k0,9,0,9,0,8) mcf_cap(g2,k0,9,0,9,0,8) 1
    f(g2,k0,9,1,7,1,8) mcf_balance(g2,k0,9,1,8) 1
    f(g2,k0,9,2,6,2,7) mcf_balance(g2,k0,9,2,6) -1
    f(g2,k0,9,2,6,2,7) mcf_balance(g2,k0,9,2,7) 1
    f(g2,k0,9,2,6,2,7) mcf_cap(g2,k0,9,2,6,2,7) 1
    f(g2,k0,9,2,7,2,6) mcf_balance(g2,k0,9,2,6) 1
    f(g2,k0,9,2,7,2,6) mcf_balance(g2,k0,9,2,7) -1
    f(g2,k0,9,2,7,2,6) mcf_cap(g2,k0,9,2,7,2,6) 1
    f(g2,k0,9,2,7,2,8) mcf_balance(g2,k0,9,2,7) -1
    f(g2,k0,9,2,7,2,8) mcf_balance(g2,k0,9,2,8) 1
    f(g2,k0,9,2,7,2,8) mcf_cap(g2,k0,9,2,7,2,8) 1
    f(g2,k0,9,2,8,2,7) mcf_balance(g2,k0,9,2,7) 1
    f(g2,k0,9,2,8,2,7) mcf_balance(g2,k0,9,2,8) -1
    f(g2,k0,9,2,8,2,7) mcf_cap(g2,k0,9,2,8,2,7) 1
    f(g2,k0,9,1,7,0,7) mcf_balance(g2,k0,9,0,7) 1
    f(g2,k0,9,1,7,0,7) mcf_cap(g2,k0,9,1,7,0,7) 1
    f(g2,k0,9,0,8,1,8) mcf_balance(g2,k0,9,0,8) -1
    f(g2,k0,9,0,8,1,8) mcf_balance(g2,k0,9,1,8) 1
    f(g2,k0,9,1,8,0,8) mcf_balance(g2,k0,9,0,8) 1
    f(g2,k0,9,1,8,0,8) mcf_balance(g2,k0,9,1,8) -1
    f(g2,k0,9,1,8,0,8) mcf_cap(g2,k0,9,1,8,0,8) 1
    f(g2,k0,9,1,7,2,7) mcf_balance(g2,k0,9,2,7) 1
    f(g2,k0,9,1,7,2,7) mcf_cap(g2,k0,9,1,7,2,7) 1
    f(g2,k0,9,1,8,2,8) mcf_balance(g2,k0,9,1,8) -1
    f(g2,k0,9,1,8,2,8) mcf_balance(g2,k0,9,2,8) 1
    f(g2,k0,9,1,8,2,8) mcf_cap(g2,k0,9,1,8,2,8) 1
    f(g2,k0,9,2,8,1,8) mcf_balance(g2,k0,9,1,8) 1
    f(g2,k0,9,2,8,1,8) mcf_balance(g2,k0,9,2,8) -1
    f(g3,k0,3,0,3,0,4) mcf_balance(g3,k0,3,0,3) -1
    f(g3,k0,3,0,3,0,4) mcf_balance(g3,k0,3,0,4) 1
    f(g3,k0,3,0,3,0,4) mcf_cap(g3,k0,3,0,3,0,4) 1
    f(g3,k0,3,0,4,0,3) mcf_balance(g3,k0,3,0,3) 1
    f(g3,k0,3,0,4,0,3) mcf_balance(g3,k0,3,0,4) -1
    f(g3,k0,3,0,4,0,3) mcf_cap(g3,k0,3,0,4,0,3) 1
    f(g3,k0,3,0,4,0,5) mcf_balance(g3,k0,3,0,4) -1
    f(g3,k0,3,0,4,0,5) mcf_balance(g3,k0,3,0,5) 1
    f(g3,k0,3,0,4,0,5) mcf_cap(g3,k0,3,0,4,0,5) 1
    f(g3,k0,3,0,5,0,4) mcf_balance(g3,k0,3,0,4) 1
    f(g3,k0,3,0,5,0,4) mcf_balance(g3,k0,3,0,5) -1
    f(g3,k0,3,0,5,0,4) mcf_cap(g3,k0,3,0,5,0,4) 1
    f(g3,k0,3,1,4,1,3) mcf_balance(g3,k0,3,1,3) 1
    f(g3,k0,3,1,4,1,3) mcf_cap(g3,k0,3,1,4,1,3) 1
    f(g3,k0,3,1,4,1,5) mcf_balance(g3,k0,3,1,5) 1
    f(g3,k0,3,2,4,2,5) mcf_balance(g3,k0,3,2,4) -1
    f(g3,k0,3,2,4,2,5) mcf_balance(g3,k0,3,2,5) 1
    f(g3,k0,3,2,5,2,4) mcf_balance(g3,k0,3,2,4) 1
    f(g3,k0,3,2,5,2,4) mcf_balance(g3,k0,3,2,5) -1
    f(g3,k0,3,2,5,2,6) mcf_balance(g3,k0,3,2,5) -1
    f(g3,k0,3,2,5,2,6) mcf_balance(g3,k0,3,2,6) 1
    f(g3,k0,3,2,5,2,6) mcf_cap(g3,k0,3,2,5,2,6) 1
    f(g3,k0,3,2,6,2,5) mcf_balance(g3,k0,3,2,5) 1
    f(g3,k0,3,2,6,2,5) mcf_balance(g3,k0,3,2,6) -1
    f(g3,k0,3,3,4,3,5) mcf_balance(g3,k0,3,3,4) -1
    f(g3,k0,3,3,4,3,5) mcf_balance(g3,k0,3,3,5) 1
    f(g3,k0,3,3,4,3,5) mcf_cap(g3,k0,3,3,4,3,5) 1
    f(g3,k0,3,3,5,3,4) mcf_balance(g3,k0,3,3,4) 1
    f(g3,k0,3,3,5,3,4) mcf_balance(g3,k0,3,3,5) -1
    f(g3,k0,3,3,5,3,4) mcf_cap(g3,k0,3,3,5,3,4) 1
    f(g3,k0,3,3,5,3,6) mcf_balance(g3,k0,3,3,5) -1
    f(g3,k0,3,3,5,3,6) mcf_balance(g3,k0,3,3,6) 1
    f(g3,k0,3,3,5,3,6) mcf_cap(g3,k0,3,3,5,3,6) 1
    f(g3,k0,3,3,6,3,5) mcf_balance(g3,k0,3,3,5) 1
    f(g3,k0,3,3,6,3,5) mcf_balance(g3,k0,3,3,6) -1
    f(g3,k0,3,3,6,3,5) mcf_cap(g3,k0,3,3,6,3,5) 1
    f(g3,k0,3,0,3,1,3) mcf_balance(g3,k0,3,0,3) -1
    f(g3,k0,3,0,3,1,3) mcf_balance(g3,k0,3,1,3) 1
    f(g3,k0,3,0,3,1,3) mcf_cap(g3,k0,3,0,3,1,3) 1
    f(g3,k0,3,1,3,0,3) mcf_balance(g3,k0,3,0,3) 1
    f(g3,k0,3,1,3,0,3) mcf_balance(g3,k0,3,1,3) -1
    f(g3,k0,3,1,3,0,3) mcf_cap(g3,k0,3,1,3,0,3) 1
    f(g3,k0,3,1,4,0,4) mcf_balance(g3,k0,3,0,4) 1
    f(g3,k0,3,1,4,0,4) mcf_cap(g3,k0,3,1,4,0,4) 1
    f(g3,k0,3,0,5,1,5) mcf_balance(g3,k0,3,0,5) -1
    f(g3,k0,3,0,5,1,5) mcf_balance(g3,k0,3,1,5) 1
    f(g3,k0,3,1,5,0,5) mcf_balance(g3,k0,3,0,5) 1
    f(g3,k0,3,1,5,0,5) mcf_balance(g3,k0,3,1,5) -1
    f(g3,k0,3,1,5,0,5) mcf_cap(g3,k0,3,1,5,0,5) 1
    f(g3,k0,3,1,4,2,4) mcf_balance(g3,k0,3,2,4) 1
    f(g3,k0,3,1,5,2,5) mcf_balance(g3,k0,3,1,5) -1
    f(g3,k0,3,1,5,2,5) mcf_balance(g3,k0,3,2,5) 1
    f(g3,k0,3,2,5,1,5) mcf_balance(g3,k0,3,1,5) 1
    f(g3,k0,3,2,5,1,5) mcf_balance(g3,k0,3,2,5) -1
    f(g3,k0,3,2,4,3,4) mcf_balance(g3,k0,3,2,4) -1
    f(g3,k0,3,2,4,3,4) mcf_balance(g3,k0,3,3,4) 1
    f(g3,k0,3,2,4,3,4) mcf_cap(g3,k0,3,2,4,3,4) 1
    f(g3,k0,3,3,4,2,4) mcf_balance(g3,k0,3,2,4) 1
    f(g3,k0,3,3,4,2,4) mcf_balance(g3,k0,3,3,4) -1
    f(g3,k0,3,2,5,3,5) mcf_balance(g3,k0,3,2,5) -1
    f(g3,k0,3,2,5,3,5) mcf_balance(g3,k0,3,3,5) 1
    f(g3,k0,3,2,5,3,5) mcf_cap(g3,k0,3,2,5,3,5) 1
    f(g3,k0,3,3,5,2,5) mcf_balance(g3,k0,3,2,5) 1
    f(g3,k0,3,3,5,2,5) mcf_balance(g3,k0,3,3,5) -1
    f(g3,k0,3,2,6,3,6) mcf_balance(g3,k0,3,2,6) -1
    f(g3,k0,3,2,6,3,6) mcf_balance(g3,k0,3,3,6) 1
    f(g3,k0,3,2,6,3,6) mcf_cap(g3,k0,3,2,6,3,6) 1
    f(g3,k0,3,3,6,2,6) mcf_balance(g3,k0,3,2,6) 1
    f(g3,k0,3,3,6,2,6) mcf_balance(g3,k0,3,3,6) -1
    f(g3,k0,3,3,6,2,6) mcf_cap(g3,k0,3,3,6,2,6) 1
    f(g3,k0,4,0,3,0,4) mcf_balance(g3,k0,4,0,3) -1
    f(g3,k0,4,0,3,0,4) mcf_balance(g3,k0,4,0,4) 1
    f(g3,k0,4,0,3,0,4) mcf_cap(g3,k0,4,0,3,0,4) 1
    f(g3,k0,4,0,4,0,3) mcf_balance(g3,k0,4,0,3) 1
    f(g3,k0,4,0,4,0,3) mcf_balance(g3,k0,4,0,4) -1
    f(g3,k0,4,0,4,0,3) mcf_cap(g3,k0,4,0,4,0,3) 1
    f(g3,k0,4,0,4,0,5) mcf_balance(g3,k0,4,0,4) -1
    f(g3,k0,4,0,4,0,5) mcf_balance(g3,k0,4,0,5) 1
    f(g3,k0,4,0,4,0,5) mcf_cap(g3,k0,4,0,4,0,5) 1
    f(g3,k0,4,0,5,0,4) mcf_balance(g3,k0,4,0,4) 1
    f(g3,k0,4,0,5,0,4) mcf_balance(g3,k0,4,0,5) -1
    f(g3,k0,4,0,5,0,4) mcf_cap(g3,k0,4,0,5,0,4) 1
    f(g3,k0,4,1,4,1,3) mcf_balance(g3,k0,4,1,3) 1
    f(g3,k0,4,1,4,1,3) mcf_cap(g3,k0,4,1,4,1,3) 1
    f(g3,k0,4,1,4,1,5) mcf_balance(g3,k0,4,1,5) 1
    f(g3,k0,4,2,4,2,5) mcf_balance(g3,k0,4,2,4) -1
    f(g3,k0,4,2,4,2,5) mcf_balance(g3,k0,4,2,5) 1
    f(g3,k0,4,2,5,2,4) mcf_balance(g3,k0,4,2,4) 1
    f(g3,k0,4,2,5,2,4) mcf_balance(g3,k0,4,2,5) -1
    f(g3,k0,4,2,5,2,6) mcf_balance(g3,k0,4,2,5) -1
    f(g3,k0,4,2,5,2,6) mcf_balance(g3,k0,4,2,6) 1
    f(g3,k0,4,2,5,2,6) mcf_cap(g3,k0,4,2,5,2,6) 1
    f(g3,k0,4,2,6,2,5) mcf_balance(g3,k0,4,2,5) 1
    f(g3,k0,4,2,6,2,5) mcf_balance(g3,k0,4,2,6) -1
    f(g3,k0,4,3,4,3,5) mcf_balance(g3,k0,4,3,4) -1
    f(g3,k0,4,3,4,3,5) mcf_balance(g3,k0,4,3,5) 1
    f(g3,k0,4,3,4,3,5) mcf_cap(g3,k0,4,3,4,3,5) 1
    f(g3,k0,4,3,5,3,4) mcf_balance(g3,k0,4,3,4) 1
    f(g3,k0,4,3,5,3,4) mcf_balance(g3,k0,4,3,5) -1
    f(g3,k0,4,3,5,3,4) mcf_cap(g3,k0,4,3,5,3,4) 1
    f(g3,k0,4,3,5,3,6) mcf_balance(g3,k0,4,3,5) -1
    f(g3,k0,4,3,5,3,6) mcf_balance(g3,k0,4,3,6) 1
    f(g3,k0,4,3,5,3,6) mcf_cap(g3,k0,4,3,5,3,6) 1
    f(g3,k0,4,3,6,3,5) mcf_balance(g3,k0,4,3,5) 1
    f(g3,k0,4,3,6,3,5) mcf_balance(g3,k0,4,3,6) -1
    f(g3,k0,4,3,6,3,5) mcf_cap(g3,k0,4,3,6,3,5) 1
    f(g3,k0,4,0,3,1,3) mcf_balance(g3,k0,4,0,3) -1
    f(g3,k0,4,0,3,1,3) mcf_balance(g3,k0,4,1,3) 1
    f(g3,k0,4,0,3,1,3) mcf_cap(g3,k0,4,0,3,1,3) 1
    f(g3,k0,4,1,3,0,3) mcf_balance(g3,k0,4,0,3) 1
    f(g3,k0,4,1,3,0,3) mcf_balance(g3,k0,4,1,3) -1
    f(g3,k0,4,1,3,0,3) mcf_cap(g3,k0,4,1,3,0,3) 1
    f(g3,k0,4,1,4,0,4) mcf_balance(g3,k0,4,0,4) 1
    f(g3,k0,4,1,4,0,4) mcf_cap(g3,k0,4,1,4,0,4) 1
    f(g3,k0,4,0,5,1,5) mcf_balance(g3,k0,4,0,5) -1
    f(g3,k0,4,0,5,1,5) mcf_balance(g3,k0,4,1,5) 1
    f(g3,k0,4,1,5,0,5) mcf_balance(g3,k0,4,0,5) 1
    f(g3,k0,4,1,5,0,5) mcf_balance(g3,k0,4,1,5) -1
    f(g3,k0,4,1,5,0,5) mcf_cap(g3,k0,4,1,5,0,5) 1
    f(g3,k0,4,1,4,2,4) mcf_balance(g3,k0,4,2,4) 1
    f(g3,k0,4,1,5,2,5) mcf_balance(g3,k0,4,1,5) -1
    f(g3,k0,4,1,5,2,5) mcf_balance(g3,k0,4,2,5) 1
    f(g3,k0,4,2,5,1,5) mcf_balance(g3,k0,4,1,5) 1
    f(g3,k0,4,2,5,1,5) mcf_balance(g3,k0,4,2,5) -1
    f(g3,k0,4,2,4,3,4) mcf_balance(g3,k0,4,2,4) -1
    f(g3,k0,4,2,4,3,4) mcf_balance(g3,k0,4,3,4) 1
    f(g3,k0,4,2,4,3,4) mcf_cap(g3,k0,4,2,4,3,4) 1
    f(g3,k0,4,3,4,2,4) mcf_balance(g3,k0,4,2,4) 1
    f(g3,k0,4,3,4,2,4) mcf_balance(g3,k0,4,3,4) -1
    f(g3,k0,4,2,5,3,5) mcf_balance(g3,k0,4,2,5) -1
    f(g3,k0,4,2,5,3,5) mcf_balance(g3,k0,4,3,5) 1
    f(g3,k0,4,2,5,3,5) mcf_cap(g3,k0,4,2,5,3,5) 1
    f(g3,k0,4,3,5,2,5) mcf_balance(g3,k0,4,2,5) 1
    f(g3,k0,4,3,5,2,5) mcf_balance(g3,k0,4,3,5) -1
    f(g3,k0,4,2,6,3,6) mcf_balance(g3,k0,4,2,6) -1
    f(g3,k0,4,2,6,3,6) mcf_balance(g3,k0,4,3,6) 1
    f(g3,k0,4,2,6,3,6) mcf_cap(g3,k0,4,2,6,3,6) 1
    f(g3,k0,4,3,6,2,6) mcf_balance(g3,k0,4,2,6) 1
    f(g3,k0,4,3,6,2,6) mcf_balance(g3,k0,4,3,6) -1
    f(g3,k0,4,3,6,2,6) mcf_cap(g3,k0,4,3,6,2,6) 1
    f(g3,k0,5,0,3,0,4) mcf_balance(g3,k0,5,0,3) -1
    f(g3,k0,5,0,3,0,4) mcf_balance(g3,k0,5,0,4) 1
    f(g3,k0,5,0,3,0,4) mcf_cap(g3,k0,5,0,3,0,4) 1
    f(g3,k0,5,0,4,0,3) mcf_balance(g3,k0,5,0,3) 1
    f(g3,k0,5,0,4,0,3) mcf_balance(g3,k0,5,0,4) -1
    f(g3,k0,5,0,4,0,3) mcf_cap(g3,k0,5,0,4,0,3) 1
    f(g3,k0,5,0,4,0,5) mcf_balance(g3,k0,5,0,4) -1
    f(g3,k0,5,0,4,0,5) mcf_balance(g3,k0,5,0,5) 1
    f(g3,k0,5,0,4,0,5) mcf_cap(g3,k0,5,0,4,0,5) 1
    f(g3,k0,5,0,5,0,4) mcf_balance(g3,k0,5,0,4) 1
    f(g3,k0,5,0,5,0,4) mcf_balance(g3,k0,5,0,5) -1
    f(g3,k0,5,0,5,0,4) mcf_cap(g3,k0,5,0,5,0,4) 1
    f(g3,k0,5,1,4,1,3) mcf_balance(g3,k0,5,1,3) 1
    f(g3,k0,5,1,4,1,3) mcf_cap(g3,k0,5,1,4,1,3) 1
    f(g3,k0,5,1,4,1,5) mcf_balance(g3,k0,5,1,5) 1
    f(g3,k0,5,2,4,2,5) mcf_balance(g3,k0,5,2,4) -1
    f(g3,k0,5,2,4,2,5) mcf_balance(g3,k0,5,2,5) 1
    f(g3,k0,5,2,5,2,4) mcf_balance(g3,k0,5,2,4) 1
    f(g3,k0,5,2,5,2,4) mcf_balance(g3,k0,5,2,5) -1
    f(g3,k0,5,2,5,2,6) mcf_balance(g3,k0,5,2,5) -1
    f(g3,k0,5,2,5,2,6) mcf_balance(g3,k0,5,2,6) 1
    f(g3,k0,5,2,5,2,6) mcf_cap(g3,k0,5,2,5,2,6) 1
    f(g3,k0,5,2,6,2,5) mcf_balance(g3,k0,5,2,5) 1
    f(g3,k0,5,2,6,2,5) mcf_balance(g3,k0,5,2,6) -1
    f(g3,k0,5,3,4,3,5) mcf_balance(g3,k0,5,3,4) -1
    f(g3,k0,5,3,4,3,5) mcf_balance(g3,k0,5,3,5) 1
    f(g3,k0,5,3,4,3,5) mcf_cap(g3,k0,5,3,4,3,5) 1
    f(g3,k0,5,3,5,3,4) mcf_balance(g3,k0,5,3,4) 1
    f(g3,k0,5,3,5,3,4) mcf_balance(g3,k0,5,3,5) -1
    f(g3,k0,5,3,5,3,4) mcf_cap(g3,k0,5,3,5,3,4) 1
    f(g3,k0,5,3,5,3,6) mcf_balance(g3,k0,5,3,5) -1
    f(g3,k0,5,3,5,3,6) mcf_balance(g3,k0,5,3,6) 1
    f(g3,k0,5,3,5,3,6) mcf_cap(g3,k0,5,3,5,3,6) 1
    f(g3,k0,5,3,6,3,5) mcf_balance(g3,k0,5,3,5) 1
    f(g3,k0,5,3,6,3,5) mcf_balance(g3,k0,5,3,6) -1
    f(g3,k0,5,3,6,3,5) mcf_cap(g3,k0,5,3,6,3,5) 1
    f(g3,k0,5,0,3,1,3) mcf_balance(g3,k0,5,0,3) -1
    f(g3,k0,5,0,3,1,3) mcf_balance(g3,k0,5,1,3) 1
    f(g3,k0,5,0,3,1,3) mcf_cap(g3,k0,5,0,3,1,3) 1
    f(g3,k0,5,1,3,0,3) mcf_balance(g3,k0,5,0,3) 1
    f(g3,k0,5,1,3,0,3) mcf_balance(g3,k0,5,1,3) -1
    f(g3,k0,5,1,3,0,3) mcf_cap(g3,k0,5,1,3,0,3) 1
    f(g3,k0,5,1,4,0,4) mcf_balance(g3,k0,5,0,4) 1
    f(g3,k0,5,1,4,0,4) mcf_cap(g3,k0,5,1,4,0,4) 1
    f(g3,k0,5,0,5,1,5) mcf_balance(g3,k0,5,0,5) -1
    f(g3,k0,5,0,5,1,5) mcf_balance(g3,k0,5,1,5) 1
    f(g3,k0,5,1,5,0,5) mcf_balance(g3,k0,5,0,5) 1
    f(g3,k0,5,1,5,0,5) mcf_balance(g3,k0,5,1,5) -1
    f(g3,k0,5,1,5,0,5) mcf_cap(g3,k0,5,1,5,0,5) 1
    f(g3,k0,5,1,4,2,4) mcf_balance(g3,k0,5,2,4) 1
    f(g3,k0,5,1,5,2,5) mcf_balance(g3,k0,5,1,5) -1
    f(g3,k0,5,1,5,2,5) mcf_balance(g3,k0,5,2,5) 1
    f(g3,k0,5,2,5,1,5) mcf_balance(g3,k0,5,1,5) 1
    f(g3,k0,5,2,5,1,5) mcf_balance(g3,k0,5,2,5) -1
    f(g3,k0,5,2,4,3,4) mcf_balance(g3,k0,5,2,4) -1
    f(g3,k0,5,2,4,3,4) mcf_balance(g3,k0,5,3,4) 1
    f(g3,k0,5,2,4,3,4) mcf_cap(g3,k0,5,2,4,3,4) 1
    f(g3,k0,5,3,4,2,4) mcf_balance(g3,k0,5,2,4) 1
    f(g3,k0,5,3,4,2,4) mcf_balance(g3,k0,5,3,4) -1
    f(g3,k0,5,2,5,3,5) mcf_balance(g3,k0,5,2,5) -1
    f(g3,k0,5,2,5,3,5) mcf_balance(g3,k0,5,3,5) 1
    f(g3,k0,5,2,5,3,5) mcf_cap(g3,k0,5,2,5,3,5) 1
    f(g3,k0,5,3,5,2,5) mcf_balance(g3,k0,5,2,5) 1
    f(g3,k0,5,3,5,2,5) mcf_balance(g3,k0,5,3,5) -1
    f(g3,k0,5,2,6,3,6) mcf_balance(g3,k0,5,2,6) -1
    f(g3,k0,5,2,6,3,6) mcf_balance(g3,k0,5,3,6) 1
    f(g3,k0,5,2,6,3,6) mcf_cap(g3,k0,5,2,6,3,6) 1
    f(g3,k0,5,3,6,2,6) mcf_balance(g3,k0,5,2,6) 1
    f(g3,k0,5,3,6,2,6) mcf_balance(g3,k0,5,3,6) -1
    f(g3,k0,5,3,6,2,6) mcf_cap(g3,k0,5,3,6,2,6) 1
    f(g3,k1,3,0,3,0,4) mcf_balance(g3,k1,3,0,3) -1
    f(g3,k1,3,0,3,0,4) mcf_balance(g3,k1,3,0,4) 1
    f(g3,k1,3,0,3,0,4) mcf_cap(g3,k1,3,0,3,0,4) 1
    f(g3,k1,3,0,4,0,3) mcf_balance(g3,k1,3,0,3) 1
    f(g3,k1,3,0,4,0,3) mcf_balance(g3,k1,3,0,4) -1
    f(g3,k1,3,0,4,0,3) mcf_cap(g3,k1,3,0,4,0,3) 1
    f(g3,k1,3,0,4,0,5) mcf_balance(g3,k1,3,0,4) -1
    f(g3,k1,3,0,4,0,5) mcf_balance(g3,k1,3,0,5) 1
    f(g3,k1,3,0,4,0,5) mcf_cap(g3,k1,3,0,4,0,5) 1
    f(g3,k1,3,0,5,0,4) mcf_balance(g3,k1,3,0,4) 1
    f(g3,k1,3,0,5,0,4) mcf_balance(g3,k1,3,0,5) -1
    f(g3,k1,3,0,5,0,4) mcf_cap(g3,k1,3,0,5,0,4) 1
    f(g3,k1,3,1,4,1,3) mcf_balance(g3,k1,3,1,3) 1
    f(g3,k1,3,1,4,1,3) mcf_cap(g3,k1,3,1,4,1,3) 1
    f(g3,k1,3,1,4,1,5) mcf_balance(g3,k1,3,1,5) 1
    f(g3,k1,3,2,4,2,5) mcf_balance(g3,k1,3,2,4) -1
    f(g3,k1,3,2,4,2,5) mcf_balance(g3,k1,3,2,5) 1
    f(g3,k1,3,2,5,2,4) mcf_balance(g3,k1,3,2,4) 1
    f(g3,k1,3,2,5,2,4) mcf_balance(g3,k1,3,2,5) -1
    f(g3,k1,3,2,5,2,6) mcf_balance(g3,k1,3,2,5) -1
    f(g3,k1,3,2,5,2,6) mcf_balance(g3,k1,3,2,6) 1
    f(g3,k1,3,2,5,2,6) mcf_cap(g3,k1,3,2,5,2,6) 1
    f(g3,k1,3,2,6,2,5) mcf_balance(g3,k1,3,2,5) 1
    f(g3,k1,3,2,6,2,5) mcf_balance(g3,k1,3,2,6) -1
    f(g3,k1,3,3,4,3,5) mcf_balance(g3,k1,3,3,4) -1
    f(g3,k1,3,3,4,3,5) mcf_balance(g3,k1,3,3,5) 1
    f(g3,k1,3,3,4,3,5) mcf_cap(g3,k1,3,3,4,3,5) 1
    f(g3,k1,3,3,5,3,4) mcf_balance(g3,k1,3,3,4) 1
    f(g3,k1,3,3,5,3,4) mcf_balance(g3,k1,3,3,5) -1
    f(g3,k1,3,3,5,3,4) mcf_cap(g3,k1,3,3,5,3,4) 1
    f(g3,k1,3,3,5,3,6) mcf_balance(g3,k1,3,3,5) -1
    f(g3,k1,3,3,5,3,6) mcf_balance(g3,k1,3,3,6) 1
    f(g3,k1,3,3,5,3,6) mcf_cap(g3,k1,3,3,5,3,6) 1
    f(g3,k1,3,3,6,3,5) mcf_balance(g3,k1,3,3,5) 1
    f(g3,k1,3,3,6,3,5) mcf_balance(g3,k1,3,3,6) -1
    f(g3,k1,3,3,6,3,5) mcf_cap(g3,k1,3,3,6,3,5) 1
    f(g3,k1,3,0,3,1,3) mcf_balance(g3,k1,3,0,3) -1
    f(g3,k1,3,0,3,1,3) mcf_balance(g3,k1,3,1,3) 1
    f(g3,k1,3,0,3,1,3) mcf_cap(g3,k1,3,0,3,1,3) 1
    f(g3,k1,3,1,3,0,3) mcf_balance(g3,k1,3,0,3) 1
    f(g3,k1,3,1,3,0,3) mcf_balance(g3,k1,3,1,3) -1
    f(g3,k1,3,1,3,0,3) mcf_cap(g3,k1,3,1,3,0,3) 1
    f(g3,k1,3,1,4,0,4) mcf_balance(g3,k1,3,0,4) 1
    f(g3,k1,3,1,4,0,4) mcf_cap(g3,k1,3,1,4,0,4) 1
    f(g3,k1,3,0,5,1,5) mcf_balance(g3,k1,3,0,5) -1
    f(g3,k1,3,0,5,1,5) mcf_balance(g3,k1,3,1,5) 1
    f(g3,k1,3,1,5,0,5) mcf_balance(g3,k1,3,0,5) 1
    f(g3,k1,3,1,5,0,5) mcf_balance(g3,k1,3,1,5) -1
    f(g3,k1,3,1,5,0,5) mcf_cap(g3,k1,3,1,5,0,5) 1
    f(g3,k1,3,1,4,2,4) mcf_balance(g3,k1,3,2,4) 1
    f(g3,k1,3,1,5,2,5) mcf_balance(g3,k1,3,1,5) -1
    f(g3,k1,3,1,5,2,5) mcf_balance(g3,k1,3,2,5) 1
    f(g3,k1,3,2,5,1,5) mcf_balance(g3,k1,3,1,5) 1
    f(g3,k1,3,2,5,1,5) mcf_balance(g3,k1,3,2,5) -1
    f(g3,k1,3,2,4,3,4) mcf_balance(g3,k1,3,2,4) -1
    f(g3,k1,3,2,4,3,4) mcf_balance(g3,k1,3,3,4) 1
    f(g3,k1,3,2,4,3,4) mcf_cap(g3,k1,3,2,4,3,4) 1
    f(g3,k1,3,3,4,2,4) mcf_balance(g3,k1,3,2,4) 1
    f(g3,k1,3,3,4,2,4) mcf_balance(g3,k1,3,3,4) -1
    f(g3,k1,3,2,5,3,5) mcf_balance(g3,k1,3,2,5) -1
    f(g3,k1,3,2,5,3,5) mcf_balance(g3,k1,3,3,5) 1
    f(g3,k1,3,2,5,3,5) mcf_cap(g3,k1,3,2,5,3,5) 1
    f(g3,k1,3,3,5,2,5) mcf_balance(g3,k1,3,2,5) 1
    f(g3,k1,3,3,5,2,5) mcf_balance(g3,k1,3,3,5) -1
    f(g3,k1,3,2,6,3,6) mcf_balance(g3,k1,3,2,6) -1
    f(g3,k1,3,2,6,3,6) mcf_balance(g3,k1,3,3,6) 1
    f(g3,k1,3,2,6,3,6) mcf_cap(g3,k1,3,2,6,3,6) 1
    f(g3,k1,3,3,6,2,6) mcf_balance(g3,k1,3,2,6) 1
    f(g3,k1,3,3,6,2,6) mcf_balance(g3,k1,3,3,6) -1
    f(g3,k1,3,3,6,2,6) mcf_cap(g3,k1,3,3,6,2,6) 1
    f(g4,k0,9,1,9,0,9) mcf_balance(g4,k0,9,0,9) 1
    f(g4,k0,9,1,9,0,9) mcf_cap(g4,k0,9,1,9,0,9) 1
    f(g4,k0,9,1,9,2,9) mcf_balance(g4,k0,9,2,9) 1
    f(g4,k0,9,2,9,3,9) mcf_balance(g4,k0,9,2,9) -1
    f(g4,k0,9,2,9,3,9) mcf_balance(g4,k0,9,3,9) 1
    f(g4,k0,9,2,9,3,9) mcf_cap(g4,k0,9,2,9,3,9) 1
    f(g4,k0,9,3,9,2,9) mcf_balance(g4,k0,9,2,9) 1
    f(g4,k0,9,3,9,2,9) mcf_balance(g4,k0,9,3,9) -1
    f(g5,k2,2,2,1,2,2) mcf_balance(g5,k2,2,2,2) 1
    f(g5,k2,2,2,1,2,2) mcf_cap(g5,k2,2,2,1,2,2) 1
    f(g5,k2,2,3,0,3,1) mcf_balance(g5,k2,2,3,0) -1
    f(g5,k2,2,3,0,3,1) mcf_balance(g5,k2,2,3,1) 1
    f(g5,k2,2,3,1,3,0) mcf_balance(g5,k2,2,3,0) 1
    f(g5,k2,2,3,1,3,0) mcf_balance(g5,k2,2,3,1) -1
    f(g5,k2,2,3,1,3,0) mcf_cap(g5,k2,2,3,1,3,0) 1
    f(g5,k2,2,2,1,3,1) mcf_balance(g5,k2,2,3,1) 1
    f(g6,k0,3,2,2,2,3) mcf_balance(g6,k0,3,2,2) -1
    f(g6,k0,3,2,2,2,3) mcf_balance(g6,k0,3,2,3) 1
    f(g6,k0,3,2,2,2,3) mcf_cap(g6,k0,3,2,2,2,3) 1
    f(g6,k0,3,2,3,2,2) mcf_balance(g6,k0,3,2,2) 1
    f(g6,k0,3,2,3,2,2) mcf_balance(g6,k0,3,2,3) -1
    f(g6,k0,3,2,3,2,2) mcf_cap(g6,k0,3,2,3,2,2) 1
    f(g6,k0,3,5,1,5,2) mcf_balance(g6,k0,3,5,1) -1
    f(g6,k0,3,5,1,5,2) mcf_balance(g6,k0,3,5,2) 1
    f(g6,k0,3,5,1,5,2) mcf_cap(g6,k0,3,5,1,5,2) 1
    f(g6,k0,3,5,2,5,1) mcf_balance(g6,k0,3,5,1) 1
    f(g6,k0,3,5,2,5,1) mcf_balance(g6,k0,3,5,2) -1
    f(g6,k0,3,5,2,5,1) mcf_cap(g6,k0,3,5,2,5,1) 1
    f(g6,k0,3,0,3,1,3) mcf_balance(g6,k0,3,0,3) -1
    f(g6,k0,3,0,3,1,3) mcf_balance(g6,k0,3,1,3) 1
    f(g6,k0,3,0,3,1,3) mcf_cap(g6,k0,3,0,3,1,3) 1
    f(g6,k0,3,1,3,0,3) mcf_balance(g6,k0,3,0,3) 1
    f(g6,k0,3,1,3,0,3) mcf_balance(g6,k0,3,1,3) -1
    f(g6,k0,3,1,3,0,3) mcf_cap(g6,k0,3,1,3,0,3) 1
    f(g6,k0,3,1,3,2,3) mcf_balance(g6,k0,3,1,3) -1
    f(g6,k0,3,1,3,2,3) mcf_balance(g6,k0,3,2,3) 1
    f(g6,k0,3,1,3,2,3) mcf_cap(g6,k0,3,1,3,2,3) 1
    f(g6,k0,3,2,3,1,3) mcf_balance(g6,k0,3,1,3) 1
    f(g6,k0,3,2,3,1,3) mcf_balance(g6,k0,3,2,3) -1
    f(g6,k0,3,2,3,1,3) mcf_cap(g6,k0,3,2,3,1,3) 1
    f(g6,k0,3,3,2,2,2) mcf_balance(g6,k0,3,2,2) 1
    f(g6,k0,3,3,2,2,2) mcf_cap(g6,k0,3,3,2,2,2) 1
    f(g6,k0,3,3,2,4,2) mcf_balance(g6,k0,3,4,2) 1
    f(g6,k0,3,4,2,5,2) mcf_balance(g6,k0,3,4,2) -1
    f(g6,k0,3,4,2,5,2) mcf_balance(g6,k0,3,5,2) 1
    f(g6,k0,3,4,2,5,2) mcf_cap(g6,k0,3,4,2,5,2) 1
    f(g6,k0,3,5,2,4,2) mcf_balance(g6,k0,3,4,2) 1
    f(g6,k0,3,5,2,4,2) mcf_balance(g6,k0,3,5,2) -1
    f(g6,k0,3,5,1,6,1) mcf_balance(g6,k0,3,5,1) -1
    f(g6,k0,3,5,1,6,1) mcf_balance(g6,k0,3,6,1) 1
    f(g6,k0,3,5,1,6,1) mcf_cap(g6,k0,3,5,1,6,1) 1
    f(g6,k0,3,6,1,5,1) mcf_balance(g6,k0,3,5,1) 1
    f(g6,k0,3,6,1,5,1) mcf_balance(g6,k0,3,6,1) -1
    f(g6,k0,3,6,1,5,1) mcf_cap(g6,k0,3,6,1,5,1) 1
    f(g6,k0,3,6,1,7,1) mcf_balance(g6,k0,3,6,1) -1
    f(g6,k0,3,6,1,7,1) mcf_balance(g6,k0,3,7,1) 1
    f(g6,k0,3,6,1,7,1) mcf_cap(g6,k0,3,6,1,7,1) 1
    f(g6,k0,3,7,1,6,1) mcf_balance(g6,k0,3,6,1) 1
    f(g6,k0,3,7,1,6,1) mcf_balance(g6,k0,3,7,1) -1
    f(g6,k0,3,7,1,6,1) mcf_cap(g6,k0,3,7,1,6,1) 1
    f(g6,k1,3,2,2,2,3) mcf_balance(g6,k1,3,2,2) -1
    f(g6,k1,3,2,2,2,3) mcf_balance(g6,k1,3,2,3) 1
    f(g6,k1,3,2,2,2,3) mcf_cap(g6,k1,3,2,2,2,3) 1
    f(g6,k1,3,2,3,2,2) mcf_balance(g6,k1,3,2,2) 1
    f(g6,k1,3,2,3,2,2) mcf_balance(g6,k1,3,2,3) -1
    f(g6,k1,3,2,3,2,2) mcf_cap(g6,k1,3,2,3,2,2) 1
    f(g6,k1,3,5,1,5,2) mcf_balance(g6,k1,3,5,1) -1
    f(g6,k1,3,5,1,5,2) mcf_balance(g6,k1,3,5,2) 1
    f(g6,k1,3,5,1,5,2) mcf_cap(g6,k1,3,5,1,5,2) 1
    f(g6,k1,3,5,2,5,1) mcf_balance(g6,k1,3,5,1) 1
    f(g6,k1,3,5,2,5,1) mcf_balance(g6,k1,3,5,2) -1
    f(g6,k1,3,5,2,5,1) mcf_cap(g6,k1,3,5,2,5,1) 1
    f(g6,k1,3,0,3,1,3) mcf_balance(g6,k1,3,0,3) -1
    f(g6,k1,3,0,3,1,3) mcf_balance(g6,k1,3,1,3) 1
    f(g6,k1,3,0,3,1,3) mcf_cap(g6,k1,3,0,3,1,3) 1
    f(g6,k1,3,1,3,0,3) mcf_balance(g6,k1,3,0,3) 1
    f(g6,k1,3,1,3,0,3) mcf_balance(g6,k1,3,1,3) -1
    f(g6,k1,3,1,3,0,3) mcf_cap(g6,k1,3,1,3,0,3) 1
    f(g6,k1,3,1,3,2,3) mcf_balance(g6,k1,3,1,3) -1
    f(g6,k1,3,1,3,2,3) mcf_balance(g6,k1,3,2,3) 1
    f(g6,k1,3,1,3,2,3) mcf_cap(g6,k1,3,1,3,2,3) 1
    f(g6,k1,3,2,3,1,3) mcf_balance(g6,k1,3,1,3) 1
    f(g6,k1,3,2,3,1,3) mcf_balance(g6,k1,3,2,3) -1
    f(g6,k1,3,2,3,1,3) mcf_cap(g6,k1,3,2,3,1,3) 1
    f(g6,k1,3,3,2,2,2) mcf_balance(g6,k1,3,2,2) 1
    f(g6,k1,3,3,2,2,2) mcf_cap(g6,k1,3,3,2,2,2) 1
    f(g6,k1,3,3,2,4,2) mcf_balance(g6,k1,3,4,2) 1
    f(g6,k1,3,4,2,5,2) mcf_balance(g6,k1,3,4,2) -1
    f(g6,k1,3,4,2,5,2) mcf_balance(g6,k1,3,5,2) 1
    f(g6,k1,3,4,2,5,2) mcf_cap(g6,k1,3,4,2,5,2) 1
    f(g6,k1,3,5,2,4,2) mcf_balance(g6,k1,3,4,2) 1
    f(g6,k1,3,5,2,4,2) mcf_balance(g6,k1,3,5,2) -1
    f(g6,k1,3,5,1,6,1) mcf_balance(g6,k1,3,5,1) -1
    f(g6,k1,3,5,1,6,1) mcf_balance(g6,k1,3,6,1) 1
    f(g6,k1,3,5,1,6,1) mcf_cap(g6,k1,3,5,1,6,1) 1
    f(g6,k1,3,6,1,5,1) mcf_balance(g6,k1,3,5,1) 1
    f(g6,k1,3,6,1,5,1) mcf_balance(g6,k1,3,6,1) -1
    f(g6,k1,3,6,1,5,1) mcf_cap(g6,k1,3,6,1,5,1) 1
    f(g6,k1,3,6,1,7,1) mcf_balance(g6,k1,3,6,1) -1
    f(g6,k1,3,6,1,7,1) mcf_balance(g6,k1,3,7,1) 1
    f(g6,k1,3,6,1,7,1) mcf_cap(g6,k1,3,6,1,7,1) 1
    f(g6,k1,3,7,1,6,1) mcf_balance(g6,k1,3,6,1) 1
    f(g6,k1,3,7,1,6,1) mcf_balance(g6,k1,3,7,1) -1
    f(g6,k1,3,7,1,6,1) mcf_cap(g6,k1,3,7,1,6,1) 1
    f(g6,k2,2,2,2,2,3) mcf_balance(g6,k2,2,2,2) -1
    f(g6,k2,2,2,2,2,3) mcf_balance(g6,k2,2,2,3) 1
    f(g6,k2,2,2,2,2,3) mcf_cap(g6,k2,2,2,2,2,3) 1
    f(g6,k2,2,2,3,2,2) mcf_balance(g6,k2,2,2,2) 1
    f(g6,k2,2,2,3,2,2) mcf_balance(g6,k2,2,2,3) -1
    f(g6,k2,2,2,3,2,2) mcf_cap(g6,k2,2,2,3,2,2) 1
    f(g6,k2,2,5,1,5,2) mcf_balance(g6,k2,2,5,1) -1
    f(g6,k2,2,5,1,5,2) mcf_balance(g6,k2,2,5,2) 1
    f(g6,k2,2,5,1,5,2) mcf_cap(g6,k2,2,5,1,5,2) 1
    f(g6,k2,2,5,2,5,1) mcf_balance(g6,k2,2,5,1) 1
    f(g6,k2,2,5,2,5,1) mcf_balance(g6,k2,2,5,2) -1
    f(g6,k2,2,5,2,5,1) mcf_cap(g6,k2,2,5,2,5,1) 1
    f(g6,k2,2,0,3,1,3) mcf_balance(g6,k2,2,0,3) -1
    f(g6,k2,2,0,3,1,3) mcf_balance(g6,k2,2,1,3) 1
    f(g6,k2,2,0,3,1,3) mcf_cap(g6,k2,2,0,3,1,3) 1
    f(g6,k2,2,1,3,0,3) mcf_balance(g6,k2,2,0,3) 1
    f(g6,k2,2,1,3,0,3) mcf_balance(g6,k2,2,1,3) -1
    f(g6,k2,2,1,3,0,3) mcf_cap(g6,k2,2,1,3,0,3) 1
    f(g6,k2,2,1,3,2,3) mcf_balance(g6,k2,2,1,3) -1
    f(g6,k2,2,1,3,2,3) mcf_balance(g6,k2,2,2,3) 1
    f(g6,k2,2,1,3,2,3) mcf_cap(g6,k2,2,1,3,2,3) 1
    f(g6,k2,2,2,3,1,3) mcf_balance(g6,k2,2,1,3) 1
    f(g6,k2,2,2,3,1,3) mcf_balance(g6,k2,2,2,3) -1
    f(g6,k2,2,2,3,1,3) mcf_cap(g6,k2,2,2,3,1,3) 1
    f(g6,k2,2,3,2,2,2) mcf_balance(g6,k2,2,2,2) 1
    f(g6,k2,2,3,2,2,2) mcf_cap(g6,k2,2,3,2,2,2) 1
    f(g6,k2,2,3,2,4,2) mcf_balance(g6,k2,2,4,2) 1
    f(g6,k2,2,4,2,5,2) mcf_balance(g6,k2,2,4,2) -1
    f(g6,k2,2,4,2,5,2) mcf_balance(g6,k2,2,5,2) 1
    f(g6,k2,2,4,2,5,2) mcf_cap(g6,k2,2,4,2,5,2) 1
    f(g6,k2,2,5,2,4,2) mcf_balance(g6,k2,2,4,2) 1
    f(g6,k2,2,5,2,4,2) mcf_balance(g6,k2,2,5,2) -1
    f(g6,k2,2,5,1,6,1) mcf_balance(g6,k2,2,5,1) -1
    f(g6,k2,2,5,1,6,1) mcf_balance(g6,k2,2,6,1) 1
    f(g6,k2,2,5,1,6,1) mcf_cap(g6,k2,2,5,1,6,1) 1
    f(g6,k2,2,6,1,5,1) mcf_balance(g6,k2,2,5,1) 1
    f(g6,k2,2,6,1,5,1) mcf_balance(g6,k2,2,6,1) -1
    f(g6,k2,2,6,1,5,1) mcf_cap(g6,k2,2,6,1,5,1) 1
    f(g6,k2,2,6,1,7,1) mcf_balance(g6,k2,2,6,1) -1
    f(g6,k2,2,6,1,7,1) mcf_balance(g6,k2,2,7,1) 1
    f(g6,k2,2,6,1,7,1) mcf_cap(g6,k2,2,6,1,7,1) 1
    f(g6,k2,2,7,1,6,1) mcf_balance(g6,k2,2,6,1) 1
    f(g6,k2,2,7,1,6,1) mcf_balance(g6,k2,2,7,1) -1
    f(g6,k2,2,7,1,6,1) mcf_cap(g6,k2,2,7,1,6,1) 1
    f(g6,k2,3,2,2,2,3) mcf_balance(g6,k2,3,2,2) -1
    f(g6,k2,3,2,2,2,3) mcf_balance(g6,k2,3,2,3) 1
    f(g6,k2,3,2,2,2,3) mcf_cap(g6,k2,3,2,2,2,3) 1
    f(g6,k2,3,2,3,2,2) mcf_balance(g6,k2,3,2,2) 1
    f(g6,k2,3,2,3,2,2) mcf_balance(g6,k2,3,2,3) -1
    f(g6,k2,3,2,3,2,2) mcf_cap(g6,k2,3,2,3,2,2) 1
    f(g6,k2,3,5,1,5,2) mcf_balance(g6,k2,3,5,1) -1
    f(g6,k2,3,5,1,5,2) mcf_balance(g6,k2,3,5,2) 1
    f(g6,k2,3,5,1,5,2) mcf_cap(g6,k2,3,5,1,5,2) 1
    f(g6,k2,3,5,2,5,1) mcf_balance(g6,k2,3,5,1) 1
    f(g6,k2,3,5,2,5,1) mcf_balance(g6,k2,3,5,2) -1
    f(g6,k2,3,5,2,5,1) mcf_cap(g6,k2,3,5,2,5,1) 1
    f(g6,k2,3,0,3,1,3) mcf_balance(g6,k2,3,0,3) -1
    f(g6,k2,3,0,3,1,3) mcf_balance(g6,k2,3,1,3) 1
    f(g6,k2,3,0,3,1,3) mcf_cap(g6,k2,3,0,3,1,3) 1
    f(g6,k2,3,1,3,0,3) mcf_balance(g6,k2,3,0,3) 1
    f(g6,k2,3,1,3,0,3) mcf_balance(g6,k2,3,1,3) -1
    f(g6,k2,3,1,3,0,3) mcf_cap(g6,k2,3,1,3,0,3) 1
    f(g6,k2,3,1,3,2,3) mcf_balance(g6,k2,3,1,3) -1
    f(g6,k2,3,1,3,2,3) mcf_balance(g6,k2,3,2,3) 1
    f(g6,k2,3,1,3,2,3) mcf_cap(g6,k2,3,1,3,2,3) 1
    f(g6,k2,3,2,3,1,3) mcf_balance(g6,k2,3,1,3) 1
    f(g6,k2,3,2,3,1,3) mcf_balance(g6,k2,3,2,3) -1
    f(g6,k2,3,2,3,1,3) mcf_cap(g6,k2,3,2,3,1,3) 1
    f(g6,k2,3,3,2,2,2) mcf_balance(g6,k2,3,2,2) 1
    f(g6,k2,3,3,2,2,2) mcf_cap(g6,k2,3,3,2,2,2) 1
    f(g6,k2,3,3,2,4,2) mcf_balance(g6,k2,3,4,2) 1
    f(g6,k2,3,4,2,5,2) mcf_balance(g6,k2,3,4,2) -1
    f(g6,k2,3,4,2,5,2) mcf_balance(g6,k2,3,5,2) 1
    f(g6,k2,3,4,2,5,2) mcf_cap(g6,k2,3,4,2,5,2) 1
    f(g6,k2,3,5,2,4,2) mcf_balance(g6,k2,3,4,2) 1
    f(g6,k2,3,5,2,4,2) mcf_balance(g6,k2,3,5,2) -1
    f(g6,k2,3,5,1,6,1) mcf_balance(g6,k2,3,5,1) -1
    f(g6,k2,3,5,1,6,1) mcf_balance(g6,k2,3,6,1) 1
    f(g6,k2,3,5,1,6,1) mcf_cap(g6,k2,3,5,1,6,1) 1
    f(g6,k2,3,6,1,5,1) mcf_balance(g6,k2,3,5,1) 1
    f(g6,k2,3,6,1,5,1) mcf_balance(g6,k2,3,6,1) -1
    f(g6,k2,3,6,1,5,1) mcf_cap(g6,k2,3,6,1,5,1) 1
    f(g6,k2,3,6,1,7,1) mcf_balance(g6,k2,3,6,1) -1
    f(g6,k2,3,6,1,7,1) mcf_balance(g6,k2,3,7,1) 1
    f(g6,k2,3,6,1,7,1) mcf_cap(g6,k2,3,6,1,7,1) 1
    f(g6,k2,3,7,1,6,1) mcf_balance(g6,k2,3,6,1) 1
    f(g6,k2,3,7,1,6,1) mcf_balance(g6,k2,3,7,1) -1
    f(g6,k2,3,7,1,6,1) mcf_cap(g6,k2,3,7,1,6,1) 1
    f(g7,k2,3,3,3,2,3) mcf_balance(g7,k2,3,2,3) 1
    f(g7,k2,3,3,3,2,3) mcf_cap(g7,k2,3,3,3,2,3) 1
    f(g7,k2,3,3,3,4,3) mcf_balance(g7,k2,3,4,3) 1
    f(g7,k2,3,4,3,5,3) mcf_balance(g7,k2,3,4,3) -1
    f(g7,k2,3,4,3,5,3) mcf_balance(g7,k2,3,5,3) 1
    f(g7,k2,3,4,3,5,3) mcf_cap(g7,k2,3,4,3,5,3) 1
    f(g7,k2,3,5,3,4,3) mcf_balance(g7,k2,3,4,3) 1
    f(g7,k2,3,5,3,4,3) mcf_balance(g7,k2,3,5,3) -1
    f(g8,k2,7,3,8,3,7) mcf_balance(g8,k2,7,3,7) 1
    f(g8,k2,7,3,8,3,7) mcf_cap(g8,k2,7,3,8,3,7) 1
    f(g8,k2,7,4,8,4,9) mcf_balance(g8,k2,7,4,8) -1
    f(g8,k2,7,4,8,4,9) mcf_balance(g8,k2,7,4,9) 1
    f(g8,k2,7,4,8,4,9) mcf_cap(g8,k2,7,4,8,4,9) 1
    f(g8,k2,7,4,9,4,8) mcf_balance(g8,k2,7,4,8) 1
    f(g8,k2,7,4,9,4,8) mcf_balance(g8,k2,7,4,9) -1
    f(g8,k2,7,2,7,3,7) mcf_balance(g8,k2,7,2,7) -1
    f(g8,k2,7,2,7,3,7) mcf_balance(g8,k2,7,3,7) 1
    f(g8,k2,7,2,7,3,7) mcf_cap(g8,k2,7,2,7,3,7) 1
    f(g8,k2,7,3,7,2,7) mcf_balance(g8,k2,7,2,7) 1
    f(g8,k2,7,3,7,2,7) mcf_balance(g8,k2,7,3,7) -1
    f(g8,k2,7,3,7,2,7) mcf_cap(g8,k2,7,3,7,2,7) 1
    f(g8,k2,7,3,8,4,8) mcf_balance(g8,k2,7,4,8) 1
    f(g8,k2,7,4,9,5,9) mcf_balance(g8,k2,7,4,9) -1
    f(g8,k2,7,4,9,5,9) mcf_balance(g8,k2,7,5,9) 1
    f(g8,k2,7,4,9,5,9) mcf_cap(g8,k2,7,4,9,5,9) 1
    f(g8,k2,7,5,9,4,9) mcf_balance(g8,k2,7,4,9) 1
    f(g8,k2,7,5,9,4,9) mcf_balance(g8,k2,7,5,9) -1
    f(g8,k2,7,5,9,4,9) mcf_cap(g8,k2,7,5,9,4,9) 1
    f(g8,k3,7,3,8,3,7) mcf_balance(g8,k3,7,3,7) 1
    f(g8,k3,7,3,8,3,7) mcf_cap(g8,k3,7,3,8,3,7) 1
    f(g8,k3,7,4,8,4,9) mcf_balance(g8,k3,7,4,8) -1
    f(g8,k3,7,4,8,4,9) mcf_balance(g8,k3,7,4,9) 1
    f(g8,k3,7,4,8,4,9) mcf_cap(g8,k3,7,4,8,4,9) 1
    f(g8,k3,7,4,9,4,8) mcf_balance(g8,k3,7,4,8) 1
    f(g8,k3,7,4,9,4,8) mcf_balance(g8,k3,7,4,9) -1
    f(g8,k3,7,2,7,3,7) mcf_balance(g8,k3,7,2,7) -1
    f(g8,k3,7,2,7,3,7) mcf_balance(g8,k3,7,3,7) 1
    f(g8,k3,7,2,7,3,7) mcf_cap(g8,k3,7,2,7,3,7) 1
    f(g8,k3,7,3,7,2,7) mcf_balance(g8,k3,7,2,7) 1
    f(g8,k3,7,3,7,2,7) mcf_balance(g8,k3,7,3,7) -1
    f(g8,k3,7,3,7,2,7) mcf_cap(g8,k3,7,3,7,2,7) 1
    f(g8,k3,7,3,8,4,8) mcf_balance(g8,k3,7,4,8) 1
    f(g8,k3,7,4,9,5,9) mcf_balance(g8,k3,7,4,9) -1
    f(g8,k3,7,4,9,5,9) mcf_balance(g8,k3,7,5,9) 1
    f(g8,k3,7,4,9,5,9) mcf_cap(g8,k3,7,4,9,5,9) 1
    f(g8,k3,7,5,9,4,9) mcf_balance(g8,k3,7,4,9) 1
    f(g8,k3,7,5,9,4,9) mcf_balance(g8,k3,7,5,9) -1
    f(g8,k3,7,5,9,4,9) mcf_cap(g8,k3,7,5,9,4,9) 1
    f(g9,k0,0,4,0,4,1) mcf_balance(g9,k0,0,4,1) 1
    f(g9,k0,0,0,0,1,0) mcf_balance(g9,k0,0,0,0) -1
    f(g9,k0,0,0,0,1,0) mcf_balance(g9,k0,0,1,0) 1
    f(g9,k0,0,0,0,1,0) mcf_cap(g9,k0,0,0,0,1,0) 1
    f(g9,k0,0,1,0,0,0) mcf_balance(g9,k0,0,0,0) 1
    f(g9,k0,0,1,0,0,0) mcf_balance(g9,k0,0,1,0) -1
    f(g9,k0,0,1,0,0,0) mcf_cap(g9,k0,0,1,0,0,0) 1
    f(g9,k0,0,1,0,2,0) mcf_balance(g9,k0,0,1,0) -1
    f(g9,k0,0,1,0,2,0) mcf_balance(g9,k0,0,2,0) 1
    f(g9,k0,0,1,0,2,0) mcf_cap(g9,k0,0,1,0,2,0) 1
    f(g9,k0,0,2,0,1,0) mcf_balance(g9,k0,0,1,0) 1
    f(g9,k0,0,2,0,1,0) mcf_balance(g9,k0,0,2,0) -1
    f(g9,k0,0,2,0,1,0) mcf_cap(g9,k0,0,2,0,1,0) 1
    f(g9,k0,0,2,0,3,0) mcf_balance(g9,k0,0,2,0) -1
    f(g9,k0,0,2,0,3,0) mcf_balance(g9,k0,0,3,0) 1
    f(g9,k0,0,2,0,3,0) mcf_cap(g9,k0,0,2,0,3,0) 1
    f(g9,k0,0,3,0,2,0) mcf_balance(g9,k0,0,2,0) 1
    f(g9,k0,0,3,0,2,0) mcf_balance(g9,k0,0,3,0) -1
    f(g9,k0,0,3,0,2,0) mcf_cap(g9,k0,0,3,0,2,0) 1
    f(g9,k0,0,4,0,3,0) mcf_balance(g9,k0,0,3,0) 1
    f(g9,k0,0,4,0,3,0) mcf_cap(g9,k0,0,4,0,3,0) 1
    f(g9,k0,0,4,1,5,1) mcf_balance(g9,k0,0,4,1) -1
    f(g9,k0,0,4,1,5,1) mcf_balance(g9,k0,0,5,1) 1
    f(g9,k0,0,4,1,5,1) mcf_cap(g9,k0,0,4,1,5,1) 1
    f(g9,k0,0,5,1,4,1) mcf_balance(g9,k0,0,4,1) 1
    f(g9,k0,0,5,1,4,1) mcf_balance(g9,k0,0,5,1) -1
    f(g9,k0,0,5,1,6,1) mcf_balance(g9,k0,0,5,1) -1
    f(g9,k0,0,5,1,6,1) mcf_balance(g9,k0,0,6,1) 1
    f(g9,k0,0,5,1,6,1) mcf_cap(g9,k0,0,5,1,6,1) 1
    f(g9,k0,0,6,1,5,1) mcf_balance(g9,k0,0,5,1) 1
    f(g9,k0,0,6,1,5,1) mcf_balance(g9,k0,0,6,1) -1
    f(g9,k0,0,6,1,5,1) mcf_cap(g9,k0,0,6,1,5,1) 1
    f(g9,k0,0,6,1,7,1) mcf_balance(g9,k0,0,6,1) -1
    f(g9,k0,0,6,1,7,1) mcf_balance(g9,k0,0,7,1) 1
    f(g9,k0,0,6,1,7,1) mcf_cap(g9,k0,0,6,1,7,1) 1
    f(g9,k0,0,7,1,6,1) mcf_balance(g9,k0,0,6,1) 1
    f(g9,k0,0,7,1,6,1) mcf_balance(g9,k0,0,7,1) -1
    f(g9,k0,0,7,1,6,1) mcf_cap(g9,k0,0,7,1,6,1) 1
    f(g9,k0,0,7,1,8,1) mcf_balance(g9,k0,0,7,1) -1
    f(g9,k0,0,7,1,8,1) mcf_balance(g9,k0,0,8,1) 1
    f(g9,k0,0,7,1,8,1) mcf_cap(g9,k0,0,7,1,8,1) 1
    f(g9,k0,0,8,1,7,1) mcf_balance(g9,k0,0,7,1) 1
    f(g9,k0,0,8,1,7,1) mcf_balance(g9,k0,0,8,1) -1
    f(g9,k0,0,8,1,7,1) mcf_cap(g9,k0,0,8,1,7,1) 1
    f(g9,k1,0,4,0,4,1) mcf_balance(g9,k1,0,4,1) 1
    f(g9,k1,0,0,0,1,0) mcf_balance(g9,k1,0,0,0) -1
    f(g9,k1,0,0,0,1,0) mcf_balance(g9,k1,0,1,0) 1
    f(g9,k1,0,0,0,1,0) mcf_cap(g9,k1,0,0,0,1,0) 1
    f(g9,k1,0,1,0,0,0) mcf_balance(g9,k1,0,0,0) 1
    f(g9,k1,0,1,0,0,0) mcf_balance(g9,k1,0,1,0) -1
    f(g9,k1,0,1,0,0,0) mcf_cap(g9,k1,0,1,0,0,0) 1
    f(g9,k1,0,1,0,2,0) mcf_balance(g9,k1,0,1,0) -1
    f(g9,k1,0,1,0,2,0) mcf_balance(g9,k1,0,2,0) 1
    f(g9,k1,0,1,0,2,0) mcf_cap(g9,k1,0,1,0,2,0) 1
    f(g9,k1,0,2,0,1,0) mcf_balance(g9,k1,0,1,0) 1
    f(g9,k1,0,2,0,1,0) mcf_balance(g9,k1,0,2,0) -1
    f(g9,k1,0,2,0,1,0) mcf_cap(g9,k1,0,2,0,1,0) 1
    f(g9,k1,0,2,0,3,0) mcf_balance(g9,k1,0,2,0) -1
    f(g9,k1,0,2,0,3,0) mcf_balance(g9,k1,0,3,0) 1
    f(g9,k1,0,2,0,3,0) mcf_cap(g9,k1,0,2,0,3,0) 1
    f(g9,k1,0,3,0,2,0) mcf_balance(g9,k1,0,2,0) 1
    f(g9,k1,0,3,0,2,0) mcf_balance(g9,k1,0,3,0) -1
    f(g9,k1,0,3,0,2,0) mcf_cap(g9,k1,0,3,0,2,0) 1
    f(g9,k1,0,4,0,3,0) mcf_balance(g9,k1,0,3,0) 1
    f(g9,k1,0,4,0,3,0) mcf_cap(g9,k1,0,4,0,3,0) 1
    f(g9,k1,0,4,1,5,1) mcf_balance(g9,k1,0,4,1) -1
    f(g9,k1,0,4,1,5,1) mcf_balance(g9,k1,0,5,1) 1
    f(g9,k1,0,4,1,5,1) mcf_cap(g9,k1,0,4,1,5,1) 1
    f(g9,k1,0,5,1,4,1) mcf_balance(g9,k1,0,4,1) 1
    f(g9,k1,0,5,1,4,1) mcf_balance(g9,k1,0,5,1) -1
    f(g9,k1,0,5,1,6,1) mcf_balance(g9,k1,0,5,1) -1
    f(g9,k1,0,5,1,6,1) mcf_balance(g9,k1,0,6,1) 1
    f(g9,k1,0,5,1,6,1) mcf_cap(g9,k1,0,5,1,6,1) 1
    f(g9,k1,0,6,1,5,1) mcf_balance(g9,k1,0,5,1) 1
    f(g9,k1,0,6,1,5,1) mcf_balance(g9,k1,0,6,1) -1
    f(g9,k1,0,6,1,5,1) mcf_cap(g9,k1,0,6,1,5,1) 1
    f(g9,k1,0,6,1,7,1) mcf_balance(g9,k1,0,6,1) -1
    f(g9,k1,0,6,1,7,1) mcf_balance(g9,k1,0,7,1) 1
    f(g9,k1,0,6,1,7,1) mcf_cap(g9,k1,0,6,1,7,1) 1
    f(g9,k1,0,7,1,6,1) mcf_balance(g9,k1,0,6,1) 1
    f(g9,k1,0,7,1,6,1) mcf_balance(g9,k1,0,7,1) -1
    f(g9,k1,0,7,1,6,1) mcf_cap(g9,k1,0,7,1,6,1) 1
    f(g9,k1,0,7,1,8,1) mcf_balance(g9,k1,0,7,1) -1
    f(g9,k1,0,7,1,8,1) mcf_balance(g9,k1,0,8,1) 1
    f(g9,k1,0,7,1,8,1) mcf_cap(g9,k1,0,7,1,8,1) 1
    f(g9,k1,0,8,1,7,1) mcf_balance(g9,k1,0,7,1) 1
    f(g9,k1,0,8,1,7,1) mcf_balance(g9,k1,0,8,1) -1
    f(g9,k1,0,8,1,7,1) mcf_cap(g9,k1,0,8,1,7,1) 1
    f(g9,k2,0,4,0,4,1) mcf_balance(g9,k2,0,4,1) 1
    f(g9,k2,0,0,0,1,0) mcf_balance(g9,k2,0,0,0) -1
    f(g9,k2,0,0,0,1,0) mcf_balance(g9,k2,0,1,0) 1
    f(g9,k2,0,0,0,1,0) mcf_cap(g9,k2,0,0,0,1,0) 1
    f(g9,k2,0,1,0,0,0) mcf_balance(g9,k2,0,0,0) 1
    f(g9,k2,0,1,0,0,0) mcf_balance(g9,k2,0,1,0) -1
    f(g9,k2,0,1,0,0,0) mcf_cap(g9,k2,0,1,0,0,0) 1
    f(g9,k2,0,1,0,2,0) mcf_balance(g9,k2,0,1,0) -1
    f(g9,k2,0,1,0,2,0) mcf_balance(g9,k2,0,2,0) 1
    f(g9,k2,0,1,0,2,0) mcf_cap(g9,k2,0,1,0,2,0) 1
    f(g9,k2,0,2,0,1,0) mcf_balance(g9,k2,0,1,0) 1
    f(g9,k2,0,2,0,1,0) mcf_balance(g9,k2,0,2,0) -1
    f(g9,k2,0,2,0,1,0) mcf_cap(g9,k2,0,2,0,1,0) 1
    f(g9,k2,0,2,0,3,0) mcf_balance(g9,k2,0,2,0) -1
    f(g9,k2,0,2,0,3,0) mcf_balance(g9,k2,0,3,0) 1
    f(g9,k2,0,2,0,3,0) mcf_cap(g9,k2,0,2,0,3,0) 1
    f(g9,k2,0,3,0,2,0) mcf_balance(g9,k2,0,2,0) 1
    f(g9,k2,0,3,0,2,0) mcf_balance(g9,k2,0,3,0) -1
    f(g9,k2,0,3,0,2,0) mcf_cap(g9,k2,0,3,0,2,0) 1
    f(g9,k2,0,4,0,3,0) mcf_balance(g9,k2,0,3,0) 1
    f(g9,k2,0,4,0,3,0) mcf_cap(g9,k2,0,4,0,3,0) 1
    f(g9,k2,0,4,1,5,1) mcf_balance(g9,k2,0,4,1) -1
    f(g9,k2,0,4,1,5,1) mcf_balance(g9,k2,0,5,1) 1
    f(g9,k2,0,4,1,5,1) mcf_cap(g9,k2,0,4,1,5,1) 1
    f(g9,k2,0,5,1,4,1) mcf_balance(g9,k2,0,4,1) 1
    f(g9,k2,0,5,1,4,1) mcf_balance(g9,k2,0,5,1) -1
    f(g9,k2,0,5,1,6,1) mcf_balance(g9,k2,0,5,1) -1
    f(g9,k2,0,5,1,6,1) mcf_balance(g9,k2,0,6,1) 1
    f(g9,k2,0,5,1,6,1) mcf_cap(g9,k2,0,5,1,6,1) 1
    f(g9,k2,0,6,1,5,1) mcf_balance(g9,k2,0,5,1) 1
    f(g9,k2,0,6,1,5,1) mcf_balance(g9,k2,0,6,1) -1
    f(g9,k2,0,6,1,5,1) mcf_cap(g9,k2,0,6,1,5,1) 1
    f(g9,k2,0,6,1,7,1) mcf_balance(g9,k2,0,6,1) -1
    f(g9,k2,0,6,1,7,1) mcf_balance(g9,k2,0,7,1) 1
    f(g9,k2,0,6,1,7,1) mcf_cap(g9,k2,0,6,1,7,1) 1
    f(g9,k2,0,7,1,6,1) mcf_balance(g9,k2,0,6,1) 1
    f(g9,k2,0,7,1,6,1) mcf_balance(g9,k2,0,7,1) -1
    f(g9,k2,0,7,1,6,1) mcf_cap(g9,k2,0,7,1,6,1) 1
    f(g9,k2,0,7,1,8,1) mcf_balance(g9,k2,0,7,1) -1
    f(g9,k2,0,7,1,8,1) mcf_balance(g9,k2,0,8,1) 1
    f(g9,k2,0,7,1,8,1) mcf_cap(g9,k2,0,7,1,8,1) 1
    f(g9,k2,0,8,1,7,1) mcf_balance(g9,k2,0,7,1) 1
    f(g9,k2,0,8,1,7,1) mcf_balance(g9,k2,0,8,1) -1
    f(g9,k2,0,8,1,7,1) mcf_cap(g9,k2,0,8,1,7,1) 1
    f(g9,k3,0,4,0,4,1) mcf_balance(g9,k3,0,4,1) 1
    f(g9,k3,0,0,0,1,0) mcf_balance(g9,k3,0,0,0) -1
    f(g9,k3,0,0,0,1,0) mcf_balance(g9,k3,0,1,0) 1
    f(g9,k3,0,0,0,1,0) mcf_cap(g9,k3,0,0,0,1,0) 1
    f(g9,k3,0,1,0,0,0) mcf_balance(g9,k3,0,0,0) 1
    f(g9,k3,0,1,0,0,0) mcf_balance(g9,k3,0,1,0) -1
    f(g9,k3,0,1,0,0,0) mcf_cap(g9,k3,0,1,0,0,0) 1
    f(g9,k3,0,1,0,2,0) mcf_balance(g9,k3,0,1,0) -1
    f(g9,k3,0,1,0,2,0) mcf_balance(g9,k3,0,2,0) 1
    f(g9,k3,0,1,0,2,0) mcf_cap(g9,k3,0,1,0,2,0) 1
    f(g9,k3,0,2,0,1,0) mcf_balance(g9,k3,0,1,0) 1
    f(g9,k3,0,2,0,1,0) mcf_balance(g9,k3,0,2,0) -1
    f(g9,k3,0,2,0,1,0) mcf_cap(g9,k3,0,2,0,1,0) 1
    f(g9,k3,0,2,0,3,0) mcf_balance(g9,k3,0,2,0) -1
    f(g9,k3,0,2,0,3,0) mcf_balance(g9,k3,0,3,0) 1
    f(g9,k3,0,2,0,3,0) mcf_cap(g9,k3,0,2,0,3,0) 1
    f(g9,k3,0,3,0,2,0) mcf_balance(g9,k3,0,2,0) 1
    f(g9,k3,0,3,0,2,0) mcf_balance(g9,k3,0,3,0) -1
    f(g9,k3,0,3,0,2,0) mcf_cap(g9,k3,0,3,0,2,0) 1
    f(g9,k3,0,4,0,3,0) mcf_balance(g9,k3,0,3,0) 1
    f(g9,k3,0,4,0,3,0) mcf_cap(g9,k3,0,4,0,3,0) 1
    f(g9,k3,0,4,1,5,1) mcf_balance(g9,k3,0,4,1) -1
    f(g9,k3,0,4,1,5,1) mcf_balance(g9,k3,0,5,1) 1
    f(g9,k3,0,4,1,5,1) mcf_cap(g9,k3,0,4,1,5,1) 1
    f(g9,k3,0,5,1,4,1) mcf_balance(g9,k3,0,4,1) 1
    f(g9,k3,0,5,1,4,1) mcf_balance(g9,k3,0,5,1) -1
    f(g9,k3,0,5,1,6,1) mcf_balance(g9,k3,0,5,1) -1
    f(g9,k3,0,5,1,6,1) mcf_balance(g9,k3,0,6,1) 1
    f(g9,k3,0,5,1,6,1) mcf_cap(g9,k3,0,5,1,6,1) 1
    f(g9,k3,0,6,1,5,1) mcf_balance(g9,k3,0,5,1) 1
    f(g9,k3,0,6,1,5,1) mcf_balance(g9,k3,0,6,1) -1
    f(g9,k3,0,6,1,5,1) mcf_cap(g9,k3,0,6,1,5,1) 1
    f(g9,k3,0,6,1,7,1) mcf_balance(g9,k3,0,6,1) -1
    f(g9,k3,0,6,1,7,1) mcf_balance(g9,k3,0,7,1) 1
    f(g9,k3,0,6,1,7,1) mcf_cap(g9,k3,0,6,1,7,1) 1
    f(g9,k3,0,7,1,6,1) mcf_balance(g9,k3,0,6,1) 1
    f(g9,k3,0,7,1,6,1) mcf_balance(g9,k3,0,7,1) -1
    f(g9,k3,0,7,1,6,1) mcf_cap(g9,k3,0,7,1,6,1) 1
    f(g9,k3,0,7,1,8,1) mcf_balance(g9,k3,0,7,1) -1
    f(g9,k3,0,7,1,8,1) mcf_balance(g9,k3,0,8,1) 1
    f(g9,k3,0,7,1,8,1) mcf_cap(g9,k3,0,7,1,8,1) 1
    f(g9,k3,0,8,1,7,1) mcf_balance(g9,k3,0,7,1) 1
    f(g9,k3,0,8,1,7,1) mcf_balance(g9,k3,0,8,1) -1
    f(g9,k3,0,8,1,7,1) mcf_cap(g9,k3,0,8,1,7,1) 1
    f(g10,k3,6,3,6,3,7) mcf_balance(g10,k3,6,3,6) -1
    f(g10,k3,6,3,6,3,7) mcf_balance(g10,k3,6,3,7) 1
    f(g10,k3,6,3,6,3,7) mcf_cap(g10,k3,6,3,6,3,7) 1
    f(g10,k3,6,3,7,3,6) mcf_balance(g10,k3,6,3,6) 1
    f(g10,k3,6,3,7,3,6) mcf_balance(g10,k3,6,3,7) -1
    f(g10,k3,6,3,7,3,6) mcf_cap(g10,k3,6,3,7,3,6) 1
    f(g10,k3,6,4,6,4,7) mcf_balance(g10,k3,6,4,7) 1
    f(g10,k3,6,5,6,5,7) mcf_balance(g10,k3,6,5,6) -1
    f(g10,k3,6,5,6,5,7) mcf_balance(g10,k3,6,5,7) 1
    f(g10,k3,6,5,6,5,7) mcf_cap(g10,k3,6,5,6,5,7) 1
    f(g10,k3,6,5,7,5,6) mcf_balance(g10,k3,6,5,6) 1
    f(g10,k3,6,5,7,5,6) mcf_balance(g10,k3,6,5,7) -1
    f(g10,k3,6,5,7,5,6) mcf_cap(g10,k3,6,5,7,5,6) 1
    f(g10,k3,6,4,6,3,6) mcf_balance(g10,k3,6,3,6) 1
    f(g10,k3,6,4,6,3,6) mcf_cap(g10,k3,6,4,6,3,6) 1
    f(g10,k3,6,3,7,4,7) mcf_balance(g10,k3,6,3,7) -1
    f(g10,k3,6,3,7,4,7) mcf_balance(g10,k3,6,4,7) 1
    f(g10,k3,6,4,7,3,7) mcf_balance(g10,k3,6,3,7) 1
    f(g10,k3,6,4,7,3,7) mcf_balance(g10,k3,6,4,7) -1
    f(g10,k3,6,4,7,3,7) mcf_cap(g10,k3,6,4,7,3,7) 1
    f(g10,k3,6,4,6,5,6) mcf_balance(g10,k3,6,5,6) 1
    f(g10,k3,6,4,6,5,6) mcf_cap(g10,k3,6,4,6,5,6) 1
    f(g10,k3,6,4,7,5,7) mcf_balance(g10,k3,6,4,7) -1
    f(g10,k3,6,4,7,5,7) mcf_balance(g10,k3,6,5,7) 1
    f(g10,k3,6,4,7,5,7) mcf_cap(g10,k3,6,4,7,5,7) 1
    f(g10,k3,6,5,7,4,7) mcf_balance(g10,k3,6,4,7) 1
    f(g10,k3,6,5,7,4,7) mcf_balance(g10,k3,6,5,7) -1
    f(g10,k3,7,3,6,3,7) mcf_balance(g10,k3,7,3,6) -1
    f(g10,k3,7,3,6,3,7) mcf_balance(g10,k3,7,3,7) 1
    f(g10,k3,7,3,6,3,7) mcf_cap(g10,k3,7,3,6,3,7) 1
    f(g10,k3,7,3,7,3,6) mcf_balance(g10,k3,7,3,6) 1
    f(g10,k3,7,3,7,3,6) mcf_balance(g10,k3,7,3,7) -1
    f(g10,k3,7,3,7,3,6) mcf_cap(g10,k3,7,3,7,3,6) 1
    f(g10,k3,7,4,6,4,7) mcf_balance(g10,k3,7,4,7) 1
    f(g10,k3,7,5,6,5,7) mcf_balance(g10,k3,7,5,6) -1
    f(g10,k3,7,5,6,5,7) mcf_balance(g10,k3,7,5,7) 1
    f(g10,k3,7,5,6,5,7) mcf_cap(g10,k3,7,5,6,5,7) 1
    f(g10,k3,7,5,7,5,6) mcf_balance(g10,k3,7,5,6) 1
    f(g10,k3,7,5,7,5,6) mcf_balance(g10,k3,7,5,7) -1
    f(g10,k3,7,5,7,5,6) mcf_cap(g10,k3,7,5,7,5,6) 1
    f(g10,k3,7,4,6,3,6) mcf_balance(g10,k3,7,3,6) 1
    f(g10,k3,7,4,6,3,6) mcf_cap(g10,k3,7,4,6,3,6) 1
    f(g10,k3,7,3,7,4,7) mcf_balance(g10,k3,7,3,7) -1
    f(g10,k3,7,3,7,4,7) mcf_balance(g10,k3,7,4,7) 1
    f(g10,k3,7,4,7,3,7) mcf_balance(g10,k3,7,3,7) 1
    f(g10,k3,7,4,7,3,7) mcf_balance(g10,k3,7,4,7) -1
    f(g10,k3,7,4,7,3,7) mcf_cap(g10,k3,7,4,7,3,7) 1
    f(g10,k3,7,4,6,5,6) mcf_balance(g10,k3,7,5,6) 1
    f(g10,k3,7,4,6,5,6) mcf_cap(g10,k3,7,4,6,5,6) 1
    f(g10,k3,7,4,7,5,7) mcf_balance(g10,k3,7,4,7) -1
    f(g10,k3,7,4,7,5,7) mcf_balance(g10,k3,7,5,7) 1
    f(g10,k3,7,4,7,5,7) mcf_cap(g10,k3,7,4,7,5,7) 1
    f(g10,k3,7,5,7,4,7) mcf_balance(g10,k3,7,4,7) 1
    f(g10,k3,7,5,7,4,7) mcf_balance(g10,k3,7,5,7) -1
    f(g11,k3,4,3,4,3,5) mcf_balance(g11,k3,4,3,4) -1
    f(g11,k3,4,3,4,3,5) mcf_balance(g11,k3,4,3,5) 1
    f(g11,k3,4,3,4,3,5) mcf_cap(g11,k3,4,3,4,3,5) 1
    f(g11,k3,4,3,5,3,4) mcf_balance(g11,k3,4,3,4) 1
    f(g11,k3,4,3,5,3,4) mcf_balance(g11,k3,4,3,5) -1
    f(g11,k3,4,3,5,3,4) mcf_cap(g11,k3,4,3,5,3,4) 1
    f(g11,k3,4,4,4,4,5) mcf_balance(g11,k3,4,4,5) 1
    f(g11,k3,4,5,4,5,5) mcf_balance(g11,k3,4,5,4) -1
    f(g11,k3,4,5,4,5,5) mcf_balance(g11,k3,4,5,5) 1
    f(g11,k3,4,5,5,5,4) mcf_balance(g11,k3,4,5,4) 1
    f(g11,k3,4,5,5,5,4) mcf_balance(g11,k3,4,5,5) -1
    f(g11,k3,4,6,4,6,5) mcf_balance(g11,k3,4,6,4) -1
    f(g11,k3,4,6,4,6,5) mcf_balance(g11,k3,4,6,5) 1
    f(g11,k3,4,6,4,6,5) mcf_cap(g11,k3,4,6,4,6,5) 1
    f(g11,k3,4,6,5,6,4) mcf_balance(g11,k3,4,6,4) 1
    f(g11,k3,4,6,5,6,4) mcf_balance(g11,k3,4,6,5) -1
    f(g11,k3,4,6,5,6,4) mcf_cap(g11,k3,4,6,5,6,4) 1
    f(g11,k3,4,4,4,3,4) mcf_balance(g11,k3,4,3,4) 1
    f(g11,k3,4,4,4,3,4) mcf_cap(g11,k3,4,4,4,3,4) 1
    f(g11,k3,4,3,5,4,5) mcf_balance(g11,k3,4,3,5) -1
    f(g11,k3,4,3,5,4,5) mcf_balance(g11,k3,4,4,5) 1
    f(g11,k3,4,4,5,3,5) mcf_balance(g11,k3,4,3,5) 1
    f(g11,k3,4,4,5,3,5) mcf_balance(g11,k3,4,4,5) -1
    f(g11,k3,4,4,5,3,5) mcf_cap(g11,k3,4,4,5,3,5) 1
    f(g11,k3,4,4,4,5,4) mcf_balance(g11,k3,4,5,4) 1
    f(g11,k3,4,4,5,5,5) mcf_balance(g11,k3,4,4,5) -1
    f(g11,k3,4,4,5,5,5) mcf_balance(g11,k3,4,5,5) 1
    f(g11,k3,4,5,5,4,5) mcf_balance(g11,k3,4,4,5) 1
    f(g11,k3,4,5,5,4,5) mcf_balance(g11,k3,4,5,5) -1
    f(g11,k3,4,5,4,6,4) mcf_balance(g11,k3,4,5,4) -1
    f(g11,k3,4,5,4,6,4) mcf_balance(g11,k3,4,6,4) 1
    f(g11,k3,4,5,4,6,4) mcf_cap(g11,k3,4,5,4,6,4) 1
    f(g11,k3,4,6,4,5,4) mcf_balance(g11,k3,4,5,4) 1
    f(g11,k3,4,6,4,5,4) mcf_balance(g11,k3,4,6,4) -1
    f(g11,k3,4,5,5,6,5) mcf_balance(g11,k3,4,5,5) -1
    f(g11,k3,4,5,5,6,5) mcf_balance(g11,k3,4,6,5) 1
    f(g11,k3,4,5,5,6,5) mcf_cap(g11,k3,4,5,5,6,5) 1
    f(g11,k3,4,6,5,5,5) mcf_balance(g11,k3,4,5,5) 1
    f(g11,k3,4,6,5,5,5) mcf_balance(g11,k3,4,6,5) -1
    f(g11,k3,5,3,4,3,5) mcf_balance(g11,k3,5,3,4) -1
    f(g11,k3,5,3,4,3,5) mcf_balance(g11,k3,5,3,5) 1
    f(g11,k3,5,3,4,3,5) mcf_cap(g11,k3,5,3,4,3,5) 1
    f(g11,k3,5,3,5,3,4) mcf_balance(g11,k3,5,3,4) 1
    f(g11,k3,5,3,5,3,4) mcf_balance(g11,k3,5,3,5) -1
    f(g11,k3,5,3,5,3,4) mcf_cap(g11,k3,5,3,5,3,4) 1
    f(g11,k3,5,4,4,4,5) mcf_balance(g11,k3,5,4,5) 1
    f(g11,k3,5,5,4,5,5) mcf_balance(g11,k3,5,5,4) -1
    f(g11,k3,5,5,4,5,5) mcf_balance(g11,k3,5,5,5) 1
    f(g11,k3,5,5,5,5,4) mcf_balance(g11,k3,5,5,4) 1
    f(g11,k3,5,5,5,5,4) mcf_balance(g11,k3,5,5,5) -1
    f(g11,k3,5,6,4,6,5) mcf_balance(g11,k3,5,6,4) -1
    f(g11,k3,5,6,4,6,5) mcf_balance(g11,k3,5,6,5) 1
    f(g11,k3,5,6,4,6,5) mcf_cap(g11,k3,5,6,4,6,5) 1
    f(g11,k3,5,6,5,6,4) mcf_balance(g11,k3,5,6,4) 1
    f(g11,k3,5,6,5,6,4) mcf_balance(g11,k3,5,6,5) -1
    f(g11,k3,5,6,5,6,4) mcf_cap(g11,k3,5,6,5,6,4) 1
    f(g11,k3,5,4,4,3,4) mcf_balance(g11,k3,5,3,4) 1
    f(g11,k3,5,4,4,3,4) mcf_cap(g11,k3,5,4,4,3,4) 1
    f(g11,k3,5,3,5,4,5) mcf_balance(g11,k3,5,3,5) -1
    f(g11,k3,5,3,5,4,5) mcf_balance(g11,k3,5,4,5) 1
    f(g11,k3,5,4,5,3,5) mcf_balance(g11,k3,5,3,5) 1
    f(g11,k3,5,4,5,3,5) mcf_balance(g11,k3,5,4,5) -1
    f(g11,k3,5,4,5,3,5) mcf_cap(g11,k3,5,4,5,3,5) 1
    f(g11,k3,5,4,4,5,4) mcf_balance(g11,k3,5,5,4) 1
    f(g11,k3,5,4,5,5,5) mcf_balance(g11,k3,5,4,5) -1
    f(g11,k3,5,4,5,5,5) mcf_balance(g11,k3,5,5,5) 1
    f(g11,k3,5,5,5,4,5) mcf_balance(g11,k3,5,4,5) 1
    f(g11,k3,5,5,5,4,5) mcf_balance(g11,k3,5,5,5) -1
    f(g11,k3,5,5,4,6,4) mcf_balance(g11,k3,5,5,4) -1
    f(g11,k3,5,5,4,6,4) mcf_balance(g11,k3,5,6,4) 1
    f(g11,k3,5,5,4,6,4) mcf_cap(g11,k3,5,5,4,6,4) 1
    f(g11,k3,5,6,4,5,4) mcf_balance(g11,k3,5,5,4) 1
    f(g11,k3,5,6,4,5,4) mcf_balance(g11,k3,5,6,4) -1
    f(g11,k3,5,5,5,6,5) mcf_balance(g11,k3,5,5,5) -1
    f(g11,k3,5,5,5,6,5) mcf_balance(g11,k3,5,6,5) 1
    f(g11,k3,5,5,5,6,5) mcf_cap(g11,k3,5,5,5,6,5) 1
    f(g11,k3,5,6,5,5,5) mcf_balance(g11,k3,5,5,5) 1
    f(g11,k3,5,6,5,5,5) mcf_balance(g11,k3,5,6,5) -1
    f(g13,k5,2,5,2,5,3) mcf_balance(g13,k5,2,5,2) -1
    f(g13,k5,2,5,2,5,3) mcf_balance(g13,k5,2,5,3) 1
    f(g13,k5,2,5,2,5,3) mcf_cap(g13,k5,2,5,2,5,3) 1
    f(g13,k5,2,5,3,5,2) mcf_balance(g13,k5,2,5,2) 1
    f(g13,k5,2,5,3,5,2) mcf_balance(g13,k5,2,5,3) -1
    f(g13,k5,2,5,3,5,2) mcf_cap(g13,k5,2,5,3,5,2) 1
    f(g13,k5,2,7,1,7,2) mcf_balance(g13,k5,2,7,1) -1
    f(g13,k5,2,7,1,7,2) mcf_balance(g13,k5,2,7,2) 1
    f(g13,k5,2,7,1,7,2) mcf_cap(g13,k5,2,7,1,7,2) 1
    f(g13,k5,2,7,2,7,1) mcf_balance(g13,k5,2,7,1) 1
    f(g13,k5,2,7,2,7,1) mcf_balance(g13,k5,2,7,2) -1
    f(g13,k5,2,7,2,7,1) mcf_cap(g13,k5,2,7,2,7,1) 1
    f(g13,k5,2,6,2,5,2) mcf_balance(g13,k5,2,5,2) 1
    f(g13,k5,2,6,2,5,2) mcf_cap(g13,k5,2,6,2,5,2) 1
    f(g13,k5,2,6,2,7,2) mcf_balance(g13,k5,2,7,2) 1
    f(g13,k5,2,6,2,7,2) mcf_cap(g13,k5,2,6,2,7,2) 1
    f(g13,k5,3,5,2,5,3) mcf_balance(g13,k5,3,5,2) -1
    f(g13,k5,3,5,2,5,3) mcf_balance(g13,k5,3,5,3) 1
    f(g13,k5,3,5,2,5,3) mcf_cap(g13,k5,3,5,2,5,3) 1
    f(g13,k5,3,5,3,5,2) mcf_balance(g13,k5,3,5,2) 1
    f(g13,k5,3,5,3,5,2) mcf_balance(g13,k5,3,5,3) -1
    f(g13,k5,3,5,3,5,2) mcf_cap(g13,k5,3,5,3,5,2) 1
    f(g13,k5,3,7,1,7,2) mcf_balance(g13,k5,3,7,1) -1
    f(g13,k5,3,7,1,7,2) mcf_balance(g13,k5,3,7,2) 1
    f(g13,k5,3,7,1,7,2) mcf_cap(g13,k5,3,7,1,7,2) 1
    f(g13,k5,3,7,2,7,1) mcf_balance(g13,k5,3,7,1) 1
    f(g13,k5,3,7,2,7,1) mcf_balance(g13,k5,3,7,2) -1
    f(g13,k5,3,7,2,7,1) mcf_cap(g13,k5,3,7,2,7,1) 1
    f(g13,k5,3,6,2,5,2) mcf_balance(g13,k5,3,5,2) 1
    f(g13,k5,3,6,2,5,2) mcf_cap(g13,k5,3,6,2,5,2) 1
    f(g13,k5,3,6,2,7,2) mcf_balance(g13,k5,3,7,2) 1
    f(g13,k5,3,6,2,7,2) mcf_cap(g13,k5,3,6,2,7,2) 1
    f(g14,k5,3,6,3,6,4) mcf_balance(g14,k5,3,6,4) 1
    f(g14,k5,3,6,3,6,4) mcf_cap(g14,k5,3,6,3,6,4) 1
    f(g14,k5,3,6,4,6,5) mcf_balance(g14,k5,3,6,4) -1
    f(g14,k5,3,6,4,6,5) mcf_balance(g14,k5,3,6,5) 1
    f(g14,k5,3,6,4,6,5) mcf_cap(g14,k5,3,6,4,6,5) 1
    f(g14,k5,3,6,5,6,4) mcf_balance(g14,k5,3,6,4) 1
    f(g14,k5,3,6,5,6,4) mcf_balance(g14,k5,3,6,5) -1
    f(g14,k5,3,6,5,6,4) mcf_cap(g14,k5,3,6,5,6,4) 1
    f(g14,k5,3,7,1,7,2) mcf_balance(g14,k5,3,7,1) -1
    f(g14,k5,3,7,1,7,2) mcf_balance(g14,k5,3,7,2) 1
    f(g14,k5,3,7,1,7,2) mcf_cap(g14,k5,3,7,1,7,2) 1
    f(g14,k5,3,7,2,7,1) mcf_balance(g14,k5,3,7,1) 1
    f(g14,k5,3,7,2,7,1) mcf_balance(g14,k5,3,7,2) -1
    f(g14,k5,3,7,2,7,1) mcf_cap(g14,k5,3,7,2,7,1) 1
    f(g14,k5,3,7,2,7,3) mcf_balance(g14,k5,3,7,2) -1
    f(g14,k5,3,7,2,7,3) mcf_balance(g14,k5,3,7,3) 1
    f(g14,k5,3,7,3,7,2) mcf_balance(g14,k5,3,7,2) 1
    f(g14,k5,3,7,3,7,2) mcf_balance(g14,k5,3,7,3) -1
    f(g14,k5,3,7,3,7,2) mcf_cap(g14,k5,3,7,3,7,2) 1
    f(g14,k5,3,6,3,5,3) mcf_balance(g14,k5,3,5,3) 1
    f(g14,k5,3,6,3,5,3) mcf_cap(g14,k5,3,6,3,5,3) 1
    f(g14,k5,3,6,3,7,3) mcf_balance(g14,k5,3,7,3) 1
    f(g14,k5,3,7,3,8,3) mcf_balance(g14,k5,3,7,3) -1
    f(g14,k5,3,7,3,8,3) mcf_balance(g14,k5,3,8,3) 1
    f(g14,k5,3,7,3,8,3) mcf_cap(g14,k5,3,7,3,8,3) 1
    f(g14,k5,3,8,3,7,3) mcf_balance(g14,k5,3,7,3) 1
    f(g14,k5,3,8,3,7,3) mcf_balance(g14,k5,3,8,3) -1
    f(g14,k6,4,6,3,6,4) mcf_balance(g14,k6,4,6,4) 1
    f(g14,k6,4,6,3,6,4) mcf_cap(g14,k6,4,6,3,6,4) 1
    f(g14,k6,4,6,4,6,5) mcf_balance(g14,k6,4,6,4) -1
    f(g14,k6,4,6,4,6,5) mcf_balance(g14,k6,4,6,5) 1
    f(g14,k6,4,6,4,6,5) mcf_cap(g14,k6,4,6,4,6,5) 1
    f(g14,k6,4,6,5,6,4) mcf_balance(g14,k6,4,6,4) 1
    f(g14,k6,4,6,5,6,4) mcf_balance(g14,k6,4,6,5) -1
    f(g14,k6,4,6,5,6,4) mcf_cap(g14,k6,4,6,5,6,4) 1
    f(g14,k6,4,7,1,7,2) mcf_balance(g14,k6,4,7,1) -1
    f(g14,k6,4,7,1,7,2) mcf_balance(g14,k6,4,7,2) 1
    f(g14,k6,4,7,1,7,2) mcf_cap(g14,k6,4,7,1,7,2) 1
    f(g14,k6,4,7,2,7,1) mcf_balance(g14,k6,4,7,1) 1
    f(g14,k6,4,7,2,7,1) mcf_balance(g14,k6,4,7,2) -1
    f(g14,k6,4,7,2,7,1) mcf_cap(g14,k6,4,7,2,7,1) 1
    f(g14,k6,4,7,2,7,3) mcf_balance(g14,k6,4,7,2) -1
    f(g14,k6,4,7,2,7,3) mcf_balance(g14,k6,4,7,3) 1
    f(g14,k6,4,7,3,7,2) mcf_balance(g14,k6,4,7,2) 1
    f(g14,k6,4,7,3,7,2) mcf_balance(g14,k6,4,7,3) -1
    f(g14,k6,4,7,3,7,2) mcf_cap(g14,k6,4,7,3,7,2) 1
    f(g14,k6,4,6,3,5,3) mcf_balance(g14,k6,4,5,3) 1
    f(g14,k6,4,6,3,5,3) mcf_cap(g14,k6,4,6,3,5,3) 1
    f(g14,k6,4,6,3,7,3) mcf_balance(g14,k6,4,7,3) 1
    f(g14,k6,4,7,3,8,3) mcf_balance(g14,k6,4,7,3) -1
    f(g14,k6,4,7,3,8,3) mcf_balance(g14,k6,4,8,3) 1
    f(g14,k6,4,7,3,8,3) mcf_cap(g14,k6,4,7,3,8,3) 1
    f(g14,k6,4,8,3,7,3) mcf_balance(g14,k6,4,7,3) 1
    f(g14,k6,4,8,3,7,3) mcf_balance(g14,k6,4,8,3) -1
    f(g14,k6,5,6,3,6,4) mcf_balance(g14,k6,5,6,4) 1
    f(g14,k6,5,6,3,6,4) mcf_cap(g14,k6,5,6,3,6,4) 1
    f(g14,k6,5,6,4,6,5) mcf_balance(g14,k6,5,6,4) -1
    f(g14,k6,5,6,4,6,5) mcf_balance(g14,k6,5,6,5) 1
    f(g14,k6,5,6,4,6,5) mcf_cap(g14,k6,5,6,4,6,5) 1
    f(g14,k6,5,6,5,6,4) mcf_balance(g14,k6,5,6,4) 1
    f(g14,k6,5,6,5,6,4) mcf_balance(g14,k6,5,6,5) -1
    f(g14,k6,5,6,5,6,4) mcf_cap(g14,k6,5,6,5,6,4) 1
    f(g14,k6,5,7,1,7,2) mcf_balance(g14,k6,5,7,1) -1
    f(g14,k6,5,7,1,7,2) mcf_balance(g14,k6,5,7,2) 1
    f(g14,k6,5,7,1,7,2) mcf_cap(g14,k6,5,7,1,7,2) 1
    f(g14,k6,5,7,2,7,1) mcf_balance(g14,k6,5,7,1) 1
    f(g14,k6,5,7,2,7,1) mcf_balance(g14,k6,5,7,2) -1
    f(g14,k6,5,7,2,7,1) mcf_cap(g14,k6,5,7,2,7,1) 1
    f(g14,k6,5,7,2,7,3) mcf_balance(g14,k6,5,7,2) -1
    f(g14,k6,5,7,2,7,3) mcf_balance(g14,k6,5,7,3) 1
    f(g14,k6,5,7,3,7,2) mcf_balance(g14,k6,5,7,2) 1
    f(g14,k6,5,7,3,7,2) mcf_balance(g14,k6,5,7,3) -1
    f(g14,k6,5,7,3,7,2) mcf_cap(g14,k6,5,7,3,7,2) 1
    f(g14,k6,5,6,3,5,3) mcf_balance(g14,k6,5,5,3) 1
    f(g14,k6,5,6,3,5,3) mcf_cap(g14,k6,5,6,3,5,3) 1
    f(g14,k6,5,6,3,7,3) mcf_balance(g14,k6,5,7,3) 1
    f(g14,k6,5,7,3,8,3) mcf_balance(g14,k6,5,7,3) -1
    f(g14,k6,5,7,3,8,3) mcf_balance(g14,k6,5,8,3) 1
    f(g14,k6,5,7,3,8,3) mcf_cap(g14,k6,5,7,3,8,3) 1
    f(g14,k6,5,8,3,7,3) mcf_balance(g14,k6,5,7,3) 1
    f(g14,k6,5,8,3,7,3) mcf_balance(g14,k6,5,8,3) -1
    f(g15,k5,6,5,6,5,7) mcf_balance(g15,k5,6,5,6) -1
    f(g15,k5,6,5,6,5,7) mcf_balance(g15,k5,6,5,7) 1
    f(g15,k5,6,5,6,5,7) mcf_cap(g15,k5,6,5,6,5,7) 1
    f(g15,k5,6,5,7,5,6) mcf_balance(g15,k5,6,5,6) 1
    f(g15,k5,6,5,7,5,6) mcf_balance(g15,k5,6,5,7) -1
    f(g15,k5,6,5,7,5,6) mcf_cap(g15,k5,6,5,7,5,6) 1
    f(g15,k5,6,6,6,6,5) mcf_balance(g15,k5,6,6,5) 1
    f(g15,k5,6,6,6,6,5) mcf_cap(g15,k5,6,6,6,6,5) 1
    f(g15,k5,6,6,6,6,7) mcf_balance(g15,k5,6,6,7) 1
    f(g15,k5,6,7,6,7,7) mcf_balance(g15,k5,6,7,6) -1
    f(g15,k5,6,7,6,7,7) mcf_balance(g15,k5,6,7,7) 1
    f(g15,k5,6,7,7,7,6) mcf_balance(g15,k5,6,7,6) 1
    f(g15,k5,6,7,7,7,6) mcf_balance(g15,k5,6,7,7) -1
    f(g15,k5,6,7,7,7,8) mcf_balance(g15,k5,6,7,7) -1
    f(g15,k5,6,7,7,7,8) mcf_balance(g15,k5,6,7,8) 1
    f(g15,k5,6,7,7,7,8) mcf_cap(g15,k5,6,7,7,7,8) 1
    f(g15,k5,6,7,8,7,7) mcf_balance(g15,k5,6,7,7) 1
    f(g15,k5,6,7,8,7,7) mcf_balance(g15,k5,6,7,8) -1
    f(g15,k5,6,8,6,8,7) mcf_balance(g15,k5,6,8,6) -1
    f(g15,k5,6,8,6,8,7) mcf_balance(g15,k5,6,8,7) 1
    f(g15,k5,6,8,6,8,7) mcf_cap(g15,k5,6,8,6,8,7) 1
    f(g15,k5,6,8,7,8,6) mcf_balance(g15,k5,6,8,6) 1
    f(g15,k5,6,8,7,8,6) mcf_balance(g15,k5,6,8,7) -1
    f(g15,k5,6,8,7,8,6) mcf_cap(g15,k5,6,8,7,8,6) 1
    f(g15,k5,6,6,6,5,6) mcf_balance(g15,k5,6,5,6) 1
    f(g15,k5,6,6,6,5,6) mcf_cap(g15,k5,6,6,6,5,6) 1
    f(g15,k5,6,5,7,6,7) mcf_balance(g15,k5,6,5,7) -1
    f(g15,k5,6,5,7,6,7) mcf_balance(g15,k5,6,6,7) 1
    f(g15,k5,6,6,7,5,7) mcf_balance(g15,k5,6,5,7) 1
    f(g15,k5,6,6,7,5,7) mcf_balance(g15,k5,6,6,7) -1
    f(g15,k5,6,6,7,5,7) mcf_cap(g15,k5,6,6,7,5,7) 1
    f(g15,k5,6,6,6,7,6) mcf_balance(g15,k5,6,7,6) 1
    f(g15,k5,6,6,7,7,7) mcf_balance(g15,k5,6,6,7) -1
    f(g15,k5,6,6,7,7,7) mcf_balance(g15,k5,6,7,7) 1
    f(g15,k5,6,7,7,6,7) mcf_balance(g15,k5,6,6,7) 1
    f(g15,k5,6,7,7,6,7) mcf_balance(g15,k5,6,7,7) -1
    f(g15,k5,6,7,6,8,6) mcf_balance(g15,k5,6,7,6) -1
    f(g15,k5,6,7,6,8,6) mcf_balance(g15,k5,6,8,6) 1
    f(g15,k5,6,7,6,8,6) mcf_cap(g15,k5,6,7,6,8,6) 1
    f(g15,k5,6,8,6,7,6) mcf_balance(g15,k5,6,7,6) 1
    f(g15,k5,6,8,6,7,6) mcf_balance(g15,k5,6,8,6) -1
    f(g15,k5,6,7,7,8,7) mcf_balance(g15,k5,6,7,7) -1
    f(g15,k5,6,7,7,8,7) mcf_balance(g15,k5,6,8,7) 1
    f(g15,k5,6,7,7,8,7) mcf_cap(g15,k5,6,7,7,8,7) 1
    f(g15,k5,6,8,7,7,7) mcf_balance(g15,k5,6,7,7) 1
    f(g15,k5,6,8,7,7,7) mcf_balance(g15,k5,6,8,7) -1
    f(g15,k5,7,5,6,5,7) mcf_balance(g15,k5,7,5,6) -1
    f(g15,k5,7,5,6,5,7) mcf_balance(g15,k5,7,5,7) 1
    f(g15,k5,7,5,6,5,7) mcf_cap(g15,k5,7,5,6,5,7) 1
    f(g15,k5,7,5,7,5,6) mcf_balance(g15,k5,7,5,6) 1
    f(g15,k5,7,5,7,5,6) mcf_balance(g15,k5,7,5,7) -1
    f(g15,k5,7,5,7,5,6) mcf_cap(g15,k5,7,5,7,5,6) 1
    f(g15,k5,7,6,6,6,5) mcf_balance(g15,k5,7,6,5) 1
    f(g15,k5,7,6,6,6,5) mcf_cap(g15,k5,7,6,6,6,5) 1
    f(g15,k5,7,6,6,6,7) mcf_balance(g15,k5,7,6,7) 1
    f(g15,k5,7,7,6,7,7) mcf_balance(g15,k5,7,7,6) -1
    f(g15,k5,7,7,6,7,7) mcf_balance(g15,k5,7,7,7) 1
    f(g15,k5,7,7,7,7,6) mcf_balance(g15,k5,7,7,6) 1
    f(g15,k5,7,7,7,7,6) mcf_balance(g15,k5,7,7,7) -1
    f(g15,k5,7,7,7,7,8) mcf_balance(g15,k5,7,7,7) -1
    f(g15,k5,7,7,7,7,8) mcf_balance(g15,k5,7,7,8) 1
    f(g15,k5,7,7,7,7,8) mcf_cap(g15,k5,7,7,7,7,8) 1
    f(g15,k5,7,7,8,7,7) mcf_balance(g15,k5,7,7,7) 1
    f(g15,k5,7,7,8,7,7) mcf_balance(g15,k5,7,7,8) -1
    f(g15,k5,7,8,6,8,7) mcf_balance(g15,k5,7,8,6) -1
    f(g15,k5,7,8,6,8,7) mcf_balance(g15,k5,7,8,7) 1
    f(g15,k5,7,8,6,8,7) mcf_cap(g15,k5,7,8,6,8,7) 1
    f(g15,k5,7,8,7,8,6) mcf_balance(g15,k5,7,8,6) 1
    f(g15,k5,7,8,7,8,6) mcf_balance(g15,k5,7,8,7) -1
    f(g15,k5,7,8,7,8,6) mcf_cap(g15,k5,7,8,7,8,6) 1
    f(g15,k5,7,6,6,5,6) mcf_balance(g15,k5,7,5,6) 1
    f(g15,k5,7,6,6,5,6) mcf_cap(g15,k5,7,6,6,5,6) 1
    f(g15,k5,7,5,7,6,7) mcf_balance(g15,k5,7,5,7) -1
    f(g15,k5,7,5,7,6,7) mcf_balance(g15,k5,7,6,7) 1
    f(g15,k5,7,6,7,5,7) mcf_balance(g15,k5,7,5,7) 1
    f(g15,k5,7,6,7,5,7) mcf_balance(g15,k5,7,6,7) -1
    f(g15,k5,7,6,7,5,7) mcf_cap(g15,k5,7,6,7,5,7) 1
    f(g15,k5,7,6,6,7,6) mcf_balance(g15,k5,7,7,6) 1
    f(g15,k5,7,6,7,7,7) mcf_balance(g15,k5,7,6,7) -1
    f(g15,k5,7,6,7,7,7) mcf_balance(g15,k5,7,7,7) 1
    f(g15,k5,7,7,7,6,7) mcf_balance(g15,k5,7,6,7) 1
    f(g15,k5,7,7,7,6,7) mcf_balance(g15,k5,7,7,7) -1
    f(g15,k5,7,7,6,8,6) mcf_balance(g15,k5,7,7,6) -1
    f(g15,k5,7,7,6,8,6) mcf_balance(g15,k5,7,8,6) 1
    f(g15,k5,7,7,6,8,6) mcf_cap(g15,k5,7,7,6,8,6) 1
    f(g15,k5,7,8,6,7,6) mcf_balance(g15,k5,7,7,6) 1
    f(g15,k5,7,8,6,7,6) mcf_balance(g15,k5,7,8,6) -1
    f(g15,k5,7,7,7,8,7) mcf_balance(g15,k5,7,7,7) -1
    f(g15,k5,7,7,7,8,7) mcf_balance(g15,k5,7,8,7) 1
    f(g15,k5,7,7,7,8,7) mcf_cap(g15,k5,7,7,7,8,7) 1
    f(g15,k5,7,8,7,7,7) mcf_balance(g15,k5,7,7,7) 1
    f(g15,k5,7,8,7,7,7) mcf_balance(g15,k5,7,8,7) -1
    f(g15,k6,5,5,6,5,7) mcf_balance(g15,k6,5,5,6) -1
    f(g15,k6,5,5,6,5,7) mcf_balance(g15,k6,5,5,7) 1
    f(g15,k6,5,5,6,5,7) mcf_cap(g15,k6,5,5,6,5,7) 1
    f(g15,k6,5,5,7,5,6) mcf_balance(g15,k6,5,5,6) 1
    f(g15,k6,5,5,7,5,6) mcf_balance(g15,k6,5,5,7) -1
    f(g15,k6,5,5,7,5,6) mcf_cap(g15,k6,5,5,7,5,6) 1
    f(g15,k6,5,6,6,6,5) mcf_balance(g15,k6,5,6,5) 1
    f(g15,k6,5,6,6,6,5) mcf_cap(g15,k6,5,6,6,6,5) 1
    f(g15,k6,5,6,6,6,7) mcf_balance(g15,k6,5,6,7) 1
    f(g15,k6,5,7,6,7,7) mcf_balance(g15,k6,5,7,6) -1
    f(g15,k6,5,7,6,7,7) mcf_balance(g15,k6,5,7,7) 1
    f(g15,k6,5,7,7,7,6) mcf_balance(g15,k6,5,7,6) 1
    f(g15,k6,5,7,7,7,6) mcf_balance(g15,k6,5,7,7) -1
    f(g15,k6,5,7,7,7,8) mcf_balance(g15,k6,5,7,7) -1
    f(g15,k6,5,7,7,7,8) mcf_balance(g15,k6,5,7,8) 1
    f(g15,k6,5,7,7,7,8) mcf_cap(g15,k6,5,7,7,7,8) 1
    f(g15,k6,5,7,8,7,7) mcf_balance(g15,k6,5,7,7) 1
    f(g15,k6,5,7,8,7,7) mcf_balance(g15,k6,5,7,8) -1
    f(g15,k6,5,8,6,8,7) mcf_balance(g15,k6,5,8,6) -1
    f(g15,k6,5,8,6,8,7) mcf_balance(g15,k6,5,8,7) 1
    f(g15,k6,5,8,6,8,7) mcf_cap(g15,k6,5,8,6,8,7) 1
    f(g15,k6,5,8,7,8,6) mcf_balance(g15,k6,5,8,6) 1
    f(g15,k6,5,8,7,8,6) mcf_balance(g15,k6,5,8,7) -1
    f(g15,k6,5,8,7,8,6) mcf_cap(g15,k6,5,8,7,8,6) 1
    f(g15,k6,5,6,6,5,6) mcf_balance(g15,k6,5,5,6) 1
    f(g15,k6,5,6,6,5,6) mcf_cap(g15,k6,5,6,6,5,6) 1
    f(g15,k6,5,5,7,6,7) mcf_balance(g15,k6,5,5,7) -1
    f(g15,k6,5,5,7,6,7) mcf_balance(g15,k6,5,6,7) 1
    f(g15,k6,5,6,7,5,7) mcf_balance(g15,k6,5,5,7) 1
    f(g15,k6,5,6,7,5,7) mcf_balance(g15,k6,5,6,7) -1
    f(g15,k6,5,6,7,5,7) mcf_cap(g15,k6,5,6,7,5,7) 1
    f(g15,k6,5,6,6,7,6) mcf_balance(g15,k6,5,7,6) 1
    f(g15,k6,5,6,7,7,7) mcf_balance(g15,k6,5,6,7) -1
    f(g15,k6,5,6,7,7,7) mcf_balance(g15,k6,5,7,7) 1
    f(g15,k6,5,7,7,6,7) mcf_balance(g15,k6,5,6,7) 1
    f(g15,k6,5,7,7,6,7) mcf_balance(g15,k6,5,7,7) -1
    f(g15,k6,5,7,6,8,6) mcf_balance(g15,k6,5,7,6) -1
    f(g15,k6,5,7,6,8,6) mcf_balance(g15,k6,5,8,6) 1
    f(g15,k6,5,7,6,8,6) mcf_cap(g15,k6,5,7,6,8,6) 1
    f(g15,k6,5,8,6,7,6) mcf_balance(g15,k6,5,7,6) 1
    f(g15,k6,5,8,6,7,6) mcf_balance(g15,k6,5,8,6) -1
    f(g15,k6,5,7,7,8,7) mcf_balance(g15,k6,5,7,7) -1
    f(g15,k6,5,7,7,8,7) mcf_balance(g15,k6,5,8,7) 1
    f(g15,k6,5,7,7,8,7) mcf_cap(g15,k6,5,7,7,8,7) 1
    f(g15,k6,5,8,7,7,7) mcf_balance(g15,k6,5,7,7) 1
    f(g15,k6,5,8,7,7,7) mcf_balance(g15,k6,5,8,7) -1
    f(g16,k4,9,4,9,5,9) mcf_balance(g16,k4,9,4,9) -1
    f(g16,k4,9,4,9,5,9) mcf_balance(g16,k4,9,5,9) 1
    f(g16,k4,9,4,9,5,9) mcf_cap(g16,k4,9,4,9,5,9) 1
    f(g16,k4,9,5,9,4,9) mcf_balance(g16,k4,9,4,9) 1
    f(g16,k4,9,5,9,4,9) mcf_balance(g16,k4,9,5,9) -1
    f(g16,k4,9,5,9,4,9) mcf_cap(g16,k4,9,5,9,4,9) 1
    f(g16,k4,9,6,9,5,9) mcf_balance(g16,k4,9,5,9) 1
    f(g16,k4,9,6,9,5,9) mcf_cap(g16,k4,9,6,9,5,9) 1
    f(g16,k4,9,6,9,7,9) mcf_balance(g16,k4,9,7,9) 1
    f(g16,k4,9,7,9,8,9) mcf_balance(g16,k4,9,7,9) -1
    f(g16,k4,9,7,9,8,9) mcf_balance(g16,k4,9,8,9) 1
    f(g16,k4,9,7,9,8,9) mcf_cap(g16,k4,9,7,9,8,9) 1
    f(g16,k4,9,8,9,7,9) mcf_balance(g16,k4,9,7,9) 1
    f(g16,k4,9,8,9,7,9) mcf_balance(g16,k4,9,8,9) -1
    f(g16,k4,9,8,9,9,9) mcf_balance(g16,k4,9,8,9) -1
    f(g16,k4,9,8,9,9,9) mcf_balance(g16,k4,9,9,9) 1
    f(g16,k4,9,8,9,9,9) mcf_cap(g16,k4,9,8,9,9,9) 1
    f(g16,k4,9,9,9,8,9) mcf_balance(g16,k4,9,8,9) 1
    f(g16,k4,9,9,9,8,9) mcf_balance(g16,k4,9,9,9) -1
    f(g16,k4,9,9,9,8,9) mcf_cap(g16,k4,9,9,9,8,9) 1
    f(g16,k5,9,4,9,5,9) mcf_balance(g16,k5,9,4,9) -1
    f(g16,k5,9,4,9,5,9) mcf_balance(g16,k5,9,5,9) 1
    f(g16,k5,9,4,9,5,9) mcf_cap(g16,k5,9,4,9,5,9) 1
    f(g16,k5,9,5,9,4,9) mcf_balance(g16,k5,9,4,9) 1
    f(g16,k5,9,5,9,4,9) mcf_balance(g16,k5,9,5,9) -1
    f(g16,k5,9,5,9,4,9) mcf_cap(g16,k5,9,5,9,4,9) 1
    f(g16,k5,9,6,9,5,9) mcf_balance(g16,k5,9,5,9) 1
    f(g16,k5,9,6,9,5,9) mcf_cap(g16,k5,9,6,9,5,9) 1
    f(g16,k5,9,6,9,7,9) mcf_balance(g16,k5,9,7,9) 1
    f(g16,k5,9,7,9,8,9) mcf_balance(g16,k5,9,7,9) -1
    f(g16,k5,9,7,9,8,9) mcf_balance(g16,k5,9,8,9) 1
    f(g16,k5,9,7,9,8,9) mcf_cap(g16,k5,9,7,9,8,9) 1
    f(g16,k5,9,8,9,7,9) mcf_balance(g16,k5,9,7,9) 1
    f(g16,k5,9,8,9,7,9) mcf_balance(g16,k5,9,8,9) -1
    f(g16,k5,9,8,9,9,9) mcf_balance(g16,k5,9,8,9) -1
    f(g16,k5,9,8,9,9,9) mcf_balance(g16,k5,9,9,9) 1
    f(g16,k5,9,8,9,9,9) mcf_cap(g16,k5,9,8,9,9,9) 1
    f(g16,k5,9,9,9,8,9) mcf_balance(g16,k5,9,8,9) 1
    f(g16,k5,9,9,9,8,9) mcf_balance(g16,k5,9,9,9) -1
    f(g16,k5,9,9,9,8,9) mcf_cap(g16,k5,9,9,9,8,9) 1
    f(g17,k5,0,5,0,6,0) mcf_balance(g17,k5,0,5,0) -1
    f(g17,k5,0,5,0,6,0) mcf_balance(g17,k5,0,6,0) 1
    f(g17,k5,0,5,0,6,0) mcf_cap(g17,k5,0,5,0,6,0) 1
    f(g17,k5,0,6,0,5,0) mcf_balance(g17,k5,0,5,0) 1
    f(g17,k5,0,6,0,5,0) mcf_balance(g17,k5,0,6,0) -1
    f(g17,k5,0,6,0,5,0) mcf_cap(g17,k5,0,6,0,5,0) 1
    f(g17,k5,0,7,0,6,0) mcf_balance(g17,k5,0,6,0) 1
    f(g17,k5,0,7,0,6,0) mcf_cap(g17,k5,0,7,0,6,0) 1
    f(g17,k5,0,7,0,8,0) mcf_balance(g17,k5,0,8,0) 1
    f(g17,k5,0,7,0,8,0) mcf_cap(g17,k5,0,7,0,8,0) 1
    f(g17,k5,0,8,0,9,0) mcf_balance(g17,k5,0,8,0) -1
    f(g17,k5,0,8,0,9,0) mcf_balance(g17,k5,0,9,0) 1
    f(g17,k5,0,8,0,9,0) mcf_cap(g17,k5,0,8,0,9,0) 1
    f(g17,k5,0,9,0,8,0) mcf_balance(g17,k5,0,8,0) 1
    f(g17,k5,0,9,0,8,0) mcf_balance(g17,k5,0,9,0) -1
    f(g17,k5,0,9,0,8,0) mcf_cap(g17,k5,0,9,0,8,0) 1
    f(g17,k6,0,5,0,6,0) mcf_balance(g17,k6,0,5,0) -1
    f(g17,k6,0,5,0,6,0) mcf_balance(g17,k6,0,6,0) 1
    f(g17,k6,0,5,0,6,0) mcf_cap(g17,k6,0,5,0,6,0) 1
    f(g17,k6,0,6,0,5,0) mcf_balance(g17,k6,0,5,0) 1
    f(g17,k6,0,6,0,5,0) mcf_balance(g17,k6,0,6,0) -1
    f(g17,k6,0,6,0,5,0) mcf_cap(g17,k6,0,6,0,5,0) 1
    f(g17,k6,0,7,0,6,0) mcf_balance(g17,k6,0,6,0) 1
    f(g17,k6,0,7,0,6,0) mcf_cap(g17,k6,0,7,0,6,0) 1
    f(g17,k6,0,7,0,8,0) mcf_balance(g17,k6,0,8,0) 1
    f(g17,k6,0,7,0,8,0) mcf_cap(g17,k6,0,7,0,8,0) 1
    f(g17,k6,0,8,0,9,0) mcf_balance(g17,k6,0,8,0) -1
    f(g17,k6,0,8,0,9,0) mcf_balance(g17,k6,0,9,0) 1
    f(g17,k6,0,8,0,9,0) mcf_cap(g17,k6,0,8,0,9,0) 1
    f(g17,k6,0,9,0,8,0) mcf_balance(g17,k6,0,8,0) 1
    f(g17,k6,0,9,0,8,0) mcf_balance(g17,k6,0,9,0) -1
    f(g17,k6,0,9,0,8,0) mcf_cap(g17,k6,0,9,0,8,0) 1
    f(g18,k6,4,7,4,7,5) mcf_balance(g18,k6,4,7,5) 1
    f(g18,k6,4,7,4,6,4) mcf_balance(g18,k6,4,6,4) 1
    f(g18,k6,4,7,4,6,4) mcf_cap(g18,k6,4,7,4,6,4) 1
    f(g18,k6,4,7,5,8,5) mcf_balance(g18,k6,4,7,5) -1
    f(g18,k6,4,7,5,8,5) mcf_balance(g18,k6,4,8,5) 1
    f(g18,k6,4,7,5,8,5) mcf_cap(g18,k6,4,7,5,8,5) 1
    f(g18,k6,4,8,5,7,5) mcf_balance(g18,k6,4,7,5) 1
    f(g18,k6,4,8,5,7,5) mcf_balance(g18,k6,4,8,5) -1
    f(g19,k7,1,8,2,8,1) mcf_balance(g19,k7,1,8,1) 1
    f(g19,k7,1,8,2,8,1) mcf_cap(g19,k7,1,8,2,8,1) 1
    f(g19,k7,1,8,2,8,3) mcf_balance(g19,k7,1,8,3) 1
    f(g19,k7,1,8,2,8,3) mcf_cap(g19,k7,1,8,2,8,3) 1
    f(g19,k7,1,7,1,8,1) mcf_balance(g19,k7,1,7,1) -1
    f(g19,k7,1,7,1,8,1) mcf_balance(g19,k7,1,8,1) 1
    f(g19,k7,1,7,1,8,1) mcf_cap(g19,k7,1,7,1,8,1) 1
    f(g19,k7,1,8,1,7,1) mcf_balance(g19,k7,1,7,1) 1
    f(g19,k7,1,8,1,7,1) mcf_balance(g19,k7,1,8,1) -1
    f(g19,k7,1,8,1,7,1) mcf_cap(g19,k7,1,8,1,7,1) 1
    f(g19,k7,1,8,3,9,3) mcf_balance(g19,k7,1,8,3) -1
    f(g19,k7,1,8,3,9,3) mcf_balance(g19,k7,1,9,3) 1
    f(g19,k7,1,8,3,9,3) mcf_cap(g19,k7,1,8,3,9,3) 1
    f(g19,k7,1,9,3,8,3) mcf_balance(g19,k7,1,8,3) 1
    f(g19,k7,1,9,3,8,3) mcf_balance(g19,k7,1,9,3) -1
    f(g19,k7,1,9,3,8,3) mcf_cap(g19,k7,1,9,3,8,3) 1
    f(g19,k8,1,8,2,8,1) mcf_balance(g19,k8,1,8,1) 1
    f(g19,k8,1,8,2,8,1) mcf_cap(g19,k8,1,8,2,8,1) 1
    f(g19,k8,1,8,2,8,3) mcf_balance(g19,k8,1,8,3) 1
    f(g19,k8,1,8,2,8,3) mcf_cap(g19,k8,1,8,2,8,3) 1
    f(g19,k8,1,7,1,8,1) mcf_balance(g19,k8,1,7,1) -1
    f(g19,k8,1,7,1,8,1) mcf_balance(g19,k8,1,8,1) 1
    f(g19,k8,1,7,1,8,1) mcf_cap(g19,k8,1,7,1,8,1) 1
    f(g19,k8,1,8,1,7,1) mcf_balance(g19,k8,1,7,1) 1
    f(g19,k8,1,8,1,7,1) mcf_balance(g19,k8,1,8,1) -1
    f(g19,k8,1,8,1,7,1) mcf_cap(g19,k8,1,8,1,7,1) 1
    f(g19,k8,1,8,3,9,3) mcf_balance(g19,k8,1,8,3) -1
    f(g19,k8,1,8,3,9,3) mcf_balance(g19,k8,1,9,3) 1
    f(g19,k8,1,8,3,9,3) mcf_cap(g19,k8,1,8,3,9,3) 1
    f(g19,k8,1,9,3,8,3) mcf_balance(g19,k8,1,8,3) 1
    f(g19,k8,1,9,3,8,3) mcf_balance(g19,k8,1,9,3) -1
    f(g19,k8,1,9,3,8,3) mcf_cap(g19,k8,1,9,3,8,3) 1
    f(g20,k8,7,8,8,8,7) mcf_balance(g20,k8,7,8,7) 1
    f(g20,k8,7,8,8,8,7) mcf_cap(g20,k8,7,8,8,8,7) 1
    f(g20,k8,7,8,8,8,9) mcf_balance(g20,k8,7,8,9) 1
    f(g20,k8,7,8,8,8,9) mcf_cap(g20,k8,7,8,8,8,9) 1
    f(g21,k8,3,8,4,8,3) mcf_balance(g21,k8,3,8,3) 1
    f(g21,k8,3,8,4,8,3) mcf_cap(g21,k8,3,8,4,8,3) 1
    f(g21,k8,3,8,4,8,5) mcf_balance(g21,k8,3,8,5) 1
    f(g21,k8,3,8,4,8,5) mcf_cap(g21,k8,3,8,4,8,5) 1
    f(g21,k8,3,9,3,9,4) mcf_balance(g21,k8,3,9,3) -1
    f(g21,k8,3,9,3,9,4) mcf_balance(g21,k8,3,9,4) 1
    f(g21,k8,3,9,4,9,3) mcf_balance(g21,k8,3,9,3) 1
    f(g21,k8,3,9,4,9,3) mcf_balance(g21,k8,3,9,4) -1
    f(g21,k8,3,9,4,9,3) mcf_cap(g21,k8,3,9,4,9,3) 1
    f(g21,k8,3,9,4,9,5) mcf_balance(g21,k8,3,9,4) -1
    f(g21,k8,3,9,4,9,5) mcf_balance(g21,k8,3,9,5) 1
    f(g21,k8,3,9,4,9,5) mcf_cap(g21,k8,3,9,4,9,5) 1
    f(g21,k8,3,9,5,9,4) mcf_balance(g21,k8,3,9,4) 1
    f(g21,k8,3,9,5,9,4) mcf_balance(g21,k8,3,9,5) -1
    f(g21,k8,3,8,3,9,3) mcf_balance(g21,k8,3,8,3) -1
    f(g21,k8,3,8,3,9,3) mcf_balance(g21,k8,3,9,3) 1
    f(g21,k8,3,8,3,9,3) mcf_cap(g21,k8,3,8,3,9,3) 1
    f(g21,k8,3,9,3,8,3) mcf_balance(g21,k8,3,8,3) 1
    f(g21,k8,3,9,3,8,3) mcf_balance(g21,k8,3,9,3) -1
    f(g21,k8,3,9,3,8,3) mcf_cap(g21,k8,3,9,3,8,3) 1
    f(g21,k8,3,8,4,9,4) mcf_balance(g21,k8,3,9,4) 1
    f(g21,k8,3,8,5,9,5) mcf_balance(g21,k8,3,8,5) -1
    f(g21,k8,3,8,5,9,5) mcf_balance(g21,k8,3,9,5) 1
    f(g21,k8,3,8,5,9,5) mcf_cap(g21,k8,3,8,5,9,5) 1
    f(g21,k8,3,9,5,8,5) mcf_balance(g21,k8,3,8,5) 1
    f(g21,k8,3,9,5,8,5) mcf_balance(g21,k8,3,9,5) -1
    f(g21,k8,3,9,5,8,5) mcf_cap(g21,k8,3,9,5,8,5) 1
    f(g21,k8,5,8,4,8,3) mcf_balance(g21,k8,5,8,3) 1
    f(g21,k8,5,8,4,8,3) mcf_cap(g21,k8,5,8,4,8,3) 1
    f(g21,k8,5,8,4,8,5) mcf_balance(g21,k8,5,8,5) 1
    f(g21,k8,5,8,4,8,5) mcf_cap(g21,k8,5,8,4,8,5) 1
    f(g21,k8,5,9,3,9,4) mcf_balance(g21,k8,5,9,3) -1
    f(g21,k8,5,9,3,9,4) mcf_balance(g21,k8,5,9,4) 1
    f(g21,k8,5,9,4,9,3) mcf_balance(g21,k8,5,9,3) 1
    f(g21,k8,5,9,4,9,3) mcf_balance(g21,k8,5,9,4) -1
    f(g21,k8,5,9,4,9,3) mcf_cap(g21,k8,5,9,4,9,3) 1
    f(g21,k8,5,9,4,9,5) mcf_balance(g21,k8,5,9,4) -1
    f(g21,k8,5,9,4,9,5) mcf_balance(g21,k8,5,9,5) 1
    f(g21,k8,5,9,4,9,5) mcf_cap(g21,k8,5,9,4,9,5) 1
    f(g21,k8,5,9,5,9,4) mcf_balance(g21,k8,5,9,4) 1
    f(g21,k8,5,9,5,9,4) mcf_balance(g21,k8,5,9,5) -1
    f(g21,k8,5,8,3,9,3) mcf_balance(g21,k8,5,8,3) -1
    f(g21,k8,5,8,3,9,3) mcf_balance(g21,k8,5,9,3) 1
    f(g21,k8,5,8,3,9,3) mcf_cap(g21,k8,5,8,3,9,3) 1
    f(g21,k8,5,9,3,8,3) mcf_balance(g21,k8,5,8,3) 1
    f(g21,k8,5,9,3,8,3) mcf_balance(g21,k8,5,9,3) -1
    f(g21,k8,5,9,3,8,3) mcf_cap(g21,k8,5,9,3,8,3) 1
    f(g21,k8,5,8,4,9,4) mcf_balance(g21,k8,5,9,4) 1
    f(g21,k8,5,8,5,9,5) mcf_balance(g21,k8,5,8,5) -1
    f(g21,k8,5,8,5,9,5) mcf_balance(g21,k8,5,9,5) 1
    f(g21,k8,5,8,5,9,5) mcf_cap(g21,k8,5,8,5,9,5) 1
    f(g21,k8,5,9,5,8,5) mcf_balance(g21,k8,5,8,5) 1
    f(g21,k8,5,9,5,8,5) mcf_balance(g21,k8,5,9,5) -1
    f(g21,k8,5,9,5,8,5) mcf_cap(g21,k8,5,9,5,8,5) 1
    f(g22,k9,0,9,1,9,0) mcf_balance(g22,k9,0,9,0) 1
    f(g22,k9,0,9,1,9,0) mcf_cap(g22,k9,0,9,1,9,0) 1
    f(g22,k9,0,9,1,9,2) mcf_balance(g22,k9,0,9,2) 1
    f(g22,k9,0,9,2,9,3) mcf_balance(g22,k9,0,9,2) -1
    f(g22,k9,0,9,2,9,3) mcf_balance(g22,k9,0,9,3) 1
    f(g22,k9,0,9,2,9,3) mcf_cap(g22,k9,0,9,2,9,3) 1
    f(g22,k9,0,9,3,9,2) mcf_balance(g22,k9,0,9,2) 1
    f(g22,k9,0,9,3,9,2) mcf_balance(g22,k9,0,9,3) -1
    f(g23,k9,6,9,7,9,6) mcf_balance(g23,k9,6,9,6) 1
    f(g23,k9,6,9,7,9,6) mcf_cap(g23,k9,6,9,7,9,6) 1
    f(g23,k9,6,9,7,9,8) mcf_balance(g23,k9,6,9,8) 1
    f(g23,k9,6,9,8,9,9) mcf_balance(g23,k9,6,9,8) -1
    f(g23,k9,6,9,8,9,9) mcf_balance(g23,k9,6,9,9) 1
    f(g23,k9,6,9,8,9,9) mcf_cap(g23,k9,6,9,8,9,9) 1
    f(g23,k9,6,9,9,9,8) mcf_balance(g23,k9,6,9,8) 1
    f(g23,k9,6,9,9,9,8) mcf_balance(g23,k9,6,9,9) -1
RHS
    RHS cover(0,0) 1
    RHS cover(0,1) 1
    RHS cover(0,2) 1
    RHS cover(0,3) 1
    RHS cover(0,4) 1
    RHS cover(0,5) 1
    RHS cover(0,6) 1
    RHS cover(0,7) 1
    RHS cover(0,8) 1
    RHS cover(0,9) 1
    RHS cover(1,0) 1
    RHS cover(1,1) 1
    RHS cover(1,2) 1
    RHS cover(1,3) 1
    RHS cover(1,4) 1
    RHS cover(1,5) 1
    RHS cover(1,6) 1
    RHS cover(1,7) 1
    RHS cover(1,8) 1
    RHS cover(1,9) 1
    RHS cover(2,0) 1
    RHS cover(2,1) 1
    RHS cover(2,2) 1
    RHS cover(2,3) 1
    RHS cover(2,4) 1
    RHS cover(2,5) 1
    RHS cover(2,6) 1
    RHS cover(2,7) 1
    RHS cover(2,8) 1
    RHS cover(2,9) 1
    RHS cover(3,0) 1
    RHS cover(3,1) 1
    RHS cover(3,2) 1
    RHS cover(3,3) 1
    RHS cover(3,4) 1
    RHS cover(3,5) 1
    RHS cover(3,6) 1
    RHS cover(3,7) 1
    RHS cover(3,8) 1
    RHS cover(3,9) 1
    RHS cover(4,0) 1
    RHS cover(4,1) 1
    RHS cover(4,2) 1
    RHS cover(4,3) 1
    RHS cover(4,4) 1
    RHS cover(4,5) 1
    RHS cover(4,6) 1
    RHS cover(4,7) 1
    RHS cover(4,8) 1
    RHS cover(4,9) 1
    RHS cover(5,0) 1
    RHS cover(5,1) 1
    RHS cover(5,2) 1
    RHS cover(5,3) 1
    RHS cover(5,4) 1
    RHS cover(5,5) 1
    RHS cover(5,6) 1
    RHS cover(5,7) 1
    RHS cover(5,8) 1
    RHS cover(5,9) 1
    RHS cover(6,0) 1
    RHS cover(6,1) 1
    RHS cover(6,2) 1
    RHS cover(6,3) 1
    RHS cover(6,4) 1
    RHS cover(6,5) 1
    RHS cover(6,6) 1
    RHS cover(6,7) 1
    RHS cover(6,8) 1
    RHS cover(6,9) 1
    RHS cover(7,0) 1
    RHS cover(7,1) 1
    RHS cover(7,2) 1
    RHS cover(7,3) 1
    RHS cover(7,4) 1
    RHS cover(7,5) 1
    RHS cover(7,6) 1
    RHS cover(7,7) 1
    RHS cover(7,8) 1
    RHS cover(7,9) 1
    RHS cover(8,0) 1
    RHS cover(8,1) 1
    RHS cover(8,2) 1
    RHS cover(8,3) 1
    RHS cover(8,4) 1
    RHS cover(8,5) 1
    RHS cover(8,6) 1
    RHS cover(8,7) 1
    RHS cover(8,8) 1
    RHS cover(8,9) 1
    RHS cover(9,0) 1
    RHS cover(9,1) 1
    RHS cover(9,2) 1
    RHS cover(9,3) 1
    RHS cover(9,4) 1
    RHS cover(9,5) 1
    RHS cover(9,6) 1
    RHS cover(9,7) 1
    RHS cover(9,8) 1
    RHS cover(9,9) 1
    RHS centre(0,1,g0) 1
    RHS centre(0,2,g0) 1
    RHS centre(1,1,g0) 1
    RHS centre(1,2,g0) 1
    RHS centre(0,6,g1) 1
    RHS centre(1,6,g1) 1
    RHS centre(1,7,g2) 1
    RHS centre(1,8,g2) 1
    RHS centre(1,4,g3) 1
    RHS centre(1,5,g3) 1
    RHS centre(2,4,g3) 1
    RHS centre(2,5,g3) 1
    RHS centre(1,9,g4) 1
    RHS centre(2,9,g4) 1
    RHS centre(2,1,g5) 1
    RHS centre(3,1,g5) 1
    RHS centre(3,2,g6) 1
    RHS centre(4,2,g6) 1
    RHS centre(3,3,g7) 1
    RHS centre(4,3,g7) 1
    RHS centre(3,8,g8) 1
    RHS centre(4,8,g8) 1
    RHS centre(4,0,g9) 1
    RHS centre(4,1,g9) 1
    RHS centre(4,6,g10) 1
    RHS centre(4,7,g10) 1
    RHS centre(4,4,g11) 1
    RHS centre(4,5,g11) 1
    RHS centre(5,4,g11) 1
    RHS centre(5,5,g11) 1
    RHS centre(5,8,g12) 1
    RHS centre(6,8,g12) 1
    RHS centre(6,2,g13) 1
    RHS centre(6,3,g14) 1
    RHS centre(7,3,g14) 1
    RHS centre(6,6,g15) 1
    RHS centre(6,7,g15) 1
    RHS centre(7,6,g15) 1
    RHS centre(7,7,g15) 1
    RHS centre(6,9,g16) 1
    RHS centre(7,9,g16) 1
    RHS centre(7,0,g17) 1
    RHS centre(7,4,g18) 1
    RHS centre(7,5,g18) 1
    RHS centre(8,2,g19) 1
    RHS centre(8,8,g20) 1
    RHS centre(8,4,g21) 1
    RHS centre(9,4,g21) 1
    RHS centre(9,1,g22) 1
    RHS centre(9,2,g22) 1
    RHS centre(9,7,g23) 1
    RHS centre(9,8,g23) 1
BOUNDS
 LO BND x(0,0,g0) 0
 UP BND x(0,0,g0) 1
 LO BND x(0,1,g0) 0
 UP BND x(0,1,g0) 1
 LO BND x(0,2,g0) 0
 UP BND x(0,2,g0) 1
 LO BND x(0,3,g0) 0
 UP BND x(0,3,g0) 1
 LO BND x(1,0,g0) 0
 UP BND x(1,0,g0) 1
 LO BND x(1,1,g0) 0
 UP BND x(1,1,g0) 1
 LO BND x(1,2,g0) 0
 UP BND x(1,2,g0) 1
 LO BND x(1,3,g0) 0
 UP BND x(1,3,g0) 1
 LO BND x(0,6,g1) 0
 UP BND x(0,6,g1) 1
 LO BND x(1,6,g1) 0
 UP BND x(1,6,g1) 1
 LO BND x(0,7,g2) 0
 UP BND x(0,7,g2) 1
 LO BND x(0,8,g2) 0
 UP BND x(0,8,g2) 1
 LO BND x(0,9,g2) 0
 UP BND x(0,9,g2) 1
 LO BND x(1,7,g2) 0
 UP BND x(1,7,g2) 1
 LO BND x(1,8,g2) 0
 UP BND x(1,8,g2) 1
 LO BND x(2,6,g2) 0
 UP BND x(2,6,g2) 1
 LO BND x(2,7,g2) 0
 UP BND x(2,7,g2) 1
 LO BND x(2,8,g2) 0
 UP BND x(2,8,g2) 1
 LO BND x(0,3,g3) 0
 UP BND x(0,3,g3) 1
 LO BND x(0,4,g3) 0
 UP BND x(0,4,g3) 1
 LO BND x(0,5,g3) 0
 UP BND x(0,5,g3) 1
 LO BND x(1,3,g3) 0
 UP BND x(1,3,g3) 1
 LO BND x(1,4,g3) 0
 UP BND x(1,4,g3) 1
 LO BND x(1,5,g3) 0
 UP BND x(1,5,g3) 1
 LO BND x(2,4,g3) 0
 UP BND x(2,4,g3) 1
 LO BND x(2,5,g3) 0
 UP BND x(2,5,g3) 1
 LO BND x(2,6,g3) 0
 UP BND x(2,6,g3) 1
 LO BND x(3,4,g3) 0
 UP BND x(3,4,g3) 1
 LO BND x(3,5,g3) 0
 UP BND x(3,5,g3) 1
 LO BND x(3,6,g3) 0
 UP BND x(3,6,g3) 1
 LO BND x(0,9,g4) 0
 UP BND x(0,9,g4) 1
 LO BND x(1,9,g4) 0
 UP BND x(1,9,g4) 1
 LO BND x(2,9,g4) 0
 UP BND x(2,9,g4) 1
 LO BND x(3,9,g4) 0
 UP BND x(3,9,g4) 1
 LO BND x(2,1,g5) 0
 UP BND x(2,1,g5) 1
 LO BND x(2,2,g5) 0
 UP BND x(2,2,g5) 1
 LO BND x(3,0,g5) 0
 UP BND x(3,0,g5) 1
 LO BND x(3,1,g5) 0
 UP BND x(3,1,g5) 1
 LO BND x(0,3,g6) 0
 UP BND x(0,3,g6) 1
 LO BND x(1,3,g6) 0
 UP BND x(1,3,g6) 1
 LO BND x(2,2,g6) 0
 UP BND x(2,2,g6) 1
 LO BND x(2,3,g6) 0
 UP BND x(2,3,g6) 1
 LO BND x(3,2,g6) 0
 UP BND x(3,2,g6) 1
 LO BND x(4,2,g6) 0
 UP BND x(4,2,g6) 1
 LO BND x(5,1,g6) 0
 UP BND x(5,1,g6) 1
 LO BND x(5,2,g6) 0
 UP BND x(5,2,g6) 1
 LO BND x(6,1,g6) 0
 UP BND x(6,1,g6) 1
 LO BND x(7,1,g6) 0
 UP BND x(7,1,g6) 1
 LO BND x(2,3,g7) 0
 UP BND x(2,3,g7) 1
 LO BND x(3,3,g7) 0
 UP BND x(3,3,g7) 1
 LO BND x(4,3,g7) 0
 UP BND x(4,3,g7) 1
 LO BND x(5,3,g7) 0
 UP BND x(5,3,g7) 1
 LO BND x(2,7,g8) 0
 UP BND x(2,7,g8) 1
 LO BND x(3,7,g8) 0
 UP BND x(3,7,g8) 1
 LO BND x(3,8,g8) 0
 UP BND x(3,8,g8) 1
 LO BND x(4,8,g8) 0
 UP BND x(4,8,g8) 1
 LO BND x(4,9,g8) 0
 UP BND x(4,9,g8) 1
 LO BND x(5,9,g8) 0
 UP BND x(5,9,g8) 1
 LO BND x(0,0,g9) 0
 UP BND x(0,0,g9) 1
 LO BND x(1,0,g9) 0
 UP BND x(1,0,g9) 1
 LO BND x(2,0,g9) 0
 UP BND x(2,0,g9) 1
 LO BND x(3,0,g9) 0
 UP BND x(3,0,g9) 1
 LO BND x(4,0,g9) 0
 UP BND x(4,0,g9) 1
 LO BND x(4,1,g9) 0
 UP BND x(4,1,g9) 1
 LO BND x(5,1,g9) 0
 UP BND x(5,1,g9) 1
 LO BND x(6,1,g9) 0
 UP BND x(6,1,g9) 1
 LO BND x(7,1,g9) 0
 UP BND x(7,1,g9) 1
 LO BND x(8,1,g9) 0
 UP BND x(8,1,g9) 1
 LO BND x(3,6,g10) 0
 UP BND x(3,6,g10) 1
 LO BND x(3,7,g10) 0
 UP BND x(3,7,g10) 1
 LO BND x(4,6,g10) 0
 UP BND x(4,6,g10) 1
 LO BND x(4,7,g10) 0
 UP BND x(4,7,g10) 1
 LO BND x(5,6,g10) 0
 UP BND x(5,6,g10) 1
 LO BND x(5,7,g10) 0
 UP BND x(5,7,g10) 1
 LO BND x(3,4,g11) 0
 UP BND x(3,4,g11) 1
 LO BND x(3,5,g11) 0
 UP BND x(3,5,g11) 1
 LO BND x(4,4,g11) 0
 UP BND x(4,4,g11) 1
 LO BND x(4,5,g11) 0
 UP BND x(4,5,g11) 1
 LO BND x(5,4,g11) 0
 UP BND x(5,4,g11) 1
 LO BND x(5,5,g11) 0
 UP BND x(5,5,g11) 1
 LO BND x(6,4,g11) 0
 UP BND x(6,4,g11) 1
 LO BND x(6,5,g11) 0
 UP BND x(6,5,g11) 1
 LO BND x(5,8,g12) 0
 UP BND x(5,8,g12) 1
 LO BND x(6,8,g12) 0
 UP BND x(6,8,g12) 1
 LO BND x(5,2,g13) 0
 UP BND x(5,2,g13) 1
 LO BND x(5,3,g13) 0
 UP BND x(5,3,g13) 1
 LO BND x(6,2,g13) 0
 UP BND x(6,2,g13) 1
 LO BND x(7,1,g13) 0
 UP BND x(7,1,g13) 1
 LO BND x(7,2,g13) 0
 UP BND x(7,2,g13) 1
 LO BND x(5,3,g14) 0
 UP BND x(5,3,g14) 1
 LO BND x(6,3,g14) 0
 UP BND x(6,3,g14) 1
 LO BND x(6,4,g14) 0
 UP BND x(6,4,g14) 1
 LO BND x(6,5,g14) 0
 UP BND x(6,5,g14) 1
 LO BND x(7,1,g14) 0
 UP BND x(7,1,g14) 1
 LO BND x(7,2,g14) 0
 UP BND x(7,2,g14) 1
 LO BND x(7,3,g14) 0
 UP BND x(7,3,g14) 1
 LO BND x(8,3,g14) 0
 UP BND x(8,3,g14) 1
 LO BND x(5,6,g15) 0
 UP BND x(5,6,g15) 1
 LO BND x(5,7,g15) 0
 UP BND x(5,7,g15) 1
 LO BND x(6,5,g15) 0
 UP BND x(6,5,g15) 1
 LO BND x(6,6,g15) 0
 UP BND x(6,6,g15) 1
 LO BND x(6,7,g15) 0
 UP BND x(6,7,g15) 1
 LO BND x(7,6,g15) 0
 UP BND x(7,6,g15) 1
 LO BND x(7,7,g15) 0
 UP BND x(7,7,g15) 1
 LO BND x(7,8,g15) 0
 UP BND x(7,8,g15) 1
 LO BND x(8,6,g15) 0
 UP BND x(8,6,g15) 1
 LO BND x(8,7,g15) 0
 UP BND x(8,7,g15) 1
 LO BND x(4,9,g16) 0
 UP BND x(4,9,g16) 1
 LO BND x(5,9,g16) 0
 UP BND x(5,9,g16) 1
 LO BND x(6,9,g16) 0
 UP BND x(6,9,g16) 1
 LO BND x(7,9,g16) 0
 UP BND x(7,9,g16) 1
 LO BND x(8,9,g16) 0
 UP BND x(8,9,g16) 1
 LO BND x(9,9,g16) 0
 UP BND x(9,9,g16) 1
 LO BND x(5,0,g17) 0
 UP BND x(5,0,g17) 1
 LO BND x(6,0,g17) 0
 UP BND x(6,0,g17) 1
 LO BND x(7,0,g17) 0
 UP BND x(7,0,g17) 1
 LO BND x(8,0,g17) 0
 UP BND x(8,0,g17) 1
 LO BND x(9,0,g17) 0
 UP BND x(9,0,g17) 1
 LO BND x(6,4,g18) 0
 UP BND x(6,4,g18) 1
 LO BND x(7,4,g18) 0
 UP BND x(7,4,g18) 1
 LO BND x(7,5,g18) 0
 UP BND x(7,5,g18) 1
 LO BND x(8,5,g18) 0
 UP BND x(8,5,g18) 1
 LO BND x(7,1,g19) 0
 UP BND x(7,1,g19) 1
 LO BND x(8,1,g19) 0
 UP BND x(8,1,g19) 1
 LO BND x(8,2,g19) 0
 UP BND x(8,2,g19) 1
 LO BND x(8,3,g19) 0
 UP BND x(8,3,g19) 1
 LO BND x(9,3,g19) 0
 UP BND x(9,3,g19) 1
 LO BND x(8,7,g20) 0
 UP BND x(8,7,g20) 1
 LO BND x(8,8,g20) 0
 UP BND x(8,8,g20) 1
 LO BND x(8,9,g20) 0
 UP BND x(8,9,g20) 1
 LO BND x(8,3,g21) 0
 UP BND x(8,3,g21) 1
 LO BND x(8,4,g21) 0
 UP BND x(8,4,g21) 1
 LO BND x(8,5,g21) 0
 UP BND x(8,5,g21) 1
 LO BND x(9,3,g21) 0
 UP BND x(9,3,g21) 1
 LO BND x(9,4,g21) 0
 UP BND x(9,4,g21) 1
 LO BND x(9,5,g21) 0
 UP BND x(9,5,g21) 1
 LO BND x(9,0,g22) 0
 UP BND x(9,0,g22) 1
 LO BND x(9,1,g22) 0
 UP BND x(9,1,g22) 1
 LO BND x(9,2,g22) 0
 UP BND x(9,2,g22) 1
 LO BND x(9,3,g22) 0
 UP BND x(9,3,g22) 1
 LO BND x(9,6,g23) 0
 UP BND x(9,6,g23) 1
 LO BND x(9,7,g23) 0
 UP BND x(9,7,g23) 1
 LO BND x(9,8,g23) 0
 UP BND x(9,8,g23) 1
 LO BND x(9,9,g23) 0
 UP BND x(9,9,g23) 1
 UP BND f(g0,k0,0,0,1,0,0) 1
 UP BND f(g0,k0,0,0,1,0,2) 1
 UP BND f(g0,k0,0,0,2,0,3) 1
 UP BND f(g0,k0,0,0,3,0,2) 1
 UP BND f(g0,k0,0,1,0,1,1) 1
 UP BND f(g0,k0,0,1,1,1,0) 1
 UP BND f(g0,k0,0,1,1,1,2) 1
 UP BND f(g0,k0,0,1,2,1,1) 1
 UP BND f(g0,k0,0,1,2,1,3) 1
 UP BND f(g0,k0,0,1,3,1,2) 1
 UP BND f(g0,k0,0,0,0,1,0) 1
 UP BND f(g0,k0,0,1,0,0,0) 1
 UP BND f(g0,k0,0,0,1,1,1) 1
 UP BND f(g0,k0,0,0,2,1,2) 1
 UP BND f(g0,k0,0,1,2,0,2) 1
 UP BND f(g0,k0,0,0,3,1,3) 1
 UP BND f(g0,k0,0,1,3,0,3) 1
 UP BND f(g0,k0,3,0,1,0,0) 1
 UP BND f(g0,k0,3,0,1,0,2) 1
 UP BND f(g0,k0,3,0,2,0,3) 1
 UP BND f(g0,k0,3,0,3,0,2) 1
 UP BND f(g0,k0,3,1,0,1,1) 1
 UP BND f(g0,k0,3,1,1,1,0) 1
 UP BND f(g0,k0,3,1,1,1,2) 1
 UP BND f(g0,k0,3,1,2,1,1) 1
 UP BND f(g0,k0,3,1,2,1,3) 1
 UP BND f(g0,k0,3,1,3,1,2) 1
 UP BND f(g0,k0,3,0,0,1,0) 1
 UP BND f(g0,k0,3,1,0,0,0) 1
 UP BND f(g0,k0,3,0,1,1,1) 1
 UP BND f(g0,k0,3,0,2,1,2) 1
 UP BND f(g0,k0,3,1,2,0,2) 1
 UP BND f(g0,k0,3,0,3,1,3) 1
 UP BND f(g0,k0,3,1,3,0,3) 1
 UP BND f(g2,k0,7,0,7,0,8) 1
 UP BND f(g2,k0,7,0,8,0,7) 1
 UP BND f(g2,k0,7,0,8,0,9) 1
 UP BND f(g2,k0,7,0,9,0,8) 1
 UP BND f(g2,k0,7,1,7,1,8) 1
 UP BND f(g2,k0,7,2,6,2,7) 1
 UP BND f(g2,k0,7,2,7,2,6) 1
 UP BND f(g2,k0,7,2,7,2,8) 1
 UP BND f(g2,k0,7,2,8,2,7) 1
 UP BND f(g2,k0,7,1,7,0,7) 1
 UP BND f(g2,k0,7,0,8,1,8) 1
 UP BND f(g2,k0,7,1,8,0,8) 1
 UP BND f(g2,k0,7,1,7,2,7) 1
 UP BND f(g2,k0,7,1,8,2,8) 1
 UP BND f(g2,k0,7,2,8,1,8) 1
 UP BND f(g2,k0,8,0,7,0,8) 1
 UP BND f(g2,k0,8,0,8,0,7) 1
 UP BND f(g2,k0,8,0,8,0,9) 1
 UP BND f(g2,k0,8,0,9,0,8) 1
 UP BND f(g2,k0,8,1,7,1,8) 1
 UP BND f(g2,k0,8,2,6,2,7) 1
 UP BND f(g2,k0,8,2,7,2,6) 1
 UP BND f(g2,k0,8,2,7,2,8) 1
 UP BND f(g2,k0,8,2,8,2,7) 1
 UP BND f(g2,k0,8,1,7,0,7) 1
 UP BND f(g2,k0,8,0,8,1,8) 1
 UP BND f(g2,k0,8,1,8,0,8) 1
 UP BND f(g2,k0,8,1,7,2,7) 1
 UP BND f(g2,k0,8,1,8,2,8) 1
 UP BND f(g2,k0,8,2,8,1,8) 1
 UP BND f(g2,k0,9,0,7,0,8) 1
 UP BND f(g2,k0,9,0,8,0,7) 1
 UP BND f(g2,k0,9,0,8,0,9) 1
 UP BND f(g2,k0,9,0,9,0,8) 1
 UP BND f(g2,k0,9,1,7,1,8) 1
 UP BND f(g2,k0,9,2,6,2,7) 1
 UP BND f(g2,k0,9,2,7,2,6) 1
 UP BND f(g2,k0,9,2,7,2,8) 1
 UP BND f(g2,k0,9,2,8,2,7) 1
 UP BND f(g2,k0,9,1,7,0,7) 1
 UP BND f(g2,k0,9,0,8,1,8) 1
 UP BND f(g2,k0,9,1,8,0,8) 1
 UP BND f(g2,k0,9,1,7,2,7) 1
 UP BND f(g2,k0,9,1,8,2,8) 1
 UP BND f(g2,k0,9,2,8,1,8) 1
 UP BND f(g3,k0,3,0,3,0,4) 1
 UP BND f(g3,k0,3,0,4,0,3) 1
 UP BND f(g3,k0,3,0,4,0,5) 1
 UP BND f(g3,k0,3,0,5,0,4) 1
 UP BND f(g3,k0,3,1,4,1,3) 1
 UP BND f(g3,k0,3,1,4,1,5) 1
 UP BND f(g3,k0,3,2,4,2,5) 1
 UP BND f(g3,k0,3,2,5,2,4) 1
 UP BND f(g3,k0,3,2,5,2,6) 1
 UP BND f(g3,k0,3,2,6,2,5) 1
 UP BND f(g3,k0,3,3,4,3,5) 1
 UP BND f(g3,k0,3,3,5,3,4) 1
 UP BND f(g3,k0,3,3,5,3,6) 1
 UP BND f(g3,k0,3,3,6,3,5) 1
 UP BND f(g3,k0,3,0,3,1,3) 1
 UP BND f(g3,k0,3,1,3,0,3) 1
 UP BND f(g3,k0,3,1,4,0,4) 1
 UP BND f(g3,k0,3,0,5,1,5) 1
 UP BND f(g3,k0,3,1,5,0,5) 1
 UP BND f(g3,k0,3,1,4,2,4) 1
 UP BND f(g3,k0,3,1,5,2,5) 1
 UP BND f(g3,k0,3,2,5,1,5) 1
 UP BND f(g3,k0,3,2,4,3,4) 1
 UP BND f(g3,k0,3,3,4,2,4) 1
 UP BND f(g3,k0,3,2,5,3,5) 1
 UP BND f(g3,k0,3,3,5,2,5) 1
 UP BND f(g3,k0,3,2,6,3,6) 1
 UP BND f(g3,k0,3,3,6,2,6) 1
 UP BND f(g3,k0,4,0,3,0,4) 1
 UP BND f(g3,k0,4,0,4,0,3) 1
 UP BND f(g3,k0,4,0,4,0,5) 1
 UP BND f(g3,k0,4,0,5,0,4) 1
 UP BND f(g3,k0,4,1,4,1,3) 1
 UP BND f(g3,k0,4,1,4,1,5) 1
 UP BND f(g3,k0,4,2,4,2,5) 1
 UP BND f(g3,k0,4,2,5,2,4) 1
 UP BND f(g3,k0,4,2,5,2,6) 1
 UP BND f(g3,k0,4,2,6,2,5) 1
 UP BND f(g3,k0,4,3,4,3,5) 1
 UP BND f(g3,k0,4,3,5,3,4) 1
 UP BND f(g3,k0,4,3,5,3,6) 1
 UP BND f(g3,k0,4,3,6,3,5) 1
 UP BND f(g3,k0,4,0,3,1,3) 1
 UP BND f(g3,k0,4,1,3,0,3) 1
 UP BND f(g3,k0,4,1,4,0,4) 1
 UP BND f(g3,k0,4,0,5,1,5) 1
 UP BND f(g3,k0,4,1,5,0,5) 1
 UP BND f(g3,k0,4,1,4,2,4) 1
 UP BND f(g3,k0,4,1,5,2,5) 1
 UP BND f(g3,k0,4,2,5,1,5) 1
 UP BND f(g3,k0,4,2,4,3,4) 1
 UP BND f(g3,k0,4,3,4,2,4) 1
 UP BND f(g3,k0,4,2,5,3,5) 1
 UP BND f(g3,k0,4,3,5,2,5) 1
 UP BND f(g3,k0,4,2,6,3,6) 1
 UP BND f(g3,k0,4,3,6,2,6) 1
 UP BND f(g3,k0,5,0,3,0,4) 1
 UP BND f(g3,k0,5,0,4,0,3) 1
 UP BND f(g3,k0,5,0,4,0,5) 1
 UP BND f(g3,k0,5,0,5,0,4) 1
 UP BND f(g3,k0,5,1,4,1,3) 1
 UP BND f(g3,k0,5,1,4,1,5) 1
 UP BND f(g3,k0,5,2,4,2,5) 1
 UP BND f(g3,k0,5,2,5,2,4) 1
 UP BND f(g3,k0,5,2,5,2,6) 1
 UP BND f(g3,k0,5,2,6,2,5) 1
 UP BND f(g3,k0,5,3,4,3,5) 1
 UP BND f(g3,k0,5,3,5,3,4) 1
 UP BND f(g3,k0,5,3,5,3,6) 1
 UP BND f(g3,k0,5,3,6,3,5) 1
 UP BND f(g3,k0,5,0,3,1,3) 1
 UP BND f(g3,k0,5,1,3,0,3) 1
 UP BND f(g3,k0,5,1,4,0,4) 1
 UP BND f(g3,k0,5,0,5,1,5) 1
 UP BND f(g3,k0,5,1,5,0,5) 1
 UP BND f(g3,k0,5,1,4,2,4) 1
 UP BND f(g3,k0,5,1,5,2,5) 1
 UP BND f(g3,k0,5,2,5,1,5) 1
 UP BND f(g3,k0,5,2,4,3,4) 1
 UP BND f(g3,k0,5,3,4,2,4) 1
 UP BND f(g3,k0,5,2,5,3,5) 1
 UP BND f(g3,k0,5,3,5,2,5) 1
 UP BND f(g3,k0,5,2,6,3,6) 1
 UP BND f(g3,k0,5,3,6,2,6) 1
 UP BND f(g3,k1,3,0,3,0,4) 1
 UP BND f(g3,k1,3,0,4,0,3) 1
 UP BND f(g3,k1,3,0,4,0,5) 1
 UP BND f(g3,k1,3,0,5,0,4) 1
 UP BND f(g3,k1,3,1,4,1,3) 1
 UP BND f(g3,k1,3,1,4,1,5) 1
 UP BND f(g3,k1,3,2,4,2,5) 1
 UP BND f(g3,k1,3,2,5,2,4) 1
 UP BND f(g3,k1,3,2,5,2,6) 1
 UP BND f(g3,k1,3,2,6,2,5) 1
 UP BND f(g3,k1,3,3,4,3,5) 1
 UP BND f(g3,k1,3,3,5,3,4) 1
 UP BND f(g3,k1,3,3,5,3,6) 1
 UP BND f(g3,k1,3,3,6,3,5) 1
 UP BND f(g3,k1,3,0,3,1,3) 1
 UP BND f(g3,k1,3,1,3,0,3) 1
 UP BND f(g3,k1,3,1,4,0,4) 1
 UP BND f(g3,k1,3,0,5,1,5) 1
 UP BND f(g3,k1,3,1,5,0,5) 1
 UP BND f(g3,k1,3,1,4,2,4) 1
 UP BND f(g3,k1,3,1,5,2,5) 1
 UP BND f(g3,k1,3,2,5,1,5) 1
 UP BND f(g3,k1,3,2,4,3,4) 1
 UP BND f(g3,k1,3,3,4,2,4) 1
 UP BND f(g3,k1,3,2,5,3,5) 1
 UP BND f(g3,k1,3,3,5,2,5) 1
 UP BND f(g3,k1,3,2,6,3,6) 1
 UP BND f(g3,k1,3,3,6,2,6) 1
 UP BND f(g4,k0,9,1,9,0,9) 1
 UP BND f(g4,k0,9,1,9,2,9) 1
 UP BND f(g4,k0,9,2,9,3,9) 1
 UP BND f(g4,k0,9,3,9,2,9) 1
 UP BND f(g5,k2,2,2,1,2,2) 1
 UP BND f(g5,k2,2,3,0,3,1) 1
 UP BND f(g5,k2,2,3,1,3,0) 1
 UP BND f(g5,k2,2,2,1,3,1) 1
 UP BND f(g6,k0,3,2,2,2,3) 1
 UP BND f(g6,k0,3,2,3,2,2) 1
 UP BND f(g6,k0,3,5,1,5,2) 1
 UP BND f(g6,k0,3,5,2,5,1) 1
 UP BND f(g6,k0,3,0,3,1,3) 1
 UP BND f(g6,k0,3,1,3,0,3) 1
 UP BND f(g6,k0,3,1,3,2,3) 1
 UP BND f(g6,k0,3,2,3,1,3) 1
 UP BND f(g6,k0,3,3,2,2,2) 1
 UP BND f(g6,k0,3,3,2,4,2) 1
 UP BND f(g6,k0,3,4,2,5,2) 1
 UP BND f(g6,k0,3,5,2,4,2) 1
 UP BND f(g6,k0,3,5,1,6,1) 1
 UP BND f(g6,k0,3,6,1,5,1) 1
 UP BND f(g6,k0,3,6,1,7,1) 1
 UP BND f(g6,k0,3,7,1,6,1) 1
 UP BND f(g6,k1,3,2,2,2,3) 1
 UP BND f(g6,k1,3,2,3,2,2) 1
 UP BND f(g6,k1,3,5,1,5,2) 1
 UP BND f(g6,k1,3,5,2,5,1) 1
 UP BND f(g6,k1,3,0,3,1,3) 1
 UP BND f(g6,k1,3,1,3,0,3) 1
 UP BND f(g6,k1,3,1,3,2,3) 1
 UP BND f(g6,k1,3,2,3,1,3) 1
 UP BND f(g6,k1,3,3,2,2,2) 1
 UP BND f(g6,k1,3,3,2,4,2) 1
 UP BND f(g6,k1,3,4,2,5,2) 1
 UP BND f(g6,k1,3,5,2,4,2) 1
 UP BND f(g6,k1,3,5,1,6,1) 1
 UP BND f(g6,k1,3,6,1,5,1) 1
 UP BND f(g6,k1,3,6,1,7,1) 1
 UP BND f(g6,k1,3,7,1,6,1) 1
 UP BND f(g6,k2,2,2,2,2,3) 1
 UP BND f(g6,k2,2,2,3,2,2) 1
 UP BND f(g6,k2,2,5,1,5,2) 1
 UP BND f(g6,k2,2,5,2,5,1) 1
 UP BND f(g6,k2,2,0,3,1,3) 1
 UP BND f(g6,k2,2,1,3,0,3) 1
 UP BND f(g6,k2,2,1,3,2,3) 1
 UP BND f(g6,k2,2,2,3,1,3) 1
 UP BND f(g6,k2,2,3,2,2,2) 1
 UP BND f(g6,k2,2,3,2,4,2) 1
 UP BND f(g6,k2,2,4,2,5,2) 1
 UP BND f(g6,k2,2,5,2,4,2) 1
 UP BND f(g6,k2,2,5,1,6,1) 1
 UP BND f(g6,k2,2,6,1,5,1) 1
 UP BND f(g6,k2,2,6,1,7,1) 1
 UP BND f(g6,k2,2,7,1,6,1) 1
 UP BND f(g6,k2,3,2,2,2,3) 1
 UP BND f(g6,k2,3,2,3,2,2) 1
 UP BND f(g6,k2,3,5,1,5,2) 1
 UP BND f(g6,k2,3,5,2,5,1) 1
 UP BND f(g6,k2,3,0,3,1,3) 1
 UP BND f(g6,k2,3,1,3,0,3) 1
 UP BND f(g6,k2,3,1,3,2,3) 1
 UP BND f(g6,k2,3,2,3,1,3) 1
 UP BND f(g6,k2,3,3,2,2,2) 1
 UP BND f(g6,k2,3,3,2,4,2) 1
 UP BND f(g6,k2,3,4,2,5,2) 1
 UP BND f(g6,k2,3,5,2,4,2) 1
 UP BND f(g6,k2,3,5,1,6,1) 1
 UP BND f(g6,k2,3,6,1,5,1) 1
 UP BND f(g6,k2,3,6,1,7,1) 1
 UP BND f(g6,k2,3,7,1,6,1) 1
 UP BND f(g7,k2,3,3,3,2,3) 1
 UP BND f(g7,k2,3,3,3,4,3) 1
 UP BND f(g7,k2,3,4,3,5,3) 1
 UP BND f(g7,k2,3,5,3,4,3) 1
 UP BND f(g8,k2,7,3,8,3,7) 1
 UP BND f(g8,k2,7,4,8,4,9) 1
 UP BND f(g8,k2,7,4,9,4,8) 1
 UP BND f(g8,k2,7,2,7,3,7) 1
 UP BND f(g8,k2,7,3,7,2,7) 1
 UP BND f(g8,k2,7,3,8,4,8) 1
 UP BND f(g8,k2,7,4,9,5,9) 1
 UP BND f(g8,k2,7,5,9,4,9) 1
 UP BND f(g8,k3,7,3,8,3,7) 1
 UP BND f(g8,k3,7,4,8,4,9) 1
 UP BND f(g8,k3,7,4,9,4,8) 1
 UP BND f(g8,k3,7,2,7,3,7) 1
 UP BND f(g8,k3,7,3,7,2,7) 1
 UP BND f(g8,k3,7,3,8,4,8) 1
 UP BND f(g8,k3,7,4,9,5,9) 1
 UP BND f(g8,k3,7,5,9,4,9) 1
 UP BND f(g9,k0,0,4,0,4,1) 1
 UP BND f(g9,k0,0,0,0,1,0) 1
 UP BND f(g9,k0,0,1,0,0,0) 1
 UP BND f(g9,k0,0,1,0,2,0) 1
 UP BND f(g9,k0,0,2,0,1,0) 1
 UP BND f(g9,k0,0,2,0,3,0) 1
 UP BND f(g9,k0,0,3,0,2,0) 1
 UP BND f(g9,k0,0,4,0,3,0) 1
 UP BND f(g9,k0,0,4,1,5,1) 1
 UP BND f(g9,k0,0,5,1,4,1) 1
 UP BND f(g9,k0,0,5,1,6,1) 1
 UP BND f(g9,k0,0,6,1,5,1) 1
 UP BND f(g9,k0,0,6,1,7,1) 1
 UP BND f(g9,k0,0,7,1,6,1) 1
 UP BND f(g9,k0,0,7,1,8,1) 1
 UP BND f(g9,k0,0,8,1,7,1) 1
 UP BND f(g9,k1,0,4,0,4,1) 1
 UP BND f(g9,k1,0,0,0,1,0) 1
 UP BND f(g9,k1,0,1,0,0,0) 1
 UP BND f(g9,k1,0,1,0,2,0) 1
 UP BND f(g9,k1,0,2,0,1,0) 1
 UP BND f(g9,k1,0,2,0,3,0) 1
 UP BND f(g9,k1,0,3,0,2,0) 1
 UP BND f(g9,k1,0,4,0,3,0) 1
 UP BND f(g9,k1,0,4,1,5,1) 1
 UP BND f(g9,k1,0,5,1,4,1) 1
 UP BND f(g9,k1,0,5,1,6,1) 1
 UP BND f(g9,k1,0,6,1,5,1) 1
 UP BND f(g9,k1,0,6,1,7,1) 1
 UP BND f(g9,k1,0,7,1,6,1) 1
 UP BND f(g9,k1,0,7,1,8,1) 1
 UP BND f(g9,k1,0,8,1,7,1) 1
 UP BND f(g9,k2,0,4,0,4,1) 1
 UP BND f(g9,k2,0,0,0,1,0) 1
 UP BND f(g9,k2,0,1,0,0,0) 1
 UP BND f(g9,k2,0,1,0,2,0) 1
 UP BND f(g9,k2,0,2,0,1,0) 1
 UP BND f(g9,k2,0,2,0,3,0) 1
 UP BND f(g9,k2,0,3,0,2,0) 1
 UP BND f(g9,k2,0,4,0,3,0) 1
 UP BND f(g9,k2,0,4,1,5,1) 1
 UP BND f(g9,k2,0,5,1,4,1) 1
 UP BND f(g9,k2,0,5,1,6,1) 1
 UP BND f(g9,k2,0,6,1,5,1) 1
 UP BND f(g9,k2,0,6,1,7,1) 1
 UP BND f(g9,k2,0,7,1,6,1) 1
 UP BND f(g9,k2,0,7,1,8,1) 1
 UP BND f(g9,k2,0,8,1,7,1) 1
 UP BND f(g9,k3,0,4,0,4,1) 1
 UP BND f(g9,k3,0,0,0,1,0) 1
 UP BND f(g9,k3,0,1,0,0,0) 1
 UP BND f(g9,k3,0,1,0,2,0) 1
 UP BND f(g9,k3,0,2,0,1,0) 1
 UP BND f(g9,k3,0,2,0,3,0) 1
 UP BND f(g9,k3,0,3,0,2,0) 1
 UP BND f(g9,k3,0,4,0,3,0) 1
 UP BND f(g9,k3,0,4,1,5,1) 1
 UP BND f(g9,k3,0,5,1,4,1) 1
 UP BND f(g9,k3,0,5,1,6,1) 1
 UP BND f(g9,k3,0,6,1,5,1) 1
 UP BND f(g9,k3,0,6,1,7,1) 1
 UP BND f(g9,k3,0,7,1,6,1) 1
 UP BND f(g9,k3,0,7,1,8,1) 1
 UP BND f(g9,k3,0,8,1,7,1) 1
 UP BND f(g10,k3,6,3,6,3,7) 1
 UP BND f(g10,k3,6,3,7,3,6) 1
 UP BND f(g10,k3,6,4,6,4,7) 1
 UP BND f(g10,k3,6,5,6,5,7) 1
 UP BND f(g10,k3,6,5,7,5,6) 1
 UP BND f(g10,k3,6,4,6,3,6) 1
 UP BND f(g10,k3,6,3,7,4,7) 1
 UP BND f(g10,k3,6,4,7,3,7) 1
 UP BND f(g10,k3,6,4,6,5,6) 1
 UP BND f(g10,k3,6,4,7,5,7) 1
 UP BND f(g10,k3,6,5,7,4,7) 1
 UP BND f(g10,k3,7,3,6,3,7) 1
 UP BND f(g10,k3,7,3,7,3,6) 1
 UP BND f(g10,k3,7,4,6,4,7) 1
 UP BND f(g10,k3,7,5,6,5,7) 1
 UP BND f(g10,k3,7,5,7,5,6) 1
 UP BND f(g10,k3,7,4,6,3,6) 1
 UP BND f(g10,k3,7,3,7,4,7) 1
 UP BND f(g10,k3,7,4,7,3,7) 1
 UP BND f(g10,k3,7,4,6,5,6) 1
 UP BND f(g10,k3,7,4,7,5,7) 1
 UP BND f(g10,k3,7,5,7,4,7) 1
 UP BND f(g11,k3,4,3,4,3,5) 1
 UP BND f(g11,k3,4,3,5,3,4) 1
 UP BND f(g11,k3,4,4,4,4,5) 1
 UP BND f(g11,k3,4,5,4,5,5) 1
 UP BND f(g11,k3,4,5,5,5,4) 1
 UP BND f(g11,k3,4,6,4,6,5) 1
 UP BND f(g11,k3,4,6,5,6,4) 1
 UP BND f(g11,k3,4,4,4,3,4) 1
 UP BND f(g11,k3,4,3,5,4,5) 1
 UP BND f(g11,k3,4,4,5,3,5) 1
 UP BND f(g11,k3,4,4,4,5,4) 1
 UP BND f(g11,k3,4,4,5,5,5) 1
 UP BND f(g11,k3,4,5,5,4,5) 1
 UP BND f(g11,k3,4,5,4,6,4) 1
 UP BND f(g11,k3,4,6,4,5,4) 1
 UP BND f(g11,k3,4,5,5,6,5) 1
 UP BND f(g11,k3,4,6,5,5,5) 1
 UP BND f(g11,k3,5,3,4,3,5) 1
 UP BND f(g11,k3,5,3,5,3,4) 1
 UP BND f(g11,k3,5,4,4,4,5) 1
 UP BND f(g11,k3,5,5,4,5,5) 1
 UP BND f(g11,k3,5,5,5,5,4) 1
 UP BND f(g11,k3,5,6,4,6,5) 1
 UP BND f(g11,k3,5,6,5,6,4) 1
 UP BND f(g11,k3,5,4,4,3,4) 1
 UP BND f(g11,k3,5,3,5,4,5) 1
 UP BND f(g11,k3,5,4,5,3,5) 1
 UP BND f(g11,k3,5,4,4,5,4) 1
 UP BND f(g11,k3,5,4,5,5,5) 1
 UP BND f(g11,k3,5,5,5,4,5) 1
 UP BND f(g11,k3,5,5,4,6,4) 1
 UP BND f(g11,k3,5,6,4,5,4) 1
 UP BND f(g11,k3,5,5,5,6,5) 1
 UP BND f(g11,k3,5,6,5,5,5) 1
 UP BND f(g13,k5,2,5,2,5,3) 1
 UP BND f(g13,k5,2,5,3,5,2) 1
 UP BND f(g13,k5,2,7,1,7,2) 1
 UP BND f(g13,k5,2,7,2,7,1) 1
 UP BND f(g13,k5,2,6,2,5,2) 1
 UP BND f(g13,k5,2,6,2,7,2) 1
 UP BND f(g13,k5,3,5,2,5,3) 1
 UP BND f(g13,k5,3,5,3,5,2) 1
 UP BND f(g13,k5,3,7,1,7,2) 1
 UP BND f(g13,k5,3,7,2,7,1) 1
 UP BND f(g13,k5,3,6,2,5,2) 1
 UP BND f(g13,k5,3,6,2,7,2) 1
 UP BND f(g14,k5,3,6,3,6,4) 1
 UP BND f(g14,k5,3,6,4,6,5) 1
 UP BND f(g14,k5,3,6,5,6,4) 1
 UP BND f(g14,k5,3,7,1,7,2) 1
 UP BND f(g14,k5,3,7,2,7,1) 1
 UP BND f(g14,k5,3,7,2,7,3) 1
 UP BND f(g14,k5,3,7,3,7,2) 1
 UP BND f(g14,k5,3,6,3,5,3) 1
 UP BND f(g14,k5,3,6,3,7,3) 1
 UP BND f(g14,k5,3,7,3,8,3) 1
 UP BND f(g14,k5,3,8,3,7,3) 1
 UP BND f(g14,k6,4,6,3,6,4) 1
 UP BND f(g14,k6,4,6,4,6,5) 1
 UP BND f(g14,k6,4,6,5,6,4) 1
 UP BND f(g14,k6,4,7,1,7,2) 1
 UP BND f(g14,k6,4,7,2,7,1) 1
 UP BND f(g14,k6,4,7,2,7,3) 1
 UP BND f(g14,k6,4,7,3,7,2) 1
 UP BND f(g14,k6,4,6,3,5,3) 1
 UP BND f(g14,k6,4,6,3,7,3) 1
 UP BND f(g14,k6,4,7,3,8,3) 1
 UP BND f(g14,k6,4,8,3,7,3) 1
 UP BND f(g14,k6,5,6,3,6,4) 1
 UP BND f(g14,k6,5,6,4,6,5) 1
 UP BND f(g14,k6,5,6,5,6,4) 1
 UP BND f(g14,k6,5,7,1,7,2) 1
 UP BND f(g14,k6,5,7,2,7,1) 1
 UP BND f(g14,k6,5,7,2,7,3) 1
 UP BND f(g14,k6,5,7,3,7,2) 1
 UP BND f(g14,k6,5,6,3,5,3) 1
 UP BND f(g14,k6,5,6,3,7,3) 1
 UP BND f(g14,k6,5,7,3,8,3) 1
 UP BND f(g14,k6,5,8,3,7,3) 1
 UP BND f(g15,k5,6,5,6,5,7) 1
 UP BND f(g15,k5,6,5,7,5,6) 1
 UP BND f(g15,k5,6,6,6,6,5) 1
 UP BND f(g15,k5,6,6,6,6,7) 1
 UP BND f(g15,k5,6,7,6,7,7) 1
 UP BND f(g15,k5,6,7,7,7,6) 1
 UP BND f(g15,k5,6,7,7,7,8) 1
 UP BND f(g15,k5,6,7,8,7,7) 1
 UP BND f(g15,k5,6,8,6,8,7) 1
 UP BND f(g15,k5,6,8,7,8,6) 1
 UP BND f(g15,k5,6,6,6,5,6) 1
 UP BND f(g15,k5,6,5,7,6,7) 1
 UP BND f(g15,k5,6,6,7,5,7) 1
 UP BND f(g15,k5,6,6,6,7,6) 1
 UP BND f(g15,k5,6,6,7,7,7) 1
 UP BND f(g15,k5,6,7,7,6,7) 1
 UP BND f(g15,k5,6,7,6,8,6) 1
 UP BND f(g15,k5,6,8,6,7,6) 1
 UP BND f(g15,k5,6,7,7,8,7) 1
 UP BND f(g15,k5,6,8,7,7,7) 1
 UP BND f(g15,k5,7,5,6,5,7) 1
 UP BND f(g15,k5,7,5,7,5,6) 1
 UP BND f(g15,k5,7,6,6,6,5) 1
 UP BND f(g15,k5,7,6,6,6,7) 1
 UP BND f(g15,k5,7,7,6,7,7) 1
 UP BND f(g15,k5,7,7,7,7,6) 1
 UP BND f(g15,k5,7,7,7,7,8) 1
 UP BND f(g15,k5,7,7,8,7,7) 1
 UP BND f(g15,k5,7,8,6,8,7) 1
 UP BND f(g15,k5,7,8,7,8,6) 1
 UP BND f(g15,k5,7,6,6,5,6) 1
 UP BND f(g15,k5,7,5,7,6,7) 1
 UP BND f(g15,k5,7,6,7,5,7) 1
 UP BND f(g15,k5,7,6,6,7,6) 1
 UP BND f(g15,k5,7,6,7,7,7) 1
 UP BND f(g15,k5,7,7,7,6,7) 1
 UP BND f(g15,k5,7,7,6,8,6) 1
 UP BND f(g15,k5,7,8,6,7,6) 1
 UP BND f(g15,k5,7,7,7,8,7) 1
 UP BND f(g15,k5,7,8,7,7,7) 1
 UP BND f(g15,k6,5,5,6,5,7) 1
 UP BND f(g15,k6,5,5,7,5,6) 1
 UP BND f(g15,k6,5,6,6,6,5) 1
 UP BND f(g15,k6,5,6,6,6,7) 1
 UP BND f(g15,k6,5,7,6,7,7) 1
 UP BND f(g15,k6,5,7,7,7,6) 1
 UP BND f(g15,k6,5,7,7,7,8) 1
 UP BND f(g15,k6,5,7,8,7,7) 1
 UP BND f(g15,k6,5,8,6,8,7) 1
 UP BND f(g15,k6,5,8,7,8,6) 1
 UP BND f(g15,k6,5,6,6,5,6) 1
 UP BND f(g15,k6,5,5,7,6,7) 1
 UP BND f(g15,k6,5,6,7,5,7) 1
 UP BND f(g15,k6,5,6,6,7,6) 1
 UP BND f(g15,k6,5,6,7,7,7) 1
 UP BND f(g15,k6,5,7,7,6,7) 1
 UP BND f(g15,k6,5,7,6,8,6) 1
 UP BND f(g15,k6,5,8,6,7,6) 1
 UP BND f(g15,k6,5,7,7,8,7) 1
 UP BND f(g15,k6,5,8,7,7,7) 1
 UP BND f(g16,k4,9,4,9,5,9) 1
 UP BND f(g16,k4,9,5,9,4,9) 1
 UP BND f(g16,k4,9,6,9,5,9) 1
 UP BND f(g16,k4,9,6,9,7,9) 1
 UP BND f(g16,k4,9,7,9,8,9) 1
 UP BND f(g16,k4,9,8,9,7,9) 1
 UP BND f(g16,k4,9,8,9,9,9) 1
 UP BND f(g16,k4,9,9,9,8,9) 1
 UP BND f(g16,k5,9,4,9,5,9) 1
 UP BND f(g16,k5,9,5,9,4,9) 1
 UP BND f(g16,k5,9,6,9,5,9) 1
 UP BND f(g16,k5,9,6,9,7,9) 1
 UP BND f(g16,k5,9,7,9,8,9) 1
 UP BND f(g16,k5,9,8,9,7,9) 1
 UP BND f(g16,k5,9,8,9,9,9) 1
 UP BND f(g16,k5,9,9,9,8,9) 1
 UP BND f(g17,k5,0,5,0,6,0) 1
 UP BND f(g17,k5,0,6,0,5,0) 1
 UP BND f(g17,k5,0,7,0,6,0) 1
 UP BND f(g17,k5,0,7,0,8,0) 1
 UP BND f(g17,k5,0,8,0,9,0) 1
 UP BND f(g17,k5,0,9,0,8,0) 1
 UP BND f(g17,k6,0,5,0,6,0) 1
 UP BND f(g17,k6,0,6,0,5,0) 1
 UP BND f(g17,k6,0,7,0,6,0) 1
 UP BND f(g17,k6,0,7,0,8,0) 1
 UP BND f(g17,k6,0,8,0,9,0) 1
 UP BND f(g17,k6,0,9,0,8,0) 1
 UP BND f(g18,k6,4,7,4,7,5) 1
 UP BND f(g18,k6,4,7,4,6,4) 1
 UP BND f(g18,k6,4,7,5,8,5) 1
 UP BND f(g18,k6,4,8,5,7,5) 1
 UP BND f(g19,k7,1,8,2,8,1) 1
 UP BND f(g19,k7,1,8,2,8,3) 1
 UP BND f(g19,k7,1,7,1,8,1) 1
 UP BND f(g19,k7,1,8,1,7,1) 1
 UP BND f(g19,k7,1,8,3,9,3) 1
 UP BND f(g19,k7,1,9,3,8,3) 1
 UP BND f(g19,k8,1,8,2,8,1) 1
 UP BND f(g19,k8,1,8,2,8,3) 1
 UP BND f(g19,k8,1,7,1,8,1) 1
 UP BND f(g19,k8,1,8,1,7,1) 1
 UP BND f(g19,k8,1,8,3,9,3) 1
 UP BND f(g19,k8,1,9,3,8,3) 1
 UP BND f(g20,k8,7,8,8,8,7) 1
 UP BND f(g20,k8,7,8,8,8,9) 1
 UP BND f(g21,k8,3,8,4,8,3) 1
 UP BND f(g21,k8,3,8,4,8,5) 1
 UP BND f(g21,k8,3,9,3,9,4) 1
 UP BND f(g21,k8,3,9,4,9,3) 1
 UP BND f(g21,k8,3,9,4,9,5) 1
 UP BND f(g21,k8,3,9,5,9,4) 1
 UP BND f(g21,k8,3,8,3,9,3) 1
 UP BND f(g21,k8,3,9,3,8,3) 1
 UP BND f(g21,k8,3,8,4,9,4) 1
 UP BND f(g21,k8,3,8,5,9,5) 1
 UP BND f(g21,k8,3,9,5,8,5) 1
 UP BND f(g21,k8,5,8,4,8,3) 1
 UP BND f(g21,k8,5,8,4,8,5) 1
 UP BND f(g21,k8,5,9,3,9,4) 1
 UP BND f(g21,k8,5,9,4,9,3) 1
 UP BND f(g21,k8,5,9,4,9,5) 1
 UP BND f(g21,k8,5,9,5,9,4) 1
 UP BND f(g21,k8,5,8,3,9,3) 1
 UP BND f(g21,k8,5,9,3,8,3) 1
 UP BND f(g21,k8,5,8,4,9,4) 1
 UP BND f(g21,k8,5,8,5,9,5) 1
 UP BND f(g21,k8,5,9,5,8,5) 1
 UP BND f(g22,k9,0,9,1,9,0) 1
 UP BND f(g22,k9,0,9,1,9,2) 1
 UP BND f(g22,k9,0,9,2,9,3) 1
 UP BND f(g22,k9,0,9,3,9,2) 1
 UP BND f(g23,k9,6,9,7,9,6) 1
 UP BND f(g23,k9,6,9,7,9,8) 1
 UP BND f(g23,k9,6,9,8,9,9) 1
 UP BND f(g23,k9,6,9,9,9,8) 1
ENDATA
