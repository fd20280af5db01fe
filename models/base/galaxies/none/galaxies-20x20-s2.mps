NAME galaxies_none_galaxies_20x20_s2
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
 E cover(10,12)
 E cover(10,13)
 E cover(10,14)
 E cover(10,15)
 E cover(10,16)
 E cover(10,17)
 E cover(10,18)
 E cover(10,19)
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
 E cover(11,12)
 E cover(11,13)
 E cover(11,14)
 E cover(11,15)
 E cover(11,16)
 E cover(11,17)
 E cover(11,18)
 E cover(11,19)
 E cover(12,0)
 E cover(12,1)
 E cover(12,2)
 E cover(12,3)
 E cover(12,4)
 E cover(12,5)
 E cover(12,6)
 E cover(12,7)
 E cover(12,8)
 E cover(12,9)
 E cover(12,10)
 E cover(12,11)
 E cover(12,12)
 E cover(12,13)
 E cover(12,14)
 E cover(12,15)
 E cover(12,16)
 E cover(12,17)
 E cover(12,18)
 E cover(12,19)
 E cover(13,0)
 E cover(13,1)
 E cover(13,2)
 E cover(13,3)
 E cover(13,4)
 E cover(13,5)
 E cover(13,6)
 E cover(13,7)
 E cover(13,8)
 E cover(13,9)
 E cover(13,10)
 E cover(13,11)
 E cover(13,12)
 E cover(13,13)
 E cover(13,14)
 E cover(13,15)
 E cover(13,16)
 E cover(13,17)
 E cover(13,18)
 E cover(13,19)
 E cover(14,0)
 E cover(14,1)
 E cover(14,2)
 E cover(14,3)
 E cover(14,4)
 E cover(14,5)
 E cover(14,6)
 E cover(14,7)
 E cover(14,8)
 E cover(14,9)
 E cover(14,10)
 E cover(14,11)
 E cover(14,12)
 E cover(14,13)
 E cover(14,14)
 E cover(14,15)
 E cover(14,16)
 E cover(14,17)
 E cover(14,18)
 E cover(14,19)
 E cover(15,0)
 E cover(15,1)
 E cover(15,2)
 E cover(15,3)
 E cover(15,4)
 E cover(15,5)
 E cover(15,6)
 E cover(15,7)
 E cover(15,8)
 E cover(15,9)
 E cover(15,10)
 E cover(15,11)
 E cover(15,12)
 E cover(15,13)
 E cover(15,14)
 E cover(15,15)
 E cover(15,16)
 E cover(15,17)
 E cover(15,18)
 E cover(15,19)
 E cover(16,0)
 E cover(16,1)
 E cover(16,2)
 E cover(16,3)
 E cover(16,4)
 E cover(16,5)
 E cover(16,6)
 E cover(16,7)
 E cover(16,8)
 E cover(16,9)
 E cover(16,10)
 E cover(16,11)
 E cover(16,12)
 E cover(16,13)
 E cover(16,14)
 E cover(16,15)
 E cover(16,16)
 E cover(16,17)
 E cover(16,18)
 E cover(16,19)
 E cover(17,0)
 E cover(17,1)
 E cover(17,2)
 E cover(17,3)
 E cover(17,4)
 E cover(17,5)
 E cover(17,6)
 E cover(17,7)
 E cover(17,8)
 E cover(17,9)
 E cover(17,10)
 E cover(17,11)
 E cover(17,12)
 E cover(17,13)
 E cover(17,14)
 E cover(17,15)
 E cover(17,16)
 E cover(17,17)
 E cover(17,18)
 E cover(17,19)
 E cover(18,0)
 E cover(18,1)
 E cover(18,2)
 E cover(18,3)
 E cover(18,4)
 E cover(18,5)
 E cover(18,6)
 E cover(18,7)
 E cover(18,8)
 E cover(18,9)
 E cover(18,10)
 E cover(18,11)
 E cover(18,12)
 E cover(18,13)
 E cover(18,14)
 E cover(18,15)
 E cover(18,16)
 E cover(18,17)
 E cover(18,18)
 E cover(18,19)
 E cover(19,0)
 E cover(19,1)
 E cover(19,2)
 E cover(19,3)
 E cover(19,4)
 E cover(19,5)
 E cover(19,6)
 E cover(19,7)
 E cover(19,8)
 E cover(19,9)
 E cover(19,10)
 E cover(19,11)
 E cover(19,12)
 E cover(19,13)
 E cover(19,14)
 E cover(19,15)
 E cover(19,16)
 E cover(19,17)
 E cover(19,18)
 E cover(19,19)
 E centre(0,5,g0)
 E centre(0,6,g0)
 E centre(0,7,g1)
 E centre(0,8,g1)
 E centre(0,9,g2)
 E centre(0,16,g3)
 E centre(0,19,g4)
 E centre(1,2,g5)
 E centre(1,6,g6)
 E centre(1,15,g7)
 E centre(1,11,g8)
 E centre(1,12,g8)
 E centre(2,11,g8)
 E centre(2,12,g8)
 E centre(1,16,g9)
 E centre(1,17,g9)
 E centre(2,16,g9)
 E centre(2,17,g9)
 E centre(1,18,g10)
 E centre(2,18,g10)
 E centre(2,19,g11)
 E centre(2,3,g12)
 E centre(3,3,g12)
 E centre(2,4,g13)
 E centre(3,4,g13)
 E centre(3,2,g14)
 E centre(3,15,g15)
 E centre(3,16,g15)
 E centre(3,8,g16)
 E centre(4,8,g16)
 E centre(4,7,g17)
 E centre(4,11,g18)
 E centre(4,14,g19)
 E centre(4,17,g20)
 E centre(4,18,g21)
 E centre(4,19,g21)
 E centre(4,16,g22)
 E centre(5,16,g22)
 E centre(5,5,g23)
 E centre(5,6,g24)
 E centre(5,7,g24)
 E centre(5,11,g25)
 E centre(5,12,g25)
 E centre(5,13,g26)
 E centre(5,15,g27)
 E centre(5,14,g28)
 E centre(6,14,g28)
 E centre(6,0,g29)
 E centre(6,1,g29)
 E centre(6,3,g30)
 E centre(6,18,g31)
 E centre(6,4,g32)
 E centre(7,4,g32)
 E centre(6,5,g33)
 E centre(6,6,g33)
 E centre(7,5,g33)
 E centre(7,6,g33)
 E centre(6,10,g34)
 E centre(7,10,g34)
 E centre(6,12,g35)
 E centre(7,12,g35)
 E centre(6,15,g36)
 E centre(7,15,g36)
 E centre(7,13,g37)
 E centre(8,0,g38)
 E centre(8,2,g39)
 E centre(8,3,g40)
 E centre(8,9,g41)
 E centre(8,12,g42)
 E centre(8,13,g42)
 E centre(8,14,g43)
 E centre(8,15,g44)
 E centre(8,16,g45)
 E centre(8,19,g46)
 E centre(8,17,g47)
 E centre(9,17,g47)
 E centre(9,12,g48)
 E centre(9,15,g49)
 E centre(10,15,g49)
 E centre(9,18,g50)
 E centre(10,18,g50)
 E centre(10,9,g51)
 E centre(10,10,g51)
 E centre(10,12,g52)
 E centre(10,16,g53)
 E centre(10,5,g54)
 E centre(10,6,g54)
 E centre(11,5,g54)
 E centre(11,6,g54)
 E centre(10,8,g55)
 E centre(11,8,g55)
 E centre(11,2,g56)
 E centre(11,7,g57)
 E centre(11,10,g58)
 E centre(11,11,g58)
 E centre(11,13,g59)
 E centre(11,14,g59)
 E centre(11,15,g60)
 E centre(11,16,g61)
 E centre(11,17,g62)
 E centre(12,11,g63)
 E centre(12,14,g64)
 E centre(12,17,g65)
 E centre(12,15,g66)
 E centre(12,16,g66)
 E centre(13,15,g66)
 E centre(13,16,g66)
 E centre(13,0,g67)
 E centre(13,1,g67)
 E centre(13,3,g68)
 E centre(13,4,g68)
 E centre(13,8,g69)
 E centre(13,9,g69)
 E centre(13,12,g70)
 E centre(13,14,g71)
 E centre(13,17,g72)
 E centre(14,0,g73)
 E centre(14,1,g73)
 E centre(14,6,g74)
 E centre(14,8,g75)
 E centre(14,10,g76)
 E centre(14,11,g77)
 E centre(14,13,g78)
 E centre(14,14,g79)
 E centre(14,15,g80)
 E centre(14,16,g81)
 E centre(15,16,g81)
 E centre(14,19,g82)
 E centre(15,19,g82)
 E centre(15,1,g83)
 E centre(15,6,g84)
 E centre(15,7,g84)
 E centre(15,9,g85)
 E centre(15,12,g86)
 E centre(15,13,g86)
 E centre(15,17,g87)
 E centre(15,18,g88)
 E centre(15,5,g89)
 E centre(16,5,g89)
 E centre(16,6,g90)
 E centre(16,7,g91)
 E centre(16,11,g92)
 E centre(16,12,g92)
 E centre(16,15,g93)
 E centre(16,18,g94)
 E centre(16,8,g95)
 E centre(17,8,g95)
 E centre(16,16,g96)
 E centre(16,17,g96)
 E centre(17,16,g96)
 E centre(17,17,g96)
 E centre(17,0,g97)
 E centre(17,1,g97)
 E centre(17,5,g98)
 E centre(17,6,g98)
 E centre(17,9,g99)
 E centre(17,15,g100)
 E centre(17,18,g101)
 E centre(17,2,g102)
 E centre(18,2,g102)
 E centre(17,12,g103)
 E centre(17,13,g103)
 E centre(18,12,g103)
 E centre(18,13,g103)
 E centre(18,3,g104)
 E centre(18,7,g105)
 E centre(18,8,g105)
 E centre(18,16,g106)
 E centre(18,17,g107)
 E centre(18,18,g107)
 E centre(19,0,g108)
 E centre(19,1,g108)
 E centre(19,4,g109)
 E centre(19,5,g109)
 E centre(19,12,g110)
 E centre(19,13,g110)
 E symmetry(0,5,g0)
 E symmetry(0,7,g1)
 E symmetry(0,14,g3)
 E symmetry(0,15,g3)
 E symmetry(0,2,g5)
 E symmetry(0,3,g5)
 E symmetry(0,4,g5)
 E symmetry(1,0,g5)
 E symmetry(1,1,g5)
 E symmetry(0,2,g6)
 E symmetry(0,3,g6)
 E symmetry(0,4,g6)
 E symmetry(1,3,g6)
 E symmetry(1,4,g6)
 E symmetry(1,5,g6)
 E symmetry(0,15,g7)
 E symmetry(0,10,g8)
 E symmetry(0,11,g8)
 E symmetry(0,12,g8)
 E symmetry(0,13,g8)
 E symmetry(0,14,g8)
 E symmetry(1,8,g8)
 E symmetry(1,9,g8)
 E symmetry(1,10,g8)
 E symmetry(1,11,g8)
 E symmetry(1,12,g8)
 E symmetry(1,13,g8)
 E symmetry(1,14,g8)
 E symmetry(1,16,g9)
 E symmetry(1,17,g9)
 E symmetry(0,17,g10)
 E symmetry(0,18,g10)
 E symmetry(1,18,g10)
 E symmetry(1,19,g11)
 E symmetry(0,2,g12)
 E symmetry(0,3,g12)
 E symmetry(0,4,g12)
 E symmetry(1,0,g12)
 E symmetry(1,1,g12)
 E symmetry(1,3,g12)
 E symmetry(1,4,g12)
 E symmetry(1,5,g12)
 E symmetry(2,0,g12)
 E symmetry(2,1,g12)
 E symmetry(2,3,g12)
 E symmetry(2,5,g12)
 E symmetry(2,6,g12)
 E symmetry(0,4,g13)
 E symmetry(1,3,g13)
 E symmetry(1,4,g13)
 E symmetry(1,5,g13)
 E symmetry(2,4,g13)
 E symmetry(1,0,g14)
 E symmetry(1,1,g14)
 E symmetry(2,0,g14)
 E symmetry(2,1,g14)
 E symmetry(2,2,g14)
 E symmetry(3,12,g15)
 E symmetry(3,13,g15)
 E symmetry(3,14,g15)
 E symmetry(3,15,g15)
 E symmetry(0,13,g16)
 E symmetry(0,14,g16)
 E symmetry(0,15,g16)
 E symmetry(1,7,g16)
 E symmetry(1,8,g16)
 E symmetry(1,9,g16)
 E symmetry(1,14,g16)
 E symmetry(2,6,g16)
 E symmetry(2,7,g16)
 E symmetry(2,8,g16)
 E symmetry(2,13,g16)
 E symmetry(2,14,g16)
 E symmetry(2,15,g16)
 E symmetry(3,6,g16)
 E symmetry(3,7,g16)
 E symmetry(3,8,g16)
 E symmetry(3,10,g16)
 E symmetry(3,11,g16)
 E symmetry(3,12,g16)
 E symmetry(3,13,g16)
 E symmetry(3,14,g16)
 E symmetry(0,14,g18)
 E symmetry(0,15,g18)
 E symmetry(1,13,g18)
 E symmetry(1,14,g18)
 E symmetry(2,13,g18)
 E symmetry(2,14,g18)
 E symmetry(2,15,g18)
 E symmetry(3,12,g18)
 E symmetry(3,13,g18)
 E symmetry(3,14,g18)
 E symmetry(4,9,g18)
 E symmetry(4,10,g18)
 E symmetry(4,13,g19)
 E symmetry(3,17,g20)
 E symmetry(3,18,g21)
 E symmetry(3,19,g21)
 E symmetry(4,18,g21)
 E symmetry(4,15,g22)
 E symmetry(4,16,g22)
 E symmetry(0,10,g24)
 E symmetry(0,11,g24)
 E symmetry(0,12,g24)
 E symmetry(0,13,g24)
 E symmetry(1,3,g24)
 E symmetry(1,4,g24)
 E symmetry(1,5,g24)
 E symmetry(1,7,g24)
 E symmetry(1,8,g24)
 E symmetry(1,9,g24)
 E symmetry(1,10,g24)
 E symmetry(1,13,g24)
 E symmetry(2,5,g24)
 E symmetry(2,6,g24)
 E symmetry(2,7,g24)
 E symmetry(2,8,g24)
 E symmetry(2,9,g24)
 E symmetry(3,5,g24)
 E symmetry(3,6,g24)
 E symmetry(4,4,g24)
 E symmetry(4,5,g24)
 E symmetry(4,6,g24)
 E symmetry(5,3,g24)
 E symmetry(5,4,g24)
 E symmetry(5,6,g24)
 E symmetry(3,12,g25)
 E symmetry(4,12,g25)
 E symmetry(5,11,g25)
 E symmetry(4,13,g26)
 E symmetry(5,14,g28)
 E symmetry(0,0,g29)
 E symmetry(0,1,g29)
 E symmetry(1,0,g29)
 E symmetry(1,1,g29)
 E symmetry(2,0,g29)
 E symmetry(2,1,g29)
 E symmetry(3,0,g29)
 E symmetry(3,1,g29)
 E symmetry(4,0,g29)
 E symmetry(5,0,g29)
 E symmetry(5,1,g29)
 E symmetry(6,0,g29)
 E symmetry(5,3,g30)
 E symmetry(5,4,g30)
 E symmetry(5,17,g31)
 E symmetry(5,18,g31)
 E symmetry(5,19,g31)
 E symmetry(6,17,g31)
 E symmetry(0,1,g32)
 E symmetry(0,2,g32)
 E symmetry(0,3,g32)
 E symmetry(1,0,g32)
 E symmetry(1,1,g32)
 E symmetry(1,3,g32)
 E symmetry(1,4,g32)
 E symmetry(1,5,g32)
 E symmetry(1,7,g32)
 E symmetry(1,8,g32)
 E symmetry(2,5,g32)
 E symmetry(2,7,g32)
 E symmetry(2,8,g32)
 E symmetry(3,1,g32)
 E symmetry(3,5,g32)
 E symmetry(3,6,g32)
 E symmetry(3,7,g32)
 E symmetry(4,0,g32)
 E symmetry(4,1,g32)
 E symmetry(4,2,g32)
 E symmetry(4,3,g32)
 E symmetry(4,4,g32)
 E symmetry(4,5,g32)
 E symmetry(4,6,g32)
 E symmetry(5,0,g32)
 E symmetry(5,1,g32)
 E symmetry(5,2,g32)
 E symmetry(5,3,g32)
 E symmetry(5,4,g32)
 E symmetry(6,4,g32)
 E symmetry(6,5,g33)
 E symmetry(6,6,g33)
 E symmetry(3,9,g34)
 E symmetry(4,9,g34)
 E symmetry(4,10,g34)
 E symmetry(5,9,g34)
 E symmetry(5,10,g34)
 E symmetry(6,9,g34)
 E symmetry(6,10,g34)
 E symmetry(6,11,g34)
 E symmetry(6,12,g35)
 E symmetry(6,13,g35)
 E symmetry(6,15,g36)
 E symmetry(6,16,g36)
 E symmetry(7,0,g38)
 E symmetry(6,2,g39)
 E symmetry(7,0,g39)
 E symmetry(7,1,g39)
 E symmetry(7,2,g39)
 E symmetry(7,3,g39)
 E symmetry(2,1,g40)
 E symmetry(2,2,g40)
 E symmetry(3,0,g40)
 E symmetry(3,1,g40)
 E symmetry(4,0,g40)
 E symmetry(4,1,g40)
 E symmetry(4,2,g40)
 E symmetry(4,3,g40)
 E symmetry(4,4,g40)
 E symmetry(4,5,g40)
 E symmetry(4,6,g40)
 E symmetry(5,2,g40)
 E symmetry(5,3,g40)
 E symmetry(6,2,g40)
 E symmetry(7,0,g40)
 E symmetry(7,1,g40)
 E symmetry(7,2,g40)
 E symmetry(7,3,g40)
 E symmetry(8,1,g40)
 E symmetry(6,7,g41)
 E symmetry(6,11,g41)
 E symmetry(7,7,g41)
 E symmetry(7,8,g41)
 E symmetry(7,9,g41)
 E symmetry(7,11,g41)
 E symmetry(8,7,g41)
 E symmetry(8,8,g41)
 E symmetry(8,12,g42)
 E symmetry(7,14,g43)
 E symmetry(7,16,g45)
 E symmetry(5,19,g46)
 E symmetry(6,19,g46)
 E symmetry(7,19,g46)
 E symmetry(7,17,g47)
 E symmetry(8,17,g47)
 E symmetry(8,18,g47)
 E symmetry(8,10,g48)
 E symmetry(8,11,g48)
 E symmetry(9,10,g48)
 E symmetry(9,11,g48)
 E symmetry(9,15,g49)
 E symmetry(9,16,g49)
 E symmetry(6,17,g50)
 E symmetry(7,17,g50)
 E symmetry(7,18,g50)
 E symmetry(8,18,g50)
 E symmetry(9,18,g50)
 E symmetry(9,19,g50)
 E symmetry(8,10,g51)
 E symmetry(8,11,g51)
 E symmetry(9,10,g51)
 E symmetry(10,9,g51)
 E symmetry(10,11,g52)
 E symmetry(8,1,g54)
 E symmetry(8,4,g54)
 E symmetry(8,5,g54)
 E symmetry(8,6,g54)
 E symmetry(9,1,g54)
 E symmetry(9,2,g54)
 E symmetry(9,3,g54)
 E symmetry(9,4,g54)
 E symmetry(9,5,g54)
 E symmetry(9,6,g54)
 E symmetry(9,7,g54)
 E symmetry(9,8,g54)
 E symmetry(9,9,g54)
 E symmetry(9,10,g54)
 E symmetry(9,11,g54)
 E symmetry(10,2,g54)
 E symmetry(10,5,g54)
 E symmetry(10,6,g54)
 E symmetry(10,7,g54)
 E symmetry(10,11,g54)
 E symmetry(7,11,g55)
 E symmetry(8,5,g55)
 E symmetry(8,6,g55)
 E symmetry(8,10,g55)
 E symmetry(8,11,g55)
 E symmetry(9,6,g55)
 E symmetry(9,7,g55)
 E symmetry(9,8,g55)
 E symmetry(9,9,g55)
 E symmetry(9,10,g55)
 E symmetry(9,11,g55)
 E symmetry(10,7,g55)
 E symmetry(10,8,g55)
 E symmetry(9,2,g56)
 E symmetry(10,0,g56)
 E symmetry(10,1,g56)
 E symmetry(10,2,g56)
 E symmetry(10,3,g56)
 E symmetry(10,4,g56)
 E symmetry(11,0,g56)
 E symmetry(11,1,g56)
 E symmetry(8,7,g57)
 E symmetry(9,7,g57)
 E symmetry(9,8,g57)
 E symmetry(9,9,g57)
 E symmetry(10,7,g57)
 E symmetry(9,10,g58)
 E symmetry(9,11,g58)
 E symmetry(10,11,g58)
 E symmetry(11,9,g58)
 E symmetry(11,10,g58)
 E symmetry(9,14,g59)
 E symmetry(10,14,g59)
 E symmetry(11,13,g59)
 E symmetry(11,9,g63)
 E symmetry(11,12,g63)
 E symmetry(12,9,g63)
 E symmetry(12,10,g63)
 E symmetry(12,15,g66)
 E symmetry(12,16,g66)
 E symmetry(13,0,g67)
 E symmetry(9,3,g68)
 E symmetry(9,4,g68)
 E symmetry(10,3,g68)
 E symmetry(10,4,g68)
 E symmetry(11,3,g68)
 E symmetry(11,4,g68)
 E symmetry(12,2,g68)
 E symmetry(12,3,g68)
 E symmetry(12,4,g68)
 E symmetry(12,5,g68)
 E symmetry(13,2,g68)
 E symmetry(13,3,g68)
 E symmetry(12,8,g69)
 E symmetry(12,10,g69)
 E symmetry(13,6,g69)
 E symmetry(13,7,g69)
 E symmetry(13,8,g69)
 E symmetry(12,12,g70)
 E symmetry(13,11,g70)
 E symmetry(14,0,g73)
 E symmetry(14,5,g74)
 E symmetry(14,7,g75)
 E symmetry(12,10,g76)
 E symmetry(13,10,g76)
 E symmetry(13,11,g77)
 E symmetry(11,18,g81)
 E symmetry(12,18,g81)
 E symmetry(13,18,g81)
 E symmetry(13,19,g81)
 E symmetry(14,16,g81)
 E symmetry(14,17,g81)
 E symmetry(14,18,g81)
 E symmetry(10,19,g82)
 E symmetry(11,19,g82)
 E symmetry(12,19,g82)
 E symmetry(13,19,g82)
 E symmetry(14,19,g82)
 E symmetry(14,2,g83)
 E symmetry(15,0,g83)
 E symmetry(15,6,g84)
 E symmetry(14,9,g85)
 E symmetry(15,8,g85)
 E symmetry(14,12,g86)
 E symmetry(15,10,g86)
 E symmetry(15,11,g86)
 E symmetry(15,12,g86)
 E symmetry(15,5,g89)
 E symmetry(16,9,g92)
 E symmetry(16,10,g92)
 E symmetry(16,11,g92)
 E symmetry(16,8,g95)
 E symmetry(16,9,g95)
 E symmetry(16,16,g96)
 E symmetry(16,17,g96)
 E symmetry(16,0,g97)
 E symmetry(16,1,g97)
 E symmetry(17,0,g97)
 E symmetry(17,4,g98)
 E symmetry(17,5,g98)
 E symmetry(16,9,g99)
 E symmetry(16,1,g102)
 E symmetry(16,2,g102)
 E symmetry(17,2,g102)
 E symmetry(17,3,g102)
 E symmetry(17,4,g102)
 E symmetry(16,9,g103)
 E symmetry(16,10,g103)
 E symmetry(16,14,g103)
 E symmetry(17,10,g103)
 E symmetry(17,11,g103)
 E symmetry(17,12,g103)
 E symmetry(17,13,g103)
 E symmetry(17,14,g103)
 E symmetry(17,3,g104)
 E symmetry(17,4,g104)
 E symmetry(17,4,g105)
 E symmetry(17,7,g105)
 E symmetry(18,4,g105)
 E symmetry(18,5,g105)
 E symmetry(18,6,g105)
 E symmetry(18,7,g105)
 E symmetry(18,17,g107)
 E symmetry(19,0,g108)
 E symmetry(19,2,g109)
 E symmetry(19,3,g109)
 E symmetry(19,4,g109)
 E symmetry(19,6,g110)
 E symmetry(19,7,g110)
 E symmetry(19,8,g110)
 E symmetry(19,9,g110)
 E symmetry(19,10,g110)
 E symmetry(19,11,g110)
 E symmetry(19,12,g110)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,5,g0) cover(0,5) 1
    x(0,5,g0) centre(0,5,g0) 1
    x(0,5,g0) symmetry(0,5,g0) 1
    x(0,6,g0) cover(0,6) 1
    x(0,6,g0) centre(0,6,g0) 1
    x(0,6,g0) symmetry(0,5,g0) -1
    x(0,7,g1) cover(0,7) 1
    x(0,7,g1) centre(0,7,g1) 1
    x(0,7,g1) symmetry(0,7,g1) 1
    x(0,8,g1) cover(0,8) 1
    x(0,8,g1) centre(0,8,g1) 1
    x(0,8,g1) symmetry(0,7,g1) -1
    x(0,9,g2) cover(0,9) 1
    x(0,9,g2) centre(0,9,g2) 1
    x(0,14,g3) cover(0,14) 1
    x(0,14,g3) symmetry(0,14,g3) 1
    x(0,15,g3) cover(0,15) 1
    x(0,15,g3) symmetry(0,15,g3) 1
    x(0,16,g3) cover(0,16) 1
    x(0,16,g3) centre(0,16,g3) 1
    x(0,17,g3) cover(0,17) 1
    x(0,17,g3) symmetry(0,15,g3) -1
    x(0,18,g3) cover(0,18) 1
    x(0,18,g3) symmetry(0,14,g3) -1
    x(0,19,g4) cover(0,19) 1
    x(0,19,g4) centre(0,19,g4) 1
    x(0,2,g5) cover(0,2) 1
    x(0,2,g5) symmetry(0,2,g5) 1
    x(0,3,g5) cover(0,3) 1
    x(0,3,g5) symmetry(0,3,g5) 1
    x(0,4,g5) cover(0,4) 1
    x(0,4,g5) symmetry(0,4,g5) 1
    x(1,0,g5) cover(1,0) 1
    x(1,0,g5) symmetry(1,0,g5) 1
    x(1,1,g5) cover(1,1) 1
    x(1,1,g5) symmetry(1,1,g5) 1
    x(1,2,g5) cover(1,2) 1
    x(1,2,g5) centre(1,2,g5) 1
    x(1,3,g5) cover(1,3) 1
    x(1,3,g5) symmetry(1,1,g5) -1
    x(1,4,g5) cover(1,4) 1
    x(1,4,g5) symmetry(1,0,g5) -1
    x(2,0,g5) cover(2,0) 1
    x(2,0,g5) symmetry(0,4,g5) -1
    x(2,1,g5) cover(2,1) 1
    x(2,1,g5) symmetry(0,3,g5) -1
    x(2,2,g5) cover(2,2) 1
    x(2,2,g5) symmetry(0,2,g5) -1
    x(0,2,g6) cover(0,2) 1
    x(0,2,g6) symmetry(0,2,g6) 1
    x(0,3,g6) cover(0,3) 1
    x(0,3,g6) symmetry(0,3,g6) 1
    x(0,4,g6) cover(0,4) 1
    x(0,4,g6) symmetry(0,4,g6) 1
    x(1,3,g6) cover(1,3) 1
    x(1,3,g6) symmetry(1,3,g6) 1
    x(1,4,g6) cover(1,4) 1
    x(1,4,g6) symmetry(1,4,g6) 1
    x(1,5,g6) cover(1,5) 1
    x(1,5,g6) symmetry(1,5,g6) 1
    x(1,6,g6) cover(1,6) 1
    x(1,6,g6) centre(1,6,g6) 1
    x(1,7,g6) cover(1,7) 1
    x(1,7,g6) symmetry(1,5,g6) -1
    x(1,8,g6) cover(1,8) 1
    x(1,8,g6) symmetry(1,4,g6) -1
    x(1,9,g6) cover(1,9) 1
    x(1,9,g6) symmetry(1,3,g6) -1
    x(2,8,g6) cover(2,8) 1
    x(2,8,g6) symmetry(0,4,g6) -1
    x(2,9,g6) cover(2,9) 1
    x(2,9,g6) symmetry(0,3,g6) -1
    x(2,10,g6) cover(2,10) 1
    x(2,10,g6) symmetry(0,2,g6) -1
    x(0,15,g7) cover(0,15) 1
    x(0,15,g7) symmetry(0,15,g7) 1
    x(1,15,g7) cover(1,15) 1
    x(1,15,g7) centre(1,15,g7) 1
    x(2,15,g7) cover(2,15) 1
    x(2,15,g7) symmetry(0,15,g7) -1
    x(0,10,g8) cover(0,10) 1
    x(0,10,g8) symmetry(0,10,g8) 1
    x(0,11,g8) cover(0,11) 1
    x(0,11,g8) symmetry(0,11,g8) 1
    x(0,12,g8) cover(0,12) 1
    x(0,12,g8) symmetry(0,12,g8) 1
    x(0,13,g8) cover(0,13) 1
    x(0,13,g8) symmetry(0,13,g8) 1
    x(0,14,g8) cover(0,14) 1
    x(0,14,g8) symmetry(0,14,g8) 1
    x(1,8,g8) cover(1,8) 1
    x(1,8,g8) symmetry(1,8,g8) 1
    x(1,9,g8) cover(1,9) 1
    x(1,9,g8) symmetry(1,9,g8) 1
    x(1,10,g8) cover(1,10) 1
    x(1,10,g8) symmetry(1,10,g8) 1
    x(1,11,g8) cover(1,11) 1
    x(1,11,g8) centre(1,11,g8) 1
    x(1,11,g8) symmetry(1,11,g8) 1
    x(1,12,g8) cover(1,12) 1
    x(1,12,g8) centre(1,12,g8) 1
    x(1,12,g8) symmetry(1,12,g8) 1
    x(1,13,g8) cover(1,13) 1
    x(1,13,g8) symmetry(1,13,g8) 1
    x(1,14,g8) cover(1,14) 1
    x(1,14,g8) symmetry(1,14,g8) 1
    x(2,9,g8) cover(2,9) 1
    x(2,9,g8) symmetry(1,14,g8) -1
    x(2,10,g8) cover(2,10) 1
    x(2,10,g8) symmetry(1,13,g8) -1
    x(2,11,g8) cover(2,11) 1
    x(2,11,g8) centre(2,11,g8) 1
    x(2,11,g8) symmetry(1,12,g8) -1
    x(2,12,g8) cover(2,12) 1
    x(2,12,g8) centre(2,12,g8) 1
    x(2,12,g8) symmetry(1,11,g8) -1
    x(2,13,g8) cover(2,13) 1
    x(2,13,g8) symmetry(1,10,g8) -1
    x(2,14,g8) cover(2,14) 1
    x(2,14,g8) symmetry(1,9,g8) -1
    x(2,15,g8) cover(2,15) 1
    x(2,15,g8) symmetry(1,8,g8) -1
    x(3,9,g8) cover(3,9) 1
    x(3,9,g8) symmetry(0,14,g8) -1
    x(3,10,g8) cover(3,10) 1
    x(3,10,g8) symmetry(0,13,g8) -1
    x(3,11,g8) cover(3,11) 1
    x(3,11,g8) symmetry(0,12,g8) -1
    x(3,12,g8) cover(3,12) 1
    x(3,12,g8) symmetry(0,11,g8) -1
    x(3,13,g8) cover(3,13) 1
    x(3,13,g8) symmetry(0,10,g8) -1
    x(1,16,g9) cover(1,16) 1
    x(1,16,g9) centre(1,16,g9) 1
    x(1,16,g9) symmetry(1,16,g9) 1
    x(1,17,g9) cover(1,17) 1
    x(1,17,g9) centre(1,17,g9) 1
    x(1,17,g9) symmetry(1,17,g9) 1
    x(2,16,g9) cover(2,16) 1
    x(2,16,g9) centre(2,16,g9) 1
    x(2,16,g9) symmetry(1,17,g9) -1
    x(2,17,g9) cover(2,17) 1
    x(2,17,g9) centre(2,17,g9) 1
    x(2,17,g9) symmetry(1,16,g9) -1
    x(0,17,g10) cover(0,17) 1
    x(0,17,g10) symmetry(0,17,g10) 1
    x(0,18,g10) cover(0,18) 1
    x(0,18,g10) symmetry(0,18,g10) 1
    x(1,18,g10) cover(1,18) 1
    x(1,18,g10) centre(1,18,g10) 1
    x(1,18,g10) symmetry(1,18,g10) 1
    x(2,18,g10) cover(2,18) 1
    x(2,18,g10) centre(2,18,g10) 1
    x(2,18,g10) symmetry(1,18,g10) -1
    x(3,18,g10) cover(3,18) 1
    x(3,18,g10) symmetry(0,18,g10) -1
    x(3,19,g10) cover(3,19) 1
    x(3,19,g10) symmetry(0,17,g10) -1
    x(1,19,g11) cover(1,19) 1
    x(1,19,g11) symmetry(1,19,g11) 1
    x(2,19,g11) cover(2,19) 1
    x(2,19,g11) centre(2,19,g11) 1
    x(3,19,g11) cover(3,19) 1
    x(3,19,g11) symmetry(1,19,g11) -1
    x(0,2,g12) cover(0,2) 1
    x(0,2,g12) symmetry(0,2,g12) 1
    x(0,3,g12) cover(0,3) 1
    x(0,3,g12) symmetry(0,3,g12) 1
    x(0,4,g12) cover(0,4) 1
    x(0,4,g12) symmetry(0,4,g12) 1
    x(1,0,g12) cover(1,0) 1
    x(1,0,g12) symmetry(1,0,g12) 1
    x(1,1,g12) cover(1,1) 1
    x(1,1,g12) symmetry(1,1,g12) 1
    x(1,3,g12) cover(1,3) 1
    x(1,3,g12) symmetry(1,3,g12) 1
    x(1,4,g12) cover(1,4) 1
    x(1,4,g12) symmetry(1,4,g12) 1
    x(1,5,g12) cover(1,5) 1
    x(1,5,g12) symmetry(1,5,g12) 1
    x(2,0,g12) cover(2,0) 1
    x(2,0,g12) symmetry(2,0,g12) 1
    x(2,1,g12) cover(2,1) 1
    x(2,1,g12) symmetry(2,1,g12) 1
    x(2,3,g12) cover(2,3) 1
    x(2,3,g12) centre(2,3,g12) 1
    x(2,3,g12) symmetry(2,3,g12) 1
    x(2,5,g12) cover(2,5) 1
    x(2,5,g12) symmetry(2,5,g12) 1
    x(2,6,g12) cover(2,6) 1
    x(2,6,g12) symmetry(2,6,g12) 1
    x(3,0,g12) cover(3,0) 1
    x(3,0,g12) symmetry(2,6,g12) -1
    x(3,1,g12) cover(3,1) 1
    x(3,1,g12) symmetry(2,5,g12) -1
    x(3,3,g12) cover(3,3) 1
    x(3,3,g12) centre(3,3,g12) 1
    x(3,3,g12) symmetry(2,3,g12) -1
    x(3,5,g12) cover(3,5) 1
    x(3,5,g12) symmetry(2,1,g12) -1
    x(3,6,g12) cover(3,6) 1
    x(3,6,g12) symmetry(2,0,g12) -1
    x(4,1,g12) cover(4,1) 1
    x(4,1,g12) symmetry(1,5,g12) -1
    x(4,2,g12) cover(4,2) 1
    x(4,2,g12) symmetry(1,4,g12) -1
    x(4,3,g12) cover(4,3) 1
    x(4,3,g12) symmetry(1,3,g12) -1
    x(4,5,g12) cover(4,5) 1
    x(4,5,g12) symmetry(1,1,g12) -1
    x(4,6,g12) cover(4,6) 1
    x(4,6,g12) symmetry(1,0,g12) -1
    x(5,2,g12) cover(5,2) 1
    x(5,2,g12) symmetry(0,4,g12) -1
    x(5,3,g12) cover(5,3) 1
    x(5,3,g12) symmetry(0,3,g12) -1
    x(5,4,g12) cover(5,4) 1
    x(5,4,g12) symmetry(0,2,g12) -1
    x(0,4,g13) cover(0,4) 1
    x(0,4,g13) symmetry(0,4,g13) 1
    x(1,3,g13) cover(1,3) 1
    x(1,3,g13) symmetry(1,3,g13) 1
    x(1,4,g13) cover(1,4) 1
    x(1,4,g13) symmetry(1,4,g13) 1
    x(1,5,g13) cover(1,5) 1
    x(1,5,g13) symmetry(1,5,g13) 1
    x(2,4,g13) cover(2,4) 1
    x(2,4,g13) centre(2,4,g13) 1
    x(2,4,g13) symmetry(2,4,g13) 1
    x(3,4,g13) cover(3,4) 1
    x(3,4,g13) centre(3,4,g13) 1
    x(3,4,g13) symmetry(2,4,g13) -1
    x(4,3,g13) cover(4,3) 1
    x(4,3,g13) symmetry(1,5,g13) -1
    x(4,4,g13) cover(4,4) 1
    x(4,4,g13) symmetry(1,4,g13) -1
    x(4,5,g13) cover(4,5) 1
    x(4,5,g13) symmetry(1,3,g13) -1
    x(5,4,g13) cover(5,4) 1
    x(5,4,g13) symmetry(0,4,g13) -1
    x(1,0,g14) cover(1,0) 1
    x(1,0,g14) symmetry(1,0,g14) 1
    x(1,1,g14) cover(1,1) 1
    x(1,1,g14) symmetry(1,1,g14) 1
    x(2,0,g14) cover(2,0) 1
    x(2,0,g14) symmetry(2,0,g14) 1
    x(2,1,g14) cover(2,1) 1
    x(2,1,g14) symmetry(2,1,g14) 1
    x(2,2,g14) cover(2,2) 1
    x(2,2,g14) symmetry(2,2,g14) 1
    x(3,2,g14) cover(3,2) 1
    x(3,2,g14) centre(3,2,g14) 1
    x(4,2,g14) cover(4,2) 1
    x(4,2,g14) symmetry(2,2,g14) -1
    x(4,3,g14) cover(4,3) 1
    x(4,3,g14) symmetry(2,1,g14) -1
    x(4,4,g14) cover(4,4) 1
    x(4,4,g14) symmetry(2,0,g14) -1
    x(5,3,g14) cover(5,3) 1
    x(5,3,g14) symmetry(1,1,g14) -1
    x(5,4,g14) cover(5,4) 1
    x(5,4,g14) symmetry(1,0,g14) -1
    x(3,12,g15) cover(3,12) 1
    x(3,12,g15) symmetry(3,12,g15) 1
    x(3,13,g15) cover(3,13) 1
    x(3,13,g15) symmetry(3,13,g15) 1
    x(3,14,g15) cover(3,14) 1
    x(3,14,g15) symmetry(3,14,g15) 1
    x(3,15,g15) cover(3,15) 1
    x(3,15,g15) centre(3,15,g15) 1
    x(3,15,g15) symmetry(3,15,g15) 1
    x(3,16,g15) cover(3,16) 1
    x(3,16,g15) centre(3,16,g15) 1
    x(3,16,g15) symmetry(3,15,g15) -1
    x(3,17,g15) cover(3,17) 1
    x(3,17,g15) symmetry(3,14,g15) -1
    x(3,18,g15) cover(3,18) 1
    x(3,18,g15) symmetry(3,13,g15) -1
    x(3,19,g15) cover(3,19) 1
    x(3,19,g15) symmetry(3,12,g15) -1
    x(0,13,g16) cover(0,13) 1
    x(0,13,g16) symmetry(0,13,g16) 1
    x(0,14,g16) cover(0,14) 1
    x(0,14,g16) symmetry(0,14,g16) 1
    x(0,15,g16) cover(0,15) 1
    x(0,15,g16) symmetry(0,15,g16) 1
    x(1,7,g16) cover(1,7) 1
    x(1,7,g16) symmetry(1,7,g16) 1
    x(1,8,g16) cover(1,8) 1
    x(1,8,g16) symmetry(1,8,g16) 1
    x(1,9,g16) cover(1,9) 1
    x(1,9,g16) symmetry(1,9,g16) 1
    x(1,14,g16) cover(1,14) 1
    x(1,14,g16) symmetry(1,14,g16) 1
    x(2,6,g16) cover(2,6) 1
    x(2,6,g16) symmetry(2,6,g16) 1
    x(2,7,g16) cover(2,7) 1
    x(2,7,g16) symmetry(2,7,g16) 1
    x(2,8,g16) cover(2,8) 1
    x(2,8,g16) symmetry(2,8,g16) 1
    x(2,13,g16) cover(2,13) 1
    x(2,13,g16) symmetry(2,13,g16) 1
    x(2,14,g16) cover(2,14) 1
    x(2,14,g16) symmetry(2,14,g16) 1
    x(2,15,g16) cover(2,15) 1
    x(2,15,g16) symmetry(2,15,g16) 1
    x(3,6,g16) cover(3,6) 1
    x(3,6,g16) symmetry(3,6,g16) 1
    x(3,7,g16) cover(3,7) 1
    x(3,7,g16) symmetry(3,7,g16) 1
    x(3,8,g16) cover(3,8) 1
    x(3,8,g16) centre(3,8,g16) 1
    x(3,8,g16) symmetry(3,8,g16) 1
    x(3,10,g16) cover(3,10) 1
    x(3,10,g16) symmetry(3,10,g16) 1
    x(3,11,g16) cover(3,11) 1
    x(3,11,g16) symmetry(3,11,g16) 1
    x(3,12,g16) cover(3,12) 1
    x(3,12,g16) symmetry(3,12,g16) 1
    x(3,13,g16) cover(3,13) 1
    x(3,13,g16) symmetry(3,13,g16) 1
    x(3,14,g16) cover(3,14) 1
    x(3,14,g16) symmetry(3,14,g16) 1
    x(4,2,g16) cover(4,2) 1
    x(4,2,g16) symmetry(3,14,g16) -1
    x(4,3,g16) cover(4,3) 1
    x(4,3,g16) symmetry(3,13,g16) -1
    x(4,4,g16) cover(4,4) 1
    x(4,4,g16) symmetry(3,12,g16) -1
    x(4,5,g16) cover(4,5) 1
    x(4,5,g16) symmetry(3,11,g16) -1
    x(4,6,g16) cover(4,6) 1
    x(4,6,g16) symmetry(3,10,g16) -1
    x(4,8,g16) cover(4,8) 1
    x(4,8,g16) centre(4,8,g16) 1
    x(4,8,g16) symmetry(3,8,g16) -1
    x(4,9,g16) cover(4,9) 1
    x(4,9,g16) symmetry(3,7,g16) -1
    x(4,10,g16) cover(4,10) 1
    x(4,10,g16) symmetry(3,6,g16) -1
    x(5,1,g16) cover(5,1) 1
    x(5,1,g16) symmetry(2,15,g16) -1
    x(5,2,g16) cover(5,2) 1
    x(5,2,g16) symmetry(2,14,g16) -1
    x(5,3,g16) cover(5,3) 1
    x(5,3,g16) symmetry(2,13,g16) -1
    x(5,8,g16) cover(5,8) 1
    x(5,8,g16) symmetry(2,8,g16) -1
    x(5,9,g16) cover(5,9) 1
    x(5,9,g16) symmetry(2,7,g16) -1
    x(5,10,g16) cover(5,10) 1
    x(5,10,g16) symmetry(2,6,g16) -1
    x(6,2,g16) cover(6,2) 1
    x(6,2,g16) symmetry(1,14,g16) -1
    x(6,7,g16) cover(6,7) 1
    x(6,7,g16) symmetry(1,9,g16) -1
    x(6,8,g16) cover(6,8) 1
    x(6,8,g16) symmetry(1,8,g16) -1
    x(6,9,g16) cover(6,9) 1
    x(6,9,g16) symmetry(1,7,g16) -1
    x(7,1,g16) cover(7,1) 1
    x(7,1,g16) symmetry(0,15,g16) -1
    x(7,2,g16) cover(7,2) 1
    x(7,2,g16) symmetry(0,14,g16) -1
    x(7,3,g16) cover(7,3) 1
    x(7,3,g16) symmetry(0,13,g16) -1
    x(4,7,g17) cover(4,7) 1
    x(4,7,g17) centre(4,7,g17) 1
    x(0,14,g18) cover(0,14) 1
    x(0,14,g18) symmetry(0,14,g18) 1
    x(0,15,g18) cover(0,15) 1
    x(0,15,g18) symmetry(0,15,g18) 1
    x(1,13,g18) cover(1,13) 1
    x(1,13,g18) symmetry(1,13,g18) 1
    x(1,14,g18) cover(1,14) 1
    x(1,14,g18) symmetry(1,14,g18) 1
    x(2,13,g18) cover(2,13) 1
    x(2,13,g18) symmetry(2,13,g18) 1
    x(2,14,g18) cover(2,14) 1
    x(2,14,g18) symmetry(2,14,g18) 1
    x(2,15,g18) cover(2,15) 1
    x(2,15,g18) symmetry(2,15,g18) 1
    x(3,12,g18) cover(3,12) 1
    x(3,12,g18) symmetry(3,12,g18) 1
    x(3,13,g18) cover(3,13) 1
    x(3,13,g18) symmetry(3,13,g18) 1
    x(3,14,g18) cover(3,14) 1
    x(3,14,g18) symmetry(3,14,g18) 1
    x(4,9,g18) cover(4,9) 1
    x(4,9,g18) symmetry(4,9,g18) 1
    x(4,10,g18) cover(4,10) 1
    x(4,10,g18) symmetry(4,10,g18) 1
    x(4,11,g18) cover(4,11) 1
    x(4,11,g18) centre(4,11,g18) 1
    x(4,12,g18) cover(4,12) 1
    x(4,12,g18) symmetry(4,10,g18) -1
    x(4,13,g18) cover(4,13) 1
    x(4,13,g18) symmetry(4,9,g18) -1
    x(5,8,g18) cover(5,8) 1
    x(5,8,g18) symmetry(3,14,g18) -1
    x(5,9,g18) cover(5,9) 1
    x(5,9,g18) symmetry(3,13,g18) -1
    x(5,10,g18) cover(5,10) 1
    x(5,10,g18) symmetry(3,12,g18) -1
    x(6,7,g18) cover(6,7) 1
    x(6,7,g18) symmetry(2,15,g18) -1
    x(6,8,g18) cover(6,8) 1
    x(6,8,g18) symmetry(2,14,g18) -1
    x(6,9,g18) cover(6,9) 1
    x(6,9,g18) symmetry(2,13,g18) -1
    x(7,8,g18) cover(7,8) 1
    x(7,8,g18) symmetry(1,14,g18) -1
    x(7,9,g18) cover(7,9) 1
    x(7,9,g18) symmetry(1,13,g18) -1
    x(8,7,g18) cover(8,7) 1
    x(8,7,g18) symmetry(0,15,g18) -1
    x(8,8,g18) cover(8,8) 1
    x(8,8,g18) symmetry(0,14,g18) -1
    x(4,13,g19) cover(4,13) 1
    x(4,13,g19) symmetry(4,13,g19) 1
    x(4,14,g19) cover(4,14) 1
    x(4,14,g19) centre(4,14,g19) 1
    x(4,15,g19) cover(4,15) 1
    x(4,15,g19) symmetry(4,13,g19) -1
    x(3,17,g20) cover(3,17) 1
    x(3,17,g20) symmetry(3,17,g20) 1
    x(4,17,g20) cover(4,17) 1
    x(4,17,g20) centre(4,17,g20) 1
    x(5,17,g20) cover(5,17) 1
    x(5,17,g20) symmetry(3,17,g20) -1
    x(3,18,g21) cover(3,18) 1
    x(3,18,g21) symmetry(3,18,g21) 1
    x(3,19,g21) cover(3,19) 1
    x(3,19,g21) symmetry(3,19,g21) 1
    x(4,18,g21) cover(4,18) 1
    x(4,18,g21) centre(4,18,g21) 1
    x(4,18,g21) symmetry(4,18,g21) 1
    x(4,19,g21) cover(4,19) 1
    x(4,19,g21) centre(4,19,g21) 1
    x(4,19,g21) symmetry(4,18,g21) -1
    x(5,18,g21) cover(5,18) 1
    x(5,18,g21) symmetry(3,19,g21) -1
    x(5,19,g21) cover(5,19) 1
    x(5,19,g21) symmetry(3,18,g21) -1
    x(4,15,g22) cover(4,15) 1
    x(4,15,g22) symmetry(4,15,g22) 1
    x(4,16,g22) cover(4,16) 1
    x(4,16,g22) centre(4,16,g22) 1
    x(4,16,g22) symmetry(4,16,g22) 1
    x(5,16,g22) cover(5,16) 1
    x(5,16,g22) centre(5,16,g22) 1
    x(5,16,g22) symmetry(4,16,g22) -1
    x(5,17,g22) cover(5,17) 1
    x(5,17,g22) symmetry(4,15,g22) -1
    x(5,5,g23) cover(5,5) 1
    x(5,5,g23) centre(5,5,g23) 1
    x(0,10,g24) cover(0,10) 1
    x(0,10,g24) symmetry(0,10,g24) 1
    x(0,11,g24) cover(0,11) 1
    x(0,11,g24) symmetry(0,11,g24) 1
    x(0,12,g24) cover(0,12) 1
    x(0,12,g24) symmetry(0,12,g24) 1
    x(0,13,g24) cover(0,13) 1
    x(0,13,g24) symmetry(0,13,g24) 1
    x(1,3,g24) cover(1,3) 1
    x(1,3,g24) symmetry(1,3,g24) 1
    x(1,4,g24) cover(1,4) 1
    x(1,4,g24) symmetry(1,4,g24) 1
    x(1,5,g24) cover(1,5) 1
    x(1,5,g24) symmetry(1,5,g24) 1
    x(1,7,g24) cover(1,7) 1
    x(1,7,g24) symmetry(1,7,g24) 1
    x(1,8,g24) cover(1,8) 1
    x(1,8,g24) symmetry(1,8,g24) 1
    x(1,9,g24) cover(1,9) 1
    x(1,9,g24) symmetry(1,9,g24) 1
    x(1,10,g24) cover(1,10) 1
    x(1,10,g24) symmetry(1,10,g24) 1
    x(1,13,g24) cover(1,13) 1
    x(1,13,g24) symmetry(1,13,g24) 1
    x(2,5,g24) cover(2,5) 1
    x(2,5,g24) symmetry(2,5,g24) 1
    x(2,6,g24) cover(2,6) 1
    x(2,6,g24) symmetry(2,6,g24) 1
    x(2,7,g24) cover(2,7) 1
    x(2,7,g24) symmetry(2,7,g24) 1
    x(2,8,g24) cover(2,8) 1
    x(2,8,g24) symmetry(2,8,g24) 1
    x(2,9,g24) cover(2,9) 1
    x(2,9,g24) symmetry(2,9,g24) 1
    x(3,5,g24) cover(3,5) 1
    x(3,5,g24) symmetry(3,5,g24) 1
    x(3,6,g24) cover(3,6) 1
    x(3,6,g24) symmetry(3,6,g24) 1
    x(4,4,g24) cover(4,4) 1
    x(4,4,g24) symmetry(4,4,g24) 1
    x(4,5,g24) cover(4,5) 1
    x(4,5,g24) symmetry(4,5,g24) 1
    x(4,6,g24) cover(4,6) 1
    x(4,6,g24) symmetry(4,6,g24) 1
    x(5,3,g24) cover(5,3) 1
    x(5,3,g24) symmetry(5,3,g24) 1
    x(5,4,g24) cover(5,4) 1
    x(5,4,g24) symmetry(5,4,g24) 1
    x(5,6,g24) cover(5,6) 1
    x(5,6,g24) centre(5,6,g24) 1
    x(5,6,g24) symmetry(5,6,g24) 1
    x(5,7,g24) cover(5,7) 1
    x(5,7,g24) centre(5,7,g24) 1
    x(5,7,g24) symmetry(5,6,g24) -1
    x(5,9,g24) cover(5,9) 1
    x(5,9,g24) symmetry(5,4,g24) -1
    x(5,10,g24) cover(5,10) 1
    x(5,10,g24) symmetry(5,3,g24) -1
    x(6,7,g24) cover(6,7) 1
    x(6,7,g24) symmetry(4,6,g24) -1
    x(6,8,g24) cover(6,8) 1
    x(6,8,g24) symmetry(4,5,g24) -1
    x(6,9,g24) cover(6,9) 1
    x(6,9,g24) symmetry(4,4,g24) -1
    x(7,7,g24) cover(7,7) 1
    x(7,7,g24) symmetry(3,6,g24) -1
    x(7,8,g24) cover(7,8) 1
    x(7,8,g24) symmetry(3,5,g24) -1
    x(8,4,g24) cover(8,4) 1
    x(8,4,g24) symmetry(2,9,g24) -1
    x(8,5,g24) cover(8,5) 1
    x(8,5,g24) symmetry(2,8,g24) -1
    x(8,6,g24) cover(8,6) 1
    x(8,6,g24) symmetry(2,7,g24) -1
    x(8,7,g24) cover(8,7) 1
    x(8,7,g24) symmetry(2,6,g24) -1
    x(8,8,g24) cover(8,8) 1
    x(8,8,g24) symmetry(2,5,g24) -1
    x(9,0,g24) cover(9,0) 1
    x(9,0,g24) symmetry(1,13,g24) -1
    x(9,3,g24) cover(9,3) 1
    x(9,3,g24) symmetry(1,10,g24) -1
    x(9,4,g24) cover(9,4) 1
    x(9,4,g24) symmetry(1,9,g24) -1
    x(9,5,g24) cover(9,5) 1
    x(9,5,g24) symmetry(1,8,g24) -1
    x(9,6,g24) cover(9,6) 1
    x(9,6,g24) symmetry(1,7,g24) -1
    x(9,8,g24) cover(9,8) 1
    x(9,8,g24) symmetry(1,5,g24) -1
    x(9,9,g24) cover(9,9) 1
    x(9,9,g24) symmetry(1,4,g24) -1
    x(9,10,g24) cover(9,10) 1
    x(9,10,g24) symmetry(1,3,g24) -1
    x(10,0,g24) cover(10,0) 1
    x(10,0,g24) symmetry(0,13,g24) -1
    x(10,1,g24) cover(10,1) 1
    x(10,1,g24) symmetry(0,12,g24) -1
    x(10,2,g24) cover(10,2) 1
    x(10,2,g24) symmetry(0,11,g24) -1
    x(10,3,g24) cover(10,3) 1
    x(10,3,g24) symmetry(0,10,g24) -1
    x(3,12,g25) cover(3,12) 1
    x(3,12,g25) symmetry(3,12,g25) 1
    x(4,12,g25) cover(4,12) 1
    x(4,12,g25) symmetry(4,12,g25) 1
    x(5,11,g25) cover(5,11) 1
    x(5,11,g25) centre(5,11,g25) 1
    x(5,11,g25) symmetry(5,11,g25) 1
    x(5,12,g25) cover(5,12) 1
    x(5,12,g25) centre(5,12,g25) 1
    x(5,12,g25) symmetry(5,11,g25) -1
    x(6,11,g25) cover(6,11) 1
    x(6,11,g25) symmetry(4,12,g25) -1
    x(7,11,g25) cover(7,11) 1
    x(7,11,g25) symmetry(3,12,g25) -1
    x(4,13,g26) cover(4,13) 1
    x(4,13,g26) symmetry(4,13,g26) 1
    x(5,13,g26) cover(5,13) 1
    x(5,13,g26) centre(5,13,g26) 1
    x(6,13,g26) cover(6,13) 1
    x(6,13,g26) symmetry(4,13,g26) -1
    x(5,15,g27) cover(5,15) 1
    x(5,15,g27) centre(5,15,g27) 1
    x(5,14,g28) cover(5,14) 1
    x(5,14,g28) centre(5,14,g28) 1
    x(5,14,g28) symmetry(5,14,g28) 1
    x(6,14,g28) cover(6,14) 1
    x(6,14,g28) centre(6,14,g28) 1
    x(6,14,g28) symmetry(5,14,g28) -1
    x(0,0,g29) cover(0,0) 1
    x(0,0,g29) symmetry(0,0,g29) 1
    x(0,1,g29) cover(0,1) 1
    x(0,1,g29) symmetry(0,1,g29) 1
    x(1,0,g29) cover(1,0) 1
    x(1,0,g29) symmetry(1,0,g29) 1
    x(1,1,g29) cover(1,1) 1
    x(1,1,g29) symmetry(1,1,g29) 1
    x(2,0,g29) cover(2,0) 1
    x(2,0,g29) symmetry(2,0,g29) 1
    x(2,1,g29) cover(2,1) 1
    x(2,1,g29) symmetry(2,1,g29) 1
    x(3,0,g29) cover(3,0) 1
    x(3,0,g29) symmetry(3,0,g29) 1
    x(3,1,g29) cover(3,1) 1
    x(3,1,g29) symmetry(3,1,g29) 1
    x(4,0,g29) cover(4,0) 1
    x(4,0,g29) symmetry(4,0,g29) 1
    x(5,0,g29) cover(5,0) 1
    x(5,0,g29) symmetry(5,0,g29) 1
    x(5,1,g29) cover(5,1) 1
    x(5,1,g29) symmetry(5,1,g29) 1
    x(6,0,g29) cover(6,0) 1
    x(6,0,g29) centre(6,0,g29) 1
    x(6,0,g29) symmetry(6,0,g29) 1
    x(6,1,g29) cover(6,1) 1
    x(6,1,g29) centre(6,1,g29) 1
    x(6,1,g29) symmetry(6,0,g29) -1
    x(7,0,g29) cover(7,0) 1
    x(7,0,g29) symmetry(5,1,g29) -1
    x(7,1,g29) cover(7,1) 1
    x(7,1,g29) symmetry(5,0,g29) -1
    x(8,1,g29) cover(8,1) 1
    x(8,1,g29) symmetry(4,0,g29) -1
    x(9,0,g29) cover(9,0) 1
    x(9,0,g29) symmetry(3,1,g29) -1
    x(9,1,g29) cover(9,1) 1
    x(9,1,g29) symmetry(3,0,g29) -1
    x(10,0,g29) cover(10,0) 1
    x(10,0,g29) symmetry(2,1,g29) -1
    x(10,1,g29) cover(10,1) 1
    x(10,1,g29) symmetry(2,0,g29) -1
    x(11,0,g29) cover(11,0) 1
    x(11,0,g29) symmetry(1,1,g29) -1
    x(11,1,g29) cover(11,1) 1
    x(11,1,g29) symmetry(1,0,g29) -1
    x(12,0,g29) cover(12,0) 1
    x(12,0,g29) symmetry(0,1,g29) -1
    x(12,1,g29) cover(12,1) 1
    x(12,1,g29) symmetry(0,0,g29) -1
    x(5,3,g30) cover(5,3) 1
    x(5,3,g30) symmetry(5,3,g30) 1
    x(5,4,g30) cover(5,4) 1
    x(5,4,g30) symmetry(5,4,g30) 1
    x(6,3,g30) cover(6,3) 1
    x(6,3,g30) centre(6,3,g30) 1
    x(7,2,g30) cover(7,2) 1
    x(7,2,g30) symmetry(5,4,g30) -1
    x(7,3,g30) cover(7,3) 1
    x(7,3,g30) symmetry(5,3,g30) -1
    x(5,17,g31) cover(5,17) 1
    x(5,17,g31) symmetry(5,17,g31) 1
    x(5,18,g31) cover(5,18) 1
    x(5,18,g31) symmetry(5,18,g31) 1
    x(5,19,g31) cover(5,19) 1
    x(5,19,g31) symmetry(5,19,g31) 1
    x(6,17,g31) cover(6,17) 1
    x(6,17,g31) symmetry(6,17,g31) 1
    x(6,18,g31) cover(6,18) 1
    x(6,18,g31) centre(6,18,g31) 1
    x(6,19,g31) cover(6,19) 1
    x(6,19,g31) symmetry(6,17,g31) -1
    x(7,17,g31) cover(7,17) 1
    x(7,17,g31) symmetry(5,19,g31) -1
    x(7,18,g31) cover(7,18) 1
    x(7,18,g31) symmetry(5,18,g31) -1
    x(7,19,g31) cover(7,19) 1
    x(7,19,g31) symmetry(5,17,g31) -1
    x(0,1,g32) cover(0,1) 1
    x(0,1,g32) symmetry(0,1,g32) 1
    x(0,2,g32) cover(0,2) 1
    x(0,2,g32) symmetry(0,2,g32) 1
    x(0,3,g32) cover(0,3) 1
    x(0,3,g32) symmetry(0,3,g32) 1
    x(1,0,g32) cover(1,0) 1
    x(1,0,g32) symmetry(1,0,g32) 1
    x(1,1,g32) cover(1,1) 1
    x(1,1,g32) symmetry(1,1,g32) 1
    x(1,3,g32) cover(1,3) 1
    x(1,3,g32) symmetry(1,3,g32) 1
    x(1,4,g32) cover(1,4) 1
    x(1,4,g32) symmetry(1,4,g32) 1
    x(1,5,g32) cover(1,5) 1
    x(1,5,g32) symmetry(1,5,g32) 1
    x(1,7,g32) cover(1,7) 1
    x(1,7,g32) symmetry(1,7,g32) 1
    x(1,8,g32) cover(1,8) 1
    x(1,8,g32) symmetry(1,8,g32) 1
    x(2,5,g32) cover(2,5) 1
    x(2,5,g32) symmetry(2,5,g32) 1
    x(2,7,g32) cover(2,7) 1
    x(2,7,g32) symmetry(2,7,g32) 1
    x(2,8,g32) cover(2,8) 1
    x(2,8,g32) symmetry(2,8,g32) 1
    x(3,1,g32) cover(3,1) 1
    x(3,1,g32) symmetry(3,1,g32) 1
    x(3,5,g32) cover(3,5) 1
    x(3,5,g32) symmetry(3,5,g32) 1
    x(3,6,g32) cover(3,6) 1
    x(3,6,g32) symmetry(3,6,g32) 1
    x(3,7,g32) cover(3,7) 1
    x(3,7,g32) symmetry(3,7,g32) 1
    x(4,0,g32) cover(4,0) 1
    x(4,0,g32) symmetry(4,0,g32) 1
    x(4,1,g32) cover(4,1) 1
    x(4,1,g32) symmetry(4,1,g32) 1
    x(4,2,g32) cover(4,2) 1
    x(4,2,g32) symmetry(4,2,g32) 1
    x(4,3,g32) cover(4,3) 1
    x(4,3,g32) symmetry(4,3,g32) 1
    x(4,4,g32) cover(4,4) 1
    x(4,4,g32) symmetry(4,4,g32) 1
    x(4,5,g32) cover(4,5) 1
    x(4,5,g32) symmetry(4,5,g32) 1
    x(4,6,g32) cover(4,6) 1
    x(4,6,g32) symmetry(4,6,g32) 1
    x(5,0,g32) cover(5,0) 1
    x(5,0,g32) symmetry(5,0,g32) 1
    x(5,1,g32) cover(5,1) 1
    x(5,1,g32) symmetry(5,1,g32) 1
    x(5,2,g32) cover(5,2) 1
    x(5,2,g32) symmetry(5,2,g32) 1
    x(5,3,g32) cover(5,3) 1
    x(5,3,g32) symmetry(5,3,g32) 1
    x(5,4,g32) cover(5,4) 1
    x(5,4,g32) symmetry(5,4,g32) 1
    x(6,4,g32) cover(6,4) 1
    x(6,4,g32) centre(6,4,g32) 1
    x(6,4,g32) symmetry(6,4,g32) 1
    x(7,4,g32) cover(7,4) 1
    x(7,4,g32) centre(7,4,g32) 1
    x(7,4,g32) symmetry(6,4,g32) -1
    x(8,4,g32) cover(8,4) 1
    x(8,4,g32) symmetry(5,4,g32) -1
    x(8,5,g32) cover(8,5) 1
    x(8,5,g32) symmetry(5,3,g32) -1
    x(8,6,g32) cover(8,6) 1
    x(8,6,g32) symmetry(5,2,g32) -1
    x(8,7,g32) cover(8,7) 1
    x(8,7,g32) symmetry(5,1,g32) -1
    x(8,8,g32) cover(8,8) 1
    x(8,8,g32) symmetry(5,0,g32) -1
    x(9,2,g32) cover(9,2) 1
    x(9,2,g32) symmetry(4,6,g32) -1
    x(9,3,g32) cover(9,3) 1
    x(9,3,g32) symmetry(4,5,g32) -1
    x(9,4,g32) cover(9,4) 1
    x(9,4,g32) symmetry(4,4,g32) -1
    x(9,5,g32) cover(9,5) 1
    x(9,5,g32) symmetry(4,3,g32) -1
    x(9,6,g32) cover(9,6) 1
    x(9,6,g32) symmetry(4,2,g32) -1
    x(9,7,g32) cover(9,7) 1
    x(9,7,g32) symmetry(4,1,g32) -1
    x(9,8,g32) cover(9,8) 1
    x(9,8,g32) symmetry(4,0,g32) -1
    x(10,1,g32) cover(10,1) 1
    x(10,1,g32) symmetry(3,7,g32) -1
    x(10,2,g32) cover(10,2) 1
    x(10,2,g32) symmetry(3,6,g32) -1
    x(10,3,g32) cover(10,3) 1
    x(10,3,g32) symmetry(3,5,g32) -1
    x(10,7,g32) cover(10,7) 1
    x(10,7,g32) symmetry(3,1,g32) -1
    x(11,0,g32) cover(11,0) 1
    x(11,0,g32) symmetry(2,8,g32) -1
    x(11,1,g32) cover(11,1) 1
    x(11,1,g32) symmetry(2,7,g32) -1
    x(11,3,g32) cover(11,3) 1
    x(11,3,g32) symmetry(2,5,g32) -1
    x(12,0,g32) cover(12,0) 1
    x(12,0,g32) symmetry(1,8,g32) -1
    x(12,1,g32) cover(12,1) 1
    x(12,1,g32) symmetry(1,7,g32) -1
    x(12,3,g32) cover(12,3) 1
    x(12,3,g32) symmetry(1,5,g32) -1
    x(12,4,g32) cover(12,4) 1
    x(12,4,g32) symmetry(1,4,g32) -1
    x(12,5,g32) cover(12,5) 1
    x(12,5,g32) symmetry(1,3,g32) -1
    x(12,7,g32) cover(12,7) 1
    x(12,7,g32) symmetry(1,1,g32) -1
    x(12,8,g32) cover(12,8) 1
    x(12,8,g32) symmetry(1,0,g32) -1
    x(13,5,g32) cover(13,5) 1
    x(13,5,g32) symmetry(0,3,g32) -1
    x(13,6,g32) cover(13,6) 1
    x(13,6,g32) symmetry(0,2,g32) -1
    x(13,7,g32) cover(13,7) 1
    x(13,7,g32) symmetry(0,1,g32) -1
    x(6,5,g33) cover(6,5) 1
    x(6,5,g33) centre(6,5,g33) 1
    x(6,5,g33) symmetry(6,5,g33) 1
    x(6,6,g33) cover(6,6) 1
    x(6,6,g33) centre(6,6,g33) 1
    x(6,6,g33) symmetry(6,6,g33) 1
    x(7,5,g33) cover(7,5) 1
    x(7,5,g33) centre(7,5,g33) 1
    x(7,5,g33) symmetry(6,6,g33) -1
    x(7,6,g33) cover(7,6) 1
    x(7,6,g33) centre(7,6,g33) 1
    x(7,6,g33) symmetry(6,5,g33) -1
    x(3,9,g34) cover(3,9) 1
    x(3,9,g34) symmetry(3,9,g34) 1
    x(4,9,g34) cover(4,9) 1
    x(4,9,g34) symmetry(4,9,g34) 1
    x(4,10,g34) cover(4,10) 1
    x(4,10,g34) symmetry(4,10,g34) 1
    x(5,9,g34) cover(5,9) 1
    x(5,9,g34) symmetry(5,9,g34) 1
    x(5,10,g34) cover(5,10) 1
    x(5,10,g34) symmetry(5,10,g34) 1
    x(6,9,g34) cover(6,9) 1
    x(6,9,g34) symmetry(6,9,g34) 1
    x(6,10,g34) cover(6,10) 1
    x(6,10,g34) centre(6,10,g34) 1
    x(6,10,g34) symmetry(6,10,g34) 1
    x(6,11,g34) cover(6,11) 1
    x(6,11,g34) symmetry(6,11,g34) 1
    x(7,9,g34) cover(7,9) 1
    x(7,9,g34) symmetry(6,11,g34) -1
    x(7,10,g34) cover(7,10) 1
    x(7,10,g34) centre(7,10,g34) 1
    x(7,10,g34) symmetry(6,10,g34) -1
    x(7,11,g34) cover(7,11) 1
    x(7,11,g34) symmetry(6,9,g34) -1
    x(8,10,g34) cover(8,10) 1
    x(8,10,g34) symmetry(5,10,g34) -1
    x(8,11,g34) cover(8,11) 1
    x(8,11,g34) symmetry(5,9,g34) -1
    x(9,10,g34) cover(9,10) 1
    x(9,10,g34) symmetry(4,10,g34) -1
    x(9,11,g34) cover(9,11) 1
    x(9,11,g34) symmetry(4,9,g34) -1
    x(10,11,g34) cover(10,11) 1
    x(10,11,g34) symmetry(3,9,g34) -1
    x(6,12,g35) cover(6,12) 1
    x(6,12,g35) centre(6,12,g35) 1
    x(6,12,g35) symmetry(6,12,g35) 1
    x(6,13,g35) cover(6,13) 1
    x(6,13,g35) symmetry(6,13,g35) 1
    x(7,11,g35) cover(7,11) 1
    x(7,11,g35) symmetry(6,13,g35) -1
    x(7,12,g35) cover(7,12) 1
    x(7,12,g35) centre(7,12,g35) 1
    x(7,12,g35) symmetry(6,12,g35) -1
    x(6,15,g36) cover(6,15) 1
    x(6,15,g36) centre(6,15,g36) 1
    x(6,15,g36) symmetry(6,15,g36) 1
    x(6,16,g36) cover(6,16) 1
    x(6,16,g36) symmetry(6,16,g36) 1
    x(7,14,g36) cover(7,14) 1
    x(7,14,g36) symmetry(6,16,g36) -1
    x(7,15,g36) cover(7,15) 1
    x(7,15,g36) centre(7,15,g36) 1
    x(7,15,g36) symmetry(6,15,g36) -1
    x(7,13,g37) cover(7,13) 1
    x(7,13,g37) centre(7,13,g37) 1
    x(7,0,g38) cover(7,0) 1
    x(7,0,g38) symmetry(7,0,g38) 1
    x(8,0,g38) cover(8,0) 1
    x(8,0,g38) centre(8,0,g38) 1
    x(9,0,g38) cover(9,0) 1
    x(9,0,g38) symmetry(7,0,g38) -1
    x(6,2,g39) cover(6,2) 1
    x(6,2,g39) symmetry(6,2,g39) 1
    x(7,0,g39) cover(7,0) 1
    x(7,0,g39) symmetry(7,0,g39) 1
    x(7,1,g39) cover(7,1) 1
    x(7,1,g39) symmetry(7,1,g39) 1
    x(7,2,g39) cover(7,2) 1
    x(7,2,g39) symmetry(7,2,g39) 1
    x(7,3,g39) cover(7,3) 1
    x(7,3,g39) symmetry(7,3,g39) 1
    x(8,2,g39) cover(8,2) 1
    x(8,2,g39) centre(8,2,g39) 1
    x(9,1,g39) cover(9,1) 1
    x(9,1,g39) symmetry(7,3,g39) -1
    x(9,2,g39) cover(9,2) 1
    x(9,2,g39) symmetry(7,2,g39) -1
    x(9,3,g39) cover(9,3) 1
    x(9,3,g39) symmetry(7,1,g39) -1
    x(9,4,g39) cover(9,4) 1
    x(9,4,g39) symmetry(7,0,g39) -1
    x(10,2,g39) cover(10,2) 1
    x(10,2,g39) symmetry(6,2,g39) -1
    x(2,1,g40) cover(2,1) 1
    x(2,1,g40) symmetry(2,1,g40) 1
    x(2,2,g40) cover(2,2) 1
    x(2,2,g40) symmetry(2,2,g40) 1
    x(3,0,g40) cover(3,0) 1
    x(3,0,g40) symmetry(3,0,g40) 1
    x(3,1,g40) cover(3,1) 1
    x(3,1,g40) symmetry(3,1,g40) 1
    x(4,0,g40) cover(4,0) 1
    x(4,0,g40) symmetry(4,0,g40) 1
    x(4,1,g40) cover(4,1) 1
    x(4,1,g40) symmetry(4,1,g40) 1
    x(4,2,g40) cover(4,2) 1
    x(4,2,g40) symmetry(4,2,g40) 1
    x(4,3,g40) cover(4,3) 1
    x(4,3,g40) symmetry(4,3,g40) 1
    x(4,4,g40) cover(4,4) 1
    x(4,4,g40) symmetry(4,4,g40) 1
    x(4,5,g40) cover(4,5) 1
    x(4,5,g40) symmetry(4,5,g40) 1
    x(4,6,g40) cover(4,6) 1
    x(4,6,g40) symmetry(4,6,g40) 1
    x(5,2,g40) cover(5,2) 1
    x(5,2,g40) symmetry(5,2,g40) 1
    x(5,3,g40) cover(5,3) 1
    x(5,3,g40) symmetry(5,3,g40) 1
    x(6,2,g40) cover(6,2) 1
    x(6,2,g40) symmetry(6,2,g40) 1
    x(7,0,g40) cover(7,0) 1
    x(7,0,g40) symmetry(7,0,g40) 1
    x(7,1,g40) cover(7,1) 1
    x(7,1,g40) symmetry(7,1,g40) 1
    x(7,2,g40) cover(7,2) 1
    x(7,2,g40) symmetry(7,2,g40) 1
    x(7,3,g40) cover(7,3) 1
    x(7,3,g40) symmetry(7,3,g40) 1
    x(8,1,g40) cover(8,1) 1
    x(8,1,g40) symmetry(8,1,g40) 1
    x(8,3,g40) cover(8,3) 1
    x(8,3,g40) centre(8,3,g40) 1
    x(8,5,g40) cover(8,5) 1
    x(8,5,g40) symmetry(8,1,g40) -1
    x(9,3,g40) cover(9,3) 1
    x(9,3,g40) symmetry(7,3,g40) -1
    x(9,4,g40) cover(9,4) 1
    x(9,4,g40) symmetry(7,2,g40) -1
    x(9,5,g40) cover(9,5) 1
    x(9,5,g40) symmetry(7,1,g40) -1
    x(9,6,g40) cover(9,6) 1
    x(9,6,g40) symmetry(7,0,g40) -1
    x(10,4,g40) cover(10,4) 1
    x(10,4,g40) symmetry(6,2,g40) -1
    x(11,3,g40) cover(11,3) 1
    x(11,3,g40) symmetry(5,3,g40) -1
    x(11,4,g40) cover(11,4) 1
    x(11,4,g40) symmetry(5,2,g40) -1
    x(12,0,g40) cover(12,0) 1
    x(12,0,g40) symmetry(4,6,g40) -1
    x(12,1,g40) cover(12,1) 1
    x(12,1,g40) symmetry(4,5,g40) -1
    x(12,2,g40) cover(12,2) 1
    x(12,2,g40) symmetry(4,4,g40) -1
    x(12,3,g40) cover(12,3) 1
    x(12,3,g40) symmetry(4,3,g40) -1
    x(12,4,g40) cover(12,4) 1
    x(12,4,g40) symmetry(4,2,g40) -1
    x(12,5,g40) cover(12,5) 1
    x(12,5,g40) symmetry(4,1,g40) -1
    x(12,6,g40) cover(12,6) 1
    x(12,6,g40) symmetry(4,0,g40) -1
    x(13,5,g40) cover(13,5) 1
    x(13,5,g40) symmetry(3,1,g40) -1
    x(13,6,g40) cover(13,6) 1
    x(13,6,g40) symmetry(3,0,g40) -1
    x(14,4,g40) cover(14,4) 1
    x(14,4,g40) symmetry(2,2,g40) -1
    x(14,5,g40) cover(14,5) 1
    x(14,5,g40) symmetry(2,1,g40) -1
    x(6,7,g41) cover(6,7) 1
    x(6,7,g41) symmetry(6,7,g41) 1
    x(6,11,g41) cover(6,11) 1
    x(6,11,g41) symmetry(6,11,g41) 1
    x(7,7,g41) cover(7,7) 1
    x(7,7,g41) symmetry(7,7,g41) 1
    x(7,8,g41) cover(7,8) 1
    x(7,8,g41) symmetry(7,8,g41) 1
    x(7,9,g41) cover(7,9) 1
    x(7,9,g41) symmetry(7,9,g41) 1
    x(7,11,g41) cover(7,11) 1
    x(7,11,g41) symmetry(7,11,g41) 1
    x(8,7,g41) cover(8,7) 1
    x(8,7,g41) symmetry(8,7,g41) 1
    x(8,8,g41) cover(8,8) 1
    x(8,8,g41) symmetry(8,8,g41) 1
    x(8,9,g41) cover(8,9) 1
    x(8,9,g41) centre(8,9,g41) 1
    x(8,10,g41) cover(8,10) 1
    x(8,10,g41) symmetry(8,8,g41) -1
    x(8,11,g41) cover(8,11) 1
    x(8,11,g41) symmetry(8,7,g41) -1
    x(9,7,g41) cover(9,7) 1
    x(9,7,g41) symmetry(7,11,g41) -1
    x(9,9,g41) cover(9,9) 1
    x(9,9,g41) symmetry(7,9,g41) -1
    x(9,10,g41) cover(9,10) 1
    x(9,10,g41) symmetry(7,8,g41) -1
    x(9,11,g41) cover(9,11) 1
    x(9,11,g41) symmetry(7,7,g41) -1
    x(10,7,g41) cover(10,7) 1
    x(10,7,g41) symmetry(6,11,g41) -1
    x(10,11,g41) cover(10,11) 1
    x(10,11,g41) symmetry(6,7,g41) -1
    x(8,12,g42) cover(8,12) 1
    x(8,12,g42) centre(8,12,g42) 1
    x(8,12,g42) symmetry(8,12,g42) 1
    x(8,13,g42) cover(8,13) 1
    x(8,13,g42) centre(8,13,g42) 1
    x(8,13,g42) symmetry(8,12,g42) -1
    x(7,14,g43) cover(7,14) 1
    x(7,14,g43) symmetry(7,14,g43) 1
    x(8,14,g43) cover(8,14) 1
    x(8,14,g43) centre(8,14,g43) 1
    x(9,14,g43) cover(9,14) 1
    x(9,14,g43) symmetry(7,14,g43) -1
    x(8,15,g44) cover(8,15) 1
    x(8,15,g44) centre(8,15,g44) 1
    x(7,16,g45) cover(7,16) 1
    x(7,16,g45) symmetry(7,16,g45) 1
    x(8,16,g45) cover(8,16) 1
    x(8,16,g45) centre(8,16,g45) 1
    x(9,16,g45) cover(9,16) 1
    x(9,16,g45) symmetry(7,16,g45) -1
    x(5,19,g46) cover(5,19) 1
    x(5,19,g46) symmetry(5,19,g46) 1
    x(6,19,g46) cover(6,19) 1
    x(6,19,g46) symmetry(6,19,g46) 1
    x(7,19,g46) cover(7,19) 1
    x(7,19,g46) symmetry(7,19,g46) 1
    x(8,19,g46) cover(8,19) 1
    x(8,19,g46) centre(8,19,g46) 1
    x(9,19,g46) cover(9,19) 1
    x(9,19,g46) symmetry(7,19,g46) -1
    x(10,19,g46) cover(10,19) 1
    x(10,19,g46) symmetry(6,19,g46) -1
    x(11,19,g46) cover(11,19) 1
    x(11,19,g46) symmetry(5,19,g46) -1
    x(7,17,g47) cover(7,17) 1
    x(7,17,g47) symmetry(7,17,g47) 1
    x(8,17,g47) cover(8,17) 1
    x(8,17,g47) centre(8,17,g47) 1
    x(8,17,g47) symmetry(8,17,g47) 1
    x(8,18,g47) cover(8,18) 1
    x(8,18,g47) symmetry(8,18,g47) 1
    x(9,16,g47) cover(9,16) 1
    x(9,16,g47) symmetry(8,18,g47) -1
    x(9,17,g47) cover(9,17) 1
    x(9,17,g47) centre(9,17,g47) 1
    x(9,17,g47) symmetry(8,17,g47) -1
    x(10,17,g47) cover(10,17) 1
    x(10,17,g47) symmetry(7,17,g47) -1
    x(8,10,g48) cover(8,10) 1
    x(8,10,g48) symmetry(8,10,g48) 1
    x(8,11,g48) cover(8,11) 1
    x(8,11,g48) symmetry(8,11,g48) 1
    x(9,10,g48) cover(9,10) 1
    x(9,10,g48) symmetry(9,10,g48) 1
    x(9,11,g48) cover(9,11) 1
    x(9,11,g48) symmetry(9,11,g48) 1
    x(9,12,g48) cover(9,12) 1
    x(9,12,g48) centre(9,12,g48) 1
    x(9,13,g48) cover(9,13) 1
    x(9,13,g48) symmetry(9,11,g48) -1
    x(9,14,g48) cover(9,14) 1
    x(9,14,g48) symmetry(9,10,g48) -1
    x(10,13,g48) cover(10,13) 1
    x(10,13,g48) symmetry(8,11,g48) -1
    x(10,14,g48) cover(10,14) 1
    x(10,14,g48) symmetry(8,10,g48) -1
    x(9,15,g49) cover(9,15) 1
    x(9,15,g49) centre(9,15,g49) 1
    x(9,15,g49) symmetry(9,15,g49) 1
    x(9,16,g49) cover(9,16) 1
    x(9,16,g49) symmetry(9,16,g49) 1
    x(10,14,g49) cover(10,14) 1
    x(10,14,g49) symmetry(9,16,g49) -1
    x(10,15,g49) cover(10,15) 1
    x(10,15,g49) centre(10,15,g49) 1
    x(10,15,g49) symmetry(9,15,g49) -1
    x(6,17,g50) cover(6,17) 1
    x(6,17,g50) symmetry(6,17,g50) 1
    x(7,17,g50) cover(7,17) 1
    x(7,17,g50) symmetry(7,17,g50) 1
    x(7,18,g50) cover(7,18) 1
    x(7,18,g50) symmetry(7,18,g50) 1
    x(8,18,g50) cover(8,18) 1
    x(8,18,g50) symmetry(8,18,g50) 1
    x(9,18,g50) cover(9,18) 1
    x(9,18,g50) centre(9,18,g50) 1
    x(9,18,g50) symmetry(9,18,g50) 1
    x(9,19,g50) cover(9,19) 1
    x(9,19,g50) symmetry(9,19,g50) 1
    x(10,17,g50) cover(10,17) 1
    x(10,17,g50) symmetry(9,19,g50) -1
    x(10,18,g50) cover(10,18) 1
    x(10,18,g50) centre(10,18,g50) 1
    x(10,18,g50) symmetry(9,18,g50) -1
    x(11,18,g50) cover(11,18) 1
    x(11,18,g50) symmetry(8,18,g50) -1
    x(12,18,g50) cover(12,18) 1
    x(12,18,g50) symmetry(7,18,g50) -1
    x(12,19,g50) cover(12,19) 1
    x(12,19,g50) symmetry(7,17,g50) -1
    x(13,19,g50) cover(13,19) 1
    x(13,19,g50) symmetry(6,17,g50) -1
    x(8,10,g51) cover(8,10) 1
    x(8,10,g51) symmetry(8,10,g51) 1
    x(8,11,g51) cover(8,11) 1
    x(8,11,g51) symmetry(8,11,g51) 1
    x(9,10,g51) cover(9,10) 1
    x(9,10,g51) symmetry(9,10,g51) 1
    x(10,9,g51) cover(10,9) 1
    x(10,9,g51) centre(10,9,g51) 1
    x(10,9,g51) symmetry(10,9,g51) 1
    x(10,10,g51) cover(10,10) 1
    x(10,10,g51) centre(10,10,g51) 1
    x(10,10,g51) symmetry(10,9,g51) -1
    x(11,9,g51) cover(11,9) 1
    x(11,9,g51) symmetry(9,10,g51) -1
    x(12,8,g51) cover(12,8) 1
    x(12,8,g51) symmetry(8,11,g51) -1
    x(12,9,g51) cover(12,9) 1
    x(12,9,g51) symmetry(8,10,g51) -1
    x(10,11,g52) cover(10,11) 1
    x(10,11,g52) symmetry(10,11,g52) 1
    x(10,12,g52) cover(10,12) 1
    x(10,12,g52) centre(10,12,g52) 1
    x(10,13,g52) cover(10,13) 1
    x(10,13,g52) symmetry(10,11,g52) -1
    x(10,16,g53) cover(10,16) 1
    x(10,16,g53) centre(10,16,g53) 1
    x(8,1,g54) cover(8,1) 1
    x(8,1,g54) symmetry(8,1,g54) 1
    x(8,4,g54) cover(8,4) 1
    x(8,4,g54) symmetry(8,4,g54) 1
    x(8,5,g54) cover(8,5) 1
    x(8,5,g54) symmetry(8,5,g54) 1
    x(8,6,g54) cover(8,6) 1
    x(8,6,g54) symmetry(8,6,g54) 1
    x(9,1,g54) cover(9,1) 1
    x(9,1,g54) symmetry(9,1,g54) 1
    x(9,2,g54) cover(9,2) 1
    x(9,2,g54) symmetry(9,2,g54) 1
    x(9,3,g54) cover(9,3) 1
    x(9,3,g54) symmetry(9,3,g54) 1
    x(9,4,g54) cover(9,4) 1
    x(9,4,g54) symmetry(9,4,g54) 1
    x(9,5,g54) cover(9,5) 1
    x(9,5,g54) symmetry(9,5,g54) 1
    x(9,6,g54) cover(9,6) 1
    x(9,6,g54) symmetry(9,6,g54) 1
    x(9,7,g54) cover(9,7) 1
    x(9,7,g54) symmetry(9,7,g54) 1
    x(9,8,g54) cover(9,8) 1
    x(9,8,g54) symmetry(9,8,g54) 1
    x(9,9,g54) cover(9,9) 1
    x(9,9,g54) symmetry(9,9,g54) 1
    x(9,10,g54) cover(9,10) 1
    x(9,10,g54) symmetry(9,10,g54) 1
    x(9,11,g54) cover(9,11) 1
    x(9,11,g54) symmetry(9,11,g54) 1
    x(10,2,g54) cover(10,2) 1
    x(10,2,g54) symmetry(10,2,g54) 1
    x(10,5,g54) cover(10,5) 1
    x(10,5,g54) centre(10,5,g54) 1
    x(10,5,g54) symmetry(10,5,g54) 1
    x(10,6,g54) cover(10,6) 1
    x(10,6,g54) centre(10,6,g54) 1
    x(10,6,g54) symmetry(10,6,g54) 1
    x(10,7,g54) cover(10,7) 1
    x(10,7,g54) symmetry(10,7,g54) 1
    x(10,11,g54) cover(10,11) 1
    x(10,11,g54) symmetry(10,11,g54) 1
    x(11,0,g54) cover(11,0) 1
    x(11,0,g54) symmetry(10,11,g54) -1
    x(11,4,g54) cover(11,4) 1
    x(11,4,g54) symmetry(10,7,g54) -1
    x(11,5,g54) cover(11,5) 1
    x(11,5,g54) centre(11,5,g54) 1
    x(11,5,g54) symmetry(10,6,g54) -1
    x(11,6,g54) cover(11,6) 1
    x(11,6,g54) centre(11,6,g54) 1
    x(11,6,g54) symmetry(10,5,g54) -1
    x(11,9,g54) cover(11,9) 1
    x(11,9,g54) symmetry(10,2,g54) -1
    x(12,0,g54) cover(12,0) 1
    x(12,0,g54) symmetry(9,11,g54) -1
    x(12,1,g54) cover(12,1) 1
    x(12,1,g54) symmetry(9,10,g54) -1
    x(12,2,g54) cover(12,2) 1
    x(12,2,g54) symmetry(9,9,g54) -1
    x(12,3,g54) cover(12,3) 1
    x(12,3,g54) symmetry(9,8,g54) -1
    x(12,4,g54) cover(12,4) 1
    x(12,4,g54) symmetry(9,7,g54) -1
    x(12,5,g54) cover(12,5) 1
    x(12,5,g54) symmetry(9,6,g54) -1
    x(12,6,g54) cover(12,6) 1
    x(12,6,g54) symmetry(9,5,g54) -1
    x(12,7,g54) cover(12,7) 1
    x(12,7,g54) symmetry(9,4,g54) -1
    x(12,8,g54) cover(12,8) 1
    x(12,8,g54) symmetry(9,3,g54) -1
    x(12,9,g54) cover(12,9) 1
    x(12,9,g54) symmetry(9,2,g54) -1
    x(12,10,g54) cover(12,10) 1
    x(12,10,g54) symmetry(9,1,g54) -1
    x(13,5,g54) cover(13,5) 1
    x(13,5,g54) symmetry(8,6,g54) -1
    x(13,6,g54) cover(13,6) 1
    x(13,6,g54) symmetry(8,5,g54) -1
    x(13,7,g54) cover(13,7) 1
    x(13,7,g54) symmetry(8,4,g54) -1
    x(13,10,g54) cover(13,10) 1
    x(13,10,g54) symmetry(8,1,g54) -1
    x(7,11,g55) cover(7,11) 1
    x(7,11,g55) symmetry(7,11,g55) 1
    x(8,5,g55) cover(8,5) 1
    x(8,5,g55) symmetry(8,5,g55) 1
    x(8,6,g55) cover(8,6) 1
    x(8,6,g55) symmetry(8,6,g55) 1
    x(8,10,g55) cover(8,10) 1
    x(8,10,g55) symmetry(8,10,g55) 1
    x(8,11,g55) cover(8,11) 1
    x(8,11,g55) symmetry(8,11,g55) 1
    x(9,6,g55) cover(9,6) 1
    x(9,6,g55) symmetry(9,6,g55) 1
    x(9,7,g55) cover(9,7) 1
    x(9,7,g55) symmetry(9,7,g55) 1
    x(9,8,g55) cover(9,8) 1
    x(9,8,g55) symmetry(9,8,g55) 1
    x(9,9,g55) cover(9,9) 1
    x(9,9,g55) symmetry(9,9,g55) 1
    x(9,10,g55) cover(9,10) 1
    x(9,10,g55) symmetry(9,10,g55) 1
    x(9,11,g55) cover(9,11) 1
    x(9,11,g55) symmetry(9,11,g55) 1
    x(10,7,g55) cover(10,7) 1
    x(10,7,g55) symmetry(10,7,g55) 1
    x(10,8,g55) cover(10,8) 1
    x(10,8,g55) centre(10,8,g55) 1
    x(10,8,g55) symmetry(10,8,g55) 1
    x(11,8,g55) cover(11,8) 1
    x(11,8,g55) centre(11,8,g55) 1
    x(11,8,g55) symmetry(10,8,g55) -1
    x(11,9,g55) cover(11,9) 1
    x(11,9,g55) symmetry(10,7,g55) -1
    x(12,5,g55) cover(12,5) 1
    x(12,5,g55) symmetry(9,11,g55) -1
    x(12,6,g55) cover(12,6) 1
    x(12,6,g55) symmetry(9,10,g55) -1
    x(12,7,g55) cover(12,7) 1
    x(12,7,g55) symmetry(9,9,g55) -1
    x(12,8,g55) cover(12,8) 1
    x(12,8,g55) symmetry(9,8,g55) -1
    x(12,9,g55) cover(12,9) 1
    x(12,9,g55) symmetry(9,7,g55) -1
    x(12,10,g55) cover(12,10) 1
    x(12,10,g55) symmetry(9,6,g55) -1
    x(13,5,g55) cover(13,5) 1
    x(13,5,g55) symmetry(8,11,g55) -1
    x(13,6,g55) cover(13,6) 1
    x(13,6,g55) symmetry(8,10,g55) -1
    x(13,10,g55) cover(13,10) 1
    x(13,10,g55) symmetry(8,6,g55) -1
    x(13,11,g55) cover(13,11) 1
    x(13,11,g55) symmetry(8,5,g55) -1
    x(14,5,g55) cover(14,5) 1
    x(14,5,g55) symmetry(7,11,g55) -1
    x(9,2,g56) cover(9,2) 1
    x(9,2,g56) symmetry(9,2,g56) 1
    x(10,0,g56) cover(10,0) 1
    x(10,0,g56) symmetry(10,0,g56) 1
    x(10,1,g56) cover(10,1) 1
    x(10,1,g56) symmetry(10,1,g56) 1
    x(10,2,g56) cover(10,2) 1
    x(10,2,g56) symmetry(10,2,g56) 1
    x(10,3,g56) cover(10,3) 1
    x(10,3,g56) symmetry(10,3,g56) 1
    x(10,4,g56) cover(10,4) 1
    x(10,4,g56) symmetry(10,4,g56) 1
    x(11,0,g56) cover(11,0) 1
    x(11,0,g56) symmetry(11,0,g56) 1
    x(11,1,g56) cover(11,1) 1
    x(11,1,g56) symmetry(11,1,g56) 1
    x(11,2,g56) cover(11,2) 1
    x(11,2,g56) centre(11,2,g56) 1
    x(11,3,g56) cover(11,3) 1
    x(11,3,g56) symmetry(11,1,g56) -1
    x(11,4,g56) cover(11,4) 1
    x(11,4,g56) symmetry(11,0,g56) -1
    x(12,0,g56) cover(12,0) 1
    x(12,0,g56) symmetry(10,4,g56) -1
    x(12,1,g56) cover(12,1) 1
    x(12,1,g56) symmetry(10,3,g56) -1
    x(12,2,g56) cover(12,2) 1
    x(12,2,g56) symmetry(10,2,g56) -1
    x(12,3,g56) cover(12,3) 1
    x(12,3,g56) symmetry(10,1,g56) -1
    x(12,4,g56) cover(12,4) 1
    x(12,4,g56) symmetry(10,0,g56) -1
    x(13,2,g56) cover(13,2) 1
    x(13,2,g56) symmetry(9,2,g56) -1
    x(8,7,g57) cover(8,7) 1
    x(8,7,g57) symmetry(8,7,g57) 1
    x(9,7,g57) cover(9,7) 1
    x(9,7,g57) symmetry(9,7,g57) 1
    x(9,8,g57) cover(9,8) 1
    x(9,8,g57) symmetry(9,8,g57) 1
    x(9,9,g57) cover(9,9) 1
    x(9,9,g57) symmetry(9,9,g57) 1
    x(10,7,g57) cover(10,7) 1
    x(10,7,g57) symmetry(10,7,g57) 1
    x(11,7,g57) cover(11,7) 1
    x(11,7,g57) centre(11,7,g57) 1
    x(12,7,g57) cover(12,7) 1
    x(12,7,g57) symmetry(10,7,g57) -1
    x(13,5,g57) cover(13,5) 1
    x(13,5,g57) symmetry(9,9,g57) -1
    x(13,6,g57) cover(13,6) 1
    x(13,6,g57) symmetry(9,8,g57) -1
    x(13,7,g57) cover(13,7) 1
    x(13,7,g57) symmetry(9,7,g57) -1
    x(14,7,g57) cover(14,7) 1
    x(14,7,g57) symmetry(8,7,g57) -1
    x(9,10,g58) cover(9,10) 1
    x(9,10,g58) symmetry(9,10,g58) 1
    x(9,11,g58) cover(9,11) 1
    x(9,11,g58) symmetry(9,11,g58) 1
    x(10,11,g58) cover(10,11) 1
    x(10,11,g58) symmetry(10,11,g58) 1
    x(11,9,g58) cover(11,9) 1
    x(11,9,g58) symmetry(11,9,g58) 1
    x(11,10,g58) cover(11,10) 1
    x(11,10,g58) centre(11,10,g58) 1
    x(11,10,g58) symmetry(11,10,g58) 1
    x(11,11,g58) cover(11,11) 1
    x(11,11,g58) centre(11,11,g58) 1
    x(11,11,g58) symmetry(11,10,g58) -1
    x(11,12,g58) cover(11,12) 1
    x(11,12,g58) symmetry(11,9,g58) -1
    x(12,10,g58) cover(12,10) 1
    x(12,10,g58) symmetry(10,11,g58) -1
    x(13,10,g58) cover(13,10) 1
    x(13,10,g58) symmetry(9,11,g58) -1
    x(13,11,g58) cover(13,11) 1
    x(13,11,g58) symmetry(9,10,g58) -1
    x(9,14,g59) cover(9,14) 1
    x(9,14,g59) symmetry(9,14,g59) 1
    x(10,14,g59) cover(10,14) 1
    x(10,14,g59) symmetry(10,14,g59) 1
    x(11,13,g59) cover(11,13) 1
    x(11,13,g59) centre(11,13,g59) 1
    x(11,13,g59) symmetry(11,13,g59) 1
    x(11,14,g59) cover(11,14) 1
    x(11,14,g59) centre(11,14,g59) 1
    x(11,14,g59) symmetry(11,13,g59) -1
    x(12,13,g59) cover(12,13) 1
    x(12,13,g59) symmetry(10,14,g59) -1
    x(13,13,g59) cover(13,13) 1
    x(13,13,g59) symmetry(9,14,g59) -1
    x(11,15,g60) cover(11,15) 1
    x(11,15,g60) centre(11,15,g60) 1
    x(11,16,g61) cover(11,16) 1
    x(11,16,g61) centre(11,16,g61) 1
    x(11,17,g62) cover(11,17) 1
    x(11,17,g62) centre(11,17,g62) 1
    x(11,9,g63) cover(11,9) 1
    x(11,9,g63) symmetry(11,9,g63) 1
    x(11,12,g63) cover(11,12) 1
    x(11,12,g63) symmetry(11,12,g63) 1
    x(12,9,g63) cover(12,9) 1
    x(12,9,g63) symmetry(12,9,g63) 1
    x(12,10,g63) cover(12,10) 1
    x(12,10,g63) symmetry(12,10,g63) 1
    x(12,11,g63) cover(12,11) 1
    x(12,11,g63) centre(12,11,g63) 1
    x(12,12,g63) cover(12,12) 1
    x(12,12,g63) symmetry(12,10,g63) -1
    x(12,13,g63) cover(12,13) 1
    x(12,13,g63) symmetry(12,9,g63) -1
    x(13,10,g63) cover(13,10) 1
    x(13,10,g63) symmetry(11,12,g63) -1
    x(13,13,g63) cover(13,13) 1
    x(13,13,g63) symmetry(11,9,g63) -1
    x(12,14,g64) cover(12,14) 1
    x(12,14,g64) centre(12,14,g64) 1
    x(12,17,g65) cover(12,17) 1
    x(12,17,g65) centre(12,17,g65) 1
    x(12,15,g66) cover(12,15) 1
    x(12,15,g66) centre(12,15,g66) 1
    x(12,15,g66) symmetry(12,15,g66) 1
    x(12,16,g66) cover(12,16) 1
    x(12,16,g66) centre(12,16,g66) 1
    x(12,16,g66) symmetry(12,16,g66) 1
    x(13,15,g66) cover(13,15) 1
    x(13,15,g66) centre(13,15,g66) 1
    x(13,15,g66) symmetry(12,16,g66) -1
    x(13,16,g66) cover(13,16) 1
    x(13,16,g66) centre(13,16,g66) 1
    x(13,16,g66) symmetry(12,15,g66) -1
    x(13,0,g67) cover(13,0) 1
    x(13,0,g67) centre(13,0,g67) 1
    x(13,0,g67) symmetry(13,0,g67) 1
    x(13,1,g67) cover(13,1) 1
    x(13,1,g67) centre(13,1,g67) 1
    x(13,1,g67) symmetry(13,0,g67) -1
    x(9,3,g68) cover(9,3) 1
    x(9,3,g68) symmetry(9,3,g68) 1
    x(9,4,g68) cover(9,4) 1
    x(9,4,g68) symmetry(9,4,g68) 1
    x(10,3,g68) cover(10,3) 1
    x(10,3,g68) symmetry(10,3,g68) 1
    x(10,4,g68) cover(10,4) 1
    x(10,4,g68) symmetry(10,4,g68) 1
    x(11,3,g68) cover(11,3) 1
    x(11,3,g68) symmetry(11,3,g68) 1
    x(11,4,g68) cover(11,4) 1
    x(11,4,g68) symmetry(11,4,g68) 1
    x(12,2,g68) cover(12,2) 1
    x(12,2,g68) symmetry(12,2,g68) 1
    x(12,3,g68) cover(12,3) 1
    x(12,3,g68) symmetry(12,3,g68) 1
    x(12,4,g68) cover(12,4) 1
    x(12,4,g68) symmetry(12,4,g68) 1
    x(12,5,g68) cover(12,5) 1
    x(12,5,g68) symmetry(12,5,g68) 1
    x(13,2,g68) cover(13,2) 1
    x(13,2,g68) symmetry(13,2,g68) 1
    x(13,3,g68) cover(13,3) 1
    x(13,3,g68) centre(13,3,g68) 1
    x(13,3,g68) symmetry(13,3,g68) 1
    x(13,4,g68) cover(13,4) 1
    x(13,4,g68) centre(13,4,g68) 1
    x(13,4,g68) symmetry(13,3,g68) -1
    x(13,5,g68) cover(13,5) 1
    x(13,5,g68) symmetry(13,2,g68) -1
    x(14,2,g68) cover(14,2) 1
    x(14,2,g68) symmetry(12,5,g68) -1
    x(14,3,g68) cover(14,3) 1
    x(14,3,g68) symmetry(12,4,g68) -1
    x(14,4,g68) cover(14,4) 1
    x(14,4,g68) symmetry(12,3,g68) -1
    x(14,5,g68) cover(14,5) 1
    x(14,5,g68) symmetry(12,2,g68) -1
    x(15,3,g68) cover(15,3) 1
    x(15,3,g68) symmetry(11,4,g68) -1
    x(15,4,g68) cover(15,4) 1
    x(15,4,g68) symmetry(11,3,g68) -1
    x(16,3,g68) cover(16,3) 1
    x(16,3,g68) symmetry(10,4,g68) -1
    x(16,4,g68) cover(16,4) 1
    x(16,4,g68) symmetry(10,3,g68) -1
    x(17,3,g68) cover(17,3) 1
    x(17,3,g68) symmetry(9,4,g68) -1
    x(17,4,g68) cover(17,4) 1
    x(17,4,g68) symmetry(9,3,g68) -1
    x(12,8,g69) cover(12,8) 1
    x(12,8,g69) symmetry(12,8,g69) 1
    x(12,10,g69) cover(12,10) 1
    x(12,10,g69) symmetry(12,10,g69) 1
    x(13,6,g69) cover(13,6) 1
    x(13,6,g69) symmetry(13,6,g69) 1
    x(13,7,g69) cover(13,7) 1
    x(13,7,g69) symmetry(13,7,g69) 1
    x(13,8,g69) cover(13,8) 1
    x(13,8,g69) centre(13,8,g69) 1
    x(13,8,g69) symmetry(13,8,g69) 1
    x(13,9,g69) cover(13,9) 1
    x(13,9,g69) centre(13,9,g69) 1
    x(13,9,g69) symmetry(13,8,g69) -1
    x(13,10,g69) cover(13,10) 1
    x(13,10,g69) symmetry(13,7,g69) -1
    x(13,11,g69) cover(13,11) 1
    x(13,11,g69) symmetry(13,6,g69) -1
    x(14,7,g69) cover(14,7) 1
    x(14,7,g69) symmetry(12,10,g69) -1
    x(14,9,g69) cover(14,9) 1
    x(14,9,g69) symmetry(12,8,g69) -1
    x(12,12,g70) cover(12,12) 1
    x(12,12,g70) symmetry(12,12,g70) 1
    x(13,11,g70) cover(13,11) 1
    x(13,11,g70) symmetry(13,11,g70) 1
    x(13,12,g70) cover(13,12) 1
    x(13,12,g70) centre(13,12,g70) 1
    x(13,13,g70) cover(13,13) 1
    x(13,13,g70) symmetry(13,11,g70) -1
    x(14,12,g70) cover(14,12) 1
    x(14,12,g70) symmetry(12,12,g70) -1
    x(13,14,g71) cover(13,14) 1
    x(13,14,g71) centre(13,14,g71) 1
    x(13,17,g72) cover(13,17) 1
    x(13,17,g72) centre(13,17,g72) 1
    x(14,0,g73) cover(14,0) 1
    x(14,0,g73) centre(14,0,g73) 1
    x(14,0,g73) symmetry(14,0,g73) 1
    x(14,1,g73) cover(14,1) 1
    x(14,1,g73) centre(14,1,g73) 1
    x(14,1,g73) symmetry(14,0,g73) -1
    x(14,5,g74) cover(14,5) 1
    x(14,5,g74) symmetry(14,5,g74) 1
    x(14,6,g74) cover(14,6) 1
    x(14,6,g74) centre(14,6,g74) 1
    x(14,7,g74) cover(14,7) 1
    x(14,7,g74) symmetry(14,5,g74) -1
    x(14,7,g75) cover(14,7) 1
    x(14,7,g75) symmetry(14,7,g75) 1
    x(14,8,g75) cover(14,8) 1
    x(14,8,g75) centre(14,8,g75) 1
    x(14,9,g75) cover(14,9) 1
    x(14,9,g75) symmetry(14,7,g75) -1
    x(12,10,g76) cover(12,10) 1
    x(12,10,g76) symmetry(12,10,g76) 1
    x(13,10,g76) cover(13,10) 1
    x(13,10,g76) symmetry(13,10,g76) 1
    x(14,10,g76) cover(14,10) 1
    x(14,10,g76) centre(14,10,g76) 1
    x(15,10,g76) cover(15,10) 1
    x(15,10,g76) symmetry(13,10,g76) -1
    x(16,10,g76) cover(16,10) 1
    x(16,10,g76) symmetry(12,10,g76) -1
    x(13,11,g77) cover(13,11) 1
    x(13,11,g77) symmetry(13,11,g77) 1
    x(14,11,g77) cover(14,11) 1
    x(14,11,g77) centre(14,11,g77) 1
    x(15,11,g77) cover(15,11) 1
    x(15,11,g77) symmetry(13,11,g77) -1
    x(14,13,g78) cover(14,13) 1
    x(14,13,g78) centre(14,13,g78) 1
    x(14,14,g79) cover(14,14) 1
    x(14,14,g79) centre(14,14,g79) 1
    x(14,15,g80) cover(14,15) 1
    x(14,15,g80) centre(14,15,g80) 1
    x(11,18,g81) cover(11,18) 1
    x(11,18,g81) symmetry(11,18,g81) 1
    x(12,18,g81) cover(12,18) 1
    x(12,18,g81) symmetry(12,18,g81) 1
    x(13,18,g81) cover(13,18) 1
    x(13,18,g81) symmetry(13,18,g81) 1
    x(13,19,g81) cover(13,19) 1
    x(13,19,g81) symmetry(13,19,g81) 1
    x(14,16,g81) cover(14,16) 1
    x(14,16,g81) centre(14,16,g81) 1
    x(14,16,g81) symmetry(14,16,g81) 1
    x(14,17,g81) cover(14,17) 1
    x(14,17,g81) symmetry(14,17,g81) 1
    x(14,18,g81) cover(14,18) 1
    x(14,18,g81) symmetry(14,18,g81) 1
    x(15,14,g81) cover(15,14) 1
    x(15,14,g81) symmetry(14,18,g81) -1
    x(15,15,g81) cover(15,15) 1
    x(15,15,g81) symmetry(14,17,g81) -1
    x(15,16,g81) cover(15,16) 1
    x(15,16,g81) centre(15,16,g81) 1
    x(15,16,g81) symmetry(14,16,g81) -1
    x(16,13,g81) cover(16,13) 1
    x(16,13,g81) symmetry(13,19,g81) -1
    x(16,14,g81) cover(16,14) 1
    x(16,14,g81) symmetry(13,18,g81) -1
    x(17,14,g81) cover(17,14) 1
    x(17,14,g81) symmetry(12,18,g81) -1
    x(18,14,g81) cover(18,14) 1
    x(18,14,g81) symmetry(11,18,g81) -1
    x(10,19,g82) cover(10,19) 1
    x(10,19,g82) symmetry(10,19,g82) 1
    x(11,19,g82) cover(11,19) 1
    x(11,19,g82) symmetry(11,19,g82) 1
    x(12,19,g82) cover(12,19) 1
    x(12,19,g82) symmetry(12,19,g82) 1
    x(13,19,g82) cover(13,19) 1
    x(13,19,g82) symmetry(13,19,g82) 1
    x(14,19,g82) cover(14,19) 1
    x(14,19,g82) centre(14,19,g82) 1
    x(14,19,g82) symmetry(14,19,g82) 1
    x(15,19,g82) cover(15,19) 1
    x(15,19,g82) centre(15,19,g82) 1
    x(15,19,g82) symmetry(14,19,g82) -1
    x(16,19,g82) cover(16,19) 1
    x(16,19,g82) symmetry(13,19,g82) -1
    x(17,19,g82) cover(17,19) 1
    x(17,19,g82) symmetry(12,19,g82) -1
    x(18,19,g82) cover(18,19) 1
    x(18,19,g82) symmetry(11,19,g82) -1
    x(19,19,g82) cover(19,19) 1
    x(19,19,g82) symmetry(10,19,g82) -1
    x(14,2,g83) cover(14,2) 1
    x(14,2,g83) symmetry(14,2,g83) 1
    x(15,0,g83) cover(15,0) 1
    x(15,0,g83) symmetry(15,0,g83) 1
    x(15,1,g83) cover(15,1) 1
    x(15,1,g83) centre(15,1,g83) 1
    x(15,2,g83) cover(15,2) 1
    x(15,2,g83) symmetry(15,0,g83) -1
    x(16,0,g83) cover(16,0) 1
    x(16,0,g83) symmetry(14,2,g83) -1
    x(15,6,g84) cover(15,6) 1
    x(15,6,g84) centre(15,6,g84) 1
    x(15,6,g84) symmetry(15,6,g84) 1
    x(15,7,g84) cover(15,7) 1
    x(15,7,g84) centre(15,7,g84) 1
    x(15,7,g84) symmetry(15,6,g84) -1
    x(14,9,g85) cover(14,9) 1
    x(14,9,g85) symmetry(14,9,g85) 1
    x(15,8,g85) cover(15,8) 1
    x(15,8,g85) symmetry(15,8,g85) 1
    x(15,9,g85) cover(15,9) 1
    x(15,9,g85) centre(15,9,g85) 1
    x(15,10,g85) cover(15,10) 1
    x(15,10,g85) symmetry(15,8,g85) -1
    x(16,9,g85) cover(16,9) 1
    x(16,9,g85) symmetry(14,9,g85) -1
    x(14,12,g86) cover(14,12) 1
    x(14,12,g86) symmetry(14,12,g86) 1
    x(15,10,g86) cover(15,10) 1
    x(15,10,g86) symmetry(15,10,g86) 1
    x(15,11,g86) cover(15,11) 1
    x(15,11,g86) symmetry(15,11,g86) 1
    x(15,12,g86) cover(15,12) 1
    x(15,12,g86) centre(15,12,g86) 1
    x(15,12,g86) symmetry(15,12,g86) 1
    x(15,13,g86) cover(15,13) 1
    x(15,13,g86) centre(15,13,g86) 1
    x(15,13,g86) symmetry(15,12,g86) -1
    x(15,14,g86) cover(15,14) 1
    x(15,14,g86) symmetry(15,11,g86) -1
    x(15,15,g86) cover(15,15) 1
    x(15,15,g86) symmetry(15,10,g86) -1
    x(16,13,g86) cover(16,13) 1
    x(16,13,g86) symmetry(14,12,g86) -1
    x(15,17,g87) cover(15,17) 1
    x(15,17,g87) centre(15,17,g87) 1
    x(15,18,g88) cover(15,18) 1
    x(15,18,g88) centre(15,18,g88) 1
    x(15,5,g89) cover(15,5) 1
    x(15,5,g89) centre(15,5,g89) 1
    x(15,5,g89) symmetry(15,5,g89) 1
    x(16,5,g89) cover(16,5) 1
    x(16,5,g89) centre(16,5,g89) 1
    x(16,5,g89) symmetry(15,5,g89) -1
    x(16,6,g90) cover(16,6) 1
    x(16,6,g90) centre(16,6,g90) 1
    x(16,7,g91) cover(16,7) 1
    x(16,7,g91) centre(16,7,g91) 1
    x(16,9,g92) cover(16,9) 1
    x(16,9,g92) symmetry(16,9,g92) 1
    x(16,10,g92) cover(16,10) 1
    x(16,10,g92) symmetry(16,10,g92) 1
    x(16,11,g92) cover(16,11) 1
    x(16,11,g92) centre(16,11,g92) 1
    x(16,11,g92) symmetry(16,11,g92) 1
    x(16,12,g92) cover(16,12) 1
    x(16,12,g92) centre(16,12,g92) 1
    x(16,12,g92) symmetry(16,11,g92) -1
    x(16,13,g92) cover(16,13) 1
    x(16,13,g92) symmetry(16,10,g92) -1
    x(16,14,g92) cover(16,14) 1
    x(16,14,g92) symmetry(16,9,g92) -1
    x(16,15,g93) cover(16,15) 1
    x(16,15,g93) centre(16,15,g93) 1
    x(16,18,g94) cover(16,18) 1
    x(16,18,g94) centre(16,18,g94) 1
    x(16,8,g95) cover(16,8) 1
    x(16,8,g95) centre(16,8,g95) 1
    x(16,8,g95) symmetry(16,8,g95) 1
    x(16,9,g95) cover(16,9) 1
    x(16,9,g95) symmetry(16,9,g95) 1
    x(17,7,g95) cover(17,7) 1
    x(17,7,g95) symmetry(16,9,g95) -1
    x(17,8,g95) cover(17,8) 1
    x(17,8,g95) centre(17,8,g95) 1
    x(17,8,g95) symmetry(16,8,g95) -1
    x(16,16,g96) cover(16,16) 1
    x(16,16,g96) centre(16,16,g96) 1
    x(16,16,g96) symmetry(16,16,g96) 1
    x(16,17,g96) cover(16,17) 1
    x(16,17,g96) centre(16,17,g96) 1
    x(16,17,g96) symmetry(16,17,g96) 1
    x(17,16,g96) cover(17,16) 1
    x(17,16,g96) centre(17,16,g96) 1
    x(17,16,g96) symmetry(16,17,g96) -1
    x(17,17,g96) cover(17,17) 1
    x(17,17,g96) centre(17,17,g96) 1
    x(17,17,g96) symmetry(16,16,g96) -1
    x(16,0,g97) cover(16,0) 1
    x(16,0,g97) symmetry(16,0,g97) 1
    x(16,1,g97) cover(16,1) 1
    x(16,1,g97) symmetry(16,1,g97) 1
    x(17,0,g97) cover(17,0) 1
    x(17,0,g97) centre(17,0,g97) 1
    x(17,0,g97) symmetry(17,0,g97) 1
    x(17,1,g97) cover(17,1) 1
    x(17,1,g97) centre(17,1,g97) 1
    x(17,1,g97) symmetry(17,0,g97) -1
    x(18,0,g97) cover(18,0) 1
    x(18,0,g97) symmetry(16,1,g97) -1
    x(18,1,g97) cover(18,1) 1
    x(18,1,g97) symmetry(16,0,g97) -1
    x(17,4,g98) cover(17,4) 1
    x(17,4,g98) symmetry(17,4,g98) 1
    x(17,5,g98) cover(17,5) 1
    x(17,5,g98) centre(17,5,g98) 1
    x(17,5,g98) symmetry(17,5,g98) 1
    x(17,6,g98) cover(17,6) 1
    x(17,6,g98) centre(17,6,g98) 1
    x(17,6,g98) symmetry(17,5,g98) -1
    x(17,7,g98) cover(17,7) 1
    x(17,7,g98) symmetry(17,4,g98) -1
    x(16,9,g99) cover(16,9) 1
    x(16,9,g99) symmetry(16,9,g99) 1
    x(17,9,g99) cover(17,9) 1
    x(17,9,g99) centre(17,9,g99) 1
    x(18,9,g99) cover(18,9) 1
    x(18,9,g99) symmetry(16,9,g99) -1
    x(17,15,g100) cover(17,15) 1
    x(17,15,g100) centre(17,15,g100) 1
    x(17,18,g101) cover(17,18) 1
    x(17,18,g101) centre(17,18,g101) 1
    x(16,1,g102) cover(16,1) 1
    x(16,1,g102) symmetry(16,1,g102) 1
    x(16,2,g102) cover(16,2) 1
    x(16,2,g102) symmetry(16,2,g102) 1
    x(17,2,g102) cover(17,2) 1
    x(17,2,g102) centre(17,2,g102) 1
    x(17,2,g102) symmetry(17,2,g102) 1
    x(17,3,g102) cover(17,3) 1
    x(17,3,g102) symmetry(17,3,g102) 1
    x(17,4,g102) cover(17,4) 1
    x(17,4,g102) symmetry(17,4,g102) 1
    x(18,0,g102) cover(18,0) 1
    x(18,0,g102) symmetry(17,4,g102) -1
    x(18,1,g102) cover(18,1) 1
    x(18,1,g102) symmetry(17,3,g102) -1
    x(18,2,g102) cover(18,2) 1
    x(18,2,g102) centre(18,2,g102) 1
    x(18,2,g102) symmetry(17,2,g102) -1
    x(19,2,g102) cover(19,2) 1
    x(19,2,g102) symmetry(16,2,g102) -1
    x(19,3,g102) cover(19,3) 1
    x(19,3,g102) symmetry(16,1,g102) -1
    x(16,9,g103) cover(16,9) 1
    x(16,9,g103) symmetry(16,9,g103) 1
    x(16,10,g103) cover(16,10) 1
    x(16,10,g103) symmetry(16,10,g103) 1
    x(16,14,g103) cover(16,14) 1
    x(16,14,g103) symmetry(16,14,g103) 1
    x(17,10,g103) cover(17,10) 1
    x(17,10,g103) symmetry(17,10,g103) 1
    x(17,11,g103) cover(17,11) 1
    x(17,11,g103) symmetry(17,11,g103) 1
    x(17,12,g103) cover(17,12) 1
    x(17,12,g103) centre(17,12,g103) 1
    x(17,12,g103) symmetry(17,12,g103) 1
    x(17,13,g103) cover(17,13) 1
    x(17,13,g103) centre(17,13,g103) 1
    x(17,13,g103) symmetry(17,13,g103) 1
    x(17,14,g103) cover(17,14) 1
    x(17,14,g103) symmetry(17,14,g103) 1
    x(18,11,g103) cover(18,11) 1
    x(18,11,g103) symmetry(17,14,g103) -1
    x(18,12,g103) cover(18,12) 1
    x(18,12,g103) centre(18,12,g103) 1
    x(18,12,g103) symmetry(17,13,g103) -1
    x(18,13,g103) cover(18,13) 1
    x(18,13,g103) centre(18,13,g103) 1
    x(18,13,g103) symmetry(17,12,g103) -1
    x(18,14,g103) cover(18,14) 1
    x(18,14,g103) symmetry(17,11,g103) -1
    x(18,15,g103) cover(18,15) 1
    x(18,15,g103) symmetry(17,10,g103) -1
    x(19,11,g103) cover(19,11) 1
    x(19,11,g103) symmetry(16,14,g103) -1
    x(19,15,g103) cover(19,15) 1
    x(19,15,g103) symmetry(16,10,g103) -1
    x(19,16,g103) cover(19,16) 1
    x(19,16,g103) symmetry(16,9,g103) -1
    x(17,3,g104) cover(17,3) 1
    x(17,3,g104) symmetry(17,3,g104) 1
    x(17,4,g104) cover(17,4) 1
    x(17,4,g104) symmetry(17,4,g104) 1
    x(18,3,g104) cover(18,3) 1
    x(18,3,g104) centre(18,3,g104) 1
    x(19,2,g104) cover(19,2) 1
    x(19,2,g104) symmetry(17,4,g104) -1
    x(19,3,g104) cover(19,3) 1
    x(19,3,g104) symmetry(17,3,g104) -1
    x(17,4,g105) cover(17,4) 1
    x(17,4,g105) symmetry(17,4,g105) 1
    x(17,7,g105) cover(17,7) 1
    x(17,7,g105) symmetry(17,7,g105) 1
    x(18,4,g105) cover(18,4) 1
    x(18,4,g105) symmetry(18,4,g105) 1
    x(18,5,g105) cover(18,5) 1
    x(18,5,g105) symmetry(18,5,g105) 1
    x(18,6,g105) cover(18,6) 1
    x(18,6,g105) symmetry(18,6,g105) 1
    x(18,7,g105) cover(18,7) 1
    x(18,7,g105) centre(18,7,g105) 1
    x(18,7,g105) symmetry(18,7,g105) 1
    x(18,8,g105) cover(18,8) 1
    x(18,8,g105) centre(18,8,g105) 1
    x(18,8,g105) symmetry(18,7,g105) -1
    x(18,9,g105) cover(18,9) 1
    x(18,9,g105) symmetry(18,6,g105) -1
    x(18,10,g105) cover(18,10) 1
    x(18,10,g105) symmetry(18,5,g105) -1
    x(18,11,g105) cover(18,11) 1
    x(18,11,g105) symmetry(18,4,g105) -1
    x(19,8,g105) cover(19,8) 1
    x(19,8,g105) symmetry(17,7,g105) -1
    x(19,11,g105) cover(19,11) 1
    x(19,11,g105) symmetry(17,4,g105) -1
    x(18,16,g106) cover(18,16) 1
    x(18,16,g106) centre(18,16,g106) 1
    x(18,17,g107) cover(18,17) 1
    x(18,17,g107) centre(18,17,g107) 1
    x(18,17,g107) symmetry(18,17,g107) 1
    x(18,18,g107) cover(18,18) 1
    x(18,18,g107) centre(18,18,g107) 1
    x(18,18,g107) symmetry(18,17,g107) -1
    x(19,0,g108) cover(19,0) 1
    x(19,0,g108) centre(19,0,g108) 1
    x(19,0,g108) symmetry(19,0,g108) 1
    x(19,1,g108) cover(19,1) 1
    x(19,1,g108) centre(19,1,g108) 1
    x(19,1,g108) symmetry(19,0,g108) -1
    x(19,2,g109) cover(19,2) 1
    x(19,2,g109) symmetry(19,2,g109) 1
    x(19,3,g109) cover(19,3) 1
    x(19,3,g109) symmetry(19,3,g109) 1
    x(19,4,g109) cover(19,4) 1
    x(19,4,g109) centre(19,4,g109) 1
    x(19,4,g109) symmetry(19,4,g109) 1
    x(19,5,g109) cover(19,5) 1
    x(19,5,g109) centre(19,5,g109) 1
    x(19,5,g109) symmetry(19,4,g109) -1
    x(19,6,g109) cover(19,6) 1
    x(19,6,g109) symmetry(19,3,g109) -1
    x(19,7,g109) cover(19,7) 1
    x(19,7,g109) symmetry(19,2,g109) -1
    x(19,6,g110) cover(19,6) 1
    x(19,6,g110) symmetry(19,6,g110) 1
    x(19,7,g110) cover(19,7) 1
    x(19,7,g110) symmetry(19,7,g110) 1
    x(19,8,g110) cover(19,8) 1
    x(19,8,g110) symmetry(19,8,g110) 1
    x(19,9,g110) cover(19,9) 1
    x(19,9,g110) symmetry(19,9,g110) 1
    x(19,10,g110) cover(19,10) 1
    x(19,10,g110) symmetry(19,10,g110) 1
    x(19,11,g110) cover(19,11) 1
    x(19,11,g110) symmetry(19,11,g110) 1
    x(19,12,g110) cover(19,12) 1
    x(19,12,g110) centre(19,12,g110) 1
    x(19,12,g110) symmetry(19,12,g110) 1
    x(19,13,g110) cover(19,13) 1
    x(19,13,g110) centre(19,13,g110) 1
    x(19,13,g110) symmetry(19,12,g110) -1
    x(19,14,g110) cover(19,14) 1
    x(19,14,g110) symmetry(19,11,g110) -1
    x(19,15,g110) cover(19,15) 1
    x(19,15,g110) symmetry(19,10,g110) -1
    x(19,16,g110) cover(19,16) 1
    x(19,16,g110) symmetry(19,9,g110) -1
    x(19,17,g110) cover(19,17) 1
    x(19,17,g110) symmetry(19,8,g110) -1
    x(19,18,g110) cover(19,18) 1
    x(19,18,g110) symmetry(19,7,g110) -1
    x(19,19,g110) cover(19,19) 1
    x(19,19,g110) symmetry(19,6,g110) -1
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
    RHS cover(10,12) 1
    RHS cover(10,13) 1
    RHS cover(10,14) 1
    RHS cover(10,15) 1
    RHS cover(10,16) 1
    RHS cover(10,17) 1
    RHS cover(10,18) 1
    RHS cover(10,19) 1
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
    RHS cover(11,12) 1
    RHS cover(11,13) 1
    RHS cover(11,14) 1
    RHS cover(11,15) 1
    RHS cover(11,16) 1
    RHS cover(11,17) 1
    RHS cover(11,18) 1
    RHS cover(11,19) 1
    RHS cover(12,0) 1
    RHS cover(12,1) 1
    RHS cover(12,2) 1
    RHS cover(12,3) 1
    RHS cover(12,4) 1
    RHS cover(12,5) 1
    RHS cover(12,6) 1
    RHS cover(12,7) 1
    RHS cover(12,8) 1
    RHS cover(12,9) 1
    RHS cover(12,10) 1
    RHS cover(12,11) 1
    RHS cover(12,12) 1
    RHS cover(12,13) 1
    RHS cover(12,14) 1
    RHS cover(12,15) 1
    RHS cover(12,16) 1
    RHS cover(12,17) 1
    RHS cover(12,18) 1
    RHS cover(12,19) 1
    RHS cover(13,0) 1
    RHS cover(13,1) 1
    RHS cover(13,2) 1
    RHS cover(13,3) 1
    RHS cover(13,4) 1
    RHS cover(13,5) 1
    RHS cover(13,6) 1
    RHS cover(13,7) 1
    RHS cover(13,8) 1
    RHS cover(13,9) 1
    RHS cover(13,10) 1
    RHS cover(13,11) 1
    RHS cover(13,12) 1
    RHS cover(13,13) 1
    RHS cover(13,14) 1
    RHS cover(13,15) 1
    RHS cover(13,16) 1
    RHS cover(13,17) 1
    RHS cover(13,18) 1
    RHS cover(13,19) 1
    RHS cover(14,0) 1
    RHS cover(14,1) 1
    RHS cover(14,2) 1
    RHS cover(14,3) 1
    RHS cover(14,4) 1
    RHS cover(14,5) 1
    RHS cover(14,6) 1
    RHS cover(14,7) 1
    RHS cover(14,8) 1
    RHS cover(14,9) 1
    RHS cover(14,10) 1
    RHS cover(14,11) 1
    RHS cover(14,12) 1
    RHS cover(14,13) 1
    RHS cover(14,14) 1
    RHS cover(14,15) 1
    RHS cover(14,16) 1
    RHS cover(14,17) 1
    RHS cover(14,18) 1
    RHS cover(14,19) 1
    RHS cover(15,0) 1
    RHS cover(15,1) 1
    RHS cover(15,2) 1
    RHS cover(15,3) 1
    RHS cover(15,4) 1
    RHS cover(15,5) 1
    RHS cover(15,6) 1
    RHS cover(15,7) 1
    RHS cover(15,8) 1
    RHS cover(15,9) 1
    RHS cover(15,10) 1
    RHS cover(15,11) 1
    RHS cover(15,12) 1
    RHS cover(15,13) 1
    RHS cover(15,14) 1
    RHS cover(15,15) 1
    RHS cover(15,16) 1
    RHS cover(15,17) 1
    RHS cover(15,18) 1
    RHS cover(15,19) 1
    RHS cover(16,0) 1
    RHS cover(16,1) 1
    RHS cover(16,2) 1
    RHS cover(16,3) 1
    RHS cover(16,4) 1
    RHS cover(16,5) 1
    RHS cover(16,6) 1
    RHS cover(16,7) 1
    RHS cover(16,8) 1
    RHS cover(16,9) 1
    RHS cover(16,10) 1
    RHS cover(16,11) 1
    RHS cover(16,12) 1
    RHS cover(16,13) 1
    RHS cover(16,14) 1
    RHS cover(16,15) 1
    RHS cover(16,16) 1
    RHS cover(16,17) 1
    RHS cover(16,18) 1
    RHS cover(16,19) 1
    RHS cover(17,0) 1
    RHS cover(17,1) 1
    RHS cover(17,2) 1
    RHS cover(17,3) 1
    RHS cover(17,4) 1
    RHS cover(17,5) 1
    RHS cover(17,6) 1
    RHS cover(17,7) 1
    RHS cover(17,8) 1
    RHS cover(17,9) 1
    RHS cover(17,10) 1
    RHS cover(17,11) 1
    RHS cover(17,12) 1
    RHS cover(17,13) 1
    RHS cover(17,14) 1
    RHS cover(17,15) 1
    RHS cover(17,16) 1
    RHS cover(17,17) 1
    RHS cover(17,18) 1
    RHS cover(17,19) 1
    RHS cover(18,0) 1
    RHS cover(18,1) 1
    RHS cover(18,2) 1
    RHS cover(18,3) 1
    RHS cover(18,4) 1
    RHS cover(18,5) 1
    RHS cover(18,6) 1
    RHS cover(18,7) 1
    RHS cover(18,8) 1
    RHS cover(18,9) 1
    RHS cover(18,10) 1
    RHS cover(18,11) 1
    RHS cover(18,12) 1
    RHS cover(18,13) 1
    RHS cover(18,14) 1
    RHS cover(18,15) 1
    RHS cover(18,16) 1
    RHS cover(18,17) 1
    RHS cover(18,18) 1
    RHS cover(18,19) 1
    RHS cover(19,0) 1
    RHS cover(19,1) 1
    RHS cover(19,2) 1
    RHS cover(19,3) 1
    RHS cover(19,4) 1
    RHS cover(19,5) 1
    RHS cover(19,6) 1
    RHS cover(19,7) 1
    RHS cover(19,8) 1
    RHS cover(19,9) 1
    RHS cover(19,10) 1
    RHS cover(19,11) 1
    RHS cover(19,12) 1
    RHS cover(19,13) 1
    RHS cover(19,14) 1
    RHS cover(19,15) 1
    RHS cover(19,16) 1
    RHS cover(19,17) 1
    RHS cover(19,18) 1
    RHS cover(19,19) 1
    RHS centre(0,5,g0) 1
    RHS centre(0,6,g0) 1
    RHS centre(0,7,g1) 1
    RHS centre(0,8,g1) 1
    RHS centre(0,9,g2) 1
    RHS centre(0,16,g3) 1
    RHS centre(0,19,g4) 1
    RHS centre(1,2,g5) 1
    RHS centre(1,6,g6) 1
    RHS centre(1,15,g7) 1
    RHS centre(1,11,g8) 1
    RHS centre(1,12,g8) 1
    RHS centre(2,11,g8) 1
    RHS centre(2,12,g8) 1
    RHS centre(1,16,g9) 1
    RHS centre(1,17,g9) 1
    RHS centre(2,16,g9) 1
    RHS centre(2,17,g9) 1
    RHS centre(1,18,g10) 1
    RHS centre(2,18,g10) 1
    RHS centre(2,19,g11) 1
    RHS centre(2,3,g12) 1
    RHS centre(3,3,g12) 1
    RHS centre(2,4,g13) 1
    RHS centre(3,4,g13) 1
    RHS centre(3,2,g14) 1
    RHS centre(3,15,g15) 1
    RHS centre(3,16,g15) 1
    RHS centre(3,8,g16) 1
    RHS centre(4,8,g16) 1
    RHS centre(4,7,g17) 1
    RHS centre(4,11,g18) 1
    RHS centre(4,14,g19) 1
    RHS centre(4,17,g20) 1
    RHS centre(4,18,g21) 1
    RHS centre(4,19,g21) 1
    RHS centre(4,16,g22) 1
    RHS centre(5,16,g22) 1
    RHS centre(5,5,g23) 1
    RHS centre(5,6,g24) 1
    RHS centre(5,7,g24) 1
    RHS centre(5,11,g25) 1
    RHS centre(5,12,g25) 1
    RHS centre(5,13,g26) 1
    RHS centre(5,15,g27) 1
    RHS centre(5,14,g28) 1
    RHS centre(6,14,g28) 1
    RHS centre(6,0,g29) 1
    RHS centre(6,1,g29) 1
    RHS centre(6,3,g30) 1
    RHS centre(6,18,g31) 1
    RHS centre(6,4,g32) 1
    RHS centre(7,4,g32) 1
    RHS centre(6,5,g33) 1
    RHS centre(6,6,g33) 1
    RHS centre(7,5,g33) 1
    RHS centre(7,6,g33) 1
    RHS centre(6,10,g34) 1
    RHS centre(7,10,g34) 1
    RHS centre(6,12,g35) 1
    RHS centre(7,12,g35) 1
    RHS centre(6,15,g36) 1
    RHS centre(7,15,g36) 1
    RHS centre(7,13,g37) 1
    RHS centre(8,0,g38) 1
    RHS centre(8,2,g39) 1
    RHS centre(8,3,g40) 1
    RHS centre(8,9,g41) 1
    RHS centre(8,12,g42) 1
    RHS centre(8,13,g42) 1
    RHS centre(8,14,g43) 1
    RHS centre(8,15,g44) 1
    RHS centre(8,16,g45) 1
    RHS centre(8,19,g46) 1
    RHS centre(8,17,g47) 1
    RHS centre(9,17,g47) 1
    RHS centre(9,12,g48) 1
    RHS centre(9,15,g49) 1
    RHS centre(10,15,g49) 1
    RHS centre(9,18,g50) 1
    RHS centre(10,18,g50) 1
    RHS centre(10,9,g51) 1
    RHS centre(10,10,g51) 1
    RHS centre(10,12,g52) 1
    RHS centre(10,16,g53) 1
    RHS centre(10,5,g54) 1
    RHS centre(10,6,g54) 1
    RHS centre(11,5,g54) 1
    RHS centre(11,6,g54) 1
    RHS centre(10,8,g55) 1
    RHS centre(11,8,g55) 1
    RHS centre(11,2,g56) 1
    RHS centre(11,7,g57) 1
    RHS centre(11,10,g58) 1
    RHS centre(11,11,g58) 1
    RHS centre(11,13,g59) 1
    RHS centre(11,14,g59) 1
    RHS centre(11,15,g60) 1
    RHS centre(11,16,g61) 1
    RHS centre(11,17,g62) 1
    RHS centre(12,11,g63) 1
    RHS centre(12,14,g64) 1
    RHS centre(12,17,g65) 1
    RHS centre(12,15,g66) 1
    RHS centre(12,16,g66) 1
    RHS centre(13,15,g66) 1
    RHS centre(13,16,g66) 1
    RHS centre(13,0,g67) 1
    RHS centre(13,1,g67) 1
    RHS centre(13,3,g68) 1
    RHS centre(13,4,g68) 1
    RHS centre(13,8,g69) 1
    RHS centre(13,9,g69) 1
    RHS centre(13,12,g70) 1
    RHS centre(13,14,g71) 1
    RHS centre(13,17,g72) 1
    RHS centre(14,0,g73) 1
    RHS centre(14,1,g73) 1
    RHS centre(14,6,g74) 1
    RHS centre(14,8,g75) 1
    RHS centre(14,10,g76) 1
    RHS centre(14,11,g77) 1
    RHS centre(14,13,g78) 1
    RHS centre(14,14,g79) 1
    RHS centre(14,15,g80) 1
    RHS centre(14,16,g81) 1
    RHS centre(15,16,g81) 1
    RHS centre(14,19,g82) 1
    RHS centre(15,19,g82) 1
    RHS centre(15,1,g83) 1
    RHS centre(15,6,g84) 1
    RHS centre(15,7,g84) 1
    RHS centre(15,9,g85) 1
    RHS centre(15,12,g86) 1
    RHS centre(15,13,g86) 1
    RHS centre(15,17,g87) 1
    RHS centre(15,18,g88) 1
    RHS centre(15,5,g89) 1
    RHS centre(16,5,g89) 1
    RHS centre(16,6,g90) 1
    RHS centre(16,7,g91) 1
    RHS centre(16,11,g92) 1
    RHS centre(16,12,g92) 1
    RHS centre(16,15,g93) 1
    RHS centre(16,18,g94) 1
    RHS centre(16,8,g95) 1
    RHS centre(17,8,g95) 1
    RHS centre(16,16,g96) 1
    RHS centre(16,17,g96) 1
    RHS centre(17,16,g96) 1
    RHS centre(17,17,g96) 1
    RHS centre(17,0,g97) 1
    RHS centre(17,1,g97) 1
    RHS centre(17,5,g98) 1
    RHS centre(17,6,g98) 1
    RHS centre(17,9,g99) 1
    RHS centre(17,15,g100) 1
    RHS centre(17,18,g101) 1
    RHS centre(17,2,g102) 1
    RHS centre(18,2,g102) 1
    RHS centre(17,12,g103) 1
    RHS centre(17,13,g103) 1
    RHS centre(18,12,g103) 1
    RHS centre(18,13,g103) 1
    RHS centre(18,3,g104) 1
    RHS centre(18,7,g105) 1
    RHS centre(18,8,g105) 1
    RHS centre(18,16,g106) 1
    RHS centre(18,17,g107) 1
    RHS centre(18,18,g107) 1
    RHS centre(19,0,g108) 1
    RHS centre(19,1,g108) 1
    RHS centre(19,4,g109) 1
    RHS centre(19,5,g109) 1
    RHS centre(19,12,g110) 1
    RHS centre(19,13,g110) 1
