NAME galaxies_labels_galaxies_7x7_s1
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
 E label_pred(g0,0,4)
 E label_pred(g0,0,6)
 E label_pred(g1,0,0)
 E label_pred(g1,0,1)
 E label_pred(g1,0,4)
 E label_pred(g1,1,1)
 E label_pred(g1,1,4)
 E label_pred(g1,1,5)
 E label_pred(g3,1,5)
 E label_pred(g3,1,6)
 E label_pred(g3,3,5)
 E label_pred(g3,3,6)
 E label_pred(g4,0,0)
 E label_pred(g4,1,0)
 E label_pred(g4,1,1)
 E label_pred(g4,2,0)
 E label_pred(g4,3,3)
 E label_pred(g4,4,2)
 E label_pred(g4,4,3)
 E label_pred(g4,5,3)
 E label_pred(g6,1,0)
 E label_pred(g6,2,0)
 E label_pred(g6,5,0)
 E label_pred(g6,6,0)
 E label_pred(g7,3,3)
 E label_pred(g7,3,6)
 E label_pred(g7,4,3)
 E label_pred(g7,4,6)
 E label_pred(g7,5,3)
 E label_pred(g7,5,6)
 E label_pred(g8,4,1)
 E label_pred(g8,4,2)
 E label_pred(g8,6,0)
 E label_pred(g8,6,1)
 E label_pred(g9,4,3)
 E label_pred(g9,4,6)
 E label_pred(g9,5,3)
 E label_pred(g9,5,6)
 E label_pred(g9,6,3)
 E label_pred(g9,6,6)
 E label_pred(g10,5,3)
 E label_pred(g10,6,1)
 E label_pred(g11,6,3)
 E label_pred(g11,6,6)
 L label_tail(g1,0,0,0,1)
 L label_tail(g1,0,1,0,0)
 L label_tail(g1,1,4,1,5)
 L label_tail(g1,1,5,1,4)
 L label_tail(g1,0,1,1,1)
 L label_tail(g1,1,1,0,1)
 L label_tail(g1,0,4,1,4)
 L label_tail(g1,1,4,0,4)
 L label_tail(g3,1,5,1,6)
 L label_tail(g3,1,6,1,5)
 L label_tail(g3,3,5,3,6)
 L label_tail(g3,3,6,3,5)
 L label_tail(g4,1,0,1,1)
 L label_tail(g4,1,1,1,0)
 L label_tail(g4,4,2,4,3)
 L label_tail(g4,4,3,4,2)
 L label_tail(g4,0,0,1,0)
 L label_tail(g4,1,0,0,0)
 L label_tail(g4,1,0,2,0)
 L label_tail(g4,2,0,1,0)
 L label_tail(g4,3,3,4,3)
 L label_tail(g4,4,3,3,3)
 L label_tail(g4,4,3,5,3)
 L label_tail(g4,5,3,4,3)
 L label_tail(g6,1,0,2,0)
 L label_tail(g6,2,0,1,0)
 L label_tail(g6,5,0,6,0)
 L label_tail(g6,6,0,5,0)
 L label_tail(g7,3,3,4,3)
 L label_tail(g7,4,3,3,3)
 L label_tail(g7,3,6,4,6)
 L label_tail(g7,4,6,3,6)
 L label_tail(g7,4,3,5,3)
 L label_tail(g7,5,3,4,3)
 L label_tail(g7,4,6,5,6)
 L label_tail(g7,5,6,4,6)
 L label_tail(g8,4,1,4,2)
 L label_tail(g8,4,2,4,1)
 L label_tail(g8,6,0,6,1)
 L label_tail(g8,6,1,6,0)
 L label_tail(g9,4,3,5,3)
 L label_tail(g9,5,3,4,3)
 L label_tail(g9,4,6,5,6)
 L label_tail(g9,5,6,4,6)
 L label_tail(g9,5,3,6,3)
 L label_tail(g9,6,3,5,3)
 L label_tail(g9,5,6,6,6)
 L label_tail(g9,6,6,5,6)
 G label_order(g0,0,5,0,4)
 G label_order(g0,0,5,0,6)
 G label_order(g1,0,0,0,1)
 G label_order(g1,0,1,0,0)
 G label_order(g1,0,2,0,1)
 G label_order(g1,0,3,0,4)
 G label_order(g1,1,2,1,1)
 G label_order(g1,1,3,1,4)
 G label_order(g1,1,4,1,5)
 G label_order(g1,1,5,1,4)
 G label_order(g1,0,1,1,1)
 G label_order(g1,1,1,0,1)
 G label_order(g1,0,4,1,4)
 G label_order(g1,1,4,0,4)
 G label_order(g3,1,5,1,6)
 G label_order(g3,1,6,1,5)
 G label_order(g3,3,5,3,6)
 G label_order(g3,3,6,3,5)
 G label_order(g3,2,5,1,5)
 G label_order(g3,2,6,1,6)
 G label_order(g3,2,5,3,5)
 G label_order(g3,2,6,3,6)
 G label_order(g4,1,0,1,1)
 G label_order(g4,1,1,1,0)
 G label_order(g4,2,1,2,0)
 G label_order(g4,3,2,3,3)
 G label_order(g4,4,2,4,3)
 G label_order(g4,4,3,4,2)
 G label_order(g4,0,0,1,0)
 G label_order(g4,1,0,0,0)
 G label_order(g4,1,0,2,0)
 G label_order(g4,2,0,1,0)
 G label_order(g4,2,1,1,1)
 G label_order(g4,3,2,4,2)
 G label_order(g4,3,3,4,3)
 G label_order(g4,4,3,3,3)
 G label_order(g4,4,3,5,3)
 G label_order(g4,5,3,4,3)
 G label_order(g6,1,0,2,0)
 G label_order(g6,2,0,1,0)
 G label_order(g6,3,0,2,0)
 G label_order(g6,4,0,5,0)
 G label_order(g6,5,0,6,0)
 G label_order(g6,6,0,5,0)
 G label_order(g7,4,4,4,3)
 G label_order(g7,4,5,4,6)
 G label_order(g7,3,3,4,3)
 G label_order(g7,4,3,3,3)
 G label_order(g7,3,6,4,6)
 G label_order(g7,4,6,3,6)
 G label_order(g7,4,3,5,3)
 G label_order(g7,5,3,4,3)
 G label_order(g7,4,6,5,6)
 G label_order(g7,5,6,4,6)
 G label_order(g8,4,1,4,2)
 G label_order(g8,4,2,4,1)
 G label_order(g8,6,0,6,1)
 G label_order(g8,6,1,6,0)
 G label_order(g8,5,1,4,1)
 G label_order(g8,5,1,6,1)
 G label_order(g9,5,4,5,3)
 G label_order(g9,5,5,5,6)
 G label_order(g9,4,3,5,3)
 G label_order(g9,5,3,4,3)
 G label_order(g9,4,6,5,6)
 G label_order(g9,5,6,4,6)
 G label_order(g9,5,3,6,3)
 G label_order(g9,6,3,5,3)
 G label_order(g9,5,6,6,6)
 G label_order(g9,6,6,5,6)
 G label_order(g10,5,2,5,3)
 G label_order(g10,6,2,6,1)
 G label_order(g11,6,4,6,3)
 G label_order(g11,6,5,6,6)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,4,g0) cover(0,4) 1
    x(0,4,g0) symmetry(0,4,g0) 1
    x(0,4,g0) label_pred(g0,0,4) -1
    x(0,5,g0) cover(0,5) 1
    x(0,5,g0) centre(0,5,g0) 1
    x(0,6,g0) cover(0,6) 1
    x(0,6,g0) symmetry(0,4,g0) -1
    x(0,6,g0) label_pred(g0,0,6) -1
    x(0,0,g1) cover(0,0) 1
    x(0,0,g1) symmetry(0,0,g1) 1
    x(0,0,g1) label_pred(g1,0,0) -1
    x(0,0,g1) label_tail(g1,0,0,0,1) -1
    x(0,1,g1) cover(0,1) 1
    x(0,1,g1) symmetry(0,1,g1) 1
    x(0,1,g1) label_pred(g1,0,1) -1
    x(0,1,g1) label_tail(g1,0,1,0,0) -1
    x(0,1,g1) label_tail(g1,0,1,1,1) -1
    x(0,2,g1) cover(0,2) 1
    x(0,2,g1) centre(0,2,g1) 1
    x(0,2,g1) symmetry(0,2,g1) 1
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) centre(0,3,g1) 1
    x(0,3,g1) symmetry(0,3,g1) 1
    x(0,4,g1) cover(0,4) 1
    x(0,4,g1) symmetry(0,4,g1) 1
    x(0,4,g1) label_pred(g1,0,4) -1
    x(0,4,g1) label_tail(g1,0,4,1,4) -1
    x(1,1,g1) cover(1,1) 1
    x(1,1,g1) symmetry(0,4,g1) -1
    x(1,1,g1) label_pred(g1,1,1) -1
    x(1,1,g1) label_tail(g1,1,1,0,1) -1
    x(1,2,g1) cover(1,2) 1
    x(1,2,g1) centre(1,2,g1) 1
    x(1,2,g1) symmetry(0,3,g1) -1
    x(1,3,g1) cover(1,3) 1
    x(1,3,g1) centre(1,3,g1) 1
    x(1,3,g1) symmetry(0,2,g1) -1
    x(1,4,g1) cover(1,4) 1
    x(1,4,g1) symmetry(0,1,g1) -1
    x(1,4,g1) label_pred(g1,1,4) -1
    x(1,4,g1) label_tail(g1,1,4,1,5) -1
    x(1,4,g1) label_tail(g1,1,4,0,4) -1
    x(1,5,g1) cover(1,5) 1
    x(1,5,g1) symmetry(0,0,g1) -1
    x(1,5,g1) label_pred(g1,1,5) -1
    x(1,5,g1) label_tail(g1,1,5,1,4) -1
    x(2,3,g2) cover(2,3) 1
    x(2,3,g2) centre(2,3,g2) 1
    x(1,5,g3) cover(1,5) 1
    x(1,5,g3) symmetry(1,5,g3) 1
    x(1,5,g3) label_pred(g3,1,5) -1
    x(1,5,g3) label_tail(g3,1,5,1,6) -1
    x(1,6,g3) cover(1,6) 1
    x(1,6,g3) symmetry(1,6,g3) 1
    x(1,6,g3) label_pred(g3,1,6) -1
    x(1,6,g3) label_tail(g3,1,6,1,5) -1
    x(2,5,g3) cover(2,5) 1
    x(2,5,g3) centre(2,5,g3) 1
    x(2,5,g3) symmetry(2,5,g3) 1
    x(2,6,g3) cover(2,6) 1
    x(2,6,g3) centre(2,6,g3) 1
    x(2,6,g3) symmetry(2,5,g3) -1
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) symmetry(1,6,g3) -1
    x(3,5,g3) label_pred(g3,3,5) -1
    x(3,5,g3) label_tail(g3,3,5,3,6) -1
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(1,5,g3) -1
    x(3,6,g3) label_pred(g3,3,6) -1
    x(3,6,g3) label_tail(g3,3,6,3,5) -1
    x(0,0,g4) cover(0,0) 1
    x(0,0,g4) symmetry(0,0,g4) 1
    x(0,0,g4) label_pred(g4,0,0) -1
    x(0,0,g4) label_tail(g4,0,0,1,0) -1
    x(1,0,g4) cover(1,0) 1
    x(1,0,g4) symmetry(1,0,g4) 1
    x(1,0,g4) label_pred(g4,1,0) -1
    x(1,0,g4) label_tail(g4,1,0,1,1) -1
    x(1,0,g4) label_tail(g4,1,0,0,0) -1
    x(1,0,g4) label_tail(g4,1,0,2,0) -1
    x(1,1,g4) cover(1,1) 1
    x(1,1,g4) symmetry(1,1,g4) 1
    x(1,1,g4) label_pred(g4,1,1) -1
    x(1,1,g4) label_tail(g4,1,1,1,0) -1
    x(2,0,g4) cover(2,0) 1
    x(2,0,g4) symmetry(2,0,g4) 1
    x(2,0,g4) label_pred(g4,2,0) -1
    x(2,0,g4) label_tail(g4,2,0,1,0) -1
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
    x(3,3,g4) label_pred(g4,3,3) -1
    x(3,3,g4) label_tail(g4,3,3,4,3) -1
    x(4,2,g4) cover(4,2) 1
    x(4,2,g4) symmetry(1,1,g4) -1
    x(4,2,g4) label_pred(g4,4,2) -1
    x(4,2,g4) label_tail(g4,4,2,4,3) -1
    x(4,3,g4) cover(4,3) 1
    x(4,3,g4) symmetry(1,0,g4) -1
    x(4,3,g4) label_pred(g4,4,3) -1
    x(4,3,g4) label_tail(g4,4,3,4,2) -1
    x(4,3,g4) label_tail(g4,4,3,3,3) -1
    x(4,3,g4) label_tail(g4,4,3,5,3) -1
    x(5,3,g4) cover(5,3) 1
    x(5,3,g4) symmetry(0,0,g4) -1
    x(5,3,g4) label_pred(g4,5,3) -1
    x(5,3,g4) label_tail(g4,5,3,4,3) -1
    x(2,4,g5) cover(2,4) 1
    x(2,4,g5) centre(2,4,g5) 1
    x(2,4,g5) symmetry(2,4,g5) 1
    x(3,4,g5) cover(3,4) 1
    x(3,4,g5) centre(3,4,g5) 1
    x(3,4,g5) symmetry(2,4,g5) -1
    x(1,0,g6) cover(1,0) 1
    x(1,0,g6) symmetry(1,0,g6) 1
    x(1,0,g6) label_pred(g6,1,0) -1
    x(1,0,g6) label_tail(g6,1,0,2,0) -1
    x(2,0,g6) cover(2,0) 1
    x(2,0,g6) symmetry(2,0,g6) 1
    x(2,0,g6) label_pred(g6,2,0) -1
    x(2,0,g6) label_tail(g6,2,0,1,0) -1
    x(3,0,g6) cover(3,0) 1
    x(3,0,g6) centre(3,0,g6) 1
    x(3,0,g6) symmetry(3,0,g6) 1
    x(4,0,g6) cover(4,0) 1
    x(4,0,g6) centre(4,0,g6) 1
    x(4,0,g6) symmetry(3,0,g6) -1
    x(5,0,g6) cover(5,0) 1
    x(5,0,g6) symmetry(2,0,g6) -1
    x(5,0,g6) label_pred(g6,5,0) -1
    x(5,0,g6) label_tail(g6,5,0,6,0) -1
    x(6,0,g6) cover(6,0) 1
    x(6,0,g6) symmetry(1,0,g6) -1
    x(6,0,g6) label_pred(g6,6,0) -1
    x(6,0,g6) label_tail(g6,6,0,5,0) -1
    x(3,3,g7) cover(3,3) 1
    x(3,3,g7) symmetry(3,3,g7) 1
    x(3,3,g7) label_pred(g7,3,3) -1
    x(3,3,g7) label_tail(g7,3,3,4,3) -1
    x(3,6,g7) cover(3,6) 1
    x(3,6,g7) symmetry(3,6,g7) 1
    x(3,6,g7) label_pred(g7,3,6) -1
    x(3,6,g7) label_tail(g7,3,6,4,6) -1
    x(4,3,g7) cover(4,3) 1
    x(4,3,g7) symmetry(4,3,g7) 1
    x(4,3,g7) label_pred(g7,4,3) -1
    x(4,3,g7) label_tail(g7,4,3,3,3) -1
    x(4,3,g7) label_tail(g7,4,3,5,3) -1
    x(4,4,g7) cover(4,4) 1
    x(4,4,g7) centre(4,4,g7) 1
    x(4,4,g7) symmetry(4,4,g7) 1
    x(4,5,g7) cover(4,5) 1
    x(4,5,g7) centre(4,5,g7) 1
    x(4,5,g7) symmetry(4,4,g7) -1
    x(4,6,g7) cover(4,6) 1
    x(4,6,g7) symmetry(4,3,g7) -1
    x(4,6,g7) label_pred(g7,4,6) -1
    x(4,6,g7) label_tail(g7,4,6,3,6) -1
    x(4,6,g7) label_tail(g7,4,6,5,6) -1
    x(5,3,g7) cover(5,3) 1
    x(5,3,g7) symmetry(3,6,g7) -1
    x(5,3,g7) label_pred(g7,5,3) -1
    x(5,3,g7) label_tail(g7,5,3,4,3) -1
    x(5,6,g7) cover(5,6) 1
    x(5,6,g7) symmetry(3,3,g7) -1
    x(5,6,g7) label_pred(g7,5,6) -1
    x(5,6,g7) label_tail(g7,5,6,4,6) -1
    x(4,1,g8) cover(4,1) 1
    x(4,1,g8) symmetry(4,1,g8) 1
    x(4,1,g8) label_pred(g8,4,1) -1
    x(4,1,g8) label_tail(g8,4,1,4,2) -1
    x(4,2,g8) cover(4,2) 1
    x(4,2,g8) symmetry(4,2,g8) 1
    x(4,2,g8) label_pred(g8,4,2) -1
    x(4,2,g8) label_tail(g8,4,2,4,1) -1
    x(5,1,g8) cover(5,1) 1
    x(5,1,g8) centre(5,1,g8) 1
    x(6,0,g8) cover(6,0) 1
    x(6,0,g8) symmetry(4,2,g8) -1
    x(6,0,g8) label_pred(g8,6,0) -1
    x(6,0,g8) label_tail(g8,6,0,6,1) -1
    x(6,1,g8) cover(6,1) 1
    x(6,1,g8) symmetry(4,1,g8) -1
    x(6,1,g8) label_pred(g8,6,1) -1
    x(6,1,g8) label_tail(g8,6,1,6,0) -1
    x(4,3,g9) cover(4,3) 1
    x(4,3,g9) symmetry(4,3,g9) 1
    x(4,3,g9) label_pred(g9,4,3) -1
    x(4,3,g9) label_tail(g9,4,3,5,3) -1
    x(4,6,g9) cover(4,6) 1
    x(4,6,g9) symmetry(4,6,g9) 1
    x(4,6,g9) label_pred(g9,4,6) -1
    x(4,6,g9) label_tail(g9,4,6,5,6) -1
    x(5,3,g9) cover(5,3) 1
    x(5,3,g9) symmetry(5,3,g9) 1
    x(5,3,g9) label_pred(g9,5,3) -1
    x(5,3,g9) label_tail(g9,5,3,4,3) -1
    x(5,3,g9) label_tail(g9,5,3,6,3) -1
    x(5,4,g9) cover(5,4) 1
    x(5,4,g9) centre(5,4,g9) 1
    x(5,4,g9) symmetry(5,4,g9) 1
    x(5,5,g9) cover(5,5) 1
    x(5,5,g9) centre(5,5,g9) 1
    x(5,5,g9) symmetry(5,4,g9) -1
    x(5,6,g9) cover(5,6) 1
    x(5,6,g9) symmetry(5,3,g9) -1
    x(5,6,g9) label_pred(g9,5,6) -1
    x(5,6,g9) label_tail(g9,5,6,4,6) -1
    x(5,6,g9) label_tail(g9,5,6,6,6) -1
    x(6,3,g9) cover(6,3) 1
    x(6,3,g9) symmetry(4,6,g9) -1
    x(6,3,g9) label_pred(g9,6,3) -1
    x(6,3,g9) label_tail(g9,6,3,5,3) -1
    x(6,6,g9) cover(6,6) 1
    x(6,6,g9) symmetry(4,3,g9) -1
    x(6,6,g9) label_pred(g9,6,6) -1
    x(6,6,g9) label_tail(g9,6,6,5,6) -1
    x(5,2,g10) cover(5,2) 1
    x(5,2,g10) centre(5,2,g10) 1
    x(5,2,g10) symmetry(5,2,g10) 1
    x(5,3,g10) cover(5,3) 1
    x(5,3,g10) symmetry(5,3,g10) 1
    x(5,3,g10) label_pred(g10,5,3) -1
    x(6,1,g10) cover(6,1) 1
    x(6,1,g10) symmetry(5,3,g10) -1
    x(6,1,g10) label_pred(g10,6,1) -1
    x(6,2,g10) cover(6,2) 1
    x(6,2,g10) centre(6,2,g10) 1
    x(6,2,g10) symmetry(5,2,g10) -1
    x(6,3,g11) cover(6,3) 1
    x(6,3,g11) symmetry(6,3,g11) 1
    x(6,3,g11) label_pred(g11,6,3) -1
    x(6,4,g11) cover(6,4) 1
    x(6,4,g11) centre(6,4,g11) 1
    x(6,4,g11) symmetry(6,4,g11) 1
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) centre(6,5,g11) 1
    x(6,5,g11) symmetry(6,4,g11) -1
    x(6,6,g11) cover(6,6) 1
    x(6,6,g11) symmetry(6,3,g11) -1
    x(6,6,g11) label_pred(g11,6,6) -1
    d(0,4,g0) label_order(g0,0,5,0,4) 1
    d(0,6,g0) label_order(g0,0,5,0,6) 1
    d(0,0,g1) label_order(g1,0,0,0,1) -1
    d(0,0,g1) label_order(g1,0,1,0,0) 1
    d(0,1,g1) label_order(g1,0,0,0,1) 1
    d(0,1,g1) label_order(g1,0,1,0,0) -1
    d(0,1,g1) label_order(g1,0,2,0,1) 1
    d(0,1,g1) label_order(g1,0,1,1,1) -1
    d(0,1,g1) label_order(g1,1,1,0,1) 1
    d(0,4,g1) label_order(g1,0,3,0,4) 1
    d(0,4,g1) label_order(g1,0,4,1,4) -1
    d(0,4,g1) label_order(g1,1,4,0,4) 1
    d(1,1,g1) label_order(g1,1,2,1,1) 1
    d(1,1,g1) label_order(g1,0,1,1,1) 1
    d(1,1,g1) label_order(g1,1,1,0,1) -1
    d(1,4,g1) label_order(g1,1,3,1,4) 1
    d(1,4,g1) label_order(g1,1,4,1,5) -1
    d(1,4,g1) label_order(g1,1,5,1,4) 1
    d(1,4,g1) label_order(g1,0,4,1,4) 1
    d(1,4,g1) label_order(g1,1,4,0,4) -1
    d(1,5,g1) label_order(g1,1,4,1,5) 1
    d(1,5,g1) label_order(g1,1,5,1,4) -1
    d(1,5,g3) label_order(g3,1,5,1,6) -1
    d(1,5,g3) label_order(g3,1,6,1,5) 1
    d(1,5,g3) label_order(g3,2,5,1,5) 1
    d(1,6,g3) label_order(g3,1,5,1,6) 1
    d(1,6,g3) label_order(g3,1,6,1,5) -1
    d(1,6,g3) label_order(g3,2,6,1,6) 1
    d(3,5,g3) label_order(g3,3,5,3,6) -1
    d(3,5,g3) label_order(g3,3,6,3,5) 1
    d(3,5,g3) label_order(g3,2,5,3,5) 1
    d(3,6,g3) label_order(g3,3,5,3,6) 1
    d(3,6,g3) label_order(g3,3,6,3,5) -1
    d(3,6,g3) label_order(g3,2,6,3,6) 1
    d(0,0,g4) label_order(g4,0,0,1,0) -1
    d(0,0,g4) label_order(g4,1,0,0,0) 1
    d(1,0,g4) label_order(g4,1,0,1,1) -1
    d(1,0,g4) label_order(g4,1,1,1,0) 1
    d(1,0,g4) label_order(g4,0,0,1,0) 1
    d(1,0,g4) label_order(g4,1,0,0,0) -1
    d(1,0,g4) label_order(g4,1,0,2,0) -1
    d(1,0,g4) label_order(g4,2,0,1,0) 1
    d(1,1,g4) label_order(g4,1,0,1,1) 1
    d(1,1,g4) label_order(g4,1,1,1,0) -1
    d(1,1,g4) label_order(g4,2,1,1,1) 1
    d(2,0,g4) label_order(g4,2,1,2,0) 1
    d(2,0,g4) label_order(g4,1,0,2,0) 1
    d(2,0,g4) label_order(g4,2,0,1,0) -1
    d(3,3,g4) label_order(g4,3,2,3,3) 1
    d(3,3,g4) label_order(g4,3,3,4,3) -1
    d(3,3,g4) label_order(g4,4,3,3,3) 1
    d(4,2,g4) label_order(g4,4,2,4,3) -1
    d(4,2,g4) label_order(g4,4,3,4,2) 1
    d(4,2,g4) label_order(g4,3,2,4,2) 1
    d(4,3,g4) label_order(g4,4,2,4,3) 1
    d(4,3,g4) label_order(g4,4,3,4,2) -1
    d(4,3,g4) label_order(g4,3,3,4,3) 1
    d(4,3,g4) label_order(g4,4,3,3,3) -1
    d(4,3,g4) label_order(g4,4,3,5,3) -1
    d(4,3,g4) label_order(g4,5,3,4,3) 1
    d(5,3,g4) label_order(g4,4,3,5,3) 1
    d(5,3,g4) label_order(g4,5,3,4,3) -1
    d(1,0,g6) label_order(g6,1,0,2,0) -1
    d(1,0,g6) label_order(g6,2,0,1,0) 1
    d(2,0,g6) label_order(g6,1,0,2,0) 1
    d(2,0,g6) label_order(g6,2,0,1,0) -1
    d(2,0,g6) label_order(g6,3,0,2,0) 1
    d(5,0,g6) label_order(g6,4,0,5,0) 1
    d(5,0,g6) label_order(g6,5,0,6,0) -1
    d(5,0,g6) label_order(g6,6,0,5,0) 1
    d(6,0,g6) label_order(g6,5,0,6,0) 1
    d(6,0,g6) label_order(g6,6,0,5,0) -1
    d(3,3,g7) label_order(g7,3,3,4,3) -1
    d(3,3,g7) label_order(g7,4,3,3,3) 1
    d(3,6,g7) label_order(g7,3,6,4,6) -1
    d(3,6,g7) label_order(g7,4,6,3,6) 1
    d(4,3,g7) label_order(g7,4,4,4,3) 1
    d(4,3,g7) label_order(g7,3,3,4,3) 1
    d(4,3,g7) label_order(g7,4,3,3,3) -1
    d(4,3,g7) label_order(g7,4,3,5,3) -1
    d(4,3,g7) label_order(g7,5,3,4,3) 1
    d(4,6,g7) label_order(g7,4,5,4,6) 1
    d(4,6,g7) label_order(g7,3,6,4,6) 1
    d(4,6,g7) label_order(g7,4,6,3,6) -1
    d(4,6,g7) label_order(g7,4,6,5,6) -1
    d(4,6,g7) label_order(g7,5,6,4,6) 1
    d(5,3,g7) label_order(g7,4,3,5,3) 1
    d(5,3,g7) label_order(g7,5,3,4,3) -1
    d(5,6,g7) label_order(g7,4,6,5,6) 1
    d(5,6,g7) label_order(g7,5,6,4,6) -1
    d(4,1,g8) label_order(g8,4,1,4,2) -1
    d(4,1,g8) label_order(g8,4,2,4,1) 1
    d(4,1,g8) label_order(g8,5,1,4,1) 1
    d(4,2,g8) label_order(g8,4,1,4,2) 1
    d(4,2,g8) label_order(g8,4,2,4,1) -1
    d(6,0,g8) label_order(g8,6,0,6,1) -1
    d(6,0,g8) label_order(g8,6,1,6,0) 1
    d(6,1,g8) label_order(g8,6,0,6,1) 1
    d(6,1,g8) label_order(g8,6,1,6,0) -1
    d(6,1,g8) label_order(g8,5,1,6,1) 1
    d(4,3,g9) label_order(g9,4,3,5,3) -1
    d(4,3,g9) label_order(g9,5,3,4,3) 1
    d(4,6,g9) label_order(g9,4,6,5,6) -1
    d(4,6,g9) label_order(g9,5,6,4,6) 1
    d(5,3,g9) label_order(g9,5,4,5,3) 1
    d(5,3,g9) label_order(g9,4,3,5,3) 1
    d(5,3,g9) label_order(g9,5,3,4,3) -1
    d(5,3,g9) label_order(g9,5,3,6,3) -1
    d(5,3,g9) label_order(g9,6,3,5,3) 1
    d(5,6,g9) label_order(g9,5,5,5,6) 1
    d(5,6,g9) label_order(g9,4,6,5,6) 1
    d(5,6,g9) label_order(g9,5,6,4,6) -1
    d(5,6,g9) label_order(g9,5,6,6,6) -1
    d(5,6,g9) label_order(g9,6,6,5,6) 1
    d(6,3,g9) label_order(g9,5,3,6,3) 1
    d(6,3,g9) label_order(g9,6,3,5,3) -1
    d(6,6,g9) label_order(g9,5,6,6,6) 1
    d(6,6,g9) label_order(g9,6,6,5,6) -1
    d(5,3,g10) label_order(g10,5,2,5,3) 1
    d(6,1,g10) label_order(g10,6,2,6,1) 1
    d(6,3,g11) label_order(g11,6,4,6,3) 1
    d(6,6,g11) label_order(g11,6,5,6,6) 1
    p(g0,0,5,0,4) label_pred(g0,0,4) 1
    p(g0,0,5,0,4) label_order(g0,0,5,0,4) -2
    p(g0,0,5,0,6) label_pred(g0,0,6) 1
    p(g0,0,5,0,6) label_order(g0,0,5,0,6) -2
    p(g1,0,0,0,1) label_pred(g1,0,1) 1
    p(g1,0,0,0,1) label_tail(g1,0,0,0,1) 1
    p(g1,0,0,0,1) label_order(g1,0,0,0,1) -4
    p(g1,0,1,0,0) label_pred(g1,0,0) 1
    p(g1,0,1,0,0) label_tail(g1,0,1,0,0) 1
    p(g1,0,1,0,0) label_order(g1,0,1,0,0) -4
    p(g1,0,2,0,1) label_pred(g1,0,1) 1
    p(g1,0,2,0,1) label_order(g1,0,2,0,1) -4
    p(g1,0,3,0,4) label_pred(g1,0,4) 1
    p(g1,0,3,0,4) label_order(g1,0,3,0,4) -4
    p(g1,1,2,1,1) label_pred(g1,1,1) 1
    p(g1,1,2,1,1) label_order(g1,1,2,1,1) -4
    p(g1,1,3,1,4) label_pred(g1,1,4) 1
    p(g1,1,3,1,4) label_order(g1,1,3,1,4) -4
    p(g1,1,4,1,5) label_pred(g1,1,5) 1
    p(g1,1,4,1,5) label_tail(g1,1,4,1,5) 1
    p(g1,1,4,1,5) label_order(g1,1,4,1,5) -4
    p(g1,1,5,1,4) label_pred(g1,1,4) 1
    p(g1,1,5,1,4) label_tail(g1,1,5,1,4) 1
    p(g1,1,5,1,4) label_order(g1,1,5,1,4) -4
    p(g1,0,1,1,1) label_pred(g1,1,1) 1
    p(g1,0,1,1,1) label_tail(g1,0,1,1,1) 1
    p(g1,0,1,1,1) label_order(g1,0,1,1,1) -4
    p(g1,1,1,0,1) label_pred(g1,0,1) 1
    p(g1,1,1,0,1) label_tail(g1,1,1,0,1) 1
    p(g1,1,1,0,1) label_order(g1,1,1,0,1) -4
    p(g1,0,4,1,4) label_pred(g1,1,4) 1
    p(g1,0,4,1,4) label_tail(g1,0,4,1,4) 1
    p(g1,0,4,1,4) label_order(g1,0,4,1,4) -4
    p(g1,1,4,0,4) label_pred(g1,0,4) 1
    p(g1,1,4,0,4) label_tail(g1,1,4,0,4) 1
    p(g1,1,4,0,4) label_order(g1,1,4,0,4) -4
    p(g3,1,5,1,6) label_pred(g3,1,6) 1
    p(g3,1,5,1,6) label_tail(g3,1,5,1,6) 1
    p(g3,1,5,1,6) label_order(g3,1,5,1,6) -3
    p(g3,1,6,1,5) label_pred(g3,1,5) 1
    p(g3,1,6,1,5) label_tail(g3,1,6,1,5) 1
    p(g3,1,6,1,5) label_order(g3,1,6,1,5) -3
    p(g3,3,5,3,6) label_pred(g3,3,6) 1
    p(g3,3,5,3,6) label_tail(g3,3,5,3,6) 1
    p(g3,3,5,3,6) label_order(g3,3,5,3,6) -3
    p(g3,3,6,3,5) label_pred(g3,3,5) 1
    p(g3,3,6,3,5) label_tail(g3,3,6,3,5) 1
    p(g3,3,6,3,5) label_order(g3,3,6,3,5) -3
    p(g3,2,5,1,5) label_pred(g3,1,5) 1
    p(g3,2,5,1,5) label_order(g3,2,5,1,5) -3
    p(g3,2,6,1,6) label_pred(g3,1,6) 1
    p(g3,2,6,1,6) label_order(g3,2,6,1,6) -3
    p(g3,2,5,3,5) label_pred(g3,3,5) 1
    p(g3,2,5,3,5) label_order(g3,2,5,3,5) -3
    p(g3,2,6,3,6) label_pred(g3,3,6) 1
    p(g3,2,6,3,6) label_order(g3,2,6,3,6) -3
    p(g4,1,0,1,1) label_pred(g4,1,1) 1
    p(g4,1,0,1,1) label_tail(g4,1,0,1,1) 1
    p(g4,1,0,1,1) label_order(g4,1,0,1,1) -5
    p(g4,1,1,1,0) label_pred(g4,1,0) 1
    p(g4,1,1,1,0) label_tail(g4,1,1,1,0) 1
    p(g4,1,1,1,0) label_order(g4,1,1,1,0) -5
    p(g4,2,1,2,0) label_pred(g4,2,0) 1
    p(g4,2,1,2,0) label_order(g4,2,1,2,0) -5
    p(g4,3,2,3,3) label_pred(g4,3,3) 1
    p(g4,3,2,3,3) label_order(g4,3,2,3,3) -5
    p(g4,4,2,4,3) label_pred(g4,4,3) 1
    p(g4,4,2,4,3) label_tail(g4,4,2,4,3) 1
    p(g4,4,2,4,3) label_order(g4,4,2,4,3) -5
    p(g4,4,3,4,2) label_pred(g4,4,2) 1
    p(g4,4,3,4,2) label_tail(g4,4,3,4,2) 1
    p(g4,4,3,4,2) label_order(g4,4,3,4,2) -5
    p(g4,0,0,1,0) label_pred(g4,1,0) 1
    p(g4,0,0,1,0) label_tail(g4,0,0,1,0) 1
    p(g4,0,0,1,0) label_order(g4,0,0,1,0) -5
    p(g4,1,0,0,0) label_pred(g4,0,0) 1
    p(g4,1,0,0,0) label_tail(g4,1,0,0,0) 1
    p(g4,1,0,0,0) label_order(g4,1,0,0,0) -5
    p(g4,1,0,2,0) label_pred(g4,2,0) 1
    p(g4,1,0,2,0) label_tail(g4,1,0,2,0) 1
    p(g4,1,0,2,0) label_order(g4,1,0,2,0) -5
    p(g4,2,0,1,0) label_pred(g4,1,0) 1
    p(g4,2,0,1,0) label_tail(g4,2,0,1,0) 1
    p(g4,2,0,1,0) label_order(g4,2,0,1,0) -5
    p(g4,2,1,1,1) label_pred(g4,1,1) 1
    p(g4,2,1,1,1) label_order(g4,2,1,1,1) -5
    p(g4,3,2,4,2) label_pred(g4,4,2) 1
    p(g4,3,2,4,2) label_order(g4,3,2,4,2) -5
    p(g4,3,3,4,3) label_pred(g4,4,3) 1
    p(g4,3,3,4,3) label_tail(g4,3,3,4,3) 1
    p(g4,3,3,4,3) label_order(g4,3,3,4,3) -5
    p(g4,4,3,3,3) label_pred(g4,3,3) 1
    p(g4,4,3,3,3) label_tail(g4,4,3,3,3) 1
    p(g4,4,3,3,3) label_order(g4,4,3,3,3) -5
    p(g4,4,3,5,3) label_pred(g4,5,3) 1
    p(g4,4,3,5,3) label_tail(g4,4,3,5,3) 1
    p(g4,4,3,5,3) label_order(g4,4,3,5,3) -5
    p(g4,5,3,4,3) label_pred(g4,4,3) 1
    p(g4,5,3,4,3) label_tail(g4,5,3,4,3) 1
    p(g4,5,3,4,3) label_order(g4,5,3,4,3) -5
    p(g6,1,0,2,0) label_pred(g6,2,0) 1
    p(g6,1,0,2,0) label_tail(g6,1,0,2,0) 1
    p(g6,1,0,2,0) label_order(g6,1,0,2,0) -3
    p(g6,2,0,1,0) label_pred(g6,1,0) 1
    p(g6,2,0,1,0) label_tail(g6,2,0,1,0) 1
    p(g6,2,0,1,0) label_order(g6,2,0,1,0) -3
    p(g6,3,0,2,0) label_pred(g6,2,0) 1
    p(g6,3,0,2,0) label_order(g6,3,0,2,0) -3
    p(g6,4,0,5,0) label_pred(g6,5,0) 1
    p(g6,4,0,5,0) label_order(g6,4,0,5,0) -3
    p(g6,5,0,6,0) label_pred(g6,6,0) 1
    p(g6,5,0,6,0) label_tail(g6,5,0,6,0) 1
    p(g6,5,0,6,0) label_order(g6,5,0,6,0) -3
    p(g6,6,0,5,0) label_pred(g6,5,0) 1
    p(g6,6,0,5,0) label_tail(g6,6,0,5,0) 1
    p(g6,6,0,5,0) label_order(g6,6,0,5,0) -3
    p(g7,4,4,4,3) label_pred(g7,4,3) 1
    p(g7,4,4,4,3) label_order(g7,4,4,4,3) -4
    p(g7,4,5,4,6) label_pred(g7,4,6) 1
    p(g7,4,5,4,6) label_order(g7,4,5,4,6) -4
    p(g7,3,3,4,3) label_pred(g7,4,3) 1
    p(g7,3,3,4,3) label_tail(g7,3,3,4,3) 1
    p(g7,3,3,4,3) label_order(g7,3,3,4,3) -4
    p(g7,4,3,3,3) label_pred(g7,3,3) 1
    p(g7,4,3,3,3) label_tail(g7,4,3,3,3) 1
    p(g7,4,3,3,3) label_order(g7,4,3,3,3) -4
    p(g7,3,6,4,6) label_pred(g7,4,6) 1
    p(g7,3,6,4,6) label_tail(g7,3,6,4,6) 1
    p(g7,3,6,4,6) label_order(g7,3,6,4,6) -4
    p(g7,4,6,3,6) label_pred(g7,3,6) 1
    p(g7,4,6,3,6) label_tail(g7,4,6,3,6) 1
    p(g7,4,6,3,6) label_order(g7,4,6,3,6) -4
    p(g7,4,3,5,3) label_pred(g7,5,3) 1
    p(g7,4,3,5,3) label_tail(g7,4,3,5,3) 1
    p(g7,4,3,5,3) label_order(g7,4,3,5,3) -4
    p(g7,5,3,4,3) label_pred(g7,4,3) 1
    p(g7,5,3,4,3) label_tail(g7,5,3,4,3) 1
    p(g7,5,3,4,3) label_order(g7,5,3,4,3) -4
    p(g7,4,6,5,6) label_pred(g7,5,6) 1
    p(g7,4,6,5,6) label_tail(g7,4,6,5,6) 1
    p(g7,4,6,5,6) label_order(g7,4,6,5,6) -4
    p(g7,5,6,4,6) label_pred(g7,4,6) 1
    p(g7,5,6,4,6) label_tail(g7,5,6,4,6) 1
    p(g7,5,6,4,6) label_order(g7,5,6,4,6) -4
    p(g8,4,1,4,2) label_pred(g8,4,2) 1
    p(g8,4,1,4,2) label_tail(g8,4,1,4,2) 1
    p(g8,4,1,4,2) label_order(g8,4,1,4,2) -3
    p(g8,4,2,4,1) label_pred(g8,4,1) 1
    p(g8,4,2,4,1) label_tail(g8,4,2,4,1) 1
    p(g8,4,2,4,1) label_order(g8,4,2,4,1) -3
    p(g8,6,0,6,1) label_pred(g8,6,1) 1
    p(g8,6,0,6,1) label_tail(g8,6,0,6,1) 1
    p(g8,6,0,6,1) label_order(g8,6,0,6,1) -3
    p(g8,6,1,6,0) label_pred(g8,6,0) 1
    p(g8,6,1,6,0) label_tail(g8,6,1,6,0) 1
    p(g8,6,1,6,0) label_order(g8,6,1,6,0) -3
    p(g8,5,1,4,1) label_pred(g8,4,1) 1
    p(g8,5,1,4,1) label_order(g8,5,1,4,1) -3
    p(g8,5,1,6,1) label_pred(g8,6,1) 1
    p(g8,5,1,6,1) label_order(g8,5,1,6,1) -3
    p(g9,5,4,5,3) label_pred(g9,5,3) 1
    p(g9,5,4,5,3) label_order(g9,5,4,5,3) -4
    p(g9,5,5,5,6) label_pred(g9,5,6) 1
    p(g9,5,5,5,6) label_order(g9,5,5,5,6) -4
    p(g9,4,3,5,3) label_pred(g9,5,3) 1
    p(g9,4,3,5,3) label_tail(g9,4,3,5,3) 1
    p(g9,4,3,5,3) label_order(g9,4,3,5,3) -4
    p(g9,5,3,4,3) label_pred(g9,4,3) 1
    p(g9,5,3,4,3) label_tail(g9,5,3,4,3) 1
    p(g9,5,3,4,3) label_order(g9,5,3,4,3) -4
    p(g9,4,6,5,6) label_pred(g9,5,6) 1
    p(g9,4,6,5,6) label_tail(g9,4,6,5,6) 1
    p(g9,4,6,5,6) label_order(g9,4,6,5,6) -4
    p(g9,5,6,4,6) label_pred(g9,4,6) 1
    p(g9,5,6,4,6) label_tail(g9,5,6,4,6) 1
    p(g9,5,6,4,6) label_order(g9,5,6,4,6) -4
    p(g9,5,3,6,3) label_pred(g9,6,3) 1
    p(g9,5,3,6,3) label_tail(g9,5,3,6,3) 1
    p(g9,5,3,6,3) label_order(g9,5,3,6,3) -4
    p(g9,6,3,5,3) label_pred(g9,5,3) 1
    p(g9,6,3,5,3) label_tail(g9,6,3,5,3) 1
    p(g9,6,3,5,3) label_order(g9,6,3,5,3) -4
    p(g9,5,6,6,6) label_pred(g9,6,6) 1
    p(g9,5,6,6,6) label_tail(g9,5,6,6,6) 1
    p(g9,5,6,6,6) label_order(g9,5,6,6,6) -4
    p(g9,6,6,5,6) label_pred(g9,5,6) 1
    p(g9,6,6,5,6) label_tail(g9,6,6,5,6) 1
    p(g9,6,6,5,6) label_order(g9,6,6,5,6) -4
    p(g10,5,2,5,3) label_pred(g10,5,3) 1
    p(g10,5,2,5,3) label_order(g10,5,2,5,3) -2
    p(g10,6,2,6,1) label_pred(g10,6,1) 1
    p(g10,6,2,6,1) label_order(g10,6,2,6,1) -2
    p(g11,6,4,6,3) label_pred(g11,6,3) 1
    p(g11,6,4,6,3) label_order(g11,6,4,6,3) -2
    p(g11,6,5,6,6) label_pred(g11,6,6) 1
    p(g11,6,5,6,6) label_order(g11,6,5,6,6) -2
    MARKER0 'MARKER' 'INTEND'
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
    RHS label_order(g0,0,5,0,4) -1
    RHS label_order(g0,0,5,0,6) -1
    RHS label_order(g1,0,0,0,1) -3
    RHS label_order(g1,0,1,0,0) -3
    RHS label_order(g1,0,2,0,1) -3
    RHS label_order(g1,0,3,0,4) -3
    RHS label_order(g1,1,2,1,1) -3
    RHS label_order(g1,1,3,1,4) -3
    RHS label_order(g1,1,4,1,5) -3
    RHS label_order(g1,1,5,1,4) -3
    RHS label_order(g1,0,1,1,1) -3
    RHS label_order(g1,1,1,0,1) -3
    RHS label_order(g1,0,4,1,4) -3
    RHS label_order(g1,1,4,0,4) -3
    RHS label_order(g3,1,5,1,6) -2
    RHS label_order(g3,1,6,1,5) -2
    RHS label_order(g3,3,5,3,6) -2
    RHS label_order(g3,3,6,3,5) -2
    RHS label_order(g3,2,5,1,5) -2
    RHS label_order(g3,2,6,1,6) -2
    RHS label_order(g3,2,5,3,5) -2
    RHS label_order(g3,2,6,3,6) -2
    RHS label_order(g4,1,0,1,1) -4
    RHS label_order(g4,1,1,1,0) -4
    RHS label_order(g4,2,1,2,0) -4
    RHS label_order(g4,3,2,3,3) -4
    RHS label_order(g4,4,2,4,3) -4
    RHS label_order(g4,4,3,4,2) -4
    RHS label_order(g4,0,0,1,0) -4
    RHS label_order(g4,1,0,0,0) -4
    RHS label_order(g4,1,0,2,0) -4
    RHS label_order(g4,2,0,1,0) -4
    RHS label_order(g4,2,1,1,1) -4
    RHS label_order(g4,3,2,4,2) -4
    RHS label_order(g4,3,3,4,3) -4
    RHS label_order(g4,4,3,3,3) -4
    RHS label_order(g4,4,3,5,3) -4
    RHS label_order(g4,5,3,4,3) -4
    RHS label_order(g6,1,0,2,0) -2
    RHS label_order(g6,2,0,1,0) -2
    RHS label_order(g6,3,0,2,0) -2
    RHS label_order(g6,4,0,5,0) -2
    RHS label_order(g6,5,0,6,0) -2
    RHS label_order(g6,6,0,5,0) -2
    RHS label_order(g7,4,4,4,3) -3
    RHS label_order(g7,4,5,4,6) -3
    RHS label_order(g7,3,3,4,3) -3
    RHS label_order(g7,4,3,3,3) -3
    RHS label_order(g7,3,6,4,6) -3
    RHS label_order(g7,4,6,3,6) -3
    RHS label_order(g7,4,3,5,3) -3
    RHS label_order(g7,5,3,4,3) -3
    RHS label_order(g7,4,6,5,6) -3
    RHS label_order(g7,5,6,4,6) -3
    RHS label_order(g8,4,1,4,2) -2
    RHS label_order(g8,4,2,4,1) -2
    RHS label_order(g8,6,0,6,1) -2
    RHS label_order(g8,6,1,6,0) -2
    RHS label_order(g8,5,1,4,1) -2
    RHS label_order(g8,5,1,6,1) -2
    RHS label_order(g9,5,4,5,3) -3
    RHS label_order(g9,5,5,5,6) -3
    RHS label_order(g9,4,3,5,3) -3
    RHS label_order(g9,5,3,4,3) -3
    RHS label_order(g9,4,6,5,6) -3
    RHS label_order(g9,5,6,4,6) -3
    RHS label_order(g9,5,3,6,3) -3
    RHS label_order(g9,6,3,5,3) -3
    RHS label_order(g9,5,6,6,6) -3
    RHS label_order(g9,6,6,5,6) -3
    RHS label_order(g10,5,2,5,3) -1
    RHS label_order(g10,6,2,6,1) -1
    RHS label_order(g11,6,4,6,3) -1
    RHS label_order(g11,6,5,6,6) -1
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
 FX BND d(0,4,g0) 1
 FX BND d(0,6,g0) 1
 LO BND d(0,0,g1) 2
 UP BND d(0,0,g1) 3
 LO BND d(0,1,g1) 1
 UP BND d(0,1,g1) 3
 LO BND d(0,4,g1) 1
 UP BND d(0,4,g1) 3
 LO BND d(1,1,g1) 1
 UP BND d(1,1,g1) 3
 LO BND d(1,4,g1) 1
 UP BND d(1,4,g1) 3
 LO BND d(1,5,g1) 2
 UP BND d(1,5,g1) 3
 LO BND d(1,5,g3) 1
 UP BND d(1,5,g3) 2
 LO BND d(1,6,g3) 1
 UP BND d(1,6,g3) 2
 LO BND d(3,5,g3) 1
 UP BND d(3,5,g3) 2
 LO BND d(3,6,g3) 1
 UP BND d(3,6,g3) 2
 LO BND d(0,0,g4) 3
 UP BND d(0,0,g4) 4
 LO BND d(1,0,g4) 2
 UP BND d(1,0,g4) 4
 LO BND d(1,1,g4) 1
 UP BND d(1,1,g4) 4
 LO BND d(2,0,g4) 1
 UP BND d(2,0,g4) 4
 LO BND d(3,3,g4) 1
 UP BND d(3,3,g4) 4
 LO BND d(4,2,g4) 1
 UP BND d(4,2,g4) 4
 LO BND d(4,3,g4) 2
 UP BND d(4,3,g4) 4
 LO BND d(5,3,g4) 3
 UP BND d(5,3,g4) 4
 FX BND d(1,0,g6) 2
 LO BND d(2,0,g6) 1
 UP BND d(2,0,g6) 2
 LO BND d(5,0,g6) 1
 UP BND d(5,0,g6) 2
 FX BND d(6,0,g6) 2
 LO BND d(3,3,g7) 2
 UP BND d(3,3,g7) 3
 LO BND d(3,6,g7) 2
 UP BND d(3,6,g7) 3
 LO BND d(4,3,g7) 1
 UP BND d(4,3,g7) 3
 LO BND d(4,6,g7) 1
 UP BND d(4,6,g7) 3
 LO BND d(5,3,g7) 2
 UP BND d(5,3,g7) 3
 LO BND d(5,6,g7) 2
 UP BND d(5,6,g7) 3
 LO BND d(4,1,g8) 1
 UP BND d(4,1,g8) 2
 FX BND d(4,2,g8) 2
 FX BND d(6,0,g8) 2
 LO BND d(6,1,g8) 1
 UP BND d(6,1,g8) 2
 LO BND d(4,3,g9) 2
 UP BND d(4,3,g9) 3
 LO BND d(4,6,g9) 2
 UP BND d(4,6,g9) 3
 LO BND d(5,3,g9) 1
 UP BND d(5,3,g9) 3
 LO BND d(5,6,g9) 1
 UP BND d(5,6,g9) 3
 LO BND d(6,3,g9) 2
 UP BND d(6,3,g9) 3
 LO BND d(6,6,g9) 2
 UP BND d(6,6,g9) 3
 FX BND d(5,3,g10) 1
 FX BND d(6,1,g10) 1
 FX BND d(6,3,g11) 1
 FX BND d(6,6,g11) 1
 LO BND p(g0,0,5,0,4) 0
 UP BND p(g0,0,5,0,4) 1
 LO BND p(g0,0,5,0,6) 0
 UP BND p(g0,0,5,0,6) 1
 LO BND p(g1,0,0,0,1) 0
 UP BND p(g1,0,0,0,1) 1
 LO BND p(g1,0,1,0,0) 0
 UP BND p(g1,0,1,0,0) 1
 LO BND p(g1,0,2,0,1) 0
 UP BND p(g1,0,2,0,1) 1
 LO BND p(g1,0,3,0,4) 0
 UP BND p(g1,0,3,0,4) 1
 LO BND p(g1,1,2,1,1) 0
 UP BND p(g1,1,2,1,1) 1
 LO BND p(g1,1,3,1,4) 0
 UP BND p(g1,1,3,1,4) 1
 LO BND p(g1,1,4,1,5) 0
 UP BND p(g1,1,4,1,5) 1
 LO BND p(g1,1,5,1,4) 0
 UP BND p(g1,1,5,1,4) 1
 LO BND p(g1,0,1,1,1) 0
 UP BND p(g1,0,1,1,1) 1
 LO BND p(g1,1,1,0,1) 0
 UP BND p(g1,1,1,0,1) 1
 LO BND p(g1,0,4,1,4) 0
 UP BND p(g1,0,4,1,4) 1
 LO BND p(g1,1,4,0,4) 0
 UP BND p(g1,1,4,0,4) 1
 LO BND p(g3,1,5,1,6) 0
 UP BND p(g3,1,5,1,6) 1
 LO BND p(g3,1,6,1,5) 0
 UP BND p(g3,1,6,1,5) 1
 LO BND p(g3,3,5,3,6) 0
 UP BND p(g3,3,5,3,6) 1
 LO BND p(g3,3,6,3,5) 0
 UP BND p(g3,3,6,3,5) 1
 LO BND p(g3,2,5,1,5) 0
 UP BND p(g3,2,5,1,5) 1
 LO BND p(g3,2,6,1,6) 0
 UP BND p(g3,2,6,1,6) 1
 LO BND p(g3,2,5,3,5) 0
 UP BND p(g3,2,5,3,5) 1
 LO BND p(g3,2,6,3,6) 0
 UP BND p(g3,2,6,3,6) 1
 LO BND p(g4,1,0,1,1) 0
 UP BND p(g4,1,0,1,1) 1
 LO BND p(g4,1,1,1,0) 0
 UP BND p(g4,1,1,1,0) 1
 LO BND p(g4,2,1,2,0) 0
 UP BND p(g4,2,1,2,0) 1
 LO BND p(g4,3,2,3,3) 0
 UP BND p(g4,3,2,3,3) 1
 LO BND p(g4,4,2,4,3) 0
 UP BND p(g4,4,2,4,3) 1
 LO BND p(g4,4,3,4,2) 0
 UP BND p(g4,4,3,4,2) 1
 LO BND p(g4,0,0,1,0) 0
 UP BND p(g4,0,0,1,0) 1
 LO BND p(g4,1,0,0,0) 0
 UP BND p(g4,1,0,0,0) 1
 LO BND p(g4,1,0,2,0) 0
 UP BND p(g4,1,0,2,0) 1
 LO BND p(g4,2,0,1,0) 0
 UP BND p(g4,2,0,1,0) 1
 LO BND p(g4,2,1,1,1) 0
 UP BND p(g4,2,1,1,1) 1
 LO BND p(g4,3,2,4,2) 0
 UP BND p(g4,3,2,4,2) 1
 LO BND p(g4,3,3,4,3) 0
 UP BND p(g4,3,3,4,3) 1
 LO BND p(g4,4,3,3,3) 0
 UP BND p(g4,4,3,3,3) 1
 LO BND p(g4,4,3,5,3) 0
 UP BND p(g4,4,3,5,3) 1
 LO BND p(g4,5,3,4,3) 0
 UP BND p(g4,5,3,4,3) 1
 LO BND p(g6,1,0,2,0) 0
 UP BND p(g6,1,0,2,0) 1
 LO BND p(g6,2,0,1,0) 0
 UP BND p(g6,2,0,1,0) 1
 LO BND p(g6,3,0,2,0) 0
 UP BND p(g6,3,0,2,0) 1
 LO BND p(g6,4,0,5,0) 0
 UP BND p(g6,4,0,5,0) 1
 LO BND p(g6,5,0,6,0) 0
 UP BND p(g6,5,0,6,0) 1
 LO BND p(g6,6,0,5,0) 0
 UP BND p(g6,6,0,5,0) 1
 LO BND p(g7,4,4,4,3) 0
 UP BND p(g7,4,4,4,3) 1
 LO BND p(g7,4,5,4,6) 0
 UP BND p(g7,4,5,4,6) 1
 LO BND p(g7,3,3,4,3) 0
 UP BND p(g7,3,3,4,3) 1
 LO BND p(g7,4,3,3,3) 0
 UP BND p(g7,4,3,3,3) 1
 LO BND p(g7,3,6,4,6) 0
 UP BND p(g7,3,6,4,6) 1
 LO BND p(g7,4,6,3,6) 0
 UP BND p(g7,4,6,3,6) 1
 LO BND p(g7,4,3,5,3) 0
 UP BND p(g7,4,3,5,3) 1
 LO BND p(g7,5,3,4,3) 0
 UP BND p(g7,5,3,4,3) 1
 LO BND p(g7,4,6,5,6) 0
 UP BND p(g7,4,6,5,6) 1
 LO BND p(g7,5,6,4,6) 0
 UP BND p(g7,5,6,4,6) 1
 LO BND p(g8,4,1,4,2) 0
 UP BND p(g8,4,1,4,2) 1
 LO BND p(g8,4,2,4,1) 0
 UP BND p(g8,4,2,4,1) 1
 LO BND p(g8,6,0,6,1) 0
 UP BND p(g8,6,0,6,1) 1
 LO BND p(g8,6,1,6,0) 0
 UP BND p(g8,6,1,6,0) 1
 LO BND p(g8,5,1,4,1) 0
 UP BND p(g8,5,1,4,1) 1
 LO BND p(g8,5,1,6,1) 0
 UP BND p(g8,5,1,6,1) 1
 LO BND p(g9,5,4,5,3) 0
 UP BND p(g9,5,4,5,3) 1
 LO BND p(g9,5,5,5,6) 0
 UP BND p(g9,5,5,5,6) 1
 LO BND p(g9,4,3,5,3) 0
 UP BND p(g9,4,3,5,3) 1
 LO BND p(g9,5,3,4,3) 0
 UP BND p(g9,5,3,4,3) 1
 LO BND p(g9,4,6,5,6) 0
 UP BND p(g9,4,6,5,6) 1
 LO BND p(g9,5,6,4,6) 0
 UP BND p(g9,5,6,4,6) 1
 LO BND p(g9,5,3,6,3) 0
 UP BND p(g9,5,3,6,3) 1
 LO BND p(g9,6,3,5,3) 0
 UP BND p(g9,6,3,5,3) 1
 LO BND p(g9,5,6,6,6) 0
 UP BND p(g9,5,6,6,6) 1
 LO BND p(g9,6,6,5,6) 0
 UP BND p(g9,6,6,5,6) 1
 LO BND p(g10,5,2,5,3) 0
 UP BND p(g10,5,2,5,3) 1
 LO BND p(g10,6,2,6,1) 0
 UP BND p(g10,6,2,6,1) 1
 LO BND p(g11,6,4,6,3) 0
 UP BND p(g11,6,4,6,3) 1
 LO BND p(g11,6,5,6,6) 0
 UP BND p(g11,6,5,6,6) 1
ENDATA
