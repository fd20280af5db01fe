NAME galaxies_flow_galaxies_10x10_s1
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
 E centre(1,2,g0)
 E centre(1,6,g1)
 E centre(1,0,g2)
 E centre(1,1,g2)
 E centre(2,0,g2)
 E centre(2,1,g2)
 E centre(3,4,g3)
 E centre(3,5,g3)
 E centre(4,1,g4)
 E centre(4,2,g4)
 E centre(4,4,g5)
 E centre(4,9,g6)
 E centre(5,9,g6)
 E centre(5,0,g7)
 E centre(5,2,g8)
 E centre(5,7,g9)
 E centre(5,8,g9)
 E centre(6,3,g10)
 E centre(6,6,g11)
 E centre(7,6,g11)
 E centre(7,0,g12)
 E centre(7,1,g12)
 E centre(7,4,g13)
 E centre(8,4,g13)
 E centre(8,7,g14)
 E centre(8,8,g15)
 E centre(8,9,g15)
 E centre(8,1,g16)
 E centre(9,1,g16)
 E centre(8,5,g17)
 E centre(9,5,g17)
 E centre(9,3,g18)
 E centre(9,4,g18)
 E centre(9,8,g19)
 E symmetry(0,0,g0)
 E symmetry(0,1,g0)
 E symmetry(0,2,g0)
 E symmetry(0,3,g1)
 E symmetry(0,4,g1)
 E symmetry(0,5,g1)
 E symmetry(0,6,g1)
 E symmetry(0,7,g1)
 E symmetry(0,8,g1)
 E symmetry(0,9,g1)
 E symmetry(1,3,g1)
 E symmetry(1,4,g1)
 E symmetry(1,5,g1)
 E symmetry(0,0,g2)
 E symmetry(0,1,g2)
 E symmetry(1,0,g2)
 E symmetry(1,1,g2)
 E symmetry(0,4,g3)
 E symmetry(0,5,g3)
 E symmetry(1,3,g3)
 E symmetry(1,4,g3)
 E symmetry(1,5,g3)
 E symmetry(2,2,g3)
 E symmetry(2,3,g3)
 E symmetry(2,4,g3)
 E symmetry(2,6,g3)
 E symmetry(2,9,g3)
 E symmetry(3,0,g3)
 E symmetry(3,1,g3)
 E symmetry(3,2,g3)
 E symmetry(3,3,g3)
 E symmetry(3,4,g3)
 E symmetry(2,2,g4)
 E symmetry(2,3,g4)
 E symmetry(3,0,g4)
 E symmetry(3,2,g4)
 E symmetry(4,0,g4)
 E symmetry(4,1,g4)
 E symmetry(1,3,g5)
 E symmetry(2,3,g5)
 E symmetry(2,4,g5)
 E symmetry(3,2,g5)
 E symmetry(3,3,g5)
 E symmetry(4,3,g5)
 E symmetry(2,9,g6)
 E symmetry(3,9,g6)
 E symmetry(4,9,g6)
 E symmetry(4,0,g7)
 E symmetry(4,3,g8)
 E symmetry(5,1,g8)
 E symmetry(3,6,g9)
 E symmetry(3,7,g9)
 E symmetry(3,8,g9)
 E symmetry(4,6,g9)
 E symmetry(4,7,g9)
 E symmetry(4,8,g9)
 E symmetry(5,7,g9)
 E symmetry(4,3,g10)
 E symmetry(5,1,g10)
 E symmetry(5,3,g10)
 E symmetry(5,4,g10)
 E symmetry(6,1,g10)
 E symmetry(6,2,g10)
 E symmetry(4,5,g11)
 E symmetry(4,6,g11)
 E symmetry(5,6,g11)
 E symmetry(6,4,g11)
 E symmetry(6,5,g11)
 E symmetry(6,6,g11)
 E symmetry(6,7,g11)
 E symmetry(5,1,g12)
 E symmetry(6,1,g12)
 E symmetry(7,0,g12)
 E symmetry(7,4,g13)
 E symmetry(7,5,g13)
 E symmetry(7,7,g14)
 E symmetry(7,8,g14)
 E symmetry(7,8,g15)
 E symmetry(8,8,g15)
 E symmetry(8,0,g16)
 E symmetry(8,1,g16)
 E symmetry(8,2,g16)
 E symmetry(8,5,g17)
 E symmetry(9,3,g18)
 E symmetry(9,7,g19)
 E flow_balance(g0,0,0)
 E flow_balance(g0,0,1)
 E flow_balance(g0,0,2)
 E flow_balance(g0,2,2)
 E flow_balance(g0,2,3)
 E flow_balance(g0,2,4)
 E flow_balance(g1,0,3)
 E flow_balance(g1,0,4)
 E flow_balance(g1,0,5)
 E flow_balance(g1,0,6)
 E flow_balance(g1,0,7)
 E flow_balance(g1,0,8)
 E flow_balance(g1,0,9)
 E flow_balance(g1,1,3)
 E flow_balance(g1,1,4)
 E flow_balance(g1,1,5)
 E flow_balance(g1,1,7)
 E flow_balance(g1,1,8)
 E flow_balance(g1,1,9)
 E flow_balance(g1,2,3)
 E flow_balance(g1,2,4)
 E flow_balance(g1,2,5)
 E flow_balance(g1,2,6)
 E flow_balance(g1,2,7)
 E flow_balance(g1,2,8)
 E flow_balance(g1,2,9)
 E flow_balance(g2,0,0)
 E flow_balance(g2,0,1)
 E flow_balance(g2,1,1)
 E flow_balance(g2,2,0)
 E flow_balance(g2,2,1)
 E flow_balance(g2,3,0)
 E flow_balance(g2,3,1)
 E flow_balance(g3,0,4)
 E flow_balance(g3,0,5)
 E flow_balance(g3,1,3)
 E flow_balance(g3,1,4)
 E flow_balance(g3,1,5)
 E flow_balance(g3,2,2)
 E flow_balance(g3,2,3)
 E flow_balance(g3,2,4)
 E flow_balance(g3,2,6)
 E flow_balance(g3,2,9)
 E flow_balance(g3,3,0)
 E flow_balance(g3,3,1)
 E flow_balance(g3,3,2)
 E flow_balance(g3,3,3)
 E flow_balance(g3,3,5)
 E flow_balance(g3,3,6)
 E flow_balance(g3,3,7)
 E flow_balance(g3,3,8)
 E flow_balance(g3,3,9)
 E flow_balance(g3,4,0)
 E flow_balance(g3,4,3)
 E flow_balance(g3,4,5)
 E flow_balance(g3,4,6)
 E flow_balance(g3,4,7)
 E flow_balance(g3,5,4)
 E flow_balance(g3,5,5)
 E flow_balance(g3,5,6)
 E flow_balance(g3,6,4)
 E flow_balance(g3,6,5)
 E flow_balance(g4,2,2)
 E flow_balance(g4,2,3)
 E flow_balance(g4,3,0)
 E flow_balance(g4,3,2)
 E flow_balance(g4,4,0)
 E flow_balance(g4,4,2)
 E flow_balance(g4,4,3)
 E flow_balance(g4,5,1)
 E flow_balance(g4,5,3)
 E flow_balance(g4,6,0)
 E flow_balance(g4,6,1)
 E flow_balance(g5,1,3)
 E flow_balance(g5,2,3)
 E flow_balance(g5,2,4)
 E flow_balance(g5,3,2)
 E flow_balance(g5,3,3)
 E flow_balance(g5,4,3)
 E flow_balance(g5,4,5)
 E flow_balance(g5,5,5)
 E flow_balance(g5,5,6)
 E flow_balance(g5,6,4)
 E flow_balance(g5,6,5)
 E flow_balance(g5,7,5)
 E flow_balance(g6,2,9)
 E flow_balance(g6,3,9)
 E flow_balance(g6,5,9)
 E flow_balance(g6,6,9)
 E flow_balance(g6,7,9)
 E flow_balance(g7,4,0)
 E flow_balance(g7,6,0)
 E flow_balance(g8,4,3)
 E flow_balance(g8,5,1)
 E flow_balance(g8,5,3)
 E flow_balance(g8,6,1)
 E flow_balance(g9,3,6)
 E flow_balance(g9,3,7)
 E flow_balance(g9,3,8)
 E flow_balance(g9,4,6)
 E flow_balance(g9,4,7)
 E flow_balance(g9,4,8)
 E flow_balance(g9,5,8)
 E flow_balance(g9,6,7)
 E flow_balance(g9,6,8)
 E flow_balance(g9,6,9)
 E flow_balance(g9,7,7)
 E flow_balance(g9,7,8)
 E flow_balance(g9,7,9)
 E flow_balance(g10,4,3)
 E flow_balance(g10,5,1)
 E flow_balance(g10,5,3)
 E flow_balance(g10,5,4)
 E flow_balance(g10,6,1)
 E flow_balance(g10,6,2)
 E flow_balance(g10,6,4)
 E flow_balance(g10,6,5)
 E flow_balance(g10,7,2)
 E flow_balance(g10,7,3)
 E flow_balance(g10,7,5)
 E flow_balance(g10,8,3)
 E flow_balance(g11,4,5)
 E flow_balance(g11,4,6)
 E flow_balance(g11,5,6)
 E flow_balance(g11,6,4)
 E flow_balance(g11,6,5)
 E flow_balance(g11,6,7)
 E flow_balance(g11,7,5)
 E flow_balance(g11,7,6)
 E flow_balance(g11,7,7)
 E flow_balance(g11,7,8)
 E flow_balance(g11,8,6)
 E flow_balance(g11,9,6)
 E flow_balance(g11,9,7)
 E flow_balance(g12,5,1)
 E flow_balance(g12,6,1)
 E flow_balance(g12,7,1)
 E flow_balance(g12,8,0)
 E flow_balance(g12,9,0)
 E flow_balance(g13,7,5)
 E flow_balance(g13,8,3)
 E flow_balance(g13,8,4)
 E flow_balance(g14,7,7)
 E flow_balance(g14,7,8)
 E flow_balance(g14,9,6)
 E flow_balance(g14,9,7)
 E flow_balance(g15,7,8)
 E flow_balance(g15,8,9)
 E flow_balance(g15,9,9)
 E flow_balance(g16,8,0)
 E flow_balance(g16,8,2)
 E flow_balance(g16,9,0)
 E flow_balance(g16,9,1)
 E flow_balance(g16,9,2)
 E flow_balance(g17,9,5)
 E flow_balance(g18,9,4)
 E flow_balance(g19,9,7)
 E flow_balance(g19,9,9)
 L flow_cap_tail(g0,0,0,0,1)
 L flow_cap_tail(g0,0,1,0,2)
 L flow_cap_tail(g0,2,2,2,3)
 L flow_cap_tail(g0,2,3,2,4)
 L flow_cap_tail(g0,0,2,1,2)
 L flow_cap_tail(g0,1,2,2,2)
 L flow_cap_tail(g1,0,3,0,4)
 L flow_cap_tail(g1,0,4,0,5)
 L flow_cap_tail(g1,0,5,0,6)
 L flow_cap_tail(g1,0,6,0,7)
 L flow_cap_tail(g1,0,7,0,8)
 L flow_cap_tail(g1,0,8,0,9)
 L flow_cap_tail(g1,1,3,1,4)
 L flow_cap_tail(g1,1,4,1,5)
 L flow_cap_tail(g1,1,5,1,6)
 L flow_cap_tail(g1,1,6,1,7)
 L flow_cap_tail(g1,1,7,1,8)
 L flow_cap_tail(g1,1,8,1,9)
 L flow_cap_tail(g1,2,3,2,4)
 L flow_cap_tail(g1,2,4,2,5)
 L flow_cap_tail(g1,2,5,2,6)
 L flow_cap_tail(g1,2,6,2,7)
 L flow_cap_tail(g1,2,7,2,8)
 L flow_cap_tail(g1,2,8,2,9)
 L flow_cap_tail(g1,0,3,1,3)
 L flow_cap_tail(g1,0,4,1,4)
 L flow_cap_tail(g1,0,5,1,5)
 L flow_cap_tail(g1,0,6,1,6)
 L flow_cap_tail(g1,0,7,1,7)
 L flow_cap_tail(g1,0,8,1,8)
 L flow_cap_tail(g1,0,9,1,9)
 L flow_cap_tail(g1,1,3,2,3)
 L flow_cap_tail(g1,1,4,2,4)
 L flow_cap_tail(g1,1,5,2,5)
 L flow_cap_tail(g1,1,6,2,6)
 L flow_cap_tail(g1,1,7,2,7)
 L flow_cap_tail(g1,1,8,2,8)
 L flow_cap_tail(g1,1,9,2,9)
 L flow_cap_tail(g2,0,0,0,1)
 L flow_cap_tail(g2,1,0,1,1)
 L flow_cap_tail(g2,2,0,2,1)
 L flow_cap_tail(g2,3,0,3,1)
 L flow_cap_tail(g2,0,0,1,0)
 L flow_cap_tail(g2,0,1,1,1)
 L flow_cap_tail(g2,1,0,2,0)
 L flow_cap_tail(g2,1,1,2,1)
 L flow_cap_tail(g2,2,0,3,0)
 L flow_cap_tail(g2,2,1,3,1)
 L flow_cap_tail(g3,0,4,0,5)
 L flow_cap_tail(g3,1,3,1,4)
 L flow_cap_tail(g3,1,4,1,5)
 L flow_cap_tail(g3,2,2,2,3)
 L flow_cap_tail(g3,2,3,2,4)
 L flow_cap_tail(g3,3,0,3,1)
 L flow_cap_tail(g3,3,1,3,2)
 L flow_cap_tail(g3,3,2,3,3)
 L flow_cap_tail(g3,3,3,3,4)
 L flow_cap_tail(g3,3,4,3,5)
 L flow_cap_tail(g3,3,5,3,6)
 L flow_cap_tail(g3,3,6,3,7)
 L flow_cap_tail(g3,3,7,3,8)
 L flow_cap_tail(g3,3,8,3,9)
 L flow_cap_tail(g3,4,5,4,6)
 L flow_cap_tail(g3,4,6,4,7)
 L flow_cap_tail(g3,5,4,5,5)
 L flow_cap_tail(g3,5,5,5,6)
 L flow_cap_tail(g3,6,4,6,5)
 L flow_cap_tail(g3,0,4,1,4)
 L flow_cap_tail(g3,0,5,1,5)
 L flow_cap_tail(g3,1,3,2,3)
 L flow_cap_tail(g3,1,4,2,4)
 L flow_cap_tail(g3,2,2,3,2)
 L flow_cap_tail(g3,2,3,3,3)
 L flow_cap_tail(g3,2,4,3,4)
 L flow_cap_tail(g3,2,6,3,6)
 L flow_cap_tail(g3,2,9,3,9)
 L flow_cap_tail(g3,3,0,4,0)
 L flow_cap_tail(g3,3,3,4,3)
 L flow_cap_tail(g3,3,5,4,5)
 L flow_cap_tail(g3,3,6,4,6)
 L flow_cap_tail(g3,3,7,4,7)
 L flow_cap_tail(g3,4,5,5,5)
 L flow_cap_tail(g3,4,6,5,6)
 L flow_cap_tail(g3,5,4,6,4)
 L flow_cap_tail(g3,5,5,6,5)
 L flow_cap_tail(g4,2,2,2,3)
 L flow_cap_tail(g4,4,0,4,1)
 L flow_cap_tail(g4,4,1,4,2)
 L flow_cap_tail(g4,4,2,4,3)
 L flow_cap_tail(g4,6,0,6,1)
 L flow_cap_tail(g4,2,2,3,2)
 L flow_cap_tail(g4,3,0,4,0)
 L flow_cap_tail(g4,3,2,4,2)
 L flow_cap_tail(g4,4,1,5,1)
 L flow_cap_tail(g4,4,3,5,3)
 L flow_cap_tail(g4,5,1,6,1)
 L flow_cap_tail(g5,2,3,2,4)
 L flow_cap_tail(g5,3,2,3,3)
 L flow_cap_tail(g5,4,3,4,4)
 L flow_cap_tail(g5,4,4,4,5)
 L flow_cap_tail(g5,5,5,5,6)
 L flow_cap_tail(g5,6,4,6,5)
 L flow_cap_tail(g5,1,3,2,3)
 L flow_cap_tail(g5,2,3,3,3)
 L flow_cap_tail(g5,3,3,4,3)
 L flow_cap_tail(g5,4,5,5,5)
 L flow_cap_tail(g5,5,5,6,5)
 L flow_cap_tail(g5,6,5,7,5)
 L flow_cap_tail(g6,2,9,3,9)
 L flow_cap_tail(g6,3,9,4,9)
 L flow_cap_tail(g6,4,9,5,9)
 L flow_cap_tail(g6,5,9,6,9)
 L flow_cap_tail(g6,6,9,7,9)
 L flow_cap_tail(g7,4,0,5,0)
 L flow_cap_tail(g7,5,0,6,0)
 L flow_cap_tail(g8,5,1,5,2)
 L flow_cap_tail(g8,5,2,5,3)
 L flow_cap_tail(g8,4,3,5,3)
 L flow_cap_tail(g8,5,1,6,1)
 L flow_cap_tail(g9,3,6,3,7)
 L flow_cap_tail(g9,3,7,3,8)
 L flow_cap_tail(g9,4,6,4,7)
 L flow_cap_tail(g9,4,7,4,8)
 L flow_cap_tail(g9,5,7,5,8)
 L flow_cap_tail(g9,6,7,6,8)
 L flow_cap_tail(g9,6,8,6,9)
 L flow_cap_tail(g9,7,7,7,8)
 L flow_cap_tail(g9,7,8,7,9)
 L flow_cap_tail(g9,3,6,4,6)
 L flow_cap_tail(g9,3,7,4,7)
 L flow_cap_tail(g9,3,8,4,8)
 L flow_cap_tail(g9,4,7,5,7)
 L flow_cap_tail(g9,4,8,5,8)
 L flow_cap_tail(g9,5,7,6,7)
 L flow_cap_tail(g9,5,8,6,8)
 L flow_cap_tail(g9,6,7,7,7)
 L flow_cap_tail(g9,6,8,7,8)
 L flow_cap_tail(g9,6,9,7,9)
 L flow_cap_tail(g10,5,3,5,4)
 L flow_cap_tail(g10,6,1,6,2)
 L flow_cap_tail(g10,6,2,6,3)
 L flow_cap_tail(g10,6,3,6,4)
 L flow_cap_tail(g10,6,4,6,5)
 L flow_cap_tail(g10,7,2,7,3)
 L flow_cap_tail(g10,4,3,5,3)
 L flow_cap_tail(g10,5,1,6,1)
 L flow_cap_tail(g10,5,3,6,3)
 L flow_cap_tail(g10,5,4,6,4)
 L flow_cap_tail(g10,6,2,7,2)
 L flow_cap_tail(g10,6,3,7,3)
 L flow_cap_tail(g10,6,5,7,5)
 L flow_cap_tail(g10,7,3,8,3)
 L flow_cap_tail(g11,4,5,4,6)
 L flow_cap_tail(g11,6,4,6,5)
 L flow_cap_tail(g11,6,5,6,6)
 L flow_cap_tail(g11,6,6,6,7)
 L flow_cap_tail(g11,7,5,7,6)
 L flow_cap_tail(g11,7,6,7,7)
 L flow_cap_tail(g11,7,7,7,8)
 L flow_cap_tail(g11,9,6,9,7)
 L flow_cap_tail(g11,4,6,5,6)
 L flow_cap_tail(g11,5,6,6,6)
 L flow_cap_tail(g11,6,5,7,5)
 L flow_cap_tail(g11,6,6,7,6)
 L flow_cap_tail(g11,6,7,7,7)
 L flow_cap_tail(g11,7,6,8,6)
 L flow_cap_tail(g11,8,6,9,6)
 L flow_cap_tail(g12,7,0,7,1)
 L flow_cap_tail(g12,5,1,6,1)
 L flow_cap_tail(g12,6,1,7,1)
 L flow_cap_tail(g12,7,0,8,0)
 L flow_cap_tail(g12,8,0,9,0)
 L flow_cap_tail(g13,7,4,7,5)
 L flow_cap_tail(g13,8,3,8,4)
 L flow_cap_tail(g13,7,4,8,4)
 L flow_cap_tail(g14,7,7,7,8)
 L flow_cap_tail(g14,9,6,9,7)
 L flow_cap_tail(g14,7,7,8,7)
 L flow_cap_tail(g14,8,7,9,7)
 L flow_cap_tail(g15,8,8,8,9)
 L flow_cap_tail(g15,7,8,8,8)
 L flow_cap_tail(g15,8,9,9,9)
 L flow_cap_tail(g16,8,0,8,1)
 L flow_cap_tail(g16,8,1,8,2)
 L flow_cap_tail(g16,9,0,9,1)
 L flow_cap_tail(g16,9,1,9,2)
 L flow_cap_tail(g16,8,0,9,0)
 L flow_cap_tail(g16,8,1,9,1)
 L flow_cap_tail(g16,8,2,9,2)
 L flow_cap_tail(g17,8,5,9,5)
 L flow_cap_tail(g18,9,3,9,4)
 L flow_cap_tail(g19,9,7,9,8)
 L flow_cap_tail(g19,9,8,9,9)
 L flow_cap_tail(g0,0,1,0,0)
 L flow_cap_tail(g0,0,2,0,1)
 L flow_cap_tail(g0,2,3,2,2)
 L flow_cap_tail(g0,2,4,2,3)
 L flow_cap_tail(g0,1,2,0,2)
 L flow_cap_tail(g0,2,2,1,2)
 L flow_cap_tail(g1,0,4,0,3)
 L flow_cap_tail(g1,0,5,0,4)
 L flow_cap_tail(g1,0,6,0,5)
 L flow_cap_tail(g1,0,7,0,6)
 L flow_cap_tail(g1,0,8,0,7)
 L flow_cap_tail(g1,0,9,0,8)
 L flow_cap_tail(g1,1,4,1,3)
 L flow_cap_tail(g1,1,5,1,4)
 L flow_cap_tail(g1,1,6,1,5)
 L flow_cap_tail(g1,1,7,1,6)
 L flow_cap_tail(g1,1,8,1,7)
 L flow_cap_tail(g1,1,9,1,8)
 L flow_cap_tail(g1,2,4,2,3)
 L flow_cap_tail(g1,2,5,2,4)
 L flow_cap_tail(g1,2,6,2,5)
 L flow_cap_tail(g1,2,7,2,6)
 L flow_cap_tail(g1,2,8,2,7)
 L flow_cap_tail(g1,2,9,2,8)
 L flow_cap_tail(g1,1,3,0,3)
 L flow_cap_tail(g1,1,4,0,4)
 L flow_cap_tail(g1,1,5,0,5)
 L flow_cap_tail(g1,1,6,0,6)
 L flow_cap_tail(g1,1,7,0,7)
 L flow_cap_tail(g1,1,8,0,8)
 L flow_cap_tail(g1,1,9,0,9)
 L flow_cap_tail(g1,2,3,1,3)
 L flow_cap_tail(g1,2,4,1,4)
 L flow_cap_tail(g1,2,5,1,5)
 L flow_cap_tail(g1,2,6,1,6)
 L flow_cap_tail(g1,2,7,1,7)
 L flow_cap_tail(g1,2,8,1,8)
 L flow_cap_tail(g1,2,9,1,9)
 L flow_cap_tail(g2,0,1,0,0)
 L flow_cap_tail(g2,1,1,1,0)
 L flow_cap_tail(g2,2,1,2,0)
 L flow_cap_tail(g2,3,1,3,0)
 L flow_cap_tail(g2,1,0,0,0)
 L flow_cap_tail(g2,1,1,0,1)
 L flow_cap_tail(g2,2,0,1,0)
 L flow_cap_tail(g2,2,1,1,1)
 L flow_cap_tail(g2,3,0,2,0)
 L flow_cap_tail(g2,3,1,2,1)
 L flow_cap_tail(g3,0,5,0,4)
 L flow_cap_tail(g3,1,4,1,3)
 L flow_cap_tail(g3,1,5,1,4)
 L flow_cap_tail(g3,2,3,2,2)
 L flow_cap_tail(g3,2,4,2,3)
 L flow_cap_tail(g3,3,1,3,0)
 L flow_cap_tail(g3,3,2,3,1)
 L flow_cap_tail(g3,3,3,3,2)
 L flow_cap_tail(g3,3,4,3,3)
 L flow_cap_tail(g3,3,5,3,4)
 L flow_cap_tail(g3,3,6,3,5)
 L flow_cap_tail(g3,3,7,3,6)
 L flow_cap_tail(g3,3,8,3,7)
 L flow_cap_tail(g3,3,9,3,8)
 L flow_cap_tail(g3,4,6,4,5)
 L flow_cap_tail(g3,4,7,4,6)
 L flow_cap_tail(g3,5,5,5,4)
 L flow_cap_tail(g3,5,6,5,5)
 L flow_cap_tail(g3,6,5,6,4)
 L flow_cap_tail(g3,1,4,0,4)
 L flow_cap_tail(g3,1,5,0,5)
 L flow_cap_tail(g3,2,3,1,3)
 L flow_cap_tail(g3,2,4,1,4)
 L flow_cap_tail(g3,3,2,2,2)
 L flow_cap_tail(g3,3,3,2,3)
 L flow_cap_tail(g3,3,4,2,4)
 L flow_cap_tail(g3,3,6,2,6)
 L flow_cap_tail(g3,3,9,2,9)
 L flow_cap_tail(g3,4,0,3,0)
 L flow_cap_tail(g3,4,3,3,3)
 L flow_cap_tail(g3,4,5,3,5)
 L flow_cap_tail(g3,4,6,3,6)
 L flow_cap_tail(g3,4,7,3,7)
 L flow_cap_tail(g3,5,5,4,5)
 L flow_cap_tail(g3,5,6,4,6)
 L flow_cap_tail(g3,6,4,5,4)
 L flow_cap_tail(g3,6,5,5,5)
 L flow_cap_tail(g4,2,3,2,2)
 L flow_cap_tail(g4,4,1,4,0)
 L flow_cap_tail(g4,4,2,4,1)
 L flow_cap_tail(g4,4,3,4,2)
 L flow_cap_tail(g4,6,1,6,0)
 L flow_cap_tail(g4,3,2,2,2)
 L flow_cap_tail(g4,4,0,3,0)
 L flow_cap_tail(g4,4,2,3,2)
 L flow_cap_tail(g4,5,1,4,1)
 L flow_cap_tail(g4,5,3,4,3)
 L flow_cap_tail(g4,6,1,5,1)
 L flow_cap_tail(g5,2,4,2,3)
 L flow_cap_tail(g5,3,3,3,2)
 L flow_cap_tail(g5,4,4,4,3)
 L flow_cap_tail(g5,4,5,4,4)
 L flow_cap_tail(g5,5,6,5,5)
 L flow_cap_tail(g5,6,5,6,4)
 L flow_cap_tail(g5,2,3,1,3)
 L flow_cap_tail(g5,3,3,2,3)
 L flow_cap_tail(g5,4,3,3,3)
 L flow_cap_tail(g5,5,5,4,5)
 L flow_cap_tail(g5,6,5,5,5)
 L flow_cap_tail(g5,7,5,6,5)
 L flow_cap_tail(g6,3,9,2,9)
 L flow_cap_tail(g6,4,9,3,9)
 L flow_cap_tail(g6,5,9,4,9)
 L flow_cap_tail(g6,6,9,5,9)
 L flow_cap_tail(g6,7,9,6,9)
 L flow_cap_tail(g7,5,0,4,0)
 L flow_cap_tail(g7,6,0,5,0)
 L flow_cap_tail(g8,5,2,5,1)
 L flow_cap_tail(g8,5,3,5,2)
 L flow_cap_tail(g8,5,3,4,3)
 L flow_cap_tail(g8,6,1,5,1)
 L flow_cap_tail(g9,3,7,3,6)
 L flow_cap_tail(g9,3,8,3,7)
 L flow_cap_tail(g9,4,7,4,6)
 L flow_cap_tail(g9,4,8,4,7)
 L flow_cap_tail(g9,5,8,5,7)
 L flow_cap_tail(g9,6,8,6,7)
 L flow_cap_tail(g9,6,9,6,8)
 L flow_cap_tail(g9,7,8,7,7)
 L flow_cap_tail(g9,7,9,7,8)
 L flow_cap_tail(g9,4,6,3,6)
 L flow_cap_tail(g9,4,7,3,7)
 L flow_cap_tail(g9,4,8,3,8)
 L flow_cap_tail(g9,5,7,4,7)
 L flow_cap_tail(g9,5,8,4,8)
 L flow_cap_tail(g9,6,7,5,7)
 L flow_cap_tail(g9,6,8,5,8)
 L flow_cap_tail(g9,7,7,6,7)
 L flow_cap_tail(g9,7,8,6,8)
 L flow_cap_tail(g9,7,9,6,9)
 L flow_cap_tail(g10,5,4,5,3)
 L flow_cap_tail(g10,6,2,6,1)
 L flow_cap_tail(g10,6,3,6,2)
 L flow_cap_tail(g10,6,4,6,3)
 L flow_cap_tail(g10,6,5,6,4)
 L flow_cap_tail(g10,7,3,7,2)
 L flow_cap_tail(g10,5,3,4,3)
 L flow_cap_tail(g10,6,1,5,1)
 L flow_cap_tail(g10,6,3,5,3)
 L flow_cap_tail(g10,6,4,5,4)
 L flow_cap_tail(g10,7,2,6,2)
 L flow_cap_tail(g10,7,3,6,3)
 L flow_cap_tail(g10,7,5,6,5)
 L flow_cap_tail(g10,8,3,7,3)
 L flow_cap_tail(g11,4,6,4,5)
 L flow_cap_tail(g11,6,5,6,4)
 L flow_cap_tail(g11,6,6,6,5)
 L flow_cap_tail(g11,6,7,6,6)
 L flow_cap_tail(g11,7,6,7,5)
 L flow_cap_tail(g11,7,7,7,6)
 L flow_cap_tail(g11,7,8,7,7)
 L flow_cap_tail(g11,9,7,9,6)
 L flow_cap_tail(g11,5,6,4,6)
 L flow_cap_tail(g11,6,6,5,6)
 L flow_cap_tail(g11,7,5,6,5)
 L flow_cap_tail(g11,7,6,6,6)
 L flow_cap_tail(g11,7,7,6,7)
 L flow_cap_tail(g11,8,6,7,6)
 L flow_cap_tail(g11,9,6,8,6)
 L flow_cap_tail(g12,7,1,7,0)
 L flow_cap_tail(g12,6,1,5,1)
 L flow_cap_tail(g12,7,1,6,1)
 L flow_cap_tail(g12,8,0,7,0)
 L flow_cap_tail(g12,9,0,8,0)
 L flow_cap_tail(g13,7,5,7,4)
 L flow_cap_tail(g13,8,4,8,3)
 L flow_cap_tail(g13,8,4,7,4)
 L flow_cap_tail(g14,7,8,7,7)
 L flow_cap_tail(g14,9,7,9,6)
 L flow_cap_tail(g14,8,7,7,7)
 L flow_cap_tail(g14,9,7,8,7)
 L flow_cap_tail(g15,8,9,8,8)
 L flow_cap_tail(g15,8,8,7,8)
 L flow_cap_tail(g15,9,9,8,9)
 L flow_cap_tail(g16,8,1,8,0)
 L flow_cap_tail(g16,8,2,8,1)
 L flow_cap_tail(g16,9,1,9,0)
 L flow_cap_tail(g16,9,2,9,1)
 L flow_cap_tail(g16,9,0,8,0)
 L flow_cap_tail(g16,9,1,8,1)
 L flow_cap_tail(g16,9,2,8,2)
 L flow_cap_tail(g17,9,5,8,5)
 L flow_cap_tail(g18,9,4,9,3)
 L flow_cap_tail(g19,9,8,9,7)
 L flow_cap_tail(g19,9,9,9,8)
 L flow_cap_head(g0,0,0,0,1)
 L flow_cap_head(g0,0,1,0,2)
 L flow_cap_head(g0,2,2,2,3)
 L flow_cap_head(g0,2,3,2,4)
 L flow_cap_head(g0,0,2,1,2)
 L flow_cap_head(g0,1,2,2,2)
 L flow_cap_head(g1,0,3,0,4)
 L flow_cap_head(g1,0,4,0,5)
 L flow_cap_head(g1,0,5,0,6)
 L flow_cap_head(g1,0,6,0,7)
 L flow_cap_head(g1,0,7,0,8)
 L flow_cap_head(g1,0,8,0,9)
 L flow_cap_head(g1,1,3,1,4)
 L flow_cap_head(g1,1,4,1,5)
 L flow_cap_head(g1,1,5,1,6)
 L flow_cap_head(g1,1,6,1,7)
 L flow_cap_head(g1,1,7,1,8)
 L flow_cap_head(g1,1,8,1,9)
 L flow_cap_head(g1,2,3,2,4)
 L flow_cap_head(g1,2,4,2,5)
 L flow_cap_head(g1,2,5,2,6)
 L flow_cap_head(g1,2,6,2,7)
 L flow_cap_head(g1,2,7,2,8)
 L flow_cap_head(g1,2,8,2,9)
 L flow_cap_head(g1,0,3,1,3)
 L flow_cap_head(g1,0,4,1,4)
 L flow_cap_head(g1,0,5,1,5)
 L flow_cap_head(g1,0,6,1,6)
 L flow_cap_head(g1,0,7,1,7)
 L flow_cap_head(g1,0,8,1,8)
 L flow_cap_head(g1,0,9,1,9)
 L flow_cap_head(g1,1,3,2,3)
 L flow_cap_head(g1,1,4,2,4)
 L flow_cap_head(g1,1,5,2,5)
 L flow_cap_head(g1,1,6,2,6)
 L flow_cap_head(g1,1,7,2,7)
 L flow_cap_head(g1,1,8,2,8)
 L flow_cap_head(g1,1,9,2,9)
 L flow_cap_head(g2,0,0,0,1)
 L flow_cap_head(g2,1,0,1,1)
 L flow_cap_head(g2,2,0,2,1)
 L flow_cap_head(g2,3,0,3,1)
 L flow_cap_head(g2,0,0,1,0)
 L flow_cap_head(g2,0,1,1,1)
 L flow_cap_head(g2,1,0,2,0)
 L flow_cap_head(g2,1,1,2,1)
 L flow_cap_head(g2,2,0,3,0)
 L flow_cap_head(g2,2,1,3,1)
 L flow_cap_head(g3,0,4,0,5)
 L flow_cap_head(g3,1,3,1,4)
 L flow_cap_head(g3,1,4,1,5)
 L flow_cap_head(g3,2,2,2,3)
 L flow_cap_head(g3,2,3,2,4)
 L flow_cap_head(g3,3,0,3,1)
 L flow_cap_head(g3,3,1,3,2)
 L flow_cap_head(g3,3,2,3,3)
 L flow_cap_head(g3,3,3,3,4)
 L flow_cap_head(g3,3,4,3,5)
 L flow_cap_head(g3,3,5,3,6)
 L flow_cap_head(g3,3,6,3,7)
 L flow_cap_head(g3,3,7,3,8)
 L flow_cap_head(g3,3,8,3,9)
 L flow_cap_head(g3,4,5,4,6)
 L flow_cap_head(g3,4,6,4,7)
 L flow_cap_head(g3,5,4,5,5)
 L flow_cap_head(g3,5,5,5,6)
 L flow_cap_head(g3,6,4,6,5)
 L flow_cap_head(g3,0,4,1,4)
 L flow_cap_head(g3,0,5,1,5)
 L flow_cap_head(g3,1,3,2,3)
 L flow_cap_head(g3,1,4,2,4)
 L flow_cap_head(g3,2,2,3,2)
 L flow_cap_head(g3,2,3,3,3)
 L flow_cap_head(g3,2,4,3,4)
 L flow_cap_head(g3,2,6,3,6)
 L flow_cap_head(g3,2,9,3,9)
 L flow_cap_head(g3,3,0,4,0)
 L flow_cap_head(g3,3,3,4,3)
 L flow_cap_head(g3,3,5,4,5)
 L flow_cap_head(g3,3,6,4,6)
 L flow_cap_head(g3,3,7,4,7)
 L flow_cap_head(g3,4,5,5,5)
 L flow_cap_head(g3,4,6,5,6)
 L flow_cap_head(g3,5,4,6,4)
 L flow_cap_head(g3,5,5,6,5)
 L flow_cap_head(g4,2,2,2,3)
 L flow_cap_head(g4,4,0,4,1)
 L flow_cap_head(g4,4,1,4,2)
 L flow_cap_head(g4,4,2,4,3)
 L flow_cap_head(g4,6,0,6,1)
 L flow_cap_head(g4,2,2,3,2)
 L flow_cap_head(g4,3,0,4,0)
 L flow_cap_head(g4,3,2,4,2)
 L flow_cap_head(g4,4,1,5,1)
 L flow_cap_head(g4,4,3,5,3)
 L flow_cap_head(g4,5,1,6,1)
 L flow_cap_head(g5,2,3,2,4)
 L flow_cap_head(g5,3,2,3,3)
 L flow_cap_head(g5,4,3,4,4)
 L flow_cap_head(g5,4,4,4,5)
 L flow_cap_head(g5,5,5,5,6)
 L flow_cap_head(g5,6,4,6,5)
 L flow_cap_head(g5,1,3,2,3)
 L flow_cap_head(g5,2,3,3,3)
 L flow_cap_head(g5,3,3,4,3)
 L flow_cap_head(g5,4,5,5,5)
 L flow_cap_head(g5,5,5,6,5)
 L flow_cap_head(g5,6,5,7,5)
 L flow_cap_head(g6,2,9,3,9)
 L flow_cap_head(g6,3,9,4,9)
 L flow_cap_head(g6,4,9,5,9)
 L flow_cap_head(g6,5,9,6,9)
 L flow_cap_head(g6,6,9,7,9)
 L flow_cap_head(g7,4,0,5,0)
 L flow_cap_head(g7,5,0,6,0)
 L flow_cap_head(g8,5,1,5,2)
 L flow_cap_head(g8,5,2,5,3)
 L flow_cap_head(g8,4,3,5,3)
 L flow_cap_head(g8,5,1,6,1)
 L flow_cap_head(g9,3,6,3,7)
 L flow_cap_head(g9,3,7,3,8)
 L flow_cap_head(g9,4,6,4,7)
 L flow_cap_head(g9,4,7,4,8)
 L flow_cap_head(g9,5,7,5,8)
 L flow_cap_head(g9,6,7,6,8)
 L flow_cap_head(g9,6,8,6,9)
 L flow_cap_head(g9,7,7,7,8)
 L flow_cap_head(g9,7,8,7,9)
 L flow_cap_head(g9,3,6,4,6)
 L flow_cap_head(g9,3,7,4,7)
 L flow_cap_head(g9,3,8,4,8)
 L flow_cap_head(g9,4,7,5,7)
 L flow_cap_head(g9,4,8,5,8)
 L flow_cap_head(g9,5,7,6,7)
 L flow_cap_head(g9,5,8,6,8)
 L flow_cap_head(g9,6,7,7,7)
 L flow_cap_head(g9,6,8,7,8)
 L flow_cap_head(g9,6,9,7,9)
 L flow_cap_head(g10,5,3,5,4)
 L flow_cap_head(g10,6,1,6,2)
 L flow_cap_head(g10,6,2,6,3)
 L flow_cap_head(g10,6,3,6,4)
 L flow_cap_head(g10,6,4,6,5)
 L flow_cap_head(g10,7,2,7,3)
 L flow_cap_head(g10,4,3,5,3)
 L flow_cap_head(g10,5,1,6,1)
 L flow_cap_head(g10,5,3,6,3)
 L flow_cap_head(g10,5,4,6,4)
 L flow_cap_head(g10,6,2,7,2)
 L flow_cap_head(g10,6,3,7,3)
 L flow_cap_head(g10,6,5,7,5)
 L flow_cap_head(g10,7,3,8,3)
 L flow_cap_head(g11,4,5,4,6)
 L flow_cap_head(g11,6,4,6,5)
 L flow_cap_head(g11,6,5,6,6)
 L flow_cap_head(g11,6,6,6,7)
 L flow_cap_head(g11,7,5,7,6)
 L flow_cap_head(g11,7,6,7,7)
 L flow_cap_head(g11,7,7,7,8)
 L flow_cap_head(g11,9,6,9,7)
 L flow_cap_head(g11,4,6,5,6)
 L flow_cap_head(g11,5,6,6,6)
 L flow_cap_head(g11,6,5,7,5)
 L flow_cap_head(g11,6,6,7,6)
 L flow_cap_head(g11,6,7,7,7)
 L flow_cap_head(g11,7,6,8,6)
 L flow_cap_head(g11,8,6,9,6)
 L flow_cap_head(g12,7,0,7,1)
 L flow_cap_head(g12,5,1,6,1)
 L flow_cap_head(g12,6,1,7,1)
 L flow_cap_head(g12,7,0,8,0)
 L flow_cap_head(g12,8,0,9,0)
 L flow_cap_head(g13,7,4,7,5)
 L flow_cap_head(g13,8,3,8,4)
 L flow_cap_head(g13,7,4,8,4)
 L flow_cap_head(g14,7,7,7,8)
 L flow_cap_head(g14,9,6,9,7)
 L flow_cap_head(g14,7,7,8,7)
 L flow_cap_head(g14,8,7,9,7)
 L flow_cap_head(g15,8,8,8,9)
 L flow_cap_head(g15,7,8,8,8)
 L flow_cap_head(g15,8,9,9,9)
 L flow_cap_head(g16,8,0,8,1)
 L flow_cap_head(g16,8,1,8,2)
 L flow_cap_head(g16,9,0,9,1)
 L flow_cap_head(g16,9,1,9,2)
 L flow_cap_head(g16,8,0,9,0)
 L flow_cap_head(g16,8,1,9,1)
 L flow_cap_head(g16,8,2,9,2)
 L flow_cap_head(g17,8,5,9,5)
 L flow_cap_head(g18,9,3,9,4)
 L flow_cap_head(g19,9,7,9,8)
 L flow_cap_head(g19,9,8,9,9)
 L flow_cap_head(g0,0,1,0,0)
 L flow_cap_head(g0,0,2,0,1)
 L flow_cap_head(g0,2,3,2,2)
 L flow_cap_head(g0,2,4,2,3)
 L flow_cap_head(g0,1,2,0,2)
 L flow_cap_head(g0,2,2,1,2)
 L flow_cap_head(g1,0,4,0,3)
 L flow_cap_head(g1,0,5,0,4)
 L flow_cap_head(g1,0,6,0,5)
 L flow_cap_head(g1,0,7,0,6)
 L flow_cap_head(g1,0,8,0,7)
 L flow_cap_head(g1,0,9,0,8)
 L flow_cap_head(g1,1,4,1,3)
 L flow_cap_head(g1,1,5,1,4)
 L flow_cap_head(g1,1,6,1,5)
 L flow_cap_head(g1,1,7,1,6)
 L flow_cap_head(g1,1,8,1,7)
 L flow_cap_head(g1,1,9,1,8)
 L flow_cap_head(g1,2,4,2,3)
 L flow_cap_head(g1,2,5,2,4)
 L flow_cap_head(g1,2,6,2,5)
 L flow_cap_head(g1,2,7,2,6)
 L flow_cap_head(g1,2,8,2,7)
 L flow_cap_head(g1,2,9,2,8)
 L flow_cap_head(g1,1,3,0,3)
 L flow_cap_head(g1,1,4,0,4)
 L flow_cap_head(g1,1,5,0,5)
 L flow_cap_head(g1,1,6,0,6)
 L flow_cap_head(g1,1,7,0,7)
 L flow_cap_head(g1,1,8,0,8)
 L flow_cap_head(g1,1,9,0,9)
 L flow_cap_head(g1,2,3,1,3)
 L flow_cap_head(g1,2,4,1,4)
 L flow_cap_head(g1,2,5,1,5)
 L flow_cap_head(g1,2,6,1,6)
 L flow_cap_head(g1,2,7,1,7)
 L flow_cap_head(g1,2,8,1,8)
 L flow_cap_head(g1,2,9,1,9)
 L flow_cap_head(g2,0,1,0,0)
 L flow_cap_head(g2,1,1,1,0)
 L flow_cap_head(g2,2,1,2,0)
 L flow_cap_head(g2,3,1,3,0)
 L flow_cap_head(g2,1,0,0,0)
 L flow_cap_head(g2,1,1,0,1)
 L flow_cap_head(g2,2,0,1,0)
 L flow_cap_head(g2,2,1,1,1)
 L flow_cap_head(g2,3,0,2,0)
 L flow_cap_head(g2,3,1,2,1)
 L flow_cap_head(g3,0,5,0,4)
 L flow_cap_head(g3,1,4,1,3)
 L flow_cap_head(g3,1,5,1,4)
 L flow_cap_head(g3,2,3,2,2)
 L flow_cap_head(g3,2,4,2,3)
 L flow_cap_head(g3,3,1,3,0)
 L flow_cap_head(g3,3,2,3,1)
 L flow_cap_head(g3,3,3,3,2)
 L flow_cap_head(g3,3,4,3,3)
 L flow_cap_head(g3,3,5,3,4)
 L flow_cap_head(g3,3,6,3,5)
 L flow_cap_head(g3,3,7,3,6)
 L flow_cap_head(g3,3,8,3,7)
 L flow_cap_head(g3,3,9,3,8)
 L flow_cap_head(g3,4,6,4,5)
 L flow_cap_head(g3,4,7,4,6)
 L flow_cap_head(g3,5,5,5,4)
 L flow_cap_head(g3,5,6,5,5)
 L flow_cap_head(g3,6,5,6,4)
 L flow_cap_head(g3,1,4,0,4)
 L flow_cap_head(g3,1,5,0,5)
 L flow_cap_head(g3,2,3,1,3)
 L flow_cap_head(g3,2,4,1,4)
 L flow_cap_head(g3,3,2,2,2)
 L flow_cap_head(g3,3,3,2,3)
 L flow_cap_head(g3,3,4,2,4)
 L flow_cap_head(g3,3,6,2,6)
 L flow_cap_head(g3,3,9,2,9)
 L flow_cap_head(g3,4,0,3,0)
 L flow_cap_head(g3,4,3,3,3)
 L flow_cap_head(g3,4,5,3,5)
 L flow_cap_head(g3,4,6,3,6)
 L flow_cap_head(g3,4,7,3,7)
 L flow_cap_head(g3,5,5,4,5)
 L flow_cap_head(g3,5,6,4,6)
 L flow_cap_head(g3,6,4,5,4)
 L flow_cap_head(g3,6,5,5,5)
 L flow_cap_head(g4,2,3,2,2)
 L flow_cap_head(g4,4,1,4,0)
 L flow_cap_head(g4,4,2,4,1)
 L flow_cap_head(g4,4,3,4,2)
 L flow_cap_head(g4,6,1,6,0)
 L flow_cap_head(g4,3,2,2,2)
 L flow_cap_head(g4,4,0,3,0)
 L flow_cap_head(g4,4,2,3,2)
 L flow_cap_head(g4,5,1,4,1)
 L flow_cap_head(g4,5,3,4,3)
 L flow_cap_head(g4,6,1,5,1)
 L flow_cap_head(g5,2,4,2,3)
 L flow_cap_head(g5,3,3,3,2)
 L flow_cap_head(g5,4,4,4,3)
 L flow_cap_head(g5,4,5,4,4)
 L flow_cap_head(g5,5,6,5,5)
 L flow_cap_head(g5,6,5,6,4)
 L flow_cap_head(g5,2,3,1,3)
 L flow_cap_head(g5,3,3,2,3)
 L flow_cap_head(g5,4,3,3,3)
 L flow_cap_head(g5,5,5,4,5)
 L flow_cap_head(g5,6,5,5,5)
 L flow_cap_head(g5,7,5,6,5)
 L flow_cap_head(g6,3,9,2,9)
 L flow_cap_head(g6,4,9,3,9)
 L flow_cap_head(g6,5,9,4,9)
 L flow_cap_head(g6,6,9,5,9)
 L flow_cap_head(g6,7,9,6,9)
 L flow_cap_head(g7,5,0,4,0)
 L flow_cap_head(g7,6,0,5,0)
 L flow_cap_head(g8,5,2,5,1)
 L flow_cap_head(g8,5,3,5,2)
 L flow_cap_head(g8,5,3,4,3)
 L flow_cap_head(g8,6,1,5,1)
 L flow_cap_head(g9,3,7,3,6)
 L flow_cap_head(g9,3,8,3,7)
 L flow_cap_head(g9,4,7,4,6)
 L flow_cap_head(g9,4,8,4,7)
 L flow_cap_head(g9,5,8,5,7)
 L flow_cap_head(g9,6,8,6,7)
 L flow_cap_head(g9,6,9,6,8)
 L flow_cap_head(g9,7,8,7,7)
 L flow_cap_head(g9,7,9,7,8)
 L flow_cap_head(g9,4,6,3,6)
 L flow_cap_head(g9,4,7,3,7)
 L flow_cap_head(g9,4,8,3,8)
 L flow_cap_head(g9,5,7,4,7)
 L flow_cap_head(g9,5,8,4,8)
 L flow_cap_head(g9,6,7,5,7)
 L flow_cap_head(g9,6,8,5,8)
 L flow_cap_head(g9,7,7,6,7)
 L flow_cap_head(g9,7,8,6,8)
 L flow_cap_head(g9,7,9,6,9)
 L flow_cap_head(g10,5,4,5,3)
 L flow_cap_head(g10,6,2,6,1)
 L flow_cap_head(g10,6,3,6,2)
 L flow_cap_head(g10,6,4,6,3)
 L flow_cap_head(g10,6,5,6,4)
 L flow_cap_head(g10,7,3,7,2)
 L flow_cap_head(g10,5,3,4,3)
 L flow_cap_head(g10,6,1,5,1)
 L flow_cap_head(g10,6,3,5,3)
 L flow_cap_head(g10,6,4,5,4)
 L flow_cap_head(g10,7,2,6,2)
 L flow_cap_head(g10,7,3,6,3)
 L flow_cap_head(g10,7,5,6,5)
 L flow_cap_head(g10,8,3,7,3)
 L flow_cap_head(g11,4,6,4,5)
 L flow_cap_head(g11,6,5,6,4)
 L flow_cap_head(g11,6,6,6,5)
 L flow_cap_head(g11,6,7,6,6)
 L flow_cap_head(g11,7,6,7,5)
 L flow_cap_head(g11,7,7,7,6)
 L flow_cap_head(g11,7,8,7,7)
 L flow_cap_head(g11,9,7,9,6)
 L flow_cap_head(g11,5,6,4,6)
 L flow_cap_head(g11,6,6,5,6)
 L flow_cap_head(g11,7,5,6,5)
 L flow_cap_head(g11,7,6,6,6)
 L flow_cap_head(g11,7,7,6,7)
 L flow_cap_head(g11,8,6,7,6)
 L flow_cap_head(g11,9,6,8,6)
 L flow_cap_head(g12,7,1,7,0)
 L flow_cap_head(g12,6,1,5,1)
 L flow_cap_head(g12,7,1,6,1)
 L flow_cap_head(g12,8,0,7,0)
 L flow_cap_head(g12,9,0,8,0)
 L flow_cap_head(g13,7,5,7,4)
 L flow_cap_head(g13,8,4,8,3)
 L flow_cap_head(g13,8,4,7,4)
 L flow_cap_head(g14,7,8,7,7)
 L flow_cap_head(g14,9,7,9,6)
 L flow_cap_head(g14,8,7,7,7)
 L flow_cap_head(g14,9,7,8,7)
 L flow_cap_head(g15,8,9,8,8)
 L flow_cap_head(g15,8,8,7,8)
 L flow_cap_head(g15,9,9,8,9)
 L flow_cap_head(g16,8,1,8,0)
 L flow_cap_head(g16,8,2,8,1)
 L flow_cap_head(g16,9,1,9,0)
 L flow_cap_head(g16,9,2,9,1)
 L flow_cap_head(g16,9,0,8,0)
 L flow_cap_head(g16,9,1,8,1)
 L flow_cap_head(g16,9,2,8,2)
 L flow_cap_head(g17,9,5,8,5)
 L flow_cap_head(g18,9,4,9,3)
 L flow_cap_head(g19,9,8,9,7)
 L flow_cap_head(g19,9,9,9,8)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,0,g0) flow_balance(g0,0,0) -1
    x(0,0,g0) flow_cap_tail(g0,0,0,0,1) -6
    x(0,0,g0) flow_cap_head(g0,0,1,0,0) -6
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) symmetry(0,1,g0) 1
    x(0,1,g0) flow_balance(g0,0,1) -1
    x(0,1,g0) flow_cap_tail(g0,0,1,0,2) -6
    x(0,1,g0) flow_cap_tail(g0,0,1,0,0) -6
    x(0,1,g0) flow_cap_head(g0,0,0,0,1) -6
    x(0,1,g0) flow_cap_head(g0,0,2,0,1) -6
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(0,2,g0) flow_balance(g0,0,2) -1
    x(0,2,g0) flow_cap_tail(g0,0,2,1,2) -6
    x(0,2,g0) flow_cap_tail(g0,0,2,0,1) -6
    x(0,2,g0) flow_cap_head(g0,0,1,0,2) -6
    x(0,2,g0) flow_cap_head(g0,1,2,0,2) -6
    x(1,2,g0) cover(1,2) 1
    x(1,2,g0) centre(1,2,g0) 1
    x(1,2,g0) flow_cap_tail(g0,1,2,2,2) -6
    x(1,2,g0) flow_cap_tail(g0,1,2,0,2) -6
    x(1,2,g0) flow_cap_head(g0,0,2,1,2) -6
    x(1,2,g0) flow_cap_head(g0,2,2,1,2) -6
    x(2,2,g0) cover(2,2) 1
    x(2,2,g0) symmetry(0,2,g0) -1
    x(2,2,g0) flow_balance(g0,2,2) -1
    x(2,2,g0) flow_cap_tail(g0,2,2,2,3) -6
    x(2,2,g0) flow_cap_tail(g0,2,2,1,2) -6
    x(2,2,g0) flow_cap_head(g0,1,2,2,2) -6
    x(2,2,g0) flow_cap_head(g0,2,3,2,2) -6
    x(2,3,g0) cover(2,3) 1
    x(2,3,g0) symmetry(0,1,g0) -1
    x(2,3,g0) flow_balance(g0,2,3) -1
    x(2,3,g0) flow_cap_tail(g0,2,3,2,4) -6
    x(2,3,g0) flow_cap_tail(g0,2,3,2,2) -6
    x(2,3,g0) flow_cap_head(g0,2,2,2,3) -6
    x(2,3,g0) flow_cap_head(g0,2,4,2,3) -6
    x(2,4,g0) cover(2,4) 1
    x(2,4,g0) symmetry(0,0,g0) -1
    x(2,4,g0) flow_balance(g0,2,4) -1
    x(2,4,g0) flow_cap_tail(g0,2,4,2,3) -6
    x(2,4,g0) flow_cap_head(g0,2,3,2,4) -6
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) symmetry(0,3,g1) 1
    x(0,3,g1) flow_balance(g1,0,3) -1
    x(0,3,g1) flow_cap_tail(g1,0,3,0,4) -20
    x(0,3,g1) flow_cap_tail(g1,0,3,1,3) -20
    x(0,3,g1) flow_cap_head(g1,0,4,0,3) -20
    x(0,3,g1) flow_cap_head(g1,1,3,0,3) -20
    x(0,4,g1) cover(0,4) 1
    x(0,4,g1) symmetry(0,4,g1) 1
    x(0,4,g1) flow_balance(g1,0,4) -1
    x(0,4,g1) flow_cap_tail(g1,0,4,0,5) -20
    x(0,4,g1) flow_cap_tail(g1,0,4,1,4) -20
    x(0,4,g1) flow_cap_tail(g1,0,4,0,3) -20
    x(0,4,g1) flow_cap_head(g1,0,3,0,4) -20
    x(0,4,g1) flow_cap_head(g1,0,5,0,4) -20
    x(0,4,g1) flow_cap_head(g1,1,4,0,4) -20
    x(0,5,g1) cover(0,5) 1
    x(0,5,g1) symmetry(0,5,g1) 1
    x(0,5,g1) flow_balance(g1,0,5) -1
    x(0,5,g1) flow_cap_tail(g1,0,5,0,6) -20
    x(0,5,g1) flow_cap_tail(g1,0,5,1,5) -20
    x(0,5,g1) flow_cap_tail(g1,0,5,0,4) -20
    x(0,5,g1) flow_cap_head(g1,0,4,0,5) -20
    x(0,5,g1) flow_cap_head(g1,0,6,0,5) -20
    x(0,5,g1) flow_cap_head(g1,1,5,0,5) -20
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) symmetry(0,6,g1) 1
    x(0,6,g1) flow_balance(g1,0,6) -1
    x(0,6,g1) flow_cap_tail(g1,0,6,0,7) -20
    x(0,6,g1) flow_cap_tail(g1,0,6,1,6) -20
    x(0,6,g1) flow_cap_tail(g1,0,6,0,5) -20
    x(0,6,g1) flow_cap_head(g1,0,5,0,6) -20
    x(0,6,g1) flow_cap_head(g1,0,7,0,6) -20
    x(0,6,g1) flow_cap_head(g1,1,6,0,6) -20
    x(0,7,g1) cover(0,7) 1
    x(0,7,g1) symmetry(0,7,g1) 1
    x(0,7,g1) flow_balance(g1,0,7) -1
    x(0,7,g1) flow_cap_tail(g1,0,7,0,8) -20
    x(0,7,g1) flow_cap_tail(g1,0,7,1,7) -20
    x(0,7,g1) flow_cap_tail(g1,0,7,0,6) -20
    x(0,7,g1) flow_cap_head(g1,0,6,0,7) -20
    x(0,7,g1) flow_cap_head(g1,0,8,0,7) -20
    x(0,7,g1) flow_cap_head(g1,1,7,0,7) -20
    x(0,8,g1) cover(0,8) 1
    x(0,8,g1) symmetry(0,8,g1) 1
    x(0,8,g1) flow_balance(g1,0,8) -1
    x(0,8,g1) flow_cap_tail(g1,0,8,0,9) -20
    x(0,8,g1) flow_cap_tail(g1,0,8,1,8) -20
    x(0,8,g1) flow_cap_tail(g1,0,8,0,7) -20
    x(0,8,g1) flow_cap_head(g1,0,7,0,8) -20
    x(0,8,g1) flow_cap_head(g1,0,9,0,8) -20
    x(0,8,g1) flow_cap_head(g1,1,8,0,8) -20
    x(0,9,g1) cover(0,9) 1
    x(0,9,g1) symmetry(0,9,g1) 1
    x(0,9,g1) flow_balance(g1,0,9) -1
    x(0,9,g1) flow_cap_tail(g1,0,9,1,9) -20
    x(0,9,g1) flow_cap_tail(g1,0,9,0,8) -20
    x(0,9,g1) flow_cap_head(g1,0,8,0,9) -20
    x(0,9,g1) flow_cap_head(g1,1,9,0,9) -20
    x(1,3,g1) cover(1,3) 1
    x(1,3,g1) symmetry(1,3,g1) 1
    x(1,3,g1) flow_balance(g1,1,3) -1
    x(1,3,g1) flow_cap_tail(g1,1,3,1,4) -20
    x(1,3,g1) flow_cap_tail(g1,1,3,2,3) -20
    x(1,3,g1) flow_cap_tail(g1,1,3,0,3) -20
    x(1,3,g1) flow_cap_head(g1,0,3,1,3) -20
    x(1,3,g1) flow_cap_head(g1,1,4,1,3) -20
    x(1,3,g1) flow_cap_head(g1,2,3,1,3) -20
    x(1,4,g1) cover(1,4) 1
    x(1,4,g1) symmetry(1,4,g1) 1
    x(1,4,g1) flow_balance(g1,1,4) -1
    x(1,4,g1) flow_cap_tail(g1,1,4,1,5) -20
    x(1,4,g1) flow_cap_tail(g1,1,4,2,4) -20
    x(1,4,g1) flow_cap_tail(g1,1,4,1,3) -20
    x(1,4,g1) flow_cap_tail(g1,1,4,0,4) -20
    x(1,4,g1) flow_cap_head(g1,1,3,1,4) -20
    x(1,4,g1) flow_cap_head(g1,0,4,1,4) -20
    x(1,4,g1) flow_cap_head(g1,1,5,1,4) -20
    x(1,4,g1) flow_cap_head(g1,2,4,1,4) -20
    x(1,5,g1) cover(1,5) 1
    x(1,5,g1) symmetry(1,5,g1) 1
    x(1,5,g1) flow_balance(g1,1,5) -1
    x(1,5,g1) flow_cap_tail(g1,1,5,1,6) -20
    x(1,5,g1) flow_cap_tail(g1,1,5,2,5) -20
    x(1,5,g1) flow_cap_tail(g1,1,5,1,4) -20
    x(1,5,g1) flow_cap_tail(g1,1,5,0,5) -20
    x(1,5,g1) flow_cap_head(g1,1,4,1,5) -20
    x(1,5,g1) flow_cap_head(g1,0,5,1,5) -20
    x(1,5,g1) flow_cap_head(g1,1,6,1,5) -20
    x(1,5,g1) flow_cap_head(g1,2,5,1,5) -20
    x(1,6,g1) cover(1,6) 1
    x(1,6,g1) centre(1,6,g1) 1
    x(1,6,g1) flow_cap_tail(g1,1,6,1,7) -20
    x(1,6,g1) flow_cap_tail(g1,1,6,2,6) -20
    x(1,6,g1) flow_cap_tail(g1,1,6,1,5) -20
    x(1,6,g1) flow_cap_tail(g1,1,6,0,6) -20
    x(1,6,g1) flow_cap_head(g1,1,5,1,6) -20
    x(1,6,g1) flow_cap_head(g1,0,6,1,6) -20
    x(1,6,g1) flow_cap_head(g1,1,7,1,6) -20
    x(1,6,g1) flow_cap_head(g1,2,6,1,6) -20
    x(1,7,g1) cover(1,7) 1
    x(1,7,g1) symmetry(1,5,g1) -1
    x(1,7,g1) flow_balance(g1,1,7) -1
    x(1,7,g1) flow_cap_tail(g1,1,7,1,8) -20
    x(1,7,g1) flow_cap_tail(g1,1,7,2,7) -20
    x(1,7,g1) flow_cap_tail(g1,1,7,1,6) -20
    x(1,7,g1) flow_cap_tail(g1,1,7,0,7) -20
    x(1,7,g1) flow_cap_head(g1,1,6,1,7) -20
    x(1,7,g1) flow_cap_head(g1,0,7,1,7) -20
    x(1,7,g1) flow_cap_head(g1,1,8,1,7) -20
    x(1,7,g1) flow_cap_head(g1,2,7,1,7) -20
    x(1,8,g1) cover(1,8) 1
    x(1,8,g1) symmetry(1,4,g1) -1
    x(1,8,g1) flow_balance(g1,1,8) -1
    x(1,8,g1) flow_cap_tail(g1,1,8,1,9) -20
    x(1,8,g1) flow_cap_tail(g1,1,8,2,8) -20
    x(1,8,g1) flow_cap_tail(g1,1,8,1,7) -20
    x(1,8,g1) flow_cap_tail(g1,1,8,0,8) -20
    x(1,8,g1) flow_cap_head(g1,1,7,1,8) -20
    x(1,8,g1) flow_cap_head(g1,0,8,1,8) -20
    x(1,8,g1) flow_cap_head(g1,1,9,1,8) -20
    x(1,8,g1) flow_cap_head(g1,2,8,1,8) -20
    x(1,9,g1) cover(1,9) 1
    x(1,9,g1) symmetry(1,3,g1) -1
    x(1,9,g1) flow_balance(g1,1,9) -1
    x(1,9,g1) flow_cap_tail(g1,1,9,2,9) -20
    x(1,9,g1) flow_cap_tail(g1,1,9,1,8) -20
    x(1,9,g1) flow_cap_tail(g1,1,9,0,9) -20
    x(1,9,g1) flow_cap_head(g1,1,8,1,9) -20
    x(1,9,g1) flow_cap_head(g1,0,9,1,9) -20
    x(1,9,g1) flow_cap_head(g1,2,9,1,9) -20
    x(2,3,g1) cover(2,3) 1
    x(2,3,g1) symmetry(0,9,g1) -1
    x(2,3,g1) flow_balance(g1,2,3) -1
    x(2,3,g1) flow_cap_tail(g1,2,3,2,4) -20
    x(2,3,g1) flow_cap_tail(g1,2,3,1,3) -20
    x(2,3,g1) flow_cap_head(g1,1,3,2,3) -20
    x(2,3,g1) flow_cap_head(g1,2,4,2,3) -20
    x(2,4,g1) cover(2,4) 1
    x(2,4,g1) symmetry(0,8,g1) -1
    x(2,4,g1) flow_balance(g1,2,4) -1
    x(2,4,g1) flow_cap_tail(g1,2,4,2,5) -20
    x(2,4,g1) flow_cap_tail(g1,2,4,2,3) -20
    x(2,4,g1) flow_cap_tail(g1,2,4,1,4) -20
    x(2,4,g1) flow_cap_head(g1,2,3,2,4) -20
    x(2,4,g1) flow_cap_head(g1,1,4,2,4) -20
    x(2,4,g1) flow_cap_head(g1,2,5,2,4) -20
    x(2,5,g1) cover(2,5) 1
    x(2,5,g1) symmetry(0,7,g1) -1
    x(2,5,g1) flow_balance(g1,2,5) -1
    x(2,5,g1) flow_cap_tail(g1,2,5,2,6) -20
    x(2,5,g1) flow_cap_tail(g1,2,5,2,4) -20
    x(2,5,g1) flow_cap_tail(g1,2,5,1,5) -20
    x(2,5,g1) flow_cap_head(g1,2,4,2,5) -20
    x(2,5,g1) flow_cap_head(g1,1,5,2,5) -20
    x(2,5,g1) flow_cap_head(g1,2,6,2,5) -20
    x(2,6,g1) cover(2,6) 1
    x(2,6,g1) symmetry(0,6,g1) -1
    x(2,6,g1) flow_balance(g1,2,6) -1
    x(2,6,g1) flow_cap_tail(g1,2,6,2,7) -20
    x(2,6,g1) flow_cap_tail(g1,2,6,2,5) -20
    x(2,6,g1) flow_cap_tail(g1,2,6,1,6) -20
    x(2,6,g1) flow_cap_head(g1,2,5,2,6) -20
    x(2,6,g1) flow_cap_head(g1,1,6,2,6) -20
    x(2,6,g1) flow_cap_head(g1,2,7,2,6) -20
    x(2,7,g1) cover(2,7) 1
    x(2,7,g1) symmetry(0,5,g1) -1
    x(2,7,g1) flow_balance(g1,2,7) -1
    x(2,7,g1) flow_cap_tail(g1,2,7,2,8) -20
    x(2,7,g1) flow_cap_tail(g1,2,7,2,6) -20
    x(2,7,g1) flow_cap_tail(g1,2,7,1,7) -20
    x(2,7,g1) flow_cap_head(g1,2,6,2,7) -20
    x(2,7,g1) flow_cap_head(g1,1,7,2,7) -20
    x(2,7,g1) flow_cap_head(g1,2,8,2,7) -20
    x(2,8,g1) cover(2,8) 1
    x(2,8,g1) symmetry(0,4,g1) -1
    x(2,8,g1) flow_balance(g1,2,8) -1
    x(2,8,g1) flow_cap_tail(g1,2,8,2,9) -20
    x(2,8,g1) flow_cap_tail(g1,2,8,2,7) -20
    x(2,8,g1) flow_cap_tail(g1,2,8,1,8) -20
    x(2,8,g1) flow_cap_head(g1,2,7,2,8) -20
    x(2,8,g1) flow_cap_head(g1,1,8,2,8) -20
    x(2,8,g1) flow_cap_head(g1,2,9,2,8) -20
    x(2,9,g1) cover(2,9) 1
    x(2,9,g1) symmetry(0,3,g1) -1
    x(2,9,g1) flow_balance(g1,2,9) -1
    x(2,9,g1) flow_cap_tail(g1,2,9,2,8) -20
    x(2,9,g1) flow_cap_tail(g1,2,9,1,9) -20
    x(2,9,g1) flow_cap_head(g1,2,8,2,9) -20
    x(2,9,g1) flow_cap_head(g1,1,9,2,9) -20
    x(0,0,g2) cover(0,0) 1
    x(0,0,g2) symmetry(0,0,g2) 1
    x(0,0,g2) flow_balance(g2,0,0) -1
    x(0,0,g2) flow_cap_tail(g2,0,0,0,1) -7
    x(0,0,g2) flow_cap_tail(g2,0,0,1,0) -7
    x(0,0,g2) flow_cap_head(g2,0,1,0,0) -7
    x(0,0,g2) flow_cap_head(g2,1,0,0,0) -7
    x(0,1,g2) cover(0,1) 1
    x(0,1,g2) symmetry(0,1,g2) 1
    x(0,1,g2) flow_balance(g2,0,1) -1
    x(0,1,g2) flow_cap_tail(g2,0,1,1,1) -7
    x(0,1,g2) flow_cap_tail(g2,0,1,0,0) -7
    x(0,1,g2) flow_cap_head(g2,0,0,0,1) -7
    x(0,1,g2) flow_cap_head(g2,1,1,0,1) -7
    x(1,0,g2) cover(1,0) 1
    x(1,0,g2) centre(1,0,g2) 1
    x(1,0,g2) symmetry(1,0,g2) 1
    x(1,0,g2) flow_cap_tail(g2,1,0,1,1) -7
    x(1,0,g2) flow_cap_tail(g2,1,0,2,0) -7
    x(1,0,g2) flow_cap_tail(g2,1,0,0,0) -7
    x(1,0,g2) flow_cap_head(g2,0,0,1,0) -7
    x(1,0,g2) flow_cap_head(g2,1,1,1,0) -7
    x(1,0,g2) flow_cap_head(g2,2,0,1,0) -7
    x(1,1,g2) cover(1,1) 1
    x(1,1,g2) centre(1,1,g2) 1
    x(1,1,g2) symmetry(1,1,g2) 1
    x(1,1,g2) flow_balance(g2,1,1) -1
    x(1,1,g2) flow_cap_tail(g2,1,1,2,1) -7
    x(1,1,g2) flow_cap_tail(g2,1,1,1,0) -7
    x(1,1,g2) flow_cap_tail(g2,1,1,0,1) -7
    x(1,1,g2) flow_cap_head(g2,1,0,1,1) -7
    x(1,1,g2) flow_cap_head(g2,0,1,1,1) -7
    x(1,1,g2) flow_cap_head(g2,2,1,1,1) -7
    x(2,0,g2) cover(2,0) 1
    x(2,0,g2) centre(2,0,g2) 1
    x(2,0,g2) symmetry(1,1,g2) -1
    x(2,0,g2) flow_balance(g2,2,0) -1
    x(2,0,g2) flow_cap_tail(g2,2,0,2,1) -7
    x(2,0,g2) flow_cap_tail(g2,2,0,3,0) -7
    x(2,0,g2) flow_cap_tail(g2,2,0,1,0) -7
    x(2,0,g2) flow_cap_head(g2,1,0,2,0) -7
    x(2,0,g2) flow_cap_head(g2,2,1,2,0) -7
    x(2,0,g2) flow_cap_head(g2,3,0,2,0) -7
    x(2,1,g2) cover(2,1) 1
    x(2,1,g2) centre(2,1,g2) 1
    x(2,1,g2) symmetry(1,0,g2) -1
    x(2,1,g2) flow_balance(g2,2,1) -1
    x(2,1,g2) flow_cap_tail(g2,2,1,3,1) -7
    x(2,1,g2) flow_cap_tail(g2,2,1,2,0) -7
    x(2,1,g2) flow_cap_tail(g2,2,1,1,1) -7
    x(2,1,g2) flow_cap_head(g2,2,0,2,1) -7
    x(2,1,g2) flow_cap_head(g2,1,1,2,1) -7
    x(2,1,g2) flow_cap_head(g2,3,1,2,1) -7
    x(3,0,g2) cover(3,0) 1
    x(3,0,g2) symmetry(0,1,g2) -1
    x(3,0,g2) flow_balance(g2,3,0) -1
    x(3,0,g2) flow_cap_tail(g2,3,0,3,1) -7
    x(3,0,g2) flow_cap_tail(g2,3,0,2,0) -7
    x(3,0,g2) flow_cap_head(g2,2,0,3,0) -7
    x(3,0,g2) flow_cap_head(g2,3,1,3,0) -7
    x(3,1,g2) cover(3,1) 1
    x(3,1,g2) symmetry(0,0,g2) -1
    x(3,1,g2) flow_balance(g2,3,1) -1
    x(3,1,g2) flow_cap_tail(g2,3,1,3,0) -7
    x(3,1,g2) flow_cap_tail(g2,3,1,2,1) -7
    x(3,1,g2) flow_cap_head(g2,3,0,3,1) -7
    x(3,1,g2) flow_cap_head(g2,2,1,3,1) -7
    x(0,4,g3) cover(0,4) 1
    x(0,4,g3) symmetry(0,4,g3) 1
    x(0,4,g3) flow_balance(g3,0,4) -1
    x(0,4,g3) flow_cap_tail(g3,0,4,0,5) -29
    x(0,4,g3) flow_cap_tail(g3,0,4,1,4) -29
    x(0,4,g3) flow_cap_head(g3,0,5,0,4) -29
    x(0,4,g3) flow_cap_head(g3,1,4,0,4) -29
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) flow_balance(g3,0,5) -1
    x(0,5,g3) flow_cap_tail(g3,0,5,1,5) -29
    x(0,5,g3) flow_cap_tail(g3,0,5,0,4) -29
    x(0,5,g3) flow_cap_head(g3,0,4,0,5) -29
    x(0,5,g3) flow_cap_head(g3,1,5,0,5) -29
    x(1,3,g3) cover(1,3) 1
    x(1,3,g3) symmetry(1,3,g3) 1
    x(1,3,g3) flow_balance(g3,1,3) -1
    x(1,3,g3) flow_cap_tail(g3,1,3,1,4) -29
    x(1,3,g3) flow_cap_tail(g3,1,3,2,3) -29
    x(1,3,g3) flow_cap_head(g3,1,4,1,3) -29
    x(1,3,g3) flow_cap_head(g3,2,3,1,3) -29
    x(1,4,g3) cover(1,4) 1
    x(1,4,g3) symmetry(1,4,g3) 1
    x(1,4,g3) flow_balance(g3,1,4) -1
    x(1,4,g3) flow_cap_tail(g3,1,4,1,5) -29
    x(1,4,g3) flow_cap_tail(g3,1,4,2,4) -29
    x(1,4,g3) flow_cap_tail(g3,1,4,1,3) -29
    x(1,4,g3) flow_cap_tail(g3,1,4,0,4) -29
    x(1,4,g3) flow_cap_head(g3,1,3,1,4) -29
    x(1,4,g3) flow_cap_head(g3,0,4,1,4) -29
    x(1,4,g3) flow_cap_head(g3,1,5,1,4) -29
    x(1,4,g3) flow_cap_head(g3,2,4,1,4) -29
    x(1,5,g3) cover(1,5) 1
    x(1,5,g3) symmetry(1,5,g3) 1
    x(1,5,g3) flow_balance(g3,1,5) -1
    x(1,5,g3) flow_cap_tail(g3,1,5,1,4) -29
    x(1,5,g3) flow_cap_tail(g3,1,5,0,5) -29
    x(1,5,g3) flow_cap_head(g3,1,4,1,5) -29
    x(1,5,g3) flow_cap_head(g3,0,5,1,5) -29
    x(2,2,g3) cover(2,2) 1
    x(2,2,g3) symmetry(2,2,g3) 1
    x(2,2,g3) flow_balance(g3,2,2) -1
    x(2,2,g3) flow_cap_tail(g3,2,2,2,3) -29
    x(2,2,g3) flow_cap_tail(g3,2,2,3,2) -29
    x(2,2,g3) flow_cap_head(g3,2,3,2,2) -29
    x(2,2,g3) flow_cap_head(g3,3,2,2,2) -29
    x(2,3,g3) cover(2,3) 1
    x(2,3,g3) symmetry(2,3,g3) 1
    x(2,3,g3) flow_balance(g3,2,3) -1
    x(2,3,g3) flow_cap_tail(g3,2,3,2,4) -29
    x(2,3,g3) flow_cap_tail(g3,2,3,3,3) -29
    x(2,3,g3) flow_cap_tail(g3,2,3,2,2) -29
    x(2,3,g3) flow_cap_tail(g3,2,3,1,3) -29
    x(2,3,g3) flow_cap_head(g3,2,2,2,3) -29
    x(2,3,g3) flow_cap_head(g3,1,3,2,3) -29
    x(2,3,g3) flow_cap_head(g3,2,4,2,3) -29
    x(2,3,g3) flow_cap_head(g3,3,3,2,3) -29
    x(2,4,g3) cover(2,4) 1
    x(2,4,g3) symmetry(2,4,g3) 1
    x(2,4,g3) flow_balance(g3,2,4) -1
    x(2,4,g3) flow_cap_tail(g3,2,4,3,4) -29
    x(2,4,g3) flow_cap_tail(g3,2,4,2,3) -29
    x(2,4,g3) flow_cap_tail(g3,2,4,1,4) -29
    x(2,4,g3) flow_cap_head(g3,2,3,2,4) -29
    x(2,4,g3) flow_cap_head(g3,1,4,2,4) -29
    x(2,4,g3) flow_cap_head(g3,3,4,2,4) -29
    x(2,6,g3) cover(2,6) 1
    x(2,6,g3) symmetry(2,6,g3) 1
    x(2,6,g3) flow_balance(g3,2,6) -1
    x(2,6,g3) flow_cap_tail(g3,2,6,3,6) -29
    x(2,6,g3) flow_cap_head(g3,3,6,2,6) -29
    x(2,9,g3) cover(2,9) 1
    x(2,9,g3) symmetry(2,9,g3) 1
    x(2,9,g3) flow_balance(g3,2,9) -1
    x(2,9,g3) flow_cap_tail(g3,2,9,3,9) -29
    x(2,9,g3) flow_cap_head(g3,3,9,2,9) -29
    x(3,0,g3) cover(3,0) 1
    x(3,0,g3) symmetry(3,0,g3) 1
    x(3,0,g3) flow_balance(g3,3,0) -1
    x(3,0,g3) flow_cap_tail(g3,3,0,3,1) -29
    x(3,0,g3) flow_cap_tail(g3,3,0,4,0) -29
    x(3,0,g3) flow_cap_head(g3,3,1,3,0) -29
    x(3,0,g3) flow_cap_head(g3,4,0,3,0) -29
    x(3,1,g3) cover(3,1) 1
    x(3,1,g3) symmetry(3,1,g3) 1
    x(3,1,g3) flow_balance(g3,3,1) -1
    x(3,1,g3) flow_cap_tail(g3,3,1,3,2) -29
    x(3,1,g3) flow_cap_tail(g3,3,1,3,0) -29
    x(3,1,g3) flow_cap_head(g3,3,0,3,1) -29
    x(3,1,g3) flow_cap_head(g3,3,2,3,1) -29
    x(3,2,g3) cover(3,2) 1
    x(3,2,g3) symmetry(3,2,g3) 1
    x(3,2,g3) flow_balance(g3,3,2) -1
    x(3,2,g3) flow_cap_tail(g3,3,2,3,3) -29
    x(3,2,g3) flow_cap_tail(g3,3,2,3,1) -29
    x(3,2,g3) flow_cap_tail(g3,3,2,2,2) -29
    x(3,2,g3) flow_cap_head(g3,3,1,3,2) -29
    x(3,2,g3) flow_cap_head(g3,2,2,3,2) -29
    x(3,2,g3) flow_cap_head(g3,3,3,3,2) -29
    x(3,3,g3) cover(3,3) 1
    x(3,3,g3) symmetry(3,3,g3) 1
    x(3,3,g3) flow_balance(g3,3,3) -1
    x(3,3,g3) flow_cap_tail(g3,3,3,3,4) -29
    x(3,3,g3) flow_cap_tail(g3,3,3,4,3) -29
    x(3,3,g3) flow_cap_tail(g3,3,3,3,2) -29
    x(3,3,g3) flow_cap_tail(g3,3,3,2,3) -29
    x(3,3,g3) flow_cap_head(g3,3,2,3,3) -29
    x(3,3,g3) flow_cap_head(g3,2,3,3,3) -29
    x(3,3,g3) flow_cap_head(g3,3,4,3,3) -29
    x(3,3,g3) flow_cap_head(g3,4,3,3,3) -29
    x(3,4,g3) cover(3,4) 1
    x(3,4,g3) centre(3,4,g3) 1
    x(3,4,g3) symmetry(3,4,g3) 1
    x(3,4,g3) flow_cap_tail(g3,3,4,3,5) -29
    x(3,4,g3) flow_cap_tail(g3,3,4,3,3) -29
    x(3,4,g3) flow_cap_tail(g3,3,4,2,4) -29
    x(3,4,g3) flow_cap_head(g3,3,3,3,4) -29
    x(3,4,g3) flow_cap_head(g3,2,4,3,4) -29
    x(3,4,g3) flow_cap_head(g3,3,5,3,4) -29
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) centre(3,5,g3) 1
    x(3,5,g3) symmetry(3,4,g3) -1
    x(3,5,g3) flow_balance(g3,3,5) -1
    x(3,5,g3) flow_cap_tail(g3,3,5,3,6) -29
    x(3,5,g3) flow_cap_tail(g3,3,5,4,5) -29
    x(3,5,g3) flow_cap_tail(g3,3,5,3,4) -29
    x(3,5,g3) flow_cap_head(g3,3,4,3,5) -29
    x(3,5,g3) flow_cap_head(g3,3,6,3,5) -29
    x(3,5,g3) flow_cap_head(g3,4,5,3,5) -29
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(3,3,g3) -1
    x(3,6,g3) flow_balance(g3,3,6) -1
    x(3,6,g3) flow_cap_tail(g3,3,6,3,7) -29
    x(3,6,g3) flow_cap_tail(g3,3,6,4,6) -29
    x(3,6,g3) flow_cap_tail(g3,3,6,3,5) -29
    x(3,6,g3) flow_cap_tail(g3,3,6,2,6) -29
    x(3,6,g3) flow_cap_head(g3,3,5,3,6) -29
    x(3,6,g3) flow_cap_head(g3,2,6,3,6) -29
    x(3,6,g3) flow_cap_head(g3,3,7,3,6) -29
    x(3,6,g3) flow_cap_head(g3,4,6,3,6) -29
    x(3,7,g3) cover(3,7) 1
    x(3,7,g3) symmetry(3,2,g3) -1
    x(3,7,g3) flow_balance(g3,3,7) -1
    x(3,7,g3) flow_cap_tail(g3,3,7,3,8) -29
    x(3,7,g3) flow_cap_tail(g3,3,7,4,7) -29
    x(3,7,g3) flow_cap_tail(g3,3,7,3,6) -29
    x(3,7,g3) flow_cap_head(g3,3,6,3,7) -29
    x(3,7,g3) flow_cap_head(g3,3,8,3,7) -29
    x(3,7,g3) flow_cap_head(g3,4,7,3,7) -29
    x(3,8,g3) cover(3,8) 1
    x(3,8,g3) symmetry(3,1,g3) -1
    x(3,8,g3) flow_balance(g3,3,8) -1
    x(3,8,g3) flow_cap_tail(g3,3,8,3,9) -29
    x(3,8,g3) flow_cap_tail(g3,3,8,3,7) -29
    x(3,8,g3) flow_cap_head(g3,3,7,3,8) -29
    x(3,8,g3) flow_cap_head(g3,3,9,3,8) -29
    x(3,9,g3) cover(3,9) 1
    x(3,9,g3) symmetry(3,0,g3) -1
    x(3,9,g3) flow_balance(g3,3,9) -1
    x(3,9,g3) flow_cap_tail(g3,3,9,3,8) -29
    x(3,9,g3) flow_cap_tail(g3,3,9,2,9) -29
    x(3,9,g3) flow_cap_head(g3,3,8,3,9) -29
    x(3,9,g3) flow_cap_head(g3,2,9,3,9) -29
    x(4,0,g3) cover(4,0) 1
    x(4,0,g3) symmetry(2,9,g3) -1
    x(4,0,g3) flow_balance(g3,4,0) -1
    x(4,0,g3) flow_cap_tail(g3,4,0,3,0) -29
    x(4,0,g3) flow_cap_head(g3,3,0,4,0) -29
    x(4,3,g3) cover(4,3) 1
    x(4,3,g3) symmetry(2,6,g3) -1
    x(4,3,g3) flow_balance(g3,4,3) -1
    x(4,3,g3) flow_cap_tail(g3,4,3,3,3) -29
    x(4,3,g3) flow_cap_head(g3,3,3,4,3) -29
    x(4,5,g3) cover(4,5) 1
    x(4,5,g3) symmetry(2,4,g3) -1
    x(4,5,g3) flow_balance(g3,4,5) -1
    x(4,5,g3) flow_cap_tail(g3,4,5,4,6) -29
    x(4,5,g3) flow_cap_tail(g3,4,5,5,5) -29
    x(4,5,g3) flow_cap_tail(g3,4,5,3,5) -29
    x(4,5,g3) flow_cap_head(g3,3,5,4,5) -29
    x(4,5,g3) flow_cap_head(g3,4,6,4,5) -29
    x(4,5,g3) flow_cap_head(g3,5,5,4,5) -29
    x(4,6,g3) cover(4,6) 1
    x(4,6,g3) symmetry(2,3,g3) -1
    x(4,6,g3) flow_balance(g3,4,6) -1
    x(4,6,g3) flow_cap_tail(g3,4,6,4,7) -29
    x(4,6,g3) flow_cap_tail(g3,4,6,5,6) -29
    x(4,6,g3) flow_cap_tail(g3,4,6,4,5) -29
    x(4,6,g3) flow_cap_tail(g3,4,6,3,6) -29
    x(4,6,g3) flow_cap_head(g3,4,5,4,6) -29
    x(4,6,g3) flow_cap_head(g3,3,6,4,6) -29
    x(4,6,g3) flow_cap_head(g3,4,7,4,6) -29
    x(4,6,g3) flow_cap_head(g3,5,6,4,6) -29
    x(4,7,g3) cover(4,7) 1
    x(4,7,g3) symmetry(2,2,g3) -1
    x(4,7,g3) flow_balance(g3,4,7) -1
    x(4,7,g3) flow_cap_tail(g3,4,7,4,6) -29
    x(4,7,g3) flow_cap_tail(g3,4,7,3,7) -29
    x(4,7,g3) flow_cap_head(g3,4,6,4,7) -29
    x(4,7,g3) flow_cap_head(g3,3,7,4,7) -29
    x(5,4,g3) cover(5,4) 1
    x(5,4,g3) symmetry(1,5,g3) -1
    x(5,4,g3) flow_balance(g3,5,4) -1
    x(5,4,g3) flow_cap_tail(g3,5,4,5,5) -29
    x(5,4,g3) flow_cap_tail(g3,5,4,6,4) -29
    x(5,4,g3) flow_cap_head(g3,5,5,5,4) -29
    x(5,4,g3) flow_cap_head(g3,6,4,5,4) -29
    x(5,5,g3) cover(5,5) 1
    x(5,5,g3) symmetry(1,4,g3) -1
    x(5,5,g3) flow_balance(g3,5,5) -1
    x(5,5,g3) flow_cap_tail(g3,5,5,5,6) -29
    x(5,5,g3) flow_cap_tail(g3,5,5,6,5) -29
    x(5,5,g3) flow_cap_tail(g3,5,5,5,4) -29
    x(5,5,g3) flow_cap_tail(g3,5,5,4,5) -29
    x(5,5,g3) flow_cap_head(g3,5,4,5,5) -29
    x(5,5,g3) flow_cap_head(g3,4,5,5,5) -29
    x(5,5,g3) flow_cap_head(g3,5,6,5,5) -29
    x(5,5,g3) flow_cap_head(g3,6,5,5,5) -29
    x(5,6,g3) cover(5,6) 1
    x(5,6,g3) symmetry(1,3,g3) -1
    x(5,6,g3) flow_balance(g3,5,6) -1
    x(5,6,g3) flow_cap_tail(g3,5,6,5,5) -29
    x(5,6,g3) flow_cap_tail(g3,5,6,4,6) -29
    x(5,6,g3) flow_cap_head(g3,5,5,5,6) -29
    x(5,6,g3) flow_cap_head(g3,4,6,5,6) -29
    x(6,4,g3) cover(6,4) 1
    x(6,4,g3) symmetry(0,5,g3) -1
    x(6,4,g3) flow_balance(g3,6,4) -1
    x(6,4,g3) flow_cap_tail(g3,6,4,6,5) -29
    x(6,4,g3) flow_cap_tail(g3,6,4,5,4) -29
    x(6,4,g3) flow_cap_head(g3,5,4,6,4) -29
    x(6,4,g3) flow_cap_head(g3,6,5,6,4) -29
    x(6,5,g3) cover(6,5) 1
    x(6,5,g3) symmetry(0,4,g3) -1
    x(6,5,g3) flow_balance(g3,6,5) -1
    x(6,5,g3) flow_cap_tail(g3,6,5,6,4) -29
    x(6,5,g3) flow_cap_tail(g3,6,5,5,5) -29
    x(6,5,g3) flow_cap_head(g3,6,4,6,5) -29
    x(6,5,g3) flow_cap_head(g3,5,5,6,5) -29
    x(2,2,g4) cover(2,2) 1
    x(2,2,g4) symmetry(2,2,g4) 1
    x(2,2,g4) flow_balance(g4,2,2) -1
    x(2,2,g4) flow_cap_tail(g4,2,2,2,3) -11
    x(2,2,g4) flow_cap_tail(g4,2,2,3,2) -11
    x(2,2,g4) flow_cap_head(g4,2,3,2,2) -11
    x(2,2,g4) flow_cap_head(g4,3,2,2,2) -11
    x(2,3,g4) cover(2,3) 1
    x(2,3,g4) symmetry(2,3,g4) 1
    x(2,3,g4) flow_balance(g4,2,3) -1
    x(2,3,g4) flow_cap_tail(g4,2,3,2,2) -11
    x(2,3,g4) flow_cap_head(g4,2,2,2,3) -11
    x(3,0,g4) cover(3,0) 1
    x(3,0,g4) symmetry(3,0,g4) 1
    x(3,0,g4) flow_balance(g4,3,0) -1
    x(3,0,g4) flow_cap_tail(g4,3,0,4,0) -11
    x(3,0,g4) flow_cap_head(g4,4,0,3,0) -11
    x(3,2,g4) cover(3,2) 1
    x(3,2,g4) symmetry(3,2,g4) 1
    x(3,2,g4) flow_balance(g4,3,2) -1
    x(3,2,g4) flow_cap_tail(g4,3,2,4,2) -11
    x(3,2,g4) flow_cap_tail(g4,3,2,2,2) -11
    x(3,2,g4) flow_cap_head(g4,2,2,3,2) -11
    x(3,2,g4) flow_cap_head(g4,4,2,3,2) -11
    x(4,0,g4) cover(4,0) 1
    x(4,0,g4) symmetry(4,0,g4) 1
    x(4,0,g4) flow_balance(g4,4,0) -1
    x(4,0,g4) flow_cap_tail(g4,4,0,4,1) -11
    x(4,0,g4) flow_cap_tail(g4,4,0,3,0) -11
    x(4,0,g4) flow_cap_head(g4,3,0,4,0) -11
    x(4,0,g4) flow_cap_head(g4,4,1,4,0) -11
    x(4,1,g4) cover(4,1) 1
    x(4,1,g4) centre(4,1,g4) 1
    x(4,1,g4) symmetry(4,1,g4) 1
    x(4,1,g4) flow_cap_tail(g4,4,1,4,2) -11
    x(4,1,g4) flow_cap_tail(g4,4,1,5,1) -11
    x(4,1,g4) flow_cap_tail(g4,4,1,4,0) -11
    x(4,1,g4) flow_cap_head(g4,4,0,4,1) -11
    x(4,1,g4) flow_cap_head(g4,4,2,4,1) -11
    x(4,1,g4) flow_cap_head(g4,5,1,4,1) -11
    x(4,2,g4) cover(4,2) 1
    x(4,2,g4) centre(4,2,g4) 1
    x(4,2,g4) symmetry(4,1,g4) -1
    x(4,2,g4) flow_balance(g4,4,2) -1
    x(4,2,g4) flow_cap_tail(g4,4,2,4,3) -11
    x(4,2,g4) flow_cap_tail(g4,4,2,4,1) -11
    x(4,2,g4) flow_cap_tail(g4,4,2,3,2) -11
    x(4,2,g4) flow_cap_head(g4,4,1,4,2) -11
    x(4,2,g4) flow_cap_head(g4,3,2,4,2) -11
    x(4,2,g4) flow_cap_head(g4,4,3,4,2) -11
    x(4,3,g4) cover(4,3) 1
    x(4,3,g4) symmetry(4,0,g4) -1
    x(4,3,g4) flow_balance(g4,4,3) -1
    x(4,3,g4) flow_cap_tail(g4,4,3,5,3) -11
    x(4,3,g4) flow_cap_tail(g4,4,3,4,2) -11
    x(4,3,g4) flow_cap_head(g4,4,2,4,3) -11
    x(4,3,g4) flow_cap_head(g4,5,3,4,3) -11
    x(5,1,g4) cover(5,1) 1
    x(5,1,g4) symmetry(3,2,g4) -1
    x(5,1,g4) flow_balance(g4,5,1) -1
    x(5,1,g4) flow_cap_tail(g4,5,1,6,1) -11
    x(5,1,g4) flow_cap_tail(g4,5,1,4,1) -11
    x(5,1,g4) flow_cap_head(g4,4,1,5,1) -11
    x(5,1,g4) flow_cap_head(g4,6,1,5,1) -11
    x(5,3,g4) cover(5,3) 1
    x(5,3,g4) symmetry(3,0,g4) -1
    x(5,3,g4) flow_balance(g4,5,3) -1
    x(5,3,g4) flow_cap_tail(g4,5,3,4,3) -11
    x(5,3,g4) flow_cap_head(g4,4,3,5,3) -11
    x(6,0,g4) cover(6,0) 1
    x(6,0,g4) symmetry(2,3,g4) -1
    x(6,0,g4) flow_balance(g4,6,0) -1
    x(6,0,g4) flow_cap_tail(g4,6,0,6,1) -11
    x(6,0,g4) flow_cap_head(g4,6,1,6,0) -11
    x(6,1,g4) cover(6,1) 1
    x(6,1,g4) symmetry(2,2,g4) -1
    x(6,1,g4) flow_balance(g4,6,1) -1
    x(6,1,g4) flow_cap_tail(g4,6,1,6,0) -11
    x(6,1,g4) flow_cap_tail(g4,6,1,5,1) -11
    x(6,1,g4) flow_cap_head(g4,6,0,6,1) -11
    x(6,1,g4) flow_cap_head(g4,5,1,6,1) -11
    x(1,3,g5) cover(1,3) 1
    x(1,3,g5) symmetry(1,3,g5) 1
    x(1,3,g5) flow_balance(g5,1,3) -1
    x(1,3,g5) flow_cap_tail(g5,1,3,2,3) -12
    x(1,3,g5) flow_cap_head(g5,2,3,1,3) -12
    x(2,3,g5) cover(2,3) 1
    x(2,3,g5) symmetry(2,3,g5) 1
    x(2,3,g5) flow_balance(g5,2,3) -1
    x(2,3,g5) flow_cap_tail(g5,2,3,2,4) -12
    x(2,3,g5) flow_cap_tail(g5,2,3,3,3) -12
    x(2,3,g5) flow_cap_tail(g5,2,3,1,3) -12
    x(2,3,g5) flow_cap_head(g5,1,3,2,3) -12
    x(2,3,g5) flow_cap_head(g5,2,4,2,3) -12
    x(2,3,g5) flow_cap_head(g5,3,3,2,3) -12
    x(2,4,g5) cover(2,4) 1
    x(2,4,g5) symmetry(2,4,g5) 1
    x(2,4,g5) flow_balance(g5,2,4) -1
    x(2,4,g5) flow_cap_tail(g5,2,4,2,3) -12
    x(2,4,g5) flow_cap_head(g5,2,3,2,4) -12
    x(3,2,g5) cover(3,2) 1
    x(3,2,g5) symmetry(3,2,g5) 1
    x(3,2,g5) flow_balance(g5,3,2) -1
    x(3,2,g5) flow_cap_tail(g5,3,2,3,3) -12
    x(3,2,g5) flow_cap_head(g5,3,3,3,2) -12
    x(3,3,g5) cover(3,3) 1
    x(3,3,g5) symmetry(3,3,g5) 1
    x(3,3,g5) flow_balance(g5,3,3) -1
    x(3,3,g5) flow_cap_tail(g5,3,3,4,3) -12
    x(3,3,g5) flow_cap_tail(g5,3,3,3,2) -12
    x(3,3,g5) flow_cap_tail(g5,3,3,2,3) -12
    x(3,3,g5) flow_cap_head(g5,3,2,3,3) -12
    x(3,3,g5) flow_cap_head(g5,2,3,3,3) -12
    x(3,3,g5) flow_cap_head(g5,4,3,3,3) -12
    x(4,3,g5) cover(4,3) 1
    x(4,3,g5) symmetry(4,3,g5) 1
    x(4,3,g5) flow_balance(g5,4,3) -1
    x(4,3,g5) flow_cap_tail(g5,4,3,4,4) -12
    x(4,3,g5) flow_cap_tail(g5,4,3,3,3) -12
    x(4,3,g5) flow_cap_head(g5,3,3,4,3) -12
    x(4,3,g5) flow_cap_head(g5,4,4,4,3) -12
    x(4,4,g5) cover(4,4) 1
    x(4,4,g5) centre(4,4,g5) 1
    x(4,4,g5) flow_cap_tail(g5,4,4,4,5) -12
    x(4,4,g5) flow_cap_tail(g5,4,4,4,3) -12
    x(4,4,g5) flow_cap_head(g5,4,3,4,4) -12
    x(4,4,g5) flow_cap_head(g5,4,5,4,4) -12
    x(4,5,g5) cover(4,5) 1
    x(4,5,g5) symmetry(4,3,g5) -1
    x(4,5,g5) flow_balance(g5,4,5) -1
    x(4,5,g5) flow_cap_tail(g5,4,5,5,5) -12
    x(4,5,g5) flow_cap_tail(g5,4,5,4,4) -12
    x(4,5,g5) flow_cap_head(g5,4,4,4,5) -12
    x(4,5,g5) flow_cap_head(g5,5,5,4,5) -12
    x(5,5,g5) cover(5,5) 1
    x(5,5,g5) symmetry(3,3,g5) -1
    x(5,5,g5) flow_balance(g5,5,5) -1
    x(5,5,g5) flow_cap_tail(g5,5,5,5,6) -12
    x(5,5,g5) flow_cap_tail(g5,5,5,6,5) -12
    x(5,5,g5) flow_cap_tail(g5,5,5,4,5) -12
    x(5,5,g5) flow_cap_head(g5,4,5,5,5) -12
    x(5,5,g5) flow_cap_head(g5,5,6,5,5) -12
    x(5,5,g5) flow_cap_head(g5,6,5,5,5) -12
    x(5,6,g5) cover(5,6) 1
    x(5,6,g5) symmetry(3,2,g5) -1
    x(5,6,g5) flow_balance(g5,5,6) -1
    x(5,6,g5) flow_cap_tail(g5,5,6,5,5) -12
    x(5,6,g5) flow_cap_head(g5,5,5,5,6) -12
    x(6,4,g5) cover(6,4) 1
    x(6,4,g5) symmetry(2,4,g5) -1
    x(6,4,g5) flow_balance(g5,6,4) -1
    x(6,4,g5) flow_cap_tail(g5,6,4,6,5) -12
    x(6,4,g5) flow_cap_head(g5,6,5,6,4) -12
    x(6,5,g5) cover(6,5) 1
    x(6,5,g5) symmetry(2,3,g5) -1
    x(6,5,g5) flow_balance(g5,6,5) -1
    x(6,5,g5) flow_cap_tail(g5,6,5,7,5) -12
    x(6,5,g5) flow_cap_tail(g5,6,5,6,4) -12
    x(6,5,g5) flow_cap_tail(g5,6,5,5,5) -12
    x(6,5,g5) flow_cap_head(g5,6,4,6,5) -12
    x(6,5,g5) flow_cap_head(g5,5,5,6,5) -12
    x(6,5,g5) flow_cap_head(g5,7,5,6,5) -12
    x(7,5,g5) cover(7,5) 1
    x(7,5,g5) symmetry(1,3,g5) -1
    x(7,5,g5) flow_balance(g5,7,5) -1
    x(7,5,g5) flow_cap_tail(g5,7,5,6,5) -12
    x(7,5,g5) flow_cap_head(g5,6,5,7,5) -12
    x(2,9,g6) cover(2,9) 1
    x(2,9,g6) symmetry(2,9,g6) 1
    x(2,9,g6) flow_balance(g6,2,9) -1
    x(2,9,g6) flow_cap_tail(g6,2,9,3,9) -5
    x(2,9,g6) flow_cap_head(g6,3,9,2,9) -5
    x(3,9,g6) cover(3,9) 1
    x(3,9,g6) symmetry(3,9,g6) 1
    x(3,9,g6) flow_balance(g6,3,9) -1
    x(3,9,g6) flow_cap_tail(g6,3,9,4,9) -5
    x(3,9,g6) flow_cap_tail(g6,3,9,2,9) -5
    x(3,9,g6) flow_cap_head(g6,2,9,3,9) -5
    x(3,9,g6) flow_cap_head(g6,4,9,3,9) -5
    x(4,9,g6) cover(4,9) 1
    x(4,9,g6) centre(4,9,g6) 1
    x(4,9,g6) symmetry(4,9,g6) 1
    x(4,9,g6) flow_cap_tail(g6,4,9,5,9) -5
    x(4,9,g6) flow_cap_tail(g6,4,9,3,9) -5
    x(4,9,g6) flow_cap_head(g6,3,9,4,9) -5
    x(4,9,g6) flow_cap_head(g6,5,9,4,9) -5
    x(5,9,g6) cover(5,9) 1
    x(5,9,g6) centre(5,9,g6) 1
    x(5,9,g6) symmetry(4,9,g6) -1
    x(5,9,g6) flow_balance(g6,5,9) -1
    x(5,9,g6) flow_cap_tail(g6,5,9,6,9) -5
    x(5,9,g6) flow_cap_tail(g6,5,9,4,9) -5
    x(5,9,g6) flow_cap_head(g6,4,9,5,9) -5
    x(5,9,g6) flow_cap_head(g6,6,9,5,9) -5
    x(6,9,g6) cover(6,9) 1
    x(6,9,g6) symmetry(3,9,g6) -1
    x(6,9,g6) flow_balance(g6,6,9) -1
    x(6,9,g6) flow_cap_tail(g6,6,9,7,9) -5
    x(6,9,g6) flow_cap_tail(g6,6,9,5,9) -5
    x(6,9,g6) flow_cap_head(g6,5,9,6,9) -5
    x(6,9,g6) flow_cap_head(g6,7,9,6,9) -5
    x(7,9,g6) cover(7,9) 1
    x(7,9,g6) symmetry(2,9,g6) -1
    x(7,9,g6) flow_balance(g6,7,9) -1
    x(7,9,g6) flow_cap_tail(g6,7,9,6,9) -5
    x(7,9,g6) flow_cap_head(g6,6,9,7,9) -5
    x(4,0,g7) cover(4,0) 1
    x(4,0,g7) symmetry(4,0,g7) 1
    x(4,0,g7) flow_balance(g7,4,0) -1
    x(4,0,g7) flow_cap_tail(g7,4,0,5,0) -2
    x(4,0,g7) flow_cap_head(g7,5,0,4,0) -2
    x(5,0,g7) cover(5,0) 1
    x(5,0,g7) centre(5,0,g7) 1
    x(5,0,g7) flow_cap_tail(g7,5,0,6,0) -2
    x(5,0,g7) flow_cap_tail(g7,5,0,4,0) -2
    x(5,0,g7) flow_cap_head(g7,4,0,5,0) -2
    x(5,0,g7) flow_cap_head(g7,6,0,5,0) -2
    x(6,0,g7) cover(6,0) 1
    x(6,0,g7) symmetry(4,0,g7) -1
    x(6,0,g7) flow_balance(g7,6,0) -1
    x(6,0,g7) flow_cap_tail(g7,6,0,5,0) -2
    x(6,0,g7) flow_cap_head(g7,5,0,6,0) -2
    x(4,3,g8) cover(4,3) 1
    x(4,3,g8) symmetry(4,3,g8) 1
    x(4,3,g8) flow_balance(g8,4,3) -1
    x(4,3,g8) flow_cap_tail(g8,4,3,5,3) -4
    x(4,3,g8) flow_cap_head(g8,5,3,4,3) -4
    x(5,1,g8) cover(5,1) 1
    x(5,1,g8) symmetry(5,1,g8) 1
    x(5,1,g8) flow_balance(g8,5,1) -1
    x(5,1,g8) flow_cap_tail(g8,5,1,5,2) -4
    x(5,1,g8) flow_cap_tail(g8,5,1,6,1) -4
    x(5,1,g8) flow_cap_head(g8,5,2,5,1) -4
    x(5,1,g8) flow_cap_head(g8,6,1,5,1) -4
    x(5,2,g8) cover(5,2) 1
    x(5,2,g8) centre(5,2,g8) 1
    x(5,2,g8) flow_cap_tail(g8,5,2,5,3) -4
    x(5,2,g8) flow_cap_tail(g8,5,2,5,1) -4
    x(5,2,g8) flow_cap_head(g8,5,1,5,2) -4
    x(5,2,g8) flow_cap_head(g8,5,3,5,2) -4
    x(5,3,g8) cover(5,3) 1
    x(5,3,g8) symmetry(5,1,g8) -1
    x(5,3,g8) flow_balance(g8,5,3) -1
    x(5,3,g8) flow_cap_tail(g8,5,3,5,2) -4
    x(5,3,g8) flow_cap_tail(g8,5,3,4,3) -4
    x(5,3,g8) flow_cap_head(g8,5,2,5,3) -4
    x(5,3,g8) flow_cap_head(g8,4,3,5,3) -4
    x(6,1,g8) cover(6,1) 1
    x(6,1,g8) symmetry(4,3,g8) -1
    x(6,1,g8) flow_balance(g8,6,1) -1
    x(6,1,g8) flow_cap_tail(g8,6,1,5,1) -4
    x(6,1,g8) flow_cap_head(g8,5,1,6,1) -4
    x(3,6,g9) cover(3,6) 1
    x(3,6,g9) symmetry(3,6,g9) 1
    x(3,6,g9) flow_balance(g9,3,6) -1
    x(3,6,g9) flow_cap_tail(g9,3,6,3,7) -13
    x(3,6,g9) flow_cap_tail(g9,3,6,4,6) -13
    x(3,6,g9) flow_cap_head(g9,3,7,3,6) -13
    x(3,6,g9) flow_cap_head(g9,4,6,3,6) -13
    x(3,7,g9) cover(3,7) 1
    x(3,7,g9) symmetry(3,7,g9) 1
    x(3,7,g9) flow_balance(g9,3,7) -1
    x(3,7,g9) flow_cap_tail(g9,3,7,3,8) -13
    x(3,7,g9) flow_cap_tail(g9,3,7,4,7) -13
    x(3,7,g9) flow_cap_tail(g9,3,7,3,6) -13
    x(3,7,g9) flow_cap_head(g9,3,6,3,7) -13
    x(3,7,g9) flow_cap_head(g9,3,8,3,7) -13
    x(3,7,g9) flow_cap_head(g9,4,7,3,7) -13
    x(3,8,g9) cover(3,8) 1
    x(3,8,g9) symmetry(3,8,g9) 1
    x(3,8,g9) flow_balance(g9,3,8) -1
    x(3,8,g9) flow_cap_tail(g9,3,8,4,8) -13
    x(3,8,g9) flow_cap_tail(g9,3,8,3,7) -13
    x(3,8,g9) flow_cap_head(g9,3,7,3,8) -13
    x(3,8,g9) flow_cap_head(g9,4,8,3,8) -13
    x(4,6,g9) cover(4,6) 1
    x(4,6,g9) symmetry(4,6,g9) 1
    x(4,6,g9) flow_balance(g9,4,6) -1
    x(4,6,g9) flow_cap_tail(g9,4,6,4,7) -13
    x(4,6,g9) flow_cap_tail(g9,4,6,3,6) -13
    x(4,6,g9) flow_cap_head(g9,3,6,4,6) -13
    x(4,6,g9) flow_cap_head(g9,4,7,4,6) -13
    x(4,7,g9) cover(4,7) 1
    x(4,7,g9) symmetry(4,7,g9) 1
    x(4,7,g9) flow_balance(g9,4,7) -1
    x(4,7,g9) flow_cap_tail(g9,4,7,4,8) -13
    x(4,7,g9) flow_cap_tail(g9,4,7,5,7) -13
    x(4,7,g9) flow_cap_tail(g9,4,7,4,6) -13
    x(4,7,g9) flow_cap_tail(g9,4,7,3,7) -13
    x(4,7,g9) flow_cap_head(g9,4,6,4,7) -13
    x(4,7,g9) flow_cap_head(g9,3,7,4,7) -13
    x(4,7,g9) flow_cap_head(g9,4,8,4,7) -13
    x(4,7,g9) flow_cap_head(g9,5,7,4,7) -13
    x(4,8,g9) cover(4,8) 1
    x(4,8,g9) symmetry(4,8,g9) 1
    x(4,8,g9) flow_balance(g9,4,8) -1
    x(4,8,g9) flow_cap_tail(g9,4,8,5,8) -13
    x(4,8,g9) flow_cap_tail(g9,4,8,4,7) -13
    x(4,8,g9) flow_cap_tail(g9,4,8,3,8) -13
    x(4,8,g9) flow_cap_head(g9,4,7,4,8) -13
    x(4,8,g9) flow_cap_head(g9,3,8,4,8) -13
    x(4,8,g9) flow_cap_head(g9,5,8,4,8) -13
    x(5,7,g9) cover(5,7) 1
    x(5,7,g9) centre(5,7,g9) 1
    x(5,7,g9) symmetry(5,7,g9) 1
    x(5,7,g9) flow_cap_tail(g9,5,7,5,8) -13
    x(5,7,g9) flow_cap_tail(g9,5,7,6,7) -13
    x(5,7,g9) flow_cap_tail(g9,5,7,4,7) -13
    x(5,7,g9) flow_cap_head(g9,4,7,5,7) -13
    x(5,7,g9) flow_cap_head(g9,5,8,5,7) -13
    x(5,7,g9) flow_cap_head(g9,6,7,5,7) -13
    x(5,8,g9) cover(5,8) 1
    x(5,8,g9) centre(5,8,g9) 1
    x(5,8,g9) symmetry(5,7,g9) -1
    x(5,8,g9) flow_balance(g9,5,8) -1
    x(5,8,g9) flow_cap_tail(g9,5,8,6,8) -13
    x(5,8,g9) flow_cap_tail(g9,5,8,5,7) -13
    x(5,8,g9) flow_cap_tail(g9,5,8,4,8) -13
    x(5,8,g9) flow_cap_head(g9,5,7,5,8) -13
    x(5,8,g9) flow_cap_head(g9,4,8,5,8) -13
    x(5,8,g9) flow_cap_head(g9,6,8,5,8) -13
    x(6,7,g9) cover(6,7) 1
    x(6,7,g9) symmetry(4,8,g9) -1
    x(6,7,g9) flow_balance(g9,6,7) -1
    x(6,7,g9) flow_cap_tail(g9,6,7,6,8) -13
    x(6,7,g9) flow_cap_tail(g9,6,7,7,7) -13
    x(6,7,g9) flow_cap_tail(g9,6,7,5,7) -13
    x(6,7,g9) flow_cap_head(g9,5,7,6,7) -13
    x(6,7,g9) flow_cap_head(g9,6,8,6,7) -13
    x(6,7,g9) flow_cap_head(g9,7,7,6,7) -13
    x(6,8,g9) cover(6,8) 1
    x(6,8,g9) symmetry(4,7,g9) -1
    x(6,8,g9) flow_balance(g9,6,8) -1
    x(6,8,g9) flow_cap_tail(g9,6,8,6,9) -13
    x(6,8,g9) flow_cap_tail(g9,6,8,7,8) -13
    x(6,8,g9) flow_cap_tail(g9,6,8,6,7) -13
    x(6,8,g9) flow_cap_tail(g9,6,8,5,8) -13
    x(6,8,g9) flow_cap_head(g9,6,7,6,8) -13
    x(6,8,g9) flow_cap_head(g9,5,8,6,8) -13
    x(6,8,g9) flow_cap_head(g9,6,9,6,8) -13
    x(6,8,g9) flow_cap_head(g9,7,8,6,8) -13
    x(6,9,g9) cover(6,9) 1
    x(6,9,g9) symmetry(4,6,g9) -1
    x(6,9,g9) flow_balance(g9,6,9) -1
    x(6,9,g9) flow_cap_tail(g9,6,9,7,9) -13
    x(6,9,g9) flow_cap_tail(g9,6,9,6,8) -13
    x(6,9,g9) flow_cap_head(g9,6,8,6,9) -13
    x(6,9,g9) flow_cap_head(g9,7,9,6,9) -13
    x(7,7,g9) cover(7,7) 1
    x(7,7,g9) symmetry(3,8,g9) -1
    x(7,7,g9) flow_balance(g9,7,7) -1
    x(7,7,g9) flow_cap_tail(g9,7,7,7,8) -13
    x(7,7,g9) flow_cap_tail(g9,7,7,6,7) -13
    x(7,7,g9) flow_cap_head(g9,6,7,7,7) -13
    x(7,7,g9) flow_cap_head(g9,7,8,7,7) -13
    x(7,8,g9) cover(7,8) 1
    x(7,8,g9) symmetry(3,7,g9) -1
    x(7,8,g9) flow_balance(g9,7,8) -1
    x(7,8,g9) flow_cap_tail(g9,7,8,7,9) -13
    x(7,8,g9) flow_cap_tail(g9,7,8,7,7) -13
    x(7,8,g9) flow_cap_tail(g9,7,8,6,8) -13
    x(7,8,g9) flow_cap_head(g9,7,7,7,8) -13
    x(7,8,g9) flow_cap_head(g9,6,8,7,8) -13
    x(7,8,g9) flow_cap_head(g9,7,9,7,8) -13
    x(7,9,g9) cover(7,9) 1
    x(7,9,g9) symmetry(3,6,g9) -1
    x(7,9,g9) flow_balance(g9,7,9) -1
    x(7,9,g9) flow_cap_tail(g9,7,9,7,8) -13
    x(7,9,g9) flow_cap_tail(g9,7,9,6,9) -13
    x(7,9,g9) flow_cap_head(g9,7,8,7,9) -13
    x(7,9,g9) flow_cap_head(g9,6,9,7,9) -13
    x(4,3,g10) cover(4,3) 1
    x(4,3,g10) symmetry(4,3,g10) 1
    x(4,3,g10) flow_balance(g10,4,3) -1
    x(4,3,g10) flow_cap_tail(g10,4,3,5,3) -12
    x(4,3,g10) flow_cap_head(g10,5,3,4,3) -12
    x(5,1,g10) cover(5,1) 1
    x(5,1,g10) symmetry(5,1,g10) 1
    x(5,1,g10) flow_balance(g10,5,1) -1
    x(5,1,g10) flow_cap_tail(g10,5,1,6,1) -12
    x(5,1,g10) flow_cap_head(g10,6,1,5,1) -12
    x(5,3,g10) cover(5,3) 1
    x(5,3,g10) symmetry(5,3,g10) 1
    x(5,3,g10) flow_balance(g10,5,3) -1
    x(5,3,g10) flow_cap_tail(g10,5,3,5,4) -12
    x(5,3,g10) flow_cap_tail(g10,5,3,6,3) -12
    x(5,3,g10) flow_cap_tail(g10,5,3,4,3) -12
    x(5,3,g10) flow_cap_head(g10,4,3,5,3) -12
    x(5,3,g10) flow_cap_head(g10,5,4,5,3) -12
    x(5,3,g10) flow_cap_head(g10,6,3,5,3) -12
    x(5,4,g10) cover(5,4) 1
    x(5,4,g10) symmetry(5,4,g10) 1
    x(5,4,g10) flow_balance(g10,5,4) -1
    x(5,4,g10) flow_cap_tail(g10,5,4,6,4) -12
    x(5,4,g10) flow_cap_tail(g10,5,4,5,3) -12
    x(5,4,g10) flow_cap_head(g10,5,3,5,4) -12
    x(5,4,g10) flow_cap_head(g10,6,4,5,4) -12
    x(6,1,g10) cover(6,1) 1
    x(6,1,g10) symmetry(6,1,g10) 1
    x(6,1,g10) flow_balance(g10,6,1) -1
    x(6,1,g10) flow_cap_tail(g10,6,1,6,2) -12
    x(6,1,g10) flow_cap_tail(g10,6,1,5,1) -12
    x(6,1,g10) flow_cap_head(g10,5,1,6,1) -12
    x(6,1,g10) flow_cap_head(g10,6,2,6,1) -12
    x(6,2,g10) cover(6,2) 1
    x(6,2,g10) symmetry(6,2,g10) 1
    x(6,2,g10) flow_balance(g10,6,2) -1
    x(6,2,g10) flow_cap_tail(g10,6,2,6,3) -12
    x(6,2,g10) flow_cap_tail(g10,6,2,7,2) -12
    x(6,2,g10) flow_cap_tail(g10,6,2,6,1) -12
    x(6,2,g10) flow_cap_head(g10,6,1,6,2) -12
    x(6,2,g10) flow_cap_head(g10,6,3,6,2) -12
    x(6,2,g10) flow_cap_head(g10,7,2,6,2) -12
    x(6,3,g10) cover(6,3) 1
    x(6,3,g10) centre(6,3,g10) 1
    x(6,3,g10) flow_cap_tail(g10,6,3,6,4) -12
    x(6,3,g10) flow_cap_tail(g10,6,3,7,3) -12
    x(6,3,g10) flow_cap_tail(g10,6,3,6,2) -12
    x(6,3,g10) flow_cap_tail(g10,6,3,5,3) -12
    x(6,3,g10) flow_cap_head(g10,6,2,6,3) -12
    x(6,3,g10) flow_cap_head(g10,5,3,6,3) -12
    x(6,3,g10) flow_cap_head(g10,6,4,6,3) -12
    x(6,3,g10) flow_cap_head(g10,7,3,6,3) -12
    x(6,4,g10) cover(6,4) 1
    x(6,4,g10) symmetry(6,2,g10) -1
    x(6,4,g10) flow_balance(g10,6,4) -1
    x(6,4,g10) flow_cap_tail(g10,6,4,6,5) -12
    x(6,4,g10) flow_cap_tail(g10,6,4,6,3) -12
    x(6,4,g10) flow_cap_tail(g10,6,4,5,4) -12
    x(6,4,g10) flow_cap_head(g10,6,3,6,4) -12
    x(6,4,g10) flow_cap_head(g10,5,4,6,4) -12
    x(6,4,g10) flow_cap_head(g10,6,5,6,4) -12
    x(6,5,g10) cover(6,5) 1
    x(6,5,g10) symmetry(6,1,g10) -1
    x(6,5,g10) flow_balance(g10,6,5) -1
    x(6,5,g10) flow_cap_tail(g10,6,5,7,5) -12
    x(6,5,g10) flow_cap_tail(g10,6,5,6,4) -12
    x(6,5,g10) flow_cap_head(g10,6,4,6,5) -12
    x(6,5,g10) flow_cap_head(g10,7,5,6,5) -12
    x(7,2,g10) cover(7,2) 1
    x(7,2,g10) symmetry(5,4,g10) -1
    x(7,2,g10) flow_balance(g10,7,2) -1
    x(7,2,g10) flow_cap_tail(g10,7,2,7,3) -12
    x(7,2,g10) flow_cap_tail(g10,7,2,6,2) -12
    x(7,2,g10) flow_cap_head(g10,6,2,7,2) -12
    x(7,2,g10) flow_cap_head(g10,7,3,7,2) -12
    x(7,3,g10) cover(7,3) 1
    x(7,3,g10) symmetry(5,3,g10) -1
    x(7,3,g10) flow_balance(g10,7,3) -1
    x(7,3,g10) flow_cap_tail(g10,7,3,8,3) -12
    x(7,3,g10) flow_cap_tail(g10,7,3,7,2) -12
    x(7,3,g10) flow_cap_tail(g10,7,3,6,3) -12
    x(7,3,g10) flow_cap_head(g10,7,2,7,3) -12
    x(7,3,g10) flow_cap_head(g10,6,3,7,3) -12
    x(7,3,g10) flow_cap_head(g10,8,3,7,3) -12
    x(7,5,g10) cover(7,5) 1
    x(7,5,g10) symmetry(5,1,g10) -1
    x(7,5,g10) flow_balance(g10,7,5) -1
    x(7,5,g10) flow_cap_tail(g10,7,5,6,5) -12
    x(7,5,g10) flow_cap_head(g10,6,5,7,5) -12
    x(8,3,g10) cover(8,3) 1
    x(8,3,g10) symmetry(4,3,g10) -1
    x(8,3,g10) flow_balance(g10,8,3) -1
    x(8,3,g10) flow_cap_tail(g10,8,3,7,3) -12
    x(8,3,g10) flow_cap_head(g10,7,3,8,3) -12
    x(4,5,g11) cover(4,5) 1
    x(4,5,g11) symmetry(4,5,g11) 1
    x(4,5,g11) flow_balance(g11,4,5) -1
    x(4,5,g11) flow_cap_tail(g11,4,5,4,6) -13
    x(4,5,g11) flow_cap_head(g11,4,6,4,5) -13
    x(4,6,g11) cover(4,6) 1
    x(4,6,g11) symmetry(4,6,g11) 1
    x(4,6,g11) flow_balance(g11,4,6) -1
    x(4,6,g11) flow_cap_tail(g11,4,6,5,6) -13
    x(4,6,g11) flow_cap_tail(g11,4,6,4,5) -13
    x(4,6,g11) flow_cap_head(g11,4,5,4,6) -13
    x(4,6,g11) flow_cap_head(g11,5,6,4,6) -13
    x(5,6,g11) cover(5,6) 1
    x(5,6,g11) symmetry(5,6,g11) 1
    x(5,6,g11) flow_balance(g11,5,6) -1
    x(5,6,g11) flow_cap_tail(g11,5,6,6,6) -13
    x(5,6,g11) flow_cap_tail(g11,5,6,4,6) -13
    x(5,6,g11) flow_cap_head(g11,4,6,5,6) -13
    x(5,6,g11) flow_cap_head(g11,6,6,5,6) -13
    x(6,4,g11) cover(6,4) 1
    x(6,4,g11) symmetry(6,4,g11) 1
    x(6,4,g11) flow_balance(g11,6,4) -1
    x(6,4,g11) flow_cap_tail(g11,6,4,6,5) -13
    x(6,4,g11) flow_cap_head(g11,6,5,6,4) -13
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) symmetry(6,5,g11) 1
    x(6,5,g11) flow_balance(g11,6,5) -1
    x(6,5,g11) flow_cap_tail(g11,6,5,6,6) -13
    x(6,5,g11) flow_cap_tail(g11,6,5,7,5) -13
    x(6,5,g11) flow_cap_tail(g11,6,5,6,4) -13
    x(6,5,g11) flow_cap_head(g11,6,4,6,5) -13
    x(6,5,g11) flow_cap_head(g11,6,6,6,5) -13
    x(6,5,g11) flow_cap_head(g11,7,5,6,5) -13
    x(6,6,g11) cover(6,6) 1
    x(6,6,g11) centre(6,6,g11) 1
    x(6,6,g11) symmetry(6,6,g11) 1
    x(6,6,g11) flow_cap_tail(g11,6,6,6,7) -13
    x(6,6,g11) flow_cap_tail(g11,6,6,7,6) -13
    x(6,6,g11) flow_cap_tail(g11,6,6,6,5) -13
    x(6,6,g11) flow_cap_tail(g11,6,6,5,6) -13
    x(6,6,g11) flow_cap_head(g11,6,5,6,6) -13
    x(6,6,g11) flow_cap_head(g11,5,6,6,6) -13
    x(6,6,g11) flow_cap_head(g11,6,7,6,6) -13
    x(6,6,g11) flow_cap_head(g11,7,6,6,6) -13
    x(6,7,g11) cover(6,7) 1
    x(6,7,g11) symmetry(6,7,g11) 1
    x(6,7,g11) flow_balance(g11,6,7) -1
    x(6,7,g11) flow_cap_tail(g11,6,7,7,7) -13
    x(6,7,g11) flow_cap_tail(g11,6,7,6,6) -13
    x(6,7,g11) flow_cap_head(g11,6,6,6,7) -13
    x(6,7,g11) flow_cap_head(g11,7,7,6,7) -13
    x(7,5,g11) cover(7,5) 1
    x(7,5,g11) symmetry(6,7,g11) -1
    x(7,5,g11) flow_balance(g11,7,5) -1
    x(7,5,g11) flow_cap_tail(g11,7,5,7,6) -13
    x(7,5,g11) flow_cap_tail(g11,7,5,6,5) -13
    x(7,5,g11) flow_cap_head(g11,6,5,7,5) -13
    x(7,5,g11) flow_cap_head(g11,7,6,7,5) -13
    x(7,6,g11) cover(7,6) 1
    x(7,6,g11) centre(7,6,g11) 1
    x(7,6,g11) symmetry(6,6,g11) -1
    x(7,6,g11) flow_balance(g11,7,6) -1
    x(7,6,g11) flow_cap_tail(g11,7,6,7,7) -13
    x(7,6,g11) flow_cap_tail(g11,7,6,8,6) -13
    x(7,6,g11) flow_cap_tail(g11,7,6,7,5) -13
    x(7,6,g11) flow_cap_tail(g11,7,6,6,6) -13
    x(7,6,g11) flow_cap_head(g11,7,5,7,6) -13
    x(7,6,g11) flow_cap_head(g11,6,6,7,6) -13
    x(7,6,g11) flow_cap_head(g11,7,7,7,6) -13
    x(7,6,g11) flow_cap_head(g11,8,6,7,6) -13
    x(7,7,g11) cover(7,7) 1
    x(7,7,g11) symmetry(6,5,g11) -1
    x(7,7,g11) flow_balance(g11,7,7) -1
    x(7,7,g11) flow_cap_tail(g11,7,7,7,8) -13
    x(7,7,g11) flow_cap_tail(g11,7,7,7,6) -13
    x(7,7,g11) flow_cap_tail(g11,7,7,6,7) -13
    x(7,7,g11) flow_cap_head(g11,7,6,7,7) -13
    x(7,7,g11) flow_cap_head(g11,6,7,7,7) -13
    x(7,7,g11) flow_cap_head(g11,7,8,7,7) -13
    x(7,8,g11) cover(7,8) 1
    x(7,8,g11) symmetry(6,4,g11) -1
    x(7,8,g11) flow_balance(g11,7,8) -1
    x(7,8,g11) flow_cap_tail(g11,7,8,7,7) -13
    x(7,8,g11) flow_cap_head(g11,7,7,7,8) -13
    x(8,6,g11) cover(8,6) 1
    x(8,6,g11) symmetry(5,6,g11) -1
    x(8,6,g11) flow_balance(g11,8,6) -1
    x(8,6,g11) flow_cap_tail(g11,8,6,9,6) -13
    x(8,6,g11) flow_cap_tail(g11,8,6,7,6) -13
    x(8,6,g11) flow_cap_head(g11,7,6,8,6) -13
    x(8,6,g11) flow_cap_head(g11,9,6,8,6) -13
    x(9,6,g11) cover(9,6) 1
    x(9,6,g11) symmetry(4,6,g11) -1
    x(9,6,g11) flow_balance(g11,9,6) -1
    x(9,6,g11) flow_cap_tail(g11,9,6,9,7) -13
    x(9,6,g11) flow_cap_tail(g11,9,6,8,6) -13
    x(9,6,g11) flow_cap_head(g11,8,6,9,6) -13
    x(9,6,g11) flow_cap_head(g11,9,7,9,6) -13
    x(9,7,g11) cover(9,7) 1
    x(9,7,g11) symmetry(4,5,g11) -1
    x(9,7,g11) flow_balance(g11,9,7) -1
    x(9,7,g11) flow_cap_tail(g11,9,7,9,6) -13
    x(9,7,g11) flow_cap_head(g11,9,6,9,7) -13
    x(5,1,g12) cover(5,1) 1
    x(5,1,g12) symmetry(5,1,g12) 1
    x(5,1,g12) flow_balance(g12,5,1) -1
    x(5,1,g12) flow_cap_tail(g12,5,1,6,1) -5
    x(5,1,g12) flow_cap_head(g12,6,1,5,1) -5
    x(6,1,g12) cover(6,1) 1
    x(6,1,g12) symmetry(6,1,g12) 1
    x(6,1,g12) flow_balance(g12,6,1) -1
    x(6,1,g12) flow_cap_tail(g12,6,1,7,1) -5
    x(6,1,g12) flow_cap_tail(g12,6,1,5,1) -5
    x(6,1,g12) flow_cap_head(g12,5,1,6,1) -5
    x(6,1,g12) flow_cap_head(g12,7,1,6,1) -5
    x(7,0,g12) cover(7,0) 1
    x(7,0,g12) centre(7,0,g12) 1
    x(7,0,g12) symmetry(7,0,g12) 1
    x(7,0,g12) flow_cap_tail(g12,7,0,7,1) -5
    x(7,0,g12) flow_cap_tail(g12,7,0,8,0) -5
    x(7,0,g12) flow_cap_head(g12,7,1,7,0) -5
    x(7,0,g12) flow_cap_head(g12,8,0,7,0) -5
    x(7,1,g12) cover(7,1) 1
    x(7,1,g12) centre(7,1,g12) 1
    x(7,1,g12) symmetry(7,0,g12) -1
    x(7,1,g12) flow_balance(g12,7,1) -1
    x(7,1,g12) flow_cap_tail(g12,7,1,7,0) -5
    x(7,1,g12) flow_cap_tail(g12,7,1,6,1) -5
    x(7,1,g12) flow_cap_head(g12,7,0,7,1) -5
    x(7,1,g12) flow_cap_head(g12,6,1,7,1) -5
    x(8,0,g12) cover(8,0) 1
    x(8,0,g12) symmetry(6,1,g12) -1
    x(8,0,g12) flow_balance(g12,8,0) -1
    x(8,0,g12) flow_cap_tail(g12,8,0,9,0) -5
    x(8,0,g12) flow_cap_tail(g12,8,0,7,0) -5
    x(8,0,g12) flow_cap_head(g12,7,0,8,0) -5
    x(8,0,g12) flow_cap_head(g12,9,0,8,0) -5
    x(9,0,g12) cover(9,0) 1
    x(9,0,g12) symmetry(5,1,g12) -1
    x(9,0,g12) flow_balance(g12,9,0) -1
    x(9,0,g12) flow_cap_tail(g12,9,0,8,0) -5
    x(9,0,g12) flow_cap_head(g12,8,0,9,0) -5
    x(7,4,g13) cover(7,4) 1
    x(7,4,g13) centre(7,4,g13) 1
    x(7,4,g13) symmetry(7,4,g13) 1
    x(7,4,g13) flow_cap_tail(g13,7,4,7,5) -3
    x(7,4,g13) flow_cap_tail(g13,7,4,8,4) -3
    x(7,4,g13) flow_cap_head(g13,7,5,7,4) -3
    x(7,4,g13) flow_cap_head(g13,8,4,7,4) -3
    x(7,5,g13) cover(7,5) 1
    x(7,5,g13) symmetry(7,5,g13) 1
    x(7,5,g13) flow_balance(g13,7,5) -1
    x(7,5,g13) flow_cap_tail(g13,7,5,7,4) -3
    x(7,5,g13) flow_cap_head(g13,7,4,7,5) -3
    x(8,3,g13) cover(8,3) 1
    x(8,3,g13) symmetry(7,5,g13) -1
    x(8,3,g13) flow_balance(g13,8,3) -1
    x(8,3,g13) flow_cap_tail(g13,8,3,8,4) -3
    x(8,3,g13) flow_cap_head(g13,8,4,8,3) -3
    x(8,4,g13) cover(8,4) 1
    x(8,4,g13) centre(8,4,g13) 1
    x(8,4,g13) symmetry(7,4,g13) -1
    x(8,4,g13) flow_balance(g13,8,4) -1
    x(8,4,g13) flow_cap_tail(g13,8,4,8,3) -3
    x(8,4,g13) flow_cap_tail(g13,8,4,7,4) -3
    x(8,4,g13) flow_cap_head(g13,8,3,8,4) -3
    x(8,4,g13) flow_cap_head(g13,7,4,8,4) -3
    x(7,7,g14) cover(7,7) 1
    x(7,7,g14) symmetry(7,7,g14) 1
    x(7,7,g14) flow_balance(g14,7,7) -1
    x(7,7,g14) flow_cap_tail(g14,7,7,7,8) -4
    x(7,7,g14) flow_cap_tail(g14,7,7,8,7) -4
    x(7,7,g14) flow_cap_head(g14,7,8,7,7) -4
    x(7,7,g14) flow_cap_head(g14,8,7,7,7) -4
    x(7,8,g14) cover(7,8) 1
    x(7,8,g14) symmetry(7,8,g14) 1
    x(7,8,g14) flow_balance(g14,7,8) -1
    x(7,8,g14) flow_cap_tail(g14,7,8,7,7) -4
    x(7,8,g14) flow_cap_head(g14,7,7,7,8) -4
    x(8,7,g14) cover(8,7) 1
    x(8,7,g14) centre(8,7,g14) 1
    x(8,7,g14) flow_cap_tail(g14,8,7,9,7) -4
    x(8,7,g14) flow_cap_tail(g14,8,7,7,7) -4
    x(8,7,g14) flow_cap_head(g14,7,7,8,7) -4
    x(8,7,g14) flow_cap_head(g14,9,7,8,7) -4
    x(9,6,g14) cover(9,6) 1
    x(9,6,g14) symmetry(7,8,g14) -1
    x(9,6,g14) flow_balance(g14,9,6) -1
    x(9,6,g14) flow_cap_tail(g14,9,6,9,7) -4
    x(9,6,g14) flow_cap_head(g14,9,7,9,6) -4
    x(9,7,g14) cover(9,7) 1
    x(9,7,g14) symmetry(7,7,g14) -1
    x(9,7,g14) flow_balance(g14,9,7) -1
    x(9,7,g14) flow_cap_tail(g14,9,7,9,6) -4
    x(9,7,g14) flow_cap_tail(g14,9,7,8,7) -4
    x(9,7,g14) flow_cap_head(g14,9,6,9,7) -4
    x(9,7,g14) flow_cap_head(g14,8,7,9,7) -4
    x(7,8,g15) cover(7,8) 1
    x(7,8,g15) symmetry(7,8,g15) 1
    x(7,8,g15) flow_balance(g15,7,8) -1
    x(7,8,g15) flow_cap_tail(g15,7,8,8,8) -3
    x(7,8,g15) flow_cap_head(g15,8,8,7,8) -3
    x(8,8,g15) cover(8,8) 1
    x(8,8,g15) centre(8,8,g15) 1
    x(8,8,g15) symmetry(8,8,g15) 1
    x(8,8,g15) flow_cap_tail(g15,8,8,8,9) -3
    x(8,8,g15) flow_cap_tail(g15,8,8,7,8) -3
    x(8,8,g15) flow_cap_head(g15,7,8,8,8) -3
    x(8,8,g15) flow_cap_head(g15,8,9,8,8) -3
    x(8,9,g15) cover(8,9) 1
    x(8,9,g15) centre(8,9,g15) 1
    x(8,9,g15) symmetry(8,8,g15) -1
    x(8,9,g15) flow_balance(g15,8,9) -1
    x(8,9,g15) flow_cap_tail(g15,8,9,9,9) -3
    x(8,9,g15) flow_cap_tail(g15,8,9,8,8) -3
    x(8,9,g15) flow_cap_head(g15,8,8,8,9) -3
    x(8,9,g15) flow_cap_head(g15,9,9,8,9) -3
    x(9,9,g15) cover(9,9) 1
    x(9,9,g15) symmetry(7,8,g15) -1
    x(9,9,g15) flow_balance(g15,9,9) -1
    x(9,9,g15) flow_cap_tail(g15,9,9,8,9) -3
    x(9,9,g15) flow_cap_head(g15,8,9,9,9) -3
    x(8,0,g16) cover(8,0) 1
    x(8,0,g16) symmetry(8,0,g16) 1
    x(8,0,g16) flow_balance(g16,8,0) -1
    x(8,0,g16) flow_cap_tail(g16,8,0,8,1) -5
    x(8,0,g16) flow_cap_tail(g16,8,0,9,0) -5
    x(8,0,g16) flow_cap_head(g16,8,1,8,0) -5
    x(8,0,g16) flow_cap_head(g16,9,0,8,0) -5
    x(8,1,g16) cover(8,1) 1
    x(8,1,g16) centre(8,1,g16) 1
    x(8,1,g16) symmetry(8,1,g16) 1
    x(8,1,g16) flow_cap_tail(g16,8,1,8,2) -5
    x(8,1,g16) flow_cap_tail(g16,8,1,9,1) -5
    x(8,1,g16) flow_cap_tail(g16,8,1,8,0) -5
    x(8,1,g16) flow_cap_head(g16,8,0,8,1) -5
    x(8,1,g16) flow_cap_head(g16,8,2,8,1) -5
    x(8,1,g16) flow_cap_head(g16,9,1,8,1) -5
    x(8,2,g16) cover(8,2) 1
    x(8,2,g16) symmetry(8,2,g16) 1
    x(8,2,g16) flow_balance(g16,8,2) -1
    x(8,2,g16) flow_cap_tail(g16,8,2,9,2) -5
    x(8,2,g16) flow_cap_tail(g16,8,2,8,1) -5
    x(8,2,g16) flow_cap_head(g16,8,1,8,2) -5
    x(8,2,g16) flow_cap_head(g16,9,2,8,2) -5
    x(9,0,g16) cover(9,0) 1
    x(9,0,g16) symmetry(8,2,g16) -1
    x(9,0,g16) flow_balance(g16,9,0) -1
    x(9,0,g16) flow_cap_tail(g16,9,0,9,1) -5
    x(9,0,g16) flow_cap_tail(g16,9,0,8,0) -5
    x(9,0,g16) flow_cap_head(g16,8,0,9,0) -5
    x(9,0,g16) flow_cap_head(g16,9,1,9,0) -5
    x(9,1,g16) cover(9,1) 1
    x(9,1,g16) centre(9,1,g16) 1
    x(9,1,g16) symmetry(8,1,g16) -1
    x(9,1,g16) flow_balance(g16,9,1) -1
    x(9,1,g16) flow_cap_tail(g16,9,1,9,2) -5
    x(9,1,g16) flow_cap_tail(g16,9,1,9,0) -5
    x(9,1,g16) flow_cap_tail(g16,9,1,8,1) -5
    x(9,1,g16) flow_cap_head(g16,9,0,9,1) -5
    x(9,1,g16) flow_cap_head(g16,8,1,9,1) -5
    x(9,1,g16) flow_cap_head(g16,9,2,9,1) -5
    x(9,2,g16) cover(9,2) 1
    x(9,2,g16) symmetry(8,0,g16) -1
    x(9,2,g16) flow_balance(g16,9,2) -1
    x(9,2,g16) flow_cap_tail(g16,9,2,9,1) -5
    x(9,2,g16) flow_cap_tail(g16,9,2,8,2) -5
    x(9,2,g16) flow_cap_head(g16,9,1,9,2) -5
    x(9,2,g16) flow_cap_head(g16,8,2,9,2) -5
    x(8,5,g17) cover(8,5) 1
    x(8,5,g17) centre(8,5,g17) 1
    x(8,5,g17) symmetry(8,5,g17) 1
    x(8,5,g17) flow_cap_tail(g17,8,5,9,5) -1
    x(8,5,g17) flow_cap_head(g17,9,5,8,5) -1
    x(9,5,g17) cover(9,5) 1
    x(9,5,g17) centre(9,5,g17) 1
    x(9,5,g17) symmetry(8,5,g17) -1
    x(9,5,g17) flow_balance(g17,9,5) -1
    x(9,5,g17) flow_cap_tail(g17,9,5,8,5) -1
    x(9,5,g17) flow_cap_head(g17,8,5,9,5) -1
    x(9,3,g18) cover(9,3) 1
    x(9,3,g18) centre(9,3,g18) 1
    x(9,3,g18) symmetry(9,3,g18) 1
    x(9,3,g18) flow_cap_tail(g18,9,3,9,4) -1
    x(9,3,g18) flow_cap_head(g18,9,4,9,3) -1
    x(9,4,g18) cover(9,4) 1
    x(9,4,g18) centre(9,4,g18) 1
    x(9,4,g18) symmetry(9,3,g18) -1
    x(9,4,g18) flow_balance(g18,9,4) -1
    x(9,4,g18) flow_cap_tail(g18,9,4,9,3) -1
    x(9,4,g18) flow_cap_head(g18,9,3,9,4) -1
    x(9,7,g19) cover(9,7) 1
    x(9,7,g19) symmetry(9,7,g19) 1
    x(9,7,g19) flow_balance(g19,9,7) -1
    x(9,7,g19) flow_cap_tail(g19,9,7,9,8) -2
    x(9,7,g19) flow_cap_head(g19,9,8,9,7) -2
    x(9,8,g19) cover(9,8) 1
    x(9,8,g19) centre(9,8,g19) 1
    x(9,8,g19) flow_cap_tail(g19,9,8,9,9) -2
    x(9,8,g19) flow_cap_tail(g19,9,8,9,7) -2
    x(9,8,g19) flow_cap_head(g19,9,7,9,8) -2
    x(9,8,g19) flow_cap_head(g19,9,9,9,8) -2
    x(9,9,g19) cover(9,9) 1
    x(9,9,g19) symmetry(9,7,g19) -1
    x(9,9,g19) flow_balance(g19,9,9) -1
    x(9,9,g19) flow_cap_tail(g19,9,9,9,8) -2
    x(9,9,g19) flow_cap_head(g19,9,8,9,9) -2
    MARKER0 'MARKER' 'INTEND'
    f(g0,0,0,0,1) flow_balance(g0,0,0) -1
    f(g0,0,0,0,1) flow_balance(g0,0,1) 1
    f(g0,0,0,0,1) flow_cap_tail(g0,0,0,0,1) 1
    f(g0,0,0,0,1) flow_cap_head(g0,0,0,0,1) 1
    f(g0,0,1,0,2) flow_balance(g0,0,1) -1
    f(g0,0,1,0,2) flow_balance(g0,0,2) 1
    f(g0,0,1,0,2) flow_cap_tail(g0,0,1,0,2) 1
    f(g0,0,1,0,2) flow_cap_head(g0,0,1,0,2) 1
    f(g0,2,2,2,3) flow_balance(g0,2,2) -1
    f(g0,2,2,2,3) flow_balance(g0,2,3) 1
    f(g0,2,2,2,3) flow_cap_tail(g0,2,2,2,3) 1
    f(g0,2,2,2,3) flow_cap_head(g0,2,2,2,3) 1
    f(g0,2,3,2,4) flow_balance(g0,2,3) -1
    f(g0,2,3,2,4) flow_balance(g0,2,4) 1
    f(g0,2,3,2,4) flow_cap_tail(g0,2,3,2,4) 1
    f(g0,2,3,2,4) flow_cap_head(g0,2,3,2,4) 1
    f(g0,0,2,1,2) flow_balance(g0,0,2) -1
    f(g0,0,2,1,2) flow_cap_tail(g0,0,2,1,2) 1
    f(g0,0,2,1,2) flow_cap_head(g0,0,2,1,2) 1
    f(g0,1,2,2,2) flow_balance(g0,2,2) 1
    f(g0,1,2,2,2) flow_cap_tail(g0,1,2,2,2) 1
    f(g0,1,2,2,2) flow_cap_head(g0,1,2,2,2) 1
    f(g1,0,3,0,4) flow_balance(g1,0,3) -1
    f(g1,0,3,0,4) flow_balance(g1,0,4) 1
    f(g1,0,3,0,4) flow_cap_tail(g1,0,3,0,4) 1
    f(g1,0,3,0,4) flow_cap_head(g1,0,3,0,4) 1
    f(g1,0,4,0,5) flow_balance(g1,0,4) -1
    f(g1,0,4,0,5) flow_balance(g1,0,5) 1
    f(g1,0,4,0,5) flow_cap_tail(g1,0,4,0,5) 1
    f(g1,0,4,0,5) flow_cap_head(g1,0,4,0,5) 1
    f(g1,0,5,0,6) flow_balance(g1,0,5) -1
    f(g1,0,5,0,6) flow_balance(g1,0,6) 1
    f(g1,0,5,0,6) flow_cap_tail(g1,0,5,0,6) 1
    f(g1,0,5,0,6) flow_cap_head(g1,0,5,0,6) 1
    f(g1,0,6,0,7) flow_balance(g1,0,6) -1
    f(g1,0,6,0,7) flow_balance(g1,0,7) 1
    f(g1,0,6,0,7) flow_cap_tail(g1,0,6,0,7) 1
    f(g1,0,6,0,7) flow_cap_head(g1,0,6,0,7) 1
    f(g1,0,7,0,8) flow_balance(g1,0,7) -1
    f(g1,0,7,0,8) flow_balance(g1,0,8) 1
    f(g1,0,7,0,8) flow_cap_tail(g1,0,7,0,8) 1
    f(g1,0,7,0,8) flow_cap_head(g1,0,7,0,8) 1
    f(g1,0,8,0,9) flow_balance(g1,0,8) -1
    f(g1,0,8,0,9) flow_balance(g1,0,9) 1
    f(g1,0,8,0,9) flow_cap_tail(g1,0,8,0,9) 1
    f(g1,0,8,0,9) flow_cap_head(g1,0,8,0,9) 1
    f(g1,1,3,1,4) flow_balance(g1,1,3) -1
    f(g1,1,3,1,4) flow_balance(g1,1,4) 1
    f(g1,1,3,1,4) flow_cap_tail(g1,1,3,1,4) 1
    f(g1,1,3,1,4) flow_cap_head(g1,1,3,1,4) 1
    f(g1,1,4,1,5) flow_balance(g1,1,4) -1
    f(g1,1,4,1,5) flow_balance(g1,1,5) 1
    f(g1,1,4,1,5) flow_cap_tail(g1,1,4,1,5) 1
    f(g1,1,4,1,5) flow_cap_head(g1,1,4,1,5) 1
    f(g1,1,5,1,6) flow_balance(g1,1,5) -1
    f(g1,1,5,1,6) flow_cap_tail(g1,1,5,1,6) 1
    f(g1,1,5,1,6) flow_cap_head(g1,1,5,1,6) 1
    f(g1,1,6,1,7) flow_balance(g1,1,7) 1
    f(g1,1,6,1,7) flow_cap_tail(g1,1,6,1,7) 1
    f(g1,1,6,1,7) flow_cap_head(g1,1,6,1,7) 1
    f(g1,1,7,1,8) flow_balance(g1,1,7) -1
    f(g1,1,7,1,8) flow_balance(g1,1,8) 1
    f(g1,1,7,1,8) flow_cap_tail(g1,1,7,1,8) 1
    f(g1,1,7,1,8) flow_cap_head(g1,1,7,1,8) 1
    f(g1,1,8,1,9) flow_balance(g1,1,8) -1
    f(g1,1,8,1,9) flow_balance(g1,1,9) 1
    f(g1,1,8,1,9) flow_cap_tail(g1,1,8,1,9) 1
    f(g1,1,8,1,9) flow_cap_head(g1,1,8,1,9) 1
    f(g1,2,3,2,4) flow_balance(g1,2,3) -1
    f(g1,2,3,2,4) flow_balance(g1,2,4) 1
    f(g1,2,3,2,4) flow_cap_tail(g1,2,3,2,4) 1
    f(g1,2,3,2,4) flow_cap_head(g1,2,3,2,4) 1
    f(g1,2,4,2,5) flow_balance(g1,2,4) -1
    f(g1,2,4,2,5) flow_balance(g1,2,5) 1
    f(g1,2,4,2,5) flow_cap_tail(g1,2,4,2,5) 1
    f(g1,2,4,2,5) flow_cap_head(g1,2,4,2,5) 1
    f(g1,2,5,2,6) flow_balance(g1,2,5) -1
    f(g1,2,5,2,6) flow_balance(g1,2,6) 1
    f(g1,2,5,2,6) flow_cap_tail(g1,2,5,2,6) 1
    f(g1,2,5,2,6) flow_cap_head(g1,2,5,2,6) 1
    f(g1,2,6,2,7) flow_balance(g1,2,6) -1
    f(g1,2,6,2,7) flow_balance(g1,2,7) 1
    f(g1,2,6,2,7) flow_cap_tail(g1,2,6,2,7) 1
    f(g1,2,6,2,7) flow_cap_head(g1,2,6,2,7) 1
    f(g1,2,7,2,8) flow_balance(g1,2,7) -1
    f(g1,2,7,2,8) flow_balance(g1,2,8) 1
    f(g1,2,7,2,8) flow_cap_tail(g1,2,7,2,8) 1
    f(g1,2,7,2,8) flow_cap_head(g1,2,7,2,8) 1
    f(g1,2,8,2,9) flow_balance(g1,2,8) -1
    f(g1,2,8,2,9) flow_balance(g1,2,9) 1
    f(g1,2,8,2,9) flow_cap_tail(g1,2,8,2,9) 1
    f(g1,2,8,2,9) flow_cap_head(g1,2,8,2,9) 1
    f(g1,0,3,1,3) flow_balance(g1,0,3) -1
    f(g1,0,3,1,3) flow_balance(g1,1,3) 1
    f(g1,0,3,1,3) flow_cap_tail(g1,0,3,1,3) 1
    f(g1,0,3,1,3) flow_cap_head(g1,0,3,1,3) 1
    f(g1,0,4,1,4) flow_balance(g1,0,4) -1
    f(g1,0,4,1,4) flow_balance(g1,1,4) 1
    f(g1,0,4,1,4) flow_cap_tail(g1,0,4,1,4) 1
    f(g1,0,4,1,4) flow_cap_head(g1,0,4,1,4) 1
    f(g1,0,5,1,5) flow_balance(g1,0,5) -1
    f(g1,0,5,1,5) flow_balance(g1,1,5) 1
    f(g1,0,5,1,5) flow_cap_tail(g1,0,5,1,5) 1
    f(g1,0,5,1,5) flow_cap_head(g1,0,5,1,5) 1
    f(g1,0,6,1,6) flow_balance(g1,0,6) -1
    f(g1,0,6,1,6) flow_cap_tail(g1,0,6,1,6) 1
    f(g1,0,6,1,6) flow_cap_head(g1,0,6,1,6) 1
    f(g1,0,7,1,7) flow_balance(g1,0,7) -1
    f(g1,0,7,1,7) flow_balance(g1,1,7) 1
    f(g1,0,7,1,7) flow_cap_tail(g1,0,7,1,7) 1
    f(g1,0,7,1,7) flow_cap_head(g1,0,7,1,7) 1
    f(g1,0,8,1,8) flow_balance(g1,0,8) -1
    f(g1,0,8,1,8) flow_balance(g1,1,8) 1
    f(g1,0,8,1,8) flow_cap_tail(g1,0,8,1,8) 1
    f(g1,0,8,1,8) flow_cap_head(g1,0,8,1,8) 1
    f(g1,0,9,1,9) flow_balance(g1,0,9) -1
    f(g1,0,9,1,9) flow_balance(g1,1,9) 1
    f(g1,0,9,1,9) flow_cap_tail(g1,0,9,1,9) 1
    f(g1,0,9,1,9) flow_cap_head(g1,0,9,1,9) 1
    f(g1,1,3,2,3) flow_balance(g1,1,3) -1
    f(g1,1,3,2,3) flow_balance(g1,2,3) 1
    f(g1,1,3,2,3) flow_cap_tail(g1,1,3,2,3) 1
    f(g1,1,3,2,3) flow_cap_head(g1,1,3,2,3) 1
    f(g1,1,4,2,4) flow_balance(g1,1,4) -1
    f(g1,1,4,2,4) flow_balance(g1,2,4) 1
    f(g1,1,4,2,4) flow_cap_tail(g1,1,4,2,4) 1
    f(g1,1,4,2,4) flow_cap_head(g1,1,4,2,4) 1
    f(g1,1,5,2,5) flow_balance(g1,1,5) -1
    f(g1,1,5,2,5) flow_balance(g1,2,5) 1
    f(g1,1,5,2,5) flow_cap_tail(g1,1,5,2,5) 1
    f(g1,1,5,2,5) flow_cap_head(g1,1,5,2,5) 1
    f(g1,1,6,2,6) flow_balance(g1,2,6) 1
    f(g1,1,6,2,6) flow_cap_tail(g1,1,6,2,6) 1
    f(g1,1,6,2,6) flow_cap_head(g1,1,6,2,6) 1
    f(g1,1,7,2,7) flow_balance(g1,1,7) -1
    f(g1,1,7,2,7) flow_balance(g1,2,7) 1
    f(g1,1,7,2,7) flow_cap_tail(g1,1,7,2,7) 1
    f(g1,1,7,2,7) flow_cap_head(g1,1,7,2,7) 1
    f(g1,1,8,2,8) flow_balance(g1,1,8) -1
    f(g1,1,8,2,8) flow_balance(g1,2,8) 1
    f(g1,1,8,2,8) flow_cap_tail(g1,1,8,2,8) 1
    f(g1,1,8,2,8) flow_cap_head(g1,1,8,2,8) 1
    f(g1,1,9,2,9) flow_balance(g1,1,9) -1
    f(g1,1,9,2,9) flow_balance(g1,2,9) 1
    f(g1,1,9,2,9) flow_cap_tail(g1,1,9,2,9) 1
    f(g1,1,9,2,9) flow_cap_head(g1,1,9,2,9) 1
    f(g2,0,0,0,1) flow_balance(g2,0,0) -1
    f(g2,0,0,0,1) flow_balance(g2,0,1) 1
    f(g2,0,0,0,1) flow_cap_tail(g2,0,0,0,1) 1
    f(g2,0,0,0,1) flow_cap_head(g2,0,0,0,1) 1
    f(g2,1,0,1,1) flow_balance(g2,1,1) 1
    f(g2,1,0,1,1) flow_cap_tail(g2,1,0,1,1) 1
    f(g2,1,0,1,1) flow_cap_head(g2,1,0,1,1) 1
    f(g2,2,0,2,1) flow_balance(g2,2,0) -1
    f(g2,2,0,2,1) flow_balance(g2,2,1) 1
    f(g2,2,0,2,1) flow_cap_tail(g2,2,0,2,1) 1
    f(g2,2,0,2,1) flow_cap_head(g2,2,0,2,1) 1
    f(g2,3,0,3,1) flow_balance(g2,3,0) -1
    f(g2,3,0,3,1) flow_balance(g2,3,1) 1
    f(g2,3,0,3,1) flow_cap_tail(g2,3,0,3,1) 1
    f(g2,3,0,3,1) flow_cap_head(g2,3,0,3,1) 1
    f(g2,0,0,1,0) flow_balance(g2,0,0) -1
    f(g2,0,0,1,0) flow_cap_tail(g2,0,0,1,0) 1
    f(g2,0,0,1,0) flow_cap_head(g2,0,0,1,0) 1
    f(g2,0,1,1,1) flow_balance(g2,0,1) -1
    f(g2,0,1,1,1) flow_balance(g2,1,1) 1
    f(g2,0,1,1,1) flow_cap_tail(g2,0,1,1,1) 1
    f(g2,0,1,1,1) flow_cap_head(g2,0,1,1,1) 1
    f(g2,1,0,2,0) flow_balance(g2,2,0) 1
    f(g2,1,0,2,0) flow_cap_tail(g2,1,0,2,0) 1
    f(g2,1,0,2,0) flow_cap_head(g2,1,0,2,0) 1
    f(g2,1,1,2,1) flow_balance(g2,1,1) -1
    f(g2,1,1,2,1) flow_balance(g2,2,1) 1
    f(g2,1,1,2,1) flow_cap_tail(g2,1,1,2,1) 1
    f(g2,1,1,2,1) flow_cap_head(g2,1,1,2,1) 1
    f(g2,2,0,3,0) flow_balance(g2,2,0) -1
    f(g2,2,0,3,0) flow_balance(g2,3,0) 1
    f(g2,2,0,3,0) flow_cap_tail(g2,2,0,3,0) 1
    f(g2,2,0,3,0) flow_cap_head(g2,2,0,3,0) 1
    f(g2,2,1,3,1) flow_balance(g2,2,1) -1
    f(g2,2,1,3,1) flow_balance(g2,3,1) 1
    f(g2,2,1,3,1) flow_cap_tail(g2,2,1,3,1) 1
    f(g2,2,1,3,1) flow_cap_head(g2,2,1,3,1) 1
    f(g3,0,4,0,5) flow_balance(g3,0,4) -1
    f(g3,0,4,0,5) flow_balance(g3,0,5) 1
    f(g3,0,4,0,5) flow_cap_tail(g3,0,4,0,5) 1
    f(g3,0,4,0,5) flow_cap_head(g3,0,4,0,5) 1
    f(g3,1,3,1,4) flow_balance(g3,1,3) -1
    f(g3,1,3,1,4) flow_balance(g3,1,4) 1
    f(g3,1,3,1,4) flow_cap_tail(g3,1,3,1,4) 1
    f(g3,1,3,1,4) flow_cap_head(g3,1,3,1,4) 1
    f(g3,1,4,1,5) flow_balance(g3,1,4) -1
    f(g3,1,4,1,5) flow_balance(g3,1,5) 1
    f(g3,1,4,1,5) flow_cap_tail(g3,1,4,1,5) 1
    f(g3,1,4,1,5) flow_cap_head(g3,1,4,1,5) 1
    f(g3,2,2,2,3) flow_balance(g3,2,2) -1
    f(g3,2,2,2,3) flow_balance(g3,2,3) 1
    f(g3,2,2,2,3) flow_cap_tail(g3,2,2,2,3) 1
    f(g3,2,2,2,3) flow_cap_head(g3,2,2,2,3) 1
    f(g3,2,3,2,4) flow_balance(g3,2,3) -1
    f(g3,2,3,2,4) flow_balance(g3,2,4) 1
    f(g3,2,3,2,4) flow_cap_tail(g3,2,3,2,4) 1
    f(g3,2,3,2,4) flow_cap_head(g3,2,3,2,4) 1
    f(g3,3,0,3,1) flow_balance(g3,3,0) -1
    f(g3,3,0,3,1) flow_balance(g3,3,1) 1
    f(g3,3,0,3,1) flow_cap_tail(g3,3,0,3,1) 1
    f(g3,3,0,3,1) flow_cap_head(g3,3,0,3,1) 1
    f(g3,3,1,3,2) flow_balance(g3,3,1) -1
    f(g3,3,1,3,2) flow_balance(g3,3,2) 1
    f(g3,3,1,3,2) flow_cap_tail(g3,3,1,3,2) 1
    f(g3,3,1,3,2) flow_cap_head(g3,3,1,3,2) 1
    f(g3,3,2,3,3) flow_balance(g3,3,2) -1
    f(g3,3,2,3,3) flow_balance(g3,3,3) 1
    f(g3,3,2,3,3) flow_cap_tail(g3,3,2,3,3) 1
    f(g3,3,2,3,3) flow_cap_head(g3,3,2,3,3) 1
    f(g3,3,3,3,4) flow_balance(g3,3,3) -1
    f(g3,3,3,3,4) flow_cap_tail(g3,3,3,3,4) 1
    f(g3,3,3,3,4) flow_cap_head(g3,3,3,3,4) 1
    f(g3,3,4,3,5) flow_balance(g3,3,5) 1
    f(g3,3,4,3,5) flow_cap_tail(g3,3,4,3,5) 1
    f(g3,3,4,3,5) flow_cap_head(g3,3,4,3,5) 1
    f(g3,3,5,3,6) flow_balance(g3,3,5) -1
    f(g3,3,5,3,6) flow_balance(g3,3,6) 1
    f(g3,3,5,3,6) flow_cap_tail(g3,3,5,3,6) 1
    f(g3,3,5,3,6) flow_cap_head(g3,3,5,3,6) 1
    f(g3,3,6,3,7) flow_balance(g3,3,6) -1
    f(g3,3,6,3,7) flow_balance(g3,3,7) 1
    f(g3,3,6,3,7) flow_cap_tail(g3,3,6,3,7) 1
    f(g3,3,6,3,7) flow_cap_head(g3,3,6,3,7) 1
    f(g3,3,7,3,8) flow_balance(g3,3,7) -1
    f(g3,3,7,3,8) flow_balance(g3,3,8) 1
    f(g3,3,7,3,8) flow_cap_tail(g3,3,7,3,8) 1
    f(g3,3,7,3,8) flow_cap_head(g3,3,7,3,8) 1
    f(g3,3,8,3,9) flow_balance(g3,3,8) -1
    f(g3,3,8,3,9) flow_balance(g3,3,9) 1
    f(g3,3,8,3,9) flow_cap_tail(g3,3,8,3,9) 1
    f(g3,3,8,3,9) flow_cap_head(g3,3,8,3,9) 1
    f(g3,4,5,4,6) flow_balance(g3,4,5) -1
    f(g3,4,5,4,6) flow_balance(g3,4,6) 1
    f(g3,4,5,4,6) flow_cap_tail(g3,4,5,4,6) 1
    f(g3,4,5,4,6) flow_cap_head(g3,4,5,4,6) 1
    f(g3,4,6,4,7) flow_balance(g3,4,6) -1
    f(g3,4,6,4,7) flow_balance(g3,4,7) 1
    f(g3,4,6,4,7) flow_cap_tail(g3,4,6,4,7) 1
    f(g3,4,6,4,7) flow_cap_head(g3,4,6,4,7) 1
    f(g3,5,4,5,5) flow_balance(g3,5,4) -1
    f(g3,5,4,5,5) flow_balance(g3,5,5) 1
    f(g3,5,4,5,5) flow_cap_tail(g3,5,4,5,5) 1
    f(g3,5,4,5,5) flow_cap_head(g3,5,4,5,5) 1
    f(g3,5,5,5,6) flow_balance(g3,5,5) -1
    f(g3,5,5,5,6) flow_balance(g3,5,6) 1
    f(g3,5,5,5,6) flow_cap_tail(g3,5,5,5,6) 1
    f(g3,5,5,5,6) flow_cap_head(g3,5,5,5,6) 1
    f(g3,6,4,6,5) flow_balance(g3,6,4) -1
    f(g3,6,4,6,5) flow_balance(g3,6,5) 1
    f(g3,6,4,6,5) flow_cap_tail(g3,6,4,6,5) 1
    f(g3,6,4,6,5) flow_cap_head(g3,6,4,6,5) 1
    f(g3,0,4,1,4) flow_balance(g3,0,4) -1
    f(g3,0,4,1,4) flow_balance(g3,1,4) 1
    f(g3,0,4,1,4) flow_cap_tail(g3,0,4,1,4) 1
    f(g3,0,4,1,4) flow_cap_head(g3,0,4,1,4) 1
    f(g3,0,5,1,5) flow_balance(g3,0,5) -1
    f(g3,0,5,1,5) flow_balance(g3,1,5) 1
    f(g3,0,5,1,5) flow_cap_tail(g3,0,5,1,5) 1
    f(g3,0,5,1,5) flow_cap_head(g3,0,5,1,5) 1
    f(g3,1,3,2,3) flow_balance(g3,1,3) -1
    f(g3,1,3,2,3) flow_balance(g3,2,3) 1
    f(g3,1,3,2,3) flow_cap_tail(g3,1,3,2,3) 1
    f(g3,1,3,2,3) flow_cap_head(g3,1,3,2,3) 1
    f(g3,1,4,2,4) flow_balance(g3,1,4) -1
    f(g3,1,4,2,4) flow_balance(g3,2,4) 1
    f(g3,1,4,2,4) flow_cap_tail(g3,1,4,2,4) 1
    f(g3,1,4,2,4) flow_cap_head(g3,1,4,2,4) 1
    f(g3,2,2,3,2) flow_balance(g3,2,2) -1
    f(g3,2,2,3,2) flow_balance(g3,3,2) 1
    f(g3,2,2,3,2) flow_cap_tail(g3,2,2,3,2) 1
    f(g3,2,2,3,2) flow_cap_head(g3,2,2,3,2) 1
    f(g3,2,3,3,3) flow_balance(g3,2,3) -1
    f(g3,2,3,3,3) flow_balance(g3,3,3) 1
    f(g3,2,3,3,3) flow_cap_tail(g3,2,3,3,3) 1
    f(g3,2,3,3,3) flow_cap_head(g3,2,3,3,3) 1
    f(g3,2,4,3,4) flow_balance(g3,2,4) -1
    f(g3,2,4,3,4) flow_cap_tail(g3,2,4,3,4) 1
    f(g3,2,4,3,4) flow_cap_head(g3,2,4,3,4) 1
    f(g3,2,6,3,6) flow_balance(g3,2,6) -1
    f(g3,2,6,3,6) flow_balance(g3,3,6) 1
    f(g3,2,6,3,6) flow_cap_tail(g3,2,6,3,6) 1
    f(g3,2,6,3,6) flow_cap_head(g3,2,6,3,6) 1
    f(g3,2,9,3,9) flow_balance(g3,2,9) -1
    f(g3,2,9,3,9) flow_balance(g3,3,9) 1
    f(g3,2,9,3,9) flow_cap_tail(g3,2,9,3,9) 1
    f(g3,2,9,3,9) flow_cap_head(g3,2,9,3,9) 1
    f(g3,3,0,4,0) flow_balance(g3,3,0) -1
    f(g3,3,0,4,0) flow_balance(g3,4,0) 1
    f(g3,3,0,4,0) flow_cap_tail(g3,3,0,4,0) 1
    f(g3,3,0,4,0) flow_cap_head(g3,3,0,4,0) 1
    f(g3,3,3,4,3) flow_balance(g3,3,3) -1
    f(g3,3,3,4,3) flow_balance(g3,4,3) 1
    f(g3,3,3,4,3) flow_cap_tail(g3,3,3,4,3) 1
    f(g3,3,3,4,3) flow_cap_head(g3,3,3,4,3) 1
    f(g3,3,5,4,5) flow_balance(g3,3,5) -1
    f(g3,3,5,4,5) flow_balance(g3,4,5) 1
    f(g3,3,5,4,5) flow_cap_tail(g3,3,5,4,5) 1
    f(g3,3,5,4,5) flow_cap_head(g3,3,5,4,5) 1
    f(g3,3,6,4,6) flow_balance(g3,3,6) -1
    f(g3,3,6,4,6) flow_balance(g3,4,6) 1
    f(g3,3,6,4,6) flow_cap_tail(g3,3,6,4,6) 1
    f(g3,3,6,4,6) flow_cap_head(g3,3,6,4,6) 1
    f(g3,3,7,4,7) flow_balance(g3,3,7) -1
    f(g3,3,7,4,7) flow_balance(g3,4,7) 1
    f(g3,3,7,4,7) flow_cap_tail(g3,3,7,4,7) 1
    f(g3,3,7,4,7) flow_cap_head(g3,3,7,4,7) 1
    f(g3,4,5,5,5) flow_balance(g3,4,5) -1
    f(g3,4,5,5,5) flow_balance(g3,5,5) 1
    f(g3,4,5,5,5) flow_cap_tail(g3,4,5,5,5) 1
    f(g3,4,5,5,5) flow_cap_head(g3,4,5,5,5) 1
    f(g3,4,6,5,6) flow_balance(g3,4,6) -1
    f(g3,4,6,5,6) flow_balance(g3,5,6) 1
    f(g3,4,6,5,6) flow_cap_tail(g3,4,6,5,6) 1
    f(g3,4,6,5,6) flow_cap_head(g3,4,6,5,6) 1
    f(g3,5,4,6,4) flow_balance(g3,5,4) -1
    f(g3,5,4,6,4) flow_balance(g3,6,4) 1
    f(g3,5,4,6,4) flow_cap_tail(g3,5,4,6,4) 1
    f(g3,5,4,6,4) flow_cap_head(g3,5,4,6,4) 1
    f(g3,5,5,6,5) flow_balance(g3,5,5) -1
    f(g3,5,5,6,5) flow_balance(g3,6,5) 1
    f(g3,5,5,6,5) flow_cap_tail(g3,5,5,6,5) 1
    f(g3,5,5,6,5) flow_cap_head(g3,5,5,6,5) 1
    f(g4,2,2,2,3) flow_balance(g4,2,2) -1
    f(g4,2,2,2,3) flow_balance(g4,2,3) 1
    f(g4,2,2,2,3) flow_cap_tail(g4,2,2,2,3) 1
    f(g4,2,2,2,3) flow_cap_head(g4,2,2,2,3) 1
    f(g4,4,0,4,1) flow_balance(g4,4,0) -1
    f(g4,4,0,4,1) flow_cap_tail(g4,4,0,4,1) 1
    f(g4,4,0,4,1) flow_cap_head(g4,4,0,4,1) 1
    f(g4,4,1,4,2) flow_balance(g4,4,2) 1
    f(g4,4,1,4,2) flow_cap_tail(g4,4,1,4,2) 1
    f(g4,4,1,4,2) flow_cap_head(g4,4,1,4,2) 1
    f(g4,4,2,4,3) flow_balance(g4,4,2) -1
    f(g4,4,2,4,3) flow_balance(g4,4,3) 1
    f(g4,4,2,4,3) flow_cap_tail(g4,4,2,4,3) 1
    f(g4,4,2,4,3) flow_cap_head(g4,4,2,4,3) 1
    f(g4,6,0,6,1) flow_balance(g4,6,0) -1
    f(g4,6,0,6,1) flow_balance(g4,6,1) 1
    f(g4,6,0,6,1) flow_cap_tail(g4,6,0,6,1) 1
    f(g4,6,0,6,1) flow_cap_head(g4,6,0,6,1) 1
    f(g4,2,2,3,2) flow_balance(g4,2,2) -1
    f(g4,2,2,3,2) flow_balance(g4,3,2) 1
    f(g4,2,2,3,2) flow_cap_tail(g4,2,2,3,2) 1
    f(g4,2,2,3,2) flow_cap_head(g4,2,2,3,2) 1
    f(g4,3,0,4,0) flow_balance(g4,3,0) -1
    f(g4,3,0,4,0) flow_balance(g4,4,0) 1
    f(g4,3,0,4,0) flow_cap_tail(g4,3,0,4,0) 1
    f(g4,3,0,4,0) flow_cap_head(g4,3,0,4,0) 1
    f(g4,3,2,4,2) flow_balance(g4,3,2) -1
    f(g4,3,2,4,2) flow_balance(g4,4,2) 1
    f(g4,3,2,4,2) flow_cap_tail(g4,3,2,4,2) 1
    f(g4,3,2,4,2) flow_cap_head(g4,3,2,4,2) 1
    f(g4,4,1,5,1) flow_balance(g4,5,1) 1
    f(g4,4,1,5,1) flow_cap_tail(g4,4,1,5,1) 1
    f(g4,4,1,5,1) flow_cap_head(g4,4,1,5,1) 1
    f(g4,4,3,5,3) flow_balance(g4,4,3) -1
    f(g4,4,3,5,3) flow_balance(g4,5,3) 1
    f(g4,4,3,5,3) flow_cap_tail(g4,4,3,5,3) 1
    f(g4,4,3,5,3) flow_cap_head(g4,4,3,5,3) 1
    f(g4,5,1,6,1) flow_balance(g4,5,1) -1
    f(g4,5,1,6,1) flow_balance(g4,6,1) 1
    f(g4,5,1,6,1) flow_cap_tail(g4,5,1,6,1) 1
    f(g4,5,1,6,1) flow_cap_head(g4,5,1,6,1) 1
    f(g5,2,3,2,4) flow_balance(g5,2,3) -1
    f(g5,2,3,2,4) flow_balance(g5,2,4) 1
    f(g5,2,3,2,4) flow_cap_tail(g5,2,3,2,4) 1
    f(g5,2,3,2,4) flow_cap_head(g5,2,3,2,4) 1
    f(g5,3,2,3,3) flow_balance(g5,3,2) -1
    f(g5,3,2,3,3) flow_balance(g5,3,3) 1
    f(g5,3,2,3,3) flow_cap_tail(g5,3,2,3,3) 1
    f(g5,3,2,3,3) flow_cap_head(g5,3,2,3,3) 1
    f(g5,4,3,4,4) flow_balance(g5,4,3) -1
    f(g5,4,3,4,4) flow_cap_tail(g5,4,3,4,4) 1
    f(g5,4,3,4,4) flow_cap_head(g5,4,3,4,4) 1
    f(g5,4,4,4,5) flow_balance(g5,4,5) 1
    f(g5,4,4,4,5) flow_cap_tail(g5,4,4,4,5) 1
    f(g5,4,4,4,5) flow_cap_head(g5,4,4,4,5) 1
    f(g5,5,5,5,6) flow_balance(g5,5,5) -1
    f(g5,5,5,5,6) flow_balance(g5,5,6) 1
    f(g5,5,5,5,6) flow_cap_tail(g5,5,5,5,6) 1
    f(g5,5,5,5,6) flow_cap_head(g5,5,5,5,6) 1
    f(g5,6,4,6,5) flow_balance(g5,6,4) -1
    f(g5,6,4,6,5) flow_balance(g5,6,5) 1
    f(g5,6,4,6,5) flow_cap_tail(g5,6,4,6,5) 1
    f(g5,6,4,6,5) flow_cap_head(g5,6,4,6,5) 1
    f(g5,1,3,2,3) flow_balance(g5,1,3) -1
    f(g5,1,3,2,3) flow_balance(g5,2,3) 1
    f(g5,1,3,2,3) flow_cap_tail(g5,1,3,2,3) 1
    f(g5,1,3,2,3) flow_cap_head(g5,1,3,2,3) 1
    f(g5,2,3,3,3) flow_balance(g5,2,3) -1
    f(g5,2,3,3,3) flow_balance(g5,3,3) 1
    f(g5,2,3,3,3) flow_cap_tail(g5,2,3,3,3) 1
    f(g5,2,3,3,3) flow_cap_head(g5,2,3,3,3) 1
    f(g5,3,3,4,3) flow_balance(g5,3,3) -1
    f(g5,3,3,4,3) flow_balance(g5,4,3) 1
    f(g5,3,3,4,3) flow_cap_tail(g5,3,3,4,3) 1
    f(g5,3,3,4,3) flow_cap_head(g5,3,3,4,3) 1
    f(g5,4,5,5,5) flow_balance(g5,4,5) -1
    f(g5,4,5,5,5) flow_balance(g5,5,5) 1
    f(g5,4,5,5,5) flow_cap_tail(g5,4,5,5,5) 1
    f(g5,4,5,5,5) flow_cap_head(g5,4,5,5,5) 1
    f(g5,5,5,6,5) flow_balance(g5,5,5) -1
    f(g5,5,5,6,5) flow_balance(g5,6,5) 1
    f(g5,5,5,6,5) flow_cap_tail(g5,5,5,6,5) 1
    f(g5,5,5,6,5) flow_cap_head(g5,5,5,6,5) 1
    f(g5,6,5,7,5) flow_balance(g5,6,5) -1
    f(g5,6,5,7,5) flow_balance(g5,7,5) 1
    f(g5,6,5,7,5) flow_cap_tail(g5,6,5,7,5) 1
    f(g5,6,5,7,5) flow_cap_head(g5,6,5,7,5) 1
    f(g6,2,9,3,9) flow_balance(g6,2,9) -1
    f(g6,2,9,3,9) flow_balance(g6,3,9) 1
    f(g6,2,9,3,9) flow_cap_tail(g6,2,9,3,9) 1
    f(g6,2,9,3,9) flow_cap_head(g6,2,9,3,9) 1
    f(g6,3,9,4,9) flow_balance(g6,3,9) -1
    f(g6,3,9,4,9) flow_cap_tail(g6,3,9,4,9) 1
    f(g6,3,9,4,9) flow_cap_head(g6,3,9,4,9) 1
    f(g6,4,9,5,9) flow_balance(g6,5,9) 1
    f(g6,4,9,5,9) flow_cap_tail(g6,4,9,5,9) 1
    f(g6,4,9,5,9) flow_cap_head(g6,4,9,5,9) 1
    f(g6,5,9,6,9) flow_balance(g6,5,9) -1
    f(g6,5,9,6,9) flow_balance(g6,6,9) 1
    f(g6,5,9,6,9) flow_cap_tail(g6,5,9,6,9) 1
    f(g6,5,9,6,9) flow_cap_head(g6,5,9,6,9) 1
    f(g6,6,9,7,9) flow_balance(g6,6,9) -1
    f(g6,6,9,7,9) flow_balance(g6,7,9) 1
    f(g6,6,9,7,9) flow_cap_tail(g6,6,9,7,9) 1
    f(g6,6,9,7,9) flow_cap_head(g6,6,9,7,9) 1
    f(g7,4,0,5,0) flow_balance(g7,4,0) -1
    f(g7,4,0,5,0) flow_cap_tail(g7,4,0,5,0) 1
    f(g7,4,0,5,0) flow_cap_head(g7,4,0,5,0) 1
    f(g7,5,0,6,0) flow_balance(g7,6,0) 1
    f(g7,5,0,6,0) flow_cap_tail(g7,5,0,6,0) 1
    f(g7,5,0,6,0) flow_cap_head(g7,5,0,6,0) 1
    f(g8,5,1,5,2) flow_balance(g8,5,1) -1
    f(g8,5,1,5,2) flow_cap_tail(g8,5,1,5,2) 1
    f(g8,5,1,5,2) flow_cap_head(g8,5,1,5,2) 1
    f(g8,5,2,5,3) flow_balance(g8,5,3) 1
    f(g8,5,2,5,3) flow_cap_tail(g8,5,2,5,3) 1
    f(g8,5,2,5,3) flow_cap_head(g8,5,2,5,3) 1
    f(g8,4,3,5,3) flow_balance(g8,4,3) -1
    f(g8,4,3,5,3) flow_balance(g8,5,3) 1
    f(g8,4,3,5,3) flow_cap_tail(g8,4,3,5,3) 1
    f(g8,4,3,5,3) flow_cap_head(g8,4,3,5,3) 1
    f(g8,5,1,6,1) flow_balance(g8,5,1) -1
    f(g8,5,1,6,1) flow_balance(g8,6,1) 1
    f(g8,5,1,6,1) flow_cap_tail(g8,5,1,6,1) 1
    f(g8,5,1,6,1) flow_cap_head(g8,5,1,6,1) 1
    f(g9,3,6,3,7) flow_balance(g9,3,6) -1
    f(g9,3,6,3,7) flow_balance(g9,3,7) 1
    f(g9,3,6,3,7) flow_cap_tail(g9,3,6,3,7) 1
    f(g9,3,6,3,7) flow_cap_head(g9,3,6,3,7) 1
    f(g9,3,7,3,8) flow_balance(g9,3,7) -1
    f(g9,3,7,3,8) flow_balance(g9,3,8) 1
    f(g9,3,7,3,8) flow_cap_tail(g9,3,7,3,8) 1
    f(g9,3,7,3,8) flow_cap_head(g9,3,7,3,8) 1
    f(g9,4,6,4,7) flow_balance(g9,4,6) -1
    f(g9,4,6,4,7) flow_balance(g9,4,7) 1
    f(g9,4,6,4,7) flow_cap_tail(g9,4,6,4,7) 1
    f(g9,4,6,4,7) flow_cap_head(g9,4,6,4,7) 1
    f(g9,4,7,4,8) flow_balance(g9,4,7) -1
    f(g9,4,7,4,8) flow_balance(g9,4,8) 1
    f(g9,4,7,4,8) flow_cap_tail(g9,4,7,4,8) 1
    f(g9,4,7,4,8) flow_cap_head(g9,4,7,4,8) 1
    f(g9,5,7,5,8) flow_balance(g9,5,8) 1
    f(g9,5,7,5,8) flow_cap_tail(g9,5,7,5,8) 1
    f(g9,5,7,5,8) flow_cap_head(g9,5,7,5,8) 1
    f(g9,6,7,6,8) flow_balance(g9,6,7) -1
    f(g9,6,7,6,8) flow_balance(g9,6,8) 1
    f(g9,6,7,6,8) flow_cap_tail(g9,6,7,6,8) 1
    f(g9,6,7,6,8) flow_cap_head(g9,6,7,6,8) 1
    f(g9,6,8,6,9) flow_balance(g9,6,8) -1
    f(g9,6,8,6,9) flow_balance(g9,6,9) 1
    f(g9,6,8,6,9) flow_cap_tail(g9,6,8,6,9) 1
    f(g9,6,8,6,9) flow_cap_head(g9,6,8,6,9) 1
    f(g9,7,7,7,8) flow_balance(g9,7,7) -1
    f(g9,7,7,7,8) flow_balance(g9,7,8) 1
    f(g9,7,7,7,8) flow_cap_tail(g9,7,7,7,8) 1
    f(g9,7,7,7,8) flow_cap_head(g9,7,7,7,8) 1
    f(g9,7,8,7,9) flow_balance(g9,7,8) -1
    f(g9,7,8,7,9) flow_balance(g9,7,9) 1
    f(g9,7,8,7,9) flow_cap_tail(g9,7,8,7,9) 1
    f(g9,7,8,7,9) flow_cap_head(g9,7,8,7,9) 1
    f(g9,3,6,4,6) flow_balance(g9,3,6) -1
    f(g9,3,6,4,6) flow_balance(g9,4,6) 1
    f(g9,3,6,4,6) flow_cap_tail(g9,3,6,4,6) 1
    f(g9,3,6,4,6) flow_cap_head(g9,3,6,4,6) 1
    f(g9,3,7,4,7) flow_balance(g9,3,7) -1
    f(g9,3,7,4,7) flow_balance(g9,4,7) 1
    f(g9,3,7,4,7) flow_cap_tail(g9,3,7,4,7) 1
    f(g9,3,7,4,7) flow_cap_head(g9,3,7,4,7) 1
    f(g9,3,8,4,8) flow_balance(g9,3,8) -1
    f(g9,3,8,4,8) flow_balance(g9,4,8) 1
    f(g9,3,8,4,8) flow_cap_tail(g9,3,8,4,8) 1
    f(g9,3,8,4,8) flow_cap_head(g9,3,8,4,8) 1
    f(g9,4,7,5,7) flow_balance(g9,4,7) -1
    f(g9,4,7,5,7) flow_cap_tail(g9,4,7,5,7) 1
    f(g9,4,7,5,7) flow_cap_head(g9,4,7,5,7) 1
    f(g9,4,8,5,8) flow_balance(g9,4,8) -1
    f(g9,4,8,5,8) flow_balance(g9,5,8) 1
    f(g9,4,8,5,8) flow_cap_tail(g9,4,8,5,8) 1
    f(g9,4,8,5,8) flow_cap_head(g9,4,8,5,8) 1
    f(g9,5,7,6,7) flow_balance(g9,6,7) 1
    f(g9,5,7,6,7) flow_cap_tail(g9,5,7,6,7) 1
    f(g9,5,7,6,7) flow_cap_head(g9,5,7,6,7) 1
    f(g9,5,8,6,8) flow_balance(g9,5,8) -1
    f(g9,5,8,6,8) flow_balance(g9,6,8) 1
    f(g9,5,8,6,8) flow_cap_tail(g9,5,8,6,8) 1
    f(g9,5,8,6,8) flow_cap_head(g9,5,8,6,8) 1
    f(g9,6,7,7,7) flow_balance(g9,6,7) -1
    f(g9,6,7,7,7) flow_balance(g9,7,7) 1
    f(g9,6,7,7,7) flow_cap_tail(g9,6,7,7,7) 1
    f(g9,6,7,7,7) flow_cap_head(g9,6,7,7,7) 1
    f(g9,6,8,7,8) flow_balance(g9,6,8) -1
    f(g9,6,8,7,8) flow_balance(g9,7,8) 1
    f(g9,6,8,7,8) flow_cap_tail(g9,6,8,7,8) 1
    f(g9,6,8,7,8) flow_cap_head(g9,6,8,7,8) 1
    f(g9,6,9,7,9) flow_balance(g9,6,9) -1
    f(g9,6,9,7,9) flow_balance(g9,7,9) 1
    f(g9,6,9,7,9) flow_cap_tail(g9,6,9,7,9) 1
    f(g9,6,9,7,9) flow_cap_head(g9,6,9,7,9) 1
    f(g10,5,3,5,4) flow_balance(g10,5,3) -1
    f(g10,5,3,5,4) flow_balance(g10,5,4) 1
    f(g10,5,3,5,4) flow_cap_tail(g10,5,3,5,4) 1
    f(g10,5,3,5,4) flow_cap_head(g10,5,3,5,4) 1
    f(g10,6,1,6,2) flow_balance(g10,6,1) -1
    f(g10,6,1,6,2) flow_balance(g10,6,2) 1
    f(g10,6,1,6,2) flow_cap_tail(g10,6,1,6,2) 1
    f(g10,6,1,6,2) flow_cap_head(g10,6,1,6,2) 1
    f(g10,6,2,6,3) flow_balance(g10,6,2) -1
    f(g10,6,2,6,3) flow_cap_tail(g10,6,2,6,3) 1
    f(g10,6,2,6,3) flow_cap_head(g10,6,2,6,3) 1
    f(g10,6,3,6,4) flow_balance(g10,6,4) 1
    f(g10,6,3,6,4) flow_cap_tail(g10,6,3,6,4) 1
    f(g10,6,3,6,4) flow_cap_head(g10,6,3,6,4) 1
    f(g10,6,4,6,5) flow_balance(g10,6,4) -1
    f(g10,6,4,6,5) flow_balance(g10,6,5) 1
    f(g10,6,4,6,5) flow_cap_tail(g10,6,4,6,5) 1
    f(g10,6,4,6,5) flow_cap_head(g10,6,4,6,5) 1
    f(g10,7,2,7,3) flow_balance(g10,7,2) -1
    f(g10,7,2,7,3) flow_balance(g10,7,3) 1
    f(g10,7,2,7,3) flow_cap_tail(g10,7,2,7,3) 1
    f(g10,7,2,7,3) flow_cap_head(g10,7,2,7,3) 1
    f(g10,4,3,5,3) flow_balance(g10,4,3) -1
    f(g10,4,3,5,3) flow_balance(g10,5,3) 1
    f(g10,4,3,5,3) flow_cap_tail(g10,4,3,5,3) 1
    f(g10,4,3,5,3) flow_cap_head(g10,4,3,5,3) 1
    f(g10,5,1,6,1) flow_balance(g10,5,1) -1
    f(g10,5,1,6,1) flow_balance(g10,6,1) 1
    f(g10,5,1,6,1) flow_cap_tail(g10,5,1,6,1) 1
    f(g10,5,1,6,1) flow_cap_head(g10,5,1,6,1) 1
    f(g10,5,3,6,3) flow_balance(g10,5,3) -1
    f(g10,5,3,6,3) flow_cap_tail(g10,5,3,6,3) 1
    f(g10,5,3,6,3) flow_cap_head(g10,5,3,6,3) 1
    f(g10,5,4,6,4) flow_balance(g10,5,4) -1
    f(g10,5,4,6,4) flow_balance(g10,6,4) 1
    f(g10,5,4,6,4) flow_cap_tail(g10,5,4,6,4) 1
    f(g10,5,4,6,4) flow_cap_head(g10,5,4,6,4) 1
    f(g10,6,2,7,2) flow_balance(g10,6,2) -1
    f(g10,6,2,7,2) flow_balance(g10,7,2) 1
    f(g10,6,2,7,2) flow_cap_tail(g10,6,2,7,2) 1
    f(g10,6,2,7,2) flow_cap_head(g10,6,2,7,2) 1
    f(g10,6,3,7,3) flow_balance(g10,7,3) 1
    f(g10,6,3,7,3) flow_cap_tail(g10,6,3,7,3) 1
    f(g10,6,3,7,3) flow_cap_head(g10,6,3,7,3) 1
    f(g10,6,5,7,5) flow_balance(g10,6,5) -1
    f(g10,6,5,7,5) flow_balance(g10,7,5) 1
    f(g10,6,5,7,5) flow_cap_tail(g10,6,5,7,5) 1
    f(g10,6,5,7,5) flow_cap_head(g10,6,5,7,5) 1
    f(g10,7,3,8,3) flow_balance(g10,7,3) -1
    f(g10,7,3,8,3) flow_balance(g10,8,3) 1
    f(g10,7,3,8,3) flow_cap_tail(g10,7,3,8,3) 1
    f(g10,7,3,8,3) flow_cap_head(g10,7,3,8,3) 1
    f(g11,4,5,4,6) flow_balance(g11,4,5) -1
    f(g11,4,5,4,6) flow_balance(g11,4,6) 1
    f(g11,4,5,4,6) flow_cap_tail(g11,4,5,4,6) 1
    f(g11,4,5,4,6) flow_cap_head(g11,4,5,4,6) 1
    f(g11,6,4,6,5) flow_balance(g11,6,4) -1
    f(g11,6,4,6,5) flow_balance(g11,6,5) 1
    f(g11,6,4,6,5) flow_cap_tail(g11,6,4,6,5) 1
    f(g11,6,4,6,5) flow_cap_head(g11,6,4,6,5) 1
    f(g11,6,5,6,6) flow_balance(g11,6,5) -1
    f(g11,6,5,6,6) flow_cap_tail(g11,6,5,6,6) 1
    f(g11,6,5,6,6) flow_cap_head(g11,6,5,6,6) 1
    f(g11,6,6,6,7) flow_balance(g11,6,7) 1
    f(g11,6,6,6,7) flow_cap_tail(g11,6,6,6,7) 1
    f(g11,6,6,6,7) flow_cap_head(g11,6,6,6,7) 1
    f(g11,7,5,7,6) flow_balance(g11,7,5) -1
    f(g11,7,5,7,6) flow_balance(g11,7,6) 1
    f(g11,7,5,7,6) flow_cap_tail(g11,7,5,7,6) 1
    f(g11,7,5,7,6) flow_cap_head(g11,7,5,7,6) 1
    f(g11,7,6,7,7) flow_balance(g11,7,6) -1
    f(g11,7,6,7,7) flow_balance(g11,7,7) 1
    f(g11,7,6,7,7) flow_cap_tail(g11,7,6,7,7) 1
    f(g11,7,6,7,7) flow_cap_head(g11,7,6,7,7) 1
    f(g11,7,7,7,8) flow_balance(g11,7,7) -1
    f(g11,7,7,7,8) flow_balance(g11,7,8) 1
    f(g11,7,7,7,8) flow_cap_tail(g11,7,7,7,8) 1
    f(g11,7,7,7,8) flow_cap_head(g11,7,7,7,8) 1
    f(g11,9,6,9,7) flow_balance(g11,9,6) -1
    f(g11,9,6,9,7) flow_balance(g11,9,7) 1
    f(g11,9,6,9,7) flow_cap_tail(g11,9,6,9,7) 1
    f(g11,9,6,9,7) flow_cap_head(g11,9,6,9,7) 1
    f(g11,4,6,5,6) flow_balance(g11,4,6) -1
    f(g11,4,6,5,6) flow_balance(g11,5,6) 1
    f(g11,4,6,5,6) flow_cap_tail(g11,4,6,5,6) 1
    f(g11,4,6,5,6) flow_cap_head(g11,4,6,5,6) 1
    f(g11,5,6,6,6) flow_balance(g11,5,6) -1
    f(g11,5,6,6,6) flow_cap_tail(g11,5,6,6,6) 1
    f(g11,5,6,6,6) flow_cap_head(g11,5,6,6,6) 1
    f(g11,6,5,7,5) flow_balance(g11,6,5) -1
    f(g11,6,5,7,5) flow_balance(g11,7,5) 1
    f(g11,6,5,7,5) flow_cap_tail(g11,6,5,7,5) 1
    f(g11,6,5,7,5) flow_cap_head(g11,6,5,7,5) 1
    f(g11,6,6,7,6) flow_balance(g11,7,6) 1
    f(g11,6,6,7,6) flow_cap_tail(g11,6,6,7,6) 1
    f(g11,6,6,7,6) flow_cap_head(g11,6,6,7,6) 1
    f(g11,6,7,7,7) flow_balance(g11,6,7) -1
    f(g11,6,7,7,7) flow_balance(g11,7,7) 1
    f(g11,6,7,7,7) flow_cap_tail(g11,6,7,7,7) 1
    f(g11,6,7,7,7) flow_cap_head(g11,6,7,7,7) 1
    f(g11,7,6,8,6) flow_balance(g11,7,6) -1
    f(g11,7,6,8,6) flow_balance(g11,8,6) 1
    f(g11,7,6,8,6) flow_cap_tail(g11,7,6,8,6) 1
    f(g11,7,6,8,6) flow_cap_head(g11,7,6,8,6) 1
    f(g11,8,6,9,6) flow_balance(g11,8,6) -1
    f(g11,8,6,9,6) flow_balance(g11,9,6) 1
    f(g11,8,6,9,6) flow_cap_tail(g11,8,6,9,6) 1
    f(g11,8,6,9,6) flow_cap_head(g11,8,6,9,6) 1
    f(g12,7,0,7,1) flow_balance(g12,7,1) 1
    f(g12,7,0,7,1) flow_cap_tail(g12,7,0,7,1) 1
    f(g12,7,0,7,1) flow_cap_head(g12,7,0,7,1) 1
    f(g12,5,1,6,1) flow_balance(g12,5,1) -1
    f(g12,5,1,6,1) flow_balance(g12,6,1) 1
    f(g12,5,1,6,1) flow_cap_tail(g12,5,1,6,1) 1
    f(g12,5,1,6,1) flow_cap_head(g12,5,1,6,1) 1
    f(g12,6,1,7,1) flow_balance(g12,6,1) -1
    f(g12,6,1,7,1) flow_balance(g12,7,1) 1
    f(g12,6,1,7,1) flow_cap_tail(g12,6,1,7,1) 1
    f(g12,6,1,7,1) flow_cap_head(g12,6,1,7,1) 1
    f(g12,7,0,8,0) flow_balance(g12,8,0) 1
    f(g12,7,0,8,0) flow_cap_tail(g12,7,0,8,0) 1
    f(g12,7,0,8,0) flow_cap_head(g12,7,0,8,0) 1
    f(g12,8,0,9,0) flow_balance(g12,8,0) -1
    f(g12,8,0,9,0) flow_balance(g12,9,0) 1
    f(g12,8,0,9,0) flow_cap_tail(g12,8,0,9,0) 1
    f(g12,8,0,9,0) flow_cap_head(g12,8,0,9,0) 1
    f(g13,7,4,7,5) flow_balance(g13,7,5) 1
    f(g13,7,4,7,5) flow_cap_tail(g13,7,4,7,5) 1
    f(g13,7,4,7,5) flow_cap_head(g13,7,4,7,5) 1
    f(g13,8,3,8,4) flow_balance(g13,8,3) -1
    f(g13,8,3,8,4) flow_balance(g13,8,4) 1
    f(g13,8,3,8,4) flow_cap_tail(g13,8,3,8,4) 1
    f(g13,8,3,8,4) flow_cap_head(g13,8,3,8,4) 1
    f(g13,7,4,8,4) flow_balance(g13,8,4) 1
    f(g13,7,4,8,4) flow_cap_tail(g13,7,4,8,4) 1
    f(g13,7,4,8,4) flow_cap_head(g13,7,4,8,4) 1
    f(g14,7,7,7,8) flow_balance(g14,7,7) -1
    f(g14,7,7,7,8) flow_balance(g14,7,8) 1
    f(g14,7,7,7,8) flow_cap_tail(g14,7,7,7,8) 1
    f(g14,7,7,7,8) flow_cap_head(g14,7,7,7,8) 1
    f(g14,9,6,9,7) flow_balance(g14,9,6) -1
    f(g14,9,6,9,7) flow_balance(g14,9,7) 1
    f(g14,9,6,9,7) flow_cap_tail(g14,9,6,9,7) 1
    f(g14,9,6,9,7) flow_cap_head(g14,9,6,9,7) 1
    f(g14,7,7,8,7) flow_balance(g14,7,7) -1
    f(g14,7,7,8,7) flow_cap_tail(g14,7,7,8,7) 1
    f(g14,7,7,8,7) flow_cap_head(g14,7,7,8,7) 1
    f(g14,8,7,9,7) flow_balance(g14,9,7) 1
    f(g14,8,7,9,7) flow_cap_tail(g14,8,7,9,7) 1
    f(g14,8,7,9,7) flow_cap_head(g14,8,7,9,7) 1
    f(g15,8,8,8,9) flow_balance(g15,8,9) 1
    f(g15,8,8,8,9) flow_cap_tail(g15,8,8,8,9) 1
    f(g15,8,8,8,9) flow_cap_head(g15,8,8,8,9) 1
    f(g15,7,8,8,8) flow_balance(g15,7,8) -1
    f(g15,7,8,8,8) flow_cap_tail(g15,7,8,8,8) 1
    f(g15,7,8,8,8) flow_cap_head(g15,7,8,8,8) 1
    f(g15,8,9,9,9) flow_balance(g15,8,9) -1
    f(g15,8,9,9,9) flow_balance(g15,9,9) 1
    f(g15,8,9,9,9) flow_cap_tail(g15,8,9,9,9) 1
    f(g15,8,9,9,9) flow_cap_head(g15,8,9,9,9) 1
    f(g16,8,0,8,1) flow_balance(g16,8,0) -1
    f(g16,8,0,8,1) flow_cap_tail(g16,8,0,8,1) 1
    f(g16,8,0,8,1) flow_cap_head(g16,8,0,8,1) 1
    f(g16,8,1,8,2) flow_balance(g16,8,2) 1
    f(g16,8,1,8,2) flow_cap_tail(g16,8,1,8,2) 1
    f(g16,8,1,8,2) flow_cap_head(g16,8,1,8,2) 1
    f(g16,9,0,9,1) flow_balance(g16,9,0) -1
    f(g16,9,0,9,1) flow_balance(g16,9,1) 1
    f(g16,9,0,9,1) flow_cap_tail(g16,9,0,9,1) 1
    f(g16,9,0,9,1) flow_cap_head(g16,9,0,9,1) 1
    f(g16,9,1,9,2) flow_balance(g16,9,1) -1
    f(g16,9,1,9,2) flow_balance(g16,9,2) 1
    f(g16,9,1,9,2) flow_cap_tail(g16,9,1,9,2) 1
    f(g16,9,1,9,2) flow_cap_head(g16,9,1,9,2) 1
    f(g16,8,0,9,0) flow_balance(g16,8,0) -1
    f(g16,8,0,9,0) flow_balance(g16,9,0) 1
    f(g16,8,0,9,0) flow_cap_tail(g16,8,0,9,0) 1
    f(g16,8,0,9,0) flow_cap_head(g16,8,0,9,0) 1
    f(g16,8,1,9,1) flow_balance(g16,9,1) 1
    f(g16,8,1,9,1) flow_cap_tail(g16,8,1,9,1) 1
    f(g16,8,1,9,1) flow_cap_head(g16,8,1,9,1) 1
    f(g16,8,2,9,2) flow_balance(g16,8,2) -1
    f(g16,8,2,9,2) flow_balance(g16,9,2) 1
    f(g16,8,2,9,2) flow_cap_tail(g16,8,2,9,2) 1
    f(g16,8,2,9,2) flow_cap_head(g16,8,2,9,2) 1
    f(g17,8,5,9,5) flow_balance(g17,9,5) 1
    f(g17,8,5,9,5) flow_cap_tail(g17,8,5,9,5) 1
    f(g17,8,5,9,5) flow_cap_head(g17,8,5,9,5) 1
    f(g18,9,3,9,4) flow_balance(g18,9,4) 1
    f(g18,9,3,9,4) flow_cap_tail(g18,9,3,9,4) 1
    f(g18,9,3,9,4) flow_cap_head(g18,9,3,9,4) 1
    f(g19,9,7,9,8) flow_balance(g19,9,7) -1
    f(g19,9,7,9,8) flow_cap_tail(g19,9,7,9,8) 1
    f(g19,9,7,9,8) flow_cap_head(g19,9,7,9,8) 1
    f(g19,9,8,9,9) flow_balance(g19,9,9) 1
    f(g19,9,8,9,9) flow_cap_tail(g19,9,8,9,9) 1
    f(g19,9,8,9,9) flow_cap_head(g19,9,8,9,9) 1
    f(g0,0,1,0,0) flow_balance(g0,0,0) 1
    f(g0,0,1,0,0) flow_balance(g0,0,1) -1
    f(g0,0,1,0,0) flow_cap_tail(g0,0,1,0,0) 1
    f(g0,0,1,0,0) flow_cap_head(g0,0,1,0,0) 1
    f(g0,0,2,0,1) flow_balance(g0,0,1) 1
    f(g0,0,2,0,1) flow_balance(g0,0,2) -1
    f(g0,0,2,0,1) flow_cap_tail(g0,0,2,0,1) 1
    f(g0,0,2,0,1) flow_cap_head(g0,0,2,0,1) 1
    f(g0,2,3,2,2) flow_balance(g0,2,2) 1
    f(g0,2,3,2,2) flow_balance(g0,2,3) -1
    f(g0,2,3,2,2) flow_cap_tail(g0,2,3,2,2) 1
    f(g0,2,3,2,2) flow_cap_head(g0,2,3,2,2) 1
    f(g0,2,4,2,3) flow_balance(g0,2,3) 1
    f(g0,2,4,2,3) flow_balance(g0,2,4) -1
    f(g0,2,4,2,3) flow_cap_tail(g0,2,4,2,3) 1
    f(g0,2,4,2,3) flow_cap_head(g0,2,4,2,3) 1
    f(g0,1,2,0,2) flow_balance(g0,0,2) 1
    f(g0,1,2,0,2) flow_cap_tail(g0,1,2,0,2) 1
    f(g0,1,2,0,2) flow_cap_head(g0,1,2,0,2) 1
    f(g0,2,2,1,2) flow_balance(g0,2,2) -1
    f(g0,2,2,1,2) flow_cap_tail(g0,2,2,1,2) 1
    f(g0,2,2,1,2) flow_cap_head(g0,2,2,1,2) 1
    f(g1,0,4,0,3) flow_balance(g1,0,3) 1
    f(g1,0,4,0,3) flow_balance(g1,0,4) -1
    f(g1,0,4,0,3) flow_cap_tail(g1,0,4,0,3) 1
    f(g1,0,4,0,3) flow_cap_head(g1,0,4,0,3) 1
    f(g1,0,5,0,4) flow_balance(g1,0,4) 1
    f(g1,0,5,0,4) flow_balance(g1,0,5) -1
    f(g1,0,5,0,4) flow_cap_tail(g1,0,5,0,4) 1
    f(g1,0,5,0,4) flow_cap_head(g1,0,5,0,4) 1
    f(g1,0,6,0,5) flow_balance(g1,0,5) 1
    f(g1,0,6,0,5) flow_balance(g1,0,6) -1
    f(g1,0,6,0,5) flow_cap_tail(g1,0,6,0,5) 1
    f(g1,0,6,0,5) flow_cap_head(g1,0,6,0,5) 1
    f(g1,0,7,0,6) flow_balance(g1,0,6) 1
    f(g1,0,7,0,6) flow_balance(g1,0,7) -1
    f(g1,0,7,0,6) flow_cap_tail(g1,0,7,0,6) 1
    f(g1,0,7,0,6) flow_cap_head(g1,0,7,0,6) 1
    f(g1,0,8,0,7) flow_balance(g1,0,7) 1
    f(g1,0,8,0,7) flow_balance(g1,0,8) -1
    f(g1,0,8,0,7) flow_cap_tail(g1,0,8,0,7) 1
    f(g1,0,8,0,7) flow_cap_head(g1,0,8,0,7) 1
    f(g1,0,9,0,8) flow_balance(g1,0,8) 1
    f(g1,0,9,0,8) flow_balance(g1,0,9) -1
    f(g1,0,9,0,8) flow_cap_tail(g1,0,9,0,8) 1
    f(g1,0,9,0,8) flow_cap_head(g1,0,9,0,8) 1
    f(g1,1,4,1,3) flow_balance(g1,1,3) 1
    f(g1,1,4,1,3) flow_balance(g1,1,4) -1
    f(g1,1,4,1,3) flow_cap_tail(g1,1,4,1,3) 1
    f(g1,1,4,1,3) flow_cap_head(g1,1,4,1,3) 1
    f(g1,1,5,1,4) flow_balance(g1,1,4) 1
    f(g1,1,5,1,4) flow_balance(g1,1,5) -1
    f(g1,1,5,1,4) flow_cap_tail(g1,1,5,1,4) 1
    f(g1,1,5,1,4) flow_cap_head(g1,1,5,1,4) 1
    f(g1,1,6,1,5) flow_balance(g1,1,5) 1
    f(g1,1,6,1,5) flow_cap_tail(g1,1,6,1,5) 1
    f(g1,1,6,1,5) flow_cap_head(g1,1,6,1,5) 1
    f(g1,1,7,1,6) flow_balance(g1,1,7) -1
    f(g1,1,7,1,6) flow_cap_tail(g1,1,7,1,6) 1
    f(g1,1,7,1,6) flow_cap_head(g1,1,7,1,6) 1
    f(g1,1,8,1,7) flow_balance(g1,1,7) 1
    f(g1,1,8,1,7) flow_balance(g1,1,8) -1
    f(g1,1,8,1,7) flow_cap_tail(g1,1,8,1,7) 1
    f(g1,1,8,1,7) flow_cap_head(g1,1,8,1,7) 1
    f(g1,1,9,1,8) flow_balance(g1,1,8) 1
    f(g1,1,9,1,8) flow_balance(g1,1,9) -1
    f(g1,1,9,1,8) flow_cap_tail(g1,1,9,1,8) 1
    f(g1,1,9,1,8) flow_cap_head(g1,1,9,1,8) 1
    f(g1,2,4,2,3) flow_balance(g1,2,3) 1
    f(g1,2,4,2,3) flow_balance(g1,2,4) -1
    f(g1,2,4,2,3) flow_cap_tail(g1,2,4,2,3) 1
    f(g1,2,4,2,3) flow_cap_head(g1,2,4,2,3) 1
    f(g1,2,5,2,4) flow_balance(g1,2,4) 1
    f(g1,2,5,2,4) flow_balance(g1,2,5) -1
    f(g1,2,5,2,4) flow_cap_tail(g1,2,5,2,4) 1
    f(g1,2,5,2,4) flow_cap_head(g1,2,5,2,4) 1
    f(g1,2,6,2,5) flow_balance(g1,2,5) 1
    f(g1,2,6,2,5) flow_balance(g1,2,6) -1
    f(g1,2,6,2,5) flow_cap_tail(g1,2,6,2,5) 1
    f(g1,2,6,2,5) flow_cap_head(g1,2,6,2,5) 1
    f(g1,2,7,2,6) flow_balance(g1,2,6) 1
    f(g1,2,7,2,6) flow_balance(g1,2,7) -1
    f(g1,2,7,2,6) flow_cap_tail(g1,2,7,2,6) 1
    f(g1,2,7,2,6) flow_cap_head(g1,2,7,2,6) 1
    f(g1,2,8,2,7) flow_balance(g1,2,7) 1
    f(g1,2,8,2,7) flow_balance(g1,2,8) -1
    f(g1,2,8,2,7) flow_cap_tail(g1,2,8,2,7) 1
    f(g1,2,8,2,7) flow_cap_head(g1,2,8,2,7) 1
    f(g1,2,9,2,8) flow_balance(g1,2,8) 1
    f(g1,2,9,2,8) flow_balance(g1,2,9) -1
    f(g1,2,9,2,8) flow_cap_tail(g1,2,9,2,8) 1
    f(g1,2,9,2,8) flow_cap_head(g1,2,9,2,8) 1
    f(g1,1,3,0,3) flow_balance(g1,0,3) 1
    f(g1,1,3,0,3) flow_balance(g1,1,3) -1
    f(g1,1,3,0,3) flow_cap_tail(g1,1,3,0,3) 1
    f(g1,1,3,0,3) flow_cap_head(g1,1,3,0,3) 1
    f(g1,1,4,0,4) flow_balance(g1,0,4) 1
    f(g1,1,4,0,4) flow_balance(g1,1,4) -1
    f(g1,1,4,0,4) flow_cap_tail(g1,1,4,0,4) 1
    f(g1,1,4,0,4) flow_cap_head(g1,1,4,0,4) 1
    f(g1,1,5,0,5) flow_balance(g1,0,5) 1
    f(g1,1,5,0,5) flow_balance(g1,1,5) -1
    f(g1,1,5,0,5) flow_cap_tail(g1,1,5,0,5) 1
    f(g1,1,5,0,5) flow_cap_head(g1,1,5,0,5) 1
    f(g1,1,6,0,6) flow_balance(g1,0,6) 1
    f(g1,1,6,0,6) flow_cap_tail(g1,1,6,0,6) 1
    f(g1,1,6,0,6) flow_cap_head(g1,1,6,0,6) 1
    f(g1,1,7,0,7) flow_balance(g1,0,7) 1
    f(g1,1,7,0,7) flow_balance(g1,1,7) -1
    f(g1,1,7,0,7) flow_cap_tail(g1,1,7,0,7) 1
    f(g1,1,7,0,7) flow_cap_head(g1,1,7,0,7) 1
    f(g1,1,8,0,8) flow_balance(g1,0,8) 1
    f(g1,1,8,0,8) flow_balance(g1,1,8) -1
    f(g1,1,8,0,8) flow_cap_tail(g1,1,8,0,8) 1
    f(g1,1,8,0,8) flow_cap_head(g1,1,8,0,8) 1
    f(g1,1,9,0,9) flow_balance(g1,0,9) 1
    f(g1,1,9,0,9) flow_balance(g1,1,9) -1
    f(g1,1,9,0,9) flow_cap_tail(g1,1,9,0,9) 1
    f(g1,1,9,0,9) flow_cap_head(g1,1,9,0,9) 1
    f(g1,2,3,1,3) flow_balance(g1,1,3) 1
    f(g1,2,3,1,3) flow_balance(g1,2,3) -1
    f(g1,2,3,1,3) flow_cap_tail(g1,2,3,1,3) 1
    f(g1,2,3,1,3) flow_cap_head(g1,2,3,1,3) 1
    f(g1,2,4,1,4) flow_balance(g1,1,4) 1
    f(g1,2,4,1,4) flow_balance(g1,2,4) -1
    f(g1,2,4,1,4) flow_cap_tail(g1,2,4,1,4) 1
    f(g1,2,4,1,4) flow_cap_head(g1,2,4,1,4) 1
    f(g1,2,5,1,5) flow_balance(g1,1,5) 1
    f(g1,2,5,1,5) flow_balance(g1,2,5) -1
    f(g1,2,5,1,5) flow_cap_tail(g1,2,5,1,5) 1
    f(g1,2,5,1,5) flow_cap_head(g1,2,5,1,5) 1
    f(g1,2,6,1,6) flow_balance(g1,2,6) -1
    f(g1,2,6,1,6) flow_cap_tail(g1,2,6,1,6) 1
    f(g1,2,6,1,6) flow_cap_head(g1,2,6,1,6) 1
    f(g1,2,7,1,7) flow_balance(g1,1,7) 1
    f(g1,2,7,1,7) flow_balance(g1,2,7) -1
    f(g1,2,7,1,7) flow_cap_tail(g1,2,7,1,7) 1
    f(g1,2,7,1,7) flow_cap_head(g1,2,7,1,7) 1
    f(g1,2,8,1,8) flow_balance(g1,1,8) 1
    f(g1,2,8,1,8) flow_balance(g1,2,8) -1
    f(g1,2,8,1,8) flow_cap_tail(g1,2,8,1,8) 1
    f(g1,2,8,1,8) flow_cap_head(g1,2,8,1,8) 1
    f(g1,2,9,1,9) flow_balance(g1,1,9) 1
    f(g1,2,9,1,9) flow_balance(g1,2,9) -1
    f(g1,2,9,1,9) flow_cap_tail(g1,2,9,1,9) 1
    f(g1,2,9,1,9) flow_cap_head(g1,2,9,1,9) 1
    f(g2,0,1,0,0) flow_balance(g2,0,0) 1
    f(g2,0,1,0,0) flow_balance(g2,0,1) -1
    f(g2,0,1,0,0) flow_cap_tail(g2,0,1,0,0) 1
    f(g2,0,1,0,0) flow_cap_head(g2,0,1,0,0) 1
    f(g2,1,1,1,0) flow_balance(g2,1,1) -1
    f(g2,1,1,1,0) flow_cap_tail(g2,1,1,1,0) 1
    f(g2,1,1,1,0) flow_cap_head(g2,1,1,1,0) 1
    f(g2,2,1,2,0) flow_balance(g2,2,0) 1
    f(g2,2,1,2,0) flow_balance(g2,2,1) -1
    f(g2,2,1,2,0) flow_cap_tail(g2,2,1,2,0) 1
    f(g2,2,1,2,0) flow_cap_head(g2,2,1,2,0) 1
    f(g2,3,1,3,0) flow_balance(g2,3,0) 1
    f(g2,3,1,3,0) flow_balance(g2,3,1) -1
    f(g2,3,1,3,0) flow_cap_tail(g2,3,1,3,0) 1
    f(g2,3,1,3,0) flow_cap_head(g2,3,1,3,0) 1
    f(g2,1,0,0,0) flow_balance(g2,0,0) 1
    f(g2,1,0,0,0) flow_cap_tail(g2,1,0,0,0) 1
    f(g2,1,0,0,0) flow_cap_head(g2,1,0,0,0) 1
    f(g2,1,1,0,1) flow_balance(g2,0,1) 1
    f(g2,1,1,0,1) flow_balance(g2,1,1) -1
    f(g2,1,1,0,1) flow_cap_tail(g2,1,1,0,1) 1
    f(g2,1,1,0,1) flow_cap_head(g2,1,1,0,1) 1
    f(g2,2,0,1,0) flow_balance(g2,2,0) -1
    f(g2,2,0,1,0) flow_cap_tail(g2,2,0,1,0) 1
    f(g2,2,0,1,0) flow_cap_head(g2,2,0,1,0) 1
    f(g2,2,1,1,1) flow_balance(g2,1,1) 1
    f(g2,2,1,1,1) flow_balance(g2,2,1) -1
    f(g2,2,1,1,1) flow_cap_tail(g2,2,1,1,1) 1
    f(g2,2,1,1,1) flow_cap_head(g2,2,1,1,1) 1
    f(g2,3,0,2,0) flow_balance(g2,2,0) 1
    f(g2,3,0,2,0) flow_balance(g2,3,0) -1
    f(g2,3,0,2,0) flow_cap_tail(g2,3,0,2,0) 1
    f(g2,3,0,2,0) flow_cap_head(g2,3,0,2,0) 1
    f(g2,3,1,2,1) flow_balance(g2,2,1) 1
    f(g2,3,1,2,1) flow_balance(g2,3,1) -1
    f(g2,3,1,2,1) flow_cap_tail(g2,3,1,2,1) 1
    f(g2,3,1,2,1) flow_cap_head(g2,3,1,2,1) 1
    f(g3,0,5,0,4) flow_balance(g3,0,4) 1
    f(g3,0,5,0,4) flow_balance(g3,0,5) -1
    f(g3,0,5,0,4) flow_cap_tail(g3,0,5,0,4) 1
    f(g3,0,5,0,4) flow_cap_head(g3,0,5,0,4) 1
    f(g3,1,4,1,3) flow_balance(g3,1,3) 1
    f(g3,1,4,1,3) flow_balance(g3,1,4) -1
    f(g3,1,4,1,3) flow_cap_tail(g3,1,4,1,3) 1
    f(g3,1,4,1,3) flow_cap_head(g3,1,4,1,3) 1
    f(g3,1,5,1,4) flow_balance(g3,1,4) 1
    f(g3,1,5,1,4) flow_balance(g3,1,5) -1
    f(g3,1,5,1,4) flow_cap_tail(g3,1,5,1,4) 1
    f(g3,1,5,1,4) flow_cap_head(g3,1,5,1,4) 1
    f(g3,2,3,2,2) flow_balance(g3,2,2) 1
    f(g3,2,3,2,2) flow_balance(g3,2,3) -1
    f(g3,2,3,2,2) flow_cap_tail(g3,2,3,2,2) 1
    f(g3,2,3,2,2) flow_cap_head(g3,2,3,2,2) 1
    f(g3,2,4,2,3) flow_balance(g3,2,3) 1
    f(g3,2,4,2,3) flow_balance(g3,2,4) -1
    f(g3,2,4,2,3) flow_cap_tail(g3,2,4,2,3) 1
    f(g3,2,4,2,3) flow_cap_head(g3,2,4,2,3) 1
    f(g3,3,1,3,0) flow_balance(g3,3,0) 1
    f(g3,3,1,3,0) flow_balance(g3,3,1) -1
    f(g3,3,1,3,0) flow_cap_tail(g3,3,1,3,0) 1
    f(g3,3,1,3,0) flow_cap_head(g3,3,1,3,0) 1
    f(g3,3,2,3,1) flow_balance(g3,3,1) 1
    f(g3,3,2,3,1) flow_balance(g3,3,2) -1
    f(g3,3,2,3,1) flow_cap_tail(g3,3,2,3,1) 1
    f(g3,3,2,3,1) flow_cap_head(g3,3,2,3,1) 1
    f(g3,3,3,3,2) flow_balance(g3,3,2) 1
    f(g3,3,3,3,2) flow_balance(g3,3,3) -1
    f(g3,3,3,3,2) flow_cap_tail(g3,3,3,3,2) 1
    f(g3,3,3,3,2) flow_cap_head(g3,3,3,3,2) 1
    f(g3,3,4,3,3) flow_balance(g3,3,3) 1
    f(g3,3,4,3,3) flow_cap_tail(g3,3,4,3,3) 1
    f(g3,3,4,3,3) flow_cap_head(g3,3,4,3,3) 1
    f(g3,3,5,3,4) flow_balance(g3,3,5) -1
    f(g3,3,5,3,4) flow_cap_tail(g3,3,5,3,4) 1
    f(g3,3,5,3,4) flow_cap_head(g3,3,5,3,4) 1
    f(g3,3,6,3,5) flow_balance(g3,3,5) 1
    f(g3,3,6,3,5) flow_balance(g3,3,6) -1
    f(g3,3,6,3,5) flow_cap_tail(g3,3,6,3,5) 1
    f(g3,3,6,3,5) flow_cap_head(g3,3,6,3,5) 1
    f(g3,3,7,3,6) flow_balance(g3,3,6) 1
    f(g3,3,7,3,6) flow_balance(g3,3,7) -1
    f(g3,3,7,3,6) flow_cap_tail(g3,3,7,3,6) 1
    f(g3,3,7,3,6) flow_cap_head(g3,3,7,3,6) 1
    f(g3,3,8,3,7) flow_balance(g3,3,7) 1
    f(g3,3,8,3,7) flow_balance(g3,3,8) -1
    f(g3,3,8,3,7) flow_cap_tail(g3,3,8,3,7) 1
    f(g3,3,8,3,7) flow_cap_head(g3,3,8,3,7) 1
    f(g3,3,9,3,8) flow_balance(g3,3,8) 1
    f(g3,3,9,3,8) flow_balance(g3,3,9) -1
    f(g3,3,9,3,8) flow_cap_tail(g3,3,9,3,8) 1
    f(g3,3,9,3,8) flow_cap_head(g3,3,9,3,8) 1
    f(g3,4,6,4,5) flow_balance(g3,4,5) 1
    f(g3,4,6,4,5) flow_balance(g3,4,6) -1
    f(g3,4,6,4,5) flow_cap_tail(g3,4,6,4,5) 1
    f(g3,4,6,4,5) flow_cap_head(g3,4,6,4,5) 1
    f(g3,4,7,4,6) flow_balance(g3,4,6) 1
    f(g3,4,7,4,6) flow_balance(g3,4,7) -1
    f(g3,4,7,4,6) flow_cap_tail(g3,4,7,4,6) 1
    f(g3,4,7,4,6) flow_cap_head(g3,4,7,4,6) 1
    f(g3,5,5,5,4) flow_balance(g3,5,4) 1
    f(g3,5,5,5,4) flow_balance(g3,5,5) -1
    f(g3,5,5,5,4) flow_cap_tail(g3,5,5,5,4) 1
    f(g3,5,5,5,4) flow_cap_head(g3,5,5,5,4) 1
    f(g3,5,6,5,5) flow_balance(g3,5,5) 1
    f(g3,5,6,5,5) flow_balance(g3,5,6) -1
    f(g3,5,6,5,5) flow_cap_tail(g3,5,6,5,5) 1
    f(g3,5,6,5,5) flow_cap_head(g3,5,6,5,5) 1
    f(g3,6,5,6,4) flow_balance(g3,6,4) 1
    f(g3,6,5,6,4) flow_balance(g3,6,5) -1
    f(g3,6,5,6,4) flow_cap_tail(g3,6,5,6,4) 1
    f(g3,6,5,6,4) flow_cap_head(g3,6,5,6,4) 1
    f(g3,1,4,0,4) flow_balance(g3,0,4) 1
    f(g3,1,4,0,4) flow_balance(g3,1,4) -1
    f(g3,1,4,0,4) flow_cap_tail(g3,1,4,0,4) 1
    f(g3,1,4,0,4) flow_cap_head(g3,1,4,0,4) 1
    f(g3,1,5,0,5) flow_balance(g3,0,5) 1
    f(g3,1,5,0,5) flow_balance(g3,1,5) -1
    f(g3,1,5,0,5) flow_cap_tail(g3,1,5,0,5) 1
    f(g3,1,5,0,5) flow_cap_head(g3,1,5,0,5) 1
    f(g3,2,3,1,3) flow_balance(g3,1,3) 1
    f(g3,2,3,1,3) flow_balance(g3,2,3) -1
    f(g3,2,3,1,3) flow_cap_tail(g3,2,3,1,3) 1
    f(g3,2,3,1,3) flow_cap_head(g3,2,3,1,3) 1
    f(g3,2,4,1,4) flow_balance(g3,1,4) 1
    f(g3,2,4,1,4) flow_balance(g3,2,4) -1
    f(g3,2,4,1,4) flow_cap_tail(g3,2,4,1,4) 1
    f(g3,2,4,1,4) flow_cap_head(g3,2,4,1,4) 1
    f(g3,3,2,2,2) flow_balance(g3,2,2) 1
    f(g3,3,2,2,2) flow_balance(g3,3,2) -1
    f(g3,3,2,2,2) flow_cap_tail(g3,3,2,2,2) 1
    f(g3,3,2,2,2) flow_cap_head(g3,3,2,2,2) 1
    f(g3,3,3,2,3) flow_balance(g3,2,3) 1
    f(g3,3,3,2,3) flow_balance(g3,3,3) -1
    f(g3,3,3,2,3) flow_cap_tail(g3,3,3,2,3) 1
    f(g3,3,3,2,3) flow_cap_head(g3,3,3,2,3) 1
    f(g3,3,4,2,4) flow_balance(g3,2,4) 1
    f(g3,3,4,2,4) flow_cap_tail(g3,3,4,2,4) 1
    f(g3,3,4,2,4) flow_cap_head(g3,3,4,2,4) 1
    f(g3,3,6,2,6) flow_balance(g3,2,6) 1
    f(g3,3,6,2,6) flow_balance(g3,3,6) -1
    f(g3,3,6,2,6) flow_cap_tail(g3,3,6,2,6) 1
    f(g3,3,6,2,6) flow_cap_head(g3,3,6,2,6) 1
    f(g3,3,9,2,9) flow_balance(g3,2,9) 1
    f(g3,3,9,2,9) flow_balance(g3,3,9) -1
    f(g3,3,9,2,9) flow_cap_tail(g3,3,9,2,9) 1
    f(g3,3,9,2,9) flow_cap_head(g3,3,9,2,9) 1
    f(g3,4,0,3,0) flow_balance(g3,3,0) 1
    f(g3,4,0,3,0) flow_balance(g3,4,0) -1
    f(g3,4,0,3,0) flow_cap_tail(g3,4,0,3,0) 1
    f(g3,4,0,3,0) flow_cap_head(g3,4,0,3,0) 1
    f(g3,4,3,3,3) flow_balance(g3,3,3) 1
    f(g3,4,3,3,3) flow_balance(g3,4,3) -1
    f(g3,4,3,3,3) flow_cap_tail(g3,4,3,3,3) 1
    f(g3,4,3,3,3) flow_cap_head(g3,4,3,3,3) 1
    f(g3,4,5,3,5) flow_balance(g3,3,5) 1
    f(g3,4,5,3,5) flow_balance(g3,4,5) -1
    f(g3,4,5,3,5) flow_cap_tail(g3,4,5,3,5) 1
    f(g3,4,5,3,5) flow_cap_head(g3,4,5,3,5) 1
    f(g3,4,6,3,6) flow_balance(g3,3,6) 1
    f(g3,4,6,3,6) flow_balance(g3,4,6) -1
    f(g3,4,6,3,6) flow_cap_tail(g3,4,6,3,6) 1
    f(g3,4,6,3,6) flow_cap_head(g3,4,6,3,6) 1
    f(g3,4,7,3,7) flow_balance(g3,3,7) 1
    f(g3,4,7,3,7) flow_balance(g3,4,7) -1
    f(g3,4,7,3,7) flow_cap_tail(g3,4,7,3,7) 1
    f(g3,4,7,3,7) flow_cap_head(g3,4,7,3,7) 1
    f(g3,5,5,4,5) flow_balance(g3,4,5) 1
    f(g3,5,5,4,5) flow_balance(g3,5,5) -1
    f(g3,5,5,4,5) flow_cap_tail(g3,5,5,4,5) 1
    f(g3,5,5,4,5) flow_cap_head(g3,5,5,4,5) 1
    f(g3,5,6,4,6) flow_balance(g3,4,6) 1
    f(g3,5,6,4,6) flow_balance(g3,5,6) -1
    f(g3,5,6,4,6) flow_cap_tail(g3,5,6,4,6) 1
    f(g3,5,6,4,6) flow_cap_head(g3,5,6,4,6) 1
    f(g3,6,4,5,4) flow_balance(g3,5,4) 1
    f(g3,6,4,5,4) flow_balance(g3,6,4) -1
    f(g3,6,4,5,4) flow_cap_tail(g3,6,4,5,4) 1
    f(g3,6,4,5,4) flow_cap_head(g3,6,4,5,4) 1
    f(g3,6,5,5,5) flow_balance(g3,5,5) 1
    f(g3,6,5,5,5) flow_balance(g3,6,5) -1
    f(g3,6,5,5,5) flow_cap_tail(g3,6,5,5,5) 1
    f(g3,6,5,5,5) flow_cap_head(g3,6,5,5,5) 1
    f(g4,2,3,2,2) flow_balance(g4,2,2) 1
    f(g4,2,3,2,2) flow_balance(g4,2,3) -1
    f(g4,2,3,2,2) flow_cap_tail(g4,2,3,2,2) 1
    f(g4,2,3,2,2) flow_cap_head(g4,2,3,2,2) 1
    f(g4,4,1,4,0) flow_balance(g4,4,0) 1
    f(g4,4,1,4,0) flow_cap_tail(g4,4,1,4,0) 1
    f(g4,4,1,4,0) flow_cap_head(g4,4,1,4,0) 1
    f(g4,4,2,4,1) flow_balance(g4,4,2) -1
    f(g4,4,2,4,1) flow_cap_tail(g4,4,2,4,1) 1
    f(g4,4,2,4,1) flow_cap_head(g4,4,2,4,1) 1
    f(g4,4,3,4,2) flow_balance(g4,4,2) 1
    f(g4,4,3,4,2) flow_balance(g4,4,3) -1
    f(g4,4,3,4,2) flow_cap_tail(g4,4,3,4,2) 1
    f(g4,4,3,4,2) flow_cap_head(g4,4,3,4,2) 1
    f(g4,6,1,6,0) flow_balance(g4,6,0) 1
    f(g4,6,1,6,0) flow_balance(g4,6,1) -1
    f(g4,6,1,6,0) flow_cap_tail(g4,6,1,6,0) 1
    f(g4,6,1,6,0) flow_cap_head(g4,6,1,6,0) 1
    f(g4,3,2,2,2) flow_balance(g4,2,2) 1
    f(g4,3,2,2,2) flow_balance(g4,3,2) -1
    f(g4,3,2,2,2) flow_cap_tail(g4,3,2,2,2) 1
    f(g4,3,2,2,2) flow_cap_head(g4,3,2,2,2) 1
    f(g4,4,0,3,0) flow_balance(g4,3,0) 1
    f(g4,4,0,3,0) flow_balance(g4,4,0) -1
    f(g4,4,0,3,0) flow_cap_tail(g4,4,0,3,0) 1
    f(g4,4,0,3,0) flow_cap_head(g4,4,0,3,0) 1
    f(g4,4,2,3,2) flow_balance(g4,3,2) 1
    f(g4,4,2,3,2) flow_balance(g4,4,2) -1
    f(g4,4,2,3,2) flow_cap_tail(g4,4,2,3,2) 1
    f(g4,4,2,3,2) flow_cap_head(g4,4,2,3,2) 1
    f(g4,5,1,4,1) flow_balance(g4,5,1) -1
    f(g4,5,1,4,1) flow_cap_tail(g4,5,1,4,1) 1
    f(g4,5,1,4,1) flow_cap_head(g4,5,1,4,1) 1
    f(g4,5,3,4,3) flow_balance(g4,4,3) 1
    f(g4,5,3,4,3) flow_balance(g4,5,3) -1
    f(g4,5,3,4,3) flow_cap_tail(g4,5,3,4,3) 1
    f(g4,5,3,4,3) flow_cap_head(g4,5,3,4,3) 1
    f(g4,6,1,5,1) flow_balance(g4,5,1) 1
    f(g4,6,1,5,1) flow_balance(g4,6,1) -1
    f(g4,6,1,5,1) flow_cap_tail(g4,6,1,5,1) 1
    f(g4,6,1,5,1) flow_cap_head(g4,6,1,5,1) 1
    f(g5,2,4,2,3) flow_balance(g5,2,3) 1
    f(g5,2,4,2,3) flow_balance(g5,2,4) -1
    f(g5,2,4,2,3) flow_cap_tail(g5,2,4,2,3) 1
    f(g5,2,4,2,3) flow_cap_head(g5,2,4,2,3) 1
    f(g5,3,3,3,2) flow_balance(g5,3,2) 1
    f(g5,3,3,3,2) flow_balance(g5,3,3) -1
    f(g5,3,3,3,2) flow_cap_tail(g5,3,3,3,2) 1
    f(g5,3,3,3,2) flow_cap_head(g5,3,3,3,2) 1
    f(g5,4,4,4,3) flow_balance(g5,4,3) 1
    f(g5,4,4,4,3) flow_cap_tail(g5,4,4,4,3) 1
    f(g5,4,4,4,3) flow_cap_head(g5,4,4,4,3) 1
    f(g5,4,5,4,4) flow_balance(g5,4,5) -1
    f(g5,4,5,4,4) flow_cap_tail(g5,4,5,4,4) 1
    f(g5,4,5,4,4) flow_cap_head(g5,4,5,4,4) 1
    f(g5,5,6,5,5) flow_balance(g5,5,5) 1
    f(g5,5,6,5,5) flow_balance(g5,5,6) -1
    f(g5,5,6,5,5) flow_cap_tail(g5,5,6,5,5) 1
    f(g5,5,6,5,5) flow_cap_head(g5,5,6,5,5) 1
    f(g5,6,5,6,4) flow_balance(g5,6,4) 1
    f(g5,6,5,6,4) flow_balance(g5,6,5) -1
    f(g5,6,5,6,4) flow_cap_tail(g5,6,5,6,4) 1
    f(g5,6,5,6,4) flow_cap_head(g5,6,5,6,4) 1
    f(g5,2,3,1,3) flow_balance(g5,1,3) 1
    f(g5,2,3,1,3) flow_balance(g5,2,3) -1
    f(g5,2,3,1,3) flow_cap_tail(g5,2,3,1,3) 1
    f(g5,2,3,1,3) flow_cap_head(g5,2,3,1,3) 1
    f(g5,3,3,2,3) flow_balance(g5,2,3) 1
    f(g5,3,3,2,3) flow_balance(g5,3,3) -1
    f(g5,3,3,2,3) flow_cap_tail(g5,3,3,2,3) 1
    f(g5,3,3,2,3) flow_cap_head(g5,3,3,2,3) 1
    f(g5,4,3,3,3) flow_balance(g5,3,3) 1
    f(g5,4,3,3,3) flow_balance(g5,4,3) -1
    f(g5,4,3,3,3) flow_cap_tail(g5,4,3,3,3) 1
    f(g5,4,3,3,3) flow_cap_head(g5,4,3,3,3) 1
    f(g5,5,5,4,5) flow_balance(g5,4,5) 1
    f(g5,5,5,4,5) flow_balance(g5,5,5) -1
    f(g5,5,5,4,5) flow_cap_tail(g5,5,5,4,5) 1
    f(g5,5,5,4,5) flow_cap_head(g5,5,5,4,5) 1
    f(g5,6,5,5,5) flow_balance(g5,5,5) 1
    f(g5,6,5,5,5) flow_balance(g5,6,5) -1
    f(g5,6,5,5,5) flow_cap_tail(g5,6,5,5,5) 1
    f(g5,6,5,5,5) flow_cap_head(g5,6,5,5,5) 1
    f(g5,7,5,6,5) flow_balance(g5,6,5) 1
    f(g5,7,5,6,5) flow_balance(g5,7,5) -1
    f(g5,7,5,6,5) flow_cap_tail(g5,7,5,6,5) 1
    f(g5,7,5,6,5) flow_cap_head(g5,7,5,6,5) 1
    f(g6,3,9,2,9) flow_balance(g6,2,9) 1
    f(g6,3,9,2,9) flow_balance(g6,3,9) -1
    f(g6,3,9,2,9) flow_cap_tail(g6,3,9,2,9) 1
    f(g6,3,9,2,9) flow_cap_head(g6,3,9,2,9) 1
    f(g6,4,9,3,9) flow_balance(g6,3,9) 1
    f(g6,4,9,3,9) flow_cap_tail(g6,4,9,3,9) 1
    f(g6,4,9,3,9) flow_cap_head(g6,4,9,3,9) 1
    f(g6,5,9,4,9) flow_balance(g6,5,9) -1
    f(g6,5,9,4,9) flow_cap_tail(g6,5,9,4,9) 1
    f(g6,5,9,4,9) flow_cap_head(g6,5,9,4,9) 1
    f(g6,6,9,5,9) flow_balance(g6,5,9) 1
    f(g6,6,9,5,9) flow_balance(g6,6,9) -1
    f(g6,6,9,5,9) flow_cap_tail(g6,6,9,5,9) 1
    f(g6,6,9,5,9) flow_cap_head(g6,6,9,5,9) 1
    f(g6,7,9,6,9) flow_balance(g6,6,9) 1
    f(g6,7,9,6,9) flow_balance(g6,7,9) -1
    f(g6,7,9,6,9) flow_cap_tail(g6,7,9,6,9) 1
    f(g6,7,9,6,9) flow_cap_head(g6,7,9,6,9) 1
    f(g7,5,0,4,0) flow_balance(g7,4,0) 1
    f(g7,5,0,4,0) flow_cap_tail(g7,5,0,4,0) 1
    f(g7,5,0,4,0) flow_cap_head(g7,5,0,4,0) 1
    f(g7,6,0,5,0) flow_balance(g7,6,0) -1
    f(g7,6,0,5,0) flow_cap_tail(g7,6,0,5,0) 1
    f(g7,6,0,5,0) flow_cap_head(g7,6,0,5,0) 1
    f(g8,5,2,5,1) flow_balance(g8,5,1) 1
    f(g8,5,2,5,1) flow_cap_tail(g8,5,2,5,1) 1
    f(g8,5,2,5,1) flow_cap_head(g8,5,2,5,1) 1
    f(g8,5,3,5,2) flow_balance(g8,5,3) -1
    f(g8,5,3,5,2) flow_cap_tail(g8,5,3,5,2) 1
    f(g8,5,3,5,2) flow_cap_head(g8,5,3,5,2) 1
    f(g8,5,3,4,3) flow_balance(g8,4,3) 1
    f(g8,5,3,4,3) flow_balance(g8,5,3) -1
    f(g8,5,3,4,3) flow_cap_tail(g8,5,3,4,3) 1
    f(g8,5,3,4,3) flow_cap_head(g8,5,3,4,3) 1
    f(g8,6,1,5,1) flow_balance(g8,5,1) 1
    f(g8,6,1,5,1) flow_balance(g8,6,1) -1
    f(g8,6,1,5,1) flow_cap_tail(g8,6,1,5,1) 1
    f(g8,6,1,5,1) flow_cap_head(g8,6,1,5,1) 1
    f(g9,3,7,3,6) flow_balance(g9,3,6) 1
    f(g9,3,7,3,6) flow_balance(g9,3,7) -1
    f(g9,3,7,3,6) flow_cap_tail(g9,3,7,3,6) 1
    f(g9,3,7,3,6) flow_cap_head(g9,3,7,3,6) 1
    f(g9,3,8,3,7) flow_balance(g9,3,7) 1
    f(g9,3,8,3,7) flow_balance(g9,3,8) -1
    f(g9,3,8,3,7) flow_cap_tail(g9,3,8,3,7) 1
    f(g9,3,8,3,7) flow_cap_head(g9,3,8,3,7) 1
    f(g9,4,7,4,6) flow_balance(g9,4,6) 1
    f(g9,4,7,4,6) flow_balance(g9,4,7) -1
    f(g9,4,7,4,6) flow_cap_tail(g9,4,7,4,6) 1
    f(g9,4,7,4,6) flow_cap_head(g9,4,7,4,6) 1
    f(g9,4,8,4,7) flow_balance(g9,4,7) 1
    f(g9,4,8,4,7) flow_balance(g9,4,8) -1
    f(g9,4,8,4,7) flow_cap_tail(g9,4,8,4,7) 1
    f(g9,4,8,4,7) flow_cap_head(g9,4,8,4,7) 1
    f(g9,5,8,5,7) flow_balance(g9,5,8) -1
    f(g9,5,8,5,7) flow_cap_tail(g9,5,8,5,7) 1
    f(g9,5,8,5,7) flow_cap_head(g9,5,8,5,7) 1
    f(g9,6,8,6,7) flow_balance(g9,6,7) 1
    f(g9,6,8,6,7) flow_balance(g9,6,8) -1
    f(g9,6,8,6,7) flow_cap_tail(g9,6,8,6,7) 1
    f(g9,6,8,6,7) flow_cap_head(g9,6,8,6,7) 1
    f(g9,6,9,6,8) flow_balance(g9,6,8) 1
    f(g9,6,9,6,8) flow_balance(g9,6,9) -1
    f(g9,6,9,6,8) flow_cap_tail(g9,6,9,6,8) 1
    f(g9,6,9,6,8) flow_cap_head(g9,6,9,6,8) 1
    f(g9,7,8,7,7) flow_balance(g9,7,7) 1
    f(g9,7,8,7,7) flow_balance(g9,7,8) -1
    f(g9,7,8,7,7) flow_cap_tail(g9,7,8,7,7) 1
    f(g9,7,8,7,7) flow_cap_head(g9,7,8,7,7) 1
    f(g9,7,9,7,8) flow_balance(g9,7,8) 1
    f(g9,7,9,7,8) flow_balance(g9,7,9) -1
    f(g9,7,9,7,8) flow_cap_tail(g9,7,9,7,8) 1
    f(g9,7,9,7,8) flow_cap_head(g9,7,9,7,8) 1
    f(g9,4,6,3,6) flow_balance(g9,3,6) 1
    f(g9,4,6,3,6) flow_balance(g9,4,6) -1
    f(g9,4,6,3,6) flow_cap_tail(g9,4,6,3,6) 1
    f(g9,4,6,3,6) flow_cap_head(g9,4,6,3,6) 1
    f(g9,4,7,3,7) flow_balance(g9,3,7) 1
    f(g9,4,7,3,7) flow_balance(g9,4,7) -1
    f(g9,4,7,3,7) flow_cap_tail(g9,4,7,3,7) 1
    f(g9,4,7,3,7) flow_cap_head(g9,4,7,3,7) 1
    f(g9,4,8,3,8) flow_balance(g9,3,8) 1
    f(g9,4,8,3,8) flow_balance(g9,4,8) -1
    f(g9,4,8,3,8) flow_cap_tail(g9,4,8,3,8) 1
    f(g9,4,8,3,8) flow_cap_head(g9,4,8,3,8) 1
    f(g9,5,7,4,7) flow_balance(g9,4,7) 1
    f(g9,5,7,4,7) flow_cap_tail(g9,5,7,4,7) 1
    f(g9,5,7,4,7) flow_cap_head(g9,5,7,4,7) 1
    f(g9,5,8,4,8) flow_balance(g9,4,8) 1
    f(g9,5,8,4,8) flow_balance(g9,5,8) -1
    f(g9,5,8,4,8) flow_cap_tail(g9,5,8,4,8) 1
    f(g9,5,8,4,8) flow_cap_head(g9,5,8,4,8) 1
    f(g9,6,7,5,7) flow_balance(g9,6,7) -1
    f(g9,6,7,5,7) flow_cap_tail(g9,6,7,5,7) 1
    f(g9,6,7,5,7) flow_cap_head(g9,6,7,5,7) 1
    f(g9,6,8,5,8) flow_balance(g9,5,8) 1
    f(g9,6,8,5,8) flow_balance(g9,6,8) -1
    f(g9,6,8,5,8) flow_cap_tail(g9,6,8,5,8) 1
    f(g9,6,8,5,8) flow_cap_head(g9,6,8,5,8) 1
    f(g9,7,7,6,7) flow_balance(g9,6,7) 1
    f(g9,7,7,6,7) flow_balance(g9,7,7) -1
    f(g9,7,7,6,7) flow_cap_tail(g9,7,7,6,7) 1
    f(g9,7,7,6,7) flow_cap_head(g9,7,7,6,7) 1
    f(g9,7,8,6,8) flow_balance(g9,6,8) 1
    f(g9,7,8,6,8) flow_balance(g9,7,8) -1
    f(g9,7,8,6,8) flow_cap_tail(g9,7,8,6,8) 1
    f(g9,7,8,6,8) flow_cap_head(g9,7,8,6,8) 1
    f(g9,7,9,6,9) flow_balance(g9,6,9) 1
    f(g9,7,9,6,9) flow_balance(g9,7,9) -1
    f(g9,7,9,6,9) flow_cap_tail(g9,7,9,6,9) 1
    f(g9,7,9,6,9) flow_cap_head(g9,7,9,6,9) 1
    f(g10,5,4,5,3) flow_balance(g10,5,3) 1
    f(g10,5,4,5,3) flow_balance(g10,5,4) -1
    f(g10,5,4,5,3) flow_cap_tail(g10,5,4,5,3) 1
    f(g10,5,4,5,3) flow_cap_head(g10,5,4,5,3) 1
    f(g10,6,2,6,1) flow_balance(g10,6,1) 1
    f(g10,6,2,6,1) flow_balance(g10,6,2) -1
    f(g10,6,2,6,1) flow_cap_tail(g10,6,2,6,1) 1
    f(g10,6,2,6,1) flow_cap_head(g10,6,2,6,1) 1
    f(g10,6,3,6,2) flow_balance(g10,6,2) 1
    f(g10,6,3,6,2) flow_cap_tail(g10,6,3,6,2) 1
    f(g10,6,3,6,2) flow_cap_head(g10,6,3,6,2) 1
    f(g10,6,4,6,3) flow_balance(g10,6,4) -1
    f(g10,6,4,6,3) flow_cap_tail(g10,6,4,6,3) 1
    f(g10,6,4,6,3) flow_cap_head(g10,6,4,6,3) 1
    f(g10,6,5,6,4) flow_balance(g10,6,4) 1
    f(g10,6,5,6,4) flow_balance(g10,6,5) -1
    f(g10,6,5,6,4) flow_cap_tail(g10,6,5,6,4) 1
    f(g10,6,5,6,4) flow_cap_head(g10,6,5,6,4) 1
    f(g10,7,3,7,2) flow_balance(g10,7,2) 1
    f(g10,7,3,7,2) flow_balance(g10,7,3) -1
    f(g10,7,3,7,2) flow_cap_tail(g10,7,3,7,2) 1
    f(g10,7,3,7,2) flow_cap_head(g10,7,3,7,2) 1
    f(g10,5,3,4,3) flow_balance(g10,4,3) 1
    f(g10,5,3,4,3) flow_balance(g10,5,3) -1
    f(g10,5,3,4,3) flow_cap_tail(g10,5,3,4,3) 1
    f(g10,5,3,4,3) flow_cap_head(g10,5,3,4,3) 1
    f(g10,6,1,5,1) flow_balance(g10,5,1) 1
    f(g10,6,1,5,1) flow_balance(g10,6,1) -1
    f(g10,6,1,5,1) flow_cap_tail(g10,6,1,5,1) 1
    f(g10,6,1,5,1) flow_cap_head(g10,6,1,5,1) 1
    f(g10,6,3,5,3) flow_balance(g10,5,3) 1
    f(g10,6,3,5,3) flow_cap_tail(g10,6,3,5,3) 1
    f(g10,6,3,5,3) flow_cap_head(g10,6,3,5,3) 1
    f(g10,6,4,5,4) flow_balance(g10,5,4) 1
    f(g10,6,4,5,4) flow_balance(g10,6,4) -1
    f(g10,6,4,5,4) flow_cap_tail(g10,6,4,5,4) 1
    f(g10,6,4,5,4) flow_cap_head(g10,6,4,5,4) 1
    f(g10,7,2,6,2) flow_balance(g10,6,2) 1
    f(g10,7,2,6,2) flow_balance(g10,7,2) -1
    f(g10,7,2,6,2) flow_cap_tail(g10,7,2,6,2) 1
    f(g10,7,2,6,2) flow_cap_head(g10,7,2,6,2) 1
    f(g10,7,3,6,3) flow_balance(g10,7,3) -1
    f(g10,7,3,6,3) flow_cap_tail(g10,7,3,6,3) 1
    f(g10,7,3,6,3) flow_cap_head(g10,7,3,6,3) 1
    f(g10,7,5,6,5) flow_balance(g10,6,5) 1
    f(g10,7,5,6,5) flow_balance(g10,7,5) -1
    f(g10,7,5,6,5) flow_cap_tail(g10,7,5,6,5) 1
    f(g10,7,5,6,5) flow_cap_head(g10,7,5,6,5) 1
    f(g10,8,3,7,3) flow_balance(g10,7,3) 1
    f(g10,8,3,7,3) flow_balance(g10,8,3) -1
    f(g10,8,3,7,3) flow_cap_tail(g10,8,3,7,3) 1
    f(g10,8,3,7,3) flow_cap_head(g10,8,3,7,3) 1
    f(g11,4,6,4,5) flow_balance(g11,4,5) 1
    f(g11,4,6,4,5) flow_balance(g11,4,6) -1
    f(g11,4,6,4,5) flow_cap_tail(g11,4,6,4,5) 1
    f(g11,4,6,4,5) flow_cap_head(g11,4,6,4,5) 1
    f(g11,6,5,6,4) flow_balance(g11,6,4) 1
    f(g11,6,5,6,4) flow_balance(g11,6,5) -1
    f(g11,6,5,6,4) flow_cap_tail(g11,6,5,6,4) 1
    f(g11,6,5,6,4) flow_cap_head(g11,6,5,6,4) 1
    f(g11,6,6,6,5) flow_balance(g11,6,5) 1
    f(g11,6,6,6,5) flow_cap_tail(g11,6,6,6,5) 1
    f(g11,6,6,6,5) flow_cap_head(g11,6,6,6,5) 1
    f(g11,6,7,6,6) flow_balance(g11,6,7) -1
    f(g11,6,7,6,6) flow_cap_tail(g11,6,7,6,6) 1
    f(g11,6,7,6,6) flow_cap_head(g11,6,7,6,6) 1
    f(g11,7,6,7,5) flow_balance(g11,7,5) 1
    f(g11,7,6,7,5) flow_balance(g11,7,6) -1
    f(g11,7,6,7,5) flow_cap_tail(g11,7,6,7,5) 1
    f(g11,7,6,7,5) flow_cap_head(g11,7,6,7,5) 1
    f(g11,7,7,7,6) flow_balance(g11,7,6) 1
    f(g11,7,7,7,6) flow_balance(g11,7,7) -1
    f(g11,7,7,7,6) flow_cap_tail(g11,7,7,7,6) 1
    f(g11,7,7,7,6) flow_cap_head(g11,7,7,7,6) 1
    f(g11,7,8,7,7) flow_balance(g11,7,7) 1
    f(g11,7,8,7,7) flow_balance(g11,7,8) -1
    f(g11,7,8,7,7) flow_cap_tail(g11,7,8,7,7) 1
    f(g11,7,8,7,7) flow_cap_head(g11,7,8,7,7) 1
    f(g11,9,7,9,6) flow_balance(g11,9,6) 1
    f(g11,9,7,9,6) flow_balance(g11,9,7) -1
    f(g11,9,7,9,6) flow_cap_tail(g11,9,7,9,6) 1
    f(g11,9,7,9,6) flow_cap_head(g11,9,7,9,6) 1
    f(g11,5,6,4,6) flow_balance(g11,4,6) 1
    f(g11,5,6,4,6) flow_balance(g11,5,6) -1
    f(g11,5,6,4,6) flow_cap_tail(g11,5,6,4,6) 1
    f(g11,5,6,4,6) flow_cap_head(g11,5,6,4,6) 1
    f(g11,6,6,5,6) flow_balance(g11,5,6) 1
    f(g11,6,6,5,6) flow_cap_tail(g11,6,6,5,6) 1
    f(g11,6,6,5,6) flow_cap_head(g11,6,6,5,6) 1
    f(g11,7,5,6,5) flow_balance(g11,6,5) 1
    f(g11,7,5,6,5) flow_balance(g11,7,5) -1
    f(g11,7,5,6,5) flow_cap_tail(g11,7,5,6,5) 1
    f(g11,7,5,6,5) flow_cap_head(g11,7,5,6,5) 1
    f(g11,7,6,6,6) flow_balance(g11,7,6) -1
    f(g11,7,6,6,6) flow_cap_tail(g11,7,6,6,6) 1
    f(g11,7,6,6,6) flow_cap_head(g11,7,6,6,6) 1
    f(g11,7,7,6,7) flow_balance(g11,6,7) 1
    f(g11,7,7,6,7) flow_balance(g11,7,7) -1
    f(g11,7,7,6,7) flow_cap_tail(g11,7,7,6,7) 1
    f(g11,7,7,6,7) flow_cap_head(g11,7,7,6,7) 1
    f(g11,8,6,7,6) flow_balance(g11,7,6) 1
    f(g11,8,6,7,6) flow_balance(g11,8,6) -1
    f(g11,8,6,7,6) flow_cap_tail(g11,8,6,7,6) 1
    f(g11,8,6,7,6) flow_cap_head(g11,8,6,7,6) 1
    f(g11,9,6,8,6) flow_balance(g11,8,6) 1
    f(g11,9,6,8,6) flow_balance(g11,9,6) -1
    f(g11,9,6,8,6) flow_cap_tail(g11,9,6,8,6) 1
    f(g11,9,6,8,6) flow_cap_head(g11,9,6,8,6) 1
    f(g12,7,1,7,0) flow_balance(g12,7,1) -1
    f(g12,7,1,7,0) flow_cap_tail(g12,7,1,7,0) 1
    f(g12,7,1,7,0) flow_cap_head(g12,7,1,7,0) 1
    f(g12,6,1,5,1) flow_balance(g12,5,1) 1
    f(g12,6,1,5,1) flow_balance(g12,6,1) -1
    f(g12,6,1,5,1) flow_cap_tail(g12,6,1,5,1) 1
    f(g12,6,1,5,1) flow_cap_head(g12,6,1,5,1) 1
    f(g12,7,1,6,1) flow_balance(g12,6,1) 1
    f(g12,7,1,6,1) flow_balance(g12,7,1) -1
    f(g12,7,1,6,1) flow_cap_tail(g12,7,1,6,1) 1
    f(g12,7,1,6,1) flow_cap_head(g12,7,1,6,1) 1
    f(g12,8,0,7,0) flow_balance(g12,8,0) -1
    f(g12,8,0,7,0) flow_cap_tail(g12,8,0,7,0) 1
    f(g12,8,0,7,0) flow_cap_head(g12,8,0,7,0) 1
    f(g12,9,0,8,0) flow_balance(g12,8,0) 1
    f(g12,9,0,8,0) flow_balance(g12,9,0) -1
    f(g12,9,0,8,0) flow_cap_tail(g12,9,0,8,0) 1
    f(g12,9,0,8,0) flow_cap_head(g12,9,0,8,0) 1
    f(g13,7,5,7,4) flow_balance(g13,7,5) -1
    f(g13,7,5,7,4) flow_cap_tail(g13,7,5,7,4) 1
    f(g13,7,5,7,4) flow_cap_head(g13,7,5,7,4) 1
    f(g13,8,4,8,3) flow_balance(g13,8,3) 1
    f(g13,8,4,8,3) flow_balance(g13,8,4) -1
    f(g13,8,4,8,3) flow_cap_tail(g13,8,4,8,3) 1
    f(g13,8,4,8,3) flow_cap_head(g13,8,4,8,3) 1
    f(g13,8,4,7,4) flow_balance(g13,8,4) -1
    f(g13,8,4,7,4) flow_cap_tail(g13,8,4,7,4) 1
    f(g13,8,4,7,4) flow_cap_head(g13,8,4,7,4) 1
    f(g14,7,8,7,7) flow_balance(g14,7,7) 1
    f(g14,7,8,7,7) flow_balance(g14,7,8) -1
    f(g14,7,8,7,7) flow_cap_tail(g14,7,8,7,7) 1
    f(g14,7,8,7,7) flow_cap_head(g14,7,8,7,7) 1
    f(g14,9,7,9,6) flow_balance(g14,9,6) 1
    f(g14,9,7,9,6) flow_balance(g14,9,7) -1
    f(g14,9,7,9,6) flow_cap_tail(g14,9,7,9,6) 1
    f(g14,9,7,9,6) flow_cap_head(g14,9,7,9,6) 1
    f(g14,8,7,7,7) flow_balance(g14,7,7) 1
    f(g14,8,7,7,7) flow_cap_tail(g14,8,7,7,7) 1
    f(g14,8,7,7,7) flow_cap_head(g14,8,7,7,7) 1
    f(g14,9,7,8,7) flow_balance(g14,9,7) -1
    f(g14,9,7,8,7) flow_cap_tail(g14,9,7,8,7) 1
    f(g14,9,7,8,7) flow_cap_head(g14,9,7,8,7) 1
    f(g15,8,9,8,8) flow_balance(g15,8,9) -1
    f(g15,8,9,8,8) flow_cap_tail(g15,8,9,8,8) 1
    f(g15,8,9,8,8) flow_cap_head(g15,8,9,8,8) 1
    f(g15,8,8,7,8) flow_balance(g15,7,8) 1
    f(g15,8,8,7,8) flow_cap_tail(g15,8,8,7,8) 1
    f(g15,8,8,7,8) flow_cap_head(g15,8,8,7,8) 1
    f(g15,9,9,8,9) flow_balance(g15,8,9) 1
    f(g15,9,9,8,9) flow_balance(g15,9,9) -1
    f(g15,9,9,8,9) flow_cap_tail(g15,9,9,8,9) 1
    f(g15,9,9,8,9) flow_cap_head(g15,9,9,8,9) 1
    f(g16,8,1,8,0) flow_balance(g16,8,0) 1
    f(g16,8,1,8,0) flow_cap_tail(g16,8,1,8,0) 1
    f(g16,8,1,8,0) flow_cap_head(g16,8,1,8,0) 1
    f(g16,8,2,8,1) flow_balance(g16,8,2) -1
    f(g16,8,2,8,1) flow_cap_tail(g16,8,2,8,1) 1
    f(g16,8,2,8,1) flow_cap_head(g16,8,2,8,1) 1
    f(g16,9,1,9,0) flow_balance(g16,9,0) 1
    f(g16,9,1,9,0) flow_balance(g16,9,1) -1
    f(g16,9,1,9,0) flow_cap_tail(g16,9,1,9,0) 1
    f(g16,9,1,9,0) flow_cap_head(g16,9,1,9,0) 1
    f(g16,9,2,9,1) flow_balance(g16,9,1) 1
    f(g16,9,2,9,1) flow_balance(g16,9,2) -1
    f(g16,9,2,9,1) flow_cap_tail(g16,9,2,9,1) 1
    f(g16,9,2,9,1) flow_cap_head(g16,9,2,9,1) 1
    f(g16,9,0,8,0) flow_balance(g16,8,0) 1
    f(g16,9,0,8,0) flow_balance(g16,9,0) -1
    f(g16,9,0,8,0) flow_cap_tail(g16,9,0,8,0) 1
    f(g16,9,0,8,0) flow_cap_head(g16,9,0,8,0) 1
    f(g16,9,1,8,1) flow_balance(g16,9,1) -1
    f(g16,9,1,8,1) flow_cap_tail(g16,9,1,8,1) 1
    f(g16,9,1,8,1) flow_cap_head(g16,9,1,8,1) 1
    f(g16,9,2,8,2) flow_balance(g16,8,2) 1
    f(g16,9,2,8,2) flow_balance(g16,9,2) -1
    f(g16,9,2,8,2) flow_cap_tail(g16,9,2,8,2) 1
    f(g16,9,2,8,2) flow_cap_head(g16,9,2,8,2) 1
    f(g17,9,5,8,5) flow_balance(g17,9,5) -1
    f(g17,9,5,8,5) flow_cap_tail(g17,9,5,8,5) 1
    f(g17,9,5,8,5) flow_cap_head(g17,9,5,8,5) 1
    f(g18,9,4,9,3) flow_balance(g18,9,4) -1
    f(g18,9,4,9,3) flow_cap_tail(g18,9,4,9,3) 1
    f(g18,9,4,9,3) flow_cap_head(g18,9,4,9,3) 1
    f(g19,9,8,9,7) flow_balance(g19,9,7) 1
    f(g19,9,8,9,7) flow_cap_tail(g19,9,8,9,7) 1
    f(g19,9,8,9,7) flow_cap_head(g19,9,8,9,7) 1
    f(g19,9,9,9,8) flow_balance(g19,9,9) -1
    f(g19,9,9,9,8) flow_cap_tail(g19,9,9,9,8) 1
    f(g19,9,9,9,8) flow_cap_head(g19,9,9,9,8) 1
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
    RHS centre(1,2,g0) 1
    RHS centre(1,6,g1) 1
    RHS centre(1,0,g2) 1
    RHS centre(1,1,g2) 1
    RHS centre(2,0,g2) 1
    RHS centre(2,1,g2) 1
    RHS centre(3,4,g3) 1
    RHS centre(3,5,g3) 1
    RHS centre(4,1,g4) 1
    RHS centre(4,2,g4) 1
    RHS centre(4,4,g5) 1
    RHS centre(4,9,g6) 1
    RHS centre(5,9,g6) 1
    RHS centre(5,0,g7) 1
    RHS centre(5,2,g8) 1
    RHS centre(5,7,g9) 1
    RHS centre(5,8,g9) 1
    RHS centre(6,3,g10) 1
    RHS centre(6,6,g11) 1
    RHS centre(7,6,g11) 1
    RHS centre(7,0,g12) 1
    RHS centre(7,1,g12) 1
    RHS centre(7,4,g13) 1
    RHS centre(8,4,g13) 1
    RHS centre(8,7,g14) 1
    RHS centre(8,8,g15) 1
    RHS centre(8,9,g15) 1
    RHS centre(8,1,g16) 1
    RHS centre(9,1,g16) 1
    RHS centre(8,5,g17) 1
    RHS centre(9,5,g17) 1
    RHS centre(9,3,g18) 1
    RHS centre(9,4,g18) 1
    RHS centre(9,8,g19) 1
