NAME galaxies_paths_galaxies_10x10_s3
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
 G path_all(g0,p0)
 G path_all(g0,p1)
 G path_all(g2,p0)
 G path_all(g2,p1)
 G path_all(g2,p2)
 G path_all(g3,p0)
 G path_all(g3,p1)
 G path_all(g3,p2)
 G path_all(g3,p3)
 G path_all(g3,p4)
 G path_all(g4,p0)
 G path_all(g5,p0)
 G path_all(g6,p0)
 G path_all(g6,p1)
 G path_all(g6,p2)
 G path_all(g6,p3)
 G path_all(g7,p0)
 G path_all(g8,p0)
 G path_all(g8,p1)
 G path_all(g9,p0)
 G path_all(g9,p1)
 G path_all(g9,p2)
 G path_all(g9,p3)
 G path_all(g10,p0)
 G path_all(g10,p1)
 G path_all(g11,p0)
 G path_all(g11,p1)
 G path_all(g13,p0)
 G path_all(g13,p1)
 G path_all(g14,p0)
 G path_all(g14,p1)
 G path_all(g14,p2)
 G path_all(g15,p0)
 G path_all(g15,p1)
 G path_all(g15,p2)
 G path_all(g16,p0)
 G path_all(g16,p1)
 G path_all(g17,p0)
 G path_all(g17,p1)
 G path_all(g18,p0)
 G path_all(g19,p0)
 G path_all(g19,p1)
 G path_all(g20,p0)
 G path_all(g21,p0)
 G path_all(g21,p1)
 G path_all(g22,p0)
 G path_all(g23,p0)
 L path_any(g0,p0)
 L path_any(g0,p1)
 L path_any(g2,p0)
 L path_any(g2,p1)
 L path_any(g2,p2)
 L path_any(g3,p0)
 L path_any(g3,p1)
 L path_any(g3,p2)
 L path_any(g3,p3)
 L path_any(g3,p4)
 L path_any(g4,p0)
 L path_any(g5,p0)
 L path_any(g6,p0)
 L path_any(g6,p1)
 L path_any(g6,p2)
 L path_any(g6,p3)
 L path_any(g7,p0)
 L path_any(g8,p0)
 L path_any(g8,p1)
 L path_any(g9,p0)
 L path_any(g9,p1)
 L path_any(g9,p2)
 L path_any(g9,p3)
 L path_any(g10,p0)
 L path_any(g10,p1)
 L path_any(g11,p0)
 L path_any(g11,p1)
 L path_any(g13,p0)
 L path_any(g13,p1)
 L path_any(g14,p0)
 L path_any(g14,p1)
 L path_any(g14,p2)
 L path_any(g15,p0)
 L path_any(g15,p1)
 L path_any(g15,p2)
 L path_any(g16,p0)
 L path_any(g16,p1)
 L path_any(g17,p0)
 L path_any(g17,p1)
 L path_any(g18,p0)
 L path_any(g19,p0)
 L path_any(g19,p1)
 L path_any(g20,p0)
 L path_any(g21,p0)
 L path_any(g21,p1)
 L path_any(g22,p0)
 L path_any(g23,p0)
 L path_cover(0,0,g0)
 L path_cover(0,3,g0)
 L path_cover(0,7,g2)
 L path_cover(0,8,g2)
 L path_cover(0,9,g2)
 L path_cover(0,3,g3)
 L path_cover(0,4,g3)
 L path_cover(0,5,g3)
 L path_cover(1,3,g3)
 L path_cover(0,9,g4)
 L path_cover(2,2,g5)
 L path_cover(0,3,g6)
 L path_cover(1,3,g6)
 L path_cover(2,2,g6)
 L path_cover(2,3,g6)
 L path_cover(2,3,g7)
 L path_cover(2,7,g8)
 L path_cover(3,7,g8)
 L path_cover(0,0,g9)
 L path_cover(1,0,g9)
 L path_cover(2,0,g9)
 L path_cover(3,0,g9)
 L path_cover(3,6,g10)
 L path_cover(3,7,g10)
 L path_cover(3,4,g11)
 L path_cover(3,5,g11)
 L path_cover(5,2,g13)
 L path_cover(5,3,g13)
 L path_cover(5,3,g14)
 L path_cover(6,4,g14)
 L path_cover(6,5,g14)
 L path_cover(5,6,g15)
 L path_cover(5,7,g15)
 L path_cover(6,5,g15)
 L path_cover(4,9,g16)
 L path_cover(5,9,g16)
 L path_cover(5,0,g17)
 L path_cover(6,0,g17)
 L path_cover(6,4,g18)
 L path_cover(7,1,g19)
 L path_cover(8,1,g19)
 L path_cover(8,7,g20)
 L path_cover(8,3,g21)
 L path_cover(8,5,g21)
 L path_cover(9,0,g22)
 L path_cover(9,6,g23)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,0,g0) path_all(g0,p0) 1
    x(0,0,g0) path_any(g0,p0) 1
    x(0,0,g0) path_cover(0,0,g0) 1
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) centre(0,1,g0) 1
    x(0,1,g0) symmetry(0,1,g0) 1
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) centre(0,2,g0) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(0,3,g0) cover(0,3) 1
    x(0,3,g0) symmetry(0,3,g0) 1
    x(0,3,g0) path_all(g0,p1) 1
    x(0,3,g0) path_any(g0,p1) 1
    x(0,3,g0) path_cover(0,3,g0) 1
    x(1,0,g0) cover(1,0) 1
    x(1,0,g0) symmetry(0,3,g0) -1
    x(1,1,g0) cover(1,1) 1
    x(1,1,g0) centre(1,1,g0) 1
    x(1,1,g0) symmetry(0,2,g0) -1
    x(1,2,g0) cover(1,2) 1
    x(1,2,g0) centre(1,2,g0) 1
    x(1,2,g0) symmetry(0,1,g0) -1
    x(1,3,g0) cover(1,3) 1
    x(1,3,g0) symmetry(0,0,g0) -1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) centre(0,6,g1) 1
    x(0,6,g1) symmetry(0,6,g1) 1
    x(1,6,g1) cover(1,6) 1
    x(1,6,g1) centre(1,6,g1) 1
    x(1,6,g1) symmetry(0,6,g1) -1
    x(0,7,g2) cover(0,7) 1
    x(0,7,g2) symmetry(0,7,g2) 1
    x(0,7,g2) path_all(g2,p0) 1
    x(0,7,g2) path_any(g2,p0) 1
    x(0,7,g2) path_cover(0,7,g2) 1
    x(0,8,g2) cover(0,8) 1
    x(0,8,g2) symmetry(0,8,g2) 1
    x(0,8,g2) path_all(g2,p1) 1
    x(0,8,g2) path_all(g2,p2) 1
    x(0,8,g2) path_any(g2,p1) 1
    x(0,8,g2) path_any(g2,p2) 1
    x(0,8,g2) path_cover(0,8,g2) 1
    x(0,9,g2) cover(0,9) 1
    x(0,9,g2) symmetry(0,9,g2) 1
    x(0,9,g2) path_all(g2,p2) 1
    x(0,9,g2) path_any(g2,p2) 1
    x(0,9,g2) path_cover(0,9,g2) 1
    x(1,7,g2) cover(1,7) 1
    x(1,7,g2) centre(1,7,g2) 1
    x(1,7,g2) symmetry(1,7,g2) 1
    x(1,8,g2) cover(1,8) 1
    x(1,8,g2) centre(1,8,g2) 1
    x(1,8,g2) symmetry(1,7,g2) -1
    x(2,6,g2) cover(2,6) 1
    x(2,6,g2) symmetry(0,9,g2) -1
    x(2,7,g2) cover(2,7) 1
    x(2,7,g2) symmetry(0,8,g2) -1
    x(2,8,g2) cover(2,8) 1
    x(2,8,g2) symmetry(0,7,g2) -1
    x(0,3,g3) cover(0,3) 1
    x(0,3,g3) symmetry(0,3,g3) 1
    x(0,3,g3) path_all(g3,p3) 1
    x(0,3,g3) path_all(g3,p4) 1
    x(0,3,g3) path_any(g3,p3) 1
    x(0,3,g3) path_any(g3,p4) 1
    x(0,3,g3) path_cover(0,3,g3) 1
    x(0,4,g3) cover(0,4) 1
    x(0,4,g3) symmetry(0,4,g3) 1
    x(0,4,g3) path_all(g3,p0) 1
    x(0,4,g3) path_all(g3,p4) 1
    x(0,4,g3) path_any(g3,p0) 1
    x(0,4,g3) path_any(g3,p4) 1
    x(0,4,g3) path_cover(0,4,g3) 1
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) path_all(g3,p1) 1
    x(0,5,g3) path_any(g3,p1) 1
    x(0,5,g3) path_cover(0,5,g3) 1
    x(1,3,g3) cover(1,3) 1
    x(1,3,g3) symmetry(1,3,g3) 1
    x(1,3,g3) path_all(g3,p2) 1
    x(1,3,g3) path_all(g3,p3) 1
    x(1,3,g3) path_any(g3,p2) 1
    x(1,3,g3) path_any(g3,p3) 1
    x(1,3,g3) path_cover(1,3,g3) 1
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
    x(3,4,g3) cover(3,4) 1
    x(3,4,g3) symmetry(0,5,g3) -1
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) symmetry(0,4,g3) -1
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(0,3,g3) -1
    x(0,9,g4) cover(0,9) 1
    x(0,9,g4) symmetry(0,9,g4) 1
    x(0,9,g4) path_all(g4,p0) 1
    x(0,9,g4) path_any(g4,p0) 1
    x(0,9,g4) path_cover(0,9,g4) 1
    x(1,9,g4) cover(1,9) 1
    x(1,9,g4) centre(1,9,g4) 1
    x(1,9,g4) symmetry(1,9,g4) 1
    x(2,9,g4) cover(2,9) 1
    x(2,9,g4) centre(2,9,g4) 1
    x(2,9,g4) symmetry(1,9,g4) -1
    x(3,9,g4) cover(3,9) 1
    x(3,9,g4) symmetry(0,9,g4) -1
    x(2,1,g5) cover(2,1) 1
    x(2,1,g5) centre(2,1,g5) 1
    x(2,1,g5) symmetry(2,1,g5) 1
    x(2,2,g5) cover(2,2) 1
    x(2,2,g5) symmetry(2,2,g5) 1
    x(2,2,g5) path_all(g5,p0) 1
    x(2,2,g5) path_any(g5,p0) 1
    x(2,2,g5) path_cover(2,2,g5) 1
    x(3,0,g5) cover(3,0) 1
    x(3,0,g5) symmetry(2,2,g5) -1
    x(3,1,g5) cover(3,1) 1
    x(3,1,g5) centre(3,1,g5) 1
    x(3,1,g5) symmetry(2,1,g5) -1
    x(0,3,g6) cover(0,3) 1
    x(0,3,g6) symmetry(0,3,g6) 1
    x(0,3,g6) path_all(g6,p3) 1
    x(0,3,g6) path_any(g6,p3) 1
    x(0,3,g6) path_cover(0,3,g6) 1
    x(1,3,g6) cover(1,3) 1
    x(1,3,g6) symmetry(1,3,g6) 1
    x(1,3,g6) path_all(g6,p2) 1
    x(1,3,g6) path_all(g6,p3) 1
    x(1,3,g6) path_any(g6,p2) 1
    x(1,3,g6) path_any(g6,p3) 1
    x(1,3,g6) path_cover(1,3,g6) 1
    x(2,2,g6) cover(2,2) 1
    x(2,2,g6) symmetry(2,2,g6) 1
    x(2,2,g6) path_all(g6,p0) 1
    x(2,2,g6) path_all(g6,p1) 1
    x(2,2,g6) path_all(g6,p2) 1
    x(2,2,g6) path_all(g6,p3) 1
    x(2,2,g6) path_any(g6,p0) 1
    x(2,2,g6) path_any(g6,p1) 1
    x(2,2,g6) path_any(g6,p2) 1
    x(2,2,g6) path_any(g6,p3) 1
    x(2,2,g6) path_cover(2,2,g6) 1
    x(2,3,g6) cover(2,3) 1
    x(2,3,g6) symmetry(2,3,g6) 1
    x(2,3,g6) path_all(g6,p1) 1
    x(2,3,g6) path_all(g6,p2) 1
    x(2,3,g6) path_all(g6,p3) 1
    x(2,3,g6) path_any(g6,p1) 1
    x(2,3,g6) path_any(g6,p2) 1
    x(2,3,g6) path_any(g6,p3) 1
    x(2,3,g6) path_cover(2,3,g6) 1
    x(3,2,g6) cover(3,2) 1
    x(3,2,g6) centre(3,2,g6) 1
    x(3,2,g6) symmetry(3,2,g6) 1
    x(4,2,g6) cover(4,2) 1
    x(4,2,g6) centre(4,2,g6) 1
    x(4,2,g6) symmetry(3,2,g6) -1
    x(5,1,g6) cover(5,1) 1
    x(5,1,g6) symmetry(2,3,g6) -1
    x(5,2,g6) cover(5,2) 1
    x(5,2,g6) symmetry(2,2,g6) -1
    x(6,1,g6) cover(6,1) 1
    x(6,1,g6) symmetry(1,3,g6) -1
    x(7,1,g6) cover(7,1) 1
    x(7,1,g6) symmetry(0,3,g6) -1
    x(2,3,g7) cover(2,3) 1
    x(2,3,g7) symmetry(2,3,g7) 1
    x(2,3,g7) path_all(g7,p0) 1
    x(2,3,g7) path_any(g7,p0) 1
    x(2,3,g7) path_cover(2,3,g7) 1
    x(3,3,g7) cover(3,3) 1
    x(3,3,g7) centre(3,3,g7) 1
    x(3,3,g7) symmetry(3,3,g7) 1
    x(4,3,g7) cover(4,3) 1
    x(4,3,g7) centre(4,3,g7) 1
    x(4,3,g7) symmetry(3,3,g7) -1
    x(5,3,g7) cover(5,3) 1
    x(5,3,g7) symmetry(2,3,g7) -1
    x(2,7,g8) cover(2,7) 1
    x(2,7,g8) symmetry(2,7,g8) 1
    x(2,7,g8) path_all(g8,p1) 1
    x(2,7,g8) path_any(g8,p1) 1
    x(2,7,g8) path_cover(2,7,g8) 1
    x(3,7,g8) cover(3,7) 1
    x(3,7,g8) symmetry(3,7,g8) 1
    x(3,7,g8) path_all(g8,p0) 1
    x(3,7,g8) path_all(g8,p1) 1
    x(3,7,g8) path_any(g8,p0) 1
    x(3,7,g8) path_any(g8,p1) 1
    x(3,7,g8) path_cover(3,7,g8) 1
    x(3,8,g8) cover(3,8) 1
    x(3,8,g8) centre(3,8,g8) 1
    x(3,8,g8) symmetry(3,8,g8) 1
    x(4,8,g8) cover(4,8) 1
    x(4,8,g8) centre(4,8,g8) 1
    x(4,8,g8) symmetry(3,8,g8) -1
    x(4,9,g8) cover(4,9) 1
    x(4,9,g8) symmetry(3,7,g8) -1
    x(5,9,g8) cover(5,9) 1
    x(5,9,g8) symmetry(2,7,g8) -1
    x(0,0,g9) cover(0,0) 1
    x(0,0,g9) symmetry(0,0,g9) 1
    x(0,0,g9) path_all(g9,p3) 1
    x(0,0,g9) path_any(g9,p3) 1
    x(0,0,g9) path_cover(0,0,g9) 1
    x(1,0,g9) cover(1,0) 1
    x(1,0,g9) symmetry(1,0,g9) 1
    x(1,0,g9) path_all(g9,p2) 1
    x(1,0,g9) path_all(g9,p3) 1
    x(1,0,g9) path_any(g9,p2) 1
    x(1,0,g9) path_any(g9,p3) 1
    x(1,0,g9) path_cover(1,0,g9) 1
    x(2,0,g9) cover(2,0) 1
    x(2,0,g9) symmetry(2,0,g9) 1
    x(2,0,g9) path_all(g9,p1) 1
    x(2,0,g9) path_all(g9,p2) 1
    x(2,0,g9) path_all(g9,p3) 1
    x(2,0,g9) path_any(g9,p1) 1
    x(2,0,g9) path_any(g9,p2) 1
    x(2,0,g9) path_any(g9,p3) 1
    x(2,0,g9) path_cover(2,0,g9) 1
    x(3,0,g9) cover(3,0) 1
    x(3,0,g9) symmetry(3,0,g9) 1
    x(3,0,g9) path_all(g9,p0) 1
    x(3,0,g9) path_all(g9,p1) 1
    x(3,0,g9) path_all(g9,p2) 1
    x(3,0,g9) path_all(g9,p3) 1
    x(3,0,g9) path_any(g9,p0) 1
    x(3,0,g9) path_any(g9,p1) 1
    x(3,0,g9) path_any(g9,p2) 1
    x(3,0,g9) path_any(g9,p3) 1
    x(3,0,g9) path_cover(3,0,g9) 1
    x(4,0,g9) cover(4,0) 1
    x(4,0,g9) centre(4,0,g9) 1
    x(4,0,g9) symmetry(4,0,g9) 1
    x(4,1,g9) cover(4,1) 1
    x(4,1,g9) centre(4,1,g9) 1
    x(4,1,g9) symmetry(4,0,g9) -1
    x(5,1,g9) cover(5,1) 1
    x(5,1,g9) symmetry(3,0,g9) -1
    x(6,1,g9) cover(6,1) 1
    x(6,1,g9) symmetry(2,0,g9) -1
    x(7,1,g9) cover(7,1) 1
    x(7,1,g9) symmetry(1,0,g9) -1
    x(8,1,g9) cover(8,1) 1
    x(8,1,g9) symmetry(0,0,g9) -1
    x(3,6,g10) cover(3,6) 1
    x(3,6,g10) symmetry(3,6,g10) 1
    x(3,6,g10) path_all(g10,p0) 1
    x(3,6,g10) path_any(g10,p0) 1
    x(3,6,g10) path_cover(3,6,g10) 1
    x(3,7,g10) cover(3,7) 1
    x(3,7,g10) symmetry(3,7,g10) 1
    x(3,7,g10) path_all(g10,p1) 1
    x(3,7,g10) path_any(g10,p1) 1
    x(3,7,g10) path_cover(3,7,g10) 1
    x(4,6,g10) cover(4,6) 1
    x(4,6,g10) centre(4,6,g10) 1
    x(4,6,g10) symmetry(4,6,g10) 1
    x(4,7,g10) cover(4,7) 1
    x(4,7,g10) centre(4,7,g10) 1
    x(4,7,g10) symmetry(4,6,g10) -1
    x(5,6,g10) cover(5,6) 1
    x(5,6,g10) symmetry(3,7,g10) -1
    x(5,7,g10) cover(5,7) 1
    x(5,7,g10) symmetry(3,6,g10) -1
    x(3,4,g11) cover(3,4) 1
    x(3,4,g11) symmetry(3,4,g11) 1
    x(3,4,g11) path_all(g11,p0) 1
    x(3,4,g11) path_any(g11,p0) 1
    x(3,4,g11) path_cover(3,4,g11) 1
    x(3,5,g11) cover(3,5) 1
    x(3,5,g11) symmetry(3,5,g11) 1
    x(3,5,g11) path_all(g11,p1) 1
    x(3,5,g11) path_any(g11,p1) 1
    x(3,5,g11) path_cover(3,5,g11) 1
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
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) symmetry(3,4,g11) -1
    x(5,8,g12) cover(5,8) 1
    x(5,8,g12) centre(5,8,g12) 1
    x(5,8,g12) symmetry(5,8,g12) 1
    x(6,8,g12) cover(6,8) 1
    x(6,8,g12) centre(6,8,g12) 1
    x(6,8,g12) symmetry(5,8,g12) -1
    x(5,2,g13) cover(5,2) 1
    x(5,2,g13) symmetry(5,2,g13) 1
    x(5,2,g13) path_all(g13,p0) 1
    x(5,2,g13) path_all(g13,p1) 1
    x(5,2,g13) path_any(g13,p0) 1
    x(5,2,g13) path_any(g13,p1) 1
    x(5,2,g13) path_cover(5,2,g13) 1
    x(5,3,g13) cover(5,3) 1
    x(5,3,g13) symmetry(5,3,g13) 1
    x(5,3,g13) path_all(g13,p1) 1
    x(5,3,g13) path_any(g13,p1) 1
    x(5,3,g13) path_cover(5,3,g13) 1
    x(6,2,g13) cover(6,2) 1
    x(6,2,g13) centre(6,2,g13) 1
    x(7,1,g13) cover(7,1) 1
    x(7,1,g13) symmetry(5,3,g13) -1
    x(7,2,g13) cover(7,2) 1
    x(7,2,g13) symmetry(5,2,g13) -1
    x(5,3,g14) cover(5,3) 1
    x(5,3,g14) symmetry(5,3,g14) 1
    x(5,3,g14) path_all(g14,p0) 1
    x(5,3,g14) path_any(g14,p0) 1
    x(5,3,g14) path_cover(5,3,g14) 1
    x(6,3,g14) cover(6,3) 1
    x(6,3,g14) centre(6,3,g14) 1
    x(6,3,g14) symmetry(6,3,g14) 1
    x(6,4,g14) cover(6,4) 1
    x(6,4,g14) symmetry(6,4,g14) 1
    x(6,4,g14) path_all(g14,p1) 1
    x(6,4,g14) path_all(g14,p2) 1
    x(6,4,g14) path_any(g14,p1) 1
    x(6,4,g14) path_any(g14,p2) 1
    x(6,4,g14) path_cover(6,4,g14) 1
    x(6,5,g14) cover(6,5) 1
    x(6,5,g14) symmetry(6,5,g14) 1
    x(6,5,g14) path_all(g14,p2) 1
    x(6,5,g14) path_any(g14,p2) 1
    x(6,5,g14) path_cover(6,5,g14) 1
    x(7,1,g14) cover(7,1) 1
    x(7,1,g14) symmetry(6,5,g14) -1
    x(7,2,g14) cover(7,2) 1
    x(7,2,g14) symmetry(6,4,g14) -1
    x(7,3,g14) cover(7,3) 1
    x(7,3,g14) centre(7,3,g14) 1
    x(7,3,g14) symmetry(6,3,g14) -1
    x(8,3,g14) cover(8,3) 1
    x(8,3,g14) symmetry(5,3,g14) -1
    x(5,6,g15) cover(5,6) 1
    x(5,6,g15) symmetry(5,6,g15) 1
    x(5,6,g15) path_all(g15,p0) 1
    x(5,6,g15) path_any(g15,p0) 1
    x(5,6,g15) path_cover(5,6,g15) 1
    x(5,7,g15) cover(5,7) 1
    x(5,7,g15) symmetry(5,7,g15) 1
    x(5,7,g15) path_all(g15,p1) 1
    x(5,7,g15) path_any(g15,p1) 1
    x(5,7,g15) path_cover(5,7,g15) 1
    x(6,5,g15) cover(6,5) 1
    x(6,5,g15) symmetry(6,5,g15) 1
    x(6,5,g15) path_all(g15,p2) 1
    x(6,5,g15) path_any(g15,p2) 1
    x(6,5,g15) path_cover(6,5,g15) 1
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
    x(8,6,g15) cover(8,6) 1
    x(8,6,g15) symmetry(5,7,g15) -1
    x(8,7,g15) cover(8,7) 1
    x(8,7,g15) symmetry(5,6,g15) -1
    x(4,9,g16) cover(4,9) 1
    x(4,9,g16) symmetry(4,9,g16) 1
    x(4,9,g16) path_all(g16,p1) 1
    x(4,9,g16) path_any(g16,p1) 1
    x(4,9,g16) path_cover(4,9,g16) 1
    x(5,9,g16) cover(5,9) 1
    x(5,9,g16) symmetry(5,9,g16) 1
    x(5,9,g16) path_all(g16,p0) 1
    x(5,9,g16) path_all(g16,p1) 1
    x(5,9,g16) path_any(g16,p0) 1
    x(5,9,g16) path_any(g16,p1) 1
    x(5,9,g16) path_cover(5,9,g16) 1
    x(6,9,g16) cover(6,9) 1
    x(6,9,g16) centre(6,9,g16) 1
    x(6,9,g16) symmetry(6,9,g16) 1
    x(7,9,g16) cover(7,9) 1
    x(7,9,g16) centre(7,9,g16) 1
    x(7,9,g16) symmetry(6,9,g16) -1
    x(8,9,g16) cover(8,9) 1
    x(8,9,g16) symmetry(5,9,g16) -1
    x(9,9,g16) cover(9,9) 1
    x(9,9,g16) symmetry(4,9,g16) -1
    x(5,0,g17) cover(5,0) 1
    x(5,0,g17) symmetry(5,0,g17) 1
    x(5,0,g17) path_all(g17,p1) 1
    x(5,0,g17) path_any(g17,p1) 1
    x(5,0,g17) path_cover(5,0,g17) 1
    x(6,0,g17) cover(6,0) 1
    x(6,0,g17) symmetry(6,0,g17) 1
    x(6,0,g17) path_all(g17,p0) 1
    x(6,0,g17) path_all(g17,p1) 1
    x(6,0,g17) path_any(g17,p0) 1
    x(6,0,g17) path_any(g17,p1) 1
    x(6,0,g17) path_cover(6,0,g17) 1
    x(7,0,g17) cover(7,0) 1
    x(7,0,g17) centre(7,0,g17) 1
    x(8,0,g17) cover(8,0) 1
    x(8,0,g17) symmetry(6,0,g17) -1
    x(9,0,g17) cover(9,0) 1
    x(9,0,g17) symmetry(5,0,g17) -1
    x(6,4,g18) cover(6,4) 1
    x(6,4,g18) symmetry(6,4,g18) 1
    x(6,4,g18) path_all(g18,p0) 1
    x(6,4,g18) path_any(g18,p0) 1
    x(6,4,g18) path_cover(6,4,g18) 1
    x(7,4,g18) cover(7,4) 1
    x(7,4,g18) centre(7,4,g18) 1
    x(7,4,g18) symmetry(7,4,g18) 1
    x(7,5,g18) cover(7,5) 1
    x(7,5,g18) centre(7,5,g18) 1
    x(7,5,g18) symmetry(7,4,g18) -1
    x(8,5,g18) cover(8,5) 1
    x(8,5,g18) symmetry(6,4,g18) -1
    x(7,1,g19) cover(7,1) 1
    x(7,1,g19) symmetry(7,1,g19) 1
    x(7,1,g19) path_all(g19,p1) 1
    x(7,1,g19) path_any(g19,p1) 1
    x(7,1,g19) path_cover(7,1,g19) 1
    x(8,1,g19) cover(8,1) 1
    x(8,1,g19) symmetry(8,1,g19) 1
    x(8,1,g19) path_all(g19,p0) 1
    x(8,1,g19) path_all(g19,p1) 1
    x(8,1,g19) path_any(g19,p0) 1
    x(8,1,g19) path_any(g19,p1) 1
    x(8,1,g19) path_cover(8,1,g19) 1
    x(8,2,g19) cover(8,2) 1
    x(8,2,g19) centre(8,2,g19) 1
    x(8,3,g19) cover(8,3) 1
    x(8,3,g19) symmetry(8,1,g19) -1
    x(9,3,g19) cover(9,3) 1
    x(9,3,g19) symmetry(7,1,g19) -1
    x(8,7,g20) cover(8,7) 1
    x(8,7,g20) symmetry(8,7,g20) 1
    x(8,7,g20) path_all(g20,p0) 1
    x(8,7,g20) path_any(g20,p0) 1
    x(8,7,g20) path_cover(8,7,g20) 1
    x(8,8,g20) cover(8,8) 1
    x(8,8,g20) centre(8,8,g20) 1
    x(8,9,g20) cover(8,9) 1
    x(8,9,g20) symmetry(8,7,g20) -1
    x(8,3,g21) cover(8,3) 1
    x(8,3,g21) symmetry(8,3,g21) 1
    x(8,3,g21) path_all(g21,p0) 1
    x(8,3,g21) path_any(g21,p0) 1
    x(8,3,g21) path_cover(8,3,g21) 1
    x(8,4,g21) cover(8,4) 1
    x(8,4,g21) centre(8,4,g21) 1
    x(8,4,g21) symmetry(8,4,g21) 1
    x(8,5,g21) cover(8,5) 1
    x(8,5,g21) symmetry(8,5,g21) 1
    x(8,5,g21) path_all(g21,p1) 1
    x(8,5,g21) path_any(g21,p1) 1
    x(8,5,g21) path_cover(8,5,g21) 1
    x(9,3,g21) cover(9,3) 1
    x(9,3,g21) symmetry(8,5,g21) -1
    x(9,4,g21) cover(9,4) 1
    x(9,4,g21) centre(9,4,g21) 1
    x(9,4,g21) symmetry(8,4,g21) -1
    x(9,5,g21) cover(9,5) 1
    x(9,5,g21) symmetry(8,3,g21) -1
    x(9,0,g22) cover(9,0) 1
    x(9,0,g22) symmetry(9,0,g22) 1
    x(9,0,g22) path_all(g22,p0) 1
    x(9,0,g22) path_any(g22,p0) 1
    x(9,0,g22) path_cover(9,0,g22) 1
    x(9,1,g22) cover(9,1) 1
    x(9,1,g22) centre(9,1,g22) 1
    x(9,1,g22) symmetry(9,1,g22) 1
    x(9,2,g22) cover(9,2) 1
    x(9,2,g22) centre(9,2,g22) 1
    x(9,2,g22) symmetry(9,1,g22) -1
    x(9,3,g22) cover(9,3) 1
    x(9,3,g22) symmetry(9,0,g22) -1
    x(9,6,g23) cover(9,6) 1
    x(9,6,g23) symmetry(9,6,g23) 1
    x(9,6,g23) path_all(g23,p0) 1
    x(9,6,g23) path_any(g23,p0) 1
    x(9,6,g23) path_cover(9,6,g23) 1
    x(9,7,g23) cover(9,7) 1
    x(9,7,g23) centre(9,7,g23) 1
    x(9,7,g23) symmetry(9,7,g23) 1
    x(9,8,g23) cover(9,8) 1
    x(9,8,g23) centre(9,8,g23) 1
    x(9,8,g23) symmetry(9,7,g23) -1
    x(9,9,g23) cover(9,9) 1
    x(9,9,g23) symmetry(9,6,g23) -1
    t(g0,p0) path_all(g0,p0) -1
    t(g0,p0) path_any(g0,p0) -1
    t(g0,p0) path_cover(0,0,g0) -1
    t(g0,p1) path_all(g0,p1) -1
    t(g0,p1) path_any(g0,p1) -1
    t(g0,p1) path_cover(0,3,g0) -1
    t(g2,p0) path_all(g2,p0) -1
    t(g2,p0) path_any(g2,p0) -1
    t(g2,p0) path_cover(0,7,g2) -1
    t(g2,p1) path_all(g2,p1) -1
    t(g2,p1) path_any(g2,p1) -1
    t(g2,p1) path_cover(0,8,g2) -1
    t(g2,p2) path_all(g2,p2) -2
    t(g2,p2) path_any(g2,p2) -1
    t(g2,p2) path_cover(0,9,g2) -1
    t(g3,p0) path_all(g3,p0) -1
    t(g3,p0) path_any(g3,p0) -1
    t(g3,p0) path_cover(0,4,g3) -1
    t(g3,p1) path_all(g3,p1) -1
    t(g3,p1) path_any(g3,p1) -1
    t(g3,p1) path_cover(0,5,g3) -1
    t(g3,p2) path_all(g3,p2) -1
    t(g3,p2) path_any(g3,p2) -1
    t(g3,p2) path_cover(1,3,g3) -1
    t(g3,p3) path_all(g3,p3) -2
    t(g3,p3) path_any(g3,p3) -1
    t(g3,p3) path_cover(0,3,g3) -1
    t(g3,p4) path_all(g3,p4) -2
    t(g3,p4) path_any(g3,p4) -1
    t(g3,p4) path_cover(0,3,g3) -1
    t(g4,p0) path_all(g4,p0) -1
    t(g4,p0) path_any(g4,p0) -1
    t(g4,p0) path_cover(0,9,g4) -1
    t(g5,p0) path_all(g5,p0) -1
    t(g5,p0) path_any(g5,p0) -1
    t(g5,p0) path_cover(2,2,g5) -1
    t(g6,p0) path_all(g6,p0) -1
    t(g6,p0) path_any(g6,p0) -1
    t(g6,p0) path_cover(2,2,g6) -1
    t(g6,p1) path_all(g6,p1) -2
    t(g6,p1) path_any(g6,p1) -1
    t(g6,p1) path_cover(2,3,g6) -1
    t(g6,p2) path_all(g6,p2) -3
    t(g6,p2) path_any(g6,p2) -1
    t(g6,p2) path_cover(1,3,g6) -1
    t(g6,p3) path_all(g6,p3) -4
    t(g6,p3) path_any(g6,p3) -1
    t(g6,p3) path_cover(0,3,g6) -1
    t(g7,p0) path_all(g7,p0) -1
    t(g7,p0) path_any(g7,p0) -1
    t(g7,p0) path_cover(2,3,g7) -1
    t(g8,p0) path_all(g8,p0) -1
    t(g8,p0) path_any(g8,p0) -1
    t(g8,p0) path_cover(3,7,g8) -1
    t(g8,p1) path_all(g8,p1) -2
    t(g8,p1) path_any(g8,p1) -1
    t(g8,p1) path_cover(2,7,g8) -1
    t(g9,p0) path_all(g9,p0) -1
    t(g9,p0) path_any(g9,p0) -1
    t(g9,p0) path_cover(3,0,g9) -1
    t(g9,p1) path_all(g9,p1) -2
    t(g9,p1) path_any(g9,p1) -1
    t(g9,p1) path_cover(2,0,g9) -1
    t(g9,p2) path_all(g9,p2) -3
    t(g9,p2) path_any(g9,p2) -1
    t(g9,p2) path_cover(1,0,g9) -1
    t(g9,p3) path_all(g9,p3) -4
    t(g9,p3) path_any(g9,p3) -1
    t(g9,p3) path_cover(0,0,g9) -1
    t(g10,p0) path_all(g10,p0) -1
    t(g10,p0) path_any(g10,p0) -1
    t(g10,p0) path_cover(3,6,g10) -1
    t(g10,p1) path_all(g10,p1) -1
    t(g10,p1) path_any(g10,p1) -1
    t(g10,p1) path_cover(3,7,g10) -1
    t(g11,p0) path_all(g11,p0) -1
    t(g11,p0) path_any(g11,p0) -1
    t(g11,p0) path_cover(3,4,g11) -1
    t(g11,p1) path_all(g11,p1) -1
    t(g11,p1) path_any(g11,p1) -1
    t(g11,p1) path_cover(3,5,g11) -1
    t(g13,p0) path_all(g13,p0) -1
    t(g13,p0) path_any(g13,p0) -1
    t(g13,p0) path_cover(5,2,g13) -1
    t(g13,p1) path_all(g13,p1) -2
    t(g13,p1) path_any(g13,p1) -1
    t(g13,p1) path_cover(5,3,g13) -1
    t(g14,p0) path_all(g14,p0) -1
    t(g14,p0) path_any(g14,p0) -1
    t(g14,p0) path_cover(5,3,g14) -1
    t(g14,p1) path_all(g14,p1) -1
    t(g14,p1) path_any(g14,p1) -1
    t(g14,p1) path_cover(6,4,g14) -1
    t(g14,p2) path_all(g14,p2) -2
    t(g14,p2) path_any(g14,p2) -1
    t(g14,p2) path_cover(6,5,g14) -1
    t(g15,p0) path_all(g15,p0) -1
    t(g15,p0) path_any(g15,p0) -1
    t(g15,p0) path_cover(5,6,g15) -1
    t(g15,p1) path_all(g15,p1) -1
    t(g15,p1) path_any(g15,p1) -1
    t(g15,p1) path_cover(5,7,g15) -1
    t(g15,p2) path_all(g15,p2) -1
    t(g15,p2) path_any(g15,p2) -1
    t(g15,p2) path_cover(6,5,g15) -1
    t(g16,p0) path_all(g16,p0) -1
    t(g16,p0) path_any(g16,p0) -1
    t(g16,p0) path_cover(5,9,g16) -1
    t(g16,p1) path_all(g16,p1) -2
    t(g16,p1) path_any(g16,p1) -1
    t(g16,p1) path_cover(4,9,g16) -1
    t(g17,p0) path_all(g17,p0) -1
    t(g17,p0) path_any(g17,p0) -1
    t(g17,p0) path_cover(6,0,g17) -1
    t(g17,p1) path_all(g17,p1) -2
    t(g17,p1) path_any(g17,p1) -1
    t(g17,p1) path_cover(5,0,g17) -1
    t(g18,p0) path_all(g18,p0) -1
    t(g18,p0) path_any(g18,p0) -1
    t(g18,p0) path_cover(6,4,g18) -1
    t(g19,p0) path_all(g19,p0) -1
    t(g19,p0) path_any(g19,p0) -1
    t(g19,p0) path_cover(8,1,g19) -1
    t(g19,p1) path_all(g19,p1) -2
    t(g19,p1) path_any(g19,p1) -1
    t(g19,p1) path_cover(7,1,g19) -1
    t(g20,p0) path_all(g20,p0) -1
    t(g20,p0) path_any(g20,p0) -1
    t(g20,p0) path_cover(8,7,g20) -1
    t(g21,p0) path_all(g21,p0) -1
    t(g21,p0) path_any(g21,p0) -1
    t(g21,p0) path_cover(8,3,g21) -1
    t(g21,p1) path_all(g21,p1) -1
    t(g21,p1) path_any(g21,p1) -1
    t(g21,p1) path_cover(8,5,g21) -1
    t(g22,p0) path_all(g22,p0) -1
    t(g22,p0) path_any(g22,p0) -1
    t(g22,p0) path_cover(9,0,g22) -1
    t(g23,p0) path_all(g23,p0) -1
    t(g23,p0) path_any(g23,p0) -1
    t(g23,p0) path_cover(9,6,g23) -1
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
    RHS path_any(g2,p2) 1
    RHS path_any(g3,p3) 1
    RHS path_any(g3,p4) 1
    RHS path_any(g6,p1) 1
    RHS path_any(g6,p2) 2
    RHS path_any(g6,p3) 3
    RHS path_any(g8,p1) 1
    RHS path_any(g9,p1) 1
    RHS path_any(g9,p2) 2
    RHS path_any(g9,p3) 3
    RHS path_any(g13,p1) 1
    RHS path_any(g14,p2) 1
    RHS path_any(g16,p1) 1
    RHS path_any(g17,p1) 1
    RHS path_any(g19,p1) 1
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
 LO BND t(g0,p0) 0
 UP BND t(g0,p0) 1
 LO BND t(g0,p1) 0
 UP BND t(g0,p1) 1
 LO BND t(g2,p0) 0
 UP BND t(g2,p0) 1
 LO BND t(g2,p1) 0
 UP BND t(g2,p1) 1
 LO BND t(g2,p2) 0
 UP BND t(g2,p2) 1
 LO BND t(g3,p0) 0
 UP BND t(g3,p0) 1
 LO BND t(g3,p1) 0
 UP BND t(g3,p1) 1
 LO BND t(g3,p2) 0
 UP BND t(g3,p2) 1
 LO BND t(g3,p3) 0
 UP BND t(g3,p3) 1
 LO BND t(g3,p4) 0
 UP BND t(g3,p4) 1
 LO BND t(g4,p0) 0
 UP BND t(g4,p0) 1
 LO BND t(g5,p0) 0
 UP BND t(g5,p0) 1
 LO BND t(g6,p0) 0
 UP BND t(g6,p0) 1
 LO BND t(g6,p1) 0
 UP BND t(g6,p1) 1
 LO BND t(g6,p2) 0
 UP BND t(g6,p2) 1
 LO BND t(g6,p3) 0
 UP BND t(g6,p3) 1
 LO BND t(g7,p0) 0
 UP BND t(g7,p0) 1
 LO BND t(g8,p0) 0
 UP BND t(g8,p0) 1
 LO BND t(g8,p1) 0
 UP BND t(g8,p1) 1
 LO BND t(g9,p0) 0
 UP BND t(g9,p0) 1
 LO BND t(g9,p1) 0
 UP BND t(g9,p1) 1
 LO BND t(g9,p2) 0
 UP BND t(g9,p2) 1
 LO BND t(g9,p3) 0
 UP BND t(g9,p3) 1
 LO BND t(g10,p0) 0
 UP BND t(g10,p0) 1
 LO BND t(g10,p1) 0
 UP BND t(g10,p1) 1
 LO BND t(g11,p0) 0
 UP BND t(g11,p0) 1
 LO BND t(g11,p1) 0
 UP BND t(g11,p1) 1
 LO BND t(g13,p0) 0
 UP BND t(g13,p0) 1
 LO BND t(g13,p1) 0
 UP BND t(g13,p1) 1
 LO BND t(g14,p0) 0
 UP BND t(g14,p0) 1
 LO BND t(g14,p1) 0
 UP BND t(g14,p1) 1
 LO BND t(g14,p2) 0
 UP BND t(g14,p2) 1
 LO BND t(g15,p0) 0
 UP BND t(g15,p0) 1
 LO BND t(g15,p1) 0
 UP BND t(g15,p1) 1
 LO BND t(g15,p2) 0
 UP BND t(g15,p2) 1
 LO BND t(g16,p0) 0
 UP BND t(g16,p0) 1
 LO BND t(g16,p1) 0
 UP BND t(g16,p1) 1
 LO BND t(g17,p0) 0
 UP BND t(g17,p0) 1
 LO BND t(g17,p1) 0
 UP BND t(g17,p1) 1
 LO BND t(g18,p0) 0
 UP BND t(g18,p0) 1
 LO BND t(g19,p0) 0
 UP BND t(g19,p0) 1
 LO BND t(g19,p1) 0
 UP BND t(g19,p1) 1
 LO BND t(g20,p0) 0
 UP BND t(g20,p0) 1
 LO BND t(g21,p0) 0
 UP BND t(g21,p0) 1
 LO BND t(g21,p1) 0
 UP BND t(g21,p1) 1
 LO BND t(g22,p0) 0
 UP BND t(g22,p0) 1
 LO BND t(g23,p0) 0
 UP BND t(g23,p0) 1
ENDATA
