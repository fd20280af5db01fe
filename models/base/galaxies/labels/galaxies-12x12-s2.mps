NAME galaxies_labels_galaxies_12x12_s2
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
 E centre(0,2,g0)
 E centre(0,3,g0)
 E centre(0,7,g1)
 E centre(0,8,g1)
 E centre(0,10,g2)
 E centre(0,11,g2)
 E centre(1,10,g2)
 E centre(1,11,g2)
 E centre(1,3,g3)
 E centre(1,4,g3)
 E centre(1,8,g4)
 E centre(1,9,g5)
 E centre(1,7,g6)
 E centre(2,7,g6)
 E centre(2,5,g7)
 E centre(2,6,g8)
 E centre(2,9,g9)
 E centre(2,10,g9)
 E centre(2,0,g10)
 E centre(3,0,g10)
 E centre(3,3,g11)
 E centre(3,4,g11)
 E centre(3,5,g12)
 E centre(3,7,g13)
 E centre(3,9,g14)
 E centre(3,10,g15)
 E centre(3,11,g16)
 E centre(4,1,g17)
 E centre(4,2,g17)
 E centre(4,11,g18)
 E centre(4,7,g19)
 E centre(5,7,g19)
 E centre(4,8,g20)
 E centre(5,8,g20)
 E centre(5,3,g21)
 E centre(5,4,g21)
 E centre(5,9,g22)
 E centre(6,9,g22)
 E centre(5,10,g23)
 E centre(6,10,g23)
 E centre(6,3,g24)
 E centre(6,5,g25)
 E centre(6,7,g26)
 E centre(6,1,g27)
 E centre(7,1,g27)
 E centre(6,11,g28)
 E centre(7,11,g28)
 E centre(7,3,g29)
 E centre(8,3,g29)
 E centre(7,7,g30)
 E centre(8,7,g30)
 E centre(8,9,g31)
 E centre(8,10,g32)
 E centre(9,0,g33)
 E centre(9,1,g34)
 E centre(9,2,g34)
 E centre(9,3,g35)
 E centre(9,10,g36)
 E centre(10,3,g37)
 E centre(10,4,g38)
 E centre(10,5,g39)
 E centre(10,7,g40)
 E centre(10,8,g40)
 E centre(10,10,g41)
 E centre(10,11,g42)
 E centre(11,3,g43)
 E centre(11,4,g43)
 E centre(11,11,g44)
 E symmetry(0,0,g0)
 E symmetry(0,1,g0)
 E symmetry(0,2,g0)
 E symmetry(0,6,g1)
 E symmetry(0,7,g1)
 E symmetry(0,10,g2)
 E symmetry(0,11,g2)
 E symmetry(0,4,g3)
 E symmetry(0,5,g3)
 E symmetry(0,6,g3)
 E symmetry(1,1,g3)
 E symmetry(1,2,g3)
 E symmetry(1,3,g3)
 E symmetry(0,6,g6)
 E symmetry(1,6,g6)
 E symmetry(1,7,g6)
 E symmetry(0,6,g8)
 E symmetry(1,6,g8)
 E symmetry(2,8,g9)
 E symmetry(2,9,g9)
 E symmetry(0,0,g10)
 E symmetry(1,0,g10)
 E symmetry(2,0,g10)
 E symmetry(0,1,g11)
 E symmetry(1,1,g11)
 E symmetry(1,2,g11)
 E symmetry(2,1,g11)
 E symmetry(2,2,g11)
 E symmetry(2,3,g11)
 E symmetry(2,4,g11)
 E symmetry(3,1,g11)
 E symmetry(3,3,g11)
 E symmetry(2,8,g13)
 E symmetry(3,6,g13)
 E symmetry(0,1,g17)
 E symmetry(1,1,g17)
 E symmetry(2,1,g17)
 E symmetry(3,1,g17)
 E symmetry(3,2,g17)
 E symmetry(4,0,g17)
 E symmetry(4,1,g17)
 E symmetry(4,7,g19)
 E symmetry(2,8,g20)
 E symmetry(3,8,g20)
 E symmetry(4,8,g20)
 E symmetry(4,3,g21)
 E symmetry(4,5,g21)
 E symmetry(5,1,g21)
 E symmetry(5,2,g21)
 E symmetry(5,3,g21)
 E symmetry(4,9,g22)
 E symmetry(4,10,g22)
 E symmetry(5,9,g22)
 E symmetry(4,10,g23)
 E symmetry(5,10,g23)
 E symmetry(4,0,g24)
 E symmetry(4,4,g24)
 E symmetry(4,5,g24)
 E symmetry(4,6,g24)
 E symmetry(5,0,g24)
 E symmetry(5,1,g24)
 E symmetry(5,2,g24)
 E symmetry(5,6,g24)
 E symmetry(6,0,g24)
 E symmetry(6,2,g24)
 E symmetry(3,6,g25)
 E symmetry(4,4,g25)
 E symmetry(4,5,g25)
 E symmetry(4,6,g25)
 E symmetry(5,5,g25)
 E symmetry(5,6,g25)
 E symmetry(6,4,g25)
 E symmetry(3,6,g26)
 E symmetry(4,6,g26)
 E symmetry(5,5,g26)
 E symmetry(5,6,g26)
 E symmetry(6,6,g26)
 E symmetry(5,0,g27)
 E symmetry(5,1,g27)
 E symmetry(5,2,g27)
 E symmetry(6,0,g27)
 E symmetry(6,1,g27)
 E symmetry(6,2,g27)
 E symmetry(5,11,g28)
 E symmetry(6,11,g28)
 E symmetry(4,0,g29)
 E symmetry(5,0,g29)
 E symmetry(6,0,g29)
 E symmetry(6,2,g29)
 E symmetry(7,0,g29)
 E symmetry(7,2,g29)
 E symmetry(7,3,g29)
 E symmetry(7,4,g29)
 E symmetry(7,5,g29)
 E symmetry(7,6,g29)
 E symmetry(6,6,g30)
 E symmetry(6,8,g30)
 E symmetry(7,6,g30)
 E symmetry(7,7,g30)
 E symmetry(7,8,g30)
 E symmetry(7,9,g30)
 E symmetry(7,10,g30)
 E symmetry(7,9,g31)
 E symmetry(7,10,g31)
 E symmetry(7,0,g33)
 E symmetry(8,0,g33)
 E symmetry(7,2,g34)
 E symmetry(8,1,g34)
 E symmetry(8,2,g34)
 E symmetry(9,1,g34)
 E symmetry(8,11,g36)
 E symmetry(9,9,g36)
 E symmetry(9,4,g39)
 E symmetry(9,5,g39)
 E symmetry(9,5,g40)
 E symmetry(9,6,g40)
 E symmetry(9,7,g40)
 E symmetry(9,8,g40)
 E symmetry(9,9,g40)
 E symmetry(10,6,g40)
 E symmetry(10,7,g40)
 E symmetry(11,0,g43)
 E symmetry(11,1,g43)
 E symmetry(11,2,g43)
 E symmetry(11,3,g43)
 E label_pred(g0,0,0)
 E label_pred(g0,0,1)
 E label_pred(g0,0,4)
 E label_pred(g0,0,5)
 E label_pred(g1,0,6)
 E label_pred(g1,0,9)
 E label_pred(g3,0,4)
 E label_pred(g3,0,5)
 E label_pred(g3,0,6)
 E label_pred(g3,1,1)
 E label_pred(g3,1,2)
 E label_pred(g3,1,5)
 E label_pred(g3,1,6)
 E label_pred(g3,2,1)
 E label_pred(g3,2,2)
 E label_pred(g3,2,3)
 E label_pred(g6,0,6)
 E label_pred(g6,1,6)
 E label_pred(g6,2,8)
 E label_pred(g6,3,8)
 E label_pred(g8,0,6)
 E label_pred(g8,1,6)
 E label_pred(g8,3,6)
 E label_pred(g8,4,6)
 E label_pred(g9,2,8)
 E label_pred(g9,2,11)
 E label_pred(g10,0,0)
 E label_pred(g10,1,0)
 E label_pred(g10,4,0)
 E label_pred(g10,5,0)
 E label_pred(g11,0,1)
 E label_pred(g11,1,1)
 E label_pred(g11,1,2)
 E label_pred(g11,2,1)
 E label_pred(g11,2,2)
 E label_pred(g11,2,3)
 E label_pred(g11,2,4)
 E label_pred(g11,3,1)
 E label_pred(g11,3,6)
 E label_pred(g11,4,3)
 E label_pred(g11,4,4)
 E label_pred(g11,4,5)
 E label_pred(g11,4,6)
 E label_pred(g11,5,5)
 E label_pred(g11,5,6)
 E label_pred(g11,6,6)
 E label_pred(g13,2,8)
 E label_pred(g13,3,6)
 E label_pred(g13,3,8)
 E label_pred(g13,4,6)
 E label_pred(g17,0,1)
 E label_pred(g17,1,1)
 E label_pred(g17,2,1)
 E label_pred(g17,3,1)
 E label_pred(g17,3,2)
 E label_pred(g17,4,0)
 E label_pred(g17,4,3)
 E label_pred(g17,5,1)
 E label_pred(g17,5,2)
 E label_pred(g17,6,2)
 E label_pred(g17,7,2)
 E label_pred(g17,8,2)
 E label_pred(g20,2,8)
 E label_pred(g20,3,8)
 E label_pred(g20,6,8)
 E label_pred(g20,7,8)
 E label_pred(g21,4,3)
 E label_pred(g21,4,5)
 E label_pred(g21,5,1)
 E label_pred(g21,5,2)
 E label_pred(g21,5,5)
 E label_pred(g21,5,6)
 E label_pred(g21,6,2)
 E label_pred(g21,6,4)
 E label_pred(g22,4,9)
 E label_pred(g22,4,10)
 E label_pred(g22,7,8)
 E label_pred(g22,7,9)
 E label_pred(g23,4,10)
 E label_pred(g23,7,10)
 E label_pred(g24,4,0)
 E label_pred(g24,4,4)
 E label_pred(g24,4,5)
 E label_pred(g24,4,6)
 E label_pred(g24,5,0)
 E label_pred(g24,5,1)
 E label_pred(g24,5,2)
 E label_pred(g24,5,6)
 E label_pred(g24,6,0)
 E label_pred(g24,6,2)
 E label_pred(g24,6,4)
 E label_pred(g24,6,6)
 E label_pred(g24,7,0)
 E label_pred(g24,7,4)
 E label_pred(g24,7,5)
 E label_pred(g24,7,6)
 E label_pred(g24,8,0)
 E label_pred(g24,8,1)
 E label_pred(g24,8,2)
 E label_pred(g24,8,6)
 E label_pred(g25,3,6)
 E label_pred(g25,4,4)
 E label_pred(g25,4,5)
 E label_pred(g25,4,6)
 E label_pred(g25,5,5)
 E label_pred(g25,5,6)
 E label_pred(g25,6,4)
 E label_pred(g25,6,6)
 E label_pred(g25,7,4)
 E label_pred(g25,7,5)
 E label_pred(g25,8,4)
 E label_pred(g25,8,5)
 E label_pred(g25,8,6)
 E label_pred(g25,9,4)
 E label_pred(g26,3,6)
 E label_pred(g26,4,6)
 E label_pred(g26,5,5)
 E label_pred(g26,5,6)
 E label_pred(g26,6,6)
 E label_pred(g26,6,8)
 E label_pred(g26,7,8)
 E label_pred(g26,7,9)
 E label_pred(g26,8,8)
 E label_pred(g26,9,8)
 E label_pred(g27,5,0)
 E label_pred(g27,5,1)
 E label_pred(g27,5,2)
 E label_pred(g27,6,0)
 E label_pred(g27,6,2)
 E label_pred(g27,7,0)
 E label_pred(g27,7,2)
 E label_pred(g27,8,0)
 E label_pred(g27,8,1)
 E label_pred(g27,8,2)
 E label_pred(g28,5,11)
 E label_pred(g28,8,11)
 E label_pred(g29,4,0)
 E label_pred(g29,5,0)
 E label_pred(g29,6,0)
 E label_pred(g29,6,2)
 E label_pred(g29,7,0)
 E label_pred(g29,7,2)
 E label_pred(g29,7,4)
 E label_pred(g29,7,5)
 E label_pred(g29,7,6)
 E label_pred(g29,8,0)
 E label_pred(g29,8,1)
 E label_pred(g29,8,2)
 E label_pred(g29,8,4)
 E label_pred(g29,8,6)
 E label_pred(g29,9,4)
 E label_pred(g29,9,6)
 E label_pred(g29,10,6)
 E label_pred(g29,11,6)
 E label_pred(g30,6,6)
 E label_pred(g30,6,8)
 E label_pred(g30,7,6)
 E label_pred(g30,7,8)
 E label_pred(g30,7,9)
 E label_pred(g30,7,10)
 E label_pred(g30,8,4)
 E label_pred(g30,8,5)
 E label_pred(g30,8,6)
 E label_pred(g30,8,8)
 E label_pred(g30,9,6)
 E label_pred(g30,9,8)
 E label_pred(g31,7,9)
 E label_pred(g31,7,10)
 E label_pred(g31,9,8)
 E label_pred(g31,9,9)
 E label_pred(g33,7,0)
 E label_pred(g33,8,0)
 E label_pred(g33,10,0)
 E label_pred(g33,11,0)
 E label_pred(g34,7,2)
 E label_pred(g34,8,1)
 E label_pred(g34,8,2)
 E label_pred(g34,10,1)
 E label_pred(g34,10,2)
 E label_pred(g34,11,1)
 E label_pred(g36,8,11)
 E label_pred(g36,9,9)
 E label_pred(g36,9,11)
 E label_pred(g36,10,9)
 E label_pred(g39,9,4)
 E label_pred(g39,9,5)
 E label_pred(g39,11,5)
 E label_pred(g39,11,6)
 E label_pred(g40,9,5)
 E label_pred(g40,9,6)
 E label_pred(g40,9,7)
 E label_pred(g40,9,8)
 E label_pred(g40,9,9)
 E label_pred(g40,10,6)
 E label_pred(g40,10,9)
 E label_pred(g40,11,6)
 E label_pred(g40,11,7)
 E label_pred(g40,11,8)
 E label_pred(g40,11,9)
 E label_pred(g40,11,10)
 E label_pred(g43,11,0)
 E label_pred(g43,11,1)
 E label_pred(g43,11,2)
 E label_pred(g43,11,5)
 E label_pred(g43,11,6)
 E label_pred(g43,11,7)
 L label_tail(g0,0,0,0,1)
 L label_tail(g0,0,1,0,0)
 L label_tail(g0,0,4,0,5)
 L label_tail(g0,0,5,0,4)
 L label_tail(g3,0,4,0,5)
 L label_tail(g3,0,5,0,4)
 L label_tail(g3,0,5,0,6)
 L label_tail(g3,0,6,0,5)
 L label_tail(g3,1,1,1,2)
 L label_tail(g3,1,2,1,1)
 L label_tail(g3,1,5,1,6)
 L label_tail(g3,1,6,1,5)
 L label_tail(g3,2,1,2,2)
 L label_tail(g3,2,2,2,1)
 L label_tail(g3,2,2,2,3)
 L label_tail(g3,2,3,2,2)
 L label_tail(g3,0,5,1,5)
 L label_tail(g3,1,5,0,5)
 L label_tail(g3,0,6,1,6)
 L label_tail(g3,1,6,0,6)
 L label_tail(g3,1,1,2,1)
 L label_tail(g3,2,1,1,1)
 L label_tail(g3,1,2,2,2)
 L label_tail(g3,2,2,1,2)
 L label_tail(g6,0,6,1,6)
 L label_tail(g6,1,6,0,6)
 L label_tail(g6,2,8,3,8)
 L label_tail(g6,3,8,2,8)
 L label_tail(g8,0,6,1,6)
 L label_tail(g8,1,6,0,6)
 L label_tail(g8,3,6,4,6)
 L label_tail(g8,4,6,3,6)
 L label_tail(g10,0,0,1,0)
 L label_tail(g10,1,0,0,0)
 L label_tail(g10,4,0,5,0)
 L label_tail(g10,5,0,4,0)
 L label_tail(g11,1,1,1,2)
 L label_tail(g11,1,2,1,1)
 L label_tail(g11,2,1,2,2)
 L label_tail(g11,2,2,2,1)
 L label_tail(g11,2,2,2,3)
 L label_tail(g11,2,3,2,2)
 L label_tail(g11,2,3,2,4)
 L label_tail(g11,2,4,2,3)
 L label_tail(g11,4,3,4,4)
 L label_tail(g11,4,4,4,3)
 L label_tail(g11,4,4,4,5)
 L label_tail(g11,4,5,4,4)
 L label_tail(g11,4,5,4,6)
 L label_tail(g11,4,6,4,5)
 L label_tail(g11,5,5,5,6)
 L label_tail(g11,5,6,5,5)
 L label_tail(g11,0,1,1,1)
 L label_tail(g11,1,1,0,1)
 L label_tail(g11,1,1,2,1)
 L label_tail(g11,2,1,1,1)
 L label_tail(g11,1,2,2,2)
 L label_tail(g11,2,2,1,2)
 L label_tail(g11,2,1,3,1)
 L label_tail(g11,3,1,2,1)
 L label_tail(g11,3,6,4,6)
 L label_tail(g11,4,6,3,6)
 L label_tail(g11,4,5,5,5)
 L label_tail(g11,5,5,4,5)
 L label_tail(g11,4,6,5,6)
 L label_tail(g11,5,6,4,6)
 L label_tail(g11,5,6,6,6)
 L label_tail(g11,6,6,5,6)
 L label_tail(g13,2,8,3,8)
 L label_tail(g13,3,8,2,8)
 L label_tail(g13,3,6,4,6)
 L label_tail(g13,4,6,3,6)
 L label_tail(g17,3,1,3,2)
 L label_tail(g17,3,2,3,1)
 L label_tail(g17,5,1,5,2)
 L label_tail(g17,5,2,5,1)
 L label_tail(g17,0,1,1,1)
 L label_tail(g17,1,1,0,1)
 L label_tail(g17,1,1,2,1)
 L label_tail(g17,2,1,1,1)
 L label_tail(g17,2,1,3,1)
 L label_tail(g17,3,1,2,1)
 L label_tail(g17,5,2,6,2)
 L label_tail(g17,6,2,5,2)
 L label_tail(g17,6,2,7,2)
 L label_tail(g17,7,2,6,2)
 L label_tail(g17,7,2,8,2)
 L label_tail(g17,8,2,7,2)
 L label_tail(g20,2,8,3,8)
 L label_tail(g20,3,8,2,8)
 L label_tail(g20,6,8,7,8)
 L label_tail(g20,7,8,6,8)
 L label_tail(g21,5,1,5,2)
 L label_tail(g21,5,2,5,1)
 L label_tail(g21,5,5,5,6)
 L label_tail(g21,5,6,5,5)
 L label_tail(g21,4,5,5,5)
 L label_tail(g21,5,5,4,5)
 L label_tail(g21,5,2,6,2)
 L label_tail(g21,6,2,5,2)
 L label_tail(g22,4,9,4,10)
 L label_tail(g22,4,10,4,9)
 L label_tail(g22,7,8,7,9)
 L label_tail(g22,7,9,7,8)
 L label_tail(g24,4,4,4,5)
 L label_tail(g24,4,5,4,4)
 L label_tail(g24,4,5,4,6)
 L label_tail(g24,4,6,4,5)
 L label_tail(g24,5,0,5,1)
 L label_tail(g24,5,1,5,0)
 L label_tail(g24,5,1,5,2)
 L label_tail(g24,5,2,5,1)
 L label_tail(g24,7,4,7,5)
 L label_tail(g24,7,5,7,4)
 L label_tail(g24,7,5,7,6)
 L label_tail(g24,7,6,7,5)
 L label_tail(g24,8,0,8,1)
 L label_tail(g24,8,1,8,0)
 L label_tail(g24,8,1,8,2)
 L label_tail(g24,8,2,8,1)
 L label_tail(g24,4,0,5,0)
 L label_tail(g24,5,0,4,0)
 L label_tail(g24,4,6,5,6)
 L label_tail(g24,5,6,4,6)
 L label_tail(g24,5,0,6,0)
 L label_tail(g24,6,0,5,0)
 L label_tail(g24,5,2,6,2)
 L label_tail(g24,6,2,5,2)
 L label_tail(g24,5,6,6,6)
 L label_tail(g24,6,6,5,6)
 L label_tail(g24,6,0,7,0)
 L label_tail(g24,7,0,6,0)
 L label_tail(g24,6,4,7,4)
 L label_tail(g24,7,4,6,4)
 L label_tail(g24,6,6,7,6)
 L label_tail(g24,7,6,6,6)
 L label_tail(g24,7,0,8,0)
 L label_tail(g24,8,0,7,0)
 L label_tail(g24,7,6,8,6)
 L label_tail(g24,8,6,7,6)
 L label_tail(g25,4,4,4,5)
 L label_tail(g25,4,5,4,4)
 L label_tail(g25,4,5,4,6)
 L label_tail(g25,4,6,4,5)
 L label_tail(g25,5,5,5,6)
 L label_tail(g25,5,6,5,5)
 L label_tail(g25,7,4,7,5)
 L label_tail(g25,7,5,7,4)
 L label_tail(g25,8,4,8,5)
 L label_tail(g25,8,5,8,4)
 L label_tail(g25,8,5,8,6)
 L label_tail(g25,8,6,8,5)
 L label_tail(g25,3,6,4,6)
 L label_tail(g25,4,6,3,6)
 L label_tail(g25,4,5,5,5)
 L label_tail(g25,5,5,4,5)
 L label_tail(g25,4,6,5,6)
 L label_tail(g25,5,6,4,6)
 L label_tail(g25,5,6,6,6)
 L label_tail(g25,6,6,5,6)
 L label_tail(g25,6,4,7,4)
 L label_tail(g25,7,4,6,4)
 L label_tail(g25,7,4,8,4)
 L label_tail(g25,8,4,7,4)
 L label_tail(g25,7,5,8,5)
 L label_tail(g25,8,5,7,5)
 L label_tail(g25,8,4,9,4)
 L label_tail(g25,9,4,8,4)
 L label_tail(g26,5,5,5,6)
 L label_tail(g26,5,6,5,5)
 L label_tail(g26,7,8,7,9)
 L label_tail(g26,7,9,7,8)
 L label_tail(g26,3,6,4,6)
 L label_tail(g26,4,6,3,6)
 L label_tail(g26,4,6,5,6)
 L label_tail(g26,5,6,4,6)
 L label_tail(g26,5,6,6,6)
 L label_tail(g26,6,6,5,6)
 L label_tail(g26,6,8,7,8)
 L label_tail(g26,7,8,6,8)
 L label_tail(g26,7,8,8,8)
 L label_tail(g26,8,8,7,8)
 L label_tail(g26,8,8,9,8)
 L label_tail(g26,9,8,8,8)
 L label_tail(g27,5,0,5,1)
 L label_tail(g27,5,1,5,0)
 L label_tail(g27,5,1,5,2)
 L label_tail(g27,5,2,5,1)
 L label_tail(g27,8,0,8,1)
 L label_tail(g27,8,1,8,0)
 L label_tail(g27,8,1,8,2)
 L label_tail(g27,8,2,8,1)
 L label_tail(g27,5,0,6,0)
 L label_tail(g27,6,0,5,0)
 L label_tail(g27,5,2,6,2)
 L label_tail(g27,6,2,5,2)
 L label_tail(g27,6,0,7,0)
 L label_tail(g27,7,0,6,0)
 L label_tail(g27,6,2,7,2)
 L label_tail(g27,7,2,6,2)
 L label_tail(g27,7,0,8,0)
 L label_tail(g27,8,0,7,0)
 L label_tail(g27,7,2,8,2)
 L label_tail(g27,8,2,7,2)
 L label_tail(g29,7,4,7,5)
 L label_tail(g29,7,5,7,4)
 L label_tail(g29,7,5,7,6)
 L label_tail(g29,7,6,7,5)
 L label_tail(g29,8,0,8,1)
 L label_tail(g29,8,1,8,0)
 L label_tail(g29,8,1,8,2)
 L label_tail(g29,8,2,8,1)
 L label_tail(g29,4,0,5,0)
 L label_tail(g29,5,0,4,0)
 L label_tail(g29,5,0,6,0)
 L label_tail(g29,6,0,5,0)
 L label_tail(g29,6,0,7,0)
 L label_tail(g29,7,0,6,0)
 L label_tail(g29,6,2,7,2)
 L label_tail(g29,7,2,6,2)
 L label_tail(g29,7,0,8,0)
 L label_tail(g29,8,0,7,0)
 L label_tail(g29,7,2,8,2)
 L label_tail(g29,8,2,7,2)
 L label_tail(g29,7,4,8,4)
 L label_tail(g29,8,4,7,4)
 L label_tail(g29,7,6,8,6)
 L label_tail(g29,8,6,7,6)
 L label_tail(g29,8,4,9,4)
 L label_tail(g29,9,4,8,4)
 L label_tail(g29,8,6,9,6)
 L label_tail(g29,9,6,8,6)
 L label_tail(g29,9,6,10,6)
 L label_tail(g29,10,6,9,6)
 L label_tail(g29,10,6,11,6)
 L label_tail(g29,11,6,10,6)
 L label_tail(g30,7,8,7,9)
 L label_tail(g30,7,9,7,8)
 L label_tail(g30,7,9,7,10)
 L label_tail(g30,7,10,7,9)
 L label_tail(g30,8,4,8,5)
 L label_tail(g30,8,5,8,4)
 L label_tail(g30,8,5,8,6)
 L label_tail(g30,8,6,8,5)
 L label_tail(g30,6,6,7,6)
 L label_tail(g30,7,6,6,6)
 L label_tail(g30,6,8,7,8)
 L label_tail(g30,7,8,6,8)
 L label_tail(g30,7,6,8,6)
 L label_tail(g30,8,6,7,6)
 L label_tail(g30,7,8,8,8)
 L label_tail(g30,8,8,7,8)
 L label_tail(g30,8,6,9,6)
 L label_tail(g30,9,6,8,6)
 L label_tail(g30,8,8,9,8)
 L label_tail(g30,9,8,8,8)
 L label_tail(g31,7,9,7,10)
 L label_tail(g31,7,10,7,9)
 L label_tail(g31,9,8,9,9)
 L label_tail(g31,9,9,9,8)
 L label_tail(g33,7,0,8,0)
 L label_tail(g33,8,0,7,0)
 L label_tail(g33,10,0,11,0)
 L label_tail(g33,11,0,10,0)
 L label_tail(g34,8,1,8,2)
 L label_tail(g34,8,2,8,1)
 L label_tail(g34,10,1,10,2)
 L label_tail(g34,10,2,10,1)
 L label_tail(g34,7,2,8,2)
 L label_tail(g34,8,2,7,2)
 L label_tail(g34,10,1,11,1)
 L label_tail(g34,11,1,10,1)
 L label_tail(g36,8,11,9,11)
 L label_tail(g36,9,11,8,11)
 L label_tail(g36,9,9,10,9)
 L label_tail(g36,10,9,9,9)
 L label_tail(g39,9,4,9,5)
 L label_tail(g39,9,5,9,4)
 L label_tail(g39,11,5,11,6)
 L label_tail(g39,11,6,11,5)
 L label_tail(g40,9,5,9,6)
 L label_tail(g40,9,6,9,5)
 L label_tail(g40,9,6,9,7)
 L label_tail(g40,9,7,9,6)
 L label_tail(g40,9,7,9,8)
 L label_tail(g40,9,8,9,7)
 L label_tail(g40,9,8,9,9)
 L label_tail(g40,9,9,9,8)
 L label_tail(g40,11,6,11,7)
 L label_tail(g40,11,7,11,6)
 L label_tail(g40,11,7,11,8)
 L label_tail(g40,11,8,11,7)
 L label_tail(g40,11,8,11,9)
 L label_tail(g40,11,9,11,8)
 L label_tail(g40,11,9,11,10)
 L label_tail(g40,11,10,11,9)
 L label_tail(g40,9,6,10,6)
 L label_tail(g40,10,6,9,6)
 L label_tail(g40,9,9,10,9)
 L label_tail(g40,10,9,9,9)
 L label_tail(g40,10,6,11,6)
 L label_tail(g40,11,6,10,6)
 L label_tail(g40,10,9,11,9)
 L label_tail(g40,11,9,10,9)
 L label_tail(g43,11,0,11,1)
 L label_tail(g43,11,1,11,0)
 L label_tail(g43,11,1,11,2)
 L label_tail(g43,11,2,11,1)
 L label_tail(g43,11,5,11,6)
 L label_tail(g43,11,6,11,5)
 L label_tail(g43,11,6,11,7)
 L label_tail(g43,11,7,11,6)
 G label_order(g0,0,0,0,1)
 G label_order(g0,0,1,0,0)
 G label_order(g0,0,2,0,1)
 G label_order(g0,0,3,0,4)
 G label_order(g0,0,4,0,5)
 G label_order(g0,0,5,0,4)
 G label_order(g1,0,7,0,6)
 G label_order(g1,0,8,0,9)
 G label_order(g3,0,4,0,5)
 G label_order(g3,0,5,0,4)
 G label_order(g3,0,5,0,6)
 G label_order(g3,0,6,0,5)
 G label_order(g3,1,1,1,2)
 G label_order(g3,1,2,1,1)
 G label_order(g3,1,3,1,2)
 G label_order(g3,1,4,1,5)
 G label_order(g3,1,5,1,6)
 G label_order(g3,1,6,1,5)
 G label_order(g3,2,1,2,2)
 G label_order(g3,2,2,2,1)
 G label_order(g3,2,2,2,3)
 G label_order(g3,2,3,2,2)
 G label_order(g3,1,4,0,4)
 G label_order(g3,0,5,1,5)
 G label_order(g3,1,5,0,5)
 G label_order(g3,0,6,1,6)
 G label_order(g3,1,6,0,6)
 G label_order(g3,1,1,2,1)
 G label_order(g3,2,1,1,1)
 G label_order(g3,1,2,2,2)
 G label_order(g3,2,2,1,2)
 G label_order(g3,1,3,2,3)
 G label_order(g6,1,7,1,6)
 G label_order(g6,2,7,2,8)
 G label_order(g6,0,6,1,6)
 G label_order(g6,1,6,0,6)
 G label_order(g6,2,8,3,8)
 G label_order(g6,3,8,2,8)
 G label_order(g8,0,6,1,6)
 G label_order(g8,1,6,0,6)
 G label_order(g8,2,6,1,6)
 G label_order(g8,2,6,3,6)
 G label_order(g8,3,6,4,6)
 G label_order(g8,4,6,3,6)
 G label_order(g9,2,9,2,8)
 G label_order(g9,2,10,2,11)
 G label_order(g10,0,0,1,0)
 G label_order(g10,1,0,0,0)
 G label_order(g10,2,0,1,0)
 G label_order(g10,3,0,4,0)
 G label_order(g10,4,0,5,0)
 G label_order(g10,5,0,4,0)
 G label_order(g11,1,1,1,2)
 G label_order(g11,1,2,1,1)
 G label_order(g11,2,1,2,2)
 G label_order(g11,2,2,2,1)
 G label_order(g11,2,2,2,3)
 G label_order(g11,2,3,2,2)
 G label_order(g11,2,3,2,4)
 G label_order(g11,2,4,2,3)
 G label_order(g11,4,3,4,4)
 G label_order(g11,4,4,4,3)
 G label_order(g11,4,4,4,5)
 G label_order(g11,4,5,4,4)
 G label_order(g11,4,5,4,6)
 G label_order(g11,4,6,4,5)
 G label_order(g11,5,5,5,6)
 G label_order(g11,5,6,5,5)
 G label_order(g11,0,1,1,1)
 G label_order(g11,1,1,0,1)
 G label_order(g11,1,1,2,1)
 G label_order(g11,2,1,1,1)
 G label_order(g11,1,2,2,2)
 G label_order(g11,2,2,1,2)
 G label_order(g11,2,1,3,1)
 G label_order(g11,3,1,2,1)
 G label_order(g11,3,3,2,3)
 G label_order(g11,3,4,2,4)
 G label_order(g11,3,3,4,3)
 G label_order(g11,3,4,4,4)
 G label_order(g11,3,6,4,6)
 G label_order(g11,4,6,3,6)
 G label_order(g11,4,5,5,5)
 G label_order(g11,5,5,4,5)
 G label_order(g11,4,6,5,6)
 G label_order(g11,5,6,4,6)
 G label_order(g11,5,6,6,6)
 G label_order(g11,6,6,5,6)
 G label_order(g13,3,7,3,6)
 G label_order(g13,3,7,3,8)
 G label_order(g13,2,8,3,8)
 G label_order(g13,3,8,2,8)
 G label_order(g13,3,6,4,6)
 G label_order(g13,4,6,3,6)
 G label_order(g17,3,1,3,2)
 G label_order(g17,3,2,3,1)
 G label_order(g17,4,1,4,0)
 G label_order(g17,4,2,4,3)
 G label_order(g17,5,1,5,2)
 G label_order(g17,5,2,5,1)
 G label_order(g17,0,1,1,1)
 G label_order(g17,1,1,0,1)
 G label_order(g17,1,1,2,1)
 G label_order(g17,2,1,1,1)
 G label_order(g17,2,1,3,1)
 G label_order(g17,3,1,2,1)
 G label_order(g17,4,1,3,1)
 G label_order(g17,4,2,3,2)
 G label_order(g17,4,1,5,1)
 G label_order(g17,4,2,5,2)
 G label_order(g17,5,2,6,2)
 G label_order(g17,6,2,5,2)
 G label_order(g17,6,2,7,2)
 G label_order(g17,7,2,6,2)
 G label_order(g17,7,2,8,2)
 G label_order(g17,8,2,7,2)
 G label_order(g20,2,8,3,8)
 G label_order(g20,3,8,2,8)
 G label_order(g20,4,8,3,8)
 G label_order(g20,5,8,6,8)
 G label_order(g20,6,8,7,8)
 G label_order(g20,7,8,6,8)
 G label_order(g21,5,1,5,2)
 G label_order(g21,5,2,5,1)
 G label_order(g21,5,3,5,2)
 G label_order(g21,5,4,5,5)
 G label_order(g21,5,5,5,6)
 G label_order(g21,5,6,5,5)
 G label_order(g21,5,3,4,3)
 G label_order(g21,4,5,5,5)
 G label_order(g21,5,5,4,5)
 G label_order(g21,5,2,6,2)
 G label_order(g21,6,2,5,2)
 G label_order(g21,5,4,6,4)
 G label_order(g22,4,9,4,10)
 G label_order(g22,4,10,4,9)
 G label_order(g22,7,8,7,9)
 G label_order(g22,7,9,7,8)
 G label_order(g22,5,9,4,9)
 G label_order(g22,6,9,7,9)
 G label_order(g23,5,10,4,10)
 G label_order(g23,6,10,7,10)
 G label_order(g24,4,4,4,5)
 G label_order(g24,4,5,4,4)
 G label_order(g24,4,5,4,6)
 G label_order(g24,4,6,4,5)
 G label_order(g24,5,0,5,1)
 G label_order(g24,5,1,5,0)
 G label_order(g24,5,1,5,2)
 G label_order(g24,5,2,5,1)
 G label_order(g24,6,3,6,2)
 G label_order(g24,6,3,6,4)
 G label_order(g24,7,4,7,5)
 G label_order(g24,7,5,7,4)
 G label_order(g24,7,5,7,6)
 G label_order(g24,7,6,7,5)
 G label_order(g24,8,0,8,1)
 G label_order(g24,8,1,8,0)
 G label_order(g24,8,1,8,2)
 G label_order(g24,8,2,8,1)
 G label_order(g24,4,0,5,0)
 G label_order(g24,5,0,4,0)
 G label_order(g24,4,6,5,6)
 G label_order(g24,5,6,4,6)
 G label_order(g24,5,0,6,0)
 G label_order(g24,6,0,5,0)
 G label_order(g24,5,2,6,2)
 G label_order(g24,6,2,5,2)
 G label_order(g24,5,6,6,6)
 G label_order(g24,6,6,5,6)
 G label_order(g24,6,0,7,0)
 G label_order(g24,7,0,6,0)
 G label_order(g24,6,4,7,4)
 G label_order(g24,7,4,6,4)
 G label_order(g24,6,6,7,6)
 G label_order(g24,7,6,6,6)
 G label_order(g24,7,0,8,0)
 G label_order(g24,8,0,7,0)
 G label_order(g24,7,6,8,6)
 G label_order(g24,8,6,7,6)
 G label_order(g25,4,4,4,5)
 G label_order(g25,4,5,4,4)
 G label_order(g25,4,5,4,6)
 G label_order(g25,4,6,4,5)
 G label_order(g25,5,5,5,6)
 G label_order(g25,5,6,5,5)
 G label_order(g25,6,5,6,4)
 G label_order(g25,6,5,6,6)
 G label_order(g25,7,4,7,5)
 G label_order(g25,7,5,7,4)
 G label_order(g25,8,4,8,5)
 G label_order(g25,8,5,8,4)
 G label_order(g25,8,5,8,6)
 G label_order(g25,8,6,8,5)
 G label_order(g25,3,6,4,6)
 G label_order(g25,4,6,3,6)
 G label_order(g25,4,5,5,5)
 G label_order(g25,5,5,4,5)
 G label_order(g25,4,6,5,6)
 G label_order(g25,5,6,4,6)
 G label_order(g25,6,5,5,5)
 G label_order(g25,5,6,6,6)
 G label_order(g25,6,6,5,6)
 G label_order(g25,6,4,7,4)
 G label_order(g25,7,4,6,4)
 G label_order(g25,6,5,7,5)
 G label_order(g25,7,4,8,4)
 G label_order(g25,8,4,7,4)
 G label_order(g25,7,5,8,5)
 G label_order(g25,8,5,7,5)
 G label_order(g25,8,4,9,4)
 G label_order(g25,9,4,8,4)
 G label_order(g26,5,5,5,6)
 G label_order(g26,5,6,5,5)
 G label_order(g26,6,7,6,6)
 G label_order(g26,6,7,6,8)
 G label_order(g26,7,8,7,9)
 G label_order(g26,7,9,7,8)
 G label_order(g26,3,6,4,6)
 G label_order(g26,4,6,3,6)
 G label_order(g26,4,6,5,6)
 G label_order(g26,5,6,4,6)
 G label_order(g26,5,6,6,6)
 G label_order(g26,6,6,5,6)
 G label_order(g26,6,8,7,8)
 G label_order(g26,7,8,6,8)
 G label_order(g26,7,8,8,8)
 G label_order(g26,8,8,7,8)
 G label_order(g26,8,8,9,8)
 G label_order(g26,9,8,8,8)
 G label_order(g27,5,0,5,1)
 G label_order(g27,5,1,5,0)
 G label_order(g27,5,1,5,2)
 G label_order(g27,5,2,5,1)
 G label_order(g27,6,1,6,0)
 G label_order(g27,6,1,6,2)
 G label_order(g27,7,1,7,0)
 G label_order(g27,7,1,7,2)
 G label_order(g27,8,0,8,1)
 G label_order(g27,8,1,8,0)
 G label_order(g27,8,1,8,2)
 G label_order(g27,8,2,8,1)
 G label_order(g27,5,0,6,0)
 G label_order(g27,6,0,5,0)
 G label_order(g27,6,1,5,1)
 G label_order(g27,5,2,6,2)
 G label_order(g27,6,2,5,2)
 G label_order(g27,6,0,7,0)
 G label_order(g27,7,0,6,0)
 G label_order(g27,6,2,7,2)
 G label_order(g27,7,2,6,2)
 G label_order(g27,7,0,8,0)
 G label_order(g27,8,0,7,0)
 G label_order(g27,7,1,8,1)
 G label_order(g27,7,2,8,2)
 G label_order(g27,8,2,7,2)
 G label_order(g28,6,11,5,11)
 G label_order(g28,7,11,8,11)
 G label_order(g29,7,3,7,2)
 G label_order(g29,7,3,7,4)
 G label_order(g29,7,4,7,5)
 G label_order(g29,7,5,7,4)
 G label_order(g29,7,5,7,6)
 G label_order(g29,7,6,7,5)
 G label_order(g29,8,0,8,1)
 G label_order(g29,8,1,8,0)
 G label_order(g29,8,1,8,2)
 G label_order(g29,8,2,8,1)
 G label_order(g29,8,3,8,2)
 G label_order(g29,8,3,8,4)
 G label_order(g29,4,0,5,0)
 G label_order(g29,5,0,4,0)
 G label_order(g29,5,0,6,0)
 G label_order(g29,6,0,5,0)
 G label_order(g29,6,0,7,0)
 G label_order(g29,7,0,6,0)
 G label_order(g29,6,2,7,2)
 G label_order(g29,7,2,6,2)
 G label_order(g29,7,0,8,0)
 G label_order(g29,8,0,7,0)
 G label_order(g29,7,2,8,2)
 G label_order(g29,8,2,7,2)
 G label_order(g29,7,4,8,4)
 G label_order(g29,8,4,7,4)
 G label_order(g29,7,6,8,6)
 G label_order(g29,8,6,7,6)
 G label_order(g29,8,4,9,4)
 G label_order(g29,9,4,8,4)
 G label_order(g29,8,6,9,6)
 G label_order(g29,9,6,8,6)
 G label_order(g29,9,6,10,6)
 G label_order(g29,10,6,9,6)
 G label_order(g29,10,6,11,6)
 G label_order(g29,11,6,10,6)
 G label_order(g30,7,7,7,6)
 G label_order(g30,7,7,7,8)
 G label_order(g30,7,8,7,9)
 G label_order(g30,7,9,7,8)
 G label_order(g30,7,9,7,10)
 G label_order(g30,7,10,7,9)
 G label_order(g30,8,4,8,5)
 G label_order(g30,8,5,8,4)
 G label_order(g30,8,5,8,6)
 G label_order(g30,8,6,8,5)
 G label_order(g30,8,7,8,6)
 G label_order(g30,8,7,8,8)
 G label_order(g30,6,6,7,6)
 G label_order(g30,7,6,6,6)
 G label_order(g30,6,8,7,8)
 G label_order(g30,7,8,6,8)
 G label_order(g30,7,6,8,6)
 G label_order(g30,8,6,7,6)
 G label_order(g30,7,8,8,8)
 G label_order(g30,8,8,7,8)
 G label_order(g30,8,6,9,6)
 G label_order(g30,9,6,8,6)
 G label_order(g30,8,8,9,8)
 G label_order(g30,9,8,8,8)
 G label_order(g31,7,9,7,10)
 G label_order(g31,7,10,7,9)
 G label_order(g31,9,8,9,9)
 G label_order(g31,9,9,9,8)
 G label_order(g31,8,9,7,9)
 G label_order(g31,8,9,9,9)
 G label_order(g33,7,0,8,0)
 G label_order(g33,8,0,7,0)
 G label_order(g33,9,0,8,0)
 G label_order(g33,9,0,10,0)
 G label_order(g33,10,0,11,0)
 G label_order(g33,11,0,10,0)
 G label_order(g34,8,1,8,2)
 G label_order(g34,8,2,8,1)
 G label_order(g34,10,1,10,2)
 G label_order(g34,10,2,10,1)
 G label_order(g34,7,2,8,2)
 G label_order(g34,8,2,7,2)
 G label_order(g34,9,1,8,1)
 G label_order(g34,9,2,8,2)
 G label_order(g34,9,1,10,1)
 G label_order(g34,9,2,10,2)
 G label_order(g34,10,1,11,1)
 G label_order(g34,11,1,10,1)
 G label_order(g36,9,10,9,9)
 G label_order(g36,9,10,9,11)
 G label_order(g36,8,11,9,11)
 G label_order(g36,9,11,8,11)
 G label_order(g36,9,9,10,9)
 G label_order(g36,10,9,9,9)
 G label_order(g39,9,4,9,5)
 G label_order(g39,9,5,9,4)
 G label_order(g39,11,5,11,6)
 G label_order(g39,11,6,11,5)
 G label_order(g39,10,5,9,5)
 G label_order(g39,10,5,11,5)
 G label_order(g40,9,5,9,6)
 G label_order(g40,9,6,9,5)
 G label_order(g40,9,6,9,7)
 G label_order(g40,9,7,9,6)
 G label_order(g40,9,7,9,8)
 G label_order(g40,9,8,9,7)
 G label_order(g40,9,8,9,9)
 G label_order(g40,9,9,9,8)
 G label_order(g40,10,7,10,6)
 G label_order(g40,10,8,10,9)
 G label_order(g40,11,6,11,7)
 G label_order(g40,11,7,11,6)
 G label_order(g40,11,7,11,8)
 G label_order(g40,11,8,11,7)
 G label_order(g40,11,8,11,9)
 G label_order(g40,11,9,11,8)
 G label_order(g40,11,9,11,10)
 G label_order(g40,11,10,11,9)
 G label_order(g40,9,6,10,6)
 G label_order(g40,10,6,9,6)
 G label_order(g40,10,7,9,7)
 G label_order(g40,10,8,9,8)
 G label_order(g40,9,9,10,9)
 G label_order(g40,10,9,9,9)
 G label_order(g40,10,6,11,6)
 G label_order(g40,11,6,10,6)
 G label_order(g40,10,7,11,7)
 G label_order(g40,10,8,11,8)
 G label_order(g40,10,9,11,9)
 G label_order(g40,11,9,10,9)
 G label_order(g43,11,0,11,1)
 G label_order(g43,11,1,11,0)
 G label_order(g43,11,1,11,2)
 G label_order(g43,11,2,11,1)
 G label_order(g43,11,3,11,2)
 G label_order(g43,11,4,11,5)
 G label_order(g43,11,5,11,6)
 G label_order(g43,11,6,11,5)
 G label_order(g43,11,6,11,7)
 G label_order(g43,11,7,11,6)
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
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) centre(0,2,g0) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(0,3,g0) cover(0,3) 1
    x(0,3,g0) centre(0,3,g0) 1
    x(0,3,g0) symmetry(0,2,g0) -1
    x(0,4,g0) cover(0,4) 1
    x(0,4,g0) symmetry(0,1,g0) -1
    x(0,4,g0) label_pred(g0,0,4) -1
    x(0,4,g0) label_tail(g0,0,4,0,5) -1
    x(0,5,g0) cover(0,5) 1
    x(0,5,g0) symmetry(0,0,g0) -1
    x(0,5,g0) label_pred(g0,0,5) -1
    x(0,5,g0) label_tail(g0,0,5,0,4) -1
    x(0,6,g1) cover(0,6) 1
    x(0,6,g1) symmetry(0,6,g1) 1
    x(0,6,g1) label_pred(g1,0,6) -1
    x(0,7,g1) cover(0,7) 1
    x(0,7,g1) centre(0,7,g1) 1
    x(0,7,g1) symmetry(0,7,g1) 1
    x(0,8,g1) cover(0,8) 1
    x(0,8,g1) centre(0,8,g1) 1
    x(0,8,g1) symmetry(0,7,g1) -1
    x(0,9,g1) cover(0,9) 1
    x(0,9,g1) symmetry(0,6,g1) -1
    x(0,9,g1) label_pred(g1,0,9) -1
    x(0,10,g2) cover(0,10) 1
    x(0,10,g2) centre(0,10,g2) 1
    x(0,10,g2) symmetry(0,10,g2) 1
    x(0,11,g2) cover(0,11) 1
    x(0,11,g2) centre(0,11,g2) 1
    x(0,11,g2) symmetry(0,11,g2) 1
    x(1,10,g2) cover(1,10) 1
    x(1,10,g2) centre(1,10,g2) 1
    x(1,10,g2) symmetry(0,11,g2) -1
    x(1,11,g2) cover(1,11) 1
    x(1,11,g2) centre(1,11,g2) 1
    x(1,11,g2) symmetry(0,10,g2) -1
    x(0,4,g3) cover(0,4) 1
    x(0,4,g3) symmetry(0,4,g3) 1
    x(0,4,g3) label_pred(g3,0,4) -1
    x(0,4,g3) label_tail(g3,0,4,0,5) -1
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) label_pred(g3,0,5) -1
    x(0,5,g3) label_tail(g3,0,5,0,4) -1
    x(0,5,g3) label_tail(g3,0,5,0,6) -1
    x(0,5,g3) label_tail(g3,0,5,1,5) -1
    x(0,6,g3) cover(0,6) 1
    x(0,6,g3) symmetry(0,6,g3) 1
    x(0,6,g3) label_pred(g3,0,6) -1
    x(0,6,g3) label_tail(g3,0,6,0,5) -1
    x(0,6,g3) label_tail(g3,0,6,1,6) -1
    x(1,1,g3) cover(1,1) 1
    x(1,1,g3) symmetry(1,1,g3) 1
    x(1,1,g3) label_pred(g3,1,1) -1
    x(1,1,g3) label_tail(g3,1,1,1,2) -1
    x(1,1,g3) label_tail(g3,1,1,2,1) -1
    x(1,2,g3) cover(1,2) 1
    x(1,2,g3) symmetry(1,2,g3) 1
    x(1,2,g3) label_pred(g3,1,2) -1
    x(1,2,g3) label_tail(g3,1,2,1,1) -1
    x(1,2,g3) label_tail(g3,1,2,2,2) -1
    x(1,3,g3) cover(1,3) 1
    x(1,3,g3) centre(1,3,g3) 1
    x(1,3,g3) symmetry(1,3,g3) 1
    x(1,4,g3) cover(1,4) 1
    x(1,4,g3) centre(1,4,g3) 1
    x(1,4,g3) symmetry(1,3,g3) -1
    x(1,5,g3) cover(1,5) 1
    x(1,5,g3) symmetry(1,2,g3) -1
    x(1,5,g3) label_pred(g3,1,5) -1
    x(1,5,g3) label_tail(g3,1,5,1,6) -1
    x(1,5,g3) label_tail(g3,1,5,0,5) -1
    x(1,6,g3) cover(1,6) 1
    x(1,6,g3) symmetry(1,1,g3) -1
    x(1,6,g3) label_pred(g3,1,6) -1
    x(1,6,g3) label_tail(g3,1,6,1,5) -1
    x(1,6,g3) label_tail(g3,1,6,0,6) -1
    x(2,1,g3) cover(2,1) 1
    x(2,1,g3) symmetry(0,6,g3) -1
    x(2,1,g3) label_pred(g3,2,1) -1
    x(2,1,g3) label_tail(g3,2,1,2,2) -1
    x(2,1,g3) label_tail(g3,2,1,1,1) -1
    x(2,2,g3) cover(2,2) 1
    x(2,2,g3) symmetry(0,5,g3) -1
    x(2,2,g3) label_pred(g3,2,2) -1
    x(2,2,g3) label_tail(g3,2,2,2,1) -1
    x(2,2,g3) label_tail(g3,2,2,2,3) -1
    x(2,2,g3) label_tail(g3,2,2,1,2) -1
    x(2,3,g3) cover(2,3) 1
    x(2,3,g3) symmetry(0,4,g3) -1
    x(2,3,g3) label_pred(g3,2,3) -1
    x(2,3,g3) label_tail(g3,2,3,2,2) -1
    x(1,8,g4) cover(1,8) 1
    x(1,8,g4) centre(1,8,g4) 1
    x(1,9,g5) cover(1,9) 1
    x(1,9,g5) centre(1,9,g5) 1
    x(0,6,g6) cover(0,6) 1
    x(0,6,g6) symmetry(0,6,g6) 1
    x(0,6,g6) label_pred(g6,0,6) -1
    x(0,6,g6) label_tail(g6,0,6,1,6) -1
    x(1,6,g6) cover(1,6) 1
    x(1,6,g6) symmetry(1,6,g6) 1
    x(1,6,g6) label_pred(g6,1,6) -1
    x(1,6,g6) label_tail(g6,1,6,0,6) -1
    x(1,7,g6) cover(1,7) 1
    x(1,7,g6) centre(1,7,g6) 1
    x(1,7,g6) symmetry(1,7,g6) 1
    x(2,7,g6) cover(2,7) 1
    x(2,7,g6) centre(2,7,g6) 1
    x(2,7,g6) symmetry(1,7,g6) -1
    x(2,8,g6) cover(2,8) 1
    x(2,8,g6) symmetry(1,6,g6) -1
    x(2,8,g6) label_pred(g6,2,8) -1
    x(2,8,g6) label_tail(g6,2,8,3,8) -1
    x(3,8,g6) cover(3,8) 1
    x(3,8,g6) symmetry(0,6,g6) -1
    x(3,8,g6) label_pred(g6,3,8) -1
    x(3,8,g6) label_tail(g6,3,8,2,8) -1
    x(2,5,g7) cover(2,5) 1
    x(2,5,g7) centre(2,5,g7) 1
    x(0,6,g8) cover(0,6) 1
    x(0,6,g8) symmetry(0,6,g8) 1
    x(0,6,g8) label_pred(g8,0,6) -1
    x(0,6,g8) label_tail(g8,0,6,1,6) -1
    x(1,6,g8) cover(1,6) 1
    x(1,6,g8) symmetry(1,6,g8) 1
    x(1,6,g8) label_pred(g8,1,6) -1
    x(1,6,g8) label_tail(g8,1,6,0,6) -1
    x(2,6,g8) cover(2,6) 1
    x(2,6,g8) centre(2,6,g8) 1
    x(3,6,g8) cover(3,6) 1
    x(3,6,g8) symmetry(1,6,g8) -1
    x(3,6,g8) label_pred(g8,3,6) -1
    x(3,6,g8) label_tail(g8,3,6,4,6) -1
    x(4,6,g8) cover(4,6) 1
    x(4,6,g8) symmetry(0,6,g8) -1
    x(4,6,g8) label_pred(g8,4,6) -1
    x(4,6,g8) label_tail(g8,4,6,3,6) -1
    x(2,8,g9) cover(2,8) 1
    x(2,8,g9) symmetry(2,8,g9) 1
    x(2,8,g9) label_pred(g9,2,8) -1
    x(2,9,g9) cover(2,9) 1
    x(2,9,g9) centre(2,9,g9) 1
    x(2,9,g9) symmetry(2,9,g9) 1
    x(2,10,g9) cover(2,10) 1
    x(2,10,g9) centre(2,10,g9) 1
    x(2,10,g9) symmetry(2,9,g9) -1
    x(2,11,g9) cover(2,11) 1
    x(2,11,g9) symmetry(2,8,g9) -1
    x(2,11,g9) label_pred(g9,2,11) -1
    x(0,0,g10) cover(0,0) 1
    x(0,0,g10) symmetry(0,0,g10) 1
    x(0,0,g10) label_pred(g10,0,0) -1
    x(0,0,g10) label_tail(g10,0,0,1,0) -1
    x(1,0,g10) cover(1,0) 1
    x(1,0,g10) symmetry(1,0,g10) 1
    x(1,0,g10) label_pred(g10,1,0) -1
    x(1,0,g10) label_tail(g10,1,0,0,0) -1
    x(2,0,g10) cover(2,0) 1
    x(2,0,g10) centre(2,0,g10) 1
    x(2,0,g10) symmetry(2,0,g10) 1
    x(3,0,g10) cover(3,0) 1
    x(3,0,g10) centre(3,0,g10) 1
    x(3,0,g10) symmetry(2,0,g10) -1
    x(4,0,g10) cover(4,0) 1
    x(4,0,g10) symmetry(1,0,g10) -1
    x(4,0,g10) label_pred(g10,4,0) -1
    x(4,0,g10) label_tail(g10,4,0,5,0) -1
    x(5,0,g10) cover(5,0) 1
    x(5,0,g10) symmetry(0,0,g10) -1
    x(5,0,g10) label_pred(g10,5,0) -1
    x(5,0,g10) label_tail(g10,5,0,4,0) -1
    x(0,1,g11) cover(0,1) 1
    x(0,1,g11) symmetry(0,1,g11) 1
    x(0,1,g11) label_pred(g11,0,1) -1
    x(0,1,g11) label_tail(g11,0,1,1,1) -1
    x(1,1,g11) cover(1,1) 1
    x(1,1,g11) symmetry(1,1,g11) 1
    x(1,1,g11) label_pred(g11,1,1) -1
    x(1,1,g11) label_tail(g11,1,1,1,2) -1
    x(1,1,g11) label_tail(g11,1,1,0,1) -1
    x(1,1,g11) label_tail(g11,1,1,2,1) -1
    x(1,2,g11) cover(1,2) 1
    x(1,2,g11) symmetry(1,2,g11) 1
    x(1,2,g11) label_pred(g11,1,2) -1
    x(1,2,g11) label_tail(g11,1,2,1,1) -1
    x(1,2,g11) label_tail(g11,1,2,2,2) -1
    x(2,1,g11) cover(2,1) 1
    x(2,1,g11) symmetry(2,1,g11) 1
    x(2,1,g11) label_pred(g11,2,1) -1
    x(2,1,g11) label_tail(g11,2,1,2,2) -1
    x(2,1,g11) label_tail(g11,2,1,1,1) -1
    x(2,1,g11) label_tail(g11,2,1,3,1) -1
    x(2,2,g11) cover(2,2) 1
    x(2,2,g11) symmetry(2,2,g11) 1
    x(2,2,g11) label_pred(g11,2,2) -1
    x(2,2,g11) label_tail(g11,2,2,2,1) -1
    x(2,2,g11) label_tail(g11,2,2,2,3) -1
    x(2,2,g11) label_tail(g11,2,2,1,2) -1
    x(2,3,g11) cover(2,3) 1
    x(2,3,g11) symmetry(2,3,g11) 1
    x(2,3,g11) label_pred(g11,2,3) -1
    x(2,3,g11) label_tail(g11,2,3,2,2) -1
    x(2,3,g11) label_tail(g11,2,3,2,4) -1
    x(2,4,g11) cover(2,4) 1
    x(2,4,g11) symmetry(2,4,g11) 1
    x(2,4,g11) label_pred(g11,2,4) -1
    x(2,4,g11) label_tail(g11,2,4,2,3) -1
    x(3,1,g11) cover(3,1) 1
    x(3,1,g11) symmetry(3,1,g11) 1
    x(3,1,g11) label_pred(g11,3,1) -1
    x(3,1,g11) label_tail(g11,3,1,2,1) -1
    x(3,3,g11) cover(3,3) 1
    x(3,3,g11) centre(3,3,g11) 1
    x(3,3,g11) symmetry(3,3,g11) 1
    x(3,4,g11) cover(3,4) 1
    x(3,4,g11) centre(3,4,g11) 1
    x(3,4,g11) symmetry(3,3,g11) -1
    x(3,6,g11) cover(3,6) 1
    x(3,6,g11) symmetry(3,1,g11) -1
    x(3,6,g11) label_pred(g11,3,6) -1
    x(3,6,g11) label_tail(g11,3,6,4,6) -1
    x(4,3,g11) cover(4,3) 1
    x(4,3,g11) symmetry(2,4,g11) -1
    x(4,3,g11) label_pred(g11,4,3) -1
    x(4,3,g11) label_tail(g11,4,3,4,4) -1
    x(4,4,g11) cover(4,4) 1
    x(4,4,g11) symmetry(2,3,g11) -1
    x(4,4,g11) label_pred(g11,4,4) -1
    x(4,4,g11) label_tail(g11,4,4,4,3) -1
    x(4,4,g11) label_tail(g11,4,4,4,5) -1
    x(4,5,g11) cover(4,5) 1
    x(4,5,g11) symmetry(2,2,g11) -1
    x(4,5,g11) label_pred(g11,4,5) -1
    x(4,5,g11) label_tail(g11,4,5,4,4) -1
    x(4,5,g11) label_tail(g11,4,5,4,6) -1
    x(4,5,g11) label_tail(g11,4,5,5,5) -1
    x(4,6,g11) cover(4,6) 1
    x(4,6,g11) symmetry(2,1,g11) -1
    x(4,6,g11) label_pred(g11,4,6) -1
    x(4,6,g11) label_tail(g11,4,6,4,5) -1
    x(4,6,g11) label_tail(g11,4,6,3,6) -1
    x(4,6,g11) label_tail(g11,4,6,5,6) -1
    x(5,5,g11) cover(5,5) 1
    x(5,5,g11) symmetry(1,2,g11) -1
    x(5,5,g11) label_pred(g11,5,5) -1
    x(5,5,g11) label_tail(g11,5,5,5,6) -1
    x(5,5,g11) label_tail(g11,5,5,4,5) -1
    x(5,6,g11) cover(5,6) 1
    x(5,6,g11) symmetry(1,1,g11) -1
    x(5,6,g11) label_pred(g11,5,6) -1
    x(5,6,g11) label_tail(g11,5,6,5,5) -1
    x(5,6,g11) label_tail(g11,5,6,4,6) -1
    x(5,6,g11) label_tail(g11,5,6,6,6) -1
    x(6,6,g11) cover(6,6) 1
    x(6,6,g11) symmetry(0,1,g11) -1
    x(6,6,g11) label_pred(g11,6,6) -1
    x(6,6,g11) label_tail(g11,6,6,5,6) -1
    x(3,5,g12) cover(3,5) 1
    x(3,5,g12) centre(3,5,g12) 1
    x(2,8,g13) cover(2,8) 1
    x(2,8,g13) symmetry(2,8,g13) 1
    x(2,8,g13) label_pred(g13,2,8) -1
    x(2,8,g13) label_tail(g13,2,8,3,8) -1
    x(3,6,g13) cover(3,6) 1
    x(3,6,g13) symmetry(3,6,g13) 1
    x(3,6,g13) label_pred(g13,3,6) -1
    x(3,6,g13) label_tail(g13,3,6,4,6) -1
    x(3,7,g13) cover(3,7) 1
    x(3,7,g13) centre(3,7,g13) 1
    x(3,8,g13) cover(3,8) 1
    x(3,8,g13) symmetry(3,6,g13) -1
    x(3,8,g13) label_pred(g13,3,8) -1
    x(3,8,g13) label_tail(g13,3,8,2,8) -1
    x(4,6,g13) cover(4,6) 1
    x(4,6,g13) symmetry(2,8,g13) -1
    x(4,6,g13) label_pred(g13,4,6) -1
    x(4,6,g13) label_tail(g13,4,6,3,6) -1
    x(3,9,g14) cover(3,9) 1
    x(3,9,g14) centre(3,9,g14) 1
    x(3,10,g15) cover(3,10) 1
    x(3,10,g15) centre(3,10,g15) 1
    x(3,11,g16) cover(3,11) 1
    x(3,11,g16) centre(3,11,g16) 1
    x(0,1,g17) cover(0,1) 1
    x(0,1,g17) symmetry(0,1,g17) 1
    x(0,1,g17) label_pred(g17,0,1) -1
    x(0,1,g17) label_tail(g17,0,1,1,1) -1
    x(1,1,g17) cover(1,1) 1
    x(1,1,g17) symmetry(1,1,g17) 1
    x(1,1,g17) label_pred(g17,1,1) -1
    x(1,1,g17) label_tail(g17,1,1,0,1) -1
    x(1,1,g17) label_tail(g17,1,1,2,1) -1
    x(2,1,g17) cover(2,1) 1
    x(2,1,g17) symmetry(2,1,g17) 1
    x(2,1,g17) label_pred(g17,2,1) -1
    x(2,1,g17) label_tail(g17,2,1,1,1) -1
    x(2,1,g17) label_tail(g17,2,1,3,1) -1
    x(3,1,g17) cover(3,1) 1
    x(3,1,g17) symmetry(3,1,g17) 1
    x(3,1,g17) label_pred(g17,3,1) -1
    x(3,1,g17) label_tail(g17,3,1,3,2) -1
    x(3,1,g17) label_tail(g17,3,1,2,1) -1
    x(3,2,g17) cover(3,2) 1
    x(3,2,g17) symmetry(3,2,g17) 1
    x(3,2,g17) label_pred(g17,3,2) -1
    x(3,2,g17) label_tail(g17,3,2,3,1) -1
    x(4,0,g17) cover(4,0) 1
    x(4,0,g17) symmetry(4,0,g17) 1
    x(4,0,g17) label_pred(g17,4,0) -1
    x(4,1,g17) cover(4,1) 1
    x(4,1,g17) centre(4,1,g17) 1
    x(4,1,g17) symmetry(4,1,g17) 1
    x(4,2,g17) cover(4,2) 1
    x(4,2,g17) centre(4,2,g17) 1
    x(4,2,g17) symmetry(4,1,g17) -1
    x(4,3,g17) cover(4,3) 1
    x(4,3,g17) symmetry(4,0,g17) -1
    x(4,3,g17) label_pred(g17,4,3) -1
    x(5,1,g17) cover(5,1) 1
    x(5,1,g17) symmetry(3,2,g17) -1
    x(5,1,g17) label_pred(g17,5,1) -1
    x(5,1,g17) label_tail(g17,5,1,5,2) -1
    x(5,2,g17) cover(5,2) 1
    x(5,2,g17) symmetry(3,1,g17) -1
    x(5,2,g17) label_pred(g17,5,2) -1
    x(5,2,g17) label_tail(g17,5,2,5,1) -1
    x(5,2,g17) label_tail(g17,5,2,6,2) -1
    x(6,2,g17) cover(6,2) 1
    x(6,2,g17) symmetry(2,1,g17) -1
    x(6,2,g17) label_pred(g17,6,2) -1
    x(6,2,g17) label_tail(g17,6,2,5,2) -1
    x(6,2,g17) label_tail(g17,6,2,7,2) -1
    x(7,2,g17) cover(7,2) 1
    x(7,2,g17) symmetry(1,1,g17) -1
    x(7,2,g17) label_pred(g17,7,2) -1
    x(7,2,g17) label_tail(g17,7,2,6,2) -1
    x(7,2,g17) label_tail(g17,7,2,8,2) -1
    x(8,2,g17) cover(8,2) 1
    x(8,2,g17) symmetry(0,1,g17) -1
    x(8,2,g17) label_pred(g17,8,2) -1
    x(8,2,g17) label_tail(g17,8,2,7,2) -1
    x(4,11,g18) cover(4,11) 1
    x(4,11,g18) centre(4,11,g18) 1
    x(4,7,g19) cover(4,7) 1
    x(4,7,g19) centre(4,7,g19) 1
    x(4,7,g19) symmetry(4,7,g19) 1
    x(5,7,g19) cover(5,7) 1
    x(5,7,g19) centre(5,7,g19) 1
    x(5,7,g19) symmetry(4,7,g19) -1
    x(2,8,g20) cover(2,8) 1
    x(2,8,g20) symmetry(2,8,g20) 1
    x(2,8,g20) label_pred(g20,2,8) -1
    x(2,8,g20) label_tail(g20,2,8,3,8) -1
    x(3,8,g20) cover(3,8) 1
    x(3,8,g20) symmetry(3,8,g20) 1
    x(3,8,g20) label_pred(g20,3,8) -1
    x(3,8,g20) label_tail(g20,3,8,2,8) -1
    x(4,8,g20) cover(4,8) 1
    x(4,8,g20) centre(4,8,g20) 1
    x(4,8,g20) symmetry(4,8,g20) 1
    x(5,8,g20) cover(5,8) 1
    x(5,8,g20) centre(5,8,g20) 1
    x(5,8,g20) symmetry(4,8,g20) -1
    x(6,8,g20) cover(6,8) 1
    x(6,8,g20) symmetry(3,8,g20) -1
    x(6,8,g20) label_pred(g20,6,8) -1
    x(6,8,g20) label_tail(g20,6,8,7,8) -1
    x(7,8,g20) cover(7,8) 1
    x(7,8,g20) symmetry(2,8,g20) -1
    x(7,8,g20) label_pred(g20,7,8) -1
    x(7,8,g20) label_tail(g20,7,8,6,8) -1
    x(4,3,g21) cover(4,3) 1
    x(4,3,g21) symmetry(4,3,g21) 1
    x(4,3,g21) label_pred(g21,4,3) -1
    x(4,5,g21) cover(4,5) 1
    x(4,5,g21) symmetry(4,5,g21) 1
    x(4,5,g21) label_pred(g21,4,5) -1
    x(4,5,g21) label_tail(g21,4,5,5,5) -1
    x(5,1,g21) cover(5,1) 1
    x(5,1,g21) symmetry(5,1,g21) 1
    x(5,1,g21) label_pred(g21,5,1) -1
    x(5,1,g21) label_tail(g21,5,1,5,2) -1
    x(5,2,g21) cover(5,2) 1
    x(5,2,g21) symmetry(5,2,g21) 1
    x(5,2,g21) label_pred(g21,5,2) -1
    x(5,2,g21) label_tail(g21,5,2,5,1) -1
    x(5,2,g21) label_tail(g21,5,2,6,2) -1
    x(5,3,g21) cover(5,3) 1
    x(5,3,g21) centre(5,3,g21) 1
    x(5,3,g21) symmetry(5,3,g21) 1
    x(5,4,g21) cover(5,4) 1
    x(5,4,g21) centre(5,4,g21) 1
    x(5,4,g21) symmetry(5,3,g21) -1
    x(5,5,g21) cover(5,5) 1
    x(5,5,g21) symmetry(5,2,g21) -1
    x(5,5,g21) label_pred(g21,5,5) -1
    x(5,5,g21) label_tail(g21,5,5,5,6) -1
    x(5,5,g21) label_tail(g21,5,5,4,5) -1
    x(5,6,g21) cover(5,6) 1
    x(5,6,g21) symmetry(5,1,g21) -1
    x(5,6,g21) label_pred(g21,5,6) -1
    x(5,6,g21) label_tail(g21,5,6,5,5) -1
    x(6,2,g21) cover(6,2) 1
    x(6,2,g21) symmetry(4,5,g21) -1
    x(6,2,g21) label_pred(g21,6,2) -1
    x(6,2,g21) label_tail(g21,6,2,5,2) -1
    x(6,4,g21) cover(6,4) 1
    x(6,4,g21) symmetry(4,3,g21) -1
    x(6,4,g21) label_pred(g21,6,4) -1
    x(4,9,g22) cover(4,9) 1
    x(4,9,g22) symmetry(4,9,g22) 1
    x(4,9,g22) label_pred(g22,4,9) -1
    x(4,9,g22) label_tail(g22,4,9,4,10) -1
    x(4,10,g22) cover(4,10) 1
    x(4,10,g22) symmetry(4,10,g22) 1
    x(4,10,g22) label_pred(g22,4,10) -1
    x(4,10,g22) label_tail(g22,4,10,4,9) -1
    x(5,9,g22) cover(5,9) 1
    x(5,9,g22) centre(5,9,g22) 1
    x(5,9,g22) symmetry(5,9,g22) 1
    x(6,9,g22) cover(6,9) 1
    x(6,9,g22) centre(6,9,g22) 1
    x(6,9,g22) symmetry(5,9,g22) -1
    x(7,8,g22) cover(7,8) 1
    x(7,8,g22) symmetry(4,10,g22) -1
    x(7,8,g22) label_pred(g22,7,8) -1
    x(7,8,g22) label_tail(g22,7,8,7,9) -1
    x(7,9,g22) cover(7,9) 1
    x(7,9,g22) symmetry(4,9,g22) -1
    x(7,9,g22) label_pred(g22,7,9) -1
    x(7,9,g22) label_tail(g22,7,9,7,8) -1
    x(4,10,g23) cover(4,10) 1
    x(4,10,g23) symmetry(4,10,g23) 1
    x(4,10,g23) label_pred(g23,4,10) -1
    x(5,10,g23) cover(5,10) 1
    x(5,10,g23) centre(5,10,g23) 1
    x(5,10,g23) symmetry(5,10,g23) 1
    x(6,10,g23) cover(6,10) 1
    x(6,10,g23) centre(6,10,g23) 1
    x(6,10,g23) symmetry(5,10,g23) -1
    x(7,10,g23) cover(7,10) 1
    x(7,10,g23) symmetry(4,10,g23) -1
    x(7,10,g23) label_pred(g23,7,10) -1
    x(4,0,g24) cover(4,0) 1
    x(4,0,g24) symmetry(4,0,g24) 1
    x(4,0,g24) label_pred(g24,4,0) -1
    x(4,0,g24) label_tail(g24,4,0,5,0) -1
    x(4,4,g24) cover(4,4) 1
    x(4,4,g24) symmetry(4,4,g24) 1
    x(4,4,g24) label_pred(g24,4,4) -1
    x(4,4,g24) label_tail(g24,4,4,4,5) -1
    x(4,5,g24) cover(4,5) 1
    x(4,5,g24) symmetry(4,5,g24) 1
    x(4,5,g24) label_pred(g24,4,5) -1
    x(4,5,g24) label_tail(g24,4,5,4,4) -1
    x(4,5,g24) label_tail(g24,4,5,4,6) -1
    x(4,6,g24) cover(4,6) 1
    x(4,6,g24) symmetry(4,6,g24) 1
    x(4,6,g24) label_pred(g24,4,6) -1
    x(4,6,g24) label_tail(g24,4,6,4,5) -1
    x(4,6,g24) label_tail(g24,4,6,5,6) -1
    x(5,0,g24) cover(5,0) 1
    x(5,0,g24) symmetry(5,0,g24) 1
    x(5,0,g24) label_pred(g24,5,0) -1
    x(5,0,g24) label_tail(g24,5,0,5,1) -1
    x(5,0,g24) label_tail(g24,5,0,4,0) -1
    x(5,0,g24) label_tail(g24,5,0,6,0) -1
    x(5,1,g24) cover(5,1) 1
    x(5,1,g24) symmetry(5,1,g24) 1
    x(5,1,g24) label_pred(g24,5,1) -1
    x(5,1,g24) label_tail(g24,5,1,5,0) -1
    x(5,1,g24) label_tail(g24,5,1,5,2) -1
    x(5,2,g24) cover(5,2) 1
    x(5,2,g24) symmetry(5,2,g24) 1
    x(5,2,g24) label_pred(g24,5,2) -1
    x(5,2,g24) label_tail(g24,5,2,5,1) -1
    x(5,2,g24) label_tail(g24,5,2,6,2) -1
    x(5,6,g24) cover(5,6) 1
    x(5,6,g24) symmetry(5,6,g24) 1
    x(5,6,g24) label_pred(g24,5,6) -1
    x(5,6,g24) label_tail(g24,5,6,4,6) -1
    x(5,6,g24) label_tail(g24,5,6,6,6) -1
    x(6,0,g24) cover(6,0) 1
    x(6,0,g24) symmetry(6,0,g24) 1
    x(6,0,g24) label_pred(g24,6,0) -1
    x(6,0,g24) label_tail(g24,6,0,5,0) -1
    x(6,0,g24) label_tail(g24,6,0,7,0) -1
    x(6,2,g24) cover(6,2) 1
    x(6,2,g24) symmetry(6,2,g24) 1
    x(6,2,g24) label_pred(g24,6,2) -1
    x(6,2,g24) label_tail(g24,6,2,5,2) -1
    x(6,3,g24) cover(6,3) 1
    x(6,3,g24) centre(6,3,g24) 1
    x(6,4,g24) cover(6,4) 1
    x(6,4,g24) symmetry(6,2,g24) -1
    x(6,4,g24) label_pred(g24,6,4) -1
    x(6,4,g24) label_tail(g24,6,4,7,4) -1
    x(6,6,g24) cover(6,6) 1
    x(6,6,g24) symmetry(6,0,g24) -1
    x(6,6,g24) label_pred(g24,6,6) -1
    x(6,6,g24) label_tail(g24,6,6,5,6) -1
    x(6,6,g24) label_tail(g24,6,6,7,6) -1
    x(7,0,g24) cover(7,0) 1
    x(7,0,g24) symmetry(5,6,g24) -1
    x(7,0,g24) label_pred(g24,7,0) -1
    x(7,0,g24) label_tail(g24,7,0,6,0) -1
    x(7,0,g24) label_tail(g24,7,0,8,0) -1
    x(7,4,g24) cover(7,4) 1
    x(7,4,g24) symmetry(5,2,g24) -1
    x(7,4,g24) label_pred(g24,7,4) -1
    x(7,4,g24) label_tail(g24,7,4,7,5) -1
    x(7,4,g24) label_tail(g24,7,4,6,4) -1
    x(7,5,g24) cover(7,5) 1
    x(7,5,g24) symmetry(5,1,g24) -1
    x(7,5,g24) label_pred(g24,7,5) -1
    x(7,5,g24) label_tail(g24,7,5,7,4) -1
    x(7,5,g24) label_tail(g24,7,5,7,6) -1
    x(7,6,g24) cover(7,6) 1
    x(7,6,g24) symmetry(5,0,g24) -1
    x(7,6,g24) label_pred(g24,7,6) -1
    x(7,6,g24) label_tail(g24,7,6,7,5) -1
    x(7,6,g24) label_tail(g24,7,6,6,6) -1
    x(7,6,g24) label_tail(g24,7,6,8,6) -1
    x(8,0,g24) cover(8,0) 1
    x(8,0,g24) symmetry(4,6,g24) -1
    x(8,0,g24) label_pred(g24,8,0) -1
    x(8,0,g24) label_tail(g24,8,0,8,1) -1
    x(8,0,g24) label_tail(g24,8,0,7,0) -1
    x(8,1,g24) cover(8,1) 1
    x(8,1,g24) symmetry(4,5,g24) -1
    x(8,1,g24) label_pred(g24,8,1) -1
    x(8,1,g24) label_tail(g24,8,1,8,0) -1
    x(8,1,g24) label_tail(g24,8,1,8,2) -1
    x(8,2,g24) cover(8,2) 1
    x(8,2,g24) symmetry(4,4,g24) -1
    x(8,2,g24) label_pred(g24,8,2) -1
    x(8,2,g24) label_tail(g24,8,2,8,1) -1
    x(8,6,g24) cover(8,6) 1
    x(8,6,g24) symmetry(4,0,g24) -1
    x(8,6,g24) label_pred(g24,8,6) -1
    x(8,6,g24) label_tail(g24,8,6,7,6) -1
    x(3,6,g25) cover(3,6) 1
    x(3,6,g25) symmetry(3,6,g25) 1
    x(3,6,g25) label_pred(g25,3,6) -1
    x(3,6,g25) label_tail(g25,3,6,4,6) -1
    x(4,4,g25) cover(4,4) 1
    x(4,4,g25) symmetry(4,4,g25) 1
    x(4,4,g25) label_pred(g25,4,4) -1
    x(4,4,g25) label_tail(g25,4,4,4,5) -1
    x(4,5,g25) cover(4,5) 1
    x(4,5,g25) symmetry(4,5,g25) 1
    x(4,5,g25) label_pred(g25,4,5) -1
    x(4,5,g25) label_tail(g25,4,5,4,4) -1
    x(4,5,g25) label_tail(g25,4,5,4,6) -1
    x(4,5,g25) label_tail(g25,4,5,5,5) -1
    x(4,6,g25) cover(4,6) 1
    x(4,6,g25) symmetry(4,6,g25) 1
    x(4,6,g25) label_pred(g25,4,6) -1
    x(4,6,g25) label_tail(g25,4,6,4,5) -1
    x(4,6,g25) label_tail(g25,4,6,3,6) -1
    x(4,6,g25) label_tail(g25,4,6,5,6) -1
    x(5,5,g25) cover(5,5) 1
    x(5,5,g25) symmetry(5,5,g25) 1
    x(5,5,g25) label_pred(g25,5,5) -1
    x(5,5,g25) label_tail(g25,5,5,5,6) -1
    x(5,5,g25) label_tail(g25,5,5,4,5) -1
    x(5,6,g25) cover(5,6) 1
    x(5,6,g25) symmetry(5,6,g25) 1
    x(5,6,g25) label_pred(g25,5,6) -1
    x(5,6,g25) label_tail(g25,5,6,5,5) -1
    x(5,6,g25) label_tail(g25,5,6,4,6) -1
    x(5,6,g25) label_tail(g25,5,6,6,6) -1
    x(6,4,g25) cover(6,4) 1
    x(6,4,g25) symmetry(6,4,g25) 1
    x(6,4,g25) label_pred(g25,6,4) -1
    x(6,4,g25) label_tail(g25,6,4,7,4) -1
    x(6,5,g25) cover(6,5) 1
    x(6,5,g25) centre(6,5,g25) 1
    x(6,6,g25) cover(6,6) 1
    x(6,6,g25) symmetry(6,4,g25) -1
    x(6,6,g25) label_pred(g25,6,6) -1
    x(6,6,g25) label_tail(g25,6,6,5,6) -1
    x(7,4,g25) cover(7,4) 1
    x(7,4,g25) symmetry(5,6,g25) -1
    x(7,4,g25) label_pred(g25,7,4) -1
    x(7,4,g25) label_tail(g25,7,4,7,5) -1
    x(7,4,g25) label_tail(g25,7,4,6,4) -1
    x(7,4,g25) label_tail(g25,7,4,8,4) -1
    x(7,5,g25) cover(7,5) 1
    x(7,5,g25) symmetry(5,5,g25) -1
    x(7,5,g25) label_pred(g25,7,5) -1
    x(7,5,g25) label_tail(g25,7,5,7,4) -1
    x(7,5,g25) label_tail(g25,7,5,8,5) -1
    x(8,4,g25) cover(8,4) 1
    x(8,4,g25) symmetry(4,6,g25) -1
    x(8,4,g25) label_pred(g25,8,4) -1
    x(8,4,g25) label_tail(g25,8,4,8,5) -1
    x(8,4,g25) label_tail(g25,8,4,7,4) -1
    x(8,4,g25) label_tail(g25,8,4,9,4) -1
    x(8,5,g25) cover(8,5) 1
    x(8,5,g25) symmetry(4,5,g25) -1
    x(8,5,g25) label_pred(g25,8,5) -1
    x(8,5,g25) label_tail(g25,8,5,8,4) -1
    x(8,5,g25) label_tail(g25,8,5,8,6) -1
    x(8,5,g25) label_tail(g25,8,5,7,5) -1
    x(8,6,g25) cover(8,6) 1
    x(8,6,g25) symmetry(4,4,g25) -1
    x(8,6,g25) label_pred(g25,8,6) -1
    x(8,6,g25) label_tail(g25,8,6,8,5) -1
    x(9,4,g25) cover(9,4) 1
    x(9,4,g25) symmetry(3,6,g25) -1
    x(9,4,g25) label_pred(g25,9,4) -1
    x(9,4,g25) label_tail(g25,9,4,8,4) -1
    x(3,6,g26) cover(3,6) 1
    x(3,6,g26) symmetry(3,6,g26) 1
    x(3,6,g26) label_pred(g26,3,6) -1
    x(3,6,g26) label_tail(g26,3,6,4,6) -1
    x(4,6,g26) cover(4,6) 1
    x(4,6,g26) symmetry(4,6,g26) 1
    x(4,6,g26) label_pred(g26,4,6) -1
    x(4,6,g26) label_tail(g26,4,6,3,6) -1
    x(4,6,g26) label_tail(g26,4,6,5,6) -1
    x(5,5,g26) cover(5,5) 1
    x(5,5,g26) symmetry(5,5,g26) 1
    x(5,5,g26) label_pred(g26,5,5) -1
    x(5,5,g26) label_tail(g26,5,5,5,6) -1
    x(5,6,g26) cover(5,6) 1
    x(5,6,g26) symmetry(5,6,g26) 1
    x(5,6,g26) label_pred(g26,5,6) -1
    x(5,6,g26) label_tail(g26,5,6,5,5) -1
    x(5,6,g26) label_tail(g26,5,6,4,6) -1
    x(5,6,g26) label_tail(g26,5,6,6,6) -1
    x(6,6,g26) cover(6,6) 1
    x(6,6,g26) symmetry(6,6,g26) 1
    x(6,6,g26) label_pred(g26,6,6) -1
    x(6,6,g26) label_tail(g26,6,6,5,6) -1
    x(6,7,g26) cover(6,7) 1
    x(6,7,g26) centre(6,7,g26) 1
    x(6,8,g26) cover(6,8) 1
    x(6,8,g26) symmetry(6,6,g26) -1
    x(6,8,g26) label_pred(g26,6,8) -1
    x(6,8,g26) label_tail(g26,6,8,7,8) -1
    x(7,8,g26) cover(7,8) 1
    x(7,8,g26) symmetry(5,6,g26) -1
    x(7,8,g26) label_pred(g26,7,8) -1
    x(7,8,g26) label_tail(g26,7,8,7,9) -1
    x(7,8,g26) label_tail(g26,7,8,6,8) -1
    x(7,8,g26) label_tail(g26,7,8,8,8) -1
    x(7,9,g26) cover(7,9) 1
    x(7,9,g26) symmetry(5,5,g26) -1
    x(7,9,g26) label_pred(g26,7,9) -1
    x(7,9,g26) label_tail(g26,7,9,7,8) -1
    x(8,8,g26) cover(8,8) 1
    x(8,8,g26) symmetry(4,6,g26) -1
    x(8,8,g26) label_pred(g26,8,8) -1
    x(8,8,g26) label_tail(g26,8,8,7,8) -1
    x(8,8,g26) label_tail(g26,8,8,9,8) -1
    x(9,8,g26) cover(9,8) 1
    x(9,8,g26) symmetry(3,6,g26) -1
    x(9,8,g26) label_pred(g26,9,8) -1
    x(9,8,g26) label_tail(g26,9,8,8,8) -1
    x(5,0,g27) cover(5,0) 1
    x(5,0,g27) symmetry(5,0,g27) 1
    x(5,0,g27) label_pred(g27,5,0) -1
    x(5,0,g27) label_tail(g27,5,0,5,1) -1
    x(5,0,g27) label_tail(g27,5,0,6,0) -1
    x(5,1,g27) cover(5,1) 1
    x(5,1,g27) symmetry(5,1,g27) 1
    x(5,1,g27) label_pred(g27,5,1) -1
    x(5,1,g27) label_tail(g27,5,1,5,0) -1
    x(5,1,g27) label_tail(g27,5,1,5,2) -1
    x(5,2,g27) cover(5,2) 1
    x(5,2,g27) symmetry(5,2,g27) 1
    x(5,2,g27) label_pred(g27,5,2) -1
    x(5,2,g27) label_tail(g27,5,2,5,1) -1
    x(5,2,g27) label_tail(g27,5,2,6,2) -1
    x(6,0,g27) cover(6,0) 1
    x(6,0,g27) symmetry(6,0,g27) 1
    x(6,0,g27) label_pred(g27,6,0) -1
    x(6,0,g27) label_tail(g27,6,0,5,0) -1
    x(6,0,g27) label_tail(g27,6,0,7,0) -1
    x(6,1,g27) cover(6,1) 1
    x(6,1,g27) centre(6,1,g27) 1
    x(6,1,g27) symmetry(6,1,g27) 1
    x(6,2,g27) cover(6,2) 1
    x(6,2,g27) symmetry(6,2,g27) 1
    x(6,2,g27) label_pred(g27,6,2) -1
    x(6,2,g27) label_tail(g27,6,2,5,2) -1
    x(6,2,g27) label_tail(g27,6,2,7,2) -1
    x(7,0,g27) cover(7,0) 1
    x(7,0,g27) symmetry(6,2,g27) -1
    x(7,0,g27) label_pred(g27,7,0) -1
    x(7,0,g27) label_tail(g27,7,0,6,0) -1
    x(7,0,g27) label_tail(g27,7,0,8,0) -1
    x(7,1,g27) cover(7,1) 1
    x(7,1,g27) centre(7,1,g27) 1
    x(7,1,g27) symmetry(6,1,g27) -1
    x(7,2,g27) cover(7,2) 1
    x(7,2,g27) symmetry(6,0,g27) -1
    x(7,2,g27) label_pred(g27,7,2) -1
    x(7,2,g27) label_tail(g27,7,2,6,2) -1
    x(7,2,g27) label_tail(g27,7,2,8,2) -1
    x(8,0,g27) cover(8,0) 1
    x(8,0,g27) symmetry(5,2,g27) -1
    x(8,0,g27) label_pred(g27,8,0) -1
    x(8,0,g27) label_tail(g27,8,0,8,1) -1
    x(8,0,g27) label_tail(g27,8,0,7,0) -1
    x(8,1,g27) cover(8,1) 1
    x(8,1,g27) symmetry(5,1,g27) -1
    x(8,1,g27) label_pred(g27,8,1) -1
    x(8,1,g27) label_tail(g27,8,1,8,0) -1
    x(8,1,g27) label_tail(g27,8,1,8,2) -1
    x(8,2,g27) cover(8,2) 1
    x(8,2,g27) symmetry(5,0,g27) -1
    x(8,2,g27) label_pred(g27,8,2) -1
    x(8,2,g27) label_tail(g27,8,2,8,1) -1
    x(8,2,g27) label_tail(g27,8,2,7,2) -1
    x(5,11,g28) cover(5,11) 1
    x(5,11,g28) symmetry(5,11,g28) 1
    x(5,11,g28) label_pred(g28,5,11) -1
    x(6,11,g28) cover(6,11) 1
    x(6,11,g28) centre(6,11,g28) 1
    x(6,11,g28) symmetry(6,11,g28) 1
    x(7,11,g28) cover(7,11) 1
    x(7,11,g28) centre(7,11,g28) 1
    x(7,11,g28) symmetry(6,11,g28) -1
    x(8,11,g28) cover(8,11) 1
    x(8,11,g28) symmetry(5,11,g28) -1
    x(8,11,g28) label_pred(g28,8,11) -1
    x(4,0,g29) cover(4,0) 1
    x(4,0,g29) symmetry(4,0,g29) 1
    x(4,0,g29) label_pred(g29,4,0) -1
    x(4,0,g29) label_tail(g29,4,0,5,0) -1
    x(5,0,g29) cover(5,0) 1
    x(5,0,g29) symmetry(5,0,g29) 1
    x(5,0,g29) label_pred(g29,5,0) -1
    x(5,0,g29) label_tail(g29,5,0,4,0) -1
    x(5,0,g29) label_tail(g29,5,0,6,0) -1
    x(6,0,g29) cover(6,0) 1
    x(6,0,g29) symmetry(6,0,g29) 1
    x(6,0,g29) label_pred(g29,6,0) -1
    x(6,0,g29) label_tail(g29,6,0,5,0) -1
    x(6,0,g29) label_tail(g29,6,0,7,0) -1
    x(6,2,g29) cover(6,2) 1
    x(6,2,g29) symmetry(6,2,g29) 1
    x(6,2,g29) label_pred(g29,6,2) -1
    x(6,2,g29) label_tail(g29,6,2,7,2) -1
    x(7,0,g29) cover(7,0) 1
    x(7,0,g29) symmetry(7,0,g29) 1
    x(7,0,g29) label_pred(g29,7,0) -1
    x(7,0,g29) label_tail(g29,7,0,6,0) -1
    x(7,0,g29) label_tail(g29,7,0,8,0) -1
    x(7,2,g29) cover(7,2) 1
    x(7,2,g29) symmetry(7,2,g29) 1
    x(7,2,g29) label_pred(g29,7,2) -1
    x(7,2,g29) label_tail(g29,7,2,6,2) -1
    x(7,2,g29) label_tail(g29,7,2,8,2) -1
    x(7,3,g29) cover(7,3) 1
    x(7,3,g29) centre(7,3,g29) 1
    x(7,3,g29) symmetry(7,3,g29) 1
    x(7,4,g29) cover(7,4) 1
    x(7,4,g29) symmetry(7,4,g29) 1
    x(7,4,g29) label_pred(g29,7,4) -1
    x(7,4,g29) label_tail(g29,7,4,7,5) -1
    x(7,4,g29) label_tail(g29,7,4,8,4) -1
    x(7,5,g29) cover(7,5) 1
    x(7,5,g29) symmetry(7,5,g29) 1
    x(7,5,g29) label_pred(g29,7,5) -1
    x(7,5,g29) label_tail(g29,7,5,7,4) -1
    x(7,5,g29) label_tail(g29,7,5,7,6) -1
    x(7,6,g29) cover(7,6) 1
    x(7,6,g29) symmetry(7,6,g29) 1
    x(7,6,g29) label_pred(g29,7,6) -1
    x(7,6,g29) label_tail(g29,7,6,7,5) -1
    x(7,6,g29) label_tail(g29,7,6,8,6) -1
    x(8,0,g29) cover(8,0) 1
    x(8,0,g29) symmetry(7,6,g29) -1
    x(8,0,g29) label_pred(g29,8,0) -1
    x(8,0,g29) label_tail(g29,8,0,8,1) -1
    x(8,0,g29) label_tail(g29,8,0,7,0) -1
    x(8,1,g29) cover(8,1) 1
    x(8,1,g29) symmetry(7,5,g29) -1
    x(8,1,g29) label_pred(g29,8,1) -1
    x(8,1,g29) label_tail(g29,8,1,8,0) -1
    x(8,1,g29) label_tail(g29,8,1,8,2) -1
    x(8,2,g29) cover(8,2) 1
    x(8,2,g29) symmetry(7,4,g29) -1
    x(8,2,g29) label_pred(g29,8,2) -1
    x(8,2,g29) label_tail(g29,8,2,8,1) -1
    x(8,2,g29) label_tail(g29,8,2,7,2) -1
    x(8,3,g29) cover(8,3) 1
    x(8,3,g29) centre(8,3,g29) 1
    x(8,3,g29) symmetry(7,3,g29) -1
    x(8,4,g29) cover(8,4) 1
    x(8,4,g29) symmetry(7,2,g29) -1
    x(8,4,g29) label_pred(g29,8,4) -1
    x(8,4,g29) label_tail(g29,8,4,7,4) -1
    x(8,4,g29) label_tail(g29,8,4,9,4) -1
    x(8,6,g29) cover(8,6) 1
    x(8,6,g29) symmetry(7,0,g29) -1
    x(8,6,g29) label_pred(g29,8,6) -1
    x(8,6,g29) label_tail(g29,8,6,7,6) -1
    x(8,6,g29) label_tail(g29,8,6,9,6) -1
    x(9,4,g29) cover(9,4) 1
    x(9,4,g29) symmetry(6,2,g29) -1
    x(9,4,g29) label_pred(g29,9,4) -1
    x(9,4,g29) label_tail(g29,9,4,8,4) -1
    x(9,6,g29) cover(9,6) 1
    x(9,6,g29) symmetry(6,0,g29) -1
    x(9,6,g29) label_pred(g29,9,6) -1
    x(9,6,g29) label_tail(g29,9,6,8,6) -1
    x(9,6,g29) label_tail(g29,9,6,10,6) -1
    x(10,6,g29) cover(10,6) 1
    x(10,6,g29) symmetry(5,0,g29) -1
    x(10,6,g29) label_pred(g29,10,6) -1
    x(10,6,g29) label_tail(g29,10,6,9,6) -1
    x(10,6,g29) label_tail(g29,10,6,11,6) -1
    x(11,6,g29) cover(11,6) 1
    x(11,6,g29) symmetry(4,0,g29) -1
    x(11,6,g29) label_pred(g29,11,6) -1
    x(11,6,g29) label_tail(g29,11,6,10,6) -1
    x(6,6,g30) cover(6,6) 1
    x(6,6,g30) symmetry(6,6,g30) 1
    x(6,6,g30) label_pred(g30,6,6) -1
    x(6,6,g30) label_tail(g30,6,6,7,6) -1
    x(6,8,g30) cover(6,8) 1
    x(6,8,g30) symmetry(6,8,g30) 1
    x(6,8,g30) label_pred(g30,6,8) -1
    x(6,8,g30) label_tail(g30,6,8,7,8) -1
    x(7,6,g30) cover(7,6) 1
    x(7,6,g30) symmetry(7,6,g30) 1
    x(7,6,g30) label_pred(g30,7,6) -1
    x(7,6,g30) label_tail(g30,7,6,6,6) -1
    x(7,6,g30) label_tail(g30,7,6,8,6) -1
    x(7,7,g30) cover(7,7) 1
    x(7,7,g30) centre(7,7,g30) 1
    x(7,7,g30) symmetry(7,7,g30) 1
    x(7,8,g30) cover(7,8) 1
    x(7,8,g30) symmetry(7,8,g30) 1
    x(7,8,g30) label_pred(g30,7,8) -1
    x(7,8,g30) label_tail(g30,7,8,7,9) -1
    x(7,8,g30) label_tail(g30,7,8,6,8) -1
    x(7,8,g30) label_tail(g30,7,8,8,8) -1
    x(7,9,g30) cover(7,9) 1
    x(7,9,g30) symmetry(7,9,g30) 1
    x(7,9,g30) label_pred(g30,7,9) -1
    x(7,9,g30) label_tail(g30,7,9,7,8) -1
    x(7,9,g30) label_tail(g30,7,9,7,10) -1
    x(7,10,g30) cover(7,10) 1
    x(7,10,g30) symmetry(7,10,g30) 1
    x(7,10,g30) label_pred(g30,7,10) -1
    x(7,10,g30) label_tail(g30,7,10,7,9) -1
    x(8,4,g30) cover(8,4) 1
    x(8,4,g30) symmetry(7,10,g30) -1
    x(8,4,g30) label_pred(g30,8,4) -1
    x(8,4,g30) label_tail(g30,8,4,8,5) -1
    x(8,5,g30) cover(8,5) 1
    x(8,5,g30) symmetry(7,9,g30) -1
    x(8,5,g30) label_pred(g30,8,5) -1
    x(8,5,g30) label_tail(g30,8,5,8,4) -1
    x(8,5,g30) label_tail(g30,8,5,8,6) -1
    x(8,6,g30) cover(8,6) 1
    x(8,6,g30) symmetry(7,8,g30) -1
    x(8,6,g30) label_pred(g30,8,6) -1
    x(8,6,g30) label_tail(g30,8,6,8,5) -1
    x(8,6,g30) label_tail(g30,8,6,7,6) -1
    x(8,6,g30) label_tail(g30,8,6,9,6) -1
    x(8,7,g30) cover(8,7) 1
    x(8,7,g30) centre(8,7,g30) 1
    x(8,7,g30) symmetry(7,7,g30) -1
    x(8,8,g30) cover(8,8) 1
    x(8,8,g30) symmetry(7,6,g30) -1
    x(8,8,g30) label_pred(g30,8,8) -1
    x(8,8,g30) label_tail(g30,8,8,7,8) -1
    x(8,8,g30) label_tail(g30,8,8,9,8) -1
    x(9,6,g30) cover(9,6) 1
    x(9,6,g30) symmetry(6,8,g30) -1
    x(9,6,g30) label_pred(g30,9,6) -1
    x(9,6,g30) label_tail(g30,9,6,8,6) -1
    x(9,8,g30) cover(9,8) 1
    x(9,8,g30) symmetry(6,6,g30) -1
    x(9,8,g30) label_pred(g30,9,8) -1
    x(9,8,g30) label_tail(g30,9,8,8,8) -1
    x(7,9,g31) cover(7,9) 1
    x(7,9,g31) symmetry(7,9,g31) 1
    x(7,9,g31) label_pred(g31,7,9) -1
    x(7,9,g31) label_tail(g31,7,9,7,10) -1
    x(7,10,g31) cover(7,10) 1
    x(7,10,g31) symmetry(7,10,g31) 1
    x(7,10,g31) label_pred(g31,7,10) -1
    x(7,10,g31) label_tail(g31,7,10,7,9) -1
    x(8,9,g31) cover(8,9) 1
    x(8,9,g31) centre(8,9,g31) 1
    x(9,8,g31) cover(9,8) 1
    x(9,8,g31) symmetry(7,10,g31) -1
    x(9,8,g31) label_pred(g31,9,8) -1
    x(9,8,g31) label_tail(g31,9,8,9,9) -1
    x(9,9,g31) cover(9,9) 1
    x(9,9,g31) symmetry(7,9,g31) -1
    x(9,9,g31) label_pred(g31,9,9) -1
    x(9,9,g31) label_tail(g31,9,9,9,8) -1
    x(8,10,g32) cover(8,10) 1
    x(8,10,g32) centre(8,10,g32) 1
    x(7,0,g33) cover(7,0) 1
    x(7,0,g33) symmetry(7,0,g33) 1
    x(7,0,g33) label_pred(g33,7,0) -1
    x(7,0,g33) label_tail(g33,7,0,8,0) -1
    x(8,0,g33) cover(8,0) 1
    x(8,0,g33) symmetry(8,0,g33) 1
    x(8,0,g33) label_pred(g33,8,0) -1
    x(8,0,g33) label_tail(g33,8,0,7,0) -1
    x(9,0,g33) cover(9,0) 1
    x(9,0,g33) centre(9,0,g33) 1
    x(10,0,g33) cover(10,0) 1
    x(10,0,g33) symmetry(8,0,g33) -1
    x(10,0,g33) label_pred(g33,10,0) -1
    x(10,0,g33) label_tail(g33,10,0,11,0) -1
    x(11,0,g33) cover(11,0) 1
    x(11,0,g33) symmetry(7,0,g33) -1
    x(11,0,g33) label_pred(g33,11,0) -1
    x(11,0,g33) label_tail(g33,11,0,10,0) -1
    x(7,2,g34) cover(7,2) 1
    x(7,2,g34) symmetry(7,2,g34) 1
    x(7,2,g34) label_pred(g34,7,2) -1
    x(7,2,g34) label_tail(g34,7,2,8,2) -1
    x(8,1,g34) cover(8,1) 1
    x(8,1,g34) symmetry(8,1,g34) 1
    x(8,1,g34) label_pred(g34,8,1) -1
    x(8,1,g34) label_tail(g34,8,1,8,2) -1
    x(8,2,g34) cover(8,2) 1
    x(8,2,g34) symmetry(8,2,g34) 1
    x(8,2,g34) label_pred(g34,8,2) -1
    x(8,2,g34) label_tail(g34,8,2,8,1) -1
    x(8,2,g34) label_tail(g34,8,2,7,2) -1
    x(9,1,g34) cover(9,1) 1
    x(9,1,g34) centre(9,1,g34) 1
    x(9,1,g34) symmetry(9,1,g34) 1
    x(9,2,g34) cover(9,2) 1
    x(9,2,g34) centre(9,2,g34) 1
    x(9,2,g34) symmetry(9,1,g34) -1
    x(10,1,g34) cover(10,1) 1
    x(10,1,g34) symmetry(8,2,g34) -1
    x(10,1,g34) label_pred(g34,10,1) -1
    x(10,1,g34) label_tail(g34,10,1,10,2) -1
    x(10,1,g34) label_tail(g34,10,1,11,1) -1
    x(10,2,g34) cover(10,2) 1
    x(10,2,g34) symmetry(8,1,g34) -1
    x(10,2,g34) label_pred(g34,10,2) -1
    x(10,2,g34) label_tail(g34,10,2,10,1) -1
    x(11,1,g34) cover(11,1) 1
    x(11,1,g34) symmetry(7,2,g34) -1
    x(11,1,g34) label_pred(g34,11,1) -1
    x(11,1,g34) label_tail(g34,11,1,10,1) -1
    x(9,3,g35) cover(9,3) 1
    x(9,3,g35) centre(9,3,g35) 1
    x(8,11,g36) cover(8,11) 1
    x(8,11,g36) symmetry(8,11,g36) 1
    x(8,11,g36) label_pred(g36,8,11) -1
    x(8,11,g36) label_tail(g36,8,11,9,11) -1
    x(9,9,g36) cover(9,9) 1
    x(9,9,g36) symmetry(9,9,g36) 1
    x(9,9,g36) label_pred(g36,9,9) -1
    x(9,9,g36) label_tail(g36,9,9,10,9) -1
    x(9,10,g36) cover(9,10) 1
    x(9,10,g36) centre(9,10,g36) 1
    x(9,11,g36) cover(9,11) 1
    x(9,11,g36) symmetry(9,9,g36) -1
    x(9,11,g36) label_pred(g36,9,11) -1
    x(9,11,g36) label_tail(g36,9,11,8,11) -1
    x(10,9,g36) cover(10,9) 1
    x(10,9,g36) symmetry(8,11,g36) -1
    x(10,9,g36) label_pred(g36,10,9) -1
    x(10,9,g36) label_tail(g36,10,9,9,9) -1
    x(10,3,g37) cover(10,3) 1
    x(10,3,g37) centre(10,3,g37) 1
    x(10,4,g38) cover(10,4) 1
    x(10,4,g38) centre(10,4,g38) 1
    x(9,4,g39) cover(9,4) 1
    x(9,4,g39) symmetry(9,4,g39) 1
    x(9,4,g39) label_pred(g39,9,4) -1
    x(9,4,g39) label_tail(g39,9,4,9,5) -1
    x(9,5,g39) cover(9,5) 1
    x(9,5,g39) symmetry(9,5,g39) 1
    x(9,5,g39) label_pred(g39,9,5) -1
    x(9,5,g39) label_tail(g39,9,5,9,4) -1
    x(10,5,g39) cover(10,5) 1
    x(10,5,g39) centre(10,5,g39) 1
    x(11,5,g39) cover(11,5) 1
    x(11,5,g39) symmetry(9,5,g39) -1
    x(11,5,g39) label_pred(g39,11,5) -1
    x(11,5,g39) label_tail(g39,11,5,11,6) -1
    x(11,6,g39) cover(11,6) 1
    x(11,6,g39) symmetry(9,4,g39) -1
    x(11,6,g39) label_pred(g39,11,6) -1
    x(11,6,g39) label_tail(g39,11,6,11,5) -1
    x(9,5,g40) cover(9,5) 1
    x(9,5,g40) symmetry(9,5,g40) 1
    x(9,5,g40) label_pred(g40,9,5) -1
    x(9,5,g40) label_tail(g40,9,5,9,6) -1
    x(9,6,g40) cover(9,6) 1
    x(9,6,g40) symmetry(9,6,g40) 1
    x(9,6,g40) label_pred(g40,9,6) -1
    x(9,6,g40) label_tail(g40,9,6,9,5) -1
    x(9,6,g40) label_tail(g40,9,6,9,7) -1
    x(9,6,g40) label_tail(g40,9,6,10,6) -1
    x(9,7,g40) cover(9,7) 1
    x(9,7,g40) symmetry(9,7,g40) 1
    x(9,7,g40) label_pred(g40,9,7) -1
    x(9,7,g40) label_tail(g40,9,7,9,6) -1
    x(9,7,g40) label_tail(g40,9,7,9,8) -1
    x(9,8,g40) cover(9,8) 1
    x(9,8,g40) symmetry(9,8,g40) 1
    x(9,8,g40) label_pred(g40,9,8) -1
    x(9,8,g40) label_tail(g40,9,8,9,7) -1
    x(9,8,g40) label_tail(g40,9,8,9,9) -1
    x(9,9,g40) cover(9,9) 1
    x(9,9,g40) symmetry(9,9,g40) 1
    x(9,9,g40) label_pred(g40,9,9) -1
    x(9,9,g40) label_tail(g40,9,9,9,8) -1
    x(9,9,g40) label_tail(g40,9,9,10,9) -1
    x(10,6,g40) cover(10,6) 1
    x(10,6,g40) symmetry(10,6,g40) 1
    x(10,6,g40) label_pred(g40,10,6) -1
    x(10,6,g40) label_tail(g40,10,6,9,6) -1
    x(10,6,g40) label_tail(g40,10,6,11,6) -1
    x(10,7,g40) cover(10,7) 1
    x(10,7,g40) centre(10,7,g40) 1
    x(10,7,g40) symmetry(10,7,g40) 1
    x(10,8,g40) cover(10,8) 1
    x(10,8,g40) centre(10,8,g40) 1
    x(10,8,g40) symmetry(10,7,g40) -1
    x(10,9,g40) cover(10,9) 1
    x(10,9,g40) symmetry(10,6,g40) -1
    x(10,9,g40) label_pred(g40,10,9) -1
    x(10,9,g40) label_tail(g40,10,9,9,9) -1
    x(10,9,g40) label_tail(g40,10,9,11,9) -1
    x(11,6,g40) cover(11,6) 1
    x(11,6,g40) symmetry(9,9,g40) -1
    x(11,6,g40) label_pred(g40,11,6) -1
    x(11,6,g40) label_tail(g40,11,6,11,7) -1
    x(11,6,g40) label_tail(g40,11,6,10,6) -1
    x(11,7,g40) cover(11,7) 1
    x(11,7,g40) symmetry(9,8,g40) -1
    x(11,7,g40) label_pred(g40,11,7) -1
    x(11,7,g40) label_tail(g40,11,7,11,6) -1
    x(11,7,g40) label_tail(g40,11,7,11,8) -1
    x(11,8,g40) cover(11,8) 1
    x(11,8,g40) symmetry(9,7,g40) -1
    x(11,8,g40) label_pred(g40,11,8) -1
    x(11,8,g40) label_tail(g40,11,8,11,7) -1
    x(11,8,g40) label_tail(g40,11,8,11,9) -1
    x(11,9,g40) cover(11,9) 1
    x(11,9,g40) symmetry(9,6,g40) -1
    x(11,9,g40) label_pred(g40,11,9) -1
    x(11,9,g40) label_tail(g40,11,9,11,8) -1
    x(11,9,g40) label_tail(g40,11,9,11,10) -1
    x(11,9,g40) label_tail(g40,11,9,10,9) -1
    x(11,10,g40) cover(11,10) 1
    x(11,10,g40) symmetry(9,5,g40) -1
    x(11,10,g40) label_pred(g40,11,10) -1
    x(11,10,g40) label_tail(g40,11,10,11,9) -1
    x(10,10,g41) cover(10,10) 1
    x(10,10,g41) centre(10,10,g41) 1
    x(10,11,g42) cover(10,11) 1
    x(10,11,g42) centre(10,11,g42) 1
    x(11,0,g43) cover(11,0) 1
    x(11,0,g43) symmetry(11,0,g43) 1
    x(11,0,g43) label_pred(g43,11,0) -1
    x(11,0,g43) label_tail(g43,11,0,11,1) -1
    x(11,1,g43) cover(11,1) 1
    x(11,1,g43) symmetry(11,1,g43) 1
    x(11,1,g43) label_pred(g43,11,1) -1
    x(11,1,g43) label_tail(g43,11,1,11,0) -1
    x(11,1,g43) label_tail(g43,11,1,11,2) -1
    x(11,2,g43) cover(11,2) 1
    x(11,2,g43) symmetry(11,2,g43) 1
    x(11,2,g43) label_pred(g43,11,2) -1
    x(11,2,g43) label_tail(g43,11,2,11,1) -1
    x(11,3,g43) cover(11,3) 1
    x(11,3,g43) centre(11,3,g43) 1
    x(11,3,g43) symmetry(11,3,g43) 1
    x(11,4,g43) cover(11,4) 1
    x(11,4,g43) centre(11,4,g43) 1
    x(11,4,g43) symmetry(11,3,g43) -1
    x(11,5,g43) cover(11,5) 1
    x(11,5,g43) symmetry(11,2,g43) -1
    x(11,5,g43) label_pred(g43,11,5) -1
    x(11,5,g43) label_tail(g43,11,5,11,6) -1
    x(11,6,g43) cover(11,6) 1
    x(11,6,g43) symmetry(11,1,g43) -1
    x(11,6,g43) label_pred(g43,11,6) -1
    x(11,6,g43) label_tail(g43,11,6,11,5) -1
    x(11,6,g43) label_tail(g43,11,6,11,7) -1
    x(11,7,g43) cover(11,7) 1
    x(11,7,g43) symmetry(11,0,g43) -1
    x(11,7,g43) label_pred(g43,11,7) -1
    x(11,7,g43) label_tail(g43,11,7,11,6) -1
    x(11,11,g44) cover(11,11) 1
    x(11,11,g44) centre(11,11,g44) 1
    d(0,0,g0) label_order(g0,0,0,0,1) -1
    d(0,0,g0) label_order(g0,0,1,0,0) 1
    d(0,1,g0) label_order(g0,0,0,0,1) 1
    d(0,1,g0) label_order(g0,0,1,0,0) -1
    d(0,1,g0) label_order(g0,0,2,0,1) 1
    d(0,4,g0) label_order(g0,0,3,0,4) 1
    d(0,4,g0) label_order(g0,0,4,0,5) -1
    d(0,4,g0) label_order(g0,0,5,0,4) 1
    d(0,5,g0) label_order(g0,0,4,0,5) 1
    d(0,5,g0) label_order(g0,0,5,0,4) -1
    d(0,6,g1) label_order(g1,0,7,0,6) 1
    d(0,9,g1) label_order(g1,0,8,0,9) 1
    d(0,4,g3) label_order(g3,0,4,0,5) -1
    d(0,4,g3) label_order(g3,0,5,0,4) 1
    d(0,4,g3) label_order(g3,1,4,0,4) 1
    d(0,5,g3) label_order(g3,0,4,0,5) 1
    d(0,5,g3) label_order(g3,0,5,0,4) -1
    d(0,5,g3) label_order(g3,0,5,0,6) -1
    d(0,5,g3) label_order(g3,0,6,0,5) 1
    d(0,5,g3) label_order(g3,0,5,1,5) -1
    d(0,5,g3) label_order(g3,1,5,0,5) 1
    d(0,6,g3) label_order(g3,0,5,0,6) 1
    d(0,6,g3) label_order(g3,0,6,0,5) -1
    d(0,6,g3) label_order(g3,0,6,1,6) -1
    d(0,6,g3) label_order(g3,1,6,0,6) 1
    d(1,1,g3) label_order(g3,1,1,1,2) -1
    d(1,1,g3) label_order(g3,1,2,1,1) 1
    d(1,1,g3) label_order(g3,1,1,2,1) -1
    d(1,1,g3) label_order(g3,2,1,1,1) 1
    d(1,2,g3) label_order(g3,1,1,1,2) 1
    d(1,2,g3) label_order(g3,1,2,1,1) -1
    d(1,2,g3) label_order(g3,1,3,1,2) 1
    d(1,2,g3) label_order(g3,1,2,2,2) -1
    d(1,2,g3) label_order(g3,2,2,1,2) 1
    d(1,5,g3) label_order(g3,1,4,1,5) 1
    d(1,5,g3) label_order(g3,1,5,1,6) -1
    d(1,5,g3) label_order(g3,1,6,1,5) 1
    d(1,5,g3) label_order(g3,0,5,1,5) 1
    d(1,5,g3) label_order(g3,1,5,0,5) -1
    d(1,6,g3) label_order(g3,1,5,1,6) 1
    d(1,6,g3) label_order(g3,1,6,1,5) -1
    d(1,6,g3) label_order(g3,0,6,1,6) 1
    d(1,6,g3) label_order(g3,1,6,0,6) -1
    d(2,1,g3) label_order(g3,2,1,2,2) -1
    d(2,1,g3) label_order(g3,2,2,2,1) 1
    d(2,1,g3) label_order(g3,1,1,2,1) 1
    d(2,1,g3) label_order(g3,2,1,1,1) -1
    d(2,2,g3) label_order(g3,2,1,2,2) 1
    d(2,2,g3) label_order(g3,2,2,2,1) -1
    d(2,2,g3) label_order(g3,2,2,2,3) -1
    d(2,2,g3) label_order(g3,2,3,2,2) 1
    d(2,2,g3) label_order(g3,1,2,2,2) 1
    d(2,2,g3) label_order(g3,2,2,1,2) -1
    d(2,3,g3) label_order(g3,2,2,2,3) 1
    d(2,3,g3) label_order(g3,2,3,2,2) -1
    d(2,3,g3) label_order(g3,1,3,2,3) 1
    d(0,6,g6) label_order(g6,0,6,1,6) -1
    d(0,6,g6) label_order(g6,1,6,0,6) 1
    d(1,6,g6) label_order(g6,1,7,1,6) 1
    d(1,6,g6) label_order(g6,0,6,1,6) 1
    d(1,6,g6) label_order(g6,1,6,0,6) -1
    d(2,8,g6) label_order(g6,2,7,2,8) 1
    d(2,8,g6) label_order(g6,2,8,3,8) -1
    d(2,8,g6) label_order(g6,3,8,2,8) 1
    d(3,8,g6) label_order(g6,2,8,3,8) 1
    d(3,8,g6) label_order(g6,3,8,2,8) -1
    d(0,6,g8) label_order(g8,0,6,1,6) -1
    d(0,6,g8) label_order(g8,1,6,0,6) 1
    d(1,6,g8) label_order(g8,0,6,1,6) 1
    d(1,6,g8) label_order(g8,1,6,0,6) -1
    d(1,6,g8) label_order(g8,2,6,1,6) 1
    d(3,6,g8) label_order(g8,2,6,3,6) 1
    d(3,6,g8) label_order(g8,3,6,4,6) -1
    d(3,6,g8) label_order(g8,4,6,3,6) 1
    d(4,6,g8) label_order(g8,3,6,4,6) 1
    d(4,6,g8) label_order(g8,4,6,3,6) -1
    d(2,8,g9) label_order(g9,2,9,2,8) 1
    d(2,11,g9) label_order(g9,2,10,2,11) 1
    d(0,0,g10) label_order(g10,0,0,1,0) -1
    d(0,0,g10) label_order(g10,1,0,0,0) 1
    d(1,0,g10) label_order(g10,0,0,1,0) 1
    d(1,0,g10) label_order(g10,1,0,0,0) -1
    d(1,0,g10) label_order(g10,2,0,1,0) 1
    d(4,0,g10) label_order(g10,3,0,4,0) 1
    d(4,0,g10) label_order(g10,4,0,5,0) -1
    d(4,0,g10) label_order(g10,5,0,4,0) 1
    d(5,0,g10) label_order(g10,4,0,5,0) 1
    d(5,0,g10) label_order(g10,5,0,4,0) -1
    d(0,1,g11) label_order(g11,0,1,1,1) -1
    d(0,1,g11) label_order(g11,1,1,0,1) 1
    d(1,1,g11) label_order(g11,1,1,1,2) -1
    d(1,1,g11) label_order(g11,1,2,1,1) 1
    d(1,1,g11) label_order(g11,0,1,1,1) 1
    d(1,1,g11) label_order(g11,1,1,0,1) -1
    d(1,1,g11) label_order(g11,1,1,2,1) -1
    d(1,1,g11) label_order(g11,2,1,1,1) 1
    d(1,2,g11) label_order(g11,1,1,1,2) 1
    d(1,2,g11) label_order(g11,1,2,1,1) -1
    d(1,2,g11) label_order(g11,1,2,2,2) -1
    d(1,2,g11) label_order(g11,2,2,1,2) 1
    d(2,1,g11) label_order(g11,2,1,2,2) -1
    d(2,1,g11) label_order(g11,2,2,2,1) 1
    d(2,1,g11) label_order(g11,1,1,2,1) 1
    d(2,1,g11) label_order(g11,2,1,1,1) -1
    d(2,1,g11) label_order(g11,2,1,3,1) -1
    d(2,1,g11) label_order(g11,3,1,2,1) 1
    d(2,2,g11) label_order(g11,2,1,2,2) 1
    d(2,2,g11) label_order(g11,2,2,2,1) -1
    d(2,2,g11) label_order(g11,2,2,2,3) -1
    d(2,2,g11) label_order(g11,2,3,2,2) 1
    d(2,2,g11) label_order(g11,1,2,2,2) 1
    d(2,2,g11) label_order(g11,2,2,1,2) -1
    d(2,3,g11) label_order(g11,2,2,2,3) 1
    d(2,3,g11) label_order(g11,2,3,2,2) -1
    d(2,3,g11) label_order(g11,2,3,2,4) -1
    d(2,3,g11) label_order(g11,2,4,2,3) 1
    d(2,3,g11) label_order(g11,3,3,2,3) 1
    d(2,4,g11) label_order(g11,2,3,2,4) 1
    d(2,4,g11) label_order(g11,2,4,2,3) -1
    d(2,4,g11) label_order(g11,3,4,2,4) 1
    d(3,1,g11) label_order(g11,2,1,3,1) 1
    d(3,1,g11) label_order(g11,3,1,2,1) -1
    d(3,6,g11) label_order(g11,3,6,4,6) -1
    d(3,6,g11) label_order(g11,4,6,3,6) 1
    d(4,3,g11) label_order(g11,4,3,4,4) -1
    d(4,3,g11) label_order(g11,4,4,4,3) 1
    d(4,3,g11) label_order(g11,3,3,4,3) 1
    d(4,4,g11) label_order(g11,4,3,4,4) 1
    d(4,4,g11) label_order(g11,4,4,4,3) -1
    d(4,4,g11) label_order(g11,4,4,4,5) -1
    d(4,4,g11) label_order(g11,4,5,4,4) 1
    d(4,4,g11) label_order(g11,3,4,4,4) 1
    d(4,5,g11) label_order(g11,4,4,4,5) 1
    d(4,5,g11) label_order(g11,4,5,4,4) -1
    d(4,5,g11) label_order(g11,4,5,4,6) -1
    d(4,5,g11) label_order(g11,4,6,4,5) 1
    d(4,5,g11) label_order(g11,4,5,5,5) -1
    d(4,5,g11) label_order(g11,5,5,4,5) 1
    d(4,6,g11) label_order(g11,4,5,4,6) 1
    d(4,6,g11) label_order(g11,4,6,4,5) -1
    d(4,6,g11) label_order(g11,3,6,4,6) 1
    d(4,6,g11) label_order(g11,4,6,3,6) -1
    d(4,6,g11) label_order(g11,4,6,5,6) -1
    d(4,6,g11) label_order(g11,5,6,4,6) 1
    d(5,5,g11) label_order(g11,5,5,5,6) -1
    d(5,5,g11) label_order(g11,5,6,5,5) 1
    d(5,5,g11) label_order(g11,4,5,5,5) 1
    d(5,5,g11) label_order(g11,5,5,4,5) -1
    d(5,6,g11) label_order(g11,5,5,5,6) 1
    d(5,6,g11) label_order(g11,5,6,5,5) -1
    d(5,6,g11) label_order(g11,4,6,5,6) 1
    d(5,6,g11) label_order(g11,5,6,4,6) -1
    d(5,6,g11) label_order(g11,5,6,6,6) -1
    d(5,6,g11) label_order(g11,6,6,5,6) 1
    d(6,6,g11) label_order(g11,5,6,6,6) 1
    d(6,6,g11) label_order(g11,6,6,5,6) -1
    d(2,8,g13) label_order(g13,2,8,3,8) -1
    d(2,8,g13) label_order(g13,3,8,2,8) 1
    d(3,6,g13) label_order(g13,3,7,3,6) 1
    d(3,6,g13) label_order(g13,3,6,4,6) -1
    d(3,6,g13) label_order(g13,4,6,3,6) 1
    d(3,8,g13) label_order(g13,3,7,3,8) 1
    d(3,8,g13) label_order(g13,2,8,3,8) 1
    d(3,8,g13) label_order(g13,3,8,2,8) -1
    d(4,6,g13) label_order(g13,3,6,4,6) 1
    d(4,6,g13) label_order(g13,4,6,3,6) -1
    d(0,1,g17) label_order(g17,0,1,1,1) -1
    d(0,1,g17) label_order(g17,1,1,0,1) 1
    d(1,1,g17) label_order(g17,0,1,1,1) 1
    d(1,1,g17) label_order(g17,1,1,0,1) -1
    d(1,1,g17) label_order(g17,1,1,2,1) -1
    d(1,1,g17) label_order(g17,2,1,1,1) 1
    d(2,1,g17) label_order(g17,1,1,2,1) 1
    d(2,1,g17) label_order(g17,2,1,1,1) -1
    d(2,1,g17) label_order(g17,2,1,3,1) -1
    d(2,1,g17) label_order(g17,3,1,2,1) 1
    d(3,1,g17) label_order(g17,3,1,3,2) -1
    d(3,1,g17) label_order(g17,3,2,3,1) 1
    d(3,1,g17) label_order(g17,2,1,3,1) 1
    d(3,1,g17) label_order(g17,3,1,2,1) -1
    d(3,1,g17) label_order(g17,4,1,3,1) 1
    d(3,2,g17) label_order(g17,3,1,3,2) 1
    d(3,2,g17) label_order(g17,3,2,3,1) -1
    d(3,2,g17) label_order(g17,4,2,3,2) 1
    d(4,0,g17) label_order(g17,4,1,4,0) 1
    d(4,3,g17) label_order(g17,4,2,4,3) 1
    d(5,1,g17) label_order(g17,5,1,5,2) -1
    d(5,1,g17) label_order(g17,5,2,5,1) 1
    d(5,1,g17) label_order(g17,4,1,5,1) 1
    d(5,2,g17) label_order(g17,5,1,5,2) 1
    d(5,2,g17) label_order(g17,5,2,5,1) -1
    d(5,2,g17) label_order(g17,4,2,5,2) 1
    d(5,2,g17) label_order(g17,5,2,6,2) -1
    d(5,2,g17) label_order(g17,6,2,5,2) 1
    d(6,2,g17) label_order(g17,5,2,6,2) 1
    d(6,2,g17) label_order(g17,6,2,5,2) -1
    d(6,2,g17) label_order(g17,6,2,7,2) -1
    d(6,2,g17) label_order(g17,7,2,6,2) 1
    d(7,2,g17) label_order(g17,6,2,7,2) 1
    d(7,2,g17) label_order(g17,7,2,6,2) -1
    d(7,2,g17) label_order(g17,7,2,8,2) -1
    d(7,2,g17) label_order(g17,8,2,7,2) 1
    d(8,2,g17) label_order(g17,7,2,8,2) 1
    d(8,2,g17) label_order(g17,8,2,7,2) -1
    d(2,8,g20) label_order(g20,2,8,3,8) -1
    d(2,8,g20) label_order(g20,3,8,2,8) 1
    d(3,8,g20) label_order(g20,2,8,3,8) 1
    d(3,8,g20) label_order(g20,3,8,2,8) -1
    d(3,8,g20) label_order(g20,4,8,3,8) 1
    d(6,8,g20) label_order(g20,5,8,6,8) 1
    d(6,8,g20) label_order(g20,6,8,7,8) -1
    d(6,8,g20) label_order(g20,7,8,6,8) 1
    d(7,8,g20) label_order(g20,6,8,7,8) 1
    d(7,8,g20) label_order(g20,7,8,6,8) -1
    d(4,3,g21) label_order(g21,5,3,4,3) 1
    d(4,5,g21) label_order(g21,4,5,5,5) -1
    d(4,5,g21) label_order(g21,5,5,4,5) 1
    d(5,1,g21) label_order(g21,5,1,5,2) -1
    d(5,1,g21) label_order(g21,5,2,5,1) 1
    d(5,2,g21) label_order(g21,5,1,5,2) 1
    d(5,2,g21) label_order(g21,5,2,5,1) -1
    d(5,2,g21) label_order(g21,5,3,5,2) 1
    d(5,2,g21) label_order(g21,5,2,6,2) -1
    d(5,2,g21) label_order(g21,6,2,5,2) 1
    d(5,5,g21) label_order(g21,5,4,5,5) 1
    d(5,5,g21) label_order(g21,5,5,5,6) -1
    d(5,5,g21) label_order(g21,5,6,5,5) 1
    d(5,5,g21) label_order(g21,4,5,5,5) 1
    d(5,5,g21) label_order(g21,5,5,4,5) -1
    d(5,6,g21) label_order(g21,5,5,5,6) 1
    d(5,6,g21) label_order(g21,5,6,5,5) -1
    d(6,2,g21) label_order(g21,5,2,6,2) 1
    d(6,2,g21) label_order(g21,6,2,5,2) -1
    d(6,4,g21) label_order(g21,5,4,6,4) 1
    d(4,9,g22) label_order(g22,4,9,4,10) -1
    d(4,9,g22) label_order(g22,4,10,4,9) 1
    d(4,9,g22) label_order(g22,5,9,4,9) 1
    d(4,10,g22) label_order(g22,4,9,4,10) 1
    d(4,10,g22) label_order(g22,4,10,4,9) -1
    d(7,8,g22) label_order(g22,7,8,7,9) -1
    d(7,8,g22) label_order(g22,7,9,7,8) 1
    d(7,9,g22) label_order(g22,7,8,7,9) 1
    d(7,9,g22) label_order(g22,7,9,7,8) -1
    d(7,9,g22) label_order(g22,6,9,7,9) 1
    d(4,10,g23) label_order(g23,5,10,4,10) 1
    d(7,10,g23) label_order(g23,6,10,7,10) 1
    d(4,0,g24) label_order(g24,4,0,5,0) -1
    d(4,0,g24) label_order(g24,5,0,4,0) 1
    d(4,4,g24) label_order(g24,4,4,4,5) -1
    d(4,4,g24) label_order(g24,4,5,4,4) 1
    d(4,5,g24) label_order(g24,4,4,4,5) 1
    d(4,5,g24) label_order(g24,4,5,4,4) -1
    d(4,5,g24) label_order(g24,4,5,4,6) -1
    d(4,5,g24) label_order(g24,4,6,4,5) 1
    d(4,6,g24) label_order(g24,4,5,4,6) 1
    d(4,6,g24) label_order(g24,4,6,4,5) -1
    d(4,6,g24) label_order(g24,4,6,5,6) -1
    d(4,6,g24) label_order(g24,5,6,4,6) 1
    d(5,0,g24) label_order(g24,5,0,5,1) -1
    d(5,0,g24) label_order(g24,5,1,5,0) 1
    d(5,0,g24) label_order(g24,4,0,5,0) 1
    d(5,0,g24) label_order(g24,5,0,4,0) -1
    d(5,0,g24) label_order(g24,5,0,6,0) -1
    d(5,0,g24) label_order(g24,6,0,5,0) 1
    d(5,1,g24) label_order(g24,5,0,5,1) 1
    d(5,1,g24) label_order(g24,5,1,5,0) -1
    d(5,1,g24) label_order(g24,5,1,5,2) -1
    d(5,1,g24) label_order(g24,5,2,5,1) 1
    d(5,2,g24) label_order(g24,5,1,5,2) 1
    d(5,2,g24) label_order(g24,5,2,5,1) -1
    d(5,2,g24) label_order(g24,5,2,6,2) -1
    d(5,2,g24) label_order(g24,6,2,5,2) 1
    d(5,6,g24) label_order(g24,4,6,5,6) 1
    d(5,6,g24) label_order(g24,5,6,4,6) -1
    d(5,6,g24) label_order(g24,5,6,6,6) -1
    d(5,6,g24) label_order(g24,6,6,5,6) 1
    d(6,0,g24) label_order(g24,5,0,6,0) 1
    d(6,0,g24) label_order(g24,6,0,5,0) -1
    d(6,0,g24) label_order(g24,6,0,7,0) -1
    d(6,0,g24) label_order(g24,7,0,6,0) 1
    d(6,2,g24) label_order(g24,6,3,6,2) 1
    d(6,2,g24) label_order(g24,5,2,6,2) 1
    d(6,2,g24) label_order(g24,6,2,5,2) -1
    d(6,4,g24) label_order(g24,6,3,6,4) 1
    d(6,4,g24) label_order(g24,6,4,7,4) -1
    d(6,4,g24) label_order(g24,7,4,6,4) 1
    d(6,6,g24) label_order(g24,5,6,6,6) 1
    d(6,6,g24) label_order(g24,6,6,5,6) -1
    d(6,6,g24) label_order(g24,6,6,7,6) -1
    d(6,6,g24) label_order(g24,7,6,6,6) 1
    d(7,0,g24) label_order(g24,6,0,7,0) 1
    d(7,0,g24) label_order(g24,7,0,6,0) -1
    d(7,0,g24) label_order(g24,7,0,8,0) -1
    d(7,0,g24) label_order(g24,8,0,7,0) 1
    d(7,4,g24) label_order(g24,7,4,7,5) -1
    d(7,4,g24) label_order(g24,7,5,7,4) 1
    d(7,4,g24) label_order(g24,6,4,7,4) 1
    d(7,4,g24) label_order(g24,7,4,6,4) -1
    d(7,5,g24) label_order(g24,7,4,7,5) 1
    d(7,5,g24) label_order(g24,7,5,7,4) -1
    d(7,5,g24) label_order(g24,7,5,7,6) -1
    d(7,5,g24) label_order(g24,7,6,7,5) 1
    d(7,6,g24) label_order(g24,7,5,7,6) 1
    d(7,6,g24) label_order(g24,7,6,7,5) -1
    d(7,6,g24) label_order(g24,6,6,7,6) 1
    d(7,6,g24) label_order(g24,7,6,6,6) -1
    d(7,6,g24) label_order(g24,7,6,8,6) -1
    d(7,6,g24) label_order(g24,8,6,7,6) 1
    d(8,0,g24) label_order(g24,8,0,8,1) -1
    d(8,0,g24) label_order(g24,8,1,8,0) 1
    d(8,0,g24) label_order(g24,7,0,8,0) 1
    d(8,0,g24) label_order(g24,8,0,7,0) -1
    d(8,1,g24) label_order(g24,8,0,8,1) 1
    d(8,1,g24) label_order(g24,8,1,8,0) -1
    d(8,1,g24) label_order(g24,8,1,8,2) -1
    d(8,1,g24) label_order(g24,8,2,8,1) 1
    d(8,2,g24) label_order(g24,8,1,8,2) 1
    d(8,2,g24) label_order(g24,8,2,8,1) -1
    d(8,6,g24) label_order(g24,7,6,8,6) 1
    d(8,6,g24) label_order(g24,8,6,7,6) -1
    d(3,6,g25) label_order(g25,3,6,4,6) -1
    d(3,6,g25) label_order(g25,4,6,3,6) 1
    d(4,4,g25) label_order(g25,4,4,4,5) -1
    d(4,4,g25) label_order(g25,4,5,4,4) 1
    d(4,5,g25) label_order(g25,4,4,4,5) 1
    d(4,5,g25) label_order(g25,4,5,4,4) -1
    d(4,5,g25) label_order(g25,4,5,4,6) -1
    d(4,5,g25) label_order(g25,4,6,4,5) 1
    d(4,5,g25) label_order(g25,4,5,5,5) -1
    d(4,5,g25) label_order(g25,5,5,4,5) 1
    d(4,6,g25) label_order(g25,4,5,4,6) 1
    d(4,6,g25) label_order(g25,4,6,4,5) -1
    d(4,6,g25) label_order(g25,3,6,4,6) 1
    d(4,6,g25) label_order(g25,4,6,3,6) -1
    d(4,6,g25) label_order(g25,4,6,5,6) -1
    d(4,6,g25) label_order(g25,5,6,4,6) 1
    d(5,5,g25) label_order(g25,5,5,5,6) -1
    d(5,5,g25) label_order(g25,5,6,5,5) 1
    d(5,5,g25) label_order(g25,4,5,5,5) 1
    d(5,5,g25) label_order(g25,5,5,4,5) -1
    d(5,5,g25) label_order(g25,6,5,5,5) 1
    d(5,6,g25) label_order(g25,5,5,5,6) 1
    d(5,6,g25) label_order(g25,5,6,5,5) -1
    d(5,6,g25) label_order(g25,4,6,5,6) 1
    d(5,6,g25) label_order(g25,5,6,4,6) -1
    d(5,6,g25) label_order(g25,5,6,6,6) -1
    d(5,6,g25) label_order(g25,6,6,5,6) 1
    d(6,4,g25) label_order(g25,6,5,6,4) 1
    d(6,4,g25) label_order(g25,6,4,7,4) -1
    d(6,4,g25) label_order(g25,7,4,6,4) 1
    d(6,6,g25) label_order(g25,6,5,6,6) 1
    d(6,6,g25) label_order(g25,5,6,6,6) 1
    d(6,6,g25) label_order(g25,6,6,5,6) -1
    d(7,4,g25) label_order(g25,7,4,7,5) -1
    d(7,4,g25) label_order(g25,7,5,7,4) 1
    d(7,4,g25) label_order(g25,6,4,7,4) 1
    d(7,4,g25) label_order(g25,7,4,6,4) -1
    d(7,4,g25) label_order(g25,7,4,8,4) -1
    d(7,4,g25) label_order(g25,8,4,7,4) 1
    d(7,5,g25) label_order(g25,7,4,7,5) 1
    d(7,5,g25) label_order(g25,7,5,7,4) -1
    d(7,5,g25) label_order(g25,6,5,7,5) 1
    d(7,5,g25) label_order(g25,7,5,8,5) -1
    d(7,5,g25) label_order(g25,8,5,7,5) 1
    d(8,4,g25) label_order(g25,8,4,8,5) -1
    d(8,4,g25) label_order(g25,8,5,8,4) 1
    d(8,4,g25) label_order(g25,7,4,8,4) 1
    d(8,4,g25) label_order(g25,8,4,7,4) -1
    d(8,4,g25) label_order(g25,8,4,9,4) -1
    d(8,4,g25) label_order(g25,9,4,8,4) 1
    d(8,5,g25) label_order(g25,8,4,8,5) 1
    d(8,5,g25) label_order(g25,8,5,8,4) -1
    d(8,5,g25) label_order(g25,8,5,8,6) -1
    d(8,5,g25) label_order(g25,8,6,8,5) 1
    d(8,5,g25) label_order(g25,7,5,8,5) 1
    d(8,5,g25) label_order(g25,8,5,7,5) -1
    d(8,6,g25) label_order(g25,8,5,8,6) 1
    d(8,6,g25) label_order(g25,8,6,8,5) -1
    d(9,4,g25) label_order(g25,8,4,9,4) 1
    d(9,4,g25) label_order(g25,9,4,8,4) -1
    d(3,6,g26) label_order(g26,3,6,4,6) -1
    d(3,6,g26) label_order(g26,4,6,3,6) 1
    d(4,6,g26) label_order(g26,3,6,4,6) 1
    d(4,6,g26) label_order(g26,4,6,3,6) -1
    d(4,6,g26) label_order(g26,4,6,5,6) -1
    d(4,6,g26) label_order(g26,5,6,4,6) 1
    d(5,5,g26) label_order(g26,5,5,5,6) -1
    d(5,5,g26) label_order(g26,5,6,5,5) 1
    d(5,6,g26) label_order(g26,5,5,5,6) 1
    d(5,6,g26) label_order(g26,5,6,5,5) -1
    d(5,6,g26) label_order(g26,4,6,5,6) 1
    d(5,6,g26) label_order(g26,5,6,4,6) -1
    d(5,6,g26) label_order(g26,5,6,6,6) -1
    d(5,6,g26) label_order(g26,6,6,5,6) 1
    d(6,6,g26) label_order(g26,6,7,6,6) 1
    d(6,6,g26) label_order(g26,5,6,6,6) 1
    d(6,6,g26) label_order(g26,6,6,5,6) -1
    d(6,8,g26) label_order(g26,6,7,6,8) 1
    d(6,8,g26) label_order(g26,6,8,7,8) -1
    d(6,8,g26) label_order(g26,7,8,6,8) 1
    d(7,8,g26) label_order(g26,7,8,7,9) -1
    d(7,8,g26) label_order(g26,7,9,7,8) 1
    d(7,8,g26) label_order(g26,6,8,7,8) 1
    d(7,8,g26) label_order(g26,7,8,6,8) -1
    d(7,8,g26) label_order(g26,7,8,8,8) -1
    d(7,8,g26) label_order(g26,8,8,7,8) 1
    d(7,9,g26) label_order(g26,7,8,7,9) 1
    d(7,9,g26) label_order(g26,7,9,7,8) -1
    d(8,8,g26) label_order(g26,7,8,8,8) 1
    d(8,8,g26) label_order(g26,8,8,7,8) -1
    d(8,8,g26) label_order(g26,8,8,9,8) -1
    d(8,8,g26) label_order(g26,9,8,8,8) 1
    d(9,8,g26) label_order(g26,8,8,9,8) 1
    d(9,8,g26) label_order(g26,9,8,8,8) -1
    d(5,0,g27) label_order(g27,5,0,5,1) -1
    d(5,0,g27) label_order(g27,5,1,5,0) 1
    d(5,0,g27) label_order(g27,5,0,6,0) -1
    d(5,0,g27) label_order(g27,6,0,5,0) 1
    d(5,1,g27) label_order(g27,5,0,5,1) 1
    d(5,1,g27) label_order(g27,5,1,5,0) -1
    d(5,1,g27) label_order(g27,5,1,5,2) -1
    d(5,1,g27) label_order(g27,5,2,5,1) 1
    d(5,1,g27) label_order(g27,6,1,5,1) 1
    d(5,2,g27) label_order(g27,5,1,5,2) 1
    d(5,2,g27) label_order(g27,5,2,5,1) -1
    d(5,2,g27) label_order(g27,5,2,6,2) -1
    d(5,2,g27) label_order(g27,6,2,5,2) 1
    d(6,0,g27) label_order(g27,6,1,6,0) 1
    d(6,0,g27) label_order(g27,5,0,6,0) 1
    d(6,0,g27) label_order(g27,6,0,5,0) -1
    d(6,0,g27) label_order(g27,6,0,7,0) -1
    d(6,0,g27) label_order(g27,7,0,6,0) 1
    d(6,2,g27) label_order(g27,6,1,6,2) 1
    d(6,2,g27) label_order(g27,5,2,6,2) 1
    d(6,2,g27) label_order(g27,6,2,5,2) -1
    d(6,2,g27) label_order(g27,6,2,7,2) -1
    d(6,2,g27) label_order(g27,7,2,6,2) 1
    d(7,0,g27) label_order(g27,7,1,7,0) 1
    d(7,0,g27) label_order(g27,6,0,7,0) 1
    d(7,0,g27) label_order(g27,7,0,6,0) -1
    d(7,0,g27) label_order(g27,7,0,8,0) -1
    d(7,0,g27) label_order(g27,8,0,7,0) 1
    d(7,2,g27) label_order(g27,7,1,7,2) 1
    d(7,2,g27) label_order(g27,6,2,7,2) 1
    d(7,2,g27) label_order(g27,7,2,6,2) -1
    d(7,2,g27) label_order(g27,7,2,8,2) -1
    d(7,2,g27) label_order(g27,8,2,7,2) 1
    d(8,0,g27) label_order(g27,8,0,8,1) -1
    d(8,0,g27) label_order(g27,8,1,8,0) 1
    d(8,0,g27) label_order(g27,7,0,8,0) 1
    d(8,0,g27) label_order(g27,8,0,7,0) -1
    d(8,1,g27) label_order(g27,8,0,8,1) 1
    d(8,1,g27) label_order(g27,8,1,8,0) -1
    d(8,1,g27) label_order(g27,8,1,8,2) -1
    d(8,1,g27) label_order(g27,8,2,8,1) 1
    d(8,1,g27) label_order(g27,7,1,8,1) 1
    d(8,2,g27) label_order(g27,8,1,8,2) 1
    d(8,2,g27) label_order(g27,8,2,8,1) -1
    d(8,2,g27) label_order(g27,7,2,8,2) 1
    d(8,2,g27) label_order(g27,8,2,7,2) -1
    d(5,11,g28) label_order(g28,6,11,5,11) 1
    d(8,11,g28) label_order(g28,7,11,8,11) 1
    d(4,0,g29) label_order(g29,4,0,5,0) -1
    d(4,0,g29) label_order(g29,5,0,4,0) 1
    d(5,0,g29) label_order(g29,4,0,5,0) 1
    d(5,0,g29) label_order(g29,5,0,4,0) -1
    d(5,0,g29) label_order(g29,5,0,6,0) -1
    d(5,0,g29) label_order(g29,6,0,5,0) 1
    d(6,0,g29) label_order(g29,5,0,6,0) 1
    d(6,0,g29) label_order(g29,6,0,5,0) -1
    d(6,0,g29) label_order(g29,6,0,7,0) -1
    d(6,0,g29) label_order(g29,7,0,6,0) 1
    d(6,2,g29) label_order(g29,6,2,7,2) -1
    d(6,2,g29) label_order(g29,7,2,6,2) 1
    d(7,0,g29) label_order(g29,6,0,7,0) 1
    d(7,0,g29) label_order(g29,7,0,6,0) -1
    d(7,0,g29) label_order(g29,7,0,8,0) -1
    d(7,0,g29) label_order(g29,8,0,7,0) 1
    d(7,2,g29) label_order(g29,7,3,7,2) 1
    d(7,2,g29) label_order(g29,6,2,7,2) 1
    d(7,2,g29) label_order(g29,7,2,6,2) -1
    d(7,2,g29) label_order(g29,7,2,8,2) -1
    d(7,2,g29) label_order(g29,8,2,7,2) 1
    d(7,4,g29) label_order(g29,7,3,7,4) 1
    d(7,4,g29) label_order(g29,7,4,7,5) -1
    d(7,4,g29) label_order(g29,7,5,7,4) 1
    d(7,4,g29) label_order(g29,7,4,8,4) -1
    d(7,4,g29) label_order(g29,8,4,7,4) 1
    d(7,5,g29) label_order(g29,7,4,7,5) 1
    d(7,5,g29) label_order(g29,7,5,7,4) -1
    d(7,5,g29) label_order(g29,7,5,7,6) -1
    d(7,5,g29) label_order(g29,7,6,7,5) 1
    d(7,6,g29) label_order(g29,7,5,7,6) 1
    d(7,6,g29) label_order(g29,7,6,7,5) -1
    d(7,6,g29) label_order(g29,7,6,8,6) -1
    d(7,6,g29) label_order(g29,8,6,7,6) 1
    d(8,0,g29) label_order(g29,8,0,8,1) -1
    d(8,0,g29) label_order(g29,8,1,8,0) 1
    d(8,0,g29) label_order(g29,7,0,8,0) 1
    d(8,0,g29) label_order(g29,8,0,7,0) -1
    d(8,1,g29) label_order(g29,8,0,8,1) 1
    d(8,1,g29) label_order(g29,8,1,8,0) -1
    d(8,1,g29) label_order(g29,8,1,8,2) -1
    d(8,1,g29) label_order(g29,8,2,8,1) 1
    d(8,2,g29) label_order(g29,8,1,8,2) 1
    d(8,2,g29) label_order(g29,8,2,8,1) -1
    d(8,2,g29) label_order(g29,8,3,8,2) 1
    d(8,2,g29) label_order(g29,7,2,8,2) 1
    d(8,2,g29) label_order(g29,8,2,7,2) -1
    d(8,4,g29) label_order(g29,8,3,8,4) 1
    d(8,4,g29) label_order(g29,7,4,8,4) 1
    d(8,4,g29) label_order(g29,8,4,7,4) -1
    d(8,4,g29) label_order(g29,8,4,9,4) -1
    d(8,4,g29) label_order(g29,9,4,8,4) 1
    d(8,6,g29) label_order(g29,7,6,8,6) 1
    d(8,6,g29) label_order(g29,8,6,7,6) -1
    d(8,6,g29) label_order(g29,8,6,9,6) -1
    d(8,6,g29) label_order(g29,9,6,8,6) 1
    d(9,4,g29) label_order(g29,8,4,9,4) 1
    d(9,4,g29) label_order(g29,9,4,8,4) -1
    d(9,6,g29) label_order(g29,8,6,9,6) 1
    d(9,6,g29) label_order(g29,9,6,8,6) -1
    d(9,6,g29) label_order(g29,9,6,10,6) -1
    d(9,6,g29) label_order(g29,10,6,9,6) 1
    d(10,6,g29) label_order(g29,9,6,10,6) 1
    d(10,6,g29) label_order(g29,10,6,9,6) -1
    d(10,6,g29) label_order(g29,10,6,11,6) -1
    d(10,6,g29) label_order(g29,11,6,10,6) 1
    d(11,6,g29) label_order(g29,10,6,11,6) 1
    d(11,6,g29) label_order(g29,11,6,10,6) -1
    d(6,6,g30) label_order(g30,6,6,7,6) -1
    d(6,6,g30) label_order(g30,7,6,6,6) 1
    d(6,8,g30) label_order(g30,6,8,7,8) -1
    d(6,8,g30) label_order(g30,7,8,6,8) 1
    d(7,6,g30) label_order(g30,7,7,7,6) 1
    d(7,6,g30) label_order(g30,6,6,7,6) 1
    d(7,6,g30) label_order(g30,7,6,6,6) -1
    d(7,6,g30) label_order(g30,7,6,8,6) -1
    d(7,6,g30) label_order(g30,8,6,7,6) 1
    d(7,8,g30) label_order(g30,7,7,7,8) 1
    d(7,8,g30) label_order(g30,7,8,7,9) -1
    d(7,8,g30) label_order(g30,7,9,7,8) 1
    d(7,8,g30) label_order(g30,6,8,7,8) 1
    d(7,8,g30) label_order(g30,7,8,6,8) -1
    d(7,8,g30) label_order(g30,7,8,8,8) -1
    d(7,8,g30) label_order(g30,8,8,7,8) 1
    d(7,9,g30) label_order(g30,7,8,7,9) 1
    d(7,9,g30) label_order(g30,7,9,7,8) -1
    d(7,9,g30) label_order(g30,7,9,7,10) -1
    d(7,9,g30) label_order(g30,7,10,7,9) 1
    d(7,10,g30) label_order(g30,7,9,7,10) 1
    d(7,10,g30) label_order(g30,7,10,7,9) -1
    d(8,4,g30) label_order(g30,8,4,8,5) -1
    d(8,4,g30) label_order(g30,8,5,8,4) 1
    d(8,5,g30) label_order(g30,8,4,8,5) 1
    d(8,5,g30) label_order(g30,8,5,8,4) -1
    d(8,5,g30) label_order(g30,8,5,8,6) -1
    d(8,5,g30) label_order(g30,8,6,8,5) 1
    d(8,6,g30) label_order(g30,8,5,8,6) 1
    d(8,6,g30) label_order(g30,8,6,8,5) -1
    d(8,6,g30) label_order(g30,8,7,8,6) 1
    d(8,6,g30) label_order(g30,7,6,8,6) 1
    d(8,6,g30) label_order(g30,8,6,7,6) -1
    d(8,6,g30) label_order(g30,8,6,9,6) -1
    d(8,6,g30) label_order(g30,9,6,8,6) 1
    d(8,8,g30) label_order(g30,8,7,8,8) 1
    d(8,8,g30) label_order(g30,7,8,8,8) 1
    d(8,8,g30) label_order(g30,8,8,7,8) -1
    d(8,8,g30) label_order(g30,8,8,9,8) -1
    d(8,8,g30) label_order(g30,9,8,8,8) 1
    d(9,6,g30) label_order(g30,8,6,9,6) 1
    d(9,6,g30) label_order(g30,9,6,8,6) -1
    d(9,8,g30) label_order(g30,8,8,9,8) 1
    d(9,8,g30) label_order(g30,9,8,8,8) -1
    d(7,9,g31) label_order(g31,7,9,7,10) -1
    d(7,9,g31) label_order(g31,7,10,7,9) 1
    d(7,9,g31) label_order(g31,8,9,7,9) 1
    d(7,10,g31) label_order(g31,7,9,7,10) 1
    d(7,10,g31) label_order(g31,7,10,7,9) -1
    d(9,8,g31) label_order(g31,9,8,9,9) -1
    d(9,8,g31) label_order(g31,9,9,9,8) 1
    d(9,9,g31) label_order(g31,9,8,9,9) 1
    d(9,9,g31) label_order(g31,9,9,9,8) -1
    d(9,9,g31) label_order(g31,8,9,9,9) 1
    d(7,0,g33) label_order(g33,7,0,8,0) -1
    d(7,0,g33) label_order(g33,8,0,7,0) 1
    d(8,0,g33) label_order(g33,7,0,8,0) 1
    d(8,0,g33) label_order(g33,8,0,7,0) -1
    d(8,0,g33) label_order(g33,9,0,8,0) 1
    d(10,0,g33) label_order(g33,9,0,10,0) 1
    d(10,0,g33) label_order(g33,10,0,11,0) -1
    d(10,0,g33) label_order(g33,11,0,10,0) 1
    d(11,0,g33) label_order(g33,10,0,11,0) 1
    d(11,0,g33) label_order(g33,11,0,10,0) -1
    d(7,2,g34) label_order(g34,7,2,8,2) -1
    d(7,2,g34) label_order(g34,8,2,7,2) 1
    d(8,1,g34) label_order(g34,8,1,8,2) -1
    d(8,1,g34) label_order(g34,8,2,8,1) 1
    d(8,1,g34) label_order(g34,9,1,8,1) 1
    d(8,2,g34) label_order(g34,8,1,8,2) 1
    d(8,2,g34) label_order(g34,8,2,8,1) -1
    d(8,2,g34) label_order(g34,7,2,8,2) 1
    d(8,2,g34) label_order(g34,8,2,7,2) -1
    d(8,2,g34) label_order(g34,9,2,8,2) 1
    d(10,1,g34) label_order(g34,10,1,10,2) -1
    d(10,1,g34) label_order(g34,10,2,10,1) 1
    d(10,1,g34) label_order(g34,9,1,10,1) 1
    d(10,1,g34) label_order(g34,10,1,11,1) -1
    d(10,1,g34) label_order(g34,11,1,10,1) 1
    d(10,2,g34) label_order(g34,10,1,10,2) 1
    d(10,2,g34) label_order(g34,10,2,10,1) -1
    d(10,2,g34) label_order(g34,9,2,10,2) 1
    d(11,1,g34) label_order(g34,10,1,11,1) 1
    d(11,1,g34) label_order(g34,11,1,10,1) -1
    d(8,11,g36) label_order(g36,8,11,9,11) -1
    d(8,11,g36) label_order(g36,9,11,8,11) 1
    d(9,9,g36) label_order(g36,9,10,9,9) 1
    d(9,9,g36) label_order(g36,9,9,10,9) -1
    d(9,9,g36) label_order(g36,10,9,9,9) 1
    d(9,11,g36) label_order(g36,9,10,9,11) 1
    d(9,11,g36) label_order(g36,8,11,9,11) 1
    d(9,11,g36) label_order(g36,9,11,8,11) -1
    d(10,9,g36) label_order(g36,9,9,10,9) 1
    d(10,9,g36) label_order(g36,10,9,9,9) -1
    d(9,4,g39) label_order(g39,9,4,9,5) -1
    d(9,4,g39) label_order(g39,9,5,9,4) 1
    d(9,5,g39) label_order(g39,9,4,9,5) 1
    d(9,5,g39) label_order(g39,9,5,9,4) -1
    d(9,5,g39) label_order(g39,10,5,9,5) 1
    d(11,5,g39) label_order(g39,11,5,11,6) -1
    d(11,5,g39) label_order(g39,11,6,11,5) 1
    d(11,5,g39) label_order(g39,10,5,11,5) 1
    d(11,6,g39) label_order(g39,11,5,11,6) 1
    d(11,6,g39) label_order(g39,11,6,11,5) -1
    d(9,5,g40) label_order(g40,9,5,9,6) -1
    d(9,5,g40) label_order(g40,9,6,9,5) 1
    d(9,6,g40) label_order(g40,9,5,9,6) 1
    d(9,6,g40) label_order(g40,9,6,9,5) -1
    d(9,6,g40) label_order(g40,9,6,9,7) -1
    d(9,6,g40) label_order(g40,9,7,9,6) 1
    d(9,6,g40) label_order(g40,9,6,10,6) -1
    d(9,6,g40) label_order(g40,10,6,9,6) 1
    d(9,7,g40) label_order(g40,9,6,9,7) 1
    d(9,7,g40) label_order(g40,9,7,9,6) -1
    d(9,7,g40) label_order(g40,9,7,9,8) -1
    d(9,7,g40) label_order(g40,9,8,9,7) 1
    d(9,7,g40) label_order(g40,10,7,9,7) 1
    d(9,8,g40) label_order(g40,9,7,9,8) 1
    d(9,8,g40) label_order(g40,9,8,9,7) -1
    d(9,8,g40) label_order(g40,9,8,9,9) -1
    d(9,8,g40) label_order(g40,9,9,9,8) 1
    d(9,8,g40) label_order(g40,10,8,9,8) 1
    d(9,9,g40) label_order(g40,9,8,9,9) 1
    d(9,9,g40) label_order(g40,9,9,9,8) -1
    d(9,9,g40) label_order(g40,9,9,10,9) -1
    d(9,9,g40) label_order(g40,10,9,9,9) 1
    d(10,6,g40) label_order(g40,10,7,10,6) 1
    d(10,6,g40) label_order(g40,9,6,10,6) 1
    d(10,6,g40) label_order(g40,10,6,9,6) -1
    d(10,6,g40) label_order(g40,10,6,11,6) -1
    d(10,6,g40) label_order(g40,11,6,10,6) 1
    d(10,9,g40) label_order(g40,10,8,10,9) 1
    d(10,9,g40) label_order(g40,9,9,10,9) 1
    d(10,9,g40) label_order(g40,10,9,9,9) -1
    d(10,9,g40) label_order(g40,10,9,11,9) -1
    d(10,9,g40) label_order(g40,11,9,10,9) 1
    d(11,6,g40) label_order(g40,11,6,11,7) -1
    d(11,6,g40) label_order(g40,11,7,11,6) 1
    d(11,6,g40) label_order(g40,10,6,11,6) 1
    d(11,6,g40) label_order(g40,11,6,10,6) -1
    d(11,7,g40) label_order(g40,11,6,11,7) 1
    d(11,7,g40) label_order(g40,11,7,11,6) -1
    d(11,7,g40) label_order(g40,11,7,11,8) -1
    d(11,7,g40) label_order(g40,11,8,11,7) 1
    d(11,7,g40) label_order(g40,10,7,11,7) 1
    d(11,8,g40) label_order(g40,11,7,11,8) 1
    d(11,8,g40) label_order(g40,11,8,11,7) -1
    d(11,8,g40) label_order(g40,11,8,11,9) -1
    d(11,8,g40) label_order(g40,11,9,11,8) 1
    d(11,8,g40) label_order(g40,10,8,11,8) 1
    d(11,9,g40) label_order(g40,11,8,11,9) 1
    d(11,9,g40) label_order(g40,11,9,11,8) -1
    d(11,9,g40) label_order(g40,11,9,11,10) -1
    d(11,9,g40) label_order(g40,11,10,11,9) 1
    d(11,9,g40) label_order(g40,10,9,11,9) 1
    d(11,9,g40) label_order(g40,11,9,10,9) -1
    d(11,10,g40) label_order(g40,11,9,11,10) 1
    d(11,10,g40) label_order(g40,11,10,11,9) -1
    d(11,0,g43) label_order(g43,11,0,11,1) -1
    d(11,0,g43) label_order(g43,11,1,11,0) 1
    d(11,1,g43) label_order(g43,11,0,11,1) 1
    d(11,1,g43) label_order(g43,11,1,11,0) -1
    d(11,1,g43) label_order(g43,11,1,11,2) -1
    d(11,1,g43) label_order(g43,11,2,11,1) 1
    d(11,2,g43) label_order(g43,11,1,11,2) 1
    d(11,2,g43) label_order(g43,11,2,11,1) -1
    d(11,2,g43) label_order(g43,11,3,11,2) 1
    d(11,5,g43) label_order(g43,11,4,11,5) 1
    d(11,5,g43) label_order(g43,11,5,11,6) -1
    d(11,5,g43) label_order(g43,11,6,11,5) 1
    d(11,6,g43) label_order(g43,11,5,11,6) 1
    d(11,6,g43) label_order(g43,11,6,11,5) -1
    d(11,6,g43) label_order(g43,11,6,11,7) -1
    d(11,6,g43) label_order(g43,11,7,11,6) 1
    d(11,7,g43) label_order(g43,11,6,11,7) 1
    d(11,7,g43) label_order(g43,11,7,11,6) -1
    p(g0,0,0,0,1) label_pred(g0,0,1) 1
    p(g0,0,0,0,1) label_tail(g0,0,0,0,1) 1
    p(g0,0,0,0,1) label_order(g0,0,0,0,1) -3
    p(g0,0,1,0,0) label_pred(g0,0,0) 1
    p(g0,0,1,0,0) label_tail(g0,0,1,0,0) 1
    p(g0,0,1,0,0) label_order(g0,0,1,0,0) -3
    p(g0,0,2,0,1) label_pred(g0,0,1) 1
    p(g0,0,2,0,1) label_order(g0,0,2,0,1) -3
    p(g0,0,3,0,4) label_pred(g0,0,4) 1
    p(g0,0,3,0,4) label_order(g0,0,3,0,4) -3
    p(g0,0,4,0,5) label_pred(g0,0,5) 1
    p(g0,0,4,0,5) label_tail(g0,0,4,0,5) 1
    p(g0,0,4,0,5) label_order(g0,0,4,0,5) -3
    p(g0,0,5,0,4) label_pred(g0,0,4) 1
    p(g0,0,5,0,4) label_tail(g0,0,5,0,4) 1
    p(g0,0,5,0,4) label_order(g0,0,5,0,4) -3
    p(g1,0,7,0,6) label_pred(g1,0,6) 1
    p(g1,0,7,0,6) label_order(g1,0,7,0,6) -2
    p(g1,0,8,0,9) label_pred(g1,0,9) 1
    p(g1,0,8,0,9) label_order(g1,0,8,0,9) -2
    p(g3,0,4,0,5) label_pred(g3,0,5) 1
    p(g3,0,4,0,5) label_tail(g3,0,4,0,5) 1
    p(g3,0,4,0,5) label_order(g3,0,4,0,5) -6
    p(g3,0,5,0,4) label_pred(g3,0,4) 1
    p(g3,0,5,0,4) label_tail(g3,0,5,0,4) 1
    p(g3,0,5,0,4) label_order(g3,0,5,0,4) -6
    p(g3,0,5,0,6) label_pred(g3,0,6) 1
    p(g3,0,5,0,6) label_tail(g3,0,5,0,6) 1
    p(g3,0,5,0,6) label_order(g3,0,5,0,6) -6
    p(g3,0,6,0,5) label_pred(g3,0,5) 1
    p(g3,0,6,0,5) label_tail(g3,0,6,0,5) 1
    p(g3,0,6,0,5) label_order(g3,0,6,0,5) -6
    p(g3,1,1,1,2) label_pred(g3,1,2) 1
    p(g3,1,1,1,2) label_tail(g3,1,1,1,2) 1
    p(g3,1,1,1,2) label_order(g3,1,1,1,2) -6
    p(g3,1,2,1,1) label_pred(g3,1,1) 1
    p(g3,1,2,1,1) label_tail(g3,1,2,1,1) 1
    p(g3,1,2,1,1) label_order(g3,1,2,1,1) -6
    p(g3,1,3,1,2) label_pred(g3,1,2) 1
    p(g3,1,3,1,2) label_order(g3,1,3,1,2) -6
    p(g3,1,4,1,5) label_pred(g3,1,5) 1
    p(g3,1,4,1,5) label_order(g3,1,4,1,5) -6
    p(g3,1,5,1,6) label_pred(g3,1,6) 1
    p(g3,1,5,1,6) label_tail(g3,1,5,1,6) 1
    p(g3,1,5,1,6) label_order(g3,1,5,1,6) -6
    p(g3,1,6,1,5) label_pred(g3,1,5) 1
    p(g3,1,6,1,5) label_tail(g3,1,6,1,5) 1
    p(g3,1,6,1,5) label_order(g3,1,6,1,5) -6
    p(g3,2,1,2,2) label_pred(g3,2,2) 1
    p(g3,2,1,2,2) label_tail(g3,2,1,2,2) 1
    p(g3,2,1,2,2) label_order(g3,2,1,2,2) -6
    p(g3,2,2,2,1) label_pred(g3,2,1) 1
    p(g3,2,2,2,1) label_tail(g3,2,2,2,1) 1
    p(g3,2,2,2,1) label_order(g3,2,2,2,1) -6
    p(g3,2,2,2,3) label_pred(g3,2,3) 1
    p(g3,2,2,2,3) label_tail(g3,2,2,2,3) 1
    p(g3,2,2,2,3) label_order(g3,2,2,2,3) -6
    p(g3,2,3,2,2) label_pred(g3,2,2) 1
    p(g3,2,3,2,2) label_tail(g3,2,3,2,2) 1
    p(g3,2,3,2,2) label_order(g3,2,3,2,2) -6
    p(g3,1,4,0,4) label_pred(g3,0,4) 1
    p(g3,1,4,0,4) label_order(g3,1,4,0,4) -6
    p(g3,0,5,1,5) label_pred(g3,1,5) 1
    p(g3,0,5,1,5) label_tail(g3,0,5,1,5) 1
    p(g3,0,5,1,5) label_order(g3,0,5,1,5) -6
    p(g3,1,5,0,5) label_pred(g3,0,5) 1
    p(g3,1,5,0,5) label_tail(g3,1,5,0,5) 1
    p(g3,1,5,0,5) label_order(g3,1,5,0,5) -6
    p(g3,0,6,1,6) label_pred(g3,1,6) 1
    p(g3,0,6,1,6) label_tail(g3,0,6,1,6) 1
    p(g3,0,6,1,6) label_order(g3,0,6,1,6) -6
    p(g3,1,6,0,6) label_pred(g3,0,6) 1
    p(g3,1,6,0,6) label_tail(g3,1,6,0,6) 1
    p(g3,1,6,0,6) label_order(g3,1,6,0,6) -6
    p(g3,1,1,2,1) label_pred(g3,2,1) 1
    p(g3,1,1,2,1) label_tail(g3,1,1,2,1) 1
    p(g3,1,1,2,1) label_order(g3,1,1,2,1) -6
    p(g3,2,1,1,1) label_pred(g3,1,1) 1
    p(g3,2,1,1,1) label_tail(g3,2,1,1,1) 1
    p(g3,2,1,1,1) label_order(g3,2,1,1,1) -6
    p(g3,1,2,2,2) label_pred(g3,2,2) 1
    p(g3,1,2,2,2) label_tail(g3,1,2,2,2) 1
    p(g3,1,2,2,2) label_order(g3,1,2,2,2) -6
    p(g3,2,2,1,2) label_pred(g3,1,2) 1
    p(g3,2,2,1,2) label_tail(g3,2,2,1,2) 1
    p(g3,2,2,1,2) label_order(g3,2,2,1,2) -6
    p(g3,1,3,2,3) label_pred(g3,2,3) 1
    p(g3,1,3,2,3) label_order(g3,1,3,2,3) -6
    p(g6,1,7,1,6) label_pred(g6,1,6) 1
    p(g6,1,7,1,6) label_order(g6,1,7,1,6) -3
    p(g6,2,7,2,8) label_pred(g6,2,8) 1
    p(g6,2,7,2,8) label_order(g6,2,7,2,8) -3
    p(g6,0,6,1,6) label_pred(g6,1,6) 1
    p(g6,0,6,1,6) label_tail(g6,0,6,1,6) 1
    p(g6,0,6,1,6) label_order(g6,0,6,1,6) -3
    p(g6,1,6,0,6) label_pred(g6,0,6) 1
    p(g6,1,6,0,6) label_tail(g6,1,6,0,6) 1
    p(g6,1,6,0,6) label_order(g6,1,6,0,6) -3
    p(g6,2,8,3,8) label_pred(g6,3,8) 1
    p(g6,2,8,3,8) label_tail(g6,2,8,3,8) 1
    p(g6,2,8,3,8) label_order(g6,2,8,3,8) -3
    p(g6,3,8,2,8) label_pred(g6,2,8) 1
    p(g6,3,8,2,8) label_tail(g6,3,8,2,8) 1
    p(g6,3,8,2,8) label_order(g6,3,8,2,8) -3
    p(g8,0,6,1,6) label_pred(g8,1,6) 1
    p(g8,0,6,1,6) label_tail(g8,0,6,1,6) 1
    p(g8,0,6,1,6) label_order(g8,0,6,1,6) -3
    p(g8,1,6,0,6) label_pred(g8,0,6) 1
    p(g8,1,6,0,6) label_tail(g8,1,6,0,6) 1
    p(g8,1,6,0,6) label_order(g8,1,6,0,6) -3
    p(g8,2,6,1,6) label_pred(g8,1,6) 1
    p(g8,2,6,1,6) label_order(g8,2,6,1,6) -3
    p(g8,2,6,3,6) label_pred(g8,3,6) 1
    p(g8,2,6,3,6) label_order(g8,2,6,3,6) -3
    p(g8,3,6,4,6) label_pred(g8,4,6) 1
    p(g8,3,6,4,6) label_tail(g8,3,6,4,6) 1
    p(g8,3,6,4,6) label_order(g8,3,6,4,6) -3
    p(g8,4,6,3,6) label_pred(g8,3,6) 1
    p(g8,4,6,3,6) label_tail(g8,4,6,3,6) 1
    p(g8,4,6,3,6) label_order(g8,4,6,3,6) -3
    p(g9,2,9,2,8) label_pred(g9,2,8) 1
    p(g9,2,9,2,8) label_order(g9,2,9,2,8) -2
    p(g9,2,10,2,11) label_pred(g9,2,11) 1
    p(g9,2,10,2,11) label_order(g9,2,10,2,11) -2
    p(g10,0,0,1,0) label_pred(g10,1,0) 1
    p(g10,0,0,1,0) label_tail(g10,0,0,1,0) 1
    p(g10,0,0,1,0) label_order(g10,0,0,1,0) -3
    p(g10,1,0,0,0) label_pred(g10,0,0) 1
    p(g10,1,0,0,0) label_tail(g10,1,0,0,0) 1
    p(g10,1,0,0,0) label_order(g10,1,0,0,0) -3
    p(g10,2,0,1,0) label_pred(g10,1,0) 1
    p(g10,2,0,1,0) label_order(g10,2,0,1,0) -3
    p(g10,3,0,4,0) label_pred(g10,4,0) 1
    p(g10,3,0,4,0) label_order(g10,3,0,4,0) -3
    p(g10,4,0,5,0) label_pred(g10,5,0) 1
    p(g10,4,0,5,0) label_tail(g10,4,0,5,0) 1
    p(g10,4,0,5,0) label_order(g10,4,0,5,0) -3
    p(g10,5,0,4,0) label_pred(g10,4,0) 1
    p(g10,5,0,4,0) label_tail(g10,5,0,4,0) 1
    p(g10,5,0,4,0) label_order(g10,5,0,4,0) -3
    p(g11,1,1,1,2) label_pred(g11,1,2) 1
    p(g11,1,1,1,2) label_tail(g11,1,1,1,2) 1
    p(g11,1,1,1,2) label_order(g11,1,1,1,2) -9
    p(g11,1,2,1,1) label_pred(g11,1,1) 1
    p(g11,1,2,1,1) label_tail(g11,1,2,1,1) 1
    p(g11,1,2,1,1) label_order(g11,1,2,1,1) -9
    p(g11,2,1,2,2) label_pred(g11,2,2) 1
    p(g11,2,1,2,2) label_tail(g11,2,1,2,2) 1
    p(g11,2,1,2,2) label_order(g11,2,1,2,2) -9
    p(g11,2,2,2,1) label_pred(g11,2,1) 1
    p(g11,2,2,2,1) label_tail(g11,2,2,2,1) 1
    p(g11,2,2,2,1) label_order(g11,2,2,2,1) -9
    p(g11,2,2,2,3) label_pred(g11,2,3) 1
    p(g11,2,2,2,3) label_tail(g11,2,2,2,3) 1
    p(g11,2,2,2,3) label_order(g11,2,2,2,3) -9
    p(g11,2,3,2,2) label_pred(g11,2,2) 1
    p(g11,2,3,2,2) label_tail(g11,2,3,2,2) 1
    p(g11,2,3,2,2) label_order(g11,2,3,2,2) -9
    p(g11,2,3,2,4) label_pred(g11,2,4) 1
    p(g11,2,3,2,4) label_tail(g11,2,3,2,4) 1
    p(g11,2,3,2,4) label_order(g11,2,3,2,4) -9
    p(g11,2,4,2,3) label_pred(g11,2,3) 1
    p(g11,2,4,2,3) label_tail(g11,2,4,2,3) 1
    p(g11,2,4,2,3) label_order(g11,2,4,2,3) -9
    p(g11,4,3,4,4) label_pred(g11,4,4) 1
    p(g11,4,3,4,4) label_tail(g11,4,3,4,4) 1
    p(g11,4,3,4,4) label_order(g11,4,3,4,4) -9
    p(g11,4,4,4,3) label_pred(g11,4,3) 1
    p(g11,4,4,4,3) label_tail(g11,4,4,4,3) 1
    p(g11,4,4,4,3) label_order(g11,4,4,4,3) -9
    p(g11,4,4,4,5) label_pred(g11,4,5) 1
    p(g11,4,4,4,5) label_tail(g11,4,4,4,5) 1
    p(g11,4,4,4,5) label_order(g11,4,4,4,5) -9
    p(g11,4,5,4,4) label_pred(g11,4,4) 1
    p(g11,4,5,4,4) label_tail(g11,4,5,4,4) 1
    p(g11,4,5,4,4) label_order(g11,4,5,4,4) -9
    p(g11,4,5,4,6) label_pred(g11,4,6) 1
    p(g11,4,5,4,6) label_tail(g11,4,5,4,6) 1
    p(g11,4,5,4,6) label_order(g11,4,5,4,6) -9
    p(g11,4,6,4,5) label_pred(g11,4,5) 1
    p(g11,4,6,4,5) label_tail(g11,4,6,4,5) 1
    p(g11,4,6,4,5) label_order(g11,4,6,4,5) -9
    p(g11,5,5,5,6) label_pred(g11,5,6) 1
    p(g11,5,5,5,6) label_tail(g11,5,5,5,6) 1
    p(g11,5,5,5,6) label_order(g11,5,5,5,6) -9
    p(g11,5,6,5,5) label_pred(g11,5,5) 1
    p(g11,5,6,5,5) label_tail(g11,5,6,5,5) 1
    p(g11,5,6,5,5) label_order(g11,5,6,5,5) -9
    p(g11,0,1,1,1) label_pred(g11,1,1) 1
    p(g11,0,1,1,1) label_tail(g11,0,1,1,1) 1
    p(g11,0,1,1,1) label_order(g11,0,1,1,1) -9
    p(g11,1,1,0,1) label_pred(g11,0,1) 1
    p(g11,1,1,0,1) label_tail(g11,1,1,0,1) 1
    p(g11,1,1,0,1) label_order(g11,1,1,0,1) -9
    p(g11,1,1,2,1) label_pred(g11,2,1) 1
    p(g11,1,1,2,1) label_tail(g11,1,1,2,1) 1
    p(g11,1,1,2,1) label_order(g11,1,1,2,1) -9
    p(g11,2,1,1,1) label_pred(g11,1,1) 1
    p(g11,2,1,1,1) label_tail(g11,2,1,1,1) 1
    p(g11,2,1,1,1) label_order(g11,2,1,1,1) -9
    p(g11,1,2,2,2) label_pred(g11,2,2) 1
    p(g11,1,2,2,2) label_tail(g11,1,2,2,2) 1
    p(g11,1,2,2,2) label_order(g11,1,2,2,2) -9
    p(g11,2,2,1,2) label_pred(g11,1,2) 1
    p(g11,2,2,1,2) label_tail(g11,2,2,1,2) 1
    p(g11,2,2,1,2) label_order(g11,2,2,1,2) -9
    p(g11,2,1,3,1) label_pred(g11,3,1) 1
    p(g11,2,1,3,1) label_tail(g11,2,1,3,1) 1
    p(g11,2,1,3,1) label_order(g11,2,1,3,1) -9
    p(g11,3,1,2,1) label_pred(g11,2,1) 1
    p(g11,3,1,2,1) label_tail(g11,3,1,2,1) 1
    p(g11,3,1,2,1) label_order(g11,3,1,2,1) -9
    p(g11,3,3,2,3) label_pred(g11,2,3) 1
    p(g11,3,3,2,3) label_order(g11,3,3,2,3) -9
    p(g11,3,4,2,4) label_pred(g11,2,4) 1
    p(g11,3,4,2,4) label_order(g11,3,4,2,4) -9
    p(g11,3,3,4,3) label_pred(g11,4,3) 1
    p(g11,3,3,4,3) label_order(g11,3,3,4,3) -9
    p(g11,3,4,4,4) label_pred(g11,4,4) 1
    p(g11,3,4,4,4) label_order(g11,3,4,4,4) -9
    p(g11,3,6,4,6) label_pred(g11,4,6) 1
    p(g11,3,6,4,6) label_tail(g11,3,6,4,6) 1
    p(g11,3,6,4,6) label_order(g11,3,6,4,6) -9
    p(g11,4,6,3,6) label_pred(g11,3,6) 1
    p(g11,4,6,3,6) label_tail(g11,4,6,3,6) 1
    p(g11,4,6,3,6) label_order(g11,4,6,3,6) -9
    p(g11,4,5,5,5) label_pred(g11,5,5) 1
    p(g11,4,5,5,5) label_tail(g11,4,5,5,5) 1
    p(g11,4,5,5,5) label_order(g11,4,5,5,5) -9
    p(g11,5,5,4,5) label_pred(g11,4,5) 1
    p(g11,5,5,4,5) label_tail(g11,5,5,4,5) 1
    p(g11,5,5,4,5) label_order(g11,5,5,4,5) -9
    p(g11,4,6,5,6) label_pred(g11,5,6) 1
    p(g11,4,6,5,6) label_tail(g11,4,6,5,6) 1
    p(g11,4,6,5,6) label_order(g11,4,6,5,6) -9
    p(g11,5,6,4,6) label_pred(g11,4,6) 1
    p(g11,5,6,4,6) label_tail(g11,5,6,4,6) 1
    p(g11,5,6,4,6) label_order(g11,5,6,4,6) -9
    p(g11,5,6,6,6) label_pred(g11,6,6) 1
    p(g11,5,6,6,6) label_tail(g11,5,6,6,6) 1
    p(g11,5,6,6,6) label_order(g11,5,6,6,6) -9
    p(g11,6,6,5,6) label_pred(g11,5,6) 1
    p(g11,6,6,5,6) label_tail(g11,6,6,5,6) 1
    p(g11,6,6,5,6) label_order(g11,6,6,5,6) -9
    p(g13,3,7,3,6) label_pred(g13,3,6) 1
    p(g13,3,7,3,6) label_order(g13,3,7,3,6) -3
    p(g13,3,7,3,8) label_pred(g13,3,8) 1
    p(g13,3,7,3,8) label_order(g13,3,7,3,8) -3
    p(g13,2,8,3,8) label_pred(g13,3,8) 1
    p(g13,2,8,3,8) label_tail(g13,2,8,3,8) 1
    p(g13,2,8,3,8) label_order(g13,2,8,3,8) -3
    p(g13,3,8,2,8) label_pred(g13,2,8) 1
    p(g13,3,8,2,8) label_tail(g13,3,8,2,8) 1
    p(g13,3,8,2,8) label_order(g13,3,8,2,8) -3
    p(g13,3,6,4,6) label_pred(g13,4,6) 1
    p(g13,3,6,4,6) label_tail(g13,3,6,4,6) 1
    p(g13,3,6,4,6) label_order(g13,3,6,4,6) -3
    p(g13,4,6,3,6) label_pred(g13,3,6) 1
    p(g13,4,6,3,6) label_tail(g13,4,6,3,6) 1
    p(g13,4,6,3,6) label_order(g13,4,6,3,6) -3
    p(g17,3,1,3,2) label_pred(g17,3,2) 1
    p(g17,3,1,3,2) label_tail(g17,3,1,3,2) 1
    p(g17,3,1,3,2) label_order(g17,3,1,3,2) -7
    p(g17,3,2,3,1) label_pred(g17,3,1) 1
    p(g17,3,2,3,1) label_tail(g17,3,2,3,1) 1
    p(g17,3,2,3,1) label_order(g17,3,2,3,1) -7
    p(g17,4,1,4,0) label_pred(g17,4,0) 1
    p(g17,4,1,4,0) label_order(g17,4,1,4,0) -7
    p(g17,4,2,4,3) label_pred(g17,4,3) 1
    p(g17,4,2,4,3) label_order(g17,4,2,4,3) -7
    p(g17,5,1,5,2) label_pred(g17,5,2) 1
    p(g17,5,1,5,2) label_tail(g17,5,1,5,2) 1
    p(g17,5,1,5,2) label_order(g17,5,1,5,2) -7
    p(g17,5,2,5,1) label_pred(g17,5,1) 1
    p(g17,5,2,5,1) label_tail(g17,5,2,5,1) 1
    p(g17,5,2,5,1) label_order(g17,5,2,5,1) -7
    p(g17,0,1,1,1) label_pred(g17,1,1) 1
    p(g17,0,1,1,1) label_tail(g17,0,1,1,1) 1
    p(g17,0,1,1,1) label_order(g17,0,1,1,1) -7
    p(g17,1,1,0,1) label_pred(g17,0,1) 1
    p(g17,1,1,0,1) label_tail(g17,1,1,0,1) 1
    p(g17,1,1,0,1) label_order(g17,1,1,0,1) -7
    p(g17,1,1,2,1) label_pred(g17,2,1) 1
    p(g17,1,1,2,1) label_tail(g17,1,1,2,1) 1
    p(g17,1,1,2,1) label_order(g17,1,1,2,1) -7
    p(g17,2,1,1,1) label_pred(g17,1,1) 1
    p(g17,2,1,1,1) label_tail(g17,2,1,1,1) 1
    p(g17,2,1,1,1) label_order(g17,2,1,1,1) -7
    p(g17,2,1,3,1) label_pred(g17,3,1) 1
    p(g17,2,1,3,1) label_tail(g17,2,1,3,1) 1
    p(g17,2,1,3,1) label_order(g17,2,1,3,1) -7
    p(g17,3,1,2,1) label_pred(g17,2,1) 1
    p(g17,3,1,2,1) label_tail(g17,3,1,2,1) 1
    p(g17,3,1,2,1) label_order(g17,3,1,2,1) -7
    p(g17,4,1,3,1) label_pred(g17,3,1) 1
    p(g17,4,1,3,1) label_order(g17,4,1,3,1) -7
    p(g17,4,2,3,2) label_pred(g17,3,2) 1
    p(g17,4,2,3,2) label_order(g17,4,2,3,2) -7
    p(g17,4,1,5,1) label_pred(g17,5,1) 1
    p(g17,4,1,5,1) label_order(g17,4,1,5,1) -7
    p(g17,4,2,5,2) label_pred(g17,5,2) 1
    p(g17,4,2,5,2) label_order(g17,4,2,5,2) -7
    p(g17,5,2,6,2) label_pred(g17,6,2) 1
    p(g17,5,2,6,2) label_tail(g17,5,2,6,2) 1
    p(g17,5,2,6,2) label_order(g17,5,2,6,2) -7
    p(g17,6,2,5,2) label_pred(g17,5,2) 1
    p(g17,6,2,5,2) label_tail(g17,6,2,5,2) 1
    p(g17,6,2,5,2) label_order(g17,6,2,5,2) -7
    p(g17,6,2,7,2) label_pred(g17,7,2) 1
    p(g17,6,2,7,2) label_tail(g17,6,2,7,2) 1
    p(g17,6,2,7,2) label_order(g17,6,2,7,2) -7
    p(g17,7,2,6,2) label_pred(g17,6,2) 1
    p(g17,7,2,6,2) label_tail(g17,7,2,6,2) 1
    p(g17,7,2,6,2) label_order(g17,7,2,6,2) -7
    p(g17,7,2,8,2) label_pred(g17,8,2) 1
    p(g17,7,2,8,2) label_tail(g17,7,2,8,2) 1
    p(g17,7,2,8,2) label_order(g17,7,2,8,2) -7
    p(g17,8,2,7,2) label_pred(g17,7,2) 1
    p(g17,8,2,7,2) label_tail(g17,8,2,7,2) 1
    p(g17,8,2,7,2) label_order(g17,8,2,7,2) -7
    p(g20,2,8,3,8) label_pred(g20,3,8) 1
    p(g20,2,8,3,8) label_tail(g20,2,8,3,8) 1
    p(g20,2,8,3,8) label_order(g20,2,8,3,8) -3
    p(g20,3,8,2,8) label_pred(g20,2,8) 1
    p(g20,3,8,2,8) label_tail(g20,3,8,2,8) 1
    p(g20,3,8,2,8) label_order(g20,3,8,2,8) -3
    p(g20,4,8,3,8) label_pred(g20,3,8) 1
    p(g20,4,8,3,8) label_order(g20,4,8,3,8) -3
    p(g20,5,8,6,8) label_pred(g20,6,8) 1
    p(g20,5,8,6,8) label_order(g20,5,8,6,8) -3
    p(g20,6,8,7,8) label_pred(g20,7,8) 1
    p(g20,6,8,7,8) label_tail(g20,6,8,7,8) 1
    p(g20,6,8,7,8) label_order(g20,6,8,7,8) -3
    p(g20,7,8,6,8) label_pred(g20,6,8) 1
    p(g20,7,8,6,8) label_tail(g20,7,8,6,8) 1
    p(g20,7,8,6,8) label_order(g20,7,8,6,8) -3
    p(g21,5,1,5,2) label_pred(g21,5,2) 1
    p(g21,5,1,5,2) label_tail(g21,5,1,5,2) 1
    p(g21,5,1,5,2) label_order(g21,5,1,5,2) -5
    p(g21,5,2,5,1) label_pred(g21,5,1) 1
    p(g21,5,2,5,1) label_tail(g21,5,2,5,1) 1
    p(g21,5,2,5,1) label_order(g21,5,2,5,1) -5
    p(g21,5,3,5,2) label_pred(g21,5,2) 1
    p(g21,5,3,5,2) label_order(g21,5,3,5,2) -5
    p(g21,5,4,5,5) label_pred(g21,5,5) 1
    p(g21,5,4,5,5) label_order(g21,5,4,5,5) -5
    p(g21,5,5,5,6) label_pred(g21,5,6) 1
    p(g21,5,5,5,6) label_tail(g21,5,5,5,6) 1
    p(g21,5,5,5,6) label_order(g21,5,5,5,6) -5
    p(g21,5,6,5,5) label_pred(g21,5,5) 1
    p(g21,5,6,5,5) label_tail(g21,5,6,5,5) 1
    p(g21,5,6,5,5) label_order(g21,5,6,5,5) -5
    p(g21,5,3,4,3) label_pred(g21,4,3) 1
    p(g21,5,3,4,3) label_order(g21,5,3,4,3) -5
    p(g21,4,5,5,5) label_pred(g21,5,5) 1
    p(g21,4,5,5,5) label_tail(g21,4,5,5,5) 1
    p(g21,4,5,5,5) label_order(g21,4,5,5,5) -5
    p(g21,5,5,4,5) label_pred(g21,4,5) 1
    p(g21,5,5,4,5) label_tail(g21,5,5,4,5) 1
    p(g21,5,5,4,5) label_order(g21,5,5,4,5) -5
    p(g21,5,2,6,2) label_pred(g21,6,2) 1
    p(g21,5,2,6,2) label_tail(g21,5,2,6,2) 1
    p(g21,5,2,6,2) label_order(g21,5,2,6,2) -5
    p(g21,6,2,5,2) label_pred(g21,5,2) 1
    p(g21,6,2,5,2) label_tail(g21,6,2,5,2) 1
    p(g21,6,2,5,2) label_order(g21,6,2,5,2) -5
    p(g21,5,4,6,4) label_pred(g21,6,4) 1
    p(g21,5,4,6,4) label_order(g21,5,4,6,4) -5
    p(g22,4,9,4,10) label_pred(g22,4,10) 1
    p(g22,4,9,4,10) label_tail(g22,4,9,4,10) 1
    p(g22,4,9,4,10) label_order(g22,4,9,4,10) -3
    p(g22,4,10,4,9) label_pred(g22,4,9) 1
    p(g22,4,10,4,9) label_tail(g22,4,10,4,9) 1
    p(g22,4,10,4,9) label_order(g22,4,10,4,9) -3
    p(g22,7,8,7,9) label_pred(g22,7,9) 1
    p(g22,7,8,7,9) label_tail(g22,7,8,7,9) 1
    p(g22,7,8,7,9) label_order(g22,7,8,7,9) -3
    p(g22,7,9,7,8) label_pred(g22,7,8) 1
    p(g22,7,9,7,8) label_tail(g22,7,9,7,8) 1
    p(g22,7,9,7,8) label_order(g22,7,9,7,8) -3
    p(g22,5,9,4,9) label_pred(g22,4,9) 1
    p(g22,5,9,4,9) label_order(g22,5,9,4,9) -3
    p(g22,6,9,7,9) label_pred(g22,7,9) 1
    p(g22,6,9,7,9) label_order(g22,6,9,7,9) -3
    p(g23,5,10,4,10) label_pred(g23,4,10) 1
    p(g23,5,10,4,10) label_order(g23,5,10,4,10) -2
    p(g23,6,10,7,10) label_pred(g23,7,10) 1
    p(g23,6,10,7,10) label_order(g23,6,10,7,10) -2
    p(g24,4,4,4,5) label_pred(g24,4,5) 1
    p(g24,4,4,4,5) label_tail(g24,4,4,4,5) 1
    p(g24,4,4,4,5) label_order(g24,4,4,4,5) -11
    p(g24,4,5,4,4) label_pred(g24,4,4) 1
    p(g24,4,5,4,4) label_tail(g24,4,5,4,4) 1
    p(g24,4,5,4,4) label_order(g24,4,5,4,4) -11
    p(g24,4,5,4,6) label_pred(g24,4,6) 1
    p(g24,4,5,4,6) label_tail(g24,4,5,4,6) 1
    p(g24,4,5,4,6) label_order(g24,4,5,4,6) -11
    p(g24,4,6,4,5) label_pred(g24,4,5) 1
    p(g24,4,6,4,5) label_tail(g24,4,6,4,5) 1
    p(g24,4,6,4,5) label_order(g24,4,6,4,5) -11
    p(g24,5,0,5,1) label_pred(g24,5,1) 1
    p(g24,5,0,5,1) label_tail(g24,5,0,5,1) 1
    p(g24,5,0,5,1) label_order(g24,5,0,5,1) -11
    p(g24,5,1,5,0) label_pred(g24,5,0) 1
    p(g24,5,1,5,0) label_tail(g24,5,1,5,0) 1
    p(g24,5,1,5,0) label_order(g24,5,1,5,0) -11
    p(g24,5,1,5,2) label_pred(g24,5,2) 1
    p(g24,5,1,5,2) label_tail(g24,5,1,5,2) 1
    p(g24,5,1,5,2) label_order(g24,5,1,5,2) -11
    p(g24,5,2,5,1) label_pred(g24,5,1) 1
    p(g24,5,2,5,1) label_tail(g24,5,2,5,1) 1
    p(g24,5,2,5,1) label_order(g24,5,2,5,1) -11
    p(g24,6,3,6,2) label_pred(g24,6,2) 1
    p(g24,6,3,6,2) label_order(g24,6,3,6,2) -11
    p(g24,6,3,6,4) label_pred(g24,6,4) 1
    p(g24,6,3,6,4) label_order(g24,6,3,6,4) -11
    p(g24,7,4,7,5) label_pred(g24,7,5) 1
    p(g24,7,4,7,5) label_tail(g24,7,4,7,5) 1
    p(g24,7,4,7,5) label_order(g24,7,4,7,5) -11
    p(g24,7,5,7,4) label_pred(g24,7,4) 1
    p(g24,7,5,7,4) label_tail(g24,7,5,7,4) 1
    p(g24,7,5,7,4) label_order(g24,7,5,7,4) -11
    p(g24,7,5,7,6) label_pred(g24,7,6) 1
    p(g24,7,5,7,6) label_tail(g24,7,5,7,6) 1
    p(g24,7,5,7,6) label_order(g24,7,5,7,6) -11
    p(g24,7,6,7,5) label_pred(g24,7,5) 1
    p(g24,7,6,7,5) label_tail(g24,7,6,7,5) 1
    p(g24,7,6,7,5) label_order(g24,7,6,7,5) -11
    p(g24,8,0,8,1) label_pred(g24,8,1) 1
    p(g24,8,0,8,1) label_tail(g24,8,0,8,1) 1
    p(g24,8,0,8,1) label_order(g24,8,0,8,1) -11
    p(g24,8,1,8,0) label_pred(g24,8,0) 1
    p(g24,8,1,8,0) label_tail(g24,8,1,8,0) 1
    p(g24,8,1,8,0) label_order(g24,8,1,8,0) -11
    p(g24,8,1,8,2) label_pred(g24,8,2) 1
    p(g24,8,1,8,2) label_tail(g24,8,1,8,2) 1
    p(g24,8,1,8,2) label_order(g24,8,1,8,2) -11
    p(g24,8,2,8,1) label_pred(g24,8,1) 1
    p(g24,8,2,8,1) label_tail(g24,8,2,8,1) 1
    p(g24,8,2,8,1) label_order(g24,8,2,8,1) -11
    p(g24,4,0,5,0) label_pred(g24,5,0) 1
    p(g24,4,0,5,0) label_tail(g24,4,0,5,0) 1
    p(g24,4,0,5,0) label_order(g24,4,0,5,0) -11
    p(g24,5,0,4,0) label_pred(g24,4,0) 1
    p(g24,5,0,4,0) label_tail(g24,5,0,4,0) 1
    p(g24,5,0,4,0) label_order(g24,5,0,4,0) -11
    p(g24,4,6,5,6) label_pred(g24,5,6) 1
    p(g24,4,6,5,6) label_tail(g24,4,6,5,6) 1
    p(g24,4,6,5,6) label_order(g24,4,6,5,6) -11
    p(g24,5,6,4,6) label_pred(g24,4,6) 1
    p(g24,5,6,4,6) label_tail(g24,5,6,4,6) 1
    p(g24,5,6,4,6) label_order(g24,5,6,4,6) -11
    p(g24,5,0,6,0) label_pred(g24,6,0) 1
    p(g24,5,0,6,0) label_tail(g24,5,0,6,0) 1
    p(g24,5,0,6,0) label_order(g24,5,0,6,0) -11
    p(g24,6,0,5,0) label_pred(g24,5,0) 1
    p(g24,6,0,5,0) label_tail(g24,6,0,5,0) 1
    p(g24,6,0,5,0) label_order(g24,6,0,5,0) -11
    p(g24,5,2,6,2) label_pred(g24,6,2) 1
    p(g24,5,2,6,2) label_tail(g24,5,2,6,2) 1
    p(g24,5,2,6,2) label_order(g24,5,2,6,2) -11
    p(g24,6,2,5,2) label_pred(g24,5,2) 1
    p(g24,6,2,5,2) label_tail(g24,6,2,5,2) 1
    p(g24,6,2,5,2) label_order(g24,6,2,5,2) -11
    p(g24,5,6,6,6) label_pred(g24,6,6) 1
    p(g24,5,6,6,6) label_tail(g24,5,6,6,6) 1
    p(g24,5,6,6,6) label_order(g24,5,6,6,6) -11
    p(g24,6,6,5,6) label_pred(g24,5,6) 1
    p(g24,6,6,5,6) label_tail(g24,6,6,5,6) 1
    p(g24,6,6,5,6) label_order(g24,6,6,5,6) -11
    p(g24,6,0,7,0) label_pred(g24,7,0) 1
    p(g24,6,0,7,0) label_tail(g24,6,0,7,0) 1
    p(g24,6,0,7,0) label_order(g24,6,0,7,0) -11
    p(g24,7,0,6,0) label_pred(g24,6,0) 1
    p(g24,7,0,6,0) label_tail(g24,7,0,6,0) 1
    p(g24,7,0,6,0) label_order(g24,7,0,6,0) -11
    p(g24,6,4,7,4) label_pred(g24,7,4) 1
    p(g24,6,4,7,4) label_tail(g24,6,4,7,4) 1
    p(g24,6,4,7,4) label_order(g24,6,4,7,4) -11
    p(g24,7,4,6,4) label_pred(g24,6,4) 1
    p(g24,7,4,6,4) label_tail(g24,7,4,6,4) 1
    p(g24,7,4,6,4) label_order(g24,7,4,6,4) -11
    p(g24,6,6,7,6) label_pred(g24,7,6) 1
    p(g24,6,6,7,6) label_tail(g24,6,6,7,6) 1
    p(g24,6,6,7,6) label_order(g24,6,6,7,6) -11
    p(g24,7,6,6,6) label_pred(g24,6,6) 1
    p(g24,7,6,6,6) label_tail(g24,7,6,6,6) 1
    p(g24,7,6,6,6) label_order(g24,7,6,6,6) -11
    p(g24,7,0,8,0) label_pred(g24,8,0) 1
    p(g24,7,0,8,0) label_tail(g24,7,0,8,0) 1
    p(g24,7,0,8,0) label_order(g24,7,0,8,0) -11
    p(g24,8,0,7,0) label_pred(g24,7,0) 1
    p(g24,8,0,7,0) label_tail(g24,8,0,7,0) 1
    p(g24,8,0,7,0) label_order(g24,8,0,7,0) -11
    p(g24,7,6,8,6) label_pred(g24,8,6) 1
    p(g24,7,6,8,6) label_tail(g24,7,6,8,6) 1
    p(g24,7,6,8,6) label_order(g24,7,6,8,6) -11
    p(g24,8,6,7,6) label_pred(g24,7,6) 1
    p(g24,8,6,7,6) label_tail(g24,8,6,7,6) 1
    p(g24,8,6,7,6) label_order(g24,8,6,7,6) -11
    p(g25,4,4,4,5) label_pred(g25,4,5) 1
    p(g25,4,4,4,5) label_tail(g25,4,4,4,5) 1
    p(g25,4,4,4,5) label_order(g25,4,4,4,5) -8
    p(g25,4,5,4,4) label_pred(g25,4,4) 1
    p(g25,4,5,4,4) label_tail(g25,4,5,4,4) 1
    p(g25,4,5,4,4) label_order(g25,4,5,4,4) -8
    p(g25,4,5,4,6) label_pred(g25,4,6) 1
    p(g25,4,5,4,6) label_tail(g25,4,5,4,6) 1
    p(g25,4,5,4,6) label_order(g25,4,5,4,6) -8
    p(g25,4,6,4,5) label_pred(g25,4,5) 1
    p(g25,4,6,4,5) label_tail(g25,4,6,4,5) 1
    p(g25,4,6,4,5) label_order(g25,4,6,4,5) -8
    p(g25,5,5,5,6) label_pred(g25,5,6) 1
    p(g25,5,5,5,6) label_tail(g25,5,5,5,6) 1
    p(g25,5,5,5,6) label_order(g25,5,5,5,6) -8
    p(g25,5,6,5,5) label_pred(g25,5,5) 1
    p(g25,5,6,5,5) label_tail(g25,5,6,5,5) 1
    p(g25,5,6,5,5) label_order(g25,5,6,5,5) -8
    p(g25,6,5,6,4) label_pred(g25,6,4) 1
    p(g25,6,5,6,4) label_order(g25,6,5,6,4) -8
    p(g25,6,5,6,6) label_pred(g25,6,6) 1
    p(g25,6,5,6,6) label_order(g25,6,5,6,6) -8
    p(g25,7,4,7,5) label_pred(g25,7,5) 1
    p(g25,7,4,7,5) label_tail(g25,7,4,7,5) 1
    p(g25,7,4,7,5) label_order(g25,7,4,7,5) -8
    p(g25,7,5,7,4) label_pred(g25,7,4) 1
    p(g25,7,5,7,4) label_tail(g25,7,5,7,4) 1
    p(g25,7,5,7,4) label_order(g25,7,5,7,4) -8
    p(g25,8,4,8,5) label_pred(g25,8,5) 1
    p(g25,8,4,8,5) label_tail(g25,8,4,8,5) 1
    p(g25,8,4,8,5) label_order(g25,8,4,8,5) -8
    p(g25,8,5,8,4) label_pred(g25,8,4) 1
    p(g25,8,5,8,4) label_tail(g25,8,5,8,4) 1
    p(g25,8,5,8,4) label_order(g25,8,5,8,4) -8
    p(g25,8,5,8,6) label_pred(g25,8,6) 1
    p(g25,8,5,8,6) label_tail(g25,8,5,8,6) 1
    p(g25,8,5,8,6) label_order(g25,8,5,8,6) -8
    p(g25,8,6,8,5) label_pred(g25,8,5) 1
    p(g25,8,6,8,5) label_tail(g25,8,6,8,5) 1
    p(g25,8,6,8,5) label_order(g25,8,6,8,5) -8
    p(g25,3,6,4,6) label_pred(g25,4,6) 1
    p(g25,3,6,4,6) label_tail(g25,3,6,4,6) 1
    p(g25,3,6,4,6) label_order(g25,3,6,4,6) -8
    p(g25,4,6,3,6) label_pred(g25,3,6) 1
    p(g25,4,6,3,6) label_tail(g25,4,6,3,6) 1
    p(g25,4,6,3,6) label_order(g25,4,6,3,6) -8
    p(g25,4,5,5,5) label_pred(g25,5,5) 1
    p(g25,4,5,5,5) label_tail(g25,4,5,5,5) 1
    p(g25,4,5,5,5) label_order(g25,4,5,5,5) -8
    p(g25,5,5,4,5) label_pred(g25,4,5) 1
    p(g25,5,5,4,5) label_tail(g25,5,5,4,5) 1
    p(g25,5,5,4,5) label_order(g25,5,5,4,5) -8
    p(g25,4,6,5,6) label_pred(g25,5,6) 1
    p(g25,4,6,5,6) label_tail(g25,4,6,5,6) 1
    p(g25,4,6,5,6) label_order(g25,4,6,5,6) -8
    p(g25,5,6,4,6) label_pred(g25,4,6) 1
    p(g25,5,6,4,6) label_tail(g25,5,6,4,6) 1
    p(g25,5,6,4,6) label_order(g25,5,6,4,6) -8
    p(g25,6,5,5,5) label_pred(g25,5,5) 1
    p(g25,6,5,5,5) label_order(g25,6,5,5,5) -8
    p(g25,5,6,6,6) label_pred(g25,6,6) 1
    p(g25,5,6,6,6) label_tail(g25,5,6,6,6) 1
    p(g25,5,6,6,6) label_order(g25,5,6,6,6) -8
    p(g25,6,6,5,6) label_pred(g25,5,6) 1
    p(g25,6,6,5,6) label_tail(g25,6,6,5,6) 1
    p(g25,6,6,5,6) label_order(g25,6,6,5,6) -8
    p(g25,6,4,7,4) label_pred(g25,7,4) 1
    p(g25,6,4,7,4) label_tail(g25,6,4,7,4) 1
    p(g25,6,4,7,4) label_order(g25,6,4,7,4) -8
    p(g25,7,4,6,4) label_pred(g25,6,4) 1
    p(g25,7,4,6,4) label_tail(g25,7,4,6,4) 1
    p(g25,7,4,6,4) label_order(g25,7,4,6,4) -8
    p(g25,6,5,7,5) label_pred(g25,7,5) 1
    p(g25,6,5,7,5) label_order(g25,6,5,7,5) -8
    p(g25,7,4,8,4) label_pred(g25,8,4) 1
    p(g25,7,4,8,4) label_tail(g25,7,4,8,4) 1
    p(g25,7,4,8,4) label_order(g25,7,4,8,4) -8
    p(g25,8,4,7,4) label_pred(g25,7,4) 1
    p(g25,8,4,7,4) label_tail(g25,8,4,7,4) 1
    p(g25,8,4,7,4) label_order(g25,8,4,7,4) -8
    p(g25,7,5,8,5) label_pred(g25,8,5) 1
    p(g25,7,5,8,5) label_tail(g25,7,5,8,5) 1
    p(g25,7,5,8,5) label_order(g25,7,5,8,5) -8
    p(g25,8,5,7,5) label_pred(g25,7,5) 1
    p(g25,8,5,7,5) label_tail(g25,8,5,7,5) 1
    p(g25,8,5,7,5) label_order(g25,8,5,7,5) -8
    p(g25,8,4,9,4) label_pred(g25,9,4) 1
    p(g25,8,4,9,4) label_tail(g25,8,4,9,4) 1
    p(g25,8,4,9,4) label_order(g25,8,4,9,4) -8
    p(g25,9,4,8,4) label_pred(g25,8,4) 1
    p(g25,9,4,8,4) label_tail(g25,9,4,8,4) 1
    p(g25,9,4,8,4) label_order(g25,9,4,8,4) -8
    p(g26,5,5,5,6) label_pred(g26,5,6) 1
    p(g26,5,5,5,6) label_tail(g26,5,5,5,6) 1
    p(g26,5,5,5,6) label_order(g26,5,5,5,6) -6
    p(g26,5,6,5,5) label_pred(g26,5,5) 1
    p(g26,5,6,5,5) label_tail(g26,5,6,5,5) 1
    p(g26,5,6,5,5) label_order(g26,5,6,5,5) -6
    p(g26,6,7,6,6) label_pred(g26,6,6) 1
    p(g26,6,7,6,6) label_order(g26,6,7,6,6) -6
    p(g26,6,7,6,8) label_pred(g26,6,8) 1
    p(g26,6,7,6,8) label_order(g26,6,7,6,8) -6
    p(g26,7,8,7,9) label_pred(g26,7,9) 1
    p(g26,7,8,7,9) label_tail(g26,7,8,7,9) 1
    p(g26,7,8,7,9) label_order(g26,7,8,7,9) -6
    p(g26,7,9,7,8) label_pred(g26,7,8) 1
    p(g26,7,9,7,8) label_tail(g26,7,9,7,8) 1
    p(g26,7,9,7,8) label_order(g26,7,9,7,8) -6
    p(g26,3,6,4,6) label_pred(g26,4,6) 1
    p(g26,3,6,4,6) label_tail(g26,3,6,4,6) 1
    p(g26,3,6,4,6) label_order(g26,3,6,4,6) -6
    p(g26,4,6,3,6) label_pred(g26,3,6) 1
    p(g26,4,6,3,6) label_tail(g26,4,6,3,6) 1
    p(g26,4,6,3,6) label_order(g26,4,6,3,6) -6
    p(g26,4,6,5,6) label_pred(g26,5,6) 1
    p(g26,4,6,5,6) label_tail(g26,4,6,5,6) 1
    p(g26,4,6,5,6) label_order(g26,4,6,5,6) -6
    p(g26,5,6,4,6) label_pred(g26,4,6) 1
    p(g26,5,6,4,6) label_tail(g26,5,6,4,6) 1
    p(g26,5,6,4,6) label_order(g26,5,6,4,6) -6
    p(g26,5,6,6,6) label_pred(g26,6,6) 1
    p(g26,5,6,6,6) label_tail(g26,5,6,6,6) 1
    p(g26,5,6,6,6) label_order(g26,5,6,6,6) -6
    p(g26,6,6,5,6) label_pred(g26,5,6) 1
    p(g26,6,6,5,6) label_tail(g26,6,6,5,6) 1
    p(g26,6,6,5,6) label_order(g26,6,6,5,6) -6
    p(g26,6,8,7,8) label_pred(g26,7,8) 1
    p(g26,6,8,7,8) label_tail(g26,6,8,7,8) 1
    p(g26,6,8,7,8) label_order(g26,6,8,7,8) -6
    p(g26,7,8,6,8) label_pred(g26,6,8) 1
    p(g26,7,8,6,8) label_tail(g26,7,8,6,8) 1
    p(g26,7,8,6,8) label_order(g26,7,8,6,8) -6
    p(g26,7,8,8,8) label_pred(g26,8,8) 1
    p(g26,7,8,8,8) label_tail(g26,7,8,8,8) 1
    p(g26,7,8,8,8) label_order(g26,7,8,8,8) -6
    p(g26,8,8,7,8) label_pred(g26,7,8) 1
    p(g26,8,8,7,8) label_tail(g26,8,8,7,8) 1
    p(g26,8,8,7,8) label_order(g26,8,8,7,8) -6
    p(g26,8,8,9,8) label_pred(g26,9,8) 1
    p(g26,8,8,9,8) label_tail(g26,8,8,9,8) 1
    p(g26,8,8,9,8) label_order(g26,8,8,9,8) -6
    p(g26,9,8,8,8) label_pred(g26,8,8) 1
    p(g26,9,8,8,8) label_tail(g26,9,8,8,8) 1
    p(g26,9,8,8,8) label_order(g26,9,8,8,8) -6
    p(g27,5,0,5,1) label_pred(g27,5,1) 1
    p(g27,5,0,5,1) label_tail(g27,5,0,5,1) 1
    p(g27,5,0,5,1) label_order(g27,5,0,5,1) -6
    p(g27,5,1,5,0) label_pred(g27,5,0) 1
    p(g27,5,1,5,0) label_tail(g27,5,1,5,0) 1
    p(g27,5,1,5,0) label_order(g27,5,1,5,0) -6
    p(g27,5,1,5,2) label_pred(g27,5,2) 1
    p(g27,5,1,5,2) label_tail(g27,5,1,5,2) 1
    p(g27,5,1,5,2) label_order(g27,5,1,5,2) -6
    p(g27,5,2,5,1) label_pred(g27,5,1) 1
    p(g27,5,2,5,1) label_tail(g27,5,2,5,1) 1
    p(g27,5,2,5,1) label_order(g27,5,2,5,1) -6
    p(g27,6,1,6,0) label_pred(g27,6,0) 1
    p(g27,6,1,6,0) label_order(g27,6,1,6,0) -6
    p(g27,6,1,6,2) label_pred(g27,6,2) 1
    p(g27,6,1,6,2) label_order(g27,6,1,6,2) -6
    p(g27,7,1,7,0) label_pred(g27,7,0) 1
    p(g27,7,1,7,0) label_order(g27,7,1,7,0) -6
    p(g27,7,1,7,2) label_pred(g27,7,2) 1
    p(g27,7,1,7,2) label_order(g27,7,1,7,2) -6
    p(g27,8,0,8,1) label_pred(g27,8,1) 1
    p(g27,8,0,8,1) label_tail(g27,8,0,8,1) 1
    p(g27,8,0,8,1) label_order(g27,8,0,8,1) -6
    p(g27,8,1,8,0) label_pred(g27,8,0) 1
    p(g27,8,1,8,0) label_tail(g27,8,1,8,0) 1
    p(g27,8,1,8,0) label_order(g27,8,1,8,0) -6
    p(g27,8,1,8,2) label_pred(g27,8,2) 1
    p(g27,8,1,8,2) label_tail(g27,8,1,8,2) 1
    p(g27,8,1,8,2) label_order(g27,8,1,8,2) -6
    p(g27,8,2,8,1) label_pred(g27,8,1) 1
    p(g27,8,2,8,1) label_tail(g27,8,2,8,1) 1
    p(g27,8,2,8,1) label_order(g27,8,2,8,1) -6
    p(g27,5,0,6,0) label_pred(g27,6,0) 1
    p(g27,5,0,6,0) label_tail(g27,5,0,6,0) 1
    p(g27,5,0,6,0) label_order(g27,5,0,6,0) -6
    p(g27,6,0,5,0) label_pred(g27,5,0) 1
    p(g27,6,0,5,0) label_tail(g27,6,0,5,0) 1
    p(g27,6,0,5,0) label_order(g27,6,0,5,0) -6
    p(g27,6,1,5,1) label_pred(g27,5,1) 1
    p(g27,6,1,5,1) label_order(g27,6,1,5,1) -6
    p(g27,5,2,6,2) label_pred(g27,6,2) 1
    p(g27,5,2,6,2) label_tail(g27,5,2,6,2) 1
    p(g27,5,2,6,2) label_order(g27,5,2,6,2) -6
    p(g27,6,2,5,2) label_pred(g27,5,2) 1
    p(g27,6,2,5,2) label_tail(g27,6,2,5,2) 1
    p(g27,6,2,5,2) label_order(g27,6,2,5,2) -6
    p(g27,6,0,7,0) label_pred(g27,7,0) 1
    p(g27,6,0,7,0) label_tail(g27,6,0,7,0) 1
    p(g27,6,0,7,0) label_order(g27,6,0,7,0) -6
    p(g27,7,0,6,0) label_pred(g27,6,0) 1
    p(g27,7,0,6,0) label_tail(g27,7,0,6,0) 1
    p(g27,7,0,6,0) label_order(g27,7,0,6,0) -6
    p(g27,6,2,7,2) label_pred(g27,7,2) 1
    p(g27,6,2,7,2) label_tail(g27,6,2,7,2) 1
    p(g27,6,2,7,2) label_order(g27,6,2,7,2) -6
    p(g27,7,2,6,2) label_pred(g27,6,2) 1
    p(g27,7,2,6,2) label_tail(g27,7,2,6,2) 1
    p(g27,7,2,6,2) label_order(g27,7,2,6,2) -6
    p(g27,7,0,8,0) label_pred(g27,8,0) 1
    p(g27,7,0,8,0) label_tail(g27,7,0,8,0) 1
    p(g27,7,0,8,0) label_order(g27,7,0,8,0) -6
    p(g27,8,0,7,0) label_pred(g27,7,0) 1
    p(g27,8,0,7,0) label_tail(g27,8,0,7,0) 1
    p(g27,8,0,7,0) label_order(g27,8,0,7,0) -6
    p(g27,7,1,8,1) label_pred(g27,8,1) 1
    p(g27,7,1,8,1) label_order(g27,7,1,8,1) -6
    p(g27,7,2,8,2) label_pred(g27,8,2) 1
    p(g27,7,2,8,2) label_tail(g27,7,2,8,2) 1
    p(g27,7,2,8,2) label_order(g27,7,2,8,2) -6
    p(g27,8,2,7,2) label_pred(g27,7,2) 1
    p(g27,8,2,7,2) label_tail(g27,8,2,7,2) 1
    p(g27,8,2,7,2) label_order(g27,8,2,7,2) -6
    p(g28,6,11,5,11) label_pred(g28,5,11) 1
    p(g28,6,11,5,11) label_order(g28,6,11,5,11) -2
    p(g28,7,11,8,11) label_pred(g28,8,11) 1
    p(g28,7,11,8,11) label_order(g28,7,11,8,11) -2
    p(g29,7,3,7,2) label_pred(g29,7,2) 1
    p(g29,7,3,7,2) label_order(g29,7,3,7,2) -10
    p(g29,7,3,7,4) label_pred(g29,7,4) 1
    p(g29,7,3,7,4) label_order(g29,7,3,7,4) -10
    p(g29,7,4,7,5) label_pred(g29,7,5) 1
    p(g29,7,4,7,5) label_tail(g29,7,4,7,5) 1
    p(g29,7,4,7,5) label_order(g29,7,4,7,5) -10
    p(g29,7,5,7,4) label_pred(g29,7,4) 1
    p(g29,7,5,7,4) label_tail(g29,7,5,7,4) 1
    p(g29,7,5,7,4) label_order(g29,7,5,7,4) -10
    p(g29,7,5,7,6) label_pred(g29,7,6) 1
    p(g29,7,5,7,6) label_tail(g29,7,5,7,6) 1
    p(g29,7,5,7,6) label_order(g29,7,5,7,6) -10
    p(g29,7,6,7,5) label_pred(g29,7,5) 1
    p(g29,7,6,7,5) label_tail(g29,7,6,7,5) 1
    p(g29,7,6,7,5) label_order(g29,7,6,7,5) -10
    p(g29,8,0,8,1) label_pred(g29,8,1) 1
    p(g29,8,0,8,1) label_tail(g29,8,0,8,1) 1
    p(g29,8,0,8,1) label_order(g29,8,0,8,1) -10
    p(g29,8,1,8,0) label_pred(g29,8,0) 1
    p(g29,8,1,8,0) label_tail(g29,8,1,8,0) 1
    p(g29,8,1,8,0) label_order(g29,8,1,8,0) -10
    p(g29,8,1,8,2) label_pred(g29,8,2) 1
    p(g29,8,1,8,2) label_tail(g29,8,1,8,2) 1
    p(g29,8,1,8,2) label_order(g29,8,1,8,2) -10
    p(g29,8,2,8,1) label_pred(g29,8,1) 1
    p(g29,8,2,8,1) label_tail(g29,8,2,8,1) 1
    p(g29,8,2,8,1) label_order(g29,8,2,8,1) -10
    p(g29,8,3,8,2) label_pred(g29,8,2) 1
    p(g29,8,3,8,2) label_order(g29,8,3,8,2) -10
    p(g29,8,3,8,4) label_pred(g29,8,4) 1
    p(g29,8,3,8,4) label_order(g29,8,3,8,4) -10
    p(g29,4,0,5,0) label_pred(g29,5,0) 1
    p(g29,4,0,5,0) label_tail(g29,4,0,5,0) 1
    p(g29,4,0,5,0) label_order(g29,4,0,5,0) -10
    p(g29,5,0,4,0) label_pred(g29,4,0) 1
    p(g29,5,0,4,0) label_tail(g29,5,0,4,0) 1
    p(g29,5,0,4,0) label_order(g29,5,0,4,0) -10
    p(g29,5,0,6,0) label_pred(g29,6,0) 1
    p(g29,5,0,6,0) label_tail(g29,5,0,6,0) 1
    p(g29,5,0,6,0) label_order(g29,5,0,6,0) -10
    p(g29,6,0,5,0) label_pred(g29,5,0) 1
    p(g29,6,0,5,0) label_tail(g29,6,0,5,0) 1
    p(g29,6,0,5,0) label_order(g29,6,0,5,0) -10
    p(g29,6,0,7,0) label_pred(g29,7,0) 1
    p(g29,6,0,7,0) label_tail(g29,6,0,7,0) 1
    p(g29,6,0,7,0) label_order(g29,6,0,7,0) -10
    p(g29,7,0,6,0) label_pred(g29,6,0) 1
    p(g29,7,0,6,0) label_tail(g29,7,0,6,0) 1
    p(g29,7,0,6,0) label_order(g29,7,0,6,0) -10
    p(g29,6,2,7,2) label_pred(g29,7,2) 1
    p(g29,6,2,7,2) label_tail(g29,6,2,7,2) 1
    p(g29,6,2,7,2) label_order(g29,6,2,7,2) -10
    p(g29,7,2,6,2) label_pred(g29,6,2) 1
    p(g29,7,2,6,2) label_tail(g29,7,2,6,2) 1
    p(g29,7,2,6,2) label_order(g29,7,2,6,2) -10
    p(g29,7,0,8,0) label_pred(g29,8,0) 1
    p(g29,7,0,8,0) label_tail(g29,7,0,8,0) 1
    p(g29,7,0,8,0) label_order(g29,7,0,8,0) -10
    p(g29,8,0,7,0) label_pred(g29,7,0) 1
    p(g29,8,0,7,0) label_tail(g29,8,0,7,0) 1
    p(g29,8,0,7,0) label_order(g29,8,0,7,0) -10
    p(g29,7,2,8,2) label_pred(g29,8,2) 1
    p(g29,7,2,8,2) label_tail(g29,7,2,8,2) 1
    p(g29,7,2,8,2) label_order(g29,7,2,8,2) -10
    p(g29,8,2,7,2) label_pred(g29,7,2) 1
    p(g29,8,2,7,2) label_tail(g29,8,2,7,2) 1
    p(g29,8,2,7,2) label_order(g29,8,2,7,2) -10
    p(g29,7,4,8,4) label_pred(g29,8,4) 1
    p(g29,7,4,8,4) label_tail(g29,7,4,8,4) 1
    p(g29,7,4,8,4) label_order(g29,7,4,8,4) -10
    p(g29,8,4,7,4) label_pred(g29,7,4) 1
    p(g29,8,4,7,4) label_tail(g29,8,4,7,4) 1
    p(g29,8,4,7,4) label_order(g29,8,4,7,4) -10
    p(g29,7,6,8,6) label_pred(g29,8,6) 1
    p(g29,7,6,8,6) label_tail(g29,7,6,8,6) 1
    p(g29,7,6,8,6) label_order(g29,7,6,8,6) -10
    p(g29,8,6,7,6) label_pred(g29,7,6) 1
    p(g29,8,6,7,6) label_tail(g29,8,6,7,6) 1
    p(g29,8,6,7,6) label_order(g29,8,6,7,6) -10
    p(g29,8,4,9,4) label_pred(g29,9,4) 1
    p(g29,8,4,9,4) label_tail(g29,8,4,9,4) 1
    p(g29,8,4,9,4) label_order(g29,8,4,9,4) -10
    p(g29,9,4,8,4) label_pred(g29,8,4) 1
    p(g29,9,4,8,4) label_tail(g29,9,4,8,4) 1
    p(g29,9,4,8,4) label_order(g29,9,4,8,4) -10
    p(g29,8,6,9,6) label_pred(g29,9,6) 1
    p(g29,8,6,9,6) label_tail(g29,8,6,9,6) 1
    p(g29,8,6,9,6) label_order(g29,8,6,9,6) -10
    p(g29,9,6,8,6) label_pred(g29,8,6) 1
    p(g29,9,6,8,6) label_tail(g29,9,6,8,6) 1
    p(g29,9,6,8,6) label_order(g29,9,6,8,6) -10
    p(g29,9,6,10,6) label_pred(g29,10,6) 1
    p(g29,9,6,10,6) label_tail(g29,9,6,10,6) 1
    p(g29,9,6,10,6) label_order(g29,9,6,10,6) -10
    p(g29,10,6,9,6) label_pred(g29,9,6) 1
    p(g29,10,6,9,6) label_tail(g29,10,6,9,6) 1
    p(g29,10,6,9,6) label_order(g29,10,6,9,6) -10
    p(g29,10,6,11,6) label_pred(g29,11,6) 1
    p(g29,10,6,11,6) label_tail(g29,10,6,11,6) 1
    p(g29,10,6,11,6) label_order(g29,10,6,11,6) -10
    p(g29,11,6,10,6) label_pred(g29,10,6) 1
    p(g29,11,6,10,6) label_tail(g29,11,6,10,6) 1
    p(g29,11,6,10,6) label_order(g29,11,6,10,6) -10
    p(g30,7,7,7,6) label_pred(g30,7,6) 1
    p(g30,7,7,7,6) label_order(g30,7,7,7,6) -7
    p(g30,7,7,7,8) label_pred(g30,7,8) 1
    p(g30,7,7,7,8) label_order(g30,7,7,7,8) -7
    p(g30,7,8,7,9) label_pred(g30,7,9) 1
    p(g30,7,8,7,9) label_tail(g30,7,8,7,9) 1
    p(g30,7,8,7,9) label_order(g30,7,8,7,9) -7
    p(g30,7,9,7,8) label_pred(g30,7,8) 1
    p(g30,7,9,7,8) label_tail(g30,7,9,7,8) 1
    p(g30,7,9,7,8) label_order(g30,7,9,7,8) -7
    p(g30,7,9,7,10) label_pred(g30,7,10) 1
    p(g30,7,9,7,10) label_tail(g30,7,9,7,10) 1
    p(g30,7,9,7,10) label_order(g30,7,9,7,10) -7
    p(g30,7,10,7,9) label_pred(g30,7,9) 1
    p(g30,7,10,7,9) label_tail(g30,7,10,7,9) 1
    p(g30,7,10,7,9) label_order(g30,7,10,7,9) -7
    p(g30,8,4,8,5) label_pred(g30,8,5) 1
    p(g30,8,4,8,5) label_tail(g30,8,4,8,5) 1
    p(g30,8,4,8,5) label_order(g30,8,4,8,5) -7
    p(g30,8,5,8,4) label_pred(g30,8,4) 1
    p(g30,8,5,8,4) label_tail(g30,8,5,8,4) 1
    p(g30,8,5,8,4) label_order(g30,8,5,8,4) -7
    p(g30,8,5,8,6) label_pred(g30,8,6) 1
    p(g30,8,5,8,6) label_tail(g30,8,5,8,6) 1
    p(g30,8,5,8,6) label_order(g30,8,5,8,6) -7
    p(g30,8,6,8,5) label_pred(g30,8,5) 1
    p(g30,8,6,8,5) label_tail(g30,8,6,8,5) 1
    p(g30,8,6,8,5) label_order(g30,8,6,8,5) -7
    p(g30,8,7,8,6) label_pred(g30,8,6) 1
    p(g30,8,7,8,6) label_order(g30,8,7,8,6) -7
    p(g30,8,7,8,8) label_pred(g30,8,8) 1
    p(g30,8,7,8,8) label_order(g30,8,7,8,8) -7
    p(g30,6,6,7,6) label_pred(g30,7,6) 1
    p(g30,6,6,7,6) label_tail(g30,6,6,7,6) 1
    p(g30,6,6,7,6) label_order(g30,6,6,7,6) -7
    p(g30,7,6,6,6) label_pred(g30,6,6) 1
    p(g30,7,6,6,6) label_tail(g30,7,6,6,6) 1
    p(g30,7,6,6,6) label_order(g30,7,6,6,6) -7
    p(g30,6,8,7,8) label_pred(g30,7,8) 1
    p(g30,6,8,7,8) label_tail(g30,6,8,7,8) 1
    p(g30,6,8,7,8) label_order(g30,6,8,7,8) -7
    p(g30,7,8,6,8) label_pred(g30,6,8) 1
    p(g30,7,8,6,8) label_tail(g30,7,8,6,8) 1
    p(g30,7,8,6,8) label_order(g30,7,8,6,8) -7
    p(g30,7,6,8,6) label_pred(g30,8,6) 1
    p(g30,7,6,8,6) label_tail(g30,7,6,8,6) 1
    p(g30,7,6,8,6) label_order(g30,7,6,8,6) -7
    p(g30,8,6,7,6) label_pred(g30,7,6) 1
    p(g30,8,6,7,6) label_tail(g30,8,6,7,6) 1
    p(g30,8,6,7,6) label_order(g30,8,6,7,6) -7
    p(g30,7,8,8,8) label_pred(g30,8,8) 1
    p(g30,7,8,8,8) label_tail(g30,7,8,8,8) 1
    p(g30,7,8,8,8) label_order(g30,7,8,8,8) -7
    p(g30,8,8,7,8) label_pred(g30,7,8) 1
    p(g30,8,8,7,8) label_tail(g30,8,8,7,8) 1
    p(g30,8,8,7,8) label_order(g30,8,8,7,8) -7
    p(g30,8,6,9,6) label_pred(g30,9,6) 1
    p(g30,8,6,9,6) label_tail(g30,8,6,9,6) 1
    p(g30,8,6,9,6) label_order(g30,8,6,9,6) -7
    p(g30,9,6,8,6) label_pred(g30,8,6) 1
    p(g30,9,6,8,6) label_tail(g30,9,6,8,6) 1
    p(g30,9,6,8,6) label_order(g30,9,6,8,6) -7
    p(g30,8,8,9,8) label_pred(g30,9,8) 1
    p(g30,8,8,9,8) label_tail(g30,8,8,9,8) 1
    p(g30,8,8,9,8) label_order(g30,8,8,9,8) -7
    p(g30,9,8,8,8) label_pred(g30,8,8) 1
    p(g30,9,8,8,8) label_tail(g30,9,8,8,8) 1
    p(g30,9,8,8,8) label_order(g30,9,8,8,8) -7
    p(g31,7,9,7,10) label_pred(g31,7,10) 1
    p(g31,7,9,7,10) label_tail(g31,7,9,7,10) 1
    p(g31,7,9,7,10) label_order(g31,7,9,7,10) -3
    p(g31,7,10,7,9) label_pred(g31,7,9) 1
    p(g31,7,10,7,9) label_tail(g31,7,10,7,9) 1
    p(g31,7,10,7,9) label_order(g31,7,10,7,9) -3
    p(g31,9,8,9,9) label_pred(g31,9,9) 1
    p(g31,9,8,9,9) label_tail(g31,9,8,9,9) 1
    p(g31,9,8,9,9) label_order(g31,9,8,9,9) -3
    p(g31,9,9,9,8) label_pred(g31,9,8) 1
    p(g31,9,9,9,8) label_tail(g31,9,9,9,8) 1
    p(g31,9,9,9,8) label_order(g31,9,9,9,8) -3
    p(g31,8,9,7,9) label_pred(g31,7,9) 1
    p(g31,8,9,7,9) label_order(g31,8,9,7,9) -3
    p(g31,8,9,9,9) label_pred(g31,9,9) 1
    p(g31,8,9,9,9) label_order(g31,8,9,9,9) -3
    p(g33,7,0,8,0) label_pred(g33,8,0) 1
    p(g33,7,0,8,0) label_tail(g33,7,0,8,0) 1
    p(g33,7,0,8,0) label_order(g33,7,0,8,0) -3
    p(g33,8,0,7,0) label_pred(g33,7,0) 1
    p(g33,8,0,7,0) label_tail(g33,8,0,7,0) 1
    p(g33,8,0,7,0) label_order(g33,8,0,7,0) -3
    p(g33,9,0,8,0) label_pred(g33,8,0) 1
    p(g33,9,0,8,0) label_order(g33,9,0,8,0) -3
    p(g33,9,0,10,0) label_pred(g33,10,0) 1
    p(g33,9,0,10,0) label_order(g33,9,0,10,0) -3
    p(g33,10,0,11,0) label_pred(g33,11,0) 1
    p(g33,10,0,11,0) label_tail(g33,10,0,11,0) 1
    p(g33,10,0,11,0) label_order(g33,10,0,11,0) -3
    p(g33,11,0,10,0) label_pred(g33,10,0) 1
    p(g33,11,0,10,0) label_tail(g33,11,0,10,0) 1
    p(g33,11,0,10,0) label_order(g33,11,0,10,0) -3
    p(g34,8,1,8,2) label_pred(g34,8,2) 1
    p(g34,8,1,8,2) label_tail(g34,8,1,8,2) 1
    p(g34,8,1,8,2) label_order(g34,8,1,8,2) -4
    p(g34,8,2,8,1) label_pred(g34,8,1) 1
    p(g34,8,2,8,1) label_tail(g34,8,2,8,1) 1
    p(g34,8,2,8,1) label_order(g34,8,2,8,1) -4
    p(g34,10,1,10,2) label_pred(g34,10,2) 1
    p(g34,10,1,10,2) label_tail(g34,10,1,10,2) 1
    p(g34,10,1,10,2) label_order(g34,10,1,10,2) -4
    p(g34,10,2,10,1) label_pred(g34,10,1) 1
    p(g34,10,2,10,1) label_tail(g34,10,2,10,1) 1
    p(g34,10,2,10,1) label_order(g34,10,2,10,1) -4
    p(g34,7,2,8,2) label_pred(g34,8,2) 1
    p(g34,7,2,8,2) label_tail(g34,7,2,8,2) 1
    p(g34,7,2,8,2) label_order(g34,7,2,8,2) -4
    p(g34,8,2,7,2) label_pred(g34,7,2) 1
    p(g34,8,2,7,2) label_tail(g34,8,2,7,2) 1
    p(g34,8,2,7,2) label_order(g34,8,2,7,2) -4
    p(g34,9,1,8,1) label_pred(g34,8,1) 1
    p(g34,9,1,8,1) label_order(g34,9,1,8,1) -4
    p(g34,9,2,8,2) label_pred(g34,8,2) 1
    p(g34,9,2,8,2) label_order(g34,9,2,8,2) -4
    p(g34,9,1,10,1) label_pred(g34,10,1) 1
    p(g34,9,1,10,1) label_order(g34,9,1,10,1) -4
    p(g34,9,2,10,2) label_pred(g34,10,2) 1
    p(g34,9,2,10,2) label_order(g34,9,2,10,2) -4
    p(g34,10,1,11,1) label_pred(g34,11,1) 1
    p(g34,10,1,11,1) label_tail(g34,10,1,11,1) 1
    p(g34,10,1,11,1) label_order(g34,10,1,11,1) -4
    p(g34,11,1,10,1) label_pred(g34,10,1) 1
    p(g34,11,1,10,1) label_tail(g34,11,1,10,1) 1
    p(g34,11,1,10,1) label_order(g34,11,1,10,1) -4
    p(g36,9,10,9,9) label_pred(g36,9,9) 1
    p(g36,9,10,9,9) label_order(g36,9,10,9,9) -3
    p(g36,9,10,9,11) label_pred(g36,9,11) 1
    p(g36,9,10,9,11) label_order(g36,9,10,9,11) -3
    p(g36,8,11,9,11) label_pred(g36,9,11) 1
    p(g36,8,11,9,11) label_tail(g36,8,11,9,11) 1
    p(g36,8,11,9,11) label_order(g36,8,11,9,11) -3
    p(g36,9,11,8,11) label_pred(g36,8,11) 1
    p(g36,9,11,8,11) label_tail(g36,9,11,8,11) 1
    p(g36,9,11,8,11) label_order(g36,9,11,8,11) -3
    p(g36,9,9,10,9) label_pred(g36,10,9) 1
    p(g36,9,9,10,9) label_tail(g36,9,9,10,9) 1
    p(g36,9,9,10,9) label_order(g36,9,9,10,9) -3
    p(g36,10,9,9,9) label_pred(g36,9,9) 1
    p(g36,10,9,9,9) label_tail(g36,10,9,9,9) 1
    p(g36,10,9,9,9) label_order(g36,10,9,9,9) -3
    p(g39,9,4,9,5) label_pred(g39,9,5) 1
    p(g39,9,4,9,5) label_tail(g39,9,4,9,5) 1
    p(g39,9,4,9,5) label_order(g39,9,4,9,5) -3
    p(g39,9,5,9,4) label_pred(g39,9,4) 1
    p(g39,9,5,9,4) label_tail(g39,9,5,9,4) 1
    p(g39,9,5,9,4) label_order(g39,9,5,9,4) -3
    p(g39,11,5,11,6) label_pred(g39,11,6) 1
    p(g39,11,5,11,6) label_tail(g39,11,5,11,6) 1
    p(g39,11,5,11,6) label_order(g39,11,5,11,6) -3
    p(g39,11,6,11,5) label_pred(g39,11,5) 1
    p(g39,11,6,11,5) label_tail(g39,11,6,11,5) 1
    p(g39,11,6,11,5) label_order(g39,11,6,11,5) -3
    p(g39,10,5,9,5) label_pred(g39,9,5) 1
    p(g39,10,5,9,5) label_order(g39,10,5,9,5) -3
    p(g39,10,5,11,5) label_pred(g39,11,5) 1
    p(g39,10,5,11,5) label_order(g39,10,5,11,5) -3
    p(g40,9,5,9,6) label_pred(g40,9,6) 1
    p(g40,9,5,9,6) label_tail(g40,9,5,9,6) 1
    p(g40,9,5,9,6) label_order(g40,9,5,9,6) -7
    p(g40,9,6,9,5) label_pred(g40,9,5) 1
    p(g40,9,6,9,5) label_tail(g40,9,6,9,5) 1
    p(g40,9,6,9,5) label_order(g40,9,6,9,5) -7
    p(g40,9,6,9,7) label_pred(g40,9,7) 1
    p(g40,9,6,9,7) label_tail(g40,9,6,9,7) 1
    p(g40,9,6,9,7) label_order(g40,9,6,9,7) -7
    p(g40,9,7,9,6) label_pred(g40,9,6) 1
    p(g40,9,7,9,6) label_tail(g40,9,7,9,6) 1
    p(g40,9,7,9,6) label_order(g40,9,7,9,6) -7
    p(g40,9,7,9,8) label_pred(g40,9,8) 1
    p(g40,9,7,9,8) label_tail(g40,9,7,9,8) 1
    p(g40,9,7,9,8) label_order(g40,9,7,9,8) -7
    p(g40,9,8,9,7) label_pred(g40,9,7) 1
    p(g40,9,8,9,7) label_tail(g40,9,8,9,7) 1
    p(g40,9,8,9,7) label_order(g40,9,8,9,7) -7
    p(g40,9,8,9,9) label_pred(g40,9,9) 1
    p(g40,9,8,9,9) label_tail(g40,9,8,9,9) 1
    p(g40,9,8,9,9) label_order(g40,9,8,9,9) -7
    p(g40,9,9,9,8) label_pred(g40,9,8) 1
    p(g40,9,9,9,8) label_tail(g40,9,9,9,8) 1
    p(g40,9,9,9,8) label_order(g40,9,9,9,8) -7
    p(g40,10,7,10,6) label_pred(g40,10,6) 1
    p(g40,10,7,10,6) label_order(g40,10,7,10,6) -7
    p(g40,10,8,10,9) label_pred(g40,10,9) 1
    p(g40,10,8,10,9) label_order(g40,10,8,10,9) -7
    p(g40,11,6,11,7) label_pred(g40,11,7) 1
    p(g40,11,6,11,7) label_tail(g40,11,6,11,7) 1
    p(g40,11,6,11,7) label_order(g40,11,6,11,7) -7
    p(g40,11,7,11,6) label_pred(g40,11,6) 1
    p(g40,11,7,11,6) label_tail(g40,11,7,11,6) 1
    p(g40,11,7,11,6) label_order(g40,11,7,11,6) -7
    p(g40,11,7,11,8) label_pred(g40,11,8) 1
    p(g40,11,7,11,8) label_tail(g40,11,7,11,8) 1
    p(g40,11,7,11,8) label_order(g40,11,7,11,8) -7
    p(g40,11,8,11,7) label_pred(g40,11,7) 1
    p(g40,11,8,11,7) label_tail(g40,11,8,11,7) 1
    p(g40,11,8,11,7) label_order(g40,11,8,11,7) -7
    p(g40,11,8,11,9) label_pred(g40,11,9) 1
    p(g40,11,8,11,9) label_tail(g40,11,8,11,9) 1
    p(g40,11,8,11,9) label_order(g40,11,8,11,9) -7
    p(g40,11,9,11,8) label_pred(g40,11,8) 1
    p(g40,11,9,11,8) label_tail(g40,11,9,11,8) 1
    p(g40,11,9,11,8) label_order(g40,11,9,11,8) -7
    p(g40,11,9,11,10) label_pred(g40,11,10) 1
    p(g40,11,9,11,10) label_tail(g40,11,9,11,10) 1
    p(g40,11,9,11,10) label_order(g40,11,9,11,10) -7
    p(g40,11,10,11,9) label_pred(g40,11,9) 1
    p(g40,11,10,11,9) label_tail(g40,11,10,11,9) 1
    p(g40,11,10,11,9) label_order(g40,11,10,11,9) -7
    p(g40,9,6,10,6) label_pred(g40,10,6) 1
    p(g40,9,6,10,6) label_tail(g40,9,6,10,6) 1
    p(g40,9,6,10,6) label_order(g40,9,6,10,6) -7
    p(g40,10,6,9,6) label_pred(g40,9,6) 1
    p(g40,10,6,9,6) label_tail(g40,10,6,9,6) 1
    p(g40,10,6,9,6) label_order(g40,10,6,9,6) -7
    p(g40,10,7,9,7) label_pred(g40,9,7) 1
    p(g40,10,7,9,7) label_order(g40,10,7,9,7) -7
    p(g40,10,8,9,8) label_pred(g40,9,8) 1
    p(g40,10,8,9,8) label_order(g40,10,8,9,8) -7
    p(g40,9,9,10,9) label_pred(g40,10,9) 1
    p(g40,9,9,10,9) label_tail(g40,9,9,10,9) 1
    p(g40,9,9,10,9) label_order(g40,9,9,10,9) -7
    p(g40,10,9,9,9) label_pred(g40,9,9) 1
    p(g40,10,9,9,9) label_tail(g40,10,9,9,9) 1
    p(g40,10,9,9,9) label_order(g40,10,9,9,9) -7
    p(g40,10,6,11,6) label_pred(g40,11,6) 1
    p(g40,10,6,11,6) label_tail(g40,10,6,11,6) 1
    p(g40,10,6,11,6) label_order(g40,10,6,11,6) -7
    p(g40,11,6,10,6) label_pred(g40,10,6) 1
    p(g40,11,6,10,6) label_tail(g40,11,6,10,6) 1
    p(g40,11,6,10,6) label_order(g40,11,6,10,6) -7
    p(g40,10,7,11,7) label_pred(g40,11,7) 1
    p(g40,10,7,11,7) label_order(g40,10,7,11,7) -7
    p(g40,10,8,11,8) label_pred(g40,11,8) 1
    p(g40,10,8,11,8) label_order(g40,10,8,11,8) -7
    p(g40,10,9,11,9) label_pred(g40,11,9) 1
    p(g40,10,9,11,9) label_tail(g40,10,9,11,9) 1
    p(g40,10,9,11,9) label_order(g40,10,9,11,9) -7
    p(g40,11,9,10,9) label_pred(g40,10,9) 1
    p(g40,11,9,10,9) label_tail(g40,11,9,10,9) 1
    p(g40,11,9,10,9) label_order(g40,11,9,10,9) -7
    p(g43,11,0,11,1) label_pred(g43,11,1) 1
    p(g43,11,0,11,1) label_tail(g43,11,0,11,1) 1
    p(g43,11,0,11,1) label_order(g43,11,0,11,1) -4
    p(g43,11,1,11,0) label_pred(g43,11,0) 1
    p(g43,11,1,11,0) label_tail(g43,11,1,11,0) 1
    p(g43,11,1,11,0) label_order(g43,11,1,11,0) -4
    p(g43,11,1,11,2) label_pred(g43,11,2) 1
    p(g43,11,1,11,2) label_tail(g43,11,1,11,2) 1
    p(g43,11,1,11,2) label_order(g43,11,1,11,2) -4
    p(g43,11,2,11,1) label_pred(g43,11,1) 1
    p(g43,11,2,11,1) label_tail(g43,11,2,11,1) 1
    p(g43,11,2,11,1) label_order(g43,11,2,11,1) -4
    p(g43,11,3,11,2) label_pred(g43,11,2) 1
    p(g43,11,3,11,2) label_order(g43,11,3,11,2) -4
    p(g43,11,4,11,5) label_pred(g43,11,5) 1
    p(g43,11,4,11,5) label_order(g43,11,4,11,5) -4
    p(g43,11,5,11,6) label_pred(g43,11,6) 1
    p(g43,11,5,11,6) label_tail(g43,11,5,11,6) 1
    p(g43,11,5,11,6) label_order(g43,11,5,11,6) -4
    p(g43,11,6,11,5) label_pred(g43,11,5) 1
    p(g43,11,6,11,5) label_tail(g43,11,6,11,5) 1
    p(g43,11,6,11,5) label_order(g43,11,6,11,5) -4
    p(g43,11,6,11,7) label_pred(g43,11,7) 1
    p(g43,11,6,11,7) label_tail(g43,11,6,11,7) 1
    p(g43,11,6,11,7) label_order(g43,11,6,11,7) -4
    p(g43,11,7,11,6) label_pred(g43,11,6) 1
    p(g43,11,7,11,6) label_tail(g43,11,7,11,6) 1
    p(g43,11,7,11,6) label_order(g43,11,7,11,6) -4
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
    RHS centre(0,2,g0) 1
    RHS centre(0,3,g0) 1
    RHS centre(0,7,g1) 1
    RHS centre(0,8,g1) 1
    RHS centre(0,10,g2) 1
    RHS centre(0,11,g2) 1
    RHS centre(1,10,g2) 1
    RHS centre(1,11,g2) 1
    RHS centre(1,3,g3) 1
    RHS centre(1,4,g3) 1
    RHS centre(1,8,g4) 1
    RHS centre(1,9,g5) 1
    RHS centre(1,7,g6) 1
    RHS centre(2,7,g6) 1
    RHS centre(2,5,g7) 1
    RHS centre(2,6,g8) 1
    RHS centre(2,9,g9) 1
    RHS centre(2,10,g9) 1
    RHS centre(2,0,g10) 1
    RHS centre(3,0,g10) 1
    RHS centre(3,3,g11) 1
    RHS centre(3,4,g11) 1
    RHS centre(3,5,g12) 1
    RHS centre(3,7,g13) 1
    RHS centre(3,9,g14) 1
    RHS centre(3,10,g15) 1
    RHS centre(3,11,g16) 1
    RHS centre(4,1,g17) 1
    RHS centre(4,2,g17) 1
    RHS centre(4,11,g18) 1
    RHS centre(4,7,g19) 1
    RHS centre(5,7,g19) 1
    RHS centre(4,8,g20) 1
    RHS centre(5,8,g20) 1
    RHS centre(5,3,g21) 1
    RHS centre(5,4,g21) 1
    RHS centre(5,9,g22) 1
    RHS centre(6,9,g22) 1
    RHS centre(5,10,g23) 1
    RHS centre(6,10,g23) 1
    RHS centre(6,3,g24) 1
    RHS centre(6,5,g25) 1
    RHS centre(6,7,g26) 1
    RHS centre(6,1,g27) 1
    RHS centre(7,1,g27) 1
    RHS centre(6,11,g28) 1
    RHS centre(7,11,g28) 1
    RHS centre(7,3,g29) 1
    RHS centre(8,3,g29) 1
    RHS centre(7,7,g30) 1
    RHS centre(8,7,g30) 1
    RHS centre(8,9,g31) 1
    RHS centre(8,10,g32) 1
    RHS centre(9,0,g33) 1
    RHS centre(9,1,g34) 1
    RHS centre(9,2,g34) 1
    RHS centre(9,3,g35) 1
    RHS centre(9,10,g36) 1
    RHS centre(10,3,g37) 1
    RHS centre(10,4,g38) 1
    RHS centre(10,5,g39) 1
    RHS centre(10,7,g40) 1
    RHS centre(10,8,g40) 1
    RHS centre(10,10,g41) 1
    RHS centre(10,11,g42) 1
    RHS centre(11,3,g43) 1
    RHS centre(11,4,g43) 1
    RHS centre(11,11,g44) 1
    RHS label_order(g0,0,0,0,1) -2
    RHS label_order(g0,0,1,0,0) -2
    RHS label_order(g0,0,2,0,1) -2
    RHS label_order(g0,0,3,0,4) -2
    RHS label_order(g0,0,4,0,5) -2
    RHS label_order(g0,0,5,0,4) -2
    RHS label_order(g1,0,7,0,6) -1
    RHS label_order(g1,0,8,0,9) -1
    RHS label_order(g3,0,4,0,5) -5
    RHS label_order(g3,0,5,0,4) -5
    RHS label_order(g3,0,5,0,6) -5
    RHS label_order(g3,0,6,0,5) -5
    RHS label_order(g3,1,1,1,2) -5
    RHS label_order(g3,1,2,1,1) -5
    RHS label_order(g3,1,3,1,2) -5
    RHS label_order(g3,1,4,1,5) -5
    RHS label_order(g3,1,5,1,6) -5
    RHS label_order(g3,1,6,1,5) -5
    RHS label_order(g3,2,1,2,2) -5
    RHS label_order(g3,2,2,2,1) -5
    RHS label_order(g3,2,2,2,3) -5
    RHS label_order(g3,2,3,2,2) -5
    RHS label_order(g3,1,4,0,4) -5
    RHS label_order(g3,0,5,1,5) -5
    RHS label_order(g3,1,5,0,5) -5
    RHS label_order(g3,0,6,1,6) -5
    RHS label_order(g3,1,6,0,6) -5
    RHS label_order(g3,1,1,2,1) -5
    RHS label_order(g3,2,1,1,1) -5
    RHS label_order(g3,1,2,2,2) -5
    RHS label_order(g3,2,2,1,2) -5
    RHS label_order(g3,1,3,2,3) -5
    RHS label_order(g6,1,7,1,6) -2
    RHS label_order(g6,2,7,2,8) -2
    RHS label_order(g6,0,6,1,6) -2
    RHS label_order(g6,1,6,0,6) -2
    RHS label_order(g6,2,8,3,8) -2
    RHS label_order(g6,3,8,2,8) -2
    RHS label_order(g8,0,6,1,6) -2
    RHS label_order(g8,1,6,0,6) -2
    RHS label_order(g8,2,6,1,6) -2
    RHS label_order(g8,2,6,3,6) -2
    RHS label_order(g8,3,6,4,6) -2
    RHS label_order(g8,4,6,3,6) -2
    RHS label_order(g9,2,9,2,8) -1
    RHS label_order(g9,2,10,2,11) -1
    RHS label_order(g10,0,0,1,0) -2
    RHS label_order(g10,1,0,0,0) -2
    RHS label_order(g10,2,0,1,0) -2
    RHS label_order(g10,3,0,4,0) -2
    RHS label_order(g10,4,0,5,0) -2
    RHS label_order(g10,5,0,4,0) -2
    RHS label_order(g11,1,1,1,2) -8
    RHS label_order(g11,1,2,1,1) -8
    RHS label_order(g11,2,1,2,2) -8
    RHS label_order(g11,2,2,2,1) -8
    RHS label_order(g11,2,2,2,3) -8
    RHS label_order(g11,2,3,2,2) -8
    RHS label_order(g11,2,3,2,4) -8
    RHS label_order(g11,2,4,2,3) -8
    RHS label_order(g11,4,3,4,4) -8
    RHS label_order(g11,4,4,4,3) -8
    RHS label_order(g11,4,4,4,5) -8
    RHS label_order(g11,4,5,4,4) -8
    RHS label_order(g11,4,5,4,6) -8
    RHS label_order(g11,4,6,4,5) -8
    RHS label_order(g11,5,5,5,6) -8
    RHS label_order(g11,5,6,5,5) -8
    RHS label_order(g11,0,1,1,1) -8
    RHS label_order(g11,1,1,0,1) -8
    RHS label_order(g11,1,1,2,1) -8
    RHS label_order(g11,2,1,1,1) -8
    RHS label_order(g11,1,2,2,2) -8
    RHS label_order(g11,2,2,1,2) -8
    RHS label_order(g11,2,1,3,1) -8
    RHS label_order(g11,3,1,2,1) -8
    RHS label_order(g11,3,3,2,3) -8
    RHS label_order(g11,3,4,2,4) -8
    RHS label_order(g11,3,3,4,3) -8
    RHS label_order(g11,3,4,4,4) -8
    RHS label_order(g11,3,6,4,6) -8
    RHS label_order(g11,4,6,3,6) -8
    RHS label_order(g11,4,5,5,5) -8
    RHS label_order(g11,5,5,4,5) -8
    RHS label_order(g11,4,6,5,6) -8
    RHS label_order(g11,5,6,4,6) -8
    RHS label_order(g11,5,6,6,6) -8
    RHS label_order(g11,6,6,5,6) -8
    RHS label_order(g13,3,7,3,6) -2
    RHS label_order(g13,3,7,3,8) -2
    RHS label_order(g13,2,8,3,8) -2
    RHS label_order(g13,3,8,2,8) -2
    RHS label_order(g13,3,6,4,6) -2
    RHS label_order(g13,4,6,3,6) -2
    RHS label_order(g17,3,1,3,2) -6
    RHS label_order(g17,3,2,3,1) -6
    RHS label_order(g17,4,1,4,0) -6
    RHS label_order(g17,4,2,4,3) -6
    RHS label_order(g17,5,1,5,2) -6
    RHS label_order(g17,5,2,5,1) -6
    RHS label_order(g17,0,1,1,1) -6
    RHS label_order(g17,1,1,0,1) -6
    RHS label_order(g17,1,1,2,1) -6
    RHS label_order(g17,2,1,1,1) -6
    RHS label_order(g17,2,1,3,1) -6
    RHS label_order(g17,3,1,2,1) -6
    RHS label_order(g17,4,1,3,1) -6
    RHS label_order(g17,4,2,3,2) -6
    RHS label_order(g17,4,1,5,1) -6
    RHS label_order(g17,4,2,5,2) -6
    RHS label_order(g17,5,2,6,2) -6
    RHS label_order(g17,6,2,5,2) -6
    RHS label_order(g17,6,2,7,2) -6
    RHS label_order(g17,7,2,6,2) -6
    RHS label_order(g17,7,2,8,2) -6
    RHS label_order(g17,8,2,7,2) -6
    RHS label_order(g20,2,8,3,8) -2
    RHS label_order(g20,3,8,2,8) -2
    RHS label_order(g20,4,8,3,8) -2
    RHS label_order(g20,5,8,6,8) -2
    RHS label_order(g20,6,8,7,8) -2
    RHS label_order(g20,7,8,6,8) -2
    RHS label_order(g21,5,1,5,2) -4
    RHS label_order(g21,5,2,5,1) -4
    RHS label_order(g21,5,3,5,2) -4
    RHS label_order(g21,5,4,5,5) -4
    RHS label_order(g21,5,5,5,6) -4
    RHS label_order(g21,5,6,5,5) -4
    RHS label_order(g21,5,3,4,3) -4
    RHS label_order(g21,4,5,5,5) -4
    RHS label_order(g21,5,5,4,5) -4
    RHS label_order(g21,5,2,6,2) -4
    RHS label_order(g21,6,2,5,2) -4
    RHS label_order(g21,5,4,6,4) -4
    RHS label_order(g22,4,9,4,10) -2
    RHS label_order(g22,4,10,4,9) -2
    RHS label_order(g22,7,8,7,9) -2
    RHS label_order(g22,7,9,7,8) -2
    RHS label_order(g22,5,9,4,9) -2
    RHS label_order(g22,6,9,7,9) -2
    RHS label_order(g23,5,10,4,10) -1
    RHS label_order(g23,6,10,7,10) -1
    RHS label_order(g24,4,4,4,5) -10
    RHS label_order(g24,4,5,4,4) -10
    RHS label_order(g24,4,5,4,6) -10
    RHS label_order(g24,4,6,4,5) -10
    RHS label_order(g24,5,0,5,1) -10
    RHS label_order(g24,5,1,5,0) -10
    RHS label_order(g24,5,1,5,2) -10
    RHS label_order(g24,5,2,5,1) -10
    RHS label_order(g24,6,3,6,2) -10
    RHS label_order(g24,6,3,6,4) -10
    RHS label_order(g24,7,4,7,5) -10
    RHS label_order(g24,7,5,7,4) -10
    RHS label_order(g24,7,5,7,6) -10
    RHS label_order(g24,7,6,7,5) -10
    RHS label_order(g24,8,0,8,1) -10
    RHS label_order(g24,8,1,8,0) -10
    RHS label_order(g24,8,1,8,2) -10
    RHS label_order(g24,8,2,8,1) -10
    RHS label_order(g24,4,0,5,0) -10
    RHS label_order(g24,5,0,4,0) -10
    RHS label_order(g24,4,6,5,6) -10
    RHS label_order(g24,5,6,4,6) -10
    RHS label_order(g24,5,0,6,0) -10
    RHS label_order(g24,6,0,5,0) -10
    RHS label_order(g24,5,2,6,2) -10
    RHS label_order(g24,6,2,5,2) -10
    RHS label_order(g24,5,6,6,6) -10
    RHS label_order(g24,6,6,5,6) -10
    RHS label_order(g24,6,0,7,0) -10
    RHS label_order(g24,7,0,6,0) -10
    RHS label_order(g24,6,4,7,4) -10
    RHS label_order(g24,7,4,6,4) -10
    RHS label_order(g24,6,6,7,6) -10
    RHS label_order(g24,7,6,6,6) -10
    RHS label_order(g24,7,0,8,0) -10
    RHS label_order(g24,8,0,7,0) -10
    RHS label_order(g24,7,6,8,6) -10
    RHS label_order(g24,8,6,7,6) -10
    RHS label_order(g25,4,4,4,5) -7
    RHS label_order(g25,4,5,4,4) -7
    RHS label_order(g25,4,5,4,6) -7
    RHS label_order(g25,4,6,4,5) -7
    RHS label_order(g25,5,5,5,6) -7
    RHS label_order(g25,5,6,5,5) -7
    RHS label_order(g25,6,5,6,4) -7
    RHS label_order(g25,6,5,6,6) -7
    RHS label_order(g25,7,4,7,5) -7
    RHS label_order(g25,7,5,7,4) -7
    RHS label_order(g25,8,4,8,5) -7
    RHS label_order(g25,8,5,8,4) -7
    RHS label_order(g25,8,5,8,6) -7
    RHS label_order(g25,8,6,8,5) -7
    RHS label_order(g25,3,6,4,6) -7
    RHS label_order(g25,4,6,3,6) -7
    RHS label_order(g25,4,5,5,5) -7
    RHS label_order(g25,5,5,4,5) -7
    RHS label_order(g25,4,6,5,6) -7
    RHS label_order(g25,5,6,4,6) -7
    RHS label_order(g25,6,5,5,5) -7
    RHS label_order(g25,5,6,6,6) -7
    RHS label_order(g25,6,6,5,6) -7
    RHS label_order(g25,6,4,7,4) -7
    RHS label_order(g25,7,4,6,4) -7
    RHS label_order(g25,6,5,7,5) -7
    RHS label_order(g25,7,4,8,4) -7
    RHS label_order(g25,8,4,7,4) -7
    RHS label_order(g25,7,5,8,5) -7
    RHS label_order(g25,8,5,7,5) -7
    RHS label_order(g25,8,4,9,4) -7
    RHS label_order(g25,9,4,8,4) -7
    RHS label_order(g26,5,5,5,6) -5
    RHS label_order(g26,5,6,5,5) -5
    RHS label_order(g26,6,7,6,6) -5
    RHS label_order(g26,6,7,6,8) -5
    RHS label_order(g26,7,8,7,9) -5
    RHS label_order(g26,7,9,7,8) -5
    RHS label_order(g26,3,6,4,6) -5
    RHS label_order(g26,4,6,3,6) -5
    RHS label_order(g26,4,6,5,6) -5
    RHS label_order(g26,5,6,4,6) -5
    RHS label_order(g26,5,6,6,6) -5
    RHS label_order(g26,6,6,5,6) -5
    RHS label_order(g26,6,8,7,8) -5
    RHS label_order(g26,7,8,6,8) -5
    RHS label_order(g26,7,8,8,8) -5
    RHS label_order(g26,8,8,7,8) -5
    RHS label_order(g26,8,8,9,8) -5
    RHS label_order(g26,9,8,8,8) -5
    RHS label_order(g27,5,0,5,1) -5
    RHS label_order(g27,5,1,5,0) -5
    RHS label_order(g27,5,1,5,2) -5
    RHS label_order(g27,5,2,5,1) -5
    RHS label_order(g27,6,1,6,0) -5
    RHS label_order(g27,6,1,6,2) -5
    RHS label_order(g27,7,1,7,0) -5
    RHS label_order(g27,7,1,7,2) -5
    RHS label_order(g27,8,0,8,1) -5
    RHS label_order(g27,8,1,8,0) -5
    RHS label_order(g27,8,1,8,2) -5
    RHS label_order(g27,8,2,8,1) -5
    RHS label_order(g27,5,0,6,0) -5
    RHS label_order(g27,6,0,5,0) -5
    RHS label_order(g27,6,1,5,1) -5
    RHS label_order(g27,5,2,6,2) -5
    RHS label_order(g27,6,2,5,2) -5
    RHS label_order(g27,6,0,7,0) -5
    RHS label_order(g27,7,0,6,0) -5
    RHS label_order(g27,6,2,7,2) -5
    RHS label_order(g27,7,2,6,2) -5
    RHS label_order(g27,7,0,8,0) -5
    RHS label_order(g27,8,0,7,0) -5
    RHS label_order(g27,7,1,8,1) -5
    RHS label_order(g27,7,2,8,2) -5
    RHS label_order(g27,8,2,7,2) -5
    RHS label_order(g28,6,11,5,11) -1
    RHS label_order(g28,7,11,8,11) -1
    RHS label_order(g29,7,3,7,2) -9
    RHS label_order(g29,7,3,7,4) -9
    RHS label_order(g29,7,4,7,5) -9
    RHS label_order(g29,7,5,7,4) -9
    RHS label_order(g29,7,5,7,6) -9
    RHS label_order(g29,7,6,7,5) -9
    RHS label_order(g29,8,0,8,1) -9
    RHS label_order(g29,8,1,8,0) -9
    RHS label_order(g29,8,1,8,2) -9
    RHS label_order(g29,8,2,8,1) -9
    RHS label_order(g29,8,3,8,2) -9
    RHS label_order(g29,8,3,8,4) -9
    RHS label_order(g29,4,0,5,0) -9
    RHS label_order(g29,5,0,4,0) -9
    RHS label_order(g29,5,0,6,0) -9
    RHS label_order(g29,6,0,5,0) -9
    RHS label_order(g29,6,0,7,0) -9
    RHS label_order(g29,7,0,6,0) -9
    RHS label_order(g29,6,2,7,2) -9
    RHS label_order(g29,7,2,6,2) -9
    RHS label_order(g29,7,0,8,0) -9
    RHS label_order(g29,8,0,7,0) -9
    RHS label_order(g29,7,2,8,2) -9
    RHS label_order(g29,8,2,7,2) -9
    RHS label_order(g29,7,4,8,4) -9
    RHS label_order(g29,8,4,7,4) -9
    RHS label_order(g29,7,6,8,6) -9
    RHS label_order(g29,8,6,7,6) -9
    RHS label_order(g29,8,4,9,4) -9
    RHS label_order(g29,9,4,8,4) -9
    RHS label_order(g29,8,6,9,6) -9
    RHS label_order(g29,9,6,8,6) -9
    RHS label_order(g29,9,6,10,6) -9
    RHS label_order(g29,10,6,9,6) -9
    RHS label_order(g29,10,6,11,6) -9
    RHS label_order(g29,11,6,10,6) -9
    RHS label_order(g30,7,7,7,6) -6
    RHS label_order(g30,7,7,7,8) -6
    RHS label_order(g30,7,8,7,9) -6
    RHS label_order(g30,7,9,7,8) -6
    RHS label_order(g30,7,9,7,10) -6
    RHS label_order(g30,7,10,7,9) -6
    RHS label_order(g30,8,4,8,5) -6
    RHS label_order(g30,8,5,8,4) -6
    RHS label_order(g30,8,5,8,6) -6
    RHS label_order(g30,8,6,8,5) -6
    RHS label_order(g30,8,7,8,6) -6
    RHS label_order(g30,8,7,8,8) -6
    RHS label_order(g30,6,6,7,6) -6
    RHS label_order(g30,7,6,6,6) -6
    RHS label_order(g30,6,8,7,8) -6
    RHS label_order(g30,7,8,6,8) -6
    RHS label_order(g30,7,6,8,6) -6
    RHS label_order(g30,8,6,7,6) -6
    RHS label_order(g30,7,8,8,8) -6
    RHS label_order(g30,8,8,7,8) -6
    RHS label_order(g30,8,6,9,6) -6
    RHS label_order(g30,9,6,8,6) -6
    RHS label_order(g30,8,8,9,8) -6
    RHS label_order(g30,9,8,8,8) -6
    RHS label_order(g31,7,9,7,10) -2
    RHS label_order(g31,7,10,7,9) -2
    RHS label_order(g31,9,8,9,9) -2
    RHS label_order(g31,9,9,9,8) -2
    RHS label_order(g31,8,9,7,9) -2
    RHS label_order(g31,8,9,9,9) -2
    RHS label_order(g33,7,0,8,0) -2
    RHS label_order(g33,8,0,7,0) -2
    RHS label_order(g33,9,0,8,0) -2
    RHS label_order(g33,9,0,10,0) -2
    RHS label_order(g33,10,0,11,0) -2
    RHS label_order(g33,11,0,10,0) -2
    RHS label_order(g34,8,1,8,2) -3
    RHS label_order(g34,8,2,8,1) -3
    RHS label_order(g34,10,1,10,2) -3
    RHS label_order(g34,10,2,10,1) -3
    RHS label_order(g34,7,2,8,2) -3
    RHS label_order(g34,8,2,7,2) -3
    RHS label_order(g34,9,1,8,1) -3
    RHS label_order(g34,9,2,8,2) -3
    RHS label_order(g34,9,1,10,1) -3
    RHS label_order(g34,9,2,10,2) -3
    RHS label_order(g34,10,1,11,1) -3
    RHS label_order(g34,11,1,10,1) -3
    RHS label_order(g36,9,10,9,9) -2
    RHS label_order(g36,9,10,9,11) -2
    RHS label_order(g36,8,11,9,11) -2
    RHS label_order(g36,9,11,8,11) -2
    RHS label_order(g36,9,9,10,9) -2
    RHS label_order(g36,10,9,9,9) -2
    RHS label_order(g39,9,4,9,5) -2
    RHS label_order(g39,9,5,9,4) -2
    RHS label_order(g39,11,5,11,6) -2
    RHS label_order(g39,11,6,11,5) -2
    RHS label_order(g39,10,5,9,5) -2
    RHS label_order(g39,10,5,11,5) -2
    RHS label_order(g40,9,5,9,6) -6
    RHS label_order(g40,9,6,9,5) -6
    RHS label_order(g40,9,6,9,7) -6
    RHS label_order(g40,9,7,9,6) -6
    RHS label_order(g40,9,7,9,8) -6
    RHS label_order(g40,9,8,9,7) -6
    RHS label_order(g40,9,8,9,9) -6
    RHS label_order(g40,9,9,9,8) -6
    RHS label_order(g40,10,7,10,6) -6
    RHS label_order(g40,10,8,10,9) -6
    RHS label_order(g40,11,6,11,7) -6
    RHS label_order(g40,11,7,11,6) -6
    RHS label_order(g40,11,7,11,8) -6
    RHS label_order(g40,11,8,11,7) -6
    RHS label_order(g40,11,8,11,9) -6
    RHS label_order(g40,11,9,11,8) -6
    RHS label_order(g40,11,9,11,10) -6
    RHS label_order(g40,11,10,11,9) -6
    RHS label_order(g40,9,6,10,6) -6
    RHS label_order(g40,10,6,9,6) -6
    RHS label_order(g40,10,7,9,7) -6
    RHS label_order(g40,10,8,9,8) -6
    RHS label_order(g40,9,9,10,9) -6
    RHS label_order(g40,10,9,9,9) -6
    RHS label_order(g40,10,6,11,6) -6
    RHS label_order(g40,11,6,10,6) -6
    RHS label_order(g40,10,7,11,7) -6
    RHS label_order(g40,10,8,11,8) -6
    RHS label_order(g40,10,9,11,9) -6
    RHS label_order(g40,11,9,10,9) -6
    RHS label_order(g43,11,0,11,1) -3
    RHS label_order(g43,11,1,11,0) -3
    RHS label_order(g43,11,1,11,2) -3
    RHS label_order(g43,11,2,11,1) -3
    RHS label_order(g43,11,3,11,2) -3
    RHS label_order(g43,11,4,11,5) -3
    RHS label_order(g43,11,5,11,6) -3
    RHS label_order(g43,11,6,11,5) -3
    RHS label_order(g43,11,6,11,7) -3
    RHS label_order(g43,11,7,11,6) -3
BOUNDS
 LO BND x(0,0,g0) 0
 UP BND x(0,0,g0) 1
 LO BND x(0,1,g0) 0
 UP BND x(0,1,g0) 1
 LO BND x(0,2,g0) 0
 UP BND x(0,2,g0) 1
 LO BND x(0,3,g0) 0
 UP BND x(0,3,g0) 1
 LO BND x(0,4,g0) 0
 UP BND x(0,4,g0) 1
 LO BND x(0,5,g0) 0
 UP BND x(0,5,g0) 1
 LO BND x(0,6,g1) 0
 UP BND x(0,6,g1) 1
 LO BND x(0,7,g1) 0
 UP BND x(0,7,g1) 1
 LO BND x(0,8,g1) 0
 UP BND x(0,8,g1) 1
 LO BND x(0,9,g1) 0
 UP BND x(0,9,g1) 1
 LO BND x(0,10,g2) 0
 UP BND x(0,10,g2) 1
 LO BND x(0,11,g2) 0
 UP BND x(0,11,g2) 1
 LO BND x(1,10,g2) 0
 UP BND x(1,10,g2) 1
 LO BND x(1,11,g2) 0
 UP BND x(1,11,g2) 1
 LO BND x(0,4,g3) 0
 UP BND x(0,4,g3) 1
 LO BND x(0,5,g3) 0
 UP BND x(0,5,g3) 1
 LO BND x(0,6,g3) 0
 UP BND x(0,6,g3) 1
 LO BND x(1,1,g3) 0
 UP BND x(1,1,g3) 1
 LO BND x(1,2,g3) 0
 UP BND x(1,2,g3) 1
 LO BND x(1,3,g3) 0
 UP BND x(1,3,g3) 1
 LO BND x(1,4,g3) 0
 UP BND x(1,4,g3) 1
 LO BND x(1,5,g3) 0
 UP BND x(1,5,g3) 1
 LO BND x(1,6,g3) 0
 UP BND x(1,6,g3) 1
 LO BND x(2,1,g3) 0
 UP BND x(2,1,g3) 1
 LO BND x(2,2,g3) 0
 UP BND x(2,2,g3) 1
 LO BND x(2,3,g3) 0
 UP BND x(2,3,g3) 1
 LO BND x(1,8,g4) 0
 UP BND x(1,8,g4) 1
 LO BND x(1,9,g5) 0
 UP BND x(1,9,g5) 1
 LO BND x(0,6,g6) 0
 UP BND x(0,6,g6) 1
 LO BND x(1,6,g6) 0
 UP BND x(1,6,g6) 1
 LO BND x(1,7,g6) 0
 UP BND x(1,7,g6) 1
 LO BND x(2,7,g6) 0
 UP BND x(2,7,g6) 1
 LO BND x(2,8,g6) 0
 UP BND x(2,8,g6) 1
 LO BND x(3,8,g6) 0
 UP BND x(3,8,g6) 1
 LO BND x(2,5,g7) 0
 UP BND x(2,5,g7) 1
 LO BND x(0,6,g8) 0
 UP BND x(0,6,g8) 1
 LO BND x(1,6,g8) 0
 UP BND x(1,6,g8) 1
 LO BND x(2,6,g8) 0
 UP BND x(2,6,g8) 1
 LO BND x(3,6,g8) 0
 UP BND x(3,6,g8) 1
 LO BND x(4,6,g8) 0
 UP BND x(4,6,g8) 1
 LO BND x(2,8,g9) 0
 UP BND x(2,8,g9) 1
 LO BND x(2,9,g9) 0
 UP BND x(2,9,g9) 1
 LO BND x(2,10,g9) 0
 UP BND x(2,10,g9) 1
 LO BND x(2,11,g9) 0
 UP BND x(2,11,g9) 1
 LO BND x(0,0,g10) 0
 UP BND x(0,0,g10) 1
 LO BND x(1,0,g10) 0
 UP BND x(1,0,g10) 1
 LO BND x(2,0,g10) 0
 UP BND x(2,0,g10) 1
 LO BND x(3,0,g10) 0
 UP BND x(3,0,g10) 1
 LO BND x(4,0,g10) 0
 UP BND x(4,0,g10) 1
 LO BND x(5,0,g10) 0
 UP BND x(5,0,g10) 1
 LO BND x(0,1,g11) 0
 UP BND x(0,1,g11) 1
 LO BND x(1,1,g11) 0
 UP BND x(1,1,g11) 1
 LO BND x(1,2,g11) 0
 UP BND x(1,2,g11) 1
 LO BND x(2,1,g11) 0
 UP BND x(2,1,g11) 1
 LO BND x(2,2,g11) 0
 UP BND x(2,2,g11) 1
 LO BND x(2,3,g11) 0
 UP BND x(2,3,g11) 1
 LO BND x(2,4,g11) 0
 UP BND x(2,4,g11) 1
 LO BND x(3,1,g11) 0
 UP BND x(3,1,g11) 1
 LO BND x(3,3,g11) 0
 UP BND x(3,3,g11) 1
 LO BND x(3,4,g11) 0
 UP BND x(3,4,g11) 1
 LO BND x(3,6,g11) 0
 UP BND x(3,6,g11) 1
 LO BND x(4,3,g11) 0
 UP BND x(4,3,g11) 1
 LO BND x(4,4,g11) 0
 UP BND x(4,4,g11) 1
 LO BND x(4,5,g11) 0
 UP BND x(4,5,g11) 1
 LO BND x(4,6,g11) 0
 UP BND x(4,6,g11) 1
 LO BND x(5,5,g11) 0
 UP BND x(5,5,g11) 1
 LO BND x(5,6,g11) 0
 UP BND x(5,6,g11) 1
 LO BND x(6,6,g11) 0
 UP BND x(6,6,g11) 1
 LO BND x(3,5,g12) 0
 UP BND x(3,5,g12) 1
 LO BND x(2,8,g13) 0
 UP BND x(2,8,g13) 1
 LO BND x(3,6,g13) 0
 UP BND x(3,6,g13) 1
 LO BND x(3,7,g13) 0
 UP BND x(3,7,g13) 1
 LO BND x(3,8,g13) 0
 UP BND x(3,8,g13) 1
 LO BND x(4,6,g13) 0
 UP BND x(4,6,g13) 1
 LO BND x(3,9,g14) 0
 UP BND x(3,9,g14) 1
 LO BND x(3,10,g15) 0
 UP BND x(3,10,g15) 1
 LO BND x(3,11,g16) 0
 UP BND x(3,11,g16) 1
 LO BND x(0,1,g17) 0
 UP BND x(0,1,g17) 1
 LO BND x(1,1,g17) 0
 UP BND x(1,1,g17) 1
 LO BND x(2,1,g17) 0
 UP BND x(2,1,g17) 1
 LO BND x(3,1,g17) 0
 UP BND x(3,1,g17) 1
 LO BND x(3,2,g17) 0
 UP BND x(3,2,g17) 1
 LO BND x(4,0,g17) 0
 UP BND x(4,0,g17) 1
 LO BND x(4,1,g17) 0
 UP BND x(4,1,g17) 1
 LO BND x(4,2,g17) 0
 UP BND x(4,2,g17) 1
 LO BND x(4,3,g17) 0
 UP BND x(4,3,g17) 1
 LO BND x(5,1,g17) 0
 UP BND x(5,1,g17) 1
 LO BND x(5,2,g17) 0
 UP BND x(5,2,g17) 1
 LO BND x(6,2,g17) 0
 UP BND x(6,2,g17) 1
 LO BND x(7,2,g17) 0
 UP BND x(7,2,g17) 1
 LO BND x(8,2,g17) 0
 UP BND x(8,2,g17) 1
 LO BND x(4,11,g18) 0
 UP BND x(4,11,g18) 1
 LO BND x(4,7,g19) 0
 UP BND x(4,7,g19) 1
 LO BND x(5,7,g19) 0
 UP BND x(5,7,g19) 1
 LO BND x(2,8,g20) 0
 UP BND x(2,8,g20) 1
 LO BND x(3,8,g20) 0
 UP BND x(3,8,g20) 1
 LO BND x(4,8,g20) 0
 UP BND x(4,8,g20) 1
 LO BND x(5,8,g20) 0
 UP BND x(5,8,g20) 1
 LO BND x(6,8,g20) 0
 UP BND x(6,8,g20) 1
 LO BND x(7,8,g20) 0
 UP BND x(7,8,g20) 1
 LO BND x(4,3,g21) 0
 UP BND x(4,3,g21) 1
 LO BND x(4,5,g21) 0
 UP BND x(4,5,g21) 1
 LO BND x(5,1,g21) 0
 UP BND x(5,1,g21) 1
 LO BND x(5,2,g21) 0
 UP BND x(5,2,g21) 1
 LO BND x(5,3,g21) 0
 UP BND x(5,3,g21) 1
 LO BND x(5,4,g21) 0
 UP BND x(5,4,g21) 1
 LO BND x(5,5,g21) 0
 UP BND x(5,5,g21) 1
 LO BND x(5,6,g21) 0
 UP BND x(5,6,g21) 1
 LO BND x(6,2,g21) 0
 UP BND x(6,2,g21) 1
 LO BND x(6,4,g21) 0
 UP BND x(6,4,g21) 1
 LO BND x(4,9,g22) 0
 UP BND x(4,9,g22) 1
 LO BND x(4,10,g22) 0
 UP BND x(4,10,g22) 1
 LO BND x(5,9,g22) 0
 UP BND x(5,9,g22) 1
 LO BND x(6,9,g22) 0
 UP BND x(6,9,g22) 1
 LO BND x(7,8,g22) 0
 UP BND x(7,8,g22) 1
 LO BND x(7,9,g22) 0
 UP BND x(7,9,g22) 1
 LO BND x(4,10,g23) 0
 UP BND x(4,10,g23) 1
 LO BND x(5,10,g23) 0
 UP BND x(5,10,g23) 1
 LO BND x(6,10,g23) 0
 UP BND x(6,10,g23) 1
 LO BND x(7,10,g23) 0
 UP BND x(7,10,g23) 1
 LO BND x(4,0,g24) 0
 UP BND x(4,0,g24) 1
 LO BND x(4,4,g24) 0
 UP BND x(4,4,g24) 1
 LO BND x(4,5,g24) 0
 UP BND x(4,5,g24) 1
 LO BND x(4,6,g24) 0
 UP BND x(4,6,g24) 1
 LO BND x(5,0,g24) 0
 UP BND x(5,0,g24) 1
 LO BND x(5,1,g24) 0
 UP BND x(5,1,g24) 1
 LO BND x(5,2,g24) 0
 UP BND x(5,2,g24) 1
 LO BND x(5,6,g24) 0
 UP BND x(5,6,g24) 1
 LO BND x(6,0,g24) 0
 UP BND x(6,0,g24) 1
 LO BND x(6,2,g24) 0
 UP BND x(6,2,g24) 1
 LO BND x(6,3,g24) 0
 UP BND x(6,3,g24) 1
 LO BND x(6,4,g24) 0
 UP BND x(6,4,g24) 1
 LO BND x(6,6,g24) 0
 UP BND x(6,6,g24) 1
 LO BND x(7,0,g24) 0
 UP BND x(7,0,g24) 1
 LO BND x(7,4,g24) 0
 UP BND x(7,4,g24) 1
 LO BND x(7,5,g24) 0
 UP BND x(7,5,g24) 1
 LO BND x(7,6,g24) 0
 UP BND x(7,6,g24) 1
 LO BND x(8,0,g24) 0
 UP BND x(8,0,g24) 1
 LO BND x(8,1,g24) 0
 UP BND x(8,1,g24) 1
 LO BND x(8,2,g24) 0
 UP BND x(8,2,g24) 1
 LO BND x(8,6,g24) 0
 UP BND x(8,6,g24) 1
 LO BND x(3,6,g25) 0
 UP BND x(3,6,g25) 1
 LO BND x(4,4,g25) 0
 UP BND x(4,4,g25) 1
 LO BND x(4,5,g25) 0
 UP BND x(4,5,g25) 1
 LO BND x(4,6,g25) 0
 UP BND x(4,6,g25) 1
 LO BND x(5,5,g25) 0
 UP BND x(5,5,g25) 1
 LO BND x(5,6,g25) 0
 UP BND x(5,6,g25) 1
 LO BND x(6,4,g25) 0
 UP BND x(6,4,g25) 1
 LO BND x(6,5,g25) 0
 UP BND x(6,5,g25) 1
 LO BND x(6,6,g25) 0
 UP BND x(6,6,g25) 1
 LO BND x(7,4,g25) 0
 UP BND x(7,4,g25) 1
 LO BND x(7,5,g25) 0
 UP BND x(7,5,g25) 1
 LO BND x(8,4,g25) 0
 UP BND x(8,4,g25) 1
 LO BND x(8,5,g25) 0
 UP BND x(8,5,g25) 1
 LO BND x(8,6,g25) 0
 UP BND x(8,6,g25) 1
 LO BND x(9,4,g25) 0
 UP BND x(9,4,g25) 1
 LO BND x(3,6,g26) 0
 UP BND x(3,6,g26) 1
 LO BND x(4,6,g26) 0
 UP BND x(4,6,g26) 1
 LO BND x(5,5,g26) 0
 UP BND x(5,5,g26) 1
 LO BND x(5,6,g26) 0
 UP BND x(5,6,g26) 1
 LO BND x(6,6,g26) 0
 UP BND x(6,6,g26) 1
 LO BND x(6,7,g26) 0
 UP BND x(6,7,g26) 1
 LO BND x(6,8,g26) 0
 UP BND x(6,8,g26) 1
 LO BND x(7,8,g26) 0
 UP BND x(7,8,g26) 1
 LO BND x(7,9,g26) 0
 UP BND x(7,9,g26) 1
 LO BND x(8,8,g26) 0
 UP BND x(8,8,g26) 1
 LO BND x(9,8,g26) 0
 UP BND x(9,8,g26) 1
 LO BND x(5,0,g27) 0
 UP BND x(5,0,g27) 1
 LO BND x(5,1,g27) 0
 UP BND x(5,1,g27) 1
 LO BND x(5,2,g27) 0
 UP BND x(5,2,g27) 1
 LO BND x(6,0,g27) 0
 UP BND x(6,0,g27) 1
 LO BND x(6,1,g27) 0
 UP BND x(6,1,g27) 1
 LO BND x(6,2,g27) 0
 UP BND x(6,2,g27) 1
 LO BND x(7,0,g27) 0
 UP BND x(7,0,g27) 1
 LO BND x(7,1,g27) 0
 UP BND x(7,1,g27) 1
 LO BND x(7,2,g27) 0
 UP BND x(7,2,g27) 1
 LO BND x(8,0,g27) 0
 UP BND x(8,0,g27) 1
 LO BND x(8,1,g27) 0
 UP BND x(8,1,g27) 1
 LO BND x(8,2,g27) 0
 UP BND x(8,2,g27) 1
 LO BND x(5,11,g28) 0
 UP BND x(5,11,g28) 1
 LO BND x(6,11,g28) 0
 UP BND x(6,11,g28) 1
 LO BND x(7,11,g28) 0
 UP BND x(7,11,g28) 1
 LO BND x(8,11,g28) 0
 UP BND x(8,11,g28) 1
 LO BND x(4,0,g29) 0
 UP BND x(4,0,g29) 1
 LO BND x(5,0,g29) 0
 UP BND x(5,0,g29) 1
 LO BND x(6,0,g29) 0
 UP BND x(6,0,g29) 1
 LO BND x(6,2,g29) 0
 UP BND x(6,2,g29) 1
 LO BND x(7,0,g29) 0
 UP BND x(7,0,g29) 1
 LO BND x(7,2,g29) 0
 UP BND x(7,2,g29) 1
 LO BND x(7,3,g29) 0
 UP BND x(7,3,g29) 1
 LO BND x(7,4,g29) 0
 UP BND x(7,4,g29) 1
 LO BND x(7,5,g29) 0
 UP BND x(7,5,g29) 1
 LO BND x(7,6,g29) 0
 UP BND x(7,6,g29) 1
 LO BND x(8,0,g29) 0
 UP BND x(8,0,g29) 1
 LO BND x(8,1,g29) 0
 UP BND x(8,1,g29) 1
 LO BND x(8,2,g29) 0
 UP BND x(8,2,g29) 1
 LO BND x(8,3,g29) 0
 UP BND x(8,3,g29) 1
 LO BND x(8,4,g29) 0
 UP BND x(8,4,g29) 1
 LO BND x(8,6,g29) 0
 UP BND x(8,6,g29) 1
 LO BND x(9,4,g29) 0
 UP BND x(9,4,g29) 1
 LO BND x(9,6,g29) 0
 UP BND x(9,6,g29) 1
 LO BND x(10,6,g29) 0
 UP BND x(10,6,g29) 1
 LO BND x(11,6,g29) 0
 UP BND x(11,6,g29) 1
 LO BND x(6,6,g30) 0
 UP BND x(6,6,g30) 1
 LO BND x(6,8,g30) 0
 UP BND x(6,8,g30) 1
 LO BND x(7,6,g30) 0
 UP BND x(7,6,g30) 1
 LO BND x(7,7,g30) 0
 UP BND x(7,7,g30) 1
 LO BND x(7,8,g30) 0
 UP BND x(7,8,g30) 1
 LO BND x(7,9,g30) 0
 UP BND x(7,9,g30) 1
 LO BND x(7,10,g30) 0
 UP BND x(7,10,g30) 1
 LO BND x(8,4,g30) 0
 UP BND x(8,4,g30) 1
 LO BND x(8,5,g30) 0
 UP BND x(8,5,g30) 1
 LO BND x(8,6,g30) 0
 UP BND x(8,6,g30) 1
 LO BND x(8,7,g30) 0
 UP BND x(8,7,g30) 1
 LO BND x(8,8,g30) 0
 UP BND x(8,8,g30) 1
 LO BND x(9,6,g30) 0
 UP BND x(9,6,g30) 1
 LO BND x(9,8,g30) 0
 UP BND x(9,8,g30) 1
 LO BND x(7,9,g31) 0
 UP BND x(7,9,g31) 1
 LO BND x(7,10,g31) 0
 UP BND x(7,10,g31) 1
 LO BND x(8,9,g31) 0
 UP BND x(8,9,g31) 1
 LO BND x(9,8,g31) 0
 UP BND x(9,8,g31) 1
 LO BND x(9,9,g31) 0
 UP BND x(9,9,g31) 1
 LO BND x(8,10,g32) 0
 UP BND x(8,10,g32) 1
 LO BND x(7,0,g33) 0
 UP BND x(7,0,g33) 1
 LO BND x(8,0,g33) 0
 UP BND x(8,0,g33) 1
 LO BND x(9,0,g33) 0
 UP BND x(9,0,g33) 1
 LO BND x(10,0,g33) 0
 UP BND x(10,0,g33) 1
 LO BND x(11,0,g33) 0
 UP BND x(11,0,g33) 1
 LO BND x(7,2,g34) 0
 UP BND x(7,2,g34) 1
 LO BND x(8,1,g34) 0
 UP BND x(8,1,g34) 1
 LO BND x(8,2,g34) 0
 UP BND x(8,2,g34) 1
 LO BND x(9,1,g34) 0
 UP BND x(9,1,g34) 1
 LO BND x(9,2,g34) 0
 UP BND x(9,2,g34) 1
 LO BND x(10,1,g34) 0
 UP BND x(10,1,g34) 1
 LO BND x(10,2,g34) 0
 UP BND x(10,2,g34) 1
 LO BND x(11,1,g34) 0
 UP BND x(11,1,g34) 1
 LO BND x(9,3,g35) 0
 UP BND x(9,3,g35) 1
 LO BND x(8,11,g36) 0
 UP BND x(8,11,g36) 1
 LO BND x(9,9,g36) 0
 UP BND x(9,9,g36) 1
 LO BND x(9,10,g36) 0
 UP BND x(9,10,g36) 1
 LO BND x(9,11,g36) 0
 UP BND x(9,11,g36) 1
 LO BND x(10,9,g36) 0
 UP BND x(10,9,g36) 1
 LO BND x(10,3,g37) 0
 UP BND x(10,3,g37) 1
 LO BND x(10,4,g38) 0
 UP BND x(10,4,g38) 1
 LO BND x(9,4,g39) 0
 UP BND x(9,4,g39) 1
 LO BND x(9,5,g39) 0
 UP BND x(9,5,g39) 1
 LO BND x(10,5,g39) 0
 UP BND x(10,5,g39) 1
 LO BND x(11,5,g39) 0
 UP BND x(11,5,g39) 1
 LO BND x(11,6,g39) 0
 UP BND x(11,6,g39) 1
 LO BND x(9,5,g40) 0
 UP BND x(9,5,g40) 1
 LO BND x(9,6,g40) 0
 UP BND x(9,6,g40) 1
 LO BND x(9,7,g40) 0
 UP BND x(9,7,g40) 1
 LO BND x(9,8,g40) 0
 UP BND x(9,8,g40) 1
 LO BND x(9,9,g40) 0
 UP BND x(9,9,g40) 1
 LO BND x(10,6,g40) 0
 UP BND x(10,6,g40) 1
 LO BND x(10,7,g40) 0
 UP BND x(10,7,g40) 1
 LO BND x(10,8,g40) 0
 UP BND x(10,8,g40) 1
 LO BND x(10,9,g40) 0
 UP BND x(10,9,g40) 1
 LO BND x(11,6,g40) 0
 UP BND x(11,6,g40) 1
 LO BND x(11,7,g40) 0
 UP BND x(11,7,g40) 1
 LO BND x(11,8,g40) 0
 UP BND x(11,8,g40) 1
 LO BND x(11,9,g40) 0
 UP BND x(11,9,g40) 1
 LO BND x(11,10,g40) 0
 UP BND x(11,10,g40) 1
 LO BND x(10,10,g41) 0
 UP BND x(10,10,g41) 1
 LO BND x(10,11,g42) 0
 UP BND x(10,11,g42) 1
 LO BND x(11,0,g43) 0
 UP BND x(11,0,g43) 1
 LO BND x(11,1,g43) 0
 UP BND x(11,1,g43) 1
 LO BND x(11,2,g43) 0
 UP BND x(11,2,g43) 1
 LO BND x(11,3,g43) 0
 UP BND x(11,3,g43) 1
 LO BND x(11,4,g43) 0
 UP BND x(11,4,g43) 1
 LO BND x(11,5,g43) 0
 UP BND x(11,5,g43) 1
 LO BND x(11,6,g43) 0
 UP BND x(11,6,g43) 1
 LO BND x(11,7,g43) 0
 UP BND x(11,7,g43) 1
 LO BND x(11,11,g44) 0
 UP BND x(11,11,g44) 1
 FX BND d(0,0,g0) 2
 LO BND d(0,1,g0) 1
 UP BND d(0,1,g0) 2
 LO BND d(0,4,g0) 1
 UP BND d(0,4,g0) 2
 FX BND d(0,5,g0) 2
 FX BND d(0,6,g1) 1
 FX BND d(0,9,g1) 1
 LO BND d(0,4,g3) 1
 UP BND d(0,4,g3) 5
 LO BND d(0,5,g3) 2
 UP BND d(0,5,g3) 5
 LO BND d(0,6,g3) 3
 UP BND d(0,6,g3) 5
 LO BND d(1,1,g3) 2
 UP BND d(1,1,g3) 5
 LO BND d(1,2,g3) 1
 UP BND d(1,2,g3) 5
 LO BND d(1,5,g3) 1
 UP BND d(1,5,g3) 5
 LO BND d(1,6,g3) 2
 UP BND d(1,6,g3) 5
 LO BND d(2,1,g3) 3
 UP BND d(2,1,g3) 5
 LO BND d(2,2,g3) 2
 UP BND d(2,2,g3) 5
 LO BND d(2,3,g3) 1
 UP BND d(2,3,g3) 5
 FX BND d(0,6,g6) 2
 LO BND d(1,6,g6) 1
 UP BND d(1,6,g6) 2
 LO BND d(2,8,g6) 1
 UP BND d(2,8,g6) 2
 FX BND d(3,8,g6) 2
 FX BND d(0,6,g8) 2
 LO BND d(1,6,g8) 1
 UP BND d(1,6,g8) 2
 LO BND d(3,6,g8) 1
 UP BND d(3,6,g8) 2
 FX BND d(4,6,g8) 2
 FX BND d(2,8,g9) 1
 FX BND d(2,11,g9) 1
 FX BND d(0,0,g10) 2
 LO BND d(1,0,g10) 1
 UP BND d(1,0,g10) 2
 LO BND d(4,0,g10) 1
 UP BND d(4,0,g10) 2
 FX BND d(5,0,g10) 2
 LO BND d(0,1,g11) 5
 UP BND d(0,1,g11) 8
 LO BND d(1,1,g11) 4
 UP BND d(1,1,g11) 8
 LO BND d(1,2,g11) 3
 UP BND d(1,2,g11) 8
 LO BND d(2,1,g11) 3
 UP BND d(2,1,g11) 8
 LO BND d(2,2,g11) 2
 UP BND d(2,2,g11) 8
 LO BND d(2,3,g11) 1
 UP BND d(2,3,g11) 8
 LO BND d(2,4,g11) 1
 UP BND d(2,4,g11) 8
 LO BND d(3,1,g11) 4
 UP BND d(3,1,g11) 8
 LO BND d(3,6,g11) 4
 UP BND d(3,6,g11) 8
 LO BND d(4,3,g11) 1
 UP BND d(4,3,g11) 8
 LO BND d(4,4,g11) 1
 UP BND d(4,4,g11) 8
 LO BND d(4,5,g11) 2
 UP BND d(4,5,g11) 8
 LO BND d(4,6,g11) 3
 UP BND d(4,6,g11) 8
 LO BND d(5,5,g11) 3
 UP BND d(5,5,g11) 8
 LO BND d(5,6,g11) 4
 UP BND d(5,6,g11) 8
 LO BND d(6,6,g11) 5
 UP BND d(6,6,g11) 8
 FX BND d(2,8,g13) 2
 LO BND d(3,6,g13) 1
 UP BND d(3,6,g13) 2
 LO BND d(3,8,g13) 1
 UP BND d(3,8,g13) 2
 FX BND d(4,6,g13) 2
 LO BND d(0,1,g17) 4
 UP BND d(0,1,g17) 6
 LO BND d(1,1,g17) 3
 UP BND d(1,1,g17) 6
 LO BND d(2,1,g17) 2
 UP BND d(2,1,g17) 6
 LO BND d(3,1,g17) 1
 UP BND d(3,1,g17) 6
 LO BND d(3,2,g17) 1
 UP BND d(3,2,g17) 6
 LO BND d(4,0,g17) 1
 UP BND d(4,0,g17) 6
 LO BND d(4,3,g17) 1
 UP BND d(4,3,g17) 6
 LO BND d(5,1,g17) 1
 UP BND d(5,1,g17) 6
 LO BND d(5,2,g17) 1
 UP BND d(5,2,g17) 6
 LO BND d(6,2,g17) 2
 UP BND d(6,2,g17) 6
 LO BND d(7,2,g17) 3
 UP BND d(7,2,g17) 6
 LO BND d(8,2,g17) 4
 UP BND d(8,2,g17) 6
 FX BND d(2,8,g20) 2
 LO BND d(3,8,g20) 1
 UP BND d(3,8,g20) 2
 LO BND d(6,8,g20) 1
 UP BND d(6,8,g20) 2
 FX BND d(7,8,g20) 2
 LO BND d(4,3,g21) 1
 UP BND d(4,3,g21) 4
 LO BND d(4,5,g21) 2
 UP BND d(4,5,g21) 4
 LO BND d(5,1,g21) 2
 UP BND d(5,1,g21) 4
 LO BND d(5,2,g21) 1
 UP BND d(5,2,g21) 4
 LO BND d(5,5,g21) 1
 UP BND d(5,5,g21) 4
 LO BND d(5,6,g21) 2
 UP BND d(5,6,g21) 4
 LO BND d(6,2,g21) 2
 UP BND d(6,2,g21) 4
 LO BND d(6,4,g21) 1
 UP BND d(6,4,g21) 4
 LO BND d(4,9,g22) 1
 UP BND d(4,9,g22) 2
 FX BND d(4,10,g22) 2
 FX BND d(7,8,g22) 2
 LO BND d(7,9,g22) 1
 UP BND d(7,9,g22) 2
 FX BND d(4,10,g23) 1
 FX BND d(7,10,g23) 1
 LO BND d(4,0,g24) 5
 UP BND d(4,0,g24) 10
 LO BND d(4,4,g24) 9
 UP BND d(4,4,g24) 10
 LO BND d(4,5,g24) 8
 UP BND d(4,5,g24) 10
 LO BND d(4,6,g24) 7
 UP BND d(4,6,g24) 10
 LO BND d(5,0,g24) 4
 UP BND d(5,0,g24) 10
 LO BND d(5,1,g24) 3
 UP BND d(5,1,g24) 10
 LO BND d(5,2,g24) 2
 UP BND d(5,2,g24) 10
 LO BND d(5,6,g24) 6
 UP BND d(5,6,g24) 10
 LO BND d(6,0,g24) 5
 UP BND d(6,0,g24) 10
 LO BND d(6,2,g24) 1
 UP BND d(6,2,g24) 10
 LO BND d(6,4,g24) 1
 UP BND d(6,4,g24) 10
 LO BND d(6,6,g24) 5
 UP BND d(6,6,g24) 10
 LO BND d(7,0,g24) 6
 UP BND d(7,0,g24) 10
 LO BND d(7,4,g24) 2
 UP BND d(7,4,g24) 10
 LO BND d(7,5,g24) 3
 UP BND d(7,5,g24) 10
 LO BND d(7,6,g24) 4
 UP BND d(7,6,g24) 10
 LO BND d(8,0,g24) 7
 UP BND d(8,0,g24) 10
 LO BND d(8,1,g24) 8
 UP BND d(8,1,g24) 10
 LO BND d(8,2,g24) 9
 UP BND d(8,2,g24) 10
 LO BND d(8,6,g24) 5
 UP BND d(8,6,g24) 10
 LO BND d(3,6,g25) 4
 UP BND d(3,6,g25) 7
 LO BND d(4,4,g25) 3
 UP BND d(4,4,g25) 7
 LO BND d(4,5,g25) 2
 UP BND d(4,5,g25) 7
 LO BND d(4,6,g25) 3
 UP BND d(4,6,g25) 7
 LO BND d(5,5,g25) 1
 UP BND d(5,5,g25) 7
 LO BND d(5,6,g25) 2
 UP BND d(5,6,g25) 7
 LO BND d(6,4,g25) 1
 UP BND d(6,4,g25) 7
 LO BND d(6,6,g25) 1
 UP BND d(6,6,g25) 7
 LO BND d(7,4,g25) 2
 UP BND d(7,4,g25) 7
 LO BND d(7,5,g25) 1
 UP BND d(7,5,g25) 7
 LO BND d(8,4,g25) 3
 UP BND d(8,4,g25) 7
 LO BND d(8,5,g25) 2
 UP BND d(8,5,g25) 7
 LO BND d(8,6,g25) 3
 UP BND d(8,6,g25) 7
 LO BND d(9,4,g25) 4
 UP BND d(9,4,g25) 7
 LO BND d(3,6,g26) 4
 UP BND d(3,6,g26) 5
 LO BND d(4,6,g26) 3
 UP BND d(4,6,g26) 5
 LO BND d(5,5,g26) 3
 UP BND d(5,5,g26) 5
 LO BND d(5,6,g26) 2
 UP BND d(5,6,g26) 5
 LO BND d(6,6,g26) 1
 UP BND d(6,6,g26) 5
 LO BND d(6,8,g26) 1
 UP BND d(6,8,g26) 5
 LO BND d(7,8,g26) 2
 UP BND d(7,8,g26) 5
 LO BND d(7,9,g26) 3
 UP BND d(7,9,g26) 5
 LO BND d(8,8,g26) 3
 UP BND d(8,8,g26) 5
 LO BND d(9,8,g26) 4
 UP BND d(9,8,g26) 5
 LO BND d(5,0,g27) 2
 UP BND d(5,0,g27) 5
 LO BND d(5,1,g27) 1
 UP BND d(5,1,g27) 5
 LO BND d(5,2,g27) 2
 UP BND d(5,2,g27) 5
 LO BND d(6,0,g27) 1
 UP BND d(6,0,g27) 5
 LO BND d(6,2,g27) 1
 UP BND d(6,2,g27) 5
 LO BND d(7,0,g27) 1
 UP BND d(7,0,g27) 5
 LO BND d(7,2,g27) 1
 UP BND d(7,2,g27) 5
 LO BND d(8,0,g27) 2
 UP BND d(8,0,g27) 5
 LO BND d(8,1,g27) 1
 UP BND d(8,1,g27) 5
 LO BND d(8,2,g27) 2
 UP BND d(8,2,g27) 5
 FX BND d(5,11,g28) 1
 FX BND d(8,11,g28) 1
 LO BND d(4,0,g29) 7
 UP BND d(4,0,g29) 9
 LO BND d(5,0,g29) 6
 UP BND d(5,0,g29) 9
 LO BND d(6,0,g29) 5
 UP BND d(6,0,g29) 9
 LO BND d(6,2,g29) 2
 UP BND d(6,2,g29) 9
 LO BND d(7,0,g29) 4
 UP BND d(7,0,g29) 9
 LO BND d(7,2,g29) 1
 UP BND d(7,2,g29) 9
 LO BND d(7,4,g29) 1
 UP BND d(7,4,g29) 9
 LO BND d(7,5,g29) 2
 UP BND d(7,5,g29) 9
 LO BND d(7,6,g29) 3
 UP BND d(7,6,g29) 9
 LO BND d(8,0,g29) 3
 UP BND d(8,0,g29) 9
 LO BND d(8,1,g29) 2
 UP BND d(8,1,g29) 9
 LO BND d(8,2,g29) 1
 UP BND d(8,2,g29) 9
 LO BND d(8,4,g29) 1
 UP BND d(8,4,g29) 9
 LO BND d(8,6,g29) 4
 UP BND d(8,6,g29) 9
 LO BND d(9,4,g29) 2
 UP BND d(9,4,g29) 9
 LO BND d(9,6,g29) 5
 UP BND d(9,6,g29) 9
 LO BND d(10,6,g29) 6
 UP BND d(10,6,g29) 9
 LO BND d(11,6,g29) 7
 UP BND d(11,6,g29) 9
 LO BND d(6,6,g30) 2
 UP BND d(6,6,g30) 6
 LO BND d(6,8,g30) 2
 UP BND d(6,8,g30) 6
 LO BND d(7,6,g30) 1
 UP BND d(7,6,g30) 6
 LO BND d(7,8,g30) 1
 UP BND d(7,8,g30) 6
 LO BND d(7,9,g30) 2
 UP BND d(7,9,g30) 6
 LO BND d(7,10,g30) 3
 UP BND d(7,10,g30) 6
 LO BND d(8,4,g30) 3
 UP BND d(8,4,g30) 6
 LO BND d(8,5,g30) 2
 UP BND d(8,5,g30) 6
 LO BND d(8,6,g30) 1
 UP BND d(8,6,g30) 6
 LO BND d(8,8,g30) 1
 UP BND d(8,8,g30) 6
 LO BND d(9,6,g30) 2
 UP BND d(9,6,g30) 6
 LO BND d(9,8,g30) 2
 UP BND d(9,8,g30) 6
 LO BND d(7,9,g31) 1
 UP BND d(7,9,g31) 2
 FX BND d(7,10,g31) 2
 FX BND d(9,8,g31) 2
 LO BND d(9,9,g31) 1
 UP BND d(9,9,g31) 2
 FX BND d(7,0,g33) 2
 LO BND d(8,0,g33) 1
 UP BND d(8,0,g33) 2
 LO BND d(10,0,g33) 1
 UP BND d(10,0,g33) 2
 FX BND d(11,0,g33) 2
 LO BND d(7,2,g34) 2
 UP BND d(7,2,g34) 3
 LO BND d(8,1,g34) 1
 UP BND d(8,1,g34) 3
 LO BND d(8,2,g34) 1
 UP BND d(8,2,g34) 3
 LO BND d(10,1,g34) 1
 UP BND d(10,1,g34) 3
 LO BND d(10,2,g34) 1
 UP BND d(10,2,g34) 3
 LO BND d(11,1,g34) 2
 UP BND d(11,1,g34) 3
 FX BND d(8,11,g36) 2
 LO BND d(9,9,g36) 1
 UP BND d(9,9,g36) 2
 LO BND d(9,11,g36) 1
 UP BND d(9,11,g36) 2
 FX BND d(10,9,g36) 2
 FX BND d(9,4,g39) 2
 LO BND d(9,5,g39) 1
 UP BND d(9,5,g39) 2
 LO BND d(11,5,g39) 1
 UP BND d(11,5,g39) 2
 FX BND d(11,6,g39) 2
 LO BND d(9,5,g40) 3
 UP BND d(9,5,g40) 6
 LO BND d(9,6,g40) 2
 UP BND d(9,6,g40) 6
 LO BND d(9,7,g40) 1
 UP BND d(9,7,g40) 6
 LO BND d(9,8,g40) 1
 UP BND d(9,8,g40) 6
 LO BND d(9,9,g40) 2
 UP BND d(9,9,g40) 6
 LO BND d(10,6,g40) 1
 UP BND d(10,6,g40) 6
 LO BND d(10,9,g40) 1
 UP BND d(10,9,g40) 6
 LO BND d(11,6,g40) 2
 UP BND d(11,6,g40) 6
 LO BND d(11,7,g40) 1
 UP BND d(11,7,g40) 6
 LO BND d(11,8,g40) 1
 UP BND d(11,8,g40) 6
 LO BND d(11,9,g40) 2
 UP BND d(11,9,g40) 6
 LO BND d(11,10,g40) 3
 UP BND d(11,10,g40) 6
 FX BND d(11,0,g43) 3
 LO BND d(11,1,g43) 2
 UP BND d(11,1,g43) 3
 LO BND d(11,2,g43) 1
 UP BND d(11,2,g43) 3
 LO BND d(11,5,g43) 1
 UP BND d(11,5,g43) 3
 LO BND d(11,6,g43) 2
 UP BND d(11,6,g43) 3
 FX BND d(11,7,g43) 3
 LO BND p(g0,0,0,0,1) 0
 UP BND p(g0,0,0,0,1) 1
 LO BND p(g0,0,1,0,0) 0
 UP BND p(g0,0,1,0,0) 1
 LO BND p(g0,0,2,0,1) 0
 UP BND p(g0,0,2,0,1) 1
 LO BND p(g0,0,3,0,4) 0
 UP BND p(g0,0,3,0,4) 1
 LO BND p(g0,0,4,0,5) 0
 UP BND p(g0,0,4,0,5) 1
 LO BND p(g0,0,5,0,4) 0
 UP BND p(g0,0,5,0,4) 1
 LO BND p(g1,0,7,0,6) 0
 UP BND p(g1,0,7,0,6) 1
 LO BND p(g1,0,8,0,9) 0
 UP BND p(g1,0,8,0,9) 1
 LO BND p(g3,0,4,0,5) 0
 UP BND p(g3,0,4,0,5) 1
 LO BND p(g3,0,5,0,4) 0
 UP BND p(g3,0,5,0,4) 1
 LO BND p(g3,0,5,0,6) 0
 UP BND p(g3,0,5,0,6) 1
 LO BND p(g3,0,6,0,5) 0
 UP BND p(g3,0,6,0,5) 1
 LO BND p(g3,1,1,1,2) 0
 UP BND p(g3,1,1,1,2) 1
 LO BND p(g3,1,2,1,1) 0
 UP BND p(g3,1,2,1,1) 1
 LO BND p(g3,1,3,1,2) 0
 UP BND p(g3,1,3,1,2) 1
 LO BND p(g3,1,4,1,5) 0
 UP BND p(g3,1,4,1,5) 1
 LO BND p(g3,1,5,1,6) 0
 UP BND p(g3,1,5,1,6) 1
 LO BND p(g3,1,6,1,5) 0
 UP BND p(g3,1,6,1,5) 1
 LO BND p(g3,2,1,2,2) 0
 UP BND p(g3,2,1,2,2) 1
 LO BND p(g3,2,2,2,1) 0
 UP BND p(g3,2,2,2,1) 1
 LO BND p(g3,2,2,2,3) 0
 UP BND p(g3,2,2,2,3) 1
 LO BND p(g3,2,3,2,2) 0
 UP BND p(g3,2,3,2,2) 1
 LO BND p(g3,1,4,0,4) 0
 UP BND p(g3,1,4,0,4) 1
 LO BND p(g3,0,5,1,5) 0
 UP BND p(g3,0,5,1,5) 1
 LO BND p(g3,1,5,0,5) 0
 UP BND p(g3,1,5,0,5) 1
 LO BND p(g3,0,6,1,6) 0
 UP BND p(g3,0,6,1,6) 1
 LO BND p(g3,1,6,0,6) 0
 UP BND p(g3,1,6,0,6) 1
 LO BND p(g3,1,1,2,1) 0
 UP BND p(g3,1,1,2,1) 1
 LO BND p(g3,2,1,1,1) 0
 UP BND p(g3,2,1,1,1) 1
 LO BND p(g3,1,2,2,2) 0
 UP BND p(g3,1,2,2,2) 1
 LO BND p(g3,2,2,1,2) 0
 UP BND p(g3,2,2,1,2) 1
 LO BND p(g3,1,3,2,3) 0
 UP BND p(g3,1,3,2,3) 1
 LO BND p(g6,1,7,1,6) 0
 UP BND p(g6,1,7,1,6) 1
 LO BND p(g6,2,7,2,8) 0
 UP BND p(g6,2,7,2,8) 1
 LO BND p(g6,0,6,1,6) 0
 UP BND p(g6,0,6,1,6) 1
 LO BND p(g6,1,6,0,6) 0
 UP BND p(g6,1,6,0,6) 1
 LO BND p(g6,2,8,3,8) 0
 UP BND p(g6,2,8,3,8) 1
 LO BND p(g6,3,8,2,8) 0
 UP BND p(g6,3,8,2,8) 1
 LO BND p(g8,0,6,1,6) 0
 UP BND p(g8,0,6,1,6) 1
 LO BND p(g8,1,6,0,6) 0
 UP BND p(g8,1,6,0,6) 1
 LO BND p(g8,2,6,1,6) 0
 UP BND p(g8,2,6,1,6) 1
 LO BND p(g8,2,6,3,6) 0
 UP BND p(g8,2,6,3,6) 1
 LO BND p(g8,3,6,4,6) 0
 UP BND p(g8,3,6,4,6) 1
 LO BND p(g8,4,6,3,6) 0
 UP BND p(g8,4,6,3,6) 1
 LO BND p(g9,2,9,2,8) 0
 UP BND p(g9,2,9,2,8) 1
 LO BND p(g9,2,10,2,11) 0
 UP BND p(g9,2,10,2,11) 1
 LO BND p(g10,0,0,1,0) 0
 UP BND p(g10,0,0,1,0) 1
 LO BND p(g10,1,0,0,0) 0
 UP BND p(g10,1,0,0,0) 1
 LO BND p(g10,2,0,1,0) 0
 UP BND p(g10,2,0,1,0) 1
 LO BND p(g10,3,0,4,0) 0
 UP BND p(g10,3,0,4,0) 1
 LO BND p(g10,4,0,5,0) 0
 UP BND p(g10,4,0,5,0) 1
 LO BND p(g10,5,0,4,0) 0
 UP BND p(g10,5,0,4,0) 1
 LO BND p(g11,1,1,1,2) 0
 UP BND p(g11,1,1,1,2) 1
 LO BND p(g11,1,2,1,1) 0
 UP BND p(g11,1,2,1,1) 1
 LO BND p(g11,2,1,2,2) 0
 UP BND p(g11,2,1,2,2) 1
 LO BND p(g11,2,2,2,1) 0
 UP BND p(g11,2,2,2,1) 1
 LO BND p(g11,2,2,2,3) 0
 UP BND p(g11,2,2,2,3) 1
 LO BND p(g11,2,3,2,2) 0
 UP BND p(g11,2,3,2,2) 1
 LO BND p(g11,2,3,2,4) 0
 UP BND p(g11,2,3,2,4) 1
 LO BND p(g11,2,4,2,3) 0
 UP BND p(g11,2,4,2,3) 1
 LO BND p(g11,4,3,4,4) 0
 UP BND p(g11,4,3,4,4) 1
 LO BND p(g11,4,4,4,3) 0
 UP BND p(g11,4,4,4,3) 1
 LO BND p(g11,4,4,4,5) 0
 UP BND p(g11,4,4,4,5) 1
 LO BND p(g11,4,5,4,4) 0
 UP BND p(g11,4,5,4,4) 1
 LO BND p(g11,4,5,4,6) 0
 UP BND p(g11,4,5,4,6) 1
 LO BND p(g11,4,6,4,5) 0
 UP BND p(g11,4,6,4,5) 1
 LO BND p(g11,5,5,5,6) 0
 UP BND p(g11,5,5,5,6) 1
 LO BND p(g11,5,6,5,5) 0
 UP BND p(g11,5,6,5,5) 1
 LO BND p(g11,0,1,1,1) 0
 UP BND p(g11,0,1,1,1) 1
 LO BND p(g11,1,1,0,1) 0
 UP BND p(g11,1,1,0,1) 1
 LO BND p(g11,1,1,2,1) 0
 UP BND p(g11,1,1,2,1) 1
 LO BND p(g11,2,1,1,1) 0
 UP BND p(g11,2,1,1,1) 1
 LO BND p(g11,1,2,2,2) 0
 UP BND p(g11,1,2,2,2) 1
 LO BND p(g11,2,2,1,2) 0
 UP BND p(g11,2,2,1,2) 1
 LO BND p(g11,2,1,3,1) 0
 UP BND p(g11,2,1,3,1) 1
 LO BND p(g11,3,1,2,1) 0
 UP BND p(g11,3,1,2,1) 1
 LO BND p(g11,3,3,2,3) 0
 UP BND p(g11,3,3,2,3) 1
 LO BND p(g11,3,4,2,4) 0
 UP BND p(g11,3,4,2,4) 1
 LO BND p(g11,3,3,4,3) 0
 UP BND p(g11,3,3,4,3) 1
 LO BND p(g11,3,4,4,4) 0
 UP BND p(g11,3,4,4,4) 1
 LO BND p(g11,3,6,4,6) 0
 UP BND p(g11,3,6,4,6) 1
 LO BND p(g11,4,6,3,6) 0
 UP BND p(g11,4,6,3,6) 1
 LO BND p(g11,4,5,5,5) 0
 UP BND p(g11,4,5,5,5) 1
 LO BND p(g11,5,5,4,5) 0
 UP BND p(g11,5,5,4,5) 1
 LO BND p(g11,4,6,5,6) 0
 UP BND p(g11,4,6,5,6) 1
 LO BND p(g11,5,6,4,6) 0
 UP BND p(g11,5,6,4,6) 1
 LO BND p(g11,5,6,6,6) 0
 UP BND p(g11,5,6,6,6) 1
 LO BND p(g11,6,6,5,6) 0
 UP BND p(g11,6,6,5,6) 1
 LO BND p(g13,3,7,3,6) 0
 UP BND p(g13,3,7,3,6) 1
 LO BND p(g13,3,7,3,8) 0
 UP BND p(g13,3,7,3,8) 1
 LO BND p(g13,2,8,3,8) 0
 UP BND p(g13,2,8,3,8) 1
 LO BND p(g13,3,8,2,8) 0
 UP BND p(g13,3,8,2,8) 1
 LO BND p(g13,3,6,4,6) 0
 UP BND p(g13,3,6,4,6) 1
 LO BND p(g13,4,6,3,6) 0
 UP BND p(g13,4,6,3,6) 1
 LO BND p(g17,3,1,3,2) 0
 UP BND p(g17,3,1,3,2) 1
 LO BND p(g17,3,2,3,1) 0
 UP BND p(g17,3,2,3,1) 1
 LO BND p(g17,4,1,4,0) 0
 UP BND p(g17,4,1,4,0) 1
 LO BND p(g17,4,2,4,3) 0
 UP BND p(g17,4,2,4,3) 1
 LO BND p(g17,5,1,5,2) 0
 UP BND p(g17,5,1,5,2) 1
 LO BND p(g17,5,2,5,1) 0
 UP BND p(g17,5,2,5,1) 1
 LO BND p(g17,0,1,1,1) 0
 UP BND p(g17,0,1,1,1) 1
 LO BND p(g17,1,1,0,1) 0
 UP BND p(g17,1,1,0,1) 1
 LO BND p(g17,1,1,2,1) 0
 UP BND p(g17,1,1,2,1) 1
 LO BND p(g17,2,1,1,1) 0
 UP BND p(g17,2,1,1,1) 1
 LO BND p(g17,2,1,3,1) 0
 UP BND p(g17,2,1,3,1) 1
 LO BND p(g17,3,1,2,1) 0
 UP BND p(g17,3,1,2,1) 1
 LO BND p(g17,4,1,3,1) 0
 UP BND p(g17,4,1,3,1) 1
 LO BND p(g17,4,2,3,2) 0
 UP BND p(g17,4,2,3,2) 1
 LO BND p(g17,4,1,5,1) 0
 UP BND p(g17,4,1,5,1) 1
 LO BND p(g17,4,2,5,2) 0
 UP BND p(g17,4,2,5,2) 1
 LO BND p(g17,5,2,6,2) 0
 UP BND p(g17,5,2,6,2) 1
 LO BND p(g17,6,2,5,2) 0
 UP BND p(g17,6,2,5,2) 1
 LO BND p(g17,6,2,7,2) 0
 UP BND p(g17,6,2,7,2) 1
 LO BND p(g17,7,2,6,2) 0
 UP BND p(g17,7,2,6,2) 1
 LO BND p(g17,7,2,8,2) 0
 UP BND p(g17,7,2,8,2) 1
 LO BND p(g17,8,2,7,2) 0
 UP BND p(g17,8,2,7,2) 1
 LO BND p(g20,2,8,3,8) 0
 UP BND p(g20,2,8,3,8) 1
 LO BND p(g20,3,8,2,8) 0
 UP BND p(g20,3,8,2,8) 1
 LO BND p(g20,4,8,3,8) 0
 UP BND p(g20,4,8,3,8) 1
 LO BND p(g20,5,8,6,8) 0
 UP BND p(g20,5,8,6,8) 1
 LO BND p(g20,6,8,7,8) 0
 UP BND p(g20,6,8,7,8) 1
 LO BND p(g20,7,8,6,8) 0
 UP BND p(g20,7,8,6,8) 1
 LO BND p(g21,5,1,5,2) 0
 UP BND p(g21,5,1,5,2) 1
 LO BND p(g21,5,2,5,1) 0
 UP BND p(g21,5,2,5,1) 1
 LO BND p(g21,5,3,5,2) 0
 UP BND p(g21,5,3,5,2) 1
 LO BND p(g21,5,4,5,5) 0
 UP BND p(g21,5,4,5,5) 1
 LO BND p(g21,5,5,5,6) 0
 UP BND p(g21,5,5,5,6) 1
 LO BND p(g21,5,6,5,5) 0
 UP BND p(g21,5,6,5,5) 1
 LO BND p(g21,5,3,4,3) 0
 UP BND p(g21,5,3,4,3) 1
 LO BND p(g21,4,5,5,5) 0
 UP BND p(g21,4,5,5,5) 1
 LO BND p(g21,5,5,4,5) 0
 UP BND p(g21,5,5,4,5) 1
 LO BND p(g21,5,2,6,2) 0
 UP BND p(g21,5,2,6,2) 1
 LO BND p(g21,6,2,5,2) 0
 UP BND p(g21,6,2,5,2) 1
 LO BND p(g21,5,4,6,4) 0
 UP BND p(g21,5,4,6,4) 1
 LO BND p(g22,4,9,4,10) 0
 UP BND p(g22,4,9,4,10) 1
 LO BND p(g22,4,10,4,9) 0
 UP BND p(g22,4,10,4,9) 1
 LO BND p(g22,7,8,7,9) 0
 UP BND p(g22,7,8,7,9) 1
 LO BND p(g22,7,9,7,8) 0
 UP BND p(g22,7,9,7,8) 1
 LO BND p(g22,5,9,4,9) 0
 UP BND p(g22,5,9,4,9) 1
 LO BND p(g22,6,9,7,9) 0
 UP BND p(g22,6,9,7,9) 1
 LO BND p(g23,5,10,4,10) 0
 UP BND p(g23,5,10,4,10) 1
 LO BND p(g23,6,10,7,10) 0
 UP BND p(g23,6,10,7,10) 1
 LO BND p(g24,4,4,4,5) 0
 UP BND p(g24,4,4,4,5) 1
 LO BND p(g24,4,5,4,4) 0
 UP BND p(g24,4,5,4,4) 1
 LO BND p(g24,4,5,4,6) 0
 UP BND p(g24,4,5,4,6) 1
 LO BND p(g24,4,6,4,5) 0
 UP BND p(g24,4,6,4,5) 1
 LO BND p(g24,5,0,5,1) 0
 UP BND p(g24,5,0,5,1) 1
 LO BND p(g24,5,1,5,0) 0
 UP BND p(g24,5,1,5,0) 1
 LO BND p(g24,5,1,5,2) 0
 UP BND p(g24,5,1,5,2) 1
 LO BND p(g24,5,2,5,1) 0
 UP BND p(g24,5,2,5,1) 1
 LO BND p(g24,6,3,6,2) 0
 UP BND p(g24,6,3,6,2) 1
 LO BND p(g24,6,3,6,4) 0
 UP BND p(g24,6,3,6,4) 1
 LO BND p(g24,7,4,7,5) 0
 UP BND p(g24,7,4,7,5) 1
 LO BND p(g24,7,5,7,4) 0
 UP BND p(g24,7,5,7,4) 1
 LO BND p(g24,7,5,7,6) 0
 UP BND p(g24,7,5,7,6) 1
 LO BND p(g24,7,6,7,5) 0
 UP BND p(g24,7,6,7,5) 1
 LO BND p(g24,8,0,8,1) 0
 UP BND p(g24,8,0,8,1) 1
 LO BND p(g24,8,1,8,0) 0
 UP BND p(g24,8,1,8,0) 1
 LO BND p(g24,8,1,8,2) 0
 UP BND p(g24,8,1,8,2) 1
 LO BND p(g24,8,2,8,1) 0
 UP BND p(g24,8,2,8,1) 1
 LO BND p(g24,4,0,5,0) 0
 UP BND p(g24,4,0,5,0) 1
 LO BND p(g24,5,0,4,0) 0
 UP BND p(g24,5,0,4,0) 1
 LO BND p(g24,4,6,5,6) 0
 UP BND p(g24,4,6,5,6) 1
 LO BND p(g24,5,6,4,6) 0
 UP BND p(g24,5,6,4,6) 1
 LO BND p(g24,5,0,6,0) 0
 UP BND p(g24,5,0,6,0) 1
 LO BND p(g24,6,0,5,0) 0
 UP BND p(g24,6,0,5,0) 1
 LO BND p(g24,5,2,6,2) 0
 UP BND p(g24,5,2,6,2) 1
 LO BND p(g24,6,2,5,2) 0
 UP BND p(g24,6,2,5,2) 1
 LO BND p(g24,5,6,6,6) 0
 UP BND p(g24,5,6,6,6) 1
 LO BND p(g24,6,6,5,6) 0
 UP BND p(g24,6,6,5,6) 1
 LO BND p(g24,6,0,7,0) 0
 UP BND p(g24,6,0,7,0) 1
 LO BND p(g24,7,0,6,0) 0
 UP BND p(g24,7,0,6,0) 1
 LO BND p(g24,6,4,7,4) 0
 UP BND p(g24,6,4,7,4) 1
 LO BND p(g24,7,4,6,4) 0
 UP BND p(g24,7,4,6,4) 1
 LO BND p(g24,6,6,7,6) 0
 UP BND p(g24,6,6,7,6) 1
 LO BND p(g24,7,6,6,6) 0
 UP BND p(g24,7,6,6,6) 1
 LO BND p(g24,7,0,8,0) 0
 UP BND p(g24,7,0,8,0) 1
 LO BND p(g24,8,0,7,0) 0
 UP BND p(g24,8,0,7,0) 1
 LO BND p(g24,7,6,8,6) 0
 UP BND p(g24,7,6,8,6) 1
 LO BND p(g24,8,6,7,6) 0
 UP BND p(g24,8,6,7,6) 1
 LO BND p(g25,4,4,4,5) 0
 UP BND p(g25,4,4,4,5) 1
 LO BND p(g25,4,5,4,4) 0
 UP BND p(g25,4,5,4,4) 1
 LO BND p(g25,4,5,4,6) 0
 UP BND p(g25,4,5,4,6) 1
 LO BND p(g25,4,6,4,5) 0
 UP BND p(g25,4,6,4,5) 1
 LO BND p(g25,5,5,5,6) 0
 UP BND p(g25,5,5,5,6) 1
 LO BND p(g25,5,6,5,5) 0
 UP BND p(g25,5,6,5,5) 1
 LO BND p(g25,6,5,6,4) 0
 UP BND p(g25,6,5,6,4) 1
 LO BND p(g25,6,5,6,6) 0
 UP BND p(g25,6,5,6,6) 1
 LO BND p(g25,7,4,7,5) 0
 UP BND p(g25,7,4,7,5) 1
 LO BND p(g25,7,5,7,4) 0
 UP BND p(g25,7,5,7,4) 1
 LO BND p(g25,8,4,8,5) 0
 UP BND p(g25,8,4,8,5) 1
 LO BND p(g25,8,5,8,4) 0
 UP BND p(g25,8,5,8,4) 1
 LO BND p(g25,8,5,8,6) 0
 UP BND p(g25,8,5,8,6) 1
 LO BND p(g25,8,6,8,5) 0
 UP BND p(g25,8,6,8,5) 1
 LO BND p(g25,3,6,4,6) 0
 UP BND p(g25,3,6,4,6) 1
 LO BND p(g25,4,6,3,6) 0
 UP BND p(g25,4,6,3,6) 1
 LO BND p(g25,4,5,5,5) 0
 UP BND p(g25,4,5,5,5) 1
 LO BND p(g25,5,5,4,5) 0
 UP BND p(g25,5,5,4,5) 1
 LO BND p(g25,4,6,5,6) 0
 UP BND p(g25,4,6,5,6) 1
 LO BND p(g25,5,6,4,6) 0
 UP BND p(g25,5,6,4,6) 1
 LO BND p(g25,6,5,5,5) 0
 UP BND p(g25,6,5,5,5) 1
 LO BND p(g25,5,6,6,6) 0
 UP BND p(g25,5,6,6,6) 1
 LO BND p(g25,6,6,5,6) 0
 UP BND p(g25,6,6,5,6) 1
 LO BND p(g25,6,4,7,4) 0
 UP BND p(g25,6,4,7,4) 1
 LO BND p(g25,7,4,6,4) 0
 UP BND p(g25,7,4,6,4) 1
 LO BND p(g25,6,5,7,5) 0
 UP BND p(g25,6,5,7,5) 1
 LO BND p(g25,7,4,8,4) 0
 UP BND p(g25,7,4,8,4) 1
 LO BND p(g25,8,4,7,4) 0
 UP BND p(g25,8,4,7,4) 1
 LO BND p(g25,7,5,8,5) 0
 UP BND p(g25,7,5,8,5) 1
 LO BND p(g25,8,5,7,5) 0
 UP BND p(g25,8,5,7,5) 1
 LO BND p(g25,8,4,9,4) 0
 UP BND p(g25,8,4,9,4) 1
 LO BND p(g25,9,4,8,4) 0
 UP BND p(g25,9,4,8,4) 1
 LO BND p(g26,5,5,5,6) 0
 UP BND p(g26,5,5,5,6) 1
 LO BND p(g26,5,6,5,5) 0
 UP BND p(g26,5,6,5,5) 1
 LO BND p(g26,6,7,6,6) 0
 UP BND p(g26,6,7,6,6) 1
 LO BND p(g26,6,7,6,8) 0
 UP BND p(g26,6,7,6,8) 1
 LO BND p(g26,7,8,7,9) 0
 UP BND p(g26,7,8,7,9) 1
 LO BND p(g26,7,9,7,8) 0
 UP BND p(g26,7,9,7,8) 1
 LO BND p(g26,3,6,4,6) 0
 UP BND p(g26,3,6,4,6) 1
 LO BND p(g26,4,6,3,6) 0
 UP BND p(g26,4,6,3,6) 1
 LO BND p(g26,4,6,5,6) 0
 UP BND p(g26,4,6,5,6) 1
 LO BND p(g26,5,6,4,6) 0
 UP BND p(g26,5,6,4,6) 1
 LO BND p(g26,5,6,6,6) 0
 UP BND p(g26,5,6,6,6) 1
 LO BND p(g26,6,6,5,6) 0
 UP BND p(g26,6,6,5,6) 1
 LO BND p(g26,6,8,7,8) 0
 UP BND p(g26,6,8,7,8) 1
 LO BND p(g26,7,8,6,8) 0
 UP BND p(g26,7,8,6,8) 1
 LO BND p(g26,7,8,8,8) 0
 UP BND p(g26,7,8,8,8) 1
 LO BND p(g26,8,8,7,8) 0
 UP BND p(g26,8,8,7,8) 1
 LO BND p(g26,8,8,9,8) 0
 UP BND p(g26,8,8,9,8) 1
 LO BND p(g26,9,8,8,8) 0
 UP BND p(g26,9,8,8,8) 1
 LO BND p(g27,5,0,5,1) 0
 UP BND p(g27,5,0,5,1) 1
 LO BND p(g27,5,1,5,0) 0
 UP BND p(g27,5,1,5,0) 1
 LO BND p(g27,5,1,5,2) 0
 UP BND p(g27,5,1,5,2) 1
 LO BND p(g27,5,2,5,1) 0
 UP BND p(g27,5,2,5,1) 1
 LO BND p(g27,6,1,6,0) 0
 UP BND p(g27,6,1,6,0) 1
 LO BND p(g27,6,1,6,2) 0
 UP BND p(g27,6,1,6,2) 1
 LO BND p(g27,7,1,7,0) 0
 UP BND p(g27,7,1,7,0) 1
 LO BND p(g27,7,1,7,2) 0
 UP BND p(g27,7,1,7,2) 1
 LO BND p(g27,8,0,8,1) 0
 UP BND p(g27,8,0,8,1) 1
 LO BND p(g27,8,1,8,0) 0
 UP BND p(g27,8,1,8,0) 1
 LO BND p(g27,8,1,8,2) 0
 UP BND p(g27,8,1,8,2) 1
 LO BND p(g27,8,2,8,1) 0
 UP BND p(g27,8,2,8,1) 1
 LO BND p(g27,5,0,6,0) 0
 UP BND p(g27,5,0,6,0) 1
 LO BND p(g27,6,0,5,0) 0
 UP BND p(g27,6,0,5,0) 1
 LO BND p(g27,6,1,5,1) 0
 UP BND p(g27,6,1,5,1) 1
 LO BND p(g27,5,2,6,2) 0
 UP BND p(g27,5,2,6,2) 1
 LO BND p(g27,6,2,5,2) 0
 UP BND p(g27,6,2,5,2) 1
 LO BND p(g27,6,0,7,0) 0
 UP BND p(g27,6,0,7,0) 1
 LO BND p(g27,7,0,6,0) 0
 UP BND p(g27,7,0,6,0) 1
 LO BND p(g27,6,2,7,2) 0
 UP BND p(g27,6,2,7,2) 1
 LO BND p(g27,7,2,6,2) 0
 UP BND p(g27,7,2,6,2) 1
 LO BND p(g27,7,0,8,0) 0
 UP BND p(g27,7,0,8,0) 1
 LO BND p(g27,8,0,7,0) 0
 UP BND p(g27,8,0,7,0) 1
 LO BND p(g27,7,1,8,1) 0
 UP BND p(g27,7,1,8,1) 1
 LO BND p(g27,7,2,8,2) 0
 UP BND p(g27,7,2,8,2) 1
 LO BND p(g27,8,2,7,2) 0
 UP BND p(g27,8,2,7,2) 1
 LO BND p(g28,6,11,5,11) 0
 UP BND p(g28,6,11,5,11) 1
 LO BND p(g28,7,11,8,11) 0
 UP BND p(g28,7,11,8,11) 1
 LO BND p(g29,7,3,7,2) 0
 UP BND p(g29,7,3,7,2) 1
 LO BND p(g29,7,3,7,4) 0
 UP BND p(g29,7,3,7,4) 1
 LO BND p(g29,7,4,7,5) 0
 UP BND p(g29,7,4,7,5) 1
 LO BND p(g29,7,5,7,4) 0
 UP BND p(g29,7,5,7,4) 1
 LO BND p(g29,7,5,7,6) 0
 UP BND p(g29,7,5,7,6) 1
 LO BND p(g29,7,6,7,5) 0
 UP BND p(g29,7,6,7,5) 1
 LO BND p(g29,8,0,8,1) 0
 UP BND p(g29,8,0,8,1) 1
 LO BND p(g29,8,1,8,0) 0
 UP BND p(g29,8,1,8,0) 1
 LO BND p(g29,8,1,8,2) 0
 UP BND p(g29,8,1,8,2) 1
 LO BND p(g29,8,2,8,1) 0
 UP BND p(g29,8,2,8,1) 1
 LO BND p(g29,8,3,8,2) 0
 UP BND p(g29,8,3,8,2) 1
 LO BND p(g29,8,3,8,4) 0
 UP BND p(g29,8,3,8,4) 1
 LO BND p(g29,4,0,5,0) 0
 UP BND p(g29,4,0,5,0) 1
 LO BND p(g29,5,0,4,0) 0
 UP BND p(g29,5,0,4,0) 1
 LO BND p(g29,5,0,6,0) 0
 UP BND p(g29,5,0,6,0) 1
 LO BND p(g29,6,0,5,0) 0
 UP BND p(g29,6,0,5,0) 1
 LO BND p(g29,6,0,7,0) 0
 UP BND p(g29,6,0,7,0) 1
 LO BND p(g29,7,0,6,0) 0
 UP BND p(g29,7,0,6,0) 1
 LO BND p(g29,6,2,7,2) 0
 UP BND p(g29,6,2,7,2) 1
 LO BND p(g29,7,2,6,2) 0
 UP BND p(g29,7,2,6,2) 1
 LO BND p(g29,7,0,8,0) 0
 UP BND p(g29,7,0,8,0) 1
 LO BND p(g29,8,0,7,0) 0
 UP BND p(g29,8,0,7,0) 1
 LO BND p(g29,7,2,8,2) 0
 UP BND p(g29,7,2,8,2) 1
 LO BND p(g29,8,2,7,2) 0
 UP BND p(g29,8,2,7,2) 1
 LO BND p(g29,7,4,8,4) 0
 UP BND p(g29,7,4,8,4) 1
 LO BND p(g29,8,4,7,4) 0
 UP BND p(g29,8,4,7,4) 1
 LO BND p(g29,7,6,8,6) 0
 UP BND p(g29,7,6,8,6) 1
 LO BND p(g29,8,6,7,6) 0
 UP BND p(g29,8,6,7,6) 1
 LO BND p(g29,8,4,9,4) 0
 UP BND p(g29,8,4,9,4) 1
 LO BND p(g29,9,4,8,4) 0
 UP BND p(g29,9,4,8,4) 1
 LO BND p(g29,8,6,9,6) 0
 UP BND p(g29,8,6,9,6) 1
 LO BND p(g29,9,6,8,6) 0
 UP BND p(g29,9,6,8,6) 1
 LO BND p(g29,9,6,10,6) 0
 UP BND p(g29,9,6,10,6) 1
 LO BND p(g29,10,6,9,6) 0
 UP BND p(g29,10,6,9,6) 1
 LO BND p(g29,10,6,11,6) 0
 UP BND p(g29,10,6,11,6) 1
 LO BND p(g29,11,6,10,6) 0
 UP BND p(g29,11,6,10,6) 1
 LO BND p(g30,7,7,7,6) 0
 UP BND p(g30,7,7,7,6) 1
 LO BND p(g30,7,7,7,8) 0
 UP BND p(g30,7,7,7,8) 1
 LO BND p(g30,7,8,7,9) 0
 UP BND p(g30,7,8,7,9) 1
 LO BND p(g30,7,9,7,8) 0
 UP BND p(g30,7,9,7,8) 1
 LO BND p(g30,7,9,7,10) 0
 UP BND p(g30,7,9,7,10) 1
 LO BND p(g30,7,10,7,9) 0
 UP BND p(g30,7,10,7,9) 1
 LO BND p(g30,8,4,8,5) 0
 UP BND p(g30,8,4,8,5) 1
 LO BND p(g30,8,5,8,4) 0
 UP BND p(g30,8,5,8,4) 1
 LO BND p(g30,8,5,8,6) 0
 UP BND p(g30,8,5,8,6) 1
 LO BND p(g30,8,6,8,5) 0
 UP BND p(g30,8,6,8,5) 1
 LO BND p(g30,8,7,8,6) 0
 UP BND p(g30,8,7,8,6) 1
 LO BND p(g30,8,7,8,8) 0
 UP BND p(g30,8,7,8,8) 1
 LO BND p(g30,6,6,7,6) 0
 UP BND p(g30,6,6,7,6) 1
 LO BND p(g30,7,6,6,6) 0
 UP BND p(g30,7,6,6,6) 1
 LO BND p(g30,6,8,7,8) 0
 UP BND p(g30,6,8,7,8) 1
 LO BND p(g30,7,8,6,8) 0
 UP BND p(g30,7,8,6,8) 1
 LO BND p(g30,7,6,8,6) 0
 UP BND p(g30,7,6,8,6) 1
 LO BND p(g30,8,6,7,6) 0
 UP BND p(g30,8,6,7,6) 1
 LO BND p(g30,7,8,8,8) 0
 UP BND p(g30,7,8,8,8) 1
 LO BND p(g30,8,8,7,8) 0
 UP BND p(g30,8,8,7,8) 1
 LO BND p(g30,8,6,9,6) 0
 UP BND p(g30,8,6,9,6) 1
 LO BND p(g30,9,6,8,6) 0
 UP BND p(g30,9,6,8,6) 1
 LO BND p(g30,8,8,9,8) 0
 UP BND p(g30,8,8,9,8) 1
 LO BND p(g30,9,8,8,8) 0
 UP BND p(g30,9,8,8,8) 1
 LO BND p(g31,7,9,7,10) 0
 UP BND p(g31,7,9,7,10) 1
 LO BND p(g31,7,10,7,9) 0
 UP BND p(g31,7,10,7,9) 1
 LO BND p(g31,9,8,9,9) 0
 UP BND p(g31,9,8,9,9) 1
 LO BND p(g31,9,9,9,8) 0
 UP BND p(g31,9,9,9,8) 1
 LO BND p(g31,8,9,7,9) 0
 UP BND p(g31,8,9,7,9) 1
 LO BND p(g31,8,9,9,9) 0
 UP BND p(g31,8,9,9,9) 1
 LO BND p(g33,7,0,8,0) 0
 UP BND p(g33,7,0,8,0) 1
 LO BND p(g33,8,0,7,0) 0
 UP BND p(g33,8,0,7,0) 1
 LO BND p(g33,9,0,8,0) 0
 UP BND p(g33,9,0,8,0) 1
 LO BND p(g33,9,0,10,0) 0
 UP BND p(g33,9,0,10,0) 1
 LO BND p(g33,10,0,11,0) 0
 UP BND p(g33,10,0,11,0) 1
 LO BND p(g33,11,0,10,0) 0
 UP BND p(g33,11,0,10,0) 1
 LO BND p(g34,8,1,8,2) 0
 UP BND p(g34,8,1,8,2) 1
 LO BND p(g34,8,2,8,1) 0
 UP BND p(g34,8,2,8,1) 1
 LO BND p(g34,10,1,10,2) 0
 UP BND p(g34,10,1,10,2) 1
 LO BND p(g34,10,2,10,1) 0
 UP BND p(g34,10,2,10,1) 1
 LO BND p(g34,7,2,8,2) 0
 UP BND p(g34,7,2,8,2) 1
 LO BND p(g34,8,2,7,2) 0
 UP BND p(g34,8,2,7,2) 1
 LO BND p(g34,9,1,8,1) 0
 UP BND p(g34,9,1,8,1) 1
 LO BND p(g34,9,2,8,2) 0
 UP BND p(g34,9,2,8,2) 1
 LO BND p(g34,9,1,10,1) 0
 UP BND p(g34,9,1,10,1) 1
 LO BND p(g34,9,2,10,2) 0
 UP BND p(g34,9,2,10,2) 1
 LO BND p(g34,10,1,11,1) 0
 UP BND p(g34,10,1,11,1) 1
 LO BND p(g34,11,1,10,1) 0
 UP BND p(g34,11,1,10,1) 1
 LO BND p(g36,9,10,9,9) 0
 UP BND p(g36,9,10,9,9) 1
 LO BND p(g36,9,10,9,11) 0
 UP BND p(g36,9,10,9,11) 1
 LO BND p(g36,8,11,9,11) 0
 UP BND p(g36,8,11,9,11) 1
 LO BND p(g36,9,11,8,11) 0
 UP BND p(g36,9,11,8,11) 1
 LO BND p(g36,9,9,10,9) 0
 UP BND p(g36,9,9,10,9) 1
 LO BND p(g36,10,9,9,9) 0
 UP BND p(g36,10,9,9,9) 1
 LO BND p(g39,9,4,9,5) 0
 UP BND p(g39,9,4,9,5) 1
 LO BND p(g39,9,5,9,4) 0
 UP BND p(g39,9,5,9,4) 1
 LO BND p(g39,11,5,11,6) 0
 UP BND p(g39,11,5,11,6) 1
 LO BND p(g39,11,6,11,5) 0
 UP BND p(g39,11,6,11,5) 1
 LO BND p(g39,10,5,9,5) 0
 UP BND p(g39,10,5,9,5) 1
 LO BND p(g39,10,5,11,5) 0
 UP BND p(g39,10,5,11,5) 1
 LO BND p(g40,9,5,9,6) 0
 UP BND p(g40,9,5,9,6) 1
 LO BND p(g40,9,6,9,5) 0
 UP BND p(g40,9,6,9,5) 1
 LO BND p(g40,9,6,9,7) 0
 UP BND p(g40,9,6,9,7) 1
 LO BND p(g40,9,7,9,6) 0
 UP BND p(g40,9,7,9,6) 1
 LO BND p(g40,9,7,9,8) 0
 UP BND p(g40,9,7,9,8) 1
 LO BND p(g40,9,8,9,7) 0
 UP BND p(g40,9,8,9,7) 1
 LO BND p(g40,9,8,9,9) 0
 UP BND p(g40,9,8,9,9) 1
 LO BND p(g40,9,9,9,8) 0
 UP BND p(g40,9,9,9,8) 1
 LO BND p(g40,10,7,10,6) 0
 UP BND p(g40,10,7,10,6) 1
 LO BND p(g40,10,8,10,9) 0
 UP BND p(g40,10,8,10,9) 1
 LO BND p(g40,11,6,11,7) 0
 UP BND p(g40,11,6,11,7) 1
 LO BND p(g40,11,7,11,6) 0
 UP BND p(g40,11,7,11,6) 1
 LO BND p(g40,11,7,11,8) 0
 UP BND p(g40,11,7,11,8) 1
 LO BND p(g40,11,8,11,7) 0
 UP BND p(g40,11,8,11,7) 1
 LO BND p(g40,11,8,11,9) 0
 UP BND p(g40,11,8,11,9) 1
 LO BND p(g40,11,9,11,8) 0
 UP BND p(g40,11,9,11,8) 1
 LO BND p(g40,11,9,11,10) 0
 UP BND p(g40,11,9,11,10) 1
 LO BND p(g40,11,10,11,9) 0
 UP BND p(g40,11,10,11,9) 1
 LO BND p(g40,9,6,10,6) 0
 UP BND p(g40,9,6,10,6) 1
 LO BND p(g40,10,6,9,6) 0
 UP BND p(g40,10,6,9,6) 1
 LO BND p(g40,10,7,9,7) 0
 UP BND p(g40,10,7,9,7) 1
 LO BND p(g40,10,8,9,8) 0
 UP BND p(g40,10,8,9,8) 1
 LO BND p(g40,9,9,10,9) 0
 UP BND p(g40,9,9,10,9) 1
 LO BND p(g40,10,9,9,9) 0
 UP BND p(g40,10,9,9,9) 1
 LO BND p(g40,10,6,11,6) 0
 UP BND p(g40,10,6,11,6) 1
 LO BND p(g40,11,6,10,6) 0
 UP BND p(g40,11,6,10,6) 1
 LO BND p(g40,10,7,11,7) 0
 UP BND p(g40,10,7,11,7) 1
 LO BND p(g40,10,8,11,8) 0
 UP BND p(g40,10,8,11,8) 1
 LO BND p(g40,10,9,11,9) 0
 UP BND p(g40,10,9,11,9) 1
 LO BND p(g40,11,9,10,9) 0
 UP BND p(g40,11,9,10,9) 1
 LO BND p(g43,11,0,11,1) 0
 UP BND p(g43,11,0,11,1) 1
 LO BND p(g43,11,1,11,0) 0
 UP BND p(g43,11,1,11,0) 1
 LO BND p(g43,11,1,11,2) 0
 UP BND p(g43,11,1,11,2) 1
 LO BND p(g43,11,2,11,1) 0
 UP BND p(g43,11,2,11,1) 1
 LO BND p(g43,11,3,11,2) 0
 UP BND p(g43,11,3,11,2) 1
 LO BND p(g43,11,4,11,5) 0
 UP BND p(g43,11,4,11,5) 1
 LO BND p(g43,11,5,11,6) 0
 UP BND p(g43,11,5,11,6) 1
 LO BND p(g43,11,6,11,5) 0
 UP BND p(g43,11,6,11,5) 1
 LO BND p(g43,11,6,11,7) 0
 UP BND p(g43,11,6,11,7) 1
 LO BND p(g43,11,7,11,6) 0
 UP BND p(g43,11,7,11,6) 1
ENDATA
