NAME galaxies_labels_galaxies_7x7_s3
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
 E centre(0,0,g0)
 E centre(0,1,g0)
 E centre(0,4,g1)
 E centre(1,0,g2)
 E centre(1,1,g2)
 E centre(1,2,g3)
 E centre(1,3,g4)
 E centre(1,4,g4)
 E centre(1,5,g5)
 E centre(2,0,g6)
 E centre(2,1,g6)
 E centre(3,0,g6)
 E centre(3,1,g6)
 E centre(2,6,g7)
 E centre(3,6,g7)
 E centre(3,2,g8)
 E centre(3,3,g8)
 E centre(4,3,g9)
 E centre(4,4,g9)
 E centre(4,1,g10)
 E centre(5,1,g10)
 E centre(4,5,g11)
 E centre(5,5,g11)
 E centre(5,0,g12)
 E centre(5,4,g13)
 E centre(6,3,g14)
 E centre(6,4,g14)
 E symmetry(0,0,g0)
 E symmetry(0,2,g1)
 E symmetry(0,3,g1)
 E symmetry(1,0,g2)
 E symmetry(0,2,g3)
 E symmetry(0,2,g4)
 E symmetry(0,3,g4)
 E symmetry(1,3,g4)
 E symmetry(0,5,g5)
 E symmetry(0,6,g5)
 E symmetry(2,0,g6)
 E symmetry(2,1,g6)
 E symmetry(0,6,g7)
 E symmetry(1,6,g7)
 E symmetry(2,6,g7)
 E symmetry(2,3,g8)
 E symmetry(3,2,g8)
 E symmetry(2,5,g9)
 E symmetry(3,4,g9)
 E symmetry(3,5,g9)
 E symmetry(4,3,g9)
 E symmetry(4,0,g10)
 E symmetry(4,1,g10)
 E symmetry(3,4,g11)
 E symmetry(3,5,g11)
 E symmetry(4,5,g11)
 E symmetry(4,0,g12)
 E symmetry(6,1,g14)
 E symmetry(6,2,g14)
 E symmetry(6,3,g14)
 E label_pred(g1,0,2)
 E label_pred(g1,0,3)
 E label_pred(g1,0,5)
 E label_pred(g1,0,6)
 E label_pred(g3,0,2)
 E label_pred(g3,2,2)
 E label_pred(g4,0,2)
 E label_pred(g4,0,3)
 E label_pred(g4,2,4)
 E label_pred(g4,2,5)
 E label_pred(g5,0,5)
 E label_pred(g5,0,6)
 E label_pred(g5,2,4)
 E label_pred(g5,2,5)
 E label_pred(g7,0,6)
 E label_pred(g7,1,6)
 E label_pred(g7,4,6)
 E label_pred(g7,5,6)
 E label_pred(g8,2,3)
 E label_pred(g8,4,2)
 E label_pred(g9,2,5)
 E label_pred(g9,3,4)
 E label_pred(g9,3,5)
 E label_pred(g9,5,2)
 E label_pred(g9,5,3)
 E label_pred(g9,6,2)
 E label_pred(g10,4,0)
 E label_pred(g10,5,2)
 E label_pred(g11,3,4)
 E label_pred(g11,3,5)
 E label_pred(g11,6,5)
 E label_pred(g11,6,6)
 E label_pred(g12,4,0)
 E label_pred(g12,6,0)
 E label_pred(g14,6,1)
 E label_pred(g14,6,2)
 E label_pred(g14,6,5)
 E label_pred(g14,6,6)
 L label_tail(g1,0,2,0,3)
 L label_tail(g1,0,3,0,2)
 L label_tail(g1,0,5,0,6)
 L label_tail(g1,0,6,0,5)
 L label_tail(g4,0,2,0,3)
 L label_tail(g4,0,3,0,2)
 L label_tail(g4,2,4,2,5)
 L label_tail(g4,2,5,2,4)
 L label_tail(g5,0,5,0,6)
 L label_tail(g5,0,6,0,5)
 L label_tail(g5,2,4,2,5)
 L label_tail(g5,2,5,2,4)
 L label_tail(g7,0,6,1,6)
 L label_tail(g7,1,6,0,6)
 L label_tail(g7,4,6,5,6)
 L label_tail(g7,5,6,4,6)
 L label_tail(g9,3,4,3,5)
 L label_tail(g9,3,5,3,4)
 L label_tail(g9,5,2,5,3)
 L label_tail(g9,5,3,5,2)
 L label_tail(g9,2,5,3,5)
 L label_tail(g9,3,5,2,5)
 L label_tail(g9,5,2,6,2)
 L label_tail(g9,6,2,5,2)
 L label_tail(g11,3,4,3,5)
 L label_tail(g11,3,5,3,4)
 L label_tail(g11,6,5,6,6)
 L label_tail(g11,6,6,6,5)
 L label_tail(g14,6,1,6,2)
 L label_tail(g14,6,2,6,1)
 L label_tail(g14,6,5,6,6)
 L label_tail(g14,6,6,6,5)
 G label_order(g1,0,2,0,3)
 G label_order(g1,0,3,0,2)
 G label_order(g1,0,4,0,3)
 G label_order(g1,0,4,0,5)
 G label_order(g1,0,5,0,6)
 G label_order(g1,0,6,0,5)
 G label_order(g3,1,2,0,2)
 G label_order(g3,1,2,2,2)
 G label_order(g4,0,2,0,3)
 G label_order(g4,0,3,0,2)
 G label_order(g4,2,4,2,5)
 G label_order(g4,2,5,2,4)
 G label_order(g4,1,3,0,3)
 G label_order(g4,1,4,2,4)
 G label_order(g5,0,5,0,6)
 G label_order(g5,0,6,0,5)
 G label_order(g5,2,4,2,5)
 G label_order(g5,2,5,2,4)
 G label_order(g5,1,5,0,5)
 G label_order(g5,1,5,2,5)
 G label_order(g7,0,6,1,6)
 G label_order(g7,1,6,0,6)
 G label_order(g7,2,6,1,6)
 G label_order(g7,3,6,4,6)
 G label_order(g7,4,6,5,6)
 G label_order(g7,5,6,4,6)
 G label_order(g8,3,3,2,3)
 G label_order(g8,3,2,4,2)
 G label_order(g9,3,4,3,5)
 G label_order(g9,3,5,3,4)
 G label_order(g9,5,2,5,3)
 G label_order(g9,5,3,5,2)
 G label_order(g9,2,5,3,5)
 G label_order(g9,3,5,2,5)
 G label_order(g9,4,4,3,4)
 G label_order(g9,4,3,5,3)
 G label_order(g9,5,2,6,2)
 G label_order(g9,6,2,5,2)
 G label_order(g10,4,1,4,0)
 G label_order(g10,5,1,5,2)
 G label_order(g11,3,4,3,5)
 G label_order(g11,3,5,3,4)
 G label_order(g11,6,5,6,6)
 G label_order(g11,6,6,6,5)
 G label_order(g11,4,5,3,5)
 G label_order(g11,5,5,6,5)
 G label_order(g12,5,0,4,0)
 G label_order(g12,5,0,6,0)
 G label_order(g14,6,1,6,2)
 G label_order(g14,6,2,6,1)
 G label_order(g14,6,3,6,2)
 G label_order(g14,6,4,6,5)
 G label_order(g14,6,5,6,6)
 G label_order(g14,6,6,6,5)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) centre(0,0,g0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) centre(0,1,g0) 1
    x(0,1,g0) symmetry(0,0,g0) -1
    x(0,2,g1) cover(0,2) 1
    x(0,2,g1) symmetry(0,2,g1) 1
    x(0,2,g1) label_pred(g1,0,2) -1
    x(0,2,g1) label_tail(g1,0,2,0,3) -1
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) symmetry(0,3,g1) 1
    x(0,3,g1) label_pred(g1,0,3) -1
    x(0,3,g1) label_tail(g1,0,3,0,2) -1
    x(0,4,g1) cover(0,4) 1
    x(0,4,g1) centre(0,4,g1) 1
    x(0,5,g1) cover(0,5) 1
    x(0,5,g1) symmetry(0,3,g1) -1
    x(0,5,g1) label_pred(g1,0,5) -1
    x(0,5,g1) label_tail(g1,0,5,0,6) -1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) symmetry(0,2,g1) -1
    x(0,6,g1) label_pred(g1,0,6) -1
    x(0,6,g1) label_tail(g1,0,6,0,5) -1
    x(1,0,g2) cover(1,0) 1
    x(1,0,g2) centre(1,0,g2) 1
    x(1,0,g2) symmetry(1,0,g2) 1
    x(1,1,g2) cover(1,1) 1
    x(1,1,g2) centre(1,1,g2) 1
    x(1,1,g2) symmetry(1,0,g2) -1
    x(0,2,g3) cover(0,2) 1
    x(0,2,g3) symmetry(0,2,g3) 1
    x(0,2,g3) label_pred(g3,0,2) -1
    x(1,2,g3) cover(1,2) 1
    x(1,2,g3) centre(1,2,g3) 1
    x(2,2,g3) cover(2,2) 1
    x(2,2,g3) symmetry(0,2,g3) -1
    x(2,2,g3) label_pred(g3,2,2) -1
    x(0,2,g4) cover(0,2) 1
    x(0,2,g4) symmetry(0,2,g4) 1
    x(0,2,g4) label_pred(g4,0,2) -1
    x(0,2,g4) label_tail(g4,0,2,0,3) -1
    x(0,3,g4) cover(0,3) 1
    x(0,3,g4) symmetry(0,3,g4) 1
    x(0,3,g4) label_pred(g4,0,3) -1
    x(0,3,g4) label_tail(g4,0,3,0,2) -1
    x(1,3,g4) cover(1,3) 1
    x(1,3,g4) centre(1,3,g4) 1
    x(1,3,g4) symmetry(1,3,g4) 1
    x(1,4,g4) cover(1,4) 1
    x(1,4,g4) centre(1,4,g4) 1
    x(1,4,g4) symmetry(1,3,g4) -1
    x(2,4,g4) cover(2,4) 1
    x(2,4,g4) symmetry(0,3,g4) -1
    x(2,4,g4) label_pred(g4,2,4) -1
    x(2,4,g4) label_tail(g4,2,4,2,5) -1
    x(2,5,g4) cover(2,5) 1
    x(2,5,g4) symmetry(0,2,g4) -1
    x(2,5,g4) label_pred(g4,2,5) -1
    x(2,5,g4) label_tail(g4,2,5,2,4) -1
    x(0,5,g5) cover(0,5) 1
    x(0,5,g5) symmetry(0,5,g5) 1
    x(0,5,g5) label_pred(g5,0,5) -1
    x(0,5,g5) label_tail(g5,0,5,0,6) -1
    x(0,6,g5) cover(0,6) 1
    x(0,6,g5) symmetry(0,6,g5) 1
    x(0,6,g5) label_pred(g5,0,6) -1
    x(0,6,g5) label_tail(g5,0,6,0,5) -1
    x(1,5,g5) cover(1,5) 1
    x(1,5,g5) centre(1,5,g5) 1
    x(2,4,g5) cover(2,4) 1
    x(2,4,g5) symmetry(0,6,g5) -1
    x(2,4,g5) label_pred(g5,2,4) -1
    x(2,4,g5) label_tail(g5,2,4,2,5) -1
    x(2,5,g5) cover(2,5) 1
    x(2,5,g5) symmetry(0,5,g5) -1
    x(2,5,g5) label_pred(g5,2,5) -1
    x(2,5,g5) label_tail(g5,2,5,2,4) -1
    x(2,0,g6) cover(2,0) 1
    x(2,0,g6) centre(2,0,g6) 1
    x(2,0,g6) symmetry(2,0,g6) 1
    x(2,1,g6) cover(2,1) 1
    x(2,1,g6) centre(2,1,g6) 1
    x(2,1,g6) symmetry(2,1,g6) 1
    x(3,0,g6) cover(3,0) 1
    x(3,0,g6) centre(3,0,g6) 1
    x(3,0,g6) symmetry(2,1,g6) -1
    x(3,1,g6) cover(3,1) 1
    x(3,1,g6) centre(3,1,g6) 1
    x(3,1,g6) symmetry(2,0,g6) -1
    x(0,6,g7) cover(0,6) 1
    x(0,6,g7) symmetry(0,6,g7) 1
    x(0,6,g7) label_pred(g7,0,6) -1
    x(0,6,g7) label_tail(g7,0,6,1,6) -1
    x(1,6,g7) cover(1,6) 1
    x(1,6,g7) symmetry(1,6,g7) 1
    x(1,6,g7) label_pred(g7,1,6) -1
    x(1,6,g7) label_tail(g7,1,6,0,6) -1
    x(2,6,g7) cover(2,6) 1
    x(2,6,g7) centre(2,6,g7) 1
    x(2,6,g7) symmetry(2,6,g7) 1
    x(3,6,g7) cover(3,6) 1
    x(3,6,g7) centre(3,6,g7) 1
    x(3,6,g7) symmetry(2,6,g7) -1
    x(4,6,g7) cover(4,6) 1
    x(4,6,g7) symmetry(1,6,g7) -1
    x(4,6,g7) label_pred(g7,4,6) -1
    x(4,6,g7) label_tail(g7,4,6,5,6) -1
    x(5,6,g7) cover(5,6) 1
    x(5,6,g7) symmetry(0,6,g7) -1
    x(5,6,g7) label_pred(g7,5,6) -1
    x(5,6,g7) label_tail(g7,5,6,4,6) -1
    x(2,3,g8) cover(2,3) 1
    x(2,3,g8) symmetry(2,3,g8) 1
    x(2,3,g8) label_pred(g8,2,3) -1
    x(3,2,g8) cover(3,2) 1
    x(3,2,g8) centre(3,2,g8) 1
    x(3,2,g8) symmetry(3,2,g8) 1
    x(3,3,g8) cover(3,3) 1
    x(3,3,g8) centre(3,3,g8) 1
    x(3,3,g8) symmetry(3,2,g8) -1
    x(4,2,g8) cover(4,2) 1
    x(4,2,g8) symmetry(2,3,g8) -1
    x(4,2,g8) label_pred(g8,4,2) -1
    x(2,5,g9) cover(2,5) 1
    x(2,5,g9) symmetry(2,5,g9) 1
    x(2,5,g9) label_pred(g9,2,5) -1
    x(2,5,g9) label_tail(g9,2,5,3,5) -1
    x(3,4,g9) cover(3,4) 1
    x(3,4,g9) symmetry(3,4,g9) 1
    x(3,4,g9) label_pred(g9,3,4) -1
    x(3,4,g9) label_tail(g9,3,4,3,5) -1
    x(3,5,g9) cover(3,5) 1
    x(3,5,g9) symmetry(3,5,g9) 1
    x(3,5,g9) label_pred(g9,3,5) -1
    x(3,5,g9) label_tail(g9,3,5,3,4) -1
    x(3,5,g9) label_tail(g9,3,5,2,5) -1
    x(4,3,g9) cover(4,3) 1
    x(4,3,g9) centre(4,3,g9) 1
    x(4,3,g9) symmetry(4,3,g9) 1
    x(4,4,g9) cover(4,4) 1
    x(4,4,g9) centre(4,4,g9) 1
    x(4,4,g9) symmetry(4,3,g9) -1
    x(5,2,g9) cover(5,2) 1
    x(5,2,g9) symmetry(3,5,g9) -1
    x(5,2,g9) label_pred(g9,5,2) -1
    x(5,2,g9) label_tail(g9,5,2,5,3) -1
    x(5,2,g9) label_tail(g9,5,2,6,2) -1
    x(5,3,g9) cover(5,3) 1
    x(5,3,g9) symmetry(3,4,g9) -1
    x(5,3,g9) label_pred(g9,5,3) -1
    x(5,3,g9) label_tail(g9,5,3,5,2) -1
    x(6,2,g9) cover(6,2) 1
    x(6,2,g9) symmetry(2,5,g9) -1
    x(6,2,g9) label_pred(g9,6,2) -1
    x(6,2,g9) label_tail(g9,6,2,5,2) -1
    x(4,0,g10) cover(4,0) 1
    x(4,0,g10) symmetry(4,0,g10) 1
    x(4,0,g10) label_pred(g10,4,0) -1
    x(4,1,g10) cover(4,1) 1
    x(4,1,g10) centre(4,1,g10) 1
    x(4,1,g10) symmetry(4,1,g10) 1
    x(5,1,g10) cover(5,1) 1
    x(5,1,g10) centre(5,1,g10) 1
    x(5,1,g10) symmetry(4,1,g10) -1
    x(5,2,g10) cover(5,2) 1
    x(5,2,g10) symmetry(4,0,g10) -1
    x(5,2,g10) label_pred(g10,5,2) -1
    x(3,4,g11) cover(3,4) 1
    x(3,4,g11) symmetry(3,4,g11) 1
    x(3,4,g11) label_pred(g11,3,4) -1
    x(3,4,g11) label_tail(g11,3,4,3,5) -1
    x(3,5,g11) cover(3,5) 1
    x(3,5,g11) symmetry(3,5,g11) 1
    x(3,5,g11) label_pred(g11,3,5) -1
    x(3,5,g11) label_tail(g11,3,5,3,4) -1
    x(4,5,g11) cover(4,5) 1
    x(4,5,g11) centre(4,5,g11) 1
    x(4,5,g11) symmetry(4,5,g11) 1
    x(5,5,g11) cover(5,5) 1
    x(5,5,g11) centre(5,5,g11) 1
    x(5,5,g11) symmetry(4,5,g11) -1
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) symmetry(3,5,g11) -1
    x(6,5,g11) label_pred(g11,6,5) -1
    x(6,5,g11) label_tail(g11,6,5,6,6) -1
    x(6,6,g11) cover(6,6) 1
    x(6,6,g11) symmetry(3,4,g11) -1
    x(6,6,g11) label_pred(g11,6,6) -1
    x(6,6,g11) label_tail(g11,6,6,6,5) -1
    x(4,0,g12) cover(4,0) 1
    x(4,0,g12) symmetry(4,0,g12) 1
    x(4,0,g12) label_pred(g12,4,0) -1
    x(5,0,g12) cover(5,0) 1
    x(5,0,g12) centre(5,0,g12) 1
    x(6,0,g12) cover(6,0) 1
    x(6,0,g12) symmetry(4,0,g12) -1
    x(6,0,g12) label_pred(g12,6,0) -1
    x(5,4,g13) cover(5,4) 1
    x(5,4,g13) centre(5,4,g13) 1
    x(6,1,g14) cover(6,1) 1
    x(6,1,g14) symmetry(6,1,g14) 1
    x(6,1,g14) label_pred(g14,6,1) -1
    x(6,1,g14) label_tail(g14,6,1,6,2) -1
    x(6,2,g14) cover(6,2) 1
    x(6,2,g14) symmetry(6,2,g14) 1
    x(6,2,g14) label_pred(g14,6,2) -1
    x(6,2,g14) label_tail(g14,6,2,6,1) -1
    x(6,3,g14) cover(6,3) 1
    x(6,3,g14) centre(6,3,g14) 1
    x(6,3,g14) symmetry(6,3,g14) 1
    x(6,4,g14) cover(6,4) 1
    x(6,4,g14) centre(6,4,g14) 1
    x(6,4,g14) symmetry(6,3,g14) -1
    x(6,5,g14) cover(6,5) 1
    x(6,5,g14) symmetry(6,2,g14) -1
    x(6,5,g14) label_pred(g14,6,5) -1
    x(6,5,g14) label_tail(g14,6,5,6,6) -1
    x(6,6,g14) cover(6,6) 1
    x(6,6,g14) symmetry(6,1,g14) -1
    x(6,6,g14) label_pred(g14,6,6) -1
    x(6,6,g14) label_tail(g14,6,6,6,5) -1
    d(0,2,g1) label_order(g1,0,2,0,3) -1
    d(0,2,g1) label_order(g1,0,3,0,2) 1
    d(0,3,g1) label_order(g1,0,2,0,3) 1
    d(0,3,g1) label_order(g1,0,3,0,2) -1
    d(0,3,g1) label_order(g1,0,4,0,3) 1
    d(0,5,g1) label_order(g1,0,4,0,5) 1
    d(0,5,g1) label_order(g1,0,5,0,6) -1
    d(0,5,g1) label_order(g1,0,6,0,5) 1
    d(0,6,g1) label_order(g1,0,5,0,6) 1
    d(0,6,g1) label_order(g1,0,6,0,5) -1
    d(0,2,g3) label_order(g3,1,2,0,2) 1
    d(2,2,g3) label_order(g3,1,2,2,2) 1
    d(0,2,g4) label_order(g4,0,2,0,3) -1
    d(0,2,g4) label_order(g4,0,3,0,2) 1
    d(0,3,g4) label_order(g4,0,2,0,3) 1
    d(0,3,g4) label_order(g4,0,3,0,2) -1
    d(0,3,g4) label_order(g4,1,3,0,3) 1
    d(2,4,g4) label_order(g4,2,4,2,5) -1
    d(2,4,g4) label_order(g4,2,5,2,4) 1
    d(2,4,g4) label_order(g4,1,4,2,4) 1
    d(2,5,g4) label_order(g4,2,4,2,5) 1
    d(2,5,g4) label_order(g4,2,5,2,4) -1
    d(0,5,g5) label_order(g5,0,5,0,6) -1
    d(0,5,g5) label_order(g5,0,6,0,5) 1
    d(0,5,g5) label_order(g5,1,5,0,5) 1
    d(0,6,g5) label_order(g5,0,5,0,6) 1
    d(0,6,g5) label_order(g5,0,6,0,5) -1
    d(2,4,g5) label_order(g5,2,4,2,5) -1
    d(2,4,g5) label_order(g5,2,5,2,4) 1
    d(2,5,g5) label_order(g5,2,4,2,5) 1
    d(2,5,g5) label_order(g5,2,5,2,4) -1
    d(2,5,g5) label_order(g5,1,5,2,5) 1
    d(0,6,g7) label_order(g7,0,6,1,6) -1
    d(0,6,g7) label_order(g7,1,6,0,6) 1
    d(1,6,g7) label_order(g7,0,6,1,6) 1
    d(1,6,g7) label_order(g7,1,6,0,6) -1
    d(1,6,g7) label_order(g7,2,6,1,6) 1
    d(4,6,g7) label_order(g7,3,6,4,6) 1
    d(4,6,g7) label_order(g7,4,6,5,6) -1
    d(4,6,g7) label_order(g7,5,6,4,6) 1
    d(5,6,g7) label_order(g7,4,6,5,6) 1
    d(5,6,g7) label_order(g7,5,6,4,6) -1
    d(2,3,g8) label_order(g8,3,3,2,3) 1
    d(4,2,g8) label_order(g8,3,2,4,2) 1
    d(2,5,g9) label_order(g9,2,5,3,5) -1
    d(2,5,g9) label_order(g9,3,5,2,5) 1
    d(3,4,g9) label_order(g9,3,4,3,5) -1
    d(3,4,g9) label_order(g9,3,5,3,4) 1
    d(3,4,g9) label_order(g9,4,4,3,4) 1
    d(3,5,g9) label_order(g9,3,4,3,5) 1
    d(3,5,g9) label_order(g9,3,5,3,4) -1
    d(3,5,g9) label_order(g9,2,5,3,5) 1
    d(3,5,g9) label_order(g9,3,5,2,5) -1
    d(5,2,g9) label_order(g9,5,2,5,3) -1
    d(5,2,g9) label_order(g9,5,3,5,2) 1
    d(5,2,g9) label_order(g9,5,2,6,2) -1
    d(5,2,g9) label_order(g9,6,2,5,2) 1
    d(5,3,g9) label_order(g9,5,2,5,3) 1
    d(5,3,g9) label_order(g9,5,3,5,2) -1
    d(5,3,g9) label_order(g9,4,3,5,3) 1
    d(6,2,g9) label_order(g9,5,2,6,2) 1
    d(6,2,g9) label_order(g9,6,2,5,2) -1
    d(4,0,g10) label_order(g10,4,1,4,0) 1
    d(5,2,g10) label_order(g10,5,1,5,2) 1
    d(3,4,g11) label_order(g11,3,4,3,5) -1
    d(3,4,g11) label_order(g11,3,5,3,4) 1
    d(3,5,g11) label_order(g11,3,4,3,5) 1
    d(3,5,g11) label_order(g11,3,5,3,4) -1
    d(3,5,g11) label_order(g11,4,5,3,5) 1
    d(6,5,g11) label_order(g11,6,5,6,6) -1
    d(6,5,g11) label_order(g11,6,6,6,5) 1
    d(6,5,g11) label_order(g11,5,5,6,5) 1
    d(6,6,g11) label_order(g11,6,5,6,6) 1
    d(6,6,g11) label_order(g11,6,6,6,5) -1
    d(4,0,g12) label_order(g12,5,0,4,0) 1
    d(6,0,g12) label_order(g12,5,0,6,0) 1
    d(6,1,g14) label_order(g14,6,1,6,2) -1
    d(6,1,g14) label_order(g14,6,2,6,1) 1
    d(6,2,g14) label_order(g14,6,1,6,2) 1
    d(6,2,g14) label_order(g14,6,2,6,1) -1
    d(6,2,g14) label_order(g14,6,3,6,2) 1
    d(6,5,g14) label_order(g14,6,4,6,5) 1
    d(6,5,g14) label_order(g14,6,5,6,6) -1
    d(6,5,g14) label_order(g14,6,6,6,5) 1
    d(6,6,g14) label_order(g14,6,5,6,6) 1
    d(6,6,g14) label_order(g14,6,6,6,5) -1
    p(g1,0,2,0,3) label_pred(g1,0,3) 1
    p(g1,0,2,0,3) label_tail(g1,0,2,0,3) 1
    p(g1,0,2,0,3) label_order(g1,0,2,0,3) -3
    p(g1,0,3,0,2) label_pred(g1,0,2) 1
    p(g1,0,3,0,2) label_tail(g1,0,3,0,2) 1
    p(g1,0,3,0,2) label_order(g1,0,3,0,2) -3
    p(g1,0,4,0,3) label_pred(g1,0,3) 1
    p(g1,0,4,0,3) label_order(g1,0,4,0,3) -3
    p(g1,0,4,0,5) label_pred(g1,0,5) 1
    p(g1,0,4,0,5) label_order(g1,0,4,0,5) -3
    p(g1,0,5,0,6) label_pred(g1,0,6) 1
    p(g1,0,5,0,6) label_tail(g1,0,5,0,6) 1
    p(g1,0,5,0,6) label_order(g1,0,5,0,6) -3
    p(g1,0,6,0,5) label_pred(g1,0,5) 1
    p(g1,0,6,0,5) label_tail(g1,0,6,0,5) 1
    p(g1,0,6,0,5) label_order(g1,0,6,0,5) -3
    p(g3,1,2,0,2) label_pred(g3,0,2) 1
    p(g3,1,2,0,2) label_order(g3,1,2,0,2) -2
    p(g3,1,2,2,2) label_pred(g3,2,2) 1
    p(g3,1,2,2,2) label_order(g3,1,2,2,2) -2
    p(g4,0,2,0,3) label_pred(g4,0,3) 1
    p(g4,0,2,0,3) label_tail(g4,0,2,0,3) 1
    p(g4,0,2,0,3) label_order(g4,0,2,0,3) -3
    p(g4,0,3,0,2) label_pred(g4,0,2) 1
    p(g4,0,3,0,2) label_tail(g4,0,3,0,2) 1
    p(g4,0,3,0,2) label_order(g4,0,3,0,2) -3
    p(g4,2,4,2,5) label_pred(g4,2,5) 1
    p(g4,2,4,2,5) label_tail(g4,2,4,2,5) 1
    p(g4,2,4,2,5) label_order(g4,2,4,2,5) -3
    p(g4,2,5,2,4) label_pred(g4,2,4) 1
    p(g4,2,5,2,4) label_tail(g4,2,5,2,4) 1
    p(g4,2,5,2,4) label_order(g4,2,5,2,4) -3
    p(g4,1,3,0,3) label_pred(g4,0,3) 1
    p(g4,1,3,0,3) label_order(g4,1,3,0,3) -3
    p(g4,1,4,2,4) label_pred(g4,2,4) 1
    p(g4,1,4,2,4) label_order(g4,1,4,2,4) -3
    p(g5,0,5,0,6) label_pred(g5,0,6) 1
    p(g5,0,5,0,6) label_tail(g5,0,5,0,6) 1
    p(g5,0,5,0,6) label_order(g5,0,5,0,6) -3
    p(g5,0,6,0,5) label_pred(g5,0,5) 1
    p(g5,0,6,0,5) label_tail(g5,0,6,0,5) 1
    p(g5,0,6,0,5) label_order(g5,0,6,0,5) -3
    p(g5,2,4,2,5) label_pred(g5,2,5) 1
    p(g5,2,4,2,5) label_tail(g5,2,4,2,5) 1
    p(g5,2,4,2,5) label_order(g5,2,4,2,5) -3
    p(g5,2,5,2,4) label_pred(g5,2,4) 1
    p(g5,2,5,2,4) label_tail(g5,2,5,2,4) 1
    p(g5,2,5,2,4) label_order(g5,2,5,2,4) -3
    p(g5,1,5,0,5) label_pred(g5,0,5) 1
    p(g5,1,5,0,5) label_order(g5,1,5,0,5) -3
    p(g5,1,5,2,5) label_pred(g5,2,5) 1
    p(g5,1,5,2,5) label_order(g5,1,5,2,5) -3
    p(g7,0,6,1,6) label_pred(g7,1,6) 1
    p(g7,0,6,1,6) label_tail(g7,0,6,1,6) 1
    p(g7,0,6,1,6) label_order(g7,0,6,1,6) -3
    p(g7,1,6,0,6) label_pred(g7,0,6) 1
    p(g7,1,6,0,6) label_tail(g7,1,6,0,6) 1
    p(g7,1,6,0,6) label_order(g7,1,6,0,6) -3
    p(g7,2,6,1,6) label_pred(g7,1,6) 1
    p(g7,2,6,1,6) label_order(g7,2,6,1,6) -3
    p(g7,3,6,4,6) label_pred(g7,4,6) 1
    p(g7,3,6,4,6) label_order(g7,3,6,4,6) -3
    p(g7,4,6,5,6) label_pred(g7,5,6) 1
    p(g7,4,6,5,6) label_tail(g7,4,6,5,6) 1
    p(g7,4,6,5,6) label_order(g7,4,6,5,6) -3
    p(g7,5,6,4,6) label_pred(g7,4,6) 1
    p(g7,5,6,4,6) label_tail(g7,5,6,4,6) 1
    p(g7,5,6,4,6) label_order(g7,5,6,4,6) -3
    p(g8,3,3,2,3) label_pred(g8,2,3) 1
    p(g8,3,3,2,3) label_order(g8,3,3,2,3) -2
    p(g8,3,2,4,2) label_pred(g8,4,2) 1
    p(g8,3,2,4,2) label_order(g8,3,2,4,2) -2
    p(g9,3,4,3,5) label_pred(g9,3,5) 1
    p(g9,3,4,3,5) label_tail(g9,3,4,3,5) 1
    p(g9,3,4,3,5) label_order(g9,3,4,3,5) -4
    p(g9,3,5,3,4) label_pred(g9,3,4) 1
    p(g9,3,5,3,4) label_tail(g9,3,5,3,4) 1
    p(g9,3,5,3,4) label_order(g9,3,5,3,4) -4
    p(g9,5,2,5,3) label_pred(g9,5,3) 1
    p(g9,5,2,5,3) label_tail(g9,5,2,5,3) 1
    p(g9,5,2,5,3) label_order(g9,5,2,5,3) -4
    p(g9,5,3,5,2) label_pred(g9,5,2) 1
    p(g9,5,3,5,2) label_tail(g9,5,3,5,2) 1
    p(g9,5,3,5,2) label_order(g9,5,3,5,2) -4
    p(g9,2,5,3,5) label_pred(g9,3,5) 1
    p(g9,2,5,3,5) label_tail(g9,2,5,3,5) 1
    p(g9,2,5,3,5) label_order(g9,2,5,3,5) -4
    p(g9,3,5,2,5) label_pred(g9,2,5) 1
    p(g9,3,5,2,5) label_tail(g9,3,5,2,5) 1
    p(g9,3,5,2,5) label_order(g9,3,5,2,5) -4
    p(g9,4,4,3,4) label_pred(g9,3,4) 1
    p(g9,4,4,3,4) label_order(g9,4,4,3,4) -4
    p(g9,4,3,5,3) label_pred(g9,5,3) 1
    p(g9,4,3,5,3) label_order(g9,4,3,5,3) -4
    p(g9,5,2,6,2) label_pred(g9,6,2) 1
    p(g9,5,2,6,2) label_tail(g9,5,2,6,2) 1
    p(g9,5,2,6,2) label_order(g9,5,2,6,2) -4
    p(g9,6,2,5,2) label_pred(g9,5,2) 1
    p(g9,6,2,5,2) label_tail(g9,6,2,5,2) 1
    p(g9,6,2,5,2) label_order(g9,6,2,5,2) -4
    p(g10,4,1,4,0) label_pred(g10,4,0) 1
    p(g10,4,1,4,0) label_order(g10,4,1,4,0) -2
    p(g10,5,1,5,2) label_pred(g10,5,2) 1
    p(g10,5,1,5,2) label_order(g10,5,1,5,2) -2
    p(g11,3,4,3,5) label_pred(g11,3,5) 1
    p(g11,3,4,3,5) label_tail(g11,3,4,3,5) 1
    p(g11,3,4,3,5) label_order(g11,3,4,3,5) -3
    p(g11,3,5,3,4) label_pred(g11,3,4) 1
    p(g11,3,5,3,4) label_tail(g11,3,5,3,4) 1
    p(g11,3,5,3,4) label_order(g11,3,5,3,4) -3
    p(g11,6,5,6,6) label_pred(g11,6,6) 1
    p(g11,6,5,6,6) label_tail(g11,6,5,6,6) 1
    p(g11,6,5,6,6) label_order(g11,6,5,6,6) -3
    p(g11,6,6,6,5) label_pred(g11,6,5) 1
    p(g11,6,6,6,5) label_tail(g11,6,6,6,5) 1
    p(g11,6,6,6,5) label_order(g11,6,6,6,5) -3
    p(g11,4,5,3,5) label_pred(g11,3,5) 1
    p(g11,4,5,3,5) label_order(g11,4,5,3,5) -3
    p(g11,5,5,6,5) label_pred(g11,6,5) 1
    p(g11,5,5,6,5) label_order(g11,5,5,6,5) -3
    p(g12,5,0,4,0) label_pred(g12,4,0) 1
    p(g12,5,0,4,0) label_order(g12,5,0,4,0) -2
    p(g12,5,0,6,0) label_pred(g12,6,0) 1
    p(g12,5,0,6,0) label_order(g12,5,0,6,0) -2
    p(g14,6,1,6,2) label_pred(g14,6,2) 1
    p(g14,6,1,6,2) label_tail(g14,6,1,6,2) 1
    p(g14,6,1,6,2) label_order(g14,6,1,6,2) -3
    p(g14,6,2,6,1) label_pred(g14,6,1) 1
    p(g14,6,2,6,1) label_tail(g14,6,2,6,1) 1
    p(g14,6,2,6,1) label_order(g14,6,2,6,1) -3
    p(g14,6,3,6,2) label_pred(g14,6,2) 1
    p(g14,6,3,6,2) label_order(g14,6,3,6,2) -3
    p(g14,6,4,6,5) label_pred(g14,6,5) 1
    p(g14,6,4,6,5) label_order(g14,6,4,6,5) -3
    p(g14,6,5,6,6) label_pred(g14,6,6) 1
    p(g14,6,5,6,6) label_tail(g14,6,5,6,6) 1
    p(g14,6,5,6,6) label_order(g14,6,5,6,6) -3
    p(g14,6,6,6,5) label_pred(g14,6,5) 1
    p(g14,6,6,6,5) label_tail(g14,6,6,6,5) 1
    p(g14,6,6,6,5) label_order(g14,6,6,6,5) -3
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
    RHS centre(0,0,g0) 1
    RHS centre(0,1,g0) 1
    RHS centre(0,4,g1) 1
    RHS centre(1,0,g2) 1
    RHS centre(1,1,g2) 1
    RHS centre(1,2,g3) 1
    RHS centre(1,3,g4) 1
    RHS centre(1,4,g4) 1
    RHS centre(1,5,g5) 1
    RHS centre(2,0,g6) 1
    RHS centre(2,1,g6) 1
    RHS centre(3,0,g6) 1
    RHS centre(3,1,g6) 1
    RHS centre(2,6,g7) 1
    RHS centre(3,6,g7) 1
    RHS centre(3,2,g8) 1
    RHS centre(3,3,g8) 1
    RHS centre(4,3,g9) 1
    RHS centre(4,4,g9) 1
    RHS centre(4,1,g10) 1
    RHS centre(5,1,g10) 1
    RHS centre(4,5,g11) 1
    RHS centre(5,5,g11) 1
    RHS centre(5,0,g12) 1
    RHS centre(5,4,g13) 1
    RHS centre(6,3,g14) 1
    RHS centre(6,4,g14) 1
    RHS label_order(g1,0,2,0,3) -2
    RHS label_order(g1,0,3,0,2) -2
    RHS label_order(g1,0,4,0,3) -2
    RHS label_order(g1,0,4,0,5) -2
    RHS label_order(g1,0,5,0,6) -2
    RHS label_order(g1,0,6,0,5) -2
    RHS label_order(g3,1,2,0,2) -1
    RHS label_order(g3,1,2,2,2) -1
    RHS label_order(g4,0,2,0,3) -2
    RHS label_order(g4,0,3,0,2) -2
    RHS label_order(g4,2,4,2,5) -2
    RHS label_order(g4,2,5,2,4) -2
    RHS label_order(g4,1,3,0,3) -2
    RHS label_order(g4,1,4,2,4) -2
    RHS label_order(g5,0,5,0,6) -2
    RHS label_order(g5,0,6,0,5) -2
    RHS label_order(g5,2,4,2,5) -2
    RHS label_order(g5,2,5,2,4) -2
    RHS label_order(g5,1,5,0,5) -2
    RHS label_order(g5,1,5,2,5) -2
    RHS label_order(g7,0,6,1,6) -2
    RHS label_order(g7,1,6,0,6) -2
    RHS label_order(g7,2,6,1,6) -2
    RHS label_order(g7,3,6,4,6) -2
    RHS label_order(g7,4,6,5,6) -2
    RHS label_order(g7,5,6,4,6) -2
    RHS label_order(g8,3,3,2,3) -1
    RHS label_order(g8,3,2,4,2) -1
    RHS label_order(g9,3,4,3,5) -3
    RHS label_order(g9,3,5,3,4) -3
    RHS label_order(g9,5,2,5,3) -3
    RHS label_order(g9,5,3,5,2) -3
    RHS label_order(g9,2,5,3,5) -3
    RHS label_order(g9,3,5,2,5) -3
    RHS label_order(g9,4,4,3,4) -3
    RHS label_order(g9,4,3,5,3) -3
    RHS label_order(g9,5,2,6,2) -3
    RHS label_order(g9,6,2,5,2) -3
    RHS label_order(g10,4,1,4,0) -1
    RHS label_order(g10,5,1,5,2) -1
    RHS label_order(g11,3,4,3,5) -2
    RHS label_order(g11,3,5,3,4) -2
    RHS label_order(g11,6,5,6,6) -2
    RHS label_order(g11,6,6,6,5) -2
    RHS label_order(g11,4,5,3,5) -2
    RHS label_order(g11,5,5,6,5) -2
    RHS label_order(g12,5,0,4,0) -1
    RHS label_order(g12,5,0,6,0) -1
    RHS label_order(g14,6,1,6,2) -2
    RHS label_order(g14,6,2,6,1) -2
    RHS label_order(g14,6,3,6,2) -2
    RHS label_order(g14,6,4,6,5) -2
    RHS label_order(g14,6,5,6,6) -2
    RHS label_order(g14,6,6,6,5) -2
