NAME galaxies_labels_galaxies_12x12_s1
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
 E cover(10,0)
 E cover(10,1)
 E cover(10,2)
 E cover(10,3)
 E cover(10,4)
 E cover(10,5)
 E cover(10,6)
 E cover(10,7)
 E cover(10,8)
 E cover(10,9)
 E cover(10,10)
 E cover(10,11)
 E cover(11,0)
 E cover(11,1)
 E cover(11,2)
 E cover(11,3)
 E cover(11,4)
 E cover(11,5)
 E cover(11,6)
 E cover(11,7)
 E cover(11,8)
 E cover(11,9)
 E cover(11,10)
 E cover(11,11)
 E centre(0,0,g0)
 E centre(0,2,g1)
 E centre(0,4,g2)
 E centre(0,7,g3)
 E centre(0,8,g3)
 E centre(0,11,g4)
 E centre(1,1,g5)
 E centre(1,2,g5)
 E centre(1,6,g6)
 E centre(1,10,g7)
 E centre(1,4,g8)
 E centre(1,5,g8)
 E centre(2,4,g8)
 E centre(2,5,g8)
 E centre(2,1,g9)
 E centre(2,8,g10)
 E centre(2,9,g10)
 E centre(2,11,g11)
 E centre(2,3,g12)
 E centre(3,3,g12)
 E centre(3,0,g13)
 E centre(3,2,g14)
 E centre(3,5,g15)
 E centre(3,8,g16)
 E centre(4,8,g16)
 E centre(4,6,g17)
 E centre(4,7,g17)
 E centre(5,6,g17)
 E centre(5,7,g17)
 E centre(4,11,g18)
 E centre(5,11,g18)
 E centre(5,3,g19)
 E centre(5,10,g20)
 E centre(6,0,g21)
 E centre(6,6,g22)
 E centre(6,9,g23)
 E centre(7,0,g24)
 E centre(7,2,g25)
 E centre(7,3,g25)
 E centre(7,8,g26)
 E centre(8,0,g27)
 E centre(8,1,g27)
 E centre(8,3,g28)
 E centre(8,5,g29)
 E centre(8,10,g30)
 E centre(9,10,g30)
 E centre(8,11,g31)
 E centre(9,11,g31)
 E centre(9,1,g32)
 E centre(9,4,g33)
 E centre(9,7,g34)
 E centre(9,9,g35)
 E centre(10,9,g35)
 E centre(10,2,g36)
 E centre(10,3,g36)
 E centre(11,2,g36)
 E centre(11,3,g36)
 E centre(10,6,g37)
 E centre(11,6,g37)
 E centre(11,7,g38)
 E centre(11,10,g39)
 E centre(11,11,g39)
 E symmetry(0,1,g1)
 E symmetry(0,3,g2)
 E symmetry(0,5,g3)
 E symmetry(0,6,g3)
 E symmetry(0,7,g3)
 E symmetry(0,1,g5)
 E symmetry(0,3,g5)
 E symmetry(1,0,g5)
 E symmetry(1,1,g5)
 E symmetry(0,5,g6)
 E symmetry(0,6,g6)
 E symmetry(0,10,g7)
 E symmetry(1,9,g7)
 E symmetry(0,3,g8)
 E symmetry(0,5,g8)
 E symmetry(1,3,g8)
 E symmetry(1,4,g8)
 E symmetry(1,5,g8)
 E symmetry(2,0,g9)
 E symmetry(1,7,g10)
 E symmetry(1,8,g10)
 E symmetry(2,7,g10)
 E symmetry(2,8,g10)
 E symmetry(1,11,g11)
 E symmetry(1,3,g12)
 E symmetry(2,2,g12)
 E symmetry(2,3,g12)
 E symmetry(1,0,g13)
 E symmetry(2,0,g13)
 E symmetry(2,2,g14)
 E symmetry(2,6,g15)
 E symmetry(2,7,g15)
 E symmetry(3,4,g15)
 E symmetry(2,7,g16)
 E symmetry(3,6,g16)
 E symmetry(3,7,g16)
 E symmetry(3,8,g16)
 E symmetry(1,7,g17)
 E symmetry(2,6,g17)
 E symmetry(2,7,g17)
 E symmetry(3,6,g17)
 E symmetry(3,9,g17)
 E symmetry(3,10,g17)
 E symmetry(3,11,g17)
 E symmetry(4,4,g17)
 E symmetry(4,5,g17)
 E symmetry(4,6,g17)
 E symmetry(4,7,g17)
 E symmetry(4,9,g17)
 E symmetry(3,11,g18)
 E symmetry(4,11,g18)
 E symmetry(3,1,g19)
 E symmetry(4,1,g19)
 E symmetry(4,2,g19)
 E symmetry(4,3,g19)
 E symmetry(4,4,g19)
 E symmetry(4,5,g19)
 E symmetry(5,1,g19)
 E symmetry(5,2,g19)
 E symmetry(3,9,g20)
 E symmetry(3,10,g20)
 E symmetry(3,11,g20)
 E symmetry(4,9,g20)
 E symmetry(4,10,g20)
 E symmetry(3,4,g22)
 E symmetry(4,3,g22)
 E symmetry(4,4,g22)
 E symmetry(4,5,g22)
 E symmetry(5,5,g22)
 E symmetry(5,8,g22)
 E symmetry(6,4,g22)
 E symmetry(6,5,g22)
 E symmetry(2,10,g23)
 E symmetry(3,10,g23)
 E symmetry(4,9,g23)
 E symmetry(4,10,g23)
 E symmetry(5,8,g23)
 E symmetry(5,9,g23)
 E symmetry(6,7,g23)
 E symmetry(6,8,g23)
 E symmetry(6,1,g25)
 E symmetry(6,3,g25)
 E symmetry(7,1,g25)
 E symmetry(7,2,g25)
 E symmetry(5,8,g26)
 E symmetry(6,7,g26)
 E symmetry(6,8,g26)
 E symmetry(6,10,g26)
 E symmetry(7,5,g26)
 E symmetry(7,6,g26)
 E symmetry(7,7,g26)
 E symmetry(5,0,g27)
 E symmetry(5,1,g27)
 E symmetry(6,1,g27)
 E symmetry(7,1,g27)
 E symmetry(8,0,g27)
 E symmetry(7,4,g28)
 E symmetry(8,2,g28)
 E symmetry(5,5,g29)
 E symmetry(6,5,g29)
 E symmetry(7,4,g29)
 E symmetry(7,5,g29)
 E symmetry(8,4,g29)
 E symmetry(7,9,g30)
 E symmetry(7,10,g30)
 E symmetry(8,10,g30)
 E symmetry(7,11,g31)
 E symmetry(8,11,g31)
 E symmetry(8,2,g32)
 E symmetry(9,0,g32)
 E symmetry(7,4,g33)
 E symmetry(8,4,g33)
 E symmetry(9,2,g33)
 E symmetry(9,3,g33)
 E symmetry(7,5,g34)
 E symmetry(7,6,g34)
 E symmetry(8,6,g34)
 E symmetry(8,7,g34)
 E symmetry(9,6,g34)
 E symmetry(8,9,g35)
 E symmetry(9,8,g35)
 E symmetry(9,9,g35)
 E symmetry(10,0,g36)
 E symmetry(10,1,g36)
 E symmetry(10,2,g36)
 E symmetry(10,3,g36)
 E symmetry(10,4,g36)
 E symmetry(10,5,g36)
 E symmetry(10,4,g37)
 E symmetry(10,6,g37)
 E symmetry(10,7,g37)
 E symmetry(10,8,g37)
 E symmetry(11,10,g39)
 E label_pred(g1,0,1)
 E label_pred(g1,0,3)
 E label_pred(g2,0,3)
 E label_pred(g2,0,5)
 E label_pred(g3,0,5)
 E label_pred(g3,0,6)
 E label_pred(g3,0,9)
 E label_pred(g3,0,10)
 E label_pred(g5,0,1)
 E label_pred(g5,0,3)
 E label_pred(g5,1,0)
 E label_pred(g5,1,3)
 E label_pred(g5,2,0)
 E label_pred(g5,2,2)
 E label_pred(g6,0,5)
 E label_pred(g6,0,6)
 E label_pred(g6,2,6)
 E label_pred(g6,2,7)
 E label_pred(g7,0,10)
 E label_pred(g7,1,9)
 E label_pred(g7,1,11)
 E label_pred(g7,2,10)
 E label_pred(g8,0,3)
 E label_pred(g8,0,5)
 E label_pred(g8,1,3)
 E label_pred(g8,2,6)
 E label_pred(g8,3,4)
 E label_pred(g8,3,6)
 E label_pred(g9,2,0)
 E label_pred(g9,2,2)
 E label_pred(g10,1,7)
 E label_pred(g10,1,8)
 E label_pred(g10,2,7)
 E label_pred(g10,2,10)
 E label_pred(g10,3,9)
 E label_pred(g10,3,10)
 E label_pred(g11,1,11)
 E label_pred(g11,3,11)
 E label_pred(g12,1,3)
 E label_pred(g12,2,2)
 E label_pred(g12,3,4)
 E label_pred(g12,4,3)
 E label_pred(g13,1,0)
 E label_pred(g13,2,0)
 E label_pred(g13,4,0)
 E label_pred(g13,5,0)
 E label_pred(g14,2,2)
 E label_pred(g14,4,2)
 E label_pred(g15,2,6)
 E label_pred(g15,2,7)
 E label_pred(g15,3,4)
 E label_pred(g15,3,6)
 E label_pred(g15,4,3)
 E label_pred(g15,4,4)
 E label_pred(g16,2,7)
 E label_pred(g16,3,6)
 E label_pred(g16,3,7)
 E label_pred(g16,4,9)
 E label_pred(g16,4,10)
 E label_pred(g16,5,9)
 E label_pred(g17,1,7)
 E label_pred(g17,2,6)
 E label_pred(g17,2,7)
 E label_pred(g17,3,6)
 E label_pred(g17,3,9)
 E label_pred(g17,3,10)
 E label_pred(g17,3,11)
 E label_pred(g17,4,4)
 E label_pred(g17,4,5)
 E label_pred(g17,4,9)
 E label_pred(g17,5,4)
 E label_pred(g17,5,8)
 E label_pred(g17,5,9)
 E label_pred(g17,6,2)
 E label_pred(g17,6,3)
 E label_pred(g17,6,4)
 E label_pred(g17,6,7)
 E label_pred(g17,7,6)
 E label_pred(g17,7,7)
 E label_pred(g17,8,6)
 E label_pred(g18,3,11)
 E label_pred(g18,6,11)
 E label_pred(g19,3,1)
 E label_pred(g19,4,1)
 E label_pred(g19,4,2)
 E label_pred(g19,4,3)
 E label_pred(g19,4,4)
 E label_pred(g19,4,5)
 E label_pred(g19,5,1)
 E label_pred(g19,5,2)
 E label_pred(g19,5,4)
 E label_pred(g19,5,5)
 E label_pred(g19,6,1)
 E label_pred(g19,6,2)
 E label_pred(g19,6,3)
 E label_pred(g19,6,4)
 E label_pred(g19,6,5)
 E label_pred(g19,7,5)
 E label_pred(g20,3,9)
 E label_pred(g20,3,10)
 E label_pred(g20,3,11)
 E label_pred(g20,4,9)
 E label_pred(g20,4,10)
 E label_pred(g20,6,10)
 E label_pred(g20,6,11)
 E label_pred(g20,7,9)
 E label_pred(g20,7,10)
 E label_pred(g20,7,11)
 E label_pred(g22,3,4)
 E label_pred(g22,4,3)
 E label_pred(g22,4,4)
 E label_pred(g22,4,5)
 E label_pred(g22,5,5)
 E label_pred(g22,5,8)
 E label_pred(g22,6,4)
 E label_pred(g22,6,5)
 E label_pred(g22,6,7)
 E label_pred(g22,6,8)
 E label_pred(g22,7,4)
 E label_pred(g22,7,7)
 E label_pred(g22,8,7)
 E label_pred(g22,8,8)
 E label_pred(g22,8,9)
 E label_pred(g22,9,8)
 E label_pred(g23,2,10)
 E label_pred(g23,3,10)
 E label_pred(g23,4,9)
 E label_pred(g23,4,10)
 E label_pred(g23,5,8)
 E label_pred(g23,5,9)
 E label_pred(g23,6,7)
 E label_pred(g23,6,8)
 E label_pred(g23,6,10)
 E label_pred(g23,6,11)
 E label_pred(g23,7,9)
 E label_pred(g23,7,10)
 E label_pred(g23,8,8)
 E label_pred(g23,8,9)
 E label_pred(g23,9,8)
 E label_pred(g23,10,8)
 E label_pred(g25,6,1)
 E label_pred(g25,6,3)
 E label_pred(g25,7,1)
 E label_pred(g25,7,4)
 E label_pred(g25,8,2)
 E label_pred(g25,8,4)
 E label_pred(g26,5,8)
 E label_pred(g26,6,7)
 E label_pred(g26,6,8)
 E label_pred(g26,6,10)
 E label_pred(g26,7,5)
 E label_pred(g26,7,6)
 E label_pred(g26,7,7)
 E label_pred(g26,7,9)
 E label_pred(g26,7,10)
 E label_pred(g26,7,11)
 E label_pred(g26,8,6)
 E label_pred(g26,8,8)
 E label_pred(g26,8,9)
 E label_pred(g26,9,8)
 E label_pred(g27,5,0)
 E label_pred(g27,5,1)
 E label_pred(g27,6,1)
 E label_pred(g27,7,1)
 E label_pred(g27,9,0)
 E label_pred(g27,10,0)
 E label_pred(g27,11,0)
 E label_pred(g27,11,1)
 E label_pred(g28,7,4)
 E label_pred(g28,8,2)
 E label_pred(g28,8,4)
 E label_pred(g28,9,2)
 E label_pred(g29,5,5)
 E label_pred(g29,6,5)
 E label_pred(g29,7,4)
 E label_pred(g29,7,5)
 E label_pred(g29,8,4)
 E label_pred(g29,8,6)
 E label_pred(g29,9,5)
 E label_pred(g29,9,6)
 E label_pred(g29,10,5)
 E label_pred(g29,11,5)
 E label_pred(g30,7,9)
 E label_pred(g30,7,10)
 E label_pred(g30,10,10)
 E label_pred(g30,10,11)
 E label_pred(g31,7,11)
 E label_pred(g31,10,11)
 E label_pred(g32,8,2)
 E label_pred(g32,9,0)
 E label_pred(g32,9,2)
 E label_pred(g32,10,0)
 E label_pred(g33,7,4)
 E label_pred(g33,8,4)
 E label_pred(g33,9,2)
 E label_pred(g33,9,3)
 E label_pred(g33,9,5)
 E label_pred(g33,9,6)
 E label_pred(g33,10,4)
 E label_pred(g33,11,4)
 E label_pred(g34,7,5)
 E label_pred(g34,7,6)
 E label_pred(g34,8,6)
 E label_pred(g34,8,7)
 E label_pred(g34,9,6)
 E label_pred(g34,9,8)
 E label_pred(g34,10,7)
 E label_pred(g34,10,8)
 E label_pred(g34,11,8)
 E label_pred(g34,11,9)
 E label_pred(g35,8,9)
 E label_pred(g35,9,8)
 E label_pred(g35,10,10)
 E label_pred(g35,11,9)
 E label_pred(g36,10,0)
 E label_pred(g36,10,1)
 E label_pred(g36,10,4)
 E label_pred(g36,10,5)
 E label_pred(g36,11,0)
 E label_pred(g36,11,1)
 E label_pred(g36,11,4)
 E label_pred(g36,11,5)
 E label_pred(g37,10,4)
 E label_pred(g37,10,7)
 E label_pred(g37,10,8)
 E label_pred(g37,11,4)
 E label_pred(g37,11,5)
 E label_pred(g37,11,8)
 L label_tail(g3,0,5,0,6)
 L label_tail(g3,0,6,0,5)
 L label_tail(g3,0,9,0,10)
 L label_tail(g3,0,10,0,9)
 L label_tail(g5,0,3,1,3)
 L label_tail(g5,1,3,0,3)
 L label_tail(g5,1,0,2,0)
 L label_tail(g5,2,0,1,0)
 L label_tail(g6,0,5,0,6)
 L label_tail(g6,0,6,0,5)
 L label_tail(g6,2,6,2,7)
 L label_tail(g6,2,7,2,6)
 L label_tail(g8,0,3,1,3)
 L label_tail(g8,1,3,0,3)
 L label_tail(g8,2,6,3,6)
 L label_tail(g8,3,6,2,6)
 L label_tail(g10,1,7,1,8)
 L label_tail(g10,1,8,1,7)
 L label_tail(g10,3,9,3,10)
 L label_tail(g10,3,10,3,9)
 L label_tail(g10,1,7,2,7)
 L label_tail(g10,2,7,1,7)
 L label_tail(g10,2,10,3,10)
 L label_tail(g10,3,10,2,10)
 L label_tail(g13,1,0,2,0)
 L label_tail(g13,2,0,1,0)
 L label_tail(g13,4,0,5,0)
 L label_tail(g13,5,0,4,0)
 L label_tail(g15,2,6,2,7)
 L label_tail(g15,2,7,2,6)
 L label_tail(g15,4,3,4,4)
 L label_tail(g15,4,4,4,3)
 L label_tail(g15,2,6,3,6)
 L label_tail(g15,3,6,2,6)
 L label_tail(g15,3,4,4,4)
 L label_tail(g15,4,4,3,4)
 L label_tail(g16,3,6,3,7)
 L label_tail(g16,3,7,3,6)
 L label_tail(g16,4,9,4,10)
 L label_tail(g16,4,10,4,9)
 L label_tail(g16,2,7,3,7)
 L label_tail(g16,3,7,2,7)
 L label_tail(g16,4,9,5,9)
 L label_tail(g16,5,9,4,9)
 L label_tail(g17,2,6,2,7)
 L label_tail(g17,2,7,2,6)
 L label_tail(g17,3,9,3,10)
 L label_tail(g17,3,10,3,9)
 L label_tail(g17,3,10,3,11)
 L label_tail(g17,3,11,3,10)
 L label_tail(g17,4,4,4,5)
 L label_tail(g17,4,5,4,4)
 L label_tail(g17,5,8,5,9)
 L label_tail(g17,5,9,5,8)
 L label_tail(g17,6,2,6,3)
 L label_tail(g17,6,3,6,2)
 L label_tail(g17,6,3,6,4)
 L label_tail(g17,6,4,6,3)
 L label_tail(g17,7,6,7,7)
 L label_tail(g17,7,7,7,6)
 L label_tail(g17,1,7,2,7)
 L label_tail(g17,2,7,1,7)
 L label_tail(g17,2,6,3,6)
 L label_tail(g17,3,6,2,6)
 L label_tail(g17,3,9,4,9)
 L label_tail(g17,4,9,3,9)
 L label_tail(g17,4,4,5,4)
 L label_tail(g17,5,4,4,4)
 L label_tail(g17,4,9,5,9)
 L label_tail(g17,5,9,4,9)
 L label_tail(g17,5,4,6,4)
 L label_tail(g17,6,4,5,4)
 L label_tail(g17,6,7,7,7)
 L label_tail(g17,7,7,6,7)
 L label_tail(g17,7,6,8,6)
 L label_tail(g17,8,6,7,6)
 L label_tail(g19,4,1,4,2)
 L label_tail(g19,4,2,4,1)
 L label_tail(g19,4,2,4,3)
 L label_tail(g19,4,3,4,2)
 L label_tail(g19,4,3,4,4)
 L label_tail(g19,4,4,4,3)
 L label_tail(g19,4,4,4,5)
 L label_tail(g19,4,5,4,4)
 L label_tail(g19,5,1,5,2)
 L label_tail(g19,5,2,5,1)
 L label_tail(g19,5,4,5,5)
 L label_tail(g19,5,5,5,4)
 L label_tail(g19,6,1,6,2)
 L label_tail(g19,6,2,6,1)
 L label_tail(g19,6,2,6,3)
 L label_tail(g19,6,3,6,2)
 L label_tail(g19,6,3,6,4)
 L label_tail(g19,6,4,6,3)
 L label_tail(g19,6,4,6,5)
 L label_tail(g19,6,5,6,4)
 L label_tail(g19,3,1,4,1)
 L label_tail(g19,4,1,3,1)
 L label_tail(g19,4,1,5,1)
 L label_tail(g19,5,1,4,1)
 L label_tail(g19,4,2,5,2)
 L label_tail(g19,5,2,4,2)
 L label_tail(g19,4,4,5,4)
 L label_tail(g19,5,4,4,4)
 L label_tail(g19,4,5,5,5)
 L label_tail(g19,5,5,4,5)
 L label_tail(g19,5,1,6,1)
 L label_tail(g19,6,1,5,1)
 L label_tail(g19,5,2,6,2)
 L label_tail(g19,6,2,5,2)
 L label_tail(g19,5,4,6,4)
 L label_tail(g19,6,4,5,4)
 L label_tail(g19,5,5,6,5)
 L label_tail(g19,6,5,5,5)
 L label_tail(g19,6,5,7,5)
 L label_tail(g19,7,5,6,5)
 L label_tail(g20,3,9,3,10)
 L label_tail(g20,3,10,3,9)
 L label_tail(g20,3,10,3,11)
 L label_tail(g20,3,11,3,10)
 L label_tail(g20,4,9,4,10)
 L label_tail(g20,4,10,4,9)
 L label_tail(g20,6,10,6,11)
 L label_tail(g20,6,11,6,10)
 L label_tail(g20,7,9,7,10)
 L label_tail(g20,7,10,7,9)
 L label_tail(g20,7,10,7,11)
 L label_tail(g20,7,11,7,10)
 L label_tail(g20,3,9,4,9)
 L label_tail(g20,4,9,3,9)
 L label_tail(g20,3,10,4,10)
 L label_tail(g20,4,10,3,10)
 L label_tail(g20,6,10,7,10)
 L label_tail(g20,7,10,6,10)
 L label_tail(g20,6,11,7,11)
 L label_tail(g20,7,11,6,11)
 L label_tail(g22,4,3,4,4)
 L label_tail(g22,4,4,4,3)
 L label_tail(g22,4,4,4,5)
 L label_tail(g22,4,5,4,4)
 L label_tail(g22,6,4,6,5)
 L label_tail(g22,6,5,6,4)
 L label_tail(g22,6,7,6,8)
 L label_tail(g22,6,8,6,7)
 L label_tail(g22,8,7,8,8)
 L label_tail(g22,8,8,8,7)
 L label_tail(g22,8,8,8,9)
 L label_tail(g22,8,9,8,8)
 L label_tail(g22,3,4,4,4)
 L label_tail(g22,4,4,3,4)
 L label_tail(g22,4,5,5,5)
 L label_tail(g22,5,5,4,5)
 L label_tail(g22,5,5,6,5)
 L label_tail(g22,6,5,5,5)
 L label_tail(g22,5,8,6,8)
 L label_tail(g22,6,8,5,8)
 L label_tail(g22,6,4,7,4)
 L label_tail(g22,7,4,6,4)
 L label_tail(g22,6,7,7,7)
 L label_tail(g22,7,7,6,7)
 L label_tail(g22,7,7,8,7)
 L label_tail(g22,8,7,7,7)
 L label_tail(g22,8,8,9,8)
 L label_tail(g22,9,8,8,8)
 L label_tail(g23,4,9,4,10)
 L label_tail(g23,4,10,4,9)
 L label_tail(g23,5,8,5,9)
 L label_tail(g23,5,9,5,8)
 L label_tail(g23,6,7,6,8)
 L label_tail(g23,6,8,6,7)
 L label_tail(g23,6,10,6,11)
 L label_tail(g23,6,11,6,10)
 L label_tail(g23,7,9,7,10)
 L label_tail(g23,7,10,7,9)
 L label_tail(g23,8,8,8,9)
 L label_tail(g23,8,9,8,8)
 L label_tail(g23,2,10,3,10)
 L label_tail(g23,3,10,2,10)
 L label_tail(g23,3,10,4,10)
 L label_tail(g23,4,10,3,10)
 L label_tail(g23,4,9,5,9)
 L label_tail(g23,5,9,4,9)
 L label_tail(g23,5,8,6,8)
 L label_tail(g23,6,8,5,8)
 L label_tail(g23,6,10,7,10)
 L label_tail(g23,7,10,6,10)
 L label_tail(g23,7,9,8,9)
 L label_tail(g23,8,9,7,9)
 L label_tail(g23,8,8,9,8)
 L label_tail(g23,9,8,8,8)
 L label_tail(g23,9,8,10,8)
 L label_tail(g23,10,8,9,8)
 L label_tail(g25,6,1,7,1)
 L label_tail(g25,7,1,6,1)
 L label_tail(g25,7,4,8,4)
 L label_tail(g25,8,4,7,4)
 L label_tail(g26,6,7,6,8)
 L label_tail(g26,6,8,6,7)
 L label_tail(g26,7,5,7,6)
 L label_tail(g26,7,6,7,5)
 L label_tail(g26,7,6,7,7)
 L label_tail(g26,7,7,7,6)
 L label_tail(g26,7,9,7,10)
 L label_tail(g26,7,10,7,9)
 L label_tail(g26,7,10,7,11)
 L label_tail(g26,7,11,7,10)
 L label_tail(g26,8,8,8,9)
 L label_tail(g26,8,9,8,8)
 L label_tail(g26,5,8,6,8)
 L label_tail(g26,6,8,5,8)
 L label_tail(g26,6,7,7,7)
 L label_tail(g26,7,7,6,7)
 L label_tail(g26,6,10,7,10)
 L label_tail(g26,7,10,6,10)
 L label_tail(g26,7,6,8,6)
 L label_tail(g26,8,6,7,6)
 L label_tail(g26,7,9,8,9)
 L label_tail(g26,8,9,7,9)
 L label_tail(g26,8,8,9,8)
 L label_tail(g26,9,8,8,8)
 L label_tail(g27,5,0,5,1)
 L label_tail(g27,5,1,5,0)
 L label_tail(g27,11,0,11,1)
 L label_tail(g27,11,1,11,0)
 L label_tail(g27,5,1,6,1)
 L label_tail(g27,6,1,5,1)
 L label_tail(g27,6,1,7,1)
 L label_tail(g27,7,1,6,1)
 L label_tail(g27,9,0,10,0)
 L label_tail(g27,10,0,9,0)
 L label_tail(g27,10,0,11,0)
 L label_tail(g27,11,0,10,0)
 L label_tail(g28,7,4,8,4)
 L label_tail(g28,8,4,7,4)
 L label_tail(g28,8,2,9,2)
 L label_tail(g28,9,2,8,2)
 L label_tail(g29,7,4,7,5)
 L label_tail(g29,7,5,7,4)
 L label_tail(g29,9,5,9,6)
 L label_tail(g29,9,6,9,5)
 L label_tail(g29,5,5,6,5)
 L label_tail(g29,6,5,5,5)
 L label_tail(g29,6,5,7,5)
 L label_tail(g29,7,5,6,5)
 L label_tail(g29,7,4,8,4)
 L label_tail(g29,8,4,7,4)
 L label_tail(g29,8,6,9,6)
 L label_tail(g29,9,6,8,6)
 L label_tail(g29,9,5,10,5)
 L label_tail(g29,10,5,9,5)
 L label_tail(g29,10,5,11,5)
 L label_tail(g29,11,5,10,5)
 L label_tail(g30,7,9,7,10)
 L label_tail(g30,7,10,7,9)
 L label_tail(g30,10,10,10,11)
 L label_tail(g30,10,11,10,10)
 L label_tail(g32,8,2,9,2)
 L label_tail(g32,9,2,8,2)
 L label_tail(g32,9,0,10,0)
 L label_tail(g32,10,0,9,0)
 L label_tail(g33,9,2,9,3)
 L label_tail(g33,9,3,9,2)
 L label_tail(g33,9,5,9,6)
 L label_tail(g33,9,6,9,5)
 L label_tail(g33,7,4,8,4)
 L label_tail(g33,8,4,7,4)
 L label_tail(g33,10,4,11,4)
 L label_tail(g33,11,4,10,4)
 L label_tail(g34,7,5,7,6)
 L label_tail(g34,7,6,7,5)
 L label_tail(g34,8,6,8,7)
 L label_tail(g34,8,7,8,6)
 L label_tail(g34,10,7,10,8)
 L label_tail(g34,10,8,10,7)
 L label_tail(g34,11,8,11,9)
 L label_tail(g34,11,9,11,8)
 L label_tail(g34,7,6,8,6)
 L label_tail(g34,8,6,7,6)
 L label_tail(g34,8,6,9,6)
 L label_tail(g34,9,6,8,6)
 L label_tail(g34,9,8,10,8)
 L label_tail(g34,10,8,9,8)
 L label_tail(g34,10,8,11,8)
 L label_tail(g34,11,8,10,8)
 L label_tail(g36,10,0,10,1)
 L label_tail(g36,10,1,10,0)
 L label_tail(g36,10,4,10,5)
 L label_tail(g36,10,5,10,4)
 L label_tail(g36,11,0,11,1)
 L label_tail(g36,11,1,11,0)
 L label_tail(g36,11,4,11,5)
 L label_tail(g36,11,5,11,4)
 L label_tail(g36,10,0,11,0)
 L label_tail(g36,11,0,10,0)
 L label_tail(g36,10,1,11,1)
 L label_tail(g36,11,1,10,1)
 L label_tail(g36,10,4,11,4)
 L label_tail(g36,11,4,10,4)
 L label_tail(g36,10,5,11,5)
 L label_tail(g36,11,5,10,5)
 L label_tail(g37,10,7,10,8)
 L label_tail(g37,10,8,10,7)
 L label_tail(g37,11,4,11,5)
 L label_tail(g37,11,5,11,4)
 L label_tail(g37,10,4,11,4)
 L label_tail(g37,11,4,10,4)
 L label_tail(g37,10,8,11,8)
 L label_tail(g37,11,8,10,8)
 G label_order(g1,0,2,0,1)
 G label_order(g1,0,2,0,3)
 G label_order(g2,0,4,0,3)
 G label_order(g2,0,4,0,5)
 G label_order(g3,0,5,0,6)
 G label_order(g3,0,6,0,5)
 G label_order(g3,0,7,0,6)
 G label_order(g3,0,8,0,9)
 G label_order(g3,0,9,0,10)
 G label_order(g3,0,10,0,9)
 G label_order(g5,1,1,1,0)
 G label_order(g5,1,2,1,3)
 G label_order(g5,1,1,0,1)
 G label_order(g5,0,3,1,3)
 G label_order(g5,1,3,0,3)
 G label_order(g5,1,0,2,0)
 G label_order(g5,2,0,1,0)
 G label_order(g5,1,2,2,2)
 G label_order(g6,0,5,0,6)
 G label_order(g6,0,6,0,5)
 G label_order(g6,2,6,2,7)
 G label_order(g6,2,7,2,6)
 G label_order(g6,1,6,0,6)
 G label_order(g6,1,6,2,6)
 G label_order(g7,1,10,1,9)
 G label_order(g7,1,10,1,11)
 G label_order(g7,1,10,0,10)
 G label_order(g7,1,10,2,10)
 G label_order(g8,1,4,1,3)
 G label_order(g8,2,5,2,6)
 G label_order(g8,0,3,1,3)
 G label_order(g8,1,3,0,3)
 G label_order(g8,1,5,0,5)
 G label_order(g8,2,4,3,4)
 G label_order(g8,2,6,3,6)
 G label_order(g8,3,6,2,6)
 G label_order(g9,2,1,2,0)
 G label_order(g9,2,1,2,2)
 G label_order(g10,1,7,1,8)
 G label_order(g10,1,8,1,7)
 G label_order(g10,2,8,2,7)
 G label_order(g10,2,9,2,10)
 G label_order(g10,3,9,3,10)
 G label_order(g10,3,10,3,9)
 G label_order(g10,1,7,2,7)
 G label_order(g10,2,7,1,7)
 G label_order(g10,2,8,1,8)
 G label_order(g10,2,9,3,9)
 G label_order(g10,2,10,3,10)
 G label_order(g10,3,10,2,10)
 G label_order(g11,2,11,1,11)
 G label_order(g11,2,11,3,11)
 G label_order(g12,2,3,2,2)
 G label_order(g12,3,3,3,4)
 G label_order(g12,2,3,1,3)
 G label_order(g12,3,3,4,3)
 G label_order(g13,1,0,2,0)
 G label_order(g13,2,0,1,0)
 G label_order(g13,3,0,2,0)
 G label_order(g13,3,0,4,0)
 G label_order(g13,4,0,5,0)
 G label_order(g13,5,0,4,0)
 G label_order(g14,3,2,2,2)
 G label_order(g14,3,2,4,2)
 G label_order(g15,2,6,2,7)
 G label_order(g15,2,7,2,6)
 G label_order(g15,3,5,3,4)
 G label_order(g15,3,5,3,6)
 G label_order(g15,4,3,4,4)
 G label_order(g15,4,4,4,3)
 G label_order(g15,2,6,3,6)
 G label_order(g15,3,6,2,6)
 G label_order(g15,3,4,4,4)
 G label_order(g15,4,4,3,4)
 G label_order(g16,3,6,3,7)
 G label_order(g16,3,7,3,6)
 G label_order(g16,3,8,3,7)
 G label_order(g16,4,8,4,9)
 G label_order(g16,4,9,4,10)
 G label_order(g16,4,10,4,9)
 G label_order(g16,2,7,3,7)
 G label_order(g16,3,7,2,7)
 G label_order(g16,4,9,5,9)
 G label_order(g16,5,9,4,9)
 G label_order(g17,2,6,2,7)
 G label_order(g17,2,7,2,6)
 G label_order(g17,3,9,3,10)
 G label_order(g17,3,10,3,9)
 G label_order(g17,3,10,3,11)
 G label_order(g17,3,11,3,10)
 G label_order(g17,4,4,4,5)
 G label_order(g17,4,5,4,4)
 G label_order(g17,4,6,4,5)
 G label_order(g17,5,7,5,8)
 G label_order(g17,5,8,5,9)
 G label_order(g17,5,9,5,8)
 G label_order(g17,6,2,6,3)
 G label_order(g17,6,3,6,2)
 G label_order(g17,6,3,6,4)
 G label_order(g17,6,4,6,3)
 G label_order(g17,7,6,7,7)
 G label_order(g17,7,7,7,6)
 G label_order(g17,1,7,2,7)
 G label_order(g17,2,7,1,7)
 G label_order(g17,2,6,3,6)
 G label_order(g17,3,6,2,6)
 G label_order(g17,4,6,3,6)
 G label_order(g17,3,9,4,9)
 G label_order(g17,4,9,3,9)
 G label_order(g17,4,4,5,4)
 G label_order(g17,5,4,4,4)
 G label_order(g17,4,9,5,9)
 G label_order(g17,5,9,4,9)
 G label_order(g17,5,4,6,4)
 G label_order(g17,6,4,5,4)
 G label_order(g17,5,7,6,7)
 G label_order(g17,6,7,7,7)
 G label_order(g17,7,7,6,7)
 G label_order(g17,7,6,8,6)
 G label_order(g17,8,6,7,6)
 G label_order(g18,4,11,3,11)
 G label_order(g18,5,11,6,11)
 G label_order(g19,4,1,4,2)
 G label_order(g19,4,2,4,1)
 G label_order(g19,4,2,4,3)
 G label_order(g19,4,3,4,2)
 G label_order(g19,4,3,4,4)
 G label_order(g19,4,4,4,3)
 G label_order(g19,4,4,4,5)
 G label_order(g19,4,5,4,4)
 G label_order(g19,5,1,5,2)
 G label_order(g19,5,2,5,1)
 G label_order(g19,5,3,5,2)
 G label_order(g19,5,3,5,4)
 G label_order(g19,5,4,5,5)
 G label_order(g19,5,5,5,4)
 G label_order(g19,6,1,6,2)
 G label_order(g19,6,2,6,1)
 G label_order(g19,6,2,6,3)
 G label_order(g19,6,3,6,2)
 G label_order(g19,6,3,6,4)
 G label_order(g19,6,4,6,3)
 G label_order(g19,6,4,6,5)
 G label_order(g19,6,5,6,4)
 G label_order(g19,3,1,4,1)
 G label_order(g19,4,1,3,1)
 G label_order(g19,4,1,5,1)
 G label_order(g19,5,1,4,1)
 G label_order(g19,4,2,5,2)
 G label_order(g19,5,2,4,2)
 G label_order(g19,5,3,4,3)
 G label_order(g19,4,4,5,4)
 G label_order(g19,5,4,4,4)
 G label_order(g19,4,5,5,5)
 G label_order(g19,5,5,4,5)
 G label_order(g19,5,1,6,1)
 G label_order(g19,6,1,5,1)
 G label_order(g19,5,2,6,2)
 G label_order(g19,6,2,5,2)
 G label_order(g19,5,3,6,3)
 G label_order(g19,5,4,6,4)
 G label_order(g19,6,4,5,4)
 G label_order(g19,5,5,6,5)
 G label_order(g19,6,5,5,5)
 G label_order(g19,6,5,7,5)
 G label_order(g19,7,5,6,5)
 G label_order(g20,3,9,3,10)
 G label_order(g20,3,10,3,9)
 G label_order(g20,3,10,3,11)
 G label_order(g20,3,11,3,10)
 G label_order(g20,4,9,4,10)
 G label_order(g20,4,10,4,9)
 G label_order(g20,6,10,6,11)
 G label_order(g20,6,11,6,10)
 G label_order(g20,7,9,7,10)
 G label_order(g20,7,10,7,9)
 G label_order(g20,7,10,7,11)
 G label_order(g20,7,11,7,10)
 G label_order(g20,3,9,4,9)
 G label_order(g20,4,9,3,9)
 G label_order(g20,3,10,4,10)
 G label_order(g20,4,10,3,10)
 G label_order(g20,5,10,4,10)
 G label_order(g20,5,10,6,10)
 G label_order(g20,6,10,7,10)
 G label_order(g20,7,10,6,10)
 G label_order(g20,6,11,7,11)
 G label_order(g20,7,11,6,11)
 G label_order(g22,4,3,4,4)
 G label_order(g22,4,4,4,3)
 G label_order(g22,4,4,4,5)
 G label_order(g22,4,5,4,4)
 G label_order(g22,6,4,6,5)
 G label_order(g22,6,5,6,4)
 G label_order(g22,6,6,6,5)
 G label_order(g22,6,6,6,7)
 G label_order(g22,6,7,6,8)
 G label_order(g22,6,8,6,7)
 G label_order(g22,8,7,8,8)
 G label_order(g22,8,8,8,7)
 G label_order(g22,8,8,8,9)
 G label_order(g22,8,9,8,8)
 G label_order(g22,3,4,4,4)
 G label_order(g22,4,4,3,4)
 G label_order(g22,4,5,5,5)
 G label_order(g22,5,5,4,5)
 G label_order(g22,5,5,6,5)
 G label_order(g22,6,5,5,5)
 G label_order(g22,5,8,6,8)
 G label_order(g22,6,8,5,8)
 G label_order(g22,6,4,7,4)
 G label_order(g22,7,4,6,4)
 G label_order(g22,6,7,7,7)
 G label_order(g22,7,7,6,7)
 G label_order(g22,7,7,8,7)
 G label_order(g22,8,7,7,7)
 G label_order(g22,8,8,9,8)
 G label_order(g22,9,8,8,8)
 G label_order(g23,4,9,4,10)
 G label_order(g23,4,10,4,9)
 G label_order(g23,5,8,5,9)
 G label_order(g23,5,9,5,8)
 G label_order(g23,6,7,6,8)
 G label_order(g23,6,8,6,7)
 G label_order(g23,6,9,6,8)
 G label_order(g23,6,9,6,10)
 G label_order(g23,6,10,6,11)
 G label_order(g23,6,11,6,10)
 G label_order(g23,7,9,7,10)
 G label_order(g23,7,10,7,9)
 G label_order(g23,8,8,8,9)
 G label_order(g23,8,9,8,8)
 G label_order(g23,2,10,3,10)
 G label_order(g23,3,10,2,10)
 G label_order(g23,3,10,4,10)
 G label_order(g23,4,10,3,10)
 G label_order(g23,4,9,5,9)
 G label_order(g23,5,9,4,9)
 G label_order(g23,5,8,6,8)
 G label_order(g23,6,8,5,8)
 G label_order(g23,6,9,5,9)
 G label_order(g23,6,9,7,9)
 G label_order(g23,6,10,7,10)
 G label_order(g23,7,10,6,10)
 G label_order(g23,7,9,8,9)
 G label_order(g23,8,9,7,9)
 G label_order(g23,8,8,9,8)
 G label_order(g23,9,8,8,8)
 G label_order(g23,9,8,10,8)
 G label_order(g23,10,8,9,8)
 G label_order(g25,7,2,7,1)
 G label_order(g25,7,3,7,4)
 G label_order(g25,6,1,7,1)
 G label_order(g25,7,1,6,1)
 G label_order(g25,7,3,6,3)
 G label_order(g25,7,2,8,2)
 G label_order(g25,7,4,8,4)
 G label_order(g25,8,4,7,4)
 G label_order(g26,6,7,6,8)
 G label_order(g26,6,8,6,7)
 G label_order(g26,7,5,7,6)
 G label_order(g26,7,6,7,5)
 G label_order(g26,7,6,7,7)
 G label_order(g26,7,7,7,6)
 G label_order(g26,7,8,7,7)
 G label_order(g26,7,8,7,9)
 G label_order(g26,7,9,7,10)
 G label_order(g26,7,10,7,9)
 G label_order(g26,7,10,7,11)
 G label_order(g26,7,11,7,10)
 G label_order(g26,8,8,8,9)
 G label_order(g26,8,9,8,8)
 G label_order(g26,5,8,6,8)
 G label_order(g26,6,8,5,8)
 G label_order(g26,6,7,7,7)
 G label_order(g26,7,7,6,7)
 G label_order(g26,7,8,6,8)
 G label_order(g26,6,10,7,10)
 G label_order(g26,7,10,6,10)
 G label_order(g26,7,6,8,6)
 G label_order(g26,8,6,7,6)
 G label_order(g26,7,8,8,8)
 G label_order(g26,7,9,8,9)
 G label_order(g26,8,9,7,9)
 G label_order(g26,8,8,9,8)
 G label_order(g26,9,8,8,8)
 G label_order(g27,5,0,5,1)
 G label_order(g27,5,1,5,0)
 G label_order(g27,11,0,11,1)
 G label_order(g27,11,1,11,0)
 G label_order(g27,5,1,6,1)
 G label_order(g27,6,1,5,1)
 G label_order(g27,6,1,7,1)
 G label_order(g27,7,1,6,1)
 G label_order(g27,8,1,7,1)
 G label_order(g27,8,0,9,0)
 G label_order(g27,9,0,10,0)
 G label_order(g27,10,0,9,0)
 G label_order(g27,10,0,11,0)
 G label_order(g27,11,0,10,0)
 G label_order(g28,8,3,8,2)
 G label_order(g28,8,3,8,4)
 G label_order(g28,7,4,8,4)
 G label_order(g28,8,4,7,4)
 G label_order(g28,8,2,9,2)
 G label_order(g28,9,2,8,2)
 G label_order(g29,7,4,7,5)
 G label_order(g29,7,5,7,4)
 G label_order(g29,8,5,8,4)
 G label_order(g29,8,5,8,6)
 G label_order(g29,9,5,9,6)
 G label_order(g29,9,6,9,5)
 G label_order(g29,5,5,6,5)
 G label_order(g29,6,5,5,5)
 G label_order(g29,6,5,7,5)
 G label_order(g29,7,5,6,5)
 G label_order(g29,7,4,8,4)
 G label_order(g29,8,4,7,4)
 G label_order(g29,8,5,7,5)
 G label_order(g29,8,5,9,5)
 G label_order(g29,8,6,9,6)
 G label_order(g29,9,6,8,6)
 G label_order(g29,9,5,10,5)
 G label_order(g29,10,5,9,5)
 G label_order(g29,10,5,11,5)
 G label_order(g29,11,5,10,5)
 G label_order(g30,7,9,7,10)
 G label_order(g30,7,10,7,9)
 G label_order(g30,10,10,10,11)
 G label_order(g30,10,11,10,10)
 G label_order(g30,8,10,7,10)
 G label_order(g30,9,10,10,10)
 G label_order(g31,8,11,7,11)
 G label_order(g31,9,11,10,11)
 G label_order(g32,9,1,9,0)
 G label_order(g32,9,1,9,2)
 G label_order(g32,8,2,9,2)
 G label_order(g32,9,2,8,2)
 G label_order(g32,9,0,10,0)
 G label_order(g32,10,0,9,0)
 G label_order(g33,9,2,9,3)
 G label_order(g33,9,3,9,2)
 G label_order(g33,9,4,9,3)
 G label_order(g33,9,4,9,5)
 G label_order(g33,9,5,9,6)
 G label_order(g33,9,6,9,5)
 G label_order(g33,7,4,8,4)
 G label_order(g33,8,4,7,4)
 G label_order(g33,9,4,8,4)
 G label_order(g33,9,4,10,4)
 G label_order(g33,10,4,11,4)
 G label_order(g33,11,4,10,4)
 G label_order(g34,7,5,7,6)
 G label_order(g34,7,6,7,5)
 G label_order(g34,8,6,8,7)
 G label_order(g34,8,7,8,6)
 G label_order(g34,9,7,9,6)
 G label_order(g34,9,7,9,8)
 G label_order(g34,10,7,10,8)
 G label_order(g34,10,8,10,7)
 G label_order(g34,11,8,11,9)
 G label_order(g34,11,9,11,8)
 G label_order(g34,7,6,8,6)
 G label_order(g34,8,6,7,6)
 G label_order(g34,8,6,9,6)
 G label_order(g34,9,6,8,6)
 G label_order(g34,9,7,8,7)
 G label_order(g34,9,7,10,7)
 G label_order(g34,9,8,10,8)
 G label_order(g34,10,8,9,8)
 G label_order(g34,10,8,11,8)
 G label_order(g34,11,8,10,8)
 G label_order(g35,9,9,9,8)
 G label_order(g35,10,9,10,10)
 G label_order(g35,9,9,8,9)
 G label_order(g35,10,9,11,9)
 G label_order(g36,10,0,10,1)
 G label_order(g36,10,1,10,0)
 G label_order(g36,10,2,10,1)
 G label_order(g36,10,3,10,4)
 G label_order(g36,10,4,10,5)
 G label_order(g36,10,5,10,4)
 G label_order(g36,11,0,11,1)
 G label_order(g36,11,1,11,0)
 G label_order(g36,11,2,11,1)
 G label_order(g36,11,3,11,4)
 G label_order(g36,11,4,11,5)
 G label_order(g36,11,5,11,4)
 G label_order(g36,10,0,11,0)
 G label_order(g36,11,0,10,0)
 G label_order(g36,10,1,11,1)
 G label_order(g36,11,1,10,1)
 G label_order(g36,10,4,11,4)
 G label_order(g36,11,4,10,4)
 G label_order(g36,10,5,11,5)
 G label_order(g36,11,5,10,5)
 G label_order(g37,10,6,10,7)
 G label_order(g37,10,7,10,8)
 G label_order(g37,10,8,10,7)
 G label_order(g37,11,4,11,5)
 G label_order(g37,11,5,11,4)
 G label_order(g37,11,6,11,5)
 G label_order(g37,10,4,11,4)
 G label_order(g37,11,4,10,4)
 G label_order(g37,10,8,11,8)
 G label_order(g37,11,8,10,8)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) centre(0,0,g0) 1
    x(0,1,g1) cover(0,1) 1
    x(0,1,g1) symmetry(0,1,g1) 1
    x(0,1,g1) label_pred(g1,0,1) -1
    x(0,2,g1) cover(0,2) 1
    x(0,2,g1) centre(0,2,g1) 1
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) symmetry(0,1,g1) -1
    x(0,3,g1) label_pred(g1,0,3) -1
    x(0,3,g2) cover(0,3) 1
    x(0,3,g2) symmetry(0,3,g2) 1
    x(0,3,g2) label_pred(g2,0,3) -1
    x(0,4,g2) cover(0,4) 1
    x(0,4,g2) centre(0,4,g2) 1
    x(0,5,g2) cover(0,5) 1
    x(0,5,g2) symmetry(0,3,g2) -1
    x(0,5,g2) label_pred(g2,0,5) -1
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) label_pred(g3,0,5) -1
    x(0,5,g3) label_tail(g3,0,5,0,6) -1
    x(0,6,g3) cover(0,6) 1
    x(0,6,g3) symmetry(0,6,g3) 1
    x(0,6,g3) label_pred(g3,0,6) -1
    x(0,6,g3) label_tail(g3,0,6,0,5) -1
    x(0,7,g3) cover(0,7) 1
    x(0,7,g3) centre(0,7,g3) 1
    x(0,7,g3) symmetry(0,7,g3) 1
    x(0,8,g3) cover(0,8) 1
    x(0,8,g3) centre(0,8,g3) 1
    x(0,8,g3) symmetry(0,7,g3) -1
    x(0,9,g3) cover(0,9) 1
    x(0,9,g3) symmetry(0,6,g3) -1
    x(0,9,g3) label_pred(g3,0,9) -1
    x(0,9,g3) label_tail(g3,0,9,0,10) -1
    x(0,10,g3) cover(0,10) 1
    x(0,10,g3) symmetry(0,5,g3) -1
    x(0,10,g3) label_pred(g3,0,10) -1
    x(0,10,g3) label_tail(g3,0,10,0,9) -1
    x(0,11,g4) cover(0,11) 1
    x(0,11,g4) centre(0,11,g4) 1
    x(0,1,g5) cover(0,1) 1
    x(0,1,g5) symmetry(0,1,g5) 1
    x(0,1,g5) label_pred(g5,0,1) -1
    x(0,3,g5) cover(0,3) 1
    x(0,3,g5) symmetry(0,3,g5) 1
    x(0,3,g5) label_pred(g5,0,3) -1
    x(0,3,g5) label_tail(g5,0,3,1,3) -1
    x(1,0,g5) cover(1,0) 1
    x(1,0,g5) symmetry(1,0,g5) 1
    x(1,0,g5) label_pred(g5,1,0) -1
    x(1,0,g5) label_tail(g5,1,0,2,0) -1
    x(1,1,g5) cover(1,1) 1
    x(1,1,g5) centre(1,1,g5) 1
    x(1,1,g5) symmetry(1,1,g5) 1
    x(1,2,g5) cover(1,2) 1
    x(1,2,g5) centre(1,2,g5) 1
    x(1,2,g5) symmetry(1,1,g5) -1
    x(1,3,g5) cover(1,3) 1
    x(1,3,g5) symmetry(1,0,g5) -1
    x(1,3,g5) label_pred(g5,1,3) -1
    x(1,3,g5) label_tail(g5,1,3,0,3) -1
    x(2,0,g5) cover(2,0) 1
    x(2,0,g5) symmetry(0,3,g5) -1
    x(2,0,g5) label_pred(g5,2,0) -1
    x(2,0,g5) label_tail(g5,2,0,1,0) -1
    x(2,2,g5) cover(2,2) 1
    x(2,2,g5) symmetry(0,1,g5) -1
    x(2,2,g5) label_pred(g5,2,2) -1
    x(0,5,g6) cover(0,5) 1
    x(0,5,g6) symmetry(0,5,g6) 1
    x(0,5,g6) label_pred(g6,0,5) -1
    x(0,5,g6) label_tail(g6,0,5,0,6) -1
    x(0,6,g6) cover(0,6) 1
    x(0,6,g6) symmetry(0,6,g6) 1
    x(0,6,g6) label_pred(g6,0,6) -1
    x(0,6,g6) label_tail(g6,0,6,0,5) -1
    x(1,6,g6) cover(1,6) 1
    x(1,6,g6) centre(1,6,g6) 1
    x(2,6,g6) cover(2,6) 1
    x(2,6,g6) symmetry(0,6,g6) -1
    x(2,6,g6) label_pred(g6,2,6) -1
    x(2,6,g6) label_tail(g6,2,6,2,7) -1
    x(2,7,g6) cover(2,7) 1
    x(2,7,g6) symmetry(0,5,g6) -1
    x(2,7,g6) label_pred(g6,2,7) -1
    x(2,7,g6) label_tail(g6,2,7,2,6) -1
    x(0,10,g7) cover(0,10) 1
    x(0,10,g7) symmetry(0,10,g7) 1
    x(0,10,g7) label_pred(g7,0,10) -1
    x(1,9,g7) cover(1,9) 1
    x(1,9,g7) symmetry(1,9,g7) 1
    x(1,9,g7) label_pred(g7,1,9) -1
    x(1,10,g7) cover(1,10) 1
    x(1,10,g7) centre(1,10,g7) 1
    x(1,11,g7) cover(1,11) 1
    x(1,11,g7) symmetry(1,9,g7) -1
    x(1,11,g7) label_pred(g7,1,11) -1
    x(2,10,g7) cover(2,10) 1
    x(2,10,g7) symmetry(0,10,g7) -1
    x(2,10,g7) label_pred(g7,2,10) -1
    x(0,3,g8) cover(0,3) 1
    x(0,3,g8) symmetry(0,3,g8) 1
    x(0,3,g8) label_pred(g8,0,3) -1
    x(0,3,g8) label_tail(g8,0,3,1,3) -1
    x(0,5,g8) cover(0,5) 1
    x(0,5,g8) symmetry(0,5,g8) 1
    x(0,5,g8) label_pred(g8,0,5) -1
    x(1,3,g8) cover(1,3) 1
    x(1,3,g8) symmetry(1,3,g8) 1
    x(1,3,g8) label_pred(g8,1,3) -1
    x(1,3,g8) label_tail(g8,1,3,0,3) -1
    x(1,4,g8) cover(1,4) 1
    x(1,4,g8) centre(1,4,g8) 1
    x(1,4,g8) symmetry(1,4,g8) 1
    x(1,5,g8) cover(1,5) 1
    x(1,5,g8) centre(1,5,g8) 1
    x(1,5,g8) symmetry(1,5,g8) 1
    x(2,4,g8) cover(2,4) 1
    x(2,4,g8) centre(2,4,g8) 1
    x(2,4,g8) symmetry(1,5,g8) -1
    x(2,5,g8) cover(2,5) 1
    x(2,5,g8) centre(2,5,g8) 1
    x(2,5,g8) symmetry(1,4,g8) -1
    x(2,6,g8) cover(2,6) 1
    x(2,6,g8) symmetry(1,3,g8) -1
    x(2,6,g8) label_pred(g8,2,6) -1
    x(2,6,g8) label_tail(g8,2,6,3,6) -1
    x(3,4,g8) cover(3,4) 1
    x(3,4,g8) symmetry(0,5,g8) -1
    x(3,4,g8) label_pred(g8,3,4) -1
    x(3,6,g8) cover(3,6) 1
    x(3,6,g8) symmetry(0,3,g8) -1
    x(3,6,g8) label_pred(g8,3,6) -1
    x(3,6,g8) label_tail(g8,3,6,2,6) -1
    x(2,0,g9) cover(2,0) 1
    x(2,0,g9) symmetry(2,0,g9) 1
    x(2,0,g9) label_pred(g9,2,0) -1
    x(2,1,g9) cover(2,1) 1
    x(2,1,g9) centre(2,1,g9) 1
    x(2,2,g9) cover(2,2) 1
    x(2,2,g9) symmetry(2,0,g9) -1
    x(2,2,g9) label_pred(g9,2,2) -1
    x(1,7,g10) cover(1,7) 1
    x(1,7,g10) symmetry(1,7,g10) 1
    x(1,7,g10) label_pred(g10,1,7) -1
    x(1,7,g10) label_tail(g10,1,7,1,8) -1
    x(1,7,g10) label_tail(g10,1,7,2,7) -1
    x(1,8,g10) cover(1,8) 1
    x(1,8,g10) symmetry(1,8,g10) 1
    x(1,8,g10) label_pred(g10,1,8) -1
    x(1,8,g10) label_tail(g10,1,8,1,7) -1
    x(2,7,g10) cover(2,7) 1
    x(2,7,g10) symmetry(2,7,g10) 1
    x(2,7,g10) label_pred(g10,2,7) -1
    x(2,7,g10) label_tail(g10,2,7,1,7) -1
    x(2,8,g10) cover(2,8) 1
    x(2,8,g10) centre(2,8,g10) 1
    x(2,8,g10) symmetry(2,8,g10) 1
    x(2,9,g10) cover(2,9) 1
    x(2,9,g10) centre(2,9,g10) 1
    x(2,9,g10) symmetry(2,8,g10) -1
    x(2,10,g10) cover(2,10) 1
    x(2,10,g10) symmetry(2,7,g10) -1
    x(2,10,g10) label_pred(g10,2,10) -1
    x(2,10,g10) label_tail(g10,2,10,3,10) -1
    x(3,9,g10) cover(3,9) 1
    x(3,9,g10) symmetry(1,8,g10) -1
    x(3,9,g10) label_pred(g10,3,9) -1
    x(3,9,g10) label_tail(g10,3,9,3,10) -1
    x(3,10,g10) cover(3,10) 1
    x(3,10,g10) symmetry(1,7,g10) -1
    x(3,10,g10) label_pred(g10,3,10) -1
    x(3,10,g10) label_tail(g10,3,10,3,9) -1
    x(3,10,g10) label_tail(g10,3,10,2,10) -1
    x(1,11,g11) cover(1,11) 1
    x(1,11,g11) symmetry(1,11,g11) 1
    x(1,11,g11) label_pred(g11,1,11) -1
    x(2,11,g11) cover(2,11) 1
    x(2,11,g11) centre(2,11,g11) 1
    x(3,11,g11) cover(3,11) 1
    x(3,11,g11) symmetry(1,11,g11) -1
    x(3,11,g11) label_pred(g11,3,11) -1
    x(1,3,g12) cover(1,3) 1
    x(1,3,g12) symmetry(1,3,g12) 1
    x(1,3,g12) label_pred(g12,1,3) -1
    x(2,2,g12) cover(2,2) 1
    x(2,2,g12) symmetry(2,2,g12) 1
    x(2,2,g12) label_pred(g12,2,2) -1
    x(2,3,g12) cover(2,3) 1
    x(2,3,g12) centre(2,3,g12) 1
    x(2,3,g12) symmetry(2,3,g12) 1
    x(3,3,g12) cover(3,3) 1
    x(3,3,g12) centre(3,3,g12) 1
    x(3,3,g12) symmetry(2,3,g12) -1
    x(3,4,g12) cover(3,4) 1
    x(3,4,g12) symmetry(2,2,g12) -1
    x(3,4,g12) label_pred(g12,3,4) -1
    x(4,3,g12) cover(4,3) 1
    x(4,3,g12) symmetry(1,3,g12) -1
    x(4,3,g12) label_pred(g12,4,3) -1
    x(1,0,g13) cover(1,0) 1
    x(1,0,g13) symmetry(1,0,g13) 1
    x(1,0,g13) label_pred(g13,1,0) -1
    x(1,0,g13) label_tail(g13,1,0,2,0) -1
    x(2,0,g13) cover(2,0) 1
    x(2,0,g13) symmetry(2,0,g13) 1
    x(2,0,g13) label_pred(g13,2,0) -1
    x(2,0,g13) label_tail(g13,2,0,1,0) -1
    x(3,0,g13) cover(3,0) 1
    x(3,0,g13) centre(3,0,g13) 1
    x(4,0,g13) cover(4,0) 1
    x(4,0,g13) symmetry(2,0,g13) -1
    x(4,0,g13) label_pred(g13,4,0) -1
    x(4,0,g13) label_tail(g13,4,0,5,0) -1
    x(5,0,g13) cover(5,0) 1
    x(5,0,g13) symmetry(1,0,g13) -1
    x(5,0,g13) label_pred(g13,5,0) -1
    x(5,0,g13) label_tail(g13,5,0,4,0) -1
    x(2,2,g14) cover(2,2) 1
    x(2,2,g14) symmetry(2,2,g14) 1
    x(2,2,g14) label_pred(g14,2,2) -1
    x(3,2,g14) cover(3,2) 1
    x(3,2,g14) centre(3,2,g14) 1
    x(4,2,g14) cover(4,2) 1
    x(4,2,g14) symmetry(2,2,g14) -1
    x(4,2,g14) label_pred(g14,4,2) -1
    x(2,6,g15) cover(2,6) 1
    x(2,6,g15) symmetry(2,6,g15) 1
    x(2,6,g15) label_pred(g15,2,6) -1
    x(2,6,g15) label_tail(g15,2,6,2,7) -1
    x(2,6,g15) label_tail(g15,2,6,3,6) -1
    x(2,7,g15) cover(2,7) 1
    x(2,7,g15) symmetry(2,7,g15) 1
    x(2,7,g15) label_pred(g15,2,7) -1
    x(2,7,g15) label_tail(g15,2,7,2,6) -1
    x(3,4,g15) cover(3,4) 1
    x(3,4,g15) symmetry(3,4,g15) 1
    x(3,4,g15) label_pred(g15,3,4) -1
    x(3,4,g15) label_tail(g15,3,4,4,4) -1
    x(3,5,g15) cover(3,5) 1
    x(3,5,g15) centre(3,5,g15) 1
    x(3,6,g15) cover(3,6) 1
    x(3,6,g15) symmetry(3,4,g15) -1
    x(3,6,g15) label_pred(g15,3,6) -1
    x(3,6,g15) label_tail(g15,3,6,2,6) -1
    x(4,3,g15) cover(4,3) 1
    x(4,3,g15) symmetry(2,7,g15) -1
    x(4,3,g15) label_pred(g15,4,3) -1
    x(4,3,g15) label_tail(g15,4,3,4,4) -1
    x(4,4,g15) cover(4,4) 1
    x(4,4,g15) symmetry(2,6,g15) -1
    x(4,4,g15) label_pred(g15,4,4) -1
    x(4,4,g15) label_tail(g15,4,4,4,3) -1
    x(4,4,g15) label_tail(g15,4,4,3,4) -1
    x(2,7,g16) cover(2,7) 1
    x(2,7,g16) symmetry(2,7,g16) 1
    x(2,7,g16) label_pred(g16,2,7) -1
    x(2,7,g16) label_tail(g16,2,7,3,7) -1
    x(3,6,g16) cover(3,6) 1
    x(3,6,g16) symmetry(3,6,g16) 1
    x(3,6,g16) label_pred(g16,3,6) -1
    x(3,6,g16) label_tail(g16,3,6,3,7) -1
    x(3,7,g16) cover(3,7) 1
    x(3,7,g16) symmetry(3,7,g16) 1
    x(3,7,g16) label_pred(g16,3,7) -1
    x(3,7,g16) label_tail(g16,3,7,3,6) -1
    x(3,7,g16) label_tail(g16,3,7,2,7) -1
    x(3,8,g16) cover(3,8) 1
    x(3,8,g16) centre(3,8,g16) 1
    x(3,8,g16) symmetry(3,8,g16) 1
    x(4,8,g16) cover(4,8) 1
    x(4,8,g16) centre(4,8,g16) 1
    x(4,8,g16) symmetry(3,8,g16) -1
    x(4,9,g16) cover(4,9) 1
    x(4,9,g16) symmetry(3,7,g16) -1
    x(4,9,g16) label_pred(g16,4,9) -1
    x(4,9,g16) label_tail(g16,4,9,4,10) -1
    x(4,9,g16) label_tail(g16,4,9,5,9) -1
    x(4,10,g16) cover(4,10) 1
    x(4,10,g16) symmetry(3,6,g16) -1
    x(4,10,g16) label_pred(g16,4,10) -1
    x(4,10,g16) label_tail(g16,4,10,4,9) -1
    x(5,9,g16) cover(5,9) 1
    x(5,9,g16) symmetry(2,7,g16) -1
    x(5,9,g16) label_pred(g16,5,9) -1
    x(5,9,g16) label_tail(g16,5,9,4,9) -1
    x(1,7,g17) cover(1,7) 1
    x(1,7,g17) symmetry(1,7,g17) 1
    x(1,7,g17) label_pred(g17,1,7) -1
    x(1,7,g17) label_tail(g17,1,7,2,7) -1
    x(2,6,g17) cover(2,6) 1
    x(2,6,g17) symmetry(2,6,g17) 1
    x(2,6,g17) label_pred(g17,2,6) -1
    x(2,6,g17) label_tail(g17,2,6,2,7) -1
    x(2,6,g17) label_tail(g17,2,6,3,6) -1
    x(2,7,g17) cover(2,7) 1
    x(2,7,g17) symmetry(2,7,g17) 1
    x(2,7,g17) label_pred(g17,2,7) -1
    x(2,7,g17) label_tail(g17,2,7,2,6) -1
    x(2,7,g17) label_tail(g17,2,7,1,7) -1
    x(3,6,g17) cover(3,6) 1
    x(3,6,g17) symmetry(3,6,g17) 1
    x(3,6,g17) label_pred(g17,3,6) -1
    x(3,6,g17) label_tail(g17,3,6,2,6) -1
    x(3,9,g17) cover(3,9) 1
    x(3,9,g17) symmetry(3,9,g17) 1
    x(3,9,g17) label_pred(g17,3,9) -1
    x(3,9,g17) label_tail(g17,3,9,3,10) -1
    x(3,9,g17) label_tail(g17,3,9,4,9) -1
    x(3,10,g17) cover(3,10) 1
    x(3,10,g17) symmetry(3,10,g17) 1
    x(3,10,g17) label_pred(g17,3,10) -1
    x(3,10,g17) label_tail(g17,3,10,3,9) -1
    x(3,10,g17) label_tail(g17,3,10,3,11) -1
    x(3,11,g17) cover(3,11) 1
    x(3,11,g17) symmetry(3,11,g17) 1
    x(3,11,g17) label_pred(g17,3,11) -1
    x(3,11,g17) label_tail(g17,3,11,3,10) -1
    x(4,4,g17) cover(4,4) 1
    x(4,4,g17) symmetry(4,4,g17) 1
    x(4,4,g17) label_pred(g17,4,4) -1
    x(4,4,g17) label_tail(g17,4,4,4,5) -1
    x(4,4,g17) label_tail(g17,4,4,5,4) -1
    x(4,5,g17) cover(4,5) 1
    x(4,5,g17) symmetry(4,5,g17) 1
    x(4,5,g17) label_pred(g17,4,5) -1
    x(4,5,g17) label_tail(g17,4,5,4,4) -1
    x(4,6,g17) cover(4,6) 1
    x(4,6,g17) centre(4,6,g17) 1
    x(4,6,g17) symmetry(4,6,g17) 1
    x(4,7,g17) cover(4,7) 1
    x(4,7,g17) centre(4,7,g17) 1
    x(4,7,g17) symmetry(4,7,g17) 1
    x(4,9,g17) cover(4,9) 1
    x(4,9,g17) symmetry(4,9,g17) 1
    x(4,9,g17) label_pred(g17,4,9) -1
    x(4,9,g17) label_tail(g17,4,9,3,9) -1
    x(4,9,g17) label_tail(g17,4,9,5,9) -1
    x(5,4,g17) cover(5,4) 1
    x(5,4,g17) symmetry(4,9,g17) -1
    x(5,4,g17) label_pred(g17,5,4) -1
    x(5,4,g17) label_tail(g17,5,4,4,4) -1
    x(5,4,g17) label_tail(g17,5,4,6,4) -1
    x(5,6,g17) cover(5,6) 1
    x(5,6,g17) centre(5,6,g17) 1
    x(5,6,g17) symmetry(4,7,g17) -1
    x(5,7,g17) cover(5,7) 1
    x(5,7,g17) centre(5,7,g17) 1
    x(5,7,g17) symmetry(4,6,g17) -1
    x(5,8,g17) cover(5,8) 1
    x(5,8,g17) symmetry(4,5,g17) -1
    x(5,8,g17) label_pred(g17,5,8) -1
    x(5,8,g17) label_tail(g17,5,8,5,9) -1
    x(5,9,g17) cover(5,9) 1
    x(5,9,g17) symmetry(4,4,g17) -1
    x(5,9,g17) label_pred(g17,5,9) -1
    x(5,9,g17) label_tail(g17,5,9,5,8) -1
    x(5,9,g17) label_tail(g17,5,9,4,9) -1
    x(6,2,g17) cover(6,2) 1
    x(6,2,g17) symmetry(3,11,g17) -1
    x(6,2,g17) label_pred(g17,6,2) -1
    x(6,2,g17) label_tail(g17,6,2,6,3) -1
    x(6,3,g17) cover(6,3) 1
    x(6,3,g17) symmetry(3,10,g17) -1
    x(6,3,g17) label_pred(g17,6,3) -1
    x(6,3,g17) label_tail(g17,6,3,6,2) -1
    x(6,3,g17) label_tail(g17,6,3,6,4) -1
    x(6,4,g17) cover(6,4) 1
    x(6,4,g17) symmetry(3,9,g17) -1
    x(6,4,g17) label_pred(g17,6,4) -1
    x(6,4,g17) label_tail(g17,6,4,6,3) -1
    x(6,4,g17) label_tail(g17,6,4,5,4) -1
    x(6,7,g17) cover(6,7) 1
    x(6,7,g17) symmetry(3,6,g17) -1
    x(6,7,g17) label_pred(g17,6,7) -1
    x(6,7,g17) label_tail(g17,6,7,7,7) -1
    x(7,6,g17) cover(7,6) 1
    x(7,6,g17) symmetry(2,7,g17) -1
    x(7,6,g17) label_pred(g17,7,6) -1
    x(7,6,g17) label_tail(g17,7,6,7,7) -1
    x(7,6,g17) label_tail(g17,7,6,8,6) -1
    x(7,7,g17) cover(7,7) 1
    x(7,7,g17) symmetry(2,6,g17) -1
    x(7,7,g17) label_pred(g17,7,7) -1
    x(7,7,g17) label_tail(g17,7,7,7,6) -1
    x(7,7,g17) label_tail(g17,7,7,6,7) -1
    x(8,6,g17) cover(8,6) 1
    x(8,6,g17) symmetry(1,7,g17) -1
    x(8,6,g17) label_pred(g17,8,6) -1
    x(8,6,g17) label_tail(g17,8,6,7,6) -1
    x(3,11,g18) cover(3,11) 1
    x(3,11,g18) symmetry(3,11,g18) 1
    x(3,11,g18) label_pred(g18,3,11) -1
    x(4,11,g18) cover(4,11) 1
    x(4,11,g18) centre(4,11,g18) 1
    x(4,11,g18) symmetry(4,11,g18) 1
    x(5,11,g18) cover(5,11) 1
    x(5,11,g18) centre(5,11,g18) 1
    x(5,11,g18) symmetry(4,11,g18) -1
    x(6,11,g18) cover(6,11) 1
    x(6,11,g18) symmetry(3,11,g18) -1
    x(6,11,g18) label_pred(g18,6,11) -1
    x(3,1,g19) cover(3,1) 1
    x(3,1,g19) symmetry(3,1,g19) 1
    x(3,1,g19) label_pred(g19,3,1) -1
    x(3,1,g19) label_tail(g19,3,1,4,1) -1
    x(4,1,g19) cover(4,1) 1
    x(4,1,g19) symmetry(4,1,g19) 1
    x(4,1,g19) label_pred(g19,4,1) -1
    x(4,1,g19) label_tail(g19,4,1,4,2) -1
    x(4,1,g19) label_tail(g19,4,1,3,1) -1
    x(4,1,g19) label_tail(g19,4,1,5,1) -1
    x(4,2,g19) cover(4,2) 1
    x(4,2,g19) symmetry(4,2,g19) 1
    x(4,2,g19) label_pred(g19,4,2) -1
    x(4,2,g19) label_tail(g19,4,2,4,1) -1
    x(4,2,g19) label_tail(g19,4,2,4,3) -1
    x(4,2,g19) label_tail(g19,4,2,5,2) -1
    x(4,3,g19) cover(4,3) 1
    x(4,3,g19) symmetry(4,3,g19) 1
    x(4,3,g19) label_pred(g19,4,3) -1
    x(4,3,g19) label_tail(g19,4,3,4,2) -1
    x(4,3,g19) label_tail(g19,4,3,4,4) -1
    x(4,4,g19) cover(4,4) 1
    x(4,4,g19) symmetry(4,4,g19) 1
    x(4,4,g19) label_pred(g19,4,4) -1
    x(4,4,g19) label_tail(g19,4,4,4,3) -1
    x(4,4,g19) label_tail(g19,4,4,4,5) -1
    x(4,4,g19) label_tail(g19,4,4,5,4) -1
    x(4,5,g19) cover(4,5) 1
    x(4,5,g19) symmetry(4,5,g19) 1
    x(4,5,g19) label_pred(g19,4,5) -1
    x(4,5,g19) label_tail(g19,4,5,4,4) -1
    x(4,5,g19) label_tail(g19,4,5,5,5) -1
    x(5,1,g19) cover(5,1) 1
    x(5,1,g19) symmetry(5,1,g19) 1
    x(5,1,g19) label_pred(g19,5,1) -1
    x(5,1,g19) label_tail(g19,5,1,5,2) -1
    x(5,1,g19) label_tail(g19,5,1,4,1) -1
    x(5,1,g19) label_tail(g19,5,1,6,1) -1
    x(5,2,g19) cover(5,2) 1
    x(5,2,g19) symmetry(5,2,g19) 1
    x(5,2,g19) label_pred(g19,5,2) -1
    x(5,2,g19) label_tail(g19,5,2,5,1) -1
    x(5,2,g19) label_tail(g19,5,2,4,2) -1
    x(5,2,g19) label_tail(g19,5,2,6,2) -1
    x(5,3,g19) cover(5,3) 1
    x(5,3,g19) centre(5,3,g19) 1
    x(5,4,g19) cover(5,4) 1
    x(5,4,g19) symmetry(5,2,g19) -1
    x(5,4,g19) label_pred(g19,5,4) -1
    x(5,4,g19) label_tail(g19,5,4,5,5) -1
    x(5,4,g19) label_tail(g19,5,4,4,4) -1
    x(5,4,g19) label_tail(g19,5,4,6,4) -1
    x(5,5,g19) cover(5,5) 1
    x(5,5,g19) symmetry(5,1,g19) -1
    x(5,5,g19) label_pred(g19,5,5) -1
    x(5,5,g19) label_tail(g19,5,5,5,4) -1
    x(5,5,g19) label_tail(g19,5,5,4,5) -1
    x(5,5,g19) label_tail(g19,5,5,6,5) -1
    x(6,1,g19) cover(6,1) 1
    x(6,1,g19) symmetry(4,5,g19) -1
    x(6,1,g19) label_pred(g19,6,1) -1
    x(6,1,g19) label_tail(g19,6,1,6,2) -1
    x(6,1,g19) label_tail(g19,6,1,5,1) -1
    x(6,2,g19) cover(6,2) 1
    x(6,2,g19) symmetry(4,4,g19) -1
    x(6,2,g19) label_pred(g19,6,2) -1
    x(6,2,g19) label_tail(g19,6,2,6,1) -1
    x(6,2,g19) label_tail(g19,6,2,6,3) -1
    x(6,2,g19) label_tail(g19,6,2,5,2) -1
    x(6,3,g19) cover(6,3) 1
    x(6,3,g19) symmetry(4,3,g19) -1
    x(6,3,g19) label_pred(g19,6,3) -1
    x(6,3,g19) label_tail(g19,6,3,6,2) -1
    x(6,3,g19) label_tail(g19,6,3,6,4) -1
    x(6,4,g19) cover(6,4) 1
    x(6,4,g19) symmetry(4,2,g19) -1
    x(6,4,g19) label_pred(g19,6,4) -1
    x(6,4,g19) label_tail(g19,6,4,6,3) -1
    x(6,4,g19) label_tail(g19,6,4,6,5) -1
    x(6,4,g19) label_tail(g19,6,4,5,4) -1
    x(6,5,g19) cover(6,5) 1
    x(6,5,g19) symmetry(4,1,g19) -1
    x(6,5,g19) label_pred(g19,6,5) -1
    x(6,5,g19) label_tail(g19,6,5,6,4) -1
    x(6,5,g19) label_tail(g19,6,5,5,5) -1
    x(6,5,g19) label_tail(g19,6,5,7,5) -1
    x(7,5,g19) cover(7,5) 1
    x(7,5,g19) symmetry(3,1,g19) -1
    x(7,5,g19) label_pred(g19,7,5) -1
    x(7,5,g19) label_tail(g19,7,5,6,5) -1
    x(3,9,g20) cover(3,9) 1
    x(3,9,g20) symmetry(3,9,g20) 1
    x(3,9,g20) label_pred(g20,3,9) -1
    x(3,9,g20) label_tail(g20,3,9,3,10) -1
    x(3,9,g20) label_tail(g20,3,9,4,9) -1
    x(3,10,g20) cover(3,10) 1
    x(3,10,g20) symmetry(3,10,g20) 1
    x(3,10,g20) label_pred(g20,3,10) -1
    x(3,10,g20) label_tail(g20,3,10,3,9) -1
    x(3,10,g20) label_tail(g20,3,10,3,11) -1
    x(3,10,g20) label_tail(g20,3,10,4,10) -1
    x(3,11,g20) cover(3,11) 1
    x(3,11,g20) symmetry(3,11,g20) 1
    x(3,11,g20) label_pred(g20,3,11) -1
    x(3,11,g20) label_tail(g20,3,11,3,10) -1
    x(4,9,g20) cover(4,9) 1
    x(4,9,g20) symmetry(4,9,g20) 1
    x(4,9,g20) label_pred(g20,4,9) -1
    x(4,9,g20) label_tail(g20,4,9,4,10) -1
    x(4,9,g20) label_tail(g20,4,9,3,9) -1
    x(4,10,g20) cover(4,10) 1
    x(4,10,g20) symmetry(4,10,g20) 1
    x(4,10,g20) label_pred(g20,4,10) -1
    x(4,10,g20) label_tail(g20,4,10,4,9) -1
    x(4,10,g20) label_tail(g20,4,10,3,10) -1
    x(5,10,g20) cover(5,10) 1
    x(5,10,g20) centre(5,10,g20) 1
    x(6,10,g20) cover(6,10) 1
    x(6,10,g20) symmetry(4,10,g20) -1
    x(6,10,g20) label_pred(g20,6,10) -1
    x(6,10,g20) label_tail(g20,6,10,6,11) -1
    x(6,10,g20) label_tail(g20,6,10,7,10) -1
    x(6,11,g20) cover(6,11) 1
    x(6,11,g20) symmetry(4,9,g20) -1
    x(6,11,g20) label_pred(g20,6,11) -1
    x(6,11,g20) label_tail(g20,6,11,6,10) -1
    x(6,11,g20) label_tail(g20,6,11,7,11) -1
    x(7,9,g20) cover(7,9) 1
    x(7,9,g20) symmetry(3,11,g20) -1
    x(7,9,g20) label_pred(g20,7,9) -1
    x(7,9,g20) label_tail(g20,7,9,7,10) -1
    x(7,10,g20) cover(7,10) 1
    x(7,10,g20) symmetry(3,10,g20) -1
    x(7,10,g20) label_pred(g20,7,10) -1
    x(7,10,g20) label_tail(g20,7,10,7,9) -1
    x(7,10,g20) label_tail(g20,7,10,7,11) -1
    x(7,10,g20) label_tail(g20,7,10,6,10) -1
    x(7,11,g20) cover(7,11) 1
    x(7,11,g20) symmetry(3,9,g20) -1
    x(7,11,g20) label_pred(g20,7,11) -1
    x(7,11,g20) label_tail(g20,7,11,7,10) -1
    x(7,11,g20) label_tail(g20,7,11,6,11) -1
    x(6,0,g21) cover(6,0) 1
    x(6,0,g21) centre(6,0,g21) 1
    x(3,4,g22) cover(3,4) 1
    x(3,4,g22) symmetry(3,4,g22) 1
    x(3,4,g22) label_pred(g22,3,4) -1
    x(3,4,g22) label_tail(g22,3,4,4,4) -1
    x(4,3,g22) cover(4,3) 1
    x(4,3,g22) symmetry(4,3,g22) 1
    x(4,3,g22) label_pred(g22,4,3) -1
    x(4,3,g22) label_tail(g22,4,3,4,4) -1
    x(4,4,g22) cover(4,4) 1
    x(4,4,g22) symmetry(4,4,g22) 1
    x(4,4,g22) label_pred(g22,4,4) -1
    x(4,4,g22) label_tail(g22,4,4,4,3) -1
    x(4,4,g22) label_tail(g22,4,4,4,5) -1
    x(4,4,g22) label_tail(g22,4,4,3,4) -1
    x(4,5,g22) cover(4,5) 1
    x(4,5,g22) symmetry(4,5,g22) 1
    x(4,5,g22) label_pred(g22,4,5) -1
    x(4,5,g22) label_tail(g22,4,5,4,4) -1
    x(4,5,g22) label_tail(g22,4,5,5,5) -1
    x(5,5,g22) cover(5,5) 1
    x(5,5,g22) symmetry(5,5,g22) 1
    x(5,5,g22) label_pred(g22,5,5) -1
    x(5,5,g22) label_tail(g22,5,5,4,5) -1
    x(5,5,g22) label_tail(g22,5,5,6,5) -1
    x(5,8,g22) cover(5,8) 1
    x(5,8,g22) symmetry(5,8,g22) 1
    x(5,8,g22) label_pred(g22,5,8) -1
    x(5,8,g22) label_tail(g22,5,8,6,8) -1
    x(6,4,g22) cover(6,4) 1
    x(6,4,g22) symmetry(6,4,g22) 1
    x(6,4,g22) label_pred(g22,6,4) -1
    x(6,4,g22) label_tail(g22,6,4,6,5) -1
    x(6,4,g22) label_tail(g22,6,4,7,4) -1
    x(6,5,g22) cover(6,5) 1
    x(6,5,g22) symmetry(6,5,g22) 1
    x(6,5,g22) label_pred(g22,6,5) -1
    x(6,5,g22) label_tail(g22,6,5,6,4) -1
    x(6,5,g22) label_tail(g22,6,5,5,5) -1
    x(6,6,g22) cover(6,6) 1
    x(6,6,g22) centre(6,6,g22) 1
    x(6,7,g22) cover(6,7) 1
    x(6,7,g22) symmetry(6,5,g22) -1
    x(6,7,g22) label_pred(g22,6,7) -1
    x(6,7,g22) label_tail(g22,6,7,6,8) -1
    x(6,7,g22) label_tail(g22,6,7,7,7) -1
    x(6,8,g22) cover(6,8) 1
    x(6,8,g22) symmetry(6,4,g22) -1
    x(6,8,g22) label_pred(g22,6,8) -1
    x(6,8,g22) label_tail(g22,6,8,6,7) -1
    x(6,8,g22) label_tail(g22,6,8,5,8) -1
    x(7,4,g22) cover(7,4) 1
    x(7,4,g22) symmetry(5,8,g22) -1
    x(7,4,g22) label_pred(g22,7,4) -1
    x(7,4,g22) label_tail(g22,7,4,6,4) -1
    x(7,7,g22) cover(7,7) 1
    x(7,7,g22) symmetry(5,5,g22) -1
    x(7,7,g22) label_pred(g22,7,7) -1
    x(7,7,g22) label_tail(g22,7,7,6,7) -1
    x(7,7,g22) label_tail(g22,7,7,8,7) -1
    x(8,7,g22) cover(8,7) 1
    x(8,7,g22) symmetry(4,5,g22) -1
    x(8,7,g22) label_pred(g22,8,7) -1
    x(8,7,g22) label_tail(g22,8,7,8,8) -1
    x(8,7,g22) label_tail(g22,8,7,7,7) -1
    x(8,8,g22) cover(8,8) 1
    x(8,8,g22) symmetry(4,4,g22) -1
    x(8,8,g22) label_pred(g22,8,8) -1
    x(8,8,g22) label_tail(g22,8,8,8,7) -1
    x(8,8,g22) label_tail(g22,8,8,8,9) -1
    x(8,8,g22) label_tail(g22,8,8,9,8) -1
    x(8,9,g22) cover(8,9) 1
    x(8,9,g22) symmetry(4,3,g22) -1
    x(8,9,g22) label_pred(g22,8,9) -1
    x(8,9,g22) label_tail(g22,8,9,8,8) -1
    x(9,8,g22) cover(9,8) 1
    x(9,8,g22) symmetry(3,4,g22) -1
    x(9,8,g22) label_pred(g22,9,8) -1
    x(9,8,g22) label_tail(g22,9,8,8,8) -1
    x(2,10,g23) cover(2,10) 1
    x(2,10,g23) symmetry(2,10,g23) 1
    x(2,10,g23) label_pred(g23,2,10) -1
    x(2,10,g23) label_tail(g23,2,10,3,10) -1
    x(3,10,g23) cover(3,10) 1
    x(3,10,g23) symmetry(3,10,g23) 1
    x(3,10,g23) label_pred(g23,3,10) -1
    x(3,10,g23) label_tail(g23,3,10,2,10) -1
    x(3,10,g23) label_tail(g23,3,10,4,10) -1
    x(4,9,g23) cover(4,9) 1
    x(4,9,g23) symmetry(4,9,g23) 1
    x(4,9,g23) label_pred(g23,4,9) -1
    x(4,9,g23) label_tail(g23,4,9,4,10) -1
    x(4,9,g23) label_tail(g23,4,9,5,9) -1
    x(4,10,g23) cover(4,10) 1
    x(4,10,g23) symmetry(4,10,g23) 1
    x(4,10,g23) label_pred(g23,4,10) -1
    x(4,10,g23) label_tail(g23,4,10,4,9) -1
    x(4,10,g23) label_tail(g23,4,10,3,10) -1
    x(5,8,g23) cover(5,8) 1
    x(5,8,g23) symmetry(5,8,g23) 1
    x(5,8,g23) label_pred(g23,5,8) -1
    x(5,8,g23) label_tail(g23,5,8,5,9) -1
    x(5,8,g23) label_tail(g23,5,8,6,8) -1
    x(5,9,g23) cover(5,9) 1
    x(5,9,g23) symmetry(5,9,g23) 1
    x(5,9,g23) label_pred(g23,5,9) -1
    x(5,9,g23) label_tail(g23,5,9,5,8) -1
    x(5,9,g23) label_tail(g23,5,9,4,9) -1
    x(6,7,g23) cover(6,7) 1
    x(6,7,g23) symmetry(6,7,g23) 1
    x(6,7,g23) label_pred(g23,6,7) -1
    x(6,7,g23) label_tail(g23,6,7,6,8) -1
    x(6,8,g23) cover(6,8) 1
    x(6,8,g23) symmetry(6,8,g23) 1
    x(6,8,g23) label_pred(g23,6,8) -1
    x(6,8,g23) label_tail(g23,6,8,6,7) -1
    x(6,8,g23) label_tail(g23,6,8,5,8) -1
    x(6,9,g23) cover(6,9) 1
    x(6,9,g23) centre(6,9,g23) 1
    x(6,10,g23) cover(6,10) 1
    x(6,10,g23) symmetry(6,8,g23) -1
    x(6,10,g23) label_pred(g23,6,10) -1
    x(6,10,g23) label_tail(g23,6,10,6,11) -1
    x(6,10,g23) label_tail(g23,6,10,7,10) -1
    x(6,11,g23) cover(6,11) 1
    x(6,11,g23) symmetry(6,7,g23) -1
    x(6,11,g23) label_pred(g23,6,11) -1
    x(6,11,g23) label_tail(g23,6,11,6,10) -1
    x(7,9,g23) cover(7,9) 1
    x(7,9,g23) symmetry(5,9,g23) -1
    x(7,9,g23) label_pred(g23,7,9) -1
    x(7,9,g23) label_tail(g23,7,9,7,10) -1
    x(7,9,g23) label_tail(g23,7,9,8,9) -1
    x(7,10,g23) cover(7,10) 1
    x(7,10,g23) symmetry(5,8,g23) -1
    x(7,10,g23) label_pred(g23,7,10) -1
    x(7,10,g23) label_tail(g23,7,10,7,9) -1
    x(7,10,g23) label_tail(g23,7,10,6,10) -1
    x(8,8,g23) cover(8,8) 1
    x(8,8,g23) symmetry(4,10,g23) -1
    x(8,8,g23) label_pred(g23,8,8) -1
    x(8,8,g23) label_tail(g23,8,8,8,9) -1
    x(8,8,g23) label_tail(g23,8,8,9,8) -1
    x(8,9,g23) cover(8,9) 1
    x(8,9,g23) symmetry(4,9,g23) -1
    x(8,9,g23) label_pred(g23,8,9) -1
    x(8,9,g23) label_tail(g23,8,9,8,8) -1
    x(8,9,g23) label_tail(g23,8,9,7,9) -1
    x(9,8,g23) cover(9,8) 1
    x(9,8,g23) symmetry(3,10,g23) -1
    x(9,8,g23) label_pred(g23,9,8) -1
    x(9,8,g23) label_tail(g23,9,8,8,8) -1
    x(9,8,g23) label_tail(g23,9,8,10,8) -1
    x(10,8,g23) cover(10,8) 1
    x(10,8,g23) symmetry(2,10,g23) -1
    x(10,8,g23) label_pred(g23,10,8) -1
    x(10,8,g23) label_tail(g23,10,8,9,8) -1
    x(7,0,g24) cover(7,0) 1
    x(7,0,g24) centre(7,0,g24) 1
    x(6,1,g25) cover(6,1) 1
    x(6,1,g25) symmetry(6,1,g25) 1
    x(6,1,g25) label_pred(g25,6,1) -1
    x(6,1,g25) label_tail(g25,6,1,7,1) -1
    x(6,3,g25) cover(6,3) 1
    x(6,3,g25) symmetry(6,3,g25) 1
    x(6,3,g25) label_pred(g25,6,3) -1
    x(7,1,g25) cover(7,1) 1
    x(7,1,g25) symmetry(7,1,g25) 1
    x(7,1,g25) label_pred(g25,7,1) -1
    x(7,1,g25) label_tail(g25,7,1,6,1) -1
    x(7,2,g25) cover(7,2) 1
    x(7,2,g25) centre(7,2,g25) 1
    x(7,2,g25) symmetry(7,2,g25) 1
    x(7,3,g25) cover(7,3) 1
    x(7,3,g25) centre(7,3,g25) 1
    x(7,3,g25) symmetry(7,2,g25) -1
    x(7,4,g25) cover(7,4) 1
    x(7,4,g25) symmetry(7,1,g25) -1
    x(7,4,g25) label_pred(g25,7,4) -1
    x(7,4,g25) label_tail(g25,7,4,8,4) -1
    x(8,2,g25) cover(8,2) 1
    x(8,2,g25) symmetry(6,3,g25) -1
    x(8,2,g25) label_pred(g25,8,2) -1
    x(8,4,g25) cover(8,4) 1
    x(8,4,g25) symmetry(6,1,g25) -1
    x(8,4,g25) label_pred(g25,8,4) -1
    x(8,4,g25) label_tail(g25,8,4,7,4) -1
    x(5,8,g26) cover(5,8) 1
    x(5,8,g26) symmetry(5,8,g26) 1
    x(5,8,g26) label_pred(g26,5,8) -1
    x(5,8,g26) label_tail(g26,5,8,6,8) -1
    x(6,7,g26) cover(6,7) 1
    x(6,7,g26) symmetry(6,7,g26) 1
    x(6,7,g26) label_pred(g26,6,7) -1
    x(6,7,g26) label_tail(g26,6,7,6,8) -1
    x(6,7,g26) label_tail(g26,6,7,7,7) -1
    x(6,8,g26) cover(6,8) 1
    x(6,8,g26) symmetry(6,8,g26) 1
    x(6,8,g26) label_pred(g26,6,8) -1
    x(6,8,g26) label_tail(g26,6,8,6,7) -1
    x(6,8,g26) label_tail(g26,6,8,5,8) -1
    x(6,10,g26) cover(6,10) 1
    x(6,10,g26) symmetry(6,10,g26) 1
    x(6,10,g26) label_pred(g26,6,10) -1
    x(6,10,g26) label_tail(g26,6,10,7,10) -1
    x(7,5,g26) cover(7,5) 1
    x(7,5,g26) symmetry(7,5,g26) 1
    x(7,5,g26) label_pred(g26,7,5) -1
    x(7,5,g26) label_tail(g26,7,5,7,6) -1
    x(7,6,g26) cover(7,6) 1
    x(7,6,g26) symmetry(7,6,g26) 1
    x(7,6,g26) label_pred(g26,7,6) -1
    x(7,6,g26) label_tail(g26,7,6,7,5) -1
    x(7,6,g26) label_tail(g26,7,6,7,7) -1
    x(7,6,g26) label_tail(g26,7,6,8,6) -1
    x(7,7,g26) cover(7,7) 1
    x(7,7,g26) symmetry(7,7,g26) 1
    x(7,7,g26) label_pred(g26,7,7) -1
    x(7,7,g26) label_tail(g26,7,7,7,6) -1
    x(7,7,g26) label_tail(g26,7,7,6,7) -1
    x(7,8,g26) cover(7,8) 1
    x(7,8,g26) centre(7,8,g26) 1
    x(7,9,g26) cover(7,9) 1
    x(7,9,g26) symmetry(7,7,g26) -1
    x(7,9,g26) label_pred(g26,7,9) -1
    x(7,9,g26) label_tail(g26,7,9,7,10) -1
    x(7,9,g26) label_tail(g26,7,9,8,9) -1
    x(7,10,g26) cover(7,10) 1
    x(7,10,g26) symmetry(7,6,g26) -1
    x(7,10,g26) label_pred(g26,7,10) -1
    x(7,10,g26) label_tail(g26,7,10,7,9) -1
    x(7,10,g26) label_tail(g26,7,10,7,11) -1
    x(7,10,g26) label_tail(g26,7,10,6,10) -1
    x(7,11,g26) cover(7,11) 1
    x(7,11,g26) symmetry(7,5,g26) -1
    x(7,11,g26) label_pred(g26,7,11) -1
    x(7,11,g26) label_tail(g26,7,11,7,10) -1
    x(8,6,g26) cover(8,6) 1
    x(8,6,g26) symmetry(6,10,g26) -1
    x(8,6,g26) label_pred(g26,8,6) -1
    x(8,6,g26) label_tail(g26,8,6,7,6) -1
    x(8,8,g26) cover(8,8) 1
    x(8,8,g26) symmetry(6,8,g26) -1
    x(8,8,g26) label_pred(g26,8,8) -1
    x(8,8,g26) label_tail(g26,8,8,8,9) -1
    x(8,8,g26) label_tail(g26,8,8,9,8) -1
    x(8,9,g26) cover(8,9) 1
    x(8,9,g26) symmetry(6,7,g26) -1
    x(8,9,g26) label_pred(g26,8,9) -1
    x(8,9,g26) label_tail(g26,8,9,8,8) -1
    x(8,9,g26) label_tail(g26,8,9,7,9) -1
    x(9,8,g26) cover(9,8) 1
    x(9,8,g26) symmetry(5,8,g26) -1
    x(9,8,g26) label_pred(g26,9,8) -1
    x(9,8,g26) label_tail(g26,9,8,8,8) -1
    x(5,0,g27) cover(5,0) 1
    x(5,0,g27) symmetry(5,0,g27) 1
    x(5,0,g27) label_pred(g27,5,0) -1
    x(5,0,g27) label_tail(g27,5,0,5,1) -1
    x(5,1,g27) cover(5,1) 1
    x(5,1,g27) symmetry(5,1,g27) 1
    x(5,1,g27) label_pred(g27,5,1) -1
    x(5,1,g27) label_tail(g27,5,1,5,0) -1
    x(5,1,g27) label_tail(g27,5,1,6,1) -1
    x(6,1,g27) cover(6,1) 1
    x(6,1,g27) symmetry(6,1,g27) 1
    x(6,1,g27) label_pred(g27,6,1) -1
    x(6,1,g27) label_tail(g27,6,1,5,1) -1
    x(6,1,g27) label_tail(g27,6,1,7,1) -1
    x(7,1,g27) cover(7,1) 1
    x(7,1,g27) symmetry(7,1,g27) 1
    x(7,1,g27) label_pred(g27,7,1) -1
    x(7,1,g27) label_tail(g27,7,1,6,1) -1
    x(8,0,g27) cover(8,0) 1
    x(8,0,g27) centre(8,0,g27) 1
    x(8,0,g27) symmetry(8,0,g27) 1
    x(8,1,g27) cover(8,1) 1
    x(8,1,g27) centre(8,1,g27) 1
    x(8,1,g27) symmetry(8,0,g27) -1
    x(9,0,g27) cover(9,0) 1
    x(9,0,g27) symmetry(7,1,g27) -1
    x(9,0,g27) label_pred(g27,9,0) -1
    x(9,0,g27) label_tail(g27,9,0,10,0) -1
    x(10,0,g27) cover(10,0) 1
    x(10,0,g27) symmetry(6,1,g27) -1
    x(10,0,g27) label_pred(g27,10,0) -1
    x(10,0,g27) label_tail(g27,10,0,9,0) -1
    x(10,0,g27) label_tail(g27,10,0,11,0) -1
    x(11,0,g27) cover(11,0) 1
    x(11,0,g27) symmetry(5,1,g27) -1
    x(11,0,g27) label_pred(g27,11,0) -1
    x(11,0,g27) label_tail(g27,11,0,11,1) -1
    x(11,0,g27) label_tail(g27,11,0,10,0) -1
    x(11,1,g27) cover(11,1) 1
    x(11,1,g27) symmetry(5,0,g27) -1
    x(11,1,g27) label_pred(g27,11,1) -1
    x(11,1,g27) label_tail(g27,11,1,11,0) -1
    x(7,4,g28) cover(7,4) 1
    x(7,4,g28) symmetry(7,4,g28) 1
    x(7,4,g28) label_pred(g28,7,4) -1
    x(7,4,g28) label_tail(g28,7,4,8,4) -1
    x(8,2,g28) cover(8,2) 1
    x(8,2,g28) symmetry(8,2,g28) 1
    x(8,2,g28) label_pred(g28,8,2) -1
    x(8,2,g28) label_tail(g28,8,2,9,2) -1
    x(8,3,g28) cover(8,3) 1
    x(8,3,g28) centre(8,3,g28) 1
    x(8,4,g28) cover(8,4) 1
    x(8,4,g28) symmetry(8,2,g28) -1
    x(8,4,g28) label_pred(g28,8,4) -1
    x(8,4,g28) label_tail(g28,8,4,7,4) -1
    x(9,2,g28) cover(9,2) 1
    x(9,2,g28) symmetry(7,4,g28) -1
    x(9,2,g28) label_pred(g28,9,2) -1
    x(9,2,g28) label_tail(g28,9,2,8,2) -1
    x(5,5,g29) cover(5,5) 1
    x(5,5,g29) symmetry(5,5,g29) 1
    x(5,5,g29) label_pred(g29,5,5) -1
    x(5,5,g29) label_tail(g29,5,5,6,5) -1
    x(6,5,g29) cover(6,5) 1
    x(6,5,g29) symmetry(6,5,g29) 1
    x(6,5,g29) label_pred(g29,6,5) -1
    x(6,5,g29) label_tail(g29,6,5,5,5) -1
    x(6,5,g29) label_tail(g29,6,5,7,5) -1
    x(7,4,g29) cover(7,4) 1
    x(7,4,g29) symmetry(7,4,g29) 1
    x(7,4,g29) label_pred(g29,7,4) -1
    x(7,4,g29) label_tail(g29,7,4,7,5) -1
    x(7,4,g29) label_tail(g29,7,4,8,4) -1
    x(7,5,g29) cover(7,5) 1
    x(7,5,g29) symmetry(7,5,g29) 1
    x(7,5,g29) label_pred(g29,7,5) -1
    x(7,5,g29) label_tail(g29,7,5,7,4) -1
    x(7,5,g29) label_tail(g29,7,5,6,5) -1
    x(8,4,g29) cover(8,4) 1
    x(8,4,g29) symmetry(8,4,g29) 1
    x(8,4,g29) label_pred(g29,8,4) -1
    x(8,4,g29) label_tail(g29,8,4,7,4) -1
    x(8,5,g29) cover(8,5) 1
    x(8,5,g29) centre(8,5,g29) 1
    x(8,6,g29) cover(8,6) 1
    x(8,6,g29) symmetry(8,4,g29) -1
    x(8,6,g29) label_pred(g29,8,6) -1
    x(8,6,g29) label_tail(g29,8,6,9,6) -1
    x(9,5,g29) cover(9,5) 1
    x(9,5,g29) symmetry(7,5,g29) -1
    x(9,5,g29) label_pred(g29,9,5) -1
    x(9,5,g29) label_tail(g29,9,5,9,6) -1
    x(9,5,g29) label_tail(g29,9,5,10,5) -1
    x(9,6,g29) cover(9,6) 1
    x(9,6,g29) symmetry(7,4,g29) -1
    x(9,6,g29) label_pred(g29,9,6) -1
    x(9,6,g29) label_tail(g29,9,6,9,5) -1
    x(9,6,g29) label_tail(g29,9,6,8,6) -1
    x(10,5,g29) cover(10,5) 1
    x(10,5,g29) symmetry(6,5,g29) -1
    x(10,5,g29) label_pred(g29,10,5) -1
    x(10,5,g29) label_tail(g29,10,5,9,5) -1
    x(10,5,g29) label_tail(g29,10,5,11,5) -1
    x(11,5,g29) cover(11,5) 1
    x(11,5,g29) symmetry(5,5,g29) -1
    x(11,5,g29) label_pred(g29,11,5) -1
    x(11,5,g29) label_tail(g29,11,5,10,5) -1
    x(7,9,g30) cover(7,9) 1
    x(7,9,g30) symmetry(7,9,g30) 1
    x(7,9,g30) label_pred(g30,7,9) -1
    x(7,9,g30) label_tail(g30,7,9,7,10) -1
    x(7,10,g30) cover(7,10) 1
    x(7,10,g30) symmetry(7,10,g30) 1
    x(7,10,g30) label_pred(g30,7,10) -1
    x(7,10,g30) label_tail(g30,7,10,7,9) -1
    x(8,10,g30) cover(8,10) 1
    x(8,10,g30) centre(8,10,g30) 1
    x(8,10,g30) symmetry(8,10,g30) 1
    x(9,10,g30) cover(9,10) 1
    x(9,10,g30) centre(9,10,g30) 1
    x(9,10,g30) symmetry(8,10,g30) -1
    x(10,10,g30) cover(10,10) 1
    x(10,10,g30) symmetry(7,10,g30) -1
    x(10,10,g30) label_pred(g30,10,10) -1
    x(10,10,g30) label_tail(g30,10,10,10,11) -1
    x(10,11,g30) cover(10,11) 1
    x(10,11,g30) symmetry(7,9,g30) -1
    x(10,11,g30) label_pred(g30,10,11) -1
    x(10,11,g30) label_tail(g30,10,11,10,10) -1
    x(7,11,g31) cover(7,11) 1
    x(7,11,g31) symmetry(7,11,g31) 1
    x(7,11,g31) label_pred(g31,7,11) -1
    x(8,11,g31) cover(8,11) 1
    x(8,11,g31) centre(8,11,g31) 1
    x(8,11,g31) symmetry(8,11,g31) 1
    x(9,11,g31) cover(9,11) 1
    x(9,11,g31) centre(9,11,g31) 1
    x(9,11,g31) symmetry(8,11,g31) -1
    x(10,11,g31) cover(10,11) 1
    x(10,11,g31) symmetry(7,11,g31) -1
    x(10,11,g31) label_pred(g31,10,11) -1
    x(8,2,g32) cover(8,2) 1
    x(8,2,g32) symmetry(8,2,g32) 1
    x(8,2,g32) label_pred(g32,8,2) -1
    x(8,2,g32) label_tail(g32,8,2,9,2) -1
    x(9,0,g32) cover(9,0) 1
    x(9,0,g32) symmetry(9,0,g32) 1
    x(9,0,g32) label_pred(g32,9,0) -1
    x(9,0,g32) label_tail(g32,9,0,10,0) -1
    x(9,1,g32) cover(9,1) 1
    x(9,1,g32) centre(9,1,g32) 1
    x(9,2,g32) cover(9,2) 1
    x(9,2,g32) symmetry(9,0,g32) -1
    x(9,2,g32) label_pred(g32,9,2) -1
    x(9,2,g32) label_tail(g32,9,2,8,2) -1
    x(10,0,g32) cover(10,0) 1
    x(10,0,g32) symmetry(8,2,g32) -1
    x(10,0,g32) label_pred(g32,10,0) -1
    x(10,0,g32) label_tail(g32,10,0,9,0) -1
    x(7,4,g33) cover(7,4) 1
    x(7,4,g33) symmetry(7,4,g33) 1
    x(7,4,g33) label_pred(g33,7,4) -1
    x(7,4,g33) label_tail(g33,7,4,8,4) -1
    x(8,4,g33) cover(8,4) 1
    x(8,4,g33) symmetry(8,4,g33) 1
    x(8,4,g33) label_pred(g33,8,4) -1
    x(8,4,g33) label_tail(g33,8,4,7,4) -1
    x(9,2,g33) cover(9,2) 1
    x(9,2,g33) symmetry(9,2,g33) 1
    x(9,2,g33) label_pred(g33,9,2) -1
    x(9,2,g33) label_tail(g33,9,2,9,3) -1
    x(9,3,g33) cover(9,3) 1
    x(9,3,g33) symmetry(9,3,g33) 1
    x(9,3,g33) label_pred(g33,9,3) -1
    x(9,3,g33) label_tail(g33,9,3,9,2) -1
    x(9,4,g33) cover(9,4) 1
    x(9,4,g33) centre(9,4,g33) 1
    x(9,5,g33) cover(9,5) 1
    x(9,5,g33) symmetry(9,3,g33) -1
    x(9,5,g33) label_pred(g33,9,5) -1
    x(9,5,g33) label_tail(g33,9,5,9,6) -1
    x(9,6,g33) cover(9,6) 1
    x(9,6,g33) symmetry(9,2,g33) -1
    x(9,6,g33) label_pred(g33,9,6) -1
    x(9,6,g33) label_tail(g33,9,6,9,5) -1
    x(10,4,g33) cover(10,4) 1
    x(10,4,g33) symmetry(8,4,g33) -1
    x(10,4,g33) label_pred(g33,10,4) -1
    x(10,4,g33) label_tail(g33,10,4,11,4) -1
    x(11,4,g33) cover(11,4) 1
    x(11,4,g33) symmetry(7,4,g33) -1
    x(11,4,g33) label_pred(g33,11,4) -1
    x(11,4,g33) label_tail(g33,11,4,10,4) -1
    x(7,5,g34) cover(7,5) 1
    x(7,5,g34) symmetry(7,5,g34) 1
    x(7,5,g34) label_pred(g34,7,5) -1
    x(7,5,g34) label_tail(g34,7,5,7,6) -1
    x(7,6,g34) cover(7,6) 1
    x(7,6,g34) symmetry(7,6,g34) 1
    x(7,6,g34) label_pred(g34,7,6) -1
    x(7,6,g34) label_tail(g34,7,6,7,5) -1
    x(7,6,g34) label_tail(g34,7,6,8,6) -1
    x(8,6,g34) cover(8,6) 1
    x(8,6,g34) symmetry(8,6,g34) 1
    x(8,6,g34) label_pred(g34,8,6) -1
    x(8,6,g34) label_tail(g34,8,6,8,7) -1
    x(8,6,g34) label_tail(g34,8,6,7,6) -1
    x(8,6,g34) label_tail(g34,8,6,9,6) -1
    x(8,7,g34) cover(8,7) 1
    x(8,7,g34) symmetry(8,7,g34) 1
    x(8,7,g34) label_pred(g34,8,7) -1
    x(8,7,g34) label_tail(g34,8,7,8,6) -1
    x(9,6,g34) cover(9,6) 1
    x(9,6,g34) symmetry(9,6,g34) 1
    x(9,6,g34) label_pred(g34,9,6) -1
    x(9,6,g34) label_tail(g34,9,6,8,6) -1
    x(9,7,g34) cover(9,7) 1
    x(9,7,g34) centre(9,7,g34) 1
    x(9,8,g34) cover(9,8) 1
    x(9,8,g34) symmetry(9,6,g34) -1
    x(9,8,g34) label_pred(g34,9,8) -1
    x(9,8,g34) label_tail(g34,9,8,10,8) -1
    x(10,7,g34) cover(10,7) 1
    x(10,7,g34) symmetry(8,7,g34) -1
    x(10,7,g34) label_pred(g34,10,7) -1
    x(10,7,g34) label_tail(g34,10,7,10,8) -1
    x(10,8,g34) cover(10,8) 1
    x(10,8,g34) symmetry(8,6,g34) -1
    x(10,8,g34) label_pred(g34,10,8) -1
    x(10,8,g34) label_tail(g34,10,8,10,7) -1
    x(10,8,g34) label_tail(g34,10,8,9,8) -1
    x(10,8,g34) label_tail(g34,10,8,11,8) -1
    x(11,8,g34) cover(11,8) 1
    x(11,8,g34) symmetry(7,6,g34) -1
    x(11,8,g34) label_pred(g34,11,8) -1
    x(11,8,g34) label_tail(g34,11,8,11,9) -1
    x(11,8,g34) label_tail(g34,11,8,10,8) -1
    x(11,9,g34) cover(11,9) 1
    x(11,9,g34) symmetry(7,5,g34) -1
    x(11,9,g34) label_pred(g34,11,9) -1
    x(11,9,g34) label_tail(g34,11,9,11,8) -1
    x(8,9,g35) cover(8,9) 1
    x(8,9,g35) symmetry(8,9,g35) 1
    x(8,9,g35) label_pred(g35,8,9) -1
    x(9,8,g35) cover(9,8) 1
    x(9,8,g35) symmetry(9,8,g35) 1
    x(9,8,g35) label_pred(g35,9,8) -1
    x(9,9,g35) cover(9,9) 1
    x(9,9,g35) centre(9,9,g35) 1
    x(9,9,g35) symmetry(9,9,g35) 1
    x(10,9,g35) cover(10,9) 1
    x(10,9,g35) centre(10,9,g35) 1
    x(10,9,g35) symmetry(9,9,g35) -1
    x(10,10,g35) cover(10,10) 1
    x(10,10,g35) symmetry(9,8,g35) -1
    x(10,10,g35) label_pred(g35,10,10) -1
    x(11,9,g35) cover(11,9) 1
    x(11,9,g35) symmetry(8,9,g35) -1
    x(11,9,g35) label_pred(g35,11,9) -1
    x(10,0,g36) cover(10,0) 1
    x(10,0,g36) symmetry(10,0,g36) 1
    x(10,0,g36) label_pred(g36,10,0) -1
    x(10,0,g36) label_tail(g36,10,0,10,1) -1
    x(10,0,g36) label_tail(g36,10,0,11,0) -1
    x(10,1,g36) cover(10,1) 1
    x(10,1,g36) symmetry(10,1,g36) 1
    x(10,1,g36) label_pred(g36,10,1) -1
    x(10,1,g36) label_tail(g36,10,1,10,0) -1
    x(10,1,g36) label_tail(g36,10,1,11,1) -1
    x(10,2,g36) cover(10,2) 1
    x(10,2,g36) centre(10,2,g36) 1
    x(10,2,g36) symmetry(10,2,g36) 1
    x(10,3,g36) cover(10,3) 1
    x(10,3,g36) centre(10,3,g36) 1
    x(10,3,g36) symmetry(10,3,g36) 1
    x(10,4,g36) cover(10,4) 1
    x(10,4,g36) symmetry(10,4,g36) 1
    x(10,4,g36) label_pred(g36,10,4) -1
    x(10,4,g36) label_tail(g36,10,4,10,5) -1
    x(10,4,g36) label_tail(g36,10,4,11,4) -1
    x(10,5,g36) cover(10,5) 1
    x(10,5,g36) symmetry(10,5,g36) 1
    x(10,5,g36) label_pred(g36,10,5) -1
    x(10,5,g36) label_tail(g36,10,5,10,4) -1
    x(10,5,g36) label_tail(g36,10,5,11,5) -1
    x(11,0,g36) cover(11,0) 1
    x(11,0,g36) symmetry(10,5,g36) -1
    x(11,0,g36) label_pred(g36,11,0) -1
    x(11,0,g36) label_tail(g36,11,0,11,1) -1
    x(11,0,g36) label_tail(g36,11,0,10,0) -1
    x(11,1,g36) cover(11,1) 1
    x(11,1,g36) symmetry(10,4,g36) -1
    x(11,1,g36) label_pred(g36,11,1) -1
    x(11,1,g36) label_tail(g36,11,1,11,0) -1
    x(11,1,g36) label_tail(g36,11,1,10,1) -1
    x(11,2,g36) cover(11,2) 1
    x(11,2,g36) centre(11,2,g36) 1
    x(11,2,g36) symmetry(10,3,g36) -1
    x(11,3,g36) cover(11,3) 1
    x(11,3,g36) centre(11,3,g36) 1
    x(11,3,g36) symmetry(10,2,g36) -1
    x(11,4,g36) cover(11,4) 1
    x(11,4,g36) symmetry(10,1,g36) -1
    x(11,4,g36) label_pred(g36,11,4) -1
    x(11,4,g36) label_tail(g36,11,4,11,5) -1
    x(11,4,g36) label_tail(g36,11,4,10,4) -1
    x(11,5,g36) cover(11,5) 1
    x(11,5,g36) symmetry(10,0,g36) -1
    x(11,5,g36) label_pred(g36,11,5) -1
    x(11,5,g36) label_tail(g36,11,5,11,4) -1
    x(11,5,g36) label_tail(g36,11,5,10,5) -1
    x(10,4,g37) cover(10,4) 1
    x(10,4,g37) symmetry(10,4,g37) 1
    x(10,4,g37) label_pred(g37,10,4) -1
    x(10,4,g37) label_tail(g37,10,4,11,4) -1
    x(10,6,g37) cover(10,6) 1
    x(10,6,g37) centre(10,6,g37) 1
    x(10,6,g37) symmetry(10,6,g37) 1
    x(10,7,g37) cover(10,7) 1
    x(10,7,g37) symmetry(10,7,g37) 1
    x(10,7,g37) label_pred(g37,10,7) -1
    x(10,7,g37) label_tail(g37,10,7,10,8) -1
    x(10,8,g37) cover(10,8) 1
    x(10,8,g37) symmetry(10,8,g37) 1
    x(10,8,g37) label_pred(g37,10,8) -1
    x(10,8,g37) label_tail(g37,10,8,10,7) -1
    x(10,8,g37) label_tail(g37,10,8,11,8) -1
    x(11,4,g37) cover(11,4) 1
    x(11,4,g37) symmetry(10,8,g37) -1
    x(11,4,g37) label_pred(g37,11,4) -1
    x(11,4,g37) label_tail(g37,11,4,11,5) -1
    x(11,4,g37) label_tail(g37,11,4,10,4) -1
    x(11,5,g37) cover(11,5) 1
    x(11,5,g37) symmetry(10,7,g37) -1
    x(11,5,g37) label_pred(g37,11,5) -1
    x(11,5,g37) label_tail(g37,11,5,11,4) -1
    x(11,6,g37) cover(11,6) 1
    x(11,6,g37) centre(11,6,g37) 1
    x(11,6,g37) symmetry(10,6,g37) -1
    x(11,8,g37) cover(11,8) 1
    x(11,8,g37) symmetry(10,4,g37) -1
    x(11,8,g37) label_pred(g37,11,8) -1
    x(11,8,g37) label_tail(g37,11,8,10,8) -1
    x(11,7,g38) cover(11,7) 1
    x(11,7,g38) centre(11,7,g38) 1
    x(11,10,g39) cover(11,10) 1
    x(11,10,g39) centre(11,10,g39) 1
    x(11,10,g39) symmetry(11,10,g39) 1
    x(11,11,g39) cover(11,11) 1
    x(11,11,g39) centre(11,11,g39) 1
    x(11,11,g39) symmetry(11,10,g39) -1
    d(0,1,g1) label_order(g1,0,2,0,1) 1
    d(0,3,g1) label_order(g1,0,2,0,3) 1
    d(0,3,g2) label_order(g2,0,4,0,3) 1
    d(0,5,g2) label_order(g2,0,4,0,5) 1
    d(0,5,g3) label_order(g3,0,5,0,6) -1
    d(0,5,g3) label_order(g3,0,6,0,5) 1
    d(0,6,g3) label_order(g3,0,5,0,6) 1
    d(0,6,g3) label_order(g3,0,6,0,5) -1
    d(0,6,g3) label_order(g3,0,7,0,6) 1
    d(0,9,g3) label_order(g3,0,8,0,9) 1
    d(0,9,g3) label_order(g3,0,9,0,10) -1
    d(0,9,g3) label_order(g3,0,10,0,9) 1
    d(0,10,g3) label_order(g3,0,9,0,10) 1
    d(0,10,g3) label_order(g3,0,10,0,9) -1
    d(0,1,g5) label_order(g5,1,1,0,1) 1
    d(0,3,g5) label_order(g5,0,3,1,3) -1
    d(0,3,g5) label_order(g5,1,3,0,3) 1
    d(1,0,g5) label_order(g5,1,1,1,0) 1
    d(1,0,g5) label_order(g5,1,0,2,0) -1
    d(1,0,g5) label_order(g5,2,0,1,0) 1
    d(1,3,g5) label_order(g5,1,2,1,3) 1
    d(1,3,g5) label_order(g5,0,3,1,3) 1
    d(1,3,g5) label_order(g5,1,3,0,3) -1
    d(2,0,g5) label_order(g5,1,0,2,0) 1
    d(2,0,g5) label_order(g5,2,0,1,0) -1
    d(2,2,g5) label_order(g5,1,2,2,2) 1
    d(0,5,g6) label_order(g6,0,5,0,6) -1
    d(0,5,g6) label_order(g6,0,6,0,5) 1
    d(0,6,g6) label_order(g6,0,5,0,6) 1
    d(0,6,g6) label_order(g6,0,6,0,5) -1
    d(0,6,g6) label_order(g6,1,6,0,6) 1
    d(2,6,g6) label_order(g6,2,6,2,7) -1
    d(2,6,g6) label_order(g6,2,7,2,6) 1
    d(2,6,g6) label_order(g6,1,6,2,6) 1
    d(2,7,g6) label_order(g6,2,6,2,7) 1
    d(2,7,g6) label_order(g6,2,7,2,6) -1
    d(0,10,g7) label_order(g7,1,10,0,10) 1
    d(1,9,g7) label_order(g7,1,10,1,9) 1
    d(1,11,g7) label_order(g7,1,10,1,11) 1
    d(2,10,g7) label_order(g7,1,10,2,10) 1
    d(0,3,g8) label_order(g8,0,3,1,3) -1
    d(0,3,g8) label_order(g8,1,3,0,3) 1
    d(0,5,g8) label_order(g8,1,5,0,5) 1
    d(1,3,g8) label_order(g8,1,4,1,3) 1
    d(1,3,g8) label_order(g8,0,3,1,3) 1
    d(1,3,g8) label_order(g8,1,3,0,3) -1
    d(2,6,g8) label_order(g8,2,5,2,6) 1
    d(2,6,g8) label_order(g8,2,6,3,6) -1
    d(2,6,g8) label_order(g8,3,6,2,6) 1
    d(3,4,g8) label_order(g8,2,4,3,4) 1
    d(3,6,g8) label_order(g8,2,6,3,6) 1
    d(3,6,g8) label_order(g8,3,6,2,6) -1
    d(2,0,g9) label_order(g9,2,1,2,0) 1
    d(2,2,g9) label_order(g9,2,1,2,2) 1
    d(1,7,g10) label_order(g10,1,7,1,8) -1
    d(1,7,g10) label_order(g10,1,8,1,7) 1
    d(1,7,g10) label_order(g10,1,7,2,7) -1
    d(1,7,g10) label_order(g10,2,7,1,7) 1
    d(1,8,g10) label_order(g10,1,7,1,8) 1
    d(1,8,g10) label_order(g10,1,8,1,7) -1
    d(1,8,g10) label_order(g10,2,8,1,8) 1
    d(2,7,g10) label_order(g10,2,8,2,7) 1
    d(2,7,g10) label_order(g10,1,7,2,7) 1
    d(2,7,g10) label_order(g10,2,7,1,7) -1
    d(2,10,g10) label_order(g10,2,9,2,10) 1
    d(2,10,g10) label_order(g10,2,10,3,10) -1
    d(2,10,g10) label_order(g10,3,10,2,10) 1
    d(3,9,g10) label_order(g10,3,9,3,10) -1
    d(3,9,g10) label_order(g10,3,10,3,9) 1
    d(3,9,g10) label_order(g10,2,9,3,9) 1
    d(3,10,g10) label_order(g10,3,9,3,10) 1
    d(3,10,g10) label_order(g10,3,10,3,9) -1
    d(3,10,g10) label_order(g10,2,10,3,10) 1
    d(3,10,g10) label_order(g10,3,10,2,10) -1
    d(1,11,g11) label_order(g11,2,11,1,11) 1
    d(3,11,g11) label_order(g11,2,11,3,11) 1
    d(1,3,g12) label_order(g12,2,3,1,3) 1
    d(2,2,g12) label_order(g12,2,3,2,2) 1
    d(3,4,g12) label_order(g12,3,3,3,4) 1
    d(4,3,g12) label_order(g12,3,3,4,3) 1
    d(1,0,g13) label_order(g13,1,0,2,0) -1
    d(1,0,g13) label_order(g13,2,0,1,0) 1
    d(2,0,g13) label_order(g13,1,0,2,0) 1
    d(2,0,g13) label_order(g13,2,0,1,0) -1
    d(2,0,g13) label_order(g13,3,0,2,0) 1
    d(4,0,g13) label_order(g13,3,0,4,0) 1
    d(4,0,g13) label_order(g13,4,0,5,0) -1
    d(4,0,g13) label_order(g13,5,0,4,0) 1
    d(5,0,g13) label_order(g13,4,0,5,0) 1
    d(5,0,g13) label_order(g13,5,0,4,0) -1
    d(2,2,g14) label_order(g14,3,2,2,2) 1
    d(4,2,g14) label_order(g14,3,2,4,2) 1
    d(2,6,g15) label_order(g15,2,6,2,7) -1
    d(2,6,g15) label_order(g15,2,7,2,6) 1
    d(2,6,g15) label_order(g15,2,6,3,6) -1
    d(2,6,g15) label_order(g15,3,6,2,6) 1
    d(2,7,g15) label_order(g15,2,6,2,7) 1
    d(2,7,g15) label_order(g15,2,7,2,6) -1
    d(3,4,g15) label_order(g15,3,5,3,4) 1
    d(3,4,g15) label_order(g15,3,4,4,4) -1
    d(3,4,g15) label_order(g15,4,4,3,4) 1
    d(3,6,g15) label_order(g15,3,5,3,6) 1
    d(3,6,g15) label_order(g15,2,6,3,6) 1
    d(3,6,g15) label_order(g15,3,6,2,6) -1
    d(4,3,g15) label_order(g15,4,3,4,4) -1
    d(4,3,g15) label_order(g15,4,4,4,3) 1
    d(4,4,g15) label_order(g15,4,3,4,4) 1
    d(4,4,g15) label_order(g15,4,4,4,3) -1
    d(4,4,g15) label_order(g15,3,4,4,4) 1
    d(4,4,g15) label_order(g15,4,4,3,4) -1
    d(2,7,g16) label_order(g16,2,7,3,7) -1
    d(2,7,g16) label_order(g16,3,7,2,7) 1
    d(3,6,g16) label_order(g16,3,6,3,7) -1
    d(3,6,g16) label_order(g16,3,7,3,6) 1
    d(3,7,g16) label_order(g16,3,6,3,7) 1
    d(3,7,g16) label_order(g16,3,7,3,6) -1
    d(3,7,g16) label_order(g16,3,8,3,7) 1
    d(3,7,g16) label_order(g16,2,7,3,7) 1
    d(3,7,g16) label_order(g16,3,7,2,7) -1
    d(4,9,g16) label_order(g16,4,8,4,9) 1
    d(4,9,g16) label_order(g16,4,9,4,10) -1
    d(4,9,g16) label_order(g16,4,10,4,9) 1
    d(4,9,g16) label_order(g16,4,9,5,9) -1
    d(4,9,g16) label_order(g16,5,9,4,9) 1
    d(4,10,g16) label_order(g16,4,9,4,10) 1
    d(4,10,g16) label_order(g16,4,10,4,9) -1
    d(5,9,g16) label_order(g16,4,9,5,9) 1
    d(5,9,g16) label_order(g16,5,9,4,9) -1
    d(1,7,g17) label_order(g17,1,7,2,7) -1
    d(1,7,g17) label_order(g17,2,7,1,7) 1
    d(2,6,g17) label_order(g17,2,6,2,7) -1
    d(2,6,g17) label_order(g17,2,7,2,6) 1
    d(2,6,g17) label_order(g17,2,6,3,6) -1
    d(2,6,g17) label_order(g17,3,6,2,6) 1
    d(2,7,g17) label_order(g17,2,6,2,7) 1
    d(2,7,g17) label_order(g17,2,7,2,6) -1
    d(2,7,g17) label_order(g17,1,7,2,7) 1
    d(2,7,g17) label_order(g17,2,7,1,7) -1
    d(3,6,g17) label_order(g17,2,6,3,6) 1
    d(3,6,g17) label_order(g17,3,6,2,6) -1
    d(3,6,g17) label_order(g17,4,6,3,6) 1
    d(3,9,g17) label_order(g17,3,9,3,10) -1
    d(3,9,g17) label_order(g17,3,10,3,9) 1
    d(3,9,g17) label_order(g17,3,9,4,9) -1
    d(3,9,g17) label_order(g17,4,9,3,9) 1
    d(3,10,g17) label_order(g17,3,9,3,10) 1
    d(3,10,g17) label_order(g17,3,10,3,9) -1
    d(3,10,g17) label_order(g17,3,10,3,11) -1
    d(3,10,g17) label_order(g17,3,11,3,10) 1
    d(3,11,g17) label_order(g17,3,10,3,11) 1
    d(3,11,g17) label_order(g17,3,11,3,10) -1
    d(4,4,g17) label_order(g17,4,4,4,5) -1
    d(4,4,g17) label_order(g17,4,5,4,4) 1
    d(4,4,g17) label_order(g17,4,4,5,4) -1
    d(4,4,g17) label_order(g17,5,4,4,4) 1
    d(4,5,g17) label_order(g17,4,4,4,5) 1
    d(4,5,g17) label_order(g17,4,5,4,4) -1
    d(4,5,g17) label_order(g17,4,6,4,5) 1
    d(4,9,g17) label_order(g17,3,9,4,9) 1
    d(4,9,g17) label_order(g17,4,9,3,9) -1
    d(4,9,g17) label_order(g17,4,9,5,9) -1
    d(4,9,g17) label_order(g17,5,9,4,9) 1
    d(5,4,g17) label_order(g17,4,4,5,4) 1
    d(5,4,g17) label_order(g17,5,4,4,4) -1
    d(5,4,g17) label_order(g17,5,4,6,4) -1
    d(5,4,g17) label_order(g17,6,4,5,4) 1
    d(5,8,g17) label_order(g17,5,7,5,8) 1
    d(5,8,g17) label_order(g17,5,8,5,9) -1
    d(5,8,g17) label_order(g17,5,9,5,8) 1
    d(5,9,g17) label_order(g17,5,8,5,9) 1
    d(5,9,g17) label_order(g17,5,9,5,8) -1
    d(5,9,g17) label_order(g17,4,9,5,9) 1
    d(5,9,g17) label_order(g17,5,9,4,9) -1
    d(6,2,g17) label_order(g17,6,2,6,3) -1
    d(6,2,g17) label_order(g17,6,3,6,2) 1
    d(6,3,g17) label_order(g17,6,2,6,3) 1
    d(6,3,g17) label_order(g17,6,3,6,2) -1
    d(6,3,g17) label_order(g17,6,3,6,4) -1
    d(6,3,g17) label_order(g17,6,4,6,3) 1
    d(6,4,g17) label_order(g17,6,3,6,4) 1
    d(6,4,g17) label_order(g17,6,4,6,3) -1
    d(6,4,g17) label_order(g17,5,4,6,4) 1
    d(6,4,g17) label_order(g17,6,4,5,4) -1
    d(6,7,g17) label_order(g17,5,7,6,7) 1
    d(6,7,g17) label_order(g17,6,7,7,7) -1
    d(6,7,g17) label_order(g17,7,7,6,7) 1
    d(7,6,g17) label_order(g17,7,6,7,7) -1
    d(7,6,g17) label_order(g17,7,7,7,6) 1
    d(7,6,g17) label_order(g17,7,6,8,6) -1
    d(7,6,g17) label_order(g17,8,6,7,6) 1
    d(7,7,g17) label_order(g17,7,6,7,7) 1
    d(7,7,g17) label_order(g17,7,7,7,6) -1
    d(7,7,g17) label_order(g17,6,7,7,7) 1
    d(7,7,g17) label_order(g17,7,7,6,7) -1
    d(8,6,g17) label_order(g17,7,6,8,6) 1
    d(8,6,g17) label_order(g17,8,6,7,6) -1
    d(3,11,g18) label_order(g18,4,11,3,11) 1
    d(6,11,g18) label_order(g18,5,11,6,11) 1
    d(3,1,g19) label_order(g19,3,1,4,1) -1
    d(3,1,g19) label_order(g19,4,1,3,1) 1
    d(4,1,g19) label_order(g19,4,1,4,2) -1
    d(4,1,g19) label_order(g19,4,2,4,1) 1
    d(4,1,g19) label_order(g19,3,1,4,1) 1
    d(4,1,g19) label_order(g19,4,1,3,1) -1
    d(4,1,g19) label_order(g19,4,1,5,1) -1
    d(4,1,g19) label_order(g19,5,1,4,1) 1
    d(4,2,g19) label_order(g19,4,1,4,2) 1
    d(4,2,g19) label_order(g19,4,2,4,1) -1
    d(4,2,g19) label_order(g19,4,2,4,3) -1
    d(4,2,g19) label_order(g19,4,3,4,2) 1
    d(4,2,g19) label_order(g19,4,2,5,2) -1
    d(4,2,g19) label_order(g19,5,2,4,2) 1
    d(4,3,g19) label_order(g19,4,2,4,3) 1
    d(4,3,g19) label_order(g19,4,3,4,2) -1
    d(4,3,g19) label_order(g19,4,3,4,4) -1
    d(4,3,g19) label_order(g19,4,4,4,3) 1
    d(4,3,g19) label_order(g19,5,3,4,3) 1
    d(4,4,g19) label_order(g19,4,3,4,4) 1
    d(4,4,g19) label_order(g19,4,4,4,3) -1
    d(4,4,g19) label_order(g19,4,4,4,5) -1
    d(4,4,g19) label_order(g19,4,5,4,4) 1
    d(4,4,g19) label_order(g19,4,4,5,4) -1
    d(4,4,g19) label_order(g19,5,4,4,4) 1
    d(4,5,g19) label_order(g19,4,4,4,5) 1
    d(4,5,g19) label_order(g19,4,5,4,4) -1
    d(4,5,g19) label_order(g19,4,5,5,5) -1
    d(4,5,g19) label_order(g19,5,5,4,5) 1
    d(5,1,g19) label_order(g19,5,1,5,2) -1
    d(5,1,g19) label_order(g19,5,2,5,1) 1
    d(5,1,g19) label_order(g19,4,1,5,1) 1
    d(5,1,g19) label_order(g19,5,1,4,1) -1
    d(5,1,g19) label_order(g19,5,1,6,1) -1
    d(5,1,g19) label_order(g19,6,1,5,1) 1
    d(5,2,g19) label_order(g19,5,1,5,2) 1
    d(5,2,g19) label_order(g19,5,2,5,1) -1
    d(5,2,g19) label_order(g19,5,3,5,2) 1
    d(5,2,g19) label_order(g19,4,2,5,2) 1
    d(5,2,g19) label_order(g19,5,2,4,2) -1
    d(5,2,g19) label_order(g19,5,2,6,2) -1
    d(5,2,g19) label_order(g19,6,2,5,2) 1
    d(5,4,g19) label_order(g19,5,3,5,4) 1
    d(5,4,g19) label_order(g19,5,4,5,5) -1
    d(5,4,g19) label_order(g19,5,5,5,4) 1
    d(5,4,g19) label_order(g19,4,4,5,4) 1
    d(5,4,g19) label_order(g19,5,4,4,4) -1
    d(5,4,g19) label_order(g19,5,4,6,4) -1
    d(5,4,g19) label_order(g19,6,4,5,4) 1
    d(5,5,g19) label_order(g19,5,4,5,5) 1
    d(5,5,g19) label_order(g19,5,5,5,4) -1
    d(5,5,g19) label_order(g19,4,5,5,5) 1
    d(5,5,g19) label_order(g19,5,5,4,5) -1
    d(5,5,g19) label_order(g19,5,5,6,5) -1
    d(5,5,g19) label_order(g19,6,5,5,5) 1
    d(6,1,g19) label_order(g19,6,1,6,2) -1
    d(6,1,g19) label_order(g19,6,2,6,1) 1
    d(6,1,g19) label_order(g19,5,1,6,1) 1
    d(6,1,g19) label_order(g19,6,1,5,1) -1
    d(6,2,g19) label_order(g19,6,1,6,2) 1
    d(6,2,g19) label_order(g19,6,2,6,1) -1
    d(6,2,g19) label_order(g19,6,2,6,3) -1
    d(6,2,g19) label_order(g19,6,3,6,2) 1
    d(6,2,g19) label_order(g19,5,2,6,2) 1
    d(6,2,g19) label_order(g19,6,2,5,2) -1
    d(6,3,g19) label_order(g19,6,2,6,3) 1
    d(6,3,g19) label_order(g19,6,3,6,2) -1
    d(6,3,g19) label_order(g19,6,3,6,4) -1
    d(6,3,g19) label_order(g19,6,4,6,3) 1
    d(6,3,g19) label_order(g19,5,3,6,3) 1
    d(6,4,g19) label_order(g19,6,3,6,4) 1
    d(6,4,g19) label_order(g19,6,4,6,3) -1
    d(6,4,g19) label_order(g19,6,4,6,5) -1
    d(6,4,g19) label_order(g19,6,5,6,4) 1
    d(6,4,g19) label_order(g19,5,4,6,4) 1
    d(6,4,g19) label_order(g19,6,4,5,4) -1
    d(6,5,g19) label_order(g19,6,4,6,5) 1
    d(6,5,g19) label_order(g19,6,5,6,4) -1
    d(6,5,g19) label_order(g19,5,5,6,5) 1
    d(6,5,g19) label_order(g19,6,5,5,5) -1
    d(6,5,g19) label_order(g19,6,5,7,5) -1
    d(6,5,g19) label_order(g19,7,5,6,5) 1
    d(7,5,g19) label_order(g19,6,5,7,5) 1
    d(7,5,g19) label_order(g19,7,5,6,5) -1
    d(3,9,g20) label_order(g20,3,9,3,10) -1
    d(3,9,g20) label_order(g20,3,10,3,9) 1
    d(3,9,g20) label_order(g20,3,9,4,9) -1
    d(3,9,g20) label_order(g20,4,9,3,9) 1
    d(3,10,g20) label_order(g20,3,9,3,10) 1
    d(3,10,g20) label_order(g20,3,10,3,9) -1
    d(3,10,g20) label_order(g20,3,10,3,11) -1
    d(3,10,g20) label_order(g20,3,11,3,10) 1
    d(3,10,g20) label_order(g20,3,10,4,10) -1
    d(3,10,g20) label_order(g20,4,10,3,10) 1
    d(3,11,g20) label_order(g20,3,10,3,11) 1
    d(3,11,g20) label_order(g20,3,11,3,10) -1
    d(4,9,g20) label_order(g20,4,9,4,10) -1
    d(4,9,g20) label_order(g20,4,10,4,9) 1
    d(4,9,g20) label_order(g20,3,9,4,9) 1
    d(4,9,g20) label_order(g20,4,9,3,9) -1
    d(4,10,g20) label_order(g20,4,9,4,10) 1
    d(4,10,g20) label_order(g20,4,10,4,9) -1
    d(4,10,g20) label_order(g20,3,10,4,10) 1
    d(4,10,g20) label_order(g20,4,10,3,10) -1
    d(4,10,g20) label_order(g20,5,10,4,10) 1
    d(6,10,g20) label_order(g20,6,10,6,11) -1
    d(6,10,g20) label_order(g20,6,11,6,10) 1
    d(6,10,g20) label_order(g20,5,10,6,10) 1
    d(6,10,g20) label_order(g20,6,10,7,10) -1
    d(6,10,g20) label_order(g20,7,10,6,10) 1
    d(6,11,g20) label_order(g20,6,10,6,11) 1
    d(6,11,g20) label_order(g20,6,11,6,10) -1
    d(6,11,g20) label_order(g20,6,11,7,11) -1
    d(6,11,g20) label_order(g20,7,11,6,11) 1
    d(7,9,g20) label_order(g20,7,9,7,10) -1
    d(7,9,g20) label_order(g20,7,10,7,9) 1
    d(7,10,g20) label_order(g20,7,9,7,10) 1
    d(7,10,g20) label_order(g20,7,10,7,9) -1
    d(7,10,g20) label_order(g20,7,10,7,11) -1
    d(7,10,g20) label_order(g20,7,11,7,10) 1
    d(7,10,g20) label_order(g20,6,10,7,10) 1
    d(7,10,g20) label_order(g20,7,10,6,10) -1
    d(7,11,g20) label_order(g20,7,10,7,11) 1
    d(7,11,g20) label_order(g20,7,11,7,10) -1
    d(7,11,g20) label_order(g20,6,11,7,11) 1
    d(7,11,g20) label_order(g20,7,11,6,11) -1
    d(3,4,g22) label_order(g22,3,4,4,4) -1
    d(3,4,g22) label_order(g22,4,4,3,4) 1
    d(4,3,g22) label_order(g22,4,3,4,4) -1
    d(4,3,g22) label_order(g22,4,4,4,3) 1
    d(4,4,g22) label_order(g22,4,3,4,4) 1
    d(4,4,g22) label_order(g22,4,4,4,3) -1
    d(4,4,g22) label_order(g22,4,4,4,5) -1
    d(4,4,g22) label_order(g22,4,5,4,4) 1
    d(4,4,g22) label_order(g22,3,4,4,4) 1
    d(4,4,g22) label_order(g22,4,4,3,4) -1
    d(4,5,g22) label_order(g22,4,4,4,5) 1
    d(4,5,g22) label_order(g22,4,5,4,4) -1
    d(4,5,g22) label_order(g22,4,5,5,5) -1
    d(4,5,g22) label_order(g22,5,5,4,5) 1
    d(5,5,g22) label_order(g22,4,5,5,5) 1
    d(5,5,g22) label_order(g22,5,5,4,5) -1
    d(5,5,g22) label_order(g22,5,5,6,5) -1
    d(5,5,g22) label_order(g22,6,5,5,5) 1
    d(5,8,g22) label_order(g22,5,8,6,8) -1
    d(5,8,g22) label_order(g22,6,8,5,8) 1
    d(6,4,g22) label_order(g22,6,4,6,5) -1
    d(6,4,g22) label_order(g22,6,5,6,4) 1
    d(6,4,g22) label_order(g22,6,4,7,4) -1
    d(6,4,g22) label_order(g22,7,4,6,4) 1
    d(6,5,g22) label_order(g22,6,4,6,5) 1
    d(6,5,g22) label_order(g22,6,5,6,4) -1
    d(6,5,g22) label_order(g22,6,6,6,5) 1
    d(6,5,g22) label_order(g22,5,5,6,5) 1
    d(6,5,g22) label_order(g22,6,5,5,5) -1
    d(6,7,g22) label_order(g22,6,6,6,7) 1
    d(6,7,g22) label_order(g22,6,7,6,8) -1
    d(6,7,g22) label_order(g22,6,8,6,7) 1
    d(6,7,g22) label_order(g22,6,7,7,7) -1
    d(6,7,g22) label_order(g22,7,7,6,7) 1
    d(6,8,g22) label_order(g22,6,7,6,8) 1
    d(6,8,g22) label_order(g22,6,8,6,7) -1
    d(6,8,g22) label_order(g22,5,8,6,8) 1
    d(6,8,g22) label_order(g22,6,8,5,8) -1
    d(7,4,g22) label_order(g22,6,4,7,4) 1
    d(7,4,g22) label_order(g22,7,4,6,4) -1
    d(7,7,g22) label_order(g22,6,7,7,7) 1
    d(7,7,g22) label_order(g22,7,7,6,7) -1
    d(7,7,g22) label_order(g22,7,7,8,7) -1
    d(7,7,g22) label_order(g22,8,7,7,7) 1
    d(8,7,g22) label_order(g22,8,7,8,8) -1
    d(8,7,g22) label_order(g22,8,8,8,7) 1
    d(8,7,g22) label_order(g22,7,7,8,7) 1
    d(8,7,g22) label_order(g22,8,7,7,7) -1
    d(8,8,g22) label_order(g22,8,7,8,8) 1
    d(8,8,g22) label_order(g22,8,8,8,7) -1
    d(8,8,g22) label_order(g22,8,8,8,9) -1
    d(8,8,g22) label_order(g22,8,9,8,8) 1
    d(8,8,g22) label_order(g22,8,8,9,8) -1
    d(8,8,g22) label_order(g22,9,8,8,8) 1
    d(8,9,g22) label_order(g22,8,8,8,9) 1
    d(8,9,g22) label_order(g22,8,9,8,8) -1
    d(9,8,g22) label_order(g22,8,8,9,8) 1
    d(9,8,g22) label_order(g22,9,8,8,8) -1
    d(2,10,g23) label_order(g23,2,10,3,10) -1
    d(2,10,g23) label_order(g23,3,10,2,10) 1
    d(3,10,g23) label_order(g23,2,10,3,10) 1
    d(3,10,g23) label_order(g23,3,10,2,10) -1
    d(3,10,g23) label_order(g23,3,10,4,10) -1
    d(3,10,g23) label_order(g23,4,10,3,10) 1
    d(4,9,g23) label_order(g23,4,9,4,10) -1
    d(4,9,g23) label_order(g23,4,10,4,9) 1
    d(4,9,g23) label_order(g23,4,9,5,9) -1
    d(4,9,g23) label_order(g23,5,9,4,9) 1
    d(4,10,g23) label_order(g23,4,9,4,10) 1
    d(4,10,g23) label_order(g23,4,10,4,9) -1
    d(4,10,g23) label_order(g23,3,10,4,10) 1
    d(4,10,g23) label_order(g23,4,10,3,10) -1
    d(5,8,g23) label_order(g23,5,8,5,9) -1
    d(5,8,g23) label_order(g23,5,9,5,8) 1
    d(5,8,g23) label_order(g23,5,8,6,8) -1
    d(5,8,g23) label_order(g23,6,8,5,8) 1
    d(5,9,g23) label_order(g23,5,8,5,9) 1
    d(5,9,g23) label_order(g23,5,9,5,8) -1
    d(5,9,g23) label_order(g23,4,9,5,9) 1
    d(5,9,g23) label_order(g23,5,9,4,9) -1
    d(5,9,g23) label_order(g23,6,9,5,9) 1
    d(6,7,g23) label_order(g23,6,7,6,8) -1
    d(6,7,g23) label_order(g23,6,8,6,7) 1
    d(6,8,g23) label_order(g23,6,7,6,8) 1
    d(6,8,g23) label_order(g23,6,8,6,7) -1
    d(6,8,g23) label_order(g23,6,9,6,8) 1
    d(6,8,g23) label_order(g23,5,8,6,8) 1
    d(6,8,g23) label_order(g23,6,8,5,8) -1
    d(6,10,g23) label_order(g23,6,9,6,10) 1
    d(6,10,g23) label_order(g23,6,10,6,11) -1
    d(6,10,g23) label_order(g23,6,11,6,10) 1
    d(6,10,g23) label_order(g23,6,10,7,10) -1
    d(6,10,g23) label_order(g23,7,10,6,10) 1
    d(6,11,g23) label_order(g23,6,10,6,11) 1
    d(6,11,g23) label_order(g23,6,11,6,10) -1
    d(7,9,g23) label_order(g23,7,9,7,10) -1
    d(7,9,g23) label_order(g23,7,10,7,9) 1
    d(7,9,g23) label_order(g23,6,9,7,9) 1
    d(7,9,g23) label_order(g23,7,9,8,9) -1
    d(7,9,g23) label_order(g23,8,9,7,9) 1
    d(7,10,g23) label_order(g23,7,9,7,10) 1
    d(7,10,g23) label_order(g23,7,10,7,9) -1
    d(7,10,g23) label_order(g23,6,10,7,10) 1
    d(7,10,g23) label_order(g23,7,10,6,10) -1
    d(8,8,g23) label_order(g23,8,8,8,9) -1
    d(8,8,g23) label_order(g23,8,9,8,8) 1
    d(8,8,g23) label_order(g23,8,8,9,8) -1
    d(8,8,g23) label_order(g23,9,8,8,8) 1
    d(8,9,g23) label_order(g23,8,8,8,9) 1
    d(8,9,g23) label_order(g23,8,9,8,8) -1
    d(8,9,g23) label_order(g23,7,9,8,9) 1
    d(8,9,g23) label_order(g23,8,9,7,9) -1
    d(9,8,g23) label_order(g23,8,8,9,8) 1
    d(9,8,g23) label_order(g23,9,8,8,8) -1
    d(9,8,g23) label_order(g23,9,8,10,8) -1
    d(9,8,g23) label_order(g23,10,8,9,8) 1
    d(10,8,g23) label_order(g23,9,8,10,8) 1
    d(10,8,g23) label_order(g23,10,8,9,8) -1
    d(6,1,g25) label_order(g25,6,1,7,1) -1
    d(6,1,g25) label_order(g25,7,1,6,1) 1
    d(6,3,g25) label_order(g25,7,3,6,3) 1
    d(7,1,g25) label_order(g25,7,2,7,1) 1
    d(7,1,g25) label_order(g25,6,1,7,1) 1
    d(7,1,g25) label_order(g25,7,1,6,1) -1
    d(7,4,g25) label_order(g25,7,3,7,4) 1
    d(7,4,g25) label_order(g25,7,4,8,4) -1
    d(7,4,g25) label_order(g25,8,4,7,4) 1
    d(8,2,g25) label_order(g25,7,2,8,2) 1
    d(8,4,g25) label_order(g25,7,4,8,4) 1
    d(8,4,g25) label_order(g25,8,4,7,4) -1
    d(5,8,g26) label_order(g26,5,8,6,8) -1
    d(5,8,g26) label_order(g26,6,8,5,8) 1
    d(6,7,g26) label_order(g26,6,7,6,8) -1
    d(6,7,g26) label_order(g26,6,8,6,7) 1
    d(6,7,g26) label_order(g26,6,7,7,7) -1
    d(6,7,g26) label_order(g26,7,7,6,7) 1
    d(6,8,g26) label_order(g26,6,7,6,8) 1
    d(6,8,g26) label_order(g26,6,8,6,7) -1
    d(6,8,g26) label_order(g26,5,8,6,8) 1
    d(6,8,g26) label_order(g26,6,8,5,8) -1
    d(6,8,g26) label_order(g26,7,8,6,8) 1
    d(6,10,g26) label_order(g26,6,10,7,10) -1
    d(6,10,g26) label_order(g26,7,10,6,10) 1
    d(7,5,g26) label_order(g26,7,5,7,6) -1
    d(7,5,g26) label_order(g26,7,6,7,5) 1
    d(7,6,g26) label_order(g26,7,5,7,6) 1
    d(7,6,g26) label_order(g26,7,6,7,5) -1
    d(7,6,g26) label_order(g26,7,6,7,7) -1
    d(7,6,g26) label_order(g26,7,7,7,6) 1
    d(7,6,g26) label_order(g26,7,6,8,6) -1
    d(7,6,g26) label_order(g26,8,6,7,6) 1
    d(7,7,g26) label_order(g26,7,6,7,7) 1
    d(7,7,g26) label_order(g26,7,7,7,6) -1
    d(7,7,g26) label_order(g26,7,8,7,7) 1
    d(7,7,g26) label_order(g26,6,7,7,7) 1
    d(7,7,g26) label_order(g26,7,7,6,7) -1
    d(7,9,g26) label_order(g26,7,8,7,9) 1
    d(7,9,g26) label_order(g26,7,9,7,10) -1
    d(7,9,g26) label_order(g26,7,10,7,9) 1
    d(7,9,g26) label_order(g26,7,9,8,9) -1
    d(7,9,g26) label_order(g26,8,9,7,9) 1
    d(7,10,g26) label_order(g26,7,9,7,10) 1
    d(7,10,g26) label_order(g26,7,10,7,9) -1
    d(7,10,g26) label_order(g26,7,10,7,11) -1
    d(7,10,g26) label_order(g26,7,11,7,10) 1
    d(7,10,g26) label_order(g26,6,10,7,10) 1
    d(7,10,g26) label_order(g26,7,10,6,10) -1
    d(7,11,g26) label_order(g26,7,10,7,11) 1
    d(7,11,g26) label_order(g26,7,11,7,10) -1
    d(8,6,g26) label_order(g26,7,6,8,6) 1
    d(8,6,g26) label_order(g26,8,6,7,6) -1
    d(8,8,g26) label_order(g26,8,8,8,9) -1
    d(8,8,g26) label_order(g26,8,9,8,8) 1
    d(8,8,g26) label_order(g26,7,8,8,8) 1
    d(8,8,g26) label_order(g26,8,8,9,8) -1
    d(8,8,g26) label_order(g26,9,8,8,8) 1
    d(8,9,g26) label_order(g26,8,8,8,9) 1
    d(8,9,g26) label_order(g26,8,9,8,8) -1
    d(8,9,g26) label_order(g26,7,9,8,9) 1
    d(8,9,g26) label_order(g26,8,9,7,9) -1
    d(9,8,g26) label_order(g26,8,8,9,8) 1
    d(9,8,g26) label_order(g26,9,8,8,8) -1
    d(5,0,g27) label_order(g27,5,0,5,1) -1
    d(5,0,g27) label_order(g27,5,1,5,0) 1
    d(5,1,g27) label_order(g27,5,0,5,1) 1
    d(5,1,g27) label_order(g27,5,1,5,0) -1
    d(5,1,g27) label_order(g27,5,1,6,1) -1
    d(5,1,g27) label_order(g27,6,1,5,1) 1
    d(6,1,g27) label_order(g27,5,1,6,1) 1
    d(6,1,g27) label_order(g27,6,1,5,1) -1
    d(6,1,g27) label_order(g27,6,1,7,1) -1
    d(6,1,g27) label_order(g27,7,1,6,1) 1
    d(7,1,g27) label_order(g27,6,1,7,1) 1
    d(7,1,g27) label_order(g27,7,1,6,1) -1
    d(7,1,g27) label_order(g27,8,1,7,1) 1
    d(9,0,g27) label_order(g27,8,0,9,0) 1
    d(9,0,g27) label_order(g27,9,0,10,0) -1
    d(9,0,g27) label_order(g27,10,0,9,0) 1
    d(10,0,g27) label_order(g27,9,0,10,0) 1
    d(10,0,g27) label_order(g27,10,0,9,0) -1
    d(10,0,g27) label_order(g27,10,0,11,0) -1
    d(10,0,g27) label_order(g27,11,0,10,0) 1
    d(11,0,g27) label_order(g27,11,0,11,1) -1
    d(11,0,g27) label_order(g27,11,1,11,0) 1
    d(11,0,g27) label_order(g27,10,0,11,0) 1
    d(11,0,g27) label_order(g27,11,0,10,0) -1
    d(11,1,g27) label_order(g27,11,0,11,1) 1
    d(11,1,g27) label_order(g27,11,1,11,0) -1
    d(7,4,g28) label_order(g28,7,4,8,4) -1
    d(7,4,g28) label_order(g28,8,4,7,4) 1
    d(8,2,g28) label_order(g28,8,3,8,2) 1
    d(8,2,g28) label_order(g28,8,2,9,2) -1
    d(8,2,g28) label_order(g28,9,2,8,2) 1
    d(8,4,g28) label_order(g28,8,3,8,4) 1
    d(8,4,g28) label_order(g28,7,4,8,4) 1
    d(8,4,g28) label_order(g28,8,4,7,4) -1
    d(9,2,g28) label_order(g28,8,2,9,2) 1
    d(9,2,g28) label_order(g28,9,2,8,2) -1
    d(5,5,g29) label_order(g29,5,5,6,5) -1
    d(5,5,g29) label_order(g29,6,5,5,5) 1
    d(6,5,g29) label_order(g29,5,5,6,5) 1
    d(6,5,g29) label_order(g29,6,5,5,5) -1
    d(6,5,g29) label_order(g29,6,5,7,5) -1
    d(6,5,g29) label_order(g29,7,5,6,5) 1
    d(7,4,g29) label_order(g29,7,4,7,5) -1
    d(7,4,g29) label_order(g29,7,5,7,4) 1
    d(7,4,g29) label_order(g29,7,4,8,4) -1
    d(7,4,g29) label_order(g29,8,4,7,4) 1
    d(7,5,g29) label_order(g29,7,4,7,5) 1
    d(7,5,g29) label_order(g29,7,5,7,4) -1
    d(7,5,g29) label_order(g29,6,5,7,5) 1
    d(7,5,g29) label_order(g29,7,5,6,5) -1
    d(7,5,g29) label_order(g29,8,5,7,5) 1
    d(8,4,g29) label_order(g29,8,5,8,4) 1
    d(8,4,g29) label_order(g29,7,4,8,4) 1
    d(8,4,g29) label_order(g29,8,4,7,4) -1
    d(8,6,g29) label_order(g29,8,5,8,6) 1
    d(8,6,g29) label_order(g29,8,6,9,6) -1
    d(8,6,g29) label_order(g29,9,6,8,6) 1
    d(9,5,g29) label_order(g29,9,5,9,6) -1
    d(9,5,g29) label_order(g29,9,6,9,5) 1
    d(9,5,g29) label_order(g29,8,5,9,5) 1
    d(9,5,g29) label_order(g29,9,5,10,5) -1
    d(9,5,g29) label_order(g29,10,5,9,5) 1
    d(9,6,g29) label_order(g29,9,5,9,6) 1
    d(9,6,g29) label_order(g29,9,6,9,5) -1
    d(9,6,g29) label_order(g29,8,6,9,6) 1
    d(9,6,g29) label_order(g29,9,6,8,6) -1
    d(10,5,g29) label_order(g29,9,5,10,5) 1
    d(10,5,g29) label_order(g29,10,5,9,5) -1
    d(10,5,g29) label_order(g29,10,5,11,5) -1
    d(10,5,g29) label_order(g29,11,5,10,5) 1
    d(11,5,g29) label_order(g29,10,5,11,5) 1
    d(11,5,g29) label_order(g29,11,5,10,5) -1
    d(7,9,g30) label_order(g30,7,9,7,10) -1
    d(7,9,g30) label_order(g30,7,10,7,9) 1
    d(7,10,g30) label_order(g30,7,9,7,10) 1
    d(7,10,g30) label_order(g30,7,10,7,9) -1
    d(7,10,g30) label_order(g30,8,10,7,10) 1
    d(10,10,g30) label_order(g30,10,10,10,11) -1
    d(10,10,g30) label_order(g30,10,11,10,10) 1
    d(10,10,g30) label_order(g30,9,10,10,10) 1
    d(10,11,g30) label_order(g30,10,10,10,11) 1
    d(10,11,g30) label_order(g30,10,11,10,10) -1
    d(7,11,g31) label_order(g31,8,11,7,11) 1
    d(10,11,g31) label_order(g31,9,11,10,11) 1
    d(8,2,g32) label_order(g32,8,2,9,2) -1
    d(8,2,g32) label_order(g32,9,2,8,2) 1
    d(9,0,g32) label_order(g32,9,1,9,0) 1
    d(9,0,g32) label_order(g32,9,0,10,0) -1
    d(9,0,g32) label_order(g32,10,0,9,0) 1
    d(9,2,g32) label_order(g32,9,1,9,2) 1
    d(9,2,g32) label_order(g32,8,2,9,2) 1
    d(9,2,g32) label_order(g32,9,2,8,2) -1
    d(10,0,g32) label_order(g32,9,0,10,0) 1
    d(10,0,g32) label_order(g32,10,0,9,0) -1
    d(7,4,g33) label_order(g33,7,4,8,4) -1
    d(7,4,g33) label_order(g33,8,4,7,4) 1
    d(8,4,g33) label_order(g33,7,4,8,4) 1
    d(8,4,g33) label_order(g33,8,4,7,4) -1
    d(8,4,g33) label_order(g33,9,4,8,4) 1
    d(9,2,g33) label_order(g33,9,2,9,3) -1
    d(9,2,g33) label_order(g33,9,3,9,2) 1
    d(9,3,g33) label_order(g33,9,2,9,3) 1
    d(9,3,g33) label_order(g33,9,3,9,2) -1
    d(9,3,g33) label_order(g33,9,4,9,3) 1
    d(9,5,g33) label_order(g33,9,4,9,5) 1
    d(9,5,g33) label_order(g33,9,5,9,6) -1
    d(9,5,g33) label_order(g33,9,6,9,5) 1
    d(9,6,g33) label_order(g33,9,5,9,6) 1
    d(9,6,g33) label_order(g33,9,6,9,5) -1
    d(10,4,g33) label_order(g33,9,4,10,4) 1
    d(10,4,g33) label_order(g33,10,4,11,4) -1
    d(10,4,g33) label_order(g33,11,4,10,4) 1
    d(11,4,g33) label_order(g33,10,4,11,4) 1
    d(11,4,g33) label_order(g33,11,4,10,4) -1
    d(7,5,g34) label_order(g34,7,5,7,6) -1
    d(7,5,g34) label_order(g34,7,6,7,5) 1
    d(7,6,g34) label_order(g34,7,5,7,6) 1
    d(7,6,g34) label_order(g34,7,6,7,5) -1
    d(7,6,g34) label_order(g34,7,6,8,6) -1
    d(7,6,g34) label_order(g34,8,6,7,6) 1
    d(8,6,g34) label_order(g34,8,6,8,7) -1
    d(8,6,g34) label_order(g34,8,7,8,6) 1
    d(8,6,g34) label_order(g34,7,6,8,6) 1
    d(8,6,g34) label_order(g34,8,6,7,6) -1
    d(8,6,g34) label_order(g34,8,6,9,6) -1
    d(8,6,g34) label_order(g34,9,6,8,6) 1
    d(8,7,g34) label_order(g34,8,6,8,7) 1
    d(8,7,g34) label_order(g34,8,7,8,6) -1
    d(8,7,g34) label_order(g34,9,7,8,7) 1
    d(9,6,g34) label_order(g34,9,7,9,6) 1
    d(9,6,g34) label_order(g34,8,6,9,6) 1
    d(9,6,g34) label_order(g34,9,6,8,6) -1
    d(9,8,g34) label_order(g34,9,7,9,8) 1
    d(9,8,g34) label_order(g34,9,8,10,8) -1
    d(9,8,g34) label_order(g34,10,8,9,8) 1
    d(10,7,g34) label_order(g34,10,7,10,8) -1
    d(10,7,g34) label_order(g34,10,8,10,7) 1
    d(10,7,g34) label_order(g34,9,7,10,7) 1
    d(10,8,g34) label_order(g34,10,7,10,8) 1
    d(10,8,g34) label_order(g34,10,8,10,7) -1
    d(10,8,g34) label_order(g34,9,8,10,8) 1
    d(10,8,g34) label_order(g34,10,8,9,8) -1
    d(10,8,g34) label_order(g34,10,8,11,8) -1
    d(10,8,g34) label_order(g34,11,8,10,8) 1
    d(11,8,g34) label_order(g34,11,8,11,9) -1
    d(11,8,g34) label_order(g34,11,9,11,8) 1
    d(11,8,g34) label_order(g34,10,8,11,8) 1
    d(11,8,g34) label_order(g34,11,8,10,8) -1
    d(11,9,g34) label_order(g34,11,8,11,9) 1
    d(11,9,g34) label_order(g34,11,9,11,8) -1
    d(8,9,g35) label_order(g35,9,9,8,9) 1
    d(9,8,g35) label_order(g35,9,9,9,8) 1
    d(10,10,g35) label_order(g35,10,9,10,10) 1
    d(11,9,g35) label_order(g35,10,9,11,9) 1
    d(10,0,g36) label_order(g36,10,0,10,1) -1
    d(10,0,g36) label_order(g36,10,1,10,0) 1
    d(10,0,g36) label_order(g36,10,0,11,0) -1
    d(10,0,g36) label_order(g36,11,0,10,0) 1
    d(10,1,g36) label_order(g36,10,0,10,1) 1
    d(10,1,g36) label_order(g36,10,1,10,0) -1
    d(10,1,g36) label_order(g36,10,2,10,1) 1
    d(10,1,g36) label_order(g36,10,1,11,1) -1
    d(10,1,g36) label_order(g36,11,1,10,1) 1
    d(10,4,g36) label_order(g36,10,3,10,4) 1
    d(10,4,g36) label_order(g36,10,4,10,5) -1
    d(10,4,g36) label_order(g36,10,5,10,4) 1
    d(10,4,g36) label_order(g36,10,4,11,4) -1
    d(10,4,g36) label_order(g36,11,4,10,4) 1
    d(10,5,g36) label_order(g36,10,4,10,5) 1
    d(10,5,g36) label_order(g36,10,5,10,4) -1
    d(10,5,g36) label_order(g36,10,5,11,5) -1
    d(10,5,g36) label_order(g36,11,5,10,5) 1
    d(11,0,g36) label_order(g36,11,0,11,1) -1
    d(11,0,g36) label_order(g36,11,1,11,0) 1
    d(11,0,g36) label_order(g36,10,0,11,0) 1
    d(11,0,g36) label_order(g36,11,0,10,0) -1
    d(11,1,g36) label_order(g36,11,0,11,1) 1
    d(11,1,g36) label_order(g36,11,1,11,0) -1
    d(11,1,g36) label_order(g36,11,2,11,1) 1
    d(11,1,g36) label_order(g36,10,1,11,1) 1
    d(11,1,g36) label_order(g36,11,1,10,1) -1
    d(11,4,g36) label_order(g36,11,3,11,4) 1
    d(11,4,g36) label_order(g36,11,4,11,5) -1
    d(11,4,g36) label_order(g36,11,5,11,4) 1
    d(11,4,g36) label_order(g36,10,4,11,4) 1
    d(11,4,g36) label_order(g36,11,4,10,4) -1
    d(11,5,g36) label_order(g36,11,4,11,5) 1
    d(11,5,g36) label_order(g36,11,5,11,4) -1
    d(11,5,g36) label_order(g36,10,5,11,5) 1
    d(11,5,g36) label_order(g36,11,5,10,5) -1
    d(10,4,g37) label_order(g37,10,4,11,4) -1
    d(10,4,g37) label_order(g37,11,4,10,4) 1
    d(10,7,g37) label_order(g37,10,6,10,7) 1
    d(10,7,g37) label_order(g37,10,7,10,8) -1
    d(10,7,g37) label_order(g37,10,8,10,7) 1
    d(10,8,g37) label_order(g37,10,7,10,8) 1
    d(10,8,g37) label_order(g37,10,8,10,7) -1
    d(10,8,g37) label_order(g37,10,8,11,8) -1
    d(10,8,g37) label_order(g37,11,8,10,8) 1
    d(11,4,g37) label_order(g37,11,4,11,5) -1
    d(11,4,g37) label_order(g37,11,5,11,4) 1
    d(11,4,g37) label_order(g37,10,4,11,4) 1
    d(11,4,g37) label_order(g37,11,4,10,4) -1
    d(11,5,g37) label_order(g37,11,4,11,5) 1
    d(11,5,g37) label_order(g37,11,5,11,4) -1
    d(11,5,g37) label_order(g37,11,6,11,5) 1
    d(11,8,g37) label_order(g37,10,8,11,8) 1
    d(11,8,g37) label_order(g37,11,8,10,8) -1
    p(g1,0,2,0,1) label_pred(g1,0,1) 1
    p(g1,0,2,0,1) label_order(g1,0,2,0,1) -2
    p(g1,0,2,0,3) label_pred(g1,0,3) 1
    p(g1,0,2,0,3) label_order(g1,0,2,0,3) -2
    p(g2,0,4,0,3) label_pred(g2,0,3) 1
    p(g2,0,4,0,3) label_order(g2,0,4,0,3) -2
    p(g2,0,4,0,5) label_pred(g2,0,5) 1
    p(g2,0,4,0,5) label_order(g2,0,4,0,5) -2
    p(g3,0,5,0,6) label_pred(g3,0,6) 1
    p(g3,0,5,0,6) label_tail(g3,0,5,0,6) 1
    p(g3,0,5,0,6) label_order(g3,0,5,0,6) -3
    p(g3,0,6,0,5) label_pred(g3,0,5) 1
    p(g3,0,6,0,5) label_tail(g3,0,6,0,5) 1
    p(g3,0,6,0,5) label_order(g3,0,6,0,5) -3
    p(g3,0,7,0,6) label_pred(g3,0,6) 1
    p(g3,0,7,0,6) label_order(g3,0,7,0,6) -3
    p(g3,0,8,0,9) label_pred(g3,0,9) 1
    p(g3,0,8,0,9) label_order(g3,0,8,0,9) -3
    p(g3,0,9,0,10) label_pred(g3,0,10) 1
    p(g3,0,9,0,10) label_tail(g3,0,9,0,10) 1
    p(g3,0,9,0,10) label_order(g3,0,9,0,10) -3
    p(g3,0,10,0,9) label_pred(g3,0,9) 1
    p(g3,0,10,0,9) label_tail(g3,0,10,0,9) 1
    p(g3,0,10,0,9) label_order(g3,0,10,0,9) -3
    p(g5,1,1,1,0) label_pred(g5,1,0) 1
    p(g5,1,1,1,0) label_order(g5,1,1,1,0) -4
    p(g5,1,2,1,3) label_pred(g5,1,3) 1
    p(g5,1,2,1,3) label_order(g5,1,2,1,3) -4
    p(g5,1,1,0,1) label_pred(g5,0,1) 1
    p(g5,1,1,0,1) label_order(g5,1,1,0,1) -4
    p(g5,0,3,1,3) label_pred(g5,1,3) 1
    p(g5,0,3,1,3) label_tail(g5,0,3,1,3) 1
    p(g5,0,3,1,3) label_order(g5,0,3,1,3) -4
    p(g5,1,3,0,3) label_pred(g5,0,3) 1
    p(g5,1,3,0,3) label_tail(g5,1,3,0,3) 1
    p(g5,1,3,0,3) label_order(g5,1,3,0,3) -4
    p(g5,1,0,2,0) label_pred(g5,2,0) 1
    p(g5,1,0,2,0) label_tail(g5,1,0,2,0) 1
    p(g5,1,0,2,0) label_order(g5,1,0,2,0) -4
    p(g5,2,0,1,0) label_pred(g5,1,0) 1
    p(g5,2,0,1,0) label_tail(g5,2,0,1,0) 1
    p(g5,2,0,1,0) label_order(g5,2,0,1,0) -4
    p(g5,1,2,2,2) label_pred(g5,2,2) 1
    p(g5,1,2,2,2) label_order(g5,1,2,2,2) -4
    p(g6,0,5,0,6) label_pred(g6,0,6) 1
    p(g6,0,5,0,6) label_tail(g6,0,5,0,6) 1
    p(g6,0,5,0,6) label_order(g6,0,5,0,6) -3
    p(g6,0,6,0,5) label_pred(g6,0,5) 1
    p(g6,0,6,0,5) label_tail(g6,0,6,0,5) 1
    p(g6,0,6,0,5) label_order(g6,0,6,0,5) -3
    p(g6,2,6,2,7) label_pred(g6,2,7) 1
    p(g6,2,6,2,7) label_tail(g6,2,6,2,7) 1
    p(g6,2,6,2,7) label_order(g6,2,6,2,7) -3
    p(g6,2,7,2,6) label_pred(g6,2,6) 1
    p(g6,2,7,2,6) label_tail(g6,2,7,2,6) 1
    p(g6,2,7,2,6) label_order(g6,2,7,2,6) -3
    p(g6,1,6,0,6) label_pred(g6,0,6) 1
    p(g6,1,6,0,6) label_order(g6,1,6,0,6) -3
    p(g6,1,6,2,6) label_pred(g6,2,6) 1
    p(g6,1,6,2,6) label_order(g6,1,6,2,6) -3
    p(g7,1,10,1,9) label_pred(g7,1,9) 1
    p(g7,1,10,1,9) label_order(g7,1,10,1,9) -3
    p(g7,1,10,1,11) label_pred(g7,1,11) 1
    p(g7,1,10,1,11) label_order(g7,1,10,1,11) -3
    p(g7,1,10,0,10) label_pred(g7,0,10) 1
    p(g7,1,10,0,10) label_order(g7,1,10,0,10) -3
    p(g7,1,10,2,10) label_pred(g7,2,10) 1
    p(g7,1,10,2,10) label_order(g7,1,10,2,10) -3
    p(g8,1,4,1,3) label_pred(g8,1,3) 1
    p(g8,1,4,1,3) label_order(g8,1,4,1,3) -4
    p(g8,2,5,2,6) label_pred(g8,2,6) 1
    p(g8,2,5,2,6) label_order(g8,2,5,2,6) -4
    p(g8,0,3,1,3) label_pred(g8,1,3) 1
    p(g8,0,3,1,3) label_tail(g8,0,3,1,3) 1
    p(g8,0,3,1,3) label_order(g8,0,3,1,3) -4
    p(g8,1,3,0,3) label_pred(g8,0,3) 1
    p(g8,1,3,0,3) label_tail(g8,1,3,0,3) 1
    p(g8,1,3,0,3) label_order(g8,1,3,0,3) -4
    p(g8,1,5,0,5) label_pred(g8,0,5) 1
    p(g8,1,5,0,5) label_order(g8,1,5,0,5) -4
    p(g8,2,4,3,4) label_pred(g8,3,4) 1
    p(g8,2,4,3,4) label_order(g8,2,4,3,4) -4
    p(g8,2,6,3,6) label_pred(g8,3,6) 1
    p(g8,2,6,3,6) label_tail(g8,2,6,3,6) 1
    p(g8,2,6,3,6) label_order(g8,2,6,3,6) -4
    p(g8,3,6,2,6) label_pred(g8,2,6) 1
    p(g8,3,6,2,6) label_tail(g8,3,6,2,6) 1
    p(g8,3,6,2,6) label_order(g8,3,6,2,6) -4
    p(g9,2,1,2,0) label_pred(g9,2,0) 1
    p(g9,2,1,2,0) label_order(g9,2,1,2,0) -2
    p(g9,2,1,2,2) label_pred(g9,2,2) 1
    p(g9,2,1,2,2) label_order(g9,2,1,2,2) -2
    p(g10,1,7,1,8) label_pred(g10,1,8) 1
    p(g10,1,7,1,8) label_tail(g10,1,7,1,8) 1
    p(g10,1,7,1,8) label_order(g10,1,7,1,8) -4
    p(g10,1,8,1,7) label_pred(g10,1,7) 1
    p(g10,1,8,1,7) label_tail(g10,1,8,1,7) 1
    p(g10,1,8,1,7) label_order(g10,1,8,1,7) -4
    p(g10,2,8,2,7) label_pred(g10,2,7) 1
    p(g10,2,8,2,7) label_order(g10,2,8,2,7) -4
    p(g10,2,9,2,10) label_pred(g10,2,10) 1
    p(g10,2,9,2,10) label_order(g10,2,9,2,10) -4
    p(g10,3,9,3,10) label_pred(g10,3,10) 1
    p(g10,3,9,3,10) label_tail(g10,3,9,3,10) 1
    p(g10,3,9,3,10) label_order(g10,3,9,3,10) -4
    p(g10,3,10,3,9) label_pred(g10,3,9) 1
    p(g10,3,10,3,9) label_tail(g10,3,10,3,9) 1
    p(g10,3,10,3,9) label_order(g10,3,10,3,9) -4
    p(g10,1,7,2,7) label_pred(g10,2,7) 1
    p(g10,1,7,2,7) label_tail(g10,1,7,2,7) 1
    p(g10,1,7,2,7) label_order(g10,1,7,2,7) -4
    p(g10,2,7,1,7) label_pred(g10,1,7) 1
    p(g10,2,7,1,7) label_tail(g10,2,7,1,7) 1
    p(g10,2,7,1,7) label_order(g10,2,7,1,7) -4
    p(g10,2,8,1,8) label_pred(g10,1,8) 1
    p(g10,2,8,1,8) label_order(g10,2,8,1,8) -4
    p(g10,2,9,3,9) label_pred(g10,3,9) 1
    p(g10,2,9,3,9) label_order(g10,2,9,3,9) -4
    p(g10,2,10,3,10) label_pred(g10,3,10) 1
    p(g10,2,10,3,10) label_tail(g10,2,10,3,10) 1
    p(g10,2,10,3,10) label_order(g10,2,10,3,10) -4
    p(g10,3,10,2,10) label_pred(g10,2,10) 1
    p(g10,3,10,2,10) label_tail(g10,3,10,2,10) 1
    p(g10,3,10,2,10) label_order(g10,3,10,2,10) -4
    p(g11,2,11,1,11) label_pred(g11,1,11) 1
    p(g11,2,11,1,11) label_order(g11,2,11,1,11) -2
    p(g11,2,11,3,11) label_pred(g11,3,11) 1
    p(g11,2,11,3,11) label_order(g11,2,11,3,11) -2
    p(g12,2,3,2,2) label_pred(g12,2,2) 1
    p(g12,2,3,2,2) label_order(g12,2,3,2,2) -3
    p(g12,3,3,3,4) label_pred(g12,3,4) 1
    p(g12,3,3,3,4) label_order(g12,3,3,3,4) -3
    p(g12,2,3,1,3) label_pred(g12,1,3) 1
    p(g12,2,3,1,3) label_order(g12,2,3,1,3) -3
    p(g12,3,3,4,3) label_pred(g12,4,3) 1
    p(g12,3,3,4,3) label_order(g12,3,3,4,3) -3
    p(g13,1,0,2,0) label_pred(g13,2,0) 1
    p(g13,1,0,2,0) label_tail(g13,1,0,2,0) 1
    p(g13,1,0,2,0) label_order(g13,1,0,2,0) -3
    p(g13,2,0,1,0) label_pred(g13,1,0) 1
    p(g13,2,0,1,0) label_tail(g13,2,0,1,0) 1
    p(g13,2,0,1,0) label_order(g13,2,0,1,0) -3
    p(g13,3,0,2,0) label_pred(g13,2,0) 1
    p(g13,3,0,2,0) label_order(g13,3,0,2,0) -3
    p(g13,3,0,4,0) label_pred(g13,4,0) 1
    p(g13,3,0,4,0) label_order(g13,3,0,4,0) -3
    p(g13,4,0,5,0) label_pred(g13,5,0) 1
    p(g13,4,0,5,0) label_tail(g13,4,0,5,0) 1
    p(g13,4,0,5,0) label_order(g13,4,0,5,0) -3
    p(g13,5,0,4,0) label_pred(g13,4,0) 1
    p(g13,5,0,4,0) label_tail(g13,5,0,4,0) 1
    p(g13,5,0,4,0) label_order(g13,5,0,4,0) -3
    p(g14,3,2,2,2) label_pred(g14,2,2) 1
    p(g14,3,2,2,2) label_order(g14,3,2,2,2) -2
    p(g14,3,2,4,2) label_pred(g14,4,2) 1
    p(g14,3,2,4,2) label_order(g14,3,2,4,2) -2
    p(g15,2,6,2,7) label_pred(g15,2,7) 1
    p(g15,2,6,2,7) label_tail(g15,2,6,2,7) 1
    p(g15,2,6,2,7) label_order(g15,2,6,2,7) -4
    p(g15,2,7,2,6) label_pred(g15,2,6) 1
    p(g15,2,7,2,6) label_tail(g15,2,7,2,6) 1
    p(g15,2,7,2,6) label_order(g15,2,7,2,6) -4
    p(g15,3,5,3,4) label_pred(g15,3,4) 1
    p(g15,3,5,3,4) label_order(g15,3,5,3,4) -4
    p(g15,3,5,3,6) label_pred(g15,3,6) 1
    p(g15,3,5,3,6) label_order(g15,3,5,3,6) -4
    p(g15,4,3,4,4) label_pred(g15,4,4) 1
    p(g15,4,3,4,4) label_tail(g15,4,3,4,4) 1
    p(g15,4,3,4,4) label_order(g15,4,3,4,4) -4
    p(g15,4,4,4,3) label_pred(g15,4,3) 1
    p(g15,4,4,4,3) label_tail(g15,4,4,4,3) 1
    p(g15,4,4,4,3) label_order(g15,4,4,4,3) -4
    p(g15,2,6,3,6) label_pred(g15,3,6) 1
    p(g15,2,6,3,6) label_tail(g15,2,6,3,6) 1
    p(g15,2,6,3,6) label_order(g15,2,6,3,6) -4
    p(g15,3,6,2,6) label_pred(g15,2,6) 1
    p(g15,3,6,2,6) label_tail(g15,3,6,2,6) 1
    p(g15,3,6,2,6) label_order(g15,3,6,2,6) -4
    p(g15,3,4,4,4) label_pred(g15,4,4) 1
    p(g15,3,4,4,4) label_tail(g15,3,4,4,4) 1
    p(g15,3,4,4,4) label_order(g15,3,4,4,4) -4
    p(g15,4,4,3,4) label_pred(g15,3,4) 1
    p(g15,4,4,3,4) label_tail(g15,4,4,3,4) 1
    p(g15,4,4,3,4) label_order(g15,4,4,3,4) -4
    p(g16,3,6,3,7) label_pred(g16,3,7) 1
    p(g16,3,6,3,7) label_tail(g16,3,6,3,7) 1
    p(g16,3,6,3,7) label_order(g16,3,6,3,7) -4
    p(g16,3,7,3,6) label_pred(g16,3,6) 1
    p(g16,3,7,3,6) label_tail(g16,3,7,3,6) 1
    p(g16,3,7,3,6) label_order(g16,3,7,3,6) -4
    p(g16,3,8,3,7) label_pred(g16,3,7) 1
    p(g16,3,8,3,7) label_order(g16,3,8,3,7) -4
    p(g16,4,8,4,9) label_pred(g16,4,9) 1
    p(g16,4,8,4,9) label_order(g16,4,8,4,9) -4
    p(g16,4,9,4,10) label_pred(g16,4,10) 1
    p(g16,4,9,4,10) label_tail(g16,4,9,4,10) 1
    p(g16,4,9,4,10) label_order(g16,4,9,4,10) -4
    p(g16,4,10,4,9) label_pred(g16,4,9) 1
    p(g16,4,10,4,9) label_tail(g16,4,10,4,9) 1
    p(g16,4,10,4,9) label_order(g16,4,10,4,9) -4
    p(g16,2,7,3,7) label_pred(g16,3,7) 1
    p(g16,2,7,3,7) label_tail(g16,2,7,3,7) 1
    p(g16,2,7,3,7) label_order(g16,2,7,3,7) -4
    p(g16,3,7,2,7) label_pred(g16,2,7) 1
    p(g16,3,7,2,7) label_tail(g16,3,7,2,7) 1
    p(g16,3,7,2,7) label_order(g16,3,7,2,7) -4
    p(g16,4,9,5,9) label_pred(g16,5,9) 1
    p(g16,4,9,5,9) label_tail(g16,4,9,5,9) 1
    p(g16,4,9,5,9) label_order(g16,4,9,5,9) -4
    p(g16,5,9,4,9) label_pred(g16,4,9) 1
    p(g16,5,9,4,9) label_tail(g16,5,9,4,9) 1
    p(g16,5,9,4,9) label_order(g16,5,9,4,9) -4
    p(g17,2,6,2,7) label_pred(g17,2,7) 1
    p(g17,2,6,2,7) label_tail(g17,2,6,2,7) 1
    p(g17,2,6,2,7) label_order(g17,2,6,2,7) -11
    p(g17,2,7,2,6) label_pred(g17,2,6) 1
    p(g17,2,7,2,6) label_tail(g17,2,7,2,6) 1
    p(g17,2,7,2,6) label_order(g17,2,7,2,6) -11
    p(g17,3,9,3,10) label_pred(g17,3,10) 1
    p(g17,3,9,3,10) label_tail(g17,3,9,3,10) 1
    p(g17,3,9,3,10) label_order(g17,3,9,3,10) -11
    p(g17,3,10,3,9) label_pred(g17,3,9) 1
    p(g17,3,10,3,9) label_tail(g17,3,10,3,9) 1
    p(g17,3,10,3,9) label_order(g17,3,10,3,9) -11
    p(g17,3,10,3,11) label_pred(g17,3,11) 1
    p(g17,3,10,3,11) label_tail(g17,3,10,3,11) 1
    p(g17,3,10,3,11) label_order(g17,3,10,3,11) -11
    p(g17,3,11,3,10) label_pred(g17,3,10) 1
    p(g17,3,11,3,10) label_tail(g17,3,11,3,10) 1
    p(g17,3,11,3,10) label_order(g17,3,11,3,10) -11
    p(g17,4,4,4,5) label_pred(g17,4,5) 1
    p(g17,4,4,4,5) label_tail(g17,4,4,4,5) 1
    p(g17,4,4,4,5) label_order(g17,4,4,4,5) -11
    p(g17,4,5,4,4) label_pred(g17,4,4) 1
    p(g17,4,5,4,4) label_tail(g17,4,5,4,4) 1
    p(g17,4,5,4,4) label_order(g17,4,5,4,4) -11
    p(g17,4,6,4,5) label_pred(g17,4,5) 1
    p(g17,4,6,4,5) label_order(g17,4,6,4,5) -11
    p(g17,5,7,5,8) label_pred(g17,5,8) 1
    p(g17,5,7,5,8) label_order(g17,5,7,5,8) -11
    p(g17,5,8,5,9) label_pred(g17,5,9) 1
    p(g17,5,8,5,9) label_tail(g17,5,8,5,9) 1
    p(g17,5,8,5,9) label_order(g17,5,8,5,9) -11
    p(g17,5,9,5,8) label_pred(g17,5,8) 1
    p(g17,5,9,5,8) label_tail(g17,5,9,5,8) 1
    p(g17,5,9,5,8) label_order(g17,5,9,5,8) -11
    p(g17,6,2,6,3) label_pred(g17,6,3) 1
    p(g17,6,2,6,3) label_tail(g17,6,2,6,3) 1
    p(g17,6,2,6,3) label_order(g17,6,2,6,3) -11
    p(g17,6,3,6,2) label_pred(g17,6,2) 1
    p(g17,6,3,6,2) label_tail(g17,6,3,6,2) 1
    p(g17,6,3,6,2) label_order(g17,6,3,6,2) -11
    p(g17,6,3,6,4) label_pred(g17,6,4) 1
    p(g17,6,3,6,4) label_tail(g17,6,3,6,4) 1
    p(g17,6,3,6,4) label_order(g17,6,3,6,4) -11
    p(g17,6,4,6,3) label_pred(g17,6,3) 1
    p(g17,6,4,6,3) label_tail(g17,6,4,6,3) 1
    p(g17,6,4,6,3) label_order(g17,6,4,6,3) -11
    p(g17,7,6,7,7) label_pred(g17,7,7) 1
    p(g17,7,6,7,7) label_tail(g17,7,6,7,7) 1
    p(g17,7,6,7,7) label_order(g17,7,6,7,7) -11
    p(g17,7,7,7,6) label_pred(g17,7,6) 1
    p(g17,7,7,7,6) label_tail(g17,7,7,7,6) 1
    p(g17,7,7,7,6) label_order(g17,7,7,7,6) -11
    p(g17,1,7,2,7) label_pred(g17,2,7) 1
    p(g17,1,7,2,7) label_tail(g17,1,7,2,7) 1
    p(g17,1,7,2,7) label_order(g17,1,7,2,7) -11
    p(g17,2,7,1,7) label_pred(g17,1,7) 1
    p(g17,2,7,1,7) label_tail(g17,2,7,1,7) 1
    p(g17,2,7,1,7) label_order(g17,2,7,1,7) -11
    p(g17,2,6,3,6) label_pred(g17,3,6) 1
    p(g17,2,6,3,6) label_tail(g17,2,6,3,6) 1
    p(g17,2,6,3,6) label_order(g17,2,6,3,6) -11
    p(g17,3,6,2,6) label_pred(g17,2,6) 1
    p(g17,3,6,2,6) label_tail(g17,3,6,2,6) 1
    p(g17,3,6,2,6) label_order(g17,3,6,2,6) -11
    p(g17,4,6,3,6) label_pred(g17,3,6) 1
    p(g17,4,6,3,6) label_order(g17,4,6,3,6) -11
    p(g17,3,9,4,9) label_pred(g17,4,9) 1
    p(g17,3,9,4,9) label_tail(g17,3,9,4,9) 1
    p(g17,3,9,4,9) label_order(g17,3,9,4,9) -11
    p(g17,4,9,3,9) label_pred(g17,3,9) 1
    p(g17,4,9,3,9) label_tail(g17,4,9,3,9) 1
    p(g17,4,9,3,9) label_order(g17,4,9,3,9) -11
    p(g17,4,4,5,4) label_pred(g17,5,4) 1
    p(g17,4,4,5,4) label_tail(g17,4,4,5,4) 1
    p(g17,4,4,5,4) label_order(g17,4,4,5,4) -11
    p(g17,5,4,4,4) label_pred(g17,4,4) 1
    p(g17,5,4,4,4) label_tail(g17,5,4,4,4) 1
    p(g17,5,4,4,4) label_order(g17,5,4,4,4) -11
    p(g17,4,9,5,9) label_pred(g17,5,9) 1
    p(g17,4,9,5,9) label_tail(g17,4,9,5,9) 1
    p(g17,4,9,5,9) label_order(g17,4,9,5,9) -11
    p(g17,5,9,4,9) label_pred(g17,4,9) 1
    p(g17,5,9,4,9) label_tail(g17,5,9,4,9) 1
    p(g17,5,9,4,9) label_order(g17,5,9,4,9) -11
    p(g17,5,4,6,4) label_pred(g17,6,4) 1
    p(g17,5,4,6,4) label_tail(g17,5,4,6,4) 1
    p(g17,5,4,6,4) label_order(g17,5,4,6,4) -11
    p(g17,6,4,5,4) label_pred(g17,5,4) 1
    p(g17,6,4,5,4) label_tail(g17,6,4,5,4) 1
    p(g17,6,4,5,4) label_order(g17,6,4,5,4) -11
    p(g17,5,7,6,7) label_pred(g17,6,7) 1
    p(g17,5,7,6,7) label_order(g17,5,7,6,7) -11
    p(g17,6,7,7,7) label_pred(g17,7,7) 1
    p(g17,6,7,7,7) label_tail(g17,6,7,7,7) 1
    p(g17,6,7,7,7) label_order(g17,6,7,7,7) -11
    p(g17,7,7,6,7) label_pred(g17,6,7) 1
    p(g17,7,7,6,7) label_tail(g17,7,7,6,7) 1
    p(g17,7,7,6,7) label_order(g17,7,7,6,7) -11
    p(g17,7,6,8,6) label_pred(g17,8,6) 1
    p(g17,7,6,8,6) label_tail(g17,7,6,8,6) 1
    p(g17,7,6,8,6) label_order(g17,7,6,8,6) -11
    p(g17,8,6,7,6) label_pred(g17,7,6) 1
    p(g17,8,6,7,6) label_tail(g17,8,6,7,6) 1
    p(g17,8,6,7,6) label_order(g17,8,6,7,6) -11
    p(g18,4,11,3,11) label_pred(g18,3,11) 1
    p(g18,4,11,3,11) label_order(g18,4,11,3,11) -2
    p(g18,5,11,6,11) label_pred(g18,6,11) 1
    p(g18,5,11,6,11) label_order(g18,5,11,6,11) -2
    p(g19,4,1,4,2) label_pred(g19,4,2) 1
    p(g19,4,1,4,2) label_tail(g19,4,1,4,2) 1
    p(g19,4,1,4,2) label_order(g19,4,1,4,2) -9
    p(g19,4,2,4,1) label_pred(g19,4,1) 1
    p(g19,4,2,4,1) label_tail(g19,4,2,4,1) 1
    p(g19,4,2,4,1) label_order(g19,4,2,4,1) -9
    p(g19,4,2,4,3) label_pred(g19,4,3) 1
    p(g19,4,2,4,3) label_tail(g19,4,2,4,3) 1
    p(g19,4,2,4,3) label_order(g19,4,2,4,3) -9
    p(g19,4,3,4,2) label_pred(g19,4,2) 1
    p(g19,4,3,4,2) label_tail(g19,4,3,4,2) 1
    p(g19,4,3,4,2) label_order(g19,4,3,4,2) -9
    p(g19,4,3,4,4) label_pred(g19,4,4) 1
    p(g19,4,3,4,4) label_tail(g19,4,3,4,4) 1
    p(g19,4,3,4,4) label_order(g19,4,3,4,4) -9
    p(g19,4,4,4,3) label_pred(g19,4,3) 1
    p(g19,4,4,4,3) label_tail(g19,4,4,4,3) 1
    p(g19,4,4,4,3) label_order(g19,4,4,4,3) -9
    p(g19,4,4,4,5) label_pred(g19,4,5) 1
    p(g19,4,4,4,5) label_tail(g19,4,4,4,5) 1
    p(g19,4,4,4,5) label_order(g19,4,4,4,5) -9
    p(g19,4,5,4,4) label_pred(g19,4,4) 1
    p(g19,4,5,4,4) label_tail(g19,4,5,4,4) 1
    p(g19,4,5,4,4) label_order(g19,4,5,4,4) -9
    p(g19,5,1,5,2) label_pred(g19,5,2) 1
    p(g19,5,1,5,2) label_tail(g19,5,1,5,2) 1
    p(g19,5,1,5,2) label_order(g19,5,1,5,2) -9
    p(g19,5,2,5,1) label_pred(g19,5,1) 1
    p(g19,5,2,5,1) label_tail(g19,5,2,5,1) 1
    p(g19,5,2,5,1) label_order(g19,5,2,5,1) -9
    p(g19,5,3,5,2) label_pred(g19,5,2) 1
    p(g19,5,3,5,2) label_order(g19,5,3,5,2) -9
    p(g19,5,3,5,4) label_pred(g19,5,4) 1
    p(g19,5,3,5,4) label_order(g19,5,3,5,4) -9
    p(g19,5,4,5,5) label_pred(g19,5,5) 1
    p(g19,5,4,5,5) label_tail(g19,5,4,5,5) 1
    p(g19,5,4,5,5) label_order(g19,5,4,5,5) -9
    p(g19,5,5,5,4) label_pred(g19,5,4) 1
    p(g19,5,5,5,4) label_tail(g19,5,5,5,4) 1
    p(g19,5,5,5,4) label_order(g19,5,5,5,4) -9
    p(g19,6,1,6,2) label_pred(g19,6,2) 1
    p(g19,6,1,6,2) label_tail(g19,6,1,6,2) 1
    p(g19,6,1,6,2) label_order(g19,6,1,6,2) -9
    p(g19,6,2,6,1) label_pred(g19,6,1) 1
    p(g19,6,2,6,1) label_tail(g19,6,2,6,1) 1
    p(g19,6,2,6,1) label_order(g19,6,2,6,1) -9
    p(g19,6,2,6,3) label_pred(g19,6,3) 1
    p(g19,6,2,6,3) label_tail(g19,6,2,6,3) 1
    p(g19,6,2,6,3) label_order(g19,6,2,6,3) -9
    p(g19,6,3,6,2) label_pred(g19,6,2) 1
    p(g19,6,3,6,2) label_tail(g19,6,3,6,2) 1
    p(g19,6,3,6,2) label_order(g19,6,3,6,2) -9
    p(g19,6,3,6,4) label_pred(g19,6,4) 1
    p(g19,6,3,6,4) label_tail(g19,6,3,6,4) 1
    p(g19,6,3,6,4) label_order(g19,6,3,6,4) -9
    p(g19,6,4,6,3) label_pred(g19,6,3) 1
    p(g19,6,4,6,3) label_tail(g19,6,4,6,3) 1
    p(g19,6,4,6,3) label_order(g19,6,4,6,3) -9
    p(g19,6,4,6,5) label_pred(g19,6,5) 1
    p(g19,6,4,6,5) label_tail(g19,6,4,6,5) 1
    p(g19,6,4,6,5) label_order(g19,6,4,6,5) -9
    p(g19,6,5,6,4) label_pred(g19,6,4) 1
    p(g19,6,5,6,4) label_tail(g19,6,5,6,4) 1
    p(g19,6,5,6,4) label_order(g19,6,5,6,4) -9
    p(g19,3,1,4,1) label_pred(g19,4,1) 1
    p(g19,3,1,4,1) label_tail(g19,3,1,4,1) 1
    p(g19,3,1,4,1) label_order(g19,3,1,4,1) -9
    p(g19,4,1,3,1) label_pred(g19,3,1) 1
    p(g19,4,1,3,1) label_tail(g19,4,1,3,1) 1
    p(g19,4,1,3,1) label_order(g19,4,1,3,1) -9
    p(g19,4,1,5,1) label_pred(g19,5,1) 1
    p(g19,4,1,5,1) label_tail(g19,4,1,5,1) 1
    p(g19,4,1,5,1) label_order(g19,4,1,5,1) -9
    p(g19,5,1,4,1) label_pred(g19,4,1) 1
    p(g19,5,1,4,1) label_tail(g19,5,1,4,1) 1
    p(g19,5,1,4,1) label_order(g19,5,1,4,1) -9
    p(g19,4,2,5,2) label_pred(g19,5,2) 1
    p(g19,4,2,5,2) label_tail(g19,4,2,5,2) 1
    p(g19,4,2,5,2) label_order(g19,4,2,5,2) -9
    p(g19,5,2,4,2) label_pred(g19,4,2) 1
    p(g19,5,2,4,2) label_tail(g19,5,2,4,2) 1
    p(g19,5,2,4,2) label_order(g19,5,2,4,2) -9
    p(g19,5,3,4,3) label_pred(g19,4,3) 1
    p(g19,5,3,4,3) label_order(g19,5,3,4,3) -9
    p(g19,4,4,5,4) label_pred(g19,5,4) 1
    p(g19,4,4,5,4) label_tail(g19,4,4,5,4) 1
    p(g19,4,4,5,4) label_order(g19,4,4,5,4) -9
    p(g19,5,4,4,4) label_pred(g19,4,4) 1
    p(g19,5,4,4,4) label_tail(g19,5,4,4,4) 1
    p(g19,5,4,4,4) label_order(g19,5,4,4,4) -9
    p(g19,4,5,5,5) label_pred(g19,5,5) 1
    p(g19,4,5,5,5) label_tail(g19,4,5,5,5) 1
    p(g19,4,5,5,5) label_order(g19,4,5,5,5) -9
    p(g19,5,5,4,5) label_pred(g19,4,5) 1
    p(g19,5,5,4,5) label_tail(g19,5,5,4,5) 1
    p(g19,5,5,4,5) label_order(g19,5,5,4,5) -9
    p(g19,5,1,6,1) label_pred(g19,6,1) 1
    p(g19,5,1,6,1) label_tail(g19,5,1,6,1) 1
    p(g19,5,1,6,1) label_order(g19,5,1,6,1) -9
    p(g19,6,1,5,1) label_pred(g19,5,1) 1
    p(g19,6,1,5,1) label_tail(g19,6,1,5,1) 1
    p(g19,6,1,5,1) label_order(g19,6,1,5,1) -9
    p(g19,5,2,6,2) label_pred(g19,6,2) 1
    p(g19,5,2,6,2) label_tail(g19,5,2,6,2) 1
    p(g19,5,2,6,2) label_order(g19,5,2,6,2) -9
    p(g19,6,2,5,2) label_pred(g19,5,2) 1
    p(g19,6,2,5,2) label_tail(g19,6,2,5,2) 1
    p(g19,6,2,5,2) label_order(g19,6,2,5,2) -9
    p(g19,5,3,6,3) label_pred(g19,6,3) 1
    p(g19,5,3,6,3) label_order(g19,5,3,6,3) -9
    p(g19,5,4,6,4) label_pred(g19,6,4) 1
    p(g19,5,4,6,4) label_tail(g19,5,4,6,4) 1
    p(g19,5,4,6,4) label_order(g19,5,4,6,4) -9
    p(g19,6,4,5,4) label_pred(g19,5,4) 1
    p(g19,6,4,5,4) label_tail(g19,6,4,5,4) 1
    p(g19,6,4,5,4) label_order(g19,6,4,5,4) -9
    p(g19,5,5,6,5) label_pred(g19,6,5) 1
    p(g19,5,5,6,5) label_tail(g19,5,5,6,5) 1
    p(g19,5,5,6,5) label_order(g19,5,5,6,5) -9
    p(g19,6,5,5,5) label_pred(g19,5,5) 1
    p(g19,6,5,5,5) label_tail(g19,6,5,5,5) 1
    p(g19,6,5,5,5) label_order(g19,6,5,5,5) -9
    p(g19,6,5,7,5) label_pred(g19,7,5) 1
    p(g19,6,5,7,5) label_tail(g19,6,5,7,5) 1
    p(g19,6,5,7,5) label_order(g19,6,5,7,5) -9
    p(g19,7,5,6,5) label_pred(g19,6,5) 1
    p(g19,7,5,6,5) label_tail(g19,7,5,6,5) 1
    p(g19,7,5,6,5) label_order(g19,7,5,6,5) -9
    p(g20,3,9,3,10) label_pred(g20,3,10) 1
    p(g20,3,9,3,10) label_tail(g20,3,9,3,10) 1
    p(g20,3,9,3,10) label_order(g20,3,9,3,10) -6
    p(g20,3,10,3,9) label_pred(g20,3,9) 1
    p(g20,3,10,3,9) label_tail(g20,3,10,3,9) 1
    p(g20,3,10,3,9) label_order(g20,3,10,3,9) -6
    p(g20,3,10,3,11) label_pred(g20,3,11) 1
    p(g20,3,10,3,11) label_tail(g20,3,10,3,11) 1
    p(g20,3,10,3,11) label_order(g20,3,10,3,11) -6
    p(g20,3,11,3,10) label_pred(g20,3,10) 1
    p(g20,3,11,3,10) label_tail(g20,3,11,3,10) 1
    p(g20,3,11,3,10) label_order(g20,3,11,3,10) -6
    p(g20,4,9,4,10) label_pred(g20,4,10) 1
    p(g20,4,9,4,10) label_tail(g20,4,9,4,10) 1
    p(g20,4,9,4,10) label_order(g20,4,9,4,10) -6
    p(g20,4,10,4,9) label_pred(g20,4,9) 1
    p(g20,4,10,4,9) label_tail(g20,4,10,4,9) 1
    p(g20,4,10,4,9) label_order(g20,4,10,4,9) -6
    p(g20,6,10,6,11) label_pred(g20,6,11) 1
    p(g20,6,10,6,11) label_tail(g20,6,10,6,11) 1
    p(g20,6,10,6,11) label_order(g20,6,10,6,11) -6
    p(g20,6,11,6,10) label_pred(g20,6,10) 1
    p(g20,6,11,6,10) label_tail(g20,6,11,6,10) 1
    p(g20,6,11,6,10) label_order(g20,6,11,6,10) -6
    p(g20,7,9,7,10) label_pred(g20,7,10) 1
    p(g20,7,9,7,10) label_tail(g20,7,9,7,10) 1
    p(g20,7,9,7,10) label_order(g20,7,9,7,10) -6
    p(g20,7,10,7,9) label_pred(g20,7,9) 1
    p(g20,7,10,7,9) label_tail(g20,7,10,7,9) 1
    p(g20,7,10,7,9) label_order(g20,7,10,7,9) -6
    p(g20,7,10,7,11) label_pred(g20,7,11) 1
    p(g20,7,10,7,11) label_tail(g20,7,10,7,11) 1
    p(g20,7,10,7,11) label_order(g20,7,10,7,11) -6
    p(g20,7,11,7,10) label_pred(g20,7,10) 1
    p(g20,7,11,7,10) label_tail(g20,7,11,7,10) 1
    p(g20,7,11,7,10) label_order(g20,7,11,7,10) -6
    p(g20,3,9,4,9) label_pred(g20,4,9) 1
    p(g20,3,9,4,9) label_tail(g20,3,9,4,9) 1
    p(g20,3,9,4,9) label_order(g20,3,9,4,9) -6
    p(g20,4,9,3,9) label_pred(g20,3,9) 1
    p(g20,4,9,3,9) label_tail(g20,4,9,3,9) 1
    p(g20,4,9,3,9) label_order(g20,4,9,3,9) -6
    p(g20,3,10,4,10) label_pred(g20,4,10) 1
    p(g20,3,10,4,10) label_tail(g20,3,10,4,10) 1
    p(g20,3,10,4,10) label_order(g20,3,10,4,10) -6
    p(g20,4,10,3,10) label_pred(g20,3,10) 1
    p(g20,4,10,3,10) label_tail(g20,4,10,3,10) 1
    p(g20,4,10,3,10) label_order(g20,4,10,3,10) -6
    p(g20,5,10,4,10) label_pred(g20,4,10) 1
    p(g20,5,10,4,10) label_order(g20,5,10,4,10) -6
    p(g20,5,10,6,10) label_pred(g20,6,10) 1
    p(g20,5,10,6,10) label_order(g20,5,10,6,10) -6
    p(g20,6,10,7,10) label_pred(g20,7,10) 1
    p(g20,6,10,7,10) label_tail(g20,6,10,7,10) 1
    p(g20,6,10,7,10) label_order(g20,6,10,7,10) -6
    p(g20,7,10,6,10) label_pred(g20,6,10) 1
    p(g20,7,10,6,10) label_tail(g20,7,10,6,10) 1
    p(g20,7,10,6,10) label_order(g20,7,10,6,10) -6
    p(g20,6,11,7,11) label_pred(g20,7,11) 1
    p(g20,6,11,7,11) label_tail(g20,6,11,7,11) 1
    p(g20,6,11,7,11) label_order(g20,6,11,7,11) -6
    p(g20,7,11,6,11) label_pred(g20,6,11) 1
    p(g20,7,11,6,11) label_tail(g20,7,11,6,11) 1
    p(g20,7,11,6,11) label_order(g20,7,11,6,11) -6
    p(g22,4,3,4,4) label_pred(g22,4,4) 1
    p(g22,4,3,4,4) label_tail(g22,4,3,4,4) 1
    p(g22,4,3,4,4) label_order(g22,4,3,4,4) -9
    p(g22,4,4,4,3) label_pred(g22,4,3) 1
    p(g22,4,4,4,3) label_tail(g22,4,4,4,3) 1
    p(g22,4,4,4,3) label_order(g22,4,4,4,3) -9
    p(g22,4,4,4,5) label_pred(g22,4,5) 1
    p(g22,4,4,4,5) label_tail(g22,4,4,4,5) 1
    p(g22,4,4,4,5) label_order(g22,4,4,4,5) -9
    p(g22,4,5,4,4) label_pred(g22,4,4) 1
    p(g22,4,5,4,4) label_tail(g22,4,5,4,4) 1
    p(g22,4,5,4,4) label_order(g22,4,5,4,4) -9
    p(g22,6,4,6,5) label_pred(g22,6,5) 1
    p(g22,6,4,6,5) label_tail(g22,6,4,6,5) 1
    p(g22,6,4,6,5) label_order(g22,6,4,6,5) -9
    p(g22,6,5,6,4) label_pred(g22,6,4) 1
    p(g22,6,5,6,4) label_tail(g22,6,5,6,4) 1
    p(g22,6,5,6,4) label_order(g22,6,5,6,4) -9
    p(g22,6,6,6,5) label_pred(g22,6,5) 1
    p(g22,6,6,6,5) label_order(g22,6,6,6,5) -9
    p(g22,6,6,6,7) label_pred(g22,6,7) 1
    p(g22,6,6,6,7) label_order(g22,6,6,6,7) -9
    p(g22,6,7,6,8) label_pred(g22,6,8) 1
    p(g22,6,7,6,8) label_tail(g22,6,7,6,8) 1
    p(g22,6,7,6,8) label_order(g22,6,7,6,8) -9
    p(g22,6,8,6,7) label_pred(g22,6,7) 1
    p(g22,6,8,6,7) label_tail(g22,6,8,6,7) 1
    p(g22,6,8,6,7) label_order(g22,6,8,6,7) -9
    p(g22,8,7,8,8) label_pred(g22,8,8) 1
    p(g22,8,7,8,8) label_tail(g22,8,7,8,8) 1
    p(g22,8,7,8,8) label_order(g22,8,7,8,8) -9
    p(g22,8,8,8,7) label_pred(g22,8,7) 1
    p(g22,8,8,8,7) label_tail(g22,8,8,8,7) 1
    p(g22,8,8,8,7) label_order(g22,8,8,8,7) -9
    p(g22,8,8,8,9) label_pred(g22,8,9) 1
    p(g22,8,8,8,9) label_tail(g22,8,8,8,9) 1
    p(g22,8,8,8,9) label_order(g22,8,8,8,9) -9
    p(g22,8,9,8,8) label_pred(g22,8,8) 1
    p(g22,8,9,8,8) label_tail(g22,8,9,8,8) 1
    p(g22,8,9,8,8) label_order(g22,8,9,8,8) -9
    p(g22,3,4,4,4) label_pred(g22,4,4) 1
    p(g22,3,4,4,4) label_tail(g22,3,4,4,4) 1
    p(g22,3,4,4,4) label_order(g22,3,4,4,4) -9
    p(g22,4,4,3,4) label_pred(g22,3,4) 1
    p(g22,4,4,3,4) label_tail(g22,4,4,3,4) 1
    p(g22,4,4,3,4) label_order(g22,4,4,3,4) -9
    p(g22,4,5,5,5) label_pred(g22,5,5) 1
    p(g22,4,5,5,5) label_tail(g22,4,5,5,5) 1
    p(g22,4,5,5,5) label_order(g22,4,5,5,5) -9
    p(g22,5,5,4,5) label_pred(g22,4,5) 1
    p(g22,5,5,4,5) label_tail(g22,5,5,4,5) 1
    p(g22,5,5,4,5) label_order(g22,5,5,4,5) -9
    p(g22,5,5,6,5) label_pred(g22,6,5) 1
    p(g22,5,5,6,5) label_tail(g22,5,5,6,5) 1
    p(g22,5,5,6,5) label_order(g22,5,5,6,5) -9
    p(g22,6,5,5,5) label_pred(g22,5,5) 1
    p(g22,6,5,5,5) label_tail(g22,6,5,5,5) 1
    p(g22,6,5,5,5) label_order(g22,6,5,5,5) -9
    p(g22,5,8,6,8) label_pred(g22,6,8) 1
    p(g22,5,8,6,8) label_tail(g22,5,8,6,8) 1
    p(g22,5,8,6,8) label_order(g22,5,8,6,8) -9
    p(g22,6,8,5,8) label_pred(g22,5,8) 1
    p(g22,6,8,5,8) label_tail(g22,6,8,5,8) 1
    p(g22,6,8,5,8) label_order(g22,6,8,5,8) -9
    p(g22,6,4,7,4) label_pred(g22,7,4) 1
    p(g22,6,4,7,4) label_tail(g22,6,4,7,4) 1
    p(g22,6,4,7,4) label_order(g22,6,4,7,4) -9
    p(g22,7,4,6,4) label_pred(g22,6,4) 1
    p(g22,7,4,6,4) label_tail(g22,7,4,6,4) 1
    p(g22,7,4,6,4) label_order(g22,7,4,6,4) -9
    p(g22,6,7,7,7) label_pred(g22,7,7) 1
    p(g22,6,7,7,7) label_tail(g22,6,7,7,7) 1
    p(g22,6,7,7,7) label_order(g22,6,7,7,7) -9
    p(g22,7,7,6,7) label_pred(g22,6,7) 1
    p(g22,7,7,6,7) label_tail(g22,7,7,6,7) 1
    p(g22,7,7,6,7) label_order(g22,7,7,6,7) -9
    p(g22,7,7,8,7) label_pred(g22,8,7) 1
    p(g22,7,7,8,7) label_tail(g22,7,7,8,7) 1
    p(g22,7,7,8,7) label_order(g22,7,7,8,7) -9
    p(g22,8,7,7,7) label_pred(g22,7,7) 1
    p(g22,8,7,7,7) label_tail(g22,8,7,7,7) 1
    p(g22,8,7,7,7) label_order(g22,8,7,7,7) -9
    p(g22,8,8,9,8) label_pred(g22,9,8) 1
    p(g22,8,8,9,8) label_tail(g22,8,8,9,8) 1
    p(g22,8,8,9,8) label_order(g22,8,8,9,8) -9
    p(g22,9,8,8,8) label_pred(g22,8,8) 1
    p(g22,9,8,8,8) label_tail(g22,9,8,8,8) 1
    p(g22,9,8,8,8) label_order(g22,9,8,8,8) -9
    p(g23,4,9,4,10) label_pred(g23,4,10) 1
    p(g23,4,9,4,10) label_tail(g23,4,9,4,10) 1
    p(g23,4,9,4,10) label_order(g23,4,9,4,10) -9
    p(g23,4,10,4,9) label_pred(g23,4,9) 1
    p(g23,4,10,4,9) label_tail(g23,4,10,4,9) 1
    p(g23,4,10,4,9) label_order(g23,4,10,4,9) -9
    p(g23,5,8,5,9) label_pred(g23,5,9) 1
    p(g23,5,8,5,9) label_tail(g23,5,8,5,9) 1
    p(g23,5,8,5,9) label_order(g23,5,8,5,9) -9
    p(g23,5,9,5,8) label_pred(g23,5,8) 1
    p(g23,5,9,5,8) label_tail(g23,5,9,5,8) 1
    p(g23,5,9,5,8) label_order(g23,5,9,5,8) -9
    p(g23,6,7,6,8) label_pred(g23,6,8) 1
    p(g23,6,7,6,8) label_tail(g23,6,7,6,8) 1
    p(g23,6,7,6,8) label_order(g23,6,7,6,8) -9
    p(g23,6,8,6,7) label_pred(g23,6,7) 1
    p(g23,6,8,6,7) label_tail(g23,6,8,6,7) 1
    p(g23,6,8,6,7) label_order(g23,6,8,6,7) -9
    p(g23,6,9,6,8) label_pred(g23,6,8) 1
    p(g23,6,9,6,8) label_order(g23,6,9,6,8) -9
    p(g23,6,9,6,10) label_pred(g23,6,10) 1
    p(g23,6,9,6,10) label_order(g23,6,9,6,10) -9
    p(g23,6,10,6,11) label_pred(g23,6,11) 1
    p(g23,6,10,6,11) label_tail(g23,6,10,6,11) 1
    p(g23,6,10,6,11) label_order(g23,6,10,6,11) -9
    p(g23,6,11,6,10) label_pred(g23,6,10) 1
    p(g23,6,11,6,10) label_tail(g23,6,11,6,10) 1
    p(g23,6,11,6,10) label_order(g23,6,11,6,10) -9
    p(g23,7,9,7,10) label_pred(g23,7,10) 1
    p(g23,7,9,7,10) label_tail(g23,7,9,7,10) 1
    p(g23,7,9,7,10) label_order(g23,7,9,7,10) -9
    p(g23,7,10,7,9) label_pred(g23,7,9) 1
    p(g23,7,10,7,9) label_tail(g23,7,10,7,9) 1
    p(g23,7,10,7,9) label_order(g23,7,10,7,9) -9
    p(g23,8,8,8,9) label_pred(g23,8,9) 1
    p(g23,8,8,8,9) label_tail(g23,8,8,8,9) 1
    p(g23,8,8,8,9) label_order(g23,8,8,8,9) -9
    p(g23,8,9,8,8) label_pred(g23,8,8) 1
    p(g23,8,9,8,8) label_tail(g23,8,9,8,8) 1
    p(g23,8,9,8,8) label_order(g23,8,9,8,8) -9
    p(g23,2,10,3,10) label_pred(g23,3,10) 1
    p(g23,2,10,3,10) label_tail(g23,2,10,3,10) 1
    p(g23,2,10,3,10) label_order(g23,2,10,3,10) -9
    p(g23,3,10,2,10) label_pred(g23,2,10) 1
    p(g23,3,10,2,10) label_tail(g23,3,10,2,10) 1
    p(g23,3,10,2,10) label_order(g23,3,10,2,10) -9
    p(g23,3,10,4,10) label_pred(g23,4,10) 1
    p(g23,3,10,4,10) label_tail(g23,3,10,4,10) 1
    p(g23,3,10,4,10) label_order(g23,3,10,4,10) -9
    p(g23,4,10,3,10) label_pred(g23,3,10) 1
    p(g23,4,10,3,10) label_tail(g23,4,10,3,10) 1
    p(g23,4,10,3,10) label_order(g23,4,10,3,10) -9
    p(g23,4,9,5,9) label_pred(g23,5,9) 1
    p(g23,4,9,5,9) label_tail(g23,4,9,5,9) 1
    p(g23,4,9,5,9) label_order(g23,4,9,5,9) -9
    p(g23,5,9,4,9) label_pred(g23,4,9) 1
    p(g23,5,9,4,9) label_tail(g23,5,9,4,9) 1
    p(g23,5,9,4,9) label_order(g23,5,9,4,9) -9
    p(g23,5,8,6,8) label_pred(g23,6,8) 1
    p(g23,5,8,6,8) label_tail(g23,5,8,6,8) 1
    p(g23,5,8,6,8) label_order(g23,5,8,6,8) -9
    p(g23,6,8,5,8) label_pred(g23,5,8) 1
    p(g23,6,8,5,8) label_tail(g23,6,8,5,8) 1
    p(g23,6,8,5,8) label_order(g23,6,8,5,8) -9
    p(g23,6,9,5,9) label_pred(g23,5,9) 1
    p(g23,6,9,5,9) label_order(g23,6,9,5,9) -9
    p(g23,6,9,7,9) label_pred(g23,7,9) 1
    p(g23,6,9,7,9) label_order(g23,6,9,7,9) -9
    p(g23,6,10,7,10) label_pred(g23,7,10) 1
    p(g23,6,10,7,10) label_tail(g23,6,10,7,10) 1
    p(g23,6,10,7,10) label_order(g23,6,10,7,10) -9
    p(g23,7,10,6,10) label_pred(g23,6,10) 1
    p(g23,7,10,6,10) label_tail(g23,7,10,6,10) 1
    p(g23,7,10,6,10) label_order(g23,7,10,6,10) -9
    p(g23,7,9,8,9) label_pred(g23,8,9) 1
    p(g23,7,9,8,9) label_tail(g23,7,9,8,9) 1
    p(g23,7,9,8,9) label_order(g23,7,9,8,9) -9
    p(g23,8,9,7,9) label_pred(g23,7,9) 1
    p(g23,8,9,7,9) label_tail(g23,8,9,7,9) 1
    p(g23,8,9,7,9) label_order(g23,8,9,7,9) -9
    p(g23,8,8,9,8) label_pred(g23,9,8) 1
    p(g23,8,8,9,8) label_tail(g23,8,8,9,8) 1
    p(g23,8,8,9,8) label_order(g23,8,8,9,8) -9
    p(g23,9,8,8,8) label_pred(g23,8,8) 1
    p(g23,9,8,8,8) label_tail(g23,9,8,8,8) 1
    p(g23,9,8,8,8) label_order(g23,9,8,8,8) -9
    p(g23,9,8,10,8) label_pred(g23,10,8) 1
    p(g23,9,8,10,8) label_tail(g23,9,8,10,8) 1
    p(g23,9,8,10,8) label_order(g23,9,8,10,8) -9
    p(g23,10,8,9,8) label_pred(g23,9,8) 1
    p(g23,10,8,9,8) label_tail(g23,10,8,9,8) 1
    p(g23,10,8,9,8) label_order(g23,10,8,9,8) -9
    p(g25,7,2,7,1) label_pred(g25,7,1) 1
    p(g25,7,2,7,1) label_order(g25,7,2,7,1) -4
    p(g25,7,3,7,4) label_pred(g25,7,4) 1
    p(g25,7,3,7,4) label_order(g25,7,3,7,4) -4
    p(g25,6,1,7,1) label_pred(g25,7,1) 1
    p(g25,6,1,7,1) label_tail(g25,6,1,7,1) 1
    p(g25,6,1,7,1) label_order(g25,6,1,7,1) -4
    p(g25,7,1,6,1) label_pred(g25,6,1) 1
    p(g25,7,1,6,1) label_tail(g25,7,1,6,1) 1
    p(g25,7,1,6,1) label_order(g25,7,1,6,1) -4
    p(g25,7,3,6,3) label_pred(g25,6,3) 1
    p(g25,7,3,6,3) label_order(g25,7,3,6,3) -4
    p(g25,7,2,8,2) label_pred(g25,8,2) 1
    p(g25,7,2,8,2) label_order(g25,7,2,8,2) -4
    p(g25,7,4,8,4) label_pred(g25,8,4) 1
    p(g25,7,4,8,4) label_tail(g25,7,4,8,4) 1
    p(g25,7,4,8,4) label_order(g25,7,4,8,4) -4
    p(g25,8,4,7,4) label_pred(g25,7,4) 1
    p(g25,8,4,7,4) label_tail(g25,8,4,7,4) 1
    p(g25,8,4,7,4) label_order(g25,8,4,7,4) -4
    p(g26,6,7,6,8) label_pred(g26,6,8) 1
    p(g26,6,7,6,8) label_tail(g26,6,7,6,8) 1
    p(g26,6,7,6,8) label_order(g26,6,7,6,8) -8
    p(g26,6,8,6,7) label_pred(g26,6,7) 1
    p(g26,6,8,6,7) label_tail(g26,6,8,6,7) 1
    p(g26,6,8,6,7) label_order(g26,6,8,6,7) -8
    p(g26,7,5,7,6) label_pred(g26,7,6) 1
    p(g26,7,5,7,6) label_tail(g26,7,5,7,6) 1
    p(g26,7,5,7,6) label_order(g26,7,5,7,6) -8
    p(g26,7,6,7,5) label_pred(g26,7,5) 1
    p(g26,7,6,7,5) label_tail(g26,7,6,7,5) 1
    p(g26,7,6,7,5) label_order(g26,7,6,7,5) -8
    p(g26,7,6,7,7) label_pred(g26,7,7) 1
    p(g26,7,6,7,7) label_tail(g26,7,6,7,7) 1
    p(g26,7,6,7,7) label_order(g26,7,6,7,7) -8
    p(g26,7,7,7,6) label_pred(g26,7,6) 1
    p(g26,7,7,7,6) label_tail(g26,7,7,7,6) 1
    p(g26,7,7,7,6) label_order(g26,7,7,7,6) -8
    p(g26,7,8,7,7) label_pred(g26,7,7) 1
    p(g26,7,8,7,7) label_order(g26,7,8,7,7) -8
    p(g26,7,8,7,9) label_pred(g26,7,9) 1
    p(g26,7,8,7,9) label_order(g26,7,8,7,9) -8
    p(g26,7,9,7,10) label_pred(g26,7,10) 1
    p(g26,7,9,7,10) label_tail(g26,7,9,7,10) 1
    p(g26,7,9,7,10) label_order(g26,7,9,7,10) -8
    p(g26,7,10,7,9) label_pred(g26,7,9) 1
    p(g26,7,10,7,9) label_tail(g26,7,10,7,9) 1
    p(g26,7,10,7,9) label_order(g26,7,10,7,9) -8
    p(g26,7,10,7,11) label_pred(g26,7,11) 1
    p(g26,7,10,7,11) label_tail(g26,7,10,7,11) 1
    p(g26,7,10,7,11) label_order(g26,7,10,7,11) -8
    p(g26,7,11,7,10) label_pred(g26,7,10) 1
    p(g26,7,11,7,10) label_tail(g26,7,11,7,10) 1
    p(g26,7,11,7,10) label_order(g26,7,11,7,10) -8
    p(g26,8,8,8,9) label_pred(g26,8,9) 1
    p(g26,8,8,8,9) label_tail(g26,8,8,8,9) 1
    p(g26,8,8,8,9) label_order(g26,8,8,8,9) -8
    p(g26,8,9,8,8) label_pred(g26,8,8) 1
    p(g26,8,9,8,8) label_tail(g26,8,9,8,8) 1
    p(g26,8,9,8,8) label_order(g26,8,9,8,8) -8
    p(g26,5,8,6,8) label_pred(g26,6,8) 1
    p(g26,5,8,6,8) label_tail(g26,5,8,6,8) 1
    p(g26,5,8,6,8) label_order(g26,5,8,6,8) -8
    p(g26,6,8,5,8) label_pred(g26,5,8) 1
    p(g26,6,8,5,8) label_tail(g26,6,8,5,8) 1
    p(g26,6,8,5,8) label_order(g26,6,8,5,8) -8
    p(g26,6,7,7,7) label_pred(g26,7,7) 1
    p(g26,6,7,7,7) label_tail(g26,6,7,7,7) 1
    p(g26,6,7,7,7) label_order(g26,6,7,7,7) -8
    p(g26,7,7,6,7) label_pred(g26,6,7) 1
    p(g26,7,7,6,7) label_tail(g26,7,7,6,7) 1
    p(g26,7,7,6,7) label_order(g26,7,7,6,7) -8
    p(g26,7,8,6,8) label_pred(g26,6,8) 1
    p(g26,7,8,6,8) label_order(g26,7,8,6,8) -8
    p(g26,6,10,7,10) label_pred(g26,7,10) 1
    p(g26,6,10,7,10) label_tail(g26,6,10,7,10) 1
    p(g26,6,10,7,10) label_order(g26,6,10,7,10) -8
    p(g26,7,10,6,10) label_pred(g26,6,10) 1
    p(g26,7,10,6,10) label_tail(g26,7,10,6,10) 1
    p(g26,7,10,6,10) label_order(g26,7,10,6,10) -8
    p(g26,7,6,8,6) label_pred(g26,8,6) 1
    p(g26,7,6,8,6) label_tail(g26,7,6,8,6) 1
    p(g26,7,6,8,6) label_order(g26,7,6,8,6) -8
    p(g26,8,6,7,6) label_pred(g26,7,6) 1
    p(g26,8,6,7,6) label_tail(g26,8,6,7,6) 1
    p(g26,8,6,7,6) label_order(g26,8,6,7,6) -8
    p(g26,7,8,8,8) label_pred(g26,8,8) 1
    p(g26,7,8,8,8) label_order(g26,7,8,8,8) -8
    p(g26,7,9,8,9) label_pred(g26,8,9) 1
    p(g26,7,9,8,9) label_tail(g26,7,9,8,9) 1
    p(g26,7,9,8,9) label_order(g26,7,9,8,9) -8
    p(g26,8,9,7,9) label_pred(g26,7,9) 1
    p(g26,8,9,7,9) label_tail(g26,8,9,7,9) 1
    p(g26,8,9,7,9) label_order(g26,8,9,7,9) -8
    p(g26,8,8,9,8) label_pred(g26,9,8) 1
    p(g26,8,8,9,8) label_tail(g26,8,8,9,8) 1
    p(g26,8,8,9,8) label_order(g26,8,8,9,8) -8
    p(g26,9,8,8,8) label_pred(g26,8,8) 1
    p(g26,9,8,8,8) label_tail(g26,9,8,8,8) 1
    p(g26,9,8,8,8) label_order(g26,9,8,8,8) -8
    p(g27,5,0,5,1) label_pred(g27,5,1) 1
    p(g27,5,0,5,1) label_tail(g27,5,0,5,1) 1
    p(g27,5,0,5,1) label_order(g27,5,0,5,1) -5
    p(g27,5,1,5,0) label_pred(g27,5,0) 1
    p(g27,5,1,5,0) label_tail(g27,5,1,5,0) 1
    p(g27,5,1,5,0) label_order(g27,5,1,5,0) -5
    p(g27,11,0,11,1) label_pred(g27,11,1) 1
    p(g27,11,0,11,1) label_tail(g27,11,0,11,1) 1
    p(g27,11,0,11,1) label_order(g27,11,0,11,1) -5
    p(g27,11,1,11,0) label_pred(g27,11,0) 1
    p(g27,11,1,11,0) label_tail(g27,11,1,11,0) 1
    p(g27,11,1,11,0) label_order(g27,11,1,11,0) -5
    p(g27,5,1,6,1) label_pred(g27,6,1) 1
    p(g27,5,1,6,1) label_tail(g27,5,1,6,1) 1
    p(g27,5,1,6,1) label_order(g27,5,1,6,1) -5
    p(g27,6,1,5,1) label_pred(g27,5,1) 1
    p(g27,6,1,5,1) label_tail(g27,6,1,5,1) 1
    p(g27,6,1,5,1) label_order(g27,6,1,5,1) -5
    p(g27,6,1,7,1) label_pred(g27,7,1) 1
    p(g27,6,1,7,1) label_tail(g27,6,1,7,1) 1
    p(g27,6,1,7,1) label_order(g27,6,1,7,1) -5
    p(g27,7,1,6,1) label_pred(g27,6,1) 1
    p(g27,7,1,6,1) label_tail(g27,7,1,6,1) 1
    p(g27,7,1,6,1) label_order(g27,7,1,6,1) -5
    p(g27,8,1,7,1) label_pred(g27,7,1) 1
    p(g27,8,1,7,1) label_order(g27,8,1,7,1) -5
    p(g27,8,0,9,0) label_pred(g27,9,0) 1
    p(g27,8,0,9,0) label_order(g27,8,0,9,0) -5
    p(g27,9,0,10,0) label_pred(g27,10,0) 1
    p(g27,9,0,10,0) label_tail(g27,9,0,10,0) 1
    p(g27,9,0,10,0) label_order(g27,9,0,10,0) -5
    p(g27,10,0,9,0) label_pred(g27,9,0) 1
    p(g27,10,0,9,0) label_tail(g27,10,0,9,0) 1
    p(g27,10,0,9,0) label_order(g27,10,0,9,0) -5
    p(g27,10,0,11,0) label_pred(g27,11,0) 1
    p(g27,10,0,11,0) label_tail(g27,10,0,11,0) 1
    p(g27,10,0,11,0) label_order(g27,10,0,11,0) -5
    p(g27,11,0,10,0) label_pred(g27,10,0) 1
    p(g27,11,0,10,0) label_tail(g27,11,0,10,0) 1
    p(g27,11,0,10,0) label_order(g27,11,0,10,0) -5
    p(g28,8,3,8,2) label_pred(g28,8,2) 1
    p(g28,8,3,8,2) label_order(g28,8,3,8,2) -3
    p(g28,8,3,8,4) label_pred(g28,8,4) 1
    p(g28,8,3,8,4) label_order(g28,8,3,8,4) -3
    p(g28,7,4,8,4) label_pred(g28,8,4) 1
    p(g28,7,4,8,4) label_tail(g28,7,4,8,4) 1
    p(g28,7,4,8,4) label_order(g28,7,4,8,4) -3
    p(g28,8,4,7,4) label_pred(g28,7,4) 1
    p(g28,8,4,7,4) label_tail(g28,8,4,7,4) 1
    p(g28,8,4,7,4) label_order(g28,8,4,7,4) -3
    p(g28,8,2,9,2) label_pred(g28,9,2) 1
    p(g28,8,2,9,2) label_tail(g28,8,2,9,2) 1
    p(g28,8,2,9,2) label_order(g28,8,2,9,2) -3
    p(g28,9,2,8,2) label_pred(g28,8,2) 1
    p(g28,9,2,8,2) label_tail(g28,9,2,8,2) 1
    p(g28,9,2,8,2) label_order(g28,9,2,8,2) -3
    p(g29,7,4,7,5) label_pred(g29,7,5) 1
    p(g29,7,4,7,5) label_tail(g29,7,4,7,5) 1
    p(g29,7,4,7,5) label_order(g29,7,4,7,5) -6
    p(g29,7,5,7,4) label_pred(g29,7,4) 1
    p(g29,7,5,7,4) label_tail(g29,7,5,7,4) 1
    p(g29,7,5,7,4) label_order(g29,7,5,7,4) -6
    p(g29,8,5,8,4) label_pred(g29,8,4) 1
    p(g29,8,5,8,4) label_order(g29,8,5,8,4) -6
    p(g29,8,5,8,6) label_pred(g29,8,6) 1
    p(g29,8,5,8,6) label_order(g29,8,5,8,6) -6
    p(g29,9,5,9,6) label_pred(g29,9,6) 1
    p(g29,9,5,9,6) label_tail(g29,9,5,9,6) 1
    p(g29,9,5,9,6) label_order(g29,9,5,9,6) -6
    p(g29,9,6,9,5) label_pred(g29,9,5) 1
    p(g29,9,6,9,5) label_tail(g29,9,6,9,5) 1
    p(g29,9,6,9,5) label_order(g29,9,6,9,5) -6
    p(g29,5,5,6,5) label_pred(g29,6,5) 1
    p(g29,5,5,6,5) label_tail(g29,5,5,6,5) 1
    p(g29,5,5,6,5) label_order(g29,5,5,6,5) -6
    p(g29,6,5,5,5) label_pred(g29,5,5) 1
    p(g29,6,5,5,5) label_tail(g29,6,5,5,5) 1
    p(g29,6,5,5,5) label_order(g29,6,5,5,5) -6
    p(g29,6,5,7,5) label_pred(g29,7,5) 1
    p(g29,6,5,7,5) label_tail(g29,6,5,7,5) 1
    p(g29,6,5,7,5) label_order(g29,6,5,7,5) -6
    p(g29,7,5,6,5) label_pred(g29,6,5) 1
    p(g29,7,5,6,5) label_tail(g29,7,5,6,5) 1
    p(g29,7,5,6,5) label_order(g29,7,5,6,5) -6
    p(g29,7,4,8,4) label_pred(g29,8,4) 1
    p(g29,7,4,8,4) label_tail(g29,7,4,8,4) 1
    p(g29,7,4,8,4) label_order(g29,7,4,8,4) -6
    p(g29,8,4,7,4) label_pred(g29,7,4) 1
    p(g29,8,4,7,4) label_tail(g29,8,4,7,4) 1
    p(g29,8,4,7,4) label_order(g29,8,4,7,4) -6
    p(g29,8,5,7,5) label_pred(g29,7,5) 1
    p(g29,8,5,7,5) label_order(g29,8,5,7,5) -6
    p(g29,8,5,9,5) label_pred(g29,9,5) 1
    p(g29,8,5,9,5) label_order(g29,8,5,9,5) -6
    p(g29,8,6,9,6) label_pred(g29,9,6) 1
    p(g29,8,6,9,6) label_tail(g29,8,6,9,6) 1
    p(g29,8,6,9,6) label_order(g29,8,6,9,6) -6
    p(g29,9,6,8,6) label_pred(g29,8,6) 1
    p(g29,9,6,8,6) label_tail(g29,9,6,8,6) 1
    p(g29,9,6,8,6) label_order(g29,9,6,8,6) -6
    p(g29,9,5,10,5) label_pred(g29,10,5) 1
    p(g29,9,5,10,5) label_tail(g29,9,5,10,5) 1
    p(g29,9,5,10,5) label_order(g29,9,5,10,5) -6
    p(g29,10,5,9,5) label_pred(g29,9,5) 1
    p(g29,10,5,9,5) label_tail(g29,10,5,9,5) 1
    p(g29,10,5,9,5) label_order(g29,10,5,9,5) -6
    p(g29,10,5,11,5) label_pred(g29,11,5) 1
    p(g29,10,5,11,5) label_tail(g29,10,5,11,5) 1
    p(g29,10,5,11,5) label_order(g29,10,5,11,5) -6
    p(g29,11,5,10,5) label_pred(g29,10,5) 1
    p(g29,11,5,10,5) label_tail(g29,11,5,10,5) 1
    p(g29,11,5,10,5) label_order(g29,11,5,10,5) -6
    p(g30,7,9,7,10) label_pred(g30,7,10) 1
    p(g30,7,9,7,10) label_tail(g30,7,9,7,10) 1
    p(g30,7,9,7,10) label_order(g30,7,9,7,10) -3
    p(g30,7,10,7,9) label_pred(g30,7,9) 1
    p(g30,7,10,7,9) label_tail(g30,7,10,7,9) 1
    p(g30,7,10,7,9) label_order(g30,7,10,7,9) -3
    p(g30,10,10,10,11) label_pred(g30,10,11) 1
    p(g30,10,10,10,11) label_tail(g30,10,10,10,11) 1
    p(g30,10,10,10,11) label_order(g30,10,10,10,11) -3
    p(g30,10,11,10,10) label_pred(g30,10,10) 1
    p(g30,10,11,10,10) label_tail(g30,10,11,10,10) 1
    p(g30,10,11,10,10) label_order(g30,10,11,10,10) -3
    p(g30,8,10,7,10) label_pred(g30,7,10) 1
    p(g30,8,10,7,10) label_order(g30,8,10,7,10) -3
    p(g30,9,10,10,10) label_pred(g30,10,10) 1
    p(g30,9,10,10,10) label_order(g30,9,10,10,10) -3
    p(g31,8,11,7,11) label_pred(g31,7,11) 1
    p(g31,8,11,7,11) label_order(g31,8,11,7,11) -2
    p(g31,9,11,10,11) label_pred(g31,10,11) 1
    p(g31,9,11,10,11) label_order(g31,9,11,10,11) -2
    p(g32,9,1,9,0) label_pred(g32,9,0) 1
    p(g32,9,1,9,0) label_order(g32,9,1,9,0) -3
    p(g32,9,1,9,2) label_pred(g32,9,2) 1
    p(g32,9,1,9,2) label_order(g32,9,1,9,2) -3
    p(g32,8,2,9,2) label_pred(g32,9,2) 1
    p(g32,8,2,9,2) label_tail(g32,8,2,9,2) 1
    p(g32,8,2,9,2) label_order(g32,8,2,9,2) -3
    p(g32,9,2,8,2) label_pred(g32,8,2) 1
    p(g32,9,2,8,2) label_tail(g32,9,2,8,2) 1
    p(g32,9,2,8,2) label_order(g32,9,2,8,2) -3
    p(g32,9,0,10,0) label_pred(g32,10,0) 1
    p(g32,9,0,10,0) label_tail(g32,9,0,10,0) 1
    p(g32,9,0,10,0) label_order(g32,9,0,10,0) -3
    p(g32,10,0,9,0) label_pred(g32,9,0) 1
    p(g32,10,0,9,0) label_tail(g32,10,0,9,0) 1
    p(g32,10,0,9,0) label_order(g32,10,0,9,0) -3
    p(g33,9,2,9,3) label_pred(g33,9,3) 1
    p(g33,9,2,9,3) label_tail(g33,9,2,9,3) 1
    p(g33,9,2,9,3) label_order(g33,9,2,9,3) -5
    p(g33,9,3,9,2) label_pred(g33,9,2) 1
    p(g33,9,3,9,2) label_tail(g33,9,3,9,2) 1
    p(g33,9,3,9,2) label_order(g33,9,3,9,2) -5
    p(g33,9,4,9,3) label_pred(g33,9,3) 1
    p(g33,9,4,9,3) label_order(g33,9,4,9,3) -5
    p(g33,9,4,9,5) label_pred(g33,9,5) 1
    p(g33,9,4,9,5) label_order(g33,9,4,9,5) -5
    p(g33,9,5,9,6) label_pred(g33,9,6) 1
    p(g33,9,5,9,6) label_tail(g33,9,5,9,6) 1
    p(g33,9,5,9,6) label_order(g33,9,5,9,6) -5
    p(g33,9,6,9,5) label_pred(g33,9,5) 1
    p(g33,9,6,9,5) label_tail(g33,9,6,9,5) 1
    p(g33,9,6,9,5) label_order(g33,9,6,9,5) -5
    p(g33,7,4,8,4) label_pred(g33,8,4) 1
    p(g33,7,4,8,4) label_tail(g33,7,4,8,4) 1
    p(g33,7,4,8,4) label_order(g33,7,4,8,4) -5
    p(g33,8,4,7,4) label_pred(g33,7,4) 1
    p(g33,8,4,7,4) label_tail(g33,8,4,7,4) 1
    p(g33,8,4,7,4) label_order(g33,8,4,7,4) -5
    p(g33,9,4,8,4) label_pred(g33,8,4) 1
    p(g33,9,4,8,4) label_order(g33,9,4,8,4) -5
    p(g33,9,4,10,4) label_pred(g33,10,4) 1
    p(g33,9,4,10,4) label_order(g33,9,4,10,4) -5
    p(g33,10,4,11,4) label_pred(g33,11,4) 1
    p(g33,10,4,11,4) label_tail(g33,10,4,11,4) 1
    p(g33,10,4,11,4) label_order(g33,10,4,11,4) -5
    p(g33,11,4,10,4) label_pred(g33,10,4) 1
    p(g33,11,4,10,4) label_tail(g33,11,4,10,4) 1
    p(g33,11,4,10,4) label_order(g33,11,4,10,4) -5
    p(g34,7,5,7,6) label_pred(g34,7,6) 1
    p(g34,7,5,7,6) label_tail(g34,7,5,7,6) 1
    p(g34,7,5,7,6) label_order(g34,7,5,7,6) -6
    p(g34,7,6,7,5) label_pred(g34,7,5) 1
    p(g34,7,6,7,5) label_tail(g34,7,6,7,5) 1
    p(g34,7,6,7,5) label_order(g34,7,6,7,5) -6
    p(g34,8,6,8,7) label_pred(g34,8,7) 1
    p(g34,8,6,8,7) label_tail(g34,8,6,8,7) 1
    p(g34,8,6,8,7) label_order(g34,8,6,8,7) -6
    p(g34,8,7,8,6) label_pred(g34,8,6) 1
    p(g34,8,7,8,6) label_tail(g34,8,7,8,6) 1
    p(g34,8,7,8,6) label_order(g34,8,7,8,6) -6
    p(g34,9,7,9,6) label_pred(g34,9,6) 1
    p(g34,9,7,9,6) label_order(g34,9,7,9,6) -6
    p(g34,9,7,9,8) label_pred(g34,9,8) 1
    p(g34,9,7,9,8) label_order(g34,9,7,9,8) -6
    p(g34,10,7,10,8) label_pred(g34,10,8) 1
    p(g34,10,7,10,8) label_tail(g34,10,7,10,8) 1
    p(g34,10,7,10,8) label_order(g34,10,7,10,8) -6
    p(g34,10,8,10,7) label_pred(g34,10,7) 1
    p(g34,10,8,10,7) label_tail(g34,10,8,10,7) 1
    p(g34,10,8,10,7) label_order(g34,10,8,10,7) -6
    p(g34,11,8,11,9) label_pred(g34,11,9) 1
    p(g34,11,8,11,9) label_tail(g34,11,8,11,9) 1
    p(g34,11,8,11,9) label_order(g34,11,8,11,9) -6
    p(g34,11,9,11,8) label_pred(g34,11,8) 1
    p(g34,11,9,11,8) label_tail(g34,11,9,11,8) 1
    p(g34,11,9,11,8) label_order(g34,11,9,11,8) -6
    p(g34,7,6,8,6) label_pred(g34,8,6) 1
    p(g34,7,6,8,6) label_tail(g34,7,6,8,6) 1
    p(g34,7,6,8,6) label_order(g34,7,6,8,6) -6
    p(g34,8,6,7,6) label_pred(g34,7,6) 1
    p(g34,8,6,7,6) label_tail(g34,8,6,7,6) 1
    p(g34,8,6,7,6) label_order(g34,8,6,7,6) -6
    p(g34,8,6,9,6) label_pred(g34,9,6) 1
    p(g34,8,6,9,6) label_tail(g34,8,6,9,6) 1
    p(g34,8,6,9,6) label_order(g34,8,6,9,6) -6
    p(g34,9,6,8,6) label_pred(g34,8,6) 1
    p(g34,9,6,8,6) label_tail(g34,9,6,8,6) 1
    p(g34,9,6,8,6) label_order(g34,9,6,8,6) -6
    p(g34,9,7,8,7) label_pred(g34,8,7) 1
    p(g34,9,7,8,7) label_order(g34,9,7,8,7) -6
    p(g34,9,7,10,7) label_pred(g34,10,7) 1
    p(g34,9,7,10,7) label_order(g34,9,7,10,7) -6
    p(g34,9,8,10,8) label_pred(g34,10,8) 1
    p(g34,9,8,10,8) label_tail(g34,9,8,10,8) 1
    p(g34,9,8,10,8) label_order(g34,9,8,10,8) -6
    p(g34,10,8,9,8) label_pred(g34,9,8) 1
    p(g34,10,8,9,8) label_tail(g34,10,8,9,8) 1
    p(g34,10,8,9,8) label_order(g34,10,8,9,8) -6
    p(g34,10,8,11,8) label_pred(g34,11,8) 1
    p(g34,10,8,11,8) label_tail(g34,10,8,11,8) 1
    p(g34,10,8,11,8) label_order(g34,10,8,11,8) -6
    p(g34,11,8,10,8) label_pred(g34,10,8) 1
    p(g34,11,8,10,8) label_tail(g34,11,8,10,8) 1
    p(g34,11,8,10,8) label_order(g34,11,8,10,8) -6
    p(g35,9,9,9,8) label_pred(g35,9,8) 1
    p(g35,9,9,9,8) label_order(g35,9,9,9,8) -3
    p(g35,10,9,10,10) label_pred(g35,10,10) 1
    p(g35,10,9,10,10) label_order(g35,10,9,10,10) -3
    p(g35,9,9,8,9) label_pred(g35,8,9) 1
    p(g35,9,9,8,9) label_order(g35,9,9,8,9) -3
    p(g35,10,9,11,9) label_pred(g35,11,9) 1
    p(g35,10,9,11,9) label_order(g35,10,9,11,9) -3
    p(g36,10,0,10,1) label_pred(g36,10,1) 1
    p(g36,10,0,10,1) label_tail(g36,10,0,10,1) 1
    p(g36,10,0,10,1) label_order(g36,10,0,10,1) -5
    p(g36,10,1,10,0) label_pred(g36,10,0) 1
    p(g36,10,1,10,0) label_tail(g36,10,1,10,0) 1
    p(g36,10,1,10,0) label_order(g36,10,1,10,0) -5
    p(g36,10,2,10,1) label_pred(g36,10,1) 1
    p(g36,10,2,10,1) label_order(g36,10,2,10,1) -5
    p(g36,10,3,10,4) label_pred(g36,10,4) 1
    p(g36,10,3,10,4) label_order(g36,10,3,10,4) -5
    p(g36,10,4,10,5) label_pred(g36,10,5) 1
    p(g36,10,4,10,5) label_tail(g36,10,4,10,5) 1
    p(g36,10,4,10,5) label_order(g36,10,4,10,5) -5
    p(g36,10,5,10,4) label_pred(g36,10,4) 1
    p(g36,10,5,10,4) label_tail(g36,10,5,10,4) 1
    p(g36,10,5,10,4) label_order(g36,10,5,10,4) -5
    p(g36,11,0,11,1) label_pred(g36,11,1) 1
    p(g36,11,0,11,1) label_tail(g36,11,0,11,1) 1
    p(g36,11,0,11,1) label_order(g36,11,0,11,1) -5
    p(g36,11,1,11,0) label_pred(g36,11,0) 1
    p(g36,11,1,11,0) label_tail(g36,11,1,11,0) 1
    p(g36,11,1,11,0) label_order(g36,11,1,11,0) -5
    p(g36,11,2,11,1) label_pred(g36,11,1) 1
    p(g36,11,2,11,1) label_order(g36,11,2,11,1) -5
    p(g36,11,3,11,4) label_pred(g36,11,4) 1
    p(g36,11,3,11,4) label_order(g36,11,3,11,4) -5
    p(g36,11,4,11,5) label_pred(g36,11,5) 1
    p(g36,11,4,11,5) label_tail(g36,11,4,11,5) 1
    p(g36,11,4,11,5) label_order(g36,11,4,11,5) -5
    p(g36,11,5,11,4) label_pred(g36,11,4) 1
    p(g36,11,5,11,4) label_tail(g36,11,5,11,4) 1
    p(g36,11,5,11,4) label_order(g36,11,5,11,4) -5
    p(g36,10,0,11,0) label_pred(g36,11,0) 1
    p(g36,10,0,11,0) label_tail(g36,10,0,11,0) 1
    p(g36,10,0,11,0) label_order(g36,10,0,11,0) -5
    p(g36,11,0,10,0) label_pred(g36,10,0) 1
    p(g36,11,0,10,0) label_tail(g36,11,0,10,0) 1
    p(g36,11,0,10,0) label_order(g36,11,0,10,0) -5
    p(g36,10,1,11,1) label_pred(g36,11,1) 1
    p(g36,10,1,11,1) label_tail(g36,10,1,11,1) 1
    p(g36,10,1,11,1) label_order(g36,10,1,11,1) -5
    p(g36,11,1,10,1) label_pred(g36,10,1) 1
    p(g36,11,1,10,1) label_tail(g36,11,1,10,1) 1
    p(g36,11,1,10,1) label_order(g36,11,1,10,1) -5
    p(g36,10,4,11,4) label_pred(g36,11,4) 1
    p(g36,10,4,11,4) label_tail(g36,10,4,11,4) 1
    p(g36,10,4,11,4) label_order(g36,10,4,11,4) -5
    p(g36,11,4,10,4) label_pred(g36,10,4) 1
    p(g36,11,4,10,4) label_tail(g36,11,4,10,4) 1
    p(g36,11,4,10,4) label_order(g36,11,4,10,4) -5
    p(g36,10,5,11,5) label_pred(g36,11,5) 1
    p(g36,10,5,11,5) label_tail(g36,10,5,11,5) 1
    p(g36,10,5,11,5) label_order(g36,10,5,11,5) -5
    p(g36,11,5,10,5) label_pred(g36,10,5) 1
    p(g36,11,5,10,5) label_tail(g36,11,5,10,5) 1
    p(g36,11,5,10,5) label_order(g36,11,5,10,5) -5
    p(g37,10,6,10,7) label_pred(g37,10,7) 1
    p(g37,10,6,10,7) label_order(g37,10,6,10,7) -4
    p(g37,10,7,10,8) label_pred(g37,10,8) 1
    p(g37,10,7,10,8) label_tail(g37,10,7,10,8) 1
    p(g37,10,7,10,8) label_order(g37,10,7,10,8) -4
    p(g37,10,8,10,7) label_pred(g37,10,7) 1
    p(g37,10,8,10,7) label_tail(g37,10,8,10,7) 1
    p(g37,10,8,10,7) label_order(g37,10,8,10,7) -4
    p(g37,11,4,11,5) label_pred(g37,11,5) 1
    p(g37,11,4,11,5) label_tail(g37,11,4,11,5) 1
    p(g37,11,4,11,5) label_order(g37,11,4,11,5) -4
    p(g37,11,5,11,4) label_pred(g37,11,4) 1
    p(g37,11,5,11,4) label_tail(g37,11,5,11,4) 1
    p(g37,11,5,11,4) label_order(g37,11,5,11,4) -4
    p(g37,11,6,11,5) label_pred(g37,11,5) 1
    p(g37,11,6,11,5) label_order(g37,11,6,11,5) -4
    p(g37,10,4,11,4) label_pred(g37,11,4) 1
    p(g37,10,4,11,4) label_tail(g37,10,4,11,4) 1
    p(g37,10,4,11,4) label_order(g37,10,4,11,4) -4
    p(g37,11,4,10,4) label_pred(g37,10,4) 1
    p(g37,11,4,10,4) label_tail(g37,11,4,10,4) 1
    p(g37,11,4,10,4) label_order(g37,11,4,10,4) -4
    p(g37,10,8,11,8) label_pred(g37,11,8) 1
    p(g37,10,8,11,8) label_tail(g37,10,8,11,8) 1
    p(g37,10,8,11,8) label_order(g37,10,8,11,8) -4
    p(g37,11,8,10,8) label_pred(g37,10,8) 1
    p(g37,11,8,10,8) label_tail(g37,11,8,10,8) 1
    p(g37,11,8,10,8) label_order(g37,11,8,10,8) -4
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
    RHS cover(10,0) 1
    RHS cover(10,1) 1
    RHS cover(10,2) 1
    RHS cover(10,3) 1
    RHS cover(10,4) 1
    RHS cover(10,5) 1
    RHS cover(10,6) 1
    RHS cover(10,7) 1
    RHS cover(10,8) 1
    RHS cover(10,9) 1
    RHS cover(10,10) 1
    RHS cover(10,11) 1
    RHS cover(11,0) 1
    RHS cover(11,1) 1
    RHS cover(11,2) 1
    RHS cover(11,3) 1
    RHS cover(11,4) 1
    RHS cover(11,5) 1
    RHS cover(11,6) 1
    RHS cover(11,7) 1
    RHS cover(11,8) 1
    RHS cover(11,9) 1
    RHS cover(11,10) 1
    RHS cover(11,11) 1
    RHS centre(0,0,g0) 1
    RHS centre(0,2,g1) 1
    RHS centre(0,4,g2) 1
    RHS centre(0,7,g3) 1
    RHS centre(0,8,g3) 1
    RHS centre(0,11,g4) 1
    RHS centre(1,1,g5) 1
    RHS centre(1,2,g5) 1
    RHS centre(1,6,g6) 1
    RHS centre(1,10,g7) 1
    RHS centre(1,4,g8) 1
    RHS centre(1,5,g8) 1
    RHS centre(2,4,g8) 1
    RHS centre(2,5,g8) 1
    RHS centre(2,1,g9) 1
    RHS centre(2,8,g10) 1
    RHS centre(2,9,g10) 1
    RHS centre(2,11,g11) 1
    RHS centre(2,3,g12) 1
    RHS centre(3,3,g12) 1
    RHS centre(3,0,g13) 1
    RHS centre(3,2,g14) 1
    RHS centre(3,5,g15) 1
    RHS centre(3,8,g16) 1
    RHS centre(4,8,g16) 1
    RHS centre(4,6,g17) 1
    RHS centre(4,7,g17) 1
    RHS centre(5,6,g17) 1
    RHS centre(5,7,g17) 1
    RHS centre(4,11,g18) 1
    RHS centre(5,11,g18) 1
    RHS centre(5,3,g19) 1
    RHS centre(5,10,g20) 1
    RHS centre(6,0,g21) 1
    RHS centre(6,6,g22) 1
    RHS centre(6,9,g23) 1
    RHS centre(7,0,g24) 1
    RHS centre(7,2,g25) 1
    RHS centre(7,3,g25) 1
    RHS centre(7,8,g26) 1
    RHS centre(8,0,g27) 1
    RHS centre(8,1,g27) 1
    RHS centre(8,3,g28) 1
    RHS centre(8,5,g29) 1
    RHS centre(8,10,g30) 1
    RHS centre(9,10,g30) 1
    RHS centre(8,11,g31) 1
    RHS centre(9,11,g31) 1
    RHS centre(9,1,g32) 1
    RHS centre(9,4,g33) 1
    RHS centre(9,7,g34) 1
    RHS centre(9,9,g35) 1
    RHS centre(10,9,g35) 1
    RHS centre(10,2,g36) 1
    RHS centre(10,3,g36) 1
    RHS centre(11,2,g36) 1
    RHS centre(11,3,g36) 1
    RHS centre(10,6,g37) 1
    RHS centre(11,6,g37) 1
    RHS centre(11,7,g38) 1
    RHS centre(11,10,g39) 1
    RHS centre(11,11,g39) 1
    RHS label_order(g1,0,2,0,1) -1
    RHS label_order(g1,0,2,0,3) -1
    RHS label_order(g2,0,4,0,3) -1
    RHS label_order(g2,0,4,0,5) -1
    RHS label_order(g3,0,5,0,6) -2
    RHS label_order(g3,0,6,0,5) -2
    RHS label_order(g3,0,7,0,6) -2
    RHS label_order(g3,0,8,0,9) -2
    RHS label_order(g3,0,9,0,10) -2
    RHS label_order(g3,0,10,0,9) -2
    RHS label_order(g5,1,1,1,0) -3
    RHS label_order(g5,1,2,1,3) -3
    RHS label_order(g5,1,1,0,1) -3
    RHS label_order(g5,0,3,1,3) -3
    RHS label_order(g5,1,3,0,3) -3
    RHS label_order(g5,1,0,2,0) -3
    RHS label_order(g5,2,0,1,0) -3
    RHS label_order(g5,1,2,2,2) -3
    RHS label_order(g6,0,5,0,6) -2
    RHS label_order(g6,0,6,0,5) -2
    RHS label_order(g6,2,6,2,7) -2
    RHS label_order(g6,2,7,2,6) -2
    RHS label_order(g6,1,6,0,6) -2
    RHS label_order(g6,1,6,2,6) -2
    RHS label_order(g7,1,10,1,9) -2
    RHS label_order(g7,1,10,1,11) -2
    RHS label_order(g7,1,10,0,10) -2
    RHS label_order(g7,1,10,2,10) -2
    RHS label_order(g8,1,4,1,3) -3
    RHS label_order(g8,2,5,2,6) -3
    RHS label_order(g8,0,3,1,3) -3
    RHS label_order(g8,1,3,0,3) -3
    RHS label_order(g8,1,5,0,5) -3
    RHS label_order(g8,2,4,3,4) -3
    RHS label_order(g8,2,6,3,6) -3
    RHS label_order(g8,3,6,2,6) -3
    RHS label_order(g9,2,1,2,0) -1
    RHS label_order(g9,2,1,2,2) -1
    RHS label_order(g10,1,7,1,8) -3
    RHS label_order(g10,1,8,1,7) -3
    RHS label_order(g10,2,8,2,7) -3
    RHS label_order(g10,2,9,2,10) -3
    RHS label_order(g10,3,9,3,10) -3
    RHS label_order(g10,3,10,3,9) -3
    RHS label_order(g10,1,7,2,7) -3
    RHS label_order(g10,2,7,1,7) -3
    RHS label_order(g10,2,8,1,8) -3
    RHS label_order(g10,2,9,3,9) -3
    RHS label_order(g10,2,10,3,10) -3
    RHS label_order(g10,3,10,2,10) -3
    RHS label_order(g11,2,11,1,11) -1
    RHS label_order(g11,2,11,3,11) -1
    RHS label_order(g12,2,3,2,2) -2
    RHS label_order(g12,3,3,3,4) -2
    RHS label_order(g12,2,3,1,3) -2
    RHS label_order(g12,3,3,4,3) -2
    RHS label_order(g13,1,0,2,0) -2
    RHS label_order(g13,2,0,1,0) -2
    RHS label_order(g13,3,0,2,0) -2
    RHS label_order(g13,3,0,4,0) -2
    RHS label_order(g13,4,0,5,0) -2
    RHS label_order(g13,5,0,4,0) -2
    RHS label_order(g14,3,2,2,2) -1
    RHS label_order(g14,3,2,4,2) -1
    RHS label_order(g15,2,6,2,7) -3
    RHS label_order(g15,2,7,2,6) -3
    RHS label_order(g15,3,5,3,4) -3
    RHS label_order(g15,3,5,3,6) -3
    RHS label_order(g15,4,3,4,4) -3
    RHS label_order(g15,4,4,4,3) -3
    RHS label_order(g15,2,6,3,6) -3
    RHS label_order(g15,3,6,2,6) -3
    RHS label_order(g15,3,4,4,4) -3
    RHS label_order(g15,4,4,3,4) -3
    RHS label_order(g16,3,6,3,7) -3
    RHS label_order(g16,3,7,3,6) -3
    RHS label_order(g16,3,8,3,7) -3
    RHS label_order(g16,4,8,4,9) -3
    RHS label_order(g16,4,9,4,10) -3
    RHS label_order(g16,4,10,4,9) -3
    RHS label_order(g16,2,7,3,7) -3
    RHS label_order(g16,3,7,2,7) -3
    RHS label_order(g16,4,9,5,9) -3
    RHS label_order(g16,5,9,4,9) -3
    RHS label_order(g17,2,6,2,7) -10
    RHS label_order(g17,2,7,2,6) -10
    RHS label_order(g17,3,9,3,10) -10
    RHS label_order(g17,3,10,3,9) -10
    RHS label_order(g17,3,10,3,11) -10
    RHS label_order(g17,3,11,3,10) -10
    RHS label_order(g17,4,4,4,5) -10
    RHS label_order(g17,4,5,4,4) -10
    RHS label_order(g17,4,6,4,5) -10
    RHS label_order(g17,5,7,5,8) -10
    RHS label_order(g17,5,8,5,9) -10
    RHS label_order(g17,5,9,5,8) -10
    RHS label_order(g17,6,2,6,3) -10
    RHS label_order(g17,6,3,6,2) -10
    RHS label_order(g17,6,3,6,4) -10
    RHS label_order(g17,6,4,6,3) -10
    RHS label_order(g17,7,6,7,7) -10
    RHS label_order(g17,7,7,7,6) -10
    RHS label_order(g17,1,7,2,7) -10
    RHS label_order(g17,2,7,1,7) -10
    RHS label_order(g17,2,6,3,6) -10
    RHS label_order(g17,3,6,2,6) -10
    RHS label_order(g17,4,6,3,6) -10
    RHS label_order(g17,3,9,4,9) -10
    RHS label_order(g17,4,9,3,9) -10
    RHS label_order(g17,4,4,5,4) -10
    RHS label_order(g17,5,4,4,4) -10
    RHS label_order(g17,4,9,5,9) -10
    RHS label_order(g17,5,9,4,9) -10
    RHS label_order(g17,5,4,6,4) -10
    RHS label_order(g17,6,4,5,4) -10
    RHS label_order(g17,5,7,6,7) -10
    RHS label_order(g17,6,7,7,7) -10
    RHS label_order(g17,7,7,6,7) -10
    RHS label_order(g17,7,6,8,6) -10
    RHS label_order(g17,8,6,7,6) -10
    RHS label_order(g18,4,11,3,11) -1
    RHS label_order(g18,5,11,6,11) -1
    RHS label_order(g19,4,1,4,2) -8
    RHS label_order(g19,4,2,4,1) -8
    RHS label_order(g19,4,2,4,3) -8
    RHS label_order(g19,4,3,4,2) -8
    RHS label_order(g19,4,3,4,4) -8
    RHS label_order(g19,4,4,4,3) -8
    RHS label_order(g19,4,4,4,5) -8
    RHS label_order(g19,4,5,4,4) -8
    RHS label_order(g19,5,1,5,2) -8
    RHS label_order(g19,5,2,5,1) -8
    RHS label_order(g19,5,3,5,2) -8
    RHS label_order(g19,5,3,5,4) -8
    RHS label_order(g19,5,4,5,5) -8
    RHS label_order(g19,5,5,5,4) -8
    RHS label_order(g19,6,1,6,2) -8
    RHS label_order(g19,6,2,6,1) -8
    RHS label_order(g19,6,2,6,3) -8
    RHS label_order(g19,6,3,6,2) -8
    RHS label_order(g19,6,3,6,4) -8
    RHS label_order(g19,6,4,6,3) -8
    RHS label_order(g19,6,4,6,5) -8
    RHS label_order(g19,6,5,6,4) -8
    RHS label_order(g19,3,1,4,1) -8
    RHS label_order(g19,4,1,3,1) -8
    RHS label_order(g19,4,1,5,1) -8
    RHS label_order(g19,5,1,4,1) -8
    RHS label_order(g19,4,2,5,2) -8
    RHS label_order(g19,5,2,4,2) -8
    RHS label_order(g19,5,3,4,3) -8
    RHS label_order(g19,4,4,5,4) -8
    RHS label_order(g19,5,4,4,4) -8
    RHS label_order(g19,4,5,5,5) -8
    RHS label_order(g19,5,5,4,5) -8
    RHS label_order(g19,5,1,6,1) -8
    RHS label_order(g19,6,1,5,1) -8
    RHS label_order(g19,5,2,6,2) -8
    RHS label_order(g19,6,2,5,2) -8
    RHS label_order(g19,5,3,6,3) -8
    RHS label_order(g19,5,4,6,4) -8
    RHS label_order(g19,6,4,5,4) -8
    RHS label_order(g19,5,5,6,5) -8
    RHS label_order(g19,6,5,5,5) -8
    RHS label_order(g19,6,5,7,5) -8
    RHS label_order(g19,7,5,6,5) -8
    RHS label_order(g20,3,9,3,10) -5
    RHS label_order(g20,3,10,3,9) -5
    RHS label_order(g20,3,10,3,11) -5
    RHS label_order(g20,3,11,3,10) -5
    RHS label_order(g20,4,9,4,10) -5
    RHS label_order(g20,4,10,4,9) -5
    RHS label_order(g20,6,10,6,11) -5
    RHS label_order(g20,6,11,6,10) -5
    RHS label_order(g20,7,9,7,10) -5
    RHS label_order(g20,7,10,7,9) -5
    RHS label_order(g20,7,10,7,11) -5
    RHS label_order(g20,7,11,7,10) -5
    RHS label_order(g20,3,9,4,9) -5
    RHS label_order(g20,4,9,3,9) -5
    RHS label_order(g20,3,10,4,10) -5
    RHS label_order(g20,4,10,3,10) -5
    RHS label_order(g20,5,10,4,10) -5
    RHS label_order(g20,5,10,6,10) -5
    RHS label_order(g20,6,10,7,10) -5
    RHS label_order(g20,7,10,6,10) -5
    RHS label_order(g20,6,11,7,11) -5
    RHS label_order(g20,7,11,6,11) -5
    RHS label_order(g22,4,3,4,4) -8
    RHS label_order(g22,4,4,4,3) -8
    RHS label_order(g22,4,4,4,5) -8
    RHS label_order(g22,4,5,4,4) -8
    RHS label_order(g22,6,4,6,5) -8
    RHS label_order(g22,6,5,6,4) -8
    RHS label_order(g22,6,6,6,5) -8
    RHS label_order(g22,6,6,6,7) -8
    RHS label_order(g22,6,7,6,8) -8
    RHS label_order(g22,6,8,6,7) -8
    RHS label_order(g22,8,7,8,8) -8
    RHS label_order(g22,8,8,8,7) -8
    RHS label_order(g22,8,8,8,9) -8
    RHS label_order(g22,8,9,8,8) -8
    RHS label_order(g22,3,4,4,4) -8
    RHS label_order(g22,4,4,3,4) -8
    RHS label_order(g22,4,5,5,5) -8
    RHS label_order(g22,5,5,4,5) -8
    RHS label_order(g22,5,5,6,5) -8
    RHS label_order(g22,6,5,5,5) -8
    RHS label_order(g22,5,8,6,8) -8
    RHS label_order(g22,6,8,5,8) -8
    RHS label_order(g22,6,4,7,4) -8
    RHS label_order(g22,7,4,6,4) -8
    RHS label_order(g22,6,7,7,7) -8
    RHS label_order(g22,7,7,6,7) -8
    RHS label_order(g22,7,7,8,7) -8
    RHS label_order(g22,8,7,7,7) -8
    RHS label_order(g22,8,8,9,8) -8
    RHS label_order(g22,9,8,8,8) -8
    RHS label_order(g23,4,9,4,10) -8
    RHS label_order(g23,4,10,4,9) -8
    RHS label_order(g23,5,8,5,9) -8
    RHS label_order(g23,5,9,5,8) -8
    RHS label_order(g23,6,7,6,8) -8
    RHS label_order(g23,6,8,6,7) -8
    RHS label_order(g23,6,9,6,8) -8
    RHS label_order(g23,6,9,6,10) -8
    RHS label_order(g23,6,10,6,11) -8
    RHS label_order(g23,6,11,6,10) -8
    RHS label_order(g23,7,9,7,10) -8
    RHS label_order(g23,7,10,7,9) -8
    RHS label_order(g23,8,8,8,9) -8
    RHS label_order(g23,8,9,8,8) -8
    RHS label_order(g23,2,10,3,10) -8
    RHS label_order(g23,3,10,2,10) -8
    RHS label_order(g23,3,10,4,10) -8
    RHS label_order(g23,4,10,3,10) -8
    RHS label_order(g23,4,9,5,9) -8
    RHS label_order(g23,5,9,4,9) -8
    RHS label_order(g23,5,8,6,8) -8
    RHS label_order(g23,6,8,5,8) -8
    RHS label_order(g23,6,9,5,9) -8
    RHS label_order(g23,6,9,7,9) -8
    RHS label_order(g23,6,10,7,10) -8
    RHS label_order(g23,7,10,6,10) -8
    RHS label_order(g23,7,9,8,9) -8
    RHS label_order(g23,8,9,7,9) -8
    RHS label_order(g23,8,8,9,8) -8
    RHS label_order(g23,9,8,8,8) -8
    RHS label_order(g23,9,8,10,8) -8
    RHS label_order(g23,10,8,9,8) -8
    RHS label_order(g25,7,2,7,1) -3
    RHS label_order(g25,7,3,7,4) -3
    RHS label_order(g25,6,1,7,1) -3
    RHS label_order(g25,7,1,6,1) -3
    RHS label_order(g25,7,3,6,3) -3
    RHS label_order(g25,7,2,8,2) -3
    RHS label_order(g25,7,4,8,4) -3
    RHS label_order(g25,8,4,7,4) -3
    RHS label_order(g26,6,7,6,8) -7
    RHS label_order(g26,6,8,6,7) -7
    RHS label_order(g26,7,5,7,6) -7
    RHS label_order(g26,7,6,7,5) -7
    RHS label_order(g26,7,6,7,7) -7
    RHS label_order(g26,7,7,7,6) -7
    RHS label_order(g26,7,8,7,7) -7
    RHS label_order(g26,7,8,7,9) -7
    RHS label_order(g26,7,9,7,10) -7
    RHS label_order(g26,7,10,7,9) -7
    RHS label_order(g26,7,10,7,11) -7
    RHS label_order(g26,7,11,7,10) -7
    RHS label_order(g26,8,8,8,9) -7
    RHS label_order(g26,8,9,8,8) -7
    RHS label_order(g26,5,8,6,8) -7
    RHS label_order(g26,6,8,5,8) -7
    RHS label_order(g26,6,7,7,7) -7
    RHS label_order(g26,7,7,6,7) -7
    RHS label_order(g26,7,8,6,8) -7
    RHS label_order(g26,6,10,7,10) -7
    RHS label_order(g26,7,10,6,10) -7
    RHS label_order(g26,7,6,8,6) -7
    RHS label_order(g26,8,6,7,6) -7
    RHS label_order(g26,7,8,8,8) -7
    RHS label_order(g26,7,9,8,9) -7
    RHS label_order(g26,8,9,7,9) -7
    RHS label_order(g26,8,8,9,8) -7
    RHS label_order(g26,9,8,8,8) -7
    RHS label_order(g27,5,0,5,1) -4
    RHS label_order(g27,5,1,5,0) -4
    RHS label_order(g27,11,0,11,1) -4
    RHS label_order(g27,11,1,11,0) -4
    RHS label_order(g27,5,1,6,1) -4
    RHS label_order(g27,6,1,5,1) -4
    RHS label_order(g27,6,1,7,1) -4
    RHS label_order(g27,7,1,6,1) -4
    RHS label_order(g27,8,1,7,1) -4
    RHS label_order(g27,8,0,9,0) -4
    RHS label_order(g27,9,0,10,0) -4
    RHS label_order(g27,10,0,9,0) -4
    RHS label_order(g27,10,0,11,0) -4
    RHS label_order(g27,11,0,10,0) -4
    RHS label_order(g28,8,3,8,2) -2
    RHS label_order(g28,8,3,8,4) -2
    RHS label_order(g28,7,4,8,4) -2
    RHS label_order(g28,8,4,7,4) -2
    RHS label_order(g28,8,2,9,2) -2
    RHS label_order(g28,9,2,8,2) -2
    RHS label_order(g29,7,4,7,5) -5
    RHS label_order(g29,7,5,7,4) -5
    RHS label_order(g29,8,5,8,4) -5
    RHS label_order(g29,8,5,8,6) -5
    RHS label_order(g29,9,5,9,6) -5
    RHS label_order(g29,9,6,9,5) -5
    RHS label_order(g29,5,5,6,5) -5
    RHS label_order(g29,6,5,5,5) -5
    RHS label_order(g29,6,5,7,5) -5
    RHS label_order(g29,7,5,6,5) -5
    RHS label_order(g29,7,4,8,4) -5
    RHS label_order(g29,8,4,7,4) -5
    RHS label_order(g29,8,5,7,5) -5
    RHS label_order(g29,8,5,9,5) -5
    RHS label_order(g29,8,6,9,6) -5
    RHS label_order(g29,9,6,8,6) -5
    RHS label_order(g29,9,5,10,5) -5
    RHS label_order(g29,10,5,9,5) -5
    RHS label_order(g29,10,5,11,5) -5
    RHS label_order(g29,11,5,10,5) -5
    RHS label_order(g30,7,9,7,10) -2
    RHS label_order(g30,7,10,7,9) -2
    RHS label_order(g30,10,10,10,11) -2
    RHS label_order(g30,10,11,10,10) -2
    RHS label_order(g30,8,10,7,10) -2
    RHS label_order(g30,9,10,10,10) -2
    RHS label_order(g31,8,11,7,11) -1
    RHS label_order(g31,9,11,10,11) -1
    RHS label_order(g32,9,1,9,0) -2
    RHS label_order(g32,9,1,9,2) -2
    RHS label_order(g32,8,2,9,2) -2
    RHS label_order(g32,9,2,8,2) -2
    RHS label_order(g32,9,0,10,0) -2
    RHS label_order(g32,10,0,9,0) -2
    RHS label_order(g33,9,2,9,3) -4
    RHS label_order(g33,9,3,9,2) -4
    RHS label_order(g33,9,4,9,3) -4
    RHS label_order(g33,9,4,9,5) -4
    RHS label_order(g33,9,5,9,6) -4
    RHS label_order(g33,9,6,9,5) -4
    RHS label_order(g33,7,4,8,4) -4
    RHS label_order(g33,8,4,7,4) -4
    RHS label_order(g33,9,4,8,4) -4
    RHS label_order(g33,9,4,10,4) -4
    RHS label_order(g33,10,4,11,4) -4
    RHS label_order(g33,11,4,10,4) -4
    RHS label_order(g34,7,5,7,6) -5
    RHS label_order(g34,7,6,7,5) -5
    RHS label_order(g34,8,6,8,7) -5
    RHS label_order(g34,8,7,8,6) -5
    RHS label_order(g34,9,7,9,6) -5
    RHS label_order(g34,9,7,9,8) -5
    RHS label_order(g34,10,7,10,8) -5
    RHS label_order(g34,10,8,10,7) -5
    RHS label_order(g34,11,8,11,9) -5
    RHS label_order(g34,11,9,11,8) -5
    RHS label_order(g34,7,6,8,6) -5
    RHS label_order(g34,8,6,7,6) -5
    RHS label_order(g34,8,6,9,6) -5
    RHS label_order(g34,9,6,8,6) -5
    RHS label_order(g34,9,7,8,7) -5
    RHS label_order(g34,9,7,10,7) -5
    RHS label_order(g34,9,8,10,8) -5
    RHS label_order(g34,10,8,9,8) -5
    RHS label_order(g34,10,8,11,8) -5
    RHS label_order(g34,11,8,10,8) -5
    RHS label_order(g35,9,9,9,8) -2
    RHS label_order(g35,10,9,10,10) -2
    RHS label_order(g35,9,9,8,9) -2
    RHS label_order(g35,10,9,11,9) -2
    RHS label_order(g36,10,0,10,1) -4
    RHS label_order(g36,10,1,10,0) -4
    RHS label_order(g36,10,2,10,1) -4
    RHS label_order(g36,10,3,10,4) -4
    RHS label_order(g36,10,4,10,5) -4
    RHS label_order(g36,10,5,10,4) -4
    RHS label_order(g36,11,0,11,1) -4
    RHS label_order(g36,11,1,11,0) -4
    RHS label_order(g36,11,2,11,1) -4
    RHS label_order(g36,11,3,11,4) -4
    RHS label_order(g36,11,4,11,5) -4
    RHS label_order(g36,11,5,11,4) -4
    RHS label_order(g36,10,0,11,0) -4
    RHS label_order(g36,11,0,10,0) -4
    RHS label_order(g36,10,1,11,1) -4
    RHS label_order(g36,11,1,10,1) -4
    RHS label_order(g36,10,4,11,4) -4
    RHS label_order(g36,11,4,10,4) -4
    RHS label_order(g36,10,5,11,5) -4
    RHS label_order(g36,11,5,10,5) -4
    RHS label_order(g37,10,6,10,7) -3
    RHS label_order(g37,10,7,10,8) -3
    RHS label_order(g37,10,8,10,7) -3
    RHS label_order(g37,11,4,11,5) -3
    RHS label_order(g37,11,5,11,4) -3
    RHS label_order(g37,11,6,11,5) -3
    RHS label_order(g37,10,4,11,4) -3
    RHS label_order(g37,11,4,10,4) -3
    RHS label_order(g37,10,8,11,8) -3
    RHS label_order(g37,11,8,10,8) -3
BOUNDS
 LO BND x(0,0,g0) 0
 UP BND x(0,0,g0) 1
 LO BND x(0,1,g1) 0
 UP BND x(0,1,g1) 1
 LO BND x(0,2,g1) 0
 UP BND x(0,2,g1) 1
 LO BND x(0,3,g1) 0
 UP BND x(0,3,g1) 1
 LO BND x(0,3,g2) 0
 UP BND x(0,3,g2) 1
 LO BND x(0,4,g2) 0
 UP BND x(0,4,g2) 1
 LO BND x(0,5,g2) 0
 UP BND x(0,5,g2) 1
 LO BND x(0,5,g3) 0
 UP BND x(0,5,g3) 1
 LO BND x(0,6,g3) 0
 UP BND x(0,6,g3) 1
 LO BND x(0,7,g3) 0
 UP BND x(0,7,g3) 1
 LO BND x(0,8,g3) 0
 UP BND x(0,8,g3) 1
 LO BND x(0,9,g3) 0
 UP BND x(0,9,g3) 1
 LO BND x(0,10,g3) 0
 UP BND x(0,10,g3) 1
 LO BND x(0,11,g4) 0
 UP BND x(0,11,g4) 1
 LO BND x(0,1,g5) 0
 UP BND x(0,1,g5) 1
 LO BND x(0,3,g5) 0
 UP BND x(0,3,g5) 1
 LO BND x(1,0,g5) 0
 UP BND x(1,0,g5) 1
 LO BND x(1,1,g5) 0
 UP BND x(1,1,g5) 1
 LO BND x(1,2,g5) 0
 UP BND x(1,2,g5) 1
 LO BND x(1,3,g5) 0
 UP BND x(1,3,g5) 1
 LO BND x(2,0,g5) 0
 UP BND x(2,0,g5) 1
 LO BND x(2,2,g5) 0
 UP BND x(2,2,g5) 1
 LO BND x(0,5,g6) 0
 UP BND x(0,5,g6) 1
 LO BND x(0,6,g6) 0
 UP BND x(0,6,g6) 1
 LO BND x(1,6,g6) 0
 UP BND x(1,6,g6) 1
 LO BND x(2,6,g6) 0
 UP BND x(2,6,g6) 1
 LO BND x(2,7,g6) 0
 UP BND x(2,7,g6) 1
 LO BND x(0,10,g7) 0
 UP BND x(0,10,g7) 1
 LO BND x(1,9,g7) 0
 UP BND x(1,9,g7) 1
 LO BND x(1,10,g7) 0
 UP BND x(1,10,g7) 1
 LO BND x(1,11,g7) 0
 UP BND x(1,11,g7) 1
 LO BND x(2,10,g7) 0
 UP BND x(2,10,g7) 1
 LO BND x(0,3,g8) 0
 UP BND x(0,3,g8) 1
 LO BND x(0,5,g8) 0
 UP BND x(0,5,g8) 1
 LO BND x(1,3,g8) 0
 UP BND x(1,3,g8) 1
 LO BND x(1,4,g8) 0
 UP BND x(1,4,g8) 1
 LO BND x(1,5,g8) 0
 UP BND x(1,5,g8) 1
 LO BND x(2,4,g8) 0
 UP BND x(2,4,g8) 1
 LO BND x(2,5,g8) 0
 UP BND x(2,5,g8) 1
 LO BND x(2,6,g8) 0
 UP BND x(2,6,g8) 1
 LO BND x(3,4,g8) 0
 UP BND x(3,4,g8) 1
 LO BND x(3,6,g8) 0
 UP BND x(3,6,g8) 1
 LO BND x(2,0,g9) 0
 UP BND x(2,0,g9) 1
 LO BND x(2,1,g9) 0
 UP BND x(2,1,g9) 1
 LO BND x(2,2,g9) 0
 UP BND x(2,2,g9) 1
 LO BND x(1,7,g10) 0
 UP BND x(1,7,g10) 1
 LO BND x(1,8,g10) 0
 UP BND x(1,8,g10) 1
 LO BND x(2,7,g10) 0
 UP BND x(2,7,g10) 1
 LO BND x(2,8,g10) 0
 UP BND x(2,8,g10) 1
 LO BND x(2,9,g10) 0
 UP BND x(2,9,g10) 1
 LO BND x(2,10,g10) 0
 UP BND x(2,10,g10) 1
 LO BND x(3,9,g10) 0
 UP BND x(3,9,g10) 1
 LO BND x(3,10,g10) 0
 UP BND x(3,10,g10) 1
 LO BND x(1,11,g11) 0
 UP BND x(1,11,g11) 1
 LO BND x(2,11,g11) 0
 UP BND x(2,11,g11) 1
 LO BND x(3,11,g11) 0
 UP BND x(3,11,g11) 1
 LO BND x(1,3,g12) 0
 UP BND x(1,3,g12) 1
 LO BND x(2,2,g12) 0
 UP BND x(2,2,g12) 1
 LO BND x(2,3,g12) 0
 UP BND x(2,3,g12) 1
 LO BND x(3,3,g12) 0
 UP BND x(3,3,g12) 1
 LO BND x(3,4,g12) 0
 UP BND x(3,4,g12) 1
 LO BND x(4,3,g12) 0
 UP BND x(4,3,g12) 1
 LO BND x(1,0,g13) 0
 UP BND x(1,0,g13) 1
 LO BND x(2,0,g13) 0
 UP BND x(2,0,g13) 1
 LO BND x(3,0,g13) 0
 UP BND x(3,0,g13) 1
 LO BND x(4,0,g13) 0
 UP BND x(4,0,g13) 1
 LO BND x(5,0,g13) 0
 UP BND x(5,0,g13) 1
 LO BND x(2,2,g14) 0
 UP BND x(2,2,g14) 1
 LO BND x(3,2,g14) 0
 UP BND x(3,2,g14) 1
 LO BND x(4,2,g14) 0
 UP BND x(4,2,g14) 1
 LO BND x(2,6,g15) 0
 UP BND x(2,6,g15) 1
 LO BND x(2,7,g15) 0
 UP BND x(2,7,g15) 1
 LO BND x(3,4,g15) 0
 UP BND x(3,4,g15) 1
 LO BND x(3,5,g15) 0
 UP BND x(3,5,g15) 1
 LO BND x(3,6,g15) 0
 UP BND x(3,6,g15) 1
 LO BND x(4,3,g15) 0
 UP BND x(4,3,g15) 1
 LO BND x(4,4,g15) 0
 UP BND x(4,4,g15) 1
 LO BND x(2,7,g16) 0
 UP BND x(2,7,g16) 1
 LO BND x(3,6,g16) 0
 UP BND x(3,6,g16) 1
 LO BND x(3,7,g16) 0
 UP BND x(3,7,g16) 1
 LO BND x(3,8,g16) 0
 UP BND x(3,8,g16) 1
 LO BND x(4,8,g16) 0
 UP BND x(4,8,g16) 1
 LO BND x(4,9,g16) 0
 UP BND x(4,9,g16) 1
 LO BND x(4,10,g16) 0
 UP BND x(4,10,g16) 1
 LO BND x(5,9,g16) 0
 UP BND x(5,9,g16) 1
 LO BND x(1,7,g17) 0
 UP BND x(1,7,g17) 1
 LO BND x(2,6,g17) 0
 UP BND x(2,6,g17) 1
 LO BND x(2,7,g17) 0
 UP BND x(2,7,g17) 1
 LO BND x(3,6,g17) 0
 UP BND x(3,6,g17) 1
 LO BND x(3,9,g17) 0
 UP BND x(3,9,g17) 1
 LO BND x(3,10,g17) 0
 UP BND x(3,10,g17) 1
 LO BND x(3,11,g17) 0
 UP BND x(3,11,g17) 1
 LO BND x(4,4,g17) 0
 UP BND x(4,4,g17) 1
 LO BND x(4,5,g17) 0
 UP BND x(4,5,g17) 1
 LO BND x(4,6,g17) 0
 UP BND x(4,6,g17) 1
 LO BND x(4,7,g17) 0
 UP BND x(4,7,g17) 1
 LO BND x(4,9,g17) 0
 UP BND x(4,9,g17) 1
 LO BND x(5,4,g17) 0
 UP BND x(5,4,g17) 1
 LO BND x(5,6,g17) 0
 UP BND x(5,6,g17) 1
 LO BND x(5,7,g17) 0
 UP BND x(5,7,g17) 1
 LO BND x(5,8,g17) 0
 UP BND x(5,8,g17) 1
 LO BND x(5,9,g17) 0
 UP BND x(5,9,g17) 1
 LO BND x(6,2,g17) 0
 UP BND x(6,2,g17) 1
 LO BND x(6,3,g17) 0
 UP BND x(6,3,g17) 1
 LO BND x(6,4,g17) 0
 UP BND x(6,4,g17) 1
 LO BND x(6,7,g17) 0
 UP BND x(6,7,g17) 1
 LO BND x(7,6,g17) 0
 UP BND x(7,6,g17) 1
 LO BND x(7,7,g17) 0
 UP BND x(7,7,g17) 1
 LO BND x(8,6,g17) 0
 UP BND x(8,6,g17) 1
 LO BND x(3,11,g18) 0
 UP BND x(3,11,g18) 1
 LO BND x(4,11,g18) 0
 UP BND x(4,11,g18) 1
 LO BND x(5,11,g18) 0
 UP BND x(5,11,g18) 1
 LO BND x(6,11,g18) 0
 UP BND x(6,11,g18) 1
 LO BND x(3,1,g19) 0
 UP BND x(3,1,g19) 1
 LO BND x(4,1,g19) 0
 UP BND x(4,1,g19) 1
 LO BND x(4,2,g19) 0
 UP BND x(4,2,g19) 1
 LO BND x(4,3,g19) 0
 UP BND x(4,3,g19) 1
 LO BND x(4,4,g19) 0
 UP BND x(4,4,g19) 1
 LO BND x(4,5,g19) 0
 UP BND x(4,5,g19) 1
 LO BND x(5,1,g19) 0
 UP BND x(5,1,g19) 1
 LO BND x(5,2,g19) 0
 UP BND x(5,2,g19) 1
 LO BND x(5,3,g19) 0
 UP BND x(5,3,g19) 1
 LO BND x(5,4,g19) 0
 UP BND x(5,4,g19) 1
 LO BND x(5,5,g19) 0
 UP BND x(5,5,g19) 1
 LO BND x(6,1,g19) 0
 UP BND x(6,1,g19) 1
 LO BND x(6,2,g19) 0
 UP BND x(6,2,g19) 1
 LO BND x(6,3,g19) 0
 UP BND x(6,3,g19) 1
 LO BND x(6,4,g19) 0
 UP BND x(6,4,g19) 1
 LO BND x(6,5,g19) 0
 UP BND x(6,5,g19) 1
 LO BND x(7,5,g19) 0
 UP BND x(7,5,g19) 1
 LO BND x(3,9,g20) 0
 UP BND x(3,9,g20) 1
 LO BND x(3,10,g20) 0
 UP BND x(3,10,g20) 1
 LO BND x(3,11,g20) 0
 UP BND x(3,11,g20) 1
 LO BND x(4,9,g20) 0
 UP BND x(4,9,g20) 1
 LO BND x(4,10,g20) 0
 UP BND x(4,10,g20) 1
 LO BND x(5,10,g20) 0
 UP BND x(5,10,g20) 1
 LO BND x(6,10,g20) 0
 UP BND x(6,10,g20) 1
 LO BND x(6,11,g20) 0
 UP BND x(6,11,g20) 1
 LO BND x(7,9,g20) 0
 UP BND x(7,9,g20) 1
 LO BND x(7,10,g20) 0
 UP BND x(7,10,g20) 1
 LO BND x(7,11,g20) 0
 UP BND x(7,11,g20) 1
 LO BND x(6,0,g21) 0
 UP BND x(6,0,g21) 1
 LO BND x(3,4,g22) 0
 UP BND x(3,4,g22) 1
 LO BND x(4,3,g22) 0
 UP BND x(4,3,g22) 1
 LO BND x(4,4,g22) 0
 UP BND x(4,4,g22) 1
 LO BND x(4,5,g22) 0
 UP BND x(4,5,g22) 1
 LO BND x(5,5,g22) 0
 UP BND x(5,5,g22) 1
 LO BND x(5,8,g22) 0
 UP BND x(5,8,g22) 1
 LO BND x(6,4,g22) 0
 UP BND x(6,4,g22) 1
 LO BND x(6,5,g22) 0
 UP BND x(6,5,g22) 1
 LO BND x(6,6,g22) 0
 UP BND x(6,6,g22) 1
 LO BND x(6,7,g22) 0
 UP BND x(6,7,g22) 1
 LO BND x(6,8,g22) 0
 UP BND x(6,8,g22) 1
 LO BND x(7,4,g22) 0
 UP BND x(7,4,g22) 1
 LO BND x(7,7,g22) 0
 UP BND x(7,7,g22) 1
 LO BND x(8,7,g22) 0
 UP BND x(8,7,g22) 1
 LO BND x(8,8,g22) 0
 UP BND x(8,8,g22) 1
 LO BND x(8,9,g22) 0
 UP BND x(8,9,g22) 1
 LO BND x(9,8,g22) 0
 UP BND x(9,8,g22) 1
 LO BND x(2,10,g23) 0
 UP BND x(2,10,g23) 1
 LO BND x(3,10,g23) 0
 UP BND x(3,10,g23) 1
 LO BND x(4,9,g23) 0
 UP BND x(4,9,g23) 1
 LO BND x(4,10,g23) 0
 UP BND x(4,10,g23) 1
 LO BND x(5,8,g23) 0
 UP BND x(5,8,g23) 1
 LO BND x(5,9,g23) 0
 UP BND x(5,9,g23) 1
 LO BND x(6,7,g23) 0
 UP BND x(6,7,g23) 1
 LO BND x(6,8,g23) 0
 UP BND x(6,8,g23) 1
 LO BND x(6,9,g23) 0
 UP BND x(6,9,g23) 1
 LO BND x(6,10,g23) 0
 UP BND x(6,10,g23) 1
 LO BND x(6,11,g23) 0
 UP BND x(6,11,g23) 1
 LO BND x(7,9,g23) 0
 UP BND x(7,9,g23) 1
 LO BND x(7,10,g23) 0
 UP BND x(7,10,g23) 1
 LO BND x(8,8,g23) 0
 UP BND x(8,8,g23) 1
 LO BND x(8,9,g23) 0
 UP BND x(8,9,g23) 1
 LO BND x(9,8,g23) 0
 UP BND x(9,8,g23) 1
 LO BND x(10,8,g23) 0
 UP BND x(10,8,g23) 1
 LO BND x(7,0,g24) 0
 UP BND x(7,0,g24) 1
 LO BND x(6,1,g25) 0
 UP BND x(6,1,g25) 1
 LO BND x(6,3,g25) 0
 UP BND x(6,3,g25) 1
 LO BND x(7,1,g25) 0
 UP BND x(7,1,g25) 1
 LO BND x(7,2,g25) 0
 UP BND x(7,2,g25) 1
 LO BND x(7,3,g25) 0
 UP BND x(7,3,g25) 1
 LO BND x(7,4,g25) 0
 UP BND x(7,4,g25) 1
 LO BND x(8,2,g25) 0
 UP BND x(8,2,g25) 1
 LO BND x(8,4,g25) 0
 UP BND x(8,4,g25) 1
 LO BND x(5,8,g26) 0
 UP BND x(5,8,g26) 1
 LO BND x(6,7,g26) 0
 UP BND x(6,7,g26) 1
 LO BND x(6,8,g26) 0
 UP BND x(6,8,g26) 1
 LO BND x(6,10,g26) 0
 UP BND x(6,10,g26) 1
 LO BND x(7,5,g26) 0
 UP BND x(7,5,g26) 1
 LO BND x(7,6,g26) 0
 UP BND x(7,6,g26) 1
 LO BND x(7,7,g26) 0
 UP BND x(7,7,g26) 1
 LO BND x(7,8,g26) 0
 UP BND x(7,8,g26) 1
 LO BND x(7,9,g26) 0
 UP BND x(7,9,g26) 1
 LO BND x(7,10,g26) 0
 UP BND x(7,10,g26) 1
 LO BND x(7,11,g26) 0
 UP BND x(7,11,g26) 1
 LO BND x(8,6,g26) 0
 UP BND x(8,6,g26) 1
 LO BND x(8,8,g26) 0
 UP BND x(8,8,g26) 1
 LO BND x(8,9,g26) 0
 UP BND x(8,9,g26) 1
 LO BND x(9,8,g26) 0
 UP BND x(9,8,g26) 1
 LO BND x(5,0,g27) 0
 UP BND x(5,0,g27) 1
 LO BND x(5,1,g27) 0
 UP BND x(5,1,g27) 1
 LO BND x(6,1,g27) 0
 UP BND x(6,1,g27) 1
 LO BND x(7,1,g27) 0
 UP BND x(7,1,g27) 1
 LO BND x(8,0,g27) 0
 UP BND x(8,0,g27) 1
 LO BND x(8,1,g27) 0
 UP BND x(8,1,g27) 1
 LO BND x(9,0,g27) 0
 UP BND x(9,0,g27) 1
 LO BND x(10,0,g27) 0
 UP BND x(10,0,g27) 1
 LO BND x(11,0,g27) 0
 UP BND x(11,0,g27) 1
 LO BND x(11,1,g27) 0
 UP BND x(11,1,g27) 1
 LO BND x(7,4,g28) 0
 UP BND x(7,4,g28) 1
 LO BND x(8,2,g28) 0
 UP BND x(8,2,g28) 1
 LO BND x(8,3,g28) 0
 UP BND x(8,3,g28) 1
 LO BND x(8,4,g28) 0
 UP BND x(8,4,g28) 1
 LO BND x(9,2,g28) 0
 UP BND x(9,2,g28) 1
 LO BND x(5,5,g29) 0
 UP BND x(5,5,g29) 1
 LO BND x(6,5,g29) 0
 UP BND x(6,5,g29) 1
 LO BND x(7,4,g29) 0
 UP BND x(7,4,g29) 1
 LO BND x(7,5,g29) 0
 UP BND x(7,5,g29) 1
 LO BND x(8,4,g29) 0
 UP BND x(8,4,g29) 1
 LO BND x(8,5,g29) 0
 UP BND x(8,5,g29) 1
 LO BND x(8,6,g29) 0
 UP BND x(8,6,g29) 1
 LO BND x(9,5,g29) 0
 UP BND x(9,5,g29) 1
 LO BND x(9,6,g29) 0
 UP BND x(9,6,g29) 1
 LO BND x(10,5,g29) 0
 UP BND x(10,5,g29) 1
 LO BND x(11,5,g29) 0
 UP BND x(11,5,g29) 1
 LO BND x(7,9,g30) 0
 UP BND x(7,9,g30) 1
 LO BND x(7,10,g30) 0
 UP BND x(7,10,g30) 1
 LO BND x(8,10,g30) 0
 UP BND x(8,10,g30) 1
 LO BND x(9,10,g30) 0
 UP BND x(9,10,g30) 1
 LO BND x(10,10,g30) 0
 UP BND x(10,10,g30) 1
 LO BND x(10,11,g30) 0
 UP BND x(10,11,g30) 1
 LO BND x(7,11,g31) 0
 UP BND x(7,11,g31) 1
 LO BND x(8,11,g31) 0
 UP BND x(8,11,g31) 1
 LO BND x(9,11,g31) 0
 UP BND x(9,11,g31) 1
 LO BND x(10,11,g31) 0
 UP BND x(10,11,g31) 1
 LO BND x(8,2,g32) 0
 UP BND x(8,2,g32) 1
 LO BND x(9,0,g32) 0
 UP BND x(9,0,g32) 1
 LO BND x(9,1,g32) 0
 UP BND x(9,1,g32) 1
 LO BND x(9,2,g32) 0
 UP BND x(9,2,g32) 1
 LO BND x(10,0,g32) 0
 UP BND x(10,0,g32) 1
 LO BND x(7,4,g33) 0
 UP BND x(7,4,g33) 1
 LO BND x(8,4,g33) 0
 UP BND x(8,4,g33) 1
 LO BND x(9,2,g33) 0
 UP BND x(9,2,g33) 1
 LO BND x(9,3,g33) 0
 UP BND x(9,3,g33) 1
 LO BND x(9,4,g33) 0
 UP BND x(9,4,g33) 1
 LO BND x(9,5,g33) 0
 UP BND x(9,5,g33) 1
 LO BND x(9,6,g33) 0
 UP BND x(9,6,g33) 1
 LO BND x(10,4,g33) 0
 UP BND x(10,4,g33) 1
 LO BND x(11,4,g33) 0
 UP BND x(11,4,g33) 1
 LO BND x(7,5,g34) 0
 UP BND x(7,5,g34) 1
 LO BND x(7,6,g34) 0
 UP BND x(7,6,g34) 1
 LO BND x(8,6,g34) 0
 UP BND x(8,6,g34) 1
 LO BND x(8,7,g34) 0
 UP BND x(8,7,g34) 1
 LO BND x(9,6,g34) 0
 UP BND x(9,6,g34) 1
 LO BND x(9,7,g34) 0
 UP BND x(9,7,g34) 1
 LO BND x(9,8,g34) 0
 UP BND x(9,8,g34) 1
 LO BND x(10,7,g34) 0
 UP BND x(10,7,g34) 1
 LO BND x(10,8,g34) 0
 UP BND x(10,8,g34) 1
 LO BND x(11,8,g34) 0
 UP BND x(11,8,g34) 1
 LO BND x(11,9,g34) 0
 UP BND x(11,9,g34) 1
 LO BND x(8,9,g35) 0
 UP BND x(8,9,g35) 1
 LO BND x(9,8,g35) 0
 UP BND x(9,8,g35) 1
 LO BND x(9,9,g35) 0
 UP BND x(9,9,g35) 1
 LO BND x(10,9,g35) 0
 UP BND x(10,9,g35) 1
 LO BND x(10,10,g35) 0
 UP BND x(10,10,g35) 1
 LO BND x(11,9,g35) 0
 UP BND x(11,9,g35) 1
 LO BND x(10,0,g36) 0
 UP BND x(10,0,g36) 1
 LO BND x(10,1,g36) 0
 UP BND x(10,1,g36) 1
 LO BND x(10,2,g36) 0
 UP BND x(10,2,g36) 1
 LO BND x(10,3,g36) 0
 UP BND x(10,3,g36) 1
 LO BND x(10,4,g36) 0
 UP BND x(10,4,g36) 1
 LO BND x(10,5,g36) 0
 UP BND x(10,5,g36) 1
 LO BND x(11,0,g36) 0
 UP BND x(11,0,g36) 1
 LO BND x(11,1,g36) 0
 UP BND x(11,1,g36) 1
 LO BND x(11,2,g36) 0
 UP BND x(11,2,g36) 1
 LO BND x(11,3,g36) 0
 UP BND x(11,3,g36) 1
 LO BND x(11,4,g36) 0
 UP BND x(11,4,g36) 1
 LO BND x(11,5,g36) 0
 UP BND x(11,5,g36) 1
 LO BND x(10,4,g37) 0
 UP BND x(10,4,g37) 1
 LO BND x(10,6,g37) 0
 UP BND x(10,6,g37) 1
 LO BND x(10,7,g37) 0
 UP BND x(10,7,g37) 1
 LO BND x(10,8,g37) 0
 UP BND x(10,8,g37) 1
 LO BND x(11,4,g37) 0
 UP BND x(11,4,g37) 1
 LO BND x(11,5,g37) 0
 UP BND x(11,5,g37) 1
 LO BND x(11,6,g37) 0
 UP BND x(11,6,g37) 1
 LO BND x(11,8,g37) 0
 UP BND x(11,8,g37) 1
 LO BND x(11,7,g38) 0
 UP BND x(11,7,g38) 1
 LO BND x(11,10,g39) 0
 UP BND x(11,10,g39) 1
 LO BND x(11,11,g39) 0
 UP BND x(11,11,g39) 1
 FX BND d(0,1,g1) 1
 FX BND d(0,3,g1) 1
 FX BND d(0,3,g2) 1
 FX BND d(0,5,g2) 1
 FX BND d(0,5,g3) 2
 LO BND d(0,6,g3) 1
 UP BND d(0,6,g3) 2
 LO BND d(0,9,g3) 1
 UP BND d(0,9,g3) 2
 FX BND d(0,10,g3) 2
 LO BND d(0,1,g5) 1
 UP BND d(0,1,g5) 3
 LO BND d(0,3,g5) 2
 UP BND d(0,3,g5) 3
 LO BND d(1,0,g5) 1
 UP BND d(1,0,g5) 3
 LO BND d(1,3,g5) 1
 UP BND d(1,3,g5) 3
 LO BND d(2,0,g5) 2
 UP BND d(2,0,g5) 3
 LO BND d(2,2,g5) 1
 UP BND d(2,2,g5) 3
 FX BND d(0,5,g6) 2
 LO BND d(0,6,g6) 1
 UP BND d(0,6,g6) 2
 LO BND d(2,6,g6) 1
 UP BND d(2,6,g6) 2
 FX BND d(2,7,g6) 2
 LO BND d(0,10,g7) 1
 UP BND d(0,10,g7) 2
 LO BND d(1,9,g7) 1
 UP BND d(1,9,g7) 2
 LO BND d(1,11,g7) 1
 UP BND d(1,11,g7) 2
 LO BND d(2,10,g7) 1
 UP BND d(2,10,g7) 2
 LO BND d(0,3,g8) 2
 UP BND d(0,3,g8) 3
 LO BND d(0,5,g8) 1
 UP BND d(0,5,g8) 3
 LO BND d(1,3,g8) 1
 UP BND d(1,3,g8) 3
 LO BND d(2,6,g8) 1
 UP BND d(2,6,g8) 3
 LO BND d(3,4,g8) 1
 UP BND d(3,4,g8) 3
 LO BND d(3,6,g8) 2
 UP BND d(3,6,g8) 3
 FX BND d(2,0,g9) 1
 FX BND d(2,2,g9) 1
 LO BND d(1,7,g10) 2
 UP BND d(1,7,g10) 3
 LO BND d(1,8,g10) 1
 UP BND d(1,8,g10) 3
 LO BND d(2,7,g10) 1
 UP BND d(2,7,g10) 3
 LO BND d(2,10,g10) 1
 UP BND d(2,10,g10) 3
 LO BND d(3,9,g10) 1
 UP BND d(3,9,g10) 3
 LO BND d(3,10,g10) 2
 UP BND d(3,10,g10) 3
 FX BND d(1,11,g11) 1
 FX BND d(3,11,g11) 1
 LO BND d(1,3,g12) 1
 UP BND d(1,3,g12) 2
 LO BND d(2,2,g12) 1
 UP BND d(2,2,g12) 2
 LO BND d(3,4,g12) 1
 UP BND d(3,4,g12) 2
 LO BND d(4,3,g12) 1
 UP BND d(4,3,g12) 2
 FX BND d(1,0,g13) 2
 LO BND d(2,0,g13) 1
 UP BND d(2,0,g13) 2
 LO BND d(4,0,g13) 1
 UP BND d(4,0,g13) 2
 FX BND d(5,0,g13) 2
 FX BND d(2,2,g14) 1
 FX BND d(4,2,g14) 1
 LO BND d(2,6,g15) 2
 UP BND d(2,6,g15) 3
 FX BND d(2,7,g15) 3
 LO BND d(3,4,g15) 1
 UP BND d(3,4,g15) 3
 LO BND d(3,6,g15) 1
 UP BND d(3,6,g15) 3
 FX BND d(4,3,g15) 3
 LO BND d(4,4,g15) 2
 UP BND d(4,4,g15) 3
 LO BND d(2,7,g16) 2
 UP BND d(2,7,g16) 3
 LO BND d(3,6,g16) 2
 UP BND d(3,6,g16) 3
 LO BND d(3,7,g16) 1
 UP BND d(3,7,g16) 3
 LO BND d(4,9,g16) 1
 UP BND d(4,9,g16) 3
 LO BND d(4,10,g16) 2
 UP BND d(4,10,g16) 3
 LO BND d(5,9,g16) 2
 UP BND d(5,9,g16) 3
 LO BND d(1,7,g17) 4
 UP BND d(1,7,g17) 10
 LO BND d(2,6,g17) 2
 UP BND d(2,6,g17) 10
 LO BND d(2,7,g17) 3
 UP BND d(2,7,g17) 10
 LO BND d(3,6,g17) 1
 UP BND d(3,6,g17) 10
 LO BND d(3,9,g17) 4
 UP BND d(3,9,g17) 10
 LO BND d(3,10,g17) 5
 UP BND d(3,10,g17) 10
 LO BND d(3,11,g17) 6
 UP BND d(3,11,g17) 10
 LO BND d(4,4,g17) 2
 UP BND d(4,4,g17) 10
 LO BND d(4,5,g17) 1
 UP BND d(4,5,g17) 10
 LO BND d(4,9,g17) 3
 UP BND d(4,9,g17) 10
 LO BND d(5,4,g17) 3
 UP BND d(5,4,g17) 10
 LO BND d(5,8,g17) 1
 UP BND d(5,8,g17) 10
 LO BND d(5,9,g17) 2
 UP BND d(5,9,g17) 10
 LO BND d(6,2,g17) 6
 UP BND d(6,2,g17) 10
 LO BND d(6,3,g17) 5
 UP BND d(6,3,g17) 10
 LO BND d(6,4,g17) 4
 UP BND d(6,4,g17) 10
 LO BND d(6,7,g17) 1
 UP BND d(6,7,g17) 10
 LO BND d(7,6,g17) 3
 UP BND d(7,6,g17) 10
 LO BND d(7,7,g17) 2
 UP BND d(7,7,g17) 10
 LO BND d(8,6,g17) 4
 UP BND d(8,6,g17) 10
 FX BND d(3,11,g18) 1
 FX BND d(6,11,g18) 1
 LO BND d(3,1,g19) 4
 UP BND d(3,1,g19) 8
 LO BND d(4,1,g19) 3
 UP BND d(4,1,g19) 8
 LO BND d(4,2,g19) 2
 UP BND d(4,2,g19) 8
 LO BND d(4,3,g19) 1
 UP BND d(4,3,g19) 8
 LO BND d(4,4,g19) 2
 UP BND d(4,4,g19) 8
 LO BND d(4,5,g19) 3
 UP BND d(4,5,g19) 8
 LO BND d(5,1,g19) 2
 UP BND d(5,1,g19) 8
 LO BND d(5,2,g19) 1
 UP BND d(5,2,g19) 8
 LO BND d(5,4,g19) 1
 UP BND d(5,4,g19) 8
 LO BND d(5,5,g19) 2
 UP BND d(5,5,g19) 8
 LO BND d(6,1,g19) 3
 UP BND d(6,1,g19) 8
 LO BND d(6,2,g19) 2
 UP BND d(6,2,g19) 8
 LO BND d(6,3,g19) 1
 UP BND d(6,3,g19) 8
 LO BND d(6,4,g19) 2
 UP BND d(6,4,g19) 8
 LO BND d(6,5,g19) 3
 UP BND d(6,5,g19) 8
 LO BND d(7,5,g19) 4
 UP BND d(7,5,g19) 8
 LO BND d(3,9,g20) 3
 UP BND d(3,9,g20) 5
 LO BND d(3,10,g20) 2
 UP BND d(3,10,g20) 5
 LO BND d(3,11,g20) 3
 UP BND d(3,11,g20) 5
 LO BND d(4,9,g20) 2
 UP BND d(4,9,g20) 5
 LO BND d(4,10,g20) 1
 UP BND d(4,10,g20) 5
 LO BND d(6,10,g20) 1
 UP BND d(6,10,g20) 5
 LO BND d(6,11,g20) 2
 UP BND d(6,11,g20) 5
 LO BND d(7,9,g20) 3
 UP BND d(7,9,g20) 5
 LO BND d(7,10,g20) 2
 UP BND d(7,10,g20) 5
 LO BND d(7,11,g20) 3
 UP BND d(7,11,g20) 5
 LO BND d(3,4,g22) 5
 UP BND d(3,4,g22) 8
 LO BND d(4,3,g22) 5
 UP BND d(4,3,g22) 8
 LO BND d(4,4,g22) 4
 UP BND d(4,4,g22) 8
 LO BND d(4,5,g22) 3
 UP BND d(4,5,g22) 8
 LO BND d(5,5,g22) 2
 UP BND d(5,5,g22) 8
 LO BND d(5,8,g22) 3
 UP BND d(5,8,g22) 8
 LO BND d(6,4,g22) 2
 UP BND d(6,4,g22) 8
 LO BND d(6,5,g22) 1
 UP BND d(6,5,g22) 8
 LO BND d(6,7,g22) 1
 UP BND d(6,7,g22) 8
 LO BND d(6,8,g22) 2
 UP BND d(6,8,g22) 8
 LO BND d(7,4,g22) 3
 UP BND d(7,4,g22) 8
 LO BND d(7,7,g22) 2
 UP BND d(7,7,g22) 8
 LO BND d(8,7,g22) 3
 UP BND d(8,7,g22) 8
 LO BND d(8,8,g22) 4
 UP BND d(8,8,g22) 8
 LO BND d(8,9,g22) 5
 UP BND d(8,9,g22) 8
 LO BND d(9,8,g22) 5
 UP BND d(9,8,g22) 8
 LO BND d(2,10,g23) 5
 UP BND d(2,10,g23) 8
 LO BND d(3,10,g23) 4
 UP BND d(3,10,g23) 8
 LO BND d(4,9,g23) 2
 UP BND d(4,9,g23) 8
 LO BND d(4,10,g23) 3
 UP BND d(4,10,g23) 8
 LO BND d(5,8,g23) 2
 UP BND d(5,8,g23) 8
 LO BND d(5,9,g23) 1
 UP BND d(5,9,g23) 8
 LO BND d(6,7,g23) 2
 UP BND d(6,7,g23) 8
 LO BND d(6,8,g23) 1
 UP BND d(6,8,g23) 8
 LO BND d(6,10,g23) 1
 UP BND d(6,10,g23) 8
 LO BND d(6,11,g23) 2
 UP BND d(6,11,g23) 8
 LO BND d(7,9,g23) 1
 UP BND d(7,9,g23) 8
 LO BND d(7,10,g23) 2
 UP BND d(7,10,g23) 8
 LO BND d(8,8,g23) 3
 UP BND d(8,8,g23) 8
 LO BND d(8,9,g23) 2
 UP BND d(8,9,g23) 8
 LO BND d(9,8,g23) 4
 UP BND d(9,8,g23) 8
 LO BND d(10,8,g23) 5
 UP BND d(10,8,g23) 8
 LO BND d(6,1,g25) 2
 UP BND d(6,1,g25) 3
 LO BND d(6,3,g25) 1
 UP BND d(6,3,g25) 3
 LO BND d(7,1,g25) 1
 UP BND d(7,1,g25) 3
 LO BND d(7,4,g25) 1
 UP BND d(7,4,g25) 3
 LO BND d(8,2,g25) 1
 UP BND d(8,2,g25) 3
 LO BND d(8,4,g25) 2
 UP BND d(8,4,g25) 3
 LO BND d(5,8,g26) 2
 UP BND d(5,8,g26) 7
 LO BND d(6,7,g26) 2
 UP BND d(6,7,g26) 7
 LO BND d(6,8,g26) 1
 UP BND d(6,8,g26) 7
 LO BND d(6,10,g26) 3
 UP BND d(6,10,g26) 7
 LO BND d(7,5,g26) 3
 UP BND d(7,5,g26) 7
 LO BND d(7,6,g26) 2
 UP BND d(7,6,g26) 7
 LO BND d(7,7,g26) 1
 UP BND d(7,7,g26) 7
 LO BND d(7,9,g26) 1
 UP BND d(7,9,g26) 7
 LO BND d(7,10,g26) 2
 UP BND d(7,10,g26) 7
 LO BND d(7,11,g26) 3
 UP BND d(7,11,g26) 7
 LO BND d(8,6,g26) 3
 UP BND d(8,6,g26) 7
 LO BND d(8,8,g26) 1
 UP BND d(8,8,g26) 7
 LO BND d(8,9,g26) 2
 UP BND d(8,9,g26) 7
 LO BND d(9,8,g26) 2
 UP BND d(9,8,g26) 7
 FX BND d(5,0,g27) 4
 LO BND d(5,1,g27) 3
 UP BND d(5,1,g27) 4
 LO BND d(6,1,g27) 2
 UP BND d(6,1,g27) 4
 LO BND d(7,1,g27) 1
 UP BND d(7,1,g27) 4
 LO BND d(9,0,g27) 1
 UP BND d(9,0,g27) 4
 LO BND d(10,0,g27) 2
 UP BND d(10,0,g27) 4
 LO BND d(11,0,g27) 3
 UP BND d(11,0,g27) 4
 FX BND d(11,1,g27) 4
 FX BND d(7,4,g28) 2
 LO BND d(8,2,g28) 1
 UP BND d(8,2,g28) 2
 LO BND d(8,4,g28) 1
 UP BND d(8,4,g28) 2
 FX BND d(9,2,g28) 2
 LO BND d(5,5,g29) 3
 UP BND d(5,5,g29) 5
 LO BND d(6,5,g29) 2
 UP BND d(6,5,g29) 5
 LO BND d(7,4,g29) 2
 UP BND d(7,4,g29) 5
 LO BND d(7,5,g29) 1
 UP BND d(7,5,g29) 5
 LO BND d(8,4,g29) 1
 UP BND d(8,4,g29) 5
 LO BND d(8,6,g29) 1
 UP BND d(8,6,g29) 5
 LO BND d(9,5,g29) 1
 UP BND d(9,5,g29) 5
 LO BND d(9,6,g29) 2
 UP BND d(9,6,g29) 5
 LO BND d(10,5,g29) 2
 UP BND d(10,5,g29) 5
 LO BND d(11,5,g29) 3
 UP BND d(11,5,g29) 5
 FX BND d(7,9,g30) 2
 LO BND d(7,10,g30) 1
 UP BND d(7,10,g30) 2
 LO BND d(10,10,g30) 1
 UP BND d(10,10,g30) 2
 FX BND d(10,11,g30) 2
 FX BND d(7,11,g31) 1
 FX BND d(10,11,g31) 1
 FX BND d(8,2,g32) 2
 LO BND d(9,0,g32) 1
 UP BND d(9,0,g32) 2
 LO BND d(9,2,g32) 1
 UP BND d(9,2,g32) 2
 FX BND d(10,0,g32) 2
 LO BND d(7,4,g33) 2
 UP BND d(7,4,g33) 4
 LO BND d(8,4,g33) 1
 UP BND d(8,4,g33) 4
 LO BND d(9,2,g33) 2
 UP BND d(9,2,g33) 4
 LO BND d(9,3,g33) 1
 UP BND d(9,3,g33) 4
 LO BND d(9,5,g33) 1
 UP BND d(9,5,g33) 4
 LO BND d(9,6,g33) 2
 UP BND d(9,6,g33) 4
 LO BND d(10,4,g33) 1
 UP BND d(10,4,g33) 4
 LO BND d(11,4,g33) 2
 UP BND d(11,4,g33) 4
 LO BND d(7,5,g34) 4
 UP BND d(7,5,g34) 5
 LO BND d(7,6,g34) 3
 UP BND d(7,6,g34) 5
 LO BND d(8,6,g34) 2
 UP BND d(8,6,g34) 5
 LO BND d(8,7,g34) 1
 UP BND d(8,7,g34) 5
 LO BND d(9,6,g34) 1
 UP BND d(9,6,g34) 5
 LO BND d(9,8,g34) 1
 UP BND d(9,8,g34) 5
 LO BND d(10,7,g34) 1
 UP BND d(10,7,g34) 5
 LO BND d(10,8,g34) 2
 UP BND d(10,8,g34) 5
 LO BND d(11,8,g34) 3
 UP BND d(11,8,g34) 5
 LO BND d(11,9,g34) 4
 UP BND d(11,9,g34) 5
 LO BND d(8,9,g35) 1
 UP BND d(8,9,g35) 2
 LO BND d(9,8,g35) 1
 UP BND d(9,8,g35) 2
 LO BND d(10,10,g35) 1
 UP BND d(10,10,g35) 2
 LO BND d(11,9,g35) 1
 UP BND d(11,9,g35) 2
 LO BND d(10,0,g36) 2
 UP BND d(10,0,g36) 4
 LO BND d(10,1,g36) 1
 UP BND d(10,1,g36) 4
 LO BND d(10,4,g36) 1
 UP BND d(10,4,g36) 4
 LO BND d(10,5,g36) 2
 UP BND d(10,5,g36) 4
 LO BND d(11,0,g36) 2
 UP BND d(11,0,g36) 4
 LO BND d(11,1,g36) 1
 UP BND d(11,1,g36) 4
 LO BND d(11,4,g36) 1
 UP BND d(11,4,g36) 4
 LO BND d(11,5,g36) 2
 UP BND d(11,5,g36) 4
 FX BND d(10,4,g37) 3
 LO BND d(10,7,g37) 1
 UP BND d(10,7,g37) 3
 LO BND d(10,8,g37) 2
 UP BND d(10,8,g37) 3
 LO BND d(11,4,g37) 2
 UP BND d(11,4,g37) 3
 LO BND d(11,5,g37) 1
 UP BND d(11,5,g37) 3
 FX BND d(11,8,g37) 3
 LO BND p(g1,0,2,0,1) 0
 UP BND p(g1,0,2,0,1) 1
 LO BND p(g1,0,2,0,3) 0
 UP BND p(g1,0,2,0,3) 1
 LO BND p(g2,0,4,0,3) 0
 UP BND p(g2,0,4,0,3) 1
 LO BND p(g2,0,4,0,5) 0
 UP BND p(g2,0,4,0,5) 1
 LO BND p(g3,0,5,0,6) 0
 UP BND p(g3,0,5,0,6) 1
 LO BND p(g3,0,6,0,5) 0
 UP BND p(g3,0,6,0,5) 1
 LO BND p(g3,0,7,0,6) 0
 UP BND p(g3,0,7,0,6) 1
 LO BND p(g3,0,8,0,9) 0
 UP BND p(g3,0,8,0,9) 1
 LO BND p(g3,0,9,0,10) 0
 UP BND p(g3,0,9,0,10) 1
 LO BND p(g3,0,10,0,9) 0
 UP BND p(g3,0,10,0,9) 1
 LO BND p(g5,1,1,1,0) 0
 UP BND p(g5,1,1,1,0) 1
 LO BND p(g5,1,2,1,3) 0
 UP BND p(g5,1,2,1,3) 1
 LO BND p(g5,1,1,0,1) 0
 UP BND p(g5,1,1,0,1) 1
 LO BND p(g5,0,3,1,3) 0
 UP BND p(g5,0,3,1,3) 1
 LO BND p(g5,1,3,0,3) 0
 UP BND p(g5,1,3,0,3) 1
 LO BND p(g5,1,0,2,0) 0
 UP BND p(g5,1,0,2,0) 1
 LO BND p(g5,2,0,1,0) 0
 UP BND p(g5,2,0,1,0) 1
 LO BND p(g5,1,2,2,2) 0
 UP BND p(g5,1,2,2,2) 1
 LO BND p(g6,0,5,0,6) 0
 UP BND p(g6,0,5,0,6) 1
 LO BND p(g6,0,6,0,5) 0
 UP BND p(g6,0,6,0,5) 1
 LO BND p(g6,2,6,2,7) 0
 UP BND p(g6,2,6,2,7) 1
 LO BND p(g6,2,7,2,6) 0
 UP BND p(g6,2,7,2,6) 1
 LO BND p(g6,1,6,0,6) 0
 UP BND p(g6,1,6,0,6) 1
 LO BND p(g6,1,6,2,6) 0
 UP BND p(g6,1,6,2,6) 1
 LO BND p(g7,1,10,1,9) 0
 UP BND p(g7,1,10,1,9) 1
 LO BND p(g7,1,10,1,11) 0
 UP BND p(g7,1,10,1,11) 1
 LO BND p(g7,1,10,0,10) 0
 UP BND p(g7,1,10,0,10) 1
 LO BND p(g7,1,10,2,10) 0
 UP BND p(g7,1,10,2,10) 1
 LO BND p(g8,1,4,1,3) 0
 UP BND p(g8,1,4,1,3) 1
 LO BND p(g8,2,5,2,6) 0
 UP BND p(g8,2,5,2,6) 1
 LO BND p(g8,0,3,1,3) 0
 UP BND p(g8,0,3,1,3) 1
 LO BND p(g8,1,3,0,3) 0
 UP BND p(g8,1,3,0,3) 1
 LO BND p(g8,1,5,0,5) 0
 UP BND p(g8,1,5,0,5) 1
 LO BND p(g8,2,4,3,4) 0
 UP BND p(g8,2,4,3,4) 1
 LO BND p(g8,2,6,3,6) 0
 UP BND p(g8,2,6,3,6) 1
 LO BND p(g8,3,6,2,6) 0
 UP BND p(g8,3,6,2,6) 1
 LO BND p(g9,2,1,2,0) 0
 UP BND p(g9,2,1,2,0) 1
 LO BND p(g9,2,1,2,2) 0
 UP BND p(g9,2,1,2,2) 1
 LO BND p(g10,1,7,1,8) 0
 UP BND p(g10,1,7,1,8) 1
 LO BND p(g10,1,8,1,7) 0
 UP BND p(g10,1,8,1,7) 1
 LO BND p(g10,2,8,2,7) 0
 UP BND p(g10,2,8,2,7) 1
 LO BND p(g10,2,9,2,10) 0
 UP BND p(g10,2,9,2,10) 1
 LO BND p(g10,3,9,3,10) 0
 UP BND p(g10,3,9,3,10) 1
 LO BND p(g10,3,10,3,9) 0
 UP BND p(g10,3,10,3,9) 1
 LO BND p(g10,1,7,2,7) 0
 UP BND p(g10,1,7,2,7) 1
 LO BND p(g10,2,7,1,7) 0
 UP BND p(g10,2,7,1,7) 1
 LO BND p(g10,2,8,1,8) 0
 UP BND p(g10,2,8,1,8) 1
 LO BND p(g10,2,9,3,9) 0
 UP BND p(g10,2,9,3,9) 1
 LO BND p(g10,2,10,3,10) 0
 UP BND p(g10,2,10,3,10) 1
 LO BND p(g10,3,10,2,10) 0
 UP BND p(g10,3,10,2,10) 1
 LO BND p(g11,2,11,1,11) 0
 UP BND p(g11,2,11,1,11) 1
 LO BND p(g11,2,11,3,11) 0
 UP BND p(g11,2,11,3,11) 1
 LO BND p(g12,2,3,2,2) 0
 UP BND p(g12,2,3,2,2) 1
 LO BND p(g12,3,3,3,4) 0
 UP BND p(g12,3,3,3,4) 1
 LO BND p(g12,2,3,1,3) 0
 UP BND p(g12,2,3,1,3) 1
 LO BND p(g12,3,3,4,3) 0
 UP BND p(g12,3,3,4,3) 1
 LO BND p(g13,1,0,2,0) 0
 UP BND p(g13,1,0,2,0) 1
 LO BND p(g13,2,0,1,0) 0
 UP BND p(g13,2,0,1,0) 1
 LO BND p(g13,3,0,2,0) 0
 UP BND p(g13,3,0,2,0) 1
 LO BND p(g13,3,0,4,0) 0
 UP BND p(g13,3,0,4,0) 1
 LO BND p(g13,4,0,5,0) 0
 UP BND p(g13,4,0,5,0) 1
 LO BND p(g13,5,0,4,0) 0
 UP BND p(g13,5,0,4,0) 1
 LO BND p(g14,3,2,2,2) 0
 UP BND p(g14,3,2,2,2) 1
 LO BND p(g14,3,2,4,2) 0
 UP BND p(g14,3,2,4,2) 1
 LO BND p(g15,2,6,2,7) 0
 UP BND p(g15,2,6,2,7) 1
 LO BND p(g15,2,7,2,6) 0
 UP BND p(g15,2,7,2,6) 1
 LO BND p(g15,3,5,3,4) 0
 UP BND p(g15,3,5,3,4) 1
 LO BND p(g15,3,5,3,6) 0
 UP BND p(g15,3,5,3,6) 1
 LO BND p(g15,4,3,4,4) 0
 UP BND p(g15,4,3,4,4) 1
 LO BND p(g15,4,4,4,3) 0
 UP BND p(g15,4,4,4,3) 1
 LO BND p(g15,2,6,3,6) 0
 UP BND p(g15,2,6,3,6) 1
 LO BND p(g15,3,6,2,6) 0
 UP BND p(g15,3,6,2,6) 1
 LO BND p(g15,3,4,4,4) 0
 UP BND p(g15,3,4,4,4) 1
 LO BND p(g15,4,4,3,4) 0
 UP BND p(g15,4,4,3,4) 1
 LO BND p(g16,3,6,3,7) 0
 UP BND p(g16,3,6,3,7) 1
 LO BND p(g16,3,7,3,6) 0
 UP BND p(g16,3,7,3,6) 1
 LO BND p(g16,3,8,3,7) 0
 UP BND p(g16,3,8,3,7) 1
 LO BND p(g16,4,8,4,9) 0
 UP BND p(g16,4,8,4,9) 1
 LO BND p(g16,4,9,4,10) 0
 UP BND p(g16,4,9,4,10) 1
 LO BND p(g16,4,10,4,9) 0
 UP BND p(g16,4,10,4,9) 1
 LO BND p(g16,2,7,3,7) 0
 UP BND p(g16,2,7,3,7) 1
 LO BND p(g16,3,7,2,7) 0
 UP BND p(g16,3,7,2,7) 1
 LO BND p(g16,4,9,5,9) 0
 UP BND p(g16,4,9,5,9) 1
 LO BND p(g16,5,9,4,9) 0
 UP BND p(g16,5,9,4,9) 1
 LO BND p(g17,2,6,2,7) 0
 UP BND p(g17,2,6,2,7) 1
 LO BND p(g17,2,7,2,6) 0
 UP BND p(g17,2,7,2,6) 1
 LO BND p(g17,3,9,3,10) 0
 UP BND p(g17,3,9,3,10) 1
 LO BND p(g17,3,10,3,9) 0
 UP BND p(g17,3,10,3,9) 1
 LO BND p(g17,3,10,3,11) 0
 UP BND p(g17,3,10,3,11) 1
 LO BND p(g17,3,11,3,10) 0
 UP BND p(g17,3,11,3,10) 1
 LO BND p(g17,4,4,4,5) 0
 UP BND p(g17,4,4,4,5) 1
 LO BND p(g17,4,5,4,4) 0
 UP BND p(g17,4,5,4,4) 1
 LO BND p(g17,4,6,4,5) 0
 UP BND p(g17,4,6,4,5) 1
 LO BND p(g17,5,7,5,8) 0
 UP BND p(g17,5,7,5,8) 1
 LO BND p(g17,5,8,5,9) 0
 UP BND p(g17,5,8,5,9) 1
 LO BND p(g17,5,9,5,8) 0
 UP BND p(g17,5,9,5,8) 1
 LO BND p(g17,6,2,6,3) 0
 UP BND p(g17,6,2,6,3) 1
 LO BND p(g17,6,3,6,2) 0
 UP BND p(g17,6,3,6,2) 1
 LO BND p(g17,6,3,6,4) 0
 UP BND p(g17,6,3,6,4) 1
 LO BND p(g17,6,4,6,3) 0
 UP BND p(g17,6,4,6,3) 1
 LO BND p(g17,7,6,7,7) 0
 UP BND p(g17,7,6,7,7) 1
 LO BND p(g17,7,7,7,6) 0
 UP BND p(g17,7,7,7,6) 1
 LO BND p(g17,1,7,2,7) 0
 UP BND p(g17,1,7,2,7) 1
 LO BND p(g17,2,7,1,7) 0
 UP BND p(g17,2,7,1,7) 1
 LO BND p(g17,2,6,3,6) 0
 UP BND p(g17,2,6,3,6) 1
 LO BND p(g17,3,6,2,6) 0
 UP BND p(g17,3,6,2,6) 1
 LO BND p(g17,4,6,3,6) 0
 UP BND p(g17,4,6,3,6) 1
 LO BND p(g17,3,9,4,9) 0
 UP BND p(g17,3,9,4,9) 1
 LO BND p(g17,4,9,3,9) 0
 UP BND p(g17,4,9,3,9) 1
 LO BND p(g17,4,4,5,4) 0
 UP BND p(g17,4,4,5,4) 1
 LO BND p(g17,5,4,4,4) 0
 UP BND p(g17,5,4,4,4) 1
 LO BND p(g17,4,9,5,9) 0
 UP BND p(g17,4,9,5,9) 1
 LO BND p(g17,5,9,4,9) 0
 UP BND p(g17,5,9,4,9) 1
 LO BND p(g17,5,4,6,4) 0
 UP BND p(g17,5,4,6,4) 1
 LO BND p(g17,6,4,5,4) 0
 UP BND p(g17,6,4,5,4) 1
 LO BND p(g17,5,7,6,7) 0
 UP BND p(g17,5,7,6,7) 1
 LO BND p(g17,6,7,7,7) 0
 UP BND p(g17,6,7,7,7) 1
 LO BND p(g17,7,7,6,7) 0
 UP BND p(g17,7,7,6,7) 1
 LO BND p(g17,7,6,8,6) 0
 UP BND p(g17,7,6,8,6) 1
 LO BND p(g17,8,6,7,6) 0
 UP BND p(g17,8,6,7,6) 1
 LO BND p(g18,4,11,3,11) 0
 UP BND p(g18,4,11,3,11) 1
 LO BND p(g18,5,11,6,11) 0
 UP BND p(g18,5,11,6,11) 1
 LO BND p(g19,4,1,4,2) 0
 UP BND p(g19,4,1,4,2) 1
 LO BND p(g19,4,2,4,1) 0
 UP BND p(g19,4,2,4,1) 1
 LO BND p(g19,4,2,4,3) 0
 UP BND p(g19,4,2,4,3) 1
 LO BND p(g19,4,3,4,2) 0
 UP BND p(g19,4,3,4,2) 1
 LO BND p(g19,4,3,4,4) 0
 UP BND p(g19,4,3,4,4) 1
 LO BND p(g19,4,4,4,3) 0
 UP BND p(g19,4,4,4,3) 1
 LO BND p(g19,4,4,4,5) 0
 UP BND p(g19,4,4,4,5) 1
 LO BND p(g19,4,5,4,4) 0
 UP BND p(g19,4,5,4,4) 1
 LO BND p(g19,5,1,5,2) 0
 UP BND p(g19,5,1,5,2) 1
 LO BND p(g19,5,2,5,1) 0
 UP BND p(g19,5,2,5,1) 1
 LO BND p(g19,5,3,5,2) 0
 UP BND p(g19,5,3,5,2) 1
 LO BND p(g19,5,3,5,4) 0
 UP BND p(g19,5,3,5,4) 1
 LO BND p(g19,5,4,5,5) 0
 UP BND p(g19,5,4,5,5) 1
 LO BND p(g19,5,5,5,4) 0
 UP BND p(g19,5,5,5,4) 1
 LO BND p(g19,6,1,6,2) 0
 UP BND p(g19,6,1,6,2) 1
 LO BND p(g19,6,2,6,1) 0
 UP BND p(g19,6,2,6,1) 1
 LO BND p(g19,6,2,6,3) 0
 UP BND p(g19,6,2,6,3) 1
 LO BND p(g19,6,3,6,2) 0
 UP BND p(g19,6,3,6,2) 1
 LO BND p(g19,6,3,6,4) 0
 UP BND p(g19,6,3,6,4) 1
 LO BND p(g19,6,4,6,3) 0
 UP BND p(g19,6,4,6,3) 1
 LO BND p(g19,6,4,6,5) 0
 UP BND p(g19,6,4,6,5) 1
 LO BND p(g19,6,5,6,4) 0
 UP BND p(g19,6,5,6,4) 1
 LO BND p(g19,3,1,4,1) 0
 UP BND p(g19,3,1,4,1) 1
 LO BND p(g19,4,1,3,1) 0
 UP BND p(g19,4,1,3,1) 1
 LO BND p(g19,4,1,5,1) 0
 UP BND p(g19,4,1,5,1) 1
 LO BND p(g19,5,1,4,1) 0
 UP BND p(g19,5,1,4,1) 1
 LO BND p(g19,4,2,5,2) 0
 UP BND p(g19,4,2,5,2) 1
 LO BND p(g19,5,2,4,2) 0
 UP BND p(g19,5,2,4,2) 1
 LO BND p(g19,5,3,4,3) 0
 UP BND p(g19,5,3,4,3) 1
 LO BND p(g19,4,4,5,4) 0
 UP BND p(g19,4,4,5,4) 1
 LO BND p(g19,5,4,4,4) 0
 UP BND p(g19,5,4,4,4) 1
 LO BND p(g19,4,5,5,5) 0
 UP BND p(g19,4,5,5,5) 1
 LO BND p(g19,5,5,4,5) 0
 UP BND p(g19,5,5,4,5) 1
 LO BND p(g19,5,1,6,1) 0
 UP BND p(g19,5,1,6,1) 1
 LO BND p(g19,6,1,5,1) 0
 UP BND p(g19,6,1,5,1) 1
 LO BND p(g19,5,2,6,2) 0
 UP BND p(g19,5,2,6,2) 1
 LO BND p(g19,6,2,5,2) 0
 UP BND p(g19,6,2,5,2) 1
 LO BND p(g19,5,3,6,3) 0
 UP BND p(g19,5,3,6,3) 1
 LO BND p(g19,5,4,6,4) 0
 UP BND p(g19,5,4,6,4) 1
 LO BND p(g19,6,4,5,4) 0
 UP BND p(g19,6,4,5,4) 1
 LO BND p(g19,5,5,6,5) 0
 UP BND p(g19,5,5,6,5) 1
 LO BND p(g19,6,5,5,5) 0
 UP BND p(g19,6,5,5,5) 1
 LO BND p(g19,6,5,7,5) 0
 UP BND p(g19,6,5,7,5) 1
 LO BND p(g19,7,5,6,5) 0
 UP BND p(g19,7,5,6,5) 1
 LO BND p(g20,3,9,3,10) 0
 UP BND p(g20,3,9,3,10) 1
 LO BND p(g20,3,10,3,9) 0
 UP BND p(g20,3,10,3,9) 1
 LO BND p(g20,3,10,3,11) 0
 UP BND p(g20,3,10,3,11) 1
 LO BND p(g20,3,11,3,10) 0
 UP BND p(g20,3,11,3,10) 1
 LO BND p(g20,4,9,4,10) 0
 UP BND p(g20,4,9,4,10) 1
 LO BND p(g20,4,10,4,9) 0
 UP BND p(g20,4,10,4,9) 1
 LO BND p(g20,6,10,6,11) 0
 UP BND p(g20,6,10,6,11) 1
 LO BND p(g20,6,11,6,10) 0
 UP BND p(g20,6,11,6,10) 1
 LO BND p(g20,7,9,7,10) 0
 UP BND p(g20,7,9,7,10) 1
 LO BND p(g20,7,10,7,9) 0
 UP BND p(g20,7,10,7,9) 1
 LO BND p(g20,7,10,7,11) 0
 UP BND p(g20,7,10,7,11) 1
 LO BND p(g20,7,11,7,10) 0
 UP BND p(g20,7,11,7,10) 1
 LO BND p(g20,3,9,4,9) 0
 UP BND p(g20,3,9,4,9) 1
 LO BND p(g20,4,9,3,9) 0
 UP BND p(g20,4,9,3,9) 1
 LO BND p(g20,3,10,4,10) 0
 UP BND p(g20,3,10,4,10) 1
 LO BND p(g20,4,10,3,10) 0
 UP BND p(g20,4,10,3,10) 1
 LO BND p(g20,5,10,4,10) 0
 UP BND p(g20,5,10,4,10) 1
 LO BND p(g20,5,10,6,10) 0
 UP BND p(g20,5,10,6,10) 1
 LO BND p(g20,6,10,7,10) 0
 UP BND p(g20,6,10,7,10) 1
 LO BND p(g20,7,10,6,10) 0
 UP BND p(g20,7,10,6,10) 1
 LO BND p(g20,6,11,7,11) 0
 UP BND p(g20,6,11,7,11) 1
 LO BND p(g20,7,11,6,11) 0
 UP BND p(g20,7,11,6,11) 1
 LO BND p(g22,4,3,4,4) 0
 UP BND p(g22,4,3,4,4) 1
 LO BND p(g22,4,4,4,3) 0
 UP BND p(g22,4,4,4,3) 1
 LO BND p(g22,4,4,4,5) 0
 UP BND p(g22,4,4,4,5) 1
 LO BND p(g22,4,5,4,4) 0
 UP BND p(g22,4,5,4,4) 1
 LO BND p(g22,6,4,6,5) 0
 UP BND p(g22,6,4,6,5) 1
 LO BND p(g22,6,5,6,4) 0
 UP BND p(g22,6,5,6,4) 1
 LO BND p(g22,6,6,6,5) 0
 UP BND p(g22,6,6,6,5) 1
 LO BND p(g22,6,6,6,7) 0
 UP BND p(g22,6,6,6,7) 1
 LO BND p(g22,6,7,6,8) 0
 UP BND p(g22,6,7,6,8) 1
 LO BND p(g22,6,8,6,7) 0
 UP BND p(g22,6,8,6,7) 1
 LO BND p(g22,8,7,8,8) 0
 UP BND p(g22,8,7,8,8) 1
 LO BND p(g22,8,8,8,7) 0
 UP BND p(g22,8,8,8,7) 1
 LO BND p(g22,8,8,8,9) 0
 UP BND p(g22,8,8,8,9) 1
 LO BND p(g22,8,9,8,8) 0
 UP BND p(g22,8,9,8,8) 1
 LO BND p(g22,3,4,4,4) 0
 UP BND p(g22,3,4,4,4) 1
 LO BND p(g22,4,4,3,4) 0
 UP BND p(g22,4,4,3,4) 1
 LO BND p(g22,4,5,5,5) 0
 UP BND p(g22,4,5,5,5) 1
 LO BND p(g22,5,5,4,5) 0
 UP BND p(g22,5,5,4,5) 1
 LO BND p(g22,5,5,6,5) 0
 UP BND p(g22,5,5,6,5) 1
 LO BND p(g22,6,5,5,5) 0
 UP BND p(g22,6,5,5,5) 1
 LO BND p(g22,5,8,6,8) 0
 UP BND p(g22,5,8,6,8) 1
 LO BND p(g22,6,8,5,8) 0
 UP BND p(g22,6,8,5,8) 1
 LO BND p(g22,6,4,7,4) 0
 UP BND p(g22,6,4,7,4) 1
 LO BND p(g22,7,4,6,4) 0
 UP BND p(g22,7,4,6,4) 1
 LO BND p(g22,6,7,7,7) 0
 UP BND p(g22,6,7,7,7) 1
 LO BND p(g22,7,7,6,7) 0
 UP BND p(g22,7,7,6,7) 1
 LO BND p(g22,7,7,8,7) 0
 UP BND p(g22,7,7,8,7) 1
 LO BND p(g22,8,7,7,7) 0
 UP BND p(g22,8,7,7,7) 1
 LO BND p(g22,8,8,9,8) 0
 UP BND p(g22,8,8,9,8) 1
 LO BND p(g22,9,8,8,8) 0
 UP BND p(g22,9,8,8,8) 1
 LO BND p(g23,4,9,4,10) 0
 UP BND p(g23,4,9,4,10) 1
 LO BND p(g23,4,10,4,9) 0
 UP BND p(g23,4,10,4,9) 1
 LO BND p(g23,5,8,5,9) 0
 UP BND p(g23,5,8,5,9) 1
 LO BND p(g23,5,9,5,8) 0
 UP BND p(g23,5,9,5,8) 1
 LO BND p(g23,6,7,6,8) 0
 UP BND p(g23,6,7,6,8) 1
 LO BND p(g23,6,8,6,7) 0
 UP BND p(g23,6,8,6,7) 1
 LO BND p(g23,6,9,6,8) 0
 UP BND p(g23,6,9,6,8) 1
 LO BND p(g23,6,9,6,10) 0
 UP BND p(g23,6,9,6,10) 1
 LO BND p(g23,6,10,6,11) 0
 UP BND p(g23,6,10,6,11) 1
 LO BND p(g23,6,11,6,10) 0
 UP BND p(g23,6,11,6,10) 1
 LO BND p(g23,7,9,7,10) 0
 UP BND p(g23,7,9,7,10) 1
 LO BND p(g23,7,10,7,9) 0
 UP BND p(g23,7,10,7,9) 1
 LO BND p(g23,8,8,8,9) 0
 UP BND p(g23,8,8,8,9) 1
 LO BND p(g23,8,9,8,8) 0
 UP BND p(g23,8,9,8,8) 1
 LO BND p(g23,2,10,3,10) 0
 UP BND p(g23,2,10,3,10) 1
 LO BND p(g23,3,10,2,10) 0
 UP BND p(g23,3,10,2,10) 1
 LO BND p(g23,3,10,4,10) 0
 UP BND p(g23,3,10,4,10) 1
 LO BND p(g23,4,10,3,10) 0
 UP BND p(g23,4,10,3,10) 1
 LO BND p(g23,4,9,5,9) 0
 UP BND p(g23,4,9,5,9) 1
 LO BND p(g23,5,9,4,9) 0
 UP BND p(g23,5,9,4,9) 1
 LO BND p(g23,5,8,6,8) 0
 UP BND p(g23,5,8,6,8) 1
 LO BND p(g23,6,8,5,8) 0
 UP BND p(g23,6,8,5,8) 1
 LO BND p(g23,6,9,5,9) 0
 UP BND p(g23,6,9,5,9) 1
 LO BND p(g23,6,9,7,9) 0
 UP BND p(g23,6,9,7,9) 1
 LO BND p(g23,6,10,7,10) 0
 UP BND p(g23,6,10,7,10) 1
 LO BND p(g23,7,10,6,10) 0
 UP BND p(g23,7,10,6,10) 1
 LO BND p(g23,7,9,8,9) 0
 UP BND p(g23,7,9,8,9) 1
 LO BND p(g23,8,9,7,9) 0
 UP BND p(g23,8,9,7,9) 1
 LO BND p(g23,8,8,9,8) 0
 UP BND p(g23,8,8,9,8) 1
 LO BND p(g23,9,8,8,8) 0
 UP BND p(g23,9,8,8,8) 1
 LO BND p(g23,9,8,10,8) 0
 UP BND p(g23,9,8,10,8) 1
 LO BND p(g23,10,8,9,8) 0
 UP BND p(g23,10,8,9,8) 1
 LO BND p(g25,7,2,7,1) 0
 UP BND p(g25,7,2,7,1) 1
 LO BND p(g25,7,3,7,4) 0
 UP BND p(g25,7,3,7,4) 1
 LO BND p(g25,6,1,7,1) 0
 UP BND p(g25,6,1,7,1) 1
 LO BND p(g25,7,1,6,1) 0
 UP BND p(g25,7,1,6,1) 1
 LO BND p(g25,7,3,6,3) 0
 UP BND p(g25,7,3,6,3) 1
 LO BND p(g25,7,2,8,2) 0
 UP BND p(g25,7,2,8,2) 1
 LO BND p(g25,7,4,8,4) 0
 UP BND p(g25,7,4,8,4) 1
 LO BND p(g25,8,4,7,4) 0
 UP BND p(g25,8,4,7,4) 1
 LO BND p(g26,6,7,6,8) 0
 UP BND p(g26,6,7,6,8) 1
 LO BND p(g26,6,8,6,7) 0
 UP BND p(g26,6,8,6,7) 1
 LO BND p(g26,7,5,7,6) 0
 UP BND p(g26,7,5,7,6) 1
 LO BND p(g26,7,6,7,5) 0
 UP BND p(g26,7,6,7,5) 1
 LO BND p(g26,7,6,7,7) 0
 UP BND p(g26,7,6,7,7) 1
 LO BND p(g26,7,7,7,6) 0
 UP BND p(g26,7,7,7,6) 1
 LO BND p(g26,7,8,7,7) 0
 UP BND p(g26,7,8,7,7) 1
 LO BND p(g26,7,8,7,9) 0
 UP BND p(g26,7,8,7,9) 1
 LO BND p(g26,7,9,7,10) 0
 UP BND p(g26,7,9,7,10) 1
 LO BND p(g26,7,10,7,9) 0
 UP BND p(g26,7,10,7,9) 1
 LO BND p(g26,7,10,7,11) 0
 UP BND p(g26,7,10,7,11) 1
 LO BND p(g26,7,11,7,10) 0
 UP BND p(g26,7,11,7,10) 1
 LO BND p(g26,8,8,8,9) 0
 UP BND p(g26,8,8,8,9) 1
 LO BND p(g26,8,9,8,8) 0
 UP BND p(g26,8,9,8,8) 1
 LO BND p(g26,5,8,6,8) 0
 UP BND p(g26,5,8,6,8) 1
 LO BND p(g26,6,8,5,8) 0
 UP BND p(g26,6,8,5,8) 1
 LO BND p(g26,6,7,7,7) 0
 UP BND p(g26,6,7,7,7) 1
 LO BND p(g26,7,7,6,7) 0
 UP BND p(g26,7,7,6,7) 1
 LO BND p(g26,7,8,6,8) 0
 UP BND p(g26,7,8,6,8) 1
 LO BND p(g26,6,10,7,10) 0
 UP BND p(g26,6,10,7,10) 1
 LO BND p(g26,7,10,6,10) 0
 UP BND p(g26,7,10,6,10) 1
 LO BND p(g26,7,6,8,6) 0
 UP BND p(g26,7,6,8,6) 1
 LO BND p(g26,8,6,7,6) 0
 UP BND p(g26,8,6,7,6) 1
 LO BND p(g26,7,8,8,8) 0
 UP BND p(g26,7,8,8,8) 1
 LO BND p(g26,7,9,8,9) 0
 UP BND p(g26,7,9,8,9) 1
 LO BND p(g26,8,9,7,9) 0
 UP BND p(g26,8,9,7,9) 1
 LO BND p(g26,8,8,9,8) 0
 UP BND p(g26,8,8,9,8) 1
 LO BND p(g26,9,8,8,8) 0
 UP BND p(g26,9,8,8,8) 1
 LO BND p(g27,5,0,5,1) 0
 UP BND p(g27,5,0,5,1) 1
 LO BND p(g27,5,1,5,0) 0
 UP BND p(g27,5,1,5,0) 1
 LO BND p(g27,11,0,11,1) 0
 UP BND p(g27,11,0,11,1) 1
 LO BND p(g27,11,1,11,0) 0
 UP BND p(g27,11,1,11,0) 1
 LO BND p(g27,5,1,6,1) 0
 UP BND p(g27,5,1,6,1) 1
 LO BND p(g27,6,1,5,1) 0
 UP BND p(g27,6,1,5,1) 1
 LO BND p(g27,6,1,7,1) 0
 UP BND p(g27,6,1,7,1) 1
 LO BND p(g27,7,1,6,1) 0
 UP BND p(g27,7,1,6,1) 1
 LO BND p(g27,8,1,7,1) 0
 UP BND p(g27,8,1,7,1) 1
 LO BND p(g27,8,0,9,0) 0
 UP BND p(g27,8,0,9,0) 1
 LO BND p(g27,9,0,10,0) 0
 UP BND p(g27,9,0,10,0) 1
 LO BND p(g27,10,0,9,0) 0
 UP BND p(g27,10,0,9,0) 1
 LO BND p(g27,10,0,11,0) 0
 UP BND p(g27,10,0,11,0) 1
 LO BND p(g27,11,0,10,0) 0
 UP BND p(g27,11,0,10,0) 1
 LO BND p(g28,8,3,8,2) 0
 UP BND p(g28,8,3,8,2) 1
 LO BND p(g28,8,3,8,4) 0
 UP BND p(g28,8,3,8,4) 1
 LO BND p(g28,7,4,8,4) 0
 UP BND p(g28,7,4,8,4) 1
 LO BND p(g28,8,4,7,4) 0
 UP BND p(g28,8,4,7,4) 1
 LO BND p(g28,8,2,9,2) 0
 UP BND p(g28,8,2,9,2) 1
 LO BND p(g28,9,2,8,2) 0
 UP BND p(g28,9,2,8,2) 1
 LO BND p(g29,7,4,7,5) 0
 UP BND p(g29,7,4,7,5) 1
 LO BND p(g29,7,5,7,4) 0
 UP BND p(g29,7,5,7,4) 1
 LO BND p(g29,8,5,8,4) 0
 UP BND p(g29,8,5,8,4) 1
 LO BND p(g29,8,5,8,6) 0
 UP BND p(g29,8,5,8,6) 1
 LO BND p(g29,9,5,9,6) 0
 UP BND p(g29,9,5,9,6) 1
 LO BND p(g29,9,6,9,5) 0
 UP BND p(g29,9,6,9,5) 1
 LO BND p(g29,5,5,6,5) 0
 UP BND p(g29,5,5,6,5) 1
 LO BND p(g29,6,5,5,5) 0
 UP BND p(g29,6,5,5,5) 1
 LO BND p(g29,6,5,7,5) 0
 UP BND p(g29,6,5,7,5) 1
 LO BND p(g29,7,5,6,5) 0
 UP BND p(g29,7,5,6,5) 1
 LO BND p(g29,7,4,8,4) 0
 UP BND p(g29,7,4,8,4) 1
 LO BND p(g29,8,4,7,4) 0
 UP BND p(g29,8,4,7,4) 1
 LO BND p(g29,8,5,7,5) 0
 UP BND p(g29,8,5,7,5) 1
 LO BND p(g29,8,5,9,5) 0
 UP BND p(g29,8,5,9,5) 1
 LO BND p(g29,8,6,9,6) 0
 UP BND p(g29,8,6,9,6) 1
 LO BND p(g29,9,6,8,6) 0
 UP BND p(g29,9,6,8,6) 1
 LO BND p(g29,9,5,10,5) 0
 UP BND p(g29,9,5,10,5) 1
 LO BND p(g29,10,5,9,5) 0
 UP BND p(g29,10,5,9,5) 1
 LO BND p(g29,10,5,11,5) 0
 UP BND p(g29,10,5,11,5) 1
 LO BND p(g29,11,5,10,5) 0
 UP BND p(g29,11,5,10,5) 1
 LO BND p(g30,7,9,7,10) 0
 UP BND p(g30,7,9,7,10) 1
 LO BND p(g30,7,10,7,9) 0
 UP BND p(g30,7,10,7,9) 1
 LO BND p(g30,10,10,10,11) 0
 UP BND p(g30,10,10,10,11) 1
 LO BND p(g30,10,11,10,10) 0
 UP BND p(g30,10,11,10,10) 1
 LO BND p(g30,8,10,7,10) 0
 UP BND p(g30,8,10,7,10) 1
 LO BND p(g30,9,10,10,10) 0
 UP BND p(g30,9,10,10,10) 1
 LO BND p(g31,8,11,7,11) 0
 UP BND p(g31,8,11,7,11) 1
 LO BND p(g31,9,11,10,11) 0
 UP BND p(g31,9,11,10,11) 1
 LO BND p(g32,9,1,9,0) 0
 UP BND p(g32,9,1,9,0) 1
 LO BND p(g32,9,1,9,2) 0
 UP BND p(g32,9,1,9,2) 1
 LO BND p(g32,8,2,9,2) 0
 UP BND p(g32,8,2,9,2) 1
 LO BND p(g32,9,2,8,2) 0
 UP BND p(g32,9,2,8,2) 1
 LO BND p(g32,9,0,10,0) 0
 UP BND p(g32,9,0,10,0) 1
 LO BND p(g32,10,0,9,0) 0
 UP BND p(g32,10,0,9,0) 1
 LO BND p(g33,9,2,9,3) 0
 UP BND p(g33,9,2,9,3) 1
 LO BND p(g33,9,3,9,2) 0
 UP BND p(g33,9,3,9,2) 1
 LO BND p(g33,9,4,9,3) 0
 UP BND p(g33,9,4,9,3) 1
 LO BND p(g33,9,4,9,5) 0
 UP BND p(g33,9,4,9,5) 1
 LO BND p(g33,9,5,9,6) 0
 UP BND p(g33,9,5,9,6) 1
 LO BND p(g33,9,6,9,5) 0
 UP BND p(g33,9,6,9,5) 1
 LO BND p(g33,7,4,8,4) 0
 UP BND p(g33,7,4,8,4) 1
 LO BND p(g33,8,4,7,4) 0
 UP BND p(g33,8,4,7,4) 1
 LO BND p(g33,9,4,8,4) 0
 UP BND p(g33,9,4,8,4) 1
 LO BND p(g33,9,4,10,4) 0
 UP BND p(g33,9,4,10,4) 1
 LO BND p(g33,10,4,11,4) 0
 UP BND p(g33,10,4,11,4) 1
 LO BND p(g33,11,4,10,4) 0
 UP BND p(g33,11,4,10,4) 1
 LO BND p(g34,7,5,7,6) 0
 UP BND p(g34,7,5,7,6) 1
 LO BND p(g34,7,6,7,5) 0
 UP BND p(g34,7,6,7,5) 1
 LO BND p(g34,8,6,8,7) 0
 UP BND p(g34,8,6,8,7) 1
 LO BND p(g34,8,7,8,6) 0
 UP BND p(g34,8,7,8,6) 1
 LO BND p(g34,9,7,9,6) 0
 UP BND p(g34,9,7,9,6) 1
 LO BND p(g34,9,7,9,8) 0
 UP BND p(g34,9,7,9,8) 1
 LO BND p(g34,10,7,10,8) 0
 UP BND p(g34,10,7,10,8) 1
 LO BND p(g34,10,8,10,7) 0
 UP BND p(g34,10,8,10,7) 1
 LO BND p(g34,11,8,11,9) 0
 UP BND p(g34,11,8,11,9) 1
 LO BND p(g34,11,9,11,8) 0
 UP BND p(g34,11,9,11,8) 1
 LO BND p(g34,7,6,8,6) 0
 UP BND p(g34,7,6,8,6) 1
 LO BND p(g34,8,6,7,6) 0
 UP BND p(g34,8,6,7,6) 1
 LO BND p(g34,8,6,9,6) 0
 UP BND p(g34,8,6,9,6) 1
 LO BND p(g34,9,6,8,6) 0
 UP BND p(g34,9,6,8,6) 1
 LO BND p(g34,9,7,8,7) 0
 UP BND p(g34,9,7,8,7) 1
 LO BND p(g34,9,7,10,7) 0
 UP BND p(g34,9,7,10,7) 1
 LO BND p(g34,9,8,10,8) 0
 UP BND p(g34,9,8,10,8) 1
 LO BND p(g34,10,8,9,8) 0
 UP BND p(g34,10,8,9,8) 1
 LO BND p(g34,10,8,11,8) 0
 UP BND p(g34,10,8,11,8) 1
 LO BND p(g34,11,8,10,8) 0
 UP BND p(g34,11,8,10,8) 1
 LO BND p(g35,9,9,9,8) 0
 UP BND p(g35,9,9,9,8) 1
 LO BND p(g35,10,9,10,10) 0
 UP BND p(g35,10,9,10,10) 1
 LO BND p(g35,9,9,8,9) 0
 UP BND p(g35,9,9,8,9) 1
 LO BND p(g35,10,9,11,9) 0
 UP BND p(g35,10,9,11,9) 1
 LO BND p(g36,10,0,10,1) 0
 UP BND p(g36,10,0,10,1) 1
 LO BND p(g36,10,1,10,0) 0
 UP BND p(g36,10,1,10,0) 1
 LO BND p(g36,10,2,10,1) 0
 UP BND p(g36,10,2,10,1) 1
 LO BND p(g36,10,3,10,4) 0
 UP BND p(g36,10,3,10,4) 1
 LO BND p(g36,10,4,10,5) 0
 UP BND p(g36,10,4,10,5) 1
 LO BND p(g36,10,5,10,4) 0
 UP BND p(g36,10,5,10,4) 1
 LO BND p(g36,11,0,11,1) 0
 UP BND p(g36,11,0,11,1) 1
 LO BND p(g36,11,1,11,0) 0
 UP BND p(g36,11,1,11,0) 1
 LO BND p(g36,11,2,11,1) 0
 UP BND p(g36,11,2,11,1) 1
 LO BND p(g36,11,3,11,4) 0
 UP BND p(g36,11,3,11,4) 1
 LO BND p(g36,11,4,11,5) 0
 UP BND p(g36,11,4,11,5) 1
 LO BND p(g36,11,5,11,4) 0
 UP BND p(g36,11,5,11,4) 1
 LO BND p(g36,10,0,11,0) 0
 UP BND p(g36,10,0,11,0) 1
 LO BND p(g36,11,0,10,0) 0
 UP BND p(g36,11,0,10,0) 1
 LO BND p(g36,10,1,11,1) 0
 UP BND p(g36,10,1,11,1) 1
 LO BND p(g36,11,1,10,1) 0
 UP BND p(g36,11,1,10,1) 1
 LO BND p(g36,10,4,11,4) 0
 UP BND p(g36,10,4,11,4) 1
 LO BND p(g36,11,4,10,4) 0
 UP BND p(g36,11,4,10,4) 1
 LO BND p(g36,10,5,11,5) 0
 UP BND p(g36,10,5,11,5) 1
 LO BND p(g36,11,5,10,5) 0
 UP BND p(g36,11,5,10,5) 1
 LO BND p(g37,10,6,10,7) 0
 UP BND p(g37,10,6,10,7) 1
 LO BND p(g37,10,7,10,8) 0
 UP BND p(g37,10,7,10,8) 1
 LO BND p(g37,10,8,10,7) 0
 UP BND p(g37,10,8,10,7) 1
 LO BND p(g37,11,4,11,5) 0
 UP BND p(g37,11,4,11,5) 1
 LO BND p(g37,11,5,11,4) 0
 UP BND p(g37,11,5,11,4) 1
 LO BND p(g37,11,6,11,5) 0
 UP BND p(g37,11,6,11,5) 1
 LO BND p(g37,10,4,11,4) 0
 UP BND p(g37,10,4,11,4) 1
 LO BND p(g37,11,4,10,4) 0
 UP BND p(g37,11,4,10,4) 1
 LO BND p(g37,10,8,11,8) 0
 UP BND p(g37,10,8,11,8) 1
 LO BND p(g37,11,8,10,8) 0
 UP BND p(g37,11,8,10,8) 1
ENDATA
