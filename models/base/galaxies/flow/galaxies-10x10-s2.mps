NAME galaxies_flow_galaxies_10x10_s2
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
 E centre(0,8,g1)
 E centre(0,3,g2)
 E centre(0,4,g2)
 E centre(1,3,g2)
 E centre(1,4,g2)
 E centre(1,0,g3)
 E centre(1,1,g4)
 E centre(1,7,g5)
 E centre(1,8,g5)
 E centre(2,7,g5)
 E centre(2,8,g5)
 E centre(3,5,g6)
 E centre(3,6,g6)
 E centre(3,2,g7)
 E centre(4,2,g7)
 E centre(3,8,g8)
 E centre(4,8,g8)
 E centre(5,4,g9)
 E centre(5,8,g10)
 E centre(5,9,g10)
 E centre(6,8,g10)
 E centre(6,9,g10)
 E centre(6,0,g11)
 E centre(6,1,g11)
 E centre(6,3,g12)
 E centre(7,3,g12)
 E centre(7,5,g13)
 E centre(7,0,g14)
 E centre(8,0,g14)
 E centre(8,3,g15)
 E centre(8,4,g15)
 E centre(8,8,g16)
 E centre(9,2,g17)
 E centre(9,3,g17)
 E symmetry(0,1,g0)
 E symmetry(0,7,g1)
 E symmetry(0,3,g2)
 E symmetry(0,4,g2)
 E symmetry(0,5,g2)
 E symmetry(0,0,g3)
 E symmetry(0,6,g5)
 E symmetry(1,6,g5)
 E symmetry(1,7,g5)
 E symmetry(1,8,g5)
 E symmetry(1,9,g5)
 E symmetry(0,5,g6)
 E symmetry(0,6,g6)
 E symmetry(0,7,g6)
 E symmetry(1,5,g6)
 E symmetry(1,6,g6)
 E symmetry(2,4,g6)
 E symmetry(2,5,g6)
 E symmetry(2,6,g6)
 E symmetry(3,4,g6)
 E symmetry(3,5,g6)
 E symmetry(1,2,g7)
 E symmetry(2,1,g7)
 E symmetry(2,2,g7)
 E symmetry(2,3,g7)
 E symmetry(2,4,g7)
 E symmetry(3,0,g7)
 E symmetry(3,1,g7)
 E symmetry(3,2,g7)
 E symmetry(3,3,g7)
 E symmetry(3,4,g7)
 E symmetry(0,9,g8)
 E symmetry(1,9,g8)
 E symmetry(2,9,g8)
 E symmetry(3,7,g8)
 E symmetry(3,8,g8)
 E symmetry(3,9,g8)
 E symmetry(1,2,g9)
 E symmetry(2,1,g9)
 E symmetry(2,2,g9)
 E symmetry(2,3,g9)
 E symmetry(3,0,g9)
 E symmetry(3,1,g9)
 E symmetry(3,4,g9)
 E symmetry(4,1,g9)
 E symmetry(4,3,g9)
 E symmetry(4,4,g9)
 E symmetry(4,6,g9)
 E symmetry(5,1,g9)
 E symmetry(5,2,g9)
 E symmetry(5,3,g9)
 E symmetry(4,9,g10)
 E symmetry(5,8,g10)
 E symmetry(5,9,g10)
 E symmetry(3,0,g11)
 E symmetry(3,1,g11)
 E symmetry(4,0,g11)
 E symmetry(5,0,g11)
 E symmetry(6,0,g11)
 E symmetry(4,5,g12)
 E symmetry(4,6,g12)
 E symmetry(5,5,g12)
 E symmetry(6,2,g12)
 E symmetry(6,3,g12)
 E symmetry(6,4,g12)
 E symmetry(6,5,g12)
 E symmetry(5,5,g13)
 E symmetry(5,6,g13)
 E symmetry(6,4,g13)
 E symmetry(6,5,g13)
 E symmetry(7,4,g13)
 E symmetry(7,0,g14)
 E symmetry(7,1,g15)
 E symmetry(7,2,g15)
 E symmetry(7,6,g15)
 E symmetry(7,7,g15)
 E symmetry(8,1,g15)
 E symmetry(8,2,g15)
 E symmetry(8,3,g15)
 E symmetry(7,7,g16)
 E symmetry(7,8,g16)
 E symmetry(7,9,g16)
 E symmetry(8,7,g16)
 E symmetry(9,0,g17)
 E symmetry(9,1,g17)
 E symmetry(9,2,g17)
 E flow_balance(g0,0,2)
 E flow_balance(g1,0,7)
 E flow_balance(g1,0,9)
 E flow_balance(g2,0,4)
 E flow_balance(g2,0,5)
 E flow_balance(g2,1,2)
 E flow_balance(g2,1,3)
 E flow_balance(g2,1,4)
 E flow_balance(g3,0,0)
 E flow_balance(g3,2,0)
 E flow_balance(g5,0,6)
 E flow_balance(g5,1,6)
 E flow_balance(g5,1,8)
 E flow_balance(g5,1,9)
 E flow_balance(g5,2,6)
 E flow_balance(g5,2,7)
 E flow_balance(g5,2,8)
 E flow_balance(g5,2,9)
 E flow_balance(g5,3,9)
 E flow_balance(g6,0,5)
 E flow_balance(g6,0,6)
 E flow_balance(g6,0,7)
 E flow_balance(g6,1,5)
 E flow_balance(g6,1,6)
 E flow_balance(g6,2,4)
 E flow_balance(g6,2,5)
 E flow_balance(g6,2,6)
 E flow_balance(g6,3,4)
 E flow_balance(g6,3,6)
 E flow_balance(g6,3,7)
 E flow_balance(g6,4,5)
 E flow_balance(g6,4,6)
 E flow_balance(g6,4,7)
 E flow_balance(g6,5,5)
 E flow_balance(g6,5,6)
 E flow_balance(g6,6,4)
 E flow_balance(g6,6,5)
 E flow_balance(g6,6,6)
 E flow_balance(g7,1,2)
 E flow_balance(g7,2,1)
 E flow_balance(g7,2,2)
 E flow_balance(g7,2,3)
 E flow_balance(g7,2,4)
 E flow_balance(g7,3,0)
 E flow_balance(g7,3,1)
 E flow_balance(g7,3,3)
 E flow_balance(g7,3,4)
 E flow_balance(g7,4,0)
 E flow_balance(g7,4,1)
 E flow_balance(g7,4,2)
 E flow_balance(g7,4,3)
 E flow_balance(g7,4,4)
 E flow_balance(g7,5,0)
 E flow_balance(g7,5,1)
 E flow_balance(g7,5,2)
 E flow_balance(g7,5,3)
 E flow_balance(g7,6,2)
 E flow_balance(g8,0,9)
 E flow_balance(g8,1,9)
 E flow_balance(g8,2,9)
 E flow_balance(g8,3,7)
 E flow_balance(g8,3,9)
 E flow_balance(g8,4,7)
 E flow_balance(g8,4,8)
 E flow_balance(g8,4,9)
 E flow_balance(g8,5,7)
 E flow_balance(g8,6,7)
 E flow_balance(g8,7,7)
 E flow_balance(g9,1,2)
 E flow_balance(g9,2,1)
 E flow_balance(g9,2,2)
 E flow_balance(g9,2,3)
 E flow_balance(g9,3,0)
 E flow_balance(g9,3,1)
 E flow_balance(g9,3,4)
 E flow_balance(g9,4,1)
 E flow_balance(g9,4,3)
 E flow_balance(g9,4,4)
 E flow_balance(g9,4,6)
 E flow_balance(g9,5,1)
 E flow_balance(g9,5,2)
 E flow_balance(g9,5,3)
 E flow_balance(g9,5,5)
 E flow_balance(g9,5,6)
 E flow_balance(g9,5,7)
 E flow_balance(g9,6,2)
 E flow_balance(g9,6,4)
 E flow_balance(g9,6,5)
 E flow_balance(g9,6,7)
 E flow_balance(g9,7,4)
 E flow_balance(g9,7,7)
 E flow_balance(g9,7,8)
 E flow_balance(g9,8,5)
 E flow_balance(g9,8,6)
 E flow_balance(g9,8,7)
 E flow_balance(g9,9,6)
 E flow_balance(g10,4,9)
 E flow_balance(g10,5,9)
 E flow_balance(g10,6,8)
 E flow_balance(g10,6,9)
 E flow_balance(g10,7,8)
 E flow_balance(g11,3,0)
 E flow_balance(g11,3,1)
 E flow_balance(g11,4,0)
 E flow_balance(g11,5,0)
 E flow_balance(g11,6,1)
 E flow_balance(g11,7,1)
 E flow_balance(g11,8,1)
 E flow_balance(g11,9,0)
 E flow_balance(g11,9,1)
 E flow_balance(g12,4,5)
 E flow_balance(g12,4,6)
 E flow_balance(g12,5,5)
 E flow_balance(g12,6,2)
 E flow_balance(g12,6,4)
 E flow_balance(g12,6,5)
 E flow_balance(g12,7,1)
 E flow_balance(g12,7,2)
 E flow_balance(g12,7,3)
 E flow_balance(g12,7,4)
 E flow_balance(g12,8,1)
 E flow_balance(g12,9,0)
 E flow_balance(g12,9,1)
 E flow_balance(g13,5,5)
 E flow_balance(g13,5,6)
 E flow_balance(g13,6,4)
 E flow_balance(g13,6,5)
 E flow_balance(g13,7,4)
 E flow_balance(g13,7,6)
 E flow_balance(g13,8,5)
 E flow_balance(g13,8,6)
 E flow_balance(g13,9,4)
 E flow_balance(g13,9,5)
 E flow_balance(g14,8,0)
 E flow_balance(g15,7,1)
 E flow_balance(g15,7,2)
 E flow_balance(g15,7,6)
 E flow_balance(g15,7,7)
 E flow_balance(g15,8,1)
 E flow_balance(g15,8,2)
 E flow_balance(g15,8,4)
 E flow_balance(g15,8,5)
 E flow_balance(g15,8,6)
 E flow_balance(g15,9,0)
 E flow_balance(g15,9,1)
 E flow_balance(g15,9,5)
 E flow_balance(g15,9,6)
 E flow_balance(g16,7,7)
 E flow_balance(g16,7,8)
 E flow_balance(g16,7,9)
 E flow_balance(g16,8,7)
 E flow_balance(g16,8,9)
 E flow_balance(g16,9,7)
 E flow_balance(g16,9,8)
 E flow_balance(g16,9,9)
 E flow_balance(g17,9,0)
 E flow_balance(g17,9,1)
 E flow_balance(g17,9,3)
 E flow_balance(g17,9,4)
 E flow_balance(g17,9,5)
 L flow_cap_tail(g0,0,1,0,2)
 L flow_cap_tail(g1,0,7,0,8)
 L flow_cap_tail(g1,0,8,0,9)
 L flow_cap_tail(g2,0,3,0,4)
 L flow_cap_tail(g2,0,4,0,5)
 L flow_cap_tail(g2,1,2,1,3)
 L flow_cap_tail(g2,1,3,1,4)
 L flow_cap_tail(g2,0,3,1,3)
 L flow_cap_tail(g2,0,4,1,4)
 L flow_cap_tail(g3,0,0,1,0)
 L flow_cap_tail(g3,1,0,2,0)
 L flow_cap_tail(g5,1,6,1,7)
 L flow_cap_tail(g5,1,7,1,8)
 L flow_cap_tail(g5,1,8,1,9)
 L flow_cap_tail(g5,2,6,2,7)
 L flow_cap_tail(g5,2,7,2,8)
 L flow_cap_tail(g5,2,8,2,9)
 L flow_cap_tail(g5,0,6,1,6)
 L flow_cap_tail(g5,1,6,2,6)
 L flow_cap_tail(g5,1,7,2,7)
 L flow_cap_tail(g5,1,8,2,8)
 L flow_cap_tail(g5,1,9,2,9)
 L flow_cap_tail(g5,2,9,3,9)
 L flow_cap_tail(g6,0,5,0,6)
 L flow_cap_tail(g6,0,6,0,7)
 L flow_cap_tail(g6,1,5,1,6)
 L flow_cap_tail(g6,2,4,2,5)
 L flow_cap_tail(g6,2,5,2,6)
 L flow_cap_tail(g6,3,4,3,5)
 L flow_cap_tail(g6,3,5,3,6)
 L flow_cap_tail(g6,3,6,3,7)
 L flow_cap_tail(g6,4,5,4,6)
 L flow_cap_tail(g6,4,6,4,7)
 L flow_cap_tail(g6,5,5,5,6)
 L flow_cap_tail(g6,6,4,6,5)
 L flow_cap_tail(g6,6,5,6,6)
 L flow_cap_tail(g6,0,5,1,5)
 L flow_cap_tail(g6,0,6,1,6)
 L flow_cap_tail(g6,1,5,2,5)
 L flow_cap_tail(g6,1,6,2,6)
 L flow_cap_tail(g6,2,4,3,4)
 L flow_cap_tail(g6,2,5,3,5)
 L flow_cap_tail(g6,2,6,3,6)
 L flow_cap_tail(g6,3,5,4,5)
 L flow_cap_tail(g6,3,6,4,6)
 L flow_cap_tail(g6,3,7,4,7)
 L flow_cap_tail(g6,4,5,5,5)
 L flow_cap_tail(g6,4,6,5,6)
 L flow_cap_tail(g6,5,5,6,5)
 L flow_cap_tail(g6,5,6,6,6)
 L flow_cap_tail(g7,2,1,2,2)
 L flow_cap_tail(g7,2,2,2,3)
 L flow_cap_tail(g7,2,3,2,4)
 L flow_cap_tail(g7,3,0,3,1)
 L flow_cap_tail(g7,3,1,3,2)
 L flow_cap_tail(g7,3,2,3,3)
 L flow_cap_tail(g7,3,3,3,4)
 L flow_cap_tail(g7,4,0,4,1)
 L flow_cap_tail(g7,4,1,4,2)
 L flow_cap_tail(g7,4,2,4,3)
 L flow_cap_tail(g7,4,3,4,4)
 L flow_cap_tail(g7,5,0,5,1)
 L flow_cap_tail(g7,5,1,5,2)
 L flow_cap_tail(g7,5,2,5,3)
 L flow_cap_tail(g7,1,2,2,2)
 L flow_cap_tail(g7,2,1,3,1)
 L flow_cap_tail(g7,2,2,3,2)
 L flow_cap_tail(g7,2,3,3,3)
 L flow_cap_tail(g7,2,4,3,4)
 L flow_cap_tail(g7,3,0,4,0)
 L flow_cap_tail(g7,3,1,4,1)
 L flow_cap_tail(g7,3,2,4,2)
 L flow_cap_tail(g7,3,3,4,3)
 L flow_cap_tail(g7,3,4,4,4)
 L flow_cap_tail(g7,4,0,5,0)
 L flow_cap_tail(g7,4,1,5,1)
 L flow_cap_tail(g7,4,2,5,2)
 L flow_cap_tail(g7,4,3,5,3)
 L flow_cap_tail(g7,5,2,6,2)
 L flow_cap_tail(g8,3,7,3,8)
 L flow_cap_tail(g8,3,8,3,9)
 L flow_cap_tail(g8,4,7,4,8)
 L flow_cap_tail(g8,4,8,4,9)
 L flow_cap_tail(g8,0,9,1,9)
 L flow_cap_tail(g8,1,9,2,9)
 L flow_cap_tail(g8,2,9,3,9)
 L flow_cap_tail(g8,3,7,4,7)
 L flow_cap_tail(g8,3,8,4,8)
 L flow_cap_tail(g8,3,9,4,9)
 L flow_cap_tail(g8,4,7,5,7)
 L flow_cap_tail(g8,5,7,6,7)
 L flow_cap_tail(g8,6,7,7,7)
 L flow_cap_tail(g9,2,1,2,2)
 L flow_cap_tail(g9,2,2,2,3)
 L flow_cap_tail(g9,3,0,3,1)
 L flow_cap_tail(g9,4,3,4,4)
 L flow_cap_tail(g9,5,1,5,2)
 L flow_cap_tail(g9,5,2,5,3)
 L flow_cap_tail(g9,5,3,5,4)
 L flow_cap_tail(g9,5,4,5,5)
 L flow_cap_tail(g9,5,5,5,6)
 L flow_cap_tail(g9,5,6,5,7)
 L flow_cap_tail(g9,6,4,6,5)
 L flow_cap_tail(g9,7,7,7,8)
 L flow_cap_tail(g9,8,5,8,6)
 L flow_cap_tail(g9,8,6,8,7)
 L flow_cap_tail(g9,1,2,2,2)
 L flow_cap_tail(g9,2,1,3,1)
 L flow_cap_tail(g9,3,1,4,1)
 L flow_cap_tail(g9,3,4,4,4)
 L flow_cap_tail(g9,4,1,5,1)
 L flow_cap_tail(g9,4,3,5,3)
 L flow_cap_tail(g9,4,4,5,4)
 L flow_cap_tail(g9,4,6,5,6)
 L flow_cap_tail(g9,5,2,6,2)
 L flow_cap_tail(g9,5,4,6,4)
 L flow_cap_tail(g9,5,5,6,5)
 L flow_cap_tail(g9,5,7,6,7)
 L flow_cap_tail(g9,6,4,7,4)
 L flow_cap_tail(g9,6,7,7,7)
 L flow_cap_tail(g9,7,7,8,7)
 L flow_cap_tail(g9,8,6,9,6)
 L flow_cap_tail(g10,5,8,5,9)
 L flow_cap_tail(g10,6,8,6,9)
 L flow_cap_tail(g10,4,9,5,9)
 L flow_cap_tail(g10,5,8,6,8)
 L flow_cap_tail(g10,5,9,6,9)
 L flow_cap_tail(g10,6,8,7,8)
 L flow_cap_tail(g11,3,0,3,1)
 L flow_cap_tail(g11,6,0,6,1)
 L flow_cap_tail(g11,9,0,9,1)
 L flow_cap_tail(g11,3,0,4,0)
 L flow_cap_tail(g11,4,0,5,0)
 L flow_cap_tail(g11,5,0,6,0)
 L flow_cap_tail(g11,6,1,7,1)
 L flow_cap_tail(g11,7,1,8,1)
 L flow_cap_tail(g11,8,1,9,1)
 L flow_cap_tail(g12,4,5,4,6)
 L flow_cap_tail(g12,6,2,6,3)
 L flow_cap_tail(g12,6,3,6,4)
 L flow_cap_tail(g12,6,4,6,5)
 L flow_cap_tail(g12,7,1,7,2)
 L flow_cap_tail(g12,7,2,7,3)
 L flow_cap_tail(g12,7,3,7,4)
 L flow_cap_tail(g12,9,0,9,1)
 L flow_cap_tail(g12,4,5,5,5)
 L flow_cap_tail(g12,5,5,6,5)
 L flow_cap_tail(g12,6,2,7,2)
 L flow_cap_tail(g12,6,3,7,3)
 L flow_cap_tail(g12,6,4,7,4)
 L flow_cap_tail(g12,7,1,8,1)
 L flow_cap_tail(g12,8,1,9,1)
 L flow_cap_tail(g13,5,5,5,6)
 L flow_cap_tail(g13,6,4,6,5)
 L flow_cap_tail(g13,7,4,7,5)
 L flow_cap_tail(g13,7,5,7,6)
 L flow_cap_tail(g13,8,5,8,6)
 L flow_cap_tail(g13,9,4,9,5)
 L flow_cap_tail(g13,5,5,6,5)
 L flow_cap_tail(g13,6,4,7,4)
 L flow_cap_tail(g13,6,5,7,5)
 L flow_cap_tail(g13,7,5,8,5)
 L flow_cap_tail(g13,7,6,8,6)
 L flow_cap_tail(g13,8,5,9,5)
 L flow_cap_tail(g14,7,0,8,0)
 L flow_cap_tail(g15,7,1,7,2)
 L flow_cap_tail(g15,7,6,7,7)
 L flow_cap_tail(g15,8,1,8,2)
 L flow_cap_tail(g15,8,2,8,3)
 L flow_cap_tail(g15,8,3,8,4)
 L flow_cap_tail(g15,8,4,8,5)
 L flow_cap_tail(g15,8,5,8,6)
 L flow_cap_tail(g15,9,0,9,1)
 L flow_cap_tail(g15,9,5,9,6)
 L flow_cap_tail(g15,7,1,8,1)
 L flow_cap_tail(g15,7,2,8,2)
 L flow_cap_tail(g15,7,6,8,6)
 L flow_cap_tail(g15,8,1,9,1)
 L flow_cap_tail(g15,8,5,9,5)
 L flow_cap_tail(g15,8,6,9,6)
 L flow_cap_tail(g16,7,7,7,8)
 L flow_cap_tail(g16,7,8,7,9)
 L flow_cap_tail(g16,8,7,8,8)
 L flow_cap_tail(g16,8,8,8,9)
 L flow_cap_tail(g16,9,7,9,8)
 L flow_cap_tail(g16,9,8,9,9)
 L flow_cap_tail(g16,7,7,8,7)
 L flow_cap_tail(g16,7,8,8,8)
 L flow_cap_tail(g16,7,9,8,9)
 L flow_cap_tail(g16,8,7,9,7)
 L flow_cap_tail(g16,8,8,9,8)
 L flow_cap_tail(g16,8,9,9,9)
 L flow_cap_tail(g17,9,0,9,1)
 L flow_cap_tail(g17,9,1,9,2)
 L flow_cap_tail(g17,9,2,9,3)
 L flow_cap_tail(g17,9,3,9,4)
 L flow_cap_tail(g17,9,4,9,5)
 L flow_cap_tail(g0,0,2,0,1)
 L flow_cap_tail(g1,0,8,0,7)
 L flow_cap_tail(g1,0,9,0,8)
 L flow_cap_tail(g2,0,4,0,3)
 L flow_cap_tail(g2,0,5,0,4)
 L flow_cap_tail(g2,1,3,1,2)
 L flow_cap_tail(g2,1,4,1,3)
 L flow_cap_tail(g2,1,3,0,3)
 L flow_cap_tail(g2,1,4,0,4)
 L flow_cap_tail(g3,1,0,0,0)
 L flow_cap_tail(g3,2,0,1,0)
 L flow_cap_tail(g5,1,7,1,6)
 L flow_cap_tail(g5,1,8,1,7)
 L flow_cap_tail(g5,1,9,1,8)
 L flow_cap_tail(g5,2,7,2,6)
 L flow_cap_tail(g5,2,8,2,7)
 L flow_cap_tail(g5,2,9,2,8)
 L flow_cap_tail(g5,1,6,0,6)
 L flow_cap_tail(g5,2,6,1,6)
 L flow_cap_tail(g5,2,7,1,7)
 L flow_cap_tail(g5,2,8,1,8)
 L flow_cap_tail(g5,2,9,1,9)
 L flow_cap_tail(g5,3,9,2,9)
 L flow_cap_tail(g6,0,6,0,5)
 L flow_cap_tail(g6,0,7,0,6)
 L flow_cap_tail(g6,1,6,1,5)
 L flow_cap_tail(g6,2,5,2,4)
 L flow_cap_tail(g6,2,6,2,5)
 L flow_cap_tail(g6,3,5,3,4)
 L flow_cap_tail(g6,3,6,3,5)
 L flow_cap_tail(g6,3,7,3,6)
 L flow_cap_tail(g6,4,6,4,5)
 L flow_cap_tail(g6,4,7,4,6)
 L flow_cap_tail(g6,5,6,5,5)
 L flow_cap_tail(g6,6,5,6,4)
 L flow_cap_tail(g6,6,6,6,5)
 L flow_cap_tail(g6,1,5,0,5)
 L flow_cap_tail(g6,1,6,0,6)
 L flow_cap_tail(g6,2,5,1,5)
 L flow_cap_tail(g6,2,6,1,6)
 L flow_cap_tail(g6,3,4,2,4)
 L flow_cap_tail(g6,3,5,2,5)
 L flow_cap_tail(g6,3,6,2,6)
 L flow_cap_tail(g6,4,5,3,5)
 L flow_cap_tail(g6,4,6,3,6)
 L flow_cap_tail(g6,4,7,3,7)
 L flow_cap_tail(g6,5,5,4,5)
 L flow_cap_tail(g6,5,6,4,6)
 L flow_cap_tail(g6,6,5,5,5)
 L flow_cap_tail(g6,6,6,5,6)
 L flow_cap_tail(g7,2,2,2,1)
 L flow_cap_tail(g7,2,3,2,2)
 L flow_cap_tail(g7,2,4,2,3)
 L flow_cap_tail(g7,3,1,3,0)
 L flow_cap_tail(g7,3,2,3,1)
 L flow_cap_tail(g7,3,3,3,2)
 L flow_cap_tail(g7,3,4,3,3)
 L flow_cap_tail(g7,4,1,4,0)
 L flow_cap_tail(g7,4,2,4,1)
 L flow_cap_tail(g7,4,3,4,2)
 L flow_cap_tail(g7,4,4,4,3)
 L flow_cap_tail(g7,5,1,5,0)
 L flow_cap_tail(g7,5,2,5,1)
 L flow_cap_tail(g7,5,3,5,2)
 L flow_cap_tail(g7,2,2,1,2)
 L flow_cap_tail(g7,3,1,2,1)
 L flow_cap_tail(g7,3,2,2,2)
 L flow_cap_tail(g7,3,3,2,3)
 L flow_cap_tail(g7,3,4,2,4)
 L flow_cap_tail(g7,4,0,3,0)
 L flow_cap_tail(g7,4,1,3,1)
 L flow_cap_tail(g7,4,2,3,2)
 L flow_cap_tail(g7,4,3,3,3)
 L flow_cap_tail(g7,4,4,3,4)
 L flow_cap_tail(g7,5,0,4,0)
 L flow_cap_tail(g7,5,1,4,1)
 L flow_cap_tail(g7,5,2,4,2)
 L flow_cap_tail(g7,5,3,4,3)
 L flow_cap_tail(g7,6,2,5,2)
 L flow_cap_tail(g8,3,8,3,7)
 L flow_cap_tail(g8,3,9,3,8)
 L flow_cap_tail(g8,4,8,4,7)
 L flow_cap_tail(g8,4,9,4,8)
 L flow_cap_tail(g8,1,9,0,9)
 L flow_cap_tail(g8,2,9,1,9)
 L flow_cap_tail(g8,3,9,2,9)
 L flow_cap_tail(g8,4,7,3,7)
 L flow_cap_tail(g8,4,8,3,8)
 L flow_cap_tail(g8,4,9,3,9)
 L flow_cap_tail(g8,5,7,4,7)
 L flow_cap_tail(g8,6,7,5,7)
 L flow_cap_tail(g8,7,7,6,7)
 L flow_cap_tail(g9,2,2,2,1)
 L flow_cap_tail(g9,2,3,2,2)
 L flow_cap_tail(g9,3,1,3,0)
 L flow_cap_tail(g9,4,4,4,3)
 L flow_cap_tail(g9,5,2,5,1)
 L flow_cap_tail(g9,5,3,5,2)
 L flow_cap_tail(g9,5,4,5,3)
 L flow_cap_tail(g9,5,5,5,4)
 L flow_cap_tail(g9,5,6,5,5)
 L flow_cap_tail(g9,5,7,5,6)
 L flow_cap_tail(g9,6,5,6,4)
 L flow_cap_tail(g9,7,8,7,7)
 L flow_cap_tail(g9,8,6,8,5)
 L flow_cap_tail(g9,8,7,8,6)
 L flow_cap_tail(g9,2,2,1,2)
 L flow_cap_tail(g9,3,1,2,1)
 L flow_cap_tail(g9,4,1,3,1)
 L flow_cap_tail(g9,4,4,3,4)
 L flow_cap_tail(g9,5,1,4,1)
 L flow_cap_tail(g9,5,3,4,3)
 L flow_cap_tail(g9,5,4,4,4)
 L flow_cap_tail(g9,5,6,4,6)
 L flow_cap_tail(g9,6,2,5,2)
 L flow_cap_tail(g9,6,4,5,4)
 L flow_cap_tail(g9,6,5,5,5)
 L flow_cap_tail(g9,6,7,5,7)
 L flow_cap_tail(g9,7,4,6,4)
 L flow_cap_tail(g9,7,7,6,7)
 L flow_cap_tail(g9,8,7,7,7)
 L flow_cap_tail(g9,9,6,8,6)
 L flow_cap_tail(g10,5,9,5,8)
 L flow_cap_tail(g10,6,9,6,8)
 L flow_cap_tail(g10,5,9,4,9)
 L flow_cap_tail(g10,6,8,5,8)
 L flow_cap_tail(g10,6,9,5,9)
 L flow_cap_tail(g10,7,8,6,8)
 L flow_cap_tail(g11,3,1,3,0)
 L flow_cap_tail(g11,6,1,6,0)
 L flow_cap_tail(g11,9,1,9,0)
 L flow_cap_tail(g11,4,0,3,0)
 L flow_cap_tail(g11,5,0,4,0)
 L flow_cap_tail(g11,6,0,5,0)
 L flow_cap_tail(g11,7,1,6,1)
 L flow_cap_tail(g11,8,1,7,1)
 L flow_cap_tail(g11,9,1,8,1)
 L flow_cap_tail(g12,4,6,4,5)
 L flow_cap_tail(g12,6,3,6,2)
 L flow_cap_tail(g12,6,4,6,3)
 L flow_cap_tail(g12,6,5,6,4)
 L flow_cap_tail(g12,7,2,7,1)
 L flow_cap_tail(g12,7,3,7,2)
 L flow_cap_tail(g12,7,4,7,3)
 L flow_cap_tail(g12,9,1,9,0)
 L flow_cap_tail(g12,5,5,4,5)
 L flow_cap_tail(g12,6,5,5,5)
 L flow_cap_tail(g12,7,2,6,2)
 L flow_cap_tail(g12,7,3,6,3)
 L flow_cap_tail(g12,7,4,6,4)
 L flow_cap_tail(g12,8,1,7,1)
 L flow_cap_tail(g12,9,1,8,1)
 L flow_cap_tail(g13,5,6,5,5)
 L flow_cap_tail(g13,6,5,6,4)
 L flow_cap_tail(g13,7,5,7,4)
 L flow_cap_tail(g13,7,6,7,5)
 L flow_cap_tail(g13,8,6,8,5)
 L flow_cap_tail(g13,9,5,9,4)
 L flow_cap_tail(g13,6,5,5,5)
 L flow_cap_tail(g13,7,4,6,4)
 L flow_cap_tail(g13,7,5,6,5)
 L flow_cap_tail(g13,8,5,7,5)
 L flow_cap_tail(g13,8,6,7,6)
 L flow_cap_tail(g13,9,5,8,5)
 L flow_cap_tail(g14,8,0,7,0)
 L flow_cap_tail(g15,7,2,7,1)
 L flow_cap_tail(g15,7,7,7,6)
 L flow_cap_tail(g15,8,2,8,1)
 L flow_cap_tail(g15,8,3,8,2)
 L flow_cap_tail(g15,8,4,8,3)
 L flow_cap_tail(g15,8,5,8,4)
 L flow_cap_tail(g15,8,6,8,5)
 L flow_cap_tail(g15,9,1,9,0)
 L flow_cap_tail(g15,9,6,9,5)
 L flow_cap_tail(g15,8,1,7,1)
 L flow_cap_tail(g15,8,2,7,2)
 L flow_cap_tail(g15,8,6,7,6)
 L flow_cap_tail(g15,9,1,8,1)
 L flow_cap_tail(g15,9,5,8,5)
 L flow_cap_tail(g15,9,6,8,6)
 L flow_cap_tail(g16,7,8,7,7)
 L flow_cap_tail(g16,7,9,7,8)
 L flow_cap_tail(g16,8,8,8,7)
 L flow_cap_tail(g16,8,9,8,8)
 L flow_cap_tail(g16,9,8,9,7)
 L flow_cap_tail(g16,9,9,9,8)
 L flow_cap_tail(g16,8,7,7,7)
 L flow_cap_tail(g16,8,8,7,8)
 L flow_cap_tail(g16,8,9,7,9)
 L flow_cap_tail(g16,9,7,8,7)
 L flow_cap_tail(g16,9,8,8,8)
 L flow_cap_tail(g16,9,9,8,9)
 L flow_cap_tail(g17,9,1,9,0)
 L flow_cap_tail(g17,9,2,9,1)
 L flow_cap_tail(g17,9,3,9,2)
 L flow_cap_tail(g17,9,4,9,3)
 L flow_cap_tail(g17,9,5,9,4)
 L flow_cap_head(g0,0,1,0,2)
 L flow_cap_head(g1,0,7,0,8)
 L flow_cap_head(g1,0,8,0,9)
 L flow_cap_head(g2,0,3,0,4)
 L flow_cap_head(g2,0,4,0,5)
 L flow_cap_head(g2,1,2,1,3)
 L flow_cap_head(g2,1,3,1,4)
 L flow_cap_head(g2,0,3,1,3)
 L flow_cap_head(g2,0,4,1,4)
 L flow_cap_head(g3,0,0,1,0)
 L flow_cap_head(g3,1,0,2,0)
 L flow_cap_head(g5,1,6,1,7)
 L flow_cap_head(g5,1,7,1,8)
 L flow_cap_head(g5,1,8,1,9)
 L flow_cap_head(g5,2,6,2,7)
 L flow_cap_head(g5,2,7,2,8)
 L flow_cap_head(g5,2,8,2,9)
 L flow_cap_head(g5,0,6,1,6)
 L flow_cap_head(g5,1,6,2,6)
 L flow_cap_head(g5,1,7,2,7)
 L flow_cap_head(g5,1,8,2,8)
 L flow_cap_head(g5,1,9,2,9)
 L flow_cap_head(g5,2,9,3,9)
 L flow_cap_head(g6,0,5,0,6)
 L flow_cap_head(g6,0,6,0,7)
 L flow_cap_head(g6,1,5,1,6)
 L flow_cap_head(g6,2,4,2,5)
 L flow_cap_head(g6,2,5,2,6)
 L flow_cap_head(g6,3,4,3,5)
 L flow_cap_head(g6,3,5,3,6)
 L flow_cap_head(g6,3,6,3,7)
 L flow_cap_head(g6,4,5,4,6)
 L flow_cap_head(g6,4,6,4,7)
 L flow_cap_head(g6,5,5,5,6)
 L flow_cap_head(g6,6,4,6,5)
 L flow_cap_head(g6,6,5,6,6)
 L flow_cap_head(g6,0,5,1,5)
 L flow_cap_head(g6,0,6,1,6)
 L flow_cap_head(g6,1,5,2,5)
 L flow_cap_head(g6,1,6,2,6)
 L flow_cap_head(g6,2,4,3,4)
 L flow_cap_head(g6,2,5,3,5)
 L flow_cap_head(g6,2,6,3,6)
 L flow_cap_head(g6,3,5,4,5)
 L flow_cap_head(g6,3,6,4,6)
 L flow_cap_head(g6,3,7,4,7)
 L flow_cap_head(g6,4,5,5,5)
 L flow_cap_head(g6,4,6,5,6)
 L flow_cap_head(g6,5,5,6,5)
 L flow_cap_head(g6,5,6,6,6)
 L flow_cap_head(g7,2,1,2,2)
 L flow_cap_head(g7,2,2,2,3)
 L flow_cap_head(g7,2,3,2,4)
 L flow_cap_head(g7,3,0,3,1)
 L flow_cap_head(g7,3,1,3,2)
 L flow_cap_head(g7,3,2,3,3)
 L flow_cap_head(g7,3,3,3,4)
 L flow_cap_head(g7,4,0,4,1)
 L flow_cap_head(g7,4,1,4,2)
 L flow_cap_head(g7,4,2,4,3)
 L flow_cap_head(g7,4,3,4,4)
 L flow_cap_head(g7,5,0,5,1)
 L flow_cap_head(g7,5,1,5,2)
 L flow_cap_head(g7,5,2,5,3)
 L flow_cap_head(g7,1,2,2,2)
 L flow_cap_head(g7,2,1,3,1)
 L flow_cap_head(g7,2,2,3,2)
 L flow_cap_head(g7,2,3,3,3)
 L flow_cap_head(g7,2,4,3,4)
 L flow_cap_head(g7,3,0,4,0)
 L flow_cap_head(g7,3,1,4,1)
 L flow_cap_head(g7,3,2,4,2)
 L flow_cap_head(g7,3,3,4,3)
 L flow_cap_head(g7,3,4,4,4)
 L flow_cap_head(g7,4,0,5,0)
 L flow_cap_head(g7,4,1,5,1)
 L flow_cap_head(g7,4,2,5,2)
 L flow_cap_head(g7,4,3,5,3)
 L flow_cap_head(g7,5,2,6,2)
 L flow_cap_head(g8,3,7,3,8)
 L flow_cap_head(g8,3,8,3,9)
 L flow_cap_head(g8,4,7,4,8)
 L flow_cap_head(g8,4,8,4,9)
 L flow_cap_head(g8,0,9,1,9)
 L flow_cap_head(g8,1,9,2,9)
 L flow_cap_head(g8,2,9,3,9)
 L flow_cap_head(g8,3,7,4,7)
 L flow_cap_head(g8,3,8,4,8)
 L flow_cap_head(g8,3,9,4,9)
 L flow_cap_head(g8,4,7,5,7)
 L flow_cap_head(g8,5,7,6,7)
 L flow_cap_head(g8,6,7,7,7)
 L flow_cap_head(g9,2,1,2,2)
 L flow_cap_head(g9,2,2,2,3)
 L flow_cap_head(g9,3,0,3,1)
 L flow_cap_head(g9,4,3,4,4)
 L flow_cap_head(g9,5,1,5,2)
 L flow_cap_head(g9,5,2,5,3)
 L flow_cap_head(g9,5,3,5,4)
 L flow_cap_head(g9,5,4,5,5)
 L flow_cap_head(g9,5,5,5,6)
 L flow_cap_head(g9,5,6,5,7)
 L flow_cap_head(g9,6,4,6,5)
 L flow_cap_head(g9,7,7,7,8)
 L flow_cap_head(g9,8,5,8,6)
 L flow_cap_head(g9,8,6,8,7)
 L flow_cap_head(g9,1,2,2,2)
 L flow_cap_head(g9,2,1,3,1)
 L flow_cap_head(g9,3,1,4,1)
 L flow_cap_head(g9,3,4,4,4)
 L flow_cap_head(g9,4,1,5,1)
 L flow_cap_head(g9,4,3,5,3)
 L flow_cap_head(g9,4,4,5,4)
 L flow_cap_head(g9,4,6,5,6)
 L flow_cap_head(g9,5,2,6,2)
 L flow_cap_head(g9,5,4,6,4)
 L flow_cap_head(g9,5,5,6,5)
 L flow_cap_head(g9,5,7,6,7)
 L flow_cap_head(g9,6,4,7,4)
 L flow_cap_head(g9,6,7,7,7)
 L flow_cap_head(g9,7,7,8,7)
 L flow_cap_head(g9,8,6,9,6)
 L flow_cap_head(g10,5,8,5,9)
 L flow_cap_head(g10,6,8,6,9)
 L flow_cap_head(g10,4,9,5,9)
 L flow_cap_head(g10,5,8,6,8)
 L flow_cap_head(g10,5,9,6,9)
 L flow_cap_head(g10,6,8,7,8)
 L flow_cap_head(g11,3,0,3,1)
 L flow_cap_head(g11,6,0,6,1)
 L flow_cap_head(g11,9,0,9,1)
 L flow_cap_head(g11,3,0,4,0)
 L flow_cap_head(g11,4,0,5,0)
 L flow_cap_head(g11,5,0,6,0)
 L flow_cap_head(g11,6,1,7,1)
 L flow_cap_head(g11,7,1,8,1)
 L flow_cap_head(g11,8,1,9,1)
 L flow_cap_head(g12,4,5,4,6)
 L flow_cap_head(g12,6,2,6,3)
 L flow_cap_head(g12,6,3,6,4)
 L flow_cap_head(g12,6,4,6,5)
 L flow_cap_head(g12,7,1,7,2)
 L flow_cap_head(g12,7,2,7,3)
 L flow_cap_head(g12,7,3,7,4)
 L flow_cap_head(g12,9,0,9,1)
 L flow_cap_head(g12,4,5,5,5)
 L flow_cap_head(g12,5,5,6,5)
 L flow_cap_head(g12,6,2,7,2)
 L flow_cap_head(g12,6,3,7,3)
 L flow_cap_head(g12,6,4,7,4)
 L flow_cap_head(g12,7,1,8,1)
 L flow_cap_head(g12,8,1,9,1)
 L flow_cap_head(g13,5,5,5,6)
 L flow_cap_head(g13,6,4,6,5)
 L flow_cap_head(g13,7,4,7,5)
 L flow_cap_head(g13,7,5,7,6)
 L flow_cap_head(g13,8,5,8,6)
 L flow_cap_head(g13,9,4,9,5)
 L flow_cap_head(g13,5,5,6,5)
 L flow_cap_head(g13,6,4,7,4)
 L flow_cap_head(g13,6,5,7,5)
 L flow_cap_head(g13,7,5,8,5)
 L flow_cap_head(g13,7,6,8,6)
 L flow_cap_head(g13,8,5,9,5)
 L flow_cap_head(g14,7,0,8,0)
 L flow_cap_head(g15,7,1,7,2)
 L flow_cap_head(g15,7,6,7,7)
 L flow_cap_head(g15,8,1,8,2)
 L flow_cap_head(g15,8,2,8,3)
 L flow_cap_head(g15,8,3,8,4)
 L flow_cap_head(g15,8,4,8,5)
 L flow_cap_head(g15,8,5,8,6)
 L flow_cap_head(g15,9,0,9,1)
 L flow_cap_head(g15,9,5,9,6)
 L flow_cap_head(g15,7,1,8,1)
 L flow_cap_head(g15,7,2,8,2)
 L flow_cap_head(g15,7,6,8,6)
 L flow_cap_head(g15,8,1,9,1)
 L flow_cap_head(g15,8,5,9,5)
 L flow_cap_head(g15,8,6,9,6)
 L flow_cap_head(g16,7,7,7,8)
 L flow_cap_head(g16,7,8,7,9)
 L flow_cap_head(g16,8,7,8,8)
 L flow_cap_head(g16,8,8,8,9)
 L flow_cap_head(g16,9,7,9,8)
 L flow_cap_head(g16,9,8,9,9)
 L flow_cap_head(g16,7,7,8,7)
 L flow_cap_head(g16,7,8,8,8)
 L flow_cap_head(g16,7,9,8,9)
 L flow_cap_head(g16,8,7,9,7)
 L flow_cap_head(g16,8,8,9,8)
 L flow_cap_head(g16,8,9,9,9)
 L flow_cap_head(g17,9,0,9,1)
 L flow_cap_head(g17,9,1,9,2)
 L flow_cap_head(g17,9,2,9,3)
 L flow_cap_head(g17,9,3,9,4)
 L flow_cap_head(g17,9,4,9,5)
 L flow_cap_head(g0,0,2,0,1)
 L flow_cap_head(g1,0,8,0,7)
 L flow_cap_head(g1,0,9,0,8)
 L flow_cap_head(g2,0,4,0,3)
 L flow_cap_head(g2,0,5,0,4)
 L flow_cap_head(g2,1,3,1,2)
 L flow_cap_head(g2,1,4,1,3)
 L flow_cap_head(g2,1,3,0,3)
 L flow_cap_head(g2,1,4,0,4)
 L flow_cap_head(g3,1,0,0,0)
 L flow_cap_head(g3,2,0,1,0)
 L flow_cap_head(g5,1,7,1,6)
 L flow_cap_head(g5,1,8,1,7)
 L flow_cap_head(g5,1,9,1,8)
 L flow_cap_head(g5,2,7,2,6)
 L flow_cap_head(g5,2,8,2,7)
 L flow_cap_head(g5,2,9,2,8)
 L flow_cap_head(g5,1,6,0,6)
 L flow_cap_head(g5,2,6,1,6)
 L flow_cap_head(g5,2,7,1,7)
 L flow_cap_head(g5,2,8,1,8)
 L flow_cap_head(g5,2,9,1,9)
 L flow_cap_head(g5,3,9,2,9)
 L flow_cap_head(g6,0,6,0,5)
 L flow_cap_head(g6,0,7,0,6)
 L flow_cap_head(g6,1,6,1,5)
 L flow_cap_head(g6,2,5,2,4)
 L flow_cap_head(g6,2,6,2,5)
 L flow_cap_head(g6,3,5,3,4)
 L flow_cap_head(g6,3,6,3,5)
 L flow_cap_head(g6,3,7,3,6)
 L flow_cap_head(g6,4,6,4,5)
 L flow_cap_head(g6,4,7,4,6)
 L flow_cap_head(g6,5,6,5,5)
 L flow_cap_head(g6,6,5,6,4)
 L flow_cap_head(g6,6,6,6,5)
 L flow_cap_head(g6,1,5,0,5)
 L flow_cap_head(g6,1,6,0,6)
 L flow_cap_head(g6,2,5,1,5)
 L flow_cap_head(g6,2,6,1,6)
 L flow_cap_head(g6,3,4,2,4)
 L flow_cap_head(g6,3,5,2,5)
 L flow_cap_head(g6,3,6,2,6)
 L flow_cap_head(g6,4,5,3,5)
 L flow_cap_head(g6,4,6,3,6)
 L flow_cap_head(g6,4,7,3,7)
 L flow_cap_head(g6,5,5,4,5)
 L flow_cap_head(g6,5,6,4,6)
 L flow_cap_head(g6,6,5,5,5)
 L flow_cap_head(g6,6,6,5,6)
 L flow_cap_head(g7,2,2,2,1)
 L flow_cap_head(g7,2,3,2,2)
 L flow_cap_head(g7,2,4,2,3)
 L flow_cap_head(g7,3,1,3,0)
 L flow_cap_head(g7,3,2,3,1)
 L flow_cap_head(g7,3,3,3,2)
 L flow_cap_head(g7,3,4,3,3)
 L flow_cap_head(g7,4,1,4,0)
 L flow_cap_head(g7,4,2,4,1)
 L flow_cap_head(g7,4,3,4,2)
 L flow_cap_head(g7,4,4,4,3)
 L flow_cap_head(g7,5,1,5,0)
 L flow_cap_head(g7,5,2,5,1)
 L flow_cap_head(g7,5,3,5,2)
 L flow_cap_head(g7,2,2,1,2)
 L flow_cap_head(g7,3,1,2,1)
 L flow_cap_head(g7,3,2,2,2)
 L flow_cap_head(g7,3,3,2,3)
 L flow_cap_head(g7,3,4,2,4)
 L flow_cap_head(g7,4,0,3,0)
 L flow_cap_head(g7,4,1,3,1)
 L flow_cap_head(g7,4,2,3,2)
 L flow_cap_head(g7,4,3,3,3)
 L flow_cap_head(g7,4,4,3,4)
 L flow_cap_head(g7,5,0,4,0)
 L flow_cap_head(g7,5,1,4,1)
 L flow_cap_head(g7,5,2,4,2)
 L flow_cap_head(g7,5,3,4,3)
 L flow_cap_head(g7,6,2,5,2)
 L flow_cap_head(g8,3,8,3,7)
 L flow_cap_head(g8,3,9,3,8)
 L flow_cap_head(g8,4,8,4,7)
 L flow_cap_head(g8,4,9,4,8)
 L flow_cap_head(g8,1,9,0,9)
 L flow_cap_head(g8,2,9,1,9)
 L flow_cap_head(g8,3,9,2,9)
 L flow_cap_head(g8,4,7,3,7)
 L flow_cap_head(g8,4,8,3,8)
 L flow_cap_head(g8,4,9,3,9)
 L flow_cap_head(g8,5,7,4,7)
 L flow_cap_head(g8,6,7,5,7)
 L flow_cap_head(g8,7,7,6,7)
 L flow_cap_head(g9,2,2,2,1)
 L flow_cap_head(g9,2,3,2,2)
 L flow_cap_head(g9,3,1,3,0)
 L flow_cap_head(g9,4,4,4,3)
 L flow_cap_head(g9,5,2,5,1)
 L flow_cap_head(g9,5,3,5,2)
 L flow_cap_head(g9,5,4,5,3)
 L flow_cap_head(g9,5,5,5,4)
 L flow_cap_head(g9,5,6,5,5)
 L flow_cap_head(g9,5,7,5,6)
 L flow_cap_head(g9,6,5,6,4)
 L flow_cap_head(g9,7,8,7,7)
 L flow_cap_head(g9,8,6,8,5)
 L flow_cap_head(g9,8,7,8,6)
 L flow_cap_head(g9,2,2,1,2)
 L flow_cap_head(g9,3,1,2,1)
 L flow_cap_head(g9,4,1,3,1)
 L flow_cap_head(g9,4,4,3,4)
 L flow_cap_head(g9,5,1,4,1)
 L flow_cap_head(g9,5,3,4,3)
 L flow_cap_head(g9,5,4,4,4)
 L flow_cap_head(g9,5,6,4,6)
 L flow_cap_head(g9,6,2,5,2)
 L flow_cap_head(g9,6,4,5,4)
 L flow_cap_head(g9,6,5,5,5)
 L flow_cap_head(g9,6,7,5,7)
 L flow_cap_head(g9,7,4,6,4)
 L flow_cap_head(g9,7,7,6,7)
 L flow_cap_head(g9,8,7,7,7)
 L flow_cap_head(g9,9,6,8,6)
 L flow_cap_head(g10,5,9,5,8)
 L flow_cap_head(g10,6,9,6,8)
 L flow_cap_head(g10,5,9,4,9)
 L flow_cap_head(g10,6,8,5,8)
 L flow_cap_head(g10,6,9,5,9)
 L flow_cap_head(g10,7,8,6,8)
 L flow_cap_head(g11,3,1,3,0)
 L flow_cap_head(g11,6,1,6,0)
 L flow_cap_head(g11,9,1,9,0)
 L flow_cap_head(g11,4,0,3,0)
 L flow_cap_head(g11,5,0,4,0)
 L flow_cap_head(g11,6,0,5,0)
 L flow_cap_head(g11,7,1,6,1)
 L flow_cap_head(g11,8,1,7,1)
 L flow_cap_head(g11,9,1,8,1)
 L flow_cap_head(g12,4,6,4,5)
 L flow_cap_head(g12,6,3,6,2)
 L flow_cap_head(g12,6,4,6,3)
 L flow_cap_head(g12,6,5,6,4)
 L flow_cap_head(g12,7,2,7,1)
 L flow_cap_head(g12,7,3,7,2)
 L flow_cap_head(g12,7,4,7,3)
 L flow_cap_head(g12,9,1,9,0)
 L flow_cap_head(g12,5,5,4,5)
 L flow_cap_head(g12,6,5,5,5)
 L flow_cap_head(g12,7,2,6,2)
 L flow_cap_head(g12,7,3,6,3)
 L flow_cap_head(g12,7,4,6,4)
 L flow_cap_head(g12,8,1,7,1)
 L flow_cap_head(g12,9,1,8,1)
 L flow_cap_head(g13,5,6,5,5)
 L flow_cap_head(g13,6,5,6,4)
 L flow_cap_head(g13,7,5,7,4)
 L flow_cap_head(g13,7,6,7,5)
 L flow_cap_head(g13,8,6,8,5)
 L flow_cap_head(g13,9,5,9,4)
 L flow_cap_head(g13,6,5,5,5)
 L flow_cap_head(g13,7,4,6,4)
 L flow_cap_head(g13,7,5,6,5)
 L flow_cap_head(g13,8,5,7,5)
 L flow_cap_head(g13,8,6,7,6)
 L flow_cap_head(g13,9,5,8,5)
 L flow_cap_head(g14,8,0,7,0)
 L flow_cap_head(g15,7,2,7,1)
 L flow_cap_head(g15,7,7,7,6)
 L flow_cap_head(g15,8,2,8,1)
 L flow_cap_head(g15,8,3,8,2)
 L flow_cap_head(g15,8,4,8,3)
 L flow_cap_head(g15,8,5,8,4)
 L flow_cap_head(g15,8,6,8,5)
 L flow_cap_head(g15,9,1,9,0)
 L flow_cap_head(g15,9,6,9,5)
 L flow_cap_head(g15,8,1,7,1)
 L flow_cap_head(g15,8,2,7,2)
 L flow_cap_head(g15,8,6,7,6)
 L flow_cap_head(g15,9,1,8,1)
 L flow_cap_head(g15,9,5,8,5)
 L flow_cap_head(g15,9,6,8,6)
 L flow_cap_head(g16,7,8,7,7)
 L flow_cap_head(g16,7,9,7,8)
 L flow_cap_head(g16,8,8,8,7)
 L flow_cap_head(g16,8,9,8,8)
 L flow_cap_head(g16,9,8,9,7)
 L flow_cap_head(g16,9,9,9,8)
 L flow_cap_head(g16,8,7,7,7)
 L flow_cap_head(g16,8,8,7,8)
 L flow_cap_head(g16,8,9,7,9)
 L flow_cap_head(g16,9,7,8,7)
 L flow_cap_head(g16,9,8,8,8)
 L flow_cap_head(g16,9,9,8,9)
 L flow_cap_head(g17,9,1,9,0)
 L flow_cap_head(g17,9,2,9,1)
 L flow_cap_head(g17,9,3,9,2)
 L flow_cap_head(g17,9,4,9,3)
 L flow_cap_head(g17,9,5,9,4)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) centre(0,1,g0) 1
    x(0,1,g0) symmetry(0,1,g0) 1
    x(0,1,g0) flow_cap_tail(g0,0,1,0,2) -1
    x(0,1,g0) flow_cap_head(g0,0,2,0,1) -1
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) centre(0,2,g0) 1
    x(0,2,g0) symmetry(0,1,g0) -1
    x(0,2,g0) flow_balance(g0,0,2) -1
    x(0,2,g0) flow_cap_tail(g0,0,2,0,1) -1
    x(0,2,g0) flow_cap_head(g0,0,1,0,2) -1
    x(0,7,g1) cover(0,7) 1
    x(0,7,g1) symmetry(0,7,g1) 1
    x(0,7,g1) flow_balance(g1,0,7) -1
    x(0,7,g1) flow_cap_tail(g1,0,7,0,8) -2
    x(0,7,g1) flow_cap_head(g1,0,8,0,7) -2
    x(0,8,g1) cover(0,8) 1
    x(0,8,g1) centre(0,8,g1) 1
    x(0,8,g1) flow_cap_tail(g1,0,8,0,9) -2
    x(0,8,g1) flow_cap_tail(g1,0,8,0,7) -2
    x(0,8,g1) flow_cap_head(g1,0,7,0,8) -2
    x(0,8,g1) flow_cap_head(g1,0,9,0,8) -2
    x(0,9,g1) cover(0,9) 1
    x(0,9,g1) symmetry(0,7,g1) -1
    x(0,9,g1) flow_balance(g1,0,9) -1
    x(0,9,g1) flow_cap_tail(g1,0,9,0,8) -2
    x(0,9,g1) flow_cap_head(g1,0,8,0,9) -2
    x(0,3,g2) cover(0,3) 1
    x(0,3,g2) centre(0,3,g2) 1
    x(0,3,g2) symmetry(0,3,g2) 1
    x(0,3,g2) flow_cap_tail(g2,0,3,0,4) -5
    x(0,3,g2) flow_cap_tail(g2,0,3,1,3) -5
    x(0,3,g2) flow_cap_head(g2,0,4,0,3) -5
    x(0,3,g2) flow_cap_head(g2,1,3,0,3) -5
    x(0,4,g2) cover(0,4) 1
    x(0,4,g2) centre(0,4,g2) 1
    x(0,4,g2) symmetry(0,4,g2) 1
    x(0,4,g2) flow_balance(g2,0,4) -1
    x(0,4,g2) flow_cap_tail(g2,0,4,0,5) -5
    x(0,4,g2) flow_cap_tail(g2,0,4,1,4) -5
    x(0,4,g2) flow_cap_tail(g2,0,4,0,3) -5
    x(0,4,g2) flow_cap_head(g2,0,3,0,4) -5
    x(0,4,g2) flow_cap_head(g2,0,5,0,4) -5
    x(0,4,g2) flow_cap_head(g2,1,4,0,4) -5
    x(0,5,g2) cover(0,5) 1
    x(0,5,g2) symmetry(0,5,g2) 1
    x(0,5,g2) flow_balance(g2,0,5) -1
    x(0,5,g2) flow_cap_tail(g2,0,5,0,4) -5
    x(0,5,g2) flow_cap_head(g2,0,4,0,5) -5
    x(1,2,g2) cover(1,2) 1
    x(1,2,g2) symmetry(0,5,g2) -1
    x(1,2,g2) flow_balance(g2,1,2) -1
    x(1,2,g2) flow_cap_tail(g2,1,2,1,3) -5
    x(1,2,g2) flow_cap_head(g2,1,3,1,2) -5
    x(1,3,g2) cover(1,3) 1
    x(1,3,g2) centre(1,3,g2) 1
    x(1,3,g2) symmetry(0,4,g2) -1
    x(1,3,g2) flow_balance(g2,1,3) -1
    x(1,3,g2) flow_cap_tail(g2,1,3,1,4) -5
    x(1,3,g2) flow_cap_tail(g2,1,3,1,2) -5
    x(1,3,g2) flow_cap_tail(g2,1,3,0,3) -5
    x(1,3,g2) flow_cap_head(g2,1,2,1,3) -5
    x(1,3,g2) flow_cap_head(g2,0,3,1,3) -5
    x(1,3,g2) flow_cap_head(g2,1,4,1,3) -5
    x(1,4,g2) cover(1,4) 1
    x(1,4,g2) centre(1,4,g2) 1
    x(1,4,g2) symmetry(0,3,g2) -1
    x(1,4,g2) flow_balance(g2,1,4) -1
    x(1,4,g2) flow_cap_tail(g2,1,4,1,3) -5
    x(1,4,g2) flow_cap_tail(g2,1,4,0,4) -5
    x(1,4,g2) flow_cap_head(g2,1,3,1,4) -5
    x(1,4,g2) flow_cap_head(g2,0,4,1,4) -5
    x(0,0,g3) cover(0,0) 1
    x(0,0,g3) symmetry(0,0,g3) 1
    x(0,0,g3) flow_balance(g3,0,0) -1
    x(0,0,g3) flow_cap_tail(g3,0,0,1,0) -2
    x(0,0,g3) flow_cap_head(g3,1,0,0,0) -2
    x(1,0,g3) cover(1,0) 1
    x(1,0,g3) centre(1,0,g3) 1
    x(1,0,g3) flow_cap_tail(g3,1,0,2,0) -2
    x(1,0,g3) flow_cap_tail(g3,1,0,0,0) -2
    x(1,0,g3) flow_cap_head(g3,0,0,1,0) -2
    x(1,0,g3) flow_cap_head(g3,2,0,1,0) -2
    x(2,0,g3) cover(2,0) 1
    x(2,0,g3) symmetry(0,0,g3) -1
    x(2,0,g3) flow_balance(g3,2,0) -1
    x(2,0,g3) flow_cap_tail(g3,2,0,1,0) -2
    x(2,0,g3) flow_cap_head(g3,1,0,2,0) -2
    x(1,1,g4) cover(1,1) 1
    x(1,1,g4) centre(1,1,g4) 1
    x(0,6,g5) cover(0,6) 1
    x(0,6,g5) symmetry(0,6,g5) 1
    x(0,6,g5) flow_balance(g5,0,6) -1
    x(0,6,g5) flow_cap_tail(g5,0,6,1,6) -9
    x(0,6,g5) flow_cap_head(g5,1,6,0,6) -9
    x(1,6,g5) cover(1,6) 1
    x(1,6,g5) symmetry(1,6,g5) 1
    x(1,6,g5) flow_balance(g5,1,6) -1
    x(1,6,g5) flow_cap_tail(g5,1,6,1,7) -9
    x(1,6,g5) flow_cap_tail(g5,1,6,2,6) -9
    x(1,6,g5) flow_cap_tail(g5,1,6,0,6) -9
    x(1,6,g5) flow_cap_head(g5,0,6,1,6) -9
    x(1,6,g5) flow_cap_head(g5,1,7,1,6) -9
    x(1,6,g5) flow_cap_head(g5,2,6,1,6) -9
    x(1,7,g5) cover(1,7) 1
    x(1,7,g5) centre(1,7,g5) 1
    x(1,7,g5) symmetry(1,7,g5) 1
    x(1,7,g5) flow_cap_tail(g5,1,7,1,8) -9
    x(1,7,g5) flow_cap_tail(g5,1,7,2,7) -9
    x(1,7,g5) flow_cap_tail(g5,1,7,1,6) -9
    x(1,7,g5) flow_cap_head(g5,1,6,1,7) -9
    x(1,7,g5) flow_cap_head(g5,1,8,1,7) -9
    x(1,7,g5) flow_cap_head(g5,2,7,1,7) -9
    x(1,8,g5) cover(1,8) 1
    x(1,8,g5) centre(1,8,g5) 1
    x(1,8,g5) symmetry(1,8,g5) 1
    x(1,8,g5) flow_balance(g5,1,8) -1
    x(1,8,g5) flow_cap_tail(g5,1,8,1,9) -9
    x(1,8,g5) flow_cap_tail(g5,1,8,2,8) -9
    x(1,8,g5) flow_cap_tail(g5,1,8,1,7) -9
    x(1,8,g5) flow_cap_head(g5,1,7,1,8) -9
    x(1,8,g5) flow_cap_head(g5,1,9,1,8) -9
    x(1,8,g5) flow_cap_head(g5,2,8,1,8) -9
    x(1,9,g5) cover(1,9) 1
    x(1,9,g5) symmetry(1,9,g5) 1
    x(1,9,g5) flow_balance(g5,1,9) -1
    x(1,9,g5) flow_cap_tail(g5,1,9,2,9) -9
    x(1,9,g5) flow_cap_tail(g5,1,9,1,8) -9
    x(1,9,g5) flow_cap_head(g5,1,8,1,9) -9
    x(1,9,g5) flow_cap_head(g5,2,9,1,9) -9
    x(2,6,g5) cover(2,6) 1
    x(2,6,g5) symmetry(1,9,g5) -1
    x(2,6,g5) flow_balance(g5,2,6) -1
    x(2,6,g5) flow_cap_tail(g5,2,6,2,7) -9
    x(2,6,g5) flow_cap_tail(g5,2,6,1,6) -9
    x(2,6,g5) flow_cap_head(g5,1,6,2,6) -9
    x(2,6,g5) flow_cap_head(g5,2,7,2,6) -9
    x(2,7,g5) cover(2,7) 1
    x(2,7,g5) centre(2,7,g5) 1
    x(2,7,g5) symmetry(1,8,g5) -1
    x(2,7,g5) flow_balance(g5,2,7) -1
    x(2,7,g5) flow_cap_tail(g5,2,7,2,8) -9
    x(2,7,g5) flow_cap_tail(g5,2,7,2,6) -9
    x(2,7,g5) flow_cap_tail(g5,2,7,1,7) -9
    x(2,7,g5) flow_cap_head(g5,2,6,2,7) -9
    x(2,7,g5) flow_cap_head(g5,1,7,2,7) -9
    x(2,7,g5) flow_cap_head(g5,2,8,2,7) -9
    x(2,8,g5) cover(2,8) 1
    x(2,8,g5) centre(2,8,g5) 1
    x(2,8,g5) symmetry(1,7,g5) -1
    x(2,8,g5) flow_balance(g5,2,8) -1
    x(2,8,g5) flow_cap_tail(g5,2,8,2,9) -9
    x(2,8,g5) flow_cap_tail(g5,2,8,2,7) -9
    x(2,8,g5) flow_cap_tail(g5,2,8,1,8) -9
    x(2,8,g5) flow_cap_head(g5,2,7,2,8) -9
    x(2,8,g5) flow_cap_head(g5,1,8,2,8) -9
    x(2,8,g5) flow_cap_head(g5,2,9,2,8) -9
    x(2,9,g5) cover(2,9) 1
    x(2,9,g5) symmetry(1,6,g5) -1
    x(2,9,g5) flow_balance(g5,2,9) -1
    x(2,9,g5) flow_cap_tail(g5,2,9,3,9) -9
    x(2,9,g5) flow_cap_tail(g5,2,9,2,8) -9
    x(2,9,g5) flow_cap_tail(g5,2,9,1,9) -9
    x(2,9,g5) flow_cap_head(g5,2,8,2,9) -9
    x(2,9,g5) flow_cap_head(g5,1,9,2,9) -9
    x(2,9,g5) flow_cap_head(g5,3,9,2,9) -9
    x(3,9,g5) cover(3,9) 1
    x(3,9,g5) symmetry(0,6,g5) -1
    x(3,9,g5) flow_balance(g5,3,9) -1
    x(3,9,g5) flow_cap_tail(g5,3,9,2,9) -9
    x(3,9,g5) flow_cap_head(g5,2,9,3,9) -9
    x(0,5,g6) cover(0,5) 1
    x(0,5,g6) symmetry(0,5,g6) 1
    x(0,5,g6) flow_balance(g6,0,5) -1
    x(0,5,g6) flow_cap_tail(g6,0,5,0,6) -19
    x(0,5,g6) flow_cap_tail(g6,0,5,1,5) -19
    x(0,5,g6) flow_cap_head(g6,0,6,0,5) -19
    x(0,5,g6) flow_cap_head(g6,1,5,0,5) -19
    x(0,6,g6) cover(0,6) 1
    x(0,6,g6) symmetry(0,6,g6) 1
    x(0,6,g6) flow_balance(g6,0,6) -1
    x(0,6,g6) flow_cap_tail(g6,0,6,0,7) -19
    x(0,6,g6) flow_cap_tail(g6,0,6,1,6) -19
    x(0,6,g6) flow_cap_tail(g6,0,6,0,5) -19
    x(0,6,g6) flow_cap_head(g6,0,5,0,6) -19
    x(0,6,g6) flow_cap_head(g6,0,7,0,6) -19
    x(0,6,g6) flow_cap_head(g6,1,6,0,6) -19
    x(0,7,g6) cover(0,7) 1
    x(0,7,g6) symmetry(0,7,g6) 1
    x(0,7,g6) flow_balance(g6,0,7) -1
    x(0,7,g6) flow_cap_tail(g6,0,7,0,6) -19
    x(0,7,g6) flow_cap_head(g6,0,6,0,7) -19
    x(1,5,g6) cover(1,5) 1
    x(1,5,g6) symmetry(1,5,g6) 1
    x(1,5,g6) flow_balance(g6,1,5) -1
    x(1,5,g6) flow_cap_tail(g6,1,5,1,6) -19
    x(1,5,g6) flow_cap_tail(g6,1,5,2,5) -19
    x(1,5,g6) flow_cap_tail(g6,1,5,0,5) -19
    x(1,5,g6) flow_cap_head(g6,0,5,1,5) -19
    x(1,5,g6) flow_cap_head(g6,1,6,1,5) -19
    x(1,5,g6) flow_cap_head(g6,2,5,1,5) -19
    x(1,6,g6) cover(1,6) 1
    x(1,6,g6) symmetry(1,6,g6) 1
    x(1,6,g6) flow_balance(g6,1,6) -1
    x(1,6,g6) flow_cap_tail(g6,1,6,2,6) -19
    x(1,6,g6) flow_cap_tail(g6,1,6,1,5) -19
    x(1,6,g6) flow_cap_tail(g6,1,6,0,6) -19
    x(1,6,g6) flow_cap_head(g6,1,5,1,6) -19
    x(1,6,g6) flow_cap_head(g6,0,6,1,6) -19
    x(1,6,g6) flow_cap_head(g6,2,6,1,6) -19
    x(2,4,g6) cover(2,4) 1
    x(2,4,g6) symmetry(2,4,g6) 1
    x(2,4,g6) flow_balance(g6,2,4) -1
    x(2,4,g6) flow_cap_tail(g6,2,4,2,5) -19
    x(2,4,g6) flow_cap_tail(g6,2,4,3,4) -19
    x(2,4,g6) flow_cap_head(g6,2,5,2,4) -19
    x(2,4,g6) flow_cap_head(g6,3,4,2,4) -19
    x(2,5,g6) cover(2,5) 1
    x(2,5,g6) symmetry(2,5,g6) 1
    x(2,5,g6) flow_balance(g6,2,5) -1
    x(2,5,g6) flow_cap_tail(g6,2,5,2,6) -19
    x(2,5,g6) flow_cap_tail(g6,2,5,3,5) -19
    x(2,5,g6) flow_cap_tail(g6,2,5,2,4) -19
    x(2,5,g6) flow_cap_tail(g6,2,5,1,5) -19
    x(2,5,g6) flow_cap_head(g6,2,4,2,5) -19
    x(2,5,g6) flow_cap_head(g6,1,5,2,5) -19
    x(2,5,g6) flow_cap_head(g6,2,6,2,5) -19
    x(2,5,g6) flow_cap_head(g6,3,5,2,5) -19
    x(2,6,g6) cover(2,6) 1
    x(2,6,g6) symmetry(2,6,g6) 1
    x(2,6,g6) flow_balance(g6,2,6) -1
    x(2,6,g6) flow_cap_tail(g6,2,6,3,6) -19
    x(2,6,g6) flow_cap_tail(g6,2,6,2,5) -19
    x(2,6,g6) flow_cap_tail(g6,2,6,1,6) -19
    x(2,6,g6) flow_cap_head(g6,2,5,2,6) -19
    x(2,6,g6) flow_cap_head(g6,1,6,2,6) -19
    x(2,6,g6) flow_cap_head(g6,3,6,2,6) -19
    x(3,4,g6) cover(3,4) 1
    x(3,4,g6) symmetry(3,4,g6) 1
    x(3,4,g6) flow_balance(g6,3,4) -1
    x(3,4,g6) flow_cap_tail(g6,3,4,3,5) -19
    x(3,4,g6) flow_cap_tail(g6,3,4,2,4) -19
    x(3,4,g6) flow_cap_head(g6,2,4,3,4) -19
    x(3,4,g6) flow_cap_head(g6,3,5,3,4) -19
    x(3,5,g6) cover(3,5) 1
    x(3,5,g6) centre(3,5,g6) 1
    x(3,5,g6) symmetry(3,5,g6) 1
    x(3,5,g6) flow_cap_tail(g6,3,5,3,6) -19
    x(3,5,g6) flow_cap_tail(g6,3,5,4,5) -19
    x(3,5,g6) flow_cap_tail(g6,3,5,3,4) -19
    x(3,5,g6) flow_cap_tail(g6,3,5,2,5) -19
    x(3,5,g6) flow_cap_head(g6,3,4,3,5) -19
    x(3,5,g6) flow_cap_head(g6,2,5,3,5) -19
    x(3,5,g6) flow_cap_head(g6,3,6,3,5) -19
    x(3,5,g6) flow_cap_head(g6,4,5,3,5) -19
    x(3,6,g6) cover(3,6) 1
    x(3,6,g6) centre(3,6,g6) 1
    x(3,6,g6) symmetry(3,5,g6) -1
    x(3,6,g6) flow_balance(g6,3,6) -1
    x(3,6,g6) flow_cap_tail(g6,3,6,3,7) -19
    x(3,6,g6) flow_cap_tail(g6,3,6,4,6) -19
    x(3,6,g6) flow_cap_tail(g6,3,6,3,5) -19
    x(3,6,g6) flow_cap_tail(g6,3,6,2,6) -19
    x(3,6,g6) flow_cap_head(g6,3,5,3,6) -19
    x(3,6,g6) flow_cap_head(g6,2,6,3,6) -19
    x(3,6,g6) flow_cap_head(g6,3,7,3,6) -19
    x(3,6,g6) flow_cap_head(g6,4,6,3,6) -19
    x(3,7,g6) cover(3,7) 1
    x(3,7,g6) symmetry(3,4,g6) -1
    x(3,7,g6) flow_balance(g6,3,7) -1
    x(3,7,g6) flow_cap_tail(g6,3,7,4,7) -19
    x(3,7,g6) flow_cap_tail(g6,3,7,3,6) -19
    x(3,7,g6) flow_cap_head(g6,3,6,3,7) -19
    x(3,7,g6) flow_cap_head(g6,4,7,3,7) -19
    x(4,5,g6) cover(4,5) 1
    x(4,5,g6) symmetry(2,6,g6) -1
    x(4,5,g6) flow_balance(g6,4,5) -1
    x(4,5,g6) flow_cap_tail(g6,4,5,4,6) -19
    x(4,5,g6) flow_cap_tail(g6,4,5,5,5) -19
    x(4,5,g6) flow_cap_tail(g6,4,5,3,5) -19
    x(4,5,g6) flow_cap_head(g6,3,5,4,5) -19
    x(4,5,g6) flow_cap_head(g6,4,6,4,5) -19
    x(4,5,g6) flow_cap_head(g6,5,5,4,5) -19
    x(4,6,g6) cover(4,6) 1
    x(4,6,g6) symmetry(2,5,g6) -1
    x(4,6,g6) flow_balance(g6,4,6) -1
    x(4,6,g6) flow_cap_tail(g6,4,6,4,7) -19
    x(4,6,g6) flow_cap_tail(g6,4,6,5,6) -19
    x(4,6,g6) flow_cap_tail(g6,4,6,4,5) -19
    x(4,6,g6) flow_cap_tail(g6,4,6,3,6) -19
    x(4,6,g6) flow_cap_head(g6,4,5,4,6) -19
    x(4,6,g6) flow_cap_head(g6,3,6,4,6) -19
    x(4,6,g6) flow_cap_head(g6,4,7,4,6) -19
    x(4,6,g6) flow_cap_head(g6,5,6,4,6) -19
    x(4,7,g6) cover(4,7) 1
    x(4,7,g6) symmetry(2,4,g6) -1
    x(4,7,g6) flow_balance(g6,4,7) -1
    x(4,7,g6) flow_cap_tail(g6,4,7,4,6) -19
    x(4,7,g6) flow_cap_tail(g6,4,7,3,7) -19
    x(4,7,g6) flow_cap_head(g6,4,6,4,7) -19
    x(4,7,g6) flow_cap_head(g6,3,7,4,7) -19
    x(5,5,g6) cover(5,5) 1
    x(5,5,g6) symmetry(1,6,g6) -1
    x(5,5,g6) flow_balance(g6,5,5) -1
    x(5,5,g6) flow_cap_tail(g6,5,5,5,6) -19
    x(5,5,g6) flow_cap_tail(g6,5,5,6,5) -19
    x(5,5,g6) flow_cap_tail(g6,5,5,4,5) -19
    x(5,5,g6) flow_cap_head(g6,4,5,5,5) -19
    x(5,5,g6) flow_cap_head(g6,5,6,5,5) -19
    x(5,5,g6) flow_cap_head(g6,6,5,5,5) -19
    x(5,6,g6) cover(5,6) 1
    x(5,6,g6) symmetry(1,5,g6) -1
    x(5,6,g6) flow_balance(g6,5,6) -1
    x(5,6,g6) flow_cap_tail(g6,5,6,6,6) -19
    x(5,6,g6) flow_cap_tail(g6,5,6,5,5) -19
    x(5,6,g6) flow_cap_tail(g6,5,6,4,6) -19
    x(5,6,g6) flow_cap_head(g6,5,5,5,6) -19
    x(5,6,g6) flow_cap_head(g6,4,6,5,6) -19
    x(5,6,g6) flow_cap_head(g6,6,6,5,6) -19
    x(6,4,g6) cover(6,4) 1
    x(6,4,g6) symmetry(0,7,g6) -1
    x(6,4,g6) flow_balance(g6,6,4) -1
    x(6,4,g6) flow_cap_tail(g6,6,4,6,5) -19
    x(6,4,g6) flow_cap_head(g6,6,5,6,4) -19
    x(6,5,g6) cover(6,5) 1
    x(6,5,g6) symmetry(0,6,g6) -1
    x(6,5,g6) flow_balance(g6,6,5) -1
    x(6,5,g6) flow_cap_tail(g6,6,5,6,6) -19
    x(6,5,g6) flow_cap_tail(g6,6,5,6,4) -19
    x(6,5,g6) flow_cap_tail(g6,6,5,5,5) -19
    x(6,5,g6) flow_cap_head(g6,6,4,6,5) -19
    x(6,5,g6) flow_cap_head(g6,5,5,6,5) -19
    x(6,5,g6) flow_cap_head(g6,6,6,6,5) -19
    x(6,6,g6) cover(6,6) 1
    x(6,6,g6) symmetry(0,5,g6) -1
    x(6,6,g6) flow_balance(g6,6,6) -1
    x(6,6,g6) flow_cap_tail(g6,6,6,6,5) -19
    x(6,6,g6) flow_cap_tail(g6,6,6,5,6) -19
    x(6,6,g6) flow_cap_head(g6,6,5,6,6) -19
    x(6,6,g6) flow_cap_head(g6,5,6,6,6) -19
    x(1,2,g7) cover(1,2) 1
    x(1,2,g7) symmetry(1,2,g7) 1
    x(1,2,g7) flow_balance(g7,1,2) -1
    x(1,2,g7) flow_cap_tail(g7,1,2,2,2) -19
    x(1,2,g7) flow_cap_head(g7,2,2,1,2) -19
    x(2,1,g7) cover(2,1) 1
    x(2,1,g7) symmetry(2,1,g7) 1
    x(2,1,g7) flow_balance(g7,2,1) -1
    x(2,1,g7) flow_cap_tail(g7,2,1,2,2) -19
    x(2,1,g7) flow_cap_tail(g7,2,1,3,1) -19
    x(2,1,g7) flow_cap_head(g7,2,2,2,1) -19
    x(2,1,g7) flow_cap_head(g7,3,1,2,1) -19
    x(2,2,g7) cover(2,2) 1
    x(2,2,g7) symmetry(2,2,g7) 1
    x(2,2,g7) flow_balance(g7,2,2) -1
    x(2,2,g7) flow_cap_tail(g7,2,2,2,3) -19
    x(2,2,g7) flow_cap_tail(g7,2,2,3,2) -19
    x(2,2,g7) flow_cap_tail(g7,2,2,2,1) -19
    x(2,2,g7) flow_cap_tail(g7,2,2,1,2) -19
    x(2,2,g7) flow_cap_head(g7,2,1,2,2) -19
    x(2,2,g7) flow_cap_head(g7,1,2,2,2) -19
    x(2,2,g7) flow_cap_head(g7,2,3,2,2) -19
    x(2,2,g7) flow_cap_head(g7,3,2,2,2) -19
    x(2,3,g7) cover(2,3) 1
    x(2,3,g7) symmetry(2,3,g7) 1
    x(2,3,g7) flow_balance(g7,2,3) -1
    x(2,3,g7) flow_cap_tail(g7,2,3,2,4) -19
    x(2,3,g7) flow_cap_tail(g7,2,3,3,3) -19
    x(2,3,g7) flow_cap_tail(g7,2,3,2,2) -19
    x(2,3,g7) flow_cap_head(g7,2,2,2,3) -19
    x(2,3,g7) flow_cap_head(g7,2,4,2,3) -19
    x(2,3,g7) flow_cap_head(g7,3,3,2,3) -19
    x(2,4,g7) cover(2,4) 1
    x(2,4,g7) symmetry(2,4,g7) 1
    x(2,4,g7) flow_balance(g7,2,4) -1
    x(2,4,g7) flow_cap_tail(g7,2,4,3,4) -19
    x(2,4,g7) flow_cap_tail(g7,2,4,2,3) -19
    x(2,4,g7) flow_cap_head(g7,2,3,2,4) -19
    x(2,4,g7) flow_cap_head(g7,3,4,2,4) -19
    x(3,0,g7) cover(3,0) 1
    x(3,0,g7) symmetry(3,0,g7) 1
    x(3,0,g7) flow_balance(g7,3,0) -1
    x(3,0,g7) flow_cap_tail(g7,3,0,3,1) -19
    x(3,0,g7) flow_cap_tail(g7,3,0,4,0) -19
    x(3,0,g7) flow_cap_head(g7,3,1,3,0) -19
    x(3,0,g7) flow_cap_head(g7,4,0,3,0) -19
    x(3,1,g7) cover(3,1) 1
    x(3,1,g7) symmetry(3,1,g7) 1
    x(3,1,g7) flow_balance(g7,3,1) -1
    x(3,1,g7) flow_cap_tail(g7,3,1,3,2) -19
    x(3,1,g7) flow_cap_tail(g7,3,1,4,1) -19
    x(3,1,g7) flow_cap_tail(g7,3,1,3,0) -19
    x(3,1,g7) flow_cap_tail(g7,3,1,2,1) -19
    x(3,1,g7) flow_cap_head(g7,3,0,3,1) -19
    x(3,1,g7) flow_cap_head(g7,2,1,3,1) -19
    x(3,1,g7) flow_cap_head(g7,3,2,3,1) -19
    x(3,1,g7) flow_cap_head(g7,4,1,3,1) -19
    x(3,2,g7) cover(3,2) 1
    x(3,2,g7) centre(3,2,g7) 1
    x(3,2,g7) symmetry(3,2,g7) 1
    x(3,2,g7) flow_cap_tail(g7,3,2,3,3) -19
    x(3,2,g7) flow_cap_tail(g7,3,2,4,2) -19
    x(3,2,g7) flow_cap_tail(g7,3,2,3,1) -19
    x(3,2,g7) flow_cap_tail(g7,3,2,2,2) -19
    x(3,2,g7) flow_cap_head(g7,3,1,3,2) -19
    x(3,2,g7) flow_cap_head(g7,2,2,3,2) -19
    x(3,2,g7) flow_cap_head(g7,3,3,3,2) -19
    x(3,2,g7) flow_cap_head(g7,4,2,3,2) -19
    x(3,3,g7) cover(3,3) 1
    x(3,3,g7) symmetry(3,3,g7) 1
    x(3,3,g7) flow_balance(g7,3,3) -1
    x(3,3,g7) flow_cap_tail(g7,3,3,3,4) -19
    x(3,3,g7) flow_cap_tail(g7,3,3,4,3) -19
    x(3,3,g7) flow_cap_tail(g7,3,3,3,2) -19
    x(3,3,g7) flow_cap_tail(g7,3,3,2,3) -19
    x(3,3,g7) flow_cap_head(g7,3,2,3,3) -19
    x(3,3,g7) flow_cap_head(g7,2,3,3,3) -19
    x(3,3,g7) flow_cap_head(g7,3,4,3,3) -19
    x(3,3,g7) flow_cap_head(g7,4,3,3,3) -19
    x(3,4,g7) cover(3,4) 1
    x(3,4,g7) symmetry(3,4,g7) 1
    x(3,4,g7) flow_balance(g7,3,4) -1
    x(3,4,g7) flow_cap_tail(g7,3,4,4,4) -19
    x(3,4,g7) flow_cap_tail(g7,3,4,3,3) -19
    x(3,4,g7) flow_cap_tail(g7,3,4,2,4) -19
    x(3,4,g7) flow_cap_head(g7,3,3,3,4) -19
    x(3,4,g7) flow_cap_head(g7,2,4,3,4) -19
    x(3,4,g7) flow_cap_head(g7,4,4,3,4) -19
    x(4,0,g7) cover(4,0) 1
    x(4,0,g7) symmetry(3,4,g7) -1
    x(4,0,g7) flow_balance(g7,4,0) -1
    x(4,0,g7) flow_cap_tail(g7,4,0,4,1) -19
    x(4,0,g7) flow_cap_tail(g7,4,0,5,0) -19
    x(4,0,g7) flow_cap_tail(g7,4,0,3,0) -19
    x(4,0,g7) flow_cap_head(g7,3,0,4,0) -19
    x(4,0,g7) flow_cap_head(g7,4,1,4,0) -19
    x(4,0,g7) flow_cap_head(g7,5,0,4,0) -19
    x(4,1,g7) cover(4,1) 1
    x(4,1,g7) symmetry(3,3,g7) -1
    x(4,1,g7) flow_balance(g7,4,1) -1
    x(4,1,g7) flow_cap_tail(g7,4,1,4,2) -19
    x(4,1,g7) flow_cap_tail(g7,4,1,5,1) -19
    x(4,1,g7) flow_cap_tail(g7,4,1,4,0) -19
    x(4,1,g7) flow_cap_tail(g7,4,1,3,1) -19
    x(4,1,g7) flow_cap_head(g7,4,0,4,1) -19
    x(4,1,g7) flow_cap_head(g7,3,1,4,1) -19
    x(4,1,g7) flow_cap_head(g7,4,2,4,1) -19
    x(4,1,g7) flow_cap_head(g7,5,1,4,1) -19
    x(4,2,g7) cover(4,2) 1
    x(4,2,g7) centre(4,2,g7) 1
    x(4,2,g7) symmetry(3,2,g7) -1
    x(4,2,g7) flow_balance(g7,4,2) -1
    x(4,2,g7) flow_cap_tail(g7,4,2,4,3) -19
    x(4,2,g7) flow_cap_tail(g7,4,2,5,2) -19
    x(4,2,g7) flow_cap_tail(g7,4,2,4,1) -19
    x(4,2,g7) flow_cap_tail(g7,4,2,3,2) -19
    x(4,2,g7) flow_cap_head(g7,4,1,4,2) -19
    x(4,2,g7) flow_cap_head(g7,3,2,4,2) -19
    x(4,2,g7) flow_cap_head(g7,4,3,4,2) -19
    x(4,2,g7) flow_cap_head(g7,5,2,4,2) -19
    x(4,3,g7) cover(4,3) 1
    x(4,3,g7) symmetry(3,1,g7) -1
    x(4,3,g7) flow_balance(g7,4,3) -1
    x(4,3,g7) flow_cap_tail(g7,4,3,4,4) -19
    x(4,3,g7) flow_cap_tail(g7,4,3,5,3) -19
    x(4,3,g7) flow_cap_tail(g7,4,3,4,2) -19
    x(4,3,g7) flow_cap_tail(g7,4,3,3,3) -19
    x(4,3,g7) flow_cap_head(g7,4,2,4,3) -19
    x(4,3,g7) flow_cap_head(g7,3,3,4,3) -19
    x(4,3,g7) flow_cap_head(g7,4,4,4,3) -19
    x(4,3,g7) flow_cap_head(g7,5,3,4,3) -19
    x(4,4,g7) cover(4,4) 1
    x(4,4,g7) symmetry(3,0,g7) -1
    x(4,4,g7) flow_balance(g7,4,4) -1
    x(4,4,g7) flow_cap_tail(g7,4,4,4,3) -19
    x(4,4,g7) flow_cap_tail(g7,4,4,3,4) -19
    x(4,4,g7) flow_cap_head(g7,4,3,4,4) -19
    x(4,4,g7) flow_cap_head(g7,3,4,4,4) -19
    x(5,0,g7) cover(5,0) 1
    x(5,0,g7) symmetry(2,4,g7) -1
    x(5,0,g7) flow_balance(g7,5,0) -1
    x(5,0,g7) flow_cap_tail(g7,5,0,5,1) -19
    x(5,0,g7) flow_cap_tail(g7,5,0,4,0) -19
    x(5,0,g7) flow_cap_head(g7,4,0,5,0) -19
    x(5,0,g7) flow_cap_head(g7,5,1,5,0) -19
    x(5,1,g7) cover(5,1) 1
    x(5,1,g7) symmetry(2,3,g7) -1
    x(5,1,g7) flow_balance(g7,5,1) -1
    x(5,1,g7) flow_cap_tail(g7,5,1,5,2) -19
    x(5,1,g7) flow_cap_tail(g7,5,1,5,0) -19
    x(5,1,g7) flow_cap_tail(g7,5,1,4,1) -19
    x(5,1,g7) flow_cap_head(g7,5,0,5,1) -19
    x(5,1,g7) flow_cap_head(g7,4,1,5,1) -19
    x(5,1,g7) flow_cap_head(g7,5,2,5,1) -19
    x(5,2,g7) cover(5,2) 1
    x(5,2,g7) symmetry(2,2,g7) -1
    x(5,2,g7) flow_balance(g7,5,2) -1
    x(5,2,g7) flow_cap_tail(g7,5,2,5,3) -19
    x(5,2,g7) flow_cap_tail(g7,5,2,6,2) -19
    x(5,2,g7) flow_cap_tail(g7,5,2,5,1) -19
    x(5,2,g7) flow_cap_tail(g7,5,2,4,2) -19
    x(5,2,g7) flow_cap_head(g7,5,1,5,2) -19
    x(5,2,g7) flow_cap_head(g7,4,2,5,2) -19
    x(5,2,g7) flow_cap_head(g7,5,3,5,2) -19
    x(5,2,g7) flow_cap_head(g7,6,2,5,2) -19
    x(5,3,g7) cover(5,3) 1
    x(5,3,g7) symmetry(2,1,g7) -1
    x(5,3,g7) flow_balance(g7,5,3) -1
    x(5,3,g7) flow_cap_tail(g7,5,3,5,2) -19
    x(5,3,g7) flow_cap_tail(g7,5,3,4,3) -19
    x(5,3,g7) flow_cap_head(g7,5,2,5,3) -19
    x(5,3,g7) flow_cap_head(g7,4,3,5,3) -19
    x(6,2,g7) cover(6,2) 1
    x(6,2,g7) symmetry(1,2,g7) -1
    x(6,2,g7) flow_balance(g7,6,2) -1
    x(6,2,g7) flow_cap_tail(g7,6,2,5,2) -19
    x(6,2,g7) flow_cap_head(g7,5,2,6,2) -19
    x(0,9,g8) cover(0,9) 1
    x(0,9,g8) symmetry(0,9,g8) 1
    x(0,9,g8) flow_balance(g8,0,9) -1
    x(0,9,g8) flow_cap_tail(g8,0,9,1,9) -11
    x(0,9,g8) flow_cap_head(g8,1,9,0,9) -11
    x(1,9,g8) cover(1,9) 1
    x(1,9,g8) symmetry(1,9,g8) 1
    x(1,9,g8) flow_balance(g8,1,9) -1
    x(1,9,g8) flow_cap_tail(g8,1,9,2,9) -11
    x(1,9,g8) flow_cap_tail(g8,1,9,0,9) -11
    x(1,9,g8) flow_cap_head(g8,0,9,1,9) -11
    x(1,9,g8) flow_cap_head(g8,2,9,1,9) -11
    x(2,9,g8) cover(2,9) 1
    x(2,9,g8) symmetry(2,9,g8) 1
    x(2,9,g8) flow_balance(g8,2,9) -1
    x(2,9,g8) flow_cap_tail(g8,2,9,3,9) -11
    x(2,9,g8) flow_cap_tail(g8,2,9,1,9) -11
    x(2,9,g8) flow_cap_head(g8,1,9,2,9) -11
    x(2,9,g8) flow_cap_head(g8,3,9,2,9) -11
    x(3,7,g8) cover(3,7) 1
    x(3,7,g8) symmetry(3,7,g8) 1
    x(3,7,g8) flow_balance(g8,3,7) -1
    x(3,7,g8) flow_cap_tail(g8,3,7,3,8) -11
    x(3,7,g8) flow_cap_tail(g8,3,7,4,7) -11
    x(3,7,g8) flow_cap_head(g8,3,8,3,7) -11
    x(3,7,g8) flow_cap_head(g8,4,7,3,7) -11
    x(3,8,g8) cover(3,8) 1
    x(3,8,g8) centre(3,8,g8) 1
    x(3,8,g8) symmetry(3,8,g8) 1
    x(3,8,g8) flow_cap_tail(g8,3,8,3,9) -11
    x(3,8,g8) flow_cap_tail(g8,3,8,4,8) -11
    x(3,8,g8) flow_cap_tail(g8,3,8,3,7) -11
    x(3,8,g8) flow_cap_head(g8,3,7,3,8) -11
    x(3,8,g8) flow_cap_head(g8,3,9,3,8) -11
    x(3,8,g8) flow_cap_head(g8,4,8,3,8) -11
    x(3,9,g8) cover(3,9) 1
    x(3,9,g8) symmetry(3,9,g8) 1
    x(3,9,g8) flow_balance(g8,3,9) -1
    x(3,9,g8) flow_cap_tail(g8,3,9,4,9) -11
    x(3,9,g8) flow_cap_tail(g8,3,9,3,8) -11
    x(3,9,g8) flow_cap_tail(g8,3,9,2,9) -11
    x(3,9,g8) flow_cap_head(g8,3,8,3,9) -11
    x(3,9,g8) flow_cap_head(g8,2,9,3,9) -11
    x(3,9,g8) flow_cap_head(g8,4,9,3,9) -11
    x(4,7,g8) cover(4,7) 1
    x(4,7,g8) symmetry(3,9,g8) -1
    x(4,7,g8) flow_balance(g8,4,7) -1
    x(4,7,g8) flow_cap_tail(g8,4,7,4,8) -11
    x(4,7,g8) flow_cap_tail(g8,4,7,5,7) -11
    x(4,7,g8) flow_cap_tail(g8,4,7,3,7) -11
    x(4,7,g8) flow_cap_head(g8,3,7,4,7) -11
    x(4,7,g8) flow_cap_head(g8,4,8,4,7) -11
    x(4,7,g8) flow_cap_head(g8,5,7,4,7) -11
    x(4,8,g8) cover(4,8) 1
    x(4,8,g8) centre(4,8,g8) 1
    x(4,8,g8) symmetry(3,8,g8) -1
    x(4,8,g8) flow_balance(g8,4,8) -1
    x(4,8,g8) flow_cap_tail(g8,4,8,4,9) -11
    x(4,8,g8) flow_cap_tail(g8,4,8,4,7) -11
    x(4,8,g8) flow_cap_tail(g8,4,8,3,8) -11
    x(4,8,g8) flow_cap_head(g8,4,7,4,8) -11
    x(4,8,g8) flow_cap_head(g8,3,8,4,8) -11
    x(4,8,g8) flow_cap_head(g8,4,9,4,8) -11
    x(4,9,g8) cover(4,9) 1
    x(4,9,g8) symmetry(3,7,g8) -1
    x(4,9,g8) flow_balance(g8,4,9) -1
    x(4,9,g8) flow_cap_tail(g8,4,9,4,8) -11
    x(4,9,g8) flow_cap_tail(g8,4,9,3,9) -11
    x(4,9,g8) flow_cap_head(g8,4,8,4,9) -11
    x(4,9,g8) flow_cap_head(g8,3,9,4,9) -11
    x(5,7,g8) cover(5,7) 1
    x(5,7,g8) symmetry(2,9,g8) -1
    x(5,7,g8) flow_balance(g8,5,7) -1
    x(5,7,g8) flow_cap_tail(g8,5,7,6,7) -11
    x(5,7,g8) flow_cap_tail(g8,5,7,4,7) -11
    x(5,7,g8) flow_cap_head(g8,4,7,5,7) -11
    x(5,7,g8) flow_cap_head(g8,6,7,5,7) -11
    x(6,7,g8) cover(6,7) 1
    x(6,7,g8) symmetry(1,9,g8) -1
    x(6,7,g8) flow_balance(g8,6,7) -1
    x(6,7,g8) flow_cap_tail(g8,6,7,7,7) -11
    x(6,7,g8) flow_cap_tail(g8,6,7,5,7) -11
    x(6,7,g8) flow_cap_head(g8,5,7,6,7) -11
    x(6,7,g8) flow_cap_head(g8,7,7,6,7) -11
    x(7,7,g8) cover(7,7) 1
    x(7,7,g8) symmetry(0,9,g8) -1
    x(7,7,g8) flow_balance(g8,7,7) -1
    x(7,7,g8) flow_cap_tail(g8,7,7,6,7) -11
    x(7,7,g8) flow_cap_head(g8,6,7,7,7) -11
    x(1,2,g9) cover(1,2) 1
    x(1,2,g9) symmetry(1,2,g9) 1
    x(1,2,g9) flow_balance(g9,1,2) -1
    x(1,2,g9) flow_cap_tail(g9,1,2,2,2) -28
    x(1,2,g9) flow_cap_head(g9,2,2,1,2) -28
    x(2,1,g9) cover(2,1) 1
    x(2,1,g9) symmetry(2,1,g9) 1
    x(2,1,g9) flow_balance(g9,2,1) -1
    x(2,1,g9) flow_cap_tail(g9,2,1,2,2) -28
    x(2,1,g9) flow_cap_tail(g9,2,1,3,1) -28
    x(2,1,g9) flow_cap_head(g9,2,2,2,1) -28
    x(2,1,g9) flow_cap_head(g9,3,1,2,1) -28
    x(2,2,g9) cover(2,2) 1
    x(2,2,g9) symmetry(2,2,g9) 1
    x(2,2,g9) flow_balance(g9,2,2) -1
    x(2,2,g9) flow_cap_tail(g9,2,2,2,3) -28
    x(2,2,g9) flow_cap_tail(g9,2,2,2,1) -28
    x(2,2,g9) flow_cap_tail(g9,2,2,1,2) -28
    x(2,2,g9) flow_cap_head(g9,2,1,2,2) -28
    x(2,2,g9) flow_cap_head(g9,1,2,2,2) -28
    x(2,2,g9) flow_cap_head(g9,2,3,2,2) -28
    x(2,3,g9) cover(2,3) 1
    x(2,3,g9) symmetry(2,3,g9) 1
    x(2,3,g9) flow_balance(g9,2,3) -1
    x(2,3,g9) flow_cap_tail(g9,2,3,2,2) -28
    x(2,3,g9) flow_cap_head(g9,2,2,2,3) -28
    x(3,0,g9) cover(3,0) 1
    x(3,0,g9) symmetry(3,0,g9) 1
    x(3,0,g9) flow_balance(g9,3,0) -1
    x(3,0,g9) flow_cap_tail(g9,3,0,3,1) -28
    x(3,0,g9) flow_cap_head(g9,3,1,3,0) -28
    x(3,1,g9) cover(3,1) 1
    x(3,1,g9) symmetry(3,1,g9) 1
    x(3,1,g9) flow_balance(g9,3,1) -1
    x(3,1,g9) flow_cap_tail(g9,3,1,4,1) -28
    x(3,1,g9) flow_cap_tail(g9,3,1,3,0) -28
    x(3,1,g9) flow_cap_tail(g9,3,1,2,1) -28
    x(3,1,g9) flow_cap_head(g9,3,0,3,1) -28
    x(3,1,g9) flow_cap_head(g9,2,1,3,1) -28
    x(3,1,g9) flow_cap_head(g9,4,1,3,1) -28
    x(3,4,g9) cover(3,4) 1
    x(3,4,g9) symmetry(3,4,g9) 1
    x(3,4,g9) flow_balance(g9,3,4) -1
    x(3,4,g9) flow_cap_tail(g9,3,4,4,4) -28
    x(3,4,g9) flow_cap_head(g9,4,4,3,4) -28
    x(4,1,g9) cover(4,1) 1
    x(4,1,g9) symmetry(4,1,g9) 1
    x(4,1,g9) flow_balance(g9,4,1) -1
    x(4,1,g9) flow_cap_tail(g9,4,1,5,1) -28
    x(4,1,g9) flow_cap_tail(g9,4,1,3,1) -28
    x(4,1,g9) flow_cap_head(g9,3,1,4,1) -28
    x(4,1,g9) flow_cap_head(g9,5,1,4,1) -28
    x(4,3,g9) cover(4,3) 1
    x(4,3,g9) symmetry(4,3,g9) 1
    x(4,3,g9) flow_balance(g9,4,3) -1
    x(4,3,g9) flow_cap_tail(g9,4,3,4,4) -28
    x(4,3,g9) flow_cap_tail(g9,4,3,5,3) -28
    x(4,3,g9) flow_cap_head(g9,4,4,4,3) -28
    x(4,3,g9) flow_cap_head(g9,5,3,4,3) -28
    x(4,4,g9) cover(4,4) 1
    x(4,4,g9) symmetry(4,4,g9) 1
    x(4,4,g9) flow_balance(g9,4,4) -1
    x(4,4,g9) flow_cap_tail(g9,4,4,5,4) -28
    x(4,4,g9) flow_cap_tail(g9,4,4,4,3) -28
    x(4,4,g9) flow_cap_tail(g9,4,4,3,4) -28
    x(4,4,g9) flow_cap_head(g9,4,3,4,4) -28
    x(4,4,g9) flow_cap_head(g9,3,4,4,4) -28
    x(4,4,g9) flow_cap_head(g9,5,4,4,4) -28
    x(4,6,g9) cover(4,6) 1
    x(4,6,g9) symmetry(4,6,g9) 1
    x(4,6,g9) flow_balance(g9,4,6) -1
    x(4,6,g9) flow_cap_tail(g9,4,6,5,6) -28
    x(4,6,g9) flow_cap_head(g9,5,6,4,6) -28
    x(5,1,g9) cover(5,1) 1
    x(5,1,g9) symmetry(5,1,g9) 1
    x(5,1,g9) flow_balance(g9,5,1) -1
    x(5,1,g9) flow_cap_tail(g9,5,1,5,2) -28
    x(5,1,g9) flow_cap_tail(g9,5,1,4,1) -28
    x(5,1,g9) flow_cap_head(g9,4,1,5,1) -28
    x(5,1,g9) flow_cap_head(g9,5,2,5,1) -28
    x(5,2,g9) cover(5,2) 1
    x(5,2,g9) symmetry(5,2,g9) 1
    x(5,2,g9) flow_balance(g9,5,2) -1
    x(5,2,g9) flow_cap_tail(g9,5,2,5,3) -28
    x(5,2,g9) flow_cap_tail(g9,5,2,6,2) -28
    x(5,2,g9) flow_cap_tail(g9,5,2,5,1) -28
    x(5,2,g9) flow_cap_head(g9,5,1,5,2) -28
    x(5,2,g9) flow_cap_head(g9,5,3,5,2) -28
    x(5,2,g9) flow_cap_head(g9,6,2,5,2) -28
    x(5,3,g9) cover(5,3) 1
    x(5,3,g9) symmetry(5,3,g9) 1
    x(5,3,g9) flow_balance(g9,5,3) -1
    x(5,3,g9) flow_cap_tail(g9,5,3,5,4) -28
    x(5,3,g9) flow_cap_tail(g9,5,3,5,2) -28
    x(5,3,g9) flow_cap_tail(g9,5,3,4,3) -28
    x(5,3,g9) flow_cap_head(g9,5,2,5,3) -28
    x(5,3,g9) flow_cap_head(g9,4,3,5,3) -28
    x(5,3,g9) flow_cap_head(g9,5,4,5,3) -28
    x(5,4,g9) cover(5,4) 1
    x(5,4,g9) centre(5,4,g9) 1
    x(5,4,g9) flow_cap_tail(g9,5,4,5,5) -28
    x(5,4,g9) flow_cap_tail(g9,5,4,6,4) -28
    x(5,4,g9) flow_cap_tail(g9,5,4,5,3) -28
    x(5,4,g9) flow_cap_tail(g9,5,4,4,4) -28
    x(5,4,g9) flow_cap_head(g9,5,3,5,4) -28
    x(5,4,g9) flow_cap_head(g9,4,4,5,4) -28
    x(5,4,g9) flow_cap_head(g9,5,5,5,4) -28
    x(5,4,g9) flow_cap_head(g9,6,4,5,4) -28
    x(5,5,g9) cover(5,5) 1
    x(5,5,g9) symmetry(5,3,g9) -1
    x(5,5,g9) flow_balance(g9,5,5) -1
    x(5,5,g9) flow_cap_tail(g9,5,5,5,6) -28
    x(5,5,g9) flow_cap_tail(g9,5,5,6,5) -28
    x(5,5,g9) flow_cap_tail(g9,5,5,5,4) -28
    x(5,5,g9) flow_cap_head(g9,5,4,5,5) -28
    x(5,5,g9) flow_cap_head(g9,5,6,5,5) -28
    x(5,5,g9) flow_cap_head(g9,6,5,5,5) -28
    x(5,6,g9) cover(5,6) 1
    x(5,6,g9) symmetry(5,2,g9) -1
    x(5,6,g9) flow_balance(g9,5,6) -1
    x(5,6,g9) flow_cap_tail(g9,5,6,5,7) -28
    x(5,6,g9) flow_cap_tail(g9,5,6,5,5) -28
    x(5,6,g9) flow_cap_tail(g9,5,6,4,6) -28
    x(5,6,g9) flow_cap_head(g9,5,5,5,6) -28
    x(5,6,g9) flow_cap_head(g9,4,6,5,6) -28
    x(5,6,g9) flow_cap_head(g9,5,7,5,6) -28
    x(5,7,g9) cover(5,7) 1
    x(5,7,g9) symmetry(5,1,g9) -1
    x(5,7,g9) flow_balance(g9,5,7) -1
    x(5,7,g9) flow_cap_tail(g9,5,7,6,7) -28
    x(5,7,g9) flow_cap_tail(g9,5,7,5,6) -28
    x(5,7,g9) flow_cap_head(g9,5,6,5,7) -28
    x(5,7,g9) flow_cap_head(g9,6,7,5,7) -28
    x(6,2,g9) cover(6,2) 1
    x(6,2,g9) symmetry(4,6,g9) -1
    x(6,2,g9) flow_balance(g9,6,2) -1
    x(6,2,g9) flow_cap_tail(g9,6,2,5,2) -28
    x(6,2,g9) flow_cap_head(g9,5,2,6,2) -28
    x(6,4,g9) cover(6,4) 1
    x(6,4,g9) symmetry(4,4,g9) -1
    x(6,4,g9) flow_balance(g9,6,4) -1
    x(6,4,g9) flow_cap_tail(g9,6,4,6,5) -28
    x(6,4,g9) flow_cap_tail(g9,6,4,7,4) -28
    x(6,4,g9) flow_cap_tail(g9,6,4,5,4) -28
    x(6,4,g9) flow_cap_head(g9,5,4,6,4) -28
    x(6,4,g9) flow_cap_head(g9,6,5,6,4) -28
    x(6,4,g9) flow_cap_head(g9,7,4,6,4) -28
    x(6,5,g9) cover(6,5) 1
    x(6,5,g9) symmetry(4,3,g9) -1
    x(6,5,g9) flow_balance(g9,6,5) -1
    x(6,5,g9) flow_cap_tail(g9,6,5,6,4) -28
    x(6,5,g9) flow_cap_tail(g9,6,5,5,5) -28
    x(6,5,g9) flow_cap_head(g9,6,4,6,5) -28
    x(6,5,g9) flow_cap_head(g9,5,5,6,5) -28
    x(6,7,g9) cover(6,7) 1
    x(6,7,g9) symmetry(4,1,g9) -1
    x(6,7,g9) flow_balance(g9,6,7) -1
    x(6,7,g9) flow_cap_tail(g9,6,7,7,7) -28
    x(6,7,g9) flow_cap_tail(g9,6,7,5,7) -28
    x(6,7,g9) flow_cap_head(g9,5,7,6,7) -28
    x(6,7,g9) flow_cap_head(g9,7,7,6,7) -28
    x(7,4,g9) cover(7,4) 1
    x(7,4,g9) symmetry(3,4,g9) -1
    x(7,4,g9) flow_balance(g9,7,4) -1
    x(7,4,g9) flow_cap_tail(g9,7,4,6,4) -28
    x(7,4,g9) flow_cap_head(g9,6,4,7,4) -28
    x(7,7,g9) cover(7,7) 1
    x(7,7,g9) symmetry(3,1,g9) -1
    x(7,7,g9) flow_balance(g9,7,7) -1
    x(7,7,g9) flow_cap_tail(g9,7,7,7,8) -28
    x(7,7,g9) flow_cap_tail(g9,7,7,8,7) -28
    x(7,7,g9) flow_cap_tail(g9,7,7,6,7) -28
    x(7,7,g9) flow_cap_head(g9,6,7,7,7) -28
    x(7,7,g9) flow_cap_head(g9,7,8,7,7) -28
    x(7,7,g9) flow_cap_head(g9,8,7,7,7) -28
    x(7,8,g9) cover(7,8) 1
    x(7,8,g9) symmetry(3,0,g9) -1
    x(7,8,g9) flow_balance(g9,7,8) -1
    x(7,8,g9) flow_cap_tail(g9,7,8,7,7) -28
    x(7,8,g9) flow_cap_head(g9,7,7,7,8) -28
    x(8,5,g9) cover(8,5) 1
    x(8,5,g9) symmetry(2,3,g9) -1
    x(8,5,g9) flow_balance(g9,8,5) -1
    x(8,5,g9) flow_cap_tail(g9,8,5,8,6) -28
    x(8,5,g9) flow_cap_head(g9,8,6,8,5) -28
    x(8,6,g9) cover(8,6) 1
    x(8,6,g9) symmetry(2,2,g9) -1
    x(8,6,g9) flow_balance(g9,8,6) -1
    x(8,6,g9) flow_cap_tail(g9,8,6,8,7) -28
    x(8,6,g9) flow_cap_tail(g9,8,6,9,6) -28
    x(8,6,g9) flow_cap_tail(g9,8,6,8,5) -28
    x(8,6,g9) flow_cap_head(g9,8,5,8,6) -28
    x(8,6,g9) flow_cap_head(g9,8,7,8,6) -28
    x(8,6,g9) flow_cap_head(g9,9,6,8,6) -28
    x(8,7,g9) cover(8,7) 1
    x(8,7,g9) symmetry(2,1,g9) -1
    x(8,7,g9) flow_balance(g9,8,7) -1
    x(8,7,g9) flow_cap_tail(g9,8,7,8,6) -28
    x(8,7,g9) flow_cap_tail(g9,8,7,7,7) -28
    x(8,7,g9) flow_cap_head(g9,8,6,8,7) -28
    x(8,7,g9) flow_cap_head(g9,7,7,8,7) -28
    x(9,6,g9) cover(9,6) 1
    x(9,6,g9) symmetry(1,2,g9) -1
    x(9,6,g9) flow_balance(g9,9,6) -1
    x(9,6,g9) flow_cap_tail(g9,9,6,8,6) -28
    x(9,6,g9) flow_cap_head(g9,8,6,9,6) -28
    x(4,9,g10) cover(4,9) 1
    x(4,9,g10) symmetry(4,9,g10) 1
    x(4,9,g10) flow_balance(g10,4,9) -1
    x(4,9,g10) flow_cap_tail(g10,4,9,5,9) -5
    x(4,9,g10) flow_cap_head(g10,5,9,4,9) -5
    x(5,8,g10) cover(5,8) 1
    x(5,8,g10) centre(5,8,g10) 1
    x(5,8,g10) symmetry(5,8,g10) 1
    x(5,8,g10) flow_cap_tail(g10,5,8,5,9) -5
    x(5,8,g10) flow_cap_tail(g10,5,8,6,8) -5
    x(5,8,g10) flow_cap_head(g10,5,9,5,8) -5
    x(5,8,g10) flow_cap_head(g10,6,8,5,8) -5
    x(5,9,g10) cover(5,9) 1
    x(5,9,g10) centre(5,9,g10) 1
    x(5,9,g10) symmetry(5,9,g10) 1
    x(5,9,g10) flow_balance(g10,5,9) -1
    x(5,9,g10) flow_cap_tail(g10,5,9,6,9) -5
    x(5,9,g10) flow_cap_tail(g10,5,9,5,8) -5
    x(5,9,g10) flow_cap_tail(g10,5,9,4,9) -5
    x(5,9,g10) flow_cap_head(g10,5,8,5,9) -5
    x(5,9,g10) flow_cap_head(g10,4,9,5,9) -5
    x(5,9,g10) flow_cap_head(g10,6,9,5,9) -5
    x(6,8,g10) cover(6,8) 1
    x(6,8,g10) centre(6,8,g10) 1
    x(6,8,g10) symmetry(5,9,g10) -1
    x(6,8,g10) flow_balance(g10,6,8) -1
    x(6,8,g10) flow_cap_tail(g10,6,8,6,9) -5
    x(6,8,g10) flow_cap_tail(g10,6,8,7,8) -5
    x(6,8,g10) flow_cap_tail(g10,6,8,5,8) -5
    x(6,8,g10) flow_cap_head(g10,5,8,6,8) -5
    x(6,8,g10) flow_cap_head(g10,6,9,6,8) -5
    x(6,8,g10) flow_cap_head(g10,7,8,6,8) -5
    x(6,9,g10) cover(6,9) 1
    x(6,9,g10) centre(6,9,g10) 1
    x(6,9,g10) symmetry(5,8,g10) -1
    x(6,9,g10) flow_balance(g10,6,9) -1
    x(6,9,g10) flow_cap_tail(g10,6,9,6,8) -5
    x(6,9,g10) flow_cap_tail(g10,6,9,5,9) -5
    x(6,9,g10) flow_cap_head(g10,6,8,6,9) -5
    x(6,9,g10) flow_cap_head(g10,5,9,6,9) -5
    x(7,8,g10) cover(7,8) 1
    x(7,8,g10) symmetry(4,9,g10) -1
    x(7,8,g10) flow_balance(g10,7,8) -1
    x(7,8,g10) flow_cap_tail(g10,7,8,6,8) -5
    x(7,8,g10) flow_cap_head(g10,6,8,7,8) -5
    x(3,0,g11) cover(3,0) 1
    x(3,0,g11) symmetry(3,0,g11) 1
    x(3,0,g11) flow_balance(g11,3,0) -1
    x(3,0,g11) flow_cap_tail(g11,3,0,3,1) -9
    x(3,0,g11) flow_cap_tail(g11,3,0,4,0) -9
    x(3,0,g11) flow_cap_head(g11,3,1,3,0) -9
    x(3,0,g11) flow_cap_head(g11,4,0,3,0) -9
    x(3,1,g11) cover(3,1) 1
    x(3,1,g11) symmetry(3,1,g11) 1
    x(3,1,g11) flow_balance(g11,3,1) -1
    x(3,1,g11) flow_cap_tail(g11,3,1,3,0) -9
    x(3,1,g11) flow_cap_head(g11,3,0,3,1) -9
    x(4,0,g11) cover(4,0) 1
    x(4,0,g11) symmetry(4,0,g11) 1
    x(4,0,g11) flow_balance(g11,4,0) -1
    x(4,0,g11) flow_cap_tail(g11,4,0,5,0) -9
    x(4,0,g11) flow_cap_tail(g11,4,0,3,0) -9
    x(4,0,g11) flow_cap_head(g11,3,0,4,0) -9
    x(4,0,g11) flow_cap_head(g11,5,0,4,0) -9
    x(5,0,g11) cover(5,0) 1
    x(5,0,g11) symmetry(5,0,g11) 1
    x(5,0,g11) flow_balance(g11,5,0) -1
    x(5,0,g11) flow_cap_tail(g11,5,0,6,0) -9
    x(5,0,g11) flow_cap_tail(g11,5,0,4,0) -9
    x(5,0,g11) flow_cap_head(g11,4,0,5,0) -9
    x(5,0,g11) flow_cap_head(g11,6,0,5,0) -9
    x(6,0,g11) cover(6,0) 1
    x(6,0,g11) centre(6,0,g11) 1
    x(6,0,g11) symmetry(6,0,g11) 1
    x(6,0,g11) flow_cap_tail(g11,6,0,6,1) -9
    x(6,0,g11) flow_cap_tail(g11,6,0,5,0) -9
    x(6,0,g11) flow_cap_head(g11,5,0,6,0) -9
    x(6,0,g11) flow_cap_head(g11,6,1,6,0) -9
    x(6,1,g11) cover(6,1) 1
    x(6,1,g11) centre(6,1,g11) 1
    x(6,1,g11) symmetry(6,0,g11) -1
    x(6,1,g11) flow_balance(g11,6,1) -1
    x(6,1,g11) flow_cap_tail(g11,6,1,7,1) -9
    x(6,1,g11) flow_cap_tail(g11,6,1,6,0) -9
    x(6,1,g11) flow_cap_head(g11,6,0,6,1) -9
    x(6,1,g11) flow_cap_head(g11,7,1,6,1) -9
    x(7,1,g11) cover(7,1) 1
    x(7,1,g11) symmetry(5,0,g11) -1
    x(7,1,g11) flow_balance(g11,7,1) -1
    x(7,1,g11) flow_cap_tail(g11,7,1,8,1) -9
    x(7,1,g11) flow_cap_tail(g11,7,1,6,1) -9
    x(7,1,g11) flow_cap_head(g11,6,1,7,1) -9
    x(7,1,g11) flow_cap_head(g11,8,1,7,1) -9
    x(8,1,g11) cover(8,1) 1
    x(8,1,g11) symmetry(4,0,g11) -1
    x(8,1,g11) flow_balance(g11,8,1) -1
    x(8,1,g11) flow_cap_tail(g11,8,1,9,1) -9
    x(8,1,g11) flow_cap_tail(g11,8,1,7,1) -9
    x(8,1,g11) flow_cap_head(g11,7,1,8,1) -9
    x(8,1,g11) flow_cap_head(g11,9,1,8,1) -9
    x(9,0,g11) cover(9,0) 1
    x(9,0,g11) symmetry(3,1,g11) -1
    x(9,0,g11) flow_balance(g11,9,0) -1
    x(9,0,g11) flow_cap_tail(g11,9,0,9,1) -9
    x(9,0,g11) flow_cap_head(g11,9,1,9,0) -9
    x(9,1,g11) cover(9,1) 1
    x(9,1,g11) symmetry(3,0,g11) -1
    x(9,1,g11) flow_balance(g11,9,1) -1
    x(9,1,g11) flow_cap_tail(g11,9,1,9,0) -9
    x(9,1,g11) flow_cap_tail(g11,9,1,8,1) -9
    x(9,1,g11) flow_cap_head(g11,9,0,9,1) -9
    x(9,1,g11) flow_cap_head(g11,8,1,9,1) -9
    x(4,5,g12) cover(4,5) 1
    x(4,5,g12) symmetry(4,5,g12) 1
    x(4,5,g12) flow_balance(g12,4,5) -1
    x(4,5,g12) flow_cap_tail(g12,4,5,4,6) -13
    x(4,5,g12) flow_cap_tail(g12,4,5,5,5) -13
    x(4,5,g12) flow_cap_head(g12,4,6,4,5) -13
    x(4,5,g12) flow_cap_head(g12,5,5,4,5) -13
    x(4,6,g12) cover(4,6) 1
    x(4,6,g12) symmetry(4,6,g12) 1
    x(4,6,g12) flow_balance(g12,4,6) -1
    x(4,6,g12) flow_cap_tail(g12,4,6,4,5) -13
    x(4,6,g12) flow_cap_head(g12,4,5,4,6) -13
    x(5,5,g12) cover(5,5) 1
    x(5,5,g12) symmetry(5,5,g12) 1
    x(5,5,g12) flow_balance(g12,5,5) -1
    x(5,5,g12) flow_cap_tail(g12,5,5,6,5) -13
    x(5,5,g12) flow_cap_tail(g12,5,5,4,5) -13
    x(5,5,g12) flow_cap_head(g12,4,5,5,5) -13
    x(5,5,g12) flow_cap_head(g12,6,5,5,5) -13
    x(6,2,g12) cover(6,2) 1
    x(6,2,g12) symmetry(6,2,g12) 1
    x(6,2,g12) flow_balance(g12,6,2) -1
    x(6,2,g12) flow_cap_tail(g12,6,2,6,3) -13
    x(6,2,g12) flow_cap_tail(g12,6,2,7,2) -13
    x(6,2,g12) flow_cap_head(g12,6,3,6,2) -13
    x(6,2,g12) flow_cap_head(g12,7,2,6,2) -13
    x(6,3,g12) cover(6,3) 1
    x(6,3,g12) centre(6,3,g12) 1
    x(6,3,g12) symmetry(6,3,g12) 1
    x(6,3,g12) flow_cap_tail(g12,6,3,6,4) -13
    x(6,3,g12) flow_cap_tail(g12,6,3,7,3) -13
    x(6,3,g12) flow_cap_tail(g12,6,3,6,2) -13
    x(6,3,g12) flow_cap_head(g12,6,2,6,3) -13
    x(6,3,g12) flow_cap_head(g12,6,4,6,3) -13
    x(6,3,g12) flow_cap_head(g12,7,3,6,3) -13
    x(6,4,g12) cover(6,4) 1
    x(6,4,g12) symmetry(6,4,g12) 1
    x(6,4,g12) flow_balance(g12,6,4) -1
    x(6,4,g12) flow_cap_tail(g12,6,4,6,5) -13
    x(6,4,g12) flow_cap_tail(g12,6,4,7,4) -13
    x(6,4,g12) flow_cap_tail(g12,6,4,6,3) -13
    x(6,4,g12) flow_cap_head(g12,6,3,6,4) -13
    x(6,4,g12) flow_cap_head(g12,6,5,6,4) -13
    x(6,4,g12) flow_cap_head(g12,7,4,6,4) -13
    x(6,5,g12) cover(6,5) 1
    x(6,5,g12) symmetry(6,5,g12) 1
    x(6,5,g12) flow_balance(g12,6,5) -1
    x(6,5,g12) flow_cap_tail(g12,6,5,6,4) -13
    x(6,5,g12) flow_cap_tail(g12,6,5,5,5) -13
    x(6,5,g12) flow_cap_head(g12,6,4,6,5) -13
    x(6,5,g12) flow_cap_head(g12,5,5,6,5) -13
    x(7,1,g12) cover(7,1) 1
    x(7,1,g12) symmetry(6,5,g12) -1
    x(7,1,g12) flow_balance(g12,7,1) -1
    x(7,1,g12) flow_cap_tail(g12,7,1,7,2) -13
    x(7,1,g12) flow_cap_tail(g12,7,1,8,1) -13
    x(7,1,g12) flow_cap_head(g12,7,2,7,1) -13
    x(7,1,g12) flow_cap_head(g12,8,1,7,1) -13
    x(7,2,g12) cover(7,2) 1
    x(7,2,g12) symmetry(6,4,g12) -1
    x(7,2,g12) flow_balance(g12,7,2) -1
    x(7,2,g12) flow_cap_tail(g12,7,2,7,3) -13
    x(7,2,g12) flow_cap_tail(g12,7,2,7,1) -13
    x(7,2,g12) flow_cap_tail(g12,7,2,6,2) -13
    x(7,2,g12) flow_cap_head(g12,7,1,7,2) -13
    x(7,2,g12) flow_cap_head(g12,6,2,7,2) -13
    x(7,2,g12) flow_cap_head(g12,7,3,7,2) -13
    x(7,3,g12) cover(7,3) 1
    x(7,3,g12) centre(7,3,g12) 1
    x(7,3,g12) symmetry(6,3,g12) -1
    x(7,3,g12) flow_balance(g12,7,3) -1
    x(7,3,g12) flow_cap_tail(g12,7,3,7,4) -13
    x(7,3,g12) flow_cap_tail(g12,7,3,7,2) -13
    x(7,3,g12) flow_cap_tail(g12,7,3,6,3) -13
    x(7,3,g12) flow_cap_head(g12,7,2,7,3) -13
    x(7,3,g12) flow_cap_head(g12,6,3,7,3) -13
    x(7,3,g12) flow_cap_head(g12,7,4,7,3) -13
    x(7,4,g12) cover(7,4) 1
    x(7,4,g12) symmetry(6,2,g12) -1
    x(7,4,g12) flow_balance(g12,7,4) -1
    x(7,4,g12) flow_cap_tail(g12,7,4,7,3) -13
    x(7,4,g12) flow_cap_tail(g12,7,4,6,4) -13
    x(7,4,g12) flow_cap_head(g12,7,3,7,4) -13
    x(7,4,g12) flow_cap_head(g12,6,4,7,4) -13
    x(8,1,g12) cover(8,1) 1
    x(8,1,g12) symmetry(5,5,g12) -1
    x(8,1,g12) flow_balance(g12,8,1) -1
    x(8,1,g12) flow_cap_tail(g12,8,1,9,1) -13
    x(8,1,g12) flow_cap_tail(g12,8,1,7,1) -13
    x(8,1,g12) flow_cap_head(g12,7,1,8,1) -13
    x(8,1,g12) flow_cap_head(g12,9,1,8,1) -13
    x(9,0,g12) cover(9,0) 1
    x(9,0,g12) symmetry(4,6,g12) -1
    x(9,0,g12) flow_balance(g12,9,0) -1
    x(9,0,g12) flow_cap_tail(g12,9,0,9,1) -13
    x(9,0,g12) flow_cap_head(g12,9,1,9,0) -13
    x(9,1,g12) cover(9,1) 1
    x(9,1,g12) symmetry(4,5,g12) -1
    x(9,1,g12) flow_balance(g12,9,1) -1
    x(9,1,g12) flow_cap_tail(g12,9,1,9,0) -13
    x(9,1,g12) flow_cap_tail(g12,9,1,8,1) -13
    x(9,1,g12) flow_cap_head(g12,9,0,9,1) -13
    x(9,1,g12) flow_cap_head(g12,8,1,9,1) -13
    x(5,5,g13) cover(5,5) 1
    x(5,5,g13) symmetry(5,5,g13) 1
    x(5,5,g13) flow_balance(g13,5,5) -1
    x(5,5,g13) flow_cap_tail(g13,5,5,5,6) -10
    x(5,5,g13) flow_cap_tail(g13,5,5,6,5) -10
    x(5,5,g13) flow_cap_head(g13,5,6,5,5) -10
    x(5,5,g13) flow_cap_head(g13,6,5,5,5) -10
    x(5,6,g13) cover(5,6) 1
    x(5,6,g13) symmetry(5,6,g13) 1
    x(5,6,g13) flow_balance(g13,5,6) -1
    x(5,6,g13) flow_cap_tail(g13,5,6,5,5) -10
    x(5,6,g13) flow_cap_head(g13,5,5,5,6) -10
    x(6,4,g13) cover(6,4) 1
    x(6,4,g13) symmetry(6,4,g13) 1
    x(6,4,g13) flow_balance(g13,6,4) -1
    x(6,4,g13) flow_cap_tail(g13,6,4,6,5) -10
    x(6,4,g13) flow_cap_tail(g13,6,4,7,4) -10
    x(6,4,g13) flow_cap_head(g13,6,5,6,4) -10
    x(6,4,g13) flow_cap_head(g13,7,4,6,4) -10
    x(6,5,g13) cover(6,5) 1
    x(6,5,g13) symmetry(6,5,g13) 1
    x(6,5,g13) flow_balance(g13,6,5) -1
    x(6,5,g13) flow_cap_tail(g13,6,5,7,5) -10
    x(6,5,g13) flow_cap_tail(g13,6,5,6,4) -10
    x(6,5,g13) flow_cap_tail(g13,6,5,5,5) -10
    x(6,5,g13) flow_cap_head(g13,6,4,6,5) -10
    x(6,5,g13) flow_cap_head(g13,5,5,6,5) -10
    x(6,5,g13) flow_cap_head(g13,7,5,6,5) -10
    x(7,4,g13) cover(7,4) 1
    x(7,4,g13) symmetry(7,4,g13) 1
    x(7,4,g13) flow_balance(g13,7,4) -1
    x(7,4,g13) flow_cap_tail(g13,7,4,7,5) -10
    x(7,4,g13) flow_cap_tail(g13,7,4,6,4) -10
    x(7,4,g13) flow_cap_head(g13,6,4,7,4) -10
    x(7,4,g13) flow_cap_head(g13,7,5,7,4) -10
    x(7,5,g13) cover(7,5) 1
    x(7,5,g13) centre(7,5,g13) 1
    x(7,5,g13) flow_cap_tail(g13,7,5,7,6) -10
    x(7,5,g13) flow_cap_tail(g13,7,5,8,5) -10
    x(7,5,g13) flow_cap_tail(g13,7,5,7,4) -10
    x(7,5,g13) flow_cap_tail(g13,7,5,6,5) -10
    x(7,5,g13) flow_cap_head(g13,7,4,7,5) -10
    x(7,5,g13) flow_cap_head(g13,6,5,7,5) -10
    x(7,5,g13) flow_cap_head(g13,7,6,7,5) -10
    x(7,5,g13) flow_cap_head(g13,8,5,7,5) -10
    x(7,6,g13) cover(7,6) 1
    x(7,6,g13) symmetry(7,4,g13) -1
    x(7,6,g13) flow_balance(g13,7,6) -1
    x(7,6,g13) flow_cap_tail(g13,7,6,8,6) -10
    x(7,6,g13) flow_cap_tail(g13,7,6,7,5) -10
    x(7,6,g13) flow_cap_head(g13,7,5,7,6) -10
    x(7,6,g13) flow_cap_head(g13,8,6,7,6) -10
    x(8,5,g13) cover(8,5) 1
    x(8,5,g13) symmetry(6,5,g13) -1
    x(8,5,g13) flow_balance(g13,8,5) -1
    x(8,5,g13) flow_cap_tail(g13,8,5,8,6) -10
    x(8,5,g13) flow_cap_tail(g13,8,5,9,5) -10
    x(8,5,g13) flow_cap_tail(g13,8,5,7,5) -10
    x(8,5,g13) flow_cap_head(g13,7,5,8,5) -10
    x(8,5,g13) flow_cap_head(g13,8,6,8,5) -10
    x(8,5,g13) flow_cap_head(g13,9,5,8,5) -10
    x(8,6,g13) cover(8,6) 1
    x(8,6,g13) symmetry(6,4,g13) -1
    x(8,6,g13) flow_balance(g13,8,6) -1
    x(8,6,g13) flow_cap_tail(g13,8,6,8,5) -10
    x(8,6,g13) flow_cap_tail(g13,8,6,7,6) -10
    x(8,6,g13) flow_cap_head(g13,8,5,8,6) -10
    x(8,6,g13) flow_cap_head(g13,7,6,8,6) -10
    x(9,4,g13) cover(9,4) 1
    x(9,4,g13) symmetry(5,6,g13) -1
    x(9,4,g13) flow_balance(g13,9,4) -1
    x(9,4,g13) flow_cap_tail(g13,9,4,9,5) -10
    x(9,4,g13) flow_cap_head(g13,9,5,9,4) -10
    x(9,5,g13) cover(9,5) 1
    x(9,5,g13) symmetry(5,5,g13) -1
    x(9,5,g13) flow_balance(g13,9,5) -1
    x(9,5,g13) flow_cap_tail(g13,9,5,9,4) -10
    x(9,5,g13) flow_cap_tail(g13,9,5,8,5) -10
    x(9,5,g13) flow_cap_head(g13,9,4,9,5) -10
    x(9,5,g13) flow_cap_head(g13,8,5,9,5) -10
    x(7,0,g14) cover(7,0) 1
    x(7,0,g14) centre(7,0,g14) 1
    x(7,0,g14) symmetry(7,0,g14) 1
    x(7,0,g14) flow_cap_tail(g14,7,0,8,0) -1
    x(7,0,g14) flow_cap_head(g14,8,0,7,0) -1
    x(8,0,g14) cover(8,0) 1
    x(8,0,g14) centre(8,0,g14) 1
    x(8,0,g14) symmetry(7,0,g14) -1
    x(8,0,g14) flow_balance(g14,8,0) -1
    x(8,0,g14) flow_cap_tail(g14,8,0,7,0) -1
    x(8,0,g14) flow_cap_head(g14,7,0,8,0) -1
    x(7,1,g15) cover(7,1) 1
    x(7,1,g15) symmetry(7,1,g15) 1
    x(7,1,g15) flow_balance(g15,7,1) -1
    x(7,1,g15) flow_cap_tail(g15,7,1,7,2) -13
    x(7,1,g15) flow_cap_tail(g15,7,1,8,1) -13
    x(7,1,g15) flow_cap_head(g15,7,2,7,1) -13
    x(7,1,g15) flow_cap_head(g15,8,1,7,1) -13
    x(7,2,g15) cover(7,2) 1
    x(7,2,g15) symmetry(7,2,g15) 1
    x(7,2,g15) flow_balance(g15,7,2) -1
    x(7,2,g15) flow_cap_tail(g15,7,2,8,2) -13
    x(7,2,g15) flow_cap_tail(g15,7,2,7,1) -13
    x(7,2,g15) flow_cap_head(g15,7,1,7,2) -13
    x(7,2,g15) flow_cap_head(g15,8,2,7,2) -13
    x(7,6,g15) cover(7,6) 1
    x(7,6,g15) symmetry(7,6,g15) 1
    x(7,6,g15) flow_balance(g15,7,6) -1
    x(7,6,g15) flow_cap_tail(g15,7,6,7,7) -13
    x(7,6,g15) flow_cap_tail(g15,7,6,8,6) -13
    x(7,6,g15) flow_cap_head(g15,7,7,7,6) -13
    x(7,6,g15) flow_cap_head(g15,8,6,7,6) -13
    x(7,7,g15) cover(7,7) 1
    x(7,7,g15) symmetry(7,7,g15) 1
    x(7,7,g15) flow_balance(g15,7,7) -1
    x(7,7,g15) flow_cap_tail(g15,7,7,7,6) -13
    x(7,7,g15) flow_cap_head(g15,7,6,7,7) -13
    x(8,1,g15) cover(8,1) 1
    x(8,1,g15) symmetry(8,1,g15) 1
    x(8,1,g15) flow_balance(g15,8,1) -1
    x(8,1,g15) flow_cap_tail(g15,8,1,8,2) -13
    x(8,1,g15) flow_cap_tail(g15,8,1,9,1) -13
    x(8,1,g15) flow_cap_tail(g15,8,1,7,1) -13
    x(8,1,g15) flow_cap_head(g15,7,1,8,1) -13
    x(8,1,g15) flow_cap_head(g15,8,2,8,1) -13
    x(8,1,g15) flow_cap_head(g15,9,1,8,1) -13
    x(8,2,g15) cover(8,2) 1
    x(8,2,g15) symmetry(8,2,g15) 1
    x(8,2,g15) flow_balance(g15,8,2) -1
    x(8,2,g15) flow_cap_tail(g15,8,2,8,3) -13
    x(8,2,g15) flow_cap_tail(g15,8,2,8,1) -13
    x(8,2,g15) flow_cap_tail(g15,8,2,7,2) -13
    x(8,2,g15) flow_cap_head(g15,8,1,8,2) -13
    x(8,2,g15) flow_cap_head(g15,7,2,8,2) -13
    x(8,2,g15) flow_cap_head(g15,8,3,8,2) -13
    x(8,3,g15) cover(8,3) 1
    x(8,3,g15) centre(8,3,g15) 1
    x(8,3,g15) symmetry(8,3,g15) 1
    x(8,3,g15) flow_cap_tail(g15,8,3,8,4) -13
    x(8,3,g15) flow_cap_tail(g15,8,3,8,2) -13
    x(8,3,g15) flow_cap_head(g15,8,2,8,3) -13
    x(8,3,g15) flow_cap_head(g15,8,4,8,3) -13
    x(8,4,g15) cover(8,4) 1
    x(8,4,g15) centre(8,4,g15) 1
    x(8,4,g15) symmetry(8,3,g15) -1
    x(8,4,g15) flow_balance(g15,8,4) -1
    x(8,4,g15) flow_cap_tail(g15,8,4,8,5) -13
    x(8,4,g15) flow_cap_tail(g15,8,4,8,3) -13
    x(8,4,g15) flow_cap_head(g15,8,3,8,4) -13
    x(8,4,g15) flow_cap_head(g15,8,5,8,4) -13
    x(8,5,g15) cover(8,5) 1
    x(8,5,g15) symmetry(8,2,g15) -1
    x(8,5,g15) flow_balance(g15,8,5) -1
    x(8,5,g15) flow_cap_tail(g15,8,5,8,6) -13
    x(8,5,g15) flow_cap_tail(g15,8,5,9,5) -13
    x(8,5,g15) flow_cap_tail(g15,8,5,8,4) -13
    x(8,5,g15) flow_cap_head(g15,8,4,8,5) -13
    x(8,5,g15) flow_cap_head(g15,8,6,8,5) -13
    x(8,5,g15) flow_cap_head(g15,9,5,8,5) -13
    x(8,6,g15) cover(8,6) 1
    x(8,6,g15) symmetry(8,1,g15) -1
    x(8,6,g15) flow_balance(g15,8,6) -1
    x(8,6,g15) flow_cap_tail(g15,8,6,9,6) -13
    x(8,6,g15) flow_cap_tail(g15,8,6,8,5) -13
    x(8,6,g15) flow_cap_tail(g15,8,6,7,6) -13
    x(8,6,g15) flow_cap_head(g15,8,5,8,6) -13
    x(8,6,g15) flow_cap_head(g15,7,6,8,6) -13
    x(8,6,g15) flow_cap_head(g15,9,6,8,6) -13
    x(9,0,g15) cover(9,0) 1
    x(9,0,g15) symmetry(7,7,g15) -1
    x(9,0,g15) flow_balance(g15,9,0) -1
    x(9,0,g15) flow_cap_tail(g15,9,0,9,1) -13
    x(9,0,g15) flow_cap_head(g15,9,1,9,0) -13
    x(9,1,g15) cover(9,1) 1
    x(9,1,g15) symmetry(7,6,g15) -1
    x(9,1,g15) flow_balance(g15,9,1) -1
    x(9,1,g15) flow_cap_tail(g15,9,1,9,0) -13
    x(9,1,g15) flow_cap_tail(g15,9,1,8,1) -13
    x(9,1,g15) flow_cap_head(g15,9,0,9,1) -13
    x(9,1,g15) flow_cap_head(g15,8,1,9,1) -13
    x(9,5,g15) cover(9,5) 1
    x(9,5,g15) symmetry(7,2,g15) -1
    x(9,5,g15) flow_balance(g15,9,5) -1
    x(9,5,g15) flow_cap_tail(g15,9,5,9,6) -13
    x(9,5,g15) flow_cap_tail(g15,9,5,8,5) -13
    x(9,5,g15) flow_cap_head(g15,8,5,9,5) -13
    x(9,5,g15) flow_cap_head(g15,9,6,9,5) -13
    x(9,6,g15) cover(9,6) 1
    x(9,6,g15) symmetry(7,1,g15) -1
    x(9,6,g15) flow_balance(g15,9,6) -1
    x(9,6,g15) flow_cap_tail(g15,9,6,9,5) -13
    x(9,6,g15) flow_cap_tail(g15,9,6,8,6) -13
    x(9,6,g15) flow_cap_head(g15,9,5,9,6) -13
    x(9,6,g15) flow_cap_head(g15,8,6,9,6) -13
    x(7,7,g16) cover(7,7) 1
    x(7,7,g16) symmetry(7,7,g16) 1
    x(7,7,g16) flow_balance(g16,7,7) -1
    x(7,7,g16) flow_cap_tail(g16,7,7,7,8) -8
    x(7,7,g16) flow_cap_tail(g16,7,7,8,7) -8
    x(7,7,g16) flow_cap_head(g16,7,8,7,7) -8
    x(7,7,g16) flow_cap_head(g16,8,7,7,7) -8
    x(7,8,g16) cover(7,8) 1
    x(7,8,g16) symmetry(7,8,g16) 1
    x(7,8,g16) flow_balance(g16,7,8) -1
    x(7,8,g16) flow_cap_tail(g16,7,8,7,9) -8
    x(7,8,g16) flow_cap_tail(g16,7,8,8,8) -8
    x(7,8,g16) flow_cap_tail(g16,7,8,7,7) -8
    x(7,8,g16) flow_cap_head(g16,7,7,7,8) -8
    x(7,8,g16) flow_cap_head(g16,7,9,7,8) -8
    x(7,8,g16) flow_cap_head(g16,8,8,7,8) -8
    x(7,9,g16) cover(7,9) 1
    x(7,9,g16) symmetry(7,9,g16) 1
    x(7,9,g16) flow_balance(g16,7,9) -1
    x(7,9,g16) flow_cap_tail(g16,7,9,8,9) -8
    x(7,9,g16) flow_cap_tail(g16,7,9,7,8) -8
    x(7,9,g16) flow_cap_head(g16,7,8,7,9) -8
    x(7,9,g16) flow_cap_head(g16,8,9,7,9) -8
    x(8,7,g16) cover(8,7) 1
    x(8,7,g16) symmetry(8,7,g16) 1
    x(8,7,g16) flow_balance(g16,8,7) -1
    x(8,7,g16) flow_cap_tail(g16,8,7,8,8) -8
    x(8,7,g16) flow_cap_tail(g16,8,7,9,7) -8
    x(8,7,g16) flow_cap_tail(g16,8,7,7,7) -8
    x(8,7,g16) flow_cap_head(g16,7,7,8,7) -8
    x(8,7,g16) flow_cap_head(g16,8,8,8,7) -8
    x(8,7,g16) flow_cap_head(g16,9,7,8,7) -8
    x(8,8,g16) cover(8,8) 1
    x(8,8,g16) centre(8,8,g16) 1
    x(8,8,g16) flow_cap_tail(g16,8,8,8,9) -8
    x(8,8,g16) flow_cap_tail(g16,8,8,9,8) -8
    x(8,8,g16) flow_cap_tail(g16,8,8,8,7) -8
    x(8,8,g16) flow_cap_tail(g16,8,8,7,8) -8
    x(8,8,g16) flow_cap_head(g16,8,7,8,8) -8
    x(8,8,g16) flow_cap_head(g16,7,8,8,8) -8
    x(8,8,g16) flow_cap_head(g16,8,9,8,8) -8
    x(8,8,g16) flow_cap_head(g16,9,8,8,8) -8
    x(8,9,g16) cover(8,9) 1
    x(8,9,g16) symmetry(8,7,g16) -1
    x(8,9,g16) flow_balance(g16,8,9) -1
    x(8,9,g16) flow_cap_tail(g16,8,9,9,9) -8
    x(8,9,g16) flow_cap_tail(g16,8,9,8,8) -8
    x(8,9,g16) flow_cap_tail(g16,8,9,7,9) -8
    x(8,9,g16) flow_cap_head(g16,8,8,8,9) -8
    x(8,9,g16) flow_cap_head(g16,7,9,8,9) -8
    x(8,9,g16) flow_cap_head(g16,9,9,8,9) -8
    x(9,7,g16) cover(9,7) 1
    x(9,7,g16) symmetry(7,9,g16) -1
    x(9,7,g16) flow_balance(g16,9,7) -1
    x(9,7,g16) flow_cap_tail(g16,9,7,9,8) -8
    x(9,7,g16) flow_cap_tail(g16,9,7,8,7) -8
    x(9,7,g16) flow_cap_head(g16,8,7,9,7) -8
    x(9,7,g16) flow_cap_head(g16,9,8,9,7) -8
    x(9,8,g16) cover(9,8) 1
    x(9,8,g16) symmetry(7,8,g16) -1
    x(9,8,g16) flow_balance(g16,9,8) -1
    x(9,8,g16) flow_cap_tail(g16,9,8,9,9) -8
    x(9,8,g16) flow_cap_tail(g16,9,8,9,7) -8
    x(9,8,g16) flow_cap_tail(g16,9,8,8,8) -8
    x(9,8,g16) flow_cap_head(g16,9,7,9,8) -8
    x(9,8,g16) flow_cap_head(g16,8,8,9,8) -8
    x(9,8,g16) flow_cap_head(g16,9,9,9,8) -8
    x(9,9,g16) cover(9,9) 1
    x(9,9,g16) symmetry(7,7,g16) -1
    x(9,9,g16) flow_balance(g16,9,9) -1
    x(9,9,g16) flow_cap_tail(g16,9,9,9,8) -8
    x(9,9,g16) flow_cap_tail(g16,9,9,8,9) -8
    x(9,9,g16) flow_cap_head(g16,9,8,9,9) -8
    x(9,9,g16) flow_cap_head(g16,8,9,9,9) -8
    x(9,0,g17) cover(9,0) 1
    x(9,0,g17) symmetry(9,0,g17) 1
    x(9,0,g17) flow_balance(g17,9,0) -1
    x(9,0,g17) flow_cap_tail(g17,9,0,9,1) -5
    x(9,0,g17) flow_cap_head(g17,9,1,9,0) -5
    x(9,1,g17) cover(9,1) 1
    x(9,1,g17) symmetry(9,1,g17) 1
    x(9,1,g17) flow_balance(g17,9,1) -1
    x(9,1,g17) flow_cap_tail(g17,9,1,9,2) -5
    x(9,1,g17) flow_cap_tail(g17,9,1,9,0) -5
    x(9,1,g17) flow_cap_head(g17,9,0,9,1) -5
    x(9,1,g17) flow_cap_head(g17,9,2,9,1) -5
    x(9,2,g17) cover(9,2) 1
    x(9,2,g17) centre(9,2,g17) 1
    x(9,2,g17) symmetry(9,2,g17) 1
    x(9,2,g17) flow_cap_tail(g17,9,2,9,3) -5
    x(9,2,g17) flow_cap_tail(g17,9,2,9,1) -5
    x(9,2,g17) flow_cap_head(g17,9,1,9,2) -5
    x(9,2,g17) flow_cap_head(g17,9,3,9,2) -5
    x(9,3,g17) cover(9,3) 1
    x(9,3,g17) centre(9,3,g17) 1
    x(9,3,g17) symmetry(9,2,g17) -1
    x(9,3,g17) flow_balance(g17,9,3) -1
    x(9,3,g17) flow_cap_tail(g17,9,3,9,4) -5
    x(9,3,g17) flow_cap_tail(g17,9,3,9,2) -5
    x(9,3,g17) flow_cap_head(g17,9,2,9,3) -5
    x(9,3,g17) flow_cap_head(g17,9,4,9,3) -5
    x(9,4,g17) cover(9,4) 1
    x(9,4,g17) symmetry(9,1,g17) -1
    x(9,4,g17) flow_balance(g17,9,4) -1
    x(9,4,g17) flow_cap_tail(g17,9,4,9,5) -5
    x(9,4,g17) flow_cap_tail(g17,9,4,9,3) -5
    x(9,4,g17) flow_cap_head(g17,9,3,9,4) -5
    x(9,4,g17) flow_cap_head(g17,9,5,9,4) -5
    x(9,5,g17) cover(9,5) 1
    x(9,5,g17) symmetry(9,0,g17) -1
    x(9,5,g17) flow_balance(g17,9,5) -1
    x(9,5,g17) flow_cap_tail(g17,9,5,9,4) -5
    x(9,5,g17) flow_cap_head(g17,9,4,9,5) -5
    MARKER0 'MARKER' 'INTEND'
    f(g0,0,1,0,2) flow_balance(g0,0,2) 1
    f(g0,0,1,0,2) flow_cap_tail(g0,0,1,0,2) 1
    f(g0,0,1,0,2) flow_cap_head(g0,0,1,0,2) 1
    f(g1,0,7,0,8) flow_balance(g1,0,7) -1
    f(g1,0,7,0,8) flow_cap_tail(g1,0,7,0,8) 1
    f(g1,0,7,0,8) flow_cap_head(g1,0,7,0,8) 1
    f(g1,0,8,0,9) flow_balance(g1,0,9) 1
    f(g1,0,8,0,9) flow_cap_tail(g1,0,8,0,9) 1
    f(g1,0,8,0,9) flow_cap_head(g1,0,8,0,9) 1
    f(g2,0,3,0,4) flow_balance(g2,0,4) 1
    f(g2,0,3,0,4) flow_cap_tail(g2,0,3,0,4) 1
    f(g2,0,3,0,4) flow_cap_head(g2,0,3,0,4) 1
    f(g2,0,4,0,5) flow_balance(g2,0,4) -1
    f(g2,0,4,0,5) flow_balance(g2,0,5) 1
    f(g2,0,4,0,5) flow_cap_tail(g2,0,4,0,5) 1
    f(g2,0,4,0,5) flow_cap_head(g2,0,4,0,5) 1
    f(g2,1,2,1,3) flow_balance(g2,1,2) -1
    f(g2,1,2,1,3) flow_balance(g2,1,3) 1
    f(g2,1,2,1,3) flow_cap_tail(g2,1,2,1,3) 1
    f(g2,1,2,1,3) flow_cap_head(g2,1,2,1,3) 1
    f(g2,1,3,1,4) flow_balance(g2,1,3) -1
    f(g2,1,3,1,4) flow_balance(g2,1,4) 1
    f(g2,1,3,1,4) flow_cap_tail(g2,1,3,1,4) 1
    f(g2,1,3,1,4) flow_cap_head(g2,1,3,1,4) 1
    f(g2,0,3,1,3) flow_balance(g2,1,3) 1
    f(g2,0,3,1,3) flow_cap_tail(g2,0,3,1,3) 1
    f(g2,0,3,1,3) flow_cap_head(g2,0,3,1,3) 1
    f(g2,0,4,1,4) flow_balance(g2,0,4) -1
    f(g2,0,4,1,4) flow_balance(g2,1,4) 1
    f(g2,0,4,1,4) flow_cap_tail(g2,0,4,1,4) 1
    f(g2,0,4,1,4) flow_cap_head(g2,0,4,1,4) 1
    f(g3,0,0,1,0) flow_balance(g3,0,0) -1
    f(g3,0,0,1,0) flow_cap_tail(g3,0,0,1,0) 1
    f(g3,0,0,1,0) flow_cap_head(g3,0,0,1,0) 1
    f(g3,1,0,2,0) flow_balance(g3,2,0) 1
    f(g3,1,0,2,0) flow_cap_tail(g3,1,0,2,0) 1
    f(g3,1,0,2,0) flow_cap_head(g3,1,0,2,0) 1
    f(g5,1,6,1,7) flow_balance(g5,1,6) -1
    f(g5,1,6,1,7) flow_cap_tail(g5,1,6,1,7) 1
    f(g5,1,6,1,7) flow_cap_head(g5,1,6,1,7) 1
    f(g5,1,7,1,8) flow_balance(g5,1,8) 1
    f(g5,1,7,1,8) flow_cap_tail(g5,1,7,1,8) 1
    f(g5,1,7,1,8) flow_cap_head(g5,1,7,1,8) 1
    f(g5,1,8,1,9) flow_balance(g5,1,8) -1
    f(g5,1,8,1,9) flow_balance(g5,1,9) 1
    f(g5,1,8,1,9) flow_cap_tail(g5,1,8,1,9) 1
    f(g5,1,8,1,9) flow_cap_head(g5,1,8,1,9) 1
    f(g5,2,6,2,7) flow_balance(g5,2,6) -1
    f(g5,2,6,2,7) flow_balance(g5,2,7) 1
    f(g5,2,6,2,7) flow_cap_tail(g5,2,6,2,7) 1
    f(g5,2,6,2,7) flow_cap_head(g5,2,6,2,7) 1
    f(g5,2,7,2,8) flow_balance(g5,2,7) -1
    f(g5,2,7,2,8) flow_balance(g5,2,8) 1
    f(g5,2,7,2,8) flow_cap_tail(g5,2,7,2,8) 1
    f(g5,2,7,2,8) flow_cap_head(g5,2,7,2,8) 1
    f(g5,2,8,2,9) flow_balance(g5,2,8) -1
    f(g5,2,8,2,9) flow_balance(g5,2,9) 1
    f(g5,2,8,2,9) flow_cap_tail(g5,2,8,2,9) 1
    f(g5,2,8,2,9) flow_cap_head(g5,2,8,2,9) 1
    f(g5,0,6,1,6) flow_balance(g5,0,6) -1
    f(g5,0,6,1,6) flow_balance(g5,1,6) 1
    f(g5,0,6,1,6) flow_cap_tail(g5,0,6,1,6) 1
    f(g5,0,6,1,6) flow_cap_head(g5,0,6,1,6) 1
    f(g5,1,6,2,6) flow_balance(g5,1,6) -1
    f(g5,1,6,2,6) flow_balance(g5,2,6) 1
    f(g5,1,6,2,6) flow_cap_tail(g5,1,6,2,6) 1
    f(g5,1,6,2,6) flow_cap_head(g5,1,6,2,6) 1
    f(g5,1,7,2,7) flow_balance(g5,2,7) 1
    f(g5,1,7,2,7) flow_cap_tail(g5,1,7,2,7) 1
    f(g5,1,7,2,7) flow_cap_head(g5,1,7,2,7) 1
    f(g5,1,8,2,8) flow_balance(g5,1,8) -1
    f(g5,1,8,2,8) flow_balance(g5,2,8) 1
    f(g5,1,8,2,8) flow_cap_tail(g5,1,8,2,8) 1
    f(g5,1,8,2,8) flow_cap_head(g5,1,8,2,8) 1
    f(g5,1,9,2,9) flow_balance(g5,1,9) -1
    f(g5,1,9,2,9) flow_balance(g5,2,9) 1
    f(g5,1,9,2,9) flow_cap_tail(g5,1,9,2,9) 1
    f(g5,1,9,2,9) flow_cap_head(g5,1,9,2,9) 1
    f(g5,2,9,3,9) flow_balance(g5,2,9) -1
    f(g5,2,9,3,9) flow_balance(g5,3,9) 1
    f(g5,2,9,3,9) flow_cap_tail(g5,2,9,3,9) 1
    f(g5,2,9,3,9) flow_cap_head(g5,2,9,3,9) 1
    f(g6,0,5,0,6) flow_balance(g6,0,5) -1
    f(g6,0,5,0,6) flow_balance(g6,0,6) 1
    f(g6,0,5,0,6) flow_cap_tail(g6,0,5,0,6) 1
    f(g6,0,5,0,6) flow_cap_head(g6,0,5,0,6) 1
    f(g6,0,6,0,7) flow_balance(g6,0,6) -1
    f(g6,0,6,0,7) flow_balance(g6,0,7) 1
    f(g6,0,6,0,7) flow_cap_tail(g6,0,6,0,7) 1
    f(g6,0,6,0,7) flow_cap_head(g6,0,6,0,7) 1
    f(g6,1,5,1,6) flow_balance(g6,1,5) -1
    f(g6,1,5,1,6) flow_balance(g6,1,6) 1
    f(g6,1,5,1,6) flow_cap_tail(g6,1,5,1,6) 1
    f(g6,1,5,1,6) flow_cap_head(g6,1,5,1,6) 1
    f(g6,2,4,2,5) flow_balance(g6,2,4) -1
    f(g6,2,4,2,5) flow_balance(g6,2,5) 1
    f(g6,2,4,2,5) flow_cap_tail(g6,2,4,2,5) 1
    f(g6,2,4,2,5) flow_cap_head(g6,2,4,2,5) 1
    f(g6,2,5,2,6) flow_balance(g6,2,5) -1
    f(g6,2,5,2,6) flow_balance(g6,2,6) 1
    f(g6,2,5,2,6) flow_cap_tail(g6,2,5,2,6) 1
    f(g6,2,5,2,6) flow_cap_head(g6,2,5,2,6) 1
    f(g6,3,4,3,5) flow_balance(g6,3,4) -1
    f(g6,3,4,3,5) flow_cap_tail(g6,3,4,3,5) 1
    f(g6,3,4,3,5) flow_cap_head(g6,3,4,3,5) 1
    f(g6,3,5,3,6) flow_balance(g6,3,6) 1
    f(g6,3,5,3,6) flow_cap_tail(g6,3,5,3,6) 1
    f(g6,3,5,3,6) flow_cap_head(g6,3,5,3,6) 1
    f(g6,3,6,3,7) flow_balance(g6,3,6) -1
    f(g6,3,6,3,7) flow_balance(g6,3,7) 1
    f(g6,3,6,3,7) flow_cap_tail(g6,3,6,3,7) 1
    f(g6,3,6,3,7) flow_cap_head(g6,3,6,3,7) 1
    f(g6,4,5,4,6) flow_balance(g6,4,5) -1
    f(g6,4,5,4,6) flow_balance(g6,4,6) 1
    f(g6,4,5,4,6) flow_cap_tail(g6,4,5,4,6) 1
    f(g6,4,5,4,6) flow_cap_head(g6,4,5,4,6) 1
    f(g6,4,6,4,7) flow_balance(g6,4,6) -1
    f(g6,4,6,4,7) flow_balance(g6,4,7) 1
    f(g6,4,6,4,7) flow_cap_tail(g6,4,6,4,7) 1
    f(g6,4,6,4,7) flow_cap_head(g6,4,6,4,7) 1
    f(g6,5,5,5,6) flow_balance(g6,5,5) -1
    f(g6,5,5,5,6) flow_balance(g6,5,6) 1
    f(g6,5,5,5,6) flow_cap_tail(g6,5,5,5,6) 1
    f(g6,5,5,5,6) flow_cap_head(g6,5,5,5,6) 1
    f(g6,6,4,6,5) flow_balance(g6,6,4) -1
    f(g6,6,4,6,5) flow_balance(g6,6,5) 1
    f(g6,6,4,6,5) flow_cap_tail(g6,6,4,6,5) 1
    f(g6,6,4,6,5) flow_cap_head(g6,6,4,6,5) 1
    f(g6,6,5,6,6) flow_balance(g6,6,5) -1
    f(g6,6,5,6,6) flow_balance(g6,6,6) 1
    f(g6,6,5,6,6) flow_cap_tail(g6,6,5,6,6) 1
    f(g6,6,5,6,6) flow_cap_head(g6,6,5,6,6) 1
    f(g6,0,5,1,5) flow_balance(g6,0,5) -1
    f(g6,0,5,1,5) flow_balance(g6,1,5) 1
    f(g6,0,5,1,5) flow_cap_tail(g6,0,5,1,5) 1
    f(g6,0,5,1,5) flow_cap_head(g6,0,5,1,5) 1
    f(g6,0,6,1,6) flow_balance(g6,0,6) -1
    f(g6,0,6,1,6) flow_balance(g6,1,6) 1
    f(g6,0,6,1,6) flow_cap_tail(g6,0,6,1,6) 1
    f(g6,0,6,1,6) flow_cap_head(g6,0,6,1,6) 1
    f(g6,1,5,2,5) flow_balance(g6,1,5) -1
    f(g6,1,5,2,5) flow_balance(g6,2,5) 1
    f(g6,1,5,2,5) flow_cap_tail(g6,1,5,2,5) 1
    f(g6,1,5,2,5) flow_cap_head(g6,1,5,2,5) 1
    f(g6,1,6,2,6) flow_balance(g6,1,6) -1
    f(g6,1,6,2,6) flow_balance(g6,2,6) 1
    f(g6,1,6,2,6) flow_cap_tail(g6,1,6,2,6) 1
    f(g6,1,6,2,6) flow_cap_head(g6,1,6,2,6) 1
    f(g6,2,4,3,4) flow_balance(g6,2,4) -1
    f(g6,2,4,3,4) flow_balance(g6,3,4) 1
    f(g6,2,4,3,4) flow_cap_tail(g6,2,4,3,4) 1
    f(g6,2,4,3,4) flow_cap_head(g6,2,4,3,4) 1
    f(g6,2,5,3,5) flow_balance(g6,2,5) -1
    f(g6,2,5,3,5) flow_cap_tail(g6,2,5,3,5) 1
    f(g6,2,5,3,5) flow_cap_head(g6,2,5,3,5) 1
    f(g6,2,6,3,6) flow_balance(g6,2,6) -1
    f(g6,2,6,3,6) flow_balance(g6,3,6) 1
    f(g6,2,6,3,6) flow_cap_tail(g6,2,6,3,6) 1
    f(g6,2,6,3,6) flow_cap_head(g6,2,6,3,6) 1
    f(g6,3,5,4,5) flow_balance(g6,4,5) 1
    f(g6,3,5,4,5) flow_cap_tail(g6,3,5,4,5) 1
    f(g6,3,5,4,5) flow_cap_head(g6,3,5,4,5) 1
    f(g6,3,6,4,6) flow_balance(g6,3,6) -1
    f(g6,3,6,4,6) flow_balance(g6,4,6) 1
    f(g6,3,6,4,6) flow_cap_tail(g6,3,6,4,6) 1
    f(g6,3,6,4,6) flow_cap_head(g6,3,6,4,6) 1
    f(g6,3,7,4,7) flow_balance(g6,3,7) -1
    f(g6,3,7,4,7) flow_balance(g6,4,7) 1
    f(g6,3,7,4,7) flow_cap_tail(g6,3,7,4,7) 1
    f(g6,3,7,4,7) flow_cap_head(g6,3,7,4,7) 1
    f(g6,4,5,5,5) flow_balance(g6,4,5) -1
    f(g6,4,5,5,5) flow_balance(g6,5,5) 1
    f(g6,4,5,5,5) flow_cap_tail(g6,4,5,5,5) 1
    f(g6,4,5,5,5) flow_cap_head(g6,4,5,5,5) 1
    f(g6,4,6,5,6) flow_balance(g6,4,6) -1
    f(g6,4,6,5,6) flow_balance(g6,5,6) 1
    f(g6,4,6,5,6) flow_cap_tail(g6,4,6,5,6) 1
    f(g6,4,6,5,6) flow_cap_head(g6,4,6,5,6) 1
    f(g6,5,5,6,5) flow_balance(g6,5,5) -1
    f(g6,5,5,6,5) flow_balance(g6,6,5) 1
    f(g6,5,5,6,5) flow_cap_tail(g6,5,5,6,5) 1
    f(g6,5,5,6,5) flow_cap_head(g6,5,5,6,5) 1
    f(g6,5,6,6,6) flow_balance(g6,5,6) -1
    f(g6,5,6,6,6) flow_balance(g6,6,6) 1
    f(g6,5,6,6,6) flow_cap_tail(g6,5,6,6,6) 1
    f(g6,5,6,6,6) flow_cap_head(g6,5,6,6,6) 1
    f(g7,2,1,2,2) flow_balance(g7,2,1) -1
    f(g7,2,1,2,2) flow_balance(g7,2,2) 1
    f(g7,2,1,2,2) flow_cap_tail(g7,2,1,2,2) 1
    f(g7,2,1,2,2) flow_cap_head(g7,2,1,2,2) 1
    f(g7,2,2,2,3) flow_balance(g7,2,2) -1
    f(g7,2,2,2,3) flow_balance(g7,2,3) 1
    f(g7,2,2,2,3) flow_cap_tail(g7,2,2,2,3) 1
    f(g7,2,2,2,3) flow_cap_head(g7,2,2,2,3) 1
    f(g7,2,3,2,4) flow_balance(g7,2,3) -1
    f(g7,2,3,2,4) flow_balance(g7,2,4) 1
    f(g7,2,3,2,4) flow_cap_tail(g7,2,3,2,4) 1
    f(g7,2,3,2,4) flow_cap_head(g7,2,3,2,4) 1
    f(g7,3,0,3,1) flow_balance(g7,3,0) -1
    f(g7,3,0,3,1) flow_balance(g7,3,1) 1
    f(g7,3,0,3,1) flow_cap_tail(g7,3,0,3,1) 1
    f(g7,3,0,3,1) flow_cap_head(g7,3,0,3,1) 1
    f(g7,3,1,3,2) flow_balance(g7,3,1) -1
    f(g7,3,1,3,2) flow_cap_tail(g7,3,1,3,2) 1
    f(g7,3,1,3,2) flow_cap_head(g7,3,1,3,2) 1
    f(g7,3,2,3,3) flow_balance(g7,3,3) 1
    f(g7,3,2,3,3) flow_cap_tail(g7,3,2,3,3) 1
    f(g7,3,2,3,3) flow_cap_head(g7,3,2,3,3) 1
    f(g7,3,3,3,4) flow_balance(g7,3,3) -1
    f(g7,3,3,3,4) flow_balance(g7,3,4) 1
    f(g7,3,3,3,4) flow_cap_tail(g7,3,3,3,4) 1
    f(g7,3,3,3,4) flow_cap_head(g7,3,3,3,4) 1
    f(g7,4,0,4,1) flow_balance(g7,4,0) -1
    f(g7,4,0,4,1) flow_balance(g7,4,1) 1
    f(g7,4,0,4,1) flow_cap_tail(g7,4,0,4,1) 1
    f(g7,4,0,4,1) flow_cap_head(g7,4,0,4,1) 1
    f(g7,4,1,4,2) flow_balance(g7,4,1) -1
    f(g7,4,1,4,2) flow_balance(g7,4,2) 1
    f(g7,4,1,4,2) flow_cap_tail(g7,4,1,4,2) 1
    f(g7,4,1,4,2) flow_cap_head(g7,4,1,4,2) 1
    f(g7,4,2,4,3) flow_balance(g7,4,2) -1
    f(g7,4,2,4,3) flow_balance(g7,4,3) 1
    f(g7,4,2,4,3) flow_cap_tail(g7,4,2,4,3) 1
    f(g7,4,2,4,3) flow_cap_head(g7,4,2,4,3) 1
    f(g7,4,3,4,4) flow_balance(g7,4,3) -1
    f(g7,4,3,4,4) flow_balance(g7,4,4) 1
    f(g7,4,3,4,4) flow_cap_tail(g7,4,3,4,4) 1
    f(g7,4,3,4,4) flow_cap_head(g7,4,3,4,4) 1
    f(g7,5,0,5,1) flow_balance(g7,5,0) -1
    f(g7,5,0,5,1) flow_balance(g7,5,1) 1
    f(g7,5,0,5,1) flow_cap_tail(g7,5,0,5,1) 1
    f(g7,5,0,5,1) flow_cap_head(g7,5,0,5,1) 1
    f(g7,5,1,5,2) flow_balance(g7,5,1) -1
    f(g7,5,1,5,2) flow_balance(g7,5,2) 1
    f(g7,5,1,5,2) flow_cap_tail(g7,5,1,5,2) 1
    f(g7,5,1,5,2) flow_cap_head(g7,5,1,5,2) 1
    f(g7,5,2,5,3) flow_balance(g7,5,2) -1
    f(g7,5,2,5,3) flow_balance(g7,5,3) 1
    f(g7,5,2,5,3) flow_cap_tail(g7,5,2,5,3) 1
    f(g7,5,2,5,3) flow_cap_head(g7,5,2,5,3) 1
    f(g7,1,2,2,2) flow_balance(g7,1,2) -1
    f(g7,1,2,2,2) flow_balance(g7,2,2) 1
    f(g7,1,2,2,2) flow_cap_tail(g7,1,2,2,2) 1
    f(g7,1,2,2,2) flow_cap_head(g7,1,2,2,2) 1
    f(g7,2,1,3,1) flow_balance(g7,2,1) -1
    f(g7,2,1,3,1) flow_balance(g7,3,1) 1
    f(g7,2,1,3,1) flow_cap_tail(g7,2,1,3,1) 1
    f(g7,2,1,3,1) flow_cap_head(g7,2,1,3,1) 1
    f(g7,2,2,3,2) flow_balance(g7,2,2) -1
    f(g7,2,2,3,2) flow_cap_tail(g7,2,2,3,2) 1
    f(g7,2,2,3,2) flow_cap_head(g7,2,2,3,2) 1
    f(g7,2,3,3,3) flow_balance(g7,2,3) -1
    f(g7,2,3,3,3) flow_balance(g7,3,3) 1
    f(g7,2,3,3,3) flow_cap_tail(g7,2,3,3,3) 1
    f(g7,2,3,3,3) flow_cap_head(g7,2,3,3,3) 1
    f(g7,2,4,3,4) flow_balance(g7,2,4) -1
    f(g7,2,4,3,4) flow_balance(g7,3,4) 1
    f(g7,2,4,3,4) flow_cap_tail(g7,2,4,3,4) 1
    f(g7,2,4,3,4) flow_cap_head(g7,2,4,3,4) 1
    f(g7,3,0,4,0) flow_balance(g7,3,0) -1
    f(g7,3,0,4,0) flow_balance(g7,4,0) 1
    f(g7,3,0,4,0) flow_cap_tail(g7,3,0,4,0) 1
    f(g7,3,0,4,0) flow_cap_head(g7,3,0,4,0) 1
    f(g7,3,1,4,1) flow_balance(g7,3,1) -1
    f(g7,3,1,4,1) flow_balance(g7,4,1) 1
    f(g7,3,1,4,1) flow_cap_tail(g7,3,1,4,1) 1
    f(g7,3,1,4,1) flow_cap_head(g7,3,1,4,1) 1
    f(g7,3,2,4,2) flow_balance(g7,4,2) 1
    f(g7,3,2,4,2) flow_cap_tail(g7,3,2,4,2) 1
    f(g7,3,2,4,2) flow_cap_head(g7,3,2,4,2) 1
    f(g7,3,3,4,3) flow_balance(g7,3,3) -1
    f(g7,3,3,4,3) flow_balance(g7,4,3) 1
    f(g7,3,3,4,3) flow_cap_tail(g7,3,3,4,3) 1
    f(g7,3,3,4,3) flow_cap_head(g7,3,3,4,3) 1
    f(g7,3,4,4,4) flow_balance(g7,3,4) -1
    f(g7,3,4,4,4) flow_balance(g7,4,4) 1
    f(g7,3,4,4,4) flow_cap_tail(g7,3,4,4,4) 1
    f(g7,3,4,4,4) flow_cap_head(g7,3,4,4,4) 1
    f(g7,4,0,5,0) flow_balance(g7,4,0) -1
    f(g7,4,0,5,0) flow_balance(g7,5,0) 1
    f(g7,4,0,5,0) flow_cap_tail(g7,4,0,5,0) 1
    f(g7,4,0,5,0) flow_cap_head(g7,4,0,5,0) 1
    f(g7,4,1,5,1) flow_balance(g7,4,1) -1
    f(g7,4,1,5,1) flow_balance(g7,5,1) 1
    f(g7,4,1,5,1) flow_cap_tail(g7,4,1,5,1) 1
    f(g7,4,1,5,1) flow_cap_head(g7,4,1,5,1) 1
    f(g7,4,2,5,2) flow_balance(g7,4,2) -1
    f(g7,4,2,5,2) flow_balance(g7,5,2) 1
    f(g7,4,2,5,2) flow_cap_tail(g7,4,2,5,2) 1
    f(g7,4,2,5,2) flow_cap_head(g7,4,2,5,2) 1
    f(g7,4,3,5,3) flow_balance(g7,4,3) -1
    f(g7,4,3,5,3) flow_balance(g7,5,3) 1
    f(g7,4,3,5,3) flow_cap_tail(g7,4,3,5,3) 1
    f(g7,4,3,5,3) flow_cap_head(g7,4,3,5,3) 1
    f(g7,5,2,6,2) flow_balance(g7,5,2) -1
    f(g7,5,2,6,2) flow_balance(g7,6,2) 1
    f(g7,5,2,6,2) flow_cap_tail(g7,5,2,6,2) 1
    f(g7,5,2,6,2) flow_cap_head(g7,5,2,6,2) 1
    f(g8,3,7,3,8) flow_balance(g8,3,7) -1
    f(g8,3,7,3,8) flow_cap_tail(g8,3,7,3,8) 1
    f(g8,3,7,3,8) flow_cap_head(g8,3,7,3,8) 1
    f(g8,3,8,3,9) flow_balance(g8,3,9) 1
    f(g8,3,8,3,9) flow_cap_tail(g8,3,8,3,9) 1
    f(g8,3,8,3,9) flow_cap_head(g8,3,8,3,9) 1
    f(g8,4,7,4,8) flow_balance(g8,4,7) -1
    f(g8,4,7,4,8) flow_balance(g8,4,8) 1
    f(g8,4,7,4,8) flow_cap_tail(g8,4,7,4,8) 1
    f(g8,4,7,4,8) flow_cap_head(g8,4,7,4,8) 1
    f(g8,4,8,4,9) flow_balance(g8,4,8) -1
    f(g8,4,8,4,9) flow_balance(g8,4,9) 1
    f(g8,4,8,4,9) flow_cap_tail(g8,4,8,4,9) 1
    f(g8,4,8,4,9) flow_cap_head(g8,4,8,4,9) 1
    f(g8,0,9,1,9) flow_balance(g8,0,9) -1
    f(g8,0,9,1,9) flow_balance(g8,1,9) 1
    f(g8,0,9,1,9) flow_cap_tail(g8,0,9,1,9) 1
    f(g8,0,9,1,9) flow_cap_head(g8,0,9,1,9) 1
    f(g8,1,9,2,9) flow_balance(g8,1,9) -1
    f(g8,1,9,2,9) flow_balance(g8,2,9) 1
    f(g8,1,9,2,9) flow_cap_tail(g8,1,9,2,9) 1
    f(g8,1,9,2,9) flow_cap_head(g8,1,9,2,9) 1
    f(g8,2,9,3,9) flow_balance(g8,2,9) -1
    f(g8,2,9,3,9) flow_balance(g8,3,9) 1
    f(g8,2,9,3,9) flow_cap_tail(g8,2,9,3,9) 1
    f(g8,2,9,3,9) flow_cap_head(g8,2,9,3,9) 1
    f(g8,3,7,4,7) flow_balance(g8,3,7) -1
    f(g8,3,7,4,7) flow_balance(g8,4,7) 1
    f(g8,3,7,4,7) flow_cap_tail(g8,3,7,4,7) 1
    f(g8,3,7,4,7) flow_cap_head(g8,3,7,4,7) 1
    f(g8,3,8,4,8) flow_balance(g8,4,8) 1
    f(g8,3,8,4,8) flow_cap_tail(g8,3,8,4,8) 1
    f(g8,3,8,4,8) flow_cap_head(g8,3,8,4,8) 1
    f(g8,3,9,4,9) flow_balance(g8,3,9) -1
    f(g8,3,9,4,9) flow_balance(g8,4,9) 1
    f(g8,3,9,4,9) flow_cap_tail(g8,3,9,4,9) 1
    f(g8,3,9,4,9) flow_cap_head(g8,3,9,4,9) 1
    f(g8,4,7,5,7) flow_balance(g8,4,7) -1
    f(g8,4,7,5,7) flow_balance(g8,5,7) 1
    f(g8,4,7,5,7) flow_cap_tail(g8,4,7,5,7) 1
    f(g8,4,7,5,7) flow_cap_head(g8,4,7,5,7) 1
    f(g8,5,7,6,7) flow_balance(g8,5,7) -1
    f(g8,5,7,6,7) flow_balance(g8,6,7) 1
    f(g8,5,7,6,7) flow_cap_tail(g8,5,7,6,7) 1
    f(g8,5,7,6,7) flow_cap_head(g8,5,7,6,7) 1
    f(g8,6,7,7,7) flow_balance(g8,6,7) -1
    f(g8,6,7,7,7) flow_balance(g8,7,7) 1
    f(g8,6,7,7,7) flow_cap_tail(g8,6,7,7,7) 1
    f(g8,6,7,7,7) flow_cap_head(g8,6,7,7,7) 1
    f(g9,2,1,2,2) flow_balance(g9,2,1) -1
    f(g9,2,1,2,2) flow_balance(g9,2,2) 1
    f(g9,2,1,2,2) flow_cap_tail(g9,2,1,2,2) 1
    f(g9,2,1,2,2) flow_cap_head(g9,2,1,2,2) 1
    f(g9,2,2,2,3) flow_balance(g9,2,2) -1
    f(g9,2,2,2,3) flow_balance(g9,2,3) 1
    f(g9,2,2,2,3) flow_cap_tail(g9,2,2,2,3) 1
    f(g9,2,2,2,3) flow_cap_head(g9,2,2,2,3) 1
    f(g9,3,0,3,1) flow_balance(g9,3,0) -1
    f(g9,3,0,3,1) flow_balance(g9,3,1) 1
    f(g9,3,0,3,1) flow_cap_tail(g9,3,0,3,1) 1
    f(g9,3,0,3,1) flow_cap_head(g9,3,0,3,1) 1
    f(g9,4,3,4,4) flow_balance(g9,4,3) -1
    f(g9,4,3,4,4) flow_balance(g9,4,4) 1
    f(g9,4,3,4,4) flow_cap_tail(g9,4,3,4,4) 1
    f(g9,4,3,4,4) flow_cap_head(g9,4,3,4,4) 1
    f(g9,5,1,5,2) flow_balance(g9,5,1) -1
    f(g9,5,1,5,2) flow_balance(g9,5,2) 1
    f(g9,5,1,5,2) flow_cap_tail(g9,5,1,5,2) 1
    f(g9,5,1,5,2) flow_cap_head(g9,5,1,5,2) 1
    f(g9,5,2,5,3) flow_balance(g9,5,2) -1
    f(g9,5,2,5,3) flow_balance(g9,5,3) 1
    f(g9,5,2,5,3) flow_cap_tail(g9,5,2,5,3) 1
    f(g9,5,2,5,3) flow_cap_head(g9,5,2,5,3) 1
    f(g9,5,3,5,4) flow_balance(g9,5,3) -1
    f(g9,5,3,5,4) flow_cap_tail(g9,5,3,5,4) 1
    f(g9,5,3,5,4) flow_cap_head(g9,5,3,5,4) 1
    f(g9,5,4,5,5) flow_balance(g9,5,5) 1
    f(g9,5,4,5,5) flow_cap_tail(g9,5,4,5,5) 1
    f(g9,5,4,5,5) flow_cap_head(g9,5,4,5,5) 1
    f(g9,5,5,5,6) flow_balance(g9,5,5) -1
    f(g9,5,5,5,6) flow_balance(g9,5,6) 1
    f(g9,5,5,5,6) flow_cap_tail(g9,5,5,5,6) 1
    f(g9,5,5,5,6) flow_cap_head(g9,5,5,5,6) 1
    f(g9,5,6,5,7) flow_balance(g9,5,6) -1
    f(g9,5,6,5,7) flow_balance(g9,5,7) 1
    f(g9,5,6,5,7) flow_cap_tail(g9,5,6,5,7) 1
    f(g9,5,6,5,7) flow_cap_head(g9,5,6,5,7) 1
    f(g9,6,4,6,5) flow_balance(g9,6,4) -1
    f(g9,6,4,6,5) flow_balance(g9,6,5) 1
    f(g9,6,4,6,5) flow_cap_tail(g9,6,4,6,5) 1
    f(g9,6,4,6,5) flow_cap_head(g9,6,4,6,5) 1
    f(g9,7,7,7,8) flow_balance(g9,7,7) -1
    f(g9,7,7,7,8) flow_balance(g9,7,8) 1
    f(g9,7,7,7,8) flow_cap_tail(g9,7,7,7,8) 1
    f(g9,7,7,7,8) flow_cap_head(g9,7,7,7,8) 1
    f(g9,8,5,8,6) flow_balance(g9,8,5) -1
    f(g9,8,5,8,6) flow_balance(g9,8,6) 1
    f(g9,8,5,8,6) flow_cap_tail(g9,8,5,8,6) 1
    f(g9,8,5,8,6) flow_cap_head(g9,8,5,8,6) 1
    f(g9,8,6,8,7) flow_balance(g9,8,6) -1
    f(g9,8,6,8,7) flow_balance(g9,8,7) 1
    f(g9,8,6,8,7) flow_cap_tail(g9,8,6,8,7) 1
    f(g9,8,6,8,7) flow_cap_head(g9,8,6,8,7) 1
    f(g9,1,2,2,2) flow_balance(g9,1,2) -1
    f(g9,1,2,2,2) flow_balance(g9,2,2) 1
    f(g9,1,2,2,2) flow_cap_tail(g9,1,2,2,2) 1
    f(g9,1,2,2,2) flow_cap_head(g9,1,2,2,2) 1
    f(g9,2,1,3,1) flow_balance(g9,2,1) -1
    f(g9,2,1,3,1) flow_balance(g9,3,1) 1
    f(g9,2,1,3,1) flow_cap_tail(g9,2,1,3,1) 1
    f(g9,2,1,3,1) flow_cap_head(g9,2,1,3,1) 1
    f(g9,3,1,4,1) flow_balance(g9,3,1) -1
    f(g9,3,1,4,1) flow_balance(g9,4,1) 1
    f(g9,3,1,4,1) flow_cap_tail(g9,3,1,4,1) 1
    f(g9,3,1,4,1) flow_cap_head(g9,3,1,4,1) 1
    f(g9,3,4,4,4) flow_balance(g9,3,4) -1
    f(g9,3,4,4,4) flow_balance(g9,4,4) 1
    f(g9,3,4,4,4) flow_cap_tail(g9,3,4,4,4) 1
    f(g9,3,4,4,4) flow_cap_head(g9,3,4,4,4) 1
    f(g9,4,1,5,1) flow_balance(g9,4,1) -1
    f(g9,4,1,5,1) flow_balance(g9,5,1) 1
    f(g9,4,1,5,1) flow_cap_tail(g9,4,1,5,1) 1
    f(g9,4,1,5,1) flow_cap_head(g9,4,1,5,1) 1
    f(g9,4,3,5,3) flow_balance(g9,4,3) -1
    f(g9,4,3,5,3) flow_balance(g9,5,3) 1
    f(g9,4,3,5,3) flow_cap_tail(g9,4,3,5,3) 1
    f(g9,4,3,5,3) flow_cap_head(g9,4,3,5,3) 1
    f(g9,4,4,5,4) flow_balance(g9,4,4) -1
    f(g9,4,4,5,4) flow_cap_tail(g9,4,4,5,4) 1
    f(g9,4,4,5,4) flow_cap_head(g9,4,4,5,4) 1
    f(g9,4,6,5,6) flow_balance(g9,4,6) -1
    f(g9,4,6,5,6) flow_balance(g9,5,6) 1
    f(g9,4,6,5,6) flow_cap_tail(g9,4,6,5,6) 1
    f(g9,4,6,5,6) flow_cap_head(g9,4,6,5,6) 1
    f(g9,5,2,6,2) flow_balance(g9,5,2) -1
    f(g9,5,2,6,2) flow_balance(g9,6,2) 1
    f(g9,5,2,6,2) flow_cap_tail(g9,5,2,6,2) 1
    f(g9,5,2,6,2) flow_cap_head(g9,5,2,6,2) 1
    f(g9,5,4,6,4) flow_balance(g9,6,4) 1
    f(g9,5,4,6,4) flow_cap_tail(g9,5,4,6,4) 1
    f(g9,5,4,6,4) flow_cap_head(g9,5,4,6,4) 1
    f(g9,5,5,6,5) flow_balance(g9,5,5) -1
    f(g9,5,5,6,5) flow_balance(g9,6,5) 1
    f(g9,5,5,6,5) flow_cap_tail(g9,5,5,6,5) 1
    f(g9,5,5,6,5) flow_cap_head(g9,5,5,6,5) 1
    f(g9,5,7,6,7) flow_balance(g9,5,7) -1
    f(g9,5,7,6,7) flow_balance(g9,6,7) 1
    f(g9,5,7,6,7) flow_cap_tail(g9,5,7,6,7) 1
    f(g9,5,7,6,7) flow_cap_head(g9,5,7,6,7) 1
    f(g9,6,4,7,4) flow_balance(g9,6,4) -1
    f(g9,6,4,7,4) flow_balance(g9,7,4) 1
    f(g9,6,4,7,4) flow_cap_tail(g9,6,4,7,4) 1
    f(g9,6,4,7,4) flow_cap_head(g9,6,4,7,4) 1
    f(g9,6,7,7,7) flow_balance(g9,6,7) -1
    f(g9,6,7,7,7) flow_balance(g9,7,7) 1
    f(g9,6,7,7,7) flow_cap_tail(g9,6,7,7,7) 1
    f(g9,6,7,7,7) flow_cap_head(g9,6,7,7,7) 1
    f(g9,7,7,8,7) flow_balance(g9,7,7) -1
    f(g9,7,7,8,7) flow_balance(g9,8,7) 1
    f(g9,7,7,8,7) flow_cap_tail(g9,7,7,8,7) 1
    f(g9,7,7,8,7) flow_cap_head(g9,7,7,8,7) 1
    f(g9,8,6,9,6) flow_balance(g9,8,6) -1
    f(g9,8,6,9,6) flow_balance(g9,9,6) 1
    f(g9,8,6,9,6) flow_cap_tail(g9,8,6,9,6) 1
    f(g9,8,6,9,6) flow_cap_head(g9,8,6,9,6) 1
    f(g10,5,8,5,9) flow_balance(g10,5,9) 1
    f(g10,5,8,5,9) flow_cap_tail(g10,5,8,5,9) 1
    f(g10,5,8,5,9) flow_cap_head(g10,5,8,5,9) 1
    f(g10,6,8,6,9) flow_balance(g10,6,8) -1
    f(g10,6,8,6,9) flow_balance(g10,6,9) 1
    f(g10,6,8,6,9) flow_cap_tail(g10,6,8,6,9) 1
    f(g10,6,8,6,9) flow_cap_head(g10,6,8,6,9) 1
    f(g10,4,9,5,9) flow_balance(g10,4,9) -1
    f(g10,4,9,5,9) flow_balance(g10,5,9) 1
    f(g10,4,9,5,9) flow_cap_tail(g10,4,9,5,9) 1
    f(g10,4,9,5,9) flow_cap_head(g10,4,9,5,9) 1
    f(g10,5,8,6,8) flow_balance(g10,6,8) 1
    f(g10,5,8,6,8) flow_cap_tail(g10,5,8,6,8) 1
    f(g10,5,8,6,8) flow_cap_head(g10,5,8,6,8) 1
    f(g10,5,9,6,9) flow_balance(g10,5,9) -1
    f(g10,5,9,6,9) flow_balance(g10,6,9) 1
    f(g10,5,9,6,9) flow_cap_tail(g10,5,9,6,9) 1
    f(g10,5,9,6,9) flow_cap_head(g10,5,9,6,9) 1
    f(g10,6,8,7,8) flow_balance(g10,6,8) -1
    f(g10,6,8,7,8) flow_balance(g10,7,8) 1
    f(g10,6,8,7,8) flow_cap_tail(g10,6,8,7,8) 1
    f(g10,6,8,7,8) flow_cap_head(g10,6,8,7,8) 1
    f(g11,3,0,3,1) flow_balance(g11,3,0) -1
    f(g11,3,0,3,1) flow_balance(g11,3,1) 1
    f(g11,3,0,3,1) flow_cap_tail(g11,3,0,3,1) 1
    f(g11,3,0,3,1) flow_cap_head(g11,3,0,3,1) 1
    f(g11,6,0,6,1) flow_balance(g11,6,1) 1
    f(g11,6,0,6,1) flow_cap_tail(g11,6,0,6,1) 1
    f(g11,6,0,6,1) flow_cap_head(g11,6,0,6,1) 1
    f(g11,9,0,9,1) flow_balance(g11,9,0) -1
    f(g11,9,0,9,1) flow_balance(g11,9,1) 1
    f(g11,9,0,9,1) flow_cap_tail(g11,9,0,9,1) 1
    f(g11,9,0,9,1) flow_cap_head(g11,9,0,9,1) 1
    f(g11,3,0,4,0) flow_balance(g11,3,0) -1
    f(g11,3,0,4,0) flow_balance(g11,4,0) 1
    f(g11,3,0,4,0) flow_cap_tail(g11,3,0,4,0) 1
    f(g11,3,0,4,0) flow_cap_head(g11,3,0,4,0) 1
    f(g11,4,0,5,0) flow_balance(g11,4,0) -1
    f(g11,4,0,5,0) flow_balance(g11,5,0) 1
    f(g11,4,0,5,0) flow_cap_tail(g11,4,0,5,0) 1
    f(g11,4,0,5,0) flow_cap_head(g11,4,0,5,0) 1
    f(g11,5,0,6,0) flow_balance(g11,5,0) -1
    f(g11,5,0,6,0) flow_cap_tail(g11,5,0,6,0) 1
    f(g11,5,0,6,0) flow_cap_head(g11,5,0,6,0) 1
    f(g11,6,1,7,1) flow_balance(g11,6,1) -1
    f(g11,6,1,7,1) flow_balance(g11,7,1) 1
    f(g11,6,1,7,1) flow_cap_tail(g11,6,1,7,1) 1
    f(g11,6,1,7,1) flow_cap_head(g11,6,1,7,1) 1
    f(g11,7,1,8,1) flow_balance(g11,7,1) -1
    f(g11,7,1,8,1) flow_balance(g11,8,1) 1
    f(g11,7,1,8,1) flow_cap_tail(g11,7,1,8,1) 1
    f(g11,7,1,8,1) flow_cap_head(g11,7,1,8,1) 1
    f(g11,8,1,9,1) flow_balance(g11,8,1) -1
    f(g11,8,1,9,1) flow_balance(g11,9,1) 1
    f(g11,8,1,9,1) flow_cap_tail(g11,8,1,9,1) 1
    f(g11,8,1,9,1) flow_cap_head(g11,8,1,9,1) 1
    f(g12,4,5,4,6) flow_balance(g12,4,5) -1
    f(g12,4,5,4,6) flow_balance(g12,4,6) 1
    f(g12,4,5,4,6) flow_cap_tail(g12,4,5,4,6) 1
    f(g12,4,5,4,6) flow_cap_head(g12,4,5,4,6) 1
    f(g12,6,2,6,3) flow_balance(g12,6,2) -1
    f(g12,6,2,6,3) flow_cap_tail(g12,6,2,6,3) 1
    f(g12,6,2,6,3) flow_cap_head(g12,6,2,6,3) 1
    f(g12,6,3,6,4) flow_balance(g12,6,4) 1
    f(g12,6,3,6,4) flow_cap_tail(g12,6,3,6,4) 1
    f(g12,6,3,6,4) flow_cap_head(g12,6,3,6,4) 1
    f(g12,6,4,6,5) flow_balance(g12,6,4) -1
    f(g12,6,4,6,5) flow_balance(g12,6,5) 1
    f(g12,6,4,6,5) flow_cap_tail(g12,6,4,6,5) 1
    f(g12,6,4,6,5) flow_cap_head(g12,6,4,6,5) 1
    f(g12,7,1,7,2) flow_balance(g12,7,1) -1
    f(g12,7,1,7,2) flow_balance(g12,7,2) 1
    f(g12,7,1,7,2) flow_cap_tail(g12,7,1,7,2) 1
    f(g12,7,1,7,2) flow_cap_head(g12,7,1,7,2) 1
    f(g12,7,2,7,3) flow_balance(g12,7,2) -1
    f(g12,7,2,7,3) flow_balance(g12,7,3) 1
    f(g12,7,2,7,3) flow_cap_tail(g12,7,2,7,3) 1
    f(g12,7,2,7,3) flow_cap_head(g12,7,2,7,3) 1
    f(g12,7,3,7,4) flow_balance(g12,7,3) -1
    f(g12,7,3,7,4) flow_balance(g12,7,4) 1
    f(g12,7,3,7,4) flow_cap_tail(g12,7,3,7,4) 1
    f(g12,7,3,7,4) flow_cap_head(g12,7,3,7,4) 1
    f(g12,9,0,9,1) flow_balance(g12,9,0) -1
    f(g12,9,0,9,1) flow_balance(g12,9,1) 1
    f(g12,9,0,9,1) flow_cap_tail(g12,9,0,9,1) 1
    f(g12,9,0,9,1) flow_cap_head(g12,9,0,9,1) 1
    f(g12,4,5,5,5) flow_balance(g12,4,5) -1
    f(g12,4,5,5,5) flow_balance(g12,5,5) 1
    f(g12,4,5,5,5) flow_cap_tail(g12,4,5,5,5) 1
    f(g12,4,5,5,5) flow_cap_head(g12,4,5,5,5) 1
    f(g12,5,5,6,5) flow_balance(g12,5,5) -1
    f(g12,5,5,6,5) flow_balance(g12,6,5) 1
    f(g12,5,5,6,5) flow_cap_tail(g12,5,5,6,5) 1
    f(g12,5,5,6,5) flow_cap_head(g12,5,5,6,5) 1
    f(g12,6,2,7,2) flow_balance(g12,6,2) -1
    f(g12,6,2,7,2) flow_balance(g12,7,2) 1
    f(g12,6,2,7,2) flow_cap_tail(g12,6,2,7,2) 1
    f(g12,6,2,7,2) flow_cap_head(g12,6,2,7,2) 1
    f(g12,6,3,7,3) flow_balance(g12,7,3) 1
    f(g12,6,3,7,3) flow_cap_tail(g12,6,3,7,3) 1
    f(g12,6,3,7,3) flow_cap_head(g12,6,3,7,3) 1
    f(g12,6,4,7,4) flow_balance(g12,6,4) -1
    f(g12,6,4,7,4) flow_balance(g12,7,4) 1
    f(g12,6,4,7,4) flow_cap_tail(g12,6,4,7,4) 1
    f(g12,6,4,7,4) flow_cap_head(g12,6,4,7,4) 1
    f(g12,7,1,8,1) flow_balance(g12,7,1) -1
    f(g12,7,1,8,1) flow_balance(g12,8,1) 1
    f(g12,7,1,8,1) flow_cap_tail(g12,7,1,8,1) 1
    f(g12,7,1,8,1) flow_cap_head(g12,7,1,8,1) 1
    f(g12,8,1,9,1) flow_balance(g12,8,1) -1
    f(g12,8,1,9,1) flow_balance(g12,9,1) 1
    f(g12,8,1,9,1) flow_cap_tail(g12,8,1,9,1) 1
    f(g12,8,1,9,1) flow_cap_head(g12,8,1,9,1) 1
    f(g13,5,5,5,6) flow_balance(g13,5,5) -1
    f(g13,5,5,5,6) flow_balance(g13,5,6) 1
    f(g13,5,5,5,6) flow_cap_tail(g13,5,5,5,6) 1
    f(g13,5,5,5,6) flow_cap_head(g13,5,5,5,6) 1
    f(g13,6,4,6,5) flow_balance(g13,6,4) -1
    f(g13,6,4,6,5) flow_balance(g13,6,5) 1
    f(g13,6,4,6,5) flow_cap_tail(g13,6,4,6,5) 1
    f(g13,6,4,6,5) flow_cap_head(g13,6,4,6,5) 1
    f(g13,7,4,7,5) flow_balance(g13,7,4) -1
    f(g13,7,4,7,5) flow_cap_tail(g13,7,4,7,5) 1
    f(g13,7,4,7,5) flow_cap_head(g13,7,4,7,5) 1
    f(g13,7,5,7,6) flow_balance(g13,7,6) 1
    f(g13,7,5,7,6) flow_cap_tail(g13,7,5,7,6) 1
    f(g13,7,5,7,6) flow_cap_head(g13,7,5,7,6) 1
    f(g13,8,5,8,6) flow_balance(g13,8,5) -1
    f(g13,8,5,8,6) flow_balance(g13,8,6) 1
    f(g13,8,5,8,6) flow_cap_tail(g13,8,5,8,6) 1
    f(g13,8,5,8,6) flow_cap_head(g13,8,5,8,6) 1
    f(g13,9,4,9,5) flow_balance(g13,9,4) -1
    f(g13,9,4,9,5) flow_balance(g13,9,5) 1
    f(g13,9,4,9,5) flow_cap_tail(g13,9,4,9,5) 1
    f(g13,9,4,9,5) flow_cap_head(g13,9,4,9,5) 1
    f(g13,5,5,6,5) flow_balance(g13,5,5) -1
    f(g13,5,5,6,5) flow_balance(g13,6,5) 1
    f(g13,5,5,6,5) flow_cap_tail(g13,5,5,6,5) 1
    f(g13,5,5,6,5) flow_cap_head(g13,5,5,6,5) 1
    f(g13,6,4,7,4) flow_balance(g13,6,4) -1
    f(g13,6,4,7,4) flow_balance(g13,7,4) 1
    f(g13,6,4,7,4) flow_cap_tail(g13,6,4,7,4) 1
    f(g13,6,4,7,4) flow_cap_head(g13,6,4,7,4) 1
    f(g13,6,5,7,5) flow_balance(g13,6,5) -1
    f(g13,6,5,7,5) flow_cap_tail(g13,6,5,7,5) 1
    f(g13,6,5,7,5) flow_cap_head(g13,6,5,7,5) 1
    f(g13,7,5,8,5) flow_balance(g13,8,5) 1
    f(g13,7,5,8,5) flow_cap_tail(g13,7,5,8,5) 1
    f(g13,7,5,8,5) flow_cap_head(g13,7,5,8,5) 1
    f(g13,7,6,8,6) flow_balance(g13,7,6) -1
    f(g13,7,6,8,6) flow_balance(g13,8,6) 1
    f(g13,7,6,8,6) flow_cap_tail(g13,7,6,8,6) 1
    f(g13,7,6,8,6) flow_cap_head(g13,7,6,8,6) 1
    f(g13,8,5,9,5) flow_balance(g13,8,5) -1
    f(g13,8,5,9,5) flow_balance(g13,9,5) 1
    f(g13,8,5,9,5) flow_cap_tail(g13,8,5,9,5) 1
    f(g13,8,5,9,5) flow_cap_head(g13,8,5,9,5) 1
    f(g14,7,0,8,0) flow_balance(g14,8,0) 1
    f(g14,7,0,8,0) flow_cap_tail(g14,7,0,8,0) 1
    f(g14,7,0,8,0) flow_cap_head(g14,7,0,8,0) 1
    f(g15,7,1,7,2) flow_balance(g15,7,1) -1
    f(g15,7,1,7,2) flow_balance(g15,7,2) 1
    f(g15,7,1,7,2) flow_cap_tail(g15,7,1,7,2) 1
    f(g15,7,1,7,2) flow_cap_head(g15,7,1,7,2) 1
    f(g15,7,6,7,7) flow_balance(g15,7,6) -1
    f(g15,7,6,7,7) flow_balance(g15,7,7) 1
    f(g15,7,6,7,7) flow_cap_tail(g15,7,6,7,7) 1
    f(g15,7,6,7,7) flow_cap_head(g15,7,6,7,7) 1
    f(g15,8,1,8,2) flow_balance(g15,8,1) -1
    f(g15,8,1,8,2) flow_balance(g15,8,2) 1
    f(g15,8,1,8,2) flow_cap_tail(g15,8,1,8,2) 1
    f(g15,8,1,8,2) flow_cap_head(g15,8,1,8,2) 1
    f(g15,8,2,8,3) flow_balance(g15,8,2) -1
    f(g15,8,2,8,3) flow_cap_tail(g15,8,2,8,3) 1
    f(g15,8,2,8,3) flow_cap_head(g15,8,2,8,3) 1
    f(g15,8,3,8,4) flow_balance(g15,8,4) 1
    f(g15,8,3,8,4) flow_cap_tail(g15,8,3,8,4) 1
    f(g15,8,3,8,4) flow_cap_head(g15,8,3,8,4) 1
    f(g15,8,4,8,5) flow_balance(g15,8,4) -1
    f(g15,8,4,8,5) flow_balance(g15,8,5) 1
    f(g15,8,4,8,5) flow_cap_tail(g15,8,4,8,5) 1
    f(g15,8,4,8,5) flow_cap_head(g15,8,4,8,5) 1
    f(g15,8,5,8,6) flow_balance(g15,8,5) -1
    f(g15,8,5,8,6) flow_balance(g15,8,6) 1
    f(g15,8,5,8,6) flow_cap_tail(g15,8,5,8,6) 1
    f(g15,8,5,8,6) flow_cap_head(g15,8,5,8,6) 1
    f(g15,9,0,9,1) flow_balance(g15,9,0) -1
    f(g15,9,0,9,1) flow_balance(g15,9,1) 1
    f(g15,9,0,9,1) flow_cap_tail(g15,9,0,9,1) 1
    f(g15,9,0,9,1) flow_cap_head(g15,9,0,9,1) 1
    f(g15,9,5,9,6) flow_balance(g15,9,5) -1
    f(g15,9,5,9,6) flow_balance(g15,9,6) 1
    f(g15,9,5,9,6) flow_cap_tail(g15,9,5,9,6) 1
    f(g15,9,5,9,6) flow_cap_head(g15,9,5,9,6) 1
    f(g15,7,1,8,1) flow_balance(g15,7,1) -1
    f(g15,7,1,8,1) flow_balance(g15,8,1) 1
    f(g15,7,1,8,1) flow_cap_tail(g15,7,1,8,1) 1
    f(g15,7,1,8,1) flow_cap_head(g15,7,1,8,1) 1
    f(g15,7,2,8,2) flow_balance(g15,7,2) -1
    f(g15,7,2,8,2) flow_balance(g15,8,2) 1
    f(g15,7,2,8,2) flow_cap_tail(g15,7,2,8,2) 1
    f(g15,7,2,8,2) flow_cap_head(g15,7,2,8,2) 1
    f(g15,7,6,8,6) flow_balance(g15,7,6) -1
    f(g15,7,6,8,6) flow_balance(g15,8,6) 1
    f(g15,7,6,8,6) flow_cap_tail(g15,7,6,8,6) 1
    f(g15,7,6,8,6) flow_cap_head(g15,7,6,8,6) 1
    f(g15,8,1,9,1) flow_balance(g15,8,1) -1
    f(g15,8,1,9,1) flow_balance(g15,9,1) 1
    f(g15,8,1,9,1) flow_cap_tail(g15,8,1,9,1) 1
    f(g15,8,1,9,1) flow_cap_head(g15,8,1,9,1) 1
    f(g15,8,5,9,5) flow_balance(g15,8,5) -1
    f(g15,8,5,9,5) flow_balance(g15,9,5) 1
    f(g15,8,5,9,5) flow_cap_tail(g15,8,5,9,5) 1
    f(g15,8,5,9,5) flow_cap_head(g15,8,5,9,5) 1
    f(g15,8,6,9,6) flow_balance(g15,8,6) -1
    f(g15,8,6,9,6) flow_balance(g15,9,6) 1
    f(g15,8,6,9,6) flow_cap_tail(g15,8,6,9,6) 1
    f(g15,8,6,9,6) flow_cap_head(g15,8,6,9,6) 1
    f(g16,7,7,7,8) flow_balance(g16,7,7) -1
    f(g16,7,7,7,8) flow_balance(g16,7,8) 1
    f(g16,7,7,7,8) flow_cap_tail(g16,7,7,7,8) 1
    f(g16,7,7,7,8) flow_cap_head(g16,7,7,7,8) 1
    f(g16,7,8,7,9) flow_balance(g16,7,8) -1
    f(g16,7,8,7,9) flow_balance(g16,7,9) 1
    f(g16,7,8,7,9) flow_cap_tail(g16,7,8,7,9) 1
    f(g16,7,8,7,9) flow_cap_head(g16,7,8,7,9) 1
    f(g16,8,7,8,8) flow_balance(g16,8,7) -1
    f(g16,8,7,8,8) flow_cap_tail(g16,8,7,8,8) 1
    f(g16,8,7,8,8) flow_cap_head(g16,8,7,8,8) 1
    f(g16,8,8,8,9) flow_balance(g16,8,9) 1
    f(g16,8,8,8,9) flow_cap_tail(g16,8,8,8,9) 1
    f(g16,8,8,8,9) flow_cap_head(g16,8,8,8,9) 1
    f(g16,9,7,9,8) flow_balance(g16,9,7) -1
    f(g16,9,7,9,8) flow_balance(g16,9,8) 1
    f(g16,9,7,9,8) flow_cap_tail(g16,9,7,9,8) 1
    f(g16,9,7,9,8) flow_cap_head(g16,9,7,9,8) 1
    f(g16,9,8,9,9) flow_balance(g16,9,8) -1
    f(g16,9,8,9,9) flow_balance(g16,9,9) 1
    f(g16,9,8,9,9) flow_cap_tail(g16,9,8,9,9) 1
    f(g16,9,8,9,9) flow_cap_head(g16,9,8,9,9) 1
    f(g16,7,7,8,7) flow_balance(g16,7,7) -1
    f(g16,7,7,8,7) flow_balance(g16,8,7) 1
    f(g16,7,7,8,7) flow_cap_tail(g16,7,7,8,7) 1
    f(g16,7,7,8,7) flow_cap_head(g16,7,7,8,7) 1
    f(g16,7,8,8,8) flow_balance(g16,7,8) -1
    f(g16,7,8,8,8) flow_cap_tail(g16,7,8,8,8) 1
    f(g16,7,8,8,8) flow_cap_head(g16,7,8,8,8) 1
    f(g16,7,9,8,9) flow_balance(g16,7,9) -1
    f(g16,7,9,8,9) flow_balance(g16,8,9) 1
    f(g16,7,9,8,9) flow_cap_tail(g16,7,9,8,9) 1
    f(g16,7,9,8,9) flow_cap_head(g16,7,9,8,9) 1
    f(g16,8,7,9,7) flow_balance(g16,8,7) -1
    f(g16,8,7,9,7) flow_balance(g16,9,7) 1
    f(g16,8,7,9,7) flow_cap_tail(g16,8,7,9,7) 1
    f(g16,8,7,9,7) flow_cap_head(g16,8,7,9,7) 1
    f(g16,8,8,9,8) flow_balance(g16,9,8) 1
    f(g16,8,8,9,8) flow_cap_tail(g16,8,8,9,8) 1
    f(g16,8,8,9,8) flow_cap_head(g16,8,8,9,8) 1
    f(g16,8,9,9,9) flow_balance(g16,8,9) -1
    f(g16,8,9,9,9) flow_balance(g16,9,9) 1
    f(g16,8,9,9,9) flow_cap_tail(g16,8,9,9,9) 1
    f(g16,8,9,9,9) flow_cap_head(g16,8,9,9,9) 1
    f(g17,9,0,9,1) flow_balance(g17,9,0) -1
    f(g17,9,0,9,1) flow_balance(g17,9,1) 1
    f(g17,9,0,9,1) flow_cap_tail(g17,9,0,9,1) 1
    f(g17,9,0,9,1) flow_cap_head(g17,9,0,9,1) 1
    f(g17,9,1,9,2) flow_balance(g17,9,1) -1
    f(g17,9,1,9,2) flow_cap_tail(g17,9,1,9,2) 1
    f(g17,9,1,9,2) flow_cap_head(g17,9,1,9,2) 1
    f(g17,9,2,9,3) flow_balance(g17,9,3) 1
    f(g17,9,2,9,3) flow_cap_tail(g17,9,2,9,3) 1
    f(g17,9,2,9,3) flow_cap_head(g17,9,2,9,3) 1
    f(g17,9,3,9,4) flow_balance(g17,9,3) -1
    f(g17,9,3,9,4) flow_balance(g17,9,4) 1
    f(g17,9,3,9,4) flow_cap_tail(g17,9,3,9,4) 1
    f(g17,9,3,9,4) flow_cap_head(g17,9,3,9,4) 1
    f(g17,9,4,9,5) flow_balance(g17,9,4) -1
    f(g17,9,4,9,5) flow_balance(g17,9,5) 1
    f(g17,9,4,9,5) flow_cap_tail(g17,9,4,9,5) 1
    f(g17,9,4,9,5) flow_cap_head(g17,9,4,9,5) 1
    f(g0,0,2,0,1) flow_balance(g0,0,2) -1
    f(g0,0,2,0,1) flow_cap_tail(g0,0,2,0,1) 1
    f(g0,0,2,0,1) flow_cap_head(g0,0,2,0,1) 1
    f(g1,0,8,0,7) flow_balance(g1,0,7) 1
    f(g1,0,8,0,7) flow_cap_tail(g1,0,8,0,7) 1
    f(g1,0,8,0,7) flow_cap_head(g1,0,8,0,7) 1
    f(g1,0,9,0,8) flow_balance(g1,0,9) -1
    f(g1,0,9,0,8) flow_cap_tail(g1,0,9,0,8) 1
    f(g1,0,9,0,8) flow_cap_head(g1,0,9,0,8) 1
    f(g2,0,4,0,3) flow_balance(g2,0,4) -1
    f(g2,0,4,0,3) flow_cap_tail(g2,0,4,0,3) 1
    f(g2,0,4,0,3) flow_cap_head(g2,0,4,0,3) 1
    f(g2,0,5,0,4) flow_balance(g2,0,4) 1
    f(g2,0,5,0,4) flow_balance(g2,0,5) -1
    f(g2,0,5,0,4) flow_cap_tail(g2,0,5,0,4) 1
    f(g2,0,5,0,4) flow_cap_head(g2,0,5,0,4) 1
    f(g2,1,3,1,2) flow_balance(g2,1,2) 1
    f(g2,1,3,1,2) flow_balance(g2,1,3) -1
    f(g2,1,3,1,2) flow_cap_tail(g2,1,3,1,2) 1
    f(g2,1,3,1,2) flow_cap_head(g2,1,3,1,2) 1
    f(g2,1,4,1,3) flow_balance(g2,1,3) 1
    f(g2,1,4,1,3) flow_balance(g2,1,4) -1
    f(g2,1,4,1,3) flow_cap_tail(g2,1,4,1,3) 1
    f(g2,1,4,1,3) flow_cap_head(g2,1,4,1,3) 1
    f(g2,1,3,0,3) flow_balance(g2,1,3) -1
    f(g2,1,3,0,3) flow_cap_tail(g2,1,3,0,3) 1
    f(g2,1,3,0,3) flow_cap_head(g2,1,3,0,3) 1
    f(g2,1,4,0,4) flow_balance(g2,0,4) 1
    f(g2,1,4,0,4) flow_balance(g2,1,4) -1
    f(g2,1,4,0,4) flow_cap_tail(g2,1,4,0,4) 1
    f(g2,1,4,0,4) flow_cap_head(g2,1,4,0,4) 1
    f(g3,1,0,0,0) flow_balance(g3,0,0) 1
    f(g3,1,0,0,0) flow_cap_tail(g3,1,0,0,0) 1
    f(g3,1,0,0,0) flow_cap_head(g3,1,0,0,0) 1
    f(g3,2,0,1,0) flow_balance(g3,2,0) -1
    f(g3,2,0,1,0) flow_cap_tail(g3,2,0,1,0) 1
    f(g3,2,0,1,0) flow_cap_head(g3,2,0,1,0) 1
    f(g5,1,7,1,6) flow_balance(g5,1,6) 1
    f(g5,1,7,1,6) flow_cap_tail(g5,1,7,1,6) 1
    f(g5,1,7,1,6) flow_cap_head(g5,1,7,1,6) 1
    f(g5,1,8,1,7) flow_balance(g5,1,8) -1
    f(g5,1,8,1,7) flow_cap_tail(g5,1,8,1,7) 1
    f(g5,1,8,1,7) flow_cap_head(g5,1,8,1,7) 1
    f(g5,1,9,1,8) flow_balance(g5,1,8) 1
    f(g5,1,9,1,8) flow_balance(g5,1,9) -1
    f(g5,1,9,1,8) flow_cap_tail(g5,1,9,1,8) 1
    f(g5,1,9,1,8) flow_cap_head(g5,1,9,1,8) 1
    f(g5,2,7,2,6) flow_balance(g5,2,6) 1
    f(g5,2,7,2,6) flow_balance(g5,2,7) -1
    f(g5,2,7,2,6) flow_cap_tail(g5,2,7,2,6) 1
    f(g5,2,7,2,6) flow_cap_head(g5,2,7,2,6) 1
    f(g5,2,8,2,7) flow_balance(g5,2,7) 1
    f(g5,2,8,2,7) flow_balance(g5,2,8) -1
    f(g5,2,8,2,7) flow_cap_tail(g5,2,8,2,7) 1
    f(g5,2,8,2,7) flow_cap_head(g5,2,8,2,7) 1
    f(g5,2,9,2,8) flow_balance(g5,2,8) 1
    f(g5,2,9,2,8) flow_balance(g5,2,9) -1
    f(g5,2,9,2,8) flow_cap_tail(g5,2,9,2,8) 1
    f(g5,2,9,2,8) flow_cap_head(g5,2,9,2,8) 1
    f(g5,1,6,0,6) flow_balance(g5,0,6) 1
    f(g5,1,6,0,6) flow_balance(g5,1,6) -1
    f(g5,1,6,0,6) flow_cap_tail(g5,1,6,0,6) 1
    f(g5,1,6,0,6) flow_cap_head(g5,1,6,0,6) 1
    f(g5,2,6,1,6) flow_balance(g5,1,6) 1
    f(g5,2,6,1,6) flow_balance(g5,2,6) -1
    f(g5,2,6,1,6) flow_cap_tail(g5,2,6,1,6) 1
    f(g5,2,6,1,6) flow_cap_head(g5,2,6,1,6) 1
    f(g5,2,7,1,7) flow_balance(g5,2,7) -1
    f(g5,2,7,1,7) flow_cap_tail(g5,2,7,1,7) 1
    f(g5,2,7,1,7) flow_cap_head(g5,2,7,1,7) 1
    f(g5,2,8,1,8) flow_balance(g5,1,8) 1
    f(g5,2,8,1,8) flow_balance(g5,2,8) -1
    f(g5,2,8,1,8) flow_cap_tail(g5,2,8,1,8) 1
    f(g5,2,8,1,8) flow_cap_head(g5,2,8,1,8) 1
    f(g5,2,9,1,9) flow_balance(g5,1,9) 1
    f(g5,2,9,1,9) flow_balance(g5,2,9) -1
    f(g5,2,9,1,9) flow_cap_tail(g5,2,9,1,9) 1
    f(g5,2,9,1,9) flow_cap_head(g5,2,9,1,9) 1
    f(g5,3,9,2,9) flow_balance(g5,2,9) 1
    f(g5,3,9,2,9) flow_balance(g5,3,9) -1
    f(g5,3,9,2,9) flow_cap_tail(g5,3,9,2,9) 1
    f(g5,3,9,2,9) flow_cap_head(g5,3,9,2,9) 1
    f(g6,0,6,0,5) flow_balance(g6,0,5) 1
    f(g6,0,6,0,5) flow_balance(g6,0,6) -1
    f(g6,0,6,0,5) flow_cap_tail(g6,0,6,0,5) 1
    f(g6,0,6,0,5) flow_cap_head(g6,0,6,0,5) 1
    f(g6,0,7,0,6) flow_balance(g6,0,6) 1
    f(g6,0,7,0,6) flow_balance(g6,0,7) -1
    f(g6,0,7,0,6) flow_cap_tail(g6,0,7,0,6) 1
    f(g6,0,7,0,6) flow_cap_head(g6,0,7,0,6) 1
    f(g6,1,6,1,5) flow_balance(g6,1,5) 1
    f(g6,1,6,1,5) flow_balance(g6,1,6) -1
    f(g6,1,6,1,5) flow_cap_tail(g6,1,6,1,5) 1
    f(g6,1,6,1,5) flow_cap_head(g6,1,6,1,5) 1
    f(g6,2,5,2,4) flow_balance(g6,2,4) 1
    f(g6,2,5,2,4) flow_balance(g6,2,5) -1
    f(g6,2,5,2,4) flow_cap_tail(g6,2,5,2,4) 1
    f(g6,2,5,2,4) flow_cap_head(g6,2,5,2,4) 1
    f(g6,2,6,2,5) flow_balance(g6,2,5) 1
    f(g6,2,6,2,5) flow_balance(g6,2,6) -1
    f(g6,2,6,2,5) flow_cap_tail(g6,2,6,2,5) 1
    f(g6,2,6,2,5) flow_cap_head(g6,2,6,2,5) 1
    f(g6,3,5,3,4) flow_balance(g6,3,4) 1
    f(g6,3,5,3,4) flow_cap_tail(g6,3,5,3,4) 1
    f(g6,3,5,3,4) flow_cap_head(g6,3,5,3,4) 1
    f(g6,3,6,3,5) flow_balance(g6,3,6) -1
    f(g6,3,6,3,5) flow_cap_tail(g6,3,6,3,5) 1
    f(g6,3,6,3,5) flow_cap_head(g6,3,6,3,5) 1
    f(g6,3,7,3,6) flow_balance(g6,3,6) 1
    f(g6,3,7,3,6) flow_balance(g6,3,7) -1
    f(g6,3,7,3,6) flow_cap_tail(g6,3,7,3,6) 1
    f(g6,3,7,3,6) flow_cap_head(g6,3,7,3,6) 1
    f(g6,4,6,4,5) flow_balance(g6,4,5) 1
    f(g6,4,6,4,5) flow_balance(g6,4,6) -1
    f(g6,4,6,4,5) flow_cap_tail(g6,4,6,4,5) 1
    f(g6,4,6,4,5) flow_cap_head(g6,4,6,4,5) 1
    f(g6,4,7,4,6) flow_balance(g6,4,6) 1
    f(g6,4,7,4,6) flow_balance(g6,4,7) -1
    f(g6,4,7,4,6) flow_cap_tail(g6,4,7,4,6) 1
    f(g6,4,7,4,6) flow_cap_head(g6,4,7,4,6) 1
    f(g6,5,6,5,5) flow_balance(g6,5,5) 1
    f(g6,5,6,5,5) flow_balance(g6,5,6) -1
    f(g6,5,6,5,5) flow_cap_tail(g6,5,6,5,5) 1
    f(g6,5,6,5,5) flow_cap_head(g6,5,6,5,5) 1
    f(g6,6,5,6,4) flow_balance(g6,6,4) 1
    f(g6,6,5,6,4) flow_balance(g6,6,5) -1
    f(g6,6,5,6,4) flow_cap_tail(g6,6,5,6,4) 1
    f(g6,6,5,6,4) flow_cap_head(g6,6,5,6,4) 1
    f(g6,6,6,6,5) flow_balance(g6,6,5) 1
    f(g6,6,6,6,5) flow_balance(g6,6,6) -1
    f(g6,6,6,6,5) flow_cap_tail(g6,6,6,6,5) 1
    f(g6,6,6,6,5) flow_cap_head(g6,6,6,6,5) 1
    f(g6,1,5,0,5) flow_balance(g6,0,5) 1
    f(g6,1,5,0,5) flow_balance(g6,1,5) -1
    f(g6,1,5,0,5) flow_cap_tail(g6,1,5,0,5) 1
    f(g6,1,5,0,5) flow_cap_head(g6,1,5,0,5) 1
    f(g6,1,6,0,6) flow_balance(g6,0,6) 1
    f(g6,1,6,0,6) flow_balance(g6,1,6) -1
    f(g6,1,6,0,6) flow_cap_tail(g6,1,6,0,6) 1
    f(g6,1,6,0,6) flow_cap_head(g6,1,6,0,6) 1
    f(g6,2,5,1,5) flow_balance(g6,1,5) 1
    f(g6,2,5,1,5) flow_balance(g6,2,5) -1
    f(g6,2,5,1,5) flow_cap_tail(g6,2,5,1,5) 1
    f(g6,2,5,1,5) flow_cap_head(g6,2,5,1,5) 1
    f(g6,2,6,1,6) flow_balance(g6,1,6) 1
    f(g6,2,6,1,6) flow_balance(g6,2,6) -1
    f(g6,2,6,1,6) flow_cap_tail(g6,2,6,1,6) 1
    f(g6,2,6,1,6) flow_cap_head(g6,2,6,1,6) 1
    f(g6,3,4,2,4) flow_balance(g6,2,4) 1
    f(g6,3,4,2,4) flow_balance(g6,3,4) -1
    f(g6,3,4,2,4) flow_cap_tail(g6,3,4,2,4) 1
    f(g6,3,4,2,4) flow_cap_head(g6,3,4,2,4) 1
    f(g6,3,5,2,5) flow_balance(g6,2,5) 1
    f(g6,3,5,2,5) flow_cap_tail(g6,3,5,2,5) 1
    f(g6,3,5,2,5) flow_cap_head(g6,3,5,2,5) 1
    f(g6,3,6,2,6) flow_balance(g6,2,6) 1
    f(g6,3,6,2,6) flow_balance(g6,3,6) -1
    f(g6,3,6,2,6) flow_cap_tail(g6,3,6,2,6) 1
    f(g6,3,6,2,6) flow_cap_head(g6,3,6,2,6) 1
    f(g6,4,5,3,5) flow_balance(g6,4,5) -1
    f(g6,4,5,3,5) flow_cap_tail(g6,4,5,3,5) 1
    f(g6,4,5,3,5) flow_cap_head(g6,4,5,3,5) 1
    f(g6,4,6,3,6) flow_balance(g6,3,6) 1
    f(g6,4,6,3,6) flow_balance(g6,4,6) -1
    f(g6,4,6,3,6) flow_cap_tail(g6,4,6,3,6) 1
    f(g6,4,6,3,6) flow_cap_head(g6,4,6,3,6) 1
    f(g6,4,7,3,7) flow_balance(g6,3,7) 1
    f(g6,4,7,3,7) flow_balance(g6,4,7) -1
    f(g6,4,7,3,7) flow_cap_tail(g6,4,7,3,7) 1
    f(g6,4,7,3,7) flow_cap_head(g6,4,7,3,7) 1
    f(g6,5,5,4,5) flow_balance(g6,4,5) 1
    f(g6,5,5,4,5) flow_balance(g6,5,5) -1
    f(g6,5,5,4,5) flow_cap_tail(g6,5,5,4,5) 1
    f(g6,5,5,4,5) flow_cap_head(g6,5,5,4,5) 1
    f(g6,5,6,4,6) flow_balance(g6,4,6) 1
    f(g6,5,6,4,6) flow_balance(g6,5,6) -1
    f(g6,5,6,4,6) flow_cap_tail(g6,5,6,4,6) 1
    f(g6,5,6,4,6) flow_cap_head(g6,5,6,4,6) 1
    f(g6,6,5,5,5) flow_balance(g6,5,5) 1
    f(g6,6,5,5,5) flow_balance(g6,6,5) -1
    f(g6,6,5,5,5) flow_cap_tail(g6,6,5,5,5) 1
    f(g6,6,5,5,5) flow_cap_head(g6,6,5,5,5) 1
    f(g6,6,6,5,6) flow_balance(g6,5,6) 1
    f(g6,6,6,5,6) flow_balance(g6,6,6) -1
    f(g6,6,6,5,6) flow_cap_tail(g6,6,6,5,6) 1
    f(g6,6,6,5,6) flow_cap_head(g6,6,6,5,6) 1
    f(g7,2,2,2,1) flow_balance(g7,2,1) 1
    f(g7,2,2,2,1) flow_balance(g7,2,2) -1
    f(g7,2,2,2,1) flow_cap_tail(g7,2,2,2,1) 1
    f(g7,2,2,2,1) flow_cap_head(g7,2,2,2,1) 1
    f(g7,2,3,2,2) flow_balance(g7,2,2) 1
    f(g7,2,3,2,2) flow_balance(g7,2,3) -1
    f(g7,2,3,2,2) flow_cap_tail(g7,2,3,2,2) 1
    f(g7,2,3,2,2) flow_cap_head(g7,2,3,2,2) 1
    f(g7,2,4,2,3) flow_balance(g7,2,3) 1
    f(g7,2,4,2,3) flow_balance(g7,2,4) -1
    f(g7,2,4,2,3) flow_cap_tail(g7,2,4,2,3) 1
    f(g7,2,4,2,3) flow_cap_head(g7,2,4,2,3) 1
    f(g7,3,1,3,0) flow_balance(g7,3,0) 1
    f(g7,3,1,3,0) flow_balance(g7,3,1) -1
    f(g7,3,1,3,0) flow_cap_tail(g7,3,1,3,0) 1
    f(g7,3,1,3,0) flow_cap_head(g7,3,1,3,0) 1
    f(g7,3,2,3,1) flow_balance(g7,3,1) 1
    f(g7,3,2,3,1) flow_cap_tail(g7,3,2,3,1) 1
    f(g7,3,2,3,1) flow_cap_head(g7,3,2,3,1) 1
    f(g7,3,3,3,2) flow_balance(g7,3,3) -1
    f(g7,3,3,3,2) flow_cap_tail(g7,3,3,3,2) 1
    f(g7,3,3,3,2) flow_cap_head(g7,3,3,3,2) 1
    f(g7,3,4,3,3) flow_balance(g7,3,3) 1
    f(g7,3,4,3,3) flow_balance(g7,3,4) -1
    f(g7,3,4,3,3) flow_cap_tail(g7,3,4,3,3) 1
    f(g7,3,4,3,3) flow_cap_head(g7,3,4,3,3) 1
    f(g7,4,1,4,0) flow_balance(g7,4,0) 1
    f(g7,4,1,4,0) flow_balance(g7,4,1) -1
    f(g7,4,1,4,0) flow_cap_tail(g7,4,1,4,0) 1
    f(g7,4,1,4,0) flow_cap_head(g7,4,1,4,0) 1
    f(g7,4,2,4,1) flow_balance(g7,4,1) 1
    f(g7,4,2,4,1) flow_balance(g7,4,2) -1
    f(g7,4,2,4,1) flow_cap_tail(g7,4,2,4,1) 1
    f(g7,4,2,4,1) flow_cap_head(g7,4,2,4,1) 1
    f(g7,4,3,4,2) flow_balance(g7,4,2) 1
    f(g7,4,3,4,2) flow_balance(g7,4,3) -1
    f(g7,4,3,4,2) flow_cap_tail(g7,4,3,4,2) 1
    f(g7,4,3,4,2) flow_cap_head(g7,4,3,4,2) 1
    f(g7,4,4,4,3) flow_balance(g7,4,3) 1
    f(g7,4,4,4,3) flow_balance(g7,4,4) -1
    f(g7,4,4,4,3) flow_cap_tail(g7,4,4,4,3) 1
    f(g7,4,4,4,3) flow_cap_head(g7,4,4,4,3) 1
    f(g7,5,1,5,0) flow_balance(g7,5,0) 1
    f(g7,5,1,5,0) flow_balance(g7,5,1) -1
    f(g7,5,1,5,0) flow_cap_tail(g7,5,1,5,0) 1
    f(g7,5,1,5,0) flow_cap_head(g7,5,1,5,0) 1
    f(g7,5,2,5,1) flow_balance(g7,5,1) 1
    f(g7,5,2,5,1) flow_balance(g7,5,2) -1
    f(g7,5,2,5,1) flow_cap_tail(g7,5,2,5,1) 1
    f(g7,5,2,5,1) flow_cap_head(g7,5,2,5,1) 1
    f(g7,5,3,5,2) flow_balance(g7,5,2) 1
    f(g7,5,3,5,2) flow_balance(g7,5,3) -1
    f(g7,5,3,5,2) flow_cap_tail(g7,5,3,5,2) 1
    f(g7,5,3,5,2) flow_cap_head(g7,5,3,5,2) 1
    f(g7,2,2,1,2) flow_balance(g7,1,2) 1
    f(g7,2,2,1,2) flow_balance(g7,2,2) -1
    f(g7,2,2,1,2) flow_cap_tail(g7,2,2,1,2) 1
    f(g7,2,2,1,2) flow_cap_head(g7,2,2,1,2) 1
    f(g7,3,1,2,1) flow_balance(g7,2,1) 1
    f(g7,3,1,2,1) flow_balance(g7,3,1) -1
    f(g7,3,1,2,1) flow_cap_tail(g7,3,1,2,1) 1
    f(g7,3,1,2,1) flow_cap_head(g7,3,1,2,1) 1
    f(g7,3,2,2,2) flow_balance(g7,2,2) 1
    f(g7,3,2,2,2) flow_cap_tail(g7,3,2,2,2) 1
    f(g7,3,2,2,2) flow_cap_head(g7,3,2,2,2) 1
    f(g7,3,3,2,3) flow_balance(g7,2,3) 1
    f(g7,3,3,2,3) flow_balance(g7,3,3) -1
    f(g7,3,3,2,3) flow_cap_tail(g7,3,3,2,3) 1
    f(g7,3,3,2,3) flow_cap_head(g7,3,3,2,3) 1
    f(g7,3,4,2,4) flow_balance(g7,2,4) 1
    f(g7,3,4,2,4) flow_balance(g7,3,4) -1
    f(g7,3,4,2,4) flow_cap_tail(g7,3,4,2,4) 1
    f(g7,3,4,2,4) flow_cap_head(g7,3,4,2,4) 1
    f(g7,4,0,3,0) flow_balance(g7,3,0) 1
    f(g7,4,0,3,0) flow_balance(g7,4,0) -1
    f(g7,4,0,3,0) flow_cap_tail(g7,4,0,3,0) 1
    f(g7,4,0,3,0) flow_cap_head(g7,4,0,3,0) 1
    f(g7,4,1,3,1) flow_balance(g7,3,1) 1
    f(g7,4,1,3,1) flow_balance(g7,4,1) -1
    f(g7,4,1,3,1) flow_cap_tail(g7,4,1,3,1) 1
    f(g7,4,1,3,1) flow_cap_head(g7,4,1,3,1) 1
    f(g7,4,2,3,2) flow_balance(g7,4,2) -1
    f(g7,4,2,3,2) flow_cap_tail(g7,4,2,3,2) 1
    f(g7,4,2,3,2) flow_cap_head(g7,4,2,3,2) 1
    f(g7,4,3,3,3) flow_balance(g7,3,3) 1
    f(g7,4,3,3,3) flow_balance(g7,4,3) -1
    f(g7,4,3,3,3) flow_cap_tail(g7,4,3,3,3) 1
    f(g7,4,3,3,3) flow_cap_head(g7,4,3,3,3) 1
    f(g7,4,4,3,4) flow_balance(g7,3,4) 1
    f(g7,4,4,3,4) flow_balance(g7,4,4) -1
    f(g7,4,4,3,4) flow_cap_tail(g7,4,4,3,4) 1
    f(g7,4,4,3,4) flow_cap_head(g7,4,4,3,4) 1
    f(g7,5,0,4,0) flow_balance(g7,4,0) 1
    f(g7,5,0,4,0) flow_balance(g7,5,0) -1
    f(g7,5,0,4,0) flow_cap_tail(g7,5,0,4,0) 1
    f(g7,5,0,4,0) flow_cap_head(g7,5,0,4,0) 1
    f(g7,5,1,4,1) flow_balance(g7,4,1) 1
    f(g7,5,1,4,1) flow_balance(g7,5,1) -1
    f(g7,5,1,4,1) flow_cap_tail(g7,5,1,4,1) 1
    f(g7,5,1,4,1) flow_cap_head(g7,5,1,4,1) 1
    f(g7,5,2,4,2) flow_balance(g7,4,2) 1
    f(g7,5,2,4,2) flow_balance(g7,5,2) -1
    f(g7,5,2,4,2) flow_cap_tail(g7,5,2,4,2) 1
    f(g7,5,2,4,2) flow_cap_head(g7,5,2,4,2) 1
    f(g7,5,3,4,3) flow_balance(g7,4,3) 1
    f(g7,5,3,4,3) flow_balance(g7,5,3) -1
    f(g7,5,3,4,3) flow_cap_tail(g7,5,3,4,3) 1
    f(g7,5,3,4,3) flow_cap_head(g7,5,3,4,3) 1
    f(g7,6,2,5,2) flow_balance(g7,5,2) 1
    f(g7,6,2,5,2) flow_balance(g7,6,2) -1
    f(g7,6,2,5,2) flow_cap_tail(g7,6,2,5,2) 1
    f(g7,6,2,5,2) flow_cap_head(g7,6,2,5,2) 1
    f(g8,3,8,3,7) flow_balance(g8,3,7) 1
    f(g8,3,8,3,7) flow_cap_tail(g8,3,8,3,7) 1
    f(g8,3,8,3,7) flow_cap_head(g8,3,8,3,7) 1
    f(g8,3,9,3,8) flow_balance(g8,3,9) -1
    f(g8,3,9,3,8) flow_cap_tail(g8,3,9,3,8) 1
    f(g8,3,9,3,8) flow_cap_head(g8,3,9,3,8) 1
    f(g8,4,8,4,7) flow_balance(g8,4,7) 1
    f(g8,4,8,4,7) flow_balance(g8,4,8) -1
    f(g8,4,8,4,7) flow_cap_tail(g8,4,8,4,7) 1
    f(g8,4,8,4,7) flow_cap_head(g8,4,8,4,7) 1
    f(g8,4,9,4,8) flow_balance(g8,4,8) 1
    f(g8,4,9,4,8) flow_balance(g8,4,9) -1
    f(g8,4,9,4,8) flow_cap_tail(g8,4,9,4,8) 1
    f(g8,4,9,4,8) flow_cap_head(g8,4,9,4,8) 1
    f(g8,1,9,0,9) flow_balance(g8,0,9) 1
    f(g8,1,9,0,9) flow_balance(g8,1,9) -1
    f(g8,1,9,0,9) flow_cap_tail(g8,1,9,0,9) 1
    f(g8,1,9,0,9) flow_cap_head(g8,1,9,0,9) 1
    f(g8,2,9,1,9) flow_balance(g8,1,9) 1
    f(g8,2,9,1,9) flow_balance(g8,2,9) -1
    f(g8,2,9,1,9) flow_cap_tail(g8,2,9,1,9) 1
    f(g8,2,9,1,9) flow_cap_head(g8,2,9,1,9) 1
    f(g8,3,9,2,9) flow_balance(g8,2,9) 1
    f(g8,3,9,2,9) flow_balance(g8,3,9) -1
    f(g8,3,9,2,9) flow_cap_tail(g8,3,9,2,9) 1
    f(g8,3,9,2,9) flow_cap_head(g8,3,9,2,9) 1
    f(g8,4,7,3,7) flow_balance(g8,3,7) 1
    f(g8,4,7,3,7) flow_balance(g8,4,7) -1
    f(g8,4,7,3,7) flow_cap_tail(g8,4,7,3,7) 1
    f(g8,4,7,3,7) flow_cap_head(g8,4,7,3,7) 1
    f(g8,4,8,3,8) flow_balance(g8,4,8) -1
    f(g8,4,8,3,8) flow_cap_tail(g8,4,8,3,8) 1
    f(g8,4,8,3,8) flow_cap_head(g8,4,8,3,8) 1
    f(g8,4,9,3,9) flow_balance(g8,3,9) 1
    f(g8,4,9,3,9) flow_balance(g8,4,9) -1
    f(g8,4,9,3,9) flow_cap_tail(g8,4,9,3,9) 1
    f(g8,4,9,3,9) flow_cap_head(g8,4,9,3,9) 1
    f(g8,5,7,4,7) flow_balance(g8,4,7) 1
    f(g8,5,7,4,7) flow_balance(g8,5,7) -1
    f(g8,5,7,4,7) flow_cap_tail(g8,5,7,4,7) 1
    f(g8,5,7,4,7) flow_cap_head(g8,5,7,4,7) 1
    f(g8,6,7,5,7) flow_balance(g8,5,7) 1
    f(g8,6,7,5,7) flow_balance(g8,6,7) -1
    f(g8,6,7,5,7) flow_cap_tail(g8,6,7,5,7) 1
    f(g8,6,7,5,7) flow_cap_head(g8,6,7,5,7) 1
    f(g8,7,7,6,7) flow_balance(g8,6,7) 1
    f(g8,7,7,6,7) flow_balance(g8,7,7) -1
    f(g8,7,7,6,7) flow_cap_tail(g8,7,7,6,7) 1
    f(g8,7,7,6,7) flow_cap_head(g8,7,7,6,7) 1
    f(g9,2,2,2,1) flow_balance(g9,2,1) 1
    f(g9,2,2,2,1) flow_balance(g9,2,2) -1
    f(g9,2,2,2,1) flow_cap_tail(g9,2,2,2,1) 1
    f(g9,2,2,2,1) flow_cap_head(g9,2,2,2,1) 1
    f(g9,2,3,2,2) flow_balance(g9,2,2) 1
    f(g9,2,3,2,2) flow_balance(g9,2,3) -1
    f(g9,2,3,2,2) flow_cap_tail(g9,2,3,2,2) 1
    f(g9,2,3,2,2) flow_cap_head(g9,2,3,2,2) 1
    f(g9,3,1,3,0) flow_balance(g9,3,0) 1
    f(g9,3,1,3,0) flow_balance(g9,3,1) -1
    f(g9,3,1,3,0) flow_cap_tail(g9,3,1,3,0) 1
    f(g9,3,1,3,0) flow_cap_head(g9,3,1,3,0) 1
    f(g9,4,4,4,3) flow_balance(g9,4,3) 1
    f(g9,4,4,4,3) flow_balance(g9,4,4) -1
    f(g9,4,4,4,3) flow_cap_tail(g9,4,4,4,3) 1
    f(g9,4,4,4,3) flow_cap_head(g9,4,4,4,3) 1
    f(g9,5,2,5,1) flow_balance(g9,5,1) 1
    f(g9,5,2,5,1) flow_balance(g9,5,2) -1
    f(g9,5,2,5,1) flow_cap_tail(g9,5,2,5,1) 1
    f(g9,5,2,5,1) flow_cap_head(g9,5,2,5,1) 1
    f(g9,5,3,5,2) flow_balance(g9,5,2) 1
    f(g9,5,3,5,2) flow_balance(g9,5,3) -1
    f(g9,5,3,5,2) flow_cap_tail(g9,5,3,5,2) 1
    f(g9,5,3,5,2) flow_cap_head(g9,5,3,5,2) 1
    f(g9,5,4,5,3) flow_balance(g9,5,3) 1
    f(g9,5,4,5,3) flow_cap_tail(g9,5,4,5,3) 1
    f(g9,5,4,5,3) flow_cap_head(g9,5,4,5,3) 1
    f(g9,5,5,5,4) flow_balance(g9,5,5) -1
    f(g9,5,5,5,4) flow_cap_tail(g9,5,5,5,4) 1
    f(g9,5,5,5,4) flow_cap_head(g9,5,5,5,4) 1
    f(g9,5,6,5,5) flow_balance(g9,5,5) 1
    f(g9,5,6,5,5) flow_balance(g9,5,6) -1
    f(g9,5,6,5,5) flow_cap_tail(g9,5,6,5,5) 1
    f(g9,5,6,5,5) flow_cap_head(g9,5,6,5,5) 1
    f(g9,5,7,5,6) flow_balance(g9,5,6) 1
    f(g9,5,7,5,6) flow_balance(g9,5,7) -1
    f(g9,5,7,5,6) flow_cap_tail(g9,5,7,5,6) 1
    f(g9,5,7,5,6) flow_cap_head(g9,5,7,5,6) 1
    f(g9,6,5,6,4) flow_balance(g9,6,4) 1
    f(g9,6,5,6,4) flow_balance(g9,6,5) -1
    f(g9,6,5,6,4) flow_cap_tail(g9,6,5,6,4) 1
    f(g9,6,5,6,4) flow_cap_head(g9,6,5,6,4) 1
    f(g9,7,8,7,7) flow_balance(g9,7,7) 1
    f(g9,7,8,7,7) flow_balance(g9,7,8) -1
    f(g9,7,8,7,7) flow_cap_tail(g9,7,8,7,7) 1
    f(g9,7,8,7,7) flow_cap_head(g9,7,8,7,7) 1
    f(g9,8,6,8,5) flow_balance(g9,8,5) 1
    f(g9,8,6,8,5) flow_balance(g9,8,6) -1
    f(g9,8,6,8,5) flow_cap_tail(g9,8,6,8,5) 1
    f(g9,8,6,8,5) flow_cap_head(g9,8,6,8,5) 1
    f(g9,8,7,8,6) flow_balance(g9,8,6) 1
    f(g9,8,7,8,6) flow_balance(g9,8,7) -1
    f(g9,8,7,8,6) flow_cap_tail(g9,8,7,8,6) 1
    f(g9,8,7,8,6) flow_cap_head(g9,8,7,8,6) 1
    f(g9,2,2,1,2) flow_balance(g9,1,2) 1
    f(g9,2,2,1,2) flow_balance(g9,2,2) -1
    f(g9,2,2,1,2) flow_cap_tail(g9,2,2,1,2) 1
    f(g9,2,2,1,2) flow_cap_head(g9,2,2,1,2) 1
    f(g9,3,1,2,1) flow_balance(g9,2,1) 1
    f(g9,3,1,2,1) flow_balance(g9,3,1) -1
    f(g9,3,1,2,1) flow_cap_tail(g9,3,1,2,1) 1
    f(g9,3,1,2,1) flow_cap_head(g9,3,1,2,1) 1
    f(g9,4,1,3,1) flow_balance(g9,3,1) 1
    f(g9,4,1,3,1) flow_balance(g9,4,1) -1
    f(g9,4,1,3,1) flow_cap_tail(g9,4,1,3,1) 1
    f(g9,4,1,3,1) flow_cap_head(g9,4,1,3,1) 1
    f(g9,4,4,3,4) flow_balance(g9,3,4) 1
    f(g9,4,4,3,4) flow_balance(g9,4,4) -1
    f(g9,4,4,3,4) flow_cap_tail(g9,4,4,3,4) 1
    f(g9,4,4,3,4) flow_cap_head(g9,4,4,3,4) 1
    f(g9,5,1,4,1) flow_balance(g9,4,1) 1
    f(g9,5,1,4,1) flow_balance(g9,5,1) -1
    f(g9,5,1,4,1) flow_cap_tail(g9,5,1,4,1) 1
    f(g9,5,1,4,1) flow_cap_head(g9,5,1,4,1) 1
    f(g9,5,3,4,3) flow_balance(g9,4,3) 1
    f(g9,5,3,4,3) flow_balance(g9,5,3) -1
    f(g9,5,3,4,3) flow_cap_tail(g9,5,3,4,3) 1
    f(g9,5,3,4,3) flow_cap_head(g9,5,3,4,3) 1
    f(g9,5,4,4,4) flow_balance(g9,4,4) 1
    f(g9,5,4,4,4) flow_cap_tail(g9,5,4,4,4) 1
    f(g9,5,4,4,4) flow_cap_head(g9,5,4,4,4) 1
    f(g9,5,6,4,6) flow_balance(g9,4,6) 1
    f(g9,5,6,4,6) flow_balance(g9,5,6) -1
    f(g9,5,6,4,6) flow_cap_tail(g9,5,6,4,6) 1
    f(g9,5,6,4,6) flow_cap_head(g9,5,6,4,6) 1
    f(g9,6,2,5,2) flow_balance(g9,5,2) 1
    f(g9,6,2,5,2) flow_balance(g9,6,2) -1
    f(g9,6,2,5,2) flow_cap_tail(g9,6,2,5,2) 1
    f(g9,6,2,5,2) flow_cap_head(g9,6,2,5,2) 1
    f(g9,6,4,5,4) flow_balance(g9,6,4) -1
    f(g9,6,4,5,4) flow_cap_tail(g9,6,4,5,4) 1
    f(g9,6,4,5,4) flow_cap_head(g9,6,4,5,4) 1
    f(g9,6,5,5,5) flow_balance(g9,5,5) 1
    f(g9,6,5,5,5) flow_balance(g9,6,5) -1
    f(g9,6,5,5,5) flow_cap_tail(g9,6,5,5,5) 1
    f(g9,6,5,5,5) flow_cap_head(g9,6,5,5,5) 1
    f(g9,6,7,5,7) flow_balance(g9,5,7) 1
    f(g9,6,7,5,7) flow_balance(g9,6,7) -1
    f(g9,6,7,5,7) flow_cap_tail(g9,6,7,5,7) 1
    f(g9,6,7,5,7) flow_cap_head(g9,6,7,5,7) 1
    f(g9,7,4,6,4) flow_balance(g9,6,4) 1
    f(g9,7,4,6,4) flow_balance(g9,7,4) -1
    f(g9,7,4,6,4) flow_cap_tail(g9,7,4,6,4) 1
    f(g9,7,4,6,4) flow_cap_head(g9,7,4,6,4) 1
    f(g9,7,7,6,7) flow_balance(g9,6,7) 1
    f(g9,7,7,6,7) flow_balance(g9,7,7) -1
    f(g9,7,7,6,7) flow_cap_tail(g9,7,7,6,7) 1
    f(g9,7,7,6,7) flow_cap_head(g9,7,7,6,7) 1
    f(g9,8,7,7,7) flow_balance(g9,7,7) 1
    f(g9,8,7,7,7) flow_balance(g9,8,7) -1
    f(g9,8,7,7,7) flow_cap_tail(g9,8,7,7,7) 1
    f(g9,8,7,7,7) flow_cap_head(g9,8,7,7,7) 1
    f(g9,9,6,8,6) flow_balance(g9,8,6) 1
    f(g9,9,6,8,6) flow_balance(g9,9,6) -1
    f(g9,9,6,8,6) flow_cap_tail(g9,9,6,8,6) 1
    f(g9,9,6,8,6) flow_cap_head(g9,9,6,8,6) 1
    f(g10,5,9,5,8) flow_balance(g10,5,9) -1
    f(g10,5,9,5,8) flow_cap_tail(g10,5,9,5,8) 1
    f(g10,5,9,5,8) flow_cap_head(g10,5,9,5,8) 1
    f(g10,6,9,6,8) flow_balance(g10,6,8) 1
    f(g10,6,9,6,8) flow_balance(g10,6,9) -1
    f(g10,6,9,6,8) flow_cap_tail(g10,6,9,6,8) 1
    f(g10,6,9,6,8) flow_cap_head(g10,6,9,6,8) 1
    f(g10,5,9,4,9) flow_balance(g10,4,9) 1
    f(g10,5,9,4,9) flow_balance(g10,5,9) -1
    f(g10,5,9,4,9) flow_cap_tail(g10,5,9,4,9) 1
    f(g10,5,9,4,9) flow_cap_head(g10,5,9,4,9) 1
    f(g10,6,8,5,8) flow_balance(g10,6,8) -1
    f(g10,6,8,5,8) flow_cap_tail(g10,6,8,5,8) 1
    f(g10,6,8,5,8) flow_cap_head(g10,6,8,5,8) 1
    f(g10,6,9,5,9) flow_balance(g10,5,9) 1
    f(g10,6,9,5,9) flow_balance(g10,6,9) -1
    f(g10,6,9,5,9) flow_cap_tail(g10,6,9,5,9) 1
    f(g10,6,9,5,9) flow_cap_head(g10,6,9,5,9) 1
    f(g10,7,8,6,8) flow_balance(g10,6,8) 1
    f(g10,7,8,6,8) flow_balance(g10,7,8) -1
    f(g10,7,8,6,8) flow_cap_tail(g10,7,8,6,8) 1
    f(g10,7,8,6,8) flow_cap_head(g10,7,8,6,8) 1
    f(g11,3,1,3,0) flow_balance(g11,3,0) 1
    f(g11,3,1,3,0) flow_balance(g11,3,1) -1
    f(g11,3,1,3,0) flow_cap_tail(g11,3,1,3,0) 1
    f(g11,3,1,3,0) flow_cap_head(g11,3,1,3,0) 1
    f(g11,6,1,6,0) flow_balance(g11,6,1) -1
    f(g11,6,1,6,0) flow_cap_tail(g11,6,1,6,0) 1
    f(g11,6,1,6,0) flow_cap_head(g11,6,1,6,0) 1
    f(g11,9,1,9,0) flow_balance(g11,9,0) 1
    f(g11,9,1,9,0) flow_balance(g11,9,1) -1
    f(g11,9,1,9,0) flow_cap_tail(g11,9,1,9,0) 1
    f(g11,9,1,9,0) flow_cap_head(g11,9,1,9,0) 1
    f(g11,4,0,3,0) flow_balance(g11,3,0) 1
    f(g11,4,0,3,0) flow_balance(g11,4,0) -1
    f(g11,4,0,3,0) flow_cap_tail(g11,4,0,3,0) 1
    f(g11,4,0,3,0) flow_cap_head(g11,4,0,3,0) 1
    f(g11,5,0,4,0) flow_balance(g11,4,0) 1
    f(g11,5,0,4,0) flow_balance(g11,5,0) -1
    f(g11,5,0,4,0) flow_cap_tail(g11,5,0,4,0) 1
    f(g11,5,0,4,0) flow_cap_head(g11,5,0,4,0) 1
    f(g11,6,0,5,0) flow_balance(g11,5,0) 1
    f(g11,6,0,5,0) flow_cap_tail(g11,6,0,5,0) 1
    f(g11,6,0,5,0) flow_cap_head(g11,6,0,5,0) 1
    f(g11,7,1,6,1) flow_balance(g11,6,1) 1
    f(g11,7,1,6,1) flow_balance(g11,7,1) -1
    f(g11,7,1,6,1) flow_cap_tail(g11,7,1,6,1) 1
    f(g11,7,1,6,1) flow_cap_head(g11,7,1,6,1) 1
    f(g11,8,1,7,1) flow_balance(g11,7,1) 1
    f(g11,8,1,7,1) flow_balance(g11,8,1) -1
    f(g11,8,1,7,1) flow_cap_tail(g11,8,1,7,1) 1
    f(g11,8,1,7,1) flow_cap_head(g11,8,1,7,1) 1
    f(g11,9,1,8,1) flow_balance(g11,8,1) 1
    f(g11,9,1,8,1) flow_balance(g11,9,1) -1
    f(g11,9,1,8,1) flow_cap_tail(g11,9,1,8,1) 1
    f(g11,9,1,8,1) flow_cap_head(g11,9,1,8,1) 1
    f(g12,4,6,4,5) flow_balance(g12,4,5) 1
    f(g12,4,6,4,5) flow_balance(g12,4,6) -1
    f(g12,4,6,4,5) flow_cap_tail(g12,4,6,4,5) 1
    f(g12,4,6,4,5) flow_cap_head(g12,4,6,4,5) 1
    f(g12,6,3,6,2) flow_balance(g12,6,2) 1
    f(g12,6,3,6,2) flow_cap_tail(g12,6,3,6,2) 1
    f(g12,6,3,6,2) flow_cap_head(g12,6,3,6,2) 1
    f(g12,6,4,6,3) flow_balance(g12,6,4) -1
    f(g12,6,4,6,3) flow_cap_tail(g12,6,4,6,3) 1
    f(g12,6,4,6,3) flow_cap_head(g12,6,4,6,3) 1
    f(g12,6,5,6,4) flow_balance(g12,6,4) 1
    f(g12,6,5,6,4) flow_balance(g12,6,5) -1
    f(g12,6,5,6,4) flow_cap_tail(g12,6,5,6,4) 1
    f(g12,6,5,6,4) flow_cap_head(g12,6,5,6,4) 1
    f(g12,7,2,7,1) flow_balance(g12,7,1) 1
    f(g12,7,2,7,1) flow_balance(g12,7,2) -1
    f(g12,7,2,7,1) flow_cap_tail(g12,7,2,7,1) 1
    f(g12,7,2,7,1) flow_cap_head(g12,7,2,7,1) 1
    f(g12,7,3,7,2) flow_balance(g12,7,2) 1
    f(g12,7,3,7,2) flow_balance(g12,7,3) -1
    f(g12,7,3,7,2) flow_cap_tail(g12,7,3,7,2) 1
    f(g12,7,3,7,2) flow_cap_head(g12,7,3,7,2) 1
    f(g12,7,4,7,3) flow_balance(g12,7,3) 1
    f(g12,7,4,7,3) flow_balance(g12,7,4) -1
    f(g12,7,4,7,3) flow_cap_tail(g12,7,4,7,3) 1
    f(g12,7,4,7,3) flow_cap_head(g12,7,4,7,3) 1
    f(g12,9,1,9,0) flow_balance(g12,9,0) 1
    f(g12,9,1,9,0) flow_balance(g12,9,1) -1
    f(g12,9,1,9,0) flow_cap_tail(g12,9,1,9,0) 1
    f(g12,9,1,9,0) flow_cap_head(g12,9,1,9,0) 1
    f(g12,5,5,4,5) flow_balance(g12,4,5) 1
    f(g12,5,5,4,5) flow_balance(g12,5,5) -1
    f(g12,5,5,4,5) flow_cap_tail(g12,5,5,4,5) 1
    f(g12,5,5,4,5) flow_cap_head(g12,5,5,4,5) 1
    f(g12,6,5,5,5) flow_balance(g12,5,5) 1
    f(g12,6,5,5,5) flow_balance(g12,6,5) -1
    f(g12,6,5,5,5) flow_cap_tail(g12,6,5,5,5) 1
    f(g12,6,5,5,5) flow_cap_head(g12,6,5,5,5) 1
    f(g12,7,2,6,2) flow_balance(g12,6,2) 1
    f(g12,7,2,6,2) flow_balance(g12,7,2) -1
    f(g12,7,2,6,2) flow_cap_tail(g12,7,2,6,2) 1
    f(g12,7,2,6,2) flow_cap_head(g12,7,2,6,2) 1
    f(g12,7,3,6,3) flow_balance(g12,7,3) -1
    f(g12,7,3,6,3) flow_cap_tail(g12,7,3,6,3) 1
    f(g12,7,3,6,3) flow_cap_head(g12,7,3,6,3) 1
    f(g12,7,4,6,4) flow_balance(g12,6,4) 1
    f(g12,7,4,6,4) flow_balance(g12,7,4) -1
    f(g12,7,4,6,4) flow_cap_tail(g12,7,4,6,4) 1
    f(g12,7,4,6,4) flow_cap_head(g12,7,4,6,4) 1
    f(g12,8,1,7,1) flow_balance(g12,7,1) 1
    f(g12,8,1,7,1) flow_balance(g12,8,1) -1
    f(g12,8,1,7,1) flow_cap_tail(g12,8,1,7,1) 1
    f(g12,8,1,7,1) flow_cap_head(g12,8,1,7,1) 1
    f(g12,9,1,8,1) flow_balance(g12,8,1) 1
    f(g12,9,1,8,1) flow_balance(g12,9,1) -1
    f(g12,9,1,8,1) flow_cap_tail(g12,9,1,8,1) 1
    f(g12,9,1,8,1) flow_cap_head(g12,9,1,8,1) 1
    f(g13,5,6,5,5) flow_balance(g13,5,5) 1
    f(g13,5,6,5,5) flow_balance(g13,5,6) -1
    f(g13,5,6,5,5) flow_cap_tail(g13,5,6,5,5) 1
    f(g13,5,6,5,5) flow_cap_head(g13,5,6,5,5) 1
    f(g13,6,5,6,4) flow_balance(g13,6,4) 1
    f(g13,6,5,6,4) flow_balance(g13,6,5) -1
    f(g13,6,5,6,4) flow_cap_tail(g13,6,5,6,4) 1
    f(g13,6,5,6,4) flow_cap_head(g13,6,5,6,4) 1
    f(g13,7,5,7,4) flow_balance(g13,7,4) 1
    f(g13,7,5,7,4) flow_cap_tail(g13,7,5,7,4) 1
    f(g13,7,5,7,4) flow_cap_head(g13,7,5,7,4) 1
    f(g13,7,6,7,5) flow_balance(g13,7,6) -1
    f(g13,7,6,7,5) flow_cap_tail(g13,7,6,7,5) 1
    f(g13,7,6,7,5) flow_cap_head(g13,7,6,7,5) 1
    f(g13,8,6,8,5) flow_balance(g13,8,5) 1
    f(g13,8,6,8,5) flow_balance(g13,8,6) -1
    f(g13,8,6,8,5) flow_cap_tail(g13,8,6,8,5) 1
    f(g13,8,6,8,5) flow_cap_head(g13,8,6,8,5) 1
    f(g13,9,5,9,4) flow_balance(g13,9,4) 1
    f(g13,9,5,9,4) flow_balance(g13,9,5) -1
    f(g13,9,5,9,4) flow_cap_tail(g13,9,5,9,4) 1
    f(g13,9,5,9,4) flow_cap_head(g13,9,5,9,4) 1
    f(g13,6,5,5,5) flow_balance(g13,5,5) 1
    f(g13,6,5,5,5) flow_balance(g13,6,5) -1
    f(g13,6,5,5,5) flow_cap_tail(g13,6,5,5,5) 1
    f(g13,6,5,5,5) flow_cap_head(g13,6,5,5,5) 1
    f(g13,7,4,6,4) flow_balance(g13,6,4) 1
    f(g13,7,4,6,4) flow_balance(g13,7,4) -1
    f(g13,7,4,6,4) flow_cap_tail(g13,7,4,6,4) 1
    f(g13,7,4,6,4) flow_cap_head(g13,7,4,6,4) 1
    f(g13,7,5,6,5) flow_balance(g13,6,5) 1
    f(g13,7,5,6,5) flow_cap_tail(g13,7,5,6,5) 1
    f(g13,7,5,6,5) flow_cap_head(g13,7,5,6,5) 1
    f(g13,8,5,7,5) flow_balance(g13,8,5) -1
    f(g13,8,5,7,5) flow_cap_tail(g13,8,5,7,5) 1
    f(g13,8,5,7,5) flow_cap_head(g13,8,5,7,5) 1
    f(g13,8,6,7,6) flow_balance(g13,7,6) 1
    f(g13,8,6,7,6) flow_balance(g13,8,6) -1
    f(g13,8,6,7,6) flow_cap_tail(g13,8,6,7,6) 1
    f(g13,8,6,7,6) flow_cap_head(g13,8,6,7,6) 1
    f(g13,9,5,8,5) flow_balance(g13,8,5) 1
    f(g13,9,5,8,5) flow_balance(g13,9,5) -1
    f(g13,9,5,8,5) flow_cap_tail(g13,9,5,8,5) 1
    f(g13,9,5,8,5) flow_cap_head(g13,9,5,8,5) 1
    f(g14,8,0,7,0) flow_balance(g14,8,0) -1
    f(g14,8,0,7,0) flow_cap_tail(g14,8,0,7,0) 1
    f(g14,8,0,7,0) flow_cap_head(g14,8,0,7,0) 1
    f(g15,7,2,7,1) flow_balance(g15,7,1) 1
    f(g15,7,2,7,1) flow_balance(g15,7,2) -1
    f(g15,7,2,7,1) flow_cap_tail(g15,7,2,7,1) 1
    f(g15,7,2,7,1) flow_cap_head(g15,7,2,7,1) 1
    f(g15,7,7,7,6) flow_balance(g15,7,6) 1
    f(g15,7,7,7,6) flow_balance(g15,7,7) -1
    f(g15,7,7,7,6) flow_cap_tail(g15,7,7,7,6) 1
    f(g15,7,7,7,6) flow_cap_head(g15,7,7,7,6) 1
    f(g15,8,2,8,1) flow_balance(g15,8,1) 1
    f(g15,8,2,8,1) flow_balance(g15,8,2) -1
    f(g15,8,2,8,1) flow_cap_tail(g15,8,2,8,1) 1
    f(g15,8,2,8,1) flow_cap_head(g15,8,2,8,1) 1
    f(g15,8,3,8,2) flow_balance(g15,8,2) 1
    f(g15,8,3,8,2) flow_cap_tail(g15,8,3,8,2) 1
    f(g15,8,3,8,2) flow_cap_head(g15,8,3,8,2) 1
    f(g15,8,4,8,3) flow_balance(g15,8,4) -1
    f(g15,8,4,8,3) flow_cap_tail(g15,8,4,8,3) 1
    f(g15,8,4,8,3) flow_cap_head(g15,8,4,8,3) 1
    f(g15,8,5,8,4) flow_balance(g15,8,4) 1
    f(g15,8,5,8,4) flow_balance(g15,8,5) -1
    f(g15,8,5,8,4) flow_cap_tail(g15,8,5,8,4) 1
    f(g15,8,5,8,4) flow_cap_head(g15,8,5,8,4) 1
    f(g15,8,6,8,5) flow_balance(g15,8,5) 1
    f(g15,8,6,8,5) flow_balance(g15,8,6) -1
    f(g15,8,6,8,5) flow_cap_tail(g15,8,6,8,5) 1
    f(g15,8,6,8,5) flow_cap_head(g15,8,6,8,5) 1
    f(g15,9,1,9,0) flow_balance(g15,9,0) 1
    f(g15,9,1,9,0) flow_balance(g15,9,1) -1
    f(g15,9,1,9,0) flow_cap_tail(g15,9,1,9,0) 1
    f(g15,9,1,9,0) flow_cap_head(g15,9,1,9,0) 1
    f(g15,9,6,9,5) flow_balance(g15,9,5) 1
    f(g15,9,6,9,5) flow_balance(g15,9,6) -1
    f(g15,9,6,9,5) flow_cap_tail(g15,9,6,9,5) 1
    f(g15,9,6,9,5) flow_cap_head(g15,9,6,9,5) 1
    f(g15,8,1,7,1) flow_balance(g15,7,1) 1
    f(g15,8,1,7,1) flow_balance(g15,8,1) -1
    f(g15,8,1,7,1) flow_cap_tail(g15,8,1,7,1) 1
    f(g15,8,1,7,1) flow_cap_head(g15,8,1,7,1) 1
    f(g15,8,2,7,2) flow_balance(g15,7,2) 1
    f(g15,8,2,7,2) flow_balance(g15,8,2) -1
    f(g15,8,2,7,2) flow_cap_tail(g15,8,2,7,2) 1
    f(g15,8,2,7,2) flow_cap_head(g15,8,2,7,2) 1
    f(g15,8,6,7,6) flow_balance(g15,7,6) 1
    f(g15,8,6,7,6) flow_balance(g15,8,6) -1
    f(g15,8,6,7,6) flow_cap_tail(g15,8,6,7,6) 1
    f(g15,8,6,7,6) flow_cap_head(g15,8,6,7,6) 1
    f(g15,9,1,8,1) flow_balance(g15,8,1) 1
    f(g15,9,1,8,1) flow_balance(g15,9,1) -1
    f(g15,9,1,8,1) flow_cap_tail(g15,9,1,8,1) 1
    f(g15,9,1,8,1) flow_cap_head(g15,9,1,8,1) 1
    f(g15,9,5,8,5) flow_balance(g15,8,5) 1
    f(g15,9,5,8,5) flow_balance(g15,9,5) -1
    f(g15,9,5,8,5) flow_cap_tail(g15,9,5,8,5) 1
    f(g15,9,5,8,5) flow_cap_head(g15,9,5,8,5) 1
    f(g15,9,6,8,6) flow_balance(g15,8,6) 1
    f(g15,9,6,8,6) flow_balance(g15,9,6) -1
    f(g15,9,6,8,6) flow_cap_tail(g15,9,6,8,6) 1
    f(g15,9,6,8,6) flow_cap_head(g15,9,6,8,6) 1
    f(g16,7,8,7,7) flow_balance(g16,7,7) 1
    f(g16,7,8,7,7) flow_balance(g16,7,8) -1
    f(g16,7,8,7,7) flow_cap_tail(g16,7,8,7,7) 1
    f(g16,7,8,7,7) flow_cap_head(g16,7,8,7,7) 1
    f(g16,7,9,7,8) flow_balance(g16,7,8) 1
    f(g16,7,9,7,8) flow_balance(g16,7,9) -1
    f(g16,7,9,7,8) flow_cap_tail(g16,7,9,7,8) 1
    f(g16,7,9,7,8) flow_cap_head(g16,7,9,7,8) 1
    f(g16,8,8,8,7) flow_balance(g16,8,7) 1
    f(g16,8,8,8,7) flow_cap_tail(g16,8,8,8,7) 1
    f(g16,8,8,8,7) flow_cap_head(g16,8,8,8,7) 1
    f(g16,8,9,8,8) flow_balance(g16,8,9) -1
    f(g16,8,9,8,8) flow_cap_tail(g16,8,9,8,8) 1
    f(g16,8,9,8,8) flow_cap_head(g16,8,9,8,8) 1
    f(g16,9,8,9,7) flow_balance(g16,9,7) 1
    f(g16,9,8,9,7) flow_balance(g16,9,8) -1
    f(g16,9,8,9,7) flow_cap_tail(g16,9,8,9,7) 1
    f(g16,9,8,9,7) flow_cap_head(g16,9,8,9,7) 1
    f(g16,9,9,9,8) flow_balance(g16,9,8) 1
    f(g16,9,9,9,8) flow_balance(g16,9,9) -1
    f(g16,9,9,9,8) flow_cap_tail(g16,9,9,9,8) 1
    f(g16,9,9,9,8) flow_cap_head(g16,9,9,9,8) 1
    f(g16,8,7,7,7) flow_balance(g16,7,7) 1
    f(g16,8,7,7,7) flow_balance(g16,8,7) -1
    f(g16,8,7,7,7) flow_cap_tail(g16,8,7,7,7) 1
    f(g16,8,7,7,7) flow_cap_head(g16,8,7,7,7) 1
    f(g16,8,8,7,8) flow_balance(g16,7,8) 1
    f(g16,8,8,7,8) flow_cap_tail(g16,8,8,7,8) 1
    f(g16,8,8,7,8) flow_cap_head(g16,8,8,7,8) 1
    f(g16,8,9,7,9) flow_balance(g16,7,9) 1
    f(g16,8,9,7,9) flow_balance(g16,8,9) -1
    f(g16,8,9,7,9) flow_cap_tail(g16,8,9,7,9) 1
    f(g16,8,9,7,9) flow_cap_head(g16,8,9,7,9) 1
    f(g16,9,7,8,7) flow_balance(g16,8,7) 1
    f(g16,9,7,8,7) flow_balance(g16,9,7) -1
    f(g16,9,7,8,7) flow_cap_tail(g16,9,7,8,7) 1
    f(g16,9,7,8,7) flow_cap_head(g16,9,7,8,7) 1
    f(g16,9,8,8,8) flow_balance(g16,9,8) -1
    f(g16,9,8,8,8) flow_cap_tail(g16,9,8,8,8) 1
    f(g16,9,8,8,8) flow_cap_head(g16,9,8,8,8) 1
    f(g16,9,9,8,9) flow_balance(g16,8,9) 1
    f(g16,9,9,8,9) flow_balance(g16,9,9) -1
    f(g16,9,9,8,9) flow_cap_tail(g16,9,9,8,9) 1
    f(g16,9,9,8,9) flow_cap_head(g16,9,9,8,9) 1
    f(g17,9,1,9,0) flow_balance(g17,9,0) 1
    f(g17,9,1,9,0) flow_balance(g17,9,1) -1
    f(g17,9,1,9,0) flow_cap_tail(g17,9,1,9,0) 1
    f(g17,9,1,9,0) flow_cap_head(g17,9,1,9,0) 1
    f(g17,9,2,9,1) flow_balance(g17,9,1) 1
    f(g17,9,2,9,1) flow_cap_tail(g17,9,2,9,1) 1
    f(g17,9,2,9,1) flow_cap_head(g17,9,2,9,1) 1
    f(g17,9,3,9,2) flow_balance(g17,9,3) -1
    f(g17,9,3,9,2) flow_cap_tail(g17,9,3,9,2) 1
    f(g17,9,3,9,2) flow_cap_head(g17,9,3,9,2) 1
    f(g17,9,4,9,3) flow_balance(g17,9,3) 1
    f(g17,9,4,9,3) flow_balance(g17,9,4) -1
    f(g17,9,4,9,3) flow_cap_tail(g17,9,4,9,3) 1
    f(g17,9,4,9,3) flow_cap_head(g17,9,4,9,3) 1
    f(g17,9,5,9,4) flow_balance(g17,9,4) 1
    f(g17,9,5,9,4) flow_balance(g17,9,5) -1
    f(g17,9,5,9,4) flow_cap_tail(g17,9,5,9,4) 1
    f(g17,9,5,9,4) flow_cap_head(g17,9,5,9,4) 1
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
    RHS centre(0,8,g1) 1
    RHS centre(0,3,g2) 1
    RHS centre(0,4,g2) 1
    RHS centre(1,3,g2) 1
    RHS centre(1,4,g2) 1
    RHS centre(1,0,g3) 1
    RHS centre(1,1,g4) 1
    RHS centre(1,7,g5) 1
    RHS centre(1,8,g5) 1
    RHS centre(2,7,g5) 1
    RHS centre(2,8,g5) 1
    RHS centre(3,5,g6) 1
    RHS centre(3,6,g6) 1
    RHS centre(3,2,g7) 1
    RHS centre(4,2,g7) 1
    RHS centre(3,8,g8) 1
    RHS centre(4,8,g8) 1
    RHS centre(5,4,g9) 1
    RHS centre(5,8,g10) 1
    RHS centre(5,9,g10) 1
    RHS centre(6,8,g10) 1
    RHS centre(6,9,g10) 1
    RHS centre(6,0,g11) 1
    RHS centre(6,1,g11) 1
    RHS centre(6,3,g12) 1
    RHS centre(7,3,g12) 1
    RHS centre(7,5,g13) 1
    RHS centre(7,0,g14) 1
    RHS centre(8,0,g14) 1
    RHS centre(8,3,g15) 1
    RHS centre(8,4,g15) 1
    RHS centre(8,8,g16) 1
    RHS centre(9,2,g17) 1
    RHS centre(9,3,g17) 1