BOUNDS
 LO BND x(0,0,g0) 0
 UP BND x(0,0,g0) 1
 LO BND x(0,1,g0) 0
 UP BND x(0,1,g0) 1
 LO BND x(0,2,g1) 0
 UP BND x(0,2,g1) 1
 LO BND x(0,3,g1) 0
 UP BND x(0,3,g1) 1
 LO BND x(0,4,g1) 0
 UP BND x(0,4,g1) 1
 LO BND x(0,5,g1) 0
 UP BND x(0,5,g1) 1
 LO BND x(0,6,g1) 0
 UP BND x(0,6,g1) 1
 LO BND x(1,0,g2) 0
 UP BND x(1,0,g2) 1
 LO BND x(1,1,g2) 0
 UP BND x(1,1,g2) 1
 LO BND x(0,2,g3) 0
 UP BND x(0,2,g3) 1
 LO BND x(1,2,g3) 0
 UP BND x(1,2,g3) 1
 LO BND x(2,2,g3) 0
 UP BND x(2,2,g3) 1
 LO BND x(0,2,g4) 0
 UP BND x(0,2,g4) 1
 LO BND x(0,3,g4) 0
 UP BND x(0,3,g4) 1
 LO BND x(1,3,g4) 0
 UP BND x(1,3,g4) 1
 LO BND x(1,4,g4) 0
 UP BND x(1,4,g4) 1
 LO BND x(2,4,g4) 0
 UP BND x(2,4,g4) 1
 LO BND x(2,5,g4) 0
 UP BND x(2,5,g4) 1
 LO BND x(0,5,g5) 0
 UP BND x(0,5,g5) 1
 LO BND x(0,6,g5) 0
 UP BND x(0,6,g5) 1
 LO BND x(1,5,g5) 0
 UP BND x(1,5,g5) 1
 LO BND x(2,4,g5) 0
 UP BND x(2,4,g5) 1
 LO BND x(2,5,g5) 0
 UP BND x(2,5,g5) 1
 LO BND x(2,0,g6) 0
 UP BND x(2,0,g6) 1
 LO BND x(2,1,g6) 0
 UP BND x(2,1,g6) 1
 LO BND x(3,0,g6) 0
 UP BND x(3,0,g6) 1
 LO BND x(3,1,g6) 0
 UP BND x(3,1,g6) 1
 LO BND x(0,6,g7) 0
 UP BND x(0,6,g7) 1
 LO BND x(1,6,g7) 0
 UP BND x(1,6,g7) 1
 LO BND x(2,6,g7) 0
 UP BND x(2,6,g7) 1
 LO BND x(3,6,g7) 0
 UP BND x(3,6,g7) 1
 LO BND x(4,6,g7) 0
 UP BND x(4,6,g7) 1
 LO BND x(5,6,g7) 0
 UP BND x(5,6,g7) 1
 LO BND x(2,3,g8) 0
 UP BND x(2,3,g8) 1
 LO BND x(3,2,g8) 0
 UP BND x(3,2,g8) 1
 LO BND x(3,3,g8) 0
 UP BND x(3,3,g8) 1
 LO BND x(4,2,g8) 0
 UP BND x(4,2,g8) 1
 LO BND x(2,5,g9) 0
 UP BND x(2,5,g9) 1
 LO BND x(3,4,g9) 0
 UP BND x(3,4,g9) 1
 LO BND x(3,5,g9) 0
 UP BND x(3,5,g9) 1
 LO BND x(4,3,g9) 0
 UP BND x(4,3,g9) 1
 LO BND x(4,4,g9) 0
 UP BND x(4,4,g9) 1
 LO BND x(5,2,g9) 0
 UP BND x(5,2,g9) 1
 LO BND x(5,3,g9) 0
 UP BND x(5,3,g9) 1
 LO BND x(6,2,g9) 0
 UP BND x(6,2,g9) 1
 LO BND x(4,0,g10) 0
 UP BND x(4,0,g10) 1
 LO BND x(4,1,g10) 0
 UP BND x(4,1,g10) 1
 LO BND x(5,1,g10) 0
 UP BND x(5,1,g10) 1
 LO BND x(5,2,g10) 0
 UP BND x(5,2,g10) 1
 LO BND x(3,4,g11) 0
 UP BND x(3,4,g11) 1
 LO BND x(3,5,g11) 0
 UP BND x(3,5,g11) 1
 LO BND x(4,5,g11) 0
 UP BND x(4,5,g11) 1
 LO BND x(5,5,g11) 0
 UP BND x(5,5,g11) 1
 LO BND x(6,5,g11) 0
 UP BND x(6,5,g11) 1
 LO BND x(6,6,g11) 0
 UP BND x(6,6,g11) 1
 LO BND x(4,0,g12) 0
 UP BND x(4,0,g12) 1
 LO BND x(5,0,g12) 0
 UP BND x(5,0,g12) 1
 LO BND x(6,0,g12) 0
 UP BND x(6,0,g12) 1
 LO BND x(5,4,g13) 0
 UP BND x(5,4,g13) 1
 LO BND x(6,1,g14) 0
 UP BND x(6,1,g14) 1
 LO BND x(6,2,g14) 0
 UP BND x(6,2,g14) 1
 LO BND x(6,3,g14) 0
 UP BND x(6,3,g14) 1
 LO BND x(6,4,g14) 0
 UP BND x(6,4,g14) 1
 LO BND x(6,5,g14) 0
 UP BND x(6,5,g14) 1
 LO BND x(6,6,g14) 0
 UP BND x(6,6,g14) 1
 FX BND d(0,2,g1) 2
 LO BND d(0,3,g1) 1
 UP BND d(0,3,g1) 2
 LO BND d(0,5,g1) 1
 UP BND d(0,5,g1) 2
 FX BND d(0,6,g1) 2
 FX BND d(0,2,g3) 1
 FX BND d(2,2,g3) 1
 FX BND d(0,2,g4) 2
 LO BND d(0,3,g4) 1
 UP BND d(0,3,g4) 2
 LO BND d(2,4,g4) 1
 UP BND d(2,4,g4) 2
 FX BND d(2,5,g4) 2
 LO BND d(0,5,g5) 1
 UP BND d(0,5,g5) 2
 FX BND d(0,6,g5) 2
 FX BND d(2,4,g5) 2
 LO BND d(2,5,g5) 1
 UP BND d(2,5,g5) 2
 FX BND d(0,6,g7) 2
 LO BND d(1,6,g7) 1
 UP BND d(1,6,g7) 2
 LO BND d(4,6,g7) 1
 UP BND d(4,6,g7) 2
 FX BND d(5,6,g7) 2
 FX BND d(2,3,g8) 1
 FX BND d(4,2,g8) 1
 FX BND d(2,5,g9) 3
 LO BND d(3,4,g9) 1
 UP BND d(3,4,g9) 3
 LO BND d(3,5,g9) 2
 UP BND d(3,5,g9) 3
 LO BND d(5,2,g9) 2
 UP BND d(5,2,g9) 3
 LO BND d(5,3,g9) 1
 UP BND d(5,3,g9) 3
 FX BND d(6,2,g9) 3
 FX BND d(4,0,g10) 1
 FX BND d(5,2,g10) 1
 FX BND d(3,4,g11) 2
 LO BND d(3,5,g11) 1
 UP BND d(3,5,g11) 2
 LO BND d(6,5,g11) 1
 UP BND d(6,5,g11) 2
 FX BND d(6,6,g11) 2
 FX BND d(4,0,g12) 1
 FX BND d(6,0,g12) 1
 FX BND d(6,1,g14) 2
 LO BND d(6,2,g14) 1
 UP BND d(6,2,g14) 2
 LO BND d(6,5,g14) 1
 UP BND d(6,5,g14) 2
 FX BND d(6,6,g14) 2
 LO BND p(g1,0,2,0,3) 0
 UP BND p(g1,0,2,0,3) 1
 LO BND p(g1,0,3,0,2) 0
 UP BND p(g1,0,3,0,2) 1
 LO BND p(g1,0,4,0,3) 0
 UP BND p(g1,0,4,0,3) 1
 LO BND p(g1,0,4,0,5) 0
 UP BND p(g1,0,4,0,5) 1
 LO BND p(g1,0,5,0,6) 0
 UP BND p(g1,0,5,0,6) 1
 LO BND p(g1,0,6,0,5) 0
 UP BND p(g1,0,6,0,5) 1
 LO BND p(g3,1,2,0,2) 0
 UP BND p(g3,1,2,0,2) 1
 LO BND p(g3,1,2,2,2) 0
 UP BND p(g3,1,2,2,2) 1
 LO BND p(g4,0,2,0,3) 0
 UP BND p(g4,0,2,0,3) 1
 LO BND p(g4,0,3,0,2) 0
 UP BND p(g4,0,3,0,2) 1
 LO BND p(g4,2,4,2,5) 0
 UP BND p(g4,2,4,2,5) 1
 LO BND p(g4,2,5,2,4) 0
 UP BND p(g4,2,5,2,4) 1
 LO BND p(g4,1,3,0,3) 0
 UP BND p(g4,1,3,0,3) 1
 LO BND p(g4,1,4,2,4) 0
 UP BND p(g4,1,4,2,4) 1
 LO BND p(g5,0,5,0,6) 0
 UP BND p(g5,0,5,0,6) 1
 LO BND p(g5,0,6,0,5) 0
 UP BND p(g5,0,6,0,5) 1
 LO BND p(g5,2,4,2,5) 0
 UP BND p(g5,2,4,2,5) 1
 LO BND p(g5,2,5,2,4) 0
 UP BND p(g5,2,5,2,4) 1
 LO BND p(g5,1,5,0,5) 0
 UP BND p(g5,1,5,0,5) 1
 LO BND p(g5,1,5,2,5) 0
 UP BND p(g5,1,5,2,5) 1
 LO BND p(g7,0,6,1,6) 0
 UP BND p(g7,0,6,1,6) 1
 LO BND p(g7,1,6,0,6) 0
 UP BND p(g7,1,6,0,6) 1
 LO BND p(g7,2,6,1,6) 0
 UP BND p(g7,2,6,1,6) 1
 LO BND p(g7,3,6,4,6) 0
 UP BND p(g7,3,6,4,6) 1
 LO BND p(g7,4,6,5,6) 0
 UP BND p(g7,4,6,5,6) 1
 LO BND p(g7,5,6,4,6) 0
 UP BND p(g7,5,6,4,6) 1
 LO BND p(g8,3,3,2,3) 0
 UP BND p(g8,3,3,2,3) 1
 LO BND p(g8,3,2,4,2) 0
 UP BND p(g8,3,2,4,2) 1
 LO BND p(g9,3,4,3,5) 0
 UP BND p(g9,3,4,3,5) 1
 LO BND p(g9,3,5,3,4) 0
 UP BND p(g9,3,5,3,4) 1
 LO BND p(g9,5,2,5,3) 0
 UP BND p(g9,5,2,5,3) 1
 LO BND p(g9,5,3,5,2) 0
 UP BND p(g9,5,3,5,2) 1
 LO BND p(g9,2,5,3,5) 0
 UP BND p(g9,2,5,3,5) 1
 LO BND p(g9,3,5,2,5) 0
 UP BND p(g9,3,5,2,5) 1
 LO BND p(g9,4,4,3,4) 0
 UP BND p(g9,4,4,3,4) 1
 LO BND p(g9,4,3,5,3) 0
 UP BND p(g9,4,3,5,3) 1
 LO BND p(g9,5,2,6,2) 0
 UP BND p(g9,5,2,6,2) 1
 LO BND p(g9,6,2,5,2) 0
 UP BND p(g9,6,2,5,2) 1
 LO BND p(g10,4,1,4,0) 0
 UP BND p(g10,4,1,4,0) 1
 LO BND p(g10,5,1,5,2) 0
 UP BND p(g10,5,1,5,2) 1
 LO BND p(g11,3,4,3,5) 0
 UP BND p(g11,3,4,3,5) 1
 LO BND p(g11,3,5,3,4) 0
 UP BND p(g11,3,5,3,4) 1
 LO BND p(g11,6,5,6,6) 0
 UP BND p(g11,6,5,6,6) 1
 LO BND p(g11,6,6,6,5) 0
 UP BND p(g11,6,6,6,5) 1
 LO BND p(g11,4,5,3,5) 0
 UP BND p(g11,4,5,3,5) 1
 LO BND p(g11,5,5,6,5) 0
 UP BND p(g11,5,5,6,5) 1
 LO BND p(g12,5,0,4,0) 0
 UP BND p(g12,5,0,4,0) 1
 LO BND p(g12,5,0,6,0) 0
 UP BND p(g12,5,0,6,0) 1
 LO BND p(g14,6,1,6,2) 0
 UP BND p(g14,6,1,6,2) 1
 LO BND p(g14,6,2,6,1) 0
 UP BND p(g14,6,2,6,1) 1
 LO BND p(g14,6,3,6,2) 0
 UP BND p(g14,6,3,6,2) 1
 LO BND p(g14,6,4,6,5) 0
 UP BND p(g14,6,4,6,5) 1
 LO BND p(g14,6,5,6,6) 0
 UP BND p(g14,6,5,6,6) 1
 LO BND p(g14,6,6,6,5) 0
 UP BND p(g14,6,6,6,5) 1
ENDATA
