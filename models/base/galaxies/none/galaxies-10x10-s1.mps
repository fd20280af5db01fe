NAME galaxies_none_galaxies_10x10_s1
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
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) symmetry(0,1,g0) 1
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(1,2,g0) cover(1,2) 1
    x(1,2,g0) centre(1,2,g0) 1
    x(2,2,g0) cover(2,2) 1
    x(2,2,g0) symmetry(0,2,g0) -1
    x(2,3,g0) cover(2,3) 1
    x(2,3,g0) symmetry(0,1,g0) -1
    x(2,4,g0) cover(2,4) 1
    x(2,4,g0) symmetry(0,0,g0) -1
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) symmetry(0,3,g1) 1
    x(0,4,g1) cover(0,4) 1
    x(0,4,g1) symmetry(0,4,g1) 1
    x(0,5,g1) cover(0,5) 1
    x(0,5,g1) symmetry(0,5,g1) 1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) symmetry(0,6,g1) 1
    x(0,7,g1) cover(0,7) 1
    x(0,7,g1) symmetry(0,7,g1) 1
    x(0,8,g1) cover(0,8) 1
    x(0,8,g1) symmetry(0,8,g1) 1
    x(0,9,g1) cover(0,9) 1
    x(0,9,g1) symmetry(0,9,g1) 1
    x(1,3,g1) cover(1,3) 1
    x(1,3,g1) symmetry(1,3,g1) 1
    x(1,4,g1) cover(1,4) 1
    x(1,4,g1) symmetry(1,4,g1) 1
    x(1,5,g1) cover(1,5) 1
    x(1,5,g1) symmetry(1,5,g1) 1
    x(1,6,g1) cover(1,6) 1
    x(1,6,g1) centre(1,6,g1) 1
    x(1,7,g1) cover(1,7) 1
    x(1,7,g1) symmetry(1,5,g1) -1
    x(1,8,g1) cover(1,8) 1
    x(1,8,g1) symmetry(1,4,g1) -1
    x(1,9,g1) cover(1,9) 1
    x(1,9,g1) symmetry(1,3,g1) -1
    x(2,3,g1) cover(2,3) 1
    x(2,3,g1) symmetry(0,9,g1) -1
    x(2,4,g1) cover(2,4) 1
    x(2,4,g1) symmetry(0,8,g1) -1
    x(2,5,g1) cover(2,5) 1
    x(2,5,g1) symmetry(0,7,g1) -1
    x(2,6,g1) cover(2,6) 1
    x(2,6,g1) symmetry(0,6,g1) -1
    x(2,7,g1) cover(2,7) 1
    x(2,7,g1) symmetry(0,5,g1) -1
    x(2,8,g1) cover(2,8) 1
    x(2,8,g1) symmetry(0,4,g1) -1
    x(2,9,g1) cover(2,9) 1
    x(2,9,g1) symmetry(0,3,g1) -1
    x(0,0,g2) cover(0,0) 1
    x(0,0,g2) symmetry(0,0,g2) 1
    x(0,1,g2) cover(0,1) 1
    x(0,1,g2) symmetry(0,1,g2) 1
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
    x(3,1,g2) cover(3,1) 1
    x(3,1,g2) symmetry(0,0,g2) -1
    x(0,4,g3) cover(0,4) 1
    x(0,4,g3) symmetry(0,4,g3) 1
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(1,3,g3) cover(1,3) 1
    x(1,3,g3) symmetry(1,3,g3) 1
    x(1,4,g3) cover(1,4) 1
    x(1,4,g3) symmetry(1,4,g3) 1
    x(1,5,g3) cover(1,5) 1
    x(1,5,g3) symmetry(1,5,g3) 1
    x(2,2,g3) cover(2,2) 1
    x(2,2,g3) symmetry(2,2,g3) 1
    x(2,3,g3) cover(2,3) 1
    x(2,3,g3) symmetry(2,3,g3) 1
    x(2,4,g3) cover(2,4) 1
    x(2,4,g3) symmetry(2,4,g3) 1
    x(2,6,g3) cover(2,6) 1
    x(2,6,g3) symmetry(2,6,g3) 1
    x(2,9,g3) cover(2,9) 1
    x(2,9,g3) symmetry(2,9,g3) 1
    x(3,0,g3) cover(3,0) 1
    x(3,0,g3) symmetry(3,0,g3) 1
    x(3,1,g3) cover(3,1) 1
    x(3,1,g3) symmetry(3,1,g3) 1
    x(3,2,g3) cover(3,2) 1
    x(3,2,g3) symmetry(3,2,g3) 1
    x(3,3,g3) cover(3,3) 1
    x(3,3,g3) symmetry(3,3,g3) 1
    x(3,4,g3) cover(3,4) 1
    x(3,4,g3) centre(3,4,g3) 1
    x(3,4,g3) symmetry(3,4,g3) 1
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) centre(3,5,g3) 1
    x(3,5,g3) symmetry(3,4,g3) -1
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(3,3,g3) -1
    x(3,7,g3) cover(3,7) 1
    x(3,7,g3) symmetry(3,2,g3) -1
    x(3,8,g3) cover(3,8) 1
    x(3,8,g3) symmetry(3,1,g3) -1
    x(3,9,g3) cover(3,9) 1
    x(3,9,g3) symmetry(3,0,g3) -1
    x(4,0,g3) cover(4,0) 1
    x(4,0,g3) symmetry(2,9,g3) -1
    x(4,3,g3) cover(4,3) 1
    x(4,3,g3) symmetry(2,6,g3) -1
    x(4,5,g3) cover(4,5) 1
    x(4,5,g3) symmetry(2,4,g3) -1
    x(4,6,g3) cover(4,6) 1
    x(4,6,g3) symmetry(2,3,g3) -1
    x(4,7,g3) cover(4,7) 1
    x(4,7,g3) symmetry(2,2,g3) -1
    x(5,4,g3) cover(5,4) 1
    x(5,4,g3) symmetry(1,5,g3) -1
    x(5,5,g3) cover(5,5) 1
    x(5,5,g3) symmetry(1,4,g3) -1
    x(5,6,g3) cover(5,6) 1
    x(5,6,g3) symmetry(1,3,g3) -1
    x(6,4,g3) cover(6,4) 1
    x(6,4,g3) symmetry(0,5,g3) -1
    x(6,5,g3) cover(6,5) 1
    x(6,5,g3) symmetry(0,4,g3) -1
    x(2,2,g4) cover(2,2) 1
    x(2,2,g4) symmetry(2,2,g4) 1
    x(2,3,g4) cover(2,3) 1
    x(2,3,g4) symmetry(2,3,g4) 1
    x(3,0,g4) cover(3,0) 1
    x(3,0,g4) symmetry(3,0,g4) 1
    x(3,2,g4) cover(3,2) 1
    x(3,2,g4) symmetry(3,2,g4) 1
    x(4,0,g4) cover(4,0) 1
    x(4,0,g4) symmetry(4,0,g4) 1
    x(4,1,g4) cover(4,1) 1
    x(4,1,g4) centre(4,1,g4) 1
    x(4,1,g4) symmetry(4,1,g4) 1
    x(4,2,g4) cover(4,2) 1
    x(4,2,g4) centre(4,2,g4) 1
    x(4,2,g4) symmetry(4,1,g4) -1
    x(4,3,g4) cover(4,3) 1
    x(4,3,g4) symmetry(4,0,g4) -1
    x(5,1,g4) cover(5,1) 1
    x(5,1,g4) symmetry(3,2,g4) -1
    x(5,3,g4) cover(5,3) 1
    x(5,3,g4) symmetry(3,0,g4) -1
    x(6,0,g4) cover(6,0) 1
    x(6,0,g4) symmetry(2,3,g4) -1
    x(6,1,g4) cover(6,1) 1
    x(6,1,g4) symmetry(2,2,g4) -1
    x(1,3,g5) cover(1,3) 1
    x(1,3,g5) symmetry(1,3,g5) 1
    x(2,3,g5) cover(2,3) 1
    x(2,3,g5) symmetry(2,3,g5) 1
    x(2,4,g5) cover(2,4) 1
    x(2,4,g5) symmetry(2,4,g5) 1
    x(3,2,g5) cover(3,2) 1
    x(3,2,g5) symmetry(3,2,g5) 1
    x(3,3,g5) cover(3,3) 1
    x(3,3,g5) symmetry(3,3,g5) 1
    x(4,3,g5) cover(4,3) 1
    x(4,3,g5) symmetry(4,3,g5) 1
    x(4,4,g5) cover(4,4) 1
    x(4,4,g5) centre(4,4,g5) 1
    x(4,5,g5) cover(4,5) 1
    x(4,5,g5) symmetry(4,3,g5) -1
    x(5,5,g5) cover(5,5) 1
    x(5,5,g5) symmetry(3,3,g5) -1
    x(5,6,g5) cover(5,6) 1
    x(5,6,g5) symmetry(3,2,g5) -1
    x(6,4,g5) cover(6,4) 1
    x(6,4,g5) symmetry(2,4,g5) -1
    x(6,5,g5) cover(6,5) 1
    x(6,5,g5) symmetry(2,3,g5) -1
    x(7,5,g5) cover(7,5) 1
    x(7,5,g5) symmetry(1,3,g5) -1
    x(2,9,g6) cover(2,9) 1
    x(2,9,g6) symmetry(2,9,g6) 1
    x(3,9,g6) cover(3,9) 1
    x(3,9,g6) symmetry(3,9,g6) 1
    x(4,9,g6) cover(4,9) 1
    x(4,9,g6) centre(4,9,g6) 1
    x(4,9,g6) symmetry(4,9,g6) 1
    x(5,9,g6) cover(5,9) 1
    x(5,9,g6) centre(5,9,g6) 1
    x(5,9,g6) symmetry(4,9,g6) -1
    x(6,9,g6) cover(6,9) 1
    x(6,9,g6) symmetry(3,9,g6) -1
    x(7,9,g6) cover(7,9) 1
    x(7,9,g6) symmetry(2,9,g6) -1
    x(4,0,g7) cover(4,0) 1
    x(4,0,g7) symmetry(4,0,g7) 1
    x(5,0,g7) cover(5,0) 1
    x(5,0,g7) centre(5,0,g7) 1
    x(6,0,g7) cover(6,0) 1
    x(6,0,g7) symmetry(4,0,g7) -1
    x(4,3,g8) cover(4,3) 1
    x(4,3,g8) symmetry(4,3,g8) 1
    x(5,1,g8) cover(5,1) 1
    x(5,1,g8) symmetry(5,1,g8) 1
    x(5,2,g8) cover(5,2) 1
    x(5,2,g8) centre(5,2,g8) 1
    x(5,3,g8) cover(5,3) 1
    x(5,3,g8) symmetry(5,1,g8) -1
    x(6,1,g8) cover(6,1) 1
    x(6,1,g8) symmetry(4,3,g8) -1
    x(3,6,g9) cover(3,6) 1
    x(3,6,g9) symmetry(3,6,g9) 1
    x(3,7,g9) cover(3,7) 1
    x(3,7,g9) symmetry(3,7,g9) 1
    x(3,8,g9) cover(3,8) 1
    x(3,8,g9) symmetry(3,8,g9) 1
    x(4,6,g9) cover(4,6) 1
    x(4,6,g9) symmetry(4,6,g9) 1
    x(4,7,g9) cover(4,7) 1
    x(4,7,g9) symmetry(4,7,g9) 1
    x(4,8,g9) cover(4,8) 1
    x(4,8,g9) symmetry(4,8,g9) 1
    x(5,7,g9) cover(5,7) 1
    x(5,7,g9) centre(5,7,g9) 1
    x(5,7,g9) symmetry(5,7,g9) 1
    x(5,8,g9) cover(5,8) 1
    x(5,8,g9) centre(5,8,g9) 1
    x(5,8,g9) symmetry(5,7,g9) -1
    x(6,7,g9) cover(6,7) 1
    x(6,7,g9) symmetry(4,8,g9) -1
    x(6,8,g9) cover(6,8) 1
    x(6,8,g9) symmetry(4,7,g9) -1
    x(6,9,g9) cover(6,9) 1
    x(6,9,g9) symmetry(4,6,g9) -1
    x(7,7,g9) cover(7,7) 1
    x(7,7,g9) symmetry(3,8,g9) -1
    x(7,8,g9) cover(7,8) 1
    x(7,8,g9) symmetry(3,7,g9) -1
    x(7,9,g9) cover(7,9) 1
    x(7,9,g9) symmetry(3,6,g9) -1
    x(4,3,g10) cover(4,3) 1
    x(4,3,g10) symmetry(4,3,g10) 1
    x(5,1,g10) cover(5,1) 1
    x(5,1,g10) symmetry(5,1,g10) 1
    x(5,3,g10) cover(5,3) 1
    x(5,3,g10) symmetry(5,3,g10) 1
    x(5,4,g10) cover(5,4) 1
    x(5,4,g10) symmetry(5,4,g10) 1
    x(6,1,g10) cover(6,1) 1
    x(6,1,g10) symmetry(6,1,g10) 1
    x(6,2,g10) cover(6,2) 1
    x(6,2,g10) symmetry(6,2,g10) 1
    x(6,3,g10) cover(6,3) 1
    x(6,3,g10) centre(6,3,g10) 1
    x(6,4,g10) cover(6,4) 1
    x(6,4,g10) symmetry(6,2,g10) -1
    x(6,5,g10) cover(6,5) 1
    x(6,5,g10) symmetry(6,1,g10) -1
    x(7,2,g10) cover(7,2) 1
    x(7,2,g10) symmetry(5,4,g10) -1
    x(7,3,g10) cover(7,3) 1
    x(7,3,g10) symmetry(5,3,g10) -1
    x(7,5,g10) cover(7,5) 1
    x(7,5,g10) symmetry(5,1,g10) -1
    x(8,3,g10) cover(8,3) 1
    x(8,3,g10) symmetry(4,3,g10) -1
    x(4,5,g11) cover(4,5) 1
    x(4,5,g11) symmetry(4,5,g11) 1
    x(4,6,g11) cover(4,6) 1
    x(4,6,g11) symmetry(4,6,g11) 1
    x(5,6,g11) cover(5,6) 1
    x(5,6,g11) symmetry(5,6,g11) 1
    x(6,4,g11) cover(6,4) 1
    x(6,4,g11) symmetry(6,4,g11) 1
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) symmetry(6,5,g11) 1
    x(6,6,g11) cover(6,6) 1
    x(6,6,g11) centre(6,6,g11) 1
    x(6,6,g11) symmetry(6,6,g11) 1
    x(6,7,g11) cover(6,7) 1
    x(6,7,g11) symmetry(6,7,g11) 1
    x(7,5,g11) cover(7,5) 1
    x(7,5,g11) symmetry(6,7,g11) -1
    x(7,6,g11) cover(7,6) 1
    x(7,6,g11) centre(7,6,g11) 1
    x(7,6,g11) symmetry(6,6,g11) -1
    x(7,7,g11) cover(7,7) 1
    x(7,7,g11) symmetry(6,5,g11) -1
    x(7,8,g11) cover(7,8) 1
    x(7,8,g11) symmetry(6,4,g11) -1
    x(8,6,g11) cover(8,6) 1
    x(8,6,g11) symmetry(5,6,g11) -1
    x(9,6,g11) cover(9,6) 1
    x(9,6,g11) symmetry(4,6,g11) -1
    x(9,7,g11) cover(9,7) 1
    x(9,7,g11) symmetry(4,5,g11) -1
    x(5,1,g12) cover(5,1) 1
    x(5,1,g12) symmetry(5,1,g12) 1
    x(6,1,g12) cover(6,1) 1
    x(6,1,g12) symmetry(6,1,g12) 1
    x(7,0,g12) cover(7,0) 1
    x(7,0,g12) centre(7,0,g12) 1
    x(7,0,g12) symmetry(7,0,g12) 1
    x(7,1,g12) cover(7,1) 1
    x(7,1,g12) centre(7,1,g12) 1
    x(7,1,g12) symmetry(7,0,g12) -1
    x(8,0,g12) cover(8,0) 1
    x(8,0,g12) symmetry(6,1,g12) -1
    x(9,0,g12) cover(9,0) 1
    x(9,0,g12) symmetry(5,1,g12) -1
    x(7,4,g13) cover(7,4) 1
    x(7,4,g13) centre(7,4,g13) 1
    x(7,4,g13) symmetry(7,4,g13) 1
    x(7,5,g13) cover(7,5) 1
    x(7,5,g13) symmetry(7,5,g13) 1
    x(8,3,g13) cover(8,3) 1
    x(8,3,g13) symmetry(7,5,g13) -1
    x(8,4,g13) cover(8,4) 1
    x(8,4,g13) centre(8,4,g13) 1
    x(8,4,g13) symmetry(7,4,g13) -1
    x(7,7,g14) cover(7,7) 1
    x(7,7,g14) symmetry(7,7,g14) 1
    x(7,8,g14) cover(7,8) 1
    x(7,8,g14) symmetry(7,8,g14) 1
    x(8,7,g14) cover(8,7) 1
    x(8,7,g14) centre(8,7,g14) 1
    x(9,6,g14) cover(9,6) 1
    x(9,6,g14) symmetry(7,8,g14) -1
    x(9,7,g14) cover(9,7) 1
    x(9,7,g14) symmetry(7,7,g14) -1
    x(7,8,g15) cover(7,8) 1
    x(7,8,g15) symmetry(7,8,g15) 1
    x(8,8,g15) cover(8,8) 1
    x(8,8,g15) centre(8,8,g15) 1
    x(8,8,g15) symmetry(8,8,g15) 1
    x(8,9,g15) cover(8,9) 1
    x(8,9,g15) centre(8,9,g15) 1
    x(8,9,g15) symmetry(8,8,g15) -1
    x(9,9,g15) cover(9,9) 1
    x(9,9,g15) symmetry(7,8,g15) -1
    x(8,0,g16) cover(8,0) 1
    x(8,0,g16) symmetry(8,0,g16) 1
    x(8,1,g16) cover(8,1) 1
    x(8,1,g16) centre(8,1,g16) 1
    x(8,1,g16) symmetry(8,1,g16) 1
    x(8,2,g16) cover(8,2) 1
    x(8,2,g16) symmetry(8,2,g16) 1
    x(9,0,g16) cover(9,0) 1
    x(9,0,g16) symmetry(8,2,g16) -1
    x(9,1,g16) cover(9,1) 1
    x(9,1,g16) centre(9,1,g16) 1
    x(9,1,g16) symmetry(8,1,g16) -1
    x(9,2,g16) cover(9,2) 1
    x(9,2,g16) symmetry(8,0,g16) -1
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
    x(9,8,g19) cover(9,8) 1
    x(9,8,g19) centre(9,8,g19) 1
    x(9,9,g19) cover(9,9) 1
    x(9,9,g19) symmetry(9,7,g19) -1
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
ENDATA