BOUNDS
 LO BND x(0,5,g0) 0
 UP BND x(0,5,g0) 1
 LO BND x(0,6,g0) 0
 UP BND x(0,6,g0) 1
 LO BND x(0,7,g1) 0
 UP BND x(0,7,g1) 1
 LO BND x(0,8,g1) 0
 UP BND x(0,8,g1) 1
 LO BND x(0,9,g2) 0
 UP BND x(0,9,g2) 1
 LO BND x(0,14,g3) 0
 UP BND x(0,14,g3) 1
 LO BND x(0,15,g3) 0
 UP BND x(0,15,g3) 1
 LO BND x(0,16,g3) 0
 UP BND x(0,16,g3) 1
 LO BND x(0,17,g3) 0
 UP BND x(0,17,g3) 1
 LO BND x(0,18,g3) 0
 UP BND x(0,18,g3) 1
 LO BND x(0,19,g4) 0
 UP BND x(0,19,g4) 1
 LO BND x(0,2,g5) 0
 UP BND x(0,2,g5) 1
 LO BND x(0,3,g5) 0
 UP BND x(0,3,g5) 1
 LO BND x(0,4,g5) 0
 UP BND x(0,4,g5) 1
 LO BND x(1,0,g5) 0
 UP BND x(1,0,g5) 1
 LO BND x(1,1,g5) 0
 UP BND x(1,1,g5) 1
 LO BND x(1,2,g5) 0
 UP BND x(1,2,g5) 1
 LO BND x(1,3,g5) 0
 UP BND x(1,3,g5) 1
 LO BND x(1,4,g5) 0
 UP BND x(1,4,g5) 1
 LO BND x(2,0,g5) 0
 UP BND x(2,0,g5) 1
 LO BND x(2,1,g5) 0
 UP BND x(2,1,g5) 1
 LO BND x(2,2,g5) 0
 UP BND x(2,2,g5) 1
 LO BND x(0,2,g6) 0
 UP BND x(0,2,g6) 1
 LO BND x(0,3,g6) 0
 UP BND x(0,3,g6) 1
 LO BND x(0,4,g6) 0
 UP BND x(0,4,g6) 1
 LO BND x(1,3,g6) 0
 UP BND x(1,3,g6) 1
 LO BND x(1,4,g6) 0
 UP BND x(1,4,g6) 1
 LO BND x(1,5,g6) 0
 UP BND x(1,5,g6) 1
 LO BND x(1,6,g6) 0
 UP BND x(1,6,g6) 1
 LO BND x(1,7,g6) 0
 UP BND x(1,7,g6) 1
 LO BND x(1,8,g6) 0
 UP BND x(1,8,g6) 1
 LO BND x(1,9,g6) 0
 UP BND x(1,9,g6) 1
 LO BND x(2,8,g6) 0
 UP BND x(2,8,g6) 1
 LO BND x(2,9,g6) 0
 UP BND x(2,9,g6) 1
 LO BND x(2,10,g6) 0
 UP BND x(2,10,g6) 1
 LO BND x(0,15,g7) 0
 UP BND x(0,15,g7) 1
 LO BND x(1,15,g7) 0
 UP BND x(1,15,g7) 1
 LO BND x(2,15,g7) 0
 UP BND x(2,15,g7) 1
 LO BND x(0,10,g8) 0
 UP BND x(0,10,g8) 1
 LO BND x(0,11,g8) 0
 UP BND x(0,11,g8) 1
 LO BND x(0,12,g8) 0
 UP BND x(0,12,g8) 1
 LO BND x(0,13,g8) 0
 UP BND x(0,13,g8) 1
 LO BND x(0,14,g8) 0
 UP BND x(0,14,g8) 1
 LO BND x(1,8,g8) 0
 UP BND x(1,8,g8) 1
 LO BND x(1,9,g8) 0
 UP BND x(1,9,g8) 1
 LO BND x(1,10,g8) 0
 UP BND x(1,10,g8) 1
 LO BND x(1,11,g8) 0
 UP BND x(1,11,g8) 1
 LO BND x(1,12,g8) 0
 UP BND x(1,12,g8) 1
 LO BND x(1,13,g8) 0
 UP BND x(1,13,g8) 1
 LO BND x(1,14,g8) 0
 UP BND x(1,14,g8) 1
 LO BND x(2,9,g8) 0
 UP BND x(2,9,g8) 1
 LO BND x(2,10,g8) 0
 UP BND x(2,10,g8) 1
 LO BND x(2,11,g8) 0
 UP BND x(2,11,g8) 1
 LO BND x(2,12,g8) 0
 UP BND x(2,12,g8) 1
 LO BND x(2,13,g8) 0
 UP BND x(2,13,g8) 1
 LO BND x(2,14,g8) 0
 UP BND x(2,14,g8) 1
 LO BND x(2,15,g8) 0
 UP BND x(2,15,g8) 1
 LO BND x(3,9,g8) 0
 UP BND x(3,9,g8) 1
 LO BND x(3,10,g8) 0
 UP BND x(3,10,g8) 1
 LO BND x(3,11,g8) 0
 UP BND x(3,11,g8) 1
 LO BND x(3,12,g8) 0
 UP BND x(3,12,g8) 1
 LO BND x(3,13,g8) 0
 UP BND x(3,13,g8) 1
 LO BND x(1,16,g9) 0
 UP BND x(1,16,g9) 1
 LO BND x(1,17,g9) 0
 UP BND x(1,17,g9) 1
 LO BND x(2,16,g9) 0
 UP BND x(2,16,g9) 1
 LO BND x(2,17,g9) 0
 UP BND x(2,17,g9) 1
 LO BND x(0,17,g10) 0
 UP BND x(0,17,g10) 1
 LO BND x(0,18,g10) 0
 UP BND x(0,18,g10) 1
 LO BND x(1,18,g10) 0
 UP BND x(1,18,g10) 1
 LO BND x(2,18,g10) 0
 UP BND x(2,18,g10) 1
 LO BND x(3,18,g10) 0
 UP BND x(3,18,g10) 1
 LO BND x(3,19,g10) 0
 UP BND x(3,19,g10) 1
 LO BND x(1,19,g11) 0
 UP BND x(1,19,g11) 1
 LO BND x(2,19,g11) 0
 UP BND x(2,19,g11) 1
 LO BND x(3,19,g11) 0
 UP BND x(3,19,g11) 1
 LO BND x(0,2,g12) 0
 UP BND x(0,2,g12) 1
 LO BND x(0,3,g12) 0
 UP BND x(0,3,g12) 1
 LO BND x(0,4,g12) 0
 UP BND x(0,4,g12) 1
 LO BND x(1,0,g12) 0
 UP BND x(1,0,g12) 1
 LO BND x(1,1,g12) 0
 UP BND x(1,1,g12) 1
 LO BND x(1,3,g12) 0
 UP BND x(1,3,g12) 1
 LO BND x(1,4,g12) 0
 UP BND x(1,4,g12) 1
 LO BND x(1,5,g12) 0
 UP BND x(1,5,g12) 1
 LO BND x(2,0,g12) 0
 UP BND x(2,0,g12) 1
 LO BND x(2,1,g12) 0
 UP BND x(2,1,g12) 1
 LO BND x(2,3,g12) 0
 UP BND x(2,3,g12) 1
 LO BND x(2,5,g12) 0
 UP BND x(2,5,g12) 1
 LO BND x(2,6,g12) 0
 UP BND x(2,6,g12) 1
 LO BND x(3,0,g12) 0
 UP BND x(3,0,g12) 1
 LO BND x(3,1,g12) 0
 UP BND x(3,1,g12) 1
 LO BND x(3,3,g12) 0
 UP BND x(3,3,g12) 1
 LO BND x(3,5,g12) 0
 UP BND x(3,5,g12) 1
 LO BND x(3,6,g12) 0
 UP BND x(3,6,g12) 1
 LO BND x(4,1,g12) 0
 UP BND x(4,1,g12) 1
 LO BND x(4,2,g12) 0
 UP BND x(4,2,g12) 1
 LO BND x(4,3,g12) 0
 UP BND x(4,3,g12) 1
 LO BND x(4,5,g12) 0
 UP BND x(4,5,g12) 1
 LO BND x(4,6,g12) 0
 UP BND x(4,6,g12) 1
 LO BND x(5,2,g12) 0
 UP BND x(5,2,g12) 1
 LO BND x(5,3,g12) 0
 UP BND x(5,3,g12) 1
 LO BND x(5,4,g12) 0
 UP BND x(5,4,g12) 1
 LO BND x(0,4,g13) 0
 UP BND x(0,4,g13) 1
 LO BND x(1,3,g13) 0
 UP BND x(1,3,g13) 1
 LO BND x(1,4,g13) 0
 UP BND x(1,4,g13) 1
 LO BND x(1,5,g13) 0
 UP BND x(1,5,g13) 1
 LO BND x(2,4,g13) 0
 UP BND x(2,4,g13) 1
 LO BND x(3,4,g13) 0
 UP BND x(3,4,g13) 1
 LO BND x(4,3,g13) 0
 UP BND x(4,3,g13) 1
 LO BND x(4,4,g13) 0
 UP BND x(4,4,g13) 1
 LO BND x(4,5,g13) 0
 UP BND x(4,5,g13) 1
 LO BND x(5,4,g13) 0
 UP BND x(5,4,g13) 1
 LO BND x(1,0,g14) 0
 UP BND x(1,0,g14) 1
 LO BND x(1,1,g14) 0
 UP BND x(1,1,g14) 1
 LO BND x(2,0,g14) 0
 UP BND x(2,0,g14) 1
 LO BND x(2,1,g14) 0
 UP BND x(2,1,g14) 1
 LO BND x(2,2,g14) 0
 UP BND x(2,2,g14) 1
 LO BND x(3,2,g14) 0
 UP BND x(3,2,g14) 1
 LO BND x(4,2,g14) 0
 UP BND x(4,2,g14) 1
 LO BND x(4,3,g14) 0
 UP BND x(4,3,g14) 1
 LO BND x(4,4,g14) 0
 UP BND x(4,4,g14) 1
 LO BND x(5,3,g14) 0
 UP BND x(5,3,g14) 1
 LO BND x(5,4,g14) 0
 UP BND x(5,4,g14) 1
 LO BND x(3,12,g15) 0
 UP BND x(3,12,g15) 1
 LO BND x(3,13,g15) 0
 UP BND x(3,13,g15) 1
 LO BND x(3,14,g15) 0
 UP BND x(3,14,g15) 1
 LO BND x(3,15,g15) 0
 UP BND x(3,15,g15) 1
 LO BND x(3,16,g15) 0
 UP BND x(3,16,g15) 1
 LO BND x(3,17,g15) 0
 UP BND x(3,17,g15) 1
 LO BND x(3,18,g15) 0
 UP BND x(3,18,g15) 1
 LO BND x(3,19,g15) 0
 UP BND x(3,19,g15) 1
 LO BND x(0,13,g16) 0
 UP BND x(0,13,g16) 1
 LO BND x(0,14,g16) 0
 UP BND x(0,14,g16) 1
 LO BND x(0,15,g16) 0
 UP BND x(0,15,g16) 1
 LO BND x(1,7,g16) 0
 UP BND x(1,7,g16) 1
 LO BND x(1,8,g16) 0
 UP BND x(1,8,g16) 1
 LO BND x(1,9,g16) 0
 UP BND x(1,9,g16) 1
 LO BND x(1,14,g16) 0
 UP BND x(1,14,g16) 1
 LO BND x(2,6,g16) 0
 UP BND x(2,6,g16) 1
 LO BND x(2,7,g16) 0
 UP BND x(2,7,g16) 1
 LO BND x(2,8,g16) 0
 UP BND x(2,8,g16) 1
 LO BND x(2,13,g16) 0
 UP BND x(2,13,g16) 1
 LO BND x(2,14,g16) 0
 UP BND x(2,14,g16) 1
 LO BND x(2,15,g16) 0
 UP BND x(2,15,g16) 1
 LO BND x(3,6,g16) 0
 UP BND x(3,6,g16) 1
 LO BND x(3,7,g16) 0
 UP BND x(3,7,g16) 1
 LO BND x(3,8,g16) 0
 UP BND x(3,8,g16) 1
 LO BND x(3,10,g16) 0
 UP BND x(3,10,g16) 1
 LO BND x(3,11,g16) 0
 UP BND x(3,11,g16) 1
 LO BND x(3,12,g16) 0
 UP BND x(3,12,g16) 1
 LO BND x(3,13,g16) 0
 UP BND x(3,13,g16) 1
 LO BND x(3,14,g16) 0
 UP BND x(3,14,g16) 1
 LO BND x(4,2,g16) 0
 UP BND x(4,2,g16) 1
 LO BND x(4,3,g16) 0
 UP BND x(4,3,g16) 1
 LO BND x(4,4,g16) 0
 UP BND x(4,4,g16) 1
 LO BND x(4,5,g16) 0
 UP BND x(4,5,g16) 1
 LO BND x(4,6,g16) 0
 UP BND x(4,6,g16) 1
 LO BND x(4,8,g16) 0
 UP BND x(4,8,g16) 1
 LO BND x(4,9,g16) 0
 UP BND x(4,9,g16) 1
 LO BND x(4,10,g16) 0
 UP BND x(4,10,g16) 1
 LO BND x(5,1,g16) 0
 UP BND x(5,1,g16) 1
 LO BND x(5,2,g16) 0
 UP BND x(5,2,g16) 1
 LO BND x(5,3,g16) 0
 UP BND x(5,3,g16) 1
 LO BND x(5,8,g16) 0
 UP BND x(5,8,g16) 1
 LO BND x(5,9,g16) 0
 UP BND x(5,9,g16) 1
 LO BND x(5,10,g16) 0
 UP BND x(5,10,g16) 1
 LO BND x(6,2,g16) 0
 UP BND x(6,2,g16) 1
 LO BND x(6,7,g16) 0
 UP BND x(6,7,g16) 1
 LO BND x(6,8,g16) 0
 UP BND x(6,8,g16) 1
 LO BND x(6,9,g16) 0
 UP BND x(6,9,g16) 1
 LO BND x(7,1,g16) 0
 UP BND x(7,1,g16) 1
 LO BND x(7,2,g16) 0
 UP BND x(7,2,g16) 1
 LO BND x(7,3,g16) 0
 UP BND x(7,3,g16) 1
 LO BND x(4,7,g17) 0
 UP BND x(4,7,g17) 1
 LO BND x(0,14,g18) 0
 UP BND x(0,14,g18) 1
 LO BND x(0,15,g18) 0
 UP BND x(0,15,g18) 1
 LO BND x(1,13,g18) 0
 UP BND x(1,13,g18) 1
 LO BND x(1,14,g18) 0
 UP BND x(1,14,g18) 1
 LO BND x(2,13,g18) 0
 UP BND x(2,13,g18) 1
 LO BND x(2,14,g18) 0
 UP BND x(2,14,g18) 1
 LO BND x(2,15,g18) 0
 UP BND x(2,15,g18) 1
 LO BND x(3,12,g18) 0
 UP BND x(3,12,g18) 1
 LO BND x(3,13,g18) 0
 UP BND x(3,13,g18) 1
 LO BND x(3,14,g18) 0
 UP BND x(3,14,g18) 1
 LO BND x(4,9,g18) 0
 UP BND x(4,9,g18) 1
 LO BND x(4,10,g18) 0
 UP BND x(4,10,g18) 1
 LO BND x(4,11,g18) 0
 UP BND x(4,11,g18) 1
 LO BND x(4,12,g18) 0
 UP BND x(4,12,g18) 1
 LO BND x(4,13,g18) 0
 UP BND x(4,13,g18) 1
 LO BND x(5,8,g18) 0
 UP BND x(5,8,g18) 1
 LO BND x(5,9,g18) 0
 UP BND x(5,9,g18) 1
 LO BND x(5,10,g18) 0
 UP BND x(5,10,g18) 1
 LO BND x(6,7,g18) 0
 UP BND x(6,7,g18) 1
 LO BND x(6,8,g18) 0
 UP BND x(6,8,g18) 1
 LO BND x(6,9,g18) 0
 UP BND x(6,9,g18) 1
 LO BND x(7,8,g18) 0
 UP BND x(7,8,g18) 1
 LO BND x(7,9,g18) 0
 UP BND x(7,9,g18) 1
 LO BND x(8,7,g18) 0
 UP BND x(8,7,g18) 1
 LO BND x(8,8,g18) 0
 UP BND x(8,8,g18) 1
 LO BND x(4,13,g19) 0
 UP BND x(4,13,g19) 1
 LO BND x(4,14,g19) 0
 UP BND x(4,14,g19) 1
 LO BND x(4,15,g19) 0
 UP BND x(4,15,g19) 1
 LO BND x(3,17,g20) 0
 UP BND x(3,17,g20) 1
 LO BND x(4,17,g20) 0
 UP BND x(4,17,g20) 1
 LO BND x(5,17,g20) 0
 UP BND x(5,17,g20) 1
 LO BND x(3,18,g21) 0
 UP BND x(3,18,g21) 1
 LO BND x(3,19,g21) 0
 UP BND x(3,19,g21) 1
 LO BND x(4,18,g21) 0
 UP BND x(4,18,g21) 1
 LO BND x(4,19,g21) 0
 UP BND x(4,19,g21) 1
 LO BND x(5,18,g21) 0
 UP BND x(5,18,g21) 1
 LO BND x(5,19,g21) 0
 UP BND x(5,19,g21) 1
 LO BND x(4,15,g22) 0
 UP BND x(4,15,g22) 1
 LO BND x(4,16,g22) 0
 UP BND x(4,16,g22) 1
 LO BND x(5,16,g22) 0
 UP BND x(5,16,g22) 1
 LO BND x(5,17,g22) 0
 UP BND x(5,17,g22) 1
 LO BND x(5,5,g23) 0
 UP BND x(5,5,g23) 1
 LO BND x(0,10,g24) 0
 UP BND x(0,10,g24) 1
 LO BND x(0,11,g24) 0
 UP BND x(0,11,g24) 1
 LO BND x(0,12,g24) 0
 UP BND x(0,12,g24) 1
 LO BND x(0,13,g24) 0
 UP BND x(0,13,g24) 1
 LO BND x(1,3,g24) 0
 UP BND x(1,3,g24) 1
 LO BND x(1,4,g24) 0
 UP BND x(1,4,g24) 1
 LO BND x(1,5,g24) 0
 UP BND x(1,5,g24) 1
 LO BND x(1,7,g24) 0
 UP BND x(1,7,g24) 1
 LO BND x(1,8,g24) 0
 UP BND x(1,8,g24) 1
 LO BND x(1,9,g24) 0
 UP BND x(1,9,g24) 1
 LO BND x(1,10,g24) 0
 UP BND x(1,10,g24) 1
 LO BND x(1,13,g24) 0
 UP BND x(1,13,g24) 1
 LO BND x(2,5,g24) 0
 UP BND x(2,5,g24) 1
 LO BND x(2,6,g24) 0
 UP BND x(2,6,g24) 1
 LO BND x(2,7,g24) 0
 UP BND x(2,7,g24) 1
 LO BND x(2,8,g24) 0
 UP BND x(2,8,g24) 1
 LO BND x(2,9,g24) 0
 UP BND x(2,9,g24) 1
 LO BND x(3,5,g24) 0
 UP BND x(3,5,g24) 1
 LO BND x(3,6,g24) 0
 UP BND x(3,6,g24) 1
 LO BND x(4,4,g24) 0
 UP BND x(4,4,g24) 1
 LO BND x(4,5,g24) 0
 UP BND x(4,5,g24) 1
 LO BND x(4,6,g24) 0
 UP BND x(4,6,g24) 1
 LO BND x(5,3,g24) 0
 UP BND x(5,3,g24) 1
 LO BND x(5,4,g24) 0
 UP BND x(5,4,g24) 1
 LO BND x(5,6,g24) 0
 UP BND x(5,6,g24) 1
 LO BND x(5,7,g24) 0
 UP BND x(5,7,g24) 1
 LO BND x(5,9,g24) 0
 UP BND x(5,9,g24) 1
 LO BND x(5,10,g24) 0
 UP BND x(5,10,g24) 1
 LO BND x(6,7,g24) 0
 UP BND x(6,7,g24) 1
 LO BND x(6,8,g24) 0
 UP BND x(6,8,g24) 1
 LO BND x(6,9,g24) 0
 UP BND x(6,9,g24) 1
 LO BND x(7,7,g24) 0
 UP BND x(7,7,g24) 1
 LO BND x(7,8,g24) 0
 UP BND x(7,8,g24) 1
 LO BND x(8,4,g24) 0
 UP BND x(8,4,g24) 1
 LO BND x(8,5,g24) 0
 UP BND x(8,5,g24) 1
 LO BND x(8,6,g24) 0
 UP BND x(8,6,g24) 1
 LO BND x(8,7,g24) 0
 UP BND x(8,7,g24) 1
 LO BND x(8,8,g24) 0
 UP BND x(8,8,g24) 1
 LO BND x(9,0,g24) 0
 UP BND x(9,0,g24) 1
 LO BND x(9,3,g24) 0
 UP BND x(9,3,g24) 1
 LO BND x(9,4,g24) 0
 UP BND x(9,4,g24) 1
 LO BND x(9,5,g24) 0
 UP BND x(9,5,g24) 1
 LO BND x(9,6,g24) 0
 UP BND x(9,6,g24) 1
 LO BND x(9,8,g24) 0
 UP BND x(9,8,g24) 1
 LO BND x(9,9,g24) 0
 UP BND x(9,9,g24) 1
 LO BND x(9,10,g24) 0
 UP BND x(9,10,g24) 1
 LO BND x(10,0,g24) 0
 UP BND x(10,0,g24) 1
 LO BND x(10,1,g24) 0
 UP BND x(10,1,g24) 1
 LO BND x(10,2,g24) 0
 UP BND x(10,2,g24) 1
 LO BND x(10,3,g24) 0
 UP BND x(10,3,g24) 1
 LO BND x(3,12,g25) 0
 UP BND x(3,12,g25) 1
 LO BND x(4,12,g25) 0
 UP BND x(4,12,g25) 1
 LO BND x(5,11,g25) 0
 UP BND x(5,11,g25) 1
 LO BND x(5,12,g25) 0
 UP BND x(5,12,g25) 1
 LO BND x(6,11,g25) 0
 UP BND x(6,11,g25) 1
 LO BND x(7,11,g25) 0
 UP BND x(7,11,g25) 1
 LO BND x(4,13,g26) 0
 UP BND x(4,13,g26) 1
 LO BND x(5,13,g26) 0
 UP BND x(5,13,g26) 1
 LO BND x(6,13,g26) 0
 UP BND x(6,13,g26) 1
 LO BND x(5,15,g27) 0
 UP BND x(5,15,g27) 1
 LO BND x(5,14,g28) 0
 UP BND x(5,14,g28) 1
 LO BND x(6,14,g28) 0
 UP BND x(6,14,g28) 1
 LO BND x(0,0,g29) 0
 UP BND x(0,0,g29) 1
 LO BND x(0,1,g29) 0
 UP BND x(0,1,g29) 1
 LO BND x(1,0,g29) 0
 UP BND x(1,0,g29) 1
 LO BND x(1,1,g29) 0
 UP BND x(1,1,g29) 1
 LO BND x(2,0,g29) 0
 UP BND x(2,0,g29) 1
 LO BND x(2,1,g29) 0
 UP BND x(2,1,g29) 1
 LO BND x(3,0,g29) 0
 UP BND x(3,0,g29) 1
 LO BND x(3,1,g29) 0
 UP BND x(3,1,g29) 1
 LO BND x(4,0,g29) 0
 UP BND x(4,0,g29) 1
 LO BND x(5,0,g29) 0
 UP BND x(5,0,g29) 1
 LO BND x(5,1,g29) 0
 UP BND x(5,1,g29) 1
 LO BND x(6,0,g29) 0
 UP BND x(6,0,g29) 1
 LO BND x(6,1,g29) 0
 UP BND x(6,1,g29) 1
 LO BND x(7,0,g29) 0
 UP BND x(7,0,g29) 1
 LO BND x(7,1,g29) 0
 UP BND x(7,1,g29) 1
 LO BND x(8,1,g29) 0
 UP BND x(8,1,g29) 1
 LO BND x(9,0,g29) 0
 UP BND x(9,0,g29) 1
 LO BND x(9,1,g29) 0
 UP BND x(9,1,g29) 1
 LO BND x(10,0,g29) 0
 UP BND x(10,0,g29) 1
 LO BND x(10,1,g29) 0
 UP BND x(10,1,g29) 1
 LO BND x(11,0,g29) 0
 UP BND x(11,0,g29) 1
 LO BND x(11,1,g29) 0
 UP BND x(11,1,g29) 1
 LO BND x(12,0,g29) 0
 UP BND x(12,0,g29) 1
 LO BND x(12,1,g29) 0
 UP BND x(12,1,g29) 1
 LO BND x(5,3,g30) 0
 UP BND x(5,3,g30) 1
 LO BND x(5,4,g30) 0
 UP BND x(5,4,g30) 1
 LO BND x(6,3,g30) 0
 UP BND x(6,3,g30) 1
 LO BND x(7,2,g30) 0
 UP BND x(7,2,g30) 1
 LO BND x(7,3,g30) 0
 UP BND x(7,3,g30) 1
 LO BND x(5,17,g31) 0
 UP BND x(5,17,g31) 1
 LO BND x(5,18,g31) 0
 UP BND x(5,18,g31) 1
 LO BND x(5,19,g31) 0
 UP BND x(5,19,g31) 1
 LO BND x(6,17,g31) 0
 UP BND x(6,17,g31) 1
 LO BND x(6,18,g31) 0
 UP BND x(6,18,g31) 1
 LO BND x(6,19,g31) 0
 UP BND x(6,19,g31) 1
 LO BND x(7,17,g31) 0
 UP BND x(7,17,g31) 1
 LO BND x(7,18,g31) 0
 UP BND x(7,18,g31) 1
 LO BND x(7,19,g31) 0
 UP BND x(7,19,g31) 1
 LO BND x(0,1,g32) 0
 UP BND x(0,1,g32) 1
 LO BND x(0,2,g32) 0
 UP BND x(0,2,g32) 1
 LO BND x(0,3,g32) 0
 UP BND x(0,3,g32) 1
 LO BND x(1,0,g32) 0
 UP BND x(1,0,g32) 1
 LO BND x(1,1,g32) 0
 UP BND x(1,1,g32) 1
 LO BND x(1,3,g32) 0
 UP BND x(1,3,g32) 1
 LO BND x(1,4,g32) 0
 UP BND x(1,4,g32) 1
 LO BND x(1,5,g32) 0
 UP BND x(1,5,g32) 1
 LO BND x(1,7,g32) 0
 UP BND x(1,7,g32) 1
 LO BND x(1,8,g32) 0
 UP BND x(1,8,g32) 1
 LO BND x(2,5,g32) 0
 UP BND x(2,5,g32) 1
 LO BND x(2,7,g32) 0
 UP BND x(2,7,g32) 1
 LO BND x(2,8,g32) 0
 UP BND x(2,8,g32) 1
 LO BND x(3,1,g32) 0
 UP BND x(3,1,g32) 1
 LO BND x(3,5,g32) 0
 UP BND x(3,5,g32) 1
 LO BND x(3,6,g32) 0
 UP BND x(3,6,g32) 1
 LO BND x(3,7,g32) 0
 UP BND x(3,7,g32) 1
 LO BND x(4,0,g32) 0
 UP BND x(4,0,g32) 1
 LO BND x(4,1,g32) 0
 UP BND x(4,1,g32) 1
 LO BND x(4,2,g32) 0
 UP BND x(4,2,g32) 1
 LO BND x(4,3,g32) 0
 UP BND x(4,3,g32) 1
 LO BND x(4,4,g32) 0
 UP BND x(4,4,g32) 1
 LO BND x(4,5,g32) 0
 UP BND x(4,5,g32) 1
 LO BND x(4,6,g32) 0
 UP BND x(4,6,g32) 1
 LO BND x(5,0,g32) 0
 UP BND x(5,0,g32) 1
 LO BND x(5,1,g32) 0
 UP BND x(5,1,g32) 1
 LO BND x(5,2,g32) 0
 UP BND x(5,2,g32) 1
 LO BND x(5,3,g32) 0
 UP BND x(5,3,g32) 1
 LO BND x(5,4,g32) 0
 UP BND x(5,4,g32) 1
 LO BND x(6,4,g32) 0
 UP BND x(6,4,g32) 1
 LO BND x(7,4,g32) 0
 UP BND x(7,4,g32) 1
 LO BND x(8,4,g32) 0
 UP BND x(8,4,g32) 1
 LO BND x(8,5,g32) 0
 UP BND x(8,5,g32) 1
 LO BND x(8,6,g32) 0
 UP BND x(8,6,g32) 1
 LO BND x(8,7,g32) 0
 UP BND x(8,7,g32) 1
 LO BND x(8,8,g32) 0
 UP BND x(8,8,g32) 1
 LO BND x(9,2,g32) 0
 UP BND x(9,2,g32) 1
 LO BND x(9,3,g32) 0
 UP BND x(9,3,g32) 1
 LO BND x(9,4,g32) 0
 UP BND x(9,4,g32) 1
 LO BND x(9,5,g32) 0
 UP BND x(9,5,g32) 1
 LO BND x(9,6,g32) 0
 UP BND x(9,6,g32) 1
 LO BND x(9,7,g32) 0
 UP BND x(9,7,g32) 1
 LO BND x(9,8,g32) 0
 UP BND x(9,8,g32) 1
 LO BND x(10,1,g32) 0
 UP BND x(10,1,g32) 1
 LO BND x(10,2,g32) 0
 UP BND x(10,2,g32) 1
 LO BND x(10,3,g32) 0
 UP BND x(10,3,g32) 1
 LO BND x(10,7,g32) 0
 UP BND x(10,7,g32) 1
 LO BND x(11,0,g32) 0
 UP BND x(11,0,g32) 1
 LO BND x(11,1,g32) 0
 UP BND x(11,1,g32) 1
 LO BND x(11,3,g32) 0
 UP BND x(11,3,g32) 1
 LO BND x(12,0,g32) 0
 UP BND x(12,0,g32) 1
 LO BND x(12,1,g32) 0
 UP BND x(12,1,g32) 1
 LO BND x(12,3,g32) 0
 UP BND x(12,3,g32) 1
 LO BND x(12,4,g32) 0
 UP BND x(12,4,g32) 1
 LO BND x(12,5,g32) 0
 UP BND x(12,5,g32) 1
 LO BND x(12,7,g32) 0
 UP BND x(12,7,g32) 1
 LO BND x(12,8,g32) 0
 UP BND x(12,8,g32) 1
 LO BND x(13,5,g32) 0
 UP BND x(13,5,g32) 1
 LO BND x(13,6,g32) 0
 UP BND x(13,6,g32) 1
 LO BND x(13,7,g32) 0
 UP BND x(13,7,g32) 1
 LO BND x(6,5,g33) 0
 UP BND x(6,5,g33) 1
 LO BND x(6,6,g33) 0
 UP BND x(6,6,g33) 1
 LO BND x(7,5,g33) 0
 UP BND x(7,5,g33) 1
 LO BND x(7,6,g33) 0
 UP BND x(7,6,g33) 1
 LO BND x(3,9,g34) 0
 UP BND x(3,9,g34) 1
 LO BND x(4,9,g34) 0
 UP BND x(4,9,g34) 1
 LO BND x(4,10,g34) 0
 UP BND x(4,10,g34) 1
 LO BND x(5,9,g34) 0
 UP BND x(5,9,g34) 1
 LO BND x(5,10,g34) 0
 UP BND x(5,10,g34) 1
 LO BND x(6,9,g34) 0
 UP BND x(6,9,g34) 1
 LO BND x(6,10,g34) 0
 UP BND x(6,10,g34) 1
 LO BND x(6,11,g34) 0
 UP BND x(6,11,g34) 1
 LO BND x(7,9,g34) 0
 UP BND x(7,9,g34) 1
 LO BND x(7,10,g34) 0
 UP BND x(7,10,g34) 1
 LO BND x(7,11,g34) 0
 UP BND x(7,11,g34) 1
 LO BND x(8,10,g34) 0
 UP BND x(8,10,g34) 1
 LO BND x(8,11,g34) 0
 UP BND x(8,11,g34) 1
 LO BND x(9,10,g34) 0
 UP BND x(9,10,g34) 1
 LO BND x(9,11,g34) 0
 UP BND x(9,11,g34) 1
 LO BND x(10,11,g34) 0
 UP BND x(10,11,g34) 1
 LO BND x(6,12,g35) 0
 UP BND x(6,12,g35) 1
 LO BND x(6,13,g35) 0
 UP BND x(6,13,g35) 1
 LO BND x(7,11,g35) 0
 UP BND x(7,11,g35) 1
 LO BND x(7,12,g35) 0
 UP BND x(7,12,g35) 1
 LO BND x(6,15,g36) 0
 UP BND x(6,15,g36) 1
 LO BND x(6,16,g36) 0
 UP BND x(6,16,g36) 1
 LO BND x(7,14,g36) 0
 UP BND x(7,14,g36) 1
 LO BND x(7,15,g36) 0
 UP BND x(7,15,g36) 1
 LO BND x(7,13,g37) 0
 UP BND x(7,13,g37) 1
 LO BND x(7,0,g38) 0
 UP BND x(7,0,g38) 1
 LO BND x(8,0,g38) 0
 UP BND x(8,0,g38) 1
 LO BND x(9,0,g38) 0
 UP BND x(9,0,g38) 1
 LO BND x(6,2,g39) 0
 UP BND x(6,2,g39) 1
 LO BND x(7,0,g39) 0
 UP BND x(7,0,g39) 1
 LO BND x(7,1,g39) 0
 UP BND x(7,1,g39) 1
 LO BND x(7,2,g39) 0
 UP BND x(7,2,g39) 1
 LO BND x(7,3,g39) 0
 UP BND x(7,3,g39) 1
 LO BND x(8,2,g39) 0
 UP BND x(8,2,g39) 1
 LO BND x(9,1,g39) 0
 UP BND x(9,1,g39) 1
 LO BND x(9,2,g39) 0
 UP BND x(9,2,g39) 1
 LO BND x(9,3,g39) 0
 UP BND x(9,3,g39) 1
 LO BND x(9,4,g39) 0
 UP BND x(9,4,g39) 1
 LO BND x(10,2,g39) 0
 UP BND x(10,2,g39) 1
 LO BND x(2,1,g40) 0
 UP BND x(2,1,g40) 1
 LO BND x(2,2,g40) 0
 UP BND x(2,2,g40) 1
 LO BND x(3,0,g40) 0
 UP BND x(3,0,g40) 1
 LO BND x(3,1,g40) 0
 UP BND x(3,1,g40) 1
 LO BND x(4,0,g40) 0
 UP BND x(4,0,g40) 1
 LO BND x(4,1,g40) 0
 UP BND x(4,1,g40) 1
 LO BND x(4,2,g40) 0
 UP BND x(4,2,g40) 1
 LO BND x(4,3,g40) 0
 UP BND x(4,3,g40) 1
 LO BND x(4,4,g40) 0
 UP BND x(4,4,g40) 1
 LO BND x(4,5,g40) 0
 UP BND x(4,5,g40) 1
 LO BND x(4,6,g40) 0
 UP BND x(4,6,g40) 1
 LO BND x(5,2,g40) 0
 UP BND x(5,2,g40) 1
 LO BND x(5,3,g40) 0
 UP BND x(5,3,g40) 1
 LO BND x(6,2,g40) 0
 UP BND x(6,2,g40) 1
 LO BND x(7,0,g40) 0
 UP BND x(7,0,g40) 1
 LO BND x(7,1,g40) 0
 UP BND x(7,1,g40) 1
 LO BND x(7,2,g40) 0
 UP BND x(7,2,g40) 1
 LO BND x(7,3,g40) 0
 UP BND x(7,3,g40) 1
 LO BND x(8,1,g40) 0
 UP BND x(8,1,g40) 1
 LO BND x(8,3,g40) 0
 UP BND x(8,3,g40) 1
 LO BND x(8,5,g40) 0
 UP BND x(8,5,g40) 1
 LO BND x(9,3,g40) 0
 UP BND x(9,3,g40) 1
 LO BND x(9,4,g40) 0
 UP BND x(9,4,g40) 1
 LO BND x(9,5,g40) 0
 UP BND x(9,5,g40) 1
 LO BND x(9,6,g40) 0
 UP BND x(9,6,g40) 1
 LO BND x(10,4,g40) 0
 UP BND x(10,4,g40) 1
 LO BND x(11,3,g40) 0
 UP BND x(11,3,g40) 1
 LO BND x(11,4,g40) 0
 UP BND x(11,4,g40) 1
 LO BND x(12,0,g40) 0
 UP BND x(12,0,g40) 1
 LO BND x(12,1,g40) 0
 UP BND x(12,1,g40) 1
 LO BND x(12,2,g40) 0
 UP BND x(12,2,g40) 1
 LO BND x(12,3,g40) 0
 UP BND x(12,3,g40) 1
 LO BND x(12,4,g40) 0
 UP BND x(12,4,g40) 1
 LO BND x(12,5,g40) 0
 UP BND x(12,5,g40) 1
 LO BND x(12,6,g40) 0
 UP BND x(12,6,g40) 1
 LO BND x(13,5,g40) 0
 UP BND x(13,5,g40) 1
 LO BND x(13,6,g40) 0
 UP BND x(13,6,g40) 1
 LO BND x(14,4,g40) 0
 UP BND x(14,4,g40) 1
 LO BND x(14,5,g40) 0
 UP BND x(14,5,g40) 1
 LO BND x(6,7,g41) 0
 UP BND x(6,7,g41) 1
 LO BND x(6,11,g41) 0
 UP BND x(6,11,g41) 1
 LO BND x(7,7,g41) 0
 UP BND x(7,7,g41) 1
 LO BND x(7,8,g41) 0
 UP BND x(7,8,g41) 1
 LO BND x(7,9,g41) 0
 UP BND x(7,9,g41) 1
 LO BND x(7,11,g41) 0
 UP BND x(7,11,g41) 1
 LO BND x(8,7,g41) 0
 UP BND x(8,7,g41) 1
 LO BND x(8,8,g41) 0
 UP BND x(8,8,g41) 1
 LO BND x(8,9,g41) 0
 UP BND x(8,9,g41) 1
 LO BND x(8,10,g41) 0
 UP BND x(8,10,g41) 1
 LO BND x(8,11,g41) 0
 UP BND x(8,11,g41) 1
 LO BND x(9,7,g41) 0
 UP BND x(9,7,g41) 1
 LO BND x(9,9,g41) 0
 UP BND x(9,9,g41) 1
 LO BND x(9,10,g41) 0
 UP BND x(9,10,g41) 1
 LO BND x(9,11,g41) 0
 UP BND x(9,11,g41) 1
 LO BND x(10,7,g41) 0
 UP BND x(10,7,g41) 1
 LO BND x(10,11,g41) 0
 UP BND x(10,11,g41) 1
 LO BND x(8,12,g42) 0
 UP BND x(8,12,g42) 1
 LO BND x(8,13,g42) 0
 UP BND x(8,13,g42) 1
 LO BND x(7,14,g43) 0
 UP BND x(7,14,g43) 1
 LO BND x(8,14,g43) 0
 UP BND x(8,14,g43) 1
 LO BND x(9,14,g43) 0
 UP BND x(9,14,g43) 1
 LO BND x(8,15,g44) 0
 UP BND x(8,15,g44) 1
 LO BND x(7,16,g45) 0
 UP BND x(7,16,g45) 1
 LO BND x(8,16,g45) 0
 UP BND x(8,16,g45) 1
 LO BND x(9,16,g45) 0
 UP BND x(9,16,g45) 1
 LO BND x(5,19,g46) 0
 UP BND x(5,19,g46) 1
 LO BND x(6,19,g46) 0
 UP BND x(6,19,g46) 1
 LO BND x(7,19,g46) 0
 UP BND x(7,19,g46) 1
 LO BND x(8,19,g46) 0
 UP BND x(8,19,g46) 1
 LO BND x(9,19,g46) 0
 UP BND x(9,19,g46) 1
 LO BND x(10,19,g46) 0
 UP BND x(10,19,g46) 1
 LO BND x(11,19,g46) 0
 UP BND x(11,19,g46) 1
 LO BND x(7,17,g47) 0
 UP BND x(7,17,g47) 1
 LO BND x(8,17,g47) 0
 UP BND x(8,17,g47) 1
 LO BND x(8,18,g47) 0
 UP BND x(8,18,g47) 1
 LO BND x(9,16,g47) 0
 UP BND x(9,16,g47) 1
 LO BND x(9,17,g47) 0
 UP BND x(9,17,g47) 1
 LO BND x(10,17,g47) 0
 UP BND x(10,17,g47) 1
 LO BND x(8,10,g48) 0
 UP BND x(8,10,g48) 1
 LO BND x(8,11,g48) 0
 UP BND x(8,11,g48) 1
 LO BND x(9,10,g48) 0
 UP BND x(9,10,g48) 1
 LO BND x(9,11,g48) 0
 UP BND x(9,11,g48) 1
 LO BND x(9,12,g48) 0
 UP BND x(9,12,g48) 1
 LO BND x(9,13,g48) 0
 UP BND x(9,13,g48) 1
 LO BND x(9,14,g48) 0
 UP BND x(9,14,g48) 1
 LO BND x(10,13,g48) 0
 UP BND x(10,13,g48) 1
 LO BND x(10,14,g48) 0
 UP BND x(10,14,g48) 1
 LO BND x(9,15,g49) 0
 UP BND x(9,15,g49) 1
 LO BND x(9,16,g49) 0
 UP BND x(9,16,g49) 1
 LO BND x(10,14,g49) 0
 UP BND x(10,14,g49) 1
 LO BND x(10,15,g49) 0
 UP BND x(10,15,g49) 1
 LO BND x(6,17,g50) 0
 UP BND x(6,17,g50) 1
 LO BND x(7,17,g50) 0
 UP BND x(7,17,g50) 1
 LO BND x(7,18,g50) 0
 UP BND x(7,18,g50) 1
 LO BND x(8,18,g50) 0
 UP BND x(8,18,g50) 1
 LO BND x(9,18,g50) 0
 UP BND x(9,18,g50) 1
 LO BND x(9,19,g50) 0
 UP BND x(9,19,g50) 1
 LO BND x(10,17,g50) 0
 UP BND x(10,17,g50) 1
 LO BND x(10,18,g50) 0
 UP BND x(10,18,g50) 1
 LO BND x(11,18,g50) 0
 UP BND x(11,18,g50) 1
 LO BND x(12,18,g50) 0
 UP BND x(12,18,g50) 1
 LO BND x(12,19,g50) 0
 UP BND x(12,19,g50) 1
 LO BND x(13,19,g50) 0
 UP BND x(13,19,g50) 1
 LO BND x(8,10,g51) 0
 UP BND x(8,10,g51) 1
 LO BND x(8,11,g51) 0
 UP BND x(8,11,g51) 1
 LO BND x(9,10,g51) 0
 UP BND x(9,10,g51) 1
 LO BND x(10,9,g51) 0
 UP BND x(10,9,g51) 1
 LO BND x(10,10,g51) 0
 UP BND x(10,10,g51) 1
 LO BND x(11,9,g51) 0
 UP BND x(11,9,g51) 1
 LO BND x(12,8,g51) 0
 UP BND x(12,8,g51) 1
 LO BND x(12,9,g51) 0
 UP BND x(12,9,g51) 1
 LO BND x(10,11,g52) 0
 UP BND x(10,11,g52) 1
 LO BND x(10,12,g52) 0
 UP BND x(10,12,g52) 1
 LO BND x(10,13,g52) 0
 UP BND x(10,13,g52) 1
 LO BND x(10,16,g53) 0
 UP BND x(10,16,g53) 1
 LO BND x(8,1,g54) 0
 UP BND x(8,1,g54) 1
 LO BND x(8,4,g54) 0
 UP BND x(8,4,g54) 1
 LO BND x(8,5,g54) 0
 UP BND x(8,5,g54) 1
 LO BND x(8,6,g54) 0
 UP BND x(8,6,g54) 1
 LO BND x(9,1,g54) 0
 UP BND x(9,1,g54) 1
 LO BND x(9,2,g54) 0
 UP BND x(9,2,g54) 1
 LO BND x(9,3,g54) 0
 UP BND x(9,3,g54) 1
 LO BND x(9,4,g54) 0
 UP BND x(9,4,g54) 1
 LO BND x(9,5,g54) 0
 UP BND x(9,5,g54) 1
 LO BND x(9,6,g54) 0
 UP BND x(9,6,g54) 1
 LO BND x(9,7,g54) 0
 UP BND x(9,7,g54) 1
 LO BND x(9,8,g54) 0
 UP BND x(9,8,g54) 1
 LO BND x(9,9,g54) 0
 UP BND x(9,9,g54) 1
 LO BND x(9,10,g54) 0
 UP BND x(9,10,g54) 1
 LO BND x(9,11,g54) 0
 UP BND x(9,11,g54) 1
 LO BND x(10,2,g54) 0
 UP BND x(10,2,g54) 1
 LO BND x(10,5,g54) 0
 UP BND x(10,5,g54) 1
 LO BND x(10,6,g54) 0
 UP BND x(10,6,g54) 1
 LO BND x(10,7,g54) 0
 UP BND x(10,7,g54) 1
 LO BND x(10,11,g54) 0
 UP BND x(10,11,g54) 1
 LO BND x(11,0,g54) 0
 UP BND x(11,0,g54) 1
 LO BND x(11,4,g54) 0
 UP BND x(11,4,g54) 1
 LO BND x(11,5,g54) 0
 UP BND x(11,5,g54) 1
 LO BND x(11,6,g54) 0
 UP BND x(11,6,g54) 1
 LO BND x(11,9,g54) 0
 UP BND x(11,9,g54) 1
 LO BND x(12,0,g54) 0
 UP BND x(12,0,g54) 1
 LO BND x(12,1,g54) 0
 UP BND x(12,1,g54) 1
 LO BND x(12,2,g54) 0
 UP BND x(12,2,g54) 1
 LO BND x(12,3,g54) 0
 UP BND x(12,3,g54) 1
 LO BND x(12,4,g54) 0
 UP BND x(12,4,g54) 1
 LO BND x(12,5,g54) 0
 UP BND x(12,5,g54) 1
 LO BND x(12,6,g54) 0
 UP BND x(12,6,g54) 1
 LO BND x(12,7,g54) 0
 UP BND x(12,7,g54) 1
 LO BND x(12,8,g54) 0
 UP BND x(12,8,g54) 1
 LO BND x(12,9,g54) 0
 UP BND x(12,9,g54) 1
 LO BND x(12,10,g54) 0
 UP BND x(12,10,g54) 1
 LO BND x(13,5,g54) 0
 UP BND x(13,5,g54) 1
 LO BND x(13,6,g54) 0
 UP BND x(13,6,g54) 1
 LO BND x(13,7,g54) 0
 UP BND x(13,7,g54) 1
 LO BND x(13,10,g54) 0
 UP BND x(13,10,g54) 1
 LO BND x(7,11,g55) 0
 UP BND x(7,11,g55) 1
 LO BND x(8,5,g55) 0
 UP BND x(8,5,g55) 1
 LO BND x(8,6,g55) 0
 UP BND x(8,6,g55) 1
 LO BND x(8,10,g55) 0
 UP BND x(8,10,g55) 1
 LO BND x(8,11,g55) 0
 UP BND x(8,11,g55) 1
 LO BND x(9,6,g55) 0
 UP BND x(9,6,g55) 1
 LO BND x(9,7,g55) 0
 UP BND x(9,7,g55) 1
 LO BND x(9,8,g55) 0
 UP BND x(9,8,g55) 1
 LO BND x(9,9,g55) 0
 UP BND x(9,9,g55) 1
 LO BND x(9,10,g55) 0
 UP BND x(9,10,g55) 1
 LO BND x(9,11,g55) 0
 UP BND x(9,11,g55) 1
 LO BND x(10,7,g55) 0
 UP BND x(10,7,g55) 1
 LO BND x(10,8,g55) 0
 UP BND x(10,8,g55) 1
 LO BND x(11,8,g55) 0
 UP BND x(11,8,g55) 1
 LO BND x(11,9,g55) 0
 UP BND x(11,9,g55) 1
 LO BND x(12,5,g55) 0
 UP BND x(12,5,g55) 1
 LO BND x(12,6,g55) 0
 UP BND x(12,6,g55) 1
 LO BND x(12,7,g55) 0
 UP BND x(12,7,g55) 1
 LO BND x(12,8,g55) 0
 UP BND x(12,8,g55) 1
 LO BND x(12,9,g55) 0
 UP BND x(12,9,g55) 1
 LO BND x(12,10,g55) 0
 UP BND x(12,10,g55) 1
 LO BND x(13,5,g55) 0
 UP BND x(13,5,g55) 1
 LO BND x(13,6,g55) 0
 UP BND x(13,6,g55) 1
 LO BND x(13,10,g55) 0
 UP BND x(13,10,g55) 1
 LO BND x(13,11,g55) 0
 UP BND x(13,11,g55) 1
 LO BND x(14,5,g55) 0
 UP BND x(14,5,g55) 1
 LO BND x(9,2,g56) 0
 UP BND x(9,2,g56) 1
 LO BND x(10,0,g56) 0
 UP BND x(10,0,g56) 1
 LO BND x(10,1,g56) 0
 UP BND x(10,1,g56) 1
 LO BND x(10,2,g56) 0
 UP BND x(10,2,g56) 1
 LO BND x(10,3,g56) 0
 UP BND x(10,3,g56) 1
 LO BND x(10,4,g56) 0
 UP BND x(10,4,g56) 1
 LO BND x(11,0,g56) 0
 UP BND x(11,0,g56) 1
 LO BND x(11,1,g56) 0
 UP BND x(11,1,g56) 1
 LO BND x(11,2,g56) 0
 UP BND x(11,2,g56) 1
 LO BND x(11,3,g56) 0
 UP BND x(11,3,g56) 1
 LO BND x(11,4,g56) 0
 UP BND x(11,4,g56) 1
 LO BND x(12,0,g56) 0
 UP BND x(12,0,g56) 1
 LO BND x(12,1,g56) 0
 UP BND x(12,1,g56) 1
 LO BND x(12,2,g56) 0
 UP BND x(12,2,g56) 1
 LO BND x(12,3,g56) 0
 UP BND x(12,3,g56) 1
 LO BND x(12,4,g56) 0
 UP BND x(12,4,g56) 1
 LO BND x(13,2,g56) 0
 UP BND x(13,2,g56) 1
 LO BND x(8,7,g57) 0
 UP BND x(8,7,g57) 1
 LO BND x(9,7,g57) 0
 UP BND x(9,7,g57) 1
 LO BND x(9,8,g57) 0
 UP BND x(9,8,g57) 1
 LO BND x(9,9,g57) 0
 UP BND x(9,9,g57) 1
 LO BND x(10,7,g57) 0
 UP BND x(10,7,g57) 1
 LO BND x(11,7,g57) 0
 UP BND x(11,7,g57) 1
 LO BND x(12,7,g57) 0
 UP BND x(12,7,g57) 1
 LO BND x(13,5,g57) 0
 UP BND x(13,5,g57) 1
 LO BND x(13,6,g57) 0
 UP BND x(13,6,g57) 1
 LO BND x(13,7,g57) 0
 UP BND x(13,7,g57) 1
 LO BND x(14,7,g57) 0
 UP BND x(14,7,g57) 1
 LO BND x(9,10,g58) 0
 UP BND x(9,10,g58) 1
 LO BND x(9,11,g58) 0
 UP BND x(9,11,g58) 1
 LO BND x(10,11,g58) 0
 UP BND x(10,11,g58) 1
 LO BND x(11,9,g58) 0
 UP BND x(11,9,g58) 1
 LO BND x(11,10,g58) 0
 UP BND x(11,10,g58) 1
 LO BND x(11,11,g58) 0
 UP BND x(11,11,g58) 1
 LO BND x(11,12,g58) 0
 UP BND x(11,12,g58) 1
 LO BND x(12,10,g58) 0
 UP BND x(12,10,g58) 1
 LO BND x(13,10,g58) 0
 UP BND x(13,10,g58) 1
 LO BND x(13,11,g58) 0
 UP BND x(13,11,g58) 1
 LO BND x(9,14,g59) 0
 UP BND x(9,14,g59) 1
 LO BND x(10,14,g59) 0
 UP BND x(10,14,g59) 1
 LO BND x(11,13,g59) 0
 UP BND x(11,13,g59) 1
 LO BND x(11,14,g59) 0
 UP BND x(11,14,g59) 1
 LO BND x(12,13,g59) 0
 UP BND x(12,13,g59) 1
 LO BND x(13,13,g59) 0
 UP BND x(13,13,g59) 1
 LO BND x(11,15,g60) 0
 UP BND x(11,15,g60) 1
 LO BND x(11,16,g61) 0
 UP BND x(11,16,g61) 1
 LO BND x(11,17,g62) 0
 UP BND x(11,17,g62) 1
 LO BND x(11,9,g63) 0
 UP BND x(11,9,g63) 1
 LO BND x(11,12,g63) 0
 UP BND x(11,12,g63) 1
 LO BND x(12,9,g63) 0
 UP BND x(12,9,g63) 1
 LO BND x(12,10,g63) 0
 UP BND x(12,10,g63) 1
 LO BND x(12,11,g63) 0
 UP BND x(12,11,g63) 1
 LO BND x(12,12,g63) 0
 UP BND x(12,12,g63) 1
 LO BND x(12,13,g63) 0
 UP BND x(12,13,g63) 1
 LO BND x(13,10,g63) 0
 UP BND x(13,10,g63) 1
 LO BND x(13,13,g63) 0
 UP BND x(13,13,g63) 1
 LO BND x(12,14,g64) 0
 UP BND x(12,14,g64) 1
 LO BND x(12,17,g65) 0
 UP BND x(12,17,g65) 1
 LO BND x(12,15,g66) 0
 UP BND x(12,15,g66) 1
 LO BND x(12,16,g66) 0
 UP BND x(12,16,g66) 1
 LO BND x(13,15,g66) 0
 UP BND x(13,15,g66) 1
 LO BND x(13,16,g66) 0
 UP BND x(13,16,g66) 1
 LO BND x(13,0,g67) 0
 UP BND x(13,0,g67) 1
 LO BND x(13,1,g67) 0
 UP BND x(13,1,g67) 1
 LO BND x(9,3,g68) 0
 UP BND x(9,3,g68) 1
 LO BND x(9,4,g68) 0
 UP BND x(9,4,g68) 1
 LO BND x(10,3,g68) 0
 UP BND x(10,3,g68) 1
 LO BND x(10,4,g68) 0
 UP BND x(10,4,g68) 1
 LO BND x(11,3,g68) 0
 UP BND x(11,3,g68) 1
 LO BND x(11,4,g68) 0
 UP BND x(11,4,g68) 1
 LO BND x(12,2,g68) 0
 UP BND x(12,2,g68) 1
 LO BND x(12,3,g68) 0
 UP BND x(12,3,g68) 1
 LO BND x(12,4,g68) 0
 UP BND x(12,4,g68) 1
 LO BND x(12,5,g68) 0
 UP BND x(12,5,g68) 1
 LO BND x(13,2,g68) 0
 UP BND x(13,2,g68) 1
 LO BND x(13,3,g68) 0
 UP BND x(13,3,g68) 1
 LO BND x(13,4,g68) 0
 UP BND x(13,4,g68) 1
 LO BND x(13,5,g68) 0
 UP BND x(13,5,g68) 1
 LO BND x(14,2,g68) 0
 UP BND x(14,2,g68) 1
 LO BND x(14,3,g68) 0
 UP BND x(14,3,g68) 1
 LO BND x(14,4,g68) 0
 UP BND x(14,4,g68) 1
 LO BND x(14,5,g68) 0
 UP BND x(14,5,g68) 1
 LO BND x(15,3,g68) 0
 UP BND x(15,3,g68) 1
 LO BND x(15,4,g68) 0
 UP BND x(15,4,g68) 1
 LO BND x(16,3,g68) 0
 UP BND x(16,3,g68) 1
 LO BND x(16,4,g68) 0
 UP BND x(16,4,g68) 1
 LO BND x(17,3,g68) 0
 UP BND x(17,3,g68) 1
 LO BND x(17,4,g68) 0
 UP BND x(17,4,g68) 1
 LO BND x(12,8,g69) 0
 UP BND x(12,8,g69) 1
 LO BND x(12,10,g69) 0
 UP BND x(12,10,g69) 1
 LO BND x(13,6,g69) 0
 UP BND x(13,6,g69) 1
 LO BND x(13,7,g69) 0
 UP BND x(13,7,g69) 1
 LO BND x(13,8,g69) 0
 UP BND x(13,8,g69) 1
 LO BND x(13,9,g69) 0
 UP BND x(13,9,g69) 1
 LO BND x(13,10,g69) 0
 UP BND x(13,10,g69) 1
 LO BND x(13,11,g69) 0
 UP BND x(13,11,g69) 1
 LO BND x(14,7,g69) 0
 UP BND x(14,7,g69) 1
 LO BND x(14,9,g69) 0
 UP BND x(14,9,g69) 1
 LO BND x(12,12,g70) 0
 UP BND x(12,12,g70) 1
 LO BND x(13,11,g70) 0
 UP BND x(13,11,g70) 1
 LO BND x(13,12,g70) 0
 UP BND x(13,12,g70) 1
 LO BND x(13,13,g70) 0
 UP BND x(13,13,g70) 1
 LO BND x(14,12,g70) 0
 UP BND x(14,12,g70) 1
 LO BND x(13,14,g71) 0
 UP BND x(13,14,g71) 1
 LO BND x(13,17,g72) 0
 UP BND x(13,17,g72) 1
 LO BND x(14,0,g73) 0
 UP BND x(14,0,g73) 1
 LO BND x(14,1,g73) 0
 UP BND x(14,1,g73) 1
 LO BND x(14,5,g74) 0
 UP BND x(14,5,g74) 1
 LO BND x(14,6,g74) 0
 UP BND x(14,6,g74) 1
 LO BND x(14,7,g74) 0
 UP BND x(14,7,g74) 1
 LO BND x(14,7,g75) 0
 UP BND x(14,7,g75) 1
 LO BND x(14,8,g75) 0
 UP BND x(14,8,g75) 1
 LO BND x(14,9,g75) 0
 UP BND x(14,9,g75) 1
 LO BND x(12,10,g76) 0
 UP BND x(12,10,g76) 1
 LO BND x(13,10,g76) 0
 UP BND x(13,10,g76) 1
 LO BND x(14,10,g76) 0
 UP BND x(14,10,g76) 1
 LO BND x(15,10,g76) 0
 UP BND x(15,10,g76) 1
 LO BND x(16,10,g76) 0
 UP BND x(16,10,g76) 1
 LO BND x(13,11,g77) 0
 UP BND x(13,11,g77) 1
 LO BND x(14,11,g77) 0
 UP BND x(14,11,g77) 1
 LO BND x(15,11,g77) 0
 UP BND x(15,11,g77) 1
 LO BND x(14,13,g78) 0
 UP BND x(14,13,g78) 1
 LO BND x(14,14,g79) 0
 UP BND x(14,14,g79) 1
 LO BND x(14,15,g80) 0
 UP BND x(14,15,g80) 1
 LO BND x(11,18,g81) 0
 UP BND x(11,18,g81) 1
 LO BND x(12,18,g81) 0
 UP BND x(12,18,g81) 1
 LO BND x(13,18,g81) 0
 UP BND x(13,18,g81) 1
 LO BND x(13,19,g81) 0
 UP BND x(13,19,g81) 1
 LO BND x(14,16,g81) 0
 UP BND x(14,16,g81) 1
 LO BND x(14,17,g81) 0
 UP BND x(14,17,g81) 1
 LO BND x(14,18,g81) 0
 UP BND x(14,18,g81) 1
 LO BND x(15,14,g81) 0
 UP BND x(15,14,g81) 1
 LO BND x(15,15,g81) 0
 UP BND x(15,15,g81) 1
 LO BND x(15,16,g81) 0
 UP BND x(15,16,g81) 1
 LO BND x(16,13,g81) 0
 UP BND x(16,13,g81) 1
 LO BND x(16,14,g81) 0
 UP BND x(16,14,g81) 1
 LO BND x(17,14,g81) 0
 UP BND x(17,14,g81) 1
 LO BND x(18,14,g81) 0
 UP BND x(18,14,g81) 1
 LO BND x(10,19,g82) 0
 UP BND x(10,19,g82) 1
 LO BND x(11,19,g82) 0
 UP BND x(11,19,g82) 1
 LO BND x(12,19,g82) 0
 UP BND x(12,19,g82) 1
 LO BND x(13,19,g82) 0
 UP BND x(13,19,g82) 1
 LO BND x(14,19,g82) 0
 UP BND x(14,19,g82) 1
 LO BND x(15,19,g82) 0
 UP BND x(15,19,g82) 1
 LO BND x(16,19,g82) 0
 UP BND x(16,19,g82) 1
 LO BND x(17,19,g82) 0
 UP BND x(17,19,g82) 1
 LO BND x(18,19,g82) 0
 UP BND x(18,19,g82) 1
 LO BND x(19,19,g82) 0
 UP BND x(19,19,g82) 1
 LO BND x(14,2,g83) 0
 UP BND x(14,2,g83) 1
 LO BND x(15,0,g83) 0
 UP BND x(15,0,g83) 1
 LO BND x(15,1,g83) 0
 UP BND x(15,1,g83) 1
 LO BND x(15,2,g83) 0
 UP BND x(15,2,g83) 1
 LO BND x(16,0,g83) 0
 UP BND x(16,0,g83) 1
 LO BND x(15,6,g84) 0
 UP BND x(15,6,g84) 1
 LO BND x(15,7,g84) 0
 UP BND x(15,7,g84) 1
 LO BND x(14,9,g85) 0
 UP BND x(14,9,g85) 1
 LO BND x(15,8,g85) 0
 UP BND x(15,8,g85) 1
 LO BND x(15,9,g85) 0
 UP BND x(15,9,g85) 1
 LO BND x(15,10,g85) 0
 UP BND x(15,10,g85) 1
 LO BND x(16,9,g85) 0
 UP BND x(16,9,g85) 1
 LO BND x(14,12,g86) 0
 UP BND x(14,12,g86) 1
 LO BND x(15,10,g86) 0
 UP BND x(15,10,g86) 1
 LO BND x(15,11,g86) 0
 UP BND x(15,11,g86) 1
 LO BND x(15,12,g86) 0
 UP BND x(15,12,g86) 1
 LO BND x(15,13,g86) 0
 UP BND x(15,13,g86) 1
 LO BND x(15,14,g86) 0
 UP BND x(15,14,g86) 1
 LO BND x(15,15,g86) 0
 UP BND x(15,15,g86) 1
 LO BND x(16,13,g86) 0
 UP BND x(16,13,g86) 1
 LO BND x(15,17,g87) 0
 UP BND x(15,17,g87) 1
 LO BND x(15,18,g88) 0
 UP BND x(15,18,g88) 1
 LO BND x(15,5,g89) 0
 UP BND x(15,5,g89) 1
 LO BND x(16,5,g89) 0
 UP BND x(16,5,g89) 1
 LO BND x(16,6,g90) 0
 UP BND x(16,6,g90) 1
 LO BND x(16,7,g91) 0
 UP BND x(16,7,g91) 1
 LO BND x(16,9,g92) 0
 UP BND x(16,9,g92) 1
 LO BND x(16,10,g92) 0
 UP BND x(16,10,g92) 1
 LO BND x(16,11,g92) 0
 UP BND x(16,11,g92) 1
 LO BND x(16,12,g92) 0
 UP BND x(16,12,g92) 1
 LO BND x(16,13,g92) 0
 UP BND x(16,13,g92) 1
 LO BND x(16,14,g92) 0
 UP BND x(16,14,g92) 1
 LO BND x(16,15,g93) 0
 UP BND x(16,15,g93) 1
 LO BND x(16,18,g94) 0
 UP BND x(16,18,g94) 1
 LO BND x(16,8,g95) 0
 UP BND x(16,8,g95) 1
 LO BND x(16,9,g95) 0
 UP BND x(16,9,g95) 1
 LO BND x(17,7,g95) 0
 UP BND x(17,7,g95) 1
 LO BND x(17,8,g95) 0
 UP BND x(17,8,g95) 1
 LO BND x(16,16,g96) 0
 UP BND x(16,16,g96) 1
 LO BND x(16,17,g96) 0
 UP BND x(16,17,g96) 1
 LO BND x(17,16,g96) 0
 UP BND x(17,16,g96) 1
 LO BND x(17,17,g96) 0
 UP BND x(17,17,g96) 1
 LO BND x(16,0,g97) 0
 UP BND x(16,0,g97) 1
 LO BND x(16,1,g97) 0
 UP BND x(16,1,g97) 1
 LO BND x(17,0,g97) 0
 UP BND x(17,0,g97) 1
 LO BND x(17,1,g97) 0
 UP BND x(17,1,g97) 1
 LO BND x(18,0,g97) 0
 UP BND x(18,0,g97) 1
 LO BND x(18,1,g97) 0
 UP BND x(18,1,g97) 1
 LO BND x(17,4,g98) 0
 UP BND x(17,4,g98) 1
 LO BND x(17,5,g98) 0
 UP BND x(17,5,g98) 1
 LO BND x(17,6,g98) 0
 UP BND x(17,6,g98) 1
 LO BND x(17,7,g98) 0
 UP BND x(17,7,g98) 1
 LO BND x(16,9,g99) 0
 UP BND x(16,9,g99) 1
 LO BND x(17,9,g99) 0
 UP BND x(17,9,g99) 1
 LO BND x(18,9,g99) 0
 UP BND x(18,9,g99) 1
 LO BND x(17,15,g100) 0
 UP BND x(17,15,g100) 1
 LO BND x(17,18,g101) 0
 UP BND x(17,18,g101) 1
 LO BND x(16,1,g102) 0
 UP BND x(16,1,g102) 1
 LO BND x(16,2,g102) 0
 UP BND x(16,2,g102) 1
 LO BND x(17,2,g102) 0
 UP BND x(17,2,g102) 1
 LO BND x(17,3,g102) 0
 UP BND x(17,3,g102) 1
 LO BND x(17,4,g102) 0
 UP BND x(17,4,g102) 1
 LO BND x(18,0,g102) 0
 UP BND x(18,0,g102) 1
 LO BND x(18,1,g102) 0
 UP BND x(18,1,g102) 1
 LO BND x(18,2,g102) 0
 UP BND x(18,2,g102) 1
 LO BND x(19,2,g102) 0
 UP BND x(19,2,g102) 1
 LO BND x(19,3,g102) 0
 UP BND x(19,3,g102) 1
 LO BND x(16,9,g103) 0
 UP BND x(16,9,g103) 1
 LO BND x(16,10,g103) 0
 UP BND x(16,10,g103) 1
 LO BND x(16,14,g103) 0
 UP BND x(16,14,g103) 1
 LO BND x(17,10,g103) 0
 UP BND x(17,10,g103) 1
 LO BND x(17,11,g103) 0
 UP BND x(17,11,g103) 1
 LO BND x(17,12,g103) 0
 UP BND x(17,12,g103) 1
 LO BND x(17,13,g103) 0
 UP BND x(17,13,g103) 1
 LO BND x(17,14,g103) 0
 UP BND x(17,14,g103) 1
 LO BND x(18,11,g103) 0
 UP BND x(18,11,g103) 1
 LO BND x(18,12,g103) 0
 UP BND x(18,12,g103) 1
 LO BND x(18,13,g103) 0
 UP BND x(18,13,g103) 1
 LO BND x(18,14,g103) 0
 UP BND x(18,14,g103) 1
 LO BND x(18,15,g103) 0
 UP BND x(18,15,g103) 1
 LO BND x(19,11,g103) 0
 UP BND x(19,11,g103) 1
 LO BND x(19,15,g103) 0
 UP BND x(19,15,g103) 1
 LO BND x(19,16,g103) 0
 UP BND x(19,16,g103) 1
 LO BND x(17,3,g104) 0
 UP BND x(17,3,g104) 1
 LO BND x(17,4,g104) 0
 UP BND x(17,4,g104) 1
 LO BND x(18,3,g104) 0
 UP BND x(18,3,g104) 1
 LO BND x(19,2,g104) 0
 UP BND x(19,2,g104) 1
 LO BND x(19,3,g104) 0
 UP BND x(19,3,g104) 1
 LO BND x(17,4,g105) 0
 UP BND x(17,4,g105) 1
 LO BND x(17,7,g105) 0
 UP BND x(17,7,g105) 1
 LO BND x(18,4,g105) 0
 UP BND x(18,4,g105) 1
 LO BND x(18,5,g105) 0
 UP BND x(18,5,g105) 1
 LO BND x(18,6,g105) 0
 UP BND x(18,6,g105) 1
 LO BND x(18,7,g105) 0
 UP BND x(18,7,g105) 1
 LO BND x(18,8,g105) 0
 UP BND x(18,8,g105) 1
 LO BND x(18,9,g105) 0
 UP BND x(18,9,g105) 1
 LO BND x(18,10,g105) 0
 UP BND x(18,10,g105) 1
 LO BND x(18,11,g105) 0
 UP BND x(18,11,g105) 1
 LO BND x(19,8,g105) 0
 UP BND x(19,8,g105) 1
 LO BND x(19,11,g105) 0
 UP BND x(19,11,g105) 1
 LO BND x(18,16,g106) 0
 UP BND x(18,16,g106) 1
 LO BND x(18,17,g107) 0
 UP BND x(18,17,g107) 1
 LO BND x(18,18,g107) 0
 UP BND x(18,18,g107) 1
 LO BND x(19,0,g108) 0
 UP BND x(19,0,g108) 1
 LO BND x(19,1,g108) 0
 UP BND x(19,1,g108) 1
 LO BND x(19,2,g109) 0
 UP BND x(19,2,g109) 1
 LO BND x(19,3,g109) 0
 UP BND x(19,3,g109) 1
 LO BND x(19,4,g109) 0
 UP BND x(19,4,g109) 1
 LO BND x(19,5,g109) 0
 UP BND x(19,5,g109) 1
 LO BND x(19,6,g109) 0
 UP BND x(19,6,g109) 1
 LO BND x(19,7,g109) 0
 UP BND x(19,7,g109) 1
 LO BND x(19,6,g110) 0
 UP BND x(19,6,g110) 1
 LO BND x(19,7,g110) 0
 UP BND x(19,7,g110) 1
 LO BND x(19,8,g110) 0
 UP BND x(19,8,g110) 1
 LO BND x(19,9,g110) 0
 UP BND x(19,9,g110) 1
 LO BND x(19,10,g110) 0
 UP BND x(19,10,g110) 1
 LO BND x(19,11,g110) 0
 UP BND x(19,11,g110) 1
 LO BND x(19,12,g110) 0
 UP BND x(19,12,g110) 1
 LO BND x(19,13,g110) 0
 UP BND x(19,13,g110) 1
 LO BND x(19,14,g110) 0
 UP BND x(19,14,g110) 1
 LO BND x(19,15,g110) 0
 UP BND x(19,15,g110) 1
 LO BND x(19,16,g110) 0
 UP BND x(19,16,g110) 1
 LO BND x(19,17,g110) 0
 UP BND x(19,17,g110) 1
 LO BND x(19,18,g110) 0
 UP BND x(19,18,g110) 1
 LO BND x(19,19,g110) 0
 UP BND x(19,19,g110) 1
ENDATA
