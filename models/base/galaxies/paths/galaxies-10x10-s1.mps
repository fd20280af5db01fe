NAME galaxies_paths_galaxies_10x10_s1
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
 G path_all(g0,p0)
 G path_all(g0,p1)
 G path_all(g0,p2)
 G path_all(g1,p0)
 G path_all(g1,p1)
 G path_all(g1,p2)
 G path_all(g1,p3)
 G path_all(g1,p4)
 G path_all(g1,p5)
 G path_all(g1,p6)
 G path_all(g1,p7)
 G path_all(g1,p8)
 G path_all(g1,p9)
 G path_all(g1,p10)
 G path_all(g1,p11)
 G path_all(g1,p12)
 G path_all(g1,p13)
 G path_all(g1,p14)
 G path_all(g1,p15)
 G path_all(g1,p16)
 G path_all(g1,p17)
 G path_all(g1,p18)
 G path_all(g1,p19)
 G path_all(g1,p20)
 G path_all(g1,p21)
 G path_all(g1,p22)
 G path_all(g1,p23)
 G path_all(g1,p24)
 G path_all(g1,p25)
 G path_all(g1,p26)
 G path_all(g1,p27)
 G path_all(g1,p28)
 G path_all(g1,p29)
 G path_all(g1,p30)
 G path_all(g1,p31)
 G path_all(g1,p32)
 G path_all(g1,p33)
 G path_all(g1,p34)
 G path_all(g1,p35)
 G path_all(g1,p36)
 G path_all(g1,p37)
 G path_all(g1,p38)
 G path_all(g1,p39)
 G path_all(g1,p40)
 G path_all(g1,p41)
 G path_all(g1,p42)
 G path_all(g1,p43)
 G path_all(g1,p44)
 G path_all(g1,p45)
 G path_all(g1,p46)
 G path_all(g1,p47)
 G path_all(g2,p0)
 G path_all(g2,p1)
 G path_all(g3,p0)
 G path_all(g3,p1)
 G path_all(g3,p2)
 G path_all(g3,p3)
 G path_all(g3,p4)
 G path_all(g3,p5)
 G path_all(g3,p6)
 G path_all(g3,p7)
 G path_all(g3,p8)
 G path_all(g3,p9)
 G path_all(g3,p10)
 G path_all(g3,p11)
 G path_all(g3,p12)
 G path_all(g3,p13)
 G path_all(g3,p14)
 G path_all(g3,p15)
 G path_all(g3,p16)
 G path_all(g3,p17)
 G path_all(g3,p18)
 G path_all(g3,p19)
 G path_all(g3,p20)
 G path_all(g3,p21)
 G path_all(g3,p22)
 G path_all(g3,p23)
 G path_all(g3,p24)
 G path_all(g3,p25)
 G path_all(g3,p26)
 G path_all(g3,p27)
 G path_all(g3,p28)
 G path_all(g4,p0)
 G path_all(g4,p1)
 G path_all(g4,p2)
 G path_all(g4,p3)
 G path_all(g4,p4)
 G path_all(g5,p0)
 G path_all(g5,p1)
 G path_all(g5,p2)
 G path_all(g5,p3)
 G path_all(g5,p4)
 G path_all(g5,p5)
 G path_all(g6,p0)
 G path_all(g6,p1)
 G path_all(g7,p0)
 G path_all(g8,p0)
 G path_all(g8,p1)
 G path_all(g9,p0)
 G path_all(g9,p1)
 G path_all(g9,p2)
 G path_all(g9,p3)
 G path_all(g9,p4)
 G path_all(g9,p5)
 G path_all(g9,p6)
 G path_all(g9,p7)
 G path_all(g9,p8)
 G path_all(g9,p9)
 G path_all(g9,p10)
 G path_all(g10,p0)
 G path_all(g10,p1)
 G path_all(g10,p2)
 G path_all(g10,p3)
 G path_all(g10,p4)
 G path_all(g10,p5)
 G path_all(g10,p6)
 G path_all(g11,p0)
 G path_all(g11,p1)
 G path_all(g11,p2)
 G path_all(g11,p3)
 G path_all(g11,p4)
 G path_all(g11,p5)
 G path_all(g12,p0)
 G path_all(g12,p1)
 G path_all(g13,p0)
 G path_all(g14,p0)
 G path_all(g14,p1)
 G path_all(g15,p0)
 G path_all(g16,p0)
 G path_all(g16,p1)
 G path_all(g19,p0)
 L path_any(g0,p0)
 L path_any(g0,p1)
 L path_any(g0,p2)
 L path_any(g1,p0)
 L path_any(g1,p1)
 L path_any(g1,p2)
 L path_any(g1,p3)
 L path_any(g1,p4)
 L path_any(g1,p5)
 L path_any(g1,p6)
 L path_any(g1,p7)
 L path_any(g1,p8)
 L path_any(g1,p9)
 L path_any(g1,p10)
 L path_any(g1,p11)
 L path_any(g1,p12)
 L path_any(g1,p13)
 L path_any(g1,p14)
 L path_any(g1,p15)
 L path_any(g1,p16)
 L path_any(g1,p17)
 L path_any(g1,p18)
 L path_any(g1,p19)
 L path_any(g1,p20)
 L path_any(g1,p21)
 L path_any(g1,p22)
 L path_any(g1,p23)
 L path_any(g1,p24)
 L path_any(g1,p25)
 L path_any(g1,p26)
 L path_any(g1,p27)
 L path_any(g1,p28)
 L path_any(g1,p29)
 L path_any(g1,p30)
 L path_any(g1,p31)
 L path_any(g1,p32)
 L path_any(g1,p33)
 L path_any(g1,p34)
 L path_any(g1,p35)
 L path_any(g1,p36)
 L path_any(g1,p37)
 L path_any(g1,p38)
 L path_any(g1,p39)
 L path_any(g1,p40)
 L path_any(g1,p41)
 L path_any(g1,p42)
 L path_any(g1,p43)
 L path_any(g1,p44)
 L path_any(g1,p45)
 L path_any(g1,p46)
 L path_any(g1,p47)
 L path_any(g2,p0)
 L path_any(g2,p1)
 L path_any(g3,p0)
 L path_any(g3,p1)
 L path_any(g3,p2)
 L path_any(g3,p3)
 L path_any(g3,p4)
 L path_any(g3,p5)
 L path_any(g3,p6)
 L path_any(g3,p7)
 L path_any(g3,p8)
 L path_any(g3,p9)
 L path_any(g3,p10)
 L path_any(g3,p11)
 L path_any(g3,p12)
 L path_any(g3,p13)
 L path_any(g3,p14)
 L path_any(g3,p15)
 L path_any(g3,p16)
 L path_any(g3,p17)
 L path_any(g3,p18)
 L path_any(g3,p19)
 L path_any(g3,p20)
 L path_any(g3,p21)
 L path_any(g3,p22)
 L path_any(g3,p23)
 L path_any(g3,p24)
 L path_any(g3,p25)
 L path_any(g3,p26)
 L path_any(g3,p27)
 L path_any(g3,p28)
 L path_any(g4,p0)
 L path_any(g4,p1)
 L path_any(g4,p2)
 L path_any(g4,p3)
 L path_any(g4,p4)
 L path_any(g5,p0)
 L path_any(g5,p1)
 L path_any(g5,p2)
 L path_any(g5,p3)
 L path_any(g5,p4)
 L path_any(g5,p5)
 L path_any(g6,p0)
 L path_any(g6,p1)
 L path_any(g7,p0)
 L path_any(g8,p0)
 L path_any(g8,p1)
 L path_any(g9,p0)
 L path_any(g9,p1)
 L path_any(g9,p2)
 L path_any(g9,p3)
 L path_any(g9,p4)
 L path_any(g9,p5)
 L path_any(g9,p6)
 L path_any(g9,p7)
 L path_any(g9,p8)
 L path_any(g9,p9)
 L path_any(g9,p10)
 L path_any(g10,p0)
 L path_any(g10,p1)
 L path_any(g10,p2)
 L path_any(g10,p3)
 L path_any(g10,p4)
 L path_any(g10,p5)
 L path_any(g10,p6)
 L path_any(g11,p0)
 L path_any(g11,p1)
 L path_any(g11,p2)
 L path_any(g11,p3)
 L path_any(g11,p4)
 L path_any(g11,p5)
 L path_any(g12,p0)
 L path_any(g12,p1)
 L path_any(g13,p0)
 L path_any(g14,p0)
 L path_any(g14,p1)
 L path_any(g15,p0)
 L path_any(g16,p0)
 L path_any(g16,p1)
 L path_any(g19,p0)
 L path_cover(0,0,g0)
 L path_cover(0,1,g0)
 L path_cover(0,2,g0)
 L path_cover(0,3,g1)
 L path_cover(0,4,g1)
 L path_cover(0,5,g1)
 L path_cover(0,6,g1)
 L path_cover(0,7,g1)
 L path_cover(0,8,g1)
 L path_cover(0,9,g1)
 L path_cover(1,3,g1)
 L path_cover(1,4,g1)
 L path_cover(1,5,g1)
 L path_cover(0,0,g2)
 L path_cover(0,1,g2)
 L path_cover(0,4,g3)
 L path_cover(0,5,g3)
 L path_cover(1,3,g3)
 L path_cover(1,4,g3)
 L path_cover(1,5,g3)
 L path_cover(2,2,g3)
 L path_cover(2,3,g3)
 L path_cover(2,4,g3)
 L path_cover(2,6,g3)
 L path_cover(2,9,g3)
 L path_cover(3,0,g3)
 L path_cover(3,1,g3)
 L path_cover(3,2,g3)
 L path_cover(3,3,g3)
 L path_cover(2,2,g4)
 L path_cover(2,3,g4)
 L path_cover(3,0,g4)
 L path_cover(3,2,g4)
 L path_cover(4,0,g4)
 L path_cover(1,3,g5)
 L path_cover(2,3,g5)
 L path_cover(2,4,g5)
 L path_cover(3,2,g5)
 L path_cover(3,3,g5)
 L path_cover(4,3,g5)
 L path_cover(2,9,g6)
 L path_cover(3,9,g6)
 L path_cover(4,0,g7)
 L path_cover(4,3,g8)
 L path_cover(5,1,g8)
 L path_cover(3,6,g9)
 L path_cover(3,7,g9)
 L path_cover(3,8,g9)
 L path_cover(4,6,g9)
 L path_cover(4,7,g9)
 L path_cover(4,8,g9)
 L path_cover(4,3,g10)
 L path_cover(5,1,g10)
 L path_cover(5,3,g10)
 L path_cover(5,4,g10)
 L path_cover(6,1,g10)
 L path_cover(6,2,g10)
 L path_cover(4,5,g11)
 L path_cover(4,6,g11)
 L path_cover(5,6,g11)
 L path_cover(6,4,g11)
 L path_cover(6,5,g11)
 L path_cover(6,7,g11)
 L path_cover(5,1,g12)
 L path_cover(6,1,g12)
 L path_cover(7,5,g13)
 L path_cover(7,7,g14)
 L path_cover(7,8,g14)
 L path_cover(7,8,g15)
 L path_cover(8,0,g16)
 L path_cover(8,2,g16)
 L path_cover(9,7,g19)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,0,g0) path_all(g0,p2) 1
    x(0,0,g0) path_any(g0,p2) 1
    x(0,0,g0) path_cover(0,0,g0) 1
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) symmetry(0,1,g0) 1
    x(0,1,g0) path_all(g0,p1) 1
    x(0,1,g0) path_all(g0,p2) 1
    x(0,1,g0) path_any(g0,p1) 1
    x(0,1,g0) path_any(g0,p2) 1
    x(0,1,g0) path_cover(0,1,g0) 1
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(0,2,g0) path_all(g0,p0) 1
    x(0,2,g0) path_all(g0,p1) 1
    x(0,2,g0) path_all(g0,p2) 1
    x(0,2,g0) path_any(g0,p0) 1
    x(0,2,g0) path_any(g0,p1) 1
    x(0,2,g0) path_any(g0,p2) 1
    x(0,2,g0) path_cover(0,2,g0) 1
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
    x(0,3,g1) path_all(g1,p11) 1
    x(0,3,g1) path_all(g1,p12) 1
    x(0,3,g1) path_all(g1,p13) 1
    x(0,3,g1) path_all(g1,p16) 1
    x(0,3,g1) path_all(g1,p17) 1
    x(0,3,g1) path_all(g1,p31) 1
    x(0,3,g1) path_all(g1,p32) 1
    x(0,3,g1) path_all(g1,p34) 1
    x(0,3,g1) path_all(g1,p35) 1
    x(0,3,g1) path_all(g1,p37) 1
    x(0,3,g1) path_all(g1,p38) 1
    x(0,3,g1) path_all(g1,p45) 1
    x(0,3,g1) path_all(g1,p46) 1
    x(0,3,g1) path_any(g1,p11) 1
    x(0,3,g1) path_any(g1,p12) 1
    x(0,3,g1) path_any(g1,p13) 1
    x(0,3,g1) path_any(g1,p16) 1
    x(0,3,g1) path_any(g1,p17) 1
    x(0,3,g1) path_any(g1,p31) 1
    x(0,3,g1) path_any(g1,p32) 1
    x(0,3,g1) path_any(g1,p34) 1
    x(0,3,g1) path_any(g1,p35) 1
    x(0,3,g1) path_any(g1,p37) 1
    x(0,3,g1) path_any(g1,p38) 1
    x(0,3,g1) path_any(g1,p45) 1
    x(0,3,g1) path_any(g1,p46) 1
    x(0,3,g1) path_cover(0,3,g1) 1
    x(0,4,g1) cover(0,4) 1
    x(0,4,g1) symmetry(0,4,g1) 1
    x(0,4,g1) path_all(g1,p12) 1
    x(0,4,g1) path_all(g1,p13) 1
    x(0,4,g1) path_all(g1,p14) 1
    x(0,4,g1) path_all(g1,p17) 1
    x(0,4,g1) path_all(g1,p18) 1
    x(0,4,g1) path_all(g1,p29) 1
    x(0,4,g1) path_all(g1,p32) 1
    x(0,4,g1) path_all(g1,p35) 1
    x(0,4,g1) path_all(g1,p36) 1
    x(0,4,g1) path_all(g1,p37) 1
    x(0,4,g1) path_all(g1,p38) 1
    x(0,4,g1) path_all(g1,p43) 1
    x(0,4,g1) path_all(g1,p44) 1
    x(0,4,g1) path_all(g1,p45) 1
    x(0,4,g1) path_all(g1,p46) 1
    x(0,4,g1) path_all(g1,p47) 1
    x(0,4,g1) path_any(g1,p12) 1
    x(0,4,g1) path_any(g1,p13) 1
    x(0,4,g1) path_any(g1,p14) 1
    x(0,4,g1) path_any(g1,p17) 1
    x(0,4,g1) path_any(g1,p18) 1
    x(0,4,g1) path_any(g1,p29) 1
    x(0,4,g1) path_any(g1,p32) 1
    x(0,4,g1) path_any(g1,p35) 1
    x(0,4,g1) path_any(g1,p36) 1
    x(0,4,g1) path_any(g1,p37) 1
    x(0,4,g1) path_any(g1,p38) 1
    x(0,4,g1) path_any(g1,p43) 1
    x(0,4,g1) path_any(g1,p44) 1
    x(0,4,g1) path_any(g1,p45) 1
    x(0,4,g1) path_any(g1,p46) 1
    x(0,4,g1) path_any(g1,p47) 1
    x(0,4,g1) path_cover(0,4,g1) 1
    x(0,5,g1) cover(0,5) 1
    x(0,5,g1) symmetry(0,5,g1) 1
    x(0,5,g1) path_all(g1,p13) 1
    x(0,5,g1) path_all(g1,p18) 1
    x(0,5,g1) path_all(g1,p27) 1
    x(0,5,g1) path_all(g1,p36) 1
    x(0,5,g1) path_all(g1,p37) 1
    x(0,5,g1) path_all(g1,p38) 1
    x(0,5,g1) path_all(g1,p39) 1
    x(0,5,g1) path_all(g1,p43) 1
    x(0,5,g1) path_all(g1,p44) 1
    x(0,5,g1) path_all(g1,p45) 1
    x(0,5,g1) path_all(g1,p46) 1
    x(0,5,g1) path_all(g1,p47) 1
    x(0,5,g1) path_any(g1,p13) 1
    x(0,5,g1) path_any(g1,p18) 1
    x(0,5,g1) path_any(g1,p27) 1
    x(0,5,g1) path_any(g1,p36) 1
    x(0,5,g1) path_any(g1,p37) 1
    x(0,5,g1) path_any(g1,p38) 1
    x(0,5,g1) path_any(g1,p39) 1
    x(0,5,g1) path_any(g1,p43) 1
    x(0,5,g1) path_any(g1,p44) 1
    x(0,5,g1) path_any(g1,p45) 1
    x(0,5,g1) path_any(g1,p46) 1
    x(0,5,g1) path_any(g1,p47) 1
    x(0,5,g1) path_cover(0,5,g1) 1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) symmetry(0,6,g1) 1
    x(0,6,g1) path_all(g1,p0) 1
    x(0,6,g1) path_all(g1,p39) 1
    x(0,6,g1) path_all(g1,p40) 1
    x(0,6,g1) path_all(g1,p41) 1
    x(0,6,g1) path_all(g1,p42) 1
    x(0,6,g1) path_all(g1,p43) 1
    x(0,6,g1) path_all(g1,p44) 1
    x(0,6,g1) path_all(g1,p45) 1
    x(0,6,g1) path_all(g1,p46) 1
    x(0,6,g1) path_all(g1,p47) 1
    x(0,6,g1) path_any(g1,p0) 1
    x(0,6,g1) path_any(g1,p39) 1
    x(0,6,g1) path_any(g1,p40) 1
    x(0,6,g1) path_any(g1,p41) 1
    x(0,6,g1) path_any(g1,p42) 1
    x(0,6,g1) path_any(g1,p43) 1
    x(0,6,g1) path_any(g1,p44) 1
    x(0,6,g1) path_any(g1,p45) 1
    x(0,6,g1) path_any(g1,p46) 1
    x(0,6,g1) path_any(g1,p47) 1
    x(0,6,g1) path_cover(0,6,g1) 1
    x(0,7,g1) cover(0,7) 1
    x(0,7,g1) symmetry(0,7,g1) 1
    x(0,7,g1) path_all(g1,p4) 1
    x(0,7,g1) path_all(g1,p7) 1
    x(0,7,g1) path_all(g1,p19) 1
    x(0,7,g1) path_all(g1,p25) 1
    x(0,7,g1) path_all(g1,p26) 1
    x(0,7,g1) path_all(g1,p40) 1
    x(0,7,g1) path_all(g1,p41) 1
    x(0,7,g1) path_all(g1,p42) 1
    x(0,7,g1) path_any(g1,p4) 1
    x(0,7,g1) path_any(g1,p7) 1
    x(0,7,g1) path_any(g1,p19) 1
    x(0,7,g1) path_any(g1,p25) 1
    x(0,7,g1) path_any(g1,p26) 1
    x(0,7,g1) path_any(g1,p40) 1
    x(0,7,g1) path_any(g1,p41) 1
    x(0,7,g1) path_any(g1,p42) 1
    x(0,7,g1) path_cover(0,7,g1) 1
    x(0,8,g1) cover(0,8) 1
    x(0,8,g1) symmetry(0,8,g1) 1
    x(0,8,g1) path_all(g1,p3) 1
    x(0,8,g1) path_all(g1,p4) 1
    x(0,8,g1) path_all(g1,p5) 1
    x(0,8,g1) path_all(g1,p7) 1
    x(0,8,g1) path_all(g1,p8) 1
    x(0,8,g1) path_all(g1,p20) 1
    x(0,8,g1) path_all(g1,p22) 1
    x(0,8,g1) path_all(g1,p24) 1
    x(0,8,g1) path_all(g1,p25) 1
    x(0,8,g1) path_all(g1,p26) 1
    x(0,8,g1) path_all(g1,p41) 1
    x(0,8,g1) path_all(g1,p42) 1
    x(0,8,g1) path_any(g1,p3) 1
    x(0,8,g1) path_any(g1,p4) 1
    x(0,8,g1) path_any(g1,p5) 1
    x(0,8,g1) path_any(g1,p7) 1
    x(0,8,g1) path_any(g1,p8) 1
    x(0,8,g1) path_any(g1,p20) 1
    x(0,8,g1) path_any(g1,p22) 1
    x(0,8,g1) path_any(g1,p24) 1
    x(0,8,g1) path_any(g1,p25) 1
    x(0,8,g1) path_any(g1,p26) 1
    x(0,8,g1) path_any(g1,p41) 1
    x(0,8,g1) path_any(g1,p42) 1
    x(0,8,g1) path_cover(0,8,g1) 1
    x(0,9,g1) cover(0,9) 1
    x(0,9,g1) symmetry(0,9,g1) 1
    x(0,9,g1) path_all(g1,p2) 1
    x(0,9,g1) path_all(g1,p3) 1
    x(0,9,g1) path_all(g1,p4) 1
    x(0,9,g1) path_all(g1,p6) 1
    x(0,9,g1) path_all(g1,p8) 1
    x(0,9,g1) path_all(g1,p21) 1
    x(0,9,g1) path_all(g1,p22) 1
    x(0,9,g1) path_all(g1,p23) 1
    x(0,9,g1) path_all(g1,p24) 1
    x(0,9,g1) path_all(g1,p26) 1
    x(0,9,g1) path_all(g1,p42) 1
    x(0,9,g1) path_any(g1,p2) 1
    x(0,9,g1) path_any(g1,p3) 1
    x(0,9,g1) path_any(g1,p4) 1
    x(0,9,g1) path_any(g1,p6) 1
    x(0,9,g1) path_any(g1,p8) 1
    x(0,9,g1) path_any(g1,p21) 1
    x(0,9,g1) path_any(g1,p22) 1
    x(0,9,g1) path_any(g1,p23) 1
    x(0,9,g1) path_any(g1,p24) 1
    x(0,9,g1) path_any(g1,p26) 1
    x(0,9,g1) path_any(g1,p42) 1
    x(0,9,g1) path_cover(0,9,g1) 1
    x(1,3,g1) cover(1,3) 1
    x(1,3,g1) symmetry(1,3,g1) 1
    x(1,3,g1) path_all(g1,p10) 1
    x(1,3,g1) path_all(g1,p11) 1
    x(1,3,g1) path_all(g1,p12) 1
    x(1,3,g1) path_all(g1,p13) 1
    x(1,3,g1) path_all(g1,p15) 1
    x(1,3,g1) path_all(g1,p16) 1
    x(1,3,g1) path_all(g1,p30) 1
    x(1,3,g1) path_all(g1,p31) 1
    x(1,3,g1) path_all(g1,p33) 1
    x(1,3,g1) path_all(g1,p34) 1
    x(1,3,g1) path_all(g1,p35) 1
    x(1,3,g1) path_all(g1,p38) 1
    x(1,3,g1) path_all(g1,p46) 1
    x(1,3,g1) path_all(g1,p47) 1
    x(1,3,g1) path_any(g1,p10) 1
    x(1,3,g1) path_any(g1,p11) 1
    x(1,3,g1) path_any(g1,p12) 1
    x(1,3,g1) path_any(g1,p13) 1
    x(1,3,g1) path_any(g1,p15) 1
    x(1,3,g1) path_any(g1,p16) 1
    x(1,3,g1) path_any(g1,p30) 1
    x(1,3,g1) path_any(g1,p31) 1
    x(1,3,g1) path_any(g1,p33) 1
    x(1,3,g1) path_any(g1,p34) 1
    x(1,3,g1) path_any(g1,p35) 1
    x(1,3,g1) path_any(g1,p38) 1
    x(1,3,g1) path_any(g1,p46) 1
    x(1,3,g1) path_any(g1,p47) 1
    x(1,3,g1) path_cover(1,3,g1) 1
    x(1,4,g1) cover(1,4) 1
    x(1,4,g1) symmetry(1,4,g1) 1
    x(1,4,g1) path_all(g1,p9) 1
    x(1,4,g1) path_all(g1,p14) 1
    x(1,4,g1) path_all(g1,p15) 1
    x(1,4,g1) path_all(g1,p16) 1
    x(1,4,g1) path_all(g1,p17) 1
    x(1,4,g1) path_all(g1,p18) 1
    x(1,4,g1) path_all(g1,p28) 1
    x(1,4,g1) path_all(g1,p29) 1
    x(1,4,g1) path_all(g1,p30) 1
    x(1,4,g1) path_all(g1,p31) 1
    x(1,4,g1) path_all(g1,p32) 1
    x(1,4,g1) path_all(g1,p44) 1
    x(1,4,g1) path_all(g1,p47) 1
    x(1,4,g1) path_any(g1,p9) 1
    x(1,4,g1) path_any(g1,p14) 1
    x(1,4,g1) path_any(g1,p15) 1
    x(1,4,g1) path_any(g1,p16) 1
    x(1,4,g1) path_any(g1,p17) 1
    x(1,4,g1) path_any(g1,p18) 1
    x(1,4,g1) path_any(g1,p28) 1
    x(1,4,g1) path_any(g1,p29) 1
    x(1,4,g1) path_any(g1,p30) 1
    x(1,4,g1) path_any(g1,p31) 1
    x(1,4,g1) path_any(g1,p32) 1
    x(1,4,g1) path_any(g1,p44) 1
    x(1,4,g1) path_any(g1,p47) 1
    x(1,4,g1) path_cover(1,4,g1) 1
    x(1,5,g1) cover(1,5) 1
    x(1,5,g1) symmetry(1,5,g1) 1
    x(1,5,g1) path_all(g1,p1) 1
    x(1,5,g1) path_all(g1,p27) 1
    x(1,5,g1) path_all(g1,p28) 1
    x(1,5,g1) path_all(g1,p29) 1
    x(1,5,g1) path_all(g1,p30) 1
    x(1,5,g1) path_all(g1,p31) 1
    x(1,5,g1) path_all(g1,p32) 1
    x(1,5,g1) path_all(g1,p33) 1
    x(1,5,g1) path_all(g1,p34) 1
    x(1,5,g1) path_all(g1,p35) 1
    x(1,5,g1) path_all(g1,p36) 1
    x(1,5,g1) path_all(g1,p37) 1
    x(1,5,g1) path_all(g1,p38) 1
    x(1,5,g1) path_any(g1,p1) 1
    x(1,5,g1) path_any(g1,p27) 1
    x(1,5,g1) path_any(g1,p28) 1
    x(1,5,g1) path_any(g1,p29) 1
    x(1,5,g1) path_any(g1,p30) 1
    x(1,5,g1) path_any(g1,p31) 1
    x(1,5,g1) path_any(g1,p32) 1
    x(1,5,g1) path_any(g1,p33) 1
    x(1,5,g1) path_any(g1,p34) 1
    x(1,5,g1) path_any(g1,p35) 1
    x(1,5,g1) path_any(g1,p36) 1
    x(1,5,g1) path_any(g1,p37) 1
    x(1,5,g1) path_any(g1,p38) 1
    x(1,5,g1) path_cover(1,5,g1) 1
    x(1,6,g1) cover(1,6) 1
    x(1,6,g1) centre(1,6,g1) 1
    x(1,7,g1) cover(1,7) 1
    x(1,7,g1) symmetry(1,5,g1) -1
    x(1,7,g1) path_all(g1,p19) 1
    x(1,7,g1) path_all(g1,p20) 1
    x(1,7,g1) path_all(g1,p21) 1
    x(1,7,g1) path_all(g1,p22) 1
    x(1,7,g1) path_all(g1,p23) 1
    x(1,7,g1) path_all(g1,p24) 1
    x(1,7,g1) path_all(g1,p25) 1
    x(1,7,g1) path_all(g1,p26) 1
    x(1,7,g1) path_any(g1,p19) 1
    x(1,7,g1) path_any(g1,p20) 1
    x(1,7,g1) path_any(g1,p21) 1
    x(1,7,g1) path_any(g1,p22) 1
    x(1,7,g1) path_any(g1,p23) 1
    x(1,7,g1) path_any(g1,p24) 1
    x(1,7,g1) path_any(g1,p25) 1
    x(1,7,g1) path_any(g1,p26) 1
    x(1,8,g1) cover(1,8) 1
    x(1,8,g1) symmetry(1,4,g1) -1
    x(1,8,g1) path_all(g1,p5) 1
    x(1,8,g1) path_all(g1,p6) 1
    x(1,8,g1) path_all(g1,p7) 1
    x(1,8,g1) path_all(g1,p8) 1
    x(1,8,g1) path_all(g1,p20) 1
    x(1,8,g1) path_all(g1,p21) 1
    x(1,8,g1) path_all(g1,p22) 1
    x(1,8,g1) path_any(g1,p5) 1
    x(1,8,g1) path_any(g1,p6) 1
    x(1,8,g1) path_any(g1,p7) 1
    x(1,8,g1) path_any(g1,p8) 1
    x(1,8,g1) path_any(g1,p20) 1
    x(1,8,g1) path_any(g1,p21) 1
    x(1,8,g1) path_any(g1,p22) 1
    x(1,9,g1) cover(1,9) 1
    x(1,9,g1) symmetry(1,3,g1) -1
    x(1,9,g1) path_all(g1,p2) 1
    x(1,9,g1) path_all(g1,p3) 1
    x(1,9,g1) path_all(g1,p4) 1
    x(1,9,g1) path_all(g1,p6) 1
    x(1,9,g1) path_all(g1,p21) 1
    x(1,9,g1) path_all(g1,p23) 1
    x(1,9,g1) path_all(g1,p24) 1
    x(1,9,g1) path_any(g1,p2) 1
    x(1,9,g1) path_any(g1,p3) 1
    x(1,9,g1) path_any(g1,p4) 1
    x(1,9,g1) path_any(g1,p6) 1
    x(1,9,g1) path_any(g1,p21) 1
    x(1,9,g1) path_any(g1,p23) 1
    x(1,9,g1) path_any(g1,p24) 1
    x(2,3,g1) cover(2,3) 1
    x(2,3,g1) symmetry(0,9,g1) -1
    x(2,3,g1) path_all(g1,p10) 1
    x(2,3,g1) path_all(g1,p11) 1
    x(2,3,g1) path_all(g1,p12) 1
    x(2,3,g1) path_all(g1,p13) 1
    x(2,3,g1) path_all(g1,p33) 1
    x(2,3,g1) path_all(g1,p34) 1
    x(2,3,g1) path_all(g1,p35) 1
    x(2,3,g1) path_any(g1,p10) 1
    x(2,3,g1) path_any(g1,p11) 1
    x(2,3,g1) path_any(g1,p12) 1
    x(2,3,g1) path_any(g1,p13) 1
    x(2,3,g1) path_any(g1,p33) 1
    x(2,3,g1) path_any(g1,p34) 1
    x(2,3,g1) path_any(g1,p35) 1
    x(2,4,g1) cover(2,4) 1
    x(2,4,g1) symmetry(0,8,g1) -1
    x(2,4,g1) path_all(g1,p9) 1
    x(2,4,g1) path_all(g1,p10) 1
    x(2,4,g1) path_all(g1,p11) 1
    x(2,4,g1) path_all(g1,p12) 1
    x(2,4,g1) path_all(g1,p13) 1
    x(2,4,g1) path_all(g1,p14) 1
    x(2,4,g1) path_all(g1,p15) 1
    x(2,4,g1) path_all(g1,p16) 1
    x(2,4,g1) path_all(g1,p17) 1
    x(2,4,g1) path_all(g1,p18) 1
    x(2,4,g1) path_all(g1,p33) 1
    x(2,4,g1) path_all(g1,p34) 1
    x(2,4,g1) path_all(g1,p35) 1
    x(2,4,g1) path_any(g1,p9) 1
    x(2,4,g1) path_any(g1,p10) 1
    x(2,4,g1) path_any(g1,p11) 1
    x(2,4,g1) path_any(g1,p12) 1
    x(2,4,g1) path_any(g1,p13) 1
    x(2,4,g1) path_any(g1,p14) 1
    x(2,4,g1) path_any(g1,p15) 1
    x(2,4,g1) path_any(g1,p16) 1
    x(2,4,g1) path_any(g1,p17) 1
    x(2,4,g1) path_any(g1,p18) 1
    x(2,4,g1) path_any(g1,p33) 1
    x(2,4,g1) path_any(g1,p34) 1
    x(2,4,g1) path_any(g1,p35) 1
    x(2,5,g1) cover(2,5) 1
    x(2,5,g1) symmetry(0,7,g1) -1
    x(2,5,g1) path_all(g1,p9) 1
    x(2,5,g1) path_all(g1,p10) 1
    x(2,5,g1) path_all(g1,p11) 1
    x(2,5,g1) path_all(g1,p12) 1
    x(2,5,g1) path_all(g1,p13) 1
    x(2,5,g1) path_all(g1,p14) 1
    x(2,5,g1) path_all(g1,p15) 1
    x(2,5,g1) path_all(g1,p16) 1
    x(2,5,g1) path_all(g1,p17) 1
    x(2,5,g1) path_all(g1,p18) 1
    x(2,5,g1) path_all(g1,p33) 1
    x(2,5,g1) path_all(g1,p34) 1
    x(2,5,g1) path_all(g1,p35) 1
    x(2,5,g1) path_any(g1,p9) 1
    x(2,5,g1) path_any(g1,p10) 1
    x(2,5,g1) path_any(g1,p11) 1
    x(2,5,g1) path_any(g1,p12) 1
    x(2,5,g1) path_any(g1,p13) 1
    x(2,5,g1) path_any(g1,p14) 1
    x(2,5,g1) path_any(g1,p15) 1
    x(2,5,g1) path_any(g1,p16) 1
    x(2,5,g1) path_any(g1,p17) 1
    x(2,5,g1) path_any(g1,p18) 1
    x(2,5,g1) path_any(g1,p33) 1
    x(2,5,g1) path_any(g1,p34) 1
    x(2,5,g1) path_any(g1,p35) 1
    x(2,6,g1) cover(2,6) 1
    x(2,6,g1) symmetry(0,6,g1) -1
    x(2,6,g1) path_all(g1,p2) 1
    x(2,6,g1) path_all(g1,p3) 1
    x(2,6,g1) path_all(g1,p4) 1
    x(2,6,g1) path_all(g1,p5) 1
    x(2,6,g1) path_all(g1,p6) 1
    x(2,6,g1) path_all(g1,p7) 1
    x(2,6,g1) path_all(g1,p8) 1
    x(2,6,g1) path_all(g1,p9) 1
    x(2,6,g1) path_all(g1,p10) 1
    x(2,6,g1) path_all(g1,p11) 1
    x(2,6,g1) path_all(g1,p12) 1
    x(2,6,g1) path_all(g1,p13) 1
    x(2,6,g1) path_all(g1,p14) 1
    x(2,6,g1) path_all(g1,p15) 1
    x(2,6,g1) path_all(g1,p16) 1
    x(2,6,g1) path_all(g1,p17) 1
    x(2,6,g1) path_all(g1,p18) 1
    x(2,6,g1) path_any(g1,p2) 1
    x(2,6,g1) path_any(g1,p3) 1
    x(2,6,g1) path_any(g1,p4) 1
    x(2,6,g1) path_any(g1,p5) 1
    x(2,6,g1) path_any(g1,p6) 1
    x(2,6,g1) path_any(g1,p7) 1
    x(2,6,g1) path_any(g1,p8) 1
    x(2,6,g1) path_any(g1,p9) 1
    x(2,6,g1) path_any(g1,p10) 1
    x(2,6,g1) path_any(g1,p11) 1
    x(2,6,g1) path_any(g1,p12) 1
    x(2,6,g1) path_any(g1,p13) 1
    x(2,6,g1) path_any(g1,p14) 1
    x(2,6,g1) path_any(g1,p15) 1
    x(2,6,g1) path_any(g1,p16) 1
    x(2,6,g1) path_any(g1,p17) 1
    x(2,6,g1) path_any(g1,p18) 1
    x(2,7,g1) cover(2,7) 1
    x(2,7,g1) symmetry(0,5,g1) -1
    x(2,7,g1) path_all(g1,p2) 1
    x(2,7,g1) path_all(g1,p3) 1
    x(2,7,g1) path_all(g1,p4) 1
    x(2,7,g1) path_all(g1,p5) 1
    x(2,7,g1) path_all(g1,p6) 1
    x(2,7,g1) path_all(g1,p7) 1
    x(2,7,g1) path_all(g1,p8) 1
    x(2,7,g1) path_all(g1,p23) 1
    x(2,7,g1) path_all(g1,p24) 1
    x(2,7,g1) path_any(g1,p2) 1
    x(2,7,g1) path_any(g1,p3) 1
    x(2,7,g1) path_any(g1,p4) 1
    x(2,7,g1) path_any(g1,p5) 1
    x(2,7,g1) path_any(g1,p6) 1
    x(2,7,g1) path_any(g1,p7) 1
    x(2,7,g1) path_any(g1,p8) 1
    x(2,7,g1) path_any(g1,p23) 1
    x(2,7,g1) path_any(g1,p24) 1
    x(2,8,g1) cover(2,8) 1
    x(2,8,g1) symmetry(0,4,g1) -1
    x(2,8,g1) path_all(g1,p2) 1
    x(2,8,g1) path_all(g1,p3) 1
    x(2,8,g1) path_all(g1,p4) 1
    x(2,8,g1) path_all(g1,p5) 1
    x(2,8,g1) path_all(g1,p6) 1
    x(2,8,g1) path_all(g1,p7) 1
    x(2,8,g1) path_all(g1,p8) 1
    x(2,8,g1) path_all(g1,p23) 1
    x(2,8,g1) path_all(g1,p24) 1
    x(2,8,g1) path_any(g1,p2) 1
    x(2,8,g1) path_any(g1,p3) 1
    x(2,8,g1) path_any(g1,p4) 1
    x(2,8,g1) path_any(g1,p5) 1
    x(2,8,g1) path_any(g1,p6) 1
    x(2,8,g1) path_any(g1,p7) 1
    x(2,8,g1) path_any(g1,p8) 1
    x(2,8,g1) path_any(g1,p23) 1
    x(2,8,g1) path_any(g1,p24) 1
    x(2,9,g1) cover(2,9) 1
    x(2,9,g1) symmetry(0,3,g1) -1
    x(2,9,g1) path_all(g1,p2) 1
    x(2,9,g1) path_all(g1,p3) 1
    x(2,9,g1) path_all(g1,p4) 1
    x(2,9,g1) path_all(g1,p23) 1
    x(2,9,g1) path_all(g1,p24) 1
    x(2,9,g1) path_any(g1,p2) 1
    x(2,9,g1) path_any(g1,p3) 1
    x(2,9,g1) path_any(g1,p4) 1
    x(2,9,g1) path_any(g1,p23) 1
    x(2,9,g1) path_any(g1,p24) 1
    x(0,0,g2) cover(0,0) 1
    x(0,0,g2) symmetry(0,0,g2) 1
    x(0,0,g2) path_all(g2,p0) 1
    x(0,0,g2) path_any(g2,p0) 1
    x(0,0,g2) path_cover(0,0,g2) 1
    x(0,1,g2) cover(0,1) 1
    x(0,1,g2) symmetry(0,1,g2) 1
    x(0,1,g2) path_all(g2,p1) 1
    x(0,1,g2) path_any(g2,p1) 1
    x(0,1,g2) path_cover(0,1,g2) 1
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
    x(0,4,g3) path_all(g3,p13) 1
    x(0,4,g3) path_all(g3,p16) 1
    x(0,4,g3) path_all(g3,p24) 1
    x(0,4,g3) path_all(g3,p28) 1
    x(0,4,g3) path_any(g3,p13) 1
    x(0,4,g3) path_any(g3,p16) 1
    x(0,4,g3) path_any(g3,p24) 1
    x(0,4,g3) path_any(g3,p28) 1
    x(0,4,g3) path_cover(0,4,g3) 1
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) path_all(g3,p15) 1
    x(0,5,g3) path_all(g3,p16) 1
    x(0,5,g3) path_all(g3,p27) 1
    x(0,5,g3) path_all(g3,p28) 1
    x(0,5,g3) path_any(g3,p15) 1
    x(0,5,g3) path_any(g3,p16) 1
    x(0,5,g3) path_any(g3,p27) 1
    x(0,5,g3) path_any(g3,p28) 1
    x(0,5,g3) path_cover(0,5,g3) 1
    x(1,3,g3) cover(1,3) 1
    x(1,3,g3) symmetry(1,3,g3) 1
    x(1,3,g3) path_all(g3,p10) 1
    x(1,3,g3) path_all(g3,p12) 1
    x(1,3,g3) path_all(g3,p13) 1
    x(1,3,g3) path_all(g3,p14) 1
    x(1,3,g3) path_all(g3,p15) 1
    x(1,3,g3) path_all(g3,p16) 1
    x(1,3,g3) path_all(g3,p19) 1
    x(1,3,g3) path_all(g3,p25) 1
    x(1,3,g3) path_any(g3,p10) 1
    x(1,3,g3) path_any(g3,p12) 1
    x(1,3,g3) path_any(g3,p13) 1
    x(1,3,g3) path_any(g3,p14) 1
    x(1,3,g3) path_any(g3,p15) 1
    x(1,3,g3) path_any(g3,p16) 1
    x(1,3,g3) path_any(g3,p19) 1
    x(1,3,g3) path_any(g3,p25) 1
    x(1,3,g3) path_cover(1,3,g3) 1
    x(1,4,g3) cover(1,4) 1
    x(1,4,g3) symmetry(1,4,g3) 1
    x(1,4,g3) path_all(g3,p12) 1
    x(1,4,g3) path_all(g3,p13) 1
    x(1,4,g3) path_all(g3,p14) 1
    x(1,4,g3) path_all(g3,p15) 1
    x(1,4,g3) path_all(g3,p16) 1
    x(1,4,g3) path_all(g3,p17) 1
    x(1,4,g3) path_all(g3,p24) 1
    x(1,4,g3) path_all(g3,p25) 1
    x(1,4,g3) path_all(g3,p26) 1
    x(1,4,g3) path_all(g3,p27) 1
    x(1,4,g3) path_all(g3,p28) 1
    x(1,4,g3) path_any(g3,p12) 1
    x(1,4,g3) path_any(g3,p13) 1
    x(1,4,g3) path_any(g3,p14) 1
    x(1,4,g3) path_any(g3,p15) 1
    x(1,4,g3) path_any(g3,p16) 1
    x(1,4,g3) path_any(g3,p17) 1
    x(1,4,g3) path_any(g3,p24) 1
    x(1,4,g3) path_any(g3,p25) 1
    x(1,4,g3) path_any(g3,p26) 1
    x(1,4,g3) path_any(g3,p27) 1
    x(1,4,g3) path_any(g3,p28) 1
    x(1,4,g3) path_cover(1,4,g3) 1
    x(1,5,g3) cover(1,5) 1
    x(1,5,g3) symmetry(1,5,g3) 1
    x(1,5,g3) path_all(g3,p14) 1
    x(1,5,g3) path_all(g3,p15) 1
    x(1,5,g3) path_all(g3,p26) 1
    x(1,5,g3) path_all(g3,p27) 1
    x(1,5,g3) path_any(g3,p14) 1
    x(1,5,g3) path_any(g3,p15) 1
    x(1,5,g3) path_any(g3,p26) 1
    x(1,5,g3) path_any(g3,p27) 1
    x(1,5,g3) path_cover(1,5,g3) 1
    x(2,2,g3) cover(2,2) 1
    x(2,2,g3) symmetry(2,2,g3) 1
    x(2,2,g3) path_all(g3,p7) 1
    x(2,2,g3) path_all(g3,p11) 1
    x(2,2,g3) path_all(g3,p20) 1
    x(2,2,g3) path_all(g3,p21) 1
    x(2,2,g3) path_all(g3,p22) 1
    x(2,2,g3) path_all(g3,p23) 1
    x(2,2,g3) path_any(g3,p7) 1
    x(2,2,g3) path_any(g3,p11) 1
    x(2,2,g3) path_any(g3,p20) 1
    x(2,2,g3) path_any(g3,p21) 1
    x(2,2,g3) path_any(g3,p22) 1
    x(2,2,g3) path_any(g3,p23) 1
    x(2,2,g3) path_cover(2,2,g3) 1
    x(2,3,g3) cover(2,3) 1
    x(2,3,g3) symmetry(2,3,g3) 1
    x(2,3,g3) path_all(g3,p5) 1
    x(2,3,g3) path_all(g3,p10) 1
    x(2,3,g3) path_all(g3,p11) 1
    x(2,3,g3) path_all(g3,p12) 1
    x(2,3,g3) path_all(g3,p13) 1
    x(2,3,g3) path_all(g3,p14) 1
    x(2,3,g3) path_all(g3,p15) 1
    x(2,3,g3) path_all(g3,p16) 1
    x(2,3,g3) path_all(g3,p18) 1
    x(2,3,g3) path_all(g3,p19) 1
    x(2,3,g3) path_all(g3,p20) 1
    x(2,3,g3) path_all(g3,p21) 1
    x(2,3,g3) path_all(g3,p22) 1
    x(2,3,g3) path_all(g3,p23) 1
    x(2,3,g3) path_any(g3,p5) 1
    x(2,3,g3) path_any(g3,p10) 1
    x(2,3,g3) path_any(g3,p11) 1
    x(2,3,g3) path_any(g3,p12) 1
    x(2,3,g3) path_any(g3,p13) 1
    x(2,3,g3) path_any(g3,p14) 1
    x(2,3,g3) path_any(g3,p15) 1
    x(2,3,g3) path_any(g3,p16) 1
    x(2,3,g3) path_any(g3,p18) 1
    x(2,3,g3) path_any(g3,p19) 1
    x(2,3,g3) path_any(g3,p20) 1
    x(2,3,g3) path_any(g3,p21) 1
    x(2,3,g3) path_any(g3,p22) 1
    x(2,3,g3) path_any(g3,p23) 1
    x(2,3,g3) path_cover(2,3,g3) 1
    x(2,4,g3) cover(2,4) 1
    x(2,4,g3) symmetry(2,4,g3) 1
    x(2,4,g3) path_all(g3,p0) 1
    x(2,4,g3) path_all(g3,p17) 1
    x(2,4,g3) path_all(g3,p18) 1
    x(2,4,g3) path_all(g3,p19) 1
    x(2,4,g3) path_all(g3,p20) 1
    x(2,4,g3) path_all(g3,p21) 1
    x(2,4,g3) path_all(g3,p22) 1
    x(2,4,g3) path_all(g3,p23) 1
    x(2,4,g3) path_all(g3,p24) 1
    x(2,4,g3) path_all(g3,p25) 1
    x(2,4,g3) path_all(g3,p26) 1
    x(2,4,g3) path_all(g3,p27) 1
    x(2,4,g3) path_all(g3,p28) 1
    x(2,4,g3) path_any(g3,p0) 1
    x(2,4,g3) path_any(g3,p17) 1
    x(2,4,g3) path_any(g3,p18) 1
    x(2,4,g3) path_any(g3,p19) 1
    x(2,4,g3) path_any(g3,p20) 1
    x(2,4,g3) path_any(g3,p21) 1
    x(2,4,g3) path_any(g3,p22) 1
    x(2,4,g3) path_any(g3,p23) 1
    x(2,4,g3) path_any(g3,p24) 1
    x(2,4,g3) path_any(g3,p25) 1
    x(2,4,g3) path_any(g3,p26) 1
    x(2,4,g3) path_any(g3,p27) 1
    x(2,4,g3) path_any(g3,p28) 1
    x(2,4,g3) path_cover(2,4,g3) 1
    x(2,6,g3) cover(2,6) 1
    x(2,6,g3) symmetry(2,6,g3) 1
    x(2,6,g3) path_all(g3,p3) 1
    x(2,6,g3) path_any(g3,p3) 1
    x(2,6,g3) path_cover(2,6,g3) 1
    x(2,9,g3) cover(2,9) 1
    x(2,9,g3) symmetry(2,9,g3) 1
    x(2,9,g3) path_all(g3,p2) 1
    x(2,9,g3) path_all(g3,p4) 1
    x(2,9,g3) path_any(g3,p2) 1
    x(2,9,g3) path_any(g3,p4) 1
    x(2,9,g3) path_cover(2,9,g3) 1
    x(3,0,g3) cover(3,0) 1
    x(3,0,g3) symmetry(3,0,g3) 1
    x(3,0,g3) path_all(g3,p9) 1
    x(3,0,g3) path_all(g3,p23) 1
    x(3,0,g3) path_any(g3,p9) 1
    x(3,0,g3) path_any(g3,p23) 1
    x(3,0,g3) path_cover(3,0,g3) 1
    x(3,1,g3) cover(3,1) 1
    x(3,1,g3) symmetry(3,1,g3) 1
    x(3,1,g3) path_all(g3,p8) 1
    x(3,1,g3) path_all(g3,p9) 1
    x(3,1,g3) path_all(g3,p22) 1
    x(3,1,g3) path_all(g3,p23) 1
    x(3,1,g3) path_any(g3,p8) 1
    x(3,1,g3) path_any(g3,p9) 1
    x(3,1,g3) path_any(g3,p22) 1
    x(3,1,g3) path_any(g3,p23) 1
    x(3,1,g3) path_cover(3,1,g3) 1
    x(3,2,g3) cover(3,2) 1
    x(3,2,g3) symmetry(3,2,g3) 1
    x(3,2,g3) path_all(g3,p6) 1
    x(3,2,g3) path_all(g3,p7) 1
    x(3,2,g3) path_all(g3,p8) 1
    x(3,2,g3) path_all(g3,p9) 1
    x(3,2,g3) path_all(g3,p21) 1
    x(3,2,g3) path_all(g3,p22) 1
    x(3,2,g3) path_all(g3,p23) 1
    x(3,2,g3) path_any(g3,p6) 1
    x(3,2,g3) path_any(g3,p7) 1
    x(3,2,g3) path_any(g3,p8) 1
    x(3,2,g3) path_any(g3,p9) 1
    x(3,2,g3) path_any(g3,p21) 1
    x(3,2,g3) path_any(g3,p22) 1
    x(3,2,g3) path_any(g3,p23) 1
    x(3,2,g3) path_cover(3,2,g3) 1
    x(3,3,g3) cover(3,3) 1
    x(3,3,g3) symmetry(3,3,g3) 1
    x(3,3,g3) path_all(g3,p1) 1
    x(3,3,g3) path_all(g3,p5) 1
    x(3,3,g3) path_all(g3,p6) 1
    x(3,3,g3) path_all(g3,p7) 1
    x(3,3,g3) path_all(g3,p8) 1
    x(3,3,g3) path_all(g3,p9) 1
    x(3,3,g3) path_all(g3,p10) 1
    x(3,3,g3) path_all(g3,p11) 1
    x(3,3,g3) path_all(g3,p12) 1
    x(3,3,g3) path_all(g3,p13) 1
    x(3,3,g3) path_all(g3,p14) 1
    x(3,3,g3) path_all(g3,p15) 1
    x(3,3,g3) path_all(g3,p16) 1
    x(3,3,g3) path_any(g3,p1) 1
    x(3,3,g3) path_any(g3,p5) 1
    x(3,3,g3) path_any(g3,p6) 1
    x(3,3,g3) path_any(g3,p7) 1
    x(3,3,g3) path_any(g3,p8) 1
    x(3,3,g3) path_any(g3,p9) 1
    x(3,3,g3) path_any(g3,p10) 1
    x(3,3,g3) path_any(g3,p11) 1
    x(3,3,g3) path_any(g3,p12) 1
    x(3,3,g3) path_any(g3,p13) 1
    x(3,3,g3) path_any(g3,p14) 1
    x(3,3,g3) path_any(g3,p15) 1
    x(3,3,g3) path_any(g3,p16) 1
    x(3,3,g3) path_cover(3,3,g3) 1
    x(3,4,g3) cover(3,4) 1
    x(3,4,g3) centre(3,4,g3) 1
    x(3,4,g3) symmetry(3,4,g3) 1
    x(3,5,g3) cover(3,5) 1
    x(3,5,g3) centre(3,5,g3) 1
    x(3,5,g3) symmetry(3,4,g3) -1
    x(3,6,g3) cover(3,6) 1
    x(3,6,g3) symmetry(3,3,g3) -1
    x(3,6,g3) path_all(g3,p3) 1
    x(3,6,g3) path_all(g3,p4) 1
    x(3,6,g3) path_any(g3,p3) 1
    x(3,6,g3) path_any(g3,p4) 1
    x(3,7,g3) cover(3,7) 1
    x(3,7,g3) symmetry(3,2,g3) -1
    x(3,7,g3) path_all(g3,p2) 1
    x(3,7,g3) path_all(g3,p4) 1
    x(3,7,g3) path_any(g3,p2) 1
    x(3,7,g3) path_any(g3,p4) 1
    x(3,8,g3) cover(3,8) 1
    x(3,8,g3) symmetry(3,1,g3) -1
    x(3,8,g3) path_all(g3,p2) 1
    x(3,8,g3) path_all(g3,p4) 1
    x(3,8,g3) path_any(g3,p2) 1
    x(3,8,g3) path_any(g3,p4) 1
    x(3,9,g3) cover(3,9) 1
    x(3,9,g3) symmetry(3,0,g3) -1
    x(3,9,g3) path_all(g3,p2) 1
    x(3,9,g3) path_all(g3,p4) 1
    x(3,9,g3) path_any(g3,p2) 1
    x(3,9,g3) path_any(g3,p4) 1
    x(4,0,g3) cover(4,0) 1
    x(4,0,g3) symmetry(2,9,g3) -1
    x(4,3,g3) cover(4,3) 1
    x(4,3,g3) symmetry(2,6,g3) -1
    x(4,5,g3) cover(4,5) 1
    x(4,5,g3) symmetry(2,4,g3) -1
    x(4,5,g3) path_all(g3,p2) 1
    x(4,5,g3) path_any(g3,p2) 1
    x(4,6,g3) cover(4,6) 1
    x(4,6,g3) symmetry(2,3,g3) -1
    x(4,6,g3) path_all(g3,p2) 1
    x(4,6,g3) path_any(g3,p2) 1
    x(4,7,g3) cover(4,7) 1
    x(4,7,g3) symmetry(2,2,g3) -1
    x(4,7,g3) path_all(g3,p2) 1
    x(4,7,g3) path_any(g3,p2) 1
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
    x(2,2,g4) path_all(g4,p3) 1
    x(2,2,g4) path_all(g4,p4) 1
    x(2,2,g4) path_any(g4,p3) 1
    x(2,2,g4) path_any(g4,p4) 1
    x(2,2,g4) path_cover(2,2,g4) 1
    x(2,3,g4) cover(2,3) 1
    x(2,3,g4) symmetry(2,3,g4) 1
    x(2,3,g4) path_all(g4,p4) 1
    x(2,3,g4) path_any(g4,p4) 1
    x(2,3,g4) path_cover(2,3,g4) 1
    x(3,0,g4) cover(3,0) 1
    x(3,0,g4) symmetry(3,0,g4) 1
    x(3,0,g4) path_all(g4,p2) 1
    x(3,0,g4) path_any(g4,p2) 1
    x(3,0,g4) path_cover(3,0,g4) 1
    x(3,2,g4) cover(3,2) 1
    x(3,2,g4) symmetry(3,2,g4) 1
    x(3,2,g4) path_all(g4,p0) 1
    x(3,2,g4) path_all(g4,p3) 1
    x(3,2,g4) path_all(g4,p4) 1
    x(3,2,g4) path_any(g4,p0) 1
    x(3,2,g4) path_any(g4,p3) 1
    x(3,2,g4) path_any(g4,p4) 1
    x(3,2,g4) path_cover(3,2,g4) 1
    x(4,0,g4) cover(4,0) 1
    x(4,0,g4) symmetry(4,0,g4) 1
    x(4,0,g4) path_all(g4,p1) 1
    x(4,0,g4) path_all(g4,p2) 1
    x(4,0,g4) path_any(g4,p1) 1
    x(4,0,g4) path_any(g4,p2) 1
    x(4,0,g4) path_cover(4,0,g4) 1
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
    x(1,3,g5) path_all(g5,p4) 1
    x(1,3,g5) path_any(g5,p4) 1
    x(1,3,g5) path_cover(1,3,g5) 1
    x(2,3,g5) cover(2,3) 1
    x(2,3,g5) symmetry(2,3,g5) 1
    x(2,3,g5) path_all(g5,p2) 1
    x(2,3,g5) path_all(g5,p4) 1
    x(2,3,g5) path_all(g5,p5) 1
    x(2,3,g5) path_any(g5,p2) 1
    x(2,3,g5) path_any(g5,p4) 1
    x(2,3,g5) path_any(g5,p5) 1
    x(2,3,g5) path_cover(2,3,g5) 1
    x(2,4,g5) cover(2,4) 1
    x(2,4,g5) symmetry(2,4,g5) 1
    x(2,4,g5) path_all(g5,p5) 1
    x(2,4,g5) path_any(g5,p5) 1
    x(2,4,g5) path_cover(2,4,g5) 1
    x(3,2,g5) cover(3,2) 1
    x(3,2,g5) symmetry(3,2,g5) 1
    x(3,2,g5) path_all(g5,p3) 1
    x(3,2,g5) path_any(g5,p3) 1
    x(3,2,g5) path_cover(3,2,g5) 1
    x(3,3,g5) cover(3,3) 1
    x(3,3,g5) symmetry(3,3,g5) 1
    x(3,3,g5) path_all(g5,p1) 1
    x(3,3,g5) path_all(g5,p2) 1
    x(3,3,g5) path_all(g5,p3) 1
    x(3,3,g5) path_all(g5,p4) 1
    x(3,3,g5) path_all(g5,p5) 1
    x(3,3,g5) path_any(g5,p1) 1
    x(3,3,g5) path_any(g5,p2) 1
    x(3,3,g5) path_any(g5,p3) 1
    x(3,3,g5) path_any(g5,p4) 1
    x(3,3,g5) path_any(g5,p5) 1
    x(3,3,g5) path_cover(3,3,g5) 1
    x(4,3,g5) cover(4,3) 1
    x(4,3,g5) symmetry(4,3,g5) 1
    x(4,3,g5) path_all(g5,p0) 1
    x(4,3,g5) path_all(g5,p1) 1
    x(4,3,g5) path_all(g5,p2) 1
    x(4,3,g5) path_all(g5,p3) 1
    x(4,3,g5) path_all(g5,p4) 1
    x(4,3,g5) path_all(g5,p5) 1
    x(4,3,g5) path_any(g5,p0) 1
    x(4,3,g5) path_any(g5,p1) 1
    x(4,3,g5) path_any(g5,p2) 1
    x(4,3,g5) path_any(g5,p3) 1
    x(4,3,g5) path_any(g5,p4) 1
    x(4,3,g5) path_any(g5,p5) 1
    x(4,3,g5) path_cover(4,3,g5) 1
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
    x(2,9,g6) path_all(g6,p1) 1
    x(2,9,g6) path_any(g6,p1) 1
    x(2,9,g6) path_cover(2,9,g6) 1
    x(3,9,g6) cover(3,9) 1
    x(3,9,g6) symmetry(3,9,g6) 1
    x(3,9,g6) path_all(g6,p0) 1
    x(3,9,g6) path_all(g6,p1) 1
    x(3,9,g6) path_any(g6,p0) 1
    x(3,9,g6) path_any(g6,p1) 1
    x(3,9,g6) path_cover(3,9,g6) 1
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
    x(4,0,g7) path_all(g7,p0) 1
    x(4,0,g7) path_any(g7,p0) 1
    x(4,0,g7) path_cover(4,0,g7) 1
    x(5,0,g7) cover(5,0) 1
    x(5,0,g7) centre(5,0,g7) 1
    x(6,0,g7) cover(6,0) 1
    x(6,0,g7) symmetry(4,0,g7) -1
    x(4,3,g8) cover(4,3) 1
    x(4,3,g8) symmetry(4,3,g8) 1
    x(4,3,g8) path_all(g8,p1) 1
    x(4,3,g8) path_any(g8,p1) 1
    x(4,3,g8) path_cover(4,3,g8) 1
    x(5,1,g8) cover(5,1) 1
    x(5,1,g8) symmetry(5,1,g8) 1
    x(5,1,g8) path_all(g8,p0) 1
    x(5,1,g8) path_any(g8,p0) 1
    x(5,1,g8) path_cover(5,1,g8) 1
    x(5,2,g8) cover(5,2) 1
    x(5,2,g8) centre(5,2,g8) 1
    x(5,3,g8) cover(5,3) 1
    x(5,3,g8) symmetry(5,1,g8) -1
    x(5,3,g8) path_all(g8,p1) 1
    x(5,3,g8) path_any(g8,p1) 1
    x(6,1,g8) cover(6,1) 1
    x(6,1,g8) symmetry(4,3,g8) -1
    x(3,6,g9) cover(3,6) 1
    x(3,6,g9) symmetry(3,6,g9) 1
    x(3,6,g9) path_all(g9,p4) 1
    x(3,6,g9) path_all(g9,p5) 1
    x(3,6,g9) path_all(g9,p8) 1
    x(3,6,g9) path_all(g9,p9) 1
    x(3,6,g9) path_any(g9,p4) 1
    x(3,6,g9) path_any(g9,p5) 1
    x(3,6,g9) path_any(g9,p8) 1
    x(3,6,g9) path_any(g9,p9) 1
    x(3,6,g9) path_cover(3,6,g9) 1
    x(3,7,g9) cover(3,7) 1
    x(3,7,g9) symmetry(3,7,g9) 1
    x(3,7,g9) path_all(g9,p3) 1
    x(3,7,g9) path_all(g9,p4) 1
    x(3,7,g9) path_all(g9,p5) 1
    x(3,7,g9) path_all(g9,p6) 1
    x(3,7,g9) path_all(g9,p9) 1
    x(3,7,g9) path_all(g9,p10) 1
    x(3,7,g9) path_any(g9,p3) 1
    x(3,7,g9) path_any(g9,p4) 1
    x(3,7,g9) path_any(g9,p5) 1
    x(3,7,g9) path_any(g9,p6) 1
    x(3,7,g9) path_any(g9,p9) 1
    x(3,7,g9) path_any(g9,p10) 1
    x(3,7,g9) path_cover(3,7,g9) 1
    x(3,8,g9) cover(3,8) 1
    x(3,8,g9) symmetry(3,8,g9) 1
    x(3,8,g9) path_all(g9,p2) 1
    x(3,8,g9) path_all(g9,p3) 1
    x(3,8,g9) path_all(g9,p4) 1
    x(3,8,g9) path_all(g9,p5) 1
    x(3,8,g9) path_all(g9,p10) 1
    x(3,8,g9) path_any(g9,p2) 1
    x(3,8,g9) path_any(g9,p3) 1
    x(3,8,g9) path_any(g9,p4) 1
    x(3,8,g9) path_any(g9,p5) 1
    x(3,8,g9) path_any(g9,p10) 1
    x(3,8,g9) path_cover(3,8,g9) 1
    x(4,6,g9) cover(4,6) 1
    x(4,6,g9) symmetry(4,6,g9) 1
    x(4,6,g9) path_all(g9,p5) 1
    x(4,6,g9) path_all(g9,p7) 1
    x(4,6,g9) path_all(g9,p8) 1
    x(4,6,g9) path_any(g9,p5) 1
    x(4,6,g9) path_any(g9,p7) 1
    x(4,6,g9) path_any(g9,p8) 1
    x(4,6,g9) path_cover(4,6,g9) 1
    x(4,7,g9) cover(4,7) 1
    x(4,7,g9) symmetry(4,7,g9) 1
    x(4,7,g9) path_all(g9,p0) 1
    x(4,7,g9) path_all(g9,p6) 1
    x(4,7,g9) path_all(g9,p7) 1
    x(4,7,g9) path_all(g9,p8) 1
    x(4,7,g9) path_all(g9,p9) 1
    x(4,7,g9) path_all(g9,p10) 1
    x(4,7,g9) path_any(g9,p0) 1
    x(4,7,g9) path_any(g9,p6) 1
    x(4,7,g9) path_any(g9,p7) 1
    x(4,7,g9) path_any(g9,p8) 1
    x(4,7,g9) path_any(g9,p9) 1
    x(4,7,g9) path_any(g9,p10) 1
    x(4,7,g9) path_cover(4,7,g9) 1
    x(4,8,g9) cover(4,8) 1
    x(4,8,g9) symmetry(4,8,g9) 1
    x(4,8,g9) path_all(g9,p1) 1
    x(4,8,g9) path_all(g9,p2) 1
    x(4,8,g9) path_all(g9,p3) 1
    x(4,8,g9) path_all(g9,p4) 1
    x(4,8,g9) path_all(g9,p5) 1
    x(4,8,g9) path_any(g9,p1) 1
    x(4,8,g9) path_any(g9,p2) 1
    x(4,8,g9) path_any(g9,p3) 1
    x(4,8,g9) path_any(g9,p4) 1
    x(4,8,g9) path_any(g9,p5) 1
    x(4,8,g9) path_cover(4,8,g9) 1
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
    x(4,3,g10) path_all(g10,p5) 1
    x(4,3,g10) path_any(g10,p5) 1
    x(4,3,g10) path_cover(4,3,g10) 1
    x(5,1,g10) cover(5,1) 1
    x(5,1,g10) symmetry(5,1,g10) 1
    x(5,1,g10) path_all(g10,p4) 1
    x(5,1,g10) path_any(g10,p4) 1
    x(5,1,g10) path_cover(5,1,g10) 1
    x(5,3,g10) cover(5,3) 1
    x(5,3,g10) symmetry(5,3,g10) 1
    x(5,3,g10) path_all(g10,p0) 1
    x(5,3,g10) path_all(g10,p5) 1
    x(5,3,g10) path_all(g10,p6) 1
    x(5,3,g10) path_any(g10,p0) 1
    x(5,3,g10) path_any(g10,p5) 1
    x(5,3,g10) path_any(g10,p6) 1
    x(5,3,g10) path_cover(5,3,g10) 1
    x(5,4,g10) cover(5,4) 1
    x(5,4,g10) symmetry(5,4,g10) 1
    x(5,4,g10) path_all(g10,p2) 1
    x(5,4,g10) path_all(g10,p6) 1
    x(5,4,g10) path_any(g10,p2) 1
    x(5,4,g10) path_any(g10,p6) 1
    x(5,4,g10) path_cover(5,4,g10) 1
    x(6,1,g10) cover(6,1) 1
    x(6,1,g10) symmetry(6,1,g10) 1
    x(6,1,g10) path_all(g10,p3) 1
    x(6,1,g10) path_all(g10,p4) 1
    x(6,1,g10) path_any(g10,p3) 1
    x(6,1,g10) path_any(g10,p4) 1
    x(6,1,g10) path_cover(6,1,g10) 1
    x(6,2,g10) cover(6,2) 1
    x(6,2,g10) symmetry(6,2,g10) 1
    x(6,2,g10) path_all(g10,p1) 1
    x(6,2,g10) path_all(g10,p3) 1
    x(6,2,g10) path_all(g10,p4) 1
    x(6,2,g10) path_any(g10,p1) 1
    x(6,2,g10) path_any(g10,p3) 1
    x(6,2,g10) path_any(g10,p4) 1
    x(6,2,g10) path_cover(6,2,g10) 1
    x(6,3,g10) cover(6,3) 1
    x(6,3,g10) centre(6,3,g10) 1
    x(6,4,g10) cover(6,4) 1
    x(6,4,g10) symmetry(6,2,g10) -1
    x(6,4,g10) path_all(g10,p2) 1
    x(6,4,g10) path_any(g10,p2) 1
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
    x(4,5,g11) path_all(g11,p5) 1
    x(4,5,g11) path_any(g11,p5) 1
    x(4,5,g11) path_cover(4,5,g11) 1
    x(4,6,g11) cover(4,6) 1
    x(4,6,g11) symmetry(4,6,g11) 1
    x(4,6,g11) path_all(g11,p4) 1
    x(4,6,g11) path_all(g11,p5) 1
    x(4,6,g11) path_any(g11,p4) 1
    x(4,6,g11) path_any(g11,p5) 1
    x(4,6,g11) path_cover(4,6,g11) 1
    x(5,6,g11) cover(5,6) 1
    x(5,6,g11) symmetry(5,6,g11) 1
    x(5,6,g11) path_all(g11,p0) 1
    x(5,6,g11) path_all(g11,p4) 1
    x(5,6,g11) path_all(g11,p5) 1
    x(5,6,g11) path_any(g11,p0) 1
    x(5,6,g11) path_any(g11,p4) 1
    x(5,6,g11) path_any(g11,p5) 1
    x(5,6,g11) path_cover(5,6,g11) 1
    x(6,4,g11) cover(6,4) 1
    x(6,4,g11) symmetry(6,4,g11) 1
    x(6,4,g11) path_all(g11,p3) 1
    x(6,4,g11) path_any(g11,p3) 1
    x(6,4,g11) path_cover(6,4,g11) 1
    x(6,5,g11) cover(6,5) 1
    x(6,5,g11) symmetry(6,5,g11) 1
    x(6,5,g11) path_all(g11,p1) 1
    x(6,5,g11) path_all(g11,p3) 1
    x(6,5,g11) path_any(g11,p1) 1
    x(6,5,g11) path_any(g11,p3) 1
    x(6,5,g11) path_cover(6,5,g11) 1
    x(6,6,g11) cover(6,6) 1
    x(6,6,g11) centre(6,6,g11) 1
    x(6,6,g11) symmetry(6,6,g11) 1
    x(6,7,g11) cover(6,7) 1
    x(6,7,g11) symmetry(6,7,g11) 1
    x(6,7,g11) path_all(g11,p2) 1
    x(6,7,g11) path_any(g11,p2) 1
    x(6,7,g11) path_cover(6,7,g11) 1
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
    x(5,1,g12) path_all(g12,p1) 1
    x(5,1,g12) path_any(g12,p1) 1
    x(5,1,g12) path_cover(5,1,g12) 1
    x(6,1,g12) cover(6,1) 1
    x(6,1,g12) symmetry(6,1,g12) 1
    x(6,1,g12) path_all(g12,p0) 1
    x(6,1,g12) path_all(g12,p1) 1
    x(6,1,g12) path_any(g12,p0) 1
    x(6,1,g12) path_any(g12,p1) 1
    x(6,1,g12) path_cover(6,1,g12) 1
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
    x(7,5,g13) path_all(g13,p0) 1
    x(7,5,g13) path_any(g13,p0) 1
    x(7,5,g13) path_cover(7,5,g13) 1
    x(8,3,g13) cover(8,3) 1
    x(8,3,g13) symmetry(7,5,g13) -1
    x(8,4,g13) cover(8,4) 1
    x(8,4,g13) centre(8,4,g13) 1
    x(8,4,g13) symmetry(7,4,g13) -1
    x(7,7,g14) cover(7,7) 1
    x(7,7,g14) symmetry(7,7,g14) 1
    x(7,7,g14) path_all(g14,p0) 1
    x(7,7,g14) path_all(g14,p1) 1
    x(7,7,g14) path_any(g14,p0) 1
    x(7,7,g14) path_any(g14,p1) 1
    x(7,7,g14) path_cover(7,7,g14) 1
    x(7,8,g14) cover(7,8) 1
    x(7,8,g14) symmetry(7,8,g14) 1
    x(7,8,g14) path_all(g14,p1) 1
    x(7,8,g14) path_any(g14,p1) 1
    x(7,8,g14) path_cover(7,8,g14) 1
    x(8,7,g14) cover(8,7) 1
    x(8,7,g14) centre(8,7,g14) 1
    x(9,6,g14) cover(9,6) 1
    x(9,6,g14) symmetry(7,8,g14) -1
    x(9,7,g14) cover(9,7) 1
    x(9,7,g14) symmetry(7,7,g14) -1
    x(7,8,g15) cover(7,8) 1
    x(7,8,g15) symmetry(7,8,g15) 1
    x(7,8,g15) path_all(g15,p0) 1
    x(7,8,g15) path_any(g15,p0) 1
    x(7,8,g15) path_cover(7,8,g15) 1
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
    x(8,0,g16) path_all(g16,p0) 1
    x(8,0,g16) path_any(g16,p0) 1
    x(8,0,g16) path_cover(8,0,g16) 1
    x(8,1,g16) cover(8,1) 1
    x(8,1,g16) centre(8,1,g16) 1
    x(8,1,g16) symmetry(8,1,g16) 1
    x(8,2,g16) cover(8,2) 1
    x(8,2,g16) symmetry(8,2,g16) 1
    x(8,2,g16) path_all(g16,p1) 1
    x(8,2,g16) path_any(g16,p1) 1
    x(8,2,g16) path_cover(8,2,g16) 1
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
    x(9,7,g19) path_all(g19,p0) 1
    x(9,7,g19) path_any(g19,p0) 1
    x(9,7,g19) path_cover(9,7,g19) 1
    x(9,8,g19) cover(9,8) 1
    x(9,8,g19) centre(9,8,g19) 1
    x(9,9,g19) cover(9,9) 1
    x(9,9,g19) symmetry(9,7,g19) -1
    t(g0,p0) path_all(g0,p0) -1
    t(g0,p0) path_any(g0,p0) -1
    t(g0,p0) path_cover(0,2,g0) -1
    t(g0,p1) path_all(g0,p1) -2
    t(g0,p1) path_any(g0,p1) -1
    t(g0,p1) path_cover(0,1,g0) -1
    t(g0,p2) path_all(g0,p2) -3
    t(g0,p2) path_any(g0,p2) -1
    t(g0,p2) path_cover(0,0,g0) -1
    t(g1,p0) path_all(g1,p0) -1
    t(g1,p0) path_any(g1,p0) -1
    t(g1,p0) path_cover(0,6,g1) -1
    t(g1,p1) path_all(g1,p1) -1
    t(g1,p1) path_any(g1,p1) -1
    t(g1,p1) path_cover(1,5,g1) -1
    t(g1,p2) path_all(g1,p2) -6
    t(g1,p2) path_any(g1,p2) -1
    t(g1,p2) path_cover(0,9,g1) -1
    t(g1,p3) path_all(g1,p3) -7
    t(g1,p3) path_any(g1,p3) -1
    t(g1,p3) path_cover(0,8,g1) -1
    t(g1,p4) path_all(g1,p4) -8
    t(g1,p4) path_any(g1,p4) -1
    t(g1,p4) path_cover(0,7,g1) -1
    t(g1,p5) path_all(g1,p5) -5
    t(g1,p5) path_any(g1,p5) -1
    t(g1,p5) path_cover(0,8,g1) -1
    t(g1,p6) path_all(g1,p6) -6
    t(g1,p6) path_any(g1,p6) -1
    t(g1,p6) path_cover(0,9,g1) -1
    t(g1,p7) path_all(g1,p7) -6
    t(g1,p7) path_any(g1,p7) -1
    t(g1,p7) path_cover(0,7,g1) -1
    t(g1,p8) path_all(g1,p8) -6
    t(g1,p8) path_any(g1,p8) -1
    t(g1,p8) path_cover(0,9,g1) -1
    t(g1,p9) path_all(g1,p9) -4
    t(g1,p9) path_any(g1,p9) -1
    t(g1,p9) path_cover(1,4,g1) -1
    t(g1,p10) path_all(g1,p10) -5
    t(g1,p10) path_any(g1,p10) -1
    t(g1,p10) path_cover(1,3,g1) -1
    t(g1,p11) path_all(g1,p11) -6
    t(g1,p11) path_any(g1,p11) -1
    t(g1,p11) path_cover(0,3,g1) -1
    t(g1,p12) path_all(g1,p12) -7
    t(g1,p12) path_any(g1,p12) -1
    t(g1,p12) path_cover(0,4,g1) -1
    t(g1,p13) path_all(g1,p13) -8
    t(g1,p13) path_any(g1,p13) -1
    t(g1,p13) path_cover(0,5,g1) -1
    t(g1,p14) path_all(g1,p14) -5
    t(g1,p14) path_any(g1,p14) -1
    t(g1,p14) path_cover(0,4,g1) -1
    t(g1,p15) path_all(g1,p15) -5
    t(g1,p15) path_any(g1,p15) -1
    t(g1,p15) path_cover(1,3,g1) -1
    t(g1,p16) path_all(g1,p16) -6
    t(g1,p16) path_any(g1,p16) -1
    t(g1,p16) path_cover(0,3,g1) -1
    t(g1,p17) path_all(g1,p17) -6
    t(g1,p17) path_any(g1,p17) -1
    t(g1,p17) path_cover(0,3,g1) -1
    t(g1,p18) path_all(g1,p18) -6
    t(g1,p18) path_any(g1,p18) -1
    t(g1,p18) path_cover(0,5,g1) -1
    t(g1,p19) path_all(g1,p19) -2
    t(g1,p19) path_any(g1,p19) -1
    t(g1,p19) path_cover(0,7,g1) -1
    t(g1,p20) path_all(g1,p20) -3
    t(g1,p20) path_any(g1,p20) -1
    t(g1,p20) path_cover(0,8,g1) -1
    t(g1,p21) path_all(g1,p21) -4
    t(g1,p21) path_any(g1,p21) -1
    t(g1,p21) path_cover(0,9,g1) -1
    t(g1,p22) path_all(g1,p22) -4
    t(g1,p22) path_any(g1,p22) -1
    t(g1,p22) path_cover(0,9,g1) -1
    t(g1,p23) path_all(g1,p23) -6
    t(g1,p23) path_any(g1,p23) -1
    t(g1,p23) path_cover(0,9,g1) -1
    t(g1,p24) path_all(g1,p24) -7
    t(g1,p24) path_any(g1,p24) -1
    t(g1,p24) path_cover(0,8,g1) -1
    t(g1,p25) path_all(g1,p25) -3
    t(g1,p25) path_any(g1,p25) -1
    t(g1,p25) path_cover(0,8,g1) -1
    t(g1,p26) path_all(g1,p26) -4
    t(g1,p26) path_any(g1,p26) -1
    t(g1,p26) path_cover(0,9,g1) -1
    t(g1,p27) path_all(g1,p27) -2
    t(g1,p27) path_any(g1,p27) -1
    t(g1,p27) path_cover(0,5,g1) -1
    t(g1,p28) path_all(g1,p28) -2
    t(g1,p28) path_any(g1,p28) -1
    t(g1,p28) path_cover(1,4,g1) -1
    t(g1,p29) path_all(g1,p29) -3
    t(g1,p29) path_any(g1,p29) -1
    t(g1,p29) path_cover(0,4,g1) -1
    t(g1,p30) path_all(g1,p30) -3
    t(g1,p30) path_any(g1,p30) -1
    t(g1,p30) path_cover(1,3,g1) -1
    t(g1,p31) path_all(g1,p31) -4
    t(g1,p31) path_any(g1,p31) -1
    t(g1,p31) path_cover(0,3,g1) -1
    t(g1,p32) path_all(g1,p32) -4
    t(g1,p32) path_any(g1,p32) -1
    t(g1,p32) path_cover(0,3,g1) -1
    t(g1,p33) path_all(g1,p33) -5
    t(g1,p33) path_any(g1,p33) -1
    t(g1,p33) path_cover(1,3,g1) -1
    t(g1,p34) path_all(g1,p34) -6
    t(g1,p34) path_any(g1,p34) -1
    t(g1,p34) path_cover(0,3,g1) -1
    t(g1,p35) path_all(g1,p35) -7
    t(g1,p35) path_any(g1,p35) -1
    t(g1,p35) path_cover(0,4,g1) -1
    t(g1,p36) path_all(g1,p36) -3
    t(g1,p36) path_any(g1,p36) -1
    t(g1,p36) path_cover(0,4,g1) -1
    t(g1,p37) path_all(g1,p37) -4
    t(g1,p37) path_any(g1,p37) -1
    t(g1,p37) path_cover(0,3,g1) -1
    t(g1,p38) path_all(g1,p38) -5
    t(g1,p38) path_any(g1,p38) -1
    t(g1,p38) path_cover(1,3,g1) -1
    t(g1,p39) path_all(g1,p39) -2
    t(g1,p39) path_any(g1,p39) -1
    t(g1,p39) path_cover(0,5,g1) -1
    t(g1,p40) path_all(g1,p40) -2
    t(g1,p40) path_any(g1,p40) -1
    t(g1,p40) path_cover(0,7,g1) -1
    t(g1,p41) path_all(g1,p41) -3
    t(g1,p41) path_any(g1,p41) -1
    t(g1,p41) path_cover(0,8,g1) -1
    t(g1,p42) path_all(g1,p42) -4
    t(g1,p42) path_any(g1,p42) -1
    t(g1,p42) path_cover(0,9,g1) -1
    t(g1,p43) path_all(g1,p43) -3
    t(g1,p43) path_any(g1,p43) -1
    t(g1,p43) path_cover(0,4,g1) -1
    t(g1,p44) path_all(g1,p44) -4
    t(g1,p44) path_any(g1,p44) -1
    t(g1,p44) path_cover(1,4,g1) -1
    t(g1,p45) path_all(g1,p45) -4
    t(g1,p45) path_any(g1,p45) -1
    t(g1,p45) path_cover(0,3,g1) -1
    t(g1,p46) path_all(g1,p46) -5
    t(g1,p46) path_any(g1,p46) -1
    t(g1,p46) path_cover(1,3,g1) -1
    t(g1,p47) path_all(g1,p47) -5
    t(g1,p47) path_any(g1,p47) -1
    t(g1,p47) path_cover(1,3,g1) -1
    t(g2,p0) path_all(g2,p0) -1
    t(g2,p0) path_any(g2,p0) -1
    t(g2,p0) path_cover(0,0,g2) -1
    t(g2,p1) path_all(g2,p1) -1
    t(g2,p1) path_any(g2,p1) -1
    t(g2,p1) path_cover(0,1,g2) -1
    t(g3,p0) path_all(g3,p0) -1
    t(g3,p0) path_any(g3,p0) -1
    t(g3,p0) path_cover(2,4,g3) -1
    t(g3,p1) path_all(g3,p1) -1
    t(g3,p1) path_any(g3,p1) -1
    t(g3,p1) path_cover(3,3,g3) -1
    t(g3,p2) path_all(g3,p2) -7
    t(g3,p2) path_any(g3,p2) -1
    t(g3,p2) path_cover(2,9,g3) -1
    t(g3,p3) path_all(g3,p3) -2
    t(g3,p3) path_any(g3,p3) -1
    t(g3,p3) path_cover(2,6,g3) -1
    t(g3,p4) path_all(g3,p4) -5
    t(g3,p4) path_any(g3,p4) -1
    t(g3,p4) path_cover(2,9,g3) -1
    t(g3,p5) path_all(g3,p5) -2
    t(g3,p5) path_any(g3,p5) -1
    t(g3,p5) path_cover(2,3,g3) -1
    t(g3,p6) path_all(g3,p6) -2
    t(g3,p6) path_any(g3,p6) -1
    t(g3,p6) path_cover(3,2,g3) -1
    t(g3,p7) path_all(g3,p7) -3
    t(g3,p7) path_any(g3,p7) -1
    t(g3,p7) path_cover(2,2,g3) -1
    t(g3,p8) path_all(g3,p8) -3
    t(g3,p8) path_any(g3,p8) -1
    t(g3,p8) path_cover(3,1,g3) -1
    t(g3,p9) path_all(g3,p9) -4
    t(g3,p9) path_any(g3,p9) -1
    t(g3,p9) path_cover(3,0,g3) -1
    t(g3,p10) path_all(g3,p10) -3
    t(g3,p10) path_any(g3,p10) -1
    t(g3,p10) path_cover(1,3,g3) -1
    t(g3,p11) path_all(g3,p11) -3
    t(g3,p11) path_any(g3,p11) -1
    t(g3,p11) path_cover(2,2,g3) -1
    t(g3,p12) path_all(g3,p12) -4
    t(g3,p12) path_any(g3,p12) -1
    t(g3,p12) path_cover(1,4,g3) -1
    t(g3,p13) path_all(g3,p13) -5
    t(g3,p13) path_any(g3,p13) -1
    t(g3,p13) path_cover(0,4,g3) -1
    t(g3,p14) path_all(g3,p14) -5
    t(g3,p14) path_any(g3,p14) -1
    t(g3,p14) path_cover(1,5,g3) -1
    t(g3,p15) path_all(g3,p15) -6
    t(g3,p15) path_any(g3,p15) -1
    t(g3,p15) path_cover(0,5,g3) -1
    t(g3,p16) path_all(g3,p16) -6
    t(g3,p16) path_any(g3,p16) -1
    t(g3,p16) path_cover(0,5,g3) -1
    t(g3,p17) path_all(g3,p17) -2
    t(g3,p17) path_any(g3,p17) -1
    t(g3,p17) path_cover(1,4,g3) -1
    t(g3,p18) path_all(g3,p18) -2
    t(g3,p18) path_any(g3,p18) -1
    t(g3,p18) path_cover(2,3,g3) -1
    t(g3,p19) path_all(g3,p19) -3
    t(g3,p19) path_any(g3,p19) -1
    t(g3,p19) path_cover(1,3,g3) -1
    t(g3,p20) path_all(g3,p20) -3
    t(g3,p20) path_any(g3,p20) -1
    t(g3,p20) path_cover(2,2,g3) -1
    t(g3,p21) path_all(g3,p21) -4
    t(g3,p21) path_any(g3,p21) -1
    t(g3,p21) path_cover(3,2,g3) -1
    t(g3,p22) path_all(g3,p22) -5
    t(g3,p22) path_any(g3,p22) -1
    t(g3,p22) path_cover(3,1,g3) -1
    t(g3,p23) path_all(g3,p23) -6
    t(g3,p23) path_any(g3,p23) -1
    t(g3,p23) path_cover(3,0,g3) -1
    t(g3,p24) path_all(g3,p24) -3
    t(g3,p24) path_any(g3,p24) -1
    t(g3,p24) path_cover(0,4,g3) -1
    t(g3,p25) path_all(g3,p25) -3
    t(g3,p25) path_any(g3,p25) -1
    t(g3,p25) path_cover(1,3,g3) -1
    t(g3,p26) path_all(g3,p26) -3
    t(g3,p26) path_any(g3,p26) -1
    t(g3,p26) path_cover(1,5,g3) -1
    t(g3,p27) path_all(g3,p27) -4
    t(g3,p27) path_any(g3,p27) -1
    t(g3,p27) path_cover(0,5,g3) -1
    t(g3,p28) path_all(g3,p28) -4
    t(g3,p28) path_any(g3,p28) -1
    t(g3,p28) path_cover(0,5,g3) -1
    t(g4,p0) path_all(g4,p0) -1
    t(g4,p0) path_any(g4,p0) -1
    t(g4,p0) path_cover(3,2,g4) -1
    t(g4,p1) path_all(g4,p1) -1
    t(g4,p1) path_any(g4,p1) -1
    t(g4,p1) path_cover(4,0,g4) -1
    t(g4,p2) path_all(g4,p2) -2
    t(g4,p2) path_any(g4,p2) -1
    t(g4,p2) path_cover(3,0,g4) -1
    t(g4,p3) path_all(g4,p3) -2
    t(g4,p3) path_any(g4,p3) -1
    t(g4,p3) path_cover(2,2,g4) -1
    t(g4,p4) path_all(g4,p4) -3
    t(g4,p4) path_any(g4,p4) -1
    t(g4,p4) path_cover(2,3,g4) -1
    t(g5,p0) path_all(g5,p0) -1
    t(g5,p0) path_any(g5,p0) -1
    t(g5,p0) path_cover(4,3,g5) -1
    t(g5,p1) path_all(g5,p1) -2
    t(g5,p1) path_any(g5,p1) -1
    t(g5,p1) path_cover(3,3,g5) -1
    t(g5,p2) path_all(g5,p2) -3
    t(g5,p2) path_any(g5,p2) -1
    t(g5,p2) path_cover(2,3,g5) -1
    t(g5,p3) path_all(g5,p3) -3
    t(g5,p3) path_any(g5,p3) -1
    t(g5,p3) path_cover(3,2,g5) -1
    t(g5,p4) path_all(g5,p4) -4
    t(g5,p4) path_any(g5,p4) -1
    t(g5,p4) path_cover(1,3,g5) -1
    t(g5,p5) path_all(g5,p5) -4
    t(g5,p5) path_any(g5,p5) -1
    t(g5,p5) path_cover(2,4,g5) -1
    t(g6,p0) path_all(g6,p0) -1
    t(g6,p0) path_any(g6,p0) -1
    t(g6,p0) path_cover(3,9,g6) -1
    t(g6,p1) path_all(g6,p1) -2
    t(g6,p1) path_any(g6,p1) -1
    t(g6,p1) path_cover(2,9,g6) -1
    t(g7,p0) path_all(g7,p0) -1
    t(g7,p0) path_any(g7,p0) -1
    t(g7,p0) path_cover(4,0,g7) -1
    t(g8,p0) path_all(g8,p0) -1
    t(g8,p0) path_any(g8,p0) -1
    t(g8,p0) path_cover(5,1,g8) -1
    t(g8,p1) path_all(g8,p1) -2
    t(g8,p1) path_any(g8,p1) -1
    t(g8,p1) path_cover(4,3,g8) -1
    t(g9,p0) path_all(g9,p0) -1
    t(g9,p0) path_any(g9,p0) -1
    t(g9,p0) path_cover(4,7,g9) -1
    t(g9,p1) path_all(g9,p1) -1
    t(g9,p1) path_any(g9,p1) -1
    t(g9,p1) path_cover(4,8,g9) -1
    t(g9,p2) path_all(g9,p2) -2
    t(g9,p2) path_any(g9,p2) -1
    t(g9,p2) path_cover(3,8,g9) -1
    t(g9,p3) path_all(g9,p3) -3
    t(g9,p3) path_any(g9,p3) -1
    t(g9,p3) path_cover(3,7,g9) -1
    t(g9,p4) path_all(g9,p4) -4
    t(g9,p4) path_any(g9,p4) -1
    t(g9,p4) path_cover(3,6,g9) -1
    t(g9,p5) path_all(g9,p5) -5
    t(g9,p5) path_any(g9,p5) -1
    t(g9,p5) path_cover(4,6,g9) -1
    t(g9,p6) path_all(g9,p6) -2
    t(g9,p6) path_any(g9,p6) -1
    t(g9,p6) path_cover(3,7,g9) -1
    t(g9,p7) path_all(g9,p7) -2
    t(g9,p7) path_any(g9,p7) -1
    t(g9,p7) path_cover(4,6,g9) -1
    t(g9,p8) path_all(g9,p8) -3
    t(g9,p8) path_any(g9,p8) -1
    t(g9,p8) path_cover(3,6,g9) -1
    t(g9,p9) path_all(g9,p9) -3
    t(g9,p9) path_any(g9,p9) -1
    t(g9,p9) path_cover(3,6,g9) -1
    t(g9,p10) path_all(g9,p10) -3
    t(g9,p10) path_any(g9,p10) -1
    t(g9,p10) path_cover(3,8,g9) -1
    t(g10,p0) path_all(g10,p0) -1
    t(g10,p0) path_any(g10,p0) -1
    t(g10,p0) path_cover(5,3,g10) -1
    t(g10,p1) path_all(g10,p1) -1
    t(g10,p1) path_any(g10,p1) -1
    t(g10,p1) path_cover(6,2,g10) -1
    t(g10,p2) path_all(g10,p2) -2
    t(g10,p2) path_any(g10,p2) -1
    t(g10,p2) path_cover(5,4,g10) -1
    t(g10,p3) path_all(g10,p3) -2
    t(g10,p3) path_any(g10,p3) -1
    t(g10,p3) path_cover(6,1,g10) -1
    t(g10,p4) path_all(g10,p4) -3
    t(g10,p4) path_any(g10,p4) -1
    t(g10,p4) path_cover(5,1,g10) -1
    t(g10,p5) path_all(g10,p5) -2
    t(g10,p5) path_any(g10,p5) -1
    t(g10,p5) path_cover(4,3,g10) -1
    t(g10,p6) path_all(g10,p6) -2
    t(g10,p6) path_any(g10,p6) -1
    t(g10,p6) path_cover(5,4,g10) -1
    t(g11,p0) path_all(g11,p0) -1
    t(g11,p0) path_any(g11,p0) -1
    t(g11,p0) path_cover(5,6,g11) -1
    t(g11,p1) path_all(g11,p1) -1
    t(g11,p1) path_any(g11,p1) -1
    t(g11,p1) path_cover(6,5,g11) -1
    t(g11,p2) path_all(g11,p2) -1
    t(g11,p2) path_any(g11,p2) -1
    t(g11,p2) path_cover(6,7,g11) -1
    t(g11,p3) path_all(g11,p3) -2
    t(g11,p3) path_any(g11,p3) -1
    t(g11,p3) path_cover(6,4,g11) -1
    t(g11,p4) path_all(g11,p4) -2
    t(g11,p4) path_any(g11,p4) -1
    t(g11,p4) path_cover(4,6,g11) -1
    t(g11,p5) path_all(g11,p5) -3
    t(g11,p5) path_any(g11,p5) -1
    t(g11,p5) path_cover(4,5,g11) -1
    t(g12,p0) path_all(g12,p0) -1
    t(g12,p0) path_any(g12,p0) -1
    t(g12,p0) path_cover(6,1,g12) -1
    t(g12,p1) path_all(g12,p1) -2
    t(g12,p1) path_any(g12,p1) -1
    t(g12,p1) path_cover(5,1,g12) -1
    t(g13,p0) path_all(g13,p0) -1
    t(g13,p0) path_any(g13,p0) -1
    t(g13,p0) path_cover(7,5,g13) -1
    t(g14,p0) path_all(g14,p0) -1
    t(g14,p0) path_any(g14,p0) -1
    t(g14,p0) path_cover(7,7,g14) -1
    t(g14,p1) path_all(g14,p1) -2
    t(g14,p1) path_any(g14,p1) -1
    t(g14,p1) path_cover(7,8,g14) -1
    t(g15,p0) path_all(g15,p0) -1
    t(g15,p0) path_any(g15,p0) -1
    t(g15,p0) path_cover(7,8,g15) -1
    t(g16,p0) path_all(g16,p0) -1
    t(g16,p0) path_any(g16,p0) -1
    t(g16,p0) path_cover(8,0,g16) -1
    t(g16,p1) path_all(g16,p1) -1
    t(g16,p1) path_any(g16,p1) -1
    t(g16,p1) path_cover(8,2,g16) -1
    t(g19,p0) path_all(g19,p0) -1
    t(g19,p0) path_any(g19,p0) -1
    t(g19,p0) path_cover(9,7,g19) -1
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
    RHS path_any(g0,p1) 1
    RHS path_any(g0,p2) 2
    RHS path_any(g1,p2) 5
    RHS path_any(g1,p3) 6
    RHS path_any(g1,p4) 7
    RHS path_any(g1,p5) 4
    RHS path_any(g1,p6) 5
    RHS path_any(g1,p7) 5
    RHS path_any(g1,p8) 5
    RHS path_any(g1,p9) 3
    RHS path_any(g1,p10) 4
    RHS path_any(g1,p11) 5
    RHS path_any(g1,p12) 6
    RHS path_any(g1,p13) 7
    RHS path_any(g1,p14) 4
    RHS path_any(g1,p15) 4
    RHS path_any(g1,p16) 5
    RHS path_any(g1,p17) 5
    RHS path_any(g1,p18) 5
    RHS path_any(g1,p19) 1
    RHS path_any(g1,p20) 2
    RHS path_any(g1,p21) 3
    RHS path_any(g1,p22) 3
    RHS path_any(g1,p23) 5
    RHS path_any(g1,p24) 6
    RHS path_any(g1,p25) 2
    RHS path_any(g1,p26) 3
    RHS path_any(g1,p27) 1
    RHS path_any(g1,p28) 1
    RHS path_any(g1,p29) 2
    RHS path_any(g1,p30) 2
    RHS path_any(g1,p31) 3
    RHS path_any(g1,p32) 3
    RHS path_any(g1,p33) 4
    RHS path_any(g1,p34) 5
    RHS path_any(g1,p35) 6
    RHS path_any(g1,p36) 2
    RHS path_any(g1,p37) 3
    RHS path_any(g1,p38) 4
    RHS path_any(g1,p39) 1
    RHS path_any(g1,p40) 1
    RHS path_any(g1,p41) 2
    RHS path_any(g1,p42) 3
    RHS path_any(g1,p43) 2
    RHS path_any(g1,p44) 3
    RHS path_any(g1,p45) 3
    RHS path_any(g1,p46) 4
    RHS path_any(g1,p47) 4
    RHS path_any(g3,p2) 6
    RHS path_any(g3,p3) 1
    RHS path_any(g3,p4) 4
    RHS path_any(g3,p5) 1
    RHS path_any(g3,p6) 1
    RHS path_any(g3,p7) 2
    RHS path_any(g3,p8) 2
    RHS path_any(g3,p9) 3
    RHS path_any(g3,p10) 2
    RHS path_any(g3,p11) 2
    RHS path_any(g3,p12) 3
    RHS path_any(g3,p13) 4
    RHS path_any(g3,p14) 4
    RHS path_any(g3,p15) 5
    RHS path_any(g3,p16) 5
    RHS path_any(g3,p17) 1
    RHS path_any(g3,p18) 1
    RHS path_any(g3,p19) 2
    RHS path_any(g3,p20) 2
    RHS path_any(g3,p21) 3
    RHS path_any(g3,p22) 4
    RHS path_any(g3,p23) 5
    RHS path_any(g3,p24) 2
    RHS path_any(g3,p25) 2
    RHS path_any(g3,p26) 2
    RHS path_any(g3,p27) 3
    RHS path_any(g3,p28) 3
    RHS path_any(g4,p2) 1
    RHS path_any(g4,p3) 1
    RHS path_any(g4,p4) 2
    RHS path_any(g5,p1) 1
    RHS path_any(g5,p2) 2
    RHS path_any(g5,p3) 2
    RHS path_any(g5,p4) 3
    RHS path_any(g5,p5) 3
    RHS path_any(g6,p1) 1
    RHS path_any(g8,p1) 1
    RHS path_any(g9,p2) 1
    RHS path_any(g9,p3) 2
    RHS path_any(g9,p4) 3
    RHS path_any(g9,p5) 4
    RHS path_any(g9,p6) 1
    RHS path_any(g9,p7) 1
    RHS path_any(g9,p8) 2
    RHS path_any(g9,p9) 2
    RHS path_any(g9,p10) 2
    RHS path_any(g10,p2) 1
    RHS path_any(g10,p3) 1
    RHS path_any(g10,p4) 2
    RHS path_any(g10,p5) 1
    RHS path_any(g10,p6) 1
    RHS path_any(g11,p3) 1
    RHS path_any(g11,p4) 1
    RHS path_any(g11,p5) 2
    RHS path_any(g12,p1) 1
    RHS path_any(g14,p1) 1
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
 LO BND t(g0,p0) 0
 UP BND t(g0,p0) 1
 LO BND t(g0,p1) 0
 UP BND t(g0,p1) 1
 LO BND t(g0,p2) 0
 UP BND t(g0,p2) 1
 LO BND t(g1,p0) 0
 UP BND t(g1,p0) 1
 LO BND t(g1,p1) 0
 UP BND t(g1,p1) 1
 LO BND t(g1,p2) 0
 UP BND t(g1,p2) 1
 LO BND t(g1,p3) 0
 UP BND t(g1,p3) 1
 LO BND t(g1,p4) 0
 UP BND t(g1,p4) 1
 LO BND t(g1,p5) 0
 UP BND t(g1,p5) 1
 LO BND t(g1,p6) 0
 UP BND t(g1,p6) 1
 LO BND t(g1,p7) 0
 UP BND t(g1,p7) 1
 LO BND t(g1,p8) 0
 UP BND t(g1,p8) 1
 LO BND t(g1,p9) 0
 UP BND t(g1,p9) 1
 LO BND t(g1,p10) 0
 UP BND t(g1,p10) 1
 LO BND t(g1,p11) 0
 UP BND t(g1,p11) 1
 LO BND t(g1,p12) 0
 UP BND t(g1,p12) 1
 LO BND t(g1,p13) 0
 UP BND t(g1,p13) 1
 LO BND t(g1,p14) 0
 UP BND t(g1,p14) 1
 LO BND t(g1,p15) 0
 UP BND t(g1,p15) 1
 LO BND t(g1,p16) 0
 UP BND t(g1,p16) 1
 LO BND t(g1,p17) 0
 UP BND t(g1,p17) 1
 LO BND t(g1,p18) 0
 UP BND t(g1,p18) 1
 LO BND t(g1,p19) 0
 UP BND t(g1,p19) 1
 LO BND t(g1,p20) 0
 UP BND t(g1,p20) 1
 LO BND t(g1,p21) 0
 UP BND t(g1,p21) 1
 LO BND t(g1,p22) 0
 UP BND t(g1,p22) 1
 LO BND t(g1,p23) 0
 UP BND t(g1,p23) 1
 LO BND t(g1,p24) 0
 UP BND t(g1,p24) 1
 LO BND t(g1,p25) 0
 UP BND t(g1,p25) 1
 LO BND t(g1,p26) 0
 UP BND t(g1,p26) 1
 LO BND t(g1,p27) 0
 UP BND t(g1,p27) 1
 LO BND t(g1,p28) 0
 UP BND t(g1,p28) 1
 LO BND t(g1,p29) 0
 UP BND t(g1,p29) 1
 LO BND t(g1,p30) 0
 UP BND t(g1,p30) 1
 LO BND t(g1,p31) 0
 UP BND t(g1,p31) 1
 LO BND t(g1,p32) 0
 UP BND t(g1,p32) 1
 LO BND t(g1,p33) 0
 UP BND t(g1,p33) 1
 LO BND t(g1,p34) 0
 UP BND t(g1,p34) 1
 LO BND t(g1,p35) 0
 UP BND t(g1,p35) 1
 LO BND t(g1,p36) 0
 UP BND t(g1,p36) 1
 LO BND t(g1,p37) 0
 UP BND t(g1,p37) 1
 LO BND t(g1,p38) 0
 UP BND t(g1,p38) 1
 LO BND t(g1,p39) 0
 UP BND t(g1,p39) 1
 LO BND t(g1,p40) 0
 UP BND t(g1,p40) 1
 LO BND t(g1,p41) 0
 UP BND t(g1,p41) 1
 LO BND t(g1,p42) 0
 UP BND t(g1,p42) 1
 LO BND t(g1,p43) 0
 UP BND t(g1,p43) 1
 LO BND t(g1,p44) 0
 UP BND t(g1,p44) 1
 LO BND t(g1,p45) 0
 UP BND t(g1,p45) 1
 LO BND t(g1,p46) 0
 UP BND t(g1,p46) 1
 LO BND t(g1,p47) 0
 UP BND t(g1,p47) 1
 LO BND t(g2,p0) 0
 UP BND t(g2,p0) 1
 LO BND t(g2,p1) 0
 UP BND t(g2,p1) 1
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
 LO BND t(g3,p5) 0
 UP BND t(g3,p5) 1
 LO BND t(g3,p6) 0
 UP BND t(g3,p6) 1
 LO BND t(g3,p7) 0
 UP BND t(g3,p7) 1
 LO BND t(g3,p8) 0
 UP BND t(g3,p8) 1
 LO BND t(g3,p9) 0
 UP BND t(g3,p9) 1
 LO BND t(g3,p10) 0
 UP BND t(g3,p10) 1
 LO BND t(g3,p11) 0
 UP BND t(g3,p11) 1
 LO BND t(g3,p12) 0
 UP BND t(g3,p12) 1
 LO BND t(g3,p13) 0
 UP BND t(g3,p13) 1
 LO BND t(g3,p14) 0
 UP BND t(g3,p14) 1
 LO BND t(g3,p15) 0
 UP BND t(g3,p15) 1
 LO BND t(g3,p16) 0
 UP BND t(g3,p16) 1
 LO BND t(g3,p17) 0
 UP BND t(g3,p17) 1
 LO BND t(g3,p18) 0
 UP BND t(g3,p18) 1
 LO BND t(g3,p19) 0
 UP BND t(g3,p19) 1
 LO BND t(g3,p20) 0
 UP BND t(g3,p20) 1
 LO BND t(g3,p21) 0
 UP BND t(g3,p21) 1
 LO BND t(g3,p22) 0
 UP BND t(g3,p22) 1
 LO BND t(g3,p23) 0
 UP BND t(g3,p23) 1
 LO BND t(g3,p24) 0
 UP BND t(g3,p24) 1
 LO BND t(g3,p25) 0
 UP BND t(g3,p25) 1
 LO BND t(g3,p26) 0
 UP BND t(g3,p26) 1
 LO BND t(g3,p27) 0
 UP BND t(g3,p27) 1
 LO BND t(g3,p28) 0
 UP BND t(g3,p28) 1
 LO BND t(g4,p0) 0
 UP BND t(g4,p0) 1
 LO BND t(g4,p1) 0
 UP BND t(g4,p1) 1
 LO BND t(g4,p2) 0
 UP BND t(g4,p2) 1
 LO BND t(g4,p3) 0
 UP BND t(g4,p3) 1
 LO BND t(g4,p4) 0
 UP BND t(g4,p4) 1
 LO BND t(g5,p0) 0
 UP BND t(g5,p0) 1
 LO BND t(g5,p1) 0
 UP BND t(g5,p1) 1
 LO BND t(g5,p2) 0
 UP BND t(g5,p2) 1
 LO BND t(g5,p3) 0
 UP BND t(g5,p3) 1
 LO BND t(g5,p4) 0
 UP BND t(g5,p4) 1
 LO BND t(g5,p5) 0
 UP BND t(g5,p5) 1
 LO BND t(g6,p0) 0
 UP BND t(g6,p0) 1
 LO BND t(g6,p1) 0
 UP BND t(g6,p1) 1
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
 LO BND t(g9,p4) 0
 UP BND t(g9,p4) 1
 LO BND t(g9,p5) 0
 UP BND t(g9,p5) 1
 LO BND t(g9,p6) 0
 UP BND t(g9,p6) 1
 LO BND t(g9,p7) 0
 UP BND t(g9,p7) 1
 LO BND t(g9,p8) 0
 UP BND t(g9,p8) 1
 LO BND t(g9,p9) 0
 UP BND t(g9,p9) 1
 LO BND t(g9,p10) 0
 UP BND t(g9,p10) 1
 LO BND t(g10,p0) 0
 UP BND t(g10,p0) 1
 LO BND t(g10,p1) 0
 UP BND t(g10,p1) 1
 LO BND t(g10,p2) 0
 UP BND t(g10,p2) 1
 LO BND t(g10,p3) 0
 UP BND t(g10,p3) 1
 LO BND t(g10,p4) 0
 UP BND t(g10,p4) 1
 LO BND t(g10,p5) 0
 UP BND t(g10,p5) 1
 LO BND t(g10,p6) 0
 UP BND t(g10,p6) 1
 LO BND t(g11,p0) 0
 UP BND t(g11,p0) 1
 LO BND t(g11,p1) 0
 UP BND t(g11,p1) 1
 LO BND t(g11,p2) 0
 UP BND t(g11,p2) 1
 LO BND t(g11,p3) 0
 UP BND t(g11,p3) 1
 LO BND t(g11,p4) 0
 UP BND t(g11,p4) 1
 LO BND t(g11,p5) 0
 UP BND t(g11,p5) 1
 LO BND t(g12,p0) 0
 UP BND t(g12,p0) 1
 LO BND t(g12,p1) 0
 UP BND t(g12,p1) 1
 LO BND t(g13,p0) 0
 UP BND t(g13,p0) 1
 LO BND t(g14,p0) 0
 UP BND t(g14,p0) 1
 LO BND t(g14,p1) 0
 UP BND t(g14,p1) 1
 LO BND t(g15,p0) 0
 UP BND t(g15,p0) 1
 LO BND t(g16,p0) 0
 UP BND t(g16,p0) 1
 LO BND t(g16,p1) 0
 UP BND t(g16,p1) 1
 LO BND t(g19,p0) 0
 UP BND t(g19,p0) 1
ENDATA