BOUNDS
 LO BND x(0,1,g0) 0
 UP BND x(0,1,g0) 1
 LO BND x(0,2,g0) 0
 UP BND x(0,2,g0) 1
 LO BND x(0,7,g1) 0
 UP BND x(0,7,g1) 1
 LO BND x(0,8,g1) 0
 UP BND x(0,8,g1) 1
 LO BND x(0,9,g1) 0
 UP BND x(0,9,g1) 1
 LO BND x(0,3,g2) 0
 UP BND x(0,3,g2) 1
 LO BND x(0,4,g2) 0
 UP BND x(0,4,g2) 1
 LO BND x(0,5,g2) 0
 UP BND x(0,5,g2) 1
 LO BND x(1,2,g2) 0
 UP BND x(1,2,g2) 1
 LO BND x(1,3,g2) 0
 UP BND x(1,3,g2) 1
 LO BND x(1,4,g2) 0
 UP BND x(1,4,g2) 1
 LO BND x(0,0,g3) 0
 UP BND x(0,0,g3) 1
 LO BND x(1,0,g3) 0
 UP BND x(1,0,g3) 1
 LO BND x(2,0,g3) 0
 UP BND x(2,0,g3) 1
 LO BND x(1,1,g4) 0
 UP BND x(1,1,g4) 1
 LO BND x(0,6,g5) 0
 UP BND x(0,6,g5) 1
 LO BND x(1,6,g5) 0
 UP BND x(1,6,g5) 1
 LO BND x(1,7,g5) 0
 UP BND x(1,7,g5) 1
 LO BND x(1,8,g5) 0
 UP BND x(1,8,g5) 1
 LO BND x(1,9,g5) 0
 UP BND x(1,9,g5) 1
 LO BND x(2,6,g5) 0
 UP BND x(2,6,g5) 1
 LO BND x(2,7,g5) 0
 UP BND x(2,7,g5) 1
 LO BND x(2,8,g5) 0
 UP BND x(2,8,g5) 1
 LO BND x(2,9,g5) 0
 UP BND x(2,9,g5) 1
 LO BND x(3,9,g5) 0
 UP BND x(3,9,g5) 1
 LO BND x(0,5,g6) 0
 UP BND x(0,5,g6) 1
 LO BND x(0,6,g6) 0
 UP BND x(0,6,g6) 1
 LO BND x(0,7,g6) 0
 UP BND x(0,7,g6) 1
 LO BND x(1,5,g6) 0
 UP BND x(1,5,g6) 1
 LO BND x(1,6,g6) 0
 UP BND x(1,6,g6) 1
 LO BND x(2,4,g6) 0
 UP BND x(2,4,g6) 1
 LO BND x(2,5,g6) 0
 UP BND x(2,5,g6) 1
 LO BND x(2,6,g6) 0
 UP BND x(2,6,g6) 1
 LO BND x(3,4,g6) 0
 UP BND x(3,4,g6) 1
 LO BND x(3,5,g6) 0
 UP BND x(3,5,g6) 1
 LO BND x(3,6,g6) 0
 UP BND x(3,6,g6) 1
 LO BND x(3,7,g6) 0
 UP BND x(3,7,g6) 1
 LO BND x(4,5,g6) 0
 UP BND x(4,5,g6) 1
 LO BND x(4,6,g6) 0
 UP BND x(4,6,g6) 1
 LO BND x(4,7,g6) 0
 UP BND x(4,7,g6) 1
 LO BND x(5,5,g6) 0
 UP BND x(5,5,g6) 1
 LO BND x(5,6,g6) 0
 UP BND x(5,6,g6) 1
 LO BND x(6,4,g6) 0
 UP BND x(6,4,g6) 1
 LO BND x(6,5,g6) 0
 UP BND x(6,5,g6) 1
 LO BND x(6,6,g6) 0
 UP BND x(6,6,g6) 1
 LO BND x(1,2,g7) 0
 UP BND x(1,2,g7) 1
 LO BND x(2,1,g7) 0
 UP BND x(2,1,g7) 1
 LO BND x(2,2,g7) 0
 UP BND x(2,2,g7) 1
 LO BND x(2,3,g7) 0
 UP BND x(2,3,g7) 1
 LO BND x(2,4,g7) 0
 UP BND x(2,4,g7) 1
 LO BND x(3,0,g7) 0
 UP BND x(3,0,g7) 1
 LO BND x(3,1,g7) 0
 UP BND x(3,1,g7) 1
 LO BND x(3,2,g7) 0
 UP BND x(3,2,g7) 1
 LO BND x(3,3,g7) 0
 UP BND x(3,3,g7) 1
 LO BND x(3,4,g7) 0
 UP BND x(3,4,g7) 1
 LO BND x(4,0,g7) 0
 UP BND x(4,0,g7) 1
 LO BND x(4,1,g7) 0
 UP BND x(4,1,g7) 1
 LO BND x(4,2,g7) 0
 UP BND x(4,2,g7) 1
 LO BND x(4,3,g7) 0
 UP BND x(4,3,g7) 1
 LO BND x(4,4,g7) 0
 UP BND x(4,4,g7) 1
 LO BND x(5,0,g7) 0
 UP BND x(5,0,g7) 1
 LO BND x(5,1,g7) 0
 UP BND x(5,1,g7) 1
 LO BND x(5,2,g7) 0
 UP BND x(5,2,g7) 1
 LO BND x(5,3,g7) 0
 UP BND x(5,3,g7) 1
 LO BND x(6,2,g7) 0
 UP BND x(6,2,g7) 1
 LO BND x(0,9,g8) 0
 UP BND x(0,9,g8) 1
 LO BND x(1,9,g8) 0
 UP BND x(1,9,g8) 1
 LO BND x(2,9,g8) 0
 UP BND x(2,9,g8) 1
 LO BND x(3,7,g8) 0
 UP BND x(3,7,g8) 1
 LO BND x(3,8,g8) 0
 UP BND x(3,8,g8) 1
 LO BND x(3,9,g8) 0
 UP BND x(3,9,g8) 1
 LO BND x(4,7,g8) 0
 UP BND x(4,7,g8) 1
 LO BND x(4,8,g8) 0
 UP BND x(4,8,g8) 1
 LO BND x(4,9,g8) 0
 UP BND x(4,9,g8) 1
 LO BND x(5,7,g8) 0
 UP BND x(5,7,g8) 1
 LO BND x(6,7,g8) 0
 UP BND x(6,7,g8) 1
 LO BND x(7,7,g8) 0
 UP BND x(7,7,g8) 1
 LO BND x(1,2,g9) 0
 UP BND x(1,2,g9) 1
 LO BND x(2,1,g9) 0
 UP BND x(2,1,g9) 1
 LO BND x(2,2,g9) 0
 UP BND x(2,2,g9) 1
 LO BND x(2,3,g9) 0
 UP BND x(2,3,g9) 1
 LO BND x(3,0,g9) 0
 UP BND x(3,0,g9) 1
 LO BND x(3,1,g9) 0
 UP BND x(3,1,g9) 1
 LO BND x(3,4,g9) 0
 UP BND x(3,4,g9) 1
 LO BND x(4,1,g9) 0
 UP BND x(4,1,g9) 1
 LO BND x(4,3,g9) 0
 UP BND x(4,3,g9) 1
 LO BND x(4,4,g9) 0
 UP BND x(4,4,g9) 1
 LO BND x(4,6,g9) 0
 UP BND x(4,6,g9) 1
 LO BND x(5,1,g9) 0
 UP BND x(5,1,g9) 1
 LO BND x(5,2,g9) 0
 UP BND x(5,2,g9) 1
 LO BND x(5,3,g9) 0
 UP BND x(5,3,g9) 1
 LO BND x(5,4,g9) 0
 UP BND x(5,4,g9) 1
 LO BND x(5,5,g9) 0
 UP BND x(5,5,g9) 1
 LO BND x(5,6,g9) 0
 UP BND x(5,6,g9) 1
 LO BND x(5,7,g9) 0
 UP BND x(5,7,g9) 1
 LO BND x(6,2,g9) 0
 UP BND x(6,2,g9) 1
 LO BND x(6,4,g9) 0
 UP BND x(6,4,g9) 1
 LO BND x(6,5,g9) 0
 UP BND x(6,5,g9) 1
 LO BND x(6,7,g9) 0
 UP BND x(6,7,g9) 1
 LO BND x(7,4,g9) 0
 UP BND x(7,4,g9) 1
 LO BND x(7,7,g9) 0
 UP BND x(7,7,g9) 1
 LO BND x(7,8,g9) 0
 UP BND x(7,8,g9) 1
 LO BND x(8,5,g9) 0
 UP BND x(8,5,g9) 1
 LO BND x(8,6,g9) 0
 UP BND x(8,6,g9) 1
 LO BND x(8,7,g9) 0
 UP BND x(8,7,g9) 1
 LO BND x(9,6,g9) 0
 UP BND x(9,6,g9) 1
 LO BND x(4,9,g10) 0
 UP BND x(4,9,g10) 1
 LO BND x(5,8,g10) 0
 UP BND x(5,8,g10) 1
 LO BND x(5,9,g10) 0
 UP BND x(5,9,g10) 1
 LO BND x(6,8,g10) 0
 UP BND x(6,8,g10) 1
 LO BND x(6,9,g10) 0
 UP BND x(6,9,g10) 1
 LO BND x(7,8,g10) 0
 UP BND x(7,8,g10) 1
 LO BND x(3,0,g11) 0
 UP BND x(3,0,g11) 1
 LO BND x(3,1,g11) 0
 UP BND x(3,1,g11) 1
 LO BND x(4,0,g11) 0
 UP BND x(4,0,g11) 1
 LO BND x(5,0,g11) 0
 UP BND x(5,0,g11) 1
 LO BND x(6,0,g11) 0
 UP BND x(6,0,g11) 1
 LO BND x(6,1,g11) 0
 UP BND x(6,1,g11) 1
 LO BND x(7,1,g11) 0
 UP BND x(7,1,g11) 1
 LO BND x(8,1,g11) 0
 UP BND x(8,1,g11) 1
 LO BND x(9,0,g11) 0
 UP BND x(9,0,g11) 1
 LO BND x(9,1,g11) 0
 UP BND x(9,1,g11) 1
 LO BND x(4,5,g12) 0
 UP BND x(4,5,g12) 1
 LO BND x(4,6,g12) 0
 UP BND x(4,6,g12) 1
 LO BND x(5,5,g12) 0
 UP BND x(5,5,g12) 1
 LO BND x(6,2,g12) 0
 UP BND x(6,2,g12) 1
 LO BND x(6,3,g12) 0
 UP BND x(6,3,g12) 1
 LO BND x(6,4,g12) 0
 UP BND x(6,4,g12) 1
 LO BND x(6,5,g12) 0
 UP BND x(6,5,g12) 1
 LO BND x(7,1,g12) 0
 UP BND x(7,1,g12) 1
 LO BND x(7,2,g12) 0
 UP BND x(7,2,g12) 1
 LO BND x(7,3,g12) 0
 UP BND x(7,3,g12) 1
 LO BND x(7,4,g12) 0
 UP BND x(7,4,g12) 1
 LO BND x(8,1,g12) 0
 UP BND x(8,1,g12) 1
 LO BND x(9,0,g12) 0
 UP BND x(9,0,g12) 1
 LO BND x(9,1,g12) 0
 UP BND x(9,1,g12) 1
 LO BND x(5,5,g13) 0
 UP BND x(5,5,g13) 1
 LO BND x(5,6,g13) 0
 UP BND x(5,6,g13) 1
 LO BND x(6,4,g13) 0
 UP BND x(6,4,g13) 1
 LO BND x(6,5,g13) 0
 UP BND x(6,5,g13) 1
 LO BND x(7,4,g13) 0
 UP BND x(7,4,g13) 1
 LO BND x(7,5,g13) 0
 UP BND x(7,5,g13) 1
 LO BND x(7,6,g13) 0
 UP BND x(7,6,g13) 1
 LO BND x(8,5,g13) 0
 UP BND x(8,5,g13) 1
 LO BND x(8,6,g13) 0
 UP BND x(8,6,g13) 1
 LO BND x(9,4,g13) 0
 UP BND x(9,4,g13) 1
 LO BND x(9,5,g13) 0
 UP BND x(9,5,g13) 1
 LO BND x(7,0,g14) 0
 UP BND x(7,0,g14) 1
 LO BND x(8,0,g14) 0
 UP BND x(8,0,g14) 1
 LO BND x(7,1,g15) 0
 UP BND x(7,1,g15) 1
 LO BND x(7,2,g15) 0
 UP BND x(7,2,g15) 1
 LO BND x(7,6,g15) 0
 UP BND x(7,6,g15) 1
 LO BND x(7,7,g15) 0
 UP BND x(7,7,g15) 1
 LO BND x(8,1,g15) 0
 UP BND x(8,1,g15) 1
 LO BND x(8,2,g15) 0
 UP BND x(8,2,g15) 1
 LO BND x(8,3,g15) 0
 UP BND x(8,3,g15) 1
 LO BND x(8,4,g15) 0
 UP BND x(8,4,g15) 1
 LO BND x(8,5,g15) 0
 UP BND x(8,5,g15) 1
 LO BND x(8,6,g15) 0
 UP BND x(8,6,g15) 1
 LO BND x(9,0,g15) 0
 UP BND x(9,0,g15) 1
 LO BND x(9,1,g15) 0
 UP BND x(9,1,g15) 1
 LO BND x(9,5,g15) 0
 UP BND x(9,5,g15) 1
 LO BND x(9,6,g15) 0
 UP BND x(9,6,g15) 1
 LO BND x(7,7,g16) 0
 UP BND x(7,7,g16) 1
 LO BND x(7,8,g16) 0
 UP BND x(7,8,g16) 1
 LO BND x(7,9,g16) 0
 UP BND x(7,9,g16) 1
 LO BND x(8,7,g16) 0
 UP BND x(8,7,g16) 1
 LO BND x(8,8,g16) 0
 UP BND x(8,8,g16) 1
 LO BND x(8,9,g16) 0
 UP BND x(8,9,g16) 1
 LO BND x(9,7,g16) 0
 UP BND x(9,7,g16) 1
 LO BND x(9,8,g16) 0
 UP BND x(9,8,g16) 1
 LO BND x(9,9,g16) 0
 UP BND x(9,9,g16) 1
 LO BND x(9,0,g17) 0
 UP BND x(9,0,g17) 1
 LO BND x(9,1,g17) 0
 UP BND x(9,1,g17) 1
 LO BND x(9,2,g17) 0
 UP BND x(9,2,g17) 1
 LO BND x(9,3,g17) 0
 UP BND x(9,3,g17) 1
 LO BND x(9,4,g17) 0
 UP BND x(9,4,g17) 1
 LO BND x(9,5,g17) 0
 UP BND x(9,5,g17) 1
 UP BND f(g0,0,1,0,2) 1
 UP BND f(g1,0,7,0,8) 2
 UP BND f(g1,0,8,0,9) 2
 UP BND f(g2,0,3,0,4) 5
 UP BND f(g2,0,4,0,5) 5
 UP BND f(g2,1,2,1,3) 5
 UP BND f(g2,1,3,1,4) 5
 UP BND f(g2,0,3,1,3) 5
 UP BND f(g2,0,4,1,4) 5
 UP BND f(g3,0,0,1,0) 2
 UP BND f(g3,1,0,2,0) 2
 UP BND f(g5,1,6,1,7) 9
 UP BND f(g5,1,7,1,8) 9
 UP BND f(g5,1,8,1,9) 9
 UP BND f(g5,2,6,2,7) 9
 UP BND f(g5,2,7,2,8) 9
 UP BND f(g5,2,8,2,9) 9
 UP BND f(g5,0,6,1,6) 9
 UP BND f(g5,1,6,2,6) 9
 UP BND f(g5,1,7,2,7) 9
 UP BND f(g5,1,8,2,8) 9
 UP BND f(g5,1,9,2,9) 9
 UP BND f(g5,2,9,3,9) 9
 UP BND f(g6,0,5,0,6) 19
 UP BND f(g6,0,6,0,7) 19
 UP BND f(g6,1,5,1,6) 19
 UP BND f(g6,2,4,2,5) 19
 UP BND f(g6,2,5,2,6) 19
 UP BND f(g6,3,4,3,5) 19
 UP BND f(g6,3,5,3,6) 19
 UP BND f(g6,3,6,3,7) 19
 UP BND f(g6,4,5,4,6) 19
 UP BND f(g6,4,6,4,7) 19
 UP BND f(g6,5,5,5,6) 19
 UP BND f(g6,6,4,6,5) 19
 UP BND f(g6,6,5,6,6) 19
 UP BND f(g6,0,5,1,5) 19
 UP BND f(g6,0,6,1,6) 19
 UP BND f(g6,1,5,2,5) 19
 UP BND f(g6,1,6,2,6) 19
 UP BND f(g6,2,4,3,4) 19
 UP BND f(g6,2,5,3,5) 19
 UP BND f(g6,2,6,3,6) 19
 UP BND f(g6,3,5,4,5) 19
 UP BND f(g6,3,6,4,6) 19
 UP BND f(g6,3,7,4,7) 19
 UP BND f(g6,4,5,5,5) 19
 UP BND f(g6,4,6,5,6) 19
 UP BND f(g6,5,5,6,5) 19
 UP BND f(g6,5,6,6,6) 19
 UP BND f(g7,2,1,2,2) 19
 UP BND f(g7,2,2,2,3) 19
 UP BND f(g7,2,3,2,4) 19
 UP BND f(g7,3,0,3,1) 19
 UP BND f(g7,3,1,3,2) 19
 UP BND f(g7,3,2,3,3) 19
 UP BND f(g7,3,3,3,4) 19
 UP BND f(g7,4,0,4,1) 19
 UP BND f(g7,4,1,4,2) 19
 UP BND f(g7,4,2,4,3) 19
 UP BND f(g7,4,3,4,4) 19
 UP BND f(g7,5,0,5,1) 19
 UP BND f(g7,5,1,5,2) 19
 UP BND f(g7,5,2,5,3) 19
 UP BND f(g7,1,2,2,2) 19
 UP BND f(g7,2,1,3,1) 19
 UP BND f(g7,2,2,3,2) 19
 UP BND f(g7,2,3,3,3) 19
 UP BND f(g7,2,4,3,4) 19
 UP BND f(g7,3,0,4,0) 19
 UP BND f(g7,3,1,4,1) 19
 UP BND f(g7,3,2,4,2) 19
 UP BND f(g7,3,3,4,3) 19
 UP BND f(g7,3,4,4,4) 19
 UP BND f(g7,4,0,5,0) 19
 UP BND f(g7,4,1,5,1) 19
 UP BND f(g7,4,2,5,2) 19
 UP BND f(g7,4,3,5,3) 19
 UP BND f(g7,5,2,6,2) 19
 UP BND f(g8,3,7,3,8) 11
 UP BND f(g8,3,8,3,9) 11
 UP BND f(g8,4,7,4,8) 11
 UP BND f(g8,4,8,4,9) 11
 UP BND f(g8,0,9,1,9) 11
 UP BND f(g8,1,9,2,9) 11
 UP BND f(g8,2,9,3,9) 11
 UP BND f(g8,3,7,4,7) 11
 UP BND f(g8,3,8,4,8) 11
 UP BND f(g8,3,9,4,9) 11
 UP BND f(g8,4,7,5,7) 11
 UP BND f(g8,5,7,6,7) 11
 UP BND f(g8,6,7,7,7) 11
 UP BND f(g9,2,1,2,2) 28
 UP BND f(g9,2,2,2,3) 28
 UP BND f(g9,3,0,3,1) 28
 UP BND f(g9,4,3,4,4) 28
 UP BND f(g9,5,1,5,2) 28
 UP BND f(g9,5,2,5,3) 28
 UP BND f(g9,5,3,5,4) 28
 UP BND f(g9,5,4,5,5) 28
 UP BND f(g9,5,5,5,6) 28
 UP BND f(g9,5,6,5,7) 28
 UP BND f(g9,6,4,6,5) 28
 UP BND f(g9,7,7,7,8) 28
 UP BND f(g9,8,5,8,6) 28
 UP BND f(g9,8,6,8,7) 28
 UP BND f(g9,1,2,2,2) 28
 UP BND f(g9,2,1,3,1) 28
 UP BND f(g9,3,1,4,1) 28
 UP BND f(g9,3,4,4,4) 28
 UP BND f(g9,4,1,5,1) 28
 UP BND f(g9,4,3,5,3) 28
 UP BND f(g9,4,4,5,4) 28
 UP BND f(g9,4,6,5,6) 28
 UP BND f(g9,5,2,6,2) 28
 UP BND f(g9,5,4,6,4) 28
 UP BND f(g9,5,5,6,5) 28
 UP BND f(g9,5,7,6,7) 28
 UP BND f(g9,6,4,7,4) 28
 UP BND f(g9,6,7,7,7) 28
 UP BND f(g9,7,7,8,7) 28
 UP BND f(g9,8,6,9,6) 28
 UP BND f(g10,5,8,5,9) 5
 UP BND f(g10,6,8,6,9) 5
 UP BND f(g10,4,9,5,9) 5
 UP BND f(g10,5,8,6,8) 5
 UP BND f(g10,5,9,6,9) 5
 UP BND f(g10,6,8,7,8) 5
 UP BND f(g11,3,0,3,1) 9
 UP BND f(g11,6,0,6,1) 9
 UP BND f(g11,9,0,9,1) 9
 UP BND f(g11,3,0,4,0) 9
 UP BND f(g11,4,0,5,0) 9
 UP BND f(g11,5,0,6,0) 9
 UP BND f(g11,6,1,7,1) 9
 UP BND f(g11,7,1,8,1) 9
 UP BND f(g11,8,1,9,1) 9
 UP BND f(g12,4,5,4,6) 13
 UP BND f(g12,6,2,6,3) 13
 UP BND f(g12,6,3,6,4) 13
 UP BND f(g12,6,4,6,5) 13
 UP BND f(g12,7,1,7,2) 13
 UP BND f(g12,7,2,7,3) 13
 UP BND f(g12,7,3,7,4) 13
 UP BND f(g12,9,0,9,1) 13
 UP BND f(g12,4,5,5,5) 13
 UP BND f(g12,5,5,6,5) 13
 UP BND f(g12,6,2,7,2) 13
 UP BND f(g12,6,3,7,3) 13
 UP BND f(g12,6,4,7,4) 13
 UP BND f(g12,7,1,8,1) 13
 UP BND f(g12,8,1,9,1) 13
 UP BND f(g13,5,5,5,6) 10
 UP BND f(g13,6,4,6,5) 10
 UP BND f(g13,7,4,7,5) 10
 UP BND f(g13,7,5,7,6) 10
 UP BND f(g13,8,5,8,6) 10
 UP BND f(g13,9,4,9,5) 10
 UP BND f(g13,5,5,6,5) 10
 UP BND f(g13,6,4,7,4) 10
 UP BND f(g13,6,5,7,5) 10
 UP BND f(g13,7,5,8,5) 10
 UP BND f(g13,7,6,8,6) 10
 UP BND f(g13,8,5,9,5) 10
 UP BND f(g14,7,0,8,0) 1
 UP BND f(g15,7,1,7,2) 13
 UP BND f(g15,7,6,7,7) 13
 UP BND f(g15,8,1,8,2) 13
 UP BND f(g15,8,2,8,3) 13
 UP BND f(g15,8,3,8,4) 13
 UP BND f(g15,8,4,8,5) 13
 UP BND f(g15,8,5,8,6) 13
 UP BND f(g15,9,0,9,1) 13
 UP BND f(g15,9,5,9,6) 13
 UP BND f(g15,7,1,8,1) 13
 UP BND f(g15,7,2,8,2) 13
 UP BND f(g15,7,6,8,6) 13
 UP BND f(g15,8,1,9,1) 13
 UP BND f(g15,8,5,9,5) 13
 UP BND f(g15,8,6,9,6) 13
 UP BND f(g16,7,7,7,8) 8
 UP BND f(g16,7,8,7,9) 8
 UP BND f(g16,8,7,8,8) 8
 UP BND f(g16,8,8,8,9) 8
 UP BND f(g16,9,7,9,8) 8
 UP BND f(g16,9,8,9,9) 8
 UP BND f(g16,7,7,8,7) 8
 UP BND f(g16,7,8,8,8) 8
 UP BND f(g16,7,9,8,9) 8
 UP BND f(g16,8,7,9,7) 8
 UP BND f(g16,8,8,9,8) 8
 UP BND f(g16,8,9,9,9) 8
 UP BND f(g17,9,0,9,1) 5
 UP BND f(g17,9,1,9,2) 5
 UP BND f(g17,9,2,9,3) 5
 UP BND f(g17,9,3,9,4) 5
 UP BND f(g17,9,4,9,5) 5
 UP BND f(g0,0,2,0,1) 1
 UP BND f(g1,0,8,0,7) 2
 UP BND f(g1,0,9,0,8) 2
 UP BND f(g2,0,4,0,3) 5
 UP BND f(g2,0,5,0,4) 5
 UP BND f(g2,1,3,1,2) 5
 UP BND f(g2,1,4,1,3) 5
 UP BND f(g2,1,3,0,3) 5
 UP BND f(g2,1,4,0,4) 5
 UP BND f(g3,1,0,0,0) 2
 UP BND f(g3,2,0,1,0) 2
 UP BND f(g5,1,7,1,6) 9
 UP BND f(g5,1,8,1,7) 9
 UP BND f(g5,1,9,1,8) 9
 UP BND f(g5,2,7,2,6) 9
 UP BND f(g5,2,8,2,7) 9
 UP BND f(g5,2,9,2,8) 9
 UP BND f(g5,1,6,0,6) 9
 UP BND f(g5,2,6,1,6) 9
 UP BND f(g5,2,7,1,7) 9
 UP BND f(g5,2,8,1,8) 9
 UP BND f(g5,2,9,1,9) 9
 UP BND f(g5,3,9,2,9) 9
 UP BND f(g6,0,6,0,5) 19
 UP BND f(g6,0,7,0,6) 19
 UP BND f(g6,1,6,1,5) 19
 UP BND f(g6,2,5,2,4) 19
 UP BND f(g6,2,6,2,5) 19
 UP BND f(g6,3,5,3,4) 19
 UP BND f(g6,3,6,3,5) 19
 UP BND f(g6,3,7,3,6) 19
 UP BND f(g6,4,6,4,5) 19
 UP BND f(g6,4,7,4,6) 19
 UP BND f(g6,5,6,5,5) 19
 UP BND f(g6,6,5,6,4) 19
 UP BND f(g6,6,6,6,5) 19
 UP BND f(g6,1,5,0,5) 19
 UP BND f(g6,1,6,0,6) 19
 UP BND f(g6,2,5,1,5) 19
 UP BND f(g6,2,6,1,6) 19
 UP BND f(g6,3,4,2,4) 19
 UP BND f(g6,3,5,2,5) 19
 UP BND f(g6,3,6,2,6) 19
 UP BND f(g6,4,5,3,5) 19
 UP BND f(g6,4,6,3,6) 19
 UP BND f(g6,4,7,3,7) 19
 UP BND f(g6,5,5,4,5) 19
 UP BND f(g6,5,6,4,6) 19
 UP BND f(g6,6,5,5,5) 19
 UP BND f(g6,6,6,5,6) 19
 UP BND f(g7,2,2,2,1) 19
 UP BND f(g7,2,3,2,2) 19
 UP BND f(g7,2,4,2,3) 19
 UP BND f(g7,3,1,3,0) 19
 UP BND f(g7,3,2,3,1) 19
 UP BND f(g7,3,3,3,2) 19
 UP BND f(g7,3,4,3,3) 19
 UP BND f(g7,4,1,4,0) 19
 UP BND f(g7,4,2,4,1) 19
 UP BND f(g7,4,3,4,2) 19
 UP BND f(g7,4,4,4,3) 19
 UP BND f(g7,5,1,5,0) 19
 UP BND f(g7,5,2,5,1) 19
 UP BND f(g7,5,3,5,2) 19
 UP BND f(g7,2,2,1,2) 19
 UP BND f(g7,3,1,2,1) 19
 UP BND f(g7,3,2,2,2) 19
 UP BND f(g7,3,3,2,3) 19
 UP BND f(g7,3,4,2,4) 19
 UP BND f(g7,4,0,3,0) 19
 UP BND f(g7,4,1,3,1) 19
 UP BND f(g7,4,2,3,2) 19
 UP BND f(g7,4,3,3,3) 19
 UP BND f(g7,4,4,3,4) 19
 UP BND f(g7,5,0,4,0) 19
 UP BND f(g7,5,1,4,1) 19
 UP BND f(g7,5,2,4,2) 19
 UP BND f(g7,5,3,4,3) 19
 UP BND f(g7,6,2,5,2) 19
 UP BND f(g8,3,8,3,7) 11
 UP BND f(g8,3,9,3,8) 11
 UP BND f(g8,4,8,4,7) 11
 UP BND f(g8,4,9,4,8) 11
 UP BND f(g8,1,9,0,9) 11
 UP BND f(g8,2,9,1,9) 11
 UP BND f(g8,3,9,2,9) 11
 UP BND f(g8,4,7,3,7) 11
 UP BND f(g8,4,8,3,8) 11
 UP BND f(g8,4,9,3,9) 11
 UP BND f(g8,5,7,4,7) 11
 UP BND f(g8,6,7,5,7) 11
 UP BND f(g8,7,7,6,7) 11
 UP BND f(g9,2,2,2,1) 28
 UP BND f(g9,2,3,2,2) 28
 UP BND f(g9,3,1,3,0) 28
 UP BND f(g9,4,4,4,3) 28
 UP BND f(g9,5,2,5,1) 28
 UP BND f(g9,5,3,5,2) 28
 UP BND f(g9,5,4,5,3) 28
 UP BND f(g9,5,5,5,4) 28
 UP BND f(g9,5,6,5,5) 28
 UP BND f(g9,5,7,5,6) 28
 UP BND f(g9,6,5,6,4) 28
 UP BND f(g9,7,8,7,7) 28
 UP BND f(g9,8,6,8,5) 28
 UP BND f(g9,8,7,8,6) 28
 UP BND f(g9,2,2,1,2) 28
 UP BND f(g9,3,1,2,1) 28
 UP BND f(g9,4,1,3,1) 28
 UP BND f(g9,4,4,3,4) 28
 UP BND f(g9,5,1,4,1) 28
 UP BND f(g9,5,3,4,3) 28
 UP BND f(g9,5,4,4,4) 28
 UP BND f(g9,5,6,4,6) 28
 UP BND f(g9,6,2,5,2) 28
 UP BND f(g9,6,4,5,4) 28
 UP BND f(g9,6,5,5,5) 28
 UP BND f(g9,6,7,5,7) 28
 UP BND f(g9,7,4,6,4) 28
 UP BND f(g9,7,7,6,7) 28
 UP BND f(g9,8,7,7,7) 28
 UP BND f(g9,9,6,8,6) 28
 UP BND f(g10,5,9,5,8) 5
 UP BND f(g10,6,9,6,8) 5
 UP BND f(g10,5,9,4,9) 5
 UP BND f(g10,6,8,5,8) 5
 UP BND f(g10,6,9,5,9) 5
 UP BND f(g10,7,8,6,8) 5
 UP BND f(g11,3,1,3,0) 9
 UP BND f(g11,6,1,6,0) 9
 UP BND f(g11,9,1,9,0) 9
 UP BND f(g11,4,0,3,0) 9
 UP BND f(g11,5,0,4,0) 9
 UP BND f(g11,6,0,5,0) 9
 UP BND f(g11,7,1,6,1) 9
 UP BND f(g11,8,1,7,1) 9
 UP BND f(g11,9,1,8,1) 9
 UP BND f(g12,4,6,4,5) 13
 UP BND f(g12,6,3,6,2) 13
 UP BND f(g12,6,4,6,3) 13
 UP BND f(g12,6,5,6,4) 13
 UP BND f(g12,7,2,7,1) 13
 UP BND f(g12,7,3,7,2) 13
 UP BND f(g12,7,4,7,3) 13
 UP BND f(g12,9,1,9,0) 13
 UP BND f(g12,5,5,4,5) 13
 UP BND f(g12,6,5,5,5) 13
 UP BND f(g12,7,2,6,2) 13
 UP BND f(g12,7,3,6,3) 13
 UP BND f(g12,7,4,6,4) 13
 UP BND f(g12,8,1,7,1) 13
 UP BND f(g12,9,1,8,1) 13
 UP BND f(g13,5,6,5,5) 10
 UP BND f(g13,6,5,6,4) 10
 UP BND f(g13,7,5,7,4) 10
 UP BND f(g13,7,6,7,5) 10
 UP BND f(g13,8,6,8,5) 10
 UP BND f(g13,9,5,9,4) 10
 UP BND f(g13,6,5,5,5) 10
 UP BND f(g13,7,4,6,4) 10
 UP BND f(g13,7,5,6,5) 10
 UP BND f(g13,8,5,7,5) 10
 UP BND f(g13,8,6,7,6) 10
 UP BND f(g13,9,5,8,5) 10
 UP BND f(g14,8,0,7,0) 1
 UP BND f(g15,7,2,7,1) 13
 UP BND f(g15,7,7,7,6) 13
 UP BND f(g15,8,2,8,1) 13
 UP BND f(g15,8,3,8,2) 13
 UP BND f(g15,8,4,8,3) 13
 UP BND f(g15,8,5,8,4) 13
 UP BND f(g15,8,6,8,5) 13
 UP BND f(g15,9,1,9,0) 13
 UP BND f(g15,9,6,9,5) 13
 UP BND f(g15,8,1,7,1) 13
 UP BND f(g15,8,2,7,2) 13
 UP BND f(g15,8,6,7,6) 13
 UP BND f(g15,9,1,8,1) 13
 UP BND f(g15,9,5,8,5) 13
 UP BND f(g15,9,6,8,6) 13
 UP BND f(g16,7,8,7,7) 8
 UP BND f(g16,7,9,7,8) 8
 UP BND f(g16,8,8,8,7) 8
 UP BND f(g16,8,9,8,8) 8
 UP BND f(g16,9,8,9,7) 8
 UP BND f(g16,9,9,9,8) 8
 UP BND f(g16,8,7,7,7) 8
 UP BND f(g16,8,8,7,8) 8
 UP BND f(g16,8,9,7,9) 8
 UP BND f(g16,9,7,8,7) 8
 UP BND f(g16,9,8,8,8) 8
 UP BND f(g16,9,9,8,9) 8
 UP BND f(g17,9,1,9,0) 5
 UP BND f(g17,9,2,9,1) 5
 UP BND f(g17,9,3,9,2) 5
 UP BND f(g17,9,4,9,3) 5
 UP BND f(g17,9,5,9,4) 5
ENDATA
