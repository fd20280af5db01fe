NAME galaxies_none_galaxies_25x25_s2
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
 E cover(0,20)
 E cover(0,21)
 E cover(0,22)
 E cover(0,23)
 E cover(0,24)
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
 E cover(1,20)
 E cover(1,21)
 E cover(1,22)
 E cover(1,23)
 E cover(1,24)
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
 E cover(2,20)
 E cover(2,21)
 E cover(2,22)
 E cover(2,23)
 E cover(2,24)
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
 E cover(3,20)
 E cover(3,21)
 E cover(3,22)
 E cover(3,23)
 E cover(3,24)
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
 E cover(4,20)
 E cover(4,21)
 E cover(4,22)
 E cover(4,23)
 E cover(4,24)
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
 E cover(5,20)
 E cover(5,21)
 E cover(5,22)
 E cover(5,23)
 E cover(5,24)
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
 E cover(6,20)
 E cover(6,21)
 E cover(6,22)
 E cover(6,23)
 E cover(6,24)
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
 E cover(7,20)
 E cover(7,21)
 E cover(7,22)
 E cover(7,23)
 E cover(7,24)
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
 E cover(8,20)
 E cover(8,21)
 E cover(8,22)
 E cover(8,23)
 E cover(8,24)
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
 E cover(9,20)
 E cover(9,21)
 E cover(9,22)
 E cover(9,23)
 E cover(9,24)
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
 E cover(10,20)
 E cover(10,21)
 E cover(10,22)
 E cover(10,23)
 E cover(10,24)
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
 E cover(11,20)
 E cover(11,21)
 E cover(11,22)
 E cover(11,23)
 E cover(11,24)
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
 E cover(12,20)
 E cover(12,21)
 E cover(12,22)
 E cover(12,23)
 E cover(12,24)
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
 E cover(13,20)
 E cover(13,21)
 E cover(13,22)
 E cover(13,23)
 E cover(13,24)
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
 E cover(14,20)
 E cover(14,21)
 E cover(14,22)
 E cover(14,23)
 E cover(14,24)
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
 E cover(15,20)
 E cover(15,21)
 E cover(15,22)
 E cover(15,23)
 E cover(15,24)
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
 E cover(16,20)
 E cover(16,21)
 E cover(16,22)
 E cover(16,23)
 E cover(16,24)
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
 E cover(17,20)
 E cover(17,21)
 E cover(17,22)
 E cover(17,23)
 E cover(17,24)
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
 E cover(18,20)
 E cover(18,21)
 E cover(18,22)
 E cover(18,23)
 E cover(18,24)
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
 E cover(19,20)
 E cover(19,21)
 E cover(19,22)
 E cover(19,23)
 E cover(19,24)
 E cover(20,0)
 E cover(20,1)
 E cover(20,2)
 E cover(20,3)
 E cover(20,4)
 E cover(20,5)
 E cover(20,6)
 E cover(20,7)
 E cover(20,8)
 E cover(20,9)
 E cover(20,10)
 E cover(20,11)
 E cover(20,12)
 E cover(20,13)
 E cover(20,14)
 E cover(20,15)
 E cover(20,16)
 E cover(20,17)
 E cover(20,18)
 E cover(20,19)
 E cover(20,20)
 E cover(20,21)
 E cover(20,22)
 E cover(20,23)
 E cover(20,24)
 E cover(21,0)
 E cover(21,1)
 E cover(21,2)
 E cover(21,3)
 E cover(21,4)
 E cover(21,5)
 E cover(21,6)
 E cover(21,7)
 E cover(21,8)
 E cover(21,9)
 E cover(21,10)
 E cover(21,11)
 E cover(21,12)
 E cover(21,13)
 E cover(21,14)
 E cover(21,15)
 E cover(21,16)
 E cover(21,17)
 E cover(21,18)
 E cover(21,19)
 E cover(21,20)
 E cover(21,21)
 E cover(21,22)
 E cover(21,23)
 E cover(21,24)
 E cover(22,0)
 E cover(22,1)
 E cover(22,2)
 E cover(22,3)
 E cover(22,4)
 E cover(22,5)
 E cover(22,6)
 E cover(22,7)
 E cover(22,8)
 E cover(22,9)
 E cover(22,10)
 E cover(22,11)
 E cover(22,12)
 E cover(22,13)
 E cover(22,14)
 E cover(22,15)
 E cover(22,16)
 E cover(22,17)
 E cover(22,18)
 E cover(22,19)
 E cover(22,20)
 E cover(22,21)
 E cover(22,22)
 E cover(22,23)
 E cover(22,24)
 E cover(23,0)
 E cover(23,1)
 E cover(23,2)
 E cover(23,3)
 E cover(23,4)
 E cover(23,5)
 E cover(23,6)
 E cover(23,7)
 E cover(23,8)
 E cover(23,9)
 E cover(23,10)
 E cover(23,11)
 E cover(23,12)
 E cover(23,13)
 E cover(23,14)
 E cover(23,15)
 E cover(23,16)
 E cover(23,17)
 E cover(23,18)
 E cover(23,19)
 E cover(23,20)
 E cover(23,21)
 E cover(23,22)
 E cover(23,23)
 E cover(23,24)
 E cover(24,0)
 E cover(24,1)
 E cover(24,2)
 E cover(24,3)
 E cover(24,4)
 E cover(24,5)
 E cover(24,6)
 E cover(24,7)
 E cover(24,8)
 E cover(24,9)
 E cover(24,10)
 E cover(24,11)
 E cover(24,12)
 E cover(24,13)
 E cover(24,14)
 E cover(24,15)
 E cover(24,16)
 E cover(24,17)
 E cover(24,18)
 E cover(24,19)
 E cover(24,20)
 E cover(24,21)
 E cover(24,22)
 E cover(24,23)
 E cover(24,24)
 E centre(0,3,g0)
 E centre(0,5,g1)
 E centre(0,8,g2)
 E centre(0,9,g3)
 E centre(0,10,g4)
 E centre(0,12,g5)
 E centre(0,13,g5)
 E centre(0,15,g6)
 E centre(0,1,g7)
 E centre(1,1,g7)
 E centre(0,6,g8)
 E centre(0,7,g8)
 E centre(1,6,g8)
 E centre(1,7,g8)
 E centre(0,19,g9)
 E centre(0,20,g9)
 E centre(1,19,g9)
 E centre(1,20,g9)
 E centre(0,23,g10)
 E centre(1,23,g10)
 E centre(0,24,g11)
 E centre(1,24,g11)
 E centre(1,0,g12)
 E centre(1,2,g13)
 E centre(1,5,g14)
 E centre(1,10,g15)
 E centre(1,11,g15)
 E centre(1,13,g16)
 E centre(1,14,g16)
 E centre(1,3,g17)
 E centre(2,3,g17)
 E centre(1,4,g18)
 E centre(2,4,g18)
 E centre(1,8,g19)
 E centre(2,8,g19)
 E centre(1,9,g20)
 E centre(2,9,g20)
 E centre(2,1,g21)
 E centre(2,11,g22)
 E centre(2,16,g23)
 E centre(2,5,g24)
 E centre(3,5,g24)
 E centre(3,1,g25)
 E centre(3,3,g26)
 E centre(3,6,g27)
 E centre(3,7,g27)
 E centre(3,14,g28)
 E centre(3,19,g29)
 E centre(3,9,g30)
 E centre(3,10,g30)
 E centre(4,9,g30)
 E centre(4,10,g30)
 E centre(3,21,g31)
 E centre(3,22,g31)
 E centre(4,21,g31)
 E centre(4,22,g31)
 E centre(4,1,g32)
 E centre(4,5,g33)
 E centre(4,4,g34)
 E centre(5,4,g34)
 E centre(4,15,g35)
 E centre(5,15,g35)
 E centre(5,0,g36)
 E centre(5,2,g37)
 E centre(5,3,g38)
 E centre(5,5,g39)
 E centre(5,6,g40)
 E centre(5,7,g40)
 E centre(5,8,g41)
 E centre(5,10,g42)
 E centre(5,23,g43)
 E centre(5,24,g43)
 E centre(5,1,g44)
 E centre(6,1,g44)
 E centre(5,11,g45)
 E centre(6,11,g45)
 E centre(5,13,g46)
 E centre(6,13,g46)
 E centre(5,18,g47)
 E centre(6,18,g47)
 E centre(6,5,g48)
 E centre(6,6,g49)
 E centre(6,7,g49)
 E centre(6,8,g50)
 E centre(6,9,g51)
 E centre(6,14,g52)
 E centre(6,17,g53)
 E centre(6,16,g54)
 E centre(7,16,g54)
 E centre(6,20,g55)
 E centre(7,20,g55)
 E centre(6,21,g56)
 E centre(6,22,g56)
 E centre(7,21,g56)
 E centre(7,22,g56)
 E centre(7,0,g57)
 E centre(7,3,g58)
 E centre(7,4,g58)
 E centre(7,11,g59)
 E centre(7,14,g60)
 E centre(7,15,g60)
 E centre(7,19,g61)
 E centre(8,19,g61)
 E centre(7,24,g62)
 E centre(8,24,g62)
 E centre(8,2,g63)
 E centre(8,15,g64)
 E centre(8,16,g64)
 E centre(8,21,g65)
 E centre(8,3,g66)
 E centre(8,4,g66)
 E centre(9,3,g66)
 E centre(9,4,g66)
 E centre(8,9,g67)
 E centre(9,9,g67)
 E centre(8,13,g68)
 E centre(9,13,g68)
 E centre(9,1,g69)
 E centre(9,2,g69)
 E centre(9,8,g70)
 E centre(9,17,g71)
 E centre(9,18,g71)
 E centre(9,5,g72)
 E centre(9,6,g72)
 E centre(10,5,g72)
 E centre(10,6,g72)
 E centre(9,20,g73)
 E centre(10,20,g73)
 E centre(9,22,g74)
 E centre(9,23,g74)
 E centre(10,22,g74)
 E centre(10,23,g74)
 E centre(10,3,g75)
 E centre(10,4,g75)
 E centre(10,12,g76)
 E centre(10,13,g76)
 E centre(10,16,g77)
 E centre(10,17,g77)
 E centre(10,0,g78)
 E centre(11,0,g78)
 E centre(10,8,g79)
 E centre(11,8,g79)
 E centre(10,24,g80)
 E centre(11,24,g80)
 E centre(11,10,g81)
 E centre(11,12,g82)
 E centre(11,13,g82)
 E centre(11,18,g83)
 E centre(11,19,g83)
 E centre(11,20,g84)
 E centre(11,1,g85)
 E centre(12,1,g85)
 E centre(11,15,g86)
 E centre(11,16,g86)
 E centre(12,15,g86)
 E centre(12,16,g86)
 E centre(12,7,g87)
 E centre(12,11,g88)
 E centre(12,12,g88)
 E centre(12,2,g89)
 E centre(12,3,g89)
 E centre(13,2,g89)
 E centre(13,3,g89)
 E centre(12,5,g90)
 E centre(13,5,g90)
 E centre(12,6,g91)
 E centre(13,6,g91)
 E centre(12,8,g92)
 E centre(13,8,g92)
 E centre(13,4,g93)
 E centre(13,10,g94)
 E centre(13,13,g95)
 E centre(13,14,g95)
 E centre(13,16,g96)
 E centre(13,22,g97)
 E centre(13,23,g97)
 E centre(13,19,g98)
 E centre(14,19,g98)
 E centre(13,20,g99)
 E centre(14,20,g99)
 E centre(14,5,g100)
 E centre(14,7,g101)
 E centre(14,8,g101)
 E centre(14,9,g102)
 E centre(14,14,g103)
 E centre(14,18,g104)
 E centre(14,23,g105)
 E centre(15,23,g105)
 E centre(15,1,g106)
 E centre(15,2,g106)
 E centre(15,6,g107)
 E centre(15,7,g107)
 E centre(15,10,g108)
 E centre(15,12,g109)
 E centre(15,15,g110)
 E centre(15,21,g111)
 E centre(16,0,g112)
 E centre(16,5,g113)
 E centre(16,6,g113)
 E centre(16,11,g114)
 E centre(16,12,g114)
 E centre(16,17,g115)
 E centre(16,20,g116)
 E centre(16,21,g116)
 E centre(17,20,g116)
 E centre(17,21,g116)
 E centre(17,3,g117)
 E centre(17,4,g117)
 E centre(17,9,g118)
 E centre(17,16,g119)
 E centre(17,17,g120)
 E centre(17,18,g120)
 E centre(17,19,g121)
 E centre(17,23,g122)
 E centre(17,7,g123)
 E centre(18,7,g123)
 E centre(17,10,g124)
 E centre(17,11,g124)
 E centre(18,10,g124)
 E centre(18,11,g124)
 E centre(18,2,g125)
 E centre(18,3,g125)
 E centre(18,6,g126)
 E centre(18,12,g127)
 E centre(18,13,g127)
 E centre(18,18,g128)
 E centre(18,19,g128)
 E centre(18,0,g129)
 E centre(18,1,g129)
 E centre(19,0,g129)
 E centre(19,1,g129)
 E centre(18,15,g130)
 E centre(19,15,g130)
 E centre(19,8,g131)
 E centre(19,9,g131)
 E centre(19,10,g132)
 E centre(19,11,g132)
 E centre(19,17,g133)
 E centre(19,19,g134)
 E centre(19,21,g135)
 E centre(19,22,g135)
 E centre(19,2,g136)
 E centre(20,2,g136)
 E centre(19,23,g137)
 E centre(19,24,g137)
 E centre(20,23,g137)
 E centre(20,24,g137)
 E centre(20,10,g138)
 E centre(20,18,g139)
 E centre(20,19,g139)
 E centre(20,0,g140)
 E centre(21,0,g140)
 E centre(20,6,g141)
 E centre(21,6,g141)
 E centre(21,9,g142)
 E centre(21,10,g142)
 E centre(21,18,g143)
 E centre(21,19,g143)
 E centre(21,21,g144)
 E centre(21,23,g145)
 E centre(21,1,g146)
 E centre(21,2,g146)
 E centre(22,1,g146)
 E centre(22,2,g146)
 E centre(21,12,g147)
 E centre(21,13,g147)
 E centre(22,12,g147)
 E centre(22,13,g147)
 E centre(22,3,g148)
 E centre(22,4,g148)
 E centre(22,6,g149)
 E centre(22,15,g150)
 E centre(22,20,g151)
 E centre(22,21,g151)
 E centre(22,8,g152)
 E centre(23,8,g152)
 E centre(22,24,g153)
 E centre(23,24,g153)
 E centre(23,1,g154)
 E centre(23,16,g155)
 E centre(23,17,g155)
 E centre(23,22,g156)
 E centre(23,23,g156)
 E centre(23,4,g157)
 E centre(24,4,g157)
 E centre(23,5,g158)
 E centre(23,6,g158)
 E centre(24,5,g158)
 E centre(24,6,g158)
 E centre(23,9,g159)
 E centre(23,10,g159)
 E centre(24,9,g159)
 E centre(24,10,g159)
 E centre(23,20,g160)
 E centre(23,21,g160)
 E centre(24,20,g160)
 E centre(24,21,g160)
 E centre(24,1,g161)
 E centre(24,2,g161)
 E centre(24,16,g162)
 E centre(24,17,g162)
 E centre(24,22,g163)
 E centre(24,23,g163)
 E symmetry(0,2,g0)
 E symmetry(0,11,g5)
 E symmetry(0,12,g5)
 E symmetry(0,14,g6)
 E symmetry(0,1,g7)
 E symmetry(0,6,g8)
 E symmetry(0,7,g8)
 E symmetry(0,17,g9)
 E symmetry(0,18,g9)
 E symmetry(0,19,g9)
 E symmetry(0,20,g9)
 E symmetry(0,21,g9)
 E symmetry(0,22,g9)
 E symmetry(0,23,g10)
 E symmetry(0,24,g11)
 E symmetry(0,0,g12)
 E symmetry(0,2,g13)
 E symmetry(0,11,g15)
 E symmetry(1,10,g15)
 E symmetry(0,14,g16)
 E symmetry(1,12,g16)
 E symmetry(1,13,g16)
 E symmetry(1,3,g17)
 E symmetry(0,4,g18)
 E symmetry(1,4,g18)
 E symmetry(1,8,g19)
 E symmetry(1,9,g20)
 E symmetry(2,0,g21)
 E symmetry(2,10,g22)
 E symmetry(0,16,g23)
 E symmetry(1,12,g23)
 E symmetry(1,15,g23)
 E symmetry(1,16,g23)
 E symmetry(1,17,g23)
 E symmetry(2,12,g23)
 E symmetry(2,13,g23)
 E symmetry(2,14,g23)
 E symmetry(2,15,g23)
 E symmetry(2,5,g24)
 E symmetry(2,6,g24)
 E symmetry(2,0,g25)
 E symmetry(2,2,g25)
 E symmetry(3,0,g25)
 E symmetry(3,2,g26)
 E symmetry(2,6,g27)
 E symmetry(2,7,g27)
 E symmetry(3,6,g27)
 E symmetry(1,12,g28)
 E symmetry(2,12,g28)
 E symmetry(2,14,g28)
 E symmetry(2,15,g28)
 E symmetry(2,17,g28)
 E symmetry(3,11,g28)
 E symmetry(3,12,g28)
 E symmetry(3,13,g28)
 E symmetry(1,16,g29)
 E symmetry(1,17,g29)
 E symmetry(1,18,g29)
 E symmetry(1,21,g29)
 E symmetry(1,22,g29)
 E symmetry(2,18,g29)
 E symmetry(2,19,g29)
 E symmetry(2,20,g29)
 E symmetry(2,21,g29)
 E symmetry(2,22,g29)
 E symmetry(3,18,g29)
 E symmetry(2,10,g30)
 E symmetry(3,8,g30)
 E symmetry(3,9,g30)
 E symmetry(3,10,g30)
 E symmetry(3,11,g30)
 E symmetry(3,12,g30)
 E symmetry(3,13,g30)
 E symmetry(2,21,g31)
 E symmetry(2,22,g31)
 E symmetry(2,23,g31)
 E symmetry(2,24,g31)
 E symmetry(3,20,g31)
 E symmetry(3,21,g31)
 E symmetry(3,22,g31)
 E symmetry(3,23,g31)
 E symmetry(3,24,g31)
 E symmetry(4,0,g32)
 E symmetry(3,4,g34)
 E symmetry(4,4,g34)
 E symmetry(3,15,g35)
 E symmetry(4,13,g35)
 E symmetry(4,14,g35)
 E symmetry(4,15,g35)
 E symmetry(4,16,g35)
 E symmetry(4,0,g36)
 E symmetry(3,2,g37)
 E symmetry(4,2,g37)
 E symmetry(4,2,g38)
 E symmetry(4,3,g38)
 E symmetry(5,6,g40)
 E symmetry(2,24,g43)
 E symmetry(3,24,g43)
 E symmetry(4,23,g43)
 E symmetry(4,24,g43)
 E symmetry(5,23,g43)
 E symmetry(5,1,g44)
 E symmetry(1,12,g45)
 E symmetry(2,12,g45)
 E symmetry(3,11,g45)
 E symmetry(3,12,g45)
 E symmetry(4,12,g45)
 E symmetry(4,13,g45)
 E symmetry(4,14,g45)
 E symmetry(5,11,g45)
 E symmetry(5,12,g45)
 E symmetry(4,13,g46)
 E symmetry(4,14,g46)
 E symmetry(5,13,g46)
 E symmetry(5,14,g46)
 E symmetry(3,18,g47)
 E symmetry(4,18,g47)
 E symmetry(4,19,g47)
 E symmetry(5,17,g47)
 E symmetry(5,18,g47)
 E symmetry(6,6,g49)
 E symmetry(5,9,g51)
 E symmetry(4,16,g53)
 E symmetry(4,17,g53)
 E symmetry(5,16,g53)
 E symmetry(5,17,g53)
 E symmetry(6,15,g54)
 E symmetry(6,16,g54)
 E symmetry(5,20,g55)
 E symmetry(6,20,g55)
 E symmetry(5,20,g56)
 E symmetry(5,21,g56)
 E symmetry(6,21,g56)
 E symmetry(6,22,g56)
 E symmetry(6,0,g57)
 E symmetry(6,2,g58)
 E symmetry(7,1,g58)
 E symmetry(7,2,g58)
 E symmetry(7,3,g58)
 E symmetry(2,12,g59)
 E symmetry(2,13,g59)
 E symmetry(3,11,g59)
 E symmetry(3,13,g59)
 E symmetry(4,11,g59)
 E symmetry(4,12,g59)
 E symmetry(4,13,g59)
 E symmetry(5,12,g59)
 E symmetry(6,10,g59)
 E symmetry(6,12,g59)
 E symmetry(7,9,g59)
 E symmetry(7,10,g59)
 E symmetry(6,15,g60)
 E symmetry(7,14,g60)
 E symmetry(5,19,g61)
 E symmetry(5,20,g61)
 E symmetry(6,19,g61)
 E symmetry(7,18,g61)
 E symmetry(7,19,g61)
 E symmetry(6,24,g62)
 E symmetry(7,24,g62)
 E symmetry(7,17,g64)
 E symmetry(8,14,g64)
 E symmetry(8,15,g64)
 E symmetry(8,20,g65)
 E symmetry(8,3,g66)
 E symmetry(8,4,g66)
 E symmetry(7,7,g67)
 E symmetry(7,8,g67)
 E symmetry(7,9,g67)
 E symmetry(8,6,g67)
 E symmetry(8,7,g67)
 E symmetry(8,8,g67)
 E symmetry(8,9,g67)
 E symmetry(8,11,g67)
 E symmetry(5,12,g68)
 E symmetry(6,12,g68)
 E symmetry(7,12,g68)
 E symmetry(8,10,g68)
 E symmetry(8,11,g68)
 E symmetry(8,12,g68)
 E symmetry(8,13,g68)
 E symmetry(8,14,g68)
 E symmetry(7,1,g69)
 E symmetry(8,1,g69)
 E symmetry(9,1,g69)
 E symmetry(8,17,g71)
 E symmetry(9,16,g71)
 E symmetry(9,17,g71)
 E symmetry(7,7,g72)
 E symmetry(8,5,g72)
 E symmetry(8,6,g72)
 E symmetry(8,7,g72)
 E symmetry(8,8,g72)
 E symmetry(9,5,g72)
 E symmetry(9,6,g72)
 E symmetry(9,19,g73)
 E symmetry(9,20,g73)
 E symmetry(9,21,g73)
 E symmetry(7,23,g74)
 E symmetry(8,22,g74)
 E symmetry(8,23,g74)
 E symmetry(9,22,g74)
 E symmetry(9,23,g74)
 E symmetry(9,24,g74)
 E symmetry(10,3,g75)
 E symmetry(8,11,g76)
 E symmetry(8,12,g76)
 E symmetry(9,11,g76)
 E symmetry(9,14,g76)
 E symmetry(10,10,g76)
 E symmetry(10,11,g76)
 E symmetry(10,12,g76)
 E symmetry(9,16,g77)
 E symmetry(9,19,g77)
 E symmetry(10,14,g77)
 E symmetry(10,15,g77)
 E symmetry(10,16,g77)
 E symmetry(8,0,g78)
 E symmetry(9,0,g78)
 E symmetry(10,0,g78)
 E symmetry(8,7,g79)
 E symmetry(9,7,g79)
 E symmetry(10,7,g79)
 E symmetry(10,8,g79)
 E symmetry(10,9,g79)
 E symmetry(10,10,g79)
 E symmetry(10,11,g79)
 E symmetry(9,24,g80)
 E symmetry(10,24,g80)
 E symmetry(9,11,g81)
 E symmetry(10,10,g81)
 E symmetry(10,11,g81)
 E symmetry(11,9,g81)
 E symmetry(10,11,g82)
 E symmetry(11,11,g82)
 E symmetry(11,12,g82)
 E symmetry(9,19,g83)
 E symmetry(10,18,g83)
 E symmetry(10,19,g83)
 E symmetry(11,18,g83)
 E symmetry(10,1,g85)
 E symmetry(10,2,g85)
 E symmetry(11,1,g85)
 E symmetry(11,2,g85)
 E symmetry(8,14,g86)
 E symmetry(9,14,g86)
 E symmetry(9,15,g86)
 E symmetry(9,16,g86)
 E symmetry(10,14,g86)
 E symmetry(11,14,g86)
 E symmetry(11,15,g86)
 E symmetry(11,16,g86)
 E symmetry(11,17,g86)
 E symmetry(11,7,g87)
 E symmetry(7,8,g88)
 E symmetry(7,9,g88)
 E symmetry(7,10,g88)
 E symmetry(8,7,g88)
 E symmetry(8,8,g88)
 E symmetry(8,10,g88)
 E symmetry(9,7,g88)
 E symmetry(9,10,g88)
 E symmetry(10,7,g88)
 E symmetry(10,10,g88)
 E symmetry(10,11,g88)
 E symmetry(11,11,g88)
 E symmetry(11,14,g88)
 E symmetry(12,9,g88)
 E symmetry(12,10,g88)
 E symmetry(12,11,g88)
 E symmetry(10,1,g89)
 E symmetry(10,2,g89)
 E symmetry(11,2,g89)
 E symmetry(11,3,g89)
 E symmetry(11,4,g89)
 E symmetry(11,5,g89)
 E symmetry(12,2,g89)
 E symmetry(12,3,g89)
 E symmetry(12,4,g89)
 E symmetry(12,5,g90)
 E symmetry(11,6,g91)
 E symmetry(12,6,g91)
 E symmetry(12,8,g92)
 E symmetry(12,9,g92)
 E symmetry(11,3,g93)
 E symmetry(11,4,g93)
 E symmetry(11,5,g93)
 E symmetry(12,4,g93)
 E symmetry(11,9,g94)
 E symmetry(12,9,g94)
 E symmetry(12,10,g94)
 E symmetry(13,9,g94)
 E symmetry(9,14,g95)
 E symmetry(9,15,g95)
 E symmetry(10,14,g95)
 E symmetry(11,14,g95)
 E symmetry(12,14,g95)
 E symmetry(13,12,g95)
 E symmetry(13,13,g95)
 E symmetry(12,17,g96)
 E symmetry(13,15,g96)
 E symmetry(9,21,g97)
 E symmetry(10,21,g97)
 E symmetry(11,21,g97)
 E symmetry(11,23,g97)
 E symmetry(12,21,g97)
 E symmetry(12,23,g97)
 E symmetry(12,24,g97)
 E symmetry(13,21,g97)
 E symmetry(13,22,g97)
 E symmetry(11,22,g98)
 E symmetry(11,23,g98)
 E symmetry(12,18,g98)
 E symmetry(12,19,g98)
 E symmetry(12,20,g98)
 E symmetry(12,21,g98)
 E symmetry(12,22,g98)
 E symmetry(13,17,g98)
 E symmetry(13,19,g98)
 E symmetry(13,21,g98)
 E symmetry(11,21,g99)
 E symmetry(11,22,g99)
 E symmetry(12,20,g99)
 E symmetry(12,21,g99)
 E symmetry(12,22,g99)
 E symmetry(12,23,g99)
 E symmetry(12,24,g99)
 E symmetry(13,20,g99)
 E symmetry(13,24,g99)
 E symmetry(14,4,g100)
 E symmetry(13,7,g101)
 E symmetry(14,7,g101)
 E symmetry(12,9,g102)
 E symmetry(12,10,g102)
 E symmetry(13,9,g102)
 E symmetry(13,11,g103)
 E symmetry(13,12,g103)
 E symmetry(13,15,g103)
 E symmetry(13,17,g103)
 E symmetry(14,11,g103)
 E symmetry(14,12,g103)
 E symmetry(14,13,g103)
 E symmetry(12,17,g104)
 E symmetry(12,18,g104)
 E symmetry(13,17,g104)
 E symmetry(13,18,g104)
 E symmetry(12,24,g105)
 E symmetry(13,24,g105)
 E symmetry(14,22,g105)
 E symmetry(14,23,g105)
 E symmetry(14,24,g105)
 E symmetry(13,1,g106)
 E symmetry(14,0,g106)
 E symmetry(14,1,g106)
 E symmetry(14,2,g106)
 E symmetry(15,0,g106)
 E symmetry(15,1,g106)
 E symmetry(14,3,g107)
 E symmetry(14,4,g107)
 E symmetry(14,6,g107)
 E symmetry(15,4,g107)
 E symmetry(15,5,g107)
 E symmetry(15,6,g107)
 E symmetry(13,12,g108)
 E symmetry(14,10,g108)
 E symmetry(14,11,g108)
 E symmetry(14,12,g108)
 E symmetry(14,13,g108)
 E symmetry(15,9,g108)
 E symmetry(13,11,g109)
 E symmetry(13,12,g109)
 E symmetry(14,10,g109)
 E symmetry(14,11,g109)
 E symmetry(15,11,g109)
 E symmetry(13,15,g110)
 E symmetry(13,17,g110)
 E symmetry(13,18,g110)
 E symmetry(14,15,g110)
 E symmetry(14,16,g110)
 E symmetry(14,17,g110)
 E symmetry(15,13,g110)
 E symmetry(15,14,g110)
 E symmetry(15,20,g111)
 E symmetry(15,0,g112)
 E symmetry(14,2,g113)
 E symmetry(14,3,g113)
 E symmetry(15,3,g113)
 E symmetry(15,5,g113)
 E symmetry(15,9,g113)
 E symmetry(16,1,g113)
 E symmetry(16,2,g113)
 E symmetry(16,3,g113)
 E symmetry(16,4,g113)
 E symmetry(16,5,g113)
 E symmetry(15,8,g114)
 E symmetry(15,9,g114)
 E symmetry(15,11,g114)
 E symmetry(16,7,g114)
 E symmetry(16,8,g114)
 E symmetry(16,9,g114)
 E symmetry(16,10,g114)
 E symmetry(16,11,g114)
 E symmetry(15,19,g115)
 E symmetry(15,20,g115)
 E symmetry(16,15,g115)
 E symmetry(16,16,g115)
 E symmetry(15,17,g116)
 E symmetry(15,18,g116)
 E symmetry(15,19,g116)
 E symmetry(15,20,g116)
 E symmetry(16,19,g116)
 E symmetry(16,20,g116)
 E symmetry(16,21,g116)
 E symmetry(14,2,g117)
 E symmetry(14,3,g117)
 E symmetry(14,4,g117)
 E symmetry(15,3,g117)
 E symmetry(15,4,g117)
 E symmetry(16,2,g117)
 E symmetry(16,3,g117)
 E symmetry(17,1,g117)
 E symmetry(17,2,g117)
 E symmetry(17,3,g117)
 E symmetry(16,9,g118)
 E symmetry(16,10,g118)
 E symmetry(12,18,g119)
 E symmetry(13,15,g119)
 E symmetry(13,17,g119)
 E symmetry(13,18,g119)
 E symmetry(14,15,g119)
 E symmetry(14,16,g119)
 E symmetry(14,17,g119)
 E symmetry(15,16,g119)
 E symmetry(16,15,g119)
 E symmetry(16,16,g119)
 E symmetry(15,19,g120)
 E symmetry(16,18,g120)
 E symmetry(16,19,g120)
 E symmetry(17,17,g120)
 E symmetry(16,22,g122)
 E symmetry(16,23,g122)
 E symmetry(16,24,g122)
 E symmetry(17,22,g122)
 E symmetry(15,9,g123)
 E symmetry(16,7,g123)
 E symmetry(16,8,g123)
 E symmetry(16,9,g123)
 E symmetry(16,10,g123)
 E symmetry(17,5,g123)
 E symmetry(17,6,g123)
 E symmetry(17,7,g123)
 E symmetry(17,10,g124)
 E symmetry(17,11,g124)
 E symmetry(17,12,g124)
 E symmetry(17,13,g124)
 E symmetry(16,1,g125)
 E symmetry(16,2,g125)
 E symmetry(17,0,g125)
 E symmetry(17,1,g125)
 E symmetry(17,2,g125)
 E symmetry(18,2,g125)
 E symmetry(17,5,g126)
 E symmetry(17,6,g126)
 E symmetry(15,14,g127)
 E symmetry(16,13,g127)
 E symmetry(16,14,g127)
 E symmetry(17,12,g127)
 E symmetry(17,13,g127)
 E symmetry(18,12,g127)
 E symmetry(18,16,g128)
 E symmetry(18,17,g128)
 E symmetry(18,18,g128)
 E symmetry(17,0,g129)
 E symmetry(18,0,g129)
 E symmetry(18,1,g129)
 E symmetry(13,15,g130)
 E symmetry(13,17,g130)
 E symmetry(13,18,g130)
 E symmetry(14,15,g130)
 E symmetry(14,16,g130)
 E symmetry(14,17,g130)
 E symmetry(15,13,g130)
 E symmetry(15,14,g130)
 E symmetry(15,16,g130)
 E symmetry(16,13,g130)
 E symmetry(16,14,g130)
 E symmetry(16,15,g130)
 E symmetry(16,16,g130)
 E symmetry(17,13,g130)
 E symmetry(17,14,g130)
 E symmetry(17,15,g130)
 E symmetry(18,14,g130)
 E symmetry(18,15,g130)
 E symmetry(18,16,g130)
 E symmetry(18,17,g130)
 E symmetry(18,8,g131)
 E symmetry(18,9,g131)
 E symmetry(19,8,g131)
 E symmetry(19,10,g132)
 E symmetry(18,17,g133)
 E symmetry(19,16,g133)
 E symmetry(19,18,g134)
 E symmetry(18,21,g135)
 E symmetry(18,22,g135)
 E symmetry(18,23,g135)
 E symmetry(19,21,g135)
 E symmetry(19,2,g136)
 E symmetry(19,3,g136)
 E symmetry(18,23,g137)
 E symmetry(19,23,g137)
 E symmetry(19,24,g137)
 E symmetry(19,12,g138)
 E symmetry(19,13,g138)
 E symmetry(20,7,g138)
 E symmetry(20,8,g138)
 E symmetry(20,9,g138)
 E symmetry(18,20,g139)
 E symmetry(18,21,g139)
 E symmetry(19,20,g139)
 E symmetry(20,15,g139)
 E symmetry(20,16,g139)
 E symmetry(20,17,g139)
 E symmetry(20,18,g139)
 E symmetry(20,0,g140)
 E symmetry(17,5,g141)
 E symmetry(18,5,g141)
 E symmetry(19,5,g141)
 E symmetry(19,7,g141)
 E symmetry(20,4,g141)
 E symmetry(20,5,g141)
 E symmetry(20,6,g141)
 E symmetry(20,7,g141)
 E symmetry(20,8,g141)
 E symmetry(20,9,g141)
 E symmetry(20,8,g142)
 E symmetry(20,9,g142)
 E symmetry(21,8,g142)
 E symmetry(21,9,g142)
 E symmetry(20,20,g143)
 E symmetry(20,21,g143)
 E symmetry(21,17,g143)
 E symmetry(21,18,g143)
 E symmetry(20,20,g144)
 E symmetry(21,20,g144)
 E symmetry(21,22,g145)
 E symmetry(19,3,g146)
 E symmetry(20,1,g146)
 E symmetry(20,3,g146)
 E symmetry(21,1,g146)
 E symmetry(21,2,g146)
 E symmetry(21,3,g146)
 E symmetry(19,12,g147)
 E symmetry(19,13,g147)
 E symmetry(19,14,g147)
 E symmetry(20,11,g147)
 E symmetry(20,12,g147)
 E symmetry(20,13,g147)
 E symmetry(20,14,g147)
 E symmetry(21,11,g147)
 E symmetry(21,12,g147)
 E symmetry(21,13,g147)
 E symmetry(21,14,g147)
 E symmetry(21,15,g147)
 E symmetry(21,16,g147)
 E symmetry(20,4,g148)
 E symmetry(21,4,g148)
 E symmetry(21,5,g148)
 E symmetry(22,3,g148)
 E symmetry(20,4,g149)
 E symmetry(20,5,g149)
 E symmetry(21,5,g149)
 E symmetry(22,5,g149)
 E symmetry(20,15,g150)
 E symmetry(20,16,g150)
 E symmetry(20,17,g150)
 E symmetry(21,15,g150)
 E symmetry(21,16,g150)
 E symmetry(21,17,g150)
 E symmetry(22,14,g150)
 E symmetry(20,22,g151)
 E symmetry(21,22,g151)
 E symmetry(22,18,g151)
 E symmetry(22,19,g151)
 E symmetry(22,20,g151)
 E symmetry(21,8,g152)
 E symmetry(22,8,g152)
 E symmetry(22,9,g152)
 E symmetry(21,24,g153)
 E symmetry(22,24,g153)
 E symmetry(23,0,g154)
 E symmetry(22,14,g155)
 E symmetry(22,18,g155)
 E symmetry(22,19,g155)
 E symmetry(23,14,g155)
 E symmetry(23,15,g155)
 E symmetry(23,16,g155)
 E symmetry(23,22,g156)
 E symmetry(23,4,g157)
 E symmetry(23,5,g158)
 E symmetry(23,6,g158)
 E symmetry(23,7,g159)
 E symmetry(23,9,g159)
 E symmetry(23,10,g159)
 E symmetry(23,11,g159)
 E symmetry(23,12,g159)
 E symmetry(23,20,g160)
 E symmetry(23,21,g160)
 E symmetry(24,0,g161)
 E symmetry(24,1,g161)
 E symmetry(24,14,g162)
 E symmetry(24,15,g162)
 E symmetry(24,16,g162)
 E symmetry(24,22,g163)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,2,g0) cover(0,2) 1
    x(0,2,g0) symmetry(0,2,g0) 1
    x(0,3,g0) cover(0,3) 1
    x(0,3,g0) centre(0,3,g0) 1
    x(0,4,g0) cover(0,4) 1
    x(0,4,g0) symmetry(0,2,g0) -1
    x(0,5,g1) cover(0,5) 1
    x(0,5,g1) centre(0,5,g1) 1
    x(0,8,g2) cover(0,8) 1
    x(0,8,g2) centre(0,8,g2) 1
    x(0,9,g3) cover(0,9) 1
    x(0,9,g3) centre(0,9,g3) 1
    x(0,10,g4) cover(0,10) 1
    x(0,10,g4) centre(0,10,g4) 1
    x(0,11,g5) cover(0,11) 1
    x(0,11,g5) symmetry(0,11,g5) 1
    x(0,12,g5) cover(0,12) 1
    x(0,12,g5) centre(0,12,g5) 1
    x(0,12,g5) symmetry(0,12,g5) 1
    x(0,13,g5) cover(0,13) 1
    x(0,13,g5) centre(0,13,g5) 1
    x(0,13,g5) symmetry(0,12,g5) -1
    x(0,14,g5) cover(0,14) 1
    x(0,14,g5) symmetry(0,11,g5) -1
    x(0,14,g6) cover(0,14) 1
    x(0,14,g6) symmetry(0,14,g6) 1
    x(0,15,g6) cover(0,15) 1
    x(0,15,g6) centre(0,15,g6) 1
    x(0,16,g6) cover(0,16) 1
    x(0,16,g6) symmetry(0,14,g6) -1
    x(0,1,g7) cover(0,1) 1
    x(0,1,g7) centre(0,1,g7) 1
    x(0,1,g7) symmetry(0,1,g7) 1
    x(1,1,g7) cover(1,1) 1
    x(1,1,g7) centre(1,1,g7) 1
    x(1,1,g7) symmetry(0,1,g7) -1
    x(0,6,g8) cover(0,6) 1
    x(0,6,g8) centre(0,6,g8) 1
    x(0,6,g8) symmetry(0,6,g8) 1
    x(0,7,g8) cover(0,7) 1
    x(0,7,g8) centre(0,7,g8) 1
    x(0,7,g8) symmetry(0,7,g8) 1
    x(1,6,g8) cover(1,6) 1
    x(1,6,g8) centre(1,6,g8) 1
    x(1,6,g8) symmetry(0,7,g8) -1
    x(1,7,g8) cover(1,7) 1
    x(1,7,g8) centre(1,7,g8) 1
    x(1,7,g8) symmetry(0,6,g8) -1
    x(0,17,g9) cover(0,17) 1
    x(0,17,g9) symmetry(0,17,g9) 1
    x(0,18,g9) cover(0,18) 1
    x(0,18,g9) symmetry(0,18,g9) 1
    x(0,19,g9) cover(0,19) 1
    x(0,19,g9) centre(0,19,g9) 1
    x(0,19,g9) symmetry(0,19,g9) 1
    x(0,20,g9) cover(0,20) 1
    x(0,20,g9) centre(0,20,g9) 1
    x(0,20,g9) symmetry(0,20,g9) 1
    x(0,21,g9) cover(0,21) 1
    x(0,21,g9) symmetry(0,21,g9) 1
    x(0,22,g9) cover(0,22) 1
    x(0,22,g9) symmetry(0,22,g9) 1
    x(1,17,g9) cover(1,17) 1
    x(1,17,g9) symmetry(0,22,g9) -1
    x(1,18,g9) cover(1,18) 1
    x(1,18,g9) symmetry(0,21,g9) -1
    x(1,19,g9) cover(1,19) 1
    x(1,19,g9) centre(1,19,g9) 1
    x(1,19,g9) symmetry(0,20,g9) -1
    x(1,20,g9) cover(1,20) 1
    x(1,20,g9) centre(1,20,g9) 1
    x(1,20,g9) symmetry(0,19,g9) -1
    x(1,21,g9) cover(1,21) 1
    x(1,21,g9) symmetry(0,18,g9) -1
    x(1,22,g9) cover(1,22) 1
    x(1,22,g9) symmetry(0,17,g9) -1
    x(0,23,g10) cover(0,23) 1
    x(0,23,g10) centre(0,23,g10) 1
    x(0,23,g10) symmetry(0,23,g10) 1
    x(1,23,g10) cover(1,23) 1
    x(1,23,g10) centre(1,23,g10) 1
    x(1,23,g10) symmetry(0,23,g10) -1
    x(0,24,g11) cover(0,24) 1
    x(0,24,g11) centre(0,24,g11) 1
    x(0,24,g11) symmetry(0,24,g11) 1
    x(1,24,g11) cover(1,24) 1
    x(1,24,g11) centre(1,24,g11) 1
    x(1,24,g11) symmetry(0,24,g11) -1
    x(0,0,g12) cover(0,0) 1
    x(0,0,g12) symmetry(0,0,g12) 1
    x(1,0,g12) cover(1,0) 1
    x(1,0,g12) centre(1,0,g12) 1
    x(2,0,g12) cover(2,0) 1
    x(2,0,g12) symmetry(0,0,g12) -1
    x(0,2,g13) cover(0,2) 1
    x(0,2,g13) symmetry(0,2,g13) 1
    x(1,2,g13) cover(1,2) 1
    x(1,2,g13) centre(1,2,g13) 1
    x(2,2,g13) cover(2,2) 1
    x(2,2,g13) symmetry(0,2,g13) -1
    x(1,5,g14) cover(1,5) 1
    x(1,5,g14) centre(1,5,g14) 1
    x(0,11,g15) cover(0,11) 1
    x(0,11,g15) symmetry(0,11,g15) 1
    x(1,10,g15) cover(1,10) 1
    x(1,10,g15) centre(1,10,g15) 1
    x(1,10,g15) symmetry(1,10,g15) 1
    x(1,11,g15) cover(1,11) 1
    x(1,11,g15) centre(1,11,g15) 1
    x(1,11,g15) symmetry(1,10,g15) -1
    x(2,10,g15) cover(2,10) 1
    x(2,10,g15) symmetry(0,11,g15) -1
    x(0,14,g16) cover(0,14) 1
    x(0,14,g16) symmetry(0,14,g16) 1
    x(1,12,g16) cover(1,12) 1
    x(1,12,g16) symmetry(1,12,g16) 1
    x(1,13,g16) cover(1,13) 1
    x(1,13,g16) centre(1,13,g16) 1
    x(1,13,g16) symmetry(1,13,g16) 1
    x(1,14,g16) cover(1,14) 1
    x(1,14,g16) centre(1,14,g16) 1
    x(1,14,g16) symmetry(1,13,g16) -1
    x(1,15,g16) cover(1,15) 1
    x(1,15,g16) symmetry(1,12,g16) -1
    x(2,13,g16) cover(2,13) 1
    x(2,13,g16) symmetry(0,14,g16) -1
    x(1,3,g17) cover(1,3) 1
    x(1,3,g17) centre(1,3,g17) 1
    x(1,3,g17) symmetry(1,3,g17) 1
    x(2,3,g17) cover(2,3) 1
    x(2,3,g17) centre(2,3,g17) 1
    x(2,3,g17) symmetry(1,3,g17) -1
    x(0,4,g18) cover(0,4) 1
    x(0,4,g18) symmetry(0,4,g18) 1
    x(1,4,g18) cover(1,4) 1
    x(1,4,g18) centre(1,4,g18) 1
    x(1,4,g18) symmetry(1,4,g18) 1
    x(2,4,g18) cover(2,4) 1
    x(2,4,g18) centre(2,4,g18) 1
    x(2,4,g18) symmetry(1,4,g18) -1
    x(3,4,g18) cover(3,4) 1
    x(3,4,g18) symmetry(0,4,g18) -1
    x(1,8,g19) cover(1,8) 1
    x(1,8,g19) centre(1,8,g19) 1
    x(1,8,g19) symmetry(1,8,g19) 1
    x(2,8,g19) cover(2,8) 1
    x(2,8,g19) centre(2,8,g19) 1
    x(2,8,g19) symmetry(1,8,g19) -1
    x(1,9,g20) cover(1,9) 1
    x(1,9,g20) centre(1,9,g20) 1
    x(1,9,g20) symmetry(1,9,g20) 1
    x(2,9,g20) cover(2,9) 1
    x(2,9,g20) centre(2,9,g20) 1
    x(2,9,g20) symmetry(1,9,g20) -1
    x(2,0,g21) cover(2,0) 1
    x(2,0,g21) symmetry(2,0,g21) 1
    x(2,1,g21) cover(2,1) 1
    x(2,1,g21) centre(2,1,g21) 1
    x(2,2,g21) cover(2,2) 1
    x(2,2,g21) symmetry(2,0,g21) -1
    x(2,10,g22) cover(2,10) 1
    x(2,10,g22) symmetry(2,10,g22) 1
    x(2,11,g22) cover(2,11) 1
    x(2,11,g22) centre(2,11,g22) 1
    x(2,12,g22) cover(2,12) 1
    x(2,12,g22) symmetry(2,10,g22) -1
    x(0,16,g23) cover(0,16) 1
    x(0,16,g23) symmetry(0,16,g23) 1
    x(1,12,g23) cover(1,12) 1
    x(1,12,g23) symmetry(1,12,g23) 1
    x(1,15,g23) cover(1,15) 1
    x(1,15,g23) symmetry(1,15,g23) 1
    x(1,16,g23) cover(1,16) 1
    x(1,16,g23) symmetry(1,16,g23) 1
    x(1,17,g23) cover(1,17) 1
    x(1,17,g23) symmetry(1,17,g23) 1
    x(2,12,g23) cover(2,12) 1
    x(2,12,g23) symmetry(2,12,g23) 1
    x(2,13,g23) cover(2,13) 1
    x(2,13,g23) symmetry(2,13,g23) 1
    x(2,14,g23) cover(2,14) 1
    x(2,14,g23) symmetry(2,14,g23) 1
    x(2,15,g23) cover(2,15) 1
    x(2,15,g23) symmetry(2,15,g23) 1
    x(2,16,g23) cover(2,16) 1
    x(2,16,g23) centre(2,16,g23) 1
    x(2,17,g23) cover(2,17) 1
    x(2,17,g23) symmetry(2,15,g23) -1
    x(2,18,g23) cover(2,18) 1
    x(2,18,g23) symmetry(2,14,g23) -1
    x(2,19,g23) cover(2,19) 1
    x(2,19,g23) symmetry(2,13,g23) -1
    x(2,20,g23) cover(2,20) 1
    x(2,20,g23) symmetry(2,12,g23) -1
    x(3,15,g23) cover(3,15) 1
    x(3,15,g23) symmetry(1,17,g23) -1
    x(3,16,g23) cover(3,16) 1
    x(3,16,g23) symmetry(1,16,g23) -1
    x(3,17,g23) cover(3,17) 1
    x(3,17,g23) symmetry(1,15,g23) -1
    x(3,20,g23) cover(3,20) 1
    x(3,20,g23) symmetry(1,12,g23) -1
    x(4,16,g23) cover(4,16) 1
    x(4,16,g23) symmetry(0,16,g23) -1
    x(2,5,g24) cover(2,5) 1
    x(2,5,g24) centre(2,5,g24) 1
    x(2,5,g24) symmetry(2,5,g24) 1
    x(2,6,g24) cover(2,6) 1
    x(2,6,g24) symmetry(2,6,g24) 1
    x(3,4,g24) cover(3,4) 1
    x(3,4,g24) symmetry(2,6,g24) -1
    x(3,5,g24) cover(3,5) 1
    x(3,5,g24) centre(3,5,g24) 1
    x(3,5,g24) symmetry(2,5,g24) -1
    x(2,0,g25) cover(2,0) 1
    x(2,0,g25) symmetry(2,0,g25) 1
    x(2,2,g25) cover(2,2) 1
    x(2,2,g25) symmetry(2,2,g25) 1
    x(3,0,g25) cover(3,0) 1
    x(3,0,g25) symmetry(3,0,g25) 1
    x(3,1,g25) cover(3,1) 1
    x(3,1,g25) centre(3,1,g25) 1
    x(3,2,g25) cover(3,2) 1
    x(3,2,g25) symmetry(3,0,g25) -1
    x(4,0,g25) cover(4,0) 1
    x(4,0,g25) symmetry(2,2,g25) -1
    x(4,2,g25) cover(4,2) 1
    x(4,2,g25) symmetry(2,0,g25) -1
    x(3,2,g26) cover(3,2) 1
    x(3,2,g26) symmetry(3,2,g26) 1
    x(3,3,g26) cover(3,3) 1
    x(3,3,g26) centre(3,3,g26) 1
    x(3,4,g26) cover(3,4) 1
    x(3,4,g26) symmetry(3,2,g26) -1
    x(2,6,g27) cover(2,6) 1
    x(2,6,g27) symmetry(2,6,g27) 1
    x(2,7,g27) cover(2,7) 1
    x(2,7,g27) symmetry(2,7,g27) 1
    x(3,6,g27) cover(3,6) 1
    x(3,6,g27) centre(3,6,g27) 1
    x(3,6,g27) symmetry(3,6,g27) 1
    x(3,7,g27) cover(3,7) 1
    x(3,7,g27) centre(3,7,g27) 1
    x(3,7,g27) symmetry(3,6,g27) -1
    x(4,6,g27) cover(4,6) 1
    x(4,6,g27) symmetry(2,7,g27) -1
    x(4,7,g27) cover(4,7) 1
    x(4,7,g27) symmetry(2,6,g27) -1
    x(1,12,g28) cover(1,12) 1
    x(1,12,g28) symmetry(1,12,g28) 1
    x(2,12,g28) cover(2,12) 1
    x(2,12,g28) symmetry(2,12,g28) 1
    x(2,14,g28) cover(2,14) 1
    x(2,14,g28) symmetry(2,14,g28) 1
    x(2,15,g28) cover(2,15) 1
    x(2,15,g28) symmetry(2,15,g28) 1
    x(2,17,g28) cover(2,17) 1
    x(2,17,g28) symmetry(2,17,g28) 1
    x(3,11,g28) cover(3,11) 1
    x(3,11,g28) symmetry(3,11,g28) 1
    x(3,12,g28) cover(3,12) 1
    x(3,12,g28) symmetry(3,12,g28) 1
    x(3,13,g28) cover(3,13) 1
    x(3,13,g28) symmetry(3,13,g28) 1
    x(3,14,g28) cover(3,14) 1
    x(3,14,g28) centre(3,14,g28) 1
    x(3,15,g28) cover(3,15) 1
    x(3,15,g28) symmetry(3,13,g28) -1
    x(3,16,g28) cover(3,16) 1
    x(3,16,g28) symmetry(3,12,g28) -1
    x(3,17,g28) cover(3,17) 1
    x(3,17,g28) symmetry(3,11,g28) -1
    x(4,11,g28) cover(4,11) 1
    x(4,11,g28) symmetry(2,17,g28) -1
    x(4,13,g28) cover(4,13) 1
    x(4,13,g28) symmetry(2,15,g28) -1
    x(4,14,g28) cover(4,14) 1
    x(4,14,g28) symmetry(2,14,g28) -1
    x(4,16,g28) cover(4,16) 1
    x(4,16,g28) symmetry(2,12,g28) -1
    x(5,16,g28) cover(5,16) 1
    x(5,16,g28) symmetry(1,12,g28) -1
    x(1,16,g29) cover(1,16) 1
    x(1,16,g29) symmetry(1,16,g29) 1
    x(1,17,g29) cover(1,17) 1
    x(1,17,g29) symmetry(1,17,g29) 1
    x(1,18,g29) cover(1,18) 1
    x(1,18,g29) symmetry(1,18,g29) 1
    x(1,21,g29) cover(1,21) 1
    x(1,21,g29) symmetry(1,21,g29) 1
    x(1,22,g29) cover(1,22) 1
    x(1,22,g29) symmetry(1,22,g29) 1
    x(2,18,g29) cover(2,18) 1
    x(2,18,g29) symmetry(2,18,g29) 1
    x(2,19,g29) cover(2,19) 1
    x(2,19,g29) symmetry(2,19,g29) 1
    x(2,20,g29) cover(2,20) 1
    x(2,20,g29) symmetry(2,20,g29) 1
    x(2,21,g29) cover(2,21) 1
    x(2,21,g29) symmetry(2,21,g29) 1
    x(2,22,g29) cover(2,22) 1
    x(2,22,g29) symmetry(2,22,g29) 1
    x(3,18,g29) cover(3,18) 1
    x(3,18,g29) symmetry(3,18,g29) 1
    x(3,19,g29) cover(3,19) 1
    x(3,19,g29) centre(3,19,g29) 1
    x(3,20,g29) cover(3,20) 1
    x(3,20,g29) symmetry(3,18,g29) -1
    x(4,16,g29) cover(4,16) 1
    x(4,16,g29) symmetry(2,22,g29) -1
    x(4,17,g29) cover(4,17) 1
    x(4,17,g29) symmetry(2,21,g29) -1
    x(4,18,g29) cover(4,18) 1
    x(4,18,g29) symmetry(2,20,g29) -1
    x(4,19,g29) cover(4,19) 1
    x(4,19,g29) symmetry(2,19,g29) -1
    x(4,20,g29) cover(4,20) 1
    x(4,20,g29) symmetry(2,18,g29) -1
    x(5,16,g29) cover(5,16) 1
    x(5,16,g29) symmetry(1,22,g29) -1
    x(5,17,g29) cover(5,17) 1
    x(5,17,g29) symmetry(1,21,g29) -1
    x(5,20,g29) cover(5,20) 1
    x(5,20,g29) symmetry(1,18,g29) -1
    x(5,21,g29) cover(5,21) 1
    x(5,21,g29) symmetry(1,17,g29) -1
    x(5,22,g29) cover(5,22) 1
    x(5,22,g29) symmetry(1,16,g29) -1
    x(2,10,g30) cover(2,10) 1
    x(2,10,g30) symmetry(2,10,g30) 1
    x(3,8,g30) cover(3,8) 1
    x(3,8,g30) symmetry(3,8,g30) 1
    x(3,9,g30) cover(3,9) 1
    x(3,9,g30) centre(3,9,g30) 1
    x(3,9,g30) symmetry(3,9,g30) 1
    x(3,10,g30) cover(3,10) 1
    x(3,10,g30) centre(3,10,g30) 1
    x(3,10,g30) symmetry(3,10,g30) 1
    x(3,11,g30) cover(3,11) 1
    x(3,11,g30) symmetry(3,11,g30) 1
    x(3,12,g30) cover(3,12) 1
    x(3,12,g30) symmetry(3,12,g30) 1
    x(3,13,g30) cover(3,13) 1
    x(3,13,g30) symmetry(3,13,g30) 1
    x(4,6,g30) cover(4,6) 1
    x(4,6,g30) symmetry(3,13,g30) -1
    x(4,7,g30) cover(4,7) 1
    x(4,7,g30) symmetry(3,12,g30) -1
    x(4,8,g30) cover(4,8) 1
    x(4,8,g30) symmetry(3,11,g30) -1
    x(4,9,g30) cover(4,9) 1
    x(4,9,g30) centre(4,9,g30) 1
    x(4,9,g30) symmetry(3,10,g30) -1
    x(4,10,g30) cover(4,10) 1
    x(4,10,g30) centre(4,10,g30) 1
    x(4,10,g30) symmetry(3,9,g30) -1
    x(4,11,g30) cover(4,11) 1
    x(4,11,g30) symmetry(3,8,g30) -1
    x(5,9,g30) cover(5,9) 1
    x(5,9,g30) symmetry(2,10,g30) -1
    x(2,21,g31) cover(2,21) 1
    x(2,21,g31) symmetry(2,21,g31) 1
    x(2,22,g31) cover(2,22) 1
    x(2,22,g31) symmetry(2,22,g31) 1
    x(2,23,g31) cover(2,23) 1
    x(2,23,g31) symmetry(2,23,g31) 1
    x(2,24,g31) cover(2,24) 1
    x(2,24,g31) symmetry(2,24,g31) 1
    x(3,20,g31) cover(3,20) 1
    x(3,20,g31) symmetry(3,20,g31) 1
    x(3,21,g31) cover(3,21) 1
    x(3,21,g31) centre(3,21,g31) 1
    x(3,21,g31) symmetry(3,21,g31) 1
    x(3,22,g31) cover(3,22) 1
    x(3,22,g31) centre(3,22,g31) 1
    x(3,22,g31) symmetry(3,22,g31) 1
    x(3,23,g31) cover(3,23) 1
    x(3,23,g31) symmetry(3,23,g31) 1
    x(3,24,g31) cover(3,24) 1
    x(3,24,g31) symmetry(3,24,g31) 1
    x(4,19,g31) cover(4,19) 1
    x(4,19,g31) symmetry(3,24,g31) -1
    x(4,20,g31) cover(4,20) 1
    x(4,20,g31) symmetry(3,23,g31) -1
    x(4,21,g31) cover(4,21) 1
    x(4,21,g31) centre(4,21,g31) 1
    x(4,21,g31) symmetry(3,22,g31) -1
    x(4,22,g31) cover(4,22) 1
    x(4,22,g31) centre(4,22,g31) 1
    x(4,22,g31) symmetry(3,21,g31) -1
    x(4,23,g31) cover(4,23) 1
    x(4,23,g31) symmetry(3,20,g31) -1
    x(5,19,g31) cover(5,19) 1
    x(5,19,g31) symmetry(2,24,g31) -1
    x(5,20,g31) cover(5,20) 1
    x(5,20,g31) symmetry(2,23,g31) -1
    x(5,21,g31) cover(5,21) 1
    x(5,21,g31) symmetry(2,22,g31) -1
    x(5,22,g31) cover(5,22) 1
    x(5,22,g31) symmetry(2,21,g31) -1
    x(4,0,g32) cover(4,0) 1
    x(4,0,g32) symmetry(4,0,g32) 1
    x(4,1,g32) cover(4,1) 1
    x(4,1,g32) centre(4,1,g32) 1
    x(4,2,g32) cover(4,2) 1
    x(4,2,g32) symmetry(4,0,g32) -1
    x(4,5,g33) cover(4,5) 1
    x(4,5,g33) centre(4,5,g33) 1
    x(3,4,g34) cover(3,4) 1
    x(3,4,g34) symmetry(3,4,g34) 1
    x(4,4,g34) cover(4,4) 1
    x(4,4,g34) centre(4,4,g34) 1
    x(4,4,g34) symmetry(4,4,g34) 1
    x(5,4,g34) cover(5,4) 1
    x(5,4,g34) centre(5,4,g34) 1
    x(5,4,g34) symmetry(4,4,g34) -1
    x(6,4,g34) cover(6,4) 1
    x(6,4,g34) symmetry(3,4,g34) -1
    x(3,15,g35) cover(3,15) 1
    x(3,15,g35) symmetry(3,15,g35) 1
    x(4,13,g35) cover(4,13) 1
    x(4,13,g35) symmetry(4,13,g35) 1
    x(4,14,g35) cover(4,14) 1
    x(4,14,g35) symmetry(4,14,g35) 1
    x(4,15,g35) cover(4,15) 1
    x(4,15,g35) centre(4,15,g35) 1
    x(4,15,g35) symmetry(4,15,g35) 1
    x(4,16,g35) cover(4,16) 1
    x(4,16,g35) symmetry(4,16,g35) 1
    x(5,14,g35) cover(5,14) 1
    x(5,14,g35) symmetry(4,16,g35) -1
    x(5,15,g35) cover(5,15) 1
    x(5,15,g35) centre(5,15,g35) 1
    x(5,15,g35) symmetry(4,15,g35) -1
    x(5,16,g35) cover(5,16) 1
    x(5,16,g35) symmetry(4,14,g35) -1
    x(5,17,g35) cover(5,17) 1
    x(5,17,g35) symmetry(4,13,g35) -1
    x(6,15,g35) cover(6,15) 1
    x(6,15,g35) symmetry(3,15,g35) -1
    x(4,0,g36) cover(4,0) 1
    x(4,0,g36) symmetry(4,0,g36) 1
    x(5,0,g36) cover(5,0) 1
    x(5,0,g36) centre(5,0,g36) 1
    x(6,0,g36) cover(6,0) 1
    x(6,0,g36) symmetry(4,0,g36) -1
    x(3,2,g37) cover(3,2) 1
    x(3,2,g37) symmetry(3,2,g37) 1
    x(4,2,g37) cover(4,2) 1
    x(4,2,g37) symmetry(4,2,g37) 1
    x(5,2,g37) cover(5,2) 1
    x(5,2,g37) centre(5,2,g37) 1
    x(6,2,g37) cover(6,2) 1
    x(6,2,g37) symmetry(4,2,g37) -1
    x(7,2,g37) cover(7,2) 1
    x(7,2,g37) symmetry(3,2,g37) -1
    x(4,2,g38) cover(4,2) 1
    x(4,2,g38) symmetry(4,2,g38) 1
    x(4,3,g38) cover(4,3) 1
    x(4,3,g38) symmetry(4,3,g38) 1
    x(5,3,g38) cover(5,3) 1
    x(5,3,g38) centre(5,3,g38) 1
    x(6,3,g38) cover(6,3) 1
    x(6,3,g38) symmetry(4,3,g38) -1
    x(6,4,g38) cover(6,4) 1
    x(6,4,g38) symmetry(4,2,g38) -1
    x(5,5,g39) cover(5,5) 1
    x(5,5,g39) centre(5,5,g39) 1
    x(5,6,g40) cover(5,6) 1
    x(5,6,g40) centre(5,6,g40) 1
    x(5,6,g40) symmetry(5,6,g40) 1
    x(5,7,g40) cover(5,7) 1
    x(5,7,g40) centre(5,7,g40) 1
    x(5,7,g40) symmetry(5,6,g40) -1
    x(5,8,g41) cover(5,8) 1
    x(5,8,g41) centre(5,8,g41) 1
    x(5,10,g42) cover(5,10) 1
    x(5,10,g42) centre(5,10,g42) 1
    x(2,24,g43) cover(2,24) 1
    x(2,24,g43) symmetry(2,24,g43) 1
    x(3,24,g43) cover(3,24) 1
    x(3,24,g43) symmetry(3,24,g43) 1
    x(4,23,g43) cover(4,23) 1
    x(4,23,g43) symmetry(4,23,g43) 1
    x(4,24,g43) cover(4,24) 1
    x(4,24,g43) symmetry(4,24,g43) 1
    x(5,23,g43) cover(5,23) 1
    x(5,23,g43) centre(5,23,g43) 1
    x(5,23,g43) symmetry(5,23,g43) 1
    x(5,24,g43) cover(5,24) 1
    x(5,24,g43) centre(5,24,g43) 1
    x(5,24,g43) symmetry(5,23,g43) -1
    x(6,23,g43) cover(6,23) 1
    x(6,23,g43) symmetry(4,24,g43) -1
    x(6,24,g43) cover(6,24) 1
    x(6,24,g43) symmetry(4,23,g43) -1
    x(7,23,g43) cover(7,23) 1
    x(7,23,g43) symmetry(3,24,g43) -1
    x(8,23,g43) cover(8,23) 1
    x(8,23,g43) symmetry(2,24,g43) -1
    x(5,1,g44) cover(5,1) 1
    x(5,1,g44) centre(5,1,g44) 1
    x(5,1,g44) symmetry(5,1,g44) 1
    x(6,1,g44) cover(6,1) 1
    x(6,1,g44) centre(6,1,g44) 1
    x(6,1,g44) symmetry(5,1,g44) -1
    x(1,12,g45) cover(1,12) 1
    x(1,12,g45) symmetry(1,12,g45) 1
    x(2,12,g45) cover(2,12) 1
    x(2,12,g45) symmetry(2,12,g45) 1
    x(3,11,g45) cover(3,11) 1
    x(3,11,g45) symmetry(3,11,g45) 1
    x(3,12,g45) cover(3,12) 1
    x(3,12,g45) symmetry(3,12,g45) 1
    x(4,12,g45) cover(4,12) 1
    x(4,12,g45) symmetry(4,12,g45) 1
    x(4,13,g45) cover(4,13) 1
    x(4,13,g45) symmetry(4,13,g45) 1
    x(4,14,g45) cover(4,14) 1
    x(4,14,g45) symmetry(4,14,g45) 1
    x(5,11,g45) cover(5,11) 1
    x(5,11,g45) centre(5,11,g45) 1
    x(5,11,g45) symmetry(5,11,g45) 1
    x(5,12,g45) cover(5,12) 1
    x(5,12,g45) symmetry(5,12,g45) 1
    x(6,10,g45) cover(6,10) 1
    x(6,10,g45) symmetry(5,12,g45) -1
    x(6,11,g45) cover(6,11) 1
    x(6,11,g45) centre(6,11,g45) 1
    x(6,11,g45) symmetry(5,11,g45) -1
    x(7,8,g45) cover(7,8) 1
    x(7,8,g45) symmetry(4,14,g45) -1
    x(7,9,g45) cover(7,9) 1
    x(7,9,g45) symmetry(4,13,g45) -1
    x(7,10,g45) cover(7,10) 1
    x(7,10,g45) symmetry(4,12,g45) -1
    x(8,10,g45) cover(8,10) 1
    x(8,10,g45) symmetry(3,12,g45) -1
    x(8,11,g45) cover(8,11) 1
    x(8,11,g45) symmetry(3,11,g45) -1
    x(9,10,g45) cover(9,10) 1
    x(9,10,g45) symmetry(2,12,g45) -1
    x(10,10,g45) cover(10,10) 1
    x(10,10,g45) symmetry(1,12,g45) -1
    x(4,13,g46) cover(4,13) 1
    x(4,13,g46) symmetry(4,13,g46) 1
    x(4,14,g46) cover(4,14) 1
    x(4,14,g46) symmetry(4,14,g46) 1
    x(5,13,g46) cover(5,13) 1
    x(5,13,g46) centre(5,13,g46) 1
    x(5,13,g46) symmetry(5,13,g46) 1
    x(5,14,g46) cover(5,14) 1
    x(5,14,g46) symmetry(5,14,g46) 1
    x(6,12,g46) cover(6,12) 1
    x(6,12,g46) symmetry(5,14,g46) -1
    x(6,13,g46) cover(6,13) 1
    x(6,13,g46) centre(6,13,g46) 1
    x(6,13,g46) symmetry(5,13,g46) -1
    x(7,12,g46) cover(7,12) 1
    x(7,12,g46) symmetry(4,14,g46) -1
    x(7,13,g46) cover(7,13) 1
    x(7,13,g46) symmetry(4,13,g46) -1
    x(3,18,g47) cover(3,18) 1
    x(3,18,g47) symmetry(3,18,g47) 1
    x(4,18,g47) cover(4,18) 1
    x(4,18,g47) symmetry(4,18,g47) 1
    x(4,19,g47) cover(4,19) 1
    x(4,19,g47) symmetry(4,19,g47) 1
    x(5,17,g47) cover(5,17) 1
    x(5,17,g47) symmetry(5,17,g47) 1
    x(5,18,g47) cover(5,18) 1
    x(5,18,g47) centre(5,18,g47) 1
    x(5,18,g47) symmetry(5,18,g47) 1
    x(6,18,g47) cover(6,18) 1
    x(6,18,g47) centre(6,18,g47) 1
    x(6,18,g47) symmetry(5,18,g47) -1
    x(6,19,g47) cover(6,19) 1
    x(6,19,g47) symmetry(5,17,g47) -1
    x(7,17,g47) cover(7,17) 1
    x(7,17,g47) symmetry(4,19,g47) -1
    x(7,18,g47) cover(7,18) 1
    x(7,18,g47) symmetry(4,18,g47) -1
    x(8,18,g47) cover(8,18) 1
    x(8,18,g47) symmetry(3,18,g47) -1
    x(6,5,g48) cover(6,5) 1
    x(6,5,g48) centre(6,5,g48) 1
    x(6,6,g49) cover(6,6) 1
    x(6,6,g49) centre(6,6,g49) 1
    x(6,6,g49) symmetry(6,6,g49) 1
    x(6,7,g49) cover(6,7) 1
    x(6,7,g49) centre(6,7,g49) 1
    x(6,7,g49) symmetry(6,6,g49) -1
    x(6,8,g50) cover(6,8) 1
    x(6,8,g50) centre(6,8,g50) 1
    x(5,9,g51) cover(5,9) 1
    x(5,9,g51) symmetry(5,9,g51) 1
    x(6,9,g51) cover(6,9) 1
    x(6,9,g51) centre(6,9,g51) 1
    x(7,9,g51) cover(7,9) 1
    x(7,9,g51) symmetry(5,9,g51) -1
    x(6,14,g52) cover(6,14) 1
    x(6,14,g52) centre(6,14,g52) 1
    x(4,16,g53) cover(4,16) 1
    x(4,16,g53) symmetry(4,16,g53) 1
    x(4,17,g53) cover(4,17) 1
    x(4,17,g53) symmetry(4,17,g53) 1
    x(5,16,g53) cover(5,16) 1
    x(5,16,g53) symmetry(5,16,g53) 1
    x(5,17,g53) cover(5,17) 1
    x(5,17,g53) symmetry(5,17,g53) 1
    x(6,17,g53) cover(6,17) 1
    x(6,17,g53) centre(6,17,g53) 1
    x(7,17,g53) cover(7,17) 1
    x(7,17,g53) symmetry(5,17,g53) -1
    x(7,18,g53) cover(7,18) 1
    x(7,18,g53) symmetry(5,16,g53) -1
    x(8,17,g53) cover(8,17) 1
    x(8,17,g53) symmetry(4,17,g53) -1
    x(8,18,g53) cover(8,18) 1
    x(8,18,g53) symmetry(4,16,g53) -1
    x(6,15,g54) cover(6,15) 1
    x(6,15,g54) symmetry(6,15,g54) 1
    x(6,16,g54) cover(6,16) 1
    x(6,16,g54) centre(6,16,g54) 1
    x(6,16,g54) symmetry(6,16,g54) 1
    x(7,16,g54) cover(7,16) 1
    x(7,16,g54) centre(7,16,g54) 1
    x(7,16,g54) symmetry(6,16,g54) -1
    x(7,17,g54) cover(7,17) 1
    x(7,17,g54) symmetry(6,15,g54) -1
    x(5,20,g55) cover(5,20) 1
    x(5,20,g55) symmetry(5,20,g55) 1
    x(6,20,g55) cover(6,20) 1
    x(6,20,g55) centre(6,20,g55) 1
    x(6,20,g55) symmetry(6,20,g55) 1
    x(7,20,g55) cover(7,20) 1
    x(7,20,g55) centre(7,20,g55) 1
    x(7,20,g55) symmetry(6,20,g55) -1
    x(8,20,g55) cover(8,20) 1
    x(8,20,g55) symmetry(5,20,g55) -1
    x(5,20,g56) cover(5,20) 1
    x(5,20,g56) symmetry(5,20,g56) 1
    x(5,21,g56) cover(5,21) 1
    x(5,21,g56) symmetry(5,21,g56) 1
    x(6,21,g56) cover(6,21) 1
    x(6,21,g56) centre(6,21,g56) 1
    x(6,21,g56) symmetry(6,21,g56) 1
    x(6,22,g56) cover(6,22) 1
    x(6,22,g56) centre(6,22,g56) 1
    x(6,22,g56) symmetry(6,22,g56) 1
    x(7,21,g56) cover(7,21) 1
    x(7,21,g56) centre(7,21,g56) 1
    x(7,21,g56) symmetry(6,22,g56) -1
    x(7,22,g56) cover(7,22) 1
    x(7,22,g56) centre(7,22,g56) 1
    x(7,22,g56) symmetry(6,21,g56) -1
    x(8,22,g56) cover(8,22) 1
    x(8,22,g56) symmetry(5,21,g56) -1
    x(8,23,g56) cover(8,23) 1
    x(8,23,g56) symmetry(5,20,g56) -1
    x(6,0,g57) cover(6,0) 1
    x(6,0,g57) symmetry(6,0,g57) 1
    x(7,0,g57) cover(7,0) 1
    x(7,0,g57) centre(7,0,g57) 1
    x(8,0,g57) cover(8,0) 1
    x(8,0,g57) symmetry(6,0,g57) -1
    x(6,2,g58) cover(6,2) 1
    x(6,2,g58) symmetry(6,2,g58) 1
    x(7,1,g58) cover(7,1) 1
    x(7,1,g58) symmetry(7,1,g58) 1
    x(7,2,g58) cover(7,2) 1
    x(7,2,g58) symmetry(7,2,g58) 1
    x(7,3,g58) cover(7,3) 1
    x(7,3,g58) centre(7,3,g58) 1
    x(7,3,g58) symmetry(7,3,g58) 1
    x(7,4,g58) cover(7,4) 1
    x(7,4,g58) centre(7,4,g58) 1
    x(7,4,g58) symmetry(7,3,g58) -1
    x(7,5,g58) cover(7,5) 1
    x(7,5,g58) symmetry(7,2,g58) -1
    x(7,6,g58) cover(7,6) 1
    x(7,6,g58) symmetry(7,1,g58) -1
    x(8,5,g58) cover(8,5) 1
    x(8,5,g58) symmetry(6,2,g58) -1
    x(2,12,g59) cover(2,12) 1
    x(2,12,g59) symmetry(2,12,g59) 1
    x(2,13,g59) cover(2,13) 1
    x(2,13,g59) symmetry(2,13,g59) 1
    x(3,11,g59) cover(3,11) 1
    x(3,11,g59) symmetry(3,11,g59) 1
    x(3,13,g59) cover(3,13) 1
    x(3,13,g59) symmetry(3,13,g59) 1
    x(4,11,g59) cover(4,11) 1
    x(4,11,g59) symmetry(4,11,g59) 1
    x(4,12,g59) cover(4,12) 1
    x(4,12,g59) symmetry(4,12,g59) 1
    x(4,13,g59) cover(4,13) 1
    x(4,13,g59) symmetry(4,13,g59) 1
    x(5,12,g59) cover(5,12) 1
    x(5,12,g59) symmetry(5,12,g59) 1
    x(6,10,g59) cover(6,10) 1
    x(6,10,g59) symmetry(6,10,g59) 1
    x(6,12,g59) cover(6,12) 1
    x(6,12,g59) symmetry(6,12,g59) 1
    x(7,9,g59) cover(7,9) 1
    x(7,9,g59) symmetry(7,9,g59) 1
    x(7,10,g59) cover(7,10) 1
    x(7,10,g59) symmetry(7,10,g59) 1
    x(7,11,g59) cover(7,11) 1
    x(7,11,g59) centre(7,11,g59) 1
    x(7,12,g59) cover(7,12) 1
    x(7,12,g59) symmetry(7,10,g59) -1
    x(7,13,g59) cover(7,13) 1
    x(7,13,g59) symmetry(7,9,g59) -1
    x(8,10,g59) cover(8,10) 1
    x(8,10,g59) symmetry(6,12,g59) -1
    x(8,12,g59) cover(8,12) 1
    x(8,12,g59) symmetry(6,10,g59) -1
    x(9,10,g59) cover(9,10) 1
    x(9,10,g59) symmetry(5,12,g59) -1
    x(10,9,g59) cover(10,9) 1
    x(10,9,g59) symmetry(4,13,g59) -1
    x(10,10,g59) cover(10,10) 1
    x(10,10,g59) symmetry(4,12,g59) -1
    x(10,11,g59) cover(10,11) 1
    x(10,11,g59) symmetry(4,11,g59) -1
    x(11,9,g59) cover(11,9) 1
    x(11,9,g59) symmetry(3,13,g59) -1
    x(11,11,g59) cover(11,11) 1
    x(11,11,g59) symmetry(3,11,g59) -1
    x(12,9,g59) cover(12,9) 1
    x(12,9,g59) symmetry(2,13,g59) -1
    x(12,10,g59) cover(12,10) 1
    x(12,10,g59) symmetry(2,12,g59) -1
    x(6,15,g60) cover(6,15) 1
    x(6,15,g60) symmetry(6,15,g60) 1
    x(7,14,g60) cover(7,14) 1
    x(7,14,g60) centre(7,14,g60) 1
    x(7,14,g60) symmetry(7,14,g60) 1
    x(7,15,g60) cover(7,15) 1
    x(7,15,g60) centre(7,15,g60) 1
    x(7,15,g60) symmetry(7,14,g60) -1
    x(8,14,g60) cover(8,14) 1
    x(8,14,g60) symmetry(6,15,g60) -1
    x(5,19,g61) cover(5,19) 1
    x(5,19,g61) symmetry(5,19,g61) 1
    x(5,20,g61) cover(5,20) 1
    x(5,20,g61) symmetry(5,20,g61) 1
    x(6,19,g61) cover(6,19) 1
    x(6,19,g61) symmetry(6,19,g61) 1
    x(7,18,g61) cover(7,18) 1
    x(7,18,g61) symmetry(7,18,g61) 1
    x(7,19,g61) cover(7,19) 1
    x(7,19,g61) centre(7,19,g61) 1
    x(7,19,g61) symmetry(7,19,g61) 1
    x(8,19,g61) cover(8,19) 1
    x(8,19,g61) centre(8,19,g61) 1
    x(8,19,g61) symmetry(7,19,g61) -1
    x(8,20,g61) cover(8,20) 1
    x(8,20,g61) symmetry(7,18,g61) -1
    x(9,19,g61) cover(9,19) 1
    x(9,19,g61) symmetry(6,19,g61) -1
    x(10,18,g61) cover(10,18) 1
    x(10,18,g61) symmetry(5,20,g61) -1
    x(10,19,g61) cover(10,19) 1
    x(10,19,g61) symmetry(5,19,g61) -1
    x(6,24,g62) cover(6,24) 1
    x(6,24,g62) symmetry(6,24,g62) 1
    x(7,24,g62) cover(7,24) 1
    x(7,24,g62) centre(7,24,g62) 1
    x(7,24,g62) symmetry(7,24,g62) 1
    x(8,24,g62) cover(8,24) 1
    x(8,24,g62) centre(8,24,g62) 1
    x(8,24,g62) symmetry(7,24,g62) -1
    x(9,24,g62) cover(9,24) 1
    x(9,24,g62) symmetry(6,24,g62) -1
    x(8,2,g63) cover(8,2) 1
    x(8,2,g63) centre(8,2,g63) 1
    x(7,17,g64) cover(7,17) 1
    x(7,17,g64) symmetry(7,17,g64) 1
    x(8,14,g64) cover(8,14) 1
    x(8,14,g64) symmetry(8,14,g64) 1
    x(8,15,g64) cover(8,15) 1
    x(8,15,g64) centre(8,15,g64) 1
    x(8,15,g64) symmetry(8,15,g64) 1
    x(8,16,g64) cover(8,16) 1
    x(8,16,g64) centre(8,16,g64) 1
    x(8,16,g64) symmetry(8,15,g64) -1
    x(8,17,g64) cover(8,17) 1
    x(8,17,g64) symmetry(8,14,g64) -1
    x(9,14,g64) cover(9,14) 1
    x(9,14,g64) symmetry(7,17,g64) -1
    x(8,20,g65) cover(8,20) 1
    x(8,20,g65) symmetry(8,20,g65) 1
    x(8,21,g65) cover(8,21) 1
    x(8,21,g65) centre(8,21,g65) 1
    x(8,22,g65) cover(8,22) 1
    x(8,22,g65) symmetry(8,20,g65) -1
    x(8,3,g66) cover(8,3) 1
    x(8,3,g66) centre(8,3,g66) 1
    x(8,3,g66) symmetry(8,3,g66) 1
    x(8,4,g66) cover(8,4) 1
    x(8,4,g66) centre(8,4,g66) 1
    x(8,4,g66) symmetry(8,4,g66) 1
    x(9,3,g66) cover(9,3) 1
    x(9,3,g66) centre(9,3,g66) 1
    x(9,3,g66) symmetry(8,4,g66) -1
    x(9,4,g66) cover(9,4) 1
    x(9,4,g66) centre(9,4,g66) 1
    x(9,4,g66) symmetry(8,3,g66) -1
    x(7,7,g67) cover(7,7) 1
    x(7,7,g67) symmetry(7,7,g67) 1
    x(7,8,g67) cover(7,8) 1
    x(7,8,g67) symmetry(7,8,g67) 1
    x(7,9,g67) cover(7,9) 1
    x(7,9,g67) symmetry(7,9,g67) 1
    x(8,6,g67) cover(8,6) 1
    x(8,6,g67) symmetry(8,6,g67) 1
    x(8,7,g67) cover(8,7) 1
    x(8,7,g67) symmetry(8,7,g67) 1
    x(8,8,g67) cover(8,8) 1
    x(8,8,g67) symmetry(8,8,g67) 1
    x(8,9,g67) cover(8,9) 1
    x(8,9,g67) centre(8,9,g67) 1
    x(8,9,g67) symmetry(8,9,g67) 1
    x(8,11,g67) cover(8,11) 1
    x(8,11,g67) symmetry(8,11,g67) 1
    x(9,7,g67) cover(9,7) 1
    x(9,7,g67) symmetry(8,11,g67) -1
    x(9,9,g67) cover(9,9) 1
    x(9,9,g67) centre(9,9,g67) 1
    x(9,9,g67) symmetry(8,9,g67) -1
    x(9,10,g67) cover(9,10) 1
    x(9,10,g67) symmetry(8,8,g67) -1
    x(9,11,g67) cover(9,11) 1
    x(9,11,g67) symmetry(8,7,g67) -1
    x(9,12,g67) cover(9,12) 1
    x(9,12,g67) symmetry(8,6,g67) -1
    x(10,9,g67) cover(10,9) 1
    x(10,9,g67) symmetry(7,9,g67) -1
    x(10,10,g67) cover(10,10) 1
    x(10,10,g67) symmetry(7,8,g67) -1
    x(10,11,g67) cover(10,11) 1
    x(10,11,g67) symmetry(7,7,g67) -1
    x(5,12,g68) cover(5,12) 1
    x(5,12,g68) symmetry(5,12,g68) 1
    x(6,12,g68) cover(6,12) 1
    x(6,12,g68) symmetry(6,12,g68) 1
    x(7,12,g68) cover(7,12) 1
    x(7,12,g68) symmetry(7,12,g68) 1
    x(8,10,g68) cover(8,10) 1
    x(8,10,g68) symmetry(8,10,g68) 1
    x(8,11,g68) cover(8,11) 1
    x(8,11,g68) symmetry(8,11,g68) 1
    x(8,12,g68) cover(8,12) 1
    x(8,12,g68) symmetry(8,12,g68) 1
    x(8,13,g68) cover(8,13) 1
    x(8,13,g68) centre(8,13,g68) 1
    x(8,13,g68) symmetry(8,13,g68) 1
    x(8,14,g68) cover(8,14) 1
    x(8,14,g68) symmetry(8,14,g68) 1
    x(9,12,g68) cover(9,12) 1
    x(9,12,g68) symmetry(8,14,g68) -1
    x(9,13,g68) cover(9,13) 1
    x(9,13,g68) centre(9,13,g68) 1
    x(9,13,g68) symmetry(8,13,g68) -1
    x(9,14,g68) cover(9,14) 1
    x(9,14,g68) symmetry(8,12,g68) -1
    x(9,15,g68) cover(9,15) 1
    x(9,15,g68) symmetry(8,11,g68) -1
    x(9,16,g68) cover(9,16) 1
    x(9,16,g68) symmetry(8,10,g68) -1
    x(10,14,g68) cover(10,14) 1
    x(10,14,g68) symmetry(7,12,g68) -1
    x(11,14,g68) cover(11,14) 1
    x(11,14,g68) symmetry(6,12,g68) -1
    x(12,14,g68) cover(12,14) 1
    x(12,14,g68) symmetry(5,12,g68) -1
    x(7,1,g69) cover(7,1) 1
    x(7,1,g69) symmetry(7,1,g69) 1
    x(8,1,g69) cover(8,1) 1
    x(8,1,g69) symmetry(8,1,g69) 1
    x(9,1,g69) cover(9,1) 1
    x(9,1,g69) centre(9,1,g69) 1
    x(9,1,g69) symmetry(9,1,g69) 1
    x(9,2,g69) cover(9,2) 1
    x(9,2,g69) centre(9,2,g69) 1
    x(9,2,g69) symmetry(9,1,g69) -1
    x(10,2,g69) cover(10,2) 1
    x(10,2,g69) symmetry(8,1,g69) -1
    x(11,2,g69) cover(11,2) 1
    x(11,2,g69) symmetry(7,1,g69) -1
    x(9,8,g70) cover(9,8) 1
    x(9,8,g70) centre(9,8,g70) 1
    x(8,17,g71) cover(8,17) 1
    x(8,17,g71) symmetry(8,17,g71) 1
    x(9,16,g71) cover(9,16) 1
    x(9,16,g71) symmetry(9,16,g71) 1
    x(9,17,g71) cover(9,17) 1
    x(9,17,g71) centre(9,17,g71) 1
    x(9,17,g71) symmetry(9,17,g71) 1
    x(9,18,g71) cover(9,18) 1
    x(9,18,g71) centre(9,18,g71) 1
    x(9,18,g71) symmetry(9,17,g71) -1
    x(9,19,g71) cover(9,19) 1
    x(9,19,g71) symmetry(9,16,g71) -1
    x(10,18,g71) cover(10,18) 1
    x(10,18,g71) symmetry(8,17,g71) -1
    x(7,7,g72) cover(7,7) 1
    x(7,7,g72) symmetry(7,7,g72) 1
    x(8,5,g72) cover(8,5) 1
    x(8,5,g72) symmetry(8,5,g72) 1
    x(8,6,g72) cover(8,6) 1
    x(8,6,g72) symmetry(8,6,g72) 1
    x(8,7,g72) cover(8,7) 1
    x(8,7,g72) symmetry(8,7,g72) 1
    x(8,8,g72) cover(8,8) 1
    x(8,8,g72) symmetry(8,8,g72) 1
    x(9,5,g72) cover(9,5) 1
    x(9,5,g72) centre(9,5,g72) 1
    x(9,5,g72) symmetry(9,5,g72) 1
    x(9,6,g72) cover(9,6) 1
    x(9,6,g72) centre(9,6,g72) 1
    x(9,6,g72) symmetry(9,6,g72) 1
    x(10,5,g72) cover(10,5) 1
    x(10,5,g72) centre(10,5,g72) 1
    x(10,5,g72) symmetry(9,6,g72) -1
    x(10,6,g72) cover(10,6) 1
    x(10,6,g72) centre(10,6,g72) 1
    x(10,6,g72) symmetry(9,5,g72) -1
    x(11,3,g72) cover(11,3) 1
    x(11,3,g72) symmetry(8,8,g72) -1
    x(11,4,g72) cover(11,4) 1
    x(11,4,g72) symmetry(8,7,g72) -1
    x(11,5,g72) cover(11,5) 1
    x(11,5,g72) symmetry(8,6,g72) -1
    x(11,6,g72) cover(11,6) 1
    x(11,6,g72) symmetry(8,5,g72) -1
    x(12,4,g72) cover(12,4) 1
    x(12,4,g72) symmetry(7,7,g72) -1
    x(9,19,g73) cover(9,19) 1
    x(9,19,g73) symmetry(9,19,g73) 1
    x(9,20,g73) cover(9,20) 1
    x(9,20,g73) centre(9,20,g73) 1
    x(9,20,g73) symmetry(9,20,g73) 1
    x(9,21,g73) cover(9,21) 1
    x(9,21,g73) symmetry(9,21,g73) 1
    x(10,19,g73) cover(10,19) 1
    x(10,19,g73) symmetry(9,21,g73) -1
    x(10,20,g73) cover(10,20) 1
    x(10,20,g73) centre(10,20,g73) 1
    x(10,20,g73) symmetry(9,20,g73) -1
    x(10,21,g73) cover(10,21) 1
    x(10,21,g73) symmetry(9,19,g73) -1
    x(7,23,g74) cover(7,23) 1
    x(7,23,g74) symmetry(7,23,g74) 1
    x(8,22,g74) cover(8,22) 1
    x(8,22,g74) symmetry(8,22,g74) 1
    x(8,23,g74) cover(8,23) 1
    x(8,23,g74) symmetry(8,23,g74) 1
    x(9,22,g74) cover(9,22) 1
    x(9,22,g74) centre(9,22,g74) 1
    x(9,22,g74) symmetry(9,22,g74) 1
    x(9,23,g74) cover(9,23) 1
    x(9,23,g74) centre(9,23,g74) 1
    x(9,23,g74) symmetry(9,23,g74) 1
    x(9,24,g74) cover(9,24) 1
    x(9,24,g74) symmetry(9,24,g74) 1
    x(10,21,g74) cover(10,21) 1
    x(10,21,g74) symmetry(9,24,g74) -1
    x(10,22,g74) cover(10,22) 1
    x(10,22,g74) centre(10,22,g74) 1
    x(10,22,g74) symmetry(9,23,g74) -1
    x(10,23,g74) cover(10,23) 1
    x(10,23,g74) centre(10,23,g74) 1
    x(10,23,g74) symmetry(9,22,g74) -1
    x(11,22,g74) cover(11,22) 1
    x(11,22,g74) symmetry(8,23,g74) -1
    x(11,23,g74) cover(11,23) 1
    x(11,23,g74) symmetry(8,22,g74) -1
    x(12,22,g74) cover(12,22) 1
    x(12,22,g74) symmetry(7,23,g74) -1
    x(10,3,g75) cover(10,3) 1
    x(10,3,g75) centre(10,3,g75) 1
    x(10,3,g75) symmetry(10,3,g75) 1
    x(10,4,g75) cover(10,4) 1
    x(10,4,g75) centre(10,4,g75) 1
    x(10,4,g75) symmetry(10,3,g75) -1
    x(8,11,g76) cover(8,11) 1
    x(8,11,g76) symmetry(8,11,g76) 1
    x(8,12,g76) cover(8,12) 1
    x(8,12,g76) symmetry(8,12,g76) 1
    x(9,11,g76) cover(9,11) 1
    x(9,11,g76) symmetry(9,11,g76) 1
    x(9,14,g76) cover(9,14) 1
    x(9,14,g76) symmetry(9,14,g76) 1
    x(10,10,g76) cover(10,10) 1
    x(10,10,g76) symmetry(10,10,g76) 1
    x(10,11,g76) cover(10,11) 1
    x(10,11,g76) symmetry(10,11,g76) 1
    x(10,12,g76) cover(10,12) 1
    x(10,12,g76) centre(10,12,g76) 1
    x(10,12,g76) symmetry(10,12,g76) 1
    x(10,13,g76) cover(10,13) 1
    x(10,13,g76) centre(10,13,g76) 1
    x(10,13,g76) symmetry(10,12,g76) -1
    x(10,14,g76) cover(10,14) 1
    x(10,14,g76) symmetry(10,11,g76) -1
    x(10,15,g76) cover(10,15) 1
    x(10,15,g76) symmetry(10,10,g76) -1
    x(11,11,g76) cover(11,11) 1
    x(11,11,g76) symmetry(9,14,g76) -1
    x(11,14,g76) cover(11,14) 1
    x(11,14,g76) symmetry(9,11,g76) -1
    x(12,13,g76) cover(12,13) 1
    x(12,13,g76) symmetry(8,12,g76) -1
    x(12,14,g76) cover(12,14) 1
    x(12,14,g76) symmetry(8,11,g76) -1
    x(9,16,g77) cover(9,16) 1
    x(9,16,g77) symmetry(9,16,g77) 1
    x(9,19,g77) cover(9,19) 1
    x(9,19,g77) symmetry(9,19,g77) 1
    x(10,14,g77) cover(10,14) 1
    x(10,14,g77) symmetry(10,14,g77) 1
    x(10,15,g77) cover(10,15) 1
    x(10,15,g77) symmetry(10,15,g77) 1
    x(10,16,g77) cover(10,16) 1
    x(10,16,g77) centre(10,16,g77) 1
    x(10,16,g77) symmetry(10,16,g77) 1
    x(10,17,g77) cover(10,17) 1
    x(10,17,g77) centre(10,17,g77) 1
    x(10,17,g77) symmetry(10,16,g77) -1
    x(10,18,g77) cover(10,18) 1
    x(10,18,g77) symmetry(10,15,g77) -1
    x(10,19,g77) cover(10,19) 1
    x(10,19,g77) symmetry(10,14,g77) -1
    x(11,14,g77) cover(11,14) 1
    x(11,14,g77) symmetry(9,19,g77) -1
    x(11,17,g77) cover(11,17) 1
    x(11,17,g77) symmetry(9,16,g77) -1
    x(8,0,g78) cover(8,0) 1
    x(8,0,g78) symmetry(8,0,g78) 1
    x(9,0,g78) cover(9,0) 1
    x(9,0,g78) symmetry(9,0,g78) 1
    x(10,0,g78) cover(10,0) 1
    x(10,0,g78) centre(10,0,g78) 1
    x(10,0,g78) symmetry(10,0,g78) 1
    x(11,0,g78) cover(11,0) 1
    x(11,0,g78) centre(11,0,g78) 1
    x(11,0,g78) symmetry(10,0,g78) -1
    x(12,0,g78) cover(12,0) 1
    x(12,0,g78) symmetry(9,0,g78) -1
    x(13,0,g78) cover(13,0) 1
    x(13,0,g78) symmetry(8,0,g78) -1
    x(8,7,g79) cover(8,7) 1
    x(8,7,g79) symmetry(8,7,g79) 1
    x(9,7,g79) cover(9,7) 1
    x(9,7,g79) symmetry(9,7,g79) 1
    x(10,7,g79) cover(10,7) 1
    x(10,7,g79) symmetry(10,7,g79) 1
    x(10,8,g79) cover(10,8) 1
    x(10,8,g79) centre(10,8,g79) 1
    x(10,8,g79) symmetry(10,8,g79) 1
    x(10,9,g79) cover(10,9) 1
    x(10,9,g79) symmetry(10,9,g79) 1
    x(10,10,g79) cover(10,10) 1
    x(10,10,g79) symmetry(10,10,g79) 1
    x(10,11,g79) cover(10,11) 1
    x(10,11,g79) symmetry(10,11,g79) 1
    x(11,5,g79) cover(11,5) 1
    x(11,5,g79) symmetry(10,11,g79) -1
    x(11,6,g79) cover(11,6) 1
    x(11,6,g79) symmetry(10,10,g79) -1
    x(11,7,g79) cover(11,7) 1
    x(11,7,g79) symmetry(10,9,g79) -1
    x(11,8,g79) cover(11,8) 1
    x(11,8,g79) centre(11,8,g79) 1
    x(11,8,g79) symmetry(10,8,g79) -1
    x(11,9,g79) cover(11,9) 1
    x(11,9,g79) symmetry(10,7,g79) -1
    x(12,9,g79) cover(12,9) 1
    x(12,9,g79) symmetry(9,7,g79) -1
    x(13,9,g79) cover(13,9) 1
    x(13,9,g79) symmetry(8,7,g79) -1
    x(9,24,g80) cover(9,24) 1
    x(9,24,g80) symmetry(9,24,g80) 1
    x(10,24,g80) cover(10,24) 1
    x(10,24,g80) centre(10,24,g80) 1
    x(10,24,g80) symmetry(10,24,g80) 1
    x(11,24,g80) cover(11,24) 1
    x(11,24,g80) centre(11,24,g80) 1
    x(11,24,g80) symmetry(10,24,g80) -1
    x(12,24,g80) cover(12,24) 1
    x(12,24,g80) symmetry(9,24,g80) -1
    x(9,11,g81) cover(9,11) 1
    x(9,11,g81) symmetry(9,11,g81) 1
    x(10,10,g81) cover(10,10) 1
    x(10,10,g81) symmetry(10,10,g81) 1
    x(10,11,g81) cover(10,11) 1
    x(10,11,g81) symmetry(10,11,g81) 1
    x(11,9,g81) cover(11,9) 1
    x(11,9,g81) symmetry(11,9,g81) 1
    x(11,10,g81) cover(11,10) 1
    x(11,10,g81) centre(11,10,g81) 1
    x(11,11,g81) cover(11,11) 1
    x(11,11,g81) symmetry(11,9,g81) -1
    x(12,9,g81) cover(12,9) 1
    x(12,9,g81) symmetry(10,11,g81) -1
    x(12,10,g81) cover(12,10) 1
    x(12,10,g81) symmetry(10,10,g81) -1
    x(13,9,g81) cover(13,9) 1
    x(13,9,g81) symmetry(9,11,g81) -1
    x(10,11,g82) cover(10,11) 1
    x(10,11,g82) symmetry(10,11,g82) 1
    x(11,11,g82) cover(11,11) 1
    x(11,11,g82) symmetry(11,11,g82) 1
    x(11,12,g82) cover(11,12) 1
    x(11,12,g82) centre(11,12,g82) 1
    x(11,12,g82) symmetry(11,12,g82) 1
    x(11,13,g82) cover(11,13) 1
    x(11,13,g82) centre(11,13,g82) 1
    x(11,13,g82) symmetry(11,12,g82) -1
    x(11,14,g82) cover(11,14) 1
    x(11,14,g82) symmetry(11,11,g82) -1
    x(12,14,g82) cover(12,14) 1
    x(12,14,g82) symmetry(10,11,g82) -1
    x(9,19,g83) cover(9,19) 1
    x(9,19,g83) symmetry(9,19,g83) 1
    x(10,18,g83) cover(10,18) 1
    x(10,18,g83) symmetry(10,18,g83) 1
    x(10,19,g83) cover(10,19) 1
    x(10,19,g83) symmetry(10,19,g83) 1
    x(11,18,g83) cover(11,18) 1
    x(11,18,g83) centre(11,18,g83) 1
    x(11,18,g83) symmetry(11,18,g83) 1
    x(11,19,g83) cover(11,19) 1
    x(11,19,g83) centre(11,19,g83) 1
    x(11,19,g83) symmetry(11,18,g83) -1
    x(12,18,g83) cover(12,18) 1
    x(12,18,g83) symmetry(10,19,g83) -1
    x(12,19,g83) cover(12,19) 1
    x(12,19,g83) symmetry(10,18,g83) -1
    x(13,18,g83) cover(13,18) 1
    x(13,18,g83) symmetry(9,19,g83) -1
    x(11,20,g84) cover(11,20) 1
    x(11,20,g84) centre(11,20,g84) 1
    x(10,1,g85) cover(10,1) 1
    x(10,1,g85) symmetry(10,1,g85) 1
    x(10,2,g85) cover(10,2) 1
    x(10,2,g85) symmetry(10,2,g85) 1
    x(11,1,g85) cover(11,1) 1
    x(11,1,g85) centre(11,1,g85) 1
    x(11,1,g85) symmetry(11,1,g85) 1
    x(11,2,g85) cover(11,2) 1
    x(11,2,g85) symmetry(11,2,g85) 1
    x(12,0,g85) cover(12,0) 1
    x(12,0,g85) symmetry(11,2,g85) -1
    x(12,1,g85) cover(12,1) 1
    x(12,1,g85) centre(12,1,g85) 1
    x(12,1,g85) symmetry(11,1,g85) -1
    x(13,0,g85) cover(13,0) 1
    x(13,0,g85) symmetry(10,2,g85) -1
    x(13,1,g85) cover(13,1) 1
    x(13,1,g85) symmetry(10,1,g85) -1
    x(8,14,g86) cover(8,14) 1
    x(8,14,g86) symmetry(8,14,g86) 1
    x(9,14,g86) cover(9,14) 1
    x(9,14,g86) symmetry(9,14,g86) 1
    x(9,15,g86) cover(9,15) 1
    x(9,15,g86) symmetry(9,15,g86) 1
    x(9,16,g86) cover(9,16) 1
    x(9,16,g86) symmetry(9,16,g86) 1
    x(10,14,g86) cover(10,14) 1
    x(10,14,g86) symmetry(10,14,g86) 1
    x(11,14,g86) cover(11,14) 1
    x(11,14,g86) symmetry(11,14,g86) 1
    x(11,15,g86) cover(11,15) 1
    x(11,15,g86) centre(11,15,g86) 1
    x(11,15,g86) symmetry(11,15,g86) 1
    x(11,16,g86) cover(11,16) 1
    x(11,16,g86) centre(11,16,g86) 1
    x(11,16,g86) symmetry(11,16,g86) 1
    x(11,17,g86) cover(11,17) 1
    x(11,17,g86) symmetry(11,17,g86) 1
    x(12,14,g86) cover(12,14) 1
    x(12,14,g86) symmetry(11,17,g86) -1
    x(12,15,g86) cover(12,15) 1
    x(12,15,g86) centre(12,15,g86) 1
    x(12,15,g86) symmetry(11,16,g86) -1
    x(12,16,g86) cover(12,16) 1
    x(12,16,g86) centre(12,16,g86) 1
    x(12,16,g86) symmetry(11,15,g86) -1
    x(12,17,g86) cover(12,17) 1
    x(12,17,g86) symmetry(11,14,g86) -1
    x(13,17,g86) cover(13,17) 1
    x(13,17,g86) symmetry(10,14,g86) -1
    x(14,15,g86) cover(14,15) 1
    x(14,15,g86) symmetry(9,16,g86) -1
    x(14,16,g86) cover(14,16) 1
    x(14,16,g86) symmetry(9,15,g86) -1
    x(14,17,g86) cover(14,17) 1
    x(14,17,g86) symmetry(9,14,g86) -1
    x(15,17,g86) cover(15,17) 1
    x(15,17,g86) symmetry(8,14,g86) -1
    x(11,7,g87) cover(11,7) 1
    x(11,7,g87) symmetry(11,7,g87) 1
    x(12,7,g87) cover(12,7) 1
    x(12,7,g87) centre(12,7,g87) 1
    x(13,7,g87) cover(13,7) 1
    x(13,7,g87) symmetry(11,7,g87) -1
    x(7,8,g88) cover(7,8) 1
    x(7,8,g88) symmetry(7,8,g88) 1
    x(7,9,g88) cover(7,9) 1
    x(7,9,g88) symmetry(7,9,g88) 1
    x(7,10,g88) cover(7,10) 1
    x(7,10,g88) symmetry(7,10,g88) 1
    x(8,7,g88) cover(8,7) 1
    x(8,7,g88) symmetry(8,7,g88) 1
    x(8,8,g88) cover(8,8) 1
    x(8,8,g88) symmetry(8,8,g88) 1
    x(8,10,g88) cover(8,10) 1
    x(8,10,g88) symmetry(8,10,g88) 1
    x(9,7,g88) cover(9,7) 1
    x(9,7,g88) symmetry(9,7,g88) 1
    x(9,10,g88) cover(9,10) 1
    x(9,10,g88) symmetry(9,10,g88) 1
    x(10,7,g88) cover(10,7) 1
    x(10,7,g88) symmetry(10,7,g88) 1
    x(10,10,g88) cover(10,10) 1
    x(10,10,g88) symmetry(10,10,g88) 1
    x(10,11,g88) cover(10,11) 1
    x(10,11,g88) symmetry(10,11,g88) 1
    x(11,11,g88) cover(11,11) 1
    x(11,11,g88) symmetry(11,11,g88) 1
    x(11,14,g88) cover(11,14) 1
    x(11,14,g88) symmetry(11,14,g88) 1
    x(12,9,g88) cover(12,9) 1
    x(12,9,g88) symmetry(12,9,g88) 1
    x(12,10,g88) cover(12,10) 1
    x(12,10,g88) symmetry(12,10,g88) 1
    x(12,11,g88) cover(12,11) 1
    x(12,11,g88) centre(12,11,g88) 1
    x(12,11,g88) symmetry(12,11,g88) 1
    x(12,12,g88) cover(12,12) 1
    x(12,12,g88) centre(12,12,g88) 1
    x(12,12,g88) symmetry(12,11,g88) -1
    x(12,13,g88) cover(12,13) 1
    x(12,13,g88) symmetry(12,10,g88) -1
    x(12,14,g88) cover(12,14) 1
    x(12,14,g88) symmetry(12,9,g88) -1
    x(13,9,g88) cover(13,9) 1
    x(13,9,g88) symmetry(11,14,g88) -1
    x(13,12,g88) cover(13,12) 1
    x(13,12,g88) symmetry(11,11,g88) -1
    x(14,12,g88) cover(14,12) 1
    x(14,12,g88) symmetry(10,11,g88) -1
    x(14,13,g88) cover(14,13) 1
    x(14,13,g88) symmetry(10,10,g88) -1
    x(14,16,g88) cover(14,16) 1
    x(14,16,g88) symmetry(10,7,g88) -1
    x(15,13,g88) cover(15,13) 1
    x(15,13,g88) symmetry(9,10,g88) -1
    x(15,16,g88) cover(15,16) 1
    x(15,16,g88) symmetry(9,7,g88) -1
    x(16,13,g88) cover(16,13) 1
    x(16,13,g88) symmetry(8,10,g88) -1
    x(16,15,g88) cover(16,15) 1
    x(16,15,g88) symmetry(8,8,g88) -1
    x(16,16,g88) cover(16,16) 1
    x(16,16,g88) symmetry(8,7,g88) -1
    x(17,13,g88) cover(17,13) 1
    x(17,13,g88) symmetry(7,10,g88) -1
    x(17,14,g88) cover(17,14) 1
    x(17,14,g88) symmetry(7,9,g88) -1
    x(17,15,g88) cover(17,15) 1
    x(17,15,g88) symmetry(7,8,g88) -1
    x(10,1,g89) cover(10,1) 1
    x(10,1,g89) symmetry(10,1,g89) 1
    x(10,2,g89) cover(10,2) 1
    x(10,2,g89) symmetry(10,2,g89) 1
    x(11,2,g89) cover(11,2) 1
    x(11,2,g89) symmetry(11,2,g89) 1
    x(11,3,g89) cover(11,3) 1
    x(11,3,g89) symmetry(11,3,g89) 1
    x(11,4,g89) cover(11,4) 1
    x(11,4,g89) symmetry(11,4,g89) 1
    x(11,5,g89) cover(11,5) 1
    x(11,5,g89) symmetry(11,5,g89) 1
    x(12,2,g89) cover(12,2) 1
    x(12,2,g89) centre(12,2,g89) 1
    x(12,2,g89) symmetry(12,2,g89) 1
    x(12,3,g89) cover(12,3) 1
    x(12,3,g89) centre(12,3,g89) 1
    x(12,3,g89) symmetry(12,3,g89) 1
    x(12,4,g89) cover(12,4) 1
    x(12,4,g89) symmetry(12,4,g89) 1
    x(13,1,g89) cover(13,1) 1
    x(13,1,g89) symmetry(12,4,g89) -1
    x(13,2,g89) cover(13,2) 1
    x(13,2,g89) centre(13,2,g89) 1
    x(13,2,g89) symmetry(12,3,g89) -1
    x(13,3,g89) cover(13,3) 1
    x(13,3,g89) centre(13,3,g89) 1
    x(13,3,g89) symmetry(12,2,g89) -1
    x(14,0,g89) cover(14,0) 1
    x(14,0,g89) symmetry(11,5,g89) -1
    x(14,1,g89) cover(14,1) 1
    x(14,1,g89) symmetry(11,4,g89) -1
    x(14,2,g89) cover(14,2) 1
    x(14,2,g89) symmetry(11,3,g89) -1
    x(14,3,g89) cover(14,3) 1
    x(14,3,g89) symmetry(11,2,g89) -1
    x(15,3,g89) cover(15,3) 1
    x(15,3,g89) symmetry(10,2,g89) -1
    x(15,4,g89) cover(15,4) 1
    x(15,4,g89) symmetry(10,1,g89) -1
    x(12,5,g90) cover(12,5) 1
    x(12,5,g90) centre(12,5,g90) 1
    x(12,5,g90) symmetry(12,5,g90) 1
    x(13,5,g90) cover(13,5) 1
    x(13,5,g90) centre(13,5,g90) 1
    x(13,5,g90) symmetry(12,5,g90) -1
    x(11,6,g91) cover(11,6) 1
    x(11,6,g91) symmetry(11,6,g91) 1
    x(12,6,g91) cover(12,6) 1
    x(12,6,g91) centre(12,6,g91) 1
    x(12,6,g91) symmetry(12,6,g91) 1
    x(13,6,g91) cover(13,6) 1
    x(13,6,g91) centre(13,6,g91) 1
    x(13,6,g91) symmetry(12,6,g91) -1
    x(14,6,g91) cover(14,6) 1
    x(14,6,g91) symmetry(11,6,g91) -1
    x(12,8,g92) cover(12,8) 1
    x(12,8,g92) centre(12,8,g92) 1
    x(12,8,g92) symmetry(12,8,g92) 1
    x(12,9,g92) cover(12,9) 1
    x(12,9,g92) symmetry(12,9,g92) 1
    x(13,7,g92) cover(13,7) 1
    x(13,7,g92) symmetry(12,9,g92) -1
    x(13,8,g92) cover(13,8) 1
    x(13,8,g92) centre(13,8,g92) 1
    x(13,8,g92) symmetry(12,8,g92) -1
    x(11,3,g93) cover(11,3) 1
    x(11,3,g93) symmetry(11,3,g93) 1
    x(11,4,g93) cover(11,4) 1
    x(11,4,g93) symmetry(11,4,g93) 1
    x(11,5,g93) cover(11,5) 1
    x(11,5,g93) symmetry(11,5,g93) 1
    x(12,4,g93) cover(12,4) 1
    x(12,4,g93) symmetry(12,4,g93) 1
    x(13,4,g93) cover(13,4) 1
    x(13,4,g93) centre(13,4,g93) 1
    x(14,4,g93) cover(14,4) 1
    x(14,4,g93) symmetry(12,4,g93) -1
    x(15,3,g93) cover(15,3) 1
    x(15,3,g93) symmetry(11,5,g93) -1
    x(15,4,g93) cover(15,4) 1
    x(15,4,g93) symmetry(11,4,g93) -1
    x(15,5,g93) cover(15,5) 1
    x(15,5,g93) symmetry(11,3,g93) -1
    x(11,9,g94) cover(11,9) 1
    x(11,9,g94) symmetry(11,9,g94) 1
    x(12,9,g94) cover(12,9) 1
    x(12,9,g94) symmetry(12,9,g94) 1
    x(12,10,g94) cover(12,10) 1
    x(12,10,g94) symmetry(12,10,g94) 1
    x(13,9,g94) cover(13,9) 1
    x(13,9,g94) symmetry(13,9,g94) 1
    x(13,10,g94) cover(13,10) 1
    x(13,10,g94) centre(13,10,g94) 1
    x(13,11,g94) cover(13,11) 1
    x(13,11,g94) symmetry(13,9,g94) -1
    x(14,10,g94) cover(14,10) 1
    x(14,10,g94) symmetry(12,10,g94) -1
    x(14,11,g94) cover(14,11) 1
    x(14,11,g94) symmetry(12,9,g94) -1
    x(15,11,g94) cover(15,11) 1
    x(15,11,g94) symmetry(11,9,g94) -1
    x(9,14,g95) cover(9,14) 1
    x(9,14,g95) symmetry(9,14,g95) 1
    x(9,15,g95) cover(9,15) 1
    x(9,15,g95) symmetry(9,15,g95) 1
    x(10,14,g95) cover(10,14) 1
    x(10,14,g95) symmetry(10,14,g95) 1
    x(11,14,g95) cover(11,14) 1
    x(11,14,g95) symmetry(11,14,g95) 1
    x(12,14,g95) cover(12,14) 1
    x(12,14,g95) symmetry(12,14,g95) 1
    x(13,12,g95) cover(13,12) 1
    x(13,12,g95) symmetry(13,12,g95) 1
    x(13,13,g95) cover(13,13) 1
    x(13,13,g95) centre(13,13,g95) 1
    x(13,13,g95) symmetry(13,13,g95) 1
    x(13,14,g95) cover(13,14) 1
    x(13,14,g95) centre(13,14,g95) 1
    x(13,14,g95) symmetry(13,13,g95) -1
    x(13,15,g95) cover(13,15) 1
    x(13,15,g95) symmetry(13,12,g95) -1
    x(14,13,g95) cover(14,13) 1
    x(14,13,g95) symmetry(12,14,g95) -1
    x(15,13,g95) cover(15,13) 1
    x(15,13,g95) symmetry(11,14,g95) -1
    x(16,13,g95) cover(16,13) 1
    x(16,13,g95) symmetry(10,14,g95) -1
    x(17,12,g95) cover(17,12) 1
    x(17,12,g95) symmetry(9,15,g95) -1
    x(17,13,g95) cover(17,13) 1
    x(17,13,g95) symmetry(9,14,g95) -1
    x(12,17,g96) cover(12,17) 1
    x(12,17,g96) symmetry(12,17,g96) 1
    x(13,15,g96) cover(13,15) 1
    x(13,15,g96) symmetry(13,15,g96) 1
    x(13,16,g96) cover(13,16) 1
    x(13,16,g96) centre(13,16,g96) 1
    x(13,17,g96) cover(13,17) 1
    x(13,17,g96) symmetry(13,15,g96) -1
    x(14,15,g96) cover(14,15) 1
    x(14,15,g96) symmetry(12,17,g96) -1
    x(9,21,g97) cover(9,21) 1
    x(9,21,g97) symmetry(9,21,g97) 1
    x(10,21,g97) cover(10,21) 1
    x(10,21,g97) symmetry(10,21,g97) 1
    x(11,21,g97) cover(11,21) 1
    x(11,21,g97) symmetry(11,21,g97) 1
    x(11,23,g97) cover(11,23) 1
    x(11,23,g97) symmetry(11,23,g97) 1
    x(12,21,g97) cover(12,21) 1
    x(12,21,g97) symmetry(12,21,g97) 1
    x(12,23,g97) cover(12,23) 1
    x(12,23,g97) symmetry(12,23,g97) 1
    x(12,24,g97) cover(12,24) 1
    x(12,24,g97) symmetry(12,24,g97) 1
    x(13,21,g97) cover(13,21) 1
    x(13,21,g97) symmetry(13,21,g97) 1
    x(13,22,g97) cover(13,22) 1
    x(13,22,g97) centre(13,22,g97) 1
    x(13,22,g97) symmetry(13,22,g97) 1
    x(13,23,g97) cover(13,23) 1
    x(13,23,g97) centre(13,23,g97) 1
    x(13,23,g97) symmetry(13,22,g97) -1
    x(13,24,g97) cover(13,24) 1
    x(13,24,g97) symmetry(13,21,g97) -1
    x(14,21,g97) cover(14,21) 1
    x(14,21,g97) symmetry(12,24,g97) -1
    x(14,22,g97) cover(14,22) 1
    x(14,22,g97) symmetry(12,23,g97) -1
    x(14,24,g97) cover(14,24) 1
    x(14,24,g97) symmetry(12,21,g97) -1
    x(15,22,g97) cover(15,22) 1
    x(15,22,g97) symmetry(11,23,g97) -1
    x(15,24,g97) cover(15,24) 1
    x(15,24,g97) symmetry(11,21,g97) -1
    x(16,24,g97) cover(16,24) 1
    x(16,24,g97) symmetry(10,21,g97) -1
    x(17,24,g97) cover(17,24) 1
    x(17,24,g97) symmetry(9,21,g97) -1
    x(11,22,g98) cover(11,22) 1
    x(11,22,g98) symmetry(11,22,g98) 1
    x(11,23,g98) cover(11,23) 1
    x(11,23,g98) symmetry(11,23,g98) 1
    x(12,18,g98) cover(12,18) 1
    x(12,18,g98) symmetry(12,18,g98) 1
    x(12,19,g98) cover(12,19) 1
    x(12,19,g98) symmetry(12,19,g98) 1
    x(12,20,g98) cover(12,20) 1
    x(12,20,g98) symmetry(12,20,g98) 1
    x(12,21,g98) cover(12,21) 1
    x(12,21,g98) symmetry(12,21,g98) 1
    x(12,22,g98) cover(12,22) 1
    x(12,22,g98) symmetry(12,22,g98) 1
    x(13,17,g98) cover(13,17) 1
    x(13,17,g98) symmetry(13,17,g98) 1
    x(13,19,g98) cover(13,19) 1
    x(13,19,g98) centre(13,19,g98) 1
    x(13,19,g98) symmetry(13,19,g98) 1
    x(13,21,g98) cover(13,21) 1
    x(13,21,g98) symmetry(13,21,g98) 1
    x(14,17,g98) cover(14,17) 1
    x(14,17,g98) symmetry(13,21,g98) -1
    x(14,19,g98) cover(14,19) 1
    x(14,19,g98) centre(14,19,g98) 1
    x(14,19,g98) symmetry(13,19,g98) -1
    x(14,21,g98) cover(14,21) 1
    x(14,21,g98) symmetry(13,17,g98) -1
    x(15,16,g98) cover(15,16) 1
    x(15,16,g98) symmetry(12,22,g98) -1
    x(15,17,g98) cover(15,17) 1
    x(15,17,g98) symmetry(12,21,g98) -1
    x(15,18,g98) cover(15,18) 1
    x(15,18,g98) symmetry(12,20,g98) -1
    x(15,19,g98) cover(15,19) 1
    x(15,19,g98) symmetry(12,19,g98) -1
    x(15,20,g98) cover(15,20) 1
    x(15,20,g98) symmetry(12,18,g98) -1
    x(16,15,g98) cover(16,15) 1
    x(16,15,g98) symmetry(11,23,g98) -1
    x(16,16,g98) cover(16,16) 1
    x(16,16,g98) symmetry(11,22,g98) -1
    x(11,21,g99) cover(11,21) 1
    x(11,21,g99) symmetry(11,21,g99) 1
    x(11,22,g99) cover(11,22) 1
    x(11,22,g99) symmetry(11,22,g99) 1
    x(12,20,g99) cover(12,20) 1
    x(12,20,g99) symmetry(12,20,g99) 1
    x(12,21,g99) cover(12,21) 1
    x(12,21,g99) symmetry(12,21,g99) 1
    x(12,22,g99) cover(12,22) 1
    x(12,22,g99) symmetry(12,22,g99) 1
    x(12,23,g99) cover(12,23) 1
    x(12,23,g99) symmetry(12,23,g99) 1
    x(12,24,g99) cover(12,24) 1
    x(12,24,g99) symmetry(12,24,g99) 1
    x(13,20,g99) cover(13,20) 1
    x(13,20,g99) centre(13,20,g99) 1
    x(13,20,g99) symmetry(13,20,g99) 1
    x(13,24,g99) cover(13,24) 1
    x(13,24,g99) symmetry(13,24,g99) 1
    x(14,16,g99) cover(14,16) 1
    x(14,16,g99) symmetry(13,24,g99) -1
    x(14,20,g99) cover(14,20) 1
    x(14,20,g99) centre(14,20,g99) 1
    x(14,20,g99) symmetry(13,20,g99) -1
    x(15,16,g99) cover(15,16) 1
    x(15,16,g99) symmetry(12,24,g99) -1
    x(15,17,g99) cover(15,17) 1
    x(15,17,g99) symmetry(12,23,g99) -1
    x(15,18,g99) cover(15,18) 1
    x(15,18,g99) symmetry(12,22,g99) -1
    x(15,19,g99) cover(15,19) 1
    x(15,19,g99) symmetry(12,21,g99) -1
    x(15,20,g99) cover(15,20) 1
    x(15,20,g99) symmetry(12,20,g99) -1
    x(16,18,g99) cover(16,18) 1
    x(16,18,g99) symmetry(11,22,g99) -1
    x(16,19,g99) cover(16,19) 1
    x(16,19,g99) symmetry(11,21,g99) -1
    x(14,4,g100) cover(14,4) 1
    x(14,4,g100) symmetry(14,4,g100) 1
    x(14,5,g100) cover(14,5) 1
    x(14,5,g100) centre(14,5,g100) 1
    x(14,6,g100) cover(14,6) 1
    x(14,6,g100) symmetry(14,4,g100) -1
    x(13,7,g101) cover(13,7) 1
    x(13,7,g101) symmetry(13,7,g101) 1
    x(14,7,g101) cover(14,7) 1
    x(14,7,g101) centre(14,7,g101) 1
    x(14,7,g101) symmetry(14,7,g101) 1
    x(14,8,g101) cover(14,8) 1
    x(14,8,g101) centre(14,8,g101) 1
    x(14,8,g101) symmetry(14,7,g101) -1
    x(15,8,g101) cover(15,8) 1
    x(15,8,g101) symmetry(13,7,g101) -1
    x(12,9,g102) cover(12,9) 1
    x(12,9,g102) symmetry(12,9,g102) 1
    x(12,10,g102) cover(12,10) 1
    x(12,10,g102) symmetry(12,10,g102) 1
    x(13,9,g102) cover(13,9) 1
    x(13,9,g102) symmetry(13,9,g102) 1
    x(14,9,g102) cover(14,9) 1
    x(14,9,g102) centre(14,9,g102) 1
    x(15,9,g102) cover(15,9) 1
    x(15,9,g102) symmetry(13,9,g102) -1
    x(16,8,g102) cover(16,8) 1
    x(16,8,g102) symmetry(12,10,g102) -1
    x(16,9,g102) cover(16,9) 1
    x(16,9,g102) symmetry(12,9,g102) -1
    x(13,11,g103) cover(13,11) 1
    x(13,11,g103) symmetry(13,11,g103) 1
    x(13,12,g103) cover(13,12) 1
    x(13,12,g103) symmetry(13,12,g103) 1
    x(13,15,g103) cover(13,15) 1
    x(13,15,g103) symmetry(13,15,g103) 1
    x(13,17,g103) cover(13,17) 1
    x(13,17,g103) symmetry(13,17,g103) 1
    x(14,11,g103) cover(14,11) 1
    x(14,11,g103) symmetry(14,11,g103) 1
    x(14,12,g103) cover(14,12) 1
    x(14,12,g103) symmetry(14,12,g103) 1
    x(14,13,g103) cover(14,13) 1
    x(14,13,g103) symmetry(14,13,g103) 1
    x(14,14,g103) cover(14,14) 1
    x(14,14,g103) centre(14,14,g103) 1
    x(14,15,g103) cover(14,15) 1
    x(14,15,g103) symmetry(14,13,g103) -1
    x(14,16,g103) cover(14,16) 1
    x(14,16,g103) symmetry(14,12,g103) -1
    x(14,17,g103) cover(14,17) 1
    x(14,17,g103) symmetry(14,11,g103) -1
    x(15,11,g103) cover(15,11) 1
    x(15,11,g103) symmetry(13,17,g103) -1
    x(15,13,g103) cover(15,13) 1
    x(15,13,g103) symmetry(13,15,g103) -1
    x(15,16,g103) cover(15,16) 1
    x(15,16,g103) symmetry(13,12,g103) -1
    x(15,17,g103) cover(15,17) 1
    x(15,17,g103) symmetry(13,11,g103) -1
    x(12,17,g104) cover(12,17) 1
    x(12,17,g104) symmetry(12,17,g104) 1
    x(12,18,g104) cover(12,18) 1
    x(12,18,g104) symmetry(12,18,g104) 1
    x(13,17,g104) cover(13,17) 1
    x(13,17,g104) symmetry(13,17,g104) 1
    x(13,18,g104) cover(13,18) 1
    x(13,18,g104) symmetry(13,18,g104) 1
    x(14,18,g104) cover(14,18) 1
    x(14,18,g104) centre(14,18,g104) 1
    x(15,18,g104) cover(15,18) 1
    x(15,18,g104) symmetry(13,18,g104) -1
    x(15,19,g104) cover(15,19) 1
    x(15,19,g104) symmetry(13,17,g104) -1
    x(16,18,g104) cover(16,18) 1
    x(16,18,g104) symmetry(12,18,g104) -1
    x(16,19,g104) cover(16,19) 1
    x(16,19,g104) symmetry(12,17,g104) -1
    x(12,24,g105) cover(12,24) 1
    x(12,24,g105) symmetry(12,24,g105) 1
    x(13,24,g105) cover(13,24) 1
    x(13,24,g105) symmetry(13,24,g105) 1
    x(14,22,g105) cover(14,22) 1
    x(14,22,g105) symmetry(14,22,g105) 1
    x(14,23,g105) cover(14,23) 1
    x(14,23,g105) centre(14,23,g105) 1
    x(14,23,g105) symmetry(14,23,g105) 1
    x(14,24,g105) cover(14,24) 1
    x(14,24,g105) symmetry(14,24,g105) 1
    x(15,22,g105) cover(15,22) 1
    x(15,22,g105) symmetry(14,24,g105) -1
    x(15,23,g105) cover(15,23) 1
    x(15,23,g105) centre(15,23,g105) 1
    x(15,23,g105) symmetry(14,23,g105) -1
    x(15,24,g105) cover(15,24) 1
    x(15,24,g105) symmetry(14,22,g105) -1
    x(16,22,g105) cover(16,22) 1
    x(16,22,g105) symmetry(13,24,g105) -1
    x(17,22,g105) cover(17,22) 1
    x(17,22,g105) symmetry(12,24,g105) -1
    x(13,1,g106) cover(13,1) 1
    x(13,1,g106) symmetry(13,1,g106) 1
    x(14,0,g106) cover(14,0) 1
    x(14,0,g106) symmetry(14,0,g106) 1
    x(14,1,g106) cover(14,1) 1
    x(14,1,g106) symmetry(14,1,g106) 1
    x(14,2,g106) cover(14,2) 1
    x(14,2,g106) symmetry(14,2,g106) 1
    x(15,0,g106) cover(15,0) 1
    x(15,0,g106) symmetry(15,0,g106) 1
    x(15,1,g106) cover(15,1) 1
    x(15,1,g106) centre(15,1,g106) 1
    x(15,1,g106) symmetry(15,1,g106) 1
    x(15,2,g106) cover(15,2) 1
    x(15,2,g106) centre(15,2,g106) 1
    x(15,2,g106) symmetry(15,1,g106) -1
    x(15,3,g106) cover(15,3) 1
    x(15,3,g106) symmetry(15,0,g106) -1
    x(16,1,g106) cover(16,1) 1
    x(16,1,g106) symmetry(14,2,g106) -1
    x(16,2,g106) cover(16,2) 1
    x(16,2,g106) symmetry(14,1,g106) -1
    x(16,3,g106) cover(16,3) 1
    x(16,3,g106) symmetry(14,0,g106) -1
    x(17,2,g106) cover(17,2) 1
    x(17,2,g106) symmetry(13,1,g106) -1
    x(14,3,g107) cover(14,3) 1
    x(14,3,g107) symmetry(14,3,g107) 1
    x(14,4,g107) cover(14,4) 1
    x(14,4,g107) symmetry(14,4,g107) 1
    x(14,6,g107) cover(14,6) 1
    x(14,6,g107) symmetry(14,6,g107) 1
    x(15,4,g107) cover(15,4) 1
    x(15,4,g107) symmetry(15,4,g107) 1
    x(15,5,g107) cover(15,5) 1
    x(15,5,g107) symmetry(15,5,g107) 1
    x(15,6,g107) cover(15,6) 1
    x(15,6,g107) centre(15,6,g107) 1
    x(15,6,g107) symmetry(15,6,g107) 1
    x(15,7,g107) cover(15,7) 1
    x(15,7,g107) centre(15,7,g107) 1
    x(15,7,g107) symmetry(15,6,g107) -1
    x(15,8,g107) cover(15,8) 1
    x(15,8,g107) symmetry(15,5,g107) -1
    x(15,9,g107) cover(15,9) 1
    x(15,9,g107) symmetry(15,4,g107) -1
    x(16,7,g107) cover(16,7) 1
    x(16,7,g107) symmetry(14,6,g107) -1
    x(16,9,g107) cover(16,9) 1
    x(16,9,g107) symmetry(14,4,g107) -1
    x(16,10,g107) cover(16,10) 1
    x(16,10,g107) symmetry(14,3,g107) -1
    x(13,12,g108) cover(13,12) 1
    x(13,12,g108) symmetry(13,12,g108) 1
    x(14,10,g108) cover(14,10) 1
    x(14,10,g108) symmetry(14,10,g108) 1
    x(14,11,g108) cover(14,11) 1
    x(14,11,g108) symmetry(14,11,g108) 1
    x(14,12,g108) cover(14,12) 1
    x(14,12,g108) symmetry(14,12,g108) 1
    x(14,13,g108) cover(14,13) 1
    x(14,13,g108) symmetry(14,13,g108) 1
    x(15,9,g108) cover(15,9) 1
    x(15,9,g108) symmetry(15,9,g108) 1
    x(15,10,g108) cover(15,10) 1
    x(15,10,g108) centre(15,10,g108) 1
    x(15,11,g108) cover(15,11) 1
    x(15,11,g108) symmetry(15,9,g108) -1
    x(16,7,g108) cover(16,7) 1
    x(16,7,g108) symmetry(14,13,g108) -1
    x(16,8,g108) cover(16,8) 1
    x(16,8,g108) symmetry(14,12,g108) -1
    x(16,9,g108) cover(16,9) 1
    x(16,9,g108) symmetry(14,11,g108) -1
    x(16,10,g108) cover(16,10) 1
    x(16,10,g108) symmetry(14,10,g108) -1
    x(17,8,g108) cover(17,8) 1
    x(17,8,g108) symmetry(13,12,g108) -1
    x(13,11,g109) cover(13,11) 1
    x(13,11,g109) symmetry(13,11,g109) 1
    x(13,12,g109) cover(13,12) 1
    x(13,12,g109) symmetry(13,12,g109) 1
    x(14,10,g109) cover(14,10) 1
    x(14,10,g109) symmetry(14,10,g109) 1
    x(14,11,g109) cover(14,11) 1
    x(14,11,g109) symmetry(14,11,g109) 1
    x(15,11,g109) cover(15,11) 1
    x(15,11,g109) symmetry(15,11,g109) 1
    x(15,12,g109) cover(15,12) 1
    x(15,12,g109) centre(15,12,g109) 1
    x(15,13,g109) cover(15,13) 1
    x(15,13,g109) symmetry(15,11,g109) -1
    x(16,13,g109) cover(16,13) 1
    x(16,13,g109) symmetry(14,11,g109) -1
    x(16,14,g109) cover(16,14) 1
    x(16,14,g109) symmetry(14,10,g109) -1
    x(17,12,g109) cover(17,12) 1
    x(17,12,g109) symmetry(13,12,g109) -1
    x(17,13,g109) cover(17,13) 1
    x(17,13,g109) symmetry(13,11,g109) -1
    x(13,15,g110) cover(13,15) 1
    x(13,15,g110) symmetry(13,15,g110) 1
    x(13,17,g110) cover(13,17) 1
    x(13,17,g110) symmetry(13,17,g110) 1
    x(13,18,g110) cover(13,18) 1
    x(13,18,g110) symmetry(13,18,g110) 1
    x(14,15,g110) cover(14,15) 1
    x(14,15,g110) symmetry(14,15,g110) 1
    x(14,16,g110) cover(14,16) 1
    x(14,16,g110) symmetry(14,16,g110) 1
    x(14,17,g110) cover(14,17) 1
    x(14,17,g110) symmetry(14,17,g110) 1
    x(15,13,g110) cover(15,13) 1
    x(15,13,g110) symmetry(15,13,g110) 1
    x(15,14,g110) cover(15,14) 1
    x(15,14,g110) symmetry(15,14,g110) 1
    x(15,15,g110) cover(15,15) 1
    x(15,15,g110) centre(15,15,g110) 1
    x(15,16,g110) cover(15,16) 1
    x(15,16,g110) symmetry(15,14,g110) -1
    x(15,17,g110) cover(15,17) 1
    x(15,17,g110) symmetry(15,13,g110) -1
    x(16,13,g110) cover(16,13) 1
    x(16,13,g110) symmetry(14,17,g110) -1
    x(16,14,g110) cover(16,14) 1
    x(16,14,g110) symmetry(14,16,g110) -1
    x(16,15,g110) cover(16,15) 1
    x(16,15,g110) symmetry(14,15,g110) -1
    x(17,12,g110) cover(17,12) 1
    x(17,12,g110) symmetry(13,18,g110) -1
    x(17,13,g110) cover(17,13) 1
    x(17,13,g110) symmetry(13,17,g110) -1
    x(17,15,g110) cover(17,15) 1
    x(17,15,g110) symmetry(13,15,g110) -1
    x(15,20,g111) cover(15,20) 1
    x(15,20,g111) symmetry(15,20,g111) 1
    x(15,21,g111) cover(15,21) 1
    x(15,21,g111) centre(15,21,g111) 1
    x(15,22,g111) cover(15,22) 1
    x(15,22,g111) symmetry(15,20,g111) -1
    x(15,0,g112) cover(15,0) 1
    x(15,0,g112) symmetry(15,0,g112) 1
    x(16,0,g112) cover(16,0) 1
    x(16,0,g112) centre(16,0,g112) 1
    x(17,0,g112) cover(17,0) 1
    x(17,0,g112) symmetry(15,0,g112) -1
    x(14,2,g113) cover(14,2) 1
    x(14,2,g113) symmetry(14,2,g113) 1
    x(14,3,g113) cover(14,3) 1
    x(14,3,g113) symmetry(14,3,g113) 1
    x(15,3,g113) cover(15,3) 1
    x(15,3,g113) symmetry(15,3,g113) 1
    x(15,5,g113) cover(15,5) 1
    x(15,5,g113) symmetry(15,5,g113) 1
    x(15,9,g113) cover(15,9) 1
    x(15,9,g113) symmetry(15,9,g113) 1
    x(16,1,g113) cover(16,1) 1
    x(16,1,g113) symmetry(16,1,g113) 1
    x(16,2,g113) cover(16,2) 1
    x(16,2,g113) symmetry(16,2,g113) 1
    x(16,3,g113) cover(16,3) 1
    x(16,3,g113) symmetry(16,3,g113) 1
    x(16,4,g113) cover(16,4) 1
    x(16,4,g113) symmetry(16,4,g113) 1
    x(16,5,g113) cover(16,5) 1
    x(16,5,g113) centre(16,5,g113) 1
    x(16,5,g113) symmetry(16,5,g113) 1
    x(16,6,g113) cover(16,6) 1
    x(16,6,g113) centre(16,6,g113) 1
    x(16,6,g113) symmetry(16,5,g113) -1
    x(16,7,g113) cover(16,7) 1
    x(16,7,g113) symmetry(16,4,g113) -1
    x(16,8,g113) cover(16,8) 1
    x(16,8,g113) symmetry(16,3,g113) -1
    x(16,9,g113) cover(16,9) 1
    x(16,9,g113) symmetry(16,2,g113) -1
    x(16,10,g113) cover(16,10) 1
    x(16,10,g113) symmetry(16,1,g113) -1
    x(17,2,g113) cover(17,2) 1
    x(17,2,g113) symmetry(15,9,g113) -1
    x(17,6,g113) cover(17,6) 1
    x(17,6,g113) symmetry(15,5,g113) -1
    x(17,8,g113) cover(17,8) 1
    x(17,8,g113) symmetry(15,3,g113) -1
    x(18,8,g113) cover(18,8) 1
    x(18,8,g113) symmetry(14,3,g113) -1
    x(18,9,g113) cover(18,9) 1
    x(18,9,g113) symmetry(14,2,g113) -1
    x(15,8,g114) cover(15,8) 1
    x(15,8,g114) symmetry(15,8,g114) 1
    x(15,9,g114) cover(15,9) 1
    x(15,9,g114) symmetry(15,9,g114) 1
    x(15,11,g114) cover(15,11) 1
    x(15,11,g114) symmetry(15,11,g114) 1
    x(16,7,g114) cover(16,7) 1
    x(16,7,g114) symmetry(16,7,g114) 1
    x(16,8,g114) cover(16,8) 1
    x(16,8,g114) symmetry(16,8,g114) 1
    x(16,9,g114) cover(16,9) 1
    x(16,9,g114) symmetry(16,9,g114) 1
    x(16,10,g114) cover(16,10) 1
    x(16,10,g114) symmetry(16,10,g114) 1
    x(16,11,g114) cover(16,11) 1
    x(16,11,g114) centre(16,11,g114) 1
    x(16,11,g114) symmetry(16,11,g114) 1
    x(16,12,g114) cover(16,12) 1
    x(16,12,g114) centre(16,12,g114) 1
    x(16,12,g114) symmetry(16,11,g114) -1
    x(16,13,g114) cover(16,13) 1
    x(16,13,g114) symmetry(16,10,g114) -1
    x(16,14,g114) cover(16,14) 1
    x(16,14,g114) symmetry(16,9,g114) -1
    x(16,15,g114) cover(16,15) 1
    x(16,15,g114) symmetry(16,8,g114) -1
    x(16,16,g114) cover(16,16) 1
    x(16,16,g114) symmetry(16,7,g114) -1
    x(17,12,g114) cover(17,12) 1
    x(17,12,g114) symmetry(15,11,g114) -1
    x(17,14,g114) cover(17,14) 1
    x(17,14,g114) symmetry(15,9,g114) -1
    x(17,15,g114) cover(17,15) 1
    x(17,15,g114) symmetry(15,8,g114) -1
    x(15,19,g115) cover(15,19) 1
    x(15,19,g115) symmetry(15,19,g115) 1
    x(15,20,g115) cover(15,20) 1
    x(15,20,g115) symmetry(15,20,g115) 1
    x(16,15,g115) cover(16,15) 1
    x(16,15,g115) symmetry(16,15,g115) 1
    x(16,16,g115) cover(16,16) 1
    x(16,16,g115) symmetry(16,16,g115) 1
    x(16,17,g115) cover(16,17) 1
    x(16,17,g115) centre(16,17,g115) 1
    x(16,18,g115) cover(16,18) 1
    x(16,18,g115) symmetry(16,16,g115) -1
    x(16,19,g115) cover(16,19) 1
    x(16,19,g115) symmetry(16,15,g115) -1
    x(17,14,g115) cover(17,14) 1
    x(17,14,g115) symmetry(15,20,g115) -1
    x(17,15,g115) cover(17,15) 1
    x(17,15,g115) symmetry(15,19,g115) -1
    x(15,17,g116) cover(15,17) 1
    x(15,17,g116) symmetry(15,17,g116) 1
    x(15,18,g116) cover(15,18) 1
    x(15,18,g116) symmetry(15,18,g116) 1
    x(15,19,g116) cover(15,19) 1
    x(15,19,g116) symmetry(15,19,g116) 1
    x(15,20,g116) cover(15,20) 1
    x(15,20,g116) symmetry(15,20,g116) 1
    x(16,19,g116) cover(16,19) 1
    x(16,19,g116) symmetry(16,19,g116) 1
    x(16,20,g116) cover(16,20) 1
    x(16,20,g116) centre(16,20,g116) 1
    x(16,20,g116) symmetry(16,20,g116) 1
    x(16,21,g116) cover(16,21) 1
    x(16,21,g116) centre(16,21,g116) 1
    x(16,21,g116) symmetry(16,21,g116) 1
    x(17,20,g116) cover(17,20) 1
    x(17,20,g116) centre(17,20,g116) 1
    x(17,20,g116) symmetry(16,21,g116) -1
    x(17,21,g116) cover(17,21) 1
    x(17,21,g116) centre(17,21,g116) 1
    x(17,21,g116) symmetry(16,20,g116) -1
    x(17,22,g116) cover(17,22) 1
    x(17,22,g116) symmetry(16,19,g116) -1
    x(18,21,g116) cover(18,21) 1
    x(18,21,g116) symmetry(15,20,g116) -1
    x(18,22,g116) cover(18,22) 1
    x(18,22,g116) symmetry(15,19,g116) -1
    x(18,23,g116) cover(18,23) 1
    x(18,23,g116) symmetry(15,18,g116) -1
    x(18,24,g116) cover(18,24) 1
    x(18,24,g116) symmetry(15,17,g116) -1
    x(14,2,g117) cover(14,2) 1
    x(14,2,g117) symmetry(14,2,g117) 1
    x(14,3,g117) cover(14,3) 1
    x(14,3,g117) symmetry(14,3,g117) 1
    x(14,4,g117) cover(14,4) 1
    x(14,4,g117) symmetry(14,4,g117) 1
    x(15,3,g117) cover(15,3) 1
    x(15,3,g117) symmetry(15,3,g117) 1
    x(15,4,g117) cover(15,4) 1
    x(15,4,g117) symmetry(15,4,g117) 1
    x(16,2,g117) cover(16,2) 1
    x(16,2,g117) symmetry(16,2,g117) 1
    x(16,3,g117) cover(16,3) 1
    x(16,3,g117) symmetry(16,3,g117) 1
    x(17,1,g117) cover(17,1) 1
    x(17,1,g117) symmetry(17,1,g117) 1
    x(17,2,g117) cover(17,2) 1
    x(17,2,g117) symmetry(17,2,g117) 1
    x(17,3,g117) cover(17,3) 1
    x(17,3,g117) centre(17,3,g117) 1
    x(17,3,g117) symmetry(17,3,g117) 1
    x(17,4,g117) cover(17,4) 1
    x(17,4,g117) centre(17,4,g117) 1
    x(17,4,g117) symmetry(17,3,g117) -1
    x(17,5,g117) cover(17,5) 1
    x(17,5,g117) symmetry(17,2,g117) -1
    x(17,6,g117) cover(17,6) 1
    x(17,6,g117) symmetry(17,1,g117) -1
    x(18,4,g117) cover(18,4) 1
    x(18,4,g117) symmetry(16,3,g117) -1
    x(18,5,g117) cover(18,5) 1
    x(18,5,g117) symmetry(16,2,g117) -1
    x(19,3,g117) cover(19,3) 1
    x(19,3,g117) symmetry(15,4,g117) -1
    x(19,4,g117) cover(19,4) 1
    x(19,4,g117) symmetry(15,3,g117) -1
    x(20,3,g117) cover(20,3) 1
    x(20,3,g117) symmetry(14,4,g117) -1
    x(20,4,g117) cover(20,4) 1
    x(20,4,g117) symmetry(14,3,g117) -1
    x(20,5,g117) cover(20,5) 1
    x(20,5,g117) symmetry(14,2,g117) -1
    x(16,9,g118) cover(16,9) 1
    x(16,9,g118) symmetry(16,9,g118) 1
    x(16,10,g118) cover(16,10) 1
    x(16,10,g118) symmetry(16,10,g118) 1
    x(17,9,g118) cover(17,9) 1
    x(17,9,g118) centre(17,9,g118) 1
    x(18,8,g118) cover(18,8) 1
    x(18,8,g118) symmetry(16,10,g118) -1
    x(18,9,g118) cover(18,9) 1
    x(18,9,g118) symmetry(16,9,g118) -1
    x(12,18,g119) cover(12,18) 1
    x(12,18,g119) symmetry(12,18,g119) 1
    x(13,15,g119) cover(13,15) 1
    x(13,15,g119) symmetry(13,15,g119) 1
    x(13,17,g119) cover(13,17) 1
    x(13,17,g119) symmetry(13,17,g119) 1
    x(13,18,g119) cover(13,18) 1
    x(13,18,g119) symmetry(13,18,g119) 1
    x(14,15,g119) cover(14,15) 1
    x(14,15,g119) symmetry(14,15,g119) 1
    x(14,16,g119) cover(14,16) 1
    x(14,16,g119) symmetry(14,16,g119) 1
    x(14,17,g119) cover(14,17) 1
    x(14,17,g119) symmetry(14,17,g119) 1
    x(15,16,g119) cover(15,16) 1
    x(15,16,g119) symmetry(15,16,g119) 1
    x(16,15,g119) cover(16,15) 1
    x(16,15,g119) symmetry(16,15,g119) 1
    x(16,16,g119) cover(16,16) 1
    x(16,16,g119) symmetry(16,16,g119) 1
    x(17,16,g119) cover(17,16) 1
    x(17,16,g119) centre(17,16,g119) 1
    x(18,16,g119) cover(18,16) 1
    x(18,16,g119) symmetry(16,16,g119) -1
    x(18,17,g119) cover(18,17) 1
    x(18,17,g119) symmetry(16,15,g119) -1
    x(19,16,g119) cover(19,16) 1
    x(19,16,g119) symmetry(15,16,g119) -1
    x(20,15,g119) cover(20,15) 1
    x(20,15,g119) symmetry(14,17,g119) -1
    x(20,16,g119) cover(20,16) 1
    x(20,16,g119) symmetry(14,16,g119) -1
    x(20,17,g119) cover(20,17) 1
    x(20,17,g119) symmetry(14,15,g119) -1
    x(21,14,g119) cover(21,14) 1
    x(21,14,g119) symmetry(13,18,g119) -1
    x(21,15,g119) cover(21,15) 1
    x(21,15,g119) symmetry(13,17,g119) -1
    x(21,17,g119) cover(21,17) 1
    x(21,17,g119) symmetry(13,15,g119) -1
    x(22,14,g119) cover(22,14) 1
    x(22,14,g119) symmetry(12,18,g119) -1
    x(15,19,g120) cover(15,19) 1
    x(15,19,g120) symmetry(15,19,g120) 1
    x(16,18,g120) cover(16,18) 1
    x(16,18,g120) symmetry(16,18,g120) 1
    x(16,19,g120) cover(16,19) 1
    x(16,19,g120) symmetry(16,19,g120) 1
    x(17,17,g120) cover(17,17) 1
    x(17,17,g120) centre(17,17,g120) 1
    x(17,17,g120) symmetry(17,17,g120) 1
    x(17,18,g120) cover(17,18) 1
    x(17,18,g120) centre(17,18,g120) 1
    x(17,18,g120) symmetry(17,17,g120) -1
    x(18,16,g120) cover(18,16) 1
    x(18,16,g120) symmetry(16,19,g120) -1
    x(18,17,g120) cover(18,17) 1
    x(18,17,g120) symmetry(16,18,g120) -1
    x(19,16,g120) cover(19,16) 1
    x(19,16,g120) symmetry(15,19,g120) -1
    x(17,19,g121) cover(17,19) 1
    x(17,19,g121) centre(17,19,g121) 1
    x(16,22,g122) cover(16,22) 1
    x(16,22,g122) symmetry(16,22,g122) 1
    x(16,23,g122) cover(16,23) 1
    x(16,23,g122) symmetry(16,23,g122) 1
    x(16,24,g122) cover(16,24) 1
    x(16,24,g122) symmetry(16,24,g122) 1
    x(17,22,g122) cover(17,22) 1
    x(17,22,g122) symmetry(17,22,g122) 1
    x(17,23,g122) cover(17,23) 1
    x(17,23,g122) centre(17,23,g122) 1
    x(17,24,g122) cover(17,24) 1
    x(17,24,g122) symmetry(17,22,g122) -1
    x(18,22,g122) cover(18,22) 1
    x(18,22,g122) symmetry(16,24,g122) -1
    x(18,23,g122) cover(18,23) 1
    x(18,23,g122) symmetry(16,23,g122) -1
    x(18,24,g122) cover(18,24) 1
    x(18,24,g122) symmetry(16,22,g122) -1
    x(15,9,g123) cover(15,9) 1
    x(15,9,g123) symmetry(15,9,g123) 1
    x(16,7,g123) cover(16,7) 1
    x(16,7,g123) symmetry(16,7,g123) 1
    x(16,8,g123) cover(16,8) 1
    x(16,8,g123) symmetry(16,8,g123) 1
    x(16,9,g123) cover(16,9) 1
    x(16,9,g123) symmetry(16,9,g123) 1
    x(16,10,g123) cover(16,10) 1
    x(16,10,g123) symmetry(16,10,g123) 1
    x(17,5,g123) cover(17,5) 1
    x(17,5,g123) symmetry(17,5,g123) 1
    x(17,6,g123) cover(17,6) 1
    x(17,6,g123) symmetry(17,6,g123) 1
    x(17,7,g123) cover(17,7) 1
    x(17,7,g123) centre(17,7,g123) 1
    x(17,7,g123) symmetry(17,7,g123) 1
    x(18,7,g123) cover(18,7) 1
    x(18,7,g123) centre(18,7,g123) 1
    x(18,7,g123) symmetry(17,7,g123) -1
    x(18,8,g123) cover(18,8) 1
    x(18,8,g123) symmetry(17,6,g123) -1
    x(18,9,g123) cover(18,9) 1
    x(18,9,g123) symmetry(17,5,g123) -1
    x(19,4,g123) cover(19,4) 1
    x(19,4,g123) symmetry(16,10,g123) -1
    x(19,5,g123) cover(19,5) 1
    x(19,5,g123) symmetry(16,9,g123) -1
    x(19,6,g123) cover(19,6) 1
    x(19,6,g123) symmetry(16,8,g123) -1
    x(19,7,g123) cover(19,7) 1
    x(19,7,g123) symmetry(16,7,g123) -1
    x(20,5,g123) cover(20,5) 1
    x(20,5,g123) symmetry(15,9,g123) -1
    x(17,10,g124) cover(17,10) 1
    x(17,10,g124) centre(17,10,g124) 1
    x(17,10,g124) symmetry(17,10,g124) 1
    x(17,11,g124) cover(17,11) 1
    x(17,11,g124) centre(17,11,g124) 1
    x(17,11,g124) symmetry(17,11,g124) 1
    x(17,12,g124) cover(17,12) 1
    x(17,12,g124) symmetry(17,12,g124) 1
    x(17,13,g124) cover(17,13) 1
    x(17,13,g124) symmetry(17,13,g124) 1
    x(18,8,g124) cover(18,8) 1
    x(18,8,g124) symmetry(17,13,g124) -1
    x(18,9,g124) cover(18,9) 1
    x(18,9,g124) symmetry(17,12,g124) -1
    x(18,10,g124) cover(18,10) 1
    x(18,10,g124) centre(18,10,g124) 1
    x(18,10,g124) symmetry(17,11,g124) -1
    x(18,11,g124) cover(18,11) 1
    x(18,11,g124) centre(18,11,g124) 1
    x(18,11,g124) symmetry(17,10,g124) -1
    x(16,1,g125) cover(16,1) 1
    x(16,1,g125) symmetry(16,1,g125) 1
    x(16,2,g125) cover(16,2) 1
    x(16,2,g125) symmetry(16,2,g125) 1
    x(17,0,g125) cover(17,0) 1
    x(17,0,g125) symmetry(17,0,g125) 1
    x(17,1,g125) cover(17,1) 1
    x(17,1,g125) symmetry(17,1,g125) 1
    x(17,2,g125) cover(17,2) 1
    x(17,2,g125) symmetry(17,2,g125) 1
    x(18,2,g125) cover(18,2) 1
    x(18,2,g125) centre(18,2,g125) 1
    x(18,2,g125) symmetry(18,2,g125) 1
    x(18,3,g125) cover(18,3) 1
    x(18,3,g125) centre(18,3,g125) 1
    x(18,3,g125) symmetry(18,2,g125) -1
    x(19,3,g125) cover(19,3) 1
    x(19,3,g125) symmetry(17,2,g125) -1
    x(19,4,g125) cover(19,4) 1
    x(19,4,g125) symmetry(17,1,g125) -1
    x(19,5,g125) cover(19,5) 1
    x(19,5,g125) symmetry(17,0,g125) -1
    x(20,3,g125) cover(20,3) 1
    x(20,3,g125) symmetry(16,2,g125) -1
    x(20,4,g125) cover(20,4) 1
    x(20,4,g125) symmetry(16,1,g125) -1
    x(17,5,g126) cover(17,5) 1
    x(17,5,g126) symmetry(17,5,g126) 1
    x(17,6,g126) cover(17,6) 1
    x(17,6,g126) symmetry(17,6,g126) 1
    x(18,6,g126) cover(18,6) 1
    x(18,6,g126) centre(18,6,g126) 1
    x(19,6,g126) cover(19,6) 1
    x(19,6,g126) symmetry(17,6,g126) -1
    x(19,7,g126) cover(19,7) 1
    x(19,7,g126) symmetry(17,5,g126) -1
    x(15,14,g127) cover(15,14) 1
    x(15,14,g127) symmetry(15,14,g127) 1
    x(16,13,g127) cover(16,13) 1
    x(16,13,g127) symmetry(16,13,g127) 1
    x(16,14,g127) cover(16,14) 1
    x(16,14,g127) symmetry(16,14,g127) 1
    x(17,12,g127) cover(17,12) 1
    x(17,12,g127) symmetry(17,12,g127) 1
    x(17,13,g127) cover(17,13) 1
    x(17,13,g127) symmetry(17,13,g127) 1
    x(18,12,g127) cover(18,12) 1
    x(18,12,g127) centre(18,12,g127) 1
    x(18,12,g127) symmetry(18,12,g127) 1
    x(18,13,g127) cover(18,13) 1
    x(18,13,g127) centre(18,13,g127) 1
    x(18,13,g127) symmetry(18,12,g127) -1
    x(19,12,g127) cover(19,12) 1
    x(19,12,g127) symmetry(17,13,g127) -1
    x(19,13,g127) cover(19,13) 1
    x(19,13,g127) symmetry(17,12,g127) -1
    x(20,11,g127) cover(20,11) 1
    x(20,11,g127) symmetry(16,14,g127) -1
    x(20,12,g127) cover(20,12) 1
    x(20,12,g127) symmetry(16,13,g127) -1
    x(21,11,g127) cover(21,11) 1
    x(21,11,g127) symmetry(15,14,g127) -1
    x(18,16,g128) cover(18,16) 1
    x(18,16,g128) symmetry(18,16,g128) 1
    x(18,17,g128) cover(18,17) 1
    x(18,17,g128) symmetry(18,17,g128) 1
    x(18,18,g128) cover(18,18) 1
    x(18,18,g128) centre(18,18,g128) 1
    x(18,18,g128) symmetry(18,18,g128) 1
    x(18,19,g128) cover(18,19) 1
    x(18,19,g128) centre(18,19,g128) 1
    x(18,19,g128) symmetry(18,18,g128) -1
    x(18,20,g128) cover(18,20) 1
    x(18,20,g128) symmetry(18,17,g128) -1
    x(18,21,g128) cover(18,21) 1
    x(18,21,g128) symmetry(18,16,g128) -1
    x(17,0,g129) cover(17,0) 1
    x(17,0,g129) symmetry(17,0,g129) 1
    x(18,0,g129) cover(18,0) 1
    x(18,0,g129) centre(18,0,g129) 1
    x(18,0,g129) symmetry(18,0,g129) 1
    x(18,1,g129) cover(18,1) 1
    x(18,1,g129) centre(18,1,g129) 1
    x(18,1,g129) symmetry(18,1,g129) 1
    x(19,0,g129) cover(19,0) 1
    x(19,0,g129) centre(19,0,g129) 1
    x(19,0,g129) symmetry(18,1,g129) -1
    x(19,1,g129) cover(19,1) 1
    x(19,1,g129) centre(19,1,g129) 1
    x(19,1,g129) symmetry(18,0,g129) -1
    x(20,1,g129) cover(20,1) 1
    x(20,1,g129) symmetry(17,0,g129) -1
    x(13,15,g130) cover(13,15) 1
    x(13,15,g130) symmetry(13,15,g130) 1
    x(13,17,g130) cover(13,17) 1
    x(13,17,g130) symmetry(13,17,g130) 1
    x(13,18,g130) cover(13,18) 1
    x(13,18,g130) symmetry(13,18,g130) 1
    x(14,15,g130) cover(14,15) 1
    x(14,15,g130) symmetry(14,15,g130) 1
    x(14,16,g130) cover(14,16) 1
    x(14,16,g130) symmetry(14,16,g130) 1
    x(14,17,g130) cover(14,17) 1
    x(14,17,g130) symmetry(14,17,g130) 1
    x(15,13,g130) cover(15,13) 1
    x(15,13,g130) symmetry(15,13,g130) 1
    x(15,14,g130) cover(15,14) 1
    x(15,14,g130) symmetry(15,14,g130) 1
    x(15,16,g130) cover(15,16) 1
    x(15,16,g130) symmetry(15,16,g130) 1
    x(16,13,g130) cover(16,13) 1
    x(16,13,g130) symmetry(16,13,g130) 1
    x(16,14,g130) cover(16,14) 1
    x(16,14,g130) symmetry(16,14,g130) 1
    x(16,15,g130) cover(16,15) 1
    x(16,15,g130) symmetry(16,15,g130) 1
    x(16,16,g130) cover(16,16) 1
    x(16,16,g130) symmetry(16,16,g130) 1
    x(17,13,g130) cover(17,13) 1
    x(17,13,g130) symmetry(17,13,g130) 1
    x(17,14,g130) cover(17,14) 1
    x(17,14,g130) symmetry(17,14,g130) 1
    x(17,15,g130) cover(17,15) 1
    x(17,15,g130) symmetry(17,15,g130) 1
    x(18,14,g130) cover(18,14) 1
    x(18,14,g130) symmetry(18,14,g130) 1
    x(18,15,g130) cover(18,15) 1
    x(18,15,g130) centre(18,15,g130) 1
    x(18,15,g130) symmetry(18,15,g130) 1
    x(18,16,g130) cover(18,16) 1
    x(18,16,g130) symmetry(18,16,g130) 1
    x(18,17,g130) cover(18,17) 1
    x(18,17,g130) symmetry(18,17,g130) 1
    x(19,13,g130) cover(19,13) 1
    x(19,13,g130) symmetry(18,17,g130) -1
    x(19,14,g130) cover(19,14) 1
    x(19,14,g130) symmetry(18,16,g130) -1
    x(19,15,g130) cover(19,15) 1
    x(19,15,g130) centre(19,15,g130) 1
    x(19,15,g130) symmetry(18,15,g130) -1
    x(19,16,g130) cover(19,16) 1
    x(19,16,g130) symmetry(18,14,g130) -1
    x(20,15,g130) cover(20,15) 1
    x(20,15,g130) symmetry(17,15,g130) -1
    x(20,16,g130) cover(20,16) 1
    x(20,16,g130) symmetry(17,14,g130) -1
    x(20,17,g130) cover(20,17) 1
    x(20,17,g130) symmetry(17,13,g130) -1
    x(21,14,g130) cover(21,14) 1
    x(21,14,g130) symmetry(16,16,g130) -1
    x(21,15,g130) cover(21,15) 1
    x(21,15,g130) symmetry(16,15,g130) -1
    x(21,16,g130) cover(21,16) 1
    x(21,16,g130) symmetry(16,14,g130) -1
    x(21,17,g130) cover(21,17) 1
    x(21,17,g130) symmetry(16,13,g130) -1
    x(22,14,g130) cover(22,14) 1
    x(22,14,g130) symmetry(15,16,g130) -1
    x(22,16,g130) cover(22,16) 1
    x(22,16,g130) symmetry(15,14,g130) -1
    x(22,17,g130) cover(22,17) 1
    x(22,17,g130) symmetry(15,13,g130) -1
    x(23,13,g130) cover(23,13) 1
    x(23,13,g130) symmetry(14,17,g130) -1
    x(23,14,g130) cover(23,14) 1
    x(23,14,g130) symmetry(14,16,g130) -1
    x(23,15,g130) cover(23,15) 1
    x(23,15,g130) symmetry(14,15,g130) -1
    x(24,12,g130) cover(24,12) 1
    x(24,12,g130) symmetry(13,18,g130) -1
    x(24,13,g130) cover(24,13) 1
    x(24,13,g130) symmetry(13,17,g130) -1
    x(24,15,g130) cover(24,15) 1
    x(24,15,g130) symmetry(13,15,g130) -1
    x(18,8,g131) cover(18,8) 1
    x(18,8,g131) symmetry(18,8,g131) 1
    x(18,9,g131) cover(18,9) 1
    x(18,9,g131) symmetry(18,9,g131) 1
    x(19,8,g131) cover(19,8) 1
    x(19,8,g131) centre(19,8,g131) 1
    x(19,8,g131) symmetry(19,8,g131) 1
    x(19,9,g131) cover(19,9) 1
    x(19,9,g131) centre(19,9,g131) 1
    x(19,9,g131) symmetry(19,8,g131) -1
    x(20,8,g131) cover(20,8) 1
    x(20,8,g131) symmetry(18,9,g131) -1
    x(20,9,g131) cover(20,9) 1
    x(20,9,g131) symmetry(18,8,g131) -1
    x(19,10,g132) cover(19,10) 1
    x(19,10,g132) centre(19,10,g132) 1
    x(19,10,g132) symmetry(19,10,g132) 1
    x(19,11,g132) cover(19,11) 1
    x(19,11,g132) centre(19,11,g132) 1
    x(19,11,g132) symmetry(19,10,g132) -1
    x(18,17,g133) cover(18,17) 1
    x(18,17,g133) symmetry(18,17,g133) 1
    x(19,16,g133) cover(19,16) 1
    x(19,16,g133) symmetry(19,16,g133) 1
    x(19,17,g133) cover(19,17) 1
    x(19,17,g133) centre(19,17,g133) 1
    x(19,18,g133) cover(19,18) 1
    x(19,18,g133) symmetry(19,16,g133) -1
    x(20,17,g133) cover(20,17) 1
    x(20,17,g133) symmetry(18,17,g133) -1
    x(19,18,g134) cover(19,18) 1
    x(19,18,g134) symmetry(19,18,g134) 1
    x(19,19,g134) cover(19,19) 1
    x(19,19,g134) centre(19,19,g134) 1
    x(19,20,g134) cover(19,20) 1
    x(19,20,g134) symmetry(19,18,g134) -1
    x(18,21,g135) cover(18,21) 1
    x(18,21,g135) symmetry(18,21,g135) 1
    x(18,22,g135) cover(18,22) 1
    x(18,22,g135) symmetry(18,22,g135) 1
    x(18,23,g135) cover(18,23) 1
    x(18,23,g135) symmetry(18,23,g135) 1
    x(19,21,g135) cover(19,21) 1
    x(19,21,g135) centre(19,21,g135) 1
    x(19,21,g135) symmetry(19,21,g135) 1
    x(19,22,g135) cover(19,22) 1
    x(19,22,g135) centre(19,22,g135) 1
    x(19,22,g135) symmetry(19,21,g135) -1
    x(20,20,g135) cover(20,20) 1
    x(20,20,g135) symmetry(18,23,g135) -1
    x(20,21,g135) cover(20,21) 1
    x(20,21,g135) symmetry(18,22,g135) -1
    x(20,22,g135) cover(20,22) 1
    x(20,22,g135) symmetry(18,21,g135) -1
    x(19,2,g136) cover(19,2) 1
    x(19,2,g136) centre(19,2,g136) 1
    x(19,2,g136) symmetry(19,2,g136) 1
    x(19,3,g136) cover(19,3) 1
    x(19,3,g136) symmetry(19,3,g136) 1
    x(20,1,g136) cover(20,1) 1
    x(20,1,g136) symmetry(19,3,g136) -1
    x(20,2,g136) cover(20,2) 1
    x(20,2,g136) centre(20,2,g136) 1
    x(20,2,g136) symmetry(19,2,g136) -1
    x(18,23,g137) cover(18,23) 1
    x(18,23,g137) symmetry(18,23,g137) 1
    x(19,23,g137) cover(19,23) 1
    x(19,23,g137) centre(19,23,g137) 1
    x(19,23,g137) symmetry(19,23,g137) 1
    x(19,24,g137) cover(19,24) 1
    x(19,24,g137) centre(19,24,g137) 1
    x(19,24,g137) symmetry(19,24,g137) 1
    x(20,23,g137) cover(20,23) 1
    x(20,23,g137) centre(20,23,g137) 1
    x(20,23,g137) symmetry(19,24,g137) -1
    x(20,24,g137) cover(20,24) 1
    x(20,24,g137) centre(20,24,g137) 1
    x(20,24,g137) symmetry(19,23,g137) -1
    x(21,24,g137) cover(21,24) 1
    x(21,24,g137) symmetry(18,23,g137) -1
    x(19,12,g138) cover(19,12) 1
    x(19,12,g138) symmetry(19,12,g138) 1
    x(19,13,g138) cover(19,13) 1
    x(19,13,g138) symmetry(19,13,g138) 1
    x(20,7,g138) cover(20,7) 1
    x(20,7,g138) symmetry(20,7,g138) 1
    x(20,8,g138) cover(20,8) 1
    x(20,8,g138) symmetry(20,8,g138) 1
    x(20,9,g138) cover(20,9) 1
    x(20,9,g138) symmetry(20,9,g138) 1
    x(20,10,g138) cover(20,10) 1
    x(20,10,g138) centre(20,10,g138) 1
    x(20,11,g138) cover(20,11) 1
    x(20,11,g138) symmetry(20,9,g138) -1
    x(20,12,g138) cover(20,12) 1
    x(20,12,g138) symmetry(20,8,g138) -1
    x(20,13,g138) cover(20,13) 1
    x(20,13,g138) symmetry(20,7,g138) -1
    x(21,7,g138) cover(21,7) 1
    x(21,7,g138) symmetry(19,13,g138) -1
    x(21,8,g138) cover(21,8) 1
    x(21,8,g138) symmetry(19,12,g138) -1
    x(18,20,g139) cover(18,20) 1
    x(18,20,g139) symmetry(18,20,g139) 1
    x(18,21,g139) cover(18,21) 1
    x(18,21,g139) symmetry(18,21,g139) 1
    x(19,20,g139) cover(19,20) 1
    x(19,20,g139) symmetry(19,20,g139) 1
    x(20,15,g139) cover(20,15) 1
    x(20,15,g139) symmetry(20,15,g139) 1
    x(20,16,g139) cover(20,16) 1
    x(20,16,g139) symmetry(20,16,g139) 1
    x(20,17,g139) cover(20,17) 1
    x(20,17,g139) symmetry(20,17,g139) 1
    x(20,18,g139) cover(20,18) 1
    x(20,18,g139) centre(20,18,g139) 1
    x(20,18,g139) symmetry(20,18,g139) 1
    x(20,19,g139) cover(20,19) 1
    x(20,19,g139) centre(20,19,g139) 1
    x(20,19,g139) symmetry(20,18,g139) -1
    x(20,20,g139) cover(20,20) 1
    x(20,20,g139) symmetry(20,17,g139) -1
    x(20,21,g139) cover(20,21) 1
    x(20,21,g139) symmetry(20,16,g139) -1
    x(20,22,g139) cover(20,22) 1
    x(20,22,g139) symmetry(20,15,g139) -1
    x(21,17,g139) cover(21,17) 1
    x(21,17,g139) symmetry(19,20,g139) -1
    x(22,16,g139) cover(22,16) 1
    x(22,16,g139) symmetry(18,21,g139) -1
    x(22,17,g139) cover(22,17) 1
    x(22,17,g139) symmetry(18,20,g139) -1
    x(20,0,g140) cover(20,0) 1
    x(20,0,g140) centre(20,0,g140) 1
    x(20,0,g140) symmetry(20,0,g140) 1
    x(21,0,g140) cover(21,0) 1
    x(21,0,g140) centre(21,0,g140) 1
    x(21,0,g140) symmetry(20,0,g140) -1
    x(17,5,g141) cover(17,5) 1
    x(17,5,g141) symmetry(17,5,g141) 1
    x(18,5,g141) cover(18,5) 1
    x(18,5,g141) symmetry(18,5,g141) 1
    x(19,5,g141) cover(19,5) 1
    x(19,5,g141) symmetry(19,5,g141) 1
    x(19,7,g141) cover(19,7) 1
    x(19,7,g141) symmetry(19,7,g141) 1
    x(20,4,g141) cover(20,4) 1
    x(20,4,g141) symmetry(20,4,g141) 1
    x(20,5,g141) cover(20,5) 1
    x(20,5,g141) symmetry(20,5,g141) 1
    x(20,6,g141) cover(20,6) 1
    x(20,6,g141) centre(20,6,g141) 1
    x(20,6,g141) symmetry(20,6,g141) 1
    x(20,7,g141) cover(20,7) 1
    x(20,7,g141) symmetry(20,7,g141) 1
    x(20,8,g141) cover(20,8) 1
    x(20,8,g141) symmetry(20,8,g141) 1
    x(20,9,g141) cover(20,9) 1
    x(20,9,g141) symmetry(20,9,g141) 1
    x(21,3,g141) cover(21,3) 1
    x(21,3,g141) symmetry(20,9,g141) -1
    x(21,4,g141) cover(21,4) 1
    x(21,4,g141) symmetry(20,8,g141) -1
    x(21,5,g141) cover(21,5) 1
    x(21,5,g141) symmetry(20,7,g141) -1
    x(21,6,g141) cover(21,6) 1
    x(21,6,g141) centre(21,6,g141) 1
    x(21,6,g141) symmetry(20,6,g141) -1
    x(21,7,g141) cover(21,7) 1
    x(21,7,g141) symmetry(20,5,g141) -1
    x(21,8,g141) cover(21,8) 1
    x(21,8,g141) symmetry(20,4,g141) -1
    x(22,5,g141) cover(22,5) 1
    x(22,5,g141) symmetry(19,7,g141) -1
    x(22,7,g141) cover(22,7) 1
    x(22,7,g141) symmetry(19,5,g141) -1
    x(23,7,g141) cover(23,7) 1
    x(23,7,g141) symmetry(18,5,g141) -1
    x(24,7,g141) cover(24,7) 1
    x(24,7,g141) symmetry(17,5,g141) -1
    x(20,8,g142) cover(20,8) 1
    x(20,8,g142) symmetry(20,8,g142) 1
    x(20,9,g142) cover(20,9) 1
    x(20,9,g142) symmetry(20,9,g142) 1
    x(21,8,g142) cover(21,8) 1
    x(21,8,g142) symmetry(21,8,g142) 1
    x(21,9,g142) cover(21,9) 1
    x(21,9,g142) centre(21,9,g142) 1
    x(21,9,g142) symmetry(21,9,g142) 1
    x(21,10,g142) cover(21,10) 1
    x(21,10,g142) centre(21,10,g142) 1
    x(21,10,g142) symmetry(21,9,g142) -1
    x(21,11,g142) cover(21,11) 1
    x(21,11,g142) symmetry(21,8,g142) -1
    x(22,10,g142) cover(22,10) 1
    x(22,10,g142) symmetry(20,9,g142) -1
    x(22,11,g142) cover(22,11) 1
    x(22,11,g142) symmetry(20,8,g142) -1
    x(20,20,g143) cover(20,20) 1
    x(20,20,g143) symmetry(20,20,g143) 1
    x(20,21,g143) cover(20,21) 1
    x(20,21,g143) symmetry(20,21,g143) 1
    x(21,17,g143) cover(21,17) 1
    x(21,17,g143) symmetry(21,17,g143) 1
    x(21,18,g143) cover(21,18) 1
    x(21,18,g143) centre(21,18,g143) 1
    x(21,18,g143) symmetry(21,18,g143) 1
    x(21,19,g143) cover(21,19) 1
    x(21,19,g143) centre(21,19,g143) 1
    x(21,19,g143) symmetry(21,18,g143) -1
    x(21,20,g143) cover(21,20) 1
    x(21,20,g143) symmetry(21,17,g143) -1
    x(22,16,g143) cover(22,16) 1
    x(22,16,g143) symmetry(20,21,g143) -1
    x(22,17,g143) cover(22,17) 1
    x(22,17,g143) symmetry(20,20,g143) -1
    x(20,20,g144) cover(20,20) 1
    x(20,20,g144) symmetry(20,20,g144) 1
    x(21,20,g144) cover(21,20) 1
    x(21,20,g144) symmetry(21,20,g144) 1
    x(21,21,g144) cover(21,21) 1
    x(21,21,g144) centre(21,21,g144) 1
    x(21,22,g144) cover(21,22) 1
    x(21,22,g144) symmetry(21,20,g144) -1
    x(22,22,g144) cover(22,22) 1
    x(22,22,g144) symmetry(20,20,g144) -1
    x(21,22,g145) cover(21,22) 1
    x(21,22,g145) symmetry(21,22,g145) 1
    x(21,23,g145) cover(21,23) 1
    x(21,23,g145) centre(21,23,g145) 1
    x(21,24,g145) cover(21,24) 1
    x(21,24,g145) symmetry(21,22,g145) -1
    x(19,3,g146) cover(19,3) 1
    x(19,3,g146) symmetry(19,3,g146) 1
    x(20,1,g146) cover(20,1) 1
    x(20,1,g146) symmetry(20,1,g146) 1
    x(20,3,g146) cover(20,3) 1
    x(20,3,g146) symmetry(20,3,g146) 1
    x(21,1,g146) cover(21,1) 1
    x(21,1,g146) centre(21,1,g146) 1
    x(21,1,g146) symmetry(21,1,g146) 1
    x(21,2,g146) cover(21,2) 1
    x(21,2,g146) centre(21,2,g146) 1
    x(21,2,g146) symmetry(21,2,g146) 1
    x(21,3,g146) cover(21,3) 1
    x(21,3,g146) symmetry(21,3,g146) 1
    x(22,0,g146) cover(22,0) 1
    x(22,0,g146) symmetry(21,3,g146) -1
    x(22,1,g146) cover(22,1) 1
    x(22,1,g146) centre(22,1,g146) 1
    x(22,1,g146) symmetry(21,2,g146) -1
    x(22,2,g146) cover(22,2) 1
    x(22,2,g146) centre(22,2,g146) 1
    x(22,2,g146) symmetry(21,1,g146) -1
    x(23,0,g146) cover(23,0) 1
    x(23,0,g146) symmetry(20,3,g146) -1
    x(23,2,g146) cover(23,2) 1
    x(23,2,g146) symmetry(20,1,g146) -1
    x(24,0,g146) cover(24,0) 1
    x(24,0,g146) symmetry(19,3,g146) -1
    x(19,12,g147) cover(19,12) 1
    x(19,12,g147) symmetry(19,12,g147) 1
    x(19,13,g147) cover(19,13) 1
    x(19,13,g147) symmetry(19,13,g147) 1
    x(19,14,g147) cover(19,14) 1
    x(19,14,g147) symmetry(19,14,g147) 1
    x(20,11,g147) cover(20,11) 1
    x(20,11,g147) symmetry(20,11,g147) 1
    x(20,12,g147) cover(20,12) 1
    x(20,12,g147) symmetry(20,12,g147) 1
    x(20,13,g147) cover(20,13) 1
    x(20,13,g147) symmetry(20,13,g147) 1
    x(20,14,g147) cover(20,14) 1
    x(20,14,g147) symmetry(20,14,g147) 1
    x(21,11,g147) cover(21,11) 1
    x(21,11,g147) symmetry(21,11,g147) 1
    x(21,12,g147) cover(21,12) 1
    x(21,12,g147) centre(21,12,g147) 1
    x(21,12,g147) symmetry(21,12,g147) 1
    x(21,13,g147) cover(21,13) 1
    x(21,13,g147) centre(21,13,g147) 1
    x(21,13,g147) symmetry(21,13,g147) 1
    x(21,14,g147) cover(21,14) 1
    x(21,14,g147) symmetry(21,14,g147) 1
    x(21,15,g147) cover(21,15) 1
    x(21,15,g147) symmetry(21,15,g147) 1
    x(21,16,g147) cover(21,16) 1
    x(21,16,g147) symmetry(21,16,g147) 1
    x(22,9,g147) cover(22,9) 1
    x(22,9,g147) symmetry(21,16,g147) -1
    x(22,10,g147) cover(22,10) 1
    x(22,10,g147) symmetry(21,15,g147) -1
    x(22,11,g147) cover(22,11) 1
    x(22,11,g147) symmetry(21,14,g147) -1
    x(22,12,g147) cover(22,12) 1
    x(22,12,g147) centre(22,12,g147) 1
    x(22,12,g147) symmetry(21,13,g147) -1
    x(22,13,g147) cover(22,13) 1
    x(22,13,g147) centre(22,13,g147) 1
    x(22,13,g147) symmetry(21,12,g147) -1
    x(22,14,g147) cover(22,14) 1
    x(22,14,g147) symmetry(21,11,g147) -1
    x(23,11,g147) cover(23,11) 1
    x(23,11,g147) symmetry(20,14,g147) -1
    x(23,12,g147) cover(23,12) 1
    x(23,12,g147) symmetry(20,13,g147) -1
    x(23,13,g147) cover(23,13) 1
    x(23,13,g147) symmetry(20,12,g147) -1
    x(23,14,g147) cover(23,14) 1
    x(23,14,g147) symmetry(20,11,g147) -1
    x(24,11,g147) cover(24,11) 1
    x(24,11,g147) symmetry(19,14,g147) -1
    x(24,12,g147) cover(24,12) 1
    x(24,12,g147) symmetry(19,13,g147) -1
    x(24,13,g147) cover(24,13) 1
    x(24,13,g147) symmetry(19,12,g147) -1
    x(20,4,g148) cover(20,4) 1
    x(20,4,g148) symmetry(20,4,g148) 1
    x(21,4,g148) cover(21,4) 1
    x(21,4,g148) symmetry(21,4,g148) 1
    x(21,5,g148) cover(21,5) 1
    x(21,5,g148) symmetry(21,5,g148) 1
    x(22,3,g148) cover(22,3) 1
    x(22,3,g148) centre(22,3,g148) 1
    x(22,3,g148) symmetry(22,3,g148) 1
    x(22,4,g148) cover(22,4) 1
    x(22,4,g148) centre(22,4,g148) 1
    x(22,4,g148) symmetry(22,3,g148) -1
    x(23,2,g148) cover(23,2) 1
    x(23,2,g148) symmetry(21,5,g148) -1
    x(23,3,g148) cover(23,3) 1
    x(23,3,g148) symmetry(21,4,g148) -1
    x(24,3,g148) cover(24,3) 1
    x(24,3,g148) symmetry(20,4,g148) -1
    x(20,4,g149) cover(20,4) 1
    x(20,4,g149) symmetry(20,4,g149) 1
    x(20,5,g149) cover(20,5) 1
    x(20,5,g149) symmetry(20,5,g149) 1
    x(21,5,g149) cover(21,5) 1
    x(21,5,g149) symmetry(21,5,g149) 1
    x(22,5,g149) cover(22,5) 1
    x(22,5,g149) symmetry(22,5,g149) 1
    x(22,6,g149) cover(22,6) 1
    x(22,6,g149) centre(22,6,g149) 1
    x(22,7,g149) cover(22,7) 1
    x(22,7,g149) symmetry(22,5,g149) -1
    x(23,7,g149) cover(23,7) 1
    x(23,7,g149) symmetry(21,5,g149) -1
    x(24,7,g149) cover(24,7) 1
    x(24,7,g149) symmetry(20,5,g149) -1
    x(24,8,g149) cover(24,8) 1
    x(24,8,g149) symmetry(20,4,g149) -1
    x(20,15,g150) cover(20,15) 1
    x(20,15,g150) symmetry(20,15,g150) 1
    x(20,16,g150) cover(20,16) 1
    x(20,16,g150) symmetry(20,16,g150) 1
    x(20,17,g150) cover(20,17) 1
    x(20,17,g150) symmetry(20,17,g150) 1
    x(21,15,g150) cover(21,15) 1
    x(21,15,g150) symmetry(21,15,g150) 1
    x(21,16,g150) cover(21,16) 1
    x(21,16,g150) symmetry(21,16,g150) 1
    x(21,17,g150) cover(21,17) 1
    x(21,17,g150) symmetry(21,17,g150) 1
    x(22,14,g150) cover(22,14) 1
    x(22,14,g150) symmetry(22,14,g150) 1
    x(22,15,g150) cover(22,15) 1
    x(22,15,g150) centre(22,15,g150) 1
    x(22,16,g150) cover(22,16) 1
    x(22,16,g150) symmetry(22,14,g150) -1
    x(23,13,g150) cover(23,13) 1
    x(23,13,g150) symmetry(21,17,g150) -1
    x(23,14,g150) cover(23,14) 1
    x(23,14,g150) symmetry(21,16,g150) -1
    x(23,15,g150) cover(23,15) 1
    x(23,15,g150) symmetry(21,15,g150) -1
    x(24,13,g150) cover(24,13) 1
    x(24,13,g150) symmetry(20,17,g150) -1
    x(24,14,g150) cover(24,14) 1
    x(24,14,g150) symmetry(20,16,g150) -1
    x(24,15,g150) cover(24,15) 1
    x(24,15,g150) symmetry(20,15,g150) -1
    x(20,22,g151) cover(20,22) 1
    x(20,22,g151) symmetry(20,22,g151) 1
    x(21,22,g151) cover(21,22) 1
    x(21,22,g151) symmetry(21,22,g151) 1
    x(22,18,g151) cover(22,18) 1
    x(22,18,g151) symmetry(22,18,g151) 1
    x(22,19,g151) cover(22,19) 1
    x(22,19,g151) symmetry(22,19,g151) 1
    x(22,20,g151) cover(22,20) 1
    x(22,20,g151) centre(22,20,g151) 1
    x(22,20,g151) symmetry(22,20,g151) 1
    x(22,21,g151) cover(22,21) 1
    x(22,21,g151) centre(22,21,g151) 1
    x(22,21,g151) symmetry(22,20,g151) -1
    x(22,22,g151) cover(22,22) 1
    x(22,22,g151) symmetry(22,19,g151) -1
    x(22,23,g151) cover(22,23) 1
    x(22,23,g151) symmetry(22,18,g151) -1
    x(23,19,g151) cover(23,19) 1
    x(23,19,g151) symmetry(21,22,g151) -1
    x(24,19,g151) cover(24,19) 1
    x(24,19,g151) symmetry(20,22,g151) -1
    x(21,8,g152) cover(21,8) 1
    x(21,8,g152) symmetry(21,8,g152) 1
    x(22,8,g152) cover(22,8) 1
    x(22,8,g152) centre(22,8,g152) 1
    x(22,8,g152) symmetry(22,8,g152) 1
    x(22,9,g152) cover(22,9) 1
    x(22,9,g152) symmetry(22,9,g152) 1
    x(23,7,g152) cover(23,7) 1
    x(23,7,g152) symmetry(22,9,g152) -1
    x(23,8,g152) cover(23,8) 1
    x(23,8,g152) centre(23,8,g152) 1
    x(23,8,g152) symmetry(22,8,g152) -1
    x(24,8,g152) cover(24,8) 1
    x(24,8,g152) symmetry(21,8,g152) -1
    x(21,24,g153) cover(21,24) 1
    x(21,24,g153) symmetry(21,24,g153) 1
    x(22,24,g153) cover(22,24) 1
    x(22,24,g153) centre(22,24,g153) 1
    x(22,24,g153) symmetry(22,24,g153) 1
    x(23,24,g153) cover(23,24) 1
    x(23,24,g153) centre(23,24,g153) 1
    x(23,24,g153) symmetry(22,24,g153) -1
    x(24,24,g153) cover(24,24) 1
    x(24,24,g153) symmetry(21,24,g153) -1
    x(23,0,g154) cover(23,0) 1
    x(23,0,g154) symmetry(23,0,g154) 1
    x(23,1,g154) cover(23,1) 1
    x(23,1,g154) centre(23,1,g154) 1
    x(23,2,g154) cover(23,2) 1
    x(23,2,g154) symmetry(23,0,g154) -1
    x(22,14,g155) cover(22,14) 1
    x(22,14,g155) symmetry(22,14,g155) 1
    x(22,18,g155) cover(22,18) 1
    x(22,18,g155) symmetry(22,18,g155) 1
    x(22,19,g155) cover(22,19) 1
    x(22,19,g155) symmetry(22,19,g155) 1
    x(23,14,g155) cover(23,14) 1
    x(23,14,g155) symmetry(23,14,g155) 1
    x(23,15,g155) cover(23,15) 1
    x(23,15,g155) symmetry(23,15,g155) 1
    x(23,16,g155) cover(23,16) 1
    x(23,16,g155) centre(23,16,g155) 1
    x(23,16,g155) symmetry(23,16,g155) 1
    x(23,17,g155) cover(23,17) 1
    x(23,17,g155) centre(23,17,g155) 1
    x(23,17,g155) symmetry(23,16,g155) -1
    x(23,18,g155) cover(23,18) 1
    x(23,18,g155) symmetry(23,15,g155) -1
    x(23,19,g155) cover(23,19) 1
    x(23,19,g155) symmetry(23,14,g155) -1
    x(24,14,g155) cover(24,14) 1
    x(24,14,g155) symmetry(22,19,g155) -1
    x(24,15,g155) cover(24,15) 1
    x(24,15,g155) symmetry(22,18,g155) -1
    x(24,19,g155) cover(24,19) 1
    x(24,19,g155) symmetry(22,14,g155) -1
    x(23,22,g156) cover(23,22) 1
    x(23,22,g156) centre(23,22,g156) 1
    x(23,22,g156) symmetry(23,22,g156) 1
    x(23,23,g156) cover(23,23) 1
    x(23,23,g156) centre(23,23,g156) 1
    x(23,23,g156) symmetry(23,22,g156) -1
    x(23,4,g157) cover(23,4) 1
    x(23,4,g157) centre(23,4,g157) 1
    x(23,4,g157) symmetry(23,4,g157) 1
    x(24,4,g157) cover(24,4) 1
    x(24,4,g157) centre(24,4,g157) 1
    x(24,4,g157) symmetry(23,4,g157) -1
    x(23,5,g158) cover(23,5) 1
    x(23,5,g158) centre(23,5,g158) 1
    x(23,5,g158) symmetry(23,5,g158) 1
    x(23,6,g158) cover(23,6) 1
    x(23,6,g158) centre(23,6,g158) 1
    x(23,6,g158) symmetry(23,6,g158) 1
    x(24,5,g158) cover(24,5) 1
    x(24,5,g158) centre(24,5,g158) 1
    x(24,5,g158) symmetry(23,6,g158) -1
    x(24,6,g158) cover(24,6) 1
    x(24,6,g158) centre(24,6,g158) 1
    x(24,6,g158) symmetry(23,5,g158) -1
    x(23,7,g159) cover(23,7) 1
    x(23,7,g159) symmetry(23,7,g159) 1
    x(23,9,g159) cover(23,9) 1
    x(23,9,g159) centre(23,9,g159) 1
    x(23,9,g159) symmetry(23,9,g159) 1
    x(23,10,g159) cover(23,10) 1
    x(23,10,g159) centre(23,10,g159) 1
    x(23,10,g159) symmetry(23,10,g159) 1
    x(23,11,g159) cover(23,11) 1
    x(23,11,g159) symmetry(23,11,g159) 1
    x(23,12,g159) cover(23,12) 1
    x(23,12,g159) symmetry(23,12,g159) 1
    x(24,7,g159) cover(24,7) 1
    x(24,7,g159) symmetry(23,12,g159) -1
    x(24,8,g159) cover(24,8) 1
    x(24,8,g159) symmetry(23,11,g159) -1
    x(24,9,g159) cover(24,9) 1
    x(24,9,g159) centre(24,9,g159) 1
    x(24,9,g159) symmetry(23,10,g159) -1
    x(24,10,g159) cover(24,10) 1
    x(24,10,g159) centre(24,10,g159) 1
    x(24,10,g159) symmetry(23,9,g159) -1
    x(24,12,g159) cover(24,12) 1
    x(24,12,g159) symmetry(23,7,g159) -1
    x(23,20,g160) cover(23,20) 1
    x(23,20,g160) centre(23,20,g160) 1
    x(23,20,g160) symmetry(23,20,g160) 1
    x(23,21,g160) cover(23,21) 1
    x(23,21,g160) centre(23,21,g160) 1
    x(23,21,g160) symmetry(23,21,g160) 1
    x(24,20,g160) cover(24,20) 1
    x(24,20,g160) centre(24,20,g160) 1
    x(24,20,g160) symmetry(23,21,g160) -1
    x(24,21,g160) cover(24,21) 1
    x(24,21,g160) centre(24,21,g160) 1
    x(24,21,g160) symmetry(23,20,g160) -1
    x(24,0,g161) cover(24,0) 1
    x(24,0,g161) symmetry(24,0,g161) 1
    x(24,1,g161) cover(24,1) 1
    x(24,1,g161) centre(24,1,g161) 1
    x(24,1,g161) symmetry(24,1,g161) 1
    x(24,2,g161) cover(24,2) 1
    x(24,2,g161) centre(24,2,g161) 1
    x(24,2,g161) symmetry(24,1,g161) -1
    x(24,3,g161) cover(24,3) 1
    x(24,3,g161) symmetry(24,0,g161) -1
    x(24,14,g162) cover(24,14) 1
    x(24,14,g162) symmetry(24,14,g162) 1
    x(24,15,g162) cover(24,15) 1
    x(24,15,g162) symmetry(24,15,g162) 1
    x(24,16,g162) cover(24,16) 1
    x(24,16,g162) centre(24,16,g162) 1
    x(24,16,g162) symmetry(24,16,g162) 1
    x(24,17,g162) cover(24,17) 1
    x(24,17,g162) centre(24,17,g162) 1
    x(24,17,g162) symmetry(24,16,g162) -1
    x(24,18,g162) cover(24,18) 1
    x(24,18,g162) symmetry(24,15,g162) -1
    x(24,19,g162) cover(24,19) 1
    x(24,19,g162) symmetry(24,14,g162) -1
    x(24,22,g163) cover(24,22) 1
    x(24,22,g163) centre(24,22,g163) 1
    x(24,22,g163) symmetry(24,22,g163) 1
    x(24,23,g163) cover(24,23) 1
    x(24,23,g163) centre(24,23,g163) 1
    x(24,23,g163) symmetry(24,22,g163) -1
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
    RHS cover(0,20) 1
    RHS cover(0,21) 1
    RHS cover(0,22) 1
    RHS cover(0,23) 1
    RHS cover(0,24) 1
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
    RHS cover(1,20) 1
    RHS cover(1,21) 1
    RHS cover(1,22) 1
    RHS cover(1,23) 1
    RHS cover(1,24) 1
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
    RHS cover(2,20) 1
    RHS cover(2,21) 1
    RHS cover(2,22) 1
    RHS cover(2,23) 1
    RHS cover(2,24) 1
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
    RHS cover(3,20) 1
    RHS cover(3,21) 1
    RHS cover(3,22) 1
    RHS cover(3,23) 1
    RHS cover(3,24) 1
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
    RHS cover(4,20) 1
    RHS cover(4,21) 1
    RHS cover(4,22) 1
    RHS cover(4,23) 1
    RHS cover(4,24) 1
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
    RHS cover(5,20) 1
    RHS cover(5,21) 1
    RHS cover(5,22) 1
    RHS cover(5,23) 1
    RHS cover(5,24) 1
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
    RHS cover(6,20) 1
    RHS cover(6,21) 1
    RHS cover(6,22) 1
    RHS cover(6,23) 1
    RHS cover(6,24) 1
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
    RHS cover(7,20) 1
    RHS cover(7,21) 1
    RHS cover(7,22) 1
    RHS cover(7,23) 1
    RHS cover(7,24) 1
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
    RHS cover(8,20) 1
    RHS cover(8,21) 1
    RHS cover(8,22) 1
    RHS cover(8,23) 1
    RHS cover(8,24) 1
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
    RHS cover(9,20) 1
    RHS cover(9,21) 1
    RHS cover(9,22) 1
    RHS cover(9,23) 1
    RHS cover(9,24) 1
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
    RHS cover(10,20) 1
    RHS cover(10,21) 1
    RHS cover(10,22) 1
    RHS cover(10,23) 1
    RHS cover(10,24) 1
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
    RHS cover(11,20) 1
    RHS cover(11,21) 1
    RHS cover(11,22) 1
    RHS cover(11,23) 1
    RHS cover(11,24) 1
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
    RHS cover(12,20) 1
    RHS cover(12,21) 1
    RHS cover(12,22) 1
    RHS cover(12,23) 1
    RHS cover(12,24) 1
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
    RHS cover(13,20) 1
    RHS cover(13,21) 1
    RHS cover(13,22) 1
    RHS cover(13,23) 1
    RHS cover(13,24) 1
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
    RHS cover(14,20) 1
    RHS cover(14,21) 1
    RHS cover(14,22) 1
    RHS cover(14,23) 1
    RHS cover(14,24) 1
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
    RHS cover(15,20) 1
    RHS cover(15,21) 1
    RHS cover(15,22) 1
    RHS cover(15,23) 1
    RHS cover(15,24) 1
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
    RHS cover(16,20) 1
    RHS cover(16,21) 1
    RHS cover(16,22) 1
    RHS cover(16,23) 1
    RHS cover(16,24) 1
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
    RHS cover(17,20) 1
    RHS cover(17,21) 1
    RHS cover(17,22) 1
    RHS cover(17,23) 1
    RHS cover(17,24) 1
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
    RHS cover(18,20) 1
    RHS cover(18,21) 1
    RHS cover(18,22) 1
    RHS cover(18,23) 1
    RHS cover(18,24) 1
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
    RHS cover(19,20) 1
    RHS cover(19,21) 1
    RHS cover(19,22) 1
    RHS cover(19,23) 1
    RHS cover(19,24) 1
    RHS cover(20,0) 1
    RHS cover(20,1) 1
    RHS cover(20,2) 1
    RHS cover(20,3) 1
    RHS cover(20,4) 1
    RHS cover(20,5) 1
    RHS cover(20,6) 1
    RHS cover(20,7) 1
    RHS cover(20,8) 1
    RHS cover(20,9) 1
    RHS cover(20,10) 1
    RHS cover(20,11) 1
    RHS cover(20,12) 1
    RHS cover(20,13) 1
    RHS cover(20,14) 1
    RHS cover(20,15) 1
    RHS cover(20,16) 1
    RHS cover(20,17) 1
    RHS cover(20,18) 1
    RHS cover(20,19) 1
    RHS cover(20,20) 1
    RHS cover(20,21) 1
    RHS cover(20,22) 1
    RHS cover(20,23) 1
    RHS cover(20,24) 1
    RHS cover(21,0) 1
    RHS cover(21,1) 1
    RHS cover(21,2) 1
    RHS cover(21,3) 1
    RHS cover(21,4) 1
    RHS cover(21,5) 1
    RHS cover(21,6) 1
    RHS cover(21,7) 1
    RHS cover(21,8) 1
    RHS cover(21,9) 1
    RHS cover(21,10) 1
    RHS cover(21,11) 1
    RHS cover(21,12) 1
    RHS cover(21,13) 1
    RHS cover(21,14) 1
    RHS cover(21,15) 1
    RHS cover(21,16) 1
    RHS cover(21,17) 1
    RHS cover(21,18) 1
    RHS cover(21,19) 1
    RHS cover(21,20) 1
    RHS cover(21,21) 1
    RHS cover(21,22) 1
    RHS cover(21,23) 1
    RHS cover(21,24) 1
    RHS cover(22,0) 1
    RHS cover(22,1) 1
    RHS cover(22,2) 1
    RHS cover(22,3) 1
    RHS cover(22,4) 1
    RHS cover(22,5) 1
    RHS cover(22,6) 1
    RHS cover(22,7) 1
    RHS cover(22,8) 1
    RHS cover(22,9) 1
    RHS cover(22,10) 1
    RHS cover(22,11) 1
    RHS cover(22,12) 1
    RHS cover(22,13) 1
    RHS cover(22,14) 1
    RHS cover(22,15) 1
    RHS cover(22,16) 1
    RHS cover(22,17) 1
    RHS cover(22,18) 1
    RHS cover(22,19) 1
    RHS cover(22,20) 1
    RHS cover(22,21) 1
    RHS cover(22,22) 1
    RHS cover(22,23) 1
    RHS cover(22,24) 1
    RHS cover(23,0) 1
    RHS cover(23,1) 1
    RHS cover(23,2) 1
    RHS cover(23,3) 1
    RHS cover(23,4) 1
    RHS cover(23,5) 1
    RHS cover(23,6) 1
    RHS cover(23,7) 1
    RHS cover(23,8) 1
    RHS cover(23,9) 1
    RHS cover(23,10) 1
    RHS cover(23,11) 1
    RHS cover(23,12) 1
    RHS cover(23,13) 1
    RHS cover(23,14) 1
    RHS cover(23,15) 1
    RHS cover(23,16) 1
    RHS cover(23,17) 1
    RHS cover(23,18) 1
    RHS cover(23,19) 1
    RHS cover(23,20) 1
    RHS cover(23,21) 1
    RHS cover(23,22) 1
    RHS cover(23,23) 1
    RHS cover(23,24) 1
    RHS cover(24,0) 1
    RHS cover(24,1) 1
    RHS cover(24,2) 1
    RHS cover(24,3) 1
    RHS cover(24,4) 1
    RHS cover(24,5) 1
    RHS cover(24,6) 1
    RHS cover(24,7) 1
    RHS cover(24,8) 1
    RHS cover(24,9) 1
    RHS cover(24,10) 1
    RHS cover(24,11) 1
    RHS cover(24,12) 1
    RHS cover(24,13) 1
    RHS cover(24,14) 1
    RHS cover(24,15) 1
    RHS cover(24,16) 1
    RHS cover(24,17) 1
    RHS cover(24,18) 1
    RHS cover(24,19) 1
    RHS cover(24,20) 1
    RHS cover(24,21) 1
    RHS cover(24,22) 1
    RHS cover(24,23) 1
    RHS cover(24,24) 1
    RHS centre(0,3,g0) 1
    RHS centre(0,5,g1) 1
    RHS centre(0,8,g2) 1
    RHS centre(0,9,g3) 1
    RHS centre(0,10,g4) 1
    RHS centre(0,12,g5) 1
    RHS centre(0,13,g5) 1
    RHS centre(0,15,g6) 1
    RHS centre(0,1,g7) 1
    RHS centre(1,1,g7) 1
    RHS centre(0,6,g8) 1
    RHS centre(0,7,g8) 1
    RHS centre(1,6,g8) 1
    RHS centre(1,7,g8) 1
    RHS centre(0,19,g9) 1
    RHS centre(0,20,g9) 1
    RHS centre(1,19,g9) 1
    RHS centre(1,20,g9) 1
    RHS centre(0,23,g10) 1
    RHS centre(1,23,g10) 1
    RHS centre(0,24,g11) 1
    RHS centre(1,24,g11) 1
    RHS centre(1,0,g12) 1
    RHS centre(1,2,g13) 1
    RHS centre(1,5,g14) 1
    RHS centre(1,10,g15) 1
    RHS centre(1,11,g15) 1
    RHS centre(1,13,g16) 1
    RHS centre(1,14,g16) 1
    RHS centre(1,3,g17) 1
    RHS centre(2,3,g17) 1
    RHS centre(1,4,g18) 1
    RHS centre(2,4,g18) 1
    RHS centre(1,8,g19) 1
    RHS centre(2,8,g19) 1
    RHS centre(1,9,g20) 1
    RHS centre(2,9,g20) 1
    RHS centre(2,1,g21) 1
    RHS centre(2,11,g22) 1
    RHS centre(2,16,g23) 1
    RHS centre(2,5,g24) 1
    RHS centre(3,5,g24) 1
    RHS centre(3,1,g25) 1
    RHS centre(3,3,g26) 1
    RHS centre(3,6,g27) 1
    RHS centre(3,7,g27) 1
    RHS centre(3,14,g28) 1
    RHS centre(3,19,g29) 1
    RHS centre(3,9,g30) 1
    RHS centre(3,10,g30) 1
    RHS centre(4,9,g30) 1
    RHS centre(4,10,g30) 1
    RHS centre(3,21,g31) 1
    RHS centre(3,22,g31) 1
    RHS centre(4,21,g31) 1
    RHS centre(4,22,g31) 1
    RHS centre(4,1,g32) 1
    RHS centre(4,5,g33) 1
    RHS centre(4,4,g34) 1
    RHS centre(5,4,g34) 1
    RHS centre(4,15,g35) 1
    RHS centre(5,15,g35) 1
    RHS centre(5,0,g36) 1
    RHS centre(5,2,g37) 1
    RHS centre(5,3,g38) 1
    RHS centre(5,5,g39) 1
    RHS centre(5,6,g40) 1
    RHS centre(5,7,g40) 1
    RHS centre(5,8,g41) 1
    RHS centre(5,10,g42) 1
    RHS centre(5,23,g43) 1
    RHS centre(5,24,g43) 1
    RHS centre(5,1,g44) 1
    RHS centre(6,1,g44) 1
    RHS centre(5,11,g45) 1
    RHS centre(6,11,g45) 1
    RHS centre(5,13,g46) 1
    RHS centre(6,13,g46) 1
    RHS centre(5,18,g47) 1
    RHS centre(6,18,g47) 1
    RHS centre(6,5,g48) 1
    RHS centre(6,6,g49) 1
    RHS centre(6,7,g49) 1
    RHS centre(6,8,g50) 1
    RHS centre(6,9,g51) 1
    RHS centre(6,14,g52) 1
    RHS centre(6,17,g53) 1
    RHS centre(6,16,g54) 1
    RHS centre(7,16,g54) 1
    RHS centre(6,20,g55) 1
    RHS centre(7,20,g55) 1
    RHS centre(6,21,g56) 1
    RHS centre(6,22,g56) 1
    RHS centre(7,21,g56) 1
    RHS centre(7,22,g56) 1
    RHS centre(7,0,g57) 1
    RHS centre(7,3,g58) 1
    RHS centre(7,4,g58) 1
    RHS centre(7,11,g59) 1
    RHS centre(7,14,g60) 1
    RHS centre(7,15,g60) 1
    RHS centre(7,19,g61) 1
    RHS centre(8,19,g61) 1
    RHS centre(7,24,g62) 1
    RHS centre(8,24,g62) 1
    RHS centre(8,2,g63) 1
    RHS centre(8,15,g64) 1
    RHS centre(8,16,g64) 1
    RHS centre(8,21,g65) 1
    RHS centre(8,3,g66) 1
    RHS centre(8,4,g66) 1
    RHS centre(9,3,g66) 1
    RHS centre(9,4,g66) 1
    RHS centre(8,9,g67) 1
    RHS centre(9,9,g67) 1
    RHS centre(8,13,g68) 1
    RHS centre(9,13,g68) 1
    RHS centre(9,1,g69) 1
    RHS centre(9,2,g69) 1
    RHS centre(9,8,g70) 1
    RHS centre(9,17,g71) 1
    RHS centre(9,18,g71) 1
    RHS centre(9,5,g72) 1
    RHS centre(9,6,g72) 1
    RHS centre(10,5,g72) 1
    RHS centre(10,6,g72) 1
    RHS centre(9,20,g73) 1
    RHS centre(10,20,g73) 1
    RHS centre(9,22,g74) 1
    RHS centre(9,23,g74) 1
    RHS centre(10,22,g74) 1
    RHS centre(10,23,g74) 1
    RHS centre(10,3,g75) 1
    RHS centre(10,4,g75) 1
    RHS centre(10,12,g76) 1
    RHS centre(10,13,g76) 1
    RHS centre(10,16,g77) 1
    RHS centre(10,17,g77) 1
    RHS centre(10,0,g78) 1
    RHS centre(11,0,g78) 1
    RHS centre(10,8,g79) 1
    RHS centre(11,8,g79) 1
    RHS centre(10,24,g80) 1
    RHS centre(11,24,g80) 1
    RHS centre(11,10,g81) 1
    RHS centre(11,12,g82) 1
    RHS centre(11,13,g82) 1
    RHS centre(11,18,g83) 1
    RHS centre(11,19,g83) 1
    RHS centre(11,20,g84) 1
    RHS centre(11,1,g85) 1
    RHS centre(12,1,g85) 1
    RHS centre(11,15,g86) 1
    RHS centre(11,16,g86) 1
    RHS centre(12,15,g86) 1
    RHS centre(12,16,g86) 1
    RHS centre(12,7,g87) 1
    RHS centre(12,11,g88) 1
    RHS centre(12,12,g88) 1
    RHS centre(12,2,g89) 1
    RHS centre(12,3,g89) 1
    RHS centre(13,2,g89) 1
    RHS centre(13,3,g89) 1
    RHS centre(12,5,g90) 1
    RHS centre(13,5,g90) 1
    RHS centre(12,6,g91) 1
    RHS centre(13,6,g91) 1
    RHS centre(12,8,g92) 1
    RHS centre(13,8,g92) 1
    RHS centre(13,4,g93) 1
    RHS centre(13,10,g94) 1
    RHS centre(13,13,g95) 1
    RHS centre(13,14,g95) 1
    RHS centre(13,16,g96) 1
    RHS centre(13,22,g97) 1
    RHS centre(13,23,g97) 1
    RHS centre(13,19,g98) 1
    RHS centre(14,19,g98) 1
    RHS centre(13,20,g99) 1
    RHS centre(14,20,g99) 1
    RHS centre(14,5,g100) 1
    RHS centre(14,7,g101) 1
    RHS centre(14,8,g101) 1
    RHS centre(14,9,g102) 1
    RHS centre(14,14,g103) 1
    RHS centre(14,18,g104) 1
    RHS centre(14,23,g105) 1
    RHS centre(15,23,g105) 1
    RHS centre(15,1,g106) 1
    RHS centre(15,2,g106) 1
    RHS centre(15,6,g107) 1
    RHS centre(15,7,g107) 1
    RHS centre(15,10,g108) 1
    RHS centre(15,12,g109) 1
    RHS centre(15,15,g110) 1
    RHS centre(15,21,g111) 1
    RHS centre(16,0,g112) 1
    RHS centre(16,5,g113) 1
    RHS centre(16,6,g113) 1
    RHS centre(16,11,g114) 1
    RHS centre(16,12,g114) 1
    RHS centre(16,17,g115) 1
    RHS centre(16,20,g116) 1
    RHS centre(16,21,g116) 1
    RHS centre(17,20,g116) 1
    RHS centre(17,21,g116) 1
    RHS centre(17,3,g117) 1
    RHS centre(17,4,g117) 1
    RHS centre(17,9,g118) 1
    RHS centre(17,16,g119) 1
    RHS centre(17,17,g120) 1
    RHS centre(17,18,g120) 1
    RHS centre(17,19,g121) 1
    RHS centre(17,23,g122) 1
    RHS centre(17,7,g123) 1
    RHS centre(18,7,g123) 1
    RHS centre(17,10,g124) 1
    RHS centre(17,11,g124) 1
    RHS centre(18,10,g124) 1
    RHS centre(18,11,g124) 1
    RHS centre(18,2,g125) 1
    RHS centre(18,3,g125) 1
    RHS centre(18,6,g126) 1
    RHS centre(18,12,g127) 1
    RHS centre(18,13,g127) 1
    RHS centre(18,18,g128) 1
    RHS centre(18,19,g128) 1
    RHS centre(18,0,g129) 1
    RHS centre(18,1,g129) 1
    RHS centre(19,0,g129) 1
    RHS centre(19,1,g129) 1
    RHS centre(18,15,g130) 1
    RHS centre(19,15,g130) 1
    RHS centre(19,8,g131) 1
    RHS centre(19,9,g131) 1
    RHS centre(19,10,g132) 1
    RHS centre(19,11,g132) 1
    RHS centre(19,17,g133) 1
    RHS centre(19,19,g134) 1
    RHS centre(19,21,g135) 1
    RHS centre(19,22,g135) 1
    RHS centre(19,2,g136) 1
    RHS centre(20,2,g136) 1
    RHS centre(19,23,g137) 1
    RHS centre(19,24,g137) 1
    RHS centre(20,23,g137) 1
    RHS centre(20,24,g137) 1
    RHS centre(20,10,g138) 1
    RHS centre(20,18,g139) 1
    RHS centre(20,19,g139) 1
    RHS centre(20,0,g140) 1
    RHS centre(21,0,g140) 1
    RHS centre(20,6,g141) 1
    RHS centre(21,6,g141) 1
    RHS centre(21,9,g142) 1
    RHS centre(21,10,g142) 1
    RHS centre(21,18,g143) 1
    RHS centre(21,19,g143) 1
    RHS centre(21,21,g144) 1
    RHS centre(21,23,g145) 1
    RHS centre(21,1,g146) 1
    RHS centre(21,2,g146) 1
    RHS centre(22,1,g146) 1
    RHS centre(22,2,g146) 1
    RHS centre(21,12,g147) 1
    RHS centre(21,13,g147) 1
    RHS centre(22,12,g147) 1
    RHS centre(22,13,g147) 1
    RHS centre(22,3,g148) 1
    RHS centre(22,4,g148) 1
    RHS centre(22,6,g149) 1
    RHS centre(22,15,g150) 1
    RHS centre(22,20,g151) 1
    RHS centre(22,21,g151) 1
    RHS centre(22,8,g152) 1
    RHS centre(23,8,g152) 1
    RHS centre(22,24,g153) 1
    RHS centre(23,24,g153) 1
    RHS centre(23,1,g154) 1
    RHS centre(23,16,g155) 1
    RHS centre(23,17,g155) 1
    RHS centre(23,22,g156) 1
    RHS centre(23,23,g156) 1
    RHS centre(23,4,g157) 1
    RHS centre(24,4,g157) 1
    RHS centre(23,5,g158) 1
    RHS centre(23,6,g158) 1
    RHS centre(24,5,g158) 1
    RHS centre(24,6,g158) 1
    RHS centre(23,9,g159) 1
    RHS centre(23,10,g159) 1
    RHS centre(24,9,g159) 1
    RHS centre(24,10,g159) 1
    RHS centre(23,20,g160) 1
    RHS centre(23,21,g160) 1
    RHS centre(24,20,g160) 1
    RHS centre(24,21,g160) 1
    RHS centre(24,1,g161) 1
    RHS centre(24,2,g161) 1
    RHS centre(24,16,g162) 1
    RHS centre(24,17,g162) 1
    RHS centre(24,22,g163) 1
    RHS centre(24,23,g163) 1
