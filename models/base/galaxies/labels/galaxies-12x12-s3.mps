NAME galaxies_labels_galaxies_12x12_s3
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
 E centre(0,1,g1)
 E centre(0,8,g2)
 E centre(0,9,g2)
 E centre(0,11,g3)
 E centre(0,5,g4)
 E centre(0,6,g4)
 E centre(1,5,g4)
 E centre(1,6,g4)
 E centre(1,0,g5)
 E centre(1,1,g5)
 E centre(1,3,g6)
 E centre(1,7,g7)
 E centre(1,10,g8)
 E centre(1,9,g9)
 E centre(2,9,g9)
 E centre(2,0,g10)
 E centre(2,5,g11)
 E centre(2,6,g12)
 E centre(2,7,g13)
 E centre(2,11,g14)
 E centre(2,8,g15)
 E centre(3,8,g15)
 E centre(3,4,g16)
 E centre(3,6,g17)
 E centre(3,9,g18)
 E centre(3,0,g19)
 E centre(4,0,g19)
 E centre(3,1,g20)
 E centre(3,2,g20)
 E centre(4,1,g20)
 E centre(4,2,g20)
 E centre(4,4,g21)
 E centre(4,7,g22)
 E centre(4,8,g22)
 E centre(4,9,g23)
 E centre(4,11,g24)
 E centre(5,3,g25)
 E centre(5,4,g26)
 E centre(5,5,g26)
 E centre(5,9,g27)
 E centre(5,10,g28)
 E centre(5,11,g29)
 E centre(6,1,g30)
 E centre(6,3,g31)
 E centre(6,4,g31)
 E centre(6,6,g32)
 E centre(6,7,g32)
 E centre(6,9,g33)
 E centre(6,11,g34)
 E centre(7,11,g34)
 E centre(7,4,g35)
 E centre(7,8,g36)
 E centre(7,9,g36)
 E centre(8,1,g37)
 E centre(8,2,g37)
 E centre(8,4,g38)
 E centre(8,5,g38)
 E centre(8,8,g39)
 E centre(8,11,g40)
 E centre(8,9,g41)
 E centre(8,10,g41)
 E centre(9,9,g41)
 E centre(9,10,g41)
 E centre(9,1,g42)
 E centre(9,2,g42)
 E centre(9,5,g43)
 E centre(9,11,g44)
 E centre(9,8,g45)
 E centre(10,8,g45)
 E centre(10,4,g46)
 E centre(10,5,g46)
 E centre(10,7,g47)
 E centre(10,11,g48)
 E centre(10,2,g49)
 E centre(11,2,g49)
 E centre(11,0,g50)
 E centre(11,1,g50)
 E centre(11,5,g51)
 E centre(11,6,g51)
 E centre(11,8,g52)
 E centre(11,11,g53)
 E symmetry(0,7,g2)
 E symmetry(0,8,g2)
 E symmetry(0,5,g4)
 E symmetry(0,6,g4)
 E symmetry(0,7,g4)
 E symmetry(1,0,g5)
 E symmetry(0,2,g6)
 E symmetry(0,3,g6)
 E symmetry(0,4,g6)
 E symmetry(1,2,g6)
 E symmetry(0,10,g8)
 E symmetry(1,8,g9)
 E symmetry(1,9,g9)
 E symmetry(1,11,g14)
 E symmetry(2,8,g15)
 E symmetry(1,2,g16)
 E symmetry(2,2,g16)
 E symmetry(2,3,g16)
 E symmetry(3,3,g16)
 E symmetry(3,5,g17)
 E symmetry(3,0,g19)
 E symmetry(2,1,g20)
 E symmetry(2,2,g20)
 E symmetry(2,3,g20)
 E symmetry(3,1,g20)
 E symmetry(3,2,g20)
 E symmetry(4,3,g21)
 E symmetry(3,7,g22)
 E symmetry(4,7,g22)
 E symmetry(5,4,g26)
 E symmetry(3,10,g28)
 E symmetry(4,10,g28)
 E symmetry(5,0,g30)
 E symmetry(5,1,g30)
 E symmetry(5,2,g30)
 E symmetry(6,0,g30)
 E symmetry(5,0,g31)
 E symmetry(5,1,g31)
 E symmetry(5,2,g31)
 E symmetry(6,2,g31)
 E symmetry(6,3,g31)
 E symmetry(4,6,g32)
 E symmetry(5,6,g32)
 E symmetry(5,7,g32)
 E symmetry(5,8,g32)
 E symmetry(6,5,g32)
 E symmetry(6,6,g32)
 E symmetry(5,8,g33)
 E symmetry(6,8,g33)
 E symmetry(6,11,g34)
 E symmetry(5,1,g35)
 E symmetry(5,2,g35)
 E symmetry(6,2,g35)
 E symmetry(6,5,g35)
 E symmetry(7,1,g35)
 E symmetry(7,2,g35)
 E symmetry(7,3,g35)
 E symmetry(6,10,g36)
 E symmetry(7,7,g36)
 E symmetry(7,8,g36)
 E symmetry(5,0,g37)
 E symmetry(6,0,g37)
 E symmetry(7,0,g37)
 E symmetry(7,3,g37)
 E symmetry(8,0,g37)
 E symmetry(8,1,g37)
 E symmetry(7,2,g38)
 E symmetry(7,3,g38)
 E symmetry(7,5,g38)
 E symmetry(7,6,g38)
 E symmetry(8,3,g38)
 E symmetry(8,4,g38)
 E symmetry(6,10,g41)
 E symmetry(7,10,g41)
 E symmetry(8,9,g41)
 E symmetry(8,10,g41)
 E symmetry(7,0,g42)
 E symmetry(8,0,g42)
 E symmetry(8,3,g42)
 E symmetry(9,0,g42)
 E symmetry(9,1,g42)
 E symmetry(7,6,g43)
 E symmetry(7,7,g43)
 E symmetry(8,7,g43)
 E symmetry(9,3,g43)
 E symmetry(9,4,g43)
 E symmetry(8,6,g45)
 E symmetry(8,7,g45)
 E symmetry(9,6,g45)
 E symmetry(9,7,g45)
 E symmetry(9,8,g45)
 E symmetry(9,6,g46)
 E symmetry(10,3,g46)
 E symmetry(10,4,g46)
 E symmetry(9,7,g47)
 E symmetry(10,0,g49)
 E symmetry(10,1,g49)
 E symmetry(10,2,g49)
 E symmetry(11,0,g50)
 E symmetry(11,4,g51)
 E symmetry(11,5,g51)
 E symmetry(11,7,g52)
 E label_pred(g2,0,7)
 E label_pred(g2,0,10)
 E label_pred(g4,0,7)
 E label_pred(g4,1,4)
 E label_pred(g6,0,2)
 E label_pred(g6,0,3)
 E label_pred(g6,0,4)
 E label_pred(g6,1,2)
 E label_pred(g6,1,4)
 E label_pred(g6,2,2)
 E label_pred(g6,2,3)
 E label_pred(g6,2,4)
 E label_pred(g8,0,10)
 E label_pred(g8,2,10)
 E label_pred(g9,1,8)
 E label_pred(g9,2,10)
 E label_pred(g14,1,11)
 E label_pred(g14,3,11)
 E label_pred(g16,1,2)
 E label_pred(g16,2,2)
 E label_pred(g16,2,3)
 E label_pred(g16,3,3)
 E label_pred(g16,3,5)
 E label_pred(g16,4,5)
 E label_pred(g16,4,6)
 E label_pred(g16,5,6)
 E label_pred(g17,3,5)
 E label_pred(g17,3,7)
 E label_pred(g20,2,1)
 E label_pred(g20,2,2)
 E label_pred(g20,2,3)
 E label_pred(g20,5,0)
 E label_pred(g20,5,1)
 E label_pred(g20,5,2)
 E label_pred(g21,4,3)
 E label_pred(g21,4,5)
 E label_pred(g22,3,7)
 E label_pred(g22,5,8)
 E label_pred(g28,3,10)
 E label_pred(g28,4,10)
 E label_pred(g28,6,10)
 E label_pred(g28,7,10)
 E label_pred(g30,5,0)
 E label_pred(g30,5,1)
 E label_pred(g30,5,2)
 E label_pred(g30,6,0)
 E label_pred(g30,6,2)
 E label_pred(g30,7,0)
 E label_pred(g30,7,1)
 E label_pred(g30,7,2)
 E label_pred(g31,5,0)
 E label_pred(g31,5,1)
 E label_pred(g31,5,2)
 E label_pred(g31,6,2)
 E label_pred(g31,6,5)
 E label_pred(g31,7,5)
 E label_pred(g31,7,6)
 E label_pred(g31,7,7)
 E label_pred(g32,4,6)
 E label_pred(g32,5,6)
 E label_pred(g32,5,7)
 E label_pred(g32,5,8)
 E label_pred(g32,6,5)
 E label_pred(g32,6,8)
 E label_pred(g32,7,5)
 E label_pred(g32,7,6)
 E label_pred(g32,7,7)
 E label_pred(g32,8,7)
 E label_pred(g33,5,8)
 E label_pred(g33,6,8)
 E label_pred(g33,6,10)
 E label_pred(g33,7,10)
 E label_pred(g35,5,1)
 E label_pred(g35,5,2)
 E label_pred(g35,6,2)
 E label_pred(g35,6,5)
 E label_pred(g35,7,1)
 E label_pred(g35,7,2)
 E label_pred(g35,7,3)
 E label_pred(g35,7,5)
 E label_pred(g35,7,6)
 E label_pred(g35,7,7)
 E label_pred(g35,8,3)
 E label_pred(g35,8,6)
 E label_pred(g35,9,6)
 E label_pred(g35,9,7)
 E label_pred(g36,6,10)
 E label_pred(g36,7,7)
 E label_pred(g36,7,10)
 E label_pred(g36,8,7)
 E label_pred(g37,5,0)
 E label_pred(g37,6,0)
 E label_pred(g37,7,0)
 E label_pred(g37,7,3)
 E label_pred(g37,8,0)
 E label_pred(g37,8,3)
 E label_pred(g37,9,0)
 E label_pred(g37,9,3)
 E label_pred(g37,10,3)
 E label_pred(g37,11,3)
 E label_pred(g38,7,2)
 E label_pred(g38,7,3)
 E label_pred(g38,7,5)
 E label_pred(g38,7,6)
 E label_pred(g38,8,3)
 E label_pred(g38,8,6)
 E label_pred(g38,9,3)
 E label_pred(g38,9,4)
 E label_pred(g38,9,6)
 E label_pred(g38,9,7)
 E label_pred(g41,6,10)
 E label_pred(g41,7,10)
 E label_pred(g41,10,9)
 E label_pred(g41,11,9)
 E label_pred(g42,7,0)
 E label_pred(g42,8,0)
 E label_pred(g42,8,3)
 E label_pred(g42,9,0)
 E label_pred(g42,9,3)
 E label_pred(g42,10,0)
 E label_pred(g42,10,3)
 E label_pred(g42,11,3)
 E label_pred(g43,7,6)
 E label_pred(g43,7,7)
 E label_pred(g43,8,7)
 E label_pred(g43,9,3)
 E label_pred(g43,9,4)
 E label_pred(g43,9,6)
 E label_pred(g43,9,7)
 E label_pred(g43,10,3)
 E label_pred(g43,11,3)
 E label_pred(g43,11,4)
 E label_pred(g45,8,6)
 E label_pred(g45,8,7)
 E label_pred(g45,9,6)
 E label_pred(g45,9,7)
 E label_pred(g45,10,9)
 E label_pred(g45,10,10)
 E label_pred(g45,11,9)
 E label_pred(g45,11,10)
 E label_pred(g46,9,6)
 E label_pred(g46,10,3)
 E label_pred(g46,10,6)
 E label_pred(g46,11,3)
 E label_pred(g47,9,7)
 E label_pred(g47,11,7)
 E label_pred(g49,10,0)
 E label_pred(g49,10,1)
 E label_pred(g49,11,3)
 E label_pred(g49,11,4)
 E label_pred(g51,11,4)
 E label_pred(g51,11,7)
 E label_pred(g52,11,7)
 E label_pred(g52,11,9)
 L label_tail(g6,0,2,0,3)
 L label_tail(g6,0,3,0,2)
 L label_tail(g6,0,3,0,4)
 L label_tail(g6,0,4,0,3)
 L label_tail(g6,2,2,2,3)
 L label_tail(g6,2,3,2,2)
 L label_tail(g6,2,3,2,4)
 L label_tail(g6,2,4,2,3)
 L label_tail(g6,0,2,1,2)
 L label_tail(g6,1,2,0,2)
 L label_tail(g6,0,4,1,4)
 L label_tail(g6,1,4,0,4)
 L label_tail(g6,1,2,2,2)
 L label_tail(g6,2,2,1,2)
 L label_tail(g6,1,4,2,4)
 L label_tail(g6,2,4,1,4)
 L label_tail(g16,2,2,2,3)
 L label_tail(g16,2,3,2,2)
 L label_tail(g16,4,5,4,6)
 L label_tail(g16,4,6,4,5)
 L label_tail(g16,1,2,2,2)
 L label_tail(g16,2,2,1,2)
 L label_tail(g16,2,3,3,3)
 L label_tail(g16,3,3,2,3)
 L label_tail(g16,3,5,4,5)
 L label_tail(g16,4,5,3,5)
 L label_tail(g16,4,6,5,6)
 L label_tail(g16,5,6,4,6)
 L label_tail(g20,2,1,2,2)
 L label_tail(g20,2,2,2,1)
 L label_tail(g20,2,2,2,3)
 L label_tail(g20,2,3,2,2)
 L label_tail(g20,5,0,5,1)
 L label_tail(g20,5,1,5,0)
 L label_tail(g20,5,1,5,2)
 L label_tail(g20,5,2,5,1)
 L label_tail(g28,3,10,4,10)
 L label_tail(g28,4,10,3,10)
 L label_tail(g28,6,10,7,10)
 L label_tail(g28,7,10,6,10)
 L label_tail(g30,5,0,5,1)
 L label_tail(g30,5,1,5,0)
 L label_tail(g30,5,1,5,2)
 L label_tail(g30,5,2,5,1)
 L label_tail(g30,7,0,7,1)
 L label_tail(g30,7,1,7,0)
 L label_tail(g30,7,1,7,2)
 L label_tail(g30,7,2,7,1)
 L label_tail(g30,5,0,6,0)
 L label_tail(g30,6,0,5,0)
 L label_tail(g30,5,2,6,2)
 L label_tail(g30,6,2,5,2)
 L label_tail(g30,6,0,7,0)
 L label_tail(g30,7,0,6,0)
 L label_tail(g30,6,2,7,2)
 L label_tail(g30,7,2,6,2)
 L label_tail(g31,5,0,5,1)
 L label_tail(g31,5,1,5,0)
 L label_tail(g31,5,1,5,2)
 L label_tail(g31,5,2,5,1)
 L label_tail(g31,7,5,7,6)
 L label_tail(g31,7,6,7,5)
 L label_tail(g31,7,6,7,7)
 L label_tail(g31,7,7,7,6)
 L label_tail(g31,5,2,6,2)
 L label_tail(g31,6,2,5,2)
 L label_tail(g31,6,5,7,5)
 L label_tail(g31,7,5,6,5)
 L label_tail(g32,5,6,5,7)
 L label_tail(g32,5,7,5,6)
 L label_tail(g32,5,7,5,8)
 L label_tail(g32,5,8,5,7)
 L label_tail(g32,7,5,7,6)
 L label_tail(g32,7,6,7,5)
 L label_tail(g32,7,6,7,7)
 L label_tail(g32,7,7,7,6)
 L label_tail(g32,4,6,5,6)
 L label_tail(g32,5,6,4,6)
 L label_tail(g32,5,8,6,8)
 L label_tail(g32,6,8,5,8)
 L label_tail(g32,6,5,7,5)
 L label_tail(g32,7,5,6,5)
 L label_tail(g32,7,7,8,7)
 L label_tail(g32,8,7,7,7)
 L label_tail(g33,5,8,6,8)
 L label_tail(g33,6,8,5,8)
 L label_tail(g33,6,10,7,10)
 L label_tail(g33,7,10,6,10)
 L label_tail(g35,5,1,5,2)
 L label_tail(g35,5,2,5,1)
 L label_tail(g35,7,1,7,2)
 L label_tail(g35,7,2,7,1)
 L label_tail(g35,7,2,7,3)
 L label_tail(g35,7,3,7,2)
 L label_tail(g35,7,5,7,6)
 L label_tail(g35,7,6,7,5)
 L label_tail(g35,7,6,7,7)
 L label_tail(g35,7,7,7,6)
 L label_tail(g35,9,6,9,7)
 L label_tail(g35,9,7,9,6)
 L label_tail(g35,5,2,6,2)
 L label_tail(g35,6,2,5,2)
 L label_tail(g35,6,2,7,2)
 L label_tail(g35,7,2,6,2)
 L label_tail(g35,6,5,7,5)
 L label_tail(g35,7,5,6,5)
 L label_tail(g35,7,3,8,3)
 L label_tail(g35,8,3,7,3)
 L label_tail(g35,7,6,8,6)
 L label_tail(g35,8,6,7,6)
 L label_tail(g35,8,6,9,6)
 L label_tail(g35,9,6,8,6)
 L label_tail(g36,6,10,7,10)
 L label_tail(g36,7,10,6,10)
 L label_tail(g36,7,7,8,7)
 L label_tail(g36,8,7,7,7)
 L label_tail(g37,5,0,6,0)
 L label_tail(g37,6,0,5,0)
 L label_tail(g37,6,0,7,0)
 L label_tail(g37,7,0,6,0)
 L label_tail(g37,7,0,8,0)
 L label_tail(g37,8,0,7,0)
 L label_tail(g37,7,3,8,3)
 L label_tail(g37,8,3,7,3)
 L label_tail(g37,8,0,9,0)
 L label_tail(g37,9,0,8,0)
 L label_tail(g37,8,3,9,3)
 L label_tail(g37,9,3,8,3)
 L label_tail(g37,9,3,10,3)
 L label_tail(g37,10,3,9,3)
 L label_tail(g37,10,3,11,3)
 L label_tail(g37,11,3,10,3)
 L label_tail(g38,7,2,7,3)
 L label_tail(g38,7,3,7,2)
 L label_tail(g38,7,5,7,6)
 L label_tail(g38,7,6,7,5)
 L label_tail(g38,9,3,9,4)
 L label_tail(g38,9,4,9,3)
 L label_tail(g38,9,6,9,7)
 L label_tail(g38,9,7,9,6)
 L label_tail(g38,7,3,8,3)
 L label_tail(g38,8,3,7,3)
 L label_tail(g38,7,6,8,6)
 L label_tail(g38,8,6,7,6)
 L label_tail(g38,8,3,9,3)
 L label_tail(g38,9,3,8,3)
 L label_tail(g38,8,6,9,6)
 L label_tail(g38,9,6,8,6)
 L label_tail(g41,6,10,7,10)
 L label_tail(g41,7,10,6,10)
 L label_tail(g41,10,9,11,9)
 L label_tail(g41,11,9,10,9)
 L label_tail(g42,7,0,8,0)
 L label_tail(g42,8,0,7,0)
 L label_tail(g42,8,0,9,0)
 L label_tail(g42,9,0,8,0)
 L label_tail(g42,8,3,9,3)
 L label_tail(g42,9,3,8,3)
 L label_tail(g42,9,0,10,0)
 L label_tail(g42,10,0,9,0)
 L label_tail(g42,9,3,10,3)
 L label_tail(g42,10,3,9,3)
 L label_tail(g42,10,3,11,3)
 L label_tail(g42,11,3,10,3)
 L label_tail(g43,7,6,7,7)
 L label_tail(g43,7,7,7,6)
 L label_tail(g43,9,3,9,4)
 L label_tail(g43,9,4,9,3)
 L label_tail(g43,9,6,9,7)
 L label_tail(g43,9,7,9,6)
 L label_tail(g43,11,3,11,4)
 L label_tail(g43,11,4,11,3)
 L label_tail(g43,7,7,8,7)
 L label_tail(g43,8,7,7,7)
 L label_tail(g43,8,7,9,7)
 L label_tail(g43,9,7,8,7)
 L label_tail(g43,9,3,10,3)
 L label_tail(g43,10,3,9,3)
 L label_tail(g43,10,3,11,3)
 L label_tail(g43,11,3,10,3)
 L label_tail(g45,8,6,8,7)
 L label_tail(g45,8,7,8,6)
 L label_tail(g45,9,6,9,7)
 L label_tail(g45,9,7,9,6)
 L label_tail(g45,10,9,10,10)
 L label_tail(g45,10,10,10,9)
 L label_tail(g45,11,9,11,10)
 L label_tail(g45,11,10,11,9)
 L label_tail(g45,8,6,9,6)
 L label_tail(g45,9,6,8,6)
 L label_tail(g45,8,7,9,7)
 L label_tail(g45,9,7,8,7)
 L label_tail(g45,10,9,11,9)
 L label_tail(g45,11,9,10,9)
 L label_tail(g45,10,10,11,10)
 L label_tail(g45,11,10,10,10)
 L label_tail(g46,9,6,10,6)
 L label_tail(g46,10,6,9,6)
 L label_tail(g46,10,3,11,3)
 L label_tail(g46,11,3,10,3)
 L label_tail(g49,10,0,10,1)
 L label_tail(g49,10,1,10,0)
 L label_tail(g49,11,3,11,4)
 L label_tail(g49,11,4,11,3)
 G label_order(g2,0,8,0,7)
 G label_order(g2,0,9,0,10)
 G label_order(g4,0,6,0,7)
 G label_order(g4,1,5,1,4)
 G label_order(g6,0,2,0,3)
 G label_order(g6,0,3,0,2)
 G label_order(g6,0,3,0,4)
 G label_order(g6,0,4,0,3)
 G label_order(g6,1,3,1,2)
 G label_order(g6,1,3,1,4)
 G label_order(g6,2,2,2,3)
 G label_order(g6,2,3,2,2)
 G label_order(g6,2,3,2,4)
 G label_order(g6,2,4,2,3)
 G label_order(g6,0,2,1,2)
 G label_order(g6,1,2,0,2)
 G label_order(g6,1,3,0,3)
 G label_order(g6,0,4,1,4)
 G label_order(g6,1,4,0,4)
 G label_order(g6,1,2,2,2)
 G label_order(g6,2,2,1,2)
 G label_order(g6,1,3,2,3)
 G label_order(g6,1,4,2,4)
 G label_order(g6,2,4,1,4)
 G label_order(g8,1,10,0,10)
 G label_order(g8,1,10,2,10)
 G label_order(g9,1,9,1,8)
 G label_order(g9,2,9,2,10)
 G label_order(g14,2,11,1,11)
 G label_order(g14,2,11,3,11)
 G label_order(g16,2,2,2,3)
 G label_order(g16,2,3,2,2)
 G label_order(g16,3,4,3,3)
 G label_order(g16,3,4,3,5)
 G label_order(g16,4,5,4,6)
 G label_order(g16,4,6,4,5)
 G label_order(g16,1,2,2,2)
 G label_order(g16,2,2,1,2)
 G label_order(g16,2,3,3,3)
 G label_order(g16,3,3,2,3)
 G label_order(g16,3,5,4,5)
 G label_order(g16,4,5,3,5)
 G label_order(g16,4,6,5,6)
 G label_order(g16,5,6,4,6)
 G label_order(g17,3,6,3,5)
 G label_order(g17,3,6,3,7)
 G label_order(g20,2,1,2,2)
 G label_order(g20,2,2,2,1)
 G label_order(g20,2,2,2,3)
 G label_order(g20,2,3,2,2)
 G label_order(g20,5,0,5,1)
 G label_order(g20,5,1,5,0)
 G label_order(g20,5,1,5,2)
 G label_order(g20,5,2,5,1)
 G label_order(g20,3,1,2,1)
 G label_order(g20,3,2,2,2)
 G label_order(g20,4,1,5,1)
 G label_order(g20,4,2,5,2)
 G label_order(g21,4,4,4,3)
 G label_order(g21,4,4,4,5)
 G label_order(g22,4,7,3,7)
 G label_order(g22,4,8,5,8)
 G label_order(g28,3,10,4,10)
 G label_order(g28,4,10,3,10)
 G label_order(g28,5,10,4,10)
 G label_order(g28,5,10,6,10)
 G label_order(g28,6,10,7,10)
 G label_order(g28,7,10,6,10)
 G label_order(g30,5,0,5,1)
 G label_order(g30,5,1,5,0)
 G label_order(g30,5,1,5,2)
 G label_order(g30,5,2,5,1)
 G label_order(g30,6,1,6,0)
 G label_order(g30,6,1,6,2)
 G label_order(g30,7,0,7,1)
 G label_order(g30,7,1,7,0)
 G label_order(g30,7,1,7,2)
 G label_order(g30,7,2,7,1)
 G label_order(g30,5,0,6,0)
 G label_order(g30,6,0,5,0)
 G label_order(g30,6,1,5,1)
 G label_order(g30,5,2,6,2)
 G label_order(g30,6,2,5,2)
 G label_order(g30,6,0,7,0)
 G label_order(g30,7,0,6,0)
 G label_order(g30,6,1,7,1)
 G label_order(g30,6,2,7,2)
 G label_order(g30,7,2,6,2)
 G label_order(g31,5,0,5,1)
 G label_order(g31,5,1,5,0)
 G label_order(g31,5,1,5,2)
 G label_order(g31,5,2,5,1)
 G label_order(g31,6,3,6,2)
 G label_order(g31,6,4,6,5)
 G label_order(g31,7,5,7,6)
 G label_order(g31,7,6,7,5)
 G label_order(g31,7,6,7,7)
 G label_order(g31,7,7,7,6)
 G label_order(g31,5,2,6,2)
 G label_order(g31,6,2,5,2)
 G label_order(g31,6,5,7,5)
 G label_order(g31,7,5,6,5)
 G label_order(g32,5,6,5,7)
 G label_order(g32,5,7,5,6)
 G label_order(g32,5,7,5,8)
 G label_order(g32,5,8,5,7)
 G label_order(g32,6,6,6,5)
 G label_order(g32,6,7,6,8)
 G label_order(g32,7,5,7,6)
 G label_order(g32,7,6,7,5)
 G label_order(g32,7,6,7,7)
 G label_order(g32,7,7,7,6)
 G label_order(g32,4,6,5,6)
 G label_order(g32,5,6,4,6)
 G label_order(g32,6,6,5,6)
 G label_order(g32,6,7,5,7)
 G label_order(g32,5,8,6,8)
 G label_order(g32,6,8,5,8)
 G label_order(g32,6,5,7,5)
 G label_order(g32,7,5,6,5)
 G label_order(g32,6,6,7,6)
 G label_order(g32,6,7,7,7)
 G label_order(g32,7,7,8,7)
 G label_order(g32,8,7,7,7)
 G label_order(g33,6,9,6,8)
 G label_order(g33,6,9,6,10)
 G label_order(g33,5,8,6,8)
 G label_order(g33,6,8,5,8)
 G label_order(g33,6,10,7,10)
 G label_order(g33,7,10,6,10)
 G label_order(g35,5,1,5,2)
 G label_order(g35,5,2,5,1)
 G label_order(g35,7,1,7,2)
 G label_order(g35,7,2,7,1)
 G label_order(g35,7,2,7,3)
 G label_order(g35,7,3,7,2)
 G label_order(g35,7,4,7,3)
 G label_order(g35,7,4,7,5)
 G label_order(g35,7,5,7,6)
 G label_order(g35,7,6,7,5)
 G label_order(g35,7,6,7,7)
 G label_order(g35,7,7,7,6)
 G label_order(g35,9,6,9,7)
 G label_order(g35,9,7,9,6)
 G label_order(g35,5,2,6,2)
 G label_order(g35,6,2,5,2)
 G label_order(g35,6,2,7,2)
 G label_order(g35,7,2,6,2)
 G label_order(g35,6,5,7,5)
 G label_order(g35,7,5,6,5)
 G label_order(g35,7,3,8,3)
 G label_order(g35,8,3,7,3)
 G label_order(g35,7,6,8,6)
 G label_order(g35,8,6,7,6)
 G label_order(g35,8,6,9,6)
 G label_order(g35,9,6,8,6)
 G label_order(g36,7,8,7,7)
 G label_order(g36,7,9,7,10)
 G label_order(g36,6,10,7,10)
 G label_order(g36,7,10,6,10)
 G label_order(g36,7,7,8,7)
 G label_order(g36,8,7,7,7)
 G label_order(g37,8,1,8,0)
 G label_order(g37,8,2,8,3)
 G label_order(g37,5,0,6,0)
 G label_order(g37,6,0,5,0)
 G label_order(g37,6,0,7,0)
 G label_order(g37,7,0,6,0)
 G label_order(g37,7,0,8,0)
 G label_order(g37,8,0,7,0)
 G label_order(g37,7,3,8,3)
 G label_order(g37,8,3,7,3)
 G label_order(g37,8,0,9,0)
 G label_order(g37,9,0,8,0)
 G label_order(g37,8,3,9,3)
 G label_order(g37,9,3,8,3)
 G label_order(g37,9,3,10,3)
 G label_order(g37,10,3,9,3)
 G label_order(g37,10,3,11,3)
 G label_order(g37,11,3,10,3)
 G label_order(g38,7,2,7,3)
 G label_order(g38,7,3,7,2)
 G label_order(g38,7,5,7,6)
 G label_order(g38,7,6,7,5)
 G label_order(g38,8,4,8,3)
 G label_order(g38,8,5,8,6)
 G label_order(g38,9,3,9,4)
 G label_order(g38,9,4,9,3)
 G label_order(g38,9,6,9,7)
 G label_order(g38,9,7,9,6)
 G label_order(g38,7,3,8,3)
 G label_order(g38,8,3,7,3)
 G label_order(g38,8,5,7,5)
 G label_order(g38,7,6,8,6)
 G label_order(g38,8,6,7,6)
 G label_order(g38,8,3,9,3)
 G label_order(g38,9,3,8,3)
 G label_order(g38,8,4,9,4)
 G label_order(g38,8,6,9,6)
 G label_order(g38,9,6,8,6)
 G label_order(g41,6,10,7,10)
 G label_order(g41,7,10,6,10)
 G label_order(g41,8,10,7,10)
 G label_order(g41,9,9,10,9)
 G label_order(g41,10,9,11,9)
 G label_order(g41,11,9,10,9)
 G label_order(g42,9,1,9,0)
 G label_order(g42,9,2,9,3)
 G label_order(g42,7,0,8,0)
 G label_order(g42,8,0,7,0)
 G label_order(g42,8,0,9,0)
 G label_order(g42,9,0,8,0)
 G label_order(g42,8,3,9,3)
 G label_order(g42,9,3,8,3)
 G label_order(g42,9,0,10,0)
 G label_order(g42,10,0,9,0)
 G label_order(g42,9,3,10,3)
 G label_order(g42,10,3,9,3)
 G label_order(g42,10,3,11,3)
 G label_order(g42,11,3,10,3)
 G label_order(g43,7,6,7,7)
 G label_order(g43,7,7,7,6)
 G label_order(g43,9,3,9,4)
 G label_order(g43,9,4,9,3)
 G label_order(g43,9,5,9,4)
 G label_order(g43,9,5,9,6)
 G label_order(g43,9,6,9,7)
 G label_order(g43,9,7,9,6)
 G label_order(g43,11,3,11,4)
 G label_order(g43,11,4,11,3)
 G label_order(g43,7,7,8,7)
 G label_order(g43,8,7,7,7)
 G label_order(g43,8,7,9,7)
 G label_order(g43,9,7,8,7)
 G label_order(g43,9,3,10,3)
 G label_order(g43,10,3,9,3)
 G label_order(g43,10,3,11,3)
 G label_order(g43,11,3,10,3)
 G label_order(g45,8,6,8,7)
 G label_order(g45,8,7,8,6)
 G label_order(g45,9,6,9,7)
 G label_order(g45,9,7,9,6)
 G label_order(g45,9,8,9,7)
 G label_order(g45,10,8,10,9)
 G label_order(g45,10,9,10,10)
 G label_order(g45,10,10,10,9)
 G label_order(g45,11,9,11,10)
 G label_order(g45,11,10,11,9)
 G label_order(g45,8,6,9,6)
 G label_order(g45,9,6,8,6)
 G label_order(g45,8,7,9,7)
 G label_order(g45,9,7,8,7)
 G label_order(g45,10,9,11,9)
 G label_order(g45,11,9,10,9)
 G label_order(g45,10,10,11,10)
 G label_order(g45,11,10,10,10)
 G label_order(g46,10,4,10,3)
 G label_order(g46,10,5,10,6)
 G label_order(g46,9,6,10,6)
 G label_order(g46,10,6,9,6)
 G label_order(g46,10,3,11,3)
 G label_order(g46,11,3,10,3)
 G label_order(g47,10,7,9,7)
 G label_order(g47,10,7,11,7)
 G label_order(g49,10,0,10,1)
 G label_order(g49,10,1,10,0)
 G label_order(g49,10,2,10,1)
 G label_order(g49,11,2,11,3)
 G label_order(g49,11,3,11,4)
 G label_order(g49,11,4,11,3)
 G label_order(g51,11,5,11,4)
 G label_order(g51,11,6,11,7)
 G label_order(g52,11,8,11,7)
 G label_order(g52,11,8,11,9)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) centre(0,0,g0) 1
    x(0,1,g1) cover(0,1) 1
    x(0,1,g1) centre(0,1,g1) 1
    x(0,7,g2) cover(0,7) 1
    x(0,7,g2) symmetry(0,7,g2) 1
    x(0,7,g2) label_pred(g2,0,7) -1
    x(0,8,g2) cover(0,8) 1
    x(0,8,g2) centre(0,8,g2) 1
    x(0,8,g2) symmetry(0,8,g2) 1
    x(0,9,g2) cover(0,9) 1
    x(0,9,g2) centre(0,9,g2) 1
    x(0,9,g2) symmetry(0,8,g2) -1
    x(0,10,g2) cover(0,10) 1
    x(0,10,g2) symmetry(0,7,g2) -1
    x(0,10,g2) label_pred(g2,0,10) -1
    x(0,11,g3) cover(0,11) 1
    x(0,11,g3) centre(0,11,g3) 1
    x(0,5,g4) cover(0,5) 1
    x(0,5,g4) centre(0,5,g4) 1
    x(0,5,g4) symmetry(0,5,g4) 1
    x(0,6,g4) cover(0,6) 1
    x(0,6,g4) centre(0,6,g4) 1
    x(0,6,g4) symmetry(0,6,g4) 1
    x(0,7,g4) cover(0,7) 1
    x(0,7,g4) symmetry(0,7,g4) 1
    x(0,7,g4) label_pred(g4,0,7) -1
    x(1,4,g4) cover(1,4) 1
    x(1,4,g4) symmetry(0,7,g4) -1
    x(1,4,g4) label_pred(g4,1,4) -1
    x(1,5,g4) cover(1,5) 1
    x(1,5,g4) centre(1,5,g4) 1
    x(1,5,g4) symmetry(0,6,g4) -1
    x(1,6,g4) cover(1,6) 1
    x(1,6,g4) centre(1,6,g4) 1
    x(1,6,g4) symmetry(0,5,g4) -1
    x(1,0,g5) cover(1,0) 1
    x(1,0,g5) centre(1,0,g5) 1
    x(1,0,g5) symmetry(1,0,g5) 1
    x(1,1,g5) cover(1,1) 1
    x(1,1,g5) centre(1,1,g5) 1
    x(1,1,g5) symmetry(1,0,g5) -1
    x(0,2,g6) cover(0,2) 1
    x(0,2,g6) symmetry(0,2,g6) 1
    x(0,2,g6) label_pred(g6,0,2) -1
    x(0,2,g6) label_tail(g6,0,2,0,3) -1
    x(0,2,g6) label_tail(g6,0,2,1,2) -1
    x(0,3,g6) cover(0,3) 1
    x(0,3,g6) symmetry(0,3,g6) 1
    x(0,3,g6) label_pred(g6,0,3) -1
    x(0,3,g6) label_tail(g6,0,3,0,2) -1
    x(0,3,g6) label_tail(g6,0,3,0,4) -1
    x(0,4,g6) cover(0,4) 1
    x(0,4,g6) symmetry(0,4,g6) 1
    x(0,4,g6) label_pred(g6,0,4) -1
    x(0,4,g6) label_tail(g6,0,4,0,3) -1
    x(0,4,g6) label_tail(g6,0,4,1,4) -1
    x(1,2,g6) cover(1,2) 1
    x(1,2,g6) symmetry(1,2,g6) 1
    x(1,2,g6) label_pred(g6,1,2) -1
    x(1,2,g6) label_tail(g6,1,2,0,2) -1
    x(1,2,g6) label_tail(g6,1,2,2,2) -1
    x(1,3,g6) cover(1,3) 1
    x(1,3,g6) centre(1,3,g6) 1
    x(1,4,g6) cover(1,4) 1
    x(1,4,g6) symmetry(1,2,g6) -1
    x(1,4,g6) label_pred(g6,1,4) -1
    x(1,4,g6) label_tail(g6,1,4,0,4) -1
    x(1,4,g6) label_tail(g6,1,4,2,4) -1
    x(2,2,g6) cover(2,2) 1
    x(2,2,g6) symmetry(0,4,g6) -1
    x(2,2,g6) label_pred(g6,2,2) -1
    x(2,2,g6) label_tail(g6,2,2,2,3) -1
    x(2,2,g6) label_tail(g6,2,2,1,2) -1
    x(2,3,g6) cover(2,3) 1
    x(2,3,g6) symmetry(0,3,g6) -1
    x(2,3,g6) label_pred(g6,2,3) -1
    x(2,3,g6) label_tail(g6,2,3,2,2) -1
    x(2,3,g6) label_tail(g6,2,3,2,4) -1
    x(2,4,g6) cover(2,4) 1
    x(2,4,g6) symmetry(0,2,g6) -1
    x(2,4,g6) label_pred(g6,2,4) -1
    x(2,4,g6) label_tail(g6,2,4,2,3) -1
    x(2,4,g6) label_tail(g6,2,4,1,4) -1
    x(1,7,g7) cover(1,7) 1
    x(1,7,g7) centre(1,7,g7) 1
    x(0,10,g8) cover(0,10) 1
    x(0,10,g8) symmetry(0,10,g8) 1
    x(0,10,g8) label_pred(g8,0,10) -1
    x(1,10,g8) cover(1,10) 1
    x(1,10,g8) centre(1,10,g8) 1
    x(2,10,g8) cover(2,10) 1
    x(2,10,g8) symmetry(0,10,g8) -1
    x(2,10,g8) label_pred(g8,2,10) -1
    x(1,8,g9) cover(1,8) 1
    x(1,8,g9) symmetry(1,8,g9) 1
    x(1,8,g9) label_pred(g9,1,8) -1
    x(1,9,g9) cover(1,9) 1
    x(1,9,g9) centre(1,9,g9) 1
    x(1,9,g9) symmetry(1,9,g9) 1
    x(2,9,g9) cover(2,9) 1
    x(2,9,g9) centre(2,9,g9) 1
    x(2,9,g9) symmetry(1,9,g9) -1
    x(2,10,g9) cover(2,10) 1
    x(2,10,g9) symmetry(1,8,g9) -1
    x(2,10,g9) label_pred(g9,2,10) -1
    x(2,0,g10) cover(2,0) 1
    x(2,0,g10) centre(2,0,g10) 1
    x(2,5,g11) cover(2,5) 1
    x(2,5,g11) centre(2,5,g11) 1
    x(2,6,g12) cover(2,6) 1
    x(2,6,g12) centre(2,6,g12) 1
    x(2,7,g13) cover(2,7) 1
    x(2,7,g13) centre(2,7,g13) 1
    x(1,11,g14) cover(1,11) 1
    x(1,11,g14) symmetry(1,11,g14) 1
    x(1,11,g14) label_pred(g14,1,11) -1
    x(2,11,g14) cover(2,11) 1
    x(2,11,g14) centre(2,11,g14) 1
    x(3,11,g14) cover(3,11) 1
    x(3,11,g14) symmetry(1,11,g14) -1
    x(3,11,g14) label_pred(g14,3,11) -1
    x(2,8,g15) cover(2,8) 1
    x(2,8,g15) centre(2,8,g15) 1
    x(2,8,g15) symmetry(2,8,g15) 1
    x(3,8,g15) cover(3,8) 1
    x(3,8,g15) centre(3,8,g15) 1
    x(3,8,g15) symmetry(2,8,g15) -1
    x(1,2,g16) cover(1,2) 1
    x(1,2,g16) symmetry(1,2,g16) 1
    x(1,2,g16) label_pred(g16,1,2) -1
    x(1,2,g16) label_tail(g16,1,2,2,2) -1
    x(2,2,g16) cover(2,2) 1
    x(2,2,g16) symmetry(2,2,g16) 1
    x(2,2,g16) label_pred(g16,2,2) -1
    x(2,2,g16) label_tail(g16,2,2,2,3) -1
    x(2,2,g16) label_tail(g16,2,2,1,2) -1
    x(2,3,g16) cover(2,3) 1
    x(2,3,g16) symmetry(2,3,g16) 1
    x(2,3,g16) label_pred(g16,2,3) -1
    x(2,3,g16) label_tail(g16,2,3,2,2) -1
    x(2,3,g16) label_tail(g16,2,3,3,3) -1
    x(3,3,g16) cover(3,3) 1
    x(3,3,g16) symmetry(3,3,g16) 1
    x(3,3,g16) label_pred(g16,3,3) -1
    x(3,3,g16) label_tail(g16,3,3,2,3) -1
    x(3,4,g16) cover(3,4) 1
    x(3,4,g16) centre(3,4,g16) 1
    x(3,5,g16) cover(3,5) 1
    x(3,5,g16) symmetry(3,3,g16) -1
    x(3,5,g16) label_pred(g16,3,5) -1
    x(3,5,g16) label_tail(g16,3,5,4,5) -1
    x(4,5,g16) cover(4,5) 1
    x(4,5,g16) symmetry(2,3,g16) -1
    x(4,5,g16) label_pred(g16,4,5) -1
    x(4,5,g16) label_tail(g16,4,5,4,6) -1
    x(4,5,g16) label_tail(g16,4,5,3,5) -1
    x(4,6,g16) cover(4,6) 1
    x(4,6,g16) symmetry(2,2,g16) -1
    x(4,6,g16) label_pred(g16,4,6) -1
    x(4,6,g16) label_tail(g16,4,6,4,5) -1
    x(4,6,g16) label_tail(g16,4,6,5,6) -1
    x(5,6,g16) cover(5,6) 1
    x(5,6,g16) symmetry(1,2,g16) -1
    x(5,6,g16) label_pred(g16,5,6) -1
    x(5,6,g16) label_tail(g16,5,6,4,6) -1
    x(3,5,g17) cover(3,5) 1
    x(3,5,g17) symmetry(3,5,g17) 1
    x(3,5,g17) label_pred(g17,3,5) -1
    x(3,6,g17) cover(3,6) 1
    x(3,6,g17) centre(3,6,g17) 1
    x(3,7,g17) cover(3,7) 1
    x(3,7,g17) symmetry(3,5,g17) -1
    x(3,7,g17) label_pred(g17,3,7) -1
    x(3,9,g18) cover(3,9) 1
    x(3,9,g18) centre(3,9,g18) 1
    x(3,0,g19) cover(3,0) 1
    x(3,0,g19) centre(3,0,g19) 1
    x(3,0,g19) symmetry(3,0,g19) 1
    x(4,0,g19) cover(4,0) 1
    x(4,0,g19) centre(4,0,g19) 1
    x(4,0,g19) symmetry(3,0,g19) -1
    x(2,1,g20) cover(2,1) 1
    x(2,1,g20) symmetry(2,1,g20) 1
    x(2,1,g20) label_pred(g20,2,1) -1
    x(2,1,g20) label_tail(g20,2,1,2,2) -1
    x(2,2,g20) cover(2,2) 1
    x(2,2,g20) symmetry(2,2,g20) 1
    x(2,2,g20) label_pred(g20,2,2) -1
    x(2,2,g20) label_tail(g20,2,2,2,1) -1
    x(2,2,g20) label_tail(g20,2,2,2,3) -1
    x(2,3,g20) cover(2,3) 1
    x(2,3,g20) symmetry(2,3,g20) 1
    x(2,3,g20) label_pred(g20,2,3) -1
    x(2,3,g20) label_tail(g20,2,3,2,2) -1
    x(3,1,g20) cover(3,1) 1
    x(3,1,g20) centre(3,1,g20) 1
    x(3,1,g20) symmetry(3,1,g20) 1
    x(3,2,g20) cover(3,2) 1
    x(3,2,g20) centre(3,2,g20) 1
    x(3,2,g20) symmetry(3,2,g20) 1
    x(4,1,g20) cover(4,1) 1
    x(4,1,g20) centre(4,1,g20) 1
    x(4,1,g20) symmetry(3,2,g20) -1
    x(4,2,g20) cover(4,2) 1
    x(4,2,g20) centre(4,2,g20) 1
    x(4,2,g20) symmetry(3,1,g20) -1
    x(5,0,g20) cover(5,0) 1
    x(5,0,g20) symmetry(2,3,g20) -1
    x(5,0,g20) label_pred(g20,5,0) -1
    x(5,0,g20) label_tail(g20,5,0,5,1) -1
    x(5,1,g20) cover(5,1) 1
    x(5,1,g20) symmetry(2,2,g20) -1
    x(5,1,g20) label_pred(g20,5,1) -1
    x(5,1,g20) label_tail(g20,5,1,5,0) -1
    x(5,1,g20) label_tail(g20,5,1,5,2) -1
    x(5,2,g20) cover(5,2) 1
    x(5,2,g20) symmetry(2,1,g20) -1
    x(5,2,g20) label_pred(g20,5,2) -1
    x(5,2,g20) label_tail(g20,5,2,5,1) -1
    x(4,3,g21) cover(4,3) 1
    x(4,3,g21) symmetry(4,3,g21) 1
    x(4,3,g21) label_pred(g21,4,3) -1
    x(4,4,g21) cover(4,4) 1
    x(4,4,g21) centre(4,4,g21) 1
    x(4,5,g21) cover(4,5) 1
    x(4,5,g21) symmetry(4,3,g21) -1
    x(4,5,g21) label_pred(g21,4,5) -1
    x(3,7,g22) cover(3,7) 1
    x(3,7,g22) symmetry(3,7,g22) 1
    x(3,7,g22) label_pred(g22,3,7) -1
    x(4,7,g22) cover(4,7) 1
    x(4,7,g22) centre(4,7,g22) 1
    x(4,7,g22) symmetry(4,7,g22) 1
    x(4,8,g22) cover(4,8) 1
    x(4,8,g22) centre(4,8,g22) 1
    x(4,8,g22) symmetry(4,7,g22) -1
    x(5,8,g22) cover(5,8) 1
    x(5,8,g22) symmetry(3,7,g22) -1
    x(5,8,g22) label_pred(g22,5,8) -1
    x(4,9,g23) cover(4,9) 1
    x(4,9,g23) centre(4,9,g23) 1
    x(4,11,g24) cover(4,11) 1
    x(4,11,g24) centre(4,11,g24) 1
    x(5,3,g25) cover(5,3) 1
    x(5,3,g25) centre(5,3,g25) 1
    x(5,4,g26) cover(5,4) 1
    x(5,4,g26) centre(5,4,g26) 1
    x(5,4,g26) symmetry(5,4,g26) 1
    x(5,5,g26) cover(5,5) 1
    x(5,5,g26) centre(5,5,g26) 1
    x(5,5,g26) symmetry(5,4,g26) -1
    x(5,9,g27) cover(5,9) 1
    x(5,9,g27) centre(5,9,g27) 1
    x(3,10,g28) cover(3,10) 1
    x(3,10,g28) symmetry(3,10,g28) 1
    x(3,10,g28) label_pred(g28,3,10) -1
    x(3,10,g28) label_tail(g28,3,10,4,10) -1
    x(4,10,g28) cover(4,10) 1
    x(4,10,g28) symmetry(4,10,g28) 1
    x(4,10,g28) label_pred(g28,4,10) -1
    x(4,10,g28) label_tail(g28,4,10,3,10) -1
    x(5,10,g28) cover(5,10) 1
    x(5,10,g28) centre(5,10,g28) 1
    x(6,10,g28) cover(6,10) 1
    x(6,10,g28) symmetry(4,10,g28) -1
    x(6,10,g28) label_pred(g28,6,10) -1
    x(6,10,g28) label_tail(g28,6,10,7,10) -1
    x(7,10,g28) cover(7,10) 1
    x(7,10,g28) symmetry(3,10,g28) -1
    x(7,10,g28) label_pred(g28,7,10) -1
    x(7,10,g28) label_tail(g28,7,10,6,10) -1
    x(5,11,g29) cover(5,11) 1
    x(5,11,g29) centre(5,11,g29) 1
    x(5,0,g30) cover(5,0) 1
    x(5,0,g30) symmetry(5,0,g30) 1
    x(5,0,g30) label_pred(g30,5,0) -1
    x(5,0,g30) label_tail(g30,5,0,5,1) -1
    x(5,0,g30) label_tail(g30,5,0,6,0) -1
    x(5,1,g30) cover(5,1) 1
    x(5,1,g30) symmetry(5,1,g30) 1
    x(5,1,g30) label_pred(g30,5,1) -1
    x(5,1,g30) label_tail(g30,5,1,5,0) -1
    x(5,1,g30) label_tail(g30,5,1,5,2) -1
    x(5,2,g30) cover(5,2) 1
    x(5,2,g30) symmetry(5,2,g30) 1
    x(5,2,g30) label_pred(g30,5,2) -1
    x(5,2,g30) label_tail(g30,5,2,5,1) -1
    x(5,2,g30) label_tail(g30,5,2,6,2) -1
    x(6,0,g30) cover(6,0) 1
    x(6,0,g30) symmetry(6,0,g30) 1
    x(6,0,g30) label_pred(g30,6,0) -1
    x(6,0,g30) label_tail(g30,6,0,5,0) -1
    x(6,0,g30) label_tail(g30,6,0,7,0) -1
    x(6,1,g30) cover(6,1) 1
    x(6,1,g30) centre(6,1,g30) 1
    x(6,2,g30) cover(6,2) 1
    x(6,2,g30) symmetry(6,0,g30) -1
    x(6,2,g30) label_pred(g30,6,2) -1
    x(6,2,g30) label_tail(g30,6,2,5,2) -1
    x(6,2,g30) label_tail(g30,6,2,7,2) -1
    x(7,0,g30) cover(7,0) 1
    x(7,0,g30) symmetry(5,2,g30) -1
    x(7,0,g30) label_pred(g30,7,0) -1
    x(7,0,g30) label_tail(g30,7,0,7,1) -1
    x(7,0,g30) label_tail(g30,7,0,6,0) -1
    x(7,1,g30) cover(7,1) 1
    x(7,1,g30) symmetry(5,1,g30) -1
    x(7,1,g30) label_pred(g30,7,1) -1
    x(7,1,g30) label_tail(g30,7,1,7,0) -1
    x(7,1,g30) label_tail(g30,7,1,7,2) -1
    x(7,2,g30) cover(7,2) 1
    x(7,2,g30) symmetry(5,0,g30) -1
    x(7,2,g30) label_pred(g30,7,2) -1
    x(7,2,g30) label_tail(g30,7,2,7,1) -1
    x(7,2,g30) label_tail(g30,7,2,6,2) -1
    x(5,0,g31) cover(5,0) 1
    x(5,0,g31) symmetry(5,0,g31) 1
    x(5,0,g31) label_pred(g31,5,0) -1
    x(5,0,g31) label_tail(g31,5,0,5,1) -1
    x(5,1,g31) cover(5,1) 1
    x(5,1,g31) symmetry(5,1,g31) 1
    x(5,1,g31) label_pred(g31,5,1) -1
    x(5,1,g31) label_tail(g31,5,1,5,0) -1
    x(5,1,g31) label_tail(g31,5,1,5,2) -1
    x(5,2,g31) cover(5,2) 1
    x(5,2,g31) symmetry(5,2,g31) 1
    x(5,2,g31) label_pred(g31,5,2) -1
    x(5,2,g31) label_tail(g31,5,2,5,1) -1
    x(5,2,g31) label_tail(g31,5,2,6,2) -1
    x(6,2,g31) cover(6,2) 1
    x(6,2,g31) symmetry(6,2,g31) 1
    x(6,2,g31) label_pred(g31,6,2) -1
    x(6,2,g31) label_tail(g31,6,2,5,2) -1
    x(6,3,g31) cover(6,3) 1
    x(6,3,g31) centre(6,3,g31) 1
    x(6,3,g31) symmetry(6,3,g31) 1
    x(6,4,g31) cover(6,4) 1
    x(6,4,g31) centre(6,4,g31) 1
    x(6,4,g31) symmetry(6,3,g31) -1
    x(6,5,g31) cover(6,5) 1
    x(6,5,g31) symmetry(6,2,g31) -1
    x(6,5,g31) label_pred(g31,6,5) -1
    x(6,5,g31) label_tail(g31,6,5,7,5) -1
    x(7,5,g31) cover(7,5) 1
    x(7,5,g31) symmetry(5,2,g31) -1
    x(7,5,g31) label_pred(g31,7,5) -1
    x(7,5,g31) label_tail(g31,7,5,7,6) -1
    x(7,5,g31) label_tail(g31,7,5,6,5) -1
    x(7,6,g31) cover(7,6) 1
    x(7,6,g31) symmetry(5,1,g31) -1
    x(7,6,g31) label_pred(g31,7,6) -1
    x(7,6,g31) label_tail(g31,7,6,7,5) -1
    x(7,6,g31) label_tail(g31,7,6,7,7) -1
    x(7,7,g31) cover(7,7) 1
    x(7,7,g31) symmetry(5,0,g31) -1
    x(7,7,g31) label_pred(g31,7,7) -1
    x(7,7,g31) label_tail(g31,7,7,7,6) -1
    x(4,6,g32) cover(4,6) 1
    x(4,6,g32) symmetry(4,6,g32) 1
    x(4,6,g32) label_pred(g32,4,6) -1
    x(4,6,g32) label_tail(g32,4,6,5,6) -1
    x(5,6,g32) cover(5,6) 1
    x(5,6,g32) symmetry(5,6,g32) 1
    x(5,6,g32) label_pred(g32,5,6) -1
    x(5,6,g32) label_tail(g32,5,6,5,7) -1
    x(5,6,g32) label_tail(g32,5,6,4,6) -1
    x(5,7,g32) cover(5,7) 1
    x(5,7,g32) symmetry(5,7,g32) 1
    x(5,7,g32) label_pred(g32,5,7) -1
    x(5,7,g32) label_tail(g32,5,7,5,6) -1
    x(5,7,g32) label_tail(g32,5,7,5,8) -1
    x(5,8,g32) cover(5,8) 1
    x(5,8,g32) symmetry(5,8,g32) 1
    x(5,8,g32) label_pred(g32,5,8) -1
    x(5,8,g32) label_tail(g32,5,8,5,7) -1
    x(5,8,g32) label_tail(g32,5,8,6,8) -1
    x(6,5,g32) cover(6,5) 1
    x(6,5,g32) symmetry(6,5,g32) 1
    x(6,5,g32) label_pred(g32,6,5) -1
    x(6,5,g32) label_tail(g32,6,5,7,5) -1
    x(6,6,g32) cover(6,6) 1
    x(6,6,g32) centre(6,6,g32) 1
    x(6,6,g32) symmetry(6,6,g32) 1
    x(6,7,g32) cover(6,7) 1
    x(6,7,g32) centre(6,7,g32) 1
    x(6,7,g32) symmetry(6,6,g32) -1
    x(6,8,g32) cover(6,8) 1
    x(6,8,g32) symmetry(6,5,g32) -1
    x(6,8,g32) label_pred(g32,6,8) -1
    x(6,8,g32) label_tail(g32,6,8,5,8) -1
    x(7,5,g32) cover(7,5) 1
    x(7,5,g32) symmetry(5,8,g32) -1
    x(7,5,g32) label_pred(g32,7,5) -1
    x(7,5,g32) label_tail(g32,7,5,7,6) -1
    x(7,5,g32) label_tail(g32,7,5,6,5) -1
    x(7,6,g32) cover(7,6) 1
    x(7,6,g32) symmetry(5,7,g32) -1
    x(7,6,g32) label_pred(g32,7,6) -1
    x(7,6,g32) label_tail(g32,7,6,7,5) -1
    x(7,6,g32) label_tail(g32,7,6,7,7) -1
    x(7,7,g32) cover(7,7) 1
    x(7,7,g32) symmetry(5,6,g32) -1
    x(7,7,g32) label_pred(g32,7,7) -1
    x(7,7,g32) label_tail(g32,7,7,7,6) -1
    x(7,7,g32) label_tail(g32,7,7,8,7) -1
    x(8,7,g32) cover(8,7) 1
    x(8,7,g32) symmetry(4,6,g32) -1
    x(8,7,g32) label_pred(g32,8,7) -1
    x(8,7,g32) label_tail(g32,8,7,7,7) -1
    x(5,8,g33) cover(5,8) 1
    x(5,8,g33) symmetry(5,8,g33) 1
    x(5,8,g33) label_pred(g33,5,8) -1
    x(5,8,g33) label_tail(g33,5,8,6,8) -1
    x(6,8,g33) cover(6,8) 1
    x(6,8,g33) symmetry(6,8,g33) 1
    x(6,8,g33) label_pred(g33,6,8) -1
    x(6,8,g33) label_tail(g33,6,8,5,8) -1
    x(6,9,g33) cover(6,9) 1
    x(6,9,g33) centre(6,9,g33) 1
    x(6,10,g33) cover(6,10) 1
    x(6,10,g33) symmetry(6,8,g33) -1
    x(6,10,g33) label_pred(g33,6,10) -1
    x(6,10,g33) label_tail(g33,6,10,7,10) -1
    x(7,10,g33) cover(7,10) 1
    x(7,10,g33) symmetry(5,8,g33) -1
    x(7,10,g33) label_pred(g33,7,10) -1
    x(7,10,g33) label_tail(g33,7,10,6,10) -1
    x(6,11,g34) cover(6,11) 1
    x(6,11,g34) centre(6,11,g34) 1
    x(6,11,g34) symmetry(6,11,g34) 1
    x(7,11,g34) cover(7,11) 1
    x(7,11,g34) centre(7,11,g34) 1
    x(7,11,g34) symmetry(6,11,g34) -1
    x(5,1,g35) cover(5,1) 1
    x(5,1,g35) symmetry(5,1,g35) 1
    x(5,1,g35) label_pred(g35,5,1) -1
    x(5,1,g35) label_tail(g35,5,1,5,2) -1
    x(5,2,g35) cover(5,2) 1
    x(5,2,g35) symmetry(5,2,g35) 1
    x(5,2,g35) label_pred(g35,5,2) -1
    x(5,2,g35) label_tail(g35,5,2,5,1) -1
    x(5,2,g35) label_tail(g35,5,2,6,2) -1
    x(6,2,g35) cover(6,2) 1
    x(6,2,g35) symmetry(6,2,g35) 1
    x(6,2,g35) label_pred(g35,6,2) -1
    x(6,2,g35) label_tail(g35,6,2,5,2) -1
    x(6,2,g35) label_tail(g35,6,2,7,2) -1
    x(6,5,g35) cover(6,5) 1
    x(6,5,g35) symmetry(6,5,g35) 1
    x(6,5,g35) label_pred(g35,6,5) -1
    x(6,5,g35) label_tail(g35,6,5,7,5) -1
    x(7,1,g35) cover(7,1) 1
    x(7,1,g35) symmetry(7,1,g35) 1
    x(7,1,g35) label_pred(g35,7,1) -1
    x(7,1,g35) label_tail(g35,7,1,7,2) -1
    x(7,2,g35) cover(7,2) 1
    x(7,2,g35) symmetry(7,2,g35) 1
    x(7,2,g35) label_pred(g35,7,2) -1
    x(7,2,g35) label_tail(g35,7,2,7,1) -1
    x(7,2,g35) label_tail(g35,7,2,7,3) -1
    x(7,2,g35) label_tail(g35,7,2,6,2) -1
    x(7,3,g35) cover(7,3) 1
    x(7,3,g35) symmetry(7,3,g35) 1
    x(7,3,g35) label_pred(g35,7,3) -1
    x(7,3,g35) label_tail(g35,7,3,7,2) -1
    x(7,3,g35) label_tail(g35,7,3,8,3) -1
    x(7,4,g35) cover(7,4) 1
    x(7,4,g35) centre(7,4,g35) 1
    x(7,5,g35) cover(7,5) 1
    x(7,5,g35) symmetry(7,3,g35) -1
    x(7,5,g35) label_pred(g35,7,5) -1
    x(7,5,g35) label_tail(g35,7,5,7,6) -1
    x(7,5,g35) label_tail(g35,7,5,6,5) -1
    x(7,6,g35) cover(7,6) 1
    x(7,6,g35) symmetry(7,2,g35) -1
    x(7,6,g35) label_pred(g35,7,6) -1
    x(7,6,g35) label_tail(g35,7,6,7,5) -1
    x(7,6,g35) label_tail(g35,7,6,7,7) -1
    x(7,6,g35) label_tail(g35,7,6,8,6) -1
    x(7,7,g35) cover(7,7) 1
    x(7,7,g35) symmetry(7,1,g35) -1
    x(7,7,g35) label_pred(g35,7,7) -1
    x(7,7,g35) label_tail(g35,7,7,7,6) -1
    x(8,3,g35) cover(8,3) 1
    x(8,3,g35) symmetry(6,5,g35) -1
    x(8,3,g35) label_pred(g35,8,3) -1
    x(8,3,g35) label_tail(g35,8,3,7,3) -1
    x(8,6,g35) cover(8,6) 1
    x(8,6,g35) symmetry(6,2,g35) -1
    x(8,6,g35) label_pred(g35,8,6) -1
    x(8,6,g35) label_tail(g35,8,6,7,6) -1
    x(8,6,g35) label_tail(g35,8,6,9,6) -1
    x(9,6,g35) cover(9,6) 1
    x(9,6,g35) symmetry(5,2,g35) -1
    x(9,6,g35) label_pred(g35,9,6) -1
    x(9,6,g35) label_tail(g35,9,6,9,7) -1
    x(9,6,g35) label_tail(g35,9,6,8,6) -1
    x(9,7,g35) cover(9,7) 1
    x(9,7,g35) symmetry(5,1,g35) -1
    x(9,7,g35) label_pred(g35,9,7) -1
    x(9,7,g35) label_tail(g35,9,7,9,6) -1
    x(6,10,g36) cover(6,10) 1
    x(6,10,g36) symmetry(6,10,g36) 1
    x(6,10,g36) label_pred(g36,6,10) -1
    x(6,10,g36) label_tail(g36,6,10,7,10) -1
    x(7,7,g36) cover(7,7) 1
    x(7,7,g36) symmetry(7,7,g36) 1
    x(7,7,g36) label_pred(g36,7,7) -1
    x(7,7,g36) label_tail(g36,7,7,8,7) -1
    x(7,8,g36) cover(7,8) 1
    x(7,8,g36) centre(7,8,g36) 1
    x(7,8,g36) symmetry(7,8,g36) 1
    x(7,9,g36) cover(7,9) 1
    x(7,9,g36) centre(7,9,g36) 1
    x(7,9,g36) symmetry(7,8,g36) -1
    x(7,10,g36) cover(7,10) 1
    x(7,10,g36) symmetry(7,7,g36) -1
    x(7,10,g36) label_pred(g36,7,10) -1
    x(7,10,g36) label_tail(g36,7,10,6,10) -1
    x(8,7,g36) cover(8,7) 1
    x(8,7,g36) symmetry(6,10,g36) -1
    x(8,7,g36) label_pred(g36,8,7) -1
    x(8,7,g36) label_tail(g36,8,7,7,7) -1
    x(5,0,g37) cover(5,0) 1
    x(5,0,g37) symmetry(5,0,g37) 1
    x(5,0,g37) label_pred(g37,5,0) -1
    x(5,0,g37) label_tail(g37,5,0,6,0) -1
    x(6,0,g37) cover(6,0) 1
    x(6,0,g37) symmetry(6,0,g37) 1
    x(6,0,g37) label_pred(g37,6,0) -1
    x(6,0,g37) label_tail(g37,6,0,5,0) -1
    x(6,0,g37) label_tail(g37,6,0,7,0) -1
    x(7,0,g37) cover(7,0) 1
    x(7,0,g37) symmetry(7,0,g37) 1
    x(7,0,g37) label_pred(g37,7,0) -1
    x(7,0,g37) label_tail(g37,7,0,6,0) -1
    x(7,0,g37) label_tail(g37,7,0,8,0) -1
    x(7,3,g37) cover(7,3) 1
    x(7,3,g37) symmetry(7,3,g37) 1
    x(7,3,g37) label_pred(g37,7,3) -1
    x(7,3,g37) label_tail(g37,7,3,8,3) -1
    x(8,0,g37) cover(8,0) 1
    x(8,0,g37) symmetry(8,0,g37) 1
    x(8,0,g37) label_pred(g37,8,0) -1
    x(8,0,g37) label_tail(g37,8,0,7,0) -1
    x(8,0,g37) label_tail(g37,8,0,9,0) -1
    x(8,1,g37) cover(8,1) 1
    x(8,1,g37) centre(8,1,g37) 1
    x(8,1,g37) symmetry(8,1,g37) 1
    x(8,2,g37) cover(8,2) 1
    x(8,2,g37) centre(8,2,g37) 1
    x(8,2,g37) symmetry(8,1,g37) -1
    x(8,3,g37) cover(8,3) 1
    x(8,3,g37) symmetry(8,0,g37) -1
    x(8,3,g37) label_pred(g37,8,3) -1
    x(8,3,g37) label_tail(g37,8,3,7,3) -1
    x(8,3,g37) label_tail(g37,8,3,9,3) -1
    x(9,0,g37) cover(9,0) 1
    x(9,0,g37) symmetry(7,3,g37) -1
    x(9,0,g37) label_pred(g37,9,0) -1
    x(9,0,g37) label_tail(g37,9,0,8,0) -1
    x(9,3,g37) cover(9,3) 1
    x(9,3,g37) symmetry(7,0,g37) -1
    x(9,3,g37) label_pred(g37,9,3) -1
    x(9,3,g37) label_tail(g37,9,3,8,3) -1
    x(9,3,g37) label_tail(g37,9,3,10,3) -1
    x(10,3,g37) cover(10,3) 1
    x(10,3,g37) symmetry(6,0,g37) -1
    x(10,3,g37) label_pred(g37,10,3) -1
    x(10,3,g37) label_tail(g37,10,3,9,3) -1
    x(10,3,g37) label_tail(g37,10,3,11,3) -1
    x(11,3,g37) cover(11,3) 1
    x(11,3,g37) symmetry(5,0,g37) -1
    x(11,3,g37) label_pred(g37,11,3) -1
    x(11,3,g37) label_tail(g37,11,3,10,3) -1
    x(7,2,g38) cover(7,2) 1
    x(7,2,g38) symmetry(7,2,g38) 1
    x(7,2,g38) label_pred(g38,7,2) -1
    x(7,2,g38) label_tail(g38,7,2,7,3) -1
    x(7,3,g38) cover(7,3) 1
    x(7,3,g38) symmetry(7,3,g38) 1
    x(7,3,g38) label_pred(g38,7,3) -1
    x(7,3,g38) label_tail(g38,7,3,7,2) -1
    x(7,3,g38) label_tail(g38,7,3,8,3) -1
    x(7,5,g38) cover(7,5) 1
    x(7,5,g38) symmetry(7,5,g38) 1
    x(7,5,g38) label_pred(g38,7,5) -1
    x(7,5,g38) label_tail(g38,7,5,7,6) -1
    x(7,6,g38) cover(7,6) 1
    x(7,6,g38) symmetry(7,6,g38) 1
    x(7,6,g38) label_pred(g38,7,6) -1
    x(7,6,g38) label_tail(g38,7,6,7,5) -1
    x(7,6,g38) label_tail(g38,7,6,8,6) -1
    x(8,3,g38) cover(8,3) 1
    x(8,3,g38) symmetry(8,3,g38) 1
    x(8,3,g38) label_pred(g38,8,3) -1
    x(8,3,g38) label_tail(g38,8,3,7,3) -1
    x(8,3,g38) label_tail(g38,8,3,9,3) -1
    x(8,4,g38) cover(8,4) 1
    x(8,4,g38) centre(8,4,g38) 1
    x(8,4,g38) symmetry(8,4,g38) 1
    x(8,5,g38) cover(8,5) 1
    x(8,5,g38) centre(8,5,g38) 1
    x(8,5,g38) symmetry(8,4,g38) -1
    x(8,6,g38) cover(8,6) 1
    x(8,6,g38) symmetry(8,3,g38) -1
    x(8,6,g38) label_pred(g38,8,6) -1
    x(8,6,g38) label_tail(g38,8,6,7,6) -1
    x(8,6,g38) label_tail(g38,8,6,9,6) -1
    x(9,3,g38) cover(9,3) 1
    x(9,3,g38) symmetry(7,6,g38) -1
    x(9,3,g38) label_pred(g38,9,3) -1
    x(9,3,g38) label_tail(g38,9,3,9,4) -1
    x(9,3,g38) label_tail(g38,9,3,8,3) -1
    x(9,4,g38) cover(9,4) 1
    x(9,4,g38) symmetry(7,5,g38) -1
    x(9,4,g38) label_pred(g38,9,4) -1
    x(9,4,g38) label_tail(g38,9,4,9,3) -1
    x(9,6,g38) cover(9,6) 1
    x(9,6,g38) symmetry(7,3,g38) -1
    x(9,6,g38) label_pred(g38,9,6) -1
    x(9,6,g38) label_tail(g38,9,6,9,7) -1
    x(9,6,g38) label_tail(g38,9,6,8,6) -1
    x(9,7,g38) cover(9,7) 1
    x(9,7,g38) symmetry(7,2,g38) -1
    x(9,7,g38) label_pred(g38,9,7) -1
    x(9,7,g38) label_tail(g38,9,7,9,6) -1
    x(8,8,g39) cover(8,8) 1
    x(8,8,g39) centre(8,8,g39) 1
    x(8,11,g40) cover(8,11) 1
    x(8,11,g40) centre(8,11,g40) 1
    x(6,10,g41) cover(6,10) 1
    x(6,10,g41) symmetry(6,10,g41) 1
    x(6,10,g41) label_pred(g41,6,10) -1
    x(6,10,g41) label_tail(g41,6,10,7,10) -1
    x(7,10,g41) cover(7,10) 1
    x(7,10,g41) symmetry(7,10,g41) 1
    x(7,10,g41) label_pred(g41,7,10) -1
    x(7,10,g41) label_tail(g41,7,10,6,10) -1
    x(8,9,g41) cover(8,9) 1
    x(8,9,g41) centre(8,9,g41) 1
    x(8,9,g41) symmetry(8,9,g41) 1
    x(8,10,g41) cover(8,10) 1
    x(8,10,g41) centre(8,10,g41) 1
    x(8,10,g41) symmetry(8,10,g41) 1
    x(9,9,g41) cover(9,9) 1
    x(9,9,g41) centre(9,9,g41) 1
    x(9,9,g41) symmetry(8,10,g41) -1
    x(9,10,g41) cover(9,10) 1
    x(9,10,g41) centre(9,10,g41) 1
    x(9,10,g41) symmetry(8,9,g41) -1
    x(10,9,g41) cover(10,9) 1
    x(10,9,g41) symmetry(7,10,g41) -1
    x(10,9,g41) label_pred(g41,10,9) -1
    x(10,9,g41) label_tail(g41,10,9,11,9) -1
    x(11,9,g41) cover(11,9) 1
    x(11,9,g41) symmetry(6,10,g41) -1
    x(11,9,g41) label_pred(g41,11,9) -1
    x(11,9,g41) label_tail(g41,11,9,10,9) -1
    x(7,0,g42) cover(7,0) 1
    x(7,0,g42) symmetry(7,0,g42) 1
    x(7,0,g42) label_pred(g42,7,0) -1
    x(7,0,g42) label_tail(g42,7,0,8,0) -1
    x(8,0,g42) cover(8,0) 1
    x(8,0,g42) symmetry(8,0,g42) 1
    x(8,0,g42) label_pred(g42,8,0) -1
    x(8,0,g42) label_tail(g42,8,0,7,0) -1
    x(8,0,g42) label_tail(g42,8,0,9,0) -1
    x(8,3,g42) cover(8,3) 1
    x(8,3,g42) symmetry(8,3,g42) 1
    x(8,3,g42) label_pred(g42,8,3) -1
    x(8,3,g42) label_tail(g42,8,3,9,3) -1
    x(9,0,g42) cover(9,0) 1
    x(9,0,g42) symmetry(9,0,g42) 1
    x(9,0,g42) label_pred(g42,9,0) -1
    x(9,0,g42) label_tail(g42,9,0,8,0) -1
    x(9,0,g42) label_tail(g42,9,0,10,0) -1
    x(9,1,g42) cover(9,1) 1
    x(9,1,g42) centre(9,1,g42) 1
    x(9,1,g42) symmetry(9,1,g42) 1
    x(9,2,g42) cover(9,2) 1
    x(9,2,g42) centre(9,2,g42) 1
    x(9,2,g42) symmetry(9,1,g42) -1
    x(9,3,g42) cover(9,3) 1
    x(9,3,g42) symmetry(9,0,g42) -1
    x(9,3,g42) label_pred(g42,9,3) -1
    x(9,3,g42) label_tail(g42,9,3,8,3) -1
    x(9,3,g42) label_tail(g42,9,3,10,3) -1
    x(10,0,g42) cover(10,0) 1
    x(10,0,g42) symmetry(8,3,g42) -1
    x(10,0,g42) label_pred(g42,10,0) -1
    x(10,0,g42) label_tail(g42,10,0,9,0) -1
    x(10,3,g42) cover(10,3) 1
    x(10,3,g42) symmetry(8,0,g42) -1
    x(10,3,g42) label_pred(g42,10,3) -1
    x(10,3,g42) label_tail(g42,10,3,9,3) -1
    x(10,3,g42) label_tail(g42,10,3,11,3) -1
    x(11,3,g42) cover(11,3) 1
    x(11,3,g42) symmetry(7,0,g42) -1
    x(11,3,g42) label_pred(g42,11,3) -1
    x(11,3,g42) label_tail(g42,11,3,10,3) -1
    x(7,6,g43) cover(7,6) 1
    x(7,6,g43) symmetry(7,6,g43) 1
    x(7,6,g43) label_pred(g43,7,6) -1
    x(7,6,g43) label_tail(g43,7,6,7,7) -1
    x(7,7,g43) cover(7,7) 1
    x(7,7,g43) symmetry(7,7,g43) 1
    x(7,7,g43) label_pred(g43,7,7) -1
    x(7,7,g43) label_tail(g43,7,7,7,6) -1
    x(7,7,g43) label_tail(g43,7,7,8,7) -1
    x(8,7,g43) cover(8,7) 1
    x(8,7,g43) symmetry(8,7,g43) 1
    x(8,7,g43) label_pred(g43,8,7) -1
    x(8,7,g43) label_tail(g43,8,7,7,7) -1
    x(8,7,g43) label_tail(g43,8,7,9,7) -1
    x(9,3,g43) cover(9,3) 1
    x(9,3,g43) symmetry(9,3,g43) 1
    x(9,3,g43) label_pred(g43,9,3) -1
    x(9,3,g43) label_tail(g43,9,3,9,4) -1
    x(9,3,g43) label_tail(g43,9,3,10,3) -1
    x(9,4,g43) cover(9,4) 1
    x(9,4,g43) symmetry(9,4,g43) 1
    x(9,4,g43) label_pred(g43,9,4) -1
    x(9,4,g43) label_tail(g43,9,4,9,3) -1
    x(9,5,g43) cover(9,5) 1
    x(9,5,g43) centre(9,5,g43) 1
    x(9,6,g43) cover(9,6) 1
    x(9,6,g43) symmetry(9,4,g43) -1
    x(9,6,g43) label_pred(g43,9,6) -1
    x(9,6,g43) label_tail(g43,9,6,9,7) -1
    x(9,7,g43) cover(9,7) 1
    x(9,7,g43) symmetry(9,3,g43) -1
    x(9,7,g43) label_pred(g43,9,7) -1
    x(9,7,g43) label_tail(g43,9,7,9,6) -1
    x(9,7,g43) label_tail(g43,9,7,8,7) -1
    x(10,3,g43) cover(10,3) 1
    x(10,3,g43) symmetry(8,7,g43) -1
    x(10,3,g43) label_pred(g43,10,3) -1
    x(10,3,g43) label_tail(g43,10,3,9,3) -1
    x(10,3,g43) label_tail(g43,10,3,11,3) -1
    x(11,3,g43) cover(11,3) 1
    x(11,3,g43) symmetry(7,7,g43) -1
    x(11,3,g43) label_pred(g43,11,3) -1
    x(11,3,g43) label_tail(g43,11,3,11,4) -1
    x(11,3,g43) label_tail(g43,11,3,10,3) -1
    x(11,4,g43) cover(11,4) 1
    x(11,4,g43) symmetry(7,6,g43) -1
    x(11,4,g43) label_pred(g43,11,4) -1
    x(11,4,g43) label_tail(g43,11,4,11,3) -1
    x(9,11,g44) cover(9,11) 1
    x(9,11,g44) centre(9,11,g44) 1
    x(8,6,g45) cover(8,6) 1
    x(8,6,g45) symmetry(8,6,g45) 1
    x(8,6,g45) label_pred(g45,8,6) -1
    x(8,6,g45) label_tail(g45,8,6,8,7) -1
    x(8,6,g45) label_tail(g45,8,6,9,6) -1
    x(8,7,g45) cover(8,7) 1
    x(8,7,g45) symmetry(8,7,g45) 1
    x(8,7,g45) label_pred(g45,8,7) -1
    x(8,7,g45) label_tail(g45,8,7,8,6) -1
    x(8,7,g45) label_tail(g45,8,7,9,7) -1
    x(9,6,g45) cover(9,6) 1
    x(9,6,g45) symmetry(9,6,g45) 1
    x(9,6,g45) label_pred(g45,9,6) -1
    x(9,6,g45) label_tail(g45,9,6,9,7) -1
    x(9,6,g45) label_tail(g45,9,6,8,6) -1
    x(9,7,g45) cover(9,7) 1
    x(9,7,g45) symmetry(9,7,g45) 1
    x(9,7,g45) label_pred(g45,9,7) -1
    x(9,7,g45) label_tail(g45,9,7,9,6) -1
    x(9,7,g45) label_tail(g45,9,7,8,7) -1
    x(9,8,g45) cover(9,8) 1
    x(9,8,g45) centre(9,8,g45) 1
    x(9,8,g45) symmetry(9,8,g45) 1
    x(10,8,g45) cover(10,8) 1
    x(10,8,g45) centre(10,8,g45) 1
    x(10,8,g45) symmetry(9,8,g45) -1
    x(10,9,g45) cover(10,9) 1
    x(10,9,g45) symmetry(9,7,g45) -1
    x(10,9,g45) label_pred(g45,10,9) -1
    x(10,9,g45) label_tail(g45,10,9,10,10) -1
    x(10,9,g45) label_tail(g45,10,9,11,9) -1
    x(10,10,g45) cover(10,10) 1
    x(10,10,g45) symmetry(9,6,g45) -1
    x(10,10,g45) label_pred(g45,10,10) -1
    x(10,10,g45) label_tail(g45,10,10,10,9) -1
    x(10,10,g45) label_tail(g45,10,10,11,10) -1
    x(11,9,g45) cover(11,9) 1
    x(11,9,g45) symmetry(8,7,g45) -1
    x(11,9,g45) label_pred(g45,11,9) -1
    x(11,9,g45) label_tail(g45,11,9,11,10) -1
    x(11,9,g45) label_tail(g45,11,9,10,9) -1
    x(11,10,g45) cover(11,10) 1
    x(11,10,g45) symmetry(8,6,g45) -1
    x(11,10,g45) label_pred(g45,11,10) -1
    x(11,10,g45) label_tail(g45,11,10,11,9) -1
    x(11,10,g45) label_tail(g45,11,10,10,10) -1
    x(9,6,g46) cover(9,6) 1
    x(9,6,g46) symmetry(9,6,g46) 1
    x(9,6,g46) label_pred(g46,9,6) -1
    x(9,6,g46) label_tail(g46,9,6,10,6) -1
    x(10,3,g46) cover(10,3) 1
    x(10,3,g46) symmetry(10,3,g46) 1
    x(10,3,g46) label_pred(g46,10,3) -1
    x(10,3,g46) label_tail(g46,10,3,11,3) -1
    x(10,4,g46) cover(10,4) 1
    x(10,4,g46) centre(10,4,g46) 1
    x(10,4,g46) symmetry(10,4,g46) 1
    x(10,5,g46) cover(10,5) 1
    x(10,5,g46) centre(10,5,g46) 1
    x(10,5,g46) symmetry(10,4,g46) -1
    x(10,6,g46) cover(10,6) 1
    x(10,6,g46) symmetry(10,3,g46) -1
    x(10,6,g46) label_pred(g46,10,6) -1
    x(10,6,g46) label_tail(g46,10,6,9,6) -1
    x(11,3,g46) cover(11,3) 1
    x(11,3,g46) symmetry(9,6,g46) -1
    x(11,3,g46) label_pred(g46,11,3) -1
    x(11,3,g46) label_tail(g46,11,3,10,3) -1
    x(9,7,g47) cover(9,7) 1
    x(9,7,g47) symmetry(9,7,g47) 1
    x(9,7,g47) label_pred(g47,9,7) -1
    x(10,7,g47) cover(10,7) 1
    x(10,7,g47) centre(10,7,g47) 1
    x(11,7,g47) cover(11,7) 1
    x(11,7,g47) symmetry(9,7,g47) -1
    x(11,7,g47) label_pred(g47,11,7) -1
    x(10,11,g48) cover(10,11) 1
    x(10,11,g48) centre(10,11,g48) 1
    x(10,0,g49) cover(10,0) 1
    x(10,0,g49) symmetry(10,0,g49) 1
    x(10,0,g49) label_pred(g49,10,0) -1
    x(10,0,g49) label_tail(g49,10,0,10,1) -1
    x(10,1,g49) cover(10,1) 1
    x(10,1,g49) symmetry(10,1,g49) 1
    x(10,1,g49) label_pred(g49,10,1) -1
    x(10,1,g49) label_tail(g49,10,1,10,0) -1
    x(10,2,g49) cover(10,2) 1
    x(10,2,g49) centre(10,2,g49) 1
    x(10,2,g49) symmetry(10,2,g49) 1
    x(11,2,g49) cover(11,2) 1
    x(11,2,g49) centre(11,2,g49) 1
    x(11,2,g49) symmetry(10,2,g49) -1
    x(11,3,g49) cover(11,3) 1
    x(11,3,g49) symmetry(10,1,g49) -1
    x(11,3,g49) label_pred(g49,11,3) -1
    x(11,3,g49) label_tail(g49,11,3,11,4) -1
    x(11,4,g49) cover(11,4) 1
    x(11,4,g49) symmetry(10,0,g49) -1
    x(11,4,g49) label_pred(g49,11,4) -1
    x(11,4,g49) label_tail(g49,11,4,11,3) -1
    x(11,0,g50) cover(11,0) 1
    x(11,0,g50) centre(11,0,g50) 1
    x(11,0,g50) symmetry(11,0,g50) 1
    x(11,1,g50) cover(11,1) 1
    x(11,1,g50) centre(11,1,g50) 1
    x(11,1,g50) symmetry(11,0,g50) -1
    x(11,4,g51) cover(11,4) 1
    x(11,4,g51) symmetry(11,4,g51) 1
    x(11,4,g51) label_pred(g51,11,4) -1
    x(11,5,g51) cover(11,5) 1
    x(11,5,g51) centre(11,5,g51) 1
    x(11,5,g51) symmetry(11,5,g51) 1
    x(11,6,g51) cover(11,6) 1
    x(11,6,g51) centre(11,6,g51) 1
    x(11,6,g51) symmetry(11,5,g51) -1
    x(11,7,g51) cover(11,7) 1
    x(11,7,g51) symmetry(11,4,g51) -1
    x(11,7,g51) label_pred(g51,11,7) -1
    x(11,7,g52) cover(11,7) 1
    x(11,7,g52) symmetry(11,7,g52) 1
    x(11,7,g52) label_pred(g52,11,7) -1
    x(11,8,g52) cover(11,8) 1
    x(11,8,g52) centre(11,8,g52) 1
    x(11,9,g52) cover(11,9) 1
    x(11,9,g52) symmetry(11,7,g52) -1
    x(11,9,g52) label_pred(g52,11,9) -1
    x(11,11,g53) cover(11,11) 1
    x(11,11,g53) centre(11,11,g53) 1
    d(0,7,g2) label_order(g2,0,8,0,7) 1
    d(0,10,g2) label_order(g2,0,9,0,10) 1
    d(0,7,g4) label_order(g4,0,6,0,7) 1
    d(1,4,g4) label_order(g4,1,5,1,4) 1
    d(0,2,g6) label_order(g6,0,2,0,3) -1
    d(0,2,g6) label_order(g6,0,3,0,2) 1
    d(0,2,g6) label_order(g6,0,2,1,2) -1
    d(0,2,g6) label_order(g6,1,2,0,2) 1
    d(0,3,g6) label_order(g6,0,2,0,3) 1
    d(0,3,g6) label_order(g6,0,3,0,2) -1
    d(0,3,g6) label_order(g6,0,3,0,4) -1
    d(0,3,g6) label_order(g6,0,4,0,3) 1
    d(0,3,g6) label_order(g6,1,3,0,3) 1
    d(0,4,g6) label_order(g6,0,3,0,4) 1
    d(0,4,g6) label_order(g6,0,4,0,3) -1
    d(0,4,g6) label_order(g6,0,4,1,4) -1
    d(0,4,g6) label_order(g6,1,4,0,4) 1
    d(1,2,g6) label_order(g6,1,3,1,2) 1
    d(1,2,g6) label_order(g6,0,2,1,2) 1
    d(1,2,g6) label_order(g6,1,2,0,2) -1
    d(1,2,g6) label_order(g6,1,2,2,2) -1
    d(1,2,g6) label_order(g6,2,2,1,2) 1
    d(1,4,g6) label_order(g6,1,3,1,4) 1
    d(1,4,g6) label_order(g6,0,4,1,4) 1
    d(1,4,g6) label_order(g6,1,4,0,4) -1
    d(1,4,g6) label_order(g6,1,4,2,4) -1
    d(1,4,g6) label_order(g6,2,4,1,4) 1
    d(2,2,g6) label_order(g6,2,2,2,3) -1
    d(2,2,g6) label_order(g6,2,3,2,2) 1
    d(2,2,g6) label_order(g6,1,2,2,2) 1
    d(2,2,g6) label_order(g6,2,2,1,2) -1
    d(2,3,g6) label_order(g6,2,2,2,3) 1
    d(2,3,g6) label_order(g6,2,3,2,2) -1
    d(2,3,g6) label_order(g6,2,3,2,4) -1
    d(2,3,g6) label_order(g6,2,4,2,3) 1
    d(2,3,g6) label_order(g6,1,3,2,3) 1
    d(2,4,g6) label_order(g6,2,3,2,4) 1
    d(2,4,g6) label_order(g6,2,4,2,3) -1
    d(2,4,g6) label_order(g6,1,4,2,4) 1
    d(2,4,g6) label_order(g6,2,4,1,4) -1
    d(0,10,g8) label_order(g8,1,10,0,10) 1
    d(2,10,g8) label_order(g8,1,10,2,10) 1
    d(1,8,g9) label_order(g9,1,9,1,8) 1
    d(2,10,g9) label_order(g9,2,9,2,10) 1
    d(1,11,g14) label_order(g14,2,11,1,11) 1
    d(3,11,g14) label_order(g14,2,11,3,11) 1
    d(1,2,g16) label_order(g16,1,2,2,2) -1
    d(1,2,g16) label_order(g16,2,2,1,2) 1
    d(2,2,g16) label_order(g16,2,2,2,3) -1
    d(2,2,g16) label_order(g16,2,3,2,2) 1
    d(2,2,g16) label_order(g16,1,2,2,2) 1
    d(2,2,g16) label_order(g16,2,2,1,2) -1
    d(2,3,g16) label_order(g16,2,2,2,3) 1
    d(2,3,g16) label_order(g16,2,3,2,2) -1
    d(2,3,g16) label_order(g16,2,3,3,3) -1
    d(2,3,g16) label_order(g16,3,3,2,3) 1
    d(3,3,g16) label_order(g16,3,4,3,3) 1
    d(3,3,g16) label_order(g16,2,3,3,3) 1
    d(3,3,g16) label_order(g16,3,3,2,3) -1
    d(3,5,g16) label_order(g16,3,4,3,5) 1
    d(3,5,g16) label_order(g16,3,5,4,5) -1
    d(3,5,g16) label_order(g16,4,5,3,5) 1
    d(4,5,g16) label_order(g16,4,5,4,6) -1
    d(4,5,g16) label_order(g16,4,6,4,5) 1
    d(4,5,g16) label_order(g16,3,5,4,5) 1
    d(4,5,g16) label_order(g16,4,5,3,5) -1
    d(4,6,g16) label_order(g16,4,5,4,6) 1
    d(4,6,g16) label_order(g16,4,6,4,5) -1
    d(4,6,g16) label_order(g16,4,6,5,6) -1
    d(4,6,g16) label_order(g16,5,6,4,6) 1
    d(5,6,g16) label_order(g16,4,6,5,6) 1
    d(5,6,g16) label_order(g16,5,6,4,6) -1
    d(3,5,g17) label_order(g17,3,6,3,5) 1
    d(3,7,g17) label_order(g17,3,6,3,7) 1
    d(2,1,g20) label_order(g20,2,1,2,2) -1
    d(2,1,g20) label_order(g20,2,2,2,1) 1
    d(2,1,g20) label_order(g20,3,1,2,1) 1
    d(2,2,g20) label_order(g20,2,1,2,2) 1
    d(2,2,g20) label_order(g20,2,2,2,1) -1
    d(2,2,g20) label_order(g20,2,2,2,3) -1
    d(2,2,g20) label_order(g20,2,3,2,2) 1
    d(2,2,g20) label_order(g20,3,2,2,2) 1
    d(2,3,g20) label_order(g20,2,2,2,3) 1
    d(2,3,g20) label_order(g20,2,3,2,2) -1
    d(5,0,g20) label_order(g20,5,0,5,1) -1
    d(5,0,g20) label_order(g20,5,1,5,0) 1
    d(5,1,g20) label_order(g20,5,0,5,1) 1
    d(5,1,g20) label_order(g20,5,1,5,0) -1
    d(5,1,g20) label_order(g20,5,1,5,2) -1
    d(5,1,g20) label_order(g20,5,2,5,1) 1
    d(5,1,g20) label_order(g20,4,1,5,1) 1
    d(5,2,g20) label_order(g20,5,1,5,2) 1
    d(5,2,g20) label_order(g20,5,2,5,1) -1
    d(5,2,g20) label_order(g20,4,2,5,2) 1
    d(4,3,g21) label_order(g21,4,4,4,3) 1
    d(4,5,g21) label_order(g21,4,4,4,5) 1
    d(3,7,g22) label_order(g22,4,7,3,7) 1
    d(5,8,g22) label_order(g22,4,8,5,8) 1
    d(3,10,g28) label_order(g28,3,10,4,10) -1
    d(3,10,g28) label_order(g28,4,10,3,10) 1
    d(4,10,g28) label_order(g28,3,10,4,10) 1
    d(4,10,g28) label_order(g28,4,10,3,10) -1
    d(4,10,g28) label_order(g28,5,10,4,10) 1
    d(6,10,g28) label_order(g28,5,10,6,10) 1
    d(6,10,g28) label_order(g28,6,10,7,10) -1
    d(6,10,g28) label_order(g28,7,10,6,10) 1
    d(7,10,g28) label_order(g28,6,10,7,10) 1
    d(7,10,g28) label_order(g28,7,10,6,10) -1
    d(5,0,g30) label_order(g30,5,0,5,1) -1
    d(5,0,g30) label_order(g30,5,1,5,0) 1
    d(5,0,g30) label_order(g30,5,0,6,0) -1
    d(5,0,g30) label_order(g30,6,0,5,0) 1
    d(5,1,g30) label_order(g30,5,0,5,1) 1
    d(5,1,g30) label_order(g30,5,1,5,0) -1
    d(5,1,g30) label_order(g30,5,1,5,2) -1
    d(5,1,g30) label_order(g30,5,2,5,1) 1
    d(5,1,g30) label_order(g30,6,1,5,1) 1
    d(5,2,g30) label_order(g30,5,1,5,2) 1
    d(5,2,g30) label_order(g30,5,2,5,1) -1
    d(5,2,g30) label_order(g30,5,2,6,2) -1
    d(5,2,g30) label_order(g30,6,2,5,2) 1
    d(6,0,g30) label_order(g30,6,1,6,0) 1
    d(6,0,g30) label_order(g30,5,0,6,0) 1
    d(6,0,g30) label_order(g30,6,0,5,0) -1
    d(6,0,g30) label_order(g30,6,0,7,0) -1
    d(6,0,g30) label_order(g30,7,0,6,0) 1
    d(6,2,g30) label_order(g30,6,1,6,2) 1
    d(6,2,g30) label_order(g30,5,2,6,2) 1
    d(6,2,g30) label_order(g30,6,2,5,2) -1
    d(6,2,g30) label_order(g30,6,2,7,2) -1
    d(6,2,g30) label_order(g30,7,2,6,2) 1
    d(7,0,g30) label_order(g30,7,0,7,1) -1
    d(7,0,g30) label_order(g30,7,1,7,0) 1
    d(7,0,g30) label_order(g30,6,0,7,0) 1
    d(7,0,g30) label_order(g30,7,0,6,0) -1
    d(7,1,g30) label_order(g30,7,0,7,1) 1
    d(7,1,g30) label_order(g30,7,1,7,0) -1
    d(7,1,g30) label_order(g30,7,1,7,2) -1
    d(7,1,g30) label_order(g30,7,2,7,1) 1
    d(7,1,g30) label_order(g30,6,1,7,1) 1
    d(7,2,g30) label_order(g30,7,1,7,2) 1
    d(7,2,g30) label_order(g30,7,2,7,1) -1
    d(7,2,g30) label_order(g30,6,2,7,2) 1
    d(7,2,g30) label_order(g30,7,2,6,2) -1
    d(5,0,g31) label_order(g31,5,0,5,1) -1
    d(5,0,g31) label_order(g31,5,1,5,0) 1
    d(5,1,g31) label_order(g31,5,0,5,1) 1
    d(5,1,g31) label_order(g31,5,1,5,0) -1
    d(5,1,g31) label_order(g31,5,1,5,2) -1
    d(5,1,g31) label_order(g31,5,2,5,1) 1
    d(5,2,g31) label_order(g31,5,1,5,2) 1
    d(5,2,g31) label_order(g31,5,2,5,1) -1
    d(5,2,g31) label_order(g31,5,2,6,2) -1
    d(5,2,g31) label_order(g31,6,2,5,2) 1
    d(6,2,g31) label_order(g31,6,3,6,2) 1
    d(6,2,g31) label_order(g31,5,2,6,2) 1
    d(6,2,g31) label_order(g31,6,2,5,2) -1
    d(6,5,g31) label_order(g31,6,4,6,5) 1
    d(6,5,g31) label_order(g31,6,5,7,5) -1
    d(6,5,g31) label_order(g31,7,5,6,5) 1
    d(7,5,g31) label_order(g31,7,5,7,6) -1
    d(7,5,g31) label_order(g31,7,6,7,5) 1
    d(7,5,g31) label_order(g31,6,5,7,5) 1
    d(7,5,g31) label_order(g31,7,5,6,5) -1
    d(7,6,g31) label_order(g31,7,5,7,6) 1
    d(7,6,g31) label_order(g31,7,6,7,5) -1
    d(7,6,g31) label_order(g31,7,6,7,7) -1
    d(7,6,g31) label_order(g31,7,7,7,6) 1
    d(7,7,g31) label_order(g31,7,6,7,7) 1
    d(7,7,g31) label_order(g31,7,7,7,6) -1
    d(4,6,g32) label_order(g32,4,6,5,6) -1
    d(4,6,g32) label_order(g32,5,6,4,6) 1
    d(5,6,g32) label_order(g32,5,6,5,7) -1
    d(5,6,g32) label_order(g32,5,7,5,6) 1
    d(5,6,g32) label_order(g32,4,6,5,6) 1
    d(5,6,g32) label_order(g32,5,6,4,6) -1
    d(5,6,g32) label_order(g32,6,6,5,6) 1
    d(5,7,g32) label_order(g32,5,6,5,7) 1
    d(5,7,g32) label_order(g32,5,7,5,6) -1
    d(5,7,g32) label_order(g32,5,7,5,8) -1
    d(5,7,g32) label_order(g32,5,8,5,7) 1
    d(5,7,g32) label_order(g32,6,7,5,7) 1
    d(5,8,g32) label_order(g32,5,7,5,8) 1
    d(5,8,g32) label_order(g32,5,8,5,7) -1
    d(5,8,g32) label_order(g32,5,8,6,8) -1
    d(5,8,g32) label_order(g32,6,8,5,8) 1
    d(6,5,g32) label_order(g32,6,6,6,5) 1
    d(6,5,g32) label_order(g32,6,5,7,5) -1
    d(6,5,g32) label_order(g32,7,5,6,5) 1
    d(6,8,g32) label_order(g32,6,7,6,8) 1
    d(6,8,g32) label_order(g32,5,8,6,8) 1
    d(6,8,g32) label_order(g32,6,8,5,8) -1
    d(7,5,g32) label_order(g32,7,5,7,6) -1
    d(7,5,g32) label_order(g32,7,6,7,5) 1
    d(7,5,g32) label_order(g32,6,5,7,5) 1
    d(7,5,g32) label_order(g32,7,5,6,5) -1
    d(7,6,g32) label_order(g32,7,5,7,6) 1
    d(7,6,g32) label_order(g32,7,6,7,5) -1
    d(7,6,g32) label_order(g32,7,6,7,7) -1
    d(7,6,g32) label_order(g32,7,7,7,6) 1
    d(7,6,g32) label_order(g32,6,6,7,6) 1
    d(7,7,g32) label_order(g32,7,6,7,7) 1
    d(7,7,g32) label_order(g32,7,7,7,6) -1
    d(7,7,g32) label_order(g32,6,7,7,7) 1
    d(7,7,g32) label_order(g32,7,7,8,7) -1
    d(7,7,g32) label_order(g32,8,7,7,7) 1
    d(8,7,g32) label_order(g32,7,7,8,7) 1
    d(8,7,g32) label_order(g32,8,7,7,7) -1
    d(5,8,g33) label_order(g33,5,8,6,8) -1
    d(5,8,g33) label_order(g33,6,8,5,8) 1
    d(6,8,g33) label_order(g33,6,9,6,8) 1
    d(6,8,g33) label_order(g33,5,8,6,8) 1
    d(6,8,g33) label_order(g33,6,8,5,8) -1
    d(6,10,g33) label_order(g33,6,9,6,10) 1
    d(6,10,g33) label_order(g33,6,10,7,10) -1
    d(6,10,g33) label_order(g33,7,10,6,10) 1
    d(7,10,g33) label_order(g33,6,10,7,10) 1
    d(7,10,g33) label_order(g33,7,10,6,10) -1
    d(5,1,g35) label_order(g35,5,1,5,2) -1
    d(5,1,g35) label_order(g35,5,2,5,1) 1
    d(5,2,g35) label_order(g35,5,1,5,2) 1
    d(5,2,g35) label_order(g35,5,2,5,1) -1
    d(5,2,g35) label_order(g35,5,2,6,2) -1
    d(5,2,g35) label_order(g35,6,2,5,2) 1
    d(6,2,g35) label_order(g35,5,2,6,2) 1
    d(6,2,g35) label_order(g35,6,2,5,2) -1
    d(6,2,g35) label_order(g35,6,2,7,2) -1
    d(6,2,g35) label_order(g35,7,2,6,2) 1
    d(6,5,g35) label_order(g35,6,5,7,5) -1
    d(6,5,g35) label_order(g35,7,5,6,5) 1
    d(7,1,g35) label_order(g35,7,1,7,2) -1
    d(7,1,g35) label_order(g35,7,2,7,1) 1
    d(7,2,g35) label_order(g35,7,1,7,2) 1
    d(7,2,g35) label_order(g35,7,2,7,1) -1
    d(7,2,g35) label_order(g35,7,2,7,3) -1
    d(7,2,g35) label_order(g35,7,3,7,2) 1
    d(7,2,g35) label_order(g35,6,2,7,2) 1
    d(7,2,g35) label_order(g35,7,2,6,2) -1
    d(7,3,g35) label_order(g35,7,2,7,3) 1
    d(7,3,g35) label_order(g35,7,3,7,2) -1
    d(7,3,g35) label_order(g35,7,4,7,3) 1
    d(7,3,g35) label_order(g35,7,3,8,3) -1
    d(7,3,g35) label_order(g35,8,3,7,3) 1
    d(7,5,g35) label_order(g35,7,4,7,5) 1
    d(7,5,g35) label_order(g35,7,5,7,6) -1
    d(7,5,g35) label_order(g35,7,6,7,5) 1
    d(7,5,g35) label_order(g35,6,5,7,5) 1
    d(7,5,g35) label_order(g35,7,5,6,5) -1
    d(7,6,g35) label_order(g35,7,5,7,6) 1
    d(7,6,g35) label_order(g35,7,6,7,5) -1
    d(7,6,g35) label_order(g35,7,6,7,7) -1
    d(7,6,g35) label_order(g35,7,7,7,6) 1
    d(7,6,g35) label_order(g35,7,6,8,6) -1
    d(7,6,g35) label_order(g35,8,6,7,6) 1
    d(7,7,g35) label_order(g35,7,6,7,7) 1
    d(7,7,g35) label_order(g35,7,7,7,6) -1
    d(8,3,g35) label_order(g35,7,3,8,3) 1
    d(8,3,g35) label_order(g35,8,3,7,3) -1
    d(8,6,g35) label_order(g35,7,6,8,6) 1
    d(8,6,g35) label_order(g35,8,6,7,6) -1
    d(8,6,g35) label_order(g35,8,6,9,6) -1
    d(8,6,g35) label_order(g35,9,6,8,6) 1
    d(9,6,g35) label_order(g35,9,6,9,7) -1
    d(9,6,g35) label_order(g35,9,7,9,6) 1
    d(9,6,g35) label_order(g35,8,6,9,6) 1
    d(9,6,g35) label_order(g35,9,6,8,6) -1
    d(9,7,g35) label_order(g35,9,6,9,7) 1
    d(9,7,g35) label_order(g35,9,7,9,6) -1
    d(6,10,g36) label_order(g36,6,10,7,10) -1
    d(6,10,g36) label_order(g36,7,10,6,10) 1
    d(7,7,g36) label_order(g36,7,8,7,7) 1
    d(7,7,g36) label_order(g36,7,7,8,7) -1
    d(7,7,g36) label_order(g36,8,7,7,7) 1
    d(7,10,g36) label_order(g36,7,9,7,10) 1
    d(7,10,g36) label_order(g36,6,10,7,10) 1
    d(7,10,g36) label_order(g36,7,10,6,10) -1
    d(8,7,g36) label_order(g36,7,7,8,7) 1
    d(8,7,g36) label_order(g36,8,7,7,7) -1
    d(5,0,g37) label_order(g37,5,0,6,0) -1
    d(5,0,g37) label_order(g37,6,0,5,0) 1
    d(6,0,g37) label_order(g37,5,0,6,0) 1
    d(6,0,g37) label_order(g37,6,0,5,0) -1
    d(6,0,g37) label_order(g37,6,0,7,0) -1
    d(6,0,g37) label_order(g37,7,0,6,0) 1
    d(7,0,g37) label_order(g37,6,0,7,0) 1
    d(7,0,g37) label_order(g37,7,0,6,0) -1
    d(7,0,g37) label_order(g37,7,0,8,0) -1
    d(7,0,g37) label_order(g37,8,0,7,0) 1
    d(7,3,g37) label_order(g37,7,3,8,3) -1
    d(7,3,g37) label_order(g37,8,3,7,3) 1
    d(8,0,g37) label_order(g37,8,1,8,0) 1
    d(8,0,g37) label_order(g37,7,0,8,0) 1
    d(8,0,g37) label_order(g37,8,0,7,0) -1
    d(8,0,g37) label_order(g37,8,0,9,0) -1
    d(8,0,g37) label_order(g37,9,0,8,0) 1
    d(8,3,g37) label_order(g37,8,2,8,3) 1
    d(8,3,g37) label_order(g37,7,3,8,3) 1
    d(8,3,g37) label_order(g37,8,3,7,3) -1
    d(8,3,g37) label_order(g37,8,3,9,3) -1
    d(8,3,g37) label_order(g37,9,3,8,3) 1
    d(9,0,g37) label_order(g37,8,0,9,0) 1
    d(9,0,g37) label_order(g37,9,0,8,0) -1
    d(9,3,g37) label_order(g37,8,3,9,3) 1
    d(9,3,g37) label_order(g37,9,3,8,3) -1
    d(9,3,g37) label_order(g37,9,3,10,3) -1
    d(9,3,g37) label_order(g37,10,3,9,3) 1
    d(10,3,g37) label_order(g37,9,3,10,3) 1
    d(10,3,g37) label_order(g37,10,3,9,3) -1
    d(10,3,g37) label_order(g37,10,3,11,3) -1
    d(10,3,g37) label_order(g37,11,3,10,3) 1
    d(11,3,g37) label_order(g37,10,3,11,3) 1
    d(11,3,g37) label_order(g37,11,3,10,3) -1
    d(7,2,g38) label_order(g38,7,2,7,3) -1
    d(7,2,g38) label_order(g38,7,3,7,2) 1
    d(7,3,g38) label_order(g38,7,2,7,3) 1
    d(7,3,g38) label_order(g38,7,3,7,2) -1
    d(7,3,g38) label_order(g38,7,3,8,3) -1
    d(7,3,g38) label_order(g38,8,3,7,3) 1
    d(7,5,g38) label_order(g38,7,5,7,6) -1
    d(7,5,g38) label_order(g38,7,6,7,5) 1
    d(7,5,g38) label_order(g38,8,5,7,5) 1
    d(7,6,g38) label_order(g38,7,5,7,6) 1
    d(7,6,g38) label_order(g38,7,6,7,5) -1
    d(7,6,g38) label_order(g38,7,6,8,6) -1
    d(7,6,g38) label_order(g38,8,6,7,6) 1
    d(8,3,g38) label_order(g38,8,4,8,3) 1
    d(8,3,g38) label_order(g38,7,3,8,3) 1
    d(8,3,g38) label_order(g38,8,3,7,3) -1
    d(8,3,g38) label_order(g38,8,3,9,3) -1
    d(8,3,g38) label_order(g38,9,3,8,3) 1
    d(8,6,g38) label_order(g38,8,5,8,6) 1
    d(8,6,g38) label_order(g38,7,6,8,6) 1
    d(8,6,g38) label_order(g38,8,6,7,6) -1
    d(8,6,g38) label_order(g38,8,6,9,6) -1
    d(8,6,g38) label_order(g38,9,6,8,6) 1
    d(9,3,g38) label_order(g38,9,3,9,4) -1
    d(9,3,g38) label_order(g38,9,4,9,3) 1
    d(9,3,g38) label_order(g38,8,3,9,3) 1
    d(9,3,g38) label_order(g38,9,3,8,3) -1
    d(9,4,g38) label_order(g38,9,3,9,4) 1
    d(9,4,g38) label_order(g38,9,4,9,3) -1
    d(9,4,g38) label_order(g38,8,4,9,4) 1
    d(9,6,g38) label_order(g38,9,6,9,7) -1
    d(9,6,g38) label_order(g38,9,7,9,6) 1
    d(9,6,g38) label_order(g38,8,6,9,6) 1
    d(9,6,g38) label_order(g38,9,6,8,6) -1
    d(9,7,g38) label_order(g38,9,6,9,7) 1
    d(9,7,g38) label_order(g38,9,7,9,6) -1
    d(6,10,g41) label_order(g41,6,10,7,10) -1
    d(6,10,g41) label_order(g41,7,10,6,10) 1
    d(7,10,g41) label_order(g41,6,10,7,10) 1
    d(7,10,g41) label_order(g41,7,10,6,10) -1
    d(7,10,g41) label_order(g41,8,10,7,10) 1
    d(10,9,g41) label_order(g41,9,9,10,9) 1
    d(10,9,g41) label_order(g41,10,9,11,9) -1
    d(10,9,g41) label_order(g41,11,9,10,9) 1
    d(11,9,g41) label_order(g41,10,9,11,9) 1
    d(11,9,g41) label_order(g41,11,9,10,9) -1
    d(7,0,g42) label_order(g42,7,0,8,0) -1
    d(7,0,g42) label_order(g42,8,0,7,0) 1
    d(8,0,g42) label_order(g42,7,0,8,0) 1
    d(8,0,g42) label_order(g42,8,0,7,0) -1
    d(8,0,g42) label_order(g42,8,0,9,0) -1
    d(8,0,g42) label_order(g42,9,0,8,0) 1
    d(8,3,g42) label_order(g42,8,3,9,3) -1
    d(8,3,g42) label_order(g42,9,3,8,3) 1
    d(9,0,g42) label_order(g42,9,1,9,0) 1
    d(9,0,g42) label_order(g42,8,0,9,0) 1
    d(9,0,g42) label_order(g42,9,0,8,0) -1
    d(9,0,g42) label_order(g42,9,0,10,0) -1
    d(9,0,g42) label_order(g42,10,0,9,0) 1
    d(9,3,g42) label_order(g42,9,2,9,3) 1
    d(9,3,g42) label_order(g42,8,3,9,3) 1
    d(9,3,g42) label_order(g42,9,3,8,3) -1
    d(9,3,g42) label_order(g42,9,3,10,3) -1
    d(9,3,g42) label_order(g42,10,3,9,3) 1
    d(10,0,g42) label_order(g42,9,0,10,0) 1
    d(10,0,g42) label_order(g42,10,0,9,0) -1
    d(10,3,g42) label_order(g42,9,3,10,3) 1
    d(10,3,g42) label_order(g42,10,3,9,3) -1
    d(10,3,g42) label_order(g42,10,3,11,3) -1
    d(10,3,g42) label_order(g42,11,3,10,3) 1
    d(11,3,g42) label_order(g42,10,3,11,3) 1
    d(11,3,g42) label_order(g42,11,3,10,3) -1
    d(7,6,g43) label_order(g43,7,6,7,7) -1
    d(7,6,g43) label_order(g43,7,7,7,6) 1
    d(7,7,g43) label_order(g43,7,6,7,7) 1
    d(7,7,g43) label_order(g43,7,7,7,6) -1
    d(7,7,g43) label_order(g43,7,7,8,7) -1
    d(7,7,g43) label_order(g43,8,7,7,7) 1
    d(8,7,g43) label_order(g43,7,7,8,7) 1
    d(8,7,g43) label_order(g43,8,7,7,7) -1
    d(8,7,g43) label_order(g43,8,7,9,7) -1
    d(8,7,g43) label_order(g43,9,7,8,7) 1
    d(9,3,g43) label_order(g43,9,3,9,4) -1
    d(9,3,g43) label_order(g43,9,4,9,3) 1
    d(9,3,g43) label_order(g43,9,3,10,3) -1
    d(9,3,g43) label_order(g43,10,3,9,3) 1
    d(9,4,g43) label_order(g43,9,3,9,4) 1
    d(9,4,g43) label_order(g43,9,4,9,3) -1
    d(9,4,g43) label_order(g43,9,5,9,4) 1
    d(9,6,g43) label_order(g43,9,5,9,6) 1
    d(9,6,g43) label_order(g43,9,6,9,7) -1
    d(9,6,g43) label_order(g43,9,7,9,6) 1
    d(9,7,g43) label_order(g43,9,6,9,7) 1
    d(9,7,g43) label_order(g43,9,7,9,6) -1
    d(9,7,g43) label_order(g43,8,7,9,7) 1
    d(9,7,g43) label_order(g43,9,7,8,7) -1
    d(10,3,g43) label_order(g43,9,3,10,3) 1
    d(10,3,g43) label_order(g43,10,3,9,3) -1
    d(10,3,g43) label_order(g43,10,3,11,3) -1
    d(10,3,g43) label_order(g43,11,3,10,3) 1
    d(11,3,g43) label_order(g43,11,3,11,4) -1
    d(11,3,g43) label_order(g43,11,4,11,3) 1
    d(11,3,g43) label_order(g43,10,3,11,3) 1
    d(11,3,g43) label_order(g43,11,3,10,3) -1
    d(11,4,g43) label_order(g43,11,3,11,4) 1
    d(11,4,g43) label_order(g43,11,4,11,3) -1
    d(8,6,g45) label_order(g45,8,6,8,7) -1
    d(8,6,g45) label_order(g45,8,7,8,6) 1
    d(8,6,g45) label_order(g45,8,6,9,6) -1
    d(8,6,g45) label_order(g45,9,6,8,6) 1
    d(8,7,g45) label_order(g45,8,6,8,7) 1
    d(8,7,g45) label_order(g45,8,7,8,6) -1
    d(8,7,g45) label_order(g45,8,7,9,7) -1
    d(8,7,g45) label_order(g45,9,7,8,7) 1
    d(9,6,g45) label_order(g45,9,6,9,7) -1
    d(9,6,g45) label_order(g45,9,7,9,6) 1
    d(9,6,g45) label_order(g45,8,6,9,6) 1
    d(9,6,g45) label_order(g45,9,6,8,6) -1
    d(9,7,g45) label_order(g45,9,6,9,7) 1
    d(9,7,g45) label_order(g45,9,7,9,6) -1
    d(9,7,g45) label_order(g45,9,8,9,7) 1
    d(9,7,g45) label_order(g45,8,7,9,7) 1
    d(9,7,g45) label_order(g45,9,7,8,7) -1
    d(10,9,g45) label_order(g45,10,8,10,9) 1
    d(10,9,g45) label_order(g45,10,9,10,10) -1
    d(10,9,g45) label_order(g45,10,10,10,9) 1
    d(10,9,g45) label_order(g45,10,9,11,9) -1
    d(10,9,g45) label_order(g45,11,9,10,9) 1
    d(10,10,g45) label_order(g45,10,9,10,10) 1
    d(10,10,g45) label_order(g45,10,10,10,9) -1
    d(10,10,g45) label_order(g45,10,10,11,10) -1
    d(10,10,g45) label_order(g45,11,10,10,10) 1
    d(11,9,g45) label_order(g45,11,9,11,10) -1
    d(11,9,g45) label_order(g45,11,10,11,9) 1
    d(11,9,g45) label_order(g45,10,9,11,9) 1
    d(11,9,g45) label_order(g45,11,9,10,9) -1
    d(11,10,g45) label_order(g45,11,9,11,10) 1
    d(11,10,g45) label_order(g45,11,10,11,9) -1
    d(11,10,g45) label_order(g45,10,10,11,10) 1
    d(11,10,g45) label_order(g45,11,10,10,10) -1
    d(9,6,g46) label_order(g46,9,6,10,6) -1
    d(9,6,g46) label_order(g46,10,6,9,6) 1
    d(10,3,g46) label_order(g46,10,4,10,3) 1
    d(10,3,g46) label_order(g46,10,3,11,3) -1
    d(10,3,g46) label_order(g46,11,3,10,3) 1
    d(10,6,g46) label_order(g46,10,5,10,6) 1
    d(10,6,g46) label_order(g46,9,6,10,6) 1
    d(10,6,g46) label_order(g46,10,6,9,6) -1
    d(11,3,g46) label_order(g46,10,3,11,3) 1
    d(11,3,g46) label_order(g46,11,3,10,3) -1
    d(9,7,g47) label_order(g47,10,7,9,7) 1
    d(11,7,g47) label_order(g47,10,7,11,7) 1
    d(10,0,g49) label_order(g49,10,0,10,1) -1
    d(10,0,g49) label_order(g49,10,1,10,0) 1
    d(10,1,g49) label_order(g49,10,0,10,1) 1
    d(10,1,g49) label_order(g49,10,1,10,0) -1
    d(10,1,g49) label_order(g49,10,2,10,1) 1
    d(11,3,g49) label_order(g49,11,2,11,3) 1
    d(11,3,g49) label_order(g49,11,3,11,4) -1
    d(11,3,g49) label_order(g49,11,4,11,3) 1
    d(11,4,g49) label_order(g49,11,3,11,4) 1
    d(11,4,g49) label_order(g49,11,4,11,3) -1
    d(11,4,g51) label_order(g51,11,5,11,4) 1
    d(11,7,g51) label_order(g51,11,6,11,7) 1
    d(11,7,g52) label_order(g52,11,8,11,7) 1
    d(11,9,g52) label_order(g52,11,8,11,9) 1
    p(g2,0,8,0,7) label_pred(g2,0,7) 1
    p(g2,0,8,0,7) label_order(g2,0,8,0,7) -2
    p(g2,0,9,0,10) label_pred(g2,0,10) 1
    p(g2,0,9,0,10) label_order(g2,0,9,0,10) -2
    p(g4,0,6,0,7) label_pred(g4,0,7) 1
    p(g4,0,6,0,7) label_order(g4,0,6,0,7) -2
    p(g4,1,5,1,4) label_pred(g4,1,4) 1
    p(g4,1,5,1,4) label_order(g4,1,5,1,4) -2
    p(g6,0,2,0,3) label_pred(g6,0,3) 1
    p(g6,0,2,0,3) label_tail(g6,0,2,0,3) 1
    p(g6,0,2,0,3) label_order(g6,0,2,0,3) -5
    p(g6,0,3,0,2) label_pred(g6,0,2) 1
    p(g6,0,3,0,2) label_tail(g6,0,3,0,2) 1
    p(g6,0,3,0,2) label_order(g6,0,3,0,2) -5
    p(g6,0,3,0,4) label_pred(g6,0,4) 1
    p(g6,0,3,0,4) label_tail(g6,0,3,0,4) 1
    p(g6,0,3,0,4) label_order(g6,0,3,0,4) -5
    p(g6,0,4,0,3) label_pred(g6,0,3) 1
    p(g6,0,4,0,3) label_tail(g6,0,4,0,3) 1
    p(g6,0,4,0,3) label_order(g6,0,4,0,3) -5
    p(g6,1,3,1,2) label_pred(g6,1,2) 1
    p(g6,1,3,1,2) label_order(g6,1,3,1,2) -5
    p(g6,1,3,1,4) label_pred(g6,1,4) 1
    p(g6,1,3,1,4) label_order(g6,1,3,1,4) -5
    p(g6,2,2,2,3) label_pred(g6,2,3) 1
    p(g6,2,2,2,3) label_tail(g6,2,2,2,3) 1
    p(g6,2,2,2,3) label_order(g6,2,2,2,3) -5
    p(g6,2,3,2,2) label_pred(g6,2,2) 1
    p(g6,2,3,2,2) label_tail(g6,2,3,2,2) 1
    p(g6,2,3,2,2) label_order(g6,2,3,2,2) -5
    p(g6,2,3,2,4) label_pred(g6,2,4) 1
    p(g6,2,3,2,4) label_tail(g6,2,3,2,4) 1
    p(g6,2,3,2,4) label_order(g6,2,3,2,4) -5
    p(g6,2,4,2,3) label_pred(g6,2,3) 1
    p(g6,2,4,2,3) label_tail(g6,2,4,2,3) 1
    p(g6,2,4,2,3) label_order(g6,2,4,2,3) -5
    p(g6,0,2,1,2) label_pred(g6,1,2) 1
    p(g6,0,2,1,2) label_tail(g6,0,2,1,2) 1
    p(g6,0,2,1,2) label_order(g6,0,2,1,2) -5
    p(g6,1,2,0,2) label_pred(g6,0,2) 1
    p(g6,1,2,0,2) label_tail(g6,1,2,0,2) 1
    p(g6,1,2,0,2) label_order(g6,1,2,0,2) -5
    p(g6,1,3,0,3) label_pred(g6,0,3) 1
    p(g6,1,3,0,3) label_order(g6,1,3,0,3) -5
    p(g6,0,4,1,4) label_pred(g6,1,4) 1
    p(g6,0,4,1,4) label_tail(g6,0,4,1,4) 1
    p(g6,0,4,1,4) label_order(g6,0,4,1,4) -5
    p(g6,1,4,0,4) label_pred(g6,0,4) 1
    p(g6,1,4,0,4) label_tail(g6,1,4,0,4) 1
    p(g6,1,4,0,4) label_order(g6,1,4,0,4) -5
    p(g6,1,2,2,2) label_pred(g6,2,2) 1
    p(g6,1,2,2,2) label_tail(g6,1,2,2,2) 1
    p(g6,1,2,2,2) label_order(g6,1,2,2,2) -5
    p(g6,2,2,1,2) label_pred(g6,1,2) 1
    p(g6,2,2,1,2) label_tail(g6,2,2,1,2) 1
    p(g6,2,2,1,2) label_order(g6,2,2,1,2) -5
    p(g6,1,3,2,3) label_pred(g6,2,3) 1
    p(g6,1,3,2,3) label_order(g6,1,3,2,3) -5
    p(g6,1,4,2,4) label_pred(g6,2,4) 1
    p(g6,1,4,2,4) label_tail(g6,1,4,2,4) 1
    p(g6,1,4,2,4) label_order(g6,1,4,2,4) -5
    p(g6,2,4,1,4) label_pred(g6,1,4) 1
    p(g6,2,4,1,4) label_tail(g6,2,4,1,4) 1
    p(g6,2,4,1,4) label_order(g6,2,4,1,4) -5
    p(g8,1,10,0,10) label_pred(g8,0,10) 1
    p(g8,1,10,0,10) label_order(g8,1,10,0,10) -2
    p(g8,1,10,2,10) label_pred(g8,2,10) 1
    p(g8,1,10,2,10) label_order(g8,1,10,2,10) -2
    p(g9,1,9,1,8) label_pred(g9,1,8) 1
    p(g9,1,9,1,8) label_order(g9,1,9,1,8) -2
    p(g9,2,9,2,10) label_pred(g9,2,10) 1
    p(g9,2,9,2,10) label_order(g9,2,9,2,10) -2
    p(g14,2,11,1,11) label_pred(g14,1,11) 1
    p(g14,2,11,1,11) label_order(g14,2,11,1,11) -2
    p(g14,2,11,3,11) label_pred(g14,3,11) 1
    p(g14,2,11,3,11) label_order(g14,2,11,3,11) -2
    p(g16,2,2,2,3) label_pred(g16,2,3) 1
    p(g16,2,2,2,3) label_tail(g16,2,2,2,3) 1
    p(g16,2,2,2,3) label_order(g16,2,2,2,3) -5
    p(g16,2,3,2,2) label_pred(g16,2,2) 1
    p(g16,2,3,2,2) label_tail(g16,2,3,2,2) 1
    p(g16,2,3,2,2) label_order(g16,2,3,2,2) -5
    p(g16,3,4,3,3) label_pred(g16,3,3) 1
    p(g16,3,4,3,3) label_order(g16,3,4,3,3) -5
    p(g16,3,4,3,5) label_pred(g16,3,5) 1
    p(g16,3,4,3,5) label_order(g16,3,4,3,5) -5
    p(g16,4,5,4,6) label_pred(g16,4,6) 1
    p(g16,4,5,4,6) label_tail(g16,4,5,4,6) 1
    p(g16,4,5,4,6) label_order(g16,4,5,4,6) -5
    p(g16,4,6,4,5) label_pred(g16,4,5) 1
    p(g16,4,6,4,5) label_tail(g16,4,6,4,5) 1
    p(g16,4,6,4,5) label_order(g16,4,6,4,5) -5
    p(g16,1,2,2,2) label_pred(g16,2,2) 1
    p(g16,1,2,2,2) label_tail(g16,1,2,2,2) 1
    p(g16,1,2,2,2) label_order(g16,1,2,2,2) -5
    p(g16,2,2,1,2) label_pred(g16,1,2) 1
    p(g16,2,2,1,2) label_tail(g16,2,2,1,2) 1
    p(g16,2,2,1,2) label_order(g16,2,2,1,2) -5
    p(g16,2,3,3,3) label_pred(g16,3,3) 1
    p(g16,2,3,3,3) label_tail(g16,2,3,3,3) 1
    p(g16,2,3,3,3) label_order(g16,2,3,3,3) -5
    p(g16,3,3,2,3) label_pred(g16,2,3) 1
    p(g16,3,3,2,3) label_tail(g16,3,3,2,3) 1
    p(g16,3,3,2,3) label_order(g16,3,3,2,3) -5
    p(g16,3,5,4,5) label_pred(g16,4,5) 1
    p(g16,3,5,4,5) label_tail(g16,3,5,4,5) 1
    p(g16,3,5,4,5) label_order(g16,3,5,4,5) -5
    p(g16,4,5,3,5) label_pred(g16,3,5) 1
    p(g16,4,5,3,5) label_tail(g16,4,5,3,5) 1
    p(g16,4,5,3,5) label_order(g16,4,5,3,5) -5
    p(g16,4,6,5,6) label_pred(g16,5,6) 1
    p(g16,4,6,5,6) label_tail(g16,4,6,5,6) 1
    p(g16,4,6,5,6) label_order(g16,4,6,5,6) -5
    p(g16,5,6,4,6) label_pred(g16,4,6) 1
    p(g16,5,6,4,6) label_tail(g16,5,6,4,6) 1
    p(g16,5,6,4,6) label_order(g16,5,6,4,6) -5
    p(g17,3,6,3,5) label_pred(g17,3,5) 1
    p(g17,3,6,3,5) label_order(g17,3,6,3,5) -2
    p(g17,3,6,3,7) label_pred(g17,3,7) 1
    p(g17,3,6,3,7) label_order(g17,3,6,3,7) -2
    p(g20,2,1,2,2) label_pred(g20,2,2) 1
    p(g20,2,1,2,2) label_tail(g20,2,1,2,2) 1
    p(g20,2,1,2,2) label_order(g20,2,1,2,2) -4
    p(g20,2,2,2,1) label_pred(g20,2,1) 1
    p(g20,2,2,2,1) label_tail(g20,2,2,2,1) 1
    p(g20,2,2,2,1) label_order(g20,2,2,2,1) -4
    p(g20,2,2,2,3) label_pred(g20,2,3) 1
    p(g20,2,2,2,3) label_tail(g20,2,2,2,3) 1
    p(g20,2,2,2,3) label_order(g20,2,2,2,3) -4
    p(g20,2,3,2,2) label_pred(g20,2,2) 1
    p(g20,2,3,2,2) label_tail(g20,2,3,2,2) 1
    p(g20,2,3,2,2) label_order(g20,2,3,2,2) -4
    p(g20,5,0,5,1) label_pred(g20,5,1) 1
    p(g20,5,0,5,1) label_tail(g20,5,0,5,1) 1
    p(g20,5,0,5,1) label_order(g20,5,0,5,1) -4
    p(g20,5,1,5,0) label_pred(g20,5,0) 1
    p(g20,5,1,5,0) label_tail(g20,5,1,5,0) 1
    p(g20,5,1,5,0) label_order(g20,5,1,5,0) -4
    p(g20,5,1,5,2) label_pred(g20,5,2) 1
    p(g20,5,1,5,2) label_tail(g20,5,1,5,2) 1
    p(g20,5,1,5,2) label_order(g20,5,1,5,2) -4
    p(g20,5,2,5,1) label_pred(g20,5,1) 1
    p(g20,5,2,5,1) label_tail(g20,5,2,5,1) 1
    p(g20,5,2,5,1) label_order(g20,5,2,5,1) -4
    p(g20,3,1,2,1) label_pred(g20,2,1) 1
    p(g20,3,1,2,1) label_order(g20,3,1,2,1) -4
    p(g20,3,2,2,2) label_pred(g20,2,2) 1
    p(g20,3,2,2,2) label_order(g20,3,2,2,2) -4
    p(g20,4,1,5,1) label_pred(g20,5,1) 1
    p(g20,4,1,5,1) label_order(g20,4,1,5,1) -4
    p(g20,4,2,5,2) label_pred(g20,5,2) 1
    p(g20,4,2,5,2) label_order(g20,4,2,5,2) -4
    p(g21,4,4,4,3) label_pred(g21,4,3) 1
    p(g21,4,4,4,3) label_order(g21,4,4,4,3) -2
    p(g21,4,4,4,5) label_pred(g21,4,5) 1
    p(g21,4,4,4,5) label_order(g21,4,4,4,5) -2
    p(g22,4,7,3,7) label_pred(g22,3,7) 1
    p(g22,4,7,3,7) label_order(g22,4,7,3,7) -2
    p(g22,4,8,5,8) label_pred(g22,5,8) 1
    p(g22,4,8,5,8) label_order(g22,4,8,5,8) -2
    p(g28,3,10,4,10) label_pred(g28,4,10) 1
    p(g28,3,10,4,10) label_tail(g28,3,10,4,10) 1
    p(g28,3,10,4,10) label_order(g28,3,10,4,10) -3
    p(g28,4,10,3,10) label_pred(g28,3,10) 1
    p(g28,4,10,3,10) label_tail(g28,4,10,3,10) 1
    p(g28,4,10,3,10) label_order(g28,4,10,3,10) -3
    p(g28,5,10,4,10) label_pred(g28,4,10) 1
    p(g28,5,10,4,10) label_order(g28,5,10,4,10) -3
    p(g28,5,10,6,10) label_pred(g28,6,10) 1
    p(g28,5,10,6,10) label_order(g28,5,10,6,10) -3
    p(g28,6,10,7,10) label_pred(g28,7,10) 1
    p(g28,6,10,7,10) label_tail(g28,6,10,7,10) 1
    p(g28,6,10,7,10) label_order(g28,6,10,7,10) -3
    p(g28,7,10,6,10) label_pred(g28,6,10) 1
    p(g28,7,10,6,10) label_tail(g28,7,10,6,10) 1
    p(g28,7,10,6,10) label_order(g28,7,10,6,10) -3
    p(g30,5,0,5,1) label_pred(g30,5,1) 1
    p(g30,5,0,5,1) label_tail(g30,5,0,5,1) 1
    p(g30,5,0,5,1) label_order(g30,5,0,5,1) -5
    p(g30,5,1,5,0) label_pred(g30,5,0) 1
    p(g30,5,1,5,0) label_tail(g30,5,1,5,0) 1
    p(g30,5,1,5,0) label_order(g30,5,1,5,0) -5
    p(g30,5,1,5,2) label_pred(g30,5,2) 1
    p(g30,5,1,5,2) label_tail(g30,5,1,5,2) 1
    p(g30,5,1,5,2) label_order(g30,5,1,5,2) -5
    p(g30,5,2,5,1) label_pred(g30,5,1) 1
    p(g30,5,2,5,1) label_tail(g30,5,2,5,1) 1
    p(g30,5,2,5,1) label_order(g30,5,2,5,1) -5
    p(g30,6,1,6,0) label_pred(g30,6,0) 1
    p(g30,6,1,6,0) label_order(g30,6,1,6,0) -5
    p(g30,6,1,6,2) label_pred(g30,6,2) 1
    p(g30,6,1,6,2) label_order(g30,6,1,6,2) -5
    p(g30,7,0,7,1) label_pred(g30,7,1) 1
    p(g30,7,0,7,1) label_tail(g30,7,0,7,1) 1
    p(g30,7,0,7,1) label_order(g30,7,0,7,1) -5
    p(g30,7,1,7,0) label_pred(g30,7,0) 1
    p(g30,7,1,7,0) label_tail(g30,7,1,7,0) 1
    p(g30,7,1,7,0) label_order(g30,7,1,7,0) -5
    p(g30,7,1,7,2) label_pred(g30,7,2) 1
    p(g30,7,1,7,2) label_tail(g30,7,1,7,2) 1
    p(g30,7,1,7,2) label_order(g30,7,1,7,2) -5
    p(g30,7,2,7,1) label_pred(g30,7,1) 1
    p(g30,7,2,7,1) label_tail(g30,7,2,7,1) 1
    p(g30,7,2,7,1) label_order(g30,7,2,7,1) -5
    p(g30,5,0,6,0) label_pred(g30,6,0) 1
    p(g30,5,0,6,0) label_tail(g30,5,0,6,0) 1
    p(g30,5,0,6,0) label_order(g30,5,0,6,0) -5
    p(g30,6,0,5,0) label_pred(g30,5,0) 1
    p(g30,6,0,5,0) label_tail(g30,6,0,5,0) 1
    p(g30,6,0,5,0) label_order(g30,6,0,5,0) -5
    p(g30,6,1,5,1) label_pred(g30,5,1) 1
    p(g30,6,1,5,1) label_order(g30,6,1,5,1) -5
    p(g30,5,2,6,2) label_pred(g30,6,2) 1
    p(g30,5,2,6,2) label_tail(g30,5,2,6,2) 1
    p(g30,5,2,6,2) label_order(g30,5,2,6,2) -5
    p(g30,6,2,5,2) label_pred(g30,5,2) 1
    p(g30,6,2,5,2) label_tail(g30,6,2,5,2) 1
    p(g30,6,2,5,2) label_order(g30,6,2,5,2) -5
    p(g30,6,0,7,0) label_pred(g30,7,0) 1
    p(g30,6,0,7,0) label_tail(g30,6,0,7,0) 1
    p(g30,6,0,7,0) label_order(g30,6,0,7,0) -5
    p(g30,7,0,6,0) label_pred(g30,6,0) 1
    p(g30,7,0,6,0) label_tail(g30,7,0,6,0) 1
    p(g30,7,0,6,0) label_order(g30,7,0,6,0) -5
    p(g30,6,1,7,1) label_pred(g30,7,1) 1
    p(g30,6,1,7,1) label_order(g30,6,1,7,1) -5
    p(g30,6,2,7,2) label_pred(g30,7,2) 1
    p(g30,6,2,7,2) label_tail(g30,6,2,7,2) 1
    p(g30,6,2,7,2) label_order(g30,6,2,7,2) -5
    p(g30,7,2,6,2) label_pred(g30,6,2) 1
    p(g30,7,2,6,2) label_tail(g30,7,2,6,2) 1
    p(g30,7,2,6,2) label_order(g30,7,2,6,2) -5
    p(g31,5,0,5,1) label_pred(g31,5,1) 1
    p(g31,5,0,5,1) label_tail(g31,5,0,5,1) 1
    p(g31,5,0,5,1) label_order(g31,5,0,5,1) -5
    p(g31,5,1,5,0) label_pred(g31,5,0) 1
    p(g31,5,1,5,0) label_tail(g31,5,1,5,0) 1
    p(g31,5,1,5,0) label_order(g31,5,1,5,0) -5
    p(g31,5,1,5,2) label_pred(g31,5,2) 1
    p(g31,5,1,5,2) label_tail(g31,5,1,5,2) 1
    p(g31,5,1,5,2) label_order(g31,5,1,5,2) -5
    p(g31,5,2,5,1) label_pred(g31,5,1) 1
    p(g31,5,2,5,1) label_tail(g31,5,2,5,1) 1
    p(g31,5,2,5,1) label_order(g31,5,2,5,1) -5
    p(g31,6,3,6,2) label_pred(g31,6,2) 1
    p(g31,6,3,6,2) label_order(g31,6,3,6,2) -5
    p(g31,6,4,6,5) label_pred(g31,6,5) 1
    p(g31,6,4,6,5) label_order(g31,6,4,6,5) -5
    p(g31,7,5,7,6) label_pred(g31,7,6) 1
    p(g31,7,5,7,6) label_tail(g31,7,5,7,6) 1
    p(g31,7,5,7,6) label_order(g31,7,5,7,6) -5
    p(g31,7,6,7,5) label_pred(g31,7,5) 1
    p(g31,7,6,7,5) label_tail(g31,7,6,7,5) 1
    p(g31,7,6,7,5) label_order(g31,7,6,7,5) -5
    p(g31,7,6,7,7) label_pred(g31,7,7) 1
    p(g31,7,6,7,7) label_tail(g31,7,6,7,7) 1
    p(g31,7,6,7,7) label_order(g31,7,6,7,7) -5
    p(g31,7,7,7,6) label_pred(g31,7,6) 1
    p(g31,7,7,7,6) label_tail(g31,7,7,7,6) 1
    p(g31,7,7,7,6) label_order(g31,7,7,7,6) -5
    p(g31,5,2,6,2) label_pred(g31,6,2) 1
    p(g31,5,2,6,2) label_tail(g31,5,2,6,2) 1
    p(g31,5,2,6,2) label_order(g31,5,2,6,2) -5
    p(g31,6,2,5,2) label_pred(g31,5,2) 1
    p(g31,6,2,5,2) label_tail(g31,6,2,5,2) 1
    p(g31,6,2,5,2) label_order(g31,6,2,5,2) -5
    p(g31,6,5,7,5) label_pred(g31,7,5) 1
    p(g31,6,5,7,5) label_tail(g31,6,5,7,5) 1
    p(g31,6,5,7,5) label_order(g31,6,5,7,5) -5
    p(g31,7,5,6,5) label_pred(g31,6,5) 1
    p(g31,7,5,6,5) label_tail(g31,7,5,6,5) 1
    p(g31,7,5,6,5) label_order(g31,7,5,6,5) -5
    p(g32,5,6,5,7) label_pred(g32,5,7) 1
    p(g32,5,6,5,7) label_tail(g32,5,6,5,7) 1
    p(g32,5,6,5,7) label_order(g32,5,6,5,7) -6
    p(g32,5,7,5,6) label_pred(g32,5,6) 1
    p(g32,5,7,5,6) label_tail(g32,5,7,5,6) 1
    p(g32,5,7,5,6) label_order(g32,5,7,5,6) -6
    p(g32,5,7,5,8) label_pred(g32,5,8) 1
    p(g32,5,7,5,8) label_tail(g32,5,7,5,8) 1
    p(g32,5,7,5,8) label_order(g32,5,7,5,8) -6
    p(g32,5,8,5,7) label_pred(g32,5,7) 1
    p(g32,5,8,5,7) label_tail(g32,5,8,5,7) 1
    p(g32,5,8,5,7) label_order(g32,5,8,5,7) -6
    p(g32,6,6,6,5) label_pred(g32,6,5) 1
    p(g32,6,6,6,5) label_order(g32,6,6,6,5) -6
    p(g32,6,7,6,8) label_pred(g32,6,8) 1
    p(g32,6,7,6,8) label_order(g32,6,7,6,8) -6
    p(g32,7,5,7,6) label_pred(g32,7,6) 1
    p(g32,7,5,7,6) label_tail(g32,7,5,7,6) 1
    p(g32,7,5,7,6) label_order(g32,7,5,7,6) -6
    p(g32,7,6,7,5) label_pred(g32,7,5) 1
    p(g32,7,6,7,5) label_tail(g32,7,6,7,5) 1
    p(g32,7,6,7,5) label_order(g32,7,6,7,5) -6
    p(g32,7,6,7,7) label_pred(g32,7,7) 1
    p(g32,7,6,7,7) label_tail(g32,7,6,7,7) 1
    p(g32,7,6,7,7) label_order(g32,7,6,7,7) -6
    p(g32,7,7,7,6) label_pred(g32,7,6) 1
    p(g32,7,7,7,6) label_tail(g32,7,7,7,6) 1
    p(g32,7,7,7,6) label_order(g32,7,7,7,6) -6
    p(g32,4,6,5,6) label_pred(g32,5,6) 1
    p(g32,4,6,5,6) label_tail(g32,4,6,5,6) 1
    p(g32,4,6,5,6) label_order(g32,4,6,5,6) -6
    p(g32,5,6,4,6) label_pred(g32,4,6) 1
    p(g32,5,6,4,6) label_tail(g32,5,6,4,6) 1
    p(g32,5,6,4,6) label_order(g32,5,6,4,6) -6
    p(g32,6,6,5,6) label_pred(g32,5,6) 1
    p(g32,6,6,5,6) label_order(g32,6,6,5,6) -6
    p(g32,6,7,5,7) label_pred(g32,5,7) 1
    p(g32,6,7,5,7) label_order(g32,6,7,5,7) -6
    p(g32,5,8,6,8) label_pred(g32,6,8) 1
    p(g32,5,8,6,8) label_tail(g32,5,8,6,8) 1
    p(g32,5,8,6,8) label_order(g32,5,8,6,8) -6
    p(g32,6,8,5,8) label_pred(g32,5,8) 1
    p(g32,6,8,5,8) label_tail(g32,6,8,5,8) 1
    p(g32,6,8,5,8) label_order(g32,6,8,5,8) -6
    p(g32,6,5,7,5) label_pred(g32,7,5) 1
    p(g32,6,5,7,5) label_tail(g32,6,5,7,5) 1
    p(g32,6,5,7,5) label_order(g32,6,5,7,5) -6
    p(g32,7,5,6,5) label_pred(g32,6,5) 1
    p(g32,7,5,6,5) label_tail(g32,7,5,6,5) 1
    p(g32,7,5,6,5) label_order(g32,7,5,6,5) -6
    p(g32,6,6,7,6) label_pred(g32,7,6) 1
    p(g32,6,6,7,6) label_order(g32,6,6,7,6) -6
    p(g32,6,7,7,7) label_pred(g32,7,7) 1
    p(g32,6,7,7,7) label_order(g32,6,7,7,7) -6
    p(g32,7,7,8,7) label_pred(g32,8,7) 1
    p(g32,7,7,8,7) label_tail(g32,7,7,8,7) 1
    p(g32,7,7,8,7) label_order(g32,7,7,8,7) -6
    p(g32,8,7,7,7) label_pred(g32,7,7) 1
    p(g32,8,7,7,7) label_tail(g32,8,7,7,7) 1
    p(g32,8,7,7,7) label_order(g32,8,7,7,7) -6
    p(g33,6,9,6,8) label_pred(g33,6,8) 1
    p(g33,6,9,6,8) label_order(g33,6,9,6,8) -3
    p(g33,6,9,6,10) label_pred(g33,6,10) 1
    p(g33,6,9,6,10) label_order(g33,6,9,6,10) -3
    p(g33,5,8,6,8) label_pred(g33,6,8) 1
    p(g33,5,8,6,8) label_tail(g33,5,8,6,8) 1
    p(g33,5,8,6,8) label_order(g33,5,8,6,8) -3
    p(g33,6,8,5,8) label_pred(g33,5,8) 1
    p(g33,6,8,5,8) label_tail(g33,6,8,5,8) 1
    p(g33,6,8,5,8) label_order(g33,6,8,5,8) -3
    p(g33,6,10,7,10) label_pred(g33,7,10) 1
    p(g33,6,10,7,10) label_tail(g33,6,10,7,10) 1
    p(g33,6,10,7,10) label_order(g33,6,10,7,10) -3
    p(g33,7,10,6,10) label_pred(g33,6,10) 1
    p(g33,7,10,6,10) label_tail(g33,7,10,6,10) 1
    p(g33,7,10,6,10) label_order(g33,7,10,6,10) -3
    p(g35,5,1,5,2) label_pred(g35,5,2) 1
    p(g35,5,1,5,2) label_tail(g35,5,1,5,2) 1
    p(g35,5,1,5,2) label_order(g35,5,1,5,2) -8
    p(g35,5,2,5,1) label_pred(g35,5,1) 1
    p(g35,5,2,5,1) label_tail(g35,5,2,5,1) 1
    p(g35,5,2,5,1) label_order(g35,5,2,5,1) -8
    p(g35,7,1,7,2) label_pred(g35,7,2) 1
    p(g35,7,1,7,2) label_tail(g35,7,1,7,2) 1
    p(g35,7,1,7,2) label_order(g35,7,1,7,2) -8
    p(g35,7,2,7,1) label_pred(g35,7,1) 1
    p(g35,7,2,7,1) label_tail(g35,7,2,7,1) 1
    p(g35,7,2,7,1) label_order(g35,7,2,7,1) -8
    p(g35,7,2,7,3) label_pred(g35,7,3) 1
    p(g35,7,2,7,3) label_tail(g35,7,2,7,3) 1
    p(g35,7,2,7,3) label_order(g35,7,2,7,3) -8
    p(g35,7,3,7,2) label_pred(g35,7,2) 1
    p(g35,7,3,7,2) label_tail(g35,7,3,7,2) 1
    p(g35,7,3,7,2) label_order(g35,7,3,7,2) -8
    p(g35,7,4,7,3) label_pred(g35,7,3) 1
    p(g35,7,4,7,3) label_order(g35,7,4,7,3) -8
    p(g35,7,4,7,5) label_pred(g35,7,5) 1
    p(g35,7,4,7,5) label_order(g35,7,4,7,5) -8
    p(g35,7,5,7,6) label_pred(g35,7,6) 1
    p(g35,7,5,7,6) label_tail(g35,7,5,7,6) 1
    p(g35,7,5,7,6) label_order(g35,7,5,7,6) -8
    p(g35,7,6,7,5) label_pred(g35,7,5) 1
    p(g35,7,6,7,5) label_tail(g35,7,6,7,5) 1
    p(g35,7,6,7,5) label_order(g35,7,6,7,5) -8
    p(g35,7,6,7,7) label_pred(g35,7,7) 1
    p(g35,7,6,7,7) label_tail(g35,7,6,7,7) 1
    p(g35,7,6,7,7) label_order(g35,7,6,7,7) -8
    p(g35,7,7,7,6) label_pred(g35,7,6) 1
    p(g35,7,7,7,6) label_tail(g35,7,7,7,6) 1
    p(g35,7,7,7,6) label_order(g35,7,7,7,6) -8
    p(g35,9,6,9,7) label_pred(g35,9,7) 1
    p(g35,9,6,9,7) label_tail(g35,9,6,9,7) 1
    p(g35,9,6,9,7) label_order(g35,9,6,9,7) -8
    p(g35,9,7,9,6) label_pred(g35,9,6) 1
    p(g35,9,7,9,6) label_tail(g35,9,7,9,6) 1
    p(g35,9,7,9,6) label_order(g35,9,7,9,6) -8
    p(g35,5,2,6,2) label_pred(g35,6,2) 1
    p(g35,5,2,6,2) label_tail(g35,5,2,6,2) 1
    p(g35,5,2,6,2) label_order(g35,5,2,6,2) -8
    p(g35,6,2,5,2) label_pred(g35,5,2) 1
    p(g35,6,2,5,2) label_tail(g35,6,2,5,2) 1
    p(g35,6,2,5,2) label_order(g35,6,2,5,2) -8
    p(g35,6,2,7,2) label_pred(g35,7,2) 1
    p(g35,6,2,7,2) label_tail(g35,6,2,7,2) 1
    p(g35,6,2,7,2) label_order(g35,6,2,7,2) -8
    p(g35,7,2,6,2) label_pred(g35,6,2) 1
    p(g35,7,2,6,2) label_tail(g35,7,2,6,2) 1
    p(g35,7,2,6,2) label_order(g35,7,2,6,2) -8
    p(g35,6,5,7,5) label_pred(g35,7,5) 1
    p(g35,6,5,7,5) label_tail(g35,6,5,7,5) 1
    p(g35,6,5,7,5) label_order(g35,6,5,7,5) -8
    p(g35,7,5,6,5) label_pred(g35,6,5) 1
    p(g35,7,5,6,5) label_tail(g35,7,5,6,5) 1
    p(g35,7,5,6,5) label_order(g35,7,5,6,5) -8
    p(g35,7,3,8,3) label_pred(g35,8,3) 1
    p(g35,7,3,8,3) label_tail(g35,7,3,8,3) 1
    p(g35,7,3,8,3) label_order(g35,7,3,8,3) -8
    p(g35,8,3,7,3) label_pred(g35,7,3) 1
    p(g35,8,3,7,3) label_tail(g35,8,3,7,3) 1
    p(g35,8,3,7,3) label_order(g35,8,3,7,3) -8
    p(g35,7,6,8,6) label_pred(g35,8,6) 1
    p(g35,7,6,8,6) label_tail(g35,7,6,8,6) 1
    p(g35,7,6,8,6) label_order(g35,7,6,8,6) -8
    p(g35,8,6,7,6) label_pred(g35,7,6) 1
    p(g35,8,6,7,6) label_tail(g35,8,6,7,6) 1
    p(g35,8,6,7,6) label_order(g35,8,6,7,6) -8
    p(g35,8,6,9,6) label_pred(g35,9,6) 1
    p(g35,8,6,9,6) label_tail(g35,8,6,9,6) 1
    p(g35,8,6,9,6) label_order(g35,8,6,9,6) -8
    p(g35,9,6,8,6) label_pred(g35,8,6) 1
    p(g35,9,6,8,6) label_tail(g35,9,6,8,6) 1
    p(g35,9,6,8,6) label_order(g35,9,6,8,6) -8
    p(g36,7,8,7,7) label_pred(g36,7,7) 1
    p(g36,7,8,7,7) label_order(g36,7,8,7,7) -3
    p(g36,7,9,7,10) label_pred(g36,7,10) 1
    p(g36,7,9,7,10) label_order(g36,7,9,7,10) -3
    p(g36,6,10,7,10) label_pred(g36,7,10) 1
    p(g36,6,10,7,10) label_tail(g36,6,10,7,10) 1
    p(g36,6,10,7,10) label_order(g36,6,10,7,10) -3
    p(g36,7,10,6,10) label_pred(g36,6,10) 1
    p(g36,7,10,6,10) label_tail(g36,7,10,6,10) 1
    p(g36,7,10,6,10) label_order(g36,7,10,6,10) -3
    p(g36,7,7,8,7) label_pred(g36,8,7) 1
    p(g36,7,7,8,7) label_tail(g36,7,7,8,7) 1
    p(g36,7,7,8,7) label_order(g36,7,7,8,7) -3
    p(g36,8,7,7,7) label_pred(g36,7,7) 1
    p(g36,8,7,7,7) label_tail(g36,8,7,7,7) 1
    p(g36,8,7,7,7) label_order(g36,8,7,7,7) -3
    p(g37,8,1,8,0) label_pred(g37,8,0) 1
    p(g37,8,1,8,0) label_order(g37,8,1,8,0) -6
    p(g37,8,2,8,3) label_pred(g37,8,3) 1
    p(g37,8,2,8,3) label_order(g37,8,2,8,3) -6
    p(g37,5,0,6,0) label_pred(g37,6,0) 1
    p(g37,5,0,6,0) label_tail(g37,5,0,6,0) 1
    p(g37,5,0,6,0) label_order(g37,5,0,6,0) -6
    p(g37,6,0,5,0) label_pred(g37,5,0) 1
    p(g37,6,0,5,0) label_tail(g37,6,0,5,0) 1
    p(g37,6,0,5,0) label_order(g37,6,0,5,0) -6
    p(g37,6,0,7,0) label_pred(g37,7,0) 1
    p(g37,6,0,7,0) label_tail(g37,6,0,7,0) 1
    p(g37,6,0,7,0) label_order(g37,6,0,7,0) -6
    p(g37,7,0,6,0) label_pred(g37,6,0) 1
    p(g37,7,0,6,0) label_tail(g37,7,0,6,0) 1
    p(g37,7,0,6,0) label_order(g37,7,0,6,0) -6
    p(g37,7,0,8,0) label_pred(g37,8,0) 1
    p(g37,7,0,8,0) label_tail(g37,7,0,8,0) 1
    p(g37,7,0,8,0) label_order(g37,7,0,8,0) -6
    p(g37,8,0,7,0) label_pred(g37,7,0) 1
    p(g37,8,0,7,0) label_tail(g37,8,0,7,0) 1
    p(g37,8,0,7,0) label_order(g37,8,0,7,0) -6
    p(g37,7,3,8,3) label_pred(g37,8,3) 1
    p(g37,7,3,8,3) label_tail(g37,7,3,8,3) 1
    p(g37,7,3,8,3) label_order(g37,7,3,8,3) -6
    p(g37,8,3,7,3) label_pred(g37,7,3) 1
    p(g37,8,3,7,3) label_tail(g37,8,3,7,3) 1
    p(g37,8,3,7,3) label_order(g37,8,3,7,3) -6
    p(g37,8,0,9,0) label_pred(g37,9,0) 1
    p(g37,8,0,9,0) label_tail(g37,8,0,9,0) 1
    p(g37,8,0,9,0) label_order(g37,8,0,9,0) -6
    p(g37,9,0,8,0) label_pred(g37,8,0) 1
    p(g37,9,0,8,0) label_tail(g37,9,0,8,0) 1
    p(g37,9,0,8,0) label_order(g37,9,0,8,0) -6
    p(g37,8,3,9,3) label_pred(g37,9,3) 1
    p(g37,8,3,9,3) label_tail(g37,8,3,9,3) 1
    p(g37,8,3,9,3) label_order(g37,8,3,9,3) -6
    p(g37,9,3,8,3) label_pred(g37,8,3) 1
    p(g37,9,3,8,3) label_tail(g37,9,3,8,3) 1
    p(g37,9,3,8,3) label_order(g37,9,3,8,3) -6
    p(g37,9,3,10,3) label_pred(g37,10,3) 1
    p(g37,9,3,10,3) label_tail(g37,9,3,10,3) 1
    p(g37,9,3,10,3) label_order(g37,9,3,10,3) -6
    p(g37,10,3,9,3) label_pred(g37,9,3) 1
    p(g37,10,3,9,3) label_tail(g37,10,3,9,3) 1
    p(g37,10,3,9,3) label_order(g37,10,3,9,3) -6
    p(g37,10,3,11,3) label_pred(g37,11,3) 1
    p(g37,10,3,11,3) label_tail(g37,10,3,11,3) 1
    p(g37,10,3,11,3) label_order(g37,10,3,11,3) -6
    p(g37,11,3,10,3) label_pred(g37,10,3) 1
    p(g37,11,3,10,3) label_tail(g37,11,3,10,3) 1
    p(g37,11,3,10,3) label_order(g37,11,3,10,3) -6
    p(g38,7,2,7,3) label_pred(g38,7,3) 1
    p(g38,7,2,7,3) label_tail(g38,7,2,7,3) 1
    p(g38,7,2,7,3) label_order(g38,7,2,7,3) -6
    p(g38,7,3,7,2) label_pred(g38,7,2) 1
    p(g38,7,3,7,2) label_tail(g38,7,3,7,2) 1
    p(g38,7,3,7,2) label_order(g38,7,3,7,2) -6
    p(g38,7,5,7,6) label_pred(g38,7,6) 1
    p(g38,7,5,7,6) label_tail(g38,7,5,7,6) 1
    p(g38,7,5,7,6) label_order(g38,7,5,7,6) -6
    p(g38,7,6,7,5) label_pred(g38,7,5) 1
    p(g38,7,6,7,5) label_tail(g38,7,6,7,5) 1
    p(g38,7,6,7,5) label_order(g38,7,6,7,5) -6
    p(g38,8,4,8,3) label_pred(g38,8,3) 1
    p(g38,8,4,8,3) label_order(g38,8,4,8,3) -6
    p(g38,8,5,8,6) label_pred(g38,8,6) 1
    p(g38,8,5,8,6) label_order(g38,8,5,8,6) -6
    p(g38,9,3,9,4) label_pred(g38,9,4) 1
    p(g38,9,3,9,4) label_tail(g38,9,3,9,4) 1
    p(g38,9,3,9,4) label_order(g38,9,3,9,4) -6
    p(g38,9,4,9,3) label_pred(g38,9,3) 1
    p(g38,9,4,9,3) label_tail(g38,9,4,9,3) 1
    p(g38,9,4,9,3) label_order(g38,9,4,9,3) -6
    p(g38,9,6,9,7) label_pred(g38,9,7) 1
    p(g38,9,6,9,7) label_tail(g38,9,6,9,7) 1
    p(g38,9,6,9,7) label_order(g38,9,6,9,7) -6
    p(g38,9,7,9,6) label_pred(g38,9,6) 1
    p(g38,9,7,9,6) label_tail(g38,9,7,9,6) 1
    p(g38,9,7,9,6) label_order(g38,9,7,9,6) -6
    p(g38,7,3,8,3) label_pred(g38,8,3) 1
    p(g38,7,3,8,3) label_tail(g38,7,3,8,3) 1
    p(g38,7,3,8,3) label_order(g38,7,3,8,3) -6
    p(g38,8,3,7,3) label_pred(g38,7,3) 1
    p(g38,8,3,7,3) label_tail(g38,8,3,7,3) 1
    p(g38,8,3,7,3) label_order(g38,8,3,7,3) -6
    p(g38,8,5,7,5) label_pred(g38,7,5) 1
    p(g38,8,5,7,5) label_order(g38,8,5,7,5) -6
    p(g38,7,6,8,6) label_pred(g38,8,6) 1
    p(g38,7,6,8,6) label_tail(g38,7,6,8,6) 1
    p(g38,7,6,8,6) label_order(g38,7,6,8,6) -6
    p(g38,8,6,7,6) label_pred(g38,7,6) 1
    p(g38,8,6,7,6) label_tail(g38,8,6,7,6) 1
    p(g38,8,6,7,6) label_order(g38,8,6,7,6) -6
    p(g38,8,3,9,3) label_pred(g38,9,3) 1
    p(g38,8,3,9,3) label_tail(g38,8,3,9,3) 1
    p(g38,8,3,9,3) label_order(g38,8,3,9,3) -6
    p(g38,9,3,8,3) label_pred(g38,8,3) 1
    p(g38,9,3,8,3) label_tail(g38,9,3,8,3) 1
    p(g38,9,3,8,3) label_order(g38,9,3,8,3) -6
    p(g38,8,4,9,4) label_pred(g38,9,4) 1
    p(g38,8,4,9,4) label_order(g38,8,4,9,4) -6
    p(g38,8,6,9,6) label_pred(g38,9,6) 1
    p(g38,8,6,9,6) label_tail(g38,8,6,9,6) 1
    p(g38,8,6,9,6) label_order(g38,8,6,9,6) -6
    p(g38,9,6,8,6) label_pred(g38,8,6) 1
    p(g38,9,6,8,6) label_tail(g38,9,6,8,6) 1
    p(g38,9,6,8,6) label_order(g38,9,6,8,6) -6
    p(g41,6,10,7,10) label_pred(g41,7,10) 1
    p(g41,6,10,7,10) label_tail(g41,6,10,7,10) 1
    p(g41,6,10,7,10) label_order(g41,6,10,7,10) -3
    p(g41,7,10,6,10) label_pred(g41,6,10) 1
    p(g41,7,10,6,10) label_tail(g41,7,10,6,10) 1
    p(g41,7,10,6,10) label_order(g41,7,10,6,10) -3
    p(g41,8,10,7,10) label_pred(g41,7,10) 1
    p(g41,8,10,7,10) label_order(g41,8,10,7,10) -3
    p(g41,9,9,10,9) label_pred(g41,10,9) 1
    p(g41,9,9,10,9) label_order(g41,9,9,10,9) -3
    p(g41,10,9,11,9) label_pred(g41,11,9) 1
    p(g41,10,9,11,9) label_tail(g41,10,9,11,9) 1
    p(g41,10,9,11,9) label_order(g41,10,9,11,9) -3
    p(g41,11,9,10,9) label_pred(g41,10,9) 1
    p(g41,11,9,10,9) label_tail(g41,11,9,10,9) 1
    p(g41,11,9,10,9) label_order(g41,11,9,10,9) -3
    p(g42,9,1,9,0) label_pred(g42,9,0) 1
    p(g42,9,1,9,0) label_order(g42,9,1,9,0) -5
    p(g42,9,2,9,3) label_pred(g42,9,3) 1
    p(g42,9,2,9,3) label_order(g42,9,2,9,3) -5
    p(g42,7,0,8,0) label_pred(g42,8,0) 1
    p(g42,7,0,8,0) label_tail(g42,7,0,8,0) 1
    p(g42,7,0,8,0) label_order(g42,7,0,8,0) -5
    p(g42,8,0,7,0) label_pred(g42,7,0) 1
    p(g42,8,0,7,0) label_tail(g42,8,0,7,0) 1
    p(g42,8,0,7,0) label_order(g42,8,0,7,0) -5
    p(g42,8,0,9,0) label_pred(g42,9,0) 1
    p(g42,8,0,9,0) label_tail(g42,8,0,9,0) 1
    p(g42,8,0,9,0) label_order(g42,8,0,9,0) -5
    p(g42,9,0,8,0) label_pred(g42,8,0) 1
    p(g42,9,0,8,0) label_tail(g42,9,0,8,0) 1
    p(g42,9,0,8,0) label_order(g42,9,0,8,0) -5
    p(g42,8,3,9,3) label_pred(g42,9,3) 1
    p(g42,8,3,9,3) label_tail(g42,8,3,9,3) 1
    p(g42,8,3,9,3) label_order(g42,8,3,9,3) -5
    p(g42,9,3,8,3) label_pred(g42,8,3) 1
    p(g42,9,3,8,3) label_tail(g42,9,3,8,3) 1
    p(g42,9,3,8,3) label_order(g42,9,3,8,3) -5
    p(g42,9,0,10,0) label_pred(g42,10,0) 1
    p(g42,9,0,10,0) label_tail(g42,9,0,10,0) 1
    p(g42,9,0,10,0) label_order(g42,9,0,10,0) -5
    p(g42,10,0,9,0) label_pred(g42,9,0) 1
    p(g42,10,0,9,0) label_tail(g42,10,0,9,0) 1
    p(g42,10,0,9,0) label_order(g42,10,0,9,0) -5
    p(g42,9,3,10,3) label_pred(g42,10,3) 1
    p(g42,9,3,10,3) label_tail(g42,9,3,10,3) 1
    p(g42,9,3,10,3) label_order(g42,9,3,10,3) -5
    p(g42,10,3,9,3) label_pred(g42,9,3) 1
    p(g42,10,3,9,3) label_tail(g42,10,3,9,3) 1
    p(g42,10,3,9,3) label_order(g42,10,3,9,3) -5
    p(g42,10,3,11,3) label_pred(g42,11,3) 1
    p(g42,10,3,11,3) label_tail(g42,10,3,11,3) 1
    p(g42,10,3,11,3) label_order(g42,10,3,11,3) -5
    p(g42,11,3,10,3) label_pred(g42,10,3) 1
    p(g42,11,3,10,3) label_tail(g42,11,3,10,3) 1
    p(g42,11,3,10,3) label_order(g42,11,3,10,3) -5
    p(g43,7,6,7,7) label_pred(g43,7,7) 1
    p(g43,7,6,7,7) label_tail(g43,7,6,7,7) 1
    p(g43,7,6,7,7) label_order(g43,7,6,7,7) -6
    p(g43,7,7,7,6) label_pred(g43,7,6) 1
    p(g43,7,7,7,6) label_tail(g43,7,7,7,6) 1
    p(g43,7,7,7,6) label_order(g43,7,7,7,6) -6
    p(g43,9,3,9,4) label_pred(g43,9,4) 1
    p(g43,9,3,9,4) label_tail(g43,9,3,9,4) 1
    p(g43,9,3,9,4) label_order(g43,9,3,9,4) -6
    p(g43,9,4,9,3) label_pred(g43,9,3) 1
    p(g43,9,4,9,3) label_tail(g43,9,4,9,3) 1
    p(g43,9,4,9,3) label_order(g43,9,4,9,3) -6
    p(g43,9,5,9,4) label_pred(g43,9,4) 1
    p(g43,9,5,9,4) label_order(g43,9,5,9,4) -6
    p(g43,9,5,9,6) label_pred(g43,9,6) 1
    p(g43,9,5,9,6) label_order(g43,9,5,9,6) -6
    p(g43,9,6,9,7) label_pred(g43,9,7) 1
    p(g43,9,6,9,7) label_tail(g43,9,6,9,7) 1
    p(g43,9,6,9,7) label_order(g43,9,6,9,7) -6
    p(g43,9,7,9,6) label_pred(g43,9,6) 1
    p(g43,9,7,9,6) label_tail(g43,9,7,9,6) 1
    p(g43,9,7,9,6) label_order(g43,9,7,9,6) -6
    p(g43,11,3,11,4) label_pred(g43,11,4) 1
    p(g43,11,3,11,4) label_tail(g43,11,3,11,4) 1
    p(g43,11,3,11,4) label_order(g43,11,3,11,4) -6
    p(g43,11,4,11,3) label_pred(g43,11,3) 1
    p(g43,11,4,11,3) label_tail(g43,11,4,11,3) 1
    p(g43,11,4,11,3) label_order(g43,11,4,11,3) -6
    p(g43,7,7,8,7) label_pred(g43,8,7) 1
    p(g43,7,7,8,7) label_tail(g43,7,7,8,7) 1
    p(g43,7,7,8,7) label_order(g43,7,7,8,7) -6
    p(g43,8,7,7,7) label_pred(g43,7,7) 1
    p(g43,8,7,7,7) label_tail(g43,8,7,7,7) 1
    p(g43,8,7,7,7) label_order(g43,8,7,7,7) -6
    p(g43,8,7,9,7) label_pred(g43,9,7) 1
    p(g43,8,7,9,7) label_tail(g43,8,7,9,7) 1
    p(g43,8,7,9,7) label_order(g43,8,7,9,7) -6
    p(g43,9,7,8,7) label_pred(g43,8,7) 1
    p(g43,9,7,8,7) label_tail(g43,9,7,8,7) 1
    p(g43,9,7,8,7) label_order(g43,9,7,8,7) -6
    p(g43,9,3,10,3) label_pred(g43,10,3) 1
    p(g43,9,3,10,3) label_tail(g43,9,3,10,3) 1
    p(g43,9,3,10,3) label_order(g43,9,3,10,3) -6
    p(g43,10,3,9,3) label_pred(g43,9,3) 1
    p(g43,10,3,9,3) label_tail(g43,10,3,9,3) 1
    p(g43,10,3,9,3) label_order(g43,10,3,9,3) -6
    p(g43,10,3,11,3) label_pred(g43,11,3) 1
    p(g43,10,3,11,3) label_tail(g43,10,3,11,3) 1
    p(g43,10,3,11,3) label_order(g43,10,3,11,3) -6
    p(g43,11,3,10,3) label_pred(g43,10,3) 1
    p(g43,11,3,10,3) label_tail(g43,11,3,10,3) 1
    p(g43,11,3,10,3) label_order(g43,11,3,10,3) -6
    p(g45,8,6,8,7) label_pred(g45,8,7) 1
    p(g45,8,6,8,7) label_tail(g45,8,6,8,7) 1
    p(g45,8,6,8,7) label_order(g45,8,6,8,7) -5
    p(g45,8,7,8,6) label_pred(g45,8,6) 1
    p(g45,8,7,8,6) label_tail(g45,8,7,8,6) 1
    p(g45,8,7,8,6) label_order(g45,8,7,8,6) -5
    p(g45,9,6,9,7) label_pred(g45,9,7) 1
    p(g45,9,6,9,7) label_tail(g45,9,6,9,7) 1
    p(g45,9,6,9,7) label_order(g45,9,6,9,7) -5
    p(g45,9,7,9,6) label_pred(g45,9,6) 1
    p(g45,9,7,9,6) label_tail(g45,9,7,9,6) 1
    p(g45,9,7,9,6) label_order(g45,9,7,9,6) -5
    p(g45,9,8,9,7) label_pred(g45,9,7) 1
    p(g45,9,8,9,7) label_order(g45,9,8,9,7) -5
    p(g45,10,8,10,9) label_pred(g45,10,9) 1
    p(g45,10,8,10,9) label_order(g45,10,8,10,9) -5
    p(g45,10,9,10,10) label_pred(g45,10,10) 1
    p(g45,10,9,10,10) label_tail(g45,10,9,10,10) 1
    p(g45,10,9,10,10) label_order(g45,10,9,10,10) -5
    p(g45,10,10,10,9) label_pred(g45,10,9) 1
    p(g45,10,10,10,9) label_tail(g45,10,10,10,9) 1
    p(g45,10,10,10,9) label_order(g45,10,10,10,9) -5
    p(g45,11,9,11,10) label_pred(g45,11,10) 1
    p(g45,11,9,11,10) label_tail(g45,11,9,11,10) 1
    p(g45,11,9,11,10) label_order(g45,11,9,11,10) -5
    p(g45,11,10,11,9) label_pred(g45,11,9) 1
    p(g45,11,10,11,9) label_tail(g45,11,10,11,9) 1
    p(g45,11,10,11,9) label_order(g45,11,10,11,9) -5
    p(g45,8,6,9,6) label_pred(g45,9,6) 1
    p(g45,8,6,9,6) label_tail(g45,8,6,9,6) 1
    p(g45,8,6,9,6) label_order(g45,8,6,9,6) -5
    p(g45,9,6,8,6) label_pred(g45,8,6) 1
    p(g45,9,6,8,6) label_tail(g45,9,6,8,6) 1
    p(g45,9,6,8,6) label_order(g45,9,6,8,6) -5
    p(g45,8,7,9,7) label_pred(g45,9,7) 1
    p(g45,8,7,9,7) label_tail(g45,8,7,9,7) 1
    p(g45,8,7,9,7) label_order(g45,8,7,9,7) -5
    p(g45,9,7,8,7) label_pred(g45,8,7) 1
    p(g45,9,7,8,7) label_tail(g45,9,7,8,7) 1
    p(g45,9,7,8,7) label_order(g45,9,7,8,7) -5
    p(g45,10,9,11,9) label_pred(g45,11,9) 1
    p(g45,10,9,11,9) label_tail(g45,10,9,11,9) 1
    p(g45,10,9,11,9) label_order(g45,10,9,11,9) -5
    p(g45,11,9,10,9) label_pred(g45,10,9) 1
    p(g45,11,9,10,9) label_tail(g45,11,9,10,9) 1
    p(g45,11,9,10,9) label_order(g45,11,9,10,9) -5
    p(g45,10,10,11,10) label_pred(g45,11,10) 1
    p(g45,10,10,11,10) label_tail(g45,10,10,11,10) 1
    p(g45,10,10,11,10) label_order(g45,10,10,11,10) -5
    p(g45,11,10,10,10) label_pred(g45,10,10) 1
    p(g45,11,10,10,10) label_tail(g45,11,10,10,10) 1
    p(g45,11,10,10,10) label_order(g45,11,10,10,10) -5
    p(g46,10,4,10,3) label_pred(g46,10,3) 1
    p(g46,10,4,10,3) label_order(g46,10,4,10,3) -3
    p(g46,10,5,10,6) label_pred(g46,10,6) 1
    p(g46,10,5,10,6) label_order(g46,10,5,10,6) -3
    p(g46,9,6,10,6) label_pred(g46,10,6) 1
    p(g46,9,6,10,6) label_tail(g46,9,6,10,6) 1
    p(g46,9,6,10,6) label_order(g46,9,6,10,6) -3
    p(g46,10,6,9,6) label_pred(g46,9,6) 1
    p(g46,10,6,9,6) label_tail(g46,10,6,9,6) 1
    p(g46,10,6,9,6) label_order(g46,10,6,9,6) -3
    p(g46,10,3,11,3) label_pred(g46,11,3) 1
    p(g46,10,3,11,3) label_tail(g46,10,3,11,3) 1
    p(g46,10,3,11,3) label_order(g46,10,3,11,3) -3
    p(g46,11,3,10,3) label_pred(g46,10,3) 1
    p(g46,11,3,10,3) label_tail(g46,11,3,10,3) 1
    p(g46,11,3,10,3) label_order(g46,11,3,10,3) -3
    p(g47,10,7,9,7) label_pred(g47,9,7) 1
    p(g47,10,7,9,7) label_order(g47,10,7,9,7) -2
    p(g47,10,7,11,7) label_pred(g47,11,7) 1
    p(g47,10,7,11,7) label_order(g47,10,7,11,7) -2
    p(g49,10,0,10,1) label_pred(g49,10,1) 1
    p(g49,10,0,10,1) label_tail(g49,10,0,10,1) 1
    p(g49,10,0,10,1) label_order(g49,10,0,10,1) -3
    p(g49,10,1,10,0) label_pred(g49,10,0) 1
    p(g49,10,1,10,0) label_tail(g49,10,1,10,0) 1
    p(g49,10,1,10,0) label_order(g49,10,1,10,0) -3
    p(g49,10,2,10,1) label_pred(g49,10,1) 1
    p(g49,10,2,10,1) label_order(g49,10,2,10,1) -3
    p(g49,11,2,11,3) label_pred(g49,11,3) 1
    p(g49,11,2,11,3) label_order(g49,11,2,11,3) -3
    p(g49,11,3,11,4) label_pred(g49,11,4) 1
    p(g49,11,3,11,4) label_tail(g49,11,3,11,4) 1
    p(g49,11,3,11,4) label_order(g49,11,3,11,4) -3
    p(g49,11,4,11,3) label_pred(g49,11,3) 1
    p(g49,11,4,11,3) label_tail(g49,11,4,11,3) 1
    p(g49,11,4,11,3) label_order(g49,11,4,11,3) -3
    p(g51,11,5,11,4) label_pred(g51,11,4) 1
    p(g51,11,5,11,4) label_order(g51,11,5,11,4) -2
    p(g51,11,6,11,7) label_pred(g51,11,7) 1
    p(g51,11,6,11,7) label_order(g51,11,6,11,7) -2
    p(g52,11,8,11,7) label_pred(g52,11,7) 1
    p(g52,11,8,11,7) label_order(g52,11,8,11,7) -2
    p(g52,11,8,11,9) label_pred(g52,11,9) 1
    p(g52,11,8,11,9) label_order(g52,11,8,11,9) -2
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
    RHS centre(0,1,g1) 1
    RHS centre(0,8,g2) 1
    RHS centre(0,9,g2) 1
    RHS centre(0,11,g3) 1
    RHS centre(0,5,g4) 1
    RHS centre(0,6,g4) 1
    RHS centre(1,5,g4) 1
    RHS centre(1,6,g4) 1
    RHS centre(1,0,g5) 1
    RHS centre(1,1,g5) 1
    RHS centre(1,3,g6) 1
    RHS centre(1,7,g7) 1
    RHS centre(1,10,g8) 1
    RHS centre(1,9,g9) 1
    RHS centre(2,9,g9) 1
    RHS centre(2,0,g10) 1
    RHS centre(2,5,g11) 1
    RHS centre(2,6,g12) 1
    RHS centre(2,7,g13) 1
    RHS centre(2,11,g14) 1
    RHS centre(2,8,g15) 1
    RHS centre(3,8,g15) 1
    RHS centre(3,4,g16) 1
    RHS centre(3,6,g17) 1
    RHS centre(3,9,g18) 1
    RHS centre(3,0,g19) 1
    RHS centre(4,0,g19) 1
    RHS centre(3,1,g20) 1
    RHS centre(3,2,g20) 1
    RHS centre(4,1,g20) 1
    RHS centre(4,2,g20) 1
    RHS centre(4,4,g21) 1
    RHS centre(4,7,g22) 1
    RHS centre(4,8,g22) 1
    RHS centre(4,9,g23) 1
    RHS centre(4,11,g24) 1
    RHS centre(5,3,g25) 1
    RHS centre(5,4,g26) 1
    RHS centre(5,5,g26) 1
    RHS centre(5,9,g27) 1
    RHS centre(5,10,g28) 1
    RHS centre(5,11,g29) 1
    RHS centre(6,1,g30) 1
    RHS centre(6,3,g31) 1
    RHS centre(6,4,g31) 1
    RHS centre(6,6,g32) 1
    RHS centre(6,7,g32) 1
    RHS centre(6,9,g33) 1
    RHS centre(6,11,g34) 1
    RHS centre(7,11,g34) 1
    RHS centre(7,4,g35) 1
    RHS centre(7,8,g36) 1
    RHS centre(7,9,g36) 1
    RHS centre(8,1,g37) 1
    RHS centre(8,2,g37) 1
    RHS centre(8,4,g38) 1
    RHS centre(8,5,g38) 1
    RHS centre(8,8,g39) 1
    RHS centre(8,11,g40) 1
    RHS centre(8,9,g41) 1
    RHS centre(8,10,g41) 1
    RHS centre(9,9,g41) 1
    RHS centre(9,10,g41) 1
    RHS centre(9,1,g42) 1
    RHS centre(9,2,g42) 1
    RHS centre(9,5,g43) 1
    RHS centre(9,11,g44) 1
    RHS centre(9,8,g45) 1
    RHS centre(10,8,g45) 1
    RHS centre(10,4,g46) 1
    RHS centre(10,5,g46) 1
    RHS centre(10,7,g47) 1
    RHS centre(10,11,g48) 1
    RHS centre(10,2,g49) 1
    RHS centre(11,2,g49) 1
    RHS centre(11,0,g50) 1
    RHS centre(11,1,g50) 1
    RHS centre(11,5,g51) 1
    RHS centre(11,6,g51) 1
    RHS centre(11,8,g52) 1
    RHS centre(11,11,g53) 1
    RHS label_order(g2,0,8,0,7) -1
    RHS label_order(g2,0,9,0,10) -1
    RHS label_order(g4,0,6,0,7) -1
    RHS label_order(g4,1,5,1,4) -1
    RHS label_order(g6,0,2,0,3) -4
    RHS label_order(g6,0,3,0,2) -4
    RHS label_order(g6,0,3,0,4) -4
    RHS label_order(g6,0,4,0,3) -4
    RHS label_order(g6,1,3,1,2) -4
    RHS label_order(g6,1,3,1,4) -4
    RHS label_order(g6,2,2,2,3) -4
    RHS label_order(g6,2,3,2,2) -4
    RHS label_order(g6,2,3,2,4) -4
    RHS label_order(g6,2,4,2,3) -4
    RHS label_order(g6,0,2,1,2) -4
    RHS label_order(g6,1,2,0,2) -4
    RHS label_order(g6,1,3,0,3) -4
    RHS label_order(g6,0,4,1,4) -4
    RHS label_order(g6,1,4,0,4) -4
    RHS label_order(g6,1,2,2,2) -4
    RHS label_order(g6,2,2,1,2) -4
    RHS label_order(g6,1,3,2,3) -4
    RHS label_order(g6,1,4,2,4) -4
    RHS label_order(g6,2,4,1,4) -4
    RHS label_order(g8,1,10,0,10) -1
    RHS label_order(g8,1,10,2,10) -1
    RHS label_order(g9,1,9,1,8) -1
    RHS label_order(g9,2,9,2,10) -1
    RHS label_order(g14,2,11,1,11) -1
    RHS label_order(g14,2,11,3,11) -1
    RHS label_order(g16,2,2,2,3) -4
    RHS label_order(g16,2,3,2,2) -4
    RHS label_order(g16,3,4,3,3) -4
    RHS label_order(g16,3,4,3,5) -4
    RHS label_order(g16,4,5,4,6) -4
    RHS label_order(g16,4,6,4,5) -4
    RHS label_order(g16,1,2,2,2) -4
    RHS label_order(g16,2,2,1,2) -4
    RHS label_order(g16,2,3,3,3) -4
    RHS label_order(g16,3,3,2,3) -4
    RHS label_order(g16,3,5,4,5) -4
    RHS label_order(g16,4,5,3,5) -4
    RHS label_order(g16,4,6,5,6) -4
    RHS label_order(g16,5,6,4,6) -4
    RHS label_order(g17,3,6,3,5) -1
    RHS label_order(g17,3,6,3,7) -1
    RHS label_order(g20,2,1,2,2) -3
    RHS label_order(g20,2,2,2,1) -3
    RHS label_order(g20,2,2,2,3) -3
    RHS label_order(g20,2,3,2,2) -3
    RHS label_order(g20,5,0,5,1) -3
    RHS label_order(g20,5,1,5,0) -3
    RHS label_order(g20,5,1,5,2) -3
    RHS label_order(g20,5,2,5,1) -3
    RHS label_order(g20,3,1,2,1) -3
    RHS label_order(g20,3,2,2,2) -3
    RHS label_order(g20,4,1,5,1) -3
    RHS label_order(g20,4,2,5,2) -3
    RHS label_order(g21,4,4,4,3) -1
    RHS label_order(g21,4,4,4,5) -1
    RHS label_order(g22,4,7,3,7) -1
    RHS label_order(g22,4,8,5,8) -1
    RHS label_order(g28,3,10,4,10) -2
    RHS label_order(g28,4,10,3,10) -2
    RHS label_order(g28,5,10,4,10) -2
    RHS label_order(g28,5,10,6,10) -2
    RHS label_order(g28,6,10,7,10) -2
    RHS label_order(g28,7,10,6,10) -2
    RHS label_order(g30,5,0,5,1) -4
    RHS label_order(g30,5,1,5,0) -4
    RHS label_order(g30,5,1,5,2) -4
    RHS label_order(g30,5,2,5,1) -4
    RHS label_order(g30,6,1,6,0) -4
    RHS label_order(g30,6,1,6,2) -4
    RHS label_order(g30,7,0,7,1) -4
    RHS label_order(g30,7,1,7,0) -4
    RHS label_order(g30,7,1,7,2) -4
    RHS label_order(g30,7,2,7,1) -4
    RHS label_order(g30,5,0,6,0) -4
    RHS label_order(g30,6,0,5,0) -4
    RHS label_order(g30,6,1,5,1) -4
    RHS label_order(g30,5,2,6,2) -4
    RHS label_order(g30,6,2,5,2) -4
    RHS label_order(g30,6,0,7,0) -4
    RHS label_order(g30,7,0,6,0) -4
    RHS label_order(g30,6,1,7,1) -4
    RHS label_order(g30,6,2,7,2) -4
    RHS label_order(g30,7,2,6,2) -4
    RHS label_order(g31,5,0,5,1) -4
    RHS label_order(g31,5,1,5,0) -4
    RHS label_order(g31,5,1,5,2) -4
    RHS label_order(g31,5,2,5,1) -4
    RHS label_order(g31,6,3,6,2) -4
    RHS label_order(g31,6,4,6,5) -4
    RHS label_order(g31,7,5,7,6) -4
    RHS label_order(g31,7,6,7,5) -4
    RHS label_order(g31,7,6,7,7) -4
    RHS label_order(g31,7,7,7,6) -4
    RHS label_order(g31,5,2,6,2) -4
    RHS label_order(g31,6,2,5,2) -4
    RHS label_order(g31,6,5,7,5) -4
    RHS label_order(g31,7,5,6,5) -4
    RHS label_order(g32,5,6,5,7) -5
    RHS label_order(g32,5,7,5,6) -5
    RHS label_order(g32,5,7,5,8) -5
    RHS label_order(g32,5,8,5,7) -5
    RHS label_order(g32,6,6,6,5) -5
    RHS label_order(g32,6,7,6,8) -5
    RHS label_order(g32,7,5,7,6) -5
    RHS label_order(g32,7,6,7,5) -5
    RHS label_order(g32,7,6,7,7) -5
    RHS label_order(g32,7,7,7,6) -5
    RHS label_order(g32,4,6,5,6) -5
    RHS label_order(g32,5,6,4,6) -5
    RHS label_order(g32,6,6,5,6) -5
    RHS label_order(g32,6,7,5,7) -5
    RHS label_order(g32,5,8,6,8) -5
    RHS label_order(g32,6,8,5,8) -5
    RHS label_order(g32,6,5,7,5) -5
    RHS label_order(g32,7,5,6,5) -5
    RHS label_order(g32,6,6,7,6) -5
    RHS label_order(g32,6,7,7,7) -5
    RHS label_order(g32,7,7,8,7) -5
    RHS label_order(g32,8,7,7,7) -5
    RHS label_order(g33,6,9,6,8) -2
    RHS label_order(g33,6,9,6,10) -2
    RHS label_order(g33,5,8,6,8) -2
    RHS label_order(g33,6,8,5,8) -2
    RHS label_order(g33,6,10,7,10) -2
    RHS label_order(g33,7,10,6,10) -2
    RHS label_order(g35,5,1,5,2) -7
    RHS label_order(g35,5,2,5,1) -7
    RHS label_order(g35,7,1,7,2) -7
    RHS label_order(g35,7,2,7,1) -7
    RHS label_order(g35,7,2,7,3) -7
    RHS label_order(g35,7,3,7,2) -7
    RHS label_order(g35,7,4,7,3) -7
    RHS label_order(g35,7,4,7,5) -7
    RHS label_order(g35,7,5,7,6) -7
    RHS label_order(g35,7,6,7,5) -7
    RHS label_order(g35,7,6,7,7) -7
    RHS label_order(g35,7,7,7,6) -7
    RHS label_order(g35,9,6,9,7) -7
    RHS label_order(g35,9,7,9,6) -7
    RHS label_order(g35,5,2,6,2) -7
    RHS label_order(g35,6,2,5,2) -7
    RHS label_order(g35,6,2,7,2) -7
    RHS label_order(g35,7,2,6,2) -7
    RHS label_order(g35,6,5,7,5) -7
    RHS label_order(g35,7,5,6,5) -7
    RHS label_order(g35,7,3,8,3) -7
    RHS label_order(g35,8,3,7,3) -7
    RHS label_order(g35,7,6,8,6) -7
    RHS label_order(g35,8,6,7,6) -7
    RHS label_order(g35,8,6,9,6) -7
    RHS label_order(g35,9,6,8,6) -7
    RHS label_order(g36,7,8,7,7) -2
    RHS label_order(g36,7,9,7,10) -2
    RHS label_order(g36,6,10,7,10) -2
    RHS label_order(g36,7,10,6,10) -2
    RHS label_order(g36,7,7,8,7) -2
    RHS label_order(g36,8,7,7,7) -2
    RHS label_order(g37,8,1,8,0) -5
    RHS label_order(g37,8,2,8,3) -5
    RHS label_order(g37,5,0,6,0) -5
    RHS label_order(g37,6,0,5,0) -5
    RHS label_order(g37,6,0,7,0) -5
    RHS label_order(g37,7,0,6,0) -5
    RHS label_order(g37,7,0,8,0) -5
    RHS label_order(g37,8,0,7,0) -5
    RHS label_order(g37,7,3,8,3) -5
    RHS label_order(g37,8,3,7,3) -5
    RHS label_order(g37,8,0,9,0) -5
    RHS label_order(g37,9,0,8,0) -5
    RHS label_order(g37,8,3,9,3) -5
    RHS label_order(g37,9,3,8,3) -5
    RHS label_order(g37,9,3,10,3) -5
    RHS label_order(g37,10,3,9,3) -5
    RHS label_order(g37,10,3,11,3) -5
    RHS label_order(g37,11,3,10,3) -5
    RHS label_order(g38,7,2,7,3) -5
    RHS label_order(g38,7,3,7,2) -5
    RHS label_order(g38,7,5,7,6) -5
    RHS label_order(g38,7,6,7,5) -5
    RHS label_order(g38,8,4,8,3) -5
    RHS label_order(g38,8,5,8,6) -5
    RHS label_order(g38,9,3,9,4) -5
    RHS label_order(g38,9,4,9,3) -5
    RHS label_order(g38,9,6,9,7) -5
    RHS label_order(g38,9,7,9,6) -5
    RHS label_order(g38,7,3,8,3) -5
    RHS label_order(g38,8,3,7,3) -5
    RHS label_order(g38,8,5,7,5) -5
    RHS label_order(g38,7,6,8,6) -5
    RHS label_order(g38,8,6,7,6) -5
    RHS label_order(g38,8,3,9,3) -5
    RHS label_order(g38,9,3,8,3) -5
    RHS label_order(g38,8,4,9,4) -5
    RHS label_order(g38,8,6,9,6) -5
    RHS label_order(g38,9,6,8,6) -5
    RHS label_order(g41,6,10,7,10) -2
    RHS label_order(g41,7,10,6,10) -2
    RHS label_order(g41,8,10,7,10) -2
    RHS label_order(g41,9,9,10,9) -2
    RHS label_order(g41,10,9,11,9) -2
    RHS label_order(g41,11,9,10,9) -2
    RHS label_order(g42,9,1,9,0) -4
    RHS label_order(g42,9,2,9,3) -4
    RHS label_order(g42,7,0,8,0) -4
    RHS label_order(g42,8,0,7,0) -4
    RHS label_order(g42,8,0,9,0) -4
    RHS label_order(g42,9,0,8,0) -4
    RHS label_order(g42,8,3,9,3) -4
    RHS label_order(g42,9,3,8,3) -4
    RHS label_order(g42,9,0,10,0) -4
    RHS label_order(g42,10,0,9,0) -4
    RHS label_order(g42,9,3,10,3) -4
    RHS label_order(g42,10,3,9,3) -4
    RHS label_order(g42,10,3,11,3) -4
    RHS label_order(g42,11,3,10,3) -4
    RHS label_order(g43,7,6,7,7) -5
    RHS label_order(g43,7,7,7,6) -5
    RHS label_order(g43,9,3,9,4) -5
    RHS label_order(g43,9,4,9,3) -5
    RHS label_order(g43,9,5,9,4) -5
    RHS label_order(g43,9,5,9,6) -5
    RHS label_order(g43,9,6,9,7) -5
    RHS label_order(g43,9,7,9,6) -5
    RHS label_order(g43,11,3,11,4) -5
    RHS label_order(g43,11,4,11,3) -5
    RHS label_order(g43,7,7,8,7) -5
    RHS label_order(g43,8,7,7,7) -5
    RHS label_order(g43,8,7,9,7) -5
    RHS label_order(g43,9,7,8,7) -5
    RHS label_order(g43,9,3,10,3) -5
    RHS label_order(g43,10,3,9,3) -5
    RHS label_order(g43,10,3,11,3) -5
    RHS label_order(g43,11,3,10,3) -5
    RHS label_order(g45,8,6,8,7) -4
    RHS label_order(g45,8,7,8,6) -4
    RHS label_order(g45,9,6,9,7) -4
    RHS label_order(g45,9,7,9,6) -4
    RHS label_order(g45,9,8,9,7) -4
    RHS label_order(g45,10,8,10,9) -4
    RHS label_order(g45,10,9,10,10) -4
    RHS label_order(g45,10,10,10,9) -4
    RHS label_order(g45,11,9,11,10) -4
    RHS label_order(g45,11,10,11,9) -4
    RHS label_order(g45,8,6,9,6) -4
    RHS label_order(g45,9,6,8,6) -4
    RHS label_order(g45,8,7,9,7) -4
    RHS label_order(g45,9,7,8,7) -4
    RHS label_order(g45,10,9,11,9) -4
    RHS label_order(g45,11,9,10,9) -4
    RHS label_order(g45,10,10,11,10) -4
    RHS label_order(g45,11,10,10,10) -4
    RHS label_order(g46,10,4,10,3) -2
    RHS label_order(g46,10,5,10,6) -2
    RHS label_order(g46,9,6,10,6) -2
    RHS label_order(g46,10,6,9,6) -2
    RHS label_order(g46,10,3,11,3) -2
    RHS label_order(g46,11,3,10,3) -2
    RHS label_order(g47,10,7,9,7) -1
    RHS label_order(g47,10,7,11,7) -1
    RHS label_order(g49,10,0,10,1) -2
    RHS label_order(g49,10,1,10,0) -2
    RHS label_order(g49,10,2,10,1) -2
    RHS label_order(g49,11,2,11,3) -2
    RHS label_order(g49,11,3,11,4) -2
    RHS label_order(g49,11,4,11,3) -2
    RHS label_order(g51,11,5,11,4) -1
    RHS label_order(g51,11,6,11,7) -1
    RHS label_order(g52,11,8,11,7) -1
    RHS label_order(g52,11,8,11,9) -1
