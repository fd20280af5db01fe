NAME galaxies_labels_galaxies_10x10_s3
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
 E label_pred(g0,0,0)
 E label_pred(g0,0,3)
 E label_pred(g0,1,0)
 E label_pred(g0,1,3)
 E label_pred(g2,0,7)
 E label_pred(g2,0,8)
 E label_pred(g2,0,9)
 E label_pred(g2,2,6)
 E label_pred(g2,2,7)
 E label_pred(g2,2,8)
 E label_pred(g3,0,3)
 E label_pred(g3,0,4)
 E label_pred(g3,0,5)
 E label_pred(g3,1,3)
 E label_pred(g3,2,6)
 E label_pred(g3,3,4)
 E label_pred(g3,3,5)
 E label_pred(g3,3,6)
 E label_pred(g4,0,9)
 E label_pred(g4,3,9)
 E label_pred(g5,2,2)
 E label_pred(g5,3,0)
 E label_pred(g6,0,3)
 E label_pred(g6,1,3)
 E label_pred(g6,2,2)
 E label_pred(g6,2,3)
 E label_pred(g6,5,1)
 E label_pred(g6,5,2)
 E label_pred(g6,6,1)
 E label_pred(g6,7,1)
 E label_pred(g7,2,3)
 E label_pred(g7,5,3)
 E label_pred(g8,2,7)
 E label_pred(g8,3,7)
 E label_pred(g8,4,9)
 E label_pred(g8,5,9)
 E label_pred(g9,0,0)
 E label_pred(g9,1,0)
 E label_pred(g9,2,0)
 E label_pred(g9,3,0)
 E label_pred(g9,5,1)
 E label_pred(g9,6,1)
 E label_pred(g9,7,1)
 E label_pred(g9,8,1)
 E label_pred(g10,3,6)
 E label_pred(g10,3,7)
 E label_pred(g10,5,6)
 E label_pred(g10,5,7)
 E label_pred(g11,3,4)
 E label_pred(g11,3,5)
 E label_pred(g11,6,4)
 E label_pred(g11,6,5)
 E label_pred(g13,5,2)
 E label_pred(g13,5,3)
 E label_pred(g13,7,1)
 E label_pred(g13,7,2)
 E label_pred(g14,5,3)
 E label_pred(g14,6,4)
 E label_pred(g14,6,5)
 E label_pred(g14,7,1)
 E label_pred(g14,7,2)
 E label_pred(g14,8,3)
 E label_pred(g15,5,6)
 E label_pred(g15,5,7)
 E label_pred(g15,6,5)
 E label_pred(g15,7,8)
 E label_pred(g15,8,6)
 E label_pred(g15,8,7)
 E label_pred(g16,4,9)
 E label_pred(g16,5,9)
 E label_pred(g16,8,9)
 E label_pred(g16,9,9)
 E label_pred(g17,5,0)
 E label_pred(g17,6,0)
 E label_pred(g17,8,0)
 E label_pred(g17,9,0)
 E label_pred(g18,6,4)
 E label_pred(g18,8,5)
 E label_pred(g19,7,1)
 E label_pred(g19,8,1)
 E label_pred(g19,8,3)
 E label_pred(g19,9,3)
 E label_pred(g20,8,7)
 E label_pred(g20,8,9)
 E label_pred(g21,8,3)
 E label_pred(g21,8,5)
 E label_pred(g21,9,3)
 E label_pred(g21,9,5)
 E label_pred(g22,9,0)
 E label_pred(g22,9,3)
 E label_pred(g23,9,6)
 E label_pred(g23,9,9)
 L label_tail(g0,0,0,1,0)
 L label_tail(g0,1,0,0,0)
 L label_tail(g0,0,3,1,3)
 L label_tail(g0,1,3,0,3)
 L label_tail(g2,0,7,0,8)
 L label_tail(g2,0,8,0,7)
 L label_tail(g2,0,8,0,9)
 L label_tail(g2,0,9,0,8)
 L label_tail(g2,2,6,2,7)
 L label_tail(g2,2,7,2,6)
 L label_tail(g2,2,7,2,8)
 L label_tail(g2,2,8,2,7)
 L label_tail(g3,0,3,0,4)
 L label_tail(g3,0,4,0,3)
 L label_tail(g3,0,4,0,5)
 L label_tail(g3,0,5,0,4)
 L label_tail(g3,3,4,3,5)
 L label_tail(g3,3,5,3,4)
 L label_tail(g3,3,5,3,6)
 L label_tail(g3,3,6,3,5)
 L label_tail(g3,0,3,1,3)
 L label_tail(g3,1,3,0,3)
 L label_tail(g3,2,6,3,6)
 L label_tail(g3,3,6,2,6)
 L label_tail(g6,2,2,2,3)
 L label_tail(g6,2,3,2,2)
 L label_tail(g6,5,1,5,2)
 L label_tail(g6,5,2,5,1)
 L label_tail(g6,0,3,1,3)
 L label_tail(g6,1,3,0,3)
 L label_tail(g6,1,3,2,3)
 L label_tail(g6,2,3,1,3)
 L label_tail(g6,5,1,6,1)
 L label_tail(g6,6,1,5,1)
 L label_tail(g6,6,1,7,1)
 L label_tail(g6,7,1,6,1)
 L label_tail(g8,2,7,3,7)
 L label_tail(g8,3,7,2,7)
 L label_tail(g8,4,9,5,9)
 L label_tail(g8,5,9,4,9)
 L label_tail(g9,0,0,1,0)
 L label_tail(g9,1,0,0,0)
 L label_tail(g9,1,0,2,0)
 L label_tail(g9,2,0,1,0)
 L label_tail(g9,2,0,3,0)
 L label_tail(g9,3,0,2,0)
 L label_tail(g9,5,1,6,1)
 L label_tail(g9,6,1,5,1)
 L label_tail(g9,6,1,7,1)
 L label_tail(g9,7,1,6,1)
 L label_tail(g9,7,1,8,1)
 L label_tail(g9,8,1,7,1)
 L label_tail(g10,3,6,3,7)
 L label_tail(g10,3,7,3,6)
 L label_tail(g10,5,6,5,7)
 L label_tail(g10,5,7,5,6)
 L label_tail(g11,3,4,3,5)
 L label_tail(g11,3,5,3,4)
 L label_tail(g11,6,4,6,5)
 L label_tail(g11,6,5,6,4)
 L label_tail(g13,5,2,5,3)
 L label_tail(g13,5,3,5,2)
 L label_tail(g13,7,1,7,2)
 L label_tail(g13,7,2,7,1)
 L label_tail(g14,6,4,6,5)
 L label_tail(g14,6,5,6,4)
 L label_tail(g14,7,1,7,2)
 L label_tail(g14,7,2,7,1)
 L label_tail(g15,5,6,5,7)
 L label_tail(g15,5,7,5,6)
 L label_tail(g15,8,6,8,7)
 L label_tail(g15,8,7,8,6)
 L label_tail(g16,4,9,5,9)
 L label_tail(g16,5,9,4,9)
 L label_tail(g16,8,9,9,9)
 L label_tail(g16,9,9,8,9)
 L label_tail(g17,5,0,6,0)
 L label_tail(g17,6,0,5,0)
 L label_tail(g17,8,0,9,0)
 L label_tail(g17,9,0,8,0)
 L label_tail(g19,7,1,8,1)
 L label_tail(g19,8,1,7,1)
 L label_tail(g19,8,3,9,3)
 L label_tail(g19,9,3,8,3)
 L label_tail(g21,8,3,9,3)
 L label_tail(g21,9,3,8,3)
 L label_tail(g21,8,5,9,5)
 L label_tail(g21,9,5,8,5)
 G label_order(g0,0,1,0,0)
 G label_order(g0,0,2,0,3)
 G label_order(g0,1,1,1,0)
 G label_order(g0,1,2,1,3)
 G label_order(g0,0,0,1,0)
 G label_order(g0,1,0,0,0)
 G label_order(g0,0,3,1,3)
 G label_order(g0,1,3,0,3)
 G label_order(g2,0,7,0,8)
 G label_order(g2,0,8,0,7)
 G label_order(g2,0,8,0,9)
 G label_order(g2,0,9,0,8)
 G label_order(g2,2,6,2,7)
 G label_order(g2,2,7,2,6)
 G label_order(g2,2,7,2,8)
 G label_order(g2,2,8,2,7)
 G label_order(g2,1,7,0,7)
 G label_order(g2,1,8,0,8)
 G label_order(g2,1,7,2,7)
 G label_order(g2,1,8,2,8)
 G label_order(g3,0,3,0,4)
 G label_order(g3,0,4,0,3)
 G label_order(g3,0,4,0,5)
 G label_order(g3,0,5,0,4)
 G label_order(g3,1,4,1,3)
 G label_order(g3,2,5,2,6)
 G label_order(g3,3,4,3,5)
 G label_order(g3,3,5,3,4)
 G label_order(g3,3,5,3,6)
 G label_order(g3,3,6,3,5)
 G label_order(g3,0,3,1,3)
 G label_order(g3,1,3,0,3)
 G label_order(g3,1,4,0,4)
 G label_order(g3,1,5,0,5)
 G label_order(g3,2,4,3,4)
 G label_order(g3,2,5,3,5)
 G label_order(g3,2,6,3,6)
 G label_order(g3,3,6,2,6)
 G label_order(g4,1,9,0,9)
 G label_order(g4,2,9,3,9)
 G label_order(g5,2,1,2,2)
 G label_order(g5,3,1,3,0)
 G label_order(g6,2,2,2,3)
 G label_order(g6,2,3,2,2)
 G label_order(g6,5,1,5,2)
 G label_order(g6,5,2,5,1)
 G label_order(g6,0,3,1,3)
 G label_order(g6,1,3,0,3)
 G label_order(g6,1,3,2,3)
 G label_order(g6,2,3,1,3)
 G label_order(g6,3,2,2,2)
 G label_order(g6,4,2,5,2)
 G label_order(g6,5,1,6,1)
 G label_order(g6,6,1,5,1)
 G label_order(g6,6,1,7,1)
 G label_order(g6,7,1,6,1)
 G label_order(g7,3,3,2,3)
 G label_order(g7,4,3,5,3)
 G label_order(g8,3,8,3,7)
 G label_order(g8,4,8,4,9)
 G label_order(g8,2,7,3,7)
 G label_order(g8,3,7,2,7)
 G label_order(g8,4,9,5,9)
 G label_order(g8,5,9,4,9)
 G label_order(g9,0,0,1,0)
 G label_order(g9,1,0,0,0)
 G label_order(g9,1,0,2,0)
 G label_order(g9,2,0,1,0)
 G label_order(g9,2,0,3,0)
 G label_order(g9,3,0,2,0)
 G label_order(g9,4,0,3,0)
 G label_order(g9,4,1,5,1)
 G label_order(g9,5,1,6,1)
 G label_order(g9,6,1,5,1)
 G label_order(g9,6,1,7,1)
 G label_order(g9,7,1,6,1)
 G label_order(g9,7,1,8,1)
 G label_order(g9,8,1,7,1)
 G label_order(g10,3,6,3,7)
 G label_order(g10,3,7,3,6)
 G label_order(g10,5,6,5,7)
 G label_order(g10,5,7,5,6)
 G label_order(g10,4,6,3,6)
 G label_order(g10,4,7,3,7)
 G label_order(g10,4,6,5,6)
 G label_order(g10,4,7,5,7)
 G label_order(g11,3,4,3,5)
 G label_order(g11,3,5,3,4)
 G label_order(g11,6,4,6,5)
 G label_order(g11,6,5,6,4)
 G label_order(g11,4,4,3,4)
 G label_order(g11,4,5,3,5)
 G label_order(g11,5,4,6,4)
 G label_order(g11,5,5,6,5)
 G label_order(g13,5,2,5,3)
 G label_order(g13,5,3,5,2)
 G label_order(g13,7,1,7,2)
 G label_order(g13,7,2,7,1)
 G label_order(g13,6,2,5,2)
 G label_order(g13,6,2,7,2)
 G label_order(g14,6,3,6,4)
 G label_order(g14,6,4,6,5)
 G label_order(g14,6,5,6,4)
 G label_order(g14,7,1,7,2)
 G label_order(g14,7,2,7,1)
 G label_order(g14,7,3,7,2)
 G label_order(g14,6,3,5,3)
 G label_order(g14,7,3,8,3)
 G label_order(g15,5,6,5,7)
 G label_order(g15,5,7,5,6)
 G label_order(g15,6,6,6,5)
 G label_order(g15,7,7,7,8)
 G label_order(g15,8,6,8,7)
 G label_order(g15,8,7,8,6)
 G label_order(g15,6,6,5,6)
 G label_order(g15,6,7,5,7)
 G label_order(g15,7,6,8,6)
 G label_order(g15,7,7,8,7)
 G label_order(g16,4,9,5,9)
 G label_order(g16,5,9,4,9)
 G label_order(g16,6,9,5,9)
 G label_order(g16,7,9,8,9)
 G label_order(g16,8,9,9,9)
 G label_order(g16,9,9,8,9)
 G label_order(g17,5,0,6,0)
 G label_order(g17,6,0,5,0)
 G label_order(g17,7,0,6,0)
 G label_order(g17,7,0,8,0)
 G label_order(g17,8,0,9,0)
 G label_order(g17,9,0,8,0)
 G label_order(g18,7,4,6,4)
 G label_order(g18,7,5,8,5)
 G label_order(g19,8,2,8,1)
 G label_order(g19,8,2,8,3)
 G label_order(g19,7,1,8,1)
 G label_order(g19,8,1,7,1)
 G label_order(g19,8,3,9,3)
 G label_order(g19,9,3,8,3)
 G label_order(g20,8,8,8,7)
 G label_order(g20,8,8,8,9)
 G label_order(g21,8,4,8,3)
 G label_order(g21,8,4,8,5)
 G label_order(g21,9,4,9,3)
 G label_order(g21,9,4,9,5)
 G label_order(g21,8,3,9,3)
 G label_order(g21,9,3,8,3)
 G label_order(g21,8,5,9,5)
 G label_order(g21,9,5,8,5)
 G label_order(g22,9,1,9,0)
 G label_order(g22,9,2,9,3)
 G label_order(g23,9,7,9,6)
 G label_order(g23,9,8,9,9)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,0,g0) label_pred(g0,0,0) -1
    x(0,0,g0) label_tail(g0,0,0,1,0) -1
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) centre(0,1,g0) 1
    x(0,1,g0) symmetry(0,1,g0) 1
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) centre(0,2,g0) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(0,3,g0) cover(0,3) 1
    x(0,3,g0) symmetry(0,3,g0) 1
    x(0,3,g0) label_pred(g0,0,3) -1
    x(0,3,g0) label_tail(g0,0,3,1,3) -1
    x(1,0,g0) cover(1,0) 1
    x(1,0,g0) symmetry(0,3,g0) -1
    x(1,0,g0) label_pred(g0,1,0) -1
    x(1,0,g0) label_tail(g0,1,0,0,0) -1
    x(1,1,g0) cover(1,1) 1
    x(1,1,g0) centre(1,1,g0) 1
    x(1,1,g0) symmetry(0,2,g0) -1
    x(1,2,g0) cover(1,2) 1
    x(1,2,g0) centre(1,2,g0) 1
    x(1,2,g0) symmetry(0,1,g0) -1
    x(1,3,g0) cover(1,3) 1
    x(1,3,g0) symmetry(0,0,g0) -1
    x(1,3,g0) label_pred(g0,1,3) -1
    x(1,3,g0) label_tail(g0,1,3,0,3) -1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) centre(0,6,g1) 1
    x(0,6,g1) symmetry(0,6,g1) 1
    x(1,6,g1) cover(1,6) 1
    x(1,6,g1) centre(1,6,g1) 1
    x(1,6,g1) symmetry(0,6,g1) -1
    x(0,7,g2) cover(0,7) 1
    x(0,7,g2) symmetry(0,7,g2) 1
    x(0,7,g2) label_pred(g2,0,7) -1
    x(0,7,g2) label_tail(g2,0,7,0,8) -1
    x(0,8,g2) cover(0,8) 1
    x(0,8,g2) symmetry(0,8,g2) 1
    x(0,8,g2) label_pred(g2,0,8) -1
    x(0,8,g2) label_tail(g2,0,8,0,7) -1
    x(0,8,g2) label_tail(g2,0,8,0,9) -1
    x(0,9,g2) cover(0,9) 1
    x(0,9,g2) symmetry(0,9,g2) 1
    x(0,9,g2) label_pred(g2,0,9) -1
    x(0,9,g2) label_tail(g2,0,9,0,8) -1
    x(1,7,g2) cover(1,7) 1
    x(1,7,g2) centre(1,7,g2) 1
    x(1,7,g2) symmetry(1,7,g2) 1
    x(1,8,g2) cover(1,8) 1
    x(1,8,g2) centre(1,8,g2) 1
    x(1,8,g2) symmetry(1,7,g2) -1
    x(2,6,g2) cover(2,6) 1
    x(2,6,g2) symmetry(0,9,g2) -1
    x(2,6,g2) label_pred(g2,2,6) -1
    x(2,6,g2) label_tail(g2,2,6,2,7) -1
    x(2,7,g2) cover(2,7) 1
    x(2,7,g2) symmetry(0,8,g2) -1
    x(2,7,g2) label_pred(g2,2,7) -1
    x(2,7,g2) label_tail(g2,2,7,2,6) -1
    x(2,7,g2) label_tail(g2,2,7,2,8) -1
    x(2,8,g2) cover(2,8) 1
    x(2,8,g2) symmetry(0,7,g2) -1
    x(2,8,g2) label_pred(g2,2,8) -1
    x(2,8,g2) label_tail(g2,2,8,2,7) -1
    x(0,3,g3) cover(0,3) 1
    x(0,3,g3) symmetry(0,3,g3) 1
    x(0,3,g3) label_pred(g3,0,3) -1
    x(0,3,g3) label_tail(g3,0,3,0,4) -1
    x(0,3,g3) label_tail(g3,0,3,1,3) -1
    x(0,4,g3) cover(0,4) 1
    x(0,4,g3) symmetry(0,4,g3) 1
    x(0,4,g3) label_pred(g3,0,4) -1
    x(0,4,g3) label_tail(g3,0,4,0,3) -1
    x(0,4,g3) label_tail(g3,0,4,0,5) -1
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) label_pred(g3,0,5) -1
    x(0,5,g3) label_tail(g3,0,5,0,4) -1
    x(1,3,g3) cover(1,3) 1
    x(1,3,g3) symmetry(1,3,g3) 1
    x(1,3,g3) label_pred(g3,1,3) -1
    x(1,3,g3) label_tail(g3,1,3,0,3) -1
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
    x(2,6,g3) label_pred(g3,2,6) -1
    x(2,6,g3) label_tail(g3,2,6,3,6) -1
    x(3,4,g3) cover(3,4) 1
    x(3,4,g3) symmetry(0,5,g3) -1
    x(3,4,g3) label_pred(g3,3,4) -1
    x(3,4,g3) label_tail(g3,3,4,3,5) -1
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) symmetry(0,4,g3) -1
    x(3,5,g3) label_pred(g3,3,5) -1
    x(3,5,g3) label_tail(g3,3,5,3,4) -1
    x(3,5,g3) label_tail(g3,3,5,3,6) -1
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(0,3,g3) -1
    x(3,6,g3) label_pred(g3,3,6) -1
    x(3,6,g3) label_tail(g3,3,6,3,5) -1
    x(3,6,g3) label_tail(g3,3,6,2,6) -1
    x(0,9,g4) cover(0,9) 1
    x(0,9,g4) symmetry(0,9,g4) 1
    x(0,9,g4) label_pred(g4,0,9) -1
    x(1,9,g4) cover(1,9) 1
    x(1,9,g4) centre(1,9,g4) 1
    x(1,9,g4) symmetry(1,9,g4) 1
    x(2,9,g4) cover(2,9) 1
    x(2,9,g4) centre(2,9,g4) 1
    x(2,9,g4) symmetry(1,9,g4) -1
    x(3,9,g4) cover(3,9) 1
    x(3,9,g4) symmetry(0,9,g4) -1
    x(3,9,g4) label_pred(g4,3,9) -1
    x(2,1,g5) cover(2,1) 1
    x(2,1,g5) centre(2,1,g5) 1
    x(2,1,g5) symmetry(2,1,g5) 1
    x(2,2,g5) cover(2,2) 1
    x(2,2,g5) symmetry(2,2,g5) 1
    x(2,2,g5) label_pred(g5,2,2) -1
    x(3,0,g5) cover(3,0) 1
    x(3,0,g5) symmetry(2,2,g5) -1
    x(3,0,g5) label_pred(g5,3,0) -1
    x(3,1,g5) cover(3,1) 1
    x(3,1,g5) centre(3,1,g5) 1
    x(3,1,g5) symmetry(2,1,g5) -1
    x(0,3,g6) cover(0,3) 1
    x(0,3,g6) symmetry(0,3,g6) 1
    x(0,3,g6) label_pred(g6,0,3) -1
    x(0,3,g6) label_tail(g6,0,3,1,3) -1
    x(1,3,g6) cover(1,3) 1
    x(1,3,g6) symmetry(1,3,g6) 1
    x(1,3,g6) label_pred(g6,1,3) -1
    x(1,3,g6) label_tail(g6,1,3,0,3) -1
    x(1,3,g6) label_tail(g6,1,3,2,3) -1
    x(2,2,g6) cover(2,2) 1
    x(2,2,g6) symmetry(2,2,g6) 1
    x(2,2,g6) label_pred(g6,2,2) -1
    x(2,2,g6) label_tail(g6,2,2,2,3) -1
    x(2,3,g6) cover(2,3) 1
    x(2,3,g6) symmetry(2,3,g6) 1
    x(2,3,g6) label_pred(g6,2,3) -1
    x(2,3,g6) label_tail(g6,2,3,2,2) -1
    x(2,3,g6) label_tail(g6,2,3,1,3) -1
    x(3,2,g6) cover(3,2) 1
    x(3,2,g6) centre(3,2,g6) 1
    x(3,2,g6) symmetry(3,2,g6) 1
    x(4,2,g6) cover(4,2) 1
    x(4,2,g6) centre(4,2,g6) 1
    x(4,2,g6) symmetry(3,2,g6) -1
    x(5,1,g6) cover(5,1) 1
    x(5,1,g6) symmetry(2,3,g6) -1
    x(5,1,g6) label_pred(g6,5,1) -1
    x(5,1,g6) label_tail(g6,5,1,5,2) -1
    x(5,1,g6) label_tail(g6,5,1,6,1) -1
    x(5,2,g6) cover(5,2) 1
    x(5,2,g6) symmetry(2,2,g6) -1
    x(5,2,g6) label_pred(g6,5,2) -1
    x(5,2,g6) label_tail(g6,5,2,5,1) -1
    x(6,1,g6) cover(6,1) 1
    x(6,1,g6) symmetry(1,3,g6) -1
    x(6,1,g6) label_pred(g6,6,1) -1
    x(6,1,g6) label_tail(g6,6,1,5,1) -1
    x(6,1,g6) label_tail(g6,6,1,7,1) -1
    x(7,1,g6) cover(7,1) 1
    x(7,1,g6) symmetry(0,3,g6) -1
    x(7,1,g6) label_pred(g6,7,1) -1
    x(7,1,g6) label_tail(g6,7,1,6,1) -1
    x(2,3,g7) cover(2,3) 1
    x(2,3,g7) symmetry(2,3,g7) 1
    x(2,3,g7) label_pred(g7,2,3) -1
    x(3,3,g7) cover(3,3) 1
    x(3,3,g7) centre(3,3,g7) 1
    x(3,3,g7) symmetry(3,3,g7) 1
    x(4,3,g7) cover(4,3) 1
    x(4,3,g7) centre(4,3,g7) 1
    x(4,3,g7) symmetry(3,3,g7) -1
    x(5,3,g7) cover(5,3) 1
    x(5,3,g7) symmetry(2,3,g7) -1
    x(5,3,g7) label_pred(g7,5,3) -1
    x(2,7,g8) cover(2,7) 1
    x(2,7,g8) symmetry(2,7,g8) 1
    x(2,7,g8) label_pred(g8,2,7) -1
    x(2,7,g8) label_tail(g8,2,7,3,7) -1
    x(3,7,g8) cover(3,7) 1
    x(3,7,g8) symmetry(3,7,g8) 1
    x(3,7,g8) label_pred(g8,3,7) -1
    x(3,7,g8) label_tail(g8,3,7,2,7) -1
    x(3,8,g8) cover(3,8) 1
    x(3,8,g8) centre(3,8,g8) 1
    x(3,8,g8) symmetry(3,8,g8) 1
    x(4,8,g8) cover(4,8) 1
    x(4,8,g8) centre(4,8,g8) 1
    x(4,8,g8) symmetry(3,8,g8) -1
    x(4,9,g8) cover(4,9) 1
    x(4,9,g8) symmetry(3,7,g8) -1
    x(4,9,g8) label_pred(g8,4,9) -1
    x(4,9,g8) label_tail(g8,4,9,5,9) -1
    x(5,9,g8) cover(5,9) 1
    x(5,9,g8) symmetry(2,7,g8) -1
    x(5,9,g8) label_pred(g8,5,9) -1
    x(5,9,g8) label_tail(g8,5,9,4,9) -1
    x(0,0,g9) cover(0,0) 1
    x(0,0,g9) symmetry(0,0,g9) 1
    x(0,0,g9) label_pred(g9,0,0) -1
    x(0,0,g9) label_tail(g9,0,0,1,0) -1
    x(1,0,g9) cover(1,0) 1
    x(1,0,g9) symmetry(1,0,g9) 1
    x(1,0,g9) label_pred(g9,1,0) -1
    x(1,0,g9) label_tail(g9,1,0,0,0) -1
    x(1,0,g9) label_tail(g9,1,0,2,0) -1
    x(2,0,g9) cover(2,0) 1
    x(2,0,g9) symmetry(2,0,g9) 1
    x(2,0,g9) label_pred(g9,2,0) -1
    x(2,0,g9) label_tail(g9,2,0,1,0) -1
    x(2,0,g9) label_tail(g9,2,0,3,0) -1
    x(3,0,g9) cover(3,0) 1
    x(3,0,g9) symmetry(3,0,g9) 1
    x(3,0,g9) label_pred(g9,3,0) -1
    x(3,0,g9) label_tail(g9,3,0,2,0) -1
    x(4,0,g9) cover(4,0) 1
    x(4,0,g9) centre(4,0,g9) 1
    x(4,0,g9) symmetry(4,0,g9) 1
    x(4,1,g9) cover(4,1) 1
    x(4,1,g9) centre(4,1,g9) 1
    x(4,1,g9) symmetry(4,0,g9) -1
    x(5,1,g9) cover(5,1) 1
    x(5,1,g9) symmetry(3,0,g9) -1
    x(5,1,g9) label_pred(g9,5,1) -1
    x(5,1,g9) label_tail(g9,5,1,6,1) -1
    x(6,1,g9) cover(6,1) 1
    x(6,1,g9) symmetry(2,0,g9) -1
    x(6,1,g9) label_pred(g9,6,1) -1
    x(6,1,g9) label_tail(g9,6,1,5,1) -1
    x(6,1,g9) label_tail(g9,6,1,7,1) -1
    x(7,1,g9) cover(7,1) 1
    x(7,1,g9) symmetry(1,0,g9) -1
    x(7,1,g9) label_pred(g9,7,1) -1
    x(7,1,g9) label_tail(g9,7,1,6,1) -1
    x(7,1,g9) label_tail(g9,7,1,8,1) -1
    x(8,1,g9) cover(8,1) 1
    x(8,1,g9) symmetry(0,0,g9) -1
    x(8,1,g9) label_pred(g9,8,1) -1
    x(8,1,g9) label_tail(g9,8,1,7,1) -1
    x(3,6,g10) cover(3,6) 1
    x(3,6,g10) symmetry(3,6,g10) 1
    x(3,6,g10) label_pred(g10,3,6) -1
    x(3,6,g10) label_tail(g10,3,6,3,7) -1
    x(3,7,g10) cover(3,7) 1
    x(3,7,g10) symmetry(3,7,g10) 1
    x(3,7,g10) label_pred(g10,3,7) -1
    x(3,7,g10) label_tail(g10,3,7,3,6) -1
    x(4,6,g10) cover(4,6) 1
    x(4,6,g10) centre(4,6,g10) 1
    x(4,6,g10) symmetry(4,6,g10) 1
    x(4,7,g10) cover(4,7) 1
    x(4,7,g10) centre(4,7,g10) 1
    x(4,7,g10) symmetry(4,6,g10) -1
    x(5,6,g10) cover(5,6) 1
    x(5,6,g10) symmetry(3,7,g10) -1
    x(5,6,g10) label_pred(g10,5,6) -1
    x(5,6,g10) label_tail(g10,5,6,5,7) -1
    x(5,7,g10) cover(5,7) 1
    x(5,7,g10) symmetry(3,6,g10) -1
    x(5,7,g10) label_pred(g10,5,7) -1
    x(5,7,g10) label_tail(g10,5,7,5,6) -1
    x(3,4,g11) cover(3,4) 1
    x(3,4,g11) symmetry(3,4,g11) 1
    x(3,4,g11) label_pred(g11,3,4) -1
    x(3,4,g11) label_tail(g11,3,4,3,5) -1
    x(3,5,g11) cover(3,5) 1
    x(3,5,g11) symmetry(3,5,g11) 1
    x(3,5,g11) label_pred(g11,3,5) -1
    x(3,5,g11) label_tail(g11,3,5,3,4) -1
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
    x(6,4,g11) label_pred(g11,6,4) -1
    x(6,4,g11) label_tail(g11,6,4,6,5) -1
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) symmetry(3,4,g11) -1
    x(6,5,g11) label_pred(g11,6,5) -1
    x(6,5,g11) label_tail(g11,6,5,6,4) -1
    x(5,8,g12) cover(5,8) 1
    x(5,8,g12) centre(5,8,g12) 1
    x(5,8,g12) symmetry(5,8,g12) 1
    x(6,8,g12) cover(6,8) 1
    x(6,8,g12) centre(6,8,g12) 1
    x(6,8,g12) symmetry(5,8,g12) -1
    x(5,2,g13) cover(5,2) 1
    x(5,2,g13) symmetry(5,2,g13) 1
    x(5,2,g13) label_pred(g13,5,2) -1
    x(5,2,g13) label_tail(g13,5,2,5,3) -1
    x(5,3,g13) cover(5,3) 1
    x(5,3,g13) symmetry(5,3,g13) 1
    x(5,3,g13) label_pred(g13,5,3) -1
    x(5,3,g13) label_tail(g13,5,3,5,2) -1
    x(6,2,g13) cover(6,2) 1
    x(6,2,g13) centre(6,2,g13) 1
    x(7,1,g13) cover(7,1) 1
    x(7,1,g13) symmetry(5,3,g13) -1
    x(7,1,g13) label_pred(g13,7,1) -1
    x(7,1,g13) label_tail(g13,7,1,7,2) -1
    x(7,2,g13) cover(7,2) 1
    x(7,2,g13) symmetry(5,2,g13) -1
    x(7,2,g13) label_pred(g13,7,2) -1
    x(7,2,g13) label_tail(g13,7,2,7,1) -1
    x(5,3,g14) cover(5,3) 1
    x(5,3,g14) symmetry(5,3,g14) 1
    x(5,3,g14) label_pred(g14,5,3) -1
    x(6,3,g14) cover(6,3) 1
    x(6,3,g14) centre(6,3,g14) 1
    x(6,3,g14) symmetry(6,3,g14) 1
    x(6,4,g14) cover(6,4) 1
    x(6,4,g14) symmetry(6,4,g14) 1
    x(6,4,g14) label_pred(g14,6,4) -1
    x(6,4,g14) label_tail(g14,6,4,6,5) -1
    x(6,5,g14) cover(6,5) 1
    x(6,5,g14) symmetry(6,5,g14) 1
    x(6,5,g14) label_pred(g14,6,5) -1
    x(6,5,g14) label_tail(g14,6,5,6,4) -1
    x(7,1,g14) cover(7,1) 1
    x(7,1,g14) symmetry(6,5,g14) -1
    x(7,1,g14) label_pred(g14,7,1) -1
    x(7,1,g14) label_tail(g14,7,1,7,2) -1
    x(7,2,g14) cover(7,2) 1
    x(7,2,g14) symmetry(6,4,g14) -1
    x(7,2,g14) label_pred(g14,7,2) -1
    x(7,2,g14) label_tail(g14,7,2,7,1) -1
    x(7,3,g14) cover(7,3) 1
    x(7,3,g14) centre(7,3,g14) 1
    x(7,3,g14) symmetry(6,3,g14) -1
    x(8,3,g14) cover(8,3) 1
    x(8,3,g14) symmetry(5,3,g14) -1
    x(8,3,g14) label_pred(g14,8,3) -1
    x(5,6,g15) cover(5,6) 1
    x(5,6,g15) symmetry(5,6,g15) 1
    x(5,6,g15) label_pred(g15,5,6) -1
    x(5,6,g15) label_tail(g15,5,6,5,7) -1
    x(5,7,g15) cover(5,7) 1
    x(5,7,g15) symmetry(5,7,g15) 1
    x(5,7,g15) label_pred(g15,5,7) -1
    x(5,7,g15) label_tail(g15,5,7,5,6) -1
    x(6,5,g15) cover(6,5) 1
    x(6,5,g15) symmetry(6,5,g15) 1
    x(6,5,g15) label_pred(g15,6,5) -1
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
    x(7,8,g15) label_pred(g15,7,8) -1
    x(8,6,g15) cover(8,6) 1
    x(8,6,g15) symmetry(5,7,g15) -1
    x(8,6,g15) label_pred(g15,8,6) -1
    x(8,6,g15) label_tail(g15,8,6,8,7) -1
    x(8,7,g15) cover(8,7) 1
    x(8,7,g15) symmetry(5,6,g15) -1
    x(8,7,g15) label_pred(g15,8,7) -1
    x(8,7,g15) label_tail(g15,8,7,8,6) -1
    x(4,9,g16) cover(4,9) 1
    x(4,9,g16) symmetry(4,9,g16) 1
    x(4,9,g16) label_pred(g16,4,9) -1
    x(4,9,g16) label_tail(g16,4,9,5,9) -1
    x(5,9,g16) cover(5,9) 1
    x(5,9,g16) symmetry(5,9,g16) 1
    x(5,9,g16) label_pred(g16,5,9) -1
    x(5,9,g16) label_tail(g16,5,9,4,9) -1
    x(6,9,g16) cover(6,9) 1
    x(6,9,g16) centre(6,9,g16) 1
    x(6,9,g16) symmetry(6,9,g16) 1
    x(7,9,g16) cover(7,9) 1
    x(7,9,g16) centre(7,9,g16) 1
    x(7,9,g16) symmetry(6,9,g16) -1
    x(8,9,g16) cover(8,9) 1
    x(8,9,g16) symmetry(5,9,g16) -1
    x(8,9,g16) label_pred(g16,8,9) -1
    x(8,9,g16) label_tail(g16,8,9,9,9) -1
    x(9,9,g16) cover(9,9) 1
    x(9,9,g16) symmetry(4,9,g16) -1
    x(9,9,g16) label_pred(g16,9,9) -1
    x(9,9,g16) label_tail(g16,9,9,8,9) -1
    x(5,0,g17) cover(5,0) 1
    x(5,0,g17) symmetry(5,0,g17) 1
    x(5,0,g17) label_pred(g17,5,0) -1
    x(5,0,g17) label_tail(g17,5,0,6,0) -1
    x(6,0,g17) cover(6,0) 1
    x(6,0,g17) symmetry(6,0,g17) 1
    x(6,0,g17) label_pred(g17,6,0) -1
    x(6,0,g17) label_tail(g17,6,0,5,0) -1
    x(7,0,g17) cover(7,0) 1
    x(7,0,g17) centre(7,0,g17) 1
    x(8,0,g17) cover(8,0) 1
    x(8,0,g17) symmetry(6,0,g17) -1
    x(8,0,g17) label_pred(g17,8,0) -1
    x(8,0,g17) label_tail(g17,8,0,9,0) -1
    x(9,0,g17) cover(9,0) 1
    x(9,0,g17) symmetry(5,0,g17) -1
    x(9,0,g17) label_pred(g17,9,0) -1
    x(9,0,g17) label_tail(g17,9,0,8,0) -1
    x(6,4,g18) cover(6,4) 1
    x(6,4,g18) symmetry(6,4,g18) 1
    x(6,4,g18) label_pred(g18,6,4) -1
    x(7,4,g18) cover(7,4) 1
    x(7,4,g18) centre(7,4,g18) 1
    x(7,4,g18) symmetry(7,4,g18) 1
    x(7,5,g18) cover(7,5) 1
    x(7,5,g18) centre(7,5,g18) 1
    x(7,5,g18) symmetry(7,4,g18) -1
    x(8,5,g18) cover(8,5) 1
    x(8,5,g18) symmetry(6,4,g18) -1
    x(8,5,g18) label_pred(g18,8,5) -1
    x(7,1,g19) cover(7,1) 1
    x(7,1,g19) symmetry(7,1,g19) 1
    x(7,1,g19) label_pred(g19,7,1) -1
    x(7,1,g19) label_tail(g19,7,1,8,1) -1
    x(8,1,g19) cover(8,1) 1
    x(8,1,g19) symmetry(8,1,g19) 1
    x(8,1,g19) label_pred(g19,8,1) -1
    x(8,1,g19) label_tail(g19,8,1,7,1) -1
    x(8,2,g19) cover(8,2) 1
    x(8,2,g19) centre(8,2,g19) 1
    x(8,3,g19) cover(8,3) 1
    x(8,3,g19) symmetry(8,1,g19) -1
    x(8,3,g19) label_pred(g19,8,3) -1
    x(8,3,g19) label_tail(g19,8,3,9,3) -1
    x(9,3,g19) cover(9,3) 1
    x(9,3,g19) symmetry(7,1,g19) -1
    x(9,3,g19) label_pred(g19,9,3) -1
    x(9,3,g19) label_tail(g19,9,3,8,3) -1
    x(8,7,g20) cover(8,7) 1
    x(8,7,g20) symmetry(8,7,g20) 1
    x(8,7,g20) label_pred(g20,8,7) -1
    x(8,8,g20) cover(8,8) 1
    x(8,8,g20) centre(8,8,g20) 1
    x(8,9,g20) cover(8,9) 1
    x(8,9,g20) symmetry(8,7,g20) -1
    x(8,9,g20) label_pred(g20,8,9) -1
    x(8,3,g21) cover(8,3) 1
    x(8,3,g21) symmetry(8,3,g21) 1
    x(8,3,g21) label_pred(g21,8,3) -1
    x(8,3,g21) label_tail(g21,8,3,9,3) -1
    x(8,4,g21) cover(8,4) 1
    x(8,4,g21) centre(8,4,g21) 1
    x(8,4,g21) symmetry(8,4,g21) 1
    x(8,5,g21) cover(8,5) 1
    x(8,5,g21) symmetry(8,5,g21) 1
    x(8,5,g21) label_pred(g21,8,5) -1
    x(8,5,g21) label_tail(g21,8,5,9,5) -1
    x(9,3,g21) cover(9,3) 1
    x(9,3,g21) symmetry(8,5,g21) -1
    x(9,3,g21) label_pred(g21,9,3) -1
    x(9,3,g21) label_tail(g21,9,3,8,3) -1
    x(9,4,g21) cover(9,4) 1
    x(9,4,g21) centre(9,4,g21) 1
    x(9,4,g21) symmetry(8,4,g21) -1
    x(9,5,g21) cover(9,5) 1
    x(9,5,g21) symmetry(8,3,g21) -1
    x(9,5,g21) label_pred(g21,9,5) -1
    x(9,5,g21) label_tail(g21,9,5,8,5) -1
    x(9,0,g22) cover(9,0) 1
    x(9,0,g22) symmetry(9,0,g22) 1
    x(9,0,g22) label_pred(g22,9,0) -1
    x(9,1,g22) cover(9,1) 1
    x(9,1,g22) centre(9,1,g22) 1
    x(9,1,g22) symmetry(9,1,g22) 1
    x(9,2,g22) cover(9,2) 1
    x(9,2,g22) centre(9,2,g22) 1
    x(9,2,g22) symmetry(9,1,g22) -1
    x(9,3,g22) cover(9,3) 1
    x(9,3,g22) symmetry(9,0,g22) -1
    x(9,3,g22) label_pred(g22,9,3) -1
    x(9,6,g23) cover(9,6) 1
    x(9,6,g23) symmetry(9,6,g23) 1
    x(9,6,g23) label_pred(g23,9,6) -1
    x(9,7,g23) cover(9,7) 1
    x(9,7,g23) centre(9,7,g23) 1
    x(9,7,g23) symmetry(9,7,g23) 1
    x(9,8,g23) cover(9,8) 1
    x(9,8,g23) centre(9,8,g23) 1
    x(9,8,g23) symmetry(9,7,g23) -1
    x(9,9,g23) cover(9,9) 1
    x(9,9,g23) symmetry(9,6,g23) -1
    x(9,9,g23) label_pred(g23,9,9) -1
    d(0,0,g0) label_order(g0,0,1,0,0) 1
    d(0,0,g0) label_order(g0,0,0,1,0) -1
    d(0,0,g0) label_order(g0,1,0,0,0) 1
    d(0,3,g0) label_order(g0,0,2,0,3) 1
    d(0,3,g0) label_order(g0,0,3,1,3) -1
    d(0,3,g0) label_order(g0,1,3,0,3) 1
    d(1,0,g0) label_order(g0,1,1,1,0) 1
    d(1,0,g0) label_order(g0,0,0,1,0) 1
    d(1,0,g0) label_order(g0,1,0,0,0) -1
    d(1,3,g0) label_order(g0,1,2,1,3) 1
    d(1,3,g0) label_order(g0,0,3,1,3) 1
    d(1,3,g0) label_order(g0,1,3,0,3) -1
    d(0,7,g2) label_order(g2,0,7,0,8) -1
    d(0,7,g2) label_order(g2,0,8,0,7) 1
    d(0,7,g2) label_order(g2,1,7,0,7) 1
    d(0,8,g2) label_order(g2,0,7,0,8) 1
    d(0,8,g2) label_order(g2,0,8,0,7) -1
    d(0,8,g2) label_order(g2,0,8,0,9) -1
    d(0,8,g2) label_order(g2,0,9,0,8) 1
    d(0,8,g2) label_order(g2,1,8,0,8) 1
    d(0,9,g2) label_order(g2,0,8,0,9) 1
    d(0,9,g2) label_order(g2,0,9,0,8) -1
    d(2,6,g2) label_order(g2,2,6,2,7) -1
    d(2,6,g2) label_order(g2,2,7,2,6) 1
    d(2,7,g2) label_order(g2,2,6,2,7) 1
    d(2,7,g2) label_order(g2,2,7,2,6) -1
    d(2,7,g2) label_order(g2,2,7,2,8) -1
    d(2,7,g2) label_order(g2,2,8,2,7) 1
    d(2,7,g2) label_order(g2,1,7,2,7) 1
    d(2,8,g2) label_order(g2,2,7,2,8) 1
    d(2,8,g2) label_order(g2,2,8,2,7) -1
    d(2,8,g2) label_order(g2,1,8,2,8) 1
    d(0,3,g3) label_order(g3,0,3,0,4) -1
    d(0,3,g3) label_order(g3,0,4,0,3) 1
    d(0,3,g3) label_order(g3,0,3,1,3) -1
    d(0,3,g3) label_order(g3,1,3,0,3) 1
    d(0,4,g3) label_order(g3,0,3,0,4) 1
    d(0,4,g3) label_order(g3,0,4,0,3) -1
    d(0,4,g3) label_order(g3,0,4,0,5) -1
    d(0,4,g3) label_order(g3,0,5,0,4) 1
    d(0,4,g3) label_order(g3,1,4,0,4) 1
    d(0,5,g3) label_order(g3,0,4,0,5) 1
    d(0,5,g3) label_order(g3,0,5,0,4) -1
    d(0,5,g3) label_order(g3,1,5,0,5) 1
    d(1,3,g3) label_order(g3,1,4,1,3) 1
    d(1,3,g3) label_order(g3,0,3,1,3) 1
    d(1,3,g3) label_order(g3,1,3,0,3) -1
    d(2,6,g3) label_order(g3,2,5,2,6) 1
    d(2,6,g3) label_order(g3,2,6,3,6) -1
    d(2,6,g3) label_order(g3,3,6,2,6) 1
    d(3,4,g3) label_order(g3,3,4,3,5) -1
    d(3,4,g3) label_order(g3,3,5,3,4) 1
    d(3,4,g3) label_order(g3,2,4,3,4) 1
    d(3,5,g3) label_order(g3,3,4,3,5) 1
    d(3,5,g3) label_order(g3,3,5,3,4) -1
    d(3,5,g3) label_order(g3,3,5,3,6) -1
    d(3,5,g3) label_order(g3,3,6,3,5) 1
    d(3,5,g3) label_order(g3,2,5,3,5) 1
    d(3,6,g3) label_order(g3,3,5,3,6) 1
    d(3,6,g3) label_order(g3,3,6,3,5) -1
    d(3,6,g3) label_order(g3,2,6,3,6) 1
    d(3,6,g3) label_order(g3,3,6,2,6) -1
    d(0,9,g4) label_order(g4,1,9,0,9) 1
    d(3,9,g4) label_order(g4,2,9,3,9) 1
    d(2,2,g5) label_order(g5,2,1,2,2) 1
    d(3,0,g5) label_order(g5,3,1,3,0) 1
    d(0,3,g6) label_order(g6,0,3,1,3) -1
    d(0,3,g6) label_order(g6,1,3,0,3) 1
    d(1,3,g6) label_order(g6,0,3,1,3) 1
    d(1,3,g6) label_order(g6,1,3,0,3) -1
    d(1,3,g6) label_order(g6,1,3,2,3) -1
    d(1,3,g6) label_order(g6,2,3,1,3) 1
    d(2,2,g6) label_order(g6,2,2,2,3) -1
    d(2,2,g6) label_order(g6,2,3,2,2) 1
    d(2,2,g6) label_order(g6,3,2,2,2) 1
    d(2,3,g6) label_order(g6,2,2,2,3) 1
    d(2,3,g6) label_order(g6,2,3,2,2) -1
    d(2,3,g6) label_order(g6,1,3,2,3) 1
    d(2,3,g6) label_order(g6,2,3,1,3) -1
    d(5,1,g6) label_order(g6,5,1,5,2) -1
    d(5,1,g6) label_order(g6,5,2,5,1) 1
    d(5,1,g6) label_order(g6,5,1,6,1) -1
    d(5,1,g6) label_order(g6,6,1,5,1) 1
    d(5,2,g6) label_order(g6,5,1,5,2) 1
    d(5,2,g6) label_order(g6,5,2,5,1) -1
    d(5,2,g6) label_order(g6,4,2,5,2) 1
    d(6,1,g6) label_order(g6,5,1,6,1) 1
    d(6,1,g6) label_order(g6,6,1,5,1) -1
    d(6,1,g6) label_order(g6,6,1,7,1) -1
    d(6,1,g6) label_order(g6,7,1,6,1) 1
    d(7,1,g6) label_order(g6,6,1,7,1) 1
    d(7,1,g6) label_order(g6,7,1,6,1) -1
    d(2,3,g7) label_order(g7,3,3,2,3) 1
    d(5,3,g7) label_order(g7,4,3,5,3) 1
    d(2,7,g8) label_order(g8,2,7,3,7) -1
    d(2,7,g8) label_order(g8,3,7,2,7) 1
    d(3,7,g8) label_order(g8,3,8,3,7) 1
    d(3,7,g8) label_order(g8,2,7,3,7) 1
    d(3,7,g8) label_order(g8,3,7,2,7) -1
    d(4,9,g8) label_order(g8,4,8,4,9) 1
    d(4,9,g8) label_order(g8,4,9,5,9) -1
    d(4,9,g8) label_order(g8,5,9,4,9) 1
    d(5,9,g8) label_order(g8,4,9,5,9) 1
    d(5,9,g8) label_order(g8,5,9,4,9) -1
    d(0,0,g9) label_order(g9,0,0,1,0) -1
    d(0,0,g9) label_order(g9,1,0,0,0) 1
    d(1,0,g9) label_order(g9,0,0,1,0) 1
    d(1,0,g9) label_order(g9,1,0,0,0) -1
    d(1,0,g9) label_order(g9,1,0,2,0) -1
    d(1,0,g9) label_order(g9,2,0,1,0) 1
    d(2,0,g9) label_order(g9,1,0,2,0) 1
    d(2,0,g9) label_order(g9,2,0,1,0) -1
    d(2,0,g9) label_order(g9,2,0,3,0) -1
    d(2,0,g9) label_order(g9,3,0,2,0) 1
    d(3,0,g9) label_order(g9,2,0,3,0) 1
    d(3,0,g9) label_order(g9,3,0,2,0) -1
    d(3,0,g9) label_order(g9,4,0,3,0) 1
    d(5,1,g9) label_order(g9,4,1,5,1) 1
    d(5,1,g9) label_order(g9,5,1,6,1) -1
    d(5,1,g9) label_order(g9,6,1,5,1) 1
    d(6,1,g9) label_order(g9,5,1,6,1) 1
    d(6,1,g9) label_order(g9,6,1,5,1) -1
    d(6,1,g9) label_order(g9,6,1,7,1) -1
    d(6,1,g9) label_order(g9,7,1,6,1) 1
    d(7,1,g9) label_order(g9,6,1,7,1) 1
    d(7,1,g9) label_order(g9,7,1,6,1) -1
    d(7,1,g9) label_order(g9,7,1,8,1) -1
    d(7,1,g9) label_order(g9,8,1,7,1) 1
    d(8,1,g9) label_order(g9,7,1,8,1) 1
    d(8,1,g9) label_order(g9,8,1,7,1) -1
    d(3,6,g10) label_order(g10,3,6,3,7) -1
    d(3,6,g10) label_order(g10,3,7,3,6) 1
    d(3,6,g10) label_order(g10,4,6,3,6) 1
    d(3,7,g10) label_order(g10,3,6,3,7) 1
    d(3,7,g10) label_order(g10,3,7,3,6) -1
    d(3,7,g10) label_order(g10,4,7,3,7) 1
    d(5,6,g10) label_order(g10,5,6,5,7) -1
    d(5,6,g10) label_order(g10,5,7,5,6) 1
    d(5,6,g10) label_order(g10,4,6,5,6) 1
    d(5,7,g10) label_order(g10,5,6,5,7) 1
    d(5,7,g10) label_order(g10,5,7,5,6) -1
    d(5,7,g10) label_order(g10,4,7,5,7) 1
    d(3,4,g11) label_order(g11,3,4,3,5) -1
    d(3,4,g11) label_order(g11,3,5,3,4) 1
    d(3,4,g11) label_order(g11,4,4,3,4) 1
    d(3,5,g11) label_order(g11,3,4,3,5) 1
    d(3,5,g11) label_order(g11,3,5,3,4) -1
    d(3,5,g11) label_order(g11,4,5,3,5) 1
    d(6,4,g11) label_order(g11,6,4,6,5) -1
    d(6,4,g11) label_order(g11,6,5,6,4) 1
    d(6,4,g11) label_order(g11,5,4,6,4) 1
    d(6,5,g11) label_order(g11,6,4,6,5) 1
    d(6,5,g11) label_order(g11,6,5,6,4) -1
    d(6,5,g11) label_order(g11,5,5,6,5) 1
    d(5,2,g13) label_order(g13,5,2,5,3) -1
    d(5,2,g13) label_order(g13,5,3,5,2) 1
    d(5,2,g13) label_order(g13,6,2,5,2) 1
    d(5,3,g13) label_order(g13,5,2,5,3) 1
    d(5,3,g13) label_order(g13,5,3,5,2) -1
    d(7,1,g13) label_order(g13,7,1,7,2) -1
    d(7,1,g13) label_order(g13,7,2,7,1) 1
    d(7,2,g13) label_order(g13,7,1,7,2) 1
    d(7,2,g13) label_order(g13,7,2,7,1) -1
    d(7,2,g13) label_order(g13,6,2,7,2) 1
    d(5,3,g14) label_order(g14,6,3,5,3) 1
    d(6,4,g14) label_order(g14,6,3,6,4) 1
    d(6,4,g14) label_order(g14,6,4,6,5) -1
    d(6,4,g14) label_order(g14,6,5,6,4) 1
    d(6,5,g14) label_order(g14,6,4,6,5) 1
    d(6,5,g14) label_order(g14,6,5,6,4) -1
    d(7,1,g14) label_order(g14,7,1,7,2) -1
    d(7,1,g14) label_order(g14,7,2,7,1) 1
    d(7,2,g14) label_order(g14,7,1,7,2) 1
    d(7,2,g14) label_order(g14,7,2,7,1) -1
    d(7,2,g14) label_order(g14,7,3,7,2) 1
    d(8,3,g14) label_order(g14,7,3,8,3) 1
    d(5,6,g15) label_order(g15,5,6,5,7) -1
    d(5,6,g15) label_order(g15,5,7,5,6) 1
    d(5,6,g15) label_order(g15,6,6,5,6) 1
    d(5,7,g15) label_order(g15,5,6,5,7) 1
    d(5,7,g15) label_order(g15,5,7,5,6) -1
    d(5,7,g15) label_order(g15,6,7,5,7) 1
    d(6,5,g15) label_order(g15,6,6,6,5) 1
    d(7,8,g15) label_order(g15,7,7,7,8) 1
    d(8,6,g15) label_order(g15,8,6,8,7) -1
    d(8,6,g15) label_order(g15,8,7,8,6) 1
    d(8,6,g15) label_order(g15,7,6,8,6) 1
    d(8,7,g15) label_order(g15,8,6,8,7) 1
    d(8,7,g15) label_order(g15,8,7,8,6) -1
    d(8,7,g15) label_order(g15,7,7,8,7) 1
    d(4,9,g16) label_order(g16,4,9,5,9) -1
    d(4,9,g16) label_order(g16,5,9,4,9) 1
    d(5,9,g16) label_order(g16,4,9,5,9) 1
    d(5,9,g16) label_order(g16,5,9,4,9) -1
    d(5,9,g16) label_order(g16,6,9,5,9) 1
    d(8,9,g16) label_order(g16,7,9,8,9) 1
    d(8,9,g16) label_order(g16,8,9,9,9) -1
    d(8,9,g16) label_order(g16,9,9,8,9) 1
    d(9,9,g16) label_order(g16,8,9,9,9) 1
    d(9,9,g16) label_order(g16,9,9,8,9) -1
    d(5,0,g17) label_order(g17,5,0,6,0) -1
    d(5,0,g17) label_order(g17,6,0,5,0) 1
    d(6,0,g17) label_order(g17,5,0,6,0) 1
    d(6,0,g17) label_order(g17,6,0,5,0) -1
    d(6,0,g17) label_order(g17,7,0,6,0) 1
    d(8,0,g17) label_order(g17,7,0,8,0) 1
    d(8,0,g17) label_order(g17,8,0,9,0) -1
    d(8,0,g17) label_order(g17,9,0,8,0) 1
    d(9,0,g17) label_order(g17,8,0,9,0) 1
    d(9,0,g17) label_order(g17,9,0,8,0) -1
    d(6,4,g18) label_order(g18,7,4,6,4) 1
    d(8,5,g18) label_order(g18,7,5,8,5) 1
    d(7,1,g19) label_order(g19,7,1,8,1) -1
    d(7,1,g19) label_order(g19,8,1,7,1) 1
    d(8,1,g19) label_order(g19,8,2,8,1) 1
    d(8,1,g19) label_order(g19,7,1,8,1) 1
    d(8,1,g19) label_order(g19,8,1,7,1) -1
    d(8,3,g19) label_order(g19,8,2,8,3) 1
    d(8,3,g19) label_order(g19,8,3,9,3) -1
    d(8,3,g19) label_order(g19,9,3,8,3) 1
    d(9,3,g19) label_order(g19,8,3,9,3) 1
    d(9,3,g19) label_order(g19,9,3,8,3) -1
    d(8,7,g20) label_order(g20,8,8,8,7) 1
    d(8,9,g20) label_order(g20,8,8,8,9) 1
    d(8,3,g21) label_order(g21,8,4,8,3) 1
    d(8,3,g21) label_order(g21,8,3,9,3) -1
    d(8,3,g21) label_order(g21,9,3,8,3) 1
    d(8,5,g21) label_order(g21,8,4,8,5) 1
    d(8,5,g21) label_order(g21,8,5,9,5) -1
    d(8,5,g21) label_order(g21,9,5,8,5) 1
    d(9,3,g21) label_order(g21,9,4,9,3) 1
    d(9,3,g21) label_order(g21,8,3,9,3) 1
    d(9,3,g21) label_order(g21,9,3,8,3) -1
    d(9,5,g21) label_order(g21,9,4,9,5) 1
    d(9,5,g21) label_order(g21,8,5,9,5) 1
    d(9,5,g21) label_order(g21,9,5,8,5) -1
    d(9,0,g22) label_order(g22,9,1,9,0) 1
    d(9,3,g22) label_order(g22,9,2,9,3) 1
    d(9,6,g23) label_order(g23,9,7,9,6) 1
    d(9,9,g23) label_order(g23,9,8,9,9) 1
    p(g0,0,1,0,0) label_pred(g0,0,0) 1
    p(g0,0,1,0,0) label_order(g0,0,1,0,0) -3
    p(g0,0,2,0,3) label_pred(g0,0,3) 1
    p(g0,0,2,0,3) label_order(g0,0,2,0,3) -3
    p(g0,1,1,1,0) label_pred(g0,1,0) 1
    p(g0,1,1,1,0) label_order(g0,1,1,1,0) -3
    p(g0,1,2,1,3) label_pred(g0,1,3) 1
    p(g0,1,2,1,3) label_order(g0,1,2,1,3) -3
    p(g0,0,0,1,0) label_pred(g0,1,0) 1
    p(g0,0,0,1,0) label_tail(g0,0,0,1,0) 1
    p(g0,0,0,1,0) label_order(g0,0,0,1,0) -3
    p(g0,1,0,0,0) label_pred(g0,0,0) 1
    p(g0,1,0,0,0) label_tail(g0,1,0,0,0) 1
    p(g0,1,0,0,0) label_order(g0,1,0,0,0) -3
    p(g0,0,3,1,3) label_pred(g0,1,3) 1
    p(g0,0,3,1,3) label_tail(g0,0,3,1,3) 1
    p(g0,0,3,1,3) label_order(g0,0,3,1,3) -3
    p(g0,1,3,0,3) label_pred(g0,0,3) 1
    p(g0,1,3,0,3) label_tail(g0,1,3,0,3) 1
    p(g0,1,3,0,3) label_order(g0,1,3,0,3) -3
    p(g2,0,7,0,8) label_pred(g2,0,8) 1
    p(g2,0,7,0,8) label_tail(g2,0,7,0,8) 1
    p(g2,0,7,0,8) label_order(g2,0,7,0,8) -4
    p(g2,0,8,0,7) label_pred(g2,0,7) 1
    p(g2,0,8,0,7) label_tail(g2,0,8,0,7) 1
    p(g2,0,8,0,7) label_order(g2,0,8,0,7) -4
    p(g2,0,8,0,9) label_pred(g2,0,9) 1
    p(g2,0,8,0,9) label_tail(g2,0,8,0,9) 1
    p(g2,0,8,0,9) label_order(g2,0,8,0,9) -4
    p(g2,0,9,0,8) label_pred(g2,0,8) 1
    p(g2,0,9,0,8) label_tail(g2,0,9,0,8) 1
    p(g2,0,9,0,8) label_order(g2,0,9,0,8) -4
    p(g2,2,6,2,7) label_pred(g2,2,7) 1
    p(g2,2,6,2,7) label_tail(g2,2,6,2,7) 1
    p(g2,2,6,2,7) label_order(g2,2,6,2,7) -4
    p(g2,2,7,2,6) label_pred(g2,2,6) 1
    p(g2,2,7,2,6) label_tail(g2,2,7,2,6) 1
    p(g2,2,7,2,6) label_order(g2,2,7,2,6) -4
    p(g2,2,7,2,8) label_pred(g2,2,8) 1
    p(g2,2,7,2,8) label_tail(g2,2,7,2,8) 1
    p(g2,2,7,2,8) label_order(g2,2,7,2,8) -4
    p(g2,2,8,2,7) label_pred(g2,2,7) 1
    p(g2,2,8,2,7) label_tail(g2,2,8,2,7) 1
    p(g2,2,8,2,7) label_order(g2,2,8,2,7) -4
    p(g2,1,7,0,7) label_pred(g2,0,7) 1
    p(g2,1,7,0,7) label_order(g2,1,7,0,7) -4
    p(g2,1,8,0,8) label_pred(g2,0,8) 1
    p(g2,1,8,0,8) label_order(g2,1,8,0,8) -4
    p(g2,1,7,2,7) label_pred(g2,2,7) 1
    p(g2,1,7,2,7) label_order(g2,1,7,2,7) -4
    p(g2,1,8,2,8) label_pred(g2,2,8) 1
    p(g2,1,8,2,8) label_order(g2,1,8,2,8) -4
    p(g3,0,3,0,4) label_pred(g3,0,4) 1
    p(g3,0,3,0,4) label_tail(g3,0,3,0,4) 1
    p(g3,0,3,0,4) label_order(g3,0,3,0,4) -5
    p(g3,0,4,0,3) label_pred(g3,0,3) 1
    p(g3,0,4,0,3) label_tail(g3,0,4,0,3) 1
    p(g3,0,4,0,3) label_order(g3,0,4,0,3) -5
    p(g3,0,4,0,5) label_pred(g3,0,5) 1
    p(g3,0,4,0,5) label_tail(g3,0,4,0,5) 1
    p(g3,0,4,0,5) label_order(g3,0,4,0,5) -5
    p(g3,0,5,0,4) label_pred(g3,0,4) 1
    p(g3,0,5,0,4) label_tail(g3,0,5,0,4) 1
    p(g3,0,5,0,4) label_order(g3,0,5,0,4) -5
    p(g3,1,4,1,3) label_pred(g3,1,3) 1
    p(g3,1,4,1,3) label_order(g3,1,4,1,3) -5
    p(g3,2,5,2,6) label_pred(g3,2,6) 1
    p(g3,2,5,2,6) label_order(g3,2,5,2,6) -5
    p(g3,3,4,3,5) label_pred(g3,3,5) 1
    p(g3,3,4,3,5) label_tail(g3,3,4,3,5) 1
    p(g3,3,4,3,5) label_order(g3,3,4,3,5) -5
    p(g3,3,5,3,4) label_pred(g3,3,4) 1
    p(g3,3,5,3,4) label_tail(g3,3,5,3,4) 1
    p(g3,3,5,3,4) label_order(g3,3,5,3,4) -5
    p(g3,3,5,3,6) label_pred(g3,3,6) 1
    p(g3,3,5,3,6) label_tail(g3,3,5,3,6) 1
    p(g3,3,5,3,6) label_order(g3,3,5,3,6) -5
    p(g3,3,6,3,5) label_pred(g3,3,5) 1
    p(g3,3,6,3,5) label_tail(g3,3,6,3,5) 1
    p(g3,3,6,3,5) label_order(g3,3,6,3,5) -5
    p(g3,0,3,1,3) label_pred(g3,1,3) 1
    p(g3,0,3,1,3) label_tail(g3,0,3,1,3) 1
    p(g3,0,3,1,3) label_order(g3,0,3,1,3) -5
    p(g3,1,3,0,3) label_pred(g3,0,3) 1
    p(g3,1,3,0,3) label_tail(g3,1,3,0,3) 1
    p(g3,1,3,0,3) label_order(g3,1,3,0,3) -5
    p(g3,1,4,0,4) label_pred(g3,0,4) 1
    p(g3,1,4,0,4) label_order(g3,1,4,0,4) -5
    p(g3,1,5,0,5) label_pred(g3,0,5) 1
    p(g3,1,5,0,5) label_order(g3,1,5,0,5) -5
    p(g3,2,4,3,4) label_pred(g3,3,4) 1
    p(g3,2,4,3,4) label_order(g3,2,4,3,4) -5
    p(g3,2,5,3,5) label_pred(g3,3,5) 1
    p(g3,2,5,3,5) label_order(g3,2,5,3,5) -5
    p(g3,2,6,3,6) label_pred(g3,3,6) 1
    p(g3,2,6,3,6) label_tail(g3,2,6,3,6) 1
    p(g3,2,6,3,6) label_order(g3,2,6,3,6) -5
    p(g3,3,6,2,6) label_pred(g3,2,6) 1
    p(g3,3,6,2,6) label_tail(g3,3,6,2,6) 1
    p(g3,3,6,2,6) label_order(g3,3,6,2,6) -5
    p(g4,1,9,0,9) label_pred(g4,0,9) 1
    p(g4,1,9,0,9) label_order(g4,1,9,0,9) -2
    p(g4,2,9,3,9) label_pred(g4,3,9) 1
    p(g4,2,9,3,9) label_order(g4,2,9,3,9) -2
    p(g5,2,1,2,2) label_pred(g5,2,2) 1
    p(g5,2,1,2,2) label_order(g5,2,1,2,2) -2
    p(g5,3,1,3,0) label_pred(g5,3,0) 1
    p(g5,3,1,3,0) label_order(g5,3,1,3,0) -2
    p(g6,2,2,2,3) label_pred(g6,2,3) 1
    p(g6,2,2,2,3) label_tail(g6,2,2,2,3) 1
    p(g6,2,2,2,3) label_order(g6,2,2,2,3) -5
    p(g6,2,3,2,2) label_pred(g6,2,2) 1
    p(g6,2,3,2,2) label_tail(g6,2,3,2,2) 1
    p(g6,2,3,2,2) label_order(g6,2,3,2,2) -5
    p(g6,5,1,5,2) label_pred(g6,5,2) 1
    p(g6,5,1,5,2) label_tail(g6,5,1,5,2) 1
    p(g6,5,1,5,2) label_order(g6,5,1,5,2) -5
    p(g6,5,2,5,1) label_pred(g6,5,1) 1
    p(g6,5,2,5,1) label_tail(g6,5,2,5,1) 1
    p(g6,5,2,5,1) label_order(g6,5,2,5,1) -5
    p(g6,0,3,1,3) label_pred(g6,1,3) 1
    p(g6,0,3,1,3) label_tail(g6,0,3,1,3) 1
    p(g6,0,3,1,3) label_order(g6,0,3,1,3) -5
    p(g6,1,3,0,3) label_pred(g6,0,3) 1
    p(g6,1,3,0,3) label_tail(g6,1,3,0,3) 1
    p(g6,1,3,0,3) label_order(g6,1,3,0,3) -5
    p(g6,1,3,2,3) label_pred(g6,2,3) 1
    p(g6,1,3,2,3) label_tail(g6,1,3,2,3) 1
    p(g6,1,3,2,3) label_order(g6,1,3,2,3) -5
    p(g6,2,3,1,3) label_pred(g6,1,3) 1
    p(g6,2,3,1,3) label_tail(g6,2,3,1,3) 1
    p(g6,2,3,1,3) label_order(g6,2,3,1,3) -5
    p(g6,3,2,2,2) label_pred(g6,2,2) 1
    p(g6,3,2,2,2) label_order(g6,3,2,2,2) -5
    p(g6,4,2,5,2) label_pred(g6,5,2) 1
    p(g6,4,2,5,2) label_order(g6,4,2,5,2) -5
    p(g6,5,1,6,1) label_pred(g6,6,1) 1
    p(g6,5,1,6,1) label_tail(g6,5,1,6,1) 1
    p(g6,5,1,6,1) label_order(g6,5,1,6,1) -5
    p(g6,6,1,5,1) label_pred(g6,5,1) 1
    p(g6,6,1,5,1) label_tail(g6,6,1,5,1) 1
    p(g6,6,1,5,1) label_order(g6,6,1,5,1) -5
    p(g6,6,1,7,1) label_pred(g6,7,1) 1
    p(g6,6,1,7,1) label_tail(g6,6,1,7,1) 1
    p(g6,6,1,7,1) label_order(g6,6,1,7,1) -5
    p(g6,7,1,6,1) label_pred(g6,6,1) 1
    p(g6,7,1,6,1) label_tail(g6,7,1,6,1) 1
    p(g6,7,1,6,1) label_order(g6,7,1,6,1) -5
    p(g7,3,3,2,3) label_pred(g7,2,3) 1
    p(g7,3,3,2,3) label_order(g7,3,3,2,3) -2
    p(g7,4,3,5,3) label_pred(g7,5,3) 1
    p(g7,4,3,5,3) label_order(g7,4,3,5,3) -2
    p(g8,3,8,3,7) label_pred(g8,3,7) 1
    p(g8,3,8,3,7) label_order(g8,3,8,3,7) -3
    p(g8,4,8,4,9) label_pred(g8,4,9) 1
    p(g8,4,8,4,9) label_order(g8,4,8,4,9) -3
    p(g8,2,7,3,7) label_pred(g8,3,7) 1
    p(g8,2,7,3,7) label_tail(g8,2,7,3,7) 1
    p(g8,2,7,3,7) label_order(g8,2,7,3,7) -3
    p(g8,3,7,2,7) label_pred(g8,2,7) 1
    p(g8,3,7,2,7) label_tail(g8,3,7,2,7) 1
    p(g8,3,7,2,7) label_order(g8,3,7,2,7) -3
    p(g8,4,9,5,9) label_pred(g8,5,9) 1
    p(g8,4,9,5,9) label_tail(g8,4,9,5,9) 1
    p(g8,4,9,5,9) label_order(g8,4,9,5,9) -3
    p(g8,5,9,4,9) label_pred(g8,4,9) 1
    p(g8,5,9,4,9) label_tail(g8,5,9,4,9) 1
    p(g8,5,9,4,9) label_order(g8,5,9,4,9) -3
    p(g9,0,0,1,0) label_pred(g9,1,0) 1
    p(g9,0,0,1,0) label_tail(g9,0,0,1,0) 1
    p(g9,0,0,1,0) label_order(g9,0,0,1,0) -5
    p(g9,1,0,0,0) label_pred(g9,0,0) 1
    p(g9,1,0,0,0) label_tail(g9,1,0,0,0) 1
    p(g9,1,0,0,0) label_order(g9,1,0,0,0) -5
    p(g9,1,0,2,0) label_pred(g9,2,0) 1
    p(g9,1,0,2,0) label_tail(g9,1,0,2,0) 1
    p(g9,1,0,2,0) label_order(g9,1,0,2,0) -5
    p(g9,2,0,1,0) label_pred(g9,1,0) 1
    p(g9,2,0,1,0) label_tail(g9,2,0,1,0) 1
    p(g9,2,0,1,0) label_order(g9,2,0,1,0) -5
    p(g9,2,0,3,0) label_pred(g9,3,0) 1
    p(g9,2,0,3,0) label_tail(g9,2,0,3,0) 1
    p(g9,2,0,3,0) label_order(g9,2,0,3,0) -5
    p(g9,3,0,2,0) label_pred(g9,2,0) 1
    p(g9,3,0,2,0) label_tail(g9,3,0,2,0) 1
    p(g9,3,0,2,0) label_order(g9,3,0,2,0) -5
    p(g9,4,0,3,0) label_pred(g9,3,0) 1
    p(g9,4,0,3,0) label_order(g9,4,0,3,0) -5
    p(g9,4,1,5,1) label_pred(g9,5,1) 1
    p(g9,4,1,5,1) label_order(g9,4,1,5,1) -5
    p(g9,5,1,6,1) label_pred(g9,6,1) 1
    p(g9,5,1,6,1) label_tail(g9,5,1,6,1) 1
    p(g9,5,1,6,1) label_order(g9,5,1,6,1) -5
    p(g9,6,1,5,1) label_pred(g9,5,1) 1
    p(g9,6,1,5,1) label_tail(g9,6,1,5,1) 1
    p(g9,6,1,5,1) label_order(g9,6,1,5,1) -5
    p(g9,6,1,7,1) label_pred(g9,7,1) 1
    p(g9,6,1,7,1) label_tail(g9,6,1,7,1) 1
    p(g9,6,1,7,1) label_order(g9,6,1,7,1) -5
    p(g9,7,1,6,1) label_pred(g9,6,1) 1
    p(g9,7,1,6,1) label_tail(g9,7,1,6,1) 1
    p(g9,7,1,6,1) label_order(g9,7,1,6,1) -5
    p(g9,7,1,8,1) label_pred(g9,8,1) 1
    p(g9,7,1,8,1) label_tail(g9,7,1,8,1) 1
    p(g9,7,1,8,1) label_order(g9,7,1,8,1) -5
    p(g9,8,1,7,1) label_pred(g9,7,1) 1
    p(g9,8,1,7,1) label_tail(g9,8,1,7,1) 1
    p(g9,8,1,7,1) label_order(g9,8,1,7,1) -5
    p(g10,3,6,3,7) label_pred(g10,3,7) 1
    p(g10,3,6,3,7) label_tail(g10,3,6,3,7) 1
    p(g10,3,6,3,7) label_order(g10,3,6,3,7) -3
    p(g10,3,7,3,6) label_pred(g10,3,6) 1
    p(g10,3,7,3,6) label_tail(g10,3,7,3,6) 1
    p(g10,3,7,3,6) label_order(g10,3,7,3,6) -3
    p(g10,5,6,5,7) label_pred(g10,5,7) 1
    p(g10,5,6,5,7) label_tail(g10,5,6,5,7) 1
    p(g10,5,6,5,7) label_order(g10,5,6,5,7) -3
    p(g10,5,7,5,6) label_pred(g10,5,6) 1
    p(g10,5,7,5,6) label_tail(g10,5,7,5,6) 1
    p(g10,5,7,5,6) label_order(g10,5,7,5,6) -3
    p(g10,4,6,3,6) label_pred(g10,3,6) 1
    p(g10,4,6,3,6) label_order(g10,4,6,3,6) -3
    p(g10,4,7,3,7) label_pred(g10,3,7) 1
    p(g10,4,7,3,7) label_order(g10,4,7,3,7) -3
    p(g10,4,6,5,6) label_pred(g10,5,6) 1
    p(g10,4,6,5,6) label_order(g10,4,6,5,6) -3
    p(g10,4,7,5,7) label_pred(g10,5,7) 1
    p(g10,4,7,5,7) label_order(g10,4,7,5,7) -3
    p(g11,3,4,3,5) label_pred(g11,3,5) 1
    p(g11,3,4,3,5) label_tail(g11,3,4,3,5) 1
    p(g11,3,4,3,5) label_order(g11,3,4,3,5) -3
    p(g11,3,5,3,4) label_pred(g11,3,4) 1
    p(g11,3,5,3,4) label_tail(g11,3,5,3,4) 1
    p(g11,3,5,3,4) label_order(g11,3,5,3,4) -3
    p(g11,6,4,6,5) label_pred(g11,6,5) 1
    p(g11,6,4,6,5) label_tail(g11,6,4,6,5) 1
    p(g11,6,4,6,5) label_order(g11,6,4,6,5) -3
    p(g11,6,5,6,4) label_pred(g11,6,4) 1
    p(g11,6,5,6,4) label_tail(g11,6,5,6,4) 1
    p(g11,6,5,6,4) label_order(g11,6,5,6,4) -3
    p(g11,4,4,3,4) label_pred(g11,3,4) 1
    p(g11,4,4,3,4) label_order(g11,4,4,3,4) -3
    p(g11,4,5,3,5) label_pred(g11,3,5) 1
    p(g11,4,5,3,5) label_order(g11,4,5,3,5) -3
    p(g11,5,4,6,4) label_pred(g11,6,4) 1
    p(g11,5,4,6,4) label_order(g11,5,4,6,4) -3
    p(g11,5,5,6,5) label_pred(g11,6,5) 1
    p(g11,5,5,6,5) label_order(g11,5,5,6,5) -3
    p(g13,5,2,5,3) label_pred(g13,5,3) 1
    p(g13,5,2,5,3) label_tail(g13,5,2,5,3) 1
    p(g13,5,2,5,3) label_order(g13,5,2,5,3) -3
    p(g13,5,3,5,2) label_pred(g13,5,2) 1
    p(g13,5,3,5,2) label_tail(g13,5,3,5,2) 1
    p(g13,5,3,5,2) label_order(g13,5,3,5,2) -3
    p(g13,7,1,7,2) label_pred(g13,7,2) 1
    p(g13,7,1,7,2) label_tail(g13,7,1,7,2) 1
    p(g13,7,1,7,2) label_order(g13,7,1,7,2) -3
    p(g13,7,2,7,1) label_pred(g13,7,1) 1
    p(g13,7,2,7,1) label_tail(g13,7,2,7,1) 1
    p(g13,7,2,7,1) label_order(g13,7,2,7,1) -3
    p(g13,6,2,5,2) label_pred(g13,5,2) 1
    p(g13,6,2,5,2) label_order(g13,6,2,5,2) -3
    p(g13,6,2,7,2) label_pred(g13,7,2) 1
    p(g13,6,2,7,2) label_order(g13,6,2,7,2) -3
    p(g14,6,3,6,4) label_pred(g14,6,4) 1
    p(g14,6,3,6,4) label_order(g14,6,3,6,4) -4
    p(g14,6,4,6,5) label_pred(g14,6,5) 1
    p(g14,6,4,6,5) label_tail(g14,6,4,6,5) 1
    p(g14,6,4,6,5) label_order(g14,6,4,6,5) -4
    p(g14,6,5,6,4) label_pred(g14,6,4) 1
    p(g14,6,5,6,4) label_tail(g14,6,5,6,4) 1
    p(g14,6,5,6,4) label_order(g14,6,5,6,4) -4
    p(g14,7,1,7,2) label_pred(g14,7,2) 1
    p(g14,7,1,7,2) label_tail(g14,7,1,7,2) 1
    p(g14,7,1,7,2) label_order(g14,7,1,7,2) -4
    p(g14,7,2,7,1) label_pred(g14,7,1) 1
    p(g14,7,2,7,1) label_tail(g14,7,2,7,1) 1
    p(g14,7,2,7,1) label_order(g14,7,2,7,1) -4
    p(g14,7,3,7,2) label_pred(g14,7,2) 1
    p(g14,7,3,7,2) label_order(g14,7,3,7,2) -4
    p(g14,6,3,5,3) label_pred(g14,5,3) 1
    p(g14,6,3,5,3) label_order(g14,6,3,5,3) -4
    p(g14,7,3,8,3) label_pred(g14,8,3) 1
    p(g14,7,3,8,3) label_order(g14,7,3,8,3) -4
    p(g15,5,6,5,7) label_pred(g15,5,7) 1
    p(g15,5,6,5,7) label_tail(g15,5,6,5,7) 1
    p(g15,5,6,5,7) label_order(g15,5,6,5,7) -4
    p(g15,5,7,5,6) label_pred(g15,5,6) 1
    p(g15,5,7,5,6) label_tail(g15,5,7,5,6) 1
    p(g15,5,7,5,6) label_order(g15,5,7,5,6) -4
    p(g15,6,6,6,5) label_pred(g15,6,5) 1
    p(g15,6,6,6,5) label_order(g15,6,6,6,5) -4
    p(g15,7,7,7,8) label_pred(g15,7,8) 1
    p(g15,7,7,7,8) label_order(g15,7,7,7,8) -4
    p(g15,8,6,8,7) label_pred(g15,8,7) 1
    p(g15,8,6,8,7) label_tail(g15,8,6,8,7) 1
    p(g15,8,6,8,7) label_order(g15,8,6,8,7) -4
    p(g15,8,7,8,6) label_pred(g15,8,6) 1
    p(g15,8,7,8,6) label_tail(g15,8,7,8,6) 1
    p(g15,8,7,8,6) label_order(g15,8,7,8,6) -4
    p(g15,6,6,5,6) label_pred(g15,5,6) 1
    p(g15,6,6,5,6) label_order(g15,6,6,5,6) -4
    p(g15,6,7,5,7) label_pred(g15,5,7) 1
    p(g15,6,7,5,7) label_order(g15,6,7,5,7) -4
    p(g15,7,6,8,6) label_pred(g15,8,6) 1
    p(g15,7,6,8,6) label_order(g15,7,6,8,6) -4
    p(g15,7,7,8,7) label_pred(g15,8,7) 1
    p(g15,7,7,8,7) label_order(g15,7,7,8,7) -4
    p(g16,4,9,5,9) label_pred(g16,5,9) 1
    p(g16,4,9,5,9) label_tail(g16,4,9,5,9) 1
    p(g16,4,9,5,9) label_order(g16,4,9,5,9) -3
    p(g16,5,9,4,9) label_pred(g16,4,9) 1
    p(g16,5,9,4,9) label_tail(g16,5,9,4,9) 1
    p(g16,5,9,4,9) label_order(g16,5,9,4,9) -3
    p(g16,6,9,5,9) label_pred(g16,5,9) 1
    p(g16,6,9,5,9) label_order(g16,6,9,5,9) -3
    p(g16,7,9,8,9) label_pred(g16,8,9) 1
    p(g16,7,9,8,9) label_order(g16,7,9,8,9) -3
    p(g16,8,9,9,9) label_pred(g16,9,9) 1
    p(g16,8,9,9,9) label_tail(g16,8,9,9,9) 1
    p(g16,8,9,9,9) label_order(g16,8,9,9,9) -3
    p(g16,9,9,8,9) label_pred(g16,8,9) 1
    p(g16,9,9,8,9) label_tail(g16,9,9,8,9) 1
    p(g16,9,9,8,9) label_order(g16,9,9,8,9) -3
    p(g17,5,0,6,0) label_pred(g17,6,0) 1
    p(g17,5,0,6,0) label_tail(g17,5,0,6,0) 1
    p(g17,5,0,6,0) label_order(g17,5,0,6,0) -3
    p(g17,6,0,5,0) label_pred(g17,5,0) 1
    p(g17,6,0,5,0) label_tail(g17,6,0,5,0) 1
    p(g17,6,0,5,0) label_order(g17,6,0,5,0) -3
    p(g17,7,0,6,0) label_pred(g17,6,0) 1
    p(g17,7,0,6,0) label_order(g17,7,0,6,0) -3
    p(g17,7,0,8,0) label_pred(g17,8,0) 1
    p(g17,7,0,8,0) label_order(g17,7,0,8,0) -3
    p(g17,8,0,9,0) label_pred(g17,9,0) 1
    p(g17,8,0,9,0) label_tail(g17,8,0,9,0) 1
    p(g17,8,0,9,0) label_order(g17,8,0,9,0) -3
    p(g17,9,0,8,0) label_pred(g17,8,0) 1
    p(g17,9,0,8,0) label_tail(g17,9,0,8,0) 1
    p(g17,9,0,8,0) label_order(g17,9,0,8,0) -3
    p(g18,7,4,6,4) label_pred(g18,6,4) 1
    p(g18,7,4,6,4) label_order(g18,7,4,6,4) -2
    p(g18,7,5,8,5) label_pred(g18,8,5) 1
    p(g18,7,5,8,5) label_order(g18,7,5,8,5) -2
    p(g19,8,2,8,1) label_pred(g19,8,1) 1
    p(g19,8,2,8,1) label_order(g19,8,2,8,1) -3
    p(g19,8,2,8,3) label_pred(g19,8,3) 1
    p(g19,8,2,8,3) label_order(g19,8,2,8,3) -3
    p(g19,7,1,8,1) label_pred(g19,8,1) 1
    p(g19,7,1,8,1) label_tail(g19,7,1,8,1) 1
    p(g19,7,1,8,1) label_order(g19,7,1,8,1) -3
    p(g19,8,1,7,1) label_pred(g19,7,1) 1
    p(g19,8,1,7,1) label_tail(g19,8,1,7,1) 1
    p(g19,8,1,7,1) label_order(g19,8,1,7,1) -3
    p(g19,8,3,9,3) label_pred(g19,9,3) 1
    p(g19,8,3,9,3) label_tail(g19,8,3,9,3) 1
    p(g19,8,3,9,3) label_order(g19,8,3,9,3) -3
    p(g19,9,3,8,3) label_pred(g19,8,3) 1
    p(g19,9,3,8,3) label_tail(g19,9,3,8,3) 1
    p(g19,9,3,8,3) label_order(g19,9,3,8,3) -3
    p(g20,8,8,8,7) label_pred(g20,8,7) 1
    p(g20,8,8,8,7) label_order(g20,8,8,8,7) -2
    p(g20,8,8,8,9) label_pred(g20,8,9) 1
    p(g20,8,8,8,9) label_order(g20,8,8,8,9) -2
    p(g21,8,4,8,3) label_pred(g21,8,3) 1
    p(g21,8,4,8,3) label_order(g21,8,4,8,3) -3
    p(g21,8,4,8,5) label_pred(g21,8,5) 1
    p(g21,8,4,8,5) label_order(g21,8,4,8,5) -3
    p(g21,9,4,9,3) label_pred(g21,9,3) 1
    p(g21,9,4,9,3) label_order(g21,9,4,9,3) -3
    p(g21,9,4,9,5) label_pred(g21,9,5) 1
    p(g21,9,4,9,5) label_order(g21,9,4,9,5) -3
    p(g21,8,3,9,3) label_pred(g21,9,3) 1
    p(g21,8,3,9,3) label_tail(g21,8,3,9,3) 1
    p(g21,8,3,9,3) label_order(g21,8,3,9,3) -3
    p(g21,9,3,8,3) label_pred(g21,8,3) 1
    p(g21,9,3,8,3) label_tail(g21,9,3,8,3) 1
    p(g21,9,3,8,3) label_order(g21,9,3,8,3) -3
    p(g21,8,5,9,5) label_pred(g21,9,5) 1
    p(g21,8,5,9,5) label_tail(g21,8,5,9,5) 1
    p(g21,8,5,9,5) label_order(g21,8,5,9,5) -3
    p(g21,9,5,8,5) label_pred(g21,8,5) 1
    p(g21,9,5,8,5) label_tail(g21,9,5,8,5) 1
    p(g21,9,5,8,5) label_order(g21,9,5,8,5) -3
    p(g22,9,1,9,0) label_pred(g22,9,0) 1
    p(g22,9,1,9,0) label_order(g22,9,1,9,0) -2
    p(g22,9,2,9,3) label_pred(g22,9,3) 1
    p(g22,9,2,9,3) label_order(g22,9,2,9,3) -2
    p(g23,9,7,9,6) label_pred(g23,9,6) 1
    p(g23,9,7,9,6) label_order(g23,9,7,9,6) -2
    p(g23,9,8,9,9) label_pred(g23,9,9) 1
    p(g23,9,8,9,9) label_order(g23,9,8,9,9) -2
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
    RHS label_order(g0,0,1,0,0) -2
    RHS label_order(g0,0,2,0,3) -2
    RHS label_order(g0,1,1,1,0) -2
    RHS label_order(g0,1,2,1,3) -2
    RHS label_order(g0,0,0,1,0) -2
    RHS label_order(g0,1,0,0,0) -2
    RHS label_order(g0,0,3,1,3) -2
    RHS label_order(g0,1,3,0,3) -2
    RHS label_order(g2,0,7,0,8) -3
    RHS label_order(g2,0,8,0,7) -3
    RHS label_order(g2,0,8,0,9) -3
    RHS label_order(g2,0,9,0,8) -3
    RHS label_order(g2,2,6,2,7) -3
    RHS label_order(g2,2,7,2,6) -3
    RHS label_order(g2,2,7,2,8) -3
    RHS label_order(g2,2,8,2,7) -3
    RHS label_order(g2,1,7,0,7) -3
    RHS label_order(g2,1,8,0,8) -3
    RHS label_order(g2,1,7,2,7) -3
    RHS label_order(g2,1,8,2,8) -3
    RHS label_order(g3,0,3,0,4) -4
    RHS label_order(g3,0,4,0,3) -4
    RHS label_order(g3,0,4,0,5) -4
    RHS label_order(g3,0,5,0,4) -4
    RHS label_order(g3,1,4,1,3) -4
    RHS label_order(g3,2,5,2,6) -4
    RHS label_order(g3,3,4,3,5) -4
    RHS label_order(g3,3,5,3,4) -4
    RHS label_order(g3,3,5,3,6) -4
    RHS label_order(g3,3,6,3,5) -4
    RHS label_order(g3,0,3,1,3) -4
    RHS label_order(g3,1,3,0,3) -4
    RHS label_order(g3,1,4,0,4) -4
    RHS label_order(g3,1,5,0,5) -4
    RHS label_order(g3,2,4,3,4) -4
    RHS label_order(g3,2,5,3,5) -4
    RHS label_order(g3,2,6,3,6) -4
    RHS label_order(g3,3,6,2,6) -4
    RHS label_order(g4,1,9,0,9) -1
    RHS label_order(g4,2,9,3,9) -1
    RHS label_order(g5,2,1,2,2) -1
    RHS label_order(g5,3,1,3,0) -1
    RHS label_order(g6,2,2,2,3) -4
    RHS label_order(g6,2,3,2,2) -4
    RHS label_order(g6,5,1,5,2) -4
    RHS label_order(g6,5,2,5,1) -4
    RHS label_order(g6,0,3,1,3) -4
    RHS label_order(g6,1,3,0,3) -4
    RHS label_order(g6,1,3,2,3) -4
    RHS label_order(g6,2,3,1,3) -4
    RHS label_order(g6,3,2,2,2) -4
    RHS label_order(g6,4,2,5,2) -4
    RHS label_order(g6,5,1,6,1) -4
    RHS label_order(g6,6,1,5,1) -4
    RHS label_order(g6,6,1,7,1) -4
    RHS label_order(g6,7,1,6,1) -4
    RHS label_order(g7,3,3,2,3) -1
    RHS label_order(g7,4,3,5,3) -1
    RHS label_order(g8,3,8,3,7) -2
    RHS label_order(g8,4,8,4,9) -2
    RHS label_order(g8,2,7,3,7) -2
    RHS label_order(g8,3,7,2,7) -2
    RHS label_order(g8,4,9,5,9) -2
    RHS label_order(g8,5,9,4,9) -2
    RHS label_order(g9,0,0,1,0) -4
    RHS label_order(g9,1,0,0,0) -4
    RHS label_order(g9,1,0,2,0) -4
    RHS label_order(g9,2,0,1,0) -4
    RHS label_order(g9,2,0,3,0) -4
    RHS label_order(g9,3,0,2,0) -4
    RHS label_order(g9,4,0,3,0) -4
    RHS label_order(g9,4,1,5,1) -4
    RHS label_order(g9,5,1,6,1) -4
    RHS label_order(g9,6,1,5,1) -4
    RHS label_order(g9,6,1,7,1) -4
    RHS label_order(g9,7,1,6,1) -4
    RHS label_order(g9,7,1,8,1) -4
    RHS label_order(g9,8,1,7,1) -4
    RHS label_order(g10,3,6,3,7) -2
    RHS label_order(g10,3,7,3,6) -2
    RHS label_order(g10,5,6,5,7) -2
    RHS label_order(g10,5,7,5,6) -2
    RHS label_order(g10,4,6,3,6) -2
    RHS label_order(g10,4,7,3,7) -2
    RHS label_order(g10,4,6,5,6) -2
    RHS label_order(g10,4,7,5,7) -2
    RHS label_order(g11,3,4,3,5) -2
    RHS label_order(g11,3,5,3,4) -2
    RHS label_order(g11,6,4,6,5) -2
    RHS label_order(g11,6,5,6,4) -2
    RHS label_order(g11,4,4,3,4) -2
    RHS label_order(g11,4,5,3,5) -2
    RHS label_order(g11,5,4,6,4) -2
    RHS label_order(g11,5,5,6,5) -2
    RHS label_order(g13,5,2,5,3) -2
    RHS label_order(g13,5,3,5,2) -2
    RHS label_order(g13,7,1,7,2) -2
    RHS label_order(g13,7,2,7,1) -2
    RHS label_order(g13,6,2,5,2) -2
    RHS label_order(g13,6,2,7,2) -2
    RHS label_order(g14,6,3,6,4) -3
    RHS label_order(g14,6,4,6,5) -3
    RHS label_order(g14,6,5,6,4) -3
    RHS label_order(g14,7,1,7,2) -3
    RHS label_order(g14,7,2,7,1) -3
    RHS label_order(g14,7,3,7,2) -3
    RHS label_order(g14,6,3,5,3) -3
    RHS label_order(g14,7,3,8,3) -3
    RHS label_order(g15,5,6,5,7) -3
    RHS label_order(g15,5,7,5,6) -3
    RHS label_order(g15,6,6,6,5) -3
    RHS label_order(g15,7,7,7,8) -3
    RHS label_order(g15,8,6,8,7) -3
    RHS label_order(g15,8,7,8,6) -3
    RHS label_order(g15,6,6,5,6) -3
    RHS label_order(g15,6,7,5,7) -3
    RHS label_order(g15,7,6,8,6) -3
    RHS label_order(g15,7,7,8,7) -3
    RHS label_order(g16,4,9,5,9) -2
    RHS label_order(g16,5,9,4,9) -2
    RHS label_order(g16,6,9,5,9) -2
    RHS label_order(g16,7,9,8,9) -2
    RHS label_order(g16,8,9,9,9) -2
    RHS label_order(g16,9,9,8,9) -2
    RHS label_order(g17,5,0,6,0) -2
    RHS label_order(g17,6,0,5,0) -2
    RHS label_order(g17,7,0,6,0) -2
    RHS label_order(g17,7,0,8,0) -2
    RHS label_order(g17,8,0,9,0) -2
    RHS label_order(g17,9,0,8,0) -2
    RHS label_order(g18,7,4,6,4) -1
    RHS label_order(g18,7,5,8,5) -1
    RHS label_order(g19,8,2,8,1) -2
    RHS label_order(g19,8,2,8,3) -2
    RHS label_order(g19,7,1,8,1) -2
    RHS label_order(g19,8,1,7,1) -2
    RHS label_order(g19,8,3,9,3) -2
    RHS label_order(g19,9,3,8,3) -2
    RHS label_order(g20,8,8,8,7) -1
    RHS label_order(g20,8,8,8,9) -1
    RHS label_order(g21,8,4,8,3) -2
    RHS label_order(g21,8,4,8,5) -2
    RHS label_order(g21,9,4,9,3) -2
    RHS label_order(g21,9,4,9,5) -2
    RHS label_order(g21,8,3,9,3) -2
    RHS label_order(g21,9,3,8,3) -2
    RHS label_order(g21,8,5,9,5) -2
    RHS label_order(g21,9,5,8,5) -2
    RHS label_order(g22,9,1,9,0) -1
    RHS label_order(g22,9,2,9,3) -1
    RHS label_order(g23,9,7,9,6) -1
    RHS label_order(g23,9,8,9,9) -1
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
 LO BND d(0,0,g0) 1
 UP BND d(0,0,g0) 2
 LO BND d(0,3,g0) 1
 UP BND d(0,3,g0) 2
 LO BND d(1,0,g0) 1
 UP BND d(1,0,g0) 2
 LO BND d(1,3,g0) 1
 UP BND d(1,3,g0) 2
 LO BND d(0,7,g2) 1
 UP BND d(0,7,g2) 3
 LO BND d(0,8,g2) 1
 UP BND d(0,8,g2) 3
 LO BND d(0,9,g2) 2
 UP BND d(0,9,g2) 3
 LO BND d(2,6,g2) 2
 UP BND d(2,6,g2) 3
 LO BND d(2,7,g2) 1
 UP BND d(2,7,g2) 3
 LO BND d(2,8,g2) 1
 UP BND d(2,8,g2) 3
 LO BND d(0,3,g3) 2
 UP BND d(0,3,g3) 4
 LO BND d(0,4,g3) 1
 UP BND d(0,4,g3) 4
 LO BND d(0,5,g3) 1
 UP BND d(0,5,g3) 4
 LO BND d(1,3,g3) 1
 UP BND d(1,3,g3) 4
 LO BND d(2,6,g3) 1
 UP BND d(2,6,g3) 4
 LO BND d(3,4,g3) 1
 UP BND d(3,4,g3) 4
 LO BND d(3,5,g3) 1
 UP BND d(3,5,g3) 4
 LO BND d(3,6,g3) 2
 UP BND d(3,6,g3) 4
 FX BND d(0,9,g4) 1
 FX BND d(3,9,g4) 1
 FX BND d(2,2,g5) 1
 FX BND d(3,0,g5) 1
 FX BND d(0,3,g6) 4
 LO BND d(1,3,g6) 3
 UP BND d(1,3,g6) 4
 LO BND d(2,2,g6) 1
 UP BND d(2,2,g6) 4
 LO BND d(2,3,g6) 2
 UP BND d(2,3,g6) 4
 LO BND d(5,1,g6) 2
 UP BND d(5,1,g6) 4
 LO BND d(5,2,g6) 1
 UP BND d(5,2,g6) 4
 LO BND d(6,1,g6) 3
 UP BND d(6,1,g6) 4
 FX BND d(7,1,g6) 4
 FX BND d(2,3,g7) 1
 FX BND d(5,3,g7) 1
 FX BND d(2,7,g8) 2
 LO BND d(3,7,g8) 1
 UP BND d(3,7,g8) 2
 LO BND d(4,9,g8) 1
 UP BND d(4,9,g8) 2
 FX BND d(5,9,g8) 2
 FX BND d(0,0,g9) 4
 LO BND d(1,0,g9) 3
 UP BND d(1,0,g9) 4
 LO BND d(2,0,g9) 2
 UP BND d(2,0,g9) 4
 LO BND d(3,0,g9) 1
 UP BND d(3,0,g9) 4
 LO BND d(5,1,g9) 1
 UP BND d(5,1,g9) 4
 LO BND d(6,1,g9) 2
 UP BND d(6,1,g9) 4
 LO BND d(7,1,g9) 3
 UP BND d(7,1,g9) 4
 FX BND d(8,1,g9) 4
 LO BND d(3,6,g10) 1
 UP BND d(3,6,g10) 2
 LO BND d(3,7,g10) 1
 UP BND d(3,7,g10) 2
 LO BND d(5,6,g10) 1
 UP BND d(5,6,g10) 2
 LO BND d(5,7,g10) 1
 UP BND d(5,7,g10) 2
 LO BND d(3,4,g11) 1
 UP BND d(3,4,g11) 2
 LO BND d(3,5,g11) 1
 UP BND d(3,5,g11) 2
 LO BND d(6,4,g11) 1
 UP BND d(6,4,g11) 2
 LO BND d(6,5,g11) 1
 UP BND d(6,5,g11) 2
 LO BND d(5,2,g13) 1
 UP BND d(5,2,g13) 2
 FX BND d(5,3,g13) 2
 FX BND d(7,1,g13) 2
 LO BND d(7,2,g13) 1
 UP BND d(7,2,g13) 2
 LO BND d(5,3,g14) 1
 UP BND d(5,3,g14) 3
 LO BND d(6,4,g14) 1
 UP BND d(6,4,g14) 3
 LO BND d(6,5,g14) 2
 UP BND d(6,5,g14) 3
 LO BND d(7,1,g14) 2
 UP BND d(7,1,g14) 3
 LO BND d(7,2,g14) 1
 UP BND d(7,2,g14) 3
 LO BND d(8,3,g14) 1
 UP BND d(8,3,g14) 3
 LO BND d(5,6,g15) 1
 UP BND d(5,6,g15) 3
 LO BND d(5,7,g15) 1
 UP BND d(5,7,g15) 3
 LO BND d(6,5,g15) 1
 UP BND d(6,5,g15) 3
 LO BND d(7,8,g15) 1
 UP BND d(7,8,g15) 3
 LO BND d(8,6,g15) 1
 UP BND d(8,6,g15) 3
 LO BND d(8,7,g15) 1
 UP BND d(8,7,g15) 3
 FX BND d(4,9,g16) 2
 LO BND d(5,9,g16) 1
 UP BND d(5,9,g16) 2
 LO BND d(8,9,g16) 1
 UP BND d(8,9,g16) 2
 FX BND d(9,9,g16) 2
 FX BND d(5,0,g17) 2
 LO BND d(6,0,g17) 1
 UP BND d(6,0,g17) 2
 LO BND d(8,0,g17) 1
 UP BND d(8,0,g17) 2
 FX BND d(9,0,g17) 2
 FX BND d(6,4,g18) 1
 FX BND d(8,5,g18) 1
 FX BND d(7,1,g19) 2
 LO BND d(8,1,g19) 1
 UP BND d(8,1,g19) 2
 LO BND d(8,3,g19) 1
 UP BND d(8,3,g19) 2
 FX BND d(9,3,g19) 2
 FX BND d(8,7,g20) 1
 FX BND d(8,9,g20) 1
 LO BND d(8,3,g21) 1
 UP BND d(8,3,g21) 2
 LO BND d(8,5,g21) 1
 UP BND d(8,5,g21) 2
 LO BND d(9,3,g21) 1
 UP BND d(9,3,g21) 2
 LO BND d(9,5,g21) 1
 UP BND d(9,5,g21) 2
 FX BND d(9,0,g22) 1
 FX BND d(9,3,g22) 1
 FX BND d(9,6,g23) 1
 FX BND d(9,9,g23) 1
 LO BND p(g0,0,1,0,0) 0
 UP BND p(g0,0,1,0,0) 1
 LO BND p(g0,0,2,0,3) 0
 UP BND p(g0,0,2,0,3) 1
 LO BND p(g0,1,1,1,0) 0
 UP BND p(g0,1,1,1,0) 1
 LO BND p(g0,1,2,1,3) 0
 UP BND p(g0,1,2,1,3) 1
 LO BND p(g0,0,0,1,0) 0
 UP BND p(g0,0,0,1,0) 1
 LO BND p(g0,1,0,0,0) 0
 UP BND p(g0,1,0,0,0) 1
 LO BND p(g0,0,3,1,3) 0
 UP BND p(g0,0,3,1,3) 1
 LO BND p(g0,1,3,0,3) 0
 UP BND p(g0,1,3,0,3) 1
 LO BND p(g2,0,7,0,8) 0
 UP BND p(g2,0,7,0,8) 1
 LO BND p(g2,0,8,0,7) 0
 UP BND p(g2,0,8,0,7) 1
 LO BND p(g2,0,8,0,9) 0
 UP BND p(g2,0,8,0,9) 1
 LO BND p(g2,0,9,0,8) 0
 UP BND p(g2,0,9,0,8) 1
 LO BND p(g2,2,6,2,7) 0
 UP BND p(g2,2,6,2,7) 1
 LO BND p(g2,2,7,2,6) 0
 UP BND p(g2,2,7,2,6) 1
 LO BND p(g2,2,7,2,8) 0
 UP BND p(g2,2,7,2,8) 1
 LO BND p(g2,2,8,2,7) 0
 UP BND p(g2,2,8,2,7) 1
 LO BND p(g2,1,7,0,7) 0
 UP BND p(g2,1,7,0,7) 1
 LO BND p(g2,1,8,0,8) 0
 UP BND p(g2,1,8,0,8) 1
 LO BND p(g2,1,7,2,7) 0
 UP BND p(g2,1,7,2,7) 1
 LO BND p(g2,1,8,2,8) 0
 UP BND p(g2,1,8,2,8) 1
 LO BND p(g3,0,3,0,4) 0
 UP BND p(g3,0,3,0,4) 1
 LO BND p(g3,0,4,0,3) 0
 UP BND p(g3,0,4,0,3) 1
 LO BND p(g3,0,4,0,5) 0
 UP BND p(g3,0,4,0,5) 1
 LO BND p(g3,0,5,0,4) 0
 UP BND p(g3,0,5,0,4) 1
 LO BND p(g3,1,4,1,3) 0
 UP BND p(g3,1,4,1,3) 1
 LO BND p(g3,2,5,2,6) 0
 UP BND p(g3,2,5,2,6) 1
 LO BND p(g3,3,4,3,5) 0
 UP BND p(g3,3,4,3,5) 1
 LO BND p(g3,3,5,3,4) 0
 UP BND p(g3,3,5,3,4) 1
 LO BND p(g3,3,5,3,6) 0
 UP BND p(g3,3,5,3,6) 1
 LO BND p(g3,3,6,3,5) 0
 UP BND p(g3,3,6,3,5) 1
 LO BND p(g3,0,3,1,3) 0
 UP BND p(g3,0,3,1,3) 1
 LO BND p(g3,1,3,0,3) 0
 UP BND p(g3,1,3,0,3) 1
 LO BND p(g3,1,4,0,4) 0
 UP BND p(g3,1,4,0,4) 1
 LO BND p(g3,1,5,0,5) 0
 UP BND p(g3,1,5,0,5) 1
 LO BND p(g3,2,4,3,4) 0
 UP BND p(g3,2,4,3,4) 1
 LO BND p(g3,2,5,3,5) 0
 UP BND p(g3,2,5,3,5) 1
 LO BND p(g3,2,6,3,6) 0
 UP BND p(g3,2,6,3,6) 1
 LO BND p(g3,3,6,2,6) 0
 UP BND p(g3,3,6,2,6) 1
 LO BND p(g4,1,9,0,9) 0
 UP BND p(g4,1,9,0,9) 1
 LO BND p(g4,2,9,3,9) 0
 UP BND p(g4,2,9,3,9) 1
 LO BND p(g5,2,1,2,2) 0
 UP BND p(g5,2,1,2,2) 1
 LO BND p(g5,3,1,3,0) 0
 UP BND p(g5,3,1,3,0) 1
 LO BND p(g6,2,2,2,3) 0
 UP BND p(g6,2,2,2,3) 1
 LO BND p(g6,2,3,2,2) 0
 UP BND p(g6,2,3,2,2) 1
 LO BND p(g6,5,1,5,2) 0
 UP BND p(g6,5,1,5,2) 1
 LO BND p(g6,5,2,5,1) 0
 UP BND p(g6,5,2,5,1) 1
 LO BND p(g6,0,3,1,3) 0
 UP BND p(g6,0,3,1,3) 1
 LO BND p(g6,1,3,0,3) 0
 UP BND p(g6,1,3,0,3) 1
 LO BND p(g6,1,3,2,3) 0
 UP BND p(g6,1,3,2,3) 1
 LO BND p(g6,2,3,1,3) 0
 UP BND p(g6,2,3,1,3) 1
 LO BND p(g6,3,2,2,2) 0
 UP BND p(g6,3,2,2,2) 1
 LO BND p(g6,4,2,5,2) 0
 UP BND p(g6,4,2,5,2) 1
 LO BND p(g6,5,1,6,1) 0
 UP BND p(g6,5,1,6,1) 1
 LO BND p(g6,6,1,5,1) 0
 UP BND p(g6,6,1,5,1) 1
 LO BND p(g6,6,1,7,1) 0
 UP BND p(g6,6,1,7,1) 1
 LO BND p(g6,7,1,6,1) 0
 UP BND p(g6,7,1,6,1) 1
 LO BND p(g7,3,3,2,3) 0
 UP BND p(g7,3,3,2,3) 1
 LO BND p(g7,4,3,5,3) 0
 UP BND p(g7,4,3,5,3) 1
 LO BND p(g8,3,8,3,7) 0
 UP BND p(g8,3,8,3,7) 1
 LO BND p(g8,4,8,4,9) 0
 UP BND p(g8,4,8,4,9) 1
 LO BND p(g8,2,7,3,7) 0
 UP BND p(g8,2,7,3,7) 1
 LO BND p(g8,3,7,2,7) 0
 UP BND p(g8,3,7,2,7) 1
 LO BND p(g8,4,9,5,9) 0
 UP BND p(g8,4,9,5,9) 1
 LO BND p(g8,5,9,4,9) 0
 UP BND p(g8,5,9,4,9) 1
 LO BND p(g9,0,0,1,0) 0
 UP BND p(g9,0,0,1,0) 1
 LO BND p(g9,1,0,0,0) 0
 UP BND p(g9,1,0,0,0) 1
 LO BND p(g9,1,0,2,0) 0
 UP BND p(g9,1,0,2,0) 1
 LO BND p(g9,2,0,1,0) 0
 UP BND p(g9,2,0,1,0) 1
 LO BND p(g9,2,0,3,0) 0
 UP BND p(g9,2,0,3,0) 1
 LO BND p(g9,3,0,2,0) 0
 UP BND p(g9,3,0,2,0) 1
 LO BND p(g9,4,0,3,0) 0
 UP BND p(g9,4,0,3,0) 1
 LO BND p(g9,4,1,5,1) 0
 UP BND p(g9,4,1,5,1) 1
 LO BND p(g9,5,1,6,1) 0
 UP BND p(g9,5,1,6,1) 1
 LO BND p(g9,6,1,5,1) 0
 UP BND p(g9,6,1,5,1) 1
 LO BND p(g9,6,1,7,1) 0
 UP BND p(g9,6,1,7,1) 1
 LO BND p(g9,7,1,6,1) 0
 UP BND p(g9,7,1,6,1) 1
 LO BND p(g9,7,1,8,1) 0
 UP BND p(g9,7,1,8,1) 1
 LO BND p(g9,8,1,7,1) 0
 UP BND p(g9,8,1,7,1) 1
 LO BND p(g10,3,6,3,7) 0
 UP BND p(g10,3,6,3,7) 1
 LO BND p(g10,3,7,3,6) 0
 UP BND p(g10,3,7,3,6) 1
 LO BND p(g10,5,6,5,7) 0
 UP BND p(g10,5,6,5,7) 1
 LO BND p(g10,5,7,5,6) 0
 UP BND p(g10,5,7,5,6) 1
 LO BND p(g10,4,6,3,6) 0
 UP BND p(g10,4,6,3,6) 1
 LO BND p(g10,4,7,3,7) 0
 UP BND p(g10,4,7,3,7) 1
 LO BND p(g10,4,6,5,6) 0
 UP BND p(g10,4,6,5,6) 1
 LO BND p(g10,4,7,5,7) 0
 UP BND p(g10,4,7,5,7) 1
 LO BND p(g11,3,4,3,5) 0
 UP BND p(g11,3,4,3,5) 1
 LO BND p(g11,3,5,3,4) 0
 UP BND p(g11,3,5,3,4) 1
 LO BND p(g11,6,4,6,5) 0
 UP BND p(g11,6,4,6,5) 1
 LO BND p(g11,6,5,6,4) 0
 UP BND p(g11,6,5,6,4) 1
 LO BND p(g11,4,4,3,4) 0
 UP BND p(g11,4,4,3,4) 1
 LO BND p(g11,4,5,3,5) 0
 UP BND p(g11,4,5,3,5) 1
 LO BND p(g11,5,4,6,4) 0
 UP BND p(g11,5,4,6,4) 1
 LO BND p(g11,5,5,6,5) 0
 UP BND p(g11,5,5,6,5) 1
 LO BND p(g13,5,2,5,3) 0
 UP BND p(g13,5,2,5,3) 1
 LO BND p(g13,5,3,5,2) 0
 UP BND p(g13,5,3,5,2) 1
 LO BND p(g13,7,1,7,2) 0
 UP BND p(g13,7,1,7,2) 1
 LO BND p(g13,7,2,7,1) 0
 UP BND p(g13,7,2,7,1) 1
 LO BND p(g13,6,2,5,2) 0
 UP BND p(g13,6,2,5,2) 1
 LO BND p(g13,6,2,7,2) 0
 UP BND p(g13,6,2,7,2) 1
 LO BND p(g14,6,3,6,4) 0
 UP BND p(g14,6,3,6,4) 1
 LO BND p(g14,6,4,6,5) 0
 UP BND p(g14,6,4,6,5) 1
 LO BND p(g14,6,5,6,4) 0
 UP BND p(g14,6,5,6,4) 1
 LO BND p(g14,7,1,7,2) 0
 UP BND p(g14,7,1,7,2) 1
 LO BND p(g14,7,2,7,1) 0
 UP BND p(g14,7,2,7,1) 1
 LO BND p(g14,7,3,7,2) 0
 UP BND p(g14,7,3,7,2) 1
 LO BND p(g14,6,3,5,3) 0
 UP BND p(g14,6,3,5,3) 1
 LO BND p(g14,7,3,8,3) 0
 UP BND p(g14,7,3,8,3) 1
 LO BND p(g15,5,6,5,7) 0
 UP BND p(g15,5,6,5,7) 1
 LO BND p(g15,5,7,5,6) 0
 UP BND p(g15,5,7,5,6) 1
 LO BND p(g15,6,6,6,5) 0
 UP BND p(g15,6,6,6,5) 1
 LO BND p(g15,7,7,7,8) 0
 UP BND p(g15,7,7,7,8) 1
 LO BND p(g15,8,6,8,7) 0
 UP BND p(g15,8,6,8,7) 1
 LO BND p(g15,8,7,8,6) 0
 UP BND p(g15,8,7,8,6) 1
 LO BND p(g15,6,6,5,6) 0
 UP BND p(g15,6,6,5,6) 1
 LO BND p(g15,6,7,5,7) 0
 UP BND p(g15,6,7,5,7) 1
 LO BND p(g15,7,6,8,6) 0
 UP BND p(g15,7,6,8,6) 1
 LO BND p(g15,7,7,8,7) 0
 UP BND p(g15,7,7,8,7) 1
 LO BND p(g16,4,9,5,9) 0
 UP BND p(g16,4,9,5,9) 1
 LO BND p(g16,5,9,4,9) 0
 UP BND p(g16,5,9,4,9) 1
 LO BND p(g16,6,9,5,9) 0
 UP BND p(g16,6,9,5,9) 1
 LO BND p(g16,7,9,8,9) 0
 UP BND p(g16,7,9,8,9) 1
 LO BND p(g16,8,9,9,9) 0
 UP BND p(g16,8,9,9,9) 1
 LO BND p(g16,9,9,8,9) 0
 UP BND p(g16,9,9,8,9) 1
 LO BND p(g17,5,0,6,0) 0
 UP BND p(g17,5,0,6,0) 1
 LO BND p(g17,6,0,5,0) 0
 UP BND p(g17,6,0,5,0) 1
 LO BND p(g17,7,0,6,0) 0
 UP BND p(g17,7,0,6,0) 1
 LO BND p(g17,7,0,8,0) 0
 UP BND p(g17,7,0,8,0) 1
 LO BND p(g17,8,0,9,0) 0
 UP BND p(g17,8,0,9,0) 1
 LO BND p(g17,9,0,8,0) 0
 UP BND p(g17,9,0,8,0) 1
 LO BND p(g18,7,4,6,4) 0
 UP BND p(g18,7,4,6,4) 1
 LO BND p(g18,7,5,8,5) 0
 UP BND p(g18,7,5,8,5) 1
 LO BND p(g19,8,2,8,1) 0
 UP BND p(g19,8,2,8,1) 1
 LO BND p(g19,8,2,8,3) 0
 UP BND p(g19,8,2,8,3) 1
 LO BND p(g19,7,1,8,1) 0
 UP BND p(g19,7,1,8,1) 1
 LO BND p(g19,8,1,7,1) 0
 UP BND p(g19,8,1,7,1) 1
 LO BND p(g19,8,3,9,3) 0
 UP BND p(g19,8,3,9,3) 1
 LO BND p(g19,9,3,8,3) 0
 UP BND p(g19,9,3,8,3) 1
 LO BND p(g20,8,8,8,7) 0
 UP BND p(g20,8,8,8,7) 1
 LO BND p(g20,8,8,8,9) 0
 UP BND p(g20,8,8,8,9) 1
 LO BND p(g21,8,4,8,3) 0
 UP BND p(g21,8,4,8,3) 1
 LO BND p(g21,8,4,8,5) 0
 UP BND p(g21,8,4,8,5) 1
 LO BND p(g21,9,4,9,3) 0
 UP BND p(g21,9,4,9,3) 1
 LO BND p(g21,9,4,9,5) 0
 UP BND p(g21,9,4,9,5) 1
 LO BND p(g21,8,3,9,3) 0
 UP BND p(g21,8,3,9,3) 1
 LO BND p(g21,9,3,8,3) 0
 UP BND p(g21,9,3,8,3) 1
 LO BND p(g21,8,5,9,5) 0
 UP BND p(g21,8,5,9,5) 1
 LO BND p(g21,9,5,8,5) 0
 UP BND p(g21,9,5,8,5) 1
 LO BND p(g22,9,1,9,0) 0
 UP BND p(g22,9,1,9,0) 1
 LO BND p(g22,9,2,9,3) 0
 UP BND p(g22,9,2,9,3) 1
 LO BND p(g23,9,7,9,6) 0
 UP BND p(g23,9,7,9,6) 1
 LO BND p(g23,9,8,9,9) 0
 UP BND p(g23,9,8,9,9) 1
ENDATA
