NAME galaxies_labels_galaxies_10x20_s2
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
 E cover(0,10)
 E cover(0,11)
 E cover(0,12)
 E cover(0,13)
 E cover(0,14)
 E cover(0,15)
 E cover(0,16)
 E cover(0,17)
 E cover(0,18)
 E cover(0,19)
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
 E cover(1,10)
 E cover(1,11)
 E cover(1,12)
 E cover(1,13)
 E cover(1,14)
 E cover(1,15)
 E cover(1,16)
 E cover(1,17)
 E cover(1,18)
 E cover(1,19)
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
 E cover(2,10)
 E cover(2,11)
 E cover(2,12)
 E cover(2,13)
 E cover(2,14)
 E cover(2,15)
 E cover(2,16)
 E cover(2,17)
 E cover(2,18)
 E cover(2,19)
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
 E cover(3,10)
 E cover(3,11)
 E cover(3,12)
 E cover(3,13)
 E cover(3,14)
 E cover(3,15)
 E cover(3,16)
 E cover(3,17)
 E cover(3,18)
 E cover(3,19)
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
 E cover(4,10)
 E cover(4,11)
 E cover(4,12)
 E cover(4,13)
 E cover(4,14)
 E cover(4,15)
 E cover(4,16)
 E cover(4,17)
 E cover(4,18)
 E cover(4,19)
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
 E cover(5,10)
 E cover(5,11)
 E cover(5,12)
 E cover(5,13)
 E cover(5,14)
 E cover(5,15)
 E cover(5,16)
 E cover(5,17)
 E cover(5,18)
 E cover(5,19)
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
 E cover(6,10)
 E cover(6,11)
 E cover(6,12)
 E cover(6,13)
 E cover(6,14)
 E cover(6,15)
 E cover(6,16)
 E cover(6,17)
 E cover(6,18)
 E cover(6,19)
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
 E cover(7,10)
 E cover(7,11)
 E cover(7,12)
 E cover(7,13)
 E cover(7,14)
 E cover(7,15)
 E cover(7,16)
 E cover(7,17)
 E cover(7,18)
 E cover(7,19)
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
 E cover(8,10)
 E cover(8,11)
 E cover(8,12)
 E cover(8,13)
 E cover(8,14)
 E cover(8,15)
 E cover(8,16)
 E cover(8,17)
 E cover(8,18)
 E cover(8,19)
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
 E cover(9,10)
 E cover(9,11)
 E cover(9,12)
 E cover(9,13)
 E cover(9,14)
 E cover(9,15)
 E cover(9,16)
 E cover(9,17)
 E cover(9,18)
 E cover(9,19)
 E centre(0,1,g0)
 E centre(0,5,g1)
 E centre(0,6,g1)
 E centre(0,15,g2)
 E centre(0,16,g2)
 E centre(0,11,g3)
 E centre(1,11,g3)
 E centre(0,19,g4)
 E centre(1,19,g4)
 E centre(1,0,g5)
 E centre(1,15,g6)
 E centre(1,16,g6)
 E centre(1,5,g7)
 E centre(1,6,g7)
 E centre(2,5,g7)
 E centre(2,6,g7)
 E centre(1,9,g8)
 E centre(2,9,g8)
 E centre(2,1,g9)
 E centre(2,10,g10)
 E centre(2,11,g11)
 E centre(2,12,g11)
 E centre(2,15,g12)
 E centre(2,16,g12)
 E centre(3,15,g12)
 E centre(3,16,g12)
 E centre(3,3,g13)
 E centre(3,6,g14)
 E centre(3,7,g14)
 E centre(3,18,g15)
 E centre(3,13,g16)
 E centre(4,13,g16)
 E centre(3,17,g17)
 E centre(4,17,g17)
 E centre(4,0,g18)
 E centre(4,1,g18)
 E centre(4,2,g19)
 E centre(4,4,g20)
 E centre(5,4,g20)
 E centre(4,5,g21)
 E centre(4,6,g21)
 E centre(5,5,g21)
 E centre(5,6,g21)
 E centre(4,9,g22)
 E centre(5,9,g22)
 E centre(4,14,g23)
 E centre(5,14,g23)
 E centre(4,19,g24)
 E centre(5,19,g24)
 E centre(5,15,g25)
 E centre(5,0,g26)
 E centre(6,0,g26)
 E centre(5,11,g27)
 E centre(6,11,g27)
 E centre(5,16,g28)
 E centre(6,16,g28)
 E centre(5,17,g29)
 E centre(5,18,g29)
 E centre(6,17,g29)
 E centre(6,18,g29)
 E centre(6,1,g30)
 E centre(6,6,g31)
 E centre(6,12,g32)
 E centre(6,13,g32)
 E centre(6,8,g33)
 E centre(7,8,g33)
 E centre(7,9,g34)
 E centre(7,10,g35)
 E centre(7,11,g35)
 E centre(7,12,g36)
 E centre(7,14,g37)
 E centre(7,15,g37)
 E centre(7,0,g38)
 E centre(7,1,g38)
 E centre(8,0,g38)
 E centre(8,1,g38)
 E centre(8,2,g39)
 E centre(8,3,g39)
 E centre(8,4,g40)
 E centre(8,6,g41)
 E centre(8,7,g41)
 E centre(8,10,g42)
 E centre(8,13,g43)
 E centre(8,17,g44)
 E centre(8,18,g44)
 E centre(8,19,g45)
 E centre(8,14,g46)
 E centre(9,14,g46)
 E centre(8,15,g47)
 E centre(8,16,g47)
 E centre(9,15,g47)
 E centre(9,16,g47)
 E centre(9,2,g48)
 E centre(9,3,g48)
 E centre(9,8,g49)
 E centre(9,9,g50)
 E centre(9,10,g50)
 E centre(9,11,g51)
 E centre(9,12,g52)
 E centre(9,18,g53)
 E symmetry(0,0,g0)
 E symmetry(0,2,g1)
 E symmetry(0,3,g1)
 E symmetry(0,4,g1)
 E symmetry(0,5,g1)
 E symmetry(0,13,g2)
 E symmetry(0,14,g2)
 E symmetry(0,15,g2)
 E symmetry(0,8,g3)
 E symmetry(0,9,g3)
 E symmetry(0,10,g3)
 E symmetry(0,11,g3)
 E symmetry(0,12,g3)
 E symmetry(0,14,g3)
 E symmetry(0,19,g4)
 E symmetry(0,0,g5)
 E symmetry(0,12,g6)
 E symmetry(0,13,g6)
 E symmetry(0,14,g6)
 E symmetry(0,17,g6)
 E symmetry(0,18,g6)
 E symmetry(1,13,g6)
 E symmetry(1,14,g6)
 E symmetry(1,15,g6)
 E symmetry(0,2,g7)
 E symmetry(0,3,g7)
 E symmetry(0,7,g7)
 E symmetry(1,3,g7)
 E symmetry(1,4,g7)
 E symmetry(1,5,g7)
 E symmetry(1,6,g7)
 E symmetry(1,7,g7)
 E symmetry(1,8,g7)
 E symmetry(0,7,g8)
 E symmetry(0,8,g8)
 E symmetry(0,9,g8)
 E symmetry(0,10,g8)
 E symmetry(1,9,g8)
 E symmetry(1,10,g8)
 E symmetry(1,1,g9)
 E symmetry(1,2,g9)
 E symmetry(2,0,g9)
 E symmetry(0,8,g10)
 E symmetry(0,9,g10)
 E symmetry(0,10,g10)
 E symmetry(1,8,g10)
 E symmetry(1,10,g10)
 E symmetry(0,12,g11)
 E symmetry(0,13,g11)
 E symmetry(1,12,g11)
 E symmetry(1,13,g11)
 E symmetry(1,14,g11)
 E symmetry(2,11,g11)
 E symmetry(2,15,g12)
 E symmetry(2,16,g12)
 E symmetry(2,17,g12)
 E symmetry(0,2,g13)
 E symmetry(0,3,g13)
 E symmetry(0,4,g13)
 E symmetry(1,3,g13)
 E symmetry(1,4,g13)
 E symmetry(2,3,g13)
 E symmetry(3,1,g13)
 E symmetry(3,2,g13)
 E symmetry(3,4,g14)
 E symmetry(3,5,g14)
 E symmetry(3,6,g14)
 E symmetry(2,18,g15)
 E symmetry(2,13,g16)
 E symmetry(2,14,g16)
 E symmetry(3,13,g16)
 E symmetry(3,14,g16)
 E symmetry(3,17,g17)
 E symmetry(3,0,g18)
 E symmetry(4,0,g18)
 E symmetry(1,1,g19)
 E symmetry(1,2,g19)
 E symmetry(2,2,g19)
 E symmetry(3,1,g19)
 E symmetry(3,2,g19)
 E symmetry(0,2,g20)
 E symmetry(0,3,g20)
 E symmetry(0,4,g20)
 E symmetry(1,3,g20)
 E symmetry(2,2,g20)
 E symmetry(2,3,g20)
 E symmetry(2,4,g20)
 E symmetry(3,4,g20)
 E symmetry(3,5,g20)
 E symmetry(4,4,g20)
 E symmetry(4,5,g21)
 E symmetry(4,6,g21)
 E symmetry(3,8,g22)
 E symmetry(3,9,g22)
 E symmetry(3,11,g22)
 E symmetry(4,8,g22)
 E symmetry(4,9,g22)
 E symmetry(4,10,g22)
 E symmetry(4,11,g22)
 E symmetry(3,14,g23)
 E symmetry(4,14,g23)
 E symmetry(4,15,g23)
 E symmetry(4,16,g23)
 E symmetry(2,19,g24)
 E symmetry(3,19,g24)
 E symmetry(4,19,g24)
 E symmetry(4,15,g25)
 E symmetry(4,16,g25)
 E symmetry(5,0,g26)
 E symmetry(5,11,g27)
 E symmetry(5,12,g27)
 E symmetry(5,13,g27)
 E symmetry(4,15,g28)
 E symmetry(4,16,g28)
 E symmetry(5,16,g28)
 E symmetry(4,18,g29)
 E symmetry(5,17,g29)
 E symmetry(5,18,g29)
 E symmetry(4,7,g31)
 E symmetry(5,7,g31)
 E symmetry(5,8,g31)
 E symmetry(6,5,g31)
 E symmetry(5,12,g32)
 E symmetry(6,12,g32)
 E symmetry(5,7,g33)
 E symmetry(5,8,g33)
 E symmetry(6,8,g33)
 E symmetry(6,9,g33)
 E symmetry(6,10,g33)
 E symmetry(6,9,g34)
 E symmetry(6,10,g34)
 E symmetry(6,9,g35)
 E symmetry(6,10,g35)
 E symmetry(7,10,g35)
 E symmetry(7,13,g37)
 E symmetry(7,14,g37)
 E symmetry(7,0,g38)
 E symmetry(7,1,g38)
 E symmetry(8,2,g39)
 E symmetry(7,2,g40)
 E symmetry(7,3,g40)
 E symmetry(7,4,g40)
 E symmetry(7,6,g41)
 E symmetry(7,7,g41)
 E symmetry(8,5,g41)
 E symmetry(8,6,g41)
 E symmetry(8,8,g42)
 E symmetry(8,9,g42)
 E symmetry(7,13,g43)
 E symmetry(7,18,g44)
 E symmetry(8,17,g44)
 E symmetry(7,19,g45)
 E symmetry(8,14,g46)
 E symmetry(8,15,g47)
 E symmetry(8,16,g47)
 E symmetry(9,0,g48)
 E symmetry(9,1,g48)
 E symmetry(9,2,g48)
 E symmetry(9,9,g50)
 E symmetry(9,17,g53)
 E label_pred(g0,0,0)
 E label_pred(g0,0,2)
 E label_pred(g1,0,2)
 E label_pred(g1,0,3)
 E label_pred(g1,0,4)
 E label_pred(g1,0,7)
 E label_pred(g1,0,8)
 E label_pred(g1,0,9)
 E label_pred(g2,0,13)
 E label_pred(g2,0,14)
 E label_pred(g2,0,17)
 E label_pred(g2,0,18)
 E label_pred(g3,0,8)
 E label_pred(g3,0,9)
 E label_pred(g3,0,10)
 E label_pred(g3,0,12)
 E label_pred(g3,0,14)
 E label_pred(g3,1,8)
 E label_pred(g3,1,10)
 E label_pred(g3,1,12)
 E label_pred(g3,1,13)
 E label_pred(g3,1,14)
 E label_pred(g5,0,0)
 E label_pred(g5,2,0)
 E label_pred(g6,0,12)
 E label_pred(g6,0,13)
 E label_pred(g6,0,14)
 E label_pred(g6,0,17)
 E label_pred(g6,0,18)
 E label_pred(g6,1,13)
 E label_pred(g6,1,14)
 E label_pred(g6,1,17)
 E label_pred(g6,1,18)
 E label_pred(g6,2,13)
 E label_pred(g6,2,14)
 E label_pred(g6,2,17)
 E label_pred(g6,2,18)
 E label_pred(g6,2,19)
 E label_pred(g7,0,2)
 E label_pred(g7,0,3)
 E label_pred(g7,0,7)
 E label_pred(g7,1,3)
 E label_pred(g7,1,4)
 E label_pred(g7,1,7)
 E label_pred(g7,1,8)
 E label_pred(g7,2,3)
 E label_pred(g7,2,4)
 E label_pred(g7,2,7)
 E label_pred(g7,2,8)
 E label_pred(g7,3,4)
 E label_pred(g7,3,8)
 E label_pred(g7,3,9)
 E label_pred(g8,0,7)
 E label_pred(g8,0,8)
 E label_pred(g8,0,9)
 E label_pred(g8,0,10)
 E label_pred(g8,1,10)
 E label_pred(g8,2,8)
 E label_pred(g8,3,8)
 E label_pred(g8,3,9)
 E label_pred(g8,3,10)
 E label_pred(g8,3,11)
 E label_pred(g9,1,1)
 E label_pred(g9,1,2)
 E label_pred(g9,2,0)
 E label_pred(g9,2,2)
 E label_pred(g9,3,0)
 E label_pred(g9,3,1)
 E label_pred(g10,0,8)
 E label_pred(g10,0,9)
 E label_pred(g10,0,10)
 E label_pred(g10,1,8)
 E label_pred(g10,1,10)
 E label_pred(g10,3,10)
 E label_pred(g10,3,12)
 E label_pred(g10,4,10)
 E label_pred(g10,4,11)
 E label_pred(g10,4,12)
 E label_pred(g11,0,12)
 E label_pred(g11,0,13)
 E label_pred(g11,1,12)
 E label_pred(g11,1,13)
 E label_pred(g11,1,14)
 E label_pred(g11,3,9)
 E label_pred(g11,3,10)
 E label_pred(g11,3,11)
 E label_pred(g11,4,10)
 E label_pred(g11,4,11)
 E label_pred(g12,2,17)
 E label_pred(g12,3,14)
 E label_pred(g13,0,2)
 E label_pred(g13,0,3)
 E label_pred(g13,0,4)
 E label_pred(g13,1,3)
 E label_pred(g13,1,4)
 E label_pred(g13,2,3)
 E label_pred(g13,3,1)
 E label_pred(g13,3,2)
 E label_pred(g13,3,4)
 E label_pred(g13,3,5)
 E label_pred(g13,4,3)
 E label_pred(g13,5,2)
 E label_pred(g13,5,3)
 E label_pred(g13,6,2)
 E label_pred(g13,6,3)
 E label_pred(g13,6,4)
 E label_pred(g14,3,4)
 E label_pred(g14,3,5)
 E label_pred(g14,3,8)
 E label_pred(g14,3,9)
 E label_pred(g15,2,18)
 E label_pred(g15,4,18)
 E label_pred(g16,2,13)
 E label_pred(g16,2,14)
 E label_pred(g16,3,14)
 E label_pred(g16,4,12)
 E label_pred(g16,5,12)
 E label_pred(g16,5,13)
 E label_pred(g18,3,0)
 E label_pred(g18,5,1)
 E label_pred(g19,1,1)
 E label_pred(g19,1,2)
 E label_pred(g19,2,2)
 E label_pred(g19,3,1)
 E label_pred(g19,3,2)
 E label_pred(g19,5,2)
 E label_pred(g19,5,3)
 E label_pred(g19,6,2)
 E label_pred(g19,7,2)
 E label_pred(g19,7,3)
 E label_pred(g20,0,2)
 E label_pred(g20,0,3)
 E label_pred(g20,0,4)
 E label_pred(g20,1,3)
 E label_pred(g20,2,2)
 E label_pred(g20,2,3)
 E label_pred(g20,2,4)
 E label_pred(g20,3,4)
 E label_pred(g20,3,5)
 E label_pred(g20,6,3)
 E label_pred(g20,6,4)
 E label_pred(g20,7,4)
 E label_pred(g20,7,5)
 E label_pred(g20,7,6)
 E label_pred(g20,8,5)
 E label_pred(g20,9,4)
 E label_pred(g20,9,5)
 E label_pred(g20,9,6)
 E label_pred(g22,3,8)
 E label_pred(g22,3,9)
 E label_pred(g22,3,11)
 E label_pred(g22,4,8)
 E label_pred(g22,4,10)
 E label_pred(g22,4,11)
 E label_pred(g22,5,7)
 E label_pred(g22,5,8)
 E label_pred(g22,5,10)
 E label_pred(g22,6,7)
 E label_pred(g22,6,9)
 E label_pred(g22,6,10)
 E label_pred(g23,3,14)
 E label_pred(g23,4,15)
 E label_pred(g23,4,16)
 E label_pred(g23,5,12)
 E label_pred(g23,5,13)
 E label_pred(g23,6,14)
 E label_pred(g24,2,19)
 E label_pred(g24,3,19)
 E label_pred(g24,6,19)
 E label_pred(g24,7,19)
 E label_pred(g25,4,15)
 E label_pred(g25,4,16)
 E label_pred(g25,6,14)
 E label_pred(g25,6,15)
 E label_pred(g27,5,12)
 E label_pred(g27,5,13)
 E label_pred(g27,6,9)
 E label_pred(g27,6,10)
 E label_pred(g28,4,15)
 E label_pred(g28,4,16)
 E label_pred(g28,7,16)
 E label_pred(g28,7,17)
 E label_pred(g29,4,18)
 E label_pred(g29,7,17)
 E label_pred(g31,4,7)
 E label_pred(g31,5,7)
 E label_pred(g31,5,8)
 E label_pred(g31,6,5)
 E label_pred(g31,6,7)
 E label_pred(g31,7,4)
 E label_pred(g31,7,5)
 E label_pred(g31,8,5)
 E label_pred(g32,5,12)
 E label_pred(g32,7,13)
 E label_pred(g33,5,7)
 E label_pred(g33,5,8)
 E label_pred(g33,6,9)
 E label_pred(g33,6,10)
 E label_pred(g33,7,6)
 E label_pred(g33,7,7)
 E label_pred(g33,8,8)
 E label_pred(g33,8,9)
 E label_pred(g34,6,9)
 E label_pred(g34,6,10)
 E label_pred(g34,8,8)
 E label_pred(g34,8,9)
 E label_pred(g35,6,9)
 E label_pred(g35,6,10)
 E label_pred(g35,8,11)
 E label_pred(g35,8,12)
 E label_pred(g37,7,13)
 E label_pred(g37,7,16)
 E label_pred(g40,7,2)
 E label_pred(g40,7,3)
 E label_pred(g40,7,4)
 E label_pred(g40,9,4)
 E label_pred(g40,9,5)
 E label_pred(g40,9,6)
 E label_pred(g41,7,6)
 E label_pred(g41,7,7)
 E label_pred(g41,8,5)
 E label_pred(g41,8,8)
 E label_pred(g41,9,6)
 E label_pred(g41,9,7)
 E label_pred(g42,8,8)
 E label_pred(g42,8,9)
 E label_pred(g42,8,11)
 E label_pred(g42,8,12)
 E label_pred(g43,7,13)
 E label_pred(g43,9,13)
 E label_pred(g44,7,18)
 E label_pred(g44,9,17)
 E label_pred(g45,7,19)
 E label_pred(g45,9,19)
 E label_pred(g48,9,0)
 E label_pred(g48,9,1)
 E label_pred(g48,9,4)
 E label_pred(g48,9,5)
 E label_pred(g53,9,17)
 E label_pred(g53,9,19)
 L label_tail(g1,0,2,0,3)
 L label_tail(g1,0,3,0,2)
 L label_tail(g1,0,3,0,4)
 L label_tail(g1,0,4,0,3)
 L label_tail(g1,0,7,0,8)
 L label_tail(g1,0,8,0,7)
 L label_tail(g1,0,8,0,9)
 L label_tail(g1,0,9,0,8)
 L label_tail(g2,0,13,0,14)
 L label_tail(g2,0,14,0,13)
 L label_tail(g2,0,17,0,18)
 L label_tail(g2,0,18,0,17)
 L label_tail(g3,0,8,0,9)
 L label_tail(g3,0,9,0,8)
 L label_tail(g3,0,9,0,10)
 L label_tail(g3,0,10,0,9)
 L label_tail(g3,1,12,1,13)
 L label_tail(g3,1,13,1,12)
 L label_tail(g3,1,13,1,14)
 L label_tail(g3,1,14,1,13)
 L label_tail(g3,0,8,1,8)
 L label_tail(g3,1,8,0,8)
 L label_tail(g3,0,10,1,10)
 L label_tail(g3,1,10,0,10)
 L label_tail(g3,0,12,1,12)
 L label_tail(g3,1,12,0,12)
 L label_tail(g3,0,14,1,14)
 L label_tail(g3,1,14,0,14)
 L label_tail(g6,0,12,0,13)
 L label_tail(g6,0,13,0,12)
 L label_tail(g6,0,13,0,14)
 L label_tail(g6,0,14,0,13)
 L label_tail(g6,0,17,0,18)
 L label_tail(g6,0,18,0,17)
 L label_tail(g6,1,13,1,14)
 L label_tail(g6,1,14,1,13)
 L label_tail(g6,1,17,1,18)
 L label_tail(g6,1,18,1,17)
 L label_tail(g6,2,13,2,14)
 L label_tail(g6,2,14,2,13)
 L label_tail(g6,2,17,2,18)
 L label_tail(g6,2,18,2,17)
 L label_tail(g6,2,18,2,19)
 L label_tail(g6,2,19,2,18)
 L label_tail(g6,0,13,1,13)
 L label_tail(g6,1,13,0,13)
 L label_tail(g6,0,14,1,14)
 L label_tail(g6,1,14,0,14)
 L label_tail(g6,0,17,1,17)
 L label_tail(g6,1,17,0,17)
 L label_tail(g6,0,18,1,18)
 L label_tail(g6,1,18,0,18)
 L label_tail(g6,1,13,2,13)
 L label_tail(g6,2,13,1,13)
 L label_tail(g6,1,14,2,14)
 L label_tail(g6,2,14,1,14)
 L label_tail(g6,1,17,2,17)
 L label_tail(g6,2,17,1,17)
 L label_tail(g6,1,18,2,18)
 L label_tail(g6,2,18,1,18)
 L label_tail(g7,0,2,0,3)
 L label_tail(g7,0,3,0,2)
 L label_tail(g7,1,3,1,4)
 L label_tail(g7,1,4,1,3)
 L label_tail(g7,1,7,1,8)
 L label_tail(g7,1,8,1,7)
 L label_tail(g7,2,3,2,4)
 L label_tail(g7,2,4,2,3)
 L label_tail(g7,2,7,2,8)
 L label_tail(g7,2,8,2,7)
 L label_tail(g7,3,8,3,9)
 L label_tail(g7,3,9,3,8)
 L label_tail(g7,0,3,1,3)
 L label_tail(g7,1,3,0,3)
 L label_tail(g7,0,7,1,7)
 L label_tail(g7,1,7,0,7)
 L label_tail(g7,1,3,2,3)
 L label_tail(g7,2,3,1,3)
 L label_tail(g7,1,4,2,4)
 L label_tail(g7,2,4,1,4)
 L label_tail(g7,1,7,2,7)
 L label_tail(g7,2,7,1,7)
 L label_tail(g7,1,8,2,8)
 L label_tail(g7,2,8,1,8)
 L label_tail(g7,2,4,3,4)
 L label_tail(g7,3,4,2,4)
 L label_tail(g7,2,8,3,8)
 L label_tail(g7,3,8,2,8)
 L label_tail(g8,0,7,0,8)
 L label_tail(g8,0,8,0,7)
 L label_tail(g8,0,8,0,9)
 L label_tail(g8,0,9,0,8)
 L label_tail(g8,0,9,0,10)
 L label_tail(g8,0,10,0,9)
 L label_tail(g8,3,8,3,9)
 L label_tail(g8,3,9,3,8)
 L label_tail(g8,3,9,3,10)
 L label_tail(g8,3,10,3,9)
 L label_tail(g8,3,10,3,11)
 L label_tail(g8,3,11,3,10)
 L label_tail(g8,0,10,1,10)
 L label_tail(g8,1,10,0,10)
 L label_tail(g8,2,8,3,8)
 L label_tail(g8,3,8,2,8)
 L label_tail(g9,1,1,1,2)
 L label_tail(g9,1,2,1,1)
 L label_tail(g9,3,0,3,1)
 L label_tail(g9,3,1,3,0)
 L label_tail(g9,1,2,2,2)
 L label_tail(g9,2,2,1,2)
 L label_tail(g9,2,0,3,0)
 L label_tail(g9,3,0,2,0)
 L label_tail(g10,0,8,0,9)
 L label_tail(g10,0,9,0,8)
 L label_tail(g10,0,9,0,10)
 L label_tail(g10,0,10,0,9)
 L label_tail(g10,4,10,4,11)
 L label_tail(g10,4,11,4,10)
 L label_tail(g10,4,11,4,12)
 L label_tail(g10,4,12,4,11)
 L label_tail(g10,0,8,1,8)
 L label_tail(g10,1,8,0,8)
 L label_tail(g10,0,10,1,10)
 L label_tail(g10,1,10,0,10)
 L label_tail(g10,3,10,4,10)
 L label_tail(g10,4,10,3,10)
 L label_tail(g10,3,12,4,12)
 L label_tail(g10,4,12,3,12)
 L label_tail(g11,0,12,0,13)
 L label_tail(g11,0,13,0,12)
 L label_tail(g11,1,12,1,13)
 L label_tail(g11,1,13,1,12)
 L label_tail(g11,1,13,1,14)
 L label_tail(g11,1,14,1,13)
 L label_tail(g11,3,9,3,10)
 L label_tail(g11,3,10,3,9)
 L label_tail(g11,3,10,3,11)
 L label_tail(g11,3,11,3,10)
 L label_tail(g11,4,10,4,11)
 L label_tail(g11,4,11,4,10)
 L label_tail(g11,0,12,1,12)
 L label_tail(g11,1,12,0,12)
 L label_tail(g11,0,13,1,13)
 L label_tail(g11,1,13,0,13)
 L label_tail(g11,3,10,4,10)
 L label_tail(g11,4,10,3,10)
 L label_tail(g11,3,11,4,11)
 L label_tail(g11,4,11,3,11)
 L label_tail(g13,0,2,0,3)
 L label_tail(g13,0,3,0,2)
 L label_tail(g13,0,3,0,4)
 L label_tail(g13,0,4,0,3)
 L label_tail(g13,1,3,1,4)
 L label_tail(g13,1,4,1,3)
 L label_tail(g13,3,1,3,2)
 L label_tail(g13,3,2,3,1)
 L label_tail(g13,3,4,3,5)
 L label_tail(g13,3,5,3,4)
 L label_tail(g13,5,2,5,3)
 L label_tail(g13,5,3,5,2)
 L label_tail(g13,6,2,6,3)
 L label_tail(g13,6,3,6,2)
 L label_tail(g13,6,3,6,4)
 L label_tail(g13,6,4,6,3)
 L label_tail(g13,0,3,1,3)
 L label_tail(g13,1,3,0,3)
 L label_tail(g13,0,4,1,4)
 L label_tail(g13,1,4,0,4)
 L label_tail(g13,1,3,2,3)
 L label_tail(g13,2,3,1,3)
 L label_tail(g13,4,3,5,3)
 L label_tail(g13,5,3,4,3)
 L label_tail(g13,5,2,6,2)
 L label_tail(g13,6,2,5,2)
 L label_tail(g13,5,3,6,3)
 L label_tail(g13,6,3,5,3)
 L label_tail(g14,3,4,3,5)
 L label_tail(g14,3,5,3,4)
 L label_tail(g14,3,8,3,9)
 L label_tail(g14,3,9,3,8)
 L label_tail(g16,2,13,2,14)
 L label_tail(g16,2,14,2,13)
 L label_tail(g16,5,12,5,13)
 L label_tail(g16,5,13,5,12)
 L label_tail(g16,2,14,3,14)
 L label_tail(g16,3,14,2,14)
 L label_tail(g16,4,12,5,12)
 L label_tail(g16,5,12,4,12)
 L label_tail(g19,1,1,1,2)
 L label_tail(g19,1,2,1,1)
 L label_tail(g19,3,1,3,2)
 L label_tail(g19,3,2,3,1)
 L label_tail(g19,5,2,5,3)
 L label_tail(g19,5,3,5,2)
 L label_tail(g19,7,2,7,3)
 L label_tail(g19,7,3,7,2)
 L label_tail(g19,1,2,2,2)
 L label_tail(g19,2,2,1,2)
 L label_tail(g19,2,2,3,2)
 L label_tail(g19,3,2,2,2)
 L label_tail(g19,5,2,6,2)
 L label_tail(g19,6,2,5,2)
 L label_tail(g19,6,2,7,2)
 L label_tail(g19,7,2,6,2)
 L label_tail(g20,0,2,0,3)
 L label_tail(g20,0,3,0,2)
 L label_tail(g20,0,3,0,4)
 L label_tail(g20,0,4,0,3)
 L label_tail(g20,2,2,2,3)
 L label_tail(g20,2,3,2,2)
 L label_tail(g20,2,3,2,4)
 L label_tail(g20,2,4,2,3)
 L label_tail(g20,3,4,3,5)
 L label_tail(g20,3,5,3,4)
 L label_tail(g20,6,3,6,4)
 L label_tail(g20,6,4,6,3)
 L label_tail(g20,7,4,7,5)
 L label_tail(g20,7,5,7,4)
 L label_tail(g20,7,5,7,6)
 L label_tail(g20,7,6,7,5)
 L label_tail(g20,9,4,9,5)
 L label_tail(g20,9,5,9,4)
 L label_tail(g20,9,5,9,6)
 L label_tail(g20,9,6,9,5)
 L label_tail(g20,0,3,1,3)
 L label_tail(g20,1,3,0,3)
 L label_tail(g20,1,3,2,3)
 L label_tail(g20,2,3,1,3)
 L label_tail(g20,2,4,3,4)
 L label_tail(g20,3,4,2,4)
 L label_tail(g20,6,4,7,4)
 L label_tail(g20,7,4,6,4)
 L label_tail(g20,7,5,8,5)
 L label_tail(g20,8,5,7,5)
 L label_tail(g20,8,5,9,5)
 L label_tail(g20,9,5,8,5)
 L label_tail(g22,3,8,3,9)
 L label_tail(g22,3,9,3,8)
 L label_tail(g22,4,10,4,11)
 L label_tail(g22,4,11,4,10)
 L label_tail(g22,5,7,5,8)
 L label_tail(g22,5,8,5,7)
 L label_tail(g22,6,9,6,10)
 L label_tail(g22,6,10,6,9)
 L label_tail(g22,3,8,4,8)
 L label_tail(g22,4,8,3,8)
 L label_tail(g22,3,11,4,11)
 L label_tail(g22,4,11,3,11)
 L label_tail(g22,4,8,5,8)
 L label_tail(g22,5,8,4,8)
 L label_tail(g22,4,10,5,10)
 L label_tail(g22,5,10,4,10)
 L label_tail(g22,5,7,6,7)
 L label_tail(g22,6,7,5,7)
 L label_tail(g22,5,10,6,10)
 L label_tail(g22,6,10,5,10)
 L label_tail(g23,4,15,4,16)
 L label_tail(g23,4,16,4,15)
 L label_tail(g23,5,12,5,13)
 L label_tail(g23,5,13,5,12)
 L label_tail(g24,2,19,3,19)
 L label_tail(g24,3,19,2,19)
 L label_tail(g24,6,19,7,19)
 L label_tail(g24,7,19,6,19)
 L label_tail(g25,4,15,4,16)
 L label_tail(g25,4,16,4,15)
 L label_tail(g25,6,14,6,15)
 L label_tail(g25,6,15,6,14)
 L label_tail(g27,5,12,5,13)
 L label_tail(g27,5,13,5,12)
 L label_tail(g27,6,9,6,10)
 L label_tail(g27,6,10,6,9)
 L label_tail(g28,4,15,4,16)
 L label_tail(g28,4,16,4,15)
 L label_tail(g28,7,16,7,17)
 L label_tail(g28,7,17,7,16)
 L label_tail(g31,5,7,5,8)
 L label_tail(g31,5,8,5,7)
 L label_tail(g31,7,4,7,5)
 L label_tail(g31,7,5,7,4)
 L label_tail(g31,4,7,5,7)
 L label_tail(g31,5,7,4,7)
 L label_tail(g31,5,7,6,7)
 L label_tail(g31,6,7,5,7)
 L label_tail(g31,6,5,7,5)
 L label_tail(g31,7,5,6,5)
 L label_tail(g31,7,5,8,5)
 L label_tail(g31,8,5,7,5)
 L label_tail(g33,5,7,5,8)
 L label_tail(g33,5,8,5,7)
 L label_tail(g33,6,9,6,10)
 L label_tail(g33,6,10,6,9)
 L label_tail(g33,7,6,7,7)
 L label_tail(g33,7,7,7,6)
 L label_tail(g33,8,8,8,9)
 L label_tail(g33,8,9,8,8)
 L label_tail(g34,6,9,6,10)
 L label_tail(g34,6,10,6,9)
 L label_tail(g34,8,8,8,9)
 L label_tail(g34,8,9,8,8)
 L label_tail(g35,6,9,6,10)
 L label_tail(g35,6,10,6,9)
 L label_tail(g35,8,11,8,12)
 L label_tail(g35,8,12,8,11)
 L label_tail(g40,7,2,7,3)
 L label_tail(g40,7,3,7,2)
 L label_tail(g40,7,3,7,4)
 L label_tail(g40,7,4,7,3)
 L label_tail(g40,9,4,9,5)
 L label_tail(g40,9,5,9,4)
 L label_tail(g40,9,5,9,6)
 L label_tail(g40,9,6,9,5)
 L label_tail(g41,7,6,7,7)
 L label_tail(g41,7,7,7,6)
 L label_tail(g41,9,6,9,7)
 L label_tail(g41,9,7,9,6)
 L label_tail(g42,8,8,8,9)
 L label_tail(g42,8,9,8,8)
 L label_tail(g42,8,11,8,12)
 L label_tail(g42,8,12,8,11)
 L label_tail(g48,9,0,9,1)
 L label_tail(g48,9,1,9,0)
 L label_tail(g48,9,4,9,5)
 L label_tail(g48,9,5,9,4)
 G label_order(g0,0,1,0,0)
 G label_order(g0,0,1,0,2)
 G label_order(g1,0,2,0,3)
 G label_order(g1,0,3,0,2)
 G label_order(g1,0,3,0,4)
 G label_order(g1,0,4,0,3)
 G label_order(g1,0,5,0,4)
 G label_order(g1,0,6,0,7)
 G label_order(g1,0,7,0,8)
 G label_order(g1,0,8,0,7)
 G label_order(g1,0,8,0,9)
 G label_order(g1,0,9,0,8)
 G label_order(g2,0,13,0,14)
 G label_order(g2,0,14,0,13)
 G label_order(g2,0,15,0,14)
 G label_order(g2,0,16,0,17)
 G label_order(g2,0,17,0,18)
 G label_order(g2,0,18,0,17)
 G label_order(g3,0,8,0,9)
 G label_order(g3,0,9,0,8)
 G label_order(g3,0,9,0,10)
 G label_order(g3,0,10,0,9)
 G label_order(g3,0,11,0,10)
 G label_order(g3,0,11,0,12)
 G label_order(g3,1,11,1,10)
 G label_order(g3,1,11,1,12)
 G label_order(g3,1,12,1,13)
 G label_order(g3,1,13,1,12)
 G label_order(g3,1,13,1,14)
 G label_order(g3,1,14,1,13)
 G label_order(g3,0,8,1,8)
 G label_order(g3,1,8,0,8)
 G label_order(g3,0,10,1,10)
 G label_order(g3,1,10,0,10)
 G label_order(g3,0,12,1,12)
 G label_order(g3,1,12,0,12)
 G label_order(g3,0,14,1,14)
 G label_order(g3,1,14,0,14)
 G label_order(g5,1,0,0,0)
 G label_order(g5,1,0,2,0)
 G label_order(g6,0,12,0,13)
 G label_order(g6,0,13,0,12)
 G label_order(g6,0,13,0,14)
 G label_order(g6,0,14,0,13)
 G label_order(g6,0,17,0,18)
 G label_order(g6,0,18,0,17)
 G label_order(g6,1,13,1,14)
 G label_order(g6,1,14,1,13)
 G label_order(g6,1,15,1,14)
 G label_order(g6,1,16,1,17)
 G label_order(g6,1,17,1,18)
 G label_order(g6,1,18,1,17)
 G label_order(g6,2,13,2,14)
 G label_order(g6,2,14,2,13)
 G label_order(g6,2,17,2,18)
 G label_order(g6,2,18,2,17)
 G label_order(g6,2,18,2,19)
 G label_order(g6,2,19,2,18)
 G label_order(g6,0,13,1,13)
 G label_order(g6,1,13,0,13)
 G label_order(g6,0,14,1,14)
 G label_order(g6,1,14,0,14)
 G label_order(g6,0,17,1,17)
 G label_order(g6,1,17,0,17)
 G label_order(g6,0,18,1,18)
 G label_order(g6,1,18,0,18)
 G label_order(g6,1,13,2,13)
 G label_order(g6,2,13,1,13)
 G label_order(g6,1,14,2,14)
 G label_order(g6,2,14,1,14)
 G label_order(g6,1,17,2,17)
 G label_order(g6,2,17,1,17)
 G label_order(g6,1,18,2,18)
 G label_order(g6,2,18,1,18)
 G label_order(g7,0,2,0,3)
 G label_order(g7,0,3,0,2)
 G label_order(g7,1,3,1,4)
 G label_order(g7,1,4,1,3)
 G label_order(g7,1,5,1,4)
 G label_order(g7,1,6,1,7)
 G label_order(g7,1,7,1,8)
 G label_order(g7,1,8,1,7)
 G label_order(g7,2,3,2,4)
 G label_order(g7,2,4,2,3)
 G label_order(g7,2,5,2,4)
 G label_order(g7,2,6,2,7)
 G label_order(g7,2,7,2,8)
 G label_order(g7,2,8,2,7)
 G label_order(g7,3,8,3,9)
 G label_order(g7,3,9,3,8)
 G label_order(g7,0,3,1,3)
 G label_order(g7,1,3,0,3)
 G label_order(g7,0,7,1,7)
 G label_order(g7,1,7,0,7)
 G label_order(g7,1,3,2,3)
 G label_order(g7,2,3,1,3)
 G label_order(g7,1,4,2,4)
 G label_order(g7,2,4,1,4)
 G label_order(g7,1,7,2,7)
 G label_order(g7,2,7,1,7)
 G label_order(g7,1,8,2,8)
 G label_order(g7,2,8,1,8)
 G label_order(g7,2,4,3,4)
 G label_order(g7,3,4,2,4)
 G label_order(g7,2,8,3,8)
 G label_order(g7,3,8,2,8)
 G label_order(g8,0,7,0,8)
 G label_order(g8,0,8,0,7)
 G label_order(g8,0,8,0,9)
 G label_order(g8,0,9,0,8)
 G label_order(g8,0,9,0,10)
 G label_order(g8,0,10,0,9)
 G label_order(g8,1,9,1,10)
 G label_order(g8,2,9,2,8)
 G label_order(g8,3,8,3,9)
 G label_order(g8,3,9,3,8)
 G label_order(g8,3,9,3,10)
 G label_order(g8,3,10,3,9)
 G label_order(g8,3,10,3,11)
 G label_order(g8,3,11,3,10)
 G label_order(g8,1,9,0,9)
 G label_order(g8,0,10,1,10)
 G label_order(g8,1,10,0,10)
 G label_order(g8,2,8,3,8)
 G label_order(g8,3,8,2,8)
 G label_order(g8,2,9,3,9)
 G label_order(g9,1,1,1,2)
 G label_order(g9,1,2,1,1)
 G label_order(g9,2,1,2,0)
 G label_order(g9,2,1,2,2)
 G label_order(g9,3,0,3,1)
 G label_order(g9,3,1,3,0)
 G label_order(g9,2,1,1,1)
 G label_order(g9,1,2,2,2)
 G label_order(g9,2,2,1,2)
 G label_order(g9,2,0,3,0)
 G label_order(g9,3,0,2,0)
 G label_order(g9,2,1,3,1)
 G label_order(g10,0,8,0,9)
 G label_order(g10,0,9,0,8)
 G label_order(g10,0,9,0,10)
 G label_order(g10,0,10,0,9)
 G label_order(g10,4,10,4,11)
 G label_order(g10,4,11,4,10)
 G label_order(g10,4,11,4,12)
 G label_order(g10,4,12,4,11)
 G label_order(g10,0,8,1,8)
 G label_order(g10,1,8,0,8)
 G label_order(g10,0,10,1,10)
 G label_order(g10,1,10,0,10)
 G label_order(g10,2,10,1,10)
 G label_order(g10,2,10,3,10)
 G label_order(g10,3,10,4,10)
 G label_order(g10,4,10,3,10)
 G label_order(g10,3,12,4,12)
 G label_order(g10,4,12,3,12)
 G label_order(g11,0,12,0,13)
 G label_order(g11,0,13,0,12)
 G label_order(g11,1,12,1,13)
 G label_order(g11,1,13,1,12)
 G label_order(g11,1,13,1,14)
 G label_order(g11,1,14,1,13)
 G label_order(g11,3,9,3,10)
 G label_order(g11,3,10,3,9)
 G label_order(g11,3,10,3,11)
 G label_order(g11,3,11,3,10)
 G label_order(g11,4,10,4,11)
 G label_order(g11,4,11,4,10)
 G label_order(g11,0,12,1,12)
 G label_order(g11,1,12,0,12)
 G label_order(g11,0,13,1,13)
 G label_order(g11,1,13,0,13)
 G label_order(g11,2,12,1,12)
 G label_order(g11,2,11,3,11)
 G label_order(g11,3,10,4,10)
 G label_order(g11,4,10,3,10)
 G label_order(g11,3,11,4,11)
 G label_order(g11,4,11,3,11)
 G label_order(g12,2,16,2,17)
 G label_order(g12,3,15,3,14)
 G label_order(g13,0,2,0,3)
 G label_order(g13,0,3,0,2)
 G label_order(g13,0,3,0,4)
 G label_order(g13,0,4,0,3)
 G label_order(g13,1,3,1,4)
 G label_order(g13,1,4,1,3)
 G label_order(g13,3,1,3,2)
 G label_order(g13,3,2,3,1)
 G label_order(g13,3,3,3,2)
 G label_order(g13,3,3,3,4)
 G label_order(g13,3,4,3,5)
 G label_order(g13,3,5,3,4)
 G label_order(g13,5,2,5,3)
 G label_order(g13,5,3,5,2)
 G label_order(g13,6,2,6,3)
 G label_order(g13,6,3,6,2)
 G label_order(g13,6,3,6,4)
 G label_order(g13,6,4,6,3)
 G label_order(g13,0,3,1,3)
 G label_order(g13,1,3,0,3)
 G label_order(g13,0,4,1,4)
 G label_order(g13,1,4,0,4)
 G label_order(g13,1,3,2,3)
 G label_order(g13,2,3,1,3)
 G label_order(g13,3,3,2,3)
 G label_order(g13,3,3,4,3)
 G label_order(g13,4,3,5,3)
 G label_order(g13,5,3,4,3)
 G label_order(g13,5,2,6,2)
 G label_order(g13,6,2,5,2)
 G label_order(g13,5,3,6,3)
 G label_order(g13,6,3,5,3)
 G label_order(g14,3,4,3,5)
 G label_order(g14,3,5,3,4)
 G label_order(g14,3,6,3,5)
 G label_order(g14,3,7,3,8)
 G label_order(g14,3,8,3,9)
 G label_order(g14,3,9,3,8)
 G label_order(g15,3,18,2,18)
 G label_order(g15,3,18,4,18)
 G label_order(g16,2,13,2,14)
 G label_order(g16,2,14,2,13)
 G label_order(g16,3,13,3,14)
 G label_order(g16,4,13,4,12)
 G label_order(g16,5,12,5,13)
 G label_order(g16,5,13,5,12)
 G label_order(g16,3,13,2,13)
 G label_order(g16,2,14,3,14)
 G label_order(g16,3,14,2,14)
 G label_order(g16,4,12,5,12)
 G label_order(g16,5,12,4,12)
 G label_order(g16,4,13,5,13)
 G label_order(g18,4,0,3,0)
 G label_order(g18,4,1,5,1)
 G label_order(g19,1,1,1,2)
 G label_order(g19,1,2,1,1)
 G label_order(g19,3,1,3,2)
 G label_order(g19,3,2,3,1)
 G label_order(g19,5,2,5,3)
 G label_order(g19,5,3,5,2)
 G label_order(g19,7,2,7,3)
 G label_order(g19,7,3,7,2)
 G label_order(g19,1,2,2,2)
 G label_order(g19,2,2,1,2)
 G label_order(g19,2,2,3,2)
 G label_order(g19,3,2,2,2)
 G label_order(g19,4,2,3,2)
 G label_order(g19,4,2,5,2)
 G label_order(g19,5,2,6,2)
 G label_order(g19,6,2,5,2)
 G label_order(g19,6,2,7,2)
 G label_order(g19,7,2,6,2)
 G label_order(g20,0,2,0,3)
 G label_order(g20,0,3,0,2)
 G label_order(g20,0,3,0,4)
 G label_order(g20,0,4,0,3)
 G label_order(g20,2,2,2,3)
 G label_order(g20,2,3,2,2)
 G label_order(g20,2,3,2,4)
 G label_order(g20,2,4,2,3)
 G label_order(g20,3,4,3,5)
 G label_order(g20,3,5,3,4)
 G label_order(g20,6,3,6,4)
 G label_order(g20,6,4,6,3)
 G label_order(g20,7,4,7,5)
 G label_order(g20,7,5,7,4)
 G label_order(g20,7,5,7,6)
 G label_order(g20,7,6,7,5)
 G label_order(g20,9,4,9,5)
 G label_order(g20,9,5,9,4)
 G label_order(g20,9,5,9,6)
 G label_order(g20,9,6,9,5)
 G label_order(g20,0,3,1,3)
 G label_order(g20,1,3,0,3)
 G label_order(g20,1,3,2,3)
 G label_order(g20,2,3,1,3)
 G label_order(g20,2,4,3,4)
 G label_order(g20,3,4,2,4)
 G label_order(g20,4,4,3,4)
 G label_order(g20,5,4,6,4)
 G label_order(g20,6,4,7,4)
 G label_order(g20,7,4,6,4)
 G label_order(g20,7,5,8,5)
 G label_order(g20,8,5,7,5)
 G label_order(g20,8,5,9,5)
 G label_order(g20,9,5,8,5)
 G label_order(g22,3,8,3,9)
 G label_order(g22,3,9,3,8)
 G label_order(g22,4,9,4,8)
 G label_order(g22,4,9,4,10)
 G label_order(g22,4,10,4,11)
 G label_order(g22,4,11,4,10)
 G label_order(g22,5,7,5,8)
 G label_order(g22,5,8,5,7)
 G label_order(g22,5,9,5,8)
 G label_order(g22,5,9,5,10)
 G label_order(g22,6,9,6,10)
 G label_order(g22,6,10,6,9)
 G label_order(g22,3,8,4,8)
 G label_order(g22,4,8,3,8)
 G label_order(g22,4,9,3,9)
 G label_order(g22,3,11,4,11)
 G label_order(g22,4,11,3,11)
 G label_order(g22,4,8,5,8)
 G label_order(g22,5,8,4,8)
 G label_order(g22,4,10,5,10)
 G label_order(g22,5,10,4,10)
 G label_order(g22,5,7,6,7)
 G label_order(g22,6,7,5,7)
 G label_order(g22,5,9,6,9)
 G label_order(g22,5,10,6,10)
 G label_order(g22,6,10,5,10)
 G label_order(g23,4,14,4,15)
 G label_order(g23,4,15,4,16)
 G label_order(g23,4,16,4,15)
 G label_order(g23,5,12,5,13)
 G label_order(g23,5,13,5,12)
 G label_order(g23,5,14,5,13)
 G label_order(g23,4,14,3,14)
 G label_order(g23,5,14,6,14)
 G label_order(g24,2,19,3,19)
 G label_order(g24,3,19,2,19)
 G label_order(g24,4,19,3,19)
 G label_order(g24,5,19,6,19)
 G label_order(g24,6,19,7,19)
 G label_order(g24,7,19,6,19)
 G label_order(g25,4,15,4,16)
 G label_order(g25,4,16,4,15)
 G label_order(g25,6,14,6,15)
 G label_order(g25,6,15,6,14)
 G label_order(g25,5,15,4,15)
 G label_order(g25,5,15,6,15)
 G label_order(g27,5,11,5,12)
 G label_order(g27,5,12,5,13)
 G label_order(g27,5,13,5,12)
 G label_order(g27,6,9,6,10)
 G label_order(g27,6,10,6,9)
 G label_order(g27,6,11,6,10)
 G label_order(g28,4,15,4,16)
 G label_order(g28,4,16,4,15)
 G label_order(g28,7,16,7,17)
 G label_order(g28,7,17,7,16)
 G label_order(g28,5,16,4,16)
 G label_order(g28,6,16,7,16)
 G label_order(g29,5,18,4,18)
 G label_order(g29,6,17,7,17)
 G label_order(g31,5,7,5,8)
 G label_order(g31,5,8,5,7)
 G label_order(g31,6,6,6,5)
 G label_order(g31,6,6,6,7)
 G label_order(g31,7,4,7,5)
 G label_order(g31,7,5,7,4)
 G label_order(g31,4,7,5,7)
 G label_order(g31,5,7,4,7)
 G label_order(g31,5,7,6,7)
 G label_order(g31,6,7,5,7)
 G label_order(g31,6,5,7,5)
 G label_order(g31,7,5,6,5)
 G label_order(g31,7,5,8,5)
 G label_order(g31,8,5,7,5)
 G label_order(g32,6,12,5,12)
 G label_order(g32,6,13,7,13)
 G label_order(g33,5,7,5,8)
 G label_order(g33,5,8,5,7)
 G label_order(g33,6,8,6,9)
 G label_order(g33,6,9,6,10)
 G label_order(g33,6,10,6,9)
 G label_order(g33,7,6,7,7)
 G label_order(g33,7,7,7,6)
 G label_order(g33,7,8,7,7)
 G label_order(g33,8,8,8,9)
 G label_order(g33,8,9,8,8)
 G label_order(g33,6,8,5,8)
 G label_order(g33,7,8,8,8)
 G label_order(g34,6,9,6,10)
 G label_order(g34,6,10,6,9)
 G label_order(g34,8,8,8,9)
 G label_order(g34,8,9,8,8)
 G label_order(g34,7,9,6,9)
 G label_order(g34,7,9,8,9)
 G label_order(g35,6,9,6,10)
 G label_order(g35,6,10,6,9)
 G label_order(g35,8,11,8,12)
 G label_order(g35,8,12,8,11)
 G label_order(g35,7,10,6,10)
 G label_order(g35,7,11,8,11)
 G label_order(g37,7,14,7,13)
 G label_order(g37,7,15,7,16)
 G label_order(g40,7,2,7,3)
 G label_order(g40,7,3,7,2)
 G label_order(g40,7,3,7,4)
 G label_order(g40,7,4,7,3)
 G label_order(g40,9,4,9,5)
 G label_order(g40,9,5,9,4)
 G label_order(g40,9,5,9,6)
 G label_order(g40,9,6,9,5)
 G label_order(g40,8,4,7,4)
 G label_order(g40,8,4,9,4)
 G label_order(g41,7,6,7,7)
 G label_order(g41,7,7,7,6)
 G label_order(g41,8,6,8,5)
 G label_order(g41,8,7,8,8)
 G label_order(g41,9,6,9,7)
 G label_order(g41,9,7,9,6)
 G label_order(g41,8,6,7,6)
 G label_order(g41,8,7,7,7)
 G label_order(g41,8,6,9,6)
 G label_order(g41,8,7,9,7)
 G label_order(g42,8,8,8,9)
 G label_order(g42,8,9,8,8)
 G label_order(g42,8,10,8,9)
 G label_order(g42,8,10,8,11)
 G label_order(g42,8,11,8,12)
 G label_order(g42,8,12,8,11)
 G label_order(g43,8,13,7,13)
 G label_order(g43,8,13,9,13)
 G label_order(g44,8,18,7,18)
 G label_order(g44,8,17,9,17)
 G label_order(g45,8,19,7,19)
 G label_order(g45,8,19,9,19)
 G label_order(g48,9,0,9,1)
 G label_order(g48,9,1,9,0)
 G label_order(g48,9,2,9,1)
 G label_order(g48,9,3,9,4)
 G label_order(g48,9,4,9,5)
 G label_order(g48,9,5,9,4)
 G label_order(g53,9,18,9,17)
 G label_order(g53,9,18,9,19)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) symmetry(0,0,g0) 1
    x(0,0,g0) label_pred(g0,0,0) -1
    x(0,1,g0) cover(0,1) 1
    x(0,1,g0) centre(0,1,g0) 1
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) symmetry(0,0,g0) -1
    x(0,2,g0) label_pred(g0,0,2) -1
    x(0,2,g1) cover(0,2) 1
    x(0,2,g1) symmetry(0,2,g1) 1
    x(0,2,g1) label_pred(g1,0,2) -1
    x(0,2,g1) label_tail(g1,0,2,0,3) -1
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) symmetry(0,3,g1) 1
    x(0,3,g1) label_pred(g1,0,3) -1
    x(0,3,g1) label_tail(g1,0,3,0,2) -1
    x(0,3,g1) label_tail(g1,0,3,0,4) -1
    x(0,4,g1) cover(0,4) 1
    x(0,4,g1) symmetry(0,4,g1) 1
    x(0,4,g1) label_pred(g1,0,4) -1
    x(0,4,g1) label_tail(g1,0,4,0,3) -1
    x(0,5,g1) cover(0,5) 1
    x(0,5,g1) centre(0,5,g1) 1
    x(0,5,g1) symmetry(0,5,g1) 1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) centre(0,6,g1) 1
    x(0,6,g1) symmetry(0,5,g1) -1
    x(0,7,g1) cover(0,7) 1
    x(0,7,g1) symmetry(0,4,g1) -1
    x(0,7,g1) label_pred(g1,0,7) -1
    x(0,7,g1) label_tail(g1,0,7,0,8) -1
    x(0,8,g1) cover(0,8) 1
    x(0,8,g1) symmetry(0,3,g1) -1
    x(0,8,g1) label_pred(g1,0,8) -1
    x(0,8,g1) label_tail(g1,0,8,0,7) -1
    x(0,8,g1) label_tail(g1,0,8,0,9) -1
    x(0,9,g1) cover(0,9) 1
    x(0,9,g1) symmetry(0,2,g1) -1
    x(0,9,g1) label_pred(g1,0,9) -1
    x(0,9,g1) label_tail(g1,0,9,0,8) -1
    x(0,13,g2) cover(0,13) 1
    x(0,13,g2) symmetry(0,13,g2) 1
    x(0,13,g2) label_pred(g2,0,13) -1
    x(0,13,g2) label_tail(g2,0,13,0,14) -1
    x(0,14,g2) cover(0,14) 1
    x(0,14,g2) symmetry(0,14,g2) 1
    x(0,14,g2) label_pred(g2,0,14) -1
    x(0,14,g2) label_tail(g2,0,14,0,13) -1
    x(0,15,g2) cover(0,15) 1
    x(0,15,g2) centre(0,15,g2) 1
    x(0,15,g2) symmetry(0,15,g2) 1
    x(0,16,g2) cover(0,16) 1
    x(0,16,g2) centre(0,16,g2) 1
    x(0,16,g2) symmetry(0,15,g2) -1
    x(0,17,g2) cover(0,17) 1
    x(0,17,g2) symmetry(0,14,g2) -1
    x(0,17,g2) label_pred(g2,0,17) -1
    x(0,17,g2) label_tail(g2,0,17,0,18) -1
    x(0,18,g2) cover(0,18) 1
    x(0,18,g2) symmetry(0,13,g2) -1
    x(0,18,g2) label_pred(g2,0,18) -1
    x(0,18,g2) label_tail(g2,0,18,0,17) -1
    x(0,8,g3) cover(0,8) 1
    x(0,8,g3) symmetry(0,8,g3) 1
    x(0,8,g3) label_pred(g3,0,8) -1
    x(0,8,g3) label_tail(g3,0,8,0,9) -1
    x(0,8,g3) label_tail(g3,0,8,1,8) -1
    x(0,9,g3) cover(0,9) 1
    x(0,9,g3) symmetry(0,9,g3) 1
    x(0,9,g3) label_pred(g3,0,9) -1
    x(0,9,g3) label_tail(g3,0,9,0,8) -1
    x(0,9,g3) label_tail(g3,0,9,0,10) -1
    x(0,10,g3) cover(0,10) 1
    x(0,10,g3) symmetry(0,10,g3) 1
    x(0,10,g3) label_pred(g3,0,10) -1
    x(0,10,g3) label_tail(g3,0,10,0,9) -1
    x(0,10,g3) label_tail(g3,0,10,1,10) -1
    x(0,11,g3) cover(0,11) 1
    x(0,11,g3) centre(0,11,g3) 1
    x(0,11,g3) symmetry(0,11,g3) 1
    x(0,12,g3) cover(0,12) 1
    x(0,12,g3) symmetry(0,12,g3) 1
    x(0,12,g3) label_pred(g3,0,12) -1
    x(0,12,g3) label_tail(g3,0,12,1,12) -1
    x(0,14,g3) cover(0,14) 1
    x(0,14,g3) symmetry(0,14,g3) 1
    x(0,14,g3) label_pred(g3,0,14) -1
    x(0,14,g3) label_tail(g3,0,14,1,14) -1
    x(1,8,g3) cover(1,8) 1
    x(1,8,g3) symmetry(0,14,g3) -1
    x(1,8,g3) label_pred(g3,1,8) -1
    x(1,8,g3) label_tail(g3,1,8,0,8) -1
    x(1,10,g3) cover(1,10) 1
    x(1,10,g3) symmetry(0,12,g3) -1
    x(1,10,g3) label_pred(g3,1,10) -1
    x(1,10,g3) label_tail(g3,1,10,0,10) -1
    x(1,11,g3) cover(1,11) 1
    x(1,11,g3) centre(1,11,g3) 1
    x(1,11,g3) symmetry(0,11,g3) -1
    x(1,12,g3) cover(1,12) 1
    x(1,12,g3) symmetry(0,10,g3) -1
    x(1,12,g3) label_pred(g3,1,12) -1
    x(1,12,g3) label_tail(g3,1,12,1,13) -1
    x(1,12,g3) label_tail(g3,1,12,0,12) -1
    x(1,13,g3) cover(1,13) 1
    x(1,13,g3) symmetry(0,9,g3) -1
    x(1,13,g3) label_pred(g3,1,13) -1
    x(1,13,g3) label_tail(g3,1,13,1,12) -1
    x(1,13,g3) label_tail(g3,1,13,1,14) -1
    x(1,14,g3) cover(1,14) 1
    x(1,14,g3) symmetry(0,8,g3) -1
    x(1,14,g3) label_pred(g3,1,14) -1
    x(1,14,g3) label_tail(g3,1,14,1,13) -1
    x(1,14,g3) label_tail(g3,1,14,0,14) -1
    x(0,19,g4) cover(0,19) 1
    x(0,19,g4) centre(0,19,g4) 1
    x(0,19,g4) symmetry(0,19,g4) 1
    x(1,19,g4) cover(1,19) 1
    x(1,19,g4) centre(1,19,g4) 1
    x(1,19,g4) symmetry(0,19,g4) -1
    x(0,0,g5) cover(0,0) 1
    x(0,0,g5) symmetry(0,0,g5) 1
    x(0,0,g5) label_pred(g5,0,0) -1
    x(1,0,g5) cover(1,0) 1
    x(1,0,g5) centre(1,0,g5) 1
    x(2,0,g5) cover(2,0) 1
    x(2,0,g5) symmetry(0,0,g5) -1
    x(2,0,g5) label_pred(g5,2,0) -1
    x(0,12,g6) cover(0,12) 1
    x(0,12,g6) symmetry(0,12,g6) 1
    x(0,12,g6) label_pred(g6,0,12) -1
    x(0,12,g6) label_tail(g6,0,12,0,13) -1
    x(0,13,g6) cover(0,13) 1
    x(0,13,g6) symmetry(0,13,g6) 1
    x(0,13,g6) label_pred(g6,0,13) -1
    x(0,13,g6) label_tail(g6,0,13,0,12) -1
    x(0,13,g6) label_tail(g6,0,13,0,14) -1
    x(0,13,g6) label_tail(g6,0,13,1,13) -1
    x(0,14,g6) cover(0,14) 1
    x(0,14,g6) symmetry(0,14,g6) 1
    x(0,14,g6) label_pred(g6,0,14) -1
    x(0,14,g6) label_tail(g6,0,14,0,13) -1
    x(0,14,g6) label_tail(g6,0,14,1,14) -1
    x(0,17,g6) cover(0,17) 1
    x(0,17,g6) symmetry(0,17,g6) 1
    x(0,17,g6) label_pred(g6,0,17) -1
    x(0,17,g6) label_tail(g6,0,17,0,18) -1
    x(0,17,g6) label_tail(g6,0,17,1,17) -1
    x(0,18,g6) cover(0,18) 1
    x(0,18,g6) symmetry(0,18,g6) 1
    x(0,18,g6) label_pred(g6,0,18) -1
    x(0,18,g6) label_tail(g6,0,18,0,17) -1
    x(0,18,g6) label_tail(g6,0,18,1,18) -1
    x(1,13,g6) cover(1,13) 1
    x(1,13,g6) symmetry(1,13,g6) 1
    x(1,13,g6) label_pred(g6,1,13) -1
    x(1,13,g6) label_tail(g6,1,13,1,14) -1
    x(1,13,g6) label_tail(g6,1,13,0,13) -1
    x(1,13,g6) label_tail(g6,1,13,2,13) -1
    x(1,14,g6) cover(1,14) 1
    x(1,14,g6) symmetry(1,14,g6) 1
    x(1,14,g6) label_pred(g6,1,14) -1
    x(1,14,g6) label_tail(g6,1,14,1,13) -1
    x(1,14,g6) label_tail(g6,1,14,0,14) -1
    x(1,14,g6) label_tail(g6,1,14,2,14) -1
    x(1,15,g6) cover(1,15) 1
    x(1,15,g6) centre(1,15,g6) 1
    x(1,15,g6) symmetry(1,15,g6) 1
    x(1,16,g6) cover(1,16) 1
    x(1,16,g6) centre(1,16,g6) 1
    x(1,16,g6) symmetry(1,15,g6) -1
    x(1,17,g6) cover(1,17) 1
    x(1,17,g6) symmetry(1,14,g6) -1
    x(1,17,g6) label_pred(g6,1,17) -1
    x(1,17,g6) label_tail(g6,1,17,1,18) -1
    x(1,17,g6) label_tail(g6,1,17,0,17) -1
    x(1,17,g6) label_tail(g6,1,17,2,17) -1
    x(1,18,g6) cover(1,18) 1
    x(1,18,g6) symmetry(1,13,g6) -1
    x(1,18,g6) label_pred(g6,1,18) -1
    x(1,18,g6) label_tail(g6,1,18,1,17) -1
    x(1,18,g6) label_tail(g6,1,18,0,18) -1
    x(1,18,g6) label_tail(g6,1,18,2,18) -1
    x(2,13,g6) cover(2,13) 1
    x(2,13,g6) symmetry(0,18,g6) -1
    x(2,13,g6) label_pred(g6,2,13) -1
    x(2,13,g6) label_tail(g6,2,13,2,14) -1
    x(2,13,g6) label_tail(g6,2,13,1,13) -1
    x(2,14,g6) cover(2,14) 1
    x(2,14,g6) symmetry(0,17,g6) -1
    x(2,14,g6) label_pred(g6,2,14) -1
    x(2,14,g6) label_tail(g6,2,14,2,13) -1
    x(2,14,g6) label_tail(g6,2,14,1,14) -1
    x(2,17,g6) cover(2,17) 1
    x(2,17,g6) symmetry(0,14,g6) -1
    x(2,17,g6) label_pred(g6,2,17) -1
    x(2,17,g6) label_tail(g6,2,17,2,18) -1
    x(2,17,g6) label_tail(g6,2,17,1,17) -1
    x(2,18,g6) cover(2,18) 1
    x(2,18,g6) symmetry(0,13,g6) -1
    x(2,18,g6) label_pred(g6,2,18) -1
    x(2,18,g6) label_tail(g6,2,18,2,17) -1
    x(2,18,g6) label_tail(g6,2,18,2,19) -1
    x(2,18,g6) label_tail(g6,2,18,1,18) -1
    x(2,19,g6) cover(2,19) 1
    x(2,19,g6) symmetry(0,12,g6) -1
    x(2,19,g6) label_pred(g6,2,19) -1
    x(2,19,g6) label_tail(g6,2,19,2,18) -1
    x(0,2,g7) cover(0,2) 1
    x(0,2,g7) symmetry(0,2,g7) 1
    x(0,2,g7) label_pred(g7,0,2) -1
    x(0,2,g7) label_tail(g7,0,2,0,3) -1
    x(0,3,g7) cover(0,3) 1
    x(0,3,g7) symmetry(0,3,g7) 1
    x(0,3,g7) label_pred(g7,0,3) -1
    x(0,3,g7) label_tail(g7,0,3,0,2) -1
    x(0,3,g7) label_tail(g7,0,3,1,3) -1
    x(0,7,g7) cover(0,7) 1
    x(0,7,g7) symmetry(0,7,g7) 1
    x(0,7,g7) label_pred(g7,0,7) -1
    x(0,7,g7) label_tail(g7,0,7,1,7) -1
    x(1,3,g7) cover(1,3) 1
    x(1,3,g7) symmetry(1,3,g7) 1
    x(1,3,g7) label_pred(g7,1,3) -1
    x(1,3,g7) label_tail(g7,1,3,1,4) -1
    x(1,3,g7) label_tail(g7,1,3,0,3) -1
    x(1,3,g7) label_tail(g7,1,3,2,3) -1
    x(1,4,g7) cover(1,4) 1
    x(1,4,g7) symmetry(1,4,g7) 1
    x(1,4,g7) label_pred(g7,1,4) -1
    x(1,4,g7) label_tail(g7,1,4,1,3) -1
    x(1,4,g7) label_tail(g7,1,4,2,4) -1
    x(1,5,g7) cover(1,5) 1
    x(1,5,g7) centre(1,5,g7) 1
    x(1,5,g7) symmetry(1,5,g7) 1
    x(1,6,g7) cover(1,6) 1
    x(1,6,g7) centre(1,6,g7) 1
    x(1,6,g7) symmetry(1,6,g7) 1
    x(1,7,g7) cover(1,7) 1
    x(1,7,g7) symmetry(1,7,g7) 1
    x(1,7,g7) label_pred(g7,1,7) -1
    x(1,7,g7) label_tail(g7,1,7,1,8) -1
    x(1,7,g7) label_tail(g7,1,7,0,7) -1
    x(1,7,g7) label_tail(g7,1,7,2,7) -1
    x(1,8,g7) cover(1,8) 1
    x(1,8,g7) symmetry(1,8,g7) 1
    x(1,8,g7) label_pred(g7,1,8) -1
    x(1,8,g7) label_tail(g7,1,8,1,7) -1
    x(1,8,g7) label_tail(g7,1,8,2,8) -1
    x(2,3,g7) cover(2,3) 1
    x(2,3,g7) symmetry(1,8,g7) -1
    x(2,3,g7) label_pred(g7,2,3) -1
    x(2,3,g7) label_tail(g7,2,3,2,4) -1
    x(2,3,g7) label_tail(g7,2,3,1,3) -1
    x(2,4,g7) cover(2,4) 1
    x(2,4,g7) symmetry(1,7,g7) -1
    x(2,4,g7) label_pred(g7,2,4) -1
    x(2,4,g7) label_tail(g7,2,4,2,3) -1
    x(2,4,g7) label_tail(g7,2,4,1,4) -1
    x(2,4,g7) label_tail(g7,2,4,3,4) -1
    x(2,5,g7) cover(2,5) 1
    x(2,5,g7) centre(2,5,g7) 1
    x(2,5,g7) symmetry(1,6,g7) -1
    x(2,6,g7) cover(2,6) 1
    x(2,6,g7) centre(2,6,g7) 1
    x(2,6,g7) symmetry(1,5,g7) -1
    x(2,7,g7) cover(2,7) 1
    x(2,7,g7) symmetry(1,4,g7) -1
    x(2,7,g7) label_pred(g7,2,7) -1
    x(2,7,g7) label_tail(g7,2,7,2,8) -1
    x(2,7,g7) label_tail(g7,2,7,1,7) -1
    x(2,8,g7) cover(2,8) 1
    x(2,8,g7) symmetry(1,3,g7) -1
    x(2,8,g7) label_pred(g7,2,8) -1
    x(2,8,g7) label_tail(g7,2,8,2,7) -1
    x(2,8,g7) label_tail(g7,2,8,1,8) -1
    x(2,8,g7) label_tail(g7,2,8,3,8) -1
    x(3,4,g7) cover(3,4) 1
    x(3,4,g7) symmetry(0,7,g7) -1
    x(3,4,g7) label_pred(g7,3,4) -1
    x(3,4,g7) label_tail(g7,3,4,2,4) -1
    x(3,8,g7) cover(3,8) 1
    x(3,8,g7) symmetry(0,3,g7) -1
    x(3,8,g7) label_pred(g7,3,8) -1
    x(3,8,g7) label_tail(g7,3,8,3,9) -1
    x(3,8,g7) label_tail(g7,3,8,2,8) -1
    x(3,9,g7) cover(3,9) 1
    x(3,9,g7) symmetry(0,2,g7) -1
    x(3,9,g7) label_pred(g7,3,9) -1
    x(3,9,g7) label_tail(g7,3,9,3,8) -1
    x(0,7,g8) cover(0,7) 1
    x(0,7,g8) symmetry(0,7,g8) 1
    x(0,7,g8) label_pred(g8,0,7) -1
    x(0,7,g8) label_tail(g8,0,7,0,8) -1
    x(0,8,g8) cover(0,8) 1
    x(0,8,g8) symmetry(0,8,g8) 1
    x(0,8,g8) label_pred(g8,0,8) -1
    x(0,8,g8) label_tail(g8,0,8,0,7) -1
    x(0,8,g8) label_tail(g8,0,8,0,9) -1
    x(0,9,g8) cover(0,9) 1
    x(0,9,g8) symmetry(0,9,g8) 1
    x(0,9,g8) label_pred(g8,0,9) -1
    x(0,9,g8) label_tail(g8,0,9,0,8) -1
    x(0,9,g8) label_tail(g8,0,9,0,10) -1
    x(0,10,g8) cover(0,10) 1
    x(0,10,g8) symmetry(0,10,g8) 1
    x(0,10,g8) label_pred(g8,0,10) -1
    x(0,10,g8) label_tail(g8,0,10,0,9) -1
    x(0,10,g8) label_tail(g8,0,10,1,10) -1
    x(1,9,g8) cover(1,9) 1
    x(1,9,g8) centre(1,9,g8) 1
    x(1,9,g8) symmetry(1,9,g8) 1
    x(1,10,g8) cover(1,10) 1
    x(1,10,g8) symmetry(1,10,g8) 1
    x(1,10,g8) label_pred(g8,1,10) -1
    x(1,10,g8) label_tail(g8,1,10,0,10) -1
    x(2,8,g8) cover(2,8) 1
    x(2,8,g8) symmetry(1,10,g8) -1
    x(2,8,g8) label_pred(g8,2,8) -1
    x(2,8,g8) label_tail(g8,2,8,3,8) -1
    x(2,9,g8) cover(2,9) 1
    x(2,9,g8) centre(2,9,g8) 1
    x(2,9,g8) symmetry(1,9,g8) -1
    x(3,8,g8) cover(3,8) 1
    x(3,8,g8) symmetry(0,10,g8) -1
    x(3,8,g8) label_pred(g8,3,8) -1
    x(3,8,g8) label_tail(g8,3,8,3,9) -1
    x(3,8,g8) label_tail(g8,3,8,2,8) -1
    x(3,9,g8) cover(3,9) 1
    x(3,9,g8) symmetry(0,9,g8) -1
    x(3,9,g8) label_pred(g8,3,9) -1
    x(3,9,g8) label_tail(g8,3,9,3,8) -1
    x(3,9,g8) label_tail(g8,3,9,3,10) -1
    x(3,10,g8) cover(3,10) 1
    x(3,10,g8) symmetry(0,8,g8) -1
    x(3,10,g8) label_pred(g8,3,10) -1
    x(3,10,g8) label_tail(g8,3,10,3,9) -1
    x(3,10,g8) label_tail(g8,3,10,3,11) -1
    x(3,11,g8) cover(3,11) 1
    x(3,11,g8) symmetry(0,7,g8) -1
    x(3,11,g8) label_pred(g8,3,11) -1
    x(3,11,g8) label_tail(g8,3,11,3,10) -1
    x(1,1,g9) cover(1,1) 1
    x(1,1,g9) symmetry(1,1,g9) 1
    x(1,1,g9) label_pred(g9,1,1) -1
    x(1,1,g9) label_tail(g9,1,1,1,2) -1
    x(1,2,g9) cover(1,2) 1
    x(1,2,g9) symmetry(1,2,g9) 1
    x(1,2,g9) label_pred(g9,1,2) -1
    x(1,2,g9) label_tail(g9,1,2,1,1) -1
    x(1,2,g9) label_tail(g9,1,2,2,2) -1
    x(2,0,g9) cover(2,0) 1
    x(2,0,g9) symmetry(2,0,g9) 1
    x(2,0,g9) label_pred(g9,2,0) -1
    x(2,0,g9) label_tail(g9,2,0,3,0) -1
    x(2,1,g9) cover(2,1) 1
    x(2,1,g9) centre(2,1,g9) 1
    x(2,2,g9) cover(2,2) 1
    x(2,2,g9) symmetry(2,0,g9) -1
    x(2,2,g9) label_pred(g9,2,2) -1
    x(2,2,g9) label_tail(g9,2,2,1,2) -1
    x(3,0,g9) cover(3,0) 1
    x(3,0,g9) symmetry(1,2,g9) -1
    x(3,0,g9) label_pred(g9,3,0) -1
    x(3,0,g9) label_tail(g9,3,0,3,1) -1
    x(3,0,g9) label_tail(g9,3,0,2,0) -1
    x(3,1,g9) cover(3,1) 1
    x(3,1,g9) symmetry(1,1,g9) -1
    x(3,1,g9) label_pred(g9,3,1) -1
    x(3,1,g9) label_tail(g9,3,1,3,0) -1
    x(0,8,g10) cover(0,8) 1
    x(0,8,g10) symmetry(0,8,g10) 1
    x(0,8,g10) label_pred(g10,0,8) -1
    x(0,8,g10) label_tail(g10,0,8,0,9) -1
    x(0,8,g10) label_tail(g10,0,8,1,8) -1
    x(0,9,g10) cover(0,9) 1
    x(0,9,g10) symmetry(0,9,g10) 1
    x(0,9,g10) label_pred(g10,0,9) -1
    x(0,9,g10) label_tail(g10,0,9,0,8) -1
    x(0,9,g10) label_tail(g10,0,9,0,10) -1
    x(0,10,g10) cover(0,10) 1
    x(0,10,g10) symmetry(0,10,g10) 1
    x(0,10,g10) label_pred(g10,0,10) -1
    x(0,10,g10) label_tail(g10,0,10,0,9) -1
    x(0,10,g10) label_tail(g10,0,10,1,10) -1
    x(1,8,g10) cover(1,8) 1
    x(1,8,g10) symmetry(1,8,g10) 1
    x(1,8,g10) label_pred(g10,1,8) -1
    x(1,8,g10) label_tail(g10,1,8,0,8) -1
    x(1,10,g10) cover(1,10) 1
    x(1,10,g10) symmetry(1,10,g10) 1
    x(1,10,g10) label_pred(g10,1,10) -1
    x(1,10,g10) label_tail(g10,1,10,0,10) -1
    x(2,10,g10) cover(2,10) 1
    x(2,10,g10) centre(2,10,g10) 1
    x(3,10,g10) cover(3,10) 1
    x(3,10,g10) symmetry(1,10,g10) -1
    x(3,10,g10) label_pred(g10,3,10) -1
    x(3,10,g10) label_tail(g10,3,10,4,10) -1
    x(3,12,g10) cover(3,12) 1
    x(3,12,g10) symmetry(1,8,g10) -1
    x(3,12,g10) label_pred(g10,3,12) -1
    x(3,12,g10) label_tail(g10,3,12,4,12) -1
    x(4,10,g10) cover(4,10) 1
    x(4,10,g10) symmetry(0,10,g10) -1
    x(4,10,g10) label_pred(g10,4,10) -1
    x(4,10,g10) label_tail(g10,4,10,4,11) -1
    x(4,10,g10) label_tail(g10,4,10,3,10) -1
    x(4,11,g10) cover(4,11) 1
    x(4,11,g10) symmetry(0,9,g10) -1
    x(4,11,g10) label_pred(g10,4,11) -1
    x(4,11,g10) label_tail(g10,4,11,4,10) -1
    x(4,11,g10) label_tail(g10,4,11,4,12) -1
    x(4,12,g10) cover(4,12) 1
    x(4,12,g10) symmetry(0,8,g10) -1
    x(4,12,g10) label_pred(g10,4,12) -1
    x(4,12,g10) label_tail(g10,4,12,4,11) -1
    x(4,12,g10) label_tail(g10,4,12,3,12) -1
    x(0,12,g11) cover(0,12) 1
    x(0,12,g11) symmetry(0,12,g11) 1
    x(0,12,g11) label_pred(g11,0,12) -1
    x(0,12,g11) label_tail(g11,0,12,0,13) -1
    x(0,12,g11) label_tail(g11,0,12,1,12) -1
    x(0,13,g11) cover(0,13) 1
    x(0,13,g11) symmetry(0,13,g11) 1
    x(0,13,g11) label_pred(g11,0,13) -1
    x(0,13,g11) label_tail(g11,0,13,0,12) -1
    x(0,13,g11) label_tail(g11,0,13,1,13) -1
    x(1,12,g11) cover(1,12) 1
    x(1,12,g11) symmetry(1,12,g11) 1
    x(1,12,g11) label_pred(g11,1,12) -1
    x(1,12,g11) label_tail(g11,1,12,1,13) -1
    x(1,12,g11) label_tail(g11,1,12,0,12) -1
    x(1,13,g11) cover(1,13) 1
    x(1,13,g11) symmetry(1,13,g11) 1
    x(1,13,g11) label_pred(g11,1,13) -1
    x(1,13,g11) label_tail(g11,1,13,1,12) -1
    x(1,13,g11) label_tail(g11,1,13,1,14) -1
    x(1,13,g11) label_tail(g11,1,13,0,13) -1
    x(1,14,g11) cover(1,14) 1
    x(1,14,g11) symmetry(1,14,g11) 1
    x(1,14,g11) label_pred(g11,1,14) -1
    x(1,14,g11) label_tail(g11,1,14,1,13) -1
    x(2,11,g11) cover(2,11) 1
    x(2,11,g11) centre(2,11,g11) 1
    x(2,11,g11) symmetry(2,11,g11) 1
    x(2,12,g11) cover(2,12) 1
    x(2,12,g11) centre(2,12,g11) 1
    x(2,12,g11) symmetry(2,11,g11) -1
    x(3,9,g11) cover(3,9) 1
    x(3,9,g11) symmetry(1,14,g11) -1
    x(3,9,g11) label_pred(g11,3,9) -1
    x(3,9,g11) label_tail(g11,3,9,3,10) -1
    x(3,10,g11) cover(3,10) 1
    x(3,10,g11) symmetry(1,13,g11) -1
    x(3,10,g11) label_pred(g11,3,10) -1
    x(3,10,g11) label_tail(g11,3,10,3,9) -1
    x(3,10,g11) label_tail(g11,3,10,3,11) -1
    x(3,10,g11) label_tail(g11,3,10,4,10) -1
    x(3,11,g11) cover(3,11) 1
    x(3,11,g11) symmetry(1,12,g11) -1
    x(3,11,g11) label_pred(g11,3,11) -1
    x(3,11,g11) label_tail(g11,3,11,3,10) -1
    x(3,11,g11) label_tail(g11,3,11,4,11) -1
    x(4,10,g11) cover(4,10) 1
    x(4,10,g11) symmetry(0,13,g11) -1
    x(4,10,g11) label_pred(g11,4,10) -1
    x(4,10,g11) label_tail(g11,4,10,4,11) -1
    x(4,10,g11) label_tail(g11,4,10,3,10) -1
    x(4,11,g11) cover(4,11) 1
    x(4,11,g11) symmetry(0,12,g11) -1
    x(4,11,g11) label_pred(g11,4,11) -1
    x(4,11,g11) label_tail(g11,4,11,4,10) -1
    x(4,11,g11) label_tail(g11,4,11,3,11) -1
    x(2,15,g12) cover(2,15) 1
    x(2,15,g12) centre(2,15,g12) 1
    x(2,15,g12) symmetry(2,15,g12) 1
    x(2,16,g12) cover(2,16) 1
    x(2,16,g12) centre(2,16,g12) 1
    x(2,16,g12) symmetry(2,16,g12) 1
    x(2,17,g12) cover(2,17) 1
    x(2,17,g12) symmetry(2,17,g12) 1
    x(2,17,g12) label_pred(g12,2,17) -1
    x(3,14,g12) cover(3,14) 1
    x(3,14,g12) symmetry(2,17,g12) -1
    x(3,14,g12) label_pred(g12,3,14) -1
    x(3,15,g12) cover(3,15) 1
    x(3,15,g12) centre(3,15,g12) 1
    x(3,15,g12) symmetry(2,16,g12) -1
    x(3,16,g12) cover(3,16) 1
    x(3,16,g12) centre(3,16,g12) 1
    x(3,16,g12) symmetry(2,15,g12) -1
    x(0,2,g13) cover(0,2) 1
    x(0,2,g13) symmetry(0,2,g13) 1
    x(0,2,g13) label_pred(g13,0,2) -1
    x(0,2,g13) label_tail(g13,0,2,0,3) -1
    x(0,3,g13) cover(0,3) 1
    x(0,3,g13) symmetry(0,3,g13) 1
    x(0,3,g13) label_pred(g13,0,3) -1
    x(0,3,g13) label_tail(g13,0,3,0,2) -1
    x(0,3,g13) label_tail(g13,0,3,0,4) -1
    x(0,3,g13) label_tail(g13,0,3,1,3) -1
    x(0,4,g13) cover(0,4) 1
    x(0,4,g13) symmetry(0,4,g13) 1
    x(0,4,g13) label_pred(g13,0,4) -1
    x(0,4,g13) label_tail(g13,0,4,0,3) -1
    x(0,4,g13) label_tail(g13,0,4,1,4) -1
    x(1,3,g13) cover(1,3) 1
    x(1,3,g13) symmetry(1,3,g13) 1
    x(1,3,g13) label_pred(g13,1,3) -1
    x(1,3,g13) label_tail(g13,1,3,1,4) -1
    x(1,3,g13) label_tail(g13,1,3,0,3) -1
    x(1,3,g13) label_tail(g13,1,3,2,3) -1
    x(1,4,g13) cover(1,4) 1
    x(1,4,g13) symmetry(1,4,g13) 1
    x(1,4,g13) label_pred(g13,1,4) -1
    x(1,4,g13) label_tail(g13,1,4,1,3) -1
    x(1,4,g13) label_tail(g13,1,4,0,4) -1
    x(2,3,g13) cover(2,3) 1
    x(2,3,g13) symmetry(2,3,g13) 1
    x(2,3,g13) label_pred(g13,2,3) -1
    x(2,3,g13) label_tail(g13,2,3,1,3) -1
    x(3,1,g13) cover(3,1) 1
    x(3,1,g13) symmetry(3,1,g13) 1
    x(3,1,g13) label_pred(g13,3,1) -1
    x(3,1,g13) label_tail(g13,3,1,3,2) -1
    x(3,2,g13) cover(3,2) 1
    x(3,2,g13) symmetry(3,2,g13) 1
    x(3,2,g13) label_pred(g13,3,2) -1
    x(3,2,g13) label_tail(g13,3,2,3,1) -1
    x(3,3,g13) cover(3,3) 1
    x(3,3,g13) centre(3,3,g13) 1
    x(3,4,g13) cover(3,4) 1
    x(3,4,g13) symmetry(3,2,g13) -1
    x(3,4,g13) label_pred(g13,3,4) -1
    x(3,4,g13) label_tail(g13,3,4,3,5) -1
    x(3,5,g13) cover(3,5) 1
    x(3,5,g13) symmetry(3,1,g13) -1
    x(3,5,g13) label_pred(g13,3,5) -1
    x(3,5,g13) label_tail(g13,3,5,3,4) -1
    x(4,3,g13) cover(4,3) 1
    x(4,3,g13) symmetry(2,3,g13) -1
    x(4,3,g13) label_pred(g13,4,3) -1
    x(4,3,g13) label_tail(g13,4,3,5,3) -1
    x(5,2,g13) cover(5,2) 1
    x(5,2,g13) symmetry(1,4,g13) -1
    x(5,2,g13) label_pred(g13,5,2) -1
    x(5,2,g13) label_tail(g13,5,2,5,3) -1
    x(5,2,g13) label_tail(g13,5,2,6,2) -1
    x(5,3,g13) cover(5,3) 1
    x(5,3,g13) symmetry(1,3,g13) -1
    x(5,3,g13) label_pred(g13,5,3) -1
    x(5,3,g13) label_tail(g13,5,3,5,2) -1
    x(5,3,g13) label_tail(g13,5,3,4,3) -1
    x(5,3,g13) label_tail(g13,5,3,6,3) -1
    x(6,2,g13) cover(6,2) 1
    x(6,2,g13) symmetry(0,4,g13) -1
    x(6,2,g13) label_pred(g13,6,2) -1
    x(6,2,g13) label_tail(g13,6,2,6,3) -1
    x(6,2,g13) label_tail(g13,6,2,5,2) -1
    x(6,3,g13) cover(6,3) 1
    x(6,3,g13) symmetry(0,3,g13) -1
    x(6,3,g13) label_pred(g13,6,3) -1
    x(6,3,g13) label_tail(g13,6,3,6,2) -1
    x(6,3,g13) label_tail(g13,6,3,6,4) -1
    x(6,3,g13) label_tail(g13,6,3,5,3) -1
    x(6,4,g13) cover(6,4) 1
    x(6,4,g13) symmetry(0,2,g13) -1
    x(6,4,g13) label_pred(g13,6,4) -1
    x(6,4,g13) label_tail(g13,6,4,6,3) -1
    x(3,4,g14) cover(3,4) 1
    x(3,4,g14) symmetry(3,4,g14) 1
    x(3,4,g14) label_pred(g14,3,4) -1
    x(3,4,g14) label_tail(g14,3,4,3,5) -1
    x(3,5,g14) cover(3,5) 1
    x(3,5,g14) symmetry(3,5,g14) 1
    x(3,5,g14) label_pred(g14,3,5) -1
    x(3,5,g14) label_tail(g14,3,5,3,4) -1
    x(3,6,g14) cover(3,6) 1
    x(3,6,g14) centre(3,6,g14) 1
    x(3,6,g14) symmetry(3,6,g14) 1
    x(3,7,g14) cover(3,7) 1
    x(3,7,g14) centre(3,7,g14) 1
    x(3,7,g14) symmetry(3,6,g14) -1
    x(3,8,g14) cover(3,8) 1
    x(3,8,g14) symmetry(3,5,g14) -1
    x(3,8,g14) label_pred(g14,3,8) -1
    x(3,8,g14) label_tail(g14,3,8,3,9) -1
    x(3,9,g14) cover(3,9) 1
    x(3,9,g14) symmetry(3,4,g14) -1
    x(3,9,g14) label_pred(g14,3,9) -1
    x(3,9,g14) label_tail(g14,3,9,3,8) -1
    x(2,18,g15) cover(2,18) 1
    x(2,18,g15) symmetry(2,18,g15) 1
    x(2,18,g15) label_pred(g15,2,18) -1
    x(3,18,g15) cover(3,18) 1
    x(3,18,g15) centre(3,18,g15) 1
    x(4,18,g15) cover(4,18) 1
    x(4,18,g15) symmetry(2,18,g15) -1
    x(4,18,g15) label_pred(g15,4,18) -1
    x(2,13,g16) cover(2,13) 1
    x(2,13,g16) symmetry(2,13,g16) 1
    x(2,13,g16) label_pred(g16,2,13) -1
    x(2,13,g16) label_tail(g16,2,13,2,14) -1
    x(2,14,g16) cover(2,14) 1
    x(2,14,g16) symmetry(2,14,g16) 1
    x(2,14,g16) label_pred(g16,2,14) -1
    x(2,14,g16) label_tail(g16,2,14,2,13) -1
    x(2,14,g16) label_tail(g16,2,14,3,14) -1
    x(3,13,g16) cover(3,13) 1
    x(3,13,g16) centre(3,13,g16) 1
    x(3,13,g16) symmetry(3,13,g16) 1
    x(3,14,g16) cover(3,14) 1
    x(3,14,g16) symmetry(3,14,g16) 1
    x(3,14,g16) label_pred(g16,3,14) -1
    x(3,14,g16) label_tail(g16,3,14,2,14) -1
    x(4,12,g16) cover(4,12) 1
    x(4,12,g16) symmetry(3,14,g16) -1
    x(4,12,g16) label_pred(g16,4,12) -1
    x(4,12,g16) label_tail(g16,4,12,5,12) -1
    x(4,13,g16) cover(4,13) 1
    x(4,13,g16) centre(4,13,g16) 1
    x(4,13,g16) symmetry(3,13,g16) -1
    x(5,12,g16) cover(5,12) 1
    x(5,12,g16) symmetry(2,14,g16) -1
    x(5,12,g16) label_pred(g16,5,12) -1
    x(5,12,g16) label_tail(g16,5,12,5,13) -1
    x(5,12,g16) label_tail(g16,5,12,4,12) -1
    x(5,13,g16) cover(5,13) 1
    x(5,13,g16) symmetry(2,13,g16) -1
    x(5,13,g16) label_pred(g16,5,13) -1
    x(5,13,g16) label_tail(g16,5,13,5,12) -1
    x(3,17,g17) cover(3,17) 1
    x(3,17,g17) centre(3,17,g17) 1
    x(3,17,g17) symmetry(3,17,g17) 1
    x(4,17,g17) cover(4,17) 1
    x(4,17,g17) centre(4,17,g17) 1
    x(4,17,g17) symmetry(3,17,g17) -1
    x(3,0,g18) cover(3,0) 1
    x(3,0,g18) symmetry(3,0,g18) 1
    x(3,0,g18) label_pred(g18,3,0) -1
    x(4,0,g18) cover(4,0) 1
    x(4,0,g18) centre(4,0,g18) 1
    x(4,0,g18) symmetry(4,0,g18) 1
    x(4,1,g18) cover(4,1) 1
    x(4,1,g18) centre(4,1,g18) 1
    x(4,1,g18) symmetry(4,0,g18) -1
    x(5,1,g18) cover(5,1) 1
    x(5,1,g18) symmetry(3,0,g18) -1
    x(5,1,g18) label_pred(g18,5,1) -1
    x(1,1,g19) cover(1,1) 1
    x(1,1,g19) symmetry(1,1,g19) 1
    x(1,1,g19) label_pred(g19,1,1) -1
    x(1,1,g19) label_tail(g19,1,1,1,2) -1
    x(1,2,g19) cover(1,2) 1
    x(1,2,g19) symmetry(1,2,g19) 1
    x(1,2,g19) label_pred(g19,1,2) -1
    x(1,2,g19) label_tail(g19,1,2,1,1) -1
    x(1,2,g19) label_tail(g19,1,2,2,2) -1
    x(2,2,g19) cover(2,2) 1
    x(2,2,g19) symmetry(2,2,g19) 1
    x(2,2,g19) label_pred(g19,2,2) -1
    x(2,2,g19) label_tail(g19,2,2,1,2) -1
    x(2,2,g19) label_tail(g19,2,2,3,2) -1
    x(3,1,g19) cover(3,1) 1
    x(3,1,g19) symmetry(3,1,g19) 1
    x(3,1,g19) label_pred(g19,3,1) -1
    x(3,1,g19) label_tail(g19,3,1,3,2) -1
    x(3,2,g19) cover(3,2) 1
    x(3,2,g19) symmetry(3,2,g19) 1
    x(3,2,g19) label_pred(g19,3,2) -1
    x(3,2,g19) label_tail(g19,3,2,3,1) -1
    x(3,2,g19) label_tail(g19,3,2,2,2) -1
    x(4,2,g19) cover(4,2) 1
    x(4,2,g19) centre(4,2,g19) 1
    x(5,2,g19) cover(5,2) 1
    x(5,2,g19) symmetry(3,2,g19) -1
    x(5,2,g19) label_pred(g19,5,2) -1
    x(5,2,g19) label_tail(g19,5,2,5,3) -1
    x(5,2,g19) label_tail(g19,5,2,6,2) -1
    x(5,3,g19) cover(5,3) 1
    x(5,3,g19) symmetry(3,1,g19) -1
    x(5,3,g19) label_pred(g19,5,3) -1
    x(5,3,g19) label_tail(g19,5,3,5,2) -1
    x(6,2,g19) cover(6,2) 1
    x(6,2,g19) symmetry(2,2,g19) -1
    x(6,2,g19) label_pred(g19,6,2) -1
    x(6,2,g19) label_tail(g19,6,2,5,2) -1
    x(6,2,g19) label_tail(g19,6,2,7,2) -1
    x(7,2,g19) cover(7,2) 1
    x(7,2,g19) symmetry(1,2,g19) -1
    x(7,2,g19) label_pred(g19,7,2) -1
    x(7,2,g19) label_tail(g19,7,2,7,3) -1
    x(7,2,g19) label_tail(g19,7,2,6,2) -1
    x(7,3,g19) cover(7,3) 1
    x(7,3,g19) symmetry(1,1,g19) -1
    x(7,3,g19) label_pred(g19,7,3) -1
    x(7,3,g19) label_tail(g19,7,3,7,2) -1
    x(0,2,g20) cover(0,2) 1
    x(0,2,g20) symmetry(0,2,g20) 1
    x(0,2,g20) label_pred(g20,0,2) -1
    x(0,2,g20) label_tail(g20,0,2,0,3) -1
    x(0,3,g20) cover(0,3) 1
    x(0,3,g20) symmetry(0,3,g20) 1
    x(0,3,g20) label_pred(g20,0,3) -1
    x(0,3,g20) label_tail(g20,0,3,0,2) -1
    x(0,3,g20) label_tail(g20,0,3,0,4) -1
    x(0,3,g20) label_tail(g20,0,3,1,3) -1
    x(0,4,g20) cover(0,4) 1
    x(0,4,g20) symmetry(0,4,g20) 1
    x(0,4,g20) label_pred(g20,0,4) -1
    x(0,4,g20) label_tail(g20,0,4,0,3) -1
    x(1,3,g20) cover(1,3) 1
    x(1,3,g20) symmetry(1,3,g20) 1
    x(1,3,g20) label_pred(g20,1,3) -1
    x(1,3,g20) label_tail(g20,1,3,0,3) -1
    x(1,3,g20) label_tail(g20,1,3,2,3) -1
    x(2,2,g20) cover(2,2) 1
    x(2,2,g20) symmetry(2,2,g20) 1
    x(2,2,g20) label_pred(g20,2,2) -1
    x(2,2,g20) label_tail(g20,2,2,2,3) -1
    x(2,3,g20) cover(2,3) 1
    x(2,3,g20) symmetry(2,3,g20) 1
    x(2,3,g20) label_pred(g20,2,3) -1
    x(2,3,g20) label_tail(g20,2,3,2,2) -1
    x(2,3,g20) label_tail(g20,2,3,2,4) -1
    x(2,3,g20) label_tail(g20,2,3,1,3) -1
    x(2,4,g20) cover(2,4) 1
    x(2,4,g20) symmetry(2,4,g20) 1
    x(2,4,g20) label_pred(g20,2,4) -1
    x(2,4,g20) label_tail(g20,2,4,2,3) -1
    x(2,4,g20) label_tail(g20,2,4,3,4) -1
    x(3,4,g20) cover(3,4) 1
    x(3,4,g20) symmetry(3,4,g20) 1
    x(3,4,g20) label_pred(g20,3,4) -1
    x(3,4,g20) label_tail(g20,3,4,3,5) -1
    x(3,4,g20) label_tail(g20,3,4,2,4) -1
    x(3,5,g20) cover(3,5) 1
    x(3,5,g20) symmetry(3,5,g20) 1
    x(3,5,g20) label_pred(g20,3,5) -1
    x(3,5,g20) label_tail(g20,3,5,3,4) -1
    x(4,4,g20) cover(4,4) 1
    x(4,4,g20) centre(4,4,g20) 1
    x(4,4,g20) symmetry(4,4,g20) 1
    x(5,4,g20) cover(5,4) 1
    x(5,4,g20) centre(5,4,g20) 1
    x(5,4,g20) symmetry(4,4,g20) -1
    x(6,3,g20) cover(6,3) 1
    x(6,3,g20) symmetry(3,5,g20) -1
    x(6,3,g20) label_pred(g20,6,3) -1
    x(6,3,g20) label_tail(g20,6,3,6,4) -1
    x(6,4,g20) cover(6,4) 1
    x(6,4,g20) symmetry(3,4,g20) -1
    x(6,4,g20) label_pred(g20,6,4) -1
    x(6,4,g20) label_tail(g20,6,4,6,3) -1
    x(6,4,g20) label_tail(g20,6,4,7,4) -1
    x(7,4,g20) cover(7,4) 1
    x(7,4,g20) symmetry(2,4,g20) -1
    x(7,4,g20) label_pred(g20,7,4) -1
    x(7,4,g20) label_tail(g20,7,4,7,5) -1
    x(7,4,g20) label_tail(g20,7,4,6,4) -1
    x(7,5,g20) cover(7,5) 1
    x(7,5,g20) symmetry(2,3,g20) -1
    x(7,5,g20) label_pred(g20,7,5) -1
    x(7,5,g20) label_tail(g20,7,5,7,4) -1
    x(7,5,g20) label_tail(g20,7,5,7,6) -1
    x(7,5,g20) label_tail(g20,7,5,8,5) -1
    x(7,6,g20) cover(7,6) 1
    x(7,6,g20) symmetry(2,2,g20) -1
    x(7,6,g20) label_pred(g20,7,6) -1
    x(7,6,g20) label_tail(g20,7,6,7,5) -1
    x(8,5,g20) cover(8,5) 1
    x(8,5,g20) symmetry(1,3,g20) -1
    x(8,5,g20) label_pred(g20,8,5) -1
    x(8,5,g20) label_tail(g20,8,5,7,5) -1
    x(8,5,g20) label_tail(g20,8,5,9,5) -1
    x(9,4,g20) cover(9,4) 1
    x(9,4,g20) symmetry(0,4,g20) -1
    x(9,4,g20) label_pred(g20,9,4) -1
    x(9,4,g20) label_tail(g20,9,4,9,5) -1
    x(9,5,g20) cover(9,5) 1
    x(9,5,g20) symmetry(0,3,g20) -1
    x(9,5,g20) label_pred(g20,9,5) -1
    x(9,5,g20) label_tail(g20,9,5,9,4) -1
    x(9,5,g20) label_tail(g20,9,5,9,6) -1
    x(9,5,g20) label_tail(g20,9,5,8,5) -1
    x(9,6,g20) cover(9,6) 1
    x(9,6,g20) symmetry(0,2,g20) -1
    x(9,6,g20) label_pred(g20,9,6) -1
    x(9,6,g20) label_tail(g20,9,6,9,5) -1
    x(4,5,g21) cover(4,5) 1
    x(4,5,g21) centre(4,5,g21) 1
    x(4,5,g21) symmetry(4,5,g21) 1
    x(4,6,g21) cover(4,6) 1
    x(4,6,g21) centre(4,6,g21) 1
    x(4,6,g21) symmetry(4,6,g21) 1
    x(5,5,g21) cover(5,5) 1
    x(5,5,g21) centre(5,5,g21) 1
    x(5,5,g21) symmetry(4,6,g21) -1
    x(5,6,g21) cover(5,6) 1
    x(5,6,g21) centre(5,6,g21) 1
    x(5,6,g21) symmetry(4,5,g21) -1
    x(3,8,g22) cover(3,8) 1
    x(3,8,g22) symmetry(3,8,g22) 1
    x(3,8,g22) label_pred(g22,3,8) -1
    x(3,8,g22) label_tail(g22,3,8,3,9) -1
    x(3,8,g22) label_tail(g22,3,8,4,8) -1
    x(3,9,g22) cover(3,9) 1
    x(3,9,g22) symmetry(3,9,g22) 1
    x(3,9,g22) label_pred(g22,3,9) -1
    x(3,9,g22) label_tail(g22,3,9,3,8) -1
    x(3,11,g22) cover(3,11) 1
    x(3,11,g22) symmetry(3,11,g22) 1
    x(3,11,g22) label_pred(g22,3,11) -1
    x(3,11,g22) label_tail(g22,3,11,4,11) -1
    x(4,8,g22) cover(4,8) 1
    x(4,8,g22) symmetry(4,8,g22) 1
    x(4,8,g22) label_pred(g22,4,8) -1
    x(4,8,g22) label_tail(g22,4,8,3,8) -1
    x(4,8,g22) label_tail(g22,4,8,5,8) -1
    x(4,9,g22) cover(4,9) 1
    x(4,9,g22) centre(4,9,g22) 1
    x(4,9,g22) symmetry(4,9,g22) 1
    x(4,10,g22) cover(4,10) 1
    x(4,10,g22) symmetry(4,10,g22) 1
    x(4,10,g22) label_pred(g22,4,10) -1
    x(4,10,g22) label_tail(g22,4,10,4,11) -1
    x(4,10,g22) label_tail(g22,4,10,5,10) -1
    x(4,11,g22) cover(4,11) 1
    x(4,11,g22) symmetry(4,11,g22) 1
    x(4,11,g22) label_pred(g22,4,11) -1
    x(4,11,g22) label_tail(g22,4,11,4,10) -1
    x(4,11,g22) label_tail(g22,4,11,3,11) -1
    x(5,7,g22) cover(5,7) 1
    x(5,7,g22) symmetry(4,11,g22) -1
    x(5,7,g22) label_pred(g22,5,7) -1
    x(5,7,g22) label_tail(g22,5,7,5,8) -1
    x(5,7,g22) label_tail(g22,5,7,6,7) -1
    x(5,8,g22) cover(5,8) 1
    x(5,8,g22) symmetry(4,10,g22) -1
    x(5,8,g22) label_pred(g22,5,8) -1
    x(5,8,g22) label_tail(g22,5,8,5,7) -1
    x(5,8,g22) label_tail(g22,5,8,4,8) -1
    x(5,9,g22) cover(5,9) 1
    x(5,9,g22) centre(5,9,g22) 1
    x(5,9,g22) symmetry(4,9,g22) -1
    x(5,10,g22) cover(5,10) 1
    x(5,10,g22) symmetry(4,8,g22) -1
    x(5,10,g22) label_pred(g22,5,10) -1
    x(5,10,g22) label_tail(g22,5,10,4,10) -1
    x(5,10,g22) label_tail(g22,5,10,6,10) -1
    x(6,7,g22) cover(6,7) 1
    x(6,7,g22) symmetry(3,11,g22) -1
    x(6,7,g22) label_pred(g22,6,7) -1
    x(6,7,g22) label_tail(g22,6,7,5,7) -1
    x(6,9,g22) cover(6,9) 1
    x(6,9,g22) symmetry(3,9,g22) -1
    x(6,9,g22) label_pred(g22,6,9) -1
    x(6,9,g22) label_tail(g22,6,9,6,10) -1
    x(6,10,g22) cover(6,10) 1
    x(6,10,g22) symmetry(3,8,g22) -1
    x(6,10,g22) label_pred(g22,6,10) -1
    x(6,10,g22) label_tail(g22,6,10,6,9) -1
    x(6,10,g22) label_tail(g22,6,10,5,10) -1
    x(3,14,g23) cover(3,14) 1
    x(3,14,g23) symmetry(3,14,g23) 1
    x(3,14,g23) label_pred(g23,3,14) -1
    x(4,14,g23) cover(4,14) 1
    x(4,14,g23) centre(4,14,g23) 1
    x(4,14,g23) symmetry(4,14,g23) 1
    x(4,15,g23) cover(4,15) 1
    x(4,15,g23) symmetry(4,15,g23) 1
    x(4,15,g23) label_pred(g23,4,15) -1
    x(4,15,g23) label_tail(g23,4,15,4,16) -1
    x(4,16,g23) cover(4,16) 1
    x(4,16,g23) symmetry(4,16,g23) 1
    x(4,16,g23) label_pred(g23,4,16) -1
    x(4,16,g23) label_tail(g23,4,16,4,15) -1
    x(5,12,g23) cover(5,12) 1
    x(5,12,g23) symmetry(4,16,g23) -1
    x(5,12,g23) label_pred(g23,5,12) -1
    x(5,12,g23) label_tail(g23,5,12,5,13) -1
    x(5,13,g23) cover(5,13) 1
    x(5,13,g23) symmetry(4,15,g23) -1
    x(5,13,g23) label_pred(g23,5,13) -1
    x(5,13,g23) label_tail(g23,5,13,5,12) -1
    x(5,14,g23) cover(5,14) 1
    x(5,14,g23) centre(5,14,g23) 1
    x(5,14,g23) symmetry(4,14,g23) -1
    x(6,14,g23) cover(6,14) 1
    x(6,14,g23) symmetry(3,14,g23) -1
    x(6,14,g23) label_pred(g23,6,14) -1
    x(2,19,g24) cover(2,19) 1
    x(2,19,g24) symmetry(2,19,g24) 1
    x(2,19,g24) label_pred(g24,2,19) -1
    x(2,19,g24) label_tail(g24,2,19,3,19) -1
    x(3,19,g24) cover(3,19) 1
    x(3,19,g24) symmetry(3,19,g24) 1
    x(3,19,g24) label_pred(g24,3,19) -1
    x(3,19,g24) label_tail(g24,3,19,2,19) -1
    x(4,19,g24) cover(4,19) 1
    x(4,19,g24) centre(4,19,g24) 1
    x(4,19,g24) symmetry(4,19,g24) 1
    x(5,19,g24) cover(5,19) 1
    x(5,19,g24) centre(5,19,g24) 1
    x(5,19,g24) symmetry(4,19,g24) -1
    x(6,19,g24) cover(6,19) 1
    x(6,19,g24) symmetry(3,19,g24) -1
    x(6,19,g24) label_pred(g24,6,19) -1
    x(6,19,g24) label_tail(g24,6,19,7,19) -1
    x(7,19,g24) cover(7,19) 1
    x(7,19,g24) symmetry(2,19,g24) -1
    x(7,19,g24) label_pred(g24,7,19) -1
    x(7,19,g24) label_tail(g24,7,19,6,19) -1
    x(4,15,g25) cover(4,15) 1
    x(4,15,g25) symmetry(4,15,g25) 1
    x(4,15,g25) label_pred(g25,4,15) -1
    x(4,15,g25) label_tail(g25,4,15,4,16) -1
    x(4,16,g25) cover(4,16) 1
    x(4,16,g25) symmetry(4,16,g25) 1
    x(4,16,g25) label_pred(g25,4,16) -1
    x(4,16,g25) label_tail(g25,4,16,4,15) -1
    x(5,15,g25) cover(5,15) 1
    x(5,15,g25) centre(5,15,g25) 1
    x(6,14,g25) cover(6,14) 1
    x(6,14,g25) symmetry(4,16,g25) -1
    x(6,14,g25) label_pred(g25,6,14) -1
    x(6,14,g25) label_tail(g25,6,14,6,15) -1
    x(6,15,g25) cover(6,15) 1
    x(6,15,g25) symmetry(4,15,g25) -1
    x(6,15,g25) label_pred(g25,6,15) -1
    x(6,15,g25) label_tail(g25,6,15,6,14) -1
    x(5,0,g26) cover(5,0) 1
    x(5,0,g26) centre(5,0,g26) 1
    x(5,0,g26) symmetry(5,0,g26) 1
    x(6,0,g26) cover(6,0) 1
    x(6,0,g26) centre(6,0,g26) 1
    x(6,0,g26) symmetry(5,0,g26) -1
    x(5,11,g27) cover(5,11) 1
    x(5,11,g27) centre(5,11,g27) 1
    x(5,11,g27) symmetry(5,11,g27) 1
    x(5,12,g27) cover(5,12) 1
    x(5,12,g27) symmetry(5,12,g27) 1
    x(5,12,g27) label_pred(g27,5,12) -1
    x(5,12,g27) label_tail(g27,5,12,5,13) -1
    x(5,13,g27) cover(5,13) 1
    x(5,13,g27) symmetry(5,13,g27) 1
    x(5,13,g27) label_pred(g27,5,13) -1
    x(5,13,g27) label_tail(g27,5,13,5,12) -1
    x(6,9,g27) cover(6,9) 1
    x(6,9,g27) symmetry(5,13,g27) -1
    x(6,9,g27) label_pred(g27,6,9) -1
    x(6,9,g27) label_tail(g27,6,9,6,10) -1
    x(6,10,g27) cover(6,10) 1
    x(6,10,g27) symmetry(5,12,g27) -1
    x(6,10,g27) label_pred(g27,6,10) -1
    x(6,10,g27) label_tail(g27,6,10,6,9) -1
    x(6,11,g27) cover(6,11) 1
    x(6,11,g27) centre(6,11,g27) 1
    x(6,11,g27) symmetry(5,11,g27) -1
    x(4,15,g28) cover(4,15) 1
    x(4,15,g28) symmetry(4,15,g28) 1
    x(4,15,g28) label_pred(g28,4,15) -1
    x(4,15,g28) label_tail(g28,4,15,4,16) -1
    x(4,16,g28) cover(4,16) 1
    x(4,16,g28) symmetry(4,16,g28) 1
    x(4,16,g28) label_pred(g28,4,16) -1
    x(4,16,g28) label_tail(g28,4,16,4,15) -1
    x(5,16,g28) cover(5,16) 1
    x(5,16,g28) centre(5,16,g28) 1
    x(5,16,g28) symmetry(5,16,g28) 1
    x(6,16,g28) cover(6,16) 1
    x(6,16,g28) centre(6,16,g28) 1
    x(6,16,g28) symmetry(5,16,g28) -1
    x(7,16,g28) cover(7,16) 1
    x(7,16,g28) symmetry(4,16,g28) -1
    x(7,16,g28) label_pred(g28,7,16) -1
    x(7,16,g28) label_tail(g28,7,16,7,17) -1
    x(7,17,g28) cover(7,17) 1
    x(7,17,g28) symmetry(4,15,g28) -1
    x(7,17,g28) label_pred(g28,7,17) -1
    x(7,17,g28) label_tail(g28,7,17,7,16) -1
    x(4,18,g29) cover(4,18) 1
    x(4,18,g29) symmetry(4,18,g29) 1
    x(4,18,g29) label_pred(g29,4,18) -1
    x(5,17,g29) cover(5,17) 1
    x(5,17,g29) centre(5,17,g29) 1
    x(5,17,g29) symmetry(5,17,g29) 1
    x(5,18,g29) cover(5,18) 1
    x(5,18,g29) centre(5,18,g29) 1
    x(5,18,g29) symmetry(5,18,g29) 1
    x(6,17,g29) cover(6,17) 1
    x(6,17,g29) centre(6,17,g29) 1
    x(6,17,g29) symmetry(5,18,g29) -1
    x(6,18,g29) cover(6,18) 1
    x(6,18,g29) centre(6,18,g29) 1
    x(6,18,g29) symmetry(5,17,g29) -1
    x(7,17,g29) cover(7,17) 1
    x(7,17,g29) symmetry(4,18,g29) -1
    x(7,17,g29) label_pred(g29,7,17) -1
    x(6,1,g30) cover(6,1) 1
    x(6,1,g30) centre(6,1,g30) 1
    x(4,7,g31) cover(4,7) 1
    x(4,7,g31) symmetry(4,7,g31) 1
    x(4,7,g31) label_pred(g31,4,7) -1
    x(4,7,g31) label_tail(g31,4,7,5,7) -1
    x(5,7,g31) cover(5,7) 1
    x(5,7,g31) symmetry(5,7,g31) 1
    x(5,7,g31) label_pred(g31,5,7) -1
    x(5,7,g31) label_tail(g31,5,7,5,8) -1
    x(5,7,g31) label_tail(g31,5,7,4,7) -1
    x(5,7,g31) label_tail(g31,5,7,6,7) -1
    x(5,8,g31) cover(5,8) 1
    x(5,8,g31) symmetry(5,8,g31) 1
    x(5,8,g31) label_pred(g31,5,8) -1
    x(5,8,g31) label_tail(g31,5,8,5,7) -1
    x(6,5,g31) cover(6,5) 1
    x(6,5,g31) symmetry(6,5,g31) 1
    x(6,5,g31) label_pred(g31,6,5) -1
    x(6,5,g31) label_tail(g31,6,5,7,5) -1
    x(6,6,g31) cover(6,6) 1
    x(6,6,g31) centre(6,6,g31) 1
    x(6,7,g31) cover(6,7) 1
    x(6,7,g31) symmetry(6,5,g31) -1
    x(6,7,g31) label_pred(g31,6,7) -1
    x(6,7,g31) label_tail(g31,6,7,5,7) -1
    x(7,4,g31) cover(7,4) 1
    x(7,4,g31) symmetry(5,8,g31) -1
    x(7,4,g31) label_pred(g31,7,4) -1
    x(7,4,g31) label_tail(g31,7,4,7,5) -1
    x(7,5,g31) cover(7,5) 1
    x(7,5,g31) symmetry(5,7,g31) -1
    x(7,5,g31) label_pred(g31,7,5) -1
    x(7,5,g31) label_tail(g31,7,5,7,4) -1
    x(7,5,g31) label_tail(g31,7,5,6,5) -1
    x(7,5,g31) label_tail(g31,7,5,8,5) -1
    x(8,5,g31) cover(8,5) 1
    x(8,5,g31) symmetry(4,7,g31) -1
    x(8,5,g31) label_pred(g31,8,5) -1
    x(8,5,g31) label_tail(g31,8,5,7,5) -1
    x(5,12,g32) cover(5,12) 1
    x(5,12,g32) symmetry(5,12,g32) 1
    x(5,12,g32) label_pred(g32,5,12) -1
    x(6,12,g32) cover(6,12) 1
    x(6,12,g32) centre(6,12,g32) 1
    x(6,12,g32) symmetry(6,12,g32) 1
    x(6,13,g32) cover(6,13) 1
    x(6,13,g32) centre(6,13,g32) 1
    x(6,13,g32) symmetry(6,12,g32) -1
    x(7,13,g32) cover(7,13) 1
    x(7,13,g32) symmetry(5,12,g32) -1
    x(7,13,g32) label_pred(g32,7,13) -1
    x(5,7,g33) cover(5,7) 1
    x(5,7,g33) symmetry(5,7,g33) 1
    x(5,7,g33) label_pred(g33,5,7) -1
    x(5,7,g33) label_tail(g33,5,7,5,8) -1
    x(5,8,g33) cover(5,8) 1
    x(5,8,g33) symmetry(5,8,g33) 1
    x(5,8,g33) label_pred(g33,5,8) -1
    x(5,8,g33) label_tail(g33,5,8,5,7) -1
    x(6,8,g33) cover(6,8) 1
    x(6,8,g33) centre(6,8,g33) 1
    x(6,8,g33) symmetry(6,8,g33) 1
    x(6,9,g33) cover(6,9) 1
    x(6,9,g33) symmetry(6,9,g33) 1
    x(6,9,g33) label_pred(g33,6,9) -1
    x(6,9,g33) label_tail(g33,6,9,6,10) -1
    x(6,10,g33) cover(6,10) 1
    x(6,10,g33) symmetry(6,10,g33) 1
    x(6,10,g33) label_pred(g33,6,10) -1
    x(6,10,g33) label_tail(g33,6,10,6,9) -1
    x(7,6,g33) cover(7,6) 1
    x(7,6,g33) symmetry(6,10,g33) -1
    x(7,6,g33) label_pred(g33,7,6) -1
    x(7,6,g33) label_tail(g33,7,6,7,7) -1
    x(7,7,g33) cover(7,7) 1
    x(7,7,g33) symmetry(6,9,g33) -1
    x(7,7,g33) label_pred(g33,7,7) -1
    x(7,7,g33) label_tail(g33,7,7,7,6) -1
    x(7,8,g33) cover(7,8) 1
    x(7,8,g33) centre(7,8,g33) 1
    x(7,8,g33) symmetry(6,8,g33) -1
    x(8,8,g33) cover(8,8) 1
    x(8,8,g33) symmetry(5,8,g33) -1
    x(8,8,g33) label_pred(g33,8,8) -1
    x(8,8,g33) label_tail(g33,8,8,8,9) -1
    x(8,9,g33) cover(8,9) 1
    x(8,9,g33) symmetry(5,7,g33) -1
    x(8,9,g33) label_pred(g33,8,9) -1
    x(8,9,g33) label_tail(g33,8,9,8,8) -1
    x(6,9,g34) cover(6,9) 1
    x(6,9,g34) symmetry(6,9,g34) 1
    x(6,9,g34) label_pred(g34,6,9) -1
    x(6,9,g34) label_tail(g34,6,9,6,10) -1
    x(6,10,g34) cover(6,10) 1
    x(6,10,g34) symmetry(6,10,g34) 1
    x(6,10,g34) label_pred(g34,6,10) -1
    x(6,10,g34) label_tail(g34,6,10,6,9) -1
    x(7,9,g34) cover(7,9) 1
    x(7,9,g34) centre(7,9,g34) 1
    x(8,8,g34) cover(8,8) 1
    x(8,8,g34) symmetry(6,10,g34) -1
    x(8,8,g34) label_pred(g34,8,8) -1
    x(8,8,g34) label_tail(g34,8,8,8,9) -1
    x(8,9,g34) cover(8,9) 1
    x(8,9,g34) symmetry(6,9,g34) -1
    x(8,9,g34) label_pred(g34,8,9) -1
    x(8,9,g34) label_tail(g34,8,9,8,8) -1
    x(6,9,g35) cover(6,9) 1
    x(6,9,g35) symmetry(6,9,g35) 1
    x(6,9,g35) label_pred(g35,6,9) -1
    x(6,9,g35) label_tail(g35,6,9,6,10) -1
    x(6,10,g35) cover(6,10) 1
    x(6,10,g35) symmetry(6,10,g35) 1
    x(6,10,g35) label_pred(g35,6,10) -1
    x(6,10,g35) label_tail(g35,6,10,6,9) -1
    x(7,10,g35) cover(7,10) 1
    x(7,10,g35) centre(7,10,g35) 1
    x(7,10,g35) symmetry(7,10,g35) 1
    x(7,11,g35) cover(7,11) 1
    x(7,11,g35) centre(7,11,g35) 1
    x(7,11,g35) symmetry(7,10,g35) -1
    x(8,11,g35) cover(8,11) 1
    x(8,11,g35) symmetry(6,10,g35) -1
    x(8,11,g35) label_pred(g35,8,11) -1
    x(8,11,g35) label_tail(g35,8,11,8,12) -1
    x(8,12,g35) cover(8,12) 1
    x(8,12,g35) symmetry(6,9,g35) -1
    x(8,12,g35) label_pred(g35,8,12) -1
    x(8,12,g35) label_tail(g35,8,12,8,11) -1
    x(7,12,g36) cover(7,12) 1
    x(7,12,g36) centre(7,12,g36) 1
    x(7,13,g37) cover(7,13) 1
    x(7,13,g37) symmetry(7,13,g37) 1
    x(7,13,g37) label_pred(g37,7,13) -1
    x(7,14,g37) cover(7,14) 1
    x(7,14,g37) centre(7,14,g37) 1
    x(7,14,g37) symmetry(7,14,g37) 1
    x(7,15,g37) cover(7,15) 1
    x(7,15,g37) centre(7,15,g37) 1
    x(7,15,g37) symmetry(7,14,g37) -1
    x(7,16,g37) cover(7,16) 1
    x(7,16,g37) symmetry(7,13,g37) -1
    x(7,16,g37) label_pred(g37,7,16) -1
    x(7,0,g38) cover(7,0) 1
    x(7,0,g38) centre(7,0,g38) 1
    x(7,0,g38) symmetry(7,0,g38) 1
    x(7,1,g38) cover(7,1) 1
    x(7,1,g38) centre(7,1,g38) 1
    x(7,1,g38) symmetry(7,1,g38) 1
    x(8,0,g38) cover(8,0) 1
    x(8,0,g38) centre(8,0,g38) 1
    x(8,0,g38) symmetry(7,1,g38) -1
    x(8,1,g38) cover(8,1) 1
    x(8,1,g38) centre(8,1,g38) 1
    x(8,1,g38) symmetry(7,0,g38) -1
    x(8,2,g39) cover(8,2) 1
    x(8,2,g39) centre(8,2,g39) 1
    x(8,2,g39) symmetry(8,2,g39) 1
    x(8,3,g39) cover(8,3) 1
    x(8,3,g39) centre(8,3,g39) 1
    x(8,3,g39) symmetry(8,2,g39) -1
    x(7,2,g40) cover(7,2) 1
    x(7,2,g40) symmetry(7,2,g40) 1
    x(7,2,g40) label_pred(g40,7,2) -1
    x(7,2,g40) label_tail(g40,7,2,7,3) -1
    x(7,3,g40) cover(7,3) 1
    x(7,3,g40) symmetry(7,3,g40) 1
    x(7,3,g40) label_pred(g40,7,3) -1
    x(7,3,g40) label_tail(g40,7,3,7,2) -1
    x(7,3,g40) label_tail(g40,7,3,7,4) -1
    x(7,4,g40) cover(7,4) 1
    x(7,4,g40) symmetry(7,4,g40) 1
    x(7,4,g40) label_pred(g40,7,4) -1
    x(7,4,g40) label_tail(g40,7,4,7,3) -1
    x(8,4,g40) cover(8,4) 1
    x(8,4,g40) centre(8,4,g40) 1
    x(9,4,g40) cover(9,4) 1
    x(9,4,g40) symmetry(7,4,g40) -1
    x(9,4,g40) label_pred(g40,9,4) -1
    x(9,4,g40) label_tail(g40,9,4,9,5) -1
    x(9,5,g40) cover(9,5) 1
    x(9,5,g40) symmetry(7,3,g40) -1
    x(9,5,g40) label_pred(g40,9,5) -1
    x(9,5,g40) label_tail(g40,9,5,9,4) -1
    x(9,5,g40) label_tail(g40,9,5,9,6) -1
    x(9,6,g40) cover(9,6) 1
    x(9,6,g40) symmetry(7,2,g40) -1
    x(9,6,g40) label_pred(g40,9,6) -1
    x(9,6,g40) label_tail(g40,9,6,9,5) -1
    x(7,6,g41) cover(7,6) 1
    x(7,6,g41) symmetry(7,6,g41) 1
    x(7,6,g41) label_pred(g41,7,6) -1
    x(7,6,g41) label_tail(g41,7,6,7,7) -1
    x(7,7,g41) cover(7,7) 1
    x(7,7,g41) symmetry(7,7,g41) 1
    x(7,7,g41) label_pred(g41,7,7) -1
    x(7,7,g41) label_tail(g41,7,7,7,6) -1
    x(8,5,g41) cover(8,5) 1
    x(8,5,g41) symmetry(8,5,g41) 1
    x(8,5,g41) label_pred(g41,8,5) -1
    x(8,6,g41) cover(8,6) 1
    x(8,6,g41) centre(8,6,g41) 1
    x(8,6,g41) symmetry(8,6,g41) 1
    x(8,7,g41) cover(8,7) 1
    x(8,7,g41) centre(8,7,g41) 1
    x(8,7,g41) symmetry(8,6,g41) -1
    x(8,8,g41) cover(8,8) 1
    x(8,8,g41) symmetry(8,5,g41) -1
    x(8,8,g41) label_pred(g41,8,8) -1
    x(9,6,g41) cover(9,6) 1
    x(9,6,g41) symmetry(7,7,g41) -1
    x(9,6,g41) label_pred(g41,9,6) -1
    x(9,6,g41) label_tail(g41,9,6,9,7) -1
    x(9,7,g41) cover(9,7) 1
    x(9,7,g41) symmetry(7,6,g41) -1
    x(9,7,g41) label_pred(g41,9,7) -1
    x(9,7,g41) label_tail(g41,9,7,9,6) -1
    x(8,8,g42) cover(8,8) 1
    x(8,8,g42) symmetry(8,8,g42) 1
    x(8,8,g42) label_pred(g42,8,8) -1
    x(8,8,g42) label_tail(g42,8,8,8,9) -1
    x(8,9,g42) cover(8,9) 1
    x(8,9,g42) symmetry(8,9,g42) 1
    x(8,9,g42) label_pred(g42,8,9) -1
    x(8,9,g42) label_tail(g42,8,9,8,8) -1
    x(8,10,g42) cover(8,10) 1
    x(8,10,g42) centre(8,10,g42) 1
    x(8,11,g42) cover(8,11) 1
    x(8,11,g42) symmetry(8,9,g42) -1
    x(8,11,g42) label_pred(g42,8,11) -1
    x(8,11,g42) label_tail(g42,8,11,8,12) -1
    x(8,12,g42) cover(8,12) 1
    x(8,12,g42) symmetry(8,8,g42) -1
    x(8,12,g42) label_pred(g42,8,12) -1
    x(8,12,g42) label_tail(g42,8,12,8,11) -1
    x(7,13,g43) cover(7,13) 1
    x(7,13,g43) symmetry(7,13,g43) 1
    x(7,13,g43) label_pred(g43,7,13) -1
    x(8,13,g43) cover(8,13) 1
    x(8,13,g43) centre(8,13,g43) 1
    x(9,13,g43) cover(9,13) 1
    x(9,13,g43) symmetry(7,13,g43) -1
    x(9,13,g43) label_pred(g43,9,13) -1
    x(7,18,g44) cover(7,18) 1
    x(7,18,g44) symmetry(7,18,g44) 1
    x(7,18,g44) label_pred(g44,7,18) -1
    x(8,17,g44) cover(8,17) 1
    x(8,17,g44) centre(8,17,g44) 1
    x(8,17,g44) symmetry(8,17,g44) 1
    x(8,18,g44) cover(8,18) 1
    x(8,18,g44) centre(8,18,g44) 1
    x(8,18,g44) symmetry(8,17,g44) -1
    x(9,17,g44) cover(9,17) 1
    x(9,17,g44) symmetry(7,18,g44) -1
    x(9,17,g44) label_pred(g44,9,17) -1
    x(7,19,g45) cover(7,19) 1
    x(7,19,g45) symmetry(7,19,g45) 1
    x(7,19,g45) label_pred(g45,7,19) -1
    x(8,19,g45) cover(8,19) 1
    x(8,19,g45) centre(8,19,g45) 1
    x(9,19,g45) cover(9,19) 1
    x(9,19,g45) symmetry(7,19,g45) -1
    x(9,19,g45) label_pred(g45,9,19) -1
    x(8,14,g46) cover(8,14) 1
    x(8,14,g46) centre(8,14,g46) 1
    x(8,14,g46) symmetry(8,14,g46) 1
    x(9,14,g46) cover(9,14) 1
    x(9,14,g46) centre(9,14,g46) 1
    x(9,14,g46) symmetry(8,14,g46) -1
    x(8,15,g47) cover(8,15) 1
    x(8,15,g47) centre(8,15,g47) 1
    x(8,15,g47) symmetry(8,15,g47) 1
    x(8,16,g47) cover(8,16) 1
    x(8,16,g47) centre(8,16,g47) 1
    x(8,16,g47) symmetry(8,16,g47) 1
    x(9,15,g47) cover(9,15) 1
    x(9,15,g47) centre(9,15,g47) 1
    x(9,15,g47) symmetry(8,16,g47) -1
    x(9,16,g47) cover(9,16) 1
    x(9,16,g47) centre(9,16,g47) 1
    x(9,16,g47) symmetry(8,15,g47) -1
    x(9,0,g48) cover(9,0) 1
    x(9,0,g48) symmetry(9,0,g48) 1
    x(9,0,g48) label_pred(g48,9,0) -1
    x(9,0,g48) label_tail(g48,9,0,9,1) -1
    x(9,1,g48) cover(9,1) 1
    x(9,1,g48) symmetry(9,1,g48) 1
    x(9,1,g48) label_pred(g48,9,1) -1
    x(9,1,g48) label_tail(g48,9,1,9,0) -1
    x(9,2,g48) cover(9,2) 1
    x(9,2,g48) centre(9,2,g48) 1
    x(9,2,g48) symmetry(9,2,g48) 1
    x(9,3,g48) cover(9,3) 1
    x(9,3,g48) centre(9,3,g48) 1
    x(9,3,g48) symmetry(9,2,g48) -1
    x(9,4,g48) cover(9,4) 1
    x(9,4,g48) symmetry(9,1,g48) -1
    x(9,4,g48) label_pred(g48,9,4) -1
    x(9,4,g48) label_tail(g48,9,4,9,5) -1
    x(9,5,g48) cover(9,5) 1
    x(9,5,g48) symmetry(9,0,g48) -1
    x(9,5,g48) label_pred(g48,9,5) -1
    x(9,5,g48) label_tail(g48,9,5,9,4) -1
    x(9,8,g49) cover(9,8) 1
    x(9,8,g49) centre(9,8,g49) 1
    x(9,9,g50) cover(9,9) 1
    x(9,9,g50) centre(9,9,g50) 1
    x(9,9,g50) symmetry(9,9,g50) 1
    x(9,10,g50) cover(9,10) 1
    x(9,10,g50) centre(9,10,g50) 1
    x(9,10,g50) symmetry(9,9,g50) -1
    x(9,11,g51) cover(9,11) 1
    x(9,11,g51) centre(9,11,g51) 1
    x(9,12,g52) cover(9,12) 1
    x(9,12,g52) centre(9,12,g52) 1
    x(9,17,g53) cover(9,17) 1
    x(9,17,g53) symmetry(9,17,g53) 1
    x(9,17,g53) label_pred(g53,9,17) -1
    x(9,18,g53) cover(9,18) 1
    x(9,18,g53) centre(9,18,g53) 1
    x(9,19,g53) cover(9,19) 1
    x(9,19,g53) symmetry(9,17,g53) -1
    x(9,19,g53) label_pred(g53,9,19) -1
    d(0,0,g0) label_order(g0,0,1,0,0) 1
    d(0,2,g0) label_order(g0,0,1,0,2) 1
    d(0,2,g1) label_order(g1,0,2,0,3) -1
    d(0,2,g1) label_order(g1,0,3,0,2) 1
    d(0,3,g1) label_order(g1,0,2,0,3) 1
    d(0,3,g1) label_order(g1,0,3,0,2) -1
    d(0,3,g1) label_order(g1,0,3,0,4) -1
    d(0,3,g1) label_order(g1,0,4,0,3) 1
    d(0,4,g1) label_order(g1,0,3,0,4) 1
    d(0,4,g1) label_order(g1,0,4,0,3) -1
    d(0,4,g1) label_order(g1,0,5,0,4) 1
    d(0,7,g1) label_order(g1,0,6,0,7) 1
    d(0,7,g1) label_order(g1,0,7,0,8) -1
    d(0,7,g1) label_order(g1,0,8,0,7) 1
    d(0,8,g1) label_order(g1,0,7,0,8) 1
    d(0,8,g1) label_order(g1,0,8,0,7) -1
    d(0,8,g1) label_order(g1,0,8,0,9) -1
    d(0,8,g1) label_order(g1,0,9,0,8) 1
    d(0,9,g1) label_order(g1,0,8,0,9) 1
    d(0,9,g1) label_order(g1,0,9,0,8) -1
    d(0,13,g2) label_order(g2,0,13,0,14) -1
    d(0,13,g2) label_order(g2,0,14,0,13) 1
    d(0,14,g2) label_order(g2,0,13,0,14) 1
    d(0,14,g2) label_order(g2,0,14,0,13) -1
    d(0,14,g2) label_order(g2,0,15,0,14) 1
    d(0,17,g2) label_order(g2,0,16,0,17) 1
    d(0,17,g2) label_order(g2,0,17,0,18) -1
    d(0,17,g2) label_order(g2,0,18,0,17) 1
    d(0,18,g2) label_order(g2,0,17,0,18) 1
    d(0,18,g2) label_order(g2,0,18,0,17) -1
    d(0,8,g3) label_order(g3,0,8,0,9) -1
    d(0,8,g3) label_order(g3,0,9,0,8) 1
    d(0,8,g3) label_order(g3,0,8,1,8) -1
    d(0,8,g3) label_order(g3,1,8,0,8) 1
    d(0,9,g3) label_order(g3,0,8,0,9) 1
    d(0,9,g3) label_order(g3,0,9,0,8) -1
    d(0,9,g3) label_order(g3,0,9,0,10) -1
    d(0,9,g3) label_order(g3,0,10,0,9) 1
    d(0,10,g3) label_order(g3,0,9,0,10) 1
    d(0,10,g3) label_order(g3,0,10,0,9) -1
    d(0,10,g3) label_order(g3,0,11,0,10) 1
    d(0,10,g3) label_order(g3,0,10,1,10) -1
    d(0,10,g3) label_order(g3,1,10,0,10) 1
    d(0,12,g3) label_order(g3,0,11,0,12) 1
    d(0,12,g3) label_order(g3,0,12,1,12) -1
    d(0,12,g3) label_order(g3,1,12,0,12) 1
    d(0,14,g3) label_order(g3,0,14,1,14) -1
    d(0,14,g3) label_order(g3,1,14,0,14) 1
    d(1,8,g3) label_order(g3,0,8,1,8) 1
    d(1,8,g3) label_order(g3,1,8,0,8) -1
    d(1,10,g3) label_order(g3,1,11,1,10) 1
    d(1,10,g3) label_order(g3,0,10,1,10) 1
    d(1,10,g3) label_order(g3,1,10,0,10) -1
    d(1,12,g3) label_order(g3,1,11,1,12) 1
    d(1,12,g3) label_order(g3,1,12,1,13) -1
    d(1,12,g3) label_order(g3,1,13,1,12) 1
    d(1,12,g3) label_order(g3,0,12,1,12) 1
    d(1,12,g3) label_order(g3,1,12,0,12) -1
    d(1,13,g3) label_order(g3,1,12,1,13) 1
    d(1,13,g3) label_order(g3,1,13,1,12) -1
    d(1,13,g3) label_order(g3,1,13,1,14) -1
    d(1,13,g3) label_order(g3,1,14,1,13) 1
    d(1,14,g3) label_order(g3,1,13,1,14) 1
    d(1,14,g3) label_order(g3,1,14,1,13) -1
    d(1,14,g3) label_order(g3,0,14,1,14) 1
    d(1,14,g3) label_order(g3,1,14,0,14) -1
    d(0,0,g5) label_order(g5,1,0,0,0) 1
    d(2,0,g5) label_order(g5,1,0,2,0) 1
    d(0,12,g6) label_order(g6,0,12,0,13) -1
    d(0,12,g6) label_order(g6,0,13,0,12) 1
    d(0,13,g6) label_order(g6,0,12,0,13) 1
    d(0,13,g6) label_order(g6,0,13,0,12) -1
    d(0,13,g6) label_order(g6,0,13,0,14) -1
    d(0,13,g6) label_order(g6,0,14,0,13) 1
    d(0,13,g6) label_order(g6,0,13,1,13) -1
    d(0,13,g6) label_order(g6,1,13,0,13) 1
    d(0,14,g6) label_order(g6,0,13,0,14) 1
    d(0,14,g6) label_order(g6,0,14,0,13) -1
    d(0,14,g6) label_order(g6,0,14,1,14) -1
    d(0,14,g6) label_order(g6,1,14,0,14) 1
    d(0,17,g6) label_order(g6,0,17,0,18) -1
    d(0,17,g6) label_order(g6,0,18,0,17) 1
    d(0,17,g6) label_order(g6,0,17,1,17) -1
    d(0,17,g6) label_order(g6,1,17,0,17) 1
    d(0,18,g6) label_order(g6,0,17,0,18) 1
    d(0,18,g6) label_order(g6,0,18,0,17) -1
    d(0,18,g6) label_order(g6,0,18,1,18) -1
    d(0,18,g6) label_order(g6,1,18,0,18) 1
    d(1,13,g6) label_order(g6,1,13,1,14) -1
    d(1,13,g6) label_order(g6,1,14,1,13) 1
    d(1,13,g6) label_order(g6,0,13,1,13) 1
    d(1,13,g6) label_order(g6,1,13,0,13) -1
    d(1,13,g6) label_order(g6,1,13,2,13) -1
    d(1,13,g6) label_order(g6,2,13,1,13) 1
    d(1,14,g6) label_order(g6,1,13,1,14) 1
    d(1,14,g6) label_order(g6,1,14,1,13) -1
    d(1,14,g6) label_order(g6,1,15,1,14) 1
    d(1,14,g6) label_order(g6,0,14,1,14) 1
    d(1,14,g6) label_order(g6,1,14,0,14) -1
    d(1,14,g6) label_order(g6,1,14,2,14) -1
    d(1,14,g6) label_order(g6,2,14,1,14) 1
    d(1,17,g6) label_order(g6,1,16,1,17) 1
    d(1,17,g6) label_order(g6,1,17,1,18) -1
    d(1,17,g6) label_order(g6,1,18,1,17) 1
    d(1,17,g6) label_order(g6,0,17,1,17) 1
    d(1,17,g6) label_order(g6,1,17,0,17) -1
    d(1,17,g6) label_order(g6,1,17,2,17) -1
    d(1,17,g6) label_order(g6,2,17,1,17) 1
    d(1,18,g6) label_order(g6,1,17,1,18) 1
    d(1,18,g6) label_order(g6,1,18,1,17) -1
    d(1,18,g6) label_order(g6,0,18,1,18) 1
    d(1,18,g6) label_order(g6,1,18,0,18) -1
    d(1,18,g6) label_order(g6,1,18,2,18) -1
    d(1,18,g6) label_order(g6,2,18,1,18) 1
    d(2,13,g6) label_order(g6,2,13,2,14) -1
    d(2,13,g6) label_order(g6,2,14,2,13) 1
    d(2,13,g6) label_order(g6,1,13,2,13) 1
    d(2,13,g6) label_order(g6,2,13,1,13) -1
    d(2,14,g6) label_order(g6,2,13,2,14) 1
    d(2,14,g6) label_order(g6,2,14,2,13) -1
    d(2,14,g6) label_order(g6,1,14,2,14) 1
    d(2,14,g6) label_order(g6,2,14,1,14) -1
    d(2,17,g6) label_order(g6,2,17,2,18) -1
    d(2,17,g6) label_order(g6,2,18,2,17) 1
    d(2,17,g6) label_order(g6,1,17,2,17) 1
    d(2,17,g6) label_order(g6,2,17,1,17) -1
    d(2,18,g6) label_order(g6,2,17,2,18) 1
    d(2,18,g6) label_order(g6,2,18,2,17) -1
    d(2,18,g6) label_order(g6,2,18,2,19) -1
    d(2,18,g6) label_order(g6,2,19,2,18) 1
    d(2,18,g6) label_order(g6,1,18,2,18) 1
    d(2,18,g6) label_order(g6,2,18,1,18) -1
    d(2,19,g6) label_order(g6,2,18,2,19) 1
    d(2,19,g6) label_order(g6,2,19,2,18) -1
    d(0,2,g7) label_order(g7,0,2,0,3) -1
    d(0,2,g7) label_order(g7,0,3,0,2) 1
    d(0,3,g7) label_order(g7,0,2,0,3) 1
    d(0,3,g7) label_order(g7,0,3,0,2) -1
    d(0,3,g7) label_order(g7,0,3,1,3) -1
    d(0,3,g7) label_order(g7,1,3,0,3) 1
    d(0,7,g7) label_order(g7,0,7,1,7) -1
    d(0,7,g7) label_order(g7,1,7,0,7) 1
    d(1,3,g7) label_order(g7,1,3,1,4) -1
    d(1,3,g7) label_order(g7,1,4,1,3) 1
    d(1,3,g7) label_order(g7,0,3,1,3) 1
    d(1,3,g7) label_order(g7,1,3,0,3) -1
    d(1,3,g7) label_order(g7,1,3,2,3) -1
    d(1,3,g7) label_order(g7,2,3,1,3) 1
    d(1,4,g7) label_order(g7,1,3,1,4) 1
    d(1,4,g7) label_order(g7,1,4,1,3) -1
    d(1,4,g7) label_order(g7,1,5,1,4) 1
    d(1,4,g7) label_order(g7,1,4,2,4) -1
    d(1,4,g7) label_order(g7,2,4,1,4) 1
    d(1,7,g7) label_order(g7,1,6,1,7) 1
    d(1,7,g7) label_order(g7,1,7,1,8) -1
    d(1,7,g7) label_order(g7,1,8,1,7) 1
    d(1,7,g7) label_order(g7,0,7,1,7) 1
    d(1,7,g7) label_order(g7,1,7,0,7) -1
    d(1,7,g7) label_order(g7,1,7,2,7) -1
    d(1,7,g7) label_order(g7,2,7,1,7) 1
    d(1,8,g7) label_order(g7,1,7,1,8) 1
    d(1,8,g7) label_order(g7,1,8,1,7) -1
    d(1,8,g7) label_order(g7,1,8,2,8) -1
    d(1,8,g7) label_order(g7,2,8,1,8) 1
    d(2,3,g7) label_order(g7,2,3,2,4) -1
    d(2,3,g7) label_order(g7,2,4,2,3) 1
    d(2,3,g7) label_order(g7,1,3,2,3) 1
    d(2,3,g7) label_order(g7,2,3,1,3) -1
    d(2,4,g7) label_order(g7,2,3,2,4) 1
    d(2,4,g7) label_order(g7,2,4,2,3) -1
    d(2,4,g7) label_order(g7,2,5,2,4) 1
    d(2,4,g7) label_order(g7,1,4,2,4) 1
    d(2,4,g7) label_order(g7,2,4,1,4) -1
    d(2,4,g7) label_order(g7,2,4,3,4) -1
    d(2,4,g7) label_order(g7,3,4,2,4) 1
    d(2,7,g7) label_order(g7,2,6,2,7) 1
    d(2,7,g7) label_order(g7,2,7,2,8) -1
    d(2,7,g7) label_order(g7,2,8,2,7) 1
    d(2,7,g7) label_order(g7,1,7,2,7) 1
    d(2,7,g7) label_order(g7,2,7,1,7) -1
    d(2,8,g7) label_order(g7,2,7,2,8) 1
    d(2,8,g7) label_order(g7,2,8,2,7) -1
    d(2,8,g7) label_order(g7,1,8,2,8) 1
    d(2,8,g7) label_order(g7,2,8,1,8) -1
    d(2,8,g7) label_order(g7,2,8,3,8) -1
    d(2,8,g7) label_order(g7,3,8,2,8) 1
    d(3,4,g7) label_order(g7,2,4,3,4) 1
    d(3,4,g7) label_order(g7,3,4,2,4) -1
    d(3,8,g7) label_order(g7,3,8,3,9) -1
    d(3,8,g7) label_order(g7,3,9,3,8) 1
    d(3,8,g7) label_order(g7,2,8,3,8) 1
    d(3,8,g7) label_order(g7,3,8,2,8) -1
    d(3,9,g7) label_order(g7,3,8,3,9) 1
    d(3,9,g7) label_order(g7,3,9,3,8) -1
    d(0,7,g8) label_order(g8,0,7,0,8) -1
    d(0,7,g8) label_order(g8,0,8,0,7) 1
    d(0,8,g8) label_order(g8,0,7,0,8) 1
    d(0,8,g8) label_order(g8,0,8,0,7) -1
    d(0,8,g8) label_order(g8,0,8,0,9) -1
    d(0,8,g8) label_order(g8,0,9,0,8) 1
    d(0,9,g8) label_order(g8,0,8,0,9) 1
    d(0,9,g8) label_order(g8,0,9,0,8) -1
    d(0,9,g8) label_order(g8,0,9,0,10) -1
    d(0,9,g8) label_order(g8,0,10,0,9) 1
    d(0,9,g8) label_order(g8,1,9,0,9) 1
    d(0,10,g8) label_order(g8,0,9,0,10) 1
    d(0,10,g8) label_order(g8,0,10,0,9) -1
    d(0,10,g8) label_order(g8,0,10,1,10) -1
    d(0,10,g8) label_order(g8,1,10,0,10) 1
    d(1,10,g8) label_order(g8,1,9,1,10) 1
    d(1,10,g8) label_order(g8,0,10,1,10) 1
    d(1,10,g8) label_order(g8,1,10,0,10) -1
    d(2,8,g8) label_order(g8,2,9,2,8) 1
    d(2,8,g8) label_order(g8,2,8,3,8) -1
    d(2,8,g8) label_order(g8,3,8,2,8) 1
    d(3,8,g8) label_order(g8,3,8,3,9) -1
    d(3,8,g8) label_order(g8,3,9,3,8) 1
    d(3,8,g8) label_order(g8,2,8,3,8) 1
    d(3,8,g8) label_order(g8,3,8,2,8) -1
    d(3,9,g8) label_order(g8,3,8,3,9) 1
    d(3,9,g8) label_order(g8,3,9,3,8) -1
    d(3,9,g8) label_order(g8,3,9,3,10) -1
    d(3,9,g8) label_order(g8,3,10,3,9) 1
    d(3,9,g8) label_order(g8,2,9,3,9) 1
    d(3,10,g8) label_order(g8,3,9,3,10) 1
    d(3,10,g8) label_order(g8,3,10,3,9) -1
    d(3,10,g8) label_order(g8,3,10,3,11) -1
    d(3,10,g8) label_order(g8,3,11,3,10) 1
    d(3,11,g8) label_order(g8,3,10,3,11) 1
    d(3,11,g8) label_order(g8,3,11,3,10) -1
    d(1,1,g9) label_order(g9,1,1,1,2) -1
    d(1,1,g9) label_order(g9,1,2,1,1) 1
    d(1,1,g9) label_order(g9,2,1,1,1) 1
    d(1,2,g9) label_order(g9,1,1,1,2) 1
    d(1,2,g9) label_order(g9,1,2,1,1) -1
    d(1,2,g9) label_order(g9,1,2,2,2) -1
    d(1,2,g9) label_order(g9,2,2,1,2) 1
    d(2,0,g9) label_order(g9,2,1,2,0) 1
    d(2,0,g9) label_order(g9,2,0,3,0) -1
    d(2,0,g9) label_order(g9,3,0,2,0) 1
    d(2,2,g9) label_order(g9,2,1,2,2) 1
    d(2,2,g9) label_order(g9,1,2,2,2) 1
    d(2,2,g9) label_order(g9,2,2,1,2) -1
    d(3,0,g9) label_order(g9,3,0,3,1) -1
    d(3,0,g9) label_order(g9,3,1,3,0) 1
    d(3,0,g9) label_order(g9,2,0,3,0) 1
    d(3,0,g9) label_order(g9,3,0,2,0) -1
    d(3,1,g9) label_order(g9,3,0,3,1) 1
    d(3,1,g9) label_order(g9,3,1,3,0) -1
    d(3,1,g9) label_order(g9,2,1,3,1) 1
    d(0,8,g10) label_order(g10,0,8,0,9) -1
    d(0,8,g10) label_order(g10,0,9,0,8) 1
    d(0,8,g10) label_order(g10,0,8,1,8) -1
    d(0,8,g10) label_order(g10,1,8,0,8) 1
    d(0,9,g10) label_order(g10,0,8,0,9) 1
    d(0,9,g10) label_order(g10,0,9,0,8) -1
    d(0,9,g10) label_order(g10,0,9,0,10) -1
    d(0,9,g10) label_order(g10,0,10,0,9) 1
    d(0,10,g10) label_order(g10,0,9,0,10) 1
    d(0,10,g10) label_order(g10,0,10,0,9) -1
    d(0,10,g10) label_order(g10,0,10,1,10) -1
    d(0,10,g10) label_order(g10,1,10,0,10) 1
    d(1,8,g10) label_order(g10,0,8,1,8) 1
    d(1,8,g10) label_order(g10,1,8,0,8) -1
    d(1,10,g10) label_order(g10,0,10,1,10) 1
    d(1,10,g10) label_order(g10,1,10,0,10) -1
    d(1,10,g10) label_order(g10,2,10,1,10) 1
    d(3,10,g10) label_order(g10,2,10,3,10) 1
    d(3,10,g10) label_order(g10,3,10,4,10) -1
    d(3,10,g10) label_order(g10,4,10,3,10) 1
    d(3,12,g10) label_order(g10,3,12,4,12) -1
    d(3,12,g10) label_order(g10,4,12,3,12) 1
    d(4,10,g10) label_order(g10,4,10,4,11) -1
    d(4,10,g10) label_order(g10,4,11,4,10) 1
    d(4,10,g10) label_order(g10,3,10,4,10) 1
    d(4,10,g10) label_order(g10,4,10,3,10) -1
    d(4,11,g10) label_order(g10,4,10,4,11) 1
    d(4,11,g10) label_order(g10,4,11,4,10) -1
    d(4,11,g10) label_order(g10,4,11,4,12) -1
    d(4,11,g10) label_order(g10,4,12,4,11) 1
    d(4,12,g10) label_order(g10,4,11,4,12) 1
    d(4,12,g10) label_order(g10,4,12,4,11) -1
    d(4,12,g10) label_order(g10,3,12,4,12) 1
    d(4,12,g10) label_order(g10,4,12,3,12) -1
    d(0,12,g11) label_order(g11,0,12,0,13) -1
    d(0,12,g11) label_order(g11,0,13,0,12) 1
    d(0,12,g11) label_order(g11,0,12,1,12) -1
    d(0,12,g11) label_order(g11,1,12,0,12) 1
    d(0,13,g11) label_order(g11,0,12,0,13) 1
    d(0,13,g11) label_order(g11,0,13,0,12) -1
    d(0,13,g11) label_order(g11,0,13,1,13) -1
    d(0,13,g11) label_order(g11,1,13,0,13) 1
    d(1,12,g11) label_order(g11,1,12,1,13) -1
    d(1,12,g11) label_order(g11,1,13,1,12) 1
    d(1,12,g11) label_order(g11,0,12,1,12) 1
    d(1,12,g11) label_order(g11,1,12,0,12) -1
    d(1,12,g11) label_order(g11,2,12,1,12) 1
    d(1,13,g11) label_order(g11,1,12,1,13) 1
    d(1,13,g11) label_order(g11,1,13,1,12) -1
    d(1,13,g11) label_order(g11,1,13,1,14) -1
    d(1,13,g11) label_order(g11,1,14,1,13) 1
    d(1,13,g11) label_order(g11,0,13,1,13) 1
    d(1,13,g11) label_order(g11,1,13,0,13) -1
    d(1,14,g11) label_order(g11,1,13,1,14) 1
    d(1,14,g11) label_order(g11,1,14,1,13) -1
    d(3,9,g11) label_order(g11,3,9,3,10) -1
    d(3,9,g11) label_order(g11,3,10,3,9) 1
    d(3,10,g11) label_order(g11,3,9,3,10) 1
    d(3,10,g11) label_order(g11,3,10,3,9) -1
    d(3,10,g11) label_order(g11,3,10,3,11) -1
    d(3,10,g11) label_order(g11,3,11,3,10) 1
    d(3,10,g11) label_order(g11,3,10,4,10) -1
    d(3,10,g11) label_order(g11,4,10,3,10) 1
    d(3,11,g11) label_order(g11,3,10,3,11) 1
    d(3,11,g11) label_order(g11,3,11,3,10) -1
    d(3,11,g11) label_order(g11,2,11,3,11) 1
    d(3,11,g11) label_order(g11,3,11,4,11) -1
    d(3,11,g11) label_order(g11,4,11,3,11) 1
    d(4,10,g11) label_order(g11,4,10,4,11) -1
    d(4,10,g11) label_order(g11,4,11,4,10) 1
    d(4,10,g11) label_order(g11,3,10,4,10) 1
    d(4,10,g11) label_order(g11,4,10,3,10) -1
    d(4,11,g11) label_order(g11,4,10,4,11) 1
    d(4,11,g11) label_order(g11,4,11,4,10) -1
    d(4,11,g11) label_order(g11,3,11,4,11) 1
    d(4,11,g11) label_order(g11,4,11,3,11) -1
    d(2,17,g12) label_order(g12,2,16,2,17) 1
    d(3,14,g12) label_order(g12,3,15,3,14) 1
    d(0,2,g13) label_order(g13,0,2,0,3) -1
    d(0,2,g13) label_order(g13,0,3,0,2) 1
    d(0,3,g13) label_order(g13,0,2,0,3) 1
    d(0,3,g13) label_order(g13,0,3,0,2) -1
    d(0,3,g13) label_order(g13,0,3,0,4) -1
    d(0,3,g13) label_order(g13,0,4,0,3) 1
    d(0,3,g13) label_order(g13,0,3,1,3) -1
    d(0,3,g13) label_order(g13,1,3,0,3) 1
    d(0,4,g13) label_order(g13,0,3,0,4) 1
    d(0,4,g13) label_order(g13,0,4,0,3) -1
    d(0,4,g13) label_order(g13,0,4,1,4) -1
    d(0,4,g13) label_order(g13,1,4,0,4) 1
    d(1,3,g13) label_order(g13,1,3,1,4) -1
    d(1,3,g13) label_order(g13,1,4,1,3) 1
    d(1,3,g13) label_order(g13,0,3,1,3) 1
    d(1,3,g13) label_order(g13,1,3,0,3) -1
    d(1,3,g13) label_order(g13,1,3,2,3) -1
    d(1,3,g13) label_order(g13,2,3,1,3) 1
    d(1,4,g13) label_order(g13,1,3,1,4) 1
    d(1,4,g13) label_order(g13,1,4,1,3) -1
    d(1,4,g13) label_order(g13,0,4,1,4) 1
    d(1,4,g13) label_order(g13,1,4,0,4) -1
    d(2,3,g13) label_order(g13,1,3,2,3) 1
    d(2,3,g13) label_order(g13,2,3,1,3) -1
    d(2,3,g13) label_order(g13,3,3,2,3) 1
    d(3,1,g13) label_order(g13,3,1,3,2) -1
    d(3,1,g13) label_order(g13,3,2,3,1) 1
    d(3,2,g13) label_order(g13,3,1,3,2) 1
    d(3,2,g13) label_order(g13,3,2,3,1) -1
    d(3,2,g13) label_order(g13,3,3,3,2) 1
    d(3,4,g13) label_order(g13,3,3,3,4) 1
    d(3,4,g13) label_order(g13,3,4,3,5) -1
    d(3,4,g13) label_order(g13,3,5,3,4) 1
    d(3,5,g13) label_order(g13,3,4,3,5) 1
    d(3,5,g13) label_order(g13,3,5,3,4) -1
    d(4,3,g13) label_order(g13,3,3,4,3) 1
    d(4,3,g13) label_order(g13,4,3,5,3) -1
    d(4,3,g13) label_order(g13,5,3,4,3) 1
    d(5,2,g13) label_order(g13,5,2,5,3) -1
    d(5,2,g13) label_order(g13,5,3,5,2) 1
    d(5,2,g13) label_order(g13,5,2,6,2) -1
    d(5,2,g13) label_order(g13,6,2,5,2) 1
    d(5,3,g13) label_order(g13,5,2,5,3) 1
    d(5,3,g13) label_order(g13,5,3,5,2) -1
    d(5,3,g13) label_order(g13,4,3,5,3) 1
    d(5,3,g13) label_order(g13,5,3,4,3) -1
    d(5,3,g13) label_order(g13,5,3,6,3) -1
    d(5,3,g13) label_order(g13,6,3,5,3) 1
    d(6,2,g13) label_order(g13,6,2,6,3) -1
    d(6,2,g13) label_order(g13,6,3,6,2) 1
    d(6,2,g13) label_order(g13,5,2,6,2) 1
    d(6,2,g13) label_order(g13,6,2,5,2) -1
    d(6,3,g13) label_order(g13,6,2,6,3) 1
    d(6,3,g13) label_order(g13,6,3,6,2) -1
    d(6,3,g13) label_order(g13,6,3,6,4) -1
    d(6,3,g13) label_order(g13,6,4,6,3) 1
    d(6,3,g13) label_order(g13,5,3,6,3) 1
    d(6,3,g13) label_order(g13,6,3,5,3) -1
    d(6,4,g13) label_order(g13,6,3,6,4) 1
    d(6,4,g13) label_order(g13,6,4,6,3) -1
    d(3,4,g14) label_order(g14,3,4,3,5) -1
    d(3,4,g14) label_order(g14,3,5,3,4) 1
    d(3,5,g14) label_order(g14,3,4,3,5) 1
    d(3,5,g14) label_order(g14,3,5,3,4) -1
    d(3,5,g14) label_order(g14,3,6,3,5) 1
    d(3,8,g14) label_order(g14,3,7,3,8) 1
    d(3,8,g14) label_order(g14,3,8,3,9) -1
    d(3,8,g14) label_order(g14,3,9,3,8) 1
    d(3,9,g14) label_order(g14,3,8,3,9) 1
    d(3,9,g14) label_order(g14,3,9,3,8) -1
    d(2,18,g15) label_order(g15,3,18,2,18) 1
    d(4,18,g15) label_order(g15,3,18,4,18) 1
    d(2,13,g16) label_order(g16,2,13,2,14) -1
    d(2,13,g16) label_order(g16,2,14,2,13) 1
    d(2,13,g16) label_order(g16,3,13,2,13) 1
    d(2,14,g16) label_order(g16,2,13,2,14) 1
    d(2,14,g16) label_order(g16,2,14,2,13) -1
    d(2,14,g16) label_order(g16,2,14,3,14) -1
    d(2,14,g16) label_order(g16,3,14,2,14) 1
    d(3,14,g16) label_order(g16,3,13,3,14) 1
    d(3,14,g16) label_order(g16,2,14,3,14) 1
    d(3,14,g16) label_order(g16,3,14,2,14) -1
    d(4,12,g16) label_order(g16,4,13,4,12) 1
    d(4,12,g16) label_order(g16,4,12,5,12) -1
    d(4,12,g16) label_order(g16,5,12,4,12) 1
    d(5,12,g16) label_order(g16,5,12,5,13) -1
    d(5,12,g16) label_order(g16,5,13,5,12) 1
    d(5,12,g16) label_order(g16,4,12,5,12) 1
    d(5,12,g16) label_order(g16,5,12,4,12) -1
    d(5,13,g16) label_order(g16,5,12,5,13) 1
    d(5,13,g16) label_order(g16,5,13,5,12) -1
    d(5,13,g16) label_order(g16,4,13,5,13) 1
    d(3,0,g18) label_order(g18,4,0,3,0) 1
    d(5,1,g18) label_order(g18,4,1,5,1) 1
    d(1,1,g19) label_order(g19,1,1,1,2) -1
    d(1,1,g19) label_order(g19,1,2,1,1) 1
    d(1,2,g19) label_order(g19,1,1,1,2) 1
    d(1,2,g19) label_order(g19,1,2,1,1) -1
    d(1,2,g19) label_order(g19,1,2,2,2) -1
    d(1,2,g19) label_order(g19,2,2,1,2) 1
    d(2,2,g19) label_order(g19,1,2,2,2) 1
    d(2,2,g19) label_order(g19,2,2,1,2) -1
    d(2,2,g19) label_order(g19,2,2,3,2) -1
    d(2,2,g19) label_order(g19,3,2,2,2) 1
    d(3,1,g19) label_order(g19,3,1,3,2) -1
    d(3,1,g19) label_order(g19,3,2,3,1) 1
    d(3,2,g19) label_order(g19,3,1,3,2) 1
    d(3,2,g19) label_order(g19,3,2,3,1) -1
    d(3,2,g19) label_order(g19,2,2,3,2) 1
    d(3,2,g19) label_order(g19,3,2,2,2) -1
    d(3,2,g19) label_order(g19,4,2,3,2) 1
    d(5,2,g19) label_order(g19,5,2,5,3) -1
    d(5,2,g19) label_order(g19,5,3,5,2) 1
    d(5,2,g19) label_order(g19,4,2,5,2) 1
    d(5,2,g19) label_order(g19,5,2,6,2) -1
    d(5,2,g19) label_order(g19,6,2,5,2) 1
    d(5,3,g19) label_order(g19,5,2,5,3) 1
    d(5,3,g19) label_order(g19,5,3,5,2) -1
    d(6,2,g19) label_order(g19,5,2,6,2) 1
    d(6,2,g19) label_order(g19,6,2,5,2) -1
    d(6,2,g19) label_order(g19,6,2,7,2) -1
    d(6,2,g19) label_order(g19,7,2,6,2) 1
    d(7,2,g19) label_order(g19,7,2,7,3) -1
    d(7,2,g19) label_order(g19,7,3,7,2) 1
    d(7,2,g19) label_order(g19,6,2,7,2) 1
    d(7,2,g19) label_order(g19,7,2,6,2) -1
    d(7,3,g19) label_order(g19,7,2,7,3) 1
    d(7,3,g19) label_order(g19,7,3,7,2) -1
    d(0,2,g20) label_order(g20,0,2,0,3) -1
    d(0,2,g20) label_order(g20,0,3,0,2) 1
    d(0,3,g20) label_order(g20,0,2,0,3) 1
    d(0,3,g20) label_order(g20,0,3,0,2) -1
    d(0,3,g20) label_order(g20,0,3,0,4) -1
    d(0,3,g20) label_order(g20,0,4,0,3) 1
    d(0,3,g20) label_order(g20,0,3,1,3) -1
    d(0,3,g20) label_order(g20,1,3,0,3) 1
    d(0,4,g20) label_order(g20,0,3,0,4) 1
    d(0,4,g20) label_order(g20,0,4,0,3) -1
    d(1,3,g20) label_order(g20,0,3,1,3) 1
    d(1,3,g20) label_order(g20,1,3,0,3) -1
    d(1,3,g20) label_order(g20,1,3,2,3) -1
    d(1,3,g20) label_order(g20,2,3,1,3) 1
    d(2,2,g20) label_order(g20,2,2,2,3) -1
    d(2,2,g20) label_order(g20,2,3,2,2) 1
    d(2,3,g20) label_order(g20,2,2,2,3) 1
    d(2,3,g20) label_order(g20,2,3,2,2) -1
    d(2,3,g20) label_order(g20,2,3,2,4) -1
    d(2,3,g20) label_order(g20,2,4,2,3) 1
    d(2,3,g20) label_order(g20,1,3,2,3) 1
    d(2,3,g20) label_order(g20,2,3,1,3) -1
    d(2,4,g20) label_order(g20,2,3,2,4) 1
    d(2,4,g20) label_order(g20,2,4,2,3) -1
    d(2,4,g20) label_order(g20,2,4,3,4) -1
    d(2,4,g20) label_order(g20,3,4,2,4) 1
    d(3,4,g20) label_order(g20,3,4,3,5) -1
    d(3,4,g20) label_order(g20,3,5,3,4) 1
    d(3,4,g20) label_order(g20,2,4,3,4) 1
    d(3,4,g20) label_order(g20,3,4,2,4) -1
    d(3,4,g20) label_order(g20,4,4,3,4) 1
    d(3,5,g20) label_order(g20,3,4,3,5) 1
    d(3,5,g20) label_order(g20,3,5,3,4) -1
    d(6,3,g20) label_order(g20,6,3,6,4) -1
    d(6,3,g20) label_order(g20,6,4,6,3) 1
    d(6,4,g20) label_order(g20,6,3,6,4) 1
    d(6,4,g20) label_order(g20,6,4,6,3) -1
    d(6,4,g20) label_order(g20,5,4,6,4) 1
    d(6,4,g20) label_order(g20,6,4,7,4) -1
    d(6,4,g20) label_order(g20,7,4,6,4) 1
    d(7,4,g20) label_order(g20,7,4,7,5) -1
    d(7,4,g20) label_order(g20,7,5,7,4) 1
    d(7,4,g20) label_order(g20,6,4,7,4) 1
    d(7,4,g20) label_order(g20,7,4,6,4) -1
    d(7,5,g20) label_order(g20,7,4,7,5) 1
    d(7,5,g20) label_order(g20,7,5,7,4) -1
    d(7,5,g20) label_order(g20,7,5,7,6) -1
    d(7,5,g20) label_order(g20,7,6,7,5) 1
    d(7,5,g20) label_order(g20,7,5,8,5) -1
    d(7,5,g20) label_order(g20,8,5,7,5) 1
    d(7,6,g20) label_order(g20,7,5,7,6) 1
    d(7,6,g20) label_order(g20,7,6,7,5) -1
    d(8,5,g20) label_order(g20,7,5,8,5) 1
    d(8,5,g20) label_order(g20,8,5,7,5) -1
    d(8,5,g20) label_order(g20,8,5,9,5) -1
    d(8,5,g20) label_order(g20,9,5,8,5) 1
    d(9,4,g20) label_order(g20,9,4,9,5) -1
    d(9,4,g20) label_order(g20,9,5,9,4) 1
    d(9,5,g20) label_order(g20,9,4,9,5) 1
    d(9,5,g20) label_order(g20,9,5,9,4) -1
    d(9,5,g20) label_order(g20,9,5,9,6) -1
    d(9,5,g20) label_order(g20,9,6,9,5) 1
    d(9,5,g20) label_order(g20,8,5,9,5) 1
    d(9,5,g20) label_order(g20,9,5,8,5) -1
    d(9,6,g20) label_order(g20,9,5,9,6) 1
    d(9,6,g20) label_order(g20,9,6,9,5) -1
    d(3,8,g22) label_order(g22,3,8,3,9) -1
    d(3,8,g22) label_order(g22,3,9,3,8) 1
    d(3,8,g22) label_order(g22,3,8,4,8) -1
    d(3,8,g22) label_order(g22,4,8,3,8) 1
    d(3,9,g22) label_order(g22,3,8,3,9) 1
    d(3,9,g22) label_order(g22,3,9,3,8) -1
    d(3,9,g22) label_order(g22,4,9,3,9) 1
    d(3,11,g22) label_order(g22,3,11,4,11) -1
    d(3,11,g22) label_order(g22,4,11,3,11) 1
    d(4,8,g22) label_order(g22,4,9,4,8) 1
    d(4,8,g22) label_order(g22,3,8,4,8) 1
    d(4,8,g22) label_order(g22,4,8,3,8) -1
    d(4,8,g22) label_order(g22,4,8,5,8) -1
    d(4,8,g22) label_order(g22,5,8,4,8) 1
    d(4,10,g22) label_order(g22,4,9,4,10) 1
    d(4,10,g22) label_order(g22,4,10,4,11) -1
    d(4,10,g22) label_order(g22,4,11,4,10) 1
    d(4,10,g22) label_order(g22,4,10,5,10) -1
    d(4,10,g22) label_order(g22,5,10,4,10) 1
    d(4,11,g22) label_order(g22,4,10,4,11) 1
    d(4,11,g22) label_order(g22,4,11,4,10) -1
    d(4,11,g22) label_order(g22,3,11,4,11) 1
    d(4,11,g22) label_order(g22,4,11,3,11) -1
    d(5,7,g22) label_order(g22,5,7,5,8) -1
    d(5,7,g22) label_order(g22,5,8,5,7) 1
    d(5,7,g22) label_order(g22,5,7,6,7) -1
    d(5,7,g22) label_order(g22,6,7,5,7) 1
    d(5,8,g22) label_order(g22,5,7,5,8) 1
    d(5,8,g22) label_order(g22,5,8,5,7) -1
    d(5,8,g22) label_order(g22,5,9,5,8) 1
    d(5,8,g22) label_order(g22,4,8,5,8) 1
    d(5,8,g22) label_order(g22,5,8,4,8) -1
    d(5,10,g22) label_order(g22,5,9,5,10) 1
    d(5,10,g22) label_order(g22,4,10,5,10) 1
    d(5,10,g22) label_order(g22,5,10,4,10) -1
    d(5,10,g22) label_order(g22,5,10,6,10) -1
    d(5,10,g22) label_order(g22,6,10,5,10) 1
    d(6,7,g22) label_order(g22,5,7,6,7) 1
    d(6,7,g22) label_order(g22,6,7,5,7) -1
    d(6,9,g22) label_order(g22,6,9,6,10) -1
    d(6,9,g22) label_order(g22,6,10,6,9) 1
    d(6,9,g22) label_order(g22,5,9,6,9) 1
    d(6,10,g22) label_order(g22,6,9,6,10) 1
    d(6,10,g22) label_order(g22,6,10,6,9) -1
    d(6,10,g22) label_order(g22,5,10,6,10) 1
    d(6,10,g22) label_order(g22,6,10,5,10) -1
    d(3,14,g23) label_order(g23,4,14,3,14) 1
    d(4,15,g23) label_order(g23,4,14,4,15) 1
    d(4,15,g23) label_order(g23,4,15,4,16) -1
    d(4,15,g23) label_order(g23,4,16,4,15) 1
    d(4,16,g23) label_order(g23,4,15,4,16) 1
    d(4,16,g23) label_order(g23,4,16,4,15) -1
    d(5,12,g23) label_order(g23,5,12,5,13) -1
    d(5,12,g23) label_order(g23,5,13,5,12) 1
    d(5,13,g23) label_order(g23,5,12,5,13) 1
    d(5,13,g23) label_order(g23,5,13,5,12) -1
    d(5,13,g23) label_order(g23,5,14,5,13) 1
    d(6,14,g23) label_order(g23,5,14,6,14) 1
    d(2,19,g24) label_order(g24,2,19,3,19) -1
    d(2,19,g24) label_order(g24,3,19,2,19) 1
    d(3,19,g24) label_order(g24,2,19,3,19) 1
    d(3,19,g24) label_order(g24,3,19,2,19) -1
    d(3,19,g24) label_order(g24,4,19,3,19) 1
    d(6,19,g24) label_order(g24,5,19,6,19) 1
    d(6,19,g24) label_order(g24,6,19,7,19) -1
    d(6,19,g24) label_order(g24,7,19,6,19) 1
    d(7,19,g24) label_order(g24,6,19,7,19) 1
    d(7,19,g24) label_order(g24,7,19,6,19) -1
    d(4,15,g25) label_order(g25,4,15,4,16) -1
    d(4,15,g25) label_order(g25,4,16,4,15) 1
    d(4,15,g25) label_order(g25,5,15,4,15) 1
    d(4,16,g25) label_order(g25,4,15,4,16) 1
    d(4,16,g25) label_order(g25,4,16,4,15) -1
    d(6,14,g25) label_order(g25,6,14,6,15) -1
    d(6,14,g25) label_order(g25,6,15,6,14) 1
    d(6,15,g25) label_order(g25,6,14,6,15) 1
    d(6,15,g25) label_order(g25,6,15,6,14) -1
    d(6,15,g25) label_order(g25,5,15,6,15) 1
    d(5,12,g27) label_order(g27,5,11,5,12) 1
    d(5,12,g27) label_order(g27,5,12,5,13) -1
    d(5,12,g27) label_order(g27,5,13,5,12) 1
    d(5,13,g27) label_order(g27,5,12,5,13) 1
    d(5,13,g27) label_order(g27,5,13,5,12) -1
    d(6,9,g27) label_order(g27,6,9,6,10) -1
    d(6,9,g27) label_order(g27,6,10,6,9) 1
    d(6,10,g27) label_order(g27,6,9,6,10) 1
    d(6,10,g27) label_order(g27,6,10,6,9) -1
    d(6,10,g27) label_order(g27,6,11,6,10) 1
    d(4,15,g28) label_order(g28,4,15,4,16) -1
    d(4,15,g28) label_order(g28,4,16,4,15) 1
    d(4,16,g28) label_order(g28,4,15,4,16) 1
    d(4,16,g28) label_order(g28,4,16,4,15) -1
    d(4,16,g28) label_order(g28,5,16,4,16) 1
    d(7,16,g28) label_order(g28,7,16,7,17) -1
    d(7,16,g28) label_order(g28,7,17,7,16) 1
    d(7,16,g28) label_order(g28,6,16,7,16) 1
    d(7,17,g28) label_order(g28,7,16,7,17) 1
    d(7,17,g28) label_order(g28,7,17,7,16) -1
    d(4,18,g29) label_order(g29,5,18,4,18) 1
    d(7,17,g29) label_order(g29,6,17,7,17) 1
    d(4,7,g31) label_order(g31,4,7,5,7) -1
    d(4,7,g31) label_order(g31,5,7,4,7) 1
    d(5,7,g31) label_order(g31,5,7,5,8) -1
    d(5,7,g31) label_order(g31,5,8,5,7) 1
    d(5,7,g31) label_order(g31,4,7,5,7) 1
    d(5,7,g31) label_order(g31,5,7,4,7) -1
    d(5,7,g31) label_order(g31,5,7,6,7) -1
    d(5,7,g31) label_order(g31,6,7,5,7) 1
    d(5,8,g31) label_order(g31,5,7,5,8) 1
    d(5,8,g31) label_order(g31,5,8,5,7) -1
    d(6,5,g31) label_order(g31,6,6,6,5) 1
    d(6,5,g31) label_order(g31,6,5,7,5) -1
    d(6,5,g31) label_order(g31,7,5,6,5) 1
    d(6,7,g31) label_order(g31,6,6,6,7) 1
    d(6,7,g31) label_order(g31,5,7,6,7) 1
    d(6,7,g31) label_order(g31,6,7,5,7) -1
    d(7,4,g31) label_order(g31,7,4,7,5) -1
    d(7,4,g31) label_order(g31,7,5,7,4) 1
    d(7,5,g31) label_order(g31,7,4,7,5) 1
    d(7,5,g31) label_order(g31,7,5,7,4) -1
    d(7,5,g31) label_order(g31,6,5,7,5) 1
    d(7,5,g31) label_order(g31,7,5,6,5) -1
    d(7,5,g31) label_order(g31,7,5,8,5) -1
    d(7,5,g31) label_order(g31,8,5,7,5) 1
    d(8,5,g31) label_order(g31,7,5,8,5) 1
    d(8,5,g31) label_order(g31,8,5,7,5) -1
    d(5,12,g32) label_order(g32,6,12,5,12) 1
    d(7,13,g32) label_order(g32,6,13,7,13) 1
    d(5,7,g33) label_order(g33,5,7,5,8) -1
    d(5,7,g33) label_order(g33,5,8,5,7) 1
    d(5,8,g33) label_order(g33,5,7,5,8) 1
    d(5,8,g33) label_order(g33,5,8,5,7) -1
    d(5,8,g33) label_order(g33,6,8,5,8) 1
    d(6,9,g33) label_order(g33,6,8,6,9) 1
    d(6,9,g33) label_order(g33,6,9,6,10) -1
    d(6,9,g33) label_order(g33,6,10,6,9) 1
    d(6,10,g33) label_order(g33,6,9,6,10) 1
    d(6,10,g33) label_order(g33,6,10,6,9) -1
    d(7,6,g33) label_order(g33,7,6,7,7) -1
    d(7,6,g33) label_order(g33,7,7,7,6) 1
    d(7,7,g33) label_order(g33,7,6,7,7) 1
    d(7,7,g33) label_order(g33,7,7,7,6) -1
    d(7,7,g33) label_order(g33,7,8,7,7) 1
    d(8,8,g33) label_order(g33,8,8,8,9) -1
    d(8,8,g33) label_order(g33,8,9,8,8) 1
    d(8,8,g33) label_order(g33,7,8,8,8) 1
    d(8,9,g33) label_order(g33,8,8,8,9) 1
    d(8,9,g33) label_order(g33,8,9,8,8) -1
    d(6,9,g34) label_order(g34,6,9,6,10) -1
    d(6,9,g34) label_order(g34,6,10,6,9) 1
    d(6,9,g34) label_order(g34,7,9,6,9) 1
    d(6,10,g34) label_order(g34,6,9,6,10) 1
    d(6,10,g34) label_order(g34,6,10,6,9) -1
    d(8,8,g34) label_order(g34,8,8,8,9) -1
    d(8,8,g34) label_order(g34,8,9,8,8) 1
    d(8,9,g34) label_order(g34,8,8,8,9) 1
    d(8,9,g34) label_order(g34,8,9,8,8) -1
    d(8,9,g34) label_order(g34,7,9,8,9) 1
    d(6,9,g35) label_order(g35,6,9,6,10) -1
    d(6,9,g35) label_order(g35,6,10,6,9) 1
    d(6,10,g35) label_order(g35,6,9,6,10) 1
    d(6,10,g35) label_order(g35,6,10,6,9) -1
    d(6,10,g35) label_order(g35,7,10,6,10) 1
    d(8,11,g35) label_order(g35,8,11,8,12) -1
    d(8,11,g35) label_order(g35,8,12,8,11) 1
    d(8,11,g35) label_order(g35,7,11,8,11) 1
    d(8,12,g35) label_order(g35,8,11,8,12) 1
    d(8,12,g35) label_order(g35,8,12,8,11) -1
    d(7,13,g37) label_order(g37,7,14,7,13) 1
    d(7,16,g37) label_order(g37,7,15,7,16) 1
    d(7,2,g40) label_order(g40,7,2,7,3) -1
    d(7,2,g40) label_order(g40,7,3,7,2) 1
    d(7,3,g40) label_order(g40,7,2,7,3) 1
    d(7,3,g40) label_order(g40,7,3,7,2) -1
    d(7,3,g40) label_order(g40,7,3,7,4) -1
    d(7,3,g40) label_order(g40,7,4,7,3) 1
    d(7,4,g40) label_order(g40,7,3,7,4) 1
    d(7,4,g40) label_order(g40,7,4,7,3) -1
    d(7,4,g40) label_order(g40,8,4,7,4) 1
    d(9,4,g40) label_order(g40,9,4,9,5) -1
    d(9,4,g40) label_order(g40,9,5,9,4) 1
    d(9,4,g40) label_order(g40,8,4,9,4) 1
    d(9,5,g40) label_order(g40,9,4,9,5) 1
    d(9,5,g40) label_order(g40,9,5,9,4) -1
    d(9,5,g40) label_order(g40,9,5,9,6) -1
    d(9,5,g40) label_order(g40,9,6,9,5) 1
    d(9,6,g40) label_order(g40,9,5,9,6) 1
    d(9,6,g40) label_order(g40,9,6,9,5) -1
    d(7,6,g41) label_order(g41,7,6,7,7) -1
    d(7,6,g41) label_order(g41,7,7,7,6) 1
    d(7,6,g41) label_order(g41,8,6,7,6) 1
    d(7,7,g41) label_order(g41,7,6,7,7) 1
    d(7,7,g41) label_order(g41,7,7,7,6) -1
    d(7,7,g41) label_order(g41,8,7,7,7) 1
    d(8,5,g41) label_order(g41,8,6,8,5) 1
    d(8,8,g41) label_order(g41,8,7,8,8) 1
    d(9,6,g41) label_order(g41,9,6,9,7) -1
    d(9,6,g41) label_order(g41,9,7,9,6) 1
    d(9,6,g41) label_order(g41,8,6,9,6) 1
    d(9,7,g41) label_order(g41,9,6,9,7) 1
    d(9,7,g41) label_order(g41,9,7,9,6) -1
    d(9,7,g41) label_order(g41,8,7,9,7) 1
    d(8,8,g42) label_order(g42,8,8,8,9) -1
    d(8,8,g42) label_order(g42,8,9,8,8) 1
    d(8,9,g42) label_order(g42,8,8,8,9) 1
    d(8,9,g42) label_order(g42,8,9,8,8) -1
    d(8,9,g42) label_order(g42,8,10,8,9) 1
    d(8,11,g42) label_order(g42,8,10,8,11) 1
    d(8,11,g42) label_order(g42,8,11,8,12) -1
    d(8,11,g42) label_order(g42,8,12,8,11) 1
    d(8,12,g42) label_order(g42,8,11,8,12) 1
    d(8,12,g42) label_order(g42,8,12,8,11) -1
    d(7,13,g43) label_order(g43,8,13,7,13) 1
    d(9,13,g43) label_order(g43,8,13,9,13) 1
    d(7,18,g44) label_order(g44,8,18,7,18) 1
    d(9,17,g44) label_order(g44,8,17,9,17) 1
    d(7,19,g45) label_order(g45,8,19,7,19) 1
    d(9,19,g45) label_order(g45,8,19,9,19) 1
    d(9,0,g48) label_order(g48,9,0,9,1) -1
    d(9,0,g48) label_order(g48,9,1,9,0) 1
    d(9,1,g48) label_order(g48,9,0,9,1) 1
    d(9,1,g48) label_order(g48,9,1,9,0) -1
    d(9,1,g48) label_order(g48,9,2,9,1) 1
    d(9,4,g48) label_order(g48,9,3,9,4) 1
    d(9,4,g48) label_order(g48,9,4,9,5) -1
    d(9,4,g48) label_order(g48,9,5,9,4) 1
    d(9,5,g48) label_order(g48,9,4,9,5) 1
    d(9,5,g48) label_order(g48,9,5,9,4) -1
    d(9,17,g53) label_order(g53,9,18,9,17) 1
    d(9,19,g53) label_order(g53,9,18,9,19) 1
    p(g0,0,1,0,0) label_pred(g0,0,0) 1
    p(g0,0,1,0,0) label_order(g0,0,1,0,0) -2
    p(g0,0,1,0,2) label_pred(g0,0,2) 1
    p(g0,0,1,0,2) label_order(g0,0,1,0,2) -2
    p(g1,0,2,0,3) label_pred(g1,0,3) 1
    p(g1,0,2,0,3) label_tail(g1,0,2,0,3) 1
    p(g1,0,2,0,3) label_order(g1,0,2,0,3) -4
    p(g1,0,3,0,2) label_pred(g1,0,2) 1
    p(g1,0,3,0,2) label_tail(g1,0,3,0,2) 1
    p(g1,0,3,0,2) label_order(g1,0,3,0,2) -4
    p(g1,0,3,0,4) label_pred(g1,0,4) 1
    p(g1,0,3,0,4) label_tail(g1,0,3,0,4) 1
    p(g1,0,3,0,4) label_order(g1,0,3,0,4) -4
    p(g1,0,4,0,3) label_pred(g1,0,3) 1
    p(g1,0,4,0,3) label_tail(g1,0,4,0,3) 1
    p(g1,0,4,0,3) label_order(g1,0,4,0,3) -4
    p(g1,0,5,0,4) label_pred(g1,0,4) 1
    p(g1,0,5,0,4) label_order(g1,0,5,0,4) -4
    p(g1,0,6,0,7) label_pred(g1,0,7) 1
    p(g1,0,6,0,7) label_order(g1,0,6,0,7) -4
    p(g1,0,7,0,8) label_pred(g1,0,8) 1
    p(g1,0,7,0,8) label_tail(g1,0,7,0,8) 1
    p(g1,0,7,0,8) label_order(g1,0,7,0,8) -4
    p(g1,0,8,0,7) label_pred(g1,0,7) 1
    p(g1,0,8,0,7) label_tail(g1,0,8,0,7) 1
    p(g1,0,8,0,7) label_order(g1,0,8,0,7) -4
    p(g1,0,8,0,9) label_pred(g1,0,9) 1
    p(g1,0,8,0,9) label_tail(g1,0,8,0,9) 1
    p(g1,0,8,0,9) label_order(g1,0,8,0,9) -4
    p(g1,0,9,0,8) label_pred(g1,0,8) 1
    p(g1,0,9,0,8) label_tail(g1,0,9,0,8) 1
    p(g1,0,9,0,8) label_order(g1,0,9,0,8) -4
    p(g2,0,13,0,14) label_pred(g2,0,14) 1
    p(g2,0,13,0,14) label_tail(g2,0,13,0,14) 1
    p(g2,0,13,0,14) label_order(g2,0,13,0,14) -3
    p(g2,0,14,0,13) label_pred(g2,0,13) 1
    p(g2,0,14,0,13) label_tail(g2,0,14,0,13) 1
    p(g2,0,14,0,13) label_order(g2,0,14,0,13) -3
    p(g2,0,15,0,14) label_pred(g2,0,14) 1
    p(g2,0,15,0,14) label_order(g2,0,15,0,14) -3
    p(g2,0,16,0,17) label_pred(g2,0,17) 1
    p(g2,0,16,0,17) label_order(g2,0,16,0,17) -3
    p(g2,0,17,0,18) label_pred(g2,0,18) 1
    p(g2,0,17,0,18) label_tail(g2,0,17,0,18) 1
    p(g2,0,17,0,18) label_order(g2,0,17,0,18) -3
    p(g2,0,18,0,17) label_pred(g2,0,17) 1
    p(g2,0,18,0,17) label_tail(g2,0,18,0,17) 1
    p(g2,0,18,0,17) label_order(g2,0,18,0,17) -3
    p(g3,0,8,0,9) label_pred(g3,0,9) 1
    p(g3,0,8,0,9) label_tail(g3,0,8,0,9) 1
    p(g3,0,8,0,9) label_order(g3,0,8,0,9) -6
    p(g3,0,9,0,8) label_pred(g3,0,8) 1
    p(g3,0,9,0,8) label_tail(g3,0,9,0,8) 1
    p(g3,0,9,0,8) label_order(g3,0,9,0,8) -6
    p(g3,0,9,0,10) label_pred(g3,0,10) 1
    p(g3,0,9,0,10) label_tail(g3,0,9,0,10) 1
    p(g3,0,9,0,10) label_order(g3,0,9,0,10) -6
    p(g3,0,10,0,9) label_pred(g3,0,9) 1
    p(g3,0,10,0,9) label_tail(g3,0,10,0,9) 1
    p(g3,0,10,0,9) label_order(g3,0,10,0,9) -6
    p(g3,0,11,0,10) label_pred(g3,0,10) 1
    p(g3,0,11,0,10) label_order(g3,0,11,0,10) -6
    p(g3,0,11,0,12) label_pred(g3,0,12) 1
    p(g3,0,11,0,12) label_order(g3,0,11,0,12) -6
    p(g3,1,11,1,10) label_pred(g3,1,10) 1
    p(g3,1,11,1,10) label_order(g3,1,11,1,10) -6
    p(g3,1,11,1,12) label_pred(g3,1,12) 1
    p(g3,1,11,1,12) label_order(g3,1,11,1,12) -6
    p(g3,1,12,1,13) label_pred(g3,1,13) 1
    p(g3,1,12,1,13) label_tail(g3,1,12,1,13) 1
    p(g3,1,12,1,13) label_order(g3,1,12,1,13) -6
    p(g3,1,13,1,12) label_pred(g3,1,12) 1
    p(g3,1,13,1,12) label_tail(g3,1,13,1,12) 1
    p(g3,1,13,1,12) label_order(g3,1,13,1,12) -6
    p(g3,1,13,1,14) label_pred(g3,1,14) 1
    p(g3,1,13,1,14) label_tail(g3,1,13,1,14) 1
    p(g3,1,13,1,14) label_order(g3,1,13,1,14) -6
    p(g3,1,14,1,13) label_pred(g3,1,13) 1
    p(g3,1,14,1,13) label_tail(g3,1,14,1,13) 1
    p(g3,1,14,1,13) label_order(g3,1,14,1,13) -6
    p(g3,0,8,1,8) label_pred(g3,1,8) 1
    p(g3,0,8,1,8) label_tail(g3,0,8,1,8) 1
    p(g3,0,8,1,8) label_order(g3,0,8,1,8) -6
    p(g3,1,8,0,8) label_pred(g3,0,8) 1
    p(g3,1,8,0,8) label_tail(g3,1,8,0,8) 1
    p(g3,1,8,0,8) label_order(g3,1,8,0,8) -6
    p(g3,0,10,1,10) label_pred(g3,1,10) 1
    p(g3,0,10,1,10) label_tail(g3,0,10,1,10) 1
    p(g3,0,10,1,10) label_order(g3,0,10,1,10) -6
    p(g3,1,10,0,10) label_pred(g3,0,10) 1
    p(g3,1,10,0,10) label_tail(g3,1,10,0,10) 1
    p(g3,1,10,0,10) label_order(g3,1,10,0,10) -6
    p(g3,0,12,1,12) label_pred(g3,1,12) 1
    p(g3,0,12,1,12) label_tail(g3,0,12,1,12) 1
    p(g3,0,12,1,12) label_order(g3,0,12,1,12) -6
    p(g3,1,12,0,12) label_pred(g3,0,12) 1
    p(g3,1,12,0,12) label_tail(g3,1,12,0,12) 1
    p(g3,1,12,0,12) label_order(g3,1,12,0,12) -6
    p(g3,0,14,1,14) label_pred(g3,1,14) 1
    p(g3,0,14,1,14) label_tail(g3,0,14,1,14) 1
    p(g3,0,14,1,14) label_order(g3,0,14,1,14) -6
    p(g3,1,14,0,14) label_pred(g3,0,14) 1
    p(g3,1,14,0,14) label_tail(g3,1,14,0,14) 1
    p(g3,1,14,0,14) label_order(g3,1,14,0,14) -6
    p(g5,1,0,0,0) label_pred(g5,0,0) 1
    p(g5,1,0,0,0) label_order(g5,1,0,0,0) -2
    p(g5,1,0,2,0) label_pred(g5,2,0) 1
    p(g5,1,0,2,0) label_order(g5,1,0,2,0) -2
    p(g6,0,12,0,13) label_pred(g6,0,13) 1
    p(g6,0,12,0,13) label_tail(g6,0,12,0,13) 1
    p(g6,0,12,0,13) label_order(g6,0,12,0,13) -8
    p(g6,0,13,0,12) label_pred(g6,0,12) 1
    p(g6,0,13,0,12) label_tail(g6,0,13,0,12) 1
    p(g6,0,13,0,12) label_order(g6,0,13,0,12) -8
    p(g6,0,13,0,14) label_pred(g6,0,14) 1
    p(g6,0,13,0,14) label_tail(g6,0,13,0,14) 1
    p(g6,0,13,0,14) label_order(g6,0,13,0,14) -8
    p(g6,0,14,0,13) label_pred(g6,0,13) 1
    p(g6,0,14,0,13) label_tail(g6,0,14,0,13) 1
    p(g6,0,14,0,13) label_order(g6,0,14,0,13) -8
    p(g6,0,17,0,18) label_pred(g6,0,18) 1
    p(g6,0,17,0,18) label_tail(g6,0,17,0,18) 1
    p(g6,0,17,0,18) label_order(g6,0,17,0,18) -8
    p(g6,0,18,0,17) label_pred(g6,0,17) 1
    p(g6,0,18,0,17) label_tail(g6,0,18,0,17) 1
    p(g6,0,18,0,17) label_order(g6,0,18,0,17) -8
    p(g6,1,13,1,14) label_pred(g6,1,14) 1
    p(g6,1,13,1,14) label_tail(g6,1,13,1,14) 1
    p(g6,1,13,1,14) label_order(g6,1,13,1,14) -8
    p(g6,1,14,1,13) label_pred(g6,1,13) 1
    p(g6,1,14,1,13) label_tail(g6,1,14,1,13) 1
    p(g6,1,14,1,13) label_order(g6,1,14,1,13) -8
    p(g6,1,15,1,14) label_pred(g6,1,14) 1
    p(g6,1,15,1,14) label_order(g6,1,15,1,14) -8
    p(g6,1,16,1,17) label_pred(g6,1,17) 1
    p(g6,1,16,1,17) label_order(g6,1,16,1,17) -8
    p(g6,1,17,1,18) label_pred(g6,1,18) 1
    p(g6,1,17,1,18) label_tail(g6,1,17,1,18) 1
    p(g6,1,17,1,18) label_order(g6,1,17,1,18) -8
    p(g6,1,18,1,17) label_pred(g6,1,17) 1
    p(g6,1,18,1,17) label_tail(g6,1,18,1,17) 1
    p(g6,1,18,1,17) label_order(g6,1,18,1,17) -8
    p(g6,2,13,2,14) label_pred(g6,2,14) 1
    p(g6,2,13,2,14) label_tail(g6,2,13,2,14) 1
    p(g6,2,13,2,14) label_order(g6,2,13,2,14) -8
    p(g6,2,14,2,13) label_pred(g6,2,13) 1
    p(g6,2,14,2,13) label_tail(g6,2,14,2,13) 1
    p(g6,2,14,2,13) label_order(g6,2,14,2,13) -8
    p(g6,2,17,2,18) label_pred(g6,2,18) 1
    p(g6,2,17,2,18) label_tail(g6,2,17,2,18) 1
    p(g6,2,17,2,18) label_order(g6,2,17,2,18) -8
    p(g6,2,18,2,17) label_pred(g6,2,17) 1
    p(g6,2,18,2,17) label_tail(g6,2,18,2,17) 1
    p(g6,2,18,2,17) label_order(g6,2,18,2,17) -8
    p(g6,2,18,2,19) label_pred(g6,2,19) 1
    p(g6,2,18,2,19) label_tail(g6,2,18,2,19) 1
    p(g6,2,18,2,19) label_order(g6,2,18,2,19) -8
    p(g6,2,19,2,18) label_pred(g6,2,18) 1
    p(g6,2,19,2,18) label_tail(g6,2,19,2,18) 1
    p(g6,2,19,2,18) label_order(g6,2,19,2,18) -8
    p(g6,0,13,1,13) label_pred(g6,1,13) 1
    p(g6,0,13,1,13) label_tail(g6,0,13,1,13) 1
    p(g6,0,13,1,13) label_order(g6,0,13,1,13) -8
    p(g6,1,13,0,13) label_pred(g6,0,13) 1
    p(g6,1,13,0,13) label_tail(g6,1,13,0,13) 1
    p(g6,1,13,0,13) label_order(g6,1,13,0,13) -8
    p(g6,0,14,1,14) label_pred(g6,1,14) 1
    p(g6,0,14,1,14) label_tail(g6,0,14,1,14) 1
    p(g6,0,14,1,14) label_order(g6,0,14,1,14) -8
    p(g6,1,14,0,14) label_pred(g6,0,14) 1
    p(g6,1,14,0,14) label_tail(g6,1,14,0,14) 1
    p(g6,1,14,0,14) label_order(g6,1,14,0,14) -8
    p(g6,0,17,1,17) label_pred(g6,1,17) 1
    p(g6,0,17,1,17) label_tail(g6,0,17,1,17) 1
    p(g6,0,17,1,17) label_order(g6,0,17,1,17) -8
    p(g6,1,17,0,17) label_pred(g6,0,17) 1
    p(g6,1,17,0,17) label_tail(g6,1,17,0,17) 1
    p(g6,1,17,0,17) label_order(g6,1,17,0,17) -8
    p(g6,0,18,1,18) label_pred(g6,1,18) 1
    p(g6,0,18,1,18) label_tail(g6,0,18,1,18) 1
    p(g6,0,18,1,18) label_order(g6,0,18,1,18) -8
    p(g6,1,18,0,18) label_pred(g6,0,18) 1
    p(g6,1,18,0,18) label_tail(g6,1,18,0,18) 1
    p(g6,1,18,0,18) label_order(g6,1,18,0,18) -8
    p(g6,1,13,2,13) label_pred(g6,2,13) 1
    p(g6,1,13,2,13) label_tail(g6,1,13,2,13) 1
    p(g6,1,13,2,13) label_order(g6,1,13,2,13) -8
    p(g6,2,13,1,13) label_pred(g6,1,13) 1
    p(g6,2,13,1,13) label_tail(g6,2,13,1,13) 1
    p(g6,2,13,1,13) label_order(g6,2,13,1,13) -8
    p(g6,1,14,2,14) label_pred(g6,2,14) 1
    p(g6,1,14,2,14) label_tail(g6,1,14,2,14) 1
    p(g6,1,14,2,14) label_order(g6,1,14,2,14) -8
    p(g6,2,14,1,14) label_pred(g6,1,14) 1
    p(g6,2,14,1,14) label_tail(g6,2,14,1,14) 1
    p(g6,2,14,1,14) label_order(g6,2,14,1,14) -8
    p(g6,1,17,2,17) label_pred(g6,2,17) 1
    p(g6,1,17,2,17) label_tail(g6,1,17,2,17) 1
    p(g6,1,17,2,17) label_order(g6,1,17,2,17) -8
    p(g6,2,17,1,17) label_pred(g6,1,17) 1
    p(g6,2,17,1,17) label_tail(g6,2,17,1,17) 1
    p(g6,2,17,1,17) label_order(g6,2,17,1,17) -8
    p(g6,1,18,2,18) label_pred(g6,2,18) 1
    p(g6,1,18,2,18) label_tail(g6,1,18,2,18) 1
    p(g6,1,18,2,18) label_order(g6,1,18,2,18) -8
    p(g6,2,18,1,18) label_pred(g6,1,18) 1
    p(g6,2,18,1,18) label_tail(g6,2,18,1,18) 1
    p(g6,2,18,1,18) label_order(g6,2,18,1,18) -8
    p(g7,0,2,0,3) label_pred(g7,0,3) 1
    p(g7,0,2,0,3) label_tail(g7,0,2,0,3) 1
    p(g7,0,2,0,3) label_order(g7,0,2,0,3) -8
    p(g7,0,3,0,2) label_pred(g7,0,2) 1
    p(g7,0,3,0,2) label_tail(g7,0,3,0,2) 1
    p(g7,0,3,0,2) label_order(g7,0,3,0,2) -8
    p(g7,1,3,1,4) label_pred(g7,1,4) 1
    p(g7,1,3,1,4) label_tail(g7,1,3,1,4) 1
    p(g7,1,3,1,4) label_order(g7,1,3,1,4) -8
    p(g7,1,4,1,3) label_pred(g7,1,3) 1
    p(g7,1,4,1,3) label_tail(g7,1,4,1,3) 1
    p(g7,1,4,1,3) label_order(g7,1,4,1,3) -8
    p(g7,1,5,1,4) label_pred(g7,1,4) 1
    p(g7,1,5,1,4) label_order(g7,1,5,1,4) -8
    p(g7,1,6,1,7) label_pred(g7,1,7) 1
    p(g7,1,6,1,7) label_order(g7,1,6,1,7) -8
    p(g7,1,7,1,8) label_pred(g7,1,8) 1
    p(g7,1,7,1,8) label_tail(g7,1,7,1,8) 1
    p(g7,1,7,1,8) label_order(g7,1,7,1,8) -8
    p(g7,1,8,1,7) label_pred(g7,1,7) 1
    p(g7,1,8,1,7) label_tail(g7,1,8,1,7) 1
    p(g7,1,8,1,7) label_order(g7,1,8,1,7) -8
    p(g7,2,3,2,4) label_pred(g7,2,4) 1
    p(g7,2,3,2,4) label_tail(g7,2,3,2,4) 1
    p(g7,2,3,2,4) label_order(g7,2,3,2,4) -8
    p(g7,2,4,2,3) label_pred(g7,2,3) 1
    p(g7,2,4,2,3) label_tail(g7,2,4,2,3) 1
    p(g7,2,4,2,3) label_order(g7,2,4,2,3) -8
    p(g7,2,5,2,4) label_pred(g7,2,4) 1
    p(g7,2,5,2,4) label_order(g7,2,5,2,4) -8
    p(g7,2,6,2,7) label_pred(g7,2,7) 1
    p(g7,2,6,2,7) label_order(g7,2,6,2,7) -8
    p(g7,2,7,2,8) label_pred(g7,2,8) 1
    p(g7,2,7,2,8) label_tail(g7,2,7,2,8) 1
    p(g7,2,7,2,8) label_order(g7,2,7,2,8) -8
    p(g7,2,8,2,7) label_pred(g7,2,7) 1
    p(g7,2,8,2,7) label_tail(g7,2,8,2,7) 1
    p(g7,2,8,2,7) label_order(g7,2,8,2,7) -8
    p(g7,3,8,3,9) label_pred(g7,3,9) 1
    p(g7,3,8,3,9) label_tail(g7,3,8,3,9) 1
    p(g7,3,8,3,9) label_order(g7,3,8,3,9) -8
    p(g7,3,9,3,8) label_pred(g7,3,8) 1
    p(g7,3,9,3,8) label_tail(g7,3,9,3,8) 1
    p(g7,3,9,3,8) label_order(g7,3,9,3,8) -8
    p(g7,0,3,1,3) label_pred(g7,1,3) 1
    p(g7,0,3,1,3) label_tail(g7,0,3,1,3) 1
    p(g7,0,3,1,3) label_order(g7,0,3,1,3) -8
    p(g7,1,3,0,3) label_pred(g7,0,3) 1
    p(g7,1,3,0,3) label_tail(g7,1,3,0,3) 1
    p(g7,1,3,0,3) label_order(g7,1,3,0,3) -8
    p(g7,0,7,1,7) label_pred(g7,1,7) 1
    p(g7,0,7,1,7) label_tail(g7,0,7,1,7) 1
    p(g7,0,7,1,7) label_order(g7,0,7,1,7) -8
    p(g7,1,7,0,7) label_pred(g7,0,7) 1
    p(g7,1,7,0,7) label_tail(g7,1,7,0,7) 1
    p(g7,1,7,0,7) label_order(g7,1,7,0,7) -8
    p(g7,1,3,2,3) label_pred(g7,2,3) 1
    p(g7,1,3,2,3) label_tail(g7,1,3,2,3) 1
    p(g7,1,3,2,3) label_order(g7,1,3,2,3) -8
    p(g7,2,3,1,3) label_pred(g7,1,3) 1
    p(g7,2,3,1,3) label_tail(g7,2,3,1,3) 1
    p(g7,2,3,1,3) label_order(g7,2,3,1,3) -8
    p(g7,1,4,2,4) label_pred(g7,2,4) 1
    p(g7,1,4,2,4) label_tail(g7,1,4,2,4) 1
    p(g7,1,4,2,4) label_order(g7,1,4,2,4) -8
    p(g7,2,4,1,4) label_pred(g7,1,4) 1
    p(g7,2,4,1,4) label_tail(g7,2,4,1,4) 1
    p(g7,2,4,1,4) label_order(g7,2,4,1,4) -8
    p(g7,1,7,2,7) label_pred(g7,2,7) 1
    p(g7,1,7,2,7) label_tail(g7,1,7,2,7) 1
    p(g7,1,7,2,7) label_order(g7,1,7,2,7) -8
    p(g7,2,7,1,7) label_pred(g7,1,7) 1
    p(g7,2,7,1,7) label_tail(g7,2,7,1,7) 1
    p(g7,2,7,1,7) label_order(g7,2,7,1,7) -8
    p(g7,1,8,2,8) label_pred(g7,2,8) 1
    p(g7,1,8,2,8) label_tail(g7,1,8,2,8) 1
    p(g7,1,8,2,8) label_order(g7,1,8,2,8) -8
    p(g7,2,8,1,8) label_pred(g7,1,8) 1
    p(g7,2,8,1,8) label_tail(g7,2,8,1,8) 1
    p(g7,2,8,1,8) label_order(g7,2,8,1,8) -8
    p(g7,2,4,3,4) label_pred(g7,3,4) 1
    p(g7,2,4,3,4) label_tail(g7,2,4,3,4) 1
    p(g7,2,4,3,4) label_order(g7,2,4,3,4) -8
    p(g7,3,4,2,4) label_pred(g7,2,4) 1
    p(g7,3,4,2,4) label_tail(g7,3,4,2,4) 1
    p(g7,3,4,2,4) label_order(g7,3,4,2,4) -8
    p(g7,2,8,3,8) label_pred(g7,3,8) 1
    p(g7,2,8,3,8) label_tail(g7,2,8,3,8) 1
    p(g7,2,8,3,8) label_order(g7,2,8,3,8) -8
    p(g7,3,8,2,8) label_pred(g7,2,8) 1
    p(g7,3,8,2,8) label_tail(g7,3,8,2,8) 1
    p(g7,3,8,2,8) label_order(g7,3,8,2,8) -8
    p(g8,0,7,0,8) label_pred(g8,0,8) 1
    p(g8,0,7,0,8) label_tail(g8,0,7,0,8) 1
    p(g8,0,7,0,8) label_order(g8,0,7,0,8) -6
    p(g8,0,8,0,7) label_pred(g8,0,7) 1
    p(g8,0,8,0,7) label_tail(g8,0,8,0,7) 1
    p(g8,0,8,0,7) label_order(g8,0,8,0,7) -6
    p(g8,0,8,0,9) label_pred(g8,0,9) 1
    p(g8,0,8,0,9) label_tail(g8,0,8,0,9) 1
    p(g8,0,8,0,9) label_order(g8,0,8,0,9) -6
    p(g8,0,9,0,8) label_pred(g8,0,8) 1
    p(g8,0,9,0,8) label_tail(g8,0,9,0,8) 1
    p(g8,0,9,0,8) label_order(g8,0,9,0,8) -6
    p(g8,0,9,0,10) label_pred(g8,0,10) 1
    p(g8,0,9,0,10) label_tail(g8,0,9,0,10) 1
    p(g8,0,9,0,10) label_order(g8,0,9,0,10) -6
    p(g8,0,10,0,9) label_pred(g8,0,9) 1
    p(g8,0,10,0,9) label_tail(g8,0,10,0,9) 1
    p(g8,0,10,0,9) label_order(g8,0,10,0,9) -6
    p(g8,1,9,1,10) label_pred(g8,1,10) 1
    p(g8,1,9,1,10) label_order(g8,1,9,1,10) -6
    p(g8,2,9,2,8) label_pred(g8,2,8) 1
    p(g8,2,9,2,8) label_order(g8,2,9,2,8) -6
    p(g8,3,8,3,9) label_pred(g8,3,9) 1
    p(g8,3,8,3,9) label_tail(g8,3,8,3,9) 1
    p(g8,3,8,3,9) label_order(g8,3,8,3,9) -6
    p(g8,3,9,3,8) label_pred(g8,3,8) 1
    p(g8,3,9,3,8) label_tail(g8,3,9,3,8) 1
    p(g8,3,9,3,8) label_order(g8,3,9,3,8) -6
    p(g8,3,9,3,10) label_pred(g8,3,10) 1
    p(g8,3,9,3,10) label_tail(g8,3,9,3,10) 1
    p(g8,3,9,3,10) label_order(g8,3,9,3,10) -6
    p(g8,3,10,3,9) label_pred(g8,3,9) 1
    p(g8,3,10,3,9) label_tail(g8,3,10,3,9) 1
    p(g8,3,10,3,9) label_order(g8,3,10,3,9) -6
    p(g8,3,10,3,11) label_pred(g8,3,11) 1
    p(g8,3,10,3,11) label_tail(g8,3,10,3,11) 1
    p(g8,3,10,3,11) label_order(g8,3,10,3,11) -6
    p(g8,3,11,3,10) label_pred(g8,3,10) 1
    p(g8,3,11,3,10) label_tail(g8,3,11,3,10) 1
    p(g8,3,11,3,10) label_order(g8,3,11,3,10) -6
    p(g8,1,9,0,9) label_pred(g8,0,9) 1
    p(g8,1,9,0,9) label_order(g8,1,9,0,9) -6
    p(g8,0,10,1,10) label_pred(g8,1,10) 1
    p(g8,0,10,1,10) label_tail(g8,0,10,1,10) 1
    p(g8,0,10,1,10) label_order(g8,0,10,1,10) -6
    p(g8,1,10,0,10) label_pred(g8,0,10) 1
    p(g8,1,10,0,10) label_tail(g8,1,10,0,10) 1
    p(g8,1,10,0,10) label_order(g8,1,10,0,10) -6
    p(g8,2,8,3,8) label_pred(g8,3,8) 1
    p(g8,2,8,3,8) label_tail(g8,2,8,3,8) 1
    p(g8,2,8,3,8) label_order(g8,2,8,3,8) -6
    p(g8,3,8,2,8) label_pred(g8,2,8) 1
    p(g8,3,8,2,8) label_tail(g8,3,8,2,8) 1
    p(g8,3,8,2,8) label_order(g8,3,8,2,8) -6
    p(g8,2,9,3,9) label_pred(g8,3,9) 1
    p(g8,2,9,3,9) label_order(g8,2,9,3,9) -6
    p(g9,1,1,1,2) label_pred(g9,1,2) 1
    p(g9,1,1,1,2) label_tail(g9,1,1,1,2) 1
    p(g9,1,1,1,2) label_order(g9,1,1,1,2) -4
    p(g9,1,2,1,1) label_pred(g9,1,1) 1
    p(g9,1,2,1,1) label_tail(g9,1,2,1,1) 1
    p(g9,1,2,1,1) label_order(g9,1,2,1,1) -4
    p(g9,2,1,2,0) label_pred(g9,2,0) 1
    p(g9,2,1,2,0) label_order(g9,2,1,2,0) -4
    p(g9,2,1,2,2) label_pred(g9,2,2) 1
    p(g9,2,1,2,2) label_order(g9,2,1,2,2) -4
    p(g9,3,0,3,1) label_pred(g9,3,1) 1
    p(g9,3,0,3,1) label_tail(g9,3,0,3,1) 1
    p(g9,3,0,3,1) label_order(g9,3,0,3,1) -4
    p(g9,3,1,3,0) label_pred(g9,3,0) 1
    p(g9,3,1,3,0) label_tail(g9,3,1,3,0) 1
    p(g9,3,1,3,0) label_order(g9,3,1,3,0) -4
    p(g9,2,1,1,1) label_pred(g9,1,1) 1
    p(g9,2,1,1,1) label_order(g9,2,1,1,1) -4
    p(g9,1,2,2,2) label_pred(g9,2,2) 1
    p(g9,1,2,2,2) label_tail(g9,1,2,2,2) 1
    p(g9,1,2,2,2) label_order(g9,1,2,2,2) -4
    p(g9,2,2,1,2) label_pred(g9,1,2) 1
    p(g9,2,2,1,2) label_tail(g9,2,2,1,2) 1
    p(g9,2,2,1,2) label_order(g9,2,2,1,2) -4
    p(g9,2,0,3,0) label_pred(g9,3,0) 1
    p(g9,2,0,3,0) label_tail(g9,2,0,3,0) 1
    p(g9,2,0,3,0) label_order(g9,2,0,3,0) -4
    p(g9,3,0,2,0) label_pred(g9,2,0) 1
    p(g9,3,0,2,0) label_tail(g9,3,0,2,0) 1
    p(g9,3,0,2,0) label_order(g9,3,0,2,0) -4
    p(g9,2,1,3,1) label_pred(g9,3,1) 1
    p(g9,2,1,3,1) label_order(g9,2,1,3,1) -4
    p(g10,0,8,0,9) label_pred(g10,0,9) 1
    p(g10,0,8,0,9) label_tail(g10,0,8,0,9) 1
    p(g10,0,8,0,9) label_order(g10,0,8,0,9) -6
    p(g10,0,9,0,8) label_pred(g10,0,8) 1
    p(g10,0,9,0,8) label_tail(g10,0,9,0,8) 1
    p(g10,0,9,0,8) label_order(g10,0,9,0,8) -6
    p(g10,0,9,0,10) label_pred(g10,0,10) 1
    p(g10,0,9,0,10) label_tail(g10,0,9,0,10) 1
    p(g10,0,9,0,10) label_order(g10,0,9,0,10) -6
    p(g10,0,10,0,9) label_pred(g10,0,9) 1
    p(g10,0,10,0,9) label_tail(g10,0,10,0,9) 1
    p(g10,0,10,0,9) label_order(g10,0,10,0,9) -6
    p(g10,4,10,4,11) label_pred(g10,4,11) 1
    p(g10,4,10,4,11) label_tail(g10,4,10,4,11) 1
    p(g10,4,10,4,11) label_order(g10,4,10,4,11) -6
    p(g10,4,11,4,10) label_pred(g10,4,10) 1
    p(g10,4,11,4,10) label_tail(g10,4,11,4,10) 1
    p(g10,4,11,4,10) label_order(g10,4,11,4,10) -6
    p(g10,4,11,4,12) label_pred(g10,4,12) 1
    p(g10,4,11,4,12) label_tail(g10,4,11,4,12) 1
    p(g10,4,11,4,12) label_order(g10,4,11,4,12) -6
    p(g10,4,12,4,11) label_pred(g10,4,11) 1
    p(g10,4,12,4,11) label_tail(g10,4,12,4,11) 1
    p(g10,4,12,4,11) label_order(g10,4,12,4,11) -6
    p(g10,0,8,1,8) label_pred(g10,1,8) 1
    p(g10,0,8,1,8) label_tail(g10,0,8,1,8) 1
    p(g10,0,8,1,8) label_order(g10,0,8,1,8) -6
    p(g10,1,8,0,8) label_pred(g10,0,8) 1
    p(g10,1,8,0,8) label_tail(g10,1,8,0,8) 1
    p(g10,1,8,0,8) label_order(g10,1,8,0,8) -6
    p(g10,0,10,1,10) label_pred(g10,1,10) 1
    p(g10,0,10,1,10) label_tail(g10,0,10,1,10) 1
    p(g10,0,10,1,10) label_order(g10,0,10,1,10) -6
    p(g10,1,10,0,10) label_pred(g10,0,10) 1
    p(g10,1,10,0,10) label_tail(g10,1,10,0,10) 1
    p(g10,1,10,0,10) label_order(g10,1,10,0,10) -6
    p(g10,2,10,1,10) label_pred(g10,1,10) 1
    p(g10,2,10,1,10) label_order(g10,2,10,1,10) -6
    p(g10,2,10,3,10) label_pred(g10,3,10) 1
    p(g10,2,10,3,10) label_order(g10,2,10,3,10) -6
    p(g10,3,10,4,10) label_pred(g10,4,10) 1
    p(g10,3,10,4,10) label_tail(g10,3,10,4,10) 1
    p(g10,3,10,4,10) label_order(g10,3,10,4,10) -6
    p(g10,4,10,3,10) label_pred(g10,3,10) 1
    p(g10,4,10,3,10) label_tail(g10,4,10,3,10) 1
    p(g10,4,10,3,10) label_order(g10,4,10,3,10) -6
    p(g10,3,12,4,12) label_pred(g10,4,12) 1
    p(g10,3,12,4,12) label_tail(g10,3,12,4,12) 1
    p(g10,3,12,4,12) label_order(g10,3,12,4,12) -6
    p(g10,4,12,3,12) label_pred(g10,3,12) 1
    p(g10,4,12,3,12) label_tail(g10,4,12,3,12) 1
    p(g10,4,12,3,12) label_order(g10,4,12,3,12) -6
    p(g11,0,12,0,13) label_pred(g11,0,13) 1
    p(g11,0,12,0,13) label_tail(g11,0,12,0,13) 1
    p(g11,0,12,0,13) label_order(g11,0,12,0,13) -6
    p(g11,0,13,0,12) label_pred(g11,0,12) 1
    p(g11,0,13,0,12) label_tail(g11,0,13,0,12) 1
    p(g11,0,13,0,12) label_order(g11,0,13,0,12) -6
    p(g11,1,12,1,13) label_pred(g11,1,13) 1
    p(g11,1,12,1,13) label_tail(g11,1,12,1,13) 1
    p(g11,1,12,1,13) label_order(g11,1,12,1,13) -6
    p(g11,1,13,1,12) label_pred(g11,1,12) 1
    p(g11,1,13,1,12) label_tail(g11,1,13,1,12) 1
    p(g11,1,13,1,12) label_order(g11,1,13,1,12) -6
    p(g11,1,13,1,14) label_pred(g11,1,14) 1
    p(g11,1,13,1,14) label_tail(g11,1,13,1,14) 1
    p(g11,1,13,1,14) label_order(g11,1,13,1,14) -6
    p(g11,1,14,1,13) label_pred(g11,1,13) 1
    p(g11,1,14,1,13) label_tail(g11,1,14,1,13) 1
    p(g11,1,14,1,13) label_order(g11,1,14,1,13) -6
    p(g11,3,9,3,10) label_pred(g11,3,10) 1
    p(g11,3,9,3,10) label_tail(g11,3,9,3,10) 1
    p(g11,3,9,3,10) label_order(g11,3,9,3,10) -6
    p(g11,3,10,3,9) label_pred(g11,3,9) 1
    p(g11,3,10,3,9) label_tail(g11,3,10,3,9) 1
    p(g11,3,10,3,9) label_order(g11,3,10,3,9) -6
    p(g11,3,10,3,11) label_pred(g11,3,11) 1
    p(g11,3,10,3,11) label_tail(g11,3,10,3,11) 1
    p(g11,3,10,3,11) label_order(g11,3,10,3,11) -6
    p(g11,3,11,3,10) label_pred(g11,3,10) 1
    p(g11,3,11,3,10) label_tail(g11,3,11,3,10) 1
    p(g11,3,11,3,10) label_order(g11,3,11,3,10) -6
    p(g11,4,10,4,11) label_pred(g11,4,11) 1
    p(g11,4,10,4,11) label_tail(g11,4,10,4,11) 1
    p(g11,4,10,4,11) label_order(g11,4,10,4,11) -6
    p(g11,4,11,4,10) label_pred(g11,4,10) 1
    p(g11,4,11,4,10) label_tail(g11,4,11,4,10) 1
    p(g11,4,11,4,10) label_order(g11,4,11,4,10) -6
    p(g11,0,12,1,12) label_pred(g11,1,12) 1
    p(g11,0,12,1,12) label_tail(g11,0,12,1,12) 1
    p(g11,0,12,1,12) label_order(g11,0,12,1,12) -6
    p(g11,1,12,0,12) label_pred(g11,0,12) 1
    p(g11,1,12,0,12) label_tail(g11,1,12,0,12) 1
    p(g11,1,12,0,12) label_order(g11,1,12,0,12) -6
    p(g11,0,13,1,13) label_pred(g11,1,13) 1
    p(g11,0,13,1,13) label_tail(g11,0,13,1,13) 1
    p(g11,0,13,1,13) label_order(g11,0,13,1,13) -6
    p(g11,1,13,0,13) label_pred(g11,0,13) 1
    p(g11,1,13,0,13) label_tail(g11,1,13,0,13) 1
    p(g11,1,13,0,13) label_order(g11,1,13,0,13) -6
    p(g11,2,12,1,12) label_pred(g11,1,12) 1
    p(g11,2,12,1,12) label_order(g11,2,12,1,12) -6
    p(g11,2,11,3,11) label_pred(g11,3,11) 1
    p(g11,2,11,3,11) label_order(g11,2,11,3,11) -6
    p(g11,3,10,4,10) label_pred(g11,4,10) 1
    p(g11,3,10,4,10) label_tail(g11,3,10,4,10) 1
    p(g11,3,10,4,10) label_order(g11,3,10,4,10) -6
    p(g11,4,10,3,10) label_pred(g11,3,10) 1
    p(g11,4,10,3,10) label_tail(g11,4,10,3,10) 1
    p(g11,4,10,3,10) label_order(g11,4,10,3,10) -6
    p(g11,3,11,4,11) label_pred(g11,4,11) 1
    p(g11,3,11,4,11) label_tail(g11,3,11,4,11) 1
    p(g11,3,11,4,11) label_order(g11,3,11,4,11) -6
    p(g11,4,11,3,11) label_pred(g11,3,11) 1
    p(g11,4,11,3,11) label_tail(g11,4,11,3,11) 1
    p(g11,4,11,3,11) label_order(g11,4,11,3,11) -6
    p(g12,2,16,2,17) label_pred(g12,2,17) 1
    p(g12,2,16,2,17) label_order(g12,2,16,2,17) -2
    p(g12,3,15,3,14) label_pred(g12,3,14) 1
    p(g12,3,15,3,14) label_order(g12,3,15,3,14) -2
    p(g13,0,2,0,3) label_pred(g13,0,3) 1
    p(g13,0,2,0,3) label_tail(g13,0,2,0,3) 1
    p(g13,0,2,0,3) label_order(g13,0,2,0,3) -9
    p(g13,0,3,0,2) label_pred(g13,0,2) 1
    p(g13,0,3,0,2) label_tail(g13,0,3,0,2) 1
    p(g13,0,3,0,2) label_order(g13,0,3,0,2) -9
    p(g13,0,3,0,4) label_pred(g13,0,4) 1
    p(g13,0,3,0,4) label_tail(g13,0,3,0,4) 1
    p(g13,0,3,0,4) label_order(g13,0,3,0,4) -9
    p(g13,0,4,0,3) label_pred(g13,0,3) 1
    p(g13,0,4,0,3) label_tail(g13,0,4,0,3) 1
    p(g13,0,4,0,3) label_order(g13,0,4,0,3) -9
    p(g13,1,3,1,4) label_pred(g13,1,4) 1
    p(g13,1,3,1,4) label_tail(g13,1,3,1,4) 1
    p(g13,1,3,1,4) label_order(g13,1,3,1,4) -9
    p(g13,1,4,1,3) label_pred(g13,1,3) 1
    p(g13,1,4,1,3) label_tail(g13,1,4,1,3) 1
    p(g13,1,4,1,3) label_order(g13,1,4,1,3) -9
    p(g13,3,1,3,2) label_pred(g13,3,2) 1
    p(g13,3,1,3,2) label_tail(g13,3,1,3,2) 1
    p(g13,3,1,3,2) label_order(g13,3,1,3,2) -9
    p(g13,3,2,3,1) label_pred(g13,3,1) 1
    p(g13,3,2,3,1) label_tail(g13,3,2,3,1) 1
    p(g13,3,2,3,1) label_order(g13,3,2,3,1) -9
    p(g13,3,3,3,2) label_pred(g13,3,2) 1
    p(g13,3,3,3,2) label_order(g13,3,3,3,2) -9
    p(g13,3,3,3,4) label_pred(g13,3,4) 1
    p(g13,3,3,3,4) label_order(g13,3,3,3,4) -9
    p(g13,3,4,3,5) label_pred(g13,3,5) 1
    p(g13,3,4,3,5) label_tail(g13,3,4,3,5) 1
    p(g13,3,4,3,5) label_order(g13,3,4,3,5) -9
    p(g13,3,5,3,4) label_pred(g13,3,4) 1
    p(g13,3,5,3,4) label_tail(g13,3,5,3,4) 1
    p(g13,3,5,3,4) label_order(g13,3,5,3,4) -9
    p(g13,5,2,5,3) label_pred(g13,5,3) 1
    p(g13,5,2,5,3) label_tail(g13,5,2,5,3) 1
    p(g13,5,2,5,3) label_order(g13,5,2,5,3) -9
    p(g13,5,3,5,2) label_pred(g13,5,2) 1
    p(g13,5,3,5,2) label_tail(g13,5,3,5,2) 1
    p(g13,5,3,5,2) label_order(g13,5,3,5,2) -9
    p(g13,6,2,6,3) label_pred(g13,6,3) 1
    p(g13,6,2,6,3) label_tail(g13,6,2,6,3) 1
    p(g13,6,2,6,3) label_order(g13,6,2,6,3) -9
    p(g13,6,3,6,2) label_pred(g13,6,2) 1
    p(g13,6,3,6,2) label_tail(g13,6,3,6,2) 1
    p(g13,6,3,6,2) label_order(g13,6,3,6,2) -9
    p(g13,6,3,6,4) label_pred(g13,6,4) 1
    p(g13,6,3,6,4) label_tail(g13,6,3,6,4) 1
    p(g13,6,3,6,4) label_order(g13,6,3,6,4) -9
    p(g13,6,4,6,3) label_pred(g13,6,3) 1
    p(g13,6,4,6,3) label_tail(g13,6,4,6,3) 1
    p(g13,6,4,6,3) label_order(g13,6,4,6,3) -9
    p(g13,0,3,1,3) label_pred(g13,1,3) 1
    p(g13,0,3,1,3) label_tail(g13,0,3,1,3) 1
    p(g13,0,3,1,3) label_order(g13,0,3,1,3) -9
    p(g13,1,3,0,3) label_pred(g13,0,3) 1
    p(g13,1,3,0,3) label_tail(g13,1,3,0,3) 1
    p(g13,1,3,0,3) label_order(g13,1,3,0,3) -9
    p(g13,0,4,1,4) label_pred(g13,1,4) 1
    p(g13,0,4,1,4) label_tail(g13,0,4,1,4) 1
    p(g13,0,4,1,4) label_order(g13,0,4,1,4) -9
    p(g13,1,4,0,4) label_pred(g13,0,4) 1
    p(g13,1,4,0,4) label_tail(g13,1,4,0,4) 1
    p(g13,1,4,0,4) label_order(g13,1,4,0,4) -9
    p(g13,1,3,2,3) label_pred(g13,2,3) 1
    p(g13,1,3,2,3) label_tail(g13,1,3,2,3) 1
    p(g13,1,3,2,3) label_order(g13,1,3,2,3) -9
    p(g13,2,3,1,3) label_pred(g13,1,3) 1
    p(g13,2,3,1,3) label_tail(g13,2,3,1,3) 1
    p(g13,2,3,1,3) label_order(g13,2,3,1,3) -9
    p(g13,3,3,2,3) label_pred(g13,2,3) 1
    p(g13,3,3,2,3) label_order(g13,3,3,2,3) -9
    p(g13,3,3,4,3) label_pred(g13,4,3) 1
    p(g13,3,3,4,3) label_order(g13,3,3,4,3) -9
    p(g13,4,3,5,3) label_pred(g13,5,3) 1
    p(g13,4,3,5,3) label_tail(g13,4,3,5,3) 1
    p(g13,4,3,5,3) label_order(g13,4,3,5,3) -9
    p(g13,5,3,4,3) label_pred(g13,4,3) 1
    p(g13,5,3,4,3) label_tail(g13,5,3,4,3) 1
    p(g13,5,3,4,3) label_order(g13,5,3,4,3) -9
    p(g13,5,2,6,2) label_pred(g13,6,2) 1
    p(g13,5,2,6,2) label_tail(g13,5,2,6,2) 1
    p(g13,5,2,6,2) label_order(g13,5,2,6,2) -9
    p(g13,6,2,5,2) label_pred(g13,5,2) 1
    p(g13,6,2,5,2) label_tail(g13,6,2,5,2) 1
    p(g13,6,2,5,2) label_order(g13,6,2,5,2) -9
    p(g13,5,3,6,3) label_pred(g13,6,3) 1
    p(g13,5,3,6,3) label_tail(g13,5,3,6,3) 1
    p(g13,5,3,6,3) label_order(g13,5,3,6,3) -9
    p(g13,6,3,5,3) label_pred(g13,5,3) 1
    p(g13,6,3,5,3) label_tail(g13,6,3,5,3) 1
    p(g13,6,3,5,3) label_order(g13,6,3,5,3) -9
    p(g14,3,4,3,5) label_pred(g14,3,5) 1
    p(g14,3,4,3,5) label_tail(g14,3,4,3,5) 1
    p(g14,3,4,3,5) label_order(g14,3,4,3,5) -3
    p(g14,3,5,3,4) label_pred(g14,3,4) 1
    p(g14,3,5,3,4) label_tail(g14,3,5,3,4) 1
    p(g14,3,5,3,4) label_order(g14,3,5,3,4) -3
    p(g14,3,6,3,5) label_pred(g14,3,5) 1
    p(g14,3,6,3,5) label_order(g14,3,6,3,5) -3
    p(g14,3,7,3,8) label_pred(g14,3,8) 1
    p(g14,3,7,3,8) label_order(g14,3,7,3,8) -3
    p(g14,3,8,3,9) label_pred(g14,3,9) 1
    p(g14,3,8,3,9) label_tail(g14,3,8,3,9) 1
    p(g14,3,8,3,9) label_order(g14,3,8,3,9) -3
    p(g14,3,9,3,8) label_pred(g14,3,8) 1
    p(g14,3,9,3,8) label_tail(g14,3,9,3,8) 1
    p(g14,3,9,3,8) label_order(g14,3,9,3,8) -3
    p(g15,3,18,2,18) label_pred(g15,2,18) 1
    p(g15,3,18,2,18) label_order(g15,3,18,2,18) -2
    p(g15,3,18,4,18) label_pred(g15,4,18) 1
    p(g15,3,18,4,18) label_order(g15,3,18,4,18) -2
    p(g16,2,13,2,14) label_pred(g16,2,14) 1
    p(g16,2,13,2,14) label_tail(g16,2,13,2,14) 1
    p(g16,2,13,2,14) label_order(g16,2,13,2,14) -4
    p(g16,2,14,2,13) label_pred(g16,2,13) 1
    p(g16,2,14,2,13) label_tail(g16,2,14,2,13) 1
    p(g16,2,14,2,13) label_order(g16,2,14,2,13) -4
    p(g16,3,13,3,14) label_pred(g16,3,14) 1
    p(g16,3,13,3,14) label_order(g16,3,13,3,14) -4
    p(g16,4,13,4,12) label_pred(g16,4,12) 1
    p(g16,4,13,4,12) label_order(g16,4,13,4,12) -4
    p(g16,5,12,5,13) label_pred(g16,5,13) 1
    p(g16,5,12,5,13) label_tail(g16,5,12,5,13) 1
    p(g16,5,12,5,13) label_order(g16,5,12,5,13) -4
    p(g16,5,13,5,12) label_pred(g16,5,12) 1
    p(g16,5,13,5,12) label_tail(g16,5,13,5,12) 1
    p(g16,5,13,5,12) label_order(g16,5,13,5,12) -4
    p(g16,3,13,2,13) label_pred(g16,2,13) 1
    p(g16,3,13,2,13) label_order(g16,3,13,2,13) -4
    p(g16,2,14,3,14) label_pred(g16,3,14) 1
    p(g16,2,14,3,14) label_tail(g16,2,14,3,14) 1
    p(g16,2,14,3,14) label_order(g16,2,14,3,14) -4
    p(g16,3,14,2,14) label_pred(g16,2,14) 1
    p(g16,3,14,2,14) label_tail(g16,3,14,2,14) 1
    p(g16,3,14,2,14) label_order(g16,3,14,2,14) -4
    p(g16,4,12,5,12) label_pred(g16,5,12) 1
    p(g16,4,12,5,12) label_tail(g16,4,12,5,12) 1
    p(g16,4,12,5,12) label_order(g16,4,12,5,12) -4
    p(g16,5,12,4,12) label_pred(g16,4,12) 1
    p(g16,5,12,4,12) label_tail(g16,5,12,4,12) 1
    p(g16,5,12,4,12) label_order(g16,5,12,4,12) -4
    p(g16,4,13,5,13) label_pred(g16,5,13) 1
    p(g16,4,13,5,13) label_order(g16,4,13,5,13) -4
    p(g18,4,0,3,0) label_pred(g18,3,0) 1
    p(g18,4,0,3,0) label_order(g18,4,0,3,0) -2
    p(g18,4,1,5,1) label_pred(g18,5,1) 1
    p(g18,4,1,5,1) label_order(g18,4,1,5,1) -2
    p(g19,1,1,1,2) label_pred(g19,1,2) 1
    p(g19,1,1,1,2) label_tail(g19,1,1,1,2) 1
    p(g19,1,1,1,2) label_order(g19,1,1,1,2) -6
    p(g19,1,2,1,1) label_pred(g19,1,1) 1
    p(g19,1,2,1,1) label_tail(g19,1,2,1,1) 1
    p(g19,1,2,1,1) label_order(g19,1,2,1,1) -6
    p(g19,3,1,3,2) label_pred(g19,3,2) 1
    p(g19,3,1,3,2) label_tail(g19,3,1,3,2) 1
    p(g19,3,1,3,2) label_order(g19,3,1,3,2) -6
    p(g19,3,2,3,1) label_pred(g19,3,1) 1
    p(g19,3,2,3,1) label_tail(g19,3,2,3,1) 1
    p(g19,3,2,3,1) label_order(g19,3,2,3,1) -6
    p(g19,5,2,5,3) label_pred(g19,5,3) 1
    p(g19,5,2,5,3) label_tail(g19,5,2,5,3) 1
    p(g19,5,2,5,3) label_order(g19,5,2,5,3) -6
    p(g19,5,3,5,2) label_pred(g19,5,2) 1
    p(g19,5,3,5,2) label_tail(g19,5,3,5,2) 1
    p(g19,5,3,5,2) label_order(g19,5,3,5,2) -6
    p(g19,7,2,7,3) label_pred(g19,7,3) 1
    p(g19,7,2,7,3) label_tail(g19,7,2,7,3) 1
    p(g19,7,2,7,3) label_order(g19,7,2,7,3) -6
    p(g19,7,3,7,2) label_pred(g19,7,2) 1
    p(g19,7,3,7,2) label_tail(g19,7,3,7,2) 1
    p(g19,7,3,7,2) label_order(g19,7,3,7,2) -6
    p(g19,1,2,2,2) label_pred(g19,2,2) 1
    p(g19,1,2,2,2) label_tail(g19,1,2,2,2) 1
    p(g19,1,2,2,2) label_order(g19,1,2,2,2) -6
    p(g19,2,2,1,2) label_pred(g19,1,2) 1
    p(g19,2,2,1,2) label_tail(g19,2,2,1,2) 1
    p(g19,2,2,1,2) label_order(g19,2,2,1,2) -6
    p(g19,2,2,3,2) label_pred(g19,3,2) 1
    p(g19,2,2,3,2) label_tail(g19,2,2,3,2) 1
    p(g19,2,2,3,2) label_order(g19,2,2,3,2) -6
    p(g19,3,2,2,2) label_pred(g19,2,2) 1
    p(g19,3,2,2,2) label_tail(g19,3,2,2,2) 1
    p(g19,3,2,2,2) label_order(g19,3,2,2,2) -6
    p(g19,4,2,3,2) label_pred(g19,3,2) 1
    p(g19,4,2,3,2) label_order(g19,4,2,3,2) -6
    p(g19,4,2,5,2) label_pred(g19,5,2) 1
    p(g19,4,2,5,2) label_order(g19,4,2,5,2) -6
    p(g19,5,2,6,2) label_pred(g19,6,2) 1
    p(g19,5,2,6,2) label_tail(g19,5,2,6,2) 1
    p(g19,5,2,6,2) label_order(g19,5,2,6,2) -6
    p(g19,6,2,5,2) label_pred(g19,5,2) 1
    p(g19,6,2,5,2) label_tail(g19,6,2,5,2) 1
    p(g19,6,2,5,2) label_order(g19,6,2,5,2) -6
    p(g19,6,2,7,2) label_pred(g19,7,2) 1
    p(g19,6,2,7,2) label_tail(g19,6,2,7,2) 1
    p(g19,6,2,7,2) label_order(g19,6,2,7,2) -6
    p(g19,7,2,6,2) label_pred(g19,6,2) 1
    p(g19,7,2,6,2) label_tail(g19,7,2,6,2) 1
    p(g19,7,2,6,2) label_order(g19,7,2,6,2) -6
    p(g20,0,2,0,3) label_pred(g20,0,3) 1
    p(g20,0,2,0,3) label_tail(g20,0,2,0,3) 1
    p(g20,0,2,0,3) label_order(g20,0,2,0,3) -10
    p(g20,0,3,0,2) label_pred(g20,0,2) 1
    p(g20,0,3,0,2) label_tail(g20,0,3,0,2) 1
    p(g20,0,3,0,2) label_order(g20,0,3,0,2) -10
    p(g20,0,3,0,4) label_pred(g20,0,4) 1
    p(g20,0,3,0,4) label_tail(g20,0,3,0,4) 1
    p(g20,0,3,0,4) label_order(g20,0,3,0,4) -10
    p(g20,0,4,0,3) label_pred(g20,0,3) 1
    p(g20,0,4,0,3) label_tail(g20,0,4,0,3) 1
    p(g20,0,4,0,3) label_order(g20,0,4,0,3) -10
    p(g20,2,2,2,3) label_pred(g20,2,3) 1
    p(g20,2,2,2,3) label_tail(g20,2,2,2,3) 1
    p(g20,2,2,2,3) label_order(g20,2,2,2,3) -10
    p(g20,2,3,2,2) label_pred(g20,2,2) 1
    p(g20,2,3,2,2) label_tail(g20,2,3,2,2) 1
    p(g20,2,3,2,2) label_order(g20,2,3,2,2) -10
    p(g20,2,3,2,4) label_pred(g20,2,4) 1
    p(g20,2,3,2,4) label_tail(g20,2,3,2,4) 1
    p(g20,2,3,2,4) label_order(g20,2,3,2,4) -10
    p(g20,2,4,2,3) label_pred(g20,2,3) 1
    p(g20,2,4,2,3) label_tail(g20,2,4,2,3) 1
    p(g20,2,4,2,3) label_order(g20,2,4,2,3) -10
    p(g20,3,4,3,5) label_pred(g20,3,5) 1
    p(g20,3,4,3,5) label_tail(g20,3,4,3,5) 1
    p(g20,3,4,3,5) label_order(g20,3,4,3,5) -10
    p(g20,3,5,3,4) label_pred(g20,3,4) 1
    p(g20,3,5,3,4) label_tail(g20,3,5,3,4) 1
    p(g20,3,5,3,4) label_order(g20,3,5,3,4) -10
    p(g20,6,3,6,4) label_pred(g20,6,4) 1
    p(g20,6,3,6,4) label_tail(g20,6,3,6,4) 1
    p(g20,6,3,6,4) label_order(g20,6,3,6,4) -10
    p(g20,6,4,6,3) label_pred(g20,6,3) 1
    p(g20,6,4,6,3) label_tail(g20,6,4,6,3) 1
    p(g20,6,4,6,3) label_order(g20,6,4,6,3) -10
    p(g20,7,4,7,5) label_pred(g20,7,5) 1
    p(g20,7,4,7,5) label_tail(g20,7,4,7,5) 1
    p(g20,7,4,7,5) label_order(g20,7,4,7,5) -10
    p(g20,7,5,7,4) label_pred(g20,7,4) 1
    p(g20,7,5,7,4) label_tail(g20,7,5,7,4) 1
    p(g20,7,5,7,4) label_order(g20,7,5,7,4) -10
    p(g20,7,5,7,6) label_pred(g20,7,6) 1
    p(g20,7,5,7,6) label_tail(g20,7,5,7,6) 1
    p(g20,7,5,7,6) label_order(g20,7,5,7,6) -10
    p(g20,7,6,7,5) label_pred(g20,7,5) 1
    p(g20,7,6,7,5) label_tail(g20,7,6,7,5) 1
    p(g20,7,6,7,5) label_order(g20,7,6,7,5) -10
    p(g20,9,4,9,5) label_pred(g20,9,5) 1
    p(g20,9,4,9,5) label_tail(g20,9,4,9,5) 1
    p(g20,9,4,9,5) label_order(g20,9,4,9,5) -10
    p(g20,9,5,9,4) label_pred(g20,9,4) 1
    p(g20,9,5,9,4) label_tail(g20,9,5,9,4) 1
    p(g20,9,5,9,4) label_order(g20,9,5,9,4) -10
    p(g20,9,5,9,6) label_pred(g20,9,6) 1
    p(g20,9,5,9,6) label_tail(g20,9,5,9,6) 1
    p(g20,9,5,9,6) label_order(g20,9,5,9,6) -10
    p(g20,9,6,9,5) label_pred(g20,9,5) 1
    p(g20,9,6,9,5) label_tail(g20,9,6,9,5) 1
    p(g20,9,6,9,5) label_order(g20,9,6,9,5) -10
    p(g20,0,3,1,3) label_pred(g20,1,3) 1
    p(g20,0,3,1,3) label_tail(g20,0,3,1,3) 1
    p(g20,0,3,1,3) label_order(g20,0,3,1,3) -10
    p(g20,1,3,0,3) label_pred(g20,0,3) 1
    p(g20,1,3,0,3) label_tail(g20,1,3,0,3) 1
    p(g20,1,3,0,3) label_order(g20,1,3,0,3) -10
    p(g20,1,3,2,3) label_pred(g20,2,3) 1
    p(g20,1,3,2,3) label_tail(g20,1,3,2,3) 1
    p(g20,1,3,2,3) label_order(g20,1,3,2,3) -10
    p(g20,2,3,1,3) label_pred(g20,1,3) 1
    p(g20,2,3,1,3) label_tail(g20,2,3,1,3) 1
    p(g20,2,3,1,3) label_order(g20,2,3,1,3) -10
    p(g20,2,4,3,4) label_pred(g20,3,4) 1
    p(g20,2,4,3,4) label_tail(g20,2,4,3,4) 1
    p(g20,2,4,3,4) label_order(g20,2,4,3,4) -10
    p(g20,3,4,2,4) label_pred(g20,2,4) 1
    p(g20,3,4,2,4) label_tail(g20,3,4,2,4) 1
    p(g20,3,4,2,4) label_order(g20,3,4,2,4) -10
    p(g20,4,4,3,4) label_pred(g20,3,4) 1
    p(g20,4,4,3,4) label_order(g20,4,4,3,4) -10
    p(g20,5,4,6,4) label_pred(g20,6,4) 1
    p(g20,5,4,6,4) label_order(g20,5,4,6,4) -10
    p(g20,6,4,7,4) label_pred(g20,7,4) 1
    p(g20,6,4,7,4) label_tail(g20,6,4,7,4) 1
    p(g20,6,4,7,4) label_order(g20,6,4,7,4) -10
    p(g20,7,4,6,4) label_pred(g20,6,4) 1
    p(g20,7,4,6,4) label_tail(g20,7,4,6,4) 1
    p(g20,7,4,6,4) label_order(g20,7,4,6,4) -10
    p(g20,7,5,8,5) label_pred(g20,8,5) 1
    p(g20,7,5,8,5) label_tail(g20,7,5,8,5) 1
    p(g20,7,5,8,5) label_order(g20,7,5,8,5) -10
    p(g20,8,5,7,5) label_pred(g20,7,5) 1
    p(g20,8,5,7,5) label_tail(g20,8,5,7,5) 1
    p(g20,8,5,7,5) label_order(g20,8,5,7,5) -10
    p(g20,8,5,9,5) label_pred(g20,9,5) 1
    p(g20,8,5,9,5) label_tail(g20,8,5,9,5) 1
    p(g20,8,5,9,5) label_order(g20,8,5,9,5) -10
    p(g20,9,5,8,5) label_pred(g20,8,5) 1
    p(g20,9,5,8,5) label_tail(g20,9,5,8,5) 1
    p(g20,9,5,8,5) label_order(g20,9,5,8,5) -10
    p(g22,3,8,3,9) label_pred(g22,3,9) 1
    p(g22,3,8,3,9) label_tail(g22,3,8,3,9) 1
    p(g22,3,8,3,9) label_order(g22,3,8,3,9) -7
    p(g22,3,9,3,8) label_pred(g22,3,8) 1
    p(g22,3,9,3,8) label_tail(g22,3,9,3,8) 1
    p(g22,3,9,3,8) label_order(g22,3,9,3,8) -7
    p(g22,4,9,4,8) label_pred(g22,4,8) 1
    p(g22,4,9,4,8) label_order(g22,4,9,4,8) -7
    p(g22,4,9,4,10) label_pred(g22,4,10) 1
    p(g22,4,9,4,10) label_order(g22,4,9,4,10) -7
    p(g22,4,10,4,11) label_pred(g22,4,11) 1
    p(g22,4,10,4,11) label_tail(g22,4,10,4,11) 1
    p(g22,4,10,4,11) label_order(g22,4,10,4,11) -7
    p(g22,4,11,4,10) label_pred(g22,4,10) 1
    p(g22,4,11,4,10) label_tail(g22,4,11,4,10) 1
    p(g22,4,11,4,10) label_order(g22,4,11,4,10) -7
    p(g22,5,7,5,8) label_pred(g22,5,8) 1
    p(g22,5,7,5,8) label_tail(g22,5,7,5,8) 1
    p(g22,5,7,5,8) label_order(g22,5,7,5,8) -7
    p(g22,5,8,5,7) label_pred(g22,5,7) 1
    p(g22,5,8,5,7) label_tail(g22,5,8,5,7) 1
    p(g22,5,8,5,7) label_order(g22,5,8,5,7) -7
    p(g22,5,9,5,8) label_pred(g22,5,8) 1
    p(g22,5,9,5,8) label_order(g22,5,9,5,8) -7
    p(g22,5,9,5,10) label_pred(g22,5,10) 1
    p(g22,5,9,5,10) label_order(g22,5,9,5,10) -7
    p(g22,6,9,6,10) label_pred(g22,6,10) 1
    p(g22,6,9,6,10) label_tail(g22,6,9,6,10) 1
    p(g22,6,9,6,10) label_order(g22,6,9,6,10) -7
    p(g22,6,10,6,9) label_pred(g22,6,9) 1
    p(g22,6,10,6,9) label_tail(g22,6,10,6,9) 1
    p(g22,6,10,6,9) label_order(g22,6,10,6,9) -7
    p(g22,3,8,4,8) label_pred(g22,4,8) 1
    p(g22,3,8,4,8) label_tail(g22,3,8,4,8) 1
    p(g22,3,8,4,8) label_order(g22,3,8,4,8) -7
    p(g22,4,8,3,8) label_pred(g22,3,8) 1
    p(g22,4,8,3,8) label_tail(g22,4,8,3,8) 1
    p(g22,4,8,3,8) label_order(g22,4,8,3,8) -7
    p(g22,4,9,3,9) label_pred(g22,3,9) 1
    p(g22,4,9,3,9) label_order(g22,4,9,3,9) -7
    p(g22,3,11,4,11) label_pred(g22,4,11) 1
    p(g22,3,11,4,11) label_tail(g22,3,11,4,11) 1
    p(g22,3,11,4,11) label_order(g22,3,11,4,11) -7
    p(g22,4,11,3,11) label_pred(g22,3,11) 1
    p(g22,4,11,3,11) label_tail(g22,4,11,3,11) 1
    p(g22,4,11,3,11) label_order(g22,4,11,3,11) -7
    p(g22,4,8,5,8) label_pred(g22,5,8) 1
    p(g22,4,8,5,8) label_tail(g22,4,8,5,8) 1
    p(g22,4,8,5,8) label_order(g22,4,8,5,8) -7
    p(g22,5,8,4,8) label_pred(g22,4,8) 1
    p(g22,5,8,4,8) label_tail(g22,5,8,4,8) 1
    p(g22,5,8,4,8) label_order(g22,5,8,4,8) -7
    p(g22,4,10,5,10) label_pred(g22,5,10) 1
    p(g22,4,10,5,10) label_tail(g22,4,10,5,10) 1
    p(g22,4,10,5,10) label_order(g22,4,10,5,10) -7
    p(g22,5,10,4,10) label_pred(g22,4,10) 1
    p(g22,5,10,4,10) label_tail(g22,5,10,4,10) 1
    p(g22,5,10,4,10) label_order(g22,5,10,4,10) -7
    p(g22,5,7,6,7) label_pred(g22,6,7) 1
    p(g22,5,7,6,7) label_tail(g22,5,7,6,7) 1
    p(g22,5,7,6,7) label_order(g22,5,7,6,7) -7
    p(g22,6,7,5,7) label_pred(g22,5,7) 1
    p(g22,6,7,5,7) label_tail(g22,6,7,5,7) 1
    p(g22,6,7,5,7) label_order(g22,6,7,5,7) -7
    p(g22,5,9,6,9) label_pred(g22,6,9) 1
    p(g22,5,9,6,9) label_order(g22,5,9,6,9) -7
    p(g22,5,10,6,10) label_pred(g22,6,10) 1
    p(g22,5,10,6,10) label_tail(g22,5,10,6,10) 1
    p(g22,5,10,6,10) label_order(g22,5,10,6,10) -7
    p(g22,6,10,5,10) label_pred(g22,5,10) 1
    p(g22,6,10,5,10) label_tail(g22,6,10,5,10) 1
    p(g22,6,10,5,10) label_order(g22,6,10,5,10) -7
    p(g23,4,14,4,15) label_pred(g23,4,15) 1
    p(g23,4,14,4,15) label_order(g23,4,14,4,15) -4
    p(g23,4,15,4,16) label_pred(g23,4,16) 1
    p(g23,4,15,4,16) label_tail(g23,4,15,4,16) 1
    p(g23,4,15,4,16) label_order(g23,4,15,4,16) -4
    p(g23,4,16,4,15) label_pred(g23,4,15) 1
    p(g23,4,16,4,15) label_tail(g23,4,16,4,15) 1
    p(g23,4,16,4,15) label_order(g23,4,16,4,15) -4
    p(g23,5,12,5,13) label_pred(g23,5,13) 1
    p(g23,5,12,5,13) label_tail(g23,5,12,5,13) 1
    p(g23,5,12,5,13) label_order(g23,5,12,5,13) -4
    p(g23,5,13,5,12) label_pred(g23,5,12) 1
    p(g23,5,13,5,12) label_tail(g23,5,13,5,12) 1
    p(g23,5,13,5,12) label_order(g23,5,13,5,12) -4
    p(g23,5,14,5,13) label_pred(g23,5,13) 1
    p(g23,5,14,5,13) label_order(g23,5,14,5,13) -4
    p(g23,4,14,3,14) label_pred(g23,3,14) 1
    p(g23,4,14,3,14) label_order(g23,4,14,3,14) -4
    p(g23,5,14,6,14) label_pred(g23,6,14) 1
    p(g23,5,14,6,14) label_order(g23,5,14,6,14) -4
    p(g24,2,19,3,19) label_pred(g24,3,19) 1
    p(g24,2,19,3,19) label_tail(g24,2,19,3,19) 1
    p(g24,2,19,3,19) label_order(g24,2,19,3,19) -3
    p(g24,3,19,2,19) label_pred(g24,2,19) 1
    p(g24,3,19,2,19) label_tail(g24,3,19,2,19) 1
    p(g24,3,19,2,19) label_order(g24,3,19,2,19) -3
    p(g24,4,19,3,19) label_pred(g24,3,19) 1
    p(g24,4,19,3,19) label_order(g24,4,19,3,19) -3
    p(g24,5,19,6,19) label_pred(g24,6,19) 1
    p(g24,5,19,6,19) label_order(g24,5,19,6,19) -3
    p(g24,6,19,7,19) label_pred(g24,7,19) 1
    p(g24,6,19,7,19) label_tail(g24,6,19,7,19) 1
    p(g24,6,19,7,19) label_order(g24,6,19,7,19) -3
    p(g24,7,19,6,19) label_pred(g24,6,19) 1
    p(g24,7,19,6,19) label_tail(g24,7,19,6,19) 1
    p(g24,7,19,6,19) label_order(g24,7,19,6,19) -3
    p(g25,4,15,4,16) label_pred(g25,4,16) 1
    p(g25,4,15,4,16) label_tail(g25,4,15,4,16) 1
    p(g25,4,15,4,16) label_order(g25,4,15,4,16) -3
    p(g25,4,16,4,15) label_pred(g25,4,15) 1
    p(g25,4,16,4,15) label_tail(g25,4,16,4,15) 1
    p(g25,4,16,4,15) label_order(g25,4,16,4,15) -3
    p(g25,6,14,6,15) label_pred(g25,6,15) 1
    p(g25,6,14,6,15) label_tail(g25,6,14,6,15) 1
    p(g25,6,14,6,15) label_order(g25,6,14,6,15) -3
    p(g25,6,15,6,14) label_pred(g25,6,14) 1
    p(g25,6,15,6,14) label_tail(g25,6,15,6,14) 1
    p(g25,6,15,6,14) label_order(g25,6,15,6,14) -3
    p(g25,5,15,4,15) label_pred(g25,4,15) 1
    p(g25,5,15,4,15) label_order(g25,5,15,4,15) -3
    p(g25,5,15,6,15) label_pred(g25,6,15) 1
    p(g25,5,15,6,15) label_order(g25,5,15,6,15) -3
    p(g27,5,11,5,12) label_pred(g27,5,12) 1
    p(g27,5,11,5,12) label_order(g27,5,11,5,12) -3
    p(g27,5,12,5,13) label_pred(g27,5,13) 1
    p(g27,5,12,5,13) label_tail(g27,5,12,5,13) 1
    p(g27,5,12,5,13) label_order(g27,5,12,5,13) -3
    p(g27,5,13,5,12) label_pred(g27,5,12) 1
    p(g27,5,13,5,12) label_tail(g27,5,13,5,12) 1
    p(g27,5,13,5,12) label_order(g27,5,13,5,12) -3
    p(g27,6,9,6,10) label_pred(g27,6,10) 1
    p(g27,6,9,6,10) label_tail(g27,6,9,6,10) 1
    p(g27,6,9,6,10) label_order(g27,6,9,6,10) -3
    p(g27,6,10,6,9) label_pred(g27,6,9) 1
    p(g27,6,10,6,9) label_tail(g27,6,10,6,9) 1
    p(g27,6,10,6,9) label_order(g27,6,10,6,9) -3
    p(g27,6,11,6,10) label_pred(g27,6,10) 1
    p(g27,6,11,6,10) label_order(g27,6,11,6,10) -3
    p(g28,4,15,4,16) label_pred(g28,4,16) 1
    p(g28,4,15,4,16) label_tail(g28,4,15,4,16) 1
    p(g28,4,15,4,16) label_order(g28,4,15,4,16) -3
    p(g28,4,16,4,15) label_pred(g28,4,15) 1
    p(g28,4,16,4,15) label_tail(g28,4,16,4,15) 1
    p(g28,4,16,4,15) label_order(g28,4,16,4,15) -3
    p(g28,7,16,7,17) label_pred(g28,7,17) 1
    p(g28,7,16,7,17) label_tail(g28,7,16,7,17) 1
    p(g28,7,16,7,17) label_order(g28,7,16,7,17) -3
    p(g28,7,17,7,16) label_pred(g28,7,16) 1
    p(g28,7,17,7,16) label_tail(g28,7,17,7,16) 1
    p(g28,7,17,7,16) label_order(g28,7,17,7,16) -3
    p(g28,5,16,4,16) label_pred(g28,4,16) 1
    p(g28,5,16,4,16) label_order(g28,5,16,4,16) -3
    p(g28,6,16,7,16) label_pred(g28,7,16) 1
    p(g28,6,16,7,16) label_order(g28,6,16,7,16) -3
    p(g29,5,18,4,18) label_pred(g29,4,18) 1
    p(g29,5,18,4,18) label_order(g29,5,18,4,18) -2
    p(g29,6,17,7,17) label_pred(g29,7,17) 1
    p(g29,6,17,7,17) label_order(g29,6,17,7,17) -2
    p(g31,5,7,5,8) label_pred(g31,5,8) 1
    p(g31,5,7,5,8) label_tail(g31,5,7,5,8) 1
    p(g31,5,7,5,8) label_order(g31,5,7,5,8) -5
    p(g31,5,8,5,7) label_pred(g31,5,7) 1
    p(g31,5,8,5,7) label_tail(g31,5,8,5,7) 1
    p(g31,5,8,5,7) label_order(g31,5,8,5,7) -5
    p(g31,6,6,6,5) label_pred(g31,6,5) 1
    p(g31,6,6,6,5) label_order(g31,6,6,6,5) -5
    p(g31,6,6,6,7) label_pred(g31,6,7) 1
    p(g31,6,6,6,7) label_order(g31,6,6,6,7) -5
    p(g31,7,4,7,5) label_pred(g31,7,5) 1
    p(g31,7,4,7,5) label_tail(g31,7,4,7,5) 1
    p(g31,7,4,7,5) label_order(g31,7,4,7,5) -5
    p(g31,7,5,7,4) label_pred(g31,7,4) 1
    p(g31,7,5,7,4) label_tail(g31,7,5,7,4) 1
    p(g31,7,5,7,4) label_order(g31,7,5,7,4) -5
    p(g31,4,7,5,7) label_pred(g31,5,7) 1
    p(g31,4,7,5,7) label_tail(g31,4,7,5,7) 1
    p(g31,4,7,5,7) label_order(g31,4,7,5,7) -5
    p(g31,5,7,4,7) label_pred(g31,4,7) 1
    p(g31,5,7,4,7) label_tail(g31,5,7,4,7) 1
    p(g31,5,7,4,7) label_order(g31,5,7,4,7) -5
    p(g31,5,7,6,7) label_pred(g31,6,7) 1
    p(g31,5,7,6,7) label_tail(g31,5,7,6,7) 1
    p(g31,5,7,6,7) label_order(g31,5,7,6,7) -5
    p(g31,6,7,5,7) label_pred(g31,5,7) 1
    p(g31,6,7,5,7) label_tail(g31,6,7,5,7) 1
    p(g31,6,7,5,7) label_order(g31,6,7,5,7) -5
    p(g31,6,5,7,5) label_pred(g31,7,5) 1
    p(g31,6,5,7,5) label_tail(g31,6,5,7,5) 1
    p(g31,6,5,7,5) label_order(g31,6,5,7,5) -5
    p(g31,7,5,6,5) label_pred(g31,6,5) 1
    p(g31,7,5,6,5) label_tail(g31,7,5,6,5) 1
    p(g31,7,5,6,5) label_order(g31,7,5,6,5) -5
    p(g31,7,5,8,5) label_pred(g31,8,5) 1
    p(g31,7,5,8,5) label_tail(g31,7,5,8,5) 1
    p(g31,7,5,8,5) label_order(g31,7,5,8,5) -5
    p(g31,8,5,7,5) label_pred(g31,7,5) 1
    p(g31,8,5,7,5) label_tail(g31,8,5,7,5) 1
    p(g31,8,5,7,5) label_order(g31,8,5,7,5) -5
    p(g32,6,12,5,12) label_pred(g32,5,12) 1
    p(g32,6,12,5,12) label_order(g32,6,12,5,12) -2
    p(g32,6,13,7,13) label_pred(g32,7,13) 1
    p(g32,6,13,7,13) label_order(g32,6,13,7,13) -2
    p(g33,5,7,5,8) label_pred(g33,5,8) 1
    p(g33,5,7,5,8) label_tail(g33,5,7,5,8) 1
    p(g33,5,7,5,8) label_order(g33,5,7,5,8) -5
    p(g33,5,8,5,7) label_pred(g33,5,7) 1
    p(g33,5,8,5,7) label_tail(g33,5,8,5,7) 1
    p(g33,5,8,5,7) label_order(g33,5,8,5,7) -5
    p(g33,6,8,6,9) label_pred(g33,6,9) 1
    p(g33,6,8,6,9) label_order(g33,6,8,6,9) -5
    p(g33,6,9,6,10) label_pred(g33,6,10) 1
    p(g33,6,9,6,10) label_tail(g33,6,9,6,10) 1
    p(g33,6,9,6,10) label_order(g33,6,9,6,10) -5
    p(g33,6,10,6,9) label_pred(g33,6,9) 1
    p(g33,6,10,6,9) label_tail(g33,6,10,6,9) 1
    p(g33,6,10,6,9) label_order(g33,6,10,6,9) -5
    p(g33,7,6,7,7) label_pred(g33,7,7) 1
    p(g33,7,6,7,7) label_tail(g33,7,6,7,7) 1
    p(g33,7,6,7,7) label_order(g33,7,6,7,7) -5
    p(g33,7,7,7,6) label_pred(g33,7,6) 1
    p(g33,7,7,7,6) label_tail(g33,7,7,7,6) 1
    p(g33,7,7,7,6) label_order(g33,7,7,7,6) -5
    p(g33,7,8,7,7) label_pred(g33,7,7) 1
    p(g33,7,8,7,7) label_order(g33,7,8,7,7) -5
    p(g33,8,8,8,9) label_pred(g33,8,9) 1
    p(g33,8,8,8,9) label_tail(g33,8,8,8,9) 1
    p(g33,8,8,8,9) label_order(g33,8,8,8,9) -5
    p(g33,8,9,8,8) label_pred(g33,8,8) 1
    p(g33,8,9,8,8) label_tail(g33,8,9,8,8) 1
    p(g33,8,9,8,8) label_order(g33,8,9,8,8) -5
    p(g33,6,8,5,8) label_pred(g33,5,8) 1
    p(g33,6,8,5,8) label_order(g33,6,8,5,8) -5
    p(g33,7,8,8,8) label_pred(g33,8,8) 1
    p(g33,7,8,8,8) label_order(g33,7,8,8,8) -5
    p(g34,6,9,6,10) label_pred(g34,6,10) 1
    p(g34,6,9,6,10) label_tail(g34,6,9,6,10) 1
    p(g34,6,9,6,10) label_order(g34,6,9,6,10) -3
    p(g34,6,10,6,9) label_pred(g34,6,9) 1
    p(g34,6,10,6,9) label_tail(g34,6,10,6,9) 1
    p(g34,6,10,6,9) label_order(g34,6,10,6,9) -3
    p(g34,8,8,8,9) label_pred(g34,8,9) 1
    p(g34,8,8,8,9) label_tail(g34,8,8,8,9) 1
    p(g34,8,8,8,9) label_order(g34,8,8,8,9) -3
    p(g34,8,9,8,8) label_pred(g34,8,8) 1
    p(g34,8,9,8,8) label_tail(g34,8,9,8,8) 1
    p(g34,8,9,8,8) label_order(g34,8,9,8,8) -3
    p(g34,7,9,6,9) label_pred(g34,6,9) 1
    p(g34,7,9,6,9) label_order(g34,7,9,6,9) -3
    p(g34,7,9,8,9) label_pred(g34,8,9) 1
    p(g34,7,9,8,9) label_order(g34,7,9,8,9) -3
    p(g35,6,9,6,10) label_pred(g35,6,10) 1
    p(g35,6,9,6,10) label_tail(g35,6,9,6,10) 1
    p(g35,6,9,6,10) label_order(g35,6,9,6,10) -3
    p(g35,6,10,6,9) label_pred(g35,6,9) 1
    p(g35,6,10,6,9) label_tail(g35,6,10,6,9) 1
    p(g35,6,10,6,9) label_order(g35,6,10,6,9) -3
    p(g35,8,11,8,12) label_pred(g35,8,12) 1
    p(g35,8,11,8,12) label_tail(g35,8,11,8,12) 1
    p(g35,8,11,8,12) label_order(g35,8,11,8,12) -3
    p(g35,8,12,8,11) label_pred(g35,8,11) 1
    p(g35,8,12,8,11) label_tail(g35,8,12,8,11) 1
    p(g35,8,12,8,11) label_order(g35,8,12,8,11) -3
    p(g35,7,10,6,10) label_pred(g35,6,10) 1
    p(g35,7,10,6,10) label_order(g35,7,10,6,10) -3
    p(g35,7,11,8,11) label_pred(g35,8,11) 1
    p(g35,7,11,8,11) label_order(g35,7,11,8,11) -3
    p(g37,7,14,7,13) label_pred(g37,7,13) 1
    p(g37,7,14,7,13) label_order(g37,7,14,7,13) -2
    p(g37,7,15,7,16) label_pred(g37,7,16) 1
    p(g37,7,15,7,16) label_order(g37,7,15,7,16) -2
    p(g40,7,2,7,3) label_pred(g40,7,3) 1
    p(g40,7,2,7,3) label_tail(g40,7,2,7,3) 1
    p(g40,7,2,7,3) label_order(g40,7,2,7,3) -4
    p(g40,7,3,7,2) label_pred(g40,7,2) 1
    p(g40,7,3,7,2) label_tail(g40,7,3,7,2) 1
    p(g40,7,3,7,2) label_order(g40,7,3,7,2) -4
    p(g40,7,3,7,4) label_pred(g40,7,4) 1
    p(g40,7,3,7,4) label_tail(g40,7,3,7,4) 1
    p(g40,7,3,7,4) label_order(g40,7,3,7,4) -4
    p(g40,7,4,7,3) label_pred(g40,7,3) 1
    p(g40,7,4,7,3) label_tail(g40,7,4,7,3) 1
    p(g40,7,4,7,3) label_order(g40,7,4,7,3) -4
    p(g40,9,4,9,5) label_pred(g40,9,5) 1
    p(g40,9,4,9,5) label_tail(g40,9,4,9,5) 1
    p(g40,9,4,9,5) label_order(g40,9,4,9,5) -4
    p(g40,9,5,9,4) label_pred(g40,9,4) 1
    p(g40,9,5,9,4) label_tail(g40,9,5,9,4) 1
    p(g40,9,5,9,4) label_order(g40,9,5,9,4) -4
    p(g40,9,5,9,6) label_pred(g40,9,6) 1
    p(g40,9,5,9,6) label_tail(g40,9,5,9,6) 1
    p(g40,9,5,9,6) label_order(g40,9,5,9,6) -4
    p(g40,9,6,9,5) label_pred(g40,9,5) 1
    p(g40,9,6,9,5) label_tail(g40,9,6,9,5) 1
    p(g40,9,6,9,5) label_order(g40,9,6,9,5) -4
    p(g40,8,4,7,4) label_pred(g40,7,4) 1
    p(g40,8,4,7,4) label_order(g40,8,4,7,4) -4
    p(g40,8,4,9,4) label_pred(g40,9,4) 1
    p(g40,8,4,9,4) label_order(g40,8,4,9,4) -4
    p(g41,7,6,7,7) label_pred(g41,7,7) 1
    p(g41,7,6,7,7) label_tail(g41,7,6,7,7) 1
    p(g41,7,6,7,7) label_order(g41,7,6,7,7) -4
    p(g41,7,7,7,6) label_pred(g41,7,6) 1
    p(g41,7,7,7,6) label_tail(g41,7,7,7,6) 1
    p(g41,7,7,7,6) label_order(g41,7,7,7,6) -4
    p(g41,8,6,8,5) label_pred(g41,8,5) 1
    p(g41,8,6,8,5) label_order(g41,8,6,8,5) -4
    p(g41,8,7,8,8) label_pred(g41,8,8) 1
    p(g41,8,7,8,8) label_order(g41,8,7,8,8) -4
    p(g41,9,6,9,7) label_pred(g41,9,7) 1
    p(g41,9,6,9,7) label_tail(g41,9,6,9,7) 1
    p(g41,9,6,9,7) label_order(g41,9,6,9,7) -4
    p(g41,9,7,9,6) label_pred(g41,9,6) 1
    p(g41,9,7,9,6) label_tail(g41,9,7,9,6) 1
    p(g41,9,7,9,6) label_order(g41,9,7,9,6) -4
    p(g41,8,6,7,6) label_pred(g41,7,6) 1
    p(g41,8,6,7,6) label_order(g41,8,6,7,6) -4
    p(g41,8,7,7,7) label_pred(g41,7,7) 1
    p(g41,8,7,7,7) label_order(g41,8,7,7,7) -4
    p(g41,8,6,9,6) label_pred(g41,9,6) 1
    p(g41,8,6,9,6) label_order(g41,8,6,9,6) -4
    p(g41,8,7,9,7) label_pred(g41,9,7) 1
    p(g41,8,7,9,7) label_order(g41,8,7,9,7) -4
    p(g42,8,8,8,9) label_pred(g42,8,9) 1
    p(g42,8,8,8,9) label_tail(g42,8,8,8,9) 1
    p(g42,8,8,8,9) label_order(g42,8,8,8,9) -3
    p(g42,8,9,8,8) label_pred(g42,8,8) 1
    p(g42,8,9,8,8) label_tail(g42,8,9,8,8) 1
    p(g42,8,9,8,8) label_order(g42,8,9,8,8) -3
    p(g42,8,10,8,9) label_pred(g42,8,9) 1
    p(g42,8,10,8,9) label_order(g42,8,10,8,9) -3
    p(g42,8,10,8,11) label_pred(g42,8,11) 1
    p(g42,8,10,8,11) label_order(g42,8,10,8,11) -3
    p(g42,8,11,8,12) label_pred(g42,8,12) 1
    p(g42,8,11,8,12) label_tail(g42,8,11,8,12) 1
    p(g42,8,11,8,12) label_order(g42,8,11,8,12) -3
    p(g42,8,12,8,11) label_pred(g42,8,11) 1
    p(g42,8,12,8,11) label_tail(g42,8,12,8,11) 1
    p(g42,8,12,8,11) label_order(g42,8,12,8,11) -3
    p(g43,8,13,7,13) label_pred(g43,7,13) 1
    p(g43,8,13,7,13) label_order(g43,8,13,7,13) -2
    p(g43,8,13,9,13) label_pred(g43,9,13) 1
    p(g43,8,13,9,13) label_order(g43,8,13,9,13) -2
    p(g44,8,18,7,18) label_pred(g44,7,18) 1
    p(g44,8,18,7,18) label_order(g44,8,18,7,18) -2
    p(g44,8,17,9,17) label_pred(g44,9,17) 1
    p(g44,8,17,9,17) label_order(g44,8,17,9,17) -2
    p(g45,8,19,7,19) label_pred(g45,7,19) 1
    p(g45,8,19,7,19) label_order(g45,8,19,7,19) -2
    p(g45,8,19,9,19) label_pred(g45,9,19) 1
    p(g45,8,19,9,19) label_order(g45,8,19,9,19) -2
    p(g48,9,0,9,1) label_pred(g48,9,1) 1
    p(g48,9,0,9,1) label_tail(g48,9,0,9,1) 1
    p(g48,9,0,9,1) label_order(g48,9,0,9,1) -3
    p(g48,9,1,9,0) label_pred(g48,9,0) 1
    p(g48,9,1,9,0) label_tail(g48,9,1,9,0) 1
    p(g48,9,1,9,0) label_order(g48,9,1,9,0) -3
    p(g48,9,2,9,1) label_pred(g48,9,1) 1
    p(g48,9,2,9,1) label_order(g48,9,2,9,1) -3
    p(g48,9,3,9,4) label_pred(g48,9,4) 1
    p(g48,9,3,9,4) label_order(g48,9,3,9,4) -3
    p(g48,9,4,9,5) label_pred(g48,9,5) 1
    p(g48,9,4,9,5) label_tail(g48,9,4,9,5) 1
    p(g48,9,4,9,5) label_order(g48,9,4,9,5) -3
    p(g48,9,5,9,4) label_pred(g48,9,4) 1
    p(g48,9,5,9,4) label_tail(g48,9,5,9,4) 1
    p(g48,9,5,9,4) label_order(g48,9,5,9,4) -3
    p(g53,9,18,9,17) label_pred(g53,9,17) 1
    p(g53,9,18,9,17) label_order(g53,9,18,9,17) -2
    p(g53,9,18,9,19) label_pred(g53,9,19) 1
    p(g53,9,18,9,19) label_order(g53,9,18,9,19) -2
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
    RHS cover(0,10) 1
    RHS cover(0,11) 1
    RHS cover(0,12) 1
    RHS cover(0,13) 1
    RHS cover(0,14) 1
    RHS cover(0,15) 1
    RHS cover(0,16) 1
    RHS cover(0,17) 1
    RHS cover(0,18) 1
    RHS cover(0,19) 1
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
    RHS cover(1,10) 1
    RHS cover(1,11) 1
    RHS cover(1,12) 1
    RHS cover(1,13) 1
    RHS cover(1,14) 1
    RHS cover(1,15) 1
    RHS cover(1,16) 1
    RHS cover(1,17) 1
    RHS cover(1,18) 1
    RHS cover(1,19) 1
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
    RHS cover(2,10) 1
    RHS cover(2,11) 1
    RHS cover(2,12) 1
    RHS cover(2,13) 1
    RHS cover(2,14) 1
    RHS cover(2,15) 1
    RHS cover(2,16) 1
    RHS cover(2,17) 1
    RHS cover(2,18) 1
    RHS cover(2,19) 1
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
    RHS cover(3,10) 1
    RHS cover(3,11) 1
    RHS cover(3,12) 1
    RHS cover(3,13) 1
    RHS cover(3,14) 1
    RHS cover(3,15) 1
    RHS cover(3,16) 1
    RHS cover(3,17) 1
    RHS cover(3,18) 1
    RHS cover(3,19) 1
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
    RHS cover(4,10) 1
    RHS cover(4,11) 1
    RHS cover(4,12) 1
    RHS cover(4,13) 1
    RHS cover(4,14) 1
    RHS cover(4,15) 1
    RHS cover(4,16) 1
    RHS cover(4,17) 1
    RHS cover(4,18) 1
    RHS cover(4,19) 1
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
    RHS cover(5,10) 1
    RHS cover(5,11) 1
    RHS cover(5,12) 1
    RHS cover(5,13) 1
    RHS cover(5,14) 1
    RHS cover(5,15) 1
    RHS cover(5,16) 1
    RHS cover(5,17) 1
    RHS cover(5,18) 1
    RHS cover(5,19) 1
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
    RHS cover(6,10) 1
    RHS cover(6,11) 1
    RHS cover(6,12) 1
    RHS cover(6,13) 1
    RHS cover(6,14) 1
    RHS cover(6,15) 1
    RHS cover(6,16) 1
    RHS cover(6,17) 1
    RHS cover(6,18) 1
    RHS cover(6,19) 1
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
    RHS cover(7,10) 1
    RHS cover(7,11) 1
    RHS cover(7,12) 1
    RHS cover(7,13) 1
    RHS cover(7,14) 1
    RHS cover(7,15) 1
    RHS cover(7,16) 1
    RHS cover(7,17) 1
    RHS cover(7,18) 1
    RHS cover(7,19) 1
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
    RHS cover(8,10) 1
    RHS cover(8,11) 1
    RHS cover(8,12) 1
    RHS cover(8,13) 1
    RHS cover(8,14) 1
    RHS cover(8,15) 1
    RHS cover(8,16) 1
    RHS cover(8,17) 1
    RHS cover(8,18) 1
    RHS cover(8,19) 1
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
    RHS cover(9,10) 1
    RHS cover(9,11) 1
    RHS cover(9,12) 1
    RHS cover(9,13) 1
    RHS cover(9,14) 1
    RHS cover(9,15) 1
    RHS cover(9,16) 1
    RHS cover(9,17) 1
    RHS cover(9,18) 1
    RHS cover(9,19) 1
    RHS centre(0,1,g0) 1
    RHS centre(0,5,g1) 1
    RHS centre(0,6,g1) 1
    RHS centre(0,15,g2) 1
    RHS centre(0,16,g2) 1
    RHS centre(0,11,g3) 1
    RHS centre(1,11,g3) 1
    RHS centre(0,19,g4) 1
    RHS centre(1,19,g4) 1
    RHS centre(1,0,g5) 1
    RHS centre(1,15,g6) 1
    RHS centre(1,16,g6) 1
    RHS centre(1,5,g7) 1
    RHS centre(1,6,g7) 1
    RHS centre(2,5,g7) 1
    RHS centre(2,6,g7) 1
    RHS centre(1,9,g8) 1
    RHS centre(2,9,g8) 1
    RHS centre(2,1,g9) 1
    RHS centre(2,10,g10) 1
    RHS centre(2,11,g11) 1
    RHS centre(2,12,g11) 1
    RHS centre(2,15,g12) 1
    RHS centre(2,16,g12) 1
    RHS centre(3,15,g12) 1
    RHS centre(3,16,g12) 1
    RHS centre(3,3,g13) 1
    RHS centre(3,6,g14) 1
    RHS centre(3,7,g14) 1
    RHS centre(3,18,g15) 1
    RHS centre(3,13,g16) 1
    RHS centre(4,13,g16) 1
    RHS centre(3,17,g17) 1
    RHS centre(4,17,g17) 1
    RHS centre(4,0,g18) 1
    RHS centre(4,1,g18) 1
    RHS centre(4,2,g19) 1
    RHS centre(4,4,g20) 1
    RHS centre(5,4,g20) 1
    RHS centre(4,5,g21) 1
    RHS centre(4,6,g21) 1
    RHS centre(5,5,g21) 1
    RHS centre(5,6,g21) 1
    RHS centre(4,9,g22) 1
    RHS centre(5,9,g22) 1
    RHS centre(4,14,g23) 1
    RHS centre(5,14,g23) 1
    RHS centre(4,19,g24) 1
    RHS centre(5,19,g24) 1
    RHS centre(5,15,g25) 1
    RHS centre(5,0,g26) 1
    RHS centre(6,0,g26) 1
    RHS centre(5,11,g27) 1
    RHS centre(6,11,g27) 1
    RHS centre(5,16,g28) 1
    RHS centre(6,16,g28) 1
    RHS centre(5,17,g29) 1
    RHS centre(5,18,g29) 1
    RHS centre(6,17,g29) 1
    RHS centre(6,18,g29) 1
    RHS centre(6,1,g30) 1
    RHS centre(6,6,g31) 1
    RHS centre(6,12,g32) 1
    RHS centre(6,13,g32) 1
    RHS centre(6,8,g33) 1
    RHS centre(7,8,g33) 1
    RHS centre(7,9,g34) 1
    RHS centre(7,10,g35) 1
    RHS centre(7,11,g35) 1
    RHS centre(7,12,g36) 1
    RHS centre(7,14,g37) 1
    RHS centre(7,15,g37) 1
    RHS centre(7,0,g38) 1
    RHS centre(7,1,g38) 1
    RHS centre(8,0,g38) 1
    RHS centre(8,1,g38) 1
    RHS centre(8,2,g39) 1
    RHS centre(8,3,g39) 1
    RHS centre(8,4,g40) 1
    RHS centre(8,6,g41) 1
    RHS centre(8,7,g41) 1
    RHS centre(8,10,g42) 1
    RHS centre(8,13,g43) 1
    RHS centre(8,17,g44) 1
    RHS centre(8,18,g44) 1
    RHS centre(8,19,g45) 1
    RHS centre(8,14,g46) 1
    RHS centre(9,14,g46) 1
    RHS centre(8,15,g47) 1
    RHS centre(8,16,g47) 1
    RHS centre(9,15,g47) 1
    RHS centre(9,16,g47) 1
    RHS centre(9,2,g48) 1
    RHS centre(9,3,g48) 1
    RHS centre(9,8,g49) 1
    RHS centre(9,9,g50) 1
    RHS centre(9,10,g50) 1
    RHS centre(9,11,g51) 1
    RHS centre(9,12,g52) 1
    RHS centre(9,18,g53) 1
    RHS label_order(g0,0,1,0,0) -1
    RHS label_order(g0,0,1,0,2) -1
    RHS label_order(g1,0,2,0,3) -3
    RHS label_order(g1,0,3,0,2) -3
    RHS label_order(g1,0,3,0,4) -3
    RHS label_order(g1,0,4,0,3) -3
    RHS label_order(g1,0,5,0,4) -3
    RHS label_order(g1,0,6,0,7) -3
    RHS label_order(g1,0,7,0,8) -3
    RHS label_order(g1,0,8,0,7) -3
    RHS label_order(g1,0,8,0,9) -3
    RHS label_order(g1,0,9,0,8) -3
    RHS label_order(g2,0,13,0,14) -2
    RHS label_order(g2,0,14,0,13) -2
    RHS label_order(g2,0,15,0,14) -2
    RHS label_order(g2,0,16,0,17) -2
    RHS label_order(g2,0,17,0,18) -2
    RHS label_order(g2,0,18,0,17) -2
    RHS label_order(g3,0,8,0,9) -5
    RHS label_order(g3,0,9,0,8) -5
    RHS label_order(g3,0,9,0,10) -5
    RHS label_order(g3,0,10,0,9) -5
    RHS label_order(g3,0,11,0,10) -5
    RHS label_order(g3,0,11,0,12) -5
    RHS label_order(g3,1,11,1,10) -5
    RHS label_order(g3,1,11,1,12) -5
    RHS label_order(g3,1,12,1,13) -5
    RHS label_order(g3,1,13,1,12) -5
    RHS label_order(g3,1,13,1,14) -5
    RHS label_order(g3,1,14,1,13) -5
    RHS label_order(g3,0,8,1,8) -5
    RHS label_order(g3,1,8,0,8) -5
    RHS label_order(g3,0,10,1,10) -5
    RHS label_order(g3,1,10,0,10) -5
    RHS label_order(g3,0,12,1,12) -5
    RHS label_order(g3,1,12,0,12) -5
    RHS label_order(g3,0,14,1,14) -5
    RHS label_order(g3,1,14,0,14) -5
    RHS label_order(g5,1,0,0,0) -1
    RHS label_order(g5,1,0,2,0) -1
    RHS label_order(g6,0,12,0,13) -7
    RHS label_order(g6,0,13,0,12) -7
    RHS label_order(g6,0,13,0,14) -7
    RHS label_order(g6,0,14,0,13) -7
    RHS label_order(g6,0,17,0,18) -7
    RHS label_order(g6,0,18,0,17) -7
    RHS label_order(g6,1,13,1,14) -7
    RHS label_order(g6,1,14,1,13) -7
    RHS label_order(g6,1,15,1,14) -7
    RHS label_order(g6,1,16,1,17) -7
    RHS label_order(g6,1,17,1,18) -7
    RHS label_order(g6,1,18,1,17) -7
    RHS label_order(g6,2,13,2,14) -7
    RHS label_order(g6,2,14,2,13) -7
    RHS label_order(g6,2,17,2,18) -7
    RHS label_order(g6,2,18,2,17) -7
    RHS label_order(g6,2,18,2,19) -7
    RHS label_order(g6,2,19,2,18) -7
    RHS label_order(g6,0,13,1,13) -7
    RHS label_order(g6,1,13,0,13) -7
    RHS label_order(g6,0,14,1,14) -7
    RHS label_order(g6,1,14,0,14) -7
    RHS label_order(g6,0,17,1,17) -7
    RHS label_order(g6,1,17,0,17) -7
    RHS label_order(g6,0,18,1,18) -7
    RHS label_order(g6,1,18,0,18) -7
    RHS label_order(g6,1,13,2,13) -7
    RHS label_order(g6,2,13,1,13) -7
    RHS label_order(g6,1,14,2,14) -7
    RHS label_order(g6,2,14,1,14) -7
    RHS label_order(g6,1,17,2,17) -7
    RHS label_order(g6,2,17,1,17) -7
    RHS label_order(g6,1,18,2,18) -7
    RHS label_order(g6,2,18,1,18) -7
    RHS label_order(g7,0,2,0,3) -7
    RHS label_order(g7,0,3,0,2) -7
    RHS label_order(g7,1,3,1,4) -7
    RHS label_order(g7,1,4,1,3) -7
    RHS label_order(g7,1,5,1,4) -7
    RHS label_order(g7,1,6,1,7) -7
    RHS label_order(g7,1,7,1,8) -7
    RHS label_order(g7,1,8,1,7) -7
    RHS label_order(g7,2,3,2,4) -7
    RHS label_order(g7,2,4,2,3) -7
    RHS label_order(g7,2,5,2,4) -7
    RHS label_order(g7,2,6,2,7) -7
    RHS label_order(g7,2,7,2,8) -7
    RHS label_order(g7,2,8,2,7) -7
    RHS label_order(g7,3,8,3,9) -7
    RHS label_order(g7,3,9,3,8) -7
    RHS label_order(g7,0,3,1,3) -7
    RHS label_order(g7,1,3,0,3) -7
    RHS label_order(g7,0,7,1,7) -7
    RHS label_order(g7,1,7,0,7) -7
    RHS label_order(g7,1,3,2,3) -7
    RHS label_order(g7,2,3,1,3) -7
    RHS label_order(g7,1,4,2,4) -7
    RHS label_order(g7,2,4,1,4) -7
    RHS label_order(g7,1,7,2,7) -7
    RHS label_order(g7,2,7,1,7) -7
    RHS label_order(g7,1,8,2,8) -7
    RHS label_order(g7,2,8,1,8) -7
    RHS label_order(g7,2,4,3,4) -7
    RHS label_order(g7,3,4,2,4) -7
    RHS label_order(g7,2,8,3,8) -7
    RHS label_order(g7,3,8,2,8) -7
    RHS label_order(g8,0,7,0,8) -5
    RHS label_order(g8,0,8,0,7) -5
    RHS label_order(g8,0,8,0,9) -5
    RHS label_order(g8,0,9,0,8) -5
    RHS label_order(g8,0,9,0,10) -5
    RHS label_order(g8,0,10,0,9) -5
    RHS label_order(g8,1,9,1,10) -5
    RHS label_order(g8,2,9,2,8) -5
    RHS label_order(g8,3,8,3,9) -5
    RHS label_order(g8,3,9,3,8) -5
    RHS label_order(g8,3,9,3,10) -5
    RHS label_order(g8,3,10,3,9) -5
    RHS label_order(g8,3,10,3,11) -5
    RHS label_order(g8,3,11,3,10) -5
    RHS label_order(g8,1,9,0,9) -5
    RHS label_order(g8,0,10,1,10) -5
    RHS label_order(g8,1,10,0,10) -5
    RHS label_order(g8,2,8,3,8) -5
    RHS label_order(g8,3,8,2,8) -5
    RHS label_order(g8,2,9,3,9) -5
    RHS label_order(g9,1,1,1,2) -3
    RHS label_order(g9,1,2,1,1) -3
    RHS label_order(g9,2,1,2,0) -3
    RHS label_order(g9,2,1,2,2) -3
    RHS label_order(g9,3,0,3,1) -3
    RHS label_order(g9,3,1,3,0) -3
    RHS label_order(g9,2,1,1,1) -3
    RHS label_order(g9,1,2,2,2) -3
    RHS label_order(g9,2,2,1,2) -3
    RHS label_order(g9,2,0,3,0) -3
    RHS label_order(g9,3,0,2,0) -3
    RHS label_order(g9,2,1,3,1) -3
    RHS label_order(g10,0,8,0,9) -5
    RHS label_order(g10,0,9,0,8) -5
    RHS label_order(g10,0,9,0,10) -5
    RHS label_order(g10,0,10,0,9) -5
    RHS label_order(g10,4,10,4,11) -5
    RHS label_order(g10,4,11,4,10) -5
    RHS label_order(g10,4,11,4,12) -5
    RHS label_order(g10,4,12,4,11) -5
    RHS label_order(g10,0,8,1,8) -5
    RHS label_order(g10,1,8,0,8) -5
    RHS label_order(g10,0,10,1,10) -5
    RHS label_order(g10,1,10,0,10) -5
    RHS label_order(g10,2,10,1,10) -5
    RHS label_order(g10,2,10,3,10) -5
    RHS label_order(g10,3,10,4,10) -5
    RHS label_order(g10,4,10,3,10) -5
    RHS label_order(g10,3,12,4,12) -5
    RHS label_order(g10,4,12,3,12) -5
    RHS label_order(g11,0,12,0,13) -5
    RHS label_order(g11,0,13,0,12) -5
    RHS label_order(g11,1,12,1,13) -5
    RHS label_order(g11,1,13,1,12) -5
    RHS label_order(g11,1,13,1,14) -5
    RHS label_order(g11,1,14,1,13) -5
    RHS label_order(g11,3,9,3,10) -5
    RHS label_order(g11,3,10,3,9) -5
    RHS label_order(g11,3,10,3,11) -5
    RHS label_order(g11,3,11,3,10) -5
    RHS label_order(g11,4,10,4,11) -5
    RHS label_order(g11,4,11,4,10) -5
    RHS label_order(g11,0,12,1,12) -5
    RHS label_order(g11,1,12,0,12) -5
    RHS label_order(g11,0,13,1,13) -5
    RHS label_order(g11,1,13,0,13) -5
    RHS label_order(g11,2,12,1,12) -5
    RHS label_order(g11,2,11,3,11) -5
    RHS label_order(g11,3,10,4,10) -5
    RHS label_order(g11,4,10,3,10) -5
    RHS label_order(g11,3,11,4,11) -5
    RHS label_order(g11,4,11,3,11) -5
    RHS label_order(g12,2,16,2,17) -1
    RHS label_order(g12,3,15,3,14) -1
    RHS label_order(g13,0,2,0,3) -8
    RHS label_order(g13,0,3,0,2) -8
    RHS label_order(g13,0,3,0,4) -8
    RHS label_order(g13,0,4,0,3) -8
    RHS label_order(g13,1,3,1,4) -8
    RHS label_order(g13,1,4,1,3) -8
    RHS label_order(g13,3,1,3,2) -8
    RHS label_order(g13,3,2,3,1) -8
    RHS label_order(g13,3,3,3,2) -8
    RHS label_order(g13,3,3,3,4) -8
    RHS label_order(g13,3,4,3,5) -8
    RHS label_order(g13,3,5,3,4) -8
    RHS label_order(g13,5,2,5,3) -8
    RHS label_order(g13,5,3,5,2) -8
    RHS label_order(g13,6,2,6,3) -8
    RHS label_order(g13,6,3,6,2) -8
    RHS label_order(g13,6,3,6,4) -8
    RHS label_order(g13,6,4,6,3) -8
    RHS label_order(g13,0,3,1,3) -8
    RHS label_order(g13,1,3,0,3) -8
    RHS label_order(g13,0,4,1,4) -8
    RHS label_order(g13,1,4,0,4) -8
    RHS label_order(g13,1,3,2,3) -8
    RHS label_order(g13,2,3,1,3) -8
    RHS label_order(g13,3,3,2,3) -8
    RHS label_order(g13,3,3,4,3) -8
    RHS label_order(g13,4,3,5,3) -8
    RHS label_order(g13,5,3,4,3) -8
    RHS label_order(g13,5,2,6,2) -8
    RHS label_order(g13,6,2,5,2) -8
    RHS label_order(g13,5,3,6,3) -8
    RHS label_order(g13,6,3,5,3) -8
    RHS label_order(g14,3,4,3,5) -2
    RHS label_order(g14,3,5,3,4) -2
    RHS label_order(g14,3,6,3,5) -2
    RHS label_order(g14,3,7,3,8) -2
    RHS label_order(g14,3,8,3,9) -2
    RHS label_order(g14,3,9,3,8) -2
    RHS label_order(g15,3,18,2,18) -1
    RHS label_order(g15,3,18,4,18) -1
    RHS label_order(g16,2,13,2,14) -3
    RHS label_order(g16,2,14,2,13) -3
    RHS label_order(g16,3,13,3,14) -3
    RHS label_order(g16,4,13,4,12) -3
    RHS label_order(g16,5,12,5,13) -3
    RHS label_order(g16,5,13,5,12) -3
    RHS label_order(g16,3,13,2,13) -3
    RHS label_order(g16,2,14,3,14) -3
    RHS label_order(g16,3,14,2,14) -3
    RHS label_order(g16,4,12,5,12) -3
    RHS label_order(g16,5,12,4,12) -3
    RHS label_order(g16,4,13,5,13) -3
    RHS label_order(g18,4,0,3,0) -1
    RHS label_order(g18,4,1,5,1) -1
    RHS label_order(g19,1,1,1,2) -5
    RHS label_order(g19,1,2,1,1) -5
    RHS label_order(g19,3,1,3,2) -5
    RHS label_order(g19,3,2,3,1) -5
    RHS label_order(g19,5,2,5,3) -5
    RHS label_order(g19,5,3,5,2) -5
    RHS label_order(g19,7,2,7,3) -5
    RHS label_order(g19,7,3,7,2) -5
    RHS label_order(g19,1,2,2,2) -5
    RHS label_order(g19,2,2,1,2) -5
    RHS label_order(g19,2,2,3,2) -5
    RHS label_order(g19,3,2,2,2) -5
    RHS label_order(g19,4,2,3,2) -5
    RHS label_order(g19,4,2,5,2) -5
    RHS label_order(g19,5,2,6,2) -5
    RHS label_order(g19,6,2,5,2) -5
    RHS label_order(g19,6,2,7,2) -5
    RHS label_order(g19,7,2,6,2) -5
    RHS label_order(g20,0,2,0,3) -9
    RHS label_order(g20,0,3,0,2) -9
    RHS label_order(g20,0,3,0,4) -9
    RHS label_order(g20,0,4,0,3) -9
    RHS label_order(g20,2,2,2,3) -9
    RHS label_order(g20,2,3,2,2) -9
    RHS label_order(g20,2,3,2,4) -9
    RHS label_order(g20,2,4,2,3) -9
    RHS label_order(g20,3,4,3,5) -9
    RHS label_order(g20,3,5,3,4) -9
    RHS label_order(g20,6,3,6,4) -9
    RHS label_order(g20,6,4,6,3) -9
    RHS label_order(g20,7,4,7,5) -9
    RHS label_order(g20,7,5,7,4) -9
    RHS label_order(g20,7,5,7,6) -9
    RHS label_order(g20,7,6,7,5) -9
    RHS label_order(g20,9,4,9,5) -9
    RHS label_order(g20,9,5,9,4) -9
    RHS label_order(g20,9,5,9,6) -9
    RHS label_order(g20,9,6,9,5) -9
    RHS label_order(g20,0,3,1,3) -9
    RHS label_order(g20,1,3,0,3) -9
    RHS label_order(g20,1,3,2,3) -9
    RHS label_order(g20,2,3,1,3) -9
    RHS label_order(g20,2,4,3,4) -9
    RHS label_order(g20,3,4,2,4) -9
    RHS label_order(g20,4,4,3,4) -9
    RHS label_order(g20,5,4,6,4) -9
    RHS label_order(g20,6,4,7,4) -9
    RHS label_order(g20,7,4,6,4) -9
    RHS label_order(g20,7,5,8,5) -9
    RHS label_order(g20,8,5,7,5) -9
    RHS label_order(g20,8,5,9,5) -9
    RHS label_order(g20,9,5,8,5) -9
    RHS label_order(g22,3,8,3,9) -6
    RHS label_order(g22,3,9,3,8) -6
    RHS label_order(g22,4,9,4,8) -6
    RHS label_order(g22,4,9,4,10) -6
    RHS label_order(g22,4,10,4,11) -6
    RHS label_order(g22,4,11,4,10) -6
    RHS label_order(g22,5,7,5,8) -6
    RHS label_order(g22,5,8,5,7) -6
    RHS label_order(g22,5,9,5,8) -6
    RHS label_order(g22,5,9,5,10) -6
    RHS label_order(g22,6,9,6,10) -6
    RHS label_order(g22,6,10,6,9) -6
    RHS label_order(g22,3,8,4,8) -6
    RHS label_order(g22,4,8,3,8) -6
    RHS label_order(g22,4,9,3,9) -6
    RHS label_order(g22,3,11,4,11) -6
    RHS label_order(g22,4,11,3,11) -6
    RHS label_order(g22,4,8,5,8) -6
    RHS label_order(g22,5,8,4,8) -6
    RHS label_order(g22,4,10,5,10) -6
    RHS label_order(g22,5,10,4,10) -6
    RHS label_order(g22,5,7,6,7) -6
    RHS label_order(g22,6,7,5,7) -6
    RHS label_order(g22,5,9,6,9) -6
    RHS label_order(g22,5,10,6,10) -6
    RHS label_order(g22,6,10,5,10) -6
    RHS label_order(g23,4,14,4,15) -3
    RHS label_order(g23,4,15,4,16) -3
    RHS label_order(g23,4,16,4,15) -3
    RHS label_order(g23,5,12,5,13) -3
    RHS label_order(g23,5,13,5,12) -3
    RHS label_order(g23,5,14,5,13) -3
    RHS label_order(g23,4,14,3,14) -3
    RHS label_order(g23,5,14,6,14) -3
    RHS label_order(g24,2,19,3,19) -2
    RHS label_order(g24,3,19,2,19) -2
    RHS label_order(g24,4,19,3,19) -2
    RHS label_order(g24,5,19,6,19) -2
    RHS label_order(g24,6,19,7,19) -2
    RHS label_order(g24,7,19,6,19) -2
    RHS label_order(g25,4,15,4,16) -2
    RHS label_order(g25,4,16,4,15) -2
    RHS label_order(g25,6,14,6,15) -2
    RHS label_order(g25,6,15,6,14) -2
    RHS label_order(g25,5,15,4,15) -2
    RHS label_order(g25,5,15,6,15) -2
    RHS label_order(g27,5,11,5,12) -2
    RHS label_order(g27,5,12,5,13) -2
    RHS label_order(g27,5,13,5,12) -2
    RHS label_order(g27,6,9,6,10) -2
    RHS label_order(g27,6,10,6,9) -2
    RHS label_order(g27,6,11,6,10) -2
    RHS label_order(g28,4,15,4,16) -2
    RHS label_order(g28,4,16,4,15) -2
    RHS label_order(g28,7,16,7,17) -2
    RHS label_order(g28,7,17,7,16) -2
    RHS label_order(g28,5,16,4,16) -2
    RHS label_order(g28,6,16,7,16) -2
    RHS label_order(g29,5,18,4,18) -1
    RHS label_order(g29,6,17,7,17) -1
    RHS label_order(g31,5,7,5,8) -4
    RHS label_order(g31,5,8,5,7) -4
    RHS label_order(g31,6,6,6,5) -4
    RHS label_order(g31,6,6,6,7) -4
    RHS label_order(g31,7,4,7,5) -4
    RHS label_order(g31,7,5,7,4) -4
    RHS label_order(g31,4,7,5,7) -4
    RHS label_order(g31,5,7,4,7) -4
    RHS label_order(g31,5,7,6,7) -4
    RHS label_order(g31,6,7,5,7) -4
    RHS label_order(g31,6,5,7,5) -4
    RHS label_order(g31,7,5,6,5) -4
    RHS label_order(g31,7,5,8,5) -4
    RHS label_order(g31,8,5,7,5) -4
    RHS label_order(g32,6,12,5,12) -1
    RHS label_order(g32,6,13,7,13) -1
    RHS label_order(g33,5,7,5,8) -4
    RHS label_order(g33,5,8,5,7) -4
    RHS label_order(g33,6,8,6,9) -4
    RHS label_order(g33,6,9,6,10) -4
    RHS label_order(g33,6,10,6,9) -4
    RHS label_order(g33,7,6,7,7) -4
    RHS label_order(g33,7,7,7,6) -4
    RHS label_order(g33,7,8,7,7) -4
    RHS label_order(g33,8,8,8,9) -4
    RHS label_order(g33,8,9,8,8) -4
    RHS label_order(g33,6,8,5,8) -4
    RHS label_order(g33,7,8,8,8) -4
    RHS label_order(g34,6,9,6,10) -2
    RHS label_order(g34,6,10,6,9) -2
    RHS label_order(g34,8,8,8,9) -2
    RHS label_order(g34,8,9,8,8) -2
    RHS label_order(g34,7,9,6,9) -2
    RHS label_order(g34,7,9,8,9) -2
    RHS label_order(g35,6,9,6,10) -2
    RHS label_order(g35,6,10,6,9) -2
    RHS label_order(g35,8,11,8,12) -2
    RHS label_order(g35,8,12,8,11) -2
    RHS label_order(g35,7,10,6,10) -2
    RHS label_order(g35,7,11,8,11) -2
    RHS label_order(g37,7,14,7,13) -1
    RHS label_order(g37,7,15,7,16) -1
    RHS label_order(g40,7,2,7,3) -3
    RHS label_order(g40,7,3,7,2) -3
    RHS label_order(g40,7,3,7,4) -3
    RHS label_order(g40,7,4,7,3) -3
    RHS label_order(g40,9,4,9,5) -3
    RHS label_order(g40,9,5,9,4) -3
    RHS label_order(g40,9,5,9,6) -3
    RHS label_order(g40,9,6,9,5) -3
    RHS label_order(g40,8,4,7,4) -3
    RHS label_order(g40,8,4,9,4) -3
    RHS label_order(g41,7,6,7,7) -3
    RHS label_order(g41,7,7,7,6) -3
    RHS label_order(g41,8,6,8,5) -3
    RHS label_order(g41,8,7,8,8) -3
    RHS label_order(g41,9,6,9,7) -3
    RHS label_order(g41,9,7,9,6) -3
    RHS label_order(g41,8,6,7,6) -3
    RHS label_order(g41,8,7,7,7) -3
    RHS label_order(g41,8,6,9,6) -3
    RHS label_order(g41,8,7,9,7) -3
    RHS label_order(g42,8,8,8,9) -2
    RHS label_order(g42,8,9,8,8) -2
    RHS label_order(g42,8,10,8,9) -2
    RHS label_order(g42,8,10,8,11) -2
    RHS label_order(g42,8,11,8,12) -2
    RHS label_order(g42,8,12,8,11) -2
    RHS label_order(g43,8,13,7,13) -1
    RHS label_order(g43,8,13,9,13) -1
    RHS label_order(g44,8,18,7,18) -1
    RHS label_order(g44,8,17,9,17) -1
    RHS label_order(g45,8,19,7,19) -1
    RHS label_order(g45,8,19,9,19) -1
    RHS label_order(g48,9,0,9,1) -2
    RHS label_order(g48,9,1,9,0) -2
    RHS label_order(g48,9,2,9,1) -2
    RHS label_order(g48,9,3,9,4) -2
    RHS label_order(g48,9,4,9,5) -2
    RHS label_order(g48,9,5,9,4) -2
    RHS label_order(g53,9,18,9,17) -1
    RHS label_order(g53,9,18,9,19) -1
BOUNDS
 LO BND x(0,0,g0) 0
 UP BND x(0,0,g0) 1
 LO BND x(0,1,g0) 0
 UP BND x(0,1,g0) 1
 LO BND x(0,2,g0) 0
 UP BND x(0,2,g0) 1
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
 LO BND x(0,7,g1) 0
 UP BND x(0,7,g1) 1
 LO BND x(0,8,g1) 0
 UP BND x(0,8,g1) 1
 LO BND x(0,9,g1) 0
 UP BND x(0,9,g1) 1
 LO BND x(0,13,g2) 0
 UP BND x(0,13,g2) 1
 LO BND x(0,14,g2) 0
 UP BND x(0,14,g2) 1
 LO BND x(0,15,g2) 0
 UP BND x(0,15,g2) 1
 LO BND x(0,16,g2) 0
 UP BND x(0,16,g2) 1
 LO BND x(0,17,g2) 0
 UP BND x(0,17,g2) 1
 LO BND x(0,18,g2) 0
 UP BND x(0,18,g2) 1
 LO BND x(0,8,g3) 0
 UP BND x(0,8,g3) 1
 LO BND x(0,9,g3) 0
 UP BND x(0,9,g3) 1
 LO BND x(0,10,g3) 0
 UP BND x(0,10,g3) 1
 LO BND x(0,11,g3) 0
 UP BND x(0,11,g3) 1
 LO BND x(0,12,g3) 0
 UP BND x(0,12,g3) 1
 LO BND x(0,14,g3) 0
 UP BND x(0,14,g3) 1
 LO BND x(1,8,g3) 0
 UP BND x(1,8,g3) 1
 LO BND x(1,10,g3) 0
 UP BND x(1,10,g3) 1
 LO BND x(1,11,g3) 0
 UP BND x(1,11,g3) 1
 LO BND x(1,12,g3) 0
 UP BND x(1,12,g3) 1
 LO BND x(1,13,g3) 0
 UP BND x(1,13,g3) 1
 LO BND x(1,14,g3) 0
 UP BND x(1,14,g3) 1
 LO BND x(0,19,g4) 0
 UP BND x(0,19,g4) 1
 LO BND x(1,19,g4) 0
 UP BND x(1,19,g4) 1
 LO BND x(0,0,g5) 0
 UP BND x(0,0,g5) 1
 LO BND x(1,0,g5) 0
 UP BND x(1,0,g5) 1
 LO BND x(2,0,g5) 0
 UP BND x(2,0,g5) 1
 LO BND x(0,12,g6) 0
 UP BND x(0,12,g6) 1
 LO BND x(0,13,g6) 0
 UP BND x(0,13,g6) 1
 LO BND x(0,14,g6) 0
 UP BND x(0,14,g6) 1
 LO BND x(0,17,g6) 0
 UP BND x(0,17,g6) 1
 LO BND x(0,18,g6) 0
 UP BND x(0,18,g6) 1
 LO BND x(1,13,g6) 0
 UP BND x(1,13,g6) 1
 LO BND x(1,14,g6) 0
 UP BND x(1,14,g6) 1
 LO BND x(1,15,g6) 0
 UP BND x(1,15,g6) 1
 LO BND x(1,16,g6) 0
 UP BND x(1,16,g6) 1
 LO BND x(1,17,g6) 0
 UP BND x(1,17,g6) 1
 LO BND x(1,18,g6) 0
 UP BND x(1,18,g6) 1
 LO BND x(2,13,g6) 0
 UP BND x(2,13,g6) 1
 LO BND x(2,14,g6) 0
 UP BND x(2,14,g6) 1
 LO BND x(2,17,g6) 0
 UP BND x(2,17,g6) 1
 LO BND x(2,18,g6) 0
 UP BND x(2,18,g6) 1
 LO BND x(2,19,g6) 0
 UP BND x(2,19,g6) 1
 LO BND x(0,2,g7) 0
 UP BND x(0,2,g7) 1
 LO BND x(0,3,g7) 0
 UP BND x(0,3,g7) 1
 LO BND x(0,7,g7) 0
 UP BND x(0,7,g7) 1
 LO BND x(1,3,g7) 0
 UP BND x(1,3,g7) 1
 LO BND x(1,4,g7) 0
 UP BND x(1,4,g7) 1
 LO BND x(1,5,g7) 0
 UP BND x(1,5,g7) 1
 LO BND x(1,6,g7) 0
 UP BND x(1,6,g7) 1
 LO BND x(1,7,g7) 0
 UP BND x(1,7,g7) 1
 LO BND x(1,8,g7) 0
 UP BND x(1,8,g7) 1
 LO BND x(2,3,g7) 0
 UP BND x(2,3,g7) 1
 LO BND x(2,4,g7) 0
 UP BND x(2,4,g7) 1
 LO BND x(2,5,g7) 0
 UP BND x(2,5,g7) 1
 LO BND x(2,6,g7) 0
 UP BND x(2,6,g7) 1
 LO BND x(2,7,g7) 0
 UP BND x(2,7,g7) 1
 LO BND x(2,8,g7) 0
 UP BND x(2,8,g7) 1
 LO BND x(3,4,g7) 0
 UP BND x(3,4,g7) 1
 LO BND x(3,8,g7) 0
 UP BND x(3,8,g7) 1
 LO BND x(3,9,g7) 0
 UP BND x(3,9,g7) 1
 LO BND x(0,7,g8) 0
 UP BND x(0,7,g8) 1
 LO BND x(0,8,g8) 0
 UP BND x(0,8,g8) 1
 LO BND x(0,9,g8) 0
 UP BND x(0,9,g8) 1
 LO BND x(0,10,g8) 0
 UP BND x(0,10,g8) 1
 LO BND x(1,9,g8) 0
 UP BND x(1,9,g8) 1
 LO BND x(1,10,g8) 0
 UP BND x(1,10,g8) 1
 LO BND x(2,8,g8) 0
 UP BND x(2,8,g8) 1
 LO BND x(2,9,g8) 0
 UP BND x(2,9,g8) 1
 LO BND x(3,8,g8) 0
 UP BND x(3,8,g8) 1
 LO BND x(3,9,g8) 0
 UP BND x(3,9,g8) 1
 LO BND x(3,10,g8) 0
 UP BND x(3,10,g8) 1
 LO BND x(3,11,g8) 0
 UP BND x(3,11,g8) 1
 LO BND x(1,1,g9) 0
 UP BND x(1,1,g9) 1
 LO BND x(1,2,g9) 0
 UP BND x(1,2,g9) 1
 LO BND x(2,0,g9) 0
 UP BND x(2,0,g9) 1
 LO BND x(2,1,g9) 0
 UP BND x(2,1,g9) 1
 LO BND x(2,2,g9) 0
 UP BND x(2,2,g9) 1
 LO BND x(3,0,g9) 0
 UP BND x(3,0,g9) 1
 LO BND x(3,1,g9) 0
 UP BND x(3,1,g9) 1
 LO BND x(0,8,g10) 0
 UP BND x(0,8,g10) 1
 LO BND x(0,9,g10) 0
 UP BND x(0,9,g10) 1
 LO BND x(0,10,g10) 0
 UP BND x(0,10,g10) 1
 LO BND x(1,8,g10) 0
 UP BND x(1,8,g10) 1
 LO BND x(1,10,g10) 0
 UP BND x(1,10,g10) 1
 LO BND x(2,10,g10) 0
 UP BND x(2,10,g10) 1
 LO BND x(3,10,g10) 0
 UP BND x(3,10,g10) 1
 LO BND x(3,12,g10) 0
 UP BND x(3,12,g10) 1
 LO BND x(4,10,g10) 0
 UP BND x(4,10,g10) 1
 LO BND x(4,11,g10) 0
 UP BND x(4,11,g10) 1
 LO BND x(4,12,g10) 0
 UP BND x(4,12,g10) 1
 LO BND x(0,12,g11) 0
 UP BND x(0,12,g11) 1
 LO BND x(0,13,g11) 0
 UP BND x(0,13,g11) 1
 LO BND x(1,12,g11) 0
 UP BND x(1,12,g11) 1
 LO BND x(1,13,g11) 0
 UP BND x(1,13,g11) 1
 LO BND x(1,14,g11) 0
 UP BND x(1,14,g11) 1
 LO BND x(2,11,g11) 0
 UP BND x(2,11,g11) 1
 LO BND x(2,12,g11) 0
 UP BND x(2,12,g11) 1
 LO BND x(3,9,g11) 0
 UP BND x(3,9,g11) 1
 LO BND x(3,10,g11) 0
 UP BND x(3,10,g11) 1
 LO BND x(3,11,g11) 0
 UP BND x(3,11,g11) 1
 LO BND x(4,10,g11) 0
 UP BND x(4,10,g11) 1
 LO BND x(4,11,g11) 0
 UP BND x(4,11,g11) 1
 LO BND x(2,15,g12) 0
 UP BND x(2,15,g12) 1
 LO BND x(2,16,g12) 0
 UP BND x(2,16,g12) 1
 LO BND x(2,17,g12) 0
 UP BND x(2,17,g12) 1
 LO BND x(3,14,g12) 0
 UP BND x(3,14,g12) 1
 LO BND x(3,15,g12) 0
 UP BND x(3,15,g12) 1
 LO BND x(3,16,g12) 0
 UP BND x(3,16,g12) 1
 LO BND x(0,2,g13) 0
 UP BND x(0,2,g13) 1
 LO BND x(0,3,g13) 0
 UP BND x(0,3,g13) 1
 LO BND x(0,4,g13) 0
 UP BND x(0,4,g13) 1
 LO BND x(1,3,g13) 0
 UP BND x(1,3,g13) 1
 LO BND x(1,4,g13) 0
 UP BND x(1,4,g13) 1
 LO BND x(2,3,g13) 0
 UP BND x(2,3,g13) 1
 LO BND x(3,1,g13) 0
 UP BND x(3,1,g13) 1
 LO BND x(3,2,g13) 0
 UP BND x(3,2,g13) 1
 LO BND x(3,3,g13) 0
 UP BND x(3,3,g13) 1
 LO BND x(3,4,g13) 0
 UP BND x(3,4,g13) 1
 LO BND x(3,5,g13) 0
 UP BND x(3,5,g13) 1
 LO BND x(4,3,g13) 0
 UP BND x(4,3,g13) 1
 LO BND x(5,2,g13) 0
 UP BND x(5,2,g13) 1
 LO BND x(5,3,g13) 0
 UP BND x(5,3,g13) 1
 LO BND x(6,2,g13) 0
 UP BND x(6,2,g13) 1
 LO BND x(6,3,g13) 0
 UP BND x(6,3,g13) 1
 LO BND x(6,4,g13) 0
 UP BND x(6,4,g13) 1
 LO BND x(3,4,g14) 0
 UP BND x(3,4,g14) 1
 LO BND x(3,5,g14) 0
 UP BND x(3,5,g14) 1
 LO BND x(3,6,g14) 0
 UP BND x(3,6,g14) 1
 LO BND x(3,7,g14) 0
 UP BND x(3,7,g14) 1
 LO BND x(3,8,g14) 0
 UP BND x(3,8,g14) 1
 LO BND x(3,9,g14) 0
 UP BND x(3,9,g14) 1
 LO BND x(2,18,g15) 0
 UP BND x(2,18,g15) 1
 LO BND x(3,18,g15) 0
 UP BND x(3,18,g15) 1
 LO BND x(4,18,g15) 0
 UP BND x(4,18,g15) 1
 LO BND x(2,13,g16) 0
 UP BND x(2,13,g16) 1
 LO BND x(2,14,g16) 0
 UP BND x(2,14,g16) 1
 LO BND x(3,13,g16) 0
 UP BND x(3,13,g16) 1
 LO BND x(3,14,g16) 0
 UP BND x(3,14,g16) 1
 LO BND x(4,12,g16) 0
 UP BND x(4,12,g16) 1
 LO BND x(4,13,g16) 0
 UP BND x(4,13,g16) 1
 LO BND x(5,12,g16) 0
 UP BND x(5,12,g16) 1
 LO BND x(5,13,g16) 0
 UP BND x(5,13,g16) 1
 LO BND x(3,17,g17) 0
 UP BND x(3,17,g17) 1
 LO BND x(4,17,g17) 0
 UP BND x(4,17,g17) 1
 LO BND x(3,0,g18) 0
 UP BND x(3,0,g18) 1
 LO BND x(4,0,g18) 0
 UP BND x(4,0,g18) 1
 LO BND x(4,1,g18) 0
 UP BND x(4,1,g18) 1
 LO BND x(5,1,g18) 0
 UP BND x(5,1,g18) 1
 LO BND x(1,1,g19) 0
 UP BND x(1,1,g19) 1
 LO BND x(1,2,g19) 0
 UP BND x(1,2,g19) 1
 LO BND x(2,2,g19) 0
 UP BND x(2,2,g19) 1
 LO BND x(3,1,g19) 0
 UP BND x(3,1,g19) 1
 LO BND x(3,2,g19) 0
 UP BND x(3,2,g19) 1
 LO BND x(4,2,g19) 0
 UP BND x(4,2,g19) 1
 LO BND x(5,2,g19) 0
 UP BND x(5,2,g19) 1
 LO BND x(5,3,g19) 0
 UP BND x(5,3,g19) 1
 LO BND x(6,2,g19) 0
 UP BND x(6,2,g19) 1
 LO BND x(7,2,g19) 0
 UP BND x(7,2,g19) 1
 LO BND x(7,3,g19) 0
 UP BND x(7,3,g19) 1
 LO BND x(0,2,g20) 0
 UP BND x(0,2,g20) 1
 LO BND x(0,3,g20) 0
 UP BND x(0,3,g20) 1
 LO BND x(0,4,g20) 0
 UP BND x(0,4,g20) 1
 LO BND x(1,3,g20) 0
 UP BND x(1,3,g20) 1
 LO BND x(2,2,g20) 0
 UP BND x(2,2,g20) 1
 LO BND x(2,3,g20) 0
 UP BND x(2,3,g20) 1
 LO BND x(2,4,g20) 0
 UP BND x(2,4,g20) 1
 LO BND x(3,4,g20) 0
 UP BND x(3,4,g20) 1
 LO BND x(3,5,g20) 0
 UP BND x(3,5,g20) 1
 LO BND x(4,4,g20) 0
 UP BND x(4,4,g20) 1
 LO BND x(5,4,g20) 0
 UP BND x(5,4,g20) 1
 LO BND x(6,3,g20) 0
 UP BND x(6,3,g20) 1
 LO BND x(6,4,g20) 0
 UP BND x(6,4,g20) 1
 LO BND x(7,4,g20) 0
 UP BND x(7,4,g20) 1
 LO BND x(7,5,g20) 0
 UP BND x(7,5,g20) 1
 LO BND x(7,6,g20) 0
 UP BND x(7,6,g20) 1
 LO BND x(8,5,g20) 0
 UP BND x(8,5,g20) 1
 LO BND x(9,4,g20) 0
 UP BND x(9,4,g20) 1
 LO BND x(9,5,g20) 0
 UP BND x(9,5,g20) 1
 LO BND x(9,6,g20) 0
 UP BND x(9,6,g20) 1
 LO BND x(4,5,g21) 0
 UP BND x(4,5,g21) 1
 LO BND x(4,6,g21) 0
 UP BND x(4,6,g21) 1
 LO BND x(5,5,g21) 0
 UP BND x(5,5,g21) 1
 LO BND x(5,6,g21) 0
 UP BND x(5,6,g21) 1
 LO BND x(3,8,g22) 0
 UP BND x(3,8,g22) 1
 LO BND x(3,9,g22) 0
 UP BND x(3,9,g22) 1
 LO BND x(3,11,g22) 0
 UP BND x(3,11,g22) 1
 LO BND x(4,8,g22) 0
 UP BND x(4,8,g22) 1
 LO BND x(4,9,g22) 0
 UP BND x(4,9,g22) 1
 LO BND x(4,10,g22) 0
 UP BND x(4,10,g22) 1
 LO BND x(4,11,g22) 0
 UP BND x(4,11,g22) 1
 LO BND x(5,7,g22) 0
 UP BND x(5,7,g22) 1
 LO BND x(5,8,g22) 0
 UP BND x(5,8,g22) 1
 LO BND x(5,9,g22) 0
 UP BND x(5,9,g22) 1
 LO BND x(5,10,g22) 0
 UP BND x(5,10,g22) 1
 LO BND x(6,7,g22) 0
 UP BND x(6,7,g22) 1
 LO BND x(6,9,g22) 0
 UP BND x(6,9,g22) 1
 LO BND x(6,10,g22) 0
 UP BND x(6,10,g22) 1
 LO BND x(3,14,g23) 0
 UP BND x(3,14,g23) 1
 LO BND x(4,14,g23) 0
 UP BND x(4,14,g23) 1
 LO BND x(4,15,g23) 0
 UP BND x(4,15,g23) 1
 LO BND x(4,16,g23) 0
 UP BND x(4,16,g23) 1
 LO BND x(5,12,g23) 0
 UP BND x(5,12,g23) 1
 LO BND x(5,13,g23) 0
 UP BND x(5,13,g23) 1
 LO BND x(5,14,g23) 0
 UP BND x(5,14,g23) 1
 LO BND x(6,14,g23) 0
 UP BND x(6,14,g23) 1
 LO BND x(2,19,g24) 0
 UP BND x(2,19,g24) 1
 LO BND x(3,19,g24) 0
 UP BND x(3,19,g24) 1
 LO BND x(4,19,g24) 0
 UP BND x(4,19,g24) 1
 LO BND x(5,19,g24) 0
 UP BND x(5,19,g24) 1
 LO BND x(6,19,g24) 0
 UP BND x(6,19,g24) 1
 LO BND x(7,19,g24) 0
 UP BND x(7,19,g24) 1
 LO BND x(4,15,g25) 0
 UP BND x(4,15,g25) 1
 LO BND x(4,16,g25) 0
 UP BND x(4,16,g25) 1
 LO BND x(5,15,g25) 0
 UP BND x(5,15,g25) 1
 LO BND x(6,14,g25) 0
 UP BND x(6,14,g25) 1
 LO BND x(6,15,g25) 0
 UP BND x(6,15,g25) 1
 LO BND x(5,0,g26) 0
 UP BND x(5,0,g26) 1
 LO BND x(6,0,g26) 0
 UP BND x(6,0,g26) 1
 LO BND x(5,11,g27) 0
 UP BND x(5,11,g27) 1
 LO BND x(5,12,g27) 0
 UP BND x(5,12,g27) 1
 LO BND x(5,13,g27) 0
 UP BND x(5,13,g27) 1
 LO BND x(6,9,g27) 0
 UP BND x(6,9,g27) 1
 LO BND x(6,10,g27) 0
 UP BND x(6,10,g27) 1
 LO BND x(6,11,g27) 0
 UP BND x(6,11,g27) 1
 LO BND x(4,15,g28) 0
 UP BND x(4,15,g28) 1
 LO BND x(4,16,g28) 0
 UP BND x(4,16,g28) 1
 LO BND x(5,16,g28) 0
 UP BND x(5,16,g28) 1
 LO BND x(6,16,g28) 0
 UP BND x(6,16,g28) 1
 LO BND x(7,16,g28) 0
 UP BND x(7,16,g28) 1
 LO BND x(7,17,g28) 0
 UP BND x(7,17,g28) 1
 LO BND x(4,18,g29) 0
 UP BND x(4,18,g29) 1
 LO BND x(5,17,g29) 0
 UP BND x(5,17,g29) 1
 LO BND x(5,18,g29) 0
 UP BND x(5,18,g29) 1
 LO BND x(6,17,g29) 0
 UP BND x(6,17,g29) 1
 LO BND x(6,18,g29) 0
 UP BND x(6,18,g29) 1
 LO BND x(7,17,g29) 0
 UP BND x(7,17,g29) 1
 LO BND x(6,1,g30) 0
 UP BND x(6,1,g30) 1
 LO BND x(4,7,g31) 0
 UP BND x(4,7,g31) 1
 LO BND x(5,7,g31) 0
 UP BND x(5,7,g31) 1
 LO BND x(5,8,g31) 0
 UP BND x(5,8,g31) 1
 LO BND x(6,5,g31) 0
 UP BND x(6,5,g31) 1
 LO BND x(6,6,g31) 0
 UP BND x(6,6,g31) 1
 LO BND x(6,7,g31) 0
 UP BND x(6,7,g31) 1
 LO BND x(7,4,g31) 0
 UP BND x(7,4,g31) 1
 LO BND x(7,5,g31) 0
 UP BND x(7,5,g31) 1
 LO BND x(8,5,g31) 0
 UP BND x(8,5,g31) 1
 LO BND x(5,12,g32) 0
 UP BND x(5,12,g32) 1
 LO BND x(6,12,g32) 0
 UP BND x(6,12,g32) 1
 LO BND x(6,13,g32) 0
 UP BND x(6,13,g32) 1
 LO BND x(7,13,g32) 0
 UP BND x(7,13,g32) 1
 LO BND x(5,7,g33) 0
 UP BND x(5,7,g33) 1
 LO BND x(5,8,g33) 0
 UP BND x(5,8,g33) 1
 LO BND x(6,8,g33) 0
 UP BND x(6,8,g33) 1
 LO BND x(6,9,g33) 0
 UP BND x(6,9,g33) 1
 LO BND x(6,10,g33) 0
 UP BND x(6,10,g33) 1
 LO BND x(7,6,g33) 0
 UP BND x(7,6,g33) 1
 LO BND x(7,7,g33) 0
 UP BND x(7,7,g33) 1
 LO BND x(7,8,g33) 0
 UP BND x(7,8,g33) 1
 LO BND x(8,8,g33) 0
 UP BND x(8,8,g33) 1
 LO BND x(8,9,g33) 0
 UP BND x(8,9,g33) 1
 LO BND x(6,9,g34) 0
 UP BND x(6,9,g34) 1
 LO BND x(6,10,g34) 0
 UP BND x(6,10,g34) 1
 LO BND x(7,9,g34) 0
 UP BND x(7,9,g34) 1
 LO BND x(8,8,g34) 0
 UP BND x(8,8,g34) 1
 LO BND x(8,9,g34) 0
 UP BND x(8,9,g34) 1
 LO BND x(6,9,g35) 0
 UP BND x(6,9,g35) 1
 LO BND x(6,10,g35) 0
 UP BND x(6,10,g35) 1
 LO BND x(7,10,g35) 0
 UP BND x(7,10,g35) 1
 LO BND x(7,11,g35) 0
 UP BND x(7,11,g35) 1
 LO BND x(8,11,g35) 0
 UP BND x(8,11,g35) 1
 LO BND x(8,12,g35) 0
 UP BND x(8,12,g35) 1
 LO BND x(7,12,g36) 0
 UP BND x(7,12,g36) 1
 LO BND x(7,13,g37) 0
 UP BND x(7,13,g37) 1
 LO BND x(7,14,g37) 0
 UP BND x(7,14,g37) 1
 LO BND x(7,15,g37) 0
 UP BND x(7,15,g37) 1
 LO BND x(7,16,g37) 0
 UP BND x(7,16,g37) 1
 LO BND x(7,0,g38) 0
 UP BND x(7,0,g38) 1
 LO BND x(7,1,g38) 0
 UP BND x(7,1,g38) 1
 LO BND x(8,0,g38) 0
 UP BND x(8,0,g38) 1
 LO BND x(8,1,g38) 0
 UP BND x(8,1,g38) 1
 LO BND x(8,2,g39) 0
 UP BND x(8,2,g39) 1
 LO BND x(8,3,g39) 0
 UP BND x(8,3,g39) 1
 LO BND x(7,2,g40) 0
 UP BND x(7,2,g40) 1
 LO BND x(7,3,g40) 0
 UP BND x(7,3,g40) 1
 LO BND x(7,4,g40) 0
 UP BND x(7,4,g40) 1
 LO BND x(8,4,g40) 0
 UP BND x(8,4,g40) 1
 LO BND x(9,4,g40) 0
 UP BND x(9,4,g40) 1
 LO BND x(9,5,g40) 0
 UP BND x(9,5,g40) 1
 LO BND x(9,6,g40) 0
 UP BND x(9,6,g40) 1
 LO BND x(7,6,g41) 0
 UP BND x(7,6,g41) 1
 LO BND x(7,7,g41) 0
 UP BND x(7,7,g41) 1
 LO BND x(8,5,g41) 0
 UP BND x(8,5,g41) 1
 LO BND x(8,6,g41) 0
 UP BND x(8,6,g41) 1
 LO BND x(8,7,g41) 0
 UP BND x(8,7,g41) 1
 LO BND x(8,8,g41) 0
 UP BND x(8,8,g41) 1
 LO BND x(9,6,g41) 0
 UP BND x(9,6,g41) 1
 LO BND x(9,7,g41) 0
 UP BND x(9,7,g41) 1
 LO BND x(8,8,g42) 0
 UP BND x(8,8,g42) 1
 LO BND x(8,9,g42) 0
 UP BND x(8,9,g42) 1
 LO BND x(8,10,g42) 0
 UP BND x(8,10,g42) 1
 LO BND x(8,11,g42) 0
 UP BND x(8,11,g42) 1
 LO BND x(8,12,g42) 0
 UP BND x(8,12,g42) 1
 LO BND x(7,13,g43) 0
 UP BND x(7,13,g43) 1
 LO BND x(8,13,g43) 0
 UP BND x(8,13,g43) 1
 LO BND x(9,13,g43) 0
 UP BND x(9,13,g43) 1
 LO BND x(7,18,g44) 0
 UP BND x(7,18,g44) 1
 LO BND x(8,17,g44) 0
 UP BND x(8,17,g44) 1
 LO BND x(8,18,g44) 0
 UP BND x(8,18,g44) 1
 LO BND x(9,17,g44) 0
 UP BND x(9,17,g44) 1
 LO BND x(7,19,g45) 0
 UP BND x(7,19,g45) 1
 LO BND x(8,19,g45) 0
 UP BND x(8,19,g45) 1
 LO BND x(9,19,g45) 0
 UP BND x(9,19,g45) 1
 LO BND x(8,14,g46) 0
 UP BND x(8,14,g46) 1
 LO BND x(9,14,g46) 0
 UP BND x(9,14,g46) 1
 LO BND x(8,15,g47) 0
 UP BND x(8,15,g47) 1
 LO BND x(8,16,g47) 0
 UP BND x(8,16,g47) 1
 LO BND x(9,15,g47) 0
 UP BND x(9,15,g47) 1
 LO BND x(9,16,g47) 0
 UP BND x(9,16,g47) 1
 LO BND x(9,0,g48) 0
 UP BND x(9,0,g48) 1
 LO BND x(9,1,g48) 0
 UP BND x(9,1,g48) 1
 LO BND x(9,2,g48) 0
 UP BND x(9,2,g48) 1
 LO BND x(9,3,g48) 0
 UP BND x(9,3,g48) 1
 LO BND x(9,4,g48) 0
 UP BND x(9,4,g48) 1
 LO BND x(9,5,g48) 0
 UP BND x(9,5,g48) 1
 LO BND x(9,8,g49) 0
 UP BND x(9,8,g49) 1
 LO BND x(9,9,g50) 0
 UP BND x(9,9,g50) 1
 LO BND x(9,10,g50) 0
 UP BND x(9,10,g50) 1
 LO BND x(9,11,g51) 0
 UP BND x(9,11,g51) 1
 LO BND x(9,12,g52) 0
 UP BND x(9,12,g52) 1
 LO BND x(9,17,g53) 0
 UP BND x(9,17,g53) 1
 LO BND x(9,18,g53) 0
 UP BND x(9,18,g53) 1
 LO BND x(9,19,g53) 0
 UP BND x(9,19,g53) 1
 FX BND d(0,0,g0) 1
 FX BND d(0,2,g0) 1
 FX BND d(0,2,g1) 3
 LO BND d(0,3,g1) 2
 UP BND d(0,3,g1) 3
 LO BND d(0,4,g1) 1
 UP BND d(0,4,g1) 3
 LO BND d(0,7,g1) 1
 UP BND d(0,7,g1) 3
 LO BND d(0,8,g1) 2
 UP BND d(0,8,g1) 3
 FX BND d(0,9,g1) 3
 FX BND d(0,13,g2) 2
 LO BND d(0,14,g2) 1
 UP BND d(0,14,g2) 2
 LO BND d(0,17,g2) 1
 UP BND d(0,17,g2) 2
 FX BND d(0,18,g2) 2
 LO BND d(0,8,g3) 3
 UP BND d(0,8,g3) 5
 LO BND d(0,9,g3) 2
 UP BND d(0,9,g3) 5
 LO BND d(0,10,g3) 1
 UP BND d(0,10,g3) 5
 LO BND d(0,12,g3) 1
 UP BND d(0,12,g3) 5
 LO BND d(0,14,g3) 4
 UP BND d(0,14,g3) 5
 LO BND d(1,8,g3) 4
 UP BND d(1,8,g3) 5
 LO BND d(1,10,g3) 1
 UP BND d(1,10,g3) 5
 LO BND d(1,12,g3) 1
 UP BND d(1,12,g3) 5
 LO BND d(1,13,g3) 2
 UP BND d(1,13,g3) 5
 LO BND d(1,14,g3) 3
 UP BND d(1,14,g3) 5
 FX BND d(0,0,g5) 1
 FX BND d(2,0,g5) 1
 LO BND d(0,12,g6) 4
 UP BND d(0,12,g6) 7
 LO BND d(0,13,g6) 3
 UP BND d(0,13,g6) 7
 LO BND d(0,14,g6) 2
 UP BND d(0,14,g6) 7
 LO BND d(0,17,g6) 2
 UP BND d(0,17,g6) 7
 LO BND d(0,18,g6) 3
 UP BND d(0,18,g6) 7
 LO BND d(1,13,g6) 2
 UP BND d(1,13,g6) 7
 LO BND d(1,14,g6) 1
 UP BND d(1,14,g6) 7
 LO BND d(1,17,g6) 1
 UP BND d(1,17,g6) 7
 LO BND d(1,18,g6) 2
 UP BND d(1,18,g6) 7
 LO BND d(2,13,g6) 3
 UP BND d(2,13,g6) 7
 LO BND d(2,14,g6) 2
 UP BND d(2,14,g6) 7
 LO BND d(2,17,g6) 2
 UP BND d(2,17,g6) 7
 LO BND d(2,18,g6) 3
 UP BND d(2,18,g6) 7
 LO BND d(2,19,g6) 4
 UP BND d(2,19,g6) 7
 LO BND d(0,2,g7) 4
 UP BND d(0,2,g7) 7
 LO BND d(0,3,g7) 3
 UP BND d(0,3,g7) 7
 LO BND d(0,7,g7) 2
 UP BND d(0,7,g7) 7
 LO BND d(1,3,g7) 2
 UP BND d(1,3,g7) 7
 LO BND d(1,4,g7) 1
 UP BND d(1,4,g7) 7
 LO BND d(1,7,g7) 1
 UP BND d(1,7,g7) 7
 LO BND d(1,8,g7) 2
 UP BND d(1,8,g7) 7
 LO BND d(2,3,g7) 2
 UP BND d(2,3,g7) 7
 LO BND d(2,4,g7) 1
 UP BND d(2,4,g7) 7
 LO BND d(2,7,g7) 1
 UP BND d(2,7,g7) 7
 LO BND d(2,8,g7) 2
 UP BND d(2,8,g7) 7
 LO BND d(3,4,g7) 2
 UP BND d(3,4,g7) 7
 LO BND d(3,8,g7) 3
 UP BND d(3,8,g7) 7
 LO BND d(3,9,g7) 4
 UP BND d(3,9,g7) 7
 LO BND d(0,7,g8) 3
 UP BND d(0,7,g8) 5
 LO BND d(0,8,g8) 2
 UP BND d(0,8,g8) 5
 LO BND d(0,9,g8) 1
 UP BND d(0,9,g8) 5
 LO BND d(0,10,g8) 2
 UP BND d(0,10,g8) 5
 LO BND d(1,10,g8) 1
 UP BND d(1,10,g8) 5
 LO BND d(2,8,g8) 1
 UP BND d(2,8,g8) 5
 LO BND d(3,8,g8) 2
 UP BND d(3,8,g8) 5
 LO BND d(3,9,g8) 1
 UP BND d(3,9,g8) 5
 LO BND d(3,10,g8) 2
 UP BND d(3,10,g8) 5
 LO BND d(3,11,g8) 3
 UP BND d(3,11,g8) 5
 LO BND d(1,1,g9) 1
 UP BND d(1,1,g9) 3
 LO BND d(1,2,g9) 2
 UP BND d(1,2,g9) 3
 LO BND d(2,0,g9) 1
 UP BND d(2,0,g9) 3
 LO BND d(2,2,g9) 1
 UP BND d(2,2,g9) 3
 LO BND d(3,0,g9) 2
 UP BND d(3,0,g9) 3
 LO BND d(3,1,g9) 1
 UP BND d(3,1,g9) 3
 LO BND d(0,8,g10) 4
 UP BND d(0,8,g10) 5
 LO BND d(0,9,g10) 3
 UP BND d(0,9,g10) 5
 LO BND d(0,10,g10) 2
 UP BND d(0,10,g10) 5
 FX BND d(1,8,g10) 5
 LO BND d(1,10,g10) 1
 UP BND d(1,10,g10) 5
 LO BND d(3,10,g10) 1
 UP BND d(3,10,g10) 5
 FX BND d(3,12,g10) 5
 LO BND d(4,10,g10) 2
 UP BND d(4,10,g10) 5
 LO BND d(4,11,g10) 3
 UP BND d(4,11,g10) 5
 LO BND d(4,12,g10) 4
 UP BND d(4,12,g10) 5
 LO BND d(0,12,g11) 2
 UP BND d(0,12,g11) 5
 LO BND d(0,13,g11) 3
 UP BND d(0,13,g11) 5
 LO BND d(1,12,g11) 1
 UP BND d(1,12,g11) 5
 LO BND d(1,13,g11) 2
 UP BND d(1,13,g11) 5
 LO BND d(1,14,g11) 3
 UP BND d(1,14,g11) 5
 LO BND d(3,9,g11) 3
 UP BND d(3,9,g11) 5
 LO BND d(3,10,g11) 2
 UP BND d(3,10,g11) 5
 LO BND d(3,11,g11) 1
 UP BND d(3,11,g11) 5
 LO BND d(4,10,g11) 3
 UP BND d(4,10,g11) 5
 LO BND d(4,11,g11) 2
 UP BND d(4,11,g11) 5
 FX BND d(2,17,g12) 1
 FX BND d(3,14,g12) 1
 LO BND d(0,2,g13) 4
 UP BND d(0,2,g13) 8
 LO BND d(0,3,g13) 3
 UP BND d(0,3,g13) 8
 LO BND d(0,4,g13) 4
 UP BND d(0,4,g13) 8
 LO BND d(1,3,g13) 2
 UP BND d(1,3,g13) 8
 LO BND d(1,4,g13) 3
 UP BND d(1,4,g13) 8
 LO BND d(2,3,g13) 1
 UP BND d(2,3,g13) 8
 LO BND d(3,1,g13) 2
 UP BND d(3,1,g13) 8
 LO BND d(3,2,g13) 1
 UP BND d(3,2,g13) 8
 LO BND d(3,4,g13) 1
 UP BND d(3,4,g13) 8
 LO BND d(3,5,g13) 2
 UP BND d(3,5,g13) 8
 LO BND d(4,3,g13) 1
 UP BND d(4,3,g13) 8
 LO BND d(5,2,g13) 3
 UP BND d(5,2,g13) 8
 LO BND d(5,3,g13) 2
 UP BND d(5,3,g13) 8
 LO BND d(6,2,g13) 4
 UP BND d(6,2,g13) 8
 LO BND d(6,3,g13) 3
 UP BND d(6,3,g13) 8
 LO BND d(6,4,g13) 4
 UP BND d(6,4,g13) 8
 FX BND d(3,4,g14) 2
 LO BND d(3,5,g14) 1
 UP BND d(3,5,g14) 2
 LO BND d(3,8,g14) 1
 UP BND d(3,8,g14) 2
 FX BND d(3,9,g14) 2
 FX BND d(2,18,g15) 1
 FX BND d(4,18,g15) 1
 LO BND d(2,13,g16) 1
 UP BND d(2,13,g16) 3
 LO BND d(2,14,g16) 2
 UP BND d(2,14,g16) 3
 LO BND d(3,14,g16) 1
 UP BND d(3,14,g16) 3
 LO BND d(4,12,g16) 1
 UP BND d(4,12,g16) 3
 LO BND d(5,12,g16) 2
 UP BND d(5,12,g16) 3
 LO BND d(5,13,g16) 1
 UP BND d(5,13,g16) 3
 FX BND d(3,0,g18) 1
 FX BND d(5,1,g18) 1
 LO BND d(1,1,g19) 4
 UP BND d(1,1,g19) 5
 LO BND d(1,2,g19) 3
 UP BND d(1,2,g19) 5
 LO BND d(2,2,g19) 2
 UP BND d(2,2,g19) 5
 LO BND d(3,1,g19) 2
 UP BND d(3,1,g19) 5
 LO BND d(3,2,g19) 1
 UP BND d(3,2,g19) 5
 LO BND d(5,2,g19) 1
 UP BND d(5,2,g19) 5
 LO BND d(5,3,g19) 2
 UP BND d(5,3,g19) 5
 LO BND d(6,2,g19) 2
 UP BND d(6,2,g19) 5
 LO BND d(7,2,g19) 3
 UP BND d(7,2,g19) 5
 LO BND d(7,3,g19) 4
 UP BND d(7,3,g19) 5
 LO BND d(0,2,g20) 6
 UP BND d(0,2,g20) 9
 LO BND d(0,3,g20) 5
 UP BND d(0,3,g20) 9
 LO BND d(0,4,g20) 6
 UP BND d(0,4,g20) 9
 LO BND d(1,3,g20) 4
 UP BND d(1,3,g20) 9
 LO BND d(2,2,g20) 4
 UP BND d(2,2,g20) 9
 LO BND d(2,3,g20) 3
 UP BND d(2,3,g20) 9
 LO BND d(2,4,g20) 2
 UP BND d(2,4,g20) 9
 LO BND d(3,4,g20) 1
 UP BND d(3,4,g20) 9
 LO BND d(3,5,g20) 2
 UP BND d(3,5,g20) 9
 LO BND d(6,3,g20) 2
 UP BND d(6,3,g20) 9
 LO BND d(6,4,g20) 1
 UP BND d(6,4,g20) 9
 LO BND d(7,4,g20) 2
 UP BND d(7,4,g20) 9
 LO BND d(7,5,g20) 3
 UP BND d(7,5,g20) 9
 LO BND d(7,6,g20) 4
 UP BND d(7,6,g20) 9
 LO BND d(8,5,g20) 4
 UP BND d(8,5,g20) 9
 LO BND d(9,4,g20) 6
 UP BND d(9,4,g20) 9
 LO BND d(9,5,g20) 5
 UP BND d(9,5,g20) 9
 LO BND d(9,6,g20) 6
 UP BND d(9,6,g20) 9
 LO BND d(3,8,g22) 2
 UP BND d(3,8,g22) 6
 LO BND d(3,9,g22) 1
 UP BND d(3,9,g22) 6
 LO BND d(3,11,g22) 3
 UP BND d(3,11,g22) 6
 LO BND d(4,8,g22) 1
 UP BND d(4,8,g22) 6
 LO BND d(4,10,g22) 1
 UP BND d(4,10,g22) 6
 LO BND d(4,11,g22) 2
 UP BND d(4,11,g22) 6
 LO BND d(5,7,g22) 2
 UP BND d(5,7,g22) 6
 LO BND d(5,8,g22) 1
 UP BND d(5,8,g22) 6
 LO BND d(5,10,g22) 1
 UP BND d(5,10,g22) 6
 LO BND d(6,7,g22) 3
 UP BND d(6,7,g22) 6
 LO BND d(6,9,g22) 1
 UP BND d(6,9,g22) 6
 LO BND d(6,10,g22) 2
 UP BND d(6,10,g22) 6
 LO BND d(3,14,g23) 1
 UP BND d(3,14,g23) 3
 LO BND d(4,15,g23) 1
 UP BND d(4,15,g23) 3
 LO BND d(4,16,g23) 2
 UP BND d(4,16,g23) 3
 LO BND d(5,12,g23) 2
 UP BND d(5,12,g23) 3
 LO BND d(5,13,g23) 1
 UP BND d(5,13,g23) 3
 LO BND d(6,14,g23) 1
 UP BND d(6,14,g23) 3
 FX BND d(2,19,g24) 2
 LO BND d(3,19,g24) 1
 UP BND d(3,19,g24) 2
 LO BND d(6,19,g24) 1
 UP BND d(6,19,g24) 2
 FX BND d(7,19,g24) 2
 LO BND d(4,15,g25) 1
 UP BND d(4,15,g25) 2
 FX BND d(4,16,g25) 2
 FX BND d(6,14,g25) 2
 LO BND d(6,15,g25) 1
 UP BND d(6,15,g25) 2
 LO BND d(5,12,g27) 1
 UP BND d(5,12,g27) 2
 FX BND d(5,13,g27) 2
 FX BND d(6,9,g27) 2
 LO BND d(6,10,g27) 1
 UP BND d(6,10,g27) 2
 FX BND d(4,15,g28) 2
 LO BND d(4,16,g28) 1
 UP BND d(4,16,g28) 2
 LO BND d(7,16,g28) 1
 UP BND d(7,16,g28) 2
 FX BND d(7,17,g28) 2
 FX BND d(4,18,g29) 1
 FX BND d(7,17,g29) 1
 LO BND d(4,7,g31) 3
 UP BND d(4,7,g31) 4
 LO BND d(5,7,g31) 2
 UP BND d(5,7,g31) 4
 LO BND d(5,8,g31) 3
 UP BND d(5,8,g31) 4
 LO BND d(6,5,g31) 1
 UP BND d(6,5,g31) 4
 LO BND d(6,7,g31) 1
 UP BND d(6,7,g31) 4
 LO BND d(7,4,g31) 3
 UP BND d(7,4,g31) 4
 LO BND d(7,5,g31) 2
 UP BND d(7,5,g31) 4
 LO BND d(8,5,g31) 3
 UP BND d(8,5,g31) 4
 FX BND d(5,12,g32) 1
 FX BND d(7,13,g32) 1
 LO BND d(5,7,g33) 2
 UP BND d(5,7,g33) 4
 LO BND d(5,8,g33) 1
 UP BND d(5,8,g33) 4
 LO BND d(6,9,g33) 1
 UP BND d(6,9,g33) 4
 LO BND d(6,10,g33) 2
 UP BND d(6,10,g33) 4
 LO BND d(7,6,g33) 2
 UP BND d(7,6,g33) 4
 LO BND d(7,7,g33) 1
 UP BND d(7,7,g33) 4
 LO BND d(8,8,g33) 1
 UP BND d(8,8,g33) 4
 LO BND d(8,9,g33) 2
 UP BND d(8,9,g33) 4
 LO BND d(6,9,g34) 1
 UP BND d(6,9,g34) 2
 FX BND d(6,10,g34) 2
 FX BND d(8,8,g34) 2
 LO BND d(8,9,g34) 1
 UP BND d(8,9,g34) 2
 FX BND d(6,9,g35) 2
 LO BND d(6,10,g35) 1
 UP BND d(6,10,g35) 2
 LO BND d(8,11,g35) 1
 UP BND d(8,11,g35) 2
 FX BND d(8,12,g35) 2
 FX BND d(7,13,g37) 1
 FX BND d(7,16,g37) 1
 FX BND d(7,2,g40) 3
 LO BND d(7,3,g40) 2
 UP BND d(7,3,g40) 3
 LO BND d(7,4,g40) 1
 UP BND d(7,4,g40) 3
 LO BND d(9,4,g40) 1
 UP BND d(9,4,g40) 3
 LO BND d(9,5,g40) 2
 UP BND d(9,5,g40) 3
 FX BND d(9,6,g40) 3
 LO BND d(7,6,g41) 1
 UP BND d(7,6,g41) 3
 LO BND d(7,7,g41) 1
 UP BND d(7,7,g41) 3
 LO BND d(8,5,g41) 1
 UP BND d(8,5,g41) 3
 LO BND d(8,8,g41) 1
 UP BND d(8,8,g41) 3
 LO BND d(9,6,g41) 1
 UP BND d(9,6,g41) 3
 LO BND d(9,7,g41) 1
 UP BND d(9,7,g41) 3
 FX BND d(8,8,g42) 2
 LO BND d(8,9,g42) 1
 UP BND d(8,9,g42) 2
 LO BND d(8,11,g42) 1
 UP BND d(8,11,g42) 2
 FX BND d(8,12,g42) 2
 FX BND d(7,13,g43) 1
 FX BND d(9,13,g43) 1
 FX BND d(7,18,g44) 1
 FX BND d(9,17,g44) 1
 FX BND d(7,19,g45) 1
 FX BND d(9,19,g45) 1
 FX BND d(9,0,g48) 2
 LO BND d(9,1,g48) 1
 UP BND d(9,1,g48) 2
 LO BND d(9,4,g48) 1
 UP BND d(9,4,g48) 2
 FX BND d(9,5,g48) 2
 FX BND d(9,17,g53) 1
 FX BND d(9,19,g53) 1
 LO BND p(g0,0,1,0,0) 0
 UP BND p(g0,0,1,0,0) 1
 LO BND p(g0,0,1,0,2) 0
 UP BND p(g0,0,1,0,2) 1
 LO BND p(g1,0,2,0,3) 0
 UP BND p(g1,0,2,0,3) 1
 LO BND p(g1,0,3,0,2) 0
 UP BND p(g1,0,3,0,2) 1
 LO BND p(g1,0,3,0,4) 0
 UP BND p(g1,0,3,0,4) 1
 LO BND p(g1,0,4,0,3) 0
 UP BND p(g1,0,4,0,3) 1
 LO BND p(g1,0,5,0,4) 0
 UP BND p(g1,0,5,0,4) 1
 LO BND p(g1,0,6,0,7) 0
 UP BND p(g1,0,6,0,7) 1
 LO BND p(g1,0,7,0,8) 0
 UP BND p(g1,0,7,0,8) 1
 LO BND p(g1,0,8,0,7) 0
 UP BND p(g1,0,8,0,7) 1
 LO BND p(g1,0,8,0,9) 0
 UP BND p(g1,0,8,0,9) 1
 LO BND p(g1,0,9,0,8) 0
 UP BND p(g1,0,9,0,8) 1
 LO BND p(g2,0,13,0,14) 0
 UP BND p(g2,0,13,0,14) 1
 LO BND p(g2,0,14,0,13) 0
 UP BND p(g2,0,14,0,13) 1
 LO BND p(g2,0,15,0,14) 0
 UP BND p(g2,0,15,0,14) 1
 LO BND p(g2,0,16,0,17) 0
 UP BND p(g2,0,16,0,17) 1
 LO BND p(g2,0,17,0,18) 0
 UP BND p(g2,0,17,0,18) 1
 LO BND p(g2,0,18,0,17) 0
 UP BND p(g2,0,18,0,17) 1
 LO BND p(g3,0,8,0,9) 0
 UP BND p(g3,0,8,0,9) 1
 LO BND p(g3,0,9,0,8) 0
 UP BND p(g3,0,9,0,8) 1
 LO BND p(g3,0,9,0,10) 0
 UP BND p(g3,0,9,0,10) 1
 LO BND p(g3,0,10,0,9) 0
 UP BND p(g3,0,10,0,9) 1
 LO BND p(g3,0,11,0,10) 0
 UP BND p(g3,0,11,0,10) 1
 LO BND p(g3,0,11,0,12) 0
 UP BND p(g3,0,11,0,12) 1
 LO BND p(g3,1,11,1,10) 0
 UP BND p(g3,1,11,1,10) 1
 LO BND p(g3,1,11,1,12) 0
 UP BND p(g3,1,11,1,12) 1
 LO BND p(g3,1,12,1,13) 0
 UP BND p(g3,1,12,1,13) 1
 LO BND p(g3,1,13,1,12) 0
 UP BND p(g3,1,13,1,12) 1
 LO BND p(g3,1,13,1,14) 0
 UP BND p(g3,1,13,1,14) 1
 LO BND p(g3,1,14,1,13) 0
 UP BND p(g3,1,14,1,13) 1
 LO BND p(g3,0,8,1,8) 0
 UP BND p(g3,0,8,1,8) 1
 LO BND p(g3,1,8,0,8) 0
 UP BND p(g3,1,8,0,8) 1
 LO BND p(g3,0,10,1,10) 0
 UP BND p(g3,0,10,1,10) 1
 LO BND p(g3,1,10,0,10) 0
 UP BND p(g3,1,10,0,10) 1
 LO BND p(g3,0,12,1,12) 0
 UP BND p(g3,0,12,1,12) 1
 LO BND p(g3,1,12,0,12) 0
 UP BND p(g3,1,12,0,12) 1
 LO BND p(g3,0,14,1,14) 0
 UP BND p(g3,0,14,1,14) 1
 LO BND p(g3,1,14,0,14) 0
 UP BND p(g3,1,14,0,14) 1
 LO BND p(g5,1,0,0,0) 0
 UP BND p(g5,1,0,0,0) 1
 LO BND p(g5,1,0,2,0) 0
 UP BND p(g5,1,0,2,0) 1
 LO BND p(g6,0,12,0,13) 0
 UP BND p(g6,0,12,0,13) 1
 LO BND p(g6,0,13,0,12) 0
 UP BND p(g6,0,13,0,12) 1
 LO BND p(g6,0,13,0,14) 0
 UP BND p(g6,0,13,0,14) 1
 LO BND p(g6,0,14,0,13) 0
 UP BND p(g6,0,14,0,13) 1
 LO BND p(g6,0,17,0,18) 0
 UP BND p(g6,0,17,0,18) 1
 LO BND p(g6,0,18,0,17) 0
 UP BND p(g6,0,18,0,17) 1
 LO BND p(g6,1,13,1,14) 0
 UP BND p(g6,1,13,1,14) 1
 LO BND p(g6,1,14,1,13) 0
 UP BND p(g6,1,14,1,13) 1
 LO BND p(g6,1,15,1,14) 0
 UP BND p(g6,1,15,1,14) 1
 LO BND p(g6,1,16,1,17) 0
 UP BND p(g6,1,16,1,17) 1
 LO BND p(g6,1,17,1,18) 0
 UP BND p(g6,1,17,1,18) 1
 LO BND p(g6,1,18,1,17) 0
 UP BND p(g6,1,18,1,17) 1
 LO BND p(g6,2,13,2,14) 0
 UP BND p(g6,2,13,2,14) 1
 LO BND p(g6,2,14,2,13) 0
 UP BND p(g6,2,14,2,13) 1
 LO BND p(g6,2,17,2,18) 0
 UP BND p(g6,2,17,2,18) 1
 LO BND p(g6,2,18,2,17) 0
 UP BND p(g6,2,18,2,17) 1
 LO BND p(g6,2,18,2,19) 0
 UP BND p(g6,2,18,2,19) 1
 LO BND p(g6,2,19,2,18) 0
 UP BND p(g6,2,19,2,18) 1
 LO BND p(g6,0,13,1,13) 0
 UP BND p(g6,0,13,1,13) 1
 LO BND p(g6,1,13,0,13) 0
 UP BND p(g6,1,13,0,13) 1
 LO BND p(g6,0,14,1,14) 0
 UP BND p(g6,0,14,1,14) 1
 LO BND p(g6,1,14,0,14) 0
 UP BND p(g6,1,14,0,14) 1
 LO BND p(g6,0,17,1,17) 0
 UP BND p(g6,0,17,1,17) 1
 LO BND p(g6,1,17,0,17) 0
 UP BND p(g6,1,17,0,17) 1
 LO BND p(g6,0,18,1,18) 0
 UP BND p(g6,0,18,1,18) 1
 LO BND p(g6,1,18,0,18) 0
 UP BND p(g6,1,18,0,18) 1
 LO BND p(g6,1,13,2,13) 0
 UP BND p(g6,1,13,2,13) 1
 LO BND p(g6,2,13,1,13) 0
 UP BND p(g6,2,13,1,13) 1
 LO BND p(g6,1,14,2,14) 0
 UP BND p(g6,1,14,2,14) 1
 LO BND p(g6,2,14,1,14) 0
 UP BND p(g6,2,14,1,14) 1
 LO BND p(g6,1,17,2,17) 0
 UP BND p(g6,1,17,2,17) 1
 LO BND p(g6,2,17,1,17) 0
 UP BND p(g6,2,17,1,17) 1
 LO BND p(g6,1,18,2,18) 0
 UP BND p(g6,1,18,2,18) 1
 LO BND p(g6,2,18,1,18) 0
 UP BND p(g6,2,18,1,18) 1
 LO BND p(g7,0,2,0,3) 0
 UP BND p(g7,0,2,0,3) 1
 LO BND p(g7,0,3,0,2) 0
 UP BND p(g7,0,3,0,2) 1
 LO BND p(g7,1,3,1,4) 0
 UP BND p(g7,1,3,1,4) 1
 LO BND p(g7,1,4,1,3) 0
 UP BND p(g7,1,4,1,3) 1
 LO BND p(g7,1,5,1,4) 0
 UP BND p(g7,1,5,1,4) 1
 LO BND p(g7,1,6,1,7) 0
 UP BND p(g7,1,6,1,7) 1
 LO BND p(g7,1,7,1,8) 0
 UP BND p(g7,1,7,1,8) 1
 LO BND p(g7,1,8,1,7) 0
 UP BND p(g7,1,8,1,7) 1
 LO BND p(g7,2,3,2,4) 0
 UP BND p(g7,2,3,2,4) 1
 LO BND p(g7,2,4,2,3) 0
 UP BND p(g7,2,4,2,3) 1
 LO BND p(g7,2,5,2,4) 0
 UP BND p(g7,2,5,2,4) 1
 LO BND p(g7,2,6,2,7) 0
 UP BND p(g7,2,6,2,7) 1
 LO BND p(g7,2,7,2,8) 0
 UP BND p(g7,2,7,2,8) 1
 LO BND p(g7,2,8,2,7) 0
 UP BND p(g7,2,8,2,7) 1
 LO BND p(g7,3,8,3,9) 0
 UP BND p(g7,3,8,3,9) 1
 LO BND p(g7,3,9,3,8) 0
 UP BND p(g7,3,9,3,8) 1
 LO BND p(g7,0,3,1,3) 0
 UP BND p(g7,0,3,1,3) 1
 LO BND p(g7,1,3,0,3) 0
 UP BND p(g7,1,3,0,3) 1
 LO BND p(g7,0,7,1,7) 0
 UP BND p(g7,0,7,1,7) 1
 LO BND p(g7,1,7,0,7) 0
 UP BND p(g7,1,7,0,7) 1
 LO BND p(g7,1,3,2,3) 0
 UP BND p(g7,1,3,2,3) 1
 LO BND p(g7,2,3,1,3) 0
 UP BND p(g7,2,3,1,3) 1
 LO BND p(g7,1,4,2,4) 0
 UP BND p(g7,1,4,2,4) 1
 LO BND p(g7,2,4,1,4) 0
 UP BND p(g7,2,4,1,4) 1
 LO BND p(g7,1,7,2,7) 0
 UP BND p(g7,1,7,2,7) 1
 LO BND p(g7,2,7,1,7) 0
 UP BND p(g7,2,7,1,7) 1
 LO BND p(g7,1,8,2,8) 0
 UP BND p(g7,1,8,2,8) 1
 LO BND p(g7,2,8,1,8) 0
 UP BND p(g7,2,8,1,8) 1
 LO BND p(g7,2,4,3,4) 0
 UP BND p(g7,2,4,3,4) 1
 LO BND p(g7,3,4,2,4) 0
 UP BND p(g7,3,4,2,4) 1
 LO BND p(g7,2,8,3,8) 0
 UP BND p(g7,2,8,3,8) 1
 LO BND p(g7,3,8,2,8) 0
 UP BND p(g7,3,8,2,8) 1
 LO BND p(g8,0,7,0,8) 0
 UP BND p(g8,0,7,0,8) 1
 LO BND p(g8,0,8,0,7) 0
 UP BND p(g8,0,8,0,7) 1
 LO BND p(g8,0,8,0,9) 0
 UP BND p(g8,0,8,0,9) 1
 LO BND p(g8,0,9,0,8) 0
 UP BND p(g8,0,9,0,8) 1
 LO BND p(g8,0,9,0,10) 0
 UP BND p(g8,0,9,0,10) 1
 LO BND p(g8,0,10,0,9) 0
 UP BND p(g8,0,10,0,9) 1
 LO BND p(g8,1,9,1,10) 0
 UP BND p(g8,1,9,1,10) 1
 LO BND p(g8,2,9,2,8) 0
 UP BND p(g8,2,9,2,8) 1
 LO BND p(g8,3,8,3,9) 0
 UP BND p(g8,3,8,3,9) 1
 LO BND p(g8,3,9,3,8) 0
 UP BND p(g8,3,9,3,8) 1
 LO BND p(g8,3,9,3,10) 0
 UP BND p(g8,3,9,3,10) 1
 LO BND p(g8,3,10,3,9) 0
 UP BND p(g8,3,10,3,9) 1
 LO BND p(g8,3,10,3,11) 0
 UP BND p(g8,3,10,3,11) 1
 LO BND p(g8,3,11,3,10) 0
 UP BND p(g8,3,11,3,10) 1
 LO BND p(g8,1,9,0,9) 0
 UP BND p(g8,1,9,0,9) 1
 LO BND p(g8,0,10,1,10) 0
 UP BND p(g8,0,10,1,10) 1
 LO BND p(g8,1,10,0,10) 0
 UP BND p(g8,1,10,0,10) 1
 LO BND p(g8,2,8,3,8) 0
 UP BND p(g8,2,8,3,8) 1
 LO BND p(g8,3,8,2,8) 0
 UP BND p(g8,3,8,2,8) 1
 LO BND p(g8,2,9,3,9) 0
 UP BND p(g8,2,9,3,9) 1
 LO BND p(g9,1,1,1,2) 0
 UP BND p(g9,1,1,1,2) 1
 LO BND p(g9,1,2,1,1) 0
 UP BND p(g9,1,2,1,1) 1
 LO BND p(g9,2,1,2,0) 0
 UP BND p(g9,2,1,2,0) 1
 LO BND p(g9,2,1,2,2) 0
 UP BND p(g9,2,1,2,2) 1
 LO BND p(g9,3,0,3,1) 0
 UP BND p(g9,3,0,3,1) 1
 LO BND p(g9,3,1,3,0) 0
 UP BND p(g9,3,1,3,0) 1
 LO BND p(g9,2,1,1,1) 0
 UP BND p(g9,2,1,1,1) 1
 LO BND p(g9,1,2,2,2) 0
 UP BND p(g9,1,2,2,2) 1
 LO BND p(g9,2,2,1,2) 0
 UP BND p(g9,2,2,1,2) 1
 LO BND p(g9,2,0,3,0) 0
 UP BND p(g9,2,0,3,0) 1
 LO BND p(g9,3,0,2,0) 0
 UP BND p(g9,3,0,2,0) 1
 LO BND p(g9,2,1,3,1) 0
 UP BND p(g9,2,1,3,1) 1
 LO BND p(g10,0,8,0,9) 0
 UP BND p(g10,0,8,0,9) 1
 LO BND p(g10,0,9,0,8) 0
 UP BND p(g10,0,9,0,8) 1
 LO BND p(g10,0,9,0,10) 0
 UP BND p(g10,0,9,0,10) 1
 LO BND p(g10,0,10,0,9) 0
 UP BND p(g10,0,10,0,9) 1
 LO BND p(g10,4,10,4,11) 0
 UP BND p(g10,4,10,4,11) 1
 LO BND p(g10,4,11,4,10) 0
 UP BND p(g10,4,11,4,10) 1
 LO BND p(g10,4,11,4,12) 0
 UP BND p(g10,4,11,4,12) 1
 LO BND p(g10,4,12,4,11) 0
 UP BND p(g10,4,12,4,11) 1
 LO BND p(g10,0,8,1,8) 0
 UP BND p(g10,0,8,1,8) 1
 LO BND p(g10,1,8,0,8) 0
 UP BND p(g10,1,8,0,8) 1
 LO BND p(g10,0,10,1,10) 0
 UP BND p(g10,0,10,1,10) 1
 LO BND p(g10,1,10,0,10) 0
 UP BND p(g10,1,10,0,10) 1
 LO BND p(g10,2,10,1,10) 0
 UP BND p(g10,2,10,1,10) 1
 LO BND p(g10,2,10,3,10) 0
 UP BND p(g10,2,10,3,10) 1
 LO BND p(g10,3,10,4,10) 0
 UP BND p(g10,3,10,4,10) 1
 LO BND p(g10,4,10,3,10) 0
 UP BND p(g10,4,10,3,10) 1
 LO BND p(g10,3,12,4,12) 0
 UP BND p(g10,3,12,4,12) 1
 LO BND p(g10,4,12,3,12) 0
 UP BND p(g10,4,12,3,12) 1
 LO BND p(g11,0,12,0,13) 0
 UP BND p(g11,0,12,0,13) 1
 LO BND p(g11,0,13,0,12) 0
 UP BND p(g11,0,13,0,12) 1
 LO BND p(g11,1,12,1,13) 0
 UP BND p(g11,1,12,1,13) 1
 LO BND p(g11,1,13,1,12) 0
 UP BND p(g11,1,13,1,12) 1
 LO BND p(g11,1,13,1,14) 0
 UP BND p(g11,1,13,1,14) 1
 LO BND p(g11,1,14,1,13) 0
 UP BND p(g11,1,14,1,13) 1
 LO BND p(g11,3,9,3,10) 0
 UP BND p(g11,3,9,3,10) 1
 LO BND p(g11,3,10,3,9) 0
 UP BND p(g11,3,10,3,9) 1
 LO BND p(g11,3,10,3,11) 0
 UP BND p(g11,3,10,3,11) 1
 LO BND p(g11,3,11,3,10) 0
 UP BND p(g11,3,11,3,10) 1
 LO BND p(g11,4,10,4,11) 0
 UP BND p(g11,4,10,4,11) 1
 LO BND p(g11,4,11,4,10) 0
 UP BND p(g11,4,11,4,10) 1
 LO BND p(g11,0,12,1,12) 0
 UP BND p(g11,0,12,1,12) 1
 LO BND p(g11,1,12,0,12) 0
 UP BND p(g11,1,12,0,12) 1
 LO BND p(g11,0,13,1,13) 0
 UP BND p(g11,0,13,1,13) 1
 LO BND p(g11,1,13,0,13) 0
 UP BND p(g11,1,13,0,13) 1
 LO BND p(g11,2,12,1,12) 0
 UP BND p(g11,2,12,1,12) 1
 LO BND p(g11,2,11,3,11) 0
 UP BND p(g11,2,11,3,11) 1
 LO BND p(g11,3,10,4,10) 0
 UP BND p(g11,3,10,4,10) 1
 LO BND p(g11,4,10,3,10) 0
 UP BND p(g11,4,10,3,10) 1
 LO BND p(g11,3,11,4,11) 0
 UP BND p(g11,3,11,4,11) 1
 LO BND p(g11,4,11,3,11) 0
 UP BND p(g11,4,11,3,11) 1
 LO BND p(g12,2,16,2,17) 0
 UP BND p(g12,2,16,2,17) 1
 LO BND p(g12,3,15,3,14) 0
 UP BND p(g12,3,15,3,14) 1
 LO BND p(g13,0,2,0,3) 0
 UP BND p(g13,0,2,0,3) 1
 LO BND p(g13,0,3,0,2) 0
 UP BND p(g13,0,3,0,2) 1
 LO BND p(g13,0,3,0,4) 0
 UP BND p(g13,0,3,0,4) 1
 LO BND p(g13,0,4,0,3) 0
 UP BND p(g13,0,4,0,3) 1
 LO BND p(g13,1,3,1,4) 0
 UP BND p(g13,1,3,1,4) 1
 LO BND p(g13,1,4,1,3) 0
 UP BND p(g13,1,4,1,3) 1
 LO BND p(g13,3,1,3,2) 0
 UP BND p(g13,3,1,3,2) 1
 LO BND p(g13,3,2,3,1) 0
 UP BND p(g13,3,2,3,1) 1
 LO BND p(g13,3,3,3,2) 0
 UP BND p(g13,3,3,3,2) 1
 LO BND p(g13,3,3,3,4) 0
 UP BND p(g13,3,3,3,4) 1
 LO BND p(g13,3,4,3,5) 0
 UP BND p(g13,3,4,3,5) 1
 LO BND p(g13,3,5,3,4) 0
 UP BND p(g13,3,5,3,4) 1
 LO BND p(g13,5,2,5,3) 0
 UP BND p(g13,5,2,5,3) 1
 LO BND p(g13,5,3,5,2) 0
 UP BND p(g13,5,3,5,2) 1
 LO BND p(g13,6,2,6,3) 0
 UP BND p(g13,6,2,6,3) 1
 LO BND p(g13,6,3,6,2) 0
 UP BND p(g13,6,3,6,2) 1
 LO BND p(g13,6,3,6,4) 0
 UP BND p(g13,6,3,6,4) 1
 LO BND p(g13,6,4,6,3) 0
 UP BND p(g13,6,4,6,3) 1
 LO BND p(g13,0,3,1,3) 0
 UP BND p(g13,0,3,1,3) 1
 LO BND p(g13,1,3,0,3) 0
 UP BND p(g13,1,3,0,3) 1
 LO BND p(g13,0,4,1,4) 0
 UP BND p(g13,0,4,1,4) 1
 LO BND p(g13,1,4,0,4) 0
 UP BND p(g13,1,4,0,4) 1
 LO BND p(g13,1,3,2,3) 0
 UP BND p(g13,1,3,2,3) 1
 LO BND p(g13,2,3,1,3) 0
 UP BND p(g13,2,3,1,3) 1
 LO BND p(g13,3,3,2,3) 0
 UP BND p(g13,3,3,2,3) 1
 LO BND p(g13,3,3,4,3) 0
 UP BND p(g13,3,3,4,3) 1
 LO BND p(g13,4,3,5,3) 0
 UP BND p(g13,4,3,5,3) 1
 LO BND p(g13,5,3,4,3) 0
 UP BND p(g13,5,3,4,3) 1
 LO BND p(g13,5,2,6,2) 0
 UP BND p(g13,5,2,6,2) 1
 LO BND p(g13,6,2,5,2) 0
 UP BND p(g13,6,2,5,2) 1
 LO BND p(g13,5,3,6,3) 0
 UP BND p(g13,5,3,6,3) 1
 LO BND p(g13,6,3,5,3) 0
 UP BND p(g13,6,3,5,3) 1
 LO BND p(g14,3,4,3,5) 0
 UP BND p(g14,3,4,3,5) 1
 LO BND p(g14,3,5,3,4) 0
 UP BND p(g14,3,5,3,4) 1
 LO BND p(g14,3,6,3,5) 0
 UP BND p(g14,3,6,3,5) 1
 LO BND p(g14,3,7,3,8) 0
 UP BND p(g14,3,7,3,8) 1
 LO BND p(g14,3,8,3,9) 0
 UP BND p(g14,3,8,3,9) 1
 LO BND p(g14,3,9,3,8) 0
 UP BND p(g14,3,9,3,8) 1
 LO BND p(g15,3,18,2,18) 0
 UP BND p(g15,3,18,2,18) 1
 LO BND p(g15,3,18,4,18) 0
 UP BND p(g15,3,18,4,18) 1
 LO BND p(g16,2,13,2,14) 0
 UP BND p(g16,2,13,2,14) 1
 LO BND p(g16,2,14,2,13) 0
 UP BND p(g16,2,14,2,13) 1
 LO BND p(g16,3,13,3,14) 0
 UP BND p(g16,3,13,3,14) 1
 LO BND p(g16,4,13,4,12) 0
 UP BND p(g16,4,13,4,12) 1
 LO BND p(g16,5,12,5,13) 0
 UP BND p(g16,5,12,5,13) 1
 LO BND p(g16,5,13,5,12) 0
 UP BND p(g16,5,13,5,12) 1
 LO BND p(g16,3,13,2,13) 0
 UP BND p(g16,3,13,2,13) 1
 LO BND p(g16,2,14,3,14) 0
 UP BND p(g16,2,14,3,14) 1
 LO BND p(g16,3,14,2,14) 0
 UP BND p(g16,3,14,2,14) 1
 LO BND p(g16,4,12,5,12) 0
 UP BND p(g16,4,12,5,12) 1
 LO BND p(g16,5,12,4,12) 0
 UP BND p(g16,5,12,4,12) 1
 LO BND p(g16,4,13,5,13) 0
 UP BND p(g16,4,13,5,13) 1
 LO BND p(g18,4,0,3,0) 0
 UP BND p(g18,4,0,3,0) 1
 LO BND p(g18,4,1,5,1) 0
 UP BND p(g18,4,1,5,1) 1
 LO BND p(g19,1,1,1,2) 0
 UP BND p(g19,1,1,1,2) 1
 LO BND p(g19,1,2,1,1) 0
 UP BND p(g19,1,2,1,1) 1
 LO BND p(g19,3,1,3,2) 0
 UP BND p(g19,3,1,3,2) 1
 LO BND p(g19,3,2,3,1) 0
 UP BND p(g19,3,2,3,1) 1
 LO BND p(g19,5,2,5,3) 0
 UP BND p(g19,5,2,5,3) 1
 LO BND p(g19,5,3,5,2) 0
 UP BND p(g19,5,3,5,2) 1
 LO BND p(g19,7,2,7,3) 0
 UP BND p(g19,7,2,7,3) 1
 LO BND p(g19,7,3,7,2) 0
 UP BND p(g19,7,3,7,2) 1
 LO BND p(g19,1,2,2,2) 0
 UP BND p(g19,1,2,2,2) 1
 LO BND p(g19,2,2,1,2) 0
 UP BND p(g19,2,2,1,2) 1
 LO BND p(g19,2,2,3,2) 0
 UP BND p(g19,2,2,3,2) 1
 LO BND p(g19,3,2,2,2) 0
 UP BND p(g19,3,2,2,2) 1
 LO BND p(g19,4,2,3,2) 0
 UP BND p(g19,4,2,3,2) 1
 LO BND p(g19,4,2,5,2) 0
 UP BND p(g19,4,2,5,2) 1
 LO BND p(g19,5,2,6,2) 0
 UP BND p(g19,5,2,6,2) 1
 LO BND p(g19,6,2,5,2) 0
 UP BND p(g19,6,2,5,2) 1
 LO BND p(g19,6,2,7,2) 0
 UP BND p(g19,6,2,7,2) 1
 LO BND p(g19,7,2,6,2) 0
 UP BND p(g19,7,2,6,2) 1
 LO BND p(g20,0,2,0,3) 0
 UP BND p(g20,0,2,0,3) 1
 LO BND p(g20,0,3,0,2) 0
 UP BND p(g20,0,3,0,2) 1
 LO BND p(g20,0,3,0,4) 0
 UP BND p(g20,0,3,0,4) 1
 LO BND p(g20,0,4,0,3) 0
 UP BND p(g20,0,4,0,3) 1
 LO BND p(g20,2,2,2,3) 0
 UP BND p(g20,2,2,2,3) 1
 LO BND p(g20,2,3,2,2) 0
 UP BND p(g20,2,3,2,2) 1
 LO BND p(g20,2,3,2,4) 0
 UP BND p(g20,2,3,2,4) 1
 LO BND p(g20,2,4,2,3) 0
 UP BND p(g20,2,4,2,3) 1
 LO BND p(g20,3,4,3,5) 0
 UP BND p(g20,3,4,3,5) 1
 LO BND p(g20,3,5,3,4) 0
 UP BND p(g20,3,5,3,4) 1
 LO BND p(g20,6,3,6,4) 0
 UP BND p(g20,6,3,6,4) 1
 LO BND p(g20,6,4,6,3) 0
 UP BND p(g20,6,4,6,3) 1
 LO BND p(g20,7,4,7,5) 0
 UP BND p(g20,7,4,7,5) 1
 LO BND p(g20,7,5,7,4) 0
 UP BND p(g20,7,5,7,4) 1
 LO BND p(g20,7,5,7,6) 0
 UP BND p(g20,7,5,7,6) 1
 LO BND p(g20,7,6,7,5) 0
 UP BND p(g20,7,6,7,5) 1
 LO BND p(g20,9,4,9,5) 0
 UP BND p(g20,9,4,9,5) 1
 LO BND p(g20,9,5,9,4) 0
 UP BND p(g20,9,5,9,4) 1
 LO BND p(g20,9,5,9,6) 0
 UP BND p(g20,9,5,9,6) 1
 LO BND p(g20,9,6,9,5) 0
 UP BND p(g20,9,6,9,5) 1
 LO BND p(g20,0,3,1,3) 0
 UP BND p(g20,0,3,1,3) 1
 LO BND p(g20,1,3,0,3) 0
 UP BND p(g20,1,3,0,3) 1
 LO BND p(g20,1,3,2,3) 0
 UP BND p(g20,1,3,2,3) 1
 LO BND p(g20,2,3,1,3) 0
 UP BND p(g20,2,3,1,3) 1
 LO BND p(g20,2,4,3,4) 0
 UP BND p(g20,2,4,3,4) 1
 LO BND p(g20,3,4,2,4) 0
 UP BND p(g20,3,4,2,4) 1
 LO BND p(g20,4,4,3,4) 0
 UP BND p(g20,4,4,3,4) 1
 LO BND p(g20,5,4,6,4) 0
 UP BND p(g20,5,4,6,4) 1
 LO BND p(g20,6,4,7,4) 0
 UP BND p(g20,6,4,7,4) 1
 LO BND p(g20,7,4,6,4) 0
 UP BND p(g20,7,4,6,4) 1
 LO BND p(g20,7,5,8,5) 0
 UP BND p(g20,7,5,8,5) 1
 LO BND p(g20,8,5,7,5) 0
 UP BND p(g20,8,5,7,5) 1
 LO BND p(g20,8,5,9,5) 0
 UP BND p(g20,8,5,9,5) 1
 LO BND p(g20,9,5,8,5) 0
 UP BND p(g20,9,5,8,5) 1
 LO BND p(g22,3,8,3,9) 0
 UP BND p(g22,3,8,3,9) 1
 LO BND p(g22,3,9,3,8) 0
 UP BND p(g22,3,9,3,8) 1
 LO BND p(g22,4,9,4,8) 0
 UP BND p(g22,4,9,4,8) 1
 LO BND p(g22,4,9,4,10) 0
 UP BND p(g22,4,9,4,10) 1
 LO BND p(g22,4,10,4,11) 0
 UP BND p(g22,4,10,4,11) 1
 LO BND p(g22,4,11,4,10) 0
 UP BND p(g22,4,11,4,10) 1
 LO BND p(g22,5,7,5,8) 0
 UP BND p(g22,5,7,5,8) 1
 LO BND p(g22,5,8,5,7) 0
 UP BND p(g22,5,8,5,7) 1
 LO BND p(g22,5,9,5,8) 0
 UP BND p(g22,5,9,5,8) 1
 LO BND p(g22,5,9,5,10) 0
 UP BND p(g22,5,9,5,10) 1
 LO BND p(g22,6,9,6,10) 0
 UP BND p(g22,6,9,6,10) 1
 LO BND p(g22,6,10,6,9) 0
 UP BND p(g22,6,10,6,9) 1
 LO BND p(g22,3,8,4,8) 0
 UP BND p(g22,3,8,4,8) 1
 LO BND p(g22,4,8,3,8) 0
 UP BND p(g22,4,8,3,8) 1
 LO BND p(g22,4,9,3,9) 0
 UP BND p(g22,4,9,3,9) 1
 LO BND p(g22,3,11,4,11) 0
 UP BND p(g22,3,11,4,11) 1
 LO BND p(g22,4,11,3,11) 0
 UP BND p(g22,4,11,3,11) 1
 LO BND p(g22,4,8,5,8) 0
 UP BND p(g22,4,8,5,8) 1
 LO BND p(g22,5,8,4,8) 0
 UP BND p(g22,5,8,4,8) 1
 LO BND p(g22,4,10,5,10) 0
 UP BND p(g22,4,10,5,10) 1
 LO BND p(g22,5,10,4,10) 0
 UP BND p(g22,5,10,4,10) 1
 LO BND p(g22,5,7,6,7) 0
 UP BND p(g22,5,7,6,7) 1
 LO BND p(g22,6,7,5,7) 0
 UP BND p(g22,6,7,5,7) 1
 LO BND p(g22,5,9,6,9) 0
 UP BND p(g22,5,9,6,9) 1
 LO BND p(g22,5,10,6,10) 0
 UP BND p(g22,5,10,6,10) 1
 LO BND p(g22,6,10,5,10) 0
 UP BND p(g22,6,10,5,10) 1
 LO BND p(g23,4,14,4,15) 0
 UP BND p(g23,4,14,4,15) 1
 LO BND p(g23,4,15,4,16) 0
 UP BND p(g23,4,15,4,16) 1
 LO BND p(g23,4,16,4,15) 0
 UP BND p(g23,4,16,4,15) 1
 LO BND p(g23,5,12,5,13) 0
 UP BND p(g23,5,12,5,13) 1
 LO BND p(g23,5,13,5,12) 0
 UP BND p(g23,5,13,5,12) 1
 LO BND p(g23,5,14,5,13) 0
 UP BND p(g23,5,14,5,13) 1
 LO BND p(g23,4,14,3,14) 0
 UP BND p(g23,4,14,3,14) 1
 LO BND p(g23,5,14,6,14) 0
 UP BND p(g23,5,14,6,14) 1
 LO BND p(g24,2,19,3,19) 0
 UP BND p(g24,2,19,3,19) 1
 LO BND p(g24,3,19,2,19) 0
 UP BND p(g24,3,19,2,19) 1
 LO BND p(g24,4,19,3,19) 0
 UP BND p(g24,4,19,3,19) 1
 LO BND p(g24,5,19,6,19) 0
 UP BND p(g24,5,19,6,19) 1
 LO BND p(g24,6,19,7,19) 0
 UP BND p(g24,6,19,7,19) 1
 LO BND p(g24,7,19,6,19) 0
 UP BND p(g24,7,19,6,19) 1
 LO BND p(g25,4,15,4,16) 0
 UP BND p(g25,4,15,4,16) 1
 LO BND p(g25,4,16,4,15) 0
 UP BND p(g25,4,16,4,15) 1
 LO BND p(g25,6,14,6,15) 0
 UP BND p(g25,6,14,6,15) 1
 LO BND p(g25,6,15,6,14) 0
 UP BND p(g25,6,15,6,14) 1
 LO BND p(g25,5,15,4,15) 0
 UP BND p(g25,5,15,4,15) 1
 LO BND p(g25,5,15,6,15) 0
 UP BND p(g25,5,15,6,15) 1
 LO BND p(g27,5,11,5,12) 0
 UP BND p(g27,5,11,5,12) 1
 LO BND p(g27,5,12,5,13) 0
 UP BND p(g27,5,12,5,13) 1
 LO BND p(g27,5,13,5,12) 0
 UP BND p(g27,5,13,5,12) 1
 LO BND p(g27,6,9,6,10) 0
 UP BND p(g27,6,9,6,10) 1
 LO BND p(g27,6,10,6,9) 0
 UP BND p(g27,6,10,6,9) 1
 LO BND p(g27,6,11,6,10) 0
 UP BND p(g27,6,11,6,10) 1
 LO BND p(g28,4,15,4,16) 0
 UP BND p(g28,4,15,4,16) 1
 LO BND p(g28,4,16,4,15) 0
 UP BND p(g28,4,16,4,15) 1
 LO BND p(g28,7,16,7,17) 0
 UP BND p(g28,7,16,7,17) 1
 LO BND p(g28,7,17,7,16) 0
 UP BND p(g28,7,17,7,16) 1
 LO BND p(g28,5,16,4,16) 0
 UP BND p(g28,5,16,4,16) 1
 LO BND p(g28,6,16,7,16) 0
 UP BND p(g28,6,16,7,16) 1
 LO BND p(g29,5,18,4,18) 0
 UP BND p(g29,5,18,4,18) 1
 LO BND p(g29,6,17,7,17) 0
 UP BND p(g29,6,17,7,17) 1
 LO BND p(g31,5,7,5,8) 0
 UP BND p(g31,5,7,5,8) 1
 LO BND p(g31,5,8,5,7) 0
 UP BND p(g31,5,8,5,7) 1
 LO BND p(g31,6,6,6,5) 0
 UP BND p(g31,6,6,6,5) 1
 LO BND p(g31,6,6,6,7) 0
 UP BND p(g31,6,6,6,7) 1
 LO BND p(g31,7,4,7,5) 0
 UP BND p(g31,7,4,7,5) 1
 LO BND p(g31,7,5,7,4) 0
 UP BND p(g31,7,5,7,4) 1
 LO BND p(g31,4,7,5,7) 0
 UP BND p(g31,4,7,5,7) 1
 LO BND p(g31,5,7,4,7) 0
 UP BND p(g31,5,7,4,7) 1
 LO BND p(g31,5,7,6,7) 0
 UP BND p(g31,5,7,6,7) 1
 LO BND p(g31,6,7,5,7) 0
 UP BND p(g31,6,7,5,7) 1
 LO BND p(g31,6,5,7,5) 0
 UP BND p(g31,6,5,7,5) 1
 LO BND p(g31,7,5,6,5) 0
 UP BND p(g31,7,5,6,5) 1
 LO BND p(g31,7,5,8,5) 0
 UP BND p(g31,7,5,8,5) 1
 LO BND p(g31,8,5,7,5) 0
 UP BND p(g31,8,5,7,5) 1
 LO BND p(g32,6,12,5,12) 0
 UP BND p(g32,6,12,5,12) 1
 LO BND p(g32,6,13,7,13) 0
 UP BND p(g32,6,13,7,13) 1
 LO BND p(g33,5,7,5,8) 0
 UP BND p(g33,5,7,5,8) 1
 LO BND p(g33,5,8,5,7) 0
 UP BND p(g33,5,8,5,7) 1
 LO BND p(g33,6,8,6,9) 0
 UP BND p(g33,6,8,6,9) 1
 LO BND p(g33,6,9,6,10) 0
 UP BND p(g33,6,9,6,10) 1
 LO BND p(g33,6,10,6,9) 0
 UP BND p(g33,6,10,6,9) 1
 LO BND p(g33,7,6,7,7) 0
 UP BND p(g33,7,6,7,7) 1
 LO BND p(g33,7,7,7,6) 0
 UP BND p(g33,7,7,7,6) 1
 LO BND p(g33,7,8,7,7) 0
 UP BND p(g33,7,8,7,7) 1
 LO BND p(g33,8,8,8,9) 0
 UP BND p(g33,8,8,8,9) 1
 LO BND p(g33,8,9,8,8) 0
 UP BND p(g33,8,9,8,8) 1
 LO BND p(g33,6,8,5,8) 0
 UP BND p(g33,6,8,5,8) 1
 LO BND p(g33,7,8,8,8) 0
 UP BND p(g33,7,8,8,8) 1
 LO BND p(g34,6,9,6,10) 0
 UP BND p(g34,6,9,6,10) 1
 LO BND p(g34,6,10,6,9) 0
 UP BND p(g34,6,10,6,9) 1
 LO BND p(g34,8,8,8,9) 0
 UP BND p(g34,8,8,8,9) 1
 LO BND p(g34,8,9,8,8) 0
 UP BND p(g34,8,9,8,8) 1
 LO BND p(g34,7,9,6,9) 0
 UP BND p(g34,7,9,6,9) 1
 LO BND p(g34,7,9,8,9) 0
 UP BND p(g34,7,9,8,9) 1
 LO BND p(g35,6,9,6,10) 0
 UP BND p(g35,6,9,6,10) 1
 LO BND p(g35,6,10,6,9) 0
 UP BND p(g35,6,10,6,9) 1
 LO BND p(g35,8,11,8,12) 0
 UP BND p(g35,8,11,8,12) 1
 LO BND p(g35,8,12,8,11) 0
 UP BND p(g35,8,12,8,11) 1
 LO BND p(g35,7,10,6,10) 0
 UP BND p(g35,7,10,6,10) 1
 LO BND p(g35,7,11,8,11) 0
 UP BND p(g35,7,11,8,11) 1
 LO BND p(g37,7,14,7,13) 0
 UP BND p(g37,7,14,7,13) 1
 LO BND p(g37,7,15,7,16) 0
 UP BND p(g37,7,15,7,16) 1
 LO BND p(g40,7,2,7,3) 0
 UP BND p(g40,7,2,7,3) 1
 LO BND p(g40,7,3,7,2) 0
 UP BND p(g40,7,3,7,2) 1
 LO BND p(g40,7,3,7,4) 0
 UP BND p(g40,7,3,7,4) 1
 LO BND p(g40,7,4,7,3) 0
 UP BND p(g40,7,4,7,3) 1
 LO BND p(g40,9,4,9,5) 0
 UP BND p(g40,9,4,9,5) 1
 LO BND p(g40,9,5,9,4) 0
 UP BND p(g40,9,5,9,4) 1
 LO BND p(g40,9,5,9,6) 0
 UP BND p(g40,9,5,9,6) 1
 LO BND p(g40,9,6,9,5) 0
 UP BND p(g40,9,6,9,5) 1
 LO BND p(g40,8,4,7,4) 0
 UP BND p(g40,8,4,7,4) 1
 LO BND p(g40,8,4,9,4) 0
 UP BND p(g40,8,4,9,4) 1
 LO BND p(g41,7,6,7,7) 0
 UP BND p(g41,7,6,7,7) 1
 LO BND p(g41,7,7,7,6) 0
 UP BND p(g41,7,7,7,6) 1
 LO BND p(g41,8,6,8,5) 0
 UP BND p(g41,8,6,8,5) 1
 LO BND p(g41,8,7,8,8) 0
 UP BND p(g41,8,7,8,8) 1
 LO BND p(g41,9,6,9,7) 0
 UP BND p(g41,9,6,9,7) 1
 LO BND p(g41,9,7,9,6) 0
 UP BND p(g41,9,7,9,6) 1
 LO BND p(g41,8,6,7,6) 0
 UP BND p(g41,8,6,7,6) 1
 LO BND p(g41,8,7,7,7) 0
 UP BND p(g41,8,7,7,7) 1
 LO BND p(g41,8,6,9,6) 0
 UP BND p(g41,8,6,9,6) 1
 LO BND p(g41,8,7,9,7) 0
 UP BND p(g41,8,7,9,7) 1
 LO BND p(g42,8,8,8,9) 0
 UP BND p(g42,8,8,8,9) 1
 LO BND p(g42,8,9,8,8) 0
 UP BND p(g42,8,9,8,8) 1
 LO BND p(g42,8,10,8,9) 0
 UP BND p(g42,8,10,8,9) 1
 LO BND p(g42,8,10,8,11) 0
 UP BND p(g42,8,10,8,11) 1
 LO BND p(g42,8,11,8,12) 0
 UP BND p(g42,8,11,8,12) 1
 LO BND p(g42,8,12,8,11) 0
 UP BND p(g42,8,12,8,11) 1
 LO BND p(g43,8,13,7,13) 0
 UP BND p(g43,8,13,7,13) 1
 LO BND p(g43,8,13,9,13) 0
 UP BND p(g43,8,13,9,13) 1
 LO BND p(g44,8,18,7,18) 0
 UP BND p(g44,8,18,7,18) 1
 LO BND p(g44,8,17,9,17) 0
 UP BND p(g44,8,17,9,17) 1
 LO BND p(g45,8,19,7,19) 0
 UP BND p(g45,8,19,7,19) 1
 LO BND p(g45,8,19,9,19) 0
 UP BND p(g45,8,19,9,19) 1
 LO BND p(g48,9,0,9,1) 0
 UP BND p(g48,9,0,9,1) 1
 LO BND p(g48,9,1,9,0) 0
 UP BND p(g48,9,1,9,0) 1
 LO BND p(g48,9,2,9,1) 0
 UP BND p(g48,9,2,9,1) 1
 LO BND p(g48,9,3,9,4) 0
 UP BND p(g48,9,3,9,4) 1
 LO BND p(g48,9,4,9,5) 0
 UP BND p(g48,9,4,9,5) 1
 LO BND p(g48,9,5,9,4) 0
 UP BND p(g48,9,5,9,4) 1
 LO BND p(g53,9,18,9,17) 0
 UP BND p(g53,9,18,9,17) 1
 LO BND p(g53,9,18,9,19) 0
 UP BND p(g53,9,18,9,19) 1
ENDATA