BOUNDS
 LO BND x(0,0,g0) 0
 UP BND x(0,0,g0) 1
 LO BND x(0,1,g1) 0
 UP BND x(0,1,g1) 1
 LO BND x(0,7,g2) 0
 UP BND x(0,7,g2) 1
 LO BND x(0,8,g2) 0
 UP BND x(0,8,g2) 1
 LO BND x(0,9,g2) 0
 UP BND x(0,9,g2) 1
 LO BND x(0,10,g2) 0
 UP BND x(0,10,g2) 1
 LO BND x(0,11,g3) 0
 UP BND x(0,11,g3) 1
 LO BND x(0,5,g4) 0
 UP BND x(0,5,g4) 1
 LO BND x(0,6,g4) 0
 UP BND x(0,6,g4) 1
 LO BND x(0,7,g4) 0
 UP BND x(0,7,g4) 1
 LO BND x(1,4,g4) 0
 UP BND x(1,4,g4) 1
 LO BND x(1,5,g4) 0
 UP BND x(1,5,g4) 1
 LO BND x(1,6,g4) 0
 UP BND x(1,6,g4) 1
 LO BND x(1,0,g5) 0
 UP BND x(1,0,g5) 1
 LO BND x(1,1,g5) 0
 UP BND x(1,1,g5) 1
 LO BND x(0,2,g6) 0
 UP BND x(0,2,g6) 1
 LO BND x(0,3,g6) 0
 UP BND x(0,3,g6) 1
 LO BND x(0,4,g6) 0
 UP BND x(0,4,g6) 1
 LO BND x(1,2,g6) 0
 UP BND x(1,2,g6) 1
 LO BND x(1,3,g6) 0
 UP BND x(1,3,g6) 1
 LO BND x(1,4,g6) 0
 UP BND x(1,4,g6) 1
 LO BND x(2,2,g6) 0
 UP BND x(2,2,g6) 1
 LO BND x(2,3,g6) 0
 UP BND x(2,3,g6) 1
 LO BND x(2,4,g6) 0
 UP BND x(2,4,g6) 1
 LO BND x(1,7,g7) 0
 UP BND x(1,7,g7) 1
 LO BND x(0,10,g8) 0
 UP BND x(0,10,g8) 1
 LO BND x(1,10,g8) 0
 UP BND x(1,10,g8) 1
 LO BND x(2,10,g8) 0
 UP BND x(2,10,g8) 1
 LO BND x(1,8,g9) 0
 UP BND x(1,8,g9) 1
 LO BND x(1,9,g9) 0
 UP BND x(1,9,g9) 1
 LO BND x(2,9,g9) 0
 UP BND x(2,9,g9) 1
 LO BND x(2,10,g9) 0
 UP BND x(2,10,g9) 1
 LO BND x(2,0,g10) 0
 UP BND x(2,0,g10) 1
 LO BND x(2,5,g11) 0
 UP BND x(2,5,g11) 1
 LO BND x(2,6,g12) 0
 UP BND x(2,6,g12) 1
 LO BND x(2,7,g13) 0
 UP BND x(2,7,g13) 1
 LO BND x(1,11,g14) 0
 UP BND x(1,11,g14) 1
 LO BND x(2,11,g14) 0
 UP BND x(2,11,g14) 1
 LO BND x(3,11,g14) 0
 UP BND x(3,11,g14) 1
 LO BND x(2,8,g15) 0
 UP BND x(2,8,g15) 1
 LO BND x(3,8,g15) 0
 UP BND x(3,8,g15) 1
 LO BND x(1,2,g16) 0
 UP BND x(1,2,g16) 1
 LO BND x(2,2,g16) 0
 UP BND x(2,2,g16) 1
 LO BND x(2,3,g16) 0
 UP BND x(2,3,g16) 1
 LO BND x(3,3,g16) 0
 UP BND x(3,3,g16) 1
 LO BND x(3,4,g16) 0
 UP BND x(3,4,g16) 1
 LO BND x(3,5,g16) 0
 UP BND x(3,5,g16) 1
 LO BND x(4,5,g16) 0
 UP BND x(4,5,g16) 1
 LO BND x(4,6,g16) 0
 UP BND x(4,6,g16) 1
 LO BND x(5,6,g16) 0
 UP BND x(5,6,g16) 1
 LO BND x(3,5,g17) 0
 UP BND x(3,5,g17) 1
 LO BND x(3,6,g17) 0
 UP BND x(3,6,g17) 1
 LO BND x(3,7,g17) 0
 UP BND x(3,7,g17) 1
 LO BND x(3,9,g18) 0
 UP BND x(3,9,g18) 1
 LO BND x(3,0,g19) 0
 UP BND x(3,0,g19) 1
 LO BND x(4,0,g19) 0
 UP BND x(4,0,g19) 1
 LO BND x(2,1,g20) 0
 UP BND x(2,1,g20) 1
 LO BND x(2,2,g20) 0
 UP BND x(2,2,g20) 1
 LO BND x(2,3,g20) 0
 UP BND x(2,3,g20) 1
 LO BND x(3,1,g20) 0
 UP BND x(3,1,g20) 1
 LO BND x(3,2,g20) 0
 UP BND x(3,2,g20) 1
 LO BND x(4,1,g20) 0
 UP BND x(4,1,g20) 1
 LO BND x(4,2,g20) 0
 UP BND x(4,2,g20) 1
 LO BND x(5,0,g20) 0
 UP BND x(5,0,g20) 1
 LO BND x(5,1,g20) 0
 UP BND x(5,1,g20) 1
 LO BND x(5,2,g20) 0
 UP BND x(5,2,g20) 1
 LO BND x(4,3,g21) 0
 UP BND x(4,3,g21) 1
 LO BND x(4,4,g21) 0
 UP BND x(4,4,g21) 1
 LO BND x(4,5,g21) 0
 UP BND x(4,5,g21) 1
 LO BND x(3,7,g22) 0
 UP BND x(3,7,g22) 1
 LO BND x(4,7,g22) 0
 UP BND x(4,7,g22) 1
 LO BND x(4,8,g22) 0
 UP BND x(4,8,g22) 1
 LO BND x(5,8,g22) 0
 UP BND x(5,8,g22) 1
 LO BND x(4,9,g23) 0
 UP BND x(4,9,g23) 1
 LO BND x(4,11,g24) 0
 UP BND x(4,11,g24) 1
 LO BND x(5,3,g25) 0
 UP BND x(5,3,g25) 1
 LO BND x(5,4,g26) 0
 UP BND x(5,4,g26) 1
 LO BND x(5,5,g26) 0
 UP BND x(5,5,g26) 1
 LO BND x(5,9,g27) 0
 UP BND x(5,9,g27) 1
 LO BND x(3,10,g28) 0
 UP BND x(3,10,g28) 1
 LO BND x(4,10,g28) 0
 UP BND x(4,10,g28) 1
 LO BND x(5,10,g28) 0
 UP BND x(5,10,g28) 1
 LO BND x(6,10,g28) 0
 UP BND x(6,10,g28) 1
 LO BND x(7,10,g28) 0
 UP BND x(7,10,g28) 1
 LO BND x(5,11,g29) 0
 UP BND x(5,11,g29) 1
 LO BND x(5,0,g30) 0
 UP BND x(5,0,g30) 1
 LO BND x(5,1,g30) 0
 UP BND x(5,1,g30) 1
 LO BND x(5,2,g30) 0
 UP BND x(5,2,g30) 1
 LO BND x(6,0,g30) 0
 UP BND x(6,0,g30) 1
 LO BND x(6,1,g30) 0
 UP BND x(6,1,g30) 1
 LO BND x(6,2,g30) 0
 UP BND x(6,2,g30) 1
 LO BND x(7,0,g30) 0
 UP BND x(7,0,g30) 1
 LO BND x(7,1,g30) 0
 UP BND x(7,1,g30) 1
 LO BND x(7,2,g30) 0
 UP BND x(7,2,g30) 1
 LO BND x(5,0,g31) 0
 UP BND x(5,0,g31) 1
 LO BND x(5,1,g31) 0
 UP BND x(5,1,g31) 1
 LO BND x(5,2,g31) 0
 UP BND x(5,2,g31) 1
 LO BND x(6,2,g31) 0
 UP BND x(6,2,g31) 1
 LO BND x(6,3,g31) 0
 UP BND x(6,3,g31) 1
 LO BND x(6,4,g31) 0
 UP BND x(6,4,g31) 1
 LO BND x(6,5,g31) 0
 UP BND x(6,5,g31) 1
 LO BND x(7,5,g31) 0
 UP BND x(7,5,g31) 1
 LO BND x(7,6,g31) 0
 UP BND x(7,6,g31) 1
 LO BND x(7,7,g31) 0
 UP BND x(7,7,g31) 1
 LO BND x(4,6,g32) 0
 UP BND x(4,6,g32) 1
 LO BND x(5,6,g32) 0
 UP BND x(5,6,g32) 1
 LO BND x(5,7,g32) 0
 UP BND x(5,7,g32) 1
 LO BND x(5,8,g32) 0
 UP BND x(5,8,g32) 1
 LO BND x(6,5,g32) 0
 UP BND x(6,5,g32) 1
 LO BND x(6,6,g32) 0
 UP BND x(6,6,g32) 1
 LO BND x(6,7,g32) 0
 UP BND x(6,7,g32) 1
 LO BND x(6,8,g32) 0
 UP BND x(6,8,g32) 1
 LO BND x(7,5,g32) 0
 UP BND x(7,5,g32) 1
 LO BND x(7,6,g32) 0
 UP BND x(7,6,g32) 1
 LO BND x(7,7,g32) 0
 UP BND x(7,7,g32) 1
 LO BND x(8,7,g32) 0
 UP BND x(8,7,g32) 1
 LO BND x(5,8,g33) 0
 UP BND x(5,8,g33) 1
 LO BND x(6,8,g33) 0
 UP BND x(6,8,g33) 1
 LO BND x(6,9,g33) 0
 UP BND x(6,9,g33) 1
 LO BND x(6,10,g33) 0
 UP BND x(6,10,g33) 1
 LO BND x(7,10,g33) 0
 UP BND x(7,10,g33) 1
 LO BND x(6,11,g34) 0
 UP BND x(6,11,g34) 1
 LO BND x(7,11,g34) 0
 UP BND x(7,11,g34) 1
 LO BND x(5,1,g35) 0
 UP BND x(5,1,g35) 1
 LO BND x(5,2,g35) 0
 UP BND x(5,2,g35) 1
 LO BND x(6,2,g35) 0
 UP BND x(6,2,g35) 1
 LO BND x(6,5,g35) 0
 UP BND x(6,5,g35) 1
 LO BND x(7,1,g35) 0
 UP BND x(7,1,g35) 1
 LO BND x(7,2,g35) 0
 UP BND x(7,2,g35) 1
 LO BND x(7,3,g35) 0
 UP BND x(7,3,g35) 1
 LO BND x(7,4,g35) 0
 UP BND x(7,4,g35) 1
 LO BND x(7,5,g35) 0
 UP BND x(7,5,g35) 1
 LO BND x(7,6,g35) 0
 UP BND x(7,6,g35) 1
 LO BND x(7,7,g35) 0
 UP BND x(7,7,g35) 1
 LO BND x(8,3,g35) 0
 UP BND x(8,3,g35) 1
 LO BND x(8,6,g35) 0
 UP BND x(8,6,g35) 1
 LO BND x(9,6,g35) 0
 UP BND x(9,6,g35) 1
 LO BND x(9,7,g35) 0
 UP BND x(9,7,g35) 1
 LO BND x(6,10,g36) 0
 UP BND x(6,10,g36) 1
 LO BND x(7,7,g36) 0
 UP BND x(7,7,g36) 1
 LO BND x(7,8,g36) 0
 UP BND x(7,8,g36) 1
 LO BND x(7,9,g36) 0
 UP BND x(7,9,g36) 1
 LO BND x(7,10,g36) 0
 UP BND x(7,10,g36) 1
 LO BND x(8,7,g36) 0
 UP BND x(8,7,g36) 1
 LO BND x(5,0,g37) 0
 UP BND x(5,0,g37) 1
 LO BND x(6,0,g37) 0
 UP BND x(6,0,g37) 1
 LO BND x(7,0,g37) 0
 UP BND x(7,0,g37) 1
 LO BND x(7,3,g37) 0
 UP BND x(7,3,g37) 1
 LO BND x(8,0,g37) 0
 UP BND x(8,0,g37) 1
 LO BND x(8,1,g37) 0
 UP BND x(8,1,g37) 1
 LO BND x(8,2,g37) 0
 UP BND x(8,2,g37) 1
 LO BND x(8,3,g37) 0
 UP BND x(8,3,g37) 1
 LO BND x(9,0,g37) 0
 UP BND x(9,0,g37) 1
 LO BND x(9,3,g37) 0
 UP BND x(9,3,g37) 1
 LO BND x(10,3,g37) 0
 UP BND x(10,3,g37) 1
 LO BND x(11,3,g37) 0
 UP BND x(11,3,g37) 1
 LO BND x(7,2,g38) 0
 UP BND x(7,2,g38) 1
 LO BND x(7,3,g38) 0
 UP BND x(7,3,g38) 1
 LO BND x(7,5,g38) 0
 UP BND x(7,5,g38) 1
 LO BND x(7,6,g38) 0
 UP BND x(7,6,g38) 1
 LO BND x(8,3,g38) 0
 UP BND x(8,3,g38) 1
 LO BND x(8,4,g38) 0
 UP BND x(8,4,g38) 1
 LO BND x(8,5,g38) 0
 UP BND x(8,5,g38) 1
 LO BND x(8,6,g38) 0
 UP BND x(8,6,g38) 1
 LO BND x(9,3,g38) 0
 UP BND x(9,3,g38) 1
 LO BND x(9,4,g38) 0
 UP BND x(9,4,g38) 1
 LO BND x(9,6,g38) 0
 UP BND x(9,6,g38) 1
 LO BND x(9,7,g38) 0
 UP BND x(9,7,g38) 1
 LO BND x(8,8,g39) 0
 UP BND x(8,8,g39) 1
 LO BND x(8,11,g40) 0
 UP BND x(8,11,g40) 1
 LO BND x(6,10,g41) 0
 UP BND x(6,10,g41) 1
 LO BND x(7,10,g41) 0
 UP BND x(7,10,g41) 1
 LO BND x(8,9,g41) 0
 UP BND x(8,9,g41) 1
 LO BND x(8,10,g41) 0
 UP BND x(8,10,g41) 1
 LO BND x(9,9,g41) 0
 UP BND x(9,9,g41) 1
 LO BND x(9,10,g41) 0
 UP BND x(9,10,g41) 1
 LO BND x(10,9,g41) 0
 UP BND x(10,9,g41) 1
 LO BND x(11,9,g41) 0
 UP BND x(11,9,g41) 1
 LO BND x(7,0,g42) 0
 UP BND x(7,0,g42) 1
 LO BND x(8,0,g42) 0
 UP BND x(8,0,g42) 1
 LO BND x(8,3,g42) 0
 UP BND x(8,3,g42) 1
 LO BND x(9,0,g42) 0
 UP BND x(9,0,g42) 1
 LO BND x(9,1,g42) 0
 UP BND x(9,1,g42) 1
 LO BND x(9,2,g42) 0
 UP BND x(9,2,g42) 1
 LO BND x(9,3,g42) 0
 UP BND x(9,3,g42) 1
 LO BND x(10,0,g42) 0
 UP BND x(10,0,g42) 1
 LO BND x(10,3,g42) 0
 UP BND x(10,3,g42) 1
 LO BND x(11,3,g42) 0
 UP BND x(11,3,g42) 1
 LO BND x(7,6,g43) 0
 UP BND x(7,6,g43) 1
 LO BND x(7,7,g43) 0
 UP BND x(7,7,g43) 1
 LO BND x(8,7,g43) 0
 UP BND x(8,7,g43) 1
 LO BND x(9,3,g43) 0
 UP BND x(9,3,g43) 1
 LO BND x(9,4,g43) 0
 UP BND x(9,4,g43) 1
 LO BND x(9,5,g43) 0
 UP BND x(9,5,g43) 1
 LO BND x(9,6,g43) 0
 UP BND x(9,6,g43) 1
 LO BND x(9,7,g43) 0
 UP BND x(9,7,g43) 1
 LO BND x(10,3,g43) 0
 UP BND x(10,3,g43) 1
 LO BND x(11,3,g43) 0
 UP BND x(11,3,g43) 1
 LO BND x(11,4,g43) 0
 UP BND x(11,4,g43) 1
 LO BND x(9,11,g44) 0
 UP BND x(9,11,g44) 1
 LO BND x(8,6,g45) 0
 UP BND x(8,6,g45) 1
 LO BND x(8,7,g45) 0
 UP BND x(8,7,g45) 1
 LO BND x(9,6,g45) 0
 UP BND x(9,6,g45) 1
 LO BND x(9,7,g45) 0
 UP BND x(9,7,g45) 1
 LO BND x(9,8,g45) 0
 UP BND x(9,8,g45) 1
 LO BND x(10,8,g45) 0
 UP BND x(10,8,g45) 1
 LO BND x(10,9,g45) 0
 UP BND x(10,9,g45) 1
 LO BND x(10,10,g45) 0
 UP BND x(10,10,g45) 1
 LO BND x(11,9,g45) 0
 UP BND x(11,9,g45) 1
 LO BND x(11,10,g45) 0
 UP BND x(11,10,g45) 1
 LO BND x(9,6,g46) 0
 UP BND x(9,6,g46) 1
 LO BND x(10,3,g46) 0
 UP BND x(10,3,g46) 1
 LO BND x(10,4,g46) 0
 UP BND x(10,4,g46) 1
 LO BND x(10,5,g46) 0
 UP BND x(10,5,g46) 1
 LO BND x(10,6,g46) 0
 UP BND x(10,6,g46) 1
 LO BND x(11,3,g46) 0
 UP BND x(11,3,g46) 1
 LO BND x(9,7,g47) 0
 UP BND x(9,7,g47) 1
 LO BND x(10,7,g47) 0
 UP BND x(10,7,g47) 1
 LO BND x(11,7,g47) 0
 UP BND x(11,7,g47) 1
 LO BND x(10,11,g48) 0
 UP BND x(10,11,g48) 1
 LO BND x(10,0,g49) 0
 UP BND x(10,0,g49) 1
 LO BND x(10,1,g49) 0
 UP BND x(10,1,g49) 1
 LO BND x(10,2,g49) 0
 UP BND x(10,2,g49) 1
 LO BND x(11,2,g49) 0
 UP BND x(11,2,g49) 1
 LO BND x(11,3,g49) 0
 UP BND x(11,3,g49) 1
 LO BND x(11,4,g49) 0
 UP BND x(11,4,g49) 1
 LO BND x(11,0,g50) 0
 UP BND x(11,0,g50) 1
 LO BND x(11,1,g50) 0
 UP BND x(11,1,g50) 1
 LO BND x(11,4,g51) 0
 UP BND x(11,4,g51) 1
 LO BND x(11,5,g51) 0
 UP BND x(11,5,g51) 1
 LO BND x(11,6,g51) 0
 UP BND x(11,6,g51) 1
 LO BND x(11,7,g51) 0
 UP BND x(11,7,g51) 1
 LO BND x(11,7,g52) 0
 UP BND x(11,7,g52) 1
 LO BND x(11,8,g52) 0
 UP BND x(11,8,g52) 1
 LO BND x(11,9,g52) 0
 UP BND x(11,9,g52) 1
 LO BND x(11,11,g53) 0
 UP BND x(11,11,g53) 1
 FX BND d(0,7,g2) 1
 FX BND d(0,10,g2) 1
 FX BND d(0,7,g4) 1
 FX BND d(1,4,g4) 1
 LO BND d(0,2,g6) 2
 UP BND d(0,2,g6) 4
 LO BND d(0,3,g6) 1
 UP BND d(0,3,g6) 4
 LO BND d(0,4,g6) 2
 UP BND d(0,4,g6) 4
 LO BND d(1,2,g6) 1
 UP BND d(1,2,g6) 4
 LO BND d(1,4,g6) 1
 UP BND d(1,4,g6) 4
 LO BND d(2,2,g6) 2
 UP BND d(2,2,g6) 4
 LO BND d(2,3,g6) 1
 UP BND d(2,3,g6) 4
 LO BND d(2,4,g6) 2
 UP BND d(2,4,g6) 4
 FX BND d(0,10,g8) 1
 FX BND d(2,10,g8) 1
 FX BND d(1,8,g9) 1
 FX BND d(2,10,g9) 1
 FX BND d(1,11,g14) 1
 FX BND d(3,11,g14) 1
 FX BND d(1,2,g16) 4
 LO BND d(2,2,g16) 3
 UP BND d(2,2,g16) 4
 LO BND d(2,3,g16) 2
 UP BND d(2,3,g16) 4
 LO BND d(3,3,g16) 1
 UP BND d(3,3,g16) 4
 LO BND d(3,5,g16) 1
 UP BND d(3,5,g16) 4
 LO BND d(4,5,g16) 2
 UP BND d(4,5,g16) 4
 LO BND d(4,6,g16) 3
 UP BND d(4,6,g16) 4
 FX BND d(5,6,g16) 4
 FX BND d(3,5,g17) 1
 FX BND d(3,7,g17) 1
 LO BND d(2,1,g20) 1
 UP BND d(2,1,g20) 3
 LO BND d(2,2,g20) 1
 UP BND d(2,2,g20) 3
 LO BND d(2,3,g20) 2
 UP BND d(2,3,g20) 3
 LO BND d(5,0,g20) 2
 UP BND d(5,0,g20) 3
 LO BND d(5,1,g20) 1
 UP BND d(5,1,g20) 3
 LO BND d(5,2,g20) 1
 UP BND d(5,2,g20) 3
 FX BND d(4,3,g21) 1
 FX BND d(4,5,g21) 1
 FX BND d(3,7,g22) 1
 FX BND d(5,8,g22) 1
 FX BND d(3,10,g28) 2
 LO BND d(4,10,g28) 1
 UP BND d(4,10,g28) 2
 LO BND d(6,10,g28) 1
 UP BND d(6,10,g28) 2
 FX BND d(7,10,g28) 2
 LO BND d(5,0,g30) 2
 UP BND d(5,0,g30) 4
 LO BND d(5,1,g30) 1
 UP BND d(5,1,g30) 4
 LO BND d(5,2,g30) 2
 UP BND d(5,2,g30) 4
 LO BND d(6,0,g30) 1
 UP BND d(6,0,g30) 4
 LO BND d(6,2,g30) 1
 UP BND d(6,2,g30) 4
 LO BND d(7,0,g30) 2
 UP BND d(7,0,g30) 4
 LO BND d(7,1,g30) 1
 UP BND d(7,1,g30) 4
 LO BND d(7,2,g30) 2
 UP BND d(7,2,g30) 4
 FX BND d(5,0,g31) 4
 LO BND d(5,1,g31) 3
 UP BND d(5,1,g31) 4
 LO BND d(5,2,g31) 2
 UP BND d(5,2,g31) 4
 LO BND d(6,2,g31) 1
 UP BND d(6,2,g31) 4
 LO BND d(6,5,g31) 1
 UP BND d(6,5,g31) 4
 LO BND d(7,5,g31) 2
 UP BND d(7,5,g31) 4
 LO BND d(7,6,g31) 3
 UP BND d(7,6,g31) 4
 FX BND d(7,7,g31) 4
 LO BND d(4,6,g32) 2
 UP BND d(4,6,g32) 5
 LO BND d(5,6,g32) 1
 UP BND d(5,6,g32) 5
 LO BND d(5,7,g32) 1
 UP BND d(5,7,g32) 5
 LO BND d(5,8,g32) 2
 UP BND d(5,8,g32) 5
 LO BND d(6,5,g32) 1
 UP BND d(6,5,g32) 5
 LO BND d(6,8,g32) 1
 UP BND d(6,8,g32) 5
 LO BND d(7,5,g32) 2
 UP BND d(7,5,g32) 5
 LO BND d(7,6,g32) 1
 UP BND d(7,6,g32) 5
 LO BND d(7,7,g32) 1
 UP BND d(7,7,g32) 5
 LO BND d(8,7,g32) 2
 UP BND d(8,7,g32) 5
 FX BND d(5,8,g33) 2
 LO BND d(6,8,g33) 1
 UP BND d(6,8,g33) 2
 LO BND d(6,10,g33) 1
 UP BND d(6,10,g33) 2
 FX BND d(7,10,g33) 2
 LO BND d(5,1,g35) 5
 UP BND d(5,1,g35) 7
 LO BND d(5,2,g35) 4
 UP BND d(5,2,g35) 7
 LO BND d(6,2,g35) 3
 UP BND d(6,2,g35) 7
 LO BND d(6,5,g35) 2
 UP BND d(6,5,g35) 7
 LO BND d(7,1,g35) 3
 UP BND d(7,1,g35) 7
 LO BND d(7,2,g35) 2
 UP BND d(7,2,g35) 7
 LO BND d(7,3,g35) 1
 UP BND d(7,3,g35) 7
 LO BND d(7,5,g35) 1
 UP BND d(7,5,g35) 7
 LO BND d(7,6,g35) 2
 UP BND d(7,6,g35) 7
 LO BND d(7,7,g35) 3
 UP BND d(7,7,g35) 7
 LO BND d(8,3,g35) 2
 UP BND d(8,3,g35) 7
 LO BND d(8,6,g35) 3
 UP BND d(8,6,g35) 7
 LO BND d(9,6,g35) 4
 UP BND d(9,6,g35) 7
 LO BND d(9,7,g35) 5
 UP BND d(9,7,g35) 7
 FX BND d(6,10,g36) 2
 LO BND d(7,7,g36) 1
 UP BND d(7,7,g36) 2
 LO BND d(7,10,g36) 1
 UP BND d(7,10,g36) 2
 FX BND d(8,7,g36) 2
 LO BND d(5,0,g37) 4
 UP BND d(5,0,g37) 5
 LO BND d(6,0,g37) 3
 UP BND d(6,0,g37) 5
 LO BND d(7,0,g37) 2
 UP BND d(7,0,g37) 5
 LO BND d(7,3,g37) 2
 UP BND d(7,3,g37) 5
 LO BND d(8,0,g37) 1
 UP BND d(8,0,g37) 5
 LO BND d(8,3,g37) 1
 UP BND d(8,3,g37) 5
 LO BND d(9,0,g37) 2
 UP BND d(9,0,g37) 5
 LO BND d(9,3,g37) 2
 UP BND d(9,3,g37) 5
 LO BND d(10,3,g37) 3
 UP BND d(10,3,g37) 5
 LO BND d(11,3,g37) 4
 UP BND d(11,3,g37) 5
 LO BND d(7,2,g38) 3
 UP BND d(7,2,g38) 5
 LO BND d(7,3,g38) 2
 UP BND d(7,3,g38) 5
 LO BND d(7,5,g38) 1
 UP BND d(7,5,g38) 5
 LO BND d(7,6,g38) 2
 UP BND d(7,6,g38) 5
 LO BND d(8,3,g38) 1
 UP BND d(8,3,g38) 5
 LO BND d(8,6,g38) 1
 UP BND d(8,6,g38) 5
 LO BND d(9,3,g38) 2
 UP BND d(9,3,g38) 5
 LO BND d(9,4,g38) 1
 UP BND d(9,4,g38) 5
 LO BND d(9,6,g38) 2
 UP BND d(9,6,g38) 5
 LO BND d(9,7,g38) 3
 UP BND d(9,7,g38) 5
 FX BND d(6,10,g41) 2
 LO BND d(7,10,g41) 1
 UP BND d(7,10,g41) 2
 LO BND d(10,9,g41) 1
 UP BND d(10,9,g41) 2
 FX BND d(11,9,g41) 2
 LO BND d(7,0,g42) 3
 UP BND d(7,0,g42) 4
 LO BND d(8,0,g42) 2
 UP BND d(8,0,g42) 4
 LO BND d(8,3,g42) 2
 UP BND d(8,3,g42) 4
 LO BND d(9,0,g42) 1
 UP BND d(9,0,g42) 4
 LO BND d(9,3,g42) 1
 UP BND d(9,3,g42) 4
 LO BND d(10,0,g42) 2
 UP BND d(10,0,g42) 4
 LO BND d(10,3,g42) 2
 UP BND d(10,3,g42) 4
 LO BND d(11,3,g42) 3
 UP BND d(11,3,g42) 4
 FX BND d(7,6,g43) 5
 LO BND d(7,7,g43) 4
 UP BND d(7,7,g43) 5
 LO BND d(8,7,g43) 3
 UP BND d(8,7,g43) 5
 LO BND d(9,3,g43) 2
 UP BND d(9,3,g43) 5
 LO BND d(9,4,g43) 1
 UP BND d(9,4,g43) 5
 LO BND d(9,6,g43) 1
 UP BND d(9,6,g43) 5
 LO BND d(9,7,g43) 2
 UP BND d(9,7,g43) 5
 LO BND d(10,3,g43) 3
 UP BND d(10,3,g43) 5
 LO BND d(11,3,g43) 4
 UP BND d(11,3,g43) 5
 FX BND d(11,4,g43) 5
 LO BND d(8,6,g45) 3
 UP BND d(8,6,g45) 4
 LO BND d(8,7,g45) 2
 UP BND d(8,7,g45) 4
 LO BND d(9,6,g45) 2
 UP BND d(9,6,g45) 4
 LO BND d(9,7,g45) 1
 UP BND d(9,7,g45) 4
 LO BND d(10,9,g45) 1
 UP BND d(10,9,g45) 4
 LO BND d(10,10,g45) 2
 UP BND d(10,10,g45) 4
 LO BND d(11,9,g45) 2
 UP BND d(11,9,g45) 4
 LO BND d(11,10,g45) 3
 UP BND d(11,10,g45) 4
 FX BND d(9,6,g46) 2
 LO BND d(10,3,g46) 1
 UP BND d(10,3,g46) 2
 LO BND d(10,6,g46) 1
 UP BND d(10,6,g46) 2
 FX BND d(11,3,g46) 2
 FX BND d(9,7,g47) 1
 FX BND d(11,7,g47) 1
 FX BND d(10,0,g49) 2
 LO BND d(10,1,g49) 1
 UP BND d(10,1,g49) 2
 LO BND d(11,3,g49) 1
 UP BND d(11,3,g49) 2
 FX BND d(11,4,g49) 2
 FX BND d(11,4,g51) 1
 FX BND d(11,7,g51) 1
 FX BND d(11,7,g52) 1
 FX BND d(11,9,g52) 1
 LO BND p(g2,0,8,0,7) 0
 UP BND p(g2,0,8,0,7) 1
 LO BND p(g2,0,9,0,10) 0
 UP BND p(g2,0,9,0,10) 1
 LO BND p(g4,0,6,0,7) 0
 UP BND p(g4,0,6,0,7) 1
 LO BND p(g4,1,5,1,4) 0
 UP BND p(g4,1,5,1,4) 1
 LO BND p(g6,0,2,0,3) 0
 UP BND p(g6,0,2,0,3) 1
 LO BND p(g6,0,3,0,2) 0
 UP BND p(g6,0,3,0,2) 1
 LO BND p(g6,0,3,0,4) 0
 UP BND p(g6,0,3,0,4) 1
 LO BND p(g6,0,4,0,3) 0
 UP BND p(g6,0,4,0,3) 1
 LO BND p(g6,1,3,1,2) 0
 UP BND p(g6,1,3,1,2) 1
 LO BND p(g6,1,3,1,4) 0
 UP BND p(g6,1,3,1,4) 1
 LO BND p(g6,2,2,2,3) 0
 UP BND p(g6,2,2,2,3) 1
 LO BND p(g6,2,3,2,2) 0
 UP BND p(g6,2,3,2,2) 1
 LO BND p(g6,2,3,2,4) 0
 UP BND p(g6,2,3,2,4) 1
 LO BND p(g6,2,4,2,3) 0
 UP BND p(g6,2,4,2,3) 1
 LO BND p(g6,0,2,1,2) 0
 UP BND p(g6,0,2,1,2) 1
 LO BND p(g6,1,2,0,2) 0
 UP BND p(g6,1,2,0,2) 1
 LO BND p(g6,1,3,0,3) 0
 UP BND p(g6,1,3,0,3) 1
 LO BND p(g6,0,4,1,4) 0
 UP BND p(g6,0,4,1,4) 1
 LO BND p(g6,1,4,0,4) 0
 UP BND p(g6,1,4,0,4) 1
 LO BND p(g6,1,2,2,2) 0
 UP BND p(g6,1,2,2,2) 1
 LO BND p(g6,2,2,1,2) 0
 UP BND p(g6,2,2,1,2) 1
 LO BND p(g6,1,3,2,3) 0
 UP BND p(g6,1,3,2,3) 1
 LO BND p(g6,1,4,2,4) 0
 UP BND p(g6,1,4,2,4) 1
 LO BND p(g6,2,4,1,4) 0
 UP BND p(g6,2,4,1,4) 1
 LO BND p(g8,1,10,0,10) 0
 UP BND p(g8,1,10,0,10) 1
 LO BND p(g8,1,10,2,10) 0
 UP BND p(g8,1,10,2,10) 1
 LO BND p(g9,1,9,1,8) 0
 UP BND p(g9,1,9,1,8) 1
 LO BND p(g9,2,9,2,10) 0
 UP BND p(g9,2,9,2,10) 1
 LO BND p(g14,2,11,1,11) 0
 UP BND p(g14,2,11,1,11) 1
 LO BND p(g14,2,11,3,11) 0
 UP BND p(g14,2,11,3,11) 1
 LO BND p(g16,2,2,2,3) 0
 UP BND p(g16,2,2,2,3) 1
 LO BND p(g16,2,3,2,2) 0
 UP BND p(g16,2,3,2,2) 1
 LO BND p(g16,3,4,3,3) 0
 UP BND p(g16,3,4,3,3) 1
 LO BND p(g16,3,4,3,5) 0
 UP BND p(g16,3,4,3,5) 1
 LO BND p(g16,4,5,4,6) 0
 UP BND p(g16,4,5,4,6) 1
 LO BND p(g16,4,6,4,5) 0
 UP BND p(g16,4,6,4,5) 1
 LO BND p(g16,1,2,2,2) 0
 UP BND p(g16,1,2,2,2) 1
 LO BND p(g16,2,2,1,2) 0
 UP BND p(g16,2,2,1,2) 1
 LO BND p(g16,2,3,3,3) 0
 UP BND p(g16,2,3,3,3) 1
 LO BND p(g16,3,3,2,3) 0
 UP BND p(g16,3,3,2,3) 1
 LO BND p(g16,3,5,4,5) 0
 UP BND p(g16,3,5,4,5) 1
 LO BND p(g16,4,5,3,5) 0
 UP BND p(g16,4,5,3,5) 1
 LO BND p(g16,4,6,5,6) 0
 UP BND p(g16,4,6,5,6) 1
 LO BND p(g16,5,6,4,6) 0
 UP BND p(g16,5,6,4,6) 1
 LO BND p(g17,3,6,3,5) 0
 UP BND p(g17,3,6,3,5) 1
 LO BND p(g17,3,6,3,7) 0
 UP BND p(g17,3,6,3,7) 1
 LO BND p(g20,2,1,2,2) 0
 UP BND p(g20,2,1,2,2) 1
 LO BND p(g20,2,2,2,1) 0
 UP BND p(g20,2,2,2,1) 1
 LO BND p(g20,2,2,2,3) 0
 UP BND p(g20,2,2,2,3) 1
 LO BND p(g20,2,3,2,2) 0
 UP BND p(g20,2,3,2,2) 1
 LO BND p(g20,5,0,5,1) 0
 UP BND p(g20,5,0,5,1) 1
 LO BND p(g20,5,1,5,0) 0
 UP BND p(g20,5,1,5,0) 1
 LO BND p(g20,5,1,5,2) 0
 UP BND p(g20,5,1,5,2) 1
 LO BND p(g20,5,2,5,1) 0
 UP BND p(g20,5,2,5,1) 1
 LO BND p(g20,3,1,2,1) 0
 UP BND p(g20,3,1,2,1) 1
 LO BND p(g20,3,2,2,2) 0
 UP BND p(g20,3,2,2,2) 1
 LO BND p(g20,4,1,5,1) 0
 UP BND p(g20,4,1,5,1) 1
 LO BND p(g20,4,2,5,2) 0
 UP BND p(g20,4,2,5,2) 1
 LO BND p(g21,4,4,4,3) 0
 UP BND p(g21,4,4,4,3) 1
 LO BND p(g21,4,4,4,5) 0
 UP BND p(g21,4,4,4,5) 1
 LO BND p(g22,4,7,3,7) 0
 UP BND p(g22,4,7,3,7) 1
 LO BND p(g22,4,8,5,8) 0
 UP BND p(g22,4,8,5,8) 1
 LO BND p(g28,3,10,4,10) 0
 UP BND p(g28,3,10,4,10) 1
 LO BND p(g28,4,10,3,10) 0
 UP BND p(g28,4,10,3,10) 1
 LO BND p(g28,5,10,4,10) 0
 UP BND p(g28,5,10,4,10) 1
 LO BND p(g28,5,10,6,10) 0
 UP BND p(g28,5,10,6,10) 1
 LO BND p(g28,6,10,7,10) 0
 UP BND p(g28,6,10,7,10) 1
 LO BND p(g28,7,10,6,10) 0
 UP BND p(g28,7,10,6,10) 1
 LO BND p(g30,5,0,5,1) 0
 UP BND p(g30,5,0,5,1) 1
 LO BND p(g30,5,1,5,0) 0
 UP BND p(g30,5,1,5,0) 1
 LO BND p(g30,5,1,5,2) 0
 UP BND p(g30,5,1,5,2) 1
 LO BND p(g30,5,2,5,1) 0
 UP BND p(g30,5,2,5,1) 1
 LO BND p(g30,6,1,6,0) 0
 UP BND p(g30,6,1,6,0) 1
 LO BND p(g30,6,1,6,2) 0
 UP BND p(g30,6,1,6,2) 1
 LO BND p(g30,7,0,7,1) 0
 UP BND p(g30,7,0,7,1) 1
 LO BND p(g30,7,1,7,0) 0
 UP BND p(g30,7,1,7,0) 1
 LO BND p(g30,7,1,7,2) 0
 UP BND p(g30,7,1,7,2) 1
 LO BND p(g30,7,2,7,1) 0
 UP BND p(g30,7,2,7,1) 1
 LO BND p(g30,5,0,6,0) 0
 UP BND p(g30,5,0,6,0) 1
 LO BND p(g30,6,0,5,0) 0
 UP BND p(g30,6,0,5,0) 1
 LO BND p(g30,6,1,5,1) 0
 UP BND p(g30,6,1,5,1) 1
 LO BND p(g30,5,2,6,2) 0
 UP BND p(g30,5,2,6,2) 1
 LO BND p(g30,6,2,5,2) 0
 UP BND p(g30,6,2,5,2) 1
 LO BND p(g30,6,0,7,0) 0
 UP BND p(g30,6,0,7,0) 1
 LO BND p(g30,7,0,6,0) 0
 UP BND p(g30,7,0,6,0) 1
 LO BND p(g30,6,1,7,1) 0
 UP BND p(g30,6,1,7,1) 1
 LO BND p(g30,6,2,7,2) 0
 UP BND p(g30,6,2,7,2) 1
 LO BND p(g30,7,2,6,2) 0
 UP BND p(g30,7,2,6,2) 1
 LO BND p(g31,5,0,5,1) 0
 UP BND p(g31,5,0,5,1) 1
 LO BND p(g31,5,1,5,0) 0
 UP BND p(g31,5,1,5,0) 1
 LO BND p(g31,5,1,5,2) 0
 UP BND p(g31,5,1,5,2) 1
 LO BND p(g31,5,2,5,1) 0
 UP BND p(g31,5,2,5,1) 1
 LO BND p(g31,6,3,6,2) 0
 UP BND p(g31,6,3,6,2) 1
 LO BND p(g31,6,4,6,5) 0
 UP BND p(g31,6,4,6,5) 1
 LO BND p(g31,7,5,7,6) 0
 UP BND p(g31,7,5,7,6) 1
 LO BND p(g31,7,6,7,5) 0
 UP BND p(g31,7,6,7,5) 1
 LO BND p(g31,7,6,7,7) 0
 UP BND p(g31,7,6,7,7) 1
 LO BND p(g31,7,7,7,6) 0
 UP BND p(g31,7,7,7,6) 1
 LO BND p(g31,5,2,6,2) 0
 UP BND p(g31,5,2,6,2) 1
 LO BND p(g31,6,2,5,2) 0
 UP BND p(g31,6,2,5,2) 1
 LO BND p(g31,6,5,7,5) 0
 UP BND p(g31,6,5,7,5) 1
 LO BND p(g31,7,5,6,5) 0
 UP BND p(g31,7,5,6,5) 1
 LO BND p(g32,5,6,5,7) 0
 UP BND p(g32,5,6,5,7) 1
 LO BND p(g32,5,7,5,6) 0
 UP BND p(g32,5,7,5,6) 1
 LO BND p(g32,5,7,5,8) 0
 UP BND p(g32,5,7,5,8) 1
 LO BND p(g32,5,8,5,7) 0
 UP BND p(g32,5,8,5,7) 1
 LO BND p(g32,6,6,6,5) 0
 UP BND p(g32,6,6,6,5) 1
 LO BND p(g32,6,7,6,8) 0
 UP BND p(g32,6,7,6,8) 1
 LO BND p(g32,7,5,7,6) 0
 UP BND p(g32,7,5,7,6) 1
 LO BND p(g32,7,6,7,5) 0
 UP BND p(g32,7,6,7,5) 1
 LO BND p(g32,7,6,7,7) 0
 UP BND p(g32,7,6,7,7) 1
 LO BND p(g32,7,7,7,6) 0
 UP BND p(g32,7,7,7,6) 1
 LO BND p(g32,4,6,5,6) 0
 UP BND p(g32,4,6,5,6) 1
 LO BND p(g32,5,6,4,6) 0
 UP BND p(g32,5,6,4,6) 1
 LO BND p(g32,6,6,5,6) 0
 UP BND p(g32,6,6,5,6) 1
 LO BND p(g32,6,7,5,7) 0
 UP BND p(g32,6,7,5,7) 1
 LO BND p(g32,5,8,6,8) 0
 UP BND p(g32,5,8,6,8) 1
 LO BND p(g32,6,8,5,8) 0
 UP BND p(g32,6,8,5,8) 1
 LO BND p(g32,6,5,7,5) 0
 UP BND p(g32,6,5,7,5) 1
 LO BND p(g32,7,5,6,5) 0
 UP BND p(g32,7,5,6,5) 1
 LO BND p(g32,6,6,7,6) 0
 UP BND p(g32,6,6,7,6) 1
 LO BND p(g32,6,7,7,7) 0
 UP BND p(g32,6,7,7,7) 1
 LO BND p(g32,7,7,8,7) 0
 UP BND p(g32,7,7,8,7) 1
 LO BND p(g32,8,7,7,7) 0
 UP BND p(g32,8,7,7,7) 1
 LO BND p(g33,6,9,6,8) 0
 UP BND p(g33,6,9,6,8) 1
 LO BND p(g33,6,9,6,10) 0
 UP BND p(g33,6,9,6,10) 1
 LO BND p(g33,5,8,6,8) 0
 UP BND p(g33,5,8,6,8) 1
 LO BND p(g33,6,8,5,8) 0
 UP BND p(g33,6,8,5,8) 1
 LO BND p(g33,6,10,7,10) 0
 UP BND p(g33,6,10,7,10) 1
 LO BND p(g33,7,10,6,10) 0
 UP BND p(g33,7,10,6,10) 1
 LO BND p(g35,5,1,5,2) 0
 UP BND p(g35,5,1,5,2) 1
 LO BND p(g35,5,2,5,1) 0
 UP BND p(g35,5,2,5,1) 1
 LO BND p(g35,7,1,7,2) 0
 UP BND p(g35,7,1,7,2) 1
 LO BND p(g35,7,2,7,1) 0
 UP BND p(g35,7,2,7,1) 1
 LO BND p(g35,7,2,7,3) 0
 UP BND p(g35,7,2,7,3) 1
 LO BND p(g35,7,3,7,2) 0
 UP BND p(g35,7,3,7,2) 1
 LO BND p(g35,7,4,7,3) 0
 UP BND p(g35,7,4,7,3) 1
 LO BND p(g35,7,4,7,5) 0
 UP BND p(g35,7,4,7,5) 1
 LO BND p(g35,7,5,7,6) 0
 UP BND p(g35,7,5,7,6) 1
 LO BND p(g35,7,6,7,5) 0
 UP BND p(g35,7,6,7,5) 1
 LO BND p(g35,7,6,7,7) 0
 UP BND p(g35,7,6,7,7) 1
 LO BND p(g35,7,7,7,6) 0
 UP BND p(g35,7,7,7,6) 1
 LO BND p(g35,9,6,9,7) 0
 UP BND p(g35,9,6,9,7) 1
 LO BND p(g35,9,7,9,6) 0
 UP BND p(g35,9,7,9,6) 1
 LO BND p(g35,5,2,6,2) 0
 UP BND p(g35,5,2,6,2) 1
 LO BND p(g35,6,2,5,2) 0
 UP BND p(g35,6,2,5,2) 1
 LO BND p(g35,6,2,7,2) 0
 UP BND p(g35,6,2,7,2) 1
 LO BND p(g35,7,2,6,2) 0
 UP BND p(g35,7,2,6,2) 1
 LO BND p(g35,6,5,7,5) 0
 UP BND p(g35,6,5,7,5) 1
 LO BND p(g35,7,5,6,5) 0
 UP BND p(g35,7,5,6,5) 1
 LO BND p(g35,7,3,8,3) 0
 UP BND p(g35,7,3,8,3) 1
 LO BND p(g35,8,3,7,3) 0
 UP BND p(g35,8,3,7,3) 1
 LO BND p(g35,7,6,8,6) 0
 UP BND p(g35,7,6,8,6) 1
 LO BND p(g35,8,6,7,6) 0
 UP BND p(g35,8,6,7,6) 1
 LO BND p(g35,8,6,9,6) 0
 UP BND p(g35,8,6,9,6) 1
 LO BND p(g35,9,6,8,6) 0
 UP BND p(g35,9,6,8,6) 1
 LO BND p(g36,7,8,7,7) 0
 UP BND p(g36,7,8,7,7) 1
 LO BND p(g36,7,9,7,10) 0
 UP BND p(g36,7,9,7,10) 1
 LO BND p(g36,6,10,7,10) 0
 UP BND p(g36,6,10,7,10) 1
 LO BND p(g36,7,10,6,10) 0
 UP BND p(g36,7,10,6,10) 1
 LO BND p(g36,7,7,8,7) 0
 UP BND p(g36,7,7,8,7) 1
 LO BND p(g36,8,7,7,7) 0
 UP BND p(g36,8,7,7,7) 1
 LO BND p(g37,8,1,8,0) 0
 UP BND p(g37,8,1,8,0) 1
 LO BND p(g37,8,2,8,3) 0
 UP BND p(g37,8,2,8,3) 1
 LO BND p(g37,5,0,6,0) 0
 UP BND p(g37,5,0,6,0) 1
 LO BND p(g37,6,0,5,0) 0
 UP BND p(g37,6,0,5,0) 1
 LO BND p(g37,6,0,7,0) 0
 UP BND p(g37,6,0,7,0) 1
 LO BND p(g37,7,0,6,0) 0
 UP BND p(g37,7,0,6,0) 1
 LO BND p(g37,7,0,8,0) 0
 UP BND p(g37,7,0,8,0) 1
 LO BND p(g37,8,0,7,0) 0
 UP BND p(g37,8,0,7,0) 1
 LO BND p(g37,7,3,8,3) 0
 UP BND p(g37,7,3,8,3) 1
 LO BND p(g37,8,3,7,3) 0
 UP BND p(g37,8,3,7,3) 1
 LO BND p(g37,8,0,9,0) 0
 UP BND p(g37,8,0,9,0) 1
 LO BND p(g37,9,0,8,0) 0
 UP BND p(g37,9,0,8,0) 1
 LO BND p(g37,8,3,9,3) 0
 UP BND p(g37,8,3,9,3) 1
 LO BND p(g37,9,3,8,3) 0
 UP BND p(g37,9,3,8,3) 1
 LO BND p(g37,9,3,10,3) 0
 UP BND p(g37,9,3,10,3) 1
 LO BND p(g37,10,3,9,3) 0
 UP BND p(g37,10,3,9,3) 1
 LO BND p(g37,10,3,11,3) 0
 UP BND p(g37,10,3,11,3) 1
 LO BND p(g37,11,3,10,3) 0
 UP BND p(g37,11,3,10,3) 1
 LO BND p(g38,7,2,7,3) 0
 UP BND p(g38,7,2,7,3) 1
 LO BND p(g38,7,3,7,2) 0
 UP BND p(g38,7,3,7,2) 1
 LO BND p(g38,7,5,7,6) 0
 UP BND p(g38,7,5,7,6) 1
 LO BND p(g38,7,6,7,5) 0
 UP BND p(g38,7,6,7,5) 1
 LO BND p(g38,8,4,8,3) 0
 UP BND p(g38,8,4,8,3) 1
 LO BND p(g38,8,5,8,6) 0
 UP BND p(g38,8,5,8,6) 1
 LO BND p(g38,9,3,9,4) 0
 UP BND p(g38,9,3,9,4) 1
 LO BND p(g38,9,4,9,3) 0
 UP BND p(g38,9,4,9,3) 1
 LO BND p(g38,9,6,9,7) 0
 UP BND p(g38,9,6,9,7) 1
 LO BND p(g38,9,7,9,6) 0
 UP BND p(g38,9,7,9,6) 1
 LO BND p(g38,7,3,8,3) 0
 UP BND p(g38,7,3,8,3) 1
 LO BND p(g38,8,3,7,3) 0
 UP BND p(g38,8,3,7,3) 1
 LO BND p(g38,8,5,7,5) 0
 UP BND p(g38,8,5,7,5) 1
 LO BND p(g38,7,6,8,6) 0
 UP BND p(g38,7,6,8,6) 1
 LO BND p(g38,8,6,7,6) 0
 UP BND p(g38,8,6,7,6) 1
 LO BND p(g38,8,3,9,3) 0
 UP BND p(g38,8,3,9,3) 1
 LO BND p(g38,9,3,8,3) 0
 UP BND p(g38,9,3,8,3) 1
 LO BND p(g38,8,4,9,4) 0
 UP BND p(g38,8,4,9,4) 1
 LO BND p(g38,8,6,9,6) 0
 UP BND p(g38,8,6,9,6) 1
 LO BND p(g38,9,6,8,6) 0
 UP BND p(g38,9,6,8,6) 1
 LO BND p(g41,6,10,7,10) 0
 UP BND p(g41,6,10,7,10) 1
 LO BND p(g41,7,10,6,10) 0
 UP BND p(g41,7,10,6,10) 1
 LO BND p(g41,8,10,7,10) 0
 UP BND p(g41,8,10,7,10) 1
 LO BND p(g41,9,9,10,9) 0
 UP BND p(g41,9,9,10,9) 1
 LO BND p(g41,10,9,11,9) 0
 UP BND p(g41,10,9,11,9) 1
 LO BND p(g41,11,9,10,9) 0
 UP BND p(g41,11,9,10,9) 1
 LO BND p(g42,9,1,9,0) 0
 UP BND p(g42,9,1,9,0) 1
 LO BND p(g42,9,2,9,3) 0
 UP BND p(g42,9,2,9,3) 1
 LO BND p(g42,7,0,8,0) 0
 UP BND p(g42,7,0,8,0) 1
 LO BND p(g42,8,0,7,0) 0
 UP BND p(g42,8,0,7,0) 1
 LO BND p(g42,8,0,9,0) 0
 UP BND p(g42,8,0,9,0) 1
 LO BND p(g42,9,0,8,0) 0
 UP BND p(g42,9,0,8,0) 1
 LO BND p(g42,8,3,9,3) 0
 UP BND p(g42,8,3,9,3) 1
 LO BND p(g42,9,3,8,3) 0
 UP BND p(g42,9,3,8,3) 1
 LO BND p(g42,9,0,10,0) 0
 UP BND p(g42,9,0,10,0) 1
 LO BND p(g42,10,0,9,0) 0
 UP BND p(g42,10,0,9,0) 1
 LO BND p(g42,9,3,10,3) 0
 UP BND p(g42,9,3,10,3) 1
 LO BND p(g42,10,3,9,3) 0
 UP BND p(g42,10,3,9,3) 1
 LO BND p(g42,10,3,11,3) 0
 UP BND p(g42,10,3,11,3) 1
 LO BND p(g42,11,3,10,3) 0
 UP BND p(g42,11,3,10,3) 1
 LO BND p(g43,7,6,7,7) 0
 UP BND p(g43,7,6,7,7) 1
 LO BND p(g43,7,7,7,6) 0
 UP BND p(g43,7,7,7,6) 1
 LO BND p(g43,9,3,9,4) 0
 UP BND p(g43,9,3,9,4) 1
 LO BND p(g43,9,4,9,3) 0
 UP BND p(g43,9,4,9,3) 1
 LO BND p(g43,9,5,9,4) 0
 UP BND p(g43,9,5,9,4) 1
 LO BND p(g43,9,5,9,6) 0
 UP BND p(g43,9,5,9,6) 1
 LO BND p(g43,9,6,9,7) 0
 UP BND p(g43,9,6,9,7) 1
 LO BND p(g43,9,7,9,6) 0
 UP BND p(g43,9,7,9,6) 1
 LO BND p(g43,11,3,11,4) 0
 UP BND p(g43,11,3,11,4) 1
 LO BND p(g43,11,4,11,3) 0
 UP BND p(g43,11,4,11,3) 1
 LO BND p(g43,7,7,8,7) 0
 UP BND p(g43,7,7,8,7) 1
 LO BND p(g43,8,7,7,7) 0
 UP BND p(g43,8,7,7,7) 1
 LO BND p(g43,8,7,9,7) 0
 UP BND p(g43,8,7,9,7) 1
 LO BND p(g43,9,7,8,7) 0
 UP BND p(g43,9,7,8,7) 1
 LO BND p(g43,9,3,10,3) 0
 UP BND p(g43,9,3,10,3) 1
 LO BND p(g43,10,3,9,3) 0
 UP BND p(g43,10,3,9,3) 1
 LO BND p(g43,10,3,11,3) 0
 UP BND p(g43,10,3,11,3) 1
 LO BND p(g43,11,3,10,3) 0
 UP BND p(g43,11,3,10,3) 1
 LO BND p(g45,8,6,8,7) 0
 UP BND p(g45,8,6,8,7) 1
 LO BND p(g45,8,7,8,6) 0
 UP BND p(g45,8,7,8,6) 1
 LO BND p(g45,9,6,9,7) 0
 UP BND p(g45,9,6,9,7) 1
 LO BND p(g45,9,7,9,6) 0
 UP BND p(g45,9,7,9,6) 1
 LO BND p(g45,9,8,9,7) 0
 UP BND p(g45,9,8,9,7) 1
 LO BND p(g45,10,8,10,9) 0
 UP BND p(g45,10,8,10,9) 1
 LO BND p(g45,10,9,10,10) 0
 UP BND p(g45,10,9,10,10) 1
 LO BND p(g45,10,10,10,9) 0
 UP BND p(g45,10,10,10,9) 1
 LO BND p(g45,11,9,11,10) 0
 UP BND p(g45,11,9,11,10) 1
 LO BND p(g45,11,10,11,9) 0
 UP BND p(g45,11,10,11,9) 1
 LO BND p(g45,8,6,9,6) 0
 UP BND p(g45,8,6,9,6) 1
 LO BND p(g45,9,6,8,6) 0
 UP BND p(g45,9,6,8,6) 1
 LO BND p(g45,8,7,9,7) 0
 UP BND p(g45,8,7,9,7) 1
 LO BND p(g45,9,7,8,7) 0
 UP BND p(g45,9,7,8,7) 1
 LO BND p(g45,10,9,11,9) 0
 UP BND p(g45,10,9,11,9) 1
 LO BND p(g45,11,9,10,9) 0
 UP BND p(g45,11,9,10,9) 1
 LO BND p(g45,10,10,11,10) 0
 UP BND p(g45,10,10,11,10) 1
 LO BND p(g45,11,10,10,10) 0
 UP BND p(g45,11,10,10,10) 1
 LO BND p(g46,10,4,10,3) 0
 UP BND p(g46,10,4,10,3) 1
 LO BND p(g46,10,5,10,6) 0
 UP BND p(g46,10,5,10,6) 1
 LO BND p(g46,9,6,10,6) 0
 UP BND p(g46,9,6,10,6) 1
 LO BND p(g46,10,6,9,6) 0
 UP BND p(g46,10,6,9,6) 1
 LO BND p(g46,10,3,11,3) 0
 UP BND p(g46,10,3,11,3) 1
 LO BND p(g46,11,3,10,3) 0
 UP BND p(g46,11,3,10,3) 1
 LO BND p(g47,10,7,9,7) 0
 UP BND p(g47,10,7,9,7) 1
 LO BND p(g47,10,7,11,7) 0
 UP BND p(g47,10,7,11,7) 1
 LO BND p(g49,10,0,10,1) 0
 UP BND p(g49,10,0,10,1) 1
 LO BND p(g49,10,1,10,0) 0
 UP BND p(g49,10,1,10,0) 1
 LO BND p(g49,10,2,10,1) 0
 UP BND p(g49,10,2,10,1) 1
 LO BND p(g49,11,2,11,3) 0
 UP BND p(g49,11,2,11,3) 1
 LO BND p(g49,11,3,11,4) 0
 UP BND p(g49,11,3,11,4) 1
 LO BND p(g49,11,4,11,3) 0
 UP BND p(g49,11,4,11,3) 1
 LO BND p(g51,11,5,11,4) 0
 UP BND p(g51,11,5,11,4) 1
 LO BND p(g51,11,6,11,7) 0
 UP BND p(g51,11,6,11,7) 1
 LO BND p(g52,11,8,11,7) 0
 UP BND p(g52,11,8,11,7) 1
 LO BND p(g52,11,8,11,9) 0
 UP BND p(g52,11,8,11,9) 1
ENDATA
