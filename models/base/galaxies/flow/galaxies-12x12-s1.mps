NAME galaxies_flow_galaxies_12x12_s1
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
 E flow_balance(g1,0,1)
 E flow_balance(g1,0,3)
 E flow_balance(g2,0,3)
 E flow_balance(g2,0,5)
 E flow_balance(g3,0,5)
 E flow_balance(g3,0,6)
 E flow_balance(g3,0,8)
 E flow_balance(g3,0,9)
 E flow_balance(g3,0,10)
 E flow_balance(g5,0,1)
 E flow_balance(g5,0,3)
 E flow_balance(g5,1,0)
 E flow_balance(g5,1,2)
 E flow_balance(g5,1,3)
 E flow_balance(g5,2,0)
 E flow_balance(g5,2,2)
 E flow_balance(g6,0,5)
 E flow_balance(g6,0,6)
 E flow_balance(g6,2,6)
 E flow_balance(g6,2,7)
 E flow_balance(g7,0,10)
 E flow_balance(g7,1,9)
 E flow_balance(g7,1,11)
 E flow_balance(g7,2,10)
 E flow_balance(g8,0,3)
 E flow_balance(g8,0,5)
 E flow_balance(g8,1,3)
 E flow_balance(g8,1,5)
 E flow_balance(g8,2,4)
 E flow_balance(g8,2,5)
 E flow_balance(g8,2,6)
 E flow_balance(g8,3,4)
 E flow_balance(g8,3,6)
 E flow_balance(g9,2,0)
 E flow_balance(g9,2,2)
 E flow_balance(g10,1,7)
 E flow_balance(g10,1,8)
 E flow_balance(g10,2,7)
 E flow_balance(g10,2,9)
 E flow_balance(g10,2,10)
 E flow_balance(g10,3,9)
 E flow_balance(g10,3,10)
 E flow_balance(g11,1,11)
 E flow_balance(g11,3,11)
 E flow_balance(g12,1,3)
 E flow_balance(g12,2,2)
 E flow_balance(g12,3,3)
 E flow_balance(g12,3,4)
 E flow_balance(g12,4,3)
 E flow_balance(g13,1,0)
 E flow_balance(g13,2,0)
 E flow_balance(g13,4,0)
 E flow_balance(g13,5,0)
 E flow_balance(g14,2,2)
 E flow_balance(g14,4,2)
 E flow_balance(g15,2,6)
 E flow_balance(g15,2,7)
 E flow_balance(g15,3,4)
 E flow_balance(g15,3,6)
 E flow_balance(g15,4,3)
 E flow_balance(g15,4,4)
 E flow_balance(g16,2,7)
 E flow_balance(g16,3,6)
 E flow_balance(g16,3,7)
 E flow_balance(g16,4,8)
 E flow_balance(g16,4,9)
 E flow_balance(g16,4,10)
 E flow_balance(g16,5,9)
 E flow_balance(g17,1,7)
 E flow_balance(g17,2,6)
 E flow_balance(g17,2,7)
 E flow_balance(g17,3,6)
 E flow_balance(g17,3,9)
 E flow_balance(g17,3,10)
 E flow_balance(g17,3,11)
 E flow_balance(g17,4,4)
 E flow_balance(g17,4,5)
 E flow_balance(g17,4,7)
 E flow_balance(g17,4,9)
 E flow_balance(g17,5,4)
 E flow_balance(g17,5,6)
 E flow_balance(g17,5,7)
 E flow_balance(g17,5,8)
 E flow_balance(g17,5,9)
 E flow_balance(g17,6,2)
 E flow_balance(g17,6,3)
 E flow_balance(g17,6,4)
 E flow_balance(g17,6,7)
 E flow_balance(g17,7,6)
 E flow_balance(g17,7,7)
 E flow_balance(g17,8,6)
 E flow_balance(g18,3,11)
 E flow_balance(g18,5,11)
 E flow_balance(g18,6,11)
 E flow_balance(g19,3,1)
 E flow_balance(g19,4,1)
 E flow_balance(g19,4,2)
 E flow_balance(g19,4,3)
 E flow_balance(g19,4,4)
 E flow_balance(g19,4,5)
 E flow_balance(g19,5,1)
 E flow_balance(g19,5,2)
 E flow_balance(g19,5,4)
 E flow_balance(g19,5,5)
 E flow_balance(g19,6,1)
 E flow_balance(g19,6,2)
 E flow_balance(g19,6,3)
 E flow_balance(g19,6,4)
 E flow_balance(g19,6,5)
 E flow_balance(g19,7,5)
 E flow_balance(g20,3,9)
 E flow_balance(g20,3,10)
 E flow_balance(g20,3,11)
 E flow_balance(g20,4,9)
 E flow_balance(g20,4,10)
 E flow_balance(g20,6,10)
 E flow_balance(g20,6,11)
 E flow_balance(g20,7,9)
 E flow_balance(g20,7,10)
 E flow_balance(g20,7,11)
 E flow_balance(g22,3,4)
 E flow_balance(g22,4,3)
 E flow_balance(g22,4,4)
 E flow_balance(g22,4,5)
 E flow_balance(g22,5,5)
 E flow_balance(g22,5,8)
 E flow_balance(g22,6,4)
 E flow_balance(g22,6,5)
 E flow_balance(g22,6,7)
 E flow_balance(g22,6,8)
 E flow_balance(g22,7,4)
 E flow_balance(g22,7,7)
 E flow_balance(g22,8,7)
 E flow_balance(g22,8,8)
 E flow_balance(g22,8,9)
 E flow_balance(g22,9,8)
 E flow_balance(g23,2,10)
 E flow_balance(g23,3,10)
 E flow_balance(g23,4,9)
 E flow_balance(g23,4,10)
 E flow_balance(g23,5,8)
 E flow_balance(g23,5,9)
 E flow_balance(g23,6,7)
 E flow_balance(g23,6,8)
 E flow_balance(g23,6,10)
 E flow_balance(g23,6,11)
 E flow_balance(g23,7,9)
 E flow_balance(g23,7,10)
 E flow_balance(g23,8,8)
 E flow_balance(g23,8,9)
 E flow_balance(g23,9,8)
 E flow_balance(g23,10,8)
 E flow_balance(g25,6,1)
 E flow_balance(g25,6,3)
 E flow_balance(g25,7,1)
 E flow_balance(g25,7,3)
 E flow_balance(g25,7,4)
 E flow_balance(g25,8,2)
 E flow_balance(g25,8,4)
 E flow_balance(g26,5,8)
 E flow_balance(g26,6,7)
 E flow_balance(g26,6,8)
 E flow_balance(g26,6,10)
 E flow_balance(g26,7,5)
 E flow_balance(g26,7,6)
 E flow_balance(g26,7,7)
 E flow_balance(g26,7,9)
 E flow_balance(g26,7,10)
 E flow_balance(g26,7,11)
 E flow_balance(g26,8,6)
 E flow_balance(g26,8,8)
 E flow_balance(g26,8,9)
 E flow_balance(g26,9,8)
 E flow_balance(g27,5,0)
 E flow_balance(g27,5,1)
 E flow_balance(g27,6,1)
 E flow_balance(g27,7,1)
 E flow_balance(g27,8,1)
 E flow_balance(g27,9,0)
 E flow_balance(g27,10,0)
 E flow_balance(g27,11,0)
 E flow_balance(g27,11,1)
 E flow_balance(g28,7,4)
 E flow_balance(g28,8,2)
 E flow_balance(g28,8,4)
 E flow_balance(g28,9,2)
 E flow_balance(g29,5,5)
 E flow_balance(g29,6,5)
 E flow_balance(g29,7,4)
 E flow_balance(g29,7,5)
 E flow_balance(g29,8,4)
 E flow_balance(g29,8,6)
 E flow_balance(g29,9,5)
 E flow_balance(g29,9,6)
 E flow_balance(g29,10,5)
 E flow_balance(g29,11,5)
 E flow_balance(g30,7,9)
 E flow_balance(g30,7,10)
 E flow_balance(g30,9,10)
 E flow_balance(g30,10,10)
 E flow_balance(g30,10,11)
 E flow_balance(g31,7,11)
 E flow_balance(g31,9,11)
 E flow_balance(g31,10,11)
 E flow_balance(g32,8,2)
 E flow_balance(g32,9,0)
 E flow_balance(g32,9,2)
 E flow_balance(g32,10,0)
 E flow_balance(g33,7,4)
 E flow_balance(g33,8,4)
 E flow_balance(g33,9,2)
 E flow_balance(g33,9,3)
 E flow_balance(g33,9,5)
 E flow_balance(g33,9,6)
 E flow_balance(g33,10,4)
 E flow_balance(g33,11,4)
 E flow_balance(g34,7,5)
 E flow_balance(g34,7,6)
 E flow_balance(g34,8,6)
 E flow_balance(g34,8,7)
 E flow_balance(g34,9,6)
 E flow_balance(g34,9,8)
 E flow_balance(g34,10,7)
 E flow_balance(g34,10,8)
 E flow_balance(g34,11,8)
 E flow_balance(g34,11,9)
 E flow_balance(g35,8,9)
 E flow_balance(g35,9,8)
 E flow_balance(g35,10,9)
 E flow_balance(g35,10,10)
 E flow_balance(g35,11,9)
 E flow_balance(g36,10,0)
 E flow_balance(g36,10,1)
 E flow_balance(g36,10,3)
 E flow_balance(g36,10,4)
 E flow_balance(g36,10,5)
 E flow_balance(g36,11,0)
 E flow_balance(g36,11,1)
 E flow_balance(g36,11,2)
 E flow_balance(g36,11,3)
 E flow_balance(g36,11,4)
 E flow_balance(g36,11,5)
 E flow_balance(g37,10,4)
 E flow_balance(g37,10,7)
 E flow_balance(g37,10,8)
 E flow_balance(g37,11,4)
 E flow_balance(g37,11,5)
 E flow_balance(g37,11,6)
 E flow_balance(g37,11,8)
 E flow_balance(g39,11,11)
 L flow_cap_tail(g1,0,1,0,2)
 L flow_cap_tail(g1,0,2,0,3)
 L flow_cap_tail(g2,0,3,0,4)
 L flow_cap_tail(g2,0,4,0,5)
 L flow_cap_tail(g3,0,5,0,6)
 L flow_cap_tail(g3,0,6,0,7)
 L flow_cap_tail(g3,0,7,0,8)
 L flow_cap_tail(g3,0,8,0,9)
 L flow_cap_tail(g3,0,9,0,10)
 L flow_cap_tail(g5,1,0,1,1)
 L flow_cap_tail(g5,1,1,1,2)
 L flow_cap_tail(g5,1,2,1,3)
 L flow_cap_tail(g5,0,1,1,1)
 L flow_cap_tail(g5,0,3,1,3)
 L flow_cap_tail(g5,1,0,2,0)
 L flow_cap_tail(g5,1,2,2,2)
 L flow_cap_tail(g6,0,5,0,6)
 L flow_cap_tail(g6,2,6,2,7)
 L flow_cap_tail(g6,0,6,1,6)
 L flow_cap_tail(g6,1,6,2,6)
 L flow_cap_tail(g7,1,9,1,10)
 L flow_cap_tail(g7,1,10,1,11)
 L flow_cap_tail(g7,0,10,1,10)
 L flow_cap_tail(g7,1,10,2,10)
 L flow_cap_tail(g8,1,3,1,4)
 L flow_cap_tail(g8,1,4,1,5)
 L flow_cap_tail(g8,2,4,2,5)
 L flow_cap_tail(g8,2,5,2,6)
 L flow_cap_tail(g8,0,3,1,3)
 L flow_cap_tail(g8,0,5,1,5)
 L flow_cap_tail(g8,1,4,2,4)
 L flow_cap_tail(g8,1,5,2,5)
 L flow_cap_tail(g8,2,4,3,4)
 L flow_cap_tail(g8,2,6,3,6)
 L flow_cap_tail(g9,2,0,2,1)
 L flow_cap_tail(g9,2,1,2,2)
 L flow_cap_tail(g10,1,7,1,8)
 L flow_cap_tail(g10,2,7,2,8)
 L flow_cap_tail(g10,2,8,2,9)
 L flow_cap_tail(g10,2,9,2,10)
 L flow_cap_tail(g10,3,9,3,10)
 L flow_cap_tail(g10,1,7,2,7)
 L flow_cap_tail(g10,1,8,2,8)
 L flow_cap_tail(g10,2,9,3,9)
 L flow_cap_tail(g10,2,10,3,10)
 L flow_cap_tail(g11,1,11,2,11)
 L flow_cap_tail(g11,2,11,3,11)
 L flow_cap_tail(g12,2,2,2,3)
 L flow_cap_tail(g12,3,3,3,4)
 L flow_cap_tail(g12,1,3,2,3)
 L flow_cap_tail(g12,2,3,3,3)
 L flow_cap_tail(g12,3,3,4,3)
 L flow_cap_tail(g13,1,0,2,0)
 L flow_cap_tail(g13,2,0,3,0)
 L flow_cap_tail(g13,3,0,4,0)
 L flow_cap_tail(g13,4,0,5,0)
 L flow_cap_tail(g14,2,2,3,2)
 L flow_cap_tail(g14,3,2,4,2)
 L flow_cap_tail(g15,2,6,2,7)
 L flow_cap_tail(g15,3,4,3,5)
 L flow_cap_tail(g15,3,5,3,6)
 L flow_cap_tail(g15,4,3,4,4)
 L flow_cap_tail(g15,2,6,3,6)
 L flow_cap_tail(g15,3,4,4,4)
 L flow_cap_tail(g16,3,6,3,7)
 L flow_cap_tail(g16,3,7,3,8)
 L flow_cap_tail(g16,4,8,4,9)
 L flow_cap_tail(g16,4,9,4,10)
 L flow_cap_tail(g16,2,7,3,7)
 L flow_cap_tail(g16,3,8,4,8)
 L flow_cap_tail(g16,4,9,5,9)
 L flow_cap_tail(g17,2,6,2,7)
 L flow_cap_tail(g17,3,9,3,10)
 L flow_cap_tail(g17,3,10,3,11)
 L flow_cap_tail(g17,4,4,4,5)
 L flow_cap_tail(g17,4,5,4,6)
 L flow_cap_tail(g17,4,6,4,7)
 L flow_cap_tail(g17,5,6,5,7)
 L flow_cap_tail(g17,5,7,5,8)
 L flow_cap_tail(g17,5,8,5,9)
 L flow_cap_tail(g17,6,2,6,3)
 L flow_cap_tail(g17,6,3,6,4)
 L flow_cap_tail(g17,7,6,7,7)
 L flow_cap_tail(g17,1,7,2,7)
 L flow_cap_tail(g17,2,6,3,6)
 L flow_cap_tail(g17,3,6,4,6)
 L flow_cap_tail(g17,3,9,4,9)
 L flow_cap_tail(g17,4,4,5,4)
 L flow_cap_tail(g17,4,6,5,6)
 L flow_cap_tail(g17,4,7,5,7)
 L flow_cap_tail(g17,4,9,5,9)
 L flow_cap_tail(g17,5,4,6,4)
 L flow_cap_tail(g17,5,7,6,7)
 L flow_cap_tail(g17,6,7,7,7)
 L flow_cap_tail(g17,7,6,8,6)
 L flow_cap_tail(g18,3,11,4,11)
 L flow_cap_tail(g18,4,11,5,11)
 L flow_cap_tail(g18,5,11,6,11)
 L flow_cap_tail(g19,4,1,4,2)
 L flow_cap_tail(g19,4,2,4,3)
 L flow_cap_tail(g19,4,3,4,4)
 L flow_cap_tail(g19,4,4,4,5)
 L flow_cap_tail(g19,5,1,5,2)
 L flow_cap_tail(g19,5,2,5,3)
 L flow_cap_tail(g19,5,3,5,4)
 L flow_cap_tail(g19,5,4,5,5)
 L flow_cap_tail(g19,6,1,6,2)
 L flow_cap_tail(g19,6,2,6,3)
 L flow_cap_tail(g19,6,3,6,4)
 L flow_cap_tail(g19,6,4,6,5)
 L flow_cap_tail(g19,3,1,4,1)
 L flow_cap_tail(g19,4,1,5,1)
 L flow_cap_tail(g19,4,2,5,2)
 L flow_cap_tail(g19,4,3,5,3)
 L flow_cap_tail(g19,4,4,5,4)
 L flow_cap_tail(g19,4,5,5,5)
 L flow_cap_tail(g19,5,1,6,1)
 L flow_cap_tail(g19,5,2,6,2)
 L flow_cap_tail(g19,5,3,6,3)
 L flow_cap_tail(g19,5,4,6,4)
 L flow_cap_tail(g19,5,5,6,5)
 L flow_cap_tail(g19,6,5,7,5)
 L flow_cap_tail(g20,3,9,3,10)
 L flow_cap_tail(g20,3,10,3,11)
 L flow_cap_tail(g20,4,9,4,10)
 L flow_cap_tail(g20,6,10,6,11)
 L flow_cap_tail(g20,7,9,7,10)
 L flow_cap_tail(g20,7,10,7,11)
 L flow_cap_tail(g20,3,9,4,9)
 L flow_cap_tail(g20,3,10,4,10)
 L flow_cap_tail(g20,4,10,5,10)
 L flow_cap_tail(g20,5,10,6,10)
 L flow_cap_tail(g20,6,10,7,10)
 L flow_cap_tail(g20,6,11,7,11)
 L flow_cap_tail(g22,4,3,4,4)
 L flow_cap_tail(g22,4,4,4,5)
 L flow_cap_tail(g22,6,4,6,5)
 L flow_cap_tail(g22,6,5,6,6)
 L flow_cap_tail(g22,6,6,6,7)
 L flow_cap_tail(g22,6,7,6,8)
 L flow_cap_tail(g22,8,7,8,8)
 L flow_cap_tail(g22,8,8,8,9)
 L flow_cap_tail(g22,3,4,4,4)
 L flow_cap_tail(g22,4,5,5,5)
 L flow_cap_tail(g22,5,5,6,5)
 L flow_cap_tail(g22,5,8,6,8)
 L flow_cap_tail(g22,6,4,7,4)
 L flow_cap_tail(g22,6,7,7,7)
 L flow_cap_tail(g22,7,7,8,7)
 L flow_cap_tail(g22,8,8,9,8)
 L flow_cap_tail(g23,4,9,4,10)
 L flow_cap_tail(g23,5,8,5,9)
 L flow_cap_tail(g23,6,7,6,8)
 L flow_cap_tail(g23,6,8,6,9)
 L flow_cap_tail(g23,6,9,6,10)
 L flow_cap_tail(g23,6,10,6,11)
 L flow_cap_tail(g23,7,9,7,10)
 L flow_cap_tail(g23,8,8,8,9)
 L flow_cap_tail(g23,2,10,3,10)
 L flow_cap_tail(g23,3,10,4,10)
 L flow_cap_tail(g23,4,9,5,9)
 L flow_cap_tail(g23,5,8,6,8)
 L flow_cap_tail(g23,5,9,6,9)
 L flow_cap_tail(g23,6,9,7,9)
 L flow_cap_tail(g23,6,10,7,10)
 L flow_cap_tail(g23,7,9,8,9)
 L flow_cap_tail(g23,8,8,9,8)
 L flow_cap_tail(g23,9,8,10,8)
 L flow_cap_tail(g25,7,1,7,2)
 L flow_cap_tail(g25,7,2,7,3)
 L flow_cap_tail(g25,7,3,7,4)
 L flow_cap_tail(g25,6,1,7,1)
 L flow_cap_tail(g25,6,3,7,3)
 L flow_cap_tail(g25,7,2,8,2)
 L flow_cap_tail(g25,7,4,8,4)
 L flow_cap_tail(g26,6,7,6,8)
 L flow_cap_tail(g26,7,5,7,6)
 L flow_cap_tail(g26,7,6,7,7)
 L flow_cap_tail(g26,7,7,7,8)
 L flow_cap_tail(g26,7,8,7,9)
 L flow_cap_tail(g26,7,9,7,10)
 L flow_cap_tail(g26,7,10,7,11)
 L flow_cap_tail(g26,8,8,8,9)
 L flow_cap_tail(g26,5,8,6,8)
 L flow_cap_tail(g26,6,7,7,7)
 L flow_cap_tail(g26,6,8,7,8)
 L flow_cap_tail(g26,6,10,7,10)
 L flow_cap_tail(g26,7,6,8,6)
 L flow_cap_tail(g26,7,8,8,8)
 L flow_cap_tail(g26,7,9,8,9)
 L flow_cap_tail(g26,8,8,9,8)
 L flow_cap_tail(g27,5,0,5,1)
 L flow_cap_tail(g27,8,0,8,1)
 L flow_cap_tail(g27,11,0,11,1)
 L flow_cap_tail(g27,5,1,6,1)
 L flow_cap_tail(g27,6,1,7,1)
 L flow_cap_tail(g27,7,1,8,1)
 L flow_cap_tail(g27,8,0,9,0)
 L flow_cap_tail(g27,9,0,10,0)
 L flow_cap_tail(g27,10,0,11,0)
 L flow_cap_tail(g28,8,2,8,3)
 L flow_cap_tail(g28,8,3,8,4)
 L flow_cap_tail(g28,7,4,8,4)
 L flow_cap_tail(g28,8,2,9,2)
 L flow_cap_tail(g29,7,4,7,5)
 L flow_cap_tail(g29,8,4,8,5)
 L flow_cap_tail(g29,8,5,8,6)
 L flow_cap_tail(g29,9,5,9,6)
 L flow_cap_tail(g29,5,5,6,5)
 L flow_cap_tail(g29,6,5,7,5)
 L flow_cap_tail(g29,7,4,8,4)
 L flow_cap_tail(g29,7,5,8,5)
 L flow_cap_tail(g29,8,5,9,5)
 L flow_cap_tail(g29,8,6,9,6)
 L flow_cap_tail(g29,9,5,10,5)
 L flow_cap_tail(g29,10,5,11,5)
 L flow_cap_tail(g30,7,9,7,10)
 L flow_cap_tail(g30,10,10,10,11)
 L flow_cap_tail(g30,7,10,8,10)
 L flow_cap_tail(g30,8,10,9,10)
 L flow_cap_tail(g30,9,10,10,10)
 L flow_cap_tail(g31,7,11,8,11)
 L flow_cap_tail(g31,8,11,9,11)
 L flow_cap_tail(g31,9,11,10,11)
 L flow_cap_tail(g32,9,0,9,1)
 L flow_cap_tail(g32,9,1,9,2)
 L flow_cap_tail(g32,8,2,9,2)
 L flow_cap_tail(g32,9,0,10,0)
 L flow_cap_tail(g33,9,2,9,3)
 L flow_cap_tail(g33,9,3,9,4)
 L flow_cap_tail(g33,9,4,9,5)
 L flow_cap_tail(g33,9,5,9,6)
 L flow_cap_tail(g33,7,4,8,4)
 L flow_cap_tail(g33,8,4,9,4)
 L flow_cap_tail(g33,9,4,10,4)
 L flow_cap_tail(g33,10,4,11,4)
 L flow_cap_tail(g34,7,5,7,6)
 L flow_cap_tail(g34,8,6,8,7)
 L flow_cap_tail(g34,9,6,9,7)
 L flow_cap_tail(g34,9,7,9,8)
 L flow_cap_tail(g34,10,7,10,8)
 L flow_cap_tail(g34,11,8,11,9)
 L flow_cap_tail(g34,7,6,8,6)
 L flow_cap_tail(g34,8,6,9,6)
 L flow_cap_tail(g34,8,7,9,7)
 L flow_cap_tail(g34,9,7,10,7)
 L flow_cap_tail(g34,9,8,10,8)
 L flow_cap_tail(g34,10,8,11,8)
 L flow_cap_tail(g35,9,8,9,9)
 L flow_cap_tail(g35,10,9,10,10)
 L flow_cap_tail(g35,8,9,9,9)
 L flow_cap_tail(g35,9,9,10,9)
 L flow_cap_tail(g35,10,9,11,9)
 L flow_cap_tail(g36,10,0,10,1)
 L flow_cap_tail(g36,10,1,10,2)
 L flow_cap_tail(g36,10,2,10,3)
 L flow_cap_tail(g36,10,3,10,4)
 L flow_cap_tail(g36,10,4,10,5)
 L flow_cap_tail(g36,11,0,11,1)
 L flow_cap_tail(g36,11,1,11,2)
 L flow_cap_tail(g36,11,2,11,3)
 L flow_cap_tail(g36,11,3,11,4)
 L flow_cap_tail(g36,11,4,11,5)
 L flow_cap_tail(g36,10,0,11,0)
 L flow_cap_tail(g36,10,1,11,1)
 L flow_cap_tail(g36,10,2,11,2)
 L flow_cap_tail(g36,10,3,11,3)
 L flow_cap_tail(g36,10,4,11,4)
 L flow_cap_tail(g36,10,5,11,5)
 L flow_cap_tail(g37,10,6,10,7)
 L flow_cap_tail(g37,10,7,10,8)
 L flow_cap_tail(g37,11,4,11,5)
 L flow_cap_tail(g37,11,5,11,6)
 L flow_cap_tail(g37,10,4,11,4)
 L flow_cap_tail(g37,10,6,11,6)
 L flow_cap_tail(g37,10,8,11,8)
 L flow_cap_tail(g39,11,10,11,11)
 L flow_cap_tail(g1,0,2,0,1)
 L flow_cap_tail(g1,0,3,0,2)
 L flow_cap_tail(g2,0,4,0,3)
 L flow_cap_tail(g2,0,5,0,4)
 L flow_cap_tail(g3,0,6,0,5)
 L flow_cap_tail(g3,0,7,0,6)
 L flow_cap_tail(g3,0,8,0,7)
 L flow_cap_tail(g3,0,9,0,8)
 L flow_cap_tail(g3,0,10,0,9)
 L flow_cap_tail(g5,1,1,1,0)
 L flow_cap_tail(g5,1,2,1,1)
 L flow_cap_tail(g5,1,3,1,2)
 L flow_cap_tail(g5,1,1,0,1)
 L flow_cap_tail(g5,1,3,0,3)
 L flow_cap_tail(g5,2,0,1,0)
 L flow_cap_tail(g5,2,2,1,2)
 L flow_cap_tail(g6,0,6,0,5)
 L flow_cap_tail(g6,2,7,2,6)
 L flow_cap_tail(g6,1,6,0,6)
 L flow_cap_tail(g6,2,6,1,6)
 L flow_cap_tail(g7,1,10,1,9)
 L flow_cap_tail(g7,1,11,1,10)
 L flow_cap_tail(g7,1,10,0,10)
 L flow_cap_tail(g7,2,10,1,10)
 L flow_cap_tail(g8,1,4,1,3)
 L flow_cap_tail(g8,1,5,1,4)
 L flow_cap_tail(g8,2,5,2,4)
 L flow_cap_tail(g8,2,6,2,5)
 L flow_cap_tail(g8,1,3,0,3)
 L flow_cap_tail(g8,1,5,0,5)
 L flow_cap_tail(g8,2,4,1,4)
 L flow_cap_tail(g8,2,5,1,5)
 L flow_cap_tail(g8,3,4,2,4)
 L flow_cap_tail(g8,3,6,2,6)
 L flow_cap_tail(g9,2,1,2,0)
 L flow_cap_tail(g9,2,2,2,1)
 L flow_cap_tail(g10,1,8,1,7)
 L flow_cap_tail(g10,2,8,2,7)
 L flow_cap_tail(g10,2,9,2,8)
 L flow_cap_tail(g10,2,10,2,9)
 L flow_cap_tail(g10,3,10,3,9)
 L flow_cap_tail(g10,2,7,1,7)
 L flow_cap_tail(g10,2,8,1,8)
 L flow_cap_tail(g10,3,9,2,9)
 L flow_cap_tail(g10,3,10,2,10)
 L flow_cap_tail(g11,2,11,1,11)
 L flow_cap_tail(g11,3,11,2,11)
 L flow_cap_tail(g12,2,3,2,2)
 L flow_cap_tail(g12,3,4,3,3)
 L flow_cap_tail(g12,2,3,1,3)
 L flow_cap_tail(g12,3,3,2,3)
 L flow_cap_tail(g12,4,3,3,3)
 L flow_cap_tail(g13,2,0,1,0)
 L flow_cap_tail(g13,3,0,2,0)
 L flow_cap_tail(g13,4,0,3,0)
 L flow_cap_tail(g13,5,0,4,0)
 L flow_cap_tail(g14,3,2,2,2)
 L flow_cap_tail(g14,4,2,3,2)
 L flow_cap_tail(g15,2,7,2,6)
 L flow_cap_tail(g15,3,5,3,4)
 L flow_cap_tail(g15,3,6,3,5)
 L flow_cap_tail(g15,4,4,4,3)
 L flow_cap_tail(g15,3,6,2,6)
 L flow_cap_tail(g15,4,4,3,4)
 L flow_cap_tail(g16,3,7,3,6)
 L flow_cap_tail(g16,3,8,3,7)
 L flow_cap_tail(g16,4,9,4,8)
 L flow_cap_tail(g16,4,10,4,9)
 L flow_cap_tail(g16,3,7,2,7)
 L flow_cap_tail(g16,4,8,3,8)
 L flow_cap_tail(g16,5,9,4,9)
 L flow_cap_tail(g17,2,7,2,6)
 L flow_cap_tail(g17,3,10,3,9)
 L flow_cap_tail(g17,3,11,3,10)
 L flow_cap_tail(g17,4,5,4,4)
 L flow_cap_tail(g17,4,6,4,5)
 L flow_cap_tail(g17,4,7,4,6)
 L flow_cap_tail(g17,5,7,5,6)
 L flow_cap_tail(g17,5,8,5,7)
 L flow_cap_tail(g17,5,9,5,8)
 L flow_cap_tail(g17,6,3,6,2)
 L flow_cap_tail(g17,6,4,6,3)
 L flow_cap_tail(g17,7,7,7,6)
 L flow_cap_tail(g17,2,7,1,7)
 L flow_cap_tail(g17,3,6,2,6)
 L flow_cap_tail(g17,4,6,3,6)
 L flow_cap_tail(g17,4,9,3,9)
 L flow_cap_tail(g17,5,4,4,4)
 L flow_cap_tail(g17,5,6,4,6)
 L flow_cap_tail(g17,5,7,4,7)
 L flow_cap_tail(g17,5,9,4,9)
 L flow_cap_tail(g17,6,4,5,4)
 L flow_cap_tail(g17,6,7,5,7)
 L flow_cap_tail(g17,7,7,6,7)
 L flow_cap_tail(g17,8,6,7,6)
 L flow_cap_tail(g18,4,11,3,11)
 L flow_cap_tail(g18,5,11,4,11)
 L flow_cap_tail(g18,6,11,5,11)
 L flow_cap_tail(g19,4,2,4,1)
 L flow_cap_tail(g19,4,3,4,2)
 L flow_cap_tail(g19,4,4,4,3)
 L flow_cap_tail(g19,4,5,4,4)
 L flow_cap_tail(g19,5,2,5,1)
 L flow_cap_tail(g19,5,3,5,2)
 L flow_cap_tail(g19,5,4,5,3)
 L flow_cap_tail(g19,5,5,5,4)
 L flow_cap_tail(g19,6,2,6,1)
 L flow_cap_tail(g19,6,3,6,2)
 L flow_cap_tail(g19,6,4,6,3)
 L flow_cap_tail(g19,6,5,6,4)
 L flow_cap_tail(g19,4,1,3,1)
 L flow_cap_tail(g19,5,1,4,1)
 L flow_cap_tail(g19,5,2,4,2)
 L flow_cap_tail(g19,5,3,4,3)
 L flow_cap_tail(g19,5,4,4,4)
 L flow_cap_tail(g19,5,5,4,5)
 L flow_cap_tail(g19,6,1,5,1)
 L flow_cap_tail(g19,6,2,5,2)
 L flow_cap_tail(g19,6,3,5,3)
 L flow_cap_tail(g19,6,4,5,4)
 L flow_cap_tail(g19,6,5,5,5)
 L flow_cap_tail(g19,7,5,6,5)
 L flow_cap_tail(g20,3,10,3,9)
 L flow_cap_tail(g20,3,11,3,10)
 L flow_cap_tail(g20,4,10,4,9)
 L flow_cap_tail(g20,6,11,6,10)
 L flow_cap_tail(g20,7,10,7,9)
 L flow_cap_tail(g20,7,11,7,10)
 L flow_cap_tail(g20,4,9,3,9)
 L flow_cap_tail(g20,4,10,3,10)
 L flow_cap_tail(g20,5,10,4,10)
 L flow_cap_tail(g20,6,10,5,10)
 L flow_cap_tail(g20,7,10,6,10)
 L flow_cap_tail(g20,7,11,6,11)
 L flow_cap_tail(g22,4,4,4,3)
 L flow_cap_tail(g22,4,5,4,4)
 L flow_cap_tail(g22,6,5,6,4)
 L flow_cap_tail(g22,6,6,6,5)
 L flow_cap_tail(g22,6,7,6,6)
 L flow_cap_tail(g22,6,8,6,7)
 L flow_cap_tail(g22,8,8,8,7)
 L flow_cap_tail(g22,8,9,8,8)
 L flow_cap_tail(g22,4,4,3,4)
 L flow_cap_tail(g22,5,5,4,5)
 L flow_cap_tail(g22,6,5,5,5)
 L flow_cap_tail(g22,6,8,5,8)
 L flow_cap_tail(g22,7,4,6,4)
 L flow_cap_tail(g22,7,7,6,7)
 L flow_cap_tail(g22,8,7,7,7)
 L flow_cap_tail(g22,9,8,8,8)
 L flow_cap_tail(g23,4,10,4,9)
 L flow_cap_tail(g23,5,9,5,8)
 L flow_cap_tail(g23,6,8,6,7)
 L flow_cap_tail(g23,6,9,6,8)
 L flow_cap_tail(g23,6,10,6,9)
 L flow_cap_tail(g23,6,11,6,10)
 L flow_cap_tail(g23,7,10,7,9)
 L flow_cap_tail(g23,8,9,8,8)
 L flow_cap_tail(g23,3,10,2,10)
 L flow_cap_tail(g23,4,10,3,10)
 L flow_cap_tail(g23,5,9,4,9)
 L flow_cap_tail(g23,6,8,5,8)
 L flow_cap_tail(g23,6,9,5,9)
 L flow_cap_tail(g23,7,9,6,9)
 L flow_cap_tail(g23,7,10,6,10)
 L flow_cap_tail(g23,8,9,7,9)
 L flow_cap_tail(g23,9,8,8,8)
 L flow_cap_tail(g23,10,8,9,8)
 L flow_cap_tail(g25,7,2,7,1)
 L flow_cap_tail(g25,7,3,7,2)
 L flow_cap_tail(g25,7,4,7,3)
 L flow_cap_tail(g25,7,1,6,1)
 L flow_cap_tail(g25,7,3,6,3)
 L flow_cap_tail(g25,8,2,7,2)
 L flow_cap_tail(g25,8,4,7,4)
 L flow_cap_tail(g26,6,8,6,7)
 L flow_cap_tail(g26,7,6,7,5)
 L flow_cap_tail(g26,7,7,7,6)
 L flow_cap_tail(g26,7,8,7,7)
 L flow_cap_tail(g26,7,9,7,8)
 L flow_cap_tail(g26,7,10,7,9)
 L flow_cap_tail(g26,7,11,7,10)
 L flow_cap_tail(g26,8,9,8,8)
 L flow_cap_tail(g26,6,8,5,8)
 L flow_cap_tail(g26,7,7,6,7)
 L flow_cap_tail(g26,7,8,6,8)
 L flow_cap_tail(g26,7,10,6,10)
 L flow_cap_tail(g26,8,6,7,6)
 L flow_cap_tail(g26,8,8,7,8)
 L flow_cap_tail(g26,8,9,7,9)
 L flow_cap_tail(g26,9,8,8,8)
 L flow_cap_tail(g27,5,1,5,0)
 L flow_cap_tail(g27,8,1,8,0)
 L flow_cap_tail(g27,11,1,11,0)
 L flow_cap_tail(g27,6,1,5,1)
 L flow_cap_tail(g27,7,1,6,1)
 L flow_cap_tail(g27,8,1,7,1)
 L flow_cap_tail(g27,9,0,8,0)
 L flow_cap_tail(g27,10,0,9,0)
 L flow_cap_tail(g27,11,0,10,0)
 L flow_cap_tail(g28,8,3,8,2)
 L flow_cap_tail(g28,8,4,8,3)
 L flow_cap_tail(g28,8,4,7,4)
 L flow_cap_tail(g28,9,2,8,2)
 L flow_cap_tail(g29,7,5,7,4)
 L flow_cap_tail(g29,8,5,8,4)
 L flow_cap_tail(g29,8,6,8,5)
 L flow_cap_tail(g29,9,6,9,5)
 L flow_cap_tail(g29,6,5,5,5)
 L flow_cap_tail(g29,7,5,6,5)
 L flow_cap_tail(g29,8,4,7,4)
 L flow_cap_tail(g29,8,5,7,5)
 L flow_cap_tail(g29,9,5,8,5)
 L flow_cap_tail(g29,9,6,8,6)
 L flow_cap_tail(g29,10,5,9,5)
 L flow_cap_tail(g29,11,5,10,5)
 L flow_cap_tail(g30,7,10,7,9)
 L flow_cap_tail(g30,10,11,10,10)
 L flow_cap_tail(g30,8,10,7,10)
 L flow_cap_tail(g30,9,10,8,10)
 L flow_cap_tail(g30,10,10,9,10)
 L flow_cap_tail(g31,8,11,7,11)
 L flow_cap_tail(g31,9,11,8,11)
 L flow_cap_tail(g31,10,11,9,11)
 L flow_cap_tail(g32,9,1,9,0)
 L flow_cap_tail(g32,9,2,9,1)
 L flow_cap_tail(g32,9,2,8,2)
 L flow_cap_tail(g32,10,0,9,0)
 L flow_cap_tail(g33,9,3,9,2)
 L flow_cap_tail(g33,9,4,9,3)
 L flow_cap_tail(g33,9,5,9,4)
 L flow_cap_tail(g33,9,6,9,5)
 L flow_cap_tail(g33,8,4,7,4)
 L flow_cap_tail(g33,9,4,8,4)
 L flow_cap_tail(g33,10,4,9,4)
 L flow_cap_tail(g33,11,4,10,4)
 L flow_cap_tail(g34,7,6,7,5)
 L flow_cap_tail(g34,8,7,8,6)
 L flow_cap_tail(g34,9,7,9,6)
 L flow_cap_tail(g34,9,8,9,7)
 L flow_cap_tail(g34,10,8,10,7)
 L flow_cap_tail(g34,11,9,11,8)
 L flow_cap_tail(g34,8,6,7,6)
 L flow_cap_tail(g34,9,6,8,6)
 L flow_cap_tail(g34,9,7,8,7)
 L flow_cap_tail(g34,10,7,9,7)
 L flow_cap_tail(g34,10,8,9,8)
 L flow_cap_tail(g34,11,8,10,8)
 L flow_cap_tail(g35,9,9,9,8)
 L flow_cap_tail(g35,10,10,10,9)
 L flow_cap_tail(g35,9,9,8,9)
 L flow_cap_tail(g35,10,9,9,9)
 L flow_cap_tail(g35,11,9,10,9)
 L flow_cap_tail(g36,10,1,10,0)
 L flow_cap_tail(g36,10,2,10,1)
 L flow_cap_tail(g36,10,3,10,2)
 L flow_cap_tail(g36,10,4,10,3)
 L flow_cap_tail(g36,10,5,10,4)
 L flow_cap_tail(g36,11,1,11,0)
 L flow_cap_tail(g36,11,2,11,1)
 L flow_cap_tail(g36,11,3,11,2)
 L flow_cap_tail(g36,11,4,11,3)
 L flow_cap_tail(g36,11,5,11,4)
 L flow_cap_tail(g36,11,0,10,0)
 L flow_cap_tail(g36,11,1,10,1)
 L flow_cap_tail(g36,11,2,10,2)
 L flow_cap_tail(g36,11,3,10,3)
 L flow_cap_tail(g36,11,4,10,4)
 L flow_cap_tail(g36,11,5,10,5)
 L flow_cap_tail(g37,10,7,10,6)
 L flow_cap_tail(g37,10,8,10,7)
 L flow_cap_tail(g37,11,5,11,4)
 L flow_cap_tail(g37,11,6,11,5)
 L flow_cap_tail(g37,11,4,10,4)
 L flow_cap_tail(g37,11,6,10,6)
 L flow_cap_tail(g37,11,8,10,8)
 L flow_cap_tail(g39,11,11,11,10)
 L flow_cap_head(g1,0,1,0,2)
 L flow_cap_head(g1,0,2,0,3)
 L flow_cap_head(g2,0,3,0,4)
 L flow_cap_head(g2,0,4,0,5)
 L flow_cap_head(g3,0,5,0,6)
 L flow_cap_head(g3,0,6,0,7)
 L flow_cap_head(g3,0,7,0,8)
 L flow_cap_head(g3,0,8,0,9)
 L flow_cap_head(g3,0,9,0,10)
 L flow_cap_head(g5,1,0,1,1)
 L flow_cap_head(g5,1,1,1,2)
 L flow_cap_head(g5,1,2,1,3)
 L flow_cap_head(g5,0,1,1,1)
 L flow_cap_head(g5,0,3,1,3)
 L flow_cap_head(g5,1,0,2,0)
 L flow_cap_head(g5,1,2,2,2)
 L flow_cap_head(g6,0,5,0,6)
 L flow_cap_head(g6,2,6,2,7)
 L flow_cap_head(g6,0,6,1,6)
 L flow_cap_head(g6,1,6,2,6)
 L flow_cap_head(g7,1,9,1,10)
 L flow_cap_head(g7,1,10,1,11)
 L flow_cap_head(g7,0,10,1,10)
 L flow_cap_head(g7,1,10,2,10)
 L flow_cap_head(g8,1,3,1,4)
 L flow_cap_head(g8,1,4,1,5)
 L flow_cap_head(g8,2,4,2,5)
 L flow_cap_head(g8,2,5,2,6)
 L flow_cap_head(g8,0,3,1,3)
 L flow_cap_head(g8,0,5,1,5)
 L flow_cap_head(g8,1,4,2,4)
 L flow_cap_head(g8,1,5,2,5)
 L flow_cap_head(g8,2,4,3,4)
 L flow_cap_head(g8,2,6,3,6)
 L flow_cap_head(g9,2,0,2,1)
 L flow_cap_head(g9,2,1,2,2)
 L flow_cap_head(g10,1,7,1,8)
 L flow_cap_head(g10,2,7,2,8)
 L flow_cap_head(g10,2,8,2,9)
 L flow_cap_head(g10,2,9,2,10)
 L flow_cap_head(g10,3,9,3,10)
 L flow_cap_head(g10,1,7,2,7)
 L flow_cap_head(g10,1,8,2,8)
 L flow_cap_head(g10,2,9,3,9)
 L flow_cap_head(g10,2,10,3,10)
 L flow_cap_head(g11,1,11,2,11)
 L flow_cap_head(g11,2,11,3,11)
 L flow_cap_head(g12,2,2,2,3)
 L flow_cap_head(g12,3,3,3,4)
 L flow_cap_head(g12,1,3,2,3)
 L flow_cap_head(g12,2,3,3,3)
 L flow_cap_head(g12,3,3,4,3)
 L flow_cap_head(g13,1,0,2,0)
 L flow_cap_head(g13,2,0,3,0)
 L flow_cap_head(g13,3,0,4,0)
 L flow_cap_head(g13,4,0,5,0)
 L flow_cap_head(g14,2,2,3,2)
 L flow_cap_head(g14,3,2,4,2)
 L flow_cap_head(g15,2,6,2,7)
 L flow_cap_head(g15,3,4,3,5)
 L flow_cap_head(g15,3,5,3,6)
 L flow_cap_head(g15,4,3,4,4)
 L flow_cap_head(g15,2,6,3,6)
 L flow_cap_head(g15,3,4,4,4)
 L flow_cap_head(g16,3,6,3,7)
 L flow_cap_head(g16,3,7,3,8)
 L flow_cap_head(g16,4,8,4,9)
 L flow_cap_head(g16,4,9,4,10)
 L flow_cap_head(g16,2,7,3,7)
 L flow_cap_head(g16,3,8,4,8)
 L flow_cap_head(g16,4,9,5,9)
 L flow_cap_head(g17,2,6,2,7)
 L flow_cap_head(g17,3,9,3,10)
 L flow_cap_head(g17,3,10,3,11)
 L flow_cap_head(g17,4,4,4,5)
 L flow_cap_head(g17,4,5,4,6)
 L flow_cap_head(g17,4,6,4,7)
 L flow_cap_head(g17,5,6,5,7)
 L flow_cap_head(g17,5,7,5,8)
 L flow_cap_head(g17,5,8,5,9)
 L flow_cap_head(g17,6,2,6,3)
 L flow_cap_head(g17,6,3,6,4)
 L flow_cap_head(g17,7,6,7,7)
 L flow_cap_head(g17,1,7,2,7)
 L flow_cap_head(g17,2,6,3,6)
 L flow_cap_head(g17,3,6,4,6)
 L flow_cap_head(g17,3,9,4,9)
 L flow_cap_head(g17,4,4,5,4)
 L flow_cap_head(g17,4,6,5,6)
 L flow_cap_head(g17,4,7,5,7)
 L flow_cap_head(g17,4,9,5,9)
 L flow_cap_head(g17,5,4,6,4)
 L flow_cap_head(g17,5,7,6,7)
 L flow_cap_head(g17,6,7,7,7)
 L flow_cap_head(g17,7,6,8,6)
 L flow_cap_head(g18,3,11,4,11)
 L flow_cap_head(g18,4,11,5,11)
 L flow_cap_head(g18,5,11,6,11)
 L flow_cap_head(g19,4,1,4,2)
 L flow_cap_head(g19,4,2,4,3)
 L flow_cap_head(g19,4,3,4,4)
 L flow_cap_head(g19,4,4,4,5)
 L flow_cap_head(g19,5,1,5,2)
 L flow_cap_head(g19,5,2,5,3)
 L flow_cap_head(g19,5,3,5,4)
 L flow_cap_head(g19,5,4,5,5)
 L flow_cap_head(g19,6,1,6,2)
 L flow_cap_head(g19,6,2,6,3)
 L flow_cap_head(g19,6,3,6,4)
 L flow_cap_head(g19,6,4,6,5)
 L flow_cap_head(g19,3,1,4,1)
 L flow_cap_head(g19,4,1,5,1)
 L flow_cap_head(g19,4,2,5,2)
 L flow_cap_head(g19,4,3,5,3)
 L flow_cap_head(g19,4,4,5,4)
 L flow_cap_head(g19,4,5,5,5)
 L flow_cap_head(g19,5,1,6,1)
 L flow_cap_head(g19,5,2,6,2)
 L flow_cap_head(g19,5,3,6,3)
 L flow_cap_head(g19,5,4,6,4)
 L flow_cap_head(g19,5,5,6,5)
 L flow_cap_head(g19,6,5,7,5)
 L flow_cap_head(g20,3,9,3,10)
 L flow_cap_head(g20,3,10,3,11)
 L flow_cap_head(g20,4,9,4,10)
 L flow_cap_head(g20,6,10,6,11)
 L flow_cap_head(g20,7,9,7,10)
 L flow_cap_head(g20,7,10,7,11)
 L flow_cap_head(g20,3,9,4,9)
 L flow_cap_head(g20,3,10,4,10)
 L flow_cap_head(g20,4,10,5,10)
 L flow_cap_head(g20,5,10,6,10)
 L flow_cap_head(g20,6,10,7,10)
 L flow_cap_head(g20,6,11,7,11)
 L flow_cap_head(g22,4,3,4,4)
 L flow_cap_head(g22,4,4,4,5)
 L flow_cap_head(g22,6,4,6,5)
 L flow_cap_head(g22,6,5,6,6)
 L flow_cap_head(g22,6,6,6,7)
 L flow_cap_head(g22,6,7,6,8)
 L flow_cap_head(g22,8,7,8,8)
 L flow_cap_head(g22,8,8,8,9)
 L flow_cap_head(g22,3,4,4,4)
 L flow_cap_head(g22,4,5,5,5)
 L flow_cap_head(g22,5,5,6,5)
 L flow_cap_head(g22,5,8,6,8)
 L flow_cap_head(g22,6,4,7,4)
 L flow_cap_head(g22,6,7,7,7)
 L flow_cap_head(g22,7,7,8,7)
 L flow_cap_head(g22,8,8,9,8)
 L flow_cap_head(g23,4,9,4,10)
 L flow_cap_head(g23,5,8,5,9)
 L flow_cap_head(g23,6,7,6,8)
 L flow_cap_head(g23,6,8,6,9)
 L flow_cap_head(g23,6,9,6,10)
 L flow_cap_head(g23,6,10,6,11)
 L flow_cap_head(g23,7,9,7,10)
 L flow_cap_head(g23,8,8,8,9)
 L flow_cap_head(g23,2,10,3,10)
 L flow_cap_head(g23,3,10,4,10)
 L flow_cap_head(g23,4,9,5,9)
 L flow_cap_head(g23,5,8,6,8)
 L flow_cap_head(g23,5,9,6,9)
 L flow_cap_head(g23,6,9,7,9)
 L flow_cap_head(g23,6,10,7,10)
 L flow_cap_head(g23,7,9,8,9)
 L flow_cap_head(g23,8,8,9,8)
 L flow_cap_head(g23,9,8,10,8)
 L flow_cap_head(g25,7,1,7,2)
 L flow_cap_head(g25,7,2,7,3)
 L flow_cap_head(g25,7,3,7,4)
 L flow_cap_head(g25,6,1,7,1)
 L flow_cap_head(g25,6,3,7,3)
 L flow_cap_head(g25,7,2,8,2)
 L flow_cap_head(g25,7,4,8,4)
 L flow_cap_head(g26,6,7,6,8)
 L flow_cap_head(g26,7,5,7,6)
 L flow_cap_head(g26,7,6,7,7)
 L flow_cap_head(g26,7,7,7,8)
 L flow_cap_head(g26,7,8,7,9)
 L flow_cap_head(g26,7,9,7,10)
 L flow_cap_head(g26,7,10,7,11)
 L flow_cap_head(g26,8,8,8,9)
 L flow_cap_head(g26,5,8,6,8)
 L flow_cap_head(g26,6,7,7,7)
 L flow_cap_head(g26,6,8,7,8)
 L flow_cap_head(g26,6,10,7,10)
 L flow_cap_head(g26,7,6,8,6)
 L flow_cap_head(g26,7,8,8,8)
 L flow_cap_head(g26,7,9,8,9)
 L flow_cap_head(g26,8,8,9,8)
 L flow_cap_head(g27,5,0,5,1)
 L flow_cap_head(g27,8,0,8,1)
 L flow_cap_head(g27,11,0,11,1)
 L flow_cap_head(g27,5,1,6,1)
 L flow_cap_head(g27,6,1,7,1)
 L flow_cap_head(g27,7,1,8,1)
 L flow_cap_head(g27,8,0,9,0)
 L flow_cap_head(g27,9,0,10,0)
 L flow_cap_head(g27,10,0,11,0)
 L flow_cap_head(g28,8,2,8,3)
 L flow_cap_head(g28,8,3,8,4)
 L flow_cap_head(g28,7,4,8,4)
 L flow_cap_head(g28,8,2,9,2)
 L flow_cap_head(g29,7,4,7,5)
 L flow_cap_head(g29,8,4,8,5)
 L flow_cap_head(g29,8,5,8,6)
 L flow_cap_head(g29,9,5,9,6)
 L flow_cap_head(g29,5,5,6,5)
 L flow_cap_head(g29,6,5,7,5)
 L flow_cap_head(g29,7,4,8,4)
 L flow_cap_head(g29,7,5,8,5)
 L flow_cap_head(g29,8,5,9,5)
 L flow_cap_head(g29,8,6,9,6)
 L flow_cap_head(g29,9,5,10,5)
 L flow_cap_head(g29,10,5,11,5)
 L flow_cap_head(g30,7,9,7,10)
 L flow_cap_head(g30,10,10,10,11)
 L flow_cap_head(g30,7,10,8,10)
 L flow_cap_head(g30,8,10,9,10)
 L flow_cap_head(g30,9,10,10,10)
 L flow_cap_head(g31,7,11,8,11)
 L flow_cap_head(g31,8,11,9,11)
 L flow_cap_head(g31,9,11,10,11)
 L flow_cap_head(g32,9,0,9,1)
 L flow_cap_head(g32,9,1,9,2)
 L flow_cap_head(g32,8,2,9,2)
 L flow_cap_head(g32,9,0,10,0)
 L flow_cap_head(g33,9,2,9,3)
 L flow_cap_head(g33,9,3,9,4)
 L flow_cap_head(g33,9,4,9,5)
 L flow_cap_head(g33,9,5,9,6)
 L flow_cap_head(g33,7,4,8,4)
 L flow_cap_head(g33,8,4,9,4)
 L flow_cap_head(g33,9,4,10,4)
 L flow_cap_head(g33,10,4,11,4)
 L flow_cap_head(g34,7,5,7,6)
 L flow_cap_head(g34,8,6,8,7)
 L flow_cap_head(g34,9,6,9,7)
 L flow_cap_head(g34,9,7,9,8)
 L flow_cap_head(g34,10,7,10,8)
 L flow_cap_head(g34,11,8,11,9)
 L flow_cap_head(g34,7,6,8,6)
 L flow_cap_head(g34,8,6,9,6)
 L flow_cap_head(g34,8,7,9,7)
 L flow_cap_head(g34,9,7,10,7)
 L flow_cap_head(g34,9,8,10,8)
 L flow_cap_head(g34,10,8,11,8)
 L flow_cap_head(g35,9,8,9,9)
 L flow_cap_head(g35,10,9,10,10)
 L flow_cap_head(g35,8,9,9,9)
 L flow_cap_head(g35,9,9,10,9)
 L flow_cap_head(g35,10,9,11,9)
 L flow_cap_head(g36,10,0,10,1)
 L flow_cap_head(g36,10,1,10,2)
 L flow_cap_head(g36,10,2,10,3)
 L flow_cap_head(g36,10,3,10,4)
 L flow_cap_head(g36,10,4,10,5)
 L flow_cap_head(g36,11,0,11,1)
 L flow_cap_head(g36,11,1,11,2)
 L flow_cap_head(g36,11,2,11,3)
 L flow_cap_head(g36,11,3,11,4)
 L flow_cap_head(g36,11,4,11,5)
 L flow_cap_head(g36,10,0,11,0)
 L flow_cap_head(g36,10,1,11,1)
 L flow_cap_head(g36,10,2,11,2)
 L flow_cap_head(g36,10,3,11,3)
 L flow_cap_head(g36,10,4,11,4)
 L flow_cap_head(g36,10,5,11,5)
 L flow_cap_head(g37,10,6,10,7)
 L flow_cap_head(g37,10,7,10,8)
 L flow_cap_head(g37,11,4,11,5)
 L flow_cap_head(g37,11,5,11,6)
 L flow_cap_head(g37,10,4,11,4)
 L flow_cap_head(g37,10,6,11,6)
 L flow_cap_head(g37,10,8,11,8)
 L flow_cap_head(g39,11,10,11,11)
 L flow_cap_head(g1,0,2,0,1)
 L flow_cap_head(g1,0,3,0,2)
 L flow_cap_head(g2,0,4,0,3)
 L flow_cap_head(g2,0,5,0,4)
 L flow_cap_head(g3,0,6,0,5)
 L flow_cap_head(g3,0,7,0,6)
 L flow_cap_head(g3,0,8,0,7)
 L flow_cap_head(g3,0,9,0,8)
 L flow_cap_head(g3,0,10,0,9)
 L flow_cap_head(g5,1,1,1,0)
 L flow_cap_head(g5,1,2,1,1)
 L flow_cap_head(g5,1,3,1,2)
 L flow_cap_head(g5,1,1,0,1)
 L flow_cap_head(g5,1,3,0,3)
 L flow_cap_head(g5,2,0,1,0)
 L flow_cap_head(g5,2,2,1,2)
 L flow_cap_head(g6,0,6,0,5)
 L flow_cap_head(g6,2,7,2,6)
 L flow_cap_head(g6,1,6,0,6)
 L flow_cap_head(g6,2,6,1,6)
 L flow_cap_head(g7,1,10,1,9)
 L flow_cap_head(g7,1,11,1,10)
 L flow_cap_head(g7,1,10,0,10)
 L flow_cap_head(g7,2,10,1,10)
 L flow_cap_head(g8,1,4,1,3)
 L flow_cap_head(g8,1,5,1,4)
 L flow_cap_head(g8,2,5,2,4)
 L flow_cap_head(g8,2,6,2,5)
 L flow_cap_head(g8,1,3,0,3)
 L flow_cap_head(g8,1,5,0,5)
 L flow_cap_head(g8,2,4,1,4)
 L flow_cap_head(g8,2,5,1,5)
 L flow_cap_head(g8,3,4,2,4)
 L flow_cap_head(g8,3,6,2,6)
 L flow_cap_head(g9,2,1,2,0)
 L flow_cap_head(g9,2,2,2,1)
 L flow_cap_head(g10,1,8,1,7)
 L flow_cap_head(g10,2,8,2,7)
 L flow_cap_head(g10,2,9,2,8)
 L flow_cap_head(g10,2,10,2,9)
 L flow_cap_head(g10,3,10,3,9)
 L flow_cap_head(g10,2,7,1,7)
 L flow_cap_head(g10,2,8,1,8)
 L flow_cap_head(g10,3,9,2,9)
 L flow_cap_head(g10,3,10,2,10)
 L flow_cap_head(g11,2,11,1,11)
 L flow_cap_head(g11,3,11,2,11)
 L flow_cap_head(g12,2,3,2,2)
 L flow_cap_head(g12,3,4,3,3)
 L flow_cap_head(g12,2,3,1,3)
 L flow_cap_head(g12,3,3,2,3)
 L flow_cap_head(g12,4,3,3,3)
 L flow_cap_head(g13,2,0,1,0)
 L flow_cap_head(g13,3,0,2,0)
 L flow_cap_head(g13,4,0,3,0)
 L flow_cap_head(g13,5,0,4,0)
 L flow_cap_head(g14,3,2,2,2)
 L flow_cap_head(g14,4,2,3,2)
 L flow_cap_head(g15,2,7,2,6)
 L flow_cap_head(g15,3,5,3,4)
 L flow_cap_head(g15,3,6,3,5)
 L flow_cap_head(g15,4,4,4,3)
 L flow_cap_head(g15,3,6,2,6)
 L flow_cap_head(g15,4,4,3,4)
 L flow_cap_head(g16,3,7,3,6)
 L flow_cap_head(g16,3,8,3,7)
 L flow_cap_head(g16,4,9,4,8)
 L flow_cap_head(g16,4,10,4,9)
 L flow_cap_head(g16,3,7,2,7)
 L flow_cap_head(g16,4,8,3,8)
 L flow_cap_head(g16,5,9,4,9)
 L flow_cap_head(g17,2,7,2,6)
 L flow_cap_head(g17,3,10,3,9)
 L flow_cap_head(g17,3,11,3,10)
 L flow_cap_head(g17,4,5,4,4)
 L flow_cap_head(g17,4,6,4,5)
 L flow_cap_head(g17,4,7,4,6)
 L flow_cap_head(g17,5,7,5,6)
 L flow_cap_head(g17,5,8,5,7)
 L flow_cap_head(g17,5,9,5,8)
 L flow_cap_head(g17,6,3,6,2)
 L flow_cap_head(g17,6,4,6,3)
 L flow_cap_head(g17,7,7,7,6)
 L flow_cap_head(g17,2,7,1,7)
 L flow_cap_head(g17,3,6,2,6)
 L flow_cap_head(g17,4,6,3,6)
 L flow_cap_head(g17,4,9,3,9)
 L flow_cap_head(g17,5,4,4,4)
 L flow_cap_head(g17,5,6,4,6)
 L flow_cap_head(g17,5,7,4,7)
 L flow_cap_head(g17,5,9,4,9)
 L flow_cap_head(g17,6,4,5,4)
 L flow_cap_head(g17,6,7,5,7)
 L flow_cap_head(g17,7,7,6,7)
 L flow_cap_head(g17,8,6,7,6)
 L flow_cap_head(g18,4,11,3,11)
 L flow_cap_head(g18,5,11,4,11)
 L flow_cap_head(g18,6,11,5,11)
 L flow_cap_head(g19,4,2,4,1)
 L flow_cap_head(g19,4,3,4,2)
 L flow_cap_head(g19,4,4,4,3)
 L flow_cap_head(g19,4,5,4,4)
 L flow_cap_head(g19,5,2,5,1)
 L flow_cap_head(g19,5,3,5,2)
 L flow_cap_head(g19,5,4,5,3)
 L flow_cap_head(g19,5,5,5,4)
 L flow_cap_head(g19,6,2,6,1)
 L flow_cap_head(g19,6,3,6,2)
 L flow_cap_head(g19,6,4,6,3)
 L flow_cap_head(g19,6,5,6,4)
 L flow_cap_head(g19,4,1,3,1)
 L flow_cap_head(g19,5,1,4,1)
 L flow_cap_head(g19,5,2,4,2)
 L flow_cap_head(g19,5,3,4,3)
 L flow_cap_head(g19,5,4,4,4)
 L flow_cap_head(g19,5,5,4,5)
 L flow_cap_head(g19,6,1,5,1)
 L flow_cap_head(g19,6,2,5,2)
 L flow_cap_head(g19,6,3,5,3)
 L flow_cap_head(g19,6,4,5,4)
 L flow_cap_head(g19,6,5,5,5)
 L flow_cap_head(g19,7,5,6,5)
 L flow_cap_head(g20,3,10,3,9)
 L flow_cap_head(g20,3,11,3,10)
 L flow_cap_head(g20,4,10,4,9)
 L flow_cap_head(g20,6,11,6,10)
 L flow_cap_head(g20,7,10,7,9)
 L flow_cap_head(g20,7,11,7,10)
 L flow_cap_head(g20,4,9,3,9)
 L flow_cap_head(g20,4,10,3,10)
 L flow_cap_head(g20,5,10,4,10)
 L flow_cap_head(g20,6,10,5,10)
 L flow_cap_head(g20,7,10,6,10)
 L flow_cap_head(g20,7,11,6,11)
 L flow_cap_head(g22,4,4,4,3)
 L flow_cap_head(g22,4,5,4,4)
 L flow_cap_head(g22,6,5,6,4)
 L flow_cap_head(g22,6,6,6,5)
 L flow_cap_head(g22,6,7,6,6)
 L flow_cap_head(g22,6,8,6,7)
 L flow_cap_head(g22,8,8,8,7)
 L flow_cap_head(g22,8,9,8,8)
 L flow_cap_head(g22,4,4,3,4)
 L flow_cap_head(g22,5,5,4,5)
 L flow_cap_head(g22,6,5,5,5)
 L flow_cap_head(g22,6,8,5,8)
 L flow_cap_head(g22,7,4,6,4)
 L flow_cap_head(g22,7,7,6,7)
 L flow_cap_head(g22,8,7,7,7)
 L flow_cap_head(g22,9,8,8,8)
 L flow_cap_head(g23,4,10,4,9)
 L flow_cap_head(g23,5,9,5,8)
 L flow_cap_head(g23,6,8,6,7)
 L flow_cap_head(g23,6,9,6,8)
 L flow_cap_head(g23,6,10,6,9)
 L flow_cap_head(g23,6,11,6,10)
 L flow_cap_head(g23,7,10,7,9)
 L flow_cap_head(g23,8,9,8,8)
 L flow_cap_head(g23,3,10,2,10)
 L flow_cap_head(g23,4,10,3,10)
 L flow_cap_head(g23,5,9,4,9)
 L flow_cap_head(g23,6,8,5,8)
 L flow_cap_head(g23,6,9,5,9)
 L flow_cap_head(g23,7,9,6,9)
 L flow_cap_head(g23,7,10,6,10)
 L flow_cap_head(g23,8,9,7,9)
 L flow_cap_head(g23,9,8,8,8)
 L flow_cap_head(g23,10,8,9,8)
 L flow_cap_head(g25,7,2,7,1)
 L flow_cap_head(g25,7,3,7,2)
 L flow_cap_head(g25,7,4,7,3)
 L flow_cap_head(g25,7,1,6,1)
 L flow_cap_head(g25,7,3,6,3)
 L flow_cap_head(g25,8,2,7,2)
 L flow_cap_head(g25,8,4,7,4)
 L flow_cap_head(g26,6,8,6,7)
 L flow_cap_head(g26,7,6,7,5)
 L flow_cap_head(g26,7,7,7,6)
 L flow_cap_head(g26,7,8,7,7)
 L flow_cap_head(g26,7,9,7,8)
 L flow_cap_head(g26,7,10,7,9)
 L flow_cap_head(g26,7,11,7,10)
 L flow_cap_head(g26,8,9,8,8)
 L flow_cap_head(g26,6,8,5,8)
 L flow_cap_head(g26,7,7,6,7)
 L flow_cap_head(g26,7,8,6,8)
 L flow_cap_head(g26,7,10,6,10)
 L flow_cap_head(g26,8,6,7,6)
 L flow_cap_head(g26,8,8,7,8)
 L flow_cap_head(g26,8,9,7,9)
 L flow_cap_head(g26,9,8,8,8)
 L flow_cap_head(g27,5,1,5,0)
 L flow_cap_head(g27,8,1,8,0)
 L flow_cap_head(g27,11,1,11,0)
 L flow_cap_head(g27,6,1,5,1)
 L flow_cap_head(g27,7,1,6,1)
 L flow_cap_head(g27,8,1,7,1)
 L flow_cap_head(g27,9,0,8,0)
 L flow_cap_head(g27,10,0,9,0)
 L flow_cap_head(g27,11,0,10,0)
 L flow_cap_head(g28,8,3,8,2)
 L flow_cap_head(g28,8,4,8,3)
 L flow_cap_head(g28,8,4,7,4)
 L flow_cap_head(g28,9,2,8,2)
 L flow_cap_head(g29,7,5,7,4)
 L flow_cap_head(g29,8,5,8,4)
 L flow_cap_head(g29,8,6,8,5)
 L flow_cap_head(g29,9,6,9,5)
 L flow_cap_head(g29,6,5,5,5)
 L flow_cap_head(g29,7,5,6,5)
 L flow_cap_head(g29,8,4,7,4)
 L flow_cap_head(g29,8,5,7,5)
 L flow_cap_head(g29,9,5,8,5)
 L flow_cap_head(g29,9,6,8,6)
 L flow_cap_head(g29,10,5,9,5)
 L flow_cap_head(g29,11,5,10,5)
 L flow_cap_head(g30,7,10,7,9)
 L flow_cap_head(g30,10,11,10,10)
 L flow_cap_head(g30,8,10,7,10)
 L flow_cap_head(g30,9,10,8,10)
 L flow_cap_head(g30,10,10,9,10)
 L flow_cap_head(g31,8,11,7,11)
 L flow_cap_head(g31,9,11,8,11)
 L flow_cap_head(g31,10,11,9,11)
 L flow_cap_head(g32,9,1,9,0)
 L flow_cap_head(g32,9,2,9,1)
 L flow_cap_head(g32,9,2,8,2)
 L flow_cap_head(g32,10,0,9,0)
 L flow_cap_head(g33,9,3,9,2)
 L flow_cap_head(g33,9,4,9,3)
 L flow_cap_head(g33,9,5,9,4)
 L flow_cap_head(g33,9,6,9,5)
 L flow_cap_head(g33,8,4,7,4)
 L flow_cap_head(g33,9,4,8,4)
 L flow_cap_head(g33,10,4,9,4)
 L flow_cap_head(g33,11,4,10,4)
 L flow_cap_head(g34,7,6,7,5)
 L flow_cap_head(g34,8,7,8,6)
 L flow_cap_head(g34,9,7,9,6)
 L flow_cap_head(g34,9,8,9,7)
 L flow_cap_head(g34,10,8,10,7)
 L flow_cap_head(g34,11,9,11,8)
 L flow_cap_head(g34,8,6,7,6)
 L flow_cap_head(g34,9,6,8,6)
 L flow_cap_head(g34,9,7,8,7)
 L flow_cap_head(g34,10,7,9,7)
 L flow_cap_head(g34,10,8,9,8)
 L flow_cap_head(g34,11,8,10,8)
 L flow_cap_head(g35,9,9,9,8)
 L flow_cap_head(g35,10,10,10,9)
 L flow_cap_head(g35,9,9,8,9)
 L flow_cap_head(g35,10,9,9,9)
 L flow_cap_head(g35,11,9,10,9)
 L flow_cap_head(g36,10,1,10,0)
 L flow_cap_head(g36,10,2,10,1)
 L flow_cap_head(g36,10,3,10,2)
 L flow_cap_head(g36,10,4,10,3)
 L flow_cap_head(g36,10,5,10,4)
 L flow_cap_head(g36,11,1,11,0)
 L flow_cap_head(g36,11,2,11,1)
 L flow_cap_head(g36,11,3,11,2)
 L flow_cap_head(g36,11,4,11,3)
 L flow_cap_head(g36,11,5,11,4)
 L flow_cap_head(g36,11,0,10,0)
 L flow_cap_head(g36,11,1,10,1)
 L flow_cap_head(g36,11,2,10,2)
 L flow_cap_head(g36,11,3,10,3)
 L flow_cap_head(g36,11,4,10,4)
 L flow_cap_head(g36,11,5,10,5)
 L flow_cap_head(g37,10,7,10,6)
 L flow_cap_head(g37,10,8,10,7)
 L flow_cap_head(g37,11,5,11,4)
 L flow_cap_head(g37,11,6,11,5)
 L flow_cap_head(g37,11,4,10,4)
 L flow_cap_head(g37,11,6,10,6)
 L flow_cap_head(g37,11,8,10,8)
 L flow_cap_head(g39,11,11,11,10)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,g0) cover(0,0) 1
    x(0,0,g0) centre(0,0,g0) 1
    x(0,1,g1) cover(0,1) 1
    x(0,1,g1) symmetry(0,1,g1) 1
    x(0,1,g1) flow_balance(g1,0,1) -1
    x(0,1,g1) flow_cap_tail(g1,0,1,0,2) -2
    x(0,1,g1) flow_cap_head(g1,0,2,0,1) -2
    x(0,2,g1) cover(0,2) 1
    x(0,2,g1) centre(0,2,g1) 1
    x(0,2,g1) flow_cap_tail(g1,0,2,0,3) -2
    x(0,2,g1) flow_cap_tail(g1,0,2,0,1) -2
    x(0,2,g1) flow_cap_head(g1,0,1,0,2) -2
    x(0,2,g1) flow_cap_head(g1,0,3,0,2) -2
    x(0,3,g1) cover(0,3) 1
    x(0,3,g1) symmetry(0,1,g1) -1
    x(0,3,g1) flow_balance(g1,0,3) -1
    x(0,3,g1) flow_cap_tail(g1,0,3,0,2) -2
    x(0,3,g1) flow_cap_head(g1,0,2,0,3) -2
    x(0,3,g2) cover(0,3) 1
    x(0,3,g2) symmetry(0,3,g2) 1
    x(0,3,g2) flow_balance(g2,0,3) -1
    x(0,3,g2) flow_cap_tail(g2,0,3,0,4) -2
    x(0,3,g2) flow_cap_head(g2,0,4,0,3) -2
    x(0,4,g2) cover(0,4) 1
    x(0,4,g2) centre(0,4,g2) 1
    x(0,4,g2) flow_cap_tail(g2,0,4,0,5) -2
    x(0,4,g2) flow_cap_tail(g2,0,4,0,3) -2
    x(0,4,g2) flow_cap_head(g2,0,3,0,4) -2
    x(0,4,g2) flow_cap_head(g2,0,5,0,4) -2
    x(0,5,g2) cover(0,5) 1
    x(0,5,g2) symmetry(0,3,g2) -1
    x(0,5,g2) flow_balance(g2,0,5) -1
    x(0,5,g2) flow_cap_tail(g2,0,5,0,4) -2
    x(0,5,g2) flow_cap_head(g2,0,4,0,5) -2
    x(0,5,g3) cover(0,5) 1
    x(0,5,g3) symmetry(0,5,g3) 1
    x(0,5,g3) flow_balance(g3,0,5) -1
    x(0,5,g3) flow_cap_tail(g3,0,5,0,6) -5
    x(0,5,g3) flow_cap_head(g3,0,6,0,5) -5
    x(0,6,g3) cover(0,6) 1
    x(0,6,g3) symmetry(0,6,g3) 1
    x(0,6,g3) flow_balance(g3,0,6) -1
    x(0,6,g3) flow_cap_tail(g3,0,6,0,7) -5
    x(0,6,g3) flow_cap_tail(g3,0,6,0,5) -5
    x(0,6,g3) flow_cap_head(g3,0,5,0,6) -5
    x(0,6,g3) flow_cap_head(g3,0,7,0,6) -5
    x(0,7,g3) cover(0,7) 1
    x(0,7,g3) centre(0,7,g3) 1
    x(0,7,g3) symmetry(0,7,g3) 1
    x(0,7,g3) flow_cap_tail(g3,0,7,0,8) -5
    x(0,7,g3) flow_cap_tail(g3,0,7,0,6) -5
    x(0,7,g3) flow_cap_head(g3,0,6,0,7) -5
    x(0,7,g3) flow_cap_head(g3,0,8,0,7) -5
    x(0,8,g3) cover(0,8) 1
    x(0,8,g3) centre(0,8,g3) 1
    x(0,8,g3) symmetry(0,7,g3) -1
    x(0,8,g3) flow_balance(g3,0,8) -1
    x(0,8,g3) flow_cap_tail(g3,0,8,0,9) -5
    x(0,8,g3) flow_cap_tail(g3,0,8,0,7) -5
    x(0,8,g3) flow_cap_head(g3,0,7,0,8) -5
    x(0,8,g3) flow_cap_head(g3,0,9,0,8) -5
    x(0,9,g3) cover(0,9) 1
    x(0,9,g3) symmetry(0,6,g3) -1
    x(0,9,g3) flow_balance(g3,0,9) -1
    x(0,9,g3) flow_cap_tail(g3,0,9,0,10) -5
    x(0,9,g3) flow_cap_tail(g3,0,9,0,8) -5
    x(0,9,g3) flow_cap_head(g3,0,8,0,9) -5
    x(0,9,g3) flow_cap_head(g3,0,10,0,9) -5
    x(0,10,g3) cover(0,10) 1
    x(0,10,g3) symmetry(0,5,g3) -1
    x(0,10,g3) flow_balance(g3,0,10) -1
    x(0,10,g3) flow_cap_tail(g3,0,10,0,9) -5
    x(0,10,g3) flow_cap_head(g3,0,9,0,10) -5
    x(0,11,g4) cover(0,11) 1
    x(0,11,g4) centre(0,11,g4) 1
    x(0,1,g5) cover(0,1) 1
    x(0,1,g5) symmetry(0,1,g5) 1
    x(0,1,g5) flow_balance(g5,0,1) -1
    x(0,1,g5) flow_cap_tail(g5,0,1,1,1) -7
    x(0,1,g5) flow_cap_head(g5,1,1,0,1) -7
    x(0,3,g5) cover(0,3) 1
    x(0,3,g5) symmetry(0,3,g5) 1
    x(0,3,g5) flow_balance(g5,0,3) -1
    x(0,3,g5) flow_cap_tail(g5,0,3,1,3) -7
    x(0,3,g5) flow_cap_head(g5,1,3,0,3) -7
    x(1,0,g5) cover(1,0) 1
    x(1,0,g5) symmetry(1,0,g5) 1
    x(1,0,g5) flow_balance(g5,1,0) -1
    x(1,0,g5) flow_cap_tail(g5,1,0,1,1) -7
    x(1,0,g5) flow_cap_tail(g5,1,0,2,0) -7
    x(1,0,g5) flow_cap_head(g5,1,1,1,0) -7
    x(1,0,g5) flow_cap_head(g5,2,0,1,0) -7
    x(1,1,g5) cover(1,1) 1
    x(1,1,g5) centre(1,1,g5) 1
    x(1,1,g5) symmetry(1,1,g5) 1
    x(1,1,g5) flow_cap_tail(g5,1,1,1,2) -7
    x(1,1,g5) flow_cap_tail(g5,1,1,1,0) -7
    x(1,1,g5) flow_cap_tail(g5,1,1,0,1) -7
    x(1,1,g5) flow_cap_head(g5,1,0,1,1) -7
    x(1,1,g5) flow_cap_head(g5,0,1,1,1) -7
    x(1,1,g5) flow_cap_head(g5,1,2,1,1) -7
    x(1,2,g5) cover(1,2) 1
    x(1,2,g5) centre(1,2,g5) 1
    x(1,2,g5) symmetry(1,1,g5) -1
    x(1,2,g5) flow_balance(g5,1,2) -1
    x(1,2,g5) flow_cap_tail(g5,1,2,1,3) -7
    x(1,2,g5) flow_cap_tail(g5,1,2,2,2) -7
    x(1,2,g5) flow_cap_tail(g5,1,2,1,1) -7
    x(1,2,g5) flow_cap_head(g5,1,1,1,2) -7
    x(1,2,g5) flow_cap_head(g5,1,3,1,2) -7
    x(1,2,g5) flow_cap_head(g5,2,2,1,2) -7
    x(1,3,g5) cover(1,3) 1
    x(1,3,g5) symmetry(1,0,g5) -1
    x(1,3,g5) flow_balance(g5,1,3) -1
    x(1,3,g5) flow_cap_tail(g5,1,3,1,2) -7
    x(1,3,g5) flow_cap_tail(g5,1,3,0,3) -7
    x(1,3,g5) flow_cap_head(g5,1,2,1,3) -7
    x(1,3,g5) flow_cap_head(g5,0,3,1,3) -7
    x(2,0,g5) cover(2,0) 1
    x(2,0,g5) symmetry(0,3,g5) -1
    x(2,0,g5) flow_balance(g5,2,0) -1
    x(2,0,g5) flow_cap_tail(g5,2,0,1,0) -7
    x(2,0,g5) flow_cap_head(g5,1,0,2,0) -7
    x(2,2,g5) cover(2,2) 1
    x(2,2,g5) symmetry(0,1,g5) -1
    x(2,2,g5) flow_balance(g5,2,2) -1
    x(2,2,g5) flow_cap_tail(g5,2,2,1,2) -7
    x(2,2,g5) flow_cap_head(g5,1,2,2,2) -7
    x(0,5,g6) cover(0,5) 1
    x(0,5,g6) symmetry(0,5,g6) 1
    x(0,5,g6) flow_balance(g6,0,5) -1
    x(0,5,g6) flow_cap_tail(g6,0,5,0,6) -4
    x(0,5,g6) flow_cap_head(g6,0,6,0,5) -4
    x(0,6,g6) cover(0,6) 1
    x(0,6,g6) symmetry(0,6,g6) 1
    x(0,6,g6) flow_balance(g6,0,6) -1
    x(0,6,g6) flow_cap_tail(g6,0,6,1,6) -4
    x(0,6,g6) flow_cap_tail(g6,0,6,0,5) -4
    x(0,6,g6) flow_cap_head(g6,0,5,0,6) -4
    x(0,6,g6) flow_cap_head(g6,1,6,0,6) -4
    x(1,6,g6) cover(1,6) 1
    x(1,6,g6) centre(1,6,g6) 1
    x(1,6,g6) flow_cap_tail(g6,1,6,2,6) -4
    x(1,6,g6) flow_cap_tail(g6,1,6,0,6) -4
    x(1,6,g6) flow_cap_head(g6,0,6,1,6) -4
    x(1,6,g6) flow_cap_head(g6,2,6,1,6) -4
    x(2,6,g6) cover(2,6) 1
    x(2,6,g6) symmetry(0,6,g6) -1
    x(2,6,g6) flow_balance(g6,2,6) -1
    x(2,6,g6) flow_cap_tail(g6,2,6,2,7) -4
    x(2,6,g6) flow_cap_tail(g6,2,6,1,6) -4
    x(2,6,g6) flow_cap_head(g6,1,6,2,6) -4
    x(2,6,g6) flow_cap_head(g6,2,7,2,6) -4
    x(2,7,g6) cover(2,7) 1
    x(2,7,g6) symmetry(0,5,g6) -1
    x(2,7,g6) flow_balance(g6,2,7) -1
    x(2,7,g6) flow_cap_tail(g6,2,7,2,6) -4
    x(2,7,g6) flow_cap_head(g6,2,6,2,7) -4
    x(0,10,g7) cover(0,10) 1
    x(0,10,g7) symmetry(0,10,g7) 1
    x(0,10,g7) flow_balance(g7,0,10) -1
    x(0,10,g7) flow_cap_tail(g7,0,10,1,10) -4
    x(0,10,g7) flow_cap_head(g7,1,10,0,10) -4
    x(1,9,g7) cover(1,9) 1
    x(1,9,g7) symmetry(1,9,g7) 1
    x(1,9,g7) flow_balance(g7,1,9) -1
    x(1,9,g7) flow_cap_tail(g7,1,9,1,10) -4
    x(1,9,g7) flow_cap_head(g7,1,10,1,9) -4
    x(1,10,g7) cover(1,10) 1
    x(1,10,g7) centre(1,10,g7) 1
    x(1,10,g7) flow_cap_tail(g7,1,10,1,11) -4
    x(1,10,g7) flow_cap_tail(g7,1,10,2,10) -4
    x(1,10,g7) flow_cap_tail(g7,1,10,1,9) -4
    x(1,10,g7) flow_cap_tail(g7,1,10,0,10) -4
    x(1,10,g7) flow_cap_head(g7,1,9,1,10) -4
    x(1,10,g7) flow_cap_head(g7,0,10,1,10) -4
    x(1,10,g7) flow_cap_head(g7,1,11,1,10) -4
    x(1,10,g7) flow_cap_head(g7,2,10,1,10) -4
    x(1,11,g7) cover(1,11) 1
    x(1,11,g7) symmetry(1,9,g7) -1
    x(1,11,g7) flow_balance(g7,1,11) -1
    x(1,11,g7) flow_cap_tail(g7,1,11,1,10) -4
    x(1,11,g7) flow_cap_head(g7,1,10,1,11) -4
    x(2,10,g7) cover(2,10) 1
    x(2,10,g7) symmetry(0,10,g7) -1
    x(2,10,g7) flow_balance(g7,2,10) -1
    x(2,10,g7) flow_cap_tail(g7,2,10,1,10) -4
    x(2,10,g7) flow_cap_head(g7,1,10,2,10) -4
    x(0,3,g8) cover(0,3) 1
    x(0,3,g8) symmetry(0,3,g8) 1
    x(0,3,g8) flow_balance(g8,0,3) -1
    x(0,3,g8) flow_cap_tail(g8,0,3,1,3) -9
    x(0,3,g8) flow_cap_head(g8,1,3,0,3) -9
    x(0,5,g8) cover(0,5) 1
    x(0,5,g8) symmetry(0,5,g8) 1
    x(0,5,g8) flow_balance(g8,0,5) -1
    x(0,5,g8) flow_cap_tail(g8,0,5,1,5) -9
    x(0,5,g8) flow_cap_head(g8,1,5,0,5) -9
    x(1,3,g8) cover(1,3) 1
    x(1,3,g8) symmetry(1,3,g8) 1
    x(1,3,g8) flow_balance(g8,1,3) -1
    x(1,3,g8) flow_cap_tail(g8,1,3,1,4) -9
    x(1,3,g8) flow_cap_tail(g8,1,3,0,3) -9
    x(1,3,g8) flow_cap_head(g8,0,3,1,3) -9
    x(1,3,g8) flow_cap_head(g8,1,4,1,3) -9
    x(1,4,g8) cover(1,4) 1
    x(1,4,g8) centre(1,4,g8) 1
    x(1,4,g8) symmetry(1,4,g8) 1
    x(1,4,g8) flow_cap_tail(g8,1,4,1,5) -9
    x(1,4,g8) flow_cap_tail(g8,1,4,2,4) -9
    x(1,4,g8) flow_cap_tail(g8,1,4,1,3) -9
    x(1,4,g8) flow_cap_head(g8,1,3,1,4) -9
    x(1,4,g8) flow_cap_head(g8,1,5,1,4) -9
    x(1,4,g8) flow_cap_head(g8,2,4,1,4) -9
    x(1,5,g8) cover(1,5) 1
    x(1,5,g8) centre(1,5,g8) 1
    x(1,5,g8) symmetry(1,5,g8) 1
    x(1,5,g8) flow_balance(g8,1,5) -1
    x(1,5,g8) flow_cap_tail(g8,1,5,2,5) -9
    x(1,5,g8) flow_cap_tail(g8,1,5,1,4) -9
    x(1,5,g8) flow_cap_tail(g8,1,5,0,5) -9
    x(1,5,g8) flow_cap_head(g8,1,4,1,5) -9
    x(1,5,g8) flow_cap_head(g8,0,5,1,5) -9
    x(1,5,g8) flow_cap_head(g8,2,5,1,5) -9
    x(2,4,g8) cover(2,4) 1
    x(2,4,g8) centre(2,4,g8) 1
    x(2,4,g8) symmetry(1,5,g8) -1
    x(2,4,g8) flow_balance(g8,2,4) -1
    x(2,4,g8) flow_cap_tail(g8,2,4,2,5) -9
    x(2,4,g8) flow_cap_tail(g8,2,4,3,4) -9
    x(2,4,g8) flow_cap_tail(g8,2,4,1,4) -9
    x(2,4,g8) flow_cap_head(g8,1,4,2,4) -9
    x(2,4,g8) flow_cap_head(g8,2,5,2,4) -9
    x(2,4,g8) flow_cap_head(g8,3,4,2,4) -9
    x(2,5,g8) cover(2,5) 1
    x(2,5,g8) centre(2,5,g8) 1
    x(2,5,g8) symmetry(1,4,g8) -1
    x(2,5,g8) flow_balance(g8,2,5) -1
    x(2,5,g8) flow_cap_tail(g8,2,5,2,6) -9
    x(2,5,g8) flow_cap_tail(g8,2,5,2,4) -9
    x(2,5,g8) flow_cap_tail(g8,2,5,1,5) -9
    x(2,5,g8) flow_cap_head(g8,2,4,2,5) -9
    x(2,5,g8) flow_cap_head(g8,1,5,2,5) -9
    x(2,5,g8) flow_cap_head(g8,2,6,2,5) -9
    x(2,6,g8) cover(2,6) 1
    x(2,6,g8) symmetry(1,3,g8) -1
    x(2,6,g8) flow_balance(g8,2,6) -1
    x(2,6,g8) flow_cap_tail(g8,2,6,3,6) -9
    x(2,6,g8) flow_cap_tail(g8,2,6,2,5) -9
    x(2,6,g8) flow_cap_head(g8,2,5,2,6) -9
    x(2,6,g8) flow_cap_head(g8,3,6,2,6) -9
    x(3,4,g8) cover(3,4) 1
    x(3,4,g8) symmetry(0,5,g8) -1
    x(3,4,g8) flow_balance(g8,3,4) -1
    x(3,4,g8) flow_cap_tail(g8,3,4,2,4) -9
    x(3,4,g8) flow_cap_head(g8,2,4,3,4) -9
    x(3,6,g8) cover(3,6) 1
    x(3,6,g8) symmetry(0,3,g8) -1
    x(3,6,g8) flow_balance(g8,3,6) -1
    x(3,6,g8) flow_cap_tail(g8,3,6,2,6) -9
    x(3,6,g8) flow_cap_head(g8,2,6,3,6) -9
    x(2,0,g9) cover(2,0) 1
    x(2,0,g9) symmetry(2,0,g9) 1
    x(2,0,g9) flow_balance(g9,2,0) -1
    x(2,0,g9) flow_cap_tail(g9,2,0,2,1) -2
    x(2,0,g9) flow_cap_head(g9,2,1,2,0) -2
    x(2,1,g9) cover(2,1) 1
    x(2,1,g9) centre(2,1,g9) 1
    x(2,1,g9) flow_cap_tail(g9,2,1,2,2) -2
    x(2,1,g9) flow_cap_tail(g9,2,1,2,0) -2
    x(2,1,g9) flow_cap_head(g9,2,0,2,1) -2
    x(2,1,g9) flow_cap_head(g9,2,2,2,1) -2
    x(2,2,g9) cover(2,2) 1
    x(2,2,g9) symmetry(2,0,g9) -1
    x(2,2,g9) flow_balance(g9,2,2) -1
    x(2,2,g9) flow_cap_tail(g9,2,2,2,1) -2
    x(2,2,g9) flow_cap_head(g9,2,1,2,2) -2
    x(1,7,g10) cover(1,7) 1
    x(1,7,g10) symmetry(1,7,g10) 1
    x(1,7,g10) flow_balance(g10,1,7) -1
    x(1,7,g10) flow_cap_tail(g10,1,7,1,8) -7
    x(1,7,g10) flow_cap_tail(g10,1,7,2,7) -7
    x(1,7,g10) flow_cap_head(g10,1,8,1,7) -7
    x(1,7,g10) flow_cap_head(g10,2,7,1,7) -7
    x(1,8,g10) cover(1,8) 1
    x(1,8,g10) symmetry(1,8,g10) 1
    x(1,8,g10) flow_balance(g10,1,8) -1
    x(1,8,g10) flow_cap_tail(g10,1,8,2,8) -7
    x(1,8,g10) flow_cap_tail(g10,1,8,1,7) -7
    x(1,8,g10) flow_cap_head(g10,1,7,1,8) -7
    x(1,8,g10) flow_cap_head(g10,2,8,1,8) -7
    x(2,7,g10) cover(2,7) 1
    x(2,7,g10) symmetry(2,7,g10) 1
    x(2,7,g10) flow_balance(g10,2,7) -1
    x(2,7,g10) flow_cap_tail(g10,2,7,2,8) -7
    x(2,7,g10) flow_cap_tail(g10,2,7,1,7) -7
    x(2,7,g10) flow_cap_head(g10,1,7,2,7) -7
    x(2,7,g10) flow_cap_head(g10,2,8,2,7) -7
    x(2,8,g10) cover(2,8) 1
    x(2,8,g10) centre(2,8,g10) 1
    x(2,8,g10) symmetry(2,8,g10) 1
    x(2,8,g10) flow_cap_tail(g10,2,8,2,9) -7
    x(2,8,g10) flow_cap_tail(g10,2,8,2,7) -7
    x(2,8,g10) flow_cap_tail(g10,2,8,1,8) -7
    x(2,8,g10) flow_cap_head(g10,2,7,2,8) -7
    x(2,8,g10) flow_cap_head(g10,1,8,2,8) -7
    x(2,8,g10) flow_cap_head(g10,2,9,2,8) -7
    x(2,9,g10) cover(2,9) 1
    x(2,9,g10) centre(2,9,g10) 1
    x(2,9,g10) symmetry(2,8,g10) -1
    x(2,9,g10) flow_balance(g10,2,9) -1
    x(2,9,g10) flow_cap_tail(g10,2,9,2,10) -7
    x(2,9,g10) flow_cap_tail(g10,2,9,3,9) -7
    x(2,9,g10) flow_cap_tail(g10,2,9,2,8) -7
    x(2,9,g10) flow_cap_head(g10,2,8,2,9) -7
    x(2,9,g10) flow_cap_head(g10,2,10,2,9) -7
    x(2,9,g10) flow_cap_head(g10,3,9,2,9) -7
    x(2,10,g10) cover(2,10) 1
    x(2,10,g10) symmetry(2,7,g10) -1
    x(2,10,g10) flow_balance(g10,2,10) -1
    x(2,10,g10) flow_cap_tail(g10,2,10,3,10) -7
    x(2,10,g10) flow_cap_tail(g10,2,10,2,9) -7
    x(2,10,g10) flow_cap_head(g10,2,9,2,10) -7
    x(2,10,g10) flow_cap_head(g10,3,10,2,10) -7
    x(3,9,g10) cover(3,9) 1
    x(3,9,g10) symmetry(1,8,g10) -1
    x(3,9,g10) flow_balance(g10,3,9) -1
    x(3,9,g10) flow_cap_tail(g10,3,9,3,10) -7
    x(3,9,g10) flow_cap_tail(g10,3,9,2,9) -7
    x(3,9,g10) flow_cap_head(g10,2,9,3,9) -7
    x(3,9,g10) flow_cap_head(g10,3,10,3,9) -7
    x(3,10,g10) cover(3,10) 1
    x(3,10,g10) symmetry(1,7,g10) -1
    x(3,10,g10) flow_balance(g10,3,10) -1
    x(3,10,g10) flow_cap_tail(g10,3,10,3,9) -7
    x(3,10,g10) flow_cap_tail(g10,3,10,2,10) -7
    x(3,10,g10) flow_cap_head(g10,3,9,3,10) -7
    x(3,10,g10) flow_cap_head(g10,2,10,3,10) -7
    x(1,11,g11) cover(1,11) 1
    x(1,11,g11) symmetry(1,11,g11) 1
    x(1,11,g11) flow_balance(g11,1,11) -1
    x(1,11,g11) flow_cap_tail(g11,1,11,2,11) -2
    x(1,11,g11) flow_cap_head(g11,2,11,1,11) -2
    x(2,11,g11) cover(2,11) 1
    x(2,11,g11) centre(2,11,g11) 1
    x(2,11,g11) flow_cap_tail(g11,2,11,3,11) -2
    x(2,11,g11) flow_cap_tail(g11,2,11,1,11) -2
    x(2,11,g11) flow_cap_head(g11,1,11,2,11) -2
    x(2,11,g11) flow_cap_head(g11,3,11,2,11) -2
    x(3,11,g11) cover(3,11) 1
    x(3,11,g11) symmetry(1,11,g11) -1
    x(3,11,g11) flow_balance(g11,3,11) -1
    x(3,11,g11) flow_cap_tail(g11,3,11,2,11) -2
    x(3,11,g11) flow_cap_head(g11,2,11,3,11) -2
    x(1,3,g12) cover(1,3) 1
    x(1,3,g12) symmetry(1,3,g12) 1
    x(1,3,g12) flow_balance(g12,1,3) -1
    x(1,3,g12) flow_cap_tail(g12,1,3,2,3) -5
    x(1,3,g12) flow_cap_head(g12,2,3,1,3) -5
    x(2,2,g12) cover(2,2) 1
    x(2,2,g12) symmetry(2,2,g12) 1
    x(2,2,g12) flow_balance(g12,2,2) -1
    x(2,2,g12) flow_cap_tail(g12,2,2,2,3) -5
    x(2,2,g12) flow_cap_head(g12,2,3,2,2) -5
    x(2,3,g12) cover(2,3) 1
    x(2,3,g12) centre(2,3,g12) 1
    x(2,3,g12) symmetry(2,3,g12) 1
    x(2,3,g12) flow_cap_tail(g12,2,3,3,3) -5
    x(2,3,g12) flow_cap_tail(g12,2,3,2,2) -5
    x(2,3,g12) flow_cap_tail(g12,2,3,1,3) -5
    x(2,3,g12) flow_cap_head(g12,2,2,2,3) -5
    x(2,3,g12) flow_cap_head(g12,1,3,2,3) -5
    x(2,3,g12) flow_cap_head(g12,3,3,2,3) -5
    x(3,3,g12) cover(3,3) 1
    x(3,3,g12) centre(3,3,g12) 1
    x(3,3,g12) symmetry(2,3,g12) -1
    x(3,3,g12) flow_balance(g12,3,3) -1
    x(3,3,g12) flow_cap_tail(g12,3,3,3,4) -5
    x(3,3,g12) flow_cap_tail(g12,3,3,4,3) -5
    x(3,3,g12) flow_cap_tail(g12,3,3,2,3) -5
    x(3,3,g12) flow_cap_head(g12,2,3,3,3) -5
    x(3,3,g12) flow_cap_head(g12,3,4,3,3) -5
    x(3,3,g12) flow_cap_head(g12,4,3,3,3) -5
    x(3,4,g12) cover(3,4) 1
    x(3,4,g12) symmetry(2,2,g12) -1
    x(3,4,g12) flow_balance(g12,3,4) -1
    x(3,4,g12) flow_cap_tail(g12,3,4,3,3) -5
    x(3,4,g12) flow_cap_head(g12,3,3,3,4) -5
    x(4,3,g12) cover(4,3) 1
    x(4,3,g12) symmetry(1,3,g12) -1
    x(4,3,g12) flow_balance(g12,4,3) -1
    x(4,3,g12) flow_cap_tail(g12,4,3,3,3) -5
    x(4,3,g12) flow_cap_head(g12,3,3,4,3) -5
    x(1,0,g13) cover(1,0) 1
    x(1,0,g13) symmetry(1,0,g13) 1
    x(1,0,g13) flow_balance(g13,1,0) -1
    x(1,0,g13) flow_cap_tail(g13,1,0,2,0) -4
    x(1,0,g13) flow_cap_head(g13,2,0,1,0) -4
    x(2,0,g13) cover(2,0) 1
    x(2,0,g13) symmetry(2,0,g13) 1
    x(2,0,g13) flow_balance(g13,2,0) -1
    x(2,0,g13) flow_cap_tail(g13,2,0,3,0) -4
    x(2,0,g13) flow_cap_tail(g13,2,0,1,0) -4
    x(2,0,g13) flow_cap_head(g13,1,0,2,0) -4
    x(2,0,g13) flow_cap_head(g13,3,0,2,0) -4
    x(3,0,g13) cover(3,0) 1
    x(3,0,g13) centre(3,0,g13) 1
    x(3,0,g13) flow_cap_tail(g13,3,0,4,0) -4
    x(3,0,g13) flow_cap_tail(g13,3,0,2,0) -4
    x(3,0,g13) flow_cap_head(g13,2,0,3,0) -4
    x(3,0,g13) flow_cap_head(g13,4,0,3,0) -4
    x(4,0,g13) cover(4,0) 1
    x(4,0,g13) symmetry(2,0,g13) -1
    x(4,0,g13) flow_balance(g13,4,0) -1
    x(4,0,g13) flow_cap_tail(g13,4,0,5,0) -4
    x(4,0,g13) flow_cap_tail(g13,4,0,3,0) -4
    x(4,0,g13) flow_cap_head(g13,3,0,4,0) -4
    x(4,0,g13) flow_cap_head(g13,5,0,4,0) -4
    x(5,0,g13) cover(5,0) 1
    x(5,0,g13) symmetry(1,0,g13) -1
    x(5,0,g13) flow_balance(g13,5,0) -1
    x(5,0,g13) flow_cap_tail(g13,5,0,4,0) -4
    x(5,0,g13) flow_cap_head(g13,4,0,5,0) -4
    x(2,2,g14) cover(2,2) 1
    x(2,2,g14) symmetry(2,2,g14) 1
    x(2,2,g14) flow_balance(g14,2,2) -1
    x(2,2,g14) flow_cap_tail(g14,2,2,3,2) -2
    x(2,2,g14) flow_cap_head(g14,3,2,2,2) -2
    x(3,2,g14) cover(3,2) 1
    x(3,2,g14) centre(3,2,g14) 1
    x(3,2,g14) flow_cap_tail(g14,3,2,4,2) -2
    x(3,2,g14) flow_cap_tail(g14,3,2,2,2) -2
    x(3,2,g14) flow_cap_head(g14,2,2,3,2) -2
    x(3,2,g14) flow_cap_head(g14,4,2,3,2) -2
    x(4,2,g14) cover(4,2) 1
    x(4,2,g14) symmetry(2,2,g14) -1
    x(4,2,g14) flow_balance(g14,4,2) -1
    x(4,2,g14) flow_cap_tail(g14,4,2,3,2) -2
    x(4,2,g14) flow_cap_head(g14,3,2,4,2) -2
    x(2,6,g15) cover(2,6) 1
    x(2,6,g15) symmetry(2,6,g15) 1
    x(2,6,g15) flow_balance(g15,2,6) -1
    x(2,6,g15) flow_cap_tail(g15,2,6,2,7) -6
    x(2,6,g15) flow_cap_tail(g15,2,6,3,6) -6
    x(2,6,g15) flow_cap_head(g15,2,7,2,6) -6
    x(2,6,g15) flow_cap_head(g15,3,6,2,6) -6
    x(2,7,g15) cover(2,7) 1
    x(2,7,g15) symmetry(2,7,g15) 1
    x(2,7,g15) flow_balance(g15,2,7) -1
    x(2,7,g15) flow_cap_tail(g15,2,7,2,6) -6
    x(2,7,g15) flow_cap_head(g15,2,6,2,7) -6
    x(3,4,g15) cover(3,4) 1
    x(3,4,g15) symmetry(3,4,g15) 1
    x(3,4,g15) flow_balance(g15,3,4) -1
    x(3,4,g15) flow_cap_tail(g15,3,4,3,5) -6
    x(3,4,g15) flow_cap_tail(g15,3,4,4,4) -6
    x(3,4,g15) flow_cap_head(g15,3,5,3,4) -6
    x(3,4,g15) flow_cap_head(g15,4,4,3,4) -6
    x(3,5,g15) cover(3,5) 1
    x(3,5,g15) centre(3,5,g15) 1
    x(3,5,g15) flow_cap_tail(g15,3,5,3,6) -6
    x(3,5,g15) flow_cap_tail(g15,3,5,3,4) -6
    x(3,5,g15) flow_cap_head(g15,3,4,3,5) -6
    x(3,5,g15) flow_cap_head(g15,3,6,3,5) -6
    x(3,6,g15) cover(3,6) 1
    x(3,6,g15) symmetry(3,4,g15) -1
    x(3,6,g15) flow_balance(g15,3,6) -1
    x(3,6,g15) flow_cap_tail(g15,3,6,3,5) -6
    x(3,6,g15) flow_cap_tail(g15,3,6,2,6) -6
    x(3,6,g15) flow_cap_head(g15,3,5,3,6) -6
    x(3,6,g15) flow_cap_head(g15,2,6,3,6) -6
    x(4,3,g15) cover(4,3) 1
    x(4,3,g15) symmetry(2,7,g15) -1
    x(4,3,g15) flow_balance(g15,4,3) -1
    x(4,3,g15) flow_cap_tail(g15,4,3,4,4) -6
    x(4,3,g15) flow_cap_head(g15,4,4,4,3) -6
    x(4,4,g15) cover(4,4) 1
    x(4,4,g15) symmetry(2,6,g15) -1
    x(4,4,g15) flow_balance(g15,4,4) -1
    x(4,4,g15) flow_cap_tail(g15,4,4,4,3) -6
    x(4,4,g15) flow_cap_tail(g15,4,4,3,4) -6
    x(4,4,g15) flow_cap_head(g15,4,3,4,4) -6
    x(4,4,g15) flow_cap_head(g15,3,4,4,4) -6
    x(2,7,g16) cover(2,7) 1
    x(2,7,g16) symmetry(2,7,g16) 1
    x(2,7,g16) flow_balance(g16,2,7) -1
    x(2,7,g16) flow_cap_tail(g16,2,7,3,7) -7
    x(2,7,g16) flow_cap_head(g16,3,7,2,7) -7
    x(3,6,g16) cover(3,6) 1
    x(3,6,g16) symmetry(3,6,g16) 1
    x(3,6,g16) flow_balance(g16,3,6) -1
    x(3,6,g16) flow_cap_tail(g16,3,6,3,7) -7
    x(3,6,g16) flow_cap_head(g16,3,7,3,6) -7
    x(3,7,g16) cover(3,7) 1
    x(3,7,g16) symmetry(3,7,g16) 1
    x(3,7,g16) flow_balance(g16,3,7) -1
    x(3,7,g16) flow_cap_tail(g16,3,7,3,8) -7
    x(3,7,g16) flow_cap_tail(g16,3,7,3,6) -7
    x(3,7,g16) flow_cap_tail(g16,3,7,2,7) -7
    x(3,7,g16) flow_cap_head(g16,3,6,3,7) -7
    x(3,7,g16) flow_cap_head(g16,2,7,3,7) -7
    x(3,7,g16) flow_cap_head(g16,3,8,3,7) -7
    x(3,8,g16) cover(3,8) 1
    x(3,8,g16) centre(3,8,g16) 1
    x(3,8,g16) symmetry(3,8,g16) 1
    x(3,8,g16) flow_cap_tail(g16,3,8,4,8) -7
    x(3,8,g16) flow_cap_tail(g16,3,8,3,7) -7
    x(3,8,g16) flow_cap_head(g16,3,7,3,8) -7
    x(3,8,g16) flow_cap_head(g16,4,8,3,8) -7
    x(4,8,g16) cover(4,8) 1
    x(4,8,g16) centre(4,8,g16) 1
    x(4,8,g16) symmetry(3,8,g16) -1
    x(4,8,g16) flow_balance(g16,4,8) -1
    x(4,8,g16) flow_cap_tail(g16,4,8,4,9) -7
    x(4,8,g16) flow_cap_tail(g16,4,8,3,8) -7
    x(4,8,g16) flow_cap_head(g16,3,8,4,8) -7
    x(4,8,g16) flow_cap_head(g16,4,9,4,8) -7
    x(4,9,g16) cover(4,9) 1
    x(4,9,g16) symmetry(3,7,g16) -1
    x(4,9,g16) flow_balance(g16,4,9) -1
    x(4,9,g16) flow_cap_tail(g16,4,9,4,10) -7
    x(4,9,g16) flow_cap_tail(g16,4,9,5,9) -7
    x(4,9,g16) flow_cap_tail(g16,4,9,4,8) -7
    x(4,9,g16) flow_cap_head(g16,4,8,4,9) -7
    x(4,9,g16) flow_cap_head(g16,4,10,4,9) -7
    x(4,9,g16) flow_cap_head(g16,5,9,4,9) -7
    x(4,10,g16) cover(4,10) 1
    x(4,10,g16) symmetry(3,6,g16) -1
    x(4,10,g16) flow_balance(g16,4,10) -1
    x(4,10,g16) flow_cap_tail(g16,4,10,4,9) -7
    x(4,10,g16) flow_cap_head(g16,4,9,4,10) -7
    x(5,9,g16) cover(5,9) 1
    x(5,9,g16) symmetry(2,7,g16) -1
    x(5,9,g16) flow_balance(g16,5,9) -1
    x(5,9,g16) flow_cap_tail(g16,5,9,4,9) -7
    x(5,9,g16) flow_cap_head(g16,4,9,5,9) -7
    x(1,7,g17) cover(1,7) 1
    x(1,7,g17) symmetry(1,7,g17) 1
    x(1,7,g17) flow_balance(g17,1,7) -1
    x(1,7,g17) flow_cap_tail(g17,1,7,2,7) -23
    x(1,7,g17) flow_cap_head(g17,2,7,1,7) -23
    x(2,6,g17) cover(2,6) 1
    x(2,6,g17) symmetry(2,6,g17) 1
    x(2,6,g17) flow_balance(g17,2,6) -1
    x(2,6,g17) flow_cap_tail(g17,2,6,2,7) -23
    x(2,6,g17) flow_cap_tail(g17,2,6,3,6) -23
    x(2,6,g17) flow_cap_head(g17,2,7,2,6) -23
    x(2,6,g17) flow_cap_head(g17,3,6,2,6) -23
    x(2,7,g17) cover(2,7) 1
    x(2,7,g17) symmetry(2,7,g17) 1
    x(2,7,g17) flow_balance(g17,2,7) -1
    x(2,7,g17) flow_cap_tail(g17,2,7,2,6) -23
    x(2,7,g17) flow_cap_tail(g17,2,7,1,7) -23
    x(2,7,g17) flow_cap_head(g17,2,6,2,7) -23
    x(2,7,g17) flow_cap_head(g17,1,7,2,7) -23
    x(3,6,g17) cover(3,6) 1
    x(3,6,g17) symmetry(3,6,g17) 1
    x(3,6,g17) flow_balance(g17,3,6) -1
    x(3,6,g17) flow_cap_tail(g17,3,6,4,6) -23
    x(3,6,g17) flow_cap_tail(g17,3,6,2,6) -23
    x(3,6,g17) flow_cap_head(g17,2,6,3,6) -23
    x(3,6,g17) flow_cap_head(g17,4,6,3,6) -23
    x(3,9,g17) cover(3,9) 1
    x(3,9,g17) symmetry(3,9,g17) 1
    x(3,9,g17) flow_balance(g17,3,9) -1
    x(3,9,g17) flow_cap_tail(g17,3,9,3,10) -23
    x(3,9,g17) flow_cap_tail(g17,3,9,4,9) -23
    x(3,9,g17) flow_cap_head(g17,3,10,3,9) -23
    x(3,9,g17) flow_cap_head(g17,4,9,3,9) -23
    x(3,10,g17) cover(3,10) 1
    x(3,10,g17) symmetry(3,10,g17) 1
    x(3,10,g17) flow_balance(g17,3,10) -1
    x(3,10,g17) flow_cap_tail(g17,3,10,3,11) -23
    x(3,10,g17) flow_cap_tail(g17,3,10,3,9) -23
    x(3,10,g17) flow_cap_head(g17,3,9,3,10) -23
    x(3,10,g17) flow_cap_head(g17,3,11,3,10) -23
    x(3,11,g17) cover(3,11) 1
    x(3,11,g17) symmetry(3,11,g17) 1
    x(3,11,g17) flow_balance(g17,3,11) -1
    x(3,11,g17) flow_cap_tail(g17,3,11,3,10) -23
    x(3,11,g17) flow_cap_head(g17,3,10,3,11) -23
    x(4,4,g17) cover(4,4) 1
    x(4,4,g17) symmetry(4,4,g17) 1
    x(4,4,g17) flow_balance(g17,4,4) -1
    x(4,4,g17) flow_cap_tail(g17,4,4,4,5) -23
    x(4,4,g17) flow_cap_tail(g17,4,4,5,4) -23
    x(4,4,g17) flow_cap_head(g17,4,5,4,4) -23
    x(4,4,g17) flow_cap_head(g17,5,4,4,4) -23
    x(4,5,g17) cover(4,5) 1
    x(4,5,g17) symmetry(4,5,g17) 1
    x(4,5,g17) flow_balance(g17,4,5) -1
    x(4,5,g17) flow_cap_tail(g17,4,5,4,6) -23
    x(4,5,g17) flow_cap_tail(g17,4,5,4,4) -23
    x(4,5,g17) flow_cap_head(g17,4,4,4,5) -23
    x(4,5,g17) flow_cap_head(g17,4,6,4,5) -23
    x(4,6,g17) cover(4,6) 1
    x(4,6,g17) centre(4,6,g17) 1
    x(4,6,g17) symmetry(4,6,g17) 1
    x(4,6,g17) flow_cap_tail(g17,4,6,4,7) -23
    x(4,6,g17) flow_cap_tail(g17,4,6,5,6) -23
    x(4,6,g17) flow_cap_tail(g17,4,6,4,5) -23
    x(4,6,g17) flow_cap_tail(g17,4,6,3,6) -23
    x(4,6,g17) flow_cap_head(g17,4,5,4,6) -23
    x(4,6,g17) flow_cap_head(g17,3,6,4,6) -23
    x(4,6,g17) flow_cap_head(g17,4,7,4,6) -23
    x(4,6,g17) flow_cap_head(g17,5,6,4,6) -23
    x(4,7,g17) cover(4,7) 1
    x(4,7,g17) centre(4,7,g17) 1
    x(4,7,g17) symmetry(4,7,g17) 1
    x(4,7,g17) flow_balance(g17,4,7) -1
    x(4,7,g17) flow_cap_tail(g17,4,7,5,7) -23
    x(4,7,g17) flow_cap_tail(g17,4,7,4,6) -23
    x(4,7,g17) flow_cap_head(g17,4,6,4,7) -23
    x(4,7,g17) flow_cap_head(g17,5,7,4,7) -23
    x(4,9,g17) cover(4,9) 1
    x(4,9,g17) symmetry(4,9,g17) 1
    x(4,9,g17) flow_balance(g17,4,9) -1
    x(4,9,g17) flow_cap_tail(g17,4,9,5,9) -23
    x(4,9,g17) flow_cap_tail(g17,4,9,3,9) -23
    x(4,9,g17) flow_cap_head(g17,3,9,4,9) -23
    x(4,9,g17) flow_cap_head(g17,5,9,4,9) -23
    x(5,4,g17) cover(5,4) 1
    x(5,4,g17) symmetry(4,9,g17) -1
    x(5,4,g17) flow_balance(g17,5,4) -1
    x(5,4,g17) flow_cap_tail(g17,5,4,6,4) -23
    x(5,4,g17) flow_cap_tail(g17,5,4,4,4) -23
    x(5,4,g17) flow_cap_head(g17,4,4,5,4) -23
    x(5,4,g17) flow_cap_head(g17,6,4,5,4) -23
    x(5,6,g17) cover(5,6) 1
    x(5,6,g17) centre(5,6,g17) 1
    x(5,6,g17) symmetry(4,7,g17) -1
    x(5,6,g17) flow_balance(g17,5,6) -1
    x(5,6,g17) flow_cap_tail(g17,5,6,5,7) -23
    x(5,6,g17) flow_cap_tail(g17,5,6,4,6) -23
    x(5,6,g17) flow_cap_head(g17,4,6,5,6) -23
    x(5,6,g17) flow_cap_head(g17,5,7,5,6) -23
    x(5,7,g17) cover(5,7) 1
    x(5,7,g17) centre(5,7,g17) 1
    x(5,7,g17) symmetry(4,6,g17) -1
    x(5,7,g17) flow_balance(g17,5,7) -1
    x(5,7,g17) flow_cap_tail(g17,5,7,5,8) -23
    x(5,7,g17) flow_cap_tail(g17,5,7,6,7) -23
    x(5,7,g17) flow_cap_tail(g17,5,7,5,6) -23
    x(5,7,g17) flow_cap_tail(g17,5,7,4,7) -23
    x(5,7,g17) flow_cap_head(g17,5,6,5,7) -23
    x(5,7,g17) flow_cap_head(g17,4,7,5,7) -23
    x(5,7,g17) flow_cap_head(g17,5,8,5,7) -23
    x(5,7,g17) flow_cap_head(g17,6,7,5,7) -23
    x(5,8,g17) cover(5,8) 1
    x(5,8,g17) symmetry(4,5,g17) -1
    x(5,8,g17) flow_balance(g17,5,8) -1
    x(5,8,g17) flow_cap_tail(g17,5,8,5,9) -23
    x(5,8,g17) flow_cap_tail(g17,5,8,5,7) -23
    x(5,8,g17) flow_cap_head(g17,5,7,5,8) -23
    x(5,8,g17) flow_cap_head(g17,5,9,5,8) -23
    x(5,9,g17) cover(5,9) 1
    x(5,9,g17) symmetry(4,4,g17) -1
    x(5,9,g17) flow_balance(g17,5,9) -1
    x(5,9,g17) flow_cap_tail(g17,5,9,5,8) -23
    x(5,9,g17) flow_cap_tail(g17,5,9,4,9) -23
    x(5,9,g17) flow_cap_head(g17,5,8,5,9) -23
    x(5,9,g17) flow_cap_head(g17,4,9,5,9) -23
    x(6,2,g17) cover(6,2) 1
    x(6,2,g17) symmetry(3,11,g17) -1
    x(6,2,g17) flow_balance(g17,6,2) -1
    x(6,2,g17) flow_cap_tail(g17,6,2,6,3) -23
    x(6,2,g17) flow_cap_head(g17,6,3,6,2) -23
    x(6,3,g17) cover(6,3) 1
    x(6,3,g17) symmetry(3,10,g17) -1
    x(6,3,g17) flow_balance(g17,6,3) -1
    x(6,3,g17) flow_cap_tail(g17,6,3,6,4) -23
    x(6,3,g17) flow_cap_tail(g17,6,3,6,2) -23
    x(6,3,g17) flow_cap_head(g17,6,2,6,3) -23
    x(6,3,g17) flow_cap_head(g17,6,4,6,3) -23
    x(6,4,g17) cover(6,4) 1
    x(6,4,g17) symmetry(3,9,g17) -1
    x(6,4,g17) flow_balance(g17,6,4) -1
    x(6,4,g17) flow_cap_tail(g17,6,4,6,3) -23
    x(6,4,g17) flow_cap_tail(g17,6,4,5,4) -23
    x(6,4,g17) flow_cap_head(g17,6,3,6,4) -23
    x(6,4,g17) flow_cap_head(g17,5,4,6,4) -23
    x(6,7,g17) cover(6,7) 1
    x(6,7,g17) symmetry(3,6,g17) -1
    x(6,7,g17) flow_balance(g17,6,7) -1
    x(6,7,g17) flow_cap_tail(g17,6,7,7,7) -23
    x(6,7,g17) flow_cap_tail(g17,6,7,5,7) -23
    x(6,7,g17) flow_cap_head(g17,5,7,6,7) -23
    x(6,7,g17) flow_cap_head(g17,7,7,6,7) -23
    x(7,6,g17) cover(7,6) 1
    x(7,6,g17) symmetry(2,7,g17) -1
    x(7,6,g17) flow_balance(g17,7,6) -1
    x(7,6,g17) flow_cap_tail(g17,7,6,7,7) -23
    x(7,6,g17) flow_cap_tail(g17,7,6,8,6) -23
    x(7,6,g17) flow_cap_head(g17,7,7,7,6) -23
    x(7,6,g17) flow_cap_head(g17,8,6,7,6) -23
    x(7,7,g17) cover(7,7) 1
    x(7,7,g17) symmetry(2,6,g17) -1
    x(7,7,g17) flow_balance(g17,7,7) -1
    x(7,7,g17) flow_cap_tail(g17,7,7,7,6) -23
    x(7,7,g17) flow_cap_tail(g17,7,7,6,7) -23
    x(7,7,g17) flow_cap_head(g17,7,6,7,7) -23
    x(7,7,g17) flow_cap_head(g17,6,7,7,7) -23
    x(8,6,g17) cover(8,6) 1
    x(8,6,g17) symmetry(1,7,g17) -1
    x(8,6,g17) flow_balance(g17,8,6) -1
    x(8,6,g17) flow_cap_tail(g17,8,6,7,6) -23
    x(8,6,g17) flow_cap_head(g17,7,6,8,6) -23
    x(3,11,g18) cover(3,11) 1
    x(3,11,g18) symmetry(3,11,g18) 1
    x(3,11,g18) flow_balance(g18,3,11) -1
    x(3,11,g18) flow_cap_tail(g18,3,11,4,11) -3
    x(3,11,g18) flow_cap_head(g18,4,11,3,11) -3
    x(4,11,g18) cover(4,11) 1
    x(4,11,g18) centre(4,11,g18) 1
    x(4,11,g18) symmetry(4,11,g18) 1
    x(4,11,g18) flow_cap_tail(g18,4,11,5,11) -3
    x(4,11,g18) flow_cap_tail(g18,4,11,3,11) -3
    x(4,11,g18) flow_cap_head(g18,3,11,4,11) -3
    x(4,11,g18) flow_cap_head(g18,5,11,4,11) -3
    x(5,11,g18) cover(5,11) 1
    x(5,11,g18) centre(5,11,g18) 1
    x(5,11,g18) symmetry(4,11,g18) -1
    x(5,11,g18) flow_balance(g18,5,11) -1
    x(5,11,g18) flow_cap_tail(g18,5,11,6,11) -3
    x(5,11,g18) flow_cap_tail(g18,5,11,4,11) -3
    x(5,11,g18) flow_cap_head(g18,4,11,5,11) -3
    x(5,11,g18) flow_cap_head(g18,6,11,5,11) -3
    x(6,11,g18) cover(6,11) 1
    x(6,11,g18) symmetry(3,11,g18) -1
    x(6,11,g18) flow_balance(g18,6,11) -1
    x(6,11,g18) flow_cap_tail(g18,6,11,5,11) -3
    x(6,11,g18) flow_cap_head(g18,5,11,6,11) -3
    x(3,1,g19) cover(3,1) 1
    x(3,1,g19) symmetry(3,1,g19) 1
    x(3,1,g19) flow_balance(g19,3,1) -1
    x(3,1,g19) flow_cap_tail(g19,3,1,4,1) -16
    x(3,1,g19) flow_cap_head(g19,4,1,3,1) -16
    x(4,1,g19) cover(4,1) 1
    x(4,1,g19) symmetry(4,1,g19) 1
    x(4,1,g19) flow_balance(g19,4,1) -1
    x(4,1,g19) flow_cap_tail(g19,4,1,4,2) -16
    x(4,1,g19) flow_cap_tail(g19,4,1,5,1) -16
    x(4,1,g19) flow_cap_tail(g19,4,1,3,1) -16
    x(4,1,g19) flow_cap_head(g19,3,1,4,1) -16
    x(4,1,g19) flow_cap_head(g19,4,2,4,1) -16
    x(4,1,g19) flow_cap_head(g19,5,1,4,1) -16
    x(4,2,g19) cover(4,2) 1
    x(4,2,g19) symmetry(4,2,g19) 1
    x(4,2,g19) flow_balance(g19,4,2) -1
    x(4,2,g19) flow_cap_tail(g19,4,2,4,3) -16
    x(4,2,g19) flow_cap_tail(g19,4,2,5,2) -16
    x(4,2,g19) flow_cap_tail(g19,4,2,4,1) -16
    x(4,2,g19) flow_cap_head(g19,4,1,4,2) -16
    x(4,2,g19) flow_cap_head(g19,4,3,4,2) -16
    x(4,2,g19) flow_cap_head(g19,5,2,4,2) -16
    x(4,3,g19) cover(4,3) 1
    x(4,3,g19) symmetry(4,3,g19) 1
    x(4,3,g19) flow_balance(g19,4,3) -1
    x(4,3,g19) flow_cap_tail(g19,4,3,4,4) -16
    x(4,3,g19) flow_cap_tail(g19,4,3,5,3) -16
    x(4,3,g19) flow_cap_tail(g19,4,3,4,2) -16
    x(4,3,g19) flow_cap_head(g19,4,2,4,3) -16
    x(4,3,g19) flow_cap_head(g19,4,4,4,3) -16
    x(4,3,g19) flow_cap_head(g19,5,3,4,3) -16
    x(4,4,g19) cover(4,4) 1
    x(4,4,g19) symmetry(4,4,g19) 1
    x(4,4,g19) flow_balance(g19,4,4) -1
    x(4,4,g19) flow_cap_tail(g19,4,4,4,5) -16
    x(4,4,g19) flow_cap_tail(g19,4,4,5,4) -16
    x(4,4,g19) flow_cap_tail(g19,4,4,4,3) -16
    x(4,4,g19) flow_cap_head(g19,4,3,4,4) -16
    x(4,4,g19) flow_cap_head(g19,4,5,4,4) -16
    x(4,4,g19) flow_cap_head(g19,5,4,4,4) -16
    x(4,5,g19) cover(4,5) 1
    x(4,5,g19) symmetry(4,5,g19) 1
    x(4,5,g19) flow_balance(g19,4,5) -1
    x(4,5,g19) flow_cap_tail(g19,4,5,5,5) -16
    x(4,5,g19) flow_cap_tail(g19,4,5,4,4) -16
    x(4,5,g19) flow_cap_head(g19,4,4,4,5) -16
    x(4,5,g19) flow_cap_head(g19,5,5,4,5) -16
    x(5,1,g19) cover(5,1) 1
    x(5,1,g19) symmetry(5,1,g19) 1
    x(5,1,g19) flow_balance(g19,5,1) -1
    x(5,1,g19) flow_cap_tail(g19,5,1,5,2) -16
    x(5,1,g19) flow_cap_tail(g19,5,1,6,1) -16
    x(5,1,g19) flow_cap_tail(g19,5,1,4,1) -16
    x(5,1,g19) flow_cap_head(g19,4,1,5,1) -16
    x(5,1,g19) flow_cap_head(g19,5,2,5,1) -16
    x(5,1,g19) flow_cap_head(g19,6,1,5,1) -16
    x(5,2,g19) cover(5,2) 1
    x(5,2,g19) symmetry(5,2,g19) 1
    x(5,2,g19) flow_balance(g19,5,2) -1
    x(5,2,g19) flow_cap_tail(g19,5,2,5,3) -16
    x(5,2,g19) flow_cap_tail(g19,5,2,6,2) -16
    x(5,2,g19) flow_cap_tail(g19,5,2,5,1) -16
    x(5,2,g19) flow_cap_tail(g19,5,2,4,2) -16
    x(5,2,g19) flow_cap_head(g19,5,1,5,2) -16
    x(5,2,g19) flow_cap_head(g19,4,2,5,2) -16
    x(5,2,g19) flow_cap_head(g19,5,3,5,2) -16
    x(5,2,g19) flow_cap_head(g19,6,2,5,2) -16
    x(5,3,g19) cover(5,3) 1
    x(5,3,g19) centre(5,3,g19) 1
    x(5,3,g19) flow_cap_tail(g19,5,3,5,4) -16
    x(5,3,g19) flow_cap_tail(g19,5,3,6,3) -16
    x(5,3,g19) flow_cap_tail(g19,5,3,5,2) -16
    x(5,3,g19) flow_cap_tail(g19,5,3,4,3) -16
    x(5,3,g19) flow_cap_head(g19,5,2,5,3) -16
    x(5,3,g19) flow_cap_head(g19,4,3,5,3) -16
    x(5,3,g19) flow_cap_head(g19,5,4,5,3) -16
    x(5,3,g19) flow_cap_head(g19,6,3,5,3) -16
    x(5,4,g19) cover(5,4) 1
    x(5,4,g19) symmetry(5,2,g19) -1
    x(5,4,g19) flow_balance(g19,5,4) -1
    x(5,4,g19) flow_cap_tail(g19,5,4,5,5) -16
    x(5,4,g19) flow_cap_tail(g19,5,4,6,4) -16
    x(5,4,g19) flow_cap_tail(g19,5,4,5,3) -16
    x(5,4,g19) flow_cap_tail(g19,5,4,4,4) -16
    x(5,4,g19) flow_cap_head(g19,5,3,5,4) -16
    x(5,4,g19) flow_cap_head(g19,4,4,5,4) -16
    x(5,4,g19) flow_cap_head(g19,5,5,5,4) -16
    x(5,4,g19) flow_cap_head(g19,6,4,5,4) -16
    x(5,5,g19) cover(5,5) 1
    x(5,5,g19) symmetry(5,1,g19) -1
    x(5,5,g19) flow_balance(g19,5,5) -1
    x(5,5,g19) flow_cap_tail(g19,5,5,6,5) -16
    x(5,5,g19) flow_cap_tail(g19,5,5,5,4) -16
    x(5,5,g19) flow_cap_tail(g19,5,5,4,5) -16
    x(5,5,g19) flow_cap_head(g19,5,4,5,5) -16
    x(5,5,g19) flow_cap_head(g19,4,5,5,5) -16
    x(5,5,g19) flow_cap_head(g19,6,5,5,5) -16
    x(6,1,g19) cover(6,1) 1
    x(6,1,g19) symmetry(4,5,g19) -1
    x(6,1,g19) flow_balance(g19,6,1) -1
    x(6,1,g19) flow_cap_tail(g19,6,1,6,2) -16
    x(6,1,g19) flow_cap_tail(g19,6,1,5,1) -16
    x(6,1,g19) flow_cap_head(g19,5,1,6,1) -16
    x(6,1,g19) flow_cap_head(g19,6,2,6,1) -16
    x(6,2,g19) cover(6,2) 1
    x(6,2,g19) symmetry(4,4,g19) -1
    x(6,2,g19) flow_balance(g19,6,2) -1
    x(6,2,g19) flow_cap_tail(g19,6,2,6,3) -16
    x(6,2,g19) flow_cap_tail(g19,6,2,6,1) -16
    x(6,2,g19) flow_cap_tail(g19,6,2,5,2) -16
    x(6,2,g19) flow_cap_head(g19,6,1,6,2) -16
    x(6,2,g19) flow_cap_head(g19,5,2,6,2) -16
    x(6,2,g19) flow_cap_head(g19,6,3,6,2) -16
    x(6,3,g19) cover(6,3) 1
    x(6,3,g19) symmetry(4,3,g19) -1
    x(6,3,g19) flow_balance(g19,6,3) -1
    x(6,3,g19) flow_cap_tail(g19,6,3,6,4) -16
    x(6,3,g19) flow_cap_tail(g19,6,3,6,2) -16
    x(6,3,g19) flow_cap_tail(g19,6,3,5,3) -16
    x(6,3,g19) flow_cap_head(g19,6,2,6,3) -16
    x(6,3,g19) flow_cap_head(g19,5,3,6,3) -16
    x(6,3,g19) flow_cap_head(g19,6,4,6,3) -16
    x(6,4,g19) cover(6,4) 1
    x(6,4,g19) symmetry(4,2,g19) -1
    x(6,4,g19) flow_balance(g19,6,4) -1
    x(6,4,g19) flow_cap_tail(g19,6,4,6,5) -16
    x(6,4,g19) flow_cap_tail(g19,6,4,6,3) -16
    x(6,4,g19) flow_cap_tail(g19,6,4,5,4) -16
    x(6,4,g19) flow_cap_head(g19,6,3,6,4) -16
    x(6,4,g19) flow_cap_head(g19,5,4,6,4) -16
    x(6,4,g19) flow_cap_head(g19,6,5,6,4) -16
    x(6,5,g19) cover(6,5) 1
    x(6,5,g19) symmetry(4,1,g19) -1
    x(6,5,g19) flow_balance(g19,6,5) -1
    x(6,5,g19) flow_cap_tail(g19,6,5,7,5) -16
    x(6,5,g19) flow_cap_tail(g19,6,5,6,4) -16
    x(6,5,g19) flow_cap_tail(g19,6,5,5,5) -16
    x(6,5,g19) flow_cap_head(g19,6,4,6,5) -16
    x(6,5,g19) flow_cap_head(g19,5,5,6,5) -16
    x(6,5,g19) flow_cap_head(g19,7,5,6,5) -16
    x(7,5,g19) cover(7,5) 1
    x(7,5,g19) symmetry(3,1,g19) -1
    x(7,5,g19) flow_balance(g19,7,5) -1
    x(7,5,g19) flow_cap_tail(g19,7,5,6,5) -16
    x(7,5,g19) flow_cap_head(g19,6,5,7,5) -16
    x(3,9,g20) cover(3,9) 1
    x(3,9,g20) symmetry(3,9,g20) 1
    x(3,9,g20) flow_balance(g20,3,9) -1
    x(3,9,g20) flow_cap_tail(g20,3,9,3,10) -10
    x(3,9,g20) flow_cap_tail(g20,3,9,4,9) -10
    x(3,9,g20) flow_cap_head(g20,3,10,3,9) -10
    x(3,9,g20) flow_cap_head(g20,4,9,3,9) -10
    x(3,10,g20) cover(3,10) 1
    x(3,10,g20) symmetry(3,10,g20) 1
    x(3,10,g20) flow_balance(g20,3,10) -1
    x(3,10,g20) flow_cap_tail(g20,3,10,3,11) -10
    x(3,10,g20) flow_cap_tail(g20,3,10,4,10) -10
    x(3,10,g20) flow_cap_tail(g20,3,10,3,9) -10
    x(3,10,g20) flow_cap_head(g20,3,9,3,10) -10
    x(3,10,g20) flow_cap_head(g20,3,11,3,10) -10
    x(3,10,g20) flow_cap_head(g20,4,10,3,10) -10
    x(3,11,g20) cover(3,11) 1
    x(3,11,g20) symmetry(3,11,g20) 1
    x(3,11,g20) flow_balance(g20,3,11) -1
    x(3,11,g20) flow_cap_tail(g20,3,11,3,10) -10
    x(3,11,g20) flow_cap_head(g20,3,10,3,11) -10
    x(4,9,g20) cover(4,9) 1
    x(4,9,g20) symmetry(4,9,g20) 1
    x(4,9,g20) flow_balance(g20,4,9) -1
    x(4,9,g20) flow_cap_tail(g20,4,9,4,10) -10
    x(4,9,g20) flow_cap_tail(g20,4,9,3,9) -10
    x(4,9,g20) flow_cap_head(g20,3,9,4,9) -10
    x(4,9,g20) flow_cap_head(g20,4,10,4,9) -10
    x(4,10,g20) cover(4,10) 1
    x(4,10,g20) symmetry(4,10,g20) 1
    x(4,10,g20) flow_balance(g20,4,10) -1
    x(4,10,g20) flow_cap_tail(g20,4,10,5,10) -10
    x(4,10,g20) flow_cap_tail(g20,4,10,4,9) -10
    x(4,10,g20) flow_cap_tail(g20,4,10,3,10) -10
    x(4,10,g20) flow_cap_head(g20,4,9,4,10) -10
    x(4,10,g20) flow_cap_head(g20,3,10,4,10) -10
    x(4,10,g20) flow_cap_head(g20,5,10,4,10) -10
    x(5,10,g20) cover(5,10) 1
    x(5,10,g20) centre(5,10,g20) 1
    x(5,10,g20) flow_cap_tail(g20,5,10,6,10) -10
    x(5,10,g20) flow_cap_tail(g20,5,10,4,10) -10
    x(5,10,g20) flow_cap_head(g20,4,10,5,10) -10
    x(5,10,g20) flow_cap_head(g20,6,10,5,10) -10
    x(6,10,g20) cover(6,10) 1
    x(6,10,g20) symmetry(4,10,g20) -1
    x(6,10,g20) flow_balance(g20,6,10) -1
    x(6,10,g20) flow_cap_tail(g20,6,10,6,11) -10
    x(6,10,g20) flow_cap_tail(g20,6,10,7,10) -10
    x(6,10,g20) flow_cap_tail(g20,6,10,5,10) -10
    x(6,10,g20) flow_cap_head(g20,5,10,6,10) -10
    x(6,10,g20) flow_cap_head(g20,6,11,6,10) -10
    x(6,10,g20) flow_cap_head(g20,7,10,6,10) -10
    x(6,11,g20) cover(6,11) 1
    x(6,11,g20) symmetry(4,9,g20) -1
    x(6,11,g20) flow_balance(g20,6,11) -1
    x(6,11,g20) flow_cap_tail(g20,6,11,7,11) -10
    x(6,11,g20) flow_cap_tail(g20,6,11,6,10) -10
    x(6,11,g20) flow_cap_head(g20,6,10,6,11) -10
    x(6,11,g20) flow_cap_head(g20,7,11,6,11) -10
    x(7,9,g20) cover(7,9) 1
    x(7,9,g20) symmetry(3,11,g20) -1
    x(7,9,g20) flow_balance(g20,7,9) -1
    x(7,9,g20) flow_cap_tail(g20,7,9,7,10) -10
    x(7,9,g20) flow_cap_head(g20,7,10,7,9) -10
    x(7,10,g20) cover(7,10) 1
    x(7,10,g20) symmetry(3,10,g20) -1
    x(7,10,g20) flow_balance(g20,7,10) -1
    x(7,10,g20) flow_cap_tail(g20,7,10,7,11) -10
    x(7,10,g20) flow_cap_tail(g20,7,10,7,9) -10
    x(7,10,g20) flow_cap_tail(g20,7,10,6,10) -10
    x(7,10,g20) flow_cap_head(g20,7,9,7,10) -10
    x(7,10,g20) flow_cap_head(g20,6,10,7,10) -10
    x(7,10,g20) flow_cap_head(g20,7,11,7,10) -10
    x(7,11,g20) cover(7,11) 1
    x(7,11,g20) symmetry(3,9,g20) -1
    x(7,11,g20) flow_balance(g20,7,11) -1
    x(7,11,g20) flow_cap_tail(g20,7,11,7,10) -10
    x(7,11,g20) flow_cap_tail(g20,7,11,6,11) -10
    x(7,11,g20) flow_cap_head(g20,7,10,7,11) -10
    x(7,11,g20) flow_cap_head(g20,6,11,7,11) -10
    x(6,0,g21) cover(6,0) 1
    x(6,0,g21) centre(6,0,g21) 1
    x(3,4,g22) cover(3,4) 1
    x(3,4,g22) symmetry(3,4,g22) 1
    x(3,4,g22) flow_balance(g22,3,4) -1
    x(3,4,g22) flow_cap_tail(g22,3,4,4,4) -16
    x(3,4,g22) flow_cap_head(g22,4,4,3,4) -16
    x(4,3,g22) cover(4,3) 1
    x(4,3,g22) symmetry(4,3,g22) 1
    x(4,3,g22) flow_balance(g22,4,3) -1
    x(4,3,g22) flow_cap_tail(g22,4,3,4,4) -16
    x(4,3,g22) flow_cap_head(g22,4,4,4,3) -16
    x(4,4,g22) cover(4,4) 1
    x(4,4,g22) symmetry(4,4,g22) 1
    x(4,4,g22) flow_balance(g22,4,4) -1
    x(4,4,g22) flow_cap_tail(g22,4,4,4,5) -16
    x(4,4,g22) flow_cap_tail(g22,4,4,4,3) -16
    x(4,4,g22) flow_cap_tail(g22,4,4,3,4) -16
    x(4,4,g22) flow_cap_head(g22,4,3,4,4) -16
    x(4,4,g22) flow_cap_head(g22,3,4,4,4) -16
    x(4,4,g22) flow_cap_head(g22,4,5,4,4) -16
    x(4,5,g22) cover(4,5) 1
    x(4,5,g22) symmetry(4,5,g22) 1
    x(4,5,g22) flow_balance(g22,4,5) -1
    x(4,5,g22) flow_cap_tail(g22,4,5,5,5) -16
    x(4,5,g22) flow_cap_tail(g22,4,5,4,4) -16
    x(4,5,g22) flow_cap_head(g22,4,4,4,5) -16
    x(4,5,g22) flow_cap_head(g22,5,5,4,5) -16
    x(5,5,g22) cover(5,5) 1
    x(5,5,g22) symmetry(5,5,g22) 1
    x(5,5,g22) flow_balance(g22,5,5) -1
    x(5,5,g22) flow_cap_tail(g22,5,5,6,5) -16
    x(5,5,g22) flow_cap_tail(g22,5,5,4,5) -16
    x(5,5,g22) flow_cap_head(g22,4,5,5,5) -16
    x(5,5,g22) flow_cap_head(g22,6,5,5,5) -16
    x(5,8,g22) cover(5,8) 1
    x(5,8,g22) symmetry(5,8,g22) 1
    x(5,8,g22) flow_balance(g22,5,8) -1
    x(5,8,g22) flow_cap_tail(g22,5,8,6,8) -16
    x(5,8,g22) flow_cap_head(g22,6,8,5,8) -16
    x(6,4,g22) cover(6,4) 1
    x(6,4,g22) symmetry(6,4,g22) 1
    x(6,4,g22) flow_balance(g22,6,4) -1
    x(6,4,g22) flow_cap_tail(g22,6,4,6,5) -16
    x(6,4,g22) flow_cap_tail(g22,6,4,7,4) -16
    x(6,4,g22) flow_cap_head(g22,6,5,6,4) -16
    x(6,4,g22) flow_cap_head(g22,7,4,6,4) -16
    x(6,5,g22) cover(6,5) 1
    x(6,5,g22) symmetry(6,5,g22) 1
    x(6,5,g22) flow_balance(g22,6,5) -1
    x(6,5,g22) flow_cap_tail(g22,6,5,6,6) -16
    x(6,5,g22) flow_cap_tail(g22,6,5,6,4) -16
    x(6,5,g22) flow_cap_tail(g22,6,5,5,5) -16
    x(6,5,g22) flow_cap_head(g22,6,4,6,5) -16
    x(6,5,g22) flow_cap_head(g22,5,5,6,5) -16
    x(6,5,g22) flow_cap_head(g22,6,6,6,5) -16
    x(6,6,g22) cover(6,6) 1
    x(6,6,g22) centre(6,6,g22) 1
    x(6,6,g22) flow_cap_tail(g22,6,6,6,7) -16
    x(6,6,g22) flow_cap_tail(g22,6,6,6,5) -16
    x(6,6,g22) flow_cap_head(g22,6,5,6,6) -16
    x(6,6,g22) flow_cap_head(g22,6,7,6,6) -16
    x(6,7,g22) cover(6,7) 1
    x(6,7,g22) symmetry(6,5,g22) -1
    x(6,7,g22) flow_balance(g22,6,7) -1
    x(6,7,g22) flow_cap_tail(g22,6,7,6,8) -16
    x(6,7,g22) flow_cap_tail(g22,6,7,7,7) -16
    x(6,7,g22) flow_cap_tail(g22,6,7,6,6) -16
    x(6,7,g22) flow_cap_head(g22,6,6,6,7) -16
    x(6,7,g22) flow_cap_head(g22,6,8,6,7) -16
    x(6,7,g22) flow_cap_head(g22,7,7,6,7) -16
    x(6,8,g22) cover(6,8) 1
    x(6,8,g22) symmetry(6,4,g22) -1
    x(6,8,g22) flow_balance(g22,6,8) -1
    x(6,8,g22) flow_cap_tail(g22,6,8,6,7) -16
    x(6,8,g22) flow_cap_tail(g22,6,8,5,8) -16
    x(6,8,g22) flow_cap_head(g22,6,7,6,8) -16
    x(6,8,g22) flow_cap_head(g22,5,8,6,8) -16
    x(7,4,g22) cover(7,4) 1
    x(7,4,g22) symmetry(5,8,g22) -1
    x(7,4,g22) flow_balance(g22,7,4) -1
    x(7,4,g22) flow_cap_tail(g22,7,4,6,4) -16
    x(7,4,g22) flow_cap_head(g22,6,4,7,4) -16
    x(7,7,g22) cover(7,7) 1
    x(7,7,g22) symmetry(5,5,g22) -1
    x(7,7,g22) flow_balance(g22,7,7) -1
    x(7,7,g22) flow_cap_tail(g22,7,7,8,7) -16
    x(7,7,g22) flow_cap_tail(g22,7,7,6,7) -16
    x(7,7,g22) flow_cap_head(g22,6,7,7,7) -16
    x(7,7,g22) flow_cap_head(g22,8,7,7,7) -16
    x(8,7,g22) cover(8,7) 1
    x(8,7,g22) symmetry(4,5,g22) -1
    x(8,7,g22) flow_balance(g22,8,7) -1
    x(8,7,g22) flow_cap_tail(g22,8,7,8,8) -16
    x(8,7,g22) flow_cap_tail(g22,8,7,7,7) -16
    x(8,7,g22) flow_cap_head(g22,7,7,8,7) -16
    x(8,7,g22) flow_cap_head(g22,8,8,8,7) -16
    x(8,8,g22) cover(8,8) 1
    x(8,8,g22) symmetry(4,4,g22) -1
    x(8,8,g22) flow_balance(g22,8,8) -1
    x(8,8,g22) flow_cap_tail(g22,8,8,8,9) -16
    x(8,8,g22) flow_cap_tail(g22,8,8,9,8) -16
    x(8,8,g22) flow_cap_tail(g22,8,8,8,7) -16
    x(8,8,g22) flow_cap_head(g22,8,7,8,8) -16
    x(8,8,g22) flow_cap_head(g22,8,9,8,8) -16
    x(8,8,g22) flow_cap_head(g22,9,8,8,8) -16
    x(8,9,g22) cover(8,9) 1
    x(8,9,g22) symmetry(4,3,g22) -1
    x(8,9,g22) flow_balance(g22,8,9) -1
    x(8,9,g22) flow_cap_tail(g22,8,9,8,8) -16
    x(8,9,g22) flow_cap_head(g22,8,8,8,9) -16
    x(9,8,g22) cover(9,8) 1
    x(9,8,g22) symmetry(3,4,g22) -1
    x(9,8,g22) flow_balance(g22,9,8) -1
    x(9,8,g22) flow_cap_tail(g22,9,8,8,8) -16
    x(9,8,g22) flow_cap_head(g22,8,8,9,8) -16
    x(2,10,g23) cover(2,10) 1
    x(2,10,g23) symmetry(2,10,g23) 1
    x(2,10,g23) flow_balance(g23,2,10) -1
    x(2,10,g23) flow_cap_tail(g23,2,10,3,10) -16
    x(2,10,g23) flow_cap_head(g23,3,10,2,10) -16
    x(3,10,g23) cover(3,10) 1
    x(3,10,g23) symmetry(3,10,g23) 1
    x(3,10,g23) flow_balance(g23,3,10) -1
    x(3,10,g23) flow_cap_tail(g23,3,10,4,10) -16
    x(3,10,g23) flow_cap_tail(g23,3,10,2,10) -16
    x(3,10,g23) flow_cap_head(g23,2,10,3,10) -16
    x(3,10,g23) flow_cap_head(g23,4,10,3,10) -16
    x(4,9,g23) cover(4,9) 1
    x(4,9,g23) symmetry(4,9,g23) 1
    x(4,9,g23) flow_balance(g23,4,9) -1
    x(4,9,g23) flow_cap_tail(g23,4,9,4,10) -16
    x(4,9,g23) flow_cap_tail(g23,4,9,5,9) -16
    x(4,9,g23) flow_cap_head(g23,4,10,4,9) -16
    x(4,9,g23) flow_cap_head(g23,5,9,4,9) -16
    x(4,10,g23) cover(4,10) 1
    x(4,10,g23) symmetry(4,10,g23) 1
    x(4,10,g23) flow_balance(g23,4,10) -1
    x(4,10,g23) flow_cap_tail(g23,4,10,4,9) -16
    x(4,10,g23) flow_cap_tail(g23,4,10,3,10) -16
    x(4,10,g23) flow_cap_head(g23,4,9,4,10) -16
    x(4,10,g23) flow_cap_head(g23,3,10,4,10) -16
    x(5,8,g23) cover(5,8) 1
    x(5,8,g23) symmetry(5,8,g23) 1
    x(5,8,g23) flow_balance(g23,5,8) -1
    x(5,8,g23) flow_cap_tail(g23,5,8,5,9) -16
    x(5,8,g23) flow_cap_tail(g23,5,8,6,8) -16
    x(5,8,g23) flow_cap_head(g23,5,9,5,8) -16
    x(5,8,g23) flow_cap_head(g23,6,8,5,8) -16
    x(5,9,g23) cover(5,9) 1
    x(5,9,g23) symmetry(5,9,g23) 1
    x(5,9,g23) flow_balance(g23,5,9) -1
    x(5,9,g23) flow_cap_tail(g23,5,9,6,9) -16
    x(5,9,g23) flow_cap_tail(g23,5,9,5,8) -16
    x(5,9,g23) flow_cap_tail(g23,5,9,4,9) -16
    x(5,9,g23) flow_cap_head(g23,5,8,5,9) -16
    x(5,9,g23) flow_cap_head(g23,4,9,5,9) -16
    x(5,9,g23) flow_cap_head(g23,6,9,5,9) -16
    x(6,7,g23) cover(6,7) 1
    x(6,7,g23) symmetry(6,7,g23) 1
    x(6,7,g23) flow_balance(g23,6,7) -1
    x(6,7,g23) flow_cap_tail(g23,6,7,6,8) -16
    x(6,7,g23) flow_cap_head(g23,6,8,6,7) -16
    x(6,8,g23) cover(6,8) 1
    x(6,8,g23) symmetry(6,8,g23) 1
    x(6,8,g23) flow_balance(g23,6,8) -1
    x(6,8,g23) flow_cap_tail(g23,6,8,6,9) -16
    x(6,8,g23) flow_cap_tail(g23,6,8,6,7) -16
    x(6,8,g23) flow_cap_tail(g23,6,8,5,8) -16
    x(6,8,g23) flow_cap_head(g23,6,7,6,8) -16
    x(6,8,g23) flow_cap_head(g23,5,8,6,8) -16
    x(6,8,g23) flow_cap_head(g23,6,9,6,8) -16
    x(6,9,g23) cover(6,9) 1
    x(6,9,g23) centre(6,9,g23) 1
    x(6,9,g23) flow_cap_tail(g23,6,9,6,10) -16
    x(6,9,g23) flow_cap_tail(g23,6,9,7,9) -16
    x(6,9,g23) flow_cap_tail(g23,6,9,6,8) -16
    x(6,9,g23) flow_cap_tail(g23,6,9,5,9) -16
    x(6,9,g23) flow_cap_head(g23,6,8,6,9) -16
    x(6,9,g23) flow_cap_head(g23,5,9,6,9) -16
    x(6,9,g23) flow_cap_head(g23,6,10,6,9) -16
    x(6,9,g23) flow_cap_head(g23,7,9,6,9) -16
    x(6,10,g23) cover(6,10) 1
    x(6,10,g23) symmetry(6,8,g23) -1
    x(6,10,g23) flow_balance(g23,6,10) -1
    x(6,10,g23) flow_cap_tail(g23,6,10,6,11) -16
    x(6,10,g23) flow_cap_tail(g23,6,10,7,10) -16
    x(6,10,g23) flow_cap_tail(g23,6,10,6,9) -16
    x(6,10,g23) flow_cap_head(g23,6,9,6,10) -16
    x(6,10,g23) flow_cap_head(g23,6,11,6,10) -16
    x(6,10,g23) flow_cap_head(g23,7,10,6,10) -16
    x(6,11,g23) cover(6,11) 1
    x(6,11,g23) symmetry(6,7,g23) -1
    x(6,11,g23) flow_balance(g23,6,11) -1
    x(6,11,g23) flow_cap_tail(g23,6,11,6,10) -16
    x(6,11,g23) flow_cap_head(g23,6,10,6,11) -16
    x(7,9,g23) cover(7,9) 1
    x(7,9,g23) symmetry(5,9,g23) -1
    x(7,9,g23) flow_balance(g23,7,9) -1
    x(7,9,g23) flow_cap_tail(g23,7,9,7,10) -16
    x(7,9,g23) flow_cap_tail(g23,7,9,8,9) -16
    x(7,9,g23) flow_cap_tail(g23,7,9,6,9) -16
    x(7,9,g23) flow_cap_head(g23,6,9,7,9) -16
    x(7,9,g23) flow_cap_head(g23,7,10,7,9) -16
    x(7,9,g23) flow_cap_head(g23,8,9,7,9) -16
    x(7,10,g23) cover(7,10) 1
    x(7,10,g23) symmetry(5,8,g23) -1
    x(7,10,g23) flow_balance(g23,7,10) -1
    x(7,10,g23) flow_cap_tail(g23,7,10,7,9) -16
    x(7,10,g23) flow_cap_tail(g23,7,10,6,10) -16
    x(7,10,g23) flow_cap_head(g23,7,9,7,10) -16
    x(7,10,g23) flow_cap_head(g23,6,10,7,10) -16
    x(8,8,g23) cover(8,8) 1
    x(8,8,g23) symmetry(4,10,g23) -1
    x(8,8,g23) flow_balance(g23,8,8) -1
    x(8,8,g23) flow_cap_tail(g23,8,8,8,9) -16
    x(8,8,g23) flow_cap_tail(g23,8,8,9,8) -16
    x(8,8,g23) flow_cap_head(g23,8,9,8,8) -16
    x(8,8,g23) flow_cap_head(g23,9,8,8,8) -16
    x(8,9,g23) cover(8,9) 1
    x(8,9,g23) symmetry(4,9,g23) -1
    x(8,9,g23) flow_balance(g23,8,9) -1
    x(8,9,g23) flow_cap_tail(g23,8,9,8,8) -16
    x(8,9,g23) flow_cap_tail(g23,8,9,7,9) -16
    x(8,9,g23) flow_cap_head(g23,8,8,8,9) -16
    x(8,9,g23) flow_cap_head(g23,7,9,8,9) -16
    x(9,8,g23) cover(9,8) 1
    x(9,8,g23) symmetry(3,10,g23) -1
    x(9,8,g23) flow_balance(g23,9,8) -1
    x(9,8,g23) flow_cap_tail(g23,9,8,10,8) -16
    x(9,8,g23) flow_cap_tail(g23,9,8,8,8) -16
    x(9,8,g23) flow_cap_head(g23,8,8,9,8) -16
    x(9,8,g23) flow_cap_head(g23,10,8,9,8) -16
    x(10,8,g23) cover(10,8) 1
    x(10,8,g23) symmetry(2,10,g23) -1
    x(10,8,g23) flow_balance(g23,10,8) -1
    x(10,8,g23) flow_cap_tail(g23,10,8,9,8) -16
    x(10,8,g23) flow_cap_head(g23,9,8,10,8) -16
    x(7,0,g24) cover(7,0) 1
    x(7,0,g24) centre(7,0,g24) 1
    x(6,1,g25) cover(6,1) 1
    x(6,1,g25) symmetry(6,1,g25) 1
    x(6,1,g25) flow_balance(g25,6,1) -1
    x(6,1,g25) flow_cap_tail(g25,6,1,7,1) -7
    x(6,1,g25) flow_cap_head(g25,7,1,6,1) -7
    x(6,3,g25) cover(6,3) 1
    x(6,3,g25) symmetry(6,3,g25) 1
    x(6,3,g25) flow_balance(g25,6,3) -1
    x(6,3,g25) flow_cap_tail(g25,6,3,7,3) -7
    x(6,3,g25) flow_cap_head(g25,7,3,6,3) -7
    x(7,1,g25) cover(7,1) 1
    x(7,1,g25) symmetry(7,1,g25) 1
    x(7,1,g25) flow_balance(g25,7,1) -1
    x(7,1,g25) flow_cap_tail(g25,7,1,7,2) -7
    x(7,1,g25) flow_cap_tail(g25,7,1,6,1) -7
    x(7,1,g25) flow_cap_head(g25,6,1,7,1) -7
    x(7,1,g25) flow_cap_head(g25,7,2,7,1) -7
    x(7,2,g25) cover(7,2) 1
    x(7,2,g25) centre(7,2,g25) 1
    x(7,2,g25) symmetry(7,2,g25) 1
    x(7,2,g25) flow_cap_tail(g25,7,2,7,3) -7
    x(7,2,g25) flow_cap_tail(g25,7,2,8,2) -7
    x(7,2,g25) flow_cap_tail(g25,7,2,7,1) -7
    x(7,2,g25) flow_cap_head(g25,7,1,7,2) -7
    x(7,2,g25) flow_cap_head(g25,7,3,7,2) -7
    x(7,2,g25) flow_cap_head(g25,8,2,7,2) -7
    x(7,3,g25) cover(7,3) 1
    x(7,3,g25) centre(7,3,g25) 1
    x(7,3,g25) symmetry(7,2,g25) -1
    x(7,3,g25) flow_balance(g25,7,3) -1
    x(7,3,g25) flow_cap_tail(g25,7,3,7,4) -7
    x(7,3,g25) flow_cap_tail(g25,7,3,7,2) -7
    x(7,3,g25) flow_cap_tail(g25,7,3,6,3) -7
    x(7,3,g25) flow_cap_head(g25,7,2,7,3) -7
    x(7,3,g25) flow_cap_head(g25,6,3,7,3) -7
    x(7,3,g25) flow_cap_head(g25,7,4,7,3) -7
    x(7,4,g25) cover(7,4) 1
    x(7,4,g25) symmetry(7,1,g25) -1
    x(7,4,g25) flow_balance(g25,7,4) -1
    x(7,4,g25) flow_cap_tail(g25,7,4,8,4) -7
    x(7,4,g25) flow_cap_tail(g25,7,4,7,3) -7
    x(7,4,g25) flow_cap_head(g25,7,3,7,4) -7
    x(7,4,g25) flow_cap_head(g25,8,4,7,4) -7
    x(8,2,g25) cover(8,2) 1
    x(8,2,g25) symmetry(6,3,g25) -1
    x(8,2,g25) flow_balance(g25,8,2) -1
    x(8,2,g25) flow_cap_tail(g25,8,2,7,2) -7
    x(8,2,g25) flow_cap_head(g25,7,2,8,2) -7
    x(8,4,g25) cover(8,4) 1
    x(8,4,g25) symmetry(6,1,g25) -1
    x(8,4,g25) flow_balance(g25,8,4) -1
    x(8,4,g25) flow_cap_tail(g25,8,4,7,4) -7
    x(8,4,g25) flow_cap_head(g25,7,4,8,4) -7
    x(5,8,g26) cover(5,8) 1
    x(5,8,g26) symmetry(5,8,g26) 1
    x(5,8,g26) flow_balance(g26,5,8) -1
    x(5,8,g26) flow_cap_tail(g26,5,8,6,8) -14
    x(5,8,g26) flow_cap_head(g26,6,8,5,8) -14
    x(6,7,g26) cover(6,7) 1
    x(6,7,g26) symmetry(6,7,g26) 1
    x(6,7,g26) flow_balance(g26,6,7) -1
    x(6,7,g26) flow_cap_tail(g26,6,7,6,8) -14
    x(6,7,g26) flow_cap_tail(g26,6,7,7,7) -14
    x(6,7,g26) flow_cap_head(g26,6,8,6,7) -14
    x(6,7,g26) flow_cap_head(g26,7,7,6,7) -14
    x(6,8,g26) cover(6,8) 1
    x(6,8,g26) symmetry(6,8,g26) 1
    x(6,8,g26) flow_balance(g26,6,8) -1
    x(6,8,g26) flow_cap_tail(g26,6,8,7,8) -14
    x(6,8,g26) flow_cap_tail(g26,6,8,6,7) -14
    x(6,8,g26) flow_cap_tail(g26,6,8,5,8) -14
    x(6,8,g26) flow_cap_head(g26,6,7,6,8) -14
    x(6,8,g26) flow_cap_head(g26,5,8,6,8) -14
    x(6,8,g26) flow_cap_head(g26,7,8,6,8) -14
    x(6,10,g26) cover(6,10) 1
    x(6,10,g26) symmetry(6,10,g26) 1
    x(6,10,g26) flow_balance(g26,6,10) -1
    x(6,10,g26) flow_cap_tail(g26,6,10,7,10) -14
    x(6,10,g26) flow_cap_head(g26,7,10,6,10) -14
    x(7,5,g26) cover(7,5) 1
    x(7,5,g26) symmetry(7,5,g26) 1
    x(7,5,g26) flow_balance(g26,7,5) -1
    x(7,5,g26) flow_cap_tail(g26,7,5,7,6) -14
    x(7,5,g26) flow_cap_head(g26,7,6,7,5) -14
    x(7,6,g26) cover(7,6) 1
    x(7,6,g26) symmetry(7,6,g26) 1
    x(7,6,g26) flow_balance(g26,7,6) -1
    x(7,6,g26) flow_cap_tail(g26,7,6,7,7) -14
    x(7,6,g26) flow_cap_tail(g26,7,6,8,6) -14
    x(7,6,g26) flow_cap_tail(g26,7,6,7,5) -14
    x(7,6,g26) flow_cap_head(g26,7,5,7,6) -14
    x(7,6,g26) flow_cap_head(g26,7,7,7,6) -14
    x(7,6,g26) flow_cap_head(g26,8,6,7,6) -14
    x(7,7,g26) cover(7,7) 1
    x(7,7,g26) symmetry(7,7,g26) 1
    x(7,7,g26) flow_balance(g26,7,7) -1
    x(7,7,g26) flow_cap_tail(g26,7,7,7,8) -14
    x(7,7,g26) flow_cap_tail(g26,7,7,7,6) -14
    x(7,7,g26) flow_cap_tail(g26,7,7,6,7) -14
    x(7,7,g26) flow_cap_head(g26,7,6,7,7) -14
    x(7,7,g26) flow_cap_head(g26,6,7,7,7) -14
    x(7,7,g26) flow_cap_head(g26,7,8,7,7) -14
    x(7,8,g26) cover(7,8) 1
    x(7,8,g26) centre(7,8,g26) 1
    x(7,8,g26) flow_cap_tail(g26,7,8,7,9) -14
    x(7,8,g26) flow_cap_tail(g26,7,8,8,8) -14
    x(7,8,g26) flow_cap_tail(g26,7,8,7,7) -14
    x(7,8,g26) flow_cap_tail(g26,7,8,6,8) -14
    x(7,8,g26) flow_cap_head(g26,7,7,7,8) -14
    x(7,8,g26) flow_cap_head(g26,6,8,7,8) -14
    x(7,8,g26) flow_cap_head(g26,7,9,7,8) -14
    x(7,8,g26) flow_cap_head(g26,8,8,7,8) -14
    x(7,9,g26) cover(7,9) 1
    x(7,9,g26) symmetry(7,7,g26) -1
    x(7,9,g26) flow_balance(g26,7,9) -1
    x(7,9,g26) flow_cap_tail(g26,7,9,7,10) -14
    x(7,9,g26) flow_cap_tail(g26,7,9,8,9) -14
    x(7,9,g26) flow_cap_tail(g26,7,9,7,8) -14
    x(7,9,g26) flow_cap_head(g26,7,8,7,9) -14
    x(7,9,g26) flow_cap_head(g26,7,10,7,9) -14
    x(7,9,g26) flow_cap_head(g26,8,9,7,9) -14
    x(7,10,g26) cover(7,10) 1
    x(7,10,g26) symmetry(7,6,g26) -1
    x(7,10,g26) flow_balance(g26,7,10) -1
    x(7,10,g26) flow_cap_tail(g26,7,10,7,11) -14
    x(7,10,g26) flow_cap_tail(g26,7,10,7,9) -14
    x(7,10,g26) flow_cap_tail(g26,7,10,6,10) -14
    x(7,10,g26) flow_cap_head(g26,7,9,7,10) -14
    x(7,10,g26) flow_cap_head(g26,6,10,7,10) -14
    x(7,10,g26) flow_cap_head(g26,7,11,7,10) -14
    x(7,11,g26) cover(7,11) 1
    x(7,11,g26) symmetry(7,5,g26) -1
    x(7,11,g26) flow_balance(g26,7,11) -1
    x(7,11,g26) flow_cap_tail(g26,7,11,7,10) -14
    x(7,11,g26) flow_cap_head(g26,7,10,7,11) -14
    x(8,6,g26) cover(8,6) 1
    x(8,6,g26) symmetry(6,10,g26) -1
    x(8,6,g26) flow_balance(g26,8,6) -1
    x(8,6,g26) flow_cap_tail(g26,8,6,7,6) -14
    x(8,6,g26) flow_cap_head(g26,7,6,8,6) -14
    x(8,8,g26) cover(8,8) 1
    x(8,8,g26) symmetry(6,8,g26) -1
    x(8,8,g26) flow_balance(g26,8,8) -1
    x(8,8,g26) flow_cap_tail(g26,8,8,8,9) -14
    x(8,8,g26) flow_cap_tail(g26,8,8,9,8) -14
    x(8,8,g26) flow_cap_tail(g26,8,8,7,8) -14
    x(8,8,g26) flow_cap_head(g26,7,8,8,8) -14
    x(8,8,g26) flow_cap_head(g26,8,9,8,8) -14
    x(8,8,g26) flow_cap_head(g26,9,8,8,8) -14
    x(8,9,g26) cover(8,9) 1
    x(8,9,g26) symmetry(6,7,g26) -1
    x(8,9,g26) flow_balance(g26,8,9) -1
    x(8,9,g26) flow_cap_tail(g26,8,9,8,8) -14
    x(8,9,g26) flow_cap_tail(g26,8,9,7,9) -14
    x(8,9,g26) flow_cap_head(g26,8,8,8,9) -14
    x(8,9,g26) flow_cap_head(g26,7,9,8,9) -14
    x(9,8,g26) cover(9,8) 1
    x(9,8,g26) symmetry(5,8,g26) -1
    x(9,8,g26) flow_balance(g26,9,8) -1
    x(9,8,g26) flow_cap_tail(g26,9,8,8,8) -14
    x(9,8,g26) flow_cap_head(g26,8,8,9,8) -14
    x(5,0,g27) cover(5,0) 1
    x(5,0,g27) symmetry(5,0,g27) 1
    x(5,0,g27) flow_balance(g27,5,0) -1
    x(5,0,g27) flow_cap_tail(g27,5,0,5,1) -9
    x(5,0,g27) flow_cap_head(g27,5,1,5,0) -9
    x(5,1,g27) cover(5,1) 1
    x(5,1,g27) symmetry(5,1,g27) 1
    x(5,1,g27) flow_balance(g27,5,1) -1
    x(5,1,g27) flow_cap_tail(g27,5,1,6,1) -9
    x(5,1,g27) flow_cap_tail(g27,5,1,5,0) -9
    x(5,1,g27) flow_cap_head(g27,5,0,5,1) -9
    x(5,1,g27) flow_cap_head(g27,6,1,5,1) -9
    x(6,1,g27) cover(6,1) 1
    x(6,1,g27) symmetry(6,1,g27) 1
    x(6,1,g27) flow_balance(g27,6,1) -1
    x(6,1,g27) flow_cap_tail(g27,6,1,7,1) -9
    x(6,1,g27) flow_cap_tail(g27,6,1,5,1) -9
    x(6,1,g27) flow_cap_head(g27,5,1,6,1) -9
    x(6,1,g27) flow_cap_head(g27,7,1,6,1) -9
    x(7,1,g27) cover(7,1) 1
    x(7,1,g27) symmetry(7,1,g27) 1
    x(7,1,g27) flow_balance(g27,7,1) -1
    x(7,1,g27) flow_cap_tail(g27,7,1,8,1) -9
    x(7,1,g27) flow_cap_tail(g27,7,1,6,1) -9
    x(7,1,g27) flow_cap_head(g27,6,1,7,1) -9
    x(7,1,g27) flow_cap_head(g27,8,1,7,1) -9
    x(8,0,g27) cover(8,0) 1
    x(8,0,g27) centre(8,0,g27) 1
    x(8,0,g27) symmetry(8,0,g27) 1
    x(8,0,g27) flow_cap_tail(g27,8,0,8,1) -9
    x(8,0,g27) flow_cap_tail(g27,8,0,9,0) -9
    x(8,0,g27) flow_cap_head(g27,8,1,8,0) -9
    x(8,0,g27) flow_cap_head(g27,9,0,8,0) -9
    x(8,1,g27) cover(8,1) 1
    x(8,1,g27) centre(8,1,g27) 1
    x(8,1,g27) symmetry(8,0,g27) -1
    x(8,1,g27) flow_balance(g27,8,1) -1
    x(8,1,g27) flow_cap_tail(g27,8,1,8,0) -9
    x(8,1,g27) flow_cap_tail(g27,8,1,7,1) -9
    x(8,1,g27) flow_cap_head(g27,8,0,8,1) -9
    x(8,1,g27) flow_cap_head(g27,7,1,8,1) -9
    x(9,0,g27) cover(9,0) 1
    x(9,0,g27) symmetry(7,1,g27) -1
    x(9,0,g27) flow_balance(g27,9,0) -1
    x(9,0,g27) flow_cap_tail(g27,9,0,10,0) -9
    x(9,0,g27) flow_cap_tail(g27,9,0,8,0) -9
    x(9,0,g27) flow_cap_head(g27,8,0,9,0) -9
    x(9,0,g27) flow_cap_head(g27,10,0,9,0) -9
    x(10,0,g27) cover(10,0) 1
    x(10,0,g27) symmetry(6,1,g27) -1
    x(10,0,g27) flow_balance(g27,10,0) -1
    x(10,0,g27) flow_cap_tail(g27,10,0,11,0) -9
    x(10,0,g27) flow_cap_tail(g27,10,0,9,0) -9
    x(10,0,g27) flow_cap_head(g27,9,0,10,0) -9
    x(10,0,g27) flow_cap_head(g27,11,0,10,0) -9
    x(11,0,g27) cover(11,0) 1
    x(11,0,g27) symmetry(5,1,g27) -1
    x(11,0,g27) flow_balance(g27,11,0) -1
    x(11,0,g27) flow_cap_tail(g27,11,0,11,1) -9
    x(11,0,g27) flow_cap_tail(g27,11,0,10,0) -9
    x(11,0,g27) flow_cap_head(g27,10,0,11,0) -9
    x(11,0,g27) flow_cap_head(g27,11,1,11,0) -9
    x(11,1,g27) cover(11,1) 1
    x(11,1,g27) symmetry(5,0,g27) -1
    x(11,1,g27) flow_balance(g27,11,1) -1
    x(11,1,g27) flow_cap_tail(g27,11,1,11,0) -9
    x(11,1,g27) flow_cap_head(g27,11,0,11,1) -9
    x(7,4,g28) cover(7,4) 1
    x(7,4,g28) symmetry(7,4,g28) 1
    x(7,4,g28) flow_balance(g28,7,4) -1
    x(7,4,g28) flow_cap_tail(g28,7,4,8,4) -4
    x(7,4,g28) flow_cap_head(g28,8,4,7,4) -4
    x(8,2,g28) cover(8,2) 1
    x(8,2,g28) symmetry(8,2,g28) 1
    x(8,2,g28) flow_balance(g28,8,2) -1
    x(8,2,g28) flow_cap_tail(g28,8,2,8,3) -4
    x(8,2,g28) flow_cap_tail(g28,8,2,9,2) -4
    x(8,2,g28) flow_cap_head(g28,8,3,8,2) -4
    x(8,2,g28) flow_cap_head(g28,9,2,8,2) -4
    x(8,3,g28) cover(8,3) 1
    x(8,3,g28) centre(8,3,g28) 1
    x(8,3,g28) flow_cap_tail(g28,8,3,8,4) -4
    x(8,3,g28) flow_cap_tail(g28,8,3,8,2) -4
    x(8,3,g28) flow_cap_head(g28,8,2,8,3) -4
    x(8,3,g28) flow_cap_head(g28,8,4,8,3) -4
    x(8,4,g28) cover(8,4) 1
    x(8,4,g28) symmetry(8,2,g28) -1
    x(8,4,g28) flow_balance(g28,8,4) -1
    x(8,4,g28) flow_cap_tail(g28,8,4,8,3) -4
    x(8,4,g28) flow_cap_tail(g28,8,4,7,4) -4
    x(8,4,g28) flow_cap_head(g28,8,3,8,4) -4
    x(8,4,g28) flow_cap_head(g28,7,4,8,4) -4
    x(9,2,g28) cover(9,2) 1
    x(9,2,g28) symmetry(7,4,g28) -1
    x(9,2,g28) flow_balance(g28,9,2) -1
    x(9,2,g28) flow_cap_tail(g28,9,2,8,2) -4
    x(9,2,g28) flow_cap_head(g28,8,2,9,2) -4
    x(5,5,g29) cover(5,5) 1
    x(5,5,g29) symmetry(5,5,g29) 1
    x(5,5,g29) flow_balance(g29,5,5) -1
    x(5,5,g29) flow_cap_tail(g29,5,5,6,5) -10
    x(5,5,g29) flow_cap_head(g29,6,5,5,5) -10
    x(6,5,g29) cover(6,5) 1
    x(6,5,g29) symmetry(6,5,g29) 1
    x(6,5,g29) flow_balance(g29,6,5) -1
    x(6,5,g29) flow_cap_tail(g29,6,5,7,5) -10
    x(6,5,g29) flow_cap_tail(g29,6,5,5,5) -10
    x(6,5,g29) flow_cap_head(g29,5,5,6,5) -10
    x(6,5,g29) flow_cap_head(g29,7,5,6,5) -10
    x(7,4,g29) cover(7,4) 1
    x(7,4,g29) symmetry(7,4,g29) 1
    x(7,4,g29) flow_balance(g29,7,4) -1
    x(7,4,g29) flow_cap_tail(g29,7,4,7,5) -10
    x(7,4,g29) flow_cap_tail(g29,7,4,8,4) -10
    x(7,4,g29) flow_cap_head(g29,7,5,7,4) -10
    x(7,4,g29) flow_cap_head(g29,8,4,7,4) -10
    x(7,5,g29) cover(7,5) 1
    x(7,5,g29) symmetry(7,5,g29) 1
    x(7,5,g29) flow_balance(g29,7,5) -1
    x(7,5,g29) flow_cap_tail(g29,7,5,8,5) -10
    x(7,5,g29) flow_cap_tail(g29,7,5,7,4) -10
    x(7,5,g29) flow_cap_tail(g29,7,5,6,5) -10
    x(7,5,g29) flow_cap_head(g29,7,4,7,5) -10
    x(7,5,g29) flow_cap_head(g29,6,5,7,5) -10
    x(7,5,g29) flow_cap_head(g29,8,5,7,5) -10
    x(8,4,g29) cover(8,4) 1
    x(8,4,g29) symmetry(8,4,g29) 1
    x(8,4,g29) flow_balance(g29,8,4) -1
    x(8,4,g29) flow_cap_tail(g29,8,4,8,5) -10
    x(8,4,g29) flow_cap_tail(g29,8,4,7,4) -10
    x(8,4,g29) flow_cap_head(g29,7,4,8,4) -10
    x(8,4,g29) flow_cap_head(g29,8,5,8,4) -10
    x(8,5,g29) cover(8,5) 1
    x(8,5,g29) centre(8,5,g29) 1
    x(8,5,g29) flow_cap_tail(g29,8,5,8,6) -10
    x(8,5,g29) flow_cap_tail(g29,8,5,9,5) -10
    x(8,5,g29) flow_cap_tail(g29,8,5,8,4) -10
    x(8,5,g29) flow_cap_tail(g29,8,5,7,5) -10
    x(8,5,g29) flow_cap_head(g29,8,4,8,5) -10
    x(8,5,g29) flow_cap_head(g29,7,5,8,5) -10
    x(8,5,g29) flow_cap_head(g29,8,6,8,5) -10
    x(8,5,g29) flow_cap_head(g29,9,5,8,5) -10
    x(8,6,g29) cover(8,6) 1
    x(8,6,g29) symmetry(8,4,g29) -1
    x(8,6,g29) flow_balance(g29,8,6) -1
    x(8,6,g29) flow_cap_tail(g29,8,6,9,6) -10
    x(8,6,g29) flow_cap_tail(g29,8,6,8,5) -10
    x(8,6,g29) flow_cap_head(g29,8,5,8,6) -10
    x(8,6,g29) flow_cap_head(g29,9,6,8,6) -10
    x(9,5,g29) cover(9,5) 1
    x(9,5,g29) symmetry(7,5,g29) -1
    x(9,5,g29) flow_balance(g29,9,5) -1
    x(9,5,g29) flow_cap_tail(g29,9,5,9,6) -10
    x(9,5,g29) flow_cap_tail(g29,9,5,10,5) -10
    x(9,5,g29) flow_cap_tail(g29,9,5,8,5) -10
    x(9,5,g29) flow_cap_head(g29,8,5,9,5) -10
    x(9,5,g29) flow_cap_head(g29,9,6,9,5) -10
    x(9,5,g29) flow_cap_head(g29,10,5,9,5) -10
    x(9,6,g29) cover(9,6) 1
    x(9,6,g29) symmetry(7,4,g29) -1
    x(9,6,g29) flow_balance(g29,9,6) -1
    x(9,6,g29) flow_cap_tail(g29,9,6,9,5) -10
    x(9,6,g29) flow_cap_tail(g29,9,6,8,6) -10
    x(9,6,g29) flow_cap_head(g29,9,5,9,6) -10
    x(9,6,g29) flow_cap_head(g29,8,6,9,6) -10
    x(10,5,g29) cover(10,5) 1
    x(10,5,g29) symmetry(6,5,g29) -1
    x(10,5,g29) flow_balance(g29,10,5) -1
    x(10,5,g29) flow_cap_tail(g29,10,5,11,5) -10
    x(10,5,g29) flow_cap_tail(g29,10,5,9,5) -10
    x(10,5,g29) flow_cap_head(g29,9,5,10,5) -10
    x(10,5,g29) flow_cap_head(g29,11,5,10,5) -10
    x(11,5,g29) cover(11,5) 1
    x(11,5,g29) symmetry(5,5,g29) -1
    x(11,5,g29) flow_balance(g29,11,5) -1
    x(11,5,g29) flow_cap_tail(g29,11,5,10,5) -10
    x(11,5,g29) flow_cap_head(g29,10,5,11,5) -10
    x(7,9,g30) cover(7,9) 1
    x(7,9,g30) symmetry(7,9,g30) 1
    x(7,9,g30) flow_balance(g30,7,9) -1
    x(7,9,g30) flow_cap_tail(g30,7,9,7,10) -5
    x(7,9,g30) flow_cap_head(g30,7,10,7,9) -5
    x(7,10,g30) cover(7,10) 1
    x(7,10,g30) symmetry(7,10,g30) 1
    x(7,10,g30) flow_balance(g30,7,10) -1
    x(7,10,g30) flow_cap_tail(g30,7,10,8,10) -5
    x(7,10,g30) flow_cap_tail(g30,7,10,7,9) -5
    x(7,10,g30) flow_cap_head(g30,7,9,7,10) -5
    x(7,10,g30) flow_cap_head(g30,8,10,7,10) -5
    x(8,10,g30) cover(8,10) 1
    x(8,10,g30) centre(8,10,g30) 1
    x(8,10,g30) symmetry(8,10,g30) 1
    x(8,10,g30) flow_cap_tail(g30,8,10,9,10) -5
    x(8,10,g30) flow_cap_tail(g30,8,10,7,10) -5
    x(8,10,g30) flow_cap_head(g30,7,10,8,10) -5
    x(8,10,g30) flow_cap_head(g30,9,10,8,10) -5
    x(9,10,g30) cover(9,10) 1
    x(9,10,g30) centre(9,10,g30) 1
    x(9,10,g30) symmetry(8,10,g30) -1
    x(9,10,g30) flow_balance(g30,9,10) -1
    x(9,10,g30) flow_cap_tail(g30,9,10,10,10) -5
    x(9,10,g30) flow_cap_tail(g30,9,10,8,10) -5
    x(9,10,g30) flow_cap_head(g30,8,10,9,10) -5
    x(9,10,g30) flow_cap_head(g30,10,10,9,10) -5
    x(10,10,g30) cover(10,10) 1
    x(10,10,g30) symmetry(7,10,g30) -1
    x(10,10,g30) flow_balance(g30,10,10) -1
    x(10,10,g30) flow_cap_tail(g30,10,10,10,11) -5
    x(10,10,g30) flow_cap_tail(g30,10,10,9,10) -5
    x(10,10,g30) flow_cap_head(g30,9,10,10,10) -5
    x(10,10,g30) flow_cap_head(g30,10,11,10,10) -5
    x(10,11,g30) cover(10,11) 1
    x(10,11,g30) symmetry(7,9,g30) -1
    x(10,11,g30) flow_balance(g30,10,11) -1
    x(10,11,g30) flow_cap_tail(g30,10,11,10,10) -5
    x(10,11,g30) flow_cap_head(g30,10,10,10,11) -5
    x(7,11,g31) cover(7,11) 1
    x(7,11,g31) symmetry(7,11,g31) 1
    x(7,11,g31) flow_balance(g31,7,11) -1
    x(7,11,g31) flow_cap_tail(g31,7,11,8,11) -3
    x(7,11,g31) flow_cap_head(g31,8,11,7,11) -3
    x(8,11,g31) cover(8,11) 1
    x(8,11,g31) centre(8,11,g31) 1
    x(8,11,g31) symmetry(8,11,g31) 1
    x(8,11,g31) flow_cap_tail(g31,8,11,9,11) -3
    x(8,11,g31) flow_cap_tail(g31,8,11,7,11) -3
    x(8,11,g31) flow_cap_head(g31,7,11,8,11) -3
    x(8,11,g31) flow_cap_head(g31,9,11,8,11) -3
    x(9,11,g31) cover(9,11) 1
    x(9,11,g31) centre(9,11,g31) 1
    x(9,11,g31) symmetry(8,11,g31) -1
    x(9,11,g31) flow_balance(g31,9,11) -1
    x(9,11,g31) flow_cap_tail(g31,9,11,10,11) -3
    x(9,11,g31) flow_cap_tail(g31,9,11,8,11) -3
    x(9,11,g31) flow_cap_head(g31,8,11,9,11) -3
    x(9,11,g31) flow_cap_head(g31,10,11,9,11) -3
    x(10,11,g31) cover(10,11) 1
    x(10,11,g31) symmetry(7,11,g31) -1
    x(10,11,g31) flow_balance(g31,10,11) -1
    x(10,11,g31) flow_cap_tail(g31,10,11,9,11) -3
    x(10,11,g31) flow_cap_head(g31,9,11,10,11) -3
    x(8,2,g32) cover(8,2) 1
    x(8,2,g32) symmetry(8,2,g32) 1
    x(8,2,g32) flow_balance(g32,8,2) -1
    x(8,2,g32) flow_cap_tail(g32,8,2,9,2) -4
    x(8,2,g32) flow_cap_head(g32,9,2,8,2) -4
    x(9,0,g32) cover(9,0) 1
    x(9,0,g32) symmetry(9,0,g32) 1
    x(9,0,g32) flow_balance(g32,9,0) -1
    x(9,0,g32) flow_cap_tail(g32,9,0,9,1) -4
    x(9,0,g32) flow_cap_tail(g32,9,0,10,0) -4
    x(9,0,g32) flow_cap_head(g32,9,1,9,0) -4
    x(9,0,g32) flow_cap_head(g32,10,0,9,0) -4
    x(9,1,g32) cover(9,1) 1
    x(9,1,g32) centre(9,1,g32) 1
    x(9,1,g32) flow_cap_tail(g32,9,1,9,2) -4
    x(9,1,g32) flow_cap_tail(g32,9,1,9,0) -4
    x(9,1,g32) flow_cap_head(g32,9,0,9,1) -4
    x(9,1,g32) flow_cap_head(g32,9,2,9,1) -4
    x(9,2,g32) cover(9,2) 1
    x(9,2,g32) symmetry(9,0,g32) -1
    x(9,2,g32) flow_balance(g32,9,2) -1
    x(9,2,g32) flow_cap_tail(g32,9,2,9,1) -4
    x(9,2,g32) flow_cap_tail(g32,9,2,8,2) -4
    x(9,2,g32) flow_cap_head(g32,9,1,9,2) -4
    x(9,2,g32) flow_cap_head(g32,8,2,9,2) -4
    x(10,0,g32) cover(10,0) 1
    x(10,0,g32) symmetry(8,2,g32) -1
    x(10,0,g32) flow_balance(g32,10,0) -1
    x(10,0,g32) flow_cap_tail(g32,10,0,9,0) -4
    x(10,0,g32) flow_cap_head(g32,9,0,10,0) -4
    x(7,4,g33) cover(7,4) 1
    x(7,4,g33) symmetry(7,4,g33) 1
    x(7,4,g33) flow_balance(g33,7,4) -1
    x(7,4,g33) flow_cap_tail(g33,7,4,8,4) -8
    x(7,4,g33) flow_cap_head(g33,8,4,7,4) -8
    x(8,4,g33) cover(8,4) 1
    x(8,4,g33) symmetry(8,4,g33) 1
    x(8,4,g33) flow_balance(g33,8,4) -1
    x(8,4,g33) flow_cap_tail(g33,8,4,9,4) -8
    x(8,4,g33) flow_cap_tail(g33,8,4,7,4) -8
    x(8,4,g33) flow_cap_head(g33,7,4,8,4) -8
    x(8,4,g33) flow_cap_head(g33,9,4,8,4) -8
    x(9,2,g33) cover(9,2) 1
    x(9,2,g33) symmetry(9,2,g33) 1
    x(9,2,g33) flow_balance(g33,9,2) -1
    x(9,2,g33) flow_cap_tail(g33,9,2,9,3) -8
    x(9,2,g33) flow_cap_head(g33,9,3,9,2) -8
    x(9,3,g33) cover(9,3) 1
    x(9,3,g33) symmetry(9,3,g33) 1
    x(9,3,g33) flow_balance(g33,9,3) -1
    x(9,3,g33) flow_cap_tail(g33,9,3,9,4) -8
    x(9,3,g33) flow_cap_tail(g33,9,3,9,2) -8
    x(9,3,g33) flow_cap_head(g33,9,2,9,3) -8
    x(9,3,g33) flow_cap_head(g33,9,4,9,3) -8
    x(9,4,g33) cover(9,4) 1
    x(9,4,g33) centre(9,4,g33) 1
    x(9,4,g33) flow_cap_tail(g33,9,4,9,5) -8
    x(9,4,g33) flow_cap_tail(g33,9,4,10,4) -8
    x(9,4,g33) flow_cap_tail(g33,9,4,9,3) -8
    x(9,4,g33) flow_cap_tail(g33,9,4,8,4) -8
    x(9,4,g33) flow_cap_head(g33,9,3,9,4) -8
    x(9,4,g33) flow_cap_head(g33,8,4,9,4) -8
    x(9,4,g33) flow_cap_head(g33,9,5,9,4) -8
    x(9,4,g33) flow_cap_head(g33,10,4,9,4) -8
    x(9,5,g33) cover(9,5) 1
    x(9,5,g33) symmetry(9,3,g33) -1
    x(9,5,g33) flow_balance(g33,9,5) -1
    x(9,5,g33) flow_cap_tail(g33,9,5,9,6) -8
    x(9,5,g33) flow_cap_tail(g33,9,5,9,4) -8
    x(9,5,g33) flow_cap_head(g33,9,4,9,5) -8
    x(9,5,g33) flow_cap_head(g33,9,6,9,5) -8
    x(9,6,g33) cover(9,6) 1
    x(9,6,g33) symmetry(9,2,g33) -1
    x(9,6,g33) flow_balance(g33,9,6) -1
    x(9,6,g33) flow_cap_tail(g33,9,6,9,5) -8
    x(9,6,g33) flow_cap_head(g33,9,5,9,6) -8
    x(10,4,g33) cover(10,4) 1
    x(10,4,g33) symmetry(8,4,g33) -1
    x(10,4,g33) flow_balance(g33,10,4) -1
    x(10,4,g33) flow_cap_tail(g33,10,4,11,4) -8
    x(10,4,g33) flow_cap_tail(g33,10,4,9,4) -8
    x(10,4,g33) flow_cap_head(g33,9,4,10,4) -8
    x(10,4,g33) flow_cap_head(g33,11,4,10,4) -8
    x(11,4,g33) cover(11,4) 1
    x(11,4,g33) symmetry(7,4,g33) -1
    x(11,4,g33) flow_balance(g33,11,4) -1
    x(11,4,g33) flow_cap_tail(g33,11,4,10,4) -8
    x(11,4,g33) flow_cap_head(g33,10,4,11,4) -8
    x(7,5,g34) cover(7,5) 1
    x(7,5,g34) symmetry(7,5,g34) 1
    x(7,5,g34) flow_balance(g34,7,5) -1
    x(7,5,g34) flow_cap_tail(g34,7,5,7,6) -10
    x(7,5,g34) flow_cap_head(g34,7,6,7,5) -10
    x(7,6,g34) cover(7,6) 1
    x(7,6,g34) symmetry(7,6,g34) 1
    x(7,6,g34) flow_balance(g34,7,6) -1
    x(7,6,g34) flow_cap_tail(g34,7,6,8,6) -10
    x(7,6,g34) flow_cap_tail(g34,7,6,7,5) -10
    x(7,6,g34) flow_cap_head(g34,7,5,7,6) -10
    x(7,6,g34) flow_cap_head(g34,8,6,7,6) -10
    x(8,6,g34) cover(8,6) 1
    x(8,6,g34) symmetry(8,6,g34) 1
    x(8,6,g34) flow_balance(g34,8,6) -1
    x(8,6,g34) flow_cap_tail(g34,8,6,8,7) -10
    x(8,6,g34) flow_cap_tail(g34,8,6,9,6) -10
    x(8,6,g34) flow_cap_tail(g34,8,6,7,6) -10
    x(8,6,g34) flow_cap_head(g34,7,6,8,6) -10
    x(8,6,g34) flow_cap_head(g34,8,7,8,6) -10
    x(8,6,g34) flow_cap_head(g34,9,6,8,6) -10
    x(8,7,g34) cover(8,7) 1
    x(8,7,g34) symmetry(8,7,g34) 1
    x(8,7,g34) flow_balance(g34,8,7) -1
    x(8,7,g34) flow_cap_tail(g34,8,7,9,7) -10
    x(8,7,g34) flow_cap_tail(g34,8,7,8,6) -10
    x(8,7,g34) flow_cap_head(g34,8,6,8,7) -10
    x(8,7,g34) flow_cap_head(g34,9,7,8,7) -10
    x(9,6,g34) cover(9,6) 1
    x(9,6,g34) symmetry(9,6,g34) 1
    x(9,6,g34) flow_balance(g34,9,6) -1
    x(9,6,g34) flow_cap_tail(g34,9,6,9,7) -10
    x(9,6,g34) flow_cap_tail(g34,9,6,8,6) -10
    x(9,6,g34) flow_cap_head(g34,8,6,9,6) -10
    x(9,6,g34) flow_cap_head(g34,9,7,9,6) -10
    x(9,7,g34) cover(9,7) 1
    x(9,7,g34) centre(9,7,g34) 1
    x(9,7,g34) flow_cap_tail(g34,9,7,9,8) -10
    x(9,7,g34) flow_cap_tail(g34,9,7,10,7) -10
    x(9,7,g34) flow_cap_tail(g34,9,7,9,6) -10
    x(9,7,g34) flow_cap_tail(g34,9,7,8,7) -10
    x(9,7,g34) flow_cap_head(g34,9,6,9,7) -10
    x(9,7,g34) flow_cap_head(g34,8,7,9,7) -10
    x(9,7,g34) flow_cap_head(g34,9,8,9,7) -10
    x(9,7,g34) flow_cap_head(g34,10,7,9,7) -10
    x(9,8,g34) cover(9,8) 1
    x(9,8,g34) symmetry(9,6,g34) -1
    x(9,8,g34) flow_balance(g34,9,8) -1
    x(9,8,g34) flow_cap_tail(g34,9,8,10,8) -10
    x(9,8,g34) flow_cap_tail(g34,9,8,9,7) -10
    x(9,8,g34) flow_cap_head(g34,9,7,9,8) -10
    x(9,8,g34) flow_cap_head(g34,10,8,9,8) -10
    x(10,7,g34) cover(10,7) 1
    x(10,7,g34) symmetry(8,7,g34) -1
    x(10,7,g34) flow_balance(g34,10,7) -1
    x(10,7,g34) flow_cap_tail(g34,10,7,10,8) -10
    x(10,7,g34) flow_cap_tail(g34,10,7,9,7) -10
    x(10,7,g34) flow_cap_head(g34,9,7,10,7) -10
    x(10,7,g34) flow_cap_head(g34,10,8,10,7) -10
    x(10,8,g34) cover(10,8) 1
    x(10,8,g34) symmetry(8,6,g34) -1
    x(10,8,g34) flow_balance(g34,10,8) -1
    x(10,8,g34) flow_cap_tail(g34,10,8,11,8) -10
    x(10,8,g34) flow_cap_tail(g34,10,8,10,7) -10
    x(10,8,g34) flow_cap_tail(g34,10,8,9,8) -10
    x(10,8,g34) flow_cap_head(g34,10,7,10,8) -10
    x(10,8,g34) flow_cap_head(g34,9,8,10,8) -10
    x(10,8,g34) flow_cap_head(g34,11,8,10,8) -10
    x(11,8,g34) cover(11,8) 1
    x(11,8,g34) symmetry(7,6,g34) -1
    x(11,8,g34) flow_balance(g34,11,8) -1
    x(11,8,g34) flow_cap_tail(g34,11,8,11,9) -10
    x(11,8,g34) flow_cap_tail(g34,11,8,10,8) -10
    x(11,8,g34) flow_cap_head(g34,10,8,11,8) -10
    x(11,8,g34) flow_cap_head(g34,11,9,11,8) -10
    x(11,9,g34) cover(11,9) 1
    x(11,9,g34) symmetry(7,5,g34) -1
    x(11,9,g34) flow_balance(g34,11,9) -1
    x(11,9,g34) flow_cap_tail(g34,11,9,11,8) -10
    x(11,9,g34) flow_cap_head(g34,11,8,11,9) -10
    x(8,9,g35) cover(8,9) 1
    x(8,9,g35) symmetry(8,9,g35) 1
    x(8,9,g35) flow_balance(g35,8,9) -1
    x(8,9,g35) flow_cap_tail(g35,8,9,9,9) -5
    x(8,9,g35) flow_cap_head(g35,9,9,8,9) -5
    x(9,8,g35) cover(9,8) 1
    x(9,8,g35) symmetry(9,8,g35) 1
    x(9,8,g35) flow_balance(g35,9,8) -1
    x(9,8,g35) flow_cap_tail(g35,9,8,9,9) -5
    x(9,8,g35) flow_cap_head(g35,9,9,9,8) -5
    x(9,9,g35) cover(9,9) 1
    x(9,9,g35) centre(9,9,g35) 1
    x(9,9,g35) symmetry(9,9,g35) 1
    x(9,9,g35) flow_cap_tail(g35,9,9,10,9) -5
    x(9,9,g35) flow_cap_tail(g35,9,9,9,8) -5
    x(9,9,g35) flow_cap_tail(g35,9,9,8,9) -5
    x(9,9,g35) flow_cap_head(g35,9,8,9,9) -5
    x(9,9,g35) flow_cap_head(g35,8,9,9,9) -5
    x(9,9,g35) flow_cap_head(g35,10,9,9,9) -5
    x(10,9,g35) cover(10,9) 1
    x(10,9,g35) centre(10,9,g35) 1
    x(10,9,g35) symmetry(9,9,g35) -1
    x(10,9,g35) flow_balance(g35,10,9) -1
    x(10,9,g35) flow_cap_tail(g35,10,9,10,10) -5
    x(10,9,g35) flow_cap_tail(g35,10,9,11,9) -5
    x(10,9,g35) flow_cap_tail(g35,10,9,9,9) -5
    x(10,9,g35) flow_cap_head(g35,9,9,10,9) -5
    x(10,9,g35) flow_cap_head(g35,10,10,10,9) -5
    x(10,9,g35) flow_cap_head(g35,11,9,10,9) -5
    x(10,10,g35) cover(10,10) 1
    x(10,10,g35) symmetry(9,8,g35) -1
    x(10,10,g35) flow_balance(g35,10,10) -1
    x(10,10,g35) flow_cap_tail(g35,10,10,10,9) -5
    x(10,10,g35) flow_cap_head(g35,10,9,10,10) -5
    x(11,9,g35) cover(11,9) 1
    x(11,9,g35) symmetry(8,9,g35) -1
    x(11,9,g35) flow_balance(g35,11,9) -1
    x(11,9,g35) flow_cap_tail(g35,11,9,10,9) -5
    x(11,9,g35) flow_cap_head(g35,10,9,11,9) -5
    x(10,0,g36) cover(10,0) 1
    x(10,0,g36) symmetry(10,0,g36) 1
    x(10,0,g36) flow_balance(g36,10,0) -1
    x(10,0,g36) flow_cap_tail(g36,10,0,10,1) -11
    x(10,0,g36) flow_cap_tail(g36,10,0,11,0) -11
    x(10,0,g36) flow_cap_head(g36,10,1,10,0) -11
    x(10,0,g36) flow_cap_head(g36,11,0,10,0) -11
    x(10,1,g36) cover(10,1) 1
    x(10,1,g36) symmetry(10,1,g36) 1
    x(10,1,g36) flow_balance(g36,10,1) -1
    x(10,1,g36) flow_cap_tail(g36,10,1,10,2) -11
    x(10,1,g36) flow_cap_tail(g36,10,1,11,1) -11
    x(10,1,g36) flow_cap_tail(g36,10,1,10,0) -11
    x(10,1,g36) flow_cap_head(g36,10,0,10,1) -11
    x(10,1,g36) flow_cap_head(g36,10,2,10,1) -11
    x(10,1,g36) flow_cap_head(g36,11,1,10,1) -11
    x(10,2,g36) cover(10,2) 1
    x(10,2,g36) centre(10,2,g36) 1
    x(10,2,g36) symmetry(10,2,g36) 1
    x(10,2,g36) flow_cap_tail(g36,10,2,10,3) -11
    x(10,2,g36) flow_cap_tail(g36,10,2,11,2) -11
    x(10,2,g36) flow_cap_tail(g36,10,2,10,1) -11
    x(10,2,g36) flow_cap_head(g36,10,1,10,2) -11
    x(10,2,g36) flow_cap_head(g36,10,3,10,2) -11
    x(10,2,g36) flow_cap_head(g36,11,2,10,2) -11
    x(10,3,g36) cover(10,3) 1
    x(10,3,g36) centre(10,3,g36) 1
    x(10,3,g36) symmetry(10,3,g36) 1
    x(10,3,g36) flow_balance(g36,10,3) -1
    x(10,3,g36) flow_cap_tail(g36,10,3,10,4) -11
    x(10,3,g36) flow_cap_tail(g36,10,3,11,3) -11
    x(10,3,g36) flow_cap_tail(g36,10,3,10,2) -11
    x(10,3,g36) flow_cap_head(g36,10,2,10,3) -11
    x(10,3,g36) flow_cap_head(g36,10,4,10,3) -11
    x(10,3,g36) flow_cap_head(g36,11,3,10,3) -11
    x(10,4,g36) cover(10,4) 1
    x(10,4,g36) symmetry(10,4,g36) 1
    x(10,4,g36) flow_balance(g36,10,4) -1
    x(10,4,g36) flow_cap_tail(g36,10,4,10,5) -11
    x(10,4,g36) flow_cap_tail(g36,10,4,11,4) -11
    x(10,4,g36) flow_cap_tail(g36,10,4,10,3) -11
    x(10,4,g36) flow_cap_head(g36,10,3,10,4) -11
    x(10,4,g36) flow_cap_head(g36,10,5,10,4) -11
    x(10,4,g36) flow_cap_head(g36,11,4,10,4) -11
    x(10,5,g36) cover(10,5) 1
    x(10,5,g36) symmetry(10,5,g36) 1
    x(10,5,g36) flow_balance(g36,10,5) -1
    x(10,5,g36) flow_cap_tail(g36,10,5,11,5) -11
    x(10,5,g36) flow_cap_tail(g36,10,5,10,4) -11
    x(10,5,g36) flow_cap_head(g36,10,4,10,5) -11
    x(10,5,g36) flow_cap_head(g36,11,5,10,5) -11
    x(11,0,g36) cover(11,0) 1
    x(11,0,g36) symmetry(10,5,g36) -1
    x(11,0,g36) flow_balance(g36,11,0) -1
    x(11,0,g36) flow_cap_tail(g36,11,0,11,1) -11
    x(11,0,g36) flow_cap_tail(g36,11,0,10,0) -11
    x(11,0,g36) flow_cap_head(g36,10,0,11,0) -11
    x(11,0,g36) flow_cap_head(g36,11,1,11,0) -11
    x(11,1,g36) cover(11,1) 1
    x(11,1,g36) symmetry(10,4,g36) -1
    x(11,1,g36) flow_balance(g36,11,1) -1
    x(11,1,g36) flow_cap_tail(g36,11,1,11,2) -11
    x(11,1,g36) flow_cap_tail(g36,11,1,11,0) -11
    x(11,1,g36) flow_cap_tail(g36,11,1,10,1) -11
    x(11,1,g36) flow_cap_head(g36,11,0,11,1) -11
    x(11,1,g36) flow_cap_head(g36,10,1,11,1) -11
    x(11,1,g36) flow_cap_head(g36,11,2,11,1) -11
    x(11,2,g36) cover(11,2) 1
    x(11,2,g36) centre(11,2,g36) 1
    x(11,2,g36) symmetry(10,3,g36) -1
    x(11,2,g36) flow_balance(g36,11,2) -1
    x(11,2,g36) flow_cap_tail(g36,11,2,11,3) -11
    x(11,2,g36) flow_cap_tail(g36,11,2,11,1) -11
    x(11,2,g36) flow_cap_tail(g36,11,2,10,2) -11
    x(11,2,g36) flow_cap_head(g36,11,1,11,2) -11
    x(11,2,g36) flow_cap_head(g36,10,2,11,2) -11
    x(11,2,g36) flow_cap_head(g36,11,3,11,2) -11
    x(11,3,g36) cover(11,3) 1
    x(11,3,g36) centre(11,3,g36) 1
    x(11,3,g36) symmetry(10,2,g36) -1
    x(11,3,g36) flow_balance(g36,11,3) -1
    x(11,3,g36) flow_cap_tail(g36,11,3,11,4) -11
    x(11,3,g36) flow_cap_tail(g36,11,3,11,2) -11
    x(11,3,g36) flow_cap_tail(g36,11,3,10,3) -11
    x(11,3,g36) flow_cap_head(g36,11,2,11,3) -11
    x(11,3,g36) flow_cap_head(g36,10,3,11,3) -11
    x(11,3,g36) flow_cap_head(g36,11,4,11,3) -11
    x(11,4,g36) cover(11,4) 1
    x(11,4,g36) symmetry(10,1,g36) -1
    x(11,4,g36) flow_balance(g36,11,4) -1
    x(11,4,g36) flow_cap_tail(g36,11,4,11,5) -11
    x(11,4,g36) flow_cap_tail(g36,11,4,11,3) -11
    x(11,4,g36) flow_cap_tail(g36,11,4,10,4) -11
    x(11,4,g36) flow_cap_head(g36,11,3,11,4) -11
    x(11,4,g36) flow_cap_head(g36,10,4,11,4) -11
    x(11,4,g36) flow_cap_head(g36,11,5,11,4) -11
    x(11,5,g36) cover(11,5) 1
    x(11,5,g36) symmetry(10,0,g36) -1
    x(11,5,g36) flow_balance(g36,11,5) -1
    x(11,5,g36) flow_cap_tail(g36,11,5,11,4) -11
    x(11,5,g36) flow_cap_tail(g36,11,5,10,5) -11
    x(11,5,g36) flow_cap_head(g36,11,4,11,5) -11
    x(11,5,g36) flow_cap_head(g36,10,5,11,5) -11
    x(10,4,g37) cover(10,4) 1
    x(10,4,g37) symmetry(10,4,g37) 1
    x(10,4,g37) flow_balance(g37,10,4) -1
    x(10,4,g37) flow_cap_tail(g37,10,4,11,4) -7
    x(10,4,g37) flow_cap_head(g37,11,4,10,4) -7
    x(10,6,g37) cover(10,6) 1
    x(10,6,g37) centre(10,6,g37) 1
    x(10,6,g37) symmetry(10,6,g37) 1
    x(10,6,g37) flow_cap_tail(g37,10,6,10,7) -7
    x(10,6,g37) flow_cap_tail(g37,10,6,11,6) -7
    x(10,6,g37) flow_cap_head(g37,10,7,10,6) -7
    x(10,6,g37) flow_cap_head(g37,11,6,10,6) -7
    x(10,7,g37) cover(10,7) 1
    x(10,7,g37) symmetry(10,7,g37) 1
    x(10,7,g37) flow_balance(g37,10,7) -1
    x(10,7,g37) flow_cap_tail(g37,10,7,10,8) -7
    x(10,7,g37) flow_cap_tail(g37,10,7,10,6) -7
    x(10,7,g37) flow_cap_head(g37,10,6,10,7) -7
    x(10,7,g37) flow_cap_head(g37,10,8,10,7) -7
    x(10,8,g37) cover(10,8) 1
    x(10,8,g37) symmetry(10,8,g37) 1
    x(10,8,g37) flow_balance(g37,10,8) -1
    x(10,8,g37) flow_cap_tail(g37,10,8,11,8) -7
    x(10,8,g37) flow_cap_tail(g37,10,8,10,7) -7
    x(10,8,g37) flow_cap_head(g37,10,7,10,8) -7
    x(10,8,g37) flow_cap_head(g37,11,8,10,8) -7
    x(11,4,g37) cover(11,4) 1
    x(11,4,g37) symmetry(10,8,g37) -1
    x(11,4,g37) flow_balance(g37,11,4) -1
    x(11,4,g37) flow_cap_tail(g37,11,4,11,5) -7
    x(11,4,g37) flow_cap_tail(g37,11,4,10,4) -7
    x(11,4,g37) flow_cap_head(g37,10,4,11,4) -7
    x(11,4,g37) flow_cap_head(g37,11,5,11,4) -7
    x(11,5,g37) cover(11,5) 1
    x(11,5,g37) symmetry(10,7,g37) -1
    x(11,5,g37) flow_balance(g37,11,5) -1
    x(11,5,g37) flow_cap_tail(g37,11,5,11,6) -7
    x(11,5,g37) flow_cap_tail(g37,11,5,11,4) -7
    x(11,5,g37) flow_cap_head(g37,11,4,11,5) -7
    x(11,5,g37) flow_cap_head(g37,11,6,11,5) -7
    x(11,6,g37) cover(11,6) 1
    x(11,6,g37) centre(11,6,g37) 1
    x(11,6,g37) symmetry(10,6,g37) -1
    x(11,6,g37) flow_balance(g37,11,6) -1
    x(11,6,g37) flow_cap_tail(g37,11,6,11,5) -7
    x(11,6,g37) flow_cap_tail(g37,11,6,10,6) -7
    x(11,6,g37) flow_cap_head(g37,11,5,11,6) -7
    x(11,6,g37) flow_cap_head(g37,10,6,11,6) -7
    x(11,8,g37) cover(11,8) 1
    x(11,8,g37) symmetry(10,4,g37) -1
    x(11,8,g37) flow_balance(g37,11,8) -1
    x(11,8,g37) flow_cap_tail(g37,11,8,10,8) -7
    x(11,8,g37) flow_cap_head(g37,10,8,11,8) -7
    x(11,7,g38) cover(11,7) 1
    x(11,7,g38) centre(11,7,g38) 1
    x(11,10,g39) cover(11,10) 1
    x(11,10,g39) centre(11,10,g39) 1
    x(11,10,g39) symmetry(11,10,g39) 1
    x(11,10,g39) flow_cap_tail(g39,11,10,11,11) -1
    x(11,10,g39) flow_cap_head(g39,11,11,11,10) -1
    x(11,11,g39) cover(11,11) 1
    x(11,11,g39) centre(11,11,g39) 1
    x(11,11,g39) symmetry(11,10,g39) -1
    x(11,11,g39) flow_balance(g39,11,11) -1
    x(11,11,g39) flow_cap_tail(g39,11,11,11,10) -1
    x(11,11,g39) flow_cap_head(g39,11,10,11,11) -1
    MARKER0 'MARKER' 'INTEND'
    f(g1,0,1,0,2) flow_balance(g1,0,1) -1
    f(g1,0,1,0,2) flow_cap_tail(g1,0,1,0,2) 1
    f(g1,0,1,0,2) flow_cap_head(g1,0,1,0,2) 1
    f(g1,0,2,0,3) flow_balance(g1,0,3) 1
    f(g1,0,2,0,3) flow_cap_tail(g1,0,2,0,3) 1
    f(g1,0,2,0,3) flow_cap_head(g1,0,2,0,3) 1
    f(g2,0,3,0,4) flow_balance(g2,0,3) -1
    f(g2,0,3,0,4) flow_cap_tail(g2,0,3,0,4) 1
    f(g2,0,3,0,4) flow_cap_head(g2,0,3,0,4) 1
    f(g2,0,4,0,5) flow_balance(g2,0,5) 1
    f(g2,0,4,0,5) flow_cap_tail(g2,0,4,0,5) 1
    f(g2,0,4,0,5) flow_cap_head(g2,0,4,0,5) 1
    f(g3,0,5,0,6) flow_balance(g3,0,5) -1
    f(g3,0,5,0,6) flow_balance(g3,0,6) 1
    f(g3,0,5,0,6) flow_cap_tail(g3,0,5,0,6) 1
    f(g3,0,5,0,6) flow_cap_head(g3,0,5,0,6) 1
    f(g3,0,6,0,7) flow_balance(g3,0,6) -1
    f(g3,0,6,0,7) flow_cap_tail(g3,0,6,0,7) 1
    f(g3,0,6,0,7) flow_cap_head(g3,0,6,0,7) 1
    f(g3,0,7,0,8) flow_balance(g3,0,8) 1
    f(g3,0,7,0,8) flow_cap_tail(g3,0,7,0,8) 1
    f(g3,0,7,0,8) flow_cap_head(g3,0,7,0,8) 1
    f(g3,0,8,0,9) flow_balance(g3,0,8) -1
    f(g3,0,8,0,9) flow_balance(g3,0,9) 1
    f(g3,0,8,0,9) flow_cap_tail(g3,0,8,0,9) 1
    f(g3,0,8,0,9) flow_cap_head(g3,0,8,0,9) 1
    f(g3,0,9,0,10) flow_balance(g3,0,9) -1
    f(g3,0,9,0,10) flow_balance(g3,0,10) 1
    f(g3,0,9,0,10) flow_cap_tail(g3,0,9,0,10) 1
    f(g3,0,9,0,10) flow_cap_head(g3,0,9,0,10) 1
    f(g5,1,0,1,1) flow_balance(g5,1,0) -1
    f(g5,1,0,1,1) flow_cap_tail(g5,1,0,1,1) 1
    f(g5,1,0,1,1) flow_cap_head(g5,1,0,1,1) 1
    f(g5,1,1,1,2) flow_balance(g5,1,2) 1
    f(g5,1,1,1,2) flow_cap_tail(g5,1,1,1,2) 1
    f(g5,1,1,1,2) flow_cap_head(g5,1,1,1,2) 1
    f(g5,1,2,1,3) flow_balance(g5,1,2) -1
    f(g5,1,2,1,3) flow_balance(g5,1,3) 1
    f(g5,1,2,1,3) flow_cap_tail(g5,1,2,1,3) 1
    f(g5,1,2,1,3) flow_cap_head(g5,1,2,1,3) 1
    f(g5,0,1,1,1) flow_balance(g5,0,1) -1
    f(g5,0,1,1,1) flow_cap_tail(g5,0,1,1,1) 1
    f(g5,0,1,1,1) flow_cap_head(g5,0,1,1,1) 1
    f(g5,0,3,1,3) flow_balance(g5,0,3) -1
    f(g5,0,3,1,3) flow_balance(g5,1,3) 1
    f(g5,0,3,1,3) flow_cap_tail(g5,0,3,1,3) 1
    f(g5,0,3,1,3) flow_cap_head(g5,0,3,1,3) 1
    f(g5,1,0,2,0) flow_balance(g5,1,0) -1
    f(g5,1,0,2,0) flow_balance(g5,2,0) 1
    f(g5,1,0,2,0) flow_cap_tail(g5,1,0,2,0) 1
    f(g5,1,0,2,0) flow_cap_head(g5,1,0,2,0) 1
    f(g5,1,2,2,2) flow_balance(g5,1,2) -1
    f(g5,1,2,2,2) flow_balance(g5,2,2) 1
    f(g5,1,2,2,2) flow_cap_tail(g5,1,2,2,2) 1
    f(g5,1,2,2,2) flow_cap_head(g5,1,2,2,2) 1
    f(g6,0,5,0,6) flow_balance(g6,0,5) -1
    f(g6,0,5,0,6) flow_balance(g6,0,6) 1
    f(g6,0,5,0,6) flow_cap_tail(g6,0,5,0,6) 1
    f(g6,0,5,0,6) flow_cap_head(g6,0,5,0,6) 1
    f(g6,2,6,2,7) flow_balance(g6,2,6) -1
    f(g6,2,6,2,7) flow_balance(g6,2,7) 1
    f(g6,2,6,2,7) flow_cap_tail(g6,2,6,2,7) 1
    f(g6,2,6,2,7) flow_cap_head(g6,2,6,2,7) 1
    f(g6,0,6,1,6) flow_balance(g6,0,6) -1
    f(g6,0,6,1,6) flow_cap_tail(g6,0,6,1,6) 1
    f(g6,0,6,1,6) flow_cap_head(g6,0,6,1,6) 1
    f(g6,1,6,2,6) flow_balance(g6,2,6) 1
    f(g6,1,6,2,6) flow_cap_tail(g6,1,6,2,6) 1
    f(g6,1,6,2,6) flow_cap_head(g6,1,6,2,6) 1
    f(g7,1,9,1,10) flow_balance(g7,1,9) -1
    f(g7,1,9,1,10) flow_cap_tail(g7,1,9,1,10) 1
    f(g7,1,9,1,10) flow_cap_head(g7,1,9,1,10) 1
    f(g7,1,10,1,11) flow_balance(g7,1,11) 1
    f(g7,1,10,1,11) flow_cap_tail(g7,1,10,1,11) 1
    f(g7,1,10,1,11) flow_cap_head(g7,1,10,1,11) 1
    f(g7,0,10,1,10) flow_balance(g7,0,10) -1
    f(g7,0,10,1,10) flow_cap_tail(g7,0,10,1,10) 1
    f(g7,0,10,1,10) flow_cap_head(g7,0,10,1,10) 1
    f(g7,1,10,2,10) flow_balance(g7,2,10) 1
    f(g7,1,10,2,10) flow_cap_tail(g7,1,10,2,10) 1
    f(g7,1,10,2,10) flow_cap_head(g7,1,10,2,10) 1
    f(g8,1,3,1,4) flow_balance(g8,1,3) -1
    f(g8,1,3,1,4) flow_cap_tail(g8,1,3,1,4) 1
    f(g8,1,3,1,4) flow_cap_head(g8,1,3,1,4) 1
    f(g8,1,4,1,5) flow_balance(g8,1,5) 1
    f(g8,1,4,1,5) flow_cap_tail(g8,1,4,1,5) 1
    f(g8,1,4,1,5) flow_cap_head(g8,1,4,1,5) 1
    f(g8,2,4,2,5) flow_balance(g8,2,4) -1
    f(g8,2,4,2,5) flow_balance(g8,2,5) 1
    f(g8,2,4,2,5) flow_cap_tail(g8,2,4,2,5) 1
    f(g8,2,4,2,5) flow_cap_head(g8,2,4,2,5) 1
    f(g8,2,5,2,6) flow_balance(g8,2,5) -1
    f(g8,2,5,2,6) flow_balance(g8,2,6) 1
    f(g8,2,5,2,6) flow_cap_tail(g8,2,5,2,6) 1
    f(g8,2,5,2,6) flow_cap_head(g8,2,5,2,6) 1
    f(g8,0,3,1,3) flow_balance(g8,0,3) -1
    f(g8,0,3,1,3) flow_balance(g8,1,3) 1
    f(g8,0,3,1,3) flow_cap_tail(g8,0,3,1,3) 1
    f(g8,0,3,1,3) flow_cap_head(g8,0,3,1,3) 1
    f(g8,0,5,1,5) flow_balance(g8,0,5) -1
    f(g8,0,5,1,5) flow_balance(g8,1,5) 1
    f(g8,0,5,1,5) flow_cap_tail(g8,0,5,1,5) 1
    f(g8,0,5,1,5) flow_cap_head(g8,0,5,1,5) 1
    f(g8,1,4,2,4) flow_balance(g8,2,4) 1
    f(g8,1,4,2,4) flow_cap_tail(g8,1,4,2,4) 1
    f(g8,1,4,2,4) flow_cap_head(g8,1,4,2,4) 1
    f(g8,1,5,2,5) flow_balance(g8,1,5) -1
    f(g8,1,5,2,5) flow_balance(g8,2,5) 1
    f(g8,1,5,2,5) flow_cap_tail(g8,1,5,2,5) 1
    f(g8,1,5,2,5) flow_cap_head(g8,1,5,2,5) 1
    f(g8,2,4,3,4) flow_balance(g8,2,4) -1
    f(g8,2,4,3,4) flow_balance(g8,3,4) 1
    f(g8,2,4,3,4) flow_cap_tail(g8,2,4,3,4) 1
    f(g8,2,4,3,4) flow_cap_head(g8,2,4,3,4) 1
    f(g8,2,6,3,6) flow_balance(g8,2,6) -1
    f(g8,2,6,3,6) flow_balance(g8,3,6) 1
    f(g8,2,6,3,6) flow_cap_tail(g8,2,6,3,6) 1
    f(g8,2,6,3,6) flow_cap_head(g8,2,6,3,6) 1
    f(g9,2,0,2,1) flow_balance(g9,2,0) -1
    f(g9,2,0,2,1) flow_cap_tail(g9,2,0,2,1) 1
    f(g9,2,0,2,1) flow_cap_head(g9,2,0,2,1) 1
    f(g9,2,1,2,2) flow_balance(g9,2,2) 1
    f(g9,2,1,2,2) flow_cap_tail(g9,2,1,2,2) 1
    f(g9,2,1,2,2) flow_cap_head(g9,2,1,2,2) 1
    f(g10,1,7,1,8) flow_balance(g10,1,7) -1
    f(g10,1,7,1,8) flow_balance(g10,1,8) 1
    f(g10,1,7,1,8) flow_cap_tail(g10,1,7,1,8) 1
    f(g10,1,7,1,8) flow_cap_head(g10,1,7,1,8) 1
    f(g10,2,7,2,8) flow_balance(g10,2,7) -1
    f(g10,2,7,2,8) flow_cap_tail(g10,2,7,2,8) 1
    f(g10,2,7,2,8) flow_cap_head(g10,2,7,2,8) 1
    f(g10,2,8,2,9) flow_balance(g10,2,9) 1
    f(g10,2,8,2,9) flow_cap_tail(g10,2,8,2,9) 1
    f(g10,2,8,2,9) flow_cap_head(g10,2,8,2,9) 1
    f(g10,2,9,2,10) flow_balance(g10,2,9) -1
    f(g10,2,9,2,10) flow_balance(g10,2,10) 1
    f(g10,2,9,2,10) flow_cap_tail(g10,2,9,2,10) 1
    f(g10,2,9,2,10) flow_cap_head(g10,2,9,2,10) 1
    f(g10,3,9,3,10) flow_balance(g10,3,9) -1
    f(g10,3,9,3,10) flow_balance(g10,3,10) 1
    f(g10,3,9,3,10) flow_cap_tail(g10,3,9,3,10) 1
    f(g10,3,9,3,10) flow_cap_head(g10,3,9,3,10) 1
    f(g10,1,7,2,7) flow_balance(g10,1,7) -1
    f(g10,1,7,2,7) flow_balance(g10,2,7) 1
    f(g10,1,7,2,7) flow_cap_tail(g10,1,7,2,7) 1
    f(g10,1,7,2,7) flow_cap_head(g10,1,7,2,7) 1
    f(g10,1,8,2,8) flow_balance(g10,1,8) -1
    f(g10,1,8,2,8) flow_cap_tail(g10,1,8,2,8) 1
    f(g10,1,8,2,8) flow_cap_head(g10,1,8,2,8) 1
    f(g10,2,9,3,9) flow_balance(g10,2,9) -1
    f(g10,2,9,3,9) flow_balance(g10,3,9) 1
    f(g10,2,9,3,9) flow_cap_tail(g10,2,9,3,9) 1
    f(g10,2,9,3,9) flow_cap_head(g10,2,9,3,9) 1
    f(g10,2,10,3,10) flow_balance(g10,2,10) -1
    f(g10,2,10,3,10) flow_balance(g10,3,10) 1
    f(g10,2,10,3,10) flow_cap_tail(g10,2,10,3,10) 1
    f(g10,2,10,3,10) flow_cap_head(g10,2,10,3,10) 1
    f(g11,1,11,2,11) flow_balance(g11,1,11) -1
    f(g11,1,11,2,11) flow_cap_tail(g11,1,11,2,11) 1
    f(g11,1,11,2,11) flow_cap_head(g11,1,11,2,11) 1
    f(g11,2,11,3,11) flow_balance(g11,3,11) 1
    f(g11,2,11,3,11) flow_cap_tail(g11,2,11,3,11) 1
    f(g11,2,11,3,11) flow_cap_head(g11,2,11,3,11) 1
    f(g12,2,2,2,3) flow_balance(g12,2,2) -1
    f(g12,2,2,2,3) flow_cap_tail(g12,2,2,2,3) 1
    f(g12,2,2,2,3) flow_cap_head(g12,2,2,2,3) 1
    f(g12,3,3,3,4) flow_balance(g12,3,3) -1
    f(g12,3,3,3,4) flow_balance(g12,3,4) 1
    f(g12,3,3,3,4) flow_cap_tail(g12,3,3,3,4) 1
    f(g12,3,3,3,4) flow_cap_head(g12,3,3,3,4) 1
    f(g12,1,3,2,3) flow_balance(g12,1,3) -1
    f(g12,1,3,2,3) flow_cap_tail(g12,1,3,2,3) 1
    f(g12,1,3,2,3) flow_cap_head(g12,1,3,2,3) 1
    f(g12,2,3,3,3) flow_balance(g12,3,3) 1
    f(g12,2,3,3,3) flow_cap_tail(g12,2,3,3,3) 1
    f(g12,2,3,3,3) flow_cap_head(g12,2,3,3,3) 1
    f(g12,3,3,4,3) flow_balance(g12,3,3) -1
    f(g12,3,3,4,3) flow_balance(g12,4,3) 1
    f(g12,3,3,4,3) flow_cap_tail(g12,3,3,4,3) 1
    f(g12,3,3,4,3) flow_cap_head(g12,3,3,4,3) 1
    f(g13,1,0,2,0) flow_balance(g13,1,0) -1
    f(g13,1,0,2,0) flow_balance(g13,2,0) 1
    f(g13,1,0,2,0) flow_cap_tail(g13,1,0,2,0) 1
    f(g13,1,0,2,0) flow_cap_head(g13,1,0,2,0) 1
    f(g13,2,0,3,0) flow_balance(g13,2,0) -1
    f(g13,2,0,3,0) flow_cap_tail(g13,2,0,3,0) 1
    f(g13,2,0,3,0) flow_cap_head(g13,2,0,3,0) 1
    f(g13,3,0,4,0) flow_balance(g13,4,0) 1
    f(g13,3,0,4,0) flow_cap_tail(g13,3,0,4,0) 1
    f(g13,3,0,4,0) flow_cap_head(g13,3,0,4,0) 1
    f(g13,4,0,5,0) flow_balance(g13,4,0) -1
    f(g13,4,0,5,0) flow_balance(g13,5,0) 1
    f(g13,4,0,5,0) flow_cap_tail(g13,4,0,5,0) 1
    f(g13,4,0,5,0) flow_cap_head(g13,4,0,5,0) 1
    f(g14,2,2,3,2) flow_balance(g14,2,2) -1
    f(g14,2,2,3,2) flow_cap_tail(g14,2,2,3,2) 1
    f(g14,2,2,3,2) flow_cap_head(g14,2,2,3,2) 1
    f(g14,3,2,4,2) flow_balance(g14,4,2) 1
    f(g14,3,2,4,2) flow_cap_tail(g14,3,2,4,2) 1
    f(g14,3,2,4,2) flow_cap_head(g14,3,2,4,2) 1
    f(g15,2,6,2,7) flow_balance(g15,2,6) -1
    f(g15,2,6,2,7) flow_balance(g15,2,7) 1
    f(g15,2,6,2,7) flow_cap_tail(g15,2,6,2,7) 1
    f(g15,2,6,2,7) flow_cap_head(g15,2,6,2,7) 1
    f(g15,3,4,3,5) flow_balance(g15,3,4) -1
    f(g15,3,4,3,5) flow_cap_tail(g15,3,4,3,5) 1
    f(g15,3,4,3,5) flow_cap_head(g15,3,4,3,5) 1
    f(g15,3,5,3,6) flow_balance(g15,3,6) 1
    f(g15,3,5,3,6) flow_cap_tail(g15,3,5,3,6) 1
    f(g15,3,5,3,6) flow_cap_head(g15,3,5,3,6) 1
    f(g15,4,3,4,4) flow_balance(g15,4,3) -1
    f(g15,4,3,4,4) flow_balance(g15,4,4) 1
    f(g15,4,3,4,4) flow_cap_tail(g15,4,3,4,4) 1
    f(g15,4,3,4,4) flow_cap_head(g15,4,3,4,4) 1
    f(g15,2,6,3,6) flow_balance(g15,2,6) -1
    f(g15,2,6,3,6) flow_balance(g15,3,6) 1
    f(g15,2,6,3,6) flow_cap_tail(g15,2,6,3,6) 1
    f(g15,2,6,3,6) flow_cap_head(g15,2,6,3,6) 1
    f(g15,3,4,4,4) flow_balance(g15,3,4) -1
    f(g15,3,4,4,4) flow_balance(g15,4,4) 1
    f(g15,3,4,4,4) flow_cap_tail(g15,3,4,4,4) 1
    f(g15,3,4,4,4) flow_cap_head(g15,3,4,4,4) 1
    f(g16,3,6,3,7) flow_balance(g16,3,6) -1
    f(g16,3,6,3,7) flow_balance(g16,3,7) 1
    f(g16,3,6,3,7) flow_cap_tail(g16,3,6,3,7) 1
    f(g16,3,6,3,7) flow_cap_head(g16,3,6,3,7) 1
    f(g16,3,7,3,8) flow_balance(g16,3,7) -1
    f(g16,3,7,3,8) flow_cap_tail(g16,3,7,3,8) 1
    f(g16,3,7,3,8) flow_cap_head(g16,3,7,3,8) 1
    f(g16,4,8,4,9) flow_balance(g16,4,8) -1
    f(g16,4,8,4,9) flow_balance(g16,4,9) 1
    f(g16,4,8,4,9) flow_cap_tail(g16,4,8,4,9) 1
    f(g16,4,8,4,9) flow_cap_head(g16,4,8,4,9) 1
    f(g16,4,9,4,10) flow_balance(g16,4,9) -1
    f(g16,4,9,4,10) flow_balance(g16,4,10) 1
    f(g16,4,9,4,10) flow_cap_tail(g16,4,9,4,10) 1
    f(g16,4,9,4,10) flow_cap_head(g16,4,9,4,10) 1
    f(g16,2,7,3,7) flow_balance(g16,2,7) -1
    f(g16,2,7,3,7) flow_balance(g16,3,7) 1
    f(g16,2,7,3,7) flow_cap_tail(g16,2,7,3,7) 1
    f(g16,2,7,3,7) flow_cap_head(g16,2,7,3,7) 1
    f(g16,3,8,4,8) flow_balance(g16,4,8) 1
    f(g16,3,8,4,8) flow_cap_tail(g16,3,8,4,8) 1
    f(g16,3,8,4,8) flow_cap_head(g16,3,8,4,8) 1
    f(g16,4,9,5,9) flow_balance(g16,4,9) -1
    f(g16,4,9,5,9) flow_balance(g16,5,9) 1
    f(g16,4,9,5,9) flow_cap_tail(g16,4,9,5,9) 1
    f(g16,4,9,5,9) flow_cap_head(g16,4,9,5,9) 1
    f(g17,2,6,2,7) flow_balance(g17,2,6) -1
    f(g17,2,6,2,7) flow_balance(g17,2,7) 1
    f(g17,2,6,2,7) flow_cap_tail(g17,2,6,2,7) 1
    f(g17,2,6,2,7) flow_cap_head(g17,2,6,2,7) 1
    f(g17,3,9,3,10) flow_balance(g17,3,9) -1
    f(g17,3,9,3,10) flow_balance(g17,3,10) 1
    f(g17,3,9,3,10) flow_cap_tail(g17,3,9,3,10) 1
    f(g17,3,9,3,10) flow_cap_head(g17,3,9,3,10) 1
    f(g17,3,10,3,11) flow_balance(g17,3,10) -1
    f(g17,3,10,3,11) flow_balance(g17,3,11) 1
    f(g17,3,10,3,11) flow_cap_tail(g17,3,10,3,11) 1
    f(g17,3,10,3,11) flow_cap_head(g17,3,10,3,11) 1
    f(g17,4,4,4,5) flow_balance(g17,4,4) -1
    f(g17,4,4,4,5) flow_balance(g17,4,5) 1
    f(g17,4,4,4,5) flow_cap_tail(g17,4,4,4,5) 1
    f(g17,4,4,4,5) flow_cap_head(g17,4,4,4,5) 1
    f(g17,4,5,4,6) flow_balance(g17,4,5) -1
    f(g17,4,5,4,6) flow_cap_tail(g17,4,5,4,6) 1
    f(g17,4,5,4,6) flow_cap_head(g17,4,5,4,6) 1
    f(g17,4,6,4,7) flow_balance(g17,4,7) 1
    f(g17,4,6,4,7) flow_cap_tail(g17,4,6,4,7) 1
    f(g17,4,6,4,7) flow_cap_head(g17,4,6,4,7) 1
    f(g17,5,6,5,7) flow_balance(g17,5,6) -1
    f(g17,5,6,5,7) flow_balance(g17,5,7) 1
    f(g17,5,6,5,7) flow_cap_tail(g17,5,6,5,7) 1
    f(g17,5,6,5,7) flow_cap_head(g17,5,6,5,7) 1
    f(g17,5,7,5,8) flow_balance(g17,5,7) -1
    f(g17,5,7,5,8) flow_balance(g17,5,8) 1
    f(g17,5,7,5,8) flow_cap_tail(g17,5,7,5,8) 1
    f(g17,5,7,5,8) flow_cap_head(g17,5,7,5,8) 1
    f(g17,5,8,5,9) flow_balance(g17,5,8) -1
    f(g17,5,8,5,9) flow_balance(g17,5,9) 1
    f(g17,5,8,5,9) flow_cap_tail(g17,5,8,5,9) 1
    f(g17,5,8,5,9) flow_cap_head(g17,5,8,5,9) 1
    f(g17,6,2,6,3) flow_balance(g17,6,2) -1
    f(g17,6,2,6,3) flow_balance(g17,6,3) 1
    f(g17,6,2,6,3) flow_cap_tail(g17,6,2,6,3) 1
    f(g17,6,2,6,3) flow_cap_head(g17,6,2,6,3) 1
    f(g17,6,3,6,4) flow_balance(g17,6,3) -1
    f(g17,6,3,6,4) flow_balance(g17,6,4) 1
    f(g17,6,3,6,4) flow_cap_tail(g17,6,3,6,4) 1
    f(g17,6,3,6,4) flow_cap_head(g17,6,3,6,4) 1
    f(g17,7,6,7,7) flow_balance(g17,7,6) -1
    f(g17,7,6,7,7) flow_balance(g17,7,7) 1
    f(g17,7,6,7,7) flow_cap_tail(g17,7,6,7,7) 1
    f(g17,7,6,7,7) flow_cap_head(g17,7,6,7,7) 1
    f(g17,1,7,2,7) flow_balance(g17,1,7) -1
    f(g17,1,7,2,7) flow_balance(g17,2,7) 1
    f(g17,1,7,2,7) flow_cap_tail(g17,1,7,2,7) 1
    f(g17,1,7,2,7) flow_cap_head(g17,1,7,2,7) 1
    f(g17,2,6,3,6) flow_balance(g17,2,6) -1
    f(g17,2,6,3,6) flow_balance(g17,3,6) 1
    f(g17,2,6,3,6) flow_cap_tail(g17,2,6,3,6) 1
    f(g17,2,6,3,6) flow_cap_head(g17,2,6,3,6) 1
    f(g17,3,6,4,6) flow_balance(g17,3,6) -1
    f(g17,3,6,4,6) flow_cap_tail(g17,3,6,4,6) 1
    f(g17,3,6,4,6) flow_cap_head(g17,3,6,4,6) 1
    f(g17,3,9,4,9) flow_balance(g17,3,9) -1
    f(g17,3,9,4,9) flow_balance(g17,4,9) 1
    f(g17,3,9,4,9) flow_cap_tail(g17,3,9,4,9) 1
    f(g17,3,9,4,9) flow_cap_head(g17,3,9,4,9) 1
    f(g17,4,4,5,4) flow_balance(g17,4,4) -1
    f(g17,4,4,5,4) flow_balance(g17,5,4) 1
    f(g17,4,4,5,4) flow_cap_tail(g17,4,4,5,4) 1
    f(g17,4,4,5,4) flow_cap_head(g17,4,4,5,4) 1
    f(g17,4,6,5,6) flow_balance(g17,5,6) 1
    f(g17,4,6,5,6) flow_cap_tail(g17,4,6,5,6) 1
    f(g17,4,6,5,6) flow_cap_head(g17,4,6,5,6) 1
    f(g17,4,7,5,7) flow_balance(g17,4,7) -1
    f(g17,4,7,5,7) flow_balance(g17,5,7) 1
    f(g17,4,7,5,7) flow_cap_tail(g17,4,7,5,7) 1
    f(g17,4,7,5,7) flow_cap_head(g17,4,7,5,7) 1
    f(g17,4,9,5,9) flow_balance(g17,4,9) -1
    f(g17,4,9,5,9) flow_balance(g17,5,9) 1
    f(g17,4,9,5,9) flow_cap_tail(g17,4,9,5,9) 1
    f(g17,4,9,5,9) flow_cap_head(g17,4,9,5,9) 1
    f(g17,5,4,6,4) flow_balance(g17,5,4) -1
    f(g17,5,4,6,4) flow_balance(g17,6,4) 1
    f(g17,5,4,6,4) flow_cap_tail(g17,5,4,6,4) 1
    f(g17,5,4,6,4) flow_cap_head(g17,5,4,6,4) 1
    f(g17,5,7,6,7) flow_balance(g17,5,7) -1
    f(g17,5,7,6,7) flow_balance(g17,6,7) 1
    f(g17,5,7,6,7) flow_cap_tail(g17,5,7,6,7) 1
    f(g17,5,7,6,7) flow_cap_head(g17,5,7,6,7) 1
    f(g17,6,7,7,7) flow_balance(g17,6,7) -1
    f(g17,6,7,7,7) flow_balance(g17,7,7) 1
    f(g17,6,7,7,7) flow_cap_tail(g17,6,7,7,7) 1
    f(g17,6,7,7,7) flow_cap_head(g17,6,7,7,7) 1
    f(g17,7,6,8,6) flow_balance(g17,7,6) -1
    f(g17,7,6,8,6) flow_balance(g17,8,6) 1
    f(g17,7,6,8,6) flow_cap_tail(g17,7,6,8,6) 1
    f(g17,7,6,8,6) flow_cap_head(g17,7,6,8,6) 1
    f(g18,3,11,4,11) flow_balance(g18,3,11) -1
    f(g18,3,11,4,11) flow_cap_tail(g18,3,11,4,11) 1
    f(g18,3,11,4,11) flow_cap_head(g18,3,11,4,11) 1
    f(g18,4,11,5,11) flow_balance(g18,5,11) 1
    f(g18,4,11,5,11) flow_cap_tail(g18,4,11,5,11) 1
    f(g18,4,11,5,11) flow_cap_head(g18,4,11,5,11) 1
    f(g18,5,11,6,11) flow_balance(g18,5,11) -1
    f(g18,5,11,6,11) flow_balance(g18,6,11) 1
    f(g18,5,11,6,11) flow_cap_tail(g18,5,11,6,11) 1
    f(g18,5,11,6,11) flow_cap_head(g18,5,11,6,11) 1
    f(g19,4,1,4,2) flow_balance(g19,4,1) -1
    f(g19,4,1,4,2) flow_balance(g19,4,2) 1
    f(g19,4,1,4,2) flow_cap_tail(g19,4,1,4,2) 1
    f(g19,4,1,4,2) flow_cap_head(g19,4,1,4,2) 1
    f(g19,4,2,4,3) flow_balance(g19,4,2) -1
    f(g19,4,2,4,3) flow_balance(g19,4,3) 1
    f(g19,4,2,4,3) flow_cap_tail(g19,4,2,4,3) 1
    f(g19,4,2,4,3) flow_cap_head(g19,4,2,4,3) 1
    f(g19,4,3,4,4) flow_balance(g19,4,3) -1
    f(g19,4,3,4,4) flow_balance(g19,4,4) 1
    f(g19,4,3,4,4) flow_cap_tail(g19,4,3,4,4) 1
    f(g19,4,3,4,4) flow_cap_head(g19,4,3,4,4) 1
    f(g19,4,4,4,5) flow_balance(g19,4,4) -1
    f(g19,4,4,4,5) flow_balance(g19,4,5) 1
    f(g19,4,4,4,5) flow_cap_tail(g19,4,4,4,5) 1
    f(g19,4,4,4,5) flow_cap_head(g19,4,4,4,5) 1
    f(g19,5,1,5,2) flow_balance(g19,5,1) -1
    f(g19,5,1,5,2) flow_balance(g19,5,2) 1
    f(g19,5,1,5,2) flow_cap_tail(g19,5,1,5,2) 1
    f(g19,5,1,5,2) flow_cap_head(g19,5,1,5,2) 1
    f(g19,5,2,5,3) flow_balance(g19,5,2) -1
    f(g19,5,2,5,3) flow_cap_tail(g19,5,2,5,3) 1
    f(g19,5,2,5,3) flow_cap_head(g19,5,2,5,3) 1
    f(g19,5,3,5,4) flow_balance(g19,5,4) 1
    f(g19,5,3,5,4) flow_cap_tail(g19,5,3,5,4) 1
    f(g19,5,3,5,4) flow_cap_head(g19,5,3,5,4) 1
    f(g19,5,4,5,5) flow_balance(g19,5,4) -1
    f(g19,5,4,5,5) flow_balance(g19,5,5) 1
    f(g19,5,4,5,5) flow_cap_tail(g19,5,4,5,5) 1
    f(g19,5,4,5,5) flow_cap_head(g19,5,4,5,5) 1
    f(g19,6,1,6,2) flow_balance(g19,6,1) -1
    f(g19,6,1,6,2) flow_balance(g19,6,2) 1
    f(g19,6,1,6,2) flow_cap_tail(g19,6,1,6,2) 1
    f(g19,6,1,6,2) flow_cap_head(g19,6,1,6,2) 1
    f(g19,6,2,6,3) flow_balance(g19,6,2) -1
    f(g19,6,2,6,3) flow_balance(g19,6,3) 1
    f(g19,6,2,6,3) flow_cap_tail(g19,6,2,6,3) 1
    f(g19,6,2,6,3) flow_cap_head(g19,6,2,6,3) 1
    f(g19,6,3,6,4) flow_balance(g19,6,3) -1
    f(g19,6,3,6,4) flow_balance(g19,6,4) 1
    f(g19,6,3,6,4) flow_cap_tail(g19,6,3,6,4) 1
    f(g19,6,3,6,4) flow_cap_head(g19,6,3,6,4) 1
    f(g19,6,4,6,5) flow_balance(g19,6,4) -1
    f(g19,6,4,6,5) flow_balance(g19,6,5) 1
    f(g19,6,4,6,5) flow_cap_tail(g19,6,4,6,5) 1
    f(g19,6,4,6,5) flow_cap_head(g19,6,4,6,5) 1
    f(g19,3,1,4,1) flow_balance(g19,3,1) -1
    f(g19,3,1,4,1) flow_balance(g19,4,1) 1
    f(g19,3,1,4,1) flow_cap_tail(g19,3,1,4,1) 1
    f(g19,3,1,4,1) flow_cap_head(g19,3,1,4,1) 1
    f(g19,4,1,5,1) flow_balance(g19,4,1) -1
    f(g19,4,1,5,1) flow_balance(g19,5,1) 1
    f(g19,4,1,5,1) flow_cap_tail(g19,4,1,5,1) 1
    f(g19,4,1,5,1) flow_cap_head(g19,4,1,5,1) 1
    f(g19,4,2,5,2) flow_balance(g19,4,2) -1
    f(g19,4,2,5,2) flow_balance(g19,5,2) 1
    f(g19,4,2,5,2) flow_cap_tail(g19,4,2,5,2) 1
    f(g19,4,2,5,2) flow_cap_head(g19,4,2,5,2) 1
    f(g19,4,3,5,3) flow_balance(g19,4,3) -1
    f(g19,4,3,5,3) flow_cap_tail(g19,4,3,5,3) 1
    f(g19,4,3,5,3) flow_cap_head(g19,4,3,5,3) 1
    f(g19,4,4,5,4) flow_balance(g19,4,4) -1
    f(g19,4,4,5,4) flow_balance(g19,5,4) 1
    f(g19,4,4,5,4) flow_cap_tail(g19,4,4,5,4) 1
    f(g19,4,4,5,4) flow_cap_head(g19,4,4,5,4) 1
    f(g19,4,5,5,5) flow_balance(g19,4,5) -1
    f(g19,4,5,5,5) flow_balance(g19,5,5) 1
    f(g19,4,5,5,5) flow_cap_tail(g19,4,5,5,5) 1
    f(g19,4,5,5,5) flow_cap_head(g19,4,5,5,5) 1
    f(g19,5,1,6,1) flow_balance(g19,5,1) -1
    f(g19,5,1,6,1) flow_balance(g19,6,1) 1
    f(g19,5,1,6,1) flow_cap_tail(g19,5,1,6,1) 1
    f(g19,5,1,6,1) flow_cap_head(g19,5,1,6,1) 1
    f(g19,5,2,6,2) flow_balance(g19,5,2) -1
    f(g19,5,2,6,2) flow_balance(g19,6,2) 1
    f(g19,5,2,6,2) flow_cap_tail(g19,5,2,6,2) 1
    f(g19,5,2,6,2) flow_cap_head(g19,5,2,6,2) 1
    f(g19,5,3,6,3) flow_balance(g19,6,3) 1
    f(g19,5,3,6,3) flow_cap_tail(g19,5,3,6,3) 1
    f(g19,5,3,6,3) flow_cap_head(g19,5,3,6,3) 1
    f(g19,5,4,6,4) flow_balance(g19,5,4) -1
    f(g19,5,4,6,4) flow_balance(g19,6,4) 1
    f(g19,5,4,6,4) flow_cap_tail(g19,5,4,6,4) 1
    f(g19,5,4,6,4) flow_cap_head(g19,5,4,6,4) 1
    f(g19,5,5,6,5) flow_balance(g19,5,5) -1
    f(g19,5,5,6,5) flow_balance(g19,6,5) 1
    f(g19,5,5,6,5) flow_cap_tail(g19,5,5,6,5) 1
    f(g19,5,5,6,5) flow_cap_head(g19,5,5,6,5) 1
    f(g19,6,5,7,5) flow_balance(g19,6,5) -1
    f(g19,6,5,7,5) flow_balance(g19,7,5) 1
    f(g19,6,5,7,5) flow_cap_tail(g19,6,5,7,5) 1
    f(g19,6,5,7,5) flow_cap_head(g19,6,5,7,5) 1
    f(g20,3,9,3,10) flow_balance(g20,3,9) -1
    f(g20,3,9,3,10) flow_balance(g20,3,10) 1
    f(g20,3,9,3,10) flow_cap_tail(g20,3,9,3,10) 1
    f(g20,3,9,3,10) flow_cap_head(g20,3,9,3,10) 1
    f(g20,3,10,3,11) flow_balance(g20,3,10) -1
    f(g20,3,10,3,11) flow_balance(g20,3,11) 1
    f(g20,3,10,3,11) flow_cap_tail(g20,3,10,3,11) 1
    f(g20,3,10,3,11) flow_cap_head(g20,3,10,3,11) 1
    f(g20,4,9,4,10) flow_balance(g20,4,9) -1
    f(g20,4,9,4,10) flow_balance(g20,4,10) 1
    f(g20,4,9,4,10) flow_cap_tail(g20,4,9,4,10) 1
    f(g20,4,9,4,10) flow_cap_head(g20,4,9,4,10) 1
    f(g20,6,10,6,11) flow_balance(g20,6,10) -1
    f(g20,6,10,6,11) flow_balance(g20,6,11) 1
    f(g20,6,10,6,11) flow_cap_tail(g20,6,10,6,11) 1
    f(g20,6,10,6,11) flow_cap_head(g20,6,10,6,11) 1
    f(g20,7,9,7,10) flow_balance(g20,7,9) -1
    f(g20,7,9,7,10) flow_balance(g20,7,10) 1
    f(g20,7,9,7,10) flow_cap_tail(g20,7,9,7,10) 1
    f(g20,7,9,7,10) flow_cap_head(g20,7,9,7,10) 1
    f(g20,7,10,7,11) flow_balance(g20,7,10) -1
    f(g20,7,10,7,11) flow_balance(g20,7,11) 1
    f(g20,7,10,7,11) flow_cap_tail(g20,7,10,7,11) 1
    f(g20,7,10,7,11) flow_cap_head(g20,7,10,7,11) 1
    f(g20,3,9,4,9) flow_balance(g20,3,9) -1
    f(g20,3,9,4,9) flow_balance(g20,4,9) 1
    f(g20,3,9,4,9) flow_cap_tail(g20,3,9,4,9) 1
    f(g20,3,9,4,9) flow_cap_head(g20,3,9,4,9) 1
    f(g20,3,10,4,10) flow_balance(g20,3,10) -1
    f(g20,3,10,4,10) flow_balance(g20,4,10) 1
    f(g20,3,10,4,10) flow_cap_tail(g20,3,10,4,10) 1
    f(g20,3,10,4,10) flow_cap_head(g20,3,10,4,10) 1
    f(g20,4,10,5,10) flow_balance(g20,4,10) -1
    f(g20,4,10,5,10) flow_cap_tail(g20,4,10,5,10) 1
    f(g20,4,10,5,10) flow_cap_head(g20,4,10,5,10) 1
    f(g20,5,10,6,10) flow_balance(g20,6,10) 1
    f(g20,5,10,6,10) flow_cap_tail(g20,5,10,6,10) 1
    f(g20,5,10,6,10) flow_cap_head(g20,5,10,6,10) 1
    f(g20,6,10,7,10) flow_balance(g20,6,10) -1
    f(g20,6,10,7,10) flow_balance(g20,7,10) 1
    f(g20,6,10,7,10) flow_cap_tail(g20,6,10,7,10) 1
    f(g20,6,10,7,10) flow_cap_head(g20,6,10,7,10) 1
    f(g20,6,11,7,11) flow_balance(g20,6,11) -1
    f(g20,6,11,7,11) flow_balance(g20,7,11) 1
    f(g20,6,11,7,11) flow_cap_tail(g20,6,11,7,11) 1
    f(g20,6,11,7,11) flow_cap_head(g20,6,11,7,11) 1
    f(g22,4,3,4,4) flow_balance(g22,4,3) -1
    f(g22,4,3,4,4) flow_balance(g22,4,4) 1
    f(g22,4,3,4,4) flow_cap_tail(g22,4,3,4,4) 1
    f(g22,4,3,4,4) flow_cap_head(g22,4,3,4,4) 1
    f(g22,4,4,4,5) flow_balance(g22,4,4) -1
    f(g22,4,4,4,5) flow_balance(g22,4,5) 1
    f(g22,4,4,4,5) flow_cap_tail(g22,4,4,4,5) 1
    f(g22,4,4,4,5) flow_cap_head(g22,4,4,4,5) 1
    f(g22,6,4,6,5) flow_balance(g22,6,4) -1
    f(g22,6,4,6,5) flow_balance(g22,6,5) 1
    f(g22,6,4,6,5) flow_cap_tail(g22,6,4,6,5) 1
    f(g22,6,4,6,5) flow_cap_head(g22,6,4,6,5) 1
    f(g22,6,5,6,6) flow_balance(g22,6,5) -1
    f(g22,6,5,6,6) flow_cap_tail(g22,6,5,6,6) 1
    f(g22,6,5,6,6) flow_cap_head(g22,6,5,6,6) 1
    f(g22,6,6,6,7) flow_balance(g22,6,7) 1
    f(g22,6,6,6,7) flow_cap_tail(g22,6,6,6,7) 1
    f(g22,6,6,6,7) flow_cap_head(g22,6,6,6,7) 1
    f(g22,6,7,6,8) flow_balance(g22,6,7) -1
    f(g22,6,7,6,8) flow_balance(g22,6,8) 1
    f(g22,6,7,6,8) flow_cap_tail(g22,6,7,6,8) 1
    f(g22,6,7,6,8) flow_cap_head(g22,6,7,6,8) 1
    f(g22,8,7,8,8) flow_balance(g22,8,7) -1
    f(g22,8,7,8,8) flow_balance(g22,8,8) 1
    f(g22,8,7,8,8) flow_cap_tail(g22,8,7,8,8) 1
    f(g22,8,7,8,8) flow_cap_head(g22,8,7,8,8) 1
    f(g22,8,8,8,9) flow_balance(g22,8,8) -1
    f(g22,8,8,8,9) flow_balance(g22,8,9) 1
    f(g22,8,8,8,9) flow_cap_tail(g22,8,8,8,9) 1
    f(g22,8,8,8,9) flow_cap_head(g22,8,8,8,9) 1
    f(g22,3,4,4,4) flow_balance(g22,3,4) -1
    f(g22,3,4,4,4) flow_balance(g22,4,4) 1
    f(g22,3,4,4,4) flow_cap_tail(g22,3,4,4,4) 1
    f(g22,3,4,4,4) flow_cap_head(g22,3,4,4,4) 1
    f(g22,4,5,5,5) flow_balance(g22,4,5) -1
    f(g22,4,5,5,5) flow_balance(g22,5,5) 1
    f(g22,4,5,5,5) flow_cap_tail(g22,4,5,5,5) 1
    f(g22,4,5,5,5) flow_cap_head(g22,4,5,5,5) 1
    f(g22,5,5,6,5) flow_balance(g22,5,5) -1
    f(g22,5,5,6,5) flow_balance(g22,6,5) 1
    f(g22,5,5,6,5) flow_cap_tail(g22,5,5,6,5) 1
    f(g22,5,5,6,5) flow_cap_head(g22,5,5,6,5) 1
    f(g22,5,8,6,8) flow_balance(g22,5,8) -1
    f(g22,5,8,6,8) flow_balance(g22,6,8) 1
    f(g22,5,8,6,8) flow_cap_tail(g22,5,8,6,8) 1
    f(g22,5,8,6,8) flow_cap_head(g22,5,8,6,8) 1
    f(g22,6,4,7,4) flow_balance(g22,6,4) -1
    f(g22,6,4,7,4) flow_balance(g22,7,4) 1
    f(g22,6,4,7,4) flow_cap_tail(g22,6,4,7,4) 1
    f(g22,6,4,7,4) flow_cap_head(g22,6,4,7,4) 1
    f(g22,6,7,7,7) flow_balance(g22,6,7) -1
    f(g22,6,7,7,7) flow_balance(g22,7,7) 1
    f(g22,6,7,7,7) flow_cap_tail(g22,6,7,7,7) 1
    f(g22,6,7,7,7) flow_cap_head(g22,6,7,7,7) 1
    f(g22,7,7,8,7) flow_balance(g22,7,7) -1
    f(g22,7,7,8,7) flow_balance(g22,8,7) 1
    f(g22,7,7,8,7) flow_cap_tail(g22,7,7,8,7) 1
    f(g22,7,7,8,7) flow_cap_head(g22,7,7,8,7) 1
    f(g22,8,8,9,8) flow_balance(g22,8,8) -1
    f(g22,8,8,9,8) flow_balance(g22,9,8) 1
    f(g22,8,8,9,8) flow_cap_tail(g22,8,8,9,8) 1
    f(g22,8,8,9,8) flow_cap_head(g22,8,8,9,8) 1
    f(g23,4,9,4,10) flow_balance(g23,4,9) -1
    f(g23,4,9,4,10) flow_balance(g23,4,10) 1
    f(g23,4,9,4,10) flow_cap_tail(g23,4,9,4,10) 1
    f(g23,4,9,4,10) flow_cap_head(g23,4,9,4,10) 1
    f(g23,5,8,5,9) flow_balance(g23,5,8) -1
    f(g23,5,8,5,9) flow_balance(g23,5,9) 1
    f(g23,5,8,5,9) flow_cap_tail(g23,5,8,5,9) 1
    f(g23,5,8,5,9) flow_cap_head(g23,5,8,5,9) 1
    f(g23,6,7,6,8) flow_balance(g23,6,7) -1
    f(g23,6,7,6,8) flow_balance(g23,6,8) 1
    f(g23,6,7,6,8) flow_cap_tail(g23,6,7,6,8) 1
    f(g23,6,7,6,8) flow_cap_head(g23,6,7,6,8) 1
    f(g23,6,8,6,9) flow_balance(g23,6,8) -1
    f(g23,6,8,6,9) flow_cap_tail(g23,6,8,6,9) 1
    f(g23,6,8,6,9) flow_cap_head(g23,6,8,6,9) 1
    f(g23,6,9,6,10) flow_balance(g23,6,10) 1
    f(g23,6,9,6,10) flow_cap_tail(g23,6,9,6,10) 1
    f(g23,6,9,6,10) flow_cap_head(g23,6,9,6,10) 1
    f(g23,6,10,6,11) flow_balance(g23,6,10) -1
    f(g23,6,10,6,11) flow_balance(g23,6,11) 1
    f(g23,6,10,6,11) flow_cap_tail(g23,6,10,6,11) 1
    f(g23,6,10,6,11) flow_cap_head(g23,6,10,6,11) 1
    f(g23,7,9,7,10) flow_balance(g23,7,9) -1
    f(g23,7,9,7,10) flow_balance(g23,7,10) 1
    f(g23,7,9,7,10) flow_cap_tail(g23,7,9,7,10) 1
    f(g23,7,9,7,10) flow_cap_head(g23,7,9,7,10) 1
    f(g23,8,8,8,9) flow_balance(g23,8,8) -1
    f(g23,8,8,8,9) flow_balance(g23,8,9) 1
    f(g23,8,8,8,9) flow_cap_tail(g23,8,8,8,9) 1
    f(g23,8,8,8,9) flow_cap_head(g23,8,8,8,9) 1
    f(g23,2,10,3,10) flow_balance(g23,2,10) -1
    f(g23,2,10,3,10) flow_balance(g23,3,10) 1
    f(g23,2,10,3,10) flow_cap_tail(g23,2,10,3,10) 1
    f(g23,2,10,3,10) flow_cap_head(g23,2,10,3,10) 1
    f(g23,3,10,4,10) flow_balance(g23,3,10) -1
    f(g23,3,10,4,10) flow_balance(g23,4,10) 1
    f(g23,3,10,4,10) flow_cap_tail(g23,3,10,4,10) 1
    f(g23,3,10,4,10) flow_cap_head(g23,3,10,4,10) 1
    f(g23,4,9,5,9) flow_balance(g23,4,9) -1
    f(g23,4,9,5,9) flow_balance(g23,5,9) 1
    f(g23,4,9,5,9) flow_cap_tail(g23,4,9,5,9) 1
    f(g23,4,9,5,9) flow_cap_head(g23,4,9,5,9) 1
    f(g23,5,8,6,8) flow_balance(g23,5,8) -1
    f(g23,5,8,6,8) flow_balance(g23,6,8) 1
    f(g23,5,8,6,8) flow_cap_tail(g23,5,8,6,8) 1
    f(g23,5,8,6,8) flow_cap_head(g23,5,8,6,8) 1
    f(g23,5,9,6,9) flow_balance(g23,5,9) -1
    f(g23,5,9,6,9) flow_cap_tail(g23,5,9,6,9) 1
    f(g23,5,9,6,9) flow_cap_head(g23,5,9,6,9) 1
    f(g23,6,9,7,9) flow_balance(g23,7,9) 1
    f(g23,6,9,7,9) flow_cap_tail(g23,6,9,7,9) 1
    f(g23,6,9,7,9) flow_cap_head(g23,6,9,7,9) 1
    f(g23,6,10,7,10) flow_balance(g23,6,10) -1
    f(g23,6,10,7,10) flow_balance(g23,7,10) 1
    f(g23,6,10,7,10) flow_cap_tail(g23,6,10,7,10) 1
    f(g23,6,10,7,10) flow_cap_head(g23,6,10,7,10) 1
    f(g23,7,9,8,9) flow_balance(g23,7,9) -1
    f(g23,7,9,8,9) flow_balance(g23,8,9) 1
    f(g23,7,9,8,9) flow_cap_tail(g23,7,9,8,9) 1
    f(g23,7,9,8,9) flow_cap_head(g23,7,9,8,9) 1
    f(g23,8,8,9,8) flow_balance(g23,8,8) -1
    f(g23,8,8,9,8) flow_balance(g23,9,8) 1
    f(g23,8,8,9,8) flow_cap_tail(g23,8,8,9,8) 1
    f(g23,8,8,9,8) flow_cap_head(g23,8,8,9,8) 1
    f(g23,9,8,10,8) flow_balance(g23,9,8) -1
    f(g23,9,8,10,8) flow_balance(g23,10,8) 1
    f(g23,9,8,10,8) flow_cap_tail(g23,9,8,10,8) 1
    f(g23,9,8,10,8) flow_cap_head(g23,9,8,10,8) 1
    f(g25,7,1,7,2) flow_balance(g25,7,1) -1
    f(g25,7,1,7,2) flow_cap_tail(g25,7,1,7,2) 1
    f(g25,7,1,7,2) flow_cap_head(g25,7,1,7,2) 1
    f(g25,7,2,7,3) flow_balance(g25,7,3) 1
    f(g25,7,2,7,3) flow_cap_tail(g25,7,2,7,3) 1
    f(g25,7,2,7,3) flow_cap_head(g25,7,2,7,3) 1
    f(g25,7,3,7,4) flow_balance(g25,7,3) -1
    f(g25,7,3,7,4) flow_balance(g25,7,4) 1
    f(g25,7,3,7,4) flow_cap_tail(g25,7,3,7,4) 1
    f(g25,7,3,7,4) flow_cap_head(g25,7,3,7,4) 1
    f(g25,6,1,7,1) flow_balance(g25,6,1) -1
    f(g25,6,1,7,1) flow_balance(g25,7,1) 1
    f(g25,6,1,7,1) flow_cap_tail(g25,6,1,7,1) 1
    f(g25,6,1,7,1) flow_cap_head(g25,6,1,7,1) 1
    f(g25,6,3,7,3) flow_balance(g25,6,3) -1
    f(g25,6,3,7,3) flow_balance(g25,7,3) 1
    f(g25,6,3,7,3) flow_cap_tail(g25,6,3,7,3) 1
    f(g25,6,3,7,3) flow_cap_head(g25,6,3,7,3) 1
    f(g25,7,2,8,2) flow_balance(g25,8,2) 1
    f(g25,7,2,8,2) flow_cap_tail(g25,7,2,8,2) 1
    f(g25,7,2,8,2) flow_cap_head(g25,7,2,8,2) 1
    f(g25,7,4,8,4) flow_balance(g25,7,4) -1
    f(g25,7,4,8,4) flow_balance(g25,8,4) 1
    f(g25,7,4,8,4) flow_cap_tail(g25,7,4,8,4) 1
    f(g25,7,4,8,4) flow_cap_head(g25,7,4,8,4) 1
    f(g26,6,7,6,8) flow_balance(g26,6,7) -1
    f(g26,6,7,6,8) flow_balance(g26,6,8) 1
    f(g26,6,7,6,8) flow_cap_tail(g26,6,7,6,8) 1
    f(g26,6,7,6,8) flow_cap_head(g26,6,7,6,8) 1
    f(g26,7,5,7,6) flow_balance(g26,7,5) -1
    f(g26,7,5,7,6) flow_balance(g26,7,6) 1
    f(g26,7,5,7,6) flow_cap_tail(g26,7,5,7,6) 1
    f(g26,7,5,7,6) flow_cap_head(g26,7,5,7,6) 1
    f(g26,7,6,7,7) flow_balance(g26,7,6) -1
    f(g26,7,6,7,7) flow_balance(g26,7,7) 1
    f(g26,7,6,7,7) flow_cap_tail(g26,7,6,7,7) 1
    f(g26,7,6,7,7) flow_cap_head(g26,7,6,7,7) 1
    f(g26,7,7,7,8) flow_balance(g26,7,7) -1
    f(g26,7,7,7,8) flow_cap_tail(g26,7,7,7,8) 1
    f(g26,7,7,7,8) flow_cap_head(g26,7,7,7,8) 1
    f(g26,7,8,7,9) flow_balance(g26,7,9) 1
    f(g26,7,8,7,9) flow_cap_tail(g26,7,8,7,9) 1
    f(g26,7,8,7,9) flow_cap_head(g26,7,8,7,9) 1
    f(g26,7,9,7,10) flow_balance(g26,7,9) -1
    f(g26,7,9,7,10) flow_balance(g26,7,10) 1
    f(g26,7,9,7,10) flow_cap_tail(g26,7,9,7,10) 1
    f(g26,7,9,7,10) flow_cap_head(g26,7,9,7,10) 1
    f(g26,7,10,7,11) flow_balance(g26,7,10) -1
    f(g26,7,10,7,11) flow_balance(g26,7,11) 1
    f(g26,7,10,7,11) flow_cap_tail(g26,7,10,7,11) 1
    f(g26,7,10,7,11) flow_cap_head(g26,7,10,7,11) 1
    f(g26,8,8,8,9) flow_balance(g26,8,8) -1
    f(g26,8,8,8,9) flow_balance(g26,8,9) 1
    f(g26,8,8,8,9) flow_cap_tail(g26,8,8,8,9) 1
    f(g26,8,8,8,9) flow_cap_head(g26,8,8,8,9) 1
    f(g26,5,8,6,8) flow_balance(g26,5,8) -1
    f(g26,5,8,6,8) flow_balance(g26,6,8) 1
    f(g26,5,8,6,8) flow_cap_tail(g26,5,8,6,8) 1
    f(g26,5,8,6,8) flow_cap_head(g26,5,8,6,8) 1
    f(g26,6,7,7,7) flow_balance(g26,6,7) -1
    f(g26,6,7,7,7) flow_balance(g26,7,7) 1
    f(g26,6,7,7,7) flow_cap_tail(g26,6,7,7,7) 1
    f(g26,6,7,7,7) flow_cap_head(g26,6,7,7,7) 1
    f(g26,6,8,7,8) flow_balance(g26,6,8) -1
    f(g26,6,8,7,8) flow_cap_tail(g26,6,8,7,8) 1
    f(g26,6,8,7,8) flow_cap_head(g26,6,8,7,8) 1
    f(g26,6,10,7,10) flow_balance(g26,6,10) -1
    f(g26,6,10,7,10) flow_balance(g26,7,10) 1
    f(g26,6,10,7,10) flow_cap_tail(g26,6,10,7,10) 1
    f(g26,6,10,7,10) flow_cap_head(g26,6,10,7,10) 1
    f(g26,7,6,8,6) flow_balance(g26,7,6) -1
    f(g26,7,6,8,6) flow_balance(g26,8,6) 1
    f(g26,7,6,8,6) flow_cap_tail(g26,7,6,8,6) 1
    f(g26,7,6,8,6) flow_cap_head(g26,7,6,8,6) 1
    f(g26,7,8,8,8) flow_balance(g26,8,8) 1
    f(g26,7,8,8,8) flow_cap_tail(g26,7,8,8,8) 1
    f(g26,7,8,8,8) flow_cap_head(g26,7,8,8,8) 1
    f(g26,7,9,8,9) flow_balance(g26,7,9) -1
    f(g26,7,9,8,9) flow_balance(g26,8,9) 1
    f(g26,7,9,8,9) flow_cap_tail(g26,7,9,8,9) 1
    f(g26,7,9,8,9) flow_cap_head(g26,7,9,8,9) 1
    f(g26,8,8,9,8) flow_balance(g26,8,8) -1
    f(g26,8,8,9,8) flow_balance(g26,9,8) 1
    f(g26,8,8,9,8) flow_cap_tail(g26,8,8,9,8) 1
    f(g26,8,8,9,8) flow_cap_head(g26,8,8,9,8) 1
    f(g27,5,0,5,1) flow_balance(g27,5,0) -1
    f(g27,5,0,5,1) flow_balance(g27,5,1) 1
    f(g27,5,0,5,1) flow_cap_tail(g27,5,0,5,1) 1
    f(g27,5,0,5,1) flow_cap_head(g27,5,0,5,1) 1
    f(g27,8,0,8,1) flow_balance(g27,8,1) 1
    f(g27,8,0,8,1) flow_cap_tail(g27,8,0,8,1) 1
    f(g27,8,0,8,1) flow_cap_head(g27,8,0,8,1) 1
    f(g27,11,0,11,1) flow_balance(g27,11,0) -1
    f(g27,11,0,11,1) flow_balance(g27,11,1) 1
    f(g27,11,0,11,1) flow_cap_tail(g27,11,0,11,1) 1
    f(g27,11,0,11,1) flow_cap_head(g27,11,0,11,1) 1
    f(g27,5,1,6,1) flow_balance(g27,5,1) -1
    f(g27,5,1,6,1) flow_balance(g27,6,1) 1
    f(g27,5,1,6,1) flow_cap_tail(g27,5,1,6,1) 1
    f(g27,5,1,6,1) flow_cap_head(g27,5,1,6,1) 1
    f(g27,6,1,7,1) flow_balance(g27,6,1) -1
    f(g27,6,1,7,1) flow_balance(g27,7,1) 1
    f(g27,6,1,7,1) flow_cap_tail(g27,6,1,7,1) 1
    f(g27,6,1,7,1) flow_cap_head(g27,6,1,7,1) 1
    f(g27,7,1,8,1) flow_balance(g27,7,1) -1
    f(g27,7,1,8,1) flow_balance(g27,8,1) 1
    f(g27,7,1,8,1) flow_cap_tail(g27,7,1,8,1) 1
    f(g27,7,1,8,1) flow_cap_head(g27,7,1,8,1) 1
    f(g27,8,0,9,0) flow_balance(g27,9,0) 1
    f(g27,8,0,9,0) flow_cap_tail(g27,8,0,9,0) 1
    f(g27,8,0,9,0) flow_cap_head(g27,8,0,9,0) 1
    f(g27,9,0,10,0) flow_balance(g27,9,0) -1
    f(g27,9,0,10,0) flow_balance(g27,10,0) 1
    f(g27,9,0,10,0) flow_cap_tail(g27,9,0,10,0) 1
    f(g27,9,0,10,0) flow_cap_head(g27,9,0,10,0) 1
    f(g27,10,0,11,0) flow_balance(g27,10,0) -1
    f(g27,10,0,11,0) flow_balance(g27,11,0) 1
    f(g27,10,0,11,0) flow_cap_tail(g27,10,0,11,0) 1
    f(g27,10,0,11,0) flow_cap_head(g27,10,0,11,0) 1
    f(g28,8,2,8,3) flow_balance(g28,8,2) -1
    f(g28,8,2,8,3) flow_cap_tail(g28,8,2,8,3) 1
    f(g28,8,2,8,3) flow_cap_head(g28,8,2,8,3) 1
    f(g28,8,3,8,4) flow_balance(g28,8,4) 1
    f(g28,8,3,8,4) flow_cap_tail(g28,8,3,8,4) 1
    f(g28,8,3,8,4) flow_cap_head(g28,8,3,8,4) 1
    f(g28,7,4,8,4) flow_balance(g28,7,4) -1
    f(g28,7,4,8,4) flow_balance(g28,8,4) 1
    f(g28,7,4,8,4) flow_cap_tail(g28,7,4,8,4) 1
    f(g28,7,4,8,4) flow_cap_head(g28,7,4,8,4) 1
    f(g28,8,2,9,2) flow_balance(g28,8,2) -1
    f(g28,8,2,9,2) flow_balance(g28,9,2) 1
    f(g28,8,2,9,2) flow_cap_tail(g28,8,2,9,2) 1
    f(g28,8,2,9,2) flow_cap_head(g28,8,2,9,2) 1
    f(g29,7,4,7,5) flow_balance(g29,7,4) -1
    f(g29,7,4,7,5) flow_balance(g29,7,5) 1
    f(g29,7,4,7,5) flow_cap_tail(g29,7,4,7,5) 1
    f(g29,7,4,7,5) flow_cap_head(g29,7,4,7,5) 1
    f(g29,8,4,8,5) flow_balance(g29,8,4) -1
    f(g29,8,4,8,5) flow_cap_tail(g29,8,4,8,5) 1
    f(g29,8,4,8,5) flow_cap_head(g29,8,4,8,5) 1
    f(g29,8,5,8,6) flow_balance(g29,8,6) 1
    f(g29,8,5,8,6) flow_cap_tail(g29,8,5,8,6) 1
    f(g29,8,5,8,6) flow_cap_head(g29,8,5,8,6) 1
    f(g29,9,5,9,6) flow_balance(g29,9,5) -1
    f(g29,9,5,9,6) flow_balance(g29,9,6) 1
    f(g29,9,5,9,6) flow_cap_tail(g29,9,5,9,6) 1
    f(g29,9,5,9,6) flow_cap_head(g29,9,5,9,6) 1
    f(g29,5,5,6,5) flow_balance(g29,5,5) -1
    f(g29,5,5,6,5) flow_balance(g29,6,5) 1
    f(g29,5,5,6,5) flow_cap_tail(g29,5,5,6,5) 1
    f(g29,5,5,6,5) flow_cap_head(g29,5,5,6,5) 1
    f(g29,6,5,7,5) flow_balance(g29,6,5) -1
    f(g29,6,5,7,5) flow_balance(g29,7,5) 1
    f(g29,6,5,7,5) flow_cap_tail(g29,6,5,7,5) 1
    f(g29,6,5,7,5) flow_cap_head(g29,6,5,7,5) 1
    f(g29,7,4,8,4) flow_balance(g29,7,4) -1
    f(g29,7,4,8,4) flow_balance(g29,8,4) 1
    f(g29,7,4,8,4) flow_cap_tail(g29,7,4,8,4) 1
    f(g29,7,4,8,4) flow_cap_head(g29,7,4,8,4) 1
    f(g29,7,5,8,5) flow_balance(g29,7,5) -1
    f(g29,7,5,8,5) flow_cap_tail(g29,7,5,8,5) 1
    f(g29,7,5,8,5) flow_cap_head(g29,7,5,8,5) 1
    f(g29,8,5,9,5) flow_balance(g29,9,5) 1
    f(g29,8,5,9,5) flow_cap_tail(g29,8,5,9,5) 1
    f(g29,8,5,9,5) flow_cap_head(g29,8,5,9,5) 1
    f(g29,8,6,9,6) flow_balance(g29,8,6) -1
    f(g29,8,6,9,6) flow_balance(g29,9,6) 1
    f(g29,8,6,9,6) flow_cap_tail(g29,8,6,9,6) 1
    f(g29,8,6,9,6) flow_cap_head(g29,8,6,9,6) 1
    f(g29,9,5,10,5) flow_balance(g29,9,5) -1
    f(g29,9,5,10,5) flow_balance(g29,10,5) 1
    f(g29,9,5,10,5) flow_cap_tail(g29,9,5,10,5) 1
    f(g29,9,5,10,5) flow_cap_head(g29,9,5,10,5) 1
    f(g29,10,5,11,5) flow_balance(g29,10,5) -1
    f(g29,10,5,11,5) flow_balance(g29,11,5) 1
    f(g29,10,5,11,5) flow_cap_tail(g29,10,5,11,5) 1
    f(g29,10,5,11,5) flow_cap_head(g29,10,5,11,5) 1
    f(g30,7,9,7,10) flow_balance(g30,7,9) -1
    f(g30,7,9,7,10) flow_balance(g30,7,10) 1
    f(g30,7,9,7,10) flow_cap_tail(g30,7,9,7,10) 1
    f(g30,7,9,7,10) flow_cap_head(g30,7,9,7,10) 1
    f(g30,10,10,10,11) flow_balance(g30,10,10) -1
    f(g30,10,10,10,11) flow_balance(g30,10,11) 1
    f(g30,10,10,10,11) flow_cap_tail(g30,10,10,10,11) 1
    f(g30,10,10,10,11) flow_cap_head(g30,10,10,10,11) 1
    f(g30,7,10,8,10) flow_balance(g30,7,10) -1
    f(g30,7,10,8,10) flow_cap_tail(g30,7,10,8,10) 1
    f(g30,7,10,8,10) flow_cap_head(g30,7,10,8,10) 1
    f(g30,8,10,9,10) flow_balance(g30,9,10) 1
    f(g30,8,10,9,10) flow_cap_tail(g30,8,10,9,10) 1
    f(g30,8,10,9,10) flow_cap_head(g30,8,10,9,10) 1
    f(g30,9,10,10,10) flow_balance(g30,9,10) -1
    f(g30,9,10,10,10) flow_balance(g30,10,10) 1
    f(g30,9,10,10,10) flow_cap_tail(g30,9,10,10,10) 1
    f(g30,9,10,10,10) flow_cap_head(g30,9,10,10,10) 1
    f(g31,7,11,8,11) flow_balance(g31,7,11) -1
    f(g31,7,11,8,11) flow_cap_tail(g31,7,11,8,11) 1
    f(g31,7,11,8,11) flow_cap_head(g31,7,11,8,11) 1
    f(g31,8,11,9,11) flow_balance(g31,9,11) 1
    f(g31,8,11,9,11) flow_cap_tail(g31,8,11,9,11) 1
    f(g31,8,11,9,11) flow_cap_head(g31,8,11,9,11) 1
    f(g31,9,11,10,11) flow_balance(g31,9,11) -1
    f(g31,9,11,10,11) flow_balance(g31,10,11) 1
    f(g31,9,11,10,11) flow_cap_tail(g31,9,11,10,11) 1
    f(g31,9,11,10,11) flow_cap_head(g31,9,11,10,11) 1
    f(g32,9,0,9,1) flow_balance(g32,9,0) -1
    f(g32,9,0,9,1) flow_cap_tail(g32,9,0,9,1) 1
    f(g32,9,0,9,1) flow_cap_head(g32,9,0,9,1) 1
    f(g32,9,1,9,2) flow_balance(g32,9,2) 1
    f(g32,9,1,9,2) flow_cap_tail(g32,9,1,9,2) 1
    f(g32,9,1,9,2) flow_cap_head(g32,9,1,9,2) 1
    f(g32,8,2,9,2) flow_balance(g32,8,2) -1
    f(g32,8,2,9,2) flow_balance(g32,9,2) 1
    f(g32,8,2,9,2) flow_cap_tail(g32,8,2,9,2) 1
    f(g32,8,2,9,2) flow_cap_head(g32,8,2,9,2) 1
    f(g32,9,0,10,0) flow_balance(g32,9,0) -1
    f(g32,9,0,10,0) flow_balance(g32,10,0) 1
    f(g32,9,0,10,0) flow_cap_tail(g32,9,0,10,0) 1
    f(g32,9,0,10,0) flow_cap_head(g32,9,0,10,0) 1
    f(g33,9,2,9,3) flow_balance(g33,9,2) -1
    f(g33,9,2,9,3) flow_balance(g33,9,3) 1
    f(g33,9,2,9,3) flow_cap_tail(g33,9,2,9,3) 1
    f(g33,9,2,9,3) flow_cap_head(g33,9,2,9,3) 1
    f(g33,9,3,9,4) flow_balance(g33,9,3) -1
    f(g33,9,3,9,4) flow_cap_tail(g33,9,3,9,4) 1
    f(g33,9,3,9,4) flow_cap_head(g33,9,3,9,4) 1
    f(g33,9,4,9,5) flow_balance(g33,9,5) 1
    f(g33,9,4,9,5) flow_cap_tail(g33,9,4,9,5) 1
    f(g33,9,4,9,5) flow_cap_head(g33,9,4,9,5) 1
    f(g33,9,5,9,6) flow_balance(g33,9,5) -1
    f(g33,9,5,9,6) flow_balance(g33,9,6) 1
    f(g33,9,5,9,6) flow_cap_tail(g33,9,5,9,6) 1
    f(g33,9,5,9,6) flow_cap_head(g33,9,5,9,6) 1
    f(g33,7,4,8,4) flow_balance(g33,7,4) -1
    f(g33,7,4,8,4) flow_balance(g33,8,4) 1
    f(g33,7,4,8,4) flow_cap_tail(g33,7,4,8,4) 1
    f(g33,7,4,8,4) flow_cap_head(g33,7,4,8,4) 1
    f(g33,8,4,9,4) flow_balance(g33,8,4) -1
    f(g33,8,4,9,4) flow_cap_tail(g33,8,4,9,4) 1
    f(g33,8,4,9,4) flow_cap_head(g33,8,4,9,4) 1
    f(g33,9,4,10,4) flow_balance(g33,10,4) 1
    f(g33,9,4,10,4) flow_cap_tail(g33,9,4,10,4) 1
    f(g33,9,4,10,4) flow_cap_head(g33,9,4,10,4) 1
    f(g33,10,4,11,4) flow_balance(g33,10,4) -1
    f(g33,10,4,11,4) flow_balance(g33,11,4) 1
    f(g33,10,4,11,4) flow_cap_tail(g33,10,4,11,4) 1
    f(g33,10,4,11,4) flow_cap_head(g33,10,4,11,4) 1
    f(g34,7,5,7,6) flow_balance(g34,7,5) -1
    f(g34,7,5,7,6) flow_balance(g34,7,6) 1
    f(g34,7,5,7,6) flow_cap_tail(g34,7,5,7,6) 1
    f(g34,7,5,7,6) flow_cap_head(g34,7,5,7,6) 1
    f(g34,8,6,8,7) flow_balance(g34,8,6) -1
    f(g34,8,6,8,7) flow_balance(g34,8,7) 1
    f(g34,8,6,8,7) flow_cap_tail(g34,8,6,8,7) 1
    f(g34,8,6,8,7) flow_cap_head(g34,8,6,8,7) 1
    f(g34,9,6,9,7) flow_balance(g34,9,6) -1
    f(g34,9,6,9,7) flow_cap_tail(g34,9,6,9,7) 1
    f(g34,9,6,9,7) flow_cap_head(g34,9,6,9,7) 1
    f(g34,9,7,9,8) flow_balance(g34,9,8) 1
    f(g34,9,7,9,8) flow_cap_tail(g34,9,7,9,8) 1
    f(g34,9,7,9,8) flow_cap_head(g34,9,7,9,8) 1
    f(g34,10,7,10,8) flow_balance(g34,10,7) -1
    f(g34,10,7,10,8) flow_balance(g34,10,8) 1
    f(g34,10,7,10,8) flow_cap_tail(g34,10,7,10,8) 1
    f(g34,10,7,10,8) flow_cap_head(g34,10,7,10,8) 1
    f(g34,11,8,11,9) flow_balance(g34,11,8) -1
    f(g34,11,8,11,9) flow_balance(g34,11,9) 1
    f(g34,11,8,11,9) flow_cap_tail(g34,11,8,11,9) 1
    f(g34,11,8,11,9) flow_cap_head(g34,11,8,11,9) 1
    f(g34,7,6,8,6) flow_balance(g34,7,6) -1
    f(g34,7,6,8,6) flow_balance(g34,8,6) 1
    f(g34,7,6,8,6) flow_cap_tail(g34,7,6,8,6) 1
    f(g34,7,6,8,6) flow_cap_head(g34,7,6,8,6) 1
    f(g34,8,6,9,6) flow_balance(g34,8,6) -1
    f(g34,8,6,9,6) flow_balance(g34,9,6) 1
    f(g34,8,6,9,6) flow_cap_tail(g34,8,6,9,6) 1
    f(g34,8,6,9,6) flow_cap_head(g34,8,6,9,6) 1
    f(g34,8,7,9,7) flow_balance(g34,8,7) -1
    f(g34,8,7,9,7) flow_cap_tail(g34,8,7,9,7) 1
    f(g34,8,7,9,7) flow_cap_head(g34,8,7,9,7) 1
    f(g34,9,7,10,7) flow_balance(g34,10,7) 1
    f(g34,9,7,10,7) flow_cap_tail(g34,9,7,10,7) 1
    f(g34,9,7,10,7) flow_cap_head(g34,9,7,10,7) 1
    f(g34,9,8,10,8) flow_balance(g34,9,8) -1
    f(g34,9,8,10,8) flow_balance(g34,10,8) 1
    f(g34,9,8,10,8) flow_cap_tail(g34,9,8,10,8) 1
    f(g34,9,8,10,8) flow_cap_head(g34,9,8,10,8) 1
    f(g34,10,8,11,8) flow_balance(g34,10,8) -1
    f(g34,10,8,11,8) flow_balance(g34,11,8) 1
    f(g34,10,8,11,8) flow_cap_tail(g34,10,8,11,8) 1
    f(g34,10,8,11,8) flow_cap_head(g34,10,8,11,8) 1
    f(g35,9,8,9,9) flow_balance(g35,9,8) -1
    f(g35,9,8,9,9) flow_cap_tail(g35,9,8,9,9) 1
    f(g35,9,8,9,9) flow_cap_head(g35,9,8,9,9) 1
    f(g35,10,9,10,10) flow_balance(g35,10,9) -1
    f(g35,10,9,10,10) flow_balance(g35,10,10) 1
    f(g35,10,9,10,10) flow_cap_tail(g35,10,9,10,10) 1
    f(g35,10,9,10,10) flow_cap_head(g35,10,9,10,10) 1
    f(g35,8,9,9,9) flow_balance(g35,8,9) -1
    f(g35,8,9,9,9) flow_cap_tail(g35,8,9,9,9) 1
    f(g35,8,9,9,9) flow_cap_head(g35,8,9,9,9) 1
    f(g35,9,9,10,9) flow_balance(g35,10,9) 1
    f(g35,9,9,10,9) flow_cap_tail(g35,9,9,10,9) 1
    f(g35,9,9,10,9) flow_cap_head(g35,9,9,10,9) 1
    f(g35,10,9,11,9) flow_balance(g35,10,9) -1
    f(g35,10,9,11,9) flow_balance(g35,11,9) 1
    f(g35,10,9,11,9) flow_cap_tail(g35,10,9,11,9) 1
    f(g35,10,9,11,9) flow_cap_head(g35,10,9,11,9) 1
    f(g36,10,0,10,1) flow_balance(g36,10,0) -1
    f(g36,10,0,10,1) flow_balance(g36,10,1) 1
    f(g36,10,0,10,1) flow_cap_tail(g36,10,0,10,1) 1
    f(g36,10,0,10,1) flow_cap_head(g36,10,0,10,1) 1
    f(g36,10,1,10,2) flow_balance(g36,10,1) -1
    f(g36,10,1,10,2) flow_cap_tail(g36,10,1,10,2) 1
    f(g36,10,1,10,2) flow_cap_head(g36,10,1,10,2) 1
    f(g36,10,2,10,3) flow_balance(g36,10,3) 1
    f(g36,10,2,10,3) flow_cap_tail(g36,10,2,10,3) 1
    f(g36,10,2,10,3) flow_cap_head(g36,10,2,10,3) 1
    f(g36,10,3,10,4) flow_balance(g36,10,3) -1
    f(g36,10,3,10,4) flow_balance(g36,10,4) 1
    f(g36,10,3,10,4) flow_cap_tail(g36,10,3,10,4) 1
    f(g36,10,3,10,4) flow_cap_head(g36,10,3,10,4) 1
    f(g36,10,4,10,5) flow_balance(g36,10,4) -1
    f(g36,10,4,10,5) flow_balance(g36,10,5) 1
    f(g36,10,4,10,5) flow_cap_tail(g36,10,4,10,5) 1
    f(g36,10,4,10,5) flow_cap_head(g36,10,4,10,5) 1
    f(g36,11,0,11,1) flow_balance(g36,11,0) -1
    f(g36,11,0,11,1) flow_balance(g36,11,1) 1
    f(g36,11,0,11,1) flow_cap_tail(g36,11,0,11,1) 1
    f(g36,11,0,11,1) flow_cap_head(g36,11,0,11,1) 1
    f(g36,11,1,11,2) flow_balance(g36,11,1) -1
    f(g36,11,1,11,2) flow_balance(g36,11,2) 1
    f(g36,11,1,11,2) flow_cap_tail(g36,11,1,11,2) 1
    f(g36,11,1,11,2) flow_cap_head(g36,11,1,11,2) 1
    f(g36,11,2,11,3) flow_balance(g36,11,2) -1
    f(g36,11,2,11,3) flow_balance(g36,11,3) 1
    f(g36,11,2,11,3) flow_cap_tail(g36,11,2,11,3) 1
    f(g36,11,2,11,3) flow_cap_head(g36,11,2,11,3) 1
    f(g36,11,3,11,4) flow_balance(g36,11,3) -1
    f(g36,11,3,11,4) flow_balance(g36,11,4) 1
    f(g36,11,3,11,4) flow_cap_tail(g36,11,3,11,4) 1
    f(g36,11,3,11,4) flow_cap_head(g36,11,3,11,4) 1
    f(g36,11,4,11,5) flow_balance(g36,11,4) -1
    f(g36,11,4,11,5) flow_balance(g36,11,5) 1
    f(g36,11,4,11,5) flow_cap_tail(g36,11,4,11,5) 1
    f(g36,11,4,11,5) flow_cap_head(g36,11,4,11,5) 1
    f(g36,10,0,11,0) flow_balance(g36,10,0) -1
    f(g36,10,0,11,0) flow_balance(g36,11,0) 1
    f(g36,10,0,11,0) flow_cap_tail(g36,10,0,11,0) 1
    f(g36,10,0,11,0) flow_cap_head(g36,10,0,11,0) 1
    f(g36,10,1,11,1) flow_balance(g36,10,1) -1
    f(g36,10,1,11,1) flow_balance(g36,11,1) 1
    f(g36,10,1,11,1) flow_cap_tail(g36,10,1,11,1) 1
    f(g36,10,1,11,1) flow_cap_head(g36,10,1,11,1) 1
    f(g36,10,2,11,2) flow_balance(g36,11,2) 1
    f(g36,10,2,11,2) flow_cap_tail(g36,10,2,11,2) 1
    f(g36,10,2,11,2) flow_cap_head(g36,10,2,11,2) 1
    f(g36,10,3,11,3) flow_balance(g36,10,3) -1
    f(g36,10,3,11,3) flow_balance(g36,11,3) 1
    f(g36,10,3,11,3) flow_cap_tail(g36,10,3,11,3) 1
    f(g36,10,3,11,3) flow_cap_head(g36,10,3,11,3) 1
    f(g36,10,4,11,4) flow_balance(g36,10,4) -1
    f(g36,10,4,11,4) flow_balance(g36,11,4) 1
    f(g36,10,4,11,4) flow_cap_tail(g36,10,4,11,4) 1
    f(g36,10,4,11,4) flow_cap_head(g36,10,4,11,4) 1
    f(g36,10,5,11,5) flow_balance(g36,10,5) -1
    f(g36,10,5,11,5) flow_balance(g36,11,5) 1
    f(g36,10,5,11,5) flow_cap_tail(g36,10,5,11,5) 1
    f(g36,10,5,11,5) flow_cap_head(g36,10,5,11,5) 1
    f(g37,10,6,10,7) flow_balance(g37,10,7) 1
    f(g37,10,6,10,7) flow_cap_tail(g37,10,6,10,7) 1
    f(g37,10,6,10,7) flow_cap_head(g37,10,6,10,7) 1
    f(g37,10,7,10,8) flow_balance(g37,10,7) -1
    f(g37,10,7,10,8) flow_balance(g37,10,8) 1
    f(g37,10,7,10,8) flow_cap_tail(g37,10,7,10,8) 1
    f(g37,10,7,10,8) flow_cap_head(g37,10,7,10,8) 1
    f(g37,11,4,11,5) flow_balance(g37,11,4) -1
    f(g37,11,4,11,5) flow_balance(g37,11,5) 1
    f(g37,11,4,11,5) flow_cap_tail(g37,11,4,11,5) 1
    f(g37,11,4,11,5) flow_cap_head(g37,11,4,11,5) 1
    f(g37,11,5,11,6) flow_balance(g37,11,5) -1
    f(g37,11,5,11,6) flow_balance(g37,11,6) 1
    f(g37,11,5,11,6) flow_cap_tail(g37,11,5,11,6) 1
    f(g37,11,5,11,6) flow_cap_head(g37,11,5,11,6) 1
    f(g37,10,4,11,4) flow_balance(g37,10,4) -1
    f(g37,10,4,11,4) flow_balance(g37,11,4) 1
    f(g37,10,4,11,4) flow_cap_tail(g37,10,4,11,4) 1
    f(g37,10,4,11,4) flow_cap_head(g37,10,4,11,4) 1
    f(g37,10,6,11,6) flow_balance(g37,11,6) 1
    f(g37,10,6,11,6) flow_cap_tail(g37,10,6,11,6) 1
    f(g37,10,6,11,6) flow_cap_head(g37,10,6,11,6) 1
    f(g37,10,8,11,8) flow_balance(g37,10,8) -1
    f(g37,10,8,11,8) flow_balance(g37,11,8) 1
    f(g37,10,8,11,8) flow_cap_tail(g37,10,8,11,8) 1
    f(g37,10,8,11,8) flow_cap_head(g37,10,8,11,8) 1
    f(g39,11,10,11,11) flow_balance(g39,11,11) 1
    f(g39,11,10,11,11) flow_cap_tail(g39,11,10,11,11) 1
    f(g39,11,10,11,11) flow_cap_head(g39,11,10,11,11) 1
    f(g1,0,2,0,1) flow_balance(g1,0,1) 1
    f(g1,0,2,0,1) flow_cap_tail(g1,0,2,0,1) 1
    f(g1,0,2,0,1) flow_cap_head(g1,0,2,0,1) 1
    f(g1,0,3,0,2) flow_balance(g1,0,3) -1
    f(g1,0,3,0,2) flow_cap_tail(g1,0,3,0,2) 1
    f(g1,0,3,0,2) flow_cap_head(g1,0,3,0,2) 1
    f(g2,0,4,0,3) flow_balance(g2,0,3) 1
    f(g2,0,4,0,3) flow_cap_tail(g2,0,4,0,3) 1
    f(g2,0,4,0,3) flow_cap_head(g2,0,4,0,3) 1
    f(g2,0,5,0,4) flow_balance(g2,0,5) -1
    f(g2,0,5,0,4) flow_cap_tail(g2,0,5,0,4) 1
    f(g2,0,5,0,4) flow_cap_head(g2,0,5,0,4) 1
    f(g3,0,6,0,5) flow_balance(g3,0,5) 1
    f(g3,0,6,0,5) flow_balance(g3,0,6) -1
    f(g3,0,6,0,5) flow_cap_tail(g3,0,6,0,5) 1
    f(g3,0,6,0,5) flow_cap_head(g3,0,6,0,5) 1
    f(g3,0,7,0,6) flow_balance(g3,0,6) 1
    f(g3,0,7,0,6) flow_cap_tail(g3,0,7,0,6) 1
    f(g3,0,7,0,6) flow_cap_head(g3,0,7,0,6) 1
    f(g3,0,8,0,7) flow_balance(g3,0,8) -1
    f(g3,0,8,0,7) flow_cap_tail(g3,0,8,0,7) 1
    f(g3,0,8,0,7) flow_cap_head(g3,0,8,0,7) 1
    f(g3,0,9,0,8) flow_balance(g3,0,8) 1
    f(g3,0,9,0,8) flow_balance(g3,0,9) -1
    f(g3,0,9,0,8) flow_cap_tail(g3,0,9,0,8) 1
    f(g3,0,9,0,8) flow_cap_head(g3,0,9,0,8) 1
    f(g3,0,10,0,9) flow_balance(g3,0,9) 1
    f(g3,0,10,0,9) flow_balance(g3,0,10) -1
    f(g3,0,10,0,9) flow_cap_tail(g3,0,10,0,9) 1
    f(g3,0,10,0,9) flow_cap_head(g3,0,10,0,9) 1
    f(g5,1,1,1,0) flow_balance(g5,1,0) 1
    f(g5,1,1,1,0) flow_cap_tail(g5,1,1,1,0) 1
    f(g5,1,1,1,0) flow_cap_head(g5,1,1,1,0) 1
    f(g5,1,2,1,1) flow_balance(g5,1,2) -1
    f(g5,1,2,1,1) flow_cap_tail(g5,1,2,1,1) 1
    f(g5,1,2,1,1) flow_cap_head(g5,1,2,1,1) 1
    f(g5,1,3,1,2) flow_balance(g5,1,2) 1
    f(g5,1,3,1,2) flow_balance(g5,1,3) -1
    f(g5,1,3,1,2) flow_cap_tail(g5,1,3,1,2) 1
    f(g5,1,3,1,2) flow_cap_head(g5,1,3,1,2) 1
    f(g5,1,1,0,1) flow_balance(g5,0,1) 1
    f(g5,1,1,0,1) flow_cap_tail(g5,1,1,0,1) 1
    f(g5,1,1,0,1) flow_cap_head(g5,1,1,0,1) 1
    f(g5,1,3,0,3) flow_balance(g5,0,3) 1
    f(g5,1,3,0,3) flow_balance(g5,1,3) -1
    f(g5,1,3,0,3) flow_cap_tail(g5,1,3,0,3) 1
    f(g5,1,3,0,3) flow_cap_head(g5,1,3,0,3) 1
    f(g5,2,0,1,0) flow_balance(g5,1,0) 1
    f(g5,2,0,1,0) flow_balance(g5,2,0) -1
    f(g5,2,0,1,0) flow_cap_tail(g5,2,0,1,0) 1
    f(g5,2,0,1,0) flow_cap_head(g5,2,0,1,0) 1
    f(g5,2,2,1,2) flow_balance(g5,1,2) 1
    f(g5,2,2,1,2) flow_balance(g5,2,2) -1
    f(g5,2,2,1,2) flow_cap_tail(g5,2,2,1,2) 1
    f(g5,2,2,1,2) flow_cap_head(g5,2,2,1,2) 1
    f(g6,0,6,0,5) flow_balance(g6,0,5) 1
    f(g6,0,6,0,5) flow_balance(g6,0,6) -1
    f(g6,0,6,0,5) flow_cap_tail(g6,0,6,0,5) 1
    f(g6,0,6,0,5) flow_cap_head(g6,0,6,0,5) 1
    f(g6,2,7,2,6) flow_balance(g6,2,6) 1
    f(g6,2,7,2,6) flow_balance(g6,2,7) -1
    f(g6,2,7,2,6) flow_cap_tail(g6,2,7,2,6) 1
    f(g6,2,7,2,6) flow_cap_head(g6,2,7,2,6) 1
    f(g6,1,6,0,6) flow_balance(g6,0,6) 1
    f(g6,1,6,0,6) flow_cap_tail(g6,1,6,0,6) 1
    f(g6,1,6,0,6) flow_cap_head(g6,1,6,0,6) 1
    f(g6,2,6,1,6) flow_balance(g6,2,6) -1
    f(g6,2,6,1,6) flow_cap_tail(g6,2,6,1,6) 1
    f(g6,2,6,1,6) flow_cap_head(g6,2,6,1,6) 1
    f(g7,1,10,1,9) flow_balance(g7,1,9) 1
    f(g7,1,10,1,9) flow_cap_tail(g7,1,10,1,9) 1
    f(g7,1,10,1,9) flow_cap_head(g7,1,10,1,9) 1
    f(g7,1,11,1,10) flow_balance(g7,1,11) -1
    f(g7,1,11,1,10) flow_cap_tail(g7,1,11,1,10) 1
    f(g7,1,11,1,10) flow_cap_head(g7,1,11,1,10) 1
    f(g7,1,10,0,10) flow_balance(g7,0,10) 1
    f(g7,1,10,0,10) flow_cap_tail(g7,1,10,0,10) 1
    f(g7,1,10,0,10) flow_cap_head(g7,1,10,0,10) 1
    f(g7,2,10,1,10) flow_balance(g7,2,10) -1
    f(g7,2,10,1,10) flow_cap_tail(g7,2,10,1,10) 1
    f(g7,2,10,1,10) flow_cap_head(g7,2,10,1,10) 1
    f(g8,1,4,1,3) flow_balance(g8,1,3) 1
    f(g8,1,4,1,3) flow_cap_tail(g8,1,4,1,3) 1
    f(g8,1,4,1,3) flow_cap_head(g8,1,4,1,3) 1
    f(g8,1,5,1,4) flow_balance(g8,1,5) -1
    f(g8,1,5,1,4) flow_cap_tail(g8,1,5,1,4) 1
    f(g8,1,5,1,4) flow_cap_head(g8,1,5,1,4) 1
    f(g8,2,5,2,4) flow_balance(g8,2,4) 1
    f(g8,2,5,2,4) flow_balance(g8,2,5) -1
    f(g8,2,5,2,4) flow_cap_tail(g8,2,5,2,4) 1
    f(g8,2,5,2,4) flow_cap_head(g8,2,5,2,4) 1
    f(g8,2,6,2,5) flow_balance(g8,2,5) 1
    f(g8,2,6,2,5) flow_balance(g8,2,6) -1
    f(g8,2,6,2,5) flow_cap_tail(g8,2,6,2,5) 1
    f(g8,2,6,2,5) flow_cap_head(g8,2,6,2,5) 1
    f(g8,1,3,0,3) flow_balance(g8,0,3) 1
    f(g8,1,3,0,3) flow_balance(g8,1,3) -1
    f(g8,1,3,0,3) flow_cap_tail(g8,1,3,0,3) 1
    f(g8,1,3,0,3) flow_cap_head(g8,1,3,0,3) 1
    f(g8,1,5,0,5) flow_balance(g8,0,5) 1
    f(g8,1,5,0,5) flow_balance(g8,1,5) -1
    f(g8,1,5,0,5) flow_cap_tail(g8,1,5,0,5) 1
    f(g8,1,5,0,5) flow_cap_head(g8,1,5,0,5) 1
    f(g8,2,4,1,4) flow_balance(g8,2,4) -1
    f(g8,2,4,1,4) flow_cap_tail(g8,2,4,1,4) 1
    f(g8,2,4,1,4) flow_cap_head(g8,2,4,1,4) 1
    f(g8,2,5,1,5) flow_balance(g8,1,5) 1
    f(g8,2,5,1,5) flow_balance(g8,2,5) -1
    f(g8,2,5,1,5) flow_cap_tail(g8,2,5,1,5) 1
    f(g8,2,5,1,5) flow_cap_head(g8,2,5,1,5) 1
    f(g8,3,4,2,4) flow_balance(g8,2,4) 1
    f(g8,3,4,2,4) flow_balance(g8,3,4) -1
    f(g8,3,4,2,4) flow_cap_tail(g8,3,4,2,4) 1
    f(g8,3,4,2,4) flow_cap_head(g8,3,4,2,4) 1
    f(g8,3,6,2,6) flow_balance(g8,2,6) 1
    f(g8,3,6,2,6) flow_balance(g8,3,6) -1
    f(g8,3,6,2,6) flow_cap_tail(g8,3,6,2,6) 1
    f(g8,3,6,2,6) flow_cap_head(g8,3,6,2,6) 1
    f(g9,2,1,2,0) flow_balance(g9,2,0) 1
    f(g9,2,1,2,0) flow_cap_tail(g9,2,1,2,0) 1
    f(g9,2,1,2,0) flow_cap_head(g9,2,1,2,0) 1
    f(g9,2,2,2,1) flow_balance(g9,2,2) -1
    f(g9,2,2,2,1) flow_cap_tail(g9,2,2,2,1) 1
    f(g9,2,2,2,1) flow_cap_head(g9,2,2,2,1) 1
    f(g10,1,8,1,7) flow_balance(g10,1,7) 1
    f(g10,1,8,1,7) flow_balance(g10,1,8) -1
    f(g10,1,8,1,7) flow_cap_tail(g10,1,8,1,7) 1
    f(g10,1,8,1,7) flow_cap_head(g10,1,8,1,7) 1
    f(g10,2,8,2,7) flow_balance(g10,2,7) 1
    f(g10,2,8,2,7) flow_cap_tail(g10,2,8,2,7) 1
    f(g10,2,8,2,7) flow_cap_head(g10,2,8,2,7) 1
    f(g10,2,9,2,8) flow_balance(g10,2,9) -1
    f(g10,2,9,2,8) flow_cap_tail(g10,2,9,2,8) 1
    f(g10,2,9,2,8) flow_cap_head(g10,2,9,2,8) 1
    f(g10,2,10,2,9) flow_balance(g10,2,9) 1
    f(g10,2,10,2,9) flow_balance(g10,2,10) -1
    f(g10,2,10,2,9) flow_cap_tail(g10,2,10,2,9) 1
    f(g10,2,10,2,9) flow_cap_head(g10,2,10,2,9) 1
    f(g10,3,10,3,9) flow_balance(g10,3,9) 1
    f(g10,3,10,3,9) flow_balance(g10,3,10) -1
    f(g10,3,10,3,9) flow_cap_tail(g10,3,10,3,9) 1
    f(g10,3,10,3,9) flow_cap_head(g10,3,10,3,9) 1
    f(g10,2,7,1,7) flow_balance(g10,1,7) 1
    f(g10,2,7,1,7) flow_balance(g10,2,7) -1
    f(g10,2,7,1,7) flow_cap_tail(g10,2,7,1,7) 1
    f(g10,2,7,1,7) flow_cap_head(g10,2,7,1,7) 1
    f(g10,2,8,1,8) flow_balance(g10,1,8) 1
    f(g10,2,8,1,8) flow_cap_tail(g10,2,8,1,8) 1
    f(g10,2,8,1,8) flow_cap_head(g10,2,8,1,8) 1
    f(g10,3,9,2,9) flow_balance(g10,2,9) 1
    f(g10,3,9,2,9) flow_balance(g10,3,9) -1
    f(g10,3,9,2,9) flow_cap_tail(g10,3,9,2,9) 1
    f(g10,3,9,2,9) flow_cap_head(g10,3,9,2,9) 1
    f(g10,3,10,2,10) flow_balance(g10,2,10) 1
    f(g10,3,10,2,10) flow_balance(g10,3,10) -1
    f(g10,3,10,2,10) flow_cap_tail(g10,3,10,2,10) 1
    f(g10,3,10,2,10) flow_cap_head(g10,3,10,2,10) 1
    f(g11,2,11,1,11) flow_balance(g11,1,11) 1
    f(g11,2,11,1,11) flow_cap_tail(g11,2,11,1,11) 1
    f(g11,2,11,1,11) flow_cap_head(g11,2,11,1,11) 1
    f(g11,3,11,2,11) flow_balance(g11,3,11) -1
    f(g11,3,11,2,11) flow_cap_tail(g11,3,11,2,11) 1
    f(g11,3,11,2,11) flow_cap_head(g11,3,11,2,11) 1
    f(g12,2,3,2,2) flow_balance(g12,2,2) 1
    f(g12,2,3,2,2) flow_cap_tail(g12,2,3,2,2) 1
    f(g12,2,3,2,2) flow_cap_head(g12,2,3,2,2) 1
    f(g12,3,4,3,3) flow_balance(g12,3,3) 1
    f(g12,3,4,3,3) flow_balance(g12,3,4) -1
    f(g12,3,4,3,3) flow_cap_tail(g12,3,4,3,3) 1
    f(g12,3,4,3,3) flow_cap_head(g12,3,4,3,3) 1
    f(g12,2,3,1,3) flow_balance(g12,1,3) 1
    f(g12,2,3,1,3) flow_cap_tail(g12,2,3,1,3) 1
    f(g12,2,3,1,3) flow_cap_head(g12,2,3,1,3) 1
    f(g12,3,3,2,3) flow_balance(g12,3,3) -1
    f(g12,3,3,2,3) flow_cap_tail(g12,3,3,2,3) 1
    f(g12,3,3,2,3) flow_cap_head(g12,3,3,2,3) 1
    f(g12,4,3,3,3) flow_balance(g12,3,3) 1
    f(g12,4,3,3,3) flow_balance(g12,4,3) -1
    f(g12,4,3,3,3) flow_cap_tail(g12,4,3,3,3) 1
    f(g12,4,3,3,3) flow_cap_head(g12,4,3,3,3) 1
    f(g13,2,0,1,0) flow_balance(g13,1,0) 1
    f(g13,2,0,1,0) flow_balance(g13,2,0) -1
    f(g13,2,0,1,0) flow_cap_tail(g13,2,0,1,0) 1
    f(g13,2,0,1,0) flow_cap_head(g13,2,0,1,0) 1
    f(g13,3,0,2,0) flow_balance(g13,2,0) 1
    f(g13,3,0,2,0) flow_cap_tail(g13,3,0,2,0) 1
    f(g13,3,0,2,0) flow_cap_head(g13,3,0,2,0) 1
    f(g13,4,0,3,0) flow_balance(g13,4,0) -1
    f(g13,4,0,3,0) flow_cap_tail(g13,4,0,3,0) 1
    f(g13,4,0,3,0) flow_cap_head(g13,4,0,3,0) 1
    f(g13,5,0,4,0) flow_balance(g13,4,0) 1
    f(g13,5,0,4,0) flow_balance(g13,5,0) -1
    f(g13,5,0,4,0) flow_cap_tail(g13,5,0,4,0) 1
    f(g13,5,0,4,0) flow_cap_head(g13,5,0,4,0) 1
    f(g14,3,2,2,2) flow_balance(g14,2,2) 1
    f(g14,3,2,2,2) flow_cap_tail(g14,3,2,2,2) 1
    f(g14,3,2,2,2) flow_cap_head(g14,3,2,2,2) 1
    f(g14,4,2,3,2) flow_balance(g14,4,2) -1
    f(g14,4,2,3,2) flow_cap_tail(g14,4,2,3,2) 1
    f(g14,4,2,3,2) flow_cap_head(g14,4,2,3,2) 1
    f(g15,2,7,2,6) flow_balance(g15,2,6) 1
    f(g15,2,7,2,6) flow_balance(g15,2,7) -1
    f(g15,2,7,2,6) flow_cap_tail(g15,2,7,2,6) 1
    f(g15,2,7,2,6) flow_cap_head(g15,2,7,2,6) 1
    f(g15,3,5,3,4) flow_balance(g15,3,4) 1
    f(g15,3,5,3,4) flow_cap_tail(g15,3,5,3,4) 1
    f(g15,3,5,3,4) flow_cap_head(g15,3,5,3,4) 1
    f(g15,3,6,3,5) flow_balance(g15,3,6) -1
    f(g15,3,6,3,5) flow_cap_tail(g15,3,6,3,5) 1
    f(g15,3,6,3,5) flow_cap_head(g15,3,6,3,5) 1
    f(g15,4,4,4,3) flow_balance(g15,4,3) 1
    f(g15,4,4,4,3) flow_balance(g15,4,4) -1
    f(g15,4,4,4,3) flow_cap_tail(g15,4,4,4,3) 1
    f(g15,4,4,4,3) flow_cap_head(g15,4,4,4,3) 1
    f(g15,3,6,2,6) flow_balance(g15,2,6) 1
    f(g15,3,6,2,6) flow_balance(g15,3,6) -1
    f(g15,3,6,2,6) flow_cap_tail(g15,3,6,2,6) 1
    f(g15,3,6,2,6) flow_cap_head(g15,3,6,2,6) 1
    f(g15,4,4,3,4) flow_balance(g15,3,4) 1
    f(g15,4,4,3,4) flow_balance(g15,4,4) -1
    f(g15,4,4,3,4) flow_cap_tail(g15,4,4,3,4) 1
    f(g15,4,4,3,4) flow_cap_head(g15,4,4,3,4) 1
    f(g16,3,7,3,6) flow_balance(g16,3,6) 1
    f(g16,3,7,3,6) flow_balance(g16,3,7) -1
    f(g16,3,7,3,6) flow_cap_tail(g16,3,7,3,6) 1
    f(g16,3,7,3,6) flow_cap_head(g16,3,7,3,6) 1
    f(g16,3,8,3,7) flow_balance(g16,3,7) 1
    f(g16,3,8,3,7) flow_cap_tail(g16,3,8,3,7) 1
    f(g16,3,8,3,7) flow_cap_head(g16,3,8,3,7) 1
    f(g16,4,9,4,8) flow_balance(g16,4,8) 1
    f(g16,4,9,4,8) flow_balance(g16,4,9) -1
    f(g16,4,9,4,8) flow_cap_tail(g16,4,9,4,8) 1
    f(g16,4,9,4,8) flow_cap_head(g16,4,9,4,8) 1
    f(g16,4,10,4,9) flow_balance(g16,4,9) 1
    f(g16,4,10,4,9) flow_balance(g16,4,10) -1
    f(g16,4,10,4,9) flow_cap_tail(g16,4,10,4,9) 1
    f(g16,4,10,4,9) flow_cap_head(g16,4,10,4,9) 1
    f(g16,3,7,2,7) flow_balance(g16,2,7) 1
    f(g16,3,7,2,7) flow_balance(g16,3,7) -1
    f(g16,3,7,2,7) flow_cap_tail(g16,3,7,2,7) 1
    f(g16,3,7,2,7) flow_cap_head(g16,3,7,2,7) 1
    f(g16,4,8,3,8) flow_balance(g16,4,8) -1
    f(g16,4,8,3,8) flow_cap_tail(g16,4,8,3,8) 1
    f(g16,4,8,3,8) flow_cap_head(g16,4,8,3,8) 1
    f(g16,5,9,4,9) flow_balance(g16,4,9) 1
    f(g16,5,9,4,9) flow_balance(g16,5,9) -1
    f(g16,5,9,4,9) flow_cap_tail(g16,5,9,4,9) 1
    f(g16,5,9,4,9) flow_cap_head(g16,5,9,4,9) 1
    f(g17,2,7,2,6) flow_balance(g17,2,6) 1
    f(g17,2,7,2,6) flow_balance(g17,2,7) -1
    f(g17,2,7,2,6) flow_cap_tail(g17,2,7,2,6) 1
    f(g17,2,7,2,6) flow_cap_head(g17,2,7,2,6) 1
    f(g17,3,10,3,9) flow_balance(g17,3,9) 1
    f(g17,3,10,3,9) flow_balance(g17,3,10) -1
    f(g17,3,10,3,9) flow_cap_tail(g17,3,10,3,9) 1
    f(g17,3,10,3,9) flow_cap_head(g17,3,10,3,9) 1
    f(g17,3,11,3,10) flow_balance(g17,3,10) 1
    f(g17,3,11,3,10) flow_balance(g17,3,11) -1
    f(g17,3,11,3,10) flow_cap_tail(g17,3,11,3,10) 1
    f(g17,3,11,3,10) flow_cap_head(g17,3,11,3,10) 1
    f(g17,4,5,4,4) flow_balance(g17,4,4) 1
    f(g17,4,5,4,4) flow_balance(g17,4,5) -1
    f(g17,4,5,4,4) flow_cap_tail(g17,4,5,4,4) 1
    f(g17,4,5,4,4) flow_cap_head(g17,4,5,4,4) 1
    f(g17,4,6,4,5) flow_balance(g17,4,5) 1
    f(g17,4,6,4,5) flow_cap_tail(g17,4,6,4,5) 1
    f(g17,4,6,4,5) flow_cap_head(g17,4,6,4,5) 1
    f(g17,4,7,4,6) flow_balance(g17,4,7) -1
    f(g17,4,7,4,6) flow_cap_tail(g17,4,7,4,6) 1
    f(g17,4,7,4,6) flow_cap_head(g17,4,7,4,6) 1
    f(g17,5,7,5,6) flow_balance(g17,5,6) 1
    f(g17,5,7,5,6) flow_balance(g17,5,7) -1
    f(g17,5,7,5,6) flow_cap_tail(g17,5,7,5,6) 1
    f(g17,5,7,5,6) flow_cap_head(g17,5,7,5,6) 1
    f(g17,5,8,5,7) flow_balance(g17,5,7) 1
    f(g17,5,8,5,7) flow_balance(g17,5,8) -1
    f(g17,5,8,5,7) flow_cap_tail(g17,5,8,5,7) 1
    f(g17,5,8,5,7) flow_cap_head(g17,5,8,5,7) 1
    f(g17,5,9,5,8) flow_balance(g17,5,8) 1
    f(g17,5,9,5,8) flow_balance(g17,5,9) -1
    f(g17,5,9,5,8) flow_cap_tail(g17,5,9,5,8) 1
    f(g17,5,9,5,8) flow_cap_head(g17,5,9,5,8) 1
    f(g17,6,3,6,2) flow_balance(g17,6,2) 1
    f(g17,6,3,6,2) flow_balance(g17,6,3) -1
    f(g17,6,3,6,2) flow_cap_tail(g17,6,3,6,2) 1
    f(g17,6,3,6,2) flow_cap_head(g17,6,3,6,2) 1
    f(g17,6,4,6,3) flow_balance(g17,6,3) 1
    f(g17,6,4,6,3) flow_balance(g17,6,4) -1
    f(g17,6,4,6,3) flow_cap_tail(g17,6,4,6,3) 1
    f(g17,6,4,6,3) flow_cap_head(g17,6,4,6,3) 1
    f(g17,7,7,7,6) flow_balance(g17,7,6) 1
    f(g17,7,7,7,6) flow_balance(g17,7,7) -1
    f(g17,7,7,7,6) flow_cap_tail(g17,7,7,7,6) 1
    f(g17,7,7,7,6) flow_cap_head(g17,7,7,7,6) 1
    f(g17,2,7,1,7) flow_balance(g17,1,7) 1
    f(g17,2,7,1,7) flow_balance(g17,2,7) -1
    f(g17,2,7,1,7) flow_cap_tail(g17,2,7,1,7) 1
    f(g17,2,7,1,7) flow_cap_head(g17,2,7,1,7) 1
    f(g17,3,6,2,6) flow_balance(g17,2,6) 1
    f(g17,3,6,2,6) flow_balance(g17,3,6) -1
    f(g17,3,6,2,6) flow_cap_tail(g17,3,6,2,6) 1
    f(g17,3,6,2,6) flow_cap_head(g17,3,6,2,6) 1
    f(g17,4,6,3,6) flow_balance(g17,3,6) 1
    f(g17,4,6,3,6) flow_cap_tail(g17,4,6,3,6) 1
    f(g17,4,6,3,6) flow_cap_head(g17,4,6,3,6) 1
    f(g17,4,9,3,9) flow_balance(g17,3,9) 1
    f(g17,4,9,3,9) flow_balance(g17,4,9) -1
    f(g17,4,9,3,9) flow_cap_tail(g17,4,9,3,9) 1
    f(g17,4,9,3,9) flow_cap_head(g17,4,9,3,9) 1
    f(g17,5,4,4,4) flow_balance(g17,4,4) 1
    f(g17,5,4,4,4) flow_balance(g17,5,4) -1
    f(g17,5,4,4,4) flow_cap_tail(g17,5,4,4,4) 1
    f(g17,5,4,4,4) flow_cap_head(g17,5,4,4,4) 1
    f(g17,5,6,4,6) flow_balance(g17,5,6) -1
    f(g17,5,6,4,6) flow_cap_tail(g17,5,6,4,6) 1
    f(g17,5,6,4,6) flow_cap_head(g17,5,6,4,6) 1
    f(g17,5,7,4,7) flow_balance(g17,4,7) 1
    f(g17,5,7,4,7) flow_balance(g17,5,7) -1
    f(g17,5,7,4,7) flow_cap_tail(g17,5,7,4,7) 1
    f(g17,5,7,4,7) flow_cap_head(g17,5,7,4,7) 1
    f(g17,5,9,4,9) flow_balance(g17,4,9) 1
    f(g17,5,9,4,9) flow_balance(g17,5,9) -1
    f(g17,5,9,4,9) flow_cap_tail(g17,5,9,4,9) 1
    f(g17,5,9,4,9) flow_cap_head(g17,5,9,4,9) 1
    f(g17,6,4,5,4) flow_balance(g17,5,4) 1
    f(g17,6,4,5,4) flow_balance(g17,6,4) -1
    f(g17,6,4,5,4) flow_cap_tail(g17,6,4,5,4) 1
    f(g17,6,4,5,4) flow_cap_head(g17,6,4,5,4) 1
    f(g17,6,7,5,7) flow_balance(g17,5,7) 1
    f(g17,6,7,5,7) flow_balance(g17,6,7) -1
    f(g17,6,7,5,7) flow_cap_tail(g17,6,7,5,7) 1
    f(g17,6,7,5,7) flow_cap_head(g17,6,7,5,7) 1
    f(g17,7,7,6,7) flow_balance(g17,6,7) 1
    f(g17,7,7,6,7) flow_balance(g17,7,7) -1
    f(g17,7,7,6,7) flow_cap_tail(g17,7,7,6,7) 1
    f(g17,7,7,6,7) flow_cap_head(g17,7,7,6,7) 1
    f(g17,8,6,7,6) flow_balance(g17,7,6) 1
    f(g17,8,6,7,6) flow_balance(g17,8,6) -1
    f(g17,8,6,7,6) flow_cap_tail(g17,8,6,7,6) 1
    f(g17,8,6,7,6) flow_cap_head(g17,8,6,7,6) 1
    f(g18,4,11,3,11) flow_balance(g18,3,11) 1
    f(g18,4,11,3,11) flow_cap_tail(g18,4,11,3,11) 1
    f(g18,4,11,3,11) flow_cap_head(g18,4,11,3,11) 1
    f(g18,5,11,4,11) flow_balance(g18,5,11) -1
    f(g18,5,11,4,11) flow_cap_tail(g18,5,11,4,11) 1
    f(g18,5,11,4,11) flow_cap_head(g18,5,11,4,11) 1
    f(g18,6,11,5,11) flow_balance(g18,5,11) 1
    f(g18,6,11,5,11) flow_balance(g18,6,11) -1
    f(g18,6,11,5,11) flow_cap_tail(g18,6,11,5,11) 1
    f(g18,6,11,5,11) flow_cap_head(g18,6,11,5,11) 1
    f(g19,4,2,4,1) flow_balance(g19,4,1) 1
    f(g19,4,2,4,1) flow_balance(g19,4,2) -1
    f(g19,4,2,4,1) flow_cap_tail(g19,4,2,4,1) 1
    f(g19,4,2,4,1) flow_cap_head(g19,4,2,4,1) 1
    f(g19,4,3,4,2) flow_balance(g19,4,2) 1
    f(g19,4,3,4,2) flow_balance(g19,4,3) -1
    f(g19,4,3,4,2) flow_cap_tail(g19,4,3,4,2) 1
    f(g19,4,3,4,2) flow_cap_head(g19,4,3,4,2) 1
    f(g19,4,4,4,3) flow_balance(g19,4,3) 1
    f(g19,4,4,4,3) flow_balance(g19,4,4) -1
    f(g19,4,4,4,3) flow_cap_tail(g19,4,4,4,3) 1
    f(g19,4,4,4,3) flow_cap_head(g19,4,4,4,3) 1
    f(g19,4,5,4,4) flow_balance(g19,4,4) 1
    f(g19,4,5,4,4) flow_balance(g19,4,5) -1
    f(g19,4,5,4,4) flow_cap_tail(g19,4,5,4,4) 1
    f(g19,4,5,4,4) flow_cap_head(g19,4,5,4,4) 1
    f(g19,5,2,5,1) flow_balance(g19,5,1) 1
    f(g19,5,2,5,1) flow_balance(g19,5,2) -1
    f(g19,5,2,5,1) flow_cap_tail(g19,5,2,5,1) 1
    f(g19,5,2,5,1) flow_cap_head(g19,5,2,5,1) 1
    f(g19,5,3,5,2) flow_balance(g19,5,2) 1
    f(g19,5,3,5,2) flow_cap_tail(g19,5,3,5,2) 1
    f(g19,5,3,5,2) flow_cap_head(g19,5,3,5,2) 1
    f(g19,5,4,5,3) flow_balance(g19,5,4) -1
    f(g19,5,4,5,3) flow_cap_tail(g19,5,4,5,3) 1
    f(g19,5,4,5,3) flow_cap_head(g19,5,4,5,3) 1
    f(g19,5,5,5,4) flow_balance(g19,5,4) 1
    f(g19,5,5,5,4) flow_balance(g19,5,5) -1
    f(g19,5,5,5,4) flow_cap_tail(g19,5,5,5,4) 1
    f(g19,5,5,5,4) flow_cap_head(g19,5,5,5,4) 1
    f(g19,6,2,6,1) flow_balance(g19,6,1) 1
    f(g19,6,2,6,1) flow_balance(g19,6,2) -1
    f(g19,6,2,6,1) flow_cap_tail(g19,6,2,6,1) 1
    f(g19,6,2,6,1) flow_cap_head(g19,6,2,6,1) 1
    f(g19,6,3,6,2) flow_balance(g19,6,2) 1
    f(g19,6,3,6,2) flow_balance(g19,6,3) -1
    f(g19,6,3,6,2) flow_cap_tail(g19,6,3,6,2) 1
    f(g19,6,3,6,2) flow_cap_head(g19,6,3,6,2) 1
    f(g19,6,4,6,3) flow_balance(g19,6,3) 1
    f(g19,6,4,6,3) flow_balance(g19,6,4) -1
    f(g19,6,4,6,3) flow_cap_tail(g19,6,4,6,3) 1
    f(g19,6,4,6,3) flow_cap_head(g19,6,4,6,3) 1
    f(g19,6,5,6,4) flow_balance(g19,6,4) 1
    f(g19,6,5,6,4) flow_balance(g19,6,5) -1
    f(g19,6,5,6,4) flow_cap_tail(g19,6,5,6,4) 1
    f(g19,6,5,6,4) flow_cap_head(g19,6,5,6,4) 1
    f(g19,4,1,3,1) flow_balance(g19,3,1) 1
    f(g19,4,1,3,1) flow_balance(g19,4,1) -1
    f(g19,4,1,3,1) flow_cap_tail(g19,4,1,3,1) 1
    f(g19,4,1,3,1) flow_cap_head(g19,4,1,3,1) 1
    f(g19,5,1,4,1) flow_balance(g19,4,1) 1
    f(g19,5,1,4,1) flow_balance(g19,5,1) -1
    f(g19,5,1,4,1) flow_cap_tail(g19,5,1,4,1) 1
    f(g19,5,1,4,1) flow_cap_head(g19,5,1,4,1) 1
    f(g19,5,2,4,2) flow_balance(g19,4,2) 1
    f(g19,5,2,4,2) flow_balance(g19,5,2) -1
    f(g19,5,2,4,2) flow_cap_tail(g19,5,2,4,2) 1
    f(g19,5,2,4,2) flow_cap_head(g19,5,2,4,2) 1
    f(g19,5,3,4,3) flow_balance(g19,4,3) 1
    f(g19,5,3,4,3) flow_cap_tail(g19,5,3,4,3) 1
    f(g19,5,3,4,3) flow_cap_head(g19,5,3,4,3) 1
    f(g19,5,4,4,4) flow_balance(g19,4,4) 1
    f(g19,5,4,4,4) flow_balance(g19,5,4) -1
    f(g19,5,4,4,4) flow_cap_tail(g19,5,4,4,4) 1
    f(g19,5,4,4,4) flow_cap_head(g19,5,4,4,4) 1
    f(g19,5,5,4,5) flow_balance(g19,4,5) 1
    f(g19,5,5,4,5) flow_balance(g19,5,5) -1
    f(g19,5,5,4,5) flow_cap_tail(g19,5,5,4,5) 1
    f(g19,5,5,4,5) flow_cap_head(g19,5,5,4,5) 1
    f(g19,6,1,5,1) flow_balance(g19,5,1) 1
    f(g19,6,1,5,1) flow_balance(g19,6,1) -1
    f(g19,6,1,5,1) flow_cap_tail(g19,6,1,5,1) 1
    f(g19,6,1,5,1) flow_cap_head(g19,6,1,5,1) 1
    f(g19,6,2,5,2) flow_balance(g19,5,2) 1
    f(g19,6,2,5,2) flow_balance(g19,6,2) -1
    f(g19,6,2,5,2) flow_cap_tail(g19,6,2,5,2) 1
    f(g19,6,2,5,2) flow_cap_head(g19,6,2,5,2) 1
    f(g19,6,3,5,3) flow_balance(g19,6,3) -1
    f(g19,6,3,5,3) flow_cap_tail(g19,6,3,5,3) 1
    f(g19,6,3,5,3) flow_cap_head(g19,6,3,5,3) 1
    f(g19,6,4,5,4) flow_balance(g19,5,4) 1
    f(g19,6,4,5,4) flow_balance(g19,6,4) -1
    f(g19,6,4,5,4) flow_cap_tail(g19,6,4,5,4) 1
    f(g19,6,4,5,4) flow_cap_head(g19,6,4,5,4) 1
    f(g19,6,5,5,5) flow_balance(g19,5,5) 1
    f(g19,6,5,5,5) flow_balance(g19,6,5) -1
    f(g19,6,5,5,5) flow_cap_tail(g19,6,5,5,5) 1
    f(g19,6,5,5,5) flow_cap_head(g19,6,5,5,5) 1
    f(g19,7,5,6,5) flow_balance(g19,6,5) 1
    f(g19,7,5,6,5) flow_balance(g19,7,5) -1
    f(g19,7,5,6,5) flow_cap_tail(g19,7,5,6,5) 1
    f(g19,7,5,6,5) flow_cap_head(g19,7,5,6,5) 1
    f(g20,3,10,3,9) flow_balance(g20,3,9) 1
    f(g20,3,10,3,9) flow_balance(g20,3,10) -1
    f(g20,3,10,3,9) flow_cap_tail(g20,3,10,3,9) 1
    f(g20,3,10,3,9) flow_cap_head(g20,3,10,3,9) 1
    f(g20,3,11,3,10) flow_balance(g20,3,10) 1
    f(g20,3,11,3,10) flow_balance(g20,3,11) -1
    f(g20,3,11,3,10) flow_cap_tail(g20,3,11,3,10) 1
    f(g20,3,11,3,10) flow_cap_head(g20,3,11,3,10) 1
    f(g20,4,10,4,9) flow_balance(g20,4,9) 1
    f(g20,4,10,4,9) flow_balance(g20,4,10) -1
    f(g20,4,10,4,9) flow_cap_tail(g20,4,10,4,9) 1
    f(g20,4,10,4,9) flow_cap_head(g20,4,10,4,9) 1
    f(g20,6,11,6,10) flow_balance(g20,6,10) 1
    f(g20,6,11,6,10) flow_balance(g20,6,11) -1
    f(g20,6,11,6,10) flow_cap_tail(g20,6,11,6,10) 1
    f(g20,6,11,6,10) flow_cap_head(g20,6,11,6,10) 1
    f(g20,7,10,7,9) flow_balance(g20,7,9) 1
    f(g20,7,10,7,9) flow_balance(g20,7,10) -1
    f(g20,7,10,7,9) flow_cap_tail(g20,7,10,7,9) 1
    f(g20,7,10,7,9) flow_cap_head(g20,7,10,7,9) 1
    f(g20,7,11,7,10) flow_balance(g20,7,10) 1
    f(g20,7,11,7,10) flow_balance(g20,7,11) -1
    f(g20,7,11,7,10) flow_cap_tail(g20,7,11,7,10) 1
    f(g20,7,11,7,10) flow_cap_head(g20,7,11,7,10) 1
    f(g20,4,9,3,9) flow_balance(g20,3,9) 1
    f(g20,4,9,3,9) flow_balance(g20,4,9) -1
    f(g20,4,9,3,9) flow_cap_tail(g20,4,9,3,9) 1
    f(g20,4,9,3,9) flow_cap_head(g20,4,9,3,9) 1
    f(g20,4,10,3,10) flow_balance(g20,3,10) 1
    f(g20,4,10,3,10) flow_balance(g20,4,10) -1
    f(g20,4,10,3,10) flow_cap_tail(g20,4,10,3,10) 1
    f(g20,4,10,3,10) flow_cap_head(g20,4,10,3,10) 1
    f(g20,5,10,4,10) flow_balance(g20,4,10) 1
    f(g20,5,10,4,10) flow_cap_tail(g20,5,10,4,10) 1
    f(g20,5,10,4,10) flow_cap_head(g20,5,10,4,10) 1
    f(g20,6,10,5,10) flow_balance(g20,6,10) -1
    f(g20,6,10,5,10) flow_cap_tail(g20,6,10,5,10) 1
    f(g20,6,10,5,10) flow_cap_head(g20,6,10,5,10) 1
    f(g20,7,10,6,10) flow_balance(g20,6,10) 1
    f(g20,7,10,6,10) flow_balance(g20,7,10) -1
    f(g20,7,10,6,10) flow_cap_tail(g20,7,10,6,10) 1
    f(g20,7,10,6,10) flow_cap_head(g20,7,10,6,10) 1
    f(g20,7,11,6,11) flow_balance(g20,6,11) 1
    f(g20,7,11,6,11) flow_balance(g20,7,11) -1
    f(g20,7,11,6,11) flow_cap_tail(g20,7,11,6,11) 1
    f(g20,7,11,6,11) flow_cap_head(g20,7,11,6,11) 1
    f(g22,4,4,4,3) flow_balance(g22,4,3) 1
    f(g22,4,4,4,3) flow_balance(g22,4,4) -1
    f(g22,4,4,4,3) flow_cap_tail(g22,4,4,4,3) 1
    f(g22,4,4,4,3) flow_cap_head(g22,4,4,4,3) 1
    f(g22,4,5,4,4) flow_balance(g22,4,4) 1
    f(g22,4,5,4,4) flow_balance(g22,4,5) -1
    f(g22,4,5,4,4) flow_cap_tail(g22,4,5,4,4) 1
    f(g22,4,5,4,4) flow_cap_head(g22,4,5,4,4) 1
    f(g22,6,5,6,4) flow_balance(g22,6,4) 1
    f(g22,6,5,6,4) flow_balance(g22,6,5) -1
    f(g22,6,5,6,4) flow_cap_tail(g22,6,5,6,4) 1
    f(g22,6,5,6,4) flow_cap_head(g22,6,5,6,4) 1
    f(g22,6,6,6,5) flow_balance(g22,6,5) 1
    f(g22,6,6,6,5) flow_cap_tail(g22,6,6,6,5) 1
    f(g22,6,6,6,5) flow_cap_head(g22,6,6,6,5) 1
    f(g22,6,7,6,6) flow_balance(g22,6,7) -1
    f(g22,6,7,6,6) flow_cap_tail(g22,6,7,6,6) 1
    f(g22,6,7,6,6) flow_cap_head(g22,6,7,6,6) 1
    f(g22,6,8,6,7) flow_balance(g22,6,7) 1
    f(g22,6,8,6,7) flow_balance(g22,6,8) -1
    f(g22,6,8,6,7) flow_cap_tail(g22,6,8,6,7) 1
    f(g22,6,8,6,7) flow_cap_head(g22,6,8,6,7) 1
    f(g22,8,8,8,7) flow_balance(g22,8,7) 1
    f(g22,8,8,8,7) flow_balance(g22,8,8) -1
    f(g22,8,8,8,7) flow_cap_tail(g22,8,8,8,7) 1
    f(g22,8,8,8,7) flow_cap_head(g22,8,8,8,7) 1
    f(g22,8,9,8,8) flow_balance(g22,8,8) 1
    f(g22,8,9,8,8) flow_balance(g22,8,9) -1
    f(g22,8,9,8,8) flow_cap_tail(g22,8,9,8,8) 1
    f(g22,8,9,8,8) flow_cap_head(g22,8,9,8,8) 1
    f(g22,4,4,3,4) flow_balance(g22,3,4) 1
    f(g22,4,4,3,4) flow_balance(g22,4,4) -1
    f(g22,4,4,3,4) flow_cap_tail(g22,4,4,3,4) 1
    f(g22,4,4,3,4) flow_cap_head(g22,4,4,3,4) 1
    f(g22,5,5,4,5) flow_balance(g22,4,5) 1
    f(g22,5,5,4,5) flow_balance(g22,5,5) -1
    f(g22,5,5,4,5) flow_cap_tail(g22,5,5,4,5) 1
    f(g22,5,5,4,5) flow_cap_head(g22,5,5,4,5) 1
    f(g22,6,5,5,5) flow_balance(g22,5,5) 1
    f(g22,6,5,5,5) flow_balance(g22,6,5) -1
    f(g22,6,5,5,5) flow_cap_tail(g22,6,5,5,5) 1
    f(g22,6,5,5,5) flow_cap_head(g22,6,5,5,5) 1
    f(g22,6,8,5,8) flow_balance(g22,5,8) 1
    f(g22,6,8,5,8) flow_balance(g22,6,8) -1
    f(g22,6,8,5,8) flow_cap_tail(g22,6,8,5,8) 1
    f(g22,6,8,5,8) flow_cap_head(g22,6,8,5,8) 1
    f(g22,7,4,6,4) flow_balance(g22,6,4) 1
    f(g22,7,4,6,4) flow_balance(g22,7,4) -1
    f(g22,7,4,6,4) flow_cap_tail(g22,7,4,6,4) 1
    f(g22,7,4,6,4) flow_cap_head(g22,7,4,6,4) 1
    f(g22,7,7,6,7) flow_balance(g22,6,7) 1
    f(g22,7,7,6,7) flow_balance(g22,7,7) -1
    f(g22,7,7,6,7) flow_cap_tail(g22,7,7,6,7) 1
    f(g22,7,7,6,7) flow_cap_head(g22,7,7,6,7) 1
    f(g22,8,7,7,7) flow_balance(g22,7,7) 1
    f(g22,8,7,7,7) flow_balance(g22,8,7) -1
    f(g22,8,7,7,7) flow_cap_tail(g22,8,7,7,7) 1
    f(g22,8,7,7,7) flow_cap_head(g22,8,7,7,7) 1
    f(g22,9,8,8,8) flow_balance(g22,8,8) 1
    f(g22,9,8,8,8) flow_balance(g22,9,8) -1
    f(g22,9,8,8,8) flow_cap_tail(g22,9,8,8,8) 1
    f(g22,9,8,8,8) flow_cap_head(g22,9,8,8,8) 1
    f(g23,4,10,4,9) flow_balance(g23,4,9) 1
    f(g23,4,10,4,9) flow_balance(g23,4,10) -1
    f(g23,4,10,4,9) flow_cap_tail(g23,4,10,4,9) 1
    f(g23,4,10,4,9) flow_cap_head(g23,4,10,4,9) 1
    f(g23,5,9,5,8) flow_balance(g23,5,8) 1
    f(g23,5,9,5,8) flow_balance(g23,5,9) -1
    f(g23,5,9,5,8) flow_cap_tail(g23,5,9,5,8) 1
    f(g23,5,9,5,8) flow_cap_head(g23,5,9,5,8) 1
    f(g23,6,8,6,7) flow_balance(g23,6,7) 1
    f(g23,6,8,6,7) flow_balance(g23,6,8) -1
    f(g23,6,8,6,7) flow_cap_tail(g23,6,8,6,7) 1
    f(g23,6,8,6,7) flow_cap_head(g23,6,8,6,7) 1
    f(g23,6,9,6,8) flow_balance(g23,6,8) 1
    f(g23,6,9,6,8) flow_cap_tail(g23,6,9,6,8) 1
    f(g23,6,9,6,8) flow_cap_head(g23,6,9,6,8) 1
    f(g23,6,10,6,9) flow_balance(g23,6,10) -1
    f(g23,6,10,6,9) flow_cap_tail(g23,6,10,6,9) 1
    f(g23,6,10,6,9) flow_cap_head(g23,6,10,6,9) 1
    f(g23,6,11,6,10) flow_balance(g23,6,10) 1
    f(g23,6,11,6,10) flow_balance(g23,6,11) -1
    f(g23,6,11,6,10) flow_cap_tail(g23,6,11,6,10) 1
    f(g23,6,11,6,10) flow_cap_head(g23,6,11,6,10) 1
    f(g23,7,10,7,9) flow_balance(g23,7,9) 1
    f(g23,7,10,7,9) flow_balance(g23,7,10) -1
    f(g23,7,10,7,9) flow_cap_tail(g23,7,10,7,9) 1
    f(g23,7,10,7,9) flow_cap_head(g23,7,10,7,9) 1
    f(g23,8,9,8,8) flow_balance(g23,8,8) 1
    f(g23,8,9,8,8) flow_balance(g23,8,9) -1
    f(g23,8,9,8,8) flow_cap_tail(g23,8,9,8,8) 1
    f(g23,8,9,8,8) flow_cap_head(g23,8,9,8,8) 1
    f(g23,3,10,2,10) flow_balance(g23,2,10) 1
    f(g23,3,10,2,10) flow_balance(g23,3,10) -1
    f(g23,3,10,2,10) flow_cap_tail(g23,3,10,2,10) 1
    f(g23,3,10,2,10) flow_cap_head(g23,3,10,2,10) 1
    f(g23,4,10,3,10) flow_balance(g23,3,10) 1
    f(g23,4,10,3,10) flow_balance(g23,4,10) -1
    f(g23,4,10,3,10) flow_cap_tail(g23,4,10,3,10) 1
    f(g23,4,10,3,10) flow_cap_head(g23,4,10,3,10) 1
    f(g23,5,9,4,9) flow_balance(g23,4,9) 1
    f(g23,5,9,4,9) flow_balance(g23,5,9) -1
    f(g23,5,9,4,9) flow_cap_tail(g23,5,9,4,9) 1
    f(g23,5,9,4,9) flow_cap_head(g23,5,9,4,9) 1
    f(g23,6,8,5,8) flow_balance(g23,5,8) 1
    f(g23,6,8,5,8) flow_balance(g23,6,8) -1
    f(g23,6,8,5,8) flow_cap_tail(g23,6,8,5,8) 1
    f(g23,6,8,5,8) flow_cap_head(g23,6,8,5,8) 1
    f(g23,6,9,5,9) flow_balance(g23,5,9) 1
    f(g23,6,9,5,9) flow_cap_tail(g23,6,9,5,9) 1
    f(g23,6,9,5,9) flow_cap_head(g23,6,9,5,9) 1
    f(g23,7,9,6,9) flow_balance(g23,7,9) -1
    f(g23,7,9,6,9) flow_cap_tail(g23,7,9,6,9) 1
    f(g23,7,9,6,9) flow_cap_head(g23,7,9,6,9) 1
    f(g23,7,10,6,10) flow_balance(g23,6,10) 1
    f(g23,7,10,6,10) flow_balance(g23,7,10) -1
    f(g23,7,10,6,10) flow_cap_tail(g23,7,10,6,10) 1
    f(g23,7,10,6,10) flow_cap_head(g23,7,10,6,10) 1
    f(g23,8,9,7,9) flow_balance(g23,7,9) 1
    f(g23,8,9,7,9) flow_balance(g23,8,9) -1
    f(g23,8,9,7,9) flow_cap_tail(g23,8,9,7,9) 1
    f(g23,8,9,7,9) flow_cap_head(g23,8,9,7,9) 1
    f(g23,9,8,8,8) flow_balance(g23,8,8) 1
    f(g23,9,8,8,8) flow_balance(g23,9,8) -1
    f(g23,9,8,8,8) flow_cap_tail(g23,9,8,8,8) 1
    f(g23,9,8,8,8) flow_cap_head(g23,9,8,8,8) 1
    f(g23,10,8,9,8) flow_balance(g23,9,8) 1
    f(g23,10,8,9,8) flow_balance(g23,10,8) -1
    f(g23,10,8,9,8) flow_cap_tail(g23,10,8,9,8) 1
    f(g23,10,8,9,8) flow_cap_head(g23,10,8,9,8) 1
    f(g25,7,2,7,1) flow_balance(g25,7,1) 1
    f(g25,7,2,7,1) flow_cap_tail(g25,7,2,7,1) 1
    f(g25,7,2,7,1) flow_cap_head(g25,7,2,7,1) 1
    f(g25,7,3,7,2) flow_balance(g25,7,3) -1
    f(g25,7,3,7,2) flow_cap_tail(g25,7,3,7,2) 1
    f(g25,7,3,7,2) flow_cap_head(g25,7,3,7,2) 1
    f(g25,7,4,7,3) flow_balance(g25,7,3) 1
    f(g25,7,4,7,3) flow_balance(g25,7,4) -1
    f(g25,7,4,7,3) flow_cap_tail(g25,7,4,7,3) 1
    f(g25,7,4,7,3) flow_cap_head(g25,7,4,7,3) 1
    f(g25,7,1,6,1) flow_balance(g25,6,1) 1
    f(g25,7,1,6,1) flow_balance(g25,7,1) -1
    f(g25,7,1,6,1) flow_cap_tail(g25,7,1,6,1) 1
    f(g25,7,1,6,1) flow_cap_head(g25,7,1,6,1) 1
    f(g25,7,3,6,3) flow_balance(g25,6,3) 1
    f(g25,7,3,6,3) flow_balance(g25,7,3) -1
    f(g25,7,3,6,3) flow_cap_tail(g25,7,3,6,3) 1
    f(g25,7,3,6,3) flow_cap_head(g25,7,3,6,3) 1
    f(g25,8,2,7,2) flow_balance(g25,8,2) -1
    f(g25,8,2,7,2) flow_cap_tail(g25,8,2,7,2) 1
    f(g25,8,2,7,2) flow_cap_head(g25,8,2,7,2) 1
    f(g25,8,4,7,4) flow_balance(g25,7,4) 1
    f(g25,8,4,7,4) flow_balance(g25,8,4) -1
    f(g25,8,4,7,4) flow_cap_tail(g25,8,4,7,4) 1
    f(g25,8,4,7,4) flow_cap_head(g25,8,4,7,4) 1
    f(g26,6,8,6,7) flow_balance(g26,6,7) 1
    f(g26,6,8,6,7) flow_balance(g26,6,8) -1
    f(g26,6,8,6,7) flow_cap_tail(g26,6,8,6,7) 1
    f(g26,6,8,6,7) flow_cap_head(g26,6,8,6,7) 1
    f(g26,7,6,7,5) flow_balance(g26,7,5) 1
    f(g26,7,6,7,5) flow_balance(g26,7,6) -1
    f(g26,7,6,7,5) flow_cap_tail(g26,7,6,7,5) 1
    f(g26,7,6,7,5) flow_cap_head(g26,7,6,7,5) 1
    f(g26,7,7,7,6) flow_balance(g26,7,6) 1
    f(g26,7,7,7,6) flow_balance(g26,7,7) -1
    f(g26,7,7,7,6) flow_cap_tail(g26,7,7,7,6) 1
    f(g26,7,7,7,6) flow_cap_head(g26,7,7,7,6) 1
    f(g26,7,8,7,7) flow_balance(g26,7,7) 1
    f(g26,7,8,7,7) flow_cap_tail(g26,7,8,7,7) 1
    f(g26,7,8,7,7) flow_cap_head(g26,7,8,7,7) 1
    f(g26,7,9,7,8) flow_balance(g26,7,9) -1
    f(g26,7,9,7,8) flow_cap_tail(g26,7,9,7,8) 1
    f(g26,7,9,7,8) flow_cap_head(g26,7,9,7,8) 1
    f(g26,7,10,7,9) flow_balance(g26,7,9) 1
    f(g26,7,10,7,9) flow_balance(g26,7,10) -1
    f(g26,7,10,7,9) flow_cap_tail(g26,7,10,7,9) 1
    f(g26,7,10,7,9) flow_cap_head(g26,7,10,7,9) 1
    f(g26,7,11,7,10) flow_balance(g26,7,10) 1
    f(g26,7,11,7,10) flow_balance(g26,7,11) -1
    f(g26,7,11,7,10) flow_cap_tail(g26,7,11,7,10) 1
    f(g26,7,11,7,10) flow_cap_head(g26,7,11,7,10) 1
    f(g26,8,9,8,8) flow_balance(g26,8,8) 1
    f(g26,8,9,8,8) flow_balance(g26,8,9) -1
    f(g26,8,9,8,8) flow_cap_tail(g26,8,9,8,8) 1
    f(g26,8,9,8,8) flow_cap_head(g26,8,9,8,8) 1
    f(g26,6,8,5,8) flow_balance(g26,5,8) 1
    f(g26,6,8,5,8) flow_balance(g26,6,8) -1
    f(g26,6,8,5,8) flow_cap_tail(g26,6,8,5,8) 1
    f(g26,6,8,5,8) flow_cap_head(g26,6,8,5,8) 1
    f(g26,7,7,6,7) flow_balance(g26,6,7) 1
    f(g26,7,7,6,7) flow_balance(g26,7,7) -1
    f(g26,7,7,6,7) flow_cap_tail(g26,7,7,6,7) 1
    f(g26,7,7,6,7) flow_cap_head(g26,7,7,6,7) 1
    f(g26,7,8,6,8) flow_balance(g26,6,8) 1
    f(g26,7,8,6,8) flow_cap_tail(g26,7,8,6,8) 1
    f(g26,7,8,6,8) flow_cap_head(g26,7,8,6,8) 1
    f(g26,7,10,6,10) flow_balance(g26,6,10) 1
    f(g26,7,10,6,10) flow_balance(g26,7,10) -1
    f(g26,7,10,6,10) flow_cap_tail(g26,7,10,6,10) 1
    f(g26,7,10,6,10) flow_cap_head(g26,7,10,6,10) 1
    f(g26,8,6,7,6) flow_balance(g26,7,6) 1
    f(g26,8,6,7,6) flow_balance(g26,8,6) -1
    f(g26,8,6,7,6) flow_cap_tail(g26,8,6,7,6) 1
    f(g26,8,6,7,6) flow_cap_head(g26,8,6,7,6) 1
    f(g26,8,8,7,8) flow_balance(g26,8,8) -1
    f(g26,8,8,7,8) flow_cap_tail(g26,8,8,7,8) 1
    f(g26,8,8,7,8) flow_cap_head(g26,8,8,7,8) 1
    f(g26,8,9,7,9) flow_balance(g26,7,9) 1
    f(g26,8,9,7,9) flow_balance(g26,8,9) -1
    f(g26,8,9,7,9) flow_cap_tail(g26,8,9,7,9) 1
    f(g26,8,9,7,9) flow_cap_head(g26,8,9,7,9) 1
    f(g26,9,8,8,8) flow_balance(g26,8,8) 1
    f(g26,9,8,8,8) flow_balance(g26,9,8) -1
    f(g26,9,8,8,8) flow_cap_tail(g26,9,8,8,8) 1
    f(g26,9,8,8,8) flow_cap_head(g26,9,8,8,8) 1
    f(g27,5,1,5,0) flow_balance(g27,5,0) 1
    f(g27,5,1,5,0) flow_balance(g27,5,1) -1
    f(g27,5,1,5,0) flow_cap_tail(g27,5,1,5,0) 1
    f(g27,5,1,5,0) flow_cap_head(g27,5,1,5,0) 1
    f(g27,8,1,8,0) flow_balance(g27,8,1) -1
    f(g27,8,1,8,0) flow_cap_tail(g27,8,1,8,0) 1
    f(g27,8,1,8,0) flow_cap_head(g27,8,1,8,0) 1
    f(g27,11,1,11,0) flow_balance(g27,11,0) 1
    f(g27,11,1,11,0) flow_balance(g27,11,1) -1
    f(g27,11,1,11,0) flow_cap_tail(g27,11,1,11,0) 1
    f(g27,11,1,11,0) flow_cap_head(g27,11,1,11,0) 1
    f(g27,6,1,5,1) flow_balance(g27,5,1) 1
    f(g27,6,1,5,1) flow_balance(g27,6,1) -1
    f(g27,6,1,5,1) flow_cap_tail(g27,6,1,5,1) 1
    f(g27,6,1,5,1) flow_cap_head(g27,6,1,5,1) 1
    f(g27,7,1,6,1) flow_balance(g27,6,1) 1
    f(g27,7,1,6,1) flow_balance(g27,7,1) -1
    f(g27,7,1,6,1) flow_cap_tail(g27,7,1,6,1) 1
    f(g27,7,1,6,1) flow_cap_head(g27,7,1,6,1) 1
    f(g27,8,1,7,1) flow_balance(g27,7,1) 1
    f(g27,8,1,7,1) flow_balance(g27,8,1) -1
    f(g27,8,1,7,1) flow_cap_tail(g27,8,1,7,1) 1
    f(g27,8,1,7,1) flow_cap_head(g27,8,1,7,1) 1
    f(g27,9,0,8,0) flow_balance(g27,9,0) -1
    f(g27,9,0,8,0) flow_cap_tail(g27,9,0,8,0) 1
    f(g27,9,0,8,0) flow_cap_head(g27,9,0,8,0) 1
    f(g27,10,0,9,0) flow_balance(g27,9,0) 1
    f(g27,10,0,9,0) flow_balance(g27,10,0) -1
    f(g27,10,0,9,0) flow_cap_tail(g27,10,0,9,0) 1
    f(g27,10,0,9,0) flow_cap_head(g27,10,0,9,0) 1
    f(g27,11,0,10,0) flow_balance(g27,10,0) 1
    f(g27,11,0,10,0) flow_balance(g27,11,0) -1
    f(g27,11,0,10,0) flow_cap_tail(g27,11,0,10,0) 1
    f(g27,11,0,10,0) flow_cap_head(g27,11,0,10,0) 1
    f(g28,8,3,8,2) flow_balance(g28,8,2) 1
    f(g28,8,3,8,2) flow_cap_tail(g28,8,3,8,2) 1
    f(g28,8,3,8,2) flow_cap_head(g28,8,3,8,2) 1
    f(g28,8,4,8,3) flow_balance(g28,8,4) -1
    f(g28,8,4,8,3) flow_cap_tail(g28,8,4,8,3) 1
    f(g28,8,4,8,3) flow_cap_head(g28,8,4,8,3) 1
    f(g28,8,4,7,4) flow_balance(g28,7,4) 1
    f(g28,8,4,7,4) flow_balance(g28,8,4) -1
    f(g28,8,4,7,4) flow_cap_tail(g28,8,4,7,4) 1
    f(g28,8,4,7,4) flow_cap_head(g28,8,4,7,4) 1
    f(g28,9,2,8,2) flow_balance(g28,8,2) 1
    f(g28,9,2,8,2) flow_balance(g28,9,2) -1
    f(g28,9,2,8,2) flow_cap_tail(g28,9,2,8,2) 1
    f(g28,9,2,8,2) flow_cap_head(g28,9,2,8,2) 1
    f(g29,7,5,7,4) flow_balance(g29,7,4) 1
    f(g29,7,5,7,4) flow_balance(g29,7,5) -1
    f(g29,7,5,7,4) flow_cap_tail(g29,7,5,7,4) 1
    f(g29,7,5,7,4) flow_cap_head(g29,7,5,7,4) 1
    f(g29,8,5,8,4) flow_balance(g29,8,4) 1
    f(g29,8,5,8,4) flow_cap_tail(g29,8,5,8,4) 1
    f(g29,8,5,8,4) flow_cap_head(g29,8,5,8,4) 1
    f(g29,8,6,8,5) flow_balance(g29,8,6) -1
    f(g29,8,6,8,5) flow_cap_tail(g29,8,6,8,5) 1
    f(g29,8,6,8,5) flow_cap_head(g29,8,6,8,5) 1
    f(g29,9,6,9,5) flow_balance(g29,9,5) 1
    f(g29,9,6,9,5) flow_balance(g29,9,6) -1
    f(g29,9,6,9,5) flow_cap_tail(g29,9,6,9,5) 1
    f(g29,9,6,9,5) flow_cap_head(g29,9,6,9,5) 1
    f(g29,6,5,5,5) flow_balance(g29,5,5) 1
    f(g29,6,5,5,5) flow_balance(g29,6,5) -1
    f(g29,6,5,5,5) flow_cap_tail(g29,6,5,5,5) 1
    f(g29,6,5,5,5) flow_cap_head(g29,6,5,5,5) 1
    f(g29,7,5,6,5) flow_balance(g29,6,5) 1
    f(g29,7,5,6,5) flow_balance(g29,7,5) -1
    f(g29,7,5,6,5) flow_cap_tail(g29,7,5,6,5) 1
    f(g29,7,5,6,5) flow_cap_head(g29,7,5,6,5) 1
    f(g29,8,4,7,4) flow_balance(g29,7,4) 1
    f(g29,8,4,7,4) flow_balance(g29,8,4) -1
    f(g29,8,4,7,4) flow_cap_tail(g29,8,4,7,4) 1
    f(g29,8,4,7,4) flow_cap_head(g29,8,4,7,4) 1
    f(g29,8,5,7,5) flow_balance(g29,7,5) 1
    f(g29,8,5,7,5) flow_cap_tail(g29,8,5,7,5) 1
    f(g29,8,5,7,5) flow_cap_head(g29,8,5,7,5) 1
    f(g29,9,5,8,5) flow_balance(g29,9,5) -1
    f(g29,9,5,8,5) flow_cap_tail(g29,9,5,8,5) 1
    f(g29,9,5,8,5) flow_cap_head(g29,9,5,8,5) 1
    f(g29,9,6,8,6) flow_balance(g29,8,6) 1
    f(g29,9,6,8,6) flow_balance(g29,9,6) -1
    f(g29,9,6,8,6) flow_cap_tail(g29,9,6,8,6) 1
    f(g29,9,6,8,6) flow_cap_head(g29,9,6,8,6) 1
    f(g29,10,5,9,5) flow_balance(g29,9,5) 1
    f(g29,10,5,9,5) flow_balance(g29,10,5) -1
    f(g29,10,5,9,5) flow_cap_tail(g29,10,5,9,5) 1
    f(g29,10,5,9,5) flow_cap_head(g29,10,5,9,5) 1
    f(g29,11,5,10,5) flow_balance(g29,10,5) 1
    f(g29,11,5,10,5) flow_balance(g29,11,5) -1
    f(g29,11,5,10,5) flow_cap_tail(g29,11,5,10,5) 1
    f(g29,11,5,10,5) flow_cap_head(g29,11,5,10,5) 1
    f(g30,7,10,7,9) flow_balance(g30,7,9) 1
    f(g30,7,10,7,9) flow_balance(g30,7,10) -1
    f(g30,7,10,7,9) flow_cap_tail(g30,7,10,7,9) 1
    f(g30,7,10,7,9) flow_cap_head(g30,7,10,7,9) 1
    f(g30,10,11,10,10) flow_balance(g30,10,10) 1
    f(g30,10,11,10,10) flow_balance(g30,10,11) -1
    f(g30,10,11,10,10) flow_cap_tail(g30,10,11,10,10) 1
    f(g30,10,11,10,10) flow_cap_head(g30,10,11,10,10) 1
    f(g30,8,10,7,10) flow_balance(g30,7,10) 1
    f(g30,8,10,7,10) flow_cap_tail(g30,8,10,7,10) 1
    f(g30,8,10,7,10) flow_cap_head(g30,8,10,7,10) 1
    f(g30,9,10,8,10) flow_balance(g30,9,10) -1
    f(g30,9,10,8,10) flow_cap_tail(g30,9,10,8,10) 1
    f(g30,9,10,8,10) flow_cap_head(g30,9,10,8,10) 1
    f(g30,10,10,9,10) flow_balance(g30,9,10) 1
    f(g30,10,10,9,10) flow_balance(g30,10,10) -1
    f(g30,10,10,9,10) flow_cap_tail(g30,10,10,9,10) 1
    f(g30,10,10,9,10) flow_cap_head(g30,10,10,9,10) 1
    f(g31,8,11,7,11) flow_balance(g31,7,11) 1
    f(g31,8,11,7,11) flow_cap_tail(g31,8,11,7,11) 1
    f(g31,8,11,7,11) flow_cap_head(g31,8,11,7,11) 1
    f(g31,9,11,8,11) flow_balance(g31,9,11) -1
    f(g31,9,11,8,11) flow_cap_tail(g31,9,11,8,11) 1
    f(g31,9,11,8,11) flow_cap_head(g31,9,11,8,11) 1
    f(g31,10,11,9,11) flow_balance(g31,9,11) 1
    f(g31,10,11,9,11) flow_balance(g31,10,11) -1
    f(g31,10,11,9,11) flow_cap_tail(g31,10,11,9,11) 1
    f(g31,10,11,9,11) flow_cap_head(g31,10,11,9,11) 1
    f(g32,9,1,9,0) flow_balance(g32,9,0) 1
    f(g32,9,1,9,0) flow_cap_tail(g32,9,1,9,0) 1
    f(g32,9,1,9,0) flow_cap_head(g32,9,1,9,0) 1
    f(g32,9,2,9,1) flow_balance(g32,9,2) -1
    f(g32,9,2,9,1) flow_cap_tail(g32,9,2,9,1) 1
    f(g32,9,2,9,1) flow_cap_head(g32,9,2,9,1) 1
    f(g32,9,2,8,2) flow_balance(g32,8,2) 1
    f(g32,9,2,8,2) flow_balance(g32,9,2) -1
    f(g32,9,2,8,2) flow_cap_tail(g32,9,2,8,2) 1
    f(g32,9,2,8,2) flow_cap_head(g32,9,2,8,2) 1
    f(g32,10,0,9,0) flow_balance(g32,9,0) 1
    f(g32,10,0,9,0) flow_balance(g32,10,0) -1
    f(g32,10,0,9,0) flow_cap_tail(g32,10,0,9,0) 1
    f(g32,10,0,9,0) flow_cap_head(g32,10,0,9,0) 1
    f(g33,9,3,9,2) flow_balance(g33,9,2) 1
    f(g33,9,3,9,2) flow_balance(g33,9,3) -1
    f(g33,9,3,9,2) flow_cap_tail(g33,9,3,9,2) 1
    f(g33,9,3,9,2) flow_cap_head(g33,9,3,9,2) 1
    f(g33,9,4,9,3) flow_balance(g33,9,3) 1
    f(g33,9,4,9,3) flow_cap_tail(g33,9,4,9,3) 1
    f(g33,9,4,9,3) flow_cap_head(g33,9,4,9,3) 1
    f(g33,9,5,9,4) flow_balance(g33,9,5) -1
    f(g33,9,5,9,4) flow_cap_tail(g33,9,5,9,4) 1
    f(g33,9,5,9,4) flow_cap_head(g33,9,5,9,4) 1
    f(g33,9,6,9,5) flow_balance(g33,9,5) 1
    f(g33,9,6,9,5) flow_balance(g33,9,6) -1
    f(g33,9,6,9,5) flow_cap_tail(g33,9,6,9,5) 1
    f(g33,9,6,9,5) flow_cap_head(g33,9,6,9,5) 1
    f(g33,8,4,7,4) flow_balance(g33,7,4) 1
    f(g33,8,4,7,4) flow_balance(g33,8,4) -1
    f(g33,8,4,7,4) flow_cap_tail(g33,8,4,7,4) 1
    f(g33,8,4,7,4) flow_cap_head(g33,8,4,7,4) 1
    f(g33,9,4,8,4) flow_balance(g33,8,4) 1
    f(g33,9,4,8,4) flow_cap_tail(g33,9,4,8,4) 1
    f(g33,9,4,8,4) flow_cap_head(g33,9,4,8,4) 1
    f(g33,10,4,9,4) flow_balance(g33,10,4) -1
    f(g33,10,4,9,4) flow_cap_tail(g33,10,4,9,4) 1
    f(g33,10,4,9,4) flow_cap_head(g33,10,4,9,4) 1
    f(g33,11,4,10,4) flow_balance(g33,10,4) 1
    f(g33,11,4,10,4) flow_balance(g33,11,4) -1
    f(g33,11,4,10,4) flow_cap_tail(g33,11,4,10,4) 1
    f(g33,11,4,10,4) flow_cap_head(g33,11,4,10,4) 1
    f(g34,7,6,7,5) flow_balance(g34,7,5) 1
    f(g34,7,6,7,5) flow_balance(g34,7,6) -1
    f(g34,7,6,7,5) flow_cap_tail(g34,7,6,7,5) 1
    f(g34,7,6,7,5) flow_cap_head(g34,7,6,7,5) 1
    f(g34,8,7,8,6) flow_balance(g34,8,6) 1
    f(g34,8,7,8,6) flow_balance(g34,8,7) -1
    f(g34,8,7,8,6) flow_cap_tail(g34,8,7,8,6) 1
    f(g34,8,7,8,6) flow_cap_head(g34,8,7,8,6) 1
    f(g34,9,7,9,6) flow_balance(g34,9,6) 1
    f(g34,9,7,9,6) flow_cap_tail(g34,9,7,9,6) 1
    f(g34,9,7,9,6) flow_cap_head(g34,9,7,9,6) 1
    f(g34,9,8,9,7) flow_balance(g34,9,8) -1
    f(g34,9,8,9,7) flow_cap_tail(g34,9,8,9,7) 1
    f(g34,9,8,9,7) flow_cap_head(g34,9,8,9,7) 1
    f(g34,10,8,10,7) flow_balance(g34,10,7) 1
    f(g34,10,8,10,7) flow_balance(g34,10,8) -1
    f(g34,10,8,10,7) flow_cap_tail(g34,10,8,10,7) 1
    f(g34,10,8,10,7) flow_cap_head(g34,10,8,10,7) 1
    f(g34,11,9,11,8) flow_balance(g34,11,8) 1
    f(g34,11,9,11,8) flow_balance(g34,11,9) -1
    f(g34,11,9,11,8) flow_cap_tail(g34,11,9,11,8) 1
    f(g34,11,9,11,8) flow_cap_head(g34,11,9,11,8) 1
    f(g34,8,6,7,6) flow_balance(g34,7,6) 1
    f(g34,8,6,7,6) flow_balance(g34,8,6) -1
    f(g34,8,6,7,6) flow_cap_tail(g34,8,6,7,6) 1
    f(g34,8,6,7,6) flow_cap_head(g34,8,6,7,6) 1
    f(g34,9,6,8,6) flow_balance(g34,8,6) 1
    f(g34,9,6,8,6) flow_balance(g34,9,6) -1
    f(g34,9,6,8,6) flow_cap_tail(g34,9,6,8,6) 1
    f(g34,9,6,8,6) flow_cap_head(g34,9,6,8,6) 1
    f(g34,9,7,8,7) flow_balance(g34,8,7) 1
    f(g34,9,7,8,7) flow_cap_tail(g34,9,7,8,7) 1
    f(g34,9,7,8,7) flow_cap_head(g34,9,7,8,7) 1
    f(g34,10,7,9,7) flow_balance(g34,10,7) -1
    f(g34,10,7,9,7) flow_cap_tail(g34,10,7,9,7) 1
    f(g34,10,7,9,7) flow_cap_head(g34,10,7,9,7) 1
    f(g34,10,8,9,8) flow_balance(g34,9,8) 1
    f(g34,10,8,9,8) flow_balance(g34,10,8) -1
    f(g34,10,8,9,8) flow_cap_tail(g34,10,8,9,8) 1
    f(g34,10,8,9,8) flow_cap_head(g34,10,8,9,8) 1
    f(g34,11,8,10,8) flow_balance(g34,10,8) 1
    f(g34,11,8,10,8) flow_balance(g34,11,8) -1
    f(g34,11,8,10,8) flow_cap_tail(g34,11,8,10,8) 1
    f(g34,11,8,10,8) flow_cap_head(g34,11,8,10,8) 1
    f(g35,9,9,9,8) flow_balance(g35,9,8) 1
    f(g35,9,9,9,8) flow_cap_tail(g35,9,9,9,8) 1
    f(g35,9,9,9,8) flow_cap_head(g35,9,9,9,8) 1
    f(g35,10,10,10,9) flow_balance(g35,10,9) 1
    f(g35,10,10,10,9) flow_balance(g35,10,10) -1
    f(g35,10,10,10,9) flow_cap_tail(g35,10,10,10,9) 1
    f(g35,10,10,10,9) flow_cap_head(g35,10,10,10,9) 1
    f(g35,9,9,8,9) flow_balance(g35,8,9) 1
    f(g35,9,9,8,9) flow_cap_tail(g35,9,9,8,9) 1
    f(g35,9,9,8,9) flow_cap_head(g35,9,9,8,9) 1
    f(g35,10,9,9,9) flow_balance(g35,10,9) -1
    f(g35,10,9,9,9) flow_cap_tail(g35,10,9,9,9) 1
    f(g35,10,9,9,9) flow_cap_head(g35,10,9,9,9) 1
    f(g35,11,9,10,9) flow_balance(g35,10,9) 1
    f(g35,11,9,10,9) flow_balance(g35,11,9) -1
    f(g35,11,9,10,9) flow_cap_tail(g35,11,9,10,9) 1
    f(g35,11,9,10,9) flow_cap_head(g35,11,9,10,9) 1
    f(g36,10,1,10,0) flow_balance(g36,10,0) 1
    f(g36,10,1,10,0) flow_balance(g36,10,1) -1
    f(g36,10,1,10,0) flow_cap_tail(g36,10,1,10,0) 1
    f(g36,10,1,10,0) flow_cap_head(g36,10,1,10,0) 1
    f(g36,10,2,10,1) flow_balance(g36,10,1) 1
    f(g36,10,2,10,1) flow_cap_tail(g36,10,2,10,1) 1
    f(g36,10,2,10,1) flow_cap_head(g36,10,2,10,1) 1
    f(g36,10,3,10,2) flow_balance(g36,10,3) -1
    f(g36,10,3,10,2) flow_cap_tail(g36,10,3,10,2) 1
    f(g36,10,3,10,2) flow_cap_head(g36,10,3,10,2) 1
    f(g36,10,4,10,3) flow_balance(g36,10,3) 1
    f(g36,10,4,10,3) flow_balance(g36,10,4) -1
    f(g36,10,4,10,3) flow_cap_tail(g36,10,4,10,3) 1
    f(g36,10,4,10,3) flow_cap_head(g36,10,4,10,3) 1
    f(g36,10,5,10,4) flow_balance(g36,10,4) 1
    f(g36,10,5,10,4) flow_balance(g36,10,5) -1
    f(g36,10,5,10,4) flow_cap_tail(g36,10,5,10,4) 1
    f(g36,10,5,10,4) flow_cap_head(g36,10,5,10,4) 1
    f(g36,11,1,11,0) flow_balance(g36,11,0) 1
    f(g36,11,1,11,0) flow_balance(g36,11,1) -1
    f(g36,11,1,11,0) flow_cap_tail(g36,11,1,11,0) 1
    f(g36,11,1,11,0) flow_cap_head(g36,11,1,11,0) 1
    f(g36,11,2,11,1) flow_balance(g36,11,1) 1
    f(g36,11,2,11,1) flow_balance(g36,11,2) -1
    f(g36,11,2,11,1) flow_cap_tail(g36,11,2,11,1) 1
    f(g36,11,2,11,1) flow_cap_head(g36,11,2,11,1) 1
    f(g36,11,3,11,2) flow_balance(g36,11,2) 1
    f(g36,11,3,11,2) flow_balance(g36,11,3) -1
    f(g36,11,3,11,2) flow_cap_tail(g36,11,3,11,2) 1
    f(g36,11,3,11,2) flow_cap_head(g36,11,3,11,2) 1
    f(g36,11,4,11,3) flow_balance(g36,11,3) 1
    f(g36,11,4,11,3) flow_balance(g36,11,4) -1
    f(g36,11,4,11,3) flow_cap_tail(g36,11,4,11,3) 1
    f(g36,11,4,11,3) flow_cap_head(g36,11,4,11,3) 1
    f(g36,11,5,11,4) flow_balance(g36,11,4) 1
    f(g36,11,5,11,4) flow_balance(g36,11,5) -1
    f(g36,11,5,11,4) flow_cap_tail(g36,11,5,11,4) 1
    f(g36,11,5,11,4) flow_cap_head(g36,11,5,11,4) 1
    f(g36,11,0,10,0) flow_balance(g36,10,0) 1
    f(g36,11,0,10,0) flow_balance(g36,11,0) -1
    f(g36,11,0,10,0) flow_cap_tail(g36,11,0,10,0) 1
    f(g36,11,0,10,0) flow_cap_head(g36,11,0,10,0) 1
    f(g36,11,1,10,1) flow_balance(g36,10,1) 1
    f(g36,11,1,10,1) flow_balance(g36,11,1) -1
    f(g36,11,1,10,1) flow_cap_tail(g36,11,1,10,1) 1
    f(g36,11,1,10,1) flow_cap_head(g36,11,1,10,1) 1
    f(g36,11,2,10,2) flow_balance(g36,11,2) -1
    f(g36,11,2,10,2) flow_cap_tail(g36,11,2,10,2) 1
    f(g36,11,2,10,2) flow_cap_head(g36,11,2,10,2) 1
    f(g36,11,3,10,3) flow_balance(g36,10,3) 1
    f(g36,11,3,10,3) flow_balance(g36,11,3) -1
    f(g36,11,3,10,3) flow_cap_tail(g36,11,3,10,3) 1
    f(g36,11,3,10,3) flow_cap_head(g36,11,3,10,3) 1
    f(g36,11,4,10,4) flow_balance(g36,10,4) 1
    f(g36,11,4,10,4) flow_balance(g36,11,4) -1
    f(g36,11,4,10,4) flow_cap_tail(g36,11,4,10,4) 1
    f(g36,11,4,10,4) flow_cap_head(g36,11,4,10,4) 1
    f(g36,11,5,10,5) flow_balance(g36,10,5) 1
    f(g36,11,5,10,5) flow_balance(g36,11,5) -1
    f(g36,11,5,10,5) flow_cap_tail(g36,11,5,10,5) 1
    f(g36,11,5,10,5) flow_cap_head(g36,11,5,10,5) 1
    f(g37,10,7,10,6) flow_balance(g37,10,7) -1
    f(g37,10,7,10,6) flow_cap_tail(g37,10,7,10,6) 1
    f(g37,10,7,10,6) flow_cap_head(g37,10,7,10,6) 1
    f(g37,10,8,10,7) flow_balance(g37,10,7) 1
    f(g37,10,8,10,7) flow_balance(g37,10,8) -1
    f(g37,10,8,10,7) flow_cap_tail(g37,10,8,10,7) 1
    f(g37,10,8,10,7) flow_cap_head(g37,10,8,10,7) 1
    f(g37,11,5,11,4) flow_balance(g37,11,4) 1
    f(g37,11,5,11,4) flow_balance(g37,11,5) -1
    f(g37,11,5,11,4) flow_cap_tail(g37,11,5,11,4) 1
    f(g37,11,5,11,4) flow_cap_head(g37,11,5,11,4) 1
    f(g37,11,6,11,5) flow_balance(g37,11,5) 1
    f(g37,11,6,11,5) flow_balance(g37,11,6) -1
    f(g37,11,6,11,5) flow_cap_tail(g37,11,6,11,5) 1
    f(g37,11,6,11,5) flow_cap_head(g37,11,6,11,5) 1
    f(g37,11,4,10,4) flow_balance(g37,10,4) 1
    f(g37,11,4,10,4) flow_balance(g37,11,4) -1
    f(g37,11,4,10,4) flow_cap_tail(g37,11,4,10,4) 1
    f(g37,11,4,10,4) flow_cap_head(g37,11,4,10,4) 1
    f(g37,11,6,10,6) flow_balance(g37,11,6) -1
    f(g37,11,6,10,6) flow_cap_tail(g37,11,6,10,6) 1
    f(g37,11,6,10,6) flow_cap_head(g37,11,6,10,6) 1
    f(g37,11,8,10,8) flow_balance(g37,10,8) 1
    f(g37,11,8,10,8) flow_balance(g37,11,8) -1
    f(g37,11,8,10,8) flow_cap_tail(g37,11,8,10,8) 1
    f(g37,11,8,10,8) flow_cap_head(g37,11,8,10,8) 1
    f(g39,11,11,11,10) flow_balance(g39,11,11) -1
    f(g39,11,11,11,10) flow_cap_tail(g39,11,11,11,10) 1
    f(g39,11,11,11,10) flow_cap_head(g39,11,11,11,10) 1
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
 UP BND f(g1,0,1,0,2) 2
 UP BND f(g1,0,2,0,3) 2
 UP BND f(g2,0,3,0,4) 2
 UP BND f(g2,0,4,0,5) 2
 UP BND f(g3,0,5,0,6) 5
 UP BND f(g3,0,6,0,7) 5
 UP BND f(g3,0,7,0,8) 5
 UP BND f(g3,0,8,0,9) 5
 UP BND f(g3,0,9,0,10) 5
 UP BND f(g5,1,0,1,1) 7
 UP BND f(g5,1,1,1,2) 7
 UP BND f(g5,1,2,1,3) 7
 UP BND f(g5,0,1,1,1) 7
 UP BND f(g5,0,3,1,3) 7
 UP BND f(g5,1,0,2,0) 7
 UP BND f(g5,1,2,2,2) 7
 UP BND f(g6,0,5,0,6) 4
 UP BND f(g6,2,6,2,7) 4
 UP BND f(g6,0,6,1,6) 4
 UP BND f(g6,1,6,2,6) 4
 UP BND f(g7,1,9,1,10) 4
 UP BND f(g7,1,10,1,11) 4
 UP BND f(g7,0,10,1,10) 4
 UP BND f(g7,1,10,2,10) 4
 UP BND f(g8,1,3,1,4) 9
 UP BND f(g8,1,4,1,5) 9
 UP BND f(g8,2,4,2,5) 9
 UP BND f(g8,2,5,2,6) 9
 UP BND f(g8,0,3,1,3) 9
 UP BND f(g8,0,5,1,5) 9
 UP BND f(g8,1,4,2,4) 9
 UP BND f(g8,1,5,2,5) 9
 UP BND f(g8,2,4,3,4) 9
 UP BND f(g8,2,6,3,6) 9
 UP BND f(g9,2,0,2,1) 2
 UP BND f(g9,2,1,2,2) 2
 UP BND f(g10,1,7,1,8) 7
 UP BND f(g10,2,7,2,8) 7
 UP BND f(g10,2,8,2,9) 7
 UP BND f(g10,2,9,2,10) 7
 UP BND f(g10,3,9,3,10) 7
 UP BND f(g10,1,7,2,7) 7
 UP BND f(g10,1,8,2,8) 7
 UP BND f(g10,2,9,3,9) 7
 UP BND f(g10,2,10,3,10) 7
 UP BND f(g11,1,11,2,11) 2
 UP BND f(g11,2,11,3,11) 2
 UP BND f(g12,2,2,2,3) 5
 UP BND f(g12,3,3,3,4) 5
 UP BND f(g12,1,3,2,3) 5
 UP BND f(g12,2,3,3,3) 5
 UP BND f(g12,3,3,4,3) 5
 UP BND f(g13,1,0,2,0) 4
 UP BND f(g13,2,0,3,0) 4
 UP BND f(g13,3,0,4,0) 4
 UP BND f(g13,4,0,5,0) 4
 UP BND f(g14,2,2,3,2) 2
 UP BND f(g14,3,2,4,2) 2
 UP BND f(g15,2,6,2,7) 6
 UP BND f(g15,3,4,3,5) 6
 UP BND f(g15,3,5,3,6) 6
 UP BND f(g15,4,3,4,4) 6
 UP BND f(g15,2,6,3,6) 6
 UP BND f(g15,3,4,4,4) 6
 UP BND f(g16,3,6,3,7) 7
 UP BND f(g16,3,7,3,8) 7
 UP BND f(g16,4,8,4,9) 7
 UP BND f(g16,4,9,4,10) 7
 UP BND f(g16,2,7,3,7) 7
 UP BND f(g16,3,8,4,8) 7
 UP BND f(g16,4,9,5,9) 7
 UP BND f(g17,2,6,2,7) 23
 UP BND f(g17,3,9,3,10) 23
 UP BND f(g17,3,10,3,11) 23
 UP BND f(g17,4,4,4,5) 23
 UP BND f(g17,4,5,4,6) 23
 UP BND f(g17,4,6,4,7) 23
 UP BND f(g17,5,6,5,7) 23
 UP BND f(g17,5,7,5,8) 23
 UP BND f(g17,5,8,5,9) 23
 UP BND f(g17,6,2,6,3) 23
 UP BND f(g17,6,3,6,4) 23
 UP BND f(g17,7,6,7,7) 23
 UP BND f(g17,1,7,2,7) 23
 UP BND f(g17,2,6,3,6) 23
 UP BND f(g17,3,6,4,6) 23
 UP BND f(g17,3,9,4,9) 23
 UP BND f(g17,4,4,5,4) 23
 UP BND f(g17,4,6,5,6) 23
 UP BND f(g17,4,7,5,7) 23
 UP BND f(g17,4,9,5,9) 23
 UP BND f(g17,5,4,6,4) 23
 UP BND f(g17,5,7,6,7) 23
 UP BND f(g17,6,7,7,7) 23
 UP BND f(g17,7,6,8,6) 23
 UP BND f(g18,3,11,4,11) 3
 UP BND f(g18,4,11,5,11) 3
 UP BND f(g18,5,11,6,11) 3
 UP BND f(g19,4,1,4,2) 16
 UP BND f(g19,4,2,4,3) 16
 UP BND f(g19,4,3,4,4) 16
 UP BND f(g19,4,4,4,5) 16
 UP BND f(g19,5,1,5,2) 16
 UP BND f(g19,5,2,5,3) 16
 UP BND f(g19,5,3,5,4) 16
 UP BND f(g19,5,4,5,5) 16
 UP BND f(g19,6,1,6,2) 16
 UP BND f(g19,6,2,6,3) 16
 UP BND f(g19,6,3,6,4) 16
 UP BND f(g19,6,4,6,5) 16
 UP BND f(g19,3,1,4,1) 16
 UP BND f(g19,4,1,5,1) 16
 UP BND f(g19,4,2,5,2) 16
 UP BND f(g19,4,3,5,3) 16
 UP BND f(g19,4,4,5,4) 16
 UP BND f(g19,4,5,5,5) 16
 UP BND f(g19,5,1,6,1) 16
 UP BND f(g19,5,2,6,2) 16
 UP BND f(g19,5,3,6,3) 16
 UP BND f(g19,5,4,6,4) 16
 UP BND f(g19,5,5,6,5) 16
 UP BND f(g19,6,5,7,5) 16
 UP BND f(g20,3,9,3,10) 10
 UP BND f(g20,3,10,3,11) 10
 UP BND f(g20,4,9,4,10) 10
 UP BND f(g20,6,10,6,11) 10
 UP BND f(g20,7,9,7,10) 10
 UP BND f(g20,7,10,7,11) 10
 UP BND f(g20,3,9,4,9) 10
 UP BND f(g20,3,10,4,10) 10
 UP BND f(g20,4,10,5,10) 10
 UP BND f(g20,5,10,6,10) 10
 UP BND f(g20,6,10,7,10) 10
 UP BND f(g20,6,11,7,11) 10
 UP BND f(g22,4,3,4,4) 16
 UP BND f(g22,4,4,4,5) 16
 UP BND f(g22,6,4,6,5) 16
 UP BND f(g22,6,5,6,6) 16
 UP BND f(g22,6,6,6,7) 16
 UP BND f(g22,6,7,6,8) 16
 UP BND f(g22,8,7,8,8) 16
 UP BND f(g22,8,8,8,9) 16
 UP BND f(g22,3,4,4,4) 16
 UP BND f(g22,4,5,5,5) 16
 UP BND f(g22,5,5,6,5) 16
 UP BND f(g22,5,8,6,8) 16
 UP BND f(g22,6,4,7,4) 16
 UP BND f(g22,6,7,7,7) 16
 UP BND f(g22,7,7,8,7) 16
 UP BND f(g22,8,8,9,8) 16
 UP BND f(g23,4,9,4,10) 16
 UP BND f(g23,5,8,5,9) 16
 UP BND f(g23,6,7,6,8) 16
 UP BND f(g23,6,8,6,9) 16
 UP BND f(g23,6,9,6,10) 16
 UP BND f(g23,6,10,6,11) 16
 UP BND f(g23,7,9,7,10) 16
 UP BND f(g23,8,8,8,9) 16
 UP BND f(g23,2,10,3,10) 16
 UP BND f(g23,3,10,4,10) 16
 UP BND f(g23,4,9,5,9) 16
 UP BND f(g23,5,8,6,8) 16
 UP BND f(g23,5,9,6,9) 16
 UP BND f(g23,6,9,7,9) 16
 UP BND f(g23,6,10,7,10) 16
 UP BND f(g23,7,9,8,9) 16
 UP BND f(g23,8,8,9,8) 16
 UP BND f(g23,9,8,10,8) 16
 UP BND f(g25,7,1,7,2) 7
 UP BND f(g25,7,2,7,3) 7
 UP BND f(g25,7,3,7,4) 7
 UP BND f(g25,6,1,7,1) 7
 UP BND f(g25,6,3,7,3) 7
 UP BND f(g25,7,2,8,2) 7
 UP BND f(g25,7,4,8,4) 7
 UP BND f(g26,6,7,6,8) 14
 UP BND f(g26,7,5,7,6) 14
 UP BND f(g26,7,6,7,7) 14
 UP BND f(g26,7,7,7,8) 14
 UP BND f(g26,7,8,7,9) 14
 UP BND f(g26,7,9,7,10) 14
 UP BND f(g26,7,10,7,11) 14
 UP BND f(g26,8,8,8,9) 14
 UP BND f(g26,5,8,6,8) 14
 UP BND f(g26,6,7,7,7) 14
 UP BND f(g26,6,8,7,8) 14
 UP BND f(g26,6,10,7,10) 14
 UP BND f(g26,7,6,8,6) 14
 UP BND f(g26,7,8,8,8) 14
 UP BND f(g26,7,9,8,9) 14
 UP BND f(g26,8,8,9,8) 14
 UP BND f(g27,5,0,5,1) 9
 UP BND f(g27,8,0,8,1) 9
 UP BND f(g27,11,0,11,1) 9
 UP BND f(g27,5,1,6,1) 9
 UP BND f(g27,6,1,7,1) 9
 UP BND f(g27,7,1,8,1) 9
 UP BND f(g27,8,0,9,0) 9
 UP BND f(g27,9,0,10,0) 9
 UP BND f(g27,10,0,11,0) 9
 UP BND f(g28,8,2,8,3) 4
 UP BND f(g28,8,3,8,4) 4
 UP BND f(g28,7,4,8,4) 4
 UP BND f(g28,8,2,9,2) 4
 UP BND f(g29,7,4,7,5) 10
 UP BND f(g29,8,4,8,5) 10
 UP BND f(g29,8,5,8,6) 10
 UP BND f(g29,9,5,9,6) 10
 UP BND f(g29,5,5,6,5) 10
 UP BND f(g29,6,5,7,5) 10
 UP BND f(g29,7,4,8,4) 10
 UP BND f(g29,7,5,8,5) 10
 UP BND f(g29,8,5,9,5) 10
 UP BND f(g29,8,6,9,6) 10
 UP BND f(g29,9,5,10,5) 10
 UP BND f(g29,10,5,11,5) 10
 UP BND f(g30,7,9,7,10) 5
 UP BND f(g30,10,10,10,11) 5
 UP BND f(g30,7,10,8,10) 5
 UP BND f(g30,8,10,9,10) 5
 UP BND f(g30,9,10,10,10) 5
 UP BND f(g31,7,11,8,11) 3
 UP BND f(g31,8,11,9,11) 3
 UP BND f(g31,9,11,10,11) 3
 UP BND f(g32,9,0,9,1) 4
 UP BND f(g32,9,1,9,2) 4
 UP BND f(g32,8,2,9,2) 4
 UP BND f(g32,9,0,10,0) 4
 UP BND f(g33,9,2,9,3) 8
 UP BND f(g33,9,3,9,4) 8
 UP BND f(g33,9,4,9,5) 8
 UP BND f(g33,9,5,9,6) 8
 UP BND f(g33,7,4,8,4) 8
 UP BND f(g33,8,4,9,4) 8
 UP BND f(g33,9,4,10,4) 8
 UP BND f(g33,10,4,11,4) 8
 UP BND f(g34,7,5,7,6) 10
 UP BND f(g34,8,6,8,7) 10
 UP BND f(g34,9,6,9,7) 10
 UP BND f(g34,9,7,9,8) 10
 UP BND f(g34,10,7,10,8) 10
 UP BND f(g34,11,8,11,9) 10
 UP BND f(g34,7,6,8,6) 10
 UP BND f(g34,8,6,9,6) 10
 UP BND f(g34,8,7,9,7) 10
 UP BND f(g34,9,7,10,7) 10
 UP BND f(g34,9,8,10,8) 10
 UP BND f(g34,10,8,11,8) 10
 UP BND f(g35,9,8,9,9) 5
 UP BND f(g35,10,9,10,10) 5
 UP BND f(g35,8,9,9,9) 5
 UP BND f(g35,9,9,10,9) 5
 UP BND f(g35,10,9,11,9) 5
 UP BND f(g36,10,0,10,1) 11
 UP BND f(g36,10,1,10,2) 11
 UP BND f(g36,10,2,10,3) 11
 UP BND f(g36,10,3,10,4) 11
 UP BND f(g36,10,4,10,5) 11
 UP BND f(g36,11,0,11,1) 11
 UP BND f(g36,11,1,11,2) 11
 UP BND f(g36,11,2,11,3) 11
 UP BND f(g36,11,3,11,4) 11
 UP BND f(g36,11,4,11,5) 11
 UP BND f(g36,10,0,11,0) 11
 UP BND f(g36,10,1,11,1) 11
 UP BND f(g36,10,2,11,2) 11
 UP BND f(g36,10,3,11,3) 11
 UP BND f(g36,10,4,11,4) 11
 UP BND f(g36,10,5,11,5) 11
 UP BND f(g37,10,6,10,7) 7
 UP BND f(g37,10,7,10,8) 7
 UP BND f(g37,11,4,11,5) 7
 UP BND f(g37,11,5,11,6) 7
 UP BND f(g37,10,4,11,4) 7
 UP BND f(g37,10,6,11,6) 7
 UP BND f(g37,10,8,11,8) 7
 UP BND f(g39,11,10,11,11) 1
 UP BND f(g1,0,2,0,1) 2
 UP BND f(g1,0,3,0,2) 2
 UP BND f(g2,0,4,0,3) 2
 UP BND f(g2,0,5,0,4) 2
 UP BND f(g3,0,6,0,5) 5
 UP BND f(g3,0,7,0,6) 5
 UP BND f(g3,0,8,0,7) 5
 UP BND f(g3,0,9,0,8) 5
 UP BND f(g3,0,10,0,9) 5
 UP BND f(g5,1,1,1,0) 7
 UP BND f(g5,1,2,1,1) 7
 UP BND f(g5,1,3,1,2) 7
 UP BND f(g5,1,1,0,1) 7
 UP BND f(g5,1,3,0,3) 7
 UP BND f(g5,2,0,1,0) 7
 UP BND f(g5,2,2,1,2) 7
 UP BND f(g6,0,6,0,5) 4
 UP BND f(g6,2,7,2,6) 4
 UP BND f(g6,1,6,0,6) 4
 UP BND f(g6,2,6,1,6) 4
 UP BND f(g7,1,10,1,9) 4
 UP BND f(g7,1,11,1,10) 4
 UP BND f(g7,1,10,0,10) 4
 UP BND f(g7,2,10,1,10) 4
 UP BND f(g8,1,4,1,3) 9
 UP BND f(g8,1,5,1,4) 9
 UP BND f(g8,2,5,2,4) 9
 UP BND f(g8,2,6,2,5) 9
 UP BND f(g8,1,3,0,3) 9
 UP BND f(g8,1,5,0,5) 9
 UP BND f(g8,2,4,1,4) 9
 UP BND f(g8,2,5,1,5) 9
 UP BND f(g8,3,4,2,4) 9
 UP BND f(g8,3,6,2,6) 9
 UP BND f(g9,2,1,2,0) 2
 UP BND f(g9,2,2,2,1) 2
 UP BND f(g10,1,8,1,7) 7
 UP BND f(g10,2,8,2,7) 7
 UP BND f(g10,2,9,2,8) 7
 UP BND f(g10,2,10,2,9) 7
 UP BND f(g10,3,10,3,9) 7
 UP BND f(g10,2,7,1,7) 7
 UP BND f(g10,2,8,1,8) 7
 UP BND f(g10,3,9,2,9) 7
 UP BND f(g10,3,10,2,10) 7
 UP BND f(g11,2,11,1,11) 2
 UP BND f(g11,3,11,2,11) 2
 UP BND f(g12,2,3,2,2) 5
 UP BND f(g12,3,4,3,3) 5
 UP BND f(g12,2,3,1,3) 5
 UP BND f(g12,3,3,2,3) 5
 UP BND f(g12,4,3,3,3) 5
 UP BND f(g13,2,0,1,0) 4
 UP BND f(g13,3,0,2,0) 4
 UP BND f(g13,4,0,3,0) 4
 UP BND f(g13,5,0,4,0) 4
 UP BND f(g14,3,2,2,2) 2
 UP BND f(g14,4,2,3,2) 2
 UP BND f(g15,2,7,2,6) 6
 UP BND f(g15,3,5,3,4) 6
 UP BND f(g15,3,6,3,5) 6
 UP BND f(g15,4,4,4,3) 6
 UP BND f(g15,3,6,2,6) 6
 UP BND f(g15,4,4,3,4) 6
 UP BND f(g16,3,7,3,6) 7
 UP BND f(g16,3,8,3,7) 7
 UP BND f(g16,4,9,4,8) 7
 UP BND f(g16,4,10,4,9) 7
 UP BND f(g16,3,7,2,7) 7
 UP BND f(g16,4,8,3,8) 7
 UP BND f(g16,5,9,4,9) 7
 UP BND f(g17,2,7,2,6) 23
 UP BND f(g17,3,10,3,9) 23
 UP BND f(g17,3,11,3,10) 23
 UP BND f(g17,4,5,4,4) 23
 UP BND f(g17,4,6,4,5) 23
 UP BND f(g17,4,7,4,6) 23
 UP BND f(g17,5,7,5,6) 23
 UP BND f(g17,5,8,5,7) 23
 UP BND f(g17,5,9,5,8) 23
 UP BND f(g17,6,3,6,2) 23
 UP BND f(g17,6,4,6,3) 23
 UP BND f(g17,7,7,7,6) 23
 UP BND f(g17,2,7,1,7) 23
 UP BND f(g17,3,6,2,6) 23
 UP BND f(g17,4,6,3,6) 23
 UP BND f(g17,4,9,3,9) 23
 UP BND f(g17,5,4,4,4) 23
 UP BND f(g17,5,6,4,6) 23
 UP BND f(g17,5,7,4,7) 23
 UP BND f(g17,5,9,4,9) 23
 UP BND f(g17,6,4,5,4) 23
 UP BND f(g17,6,7,5,7) 23
 UP BND f(g17,7,7,6,7) 23
 UP BND f(g17,8,6,7,6) 23
 UP BND f(g18,4,11,3,11) 3
 UP BND f(g18,5,11,4,11) 3
 UP BND f(g18,6,11,5,11) 3
 UP BND f(g19,4,2,4,1) 16
 UP BND f(g19,4,3,4,2) 16
 UP BND f(g19,4,4,4,3) 16
 UP BND f(g19,4,5,4,4) 16
 UP BND f(g19,5,2,5,1) 16
 UP BND f(g19,5,3,5,2) 16
 UP BND f(g19,5,4,5,3) 16
 UP BND f(g19,5,5,5,4) 16
 UP BND f(g19,6,2,6,1) 16
 UP BND f(g19,6,3,6,2) 16
 UP BND f(g19,6,4,6,3) 16
 UP BND f(g19,6,5,6,4) 16
 UP BND f(g19,4,1,3,1) 16
 UP BND f(g19,5,1,4,1) 16
 UP BND f(g19,5,2,4,2) 16
 UP BND f(g19,5,3,4,3) 16
 UP BND f(g19,5,4,4,4) 16
 UP BND f(g19,5,5,4,5) 16
 UP BND f(g19,6,1,5,1) 16
 UP BND f(g19,6,2,5,2) 16
 UP BND f(g19,6,3,5,3) 16
 UP BND f(g19,6,4,5,4) 16
 UP BND f(g19,6,5,5,5) 16
 UP BND f(g19,7,5,6,5) 16
 UP BND f(g20,3,10,3,9) 10
 UP BND f(g20,3,11,3,10) 10
 UP BND f(g20,4,10,4,9) 10
 UP BND f(g20,6,11,6,10) 10
 UP BND f(g20,7,10,7,9) 10
 UP BND f(g20,7,11,7,10) 10
 UP BND f(g20,4,9,3,9) 10
 UP BND f(g20,4,10,3,10) 10
 UP BND f(g20,5,10,4,10) 10
 UP BND f(g20,6,10,5,10) 10
 UP BND f(g20,7,10,6,10) 10
 UP BND f(g20,7,11,6,11) 10
 UP BND f(g22,4,4,4,3) 16
 UP BND f(g22,4,5,4,4) 16
 UP BND f(g22,6,5,6,4) 16
 UP BND f(g22,6,6,6,5) 16
 UP BND f(g22,6,7,6,6) 16
 UP BND f(g22,6,8,6,7) 16
 UP BND f(g22,8,8,8,7) 16
 UP BND f(g22,8,9,8,8) 16
 UP BND f(g22,4,4,3,4) 16
 UP BND f(g22,5,5,4,5) 16
 UP BND f(g22,6,5,5,5) 16
 UP BND f(g22,6,8,5,8) 16
 UP BND f(g22,7,4,6,4) 16
 UP BND f(g22,7,7,6,7) 16
 UP BND f(g22,8,7,7,7) 16
 UP BND f(g22,9,8,8,8) 16
 UP BND f(g23,4,10,4,9) 16
 UP BND f(g23,5,9,5,8) 16
 UP BND f(g23,6,8,6,7) 16
 UP BND f(g23,6,9,6,8) 16
 UP BND f(g23,6,10,6,9) 16
 UP BND f(g23,6,11,6,10) 16
 UP BND f(g23,7,10,7,9) 16
 UP BND f(g23,8,9,8,8) 16
 UP BND f(g23,3,10,2,10) 16
 UP BND f(g23,4,10,3,10) 16
 UP BND f(g23,5,9,4,9) 16
 UP BND f(g23,6,8,5,8) 16
 UP BND f(g23,6,9,5,9) 16
 UP BND f(g23,7,9,6,9) 16
 UP BND f(g23,7,10,6,10) 16
 UP BND f(g23,8,9,7,9) 16
 UP BND f(g23,9,8,8,8) 16
 UP BND f(g23,10,8,9,8) 16
 UP BND f(g25,7,2,7,1) 7
 UP BND f(g25,7,3,7,2) 7
 UP BND f(g25,7,4,7,3) 7
 UP BND f(g25,7,1,6,1) 7
 UP BND f(g25,7,3,6,3) 7
 UP BND f(g25,8,2,7,2) 7
 UP BND f(g25,8,4,7,4) 7
 UP BND f(g26,6,8,6,7) 14
 UP BND f(g26,7,6,7,5) 14
 UP BND f(g26,7,7,7,6) 14
 UP BND f(g26,7,8,7,7) 14
 UP BND f(g26,7,9,7,8) 14
 UP BND f(g26,7,10,7,9) 14
 UP BND f(g26,7,11,7,10) 14
 UP BND f(g26,8,9,8,8) 14
 UP BND f(g26,6,8,5,8) 14
 UP BND f(g26,7,7,6,7) 14
 UP BND f(g26,7,8,6,8) 14
 UP BND f(g26,7,10,6,10) 14
 UP BND f(g26,8,6,7,6) 14
 UP BND f(g26,8,8,7,8) 14
 UP BND f(g26,8,9,7,9) 14
 UP BND f(g26,9,8,8,8) 14
 UP BND f(g27,5,1,5,0) 9
 UP BND f(g27,8,1,8,0) 9
 UP BND f(g27,11,1,11,0) 9
 UP BND f(g27,6,1,5,1) 9
 UP BND f(g27,7,1,6,1) 9
 UP BND f(g27,8,1,7,1) 9
 UP BND f(g27,9,0,8,0) 9
 UP BND f(g27,10,0,9,0) 9
 UP BND f(g27,11,0,10,0) 9
 UP BND f(g28,8,3,8,2) 4
 UP BND f(g28,8,4,8,3) 4
 UP BND f(g28,8,4,7,4) 4
 UP BND f(g28,9,2,8,2) 4
 UP BND f(g29,7,5,7,4) 10
 UP BND f(g29,8,5,8,4) 10
 UP BND f(g29,8,6,8,5) 10
 UP BND f(g29,9,6,9,5) 10
 UP BND f(g29,6,5,5,5) 10
 UP BND f(g29,7,5,6,5) 10
 UP BND f(g29,8,4,7,4) 10
 UP BND f(g29,8,5,7,5) 10
 UP BND f(g29,9,5,8,5) 10
 UP BND f(g29,9,6,8,6) 10
 UP BND f(g29,10,5,9,5) 10
 UP BND f(g29,11,5,10,5) 10
 UP BND f(g30,7,10,7,9) 5
 UP BND f(g30,10,11,10,10) 5
 UP BND f(g30,8,10,7,10) 5
 UP BND f(g30,9,10,8,10) 5
 UP BND f(g30,10,10,9,10) 5
 UP BND f(g31,8,11,7,11) 3
 UP BND f(g31,9,11,8,11) 3
 UP BND f(g31,10,11,9,11) 3
 UP BND f(g32,9,1,9,0) 4
 UP BND f(g32,9,2,9,1) 4
 UP BND f(g32,9,2,8,2) 4
 UP BND f(g32,10,0,9,0) 4
 UP BND f(g33,9,3,9,2) 8
 UP BND f(g33,9,4,9,3) 8
 UP BND f(g33,9,5,9,4) 8
 UP BND f(g33,9,6,9,5) 8
 UP BND f(g33,8,4,7,4) 8
 UP BND f(g33,9,4,8,4) 8
 UP BND f(g33,10,4,9,4) 8
 UP BND f(g33,11,4,10,4) 8
 UP BND f(g34,7,6,7,5) 10
 UP BND f(g34,8,7,8,6) 10
 UP BND f(g34,9,7,9,6) 10
 UP BND f(g34,9,8,9,7) 10
 UP BND f(g34,10,8,10,7) 10
 UP BND f(g34,11,9,11,8) 10
 UP BND f(g34,8,6,7,6) 10
 UP BND f(g34,9,6,8,6) 10
 UP BND f(g34,9,7,8,7) 10
 UP BND f(g34,10,7,9,7) 10
 UP BND f(g34,10,8,9,8) 10
 UP BND f(g34,11,8,10,8) 10
 UP BND f(g35,9,9,9,8) 5
 UP BND f(g35,10,10,10,9) 5
 UP BND f(g35,9,9,8,9) 5
 UP BND f(g35,10,9,9,9) 5
 UP BND f(g35,11,9,10,9) 5
 UP BND f(g36,10,1,10,0) 11
 UP BND f(g36,10,2,10,1) 11
 UP BND f(g36,10,3,10,2) 11
 UP BND f(g36,10,4,10,3) 11
 UP BND f(g36,10,5,10,4) 11
 UP BND f(g36,11,1,11,0) 11
 UP BND f(g36,11,2,11,1) 11
 UP BND f(g36,11,3,11,2) 11
 UP BND f(g36,11,4,11,3) 11
 UP BND f(g36,11,5,11,4) 11
 UP BND f(g36,11,0,10,0) 11
 UP BND f(g36,11,1,10,1) 11
 UP BND f(g36,11,2,10,2) 11
 UP BND f(g36,11,3,10,3) 11
 UP BND f(g36,11,4,10,4) 11
 UP BND f(g36,11,5,10,5) 11
 UP BND f(g37,10,7,10,6) 7
 UP BND f(g37,10,8,10,7) 7
 UP BND f(g37,11,5,11,4) 7
 UP BND f(g37,11,6,11,5) 7
 UP BND f(g37,11,4,10,4) 7
 UP BND f(g37,11,6,10,6) 7
 UP BND f(g37,11,8,10,8) 7
 UP BND f(g39,11,11,11,10) 1
ENDATA
