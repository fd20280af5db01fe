NAME galaxies_labels_galaxies_10x10_s1
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
 E label_pred(g0,0,0)
 E label_pred(g0,0,1)
 E label_pred(g0,0,2)
 E label_pred(g0,2,2)
 E label_pred(g0,2,3)
 E label_pred(g0,2,4)
 E label_pred(g1,0,3)
 E label_pred(g1,0,4)
 E label_pred(g1,0,5)
 E label_pred(g1,0,6)
 E label_pred(g1,0,7)
 E label_pred(g1,0,8)
 E label_pred(g1,0,9)
 E label_pred(g1,1,3)
 E label_pred(g1,1,4)
 E label_pred(g1,1,5)
 E label_pred(g1,1,7)
 E label_pred(g1,1,8)
 E label_pred(g1,1,9)
 E label_pred(g1,2,3)
 E label_pred(g1,2,4)
 E label_pred(g1,2,5)
 E label_pred(g1,2,6)
 E label_pred(g1,2,7)
 E label_pred(g1,2,8)
 E label_pred(g1,2,9)
 E label_pred(g2,0,0)
 E label_pred(g2,0,1)
 E label_pred(g2,3,0)
 E label_pred(g2,3,1)
 E label_pred(g3,0,4)
 E label_pred(g3,0,5)
 E label_pred(g3,1,3)
 E label_pred(g3,1,4)
 E label_pred(g3,1,5)
 E label_pred(g3,2,2)
 E label_pred(g3,2,3)
 E label_pred(g3,2,4)
 E label_pred(g3,2,6)
 E label_pred(g3,2,9)
 E label_pred(g3,3,0)
 E label_pred(g3,3,1)
 E label_pred(g3,3,2)
 E label_pred(g3,3,3)
 E label_pred(g3,3,6)
 E label_pred(g3,3,7)
 E label_pred(g3,3,8)
 E label_pred(g3,3,9)
 E label_pred(g3,4,0)
 E label_pred(g3,4,3)
 E label_pred(g3,4,5)
 E label_pred(g3,4,6)
 E label_pred(g3,4,7)
 E label_pred(g3,5,4)
 E label_pred(g3,5,5)
 E label_pred(g3,5,6)
 E label_pred(g3,6,4)
 E label_pred(g3,6,5)
 E label_pred(g4,2,2)
 E label_pred(g4,2,3)
 E label_pred(g4,3,0)
 E label_pred(g4,3,2)
 E label_pred(g4,4,0)
 E label_pred(g4,4,3)
 E label_pred(g4,5,1)
 E label_pred(g4,5,3)
 E label_pred(g4,6,0)
 E label_pred(g4,6,1)
 E label_pred(g5,1,3)
 E label_pred(g5,2,3)
 E label_pred(g5,2,4)
 E label_pred(g5,3,2)
 E label_pred(g5,3,3)
 E label_pred(g5,4,3)
 E label_pred(g5,4,5)
 E label_pred(g5,5,5)
 E label_pred(g5,5,6)
 E label_pred(g5,6,4)
 E label_pred(g5,6,5)
 E label_pred(g5,7,5)
 E label_pred(g6,2,9)
 E label_pred(g6,3,9)
 E label_pred(g6,6,9)
 E label_pred(g6,7,9)
 E label_pred(g7,4,0)
 E label_pred(g7,6,0)
 E label_pred(g8,4,3)
 E label_pred(g8,5,1)
 E label_pred(g8,5,3)
 E label_pred(g8,6,1)
 E label_pred(g9,3,6)
 E label_pred(g9,3,7)
 E label_pred(g9,3,8)
 E label_pred(g9,4,6)
 E label_pred(g9,4,7)
 E label_pred(g9,4,8)
 E label_pred(g9,6,7)
 E label_pred(g9,6,8)
 E label_pred(g9,6,9)
 E label_pred(g9,7,7)
 E label_pred(g9,7,8)
 E label_pred(g9,7,9)
 E label_pred(g10,4,3)
 E label_pred(g10,5,1)
 E label_pred(g10,5,3)
 E label_pred(g10,5,4)
 E label_pred(g10,6,1)
 E label_pred(g10,6,2)
 E label_pred(g10,6,4)
 E label_pred(g10,6,5)
 E label_pred(g10,7,2)
 E label_pred(g10,7,3)
 E label_pred(g10,7,5)
 E label_pred(g10,8,3)
 E label_pred(g11,4,5)
 E label_pred(g11,4,6)
 E label_pred(g11,5,6)
 E label_pred(g11,6,4)
 E label_pred(g11,6,5)
 E label_pred(g11,6,7)
 E label_pred(g11,7,5)
 E label_pred(g11,7,7)
 E label_pred(g11,7,8)
 E label_pred(g11,8,6)
 E label_pred(g11,9,6)
 E label_pred(g11,9,7)
 E label_pred(g12,5,1)
 E label_pred(g12,6,1)
 E label_pred(g12,8,0)
 E label_pred(g12,9,0)
 E label_pred(g13,7,5)
 E label_pred(g13,8,3)
 E label_pred(g14,7,7)
 E label_pred(g14,7,8)
 E label_pred(g14,9,6)
 E label_pred(g14,9,7)
 E label_pred(g15,7,8)
 E label_pred(g15,9,9)
 E label_pred(g16,8,0)
 E label_pred(g16,8,2)
 E label_pred(g16,9,0)
 E label_pred(g16,9,2)
 E label_pred(g19,9,7)
 E label_pred(g19,9,9)
 L label_tail(g0,0,0,0,1)
 L label_tail(g0,0,1,0,0)
 L label_tail(g0,0,1,0,2)
 L label_tail(g0,0,2,0,1)
 L label_tail(g0,2,2,2,3)
 L label_tail(g0,2,3,2,2)
 L label_tail(g0,2,3,2,4)
 L label_tail(g0,2,4,2,3)
 L label_tail(g1,0,3,0,4)
 L label_tail(g1,0,4,0,3)
 L label_tail(g1,0,4,0,5)
 L label_tail(g1,0,5,0,4)
 L label_tail(g1,0,5,0,6)
 L label_tail(g1,0,6,0,5)
 L label_tail(g1,0,6,0,7)
 L label_tail(g1,0,7,0,6)
 L label_tail(g1,0,7,0,8)
 L label_tail(g1,0,8,0,7)
 L label_tail(g1,0,8,0,9)
 L label_tail(g1,0,9,0,8)
 L label_tail(g1,1,3,1,4)
 L label_tail(g1,1,4,1,3)
 L label_tail(g1,1,4,1,5)
 L label_tail(g1,1,5,1,4)
 L label_tail(g1,1,7,1,8)
 L label_tail(g1,1,8,1,7)
 L label_tail(g1,1,8,1,9)
 L label_tail(g1,1,9,1,8)
 L label_tail(g1,2,3,2,4)
 L label_tail(g1,2,4,2,3)
 L label_tail(g1,2,4,2,5)
 L label_tail(g1,2,5,2,4)
 L label_tail(g1,2,5,2,6)
 L label_tail(g1,2,6,2,5)
 L label_tail(g1,2,6,2,7)
 L label_tail(g1,2,7,2,6)
 L label_tail(g1,2,7,2,8)
 L label_tail(g1,2,8,2,7)
 L label_tail(g1,2,8,2,9)
 L label_tail(g1,2,9,2,8)
 L label_tail(g1,0,3,1,3)
 L label_tail(g1,1,3,0,3)
 L label_tail(g1,0,4,1,4)
 L label_tail(g1,1,4,0,4)
 L label_tail(g1,0,5,1,5)
 L label_tail(g1,1,5,0,5)
 L label_tail(g1,0,7,1,7)
 L label_tail(g1,1,7,0,7)
 L label_tail(g1,0,8,1,8)
 L label_tail(g1,1,8,0,8)
 L label_tail(g1,0,9,1,9)
 L label_tail(g1,1,9,0,9)
 L label_tail(g1,1,3,2,3)
 L label_tail(g1,2,3,1,3)
 L label_tail(g1,1,4,2,4)
 L label_tail(g1,2,4,1,4)
 L label_tail(g1,1,5,2,5)
 L label_tail(g1,2,5,1,5)
 L label_tail(g1,1,7,2,7)
 L label_tail(g1,2,7,1,7)
 L label_tail(g1,1,8,2,8)
 L label_tail(g1,2,8,1,8)
 L label_tail(g1,1,9,2,9)
 L label_tail(g1,2,9,1,9)
 L label_tail(g2,0,0,0,1)
 L label_tail(g2,0,1,0,0)
 L label_tail(g2,3,0,3,1)
 L label_tail(g2,3,1,3,0)
 L label_tail(g3,0,4,0,5)
 L label_tail(g3,0,5,0,4)
 L label_tail(g3,1,3,1,4)
 L label_tail(g3,1,4,1,3)
 L label_tail(g3,1,4,1,5)
 L label_tail(g3,1,5,1,4)
 L label_tail(g3,2,2,2,3)
 L label_tail(g3,2,3,2,2)
 L label_tail(g3,2,3,2,4)
 L label_tail(g3,2,4,2,3)
 L label_tail(g3,3,0,3,1)
 L label_tail(g3,3,1,3,0)
 L label_tail(g3,3,1,3,2)
 L label_tail(g3,3,2,3,1)
 L label_tail(g3,3,2,3,3)
 L label_tail(g3,3,3,3,2)
 L label_tail(g3,3,6,3,7)
 L label_tail(g3,3,7,3,6)
 L label_tail(g3,3,7,3,8)
 L label_tail(g3,3,8,3,7)
 L label_tail(g3,3,8,3,9)
 L label_tail(g3,3,9,3,8)
 L label_tail(g3,4,5,4,6)
 L label_tail(g3,4,6,4,5)
 L label_tail(g3,4,6,4,7)
 L label_tail(g3,4,7,4,6)
 L label_tail(g3,5,4,5,5)
 L label_tail(g3,5,5,5,4)
 L label_tail(g3,5,5,5,6)
 L label_tail(g3,5,6,5,5)
 L label_tail(g3,6,4,6,5)
 L label_tail(g3,6,5,6,4)
 L label_tail(g3,0,4,1,4)
 L label_tail(g3,1,4,0,4)
 L label_tail(g3,0,5,1,5)
 L label_tail(g3,1,5,0,5)
 L label_tail(g3,1,3,2,3)
 L label_tail(g3,2,3,1,3)
 L label_tail(g3,1,4,2,4)
 L label_tail(g3,2,4,1,4)
 L label_tail(g3,2,2,3,2)
 L label_tail(g3,3,2,2,2)
 L label_tail(g3,2,3,3,3)
 L label_tail(g3,3,3,2,3)
 L label_tail(g3,2,6,3,6)
 L label_tail(g3,3,6,2,6)
 L label_tail(g3,2,9,3,9)
 L label_tail(g3,3,9,2,9)
 L label_tail(g3,3,0,4,0)
 L label_tail(g3,4,0,3,0)
 L label_tail(g3,3,3,4,3)
 L label_tail(g3,4,3,3,3)
 L label_tail(g3,3,6,4,6)
 L label_tail(g3,4,6,3,6)
 L label_tail(g3,3,7,4,7)
 L label_tail(g3,4,7,3,7)
 L label_tail(g3,4,5,5,5)
 L label_tail(g3,5,5,4,5)
 L label_tail(g3,4,6,5,6)
 L label_tail(g3,5,6,4,6)
 L label_tail(g3,5,4,6,4)
 L label_tail(g3,6,4,5,4)
 L label_tail(g3,5,5,6,5)
 L label_tail(g3,6,5,5,5)
 L label_tail(g4,2,2,2,3)
 L label_tail(g4,2,3,2,2)
 L label_tail(g4,6,0,6,1)
 L label_tail(g4,6,1,6,0)
 L label_tail(g4,2,2,3,2)
 L label_tail(g4,3,2,2,2)
 L label_tail(g4,3,0,4,0)
 L label_tail(g4,4,0,3,0)
 L label_tail(g4,4,3,5,3)
 L label_tail(g4,5,3,4,3)
 L label_tail(g4,5,1,6,1)
 L label_tail(g4,6,1,5,1)
 L label_tail(g5,2,3,2,4)
 L label_tail(g5,2,4,2,3)
 L label_tail(g5,3,2,3,3)
 L label_tail(g5,3,3,3,2)
 L label_tail(g5,5,5,5,6)
 L label_tail(g5,5,6,5,5)
 L label_tail(g5,6,4,6,5)
 L label_tail(g5,6,5,6,4)
 L label_tail(g5,1,3,2,3)
 L label_tail(g5,2,3,1,3)
 L label_tail(g5,2,3,3,3)
 L label_tail(g5,3,3,2,3)
 L label_tail(g5,3,3,4,3)
 L label_tail(g5,4,3,3,3)
 L label_tail(g5,4,5,5,5)
 L label_tail(g5,5,5,4,5)
 L label_tail(g5,5,5,6,5)
 L label_tail(g5,6,5,5,5)
 L label_tail(g5,6,5,7,5)
 L label_tail(g5,7,5,6,5)
 L label_tail(g6,2,9,3,9)
 L label_tail(g6,3,9,2,9)
 L label_tail(g6,6,9,7,9)
 L label_tail(g6,7,9,6,9)
 L label_tail(g8,4,3,5,3)
 L label_tail(g8,5,3,4,3)
 L label_tail(g8,5,1,6,1)
 L label_tail(g8,6,1,5,1)
 L label_tail(g9,3,6,3,7)
 L label_tail(g9,3,7,3,6)
 L label_tail(g9,3,7,3,8)
 L label_tail(g9,3,8,3,7)
 L label_tail(g9,4,6,4,7)
 L label_tail(g9,4,7,4,6)
 L label_tail(g9,4,7,4,8)
 L label_tail(g9,4,8,4,7)
 L label_tail(g9,6,7,6,8)
 L label_tail(g9,6,8,6,7)
 L label_tail(g9,6,8,6,9)
 L label_tail(g9,6,9,6,8)
 L label_tail(g9,7,7,7,8)
 L label_tail(g9,7,8,7,7)
 L label_tail(g9,7,8,7,9)
 L label_tail(g9,7,9,7,8)
 L label_tail(g9,3,6,4,6)
 L label_tail(g9,4,6,3,6)
 L label_tail(g9,3,7,4,7)
 L label_tail(g9,4,7,3,7)
 L label_tail(g9,3,8,4,8)
 L label_tail(g9,4,8,3,8)
 L label_tail(g9,6,7,7,7)
 L label_tail(g9,7,7,6,7)
 L label_tail(g9,6,8,7,8)
 L label_tail(g9,7,8,6,8)
 L label_tail(g9,6,9,7,9)
 L label_tail(g9,7,9,6,9)
 L label_tail(g10,5,3,5,4)
 L label_tail(g10,5,4,5,3)
 L label_tail(g10,6,1,6,2)
 L label_tail(g10,6,2,6,1)
 L label_tail(g10,6,4,6,5)
 L label_tail(g10,6,5,6,4)
 L label_tail(g10,7,2,7,3)
 L label_tail(g10,7,3,7,2)
 L label_tail(g10,4,3,5,3)
 L label_tail(g10,5,3,4,3)
 L label_tail(g10,5,1,6,1)
 L label_tail(g10,6,1,5,1)
 L label_tail(g10,5,4,6,4)
 L label_tail(g10,6,4,5,4)
 L label_tail(g10,6,2,7,2)
 L label_tail(g10,7,2,6,2)
 L label_tail(g10,6,5,7,5)
 L label_tail(g10,7,5,6,5)
 L label_tail(g10,7,3,8,3)
 L label_tail(g10,8,3,7,3)
 L label_tail(g11,4,5,4,6)
 L label_tail(g11,4,6,4,5)
 L label_tail(g11,6,4,6,5)
 L label_tail(g11,6,5,6,4)
 L label_tail(g11,7,7,7,8)
 L label_tail(g11,7,8,7,7)
 L label_tail(g11,9,6,9,7)
 L label_tail(g11,9,7,9,6)
 L label_tail(g11,4,6,5,6)
 L label_tail(g11,5,6,4,6)
 L label_tail(g11,6,5,7,5)
 L label_tail(g11,7,5,6,5)
 L label_tail(g11,6,7,7,7)
 L label_tail(g11,7,7,6,7)
 L label_tail(g11,8,6,9,6)
 L label_tail(g11,9,6,8,6)
 L label_tail(g12,5,1,6,1)
 L label_tail(g12,6,1,5,1)
 L label_tail(g12,8,0,9,0)
 L label_tail(g12,9,0,8,0)
 L label_tail(g14,7,7,7,8)
 L label_tail(g14,7,8,7,7)
 L label_tail(g14,9,6,9,7)
 L label_tail(g14,9,7,9,6)
 L label_tail(g16,8,0,9,0)
 L label_tail(g16,9,0,8,0)
 L label_tail(g16,8,2,9,2)
 L label_tail(g16,9,2,8,2)
 G label_order(g0,0,0,0,1)
 G label_order(g0,0,1,0,0)
 G label_order(g0,0,1,0,2)
 G label_order(g0,0,2,0,1)
 G label_order(g0,2,2,2,3)
 G label_order(g0,2,3,2,2)
 G label_order(g0,2,3,2,4)
 G label_order(g0,2,4,2,3)
 G label_order(g0,1,2,0,2)
 G label_order(g0,1,2,2,2)
 G label_order(g1,0,3,0,4)
 G label_order(g1,0,4,0,3)
 G label_order(g1,0,4,0,5)
 G label_order(g1,0,5,0,4)
 G label_order(g1,0,5,0,6)
 G label_order(g1,0,6,0,5)
 G label_order(g1,0,6,0,7)
 G label_order(g1,0,7,0,6)
 G label_order(g1,0,7,0,8)
 G label_order(g1,0,8,0,7)
 G label_order(g1,0,8,0,9)
 G label_order(g1,0,9,0,8)
 G label_order(g1,1,3,1,4)
 G label_order(g1,1,4,1,3)
 G label_order(g1,1,4,1,5)
 G label_order(g1,1,5,1,4)
 G label_order(g1,1,6,1,5)
 G label_order(g1,1,6,1,7)
 G label_order(g1,1,7,1,8)
 G label_order(g1,1,8,1,7)
 G label_order(g1,1,8,1,9)
 G label_order(g1,1,9,1,8)
 G label_order(g1,2,3,2,4)
 G label_order(g1,2,4,2,3)
 G label_order(g1,2,4,2,5)
 G label_order(g1,2,5,2,4)
 G label_order(g1,2,5,2,6)
 G label_order(g1,2,6,2,5)
 G label_order(g1,2,6,2,7)
 G label_order(g1,2,7,2,6)
 G label_order(g1,2,7,2,8)
 G label_order(g1,2,8,2,7)
 G label_order(g1,2,8,2,9)
 G label_order(g1,2,9,2,8)
 G label_order(g1,0,3,1,3)
 G label_order(g1,1,3,0,3)
 G label_order(g1,0,4,1,4)
 G label_order(g1,1,4,0,4)
 G label_order(g1,0,5,1,5)
 G label_order(g1,1,5,0,5)
 G label_order(g1,1,6,0,6)
 G label_order(g1,0,7,1,7)
 G label_order(g1,1,7,0,7)
 G label_order(g1,0,8,1,8)
 G label_order(g1,1,8,0,8)
 G label_order(g1,0,9,1,9)
 G label_order(g1,1,9,0,9)
 G label_order(g1,1,3,2,3)
 G label_order(g1,2,3,1,3)
 G label_order(g1,1,4,2,4)
 G label_order(g1,2,4,1,4)
 G label_order(g1,1,5,2,5)
 G label_order(g1,2,5,1,5)
 G label_order(g1,1,6,2,6)
 G label_order(g1,1,7,2,7)
 G label_order(g1,2,7,1,7)
 G label_order(g1,1,8,2,8)
 G label_order(g1,2,8,1,8)
 G label_order(g1,1,9,2,9)
 G label_order(g1,2,9,1,9)
 G label_order(g2,0,0,0,1)
 G label_order(g2,0,1,0,0)
 G label_order(g2,3,0,3,1)
 G label_order(g2,3,1,3,0)
 G label_order(g2,1,0,0,0)
 G label_order(g2,1,1,0,1)
 G label_order(g2,2,0,3,0)
 G label_order(g2,2,1,3,1)
 G label_order(g3,0,4,0,5)
 G label_order(g3,0,5,0,4)
 G label_order(g3,1,3,1,4)
 G label_order(g3,1,4,1,3)
 G label_order(g3,1,4,1,5)
 G label_order(g3,1,5,1,4)
 G label_order(g3,2,2,2,3)
 G label_order(g3,2,3,2,2)
 G label_order(g3,2,3,2,4)
 G label_order(g3,2,4,2,3)
 G label_order(g3,3,0,3,1)
 G label_order(g3,3,1,3,0)
 G label_order(g3,3,1,3,2)
 G label_order(g3,3,2,3,1)
 G label_order(g3,3,2,3,3)
 G label_order(g3,3,3,3,2)
 G label_order(g3,3,4,3,3)
 G label_order(g3,3,5,3,6)
 G label_order(g3,3,6,3,7)
 G label_order(g3,3,7,3,6)
 G label_order(g3,3,7,3,8)
 G label_order(g3,3,8,3,7)
 G label_order(g3,3,8,3,9)
 G label_order(g3,3,9,3,8)
 G label_order(g3,4,5,4,6)
 G label_order(g3,4,6,4,5)
 G label_order(g3,4,6,4,7)
 G label_order(g3,4,7,4,6)
 G label_order(g3,5,4,5,5)
 G label_order(g3,5,5,5,4)
 G label_order(g3,5,5,5,6)
 G label_order(g3,5,6,5,5)
 G label_order(g3,6,4,6,5)
 G label_order(g3,6,5,6,4)
 G label_order(g3,0,4,1,4)
 G label_order(g3,1,4,0,4)
 G label_order(g3,0,5,1,5)
 G label_order(g3,1,5,0,5)
 G label_order(g3,1,3,2,3)
 G label_order(g3,2,3,1,3)
 G label_order(g3,1,4,2,4)
 G label_order(g3,2,4,1,4)
 G label_order(g3,2,2,3,2)
 G label_order(g3,3,2,2,2)
 G label_order(g3,2,3,3,3)
 G label_order(g3,3,3,2,3)
 G label_order(g3,3,4,2,4)
 G label_order(g3,2,6,3,6)
 G label_order(g3,3,6,2,6)
 G label_order(g3,2,9,3,9)
 G label_order(g3,3,9,2,9)
 G label_order(g3,3,0,4,0)
 G label_order(g3,4,0,3,0)
 G label_order(g3,3,3,4,3)
 G label_order(g3,4,3,3,3)
 G label_order(g3,3,5,4,5)
 G label_order(g3,3,6,4,6)
 G label_order(g3,4,6,3,6)
 G label_order(g3,3,7,4,7)
 G label_order(g3,4,7,3,7)
 G label_order(g3,4,5,5,5)
 G label_order(g3,5,5,4,5)
 G label_order(g3,4,6,5,6)
 G label_order(g3,5,6,4,6)
 G label_order(g3,5,4,6,4)
 G label_order(g3,6,4,5,4)
 G label_order(g3,5,5,6,5)
 G label_order(g3,6,5,5,5)
 G label_order(g4,2,2,2,3)
 G label_order(g4,2,3,2,2)
 G label_order(g4,4,1,4,0)
 G label_order(g4,4,2,4,3)
 G label_order(g4,6,0,6,1)
 G label_order(g4,6,1,6,0)
 G label_order(g4,2,2,3,2)
 G label_order(g4,3,2,2,2)
 G label_order(g4,3,0,4,0)
 G label_order(g4,4,0,3,0)
 G label_order(g4,4,2,3,2)
 G label_order(g4,4,1,5,1)
 G label_order(g4,4,3,5,3)
 G label_order(g4,5,3,4,3)
 G label_order(g4,5,1,6,1)
 G label_order(g4,6,1,5,1)
 G label_order(g5,2,3,2,4)
 G label_order(g5,2,4,2,3)
 G label_order(g5,3,2,3,3)
 G label_order(g5,3,3,3,2)
 G label_order(g5,4,4,4,3)
 G label_order(g5,4,4,4,5)
 G label_order(g5,5,5,5,6)
 G label_order(g5,5,6,5,5)
 G label_order(g5,6,4,6,5)
 G label_order(g5,6,5,6,4)
 G label_order(g5,1,3,2,3)
 G label_order(g5,2,3,1,3)
 G label_order(g5,2,3,3,3)
 G label_order(g5,3,3,2,3)
 G label_order(g5,3,3,4,3)
 G label_order(g5,4,3,3,3)
 G label_order(g5,4,5,5,5)
 G label_order(g5,5,5,4,5)
 G label_order(g5,5,5,6,5)
 G label_order(g5,6,5,5,5)
 G label_order(g5,6,5,7,5)
 G label_order(g5,7,5,6,5)
 G label_order(g6,2,9,3,9)
 G label_order(g6,3,9,2,9)
 G label_order(g6,4,9,3,9)
 G label_order(g6,5,9,6,9)
 G label_order(g6,6,9,7,9)
 G label_order(g6,7,9,6,9)
 G label_order(g7,5,0,4,0)
 G label_order(g7,5,0,6,0)
 G label_order(g8,5,2,5,1)
 G label_order(g8,5,2,5,3)
 G label_order(g8,4,3,5,3)
 G label_order(g8,5,3,4,3)
 G label_order(g8,5,1,6,1)
 G label_order(g8,6,1,5,1)
 G label_order(g9,3,6,3,7)
 G label_order(g9,3,7,3,6)
 G label_order(g9,3,7,3,8)
 G label_order(g9,3,8,3,7)
 G label_order(g9,4,6,4,7)
 G label_order(g9,4,7,4,6)
 G label_order(g9,4,7,4,8)
 G label_order(g9,4,8,4,7)
 G label_order(g9,6,7,6,8)
 G label_order(g9,6,8,6,7)
 G label_order(g9,6,8,6,9)
 G label_order(g9,6,9,6,8)
 G label_order(g9,7,7,7,8)
 G label_order(g9,7,8,7,7)
 G label_order(g9,7,8,7,9)
 G label_order(g9,7,9,7,8)
 G label_order(g9,3,6,4,6)
 G label_order(g9,4,6,3,6)
 G label_order(g9,3,7,4,7)
 G label_order(g9,4,7,3,7)
 G label_order(g9,3,8,4,8)
 G label_order(g9,4,8,3,8)
 G label_order(g9,5,7,4,7)
 G label_order(g9,5,8,4,8)
 G label_order(g9,5,7,6,7)
 G label_order(g9,5,8,6,8)
 G label_order(g9,6,7,7,7)
 G label_order(g9,7,7,6,7)
 G label_order(g9,6,8,7,8)
 G label_order(g9,7,8,6,8)
 G label_order(g9,6,9,7,9)
 G label_order(g9,7,9,6,9)
 G label_order(g10,5,3,5,4)
 G label_order(g10,5,4,5,3)
 G label_order(g10,6,1,6,2)
 G label_order(g10,6,2,6,1)
 G label_order(g10,6,3,6,2)
 G label_order(g10,6,3,6,4)
 G label_order(g10,6,4,6,5)
 G label_order(g10,6,5,6,4)
 G label_order(g10,7,2,7,3)
 G label_order(g10,7,3,7,2)
 G label_order(g10,4,3,5,3)
 G label_order(g10,5,3,4,3)
 G label_order(g10,5,1,6,1)
 G label_order(g10,6,1,5,1)
 G label_order(g10,6,3,5,3)
 G label_order(g10,5,4,6,4)
 G label_order(g10,6,4,5,4)
 G label_order(g10,6,2,7,2)
 G label_order(g10,7,2,6,2)
 G label_order(g10,6,3,7,3)
 G label_order(g10,6,5,7,5)
 G label_order(g10,7,5,6,5)
 G label_order(g10,7,3,8,3)
 G label_order(g10,8,3,7,3)
 G label_order(g11,4,5,4,6)
 G label_order(g11,4,6,4,5)
 G label_order(g11,6,4,6,5)
 G label_order(g11,6,5,6,4)
 G label_order(g11,6,6,6,5)
 G label_order(g11,6,6,6,7)
 G label_order(g11,7,6,7,5)
 G label_order(g11,7,6,7,7)
 G label_order(g11,7,7,7,8)
 G label_order(g11,7,8,7,7)
 G label_order(g11,9,6,9,7)
 G label_order(g11,9,7,9,6)
 G label_order(g11,4,6,5,6)
 G label_order(g11,5,6,4,6)
 G label_order(g11,6,6,5,6)
 G label_order(g11,6,5,7,5)
 G label_order(g11,7,5,6,5)
 G label_order(g11,6,7,7,7)
 G label_order(g11,7,7,6,7)
 G label_order(g11,7,6,8,6)
 G label_order(g11,8,6,9,6)
 G label_order(g11,9,6,8,6)
 G label_order(g12,5,1,6,1)
 G label_order(g12,6,1,5,1)
 G label_order(g12,7,1,6,1)
 G label_order(g12,7,0,8,0)
 G label_order(g12,8,0,9,0)
 G label_order(g12,9,0,8,0)
 G label_order(g13,7,4,7,5)
 G label_order(g13,8,4,8,3)
 G label_order(g14,7,7,7,8)
 G label_order(g14,7,8,7,7)
 G label_order(g14,9,6,9,7)
 G label_order(g14,9,7,9,6)
 G label_order(g14,8,7,7,7)
 G label_order(g14,8,7,9,7)
 G label_order(g15,8,8,7,8)
 G label_order(g15,8,9,9,9)
 G label_order(g16,8,1,8,0)
 G label_order(g16,8,1,8,2)
 G label_order(g16,9,1,9,0)
 G label_order(g16,9,1,9,2)
 G label_order(g16,8,0,9,0)
 G label_order(g16,9,0,8,0)
 G label_order(g16,8,2,9,2)
 G label_order(g16,9,2,8,2)
 G label_order(g19,9,8,9,7)
 G label_order(g19,9,8,9,9)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,0,g0) label_pred(g0,0,0) -1
    x(0,0,g0) label_tail(g0,0,0,0,1) -1
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) symmetry(0,1,g0) 1
    x(0,1,g0) label_pred(g0,0,1) -1
    x(0,1,g0) label_tail(g0,0,1,0,0) -1
    x(0,1,g0) label_tail(g0,0,1,0,2) -1
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(0,2,g0) label_pred(g0,0,2) -1
    x(0,2,g0) label_tail(g0,0,2,0,1) -1
    x(1,2,g0) cover(1,2) 1
    x(1,2,g0) centre(1,2,g0) 1
    x(2,2,g0) cover(2,2) 1
    x(2,2,g0) symmetry(0,2,g0) -1
    x(2,2,g0) label_pred(g0,2,2) -1
    x(2,2,g0) label_tail(g0,2,2,2,3) -1
    x(2,3,g0) cover(2,3) 1
    x(2,3,g0) symmetry(0,1,g0) -1
    x(2,3,g0) label_pred(g0,2,3) -1
    x(2,3,g0) label_tail(g0,2,3,2,2) -1
    x(2,3,g0) label_tail(g0,2,3,2,4) -1
    x(2,4,g0) cover(2,4) 1
    x(2,4,g0) symmetry(0,0,g0) -1
    x(2,4,g0) label_pred(g0,2,4) -1
    x(2,4,g0) label_tail(g0,2,4,2,3) -1
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) symmetry(0,3,g1) 1
    x(0,3,g1) label_pred(g1,0,3) -1
    x(0,3,g1) label_tail(g1,0,3,0,4) -1
    x(0,3,g1) label_tail(g1,0,3,1,3) -1
    x(0,4,g1) cover(0,4) 1
    x(0,4,g1) symmetry(0,4,g1) 1
    x(0,4,g1) label_pred(g1,0,4) -1
    x(0,4,g1) label_tail(g1,0,4,0,3) -1
    x(0,4,g1) label_tail(g1,0,4,0,5) -1
    x(0,4,g1) label_tail(g1,0,4,1,4) -1
    x(0,5,g1) cover(0,5) 1
    x(0,5,g1) symmetry(0,5,g1) 1
    x(0,5,g1) label_pred(g1,0,5) -1
    x(0,5,g1) label_tail(g1,0,5,0,4) -1
    x(0,5,g1) label_tail(g1,0,5,0,6) -1
    x(0,5,g1) label_tail(g1,0,5,1,5) -1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) symmetry(0,6,g1) 1
    x(0,6,g1) label_pred(g1,0,6) -1
    x(0,6,g1) label_tail(g1,0,6,0,5) -1
    x(0,6,g1) label_tail(g1,0,6,0,7) -1
    x(0,7,g1) cover(0,7) 1
    x(0,7,g1) symmetry(0,7,g1) 1
    x(0,7,g1) label_pred(g1,0,7) -1
    x(0,7,g1) label_tail(g1,0,7,0,6) -1
    x(0,7,g1) label_tail(g1,0,7,0,8) -1
    x(0,7,g1) label_tail(g1,0,7,1,7) -1
    x(0,8,g1) cover(0,8) 1
    x(0,8,g1) symmetry(0,8,g1) 1
    x(0,8,g1) label_pred(g1,0,8) -1
    x(0,8,g1) label_tail(g1,0,8,0,7) -1
    x(0,8,g1) label_tail(g1,0,8,0,9) -1
    x(0,8,g1) label_tail(g1,0,8,1,8) -1
    x(0,9,g1) cover(0,9) 1
    x(0,9,g1) symmetry(0,9,g1) 1
    x(0,9,g1) label_pred(g1,0,9) -1
    x(0,9,g1) label_tail(g1,0,9,0,8) -1
    x(0,9,g1) label_tail(g1,0,9,1,9) -1
    x(1,3,g1) cover(1,3) 1
    x(1,3,g1) symmetry(1,3,g1) 1
    x(1,3,g1) label_pred(g1,1,3) -1
    x(1,3,g1) label_tail(g1,1,3,1,4) -1
    x(1,3,g1) label_tail(g1,1,3,0,3) -1
    x(1,3,g1) label_tail(g1,1,3,2,3) -1
    x(1,4,g1) cover(1,4) 1
    x(1,4,g1) symmetry(1,4,g1) 1
    x(1,4,g1) label_pred(g1,1,4) -1
    x(1,4,g1) label_tail(g1,1,4,1,3) -1
    x(1,4,g1) label_tail(g1,1,4,1,5) -1
    x(1,4,g1) label_tail(g1,1,4,0,4) -1
    x(1,4,g1) label_tail(g1,1,4,2,4) -1
    x(1,5,g1) cover(1,5) 1
    x(1,5,g1) symmetry(1,5,g1) 1
    x(1,5,g1) label_pred(g1,1,5) -1
    x(1,5,g1) label_tail(g1,1,5,1,4) -1
    x(1,5,g1) label_tail(g1,1,5,0,5) -1
    x(1,5,g1) label_tail(g1,1,5,2,5) -1
    x(1,6,g1) cover(1,6) 1
    x(1,6,g1) centre(1,6,g1) 1
    x(1,7,g1) cover(1,7) 1
    x(1,7,g1) symmetry(1,5,g1) -1
    x(1,7,g1) label_pred(g1,1,7) -1
    x(1,7,g1) label_tail(g1,1,7,1,8) -1
    x(1,7,g1) label_tail(g1,1,7,0,7) -1
    x(1,7,g1) label_tail(g1,1,7,2,7) -1
    x(1,8,g1) cover(1,8) 1
    x(1,8,g1) symmetry(1,4,g1) -1
    x(1,8,g1) label_pred(g1,1,8) -1
    x(1,8,g1) label_tail(g1,1,8,1,7) -1
    x(1,8,g1) label_tail(g1,1,8,1,9) -1
    x(1,8,g1) label_tail(g1,1,8,0,8) -1
    x(1,8,g1) label_tail(g1,1,8,2,8) -1
    x(1,9,g1) cover(1,9) 1
    x(1,9,g1) symmetry(1,3,g1) -1
    x(1,9,g1) label_pred(g1,1,9) -1
    x(1,9,g1) label_tail(g1,1,9,1,8) -1
    x(1,9,g1) label_tail(g1,1,9,0,9) -1
    x(1,9,g1) label_tail(g1,1,9,2,9) -1
    x(2,3,g1) cover(2,3) 1
    x(2,3,g1) symmetry(0,9,g1) -1
    x(2,3,g1) label_pred(g1,2,3) -1
    x(2,3,g1) label_tail(g1,2,3,2,4) -1
    x(2,3,g1) label_tail(g1,2,3,1,3) -1
    x(2,4,g1) cover(2,4) 1
    x(2,4,g1) symmetry(0,8,g1) -1
    x(2,4,g1) label_pred(g1,2,4) -1
    x(2,4,g1) label_tail(g1,2,4,2,3) -1
    x(2,4,g1) label_tail(g1,2,4,2,5) -1
    x(2,4,g1) label_tail(g1,2,4,1,4) -1
    x(2,5,g1) cover(2,5) 1
    x(2,5,g1) symmetry(0,7,g1) -1
    x(2,5,g1) label_pred(g1,2,5) -1
    x(2,5,g1) label_tail(g1,2,5,2,4) -1
    x(2,5,g1) label_tail(g1,2,5,2,6) -1
    x(2,5,g1) label_tail(g1,2,5,1,5) -1
    x(2,6,g1) cover(2,6) 1
    x(2,6,g1) symmetry(0,6,g1) -1
    x(2,6,g1) label_pred(g1,2,6) -1
    x(2,6,g1) label_tail(g1,2,6,2,5) -1
    x(2,6,g1) label_tail(g1,2,6,2,7) -1
    x(2,7,g1) cover(2,7) 1
    x(2,7,g1) symmetry(0,5,g1) -1
    x(2,7,g1) label_pred(g1,2,7) -1
    x(2,7,g1) label_tail(g1,2,7,2,6) -1
    x(2,7,g1) label_tail(g1,2,7,2,8) -1
    x(2,7,g1) label_tail(g1,2,7,1,7) -1
    x(2,8,g1) cover(2,8) 1
    x(2,8,g1) symmetry(0,4,g1) -1
    x(2,8,g1) label_pred(g1,2,8) -1
    x(2,8,g1) label_tail(g1,2,8,2,7) -1
    x(2,8,g1) label_tail(g1,2,8,2,9) -1
    x(2,8,g1) label_tail(g1,2,8,1,8) -1
    x(2,9,g1) cover(2,9) 1
    x(2,9,g1) symmetry(0,3,g1) -1
    x(2,9,g1) label_pred(g1,2,9) -1
    x(2,9,g1) label_tail(g1,2,9,2,8) -1
    x(2,9,g1) label_tail(g1,2,9,1,9) -1
    x(0,0,g2) cover(0,0) 1
    x(0,0,g2) symmetry(0,0,g2) 1
    x(0,0,g2) label_pred(g2,0,0) -1
    x(0,0,g2) label_tail(g2,0,0,0,1) -1
    x(0,1,g2) cover(0,1) 1
    x(0,1,g2) symmetry(0,1,g2) 1
    x(0,1,g2) label_pred(g2,0,1) -1
    x(0,1,g2) label_tail(g2,0,1,0,0) -1
    x(1,0,g2) cover(1,0) 1
    x(1,0,g2) centre(1,0,g2) 1
    x(1,0,g2) symmetry(1,0,g2) 1
    x(1,1,g2) cover(1,1) 1
    x(1,1,g2) centre(1,1,g2) 1
    x(1,1,g2) symmetry(1,1,g2) 1
    x(2,0,g2) cover(2,0) 1
    x(2,0,g2) centre(2,0,g2) 1
    x(2,0,g2) symmetry(1,1,g2) -1
    x(2,1,g2) cover(2,1) 1
    x(2,1,g2) centre(2,1,g2) 1
    x(2,1,g2) symmetry(1,0,g2) -1
    x(3,0,g2) cover(3,0) 1
    x(3,0,g2) symmetry(0,1,g2) -1
    x(3,0,g2) label_pred(g2,3,0) -1
    x(3,0,g2) label_tail(g2,3,0,3,1) -1
    x(3,1,g2) cover(3,1) 1
    x(3,1,g2) symmetry(0,0,g2) -1
    x(3,1,g2) label_pred(g2,3,1) -1
    x(3,1,g2) label_tail(g2,3,1,3,0) -1
    x(0,4,g3) cover(0,4) 1
    x(0,4,g3) symmetry(0,4,g3) 1
    x(0,4,g3) label_pred(g3,0,4) -1
    x(0,4,g3) label_tail(g3,0,4,0,5) -1
    x(0,4,g3) label_tail(g3,0,4,1,4) -1
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) label_pred(g3,0,5) -1
    x(0,5,g3) label_tail(g3,0,5,0,4) -1
    x(0,5,g3) label_tail(g3,0,5,1,5) -1
    x(1,3,g3) cover(1,3) 1
    x(1,3,g3) symmetry(1,3,g3) 1
    x(1,3,g3) label_pred(g3,1,3) -1
    x(1,3,g3) label_tail(g3,1,3,1,4) -1
    x(1,3,g3) label_tail(g3,1,3,2,3) -1
    x(1,4,g3) cover(1,4) 1
    x(1,4,g3) symmetry(1,4,g3) 1
    x(1,4,g3) label_pred(g3,1,4) -1
    x(1,4,g3) label_tail(g3,1,4,1,3) -1
    x(1,4,g3) label_tail(g3,1,4,1,5) -1
    x(1,4,g3) label_tail(g3,1,4,0,4) -1
    x(1,4,g3) label_tail(g3,1,4,2,4) -1
    x(1,5,g3) cover(1,5) 1
    x(1,5,g3) symmetry(1,5,g3) 1
    x(1,5,g3) label_pred(g3,1,5) -1
    x(1,5,g3) label_tail(g3,1,5,1,4) -1
    x(1,5,g3) label_tail(g3,1,5,0,5) -1
    x(2,2,g3) cover(2,2) 1
    x(2,2,g3) symmetry(2,2,g3) 1
    x(2,2,g3) label_pred(g3,2,2) -1
    x(2,2,g3) label_tail(g3,2,2,2,3) -1
    x(2,2,g3) label_tail(g3,2,2,3,2) -1
    x(2,3,g3) cover(2,3) 1
    x(2,3,g3) symmetry(2,3,g3) 1
    x(2,3,g3) label_pred(g3,2,3) -1
    x(2,3,g3) label_tail(g3,2,3,2,2) -1
    x(2,3,g3) label_tail(g3,2,3,2,4) -1
    x(2,3,g3) label_tail(g3,2,3,1,3) -1
    x(2,3,g3) label_tail(g3,2,3,3,3) -1
    x(2,4,g3) cover(2,4) 1
    x(2,4,g3) symmetry(2,4,g3) 1
    x(2,4,g3) label_pred(g3,2,4) -1
    x(2,4,g3) label_tail(g3,2,4,2,3) -1
    x(2,4,g3) label_tail(g3,2,4,1,4) -1
    x(2,6,g3) cover(2,6) 1
    x(2,6,g3) symmetry(2,6,g3) 1
    x(2,6,g3) label_pred(g3,2,6) -1
    x(2,6,g3) label_tail(g3,2,6,3,6) -1
    x(2,9,g3) cover(2,9) 1
    x(2,9,g3) symmetry(2,9,g3) 1
    x(2,9,g3) label_pred(g3,2,9) -1
    x(2,9,g3) label_tail(g3,2,9,3,9) -1
    x(3,0,g3) cover(3,0) 1
    x(3,0,g3) symmetry(3,0,g3) 1
    x(3,0,g3) label_pred(g3,3,0) -1
    x(3,0,g3) label_tail(g3,3,0,3,1) -1
    x(3,0,g3) label_tail(g3,3,0,4,0) -1
    x(3,1,g3) cover(3,1) 1
    x(3,1,g3) symmetry(3,1,g3) 1
    x(3,1,g3) label_pred(g3,3,1) -1
    x(3,1,g3) label_tail(g3,3,1,3,0) -1
    x(3,1,g3) label_tail(g3,3,1,3,2) -1
    x(3,2,g3) cover(3,2) 1
    x(3,2,g3) symmetry(3,2,g3) 1
    x(3,2,g3) label_pred(g3,3,2) -1
    x(3,2,g3) label_tail(g3,3,2,3,1) -1
    x(3,2,g3) label_tail(g3,3,2,3,3) -1
    x(3,2,g3) label_tail(g3,3,2,2,2) -1
    x(3,3,g3) cover(3,3) 1
    x(3,3,g3) symmetry(3,3,g3) 1
    x(3,3,g3) label_pred(g3,3,3) -1
    x(3,3,g3) label_tail(g3,3,3,3,2) -1
    x(3,3,g3) label_tail(g3,3,3,2,3) -1
    x(3,3,g3) label_tail(g3,3,3,4,3) -1
    x(3,4,g3) cover(3,4) 1
    x(3,4,g3) centre(3,4,g3) 1
    x(3,4,g3) symmetry(3,4,g3) 1
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) centre(3,5,g3) 1
    x(3,5,g3) symmetry(3,4,g3) -1
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(3,3,g3) -1
    x(3,6,g3) label_pred(g3,3,6) -1
    x(3,6,g3) label_tail(g3,3,6,3,7) -1
    x(3,6,g3) label_tail(g3,3,6,2,6) -1
    x(3,6,g3) label_tail(g3,3,6,4,6) -1
    x(3,7,g3) cover(3,7) 1
    x(3,7,g3) symmetry(3,2,g3) -1
    x(3,7,g3) label_pred(g3,3,7) -1
    x(3,7,g3) label_tail(g3,3,7,3,6) -1
    x(3,7,g3) label_tail(g3,3,7,3,8) -1
    x(3,7,g3) label_tail(g3,3,7,4,7) -1
    x(3,8,g3) cover(3,8) 1
    x(3,8,g3) symmetry(3,1,g3) -1
    x(3,8,g3) label_pred(g3,3,8) -1
    x(3,8,g3) label_tail(g3,3,8,3,7) -1
    x(3,8,g3) label_tail(g3,3,8,3,9) -1
    x(3,9,g3) cover(3,9) 1
    x(3,9,g3) symmetry(3,0,g3) -1
    x(3,9,g3) label_pred(g3,3,9) -1
    x(3,9,g3) label_tail(g3,3,9,3,8) -1
    x(3,9,g3) label_tail(g3,3,9,2,9) -1
    x(4,0,g3) cover(4,0) 1
    x(4,0,g3) symmetry(2,9,g3) -1
    x(4,0,g3) label_pred(g3,4,0) -1
    x(4,0,g3) label_tail(g3,4,0,3,0) -1
    x(4,3,g3) cover(4,3) 1
    x(4,3,g3) symmetry(2,6,g3) -1
    x(4,3,g3) label_pred(g3,4,3) -1
    x(4,3,g3) label_tail(g3,4,3,3,3) -1
    x(4,5,g3) cover(4,5) 1
    x(4,5,g3) symmetry(2,4,g3) -1
    x(4,5,g3) label_pred(g3,4,5) -1
    x(4,5,g3) label_tail(g3,4,5,4,6) -1
    x(4,5,g3) label_tail(g3,4,5,5,5) -1
    x(4,6,g3) cover(4,6) 1
    x(4,6,g3) symmetry(2,3,g3) -1
    x(4,6,g3) label_pred(g3,4,6) -1
    x(4,6,g3) label_tail(g3,4,6,4,5) -1
    x(4,6,g3) label_tail(g3,4,6,4,7) -1
    x(4,6,g3) label_tail(g3,4,6,3,6) -1
    x(4,6,g3) label_tail(g3,4,6,5,6) -1
    x(4,7,g3) cover(4,7) 1
    x(4,7,g3) symmetry(2,2,g3) -1
    x(4,7,g3) label_pred(g3,4,7) -1
    x(4,7,g3) label_tail(g3,4,7,4,6) -1
    x(4,7,g3) label_tail(g3,4,7,3,7) -1
    x(5,4,g3) cover(5,4) 1
    x(5,4,g3) symmetry(1,5,g3) -1
    x(5,4,g3) label_pred(g3,5,4) -1
    x(5,4,g3) label_tail(g3,5,4,5,5) -1
    x(5,4,g3) label_tail(g3,5,4,6,4) -1
    x(5,5,g3) cover(5,5) 1
    x(5,5,g3) symmetry(1,4,g3) -1
    x(5,5,g3) label_pred(g3,5,5) -1
    x(5,5,g3) label_tail(g3,5,5,5,4) -1
    x(5,5,g3) label_tail(g3,5,5,5,6) -1
    x(5,5,g3) label_tail(g3,5,5,4,5) -1
    x(5,5,g3) label_tail(g3,5,5,6,5) -1
    x(5,6,g3) cover(5,6) 1
    x(5,6,g3) symmetry(1,3,g3) -1
    x(5,6,g3) label_pred(g3,5,6) -1
    x(5,6,g3) label_tail(g3,5,6,5,5) -1
    x(5,6,g3) label_tail(g3,5,6,4,6) -1
    x(6,4,g3) cover(6,4) 1
    x(6,4,g3) symmetry(0,5,g3) -1
    x(6,4,g3) label_pred(g3,6,4) -1
    x(6,4,g3) label_tail(g3,6,4,6,5) -1
    x(6,4,g3) label_tail(g3,6,4,5,4) -1
    x(6,5,g3) cover(6,5) 1
    x(6,5,g3) symmetry(0,4,g3) -1
    x(6,5,g3) label_pred(g3,6,5) -1
    x(6,5,g3) label_tail(g3,6,5,6,4) -1
    x(6,5,g3) label_tail(g3,6,5,5,5) -1
    x(2,2,g4) cover(2,2) 1
    x(2,2,g4) symmetry(2,2,g4) 1
    x(2,2,g4) label_pred(g4,2,2) -1
    x(2,2,g4) label_tail(g4,2,2,2,3) -1
    x(2,2,g4) label_tail(g4,2,2,3,2) -1
    x(2,3,g4) cover(2,3) 1
    x(2,3,g4) symmetry(2,3,g4) 1
    x(2,3,g4) label_pred(g4,2,3) -1
    x(2,3,g4) label_tail(g4,2,3,2,2) -1
    x(3,0,g4) cover(3,0) 1
    x(3,0,g4) symmetry(3,0,g4) 1
    x(3,0,g4) label_pred(g4,3,0) -1
    x(3,0,g4) label_tail(g4,3,0,4,0) -1
    x(3,2,g4) cover(3,2) 1
    x(3,2,g4) symmetry(3,2,g4) 1
    x(3,2,g4) label_pred(g4,3,2) -1
    x(3,2,g4) label_tail(g4,3,2,2,2) -1
    x(4,0,g4) cover(4,0) 1
    x(4,0,g4) symmetry(4,0,g4) 1
    x(4,0,g4) label_pred(g4,4,0) -1
    x(4,0,g4) label_tail(g4,4,0,3,0) -1
    x(4,1,g4) cover(4,1) 1
    x(4,1,g4) centre(4,1,g4) 1
    x(4,1,g4) symmetry(4,1,g4) 1
    x(4,2,g4) cover(4,2) 1
    x(4,2,g4) centre(4,2,g4) 1
    x(4,2,g4) symmetry(4,1,g4) -1
    x(4,3,g4) cover(4,3) 1
    x(4,3,g4) symmetry(4,0,g4) -1
    x(4,3,g4) label_pred(g4,4,3) -1
    x(4,3,g4) label_tail(g4,4,3,5,3) -1
    x(5,1,g4) cover(5,1) 1
    x(5,1,g4) symmetry(3,2,g4) -1
    x(5,1,g4) label_pred(g4,5,1) -1
    x(5,1,g4) label_tail(g4,5,1,6,1) -1
    x(5,3,g4) cover(5,3) 1
    x(5,3,g4) symmetry(3,0,g4) -1
    x(5,3,g4) label_pred(g4,5,3) -1
    x(5,3,g4) label_tail(g4,5,3,4,3) -1
    x(6,0,g4) cover(6,0) 1
    x(6,0,g4) symmetry(2,3,g4) -1
    x(6,0,g4) label_pred(g4,6,0) -1
    x(6,0,g4) label_tail(g4,6,0,6,1) -1
    x(6,1,g4) cover(6,1) 1
    x(6,1,g4) symmetry(2,2,g4) -1
    x(6,1,g4) label_pred(g4,6,1) -1
    x(6,1,g4) label_tail(g4,6,1,6,0) -1
    x(6,1,g4) label_tail(g4,6,1,5,1) -1
    x(1,3,g5) cover(1,3) 1
    x(1,3,g5) symmetry(1,3,g5) 1
    x(1,3,g5) label_pred(g5,1,3) -1
    x(1,3,g5) label_tail(g5,1,3,2,3) -1
    x(2,3,g5) cover(2,3) 1
    x(2,3,g5) symmetry(2,3,g5) 1
    x(2,3,g5) label_pred(g5,2,3) -1
    x(2,3,g5) label_tail(g5,2,3,2,4) -1
    x(2,3,g5) label_tail(g5,2,3,1,3) -1
    x(2,3,g5) label_tail(g5,2,3,3,3) -1
    x(2,4,g5) cover(2,4) 1
    x(2,4,g5) symmetry(2,4,g5) 1
    x(2,4,g5) label_pred(g5,2,4) -1
    x(2,4,g5) label_tail(g5,2,4,2,3) -1
    x(3,2,g5) cover(3,2) 1
    x(3,2,g5) symmetry(3,2,g5) 1
    x(3,2,g5) label_pred(g5,3,2) -1
    x(3,2,g5) label_tail(g5,3,2,3,3) -1
    x(3,3,g5) cover(3,3) 1
    x(3,3,g5) symmetry(3,3,g5) 1
    x(3,3,g5) label_pred(g5,3,3) -1
    x(3,3,g5) label_tail(g5,3,3,3,2) -1
    x(3,3,g5) label_tail(g5,3,3,2,3) -1
    x(3,3,g5) label_tail(g5,3,3,4,3) -1
    x(4,3,g5) cover(4,3) 1
    x(4,3,g5) symmetry(4,3,g5) 1
    x(4,3,g5) label_pred(g5,4,3) -1
    x(4,3,g5) label_tail(g5,4,3,3,3) -1
    x(4,4,g5) cover(4,4) 1
    x(4,4,g5) centre(4,4,g5) 1
    x(4,5,g5) cover(4,5) 1
    x(4,5,g5) symmetry(4,3,g5) -1
    x(4,5,g5) label_pred(g5,4,5) -1
    x(4,5,g5) label_tail(g5,4,5,5,5) -1
    x(5,5,g5) cover(5,5) 1
    x(5,5,g5) symmetry(3,3,g5) -1
    x(5,5,g5) label_pred(g5,5,5) -1
    x(5,5,g5) label_tail(g5,5,5,5,6) -1
    x(5,5,g5) label_tail(g5,5,5,4,5) -1
    x(5,5,g5) label_tail(g5,5,5,6,5) -1
    x(5,6,g5) cover(5,6) 1
    x(5,6,g5) symmetry(3,2,g5) -1
    x(5,6,g5) label_pred(g5,5,6) -1
    x(5,6,g5) label_tail(g5,5,6,5,5) -1
    x(6,4,g5) cover(6,4) 1
    x(6,4,g5) symmetry(2,4,g5) -1
    x(6,4,g5) label_pred(g5,6,4) -1
    x(6,4,g5) label_tail(g5,6,4,6,5) -1
    x(6,5,g5) cover(6,5) 1
    x(6,5,g5) symmetry(2,3,g5) -1
    x(6,5,g5) label_pred(g5,6,5) -1
    x(6,5,g5) label_tail(g5,6,5,6,4) -1
    x(6,5,g5) label_tail(g5,6,5,5,5) -1
    x(6,5,g5) label_tail(g5,6,5,7,5) -1
    x(7,5,g5) cover(7,5) 1
    x(7,5,g5) symmetry(1,3,g5) -1
    x(7,5,g5) label_pred(g5,7,5) -1
    x(7,5,g5) label_tail(g5,7,5,6,5) -1
    x(2,9,g6) cover(2,9) 1
    x(2,9,g6) symmetry(2,9,g6) 1
    x(2,9,g6) label_pred(g6,2,9) -1
    x(2,9,g6) label_tail(g6,2,9,3,9) -1
    x(3,9,g6) cover(3,9) 1
    x(3,9,g6) symmetry(3,9,g6) 1
    x(3,9,g6) label_pred(g6,3,9) -1
    x(3,9,g6) label_tail(g6,3,9,2,9) -1
    x(4,9,g6) cover(4,9) 1
    x(4,9,g6) centre(4,9,g6) 1
    x(4,9,g6) symmetry(4,9,g6) 1
    x(5,9,g6) cover(5,9) 1
    x(5,9,g6) centre(5,9,g6) 1
    x(5,9,g6) symmetry(4,9,g6) -1
    x(6,9,g6) cover(6,9) 1
    x(6,9,g6) symmetry(3,9,g6) -1
    x(6,9,g6) label_pred(g6,6,9) -1
    x(6,9,g6) label_tail(g6,6,9,7,9) -1
    x(7,9,g6) cover(7,9) 1
    x(7,9,g6) symmetry(2,9,g6) -1
    x(7,9,g6) label_pred(g6,7,9) -1
    x(7,9,g6) label_tail(g6,7,9,6,9) -1
    x(4,0,g7) cover(4,0) 1
    x(4,0,g7) symmetry(4,0,g7) 1
    x(4,0,g7) label_pred(g7,4,0) -1
    x(5,0,g7) cover(5,0) 1
    x(5,0,g7) centre(5,0,g7) 1
    x(6,0,g7) cover(6,0) 1
    x(6,0,g7) symmetry(4,0,g7) -1
    x(6,0,g7) label_pred(g7,6,0) -1
    x(4,3,g8) cover(4,3) 1
    x(4,3,g8) symmetry(4,3,g8) 1
    x(4,3,g8) label_pred(g8,4,3) -1
    x(4,3,g8) label_tail(g8,4,3,5,3) -1
    x(5,1,g8) cover(5,1) 1
    x(5,1,g8) symmetry(5,1,g8) 1
    x(5,1,g8) label_pred(g8,5,1) -1
    x(5,1,g8) label_tail(g8,5,1,6,1) -1
    x(5,2,g8) cover(5,2) 1
    x(5,2,g8) centre(5,2,g8) 1
    x(5,3,g8) cover(5,3) 1
    x(5,3,g8) symmetry(5,1,g8) -1
    x(5,3,g8) label_pred(g8,5,3) -1
    x(5,3,g8) label_tail(g8,5,3,4,3) -1
    x(6,1,g8) cover(6,1) 1
    x(6,1,g8) symmetry(4,3,g8) -1
    x(6,1,g8) label_pred(g8,6,1) -1
    x(6,1,g8) label_tail(g8,6,1,5,1) -1
    x(3,6,g9) cover(3,6) 1
    x(3,6,g9) symmetry(3,6,g9) 1
    x(3,6,g9) label_pred(g9,3,6) -1
    x(3,6,g9) label_tail(g9,3,6,3,7) -1
    x(3,6,g9) label_tail(g9,3,6,4,6) -1
    x(3,7,g9) cover(3,7) 1
    x(3,7,g9) symmetry(3,7,g9) 1
    x(3,7,g9) label_pred(g9,3,7) -1
    x(3,7,g9) label_tail(g9,3,7,3,6) -1
    x(3,7,g9) label_tail(g9,3,7,3,8) -1
    x(3,7,g9) label_tail(g9,3,7,4,7) -1
    x(3,8,g9) cover(3,8) 1
    x(3,8,g9) symmetry(3,8,g9) 1
    x(3,8,g9) label_pred(g9,3,8) -1
    x(3,8,g9) label_tail(g9,3,8,3,7) -1
    x(3,8,g9) label_tail(g9,3,8,4,8) -1
    x(4,6,g9) cover(4,6) 1
    x(4,6,g9) symmetry(4,6,g9) 1
    x(4,6,g9) label_pred(g9,4,6) -1
    x(4,6,g9) label_tail(g9,4,6,4,7) -1
    x(4,6,g9) label_tail(g9,4,6,3,6) -1
    x(4,7,g9) cover(4,7) 1
    x(4,7,g9) symmetry(4,7,g9) 1
    x(4,7,g9) label_pred(g9,4,7) -1
    x(4,7,g9) label_tail(g9,4,7,4,6) -1
    x(4,7,g9) label_tail(g9,4,7,4,8) -1
    x(4,7,g9) label_tail(g9,4,7,3,7) -1
    x(4,8,g9) cover(4,8) 1
    x(4,8,g9) symmetry(4,8,g9) 1
    x(4,8,g9) label_pred(g9,4,8) -1
    x(4,8,g9) label_tail(g9,4,8,4,7) -1
    x(4,8,g9) label_tail(g9,4,8,3,8) -1
    x(5,7,g9) cover(5,7) 1
    x(5,7,g9) centre(5,7,g9) 1
    x(5,7,g9) symmetry(5,7,g9) 1
    x(5,8,g9) cover(5,8) 1
    x(5,8,g9) centre(5,8,g9) 1
    x(5,8,g9) symmetry(5,7,g9) -1
    x(6,7,g9) cover(6,7) 1
    x(6,7,g9) symmetry(4,8,g9) -1
    x(6,7,g9) label_pred(g9,6,7) -1
    x(6,7,g9) label_tail(g9,6,7,6,8) -1
    x(6,7,g9) label_tail(g9,6,7,7,7) -1
    x(6,8,g9) cover(6,8) 1
    x(6,8,g9) symmetry(4,7,g9) -1
    x(6,8,g9) label_pred(g9,6,8) -1
    x(6,8,g9) label_tail(g9,6,8,6,7) -1
    x(6,8,g9) label_tail(g9,6,8,6,9) -1
    x(6,8,g9) label_tail(g9,6,8,7,8) -1
    x(6,9,g9) cover(6,9) 1
    x(6,9,g9) symmetry(4,6,g9) -1
    x(6,9,g9) label_pred(g9,6,9) -1
    x(6,9,g9) label_tail(g9,6,9,6,8) -1
    x(6,9,g9) label_tail(g9,6,9,7,9) -1
    x(7,7,g9) cover(7,7) 1
    x(7,7,g9) symmetry(3,8,g9) -1
    x(7,7,g9) label_pred(g9,7,7) -1
    x(7,7,g9) label_tail(g9,7,7,7,8) -1
    x(7,7,g9) label_tail(g9,7,7,6,7) -1
    x(7,8,g9) cover(7,8) 1
    x(7,8,g9) symmetry(3,7,g9) -1
    x(7,8,g9) label_pred(g9,7,8) -1
    x(7,8,g9) label_tail(g9,7,8,7,7) -1
    x(7,8,g9) label_tail(g9,7,8,7,9) -1
    x(7,8,g9) label_tail(g9,7,8,6,8) -1
    x(7,9,g9) cover(7,9) 1
    x(7,9,g9) symmetry(3,6,g9) -1
    x(7,9,g9) label_pred(g9,7,9) -1
    x(7,9,g9) label_tail(g9,7,9,7,8) -1
    x(7,9,g9) label_tail(g9,7,9,6,9) -1
    x(4,3,g10) cover(4,3) 1
    x(4,3,g10) symmetry(4,3,g10) 1
    x(4,3,g10) label_pred(g10,4,3) -1
    x(4,3,g10) label_tail(g10,4,3,5,3) -1
    x(5,1,g10) cover(5,1) 1
    x(5,1,g10) symmetry(5,1,g10) 1
    x(5,1,g10) label_pred(g10,5,1) -1
    x(5,1,g10) label_tail(g10,5,1,6,1) -1
    x(5,3,g10) cover(5,3) 1
    x(5,3,g10) symmetry(5,3,g10) 1
    x(5,3,g10) label_pred(g10,5,3) -1
    x(5,3,g10) label_tail(g10,5,3,5,4) -1
    x(5,3,g10) label_tail(g10,5,3,4,3) -1
    x(5,4,g10) cover(5,4) 1
    x(5,4,g10) symmetry(5,4,g10) 1
    x(5,4,g10) label_pred(g10,5,4) -1
    x(5,4,g10) label_tail(g10,5,4,5,3) -1
    x(5,4,g10) label_tail(g10,5,4,6,4) -1
    x(6,1,g10) cover(6,1) 1
    x(6,1,g10) symmetry(6,1,g10) 1
    x(6,1,g10) label_pred(g10,6,1) -1
    x(6,1,g10) label_tail(g10,6,1,6,2) -1
    x(6,1,g10) label_tail(g10,6,1,5,1) -1
    x(6,2,g10) cover(6,2) 1
    x(6,2,g10) symmetry(6,2,g10) 1
    x(6,2,g10) label_pred(g10,6,2) -1
    x(6,2,g10) label_tail(g10,6,2,6,1) -1
    x(6,2,g10) label_tail(g10,6,2,7,2) -1
    x(6,3,g10) cover(6,3) 1
    x(6,3,g10) centre(6,3,g10) 1
    x(6,4,g10) cover(6,4) 1
    x(6,4,g10) symmetry(6,2,g10) -1
    x(6,4,g10) label_pred(g10,6,4) -1
    x(6,4,g10) label_tail(g10,6,4,6,5) -1
    x(6,4,g10) label_tail(g10,6,4,5,4) -1
    x(6,5,g10) cover(6,5) 1
    x(6,5,g10) symmetry(6,1,g10) -1
    x(6,5,g10) label_pred(g10,6,5) -1
    x(6,5,g10) label_tail(g10,6,5,6,4) -1
    x(6,5,g10) label_tail(g10,6,5,7,5) -1
    x(7,2,g10) cover(7,2) 1
    x(7,2,g10) symmetry(5,4,g10) -1
    x(7,2,g10) label_pred(g10,7,2) -1
    x(7,2,g10) label_tail(g10,7,2,7,3) -1
    x(7,2,g10) label_tail(g10,7,2,6,2) -1
    x(7,3,g10) cover(7,3) 1
    x(7,3,g10) symmetry(5,3,g10) -1
    x(7,3,g10) label_pred(g10,7,3) -1
    x(7,3,g10) label_tail(g10,7,3,7,2) -1
    x(7,3,g10) label_tail(g10,7,3,8,3) -1
    x(7,5,g10) cover(7,5) 1
    x(7,5,g10) symmetry(5,1,g10) -1
    x(7,5,g10) label_pred(g10,7,5) -1
    x(7,5,g10) label_tail(g10,7,5,6,5) -1
    x(8,3,g10) cover(8,3) 1
    x(8,3,g10) symmetry(4,3,g10) -1
    x(8,3,g10) label_pred(g10,8,3) -1
    x(8,3,g10) label_tail(g10,8,3,7,3) -1
    x(4,5,g11) cover(4,5) 1
    x(4,5,g11) symmetry(4,5,g11) 1
    x(4,5,g11) label_pred(g11,4,5) -1
    x(4,5,g11) label_tail(g11,4,5,4,6) -1
    x(4,6,g11) cover(4,6) 1
    x(4,6,g11) symmetry(4,6,g11) 1
    x(4,6,g11) label_pred(g11,4,6) -1
    x(4,6,g11) label_tail(g11,4,6,4,5) -1
    x(4,6,g11) label_tail(g11,4,6,5,6) -1
    x(5,6,g11) cover(5,6) 1
    x(5,6,g11) symmetry(5,6,g11) 1
    x(5,6,g11) label_pred(g11,5,6) -1
    x(5,6,g11) label_tail(g11,5,6,4,6) -1
    x(6,4,g11) cover(6,4) 1
    x(6,4,g11) symmetry(6,4,g11) 1
    x(6,4,g11) label_pred(g11,6,4) -1
    x(6,4,g11) label_tail(g11,6,4,6,5) -1
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) symmetry(6,5,g11) 1
    x(6,5,g11) label_pred(g11,6,5) -1
    x(6,5,g11) label_tail(g11,6,5,6,4) -1
    x(6,5,g11) label_tail(g11,6,5,7,5) -1
    x(6,6,g11) cover(6,6) 1
    x(6,6,g11) centre(6,6,g11) 1
    x(6,6,g11) symmetry(6,6,g11) 1
    x(6,7,g11) cover(6,7) 1
    x(6,7,g11) symmetry(6,7,g11) 1
    x(6,7,g11) label_pred(g11,6,7) -1
    x(6,7,g11) label_tail(g11,6,7,7,7) -1
    x(7,5,g11) cover(7,5) 1
    x(7,5,g11) symmetry(6,7,g11) -1
    x(7,5,g11) label_pred(g11,7,5) -1
    x(7,5,g11) label_tail(g11,7,5,6,5) -1
    x(7,6,g11) cover(7,6) 1
    x(7,6,g11) centre(7,6,g11) 1
    x(7,6,g11) symmetry(6,6,g11) -1
    x(7,7,g11) cover(7,7) 1
    x(7,7,g11) symmetry(6,5,g11) -1
    x(7,7,g11) label_pred(g11,7,7) -1
    x(7,7,g11) label_tail(g11,7,7,7,8) -1
    x(7,7,g11) label_tail(g11,7,7,6,7) -1
    x(7,8,g11) cover(7,8) 1
    x(7,8,g11) symmetry(6,4,g11) -1
    x(7,8,g11) label_pred(g11,7,8) -1
    x(7,8,g11) label_tail(g11,7,8,7,7) -1
    x(8,6,g11) cover(8,6) 1
    x(8,6,g11) symmetry(5,6,g11) -1
    x(8,6,g11) label_pred(g11,8,6) -1
    x(8,6,g11) label_tail(g11,8,6,9,6) -1
    x(9,6,g11) cover(9,6) 1
    x(9,6,g11) symmetry(4,6,g11) -1
    x(9,6,g11) label_pred(g11,9,6) -1
    x(9,6,g11) label_tail(g11,9,6,9,7) -1
    x(9,6,g11) label_tail(g11,9,6,8,6) -1
    x(9,7,g11) cover(9,7) 1
    x(9,7,g11) symmetry(4,5,g11) -1
    x(9,7,g11) label_pred(g11,9,7) -1
    x(9,7,g11) label_tail(g11,9,7,9,6) -1
    x(5,1,g12) cover(5,1) 1
    x(5,1,g12) symmetry(5,1,g12) 1
    x(5,1,g12) label_pred(g12,5,1) -1
    x(5,1,g12) label_tail(g12,5,1,6,1) -1
    x(6,1,g12) cover(6,1) 1
    x(6,1,g12) symmetry(6,1,g12) 1
    x(6,1,g12) label_pred(g12,6,1) -1
    x(6,1,g12) label_tail(g12,6,1,5,1) -1
    x(7,0,g12) cover(7,0) 1
    x(7,0,g12) centre(7,0,g12) 1
    x(7,0,g12) symmetry(7,0,g12) 1
    x(7,1,g12) cover(7,1) 1
    x(7,1,g12) centre(7,1,g12) 1
    x(7,1,g12) symmetry(7,0,g12) -1
    x(8,0,g12) cover(8,0) 1
    x(8,0,g12) symmetry(6,1,g12) -1
    x(8,0,g12) label_pred(g12,8,0) -1
    x(8,0,g12) label_tail(g12,8,0,9,0) -1
    x(9,0,g12) cover(9,0) 1
    x(9,0,g12) symmetry(5,1,g12) -1
    x(9,0,g12) label_pred(g12,9,0) -1
    x(9,0,g12) label_tail(g12,9,0,8,0) -1
    x(7,4,g13) cover(7,4) 1
    x(7,4,g13) centre(7,4,g13) 1
    x(7,4,g13) symmetry(7,4,g13) 1
    x(7,5,g13) cover(7,5) 1
    x(7,5,g13) symmetry(7,5,g13) 1
    x(7,5,g13) label_pred(g13,7,5) -1
    x(8,3,g13) cover(8,3) 1
    x(8,3,g13) symmetry(7,5,g13) -1
    x(8,3,g13) label_pred(g13,8,3) -1
    x(8,4,g13) cover(8,4) 1
    x(8,4,g13) centre(8,4,g13) 1
    x(8,4,g13) symmetry(7,4,g13) -1
    x(7,7,g14) cover(7,7) 1
    x(7,7,g14) symmetry(7,7,g14) 1
    x(7,7,g14) label_pred(g14,7,7) -1
    x(7,7,g14) label_tail(g14,7,7,7,8) -1
    x(7,8,g14) cover(7,8) 1
    x(7,8,g14) symmetry(7,8,g14) 1
    x(7,8,g14) label_pred(g14,7,8) -1
    x(7,8,g14) label_tail(g14,7,8,7,7) -1
    x(8,7,g14) cover(8,7) 1
    x(8,7,g14) centre(8,7,g14) 1
    x(9,6,g14) cover(9,6) 1
    x(9,6,g14) symmetry(7,8,g14) -1
    x(9,6,g14) label_pred(g14,9,6) -1
    x(9,6,g14) label_tail(g14,9,6,9,7) -1
    x(9,7,g14) cover(9,7) 1
    x(9,7,g14) symmetry(7,7,g14) -1
    x(9,7,g14) label_pred(g14,9,7) -1
    x(9,7,g14) label_tail(g14,9,7,9,6) -1
    x(7,8,g15) cover(7,8) 1
    x(7,8,g15) symmetry(7,8,g15) 1
    x(7,8,g15) label_pred(g15,7,8) -1
    x(8,8,g15) cover(8,8) 1
    x(8,8,g15) centre(8,8,g15) 1
    x(8,8,g15) symmetry(8,8,g15) 1
    x(8,9,g15) cover(8,9) 1
    x(8,9,g15) centre(8,9,g15) 1
    x(8,9,g15) symmetry(8,8,g15) -1
    x(9,9,g15) cover(9,9) 1
    x(9,9,g15) symmetry(7,8,g15) -1
    x(9,9,g15) label_pred(g15,9,9) -1
    x(8,0,g16) cover(8,0) 1
    x(8,0,g16) symmetry(8,0,g16) 1
    x(8,0,g16) label_pred(g16,8,0) -1
    x(8,0,g16) label_tail(g16,8,0,9,0) -1
    x(8,1,g16) cover(8,1) 1
    x(8,1,g16) centre(8,1,g16) 1
    x(8,1,g16) symmetry(8,1,g16) 1
    x(8,2,g16) cover(8,2) 1
    x(8,2,g16) symmetry(8,2,g16) 1
    x(8,2,g16) label_pred(g16,8,2) -1
    x(8,2,g16) label_tail(g16,8,2,9,2) -1
    x(9,0,g16) cover(9,0) 1
    x(9,0,g16) symmetry(8,2,g16) -1
    x(9,0,g16) label_pred(g16,9,0) -1
    x(9,0,g16) label_tail(g16,9,0,8,0) -1
    x(9,1,g16) cover(9,1) 1
    x(9,1,g16) centre(9,1,g16) 1
    x(9,1,g16) symmetry(8,1,g16) -1
    x(9,2,g16) cover(9,2) 1
    x(9,2,g16) symmetry(8,0,g16) -1
    x(9,2,g16) label_pred(g16,9,2) -1
    x(9,2,g16) label_tail(g16,9,2,8,2) -1
    x(8,5,g17) cover(8,5) 1
    x(8,5,g17) centre(8,5,g17) 1
    x(8,5,g17) symmetry(8,5,g17) 1
    x(9,5,g17) cover(9,5) 1
    x(9,5,g17) centre(9,5,g17) 1
    x(9,5,g17) symmetry(8,5,g17) -1
    x(9,3,g18) cover(9,3) 1
    x(9,3,g18) centre(9,3,g18) 1
    x(9,3,g18) symmetry(9,3,g18) 1
    x(9,4,g18) cover(9,4) 1
    x(9,4,g18) centre(9,4,g18) 1
    x(9,4,g18) symmetry(9,3,g18) -1
    x(9,7,g19) cover(9,7) 1
    x(9,7,g19) symmetry(9,7,g19) 1
    x(9,7,g19) label_pred(g19,9,7) -1
    x(9,8,g19) cover(9,8) 1
    x(9,8,g19) centre(9,8,g19) 1
    x(9,9,g19) cover(9,9) 1
    x(9,9,g19) symmetry(9,7,g19) -1
    x(9,9,g19) label_pred(g19,9,9) -1
    d(0,0,g0) label_order(g0,0,0,0,1) -1
    d(0,0,g0) label_order(g0,0,1,0,0) 1
    d(0,1,g0) label_order(g0,0,0,0,1) 1
    d(0,1,g0) label_order(g0,0,1,0,0) -1
    d(0,1,g0) label_order(g0,0,1,0,2) -1
    d(0,1,g0) label_order(g0,0,2,0,1) 1
    d(0,2,g0) label_order(g0,0,1,0,2) 1
    d(0,2,g0) label_order(g0,0,2,0,1) -1
    d(0,2,g0) label_order(g0,1,2,0,2) 1
    d(2,2,g0) label_order(g0,2,2,2,3) -1
    d(2,2,g0) label_order(g0,2,3,2,2) 1
    d(2,2,g0) label_order(g0,1,2,2,2) 1
    d(2,3,g0) label_order(g0,2,2,2,3) 1
    d(2,3,g0) label_order(g0,2,3,2,2) -1
    d(2,3,g0) label_order(g0,2,3,2,4) -1
    d(2,3,g0) label_order(g0,2,4,2,3) 1
    d(2,4,g0) label_order(g0,2,3,2,4) 1
    d(2,4,g0) label_order(g0,2,4,2,3) -1
    d(0,3,g1) label_order(g1,0,3,0,4) -1
    d(0,3,g1) label_order(g1,0,4,0,3) 1
    d(0,3,g1) label_order(g1,0,3,1,3) -1
    d(0,3,g1) label_order(g1,1,3,0,3) 1
    d(0,4,g1) label_order(g1,0,3,0,4) 1
    d(0,4,g1) label_order(g1,0,4,0,3) -1
    d(0,4,g1) label_order(g1,0,4,0,5) -1
    d(0,4,g1) label_order(g1,0,5,0,4) 1
    d(0,4,g1) label_order(g1,0,4,1,4) -1
    d(0,4,g1) label_order(g1,1,4,0,4) 1
    d(0,5,g1) label_order(g1,0,4,0,5) 1
    d(0,5,g1) label_order(g1,0,5,0,4) -1
    d(0,5,g1) label_order(g1,0,5,0,6) -1
    d(0,5,g1) label_order(g1,0,6,0,5) 1
    d(0,5,g1) label_order(g1,0,5,1,5) -1
    d(0,5,g1) label_order(g1,1,5,0,5) 1
    d(0,6,g1) label_order(g1,0,5,0,6) 1
    d(0,6,g1) label_order(g1,0,6,0,5) -1
    d(0,6,g1) label_order(g1,0,6,0,7) -1
    d(0,6,g1) label_order(g1,0,7,0,6) 1
    d(0,6,g1) label_order(g1,1,6,0,6) 1
    d(0,7,g1) label_order(g1,0,6,0,7) 1
    d(0,7,g1) label_order(g1,0,7,0,6) -1
    d(0,7,g1) label_order(g1,0,7,0,8) -1
    d(0,7,g1) label_order(g1,0,8,0,7) 1
    d(0,7,g1) label_order(g1,0,7,1,7) -1
    d(0,7,g1) label_order(g1,1,7,0,7) 1
    d(0,8,g1) label_order(g1,0,7,0,8) 1
    d(0,8,g1) label_order(g1,0,8,0,7) -1
    d(0,8,g1) label_order(g1,0,8,0,9) -1
    d(0,8,g1) label_order(g1,0,9,0,8) 1
    d(0,8,g1) label_order(g1,0,8,1,8) -1
    d(0,8,g1) label_order(g1,1,8,0,8) 1
    d(0,9,g1) label_order(g1,0,8,0,9) 1
    d(0,9,g1) label_order(g1,0,9,0,8) -1
    d(0,9,g1) label_order(g1,0,9,1,9) -1
    d(0,9,g1) label_order(g1,1,9,0,9) 1
    d(1,3,g1) label_order(g1,1,3,1,4) -1
    d(1,3,g1) label_order(g1,1,4,1,3) 1
    d(1,3,g1) label_order(g1,0,3,1,3) 1
    d(1,3,g1) label_order(g1,1,3,0,3) -1
    d(1,3,g1) label_order(g1,1,3,2,3) -1
    d(1,3,g1) label_order(g1,2,3,1,3) 1
    d(1,4,g1) label_order(g1,1,3,1,4) 1
    d(1,4,g1) label_order(g1,1,4,1,3) -1
    d(1,4,g1) label_order(g1,1,4,1,5) -1
    d(1,4,g1) label_order(g1,1,5,1,4) 1
    d(1,4,g1) label_order(g1,0,4,1,4) 1
    d(1,4,g1) label_order(g1,1,4,0,4) -1
    d(1,4,g1) label_order(g1,1,4,2,4) -1
    d(1,4,g1) label_order(g1,2,4,1,4) 1
    d(1,5,g1) label_order(g1,1,4,1,5) 1
    d(1,5,g1) label_order(g1,1,5,1,4) -1
    d(1,5,g1) label_order(g1,1,6,1,5) 1
    d(1,5,g1) label_order(g1,0,5,1,5) 1
    d(1,5,g1) label_order(g1,1,5,0,5) -1
    d(1,5,g1) label_order(g1,1,5,2,5) -1
    d(1,5,g1) label_order(g1,2,5,1,5) 1
    d(1,7,g1) label_order(g1,1,6,1,7) 1
    d(1,7,g1) label_order(g1,1,7,1,8) -1
    d(1,7,g1) label_order(g1,1,8,1,7) 1
    d(1,7,g1) label_order(g1,0,7,1,7) 1
    d(1,7,g1) label_order(g1,1,7,0,7) -1
    d(1,7,g1) label_order(g1,1,7,2,7) -1
    d(1,7,g1) label_order(g1,2,7,1,7) 1
    d(1,8,g1) label_order(g1,1,7,1,8) 1
    d(1,8,g1) label_order(g1,1,8,1,7) -1
    d(1,8,g1) label_order(g1,1,8,1,9) -1
    d(1,8,g1) label_order(g1,1,9,1,8) 1
    d(1,8,g1) label_order(g1,0,8,1,8) 1
    d(1,8,g1) label_order(g1,1,8,0,8) -1
    d(1,8,g1) label_order(g1,1,8,2,8) -1
    d(1,8,g1) label_order(g1,2,8,1,8) 1
    d(1,9,g1) label_order(g1,1,8,1,9) 1
    d(1,9,g1) label_order(g1,1,9,1,8) -1
    d(1,9,g1) label_order(g1,0,9,1,9) 1
    d(1,9,g1) label_order(g1,1,9,0,9) -1
    d(1,9,g1) label_order(g1,1,9,2,9) -1
    d(1,9,g1) label_order(g1,2,9,1,9) 1
    d(2,3,g1) label_order(g1,2,3,2,4) -1
    d(2,3,g1) label_order(g1,2,4,2,3) 1
    d(2,3,g1) label_order(g1,1,3,2,3) 1
    d(2,3,g1) label_order(g1,2,3,1,3) -1
    d(2,4,g1) label_order(g1,2,3,2,4) 1
    d(2,4,g1) label_order(g1,2,4,2,3) -1
    d(2,4,g1) label_order(g1,2,4,2,5) -1
    d(2,4,g1) label_order(g1,2,5,2,4) 1
    d(2,4,g1) label_order(g1,1,4,2,4) 1
    d(2,4,g1) label_order(g1,2,4,1,4) -1
    d(2,5,g1) label_order(g1,2,4,2,5) 1
    d(2,5,g1) label_order(g1,2,5,2,4) -1
    d(2,5,g1) label_order(g1,2,5,2,6) -1
    d(2,5,g1) label_order(g1,2,6,2,5) 1
    d(2,5,g1) label_order(g1,1,5,2,5) 1
    d(2,5,g1) label_order(g1,2,5,1,5) -1
    d(2,6,g1) label_order(g1,2,5,2,6) 1
    d(2,6,g1) label_order(g1,2,6,2,5) -1
    d(2,6,g1) label_order(g1,2,6,2,7) -1
    d(2,6,g1) label_order(g1,2,7,2,6) 1
    d(2,6,g1) label_order(g1,1,6,2,6) 1
    d(2,7,g1) label_order(g1,2,6,2,7) 1
    d(2,7,g1) label_order(g1,2,7,2,6) -1
    d(2,7,g1) label_order(g1,2,7,2,8) -1
    d(2,7,g1) label_order(g1,2,8,2,7) 1
    d(2,7,g1) label_order(g1,1,7,2,7) 1
    d(2,7,g1) label_order(g1,2,7,1,7) -1
    d(2,8,g1) label_order(g1,2,7,2,8) 1
    d(2,8,g1) label_order(g1,2,8,2,7) -1
    d(2,8,g1) label_order(g1,2,8,2,9) -1
    d(2,8,g1) label_order(g1,2,9,2,8) 1
    d(2,8,g1) label_order(g1,1,8,2,8) 1
    d(2,8,g1) label_order(g1,2,8,1,8) -1
    d(2,9,g1) label_order(g1,2,8,2,9) 1
    d(2,9,g1) label_order(g1,2,9,2,8) -1
    d(2,9,g1) label_order(g1,1,9,2,9) 1
    d(2,9,g1) label_order(g1,2,9,1,9) -1
    d(0,0,g2) label_order(g2,0,0,0,1) -1
    d(0,0,g2) label_order(g2,0,1,0,0) 1
    d(0,0,g2) label_order(g2,1,0,0,0) 1
    d(0,1,g2) label_order(g2,0,0,0,1) 1
    d(0,1,g2) label_order(g2,0,1,0,0) -1
    d(0,1,g2) label_order(g2,1,1,0,1) 1
    d(3,0,g2) label_order(g2,3,0,3,1) -1
    d(3,0,g2) label_order(g2,3,1,3,0) 1
    d(3,0,g2) label_order(g2,2,0,3,0) 1
    d(3,1,g2) label_order(g2,3,0,3,1) 1
    d(3,1,g2) label_order(g2,3,1,3,0) -1
    d(3,1,g2) label_order(g2,2,1,3,1) 1
    d(0,4,g3) label_order(g3,0,4,0,5) -1
    d(0,4,g3) label_order(g3,0,5,0,4) 1
    d(0,4,g3) label_order(g3,0,4,1,4) -1
    d(0,4,g3) label_order(g3,1,4,0,4) 1
    d(0,5,g3) label_order(g3,0,4,0,5) 1
    d(0,5,g3) label_order(g3,0,5,0,4) -1
    d(0,5,g3) label_order(g3,0,5,1,5) -1
    d(0,5,g3) label_order(g3,1,5,0,5) 1
    d(1,3,g3) label_order(g3,1,3,1,4) -1
    d(1,3,g3) label_order(g3,1,4,1,3) 1
    d(1,3,g3) label_order(g3,1,3,2,3) -1
    d(1,3,g3) label_order(g3,2,3,1,3) 1
    d(1,4,g3) label_order(g3,1,3,1,4) 1
    d(1,4,g3) label_order(g3,1,4,1,3) -1
    d(1,4,g3) label_order(g3,1,4,1,5) -1
    d(1,4,g3) label_order(g3,1,5,1,4) 1
    d(1,4,g3) label_order(g3,0,4,1,4) 1
    d(1,4,g3) label_order(g3,1,4,0,4) -1
    d(1,4,g3) label_order(g3,1,4,2,4) -1
    d(1,4,g3) label_order(g3,2,4,1,4) 1
    d(1,5,g3) label_order(g3,1,4,1,5) 1
    d(1,5,g3) label_order(g3,1,5,1,4) -1
    d(1,5,g3) label_order(g3,0,5,1,5) 1
    d(1,5,g3) label_order(g3,1,5,0,5) -1
    d(2,2,g3) label_order(g3,2,2,2,3) -1
    d(2,2,g3) label_order(g3,2,3,2,2) 1
    d(2,2,g3) label_order(g3,2,2,3,2) -1
    d(2,2,g3) label_order(g3,3,2,2,2) 1
    d(2,3,g3) label_order(g3,2,2,2,3) 1
    d(2,3,g3) label_order(g3,2,3,2,2) -1
    d(2,3,g3) label_order(g3,2,3,2,4) -1
    d(2,3,g3) label_order(g3,2,4,2,3) 1
    d(2,3,g3) label_order(g3,1,3,2,3) 1
    d(2,3,g3) label_order(g3,2,3,1,3) -1
    d(2,3,g3) label_order(g3,2,3,3,3) -1
    d(2,3,g3) label_order(g3,3,3,2,3) 1
    d(2,4,g3) label_order(g3,2,3,2,4) 1
    d(2,4,g3) label_order(g3,2,4,2,3) -1
    d(2,4,g3) label_order(g3,1,4,2,4) 1
    d(2,4,g3) label_order(g3,2,4,1,4) -1
    d(2,4,g3) label_order(g3,3,4,2,4) 1
    d(2,6,g3) label_order(g3,2,6,3,6) -1
    d(2,6,g3) label_order(g3,3,6,2,6) 1
    d(2,9,g3) label_order(g3,2,9,3,9) -1
    d(2,9,g3) label_order(g3,3,9,2,9) 1
    d(3,0,g3) label_order(g3,3,0,3,1) -1
    d(3,0,g3) label_order(g3,3,1,3,0) 1
    d(3,0,g3) label_order(g3,3,0,4,0) -1
    d(3,0,g3) label_order(g3,4,0,3,0) 1
    d(3,1,g3) label_order(g3,3,0,3,1) 1
    d(3,1,g3) label_order(g3,3,1,3,0) -1
    d(3,1,g3) label_order(g3,3,1,3,2) -1
    d(3,1,g3) label_order(g3,3,2,3,1) 1
    d(3,2,g3) label_order(g3,3,1,3,2) 1
    d(3,2,g3) label_order(g3,3,2,3,1) -1
    d(3,2,g3) label_order(g3,3,2,3,3) -1
    d(3,2,g3) label_order(g3,3,3,3,2) 1
    d(3,2,g3) label_order(g3,2,2,3,2) 1
    d(3,2,g3) label_order(g3,3,2,2,2) -1
    d(3,3,g3) label_order(g3,3,2,3,3) 1
    d(3,3,g3) label_order(g3,3,3,3,2) -1
    d(3,3,g3) label_order(g3,3,4,3,3) 1
    d(3,3,g3) label_order(g3,2,3,3,3) 1
    d(3,3,g3) label_order(g3,3,3,2,3) -1
    d(3,3,g3) label_order(g3,3,3,4,3) -1
    d(3,3,g3) label_order(g3,4,3,3,3) 1
    d(3,6,g3) label_order(g3,3,5,3,6) 1
    d(3,6,g3) label_order(g3,3,6,3,7) -1
    d(3,6,g3) label_order(g3,3,7,3,6) 1
    d(3,6,g3) label_order(g3,2,6,3,6) 1
    d(3,6,g3) label_order(g3,3,6,2,6) -1
    d(3,6,g3) label_order(g3,3,6,4,6) -1
    d(3,6,g3) label_order(g3,4,6,3,6) 1
    d(3,7,g3) label_order(g3,3,6,3,7) 1
    d(3,7,g3) label_order(g3,3,7,3,6) -1
    d(3,7,g3) label_order(g3,3,7,3,8) -1
    d(3,7,g3) label_order(g3,3,8,3,7) 1
    d(3,7,g3) label_order(g3,3,7,4,7) -1
    d(3,7,g3) label_order(g3,4,7,3,7) 1
    d(3,8,g3) label_order(g3,3,7,3,8) 1
    d(3,8,g3) label_order(g3,3,8,3,7) -1
    d(3,8,g3) label_order(g3,3,8,3,9) -1
    d(3,8,g3) label_order(g3,3,9,3,8) 1
    d(3,9,g3) label_order(g3,3,8,3,9) 1
    d(3,9,g3) label_order(g3,3,9,3,8) -1
    d(3,9,g3) label_order(g3,2,9,3,9) 1
    d(3,9,g3) label_order(g3,3,9,2,9) -1
    d(4,0,g3) label_order(g3,3,0,4,0) 1
    d(4,0,g3) label_order(g3,4,0,3,0) -1
    d(4,3,g3) label_order(g3,3,3,4,3) 1
    d(4,3,g3) label_order(g3,4,3,3,3) -1
    d(4,5,g3) label_order(g3,4,5,4,6) -1
    d(4,5,g3) label_order(g3,4,6,4,5) 1
    d(4,5,g3) label_order(g3,3,5,4,5) 1
    d(4,5,g3) label_order(g3,4,5,5,5) -1
    d(4,5,g3) label_order(g3,5,5,4,5) 1
    d(4,6,g3) label_order(g3,4,5,4,6) 1
    d(4,6,g3) label_order(g3,4,6,4,5) -1
    d(4,6,g3) label_order(g3,4,6,4,7) -1
    d(4,6,g3) label_order(g3,4,7,4,6) 1
    d(4,6,g3) label_order(g3,3,6,4,6) 1
    d(4,6,g3) label_order(g3,4,6,3,6) -1
    d(4,6,g3) label_order(g3,4,6,5,6) -1
    d(4,6,g3) label_order(g3,5,6,4,6) 1
    d(4,7,g3) label_order(g3,4,6,4,7) 1
    d(4,7,g3) label_order(g3,4,7,4,6) -1
    d(4,7,g3) label_order(g3,3,7,4,7) 1
    d(4,7,g3) label_order(g3,4,7,3,7) -1
    d(5,4,g3) label_order(g3,5,4,5,5) -1
    d(5,4,g3) label_order(g3,5,5,5,4) 1
    d(5,4,g3) label_order(g3,5,4,6,4) -1
    d(5,4,g3) label_order(g3,6,4,5,4) 1
    d(5,5,g3) label_order(g3,5,4,5,5) 1
    d(5,5,g3) label_order(g3,5,5,5,4) -1
    d(5,5,g3) label_order(g3,5,5,5,6) -1
    d(5,5,g3) label_order(g3,5,6,5,5) 1
    d(5,5,g3) label_order(g3,4,5,5,5) 1
    d(5,5,g3) label_order(g3,5,5,4,5) -1
    d(5,5,g3) label_order(g3,5,5,6,5) -1
    d(5,5,g3) label_order(g3,6,5,5,5) 1
    d(5,6,g3) label_order(g3,5,5,5,6) 1
    d(5,6,g3) label_order(g3,5,6,5,5) -1
    d(5,6,g3) label_order(g3,4,6,5,6) 1
    d(5,6,g3) label_order(g3,5,6,4,6) -1
    d(6,4,g3) label_order(g3,6,4,6,5) -1
    d(6,4,g3) label_order(g3,6,5,6,4) 1
    d(6,4,g3) label_order(g3,5,4,6,4) 1
    d(6,4,g3) label_order(g3,6,4,5,4) -1
    d(6,5,g3) label_order(g3,6,4,6,5) 1
    d(6,5,g3) label_order(g3,6,5,6,4) -1
    d(6,5,g3) label_order(g3,5,5,6,5) 1
    d(6,5,g3) label_order(g3,6,5,5,5) -1
    d(2,2,g4) label_order(g4,2,2,2,3) -1
    d(2,2,g4) label_order(g4,2,3,2,2) 1
    d(2,2,g4) label_order(g4,2,2,3,2) -1
    d(2,2,g4) label_order(g4,3,2,2,2) 1
    d(2,3,g4) label_order(g4,2,2,2,3) 1
    d(2,3,g4) label_order(g4,2,3,2,2) -1
    d(3,0,g4) label_order(g4,3,0,4,0) -1
    d(3,0,g4) label_order(g4,4,0,3,0) 1
    d(3,2,g4) label_order(g4,2,2,3,2) 1
    d(3,2,g4) label_order(g4,3,2,2,2) -1
    d(3,2,g4) label_order(g4,4,2,3,2) 1
    d(4,0,g4) label_order(g4,4,1,4,0) 1
    d(4,0,g4) label_order(g4,3,0,4,0) 1
    d(4,0,g4) label_order(g4,4,0,3,0) -1
    d(4,3,g4) label_order(g4,4,2,4,3) 1
    d(4,3,g4) label_order(g4,4,3,5,3) -1
    d(4,3,g4) label_order(g4,5,3,4,3) 1
    d(5,1,g4) label_order(g4,4,1,5,1) 1
    d(5,1,g4) label_order(g4,5,1,6,1) -1
    d(5,1,g4) label_order(g4,6,1,5,1) 1
    d(5,3,g4) label_order(g4,4,3,5,3) 1
    d(5,3,g4) label_order(g4,5,3,4,3) -1
    d(6,0,g4) label_order(g4,6,0,6,1) -1
    d(6,0,g4) label_order(g4,6,1,6,0) 1
    d(6,1,g4) label_order(g4,6,0,6,1) 1
    d(6,1,g4) label_order(g4,6,1,6,0) -1
    d(6,1,g4) label_order(g4,5,1,6,1) 1
    d(6,1,g4) label_order(g4,6,1,5,1) -1
    d(1,3,g5) label_order(g5,1,3,2,3) -1
    d(1,3,g5) label_order(g5,2,3,1,3) 1
    d(2,3,g5) label_order(g5,2,3,2,4) -1
    d(2,3,g5) label_order(g5,2,4,2,3) 1
    d(2,3,g5) label_order(g5,1,3,2,3) 1
    d(2,3,g5) label_order(g5,2,3,1,3) -1
    d(2,3,g5) label_order(g5,2,3,3,3) -1
    d(2,3,g5) label_order(g5,3,3,2,3) 1
    d(2,4,g5) label_order(g5,2,3,2,4) 1
    d(2,4,g5) label_order(g5,2,4,2,3) -1
    d(3,2,g5) label_order(g5,3,2,3,3) -1
    d(3,2,g5) label_order(g5,3,3,3,2) 1
    d(3,3,g5) label_order(g5,3,2,3,3) 1
    d(3,3,g5) label_order(g5,3,3,3,2) -1
    d(3,3,g5) label_order(g5,2,3,3,3) 1
    d(3,3,g5) label_order(g5,3,3,2,3) -1
    d(3,3,g5) label_order(g5,3,3,4,3) -1
    d(3,3,g5) label_order(g5,4,3,3,3) 1
    d(4,3,g5) label_order(g5,4,4,4,3) 1
    d(4,3,g5) label_order(g5,3,3,4,3) 1
    d(4,3,g5) label_order(g5,4,3,3,3) -1
    d(4,5,g5) label_order(g5,4,4,4,5) 1
    d(4,5,g5) label_order(g5,4,5,5,5) -1
    d(4,5,g5) label_order(g5,5,5,4,5) 1
    d(5,5,g5) label_order(g5,5,5,5,6) -1
    d(5,5,g5) label_order(g5,5,6,5,5) 1
    d(5,5,g5) label_order(g5,4,5,5,5) 1
    d(5,5,g5) label_order(g5,5,5,4,5) -1
    d(5,5,g5) label_order(g5,5,5,6,5) -1
    d(5,5,g5) label_order(g5,6,5,5,5) 1
    d(5,6,g5) label_order(g5,5,5,5,6) 1
    d(5,6,g5) label_order(g5,5,6,5,5) -1
    d(6,4,g5) label_order(g5,6,4,6,5) -1
    d(6,4,g5) label_order(g5,6,5,6,4) 1
    d(6,5,g5) label_order(g5,6,4,6,5) 1
    d(6,5,g5) label_order(g5,6,5,6,4) -1
    d(6,5,g5) label_order(g5,5,5,6,5) 1
    d(6,5,g5) label_order(g5,6,5,5,5) -1
    d(6,5,g5) label_order(g5,6,5,7,5) -1
    d(6,5,g5) label_order(g5,7,5,6,5) 1
    d(7,5,g5) label_order(g5,6,5,7,5) 1
    d(7,5,g5) label_order(g5,7,5,6,5) -1
    d(2,9,g6) label_order(g6,2,9,3,9) -1
    d(2,9,g6) label_order(g6,3,9,2,9) 1
    d(3,9,g6) label_order(g6,2,9,3,9) 1
    d(3,9,g6) label_order(g6,3,9,2,9) -1
    d(3,9,g6) label_order(g6,4,9,3,9) 1
    d(6,9,g6) label_order(g6,5,9,6,9) 1
    d(6,9,g6) label_order(g6,6,9,7,9) -1
    d(6,9,g6) label_order(g6,7,9,6,9) 1
    d(7,9,g6) label_order(g6,6,9,7,9) 1
    d(7,9,g6) label_order(g6,7,9,6,9) -1
    d(4,0,g7) label_order(g7,5,0,4,0) 1
    d(6,0,g7) label_order(g7,5,0,6,0) 1
    d(4,3,g8) label_order(g8,4,3,5,3) -1
    d(4,3,g8) label_order(g8,5,3,4,3) 1
    d(5,1,g8) label_order(g8,5,2,5,1) 1
    d(5,1,g8) label_order(g8,5,1,6,1) -1
    d(5,1,g8) label_order(g8,6,1,5,1) 1
    d(5,3,g8) label_order(g8,5,2,5,3) 1
    d(5,3,g8) label_order(g8,4,3,5,3) 1
    d(5,3,g8) label_order(g8,5,3,4,3) -1
    d(6,1,g8) label_order(g8,5,1,6,1) 1
    d(6,1,g8) label_order(g8,6,1,5,1) -1
    d(3,6,g9) label_order(g9,3,6,3,7) -1
    d(3,6,g9) label_order(g9,3,7,3,6) 1
    d(3,6,g9) label_order(g9,3,6,4,6) -1
    d(3,6,g9) label_order(g9,4,6,3,6) 1
    d(3,7,g9) label_order(g9,3,6,3,7) 1
    d(3,7,g9) label_order(g9,3,7,3,6) -1
    d(3,7,g9) label_order(g9,3,7,3,8) -1
    d(3,7,g9) label_order(g9,3,8,3,7) 1
    d(3,7,g9) label_order(g9,3,7,4,7) -1
    d(3,7,g9) label_order(g9,4,7,3,7) 1
    d(3,8,g9) label_order(g9,3,7,3,8) 1
    d(3,8,g9) label_order(g9,3,8,3,7) -1
    d(3,8,g9) label_order(g9,3,8,4,8) -1
    d(3,8,g9) label_order(g9,4,8,3,8) 1
    d(4,6,g9) label_order(g9,4,6,4,7) -1
    d(4,6,g9) label_order(g9,4,7,4,6) 1
    d(4,6,g9) label_order(g9,3,6,4,6) 1
    d(4,6,g9) label_order(g9,4,6,3,6) -1
    d(4,7,g9) label_order(g9,4,6,4,7) 1
    d(4,7,g9) label_order(g9,4,7,4,6) -1
    d(4,7,g9) label_order(g9,4,7,4,8) -1
    d(4,7,g9) label_order(g9,4,8,4,7) 1
    d(4,7,g9) label_order(g9,3,7,4,7) 1
    d(4,7,g9) label_order(g9,4,7,3,7) -1
    d(4,7,g9) label_order(g9,5,7,4,7) 1
    d(4,8,g9) label_order(g9,4,7,4,8) 1
    d(4,8,g9) label_order(g9,4,8,4,7) -1
    d(4,8,g9) label_order(g9,3,8,4,8) 1
    d(4,8,g9) label_order(g9,4,8,3,8) -1
    d(4,8,g9) label_order(g9,5,8,4,8) 1
    d(6,7,g9) label_order(g9,6,7,6,8) -1
    d(6,7,g9) label_order(g9,6,8,6,7) 1
    d(6,7,g9) label_order(g9,5,7,6,7) 1
    d(6,7,g9) label_order(g9,6,7,7,7) -1
    d(6,7,g9) label_order(g9,7,7,6,7) 1
    d(6,8,g9) label_order(g9,6,7,6,8) 1
    d(6,8,g9) label_order(g9,6,8,6,7) -1
    d(6,8,g9) label_order(g9,6,8,6,9) -1
    d(6,8,g9) label_order(g9,6,9,6,8) 1
    d(6,8,g9) label_order(g9,5,8,6,8) 1
    d(6,8,g9) label_order(g9,6,8,7,8) -1
    d(6,8,g9) label_order(g9,7,8,6,8) 1
    d(6,9,g9) label_order(g9,6,8,6,9) 1
    d(6,9,g9) label_order(g9,6,9,6,8) -1
    d(6,9,g9) label_order(g9,6,9,7,9) -1
    d(6,9,g9) label_order(g9,7,9,6,9) 1
    d(7,7,g9) label_order(g9,7,7,7,8) -1
    d(7,7,g9) label_order(g9,7,8,7,7) 1
    d(7,7,g9) label_order(g9,6,7,7,7) 1
    d(7,7,g9) label_order(g9,7,7,6,7) -1
    d(7,8,g9) label_order(g9,7,7,7,8) 1
    d(7,8,g9) label_order(g9,7,8,7,7) -1
    d(7,8,g9) label_order(g9,7,8,7,9) -1
    d(7,8,g9) label_order(g9,7,9,7,8) 1
    d(7,8,g9) label_order(g9,6,8,7,8) 1
    d(7,8,g9) label_order(g9,7,8,6,8) -1
    d(7,9,g9) label_order(g9,7,8,7,9) 1
    d(7,9,g9) label_order(g9,7,9,7,8) -1
    d(7,9,g9) label_order(g9,6,9,7,9) 1
    d(7,9,g9) label_order(g9,7,9,6,9) -1
    d(4,3,g10) label_order(g10,4,3,5,3) -1
    d(4,3,g10) label_order(g10,5,3,4,3) 1
    d(5,1,g10) label_order(g10,5,1,6,1) -1
    d(5,1,g10) label_order(g10,6,1,5,1) 1
    d(5,3,g10) label_order(g10,5,3,5,4) -1
    d(5,3,g10) label_order(g10,5,4,5,3) 1
    d(5,3,g10) label_order(g10,4,3,5,3) 1
    d(5,3,g10) label_order(g10,5,3,4,3) -1
    d(5,3,g10) label_order(g10,6,3,5,3) 1
    d(5,4,g10) label_order(g10,5,3,5,4) 1
    d(5,4,g10) label_order(g10,5,4,5,3) -1
    d(5,4,g10) label_order(g10,5,4,6,4) -1
    d(5,4,g10) label_order(g10,6,4,5,4) 1
    d(6,1,g10) label_order(g10,6,1,6,2) -1
    d(6,1,g10) label_order(g10,6,2,6,1) 1
    d(6,1,g10) label_order(g10,5,1,6,1) 1
    d(6,1,g10) label_order(g10,6,1,5,1) -1
    d(6,2,g10) label_order(g10,6,1,6,2) 1
    d(6,2,g10) label_order(g10,6,2,6,1) -1
    d(6,2,g10) label_order(g10,6,3,6,2) 1
    d(6,2,g10) label_order(g10,6,2,7,2) -1
    d(6,2,g10) label_order(g10,7,2,6,2) 1
    d(6,4,g10) label_order(g10,6,3,6,4) 1
    d(6,4,g10) label_order(g10,6,4,6,5) -1
    d(6,4,g10) label_order(g10,6,5,6,4) 1
    d(6,4,g10) label_order(g10,5,4,6,4) 1
    d(6,4,g10) label_order(g10,6,4,5,4) -1
    d(6,5,g10) label_order(g10,6,4,6,5) 1
    d(6,5,g10) label_order(g10,6,5,6,4) -1
    d(6,5,g10) label_order(g10,6,5,7,5) -1
    d(6,5,g10) label_order(g10,7,5,6,5) 1
    d(7,2,g10) label_order(g10,7,2,7,3) -1
    d(7,2,g10) label_order(g10,7,3,7,2) 1
    d(7,2,g10) label_order(g10,6,2,7,2) 1
    d(7,2,g10) label_order(g10,7,2,6,2) -1
    d(7,3,g10) label_order(g10,7,2,7,3) 1
    d(7,3,g10) label_order(g10,7,3,7,2) -1
    d(7,3,g10) label_order(g10,6,3,7,3) 1
    d(7,3,g10) label_order(g10,7,3,8,3) -1
    d(7,3,g10) label_order(g10,8,3,7,3) 1
    d(7,5,g10) label_order(g10,6,5,7,5) 1
    d(7,5,g10) label_order(g10,7,5,6,5) -1
    d(8,3,g10) label_order(g10,7,3,8,3) 1
    d(8,3,g10) label_order(g10,8,3,7,3) -1
    d(4,5,g11) label_order(g11,4,5,4,6) -1
    d(4,5,g11) label_order(g11,4,6,4,5) 1
    d(4,6,g11) label_order(g11,4,5,4,6) 1
    d(4,6,g11) label_order(g11,4,6,4,5) -1
    d(4,6,g11) label_order(g11,4,6,5,6) -1
    d(4,6,g11) label_order(g11,5,6,4,6) 1
    d(5,6,g11) label_order(g11,4,6,5,6) 1
    d(5,6,g11) label_order(g11,5,6,4,6) -1
    d(5,6,g11) label_order(g11,6,6,5,6) 1
    d(6,4,g11) label_order(g11,6,4,6,5) -1
    d(6,4,g11) label_order(g11,6,5,6,4) 1
    d(6,5,g11) label_order(g11,6,4,6,5) 1
    d(6,5,g11) label_order(g11,6,5,6,4) -1
    d(6,5,g11) label_order(g11,6,6,6,5) 1
    d(6,5,g11) label_order(g11,6,5,7,5) -1
    d(6,5,g11) label_order(g11,7,5,6,5) 1
    d(6,7,g11) label_order(g11,6,6,6,7) 1
    d(6,7,g11) label_order(g11,6,7,7,7) -1
    d(6,7,g11) label_order(g11,7,7,6,7) 1
    d(7,5,g11) label_order(g11,7,6,7,5) 1
    d(7,5,g11) label_order(g11,6,5,7,5) 1
    d(7,5,g11) label_order(g11,7,5,6,5) -1
    d(7,7,g11) label_order(g11,7,6,7,7) 1
    d(7,7,g11) label_order(g11,7,7,7,8) -1
    d(7,7,g11) label_order(g11,7,8,7,7) 1
    d(7,7,g11) label_order(g11,6,7,7,7) 1
    d(7,7,g11) label_order(g11,7,7,6,7) -1
    d(7,8,g11) label_order(g11,7,7,7,8) 1
    d(7,8,g11) label_order(g11,7,8,7,7) -1
    d(8,6,g11) label_order(g11,7,6,8,6) 1
    d(8,6,g11) label_order(g11,8,6,9,6) -1
    d(8,6,g11) label_order(g11,9,6,8,6) 1
    d(9,6,g11) label_order(g11,9,6,9,7) -1
    d(9,6,g11) label_order(g11,9,7,9,6) 1
    d(9,6,g11) label_order(g11,8,6,9,6) 1
    d(9,6,g11) label_order(g11,9,6,8,6) -1
    d(9,7,g11) label_order(g11,9,6,9,7) 1
    d(9,7,g11) label_order(g11,9,7,9,6) -1
    d(5,1,g12) label_order(g12,5,1,6,1) -1
    d(5,1,g12) label_order(g12,6,1,5,1) 1
    d(6,1,g12) label_order(g12,5,1,6,1) 1
    d(6,1,g12) label_order(g12,6,1,5,1) -1
    d(6,1,g12) label_order(g12,7,1,6,1) 1
    d(8,0,g12) label_order(g12,7,0,8,0) 1
    d(8,0,g12) label_order(g12,8,0,9,0) -1
    d(8,0,g12) label_order(g12,9,0,8,0) 1
    d(9,0,g12) label_order(g12,8,0,9,0) 1
    d(9,0,g12) label_order(g12,9,0,8,0) -1
    d(7,5,g13) label_order(g13,7,4,7,5) 1
    d(8,3,g13) label_order(g13,8,4,8,3) 1
    d(7,7,g14) label_order(g14,7,7,7,8) -1
    d(7,7,g14) label_order(g14,7,8,7,7) 1
    d(7,7,g14) label_order(g14,8,7,7,7) 1
    d(7,8,g14) label_order(g14,7,7,7,8) 1
    d(7,8,g14) label_order(g14,7,8,7,7) -1
    d(9,6,g14) label_order(g14,9,6,9,7) -1
    d(9,6,g14) label_order(g14,9,7,9,6) 1
    d(9,7,g14) label_order(g14,9,6,9,7) 1
    d(9,7,g14) label_order(g14,9,7,9,6) -1
    d(9,7,g14) label_order(g14,8,7,9,7) 1
    d(7,8,g15) label_order(g15,8,8,7,8) 1
    d(9,9,g15) label_order(g15,8,9,9,9) 1
    d(8,0,g16) label_order(g16,8,1,8,0) 1
    d(8,0,g16) label_order(g16,8,0,9,0) -1
    d(8,0,g16) label_order(g16,9,0,8,0) 1
    d(8,2,g16) label_order(g16,8,1,8,2) 1
    d(8,2,g16) label_order(g16,8,2,9,2) -1
    d(8,2,g16) label_order(g16,9,2,8,2) 1
    d(9,0,g16) label_order(g16,9,1,9,0) 1
    d(9,0,g16) label_order(g16,8,0,9,0) 1
    d(9,0,g16) label_order(g16,9,0,8,0) -1
    d(9,2,g16) label_order(g16,9,1,9,2) 1
    d(9,2,g16) label_order(g16,8,2,9,2) 1
    d(9,2,g16) label_order(g16,9,2,8,2) -1
    d(9,7,g19) label_order(g19,9,8,9,7) 1
    d(9,9,g19) label_order(g19,9,8,9,9) 1
    p(g0,0,0,0,1) label_pred(g0,0,1) 1
    p(g0,0,0,0,1) label_tail(g0,0,0,0,1) 1
    p(g0,0,0,0,1) label_order(g0,0,0,0,1) -4
    p(g0,0,1,0,0) label_pred(g0,0,0) 1
    p(g0,0,1,0,0) label_tail(g0,0,1,0,0) 1
    p(g0,0,1,0,0) label_order(g0,0,1,0,0) -4
    p(g0,0,1,0,2) label_pred(g0,0,2) 1
    p(g0,0,1,0,2) label_tail(g0,0,1,0,2) 1
    p(g0,0,1,0,2) label_order(g0,0,1,0,2) -4
    p(g0,0,2,0,1) label_pred(g0,0,1) 1
    p(g0,0,2,0,1) label_tail(g0,0,2,0,1) 1
    p(g0,0,2,0,1) label_order(g0,0,2,0,1) -4
    p(g0,2,2,2,3) label_pred(g0,2,3) 1
    p(g0,2,2,2,3) label_tail(g0,2,2,2,3) 1
    p(g0,2,2,2,3) label_order(g0,2,2,2,3) -4
    p(g0,2,3,2,2) label_pred(g0,2,2) 1
    p(g0,2,3,2,2) label_tail(g0,2,3,2,2) 1
    p(g0,2,3,2,2) label_order(g0,2,3,2,2) -4
    p(g0,2,3,2,4) label_pred(g0,2,4) 1
    p(g0,2,3,2,4) label_tail(g0,2,3,2,4) 1
    p(g0,2,3,2,4) label_order(g0,2,3,2,4) -4
    p(g0,2,4,2,3) label_pred(g0,2,3) 1
    p(g0,2,4,2,3) label_tail(g0,2,4,2,3) 1
    p(g0,2,4,2,3) label_order(g0,2,4,2,3) -4
    p(g0,1,2,0,2) label_pred(g0,0,2) 1
    p(g0,1,2,0,2) label_order(g0,1,2,0,2) -4
    p(g0,1,2,2,2) label_pred(g0,2,2) 1
    p(g0,1,2,2,2) label_order(g0,1,2,2,2) -4
    p(g1,0,3,0,4) label_pred(g1,0,4) 1
    p(g1,0,3,0,4) label_tail(g1,0,3,0,4) 1
    p(g1,0,3,0,4) label_order(g1,0,3,0,4) -11
    p(g1,0,4,0,3) label_pred(g1,0,3) 1
    p(g1,0,4,0,3) label_tail(g1,0,4,0,3) 1
    p(g1,0,4,0,3) label_order(g1,0,4,0,3) -11
    p(g1,0,4,0,5) label_pred(g1,0,5) 1
    p(g1,0,4,0,5) label_tail(g1,0,4,0,5) 1
    p(g1,0,4,0,5) label_order(g1,0,4,0,5) -11
    p(g1,0,5,0,4) label_pred(g1,0,4) 1
    p(g1,0,5,0,4) label_tail(g1,0,5,0,4) 1
    p(g1,0,5,0,4) label_order(g1,0,5,0,4) -11
    p(g1,0,5,0,6) label_pred(g1,0,6) 1
    p(g1,0,5,0,6) label_tail(g1,0,5,0,6) 1
    p(g1,0,5,0,6) label_order(g1,0,5,0,6) -11
    p(g1,0,6,0,5) label_pred(g1,0,5) 1
    p(g1,0,6,0,5) label_tail(g1,0,6,0,5) 1
    p(g1,0,6,0,5) label_order(g1,0,6,0,5) -11
    p(g1,0,6,0,7) label_pred(g1,0,7) 1
    p(g1,0,6,0,7) label_tail(g1,0,6,0,7) 1
    p(g1,0,6,0,7) label_order(g1,0,6,0,7) -11
    p(g1,0,7,0,6) label_pred(g1,0,6) 1
    p(g1,0,7,0,6) label_tail(g1,0,7,0,6) 1
    p(g1,0,7,0,6) label_order(g1,0,7,0,6) -11
    p(g1,0,7,0,8) label_pred(g1,0,8) 1
    p(g1,0,7,0,8) label_tail(g1,0,7,0,8) 1
    p(g1,0,7,0,8) label_order(g1,0,7,0,8) -11
    p(g1,0,8,0,7) label_pred(g1,0,7) 1
    p(g1,0,8,0,7) label_tail(g1,0,8,0,7) 1
    p(g1,0,8,0,7) label_order(g1,0,8,0,7) -11
    p(g1,0,8,0,9) label_pred(g1,0,9) 1
    p(g1,0,8,0,9) label_tail(g1,0,8,0,9) 1
    p(g1,0,8,0,9) label_order(g1,0,8,0,9) -11
    p(g1,0,9,0,8) label_pred(g1,0,8) 1
    p(g1,0,9,0,8) label_tail(g1,0,9,0,8) 1
    p(g1,0,9,0,8) label_order(g1,0,9,0,8) -11
    p(g1,1,3,1,4) label_pred(g1,1,4) 1
    p(g1,1,3,1,4) label_tail(g1,1,3,1,4) 1
    p(g1,1,3,1,4) label_order(g1,1,3,1,4) -11
    p(g1,1,4,1,3) label_pred(g1,1,3) 1
    p(g1,1,4,1,3) label_tail(g1,1,4,1,3) 1
    p(g1,1,4,1,3) label_order(g1,1,4,1,3) -11
    p(g1,1,4,1,5) label_pred(g1,1,5) 1
    p(g1,1,4,1,5) label_tail(g1,1,4,1,5) 1
    p(g1,1,4,1,5) label_order(g1,1,4,1,5) -11
    p(g1,1,5,1,4) label_pred(g1,1,4) 1
    p(g1,1,5,1,4) label_tail(g1,1,5,1,4) 1
    p(g1,1,5,1,4) label_order(g1,1,5,1,4) -11
    p(g1,1,6,1,5) label_pred(g1,1,5) 1
    p(g1,1,6,1,5) label_order(g1,1,6,1,5) -11
    p(g1,1,6,1,7) label_pred(g1,1,7) 1
    p(g1,1,6,1,7) label_order(g1,1,6,1,7) -11
    p(g1,1,7,1,8) label_pred(g1,1,8) 1
    p(g1,1,7,1,8) label_tail(g1,1,7,1,8) 1
    p(g1,1,7,1,8) label_order(g1,1,7,1,8) -11
    p(g1,1,8,1,7) label_pred(g1,1,7) 1
    p(g1,1,8,1,7) label_tail(g1,1,8,1,7) 1
    p(g1,1,8,1,7) label_order(g1,1,8,1,7) -11
    p(g1,1,8,1,9) label_pred(g1,1,9) 1
    p(g1,1,8,1,9) label_tail(g1,1,8,1,9) 1
    p(g1,1,8,1,9) label_order(g1,1,8,1,9) -11
    p(g1,1,9,1,8) label_pred(g1,1,8) 1
    p(g1,1,9,1,8) label_tail(g1,1,9,1,8) 1
    p(g1,1,9,1,8) label_order(g1,1,9,1,8) -11
    p(g1,2,3,2,4) label_pred(g1,2,4) 1
    p(g1,2,3,2,4) label_tail(g1,2,3,2,4) 1
    p(g1,2,3,2,4) label_order(g1,2,3,2,4) -11
    p(g1,2,4,2,3) label_pred(g1,2,3) 1
    p(g1,2,4,2,3) label_tail(g1,2,4,2,3) 1
    p(g1,2,4,2,3) label_order(g1,2,4,2,3) -11
    p(g1,2,4,2,5) label_pred(g1,2,5) 1
    p(g1,2,4,2,5) label_tail(g1,2,4,2,5) 1
    p(g1,2,4,2,5) label_order(g1,2,4,2,5) -11
    p(g1,2,5,2,4) label_pred(g1,2,4) 1
    p(g1,2,5,2,4) label_tail(g1,2,5,2,4) 1
    p(g1,2,5,2,4) label_order(g1,2,5,2,4) -11
    p(g1,2,5,2,6) label_pred(g1,2,6) 1
    p(g1,2,5,2,6) label_tail(g1,2,5,2,6) 1
    p(g1,2,5,2,6) label_order(g1,2,5,2,6) -11
    p(g1,2,6,2,5) label_pred(g1,2,5) 1
    p(g1,2,6,2,5) label_tail(g1,2,6,2,5) 1
    p(g1,2,6,2,5) label_order(g1,2,6,2,5) -11
    p(g1,2,6,2,7) label_pred(g1,2,7) 1
    p(g1,2,6,2,7) label_tail(g1,2,6,2,7) 1
    p(g1,2,6,2,7) label_order(g1,2,6,2,7) -11
    p(g1,2,7,2,6) label_pred(g1,2,6) 1
    p(g1,2,7,2,6) label_tail(g1,2,7,2,6) 1
    p(g1,2,7,2,6) label_order(g1,2,7,2,6) -11
    p(g1,2,7,2,8) label_pred(g1,2,8) 1
    p(g1,2,7,2,8) label_tail(g1,2,7,2,8) 1
    p(g1,2,7,2,8) label_order(g1,2,7,2,8) -11
    p(g1,2,8,2,7) label_pred(g1,2,7) 1
    p(g1,2,8,2,7) label_tail(g1,2,8,2,7) 1
    p(g1,2,8,2,7) label_order(g1,2,8,2,7) -11
    p(g1,2,8,2,9) label_pred(g1,2,9) 1
    p(g1,2,8,2,9) label_tail(g1,2,8,2,9) 1
    p(g1,2,8,2,9) label_order(g1,2,8,2,9) -11
    p(g1,2,9,2,8) label_pred(g1,2,8) 1
    p(g1,2,9,2,8) label_tail(g1,2,9,2,8) 1
    p(g1,2,9,2,8) label_order(g1,2,9,2,8) -11
    p(g1,0,3,1,3) label_pred(g1,1,3) 1
    p(g1,0,3,1,3) label_tail(g1,0,3,1,3) 1
    p(g1,0,3,1,3) label_order(g1,0,3,1,3) -11
    p(g1,1,3,0,3) label_pred(g1,0,3) 1
    p(g1,1,3,0,3) label_tail(g1,1,3,0,3) 1
    p(g1,1,3,0,3) label_order(g1,1,3,0,3) -11
    p(g1,0,4,1,4) label_pred(g1,1,4) 1
    p(g1,0,4,1,4) label_tail(g1,0,4,1,4) 1
    p(g1,0,4,1,4) label_order(g1,0,4,1,4) -11
    p(g1,1,4,0,4) label_pred(g1,0,4) 1
    p(g1,1,4,0,4) label_tail(g1,1,4,0,4) 1
    p(g1,1,4,0,4) label_order(g1,1,4,0,4) -11
    p(g1,0,5,1,5) label_pred(g1,1,5) 1
    p(g1,0,5,1,5) label_tail(g1,0,5,1,5) 1
    p(g1,0,5,1,5) label_order(g1,0,5,1,5) -11
    p(g1,1,5,0,5) label_pred(g1,0,5) 1
    p(g1,1,5,0,5) label_tail(g1,1,5,0,5) 1
    p(g1,1,5,0,5) label_order(g1,1,5,0,5) -11
    p(g1,1,6,0,6) label_pred(g1,0,6) 1
    p(g1,1,6,0,6) label_order(g1,1,6,0,6) -11
    p(g1,0,7,1,7) label_pred(g1,1,7) 1
    p(g1,0,7,1,7) label_tail(g1,0,7,1,7) 1
    p(g1,0,7,1,7) label_order(g1,0,7,1,7) -11
    p(g1,1,7,0,7) label_pred(g1,0,7) 1
    p(g1,1,7,0,7) label_tail(g1,1,7,0,7) 1
    p(g1,1,7,0,7) label_order(g1,1,7,0,7) -11
    p(g1,0,8,1,8) label_pred(g1,1,8) 1
    p(g1,0,8,1,8) label_tail(g1,0,8,1,8) 1
    p(g1,0,8,1,8) label_order(g1,0,8,1,8) -11
    p(g1,1,8,0,8) label_pred(g1,0,8) 1
    p(g1,1,8,0,8) label_tail(g1,1,8,0,8) 1
    p(g1,1,8,0,8) label_order(g1,1,8,0,8) -11
    p(g1,0,9,1,9) label_pred(g1,1,9) 1
    p(g1,0,9,1,9) label_tail(g1,0,9,1,9) 1
    p(g1,0,9,1,9) label_order(g1,0,9,1,9) -11
    p(g1,1,9,0,9) label_pred(g1,0,9) 1
    p(g1,1,9,0,9) label_tail(g1,1,9,0,9) 1
    p(g1,1,9,0,9) label_order(g1,1,9,0,9) -11
    p(g1,1,3,2,3) label_pred(g1,2,3) 1
    p(g1,1,3,2,3) label_tail(g1,1,3,2,3) 1
    p(g1,1,3,2,3) label_order(g1,1,3,2,3) -11
    p(g1,2,3,1,3) label_pred(g1,1,3) 1
    p(g1,2,3,1,3) label_tail(g1,2,3,1,3) 1
    p(g1,2,3,1,3) label_order(g1,2,3,1,3) -11
    p(g1,1,4,2,4) label_pred(g1,2,4) 1
    p(g1,1,4,2,4) label_tail(g1,1,4,2,4) 1
    p(g1,1,4,2,4) label_order(g1,1,4,2,4) -11
    p(g1,2,4,1,4) label_pred(g1,1,4) 1
    p(g1,2,4,1,4) label_tail(g1,2,4,1,4) 1
    p(g1,2,4,1,4) label_order(g1,2,4,1,4) -11
    p(g1,1,5,2,5) label_pred(g1,2,5) 1
    p(g1,1,5,2,5) label_tail(g1,1,5,2,5) 1
    p(g1,1,5,2,5) label_order(g1,1,5,2,5) -11
    p(g1,2,5,1,5) label_pred(g1,1,5) 1
    p(g1,2,5,1,5) label_tail(g1,2,5,1,5) 1
    p(g1,2,5,1,5) label_order(g1,2,5,1,5) -11
    p(g1,1,6,2,6) label_pred(g1,2,6) 1
    p(g1,1,6,2,6) label_order(g1,1,6,2,6) -11
    p(g1,1,7,2,7) label_pred(g1,2,7) 1
    p(g1,1,7,2,7) label_tail(g1,1,7,2,7) 1
    p(g1,1,7,2,7) label_order(g1,1,7,2,7) -11
    p(g1,2,7,1,7) label_pred(g1,1,7) 1
    p(g1,2,7,1,7) label_tail(g1,2,7,1,7) 1
    p(g1,2,7,1,7) label_order(g1,2,7,1,7) -11
    p(g1,1,8,2,8) label_pred(g1,2,8) 1
    p(g1,1,8,2,8) label_tail(g1,1,8,2,8) 1
    p(g1,1,8,2,8) label_order(g1,1,8,2,8) -11
    p(g1,2,8,1,8) label_pred(g1,1,8) 1
    p(g1,2,8,1,8) label_tail(g1,2,8,1,8) 1
    p(g1,2,8,1,8) label_order(g1,2,8,1,8) -11
    p(g1,1,9,2,9) label_pred(g1,2,9) 1
    p(g1,1,9,2,9) label_tail(g1,1,9,2,9) 1
    p(g1,1,9,2,9) label_order(g1,1,9,2,9) -11
    p(g1,2,9,1,9) label_pred(g1,1,9) 1
    p(g1,2,9,1,9) label_tail(g1,2,9,1,9) 1
    p(g1,2,9,1,9) label_order(g1,2,9,1,9) -11
    p(g2,0,0,0,1) label_pred(g2,0,1) 1
    p(g2,0,0,0,1) label_tail(g2,0,0,0,1) 1
    p(g2,0,0,0,1) label_order(g2,0,0,0,1) -3
    p(g2,0,1,0,0) label_pred(g2,0,0) 1
    p(g2,0,1,0,0) label_tail(g2,0,1,0,0) 1
    p(g2,0,1,0,0) label_order(g2,0,1,0,0) -3
    p(g2,3,0,3,1) label_pred(g2,3,1) 1
    p(g2,3,0,3,1) label_tail(g2,3,0,3,1) 1
    p(g2,3,0,3,1) label_order(g2,3,0,3,1) -3
    p(g2,3,1,3,0) label_pred(g2,3,0) 1
    p(g2,3,1,3,0) label_tail(g2,3,1,3,0) 1
    p(g2,3,1,3,0) label_order(g2,3,1,3,0) -3
    p(g2,1,0,0,0) label_pred(g2,0,0) 1
    p(g2,1,0,0,0) label_order(g2,1,0,0,0) -3
    p(g2,1,1,0,1) label_pred(g2,0,1) 1
    p(g2,1,1,0,1) label_order(g2,1,1,0,1) -3
    p(g2,2,0,3,0) label_pred(g2,3,0) 1
    p(g2,2,0,3,0) label_order(g2,2,0,3,0) -3
    p(g2,2,1,3,1) label_pred(g2,3,1) 1
    p(g2,2,1,3,1) label_order(g2,2,1,3,1) -3
    p(g3,0,4,0,5) label_pred(g3,0,5) 1
    p(g3,0,4,0,5) label_tail(g3,0,4,0,5) 1
    p(g3,0,4,0,5) label_order(g3,0,4,0,5) -15
    p(g3,0,5,0,4) label_pred(g3,0,4) 1
    p(g3,0,5,0,4) label_tail(g3,0,5,0,4) 1
    p(g3,0,5,0,4) label_order(g3,0,5,0,4) -15
    p(g3,1,3,1,4) label_pred(g3,1,4) 1
    p(g3,1,3,1,4) label_tail(g3,1,3,1,4) 1
    p(g3,1,3,1,4) label_order(g3,1,3,1,4) -15
    p(g3,1,4,1,3) label_pred(g3,1,3) 1
    p(g3,1,4,1,3) label_tail(g3,1,4,1,3) 1
    p(g3,1,4,1,3) label_order(g3,1,4,1,3) -15
    p(g3,1,4,1,5) label_pred(g3,1,5) 1
    p(g3,1,4,1,5) label_tail(g3,1,4,1,5) 1
    p(g3,1,4,1,5) label_order(g3,1,4,1,5) -15
    p(g3,1,5,1,4) label_pred(g3,1,4) 1
    p(g3,1,5,1,4) label_tail(g3,1,5,1,4) 1
    p(g3,1,5,1,4) label_order(g3,1,5,1,4) -15
    p(g3,2,2,2,3) label_pred(g3,2,3) 1
    p(g3,2,2,2,3) label_tail(g3,2,2,2,3) 1
    p(g3,2,2,2,3) label_order(g3,2,2,2,3) -15
    p(g3,2,3,2,2) label_pred(g3,2,2) 1
    p(g3,2,3,2,2) label_tail(g3,2,3,2,2) 1
    p(g3,2,3,2,2) label_order(g3,2,3,2,2) -15
    p(g3,2,3,2,4) label_pred(g3,2,4) 1
    p(g3,2,3,2,4) label_tail(g3,2,3,2,4) 1
    p(g3,2,3,2,4) label_order(g3,2,3,2,4) -15
    p(g3,2,4,2,3) label_pred(g3,2,3) 1
    p(g3,2,4,2,3) label_tail(g3,2,4,2,3) 1
    p(g3,2,4,2,3) label_order(g3,2,4,2,3) -15
    p(g3,3,0,3,1) label_pred(g3,3,1) 1
    p(g3,3,0,3,1) label_tail(g3,3,0,3,1) 1
    p(g3,3,0,3,1) label_order(g3,3,0,3,1) -15
    p(g3,3,1,3,0) label_pred(g3,3,0) 1
    p(g3,3,1,3,0) label_tail(g3,3,1,3,0) 1
    p(g3,3,1,3,0) label_order(g3,3,1,3,0) -15
    p(g3,3,1,3,2) label_pred(g3,3,2) 1
    p(g3,3,1,3,2) label_tail(g3,3,1,3,2) 1
    p(g3,3,1,3,2) label_order(g3,3,1,3,2) -15
    p(g3,3,2,3,1) label_pred(g3,3,1) 1
    p(g3,3,2,3,1) label_tail(g3,3,2,3,1) 1
    p(g3,3,2,3,1) label_order(g3,3,2,3,1) -15
    p(g3,3,2,3,3) label_pred(g3,3,3) 1
    p(g3,3,2,3,3) label_tail(g3,3,2,3,3) 1
    p(g3,3,2,3,3) label_order(g3,3,2,3,3) -15
    p(g3,3,3,3,2) label_pred(g3,3,2) 1
    p(g3,3,3,3,2) label_tail(g3,3,3,3,2) 1
    p(g3,3,3,3,2) label_order(g3,3,3,3,2) -15
    p(g3,3,4,3,3) label_pred(g3,3,3) 1
    p(g3,3,4,3,3) label_order(g3,3,4,3,3) -15
    p(g3,3,5,3,6) label_pred(g3,3,6) 1
    p(g3,3,5,3,6) label_order(g3,3,5,3,6) -15
    p(g3,3,6,3,7) label_pred(g3,3,7) 1
    p(g3,3,6,3,7) label_tail(g3,3,6,3,7) 1
    p(g3,3,6,3,7) label_order(g3,3,6,3,7) -15
    p(g3,3,7,3,6) label_pred(g3,3,6) 1
    p(g3,3,7,3,6) label_tail(g3,3,7,3,6) 1
    p(g3,3,7,3,6) label_order(g3,3,7,3,6) -15
    p(g3,3,7,3,8) label_pred(g3,3,8) 1
    p(g3,3,7,3,8) label_tail(g3,3,7,3,8) 1
    p(g3,3,7,3,8) label_order(g3,3,7,3,8) -15
    p(g3,3,8,3,7) label_pred(g3,3,7) 1
    p(g3,3,8,3,7) label_tail(g3,3,8,3,7) 1
    p(g3,3,8,3,7) label_order(g3,3,8,3,7) -15
    p(g3,3,8,3,9) label_pred(g3,3,9) 1
    p(g3,3,8,3,9) label_tail(g3,3,8,3,9) 1
    p(g3,3,8,3,9) label_order(g3,3,8,3,9) -15
    p(g3,3,9,3,8) label_pred(g3,3,8) 1
    p(g3,3,9,3,8) label_tail(g3,3,9,3,8) 1
    p(g3,3,9,3,8) label_order(g3,3,9,3,8) -15
    p(g3,4,5,4,6) label_pred(g3,4,6) 1
    p(g3,4,5,4,6) label_tail(g3,4,5,4,6) 1
    p(g3,4,5,4,6) label_order(g3,4,5,4,6) -15
    p(g3,4,6,4,5) label_pred(g3,4,5) 1
    p(g3,4,6,4,5) label_tail(g3,4,6,4,5) 1
    p(g3,4,6,4,5) label_order(g3,4,6,4,5) -15
    p(g3,4,6,4,7) label_pred(g3,4,7) 1
    p(g3,4,6,4,7) label_tail(g3,4,6,4,7) 1
    p(g3,4,6,4,7) label_order(g3,4,6,4,7) -15
    p(g3,4,7,4,6) label_pred(g3,4,6) 1
    p(g3,4,7,4,6) label_tail(g3,4,7,4,6) 1
    p(g3,4,7,4,6) label_order(g3,4,7,4,6) -15
    p(g3,5,4,5,5) label_pred(g3,5,5) 1
    p(g3,5,4,5,5) label_tail(g3,5,4,5,5) 1
    p(g3,5,4,5,5) label_order(g3,5,4,5,5) -15
    p(g3,5,5,5,4) label_pred(g3,5,4) 1
    p(g3,5,5,5,4) label_tail(g3,5,5,5,4) 1
    p(g3,5,5,5,4) label_order(g3,5,5,5,4) -15
    p(g3,5,5,5,6) label_pred(g3,5,6) 1
    p(g3,5,5,5,6) label_tail(g3,5,5,5,6) 1
    p(g3,5,5,5,6) label_order(g3,5,5,5,6) -15
    p(g3,5,6,5,5) label_pred(g3,5,5) 1
    p(g3,5,6,5,5) label_tail(g3,5,6,5,5) 1
    p(g3,5,6,5,5) label_order(g3,5,6,5,5) -15
    p(g3,6,4,6,5) label_pred(g3,6,5) 1
    p(g3,6,4,6,5) label_tail(g3,6,4,6,5) 1
    p(g3,6,4,6,5) label_order(g3,6,4,6,5) -15
    p(g3,6,5,6,4) label_pred(g3,6,4) 1
    p(g3,6,5,6,4) label_tail(g3,6,5,6,4) 1
    p(g3,6,5,6,4) label_order(g3,6,5,6,4) -15
    p(g3,0,4,1,4) label_pred(g3,1,4) 1
    p(g3,0,4,1,4) label_tail(g3,0,4,1,4) 1
    p(g3,0,4,1,4) label_order(g3,0,4,1,4) -15
    p(g3,1,4,0,4) label_pred(g3,0,4) 1
    p(g3,1,4,0,4) label_tail(g3,1,4,0,4) 1
    p(g3,1,4,0,4) label_order(g3,1,4,0,4) -15
    p(g3,0,5,1,5) label_pred(g3,1,5) 1
    p(g3,0,5,1,5) label_tail(g3,0,5,1,5) 1
    p(g3,0,5,1,5) label_order(g3,0,5,1,5) -15
    p(g3,1,5,0,5) label_pred(g3,0,5) 1
    p(g3,1,5,0,5) label_tail(g3,1,5,0,5) 1
    p(g3,1,5,0,5) label_order(g3,1,5,0,5) -15
    p(g3,1,3,2,3) label_pred(g3,2,3) 1
    p(g3,1,3,2,3) label_tail(g3,1,3,2,3) 1
    p(g3,1,3,2,3) label_order(g3,1,3,2,3) -15
    p(g3,2,3,1,3) label_pred(g3,1,3) 1
    p(g3,2,3,1,3) label_tail(g3,2,3,1,3) 1
    p(g3,2,3,1,3) label_order(g3,2,3,1,3) -15
    p(g3,1,4,2,4) label_pred(g3,2,4) 1
    p(g3,1,4,2,4) label_tail(g3,1,4,2,4) 1
    p(g3,1,4,2,4) label_order(g3,1,4,2,4) -15
    p(g3,2,4,1,4) label_pred(g3,1,4) 1
    p(g3,2,4,1,4) label_tail(g3,2,4,1,4) 1
    p(g3,2,4,1,4) label_order(g3,2,4,1,4) -15
    p(g3,2,2,3,2) label_pred(g3,3,2) 1
    p(g3,2,2,3,2) label_tail(g3,2,2,3,2) 1
    p(g3,2,2,3,2) label_order(g3,2,2,3,2) -15
    p(g3,3,2,2,2) label_pred(g3,2,2) 1
    p(g3,3,2,2,2) label_tail(g3,3,2,2,2) 1
    p(g3,3,2,2,2) label_order(g3,3,2,2,2) -15
    p(g3,2,3,3,3) label_pred(g3,3,3) 1
    p(g3,2,3,3,3) label_tail(g3,2,3,3,3) 1
    p(g3,2,3,3,3) label_order(g3,2,3,3,3) -15
    p(g3,3,3,2,3) label_pred(g3,2,3) 1
    p(g3,3,3,2,3) label_tail(g3,3,3,2,3) 1
    p(g3,3,3,2,3) label_order(g3,3,3,2,3) -15
    p(g3,3,4,2,4) label_pred(g3,2,4) 1
    p(g3,3,4,2,4) label_order(g3,3,4,2,4) -15
    p(g3,2,6,3,6) label_pred(g3,3,6) 1
    p(g3,2,6,3,6) label_tail(g3,2,6,3,6) 1
    p(g3,2,6,3,6) label_order(g3,2,6,3,6) -15
    p(g3,3,6,2,6) label_pred(g3,2,6) 1
    p(g3,3,6,2,6) label_tail(g3,3,6,2,6) 1
    p(g3,3,6,2,6) label_order(g3,3,6,2,6) -15
    p(g3,2,9,3,9) label_pred(g3,3,9) 1
    p(g3,2,9,3,9) label_tail(g3,2,9,3,9) 1
    p(g3,2,9,3,9) label_order(g3,2,9,3,9) -15
    p(g3,3,9,2,9) label_pred(g3,2,9) 1
    p(g3,3,9,2,9) label_tail(g3,3,9,2,9) 1
    p(g3,3,9,2,9) label_order(g3,3,9,2,9) -15
    p(g3,3,0,4,0) label_pred(g3,4,0) 1
    p(g3,3,0,4,0) label_tail(g3,3,0,4,0) 1
    p(g3,3,0,4,0) label_order(g3,3,0,4,0) -15
    p(g3,4,0,3,0) label_pred(g3,3,0) 1
    p(g3,4,0,3,0) label_tail(g3,4,0,3,0) 1
    p(g3,4,0,3,0) label_order(g3,4,0,3,0) -15
    p(g3,3,3,4,3) label_pred(g3,4,3) 1
    p(g3,3,3,4,3) label_tail(g3,3,3,4,3) 1
    p(g3,3,3,4,3) label_order(g3,3,3,4,3) -15
    p(g3,4,3,3,3) label_pred(g3,3,3) 1
    p(g3,4,3,3,3) label_tail(g3,4,3,3,3) 1
    p(g3,4,3,3,3) label_order(g3,4,3,3,3) -15
    p(g3,3,5,4,5) label_pred(g3,4,5) 1
    p(g3,3,5,4,5) label_order(g3,3,5,4,5) -15
    p(g3,3,6,4,6) label_pred(g3,4,6) 1
    p(g3,3,6,4,6) label_tail(g3,3,6,4,6) 1
    p(g3,3,6,4,6) label_order(g3,3,6,4,6) -15
    p(g3,4,6,3,6) label_pred(g3,3,6) 1
    p(g3,4,6,3,6) label_tail(g3,4,6,3,6) 1
    p(g3,4,6,3,6) label_order(g3,4,6,3,6) -15
    p(g3,3,7,4,7) label_pred(g3,4,7) 1
    p(g3,3,7,4,7) label_tail(g3,3,7,4,7) 1
    p(g3,3,7,4,7) label_order(g3,3,7,4,7) -15
    p(g3,4,7,3,7) label_pred(g3,3,7) 1
    p(g3,4,7,3,7) label_tail(g3,4,7,3,7) 1
    p(g3,4,7,3,7) label_order(g3,4,7,3,7) -15
    p(g3,4,5,5,5) label_pred(g3,5,5) 1
    p(g3,4,5,5,5) label_tail(g3,4,5,5,5) 1
    p(g3,4,5,5,5) label_order(g3,4,5,5,5) -15
    p(g3,5,5,4,5) label_pred(g3,4,5) 1
    p(g3,5,5,4,5) label_tail(g3,5,5,4,5) 1
    p(g3,5,5,4,5) label_order(g3,5,5,4,5) -15
    p(g3,4,6,5,6) label_pred(g3,5,6) 1
    p(g3,4,6,5,6) label_tail(g3,4,6,5,6) 1
    p(g3,4,6,5,6) label_order(g3,4,6,5,6) -15
    p(g3,5,6,4,6) label_pred(g3,4,6) 1
    p(g3,5,6,4,6) label_tail(g3,5,6,4,6) 1
    p(g3,5,6,4,6) label_order(g3,5,6,4,6) -15
    p(g3,5,4,6,4) label_pred(g3,6,4) 1
    p(g3,5,4,6,4) label_tail(g3,5,4,6,4) 1
    p(g3,5,4,6,4) label_order(g3,5,4,6,4) -15
    p(g3,6,4,5,4) label_pred(g3,5,4) 1
    p(g3,6,4,5,4) label_tail(g3,6,4,5,4) 1
    p(g3,6,4,5,4) label_order(g3,6,4,5,4) -15
    p(g3,5,5,6,5) label_pred(g3,6,5) 1
    p(g3,5,5,6,5) label_tail(g3,5,5,6,5) 1
    p(g3,5,5,6,5) label_order(g3,5,5,6,5) -15
    p(g3,6,5,5,5) label_pred(g3,5,5) 1
    p(g3,6,5,5,5) label_tail(g3,6,5,5,5) 1
    p(g3,6,5,5,5) label_order(g3,6,5,5,5) -15
    p(g4,2,2,2,3) label_pred(g4,2,3) 1
    p(g4,2,2,2,3) label_tail(g4,2,2,2,3) 1
    p(g4,2,2,2,3) label_order(g4,2,2,2,3) -6
    p(g4,2,3,2,2) label_pred(g4,2,2) 1
    p(g4,2,3,2,2) label_tail(g4,2,3,2,2) 1
    p(g4,2,3,2,2) label_order(g4,2,3,2,2) -6
    p(g4,4,1,4,0) label_pred(g4,4,0) 1
    p(g4,4,1,4,0) label_order(g4,4,1,4,0) -6
    p(g4,4,2,4,3) label_pred(g4,4,3) 1
    p(g4,4,2,4,3) label_order(g4,4,2,4,3) -6
    p(g4,6,0,6,1) label_pred(g4,6,1) 1
    p(g4,6,0,6,1) label_tail(g4,6,0,6,1) 1
    p(g4,6,0,6,1) label_order(g4,6,0,6,1) -6
    p(g4,6,1,6,0) label_pred(g4,6,0) 1
    p(g4,6,1,6,0) label_tail(g4,6,1,6,0) 1
    p(g4,6,1,6,0) label_order(g4,6,1,6,0) -6
    p(g4,2,2,3,2) label_pred(g4,3,2) 1
    p(g4,2,2,3,2) label_tail(g4,2,2,3,2) 1
    p(g4,2,2,3,2) label_order(g4,2,2,3,2) -6
    p(g4,3,2,2,2) label_pred(g4,2,2) 1
    p(g4,3,2,2,2) label_tail(g4,3,2,2,2) 1
    p(g4,3,2,2,2) label_order(g4,3,2,2,2) -6
    p(g4,3,0,4,0) label_pred(g4,4,0) 1
    p(g4,3,0,4,0) label_tail(g4,3,0,4,0) 1
    p(g4,3,0,4,0) label_order(g4,3,0,4,0) -6
    p(g4,4,0,3,0) label_pred(g4,3,0) 1
    p(g4,4,0,3,0) label_tail(g4,4,0,3,0) 1
    p(g4,4,0,3,0) label_order(g4,4,0,3,0) -6
    p(g4,4,2,3,2) label_pred(g4,3,2) 1
    p(g4,4,2,3,2) label_order(g4,4,2,3,2) -6
    p(g4,4,1,5,1) label_pred(g4,5,1) 1
    p(g4,4,1,5,1) label_order(g4,4,1,5,1) -6
    p(g4,4,3,5,3) label_pred(g4,5,3) 1
    p(g4,4,3,5,3) label_tail(g4,4,3,5,3) 1
    p(g4,4,3,5,3) label_order(g4,4,3,5,3) -6
    p(g4,5,3,4,3) label_pred(g4,4,3) 1
    p(g4,5,3,4,3) label_tail(g4,5,3,4,3) 1
    p(g4,5,3,4,3) label_order(g4,5,3,4,3) -6
    p(g4,5,1,6,1) label_pred(g4,6,1) 1
    p(g4,5,1,6,1) label_tail(g4,5,1,6,1) 1
    p(g4,5,1,6,1) label_order(g4,5,1,6,1) -6
    p(g4,6,1,5,1) label_pred(g4,5,1) 1
    p(g4,6,1,5,1) label_tail(g4,6,1,5,1) 1
    p(g4,6,1,5,1) label_order(g4,6,1,5,1) -6
    p(g5,2,3,2,4) label_pred(g5,2,4) 1
    p(g5,2,3,2,4) label_tail(g5,2,3,2,4) 1
    p(g5,2,3,2,4) label_order(g5,2,3,2,4) -7
    p(g5,2,4,2,3) label_pred(g5,2,3) 1
    p(g5,2,4,2,3) label_tail(g5,2,4,2,3) 1
    p(g5,2,4,2,3) label_order(g5,2,4,2,3) -7
    p(g5,3,2,3,3) label_pred(g5,3,3) 1
    p(g5,3,2,3,3) label_tail(g5,3,2,3,3) 1
    p(g5,3,2,3,3) label_order(g5,3,2,3,3) -7
    p(g5,3,3,3,2) label_pred(g5,3,2) 1
    p(g5,3,3,3,2) label_tail(g5,3,3,3,2) 1
    p(g5,3,3,3,2) label_order(g5,3,3,3,2) -7
    p(g5,4,4,4,3) label_pred(g5,4,3) 1
    p(g5,4,4,4,3) label_order(g5,4,4,4,3) -7
    p(g5,4,4,4,5) label_pred(g5,4,5) 1
    p(g5,4,4,4,5) label_order(g5,4,4,4,5) -7
    p(g5,5,5,5,6) label_pred(g5,5,6) 1
    p(g5,5,5,5,6) label_tail(g5,5,5,5,6) 1
    p(g5,5,5,5,6) label_order(g5,5,5,5,6) -7
    p(g5,5,6,5,5) label_pred(g5,5,5) 1
    p(g5,5,6,5,5) label_tail(g5,5,6,5,5) 1
    p(g5,5,6,5,5) label_order(g5,5,6,5,5) -7
    p(g5,6,4,6,5) label_pred(g5,6,5) 1
    p(g5,6,4,6,5) label_tail(g5,6,4,6,5) 1
    p(g5,6,4,6,5) label_order(g5,6,4,6,5) -7
    p(g5,6,5,6,4) label_pred(g5,6,4) 1
    p(g5,6,5,6,4) label_tail(g5,6,5,6,4) 1
    p(g5,6,5,6,4) label_order(g5,6,5,6,4) -7
    p(g5,1,3,2,3) label_pred(g5,2,3) 1
    p(g5,1,3,2,3) label_tail(g5,1,3,2,3) 1
    p(g5,1,3,2,3) label_order(g5,1,3,2,3) -7
    p(g5,2,3,1,3) label_pred(g5,1,3) 1
    p(g5,2,3,1,3) label_tail(g5,2,3,1,3) 1
    p(g5,2,3,1,3) label_order(g5,2,3,1,3) -7
    p(g5,2,3,3,3) label_pred(g5,3,3) 1
    p(g5,2,3,3,3) label_tail(g5,2,3,3,3) 1
    p(g5,2,3,3,3) label_order(g5,2,3,3,3) -7
    p(g5,3,3,2,3) label_pred(g5,2,3) 1
    p(g5,3,3,2,3) label_tail(g5,3,3,2,3) 1
    p(g5,3,3,2,3) label_order(g5,3,3,2,3) -7
    p(g5,3,3,4,3) label_pred(g5,4,3) 1
    p(g5,3,3,4,3) label_tail(g5,3,3,4,3) 1
    p(g5,3,3,4,3) label_order(g5,3,3,4,3) -7
    p(g5,4,3,3,3) label_pred(g5,3,3) 1
    p(g5,4,3,3,3) label_tail(g5,4,3,3,3) 1
    p(g5,4,3,3,3) label_order(g5,4,3,3,3) -7
    p(g5,4,5,5,5) label_pred(g5,5,5) 1
    p(g5,4,5,5,5) label_tail(g5,4,5,5,5) 1
    p(g5,4,5,5,5) label_order(g5,4,5,5,5) -7
    p(g5,5,5,4,5) label_pred(g5,4,5) 1
    p(g5,5,5,4,5) label_tail(g5,5,5,4,5) 1
    p(g5,5,5,4,5) label_order(g5,5,5,4,5) -7
    p(g5,5,5,6,5) label_pred(g5,6,5) 1
    p(g5,5,5,6,5) label_tail(g5,5,5,6,5) 1
    p(g5,5,5,6,5) label_order(g5,5,5,6,5) -7
    p(g5,6,5,5,5) label_pred(g5,5,5) 1
    p(g5,6,5,5,5) label_tail(g5,6,5,5,5) 1
    p(g5,6,5,5,5) label_order(g5,6,5,5,5) -7
    p(g5,6,5,7,5) label_pred(g5,7,5) 1
    p(g5,6,5,7,5) label_tail(g5,6,5,7,5) 1
    p(g5,6,5,7,5) label_order(g5,6,5,7,5) -7
    p(g5,7,5,6,5) label_pred(g5,6,5) 1
    p(g5,7,5,6,5) label_tail(g5,7,5,6,5) 1
    p(g5,7,5,6,5) label_order(g5,7,5,6,5) -7
    p(g6,2,9,3,9) label_pred(g6,3,9) 1
    p(g6,2,9,3,9) label_tail(g6,2,9,3,9) 1
    p(g6,2,9,3,9) label_order(g6,2,9,3,9) -3
    p(g6,3,9,2,9) label_pred(g6,2,9) 1
    p(g6,3,9,2,9) label_tail(g6,3,9,2,9) 1
    p(g6,3,9,2,9) label_order(g6,3,9,2,9) -3
    p(g6,4,9,3,9) label_pred(g6,3,9) 1
    p(g6,4,9,3,9) label_order(g6,4,9,3,9) -3
    p(g6,5,9,6,9) label_pred(g6,6,9) 1
    p(g6,5,9,6,9) label_order(g6,5,9,6,9) -3
    p(g6,6,9,7,9) label_pred(g6,7,9) 1
    p(g6,6,9,7,9) label_tail(g6,6,9,7,9) 1
    p(g6,6,9,7,9) label_order(g6,6,9,7,9) -3
    p(g6,7,9,6,9) label_pred(g6,6,9) 1
    p(g6,7,9,6,9) label_tail(g6,7,9,6,9) 1
    p(g6,7,9,6,9) label_order(g6,7,9,6,9) -3
    p(g7,5,0,4,0) label_pred(g7,4,0) 1
    p(g7,5,0,4,0) label_order(g7,5,0,4,0) -2
    p(g7,5,0,6,0) label_pred(g7,6,0) 1
    p(g7,5,0,6,0) label_order(g7,5,0,6,0) -2
    p(g8,5,2,5,1) label_pred(g8,5,1) 1
    p(g8,5,2,5,1) label_order(g8,5,2,5,1) -3
    p(g8,5,2,5,3) label_pred(g8,5,3) 1
    p(g8,5,2,5,3) label_order(g8,5,2,5,3) -3
    p(g8,4,3,5,3) label_pred(g8,5,3) 1
    p(g8,4,3,5,3) label_tail(g8,4,3,5,3) 1
    p(g8,4,3,5,3) label_order(g8,4,3,5,3) -3
    p(g8,5,3,4,3) label_pred(g8,4,3) 1
    p(g8,5,3,4,3) label_tail(g8,5,3,4,3) 1
    p(g8,5,3,4,3) label_order(g8,5,3,4,3) -3
    p(g8,5,1,6,1) label_pred(g8,6,1) 1
    p(g8,5,1,6,1) label_tail(g8,5,1,6,1) 1
    p(g8,5,1,6,1) label_order(g8,5,1,6,1) -3
    p(g8,6,1,5,1) label_pred(g8,5,1) 1
    p(g8,6,1,5,1) label_tail(g8,6,1,5,1) 1
    p(g8,6,1,5,1) label_order(g8,6,1,5,1) -3
    p(g9,3,6,3,7) label_pred(g9,3,7) 1
    p(g9,3,6,3,7) label_tail(g9,3,6,3,7) 1
    p(g9,3,6,3,7) label_order(g9,3,6,3,7) -7
    p(g9,3,7,3,6) label_pred(g9,3,6) 1
    p(g9,3,7,3,6) label_tail(g9,3,7,3,6) 1
    p(g9,3,7,3,6) label_order(g9,3,7,3,6) -7
    p(g9,3,7,3,8) label_pred(g9,3,8) 1
    p(g9,3,7,3,8) label_tail(g9,3,7,3,8) 1
    p(g9,3,7,3,8) label_order(g9,3,7,3,8) -7
    p(g9,3,8,3,7) label_pred(g9,3,7) 1
    p(g9,3,8,3,7) label_tail(g9,3,8,3,7) 1
    p(g9,3,8,3,7) label_order(g9,3,8,3,7) -7
    p(g9,4,6,4,7) label_pred(g9,4,7) 1
    p(g9,4,6,4,7) label_tail(g9,4,6,4,7) 1
    p(g9,4,6,4,7) label_order(g9,4,6,4,7) -7
    p(g9,4,7,4,6) label_pred(g9,4,6) 1
    p(g9,4,7,4,6) label_tail(g9,4,7,4,6) 1
    p(g9,4,7,4,6) label_order(g9,4,7,4,6) -7
    p(g9,4,7,4,8) label_pred(g9,4,8) 1
    p(g9,4,7,4,8) label_tail(g9,4,7,4,8) 1
    p(g9,4,7,4,8) label_order(g9,4,7,4,8) -7
    p(g9,4,8,4,7) label_pred(g9,4,7) 1
    p(g9,4,8,4,7) label_tail(g9,4,8,4,7) 1
    p(g9,4,8,4,7) label_order(g9,4,8,4,7) -7
    p(g9,6,7,6,8) label_pred(g9,6,8) 1
    p(g9,6,7,6,8) label_tail(g9,6,7,6,8) 1
    p(g9,6,7,6,8) label_order(g9,6,7,6,8) -7
    p(g9,6,8,6,7) label_pred(g9,6,7) 1
    p(g9,6,8,6,7) label_tail(g9,6,8,6,7) 1
    p(g9,6,8,6,7) label_order(g9,6,8,6,7) -7
    p(g9,6,8,6,9) label_pred(g9,6,9) 1
    p(g9,6,8,6,9) label_tail(g9,6,8,6,9) 1
    p(g9,6,8,6,9) label_order(g9,6,8,6,9) -7
    p(g9,6,9,6,8) label_pred(g9,6,8) 1
    p(g9,6,9,6,8) label_tail(g9,6,9,6,8) 1
    p(g9,6,9,6,8) label_order(g9,6,9,6,8) -7
    p(g9,7,7,7,8) label_pred(g9,7,8) 1
    p(g9,7,7,7,8) label_tail(g9,7,7,7,8) 1
    p(g9,7,7,7,8) label_order(g9,7,7,7,8) -7
    p(g9,7,8,7,7) label_pred(g9,7,7) 1
    p(g9,7,8,7,7) label_tail(g9,7,8,7,7) 1
    p(g9,7,8,7,7) label_order(g9,7,8,7,7) -7
    p(g9,7,8,7,9) label_pred(g9,7,9) 1
    p(g9,7,8,7,9) label_tail(g9,7,8,7,9) 1
    p(g9,7,8,7,9) label_order(g9,7,8,7,9) -7
    p(g9,7,9,7,8) label_pred(g9,7,8) 1
    p(g9,7,9,7,8) label_tail(g9,7,9,7,8) 1
    p(g9,7,9,7,8) label_order(g9,7,9,7,8) -7
    p(g9,3,6,4,6) label_pred(g9,4,6) 1
    p(g9,3,6,4,6) label_tail(g9,3,6,4,6) 1
    p(g9,3,6,4,6) label_order(g9,3,6,4,6) -7
    p(g9,4,6,3,6) label_pred(g9,3,6) 1
    p(g9,4,6,3,6) label_tail(g9,4,6,3,6) 1
    p(g9,4,6,3,6) label_order(g9,4,6,3,6) -7
    p(g9,3,7,4,7) label_pred(g9,4,7) 1
    p(g9,3,7,4,7) label_tail(g9,3,7,4,7) 1
    p(g9,3,7,4,7) label_order(g9,3,7,4,7) -7
    p(g9,4,7,3,7) label_pred(g9,3,7) 1
    p(g9,4,7,3,7) label_tail(g9,4,7,3,7) 1
    p(g9,4,7,3,7) label_order(g9,4,7,3,7) -7
    p(g9,3,8,4,8) label_pred(g9,4,8) 1
    p(g9,3,8,4,8) label_tail(g9,3,8,4,8) 1
    p(g9,3,8,4,8) label_order(g9,3,8,4,8) -7
    p(g9,4,8,3,8) label_pred(g9,3,8) 1
    p(g9,4,8,3,8) label_tail(g9,4,8,3,8) 1
    p(g9,4,8,3,8) label_order(g9,4,8,3,8) -7
    p(g9,5,7,4,7) label_pred(g9,4,7) 1
    p(g9,5,7,4,7) label_order(g9,5,7,4,7) -7
    p(g9,5,8,4,8) label_pred(g9,4,8) 1
    p(g9,5,8,4,8) label_order(g9,5,8,4,8) -7
    p(g9,5,7,6,7) label_pred(g9,6,7) 1
    p(g9,5,7,6,7) label_order(g9,5,7,6,7) -7
    p(g9,5,8,6,8) label_pred(g9,6,8) 1
    p(g9,5,8,6,8) label_order(g9,5,8,6,8) -7
    p(g9,6,7,7,7) label_pred(g9,7,7) 1
    p(g9,6,7,7,7) label_tail(g9,6,7,7,7) 1
    p(g9,6,7,7,7) label_order(g9,6,7,7,7) -7
    p(g9,7,7,6,7) label_pred(g9,6,7) 1
    p(g9,7,7,6,7) label_tail(g9,7,7,6,7) 1
    p(g9,7,7,6,7) label_order(g9,7,7,6,7) -7
    p(g9,6,8,7,8) label_pred(g9,7,8) 1
    p(g9,6,8,7,8) label_tail(g9,6,8,7,8) 1
    p(g9,6,8,7,8) label_order(g9,6,8,7,8) -7
    p(g9,7,8,6,8) label_pred(g9,6,8) 1
    p(g9,7,8,6,8) label_tail(g9,7,8,6,8) 1
    p(g9,7,8,6,8) label_order(g9,7,8,6,8) -7
    p(g9,6,9,7,9) label_pred(g9,7,9) 1
    p(g9,6,9,7,9) label_tail(g9,6,9,7,9) 1
    p(g9,6,9,7,9) label_order(g9,6,9,7,9) -7
    p(g9,7,9,6,9) label_pred(g9,6,9) 1
    p(g9,7,9,6,9) label_tail(g9,7,9,6,9) 1
    p(g9,7,9,6,9) label_order(g9,7,9,6,9) -7
    p(g10,5,3,5,4) label_pred(g10,5,4) 1
    p(g10,5,3,5,4) label_tail(g10,5,3,5,4) 1
    p(g10,5,3,5,4) label_order(g10,5,3,5,4) -7
    p(g10,5,4,5,3) label_pred(g10,5,3) 1
    p(g10,5,4,5,3) label_tail(g10,5,4,5,3) 1
    p(g10,5,4,5,3) label_order(g10,5,4,5,3) -7
    p(g10,6,1,6,2) label_pred(g10,6,2) 1
    p(g10,6,1,6,2) label_tail(g10,6,1,6,2) 1
    p(g10,6,1,6,2) label_order(g10,6,1,6,2) -7
    p(g10,6,2,6,1) label_pred(g10,6,1) 1
    p(g10,6,2,6,1) label_tail(g10,6,2,6,1) 1
    p(g10,6,2,6,1) label_order(g10,6,2,6,1) -7
    p(g10,6,3,6,2) label_pred(g10,6,2) 1
    p(g10,6,3,6,2) label_order(g10,6,3,6,2) -7
    p(g10,6,3,6,4) label_pred(g10,6,4) 1
    p(g10,6,3,6,4) label_order(g10,6,3,6,4) -7
    p(g10,6,4,6,5) label_pred(g10,6,5) 1
    p(g10,6,4,6,5) label_tail(g10,6,4,6,5) 1
    p(g10,6,4,6,5) label_order(g10,6,4,6,5) -7
    p(g10,6,5,6,4) label_pred(g10,6,4) 1
    p(g10,6,5,6,4) label_tail(g10,6,5,6,4) 1
    p(g10,6,5,6,4) label_order(g10,6,5,6,4) -7
    p(g10,7,2,7,3) label_pred(g10,7,3) 1
    p(g10,7,2,7,3) label_tail(g10,7,2,7,3) 1
    p(g10,7,2,7,3) label_order(g10,7,2,7,3) -7
    p(g10,7,3,7,2) label_pred(g10,7,2) 1
    p(g10,7,3,7,2) label_tail(g10,7,3,7,2) 1
    p(g10,7,3,7,2) label_order(g10,7,3,7,2) -7
    p(g10,4,3,5,3) label_pred(g10,5,3) 1
    p(g10,4,3,5,3) label_tail(g10,4,3,5,3) 1
    p(g10,4,3,5,3) label_order(g10,4,3,5,3) -7
    p(g10,5,3,4,3) label_pred(g10,4,3) 1
    p(g10,5,3,4,3) label_tail(g10,5,3,4,3) 1
    p(g10,5,3,4,3) label_order(g10,5,3,4,3) -7
    p(g10,5,1,6,1) label_pred(g10,6,1) 1
    p(g10,5,1,6,1) label_tail(g10,5,1,6,1) 1
    p(g10,5,1,6,1) label_order(g10,5,1,6,1) -7
    p(g10,6,1,5,1) label_pred(g10,5,1) 1
    p(g10,6,1,5,1) label_tail(g10,6,1,5,1) 1
    p(g10,6,1,5,1) label_order(g10,6,1,5,1) -7
    p(g10,6,3,5,3) label_pred(g10,5,3) 1
    p(g10,6,3,5,3) label_order(g10,6,3,5,3) -7
    p(g10,5,4,6,4) label_pred(g10,6,4) 1
    p(g10,5,4,6,4) label_tail(g10,5,4,6,4) 1
    p(g10,5,4,6,4) label_order(g10,5,4,6,4) -7
    p(g10,6,4,5,4) label_pred(g10,5,4) 1
    p(g10,6,4,5,4) label_tail(g10,6,4,5,4) 1
    p(g10,6,4,5,4) label_order(g10,6,4,5,4) -7
    p(g10,6,2,7,2) label_pred(g10,7,2) 1
    p(g10,6,2,7,2) label_tail(g10,6,2,7,2) 1
    p(g10,6,2,7,2) label_order(g10,6,2,7,2) -7
    p(g10,7,2,6,2) label_pred(g10,6,2) 1
    p(g10,7,2,6,2) label_tail(g10,7,2,6,2) 1
    p(g10,7,2,6,2) label_order(g10,7,2,6,2) -7
    p(g10,6,3,7,3) label_pred(g10,7,3) 1
    p(g10,6,3,7,3) label_order(g10,6,3,7,3) -7
    p(g10,6,5,7,5) label_pred(g10,7,5) 1
    p(g10,6,5,7,5) label_tail(g10,6,5,7,5) 1
    p(g10,6,5,7,5) label_order(g10,6,5,7,5) -7
    p(g10,7,5,6,5) label_pred(g10,6,5) 1
    p(g10,7,5,6,5) label_tail(g10,7,5,6,5) 1
    p(g10,7,5,6,5) label_order(g10,7,5,6,5) -7
    p(g10,7,3,8,3) label_pred(g10,8,3) 1
    p(g10,7,3,8,3) label_tail(g10,7,3,8,3) 1
    p(g10,7,3,8,3) label_order(g10,7,3,8,3) -7
    p(g10,8,3,7,3) label_pred(g10,7,3) 1
    p(g10,8,3,7,3) label_tail(g10,8,3,7,3) 1
    p(g10,8,3,7,3) label_order(g10,8,3,7,3) -7
    p(g11,4,5,4,6) label_pred(g11,4,6) 1
    p(g11,4,5,4,6) label_tail(g11,4,5,4,6) 1
    p(g11,4,5,4,6) label_order(g11,4,5,4,6) -7
    p(g11,4,6,4,5) label_pred(g11,4,5) 1
    p(g11,4,6,4,5) label_tail(g11,4,6,4,5) 1
    p(g11,4,6,4,5) label_order(g11,4,6,4,5) -7
    p(g11,6,4,6,5) label_pred(g11,6,5) 1
    p(g11,6,4,6,5) label_tail(g11,6,4,6,5) 1
    p(g11,6,4,6,5) label_order(g11,6,4,6,5) -7
    p(g11,6,5,6,4) label_pred(g11,6,4) 1
    p(g11,6,5,6,4) label_tail(g11,6,5,6,4) 1
    p(g11,6,5,6,4) label_order(g11,6,5,6,4) -7
    p(g11,6,6,6,5) label_pred(g11,6,5) 1
    p(g11,6,6,6,5) label_order(g11,6,6,6,5) -7
    p(g11,6,6,6,7) label_pred(g11,6,7) 1
    p(g11,6,6,6,7) label_order(g11,6,6,6,7) -7
    p(g11,7,6,7,5) label_pred(g11,7,5) 1
    p(g11,7,6,7,5) label_order(g11,7,6,7,5) -7
    p(g11,7,6,7,7) label_pred(g11,7,7) 1
    p(g11,7,6,7,7) label_order(g11,7,6,7,7) -7
    p(g11,7,7,7,8) label_pred(g11,7,8) 1
    p(g11,7,7,7,8) label_tail(g11,7,7,7,8) 1
    p(g11,7,7,7,8) label_order(g11,7,7,7,8) -7
    p(g11,7,8,7,7) label_pred(g11,7,7) 1
    p(g11,7,8,7,7) label_tail(g11,7,8,7,7) 1
    p(g11,7,8,7,7) label_order(g11,7,8,7,7) -7
    p(g11,9,6,9,7) label_pred(g11,9,7) 1
    p(g11,9,6,9,7) label_tail(g11,9,6,9,7) 1
    p(g11,9,6,9,7) label_order(g11,9,6,9,7) -7
    p(g11,9,7,9,6) label_pred(g11,9,6) 1
    p(g11,9,7,9,6) label_tail(g11,9,7,9,6) 1
    p(g11,9,7,9,6) label_order(g11,9,7,9,6) -7
    p(g11,4,6,5,6) label_pred(g11,5,6) 1
    p(g11,4,6,5,6) label_tail(g11,4,6,5,6) 1
    p(g11,4,6,5,6) label_order(g11,4,6,5,6) -7
    p(g11,5,6,4,6) label_pred(g11,4,6) 1
    p(g11,5,6,4,6) label_tail(g11,5,6,4,6) 1
    p(g11,5,6,4,6) label_order(g11,5,6,4,6) -7
    p(g11,6,6,5,6) label_pred(g11,5,6) 1
    p(g11,6,6,5,6) label_order(g11,6,6,5,6) -7
    p(g11,6,5,7,5) label_pred(g11,7,5) 1
    p(g11,6,5,7,5) label_tail(g11,6,5,7,5) 1
    p(g11,6,5,7,5) label_order(g11,6,5,7,5) -7
    p(g11,7,5,6,5) label_pred(g11,6,5) 1
    p(g11,7,5,6,5) label_tail(g11,7,5,6,5) 1
    p(g11,7,5,6,5) label_order(g11,7,5,6,5) -7
    p(g11,6,7,7,7) label_pred(g11,7,7) 1
    p(g11,6,7,7,7) label_tail(g11,6,7,7,7) 1
    p(g11,6,7,7,7) label_order(g11,6,7,7,7) -7
    p(g11,7,7,6,7) label_pred(g11,6,7) 1
    p(g11,7,7,6,7) label_tail(g11,7,7,6,7) 1
    p(g11,7,7,6,7) label_order(g11,7,7,6,7) -7
    p(g11,7,6,8,6) label_pred(g11,8,6) 1
    p(g11,7,6,8,6) label_order(g11,7,6,8,6) -7
    p(g11,8,6,9,6) label_pred(g11,9,6) 1
    p(g11,8,6,9,6) label_tail(g11,8,6,9,6) 1
    p(g11,8,6,9,6) label_order(g11,8,6,9,6) -7
    p(g11,9,6,8,6) label_pred(g11,8,6) 1
    p(g11,9,6,8,6) label_tail(g11,9,6,8,6) 1
    p(g11,9,6,8,6) label_order(g11,9,6,8,6) -7
    p(g12,5,1,6,1) label_pred(g12,6,1) 1
    p(g12,5,1,6,1) label_tail(g12,5,1,6,1) 1
    p(g12,5,1,6,1) label_order(g12,5,1,6,1) -3
    p(g12,6,1,5,1) label_pred(g12,5,1) 1
    p(g12,6,1,5,1) label_tail(g12,6,1,5,1) 1
    p(g12,6,1,5,1) label_order(g12,6,1,5,1) -3
    p(g12,7,1,6,1) label_pred(g12,6,1) 1
    p(g12,7,1,6,1) label_order(g12,7,1,6,1) -3
    p(g12,7,0,8,0) label_pred(g12,8,0) 1
    p(g12,7,0,8,0) label_order(g12,7,0,8,0) -3
    p(g12,8,0,9,0) label_pred(g12,9,0) 1
    p(g12,8,0,9,0) label_tail(g12,8,0,9,0) 1
    p(g12,8,0,9,0) label_order(g12,8,0,9,0) -3
    p(g12,9,0,8,0) label_pred(g12,8,0) 1
    p(g12,9,0,8,0) label_tail(g12,9,0,8,0) 1
    p(g12,9,0,8,0) label_order(g12,9,0,8,0) -3
    p(g13,7,4,7,5) label_pred(g13,7,5) 1
    p(g13,7,4,7,5) label_order(g13,7,4,7,5) -2
    p(g13,8,4,8,3) label_pred(g13,8,3) 1
    p(g13,8,4,8,3) label_order(g13,8,4,8,3) -2
    p(g14,7,7,7,8) label_pred(g14,7,8) 1
    p(g14,7,7,7,8) label_tail(g14,7,7,7,8) 1
    p(g14,7,7,7,8) label_order(g14,7,7,7,8) -3
    p(g14,7,8,7,7) label_pred(g14,7,7) 1
    p(g14,7,8,7,7) label_tail(g14,7,8,7,7) 1
    p(g14,7,8,7,7) label_order(g14,7,8,7,7) -3
    p(g14,9,6,9,7) label_pred(g14,9,7) 1
    p(g14,9,6,9,7) label_tail(g14,9,6,9,7) 1
    p(g14,9,6,9,7) label_order(g14,9,6,9,7) -3
    p(g14,9,7,9,6) label_pred(g14,9,6) 1
    p(g14,9,7,9,6) label_tail(g14,9,7,9,6) 1
    p(g14,9,7,9,6) label_order(g14,9,7,9,6) -3
    p(g14,8,7,7,7) label_pred(g14,7,7) 1
    p(g14,8,7,7,7) label_order(g14,8,7,7,7) -3
    p(g14,8,7,9,7) label_pred(g14,9,7) 1
    p(g14,8,7,9,7) label_order(g14,8,7,9,7) -3
    p(g15,8,8,7,8) label_pred(g15,7,8) 1
    p(g15,8,8,7,8) label_order(g15,8,8,7,8) -2
    p(g15,8,9,9,9) label_pred(g15,9,9) 1
    p(g15,8,9,9,9) label_order(g15,8,9,9,9) -2
    p(g16,8,1,8,0) label_pred(g16,8,0) 1
    p(g16,8,1,8,0) label_order(g16,8,1,8,0) -3
    p(g16,8,1,8,2) label_pred(g16,8,2) 1
    p(g16,8,1,8,2) label_order(g16,8,1,8,2) -3
    p(g16,9,1,9,0) label_pred(g16,9,0) 1
    p(g16,9,1,9,0) label_order(g16,9,1,9,0) -3
    p(g16,9,1,9,2) label_pred(g16,9,2) 1
    p(g16,9,1,9,2) label_order(g16,9,1,9,2) -3
    p(g16,8,0,9,0) label_pred(g16,9,0) 1
    p(g16,8,0,9,0) label_tail(g16,8,0,9,0) 1
    p(g16,8,0,9,0) label_order(g16,8,0,9,0) -3
    p(g16,9,0,8,0) label_pred(g16,8,0) 1
    p(g16,9,0,8,0) label_tail(g16,9,0,8,0) 1
    p(g16,9,0,8,0) label_order(g16,9,0,8,0) -3
    p(g16,8,2,9,2) label_pred(g16,9,2) 1
    p(g16,8,2,9,2) label_tail(g16,8,2,9,2) 1
    p(g16,8,2,9,2) label_order(g16,8,2,9,2) -3
    p(g16,9,2,8,2) label_pred(g16,8,2) 1
    p(g16,9,2,8,2) label_tail(g16,9,2,8,2) 1
    p(g16,9,2,8,2) label_order(g16,9,2,8,2) -3
    p(g19,9,8,9,7) label_pred(g19,9,7) 1
    p(g19,9,8,9,7) label_order(g19,9,8,9,7) -2
    p(g19,9,8,9,9) label_pred(g19,9,9) 1
    p(g19,9,8,9,9) label_order(g19,9,8,9,9) -2
    MARKER0 'MARKER' 'INTEND'
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
    RHS label_order(g0,0,0,0,1) -3
    RHS label_order(g0,0,1,0,0) -3
    RHS label_order(g0,0,1,0,2) -3
    RHS label_order(g0,0,2,0,1) -3
    RHS label_order(g0,2,2,2,3) -3
    RHS label_order(g0,2,3,2,2) -3
    RHS label_order(g0,2,3,2,4) -3
    RHS label_order(g0,2,4,2,3) -3
    RHS label_order(g0,1,2,0,2) -3
    RHS label_order(g0,1,2,2,2) -3
    RHS label_order(g1,0,3,0,4) -10
    RHS label_order(g1,0,4,0,3) -10
    RHS label_order(g1,0,4,0,5) -10
    RHS label_order(g1,0,5,0,4) -10
    RHS label_order(g1,0,5,0,6) -10
    RHS label_order(g1,0,6,0,5) -10
    RHS label_order(g1,0,6,0,7) -10
    RHS label_order(g1,0,7,0,6) -10
    RHS label_order(g1,0,7,0,8) -10
    RHS label_order(g1,0,8,0,7) -10
    RHS label_order(g1,0,8,0,9) -10
    RHS label_order(g1,0,9,0,8) -10
    RHS label_order(g1,1,3,1,4) -10
    RHS label_order(g1,1,4,1,3) -10
    RHS label_order(g1,1,4,1,5) -10
    RHS label_order(g1,1,5,1,4) -10
    RHS label_order(g1,1,6,1,5) -10
    RHS label_order(g1,1,6,1,7) -10
    RHS label_order(g1,1,7,1,8) -10
    RHS label_order(g1,1,8,1,7) -10
    RHS label_order(g1,1,8,1,9) -10
    RHS label_order(g1,1,9,1,8) -10
    RHS label_order(g1,2,3,2,4) -10
    RHS label_order(g1,2,4,2,3) -10
    RHS label_order(g1,2,4,2,5) -10
    RHS label_order(g1,2,5,2,4) -10
    RHS label_order(g1,2,5,2,6) -10
    RHS label_order(g1,2,6,2,5) -10
    RHS label_order(g1,2,6,2,7) -10
    RHS label_order(g1,2,7,2,6) -10
    RHS label_order(g1,2,7,2,8) -10
    RHS label_order(g1,2,8,2,7) -10
    RHS label_order(g1,2,8,2,9) -10
    RHS label_order(g1,2,9,2,8) -10
    RHS label_order(g1,0,3,1,3) -10
    RHS label_order(g1,1,3,0,3) -10
    RHS label_order(g1,0,4,1,4) -10
    RHS label_order(g1,1,4,0,4) -10
    RHS label_order(g1,0,5,1,5) -10
    RHS label_order(g1,1,5,0,5) -10
    RHS label_order(g1,1,6,0,6) -10
    RHS label_order(g1,0,7,1,7) -10
    RHS label_order(g1,1,7,0,7) -10
    RHS label_order(g1,0,8,1,8) -10
    RHS label_order(g1,1,8,0,8) -10
    RHS label_order(g1,0,9,1,9) -10
    RHS label_order(g1,1,9,0,9) -10
    RHS label_order(g1,1,3,2,3) -10
    RHS label_order(g1,2,3,1,3) -10
    RHS label_order(g1,1,4,2,4) -10
    RHS label_order(g1,2,4,1,4) -10
    RHS label_order(g1,1,5,2,5) -10
    RHS label_order(g1,2,5,1,5) -10
    RHS label_order(g1,1,6,2,6) -10
    RHS label_order(g1,1,7,2,7) -10
    RHS label_order(g1,2,7,1,7) -10
    RHS label_order(g1,1,8,2,8) -10
    RHS label_order(g1,2,8,1,8) -10
    RHS label_order(g1,1,9,2,9) -10
    RHS label_order(g1,2,9,1,9) -10
    RHS label_order(g2,0,0,0,1) -2
    RHS label_order(g2,0,1,0,0) -2
    RHS label_order(g2,3,0,3,1) -2
    RHS label_order(g2,3,1,3,0) -2
    RHS label_order(g2,1,0,0,0) -2
    RHS label_order(g2,1,1,0,1) -2
    RHS label_order(g2,2,0,3,0) -2
    RHS label_order(g2,2,1,3,1) -2
    RHS label_order(g3,0,4,0,5) -14
    RHS label_order(g3,0,5,0,4) -14
    RHS label_order(g3,1,3,1,4) -14
    RHS label_order(g3,1,4,1,3) -14
    RHS label_order(g3,1,4,1,5) -14
    RHS label_order(g3,1,5,1,4) -14
    RHS label_order(g3,2,2,2,3) -14
    RHS label_order(g3,2,3,2,2) -14
    RHS label_order(g3,2,3,2,4) -14
    RHS label_order(g3,2,4,2,3) -14
    RHS label_order(g3,3,0,3,1) -14
    RHS label_order(g3,3,1,3,0) -14
    RHS label_order(g3,3,1,3,2) -14
    RHS label_order(g3,3,2,3,1) -14
    RHS label_order(g3,3,2,3,3) -14
    RHS label_order(g3,3,3,3,2) -14
    RHS label_order(g3,3,4,3,3) -14
    RHS label_order(g3,3,5,3,6) -14
    RHS label_order(g3,3,6,3,7) -14
    RHS label_order(g3,3,7,3,6) -14
    RHS label_order(g3,3,7,3,8) -14
    RHS label_order(g3,3,8,3,7) -14
    RHS label_order(g3,3,8,3,9) -14
    RHS label_order(g3,3,9,3,8) -14
    RHS label_order(g3,4,5,4,6) -14
    RHS label_order(g3,4,6,4,5) -14
    RHS label_order(g3,4,6,4,7) -14
    RHS label_order(g3,4,7,4,6) -14
    RHS label_order(g3,5,4,5,5) -14
    RHS label_order(g3,5,5,5,4) -14
    RHS label_order(g3,5,5,5,6) -14
    RHS label_order(g3,5,6,5,5) -14
    RHS label_order(g3,6,4,6,5) -14
    RHS label_order(g3,6,5,6,4) -14
    RHS label_order(g3,0,4,1,4) -14
    RHS label_order(g3,1,4,0,4) -14
    RHS label_order(g3,0,5,1,5) -14
    RHS label_order(g3,1,5,0,5) -14
    RHS label_order(g3,1,3,2,3) -14
    RHS label_order(g3,2,3,1,3) -14
    RHS label_order(g3,1,4,2,4) -14
    RHS label_order(g3,2,4,1,4) -14
    RHS label_order(g3,2,2,3,2) -14
    RHS label_order(g3,3,2,2,2) -14
    RHS label_order(g3,2,3,3,3) -14
    RHS label_order(g3,3,3,2,3) -14
    RHS label_order(g3,3,4,2,4) -14
    RHS label_order(g3,2,6,3,6) -14
    RHS label_order(g3,3,6,2,6) -14
    RHS label_order(g3,2,9,3,9) -14
    RHS label_order(g3,3,9,2,9) -14
    RHS label_order(g3,3,0,4,0) -14
    RHS label_order(g3,4,0,3,0) -14
    RHS label_order(g3,3,3,4,3) -14
    RHS label_order(g3,4,3,3,3) -14
    RHS label_order(g3,3,5,4,5) -14
    RHS label_order(g3,3,6,4,6) -14
    RHS label_order(g3,4,6,3,6) -14
    RHS label_order(g3,3,7,4,7) -14
    RHS label_order(g3,4,7,3,7) -14
    RHS label_order(g3,4,5,5,5) -14
    RHS label_order(g3,5,5,4,5) -14
    RHS label_order(g3,4,6,5,6) -14
    RHS label_order(g3,5,6,4,6) -14
    RHS label_order(g3,5,4,6,4) -14
    RHS label_order(g3,6,4,5,4) -14
    RHS label_order(g3,5,5,6,5) -14
    RHS label_order(g3,6,5,5,5) -14
    RHS label_order(g4,2,2,2,3) -5
    RHS label_order(g4,2,3,2,2) -5
    RHS label_order(g4,4,1,4,0) -5
    RHS label_order(g4,4,2,4,3) -5
    RHS label_order(g4,6,0,6,1) -5
    RHS label_order(g4,6,1,6,0) -5
    RHS label_order(g4,2,2,3,2) -5
    RHS label_order(g4,3,2,2,2) -5
    RHS label_order(g4,3,0,4,0) -5
    RHS label_order(g4,4,0,3,0) -5
    RHS label_order(g4,4,2,3,2) -5
    RHS label_order(g4,4,1,5,1) -5
    RHS label_order(g4,4,3,5,3) -5
    RHS label_order(g4,5,3,4,3) -5
    RHS label_order(g4,5,1,6,1) -5
    RHS label_order(g4,6,1,5,1) -5
    RHS label_order(g5,2,3,2,4) -6
    RHS label_order(g5,2,4,2,3) -6
    RHS label_order(g5,3,2,3,3) -6
    RHS label_order(g5,3,3,3,2) -6
    RHS label_order(g5,4,4,4,3) -6
    RHS label_order(g5,4,4,4,5) -6
    RHS label_order(g5,5,5,5,6) -6
    RHS label_order(g5,5,6,5,5) -6
    RHS label_order(g5,6,4,6,5) -6
    RHS label_order(g5,6,5,6,4) -6
    RHS label_order(g5,1,3,2,3) -6
    RHS label_order(g5,2,3,1,3) -6
    RHS label_order(g5,2,3,3,3) -6
    RHS label_order(g5,3,3,2,3) -6
    RHS label_order(g5,3,3,4,3) -6
    RHS label_order(g5,4,3,3,3) -6
    RHS label_order(g5,4,5,5,5) -6
    RHS label_order(g5,5,5,4,5) -6
    RHS label_order(g5,5,5,6,5) -6
    RHS label_order(g5,6,5,5,5) -6
    RHS label_order(g5,6,5,7,5) -6
    RHS label_order(g5,7,5,6,5) -6
    RHS label_order(g6,2,9,3,9) -2
    RHS label_order(g6,3,9,2,9) -2
    RHS label_order(g6,4,9,3,9) -2
    RHS label_order(g6,5,9,6,9) -2
    RHS label_order(g6,6,9,7,9) -2
    RHS label_order(g6,7,9,6,9) -2
    RHS label_order(g7,5,0,4,0) -1
    RHS label_order(g7,5,0,6,0) -1
    RHS label_order(g8,5,2,5,1) -2
    RHS label_order(g8,5,2,5,3) -2
    RHS label_order(g8,4,3,5,3) -2
    RHS label_order(g8,5,3,4,3) -2
    RHS label_order(g8,5,1,6,1) -2
    RHS label_order(g8,6,1,5,1) -2
    RHS label_order(g9,3,6,3,7) -6
    RHS label_order(g9,3,7,3,6) -6
    RHS label_order(g9,3,7,3,8) -6
    RHS label_order(g9,3,8,3,7) -6
    RHS label_order(g9,4,6,4,7) -6
    RHS label_order(g9,4,7,4,6) -6
    RHS label_order(g9,4,7,4,8) -6
    RHS label_order(g9,4,8,4,7) -6
    RHS label_order(g9,6,7,6,8) -6
    RHS label_order(g9,6,8,6,7) -6
    RHS label_order(g9,6,8,6,9) -6
    RHS label_order(g9,6,9,6,8) -6
    RHS label_order(g9,7,7,7,8) -6
    RHS label_order(g9,7,8,7,7) -6
    RHS label_order(g9,7,8,7,9) -6
    RHS label_order(g9,7,9,7,8) -6
    RHS label_order(g9,3,6,4,6) -6
    RHS label_order(g9,4,6,3,6) -6
    RHS label_order(g9,3,7,4,7) -6
    RHS label_order(g9,4,7,3,7) -6
    RHS label_order(g9,3,8,4,8) -6
    RHS label_order(g9,4,8,3,8) -6
    RHS label_order(g9,5,7,4,7) -6
    RHS label_order(g9,5,8,4,8) -6
    RHS label_order(g9,5,7,6,7) -6
    RHS label_order(g9,5,8,6,8) -6
    RHS label_order(g9,6,7,7,7) -6
    RHS label_order(g9,7,7,6,7) -6
    RHS label_order(g9,6,8,7,8) -6
    RHS label_order(g9,7,8,6,8) -6
    RHS label_order(g9,6,9,7,9) -6
    RHS label_order(g9,7,9,6,9) -6
    RHS label_order(g10,5,3,5,4) -6
    RHS label_order(g10,5,4,5,3) -6
    RHS label_order(g10,6,1,6,2) -6
    RHS label_order(g10,6,2,6,1) -6
    RHS label_order(g10,6,3,6,2) -6
    RHS label_order(g10,6,3,6,4) -6
    RHS label_order(g10,6,4,6,5) -6
    RHS label_order(g10,6,5,6,4) -6
    RHS label_order(g10,7,2,7,3) -6
    RHS label_order(g10,7,3,7,2) -6
    RHS label_order(g10,4,3,5,3) -6
    RHS label_order(g10,5,3,4,3) -6
    RHS label_order(g10,5,1,6,1) -6
    RHS label_order(g10,6,1,5,1) -6
    RHS label_order(g10,6,3,5,3) -6
    RHS label_order(g10,5,4,6,4) -6
    RHS label_order(g10,6,4,5,4) -6
    RHS label_order(g10,6,2,7,2) -6
    RHS label_order(g10,7,2,6,2) -6
    RHS label_order(g10,6,3,7,3) -6
    RHS label_order(g10,6,5,7,5) -6
    RHS label_order(g10,7,5,6,5) -6
    RHS label_order(g10,7,3,8,3) -6
    RHS label_order(g10,8,3,7,3) -6
    RHS label_order(g11,4,5,4,6) -6
    RHS label_order(g11,4,6,4,5) -6
    RHS label_order(g11,6,4,6,5) -6
    RHS label_order(g11,6,5,6,4) -6
    RHS label_order(g11,6,6,6,5) -6
    RHS label_order(g11,6,6,6,7) -6
    RHS label_order(g11,7,6,7,5) -6
    RHS label_order(g11,7,6,7,7) -6
    RHS label_order(g11,7,7,7,8) -6
    RHS label_order(g11,7,8,7,7) -6
    RHS label_order(g11,9,6,9,7) -6
    RHS label_order(g11,9,7,9,6) -6
    RHS label_order(g11,4,6,5,6) -6
    RHS label_order(g11,5,6,4,6) -6
    RHS label_order(g11,6,6,5,6) -6
    RHS label_order(g11,6,5,7,5) -6
    RHS label_order(g11,7,5,6,5) -6
    RHS label_order(g11,6,7,7,7) -6
    RHS label_order(g11,7,7,6,7) -6
    RHS label_order(g11,7,6,8,6) -6
    RHS label_order(g11,8,6,9,6) -6
    RHS label_order(g11,9,6,8,6) -6
    RHS label_order(g12,5,1,6,1) -2
    RHS label_order(g12,6,1,5,1) -2
    RHS label_order(g12,7,1,6,1) -2
    RHS label_order(g12,7,0,8,0) -2
    RHS label_order(g12,8,0,9,0) -2
    RHS label_order(g12,9,0,8,0) -2
    RHS label_order(g13,7,4,7,5) -1
    RHS label_order(g13,8,4,8,3) -1
    RHS label_order(g14,7,7,7,8) -2
    RHS label_order(g14,7,8,7,7) -2
    RHS label_order(g14,9,6,9,7) -2
    RHS label_order(g14,9,7,9,6) -2
    RHS label_order(g14,8,7,7,7) -2
    RHS label_order(g14,8,7,9,7) -2
    RHS label_order(g15,8,8,7,8) -1
    RHS label_order(g15,8,9,9,9) -1
    RHS label_order(g16,8,1,8,0) -2
    RHS label_order(g16,8,1,8,2) -2
    RHS label_order(g16,9,1,9,0) -2
    RHS label_order(g16,9,1,9,2) -2
    RHS label_order(g16,8,0,9,0) -2
    RHS label_order(g16,9,0,8,0) -2
    RHS label_order(g16,8,2,9,2) -2
    RHS label_order(g16,9,2,8,2) -2
    RHS label_order(g19,9,8,9,7) -1
    RHS label_order(g19,9,8,9,9) -1
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
 FX BND d(0,0,g0) 3
 LO BND d(0,1,g0) 2
 UP BND d(0,1,g0) 3
 LO BND d(0,2,g0) 1
 UP BND d(0,2,g0) 3
 LO BND d(2,2,g0) 1
 UP BND d(2,2,g0) 3
 LO BND d(2,3,g0) 2
 UP BND d(2,3,g0) 3
 FX BND d(2,4,g0) 3
 LO BND d(0,3,g1) 4
 UP BND d(0,3,g1) 10
 LO BND d(0,4,g1) 3
 UP BND d(0,4,g1) 10
 LO BND d(0,5,g1) 2
 UP BND d(0,5,g1) 10
 LO BND d(0,6,g1) 1
 UP BND d(0,6,g1) 10
 LO BND d(0,7,g1) 2
 UP BND d(0,7,g1) 10
 LO BND d(0,8,g1) 3
 UP BND d(0,8,g1) 10
 LO BND d(0,9,g1) 4
 UP BND d(0,9,g1) 10
 LO BND d(1,3,g1) 3
 UP BND d(1,3,g1) 10
 LO BND d(1,4,g1) 2
 UP BND d(1,4,g1) 10
 LO BND d(1,5,g1) 1
 UP BND d(1,5,g1) 10
 LO BND d(1,7,g1) 1
 UP BND d(1,7,g1) 10
 LO BND d(1,8,g1) 2
 UP BND d(1,8,g1) 10
 LO BND d(1,9,g1) 3
 UP BND d(1,9,g1) 10
 LO BND d(2,3,g1) 4
 UP BND d(2,3,g1) 10
 LO BND d(2,4,g1) 3
 UP BND d(2,4,g1) 10
 LO BND d(2,5,g1) 2
 UP BND d(2,5,g1) 10
 LO BND d(2,6,g1) 1
 UP BND d(2,6,g1) 10
 LO BND d(2,7,g1) 2
 UP BND d(2,7,g1) 10
 LO BND d(2,8,g1) 3
 UP BND d(2,8,g1) 10
 LO BND d(2,9,g1) 4
 UP BND d(2,9,g1) 10
 LO BND d(0,0,g2) 1
 UP BND d(0,0,g2) 2
 LO BND d(0,1,g2) 1
 UP BND d(0,1,g2) 2
 LO BND d(3,0,g2) 1
 UP BND d(3,0,g2) 2
 LO BND d(3,1,g2) 1
 UP BND d(3,1,g2) 2
 LO BND d(0,4,g3) 3
 UP BND d(0,4,g3) 14
 LO BND d(0,5,g3) 4
 UP BND d(0,5,g3) 14
 LO BND d(1,3,g3) 3
 UP BND d(1,3,g3) 14
 LO BND d(1,4,g3) 2
 UP BND d(1,4,g3) 14
 LO BND d(1,5,g3) 3
 UP BND d(1,5,g3) 14
 LO BND d(2,2,g3) 3
 UP BND d(2,2,g3) 14
 LO BND d(2,3,g3) 2
 UP BND d(2,3,g3) 14
 LO BND d(2,4,g3) 1
 UP BND d(2,4,g3) 14
 LO BND d(2,6,g3) 2
 UP BND d(2,6,g3) 14
 LO BND d(2,9,g3) 5
 UP BND d(2,9,g3) 14
 LO BND d(3,0,g3) 4
 UP BND d(3,0,g3) 14
 LO BND d(3,1,g3) 3
 UP BND d(3,1,g3) 14
 LO BND d(3,2,g3) 2
 UP BND d(3,2,g3) 14
 LO BND d(3,3,g3) 1
 UP BND d(3,3,g3) 14
 LO BND d(3,6,g3) 1
 UP BND d(3,6,g3) 14
 LO BND d(3,7,g3) 2
 UP BND d(3,7,g3) 14
 LO BND d(3,8,g3) 3
 UP BND d(3,8,g3) 14
 LO BND d(3,9,g3) 4
 UP BND d(3,9,g3) 14
 LO BND d(4,0,g3) 5
 UP BND d(4,0,g3) 14
 LO BND d(4,3,g3) 2
 UP BND d(4,3,g3) 14
 LO BND d(4,5,g3) 1
 UP BND d(4,5,g3) 14
 LO BND d(4,6,g3) 2
 UP BND d(4,6,g3) 14
 LO BND d(4,7,g3) 3
 UP BND d(4,7,g3) 14
 LO BND d(5,4,g3) 3
 UP BND d(5,4,g3) 14
 LO BND d(5,5,g3) 2
 UP BND d(5,5,g3) 14
 LO BND d(5,6,g3) 3
 UP BND d(5,6,g3) 14
 LO BND d(6,4,g3) 4
 UP BND d(6,4,g3) 14
 LO BND d(6,5,g3) 3
 UP BND d(6,5,g3) 14
 LO BND d(2,2,g4) 2
 UP BND d(2,2,g4) 5
 LO BND d(2,3,g4) 3
 UP BND d(2,3,g4) 5
 LO BND d(3,0,g4) 2
 UP BND d(3,0,g4) 5
 LO BND d(3,2,g4) 1
 UP BND d(3,2,g4) 5
 LO BND d(4,0,g4) 1
 UP BND d(4,0,g4) 5
 LO BND d(4,3,g4) 1
 UP BND d(4,3,g4) 5
 LO BND d(5,1,g4) 1
 UP BND d(5,1,g4) 5
 LO BND d(5,3,g4) 2
 UP BND d(5,3,g4) 5
 LO BND d(6,0,g4) 3
 UP BND d(6,0,g4) 5
 LO BND d(6,1,g4) 2
 UP BND d(6,1,g4) 5
 LO BND d(1,3,g5) 4
 UP BND d(1,3,g5) 6
 LO BND d(2,3,g5) 3
 UP BND d(2,3,g5) 6
 LO BND d(2,4,g5) 4
 UP BND d(2,4,g5) 6
 LO BND d(3,2,g5) 3
 UP BND d(3,2,g5) 6
 LO BND d(3,3,g5) 2
 UP BND d(3,3,g5) 6
 LO BND d(4,3,g5) 1
 UP BND d(4,3,g5) 6
 LO BND d(4,5,g5) 1
 UP BND d(4,5,g5) 6
 LO BND d(5,5,g5) 2
 UP BND d(5,5,g5) 6
 LO BND d(5,6,g5) 3
 UP BND d(5,6,g5) 6
 LO BND d(6,4,g5) 4
 UP BND d(6,4,g5) 6
 LO BND d(6,5,g5) 3
 UP BND d(6,5,g5) 6
 LO BND d(7,5,g5) 4
 UP BND d(7,5,g5) 6
 FX BND d(2,9,g6) 2
 LO BND d(3,9,g6) 1
 UP BND d(3,9,g6) 2
 LO BND d(6,9,g6) 1
 UP BND d(6,9,g6) 2
 FX BND d(7,9,g6) 2
 FX BND d(4,0,g7) 1
 FX BND d(6,0,g7) 1
 FX BND d(4,3,g8) 2
 LO BND d(5,1,g8) 1
 UP BND d(5,1,g8) 2
 LO BND d(5,3,g8) 1
 UP BND d(5,3,g8) 2
 FX BND d(6,1,g8) 2
 LO BND d(3,6,g9) 3
 UP BND d(3,6,g9) 6
 LO BND d(3,7,g9) 2
 UP BND d(3,7,g9) 6
 LO BND d(3,8,g9) 2
 UP BND d(3,8,g9) 6
 LO BND d(4,6,g9) 2
 UP BND d(4,6,g9) 6
 LO BND d(4,7,g9) 1
 UP BND d(4,7,g9) 6
 LO BND d(4,8,g9) 1
 UP BND d(4,8,g9) 6
 LO BND d(6,7,g9) 1
 UP BND d(6,7,g9) 6
 LO BND d(6,8,g9) 1
 UP BND d(6,8,g9) 6
 LO BND d(6,9,g9) 2
 UP BND d(6,9,g9) 6
 LO BND d(7,7,g9) 2
 UP BND d(7,7,g9) 6
 LO BND d(7,8,g9) 2
 UP BND d(7,8,g9) 6
 LO BND d(7,9,g9) 3
 UP BND d(7,9,g9) 6
 LO BND d(4,3,g10) 2
 UP BND d(4,3,g10) 6
 LO BND d(5,1,g10) 3
 UP BND d(5,1,g10) 6
 LO BND d(5,3,g10) 1
 UP BND d(5,3,g10) 6
 LO BND d(5,4,g10) 2
 UP BND d(5,4,g10) 6
 LO BND d(6,1,g10) 2
 UP BND d(6,1,g10) 6
 LO BND d(6,2,g10) 1
 UP BND d(6,2,g10) 6
 LO BND d(6,4,g10) 1
 UP BND d(6,4,g10) 6
 LO BND d(6,5,g10) 2
 UP BND d(6,5,g10) 6
 LO BND d(7,2,g10) 2
 UP BND d(7,2,g10) 6
 LO BND d(7,3,g10) 1
 UP BND d(7,3,g10) 6
 LO BND d(7,5,g10) 3
 UP BND d(7,5,g10) 6
 LO BND d(8,3,g10) 2
 UP BND d(8,3,g10) 6
 LO BND d(4,5,g11) 3
 UP BND d(4,5,g11) 6
 LO BND d(4,6,g11) 2
 UP BND d(4,6,g11) 6
 LO BND d(5,6,g11) 1
 UP BND d(5,6,g11) 6
 LO BND d(6,4,g11) 2
 UP BND d(6,4,g11) 6
 LO BND d(6,5,g11) 1
 UP BND d(6,5,g11) 6
 LO BND d(6,7,g11) 1
 UP BND d(6,7,g11) 6
 LO BND d(7,5,g11) 1
 UP BND d(7,5,g11) 6
 LO BND d(7,7,g11) 1
 UP BND d(7,7,g11) 6
 LO BND d(7,8,g11) 2
 UP BND d(7,8,g11) 6
 LO BND d(8,6,g11) 1
 UP BND d(8,6,g11) 6
 LO BND d(9,6,g11) 2
 UP BND d(9,6,g11) 6
 LO BND d(9,7,g11) 3
 UP BND d(9,7,g11) 6
 FX BND d(5,1,g12) 2
 LO BND d(6,1,g12) 1
 UP BND d(6,1,g12) 2
 LO BND d(8,0,g12) 1
 UP BND d(8,0,g12) 2
 FX BND d(9,0,g12) 2
 FX BND d(7,5,g13) 1
 FX BND d(8,3,g13) 1
 LO BND d(7,7,g14) 1
 UP BND d(7,7,g14) 2
 FX BND d(7,8,g14) 2
 FX BND d(9,6,g14) 2
 LO BND d(9,7,g14) 1
 UP BND d(9,7,g14) 2
 FX BND d(7,8,g15) 1
 FX BND d(9,9,g15) 1
 LO BND d(8,0,g16) 1
 UP BND d(8,0,g16) 2
 LO BND d(8,2,g16) 1
 UP BND d(8,2,g16) 2
 LO BND d(9,0,g16) 1
 UP BND d(9,0,g16) 2
 LO BND d(9,2,g16) 1
 UP BND d(9,2,g16) 2
 FX BND d(9,7,g19) 1
 FX BND d(9,9,g19) 1
 LO BND p(g0,0,0,0,1) 0
 UP BND p(g0,0,0,0,1) 1
 LO BND p(g0,0,1,0,0) 0
 UP BND p(g0,0,1,0,0) 1
 LO BND p(g0,0,1,0,2) 0
 UP BND p(g0,0,1,0,2) 1
 LO BND p(g0,0,2,0,1) 0
 UP BND p(g0,0,2,0,1) 1
 LO BND p(g0,2,2,2,3) 0
 UP BND p(g0,2,2,2,3) 1
 LO BND p(g0,2,3,2,2) 0
 UP BND p(g0,2,3,2,2) 1
 LO BND p(g0,2,3,2,4) 0
 UP BND p(g0,2,3,2,4) 1
 LO BND p(g0,2,4,2,3) 0
 UP BND p(g0,2,4,2,3) 1
 LO BND p(g0,1,2,0,2) 0
 UP BND p(g0,1,2,0,2) 1
 LO BND p(g0,1,2,2,2) 0
 UP BND p(g0,1,2,2,2) 1
 LO BND p(g1,0,3,0,4) 0
 UP BND p(g1,0,3,0,4) 1
 LO BND p(g1,0,4,0,3) 0
 UP BND p(g1,0,4,0,3) 1
 LO BND p(g1,0,4,0,5) 0
 UP BND p(g1,0,4,0,5) 1
 LO BND p(g1,0,5,0,4) 0
 UP BND p(g1,0,5,0,4) 1
 LO BND p(g1,0,5,0,6) 0
 UP BND p(g1,0,5,0,6) 1
 LO BND p(g1,0,6,0,5) 0
 UP BND p(g1,0,6,0,5) 1
 LO BND p(g1,0,6,0,7) 0
 UP BND p(g1,0,6,0,7) 1
 LO BND p(g1,0,7,0,6) 0
 UP BND p(g1,0,7,0,6) 1
 LO BND p(g1,0,7,0,8) 0
 UP BND p(g1,0,7,0,8) 1
 LO BND p(g1,0,8,0,7) 0
 UP BND p(g1,0,8,0,7) 1
 LO BND p(g1,0,8,0,9) 0
 UP BND p(g1,0,8,0,9) 1
 LO BND p(g1,0,9,0,8) 0
 UP BND p(g1,0,9,0,8) 1
 LO BND p(g1,1,3,1,4) 0
 UP BND p(g1,1,3,1,4) 1
 LO BND p(g1,1,4,1,3) 0
 UP BND p(g1,1,4,1,3) 1
 LO BND p(g1,1,4,1,5) 0
 UP BND p(g1,1,4,1,5) 1
 LO BND p(g1,1,5,1,4) 0
 UP BND p(g1,1,5,1,4) 1
 LO BND p(g1,1,6,1,5) 0
 UP BND p(g1,1,6,1,5) 1
 LO BND p(g1,1,6,1,7) 0
 UP BND p(g1,1,6,1,7) 1
 LO BND p(g1,1,7,1,8) 0
 UP BND p(g1,1,7,1,8) 1
 LO BND p(g1,1,8,1,7) 0
 UP BND p(g1,1,8,1,7) 1
 LO BND p(g1,1,8,1,9) 0
 UP BND p(g1,1,8,1,9) 1
 LO BND p(g1,1,9,1,8) 0
 UP BND p(g1,1,9,1,8) 1
 LO BND p(g1,2,3,2,4) 0
 UP BND p(g1,2,3,2,4) 1
 LO BND p(g1,2,4,2,3) 0
 UP BND p(g1,2,4,2,3) 1
 LO BND p(g1,2,4,2,5) 0
 UP BND p(g1,2,4,2,5) 1
 LO BND p(g1,2,5,2,4) 0
 UP BND p(g1,2,5,2,4) 1
 LO BND p(g1,2,5,2,6) 0
 UP BND p(g1,2,5,2,6) 1
 LO BND p(g1,2,6,2,5) 0
 UP BND p(g1,2,6,2,5) 1
 LO BND p(g1,2,6,2,7) 0
 UP BND p(g1,2,6,2,7) 1
 LO BND p(g1,2,7,2,6) 0
 UP BND p(g1,2,7,2,6) 1
 LO BND p(g1,2,7,2,8) 0
 UP BND p(g1,2,7,2,8) 1
 LO BND p(g1,2,8,2,7) 0
 UP BND p(g1,2,8,2,7) 1
 LO BND p(g1,2,8,2,9) 0
 UP BND p(g1,2,8,2,9) 1
 LO BND p(g1,2,9,2,8) 0
 UP BND p(g1,2,9,2,8) 1
 LO BND p(g1,0,3,1,3) 0
 UP BND p(g1,0,3,1,3) 1
 LO BND p(g1,1,3,0,3) 0
 UP BND p(g1,1,3,0,3) 1
 LO BND p(g1,0,4,1,4) 0
 UP BND p(g1,0,4,1,4) 1
 LO BND p(g1,1,4,0,4) 0
 UP BND p(g1,1,4,0,4) 1
 LO BND p(g1,0,5,1,5) 0
 UP BND p(g1,0,5,1,5) 1
 LO BND p(g1,1,5,0,5) 0
 UP BND p(g1,1,5,0,5) 1
 LO BND p(g1,1,6,0,6) 0
 UP BND p(g1,1,6,0,6) 1
 LO BND p(g1,0,7,1,7) 0
 UP BND p(g1,0,7,1,7) 1
 LO BND p(g1,1,7,0,7) 0
 UP BND p(g1,1,7,0,7) 1
 LO BND p(g1,0,8,1,8) 0
 UP BND p(g1,0,8,1,8) 1
 LO BND p(g1,1,8,0,8) 0
 UP BND p(g1,1,8,0,8) 1
 LO BND p(g1,0,9,1,9) 0
 UP BND p(g1,0,9,1,9) 1
 LO BND p(g1,1,9,0,9) 0
 UP BND p(g1,1,9,0,9) 1
 LO BND p(g1,1,3,2,3) 0
 UP BND p(g1,1,3,2,3) 1
 LO BND p(g1,2,3,1,3) 0
 UP BND p(g1,2,3,1,3) 1
 LO BND p(g1,1,4,2,4) 0
 UP BND p(g1,1,4,2,4) 1
 LO BND p(g1,2,4,1,4) 0
 UP BND p(g1,2,4,1,4) 1
 LO BND p(g1,1,5,2,5) 0
 UP BND p(g1,1,5,2,5) 1
 LO BND p(g1,2,5,1,5) 0
 UP BND p(g1,2,5,1,5) 1
 LO BND p(g1,1,6,2,6) 0
 UP BND p(g1,1,6,2,6) 1
 LO BND p(g1,1,7,2,7) 0
 UP BND p(g1,1,7,2,7) 1
 LO BND p(g1,2,7,1,7) 0
 UP BND p(g1,2,7,1,7) 1
 LO BND p(g1,1,8,2,8) 0
 UP BND p(g1,1,8,2,8) 1
 LO BND p(g1,2,8,1,8) 0
 UP BND p(g1,2,8,1,8) 1
 LO BND p(g1,1,9,2,9) 0
 UP BND p(g1,1,9,2,9) 1
 LO BND p(g1,2,9,1,9) 0
 UP BND p(g1,2,9,1,9) 1
 LO BND p(g2,0,0,0,1) 0
 UP BND p(g2,0,0,0,1) 1
 LO BND p(g2,0,1,0,0) 0
 UP BND p(g2,0,1,0,0) 1
 LO BND p(g2,3,0,3,1) 0
 UP BND p(g2,3,0,3,1) 1
 LO BND p(g2,3,1,3,0) 0
 UP BND p(g2,3,1,3,0) 1
 LO BND p(g2,1,0,0,0) 0
 UP BND p(g2,1,0,0,0) 1
 LO BND p(g2,1,1,0,1) 0
 UP BND p(g2,1,1,0,1) 1
 LO BND p(g2,2,0,3,0) 0
 UP BND p(g2,2,0,3,0) 1
 LO BND p(g2,2,1,3,1) 0
 UP BND p(g2,2,1,3,1) 1
 LO BND p(g3,0,4,0,5) 0
 UP BND p(g3,0,4,0,5) 1
 LO BND p(g3,0,5,0,4) 0
 UP BND p(g3,0,5,0,4) 1
 LO BND p(g3,1,3,1,4) 0
 UP BND p(g3,1,3,1,4) 1
 LO BND p(g3,1,4,1,3) 0
 UP BND p(g3,1,4,1,3) 1
 LO BND p(g3,1,4,1,5) 0
 UP BND p(g3,1,4,1,5) 1
 LO BND p(g3,1,5,1,4) 0
 UP BND p(g3,1,5,1,4) 1
 LO BND p(g3,2,2,2,3) 0
 UP BND p(g3,2,2,2,3) 1
 LO BND p(g3,2,3,2,2) 0
 UP BND p(g3,2,3,2,2) 1
 LO BND p(g3,2,3,2,4) 0
 UP BND p(g3,2,3,2,4) 1
 LO BND p(g3,2,4,2,3) 0
 UP BND p(g3,2,4,2,3) 1
 LO BND p(g3,3,0,3,1) 0
 UP BND p(g3,3,0,3,1) 1
 LO BND p(g3,3,1,3,0) 0
 UP BND p(g3,3,1,3,0) 1
 LO BND p(g3,3,1,3,2) 0
 UP BND p(g3,3,1,3,2) 1
 LO BND p(g3,3,2,3,1) 0
 UP BND p(g3,3,2,3,1) 1
 LO BND p(g3,3,2,3,3) 0
 UP BND p(g3,3,2,3,3) 1
 LO BND p(g3,3,3,3,2) 0
 UP BND p(g3,3,3,3,2) 1
 LO BND p(g3,3,4,3,3) 0
 UP BND p(g3,3,4,3,3) 1
 LO BND p(g3,3,5,3,6) 0
 UP BND p(g3,3,5,3,6) 1
 LO BND p(g3,3,6,3,7) 0
 UP BND p(g3,3,6,3,7) 1
 LO BND p(g3,3,7,3,6) 0
 UP BND p(g3,3,7,3,6) 1
 LO BND p(g3,3,7,3,8) 0
 UP BND p(g3,3,7,3,8) 1
 LO BND p(g3,3,8,3,7) 0
 UP BND p(g3,3,8,3,7) 1
 LO BND p(g3,3,8,3,9) 0
 UP BND p(g3,3,8,3,9) 1
 LO BND p(g3,3,9,3,8) 0
 UP BND p(g3,3,9,3,8) 1
 LO BND p(g3,4,5,4,6) 0
 UP BND p(g3,4,5,4,6) 1
 LO BND p(g3,4,6,4,5) 0
 UP BND p(g3,4,6,4,5) 1
 LO BND p(g3,4,6,4,7) 0
 UP BND p(g3,4,6,4,7) 1
 LO BND p(g3,4,7,4,6) 0
 UP BND p(g3,4,7,4,6) 1
 LO BND p(g3,5,4,5,5) 0
 UP BND p(g3,5,4,5,5) 1
 LO BND p(g3,5,5,5,4) 0
 UP BND p(g3,5,5,5,4) 1
 LO BND p(g3,5,5,5,6) 0
 UP BND p(g3,5,5,5,6) 1
 LO BND p(g3,5,6,5,5) 0
 UP BND p(g3,5,6,5,5) 1
 LO BND p(g3,6,4,6,5) 0
 UP BND p(g3,6,4,6,5) 1
 LO BND p(g3,6,5,6,4) 0
 UP BND p(g3,6,5,6,4) 1
 LO BND p(g3,0,4,1,4) 0
 UP BND p(g3,0,4,1,4) 1
 LO BND p(g3,1,4,0,4) 0
 UP BND p(g3,1,4,0,4) 1
 LO BND p(g3,0,5,1,5) 0
 UP BND p(g3,0,5,1,5) 1
 LO BND p(g3,1,5,0,5) 0
 UP BND p(g3,1,5,0,5) 1
 LO BND p(g3,1,3,2,3) 0
 UP BND p(g3,1,3,2,3) 1
 LO BND p(g3,2,3,1,3) 0
 UP BND p(g3,2,3,1,3) 1
 LO BND p(g3,1,4,2,4) 0
 UP BND p(g3,1,4,2,4) 1
 LO BND p(g3,2,4,1,4) 0
 UP BND p(g3,2,4,1,4) 1
 LO BND p(g3,2,2,3,2) 0
 UP BND p(g3,2,2,3,2) 1
 LO BND p(g3,3,2,2,2) 0
 UP BND p(g3,3,2,2,2) 1
 LO BND p(g3,2,3,3,3) 0
 UP BND p(g3,2,3,3,3) 1
 LO BND p(g3,3,3,2,3) 0
 UP BND p(g3,3,3,2,3) 1
 LO BND p(g3,3,4,2,4) 0
 UP BND p(g3,3,4,2,4) 1
 LO BND p(g3,2,6,3,6) 0
 UP BND p(g3,2,6,3,6) 1
 LO BND p(g3,3,6,2,6) 0
 UP BND p(g3,3,6,2,6) 1
 LO BND p(g3,2,9,3,9) 0
 UP BND p(g3,2,9,3,9) 1
 LO BND p(g3,3,9,2,9) 0
 UP BND p(g3,3,9,2,9) 1
 LO BND p(g3,3,0,4,0) 0
 UP BND p(g3,3,0,4,0) 1
 LO BND p(g3,4,0,3,0) 0
 UP BND p(g3,4,0,3,0) 1
 LO BND p(g3,3,3,4,3) 0
 UP BND p(g3,3,3,4,3) 1
 LO BND p(g3,4,3,3,3) 0
 UP BND p(g3,4,3,3,3) 1
 LO BND p(g3,3,5,4,5) 0
 UP BND p(g3,3,5,4,5) 1
 LO BND p(g3,3,6,4,6) 0
 UP BND p(g3,3,6,4,6) 1
 LO BND p(g3,4,6,3,6) 0
 UP BND p(g3,4,6,3,6) 1
 LO BND p(g3,3,7,4,7) 0
 UP BND p(g3,3,7,4,7) 1
 LO BND p(g3,4,7,3,7) 0
 UP BND p(g3,4,7,3,7) 1
 LO BND p(g3,4,5,5,5) 0
 UP BND p(g3,4,5,5,5) 1
 LO BND p(g3,5,5,4,5) 0
 UP BND p(g3,5,5,4,5) 1
 LO BND p(g3,4,6,5,6) 0
 UP BND p(g3,4,6,5,6) 1
 LO BND p(g3,5,6,4,6) 0
 UP BND p(g3,5,6,4,6) 1
 LO BND p(g3,5,4,6,4) 0
 UP BND p(g3,5,4,6,4) 1
 LO BND p(g3,6,4,5,4) 0
 UP BND p(g3,6,4,5,4) 1
 LO BND p(g3,5,5,6,5) 0
 UP BND p(g3,5,5,6,5) 1
 LO BND p(g3,6,5,5,5) 0
 UP BND p(g3,6,5,5,5) 1
 LO BND p(g4,2,2,2,3) 0
 UP BND p(g4,2,2,2,3) 1
 LO BND p(g4,2,3,2,2) 0
 UP BND p(g4,2,3,2,2) 1
 LO BND p(g4,4,1,4,0) 0
 UP BND p(g4,4,1,4,0) 1
 LO BND p(g4,4,2,4,3) 0
 UP BND p(g4,4,2,4,3) 1
 LO BND p(g4,6,0,6,1) 0
 UP BND p(g4,6,0,6,1) 1
 LO BND p(g4,6,1,6,0) 0
 UP BND p(g4,6,1,6,0) 1
 LO BND p(g4,2,2,3,2) 0
 UP BND p(g4,2,2,3,2) 1
 LO BND p(g4,3,2,2,2) 0
 UP BND p(g4,3,2,2,2) 1
 LO BND p(g4,3,0,4,0) 0
 UP BND p(g4,3,0,4,0) 1
 LO BND p(g4,4,0,3,0) 0
 UP BND p(g4,4,0,3,0) 1
 LO BND p(g4,4,2,3,2) 0
 UP BND p(g4,4,2,3,2) 1
 LO BND p(g4,4,1,5,1) 0
 UP BND p(g4,4,1,5,1) 1
 LO BND p(g4,4,3,5,3) 0
 UP BND p(g4,4,3,5,3) 1
 LO BND p(g4,5,3,4,3) 0
 UP BND p(g4,5,3,4,3) 1
 LO BND p(g4,5,1,6,1) 0
 UP BND p(g4,5,1,6,1) 1
 LO BND p(g4,6,1,5,1) 0
 UP BND p(g4,6,1,5,1) 1
 LO BND p(g5,2,3,2,4) 0
 UP BND p(g5,2,3,2,4) 1
 LO BND p(g5,2,4,2,3) 0
 UP BND p(g5,2,4,2,3) 1
 LO BND p(g5,3,2,3,3) 0
 UP BND p(g5,3,2,3,3) 1
 LO BND p(g5,3,3,3,2) 0
 UP BND p(g5,3,3,3,2) 1
 LO BND p(g5,4,4,4,3) 0
 UP BND p(g5,4,4,4,3) 1
 LO BND p(g5,4,4,4,5) 0
 UP BND p(g5,4,4,4,5) 1
 LO BND p(g5,5,5,5,6) 0
 UP BND p(g5,5,5,5,6) 1
 LO BND p(g5,5,6,5,5) 0
 UP BND p(g5,5,6,5,5) 1
 LO BND p(g5,6,4,6,5) 0
 UP BND p(g5,6,4,6,5) 1
 LO BND p(g5,6,5,6,4) 0
 UP BND p(g5,6,5,6,4) 1
 LO BND p(g5,1,3,2,3) 0
 UP BND p(g5,1,3,2,3) 1
 LO BND p(g5,2,3,1,3) 0
 UP BND p(g5,2,3,1,3) 1
 LO BND p(g5,2,3,3,3) 0
 UP BND p(g5,2,3,3,3) 1
 LO BND p(g5,3,3,2,3) 0
 UP BND p(g5,3,3,2,3) 1
 LO BND p(g5,3,3,4,3) 0
 UP BND p(g5,3,3,4,3) 1
 LO BND p(g5,4,3,3,3) 0
 UP BND p(g5,4,3,3,3) 1
 LO BND p(g5,4,5,5,5) 0
 UP BND p(g5,4,5,5,5) 1
 LO BND p(g5,5,5,4,5) 0
 UP BND p(g5,5,5,4,5) 1
 LO BND p(g5,5,5,6,5) 0
 UP BND p(g5,5,5,6,5) 1
 LO BND p(g5,6,5,5,5) 0
 UP BND p(g5,6,5,5,5) 1
 LO BND p(g5,6,5,7,5) 0
 UP BND p(g5,6,5,7,5) 1
 LO BND p(g5,7,5,6,5) 0
 UP BND p(g5,7,5,6,5) 1
 LO BND p(g6,2,9,3,9) 0
 UP BND p(g6,2,9,3,9) 1
 LO BND p(g6,3,9,2,9) 0
 UP BND p(g6,3,9,2,9) 1
 LO BND p(g6,4,9,3,9) 0
 UP BND p(g6,4,9,3,9) 1
 LO BND p(g6,5,9,6,9) 0
 UP BND p(g6,5,9,6,9) 1
 LO BND p(g6,6,9,7,9) 0
 UP BND p(g6,6,9,7,9) 1
 LO BND p(g6,7,9,6,9) 0
 UP BND p(g6,7,9,6,9) 1
 LO BND p(g7,5,0,4,0) 0
 UP BND p(g7,5,0,4,0) 1
 LO BND p(g7,5,0,6,0) 0
 UP BND p(g7,5,0,6,0) 1
 LO BND p(g8,5,2,5,1) 0
 UP BND p(g8,5,2,5,1) 1
 LO BND p(g8,5,2,5,3) 0
 UP BND p(g8,5,2,5,3) 1
 LO BND p(g8,4,3,5,3) 0
 UP BND p(g8,4,3,5,3) 1
 LO BND p(g8,5,3,4,3) 0
 UP BND p(g8,5,3,4,3) 1
 LO BND p(g8,5,1,6,1) 0
 UP BND p(g8,5,1,6,1) 1
 LO BND p(g8,6,1,5,1) 0
 UP BND p(g8,6,1,5,1) 1
 LO BND p(g9,3,6,3,7) 0
 UP BND p(g9,3,6,3,7) 1
 LO BND p(g9,3,7,3,6) 0
 UP BND p(g9,3,7,3,6) 1
 LO BND p(g9,3,7,3,8) 0
 UP BND p(g9,3,7,3,8) 1
 LO BND p(g9,3,8,3,7) 0
 UP BND p(g9,3,8,3,7) 1
 LO BND p(g9,4,6,4,7) 0
 UP BND p(g9,4,6,4,7) 1
 LO BND p(g9,4,7,4,6) 0
 UP BND p(g9,4,7,4,6) 1
 LO BND p(g9,4,7,4,8) 0
 UP BND p(g9,4,7,4,8) 1
 LO BND p(g9,4,8,4,7) 0
 UP BND p(g9,4,8,4,7) 1
 LO BND p(g9,6,7,6,8) 0
 UP BND p(g9,6,7,6,8) 1
 LO BND p(g9,6,8,6,7) 0
 UP BND p(g9,6,8,6,7) 1
 LO BND p(g9,6,8,6,9) 0
 UP BND p(g9,6,8,6,9) 1
 LO BND p(g9,6,9,6,8) 0
 UP BND p(g9,6,9,6,8) 1
 LO BND p(g9,7,7,7,8) 0
 UP BND p(g9,7,7,7,8) 1
 LO BND p(g9,7,8,7,7) 0
 UP BND p(g9,7,8,7,7) 1
 LO BND p(g9,7,8,7,9) 0
 UP BND p(g9,7,8,7,9) 1
 LO BND p(g9,7,9,7,8) 0
 UP BND p(g9,7,9,7,8) 1
 LO BND p(g9,3,6,4,6) 0
 UP BND p(g9,3,6,4,6) 1
 LO BND p(g9,4,6,3,6) 0
 UP BND p(g9,4,6,3,6) 1
 LO BND p(g9,3,7,4,7) 0
 UP BND p(g9,3,7,4,7) 1
 LO BND p(g9,4,7,3,7) 0
 UP BND p(g9,4,7,3,7) 1
 LO BND p(g9,3,8,4,8) 0
 UP BND p(g9,3,8,4,8) 1
 LO BND p(g9,4,8,3,8) 0
 UP BND p(g9,4,8,3,8) 1
 LO BND p(g9,5,7,4,7) 0
 UP BND p(g9,5,7,4,7) 1
 LO BND p(g9,5,8,4,8) 0
 UP BND p(g9,5,8,4,8) 1
 LO BND p(g9,5,7,6,7) 0
 UP BND p(g9,5,7,6,7) 1
 LO BND p(g9,5,8,6,8) 0
 UP BND p(g9,5,8,6,8) 1
 LO BND p(g9,6,7,7,7) 0
 UP BND p(g9,6,7,7,7) 1
 LO BND p(g9,7,7,6,7) 0
 UP BND p(g9,7,7,6,7) 1
 LO BND p(g9,6,8,7,8) 0
 UP BND p(g9,6,8,7,8) 1
 LO BND p(g9,7,8,6,8) 0
 UP BND p(g9,7,8,6,8) 1
 LO BND p(g9,6,9,7,9) 0
 UP BND p(g9,6,9,7,9) 1
 LO BND p(g9,7,9,6,9) 0
 UP BND p(g9,7,9,6,9) 1
 LO BND p(g10,5,3,5,4) 0
 UP BND p(g10,5,3,5,4) 1
 LO BND p(g10,5,4,5,3) 0
 UP BND p(g10,5,4,5,3) 1
 LO BND p(g10,6,1,6,2) 0
 UP BND p(g10,6,1,6,2) 1
 LO BND p(g10,6,2,6,1) 0
 UP BND p(g10,6,2,6,1) 1
 LO BND p(g10,6,3,6,2) 0
 UP BND p(g10,6,3,6,2) 1
 LO BND p(g10,6,3,6,4) 0
 UP BND p(g10,6,3,6,4) 1
 LO BND p(g10,6,4,6,5) 0
 UP BND p(g10,6,4,6,5) 1
 LO BND p(g10,6,5,6,4) 0
 UP BND p(g10,6,5,6,4) 1
 LO BND p(g10,7,2,7,3) 0
 UP BND p(g10,7,2,7,3) 1
 LO BND p(g10,7,3,7,2) 0
 UP BND p(g10,7,3,7,2) 1
 LO BND p(g10,4,3,5,3) 0
 UP BND p(g10,4,3,5,3) 1
 LO BND p(g10,5,3,4,3) 0
 UP BND p(g10,5,3,4,3) 1
 LO BND p(g10,5,1,6,1) 0
 UP BND p(g10,5,1,6,1) 1
 LO BND p(g10,6,1,5,1) 0
 UP BND p(g10,6,1,5,1) 1
 LO BND p(g10,6,3,5,3) 0
 UP BND p(g10,6,3,5,3) 1
 LO BND p(g10,5,4,6,4) 0
 UP BND p(g10,5,4,6,4) 1
 LO BND p(g10,6,4,5,4) 0
 UP BND p(g10,6,4,5,4) 1
 LO BND p(g10,6,2,7,2) 0
 UP BND p(g10,6,2,7,2) 1
 LO BND p(g10,7,2,6,2) 0
 UP BND p(g10,7,2,6,2) 1
 LO BND p(g10,6,3,7,3) 0
 UP BND p(g10,6,3,7,3) 1
 LO BND p(g10,6,5,7,5) 0
 UP BND p(g10,6,5,7,5) 1
 LO BND p(g10,7,5,6,5) 0
 UP BND p(g10,7,5,6,5) 1
 LO BND p(g10,7,3,8,3) 0
 UP BND p(g10,7,3,8,3) 1
 LO BND p(g10,8,3,7,3) 0
 UP BND p(g10,8,3,7,3) 1
 LO BND p(g11,4,5,4,6) 0
 UP BND p(g11,4,5,4,6) 1
 LO BND p(g11,4,6,4,5) 0
 UP BND p(g11,4,6,4,5) 1
 LO BND p(g11,6,4,6,5) 0
 UP BND p(g11,6,4,6,5) 1
 LO BND p(g11,6,5,6,4) 0
 UP BND p(g11,6,5,6,4) 1
 LO BND p(g11,6,6,6,5) 0
 UP BND p(g11,6,6,6,5) 1
 LO BND p(g11,6,6,6,7) 0
 UP BND p(g11,6,6,6,7) 1
 LO BND p(g11,7,6,7,5) 0
 UP BND p(g11,7,6,7,5) 1
 LO BND p(g11,7,6,7,7) 0
 UP BND p(g11,7,6,7,7) 1
 LO BND p(g11,7,7,7,8) 0
 UP BND p(g11,7,7,7,8) 1
 LO BND p(g11,7,8,7,7) 0
 UP BND p(g11,7,8,7,7) 1
 LO BND p(g11,9,6,9,7) 0
 UP BND p(g11,9,6,9,7) 1
 LO BND p(g11,9,7,9,6) 0
 UP BND p(g11,9,7,9,6) 1
 LO BND p(g11,4,6,5,6) 0
 UP BND p(g11,4,6,5,6) 1
 LO BND p(g11,5,6,4,6) 0
 UP BND p(g11,5,6,4,6) 1
 LO BND p(g11,6,6,5,6) 0
 UP BND p(g11,6,6,5,6) 1
 LO BND p(g11,6,5,7,5) 0
 UP BND p(g11,6,5,7,5) 1
 LO BND p(g11,7,5,6,5) 0
 UP BND p(g11,7,5,6,5) 1
 LO BND p(g11,6,7,7,7) 0
 UP BND p(g11,6,7,7,7) 1
 LO BND p(g11,7,7,6,7) 0
 UP BND p(g11,7,7,6,7) 1
 LO BND p(g11,7,6,8,6) 0
 UP BND p(g11,7,6,8,6) 1
 LO BND p(g11,8,6,9,6) 0
 UP BND p(g11,8,6,9,6) 1
 LO BND p(g11,9,6,8,6) 0
 UP BND p(g11,9,6,8,6) 1
 LO BND p(g12,5,1,6,1) 0
 UP BND p(g12,5,1,6,1) 1
 LO BND p(g12,6,1,5,1) 0
 UP BND p(g12,6,1,5,1) 1
 LO BND p(g12,7,1,6,1) 0
 UP BND p(g12,7,1,6,1) 1
 LO BND p(g12,7,0,8,0) 0
 UP BND p(g12,7,0,8,0) 1
 LO BND p(g12,8,0,9,0) 0
 UP BND p(g12,8,0,9,0) 1
 LO BND p(g12,9,0,8,0) 0
 UP BND p(g12,9,0,8,0) 1
 LO BND p(g13,7,4,7,5) 0
 UP BND p(g13,7,4,7,5) 1
 LO BND p(g13,8,4,8,3) 0
 UP BND p(g13,8,4,8,3) 1
 LO BND p(g14,7,7,7,8) 0
 UP BND p(g14,7,7,7,8) 1
 LO BND p(g14,7,8,7,7) 0
 UP BND p(g14,7,8,7,7) 1
 LO BND p(g14,9,6,9,7) 0
 UP BND p(g14,9,6,9,7) 1
 LO BND p(g14,9,7,9,6) 0
 UP BND p(g14,9,7,9,6) 1
 LO BND p(g14,8,7,7,7) 0
 UP BND p(g14,8,7,7,7) 1
 LO BND p(g14,8,7,9,7) 0
 UP BND p(g14,8,7,9,7) 1
 LO BND p(g15,8,8,7,8) 0
 UP BND p(g15,8,8,7,8) 1
 LO BND p(g15,8,9,9,9) 0
 UP BND p(g15,8,9,9,9) 1
 LO BND p(g16,8,1,8,0) 0
 UP BND p(g16,8,1,8,0) 1
 LO BND p(g16,8,1,8,2) 0
 UP BND p(g16,8,1,8,2) 1
 LO BND p(g16,9,1,9,0) 0
 UP BND p(g16,9,1,9,0) 1
 LO BND p(g16,9,1,9,2) 0
 UP BND p(g16,9,1,9,2) 1
 LO BND p(g16,8,0,9,0) 0
 UP BND p(g16,8,0,9,0) 1
 LO BND p(g16,9,0,8,0) 0
 UP BND p(g16,9,0,8,0) 1
 LO BND p(g16,8,2,9,2) 0
 UP BND p(g16,8,2,9,2) 1
 LO BND p(g16,9,2,8,2) 0
 UP BND p(g16,9,2,8,2) 1
 LO BND p(g19,9,8,9,7) 0
 UP BND p(g19,9,8,9,7) 1
 LO BND p(g19,9,8,9,9) 0
 UP BND p(g19,9,8,9,9) 1
ENDATA