BOUNDS
 LO BND x(0,2,g0) 0
 UP BND x(0,2,g0) 1
 LO BND x(0,3,g0) 0
 UP BND x(0,3,g0) 1
 LO BND x(0,4,g0) 0
 UP BND x(0,4,g0) 1
 LO BND x(0,5,g1) 0
 UP BND x(0,5,g1) 1
 LO BND x(0,8,g2) 0
 UP BND x(0,8,g2) 1
 LO BND x(0,9,g3) 0
 UP BND x(0,9,g3) 1
 LO BND x(0,10,g4) 0
 UP BND x(0,10,g4) 1
 LO BND x(0,11,g5) 0
 UP BND x(0,11,g5) 1
 LO BND x(0,12,g5) 0
 UP BND x(0,12,g5) 1
 LO BND x(0,13,g5) 0
 UP BND x(0,13,g5) 1
 LO BND x(0,14,g5) 0
 UP BND x(0,14,g5) 1
 LO BND x(0,14,g6) 0
 UP BND x(0,14,g6) 1
 LO BND x(0,15,g6) 0
 UP BND x(0,15,g6) 1
 LO BND x(0,16,g6) 0
 UP BND x(0,16,g6) 1
 LO BND x(0,1,g7) 0
 UP BND x(0,1,g7) 1
 LO BND x(1,1,g7) 0
 UP BND x(1,1,g7) 1
 LO BND x(0,6,g8) 0
 UP BND x(0,6,g8) 1
 LO BND x(0,7,g8) 0
 UP BND x(0,7,g8) 1
 LO BND x(1,6,g8) 0
 UP BND x(1,6,g8) 1
 LO BND x(1,7,g8) 0
 UP BND x(1,7,g8) 1
 LO BND x(0,17,g9) 0
 UP BND x(0,17,g9) 1
 LO BND x(0,18,g9) 0
 UP BND x(0,18,g9) 1
 LO BND x(0,19,g9) 0
 UP BND x(0,19,g9) 1
 LO BND x(0,20,g9) 0
 UP BND x(0,20,g9) 1
 LO BND x(0,21,g9) 0
 UP BND x(0,21,g9) 1
 LO BND x(0,22,g9) 0
 UP BND x(0,22,g9) 1
 LO BND x(1,17,g9) 0
 UP BND x(1,17,g9) 1
 LO BND x(1,18,g9) 0
 UP BND x(1,18,g9) 1
 LO BND x(1,19,g9) 0
 UP BND x(1,19,g9) 1
 LO BND x(1,20,g9) 0
 UP BND x(1,20,g9) 1
 LO BND x(1,21,g9) 0
 UP BND x(1,21,g9) 1
 LO BND x(1,22,g9) 0
 UP BND x(1,22,g9) 1
 LO BND x(0,23,g10) 0
 UP BND x(0,23,g10) 1
 LO BND x(1,23,g10) 0
 UP BND x(1,23,g10) 1
 LO BND x(0,24,g11) 0
 UP BND x(0,24,g11) 1
 LO BND x(1,24,g11) 0
 UP BND x(1,24,g11) 1
 LO BND x(0,0,g12) 0
 UP BND x(0,0,g12) 1
 LO BND x(1,0,g12) 0
 UP BND x(1,0,g12) 1
 LO BND x(2,0,g12) 0
 UP BND x(2,0,g12) 1
 LO BND x(0,2,g13) 0
 UP BND x(0,2,g13) 1
 LO BND x(1,2,g13) 0
 UP BND x(1,2,g13) 1
 LO BND x(2,2,g13) 0
 UP BND x(2,2,g13) 1
 LO BND x(1,5,g14) 0
 UP BND x(1,5,g14) 1
 LO BND x(0,11,g15) 0
 UP BND x(0,11,g15) 1
 LO BND x(1,10,g15) 0
 UP BND x(1,10,g15) 1
 LO BND x(1,11,g15) 0
 UP BND x(1,11,g15) 1
 LO BND x(2,10,g15) 0
 UP BND x(2,10,g15) 1
 LO BND x(0,14,g16) 0
 UP BND x(0,14,g16) 1
 LO BND x(1,12,g16) 0
 UP BND x(1,12,g16) 1
 LO BND x(1,13,g16) 0
 UP BND x(1,13,g16) 1
 LO BND x(1,14,g16) 0
 UP BND x(1,14,g16) 1
 LO BND x(1,15,g16) 0
 UP BND x(1,15,g16) 1
 LO BND x(2,13,g16) 0
 UP BND x(2,13,g16) 1
 LO BND x(1,3,g17) 0
 UP BND x(1,3,g17) 1
 LO BND x(2,3,g17) 0
 UP BND x(2,3,g17) 1
 LO BND x(0,4,g18) 0
 UP BND x(0,4,g18) 1
 LO BND x(1,4,g18) 0
 UP BND x(1,4,g18) 1
 LO BND x(2,4,g18) 0
 UP BND x(2,4,g18) 1
 LO BND x(3,4,g18) 0
 UP BND x(3,4,g18) 1
 LO BND x(1,8,g19) 0
 UP BND x(1,8,g19) 1
 LO BND x(2,8,g19) 0
 UP BND x(2,8,g19) 1
 LO BND x(1,9,g20) 0
 UP BND x(1,9,g20) 1
 LO BND x(2,9,g20) 0
 UP BND x(2,9,g20) 1
 LO BND x(2,0,g21) 0
 UP BND x(2,0,g21) 1
 LO BND x(2,1,g21) 0
 UP BND x(2,1,g21) 1
 LO BND x(2,2,g21) 0
 UP BND x(2,2,g21) 1
 LO BND x(2,10,g22) 0
 UP BND x(2,10,g22) 1
 LO BND x(2,11,g22) 0
 UP BND x(2,11,g22) 1
 LO BND x(2,12,g22) 0
 UP BND x(2,12,g22) 1
 LO BND x(0,16,g23) 0
 UP BND x(0,16,g23) 1
 LO BND x(1,12,g23) 0
 UP BND x(1,12,g23) 1
 LO BND x(1,15,g23) 0
 UP BND x(1,15,g23) 1
 LO BND x(1,16,g23) 0
 UP BND x(1,16,g23) 1
 LO BND x(1,17,g23) 0
 UP BND x(1,17,g23) 1
 LO BND x(2,12,g23) 0
 UP BND x(2,12,g23) 1
 LO BND x(2,13,g23) 0
 UP BND x(2,13,g23) 1
 LO BND x(2,14,g23) 0
 UP BND x(2,14,g23) 1
 LO BND x(2,15,g23) 0
 UP BND x(2,15,g23) 1
 LO BND x(2,16,g23) 0
 UP BND x(2,16,g23) 1
 LO BND x(2,17,g23) 0
 UP BND x(2,17,g23) 1
 LO BND x(2,18,g23) 0
 UP BND x(2,18,g23) 1
 LO BND x(2,19,g23) 0
 UP BND x(2,19,g23) 1
 LO BND x(2,20,g23) 0
 UP BND x(2,20,g23) 1
 LO BND x(3,15,g23) 0
 UP BND x(3,15,g23) 1
 LO BND x(3,16,g23) 0
 UP BND x(3,16,g23) 1
 LO BND x(3,17,g23) 0
 UP BND x(3,17,g23) 1
 LO BND x(3,20,g23) 0
 UP BND x(3,20,g23) 1
 LO BND x(4,16,g23) 0
 UP BND x(4,16,g23) 1
 LO BND x(2,5,g24) 0
 UP BND x(2,5,g24) 1
 LO BND x(2,6,g24) 0
 UP BND x(2,6,g24) 1
 LO BND x(3,4,g24) 0
 UP BND x(3,4,g24) 1
 LO BND x(3,5,g24) 0
 UP BND x(3,5,g24) 1
 LO BND x(2,0,g25) 0
 UP BND x(2,0,g25) 1
 LO BND x(2,2,g25) 0
 UP BND x(2,2,g25) 1
 LO BND x(3,0,g25) 0
 UP BND x(3,0,g25) 1
 LO BND x(3,1,g25) 0
 UP BND x(3,1,g25) 1
 LO BND x(3,2,g25) 0
 UP BND x(3,2,g25) 1
 LO BND x(4,0,g25) 0
 UP BND x(4,0,g25) 1
 LO BND x(4,2,g25) 0
 UP BND x(4,2,g25) 1
 LO BND x(3,2,g26) 0
 UP BND x(3,2,g26) 1
 LO BND x(3,3,g26) 0
 UP BND x(3,3,g26) 1
 LO BND x(3,4,g26) 0
 UP BND x(3,4,g26) 1
 LO BND x(2,6,g27) 0
 UP BND x(2,6,g27) 1
 LO BND x(2,7,g27) 0
 UP BND x(2,7,g27) 1
 LO BND x(3,6,g27) 0
 UP BND x(3,6,g27) 1
 LO BND x(3,7,g27) 0
 UP BND x(3,7,g27) 1
 LO BND x(4,6,g27) 0
 UP BND x(4,6,g27) 1
 LO BND x(4,7,g27) 0
 UP BND x(4,7,g27) 1
 LO BND x(1,12,g28) 0
 UP BND x(1,12,g28) 1
 LO BND x(2,12,g28) 0
 UP BND x(2,12,g28) 1
 LO BND x(2,14,g28) 0
 UP BND x(2,14,g28) 1
 LO BND x(2,15,g28) 0
 UP BND x(2,15,g28) 1
 LO BND x(2,17,g28) 0
 UP BND x(2,17,g28) 1
 LO BND x(3,11,g28) 0
 UP BND x(3,11,g28) 1
 LO BND x(3,12,g28) 0
 UP BND x(3,12,g28) 1
 LO BND x(3,13,g28) 0
 UP BND x(3,13,g28) 1
 LO BND x(3,14,g28) 0
 UP BND x(3,14,g28) 1
 LO BND x(3,15,g28) 0
 UP BND x(3,15,g28) 1
 LO BND x(3,16,g28) 0
 UP BND x(3,16,g28) 1
 LO BND x(3,17,g28) 0
 UP BND x(3,17,g28) 1
 LO BND x(4,11,g28) 0
 UP BND x(4,11,g28) 1
 LO BND x(4,13,g28) 0
 UP BND x(4,13,g28) 1
 LO BND x(4,14,g28) 0
 UP BND x(4,14,g28) 1
 LO BND x(4,16,g28) 0
 UP BND x(4,16,g28) 1
 LO BND x(5,16,g28) 0
 UP BND x(5,16,g28) 1
 LO BND x(1,16,g29) 0
 UP BND x(1,16,g29) 1
 LO BND x(1,17,g29) 0
 UP BND x(1,17,g29) 1
 LO BND x(1,18,g29) 0
 UP BND x(1,18,g29) 1
 LO BND x(1,21,g29) 0
 UP BND x(1,21,g29) 1
 LO BND x(1,22,g29) 0
 UP BND x(1,22,g29) 1
 LO BND x(2,18,g29) 0
 UP BND x(2,18,g29) 1
 LO BND x(2,19,g29) 0
 UP BND x(2,19,g29) 1
 LO BND x(2,20,g29) 0
 UP BND x(2,20,g29) 1
 LO BND x(2,21,g29) 0
 UP BND x(2,21,g29) 1
 LO BND x(2,22,g29) 0
 UP BND x(2,22,g29) 1
 LO BND x(3,18,g29) 0
 UP BND x(3,18,g29) 1
 LO BND x(3,19,g29) 0
 UP BND x(3,19,g29) 1
 LO BND x(3,20,g29) 0
 UP BND x(3,20,g29) 1
 LO BND x(4,16,g29) 0
 UP BND x(4,16,g29) 1
 LO BND x(4,17,g29) 0
 UP BND x(4,17,g29) 1
 LO BND x(4,18,g29) 0
 UP BND x(4,18,g29) 1
 LO BND x(4,19,g29) 0
 UP BND x(4,19,g29) 1
 LO BND x(4,20,g29) 0
 UP BND x(4,20,g29) 1
 LO BND x(5,16,g29) 0
 UP BND x(5,16,g29) 1
 LO BND x(5,17,g29) 0
 UP BND x(5,17,g29) 1
 LO BND x(5,20,g29) 0
 UP BND x(5,20,g29) 1
 LO BND x(5,21,g29) 0
 UP BND x(5,21,g29) 1
 LO BND x(5,22,g29) 0
 UP BND x(5,22,g29) 1
 LO BND x(2,10,g30) 0
 UP BND x(2,10,g30) 1
 LO BND x(3,8,g30) 0
 UP BND x(3,8,g30) 1
 LO BND x(3,9,g30) 0
 UP BND x(3,9,g30) 1
 LO BND x(3,10,g30) 0
 UP BND x(3,10,g30) 1
 LO BND x(3,11,g30) 0
 UP BND x(3,11,g30) 1
 LO BND x(3,12,g30) 0
 UP BND x(3,12,g30) 1
 LO BND x(3,13,g30) 0
 UP BND x(3,13,g30) 1
 LO BND x(4,6,g30) 0
 UP BND x(4,6,g30) 1
 LO BND x(4,7,g30) 0
 UP BND x(4,7,g30) 1
 LO BND x(4,8,g30) 0
 UP BND x(4,8,g30) 1
 LO BND x(4,9,g30) 0
 UP BND x(4,9,g30) 1
 LO BND x(4,10,g30) 0
 UP BND x(4,10,g30) 1
 LO BND x(4,11,g30) 0
 UP BND x(4,11,g30) 1
 LO BND x(5,9,g30) 0
 UP BND x(5,9,g30) 1
 LO BND x(2,21,g31) 0
 UP BND x(2,21,g31) 1
 LO BND x(2,22,g31) 0
 UP BND x(2,22,g31) 1
 LO BND x(2,23,g31) 0
 UP BND x(2,23,g31) 1
 LO BND x(2,24,g31) 0
 UP BND x(2,24,g31) 1
 LO BND x(3,20,g31) 0
 UP BND x(3,20,g31) 1
 LO BND x(3,21,g31) 0
 UP BND x(3,21,g31) 1
 LO BND x(3,22,g31) 0
 UP BND x(3,22,g31) 1
 LO BND x(3,23,g31) 0
 UP BND x(3,23,g31) 1
 LO BND x(3,24,g31) 0
 UP BND x(3,24,g31) 1
 LO BND x(4,19,g31) 0
 UP BND x(4,19,g31) 1
 LO BND x(4,20,g31) 0
 UP BND x(4,20,g31) 1
 LO BND x(4,21,g31) 0
 UP BND x(4,21,g31) 1
 LO BND x(4,22,g31) 0
 UP BND x(4,22,g31) 1
 LO BND x(4,23,g31) 0
 UP BND x(4,23,g31) 1
 LO BND x(5,19,g31) 0
 UP BND x(5,19,g31) 1
 LO BND x(5,20,g31) 0
 UP BND x(5,20,g31) 1
 LO BND x(5,21,g31) 0
 UP BND x(5,21,g31) 1
 LO BND x(5,22,g31) 0
 UP BND x(5,22,g31) 1
 LO BND x(4,0,g32) 0
 UP BND x(4,0,g32) 1
 LO BND x(4,1,g32) 0
 UP BND x(4,1,g32) 1
 LO BND x(4,2,g32) 0
 UP BND x(4,2,g32) 1
 LO BND x(4,5,g33) 0
 UP BND x(4,5,g33) 1
 LO BND x(3,4,g34) 0
 UP BND x(3,4,g34) 1
 LO BND x(4,4,g34) 0
 UP BND x(4,4,g34) 1
 LO BND x(5,4,g34) 0
 UP BND x(5,4,g34) 1
 LO BND x(6,4,g34) 0
 UP BND x(6,4,g34) 1
 LO BND x(3,15,g35) 0
 UP BND x(3,15,g35) 1
 LO BND x(4,13,g35) 0
 UP BND x(4,13,g35) 1
 LO BND x(4,14,g35) 0
 UP BND x(4,14,g35) 1
 LO BND x(4,15,g35) 0
 UP BND x(4,15,g35) 1
 LO BND x(4,16,g35) 0
 UP BND x(4,16,g35) 1
 LO BND x(5,14,g35) 0
 UP BND x(5,14,g35) 1
 LO BND x(5,15,g35) 0
 UP BND x(5,15,g35) 1
 LO BND x(5,16,g35) 0
 UP BND x(5,16,g35) 1
 LO BND x(5,17,g35) 0
 UP BND x(5,17,g35) 1
 LO BND x(6,15,g35) 0
 UP BND x(6,15,g35) 1
 LO BND x(4,0,g36) 0
 UP BND x(4,0,g36) 1
 LO BND x(5,0,g36) 0
 UP BND x(5,0,g36) 1
 LO BND x(6,0,g36) 0
 UP BND x(6,0,g36) 1
 LO BND x(3,2,g37) 0
 UP BND x(3,2,g37) 1
 LO BND x(4,2,g37) 0
 UP BND x(4,2,g37) 1
 LO BND x(5,2,g37) 0
 UP BND x(5,2,g37) 1
 LO BND x(6,2,g37) 0
 UP BND x(6,2,g37) 1
 LO BND x(7,2,g37) 0
 UP BND x(7,2,g37) 1
 LO BND x(4,2,g38) 0
 UP BND x(4,2,g38) 1
 LO BND x(4,3,g38) 0
 UP BND x(4,3,g38) 1
 LO BND x(5,3,g38) 0
 UP BND x(5,3,g38) 1
 LO BND x(6,3,g38) 0
 UP BND x(6,3,g38) 1
 LO BND x(6,4,g38) 0
 UP BND x(6,4,g38) 1
 LO BND x(5,5,g39) 0
 UP BND x(5,5,g39) 1
 LO BND x(5,6,g40) 0
 UP BND x(5,6,g40) 1
 LO BND x(5,7,g40) 0
 UP BND x(5,7,g40) 1
 LO BND x(5,8,g41) 0
 UP BND x(5,8,g41) 1
 LO BND x(5,10,g42) 0
 UP BND x(5,10,g42) 1
 LO BND x(2,24,g43) 0
 UP BND x(2,24,g43) 1
 LO BND x(3,24,g43) 0
 UP BND x(3,24,g43) 1
 LO BND x(4,23,g43) 0
 UP BND x(4,23,g43) 1
 LO BND x(4,24,g43) 0
 UP BND x(4,24,g43) 1
 LO BND x(5,23,g43) 0
 UP BND x(5,23,g43) 1
 LO BND x(5,24,g43) 0
 UP BND x(5,24,g43) 1
 LO BND x(6,23,g43) 0
 UP BND x(6,23,g43) 1
 LO BND x(6,24,g43) 0
 UP BND x(6,24,g43) 1
 LO BND x(7,23,g43) 0
 UP BND x(7,23,g43) 1
 LO BND x(8,23,g43) 0
 UP BND x(8,23,g43) 1
 LO BND x(5,1,g44) 0
 UP BND x(5,1,g44) 1
 LO BND x(6,1,g44) 0
 UP BND x(6,1,g44) 1
 LO BND x(1,12,g45) 0
 UP BND x(1,12,g45) 1
 LO BND x(2,12,g45) 0
 UP BND x(2,12,g45) 1
 LO BND x(3,11,g45) 0
 UP BND x(3,11,g45) 1
 LO BND x(3,12,g45) 0
 UP BND x(3,12,g45) 1
 LO BND x(4,12,g45) 0
 UP BND x(4,12,g45) 1
 LO BND x(4,13,g45) 0
 UP BND x(4,13,g45) 1
 LO BND x(4,14,g45) 0
 UP BND x(4,14,g45) 1
 LO BND x(5,11,g45) 0
 UP BND x(5,11,g45) 1
 LO BND x(5,12,g45) 0
 UP BND x(5,12,g45) 1
 LO BND x(6,10,g45) 0
 UP BND x(6,10,g45) 1
 LO BND x(6,11,g45) 0
 UP BND x(6,11,g45) 1
 LO BND x(7,8,g45) 0
 UP BND x(7,8,g45) 1
 LO BND x(7,9,g45) 0
 UP BND x(7,9,g45) 1
 LO BND x(7,10,g45) 0
 UP BND x(7,10,g45) 1
 LO BND x(8,10,g45) 0
 UP BND x(8,10,g45) 1
 LO BND x(8,11,g45) 0
 UP BND x(8,11,g45) 1
 LO BND x(9,10,g45) 0
 UP BND x(9,10,g45) 1
 LO BND x(10,10,g45) 0
 UP BND x(10,10,g45) 1
 LO BND x(4,13,g46) 0
 UP BND x(4,13,g46) 1
 LO BND x(4,14,g46) 0
 UP BND x(4,14,g46) 1
 LO BND x(5,13,g46) 0
 UP BND x(5,13,g46) 1
 LO BND x(5,14,g46) 0
 UP BND x(5,14,g46) 1
 LO BND x(6,12,g46) 0
 UP BND x(6,12,g46) 1
 LO BND x(6,13,g46) 0
 UP BND x(6,13,g46) 1
 LO BND x(7,12,g46) 0
 UP BND x(7,12,g46) 1
 LO BND x(7,13,g46) 0
 UP BND x(7,13,g46) 1
 LO BND x(3,18,g47) 0
 UP BND x(3,18,g47) 1
 LO BND x(4,18,g47) 0
 UP BND x(4,18,g47) 1
 LO BND x(4,19,g47) 0
 UP BND x(4,19,g47) 1
 LO BND x(5,17,g47) 0
 UP BND x(5,17,g47) 1
 LO BND x(5,18,g47) 0
 UP BND x(5,18,g47) 1
 LO BND x(6,18,g47) 0
 UP BND x(6,18,g47) 1
 LO BND x(6,19,g47) 0
 UP BND x(6,19,g47) 1
 LO BND x(7,17,g47) 0
 UP BND x(7,17,g47) 1
 LO BND x(7,18,g47) 0
 UP BND x(7,18,g47) 1
 LO BND x(8,18,g47) 0
 UP BND x(8,18,g47) 1
 LO BND x(6,5,g48) 0
 UP BND x(6,5,g48) 1
 LO BND x(6,6,g49) 0
 UP BND x(6,6,g49) 1
 LO BND x(6,7,g49) 0
 UP BND x(6,7,g49) 1
 LO BND x(6,8,g50) 0
 UP BND x(6,8,g50) 1
 LO BND x(5,9,g51) 0
 UP BND x(5,9,g51) 1
 LO BND x(6,9,g51) 0
 UP BND x(6,9,g51) 1
 LO BND x(7,9,g51) 0
 UP BND x(7,9,g51) 1
 LO BND x(6,14,g52) 0
 UP BND x(6,14,g52) 1
 LO BND x(4,16,g53) 0
 UP BND x(4,16,g53) 1
 LO BND x(4,17,g53) 0
 UP BND x(4,17,g53) 1
 LO BND x(5,16,g53) 0
 UP BND x(5,16,g53) 1
 LO BND x(5,17,g53) 0
 UP BND x(5,17,g53) 1
 LO BND x(6,17,g53) 0
 UP BND x(6,17,g53) 1
 LO BND x(7,17,g53) 0
 UP BND x(7,17,g53) 1
 LO BND x(7,18,g53) 0
 UP BND x(7,18,g53) 1
 LO BND x(8,17,g53) 0
 UP BND x(8,17,g53) 1
 LO BND x(8,18,g53) 0
 UP BND x(8,18,g53) 1
 LO BND x(6,15,g54) 0
 UP BND x(6,15,g54) 1
 LO BND x(6,16,g54) 0
 UP BND x(6,16,g54) 1
 LO BND x(7,16,g54) 0
 UP BND x(7,16,g54) 1
 LO BND x(7,17,g54) 0
 UP BND x(7,17,g54) 1
 LO BND x(5,20,g55) 0
 UP BND x(5,20,g55) 1
 LO BND x(6,20,g55) 0
 UP BND x(6,20,g55) 1
 LO BND x(7,20,g55) 0
 UP BND x(7,20,g55) 1
 LO BND x(8,20,g55) 0
 UP BND x(8,20,g55) 1
 LO BND x(5,20,g56) 0
 UP BND x(5,20,g56) 1
 LO BND x(5,21,g56) 0
 UP BND x(5,21,g56) 1
 LO BND x(6,21,g56) 0
 UP BND x(6,21,g56) 1
 LO BND x(6,22,g56) 0
 UP BND x(6,22,g56) 1
 LO BND x(7,21,g56) 0
 UP BND x(7,21,g56) 1
 LO BND x(7,22,g56) 0
 UP BND x(7,22,g56) 1
 LO BND x(8,22,g56) 0
 UP BND x(8,22,g56) 1
 LO BND x(8,23,g56) 0
 UP BND x(8,23,g56) 1
 LO BND x(6,0,g57) 0
 UP BND x(6,0,g57) 1
 LO BND x(7,0,g57) 0
 UP BND x(7,0,g57) 1
 LO BND x(8,0,g57) 0
 UP BND x(8,0,g57) 1
 LO BND x(6,2,g58) 0
 UP BND x(6,2,g58) 1
 LO BND x(7,1,g58) 0
 UP BND x(7,1,g58) 1
 LO BND x(7,2,g58) 0
 UP BND x(7,2,g58) 1
 LO BND x(7,3,g58) 0
 UP BND x(7,3,g58) 1
 LO BND x(7,4,g58) 0
 UP BND x(7,4,g58) 1
 LO BND x(7,5,g58) 0
 UP BND x(7,5,g58) 1
 LO BND x(7,6,g58) 0
 UP BND x(7,6,g58) 1
 LO BND x(8,5,g58) 0
 UP BND x(8,5,g58) 1
 LO BND x(2,12,g59) 0
 UP BND x(2,12,g59) 1
 LO BND x(2,13,g59) 0
 UP BND x(2,13,g59) 1
 LO BND x(3,11,g59) 0
 UP BND x(3,11,g59) 1
 LO BND x(3,13,g59) 0
 UP BND x(3,13,g59) 1
 LO BND x(4,11,g59) 0
 UP BND x(4,11,g59) 1
 LO BND x(4,12,g59) 0
 UP BND x(4,12,g59) 1
 LO BND x(4,13,g59) 0
 UP BND x(4,13,g59) 1
 LO BND x(5,12,g59) 0
 UP BND x(5,12,g59) 1
 LO BND x(6,10,g59) 0
 UP BND x(6,10,g59) 1
 LO BND x(6,12,g59) 0
 UP BND x(6,12,g59) 1
 LO BND x(7,9,g59) 0
 UP BND x(7,9,g59) 1
 LO BND x(7,10,g59) 0
 UP BND x(7,10,g59) 1
 LO BND x(7,11,g59) 0
 UP BND x(7,11,g59) 1
 LO BND x(7,12,g59) 0
 UP BND x(7,12,g59) 1
 LO BND x(7,13,g59) 0
 UP BND x(7,13,g59) 1
 LO BND x(8,10,g59) 0
 UP BND x(8,10,g59) 1
 LO BND x(8,12,g59) 0
 UP BND x(8,12,g59) 1
 LO BND x(9,10,g59) 0
 UP BND x(9,10,g59) 1
 LO BND x(10,9,g59) 0
 UP BND x(10,9,g59) 1
 LO BND x(10,10,g59) 0
 UP BND x(10,10,g59) 1
 LO BND x(10,11,g59) 0
 UP BND x(10,11,g59) 1
 LO BND x(11,9,g59) 0
 UP BND x(11,9,g59) 1
 LO BND x(11,11,g59) 0
 UP BND x(11,11,g59) 1
 LO BND x(12,9,g59) 0
 UP BND x(12,9,g59) 1
 LO BND x(12,10,g59) 0
 UP BND x(12,10,g59) 1
 LO BND x(6,15,g60) 0
 UP BND x(6,15,g60) 1
 LO BND x(7,14,g60) 0
 UP BND x(7,14,g60) 1
 LO BND x(7,15,g60) 0
 UP BND x(7,15,g60) 1
 LO BND x(8,14,g60) 0
 UP BND x(8,14,g60) 1
 LO BND x(5,19,g61) 0
 UP BND x(5,19,g61) 1
 LO BND x(5,20,g61) 0
 UP BND x(5,20,g61) 1
 LO BND x(6,19,g61) 0
 UP BND x(6,19,g61) 1
 LO BND x(7,18,g61) 0
 UP BND x(7,18,g61) 1
 LO BND x(7,19,g61) 0
 UP BND x(7,19,g61) 1
 LO BND x(8,19,g61) 0
 UP BND x(8,19,g61) 1
 LO BND x(8,20,g61) 0
 UP BND x(8,20,g61) 1
 LO BND x(9,19,g61) 0
 UP BND x(9,19,g61) 1
 LO BND x(10,18,g61) 0
 UP BND x(10,18,g61) 1
 LO BND x(10,19,g61) 0
 UP BND x(10,19,g61) 1
 LO BND x(6,24,g62) 0
 UP BND x(6,24,g62) 1
 LO BND x(7,24,g62) 0
 UP BND x(7,24,g62) 1
 LO BND x(8,24,g62) 0
 UP BND x(8,24,g62) 1
 LO BND x(9,24,g62) 0
 UP BND x(9,24,g62) 1
 LO BND x(8,2,g63) 0
 UP BND x(8,2,g63) 1
 LO BND x(7,17,g64) 0
 UP BND x(7,17,g64) 1
 LO BND x(8,14,g64) 0
 UP BND x(8,14,g64) 1
 LO BND x(8,15,g64) 0
 UP BND x(8,15,g64) 1
 LO BND x(8,16,g64) 0
 UP BND x(8,16,g64) 1
 LO BND x(8,17,g64) 0
 UP BND x(8,17,g64) 1
 LO BND x(9,14,g64) 0
 UP BND x(9,14,g64) 1
 LO BND x(8,20,g65) 0
 UP BND x(8,20,g65) 1
 LO BND x(8,21,g65) 0
 UP BND x(8,21,g65) 1
 LO BND x(8,22,g65) 0
 UP BND x(8,22,g65) 1
 LO BND x(8,3,g66) 0
 UP BND x(8,3,g66) 1
 LO BND x(8,4,g66) 0
 UP BND x(8,4,g66) 1
 LO BND x(9,3,g66) 0
 UP BND x(9,3,g66) 1
 LO BND x(9,4,g66) 0
 UP BND x(9,4,g66) 1
 LO BND x(7,7,g67) 0
 UP BND x(7,7,g67) 1
 LO BND x(7,8,g67) 0
 UP BND x(7,8,g67) 1
 LO BND x(7,9,g67) 0
 UP BND x(7,9,g67) 1
 LO BND x(8,6,g67) 0
 UP BND x(8,6,g67) 1
 LO BND x(8,7,g67) 0
 UP BND x(8,7,g67) 1
 LO BND x(8,8,g67) 0
 UP BND x(8,8,g67) 1
 LO BND x(8,9,g67) 0
 UP BND x(8,9,g67) 1
 LO BND x(8,11,g67) 0
 UP BND x(8,11,g67) 1
 LO BND x(9,7,g67) 0
 UP BND x(9,7,g67) 1
 LO BND x(9,9,g67) 0
 UP BND x(9,9,g67) 1
 LO BND x(9,10,g67) 0
 UP BND x(9,10,g67) 1
 LO BND x(9,11,g67) 0
 UP BND x(9,11,g67) 1
 LO BND x(9,12,g67) 0
 UP BND x(9,12,g67) 1
 LO BND x(10,9,g67) 0
 UP BND x(10,9,g67) 1
 LO BND x(10,10,g67) 0
 UP BND x(10,10,g67) 1
 LO BND x(10,11,g67) 0
 UP BND x(10,11,g67) 1
 LO BND x(5,12,g68) 0
 UP BND x(5,12,g68) 1
 LO BND x(6,12,g68) 0
 UP BND x(6,12,g68) 1
 LO BND x(7,12,g68) 0
 UP BND x(7,12,g68) 1
 LO BND x(8,10,g68) 0
 UP BND x(8,10,g68) 1
 LO BND x(8,11,g68) 0
 UP BND x(8,11,g68) 1
 LO BND x(8,12,g68) 0
 UP BND x(8,12,g68) 1
 LO BND x(8,13,g68) 0
 UP BND x(8,13,g68) 1
 LO BND x(8,14,g68) 0
 UP BND x(8,14,g68) 1
 LO BND x(9,12,g68) 0
 UP BND x(9,12,g68) 1
 LO BND x(9,13,g68) 0
 UP BND x(9,13,g68) 1
 LO BND x(9,14,g68) 0
 UP BND x(9,14,g68) 1
 LO BND x(9,15,g68) 0
 UP BND x(9,15,g68) 1
 LO BND x(9,16,g68) 0
 UP BND x(9,16,g68) 1
 LO BND x(10,14,g68) 0
 UP BND x(10,14,g68) 1
 LO BND x(11,14,g68) 0
 UP BND x(11,14,g68) 1
 LO BND x(12,14,g68) 0
 UP BND x(12,14,g68) 1
 LO BND x(7,1,g69) 0
 UP BND x(7,1,g69) 1
 LO BND x(8,1,g69) 0
 UP BND x(8,1,g69) 1
 LO BND x(9,1,g69) 0
 UP BND x(9,1,g69) 1
 LO BND x(9,2,g69) 0
 UP BND x(9,2,g69) 1
 LO BND x(10,2,g69) 0
 UP BND x(10,2,g69) 1
 LO BND x(11,2,g69) 0
 UP BND x(11,2,g69) 1
 LO BND x(9,8,g70) 0
 UP BND x(9,8,g70) 1
 LO BND x(8,17,g71) 0
 UP BND x(8,17,g71) 1
 LO BND x(9,16,g71) 0
 UP BND x(9,16,g71) 1
 LO BND x(9,17,g71) 0
 UP BND x(9,17,g71) 1
 LO BND x(9,18,g71) 0
 UP BND x(9,18,g71) 1
 LO BND x(9,19,g71) 0
 UP BND x(9,19,g71) 1
 LO BND x(10,18,g71) 0
 UP BND x(10,18,g71) 1
 LO BND x(7,7,g72) 0
 UP BND x(7,7,g72) 1
 LO BND x(8,5,g72) 0
 UP BND x(8,5,g72) 1
 LO BND x(8,6,g72) 0
 UP BND x(8,6,g72) 1
 LO BND x(8,7,g72) 0
 UP BND x(8,7,g72) 1
 LO BND x(8,8,g72) 0
 UP BND x(8,8,g72) 1
 LO BND x(9,5,g72) 0
 UP BND x(9,5,g72) 1
 LO BND x(9,6,g72) 0
 UP BND x(9,6,g72) 1
 LO BND x(10,5,g72) 0
 UP BND x(10,5,g72) 1
 LO BND x(10,6,g72) 0
 UP BND x(10,6,g72) 1
 LO BND x(11,3,g72) 0
 UP BND x(11,3,g72) 1
 LO BND x(11,4,g72) 0
 UP BND x(11,4,g72) 1
 LO BND x(11,5,g72) 0
 UP BND x(11,5,g72) 1
 LO BND x(11,6,g72) 0
 UP BND x(11,6,g72) 1
 LO BND x(12,4,g72) 0
 UP BND x(12,4,g72) 1
 LO BND x(9,19,g73) 0
 UP BND x(9,19,g73) 1
 LO BND x(9,20,g73) 0
 UP BND x(9,20,g73) 1
 LO BND x(9,21,g73) 0
 UP BND x(9,21,g73) 1
 LO BND x(10,19,g73) 0
 UP BND x(10,19,g73) 1
 LO BND x(10,20,g73) 0
 UP BND x(10,20,g73) 1
 LO BND x(10,21,g73) 0
 UP BND x(10,21,g73) 1
 LO BND x(7,23,g74) 0
 UP BND x(7,23,g74) 1
 LO BND x(8,22,g74) 0
 UP BND x(8,22,g74) 1
 LO BND x(8,23,g74) 0
 UP BND x(8,23,g74) 1
 LO BND x(9,22,g74) 0
 UP BND x(9,22,g74) 1
 LO BND x(9,23,g74) 0
 UP BND x(9,23,g74) 1
 LO BND x(9,24,g74) 0
 UP BND x(9,24,g74) 1
 LO BND x(10,21,g74) 0
 UP BND x(10,21,g74) 1
 LO BND x(10,22,g74) 0
 UP BND x(10,22,g74) 1
 LO BND x(10,23,g74) 0
 UP BND x(10,23,g74) 1
 LO BND x(11,22,g74) 0
 UP BND x(11,22,g74) 1
 LO BND x(11,23,g74) 0
 UP BND x(11,23,g74) 1
 LO BND x(12,22,g74) 0
 UP BND x(12,22,g74) 1
 LO BND x(10,3,g75) 0
 UP BND x(10,3,g75) 1
 LO BND x(10,4,g75) 0
 UP BND x(10,4,g75) 1
 LO BND x(8,11,g76) 0
 UP BND x(8,11,g76) 1
 LO BND x(8,12,g76) 0
 UP BND x(8,12,g76) 1
 LO BND x(9,11,g76) 0
 UP BND x(9,11,g76) 1
 LO BND x(9,14,g76) 0
 UP BND x(9,14,g76) 1
 LO BND x(10,10,g76) 0
 UP BND x(10,10,g76) 1
 LO BND x(10,11,g76) 0
 UP BND x(10,11,g76) 1
 LO BND x(10,12,g76) 0
 UP BND x(10,12,g76) 1
 LO BND x(10,13,g76) 0
 UP BND x(10,13,g76) 1
 LO BND x(10,14,g76) 0
 UP BND x(10,14,g76) 1
 LO BND x(10,15,g76) 0
 UP BND x(10,15,g76) 1
 LO BND x(11,11,g76) 0
 UP BND x(11,11,g76) 1
 LO BND x(11,14,g76) 0
 UP BND x(11,14,g76) 1
 LO BND x(12,13,g76) 0
 UP BND x(12,13,g76) 1
 LO BND x(12,14,g76) 0
 UP BND x(12,14,g76) 1
 LO BND x(9,16,g77) 0
 UP BND x(9,16,g77) 1
 LO BND x(9,19,g77) 0
 UP BND x(9,19,g77) 1
 LO BND x(10,14,g77) 0
 UP BND x(10,14,g77) 1
 LO BND x(10,15,g77) 0
 UP BND x(10,15,g77) 1
 LO BND x(10,16,g77) 0
 UP BND x(10,16,g77) 1
 LO BND x(10,17,g77) 0
 UP BND x(10,17,g77) 1
 LO BND x(10,18,g77) 0
 UP BND x(10,18,g77) 1
 LO BND x(10,19,g77) 0
 UP BND x(10,19,g77) 1
 LO BND x(11,14,g77) 0
 UP BND x(11,14,g77) 1
 LO BND x(11,17,g77) 0
 UP BND x(11,17,g77) 1
 LO BND x(8,0,g78) 0
 UP BND x(8,0,g78) 1
 LO BND x(9,0,g78) 0
 UP BND x(9,0,g78) 1
 LO BND x(10,0,g78) 0
 UP BND x(10,0,g78) 1
 LO BND x(11,0,g78) 0
 UP BND x(11,0,g78) 1
 LO BND x(12,0,g78) 0
 UP BND x(12,0,g78) 1
 LO BND x(13,0,g78) 0
 UP BND x(13,0,g78) 1
 LO BND x(8,7,g79) 0
 UP BND x(8,7,g79) 1
 LO BND x(9,7,g79) 0
 UP BND x(9,7,g79) 1
 LO BND x(10,7,g79) 0
 UP BND x(10,7,g79) 1
 LO BND x(10,8,g79) 0
 UP BND x(10,8,g79) 1
 LO BND x(10,9,g79) 0
 UP BND x(10,9,g79) 1
 LO BND x(10,10,g79) 0
 UP BND x(10,10,g79) 1
 LO BND x(10,11,g79) 0
 UP BND x(10,11,g79) 1
 LO BND x(11,5,g79) 0
 UP BND x(11,5,g79) 1
 LO BND x(11,6,g79) 0
 UP BND x(11,6,g79) 1
 LO BND x(11,7,g79) 0
 UP BND x(11,7,g79) 1
 LO BND x(11,8,g79) 0
 UP BND x(11,8,g79) 1
 LO BND x(11,9,g79) 0
 UP BND x(11,9,g79) 1
 LO BND x(12,9,g79) 0
 UP BND x(12,9,g79) 1
 LO BND x(13,9,g79) 0
 UP BND x(13,9,g79) 1
 LO BND x(9,24,g80) 0
 UP BND x(9,24,g80) 1
 LO BND x(10,24,g80) 0
 UP BND x(10,24,g80) 1
 LO BND x(11,24,g80) 0
 UP BND x(11,24,g80) 1
 LO BND x(12,24,g80) 0
 UP BND x(12,24,g80) 1
 LO BND x(9,11,g81) 0
 UP BND x(9,11,g81) 1
 LO BND x(10,10,g81) 0
 UP BND x(10,10,g81) 1
 LO BND x(10,11,g81) 0
 UP BND x(10,11,g81) 1
 LO BND x(11,9,g81) 0
 UP BND x(11,9,g81) 1
 LO BND x(11,10,g81) 0
 UP BND x(11,10,g81) 1
 LO BND x(11,11,g81) 0
 UP BND x(11,11,g81) 1
 LO BND x(12,9,g81) 0
 UP BND x(12,9,g81) 1
 LO BND x(12,10,g81) 0
 UP BND x(12,10,g81) 1
 LO BND x(13,9,g81) 0
 UP BND x(13,9,g81) 1
 LO BND x(10,11,g82) 0
 UP BND x(10,11,g82) 1
 LO BND x(11,11,g82) 0
 UP BND x(11,11,g82) 1
 LO BND x(11,12,g82) 0
 UP BND x(11,12,g82) 1
 LO BND x(11,13,g82) 0
 UP BND x(11,13,g82) 1
 LO BND x(11,14,g82) 0
 UP BND x(11,14,g82) 1
 LO BND x(12,14,g82) 0
 UP BND x(12,14,g82) 1
 LO BND x(9,19,g83) 0
 UP BND x(9,19,g83) 1
 LO BND x(10,18,g83) 0
 UP BND x(10,18,g83) 1
 LO BND x(10,19,g83) 0
 UP BND x(10,19,g83) 1
 LO BND x(11,18,g83) 0
 UP BND x(11,18,g83) 1
 LO BND x(11,19,g83) 0
 UP BND x(11,19,g83) 1
 LO BND x(12,18,g83) 0
 UP BND x(12,18,g83) 1
 LO BND x(12,19,g83) 0
 UP BND x(12,19,g83) 1
 LO BND x(13,18,g83) 0
 UP BND x(13,18,g83) 1
 LO BND x(11,20,g84) 0
 UP BND x(11,20,g84) 1
 LO BND x(10,1,g85) 0
 UP BND x(10,1,g85) 1
 LO BND x(10,2,g85) 0
 UP BND x(10,2,g85) 1
 LO BND x(11,1,g85) 0
 UP BND x(11,1,g85) 1
 LO BND x(11,2,g85) 0
 UP BND x(11,2,g85) 1
 LO BND x(12,0,g85) 0
 UP BND x(12,0,g85) 1
 LO BND x(12,1,g85) 0
 UP BND x(12,1,g85) 1
 LO BND x(13,0,g85) 0
 UP BND x(13,0,g85) 1
 LO BND x(13,1,g85) 0
 UP BND x(13,1,g85) 1
 LO BND x(8,14,g86) 0
 UP BND x(8,14,g86) 1
 LO BND x(9,14,g86) 0
 UP BND x(9,14,g86) 1
 LO BND x(9,15,g86) 0
 UP BND x(9,15,g86) 1
 LO BND x(9,16,g86) 0
 UP BND x(9,16,g86) 1
 LO BND x(10,14,g86) 0
 UP BND x(10,14,g86) 1
 LO BND x(11,14,g86) 0
 UP BND x(11,14,g86) 1
 LO BND x(11,15,g86) 0
 UP BND x(11,15,g86) 1
 LO BND x(11,16,g86) 0
 UP BND x(11,16,g86) 1
 LO BND x(11,17,g86) 0
 UP BND x(11,17,g86) 1
 LO BND x(12,14,g86) 0
 UP BND x(12,14,g86) 1
 LO BND x(12,15,g86) 0
 UP BND x(12,15,g86) 1
 LO BND x(12,16,g86) 0
 UP BND x(12,16,g86) 1
 LO BND x(12,17,g86) 0
 UP BND x(12,17,g86) 1
 LO BND x(13,17,g86) 0
 UP BND x(13,17,g86) 1
 LO BND x(14,15,g86) 0
 UP BND x(14,15,g86) 1
 LO BND x(14,16,g86) 0
 UP BND x(14,16,g86) 1
 LO BND x(14,17,g86) 0
 UP BND x(14,17,g86) 1
 LO BND x(15,17,g86) 0
 UP BND x(15,17,g86) 1
 LO BND x(11,7,g87) 0
 UP BND x(11,7,g87) 1
 LO BND x(12,7,g87) 0
 UP BND x(12,7,g87) 1
 LO BND x(13,7,g87) 0
 UP BND x(13,7,g87) 1
 LO BND x(7,8,g88) 0
 UP BND x(7,8,g88) 1
 LO BND x(7,9,g88) 0
 UP BND x(7,9,g88) 1
 LO BND x(7,10,g88) 0
 UP BND x(7,10,g88) 1
 LO BND x(8,7,g88) 0
 UP BND x(8,7,g88) 1
 LO BND x(8,8,g88) 0
 UP BND x(8,8,g88) 1
 LO BND x(8,10,g88) 0
 UP BND x(8,10,g88) 1
 LO BND x(9,7,g88) 0
 UP BND x(9,7,g88) 1
 LO BND x(9,10,g88) 0
 UP BND x(9,10,g88) 1
 LO BND x(10,7,g88) 0
 UP BND x(10,7,g88) 1
 LO BND x(10,10,g88) 0
 UP BND x(10,10,g88) 1
 LO BND x(10,11,g88) 0
 UP BND x(10,11,g88) 1
 LO BND x(11,11,g88) 0
 UP BND x(11,11,g88) 1
 LO BND x(11,14,g88) 0
 UP BND x(11,14,g88) 1
 LO BND x(12,9,g88) 0
 UP BND x(12,9,g88) 1
 LO BND x(12,10,g88) 0
 UP BND x(12,10,g88) 1
 LO BND x(12,11,g88) 0
 UP BND x(12,11,g88) 1
 LO BND x(12,12,g88) 0
 UP BND x(12,12,g88) 1
 LO BND x(12,13,g88) 0
 UP BND x(12,13,g88) 1
 LO BND x(12,14,g88) 0
 UP BND x(12,14,g88) 1
 LO BND x(13,9,g88) 0
 UP BND x(13,9,g88) 1
 LO BND x(13,12,g88) 0
 UP BND x(13,12,g88) 1
 LO BND x(14,12,g88) 0
 UP BND x(14,12,g88) 1
 LO BND x(14,13,g88) 0
 UP BND x(14,13,g88) 1
 LO BND x(14,16,g88) 0
 UP BND x(14,16,g88) 1
 LO BND x(15,13,g88) 0
 UP BND x(15,13,g88) 1
 LO BND x(15,16,g88) 0
 UP BND x(15,16,g88) 1
 LO BND x(16,13,g88) 0
 UP BND x(16,13,g88) 1
 LO BND x(16,15,g88) 0
 UP BND x(16,15,g88) 1
 LO BND x(16,16,g88) 0
 UP BND x(16,16,g88) 1
 LO BND x(17,13,g88) 0
 UP BND x(17,13,g88) 1
 LO BND x(17,14,g88) 0
 UP BND x(17,14,g88) 1
 LO BND x(17,15,g88) 0
 UP BND x(17,15,g88) 1
 LO BND x(10,1,g89) 0
 UP BND x(10,1,g89) 1
 LO BND x(10,2,g89) 0
 UP BND x(10,2,g89) 1
 LO BND x(11,2,g89) 0
 UP BND x(11,2,g89) 1
 LO BND x(11,3,g89) 0
 UP BND x(11,3,g89) 1
 LO BND x(11,4,g89) 0
 UP BND x(11,4,g89) 1
 LO BND x(11,5,g89) 0
 UP BND x(11,5,g89) 1
 LO BND x(12,2,g89) 0
 UP BND x(12,2,g89) 1
 LO BND x(12,3,g89) 0
 UP BND x(12,3,g89) 1
 LO BND x(12,4,g89) 0
 UP BND x(12,4,g89) 1
 LO BND x(13,1,g89) 0
 UP BND x(13,1,g89) 1
 LO BND x(13,2,g89) 0
 UP BND x(13,2,g89) 1
 LO BND x(13,3,g89) 0
 UP BND x(13,3,g89) 1
 LO BND x(14,0,g89) 0
 UP BND x(14,0,g89) 1
 LO BND x(14,1,g89) 0
 UP BND x(14,1,g89) 1
 LO BND x(14,2,g89) 0
 UP BND x(14,2,g89) 1
 LO BND x(14,3,g89) 0
 UP BND x(14,3,g89) 1
 LO BND x(15,3,g89) 0
 UP BND x(15,3,g89) 1
 LO BND x(15,4,g89) 0
 UP BND x(15,4,g89) 1
 LO BND x(12,5,g90) 0
 UP BND x(12,5,g90) 1
 LO BND x(13,5,g90) 0
 UP BND x(13,5,g90) 1
 LO BND x(11,6,g91) 0
 UP BND x(11,6,g91) 1
 LO BND x(12,6,g91) 0
 UP BND x(12,6,g91) 1
 LO BND x(13,6,g91) 0
 UP BND x(13,6,g91) 1
 LO BND x(14,6,g91) 0
 UP BND x(14,6,g91) 1
 LO BND x(12,8,g92) 0
 UP BND x(12,8,g92) 1
 LO BND x(12,9,g92) 0
 UP BND x(12,9,g92) 1
 LO BND x(13,7,g92) 0
 UP BND x(13,7,g92) 1
 LO BND x(13,8,g92) 0
 UP BND x(13,8,g92) 1
 LO BND x(11,3,g93) 0
 UP BND x(11,3,g93) 1
 LO BND x(11,4,g93) 0
 UP BND x(11,4,g93) 1
 LO BND x(11,5,g93) 0
 UP BND x(11,5,g93) 1
 LO BND x(12,4,g93) 0
 UP BND x(12,4,g93) 1
 LO BND x(13,4,g93) 0
 UP BND x(13,4,g93) 1
 LO BND x(14,4,g93) 0
 UP BND x(14,4,g93) 1
 LO BND x(15,3,g93) 0
 UP BND x(15,3,g93) 1
 LO BND x(15,4,g93) 0
 UP BND x(15,4,g93) 1
 LO BND x(15,5,g93) 0
 UP BND x(15,5,g93) 1
 LO BND x(11,9,g94) 0
 UP BND x(11,9,g94) 1
 LO BND x(12,9,g94) 0
 UP BND x(12,9,g94) 1
 LO BND x(12,10,g94) 0
 UP BND x(12,10,g94) 1
 LO BND x(13,9,g94) 0
 UP BND x(13,9,g94) 1
 LO BND x(13,10,g94) 0
 UP BND x(13,10,g94) 1
 LO BND x(13,11,g94) 0
 UP BND x(13,11,g94) 1
 LO BND x(14,10,g94) 0
 UP BND x(14,10,g94) 1
 LO BND x(14,11,g94) 0
 UP BND x(14,11,g94) 1
 LO BND x(15,11,g94) 0
 UP BND x(15,11,g94) 1
 LO BND x(9,14,g95) 0
 UP BND x(9,14,g95) 1
 LO BND x(9,15,g95) 0
 UP BND x(9,15,g95) 1
 LO BND x(10,14,g95) 0
 UP BND x(10,14,g95) 1
 LO BND x(11,14,g95) 0
 UP BND x(11,14,g95) 1
 LO BND x(12,14,g95) 0
 UP BND x(12,14,g95) 1
 LO BND x(13,12,g95) 0
 UP BND x(13,12,g95) 1
 LO BND x(13,13,g95) 0
 UP BND x(13,13,g95) 1
 LO BND x(13,14,g95) 0
 UP BND x(13,14,g95) 1
 LO BND x(13,15,g95) 0
 UP BND x(13,15,g95) 1
 LO BND x(14,13,g95) 0
 UP BND x(14,13,g95) 1
 LO BND x(15,13,g95) 0
 UP BND x(15,13,g95) 1
 LO BND x(16,13,g95) 0
 UP BND x(16,13,g95) 1
 LO BND x(17,12,g95) 0
 UP BND x(17,12,g95) 1
 LO BND x(17,13,g95) 0
 UP BND x(17,13,g95) 1
 LO BND x(12,17,g96) 0
 UP BND x(12,17,g96) 1
 LO BND x(13,15,g96) 0
 UP BND x(13,15,g96) 1
 LO BND x(13,16,g96) 0
 UP BND x(13,16,g96) 1
 LO BND x(13,17,g96) 0
 UP BND x(13,17,g96) 1
 LO BND x(14,15,g96) 0
 UP BND x(14,15,g96) 1
 LO BND x(9,21,g97) 0
 UP BND x(9,21,g97) 1
 LO BND x(10,21,g97) 0
 UP BND x(10,21,g97) 1
 LO BND x(11,21,g97) 0
 UP BND x(11,21,g97) 1
 LO BND x(11,23,g97) 0
 UP BND x(11,23,g97) 1
 LO BND x(12,21,g97) 0
 UP BND x(12,21,g97) 1
 LO BND x(12,23,g97) 0
 UP BND x(12,23,g97) 1
 LO BND x(12,24,g97) 0
 UP BND x(12,24,g97) 1
 LO BND x(13,21,g97) 0
 UP BND x(13,21,g97) 1
 LO BND x(13,22,g97) 0
 UP BND x(13,22,g97) 1
 LO BND x(13,23,g97) 0
 UP BND x(13,23,g97) 1
 LO BND x(13,24,g97) 0
 UP BND x(13,24,g97) 1
 LO BND x(14,21,g97) 0
 UP BND x(14,21,g97) 1
 LO BND x(14,22,g97) 0
 UP BND x(14,22,g97) 1
 LO BND x(14,24,g97) 0
 UP BND x(14,24,g97) 1
 LO BND x(15,22,g97) 0
 UP BND x(15,22,g97) 1
 LO BND x(15,24,g97) 0
 UP BND x(15,24,g97) 1
 LO BND x(16,24,g97) 0
 UP BND x(16,24,g97) 1
 LO BND x(17,24,g97) 0
 UP BND x(17,24,g97) 1
 LO BND x(11,22,g98) 0
 UP BND x(11,22,g98) 1
 LO BND x(11,23,g98) 0
 UP BND x(11,23,g98) 1
 LO BND x(12,18,g98) 0
 UP BND x(12,18,g98) 1
 LO BND x(12,19,g98) 0
 UP BND x(12,19,g98) 1
 LO BND x(12,20,g98) 0
 UP BND x(12,20,g98) 1
 LO BND x(12,21,g98) 0
 UP BND x(12,21,g98) 1
 LO BND x(12,22,g98) 0
 UP BND x(12,22,g98) 1
 LO BND x(13,17,g98) 0
 UP BND x(13,17,g98) 1
 LO BND x(13,19,g98) 0
 UP BND x(13,19,g98) 1
 LO BND x(13,21,g98) 0
 UP BND x(13,21,g98) 1
 LO BND x(14,17,g98) 0
 UP BND x(14,17,g98) 1
 LO BND x(14,19,g98) 0
 UP BND x(14,19,g98) 1
 LO BND x(14,21,g98) 0
 UP BND x(14,21,g98) 1
 LO BND x(15,16,g98) 0
 UP BND x(15,16,g98) 1
 LO BND x(15,17,g98) 0
 UP BND x(15,17,g98) 1
 LO BND x(15,18,g98) 0
 UP BND x(15,18,g98) 1
 LO BND x(15,19,g98) 0
 UP BND x(15,19,g98) 1
 LO BND x(15,20,g98) 0
 UP BND x(15,20,g98) 1
 LO BND x(16,15,g98) 0
 UP BND x(16,15,g98) 1
 LO BND x(16,16,g98) 0
 UP BND x(16,16,g98) 1
 LO BND x(11,21,g99) 0
 UP BND x(11,21,g99) 1
 LO BND x(11,22,g99) 0
 UP BND x(11,22,g99) 1
 LO BND x(12,20,g99) 0
 UP BND x(12,20,g99) 1
 LO BND x(12,21,g99) 0
 UP BND x(12,21,g99) 1
 LO BND x(12,22,g99) 0
 UP BND x(12,22,g99) 1
 LO BND x(12,23,g99) 0
 UP BND x(12,23,g99) 1
 LO BND x(12,24,g99) 0
 UP BND x(12,24,g99) 1
 LO BND x(13,20,g99) 0
 UP BND x(13,20,g99) 1
 LO BND x(13,24,g99) 0
 UP BND x(13,24,g99) 1
 LO BND x(14,16,g99) 0
 UP BND x(14,16,g99) 1
 LO BND x(14,20,g99) 0
 UP BND x(14,20,g99) 1
 LO BND x(15,16,g99) 0
 UP BND x(15,16,g99) 1
 LO BND x(15,17,g99) 0
 UP BND x(15,17,g99) 1
 LO BND x(15,18,g99) 0
 UP BND x(15,18,g99) 1
 LO BND x(15,19,g99) 0
 UP BND x(15,19,g99) 1
 LO BND x(15,20,g99) 0
 UP BND x(15,20,g99) 1
 LO BND x(16,18,g99) 0
 UP BND x(16,18,g99) 1
 LO BND x(16,19,g99) 0
 UP BND x(16,19,g99) 1
 LO BND x(14,4,g100) 0
 UP BND x(14,4,g100) 1
 LO BND x(14,5,g100) 0
 UP BND x(14,5,g100) 1
 LO BND x(14,6,g100) 0
 UP BND x(14,6,g100) 1
 LO BND x(13,7,g101) 0
 UP BND x(13,7,g101) 1
 LO BND x(14,7,g101) 0
 UP BND x(14,7,g101) 1
 LO BND x(14,8,g101) 0
 UP BND x(14,8,g101) 1
 LO BND x(15,8,g101) 0
 UP BND x(15,8,g101) 1
 LO BND x(12,9,g102) 0
 UP BND x(12,9,g102) 1
 LO BND x(12,10,g102) 0
 UP BND x(12,10,g102) 1
 LO BND x(13,9,g102) 0
 UP BND x(13,9,g102) 1
 LO BND x(14,9,g102) 0
 UP BND x(14,9,g102) 1
 LO BND x(15,9,g102) 0
 UP BND x(15,9,g102) 1
 LO BND x(16,8,g102) 0
 UP BND x(16,8,g102) 1
 LO BND x(16,9,g102) 0
 UP BND x(16,9,g102) 1
 LO BND x(13,11,g103) 0
 UP BND x(13,11,g103) 1
 LO BND x(13,12,g103) 0
 UP BND x(13,12,g103) 1
 LO BND x(13,15,g103) 0
 UP BND x(13,15,g103) 1
 LO BND x(13,17,g103) 0
 UP BND x(13,17,g103) 1
 LO BND x(14,11,g103) 0
 UP BND x(14,11,g103) 1
 LO BND x(14,12,g103) 0
 UP BND x(14,12,g103) 1
 LO BND x(14,13,g103) 0
 UP BND x(14,13,g103) 1
 LO BND x(14,14,g103) 0
 UP BND x(14,14,g103) 1
 LO BND x(14,15,g103) 0
 UP BND x(14,15,g103) 1
 LO BND x(14,16,g103) 0
 UP BND x(14,16,g103) 1
 LO BND x(14,17,g103) 0
 UP BND x(14,17,g103) 1
 LO BND x(15,11,g103) 0
 UP BND x(15,11,g103) 1
 LO BND x(15,13,g103) 0
 UP BND x(15,13,g103) 1
 LO BND x(15,16,g103) 0
 UP BND x(15,16,g103) 1
 LO BND x(15,17,g103) 0
 UP BND x(15,17,g103) 1
 LO BND x(12,17,g104) 0
 UP BND x(12,17,g104) 1
 LO BND x(12,18,g104) 0
 UP BND x(12,18,g104) 1
 LO BND x(13,17,g104) 0
 UP BND x(13,17,g104) 1
 LO BND x(13,18,g104) 0
 UP BND x(13,18,g104) 1
 LO BND x(14,18,g104) 0
 UP BND x(14,18,g104) 1
 LO BND x(15,18,g104) 0
 UP BND x(15,18,g104) 1
 LO BND x(15,19,g104) 0
 UP BND x(15,19,g104) 1
 LO BND x(16,18,g104) 0
 UP BND x(16,18,g104) 1
 LO BND x(16,19,g104) 0
 UP BND x(16,19,g104) 1
 LO BND x(12,24,g105) 0
 UP BND x(12,24,g105) 1
 LO BND x(13,24,g105) 0
 UP BND x(13,24,g105) 1
 LO BND x(14,22,g105) 0
 UP BND x(14,22,g105) 1
 LO BND x(14,23,g105) 0
 UP BND x(14,23,g105) 1
 LO BND x(14,24,g105) 0
 UP BND x(14,24,g105) 1
 LO BND x(15,22,g105) 0
 UP BND x(15,22,g105) 1
 LO BND x(15,23,g105) 0
 UP BND x(15,23,g105) 1
 LO BND x(15,24,g105) 0
 UP BND x(15,24,g105) 1
 LO BND x(16,22,g105) 0
 UP BND x(16,22,g105) 1
 LO BND x(17,22,g105) 0
 UP BND x(17,22,g105) 1
 LO BND x(13,1,g106) 0
 UP BND x(13,1,g106) 1
 LO BND x(14,0,g106) 0
 UP BND x(14,0,g106) 1
 LO BND x(14,1,g106) 0
 UP BND x(14,1,g106) 1
 LO BND x(14,2,g106) 0
 UP BND x(14,2,g106) 1
 LO BND x(15,0,g106) 0
 UP BND x(15,0,g106) 1
 LO BND x(15,1,g106) 0
 UP BND x(15,1,g106) 1
 LO BND x(15,2,g106) 0
 UP BND x(15,2,g106) 1
 LO BND x(15,3,g106) 0
 UP BND x(15,3,g106) 1
 LO BND x(16,1,g106) 0
 UP BND x(16,1,g106) 1
 LO BND x(16,2,g106) 0
 UP BND x(16,2,g106) 1
 LO BND x(16,3,g106) 0
 UP BND x(16,3,g106) 1
 LO BND x(17,2,g106) 0
 UP BND x(17,2,g106) 1
 LO BND x(14,3,g107) 0
 UP BND x(14,3,g107) 1
 LO BND x(14,4,g107) 0
 UP BND x(14,4,g107) 1
 LO BND x(14,6,g107) 0
 UP BND x(14,6,g107) 1
 LO BND x(15,4,g107) 0
 UP BND x(15,4,g107) 1
 LO BND x(15,5,g107) 0
 UP BND x(15,5,g107) 1
 LO BND x(15,6,g107) 0
 UP BND x(15,6,g107) 1
 LO BND x(15,7,g107) 0
 UP BND x(15,7,g107) 1
 LO BND x(15,8,g107) 0
 UP BND x(15,8,g107) 1
 LO BND x(15,9,g107) 0
 UP BND x(15,9,g107) 1
 LO BND x(16,7,g107) 0
 UP BND x(16,7,g107) 1
 LO BND x(16,9,g107) 0
 UP BND x(16,9,g107) 1
 LO BND x(16,10,g107) 0
 UP BND x(16,10,g107) 1
 LO BND x(13,12,g108) 0
 UP BND x(13,12,g108) 1
 LO BND x(14,10,g108) 0
 UP BND x(14,10,g108) 1
 LO BND x(14,11,g108) 0
 UP BND x(14,11,g108) 1
 LO BND x(14,12,g108) 0
 UP BND x(14,12,g108) 1
 LO BND x(14,13,g108) 0
 UP BND x(14,13,g108) 1
 LO BND x(15,9,g108) 0
 UP BND x(15,9,g108) 1
 LO BND x(15,10,g108) 0
 UP BND x(15,10,g108) 1
 LO BND x(15,11,g108) 0
 UP BND x(15,11,g108) 1
 LO BND x(16,7,g108) 0
 UP BND x(16,7,g108) 1
 LO BND x(16,8,g108) 0
 UP BND x(16,8,g108) 1
 LO BND x(16,9,g108) 0
 UP BND x(16,9,g108) 1
 LO BND x(16,10,g108) 0
 UP BND x(16,10,g108) 1
 LO BND x(17,8,g108) 0
 UP BND x(17,8,g108) 1
 LO BND x(13,11,g109) 0
 UP BND x(13,11,g109) 1
 LO BND x(13,12,g109) 0
 UP BND x(13,12,g109) 1
 LO BND x(14,10,g109) 0
 UP BND x(14,10,g109) 1
 LO BND x(14,11,g109) 0
 UP BND x(14,11,g109) 1
 LO BND x(15,11,g109) 0
 UP BND x(15,11,g109) 1
 LO BND x(15,12,g109) 0
 UP BND x(15,12,g109) 1
 LO BND x(15,13,g109) 0
 UP BND x(15,13,g109) 1
 LO BND x(16,13,g109) 0
 UP BND x(16,13,g109) 1
 LO BND x(16,14,g109) 0
 UP BND x(16,14,g109) 1
 LO BND x(17,12,g109) 0
 UP BND x(17,12,g109) 1
 LO BND x(17,13,g109) 0
 UP BND x(17,13,g109) 1
 LO BND x(13,15,g110) 0
 UP BND x(13,15,g110) 1
 LO BND x(13,17,g110) 0
 UP BND x(13,17,g110) 1
 LO BND x(13,18,g110) 0
 UP BND x(13,18,g110) 1
 LO BND x(14,15,g110) 0
 UP BND x(14,15,g110) 1
 LO BND x(14,16,g110) 0
 UP BND x(14,16,g110) 1
 LO BND x(14,17,g110) 0
 UP BND x(14,17,g110) 1
 LO BND x(15,13,g110) 0
 UP BND x(15,13,g110) 1
 LO BND x(15,14,g110) 0
 UP BND x(15,14,g110) 1
 LO BND x(15,15,g110) 0
 UP BND x(15,15,g110) 1
 LO BND x(15,16,g110) 0
 UP BND x(15,16,g110) 1
 LO BND x(15,17,g110) 0
 UP BND x(15,17,g110) 1
 LO BND x(16,13,g110) 0
 UP BND x(16,13,g110) 1
 LO BND x(16,14,g110) 0
 UP BND x(16,14,g110) 1
 LO BND x(16,15,g110) 0
 UP BND x(16,15,g110) 1
 LO BND x(17,12,g110) 0
 UP BND x(17,12,g110) 1
 LO BND x(17,13,g110) 0
 UP BND x(17,13,g110) 1
 LO BND x(17,15,g110) 0
 UP BND x(17,15,g110) 1
 LO BND x(15,20,g111) 0
 UP BND x(15,20,g111) 1
 LO BND x(15,21,g111) 0
 UP BND x(15,21,g111) 1
 LO BND x(15,22,g111) 0
 UP BND x(15,22,g111) 1
 LO BND x(15,0,g112) 0
 UP BND x(15,0,g112) 1
 LO BND x(16,0,g112) 0
 UP BND x(16,0,g112) 1
 LO BND x(17,0,g112) 0
 UP BND x(17,0,g112) 1
 LO BND x(14,2,g113) 0
 UP BND x(14,2,g113) 1
 LO BND x(14,3,g113) 0
 UP BND x(14,3,g113) 1
 LO BND x(15,3,g113) 0
 UP BND x(15,3,g113) 1
 LO BND x(15,5,g113) 0
 UP BND x(15,5,g113) 1
 LO BND x(15,9,g113) 0
 UP BND x(15,9,g113) 1
 LO BND x(16,1,g113) 0
 UP BND x(16,1,g113) 1
 LO BND x(16,2,g113) 0
 UP BND x(16,2,g113) 1
 LO BND x(16,3,g113) 0
 UP BND x(16,3,g113) 1
 LO BND x(16,4,g113) 0
 UP BND x(16,4,g113) 1
 LO BND x(16,5,g113) 0
 UP BND x(16,5,g113) 1
 LO BND x(16,6,g113) 0
 UP BND x(16,6,g113) 1
 LO BND x(16,7,g113) 0
 UP BND x(16,7,g113) 1
 LO BND x(16,8,g113) 0
 UP BND x(16,8,g113) 1
 LO BND x(16,9,g113) 0
 UP BND x(16,9,g113) 1
 LO BND x(16,10,g113) 0
 UP BND x(16,10,g113) 1
 LO BND x(17,2,g113) 0
 UP BND x(17,2,g113) 1
 LO BND x(17,6,g113) 0
 UP BND x(17,6,g113) 1
 LO BND x(17,8,g113) 0
 UP BND x(17,8,g113) 1
 LO BND x(18,8,g113) 0
 UP BND x(18,8,g113) 1
 LO BND x(18,9,g113) 0
 UP BND x(18,9,g113) 1
 LO BND x(15,8,g114) 0
 UP BND x(15,8,g114) 1
 LO BND x(15,9,g114) 0
 UP BND x(15,9,g114) 1
 LO BND x(15,11,g114) 0
 UP BND x(15,11,g114) 1
 LO BND x(16,7,g114) 0
 UP BND x(16,7,g114) 1
 LO BND x(16,8,g114) 0
 UP BND x(16,8,g114) 1
 LO BND x(16,9,g114) 0
 UP BND x(16,9,g114) 1
 LO BND x(16,10,g114) 0
 UP BND x(16,10,g114) 1
 LO BND x(16,11,g114) 0
 UP BND x(16,11,g114) 1
 LO BND x(16,12,g114) 0
 UP BND x(16,12,g114) 1
 LO BND x(16,13,g114) 0
 UP BND x(16,13,g114) 1
 LO BND x(16,14,g114) 0
 UP BND x(16,14,g114) 1
 LO BND x(16,15,g114) 0
 UP BND x(16,15,g114) 1
 LO BND x(16,16,g114) 0
 UP BND x(16,16,g114) 1
 LO BND x(17,12,g114) 0
 UP BND x(17,12,g114) 1
 LO BND x(17,14,g114) 0
 UP BND x(17,14,g114) 1
 LO BND x(17,15,g114) 0
 UP BND x(17,15,g114) 1
 LO BND x(15,19,g115) 0
 UP BND x(15,19,g115) 1
 LO BND x(15,20,g115) 0
 UP BND x(15,20,g115) 1
 LO BND x(16,15,g115) 0
 UP BND x(16,15,g115) 1
 LO BND x(16,16,g115) 0
 UP BND x(16,16,g115) 1
 LO BND x(16,17,g115) 0
 UP BND x(16,17,g115) 1
 LO BND x(16,18,g115) 0
 UP BND x(16,18,g115) 1
 LO BND x(16,19,g115) 0
 UP BND x(16,19,g115) 1
 LO BND x(17,14,g115) 0
 UP BND x(17,14,g115) 1
 LO BND x(17,15,g115) 0
 UP BND x(17,15,g115) 1
 LO BND x(15,17,g116) 0
 UP BND x(15,17,g116) 1
 LO BND x(15,18,g116) 0
 UP BND x(15,18,g116) 1
 LO BND x(15,19,g116) 0
 UP BND x(15,19,g116) 1
 LO BND x(15,20,g116) 0
 UP BND x(15,20,g116) 1
 LO BND x(16,19,g116) 0
 UP BND x(16,19,g116) 1
 LO BND x(16,20,g116) 0
 UP BND x(16,20,g116) 1
 LO BND x(16,21,g116) 0
 UP BND x(16,21,g116) 1
 LO BND x(17,20,g116) 0
 UP BND x(17,20,g116) 1
 LO BND x(17,21,g116) 0
 UP BND x(17,21,g116) 1
 LO BND x(17,22,g116) 0
 UP BND x(17,22,g116) 1
 LO BND x(18,21,g116) 0
 UP BND x(18,21,g116) 1
 LO BND x(18,22,g116) 0
 UP BND x(18,22,g116) 1
 LO BND x(18,23,g116) 0
 UP BND x(18,23,g116) 1
 LO BND x(18,24,g116) 0
 UP BND x(18,24,g116) 1
 LO BND x(14,2,g117) 0
 UP BND x(14,2,g117) 1
 LO BND x(14,3,g117) 0
 UP BND x(14,3,g117) 1
 LO BND x(14,4,g117) 0
 UP BND x(14,4,g117) 1
 LO BND x(15,3,g117) 0
 UP BND x(15,3,g117) 1
 LO BND x(15,4,g117) 0
 UP BND x(15,4,g117) 1
 LO BND x(16,2,g117) 0
 UP BND x(16,2,g117) 1
 LO BND x(16,3,g117) 0
 UP BND x(16,3,g117) 1
 LO BND x(17,1,g117) 0
 UP BND x(17,1,g117) 1
 LO BND x(17,2,g117) 0
 UP BND x(17,2,g117) 1
 LO BND x(17,3,g117) 0
 UP BND x(17,3,g117) 1
 LO BND x(17,4,g117) 0
 UP BND x(17,4,g117) 1
 LO BND x(17,5,g117) 0
 UP BND x(17,5,g117) 1
 LO BND x(17,6,g117) 0
 UP BND x(17,6,g117) 1
 LO BND x(18,4,g117) 0
 UP BND x(18,4,g117) 1
 LO BND x(18,5,g117) 0
 UP BND x(18,5,g117) 1
 LO BND x(19,3,g117) 0
 UP BND x(19,3,g117) 1
 LO BND x(19,4,g117) 0
 UP BND x(19,4,g117) 1
 LO BND x(20,3,g117) 0
 UP BND x(20,3,g117) 1
 LO BND x(20,4,g117) 0
 UP BND x(20,4,g117) 1
 LO BND x(20,5,g117) 0
 UP BND x(20,5,g117) 1
 LO BND x(16,9,g118) 0
 UP BND x(16,9,g118) 1
 LO BND x(16,10,g118) 0
 UP BND x(16,10,g118) 1
 LO BND x(17,9,g118) 0
 UP BND x(17,9,g118) 1
 LO BND x(18,8,g118) 0
 UP BND x(18,8,g118) 1
 LO BND x(18,9,g118) 0
 UP BND x(18,9,g118) 1
 LO BND x(12,18,g119) 0
 UP BND x(12,18,g119) 1
 LO BND x(13,15,g119) 0
 UP BND x(13,15,g119) 1
 LO BND x(13,17,g119) 0
 UP BND x(13,17,g119) 1
 LO BND x(13,18,g119) 0
 UP BND x(13,18,g119) 1
 LO BND x(14,15,g119) 0
 UP BND x(14,15,g119) 1
 LO BND x(14,16,g119) 0
 UP BND x(14,16,g119) 1
 LO BND x(14,17,g119) 0
 UP BND x(14,17,g119) 1
 LO BND x(15,16,g119) 0
 UP BND x(15,16,g119) 1
 LO BND x(16,15,g119) 0
 UP BND x(16,15,g119) 1
 LO BND x(16,16,g119) 0
 UP BND x(16,16,g119) 1
 LO BND x(17,16,g119) 0
 UP BND x(17,16,g119) 1
 LO BND x(18,16,g119) 0
 UP BND x(18,16,g119) 1
 LO BND x(18,17,g119) 0
 UP BND x(18,17,g119) 1
 LO BND x(19,16,g119) 0
 UP BND x(19,16,g119) 1
 LO BND x(20,15,g119) 0
 UP BND x(20,15,g119) 1
 LO BND x(20,16,g119) 0
 UP BND x(20,16,g119) 1
 LO BND x(20,17,g119) 0
 UP BND x(20,17,g119) 1
 LO BND x(21,14,g119) 0
 UP BND x(21,14,g119) 1
 LO BND x(21,15,g119) 0
 UP BND x(21,15,g119) 1
 LO BND x(21,17,g119) 0
 UP BND x(21,17,g119) 1
 LO BND x(22,14,g119) 0
 UP BND x(22,14,g119) 1
 LO BND x(15,19,g120) 0
 UP BND x(15,19,g120) 1
 LO BND x(16,18,g120) 0
 UP BND x(16,18,g120) 1
 LO BND x(16,19,g120) 0
 UP BND x(16,19,g120) 1
 LO BND x(17,17,g120) 0
 UP BND x(17,17,g120) 1
 LO BND x(17,18,g120) 0
 UP BND x(17,18,g120) 1
 LO BND x(18,16,g120) 0
 UP BND x(18,16,g120) 1
 LO BND x(18,17,g120) 0
 UP BND x(18,17,g120) 1
 LO BND x(19,16,g120) 0
 UP BND x(19,16,g120) 1
 LO BND x(17,19,g121) 0
 UP BND x(17,19,g121) 1
 LO BND x(16,22,g122) 0
 UP BND x(16,22,g122) 1
 LO BND x(16,23,g122) 0
 UP BND x(16,23,g122) 1
 LO BND x(16,24,g122) 0
 UP BND x(16,24,g122) 1
 LO BND x(17,22,g122) 0
 UP BND x(17,22,g122) 1
 LO BND x(17,23,g122) 0
 UP BND x(17,23,g122) 1
 LO BND x(17,24,g122) 0
 UP BND x(17,24,g122) 1
 LO BND x(18,22,g122) 0
 UP BND x(18,22,g122) 1
 LO BND x(18,23,g122) 0
 UP BND x(18,23,g122) 1
 LO BND x(18,24,g122) 0
 UP BND x(18,24,g122) 1
 LO BND x(15,9,g123) 0
 UP BND x(15,9,g123) 1
 LO BND x(16,7,g123) 0
 UP BND x(16,7,g123) 1
 LO BND x(16,8,g123) 0
 UP BND x(16,8,g123) 1
 LO BND x(16,9,g123) 0
 UP BND x(16,9,g123) 1
 LO BND x(16,10,g123) 0
 UP BND x(16,10,g123) 1
 LO BND x(17,5,g123) 0
 UP BND x(17,5,g123) 1
 LO BND x(17,6,g123) 0
 UP BND x(17,6,g123) 1
 LO BND x(17,7,g123) 0
 UP BND x(17,7,g123) 1
 LO BND x(18,7,g123) 0
 UP BND x(18,7,g123) 1
 LO BND x(18,8,g123) 0
 UP BND x(18,8,g123) 1
 LO BND x(18,9,g123) 0
 UP BND x(18,9,g123) 1
 LO BND x(19,4,g123) 0
 UP BND x(19,4,g123) 1
 LO BND x(19,5,g123) 0
 UP BND x(19,5,g123) 1
 LO BND x(19,6,g123) 0
 UP BND x(19,6,g123) 1
 LO BND x(19,7,g123) 0
 UP BND x(19,7,g123) 1
 LO BND x(20,5,g123) 0
 UP BND x(20,5,g123) 1
 LO BND x(17,10,g124) 0
 UP BND x(17,10,g124) 1
 LO BND x(17,11,g124) 0
 UP BND x(17,11,g124) 1
 LO BND x(17,12,g124) 0
 UP BND x(17,12,g124) 1
 LO BND x(17,13,g124) 0
 UP BND x(17,13,g124) 1
 LO BND x(18,8,g124) 0
 UP BND x(18,8,g124) 1
 LO BND x(18,9,g124) 0
 UP BND x(18,9,g124) 1
 LO BND x(18,10,g124) 0
 UP BND x(18,10,g124) 1
 LO BND x(18,11,g124) 0
 UP BND x(18,11,g124) 1
 LO BND x(16,1,g125) 0
 UP BND x(16,1,g125) 1
 LO BND x(16,2,g125) 0
 UP BND x(16,2,g125) 1
 LO BND x(17,0,g125) 0
 UP BND x(17,0,g125) 1
 LO BND x(17,1,g125) 0
 UP BND x(17,1,g125) 1
 LO BND x(17,2,g125) 0
 UP BND x(17,2,g125) 1
 LO BND x(18,2,g125) 0
 UP BND x(18,2,g125) 1
 LO BND x(18,3,g125) 0
 UP BND x(18,3,g125) 1
 LO BND x(19,3,g125) 0
 UP BND x(19,3,g125) 1
 LO BND x(19,4,g125) 0
 UP BND x(19,4,g125) 1
 LO BND x(19,5,g125) 0
 UP BND x(19,5,g125) 1
 LO BND x(20,3,g125) 0
 UP BND x(20,3,g125) 1
 LO BND x(20,4,g125) 0
 UP BND x(20,4,g125) 1
 LO BND x(17,5,g126) 0
 UP BND x(17,5,g126) 1
 LO BND x(17,6,g126) 0
 UP BND x(17,6,g126) 1
 LO BND x(18,6,g126) 0
 UP BND x(18,6,g126) 1
 LO BND x(19,6,g126) 0
 UP BND x(19,6,g126) 1
 LO BND x(19,7,g126) 0
 UP BND x(19,7,g126) 1
 LO BND x(15,14,g127) 0
 UP BND x(15,14,g127) 1
 LO BND x(16,13,g127) 0
 UP BND x(16,13,g127) 1
 LO BND x(16,14,g127) 0
 UP BND x(16,14,g127) 1
 LO BND x(17,12,g127) 0
 UP BND x(17,12,g127) 1
 LO BND x(17,13,g127) 0
 UP BND x(17,13,g127) 1
 LO BND x(18,12,g127) 0
 UP BND x(18,12,g127) 1
 LO BND x(18,13,g127) 0
 UP BND x(18,13,g127) 1
 LO BND x(19,12,g127) 0
 UP BND x(19,12,g127) 1
 LO BND x(19,13,g127) 0
 UP BND x(19,13,g127) 1
 LO BND x(20,11,g127) 0
 UP BND x(20,11,g127) 1
 LO BND x(20,12,g127) 0
 UP BND x(20,12,g127) 1
 LO BND x(21,11,g127) 0
 UP BND x(21,11,g127) 1
 LO BND x(18,16,g128) 0
 UP BND x(18,16,g128) 1
 LO BND x(18,17,g128) 0
 UP BND x(18,17,g128) 1
 LO BND x(18,18,g128) 0
 UP BND x(18,18,g128) 1
 LO BND x(18,19,g128) 0
 UP BND x(18,19,g128) 1
 LO BND x(18,20,g128) 0
 UP BND x(18,20,g128) 1
 LO BND x(18,21,g128) 0
 UP BND x(18,21,g128) 1
 LO BND x(17,0,g129) 0
 UP BND x(17,0,g129) 1
 LO BND x(18,0,g129) 0
 UP BND x(18,0,g129) 1
 LO BND x(18,1,g129) 0
 UP BND x(18,1,g129) 1
 LO BND x(19,0,g129) 0
 UP BND x(19,0,g129) 1
 LO BND x(19,1,g129) 0
 UP BND x(19,1,g129) 1
 LO BND x(20,1,g129) 0
 UP BND x(20,1,g129) 1
 LO BND x(13,15,g130) 0
 UP BND x(13,15,g130) 1
 LO BND x(13,17,g130) 0
 UP BND x(13,17,g130) 1
 LO BND x(13,18,g130) 0
 UP BND x(13,18,g130) 1
 LO BND x(14,15,g130) 0
 UP BND x(14,15,g130) 1
 LO BND x(14,16,g130) 0
 UP BND x(14,16,g130) 1
 LO BND x(14,17,g130) 0
 UP BND x(14,17,g130) 1
 LO BND x(15,13,g130) 0
 UP BND x(15,13,g130) 1
 LO BND x(15,14,g130) 0
 UP BND x(15,14,g130) 1
 LO BND x(15,16,g130) 0
 UP BND x(15,16,g130) 1
 LO BND x(16,13,g130) 0
 UP BND x(16,13,g130) 1
 LO BND x(16,14,g130) 0
 UP BND x(16,14,g130) 1
 LO BND x(16,15,g130) 0
 UP BND x(16,15,g130) 1
 LO BND x(16,16,g130) 0
 UP BND x(16,16,g130) 1
 LO BND x(17,13,g130) 0
 UP BND x(17,13,g130) 1
 LO BND x(17,14,g130) 0
 UP BND x(17,14,g130) 1
 LO BND x(17,15,g130) 0
 UP BND x(17,15,g130) 1
 LO BND x(18,14,g130) 0
 UP BND x(18,14,g130) 1
 LO BND x(18,15,g130) 0
 UP BND x(18,15,g130) 1
 LO BND x(18,16,g130) 0
 UP BND x(18,16,g130) 1
 LO BND x(18,17,g130) 0
 UP BND x(18,17,g130) 1
 LO BND x(19,13,g130) 0
 UP BND x(19,13,g130) 1
 LO BND x(19,14,g130) 0
 UP BND x(19,14,g130) 1
 LO BND x(19,15,g130) 0
 UP BND x(19,15,g130) 1
 LO BND x(19,16,g130) 0
 UP BND x(19,16,g130) 1
 LO BND x(20,15,g130) 0
 UP BND x(20,15,g130) 1
 LO BND x(20,16,g130) 0
 UP BND x(20,16,g130) 1
 LO BND x(20,17,g130) 0
 UP BND x(20,17,g130) 1
 LO BND x(21,14,g130) 0
 UP BND x(21,14,g130) 1
 LO BND x(21,15,g130) 0
 UP BND x(21,15,g130) 1
 LO BND x(21,16,g130) 0
 UP BND x(21,16,g130) 1
 LO BND x(21,17,g130) 0
 UP BND x(21,17,g130) 1
 LO BND x(22,14,g130) 0
 UP BND x(22,14,g130) 1
 LO BND x(22,16,g130) 0
 UP BND x(22,16,g130) 1
 LO BND x(22,17,g130) 0
 UP BND x(22,17,g130) 1
 LO BND x(23,13,g130) 0
 UP BND x(23,13,g130) 1
 LO BND x(23,14,g130) 0
 UP BND x(23,14,g130) 1
 LO BND x(23,15,g130) 0
 UP BND x(23,15,g130) 1
 LO BND x(24,12,g130) 0
 UP BND x(24,12,g130) 1
 LO BND x(24,13,g130) 0
 UP BND x(24,13,g130) 1
 LO BND x(24,15,g130) 0
 UP BND x(24,15,g130) 1
 LO BND x(18,8,g131) 0
 UP BND x(18,8,g131) 1
 LO BND x(18,9,g131) 0
 UP BND x(18,9,g131) 1
 LO BND x(19,8,g131) 0
 UP BND x(19,8,g131) 1
 LO BND x(19,9,g131) 0
 UP BND x(19,9,g131) 1
 LO BND x(20,8,g131) 0
 UP BND x(20,8,g131) 1
 LO BND x(20,9,g131) 0
 UP BND x(20,9,g131) 1
 LO BND x(19,10,g132) 0
 UP BND x(19,10,g132) 1
 LO BND x(19,11,g132) 0
 UP BND x(19,11,g132) 1
 LO BND x(18,17,g133) 0
 UP BND x(18,17,g133) 1
 LO BND x(19,16,g133) 0
 UP BND x(19,16,g133) 1
 LO BND x(19,17,g133) 0
 UP BND x(19,17,g133) 1
 LO BND x(19,18,g133) 0
 UP BND x(19,18,g133) 1
 LO BND x(20,17,g133) 0
 UP BND x(20,17,g133) 1
 LO BND x(19,18,g134) 0
 UP BND x(19,18,g134) 1
 LO BND x(19,19,g134) 0
 UP BND x(19,19,g134) 1
 LO BND x(19,20,g134) 0
 UP BND x(19,20,g134) 1
 LO BND x(18,21,g135) 0
 UP BND x(18,21,g135) 1
 LO BND x(18,22,g135) 0
 UP BND x(18,22,g135) 1
 LO BND x(18,23,g135) 0
 UP BND x(18,23,g135) 1
 LO BND x(19,21,g135) 0
 UP BND x(19,21,g135) 1
 LO BND x(19,22,g135) 0
 UP BND x(19,22,g135) 1
 LO BND x(20,20,g135) 0
 UP BND x(20,20,g135) 1
 LO BND x(20,21,g135) 0
 UP BND x(20,21,g135) 1
 LO BND x(20,22,g135) 0
 UP BND x(20,22,g135) 1
 LO BND x(19,2,g136) 0
 UP BND x(19,2,g136) 1
 LO BND x(19,3,g136) 0
 UP BND x(19,3,g136) 1
 LO BND x(20,1,g136) 0
 UP BND x(20,1,g136) 1
 LO BND x(20,2,g136) 0
 UP BND x(20,2,g136) 1
 LO BND x(18,23,g137) 0
 UP BND x(18,23,g137) 1
 LO BND x(19,23,g137) 0
 UP BND x(19,23,g137) 1
 LO BND x(19,24,g137) 0
 UP BND x(19,24,g137) 1
 LO BND x(20,23,g137) 0
 UP BND x(20,23,g137) 1
 LO BND x(20,24,g137) 0
 UP BND x(20,24,g137) 1
 LO BND x(21,24,g137) 0
 UP BND x(21,24,g137) 1
 LO BND x(19,12,g138) 0
 UP BND x(19,12,g138) 1
 LO BND x(19,13,g138) 0
 UP BND x(19,13,g138) 1
 LO BND x(20,7,g138) 0
 UP BND x(20,7,g138) 1
 LO BND x(20,8,g138) 0
 UP BND x(20,8,g138) 1
 LO BND x(20,9,g138) 0
 UP BND x(20,9,g138) 1
 LO BND x(20,10,g138) 0
 UP BND x(20,10,g138) 1
 LO BND x(20,11,g138) 0
 UP BND x(20,11,g138) 1
 LO BND x(20,12,g138) 0
 UP BND x(20,12,g138) 1
 LO BND x(20,13,g138) 0
 UP BND x(20,13,g138) 1
 LO BND x(21,7,g138) 0
 UP BND x(21,7,g138) 1
 LO BND x(21,8,g138) 0
 UP BND x(21,8,g138) 1
 LO BND x(18,20,g139) 0
 UP BND x(18,20,g139) 1
 LO BND x(18,21,g139) 0
 UP BND x(18,21,g139) 1
 LO BND x(19,20,g139) 0
 UP BND x(19,20,g139) 1
 LO BND x(20,15,g139) 0
 UP BND x(20,15,g139) 1
 LO BND x(20,16,g139) 0
 UP BND x(20,16,g139) 1
 LO BND x(20,17,g139) 0
 UP BND x(20,17,g139) 1
 LO BND x(20,18,g139) 0
 UP BND x(20,18,g139) 1
 LO BND x(20,19,g139) 0
 UP BND x(20,19,g139) 1
 LO BND x(20,20,g139) 0
 UP BND x(20,20,g139) 1
 LO BND x(20,21,g139) 0
 UP BND x(20,21,g139) 1
 LO BND x(20,22,g139) 0
 UP BND x(20,22,g139) 1
 LO BND x(21,17,g139) 0
 UP BND x(21,17,g139) 1
 LO BND x(22,16,g139) 0
 UP BND x(22,16,g139) 1
 LO BND x(22,17,g139) 0
 UP BND x(22,17,g139) 1
 LO BND x(20,0,g140) 0
 UP BND x(20,0,g140) 1
 LO BND x(21,0,g140) 0
 UP BND x(21,0,g140) 1
 LO BND x(17,5,g141) 0
 UP BND x(17,5,g141) 1
 LO BND x(18,5,g141) 0
 UP BND x(18,5,g141) 1
 LO BND x(19,5,g141) 0
 UP BND x(19,5,g141) 1
 LO BND x(19,7,g141) 0
 UP BND x(19,7,g141) 1
 LO BND x(20,4,g141) 0
 UP BND x(20,4,g141) 1
 LO BND x(20,5,g141) 0
 UP BND x(20,5,g141) 1
 LO BND x(20,6,g141) 0
 UP BND x(20,6,g141) 1
 LO BND x(20,7,g141) 0
 UP BND x(20,7,g141) 1
 LO BND x(20,8,g141) 0
 UP BND x(20,8,g141) 1
 LO BND x(20,9,g141) 0
 UP BND x(20,9,g141) 1
 LO BND x(21,3,g141) 0
 UP BND x(21,3,g141) 1
 LO BND x(21,4,g141) 0
 UP BND x(21,4,g141) 1
 LO BND x(21,5,g141) 0
 UP BND x(21,5,g141) 1
 LO BND x(21,6,g141) 0
 UP BND x(21,6,g141) 1
 LO BND x(21,7,g141) 0
 UP BND x(21,7,g141) 1
 LO BND x(21,8,g141) 0
 UP BND x(21,8,g141) 1
 LO BND x(22,5,g141) 0
 UP BND x(22,5,g141) 1
 LO BND x(22,7,g141) 0
 UP BND x(22,7,g141) 1
 LO BND x(23,7,g141) 0
 UP BND x(23,7,g141) 1
 LO BND x(24,7,g141) 0
 UP BND x(24,7,g141) 1
 LO BND x(20,8,g142) 0
 UP BND x(20,8,g142) 1
 LO BND x(20,9,g142) 0
 UP BND x(20,9,g142) 1
 LO BND x(21,8,g142) 0
 UP BND x(21,8,g142) 1
 LO BND x(21,9,g142) 0
 UP BND x(21,9,g142) 1
 LO BND x(21,10,g142) 0
 UP BND x(21,10,g142) 1
 LO BND x(21,11,g142) 0
 UP BND x(21,11,g142) 1
 LO BND x(22,10,g142) 0
 UP BND x(22,10,g142) 1
 LO BND x(22,11,g142) 0
 UP BND x(22,11,g142) 1
 LO BND x(20,20,g143) 0
 UP BND x(20,20,g143) 1
 LO BND x(20,21,g143) 0
 UP BND x(20,21,g143) 1
 LO BND x(21,17,g143) 0
 UP BND x(21,17,g143) 1
 LO BND x(21,18,g143) 0
 UP BND x(21,18,g143) 1
 LO BND x(21,19,g143) 0
 UP BND x(21,19,g143) 1
 LO BND x(21,20,g143) 0
 UP BND x(21,20,g143) 1
 LO BND x(22,16,g143) 0
 UP BND x(22,16,g143) 1
 LO BND x(22,17,g143) 0
 UP BND x(22,17,g143) 1
 LO BND x(20,20,g144) 0
 UP BND x(20,20,g144) 1
 LO BND x(21,20,g144) 0
 UP BND x(21,20,g144) 1
 LO BND x(21,21,g144) 0
 UP BND x(21,21,g144) 1
 LO BND x(21,22,g144) 0
 UP BND x(21,22,g144) 1
 LO BND x(22,22,g144) 0
 UP BND x(22,22,g144) 1
 LO BND x(21,22,g145) 0
 UP BND x(21,22,g145) 1
 LO BND x(21,23,g145) 0
 UP BND x(21,23,g145) 1
 LO BND x(21,24,g145) 0
 UP BND x(21,24,g145) 1
 LO BND x(19,3,g146) 0
 UP BND x(19,3,g146) 1
 LO BND x(20,1,g146) 0
 UP BND x(20,1,g146) 1
 LO BND x(20,3,g146) 0
 UP BND x(20,3,g146) 1
 LO BND x(21,1,g146) 0
 UP BND x(21,1,g146) 1
 LO BND x(21,2,g146) 0
 UP BND x(21,2,g146) 1
 LO BND x(21,3,g146) 0
 UP BND x(21,3,g146) 1
 LO BND x(22,0,g146) 0
 UP BND x(22,0,g146) 1
 LO BND x(22,1,g146) 0
 UP BND x(22,1,g146) 1
 LO BND x(22,2,g146) 0
 UP BND x(22,2,g146) 1
 LO BND x(23,0,g146) 0
 UP BND x(23,0,g146) 1
 LO BND x(23,2,g146) 0
 UP BND x(23,2,g146) 1
 LO BND x(24,0,g146) 0
 UP BND x(24,0,g146) 1
 LO BND x(19,12,g147) 0
 UP BND x(19,12,g147) 1
 LO BND x(19,13,g147) 0
 UP BND x(19,13,g147) 1
 LO BND x(19,14,g147) 0
 UP BND x(19,14,g147) 1
 LO BND x(20,11,g147) 0
 UP BND x(20,11,g147) 1
 LO BND x(20,12,g147) 0
 UP BND x(20,12,g147) 1
 LO BND x(20,13,g147) 0
 UP BND x(20,13,g147) 1
 LO BND x(20,14,g147) 0
 UP BND x(20,14,g147) 1
 LO BND x(21,11,g147) 0
 UP BND x(21,11,g147) 1
 LO BND x(21,12,g147) 0
 UP BND x(21,12,g147) 1
 LO BND x(21,13,g147) 0
 UP BND x(21,13,g147) 1
 LO BND x(21,14,g147) 0
 UP BND x(21,14,g147) 1
 LO BND x(21,15,g147) 0
 UP BND x(21,15,g147) 1
 LO BND x(21,16,g147) 0
 UP BND x(21,16,g147) 1
 LO BND x(22,9,g147) 0
 UP BND x(22,9,g147) 1
 LO BND x(22,10,g147) 0
 UP BND x(22,10,g147) 1
 LO BND x(22,11,g147) 0
 UP BND x(22,11,g147) 1
 LO BND x(22,12,g147) 0
 UP BND x(22,12,g147) 1
 LO BND x(22,13,g147) 0
 UP BND x(22,13,g147) 1
 LO BND x(22,14,g147) 0
 UP BND x(22,14,g147) 1
 LO BND x(23,11,g147) 0
 UP BND x(23,11,g147) 1
 LO BND x(23,12,g147) 0
 UP BND x(23,12,g147) 1
 LO BND x(23,13,g147) 0
 UP BND x(23,13,g147) 1
 LO BND x(23,14,g147) 0
 UP BND x(23,14,g147) 1
 LO BND x(24,11,g147) 0
 UP BND x(24,11,g147) 1
 LO BND x(24,12,g147) 0
 UP BND x(24,12,g147) 1
 LO BND x(24,13,g147) 0
 UP BND x(24,13,g147) 1
 LO BND x(20,4,g148) 0
 UP BND x(20,4,g148) 1
 LO BND x(21,4,g148) 0
 UP BND x(21,4,g148) 1
 LO BND x(21,5,g148) 0
 UP BND x(21,5,g148) 1
 LO BND x(22,3,g148) 0
 UP BND x(22,3,g148) 1
 LO BND x(22,4,g148) 0
 UP BND x(22,4,g148) 1
 LO BND x(23,2,g148) 0
 UP BND x(23,2,g148) 1
 LO BND x(23,3,g148) 0
 UP BND x(23,3,g148) 1
 LO BND x(24,3,g148) 0
 UP BND x(24,3,g148) 1
 LO BND x(20,4,g149) 0
 UP BND x(20,4,g149) 1
 LO BND x(20,5,g149) 0
 UP BND x(20,5,g149) 1
 LO BND x(21,5,g149) 0
 UP BND x(21,5,g149) 1
 LO BND x(22,5,g149) 0
 UP BND x(22,5,g149) 1
 LO BND x(22,6,g149) 0
 UP BND x(22,6,g149) 1
 LO BND x(22,7,g149) 0
 UP BND x(22,7,g149) 1
 LO BND x(23,7,g149) 0
 UP BND x(23,7,g149) 1
 LO BND x(24,7,g149) 0
 UP BND x(24,7,g149) 1
 LO BND x(24,8,g149) 0
 UP BND x(24,8,g149) 1
 LO BND x(20,15,g150) 0
 UP BND x(20,15,g150) 1
 LO BND x(20,16,g150) 0
 UP BND x(20,16,g150) 1
 LO BND x(20,17,g150) 0
 UP BND x(20,17,g150) 1
 LO BND x(21,15,g150) 0
 UP BND x(21,15,g150) 1
 LO BND x(21,16,g150) 0
 UP BND x(21,16,g150) 1
 LO BND x(21,17,g150) 0
 UP BND x(21,17,g150) 1
 LO BND x(22,14,g150) 0
 UP BND x(22,14,g150) 1
 LO BND x(22,15,g150) 0
 UP BND x(22,15,g150) 1
 LO BND x(22,16,g150) 0
 UP BND x(22,16,g150) 1
 LO BND x(23,13,g150) 0
 UP BND x(23,13,g150) 1
 LO BND x(23,14,g150) 0
 UP BND x(23,14,g150) 1
 LO BND x(23,15,g150) 0
 UP BND x(23,15,g150) 1
 LO BND x(24,13,g150) 0
 UP BND x(24,13,g150) 1
 LO BND x(24,14,g150) 0
 UP BND x(24,14,g150) 1
 LO BND x(24,15,g150) 0
 UP BND x(24,15,g150) 1
 LO BND x(20,22,g151) 0
 UP BND x(20,22,g151) 1
 LO BND x(21,22,g151) 0
 UP BND x(21,22,g151) 1
 LO BND x(22,18,g151) 0
 UP BND x(22,18,g151) 1
 LO BND x(22,19,g151) 0
 UP BND x(22,19,g151) 1
 LO BND x(22,20,g151) 0
 UP BND x(22,20,g151) 1
 LO BND x(22,21,g151) 0
 UP BND x(22,21,g151) 1
 LO BND x(22,22,g151) 0
 UP BND x(22,22,g151) 1
 LO BND x(22,23,g151) 0
 UP BND x(22,23,g151) 1
 LO BND x(23,19,g151) 0
 UP BND x(23,19,g151) 1
 LO BND x(24,19,g151) 0
 UP BND x(24,19,g151) 1
 LO BND x(21,8,g152) 0
 UP BND x(21,8,g152) 1
 LO BND x(22,8,g152) 0
 UP BND x(22,8,g152) 1
 LO BND x(22,9,g152) 0
 UP BND x(22,9,g152) 1
 LO BND x(23,7,g152) 0
 UP BND x(23,7,g152) 1
 LO BND x(23,8,g152) 0
 UP BND x(23,8,g152) 1
 LO BND x(24,8,g152) 0
 UP BND x(24,8,g152) 1
 LO BND x(21,24,g153) 0
 UP BND x(21,24,g153) 1
 LO BND x(22,24,g153) 0
 UP BND x(22,24,g153) 1
 LO BND x(23,24,g153) 0
 UP BND x(23,24,g153) 1
 LO BND x(24,24,g153) 0
 UP BND x(24,24,g153) 1
 LO BND x(23,0,g154) 0
 UP BND x(23,0,g154) 1
 LO BND x(23,1,g154) 0
 UP BND x(23,1,g154) 1
 LO BND x(23,2,g154) 0
 UP BND x(23,2,g154) 1
 LO BND x(22,14,g155) 0
 UP BND x(22,14,g155) 1
 LO BND x(22,18,g155) 0
 UP BND x(22,18,g155) 1
 LO BND x(22,19,g155) 0
 UP BND x(22,19,g155) 1
 LO BND x(23,14,g155) 0
 UP BND x(23,14,g155) 1
 LO BND x(23,15,g155) 0
 UP BND x(23,15,g155) 1
 LO BND x(23,16,g155) 0
 UP BND x(23,16,g155) 1
 LO BND x(23,17,g155) 0
 UP BND x(23,17,g155) 1
 LO BND x(23,18,g155) 0
 UP BND x(23,18,g155) 1
 LO BND x(23,19,g155) 0
 UP BND x(23,19,g155) 1
 LO BND x(24,14,g155) 0
 UP BND x(24,14,g155) 1
 LO BND x(24,15,g155) 0
 UP BND x(24,15,g155) 1
 LO BND x(24,19,g155) 0
 UP BND x(24,19,g155) 1
 LO BND x(23,22,g156) 0
 UP BND x(23,22,g156) 1
 LO BND x(23,23,g156) 0
 UP BND x(23,23,g156) 1
 LO BND x(23,4,g157) 0
 UP BND x(23,4,g157) 1
 LO BND x(24,4,g157) 0
 UP BND x(24,4,g157) 1
 LO BND x(23,5,g158) 0
 UP BND x(23,5,g158) 1
 LO BND x(23,6,g158) 0
 UP BND x(23,6,g158) 1
 LO BND x(24,5,g158) 0
 UP BND x(24,5,g158) 1
 LO BND x(24,6,g158) 0
 UP BND x(24,6,g158) 1
 LO BND x(23,7,g159) 0
 UP BND x(23,7,g159) 1
 LO BND x(23,9,g159) 0
 UP BND x(23,9,g159) 1
 LO BND x(23,10,g159) 0
 UP BND x(23,10,g159) 1
 LO BND x(23,11,g159) 0
 UP BND x(23,11,g159) 1
 LO BND x(23,12,g159) 0
 UP BND x(23,12,g159) 1
 LO BND x(24,7,g159) 0
 UP BND x(24,7,g159) 1
 LO BND x(24,8,g159) 0
 UP BND x(24,8,g159) 1
 LO BND x(24,9,g159) 0
 UP BND x(24,9,g159) 1
 LO BND x(24,10,g159) 0
 UP BND x(24,10,g159) 1
 LO BND x(24,12,g159) 0
 UP BND x(24,12,g159) 1
 LO BND x(23,20,g160) 0
 UP BND x(23,20,g160) 1
 LO BND x(23,21,g160) 0
 UP BND x(23,21,g160) 1
 LO BND x(24,20,g160) 0
 UP BND x(24,20,g160) 1
 LO BND x(24,21,g160) 0
 UP BND x(24,21,g160) 1
 LO BND x(24,0,g161) 0
 UP BND x(24,0,g161) 1
 LO BND x(24,1,g161) 0
 UP BND x(24,1,g161) 1
 LO BND x(24,2,g161) 0
 UP BND x(24,2,g161) 1
 LO BND x(24,3,g161) 0
 UP BND x(24,3,g161) 1
 LO BND x(24,14,g162) 0
 UP BND x(24,14,g162) 1
 LO BND x(24,15,g162) 0
 UP BND x(24,15,g162) 1
 LO BND x(24,16,g162) 0
 UP BND x(24,16,g162) 1
 LO BND x(24,17,g162) 0
 UP BND x(24,17,g162) 1
 LO BND x(24,18,g162) 0
 UP BND x(24,18,g162) 1
 LO BND x(24,19,g162) 0
 UP BND x(24,19,g162) 1
 LO BND x(24,22,g163) 0
 UP BND x(24,22,g163) 1
 LO BND x(24,23,g163) 0
 UP BND x(24,23,g163) 1
ENDATA
