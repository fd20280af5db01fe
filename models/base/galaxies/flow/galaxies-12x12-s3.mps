NAME galaxies_flow_galaxies_12x12_s3
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
 E flow_balance(g2,0,7)
 E flow_balance(g2,0,9)
 E flow_balance(g2,0,10)
 E flow_balance(g4,0,6)
 E flow_balance(g4,0,7)
 E flow_balance(g4,1,4)
 E flow_balance(g4,1,5)
 E flow_balance(g4,1,6)
 E flow_balance(g5,1,1)
 E flow_balance(g6,0,2)
 E flow_balance(g6,0,3)
 E flow_balance(g6,0,4)
 E flow_balance(g6,1,2)
 E flow_balance(g6,1,4)
 E flow_balance(g6,2,2)
 E flow_balance(g6,2,3)
 E flow_balance(g6,2,4)
 E flow_balance(g8,0,10)
 E flow_balance(g8,2,10)
 E flow_balance(g9,1,8)
 E flow_balance(g9,2,9)
 E flow_balance(g9,2,10)
 E flow_balance(g14,1,11)
 E flow_balance(g14,3,11)
 E flow_balance(g15,3,8)
 E flow_balance(g16,1,2)
 E flow_balance(g16,2,2)
 E flow_balance(g16,2,3)
 E flow_balance(g16,3,3)
 E flow_balance(g16,3,5)
 E flow_balance(g16,4,5)
 E flow_balance(g16,4,6)
 E flow_balance(g16,5,6)
 E flow_balance(g17,3,5)
 E flow_balance(g17,3,7)
 E flow_balance(g19,4,0)
 E flow_balance(g20,2,1)
 E flow_balance(g20,2,2)
 E flow_balance(g20,2,3)
 E flow_balance(g20,3,2)
 E flow_balance(g20,4,1)
 E flow_balance(g20,4,2)
 E flow_balance(g20,5,0)
 E flow_balance(g20,5,1)
 E flow_balance(g20,5,2)
 E flow_balance(g21,4,3)
 E flow_balance(g21,4,5)
 E flow_balance(g22,3,7)
 E flow_balance(g22,4,8)
 E flow_balance(g22,5,8)
 E flow_balance(g26,5,5)
 E flow_balance(g28,3,10)
 E flow_balance(g28,4,10)
 E flow_balance(g28,6,10)
 E flow_balance(g28,7,10)
 E flow_balance(g30,5,0)
 E flow_balance(g30,5,1)
 E flow_balance(g30,5,2)
 E flow_balance(g30,6,0)
 E flow_balance(g30,6,2)
 E flow_balance(g30,7,0)
 E flow_balance(g30,7,1)
 E flow_balance(g30,7,2)
 E flow_balance(g31,5,0)
 E flow_balance(g31,5,1)
 E flow_balance(g31,5,2)
 E flow_balance(g31,6,2)
 E flow_balance(g31,6,4)
 E flow_balance(g31,6,5)
 E flow_balance(g31,7,5)
 E flow_balance(g31,7,6)
 E flow_balance(g31,7,7)
 E flow_balance(g32,4,6)
 E flow_balance(g32,5,6)
 E flow_balance(g32,5,7)
 E flow_balance(g32,5,8)
 E flow_balance(g32,6,5)
 E flow_balance(g32,6,7)
 E flow_balance(g32,6,8)
 E flow_balance(g32,7,5)
 E flow_balance(g32,7,6)
 E flow_balance(g32,7,7)
 E flow_balance(g32,8,7)
 E flow_balance(g33,5,8)
 E flow_balance(g33,6,8)
 E flow_balance(g33,6,10)
 E flow_balance(g33,7,10)
 E flow_balance(g34,7,11)
 E flow_balance(g35,5,1)
 E flow_balance(g35,5,2)
 E flow_balance(g35,6,2)
 E flow_balance(g35,6,5)
 E flow_balance(g35,7,1)
 E flow_balance(g35,7,2)
 E flow_balance(g35,7,3)
 E flow_balance(g35,7,5)
 E flow_balance(g35,7,6)
 E flow_balance(g35,7,7)
 E flow_balance(g35,8,3)
 E flow_balance(g35,8,6)
 E flow_balance(g35,9,6)
 E flow_balance(g35,9,7)
 E flow_balance(g36,6,10)
 E flow_balance(g36,7,7)
 E flow_balance(g36,7,9)
 E flow_balance(g36,7,10)
 E flow_balance(g36,8,7)
 E flow_balance(g37,5,0)
 E flow_balance(g37,6,0)
 E flow_balance(g37,7,0)
 E flow_balance(g37,7,3)
 E flow_balance(g37,8,0)
 E flow_balance(g37,8,2)
 E flow_balance(g37,8,3)
 E flow_balance(g37,9,0)
 E flow_balance(g37,9,3)
 E flow_balance(g37,10,3)
 E flow_balance(g37,11,3)
 E flow_balance(g38,7,2)
 E flow_balance(g38,7,3)
 E flow_balance(g38,7,5)
 E flow_balance(g38,7,6)
 E flow_balance(g38,8,3)
 E flow_balance(g38,8,5)
 E flow_balance(g38,8,6)
 E flow_balance(g38,9,3)
 E flow_balance(g38,9,4)
 E flow_balance(g38,9,6)
 E flow_balance(g38,9,7)
 E flow_balance(g41,6,10)
 E flow_balance(g41,7,10)
 E flow_balance(g41,8,10)
 E flow_balance(g41,9,9)
 E flow_balance(g41,9,10)
 E flow_balance(g41,10,9)
 E flow_balance(g41,11,9)
 E flow_balance(g42,7,0)
 E flow_balance(g42,8,0)
 E flow_balance(g42,8,3)
 E flow_balance(g42,9,0)
 E flow_balance(g42,9,2)
 E flow_balance(g42,9,3)
 E flow_balance(g42,10,0)
 E flow_balance(g42,10,3)
 E flow_balance(g42,11,3)
 E flow_balance(g43,7,6)
 E flow_balance(g43,7,7)
 E flow_balance(g43,8,7)
 E flow_balance(g43,9,3)
 E flow_balance(g43,9,4)
 E flow_balance(g43,9,6)
 E flow_balance(g43,9,7)
 E flow_balance(g43,10,3)
 E flow_balance(g43,11,3)
 E flow_balance(g43,11,4)
 E flow_balance(g45,8,6)
 E flow_balance(g45,8,7)
 E flow_balance(g45,9,6)
 E flow_balance(g45,9,7)
 E flow_balance(g45,10,8)
 E flow_balance(g45,10,9)
 E flow_balance(g45,10,10)
 E flow_balance(g45,11,9)
 E flow_balance(g45,11,10)
 E flow_balance(g46,9,6)
 E flow_balance(g46,10,3)
 E flow_balance(g46,10,5)
 E flow_balance(g46,10,6)
 E flow_balance(g46,11,3)
 E flow_balance(g47,9,7)
 E flow_balance(g47,11,7)
 E flow_balance(g49,10,0)
 E flow_balance(g49,10,1)
 E flow_balance(g49,11,2)
 E flow_balance(g49,11,3)
 E flow_balance(g49,11,4)
 E flow_balance(g50,11,1)
 E flow_balance(g51,11,4)
 E flow_balance(g51,11,6)
 E flow_balance(g51,11,7)
 E flow_balance(g52,11,7)
 E flow_balance(g52,11,9)
 L flow_cap_tail(g2,0,7,0,8)
 L flow_cap_tail(g2,0,8,0,9)
 L flow_cap_tail(g2,0,9,0,10)
 L flow_cap_tail(g4,0,5,0,6)
 L flow_cap_tail(g4,0,6,0,7)
 L flow_cap_tail(g4,1,4,1,5)
 L flow_cap_tail(g4,1,5,1,6)
 L flow_cap_tail(g4,0,5,1,5)
 L flow_cap_tail(g4,0,6,1,6)
 L flow_cap_tail(g5,1,0,1,1)
 L flow_cap_tail(g6,0,2,0,3)
 L flow_cap_tail(g6,0,3,0,4)
 L flow_cap_tail(g6,1,2,1,3)
 L flow_cap_tail(g6,1,3,1,4)
 L flow_cap_tail(g6,2,2,2,3)
 L flow_cap_tail(g6,2,3,2,4)
 L flow_cap_tail(g6,0,2,1,2)
 L flow_cap_tail(g6,0,3,1,3)
 L flow_cap_tail(g6,0,4,1,4)
 L flow_cap_tail(g6,1,2,2,2)
 L flow_cap_tail(g6,1,3,2,3)
 L flow_cap_tail(g6,1,4,2,4)
 L flow_cap_tail(g8,0,10,1,10)
 L flow_cap_tail(g8,1,10,2,10)
 L flow_cap_tail(g9,1,8,1,9)
 L flow_cap_tail(g9,2,9,2,10)
 L flow_cap_tail(g9,1,9,2,9)
 L flow_cap_tail(g14,1,11,2,11)
 L flow_cap_tail(g14,2,11,3,11)
 L flow_cap_tail(g15,2,8,3,8)
 L flow_cap_tail(g16,2,2,2,3)
 L flow_cap_tail(g16,3,3,3,4)
 L flow_cap_tail(g16,3,4,3,5)
 L flow_cap_tail(g16,4,5,4,6)
 L flow_cap_tail(g16,1,2,2,2)
 L flow_cap_tail(g16,2,3,3,3)
 L flow_cap_tail(g16,3,5,4,5)
 L flow_cap_tail(g16,4,6,5,6)
 L flow_cap_tail(g17,3,5,3,6)
 L flow_cap_tail(g17,3,6,3,7)
 L flow_cap_tail(g19,3,0,4,0)
 L flow_cap_tail(g20,2,1,2,2)
 L flow_cap_tail(g20,2,2,2,3)
 L flow_cap_tail(g20,3,1,3,2)
 L flow_cap_tail(g20,4,1,4,2)
 L flow_cap_tail(g20,5,0,5,1)
 L flow_cap_tail(g20,5,1,5,2)
 L flow_cap_tail(g20,2,1,3,1)
 L flow_cap_tail(g20,2,2,3,2)
 L flow_cap_tail(g20,3,1,4,1)
 L flow_cap_tail(g20,3,2,4,2)
 L flow_cap_tail(g20,4,1,5,1)
 L flow_cap_tail(g20,4,2,5,2)
 L flow_cap_tail(g21,4,3,4,4)
 L flow_cap_tail(g21,4,4,4,5)
 L flow_cap_tail(g22,4,7,4,8)
 L flow_cap_tail(g22,3,7,4,7)
 L flow_cap_tail(g22,4,8,5,8)
 L flow_cap_tail(g26,5,4,5,5)
 L flow_cap_tail(g28,3,10,4,10)
 L flow_cap_tail(g28,4,10,5,10)
 L flow_cap_tail(g28,5,10,6,10)
 L flow_cap_tail(g28,6,10,7,10)
 L flow_cap_tail(g30,5,0,5,1)
 L flow_cap_tail(g30,5,1,5,2)
 L flow_cap_tail(g30,6,0,6,1)
 L flow_cap_tail(g30,6,1,6,2)
 L flow_cap_tail(g30,7,0,7,1)
 L flow_cap_tail(g30,7,1,7,2)
 L flow_cap_tail(g30,5,0,6,0)
 L flow_cap_tail(g30,5,1,6,1)
 L flow_cap_tail(g30,5,2,6,2)
 L flow_cap_tail(g30,6,0,7,0)
 L flow_cap_tail(g30,6,1,7,1)
 L flow_cap_tail(g30,6,2,7,2)
 L flow_cap_tail(g31,5,0,5,1)
 L flow_cap_tail(g31,5,1,5,2)
 L flow_cap_tail(g31,6,2,6,3)
 L flow_cap_tail(g31,6,3,6,4)
 L flow_cap_tail(g31,6,4,6,5)
 L flow_cap_tail(g31,7,5,7,6)
 L flow_cap_tail(g31,7,6,7,7)
 L flow_cap_tail(g31,5,2,6,2)
 L flow_cap_tail(g31,6,5,7,5)
 L flow_cap_tail(g32,5,6,5,7)
 L flow_cap_tail(g32,5,7,5,8)
 L flow_cap_tail(g32,6,5,6,6)
 L flow_cap_tail(g32,6,6,6,7)
 L flow_cap_tail(g32,6,7,6,8)
 L flow_cap_tail(g32,7,5,7,6)
 L flow_cap_tail(g32,7,6,7,7)
 L flow_cap_tail(g32,4,6,5,6)
 L flow_cap_tail(g32,5,6,6,6)
 L flow_cap_tail(g32,5,7,6,7)
 L flow_cap_tail(g32,5,8,6,8)
 L flow_cap_tail(g32,6,5,7,5)
 L flow_cap_tail(g32,6,6,7,6)
 L flow_cap_tail(g32,6,7,7,7)
 L flow_cap_tail(g32,7,7,8,7)
 L flow_cap_tail(g33,6,8,6,9)
 L flow_cap_tail(g33,6,9,6,10)
 L flow_cap_tail(g33,5,8,6,8)
 L flow_cap_tail(g33,6,10,7,10)
 L flow_cap_tail(g34,6,11,7,11)
 L flow_cap_tail(g35,5,1,5,2)
 L flow_cap_tail(g35,7,1,7,2)
 L flow_cap_tail(g35,7,2,7,3)
 L flow_cap_tail(g35,7,3,7,4)
 L flow_cap_tail(g35,7,4,7,5)
 L flow_cap_tail(g35,7,5,7,6)
 L flow_cap_tail(g35,7,6,7,7)
 L flow_cap_tail(g35,9,6,9,7)
 L flow_cap_tail(g35,5,2,6,2)
 L flow_cap_tail(g35,6,2,7,2)
 L flow_cap_tail(g35,6,5,7,5)
 L flow_cap_tail(g35,7,3,8,3)
 L flow_cap_tail(g35,7,6,8,6)
 L flow_cap_tail(g35,8,6,9,6)
 L flow_cap_tail(g36,7,7,7,8)
 L flow_cap_tail(g36,7,8,7,9)
 L flow_cap_tail(g36,7,9,7,10)
 L flow_cap_tail(g36,6,10,7,10)
 L flow_cap_tail(g36,7,7,8,7)
 L flow_cap_tail(g37,8,0,8,1)
 L flow_cap_tail(g37,8,1,8,2)
 L flow_cap_tail(g37,8,2,8,3)
 L flow_cap_tail(g37,5,0,6,0)
 L flow_cap_tail(g37,6,0,7,0)
 L flow_cap_tail(g37,7,0,8,0)
 L flow_cap_tail(g37,7,3,8,3)
 L flow_cap_tail(g37,8,0,9,0)
 L flow_cap_tail(g37,8,3,9,3)
 L flow_cap_tail(g37,9,3,10,3)
 L flow_cap_tail(g37,10,3,11,3)
 L flow_cap_tail(g38,7,2,7,3)
 L flow_cap_tail(g38,7,5,7,6)
 L flow_cap_tail(g38,8,3,8,4)
 L flow_cap_tail(g38,8,4,8,5)
 L flow_cap_tail(g38,8,5,8,6)
 L flow_cap_tail(g38,9,3,9,4)
 L flow_cap_tail(g38,9,6,9,7)
 L flow_cap_tail(g38,7,3,8,3)
 L flow_cap_tail(g38,7,5,8,5)
 L flow_cap_tail(g38,7,6,8,6)
 L flow_cap_tail(g38,8,3,9,3)
 L flow_cap_tail(g38,8,4,9,4)
 L flow_cap_tail(g38,8,6,9,6)
 L flow_cap_tail(g41,8,9,8,10)
 L flow_cap_tail(g41,9,9,9,10)
 L flow_cap_tail(g41,6,10,7,10)
 L flow_cap_tail(g41,7,10,8,10)
 L flow_cap_tail(g41,8,9,9,9)
 L flow_cap_tail(g41,8,10,9,10)
 L flow_cap_tail(g41,9,9,10,9)
 L flow_cap_tail(g41,10,9,11,9)
 L flow_cap_tail(g42,9,0,9,1)
 L flow_cap_tail(g42,9,1,9,2)
 L flow_cap_tail(g42,9,2,9,3)
 L flow_cap_tail(g42,7,0,8,0)
 L flow_cap_tail(g42,8,0,9,0)
 L flow_cap_tail(g42,8,3,9,3)
 L flow_cap_tail(g42,9,0,10,0)
 L flow_cap_tail(g42,9,3,10,3)
 L flow_cap_tail(g42,10,3,11,3)
 L flow_cap_tail(g43,7,6,7,7)
 L flow_cap_tail(g43,9,3,9,4)
 L flow_cap_tail(g43,9,4,9,5)
 L flow_cap_tail(g43,9,5,9,6)
 L flow_cap_tail(g43,9,6,9,7)
 L flow_cap_tail(g43,11,3,11,4)
 L flow_cap_tail(g43,7,7,8,7)
 L flow_cap_tail(g43,8,7,9,7)
 L flow_cap_tail(g43,9,3,10,3)
 L flow_cap_tail(g43,10,3,11,3)
 L flow_cap_tail(g45,8,6,8,7)
 L flow_cap_tail(g45,9,6,9,7)
 L flow_cap_tail(g45,9,7,9,8)
 L flow_cap_tail(g45,10,8,10,9)
 L flow_cap_tail(g45,10,9,10,10)
 L flow_cap_tail(g45,11,9,11,10)
 L flow_cap_tail(g45,8,6,9,6)
 L flow_cap_tail(g45,8,7,9,7)
 L flow_cap_tail(g45,9,8,10,8)
 L flow_cap_tail(g45,10,9,11,9)
 L flow_cap_tail(g45,10,10,11,10)
 L flow_cap_tail(g46,10,3,10,4)
 L flow_cap_tail(g46,10,4,10,5)
 L flow_cap_tail(g46,10,5,10,6)
 L flow_cap_tail(g46,9,6,10,6)
 L flow_cap_tail(g46,10,3,11,3)
 L flow_cap_tail(g47,9,7,10,7)
 L flow_cap_tail(g47,10,7,11,7)
 L flow_cap_tail(g49,10,0,10,1)
 L flow_cap_tail(g49,10,1,10,2)
 L flow_cap_tail(g49,11,2,11,3)
 L flow_cap_tail(g49,11,3,11,4)
 L flow_cap_tail(g49,10,2,11,2)
 L flow_cap_tail(g50,11,0,11,1)
 L flow_cap_tail(g51,11,4,11,5)
 L flow_cap_tail(g51,11,5,11,6)
 L flow_cap_tail(g51,11,6,11,7)
 L flow_cap_tail(g52,11,7,11,8)
 L flow_cap_tail(g52,11,8,11,9)
 L flow_cap_tail(g2,0,8,0,7)
 L flow_cap_tail(g2,0,9,0,8)
 L flow_cap_tail(g2,0,10,0,9)
 L flow_cap_tail(g4,0,6,0,5)
 L flow_cap_tail(g4,0,7,0,6)
 L flow_cap_tail(g4,1,5,1,4)
 L flow_cap_tail(g4,1,6,1,5)
 L flow_cap_tail(g4,1,5,0,5)
 L flow_cap_tail(g4,1,6,0,6)
 L flow_cap_tail(g5,1,1,1,0)
 L flow_cap_tail(g6,0,3,0,2)
 L flow_cap_tail(g6,0,4,0,3)
 L flow_cap_tail(g6,1,3,1,2)
 L flow_cap_tail(g6,1,4,1,3)
 L flow_cap_tail(g6,2,3,2,2)
 L flow_cap_tail(g6,2,4,2,3)
 L flow_cap_tail(g6,1,2,0,2)
 L flow_cap_tail(g6,1,3,0,3)
 L flow_cap_tail(g6,1,4,0,4)
 L flow_cap_tail(g6,2,2,1,2)
 L flow_cap_tail(g6,2,3,1,3)
 L flow_cap_tail(g6,2,4,1,4)
 L flow_cap_tail(g8,1,10,0,10)
 L flow_cap_tail(g8,2,10,1,10)
 L flow_cap_tail(g9,1,9,1,8)
 L flow_cap_tail(g9,2,10,2,9)
 L flow_cap_tail(g9,2,9,1,9)
 L flow_cap_tail(g14,2,11,1,11)
 L flow_cap_tail(g14,3,11,2,11)
 L flow_cap_tail(g15,3,8,2,8)
 L flow_cap_tail(g16,2,3,2,2)
 L flow_cap_tail(g16,3,4,3,3)
 L flow_cap_tail(g16,3,5,3,4)
 L flow_cap_tail(g16,4,6,4,5)
 L flow_cap_tail(g16,2,2,1,2)
 L flow_cap_tail(g16,3,3,2,3)
 L flow_cap_tail(g16,4,5,3,5)
 L flow_cap_tail(g16,5,6,4,6)
 L flow_cap_tail(g17,3,6,3,5)
 L flow_cap_tail(g17,3,7,3,6)
 L flow_cap_tail(g19,4,0,3,0)
 L flow_cap_tail(g20,2,2,2,1)
 L flow_cap_tail(g20,2,3,2,2)
 L flow_cap_tail(g20,3,2,3,1)
 L flow_cap_tail(g20,4,2,4,1)
 L flow_cap_tail(g20,5,1,5,0)
 L flow_cap_tail(g20,5,2,5,1)
 L flow_cap_tail(g20,3,1,2,1)
 L flow_cap_tail(g20,3,2,2,2)
 L flow_cap_tail(g20,4,1,3,1)
 L flow_cap_tail(g20,4,2,3,2)
 L flow_cap_tail(g20,5,1,4,1)
 L flow_cap_tail(g20,5,2,4,2)
 L flow_cap_tail(g21,4,4,4,3)
 L flow_cap_tail(g21,4,5,4,4)
 L flow_cap_tail(g22,4,8,4,7)
 L flow_cap_tail(g22,4,7,3,7)
 L flow_cap_tail(g22,5,8,4,8)
 L flow_cap_tail(g26,5,5,5,4)
 L flow_cap_tail(g28,4,10,3,10)
 L flow_cap_tail(g28,5,10,4,10)
 L flow_cap_tail(g28,6,10,5,10)
 L flow_cap_tail(g28,7,10,6,10)
 L flow_cap_tail(g30,5,1,5,0)
 L flow_cap_tail(g30,5,2,5,1)
 L flow_cap_tail(g30,6,1,6,0)
 L flow_cap_tail(g30,6,2,6,1)
 L flow_cap_tail(g30,7,1,7,0)
 L flow_cap_tail(g30,7,2,7,1)
 L flow_cap_tail(g30,6,0,5,0)
 L flow_cap_tail(g30,6,1,5,1)
 L flow_cap_tail(g30,6,2,5,2)
 L flow_cap_tail(g30,7,0,6,0)
 L flow_cap_tail(g30,7,1,6,1)
 L flow_cap_tail(g30,7,2,6,2)
 L flow_cap_tail(g31,5,1,5,0)
 L flow_cap_tail(g31,5,2,5,1)
 L flow_cap_tail(g31,6,3,6,2)
 L flow_cap_tail(g31,6,4,6,3)
 L flow_cap_tail(g31,6,5,6,4)
 L flow_cap_tail(g31,7,6,7,5)
 L flow_cap_tail(g31,7,7,7,6)
 L flow_cap_tail(g31,6,2,5,2)
 L flow_cap_tail(g31,7,5,6,5)
 L flow_cap_tail(g32,5,7,5,6)
 L flow_cap_tail(g32,5,8,5,7)
 L flow_cap_tail(g32,6,6,6,5)
 L flow_cap_tail(g32,6,7,6,6)
 L flow_cap_tail(g32,6,8,6,7)
 L flow_cap_tail(g32,7,6,7,5)
 L flow_cap_tail(g32,7,7,7,6)
 L flow_cap_tail(g32,5,6,4,6)
 L flow_cap_tail(g32,6,6,5,6)
 L flow_cap_tail(g32,6,7,5,7)
 L flow_cap_tail(g32,6,8,5,8)
 L flow_cap_tail(g32,7,5,6,5)
 L flow_cap_tail(g32,7,6,6,6)
 L flow_cap_tail(g32,7,7,6,7)
 L flow_cap_tail(g32,8,7,7,7)
 L flow_cap_tail(g33,6,9,6,8)
 L flow_cap_tail(g33,6,10,6,9)
 L flow_cap_tail(g33,6,8,5,8)
 L flow_cap_tail(g33,7,10,6,10)
 L flow_cap_tail(g34,7,11,6,11)
 L flow_cap_tail(g35,5,2,5,1)
 L flow_cap_tail(g35,7,2,7,1)
 L flow_cap_tail(g35,7,3,7,2)
 L flow_cap_tail(g35,7,4,7,3)
 L flow_cap_tail(g35,7,5,7,4)
 L flow_cap_tail(g35,7,6,7,5)
 L flow_cap_tail(g35,7,7,7,6)
 L flow_cap_tail(g35,9,7,9,6)
 L flow_cap_tail(g35,6,2,5,2)
 L flow_cap_tail(g35,7,2,6,2)
 L flow_cap_tail(g35,7,5,6,5)
 L flow_cap_tail(g35,8,3,7,3)
 L flow_cap_tail(g35,8,6,7,6)
 L flow_cap_tail(g35,9,6,8,6)
 L flow_cap_tail(g36,7,8,7,7)
 L flow_cap_tail(g36,7,9,7,8)
 L flow_cap_tail(g36,7,10,7,9)
 L flow_cap_tail(g36,7,10,6,10)
 L flow_cap_tail(g36,8,7,7,7)
 L flow_cap_tail(g37,8,1,8,0)
 L flow_cap_tail(g37,8,2,8,1)
 L flow_cap_tail(g37,8,3,8,2)
 L flow_cap_tail(g37,6,0,5,0)
 L flow_cap_tail(g37,7,0,6,0)
 L flow_cap_tail(g37,8,0,7,0)
 L flow_cap_tail(g37,8,3,7,3)
 L flow_cap_tail(g37,9,0,8,0)
 L flow_cap_tail(g37,9,3,8,3)
 L flow_cap_tail(g37,10,3,9,3)
 L flow_cap_tail(g37,11,3,10,3)
 L flow_cap_tail(g38,7,3,7,2)
 L flow_cap_tail(g38,7,6,7,5)
 L flow_cap_tail(g38,8,4,8,3)
 L flow_cap_tail(g38,8,5,8,4)
 L flow_cap_tail(g38,8,6,8,5)
 L flow_cap_tail(g38,9,4,9,3)
 L flow_cap_tail(g38,9,7,9,6)
 L flow_cap_tail(g38,8,3,7,3)
 L flow_cap_tail(g38,8,5,7,5)
 L flow_cap_tail(g38,8,6,7,6)
 L flow_cap_tail(g38,9,3,8,3)
 L flow_cap_tail(g38,9,4,8,4)
 L flow_cap_tail(g38,9,6,8,6)
 L flow_cap_tail(g41,8,10,8,9)
 L flow_cap_tail(g41,9,10,9,9)
 L flow_cap_tail(g41,7,10,6,10)
 L flow_cap_tail(g41,8,10,7,10)
 L flow_cap_tail(g41,9,9,8,9)
 L flow_cap_tail(g41,9,10,8,10)
 L flow_cap_tail(g41,10,9,9,9)
 L flow_cap_tail(g41,11,9,10,9)
 L flow_cap_tail(g42,9,1,9,0)
 L flow_cap_tail(g42,9,2,9,1)
 L flow_cap_tail(g42,9,3,9,2)
 L flow_cap_tail(g42,8,0,7,0)
 L flow_cap_tail(g42,9,0,8,0)
 L flow_cap_tail(g42,9,3,8,3)
 L flow_cap_tail(g42,10,0,9,0)
 L flow_cap_tail(g42,10,3,9,3)
 L flow_cap_tail(g42,11,3,10,3)
 L flow_cap_tail(g43,7,7,7,6)
 L flow_cap_tail(g43,9,4,9,3)
 L flow_cap_tail(g43,9,5,9,4)
 L flow_cap_tail(g43,9,6,9,5)
 L flow_cap_tail(g43,9,7,9,6)
 L flow_cap_tail(g43,11,4,11,3)
 L flow_cap_tail(g43,8,7,7,7)
 L flow_cap_tail(g43,9,7,8,7)
 L flow_cap_tail(g43,10,3,9,3)
 L flow_cap_tail(g43,11,3,10,3)
 L flow_cap_tail(g45,8,7,8,6)
 L flow_cap_tail(g45,9,7,9,6)
 L flow_cap_tail(g45,9,8,9,7)
 L flow_cap_tail(g45,10,9,10,8)
 L flow_cap_tail(g45,10,10,10,9)
 L flow_cap_tail(g45,11,10,11,9)
 L flow_cap_tail(g45,9,6,8,6)
 L flow_cap_tail(g45,9,7,8,7)
 L flow_cap_tail(g45,10,8,9,8)
 L flow_cap_tail(g45,11,9,10,9)
 L flow_cap_tail(g45,11,10,10,10)
 L flow_cap_tail(g46,10,4,10,3)
 L flow_cap_tail(g46,10,5,10,4)
 L flow_cap_tail(g46,10,6,10,5)
 L flow_cap_tail(g46,10,6,9,6)
 L flow_cap_tail(g46,11,3,10,3)
 L flow_cap_tail(g47,10,7,9,7)
 L flow_cap_tail(g47,11,7,10,7)
 L flow_cap_tail(g49,10,1,10,0)
 L flow_cap_tail(g49,10,2,10,1)
 L flow_cap_tail(g49,11,3,11,2)
 L flow_cap_tail(g49,11,4,11,3)
 L flow_cap_tail(g49,11,2,10,2)
 L flow_cap_tail(g50,11,1,11,0)
 L flow_cap_tail(g51,11,5,11,4)
 L flow_cap_tail(g51,11,6,11,5)
 L flow_cap_tail(g51,11,7,11,6)
 L flow_cap_tail(g52,11,8,11,7)
 L flow_cap_tail(g52,11,9,11,8)
 L flow_cap_head(g2,0,7,0,8)
 L flow_cap_head(g2,0,8,0,9)
 L flow_cap_head(g2,0,9,0,10)
 L flow_cap_head(g4,0,5,0,6)
 L flow_cap_head(g4,0,6,0,7)
 L flow_cap_head(g4,1,4,1,5)
 L flow_cap_head(g4,1,5,1,6)
 L flow_cap_head(g4,0,5,1,5)
 L flow_cap_head(g4,0,6,1,6)
 L flow_cap_head(g5,1,0,1,1)
 L flow_cap_head(g6,0,2,0,3)
 L flow_cap_head(g6,0,3,0,4)
 L flow_cap_head(g6,1,2,1,3)
 L flow_cap_head(g6,1,3,1,4)
 L flow_cap_head(g6,2,2,2,3)
 L flow_cap_head(g6,2,3,2,4)
 L flow_cap_head(g6,0,2,1,2)
 L flow_cap_head(g6,0,3,1,3)
 L flow_cap_head(g6,0,4,1,4)
 L flow_cap_head(g6,1,2,2,2)
 L flow_cap_head(g6,1,3,2,3)
 L flow_cap_head(g6,1,4,2,4)
 L flow_cap_head(g8,0,10,1,10)
 L flow_cap_head(g8,1,10,2,10)
 L flow_cap_head(g9,1,8,1,9)
 L flow_cap_head(g9,2,9,2,10)
 L flow_cap_head(g9,1,9,2,9)
 L flow_cap_head(g14,1,11,2,11)
 L flow_cap_head(g14,2,11,3,11)
 L flow_cap_head(g15,2,8,3,8)
 L flow_cap_head(g16,2,2,2,3)
 L flow_cap_head(g16,3,3,3,4)
 L flow_cap_head(g16,3,4,3,5)
 L flow_cap_head(g16,4,5,4,6)
 L flow_cap_head(g16,1,2,2,2)
 L flow_cap_head(g16,2,3,3,3)
 L flow_cap_head(g16,3,5,4,5)
 L flow_cap_head(g16,4,6,5,6)
 L flow_cap_head(g17,3,5,3,6)
 L flow_cap_head(g17,3,6,3,7)
 L flow_cap_head(g19,3,0,4,0)
 L flow_cap_head(g20,2,1,2,2)
 L flow_cap_head(g20,2,2,2,3)
 L flow_cap_head(g20,3,1,3,2)
 L flow_cap_head(g20,4,1,4,2)
 L flow_cap_head(g20,5,0,5,1)
 L flow_cap_head(g20,5,1,5,2)
 L flow_cap_head(g20,2,1,3,1)
 L flow_cap_head(g20,2,2,3,2)
 L flow_cap_head(g20,3,1,4,1)
 L flow_cap_head(g20,3,2,4,2)
 L flow_cap_head(g20,4,1,5,1)
 L flow_cap_head(g20,4,2,5,2)
 L flow_cap_head(g21,4,3,4,4)
 L flow_cap_head(g21,4,4,4,5)
 L flow_cap_head(g22,4,7,4,8)
 L flow_cap_head(g22,3,7,4,7)
 L flow_cap_head(g22,4,8,5,8)
 L flow_cap_head(g26,5,4,5,5)
 L flow_cap_head(g28,3,10,4,10)
 L flow_cap_head(g28,4,10,5,10)
 L flow_cap_head(g28,5,10,6,10)
 L flow_cap_head(g28,6,10,7,10)
 L flow_cap_head(g30,5,0,5,1)
 L flow_cap_head(g30,5,1,5,2)
 L flow_cap_head(g30,6,0,6,1)
 L flow_cap_head(g30,6,1,6,2)
 L flow_cap_head(g30,7,0,7,1)
 L flow_cap_head(g30,7,1,7,2)
 L flow_cap_head(g30,5,0,6,0)
 L flow_cap_head(g30,5,1,6,1)
 L flow_cap_head(g30,5,2,6,2)
 L flow_cap_head(g30,6,0,7,0)
 L flow_cap_head(g30,6,1,7,1)
 L flow_cap_head(g30,6,2,7,2)
 L flow_cap_head(g31,5,0,5,1)
 L flow_cap_head(g31,5,1,5,2)
 L flow_cap_head(g31,6,2,6,3)
 L flow_cap_head(g31,6,3,6,4)
 L flow_cap_head(g31,6,4,6,5)
 L flow_cap_head(g31,7,5,7,6)
 L flow_cap_head(g31,7,6,7,7)
 L flow_cap_head(g31,5,2,6,2)
 L flow_cap_head(g31,6,5,7,5)
 L flow_cap_head(g32,5,6,5,7)
 L flow_cap_head(g32,5,7,5,8)
 L flow_cap_head(g32,6,5,6,6)
 L flow_cap_head(g32,6,6,6,7)
 L flow_cap_head(g32,6,7,6,8)
 L flow_cap_head(g32,7,5,7,6)
 L flow_cap_head(g32,7,6,7,7)
 L flow_cap_head(g32,4,6,5,6)
 L flow_cap_head(g32,5,6,6,6)
 L flow_cap_head(g32,5,7,6,7)
 L flow_cap_head(g32,5,8,6,8)
 L flow_cap_head(g32,6,5,7,5)
 L flow_cap_head(g32,6,6,7,6)
 L flow_cap_head(g32,6,7,7,7)
 L flow_cap_head(g32,7,7,8,7)
 L flow_cap_head(g33,6,8,6,9)
 L flow_cap_head(g33,6,9,6,10)
 L flow_cap_head(g33,5,8,6,8)
 L flow_cap_head(g33,6,10,7,10)
 L flow_cap_head(g34,6,11,7,11)
 L flow_cap_head(g35,5,1,5,2)
 L flow_cap_head(g35,7,1,7,2)
 L flow_cap_head(g35,7,2,7,3)
 L flow_cap_head(g35,7,3,7,4)
 L flow_cap_head(g35,7,4,7,5)
 L flow_cap_head(g35,7,5,7,6)
 L flow_cap_head(g35,7,6,7,7)
 L flow_cap_head(g35,9,6,9,7)
 L flow_cap_head(g35,5,2,6,2)
 L flow_cap_head(g35,6,2,7,2)
 L flow_cap_head(g35,6,5,7,5)
 L flow_cap_head(g35,7,3,8,3)
 L flow_cap_head(g35,7,6,8,6)
 L flow_cap_head(g35,8,6,9,6)
 L flow_cap_head(g36,7,7,7,8)
 L flow_cap_head(g36,7,8,7,9)
 L flow_cap_head(g36,7,9,7,10)
 L flow_cap_head(g36,6,10,7,10)
 L flow_cap_head(g36,7,7,8,7)
 L flow_cap_head(g37,8,0,8,1)
 L flow_cap_head(g37,8,1,8,2)
 L flow_cap_head(g37,8,2,8,3)
 L flow_cap_head(g37,5,0,6,0)
 L flow_cap_head(g37,6,0,7,0)
 L flow_cap_head(g37,7,0,8,0)
 L flow_cap_head(g37,7,3,8,3)
 L flow_cap_head(g37,8,0,9,0)
 L flow_cap_head(g37,8,3,9,3)
 L flow_cap_head(g37,9,3,10,3)
 L flow_cap_head(g37,10,3,11,3)
 L flow_cap_head(g38,7,2,7,3)
 L flow_cap_head(g38,7,5,7,6)
 L flow_cap_head(g38,8,3,8,4)
 L flow_cap_head(g38,8,4,8,5)
 L flow_cap_head(g38,8,5,8,6)
 L flow_cap_head(g38,9,3,9,4)
 L flow_cap_head(g38,9,6,9,7)
 L flow_cap_head(g38,7,3,8,3)
 L flow_cap_head(g38,7,5,8,5)
 L flow_cap_head(g38,7,6,8,6)
 L flow_cap_head(g38,8,3,9,3)
 L flow_cap_head(g38,8,4,9,4)
 L flow_cap_head(g38,8,6,9,6)
 L flow_cap_head(g41,8,9,8,10)
 L flow_cap_head(g41,9,9,9,10)
 L flow_cap_head(g41,6,10,7,10)
 L flow_cap_head(g41,7,10,8,10)
 L flow_cap_head(g41,8,9,9,9)
 L flow_cap_head(g41,8,10,9,10)
 L flow_cap_head(g41,9,9,10,9)
 L flow_cap_head(g41,10,9,11,9)
 L flow_cap_head(g42,9,0,9,1)
 L flow_cap_head(g42,9,1,9,2)
 L flow_cap_head(g42,9,2,9,3)
 L flow_cap_head(g42,7,0,8,0)
 L flow_cap_head(g42,8,0,9,0)
 L flow_cap_head(g42,8,3,9,3)
 L flow_cap_head(g42,9,0,10,0)
 L flow_cap_head(g42,9,3,10,3)
 L flow_cap_head(g42,10,3,11,3)
 L flow_cap_head(g43,7,6,7,7)
 L flow_cap_head(g43,9,3,9,4)
 L flow_cap_head(g43,9,4,9,5)
 L flow_cap_head(g43,9,5,9,6)
 L flow_cap_head(g43,9,6,9,7)
 L flow_cap_head(g43,11,3,11,4)
 L flow_cap_head(g43,7,7,8,7)
 L flow_cap_head(g43,8,7,9,7)
 L flow_cap_head(g43,9,3,10,3)
 L flow_cap_head(g43,10,3,11,3)
 L flow_cap_head(g45,8,6,8,7)
 L flow_cap_head(g45,9,6,9,7)
 L flow_cap_head(g45,9,7,9,8)
 L flow_cap_head(g45,10,8,10,9)
 L flow_cap_head(g45,10,9,10,10)
 L flow_cap_head(g45,11,9,11,10)
 L flow_cap_head(g45,8,6,9,6)
 L flow_cap_head(g45,8,7,9,7)
 L flow_cap_head(g45,9,8,10,8)
 L flow_cap_head(g45,10,9,11,9)
 L flow_cap_head(g45,10,10,11,10)
 L flow_cap_head(g46,10,3,10,4)
 L flow_cap_head(g46,10,4,10,5)
 L flow_cap_head(g46,10,5,10,6)
 L flow_cap_head(g46,9,6,10,6)
 L flow_cap_head(g46,10,3,11,3)
 L flow_cap_head(g47,9,7,10,7)
 L flow_cap_head(g47,10,7,11,7)
 L flow_cap_head(g49,10,0,10,1)
 L flow_cap_head(g49,10,1,10,2)
 L flow_cap_head(g49,11,2,11,3)
 L flow_cap_head(g49,11,3,11,4)
 L flow_cap_head(g49,10,2,11,2)
 L flow_cap_head(g50,11,0,11,1)
 L flow_cap_head(g51,11,4,11,5)
 L flow_cap_head(g51,11,5,11,6)
 L flow_cap_head(g51,11,6,11,7)
 L flow_cap_head(g52,11,7,11,8)
 L flow_cap_head(g52,11,8,11,9)
 L flow_cap_head(g2,0,8,0,7)
 L flow_cap_head(g2,0,9,0,8)
 L flow_cap_head(g2,0,10,0,9)
 L flow_cap_head(g4,0,6,0,5)
 L flow_cap_head(g4,0,7,0,6)
 L flow_cap_head(g4,1,5,1,4)
 L flow_cap_head(g4,1,6,1,5)
 L flow_cap_head(g4,1,5,0,5)
 L flow_cap_head(g4,1,6,0,6)
 L flow_cap_head(g5,1,1,1,0)
 L flow_cap_head(g6,0,3,0,2)
 L flow_cap_head(g6,0,4,0,3)
 L flow_cap_head(g6,1,3,1,2)
 L flow_cap_head(g6,1,4,1,3)
 L flow_cap_head(g6,2,3,2,2)
 L flow_cap_head(g6,2,4,2,3)
 L flow_cap_head(g6,1,2,0,2)
 L flow_cap_head(g6,1,3,0,3)
 L flow_cap_head(g6,1,4,0,4)
 L flow_cap_head(g6,2,2,1,2)
 L flow_cap_head(g6,2,3,1,3)
 L flow_cap_head(g6,2,4,1,4)
 L flow_cap_head(g8,1,10,0,10)
 L flow_cap_head(g8,2,10,1,10)
 L flow_cap_head(g9,1,9,1,8)
 L flow_cap_head(g9,2,10,2,9)
 L flow_cap_head(g9,2,9,1,9)
 L flow_cap_head(g14,2,11,1,11)
 L flow_cap_head(g14,3,11,2,11)
 L flow_cap_head(g15,3,8,2,8)
 L flow_cap_head(g16,2,3,2,2)
 L flow_cap_head(g16,3,4,3,3)
 L flow_cap_head(g16,3,5,3,4)
 L flow_cap_head(g16,4,6,4,5)
 L flow_cap_head(g16,2,2,1,2)
 L flow_cap_head(g16,3,3,2,3)
 L flow_cap_head(g16,4,5,3,5)
 L flow_cap_head(g16,5,6,4,6)
 L flow_cap_head(g17,3,6,3,5)
 L flow_cap_head(g17,3,7,3,6)
 L flow_cap_head(g19,4,0,3,0)
 L flow_cap_head(g20,2,2,2,1)
 L flow_cap_head(g20,2,3,2,2)
 L flow_cap_head(g20,3,2,3,1)
 L flow_cap_head(g20,4,2,4,1)
 L flow_cap_head(g20,5,1,5,0)
 L flow_cap_head(g20,5,2,5,1)
 L flow_cap_head(g20,3,1,2,1)
 L flow_cap_head(g20,3,2,2,2)
 L flow_cap_head(g20,4,1,3,1)
 L flow_cap_head(g20,4,2,3,2)
 L flow_cap_head(g20,5,1,4,1)
 L flow_cap_head(g20,5,2,4,2)
 L flow_cap_head(g21,4,4,4,3)
 L flow_cap_head(g21,4,5,4,4)
 L flow_cap_head(g22,4,8,4,7)
 L flow_cap_head(g22,4,7,3,7)
 L flow_cap_head(g22,5,8,4,8)
 L flow_cap_head(g26,5,5,5,4)
 L flow_cap_head(g28,4,10,3,10)
 L flow_cap_head(g28,5,10,4,10)
 L flow_cap_head(g28,6,10,5,10)
 L flow_cap_head(g28,7,10,6,10)
 L flow_cap_head(g30,5,1,5,0)
 L flow_cap_head(g30,5,2,5,1)
 L flow_cap_head(g30,6,1,6,0)
 L flow_cap_head(g30,6,2,6,1)
 L flow_cap_head(g30,7,1,7,0)
 L flow_cap_head(g30,7,2,7,1)
 L flow_cap_head(g30,6,0,5,0)
 L flow_cap_head(g30,6,1,5,1)
 L flow_cap_head(g30,6,2,5,2)
 L flow_cap_head(g30,7,0,6,0)
 L flow_cap_head(g30,7,1,6,1)
 L flow_cap_head(g30,7,2,6,2)
 L flow_cap_head(g31,5,1,5,0)
 L flow_cap_head(g31,5,2,5,1)
 L flow_cap_head(g31,6,3,6,2)
 L flow_cap_head(g31,6,4,6,3)
 L flow_cap_head(g31,6,5,6,4)
 L flow_cap_head(g31,7,6,7,5)
 L flow_cap_head(g31,7,7,7,6)
 L flow_cap_head(g31,6,2,5,2)
 L flow_cap_head(g31,7,5,6,5)
 L flow_cap_head(g32,5,7,5,6)
 L flow_cap_head(g32,5,8,5,7)
 L flow_cap_head(g32,6,6,6,5)
 L flow_cap_head(g32,6,7,6,6)
 L flow_cap_head(g32,6,8,6,7)
 L flow_cap_head(g32,7,6,7,5)
 L flow_cap_head(g32,7,7,7,6)
 L flow_cap_head(g32,5,6,4,6)
 L flow_cap_head(g32,6,6,5,6)
 L flow_cap_head(g32,6,7,5,7)
 L flow_cap_head(g32,6,8,5,8)
 L flow_cap_head(g32,7,5,6,5)
 L flow_cap_head(g32,7,6,6,6)
 L flow_cap_head(g32,7,7,6,7)
 L flow_cap_head(g32,8,7,7,7)
 L flow_cap_head(g33,6,9,6,8)
 L flow_cap_head(g33,6,10,6,9)
 L flow_cap_head(g33,6,8,5,8)
 L flow_cap_head(g33,7,10,6,10)
 L flow_cap_head(g34,7,11,6,11)
 L flow_cap_head(g35,5,2,5,1)
 L flow_cap_head(g35,7,2,7,1)
 L flow_cap_head(g35,7,3,7,2)
 L flow_cap_head(g35,7,4,7,3)
 L flow_cap_head(g35,7,5,7,4)
 L flow_cap_head(g35,7,6,7,5)
 L flow_cap_head(g35,7,7,7,6)
 L flow_cap_head(g35,9,7,9,6)
 L flow_cap_head(g35,6,2,5,2)
 L flow_cap_head(g35,7,2,6,2)
 L flow_cap_head(g35,7,5,6,5)
 L flow_cap_head(g35,8,3,7,3)
 L flow_cap_head(g35,8,6,7,6)
 L flow_cap_head(g35,9,6,8,6)
 L flow_cap_head(g36,7,8,7,7)
 L flow_cap_head(g36,7,9,7,8)
 L flow_cap_head(g36,7,10,7,9)
 L flow_cap_head(g36,7,10,6,10)
 L flow_cap_head(g36,8,7,7,7)
 L flow_cap_head(g37,8,1,8,0)
 L flow_cap_head(g37,8,2,8,1)
 L flow_cap_head(g37,8,3,8,2)
 L flow_cap_head(g37,6,0,5,0)
 L flow_cap_head(g37,7,0,6,0)
 L flow_cap_head(g37,8,0,7,0)
 L flow_cap_head(g37,8,3,7,3)
 L flow_cap_head(g37,9,0,8,0)
 L flow_cap_head(g37,9,3,8,3)
 L flow_cap_head(g37,10,3,9,3)
 L flow_cap_head(g37,11,3,10,3)
 L flow_cap_head(g38,7,3,7,2)
 L flow_cap_head(g38,7,6,7,5)
 L flow_cap_head(g38,8,4,8,3)
 L flow_cap_head(g38,8,5,8,4)
 L flow_cap_head(g38,8,6,8,5)
 L flow_cap_head(g38,9,4,9,3)
 L flow_cap_head(g38,9,7,9,6)
 L flow_cap_head(g38,8,3,7,3)
 L flow_cap_head(g38,8,5,7,5)
 L flow_cap_head(g38,8,6,7,6)
 L flow_cap_head(g38,9,3,8,3)
 L flow_cap_head(g38,9,4,8,4)
 L flow_cap_head(g38,9,6,8,6)
 L flow_cap_head(g41,8,10,8,9)
 L flow_cap_head(g41,9,10,9,9)
 L flow_cap_head(g41,7,10,6,10)
 L flow_cap_head(g41,8,10,7,10)
 L flow_cap_head(g41,9,9,8,9)
 L flow_cap_head(g41,9,10,8,10)
 L flow_cap_head(g41,10,9,9,9)
 L flow_cap_head(g41,11,9,10,9)
 L flow_cap_head(g42,9,1,9,0)
 L flow_cap_head(g42,9,2,9,1)
 L flow_cap_head(g42,9,3,9,2)
 L flow_cap_head(g42,8,0,7,0)
 L flow_cap_head(g42,9,0,8,0)
 L flow_cap_head(g42,9,3,8,3)
 L flow_cap_head(g42,10,0,9,0)
 L flow_cap_head(g42,10,3,9,3)
 L flow_cap_head(g42,11,3,10,3)
 L flow_cap_head(g43,7,7,7,6)
 L flow_cap_head(g43,9,4,9,3)
 L flow_cap_head(g43,9,5,9,4)
 L flow_cap_head(g43,9,6,9,5)
 L flow_cap_head(g43,9,7,9,6)
 L flow_cap_head(g43,11,4,11,3)
 L flow_cap_head(g43,8,7,7,7)
 L flow_cap_head(g43,9,7,8,7)
 L flow_cap_head(g43,10,3,9,3)
 L flow_cap_head(g43,11,3,10,3)
 L flow_cap_head(g45,8,7,8,6)
 L flow_cap_head(g45,9,7,9,6)
 L flow_cap_head(g45,9,8,9,7)
 L flow_cap_head(g45,10,9,10,8)
 L flow_cap_head(g45,10,10,10,9)
 L flow_cap_head(g45,11,10,11,9)
 L flow_cap_head(g45,9,6,8,6)
 L flow_cap_head(g45,9,7,8,7)
 L flow_cap_head(g45,10,8,9,8)
 L flow_cap_head(g45,11,9,10,9)
 L flow_cap_head(g45,11,10,10,10)
 L flow_cap_head(g46,10,4,10,3)
 L flow_cap_head(g46,10,5,10,4)
 L flow_cap_head(g46,10,6,10,5)
 L flow_cap_head(g46,10,6,9,6)
 L flow_cap_head(g46,11,3,10,3)
 L flow_cap_head(g47,10,7,9,7)
 L flow_cap_head(g47,11,7,10,7)
 L flow_cap_head(g49,10,1,10,0)
 L flow_cap_head(g49,10,2,10,1)
 L flow_cap_head(g49,11,3,11,2)
 L flow_cap_head(g49,11,4,11,3)
 L flow_cap_head(g49,11,2,10,2)
 L flow_cap_head(g50,11,1,11,0)
 L flow_cap_head(g51,11,5,11,4)
 L flow_cap_head(g51,11,6,11,5)
 L flow_cap_head(g51,11,7,11,6)
 L flow_cap_head(g52,11,8,11,7)
 L flow_cap_head(g52,11,9,11,8)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) centre(0,0,g0) 1
    x(0,1,g1) cover(0,1) 1
    x(0,1,g1) centre(0,1,g1) 1
    x(0,7,g2) cover(0,7) 1
    x(0,7,g2) symmetry(0,7,g2) 1
    x(0,7,g2) flow_balance(g2,0,7) -1
    x(0,7,g2) flow_cap_tail(g2,0,7,0,8) -3
    x(0,7,g2) flow_cap_head(g2,0,8,0,7) -3
    x(0,8,g2) cover(0,8) 1
    x(0,8,g2) centre(0,8,g2) 1
    x(0,8,g2) symmetry(0,8,g2) 1
    x(0,8,g2) flow_cap_tail(g2,0,8,0,9) -3
    x(0,8,g2) flow_cap_tail(g2,0,8,0,7) -3
    x(0,8,g2) flow_cap_head(g2,0,7,0,8) -3
    x(0,8,g2) flow_cap_head(g2,0,9,0,8) -3
    x(0,9,g2) cover(0,9) 1
    x(0,9,g2) centre(0,9,g2) 1
    x(0,9,g2) symmetry(0,8,g2) -1
    x(0,9,g2) flow_balance(g2,0,9) -1
    x(0,9,g2) flow_cap_tail(g2,0,9,0,10) -3
    x(0,9,g2) flow_cap_tail(g2,0,9,0,8) -3
    x(0,9,g2) flow_cap_head(g2,0,8,0,9) -3
    x(0,9,g2) flow_cap_head(g2,0,10,0,9) -3
    x(0,10,g2) cover(0,10) 1
    x(0,10,g2) symmetry(0,7,g2) -1
    x(0,10,g2) flow_balance(g2,0,10) -1
    x(0,10,g2) flow_cap_tail(g2,0,10,0,9) -3
    x(0,10,g2) flow_cap_head(g2,0,9,0,10) -3
    x(0,11,g3) cover(0,11) 1
    x(0,11,g3) centre(0,11,g3) 1
    x(0,5,g4) cover(0,5) 1
    x(0,5,g4) centre(0,5,g4) 1
    x(0,5,g4) symmetry(0,5,g4) 1
    x(0,5,g4) flow_cap_tail(g4,0,5,0,6) -5
    x(0,5,g4) flow_cap_tail(g4,0,5,1,5) -5
    x(0,5,g4) flow_cap_head(g4,0,6,0,5) -5
    x(0,5,g4) flow_cap_head(g4,1,5,0,5) -5
    x(0,6,g4) cover(0,6) 1
    x(0,6,g4) centre(0,6,g4) 1
    x(0,6,g4) symmetry(0,6,g4) 1
    x(0,6,g4) flow_balance(g4,0,6) -1
    x(0,6,g4) flow_cap_tail(g4,0,6,0,7) -5
    x(0,6,g4) flow_cap_tail(g4,0,6,1,6) -5
    x(0,6,g4) flow_cap_tail(g4,0,6,0,5) -5
    x(0,6,g4) flow_cap_head(g4,0,5,0,6) -5
    x(0,6,g4) flow_cap_head(g4,0,7,0,6) -5
    x(0,6,g4) flow_cap_head(g4,1,6,0,6) -5
    x(0,7,g4) cover(0,7) 1
    x(0,7,g4) symmetry(0,7,g4) 1
    x(0,7,g4) flow_balance(g4,0,7) -1
    x(0,7,g4) flow_cap_tail(g4,0,7,0,6) -5
    x(0,7,g4) flow_cap_head(g4,0,6,0,7) -5
    x(1,4,g4) cover(1,4) 1
    x(1,4,g4) symmetry(0,7,g4) -1
    x(1,4,g4) flow_balance(g4,1,4) -1
    x(1,4,g4) flow_cap_tail(g4,1,4,1,5) -5
    x(1,4,g4) flow_cap_head(g4,1,5,1,4) -5
    x(1,5,g4) cover(1,5) 1
    x(1,5,g4) centre(1,5,g4) 1
    x(1,5,g4) symmetry(0,6,g4) -1
    x(1,5,g4) flow_balance(g4,1,5) -1
    x(1,5,g4) flow_cap_tail(g4,1,5,1,6) -5
    x(1,5,g4) flow_cap_tail(g4,1,5,1,4) -5
    x(1,5,g4) flow_cap_tail(g4,1,5,0,5) -5
    x(1,5,g4) flow_cap_head(g4,1,4,1,5) -5
    x(1,5,g4) flow_cap_head(g4,0,5,1,5) -5
    x(1,5,g4) flow_cap_head(g4,1,6,1,5) -5
    x(1,6,g4) cover(1,6) 1
    x(1,6,g4) centre(1,6,g4) 1
    x(1,6,g4) symmetry(0,5,g4) -1
    x(1,6,g4) flow_balance(g4,1,6) -1
    x(1,6,g4) flow_cap_tail(g4,1,6,1,5) -5
    x(1,6,g4) flow_cap_tail(g4,1,6,0,6) -5
    x(1,6,g4) flow_cap_head(g4,1,5,1,6) -5
    x(1,6,g4) flow_cap_head(g4,0,6,1,6) -5
    x(1,0,g5) cover(1,0) 1
    x(1,0,g5) centre(1,0,g5) 1
    x(1,0,g5) symmetry(1,0,g5) 1
    x(1,0,g5) flow_cap_tail(g5,1,0,1,1) -1
    x(1,0,g5) flow_cap_head(g5,1,1,1,0) -1
    x(1,1,g5) cover(1,1) 1
    x(1,1,g5) centre(1,1,g5) 1
    x(1,1,g5) symmetry(1,0,g5) -1
    x(1,1,g5) flow_balance(g5,1,1) -1
    x(1,1,g5) flow_cap_tail(g5,1,1,1,0) -1
    x(1,1,g5) flow_cap_head(g5,1,0,1,1) -1
    x(0,2,g6) cover(0,2) 1
    x(0,2,g6) symmetry(0,2,g6) 1
    x(0,2,g6) flow_balance(g6,0,2) -1
    x(0,2,g6) flow_cap_tail(g6,0,2,0,3) -8
    x(0,2,g6) flow_cap_tail(g6,0,2,1,2) -8
    x(0,2,g6) flow_cap_head(g6,0,3,0,2) -8
    x(0,2,g6) flow_cap_head(g6,1,2,0,2) -8
    x(0,3,g6) cover(0,3) 1
    x(0,3,g6) symmetry(0,3,g6) 1
    x(0,3,g6) flow_balance(g6,0,3) -1
    x(0,3,g6) flow_cap_tail(g6,0,3,0,4) -8
    x(0,3,g6) flow_cap_tail(g6,0,3,1,3) -8
    x(0,3,g6) flow_cap_tail(g6,0,3,0,2) -8
    x(0,3,g6) flow_cap_head(g6,0,2,0,3) -8
    x(0,3,g6) flow_cap_head(g6,0,4,0,3) -8
    x(0,3,g6) flow_cap_head(g6,1,3,0,3) -8
    x(0,4,g6) cover(0,4) 1
    x(0,4,g6) symmetry(0,4,g6) 1
    x(0,4,g6) flow_balance(g6,0,4) -1
    x(0,4,g6) flow_cap_tail(g6,0,4,1,4) -8
    x(0,4,g6) flow_cap_tail(g6,0,4,0,3) -8
    x(0,4,g6) flow_cap_head(g6,0,3,0,4) -8
    x(0,4,g6) flow_cap_head(g6,1,4,0,4) -8
    x(1,2,g6) cover(1,2) 1
    x(1,2,g6) symmetry(1,2,g6) 1
    x(1,2,g6) flow_balance(g6,1,2) -1
    x(1,2,g6) flow_cap_tail(g6,1,2,1,3) -8
    x(1,2,g6) flow_cap_tail(g6,1,2,2,2) -8
    x(1,2,g6) flow_cap_tail(g6,1,2,0,2) -8
    x(1,2,g6) flow_cap_head(g6,0,2,1,2) -8
    x(1,2,g6) flow_cap_head(g6,1,3,1,2) -8
    x(1,2,g6) flow_cap_head(g6,2,2,1,2) -8
    x(1,3,g6) cover(1,3) 1
    x(1,3,g6) centre(1,3,g6) 1
    x(1,3,g6) flow_cap_tail(g6,1,3,1,4) -8
    x(1,3,g6) flow_cap_tail(g6,1,3,2,3) -8
    x(1,3,g6) flow_cap_tail(g6,1,3,1,2) -8
    x(1,3,g6) flow_cap_tail(g6,1,3,0,3) -8
    x(1,3,g6) flow_cap_head(g6,1,2,1,3) -8
    x(1,3,g6) flow_cap_head(g6,0,3,1,3) -8
    x(1,3,g6) flow_cap_head(g6,1,4,1,3) -8
    x(1,3,g6) flow_cap_head(g6,2,3,1,3) -8
    x(1,4,g6) cover(1,4) 1
    x(1,4,g6) symmetry(1,2,g6) -1
    x(1,4,g6) flow_balance(g6,1,4) -1
    x(1,4,g6) flow_cap_tail(g6,1,4,2,4) -8
    x(1,4,g6) flow_cap_tail(g6,1,4,1,3) -8
    x(1,4,g6) flow_cap_tail(g6,1,4,0,4) -8
    x(1,4,g6) flow_cap_head(g6,1,3,1,4) -8
    x(1,4,g6) flow_cap_head(g6,0,4,1,4) -8
    x(1,4,g6) flow_cap_head(g6,2,4,1,4) -8
    x(2,2,g6) cover(2,2) 1
    x(2,2,g6) symmetry(0,4,g6) -1
    x(2,2,g6) flow_balance(g6,2,2) -1
    x(2,2,g6) flow_cap_tail(g6,2,2,2,3) -8
    x(2,2,g6) flow_cap_tail(g6,2,2,1,2) -8
    x(2,2,g6) flow_cap_head(g6,1,2,2,2) -8
    x(2,2,g6) flow_cap_head(g6,2,3,2,2) -8
    x(2,3,g6) cover(2,3) 1
    x(2,3,g6) symmetry(0,3,g6) -1
    x(2,3,g6) flow_balance(g6,2,3) -1
    x(2,3,g6) flow_cap_tail(g6,2,3,2,4) -8
    x(2,3,g6) flow_cap_tail(g6,2,3,2,2) -8
    x(2,3,g6) flow_cap_tail(g6,2,3,1,3) -8
    x(2,3,g6) flow_cap_head(g6,2,2,2,3) -8
    x(2,3,g6) flow_cap_head(g6,1,3,2,3) -8
    x(2,3,g6) flow_cap_head(g6,2,4,2,3) -8
    x(2,4,g6) cover(2,4) 1
    x(2,4,g6) symmetry(0,2,g6) -1
    x(2,4,g6) flow_balance(g6,2,4) -1
    x(2,4,g6) flow_cap_tail(g6,2,4,2,3) -8
    x(2,4,g6) flow_cap_tail(g6,2,4,1,4) -8
    x(2,4,g6) flow_cap_head(g6,2,3,2,4) -8
    x(2,4,g6) flow_cap_head(g6,1,4,2,4) -8
    x(1,7,g7) cover(1,7) 1
    x(1,7,g7) centre(1,7,g7) 1
    x(0,10,g8) cover(0,10) 1
    x(0,10,g8) symmetry(0,10,g8) 1
    x(0,10,g8) flow_balance(g8,0,10) -1
    x(0,10,g8) flow_cap_tail(g8,0,10,1,10) -2
    x(0,10,g8) flow_cap_head(g8,1,10,0,10) -2
    x(1,10,g8) cover(1,10) 1
    x(1,10,g8) centre(1,10,g8) 1
    x(1,10,g8) flow_cap_tail(g8,1,10,2,10) -2
    x(1,10,g8) flow_cap_tail(g8,1,10,0,10) -2
    x(1,10,g8) flow_cap_head(g8,0,10,1,10) -2
    x(1,10,g8) flow_cap_head(g8,2,10,1,10) -2
    x(2,10,g8) cover(2,10) 1
    x(2,10,g8) symmetry(0,10,g8) -1
    x(2,10,g8) flow_balance(g8,2,10) -1
    x(2,10,g8) flow_cap_tail(g8,2,10,1,10) -2
    x(2,10,g8) flow_cap_head(g8,1,10,2,10) -2
    x(1,8,g9) cover(1,8) 1
    x(1,8,g9) symmetry(1,8,g9) 1
    x(1,8,g9) flow_balance(g9,1,8) -1
    x(1,8,g9) flow_cap_tail(g9,1,8,1,9) -3
    x(1,8,g9) flow_cap_head(g9,1,9,1,8) -3
    x(1,9,g9) cover(1,9) 1
    x(1,9,g9) centre(1,9,g9) 1
    x(1,9,g9) symmetry(1,9,g9) 1
    x(1,9,g9) flow_cap_tail(g9,1,9,2,9) -3
    x(1,9,g9) flow_cap_tail(g9,1,9,1,8) -3
    x(1,9,g9) flow_cap_head(g9,1,8,1,9) -3
    x(1,9,g9) flow_cap_head(g9,2,9,1,9) -3
    x(2,9,g9) cover(2,9) 1
    x(2,9,g9) centre(2,9,g9) 1
    x(2,9,g9) symmetry(1,9,g9) -1
    x(2,9,g9) flow_balance(g9,2,9) -1
    x(2,9,g9) flow_cap_tail(g9,2,9,2,10) -3
    x(2,9,g9) flow_cap_tail(g9,2,9,1,9) -3
    x(2,9,g9) flow_cap_head(g9,1,9,2,9) -3
    x(2,9,g9) flow_cap_head(g9,2,10,2,9) -3
    x(2,10,g9) cover(2,10) 1
    x(2,10,g9) symmetry(1,8,g9) -1
    x(2,10,g9) flow_balance(g9,2,10) -1
    x(2,10,g9) flow_cap_tail(g9,2,10,2,9) -3
    x(2,10,g9) flow_cap_head(g9,2,9,2,10) -3
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
    x(1,11,g14) flow_balance(g14,1,11) -1
    x(1,11,g14) flow_cap_tail(g14,1,11,2,11) -2
    x(1,11,g14) flow_cap_head(g14,2,11,1,11) -2
    x(2,11,g14) cover(2,11) 1
    x(2,11,g14) centre(2,11,g14) 1
    x(2,11,g14) flow_cap_tail(g14,2,11,3,11) -2
    x(2,11,g14) flow_cap_tail(g14,2,11,1,11) -2
    x(2,11,g14) flow_cap_head(g14,1,11,2,11) -2
    x(2,11,g14) flow_cap_head(g14,3,11,2,11) -2
    x(3,11,g14) cover(3,11) 1
    x(3,11,g14) symmetry(1,11,g14) -1
    x(3,11,g14) flow_balance(g14,3,11) -1
    x(3,11,g14) flow_cap_tail(g14,3,11,2,11) -2
    x(3,11,g14) flow_cap_head(g14,2,11,3,11) -2
    x(2,8,g15) cover(2,8) 1
    x(2,8,g15) centre(2,8,g15) 1
    x(2,8,g15) symmetry(2,8,g15) 1
    x(2,8,g15) flow_cap_tail(g15,2,8,3,8) -1
    x(2,8,g15) flow_cap_head(g15,3,8,2,8) -1
    x(3,8,g15) cover(3,8) 1
    x(3,8,g15) centre(3,8,g15) 1
    x(3,8,g15) symmetry(2,8,g15) -1
    x(3,8,g15) flow_balance(g15,3,8) -1
    x(3,8,g15) flow_cap_tail(g15,3,8,2,8) -1
    x(3,8,g15) flow_cap_head(g15,2,8,3,8) -1
    x(1,2,g16) cover(1,2) 1
    x(1,2,g16) symmetry(1,2,g16) 1
    x(1,2,g16) flow_balance(g16,1,2) -1
    x(1,2,g16) flow_cap_tail(g16,1,2,2,2) -8
    x(1,2,g16) flow_cap_head(g16,2,2,1,2) -8
    x(2,2,g16) cover(2,2) 1
    x(2,2,g16) symmetry(2,2,g16) 1
    x(2,2,g16) flow_balance(g16,2,2) -1
    x(2,2,g16) flow_cap_tail(g16,2,2,2,3) -8
    x(2,2,g16) flow_cap_tail(g16,2,2,1,2) -8
    x(2,2,g16) flow_cap_head(g16,1,2,2,2) -8
    x(2,2,g16) flow_cap_head(g16,2,3,2,2) -8
    x(2,3,g16) cover(2,3) 1
    x(2,3,g16) symmetry(2,3,g16) 1
    x(2,3,g16) flow_balance(g16,2,3) -1
    x(2,3,g16) flow_cap_tail(g16,2,3,3,3) -8
    x(2,3,g16) flow_cap_tail(g16,2,3,2,2) -8
    x(2,3,g16) flow_cap_head(g16,2,2,2,3) -8
    x(2,3,g16) flow_cap_head(g16,3,3,2,3) -8
    x(3,3,g16) cover(3,3) 1
    x(3,3,g16) symmetry(3,3,g16) 1
    x(3,3,g16) flow_balance(g16,3,3) -1
    x(3,3,g16) flow_cap_tail(g16,3,3,3,4) -8
    x(3,3,g16) flow_cap_tail(g16,3,3,2,3) -8
    x(3,3,g16) flow_cap_head(g16,2,3,3,3) -8
    x(3,3,g16) flow_cap_head(g16,3,4,3,3) -8
    x(3,4,g16) cover(3,4) 1
    x(3,4,g16) centre(3,4,g16) 1
    x(3,4,g16) flow_cap_tail(g16,3,4,3,5) -8
    x(3,4,g16) flow_cap_tail(g16,3,4,3,3) -8
    x(3,4,g16) flow_cap_head(g16,3,3,3,4) -8
    x(3,4,g16) flow_cap_head(g16,3,5,3,4) -8
    x(3,5,g16) cover(3,5) 1
    x(3,5,g16) symmetry(3,3,g16) -1
    x(3,5,g16) flow_balance(g16,3,5) -1
    x(3,5,g16) flow_cap_tail(g16,3,5,4,5) -8
    x(3,5,g16) flow_cap_tail(g16,3,5,3,4) -8
    x(3,5,g16) flow_cap_head(g16,3,4,3,5) -8
    x(3,5,g16) flow_cap_head(g16,4,5,3,5) -8
    x(4,5,g16) cover(4,5) 1
    x(4,5,g16) symmetry(2,3,g16) -1
    x(4,5,g16) flow_balance(g16,4,5) -1
    x(4,5,g16) flow_cap_tail(g16,4,5,4,6) -8
    x(4,5,g16) flow_cap_tail(g16,4,5,3,5) -8
    x(4,5,g16) flow_cap_head(g16,3,5,4,5) -8
    x(4,5,g16) flow_cap_head(g16,4,6,4,5) -8
    x(4,6,g16) cover(4,6) 1
    x(4,6,g16) symmetry(2,2,g16) -1
    x(4,6,g16) flow_balance(g16,4,6) -1
    x(4,6,g16) flow_cap_tail(g16,4,6,5,6) -8
    x(4,6,g16) flow_cap_tail(g16,4,6,4,5) -8
    x(4,6,g16) flow_cap_head(g16,4,5,4,6) -8
    x(4,6,g16) flow_cap_head(g16,5,6,4,6) -8
    x(5,6,g16) cover(5,6) 1
    x(5,6,g16) symmetry(1,2,g16) -1
    x(5,6,g16) flow_balance(g16,5,6) -1
    x(5,6,g16) flow_cap_tail(g16,5,6,4,6) -8
    x(5,6,g16) flow_cap_head(g16,4,6,5,6) -8
    x(3,5,g17) cover(3,5) 1
    x(3,5,g17) symmetry(3,5,g17) 1
    x(3,5,g17) flow_balance(g17,3,5) -1
    x(3,5,g17) flow_cap_tail(g17,3,5,3,6) -2
    x(3,5,g17) flow_cap_head(g17,3,6,3,5) -2
    x(3,6,g17) cover(3,6) 1
    x(3,6,g17) centre(3,6,g17) 1
    x(3,6,g17) flow_cap_tail(g17,3,6,3,7) -2
    x(3,6,g17) flow_cap_tail(g17,3,6,3,5) -2
    x(3,6,g17) flow_cap_head(g17,3,5,3,6) -2
    x(3,6,g17) flow_cap_head(g17,3,7,3,6) -2
    x(3,7,g17) cover(3,7) 1
    x(3,7,g17) symmetry(3,5,g17) -1
    x(3,7,g17) flow_balance(g17,3,7) -1
    x(3,7,g17) flow_cap_tail(g17,3,7,3,6) -2
    x(3,7,g17) flow_cap_head(g17,3,6,3,7) -2
    x(3,9,g18) cover(3,9) 1
    x(3,9,g18) centre(3,9,g18) 1
    x(3,0,g19) cover(3,0) 1
    x(3,0,g19) centre(3,0,g19) 1
    x(3,0,g19) symmetry(3,0,g19) 1
    x(3,0,g19) flow_cap_tail(g19,3,0,4,0) -1
    x(3,0,g19) flow_cap_head(g19,4,0,3,0) -1
    x(4,0,g19) cover(4,0) 1
    x(4,0,g19) centre(4,0,g19) 1
    x(4,0,g19) symmetry(3,0,g19) -1
    x(4,0,g19) flow_balance(g19,4,0) -1
    x(4,0,g19) flow_cap_tail(g19,4,0,3,0) -1
    x(4,0,g19) flow_cap_head(g19,3,0,4,0) -1
    x(2,1,g20) cover(2,1) 1
    x(2,1,g20) symmetry(2,1,g20) 1
    x(2,1,g20) flow_balance(g20,2,1) -1
    x(2,1,g20) flow_cap_tail(g20,2,1,2,2) -9
    x(2,1,g20) flow_cap_tail(g20,2,1,3,1) -9
    x(2,1,g20) flow_cap_head(g20,2,2,2,1) -9
    x(2,1,g20) flow_cap_head(g20,3,1,2,1) -9
    x(2,2,g20) cover(2,2) 1
    x(2,2,g20) symmetry(2,2,g20) 1
    x(2,2,g20) flow_balance(g20,2,2) -1
    x(2,2,g20) flow_cap_tail(g20,2,2,2,3) -9
    x(2,2,g20) flow_cap_tail(g20,2,2,3,2) -9
    x(2,2,g20) flow_cap_tail(g20,2,2,2,1) -9
    x(2,2,g20) flow_cap_head(g20,2,1,2,2) -9
    x(2,2,g20) flow_cap_head(g20,2,3,2,2) -9
    x(2,2,g20) flow_cap_head(g20,3,2,2,2) -9
    x(2,3,g20) cover(2,3) 1
    x(2,3,g20) symmetry(2,3,g20) 1
    x(2,3,g20) flow_balance(g20,2,3) -1
    x(2,3,g20) flow_cap_tail(g20,2,3,2,2) -9
    x(2,3,g20) flow_cap_head(g20,2,2,2,3) -9
    x(3,1,g20) cover(3,1) 1
    x(3,1,g20) centre(3,1,g20) 1
    x(3,1,g20) symmetry(3,1,g20) 1
    x(3,1,g20) flow_cap_tail(g20,3,1,3,2) -9
    x(3,1,g20) flow_cap_tail(g20,3,1,4,1) -9
    x(3,1,g20) flow_cap_tail(g20,3,1,2,1) -9
    x(3,1,g20) flow_cap_head(g20,2,1,3,1) -9
    x(3,1,g20) flow_cap_head(g20,3,2,3,1) -9
    x(3,1,g20) flow_cap_head(g20,4,1,3,1) -9
    x(3,2,g20) cover(3,2) 1
    x(3,2,g20) centre(3,2,g20) 1
    x(3,2,g20) symmetry(3,2,g20) 1
    x(3,2,g20) flow_balance(g20,3,2) -1
    x(3,2,g20) flow_cap_tail(g20,3,2,4,2) -9
    x(3,2,g20) flow_cap_tail(g20,3,2,3,1) -9
    x(3,2,g20) flow_cap_tail(g20,3,2,2,2) -9
    x(3,2,g20) flow_cap_head(g20,3,1,3,2) -9
    x(3,2,g20) flow_cap_head(g20,2,2,3,2) -9
    x(3,2,g20) flow_cap_head(g20,4,2,3,2) -9
    x(4,1,g20) cover(4,1) 1
    x(4,1,g20) centre(4,1,g20) 1
    x(4,1,g20) symmetry(3,2,g20) -1
    x(4,1,g20) flow_balance(g20,4,1) -1
    x(4,1,g20) flow_cap_tail(g20,4,1,4,2) -9
    x(4,1,g20) flow_cap_tail(g20,4,1,5,1) -9
    x(4,1,g20) flow_cap_tail(g20,4,1,3,1) -9
    x(4,1,g20) flow_cap_head(g20,3,1,4,1) -9
    x(4,1,g20) flow_cap_head(g20,4,2,4,1) -9
    x(4,1,g20) flow_cap_head(g20,5,1,4,1) -9
    x(4,2,g20) cover(4,2) 1
    x(4,2,g20) centre(4,2,g20) 1
    x(4,2,g20) symmetry(3,1,g20) -1
    x(4,2,g20) flow_balance(g20,4,2) -1
    x(4,2,g20) flow_cap_tail(g20,4,2,5,2) -9
    x(4,2,g20) flow_cap_tail(g20,4,2,4,1) -9
    x(4,2,g20) flow_cap_tail(g20,4,2,3,2) -9
    x(4,2,g20) flow_cap_head(g20,4,1,4,2) -9
    x(4,2,g20) flow_cap_head(g20,3,2,4,2) -9
    x(4,2,g20) flow_cap_head(g20,5,2,4,2) -9
    x(5,0,g20) cover(5,0) 1
    x(5,0,g20) symmetry(2,3,g20) -1
    x(5,0,g20) flow_balance(g20,5,0) -1
    x(5,0,g20) flow_cap_tail(g20,5,0,5,1) -9
    x(5,0,g20) flow_cap_head(g20,5,1,5,0) -9
    x(5,1,g20) cover(5,1) 1
    x(5,1,g20) symmetry(2,2,g20) -1
    x(5,1,g20) flow_balance(g20,5,1) -1
    x(5,1,g20) flow_cap_tail(g20,5,1,5,2) -9
    x(5,1,g20) flow_cap_tail(g20,5,1,5,0) -9
    x(5,1,g20) flow_cap_tail(g20,5,1,4,1) -9
    x(5,1,g20) flow_cap_head(g20,5,0,5,1) -9
    x(5,1,g20) flow_cap_head(g20,4,1,5,1) -9
    x(5,1,g20) flow_cap_head(g20,5,2,5,1) -9
    x(5,2,g20) cover(5,2) 1
    x(5,2,g20) symmetry(2,1,g20) -1
    x(5,2,g20) flow_balance(g20,5,2) -1
    x(5,2,g20) flow_cap_tail(g20,5,2,5,1) -9
    x(5,2,g20) flow_cap_tail(g20,5,2,4,2) -9
    x(5,2,g20) flow_cap_head(g20,5,1,5,2) -9
    x(5,2,g20) flow_cap_head(g20,4,2,5,2) -9
    x(4,3,g21) cover(4,3) 1
    x(4,3,g21) symmetry(4,3,g21) 1
    x(4,3,g21) flow_balance(g21,4,3) -1
    x(4,3,g21) flow_cap_tail(g21,4,3,4,4) -2
    x(4,3,g21) flow_cap_head(g21,4,4,4,3) -2
    x(4,4,g21) cover(4,4) 1
    x(4,4,g21) centre(4,4,g21) 1
    x(4,4,g21) flow_cap_tail(g21,4,4,4,5) -2
    x(4,4,g21) flow_cap_tail(g21,4,4,4,3) -2
    x(4,4,g21) flow_cap_head(g21,4,3,4,4) -2
    x(4,4,g21) flow_cap_head(g21,4,5,4,4) -2
    x(4,5,g21) cover(4,5) 1
    x(4,5,g21) symmetry(4,3,g21) -1
    x(4,5,g21) flow_balance(g21,4,5) -1
    x(4,5,g21) flow_cap_tail(g21,4,5,4,4) -2
    x(4,5,g21) flow_cap_head(g21,4,4,4,5) -2
    x(3,7,g22) cover(3,7) 1
    x(3,7,g22) symmetry(3,7,g22) 1
    x(3,7,g22) flow_balance(g22,3,7) -1
    x(3,7,g22) flow_cap_tail(g22,3,7,4,7) -3
    x(3,7,g22) flow_cap_head(g22,4,7,3,7) -3
    x(4,7,g22) cover(4,7) 1
    x(4,7,g22) centre(4,7,g22) 1
    x(4,7,g22) symmetry(4,7,g22) 1
    x(4,7,g22) flow_cap_tail(g22,4,7,4,8) -3
    x(4,7,g22) flow_cap_tail(g22,4,7,3,7) -3
    x(4,7,g22) flow_cap_head(g22,3,7,4,7) -3
    x(4,7,g22) flow_cap_head(g22,4,8,4,7) -3
    x(4,8,g22) cover(4,8) 1
    x(4,8,g22) centre(4,8,g22) 1
    x(4,8,g22) symmetry(4,7,g22) -1
    x(4,8,g22) flow_balance(g22,4,8) -1
    x(4,8,g22) flow_cap_tail(g22,4,8,5,8) -3
    x(4,8,g22) flow_cap_tail(g22,4,8,4,7) -3
    x(4,8,g22) flow_cap_head(g22,4,7,4,8) -3
    x(4,8,g22) flow_cap_head(g22,5,8,4,8) -3
    x(5,8,g22) cover(5,8) 1
    x(5,8,g22) symmetry(3,7,g22) -1
    x(5,8,g22) flow_balance(g22,5,8) -1
    x(5,8,g22) flow_cap_tail(g22,5,8,4,8) -3
    x(5,8,g22) flow_cap_head(g22,4,8,5,8) -3
    x(4,9,g23) cover(4,9) 1
    x(4,9,g23) centre(4,9,g23) 1
    x(4,11,g24) cover(4,11) 1
    x(4,11,g24) centre(4,11,g24) 1
    x(5,3,g25) cover(5,3) 1
    x(5,3,g25) centre(5,3,g25) 1
    x(5,4,g26) cover(5,4) 1
    x(5,4,g26) centre(5,4,g26) 1
    x(5,4,g26) symmetry(5,4,g26) 1
    x(5,4,g26) flow_cap_tail(g26,5,4,5,5) -1
    x(5,4,g26) flow_cap_head(g26,5,5,5,4) -1
    x(5,5,g26) cover(5,5) 1
    x(5,5,g26) centre(5,5,g26) 1
    x(5,5,g26) symmetry(5,4,g26) -1
    x(5,5,g26) flow_balance(g26,5,5) -1
    x(5,5,g26) flow_cap_tail(g26,5,5,5,4) -1
    x(5,5,g26) flow_cap_head(g26,5,4,5,5) -1
    x(5,9,g27) cover(5,9) 1
    x(5,9,g27) centre(5,9,g27) 1
    x(3,10,g28) cover(3,10) 1
    x(3,10,g28) symmetry(3,10,g28) 1
    x(3,10,g28) flow_balance(g28,3,10) -1
    x(3,10,g28) flow_cap_tail(g28,3,10,4,10) -4
    x(3,10,g28) flow_cap_head(g28,4,10,3,10) -4
    x(4,10,g28) cover(4,10) 1
    x(4,10,g28) symmetry(4,10,g28) 1
    x(4,10,g28) flow_balance(g28,4,10) -1
    x(4,10,g28) flow_cap_tail(g28,4,10,5,10) -4
    x(4,10,g28) flow_cap_tail(g28,4,10,3,10) -4
    x(4,10,g28) flow_cap_head(g28,3,10,4,10) -4
    x(4,10,g28) flow_cap_head(g28,5,10,4,10) -4
    x(5,10,g28) cover(5,10) 1
    x(5,10,g28) centre(5,10,g28) 1
    x(5,10,g28) flow_cap_tail(g28,5,10,6,10) -4
    x(5,10,g28) flow_cap_tail(g28,5,10,4,10) -4
    x(5,10,g28) flow_cap_head(g28,4,10,5,10) -4
    x(5,10,g28) flow_cap_head(g28,6,10,5,10) -4
    x(6,10,g28) cover(6,10) 1
    x(6,10,g28) symmetry(4,10,g28) -1
    x(6,10,g28) flow_balance(g28,6,10) -1
    x(6,10,g28) flow_cap_tail(g28,6,10,7,10) -4
    x(6,10,g28) flow_cap_tail(g28,6,10,5,10) -4
    x(6,10,g28) flow_cap_head(g28,5,10,6,10) -4
    x(6,10,g28) flow_cap_head(g28,7,10,6,10) -4
    x(7,10,g28) cover(7,10) 1
    x(7,10,g28) symmetry(3,10,g28) -1
    x(7,10,g28) flow_balance(g28,7,10) -1
    x(7,10,g28) flow_cap_tail(g28,7,10,6,10) -4
    x(7,10,g28) flow_cap_head(g28,6,10,7,10) -4
    x(5,11,g29) cover(5,11) 1
    x(5,11,g29) centre(5,11,g29) 1
    x(5,0,g30) cover(5,0) 1
    x(5,0,g30) symmetry(5,0,g30) 1
    x(5,0,g30) flow_balance(g30,5,0) -1
    x(5,0,g30) flow_cap_tail(g30,5,0,5,1) -8
    x(5,0,g30) flow_cap_tail(g30,5,0,6,0) -8
    x(5,0,g30) flow_cap_head(g30,5,1,5,0) -8
    x(5,0,g30) flow_cap_head(g30,6,0,5,0) -8
    x(5,1,g30) cover(5,1) 1
    x(5,1,g30) symmetry(5,1,g30) 1
    x(5,1,g30) flow_balance(g30,5,1) -1
    x(5,1,g30) flow_cap_tail(g30,5,1,5,2) -8
    x(5,1,g30) flow_cap_tail(g30,5,1,6,1) -8
    x(5,1,g30) flow_cap_tail(g30,5,1,5,0) -8
    x(5,1,g30) flow_cap_head(g30,5,0,5,1) -8
    x(5,1,g30) flow_cap_head(g30,5,2,5,1) -8
    x(5,1,g30) flow_cap_head(g30,6,1,5,1) -8
    x(5,2,g30) cover(5,2) 1
    x(5,2,g30) symmetry(5,2,g30) 1
    x(5,2,g30) flow_balance(g30,5,2) -1
    x(5,2,g30) flow_cap_tail(g30,5,2,6,2) -8
    x(5,2,g30) flow_cap_tail(g30,5,2,5,1) -8
    x(5,2,g30) flow_cap_head(g30,5,1,5,2) -8
    x(5,2,g30) flow_cap_head(g30,6,2,5,2) -8
    x(6,0,g30) cover(6,0) 1
    x(6,0,g30) symmetry(6,0,g30) 1
    x(6,0,g30) flow_balance(g30,6,0) -1
    x(6,0,g30) flow_cap_tail(g30,6,0,6,1) -8
    x(6,0,g30) flow_cap_tail(g30,6,0,7,0) -8
    x(6,0,g30) flow_cap_tail(g30,6,0,5,0) -8
    x(6,0,g30) flow_cap_head(g30,5,0,6,0) -8
    x(6,0,g30) flow_cap_head(g30,6,1,6,0) -8
    x(6,0,g30) flow_cap_head(g30,7,0,6,0) -8
    x(6,1,g30) cover(6,1) 1
    x(6,1,g30) centre(6,1,g30) 1
    x(6,1,g30) flow_cap_tail(g30,6,1,6,2) -8
    x(6,1,g30) flow_cap_tail(g30,6,1,7,1) -8
    x(6,1,g30) flow_cap_tail(g30,6,1,6,0) -8
    x(6,1,g30) flow_cap_tail(g30,6,1,5,1) -8
    x(6,1,g30) flow_cap_head(g30,6,0,6,1) -8
    x(6,1,g30) flow_cap_head(g30,5,1,6,1) -8
    x(6,1,g30) flow_cap_head(g30,6,2,6,1) -8
    x(6,1,g30) flow_cap_head(g30,7,1,6,1) -8
    x(6,2,g30) cover(6,2) 1
    x(6,2,g30) symmetry(6,0,g30) -1
    x(6,2,g30) flow_balance(g30,6,2) -1
    x(6,2,g30) flow_cap_tail(g30,6,2,7,2) -8
    x(6,2,g30) flow_cap_tail(g30,6,2,6,1) -8
    x(6,2,g30) flow_cap_tail(g30,6,2,5,2) -8
    x(6,2,g30) flow_cap_head(g30,6,1,6,2) -8
    x(6,2,g30) flow_cap_head(g30,5,2,6,2) -8
    x(6,2,g30) flow_cap_head(g30,7,2,6,2) -8
    x(7,0,g30) cover(7,0) 1
    x(7,0,g30) symmetry(5,2,g30) -1
    x(7,0,g30) flow_balance(g30,7,0) -1
    x(7,0,g30) flow_cap_tail(g30,7,0,7,1) -8
    x(7,0,g30) flow_cap_tail(g30,7,0,6,0) -8
    x(7,0,g30) flow_cap_head(g30,6,0,7,0) -8
    x(7,0,g30) flow_cap_head(g30,7,1,7,0) -8
    x(7,1,g30) cover(7,1) 1
    x(7,1,g30) symmetry(5,1,g30) -1
    x(7,1,g30) flow_balance(g30,7,1) -1
    x(7,1,g30) flow_cap_tail(g30,7,1,7,2) -8
    x(7,1,g30) flow_cap_tail(g30,7,1,7,0) -8
    x(7,1,g30) flow_cap_tail(g30,7,1,6,1) -8
    x(7,1,g30) flow_cap_head(g30,7,0,7,1) -8
    x(7,1,g30) flow_cap_head(g30,6,1,7,1) -8
    x(7,1,g30) flow_cap_head(g30,7,2,7,1) -8
    x(7,2,g30) cover(7,2) 1
    x(7,2,g30) symmetry(5,0,g30) -1
    x(7,2,g30) flow_balance(g30,7,2) -1
    x(7,2,g30) flow_cap_tail(g30,7,2,7,1) -8
    x(7,2,g30) flow_cap_tail(g30,7,2,6,2) -8
    x(7,2,g30) flow_cap_head(g30,7,1,7,2) -8
    x(7,2,g30) flow_cap_head(g30,6,2,7,2) -8
    x(5,0,g31) cover(5,0) 1
    x(5,0,g31) symmetry(5,0,g31) 1
    x(5,0,g31) flow_balance(g31,5,0) -1
    x(5,0,g31) flow_cap_tail(g31,5,0,5,1) -9
    x(5,0,g31) flow_cap_head(g31,5,1,5,0) -9
    x(5,1,g31) cover(5,1) 1
    x(5,1,g31) symmetry(5,1,g31) 1
    x(5,1,g31) flow_balance(g31,5,1) -1
    x(5,1,g31) flow_cap_tail(g31,5,1,5,2) -9
    x(5,1,g31) flow_cap_tail(g31,5,1,5,0) -9
    x(5,1,g31) flow_cap_head(g31,5,0,5,1) -9
    x(5,1,g31) flow_cap_head(g31,5,2,5,1) -9
    x(5,2,g31) cover(5,2) 1
    x(5,2,g31) symmetry(5,2,g31) 1
    x(5,2,g31) flow_balance(g31,5,2) -1
    x(5,2,g31) flow_cap_tail(g31,5,2,6,2) -9
    x(5,2,g31) flow_cap_tail(g31,5,2,5,1) -9
    x(5,2,g31) flow_cap_head(g31,5,1,5,2) -9
    x(5,2,g31) flow_cap_head(g31,6,2,5,2) -9
    x(6,2,g31) cover(6,2) 1
    x(6,2,g31) symmetry(6,2,g31) 1
    x(6,2,g31) flow_balance(g31,6,2) -1
    x(6,2,g31) flow_cap_tail(g31,6,2,6,3) -9
    x(6,2,g31) flow_cap_tail(g31,6,2,5,2) -9
    x(6,2,g31) flow_cap_head(g31,5,2,6,2) -9
    x(6,2,g31) flow_cap_head(g31,6,3,6,2) -9
    x(6,3,g31) cover(6,3) 1
    x(6,3,g31) centre(6,3,g31) 1
    x(6,3,g31) symmetry(6,3,g31) 1
    x(6,3,g31) flow_cap_tail(g31,6,3,6,4) -9
    x(6,3,g31) flow_cap_tail(g31,6,3,6,2) -9
    x(6,3,g31) flow_cap_head(g31,6,2,6,3) -9
    x(6,3,g31) flow_cap_head(g31,6,4,6,3) -9
    x(6,4,g31) cover(6,4) 1
    x(6,4,g31) centre(6,4,g31) 1
    x(6,4,g31) symmetry(6,3,g31) -1
    x(6,4,g31) flow_balance(g31,6,4) -1
    x(6,4,g31) flow_cap_tail(g31,6,4,6,5) -9
    x(6,4,g31) flow_cap_tail(g31,6,4,6,3) -9
    x(6,4,g31) flow_cap_head(g31,6,3,6,4) -9
    x(6,4,g31) flow_cap_head(g31,6,5,6,4) -9
    x(6,5,g31) cover(6,5) 1
    x(6,5,g31) symmetry(6,2,g31) -1
    x(6,5,g31) flow_balance(g31,6,5) -1
    x(6,5,g31) flow_cap_tail(g31,6,5,7,5) -9
    x(6,5,g31) flow_cap_tail(g31,6,5,6,4) -9
    x(6,5,g31) flow_cap_head(g31,6,4,6,5) -9
    x(6,5,g31) flow_cap_head(g31,7,5,6,5) -9
    x(7,5,g31) cover(7,5) 1
    x(7,5,g31) symmetry(5,2,g31) -1
    x(7,5,g31) flow_balance(g31,7,5) -1
    x(7,5,g31) flow_cap_tail(g31,7,5,7,6) -9
    x(7,5,g31) flow_cap_tail(g31,7,5,6,5) -9
    x(7,5,g31) flow_cap_head(g31,6,5,7,5) -9
    x(7,5,g31) flow_cap_head(g31,7,6,7,5) -9
    x(7,6,g31) cover(7,6) 1
    x(7,6,g31) symmetry(5,1,g31) -1
    x(7,6,g31) flow_balance(g31,7,6) -1
    x(7,6,g31) flow_cap_tail(g31,7,6,7,7) -9
    x(7,6,g31) flow_cap_tail(g31,7,6,7,5) -9
    x(7,6,g31) flow_cap_head(g31,7,5,7,6) -9
    x(7,6,g31) flow_cap_head(g31,7,7,7,6) -9
    x(7,7,g31) cover(7,7) 1
    x(7,7,g31) symmetry(5,0,g31) -1
    x(7,7,g31) flow_balance(g31,7,7) -1
    x(7,7,g31) flow_cap_tail(g31,7,7,7,6) -9
    x(7,7,g31) flow_cap_head(g31,7,6,7,7) -9
    x(4,6,g32) cover(4,6) 1
    x(4,6,g32) symmetry(4,6,g32) 1
    x(4,6,g32) flow_balance(g32,4,6) -1
    x(4,6,g32) flow_cap_tail(g32,4,6,5,6) -11
    x(4,6,g32) flow_cap_head(g32,5,6,4,6) -11
    x(5,6,g32) cover(5,6) 1
    x(5,6,g32) symmetry(5,6,g32) 1
    x(5,6,g32) flow_balance(g32,5,6) -1
    x(5,6,g32) flow_cap_tail(g32,5,6,5,7) -11
    x(5,6,g32) flow_cap_tail(g32,5,6,6,6) -11
    x(5,6,g32) flow_cap_tail(g32,5,6,4,6) -11
    x(5,6,g32) flow_cap_head(g32,4,6,5,6) -11
    x(5,6,g32) flow_cap_head(g32,5,7,5,6) -11
    x(5,6,g32) flow_cap_head(g32,6,6,5,6) -11
    x(5,7,g32) cover(5,7) 1
    x(5,7,g32) symmetry(5,7,g32) 1
    x(5,7,g32) flow_balance(g32,5,7) -1
    x(5,7,g32) flow_cap_tail(g32,5,7,5,8) -11
    x(5,7,g32) flow_cap_tail(g32,5,7,6,7) -11
    x(5,7,g32) flow_cap_tail(g32,5,7,5,6) -11
    x(5,7,g32) flow_cap_head(g32,5,6,5,7) -11
    x(5,7,g32) flow_cap_head(g32,5,8,5,7) -11
    x(5,7,g32) flow_cap_head(g32,6,7,5,7) -11
    x(5,8,g32) cover(5,8) 1
    x(5,8,g32) symmetry(5,8,g32) 1
    x(5,8,g32) flow_balance(g32,5,8) -1
    x(5,8,g32) flow_cap_tail(g32,5,8,6,8) -11
    x(5,8,g32) flow_cap_tail(g32,5,8,5,7) -11
    x(5,8,g32) flow_cap_head(g32,5,7,5,8) -11
    x(5,8,g32) flow_cap_head(g32,6,8,5,8) -11
    x(6,5,g32) cover(6,5) 1
    x(6,5,g32) symmetry(6,5,g32) 1
    x(6,5,g32) flow_balance(g32,6,5) -1
    x(6,5,g32) flow_cap_tail(g32,6,5,6,6) -11
    x(6,5,g32) flow_cap_tail(g32,6,5,7,5) -11
    x(6,5,g32) flow_cap_head(g32,6,6,6,5) -11
    x(6,5,g32) flow_cap_head(g32,7,5,6,5) -11
    x(6,6,g32) cover(6,6) 1
    x(6,6,g32) centre(6,6,g32) 1
    x(6,6,g32) symmetry(6,6,g32) 1
    x(6,6,g32) flow_cap_tail(g32,6,6,6,7) -11
    x(6,6,g32) flow_cap_tail(g32,6,6,7,6) -11
    x(6,6,g32) flow_cap_tail(g32,6,6,6,5) -11
    x(6,6,g32) flow_cap_tail(g32,6,6,5,6) -11
    x(6,6,g32) flow_cap_head(g32,6,5,6,6) -11
    x(6,6,g32) flow_cap_head(g32,5,6,6,6) -11
    x(6,6,g32) flow_cap_head(g32,6,7,6,6) -11
    x(6,6,g32) flow_cap_head(g32,7,6,6,6) -11
    x(6,7,g32) cover(6,7) 1
    x(6,7,g32) centre(6,7,g32) 1
    x(6,7,g32) symmetry(6,6,g32) -1
    x(6,7,g32) flow_balance(g32,6,7) -1
    x(6,7,g32) flow_cap_tail(g32,6,7,6,8) -11
    x(6,7,g32) flow_cap_tail(g32,6,7,7,7) -11
    x(6,7,g32) flow_cap_tail(g32,6,7,6,6) -11
    x(6,7,g32) flow_cap_tail(g32,6,7,5,7) -11
    x(6,7,g32) flow_cap_head(g32,6,6,6,7) -11
    x(6,7,g32) flow_cap_head(g32,5,7,6,7) -11
    x(6,7,g32) flow_cap_head(g32,6,8,6,7) -11
    x(6,7,g32) flow_cap_head(g32,7,7,6,7) -11
    x(6,8,g32) cover(6,8) 1
    x(6,8,g32) symmetry(6,5,g32) -1
    x(6,8,g32) flow_balance(g32,6,8) -1
    x(6,8,g32) flow_cap_tail(g32,6,8,6,7) -11
    x(6,8,g32) flow_cap_tail(g32,6,8,5,8) -11
    x(6,8,g32) flow_cap_head(g32,6,7,6,8) -11
    x(6,8,g32) flow_cap_head(g32,5,8,6,8) -11
    x(7,5,g32) cover(7,5) 1
    x(7,5,g32) symmetry(5,8,g32) -1
    x(7,5,g32) flow_balance(g32,7,5) -1
    x(7,5,g32) flow_cap_tail(g32,7,5,7,6) -11
    x(7,5,g32) flow_cap_tail(g32,7,5,6,5) -11
    x(7,5,g32) flow_cap_head(g32,6,5,7,5) -11
    x(7,5,g32) flow_cap_head(g32,7,6,7,5) -11
    x(7,6,g32) cover(7,6) 1
    x(7,6,g32) symmetry(5,7,g32) -1
    x(7,6,g32) flow_balance(g32,7,6) -1
    x(7,6,g32) flow_cap_tail(g32,7,6,7,7) -11
    x(7,6,g32) flow_cap_tail(g32,7,6,7,5) -11
    x(7,6,g32) flow_cap_tail(g32,7,6,6,6) -11
    x(7,6,g32) flow_cap_head(g32,7,5,7,6) -11
    x(7,6,g32) flow_cap_head(g32,6,6,7,6) -11
    x(7,6,g32) flow_cap_head(g32,7,7,7,6) -11
    x(7,7,g32) cover(7,7) 1
    x(7,7,g32) symmetry(5,6,g32) -1
    x(7,7,g32) flow_balance(g32,7,7) -1
    x(7,7,g32) flow_cap_tail(g32,7,7,8,7) -11
    x(7,7,g32) flow_cap_tail(g32,7,7,7,6) -11
    x(7,7,g32) flow_cap_tail(g32,7,7,6,7) -11
    x(7,7,g32) flow_cap_head(g32,7,6,7,7) -11
    x(7,7,g32) flow_cap_head(g32,6,7,7,7) -11
    x(7,7,g32) flow_cap_head(g32,8,7,7,7) -11
    x(8,7,g32) cover(8,7) 1
    x(8,7,g32) symmetry(4,6,g32) -1
    x(8,7,g32) flow_balance(g32,8,7) -1
    x(8,7,g32) flow_cap_tail(g32,8,7,7,7) -11
    x(8,7,g32) flow_cap_head(g32,7,7,8,7) -11
    x(5,8,g33) cover(5,8) 1
    x(5,8,g33) symmetry(5,8,g33) 1
    x(5,8,g33) flow_balance(g33,5,8) -1
    x(5,8,g33) flow_cap_tail(g33,5,8,6,8) -4
    x(5,8,g33) flow_cap_head(g33,6,8,5,8) -4
    x(6,8,g33) cover(6,8) 1
    x(6,8,g33) symmetry(6,8,g33) 1
    x(6,8,g33) flow_balance(g33,6,8) -1
    x(6,8,g33) flow_cap_tail(g33,6,8,6,9) -4
    x(6,8,g33) flow_cap_tail(g33,6,8,5,8) -4
    x(6,8,g33) flow_cap_head(g33,5,8,6,8) -4
    x(6,8,g33) flow_cap_head(g33,6,9,6,8) -4
    x(6,9,g33) cover(6,9) 1
    x(6,9,g33) centre(6,9,g33) 1
    x(6,9,g33) flow_cap_tail(g33,6,9,6,10) -4
    x(6,9,g33) flow_cap_tail(g33,6,9,6,8) -4
    x(6,9,g33) flow_cap_head(g33,6,8,6,9) -4
    x(6,9,g33) flow_cap_head(g33,6,10,6,9) -4
    x(6,10,g33) cover(6,10) 1
    x(6,10,g33) symmetry(6,8,g33) -1
    x(6,10,g33) flow_balance(g33,6,10) -1
    x(6,10,g33) flow_cap_tail(g33,6,10,7,10) -4
    x(6,10,g33) flow_cap_tail(g33,6,10,6,9) -4
    x(6,10,g33) flow_cap_head(g33,6,9,6,10) -4
    x(6,10,g33) flow_cap_head(g33,7,10,6,10) -4
    x(7,10,g33) cover(7,10) 1
    x(7,10,g33) symmetry(5,8,g33) -1
    x(7,10,g33) flow_balance(g33,7,10) -1
    x(7,10,g33) flow_cap_tail(g33,7,10,6,10) -4
    x(7,10,g33) flow_cap_head(g33,6,10,7,10) -4
    x(6,11,g34) cover(6,11) 1
    x(6,11,g34) centre(6,11,g34) 1
    x(6,11,g34) symmetry(6,11,g34) 1
    x(6,11,g34) flow_cap_tail(g34,6,11,7,11) -1
    x(6,11,g34) flow_cap_head(g34,7,11,6,11) -1
    x(7,11,g34) cover(7,11) 1
    x(7,11,g34) centre(7,11,g34) 1
    x(7,11,g34) symmetry(6,11,g34) -1
    x(7,11,g34) flow_balance(g34,7,11) -1
    x(7,11,g34) flow_cap_tail(g34,7,11,6,11) -1
    x(7,11,g34) flow_cap_head(g34,6,11,7,11) -1
    x(5,1,g35) cover(5,1) 1
    x(5,1,g35) symmetry(5,1,g35) 1
    x(5,1,g35) flow_balance(g35,5,1) -1
    x(5,1,g35) flow_cap_tail(g35,5,1,5,2) -14
    x(5,1,g35) flow_cap_head(g35,5,2,5,1) -14
    x(5,2,g35) cover(5,2) 1
    x(5,2,g35) symmetry(5,2,g35) 1
    x(5,2,g35) flow_balance(g35,5,2) -1
    x(5,2,g35) flow_cap_tail(g35,5,2,6,2) -14
    x(5,2,g35) flow_cap_tail(g35,5,2,5,1) -14
    x(5,2,g35) flow_cap_head(g35,5,1,5,2) -14
    x(5,2,g35) flow_cap_head(g35,6,2,5,2) -14
    x(6,2,g35) cover(6,2) 1
    x(6,2,g35) symmetry(6,2,g35) 1
    x(6,2,g35) flow_balance(g35,6,2) -1
    x(6,2,g35) flow_cap_tail(g35,6,2,7,2) -14
    x(6,2,g35) flow_cap_tail(g35,6,2,5,2) -14
    x(6,2,g35) flow_cap_head(g35,5,2,6,2) -14
    x(6,2,g35) flow_cap_head(g35,7,2,6,2) -14
    x(6,5,g35) cover(6,5) 1
    x(6,5,g35) symmetry(6,5,g35) 1
    x(6,5,g35) flow_balance(g35,6,5) -1
    x(6,5,g35) flow_cap_tail(g35,6,5,7,5) -14
    x(6,5,g35) flow_cap_head(g35,7,5,6,5) -14
    x(7,1,g35) cover(7,1) 1
    x(7,1,g35) symmetry(7,1,g35) 1
    x(7,1,g35) flow_balance(g35,7,1) -1
    x(7,1,g35) flow_cap_tail(g35,7,1,7,2) -14
    x(7,1,g35) flow_cap_head(g35,7,2,7,1) -14
    x(7,2,g35) cover(7,2) 1
    x(7,2,g35) symmetry(7,2,g35) 1
    x(7,2,g35) flow_balance(g35,7,2) -1
    x(7,2,g35) flow_cap_tail(g35,7,2,7,3) -14
    x(7,2,g35) flow_cap_tail(g35,7,2,7,1) -14
    x(7,2,g35) flow_cap_tail(g35,7,2,6,2) -14
    x(7,2,g35) flow_cap_head(g35,7,1,7,2) -14
    x(7,2,g35) flow_cap_head(g35,6,2,7,2) -14
    x(7,2,g35) flow_cap_head(g35,7,3,7,2) -14
    x(7,3,g35) cover(7,3) 1
    x(7,3,g35) symmetry(7,3,g35) 1
    x(7,3,g35) flow_balance(g35,7,3) -1
    x(7,3,g35) flow_cap_tail(g35,7,3,7,4) -14
    x(7,3,g35) flow_cap_tail(g35,7,3,8,3) -14
    x(7,3,g35) flow_cap_tail(g35,7,3,7,2) -14
    x(7,3,g35) flow_cap_head(g35,7,2,7,3) -14
    x(7,3,g35) flow_cap_head(g35,7,4,7,3) -14
    x(7,3,g35) flow_cap_head(g35,8,3,7,3) -14
    x(7,4,g35) cover(7,4) 1
    x(7,4,g35) centre(7,4,g35) 1
    x(7,4,g35) flow_cap_tail(g35,7,4,7,5) -14
    x(7,4,g35) flow_cap_tail(g35,7,4,7,3) -14
    x(7,4,g35) flow_cap_head(g35,7,3,7,4) -14
    x(7,4,g35) flow_cap_head(g35,7,5,7,4) -14
    x(7,5,g35) cover(7,5) 1
    x(7,5,g35) symmetry(7,3,g35) -1
    x(7,5,g35) flow_balance(g35,7,5) -1
    x(7,5,g35) flow_cap_tail(g35,7,5,7,6) -14
    x(7,5,g35) flow_cap_tail(g35,7,5,7,4) -14
    x(7,5,g35) flow_cap_tail(g35,7,5,6,5) -14
    x(7,5,g35) flow_cap_head(g35,7,4,7,5) -14
    x(7,5,g35) flow_cap_head(g35,6,5,7,5) -14
    x(7,5,g35) flow_cap_head(g35,7,6,7,5) -14
    x(7,6,g35) cover(7,6) 1
    x(7,6,g35) symmetry(7,2,g35) -1
    x(7,6,g35) flow_balance(g35,7,6) -1
    x(7,6,g35) flow_cap_tail(g35,7,6,7,7) -14
    x(7,6,g35) flow_cap_tail(g35,7,6,8,6) -14
    x(7,6,g35) flow_cap_tail(g35,7,6,7,5) -14
    x(7,6,g35) flow_cap_head(g35,7,5,7,6) -14
    x(7,6,g35) flow_cap_head(g35,7,7,7,6) -14
    x(7,6,g35) flow_cap_head(g35,8,6,7,6) -14
    x(7,7,g35) cover(7,7) 1
    x(7,7,g35) symmetry(7,1,g35) -1
    x(7,7,g35) flow_balance(g35,7,7) -1
    x(7,7,g35) flow_cap_tail(g35,7,7,7,6) -14
    x(7,7,g35) flow_cap_head(g35,7,6,7,7) -14
    x(8,3,g35) cover(8,3) 1
    x(8,3,g35) symmetry(6,5,g35) -1
    x(8,3,g35) flow_balance(g35,8,3) -1
    x(8,3,g35) flow_cap_tail(g35,8,3,7,3) -14
    x(8,3,g35) flow_cap_head(g35,7,3,8,3) -14
    x(8,6,g35) cover(8,6) 1
    x(8,6,g35) symmetry(6,2,g35) -1
    x(8,6,g35) flow_balance(g35,8,6) -1
    x(8,6,g35) flow_cap_tail(g35,8,6,9,6) -14
    x(8,6,g35) flow_cap_tail(g35,8,6,7,6) -14
    x(8,6,g35) flow_cap_head(g35,7,6,8,6) -14
    x(8,6,g35) flow_cap_head(g35,9,6,8,6) -14
    x(9,6,g35) cover(9,6) 1
    x(9,6,g35) symmetry(5,2,g35) -1
    x(9,6,g35) flow_balance(g35,9,6) -1
    x(9,6,g35) flow_cap_tail(g35,9,6,9,7) -14
    x(9,6,g35) flow_cap_tail(g35,9,6,8,6) -14
    x(9,6,g35) flow_cap_head(g35,8,6,9,6) -14
    x(9,6,g35) flow_cap_head(g35,9,7,9,6) -14
    x(9,7,g35) cover(9,7) 1
    x(9,7,g35) symmetry(5,1,g35) -1
    x(9,7,g35) flow_balance(g35,9,7) -1
    x(9,7,g35) flow_cap_tail(g35,9,7,9,6) -14
    x(9,7,g35) flow_cap_head(g35,9,6,9,7) -14
    x(6,10,g36) cover(6,10) 1
    x(6,10,g36) symmetry(6,10,g36) 1
    x(6,10,g36) flow_balance(g36,6,10) -1
    x(6,10,g36) flow_cap_tail(g36,6,10,7,10) -5
    x(6,10,g36) flow_cap_head(g36,7,10,6,10) -5
    x(7,7,g36) cover(7,7) 1
    x(7,7,g36) symmetry(7,7,g36) 1
    x(7,7,g36) flow_balance(g36,7,7) -1
    x(7,7,g36) flow_cap_tail(g36,7,7,7,8) -5
    x(7,7,g36) flow_cap_tail(g36,7,7,8,7) -5
    x(7,7,g36) flow_cap_head(g36,7,8,7,7) -5
    x(7,7,g36) flow_cap_head(g36,8,7,7,7) -5
    x(7,8,g36) cover(7,8) 1
    x(7,8,g36) centre(7,8,g36) 1
    x(7,8,g36) symmetry(7,8,g36) 1
    x(7,8,g36) flow_cap_tail(g36,7,8,7,9) -5
    x(7,8,g36) flow_cap_tail(g36,7,8,7,7) -5
    x(7,8,g36) flow_cap_head(g36,7,7,7,8) -5
    x(7,8,g36) flow_cap_head(g36,7,9,7,8) -5
    x(7,9,g36) cover(7,9) 1
    x(7,9,g36) centre(7,9,g36) 1
    x(7,9,g36) symmetry(7,8,g36) -1
    x(7,9,g36) flow_balance(g36,7,9) -1
    x(7,9,g36) flow_cap_tail(g36,7,9,7,10) -5
    x(7,9,g36) flow_cap_tail(g36,7,9,7,8) -5
    x(7,9,g36) flow_cap_head(g36,7,8,7,9) -5
    x(7,9,g36) flow_cap_head(g36,7,10,7,9) -5
    x(7,10,g36) cover(7,10) 1
    x(7,10,g36) symmetry(7,7,g36) -1
    x(7,10,g36) flow_balance(g36,7,10) -1
    x(7,10,g36) flow_cap_tail(g36,7,10,7,9) -5
    x(7,10,g36) flow_cap_tail(g36,7,10,6,10) -5
    x(7,10,g36) flow_cap_head(g36,7,9,7,10) -5
    x(7,10,g36) flow_cap_head(g36,6,10,7,10) -5
    x(8,7,g36) cover(8,7) 1
    x(8,7,g36) symmetry(6,10,g36) -1
    x(8,7,g36) flow_balance(g36,8,7) -1
    x(8,7,g36) flow_cap_tail(g36,8,7,7,7) -5
    x(8,7,g36) flow_cap_head(g36,7,7,8,7) -5
    x(5,0,g37) cover(5,0) 1
    x(5,0,g37) symmetry(5,0,g37) 1
    x(5,0,g37) flow_balance(g37,5,0) -1
    x(5,0,g37) flow_cap_tail(g37,5,0,6,0) -11
    x(5,0,g37) flow_cap_head(g37,6,0,5,0) -11
    x(6,0,g37) cover(6,0) 1
    x(6,0,g37) symmetry(6,0,g37) 1
    x(6,0,g37) flow_balance(g37,6,0) -1
    x(6,0,g37) flow_cap_tail(g37,6,0,7,0) -11
    x(6,0,g37) flow_cap_tail(g37,6,0,5,0) -11
    x(6,0,g37) flow_cap_head(g37,5,0,6,0) -11
    x(6,0,g37) flow_cap_head(g37,7,0,6,0) -11
    x(7,0,g37) cover(7,0) 1
    x(7,0,g37) symmetry(7,0,g37) 1
    x(7,0,g37) flow_balance(g37,7,0) -1
    x(7,0,g37) flow_cap_tail(g37,7,0,8,0) -11
    x(7,0,g37) flow_cap_tail(g37,7,0,6,0) -11
    x(7,0,g37) flow_cap_head(g37,6,0,7,0) -11
    x(7,0,g37) flow_cap_head(g37,8,0,7,0) -11
    x(7,3,g37) cover(7,3) 1
    x(7,3,g37) symmetry(7,3,g37) 1
    x(7,3,g37) flow_balance(g37,7,3) -1
    x(7,3,g37) flow_cap_tail(g37,7,3,8,3) -11
    x(7,3,g37) flow_cap_head(g37,8,3,7,3) -11
    x(8,0,g37) cover(8,0) 1
    x(8,0,g37) symmetry(8,0,g37) 1
    x(8,0,g37) flow_balance(g37,8,0) -1
    x(8,0,g37) flow_cap_tail(g37,8,0,8,1) -11
    x(8,0,g37) flow_cap_tail(g37,8,0,9,0) -11
    x(8,0,g37) flow_cap_tail(g37,8,0,7,0) -11
    x(8,0,g37) flow_cap_head(g37,7,0,8,0) -11
    x(8,0,g37) flow_cap_head(g37,8,1,8,0) -11
    x(8,0,g37) flow_cap_head(g37,9,0,8,0) -11
    x(8,1,g37) cover(8,1) 1
    x(8,1,g37) centre(8,1,g37) 1
    x(8,1,g37) symmetry(8,1,g37) 1
    x(8,1,g37) flow_cap_tail(g37,8,1,8,2) -11
    x(8,1,g37) flow_cap_tail(g37,8,1,8,0) -11
    x(8,1,g37) flow_cap_head(g37,8,0,8,1) -11
    x(8,1,g37) flow_cap_head(g37,8,2,8,1) -11
    x(8,2,g37) cover(8,2) 1
    x(8,2,g37) centre(8,2,g37) 1
    x(8,2,g37) symmetry(8,1,g37) -1
    x(8,2,g37) flow_balance(g37,8,2) -1
    x(8,2,g37) flow_cap_tail(g37,8,2,8,3) -11
    x(8,2,g37) flow_cap_tail(g37,8,2,8,1) -11
    x(8,2,g37) flow_cap_head(g37,8,1,8,2) -11
    x(8,2,g37) flow_cap_head(g37,8,3,8,2) -11
    x(8,3,g37) cover(8,3) 1
    x(8,3,g37) symmetry(8,0,g37) -1
    x(8,3,g37) flow_balance(g37,8,3) -1
    x(8,3,g37) flow_cap_tail(g37,8,3,9,3) -11
    x(8,3,g37) flow_cap_tail(g37,8,3,8,2) -11
    x(8,3,g37) flow_cap_tail(g37,8,3,7,3) -11
    x(8,3,g37) flow_cap_head(g37,8,2,8,3) -11
    x(8,3,g37) flow_cap_head(g37,7,3,8,3) -11
    x(8,3,g37) flow_cap_head(g37,9,3,8,3) -11
    x(9,0,g37) cover(9,0) 1
    x(9,0,g37) symmetry(7,3,g37) -1
    x(9,0,g37) flow_balance(g37,9,0) -1
    x(9,0,g37) flow_cap_tail(g37,9,0,8,0) -11
    x(9,0,g37) flow_cap_head(g37,8,0,9,0) -11
    x(9,3,g37) cover(9,3) 1
    x(9,3,g37) symmetry(7,0,g37) -1
    x(9,3,g37) flow_balance(g37,9,3) -1
    x(9,3,g37) flow_cap_tail(g37,9,3,10,3) -11
    x(9,3,g37) flow_cap_tail(g37,9,3,8,3) -11
    x(9,3,g37) flow_cap_head(g37,8,3,9,3) -11
    x(9,3,g37) flow_cap_head(g37,10,3,9,3) -11
    x(10,3,g37) cover(10,3) 1
    x(10,3,g37) symmetry(6,0,g37) -1
    x(10,3,g37) flow_balance(g37,10,3) -1
    x(10,3,g37) flow_cap_tail(g37,10,3,11,3) -11
    x(10,3,g37) flow_cap_tail(g37,10,3,9,3) -11
    x(10,3,g37) flow_cap_head(g37,9,3,10,3) -11
    x(10,3,g37) flow_cap_head(g37,11,3,10,3) -11
    x(11,3,g37) cover(11,3) 1
    x(11,3,g37) symmetry(5,0,g37) -1
    x(11,3,g37) flow_balance(g37,11,3) -1
    x(11,3,g37) flow_cap_tail(g37,11,3,10,3) -11
    x(11,3,g37) flow_cap_head(g37,10,3,11,3) -11
    x(7,2,g38) cover(7,2) 1
    x(7,2,g38) symmetry(7,2,g38) 1
    x(7,2,g38) flow_balance(g38,7,2) -1
    x(7,2,g38) flow_cap_tail(g38,7,2,7,3) -11
    x(7,2,g38) flow_cap_head(g38,7,3,7,2) -11
    x(7,3,g38) cover(7,3) 1
    x(7,3,g38) symmetry(7,3,g38) 1
    x(7,3,g38) flow_balance(g38,7,3) -1
    x(7,3,g38) flow_cap_tail(g38,7,3,8,3) -11
    x(7,3,g38) flow_cap_tail(g38,7,3,7,2) -11
    x(7,3,g38) flow_cap_head(g38,7,2,7,3) -11
    x(7,3,g38) flow_cap_head(g38,8,3,7,3) -11
    x(7,5,g38) cover(7,5) 1
    x(7,5,g38) symmetry(7,5,g38) 1
    x(7,5,g38) flow_balance(g38,7,5) -1
    x(7,5,g38) flow_cap_tail(g38,7,5,7,6) -11
    x(7,5,g38) flow_cap_tail(g38,7,5,8,5) -11
    x(7,5,g38) flow_cap_head(g38,7,6,7,5) -11
    x(7,5,g38) flow_cap_head(g38,8,5,7,5) -11
    x(7,6,g38) cover(7,6) 1
    x(7,6,g38) symmetry(7,6,g38) 1
    x(7,6,g38) flow_balance(g38,7,6) -1
    x(7,6,g38) flow_cap_tail(g38,7,6,8,6) -11
    x(7,6,g38) flow_cap_tail(g38,7,6,7,5) -11
    x(7,6,g38) flow_cap_head(g38,7,5,7,6) -11
    x(7,6,g38) flow_cap_head(g38,8,6,7,6) -11
    x(8,3,g38) cover(8,3) 1
    x(8,3,g38) symmetry(8,3,g38) 1
    x(8,3,g38) flow_balance(g38,8,3) -1
    x(8,3,g38) flow_cap_tail(g38,8,3,8,4) -11
    x(8,3,g38) flow_cap_tail(g38,8,3,9,3) -11
    x(8,3,g38) flow_cap_tail(g38,8,3,7,3) -11
    x(8,3,g38) flow_cap_head(g38,7,3,8,3) -11
    x(8,3,g38) flow_cap_head(g38,8,4,8,3) -11
    x(8,3,g38) flow_cap_head(g38,9,3,8,3) -11
    x(8,4,g38) cover(8,4) 1
    x(8,4,g38) centre(8,4,g38) 1
    x(8,4,g38) symmetry(8,4,g38) 1
    x(8,4,g38) flow_cap_tail(g38,8,4,8,5) -11
    x(8,4,g38) flow_cap_tail(g38,8,4,9,4) -11
    x(8,4,g38) flow_cap_tail(g38,8,4,8,3) -11
    x(8,4,g38) flow_cap_head(g38,8,3,8,4) -11
    x(8,4,g38) flow_cap_head(g38,8,5,8,4) -11
    x(8,4,g38) flow_cap_head(g38,9,4,8,4) -11
    x(8,5,g38) cover(8,5) 1
    x(8,5,g38) centre(8,5,g38) 1
    x(8,5,g38) symmetry(8,4,g38) -1
    x(8,5,g38) flow_balance(g38,8,5) -1
    x(8,5,g38) flow_cap_tail(g38,8,5,8,6) -11
    x(8,5,g38) flow_cap_tail(g38,8,5,8,4) -11
    x(8,5,g38) flow_cap_tail(g38,8,5,7,5) -11
    x(8,5,g38) flow_cap_head(g38,8,4,8,5) -11
    x(8,5,g38) flow_cap_head(g38,7,5,8,5) -11
    x(8,5,g38) flow_cap_head(g38,8,6,8,5) -11
    x(8,6,g38) cover(8,6) 1
    x(8,6,g38) symmetry(8,3,g38) -1
    x(8,6,g38) flow_balance(g38,8,6) -1
    x(8,6,g38) flow_cap_tail(g38,8,6,9,6) -11
    x(8,6,g38) flow_cap_tail(g38,8,6,8,5) -11
    x(8,6,g38) flow_cap_tail(g38,8,6,7,6) -11
    x(8,6,g38) flow_cap_head(g38,8,5,8,6) -11
    x(8,6,g38) flow_cap_head(g38,7,6,8,6) -11
    x(8,6,g38) flow_cap_head(g38,9,6,8,6) -11
    x(9,3,g38) cover(9,3) 1
    x(9,3,g38) symmetry(7,6,g38) -1
    x(9,3,g38) flow_balance(g38,9,3) -1
    x(9,3,g38) flow_cap_tail(g38,9,3,9,4) -11
    x(9,3,g38) flow_cap_tail(g38,9,3,8,3) -11
    x(9,3,g38) flow_cap_head(g38,8,3,9,3) -11
    x(9,3,g38) flow_cap_head(g38,9,4,9,3) -11
    x(9,4,g38) cover(9,4) 1
    x(9,4,g38) symmetry(7,5,g38) -1
    x(9,4,g38) flow_balance(g38,9,4) -1
    x(9,4,g38) flow_cap_tail(g38,9,4,9,3) -11
    x(9,4,g38) flow_cap_tail(g38,9,4,8,4) -11
    x(9,4,g38) flow_cap_head(g38,9,3,9,4) -11
    x(9,4,g38) flow_cap_head(g38,8,4,9,4) -11
    x(9,6,g38) cover(9,6) 1
    x(9,6,g38) symmetry(7,3,g38) -1
    x(9,6,g38) flow_balance(g38,9,6) -1
    x(9,6,g38) flow_cap_tail(g38,9,6,9,7) -11
    x(9,6,g38) flow_cap_tail(g38,9,6,8,6) -11
    x(9,6,g38) flow_cap_head(g38,8,6,9,6) -11
    x(9,6,g38) flow_cap_head(g38,9,7,9,6) -11
    x(9,7,g38) cover(9,7) 1
    x(9,7,g38) symmetry(7,2,g38) -1
    x(9,7,g38) flow_balance(g38,9,7) -1
    x(9,7,g38) flow_cap_tail(g38,9,7,9,6) -11
    x(9,7,g38) flow_cap_head(g38,9,6,9,7) -11
    x(8,8,g39) cover(8,8) 1
    x(8,8,g39) centre(8,8,g39) 1
    x(8,11,g40) cover(8,11) 1
    x(8,11,g40) centre(8,11,g40) 1
    x(6,10,g41) cover(6,10) 1
    x(6,10,g41) symmetry(6,10,g41) 1
    x(6,10,g41) flow_balance(g41,6,10) -1
    x(6,10,g41) flow_cap_tail(g41,6,10,7,10) -7
    x(6,10,g41) flow_cap_head(g41,7,10,6,10) -7
    x(7,10,g41) cover(7,10) 1
    x(7,10,g41) symmetry(7,10,g41) 1
    x(7,10,g41) flow_balance(g41,7,10) -1
    x(7,10,g41) flow_cap_tail(g41,7,10,8,10) -7
    x(7,10,g41) flow_cap_tail(g41,7,10,6,10) -7
    x(7,10,g41) flow_cap_head(g41,6,10,7,10) -7
    x(7,10,g41) flow_cap_head(g41,8,10,7,10) -7
    x(8,9,g41) cover(8,9) 1
    x(8,9,g41) centre(8,9,g41) 1
    x(8,9,g41) symmetry(8,9,g41) 1
    x(8,9,g41) flow_cap_tail(g41,8,9,8,10) -7
    x(8,9,g41) flow_cap_tail(g41,8,9,9,9) -7
    x(8,9,g41) flow_cap_head(g41,8,10,8,9) -7
    x(8,9,g41) flow_cap_head(g41,9,9,8,9) -7
    x(8,10,g41) cover(8,10) 1
    x(8,10,g41) centre(8,10,g41) 1
    x(8,10,g41) symmetry(8,10,g41) 1
    x(8,10,g41) flow_balance(g41,8,10) -1
    x(8,10,g41) flow_cap_tail(g41,8,10,9,10) -7
    x(8,10,g41) flow_cap_tail(g41,8,10,8,9) -7
    x(8,10,g41) flow_cap_tail(g41,8,10,7,10) -7
    x(8,10,g41) flow_cap_head(g41,8,9,8,10) -7
    x(8,10,g41) flow_cap_head(g41,7,10,8,10) -7
    x(8,10,g41) flow_cap_head(g41,9,10,8,10) -7
    x(9,9,g41) cover(9,9) 1
    x(9,9,g41) centre(9,9,g41) 1
    x(9,9,g41) symmetry(8,10,g41) -1
    x(9,9,g41) flow_balance(g41,9,9) -1
    x(9,9,g41) flow_cap_tail(g41,9,9,9,10) -7
    x(9,9,g41) flow_cap_tail(g41,9,9,10,9) -7
    x(9,9,g41) flow_cap_tail(g41,9,9,8,9) -7
    x(9,9,g41) flow_cap_head(g41,8,9,9,9) -7
    x(9,9,g41) flow_cap_head(g41,9,10,9,9) -7
    x(9,9,g41) flow_cap_head(g41,10,9,9,9) -7
    x(9,10,g41) cover(9,10) 1
    x(9,10,g41) centre(9,10,g41) 1
    x(9,10,g41) symmetry(8,9,g41) -1
    x(9,10,g41) flow_balance(g41,9,10) -1
    x(9,10,g41) flow_cap_tail(g41,9,10,9,9) -7
    x(9,10,g41) flow_cap_tail(g41,9,10,8,10) -7
    x(9,10,g41) flow_cap_head(g41,9,9,9,10) -7
    x(9,10,g41) flow_cap_head(g41,8,10,9,10) -7
    x(10,9,g41) cover(10,9) 1
    x(10,9,g41) symmetry(7,10,g41) -1
    x(10,9,g41) flow_balance(g41,10,9) -1
    x(10,9,g41) flow_cap_tail(g41,10,9,11,9) -7
    x(10,9,g41) flow_cap_tail(g41,10,9,9,9) -7
    x(10,9,g41) flow_cap_head(g41,9,9,10,9) -7
    x(10,9,g41) flow_cap_head(g41,11,9,10,9) -7
    x(11,9,g41) cover(11,9) 1
    x(11,9,g41) symmetry(6,10,g41) -1
    x(11,9,g41) flow_balance(g41,11,9) -1
    x(11,9,g41) flow_cap_tail(g41,11,9,10,9) -7
    x(11,9,g41) flow_cap_head(g41,10,9,11,9) -7
    x(7,0,g42) cover(7,0) 1
    x(7,0,g42) symmetry(7,0,g42) 1
    x(7,0,g42) flow_balance(g42,7,0) -1
    x(7,0,g42) flow_cap_tail(g42,7,0,8,0) -9
    x(7,0,g42) flow_cap_head(g42,8,0,7,0) -9
    x(8,0,g42) cover(8,0) 1
    x(8,0,g42) symmetry(8,0,g42) 1
    x(8,0,g42) flow_balance(g42,8,0) -1
    x(8,0,g42) flow_cap_tail(g42,8,0,9,0) -9
    x(8,0,g42) flow_cap_tail(g42,8,0,7,0) -9
    x(8,0,g42) flow_cap_head(g42,7,0,8,0) -9
    x(8,0,g42) flow_cap_head(g42,9,0,8,0) -9
    x(8,3,g42) cover(8,3) 1
    x(8,3,g42) symmetry(8,3,g42) 1
    x(8,3,g42) flow_balance(g42,8,3) -1
    x(8,3,g42) flow_cap_tail(g42,8,3,9,3) -9
    x(8,3,g42) flow_cap_head(g42,9,3,8,3) -9
    x(9,0,g42) cover(9,0) 1
    x(9,0,g42) symmetry(9,0,g42) 1
    x(9,0,g42) flow_balance(g42,9,0) -1
    x(9,0,g42) flow_cap_tail(g42,9,0,9,1) -9
    x(9,0,g42) flow_cap_tail(g42,9,0,10,0) -9
    x(9,0,g42) flow_cap_tail(g42,9,0,8,0) -9
    x(9,0,g42) flow_cap_head(g42,8,0,9,0) -9
    x(9,0,g42) flow_cap_head(g42,9,1,9,0) -9
    x(9,0,g42) flow_cap_head(g42,10,0,9,0) -9
    x(9,1,g42) cover(9,1) 1
    x(9,1,g42) centre(9,1,g42) 1
    x(9,1,g42) symmetry(9,1,g42) 1
    x(9,1,g42) flow_cap_tail(g42,9,1,9,2) -9
    x(9,1,g42) flow_cap_tail(g42,9,1,9,0) -9
    x(9,1,g42) flow_cap_head(g42,9,0,9,1) -9
    x(9,1,g42) flow_cap_head(g42,9,2,9,1) -9
    x(9,2,g42) cover(9,2) 1
    x(9,2,g42) centre(9,2,g42) 1
    x(9,2,g42) symmetry(9,1,g42) -1
    x(9,2,g42) flow_balance(g42,9,2) -1
    x(9,2,g42) flow_cap_tail(g42,9,2,9,3) -9
    x(9,2,g42) flow_cap_tail(g42,9,2,9,1) -9
    x(9,2,g42) flow_cap_head(g42,9,1,9,2) -9
    x(9,2,g42) flow_cap_head(g42,9,3,9,2) -9
    x(9,3,g42) cover(9,3) 1
    x(9,3,g42) symmetry(9,0,g42) -1
    x(9,3,g42) flow_balance(g42,9,3) -1
    x(9,3,g42) flow_cap_tail(g42,9,3,10,3) -9
    x(9,3,g42) flow_cap_tail(g42,9,3,9,2) -9
    x(9,3,g42) flow_cap_tail(g42,9,3,8,3) -9
    x(9,3,g42) flow_cap_head(g42,9,2,9,3) -9
    x(9,3,g42) flow_cap_head(g42,8,3,9,3) -9
    x(9,3,g42) flow_cap_head(g42,10,3,9,3) -9
    x(10,0,g42) cover(10,0) 1
    x(10,0,g42) symmetry(8,3,g42) -1
    x(10,0,g42) flow_balance(g42,10,0) -1
    x(10,0,g42) flow_cap_tail(g42,10,0,9,0) -9
    x(10,0,g42) flow_cap_head(g42,9,0,10,0) -9
    x(10,3,g42) cover(10,3) 1
    x(10,3,g42) symmetry(8,0,g42) -1
    x(10,3,g42) flow_balance(g42,10,3) -1
    x(10,3,g42) flow_cap_tail(g42,10,3,11,3) -9
    x(10,3,g42) flow_cap_tail(g42,10,3,9,3) -9
    x(10,3,g42) flow_cap_head(g42,9,3,10,3) -9
    x(10,3,g42) flow_cap_head(g42,11,3,10,3) -9
    x(11,3,g42) cover(11,3) 1
    x(11,3,g42) symmetry(7,0,g42) -1
    x(11,3,g42) flow_balance(g42,11,3) -1
    x(11,3,g42) flow_cap_tail(g42,11,3,10,3) -9
    x(11,3,g42) flow_cap_head(g42,10,3,11,3) -9
    x(7,6,g43) cover(7,6) 1
    x(7,6,g43) symmetry(7,6,g43) 1
    x(7,6,g43) flow_balance(g43,7,6) -1
    x(7,6,g43) flow_cap_tail(g43,7,6,7,7) -10
    x(7,6,g43) flow_cap_head(g43,7,7,7,6) -10
    x(7,7,g43) cover(7,7) 1
    x(7,7,g43) symmetry(7,7,g43) 1
    x(7,7,g43) flow_balance(g43,7,7) -1
    x(7,7,g43) flow_cap_tail(g43,7,7,8,7) -10
    x(7,7,g43) flow_cap_tail(g43,7,7,7,6) -10
    x(7,7,g43) flow_cap_head(g43,7,6,7,7) -10
    x(7,7,g43) flow_cap_head(g43,8,7,7,7) -10
    x(8,7,g43) cover(8,7) 1
    x(8,7,g43) symmetry(8,7,g43) 1
    x(8,7,g43) flow_balance(g43,8,7) -1
    x(8,7,g43) flow_cap_tail(g43,8,7,9,7) -10
    x(8,7,g43) flow_cap_tail(g43,8,7,7,7) -10
    x(8,7,g43) flow_cap_head(g43,7,7,8,7) -10
    x(8,7,g43) flow_cap_head(g43,9,7,8,7) -10
    x(9,3,g43) cover(9,3) 1
    x(9,3,g43) symmetry(9,3,g43) 1
    x(9,3,g43) flow_balance(g43,9,3) -1
    x(9,3,g43) flow_cap_tail(g43,9,3,9,4) -10
    x(9,3,g43) flow_cap_tail(g43,9,3,10,3) -10
    x(9,3,g43) flow_cap_head(g43,9,4,9,3) -10
    x(9,3,g43) flow_cap_head(g43,10,3,9,3) -10
    x(9,4,g43) cover(9,4) 1
    x(9,4,g43) symmetry(9,4,g43) 1
    x(9,4,g43) flow_balance(g43,9,4) -1
    x(9,4,g43) flow_cap_tail(g43,9,4,9,5) -10
    x(9,4,g43) flow_cap_tail(g43,9,4,9,3) -10
    x(9,4,g43) flow_cap_head(g43,9,3,9,4) -10
    x(9,4,g43) flow_cap_head(g43,9,5,9,4) -10
    x(9,5,g43) cover(9,5) 1
    x(9,5,g43) centre(9,5,g43) 1
    x(9,5,g43) flow_cap_tail(g43,9,5,9,6) -10
    x(9,5,g43) flow_cap_tail(g43,9,5,9,4) -10
    x(9,5,g43) flow_cap_head(g43,9,4,9,5) -10
    x(9,5,g43) flow_cap_head(g43,9,6,9,5) -10
    x(9,6,g43) cover(9,6) 1
    x(9,6,g43) symmetry(9,4,g43) -1
    x(9,6,g43) flow_balance(g43,9,6) -1
    x(9,6,g43) flow_cap_tail(g43,9,6,9,7) -10
    x(9,6,g43) flow_cap_tail(g43,9,6,9,5) -10
    x(9,6,g43) flow_cap_head(g43,9,5,9,6) -10
    x(9,6,g43) flow_cap_head(g43,9,7,9,6) -10
    x(9,7,g43) cover(9,7) 1
    x(9,7,g43) symmetry(9,3,g43) -1
    x(9,7,g43) flow_balance(g43,9,7) -1
    x(9,7,g43) flow_cap_tail(g43,9,7,9,6) -10
    x(9,7,g43) flow_cap_tail(g43,9,7,8,7) -10
    x(9,7,g43) flow_cap_head(g43,9,6,9,7) -10
    x(9,7,g43) flow_cap_head(g43,8,7,9,7) -10
    x(10,3,g43) cover(10,3) 1
    x(10,3,g43) symmetry(8,7,g43) -1
    x(10,3,g43) flow_balance(g43,10,3) -1
    x(10,3,g43) flow_cap_tail(g43,10,3,11,3) -10
    x(10,3,g43) flow_cap_tail(g43,10,3,9,3) -10
    x(10,3,g43) flow_cap_head(g43,9,3,10,3) -10
    x(10,3,g43) flow_cap_head(g43,11,3,10,3) -10
    x(11,3,g43) cover(11,3) 1
    x(11,3,g43) symmetry(7,7,g43) -1
    x(11,3,g43) flow_balance(g43,11,3) -1
    x(11,3,g43) flow_cap_tail(g43,11,3,11,4) -10
    x(11,3,g43) flow_cap_tail(g43,11,3,10,3) -10
    x(11,3,g43) flow_cap_head(g43,10,3,11,3) -10
    x(11,3,g43) flow_cap_head(g43,11,4,11,3) -10
    x(11,4,g43) cover(11,4) 1
    x(11,4,g43) symmetry(7,6,g43) -1
    x(11,4,g43) flow_balance(g43,11,4) -1
    x(11,4,g43) flow_cap_tail(g43,11,4,11,3) -10
    x(11,4,g43) flow_cap_head(g43,11,3,11,4) -10
    x(9,11,g44) cover(9,11) 1
    x(9,11,g44) centre(9,11,g44) 1
    x(8,6,g45) cover(8,6) 1
    x(8,6,g45) symmetry(8,6,g45) 1
    x(8,6,g45) flow_balance(g45,8,6) -1
    x(8,6,g45) flow_cap_tail(g45,8,6,8,7) -9
    x(8,6,g45) flow_cap_tail(g45,8,6,9,6) -9
    x(8,6,g45) flow_cap_head(g45,8,7,8,6) -9
    x(8,6,g45) flow_cap_head(g45,9,6,8,6) -9
    x(8,7,g45) cover(8,7) 1
    x(8,7,g45) symmetry(8,7,g45) 1
    x(8,7,g45) flow_balance(g45,8,7) -1
    x(8,7,g45) flow_cap_tail(g45,8,7,9,7) -9
    x(8,7,g45) flow_cap_tail(g45,8,7,8,6) -9
    x(8,7,g45) flow_cap_head(g45,8,6,8,7) -9
    x(8,7,g45) flow_cap_head(g45,9,7,8,7) -9
    x(9,6,g45) cover(9,6) 1
    x(9,6,g45) symmetry(9,6,g45) 1
    x(9,6,g45) flow_balance(g45,9,6) -1
    x(9,6,g45) flow_cap_tail(g45,9,6,9,7) -9
    x(9,6,g45) flow_cap_tail(g45,9,6,8,6) -9
    x(9,6,g45) flow_cap_head(g45,8,6,9,6) -9
    x(9,6,g45) flow_cap_head(g45,9,7,9,6) -9
    x(9,7,g45) cover(9,7) 1
    x(9,7,g45) symmetry(9,7,g45) 1
    x(9,7,g45) flow_balance(g45,9,7) -1
    x(9,7,g45) flow_cap_tail(g45,9,7,9,8) -9
    x(9,7,g45) flow_cap_tail(g45,9,7,9,6) -9
    x(9,7,g45) flow_cap_tail(g45,9,7,8,7) -9
    x(9,7,g45) flow_cap_head(g45,9,6,9,7) -9
    x(9,7,g45) flow_cap_head(g45,8,7,9,7) -9
    x(9,7,g45) flow_cap_head(g45,9,8,9,7) -9
    x(9,8,g45) cover(9,8) 1
    x(9,8,g45) centre(9,8,g45) 1
    x(9,8,g45) symmetry(9,8,g45) 1
    x(9,8,g45) flow_cap_tail(g45,9,8,10,8) -9
    x(9,8,g45) flow_cap_tail(g45,9,8,9,7) -9
    x(9,8,g45) flow_cap_head(g45,9,7,9,8) -9
    x(9,8,g45) flow_cap_head(g45,10,8,9,8) -9
    x(10,8,g45) cover(10,8) 1
    x(10,8,g45) centre(10,8,g45) 1
    x(10,8,g45) symmetry(9,8,g45) -1
    x(10,8,g45) flow_balance(g45,10,8) -1
    x(10,8,g45) flow_cap_tail(g45,10,8,10,9) -9
    x(10,8,g45) flow_cap_tail(g45,10,8,9,8) -9
    x(10,8,g45) flow_cap_head(g45,9,8,10,8) -9
    x(10,8,g45) flow_cap_head(g45,10,9,10,8) -9
    x(10,9,g45) cover(10,9) 1
    x(10,9,g45) symmetry(9,7,g45) -1
    x(10,9,g45) flow_balance(g45,10,9) -1
    x(10,9,g45) flow_cap_tail(g45,10,9,10,10) -9
    x(10,9,g45) flow_cap_tail(g45,10,9,11,9) -9
    x(10,9,g45) flow_cap_tail(g45,10,9,10,8) -9
    x(10,9,g45) flow_cap_head(g45,10,8,10,9) -9
    x(10,9,g45) flow_cap_head(g45,10,10,10,9) -9
    x(10,9,g45) flow_cap_head(g45,11,9,10,9) -9
    x(10,10,g45) cover(10,10) 1
    x(10,10,g45) symmetry(9,6,g45) -1
    x(10,10,g45) flow_balance(g45,10,10) -1
    x(10,10,g45) flow_cap_tail(g45,10,10,11,10) -9
    x(10,10,g45) flow_cap_tail(g45,10,10,10,9) -9
    x(10,10,g45) flow_cap_head(g45,10,9,10,10) -9
    x(10,10,g45) flow_cap_head(g45,11,10,10,10) -9
    x(11,9,g45) cover(11,9) 1
    x(11,9,g45) symmetry(8,7,g45) -1
    x(11,9,g45) flow_balance(g45,11,9) -1
    x(11,9,g45) flow_cap_tail(g45,11,9,11,10) -9
    x(11,9,g45) flow_cap_tail(g45,11,9,10,9) -9
    x(11,9,g45) flow_cap_head(g45,10,9,11,9) -9
    x(11,9,g45) flow_cap_head(g45,11,10,11,9) -9
    x(11,10,g45) cover(11,10) 1
    x(11,10,g45) symmetry(8,6,g45) -1
    x(11,10,g45) flow_balance(g45,11,10) -1
    x(11,10,g45) flow_cap_tail(g45,11,10,11,9) -9
    x(11,10,g45) flow_cap_tail(g45,11,10,10,10) -9
    x(11,10,g45) flow_cap_head(g45,11,9,11,10) -9
    x(11,10,g45) flow_cap_head(g45,10,10,11,10) -9
    x(9,6,g46) cover(9,6) 1
    x(9,6,g46) symmetry(9,6,g46) 1
    x(9,6,g46) flow_balance(g46,9,6) -1
    x(9,6,g46) flow_cap_tail(g46,9,6,10,6) -5
    x(9,6,g46) flow_cap_head(g46,10,6,9,6) -5
    x(10,3,g46) cover(10,3) 1
    x(10,3,g46) symmetry(10,3,g46) 1
    x(10,3,g46) flow_balance(g46,10,3) -1
    x(10,3,g46) flow_cap_tail(g46,10,3,10,4) -5
    x(10,3,g46) flow_cap_tail(g46,10,3,11,3) -5
    x(10,3,g46) flow_cap_head(g46,10,4,10,3) -5
    x(10,3,g46) flow_cap_head(g46,11,3,10,3) -5
    x(10,4,g46) cover(10,4) 1
    x(10,4,g46) centre(10,4,g46) 1
    x(10,4,g46) symmetry(10,4,g46) 1
    x(10,4,g46) flow_cap_tail(g46,10,4,10,5) -5
    x(10,4,g46) flow_cap_tail(g46,10,4,10,3) -5
    x(10,4,g46) flow_cap_head(g46,10,3,10,4) -5
    x(10,4,g46) flow_cap_head(g46,10,5,10,4) -5
    x(10,5,g46) cover(10,5) 1
    x(10,5,g46) centre(10,5,g46) 1
    x(10,5,g46) symmetry(10,4,g46) -1
    x(10,5,g46) flow_balance(g46,10,5) -1
    x(10,5,g46) flow_cap_tail(g46,10,5,10,6) -5
    x(10,5,g46) flow_cap_tail(g46,10,5,10,4) -5
    x(10,5,g46) flow_cap_head(g46,10,4,10,5) -5
    x(10,5,g46) flow_cap_head(g46,10,6,10,5) -5
    x(10,6,g46) cover(10,6) 1
    x(10,6,g46) symmetry(10,3,g46) -1
    x(10,6,g46) flow_balance(g46,10,6) -1
    x(10,6,g46) flow_cap_tail(g46,10,6,10,5) -5
    x(10,6,g46) flow_cap_tail(g46,10,6,9,6) -5
    x(10,6,g46) flow_cap_head(g46,10,5,10,6) -5
    x(10,6,g46) flow_cap_head(g46,9,6,10,6) -5
    x(11,3,g46) cover(11,3) 1
    x(11,3,g46) symmetry(9,6,g46) -1
    x(11,3,g46) flow_balance(g46,11,3) -1
    x(11,3,g46) flow_cap_tail(g46,11,3,10,3) -5
    x(11,3,g46) flow_cap_head(g46,10,3,11,3) -5
    x(9,7,g47) cover(9,7) 1
    x(9,7,g47) symmetry(9,7,g47) 1
    x(9,7,g47) flow_balance(g47,9,7) -1
    x(9,7,g47) flow_cap_tail(g47,9,7,10,7) -2
    x(9,7,g47) flow_cap_head(g47,10,7,9,7) -2
    x(10,7,g47) cover(10,7) 1
    x(10,7,g47) centre(10,7,g47) 1
    x(10,7,g47) flow_cap_tail(g47,10,7,11,7) -2
    x(10,7,g47) flow_cap_tail(g47,10,7,9,7) -2
    x(10,7,g47) flow_cap_head(g47,9,7,10,7) -2
    x(10,7,g47) flow_cap_head(g47,11,7,10,7) -2
    x(11,7,g47) cover(11,7) 1
    x(11,7,g47) symmetry(9,7,g47) -1
    x(11,7,g47) flow_balance(g47,11,7) -1
    x(11,7,g47) flow_cap_tail(g47,11,7,10,7) -2
    x(11,7,g47) flow_cap_head(g47,10,7,11,7) -2
    x(10,11,g48) cover(10,11) 1
    x(10,11,g48) centre(10,11,g48) 1
    x(10,0,g49) cover(10,0) 1
    x(10,0,g49) symmetry(10,0,g49) 1
    x(10,0,g49) flow_balance(g49,10,0) -1
    x(10,0,g49) flow_cap_tail(g49,10,0,10,1) -5
    x(10,0,g49) flow_cap_head(g49,10,1,10,0) -5
    x(10,1,g49) cover(10,1) 1
    x(10,1,g49) symmetry(10,1,g49) 1
    x(10,1,g49) flow_balance(g49,10,1) -1
    x(10,1,g49) flow_cap_tail(g49,10,1,10,2) -5
    x(10,1,g49) flow_cap_tail(g49,10,1,10,0) -5
    x(10,1,g49) flow_cap_head(g49,10,0,10,1) -5
    x(10,1,g49) flow_cap_head(g49,10,2,10,1) -5
    x(10,2,g49) cover(10,2) 1
    x(10,2,g49) centre(10,2,g49) 1
    x(10,2,g49) symmetry(10,2,g49) 1
    x(10,2,g49) flow_cap_tail(g49,10,2,11,2) -5
    x(10,2,g49) flow_cap_tail(g49,10,2,10,1) -5
    x(10,2,g49) flow_cap_head(g49,10,1,10,2) -5
    x(10,2,g49) flow_cap_head(g49,11,2,10,2) -5
    x(11,2,g49) cover(11,2) 1
    x(11,2,g49) centre(11,2,g49) 1
    x(11,2,g49) symmetry(10,2,g49) -1
    x(11,2,g49) flow_balance(g49,11,2) -1
    x(11,2,g49) flow_cap_tail(g49,11,2,11,3) -5
    x(11,2,g49) flow_cap_tail(g49,11,2,10,2) -5
    x(11,2,g49) flow_cap_head(g49,10,2,11,2) -5
    x(11,2,g49) flow_cap_head(g49,11,3,11,2) -5
    x(11,3,g49) cover(11,3) 1
    x(11,3,g49) symmetry(10,1,g49) -1
    x(11,3,g49) flow_balance(g49,11,3) -1
    x(11,3,g49) flow_cap_tail(g49,11,3,11,4) -5
    x(11,3,g49) flow_cap_tail(g49,11,3,11,2) -5
    x(11,3,g49) flow_cap_head(g49,11,2,11,3) -5
    x(11,3,g49) flow_cap_head(g49,11,4,11,3) -5
    x(11,4,g49) cover(11,4) 1
    x(11,4,g49) symmetry(10,0,g49) -1
    x(11,4,g49) flow_balance(g49,11,4) -1
    x(11,4,g49) flow_cap_tail(g49,11,4,11,3) -5
    x(11,4,g49) flow_cap_head(g49,11,3,11,4) -5
    x(11,0,g50) cover(11,0) 1
    x(11,0,g50) centre(11,0,g50) 1
    x(11,0,g50) symmetry(11,0,g50) 1
    x(11,0,g50) flow_cap_tail(g50,11,0,11,1) -1
    x(11,0,g50) flow_cap_head(g50,11,1,11,0) -1
    x(11,1,g50) cover(11,1) 1
    x(11,1,g50) centre(11,1,g50) 1
    x(11,1,g50) symmetry(11,0,g50) -1
    x(11,1,g50) flow_balance(g50,11,1) -1
    x(11,1,g50) flow_cap_tail(g50,11,1,11,0) -1
    x(11,1,g50) flow_cap_head(g50,11,0,11,1) -1
    x(11,4,g51) cover(11,4) 1
    x(11,4,g51) symmetry(11,4,g51) 1
    x(11,4,g51) flow_balance(g51,11,4) -1
    x(11,4,g51) flow_cap_tail(g51,11,4,11,5) -3
    x(11,4,g51) flow_cap_head(g51,11,5,11,4) -3
    x(11,5,g51) cover(11,5) 1
    x(11,5,g51) centre(11,5,g51) 1
    x(11,5,g51) symmetry(11,5,g51) 1
    x(11,5,g51) flow_cap_tail(g51,11,5,11,6) -3
    x(11,5,g51) flow_cap_tail(g51,11,5,11,4) -3
    x(11,5,g51) flow_cap_head(g51,11,4,11,5) -3
    x(11,5,g51) flow_cap_head(g51,11,6,11,5) -3
    x(11,6,g51) cover(11,6) 1
    x(11,6,g51) centre(11,6,g51) 1
    x(11,6,g51) symmetry(11,5,g51) -1
    x(11,6,g51) flow_balance(g51,11,6) -1
    x(11,6,g51) flow_cap_tail(g51,11,6,11,7) -3
    x(11,6,g51) flow_cap_tail(g51,11,6,11,5) -3
    x(11,6,g51) flow_cap_head(g51,11,5,11,6) -3
    x(11,6,g51) flow_cap_head(g51,11,7,11,6) -3
    x(11,7,g51) cover(11,7) 1
    x(11,7,g51) symmetry(11,4,g51) -1
    x(11,7,g51) flow_balance(g51,11,7) -1
    x(11,7,g51) flow_cap_tail(g51,11,7,11,6) -3
    x(11,7,g51) flow_cap_head(g51,11,6,11,7) -3
    x(11,7,g52) cover(11,7) 1
    x(11,7,g52) symmetry(11,7,g52) 1
    x(11,7,g52) flow_balance(g52,11,7) -1
    x(11,7,g52) flow_cap_tail(g52,11,7,11,8) -2
    x(11,7,g52) flow_cap_head(g52,11,8,11,7) -2
    x(11,8,g52) cover(11,8) 1
    x(11,8,g52) centre(11,8,g52) 1
    x(11,8,g52) flow_cap_tail(g52,11,8,11,9) -2
    x(11,8,g52) flow_cap_tail(g52,11,8,11,7) -2
    x(11,8,g52) flow_cap_head(g52,11,7,11,8) -2
    x(11,8,g52) flow_cap_head(g52,11,9,11,8) -2
    x(11,9,g52) cover(11,9) 1
    x(11,9,g52) symmetry(11,7,g52) -1
    x(11,9,g52) flow_balance(g52,11,9) -1
    x(11,9,g52) flow_cap_tail(g52,11,9,11,8) -2
    x(11,9,g52) flow_cap_head(g52,11,8,11,9) -2
    x(11,11,g53) cover(11,11) 1
    x(11,11,g53) centre(11,11,g53) 1
    MARKER0 'MARKER' 'INTEND'
    f(g2,0,7,0,8) flow_balance(g2,0,7) -1
    f(g2,0,7,0,8) flow_cap_tail(g2,0,7,0,8) 1
    f(g2,0,7,0,8) flow_cap_head(g2,0,7,0,8) 1
    f(g2,0,8,0,9) flow_balance(g2,0,9) 1
    f(g2,0,8,0,9) flow_cap_tail(g2,0,8,0,9) 1
    f(g2,0,8,0,9) flow_cap_head(g2,0,8,0,9) 1
    f(g2,0,9,0,10) flow_balance(g2,0,9) -1
    f(g2,0,9,0,10) flow_balance(g2,0,10) 1
    f(g2,0,9,0,10) flow_cap_tail(g2,0,9,0,10) 1
    f(g2,0,9,0,10) flow_cap_head(g2,0,9,0,10) 1
    f(g4,0,5,0,6) flow_balance(g4,0,6) 1
    f(g4,0,5,0,6) flow_cap_tail(g4,0,5,0,6) 1
    f(g4,0,5,0,6) flow_cap_head(g4,0,5,0,6) 1
    f(g4,0,6,0,7) flow_balance(g4,0,6) -1
    f(g4,0,6,0,7) flow_balance(g4,0,7) 1
    f(g4,0,6,0,7) flow_cap_tail(g4,0,6,0,7) 1
    f(g4,0,6,0,7) flow_cap_head(g4,0,6,0,7) 1
    f(g4,1,4,1,5) flow_balance(g4,1,4) -1
    f(g4,1,4,1,5) flow_balance(g4,1,5) 1
    f(g4,1,4,1,5) flow_cap_tail(g4,1,4,1,5) 1
    f(g4,1,4,1,5) flow_cap_head(g4,1,4,1,5) 1
    f(g4,1,5,1,6) flow_balance(g4,1,5) -1
    f(g4,1,5,1,6) flow_balance(g4,1,6) 1
    f(g4,1,5,1,6) flow_cap_tail(g4,1,5,1,6) 1
    f(g4,1,5,1,6) flow_cap_head(g4,1,5,1,6) 1
    f(g4,0,5,1,5) flow_balance(g4,1,5) 1
    f(g4,0,5,1,5) flow_cap_tail(g4,0,5,1,5) 1
    f(g4,0,5,1,5) flow_cap_head(g4,0,5,1,5) 1
    f(g4,0,6,1,6) flow_balance(g4,0,6) -1
    f(g4,0,6,1,6) flow_balance(g4,1,6) 1
    f(g4,0,6,1,6) flow_cap_tail(g4,0,6,1,6) 1
    f(g4,0,6,1,6) flow_cap_head(g4,0,6,1,6) 1
    f(g5,1,0,1,1) flow_balance(g5,1,1) 1
    f(g5,1,0,1,1) flow_cap_tail(g5,1,0,1,1) 1
    f(g5,1,0,1,1) flow_cap_head(g5,1,0,1,1) 1
    f(g6,0,2,0,3) flow_balance(g6,0,2) -1
    f(g6,0,2,0,3) flow_balance(g6,0,3) 1
    f(g6,0,2,0,3) flow_cap_tail(g6,0,2,0,3) 1
    f(g6,0,2,0,3) flow_cap_head(g6,0,2,0,3) 1
    f(g6,0,3,0,4) flow_balance(g6,0,3) -1
    f(g6,0,3,0,4) flow_balance(g6,0,4) 1
    f(g6,0,3,0,4) flow_cap_tail(g6,0,3,0,4) 1
    f(g6,0,3,0,4) flow_cap_head(g6,0,3,0,4) 1
    f(g6,1,2,1,3) flow_balance(g6,1,2) -1
    f(g6,1,2,1,3) flow_cap_tail(g6,1,2,1,3) 1
    f(g6,1,2,1,3) flow_cap_head(g6,1,2,1,3) 1
    f(g6,1,3,1,4) flow_balance(g6,1,4) 1
    f(g6,1,3,1,4) flow_cap_tail(g6,1,3,1,4) 1
    f(g6,1,3,1,4) flow_cap_head(g6,1,3,1,4) 1
    f(g6,2,2,2,3) flow_balance(g6,2,2) -1
    f(g6,2,2,2,3) flow_balance(g6,2,3) 1
    f(g6,2,2,2,3) flow_cap_tail(g6,2,2,2,3) 1
    f(g6,2,2,2,3) flow_cap_head(g6,2,2,2,3) 1
    f(g6,2,3,2,4) flow_balance(g6,2,3) -1
    f(g6,2,3,2,4) flow_balance(g6,2,4) 1
    f(g6,2,3,2,4) flow_cap_tail(g6,2,3,2,4) 1
    f(g6,2,3,2,4) flow_cap_head(g6,2,3,2,4) 1
    f(g6,0,2,1,2) flow_balance(g6,0,2) -1
    f(g6,0,2,1,2) flow_balance(g6,1,2) 1
    f(g6,0,2,1,2) flow_cap_tail(g6,0,2,1,2) 1
    f(g6,0,2,1,2) flow_cap_head(g6,0,2,1,2) 1
    f(g6,0,3,1,3) flow_balance(g6,0,3) -1
    f(g6,0,3,1,3) flow_cap_tail(g6,0,3,1,3) 1
    f(g6,0,3,1,3) flow_cap_head(g6,0,3,1,3) 1
    f(g6,0,4,1,4) flow_balance(g6,0,4) -1
    f(g6,0,4,1,4) flow_balance(g6,1,4) 1
    f(g6,0,4,1,4) flow_cap_tail(g6,0,4,1,4) 1
    f(g6,0,4,1,4) flow_cap_head(g6,0,4,1,4) 1
    f(g6,1,2,2,2) flow_balance(g6,1,2) -1
    f(g6,1,2,2,2) flow_balance(g6,2,2) 1
    f(g6,1,2,2,2) flow_cap_tail(g6,1,2,2,2) 1
    f(g6,1,2,2,2) flow_cap_head(g6,1,2,2,2) 1
    f(g6,1,3,2,3) flow_balance(g6,2,3) 1
    f(g6,1,3,2,3) flow_cap_tail(g6,1,3,2,3) 1
    f(g6,1,3,2,3) flow_cap_head(g6,1,3,2,3) 1
    f(g6,1,4,2,4) flow_balance(g6,1,4) -1
    f(g6,1,4,2,4) flow_balance(g6,2,4) 1
    f(g6,1,4,2,4) flow_cap_tail(g6,1,4,2,4) 1
    f(g6,1,4,2,4) flow_cap_head(g6,1,4,2,4) 1
    f(g8,0,10,1,10) flow_balance(g8,0,10) -1
    f(g8,0,10,1,10) flow_cap_tail(g8,0,10,1,10) 1
    f(g8,0,10,1,10) flow_cap_head(g8,0,10,1,10) 1
    f(g8,1,10,2,10) flow_balance(g8,2,10) 1
    f(g8,1,10,2,10) flow_cap_tail(g8,1,10,2,10) 1
    f(g8,1,10,2,10) flow_cap_head(g8,1,10,2,10) 1
    f(g9,1,8,1,9) flow_balance(g9,1,8) -1
    f(g9,1,8,1,9) flow_cap_tail(g9,1,8,1,9) 1
    f(g9,1,8,1,9) flow_cap_head(g9,1,8,1,9) 1
    f(g9,2,9,2,10) flow_balance(g9,2,9) -1
    f(g9,2,9,2,10) flow_balance(g9,2,10) 1
    f(g9,2,9,2,10) flow_cap_tail(g9,2,9,2,10) 1
    f(g9,2,9,2,10) flow_cap_head(g9,2,9,2,10) 1
    f(g9,1,9,2,9) flow_balance(g9,2,9) 1
    f(g9,1,9,2,9) flow_cap_tail(g9,1,9,2,9) 1
    f(g9,1,9,2,9) flow_cap_head(g9,1,9,2,9) 1
    f(g14,1,11,2,11) flow_balance(g14,1,11) -1
    f(g14,1,11,2,11) flow_cap_tail(g14,1,11,2,11) 1
    f(g14,1,11,2,11) flow_cap_head(g14,1,11,2,11) 1
    f(g14,2,11,3,11) flow_balance(g14,3,11) 1
    f(g14,2,11,3,11) flow_cap_tail(g14,2,11,3,11) 1
    f(g14,2,11,3,11) flow_cap_head(g14,2,11,3,11) 1
    f(g15,2,8,3,8) flow_balance(g15,3,8) 1
    f(g15,2,8,3,8) flow_cap_tail(g15,2,8,3,8) 1
    f(g15,2,8,3,8) flow_cap_head(g15,2,8,3,8) 1
    f(g16,2,2,2,3) flow_balance(g16,2,2) -1
    f(g16,2,2,2,3) flow_balance(g16,2,3) 1
    f(g16,2,2,2,3) flow_cap_tail(g16,2,2,2,3) 1
    f(g16,2,2,2,3) flow_cap_head(g16,2,2,2,3) 1
    f(g16,3,3,3,4) flow_balance(g16,3,3) -1
    f(g16,3,3,3,4) flow_cap_tail(g16,3,3,3,4) 1
    f(g16,3,3,3,4) flow_cap_head(g16,3,3,3,4) 1
    f(g16,3,4,3,5) flow_balance(g16,3,5) 1
    f(g16,3,4,3,5) flow_cap_tail(g16,3,4,3,5) 1
    f(g16,3,4,3,5) flow_cap_head(g16,3,4,3,5) 1
    f(g16,4,5,4,6) flow_balance(g16,4,5) -1
    f(g16,4,5,4,6) flow_balance(g16,4,6) 1
    f(g16,4,5,4,6) flow_cap_tail(g16,4,5,4,6) 1
    f(g16,4,5,4,6) flow_cap_head(g16,4,5,4,6) 1
    f(g16,1,2,2,2) flow_balance(g16,1,2) -1
    f(g16,1,2,2,2) flow_balance(g16,2,2) 1
    f(g16,1,2,2,2) flow_cap_tail(g16,1,2,2,2) 1
    f(g16,1,2,2,2) flow_cap_head(g16,1,2,2,2) 1
    f(g16,2,3,3,3) flow_balance(g16,2,3) -1
    f(g16,2,3,3,3) flow_balance(g16,3,3) 1
    f(g16,2,3,3,3) flow_cap_tail(g16,2,3,3,3) 1
    f(g16,2,3,3,3) flow_cap_head(g16,2,3,3,3) 1
    f(g16,3,5,4,5) flow_balance(g16,3,5) -1
    f(g16,3,5,4,5) flow_balance(g16,4,5) 1
    f(g16,3,5,4,5) flow_cap_tail(g16,3,5,4,5) 1
    f(g16,3,5,4,5) flow_cap_head(g16,3,5,4,5) 1
    f(g16,4,6,5,6) flow_balance(g16,4,6) -1
    f(g16,4,6,5,6) flow_balance(g16,5,6) 1
    f(g16,4,6,5,6) flow_cap_tail(g16,4,6,5,6) 1
    f(g16,4,6,5,6) flow_cap_head(g16,4,6,5,6) 1
    f(g17,3,5,3,6) flow_balance(g17,3,5) -1
    f(g17,3,5,3,6) flow_cap_tail(g17,3,5,3,6) 1
    f(g17,3,5,3,6) flow_cap_head(g17,3,5,3,6) 1
    f(g17,3,6,3,7) flow_balance(g17,3,7) 1
    f(g17,3,6,3,7) flow_cap_tail(g17,3,6,3,7) 1
    f(g17,3,6,3,7) flow_cap_head(g17,3,6,3,7) 1
    f(g19,3,0,4,0) flow_balance(g19,4,0) 1
    f(g19,3,0,4,0) flow_cap_tail(g19,3,0,4,0) 1
    f(g19,3,0,4,0) flow_cap_head(g19,3,0,4,0) 1
    f(g20,2,1,2,2) flow_balance(g20,2,1) -1
    f(g20,2,1,2,2) flow_balance(g20,2,2) 1
    f(g20,2,1,2,2) flow_cap_tail(g20,2,1,2,2) 1
    f(g20,2,1,2,2) flow_cap_head(g20,2,1,2,2) 1
    f(g20,2,2,2,3) flow_balance(g20,2,2) -1
    f(g20,2,2,2,3) flow_balance(g20,2,3) 1
    f(g20,2,2,2,3) flow_cap_tail(g20,2,2,2,3) 1
    f(g20,2,2,2,3) flow_cap_head(g20,2,2,2,3) 1
    f(g20,3,1,3,2) flow_balance(g20,3,2) 1
    f(g20,3,1,3,2) flow_cap_tail(g20,3,1,3,2) 1
    f(g20,3,1,3,2) flow_cap_head(g20,3,1,3,2) 1
    f(g20,4,1,4,2) flow_balance(g20,4,1) -1
    f(g20,4,1,4,2) flow_balance(g20,4,2) 1
    f(g20,4,1,4,2) flow_cap_tail(g20,4,1,4,2) 1
    f(g20,4,1,4,2) flow_cap_head(g20,4,1,4,2) 1
    f(g20,5,0,5,1) flow_balance(g20,5,0) -1
    f(g20,5,0,5,1) flow_balance(g20,5,1) 1
    f(g20,5,0,5,1) flow_cap_tail(g20,5,0,5,1) 1
    f(g20,5,0,5,1) flow_cap_head(g20,5,0,5,1) 1
    f(g20,5,1,5,2) flow_balance(g20,5,1) -1
    f(g20,5,1,5,2) flow_balance(g20,5,2) 1
    f(g20,5,1,5,2) flow_cap_tail(g20,5,1,5,2) 1
    f(g20,5,1,5,2) flow_cap_head(g20,5,1,5,2) 1
    f(g20,2,1,3,1) flow_balance(g20,2,1) -1
    f(g20,2,1,3,1) flow_cap_tail(g20,2,1,3,1) 1
    f(g20,2,1,3,1) flow_cap_head(g20,2,1,3,1) 1
    f(g20,2,2,3,2) flow_balance(g20,2,2) -1
    f(g20,2,2,3,2) flow_balance(g20,3,2) 1
    f(g20,2,2,3,2) flow_cap_tail(g20,2,2,3,2) 1
    f(g20,2,2,3,2) flow_cap_head(g20,2,2,3,2) 1
    f(g20,3,1,4,1) flow_balance(g20,4,1) 1
    f(g20,3,1,4,1) flow_cap_tail(g20,3,1,4,1) 1
    f(g20,3,1,4,1) flow_cap_head(g20,3,1,4,1) 1
    f(g20,3,2,4,2) flow_balance(g20,3,2) -1
    f(g20,3,2,4,2) flow_balance(g20,4,2) 1
    f(g20,3,2,4,2) flow_cap_tail(g20,3,2,4,2) 1
    f(g20,3,2,4,2) flow_cap_head(g20,3,2,4,2) 1
    f(g20,4,1,5,1) flow_balance(g20,4,1) -1
    f(g20,4,1,5,1) flow_balance(g20,5,1) 1
    f(g20,4,1,5,1) flow_cap_tail(g20,4,1,5,1) 1
    f(g20,4,1,5,1) flow_cap_head(g20,4,1,5,1) 1
    f(g20,4,2,5,2) flow_balance(g20,4,2) -1
    f(g20,4,2,5,2) flow_balance(g20,5,2) 1
    f(g20,4,2,5,2) flow_cap_tail(g20,4,2,5,2) 1
    f(g20,4,2,5,2) flow_cap_head(g20,4,2,5,2) 1
    f(g21,4,3,4,4) flow_balance(g21,4,3) -1
    f(g21,4,3,4,4) flow_cap_tail(g21,4,3,4,4) 1
    f(g21,4,3,4,4) flow_cap_head(g21,4,3,4,4) 1
    f(g21,4,4,4,5) flow_balance(g21,4,5) 1
    f(g21,4,4,4,5) flow_cap_tail(g21,4,4,4,5) 1
    f(g21,4,4,4,5) flow_cap_head(g21,4,4,4,5) 1
    f(g22,4,7,4,8) flow_balance(g22,4,8) 1
    f(g22,4,7,4,8) flow_cap_tail(g22,4,7,4,8) 1
    f(g22,4,7,4,8) flow_cap_head(g22,4,7,4,8) 1
    f(g22,3,7,4,7) flow_balance(g22,3,7) -1
    f(g22,3,7,4,7) flow_cap_tail(g22,3,7,4,7) 1
    f(g22,3,7,4,7) flow_cap_head(g22,3,7,4,7) 1
    f(g22,4,8,5,8) flow_balance(g22,4,8) -1
    f(g22,4,8,5,8) flow_balance(g22,5,8) 1
    f(g22,4,8,5,8) flow_cap_tail(g22,4,8,5,8) 1
    f(g22,4,8,5,8) flow_cap_head(g22,4,8,5,8) 1
    f(g26,5,4,5,5) flow_balance(g26,5,5) 1
    f(g26,5,4,5,5) flow_cap_tail(g26,5,4,5,5) 1
    f(g26,5,4,5,5) flow_cap_head(g26,5,4,5,5) 1
    f(g28,3,10,4,10) flow_balance(g28,3,10) -1
    f(g28,3,10,4,10) flow_balance(g28,4,10) 1
    f(g28,3,10,4,10) flow_cap_tail(g28,3,10,4,10) 1
    f(g28,3,10,4,10) flow_cap_head(g28,3,10,4,10) 1
    f(g28,4,10,5,10) flow_balance(g28,4,10) -1
    f(g28,4,10,5,10) flow_cap_tail(g28,4,10,5,10) 1
    f(g28,4,10,5,10) flow_cap_head(g28,4,10,5,10) 1
    f(g28,5,10,6,10) flow_balance(g28,6,10) 1
    f(g28,5,10,6,10) flow_cap_tail(g28,5,10,6,10) 1
    f(g28,5,10,6,10) flow_cap_head(g28,5,10,6,10) 1
    f(g28,6,10,7,10) flow_balance(g28,6,10) -1
    f(g28,6,10,7,10) flow_balance(g28,7,10) 1
    f(g28,6,10,7,10) flow_cap_tail(g28,6,10,7,10) 1
    f(g28,6,10,7,10) flow_cap_head(g28,6,10,7,10) 1
    f(g30,5,0,5,1) flow_balance(g30,5,0) -1
    f(g30,5,0,5,1) flow_balance(g30,5,1) 1
    f(g30,5,0,5,1) flow_cap_tail(g30,5,0,5,1) 1
    f(g30,5,0,5,1) flow_cap_head(g30,5,0,5,1) 1
    f(g30,5,1,5,2) flow_balance(g30,5,1) -1
    f(g30,5,1,5,2) flow_balance(g30,5,2) 1
    f(g30,5,1,5,2) flow_cap_tail(g30,5,1,5,2) 1
    f(g30,5,1,5,2) flow_cap_head(g30,5,1,5,2) 1
    f(g30,6,0,6,1) flow_balance(g30,6,0) -1
    f(g30,6,0,6,1) flow_cap_tail(g30,6,0,6,1) 1
    f(g30,6,0,6,1) flow_cap_head(g30,6,0,6,1) 1
    f(g30,6,1,6,2) flow_balance(g30,6,2) 1
    f(g30,6,1,6,2) flow_cap_tail(g30,6,1,6,2) 1
    f(g30,6,1,6,2) flow_cap_head(g30,6,1,6,2) 1
    f(g30,7,0,7,1) flow_balance(g30,7,0) -1
    f(g30,7,0,7,1) flow_balance(g30,7,1) 1
    f(g30,7,0,7,1) flow_cap_tail(g30,7,0,7,1) 1
    f(g30,7,0,7,1) flow_cap_head(g30,7,0,7,1) 1
    f(g30,7,1,7,2) flow_balance(g30,7,1) -1
    f(g30,7,1,7,2) flow_balance(g30,7,2) 1
    f(g30,7,1,7,2) flow_cap_tail(g30,7,1,7,2) 1
    f(g30,7,1,7,2) flow_cap_head(g30,7,1,7,2) 1
    f(g30,5,0,6,0) flow_balance(g30,5,0) -1
    f(g30,5,0,6,0) flow_balance(g30,6,0) 1
    f(g30,5,0,6,0) flow_cap_tail(g30,5,0,6,0) 1
    f(g30,5,0,6,0) flow_cap_head(g30,5,0,6,0) 1
    f(g30,5,1,6,1) flow_balance(g30,5,1) -1
    f(g30,5,1,6,1) flow_cap_tail(g30,5,1,6,1) 1
    f(g30,5,1,6,1) flow_cap_head(g30,5,1,6,1) 1
    f(g30,5,2,6,2) flow_balance(g30,5,2) -1
    f(g30,5,2,6,2) flow_balance(g30,6,2) 1
    f(g30,5,2,6,2) flow_cap_tail(g30,5,2,6,2) 1
    f(g30,5,2,6,2) flow_cap_head(g30,5,2,6,2) 1
    f(g30,6,0,7,0) flow_balance(g30,6,0) -1
    f(g30,6,0,7,0) flow_balance(g30,7,0) 1
    f(g30,6,0,7,0) flow_cap_tail(g30,6,0,7,0) 1
    f(g30,6,0,7,0) flow_cap_head(g30,6,0,7,0) 1
    f(g30,6,1,7,1) flow_balance(g30,7,1) 1
    f(g30,6,1,7,1) flow_cap_tail(g30,6,1,7,1) 1
    f(g30,6,1,7,1) flow_cap_head(g30,6,1,7,1) 1
    f(g30,6,2,7,2) flow_balance(g30,6,2) -1
    f(g30,6,2,7,2) flow_balance(g30,7,2) 1
    f(g30,6,2,7,2) flow_cap_tail(g30,6,2,7,2) 1
    f(g30,6,2,7,2) flow_cap_head(g30,6,2,7,2) 1
    f(g31,5,0,5,1) flow_balance(g31,5,0) -1
    f(g31,5,0,5,1) flow_balance(g31,5,1) 1
    f(g31,5,0,5,1) flow_cap_tail(g31,5,0,5,1) 1
    f(g31,5,0,5,1) flow_cap_head(g31,5,0,5,1) 1
    f(g31,5,1,5,2) flow_balance(g31,5,1) -1
    f(g31,5,1,5,2) flow_balance(g31,5,2) 1
    f(g31,5,1,5,2) flow_cap_tail(g31,5,1,5,2) 1
    f(g31,5,1,5,2) flow_cap_head(g31,5,1,5,2) 1
    f(g31,6,2,6,3) flow_balance(g31,6,2) -1
    f(g31,6,2,6,3) flow_cap_tail(g31,6,2,6,3) 1
    f(g31,6,2,6,3) flow_cap_head(g31,6,2,6,3) 1
    f(g31,6,3,6,4) flow_balance(g31,6,4) 1
    f(g31,6,3,6,4) flow_cap_tail(g31,6,3,6,4) 1
    f(g31,6,3,6,4) flow_cap_head(g31,6,3,6,4) 1
    f(g31,6,4,6,5) flow_balance(g31,6,4) -1
    f(g31,6,4,6,5) flow_balance(g31,6,5) 1
    f(g31,6,4,6,5) flow_cap_tail(g31,6,4,6,5) 1
    f(g31,6,4,6,5) flow_cap_head(g31,6,4,6,5) 1
    f(g31,7,5,7,6) flow_balance(g31,7,5) -1
    f(g31,7,5,7,6) flow_balance(g31,7,6) 1
    f(g31,7,5,7,6) flow_cap_tail(g31,7,5,7,6) 1
    f(g31,7,5,7,6) flow_cap_head(g31,7,5,7,6) 1
    f(g31,7,6,7,7) flow_balance(g31,7,6) -1
    f(g31,7,6,7,7) flow_balance(g31,7,7) 1
    f(g31,7,6,7,7) flow_cap_tail(g31,7,6,7,7) 1
    f(g31,7,6,7,7) flow_cap_head(g31,7,6,7,7) 1
    f(g31,5,2,6,2) flow_balance(g31,5,2) -1
    f(g31,5,2,6,2) flow_balance(g31,6,2) 1
    f(g31,5,2,6,2) flow_cap_tail(g31,5,2,6,2) 1
    f(g31,5,2,6,2) flow_cap_head(g31,5,2,6,2) 1
    f(g31,6,5,7,5) flow_balance(g31,6,5) -1
    f(g31,6,5,7,5) flow_balance(g31,7,5) 1
    f(g31,6,5,7,5) flow_cap_tail(g31,6,5,7,5) 1
    f(g31,6,5,7,5) flow_cap_head(g31,6,5,7,5) 1
    f(g32,5,6,5,7) flow_balance(g32,5,6) -1
    f(g32,5,6,5,7) flow_balance(g32,5,7) 1
    f(g32,5,6,5,7) flow_cap_tail(g32,5,6,5,7) 1
    f(g32,5,6,5,7) flow_cap_head(g32,5,6,5,7) 1
    f(g32,5,7,5,8) flow_balance(g32,5,7) -1
    f(g32,5,7,5,8) flow_balance(g32,5,8) 1
    f(g32,5,7,5,8) flow_cap_tail(g32,5,7,5,8) 1
    f(g32,5,7,5,8) flow_cap_head(g32,5,7,5,8) 1
    f(g32,6,5,6,6) flow_balance(g32,6,5) -1
    f(g32,6,5,6,6) flow_cap_tail(g32,6,5,6,6) 1
    f(g32,6,5,6,6) flow_cap_head(g32,6,5,6,6) 1
    f(g32,6,6,6,7) flow_balance(g32,6,7) 1
    f(g32,6,6,6,7) flow_cap_tail(g32,6,6,6,7) 1
    f(g32,6,6,6,7) flow_cap_head(g32,6,6,6,7) 1
    f(g32,6,7,6,8) flow_balance(g32,6,7) -1
    f(g32,6,7,6,8) flow_balance(g32,6,8) 1
    f(g32,6,7,6,8) flow_cap_tail(g32,6,7,6,8) 1
    f(g32,6,7,6,8) flow_cap_head(g32,6,7,6,8) 1
    f(g32,7,5,7,6) flow_balance(g32,7,5) -1
    f(g32,7,5,7,6) flow_balance(g32,7,6) 1
    f(g32,7,5,7,6) flow_cap_tail(g32,7,5,7,6) 1
    f(g32,7,5,7,6) flow_cap_head(g32,7,5,7,6) 1
    f(g32,7,6,7,7) flow_balance(g32,7,6) -1
    f(g32,7,6,7,7) flow_balance(g32,7,7) 1
    f(g32,7,6,7,7) flow_cap_tail(g32,7,6,7,7) 1
    f(g32,7,6,7,7) flow_cap_head(g32,7,6,7,7) 1
    f(g32,4,6,5,6) flow_balance(g32,4,6) -1
    f(g32,4,6,5,6) flow_balance(g32,5,6) 1
    f(g32,4,6,5,6) flow_cap_tail(g32,4,6,5,6) 1
    f(g32,4,6,5,6) flow_cap_head(g32,4,6,5,6) 1
    f(g32,5,6,6,6) flow_balance(g32,5,6) -1
    f(g32,5,6,6,6) flow_cap_tail(g32,5,6,6,6) 1
    f(g32,5,6,6,6) flow_cap_head(g32,5,6,6,6) 1
    f(g32,5,7,6,7) flow_balance(g32,5,7) -1
    f(g32,5,7,6,7) flow_balance(g32,6,7) 1
    f(g32,5,7,6,7) flow_cap_tail(g32,5,7,6,7) 1
    f(g32,5,7,6,7) flow_cap_head(g32,5,7,6,7) 1
    f(g32,5,8,6,8) flow_balance(g32,5,8) -1
    f(g32,5,8,6,8) flow_balance(g32,6,8) 1
    f(g32,5,8,6,8) flow_cap_tail(g32,5,8,6,8) 1
    f(g32,5,8,6,8) flow_cap_head(g32,5,8,6,8) 1
    f(g32,6,5,7,5) flow_balance(g32,6,5) -1
    f(g32,6,5,7,5) flow_balance(g32,7,5) 1
    f(g32,6,5,7,5) flow_cap_tail(g32,6,5,7,5) 1
    f(g32,6,5,7,5) flow_cap_head(g32,6,5,7,5) 1
    f(g32,6,6,7,6) flow_balance(g32,7,6) 1
    f(g32,6,6,7,6) flow_cap_tail(g32,6,6,7,6) 1
    f(g32,6,6,7,6) flow_cap_head(g32,6,6,7,6) 1
    f(g32,6,7,7,7) flow_balance(g32,6,7) -1
    f(g32,6,7,7,7) flow_balance(g32,7,7) 1
    f(g32,6,7,7,7) flow_cap_tail(g32,6,7,7,7) 1
    f(g32,6,7,7,7) flow_cap_head(g32,6,7,7,7) 1
    f(g32,7,7,8,7) flow_balance(g32,7,7) -1
    f(g32,7,7,8,7) flow_balance(g32,8,7) 1
    f(g32,7,7,8,7) flow_cap_tail(g32,7,7,8,7) 1
    f(g32,7,7,8,7) flow_cap_head(g32,7,7,8,7) 1
    f(g33,6,8,6,9) flow_balance(g33,6,8) -1
    f(g33,6,8,6,9) flow_cap_tail(g33,6,8,6,9) 1
    f(g33,6,8,6,9) flow_cap_head(g33,6,8,6,9) 1
    f(g33,6,9,6,10) flow_balance(g33,6,10) 1
    f(g33,6,9,6,10) flow_cap_tail(g33,6,9,6,10) 1
    f(g33,6,9,6,10) flow_cap_head(g33,6,9,6,10) 1
    f(g33,5,8,6,8) flow_balance(g33,5,8) -1
    f(g33,5,8,6,8) flow_balance(g33,6,8) 1
    f(g33,5,8,6,8) flow_cap_tail(g33,5,8,6,8) 1
    f(g33,5,8,6,8) flow_cap_head(g33,5,8,6,8) 1
    f(g33,6,10,7,10) flow_balance(g33,6,10) -1
    f(g33,6,10,7,10) flow_balance(g33,7,10) 1
    f(g33,6,10,7,10) flow_cap_tail(g33,6,10,7,10) 1
    f(g33,6,10,7,10) flow_cap_head(g33,6,10,7,10) 1
    f(g34,6,11,7,11) flow_balance(g34,7,11) 1
    f(g34,6,11,7,11) flow_cap_tail(g34,6,11,7,11) 1
    f(g34,6,11,7,11) flow_cap_head(g34,6,11,7,11) 1
    f(g35,5,1,5,2) flow_balance(g35,5,1) -1
    f(g35,5,1,5,2) flow_balance(g35,5,2) 1
    f(g35,5,1,5,2) flow_cap_tail(g35,5,1,5,2) 1
    f(g35,5,1,5,2) flow_cap_head(g35,5,1,5,2) 1
    f(g35,7,1,7,2) flow_balance(g35,7,1) -1
    f(g35,7,1,7,2) flow_balance(g35,7,2) 1
    f(g35,7,1,7,2) flow_cap_tail(g35,7,1,7,2) 1
    f(g35,7,1,7,2) flow_cap_head(g35,7,1,7,2) 1
    f(g35,7,2,7,3) flow_balance(g35,7,2) -1
    f(g35,7,2,7,3) flow_balance(g35,7,3) 1
    f(g35,7,2,7,3) flow_cap_tail(g35,7,2,7,3) 1
    f(g35,7,2,7,3) flow_cap_head(g35,7,2,7,3) 1
    f(g35,7,3,7,4) flow_balance(g35,7,3) -1
    f(g35,7,3,7,4) flow_cap_tail(g35,7,3,7,4) 1
    f(g35,7,3,7,4) flow_cap_head(g35,7,3,7,4) 1
    f(g35,7,4,7,5) flow_balance(g35,7,5) 1
    f(g35,7,4,7,5) flow_cap_tail(g35,7,4,7,5) 1
    f(g35,7,4,7,5) flow_cap_head(g35,7,4,7,5) 1
    f(g35,7,5,7,6) flow_balance(g35,7,5) -1
    f(g35,7,5,7,6) flow_balance(g35,7,6) 1
    f(g35,7,5,7,6) flow_cap_tail(g35,7,5,7,6) 1
    f(g35,7,5,7,6) flow_cap_head(g35,7,5,7,6) 1
    f(g35,7,6,7,7) flow_balance(g35,7,6) -1
    f(g35,7,6,7,7) flow_balance(g35,7,7) 1
    f(g35,7,6,7,7) flow_cap_tail(g35,7,6,7,7) 1
    f(g35,7,6,7,7) flow_cap_head(g35,7,6,7,7) 1
    f(g35,9,6,9,7) flow_balance(g35,9,6) -1
    f(g35,9,6,9,7) flow_balance(g35,9,7) 1
    f(g35,9,6,9,7) flow_cap_tail(g35,9,6,9,7) 1
    f(g35,9,6,9,7) flow_cap_head(g35,9,6,9,7) 1
    f(g35,5,2,6,2) flow_balance(g35,5,2) -1
    f(g35,5,2,6,2) flow_balance(g35,6,2) 1
    f(g35,5,2,6,2) flow_cap_tail(g35,5,2,6,2) 1
    f(g35,5,2,6,2) flow_cap_head(g35,5,2,6,2) 1
    f(g35,6,2,7,2) flow_balance(g35,6,2) -1
    f(g35,6,2,7,2) flow_balance(g35,7,2) 1
    f(g35,6,2,7,2) flow_cap_tail(g35,6,2,7,2) 1
    f(g35,6,2,7,2) flow_cap_head(g35,6,2,7,2) 1
    f(g35,6,5,7,5) flow_balance(g35,6,5) -1
    f(g35,6,5,7,5) flow_balance(g35,7,5) 1
    f(g35,6,5,7,5) flow_cap_tail(g35,6,5,7,5) 1
    f(g35,6,5,7,5) flow_cap_head(g35,6,5,7,5) 1
    f(g35,7,3,8,3) flow_balance(g35,7,3) -1
    f(g35,7,3,8,3) flow_balance(g35,8,3) 1
    f(g35,7,3,8,3) flow_cap_tail(g35,7,3,8,3) 1
    f(g35,7,3,8,3) flow_cap_head(g35,7,3,8,3) 1
    f(g35,7,6,8,6) flow_balance(g35,7,6) -1
    f(g35,7,6,8,6) flow_balance(g35,8,6) 1
    f(g35,7,6,8,6) flow_cap_tail(g35,7,6,8,6) 1
    f(g35,7,6,8,6) flow_cap_head(g35,7,6,8,6) 1
    f(g35,8,6,9,6) flow_balance(g35,8,6) -1
    f(g35,8,6,9,6) flow_balance(g35,9,6) 1
    f(g35,8,6,9,6) flow_cap_tail(g35,8,6,9,6) 1
    f(g35,8,6,9,6) flow_cap_head(g35,8,6,9,6) 1
    f(g36,7,7,7,8) flow_balance(g36,7,7) -1
    f(g36,7,7,7,8) flow_cap_tail(g36,7,7,7,8) 1
    f(g36,7,7,7,8) flow_cap_head(g36,7,7,7,8) 1
    f(g36,7,8,7,9) flow_balance(g36,7,9) 1
    f(g36,7,8,7,9) flow_cap_tail(g36,7,8,7,9) 1
    f(g36,7,8,7,9) flow_cap_head(g36,7,8,7,9) 1
    f(g36,7,9,7,10) flow_balance(g36,7,9) -1
    f(g36,7,9,7,10) flow_balance(g36,7,10) 1
    f(g36,7,9,7,10) flow_cap_tail(g36,7,9,7,10) 1
    f(g36,7,9,7,10) flow_cap_head(g36,7,9,7,10) 1
    f(g36,6,10,7,10) flow_balance(g36,6,10) -1
    f(g36,6,10,7,10) flow_balance(g36,7,10) 1
    f(g36,6,10,7,10) flow_cap_tail(g36,6,10,7,10) 1
    f(g36,6,10,7,10) flow_cap_head(g36,6,10,7,10) 1
    f(g36,7,7,8,7) flow_balance(g36,7,7) -1
    f(g36,7,7,8,7) flow_balance(g36,8,7) 1
    f(g36,7,7,8,7) flow_cap_tail(g36,7,7,8,7) 1
    f(g36,7,7,8,7) flow_cap_head(g36,7,7,8,7) 1
    f(g37,8,0,8,1) flow_balance(g37,8,0) -1
    f(g37,8,0,8,1) flow_cap_tail(g37,8,0,8,1) 1
    f(g37,8,0,8,1) flow_cap_head(g37,8,0,8,1) 1
    f(g37,8,1,8,2) flow_balance(g37,8,2) 1
    f(g37,8,1,8,2) flow_cap_tail(g37,8,1,8,2) 1
    f(g37,8,1,8,2) flow_cap_head(g37,8,1,8,2) 1
    f(g37,8,2,8,3) flow_balance(g37,8,2) -1
    f(g37,8,2,8,3) flow_balance(g37,8,3) 1
    f(g37,8,2,8,3) flow_cap_tail(g37,8,2,8,3) 1
    f(g37,8,2,8,3) flow_cap_head(g37,8,2,8,3) 1
    f(g37,5,0,6,0) flow_balance(g37,5,0) -1
    f(g37,5,0,6,0) flow_balance(g37,6,0) 1
    f(g37,5,0,6,0) flow_cap_tail(g37,5,0,6,0) 1
    f(g37,5,0,6,0) flow_cap_head(g37,5,0,6,0) 1
    f(g37,6,0,7,0) flow_balance(g37,6,0) -1
    f(g37,6,0,7,0) flow_balance(g37,7,0) 1
    f(g37,6,0,7,0) flow_cap_tail(g37,6,0,7,0) 1
    f(g37,6,0,7,0) flow_cap_head(g37,6,0,7,0) 1
    f(g37,7,0,8,0) flow_balance(g37,7,0) -1
    f(g37,7,0,8,0) flow_balance(g37,8,0) 1
    f(g37,7,0,8,0) flow_cap_tail(g37,7,0,8,0) 1
    f(g37,7,0,8,0) flow_cap_head(g37,7,0,8,0) 1
    f(g37,7,3,8,3) flow_balance(g37,7,3) -1
    f(g37,7,3,8,3) flow_balance(g37,8,3) 1
    f(g37,7,3,8,3) flow_cap_tail(g37,7,3,8,3) 1
    f(g37,7,3,8,3) flow_cap_head(g37,7,3,8,3) 1
    f(g37,8,0,9,0) flow_balance(g37,8,0) -1
    f(g37,8,0,9,0) flow_balance(g37,9,0) 1
    f(g37,8,0,9,0) flow_cap_tail(g37,8,0,9,0) 1
    f(g37,8,0,9,0) flow_cap_head(g37,8,0,9,0) 1
    f(g37,8,3,9,3) flow_balance(g37,8,3) -1
    f(g37,8,3,9,3) flow_balance(g37,9,3) 1
    f(g37,8,3,9,3) flow_cap_tail(g37,8,3,9,3) 1
    f(g37,8,3,9,3) flow_cap_head(g37,8,3,9,3) 1
    f(g37,9,3,10,3) flow_balance(g37,9,3) -1
    f(g37,9,3,10,3) flow_balance(g37,10,3) 1
    f(g37,9,3,10,3) flow_cap_tail(g37,9,3,10,3) 1
    f(g37,9,3,10,3) flow_cap_head(g37,9,3,10,3) 1
    f(g37,10,3,11,3) flow_balance(g37,10,3) -1
    f(g37,10,3,11,3) flow_balance(g37,11,3) 1
    f(g37,10,3,11,3) flow_cap_tail(g37,10,3,11,3) 1
    f(g37,10,3,11,3) flow_cap_head(g37,10,3,11,3) 1
    f(g38,7,2,7,3) flow_balance(g38,7,2) -1
    f(g38,7,2,7,3) flow_balance(g38,7,3) 1
    f(g38,7,2,7,3) flow_cap_tail(g38,7,2,7,3) 1
    f(g38,7,2,7,3) flow_cap_head(g38,7,2,7,3) 1
    f(g38,7,5,7,6) flow_balance(g38,7,5) -1
    f(g38,7,5,7,6) flow_balance(g38,7,6) 1
    f(g38,7,5,7,6) flow_cap_tail(g38,7,5,7,6) 1
    f(g38,7,5,7,6) flow_cap_head(g38,7,5,7,6) 1
    f(g38,8,3,8,4) flow_balance(g38,8,3) -1
    f(g38,8,3,8,4) flow_cap_tail(g38,8,3,8,4) 1
    f(g38,8,3,8,4) flow_cap_head(g38,8,3,8,4) 1
    f(g38,8,4,8,5) flow_balance(g38,8,5) 1
    f(g38,8,4,8,5) flow_cap_tail(g38,8,4,8,5) 1
    f(g38,8,4,8,5) flow_cap_head(g38,8,4,8,5) 1
    f(g38,8,5,8,6) flow_balance(g38,8,5) -1
    f(g38,8,5,8,6) flow_balance(g38,8,6) 1
    f(g38,8,5,8,6) flow_cap_tail(g38,8,5,8,6) 1
    f(g38,8,5,8,6) flow_cap_head(g38,8,5,8,6) 1
    f(g38,9,3,9,4) flow_balance(g38,9,3) -1
    f(g38,9,3,9,4) flow_balance(g38,9,4) 1
    f(g38,9,3,9,4) flow_cap_tail(g38,9,3,9,4) 1
    f(g38,9,3,9,4) flow_cap_head(g38,9,3,9,4) 1
    f(g38,9,6,9,7) flow_balance(g38,9,6) -1
    f(g38,9,6,9,7) flow_balance(g38,9,7) 1
    f(g38,9,6,9,7) flow_cap_tail(g38,9,6,9,7) 1
    f(g38,9,6,9,7) flow_cap_head(g38,9,6,9,7) 1
    f(g38,7,3,8,3) flow_balance(g38,7,3) -1
    f(g38,7,3,8,3) flow_balance(g38,8,3) 1
    f(g38,7,3,8,3) flow_cap_tail(g38,7,3,8,3) 1
    f(g38,7,3,8,3) flow_cap_head(g38,7,3,8,3) 1
    f(g38,7,5,8,5) flow_balance(g38,7,5) -1
    f(g38,7,5,8,5) flow_balance(g38,8,5) 1
    f(g38,7,5,8,5) flow_cap_tail(g38,7,5,8,5) 1
    f(g38,7,5,8,5) flow_cap_head(g38,7,5,8,5) 1
    f(g38,7,6,8,6) flow_balance(g38,7,6) -1
    f(g38,7,6,8,6) flow_balance(g38,8,6) 1
    f(g38,7,6,8,6) flow_cap_tail(g38,7,6,8,6) 1
    f(g38,7,6,8,6) flow_cap_head(g38,7,6,8,6) 1
    f(g38,8,3,9,3) flow_balance(g38,8,3) -1
    f(g38,8,3,9,3) flow_balance(g38,9,3) 1
    f(g38,8,3,9,3) flow_cap_tail(g38,8,3,9,3) 1
    f(g38,8,3,9,3) flow_cap_head(g38,8,3,9,3) 1
    f(g38,8,4,9,4) flow_balance(g38,9,4) 1
    f(g38,8,4,9,4) flow_cap_tail(g38,8,4,9,4) 1
    f(g38,8,4,9,4) flow_cap_head(g38,8,4,9,4) 1
    f(g38,8,6,9,6) flow_balance(g38,8,6) -1
    f(g38,8,6,9,6) flow_balance(g38,9,6) 1
    f(g38,8,6,9,6) flow_cap_tail(g38,8,6,9,6) 1
    f(g38,8,6,9,6) flow_cap_head(g38,8,6,9,6) 1
    f(g41,8,9,8,10) flow_balance(g41,8,10) 1
    f(g41,8,9,8,10) flow_cap_tail(g41,8,9,8,10) 1
    f(g41,8,9,8,10) flow_cap_head(g41,8,9,8,10) 1
    f(g41,9,9,9,10) flow_balance(g41,9,9) -1
    f(g41,9,9,9,10) flow_balance(g41,9,10) 1
    f(g41,9,9,9,10) flow_cap_tail(g41,9,9,9,10) 1
    f(g41,9,9,9,10) flow_cap_head(g41,9,9,9,10) 1
    f(g41,6,10,7,10) flow_balance(g41,6,10) -1
    f(g41,6,10,7,10) flow_balance(g41,7,10) 1
    f(g41,6,10,7,10) flow_cap_tail(g41,6,10,7,10) 1
    f(g41,6,10,7,10) flow_cap_head(g41,6,10,7,10) 1
    f(g41,7,10,8,10) flow_balance(g41,7,10) -1
    f(g41,7,10,8,10) flow_balance(g41,8,10) 1
    f(g41,7,10,8,10) flow_cap_tail(g41,7,10,8,10) 1
    f(g41,7,10,8,10) flow_cap_head(g41,7,10,8,10) 1
    f(g41,8,9,9,9) flow_balance(g41,9,9) 1
    f(g41,8,9,9,9) flow_cap_tail(g41,8,9,9,9) 1
    f(g41,8,9,9,9) flow_cap_head(g41,8,9,9,9) 1
    f(g41,8,10,9,10) flow_balance(g41,8,10) -1
    f(g41,8,10,9,10) flow_balance(g41,9,10) 1
    f(g41,8,10,9,10) flow_cap_tail(g41,8,10,9,10) 1
    f(g41,8,10,9,10) flow_cap_head(g41,8,10,9,10) 1
    f(g41,9,9,10,9) flow_balance(g41,9,9) -1
    f(g41,9,9,10,9) flow_balance(g41,10,9) 1
    f(g41,9,9,10,9) flow_cap_tail(g41,9,9,10,9) 1
    f(g41,9,9,10,9) flow_cap_head(g41,9,9,10,9) 1
    f(g41,10,9,11,9) flow_balance(g41,10,9) -1
    f(g41,10,9,11,9) flow_balance(g41,11,9) 1
    f(g41,10,9,11,9) flow_cap_tail(g41,10,9,11,9) 1
    f(g41,10,9,11,9) flow_cap_head(g41,10,9,11,9) 1
    f(g42,9,0,9,1) flow_balance(g42,9,0) -1
    f(g42,9,0,9,1) flow_cap_tail(g42,9,0,9,1) 1
    f(g42,9,0,9,1) flow_cap_head(g42,9,0,9,1) 1
    f(g42,9,1,9,2) flow_balance(g42,9,2) 1
    f(g42,9,1,9,2) flow_cap_tail(g42,9,1,9,2) 1
    f(g42,9,1,9,2) flow_cap_head(g42,9,1,9,2) 1
    f(g42,9,2,9,3) flow_balance(g42,9,2) -1
    f(g42,9,2,9,3) flow_balance(g42,9,3) 1
    f(g42,9,2,9,3) flow_cap_tail(g42,9,2,9,3) 1
    f(g42,9,2,9,3) flow_cap_head(g42,9,2,9,3) 1
    f(g42,7,0,8,0) flow_balance(g42,7,0) -1
    f(g42,7,0,8,0) flow_balance(g42,8,0) 1
    f(g42,7,0,8,0) flow_cap_tail(g42,7,0,8,0) 1
    f(g42,7,0,8,0) flow_cap_head(g42,7,0,8,0) 1
    f(g42,8,0,9,0) flow_balance(g42,8,0) -1
    f(g42,8,0,9,0) flow_balance(g42,9,0) 1
    f(g42,8,0,9,0) flow_cap_tail(g42,8,0,9,0) 1
    f(g42,8,0,9,0) flow_cap_head(g42,8,0,9,0) 1
    f(g42,8,3,9,3) flow_balance(g42,8,3) -1
    f(g42,8,3,9,3) flow_balance(g42,9,3) 1
    f(g42,8,3,9,3) flow_cap_tail(g42,8,3,9,3) 1
    f(g42,8,3,9,3) flow_cap_head(g42,8,3,9,3) 1
    f(g42,9,0,10,0) flow_balance(g42,9,0) -1
    f(g42,9,0,10,0) flow_balance(g42,10,0) 1
    f(g42,9,0,10,0) flow_cap_tail(g42,9,0,10,0) 1
    f(g42,9,0,10,0) flow_cap_head(g42,9,0,10,0) 1
    f(g42,9,3,10,3) flow_balance(g42,9,3) -1
    f(g42,9,3,10,3) flow_balance(g42,10,3) 1
    f(g42,9,3,10,3) flow_cap_tail(g42,9,3,10,3) 1
    f(g42,9,3,10,3) flow_cap_head(g42,9,3,10,3) 1
    f(g42,10,3,11,3) flow_balance(g42,10,3) -1
    f(g42,10,3,11,3) flow_balance(g42,11,3) 1
    f(g42,10,3,11,3) flow_cap_tail(g42,10,3,11,3) 1
    f(g42,10,3,11,3) flow_cap_head(g42,10,3,11,3) 1
    f(g43,7,6,7,7) flow_balance(g43,7,6) -1
    f(g43,7,6,7,7) flow_balance(g43,7,7) 1
    f(g43,7,6,7,7) flow_cap_tail(g43,7,6,7,7) 1
    f(g43,7,6,7,7) flow_cap_head(g43,7,6,7,7) 1
    f(g43,9,3,9,4) flow_balance(g43,9,3) -1
    f(g43,9,3,9,4) flow_balance(g43,9,4) 1
    f(g43,9,3,9,4) flow_cap_tail(g43,9,3,9,4) 1
    f(g43,9,3,9,4) flow_cap_head(g43,9,3,9,4) 1
    f(g43,9,4,9,5) flow_balance(g43,9,4) -1
    f(g43,9,4,9,5) flow_cap_tail(g43,9,4,9,5) 1
    f(g43,9,4,9,5) flow_cap_head(g43,9,4,9,5) 1
    f(g43,9,5,9,6) flow_balance(g43,9,6) 1
    f(g43,9,5,9,6) flow_cap_tail(g43,9,5,9,6) 1
    f(g43,9,5,9,6) flow_cap_head(g43,9,5,9,6) 1
    f(g43,9,6,9,7) flow_balance(g43,9,6) -1
    f(g43,9,6,9,7) flow_balance(g43,9,7) 1
    f(g43,9,6,9,7) flow_cap_tail(g43,9,6,9,7) 1
    f(g43,9,6,9,7) flow_cap_head(g43,9,6,9,7) 1
    f(g43,11,3,11,4) flow_balance(g43,11,3) -1
    f(g43,11,3,11,4) flow_balance(g43,11,4) 1
    f(g43,11,3,11,4) flow_cap_tail(g43,11,3,11,4) 1
    f(g43,11,3,11,4) flow_cap_head(g43,11,3,11,4) 1
    f(g43,7,7,8,7) flow_balance(g43,7,7) -1
    f(g43,7,7,8,7) flow_balance(g43,8,7) 1
    f(g43,7,7,8,7) flow_cap_tail(g43,7,7,8,7) 1
    f(g43,7,7,8,7) flow_cap_head(g43,7,7,8,7) 1
    f(g43,8,7,9,7) flow_balance(g43,8,7) -1
    f(g43,8,7,9,7) flow_balance(g43,9,7) 1
    f(g43,8,7,9,7) flow_cap_tail(g43,8,7,9,7) 1
    f(g43,8,7,9,7) flow_cap_head(g43,8,7,9,7) 1
    f(g43,9,3,10,3) flow_balance(g43,9,3) -1
    f(g43,9,3,10,3) flow_balance(g43,10,3) 1
    f(g43,9,3,10,3) flow_cap_tail(g43,9,3,10,3) 1
    f(g43,9,3,10,3) flow_cap_head(g43,9,3,10,3) 1
    f(g43,10,3,11,3) flow_balance(g43,10,3) -1
    f(g43,10,3,11,3) flow_balance(g43,11,3) 1
    f(g43,10,3,11,3) flow_cap_tail(g43,10,3,11,3) 1
    f(g43,10,3,11,3) flow_cap_head(g43,10,3,11,3) 1
    f(g45,8,6,8,7) flow_balance(g45,8,6) -1
    f(g45,8,6,8,7) flow_balance(g45,8,7) 1
    f(g45,8,6,8,7) flow_cap_tail(g45,8,6,8,7) 1
    f(g45,8,6,8,7) flow_cap_head(g45,8,6,8,7) 1
    f(g45,9,6,9,7) flow_balance(g45,9,6) -1
    f(g45,9,6,9,7) flow_balance(g45,9,7) 1
    f(g45,9,6,9,7) flow_cap_tail(g45,9,6,9,7) 1
    f(g45,9,6,9,7) flow_cap_head(g45,9,6,9,7) 1
    f(g45,9,7,9,8) flow_balance(g45,9,7) -1
    f(g45,9,7,9,8) flow_cap_tail(g45,9,7,9,8) 1
    f(g45,9,7,9,8) flow_cap_head(g45,9,7,9,8) 1
    f(g45,10,8,10,9) flow_balance(g45,10,8) -1
    f(g45,10,8,10,9) flow_balance(g45,10,9) 1
    f(g45,10,8,10,9) flow_cap_tail(g45,10,8,10,9) 1
    f(g45,10,8,10,9) flow_cap_head(g45,10,8,10,9) 1
    f(g45,10,9,10,10) flow_balance(g45,10,9) -1
    f(g45,10,9,10,10) flow_balance(g45,10,10) 1
    f(g45,10,9,10,10) flow_cap_tail(g45,10,9,10,10) 1
    f(g45,10,9,10,10) flow_cap_head(g45,10,9,10,10) 1
    f(g45,11,9,11,10) flow_balance(g45,11,9) -1
    f(g45,11,9,11,10) flow_balance(g45,11,10) 1
    f(g45,11,9,11,10) flow_cap_tail(g45,11,9,11,10) 1
    f(g45,11,9,11,10) flow_cap_head(g45,11,9,11,10) 1
    f(g45,8,6,9,6) flow_balance(g45,8,6) -1
    f(g45,8,6,9,6) flow_balance(g45,9,6) 1
    f(g45,8,6,9,6) flow_cap_tail(g45,8,6,9,6) 1
    f(g45,8,6,9,6) flow_cap_head(g45,8,6,9,6) 1
    f(g45,8,7,9,7) flow_balance(g45,8,7) -1
    f(g45,8,7,9,7) flow_balance(g45,9,7) 1
    f(g45,8,7,9,7) flow_cap_tail(g45,8,7,9,7) 1
    f(g45,8,7,9,7) flow_cap_head(g45,8,7,9,7) 1
    f(g45,9,8,10,8) flow_balance(g45,10,8) 1
    f(g45,9,8,10,8) flow_cap_tail(g45,9,8,10,8) 1
    f(g45,9,8,10,8) flow_cap_head(g45,9,8,10,8) 1
    f(g45,10,9,11,9) flow_balance(g45,10,9) -1
    f(g45,10,9,11,9) flow_balance(g45,11,9) 1
    f(g45,10,9,11,9) flow_cap_tail(g45,10,9,11,9) 1
    f(g45,10,9,11,9) flow_cap_head(g45,10,9,11,9) 1
    f(g45,10,10,11,10) flow_balance(g45,10,10) -1
    f(g45,10,10,11,10) flow_balance(g45,11,10) 1
    f(g45,10,10,11,10) flow_cap_tail(g45,10,10,11,10) 1
    f(g45,10,10,11,10) flow_cap_head(g45,10,10,11,10) 1
    f(g46,10,3,10,4) flow_balance(g46,10,3) -1
    f(g46,10,3,10,4) flow_cap_tail(g46,10,3,10,4) 1
    f(g46,10,3,10,4) flow_cap_head(g46,10,3,10,4) 1
    f(g46,10,4,10,5) flow_balance(g46,10,5) 1
    f(g46,10,4,10,5) flow_cap_tail(g46,10,4,10,5) 1
    f(g46,10,4,10,5) flow_cap_head(g46,10,4,10,5) 1
    f(g46,10,5,10,6) flow_balance(g46,10,5) -1
    f(g46,10,5,10,6) flow_balance(g46,10,6) 1
    f(g46,10,5,10,6) flow_cap_tail(g46,10,5,10,6) 1
    f(g46,10,5,10,6) flow_cap_head(g46,10,5,10,6) 1
    f(g46,9,6,10,6) flow_balance(g46,9,6) -1
    f(g46,9,6,10,6) flow_balance(g46,10,6) 1
    f(g46,9,6,10,6) flow_cap_tail(g46,9,6,10,6) 1
    f(g46,9,6,10,6) flow_cap_head(g46,9,6,10,6) 1
    f(g46,10,3,11,3) flow_balance(g46,10,3) -1
    f(g46,10,3,11,3) flow_balance(g46,11,3) 1
    f(g46,10,3,11,3) flow_cap_tail(g46,10,3,11,3) 1
    f(g46,10,3,11,3) flow_cap_head(g46,10,3,11,3) 1
    f(g47,9,7,10,7) flow_balance(g47,9,7) -1
    f(g47,9,7,10,7) flow_cap_tail(g47,9,7,10,7) 1
    f(g47,9,7,10,7) flow_cap_head(g47,9,7,10,7) 1
    f(g47,10,7,11,7) flow_balance(g47,11,7) 1
    f(g47,10,7,11,7) flow_cap_tail(g47,10,7,11,7) 1
    f(g47,10,7,11,7) flow_cap_head(g47,10,7,11,7) 1
    f(g49,10,0,10,1) flow_balance(g49,10,0) -1
    f(g49,10,0,10,1) flow_balance(g49,10,1) 1
    f(g49,10,0,10,1) flow_cap_tail(g49,10,0,10,1) 1
    f(g49,10,0,10,1) flow_cap_head(g49,10,0,10,1) 1
    f(g49,10,1,10,2) flow_balance(g49,10,1) -1
    f(g49,10,1,10,2) flow_cap_tail(g49,10,1,10,2) 1
    f(g49,10,1,10,2) flow_cap_head(g49,10,1,10,2) 1
    f(g49,11,2,11,3) flow_balance(g49,11,2) -1
    f(g49,11,2,11,3) flow_balance(g49,11,3) 1
    f(g49,11,2,11,3) flow_cap_tail(g49,11,2,11,3) 1
    f(g49,11,2,11,3) flow_cap_head(g49,11,2,11,3) 1
    f(g49,11,3,11,4) flow_balance(g49,11,3) -1
    f(g49,11,3,11,4) flow_balance(g49,11,4) 1
    f(g49,11,3,11,4) flow_cap_tail(g49,11,3,11,4) 1
    f(g49,11,3,11,4) flow_cap_head(g49,11,3,11,4) 1
    f(g49,10,2,11,2) flow_balance(g49,11,2) 1
    f(g49,10,2,11,2) flow_cap_tail(g49,10,2,11,2) 1
    f(g49,10,2,11,2) flow_cap_head(g49,10,2,11,2) 1
    f(g50,11,0,11,1) flow_balance(g50,11,1) 1
    f(g50,11,0,11,1) flow_cap_tail(g50,11,0,11,1) 1
    f(g50,11,0,11,1) flow_cap_head(g50,11,0,11,1) 1
    f(g51,11,4,11,5) flow_balance(g51,11,4) -1
    f(g51,11,4,11,5) flow_cap_tail(g51,11,4,11,5) 1
    f(g51,11,4,11,5) flow_cap_head(g51,11,4,11,5) 1
    f(g51,11,5,11,6) flow_balance(g51,11,6) 1
    f(g51,11,5,11,6) flow_cap_tail(g51,11,5,11,6) 1
    f(g51,11,5,11,6) flow_cap_head(g51,11,5,11,6) 1
    f(g51,11,6,11,7) flow_balance(g51,11,6) -1
    f(g51,11,6,11,7) flow_balance(g51,11,7) 1
    f(g51,11,6,11,7) flow_cap_tail(g51,11,6,11,7) 1
    f(g51,11,6,11,7) flow_cap_head(g51,11,6,11,7) 1
    f(g52,11,7,11,8) flow_balance(g52,11,7) -1
    f(g52,11,7,11,8) flow_cap_tail(g52,11,7,11,8) 1
    f(g52,11,7,11,8) flow_cap_head(g52,11,7,11,8) 1
    f(g52,11,8,11,9) flow_balance(g52,11,9) 1
    f(g52,11,8,11,9) flow_cap_tail(g52,11,8,11,9) 1
    f(g52,11,8,11,9) flow_cap_head(g52,11,8,11,9) 1
    f(g2,0,8,0,7) flow_balance(g2,0,7) 1
    f(g2,0,8,0,7) flow_cap_tail(g2,0,8,0,7) 1
    f(g2,0,8,0,7) flow_cap_head(g2,0,8,0,7) 1
    f(g2,0,9,0,8) flow_balance(g2,0,9) -1
    f(g2,0,9,0,8) flow_cap_tail(g2,0,9,0,8) 1
    f(g2,0,9,0,8) flow_cap_head(g2,0,9,0,8) 1
    f(g2,0,10,0,9) flow_balance(g2,0,9) 1
    f(g2,0,10,0,9) flow_balance(g2,0,10) -1
    f(g2,0,10,0,9) flow_cap_tail(g2,0,10,0,9) 1
    f(g2,0,10,0,9) flow_cap_head(g2,0,10,0,9) 1
    f(g4,0,6,0,5) flow_balance(g4,0,6) -1
    f(g4,0,6,0,5) flow_cap_tail(g4,0,6,0,5) 1
    f(g4,0,6,0,5) flow_cap_head(g4,0,6,0,5) 1
    f(g4,0,7,0,6) flow_balance(g4,0,6) 1
    f(g4,0,7,0,6) flow_balance(g4,0,7) -1
    f(g4,0,7,0,6) flow_cap_tail(g4,0,7,0,6) 1
    f(g4,0,7,0,6) flow_cap_head(g4,0,7,0,6) 1
    f(g4,1,5,1,4) flow_balance(g4,1,4) 1
    f(g4,1,5,1,4) flow_balance(g4,1,5) -1
    f(g4,1,5,1,4) flow_cap_tail(g4,1,5,1,4) 1
    f(g4,1,5,1,4) flow_cap_head(g4,1,5,1,4) 1
    f(g4,1,6,1,5) flow_balance(g4,1,5) 1
    f(g4,1,6,1,5) flow_balance(g4,1,6) -1
    f(g4,1,6,1,5) flow_cap_tail(g4,1,6,1,5) 1
    f(g4,1,6,1,5) flow_cap_head(g4,1,6,1,5) 1
    f(g4,1,5,0,5) flow_balance(g4,1,5) -1
    f(g4,1,5,0,5) flow_cap_tail(g4,1,5,0,5) 1
    f(g4,1,5,0,5) flow_cap_head(g4,1,5,0,5) 1
    f(g4,1,6,0,6) flow_balance(g4,0,6) 1
    f(g4,1,6,0,6) flow_balance(g4,1,6) -1
    f(g4,1,6,0,6) flow_cap_tail(g4,1,6,0,6) 1
    f(g4,1,6,0,6) flow_cap_head(g4,1,6,0,6) 1
    f(g5,1,1,1,0) flow_balance(g5,1,1) -1
    f(g5,1,1,1,0) flow_cap_tail(g5,1,1,1,0) 1
    f(g5,1,1,1,0) flow_cap_head(g5,1,1,1,0) 1
    f(g6,0,3,0,2) flow_balance(g6,0,2) 1
    f(g6,0,3,0,2) flow_balance(g6,0,3) -1
    f(g6,0,3,0,2) flow_cap_tail(g6,0,3,0,2) 1
    f(g6,0,3,0,2) flow_cap_head(g6,0,3,0,2) 1
    f(g6,0,4,0,3) flow_balance(g6,0,3) 1
    f(g6,0,4,0,3) flow_balance(g6,0,4) -1
    f(g6,0,4,0,3) flow_cap_tail(g6,0,4,0,3) 1
    f(g6,0,4,0,3) flow_cap_head(g6,0,4,0,3) 1
    f(g6,1,3,1,2) flow_balance(g6,1,2) 1
    f(g6,1,3,1,2) flow_cap_tail(g6,1,3,1,2) 1
    f(g6,1,3,1,2) flow_cap_head(g6,1,3,1,2) 1
    f(g6,1,4,1,3) flow_balance(g6,1,4) -1
    f(g6,1,4,1,3) flow_cap_tail(g6,1,4,1,3) 1
    f(g6,1,4,1,3) flow_cap_head(g6,1,4,1,3) 1
    f(g6,2,3,2,2) flow_balance(g6,2,2) 1
    f(g6,2,3,2,2) flow_balance(g6,2,3) -1
    f(g6,2,3,2,2) flow_cap_tail(g6,2,3,2,2) 1
    f(g6,2,3,2,2) flow_cap_head(g6,2,3,2,2) 1
    f(g6,2,4,2,3) flow_balance(g6,2,3) 1
    f(g6,2,4,2,3) flow_balance(g6,2,4) -1
    f(g6,2,4,2,3) flow_cap_tail(g6,2,4,2,3) 1
    f(g6,2,4,2,3) flow_cap_head(g6,2,4,2,3) 1
    f(g6,1,2,0,2) flow_balance(g6,0,2) 1
    f(g6,1,2,0,2) flow_balance(g6,1,2) -1
    f(g6,1,2,0,2) flow_cap_tail(g6,1,2,0,2) 1
    f(g6,1,2,0,2) flow_cap_head(g6,1,2,0,2) 1
    f(g6,1,3,0,3) flow_balance(g6,0,3) 1
    f(g6,1,3,0,3) flow_cap_tail(g6,1,3,0,3) 1
    f(g6,1,3,0,3) flow_cap_head(g6,1,3,0,3) 1
    f(g6,1,4,0,4) flow_balance(g6,0,4) 1
    f(g6,1,4,0,4) flow_balance(g6,1,4) -1
    f(g6,1,4,0,4) flow_cap_tail(g6,1,4,0,4) 1
    f(g6,1,4,0,4) flow_cap_head(g6,1,4,0,4) 1
    f(g6,2,2,1,2) flow_balance(g6,1,2) 1
    f(g6,2,2,1,2) flow_balance(g6,2,2) -1
    f(g6,2,2,1,2) flow_cap_tail(g6,2,2,1,2) 1
    f(g6,2,2,1,2) flow_cap_head(g6,2,2,1,2) 1
    f(g6,2,3,1,3) flow_balance(g6,2,3) -1
    f(g6,2,3,1,3) flow_cap_tail(g6,2,3,1,3) 1
    f(g6,2,3,1,3) flow_cap_head(g6,2,3,1,3) 1
    f(g6,2,4,1,4) flow_balance(g6,1,4) 1
    f(g6,2,4,1,4) flow_balance(g6,2,4) -1
    f(g6,2,4,1,4) flow_cap_tail(g6,2,4,1,4) 1
    f(g6,2,4,1,4) flow_cap_head(g6,2,4,1,4) 1
    f(g8,1,10,0,10) flow_balance(g8,0,10) 1
    f(g8,1,10,0,10) flow_cap_tail(g8,1,10,0,10) 1
    f(g8,1,10,0,10) flow_cap_head(g8,1,10,0,10) 1
    f(g8,2,10,1,10) flow_balance(g8,2,10) -1
    f(g8,2,10,1,10) flow_cap_tail(g8,2,10,1,10) 1
    f(g8,2,10,1,10) flow_cap_head(g8,2,10,1,10) 1
    f(g9,1,9,1,8) flow_balance(g9,1,8) 1
    f(g9,1,9,1,8) flow_cap_tail(g9,1,9,1,8) 1
    f(g9,1,9,1,8) flow_cap_head(g9,1,9,1,8) 1
    f(g9,2,10,2,9) flow_balance(g9,2,9) 1
    f(g9,2,10,2,9) flow_balance(g9,2,10) -1
    f(g9,2,10,2,9) flow_cap_tail(g9,2,10,2,9) 1
    f(g9,2,10,2,9) flow_cap_head(g9,2,10,2,9) 1
    f(g9,2,9,1,9) flow_balance(g9,2,9) -1
    f(g9,2,9,1,9) flow_cap_tail(g9,2,9,1,9) 1
    f(g9,2,9,1,9) flow_cap_head(g9,2,9,1,9) 1
    f(g14,2,11,1,11) flow_balance(g14,1,11) 1
    f(g14,2,11,1,11) flow_cap_tail(g14,2,11,1,11) 1
    f(g14,2,11,1,11) flow_cap_head(g14,2,11,1,11) 1
    f(g14,3,11,2,11) flow_balance(g14,3,11) -1
    f(g14,3,11,2,11) flow_cap_tail(g14,3,11,2,11) 1
    f(g14,3,11,2,11) flow_cap_head(g14,3,11,2,11) 1
    f(g15,3,8,2,8) flow_balance(g15,3,8) -1
    f(g15,3,8,2,8) flow_cap_tail(g15,3,8,2,8) 1
    f(g15,3,8,2,8) flow_cap_head(g15,3,8,2,8) 1
    f(g16,2,3,2,2) flow_balance(g16,2,2) 1
    f(g16,2,3,2,2) flow_balance(g16,2,3) -1
    f(g16,2,3,2,2) flow_cap_tail(g16,2,3,2,2) 1
    f(g16,2,3,2,2) flow_cap_head(g16,2,3,2,2) 1
    f(g16,3,4,3,3) flow_balance(g16,3,3) 1
    f(g16,3,4,3,3) flow_cap_tail(g16,3,4,3,3) 1
    f(g16,3,4,3,3) flow_cap_head(g16,3,4,3,3) 1
    f(g16,3,5,3,4) flow_balance(g16,3,5) -1
    f(g16,3,5,3,4) flow_cap_tail(g16,3,5,3,4) 1
    f(g16,3,5,3,4) flow_cap_head(g16,3,5,3,4) 1
    f(g16,4,6,4,5) flow_balance(g16,4,5) 1
    f(g16,4,6,4,5) flow_balance(g16,4,6) -1
    f(g16,4,6,4,5) flow_cap_tail(g16,4,6,4,5) 1
    f(g16,4,6,4,5) flow_cap_head(g16,4,6,4,5) 1
    f(g16,2,2,1,2) flow_balance(g16,1,2) 1
    f(g16,2,2,1,2) flow_balance(g16,2,2) -1
    f(g16,2,2,1,2) flow_cap_tail(g16,2,2,1,2) 1
    f(g16,2,2,1,2) flow_cap_head(g16,2,2,1,2) 1
    f(g16,3,3,2,3) flow_balance(g16,2,3) 1
    f(g16,3,3,2,3) flow_balance(g16,3,3) -1
    f(g16,3,3,2,3) flow_cap_tail(g16,3,3,2,3) 1
    f(g16,3,3,2,3) flow_cap_head(g16,3,3,2,3) 1
    f(g16,4,5,3,5) flow_balance(g16,3,5) 1
    f(g16,4,5,3,5) flow_balance(g16,4,5) -1
    f(g16,4,5,3,5) flow_cap_tail(g16,4,5,3,5) 1
    f(g16,4,5,3,5) flow_cap_head(g16,4,5,3,5) 1
    f(g16,5,6,4,6) flow_balance(g16,4,6) 1
    f(g16,5,6,4,6) flow_balance(g16,5,6) -1
    f(g16,5,6,4,6) flow_cap_tail(g16,5,6,4,6) 1
    f(g16,5,6,4,6) flow_cap_head(g16,5,6,4,6) 1
    f(g17,3,6,3,5) flow_balance(g17,3,5) 1
    f(g17,3,6,3,5) flow_cap_tail(g17,3,6,3,5) 1
    f(g17,3,6,3,5) flow_cap_head(g17,3,6,3,5) 1
    f(g17,3,7,3,6) flow_balance(g17,3,7) -1
    f(g17,3,7,3,6) flow_cap_tail(g17,3,7,3,6) 1
    f(g17,3,7,3,6) flow_cap_head(g17,3,7,3,6) 1
    f(g19,4,0,3,0) flow_balance(g19,4,0) -1
    f(g19,4,0,3,0) flow_cap_tail(g19,4,0,3,0) 1
    f(g19,4,0,3,0) flow_cap_head(g19,4,0,3,0) 1
    f(g20,2,2,2,1) flow_balance(g20,2,1) 1
    f(g20,2,2,2,1) flow_balance(g20,2,2) -1
    f(g20,2,2,2,1) flow_cap_tail(g20,2,2,2,1) 1
    f(g20,2,2,2,1) flow_cap_head(g20,2,2,2,1) 1
    f(g20,2,3,2,2) flow_balance(g20,2,2) 1
    f(g20,2,3,2,2) flow_balance(g20,2,3) -1
    f(g20,2,3,2,2) flow_cap_tail(g20,2,3,2,2) 1
    f(g20,2,3,2,2) flow_cap_head(g20,2,3,2,2) 1
    f(g20,3,2,3,1) flow_balance(g20,3,2) -1
    f(g20,3,2,3,1) flow_cap_tail(g20,3,2,3,1) 1
    f(g20,3,2,3,1) flow_cap_head(g20,3,2,3,1) 1
    f(g20,4,2,4,1) flow_balance(g20,4,1) 1
    f(g20,4,2,4,1) flow_balance(g20,4,2) -1
    f(g20,4,2,4,1) flow_cap_tail(g20,4,2,4,1) 1
    f(g20,4,2,4,1) flow_cap_head(g20,4,2,4,1) 1
    f(g20,5,1,5,0) flow_balance(g20,5,0) 1
    f(g20,5,1,5,0) flow_balance(g20,5,1) -1
    f(g20,5,1,5,0) flow_cap_tail(g20,5,1,5,0) 1
    f(g20,5,1,5,0) flow_cap_head(g20,5,1,5,0) 1
    f(g20,5,2,5,1) flow_balance(g20,5,1) 1
    f(g20,5,2,5,1) flow_balance(g20,5,2) -1
    f(g20,5,2,5,1) flow_cap_tail(g20,5,2,5,1) 1
    f(g20,5,2,5,1) flow_cap_head(g20,5,2,5,1) 1
    f(g20,3,1,2,1) flow_balance(g20,2,1) 1
    f(g20,3,1,2,1) flow_cap_tail(g20,3,1,2,1) 1
    f(g20,3,1,2,1) flow_cap_head(g20,3,1,2,1) 1
    f(g20,3,2,2,2) flow_balance(g20,2,2) 1
    f(g20,3,2,2,2) flow_balance(g20,3,2) -1
    f(g20,3,2,2,2) flow_cap_tail(g20,3,2,2,2) 1
    f(g20,3,2,2,2) flow_cap_head(g20,3,2,2,2) 1
    f(g20,4,1,3,1) flow_balance(g20,4,1) -1
    f(g20,4,1,3,1) flow_cap_tail(g20,4,1,3,1) 1
    f(g20,4,1,3,1) flow_cap_head(g20,4,1,3,1) 1
    f(g20,4,2,3,2) flow_balance(g20,3,2) 1
    f(g20,4,2,3,2) flow_balance(g20,4,2) -1
    f(g20,4,2,3,2) flow_cap_tail(g20,4,2,3,2) 1
    f(g20,4,2,3,2) flow_cap_head(g20,4,2,3,2) 1
    f(g20,5,1,4,1) flow_balance(g20,4,1) 1
    f(g20,5,1,4,1) flow_balance(g20,5,1) -1
    f(g20,5,1,4,1) flow_cap_tail(g20,5,1,4,1) 1
    f(g20,5,1,4,1) flow_cap_head(g20,5,1,4,1) 1
    f(g20,5,2,4,2) flow_balance(g20,4,2) 1
    f(g20,5,2,4,2) flow_balance(g20,5,2) -1
    f(g20,5,2,4,2) flow_cap_tail(g20,5,2,4,2) 1
    f(g20,5,2,4,2) flow_cap_head(g20,5,2,4,2) 1
    f(g21,4,4,4,3) flow_balance(g21,4,3) 1
    f(g21,4,4,4,3) flow_cap_tail(g21,4,4,4,3) 1
    f(g21,4,4,4,3) flow_cap_head(g21,4,4,4,3) 1
    f(g21,4,5,4,4) flow_balance(g21,4,5) -1
    f(g21,4,5,4,4) flow_cap_tail(g21,4,5,4,4) 1
    f(g21,4,5,4,4) flow_cap_head(g21,4,5,4,4) 1
    f(g22,4,8,4,7) flow_balance(g22,4,8) -1
    f(g22,4,8,4,7) flow_cap_tail(g22,4,8,4,7) 1
    f(g22,4,8,4,7) flow_cap_head(g22,4,8,4,7) 1
    f(g22,4,7,3,7) flow_balance(g22,3,7) 1
    f(g22,4,7,3,7) flow_cap_tail(g22,4,7,3,7) 1
    f(g22,4,7,3,7) flow_cap_head(g22,4,7,3,7) 1
    f(g22,5,8,4,8) flow_balance(g22,4,8) 1
    f(g22,5,8,4,8) flow_balance(g22,5,8) -1
    f(g22,5,8,4,8) flow_cap_tail(g22,5,8,4,8) 1
    f(g22,5,8,4,8) flow_cap_head(g22,5,8,4,8) 1
    f(g26,5,5,5,4) flow_balance(g26,5,5) -1
    f(g26,5,5,5,4) flow_cap_tail(g26,5,5,5,4) 1
    f(g26,5,5,5,4) flow_cap_head(g26,5,5,5,4) 1
    f(g28,4,10,3,10) flow_balance(g28,3,10) 1
    f(g28,4,10,3,10) flow_balance(g28,4,10) -1
    f(g28,4,10,3,10) flow_cap_tail(g28,4,10,3,10) 1
    f(g28,4,10,3,10) flow_cap_head(g28,4,10,3,10) 1
    f(g28,5,10,4,10) flow_balance(g28,4,10) 1
    f(g28,5,10,4,10) flow_cap_tail(g28,5,10,4,10) 1
    f(g28,5,10,4,10) flow_cap_head(g28,5,10,4,10) 1
    f(g28,6,10,5,10) flow_balance(g28,6,10) -1
    f(g28,6,10,5,10) flow_cap_tail(g28,6,10,5,10) 1
    f(g28,6,10,5,10) flow_cap_head(g28,6,10,5,10) 1
    f(g28,7,10,6,10) flow_balance(g28,6,10) 1
    f(g28,7,10,6,10) flow_balance(g28,7,10) -1
    f(g28,7,10,6,10) flow_cap_tail(g28,7,10,6,10) 1
    f(g28,7,10,6,10) flow_cap_head(g28,7,10,6,10) 1
    f(g30,5,1,5,0) flow_balance(g30,5,0) 1
    f(g30,5,1,5,0) flow_balance(g30,5,1) -1
    f(g30,5,1,5,0) flow_cap_tail(g30,5,1,5,0) 1
    f(g30,5,1,5,0) flow_cap_head(g30,5,1,5,0) 1
    f(g30,5,2,5,1) flow_balance(g30,5,1) 1
    f(g30,5,2,5,1) flow_balance(g30,5,2) -1
    f(g30,5,2,5,1) flow_cap_tail(g30,5,2,5,1) 1
    f(g30,5,2,5,1) flow_cap_head(g30,5,2,5,1) 1
    f(g30,6,1,6,0) flow_balance(g30,6,0) 1
    f(g30,6,1,6,0) flow_cap_tail(g30,6,1,6,0) 1
    f(g30,6,1,6,0) flow_cap_head(g30,6,1,6,0) 1
    f(g30,6,2,6,1) flow_balance(g30,6,2) -1
    f(g30,6,2,6,1) flow_cap_tail(g30,6,2,6,1) 1
    f(g30,6,2,6,1) flow_cap_head(g30,6,2,6,1) 1
    f(g30,7,1,7,0) flow_balance(g30,7,0) 1
    f(g30,7,1,7,0) flow_balance(g30,7,1) -1
    f(g30,7,1,7,0) flow_cap_tail(g30,7,1,7,0) 1
    f(g30,7,1,7,0) flow_cap_head(g30,7,1,7,0) 1
    f(g30,7,2,7,1) flow_balance(g30,7,1) 1
    f(g30,7,2,7,1) flow_balance(g30,7,2) -1
    f(g30,7,2,7,1) flow_cap_tail(g30,7,2,7,1) 1
    f(g30,7,2,7,1) flow_cap_head(g30,7,2,7,1) 1
    f(g30,6,0,5,0) flow_balance(g30,5,0) 1
    f(g30,6,0,5,0) flow_balance(g30,6,0) -1
    f(g30,6,0,5,0) flow_cap_tail(g30,6,0,5,0) 1
    f(g30,6,0,5,0) flow_cap_head(g30,6,0,5,0) 1
    f(g30,6,1,5,1) flow_balance(g30,5,1) 1
    f(g30,6,1,5,1) flow_cap_tail(g30,6,1,5,1) 1
    f(g30,6,1,5,1) flow_cap_head(g30,6,1,5,1) 1
    f(g30,6,2,5,2) flow_balance(g30,5,2) 1
    f(g30,6,2,5,2) flow_balance(g30,6,2) -1
    f(g30,6,2,5,2) flow_cap_tail(g30,6,2,5,2) 1
    f(g30,6,2,5,2) flow_cap_head(g30,6,2,5,2) 1
    f(g30,7,0,6,0) flow_balance(g30,6,0) 1
    f(g30,7,0,6,0) flow_balance(g30,7,0) -1
    f(g30,7,0,6,0) flow_cap_tail(g30,7,0,6,0) 1
    f(g30,7,0,6,0) flow_cap_head(g30,7,0,6,0) 1
    f(g30,7,1,6,1) flow_balance(g30,7,1) -1
    f(g30,7,1,6,1) flow_cap_tail(g30,7,1,6,1) 1
    f(g30,7,1,6,1) flow_cap_head(g30,7,1,6,1) 1
    f(g30,7,2,6,2) flow_balance(g30,6,2) 1
    f(g30,7,2,6,2) flow_balance(g30,7,2) -1
    f(g30,7,2,6,2) flow_cap_tail(g30,7,2,6,2) 1
    f(g30,7,2,6,2) flow_cap_head(g30,7,2,6,2) 1
    f(g31,5,1,5,0) flow_balance(g31,5,0) 1
    f(g31,5,1,5,0) flow_balance(g31,5,1) -1
    f(g31,5,1,5,0) flow_cap_tail(g31,5,1,5,0) 1
    f(g31,5,1,5,0) flow_cap_head(g31,5,1,5,0) 1
    f(g31,5,2,5,1) flow_balance(g31,5,1) 1
    f(g31,5,2,5,1) flow_balance(g31,5,2) -1
    f(g31,5,2,5,1) flow_cap_tail(g31,5,2,5,1) 1
    f(g31,5,2,5,1) flow_cap_head(g31,5,2,5,1) 1
    f(g31,6,3,6,2) flow_balance(g31,6,2) 1
    f(g31,6,3,6,2) flow_cap_tail(g31,6,3,6,2) 1
    f(g31,6,3,6,2) flow_cap_head(g31,6,3,6,2) 1
    f(g31,6,4,6,3) flow_balance(g31,6,4) -1
    f(g31,6,4,6,3) flow_cap_tail(g31,6,4,6,3) 1
    f(g31,6,4,6,3) flow_cap_head(g31,6,4,6,3) 1
    f(g31,6,5,6,4) flow_balance(g31,6,4) 1
    f(g31,6,5,6,4) flow_balance(g31,6,5) -1
    f(g31,6,5,6,4) flow_cap_tail(g31,6,5,6,4) 1
    f(g31,6,5,6,4) flow_cap_head(g31,6,5,6,4) 1
    f(g31,7,6,7,5) flow_balance(g31,7,5) 1
    f(g31,7,6,7,5) flow_balance(g31,7,6) -1
    f(g31,7,6,7,5) flow_cap_tail(g31,7,6,7,5) 1
    f(g31,7,6,7,5) flow_cap_head(g31,7,6,7,5) 1
    f(g31,7,7,7,6) flow_balance(g31,7,6) 1
    f(g31,7,7,7,6) flow_balance(g31,7,7) -1
    f(g31,7,7,7,6) flow_cap_tail(g31,7,7,7,6) 1
    f(g31,7,7,7,6) flow_cap_head(g31,7,7,7,6) 1
    f(g31,6,2,5,2) flow_balance(g31,5,2) 1
    f(g31,6,2,5,2) flow_balance(g31,6,2) -1
    f(g31,6,2,5,2) flow_cap_tail(g31,6,2,5,2) 1
    f(g31,6,2,5,2) flow_cap_head(g31,6,2,5,2) 1
    f(g31,7,5,6,5) flow_balance(g31,6,5) 1
    f(g31,7,5,6,5) flow_balance(g31,7,5) -1
    f(g31,7,5,6,5) flow_cap_tail(g31,7,5,6,5) 1
    f(g31,7,5,6,5) flow_cap_head(g31,7,5,6,5) 1
    f(g32,5,7,5,6) flow_balance(g32,5,6) 1
    f(g32,5,7,5,6) flow_balance(g32,5,7) -1
    f(g32,5,7,5,6) flow_cap_tail(g32,5,7,5,6) 1
    f(g32,5,7,5,6) flow_cap_head(g32,5,7,5,6) 1
    f(g32,5,8,5,7) flow_balance(g32,5,7) 1
    f(g32,5,8,5,7) flow_balance(g32,5,8) -1
    f(g32,5,8,5,7) flow_cap_tail(g32,5,8,5,7) 1
    f(g32,5,8,5,7) flow_cap_head(g32,5,8,5,7) 1
    f(g32,6,6,6,5) flow_balance(g32,6,5) 1
    f(g32,6,6,6,5) flow_cap_tail(g32,6,6,6,5) 1
    f(g32,6,6,6,5) flow_cap_head(g32,6,6,6,5) 1
    f(g32,6,7,6,6) flow_balance(g32,6,7) -1
    f(g32,6,7,6,6) flow_cap_tail(g32,6,7,6,6) 1
    f(g32,6,7,6,6) flow_cap_head(g32,6,7,6,6) 1
    f(g32,6,8,6,7) flow_balance(g32,6,7) 1
    f(g32,6,8,6,7) flow_balance(g32,6,8) -1
    f(g32,6,8,6,7) flow_cap_tail(g32,6,8,6,7) 1
    f(g32,6,8,6,7) flow_cap_head(g32,6,8,6,7) 1
    f(g32,7,6,7,5) flow_balance(g32,7,5) 1
    f(g32,7,6,7,5) flow_balance(g32,7,6) -1
    f(g32,7,6,7,5) flow_cap_tail(g32,7,6,7,5) 1
    f(g32,7,6,7,5) flow_cap_head(g32,7,6,7,5) 1
    f(g32,7,7,7,6) flow_balance(g32,7,6) 1
    f(g32,7,7,7,6) flow_balance(g32,7,7) -1
    f(g32,7,7,7,6) flow_cap_tail(g32,7,7,7,6) 1
    f(g32,7,7,7,6) flow_cap_head(g32,7,7,7,6) 1
    f(g32,5,6,4,6) flow_balance(g32,4,6) 1
    f(g32,5,6,4,6) flow_balance(g32,5,6) -1
    f(g32,5,6,4,6) flow_cap_tail(g32,5,6,4,6) 1
    f(g32,5,6,4,6) flow_cap_head(g32,5,6,4,6) 1
    f(g32,6,6,5,6) flow_balance(g32,5,6) 1
    f(g32,6,6,5,6) flow_cap_tail(g32,6,6,5,6) 1
    f(g32,6,6,5,6) flow_cap_head(g32,6,6,5,6) 1
    f(g32,6,7,5,7) flow_balance(g32,5,7) 1
    f(g32,6,7,5,7) flow_balance(g32,6,7) -1
    f(g32,6,7,5,7) flow_cap_tail(g32,6,7,5,7) 1
    f(g32,6,7,5,7) flow_cap_head(g32,6,7,5,7) 1
    f(g32,6,8,5,8) flow_balance(g32,5,8) 1
    f(g32,6,8,5,8) flow_balance(g32,6,8) -1
    f(g32,6,8,5,8) flow_cap_tail(g32,6,8,5,8) 1
    f(g32,6,8,5,8) flow_cap_head(g32,6,8,5,8) 1
    f(g32,7,5,6,5) flow_balance(g32,6,5) 1
    f(g32,7,5,6,5) flow_balance(g32,7,5) -1
    f(g32,7,5,6,5) flow_cap_tail(g32,7,5,6,5) 1
    f(g32,7,5,6,5) flow_cap_head(g32,7,5,6,5) 1
    f(g32,7,6,6,6) flow_balance(g32,7,6) -1
    f(g32,7,6,6,6) flow_cap_tail(g32,7,6,6,6) 1
    f(g32,7,6,6,6) flow_cap_head(g32,7,6,6,6) 1
    f(g32,7,7,6,7) flow_balance(g32,6,7) 1
    f(g32,7,7,6,7) flow_balance(g32,7,7) -1
    f(g32,7,7,6,7) flow_cap_tail(g32,7,7,6,7) 1
    f(g32,7,7,6,7) flow_cap_head(g32,7,7,6,7) 1
    f(g32,8,7,7,7) flow_balance(g32,7,7) 1
    f(g32,8,7,7,7) flow_balance(g32,8,7) -1
    f(g32,8,7,7,7) flow_cap_tail(g32,8,7,7,7) 1
    f(g32,8,7,7,7) flow_cap_head(g32,8,7,7,7) 1
    f(g33,6,9,6,8) flow_balance(g33,6,8) 1
    f(g33,6,9,6,8) flow_cap_tail(g33,6,9,6,8) 1
    f(g33,6,9,6,8) flow_cap_head(g33,6,9,6,8) 1
    f(g33,6,10,6,9) flow_balance(g33,6,10) -1
    f(g33,6,10,6,9) flow_cap_tail(g33,6,10,6,9) 1
    f(g33,6,10,6,9) flow_cap_head(g33,6,10,6,9) 1
    f(g33,6,8,5,8) flow_balance(g33,5,8) 1
    f(g33,6,8,5,8) flow_balance(g33,6,8) -1
    f(g33,6,8,5,8) flow_cap_tail(g33,6,8,5,8) 1
    f(g33,6,8,5,8) flow_cap_head(g33,6,8,5,8) 1
    f(g33,7,10,6,10) flow_balance(g33,6,10) 1
    f(g33,7,10,6,10) flow_balance(g33,7,10) -1
    f(g33,7,10,6,10) flow_cap_tail(g33,7,10,6,10) 1
    f(g33,7,10,6,10) flow_cap_head(g33,7,10,6,10) 1
    f(g34,7,11,6,11) flow_balance(g34,7,11) -1
    f(g34,7,11,6,11) flow_cap_tail(g34,7,11,6,11) 1
    f(g34,7,11,6,11) flow_cap_head(g34,7,11,6,11) 1
    f(g35,5,2,5,1) flow_balance(g35,5,1) 1
    f(g35,5,2,5,1) flow_balance(g35,5,2) -1
    f(g35,5,2,5,1) flow_cap_tail(g35,5,2,5,1) 1
    f(g35,5,2,5,1) flow_cap_head(g35,5,2,5,1) 1
    f(g35,7,2,7,1) flow_balance(g35,7,1) 1
    f(g35,7,2,7,1) flow_balance(g35,7,2) -1
    f(g35,7,2,7,1) flow_cap_tail(g35,7,2,7,1) 1
    f(g35,7,2,7,1) flow_cap_head(g35,7,2,7,1) 1
    f(g35,7,3,7,2) flow_balance(g35,7,2) 1
    f(g35,7,3,7,2) flow_balance(g35,7,3) -1
    f(g35,7,3,7,2) flow_cap_tail(g35,7,3,7,2) 1
    f(g35,7,3,7,2) flow_cap_head(g35,7,3,7,2) 1
    f(g35,7,4,7,3) flow_balance(g35,7,3) 1
    f(g35,7,4,7,3) flow_cap_tail(g35,7,4,7,3) 1
    f(g35,7,4,7,3) flow_cap_head(g35,7,4,7,3) 1
    f(g35,7,5,7,4) flow_balance(g35,7,5) -1
    f(g35,7,5,7,4) flow_cap_tail(g35,7,5,7,4) 1
    f(g35,7,5,7,4) flow_cap_head(g35,7,5,7,4) 1
    f(g35,7,6,7,5) flow_balance(g35,7,5) 1
    f(g35,7,6,7,5) flow_balance(g35,7,6) -1
    f(g35,7,6,7,5) flow_cap_tail(g35,7,6,7,5) 1
    f(g35,7,6,7,5) flow_cap_head(g35,7,6,7,5) 1
    f(g35,7,7,7,6) flow_balance(g35,7,6) 1
    f(g35,7,7,7,6) flow_balance(g35,7,7) -1
    f(g35,7,7,7,6) flow_cap_tail(g35,7,7,7,6) 1
    f(g35,7,7,7,6) flow_cap_head(g35,7,7,7,6) 1
    f(g35,9,7,9,6) flow_balance(g35,9,6) 1
    f(g35,9,7,9,6) flow_balance(g35,9,7) -1
    f(g35,9,7,9,6) flow_cap_tail(g35,9,7,9,6) 1
    f(g35,9,7,9,6) flow_cap_head(g35,9,7,9,6) 1
    f(g35,6,2,5,2) flow_balance(g35,5,2) 1
    f(g35,6,2,5,2) flow_balance(g35,6,2) -1
    f(g35,6,2,5,2) flow_cap_tail(g35,6,2,5,2) 1
    f(g35,6,2,5,2) flow_cap_head(g35,6,2,5,2) 1
    f(g35,7,2,6,2) flow_balance(g35,6,2) 1
    f(g35,7,2,6,2) flow_balance(g35,7,2) -1
    f(g35,7,2,6,2) flow_cap_tail(g35,7,2,6,2) 1
    f(g35,7,2,6,2) flow_cap_head(g35,7,2,6,2) 1
    f(g35,7,5,6,5) flow_balance(g35,6,5) 1
    f(g35,7,5,6,5) flow_balance(g35,7,5) -1
    f(g35,7,5,6,5) flow_cap_tail(g35,7,5,6,5) 1
    f(g35,7,5,6,5) flow_cap_head(g35,7,5,6,5) 1
    f(g35,8,3,7,3) flow_balance(g35,7,3) 1
    f(g35,8,3,7,3) flow_balance(g35,8,3) -1
    f(g35,8,3,7,3) flow_cap_tail(g35,8,3,7,3) 1
    f(g35,8,3,7,3) flow_cap_head(g35,8,3,7,3) 1
    f(g35,8,6,7,6) flow_balance(g35,7,6) 1
    f(g35,8,6,7,6) flow_balance(g35,8,6) -1
    f(g35,8,6,7,6) flow_cap_tail(g35,8,6,7,6) 1
    f(g35,8,6,7,6) flow_cap_head(g35,8,6,7,6) 1
    f(g35,9,6,8,6) flow_balance(g35,8,6) 1
    f(g35,9,6,8,6) flow_balance(g35,9,6) -1
    f(g35,9,6,8,6) flow_cap_tail(g35,9,6,8,6) 1
    f(g35,9,6,8,6) flow_cap_head(g35,9,6,8,6) 1
    f(g36,7,8,7,7) flow_balance(g36,7,7) 1
    f(g36,7,8,7,7) flow_cap_tail(g36,7,8,7,7) 1
    f(g36,7,8,7,7) flow_cap_head(g36,7,8,7,7) 1
    f(g36,7,9,7,8) flow_balance(g36,7,9) -1
    f(g36,7,9,7,8) flow_cap_tail(g36,7,9,7,8) 1
    f(g36,7,9,7,8) flow_cap_head(g36,7,9,7,8) 1
    f(g36,7,10,7,9) flow_balance(g36,7,9) 1
    f(g36,7,10,7,9) flow_balance(g36,7,10) -1
    f(g36,7,10,7,9) flow_cap_tail(g36,7,10,7,9) 1
    f(g36,7,10,7,9) flow_cap_head(g36,7,10,7,9) 1
    f(g36,7,10,6,10) flow_balance(g36,6,10) 1
    f(g36,7,10,6,10) flow_balance(g36,7,10) -1
    f(g36,7,10,6,10) flow_cap_tail(g36,7,10,6,10) 1
    f(g36,7,10,6,10) flow_cap_head(g36,7,10,6,10) 1
    f(g36,8,7,7,7) flow_balance(g36,7,7) 1
    f(g36,8,7,7,7) flow_balance(g36,8,7) -1
    f(g36,8,7,7,7) flow_cap_tail(g36,8,7,7,7) 1
    f(g36,8,7,7,7) flow_cap_head(g36,8,7,7,7) 1
    f(g37,8,1,8,0) flow_balance(g37,8,0) 1
    f(g37,8,1,8,0) flow_cap_tail(g37,8,1,8,0) 1
    f(g37,8,1,8,0) flow_cap_head(g37,8,1,8,0) 1
    f(g37,8,2,8,1) flow_balance(g37,8,2) -1
    f(g37,8,2,8,1) flow_cap_tail(g37,8,2,8,1) 1
    f(g37,8,2,8,1) flow_cap_head(g37,8,2,8,1) 1
    f(g37,8,3,8,2) flow_balance(g37,8,2) 1
    f(g37,8,3,8,2) flow_balance(g37,8,3) -1
    f(g37,8,3,8,2) flow_cap_tail(g37,8,3,8,2) 1
    f(g37,8,3,8,2) flow_cap_head(g37,8,3,8,2) 1
    f(g37,6,0,5,0) flow_balance(g37,5,0) 1
    f(g37,6,0,5,0) flow_balance(g37,6,0) -1
    f(g37,6,0,5,0) flow_cap_tail(g37,6,0,5,0) 1
    f(g37,6,0,5,0) flow_cap_head(g37,6,0,5,0) 1
    f(g37,7,0,6,0) flow_balance(g37,6,0) 1
    f(g37,7,0,6,0) flow_balance(g37,7,0) -1
    f(g37,7,0,6,0) flow_cap_tail(g37,7,0,6,0) 1
    f(g37,7,0,6,0) flow_cap_head(g37,7,0,6,0) 1
    f(g37,8,0,7,0) flow_balance(g37,7,0) 1
    f(g37,8,0,7,0) flow_balance(g37,8,0) -1
    f(g37,8,0,7,0) flow_cap_tail(g37,8,0,7,0) 1
    f(g37,8,0,7,0) flow_cap_head(g37,8,0,7,0) 1
    f(g37,8,3,7,3) flow_balance(g37,7,3) 1
    f(g37,8,3,7,3) flow_balance(g37,8,3) -1
    f(g37,8,3,7,3) flow_cap_tail(g37,8,3,7,3) 1
    f(g37,8,3,7,3) flow_cap_head(g37,8,3,7,3) 1
    f(g37,9,0,8,0) flow_balance(g37,8,0) 1
    f(g37,9,0,8,0) flow_balance(g37,9,0) -1
    f(g37,9,0,8,0) flow_cap_tail(g37,9,0,8,0) 1
    f(g37,9,0,8,0) flow_cap_head(g37,9,0,8,0) 1
    f(g37,9,3,8,3) flow_balance(g37,8,3) 1
    f(g37,9,3,8,3) flow_balance(g37,9,3) -1
    f(g37,9,3,8,3) flow_cap_tail(g37,9,3,8,3) 1
    f(g37,9,3,8,3) flow_cap_head(g37,9,3,8,3) 1
    f(g37,10,3,9,3) flow_balance(g37,9,3) 1
    f(g37,10,3,9,3) flow_balance(g37,10,3) -1
    f(g37,10,3,9,3) flow_cap_tail(g37,10,3,9,3) 1
    f(g37,10,3,9,3) flow_cap_head(g37,10,3,9,3) 1
    f(g37,11,3,10,3) flow_balance(g37,10,3) 1
    f(g37,11,3,10,3) flow_balance(g37,11,3) -1
    f(g37,11,3,10,3) flow_cap_tail(g37,11,3,10,3) 1
    f(g37,11,3,10,3) flow_cap_head(g37,11,3,10,3) 1
    f(g38,7,3,7,2) flow_balance(g38,7,2) 1
    f(g38,7,3,7,2) flow_balance(g38,7,3) -1
    f(g38,7,3,7,2) flow_cap_tail(g38,7,3,7,2) 1
    f(g38,7,3,7,2) flow_cap_head(g38,7,3,7,2) 1
    f(g38,7,6,7,5) flow_balance(g38,7,5) 1
    f(g38,7,6,7,5) flow_balance(g38,7,6) -1
    f(g38,7,6,7,5) flow_cap_tail(g38,7,6,7,5) 1
    f(g38,7,6,7,5) flow_cap_head(g38,7,6,7,5) 1
    f(g38,8,4,8,3) flow_balance(g38,8,3) 1
    f(g38,8,4,8,3) flow_cap_tail(g38,8,4,8,3) 1
    f(g38,8,4,8,3) flow_cap_head(g38,8,4,8,3) 1
    f(g38,8,5,8,4) flow_balance(g38,8,5) -1
    f(g38,8,5,8,4) flow_cap_tail(g38,8,5,8,4) 1
    f(g38,8,5,8,4) flow_cap_head(g38,8,5,8,4) 1
    f(g38,8,6,8,5) flow_balance(g38,8,5) 1
    f(g38,8,6,8,5) flow_balance(g38,8,6) -1
    f(g38,8,6,8,5) flow_cap_tail(g38,8,6,8,5) 1
    f(g38,8,6,8,5) flow_cap_head(g38,8,6,8,5) 1
    f(g38,9,4,9,3) flow_balance(g38,9,3) 1
    f(g38,9,4,9,3) flow_balance(g38,9,4) -1
    f(g38,9,4,9,3) flow_cap_tail(g38,9,4,9,3) 1
    f(g38,9,4,9,3) flow_cap_head(g38,9,4,9,3) 1
    f(g38,9,7,9,6) flow_balance(g38,9,6) 1
    f(g38,9,7,9,6) flow_balance(g38,9,7) -1
    f(g38,9,7,9,6) flow_cap_tail(g38,9,7,9,6) 1
    f(g38,9,7,9,6) flow_cap_head(g38,9,7,9,6) 1
    f(g38,8,3,7,3) flow_balance(g38,7,3) 1
    f(g38,8,3,7,3) flow_balance(g38,8,3) -1
    f(g38,8,3,7,3) flow_cap_tail(g38,8,3,7,3) 1
    f(g38,8,3,7,3) flow_cap_head(g38,8,3,7,3) 1
    f(g38,8,5,7,5) flow_balance(g38,7,5) 1
    f(g38,8,5,7,5) flow_balance(g38,8,5) -1
    f(g38,8,5,7,5) flow_cap_tail(g38,8,5,7,5) 1
    f(g38,8,5,7,5) flow_cap_head(g38,8,5,7,5) 1
    f(g38,8,6,7,6) flow_balance(g38,7,6) 1
    f(g38,8,6,7,6) flow_balance(g38,8,6) -1
    f(g38,8,6,7,6) flow_cap_tail(g38,8,6,7,6) 1
    f(g38,8,6,7,6) flow_cap_head(g38,8,6,7,6) 1
    f(g38,9,3,8,3) flow_balance(g38,8,3) 1
    f(g38,9,3,8,3) flow_balance(g38,9,3) -1
    f(g38,9,3,8,3) flow_cap_tail(g38,9,3,8,3) 1
    f(g38,9,3,8,3) flow_cap_head(g38,9,3,8,3) 1
    f(g38,9,4,8,4) flow_balance(g38,9,4) -1
    f(g38,9,4,8,4) flow_cap_tail(g38,9,4,8,4) 1
    f(g38,9,4,8,4) flow_cap_head(g38,9,4,8,4) 1
    f(g38,9,6,8,6) flow_balance(g38,8,6) 1
    f(g38,9,6,8,6) flow_balance(g38,9,6) -1
    f(g38,9,6,8,6) flow_cap_tail(g38,9,6,8,6) 1
    f(g38,9,6,8,6) flow_cap_head(g38,9,6,8,6) 1
    f(g41,8,10,8,9) flow_balance(g41,8,10) -1
    f(g41,8,10,8,9) flow_cap_tail(g41,8,10,8,9) 1
    f(g41,8,10,8,9) flow_cap_head(g41,8,10,8,9) 1
    f(g41,9,10,9,9) flow_balance(g41,9,9) 1
    f(g41,9,10,9,9) flow_balance(g41,9,10) -1
    f(g41,9,10,9,9) flow_cap_tail(g41,9,10,9,9) 1
    f(g41,9,10,9,9) flow_cap_head(g41,9,10,9,9) 1
    f(g41,7,10,6,10) flow_balance(g41,6,10) 1
    f(g41,7,10,6,10) flow_balance(g41,7,10) -1
    f(g41,7,10,6,10) flow_cap_tail(g41,7,10,6,10) 1
    f(g41,7,10,6,10) flow_cap_head(g41,7,10,6,10) 1
    f(g41,8,10,7,10) flow_balance(g41,7,10) 1
    f(g41,8,10,7,10) flow_balance(g41,8,10) -1
    f(g41,8,10,7,10) flow_cap_tail(g41,8,10,7,10) 1
    f(g41,8,10,7,10) flow_cap_head(g41,8,10,7,10) 1
    f(g41,9,9,8,9) flow_balance(g41,9,9) -1
    f(g41,9,9,8,9) flow_cap_tail(g41,9,9,8,9) 1
    f(g41,9,9,8,9) flow_cap_head(g41,9,9,8,9) 1
    f(g41,9,10,8,10) flow_balance(g41,8,10) 1
    f(g41,9,10,8,10) flow_balance(g41,9,10) -1
    f(g41,9,10,8,10) flow_cap_tail(g41,9,10,8,10) 1
    f(g41,9,10,8,10) flow_cap_head(g41,9,10,8,10) 1
    f(g41,10,9,9,9) flow_balance(g41,9,9) 1
    f(g41,10,9,9,9) flow_balance(g41,10,9) -1
    f(g41,10,9,9,9) flow_cap_tail(g41,10,9,9,9) 1
    f(g41,10,9,9,9) flow_cap_head(g41,10,9,9,9) 1
    f(g41,11,9,10,9) flow_balance(g41,10,9) 1
    f(g41,11,9,10,9) flow_balance(g41,11,9) -1
    f(g41,11,9,10,9) flow_cap_tail(g41,11,9,10,9) 1
    f(g41,11,9,10,9) flow_cap_head(g41,11,9,10,9) 1
    f(g42,9,1,9,0) flow_balance(g42,9,0) 1
    f(g42,9,1,9,0) flow_cap_tail(g42,9,1,9,0) 1
    f(g42,9,1,9,0) flow_cap_head(g42,9,1,9,0) 1
    f(g42,9,2,9,1) flow_balance(g42,9,2) -1
    f(g42,9,2,9,1) flow_cap_tail(g42,9,2,9,1) 1
    f(g42,9,2,9,1) flow_cap_head(g42,9,2,9,1) 1
    f(g42,9,3,9,2) flow_balance(g42,9,2) 1
    f(g42,9,3,9,2) flow_balance(g42,9,3) -1
    f(g42,9,3,9,2) flow_cap_tail(g42,9,3,9,2) 1
    f(g42,9,3,9,2) flow_cap_head(g42,9,3,9,2) 1
    f(g42,8,0,7,0) flow_balance(g42,7,0) 1
    f(g42,8,0,7,0) flow_balance(g42,8,0) -1
    f(g42,8,0,7,0) flow_cap_tail(g42,8,0,7,0) 1
    f(g42,8,0,7,0) flow_cap_head(g42,8,0,7,0) 1
    f(g42,9,0,8,0) flow_balance(g42,8,0) 1
    f(g42,9,0,8,0) flow_balance(g42,9,0) -1
    f(g42,9,0,8,0) flow_cap_tail(g42,9,0,8,0) 1
    f(g42,9,0,8,0) flow_cap_head(g42,9,0,8,0) 1
    f(g42,9,3,8,3) flow_balance(g42,8,3) 1
    f(g42,9,3,8,3) flow_balance(g42,9,3) -1
    f(g42,9,3,8,3) flow_cap_tail(g42,9,3,8,3) 1
    f(g42,9,3,8,3) flow_cap_head(g42,9,3,8,3) 1
    f(g42,10,0,9,0) flow_balance(g42,9,0) 1
    f(g42,10,0,9,0) flow_balance(g42,10,0) -1
    f(g42,10,0,9,0) flow_cap_tail(g42,10,0,9,0) 1
    f(g42,10,0,9,0) flow_cap_head(g42,10,0,9,0) 1
    f(g42,10,3,9,3) flow_balance(g42,9,3) 1
    f(g42,10,3,9,3) flow_balance(g42,10,3) -1
    f(g42,10,3,9,3) flow_cap_tail(g42,10,3,9,3) 1
    f(g42,10,3,9,3) flow_cap_head(g42,10,3,9,3) 1
    f(g42,11,3,10,3) flow_balance(g42,10,3) 1
    f(g42,11,3,10,3) flow_balance(g42,11,3) -1
    f(g42,11,3,10,3) flow_cap_tail(g42,11,3,10,3) 1
    f(g42,11,3,10,3) flow_cap_head(g42,11,3,10,3) 1
    f(g43,7,7,7,6) flow_balance(g43,7,6) 1
    f(g43,7,7,7,6) flow_balance(g43,7,7) -1
    f(g43,7,7,7,6) flow_cap_tail(g43,7,7,7,6) 1
    f(g43,7,7,7,6) flow_cap_head(g43,7,7,7,6) 1
    f(g43,9,4,9,3) flow_balance(g43,9,3) 1
    f(g43,9,4,9,3) flow_balance(g43,9,4) -1
    f(g43,9,4,9,3) flow_cap_tail(g43,9,4,9,3) 1
    f(g43,9,4,9,3) flow_cap_head(g43,9,4,9,3) 1
    f(g43,9,5,9,4) flow_balance(g43,9,4) 1
    f(g43,9,5,9,4) flow_cap_tail(g43,9,5,9,4) 1
    f(g43,9,5,9,4) flow_cap_head(g43,9,5,9,4) 1
    f(g43,9,6,9,5) flow_balance(g43,9,6) -1
    f(g43,9,6,9,5) flow_cap_tail(g43,9,6,9,5) 1
    f(g43,9,6,9,5) flow_cap_head(g43,9,6,9,5) 1
    f(g43,9,7,9,6) flow_balance(g43,9,6) 1
    f(g43,9,7,9,6) flow_balance(g43,9,7) -1
    f(g43,9,7,9,6) flow_cap_tail(g43,9,7,9,6) 1
    f(g43,9,7,9,6) flow_cap_head(g43,9,7,9,6) 1
    f(g43,11,4,11,3) flow_balance(g43,11,3) 1
    f(g43,11,4,11,3) flow_balance(g43,11,4) -1
    f(g43,11,4,11,3) flow_cap_tail(g43,11,4,11,3) 1
    f(g43,11,4,11,3) flow_cap_head(g43,11,4,11,3) 1
    f(g43,8,7,7,7) flow_balance(g43,7,7) 1
    f(g43,8,7,7,7) flow_balance(g43,8,7) -1
    f(g43,8,7,7,7) flow_cap_tail(g43,8,7,7,7) 1
    f(g43,8,7,7,7) flow_cap_head(g43,8,7,7,7) 1
    f(g43,9,7,8,7) flow_balance(g43,8,7) 1
    f(g43,9,7,8,7) flow_balance(g43,9,7) -1
    f(g43,9,7,8,7) flow_cap_tail(g43,9,7,8,7) 1
    f(g43,9,7,8,7) flow_cap_head(g43,9,7,8,7) 1
    f(g43,10,3,9,3) flow_balance(g43,9,3) 1
    f(g43,10,3,9,3) flow_balance(g43,10,3) -1
    f(g43,10,3,9,3) flow_cap_tail(g43,10,3,9,3) 1
    f(g43,10,3,9,3) flow_cap_head(g43,10,3,9,3) 1
    f(g43,11,3,10,3) flow_balance(g43,10,3) 1
    f(g43,11,3,10,3) flow_balance(g43,11,3) -1
    f(g43,11,3,10,3) flow_cap_tail(g43,11,3,10,3) 1
    f(g43,11,3,10,3) flow_cap_head(g43,11,3,10,3) 1
    f(g45,8,7,8,6) flow_balance(g45,8,6) 1
    f(g45,8,7,8,6) flow_balance(g45,8,7) -1
    f(g45,8,7,8,6) flow_cap_tail(g45,8,7,8,6) 1
    f(g45,8,7,8,6) flow_cap_head(g45,8,7,8,6) 1
    f(g45,9,7,9,6) flow_balance(g45,9,6) 1
    f(g45,9,7,9,6) flow_balance(g45,9,7) -1
    f(g45,9,7,9,6) flow_cap_tail(g45,9,7,9,6) 1
    f(g45,9,7,9,6) flow_cap_head(g45,9,7,9,6) 1
    f(g45,9,8,9,7) flow_balance(g45,9,7) 1
    f(g45,9,8,9,7) flow_cap_tail(g45,9,8,9,7) 1
    f(g45,9,8,9,7) flow_cap_head(g45,9,8,9,7) 1
    f(g45,10,9,10,8) flow_balance(g45,10,8) 1
    f(g45,10,9,10,8) flow_balance(g45,10,9) -1
    f(g45,10,9,10,8) flow_cap_tail(g45,10,9,10,8) 1
    f(g45,10,9,10,8) flow_cap_head(g45,10,9,10,8) 1
    f(g45,10,10,10,9) flow_balance(g45,10,9) 1
    f(g45,10,10,10,9) flow_balance(g45,10,10) -1
    f(g45,10,10,10,9) flow_cap_tail(g45,10,10,10,9) 1
    f(g45,10,10,10,9) flow_cap_head(g45,10,10,10,9) 1
    f(g45,11,10,11,9) flow_balance(g45,11,9) 1
    f(g45,11,10,11,9) flow_balance(g45,11,10) -1
    f(g45,11,10,11,9) flow_cap_tail(g45,11,10,11,9) 1
    f(g45,11,10,11,9) flow_cap_head(g45,11,10,11,9) 1
    f(g45,9,6,8,6) flow_balance(g45,8,6) 1
    f(g45,9,6,8,6) flow_balance(g45,9,6) -1
    f(g45,9,6,8,6) flow_cap_tail(g45,9,6,8,6) 1
    f(g45,9,6,8,6) flow_cap_head(g45,9,6,8,6) 1
    f(g45,9,7,8,7) flow_balance(g45,8,7) 1
    f(g45,9,7,8,7) flow_balance(g45,9,7) -1
    f(g45,9,7,8,7) flow_cap_tail(g45,9,7,8,7) 1
    f(g45,9,7,8,7) flow_cap_head(g45,9,7,8,7) 1
    f(g45,10,8,9,8) flow_balance(g45,10,8) -1
    f(g45,10,8,9,8) flow_cap_tail(g45,10,8,9,8) 1
    f(g45,10,8,9,8) flow_cap_head(g45,10,8,9,8) 1
    f(g45,11,9,10,9) flow_balance(g45,10,9) 1
    f(g45,11,9,10,9) flow_balance(g45,11,9) -1
    f(g45,11,9,10,9) flow_cap_tail(g45,11,9,10,9) 1
    f(g45,11,9,10,9) flow_cap_head(g45,11,9,10,9) 1
    f(g45,11,10,10,10) flow_balance(g45,10,10) 1
    f(g45,11,10,10,10) flow_balance(g45,11,10) -1
    f(g45,11,10,10,10) flow_cap_tail(g45,11,10,10,10) 1
    f(g45,11,10,10,10) flow_cap_head(g45,11,10,10,10) 1
    f(g46,10,4,10,3) flow_balance(g46,10,3) 1
    f(g46,10,4,10,3) flow_cap_tail(g46,10,4,10,3) 1
    f(g46,10,4,10,3) flow_cap_head(g46,10,4,10,3) 1
    f(g46,10,5,10,4) flow_balance(g46,10,5) -1
    f(g46,10,5,10,4) flow_cap_tail(g46,10,5,10,4) 1
    f(g46,10,5,10,4) flow_cap_head(g46,10,5,10,4) 1
    f(g46,10,6,10,5) flow_balance(g46,10,5) 1
    f(g46,10,6,10,5) flow_balance(g46,10,6) -1
    f(g46,10,6,10,5) flow_cap_tail(g46,10,6,10,5) 1
    f(g46,10,6,10,5) flow_cap_head(g46,10,6,10,5) 1
    f(g46,10,6,9,6) flow_balance(g46,9,6) 1
    f(g46,10,6,9,6) flow_balance(g46,10,6) -1
    f(g46,10,6,9,6) flow_cap_tail(g46,10,6,9,6) 1
    f(g46,10,6,9,6) flow_cap_head(g46,10,6,9,6) 1
    f(g46,11,3,10,3) flow_balance(g46,10,3) 1
    f(g46,11,3,10,3) flow_balance(g46,11,3) -1
    f(g46,11,3,10,3) flow_cap_tail(g46,11,3,10,3) 1
    f(g46,11,3,10,3) flow_cap_head(g46,11,3,10,3) 1
    f(g47,10,7,9,7) flow_balance(g47,9,7) 1
    f(g47,10,7,9,7) flow_cap_tail(g47,10,7,9,7) 1
    f(g47,10,7,9,7) flow_cap_head(g47,10,7,9,7) 1
    f(g47,11,7,10,7) flow_balance(g47,11,7) -1
    f(g47,11,7,10,7) flow_cap_tail(g47,11,7,10,7) 1
    f(g47,11,7,10,7) flow_cap_head(g47,11,7,10,7) 1
    f(g49,10,1,10,0) flow_balance(g49,10,0) 1
    f(g49,10,1,10,0) flow_balance(g49,10,1) -1
    f(g49,10,1,10,0) flow_cap_tail(g49,10,1,10,0) 1
    f(g49,10,1,10,0) flow_cap_head(g49,10,1,10,0) 1
    f(g49,10,2,10,1) flow_balance(g49,10,1) 1
    f(g49,10,2,10,1) flow_cap_tail(g49,10,2,10,1) 1
    f(g49,10,2,10,1) flow_cap_head(g49,10,2,10,1) 1
    f(g49,11,3,11,2) flow_balance(g49,11,2) 1
    f(g49,11,3,11,2) flow_balance(g49,11,3) -1
    f(g49,11,3,11,2) flow_cap_tail(g49,11,3,11,2) 1
    f(g49,11,3,11,2) flow_cap_head(g49,11,3,11,2) 1
    f(g49,11,4,11,3) flow_balance(g49,11,3) 1
    f(g49,11,4,11,3) flow_balance(g49,11,4) -1
    f(g49,11,4,11,3) flow_cap_tail(g49,11,4,11,3) 1
    f(g49,11,4,11,3) flow_cap_head(g49,11,4,11,3) 1
    f(g49,11,2,10,2) flow_balance(g49,11,2) -1
    f(g49,11,2,10,2) flow_cap_tail(g49,11,2,10,2) 1
    f(g49,11,2,10,2) flow_cap_head(g49,11,2,10,2) 1
    f(g50,11,1,11,0) flow_balance(g50,11,1) -1
    f(g50,11,1,11,0) flow_cap_tail(g50,11,1,11,0) 1
    f(g50,11,1,11,0) flow_cap_head(g50,11,1,11,0) 1
    f(g51,11,5,11,4) flow_balance(g51,11,4) 1
    f(g51,11,5,11,4) flow_cap_tail(g51,11,5,11,4) 1
    f(g51,11,5,11,4) flow_cap_head(g51,11,5,11,4) 1
    f(g51,11,6,11,5) flow_balance(g51,11,6) -1
    f(g51,11,6,11,5) flow_cap_tail(g51,11,6,11,5) 1
    f(g51,11,6,11,5) flow_cap_head(g51,11,6,11,5) 1
    f(g51,11,7,11,6) flow_balance(g51,11,6) 1
    f(g51,11,7,11,6) flow_balance(g51,11,7) -1
    f(g51,11,7,11,6) flow_cap_tail(g51,11,7,11,6) 1
    f(g51,11,7,11,6) flow_cap_head(g51,11,7,11,6) 1
    f(g52,11,8,11,7) flow_balance(g52,11,7) 1
    f(g52,11,8,11,7) flow_cap_tail(g52,11,8,11,7) 1
    f(g52,11,8,11,7) flow_cap_head(g52,11,8,11,7) 1
    f(g52,11,9,11,8) flow_balance(g52,11,9) -1
    f(g52,11,9,11,8) flow_cap_tail(g52,11,9,11,8) 1
    f(g52,11,9,11,8) flow_cap_head(g52,11,9,11,8) 1
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
 UP BND f(g2,0,7,0,8) 3
 UP BND f(g2,0,8,0,9) 3
 UP BND f(g2,0,9,0,10) 3
 UP BND f(g4,0,5,0,6) 5
 UP BND f(g4,0,6,0,7) 5
 UP BND f(g4,1,4,1,5) 5
 UP BND f(g4,1,5,1,6) 5
 UP BND f(g4,0,5,1,5) 5
 UP BND f(g4,0,6,1,6) 5
 UP BND f(g5,1,0,1,1) 1
 UP BND f(g6,0,2,0,3) 8
 UP BND f(g6,0,3,0,4) 8
 UP BND f(g6,1,2,1,3) 8
 UP BND f(g6,1,3,1,4) 8
 UP BND f(g6,2,2,2,3) 8
 UP BND f(g6,2,3,2,4) 8
 UP BND f(g6,0,2,1,2) 8
 UP BND f(g6,0,3,1,3) 8
 UP BND f(g6,0,4,1,4) 8
 UP BND f(g6,1,2,2,2) 8
 UP BND f(g6,1,3,2,3) 8
 UP BND f(g6,1,4,2,4) 8
 UP BND f(g8,0,10,1,10) 2
 UP BND f(g8,1,10,2,10) 2
 UP BND f(g9,1,8,1,9) 3
 UP BND f(g9,2,9,2,10) 3
 UP BND f(g9,1,9,2,9) 3
 UP BND f(g14,1,11,2,11) 2
 UP BND f(g14,2,11,3,11) 2
 UP BND f(g15,2,8,3,8) 1
 UP BND f(g16,2,2,2,3) 8
 UP BND f(g16,3,3,3,4) 8
 UP BND f(g16,3,4,3,5) 8
 UP BND f(g16,4,5,4,6) 8
 UP BND f(g16,1,2,2,2) 8
 UP BND f(g16,2,3,3,3) 8
 UP BND f(g16,3,5,4,5) 8
 UP BND f(g16,4,6,5,6) 8
 UP BND f(g17,3,5,3,6) 2
 UP BND f(g17,3,6,3,7) 2
 UP BND f(g19,3,0,4,0) 1
 UP BND f(g20,2,1,2,2) 9
 UP BND f(g20,2,2,2,3) 9
 UP BND f(g20,3,1,3,2) 9
 UP BND f(g20,4,1,4,2) 9
 UP BND f(g20,5,0,5,1) 9
 UP BND f(g20,5,1,5,2) 9
 UP BND f(g20,2,1,3,1) 9
 UP BND f(g20,2,2,3,2) 9
 UP BND f(g20,3,1,4,1) 9
 UP BND f(g20,3,2,4,2) 9
 UP BND f(g20,4,1,5,1) 9
 UP BND f(g20,4,2,5,2) 9
 UP BND f(g21,4,3,4,4) 2
 UP BND f(g21,4,4,4,5) 2
 UP BND f(g22,4,7,4,8) 3
 UP BND f(g22,3,7,4,7) 3
 UP BND f(g22,4,8,5,8) 3
 UP BND f(g26,5,4,5,5) 1
 UP BND f(g28,3,10,4,10) 4
 UP BND f(g28,4,10,5,10) 4
 UP BND f(g28,5,10,6,10) 4
 UP BND f(g28,6,10,7,10) 4
 UP BND f(g30,5,0,5,1) 8
 UP BND f(g30,5,1,5,2) 8
 UP BND f(g30,6,0,6,1) 8
 UP BND f(g30,6,1,6,2) 8
 UP BND f(g30,7,0,7,1) 8
 UP BND f(g30,7,1,7,2) 8
 UP BND f(g30,5,0,6,0) 8
 UP BND f(g30,5,1,6,1) 8
 UP BND f(g30,5,2,6,2) 8
 UP BND f(g30,6,0,7,0) 8
 UP BND f(g30,6,1,7,1) 8
 UP BND f(g30,6,2,7,2) 8
 UP BND f(g31,5,0,5,1) 9
 UP BND f(g31,5,1,5,2) 9
 UP BND f(g31,6,2,6,3) 9
 UP BND f(g31,6,3,6,4) 9
 UP BND f(g31,6,4,6,5) 9
 UP BND f(g31,7,5,7,6) 9
 UP BND f(g31,7,6,7,7) 9
 UP BND f(g31,5,2,6,2) 9
 UP BND f(g31,6,5,7,5) 9
 UP BND f(g32,5,6,5,7) 11
 UP BND f(g32,5,7,5,8) 11
 UP BND f(g32,6,5,6,6) 11
 UP BND f(g32,6,6,6,7) 11
 UP BND f(g32,6,7,6,8) 11
 UP BND f(g32,7,5,7,6) 11
 UP BND f(g32,7,6,7,7) 11
 UP BND f(g32,4,6,5,6) 11
 UP BND f(g32,5,6,6,6) 11
 UP BND f(g32,5,7,6,7) 11
 UP BND f(g32,5,8,6,8) 11
 UP BND f(g32,6,5,7,5) 11
 UP BND f(g32,6,6,7,6) 11
 UP BND f(g32,6,7,7,7) 11
 UP BND f(g32,7,7,8,7) 11
 UP BND f(g33,6,8,6,9) 4
 UP BND f(g33,6,9,6,10) 4
 UP BND f(g33,5,8,6,8) 4
 UP BND f(g33,6,10,7,10) 4
 UP BND f(g34,6,11,7,11) 1
 UP BND f(g35,5,1,5,2) 14
 UP BND f(g35,7,1,7,2) 14
 UP BND f(g35,7,2,7,3) 14
 UP BND f(g35,7,3,7,4) 14
 UP BND f(g35,7,4,7,5) 14
 UP BND f(g35,7,5,7,6) 14
 UP BND f(g35,7,6,7,7) 14
 UP BND f(g35,9,6,9,7) 14
 UP BND f(g35,5,2,6,2) 14
 UP BND f(g35,6,2,7,2) 14
 UP BND f(g35,6,5,7,5) 14
 UP BND f(g35,7,3,8,3) 14
 UP BND f(g35,7,6,8,6) 14
 UP BND f(g35,8,6,9,6) 14
 UP BND f(g36,7,7,7,8) 5
 UP BND f(g36,7,8,7,9) 5
 UP BND f(g36,7,9,7,10) 5
 UP BND f(g36,6,10,7,10) 5
 UP BND f(g36,7,7,8,7) 5
 UP BND f(g37,8,0,8,1) 11
 UP BND f(g37,8,1,8,2) 11
 UP BND f(g37,8,2,8,3) 11
 UP BND f(g37,5,0,6,0) 11
 UP BND f(g37,6,0,7,0) 11
 UP BND f(g37,7,0,8,0) 11
 UP BND f(g37,7,3,8,3) 11
 UP BND f(g37,8,0,9,0) 11
 UP BND f(g37,8,3,9,3) 11
 UP BND f(g37,9,3,10,3) 11
 UP BND f(g37,10,3,11,3) 11
 UP BND f(g38,7,2,7,3) 11
 UP BND f(g38,7,5,7,6) 11
 UP BND f(g38,8,3,8,4) 11
 UP BND f(g38,8,4,8,5) 11
 UP BND f(g38,8,5,8,6) 11
 UP BND f(g38,9,3,9,4) 11
 UP BND f(g38,9,6,9,7) 11
 UP BND f(g38,7,3,8,3) 11
 UP BND f(g38,7,5,8,5) 11
 UP BND f(g38,7,6,8,6) 11
 UP BND f(g38,8,3,9,3) 11
 UP BND f(g38,8,4,9,4) 11
 UP BND f(g38,8,6,9,6) 11
 UP BND f(g41,8,9,8,10) 7
 UP BND f(g41,9,9,9,10) 7
 UP BND f(g41,6,10,7,10) 7
 UP BND f(g41,7,10,8,10) 7
 UP BND f(g41,8,9,9,9) 7
 UP BND f(g41,8,10,9,10) 7
 UP BND f(g41,9,9,10,9) 7
 UP BND f(g41,10,9,11,9) 7
 UP BND f(g42,9,0,9,1) 9
 UP BND f(g42,9,1,9,2) 9
 UP BND f(g42,9,2,9,3) 9
 UP BND f(g42,7,0,8,0) 9
 UP BND f(g42,8,0,9,0) 9
 UP BND f(g42,8,3,9,3) 9
 UP BND f(g42,9,0,10,0) 9
 UP BND f(g42,9,3,10,3) 9
 UP BND f(g42,10,3,11,3) 9
 UP BND f(g43,7,6,7,7) 10
 UP BND f(g43,9,3,9,4) 10
 UP BND f(g43,9,4,9,5) 10
 UP BND f(g43,9,5,9,6) 10
 UP BND f(g43,9,6,9,7) 10
 UP BND f(g43,11,3,11,4) 10
 UP BND f(g43,7,7,8,7) 10
 UP BND f(g43,8,7,9,7) 10
 UP BND f(g43,9,3,10,3) 10
 UP BND f(g43,10,3,11,3) 10
 UP BND f(g45,8,6,8,7) 9
 UP BND f(g45,9,6,9,7) 9
 UP BND f(g45,9,7,9,8) 9
 UP BND f(g45,10,8,10,9) 9
 UP BND f(g45,10,9,10,10) 9
 UP BND f(g45,11,9,11,10) 9
 UP BND f(g45,8,6,9,6) 9
 UP BND f(g45,8,7,9,7) 9
 UP BND f(g45,9,8,10,8) 9
 UP BND f(g45,10,9,11,9) 9
 UP BND f(g45,10,10,11,10) 9
 UP BND f(g46,10,3,10,4) 5
 UP BND f(g46,10,4,10,5) 5
 UP BND f(g46,10,5,10,6) 5
 UP BND f(g46,9,6,10,6) 5
 UP BND f(g46,10,3,11,3) 5
 UP BND f(g47,9,7,10,7) 2
 UP BND f(g47,10,7,11,7) 2
 UP BND f(g49,10,0,10,1) 5
 UP BND f(g49,10,1,10,2) 5
 UP BND f(g49,11,2,11,3) 5
 UP BND f(g49,11,3,11,4) 5
 UP BND f(g49,10,2,11,2) 5
 UP BND f(g50,11,0,11,1) 1
 UP BND f(g51,11,4,11,5) 3
 UP BND f(g51,11,5,11,6) 3
 UP BND f(g51,11,6,11,7) 3
 UP BND f(g52,11,7,11,8) 2
 UP BND f(g52,11,8,11,9) 2
 UP BND f(g2,0,8,0,7) 3
 UP BND f(g2,0,9,0,8) 3
 UP BND f(g2,0,10,0,9) 3
 UP BND f(g4,0,6,0,5) 5
 UP BND f(g4,0,7,0,6) 5
 UP BND f(g4,1,5,1,4) 5
 UP BND f(g4,1,6,1,5) 5
 UP BND f(g4,1,5,0,5) 5
 UP BND f(g4,1,6,0,6) 5
 UP BND f(g5,1,1,1,0) 1
 UP BND f(g6,0,3,0,2) 8
 UP BND f(g6,0,4,0,3) 8
 UP BND f(g6,1,3,1,2) 8
 UP BND f(g6,1,4,1,3) 8
 UP BND f(g6,2,3,2,2) 8
 UP BND f(g6,2,4,2,3) 8
 UP BND f(g6,1,2,0,2) 8
 UP BND f(g6,1,3,0,3) 8
 UP BND f(g6,1,4,0,4) 8
 UP BND f(g6,2,2,1,2) 8
 UP BND f(g6,2,3,1,3) 8
 UP BND f(g6,2,4,1,4) 8
 UP BND f(g8,1,10,0,10) 2
 UP BND f(g8,2,10,1,10) 2
 UP BND f(g9,1,9,1,8) 3
 UP BND f(g9,2,10,2,9) 3
 UP BND f(g9,2,9,1,9) 3
 UP BND f(g14,2,11,1,11) 2
 UP BND f(g14,3,11,2,11) 2
 UP BND f(g15,3,8,2,8) 1
 UP BND f(g16,2,3,2,2) 8
 UP BND f(g16,3,4,3,3) 8
 UP BND f(g16,3,5,3,4) 8
 UP BND f(g16,4,6,4,5) 8
 UP BND f(g16,2,2,1,2) 8
 UP BND f(g16,3,3,2,3) 8
 UP BND f(g16,4,5,3,5) 8
 UP BND f(g16,5,6,4,6) 8
 UP BND f(g17,3,6,3,5) 2
 UP BND f(g17,3,7,3,6) 2
 UP BND f(g19,4,0,3,0) 1
 UP BND f(g20,2,2,2,1) 9
 UP BND f(g20,2,3,2,2) 9
 UP BND f(g20,3,2,3,1) 9
 UP BND f(g20,4,2,4,1) 9
 UP BND f(g20,5,1,5,0) 9
 UP BND f(g20,5,2,5,1) 9
 UP BND f(g20,3,1,2,1) 9
 UP BND f(g20,3,2,2,2) 9
 UP BND f(g20,4,1,3,1) 9
 UP BND f(g20,4,2,3,2) 9
 UP BND f(g20,5,1,4,1) 9
 UP BND f(g20,5,2,4,2) 9
 UP BND f(g21,4,4,4,3) 2
 UP BND f(g21,4,5,4,4) 2
 UP BND f(g22,4,8,4,7) 3
 UP BND f(g22,4,7,3,7) 3
 UP BND f(g22,5,8,4,8) 3
 UP BND f(g26,5,5,5,4) 1
 UP BND f(g28,4,10,3,10) 4
 UP BND f(g28,5,10,4,10) 4
 UP BND f(g28,6,10,5,10) 4
 UP BND f(g28,7,10,6,10) 4
 UP BND f(g30,5,1,5,0) 8
 UP BND f(g30,5,2,5,1) 8
 UP BND f(g30,6,1,6,0) 8
 UP BND f(g30,6,2,6,1) 8
 UP BND f(g30,7,1,7,0) 8
 UP BND f(g30,7,2,7,1) 8
 UP BND f(g30,6,0,5,0) 8
 UP BND f(g30,6,1,5,1) 8
 UP BND f(g30,6,2,5,2) 8
 UP BND f(g30,7,0,6,0) 8
 UP BND f(g30,7,1,6,1) 8
 UP BND f(g30,7,2,6,2) 8
 UP BND f(g31,5,1,5,0) 9
 UP BND f(g31,5,2,5,1) 9
 UP BND f(g31,6,3,6,2) 9
 UP BND f(g31,6,4,6,3) 9
 UP BND f(g31,6,5,6,4) 9
 UP BND f(g31,7,6,7,5) 9
 UP BND f(g31,7,7,7,6) 9
 UP BND f(g31,6,2,5,2) 9
 UP BND f(g31,7,5,6,5) 9
 UP BND f(g32,5,7,5,6) 11
 UP BND f(g32,5,8,5,7) 11
 UP BND f(g32,6,6,6,5) 11
 UP BND f(g32,6,7,6,6) 11
 UP BND f(g32,6,8,6,7) 11
 UP BND f(g32,7,6,7,5) 11
 UP BND f(g32,7,7,7,6) 11
 UP BND f(g32,5,6,4,6) 11
 UP BND f(g32,6,6,5,6) 11
 UP BND f(g32,6,7,5,7) 11
 UP BND f(g32,6,8,5,8) 11
 UP BND f(g32,7,5,6,5) 11
 UP BND f(g32,7,6,6,6) 11
 UP BND f(g32,7,7,6,7) 11
 UP BND f(g32,8,7,7,7) 11
 UP BND f(g33,6,9,6,8) 4
 UP BND f(g33,6,10,6,9) 4
 UP BND f(g33,6,8,5,8) 4
 UP BND f(g33,7,10,6,10) 4
 UP BND f(g34,7,11,6,11) 1
 UP BND f(g35,5,2,5,1) 14
 UP BND f(g35,7,2,7,1) 14
 UP BND f(g35,7,3,7,2) 14
 UP BND f(g35,7,4,7,3) 14
 UP BND f(g35,7,5,7,4) 14
 UP BND f(g35,7,6,7,5) 14
 UP BND f(g35,7,7,7,6) 14
 UP BND f(g35,9,7,9,6) 14
 UP BND f(g35,6,2,5,2) 14
 UP BND f(g35,7,2,6,2) 14
 UP BND f(g35,7,5,6,5) 14
 UP BND f(g35,8,3,7,3) 14
 UP BND f(g35,8,6,7,6) 14
 UP BND f(g35,9,6,8,6) 14
 UP BND f(g36,7,8,7,7) 5
 UP BND f(g36,7,9,7,8) 5
 UP BND f(g36,7,10,7,9) 5
 UP BND f(g36,7,10,6,10) 5
 UP BND f(g36,8,7,7,7) 5
 UP BND f(g37,8,1,8,0) 11
 UP BND f(g37,8,2,8,1) 11
 UP BND f(g37,8,3,8,2) 11
 UP BND f(g37,6,0,5,0) 11
 UP BND f(g37,7,0,6,0) 11
 UP BND f(g37,8,0,7,0) 11
 UP BND f(g37,8,3,7,3) 11
 UP BND f(g37,9,0,8,0) 11
 UP BND f(g37,9,3,8,3) 11
 UP BND f(g37,10,3,9,3) 11
 UP BND f(g37,11,3,10,3) 11
 UP BND f(g38,7,3,7,2) 11
 UP BND f(g38,7,6,7,5) 11
 UP BND f(g38,8,4,8,3) 11
 UP BND f(g38,8,5,8,4) 11
 UP BND f(g38,8,6,8,5) 11
 UP BND f(g38,9,4,9,3) 11
 UP BND f(g38,9,7,9,6) 11
 UP BND f(g38,8,3,7,3) 11
 UP BND f(g38,8,5,7,5) 11
 UP BND f(g38,8,6,7,6) 11
 UP BND f(g38,9,3,8,3) 11
 UP BND f(g38,9,4,8,4) 11
 UP BND f(g38,9,6,8,6) 11
 UP BND f(g41,8,10,8,9) 7
 UP BND f(g41,9,10,9,9) 7
 UP BND f(g41,7,10,6,10) 7
 UP BND f(g41,8,10,7,10) 7
 UP BND f(g41,9,9,8,9) 7
 UP BND f(g41,9,10,8,10) 7
 UP BND f(g41,10,9,9,9) 7
 UP BND f(g41,11,9,10,9) 7
 UP BND f(g42,9,1,9,0) 9
 UP BND f(g42,9,2,9,1) 9
 UP BND f(g42,9,3,9,2) 9
 UP BND f(g42,8,0,7,0) 9
 UP BND f(g42,9,0,8,0) 9
 UP BND f(g42,9,3,8,3) 9
 UP BND f(g42,10,0,9,0) 9
 UP BND f(g42,10,3,9,3) 9
 UP BND f(g42,11,3,10,3) 9
 UP BND f(g43,7,7,7,6) 10
 UP BND f(g43,9,4,9,3) 10
 UP BND f(g43,9,5,9,4) 10
 UP BND f(g43,9,6,9,5) 10
 UP BND f(g43,9,7,9,6) 10
 UP BND f(g43,11,4,11,3) 10
 UP BND f(g43,8,7,7,7) 10
 UP BND f(g43,9,7,8,7) 10
 UP BND f(g43,10,3,9,3) 10
 UP BND f(g43,11,3,10,3) 10
 UP BND f(g45,8,7,8,6) 9
 UP BND f(g45,9,7,9,6) 9
 UP BND f(g45,9,8,9,7) 9
 UP BND f(g45,10,9,10,8) 9
 UP BND f(g45,10,10,10,9) 9
 UP BND f(g45,11,10,11,9) 9
 UP BND f(g45,9,6,8,6) 9
 UP BND f(g45,9,7,8,7) 9
 UP BND f(g45,10,8,9,8) 9
 UP BND f(g45,11,9,10,9) 9
 UP BND f(g45,11,10,10,10) 9
 UP BND f(g46,10,4,10,3) 5
 UP BND f(g46,10,5,10,4) 5
 UP BND f(g46,10,6,10,5) 5
 UP BND f(g46,10,6,9,6) 5
 UP BND f(g46,11,3,10,3) 5
 UP BND f(g47,10,7,9,7) 2
 UP BND f(g47,11,7,10,7) 2
 UP BND f(g49,10,1,10,0) 5
 UP BND f(g49,10,2,10,1) 5
 UP BND f(g49,11,3,11,2) 5
 UP BND f(g49,11,4,11,3) 5
 UP BND f(g49,11,2,10,2) 5
 UP BND f(g50,11,1,11,0) 1
 UP BND f(g51,11,5,11,4) 3
 UP BND f(g51,11,6,11,5) 3
 UP BND f(g51,11,7,11,6) 3
 UP BND f(g52,11,8,11,7) 2
 UP BND f(g52,11,9,11,8) 2
ENDATA