BOUNDS
 LO BND x(0,0,g0) 0
 UP BND x(0,0,g0) 1
 LO BND x(0,1,g0) 0
 UP BND x(0,1,g0) 1
 LO BND x(0,2,g0) 0
 UP BND x(0,2,g0) 1
 LO BND x(1,2,g0) 0
 UP BND x(1,2,g0) 1
 LO BND x(2,2,g0) 0
 UP BND x(2,2,g0) 1
 LO BND x(2,3,g0) 0
 UP BND x(2,3,g0) 1
 LO BND x(2,4,g0) 0
 UP BND x(2,4,g0) 1
 LO BND x(0,3,g1) 0
 UP BND x(0,3,g1) 1
 LO BND x(0,4,g1) 0
 UP BND x(0,4,g1) 1
 LO BND x(0,5,g1) 0
 UP BND x(0,5,g1) 1
 LO BND x(0,6,g1) 0
 UP BND x(0,6,g1) 1
 LO BND x(0,7,g1) 0
 UP BND x(0,7,g1) 1
 LO BND x(0,8,g1) 0
 UP BND x(0,8,g1) 1
 LO BND x(0,9,g1) 0
 UP BND x(0,9,g1) 1
 LO BND x(1,3,g1) 0
 UP BND x(1,3,g1) 1
 LO BND x(1,4,g1) 0
 UP BND x(1,4,g1) 1
 LO BND x(1,5,g1) 0
 UP BND x(1,5,g1) 1
 LO BND x(1,6,g1) 0
 UP BND x(1,6,g1) 1
 LO BND x(1,7,g1) 0
 UP BND x(1,7,g1) 1
 LO BND x(1,8,g1) 0
 UP BND x(1,8,g1) 1
 LO BND x(1,9,g1) 0
 UP BND x(1,9,g1) 1
 LO BND x(2,3,g1) 0
 UP BND x(2,3,g1) 1
 LO BND x(2,4,g1) 0
 UP BND x(2,4,g1) 1
 LO BND x(2,5,g1) 0
 UP BND x(2,5,g1) 1
 LO BND x(2,6,g1) 0
 UP BND x(2,6,g1) 1
 LO BND x(2,7,g1) 0
 UP BND x(2,7,g1) 1
 LO BND x(2,8,g1) 0
 UP BND x(2,8,g1) 1
 LO BND x(2,9,g1) 0
 UP BND x(2,9,g1) 1
 LO BND x(0,0,g2) 0
 UP BND x(0,0,g2) 1
 LO BND x(0,1,g2) 0
 UP BND x(0,1,g2) 1
 LO BND x(1,0,g2) 0
 UP BND x(1,0,g2) 1
 LO BND x(1,1,g2) 0
 UP BND x(1,1,g2) 1
 LO BND x(2,0,g2) 0
 UP BND x(2,0,g2) 1
 LO BND x(2,1,g2) 0
 UP BND x(2,1,g2) 1
 LO BND x(3,0,g2) 0
 UP BND x(3,0,g2) 1
 LO BND x(3,1,g2) 0
 UP BND x(3,1,g2) 1
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
 LO BND x(2,2,g3) 0
 UP BND x(2,2,g3) 1
 LO BND x(2,3,g3) 0
 UP BND x(2,3,g3) 1
 LO BND x(2,4,g3) 0
 UP BND x(2,4,g3) 1
 LO BND x(2,6,g3) 0
 UP BND x(2,6,g3) 1
 LO BND x(2,9,g3) 0
 UP BND x(2,9,g3) 1
 LO BND x(3,0,g3) 0
 UP BND x(3,0,g3) 1
 LO BND x(3,1,g3) 0
 UP BND x(3,1,g3) 1
 LO BND x(3,2,g3) 0
 UP BND x(3,2,g3) 1
 LO BND x(3,3,g3) 0
 UP BND x(3,3,g3) 1
 LO BND x(3,4,g3) 0
 UP BND x(3,4,g3) 1
 LO BND x(3,5,g3) 0
 UP BND x(3,5,g3) 1
 LO BND x(3,6,g3) 0
 UP BND x(3,6,g3) 1
 LO BND x(3,7,g3) 0
 UP BND x(3,7,g3) 1
 LO BND x(3,8,g3) 0
 UP BND x(3,8,g3) 1
 LO BND x(3,9,g3) 0
 UP BND x(3,9,g3) 1
 LO BND x(4,0,g3) 0
 UP BND x(4,0,g3) 1
 LO BND x(4,3,g3) 0
 UP BND x(4,3,g3) 1
 LO BND x(4,5,g3) 0
 UP BND x(4,5,g3) 1
 LO BND x(4,6,g3) 0
 UP BND x(4,6,g3) 1
 LO BND x(4,7,g3) 0
 UP BND x(4,7,g3) 1
 LO BND x(5,4,g3) 0
 UP BND x(5,4,g3) 1
 LO BND x(5,5,g3) 0
 UP BND x(5,5,g3) 1
 LO BND x(5,6,g3) 0
 UP BND x(5,6,g3) 1
 LO BND x(6,4,g3) 0
 UP BND x(6,4,g3) 1
 LO BND x(6,5,g3) 0
 UP BND x(6,5,g3) 1
 LO BND x(2,2,g4) 0
 UP BND x(2,2,g4) 1
 LO BND x(2,3,g4) 0
 UP BND x(2,3,g4) 1
 LO BND x(3,0,g4) 0
 UP BND x(3,0,g4) 1
 LO BND x(3,2,g4) 0
 UP BND x(3,2,g4) 1
 LO BND x(4,0,g4) 0
 UP BND x(4,0,g4) 1
 LO BND x(4,1,g4) 0
 UP BND x(4,1,g4) 1
 LO BND x(4,2,g4) 0
 UP BND x(4,2,g4) 1
 LO BND x(4,3,g4) 0
 UP BND x(4,3,g4) 1
 LO BND x(5,1,g4) 0
 UP BND x(5,1,g4) 1
 LO BND x(5,3,g4) 0
 UP BND x(5,3,g4) 1
 LO BND x(6,0,g4) 0
 UP BND x(6,0,g4) 1
 LO BND x(6,1,g4) 0
 UP BND x(6,1,g4) 1
 LO BND x(1,3,g5) 0
 UP BND x(1,3,g5) 1
 LO BND x(2,3,g5) 0
 UP BND x(2,3,g5) 1
 LO BND x(2,4,g5) 0
 UP BND x(2,4,g5) 1
 LO BND x(3,2,g5) 0
 UP BND x(3,2,g5) 1
 LO BND x(3,3,g5) 0
 UP BND x(3,3,g5) 1
 LO BND x(4,3,g5) 0
 UP BND x(4,3,g5) 1
 LO BND x(4,4,g5) 0
 UP BND x(4,4,g5) 1
 LO BND x(4,5,g5) 0
 UP BND x(4,5,g5) 1
 LO BND x(5,5,g5) 0
 UP BND x(5,5,g5) 1
 LO BND x(5,6,g5) 0
 UP BND x(5,6,g5) 1
 LO BND x(6,4,g5) 0
 UP BND x(6,4,g5) 1
 LO BND x(6,5,g5) 0
 UP BND x(6,5,g5) 1
 LO BND x(7,5,g5) 0
 UP BND x(7,5,g5) 1
 LO BND x(2,9,g6) 0
 UP BND x(2,9,g6) 1
 LO BND x(3,9,g6) 0
 UP BND x(3,9,g6) 1
 LO BND x(4,9,g6) 0
 UP BND x(4,9,g6) 1
 LO BND x(5,9,g6) 0
 UP BND x(5,9,g6) 1
 LO BND x(6,9,g6) 0
 UP BND x(6,9,g6) 1
 LO BND x(7,9,g6) 0
 UP BND x(7,9,g6) 1
 LO BND x(4,0,g7) 0
 UP BND x(4,0,g7) 1
 LO BND x(5,0,g7) 0
 UP BND x(5,0,g7) 1
 LO BND x(6,0,g7) 0
 UP BND x(6,0,g7) 1
 LO BND x(4,3,g8) 0
 UP BND x(4,3,g8) 1
 LO BND x(5,1,g8) 0
 UP BND x(5,1,g8) 1
 LO BND x(5,2,g8) 0
 UP BND x(5,2,g8) 1
 LO BND x(5,3,g8) 0
 UP BND x(5,3,g8) 1
 LO BND x(6,1,g8) 0
 UP BND x(6,1,g8) 1
 LO BND x(3,6,g9) 0
 UP BND x(3,6,g9) 1
 LO BND x(3,7,g9) 0
 UP BND x(3,7,g9) 1
 LO BND x(3,8,g9) 0
 UP BND x(3,8,g9) 1
 LO BND x(4,6,g9) 0
 UP BND x(4,6,g9) 1
 LO BND x(4,7,g9) 0
 UP BND x(4,7,g9) 1
 LO BND x(4,8,g9) 0
 UP BND x(4,8,g9) 1
 LO BND x(5,7,g9) 0
 UP BND x(5,7,g9) 1
 LO BND x(5,8,g9) 0
 UP BND x(5,8,g9) 1
 LO BND x(6,7,g9) 0
 UP BND x(6,7,g9) 1
 LO BND x(6,8,g9) 0
 UP BND x(6,8,g9) 1
 LO BND x(6,9,g9) 0
 UP BND x(6,9,g9) 1
 LO BND x(7,7,g9) 0
 UP BND x(7,7,g9) 1
 LO BND x(7,8,g9) 0
 UP BND x(7,8,g9) 1
 LO BND x(7,9,g9) 0
 UP BND x(7,9,g9) 1
 LO BND x(4,3,g10) 0
 UP BND x(4,3,g10) 1
 LO BND x(5,1,g10) 0
 UP BND x(5,1,g10) 1
 LO BND x(5,3,g10) 0
 UP BND x(5,3,g10) 1
 LO BND x(5,4,g10) 0
 UP BND x(5,4,g10) 1
 LO BND x(6,1,g10) 0
 UP BND x(6,1,g10) 1
 LO BND x(6,2,g10) 0
 UP BND x(6,2,g10) 1
 LO BND x(6,3,g10) 0
 UP BND x(6,3,g10) 1
 LO BND x(6,4,g10) 0
 UP BND x(6,4,g10) 1
 LO BND x(6,5,g10) 0
 UP BND x(6,5,g10) 1
 LO BND x(7,2,g10) 0
 UP BND x(7,2,g10) 1
 LO BND x(7,3,g10) 0
 UP BND x(7,3,g10) 1
 LO BND x(7,5,g10) 0
 UP BND x(7,5,g10) 1
 LO BND x(8,3,g10) 0
 UP BND x(8,3,g10) 1
 LO BND x(4,5,g11) 0
 UP BND x(4,5,g11) 1
 LO BND x(4,6,g11) 0
 UP BND x(4,6,g11) 1
 LO BND x(5,6,g11) 0
 UP BND x(5,6,g11) 1
 LO BND x(6,4,g11) 0
 UP BND x(6,4,g11) 1
 LO BND x(6,5,g11) 0
 UP BND x(6,5,g11) 1
 LO BND x(6,6,g11) 0
 UP BND x(6,6,g11) 1
 LO BND x(6,7,g11) 0
 UP BND x(6,7,g11) 1
 LO BND x(7,5,g11) 0
 UP BND x(7,5,g11) 1
 LO BND x(7,6,g11) 0
 UP BND x(7,6,g11) 1
 LO BND x(7,7,g11) 0
 UP BND x(7,7,g11) 1
 LO BND x(7,8,g11) 0
 UP BND x(7,8,g11) 1
 LO BND x(8,6,g11) 0
 UP BND x(8,6,g11) 1
 LO BND x(9,6,g11) 0
 UP BND x(9,6,g11) 1
 LO BND x(9,7,g11) 0
 UP BND x(9,7,g11) 1
 LO BND x(5,1,g12) 0
 UP BND x(5,1,g12) 1
 LO BND x(6,1,g12) 0
 UP BND x(6,1,g12) 1
 LO BND x(7,0,g12) 0
 UP BND x(7,0,g12) 1
 LO BND x(7,1,g12) 0
 UP BND x(7,1,g12) 1
 LO BND x(8,0,g12) 0
 UP BND x(8,0,g12) 1
 LO BND x(9,0,g12) 0
 UP BND x(9,0,g12) 1
 LO BND x(7,4,g13) 0
 UP BND x(7,4,g13) 1
 LO BND x(7,5,g13) 0
 UP BND x(7,5,g13) 1
 LO BND x(8,3,g13) 0
 UP BND x(8,3,g13) 1
 LO BND x(8,4,g13) 0
 UP BND x(8,4,g13) 1
 LO BND x(7,7,g14) 0
 UP BND x(7,7,g14) 1
 LO BND x(7,8,g14) 0
 UP BND x(7,8,g14) 1
 LO BND x(8,7,g14) 0
 UP BND x(8,7,g14) 1
 LO BND x(9,6,g14) 0
 UP BND x(9,6,g14) 1
 LO BND x(9,7,g14) 0
 UP BND x(9,7,g14) 1
 LO BND x(7,8,g15) 0
 UP BND x(7,8,g15) 1
 LO BND x(8,8,g15) 0
 UP BND x(8,8,g15) 1
 LO BND x(8,9,g15) 0
 UP BND x(8,9,g15) 1
 LO BND x(9,9,g15) 0
 UP BND x(9,9,g15) 1
 LO BND x(8,0,g16) 0
 UP BND x(8,0,g16) 1
 LO BND x(8,1,g16) 0
 UP BND x(8,1,g16) 1
 LO BND x(8,2,g16) 0
 UP BND x(8,2,g16) 1
 LO BND x(9,0,g16) 0
 UP BND x(9,0,g16) 1
 LO BND x(9,1,g16) 0
 UP BND x(9,1,g16) 1
 LO BND x(9,2,g16) 0
 UP BND x(9,2,g16) 1
 LO BND x(8,5,g17) 0
 UP BND x(8,5,g17) 1
 LO BND x(9,5,g17) 0
 UP BND x(9,5,g17) 1
 LO BND x(9,3,g18) 0
 UP BND x(9,3,g18) 1
 LO BND x(9,4,g18) 0
 UP BND x(9,4,g18) 1
 LO BND x(9,7,g19) 0
 UP BND x(9,7,g19) 1
 LO BND x(9,8,g19) 0
 UP BND x(9,8,g19) 1
 LO BND x(9,9,g19) 0
 UP BND x(9,9,g19) 1
 UP BND f(g0,0,0,0,1) 6
 UP BND f(g0,0,1,0,2) 6
 UP BND f(g0,2,2,2,3) 6
 UP BND f(g0,2,3,2,4) 6
 UP BND f(g0,0,2,1,2) 6
 UP BND f(g0,1,2,2,2) 6
 UP BND f(g1,0,3,0,4) 20
 UP BND f(g1,0,4,0,5) 20
 UP BND f(g1,0,5,0,6) 20
 UP BND f(g1,0,6,0,7) 20
 UP BND f(g1,0,7,0,8) 20
 UP BND f(g1,0,8,0,9) 20
 UP BND f(g1,1,3,1,4) 20
 UP BND f(g1,1,4,1,5) 20
 UP BND f(g1,1,5,1,6) 20
 UP BND f(g1,1,6,1,7) 20
 UP BND f(g1,1,7,1,8) 20
 UP BND f(g1,1,8,1,9) 20
 UP BND f(g1,2,3,2,4) 20
 UP BND f(g1,2,4,2,5) 20
 UP BND f(g1,2,5,2,6) 20
 UP BND f(g1,2,6,2,7) 20
 UP BND f(g1,2,7,2,8) 20
 UP BND f(g1,2,8,2,9) 20
 UP BND f(g1,0,3,1,3) 20
 UP BND f(g1,0,4,1,4) 20
 UP BND f(g1,0,5,1,5) 20
 UP BND f(g1,0,6,1,6) 20
 UP BND f(g1,0,7,1,7) 20
 UP BND f(g1,0,8,1,8) 20
 UP BND f(g1,0,9,1,9) 20
 UP BND f(g1,1,3,2,3) 20
 UP BND f(g1,1,4,2,4) 20
 UP BND f(g1,1,5,2,5) 20
 UP BND f(g1,1,6,2,6) 20
 UP BND f(g1,1,7,2,7) 20
 UP BND f(g1,1,8,2,8) 20
 UP BND f(g1,1,9,2,9) 20
 UP BND f(g2,0,0,0,1) 7
 UP BND f(g2,1,0,1,1) 7
 UP BND f(g2,2,0,2,1) 7
 UP BND f(g2,3,0,3,1) 7
 UP BND f(g2,0,0,1,0) 7
 UP BND f(g2,0,1,1,1) 7
 UP BND f(g2,1,0,2,0) 7
 UP BND f(g2,1,1,2,1) 7
 UP BND f(g2,2,0,3,0) 7
 UP BND f(g2,2,1,3,1) 7
 UP BND f(g3,0,4,0,5) 29
 UP BND f(g3,1,3,1,4) 29
 UP BND f(g3,1,4,1,5) 29
 UP BND f(g3,2,2,2,3) 29
 UP BND f(g3,2,3,2,4) 29
 UP BND f(g3,3,0,3,1) 29
 UP BND f(g3,3,1,3,2) 29
 UP BND f(g3,3,2,3,3) 29
 UP BND f(g3,3,3,3,4) 29
 UP BND f(g3,3,4,3,5) 29
 UP BND f(g3,3,5,3,6) 29
 UP BND f(g3,3,6,3,7) 29
 UP BND f(g3,3,7,3,8) 29
 UP BND f(g3,3,8,3,9) 29
 UP BND f(g3,4,5,4,6) 29
 UP BND f(g3,4,6,4,7) 29
 UP BND f(g3,5,4,5,5) 29
 UP BND f(g3,5,5,5,6) 29
 UP BND f(g3,6,4,6,5) 29
 UP BND f(g3,0,4,1,4) 29
 UP BND f(g3,0,5,1,5) 29
 UP BND f(g3,1,3,2,3) 29
 UP BND f(g3,1,4,2,4) 29
 UP BND f(g3,2,2,3,2) 29
 UP BND f(g3,2,3,3,3) 29
 UP BND f(g3,2,4,3,4) 29
 UP BND f(g3,2,6,3,6) 29
 UP BND f(g3,2,9,3,9) 29
 UP BND f(g3,3,0,4,0) 29
 UP BND f(g3,3,3,4,3) 29
 UP BND f(g3,3,5,4,5) 29
 UP BND f(g3,3,6,4,6) 29
 UP BND f(g3,3,7,4,7) 29
 UP BND f(g3,4,5,5,5) 29
 UP BND f(g3,4,6,5,6) 29
 UP BND f(g3,5,4,6,4) 29
 UP BND f(g3,5,5,6,5) 29
 UP BND f(g4,2,2,2,3) 11
 UP BND f(g4,4,0,4,1) 11
 UP BND f(g4,4,1,4,2) 11
 UP BND f(g4,4,2,4,3) 11
 UP BND f(g4,6,0,6,1) 11
 UP BND f(g4,2,2,3,2) 11
 UP BND f(g4,3,0,4,0) 11
 UP BND f(g4,3,2,4,2) 11
 UP BND f(g4,4,1,5,1) 11
 UP BND f(g4,4,3,5,3) 11
 UP BND f(g4,5,1,6,1) 11
 UP BND f(g5,2,3,2,4) 12
 UP BND f(g5,3,2,3,3) 12
 UP BND f(g5,4,3,4,4) 12
 UP BND f(g5,4,4,4,5) 12
 UP BND f(g5,5,5,5,6) 12
 UP BND f(g5,6,4,6,5) 12
 UP BND f(g5,1,3,2,3) 12
 UP BND f(g5,2,3,3,3) 12
 UP BND f(g5,3,3,4,3) 12
 UP BND f(g5,4,5,5,5) 12
 UP BND f(g5,5,5,6,5) 12
 UP BND f(g5,6,5,7,5) 12
 UP BND f(g6,2,9,3,9) 5
 UP BND f(g6,3,9,4,9) 5
 UP BND f(g6,4,9,5,9) 5
 UP BND f(g6,5,9,6,9) 5
 UP BND f(g6,6,9,7,9) 5
 UP BND f(g7,4,0,5,0) 2
 UP BND f(g7,5,0,6,0) 2
 UP BND f(g8,5,1,5,2) 4
 UP BND f(g8,5,2,5,3) 4
 UP BND f(g8,4,3,5,3) 4
 UP BND f(g8,5,1,6,1) 4
 UP BND f(g9,3,6,3,7) 13
 UP BND f(g9,3,7,3,8) 13
 UP BND f(g9,4,6,4,7) 13
 UP BND f(g9,4,7,4,8) 13
 UP BND f(g9,5,7,5,8) 13
 UP BND f(g9,6,7,6,8) 13
 UP BND f(g9,6,8,6,9) 13
 UP BND f(g9,7,7,7,8) 13
 UP BND f(g9,7,8,7,9) 13
 UP BND f(g9,3,6,4,6) 13
 UP BND f(g9,3,7,4,7) 13
 UP BND f(g9,3,8,4,8) 13
 UP BND f(g9,4,7,5,7) 13
 UP BND f(g9,4,8,5,8) 13
 UP BND f(g9,5,7,6,7) 13
 UP BND f(g9,5,8,6,8) 13
 UP BND f(g9,6,7,7,7) 13
 UP BND f(g9,6,8,7,8) 13
 UP BND f(g9,6,9,7,9) 13
 UP BND f(g10,5,3,5,4) 12
 UP BND f(g10,6,1,6,2) 12
 UP BND f(g10,6,2,6,3) 12
 UP BND f(g10,6,3,6,4) 12
 UP BND f(g10,6,4,6,5) 12
 UP BND f(g10,7,2,7,3) 12
 UP BND f(g10,4,3,5,3) 12
 UP BND f(g10,5,1,6,1) 12
 UP BND f(g10,5,3,6,3) 12
 UP BND f(g10,5,4,6,4) 12
 UP BND f(g10,6,2,7,2) 12
 UP BND f(g10,6,3,7,3) 12
 UP BND f(g10,6,5,7,5) 12
 UP BND f(g10,7,3,8,3) 12
 UP BND f(g11,4,5,4,6) 13
 UP BND f(g11,6,4,6,5) 13
 UP BND f(g11,6,5,6,6) 13
 UP BND f(g11,6,6,6,7) 13
 UP BND f(g11,7,5,7,6) 13
 UP BND f(g11,7,6,7,7) 13
 UP BND f(g11,7,7,7,8) 13
 UP BND f(g11,9,6,9,7) 13
 UP BND f(g11,4,6,5,6) 13
 UP BND f(g11,5,6,6,6) 13
 UP BND f(g11,6,5,7,5) 13
 UP BND f(g11,6,6,7,6) 13
 UP BND f(g11,6,7,7,7) 13
 UP BND f(g11,7,6,8,6) 13
 UP BND f(g11,8,6,9,6) 13
 UP BND f(g12,7,0,7,1) 5
 UP BND f(g12,5,1,6,1) 5
 UP BND f(g12,6,1,7,1) 5
 UP BND f(g12,7,0,8,0) 5
 UP BND f(g12,8,0,9,0) 5
 UP BND f(g13,7,4,7,5) 3
 UP BND f(g13,8,3,8,4) 3
 UP BND f(g13,7,4,8,4) 3
 UP BND f(g14,7,7,7,8) 4
 UP BND f(g14,9,6,9,7) 4
 UP BND f(g14,7,7,8,7) 4
 UP BND f(g14,8,7,9,7) 4
 UP BND f(g15,8,8,8,9) 3
 UP BND f(g15,7,8,8,8) 3
 UP BND f(g15,8,9,9,9) 3
 UP BND f(g16,8,0,8,1) 5
 UP BND f(g16,8,1,8,2) 5
 UP BND f(g16,9,0,9,1) 5
 UP BND f(g16,9,1,9,2) 5
 UP BND f(g16,8,0,9,0) 5
 UP BND f(g16,8,1,9,1) 5
 UP BND f(g16,8,2,9,2) 5
 UP BND f(g17,8,5,9,5) 1
 UP BND f(g18,9,3,9,4) 1
 UP BND f(g19,9,7,9,8) 2
 UP BND f(g19,9,8,9,9) 2
 UP BND f(g0,0,1,0,0) 6
 UP BND f(g0,0,2,0,1) 6
 UP BND f(g0,2,3,2,2) 6
 UP BND f(g0,2,4,2,3) 6
 UP BND f(g0,1,2,0,2) 6
 UP BND f(g0,2,2,1,2) 6
 UP BND f(g1,0,4,0,3) 20
 UP BND f(g1,0,5,0,4) 20
 UP BND f(g1,0,6,0,5) 20
 UP BND f(g1,0,7,0,6) 20
 UP BND f(g1,0,8,0,7) 20
 UP BND f(g1,0,9,0,8) 20
 UP BND f(g1,1,4,1,3) 20
 UP BND f(g1,1,5,1,4) 20
 UP BND f(g1,1,6,1,5) 20
 UP BND f(g1,1,7,1,6) 20
 UP BND f(g1,1,8,1,7) 20
 UP BND f(g1,1,9,1,8) 20
 UP BND f(g1,2,4,2,3) 20
 UP BND f(g1,2,5,2,4) 20
 UP BND f(g1,2,6,2,5) 20
 UP BND f(g1,2,7,2,6) 20
 UP BND f(g1,2,8,2,7) 20
 UP BND f(g1,2,9,2,8) 20
 UP BND f(g1,1,3,0,3) 20
 UP BND f(g1,1,4,0,4) 20
 UP BND f(g1,1,5,0,5) 20
 UP BND f(g1,1,6,0,6) 20
 UP BND f(g1,1,7,0,7) 20
 UP BND f(g1,1,8,0,8) 20
 UP BND f(g1,1,9,0,9) 20
 UP BND f(g1,2,3,1,3) 20
 UP BND f(g1,2,4,1,4) 20
 UP BND f(g1,2,5,1,5) 20
 UP BND f(g1,2,6,1,6) 20
 UP BND f(g1,2,7,1,7) 20
 UP BND f(g1,2,8,1,8) 20
 UP BND f(g1,2,9,1,9) 20
 UP BND f(g2,0,1,0,0) 7
 UP BND f(g2,1,1,1,0) 7
 UP BND f(g2,2,1,2,0) 7
 UP BND f(g2,3,1,3,0) 7
 UP BND f(g2,1,0,0,0) 7
 UP BND f(g2,1,1,0,1) 7
 UP BND f(g2,2,0,1,0) 7
 UP BND f(g2,2,1,1,1) 7
 UP BND f(g2,3,0,2,0) 7
 UP BND f(g2,3,1,2,1) 7
 UP BND f(g3,0,5,0,4) 29
 UP BND f(g3,1,4,1,3) 29
 UP BND f(g3,1,5,1,4) 29
 UP BND f(g3,2,3,2,2) 29
 UP BND f(g3,2,4,2,3) 29
 UP BND f(g3,3,1,3,0) 29
 UP BND f(g3,3,2,3,1) 29
 UP BND f(g3,3,3,3,2) 29
 UP BND f(g3,3,4,3,3) 29
 UP BND f(g3,3,5,3,4) 29
 UP BND f(g3,3,6,3,5) 29
 UP BND f(g3,3,7,3,6) 29
 UP BND f(g3,3,8,3,7) 29
 UP BND f(g3,3,9,3,8) 29
 UP BND f(g3,4,6,4,5) 29
 UP BND f(g3,4,7,4,6) 29
 UP BND f(g3,5,5,5,4) 29
 UP BND f(g3,5,6,5,5) 29
 UP BND f(g3,6,5,6,4) 29
 UP BND f(g3,1,4,0,4) 29
 UP BND f(g3,1,5,0,5) 29
 UP BND f(g3,2,3,1,3) 29
 UP BND f(g3,2,4,1,4) 29
 UP BND f(g3,3,2,2,2) 29
 UP BND f(g3,3,3,2,3) 29
 UP BND f(g3,3,4,2,4) 29
 UP BND f(g3,3,6,2,6) 29
 UP BND f(g3,3,9,2,9) 29
 UP BND f(g3,4,0,3,0) 29
 UP BND f(g3,4,3,3,3) 29
 UP BND f(g3,4,5,3,5) 29
 UP BND f(g3,4,6,3,6) 29
 UP BND f(g3,4,7,3,7) 29
 UP BND f(g3,5,5,4,5) 29
 UP BND f(g3,5,6,4,6) 29
 UP BND f(g3,6,4,5,4) 29
 UP BND f(g3,6,5,5,5) 29
 UP BND f(g4,2,3,2,2) 11
 UP BND f(g4,4,1,4,0) 11
 UP BND f(g4,4,2,4,1) 11
 UP BND f(g4,4,3,4,2) 11
 UP BND f(g4,6,1,6,0) 11
 UP BND f(g4,3,2,2,2) 11
 UP BND f(g4,4,0,3,0) 11
 UP BND f(g4,4,2,3,2) 11
 UP BND f(g4,5,1,4,1) 11
 UP BND f(g4,5,3,4,3) 11
 UP BND f(g4,6,1,5,1) 11
 UP BND f(g5,2,4,2,3) 12
 UP BND f(g5,3,3,3,2) 12
 UP BND f(g5,4,4,4,3) 12
 UP BND f(g5,4,5,4,4) 12
 UP BND f(g5,5,6,5,5) 12
 UP BND f(g5,6,5,6,4) 12
 UP BND f(g5,2,3,1,3) 12
 UP BND f(g5,3,3,2,3) 12
 UP BND f(g5,4,3,3,3) 12
 UP BND f(g5,5,5,4,5) 12
 UP BND f(g5,6,5,5,5) 12
 UP BND f(g5,7,5,6,5) 12
 UP BND f(g6,3,9,2,9) 5
 UP BND f(g6,4,9,3,9) 5
 UP BND f(g6,5,9,4,9) 5
 UP BND f(g6,6,9,5,9) 5
 UP BND f(g6,7,9,6,9) 5
 UP BND f(g7,5,0,4,0) 2
 UP BND f(g7,6,0,5,0) 2
 UP BND f(g8,5,2,5,1) 4
 UP BND f(g8,5,3,5,2) 4
 UP BND f(g8,5,3,4,3) 4
 UP BND f(g8,6,1,5,1) 4
 UP BND f(g9,3,7,3,6) 13
 UP BND f(g9,3,8,3,7) 13
 UP BND f(g9,4,7,4,6) 13
 UP BND f(g9,4,8,4,7) 13
 UP BND f(g9,5,8,5,7) 13
 UP BND f(g9,6,8,6,7) 13
 UP BND f(g9,6,9,6,8) 13
 UP BND f(g9,7,8,7,7) 13
 UP BND f(g9,7,9,7,8) 13
 UP BND f(g9,4,6,3,6) 13
 UP BND f(g9,4,7,3,7) 13
 UP BND f(g9,4,8,3,8) 13
 UP BND f(g9,5,7,4,7) 13
 UP BND f(g9,5,8,4,8) 13
 UP BND f(g9,6,7,5,7) 13
 UP BND f(g9,6,8,5,8) 13
 UP BND f(g9,7,7,6,7) 13
 UP BND f(g9,7,8,6,8) 13
 UP BND f(g9,7,9,6,9) 13
 UP BND f(g10,5,4,5,3) 12
 UP BND f(g10,6,2,6,1) 12
 UP BND f(g10,6,3,6,2) 12
 UP BND f(g10,6,4,6,3) 12
 UP BND f(g10,6,5,6,4) 12
 UP BND f(g10,7,3,7,2) 12
 UP BND f(g10,5,3,4,3) 12
 UP BND f(g10,6,1,5,1) 12
 UP BND f(g10,6,3,5,3) 12
 UP BND f(g10,6,4,5,4) 12
 UP BND f(g10,7,2,6,2) 12
 UP BND f(g10,7,3,6,3) 12
 UP BND f(g10,7,5,6,5) 12
 UP BND f(g10,8,3,7,3) 12
 UP BND f(g11,4,6,4,5) 13
 UP BND f(g11,6,5,6,4) 13
 UP BND f(g11,6,6,6,5) 13
 UP BND f(g11,6,7,6,6) 13
 UP BND f(g11,7,6,7,5) 13
 UP BND f(g11,7,7,7,6) 13
 UP BND f(g11,7,8,7,7) 13
 UP BND f(g11,9,7,9,6) 13
 UP BND f(g11,5,6,4,6) 13
 UP BND f(g11,6,6,5,6) 13
 UP BND f(g11,7,5,6,5) 13
 UP BND f(g11,7,6,6,6) 13
 UP BND f(g11,7,7,6,7) 13
 UP BND f(g11,8,6,7,6) 13
 UP BND f(g11,9,6,8,6) 13
 UP BND f(g12,7,1,7,0) 5
 UP BND f(g12,6,1,5,1) 5
 UP BND f(g12,7,1,6,1) 5
 UP BND f(g12,8,0,7,0) 5
 UP BND f(g12,9,0,8,0) 5
 UP BND f(g13,7,5,7,4) 3
 UP BND f(g13,8,4,8,3) 3
 UP BND f(g13,8,4,7,4) 3
 UP BND f(g14,7,8,7,7) 4
 UP BND f(g14,9,7,9,6) 4
 UP BND f(g14,8,7,7,7) 4
 UP BND f(g14,9,7,8,7) 4
 UP BND f(g15,8,9,8,8) 3
 UP BND f(g15,8,8,7,8) 3
 UP BND f(g15,9,9,8,9) 3
 UP BND f(g16,8,1,8,0) 5
 UP BND f(g16,8,2,8,1) 5
 UP BND f(g16,9,1,9,0) 5
 UP BND f(g16,9,2,9,1) 5
 UP BND f(g16,9,0,8,0) 5
 UP BND f(g16,9,1,8,1) 5
 UP BND f(g16,9,2,8,2) 5
 UP BND f(g17,9,5,8,5) 1
 UP BND f(g18,9,4,9,3) 1
 UP BND f(g19,9,8,9,7) 2
 UP BND f(g19,9,9,9,8) 2
ENDATA
