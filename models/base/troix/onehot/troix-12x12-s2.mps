NAME troix_onehot
ROWS
 N OBJ
 E one_symbol(0,0)
 E one_symbol(0,1)
 E one_symbol(0,2)
 E one_symbol(0,3)
 E one_symbol(0,4)
 E one_symbol(0,5)
 E one_symbol(0,6)
 E one_symbol(0,7)
 E one_symbol(0,8)
 E one_symbol(0,9)
 E one_symbol(0,10)
 E one_symbol(0,11)
 E one_symbol(1,0)
 E one_symbol(1,1)
 E one_symbol(1,2)
 E one_symbol(1,3)
 E one_symbol(1,4)
 E one_symbol(1,5)
 E one_symbol(1,6)
 E one_symbol(1,7)
 E one_symbol(1,8)
 E one_symbol(1,9)
 E one_symbol(1,10)
 E one_symbol(1,11)
 E one_symbol(2,0)
 E one_symbol(2,1)
 E one_symbol(2,2)
 E one_symbol(2,3)
 E one_symbol(2,4)
 E one_symbol(2,5)
 E one_symbol(2,6)
 E one_symbol(2,7)
 E one_symbol(2,8)
 E one_symbol(2,9)
 E one_symbol(2,10)
 E one_symbol(2,11)
 E one_symbol(3,0)
 E one_symbol(3,1)
 E one_symbol(3,2)
 E one_symbol(3,3)
 E one_symbol(3,4)
 E one_symbol(3,5)
 E one_symbol(3,6)
 E one_symbol(3,7)
 E one_symbol(3,8)
 E one_symbol(3,9)
 E one_symbol(3,10)
 E one_symbol(3,11)
 E one_symbol(4,0)
 E one_symbol(4,1)
 E one_symbol(4,2)
 E one_symbol(4,3)
 E one_symbol(4,4)
 E one_symbol(4,5)
 E one_symbol(4,6)
 E one_symbol(4,7)
 E one_symbol(4,8)
 E one_symbol(4,9)
 E one_symbol(4,10)
 E one_symbol(4,11)
 E one_symbol(5,0)
 E one_symbol(5,1)
 E one_symbol(5,2)
 E one_symbol(5,3)
 E one_symbol(5,4)
 E one_symbol(5,5)
 E one_symbol(5,6)
 E one_symbol(5,7)
 E one_symbol(5,8)
 E one_symbol(5,9)
 E one_symbol(5,10)
 E one_symbol(5,11)
 E one_symbol(6,0)
 E one_symbol(6,1)
 E one_symbol(6,2)
 E one_symbol(6,3)
 E one_symbol(6,4)
 E one_symbol(6,5)
 E one_symbol(6,6)
 E one_symbol(6,7)
 E one_symbol(6,8)
 E one_symbol(6,9)
 E one_symbol(6,10)
 E one_symbol(6,11)
 E one_symbol(7,0)
 E one_symbol(7,1)
 E one_symbol(7,2)
 E one_symbol(7,3)
 E one_symbol(7,4)
 E one_symbol(7,5)
 E one_symbol(7,6)
 E one_symbol(7,7)
 E one_symbol(7,8)
 E one_symbol(7,9)
 E one_symbol(7,10)
 E one_symbol(7,11)
 E one_symbol(8,0)
 E one_symbol(8,1)
 E one_symbol(8,2)
 E one_symbol(8,3)
 E one_symbol(8,4)
 E one_symbol(8,5)
 E one_symbol(8,6)
 E one_symbol(8,7)
 E one_symbol(8,8)
 E one_symbol(8,9)
 E one_symbol(8,10)
 E one_symbol(8,11)
 E one_symbol(9,0)
 E one_symbol(9,1)
 E one_symbol(9,2)
 E one_symbol(9,3)
 E one_symbol(9,4)
 E one_symbol(9,5)
 E one_symbol(9,6)
 E one_symbol(9,7)
 E one_symbol(9,8)
 E one_symbol(9,9)
 E one_symbol(9,10)
 E one_symbol(9,11)
 E one_symbol(10,0)
 E one_symbol(10,1)
 E one_symbol(10,2)
 E one_symbol(10,3)
 E one_symbol(10,4)
 E one_symbol(10,5)
 E one_symbol(10,6)
 E one_symbol(10,7)
 E one_symbol(10,8)
 E one_symbol(10,9)
 E one_symbol(10,10)
 E one_symbol(10,11)
 E one_symbol(11,0)
 E one_symbol(11,1)
 E one_symbol(11,2)
 E one_symbol(11,3)
 E one_symbol(11,4)
 E one_symbol(11,5)
 E one_symbol(11,6)
 E one_symbol(11,7)
 E one_symbol(11,8)
 E one_symbol(11,9)
 E one_symbol(11,10)
 E one_symbol(11,11)
 E given(0,1)
 E given(0,2)
 E given(0,7)
 E given(0,8)
 E given(0,9)
 E given(0,10)
 E given(1,0)
 E given(1,2)
 E given(1,5)
 E given(1,7)
 E given(1,8)
 E given(1,9)
 E given(1,10)
 E given(1,11)
 E given(2,0)
 E given(2,1)
 E given(2,3)
 E given(2,4)
 E given(2,5)
 E given(2,7)
 E given(3,0)
 E given(3,1)
 E given(3,3)
 E given(3,4)
 E given(3,6)
 E given(3,11)
 E given(4,0)
 E given(4,2)
 E given(4,3)
 E given(4,6)
 E given(4,7)
 E given(4,8)
 E given(4,9)
 E given(4,10)
 E given(5,1)
 E given(5,2)
 E given(5,4)
 E given(5,5)
 E given(5,6)
 E given(5,9)
 E given(5,10)
 E given(6,2)
 E given(6,4)
 E given(6,5)
 E given(6,7)
 E given(6,8)
 E given(6,10)
 E given(6,11)
 E given(7,0)
 E given(7,1)
 E given(7,2)
 E given(7,4)
 E given(7,5)
 E given(7,9)
 E given(7,10)
 E given(7,11)
 E given(8,0)
 E given(8,4)
 E given(8,5)
 E given(8,6)
 E given(8,7)
 E given(8,8)
 E given(9,2)
 E given(9,3)
 E given(9,4)
 E given(9,5)
 E given(9,7)
 E given(9,9)
 E given(9,10)
 E given(10,1)
 E given(10,3)
 E given(10,4)
 E given(10,6)
 E given(10,7)
 E given(10,8)
 E given(10,9)
 E given(10,11)
 E given(11,2)
 E given(11,4)
 E given(11,5)
 E given(11,11)
 L no_three_row(0,0,X)
 L no_three_row(0,1,X)
 L no_three_row(0,2,X)
 L no_three_row(0,3,X)
 L no_three_row(0,4,X)
 L no_three_row(0,5,X)
 L no_three_row(0,6,X)
 L no_three_row(0,7,X)
 L no_three_row(0,8,X)
 L no_three_row(0,9,X)
 L no_three_row(1,0,X)
 L no_three_row(1,1,X)
 L no_three_row(1,2,X)
 L no_three_row(1,3,X)
 L no_three_row(1,4,X)
 L no_three_row(1,5,X)
 L no_three_row(1,6,X)
 L no_three_row(1,7,X)
 L no_three_row(1,8,X)
 L no_three_row(1,9,X)
 L no_three_row(2,0,X)
 L no_three_row(2,1,X)
 L no_three_row(2,2,X)
 L no_three_row(2,3,X)
 L no_three_row(2,4,X)
 L no_three_row(2,5,X)
 L no_three_row(2,6,X)
 L no_three_row(2,7,X)
 L no_three_row(2,8,X)
 L no_three_row(2,9,X)
 L no_three_row(3,0,X)
 L no_three_row(3,1,X)
 L no_three_row(3,2,X)
 L no_three_row(3,3,X)
 L no_three_row(3,4,X)
 L no_three_row(3,5,X)
 L no_three_row(3,6,X)
 L no_three_row(3,7,X)
 L no_three_row(3,8,X)
 L no_three_row(3,9,X)
 L no_three_row(4,0,X)
 L no_three_row(4,1,X)
 L no_three_row(4,2,X)
 L no_three_row(4,3,X)
 L no_three_row(4,4,X)
 L no_three_row(4,5,X)
 L no_three_row(4,6,X)
 L no_three_row(4,7,X)
 L no_three_row(4,8,X)
 L no_three_row(4,9,X)
 L no_three_row(5,0,X)
 L no_three_row(5,1,X)
 L no_three_row(5,2,X)
 L no_three_row(5,3,X)
 L no_three_row(5,4,X)
 L no_three_row(5,5,X)
 L no_three_row(5,6,X)
 L no_three_row(5,7,X)
 L no_three_row(5,8,X)
 L no_three_row(5,9,X)
 L no_three_row(6,0,X)
 L no_three_row(6,1,X)
 L no_three_row(6,2,X)
 L no_three_row(6,3,X)
 L no_three_row(6,4,X)
 L no_three_row(6,5,X)
 L no_three_row(6,6,X)
 L no_three_row(6,7,X)
 L no_three_row(6,8,X)
 L no_three_row(6,9,X)
 L no_three_row(7,0,X)
 L no_three_row(7,1,X)
 L no_three_row(7,2,X)
 L no_three_row(7,3,X)
 L no_three_row(7,4,X)
 L no_three_row(7,5,X)
 L no_three_row(7,6,X)
 L no_three_row(7,7,X)
 L no_three_row(7,8,X)
 L no_three_row(7,9,X)
 L no_three_row(8,0,X)
 L no_three_row(8,1,X)
 L no_three_row(8,2,X)
 L no_three_row(8,3,X)
 L no_three_row(8,4,X)
 L no_three_row(8,5,X)
 L no_three_row(8,6,X)
 L no_three_row(8,7,X)
 L no_three_row(8,8,X)
 L no_three_row(8,9,X)
 L no_three_row(9,0,X)
 L no_three_row(9,1,X)
 L no_three_row(9,2,X)
 L no_three_row(9,3,X)
 L no_three_row(9,4,X)
 L no_three_row(9,5,X)
 L no_three_row(9,6,X)
 L no_three_row(9,7,X)
 L no_three_row(9,8,X)
 L no_three_row(9,9,X)
 L no_three_row(10,0,X)
 L no_three_row(10,1,X)
 L no_three_row(10,2,X)
 L no_three_row(10,3,X)
 L no_three_row(10,4,X)
 L no_three_row(10,5,X)
 L no_three_row(10,6,X)
 L no_three_row(10,7,X)
 L no_three_row(10,8,X)
 L no_three_row(10,9,X)
 L no_three_row(11,0,X)
 L no_three_row(11,1,X)
 L no_three_row(11,2,X)
 L no_three_row(11,3,X)
 L no_three_row(11,4,X)
 L no_three_row(11,5,X)
 L no_three_row(11,6,X)
 L no_three_row(11,7,X)
 L no_three_row(11,8,X)
 L no_three_row(11,9,X)
 L no_three_col(0,0,X)
 L no_three_col(0,1,X)
 L no_three_col(0,2,X)
 L no_three_col(0,3,X)
 L no_three_col(0,4,X)
 L no_three_col(0,5,X)
 L no_three_col(0,6,X)
 L no_three_col(0,7,X)
 L no_three_col(0,8,X)
 L no_three_col(0,9,X)
 L no_three_col(0,10,X)
 L no_three_col(0,11,X)
 L no_three_col(1,0,X)
 L no_three_col(1,1,X)
 L no_three_col(1,2,X)
 L no_three_col(1,3,X)
 L no_three_col(1,4,X)
 L no_three_col(1,5,X)
 L no_three_col(1,6,X)
 L no_three_col(1,7,X)
 L no_three_col(1,8,X)
 L no_three_col(1,9,X)
 L no_three_col(1,10,X)
 L no_three_col(1,11,X)
 L no_three_col(2,0,X)
 L no_three_col(2,1,X)
 L no_three_col(2,2,X)
 L no_three_col(2,3,X)
 L no_three_col(2,4,X)
 L no_three_col(2,5,X)
 L no_three_col(2,6,X)
 L no_three_col(2,7,X)
 L no_three_col(2,8,X)
 L no_three_col(2,9,X)
 L no_three_col(2,10,X)
 L no_three_col(2,11,X)
 L no_three_col(3,0,X)
 L no_three_col(3,1,X)
 L no_three_col(3,2,X)
 L no_three_col(3,3,X)
 L no_three_col(3,4,X)
 L no_three_col(3,5,X)
 L no_three_col(3,6,X)
 L no_three_col(3,7,X)
 L no_three_col(3,8,X)
 L no_three_col(3,9,X)
 L no_three_col(3,10,X)
 L no_three_col(3,11,X)
 L no_three_col(4,0,X)
 L no_three_col(4,1,X)
 L no_three_col(4,2,X)
 L no_three_col(4,3,X)
 L no_three_col(4,4,X)
 L no_three_col(4,5,X)
 L no_three_col(4,6,X)
 L no_three_col(4,7,X)
 L no_three_col(4,8,X)
 L no_three_col(4,9,X)
 L no_three_col(4,10,X)
 L no_three_col(4,11,X)
 L no_three_col(5,0,X)
 L no_three_col(5,1,X)
 L no_three_col(5,2,X)
 L no_three_col(5,3,X)
 L no_three_col(5,4,X)
 L no_three_col(5,5,X)
 L no_three_col(5,6,X)
 L no_three_col(5,7,X)
 L no_three_col(5,8,X)
 L no_three_col(5,9,X)
 L no_three_col(5,10,X)
 L no_three_col(5,11,X)
 L no_three_col(6,0,X)
 L no_three_col(6,1,X)
 L no_three_col(6,2,X)
 L no_three_col(6,3,X)
 L no_three_col(6,4,X)
 L no_three_col(6,5,X)
 L no_three_col(6,6,X)
 L no_three_col(6,7,X)
 L no_three_col(6,8,X)
 L no_three_col(6,9,X)
 L no_three_col(6,10,X)
 L no_three_col(6,11,X)
 L no_three_col(7,0,X)
 L no_three_col(7,1,X)
 L no_three_col(7,2,X)
 L no_three_col(7,3,X)
 L no_three_col(7,4,X)
 L no_three_col(7,5,X)
 L no_three_col(7,6,X)
 L no_three_col(7,7,X)
 L no_three_col(7,8,X)
 L no_three_col(7,9,X)
 L no_three_col(7,10,X)
 L no_three_col(7,11,X)
 L no_three_col(8,0,X)
 L no_three_col(8,1,X)
 L no_three_col(8,2,X)
 L no_three_col(8,3,X)
 L no_three_col(8,4,X)
 L no_three_col(8,5,X)
 L no_three_col(8,6,X)
 L no_three_col(8,7,X)
 L no_three_col(8,8,X)
 L no_three_col(8,9,X)
 L no_three_col(8,10,X)
 L no_three_col(8,11,X)
 L no_three_col(9,0,X)
 L no_three_col(9,1,X)
 L no_three_col(9,2,X)
 L no_three_col(9,3,X)
 L no_three_col(9,4,X)
 L no_three_col(9,5,X)
 L no_three_col(9,6,X)
 L no_three_col(9,7,X)
 L no_three_col(9,8,X)
 L no_three_col(9,9,X)
 L no_three_col(9,10,X)
 L no_three_col(9,11,X)
 L no_three_row(0,0,O)
 L no_three_row(0,1,O)
 L no_three_row(0,2,O)
 L no_three_row(0,3,O)
 L no_three_row(0,4,O)
 L no_three_row(0,5,O)
 L no_three_row(0,6,O)
 L no_three_row(0,7,O)
 L no_three_row(0,8,O)
 L no_three_row(0,9,O)
 L no_three_row(1,0,O)
 L no_three_row(1,1,O)
 L no_three_row(1,2,O)
 L no_three_row(1,3,O)
 L no_three_row(1,4,O)
 L no_three_row(1,5,O)
 L no_three_row(1,6,O)
 L no_three_row(1,7,O)
 L no_three_row(1,8,O)
 L no_three_row(1,9,O)
 L no_three_row(2,0,O)
 L no_three_row(2,1,O)
 L no_three_row(2,2,O)
 L no_three_row(2,3,O)
 L no_three_row(2,4,O)
 L no_three_row(2,5,O)
 L no_three_row(2,6,O)
 L no_three_row(2,7,O)
 L no_three_row(2,8,O)
 L no_three_row(2,9,O)
 L no_three_row(3,0,O)
 L no_three_row(3,1,O)
 L no_three_row(3,2,O)
 L no_three_row(3,3,O)
 L no_three_row(3,4,O)
 L no_three_row(3,5,O)
 L no_three_row(3,6,O)
 L no_three_row(3,7,O)
 L no_three_row(3,8,O)
 L no_three_row(3,9,O)
 L no_three_row(4,0,O)
 L no_three_row(4,1,O)
 L no_three_row(4,2,O)
 L no_three_row(4,3,O)
 L no_three_row(4,4,O)
 L no_three_row(4,5,O)
 L no_three_row(4,6,O)
 L no_three_row(4,7,O)
 L no_three_row(4,8,O)
 L no_three_row(4,9,O)
 L no_three_row(5,0,O)
 L no_three_row(5,1,O)
 L no_three_row(5,2,O)
 L no_three_row(5,3,O)
 L no_three_row(5,4,O)
 L no_three_row(5,5,O)
 L no_three_row(5,6,O)
 L no_three_row(5,7,O)
 L no_three_row(5,8,O)
 L no_three_row(5,9,O)
 L no_three_row(6,0,O)
 L no_three_row(6,1,O)
 L no_three_row(6,2,O)
 L no_three_row(6,3,O)
 L no_three_row(6,4,O)
 L no_three_row(6,5,O)
 L no_three_row(6,6,O)
 L no_three_row(6,7,O)
 L no_three_row(6,8,O)
 L no_three_row(6,9,O)
 L no_three_row(7,0,O)
 L no_three_row(7,1,O)
 L no_three_row(7,2,O)
 L no_three_row(7,3,O)
 L no_three_row(7,4,O)
 L no_three_row(7,5,O)
 L no_three_row(7,6,O)
 L no_three_row(7,7,O)
 L no_three_row(7,8,O)
 L no_three_row(7,9,O)
 L no_three_row(8,0,O)
 L no_three_row(8,1,O)
 L no_three_row(8,2,O)
 L no_three_row(8,3,O)
 L no_three_row(8,4,O)
 L no_three_row(8,5,O)
 L no_three_row(8,6,O)
 L no_three_row(8,7,O)
 L no_three_row(8,8,O)
 L no_three_row(8,9,O)
 L no_three_row(9,0,O)
 L no_three_row(9,1,O)
 L no_three_row(9,2,O)
 L no_three_row(9,3,O)
 L no_three_row(9,4,O)
 L no_three_row(9,5,O)
 L no_three_row(9,6,O)
 L no_three_row(9,7,O)
 L no_three_row(9,8,O)
 L no_three_row(9,9,O)
 L no_three_row(10,0,O)
 L no_three_row(10,1,O)
 L no_three_row(10,2,O)
 L no_three_row(10,3,O)
 L no_three_row(10,4,O)
 L no_three_row(10,5,O)
 L no_three_row(10,6,O)
 L no_three_row(10,7,O)
 L no_three_row(10,8,O)
 L no_three_row(10,9,O)
 L no_three_row(11,0,O)
 L no_three_row(11,1,O)
 L no_three_row(11,2,O)
 L no_three_row(11,3,O)
 L no_three_row(11,4,O)
 L no_three_row(11,5,O)
 L no_three_row(11,6,O)
 L no_three_row(11,7,O)
 L no_three_row(11,8,O)
 L no_three_row(11,9,O)
 L no_three_col(0,0,O)
 L no_three_col(0,1,O)
 L no_three_col(0,2,O)
 L no_three_col(0,3,O)
 L no_three_col(0,4,O)
 L no_three_col(0,5,O)
 L no_three_col(0,6,O)
 L no_three_col(0,7,O)
 L no_three_col(0,8,O)
 L no_three_col(0,9,O)
 L no_three_col(0,10,O)
 L no_three_col(0,11,O)
 L no_three_col(1,0,O)
 L no_three_col(1,1,O)
 L no_three_col(1,2,O)
 L no_three_col(1,3,O)
 L no_three_col(1,4,O)
 L no_three_col(1,5,O)
 L no_three_col(1,6,O)
 L no_three_col(1,7,O)
 L no_three_col(1,8,O)
 L no_three_col(1,9,O)
 L no_three_col(1,10,O)
 L no_three_col(1,11,O)
 L no_three_col(2,0,O)
 L no_three_col(2,1,O)
 L no_three_col(2,2,O)
 L no_three_col(2,3,O)
 L no_three_col(2,4,O)
 L no_three_col(2,5,O)
 L no_three_col(2,6,O)
 L no_three_col(2,7,O)
 L no_three_col(2,8,O)
 L no_three_col(2,9,O)
 L no_three_col(2,10,O)
 L no_three_col(2,11,O)
 L no_three_col(3,0,O)
 L no_three_col(3,1,O)
 L no_three_col(3,2,O)
 L no_three_col(3,3,O)
 L no_three_col(3,4,O)
 L no_three_col(3,5,O)
 L no_three_col(3,6,O)
 L no_three_col(3,7,O)
 L no_three_col(3,8,O)
 L no_three_col(3,9,O)
 L no_three_col(3,10,O)
 L no_three_col(3,11,O)
 L no_three_col(4,0,O)
 L no_three_col(4,1,O)
 L no_three_col(4,2,O)
 L no_three_col(4,3,O)
 L no_three_col(4,4,O)
 L no_three_col(4,5,O)
 L no_three_col(4,6,O)
 L no_three_col(4,7,O)
 L no_three_col(4,8,O)
 L no_three_col(4,9,O)
 L no_three_col(4,10,O)
 L no_three_col(4,11,O)
 L no_three_col(5,0,O)
 L no_three_col(5,1,O)
 L no_three_col(5,2,O)
 L no_three_col(5,3,O)
 L no_three_col(5,4,O)
 L no_three_col(5,5,O)
 L no_three_col(5,6,O)
 L no_three_col(5,7,O)
 L no_three_col(5,8,O)
 L no_three_col(5,9,O)
 L no_three_col(5,10,O)
 L no_three_col(5,11,O)
 L no_three_col(6,0,O)
 L no_three_col(6,1,O)
 L no_three_col(6,2,O)
 L no_three_col(6,3,O)
 L no_three_col(6,4,O)
 L no_three_col(6,5,O)
 L no_three_col(6,6,O)
 L no_three_col(6,7,O)
 L no_three_col(6,8,O)
 L no_three_col(6,9,O)
 L no_three_col(6,10,O)
 L no_three_col(6,11,O)
 L no_three_col(7,0,O)
 L no_three_col(7,1,O)
 L no_three_col(7,2,O)
 L no_three_col(7,3,O)
 L no_three_col(7,4,O)
 L no_three_col(7,5,O)
 L no_three_col(7,6,O)
 L no_three_col(7,7,O)
 L no_three_col(7,8,O)
 L no_three_col(7,9,O)
 L no_three_col(7,10,O)
 L no_three_col(7,11,O)
 L no_three_col(8,0,O)
 L no_three_col(8,1,O)
 L no_three_col(8,2,O)
 L no_three_col(8,3,O)
 L no_three_col(8,4,O)
 L no_three_col(8,5,O)
 L no_three_col(8,6,O)
 L no_three_col(8,7,O)
 L no_three_col(8,8,O)
 L no_three_col(8,9,O)
 L no_three_col(8,10,O)
 L no_three_col(8,11,O)
 L no_three_col(9,0,O)
 L no_three_col(9,1,O)
 L no_three_col(9,2,O)
 L no_three_col(9,3,O)
 L no_three_col(9,4,O)
 L no_three_col(9,5,O)
 L no_three_col(9,6,O)
 L no_three_col(9,7,O)
 L no_three_col(9,8,O)
 L no_three_col(9,9,O)
 L no_three_col(9,10,O)
 L no_three_col(9,11,O)
 L no_three_row(0,0,I)
 L no_three_row(0,1,I)
 L no_three_row(0,2,I)
 L no_three_row(0,3,I)
 L no_three_row(0,4,I)
 L no_three_row(0,5,I)
 L no_three_row(0,6,I)
 L no_three_row(0,7,I)
 L no_three_row(0,8,I)
 L no_three_row(0,9,I)
 L no_three_row(1,0,I)
 L no_three_row(1,1,I)
 L no_three_row(1,2,I)
 L no_three_row(1,3,I)
 L no_three_row(1,4,I)
 L no_three_row(1,5,I)
 L no_three_row(1,6,I)
 L no_three_row(1,7,I)
 L no_three_row(1,8,I)
 L no_three_row(1,9,I)
 L no_three_row(2,0,I)
 L no_three_row(2,1,I)
 L no_three_row(2,2,I)
 L no_three_row(2,3,I)
 L no_three_row(2,4,I)
 L no_three_row(2,5,I)
 L no_three_row(2,6,I)
 L no_three_row(2,7,I)
 L no_three_row(2,8,I)
 L no_three_row(2,9,I)
 L no_three_row(3,0,I)
 L no_three_row(3,1,I)
 L no_three_row(3,2,I)
 L no_three_row(3,3,I)
 L no_three_row(3,4,I)
 L no_three_row(3,5,I)
 L no_three_row(3,6,I)
 L no_three_row(3,7,I)
 L no_three_row(3,8,I)
 L no_three_row(3,9,I)
 L no_three_row(4,0,I)
 L no_three_row(4,1,I)
 L no_three_row(4,2,I)
 L no_three_row(4,3,I)
 L no_three_row(4,4,I)
 L no_three_row(4,5,I)
 L no_three_row(4,6,I)
 L no_three_row(4,7,I)
 L no_three_row(4,8,I)
 L no_three_row(4,9,I)
 L no_three_row(5,0,I)
 L no_three_row(5,1,I)
 L no_three_row(5,2,I)
 L no_three_row(5,3,I)
 L no_three_row(5,4,I)
 L no_three_row(5,5,I)
 L no_three_row(5,6,I)
 L no_three_row(5,7,I)
 L no_three_row(5,8,I)
 L no_three_row(5,9,I)
 L no_three_row(6,0,I)
 L no_three_row(6,1,I)
 L no_three_row(6,2,I)
 L no_three_row(6,3,I)
 L no_three_row(6,4,I)
 L no_three_row(6,5,I)
 L no_three_row(6,6,I)
 L no_three_row(6,7,I)
 L no_three_row(6,8,I)
 L no_three_row(6,9,I)
 L no_three_row(7,0,I)
 L no_three_row(7,1,I)
 L no_three_row(7,2,I)
 L no_three_row(7,3,I)
 L no_three_row(7,4,I)
 L no_three_row(7,5,I)
 L no_three_row(7,6,I)
 L no_three_row(7,7,I)
 L no_three_row(7,8,I)
 L no_three_row(7,9,I)
 L no_three_row(8,0,I)
 L no_three_row(8,1,I)
 L no_three_row(8,2,I)
 L no_three_row(8,3,I)
 L no_three_row(8,4,I)
 L no_three_row(8,5,I)
 L no_three_row(8,6,I)
 L no_three_row(8,7,I)
 L no_three_row(8,8,I)
 L no_three_row(8,9,I)
 L no_three_row(9,0,I)
 L no_three_row(9,1,I)
 L no_three_row(9,2,I)
 L no_three_row(9,3,I)
 L no_three_row(9,4,I)
 L no_three_row(9,5,I)
 L no_three_row(9,6,I)
 L no_three_row(9,7,I)
 L no_three_row(9,8,I)
 L no_three_row(9,9,I)
 L no_three_row(10,0,I)
 L no_three_row(10,1,I)
 L no_three_row(10,2,I)
 L no_three_row(10,3,I)
 L no_three_row(10,4,I)
 L no_three_row(10,5,I)
 L no_three_row(10,6,I)
 L no_three_row(10,7,I)
 L no_three_row(10,8,I)
 L no_three_row(10,9,I)
 L no_three_row(11,0,I)
 L no_three_row(11,1,I)
 L no_three_row(11,2,I)
 L no_three_row(11,3,I)
 L no_three_row(11,4,I)
 L no_three_row(11,5,I)
 L no_three_row(11,6,I)
 L no_three_row(11,7,I)
 L no_three_row(11,8,I)
 L no_three_row(11,9,I)
 L no_three_col(0,0,I)
 L no_three_col(0,1,I)
 L no_three_col(0,2,I)
 L no_three_col(0,3,I)
 L no_three_col(0,4,I)
 L no_three_col(0,5,I)
 L no_three_col(0,6,I)
 L no_three_col(0,7,I)
 L no_three_col(0,8,I)
 L no_three_col(0,9,I)
 L no_three_col(0,10,I)
 L no_three_col(0,11,I)
 L no_three_col(1,0,I)
 L no_three_col(1,1,I)
 L no_three_col(1,2,I)
 L no_three_col(1,3,I)
 L no_three_col(1,4,I)
 L no_three_col(1,5,I)
 L no_three_col(1,6,I)
 L no_three_col(1,7,I)
 L no_three_col(1,8,I)
 L no_three_col(1,9,I)
 L no_three_col(1,10,I)
 L no_three_col(1,11,I)
 L no_three_col(2,0,I)
 L no_three_col(2,1,I)
 L no_three_col(2,2,I)
 L no_three_col(2,3,I)
 L no_three_col(2,4,I)
 L no_three_col(2,5,I)
 L no_three_col(2,6,I)
 L no_three_col(2,7,I)
 L no_three_col(2,8,I)
 L no_three_col(2,9,I)
 L no_three_col(2,10,I)
 L no_three_col(2,11,I)
 L no_three_col(3,0,I)
 L no_three_col(3,1,I)
 L no_three_col(3,2,I)
 L no_three_col(3,3,I)
 L no_three_col(3,4,I)
 L no_three_col(3,5,I)
 L no_three_col(3,6,I)
 L no_three_col(3,7,I)
 L no_three_col(3,8,I)
 L no_three_col(3,9,I)
 L no_three_col(3,10,I)
 L no_three_col(3,11,I)
 L no_three_col(4,0,I)
 L no_three_col(4,1,I)
 L no_three_col(4,2,I)
 L no_three_col(4,3,I)
 L no_three_col(4,4,I)
 L no_three_col(4,5,I)
 L no_three_col(4,6,I)
 L no_three_col(4,7,I)
 L no_three_col(4,8,I)
 L no_three_col(4,9,I)
 L no_three_col(4,10,I)
 L no_three_col(4,11,I)
 L no_three_col(5,0,I)
 L no_three_col(5,1,I)
 L no_three_col(5,2,I)
 L no_three_col(5,3,I)
 L no_three_col(5,4,I)
 L no_three_col(5,5,I)
 L no_three_col(5,6,I)
 L no_three_col(5,7,I)
 L no_three_col(5,8,I)
 L no_three_col(5,9,I)
 L no_three_col(5,10,I)
 L no_three_col(5,11,I)
 L no_three_col(6,0,I)
 L no_three_col(6,1,I)
 L no_three_col(6,2,I)
 L no_three_col(6,3,I)
 L no_three_col(6,4,I)
 L no_three_col(6,5,I)
 L no_three_col(6,6,I)
 L no_three_col(6,7,I)
 L no_three_col(6,8,I)
 L no_three_col(6,9,I)
 L no_three_col(6,10,I)
 L no_three_col(6,11,I)
 L no_three_col(7,0,I)
 L no_three_col(7,1,I)
 L no_three_col(7,2,I)
 L no_three_col(7,3,I)
 L no_three_col(7,4,I)
 L no_three_col(7,5,I)
 L no_three_col(7,6,I)
 L no_three_col(7,7,I)
 L no_three_col(7,8,I)
 L no_three_col(7,9,I)
 L no_three_col(7,10,I)
 L no_three_col(7,11,I)
 L no_three_col(8,0,I)
 L no_three_col(8,1,I)
 L no_three_col(8,2,I)
 L no_three_col(8,3,I)
 L no_three_col(8,4,I)
 L no_three_col(8,5,I)
 L no_three_col(8,6,I)
 L no_three_col(8,7,I)
 L no_three_col(8,8,I)
 L no_three_col(8,9,I)
 L no_three_col(8,10,I)
 L no_three_col(8,11,I)
 L no_three_col(9,0,I)
 L no_three_col(9,1,I)
 L no_three_col(9,2,I)
 L no_three_col(9,3,I)
 L no_three_col(9,4,I)
 L no_three_col(9,5,I)
 L no_three_col(9,6,I)
 L no_three_col(9,7,I)
 L no_three_col(9,8,I)
 L no_three_col(9,9,I)
 L no_three_col(9,10,I)
 L no_three_col(9,11,I)
 E balance_row(0,X)
 E balance_row(1,X)
 E balance_row(2,X)
 E balance_row(3,X)
 E balance_row(4,X)
 E balance_row(5,X)
 E balance_row(6,X)
 E balance_row(7,X)
 E balance_row(8,X)
 E balance_row(9,X)
 E balance_row(10,X)
 E balance_row(11,X)
 E balance_col(0,X)
 E balance_col(1,X)
 E balance_col(2,X)
 E balance_col(3,X)
 E balance_col(4,X)
 E balance_col(5,X)
 E balance_col(6,X)
 E balance_col(7,X)
 E balance_col(8,X)
 E balance_col(9,X)
 E balance_col(10,X)
 E balance_col(11,X)
 E balance_row(0,O)
 E balance_row(1,O)
 E balance_row(2,O)
 E balance_row(3,O)
 E balance_row(4,O)
 E balance_row(5,O)
 E balance_row(6,O)
 E balance_row(7,O)
 E balance_row(8,O)
 E balance_row(9,O)
 E balance_row(10,O)
 E balance_row(11,O)
 E balance_col(0,O)
 E balance_col(1,O)
 E balance_col(2,O)
 E balance_col(3,O)
 E balance_col(4,O)
 E balance_col(5,O)
 E balance_col(6,O)
 E balance_col(7,O)
 E balance_col(8,O)
 E balance_col(9,O)
 E balance_col(10,O)
 E balance_col(11,O)
 E balance_row(0,I)
 E balance_row(1,I)
 E balance_row(2,I)
 E balance_row(3,I)
 E balance_row(4,I)
 E balance_row(5,I)
 E balance_row(6,I)
 E balance_row(7,I)
 E balance_row(8,I)
 E balance_row(9,I)
 E balance_row(10,I)
 E balance_row(11,I)
 E balance_col(0,I)
 E balance_col(1,I)
 E balance_col(2,I)
 E balance_col(3,I)
 E balance_col(4,I)
 E balance_col(5,I)
 E balance_col(6,I)
 E balance_col(7,I)
 E balance_col(8,I)
 E balance_col(9,I)
 E balance_col(10,I)
 E balance_col(11,I)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,X) one_symbol(0,0) 1
    x(0,0,X) no_three_row(0,0,X) 1
    x(0,0,X) no_three_col(0,0,X) 1
    x(0,0,X) balance_row(0,X) 1
    x(0,0,X) balance_col(0,X) 1
    x(0,1,X) one_symbol(0,1) 1
    x(0,1,X) given(0,1) 1
    x(0,1,X) no_three_row(0,0,X) 1
    x(0,1,X) no_three_row(0,1,X) 1
    x(0,1,X) no_three_col(0,1,X) 1
    x(0,1,X) balance_row(0,X) 1
    x(0,1,X) balance_col(1,X) 1
    x(0,2,X) one_symbol(0,2) 1
    x(0,2,X) no_three_row(0,0,X) 1
    x(0,2,X) no_three_row(0,1,X) 1
    x(0,2,X) no_three_row(0,2,X) 1
    x(0,2,X) no_three_col(0,2,X) 1
    x(0,2,X) balance_row(0,X) 1
    x(0,2,X) balance_col(2,X) 1
    x(0,3,X) one_symbol(0,3) 1
    x(0,3,X) no_three_row(0,1,X) 1
    x(0,3,X) no_three_row(0,2,X) 1
    x(0,3,X) no_three_row(0,3,X) 1
    x(0,3,X) no_three_col(0,3,X) 1
    x(0,3,X) balance_row(0,X) 1
    x(0,3,X) balance_col(3,X) 1
    x(0,4,X) one_symbol(0,4) 1
    x(0,4,X) no_three_row(0,2,X) 1
    x(0,4,X) no_three_row(0,3,X) 1
    x(0,4,X) no_three_row(0,4,X) 1
    x(0,4,X) no_three_col(0,4,X) 1
    x(0,4,X) balance_row(0,X) 1
    x(0,4,X) balance_col(4,X) 1
    x(0,5,X) one_symbol(0,5) 1
    x(0,5,X) no_three_row(0,3,X) 1
    x(0,5,X) no_three_row(0,4,X) 1
    x(0,5,X) no_three_row(0,5,X) 1
    x(0,5,X) no_three_col(0,5,X) 1
    x(0,5,X) balance_row(0,X) 1
    x(0,5,X) balance_col(5,X) 1
    x(0,6,X) one_symbol(0,6) 1
    x(0,6,X) no_three_row(0,4,X) 1
    x(0,6,X) no_three_row(0,5,X) 1
    x(0,6,X) no_three_row(0,6,X) 1
    x(0,6,X) no_three_col(0,6,X) 1
    x(0,6,X) balance_row(0,X) 1
    x(0,6,X) balance_col(6,X) 1
    x(0,7,X) one_symbol(0,7) 1
    x(0,7,X) no_three_row(0,5,X) 1
    x(0,7,X) no_three_row(0,6,X) 1
    x(0,7,X) no_three_row(0,7,X) 1
    x(0,7,X) no_three_col(0,7,X) 1
    x(0,7,X) balance_row(0,X) 1
    x(0,7,X) balance_col(7,X) 1
    x(0,8,X) one_symbol(0,8) 1
    x(0,8,X) given(0,8) 1
    x(0,8,X) no_three_row(0,6,X) 1
    x(0,8,X) no_three_row(0,7,X) 1
    x(0,8,X) no_three_row(0,8,X) 1
    x(0,8,X) no_three_col(0,8,X) 1
    x(0,8,X) balance_row(0,X) 1
    x(0,8,X) balance_col(8,X) 1
    x(0,9,X) one_symbol(0,9) 1
    x(0,9,X) given(0,9) 1
    x(0,9,X) no_three_row(0,7,X) 1
    x(0,9,X) no_three_row(0,8,X) 1
    x(0,9,X) no_three_row(0,9,X) 1
    x(0,9,X) no_three_col(0,9,X) 1
    x(0,9,X) balance_row(0,X) 1
    x(0,9,X) balance_col(9,X) 1
    x(0,10,X) one_symbol(0,10) 1
    x(0,10,X) no_three_row(0,8,X) 1
    x(0,10,X) no_three_row(0,9,X) 1
    x(0,10,X) no_three_col(0,10,X) 1
    x(0,10,X) balance_row(0,X) 1
    x(0,10,X) balance_col(10,X) 1
    x(0,11,X) one_symbol(0,11) 1
    x(0,11,X) no_three_row(0,9,X) 1
    x(0,11,X) no_three_col(0,11,X) 1
    x(0,11,X) balance_row(0,X) 1
    x(0,11,X) balance_col(11,X) 1
    x(1,0,X) one_symbol(1,0) 1
    x(1,0,X) no_three_row(1,0,X) 1
    x(1,0,X) no_three_col(0,0,X) 1
    x(1,0,X) no_three_col(1,0,X) 1
    x(1,0,X) balance_row(1,X) 1
    x(1,0,X) balance_col(0,X) 1
    x(1,1,X) one_symbol(1,1) 1
    x(1,1,X) no_three_row(1,0,X) 1
    x(1,1,X) no_three_row(1,1,X) 1
    x(1,1,X) no_three_col(0,1,X) 1
    x(1,1,X) no_three_col(1,1,X) 1
    x(1,1,X) balance_row(1,X) 1
    x(1,1,X) balance_col(1,X) 1
    x(1,2,X) one_symbol(1,2) 1
    x(1,2,X) given(1,2) 1
    x(1,2,X) no_three_row(1,0,X) 1
    x(1,2,X) no_three_row(1,1,X) 1
    x(1,2,X) no_three_row(1,2,X) 1
    x(1,2,X) no_three_col(0,2,X) 1
    x(1,2,X) no_three_col(1,2,X) 1
    x(1,2,X) balance_row(1,X) 1
    x(1,2,X) balance_col(2,X) 1
    x(1,3,X) one_symbol(1,3) 1
    x(1,3,X) no_three_row(1,1,X) 1
    x(1,3,X) no_three_row(1,2,X) 1
    x(1,3,X) no_three_row(1,3,X) 1
    x(1,3,X) no_three_col(0,3,X) 1
    x(1,3,X) no_three_col(1,3,X) 1
    x(1,3,X) balance_row(1,X) 1
    x(1,3,X) balance_col(3,X) 1
    x(1,4,X) one_symbol(1,4) 1
    x(1,4,X) no_three_row(1,2,X) 1
    x(1,4,X) no_three_row(1,3,X) 1
    x(1,4,X) no_three_row(1,4,X) 1
    x(1,4,X) no_three_col(0,4,X) 1
    x(1,4,X) no_three_col(1,4,X) 1
    x(1,4,X) balance_row(1,X) 1
    x(1,4,X) balance_col(4,X) 1
    x(1,5,X) one_symbol(1,5) 1
    x(1,5,X) no_three_row(1,3,X) 1
    x(1,5,X) no_three_row(1,4,X) 1
    x(1,5,X) no_three_row(1,5,X) 1
    x(1,5,X) no_three_col(0,5,X) 1
    x(1,5,X) no_three_col(1,5,X) 1
    x(1,5,X) balance_row(1,X) 1
    x(1,5,X) balance_col(5,X) 1
    x(1,6,X) one_symbol(1,6) 1
    x(1,6,X) no_three_row(1,4,X) 1
    x(1,6,X) no_three_row(1,5,X) 1
    x(1,6,X) no_three_row(1,6,X) 1
    x(1,6,X) no_three_col(0,6,X) 1
    x(1,6,X) no_three_col(1,6,X) 1
    x(1,6,X) balance_row(1,X) 1
    x(1,6,X) balance_col(6,X) 1
    x(1,7,X) one_symbol(1,7) 1
    x(1,7,X) given(1,7) 1
    x(1,7,X) no_three_row(1,5,X) 1
    x(1,7,X) no_three_row(1,6,X) 1
    x(1,7,X) no_three_row(1,7,X) 1
    x(1,7,X) no_three_col(0,7,X) 1
    x(1,7,X) no_three_col(1,7,X) 1
    x(1,7,X) balance_row(1,X) 1
    x(1,7,X) balance_col(7,X) 1
    x(1,8,X) one_symbol(1,8) 1
    x(1,8,X) given(1,8) 1
    x(1,8,X) no_three_row(1,6,X) 1
    x(1,8,X) no_three_row(1,7,X) 1
    x(1,8,X) no_three_row(1,8,X) 1
    x(1,8,X) no_three_col(0,8,X) 1
    x(1,8,X) no_three_col(1,8,X) 1
    x(1,8,X) balance_row(1,X) 1
    x(1,8,X) balance_col(8,X) 1
    x(1,9,X) one_symbol(1,9) 1
    x(1,9,X) no_three_row(1,7,X) 1
    x(1,9,X) no_three_row(1,8,X) 1
    x(1,9,X) no_three_row(1,9,X) 1
    x(1,9,X) no_three_col(0,9,X) 1
    x(1,9,X) no_three_col(1,9,X) 1
    x(1,9,X) balance_row(1,X) 1
    x(1,9,X) balance_col(9,X) 1
    x(1,10,X) one_symbol(1,10) 1
    x(1,10,X) no_three_row(1,8,X) 1
    x(1,10,X) no_three_row(1,9,X) 1
    x(1,10,X) no_three_col(0,10,X) 1
    x(1,10,X) no_three_col(1,10,X) 1
    x(1,10,X) balance_row(1,X) 1
    x(1,10,X) balance_col(10,X) 1
    x(1,11,X) one_symbol(1,11) 1
    x(1,11,X) no_three_row(1,9,X) 1
    x(1,11,X) no_three_col(0,11,X) 1
    x(1,11,X) no_three_col(1,11,X) 1
    x(1,11,X) balance_row(1,X) 1
    x(1,11,X) balance_col(11,X) 1
    x(2,0,X) one_symbol(2,0) 1
    x(2,0,X) no_three_row(2,0,X) 1
    x(2,0,X) no_three_col(0,0,X) 1
    x(2,0,X) no_three_col(1,0,X) 1
    x(2,0,X) no_three_col(2,0,X) 1
    x(2,0,X) balance_row(2,X) 1
    x(2,0,X) balance_col(0,X) 1
    x(2,1,X) one_symbol(2,1) 1
    x(2,1,X) given(2,1) 1
    x(2,1,X) no_three_row(2,0,X) 1
    x(2,1,X) no_three_row(2,1,X) 1
    x(2,1,X) no_three_col(0,1,X) 1
    x(2,1,X) no_three_col(1,1,X) 1
    x(2,1,X) no_three_col(2,1,X) 1
    x(2,1,X) balance_row(2,X) 1
    x(2,1,X) balance_col(1,X) 1
    x(2,2,X) one_symbol(2,2) 1
    x(2,2,X) no_three_row(2,0,X) 1
    x(2,2,X) no_three_row(2,1,X) 1
    x(2,2,X) no_three_row(2,2,X) 1
    x(2,2,X) no_three_col(0,2,X) 1
    x(2,2,X) no_three_col(1,2,X) 1
    x(2,2,X) no_three_col(2,2,X) 1
    x(2,2,X) balance_row(2,X) 1
    x(2,2,X) balance_col(2,X) 1
    x(2,3,X) one_symbol(2,3) 1
    x(2,3,X) no_three_row(2,1,X) 1
    x(2,3,X) no_three_row(2,2,X) 1
    x(2,3,X) no_three_row(2,3,X) 1
    x(2,3,X) no_three_col(0,3,X) 1
    x(2,3,X) no_three_col(1,3,X) 1
    x(2,3,X) no_three_col(2,3,X) 1
    x(2,3,X) balance_row(2,X) 1
    x(2,3,X) balance_col(3,X) 1
    x(2,4,X) one_symbol(2,4) 1
    x(2,4,X) given(2,4) 1
    x(2,4,X) no_three_row(2,2,X) 1
    x(2,4,X) no_three_row(2,3,X) 1
    x(2,4,X) no_three_row(2,4,X) 1
    x(2,4,X) no_three_col(0,4,X) 1
    x(2,4,X) no_three_col(1,4,X) 1
    x(2,4,X) no_three_col(2,4,X) 1
    x(2,4,X) balance_row(2,X) 1
    x(2,4,X) balance_col(4,X) 1
    x(2,5,X) one_symbol(2,5) 1
    x(2,5,X) given(2,5) 1
    x(2,5,X) no_three_row(2,3,X) 1
    x(2,5,X) no_three_row(2,4,X) 1
    x(2,5,X) no_three_row(2,5,X) 1
    x(2,5,X) no_three_col(0,5,X) 1
    x(2,5,X) no_three_col(1,5,X) 1
    x(2,5,X) no_three_col(2,5,X) 1
    x(2,5,X) balance_row(2,X) 1
    x(2,5,X) balance_col(5,X) 1
    x(2,6,X) one_symbol(2,6) 1
    x(2,6,X) no_three_row(2,4,X) 1
    x(2,6,X) no_three_row(2,5,X) 1
    x(2,6,X) no_three_row(2,6,X) 1
    x(2,6,X) no_three_col(0,6,X) 1
    x(2,6,X) no_three_col(1,6,X) 1
    x(2,6,X) no_three_col(2,6,X) 1
    x(2,6,X) balance_row(2,X) 1
    x(2,6,X) balance_col(6,X) 1
    x(2,7,X) one_symbol(2,7) 1
    x(2,7,X) given(2,7) 1
    x(2,7,X) no_three_row(2,5,X) 1
    x(2,7,X) no_three_row(2,6,X) 1
    x(2,7,X) no_three_row(2,7,X) 1
    x(2,7,X) no_three_col(0,7,X) 1
    x(2,7,X) no_three_col(1,7,X) 1
    x(2,7,X) no_three_col(2,7,X) 1
    x(2,7,X) balance_row(2,X) 1
    x(2,7,X) balance_col(7,X) 1
    x(2,8,X) one_symbol(2,8) 1
    x(2,8,X) no_three_row(2,6,X) 1
    x(2,8,X) no_three_row(2,7,X) 1
    x(2,8,X) no_three_row(2,8,X) 1
    x(2,8,X) no_three_col(0,8,X) 1
    x(2,8,X) no_three_col(1,8,X) 1
    x(2,8,X) no_three_col(2,8,X) 1
    x(2,8,X) balance_row(2,X) 1
    x(2,8,X) balance_col(8,X) 1
    x(2,9,X) one_symbol(2,9) 1
    x(2,9,X) no_three_row(2,7,X) 1
    x(2,9,X) no_three_row(2,8,X) 1
    x(2,9,X) no_three_row(2,9,X) 1
    x(2,9,X) no_three_col(0,9,X) 1
    x(2,9,X) no_three_col(1,9,X) 1
    x(2,9,X) no_three_col(2,9,X) 1
    x(2,9,X) balance_row(2,X) 1
    x(2,9,X) balance_col(9,X) 1
    x(2,10,X) one_symbol(2,10) 1
    x(2,10,X) no_three_row(2,8,X) 1
    x(2,10,X) no_three_row(2,9,X) 1
    x(2,10,X) no_three_col(0,10,X) 1
    x(2,10,X) no_three_col(1,10,X) 1
    x(2,10,X) no_three_col(2,10,X) 1
    x(2,10,X) balance_row(2,X) 1
    x(2,10,X) balance_col(10,X) 1
    x(2,11,X) one_symbol(2,11) 1
    x(2,11,X) no_three_row(2,9,X) 1
    x(2,11,X) no_three_col(0,11,X) 1
    x(2,11,X) no_three_col(1,11,X) 1
    x(2,11,X) no_three_col(2,11,X) 1
    x(2,11,X) balance_row(2,X) 1
    x(2,11,X) balance_col(11,X) 1
    x(3,0,X) one_symbol(3,0) 1
    x(3,0,X) given(3,0) 1
    x(3,0,X) no_three_row(3,0,X) 1
    x(3,0,X) no_three_col(1,0,X) 1
    x(3,0,X) no_three_col(2,0,X) 1
    x(3,0,X) no_three_col(3,0,X) 1
    x(3,0,X) balance_row(3,X) 1
    x(3,0,X) balance_col(0,X) 1
    x(3,1,X) one_symbol(3,1) 1
    x(3,1,X) no_three_row(3,0,X) 1
    x(3,1,X) no_three_row(3,1,X) 1
    x(3,1,X) no_three_col(1,1,X) 1
    x(3,1,X) no_three_col(2,1,X) 1
    x(3,1,X) no_three_col(3,1,X) 1
    x(3,1,X) balance_row(3,X) 1
    x(3,1,X) balance_col(1,X) 1
    x(3,2,X) one_symbol(3,2) 1
    x(3,2,X) no_three_row(3,0,X) 1
    x(3,2,X) no_three_row(3,1,X) 1
    x(3,2,X) no_three_row(3,2,X) 1
    x(3,2,X) no_three_col(1,2,X) 1
    x(3,2,X) no_three_col(2,2,X) 1
    x(3,2,X) no_three_col(3,2,X) 1
    x(3,2,X) balance_row(3,X) 1
    x(3,2,X) balance_col(2,X) 1
    x(3,3,X) one_symbol(3,3) 1
    x(3,3,X) given(3,3) 1
    x(3,3,X) no_three_row(3,1,X) 1
    x(3,3,X) no_three_row(3,2,X) 1
    x(3,3,X) no_three_row(3,3,X) 1
    x(3,3,X) no_three_col(1,3,X) 1
    x(3,3,X) no_three_col(2,3,X) 1
    x(3,3,X) no_three_col(3,3,X) 1
    x(3,3,X) balance_row(3,X) 1
    x(3,3,X) balance_col(3,X) 1
    x(3,4,X) one_symbol(3,4) 1
    x(3,4,X) no_three_row(3,2,X) 1
    x(3,4,X) no_three_row(3,3,X) 1
    x(3,4,X) no_three_row(3,4,X) 1
    x(3,4,X) no_three_col(1,4,X) 1
    x(3,4,X) no_three_col(2,4,X) 1
    x(3,4,X) no_three_col(3,4,X) 1
    x(3,4,X) balance_row(3,X) 1
    x(3,4,X) balance_col(4,X) 1
    x(3,5,X) one_symbol(3,5) 1
    x(3,5,X) no_three_row(3,3,X) 1
    x(3,5,X) no_three_row(3,4,X) 1
    x(3,5,X) no_three_row(3,5,X) 1
    x(3,5,X) no_three_col(1,5,X) 1
    x(3,5,X) no_three_col(2,5,X) 1
    x(3,5,X) no_three_col(3,5,X) 1
    x(3,5,X) balance_row(3,X) 1
    x(3,5,X) balance_col(5,X) 1
    x(3,6,X) one_symbol(3,6) 1
    x(3,6,X) no_three_row(3,4,X) 1
    x(3,6,X) no_three_row(3,5,X) 1
    x(3,6,X) no_three_row(3,6,X) 1
    x(3,6,X) no_three_col(1,6,X) 1
    x(3,6,X) no_three_col(2,6,X) 1
    x(3,6,X) no_three_col(3,6,X) 1
    x(3,6,X) balance_row(3,X) 1
    x(3,6,X) balance_col(6,X) 1
    x(3,7,X) one_symbol(3,7) 1
    x(3,7,X) no_three_row(3,5,X) 1
    x(3,7,X) no_three_row(3,6,X) 1
    x(3,7,X) no_three_row(3,7,X) 1
    x(3,7,X) no_three_col(1,7,X) 1
    x(3,7,X) no_three_col(2,7,X) 1
    x(3,7,X) no_three_col(3,7,X) 1
    x(3,7,X) balance_row(3,X) 1
    x(3,7,X) balance_col(7,X) 1
    x(3,8,X) one_symbol(3,8) 1
    x(3,8,X) no_three_row(3,6,X) 1
    x(3,8,X) no_three_row(3,7,X) 1
    x(3,8,X) no_three_row(3,8,X) 1
    x(3,8,X) no_three_col(1,8,X) 1
    x(3,8,X) no_three_col(2,8,X) 1
    x(3,8,X) no_three_col(3,8,X) 1
    x(3,8,X) balance_row(3,X) 1
    x(3,8,X) balance_col(8,X) 1
    x(3,9,X) one_symbol(3,9) 1
    x(3,9,X) no_three_row(3,7,X) 1
    x(3,9,X) no_three_row(3,8,X) 1
    x(3,9,X) no_three_row(3,9,X) 1
    x(3,9,X) no_three_col(1,9,X) 1
    x(3,9,X) no_three_col(2,9,X) 1
    x(3,9,X) no_three_col(3,9,X) 1
    x(3,9,X) balance_row(3,X) 1
    x(3,9,X) balance_col(9,X) 1
    x(3,10,X) one_symbol(3,10) 1
    x(3,10,X) no_three_row(3,8,X) 1
    x(3,10,X) no_three_row(3,9,X) 1
    x(3,10,X) no_three_col(1,10,X) 1
    x(3,10,X) no_three_col(2,10,X) 1
    x(3,10,X) no_three_col(3,10,X) 1
    x(3,10,X) balance_row(3,X) 1
    x(3,10,X) balance_col(10,X) 1
    x(3,11,X) one_symbol(3,11) 1
    x(3,11,X) no_three_row(3,9,X) 1
    x(3,11,X) no_three_col(1,11,X) 1
    x(3,11,X) no_three_col(2,11,X) 1
    x(3,11,X) no_three_col(3,11,X) 1
    x(3,11,X) balance_row(3,X) 1
    x(3,11,X) balance_col(11,X) 1
    x(4,0,X) one_symbol(4,0) 1
    x(4,0,X) no_three_row(4,0,X) 1
    x(4,0,X) no_three_col(2,0,X) 1
    x(4,0,X) no_three_col(3,0,X) 1
    x(4,0,X) no_three_col(4,0,X) 1
    x(4,0,X) balance_row(4,X) 1
    x(4,0,X) balance_col(0,X) 1
    x(4,1,X) one_symbol(4,1) 1
    x(4,1,X) no_three_row(4,0,X) 1
    x(4,1,X) no_three_row(4,1,X) 1
    x(4,1,X) no_three_col(2,1,X) 1
    x(4,1,X) no_three_col(3,1,X) 1
    x(4,1,X) no_three_col(4,1,X) 1
    x(4,1,X) balance_row(4,X) 1
    x(4,1,X) balance_col(1,X) 1
    x(4,2,X) one_symbol(4,2) 1
    x(4,2,X) given(4,2) 1
    x(4,2,X) no_three_row(4,0,X) 1
    x(4,2,X) no_three_row(4,1,X) 1
    x(4,2,X) no_three_row(4,2,X) 1
    x(4,2,X) no_three_col(2,2,X) 1
    x(4,2,X) no_three_col(3,2,X) 1
    x(4,2,X) no_three_col(4,2,X) 1
    x(4,2,X) balance_row(4,X) 1
    x(4,2,X) balance_col(2,X) 1
    x(4,3,X) one_symbol(4,3) 1
    x(4,3,X) no_three_row(4,1,X) 1
    x(4,3,X) no_three_row(4,2,X) 1
    x(4,3,X) no_three_row(4,3,X) 1
    x(4,3,X) no_three_col(2,3,X) 1
    x(4,3,X) no_three_col(3,3,X) 1
    x(4,3,X) no_three_col(4,3,X) 1
    x(4,3,X) balance_row(4,X) 1
    x(4,3,X) balance_col(3,X) 1
    x(4,4,X) one_symbol(4,4) 1
    x(4,4,X) no_three_row(4,2,X) 1
    x(4,4,X) no_three_row(4,3,X) 1
    x(4,4,X) no_three_row(4,4,X) 1
    x(4,4,X) no_three_col(2,4,X) 1
    x(4,4,X) no_three_col(3,4,X) 1
    x(4,4,X) no_three_col(4,4,X) 1
    x(4,4,X) balance_row(4,X) 1
    x(4,4,X) balance_col(4,X) 1
    x(4,5,X) one_symbol(4,5) 1
    x(4,5,X) no_three_row(4,3,X) 1
    x(4,5,X) no_three_row(4,4,X) 1
    x(4,5,X) no_three_row(4,5,X) 1
    x(4,5,X) no_three_col(2,5,X) 1
    x(4,5,X) no_three_col(3,5,X) 1
    x(4,5,X) no_three_col(4,5,X) 1
    x(4,5,X) balance_row(4,X) 1
    x(4,5,X) balance_col(5,X) 1
    x(4,6,X) one_symbol(4,6) 1
    x(4,6,X) given(4,6) 1
    x(4,6,X) no_three_row(4,4,X) 1
    x(4,6,X) no_three_row(4,5,X) 1
    x(4,6,X) no_three_row(4,6,X) 1
    x(4,6,X) no_three_col(2,6,X) 1
    x(4,6,X) no_three_col(3,6,X) 1
    x(4,6,X) no_three_col(4,6,X) 1
    x(4,6,X) balance_row(4,X) 1
    x(4,6,X) balance_col(6,X) 1
    x(4,7,X) one_symbol(4,7) 1
    x(4,7,X) no_three_row(4,5,X) 1
    x(4,7,X) no_three_row(4,6,X) 1
    x(4,7,X) no_three_row(4,7,X) 1
    x(4,7,X) no_three_col(2,7,X) 1
    x(4,7,X) no_three_col(3,7,X) 1
    x(4,7,X) no_three_col(4,7,X) 1
    x(4,7,X) balance_row(4,X) 1
    x(4,7,X) balance_col(7,X) 1
    x(4,8,X) one_symbol(4,8) 1
    x(4,8,X) no_three_row(4,6,X) 1
    x(4,8,X) no_three_row(4,7,X) 1
    x(4,8,X) no_three_row(4,8,X) 1
    x(4,8,X) no_three_col(2,8,X) 1
    x(4,8,X) no_three_col(3,8,X) 1
    x(4,8,X) no_three_col(4,8,X) 1
    x(4,8,X) balance_row(4,X) 1
    x(4,8,X) balance_col(8,X) 1
    x(4,9,X) one_symbol(4,9) 1
    x(4,9,X) no_three_row(4,7,X) 1
    x(4,9,X) no_three_row(4,8,X) 1
    x(4,9,X) no_three_row(4,9,X) 1
    x(4,9,X) no_three_col(2,9,X) 1
    x(4,9,X) no_three_col(3,9,X) 1
    x(4,9,X) no_three_col(4,9,X) 1
    x(4,9,X) balance_row(4,X) 1
    x(4,9,X) balance_col(9,X) 1
    x(4,10,X) one_symbol(4,10) 1
    x(4,10,X) given(4,10) 1
    x(4,10,X) no_three_row(4,8,X) 1
    x(4,10,X) no_three_row(4,9,X) 1
    x(4,10,X) no_three_col(2,10,X) 1
    x(4,10,X) no_three_col(3,10,X) 1
    x(4,10,X) no_three_col(4,10,X) 1
    x(4,10,X) balance_row(4,X) 1
    x(4,10,X) balance_col(10,X) 1
    x(4,11,X) one_symbol(4,11) 1
    x(4,11,X) no_three_row(4,9,X) 1
    x(4,11,X) no_three_col(2,11,X) 1
    x(4,11,X) no_three_col(3,11,X) 1
    x(4,11,X) no_three_col(4,11,X) 1
    x(4,11,X) balance_row(4,X) 1
    x(4,11,X) balance_col(11,X) 1
    x(5,0,X) one_symbol(5,0) 1
    x(5,0,X) no_three_row(5,0,X) 1
    x(5,0,X) no_three_col(3,0,X) 1
    x(5,0,X) no_three_col(4,0,X) 1
    x(5,0,X) no_three_col(5,0,X) 1
    x(5,0,X) balance_row(5,X) 1
    x(5,0,X) balance_col(0,X) 1
    x(5,1,X) one_symbol(5,1) 1
    x(5,1,X) no_three_row(5,0,X) 1
    x(5,1,X) no_three_row(5,1,X) 1
    x(5,1,X) no_three_col(3,1,X) 1
    x(5,1,X) no_three_col(4,1,X) 1
    x(5,1,X) no_three_col(5,1,X) 1
    x(5,1,X) balance_row(5,X) 1
    x(5,1,X) balance_col(1,X) 1
    x(5,2,X) one_symbol(5,2) 1
    x(5,2,X) given(5,2) 1
    x(5,2,X) no_three_row(5,0,X) 1
    x(5,2,X) no_three_row(5,1,X) 1
    x(5,2,X) no_three_row(5,2,X) 1
    x(5,2,X) no_three_col(3,2,X) 1
    x(5,2,X) no_three_col(4,2,X) 1
    x(5,2,X) no_three_col(5,2,X) 1
    x(5,2,X) balance_row(5,X) 1
    x(5,2,X) balance_col(2,X) 1
    x(5,3,X) one_symbol(5,3) 1
    x(5,3,X) no_three_row(5,1,X) 1
    x(5,3,X) no_three_row(5,2,X) 1
    x(5,3,X) no_three_row(5,3,X) 1
    x(5,3,X) no_three_col(3,3,X) 1
    x(5,3,X) no_three_col(4,3,X) 1
    x(5,3,X) no_three_col(5,3,X) 1
    x(5,3,X) balance_row(5,X) 1
    x(5,3,X) balance_col(3,X) 1
    x(5,4,X) one_symbol(5,4) 1
    x(5,4,X) no_three_row(5,2,X) 1
    x(5,4,X) no_three_row(5,3,X) 1
    x(5,4,X) no_three_row(5,4,X) 1
    x(5,4,X) no_three_col(3,4,X) 1
    x(5,4,X) no_three_col(4,4,X) 1
    x(5,4,X) no_three_col(5,4,X) 1
    x(5,4,X) balance_row(5,X) 1
    x(5,4,X) balance_col(4,X) 1
    x(5,5,X) one_symbol(5,5) 1
    x(5,5,X) given(5,5) 1
    x(5,5,X) no_three_row(5,3,X) 1
    x(5,5,X) no_three_row(5,4,X) 1
    x(5,5,X) no_three_row(5,5,X) 1
    x(5,5,X) no_three_col(3,5,X) 1
    x(5,5,X) no_three_col(4,5,X) 1
    x(5,5,X) no_three_col(5,5,X) 1
    x(5,5,X) balance_row(5,X) 1
    x(5,5,X) balance_col(5,X) 1
    x(5,6,X) one_symbol(5,6) 1
    x(5,6,X) no_three_row(5,4,X) 1
    x(5,6,X) no_three_row(5,5,X) 1
    x(5,6,X) no_three_row(5,6,X) 1
    x(5,6,X) no_three_col(3,6,X) 1
    x(5,6,X) no_three_col(4,6,X) 1
    x(5,6,X) no_three_col(5,6,X) 1
    x(5,6,X) balance_row(5,X) 1
    x(5,6,X) balance_col(6,X) 1
    x(5,7,X) one_symbol(5,7) 1
    x(5,7,X) no_three_row(5,5,X) 1
    x(5,7,X) no_three_row(5,6,X) 1
    x(5,7,X) no_three_row(5,7,X) 1
    x(5,7,X) no_three_col(3,7,X) 1
    x(5,7,X) no_three_col(4,7,X) 1
    x(5,7,X) no_three_col(5,7,X) 1
    x(5,7,X) balance_row(5,X) 1
    x(5,7,X) balance_col(7,X) 1
    x(5,8,X) one_symbol(5,8) 1
    x(5,8,X) no_three_row(5,6,X) 1
    x(5,8,X) no_three_row(5,7,X) 1
    x(5,8,X) no_three_row(5,8,X) 1
    x(5,8,X) no_three_col(3,8,X) 1
    x(5,8,X) no_three_col(4,8,X) 1
    x(5,8,X) no_three_col(5,8,X) 1
    x(5,8,X) balance_row(5,X) 1
    x(5,8,X) balance_col(8,X) 1
    x(5,9,X) one_symbol(5,9) 1
    x(5,9,X) given(5,9) 1
    x(5,9,X) no_three_row(5,7,X) 1
    x(5,9,X) no_three_row(5,8,X) 1
    x(5,9,X) no_three_row(5,9,X) 1
    x(5,9,X) no_three_col(3,9,X) 1
    x(5,9,X) no_three_col(4,9,X) 1
    x(5,9,X) no_three_col(5,9,X) 1
    x(5,9,X) balance_row(5,X) 1
    x(5,9,X) balance_col(9,X) 1
    x(5,10,X) one_symbol(5,10) 1
    x(5,10,X) no_three_row(5,8,X) 1
    x(5,10,X) no_three_row(5,9,X) 1
    x(5,10,X) no_three_col(3,10,X) 1
    x(5,10,X) no_three_col(4,10,X) 1
    x(5,10,X) no_three_col(5,10,X) 1
    x(5,10,X) balance_row(5,X) 1
    x(5,10,X) balance_col(10,X) 1
    x(5,11,X) one_symbol(5,11) 1
    x(5,11,X) no_three_row(5,9,X) 1
    x(5,11,X) no_three_col(3,11,X) 1
    x(5,11,X) no_three_col(4,11,X) 1
    x(5,11,X) no_three_col(5,11,X) 1
    x(5,11,X) balance_row(5,X) 1
    x(5,11,X) balance_col(11,X) 1
    x(6,0,X) one_symbol(6,0) 1
    x(6,0,X) no_three_row(6,0,X) 1
    x(6,0,X) no_three_col(4,0,X) 1
    x(6,0,X) no_three_col(5,0,X) 1
    x(6,0,X) no_three_col(6,0,X) 1
    x(6,0,X) balance_row(6,X) 1
    x(6,0,X) balance_col(0,X) 1
    x(6,1,X) one_symbol(6,1) 1
    x(6,1,X) no_three_row(6,0,X) 1
    x(6,1,X) no_three_row(6,1,X) 1
    x(6,1,X) no_three_col(4,1,X) 1
    x(6,1,X) no_three_col(5,1,X) 1
    x(6,1,X) no_three_col(6,1,X) 1
    x(6,1,X) balance_row(6,X) 1
    x(6,1,X) balance_col(1,X) 1
    x(6,2,X) one_symbol(6,2) 1
    x(6,2,X) no_three_row(6,0,X) 1
    x(6,2,X) no_three_row(6,1,X) 1
    x(6,2,X) no_three_row(6,2,X) 1
    x(6,2,X) no_three_col(4,2,X) 1
    x(6,2,X) no_three_col(5,2,X) 1
    x(6,2,X) no_three_col(6,2,X) 1
    x(6,2,X) balance_row(6,X) 1
    x(6,2,X) balance_col(2,X) 1
    x(6,3,X) one_symbol(6,3) 1
    x(6,3,X) no_three_row(6,1,X) 1
    x(6,3,X) no_three_row(6,2,X) 1
    x(6,3,X) no_three_row(6,3,X) 1
    x(6,3,X) no_three_col(4,3,X) 1
    x(6,3,X) no_three_col(5,3,X) 1
    x(6,3,X) no_three_col(6,3,X) 1
    x(6,3,X) balance_row(6,X) 1
    x(6,3,X) balance_col(3,X) 1
    x(6,4,X) one_symbol(6,4) 1
    x(6,4,X) no_three_row(6,2,X) 1
    x(6,4,X) no_three_row(6,3,X) 1
    x(6,4,X) no_three_row(6,4,X) 1
    x(6,4,X) no_three_col(4,4,X) 1
    x(6,4,X) no_three_col(5,4,X) 1
    x(6,4,X) no_three_col(6,4,X) 1
    x(6,4,X) balance_row(6,X) 1
    x(6,4,X) balance_col(4,X) 1
    x(6,5,X) one_symbol(6,5) 1
    x(6,5,X) no_three_row(6,3,X) 1
    x(6,5,X) no_three_row(6,4,X) 1
    x(6,5,X) no_three_row(6,5,X) 1
    x(6,5,X) no_three_col(4,5,X) 1
    x(6,5,X) no_three_col(5,5,X) 1
    x(6,5,X) no_three_col(6,5,X) 1
    x(6,5,X) balance_row(6,X) 1
    x(6,5,X) balance_col(5,X) 1
    x(6,6,X) one_symbol(6,6) 1
    x(6,6,X) no_three_row(6,4,X) 1
    x(6,6,X) no_three_row(6,5,X) 1
    x(6,6,X) no_three_row(6,6,X) 1
    x(6,6,X) no_three_col(4,6,X) 1
    x(6,6,X) no_three_col(5,6,X) 1
    x(6,6,X) no_three_col(6,6,X) 1
    x(6,6,X) balance_row(6,X) 1
    x(6,6,X) balance_col(6,X) 1
    x(6,7,X) one_symbol(6,7) 1
    x(6,7,X) no_three_row(6,5,X) 1
    x(6,7,X) no_three_row(6,6,X) 1
    x(6,7,X) no_three_row(6,7,X) 1
    x(6,7,X) no_three_col(4,7,X) 1
    x(6,7,X) no_three_col(5,7,X) 1
    x(6,7,X) no_three_col(6,7,X) 1
    x(6,7,X) balance_row(6,X) 1
    x(6,7,X) balance_col(7,X) 1
    x(6,8,X) one_symbol(6,8) 1
    x(6,8,X) no_three_row(6,6,X) 1
    x(6,8,X) no_three_row(6,7,X) 1
    x(6,8,X) no_three_row(6,8,X) 1
    x(6,8,X) no_three_col(4,8,X) 1
    x(6,8,X) no_three_col(5,8,X) 1
    x(6,8,X) no_three_col(6,8,X) 1
    x(6,8,X) balance_row(6,X) 1
    x(6,8,X) balance_col(8,X) 1
    x(6,9,X) one_symbol(6,9) 1
    x(6,9,X) no_three_row(6,7,X) 1
    x(6,9,X) no_three_row(6,8,X) 1
    x(6,9,X) no_three_row(6,9,X) 1
    x(6,9,X) no_three_col(4,9,X) 1
    x(6,9,X) no_three_col(5,9,X) 1
    x(6,9,X) no_three_col(6,9,X) 1
    x(6,9,X) balance_row(6,X) 1
    x(6,9,X) balance_col(9,X) 1
    x(6,10,X) one_symbol(6,10) 1
    x(6,10,X) given(6,10) 1
    x(6,10,X) no_three_row(6,8,X) 1
    x(6,10,X) no_three_row(6,9,X) 1
    x(6,10,X) no_three_col(4,10,X) 1
    x(6,10,X) no_three_col(5,10,X) 1
    x(6,10,X) no_three_col(6,10,X) 1
    x(6,10,X) balance_row(6,X) 1
    x(6,10,X) balance_col(10,X) 1
    x(6,11,X) one_symbol(6,11) 1
    x(6,11,X) given(6,11) 1
    x(6,11,X) no_three_row(6,9,X) 1
    x(6,11,X) no_three_col(4,11,X) 1
    x(6,11,X) no_three_col(5,11,X) 1
    x(6,11,X) no_three_col(6,11,X) 1
    x(6,11,X) balance_row(6,X) 1
    x(6,11,X) balance_col(11,X) 1
    x(7,0,X) one_symbol(7,0) 1
    x(7,0,X) given(7,0) 1
    x(7,0,X) no_three_row(7,0,X) 1
    x(7,0,X) no_three_col(5,0,X) 1
    x(7,0,X) no_three_col(6,0,X) 1
    x(7,0,X) no_three_col(7,0,X) 1
    x(7,0,X) balance_row(7,X) 1
    x(7,0,X) balance_col(0,X) 1
    x(7,1,X) one_symbol(7,1) 1
    x(7,1,X) given(7,1) 1
    x(7,1,X) no_three_row(7,0,X) 1
    x(7,1,X) no_three_row(7,1,X) 1
    x(7,1,X) no_three_col(5,1,X) 1
    x(7,1,X) no_three_col(6,1,X) 1
    x(7,1,X) no_three_col(7,1,X) 1
    x(7,1,X) balance_row(7,X) 1
    x(7,1,X) balance_col(1,X) 1
    x(7,2,X) one_symbol(7,2) 1
    x(7,2,X) no_three_row(7,0,X) 1
    x(7,2,X) no_three_row(7,1,X) 1
    x(7,2,X) no_three_row(7,2,X) 1
    x(7,2,X) no_three_col(5,2,X) 1
    x(7,2,X) no_three_col(6,2,X) 1
    x(7,2,X) no_three_col(7,2,X) 1
    x(7,2,X) balance_row(7,X) 1
    x(7,2,X) balance_col(2,X) 1
    x(7,3,X) one_symbol(7,3) 1
    x(7,3,X) no_three_row(7,1,X) 1
    x(7,3,X) no_three_row(7,2,X) 1
    x(7,3,X) no_three_row(7,3,X) 1
    x(7,3,X) no_three_col(5,3,X) 1
    x(7,3,X) no_three_col(6,3,X) 1
    x(7,3,X) no_three_col(7,3,X) 1
    x(7,3,X) balance_row(7,X) 1
    x(7,3,X) balance_col(3,X) 1
    x(7,4,X) one_symbol(7,4) 1
    x(7,4,X) no_three_row(7,2,X) 1
    x(7,4,X) no_three_row(7,3,X) 1
    x(7,4,X) no_three_row(7,4,X) 1
    x(7,4,X) no_three_col(5,4,X) 1
    x(7,4,X) no_three_col(6,4,X) 1
    x(7,4,X) no_three_col(7,4,X) 1
    x(7,4,X) balance_row(7,X) 1
    x(7,4,X) balance_col(4,X) 1
    x(7,5,X) one_symbol(7,5) 1
    x(7,5,X) no_three_row(7,3,X) 1
    x(7,5,X) no_three_row(7,4,X) 1
    x(7,5,X) no_three_row(7,5,X) 1
    x(7,5,X) no_three_col(5,5,X) 1
    x(7,5,X) no_three_col(6,5,X) 1
    x(7,5,X) no_three_col(7,5,X) 1
    x(7,5,X) balance_row(7,X) 1
    x(7,5,X) balance_col(5,X) 1
    x(7,6,X) one_symbol(7,6) 1
    x(7,6,X) no_three_row(7,4,X) 1
    x(7,6,X) no_three_row(7,5,X) 1
    x(7,6,X) no_three_row(7,6,X) 1
    x(7,6,X) no_three_col(5,6,X) 1
    x(7,6,X) no_three_col(6,6,X) 1
    x(7,6,X) no_three_col(7,6,X) 1
    x(7,6,X) balance_row(7,X) 1
    x(7,6,X) balance_col(6,X) 1
    x(7,7,X) one_symbol(7,7) 1
    x(7,7,X) no_three_row(7,5,X) 1
    x(7,7,X) no_three_row(7,6,X) 1
    x(7,7,X) no_three_row(7,7,X) 1
    x(7,7,X) no_three_col(5,7,X) 1
    x(7,7,X) no_three_col(6,7,X) 1
    x(7,7,X) no_three_col(7,7,X) 1
    x(7,7,X) balance_row(7,X) 1
    x(7,7,X) balance_col(7,X) 1
    x(7,8,X) one_symbol(7,8) 1
    x(7,8,X) no_three_row(7,6,X) 1
    x(7,8,X) no_three_row(7,7,X) 1
    x(7,8,X) no_three_row(7,8,X) 1
    x(7,8,X) no_three_col(5,8,X) 1
    x(7,8,X) no_three_col(6,8,X) 1
    x(7,8,X) no_three_col(7,8,X) 1
    x(7,8,X) balance_row(7,X) 1
    x(7,8,X) balance_col(8,X) 1
    x(7,9,X) one_symbol(7,9) 1
    x(7,9,X) no_three_row(7,7,X) 1
    x(7,9,X) no_three_row(7,8,X) 1
    x(7,9,X) no_three_row(7,9,X) 1
    x(7,9,X) no_three_col(5,9,X) 1
    x(7,9,X) no_three_col(6,9,X) 1
    x(7,9,X) no_three_col(7,9,X) 1
    x(7,9,X) balance_row(7,X) 1
    x(7,9,X) balance_col(9,X) 1
    x(7,10,X) one_symbol(7,10) 1
    x(7,10,X) no_three_row(7,8,X) 1
    x(7,10,X) no_three_row(7,9,X) 1
    x(7,10,X) no_three_col(5,10,X) 1
    x(7,10,X) no_three_col(6,10,X) 1
    x(7,10,X) no_three_col(7,10,X) 1
    x(7,10,X) balance_row(7,X) 1
    x(7,10,X) balance_col(10,X) 1
    x(7,11,X) one_symbol(7,11) 1
    x(7,11,X) no_three_row(7,9,X) 1
    x(7,11,X) no_three_col(5,11,X) 1
    x(7,11,X) no_three_col(6,11,X) 1
    x(7,11,X) no_three_col(7,11,X) 1
    x(7,11,X) balance_row(7,X) 1
    x(7,11,X) balance_col(11,X) 1
    x(8,0,X) one_symbol(8,0) 1
    x(8,0,X) given(8,0) 1
    x(8,0,X) no_three_row(8,0,X) 1
    x(8,0,X) no_three_col(6,0,X) 1
    x(8,0,X) no_three_col(7,0,X) 1
    x(8,0,X) no_three_col(8,0,X) 1
    x(8,0,X) balance_row(8,X) 1
    x(8,0,X) balance_col(0,X) 1
    x(8,1,X) one_symbol(8,1) 1
    x(8,1,X) no_three_row(8,0,X) 1
    x(8,1,X) no_three_row(8,1,X) 1
    x(8,1,X) no_three_col(6,1,X) 1
    x(8,1,X) no_three_col(7,1,X) 1
    x(8,1,X) no_three_col(8,1,X) 1
    x(8,1,X) balance_row(8,X) 1
    x(8,1,X) balance_col(1,X) 1
    x(8,2,X) one_symbol(8,2) 1
    x(8,2,X) no_three_row(8,0,X) 1
    x(8,2,X) no_three_row(8,1,X) 1
    x(8,2,X) no_three_row(8,2,X) 1
    x(8,2,X) no_three_col(6,2,X) 1
    x(8,2,X) no_three_col(7,2,X) 1
    x(8,2,X) no_three_col(8,2,X) 1
    x(8,2,X) balance_row(8,X) 1
    x(8,2,X) balance_col(2,X) 1
    x(8,3,X) one_symbol(8,3) 1
    x(8,3,X) no_three_row(8,1,X) 1
    x(8,3,X) no_three_row(8,2,X) 1
    x(8,3,X) no_three_row(8,3,X) 1
    x(8,3,X) no_three_col(6,3,X) 1
    x(8,3,X) no_three_col(7,3,X) 1
    x(8,3,X) no_three_col(8,3,X) 1
    x(8,3,X) balance_row(8,X) 1
    x(8,3,X) balance_col(3,X) 1
    x(8,4,X) one_symbol(8,4) 1
    x(8,4,X) no_three_row(8,2,X) 1
    x(8,4,X) no_three_row(8,3,X) 1
    x(8,4,X) no_three_row(8,4,X) 1
    x(8,4,X) no_three_col(6,4,X) 1
    x(8,4,X) no_three_col(7,4,X) 1
    x(8,4,X) no_three_col(8,4,X) 1
    x(8,4,X) balance_row(8,X) 1
    x(8,4,X) balance_col(4,X) 1
    x(8,5,X) one_symbol(8,5) 1
    x(8,5,X) given(8,5) 1
    x(8,5,X) no_three_row(8,3,X) 1
    x(8,5,X) no_three_row(8,4,X) 1
    x(8,5,X) no_three_row(8,5,X) 1
    x(8,5,X) no_three_col(6,5,X) 1
    x(8,5,X) no_three_col(7,5,X) 1
    x(8,5,X) no_three_col(8,5,X) 1
    x(8,5,X) balance_row(8,X) 1
    x(8,5,X) balance_col(5,X) 1
    x(8,6,X) one_symbol(8,6) 1
    x(8,6,X) no_three_row(8,4,X) 1
    x(8,6,X) no_three_row(8,5,X) 1
    x(8,6,X) no_three_row(8,6,X) 1
    x(8,6,X) no_three_col(6,6,X) 1
    x(8,6,X) no_three_col(7,6,X) 1
    x(8,6,X) no_three_col(8,6,X) 1
    x(8,6,X) balance_row(8,X) 1
    x(8,6,X) balance_col(6,X) 1
    x(8,7,X) one_symbol(8,7) 1
    x(8,7,X) no_three_row(8,5,X) 1
    x(8,7,X) no_three_row(8,6,X) 1
    x(8,7,X) no_three_row(8,7,X) 1
    x(8,7,X) no_three_col(6,7,X) 1
    x(8,7,X) no_three_col(7,7,X) 1
    x(8,7,X) no_three_col(8,7,X) 1
    x(8,7,X) balance_row(8,X) 1
    x(8,7,X) balance_col(7,X) 1
    x(8,8,X) one_symbol(8,8) 1
    x(8,8,X) no_three_row(8,6,X) 1
    x(8,8,X) no_three_row(8,7,X) 1
    x(8,8,X) no_three_row(8,8,X) 1
    x(8,8,X) no_three_col(6,8,X) 1
    x(8,8,X) no_three_col(7,8,X) 1
    x(8,8,X) no_three_col(8,8,X) 1
    x(8,8,X) balance_row(8,X) 1
    x(8,8,X) balance_col(8,X) 1
    x(8,9,X) one_symbol(8,9) 1
    x(8,9,X) no_three_row(8,7,X) 1
    x(8,9,X) no_three_row(8,8,X) 1
    x(8,9,X) no_three_row(8,9,X) 1
    x(8,9,X) no_three_col(6,9,X) 1
    x(8,9,X) no_three_col(7,9,X) 1
    x(8,9,X) no_three_col(8,9,X) 1
    x(8,9,X) balance_row(8,X) 1
    x(8,9,X) balance_col(9,X) 1
    x(8,10,X) one_symbol(8,10) 1
    x(8,10,X) no_three_row(8,8,X) 1
    x(8,10,X) no_three_row(8,9,X) 1
    x(8,10,X) no_three_col(6,10,X) 1
    x(8,10,X) no_three_col(7,10,X) 1
    x(8,10,X) no_three_col(8,10,X) 1
    x(8,10,X) balance_row(8,X) 1
    x(8,10,X) balance_col(10,X) 1
    x(8,11,X) one_symbol(8,11) 1
    x(8,11,X) no_three_row(8,9,X) 1
    x(8,11,X) no_three_col(6,11,X) 1
    x(8,11,X) no_three_col(7,11,X) 1
    x(8,11,X) no_three_col(8,11,X) 1
    x(8,11,X) balance_row(8,X) 1
    x(8,11,X) balance_col(11,X) 1
    x(9,0,X) one_symbol(9,0) 1
    x(9,0,X) no_three_row(9,0,X) 1
    x(9,0,X) no_three_col(7,0,X) 1
    x(9,0,X) no_three_col(8,0,X) 1
    x(9,0,X) no_three_col(9,0,X) 1
    x(9,0,X) balance_row(9,X) 1
    x(9,0,X) balance_col(0,X) 1
    x(9,1,X) one_symbol(9,1) 1
    x(9,1,X) no_three_row(9,0,X) 1
    x(9,1,X) no_three_row(9,1,X) 1
    x(9,1,X) no_three_col(7,1,X) 1
    x(9,1,X) no_three_col(8,1,X) 1
    x(9,1,X) no_three_col(9,1,X) 1
    x(9,1,X) balance_row(9,X) 1
    x(9,1,X) balance_col(1,X) 1
    x(9,2,X) one_symbol(9,2) 1
    x(9,2,X) given(9,2) 1
    x(9,2,X) no_three_row(9,0,X) 1
    x(9,2,X) no_three_row(9,1,X) 1
    x(9,2,X) no_three_row(9,2,X) 1
    x(9,2,X) no_three_col(7,2,X) 1
    x(9,2,X) no_three_col(8,2,X) 1
    x(9,2,X) no_three_col(9,2,X) 1
    x(9,2,X) balance_row(9,X) 1
    x(9,2,X) balance_col(2,X) 1
    x(9,3,X) one_symbol(9,3) 1
    x(9,3,X) no_three_row(9,1,X) 1
    x(9,3,X) no_three_row(9,2,X) 1
    x(9,3,X) no_three_row(9,3,X) 1
    x(9,3,X) no_three_col(7,3,X) 1
    x(9,3,X) no_three_col(8,3,X) 1
    x(9,3,X) no_three_col(9,3,X) 1
    x(9,3,X) balance_row(9,X) 1
    x(9,3,X) balance_col(3,X) 1
    x(9,4,X) one_symbol(9,4) 1
    x(9,4,X) no_three_row(9,2,X) 1
    x(9,4,X) no_three_row(9,3,X) 1
    x(9,4,X) no_three_row(9,4,X) 1
    x(9,4,X) no_three_col(7,4,X) 1
    x(9,4,X) no_three_col(8,4,X) 1
    x(9,4,X) no_three_col(9,4,X) 1
    x(9,4,X) balance_row(9,X) 1
    x(9,4,X) balance_col(4,X) 1
    x(9,5,X) one_symbol(9,5) 1
    x(9,5,X) given(9,5) 1
    x(9,5,X) no_three_row(9,3,X) 1
    x(9,5,X) no_three_row(9,4,X) 1
    x(9,5,X) no_three_row(9,5,X) 1
    x(9,5,X) no_three_col(7,5,X) 1
    x(9,5,X) no_three_col(8,5,X) 1
    x(9,5,X) no_three_col(9,5,X) 1
    x(9,5,X) balance_row(9,X) 1
    x(9,5,X) balance_col(5,X) 1
    x(9,6,X) one_symbol(9,6) 1
    x(9,6,X) no_three_row(9,4,X) 1
    x(9,6,X) no_three_row(9,5,X) 1
    x(9,6,X) no_three_row(9,6,X) 1
    x(9,6,X) no_three_col(7,6,X) 1
    x(9,6,X) no_three_col(8,6,X) 1
    x(9,6,X) no_three_col(9,6,X) 1
    x(9,6,X) balance_row(9,X) 1
    x(9,6,X) balance_col(6,X) 1
    x(9,7,X) one_symbol(9,7) 1
    x(9,7,X) no_three_row(9,5,X) 1
    x(9,7,X) no_three_row(9,6,X) 1
    x(9,7,X) no_three_row(9,7,X) 1
    x(9,7,X) no_three_col(7,7,X) 1
    x(9,7,X) no_three_col(8,7,X) 1
    x(9,7,X) no_three_col(9,7,X) 1
    x(9,7,X) balance_row(9,X) 1
    x(9,7,X) balance_col(7,X) 1
    x(9,8,X) one_symbol(9,8) 1
    x(9,8,X) no_three_row(9,6,X) 1
    x(9,8,X) no_three_row(9,7,X) 1
    x(9,8,X) no_three_row(9,8,X) 1
    x(9,8,X) no_three_col(7,8,X) 1
    x(9,8,X) no_three_col(8,8,X) 1
    x(9,8,X) no_three_col(9,8,X) 1
    x(9,8,X) balance_row(9,X) 1
    x(9,8,X) balance_col(8,X) 1
    x(9,9,X) one_symbol(9,9) 1
    x(9,9,X) no_three_row(9,7,X) 1
    x(9,9,X) no_three_row(9,8,X) 1
    x(9,9,X) no_three_row(9,9,X) 1
    x(9,9,X) no_three_col(7,9,X) 1
    x(9,9,X) no_three_col(8,9,X) 1
    x(9,9,X) no_three_col(9,9,X) 1
    x(9,9,X) balance_row(9,X) 1
    x(9,9,X) balance_col(9,X) 1
    x(9,10,X) one_symbol(9,10) 1
    x(9,10,X) no_three_row(9,8,X) 1
    x(9,10,X) no_three_row(9,9,X) 1
    x(9,10,X) no_three_col(7,10,X) 1
    x(9,10,X) no_three_col(8,10,X) 1
    x(9,10,X) no_three_col(9,10,X) 1
    x(9,10,X) balance_row(9,X) 1
    x(9,10,X) balance_col(10,X) 1
    x(9,11,X) one_symbol(9,11) 1
    x(9,11,X) no_three_row(9,9,X) 1
    x(9,11,X) no_three_col(7,11,X) 1
    x(9,11,X) no_three_col(8,11,X) 1
    x(9,11,X) no_three_col(9,11,X) 1
    x(9,11,X) balance_row(9,X) 1
    x(9,11,X) balance_col(11,X) 1
    x(10,0,X) one_symbol(10,0) 1
    x(10,0,X) no_three_row(10,0,X) 1
    x(10,0,X) no_three_col(8,0,X) 1
    x(10,0,X) no_three_col(9,0,X) 1
    x(10,0,X) balance_row(10,X) 1
    x(10,0,X) balance_col(0,X) 1
    x(10,1,X) one_symbol(10,1) 1
    x(10,1,X) given(10,1) 1
    x(10,1,X) no_three_row(10,0,X) 1
    x(10,1,X) no_three_row(10,1,X) 1
    x(10,1,X) no_three_col(8,1,X) 1
    x(10,1,X) no_three_col(9,1,X) 1
    x(10,1,X) balance_row(10,X) 1
    x(10,1,X) balance_col(1,X) 1
    x(10,2,X) one_symbol(10,2) 1
    x(10,2,X) no_three_row(10,0,X) 1
    x(10,2,X) no_three_row(10,1,X) 1
    x(10,2,X) no_three_row(10,2,X) 1
    x(10,2,X) no_three_col(8,2,X) 1
    x(10,2,X) no_three_col(9,2,X) 1
    x(10,2,X) balance_row(10,X) 1
    x(10,2,X) balance_col(2,X) 1
    x(10,3,X) one_symbol(10,3) 1
    x(10,3,X) no_three_row(10,1,X) 1
    x(10,3,X) no_three_row(10,2,X) 1
    x(10,3,X) no_three_row(10,3,X) 1
    x(10,3,X) no_three_col(8,3,X) 1
    x(10,3,X) no_three_col(9,3,X) 1
    x(10,3,X) balance_row(10,X) 1
    x(10,3,X) balance_col(3,X) 1
    x(10,4,X) one_symbol(10,4) 1
    x(10,4,X) given(10,4) 1
    x(10,4,X) no_three_row(10,2,X) 1
    x(10,4,X) no_three_row(10,3,X) 1
    x(10,4,X) no_three_row(10,4,X) 1
    x(10,4,X) no_three_col(8,4,X) 1
    x(10,4,X) no_three_col(9,4,X) 1
    x(10,4,X) balance_row(10,X) 1
    x(10,4,X) balance_col(4,X) 1
    x(10,5,X) one_symbol(10,5) 1
    x(10,5,X) no_three_row(10,3,X) 1
    x(10,5,X) no_three_row(10,4,X) 1
    x(10,5,X) no_three_row(10,5,X) 1
    x(10,5,X) no_three_col(8,5,X) 1
    x(10,5,X) no_three_col(9,5,X) 1
    x(10,5,X) balance_row(10,X) 1
    x(10,5,X) balance_col(5,X) 1
    x(10,6,X) one_symbol(10,6) 1
    x(10,6,X) no_three_row(10,4,X) 1
    x(10,6,X) no_three_row(10,5,X) 1
    x(10,6,X) no_three_row(10,6,X) 1
    x(10,6,X) no_three_col(8,6,X) 1
    x(10,6,X) no_three_col(9,6,X) 1
    x(10,6,X) balance_row(10,X) 1
    x(10,6,X) balance_col(6,X) 1
    x(10,7,X) one_symbol(10,7) 1
    x(10,7,X) given(10,7) 1
    x(10,7,X) no_three_row(10,5,X) 1
    x(10,7,X) no_three_row(10,6,X) 1
    x(10,7,X) no_three_row(10,7,X) 1
    x(10,7,X) no_three_col(8,7,X) 1
    x(10,7,X) no_three_col(9,7,X) 1
    x(10,7,X) balance_row(10,X) 1
    x(10,7,X) balance_col(7,X) 1
    x(10,8,X) one_symbol(10,8) 1
    x(10,8,X) no_three_row(10,6,X) 1
    x(10,8,X) no_three_row(10,7,X) 1
    x(10,8,X) no_three_row(10,8,X) 1
    x(10,8,X) no_three_col(8,8,X) 1
    x(10,8,X) no_three_col(9,8,X) 1
    x(10,8,X) balance_row(10,X) 1
    x(10,8,X) balance_col(8,X) 1
    x(10,9,X) one_symbol(10,9) 1
    x(10,9,X) no_three_row(10,7,X) 1
    x(10,9,X) no_three_row(10,8,X) 1
    x(10,9,X) no_three_row(10,9,X) 1
    x(10,9,X) no_three_col(8,9,X) 1
    x(10,9,X) no_three_col(9,9,X) 1
    x(10,9,X) balance_row(10,X) 1
    x(10,9,X) balance_col(9,X) 1
    x(10,10,X) one_symbol(10,10) 1
    x(10,10,X) no_three_row(10,8,X) 1
    x(10,10,X) no_three_row(10,9,X) 1
    x(10,10,X) no_three_col(8,10,X) 1
    x(10,10,X) no_three_col(9,10,X) 1
    x(10,10,X) balance_row(10,X) 1
    x(10,10,X) balance_col(10,X) 1
    x(10,11,X) one_symbol(10,11) 1
    x(10,11,X) no_three_row(10,9,X) 1
    x(10,11,X) no_three_col(8,11,X) 1
    x(10,11,X) no_three_col(9,11,X) 1
    x(10,11,X) balance_row(10,X) 1
    x(10,11,X) balance_col(11,X) 1
    x(11,0,X) one_symbol(11,0) 1
    x(11,0,X) no_three_row(11,0,X) 1
    x(11,0,X) no_three_col(9,0,X) 1
    x(11,0,X) balance_row(11,X) 1
    x(11,0,X) balance_col(0,X) 1
    x(11,1,X) one_symbol(11,1) 1
    x(11,1,X) no_three_row(11,0,X) 1
    x(11,1,X) no_three_row(11,1,X) 1
    x(11,1,X) no_three_col(9,1,X) 1
    x(11,1,X) balance_row(11,X) 1
    x(11,1,X) balance_col(1,X) 1
    x(11,2,X) one_symbol(11,2) 1
    x(11,2,X) no_three_row(11,0,X) 1
    x(11,2,X) no_three_row(11,1,X) 1
    x(11,2,X) no_three_row(11,2,X) 1
    x(11,2,X) no_three_col(9,2,X) 1
    x(11,2,X) balance_row(11,X) 1
    x(11,2,X) balance_col(2,X) 1
    x(11,3,X) one_symbol(11,3) 1
    x(11,3,X) no_three_row(11,1,X) 1
    x(11,3,X) no_three_row(11,2,X) 1
    x(11,3,X) no_three_row(11,3,X) 1
    x(11,3,X) no_three_col(9,3,X) 1
    x(11,3,X) balance_row(11,X) 1
    x(11,3,X) balance_col(3,X) 1
    x(11,4,X) one_symbol(11,4) 1
    x(11,4,X) given(11,4) 1
    x(11,4,X) no_three_row(11,2,X) 1
    x(11,4,X) no_three_row(11,3,X) 1
    x(11,4,X) no_three_row(11,4,X) 1
    x(11,4,X) no_three_col(9,4,X) 1
    x(11,4,X) balance_row(11,X) 1
    x(11,4,X) balance_col(4,X) 1
    x(11,5,X) one_symbol(11,5) 1
    x(11,5,X) no_three_row(11,3,X) 1
    x(11,5,X) no_three_row(11,4,X) 1
    x(11,5,X) no_three_row(11,5,X) 1
    x(11,5,X) no_three_col(9,5,X) 1
    x(11,5,X) balance_row(11,X) 1
    x(11,5,X) balance_col(5,X) 1
    x(11,6,X) one_symbol(11,6) 1
    x(11,6,X) no_three_row(11,4,X) 1
    x(11,6,X) no_three_row(11,5,X) 1
    x(11,6,X) no_three_row(11,6,X) 1
    x(11,6,X) no_three_col(9,6,X) 1
    x(11,6,X) balance_row(11,X) 1
    x(11,6,X) balance_col(6,X) 1
    x(11,7,X) one_symbol(11,7) 1
    x(11,7,X) no_three_row(11,5,X) 1
    x(11,7,X) no_three_row(11,6,X) 1
    x(11,7,X) no_three_row(11,7,X) 1
    x(11,7,X) no_three_col(9,7,X) 1
    x(11,7,X) balance_row(11,X) 1
    x(11,7,X) balance_col(7,X) 1
    x(11,8,X) one_symbol(11,8) 1
    x(11,8,X) no_three_row(11,6,X) 1
    x(11,8,X) no_three_row(11,7,X) 1
    x(11,8,X) no_three_row(11,8,X) 1
    x(11,8,X) no_three_col(9,8,X) 1
    x(11,8,X) balance_row(11,X) 1
    x(11,8,X) balance_col(8,X) 1
    x(11,9,X) one_symbol(11,9) 1
    x(11,9,X) no_three_row(11,7,X) 1
    x(11,9,X) no_three_row(11,8,X) 1
    x(11,9,X) no_three_row(11,9,X) 1
    x(11,9,X) no_three_col(9,9,X) 1
    x(11,9,X) balance_row(11,X) 1
    x(11,9,X) balance_col(9,X) 1
    x(11,10,X) one_symbol(11,10) 1
    x(11,10,X) no_three_row(11,8,X) 1
    x(11,10,X) no_three_row(11,9,X) 1
    x(11,10,X) no_three_col(9,10,X) 1
    x(11,10,X) balance_row(11,X) 1
    x(11,10,X) balance_col(10,X) 1
    x(11,11,X) one_symbol(11,11) 1
    x(11,11,X) no_three_row(11,9,X) 1
    x(11,11,X) no_three_col(9,11,X) 1
    x(11,11,X) balance_row(11,X) 1
    x(11,11,X) balance_col(11,X) 1
    x(0,0,O) one_symbol(0,0) 1
    x(0,0,O) no_three_row(0,0,O) 1
    x(0,0,O) no_three_col(0,0,O) 1
    x(0,0,O) balance_row(0,O) 1
    x(0,0,O) balance_col(0,O) 1
    x(0,1,O) one_symbol(0,1) 1
    x(0,1,O) no_three_row(0,0,O) 1
    x(0,1,O) no_three_row(0,1,O) 1
    x(0,1,O) no_three_col(0,1,O) 1
    x(0,1,O) balance_row(0,O) 1
    x(0,1,O) balance_col(1,O) 1
    x(0,2,O) one_symbol(0,2) 1
    x(0,2,O) given(0,2) 1
    x(0,2,O) no_three_row(0,0,O) 1
    x(0,2,O) no_three_row(0,1,O) 1
    x(0,2,O) no_three_row(0,2,O) 1
    x(0,2,O) no_three_col(0,2,O) 1
    x(0,2,O) balance_row(0,O) 1
    x(0,2,O) balance_col(2,O) 1
    x(0,3,O) one_symbol(0,3) 1
    x(0,3,O) no_three_row(0,1,O) 1
    x(0,3,O) no_three_row(0,2,O) 1
    x(0,3,O) no_three_row(0,3,O) 1
    x(0,3,O) no_three_col(0,3,O) 1
    x(0,3,O) balance_row(0,O) 1
    x(0,3,O) balance_col(3,O) 1
    x(0,4,O) one_symbol(0,4) 1
    x(0,4,O) no_three_row(0,2,O) 1
    x(0,4,O) no_three_row(0,3,O) 1
    x(0,4,O) no_three_row(0,4,O) 1
    x(0,4,O) no_three_col(0,4,O) 1
    x(0,4,O) balance_row(0,O) 1
    x(0,4,O) balance_col(4,O) 1
    x(0,5,O) one_symbol(0,5) 1
    x(0,5,O) no_three_row(0,3,O) 1
    x(0,5,O) no_three_row(0,4,O) 1
    x(0,5,O) no_three_row(0,5,O) 1
    x(0,5,O) no_three_col(0,5,O) 1
    x(0,5,O) balance_row(0,O) 1
    x(0,5,O) balance_col(5,O) 1
    x(0,6,O) one_symbol(0,6) 1
    x(0,6,O) no_three_row(0,4,O) 1
    x(0,6,O) no_three_row(0,5,O) 1
    x(0,6,O) no_three_row(0,6,O) 1
    x(0,6,O) no_three_col(0,6,O) 1
    x(0,6,O) balance_row(0,O) 1
    x(0,6,O) balance_col(6,O) 1
    x(0,7,O) one_symbol(0,7) 1
    x(0,7,O) given(0,7) 1
    x(0,7,O) no_three_row(0,5,O) 1
    x(0,7,O) no_three_row(0,6,O) 1
    x(0,7,O) no_three_row(0,7,O) 1
    x(0,7,O) no_three_col(0,7,O) 1
    x(0,7,O) balance_row(0,O) 1
    x(0,7,O) balance_col(7,O) 1
    x(0,8,O) one_symbol(0,8) 1
    x(0,8,O) no_three_row(0,6,O) 1
    x(0,8,O) no_three_row(0,7,O) 1
    x(0,8,O) no_three_row(0,8,O) 1
    x(0,8,O) no_three_col(0,8,O) 1
    x(0,8,O) balance_row(0,O) 1
    x(0,8,O) balance_col(8,O) 1
    x(0,9,O) one_symbol(0,9) 1
    x(0,9,O) no_three_row(0,7,O) 1
    x(0,9,O) no_three_row(0,8,O) 1
    x(0,9,O) no_three_row(0,9,O) 1
    x(0,9,O) no_three_col(0,9,O) 1
    x(0,9,O) balance_row(0,O) 1
    x(0,9,O) balance_col(9,O) 1
    x(0,10,O) one_symbol(0,10) 1
    x(0,10,O) given(0,10) 1
    x(0,10,O) no_three_row(0,8,O) 1
    x(0,10,O) no_three_row(0,9,O) 1
    x(0,10,O) no_three_col(0,10,O) 1
    x(0,10,O) balance_row(0,O) 1
    x(0,10,O) balance_col(10,O) 1
    x(0,11,O) one_symbol(0,11) 1
    x(0,11,O) no_three_row(0,9,O) 1
    x(0,11,O) no_three_col(0,11,O) 1
    x(0,11,O) balance_row(0,O) 1
    x(0,11,O) balance_col(11,O) 1
    x(1,0,O) one_symbol(1,0) 1
    x(1,0,O) no_three_row(1,0,O) 1
    x(1,0,O) no_three_col(0,0,O) 1
    x(1,0,O) no_three_col(1,0,O) 1
    x(1,0,O) balance_row(1,O) 1
    x(1,0,O) balance_col(0,O) 1
    x(1,1,O) one_symbol(1,1) 1
    x(1,1,O) no_three_row(1,0,O) 1
    x(1,1,O) no_three_row(1,1,O) 1
    x(1,1,O) no_three_col(0,1,O) 1
    x(1,1,O) no_three_col(1,1,O) 1
    x(1,1,O) balance_row(1,O) 1
    x(1,1,O) balance_col(1,O) 1
    x(1,2,O) one_symbol(1,2) 1
    x(1,2,O) no_three_row(1,0,O) 1
    x(1,2,O) no_three_row(1,1,O) 1
    x(1,2,O) no_three_row(1,2,O) 1
    x(1,2,O) no_three_col(0,2,O) 1
    x(1,2,O) no_three_col(1,2,O) 1
    x(1,2,O) balance_row(1,O) 1
    x(1,2,O) balance_col(2,O) 1
    x(1,3,O) one_symbol(1,3) 1
    x(1,3,O) no_three_row(1,1,O) 1
    x(1,3,O) no_three_row(1,2,O) 1
    x(1,3,O) no_three_row(1,3,O) 1
    x(1,3,O) no_three_col(0,3,O) 1
    x(1,3,O) no_three_col(1,3,O) 1
    x(1,3,O) balance_row(1,O) 1
    x(1,3,O) balance_col(3,O) 1
    x(1,4,O) one_symbol(1,4) 1
    x(1,4,O) no_three_row(1,2,O) 1
    x(1,4,O) no_three_row(1,3,O) 1
    x(1,4,O) no_three_row(1,4,O) 1
    x(1,4,O) no_three_col(0,4,O) 1
    x(1,4,O) no_three_col(1,4,O) 1
    x(1,4,O) balance_row(1,O) 1
    x(1,4,O) balance_col(4,O) 1
    x(1,5,O) one_symbol(1,5) 1
    x(1,5,O) no_three_row(1,3,O) 1
    x(1,5,O) no_three_row(1,4,O) 1
    x(1,5,O) no_three_row(1,5,O) 1
    x(1,5,O) no_three_col(0,5,O) 1
    x(1,5,O) no_three_col(1,5,O) 1
    x(1,5,O) balance_row(1,O) 1
    x(1,5,O) balance_col(5,O) 1
    x(1,6,O) one_symbol(1,6) 1
    x(1,6,O) no_three_row(1,4,O) 1
    x(1,6,O) no_three_row(1,5,O) 1
    x(1,6,O) no_three_row(1,6,O) 1
    x(1,6,O) no_three_col(0,6,O) 1
    x(1,6,O) no_three_col(1,6,O) 1
    x(1,6,O) balance_row(1,O) 1
    x(1,6,O) balance_col(6,O) 1
    x(1,7,O) one_symbol(1,7) 1
    x(1,7,O) no_three_row(1,5,O) 1
    x(1,7,O) no_three_row(1,6,O) 1
    x(1,7,O) no_three_row(1,7,O) 1
    x(1,7,O) no_three_col(0,7,O) 1
    x(1,7,O) no_three_col(1,7,O) 1
    x(1,7,O) balance_row(1,O) 1
    x(1,7,O) balance_col(7,O) 1
    x(1,8,O) one_symbol(1,8) 1
    x(1,8,O) no_three_row(1,6,O) 1
    x(1,8,O) no_three_row(1,7,O) 1
    x(1,8,O) no_three_row(1,8,O) 1
    x(1,8,O) no_three_col(0,8,O) 1
    x(1,8,O) no_three_col(1,8,O) 1
    x(1,8,O) balance_row(1,O) 1
    x(1,8,O) balance_col(8,O) 1
    x(1,9,O) one_symbol(1,9) 1
    x(1,9,O) no_three_row(1,7,O) 1
    x(1,9,O) no_three_row(1,8,O) 1
    x(1,9,O) no_three_row(1,9,O) 1
    x(1,9,O) no_three_col(0,9,O) 1
    x(1,9,O) no_three_col(1,9,O) 1
    x(1,9,O) balance_row(1,O) 1
    x(1,9,O) balance_col(9,O) 1
    x(1,10,O) one_symbol(1,10) 1
    x(1,10,O) given(1,10) 1
    x(1,10,O) no_three_row(1,8,O) 1
    x(1,10,O) no_three_row(1,9,O) 1
    x(1,10,O) no_three_col(0,10,O) 1
    x(1,10,O) no_three_col(1,10,O) 1
    x(1,10,O) balance_row(1,O) 1
    x(1,10,O) balance_col(10,O) 1
    x(1,11,O) one_symbol(1,11) 1
    x(1,11,O) no_three_row(1,9,O) 1
    x(1,11,O) no_three_col(0,11,O) 1
    x(1,11,O) no_three_col(1,11,O) 1
    x(1,11,O) balance_row(1,O) 1
    x(1,11,O) balance_col(11,O) 1
    x(2,0,O) one_symbol(2,0) 1
    x(2,0,O) no_three_row(2,0,O) 1
    x(2,0,O) no_three_col(0,0,O) 1
    x(2,0,O) no_three_col(1,0,O) 1
    x(2,0,O) no_three_col(2,0,O) 1
    x(2,0,O) balance_row(2,O) 1
    x(2,0,O) balance_col(0,O) 1
    x(2,1,O) one_symbol(2,1) 1
    x(2,1,O) no_three_row(2,0,O) 1
    x(2,1,O) no_three_row(2,1,O) 1
    x(2,1,O) no_three_col(0,1,O) 1
    x(2,1,O) no_three_col(1,1,O) 1
    x(2,1,O) no_three_col(2,1,O) 1
    x(2,1,O) balance_row(2,O) 1
    x(2,1,O) balance_col(1,O) 1
    x(2,2,O) one_symbol(2,2) 1
    x(2,2,O) no_three_row(2,0,O) 1
    x(2,2,O) no_three_row(2,1,O) 1
    x(2,2,O) no_three_row(2,2,O) 1
    x(2,2,O) no_three_col(0,2,O) 1
    x(2,2,O) no_three_col(1,2,O) 1
    x(2,2,O) no_three_col(2,2,O) 1
    x(2,2,O) balance_row(2,O) 1
    x(2,2,O) balance_col(2,O) 1
    x(2,3,O) one_symbol(2,3) 1
    x(2,3,O) no_three_row(2,1,O) 1
    x(2,3,O) no_three_row(2,2,O) 1
    x(2,3,O) no_three_row(2,3,O) 1
    x(2,3,O) no_three_col(0,3,O) 1
    x(2,3,O) no_three_col(1,3,O) 1
    x(2,3,O) no_three_col(2,3,O) 1
    x(2,3,O) balance_row(2,O) 1
    x(2,3,O) balance_col(3,O) 1
    x(2,4,O) one_symbol(2,4) 1
    x(2,4,O) no_three_row(2,2,O) 1
    x(2,4,O) no_three_row(2,3,O) 1
    x(2,4,O) no_three_row(2,4,O) 1
    x(2,4,O) no_three_col(0,4,O) 1
    x(2,4,O) no_three_col(1,4,O) 1
    x(2,4,O) no_three_col(2,4,O) 1
    x(2,4,O) balance_row(2,O) 1
    x(2,4,O) balance_col(4,O) 1
    x(2,5,O) one_symbol(2,5) 1
    x(2,5,O) no_three_row(2,3,O) 1
    x(2,5,O) no_three_row(2,4,O) 1
    x(2,5,O) no_three_row(2,5,O) 1
    x(2,5,O) no_three_col(0,5,O) 1
    x(2,5,O) no_three_col(1,5,O) 1
    x(2,5,O) no_three_col(2,5,O) 1
    x(2,5,O) balance_row(2,O) 1
    x(2,5,O) balance_col(5,O) 1
    x(2,6,O) one_symbol(2,6) 1
    x(2,6,O) no_three_row(2,4,O) 1
    x(2,6,O) no_three_row(2,5,O) 1
    x(2,6,O) no_three_row(2,6,O) 1
    x(2,6,O) no_three_col(0,6,O) 1
    x(2,6,O) no_three_col(1,6,O) 1
    x(2,6,O) no_three_col(2,6,O) 1
    x(2,6,O) balance_row(2,O) 1
    x(2,6,O) balance_col(6,O) 1
    x(2,7,O) one_symbol(2,7) 1
    x(2,7,O) no_three_row(2,5,O) 1
    x(2,7,O) no_three_row(2,6,O) 1
    x(2,7,O) no_three_row(2,7,O) 1
    x(2,7,O) no_three_col(0,7,O) 1
    x(2,7,O) no_three_col(1,7,O) 1
    x(2,7,O) no_three_col(2,7,O) 1
    x(2,7,O) balance_row(2,O) 1
    x(2,7,O) balance_col(7,O) 1
    x(2,8,O) one_symbol(2,8) 1
    x(2,8,O) no_three_row(2,6,O) 1
    x(2,8,O) no_three_row(2,7,O) 1
    x(2,8,O) no_three_row(2,8,O) 1
    x(2,8,O) no_three_col(0,8,O) 1
    x(2,8,O) no_three_col(1,8,O) 1
    x(2,8,O) no_three_col(2,8,O) 1
    x(2,8,O) balance_row(2,O) 1
    x(2,8,O) balance_col(8,O) 1
    x(2,9,O) one_symbol(2,9) 1
    x(2,9,O) no_three_row(2,7,O) 1
    x(2,9,O) no_three_row(2,8,O) 1
    x(2,9,O) no_three_row(2,9,O) 1
    x(2,9,O) no_three_col(0,9,O) 1
    x(2,9,O) no_three_col(1,9,O) 1
    x(2,9,O) no_three_col(2,9,O) 1
    x(2,9,O) balance_row(2,O) 1
    x(2,9,O) balance_col(9,O) 1
    x(2,10,O) one_symbol(2,10) 1
    x(2,10,O) no_three_row(2,8,O) 1
    x(2,10,O) no_three_row(2,9,O) 1
    x(2,10,O) no_three_col(0,10,O) 1
    x(2,10,O) no_three_col(1,10,O) 1
    x(2,10,O) no_three_col(2,10,O) 1
    x(2,10,O) balance_row(2,O) 1
    x(2,10,O) balance_col(10,O) 1
    x(2,11,O) one_symbol(2,11) 1
    x(2,11,O) no_three_row(2,9,O) 1
    x(2,11,O) no_three_col(0,11,O) 1
    x(2,11,O) no_three_col(1,11,O) 1
    x(2,11,O) no_three_col(2,11,O) 1
    x(2,11,O) balance_row(2,O) 1
    x(2,11,O) balance_col(11,O) 1
    x(3,0,O) one_symbol(3,0) 1
    x(3,0,O) no_three_row(3,0,O) 1
    x(3,0,O) no_three_col(1,0,O) 1
    x(3,0,O) no_three_col(2,0,O) 1
    x(3,0,O) no_three_col(3,0,O) 1
    x(3,0,O) balance_row(3,O) 1
    x(3,0,O) balance_col(0,O) 1
    x(3,1,O) one_symbol(3,1) 1
    x(3,1,O) no_three_row(3,0,O) 1
    x(3,1,O) no_three_row(3,1,O) 1
    x(3,1,O) no_three_col(1,1,O) 1
    x(3,1,O) no_three_col(2,1,O) 1
    x(3,1,O) no_three_col(3,1,O) 1
    x(3,1,O) balance_row(3,O) 1
    x(3,1,O) balance_col(1,O) 1
    x(3,2,O) one_symbol(3,2) 1
    x(3,2,O) no_three_row(3,0,O) 1
    x(3,2,O) no_three_row(3,1,O) 1
    x(3,2,O) no_three_row(3,2,O) 1
    x(3,2,O) no_three_col(1,2,O) 1
    x(3,2,O) no_three_col(2,2,O) 1
    x(3,2,O) no_three_col(3,2,O) 1
    x(3,2,O) balance_row(3,O) 1
    x(3,2,O) balance_col(2,O) 1
    x(3,3,O) one_symbol(3,3) 1
    x(3,3,O) no_three_row(3,1,O) 1
    x(3,3,O) no_three_row(3,2,O) 1
    x(3,3,O) no_three_row(3,3,O) 1
    x(3,3,O) no_three_col(1,3,O) 1
    x(3,3,O) no_three_col(2,3,O) 1
    x(3,3,O) no_three_col(3,3,O) 1
    x(3,3,O) balance_row(3,O) 1
    x(3,3,O) balance_col(3,O) 1
    x(3,4,O) one_symbol(3,4) 1
    x(3,4,O) no_three_row(3,2,O) 1
    x(3,4,O) no_three_row(3,3,O) 1
    x(3,4,O) no_three_row(3,4,O) 1
    x(3,4,O) no_three_col(1,4,O) 1
    x(3,4,O) no_three_col(2,4,O) 1
    x(3,4,O) no_three_col(3,4,O) 1
    x(3,4,O) balance_row(3,O) 1
    x(3,4,O) balance_col(4,O) 1
    x(3,5,O) one_symbol(3,5) 1
    x(3,5,O) no_three_row(3,3,O) 1
    x(3,5,O) no_three_row(3,4,O) 1
    x(3,5,O) no_three_row(3,5,O) 1
    x(3,5,O) no_three_col(1,5,O) 1
    x(3,5,O) no_three_col(2,5,O) 1
    x(3,5,O) no_three_col(3,5,O) 1
    x(3,5,O) balance_row(3,O) 1
    x(3,5,O) balance_col(5,O) 1
    x(3,6,O) one_symbol(3,6) 1
    x(3,6,O) no_three_row(3,4,O) 1
    x(3,6,O) no_three_row(3,5,O) 1
    x(3,6,O) no_three_row(3,6,O) 1
    x(3,6,O) no_three_col(1,6,O) 1
    x(3,6,O) no_three_col(2,6,O) 1
    x(3,6,O) no_three_col(3,6,O) 1
    x(3,6,O) balance_row(3,O) 1
    x(3,6,O) balance_col(6,O) 1
    x(3,7,O) one_symbol(3,7) 1
    x(3,7,O) no_three_row(3,5,O) 1
    x(3,7,O) no_three_row(3,6,O) 1
    x(3,7,O) no_three_row(3,7,O) 1
    x(3,7,O) no_three_col(1,7,O) 1
    x(3,7,O) no_three_col(2,7,O) 1
    x(3,7,O) no_three_col(3,7,O) 1
    x(3,7,O) balance_row(3,O) 1
    x(3,7,O) balance_col(7,O) 1
    x(3,8,O) one_symbol(3,8) 1
    x(3,8,O) no_three_row(3,6,O) 1
    x(3,8,O) no_three_row(3,7,O) 1
    x(3,8,O) no_three_row(3,8,O) 1
    x(3,8,O) no_three_col(1,8,O) 1
    x(3,8,O) no_three_col(2,8,O) 1
    x(3,8,O) no_three_col(3,8,O) 1
    x(3,8,O) balance_row(3,O) 1
    x(3,8,O) balance_col(8,O) 1
    x(3,9,O) one_symbol(3,9) 1
    x(3,9,O) no_three_row(3,7,O) 1
    x(3,9,O) no_three_row(3,8,O) 1
    x(3,9,O) no_three_row(3,9,O) 1
    x(3,9,O) no_three_col(1,9,O) 1
    x(3,9,O) no_three_col(2,9,O) 1
    x(3,9,O) no_three_col(3,9,O) 1
    x(3,9,O) balance_row(3,O) 1
    x(3,9,O) balance_col(9,O) 1
    x(3,10,O) one_symbol(3,10) 1
    x(3,10,O) no_three_row(3,8,O) 1
    x(3,10,O) no_three_row(3,9,O) 1
    x(3,10,O) no_three_col(1,10,O) 1
    x(3,10,O) no_three_col(2,10,O) 1
    x(3,10,O) no_three_col(3,10,O) 1
    x(3,10,O) balance_row(3,O) 1
    x(3,10,O) balance_col(10,O) 1
    x(3,11,O) one_symbol(3,11) 1
    x(3,11,O) no_three_row(3,9,O) 1
    x(3,11,O) no_three_col(1,11,O) 1
    x(3,11,O) no_three_col(2,11,O) 1
    x(3,11,O) no_three_col(3,11,O) 1
    x(3,11,O) balance_row(3,O) 1
    x(3,11,O) balance_col(11,O) 1
    x(4,0,O) one_symbol(4,0) 1
    x(4,0,O) given(4,0) 1
    x(4,0,O) no_three_row(4,0,O) 1
    x(4,0,O) no_three_col(2,0,O) 1
    x(4,0,O) no_three_col(3,0,O) 1
    x(4,0,O) no_three_col(4,0,O) 1
    x(4,0,O) balance_row(4,O) 1
    x(4,0,O) balance_col(0,O) 1
    x(4,1,O) one_symbol(4,1) 1
    x(4,1,O) no_three_row(4,0,O) 1
    x(4,1,O) no_three_row(4,1,O) 1
    x(4,1,O) no_three_col(2,1,O) 1
    x(4,1,O) no_three_col(3,1,O) 1
    x(4,1,O) no_three_col(4,1,O) 1
    x(4,1,O) balance_row(4,O) 1
    x(4,1,O) balance_col(1,O) 1
    x(4,2,O) one_symbol(4,2) 1
    x(4,2,O) no_three_row(4,0,O) 1
    x(4,2,O) no_three_row(4,1,O) 1
    x(4,2,O) no_three_row(4,2,O) 1
    x(4,2,O) no_three_col(2,2,O) 1
    x(4,2,O) no_three_col(3,2,O) 1
    x(4,2,O) no_three_col(4,2,O) 1
    x(4,2,O) balance_row(4,O) 1
    x(4,2,O) balance_col(2,O) 1
    x(4,3,O) one_symbol(4,3) 1
    x(4,3,O) given(4,3) 1
    x(4,3,O) no_three_row(4,1,O) 1
    x(4,3,O) no_three_row(4,2,O) 1
    x(4,3,O) no_three_row(4,3,O) 1
    x(4,3,O) no_three_col(2,3,O) 1
    x(4,3,O) no_three_col(3,3,O) 1
    x(4,3,O) no_three_col(4,3,O) 1
    x(4,3,O) balance_row(4,O) 1
    x(4,3,O) balance_col(3,O) 1
    x(4,4,O) one_symbol(4,4) 1
    x(4,4,O) no_three_row(4,2,O) 1
    x(4,4,O) no_three_row(4,3,O) 1
    x(4,4,O) no_three_row(4,4,O) 1
    x(4,4,O) no_three_col(2,4,O) 1
    x(4,4,O) no_three_col(3,4,O) 1
    x(4,4,O) no_three_col(4,4,O) 1
    x(4,4,O) balance_row(4,O) 1
    x(4,4,O) balance_col(4,O) 1
    x(4,5,O) one_symbol(4,5) 1
    x(4,5,O) no_three_row(4,3,O) 1
    x(4,5,O) no_three_row(4,4,O) 1
    x(4,5,O) no_three_row(4,5,O) 1
    x(4,5,O) no_three_col(2,5,O) 1
    x(4,5,O) no_three_col(3,5,O) 1
    x(4,5,O) no_three_col(4,5,O) 1
    x(4,5,O) balance_row(4,O) 1
    x(4,5,O) balance_col(5,O) 1
    x(4,6,O) one_symbol(4,6) 1
    x(4,6,O) no_three_row(4,4,O) 1
    x(4,6,O) no_three_row(4,5,O) 1
    x(4,6,O) no_three_row(4,6,O) 1
    x(4,6,O) no_three_col(2,6,O) 1
    x(4,6,O) no_three_col(3,6,O) 1
    x(4,6,O) no_three_col(4,6,O) 1
    x(4,6,O) balance_row(4,O) 1
    x(4,6,O) balance_col(6,O) 1
    x(4,7,O) one_symbol(4,7) 1
    x(4,7,O) no_three_row(4,5,O) 1
    x(4,7,O) no_three_row(4,6,O) 1
    x(4,7,O) no_three_row(4,7,O) 1
    x(4,7,O) no_three_col(2,7,O) 1
    x(4,7,O) no_three_col(3,7,O) 1
    x(4,7,O) no_three_col(4,7,O) 1
    x(4,7,O) balance_row(4,O) 1
    x(4,7,O) balance_col(7,O) 1
    x(4,8,O) one_symbol(4,8) 1
    x(4,8,O) given(4,8) 1
    x(4,8,O) no_three_row(4,6,O) 1
    x(4,8,O) no_three_row(4,7,O) 1
    x(4,8,O) no_three_row(4,8,O) 1
    x(4,8,O) no_three_col(2,8,O) 1
    x(4,8,O) no_three_col(3,8,O) 1
    x(4,8,O) no_three_col(4,8,O) 1
    x(4,8,O) balance_row(4,O) 1
    x(4,8,O) balance_col(8,O) 1
    x(4,9,O) one_symbol(4,9) 1
    x(4,9,O) no_three_row(4,7,O) 1
    x(4,9,O) no_three_row(4,8,O) 1
    x(4,9,O) no_three_row(4,9,O) 1
    x(4,9,O) no_three_col(2,9,O) 1
    x(4,9,O) no_three_col(3,9,O) 1
    x(4,9,O) no_three_col(4,9,O) 1
    x(4,9,O) balance_row(4,O) 1
    x(4,9,O) balance_col(9,O) 1
    x(4,10,O) one_symbol(4,10) 1
    x(4,10,O) no_three_row(4,8,O) 1
    x(4,10,O) no_three_row(4,9,O) 1
    x(4,10,O) no_three_col(2,10,O) 1
    x(4,10,O) no_three_col(3,10,O) 1
    x(4,10,O) no_three_col(4,10,O) 1
    x(4,10,O) balance_row(4,O) 1
    x(4,10,O) balance_col(10,O) 1
    x(4,11,O) one_symbol(4,11) 1
    x(4,11,O) no_three_row(4,9,O) 1
    x(4,11,O) no_three_col(2,11,O) 1
    x(4,11,O) no_three_col(3,11,O) 1
    x(4,11,O) no_three_col(4,11,O) 1
    x(4,11,O) balance_row(4,O) 1
    x(4,11,O) balance_col(11,O) 1
    x(5,0,O) one_symbol(5,0) 1
    x(5,0,O) no_three_row(5,0,O) 1
    x(5,0,O) no_three_col(3,0,O) 1
    x(5,0,O) no_three_col(4,0,O) 1
    x(5,0,O) no_three_col(5,0,O) 1
    x(5,0,O) balance_row(5,O) 1
    x(5,0,O) balance_col(0,O) 1
    x(5,1,O) one_symbol(5,1) 1
    x(5,1,O) given(5,1) 1
    x(5,1,O) no_three_row(5,0,O) 1
    x(5,1,O) no_three_row(5,1,O) 1
    x(5,1,O) no_three_col(3,1,O) 1
    x(5,1,O) no_three_col(4,1,O) 1
    x(5,1,O) no_three_col(5,1,O) 1
    x(5,1,O) balance_row(5,O) 1
    x(5,1,O) balance_col(1,O) 1
    x(5,2,O) one_symbol(5,2) 1
    x(5,2,O) no_three_row(5,0,O) 1
    x(5,2,O) no_three_row(5,1,O) 1
    x(5,2,O) no_three_row(5,2,O) 1
    x(5,2,O) no_three_col(3,2,O) 1
    x(5,2,O) no_three_col(4,2,O) 1
    x(5,2,O) no_three_col(5,2,O) 1
    x(5,2,O) balance_row(5,O) 1
    x(5,2,O) balance_col(2,O) 1
    x(5,3,O) one_symbol(5,3) 1
    x(5,3,O) no_three_row(5,1,O) 1
    x(5,3,O) no_three_row(5,2,O) 1
    x(5,3,O) no_three_row(5,3,O) 1
    x(5,3,O) no_three_col(3,3,O) 1
    x(5,3,O) no_three_col(4,3,O) 1
    x(5,3,O) no_three_col(5,3,O) 1
    x(5,3,O) balance_row(5,O) 1
    x(5,3,O) balance_col(3,O) 1
    x(5,4,O) one_symbol(5,4) 1
    x(5,4,O) given(5,4) 1
    x(5,4,O) no_three_row(5,2,O) 1
    x(5,4,O) no_three_row(5,3,O) 1
    x(5,4,O) no_three_row(5,4,O) 1
    x(5,4,O) no_three_col(3,4,O) 1
    x(5,4,O) no_three_col(4,4,O) 1
    x(5,4,O) no_three_col(5,4,O) 1
    x(5,4,O) balance_row(5,O) 1
    x(5,4,O) balance_col(4,O) 1
    x(5,5,O) one_symbol(5,5) 1
    x(5,5,O) no_three_row(5,3,O) 1
    x(5,5,O) no_three_row(5,4,O) 1
    x(5,5,O) no_three_row(5,5,O) 1
    x(5,5,O) no_three_col(3,5,O) 1
    x(5,5,O) no_three_col(4,5,O) 1
    x(5,5,O) no_three_col(5,5,O) 1
    x(5,5,O) balance_row(5,O) 1
    x(5,5,O) balance_col(5,O) 1
    x(5,6,O) one_symbol(5,6) 1
    x(5,6,O) no_three_row(5,4,O) 1
    x(5,6,O) no_three_row(5,5,O) 1
    x(5,6,O) no_three_row(5,6,O) 1
    x(5,6,O) no_three_col(3,6,O) 1
    x(5,6,O) no_three_col(4,6,O) 1
    x(5,6,O) no_three_col(5,6,O) 1
    x(5,6,O) balance_row(5,O) 1
    x(5,6,O) balance_col(6,O) 1
    x(5,7,O) one_symbol(5,7) 1
    x(5,7,O) no_three_row(5,5,O) 1
    x(5,7,O) no_three_row(5,6,O) 1
    x(5,7,O) no_three_row(5,7,O) 1
    x(5,7,O) no_three_col(3,7,O) 1
    x(5,7,O) no_three_col(4,7,O) 1
    x(5,7,O) no_three_col(5,7,O) 1
    x(5,7,O) balance_row(5,O) 1
    x(5,7,O) balance_col(7,O) 1
    x(5,8,O) one_symbol(5,8) 1
    x(5,8,O) no_three_row(5,6,O) 1
    x(5,8,O) no_three_row(5,7,O) 1
    x(5,8,O) no_three_row(5,8,O) 1
    x(5,8,O) no_three_col(3,8,O) 1
    x(5,8,O) no_three_col(4,8,O) 1
    x(5,8,O) no_three_col(5,8,O) 1
    x(5,8,O) balance_row(5,O) 1
    x(5,8,O) balance_col(8,O) 1
    x(5,9,O) one_symbol(5,9) 1
    x(5,9,O) no_three_row(5,7,O) 1
    x(5,9,O) no_three_row(5,8,O) 1
    x(5,9,O) no_three_row(5,9,O) 1
    x(5,9,O) no_three_col(3,9,O) 1
    x(5,9,O) no_three_col(4,9,O) 1
    x(5,9,O) no_three_col(5,9,O) 1
    x(5,9,O) balance_row(5,O) 1
    x(5,9,O) balance_col(9,O) 1
    x(5,10,O) one_symbol(5,10) 1
    x(5,10,O) given(5,10) 1
    x(5,10,O) no_three_row(5,8,O) 1
    x(5,10,O) no_three_row(5,9,O) 1
    x(5,10,O) no_three_col(3,10,O) 1
    x(5,10,O) no_three_col(4,10,O) 1
    x(5,10,O) no_three_col(5,10,O) 1
    x(5,10,O) balance_row(5,O) 1
    x(5,10,O) balance_col(10,O) 1
    x(5,11,O) one_symbol(5,11) 1
    x(5,11,O) no_three_row(5,9,O) 1
    x(5,11,O) no_three_col(3,11,O) 1
    x(5,11,O) no_three_col(4,11,O) 1
    x(5,11,O) no_three_col(5,11,O) 1
    x(5,11,O) balance_row(5,O) 1
    x(5,11,O) balance_col(11,O) 1
    x(6,0,O) one_symbol(6,0) 1
    x(6,0,O) no_three_row(6,0,O) 1
    x(6,0,O) no_three_col(4,0,O) 1
    x(6,0,O) no_three_col(5,0,O) 1
    x(6,0,O) no_three_col(6,0,O) 1
    x(6,0,O) balance_row(6,O) 1
    x(6,0,O) balance_col(0,O) 1
    x(6,1,O) one_symbol(6,1) 1
    x(6,1,O) no_three_row(6,0,O) 1
    x(6,1,O) no_three_row(6,1,O) 1
    x(6,1,O) no_three_col(4,1,O) 1
    x(6,1,O) no_three_col(5,1,O) 1
    x(6,1,O) no_three_col(6,1,O) 1
    x(6,1,O) balance_row(6,O) 1
    x(6,1,O) balance_col(1,O) 1
    x(6,2,O) one_symbol(6,2) 1
    x(6,2,O) no_three_row(6,0,O) 1
    x(6,2,O) no_three_row(6,1,O) 1
    x(6,2,O) no_three_row(6,2,O) 1
    x(6,2,O) no_three_col(4,2,O) 1
    x(6,2,O) no_three_col(5,2,O) 1
    x(6,2,O) no_three_col(6,2,O) 1
    x(6,2,O) balance_row(6,O) 1
    x(6,2,O) balance_col(2,O) 1
    x(6,3,O) one_symbol(6,3) 1
    x(6,3,O) no_three_row(6,1,O) 1
    x(6,3,O) no_three_row(6,2,O) 1
    x(6,3,O) no_three_row(6,3,O) 1
    x(6,3,O) no_three_col(4,3,O) 1
    x(6,3,O) no_three_col(5,3,O) 1
    x(6,3,O) no_three_col(6,3,O) 1
    x(6,3,O) balance_row(6,O) 1
    x(6,3,O) balance_col(3,O) 1
    x(6,4,O) one_symbol(6,4) 1
    x(6,4,O) no_three_row(6,2,O) 1
    x(6,4,O) no_three_row(6,3,O) 1
    x(6,4,O) no_three_row(6,4,O) 1
    x(6,4,O) no_three_col(4,4,O) 1
    x(6,4,O) no_three_col(5,4,O) 1
    x(6,4,O) no_three_col(6,4,O) 1
    x(6,4,O) balance_row(6,O) 1
    x(6,4,O) balance_col(4,O) 1
    x(6,5,O) one_symbol(6,5) 1
    x(6,5,O) given(6,5) 1
    x(6,5,O) no_three_row(6,3,O) 1
    x(6,5,O) no_three_row(6,4,O) 1
    x(6,5,O) no_three_row(6,5,O) 1
    x(6,5,O) no_three_col(4,5,O) 1
    x(6,5,O) no_three_col(5,5,O) 1
    x(6,5,O) no_three_col(6,5,O) 1
    x(6,5,O) balance_row(6,O) 1
    x(6,5,O) balance_col(5,O) 1
    x(6,6,O) one_symbol(6,6) 1
    x(6,6,O) no_three_row(6,4,O) 1
    x(6,6,O) no_three_row(6,5,O) 1
    x(6,6,O) no_three_row(6,6,O) 1
    x(6,6,O) no_three_col(4,6,O) 1
    x(6,6,O) no_three_col(5,6,O) 1
    x(6,6,O) no_three_col(6,6,O) 1
    x(6,6,O) balance_row(6,O) 1
    x(6,6,O) balance_col(6,O) 1
    x(6,7,O) one_symbol(6,7) 1
    x(6,7,O) given(6,7) 1
    x(6,7,O) no_three_row(6,5,O) 1
    x(6,7,O) no_three_row(6,6,O) 1
    x(6,7,O) no_three_row(6,7,O) 1
    x(6,7,O) no_three_col(4,7,O) 1
    x(6,7,O) no_three_col(5,7,O) 1
    x(6,7,O) no_three_col(6,7,O) 1
    x(6,7,O) balance_row(6,O) 1
    x(6,7,O) balance_col(7,O) 1
    x(6,8,O) one_symbol(6,8) 1
    x(6,8,O) given(6,8) 1
    x(6,8,O) no_three_row(6,6,O) 1
    x(6,8,O) no_three_row(6,7,O) 1
    x(6,8,O) no_three_row(6,8,O) 1
    x(6,8,O) no_three_col(4,8,O) 1
    x(6,8,O) no_three_col(5,8,O) 1
    x(6,8,O) no_three_col(6,8,O) 1
    x(6,8,O) balance_row(6,O) 1
    x(6,8,O) balance_col(8,O) 1
    x(6,9,O) one_symbol(6,9) 1
    x(6,9,O) no_three_row(6,7,O) 1
    x(6,9,O) no_three_row(6,8,O) 1
    x(6,9,O) no_three_row(6,9,O) 1
    x(6,9,O) no_three_col(4,9,O) 1
    x(6,9,O) no_three_col(5,9,O) 1
    x(6,9,O) no_three_col(6,9,O) 1
    x(6,9,O) balance_row(6,O) 1
    x(6,9,O) balance_col(9,O) 1
    x(6,10,O) one_symbol(6,10) 1
    x(6,10,O) no_three_row(6,8,O) 1
    x(6,10,O) no_three_row(6,9,O) 1
    x(6,10,O) no_three_col(4,10,O) 1
    x(6,10,O) no_three_col(5,10,O) 1
    x(6,10,O) no_three_col(6,10,O) 1
    x(6,10,O) balance_row(6,O) 1
    x(6,10,O) balance_col(10,O) 1
    x(6,11,O) one_symbol(6,11) 1
    x(6,11,O) no_three_row(6,9,O) 1
    x(6,11,O) no_three_col(4,11,O) 1
    x(6,11,O) no_three_col(5,11,O) 1
    x(6,11,O) no_three_col(6,11,O) 1
    x(6,11,O) balance_row(6,O) 1
    x(6,11,O) balance_col(11,O) 1
    x(7,0,O) one_symbol(7,0) 1
    x(7,0,O) no_three_row(7,0,O) 1
    x(7,0,O) no_three_col(5,0,O) 1
    x(7,0,O) no_three_col(6,0,O) 1
    x(7,0,O) no_three_col(7,0,O) 1
    x(7,0,O) balance_row(7,O) 1
    x(7,0,O) balance_col(0,O) 1
    x(7,1,O) one_symbol(7,1) 1
    x(7,1,O) no_three_row(7,0,O) 1
    x(7,1,O) no_three_row(7,1,O) 1
    x(7,1,O) no_three_col(5,1,O) 1
    x(7,1,O) no_three_col(6,1,O) 1
    x(7,1,O) no_three_col(7,1,O) 1
    x(7,1,O) balance_row(7,O) 1
    x(7,1,O) balance_col(1,O) 1
    x(7,2,O) one_symbol(7,2) 1
    x(7,2,O) given(7,2) 1
    x(7,2,O) no_three_row(7,0,O) 1
    x(7,2,O) no_three_row(7,1,O) 1
    x(7,2,O) no_three_row(7,2,O) 1
    x(7,2,O) no_three_col(5,2,O) 1
    x(7,2,O) no_three_col(6,2,O) 1
    x(7,2,O) no_three_col(7,2,O) 1
    x(7,2,O) balance_row(7,O) 1
    x(7,2,O) balance_col(2,O) 1
    x(7,3,O) one_symbol(7,3) 1
    x(7,3,O) no_three_row(7,1,O) 1
    x(7,3,O) no_three_row(7,2,O) 1
    x(7,3,O) no_three_row(7,3,O) 1
    x(7,3,O) no_three_col(5,3,O) 1
    x(7,3,O) no_three_col(6,3,O) 1
    x(7,3,O) no_three_col(7,3,O) 1
    x(7,3,O) balance_row(7,O) 1
    x(7,3,O) balance_col(3,O) 1
    x(7,4,O) one_symbol(7,4) 1
    x(7,4,O) no_three_row(7,2,O) 1
    x(7,4,O) no_three_row(7,3,O) 1
    x(7,4,O) no_three_row(7,4,O) 1
    x(7,4,O) no_three_col(5,4,O) 1
    x(7,4,O) no_three_col(6,4,O) 1
    x(7,4,O) no_three_col(7,4,O) 1
    x(7,4,O) balance_row(7,O) 1
    x(7,4,O) balance_col(4,O) 1
    x(7,5,O) one_symbol(7,5) 1
    x(7,5,O) given(7,5) 1
    x(7,5,O) no_three_row(7,3,O) 1
    x(7,5,O) no_three_row(7,4,O) 1
    x(7,5,O) no_three_row(7,5,O) 1
    x(7,5,O) no_three_col(5,5,O) 1
    x(7,5,O) no_three_col(6,5,O) 1
    x(7,5,O) no_three_col(7,5,O) 1
    x(7,5,O) balance_row(7,O) 1
    x(7,5,O) balance_col(5,O) 1
    x(7,6,O) one_symbol(7,6) 1
    x(7,6,O) no_three_row(7,4,O) 1
    x(7,6,O) no_three_row(7,5,O) 1
    x(7,6,O) no_three_row(7,6,O) 1
    x(7,6,O) no_three_col(5,6,O) 1
    x(7,6,O) no_three_col(6,6,O) 1
    x(7,6,O) no_three_col(7,6,O) 1
    x(7,6,O) balance_row(7,O) 1
    x(7,6,O) balance_col(6,O) 1
    x(7,7,O) one_symbol(7,7) 1
    x(7,7,O) no_three_row(7,5,O) 1
    x(7,7,O) no_three_row(7,6,O) 1
    x(7,7,O) no_three_row(7,7,O) 1
    x(7,7,O) no_three_col(5,7,O) 1
    x(7,7,O) no_three_col(6,7,O) 1
    x(7,7,O) no_three_col(7,7,O) 1
    x(7,7,O) balance_row(7,O) 1
    x(7,7,O) balance_col(7,O) 1
    x(7,8,O) one_symbol(7,8) 1
    x(7,8,O) no_three_row(7,6,O) 1
    x(7,8,O) no_three_row(7,7,O) 1
    x(7,8,O) no_three_row(7,8,O) 1
    x(7,8,O) no_three_col(5,8,O) 1
    x(7,8,O) no_three_col(6,8,O) 1
    x(7,8,O) no_three_col(7,8,O) 1
    x(7,8,O) balance_row(7,O) 1
    x(7,8,O) balance_col(8,O) 1
    x(7,9,O) one_symbol(7,9) 1
    x(7,9,O) no_three_row(7,7,O) 1
    x(7,9,O) no_three_row(7,8,O) 1
    x(7,9,O) no_three_row(7,9,O) 1
    x(7,9,O) no_three_col(5,9,O) 1
    x(7,9,O) no_three_col(6,9,O) 1
    x(7,9,O) no_three_col(7,9,O) 1
    x(7,9,O) balance_row(7,O) 1
    x(7,9,O) balance_col(9,O) 1
    x(7,10,O) one_symbol(7,10) 1
    x(7,10,O) no_three_row(7,8,O) 1
    x(7,10,O) no_three_row(7,9,O) 1
    x(7,10,O) no_three_col(5,10,O) 1
    x(7,10,O) no_three_col(6,10,O) 1
    x(7,10,O) no_three_col(7,10,O) 1
    x(7,10,O) balance_row(7,O) 1
    x(7,10,O) balance_col(10,O) 1
    x(7,11,O) one_symbol(7,11) 1
    x(7,11,O) given(7,11) 1
    x(7,11,O) no_three_row(7,9,O) 1
    x(7,11,O) no_three_col(5,11,O) 1
    x(7,11,O) no_three_col(6,11,O) 1
    x(7,11,O) no_three_col(7,11,O) 1
    x(7,11,O) balance_row(7,O) 1
    x(7,11,O) balance_col(11,O) 1
    x(8,0,O) one_symbol(8,0) 1
    x(8,0,O) no_three_row(8,0,O) 1
    x(8,0,O) no_three_col(6,0,O) 1
    x(8,0,O) no_three_col(7,0,O) 1
    x(8,0,O) no_three_col(8,0,O) 1
    x(8,0,O) balance_row(8,O) 1
    x(8,0,O) balance_col(0,O) 1
    x(8,1,O) one_symbol(8,1) 1
    x(8,1,O) no_three_row(8,0,O) 1
    x(8,1,O) no_three_row(8,1,O) 1
    x(8,1,O) no_three_col(6,1,O) 1
    x(8,1,O) no_three_col(7,1,O) 1
    x(8,1,O) no_three_col(8,1,O) 1
    x(8,1,O) balance_row(8,O) 1
    x(8,1,O) balance_col(1,O) 1
    x(8,2,O) one_symbol(8,2) 1
    x(8,2,O) no_three_row(8,0,O) 1
    x(8,2,O) no_three_row(8,1,O) 1
    x(8,2,O) no_three_row(8,2,O) 1
    x(8,2,O) no_three_col(6,2,O) 1
    x(8,2,O) no_three_col(7,2,O) 1
    x(8,2,O) no_three_col(8,2,O) 1
    x(8,2,O) balance_row(8,O) 1
    x(8,2,O) balance_col(2,O) 1
    x(8,3,O) one_symbol(8,3) 1
    x(8,3,O) no_three_row(8,1,O) 1
    x(8,3,O) no_three_row(8,2,O) 1
    x(8,3,O) no_three_row(8,3,O) 1
    x(8,3,O) no_three_col(6,3,O) 1
    x(8,3,O) no_three_col(7,3,O) 1
    x(8,3,O) no_three_col(8,3,O) 1
    x(8,3,O) balance_row(8,O) 1
    x(8,3,O) balance_col(3,O) 1
    x(8,4,O) one_symbol(8,4) 1
    x(8,4,O) given(8,4) 1
    x(8,4,O) no_three_row(8,2,O) 1
    x(8,4,O) no_three_row(8,3,O) 1
    x(8,4,O) no_three_row(8,4,O) 1
    x(8,4,O) no_three_col(6,4,O) 1
    x(8,4,O) no_three_col(7,4,O) 1
    x(8,4,O) no_three_col(8,4,O) 1
    x(8,4,O) balance_row(8,O) 1
    x(8,4,O) balance_col(4,O) 1
    x(8,5,O) one_symbol(8,5) 1
    x(8,5,O) no_three_row(8,3,O) 1
    x(8,5,O) no_three_row(8,4,O) 1
    x(8,5,O) no_three_row(8,5,O) 1
    x(8,5,O) no_three_col(6,5,O) 1
    x(8,5,O) no_three_col(7,5,O) 1
    x(8,5,O) no_three_col(8,5,O) 1
    x(8,5,O) balance_row(8,O) 1
    x(8,5,O) balance_col(5,O) 1
    x(8,6,O) one_symbol(8,6) 1
    x(8,6,O) no_three_row(8,4,O) 1
    x(8,6,O) no_three_row(8,5,O) 1
    x(8,6,O) no_three_row(8,6,O) 1
    x(8,6,O) no_three_col(6,6,O) 1
    x(8,6,O) no_three_col(7,6,O) 1
    x(8,6,O) no_three_col(8,6,O) 1
    x(8,6,O) balance_row(8,O) 1
    x(8,6,O) balance_col(6,O) 1
    x(8,7,O) one_symbol(8,7) 1
    x(8,7,O) given(8,7) 1
    x(8,7,O) no_three_row(8,5,O) 1
    x(8,7,O) no_three_row(8,6,O) 1
    x(8,7,O) no_three_row(8,7,O) 1
    x(8,7,O) no_three_col(6,7,O) 1
    x(8,7,O) no_three_col(7,7,O) 1
    x(8,7,O) no_three_col(8,7,O) 1
    x(8,7,O) balance_row(8,O) 1
    x(8,7,O) balance_col(7,O) 1
    x(8,8,O) one_symbol(8,8) 1
    x(8,8,O) given(8,8) 1
    x(8,8,O) no_three_row(8,6,O) 1
    x(8,8,O) no_three_row(8,7,O) 1
    x(8,8,O) no_three_row(8,8,O) 1
    x(8,8,O) no_three_col(6,8,O) 1
    x(8,8,O) no_three_col(7,8,O) 1
    x(8,8,O) no_three_col(8,8,O) 1
    x(8,8,O) balance_row(8,O) 1
    x(8,8,O) balance_col(8,O) 1
    x(8,9,O) one_symbol(8,9) 1
    x(8,9,O) no_three_row(8,7,O) 1
    x(8,9,O) no_three_row(8,8,O) 1
    x(8,9,O) no_three_row(8,9,O) 1
    x(8,9,O) no_three_col(6,9,O) 1
    x(8,9,O) no_three_col(7,9,O) 1
    x(8,9,O) no_three_col(8,9,O) 1
    x(8,9,O) balance_row(8,O) 1
    x(8,9,O) balance_col(9,O) 1
    x(8,10,O) one_symbol(8,10) 1
    x(8,10,O) no_three_row(8,8,O) 1
    x(8,10,O) no_three_row(8,9,O) 1
    x(8,10,O) no_three_col(6,10,O) 1
    x(8,10,O) no_three_col(7,10,O) 1
    x(8,10,O) no_three_col(8,10,O) 1
    x(8,10,O) balance_row(8,O) 1
    x(8,10,O) balance_col(10,O) 1
    x(8,11,O) one_symbol(8,11) 1
    x(8,11,O) no_three_row(8,9,O) 1
    x(8,11,O) no_three_col(6,11,O) 1
    x(8,11,O) no_three_col(7,11,O) 1
    x(8,11,O) no_three_col(8,11,O) 1
    x(8,11,O) balance_row(8,O) 1
    x(8,11,O) balance_col(11,O) 1
    x(9,0,O) one_symbol(9,0) 1
    x(9,0,O) no_three_row(9,0,O) 1
    x(9,0,O) no_three_col(7,0,O) 1
    x(9,0,O) no_three_col(8,0,O) 1
    x(9,0,O) no_three_col(9,0,O) 1
    x(9,0,O) balance_row(9,O) 1
    x(9,0,O) balance_col(0,O) 1
    x(9,1,O) one_symbol(9,1) 1
    x(9,1,O) no_three_row(9,0,O) 1
    x(9,1,O) no_three_row(9,1,O) 1
    x(9,1,O) no_three_col(7,1,O) 1
    x(9,1,O) no_three_col(8,1,O) 1
    x(9,1,O) no_three_col(9,1,O) 1
    x(9,1,O) balance_row(9,O) 1
    x(9,1,O) balance_col(1,O) 1
    x(9,2,O) one_symbol(9,2) 1
    x(9,2,O) no_three_row(9,0,O) 1
    x(9,2,O) no_three_row(9,1,O) 1
    x(9,2,O) no_three_row(9,2,O) 1
    x(9,2,O) no_three_col(7,2,O) 1
    x(9,2,O) no_three_col(8,2,O) 1
    x(9,2,O) no_three_col(9,2,O) 1
    x(9,2,O) balance_row(9,O) 1
    x(9,2,O) balance_col(2,O) 1
    x(9,3,O) one_symbol(9,3) 1
    x(9,3,O) given(9,3) 1
    x(9,3,O) no_three_row(9,1,O) 1
    x(9,3,O) no_three_row(9,2,O) 1
    x(9,3,O) no_three_row(9,3,O) 1
    x(9,3,O) no_three_col(7,3,O) 1
    x(9,3,O) no_three_col(8,3,O) 1
    x(9,3,O) no_three_col(9,3,O) 1
    x(9,3,O) balance_row(9,O) 1
    x(9,3,O) balance_col(3,O) 1
    x(9,4,O) one_symbol(9,4) 1
    x(9,4,O) given(9,4) 1
    x(9,4,O) no_three_row(9,2,O) 1
    x(9,4,O) no_three_row(9,3,O) 1
    x(9,4,O) no_three_row(9,4,O) 1
    x(9,4,O) no_three_col(7,4,O) 1
    x(9,4,O) no_three_col(8,4,O) 1
    x(9,4,O) no_three_col(9,4,O) 1
    x(9,4,O) balance_row(9,O) 1
    x(9,4,O) balance_col(4,O) 1
    x(9,5,O) one_symbol(9,5) 1
    x(9,5,O) no_three_row(9,3,O) 1
    x(9,5,O) no_three_row(9,4,O) 1
    x(9,5,O) no_three_row(9,5,O) 1
    x(9,5,O) no_three_col(7,5,O) 1
    x(9,5,O) no_three_col(8,5,O) 1
    x(9,5,O) no_three_col(9,5,O) 1
    x(9,5,O) balance_row(9,O) 1
    x(9,5,O) balance_col(5,O) 1
    x(9,6,O) one_symbol(9,6) 1
    x(9,6,O) no_three_row(9,4,O) 1
    x(9,6,O) no_three_row(9,5,O) 1
    x(9,6,O) no_three_row(9,6,O) 1
    x(9,6,O) no_three_col(7,6,O) 1
    x(9,6,O) no_three_col(8,6,O) 1
    x(9,6,O) no_three_col(9,6,O) 1
    x(9,6,O) balance_row(9,O) 1
    x(9,6,O) balance_col(6,O) 1
    x(9,7,O) one_symbol(9,7) 1
    x(9,7,O) no_three_row(9,5,O) 1
    x(9,7,O) no_three_row(9,6,O) 1
    x(9,7,O) no_three_row(9,7,O) 1
    x(9,7,O) no_three_col(7,7,O) 1
    x(9,7,O) no_three_col(8,7,O) 1
    x(9,7,O) no_three_col(9,7,O) 1
    x(9,7,O) balance_row(9,O) 1
    x(9,7,O) balance_col(7,O) 1
    x(9,8,O) one_symbol(9,8) 1
    x(9,8,O) no_three_row(9,6,O) 1
    x(9,8,O) no_three_row(9,7,O) 1
    x(9,8,O) no_three_row(9,8,O) 1
    x(9,8,O) no_three_col(7,8,O) 1
    x(9,8,O) no_three_col(8,8,O) 1
    x(9,8,O) no_three_col(9,8,O) 1
    x(9,8,O) balance_row(9,O) 1
    x(9,8,O) balance_col(8,O) 1
    x(9,9,O) one_symbol(9,9) 1
    x(9,9,O) given(9,9) 1
    x(9,9,O) no_three_row(9,7,O) 1
    x(9,9,O) no_three_row(9,8,O) 1
    x(9,9,O) no_three_row(9,9,O) 1
    x(9,9,O) no_three_col(7,9,O) 1
    x(9,9,O) no_three_col(8,9,O) 1
    x(9,9,O) no_three_col(9,9,O) 1
    x(9,9,O) balance_row(9,O) 1
    x(9,9,O) balance_col(9,O) 1
    x(9,10,O) one_symbol(9,10) 1
    x(9,10,O) given(9,10) 1
    x(9,10,O) no_three_row(9,8,O) 1
    x(9,10,O) no_three_row(9,9,O) 1
    x(9,10,O) no_three_col(7,10,O) 1
    x(9,10,O) no_three_col(8,10,O) 1
    x(9,10,O) no_three_col(9,10,O) 1
    x(9,10,O) balance_row(9,O) 1
    x(9,10,O) balance_col(10,O) 1
    x(9,11,O) one_symbol(9,11) 1
    x(9,11,O) no_three_row(9,9,O) 1
    x(9,11,O) no_three_col(7,11,O) 1
    x(9,11,O) no_three_col(8,11,O) 1
    x(9,11,O) no_three_col(9,11,O) 1
    x(9,11,O) balance_row(9,O) 1
    x(9,11,O) balance_col(11,O) 1
    x(10,0,O) one_symbol(10,0) 1
    x(10,0,O) no_three_row(10,0,O) 1
    x(10,0,O) no_three_col(8,0,O) 1
    x(10,0,O) no_three_col(9,0,O) 1
    x(10,0,O) balance_row(10,O) 1
    x(10,0,O) balance_col(0,O) 1
    x(10,1,O) one_symbol(10,1) 1
    x(10,1,O) no_three_row(10,0,O) 1
    x(10,1,O) no_three_row(10,1,O) 1
    x(10,1,O) no_three_col(8,1,O) 1
    x(10,1,O) no_three_col(9,1,O) 1
    x(10,1,O) balance_row(10,O) 1
    x(10,1,O) balance_col(1,O) 1
    x(10,2,O) one_symbol(10,2) 1
    x(10,2,O) no_three_row(10,0,O) 1
    x(10,2,O) no_three_row(10,1,O) 1
    x(10,2,O) no_three_row(10,2,O) 1
    x(10,2,O) no_three_col(8,2,O) 1
    x(10,2,O) no_three_col(9,2,O) 1
    x(10,2,O) balance_row(10,O) 1
    x(10,2,O) balance_col(2,O) 1
    x(10,3,O) one_symbol(10,3) 1
    x(10,3,O) given(10,3) 1
    x(10,3,O) no_three_row(10,1,O) 1
    x(10,3,O) no_three_row(10,2,O) 1
    x(10,3,O) no_three_row(10,3,O) 1
    x(10,3,O) no_three_col(8,3,O) 1
    x(10,3,O) no_three_col(9,3,O) 1
    x(10,3,O) balance_row(10,O) 1
    x(10,3,O) balance_col(3,O) 1
    x(10,4,O) one_symbol(10,4) 1
    x(10,4,O) no_three_row(10,2,O) 1
    x(10,4,O) no_three_row(10,3,O) 1
    x(10,4,O) no_three_row(10,4,O) 1
    x(10,4,O) no_three_col(8,4,O) 1
    x(10,4,O) no_three_col(9,4,O) 1
    x(10,4,O) balance_row(10,O) 1
    x(10,4,O) balance_col(4,O) 1
    x(10,5,O) one_symbol(10,5) 1
    x(10,5,O) no_three_row(10,3,O) 1
    x(10,5,O) no_three_row(10,4,O) 1
    x(10,5,O) no_three_row(10,5,O) 1
    x(10,5,O) no_three_col(8,5,O) 1
    x(10,5,O) no_three_col(9,5,O) 1
    x(10,5,O) balance_row(10,O) 1
    x(10,5,O) balance_col(5,O) 1
    x(10,6,O) one_symbol(10,6) 1
    x(10,6,O) given(10,6) 1
    x(10,6,O) no_three_row(10,4,O) 1
    x(10,6,O) no_three_row(10,5,O) 1
    x(10,6,O) no_three_row(10,6,O) 1
    x(10,6,O) no_three_col(8,6,O) 1
    x(10,6,O) no_three_col(9,6,O) 1
    x(10,6,O) balance_row(10,O) 1
    x(10,6,O) balance_col(6,O) 1
    x(10,7,O) one_symbol(10,7) 1
    x(10,7,O) no_three_row(10,5,O) 1
    x(10,7,O) no_three_row(10,6,O) 1
    x(10,7,O) no_three_row(10,7,O) 1
    x(10,7,O) no_three_col(8,7,O) 1
    x(10,7,O) no_three_col(9,7,O) 1
    x(10,7,O) balance_row(10,O) 1
    x(10,7,O) balance_col(7,O) 1
    x(10,8,O) one_symbol(10,8) 1
    x(10,8,O) no_three_row(10,6,O) 1
    x(10,8,O) no_three_row(10,7,O) 1
    x(10,8,O) no_three_row(10,8,O) 1
    x(10,8,O) no_three_col(8,8,O) 1
    x(10,8,O) no_three_col(9,8,O) 1
    x(10,8,O) balance_row(10,O) 1
    x(10,8,O) balance_col(8,O) 1
    x(10,9,O) one_symbol(10,9) 1
    x(10,9,O) given(10,9) 1
    x(10,9,O) no_three_row(10,7,O) 1
    x(10,9,O) no_three_row(10,8,O) 1
    x(10,9,O) no_three_row(10,9,O) 1
    x(10,9,O) no_three_col(8,9,O) 1
    x(10,9,O) no_three_col(9,9,O) 1
    x(10,9,O) balance_row(10,O) 1
    x(10,9,O) balance_col(9,O) 1
    x(10,10,O) one_symbol(10,10) 1
    x(10,10,O) no_three_row(10,8,O) 1
    x(10,10,O) no_three_row(10,9,O) 1
    x(10,10,O) no_three_col(8,10,O) 1
    x(10,10,O) no_three_col(9,10,O) 1
    x(10,10,O) balance_row(10,O) 1
    x(10,10,O) balance_col(10,O) 1
    x(10,11,O) one_symbol(10,11) 1
    x(10,11,O) given(10,11) 1
    x(10,11,O) no_three_row(10,9,O) 1
    x(10,11,O) no_three_col(8,11,O) 1
    x(10,11,O) no_three_col(9,11,O) 1
    x(10,11,O) balance_row(10,O) 1
    x(10,11,O) balance_col(11,O) 1
    x(11,0,O) one_symbol(11,0) 1
    x(11,0,O) no_three_row(11,0,O) 1
    x(11,0,O) no_three_col(9,0,O) 1
    x(11,0,O) balance_row(11,O) 1
    x(11,0,O) balance_col(0,O) 1
    x(11,1,O) one_symbol(11,1) 1
    x(11,1,O) no_three_row(11,0,O) 1
    x(11,1,O) no_three_row(11,1,O) 1
    x(11,1,O) no_three_col(9,1,O) 1
    x(11,1,O) balance_row(11,O) 1
    x(11,1,O) balance_col(1,O) 1
    x(11,2,O) one_symbol(11,2) 1
    x(11,2,O) no_three_row(11,0,O) 1
    x(11,2,O) no_three_row(11,1,O) 1
    x(11,2,O) no_three_row(11,2,O) 1
    x(11,2,O) no_three_col(9,2,O) 1
    x(11,2,O) balance_row(11,O) 1
    x(11,2,O) balance_col(2,O) 1
    x(11,3,O) one_symbol(11,3) 1
    x(11,3,O) no_three_row(11,1,O) 1
    x(11,3,O) no_three_row(11,2,O) 1
    x(11,3,O) no_three_row(11,3,O) 1
    x(11,3,O) no_three_col(9,3,O) 1
    x(11,3,O) balance_row(11,O) 1
    x(11,3,O) balance_col(3,O) 1
    x(11,4,O) one_symbol(11,4) 1
    x(11,4,O) no_three_row(11,2,O) 1
    x(11,4,O) no_three_row(11,3,O) 1
    x(11,4,O) no_three_row(11,4,O) 1
    x(11,4,O) no_three_col(9,4,O) 1
    x(11,4,O) balance_row(11,O) 1
    x(11,4,O) balance_col(4,O) 1
    x(11,5,O) one_symbol(11,5) 1
    x(11,5,O) no_three_row(11,3,O) 1
    x(11,5,O) no_three_row(11,4,O) 1
    x(11,5,O) no_three_row(11,5,O) 1
    x(11,5,O) no_three_col(9,5,O) 1
    x(11,5,O) balance_row(11,O) 1
    x(11,5,O) balance_col(5,O) 1
    x(11,6,O) one_symbol(11,6) 1
    x(11,6,O) no_three_row(11,4,O) 1
    x(11,6,O) no_three_row(11,5,O) 1
    x(11,6,O) no_three_row(11,6,O) 1
    x(11,6,O) no_three_col(9,6,O) 1
    x(11,6,O) balance_row(11,O) 1
    x(11,6,O) balance_col(6,O) 1
    x(11,7,O) one_symbol(11,7) 1
    x(11,7,O) no_three_row(11,5,O) 1
    x(11,7,O) no_three_row(11,6,O) 1
    x(11,7,O) no_three_row(11,7,O) 1
    x(11,7,O) no_three_col(9,7,O) 1
    x(11,7,O) balance_row(11,O) 1
    x(11,7,O) balance_col(7,O) 1
    x(11,8,O) one_symbol(11,8) 1
    x(11,8,O) no_three_row(11,6,O) 1
    x(11,8,O) no_three_row(11,7,O) 1
    x(11,8,O) no_three_row(11,8,O) 1
    x(11,8,O) no_three_col(9,8,O) 1
    x(11,8,O) balance_row(11,O) 1
    x(11,8,O) balance_col(8,O) 1
    x(11,9,O) one_symbol(11,9) 1
    x(11,9,O) no_three_row(11,7,O) 1
    x(11,9,O) no_three_row(11,8,O) 1
    x(11,9,O) no_three_row(11,9,O) 1
    x(11,9,O) no_three_col(9,9,O) 1
    x(11,9,O) balance_row(11,O) 1
    x(11,9,O) balance_col(9,O) 1
    x(11,10,O) one_symbol(11,10) 1
    x(11,10,O) no_three_row(11,8,O) 1
    x(11,10,O) no_three_row(11,9,O) 1
    x(11,10,O) no_three_col(9,10,O) 1
    x(11,10,O) balance_row(11,O) 1
    x(11,10,O) balance_col(10,O) 1
    x(11,11,O) one_symbol(11,11) 1
    x(11,11,O) no_three_row(11,9,O) 1
    x(11,11,O) no_three_col(9,11,O) 1
    x(11,11,O) balance_row(11,O) 1
    x(11,11,O) balance_col(11,O) 1
    x(0,0,I) one_symbol(0,0) 1
    x(0,0,I) no_three_row(0,0,I) 1
    x(0,0,I) no_three_col(0,0,I) 1
    x(0,0,I) balance_row(0,I) 1
    x(0,0,I) balance_col(0,I) 1
    x(0,1,I) one_symbol(0,1) 1
    x(0,1,I) no_three_row(0,0,I) 1
    x(0,1,I) no_three_row(0,1,I) 1
    x(0,1,I) no_three_col(0,1,I) 1
    x(0,1,I) balance_row(0,I) 1
    x(0,1,I) balance_col(1,I) 1
    x(0,2,I) one_symbol(0,2) 1
    x(0,2,I) no_three_row(0,0,I) 1
    x(0,2,I) no_three_row(0,1,I) 1
    x(0,2,I) no_three_row(0,2,I) 1
    x(0,2,I) no_three_col(0,2,I) 1
    x(0,2,I) balance_row(0,I) 1
    x(0,2,I) balance_col(2,I) 1
    x(0,3,I) one_symbol(0,3) 1
    x(0,3,I) no_three_row(0,1,I) 1
    x(0,3,I) no_three_row(0,2,I) 1
    x(0,3,I) no_three_row(0,3,I) 1
    x(0,3,I) no_three_col(0,3,I) 1
    x(0,3,I) balance_row(0,I) 1
    x(0,3,I) balance_col(3,I) 1
    x(0,4,I) one_symbol(0,4) 1
    x(0,4,I) no_three_row(0,2,I) 1
    x(0,4,I) no_three_row(0,3,I) 1
    x(0,4,I) no_three_row(0,4,I) 1
    x(0,4,I) no_three_col(0,4,I) 1
    x(0,4,I) balance_row(0,I) 1
    x(0,4,I) balance_col(4,I) 1
    x(0,5,I) one_symbol(0,5) 1
    x(0,5,I) no_three_row(0,3,I) 1
    x(0,5,I) no_three_row(0,4,I) 1
    x(0,5,I) no_three_row(0,5,I) 1
    x(0,5,I) no_three_col(0,5,I) 1
    x(0,5,I) balance_row(0,I) 1
    x(0,5,I) balance_col(5,I) 1
    x(0,6,I) one_symbol(0,6) 1
    x(0,6,I) no_three_row(0,4,I) 1
    x(0,6,I) no_three_row(0,5,I) 1
    x(0,6,I) no_three_row(0,6,I) 1
    x(0,6,I) no_three_col(0,6,I) 1
    x(0,6,I) balance_row(0,I) 1
    x(0,6,I) balance_col(6,I) 1
    x(0,7,I) one_symbol(0,7) 1
    x(0,7,I) no_three_row(0,5,I) 1
    x(0,7,I) no_three_row(0,6,I) 1
    x(0,7,I) no_three_row(0,7,I) 1
    x(0,7,I) no_three_col(0,7,I) 1
    x(0,7,I) balance_row(0,I) 1
    x(0,7,I) balance_col(7,I) 1
    x(0,8,I) one_symbol(0,8) 1
    x(0,8,I) no_three_row(0,6,I) 1
    x(0,8,I) no_three_row(0,7,I) 1
    x(0,8,I) no_three_row(0,8,I) 1
    x(0,8,I) no_three_col(0,8,I) 1
    x(0,8,I) balance_row(0,I) 1
    x(0,8,I) balance_col(8,I) 1
    x(0,9,I) one_symbol(0,9) 1
    x(0,9,I) no_three_row(0,7,I) 1
    x(0,9,I) no_three_row(0,8,I) 1
    x(0,9,I) no_three_row(0,9,I) 1
    x(0,9,I) no_three_col(0,9,I) 1
    x(0,9,I) balance_row(0,I) 1
    x(0,9,I) balance_col(9,I) 1
    x(0,10,I) one_symbol(0,10) 1
    x(0,10,I) no_three_row(0,8,I) 1
    x(0,10,I) no_three_row(0,9,I) 1
    x(0,10,I) no_three_col(0,10,I) 1
    x(0,10,I) balance_row(0,I) 1
    x(0,10,I) balance_col(10,I) 1
    x(0,11,I) one_symbol(0,11) 1
    x(0,11,I) no_three_row(0,9,I) 1
    x(0,11,I) no_three_col(0,11,I) 1
    x(0,11,I) balance_row(0,I) 1
    x(0,11,I) balance_col(11,I) 1
    x(1,0,I) one_symbol(1,0) 1
    x(1,0,I) given(1,0) 1
    x(1,0,I) no_three_row(1,0,I) 1
    x(1,0,I) no_three_col(0,0,I) 1
    x(1,0,I) no_three_col(1,0,I) 1
    x(1,0,I) balance_row(1,I) 1
    x(1,0,I) balance_col(0,I) 1
    x(1,1,I) one_symbol(1,1) 1
    x(1,1,I) no_three_row(1,0,I) 1
    x(1,1,I) no_three_row(1,1,I) 1
    x(1,1,I) no_three_col(0,1,I) 1
    x(1,1,I) no_three_col(1,1,I) 1
    x(1,1,I) balance_row(1,I) 1
    x(1,1,I) balance_col(1,I) 1
    x(1,2,I) one_symbol(1,2) 1
    x(1,2,I) no_three_row(1,0,I) 1
    x(1,2,I) no_three_row(1,1,I) 1
    x(1,2,I) no_three_row(1,2,I) 1
    x(1,2,I) no_three_col(0,2,I) 1
    x(1,2,I) no_three_col(1,2,I) 1
    x(1,2,I) balance_row(1,I) 1
    x(1,2,I) balance_col(2,I) 1
    x(1,3,I) one_symbol(1,3) 1
    x(1,3,I) no_three_row(1,1,I) 1
    x(1,3,I) no_three_row(1,2,I) 1
    x(1,3,I) no_three_row(1,3,I) 1
    x(1,3,I) no_three_col(0,3,I) 1
    x(1,3,I) no_three_col(1,3,I) 1
    x(1,3,I) balance_row(1,I) 1
    x(1,3,I) balance_col(3,I) 1
    x(1,4,I) one_symbol(1,4) 1
    x(1,4,I) no_three_row(1,2,I) 1
    x(1,4,I) no_three_row(1,3,I) 1
    x(1,4,I) no_three_row(1,4,I) 1
    x(1,4,I) no_three_col(0,4,I) 1
    x(1,4,I) no_three_col(1,4,I) 1
    x(1,4,I) balance_row(1,I) 1
    x(1,4,I) balance_col(4,I) 1
    x(1,5,I) one_symbol(1,5) 1
    x(1,5,I) given(1,5) 1
    x(1,5,I) no_three_row(1,3,I) 1
    x(1,5,I) no_three_row(1,4,I) 1
    x(1,5,I) no_three_row(1,5,I) 1
    x(1,5,I) no_three_col(0,5,I) 1
    x(1,5,I) no_three_col(1,5,I) 1
    x(1,5,I) balance_row(1,I) 1
    x(1,5,I) balance_col(5,I) 1
    x(1,6,I) one_symbol(1,6) 1
    x(1,6,I) no_three_row(1,4,I) 1
    x(1,6,I) no_three_row(1,5,I) 1
    x(1,6,I) no_three_row(1,6,I) 1
    x(1,6,I) no_three_col(0,6,I) 1
    x(1,6,I) no_three_col(1,6,I) 1
    x(1,6,I) balance_row(1,I) 1
    x(1,6,I) balance_col(6,I) 1
    x(1,7,I) one_symbol(1,7) 1
    x(1,7,I) no_three_row(1,5,I) 1
    x(1,7,I) no_three_row(1,6,I) 1
    x(1,7,I) no_three_row(1,7,I) 1
    x(1,7,I) no_three_col(0,7,I) 1
    x(1,7,I) no_three_col(1,7,I) 1
    x(1,7,I) balance_row(1,I) 1
    x(1,7,I) balance_col(7,I) 1
    x(1,8,I) one_symbol(1,8) 1
    x(1,8,I) no_three_row(1,6,I) 1
    x(1,8,I) no_three_row(1,7,I) 1
    x(1,8,I) no_three_row(1,8,I) 1
    x(1,8,I) no_three_col(0,8,I) 1
    x(1,8,I) no_three_col(1,8,I) 1
    x(1,8,I) balance_row(1,I) 1
    x(1,8,I) balance_col(8,I) 1
    x(1,9,I) one_symbol(1,9) 1
    x(1,9,I) given(1,9) 1
    x(1,9,I) no_three_row(1,7,I) 1
    x(1,9,I) no_three_row(1,8,I) 1
    x(1,9,I) no_three_row(1,9,I) 1
    x(1,9,I) no_three_col(0,9,I) 1
    x(1,9,I) no_three_col(1,9,I) 1
    x(1,9,I) balance_row(1,I) 1
    x(1,9,I) balance_col(9,I) 1
    x(1,10,I) one_symbol(1,10) 1
    x(1,10,I) no_three_row(1,8,I) 1
    x(1,10,I) no_three_row(1,9,I) 1
    x(1,10,I) no_three_col(0,10,I) 1
    x(1,10,I) no_three_col(1,10,I) 1
    x(1,10,I) balance_row(1,I) 1
    x(1,10,I) balance_col(10,I) 1
    x(1,11,I) one_symbol(1,11) 1
    x(1,11,I) given(1,11) 1
    x(1,11,I) no_three_row(1,9,I) 1
    x(1,11,I) no_three_col(0,11,I) 1
    x(1,11,I) no_three_col(1,11,I) 1
    x(1,11,I) balance_row(1,I) 1
    x(1,11,I) balance_col(11,I) 1
    x(2,0,I) one_symbol(2,0) 1
    x(2,0,I) given(2,0) 1
    x(2,0,I) no_three_row(2,0,I) 1
    x(2,0,I) no_three_col(0,0,I) 1
    x(2,0,I) no_three_col(1,0,I) 1
    x(2,0,I) no_three_col(2,0,I) 1
    x(2,0,I) balance_row(2,I) 1
    x(2,0,I) balance_col(0,I) 1
    x(2,1,I) one_symbol(2,1) 1
    x(2,1,I) no_three_row(2,0,I) 1
    x(2,1,I) no_three_row(2,1,I) 1
    x(2,1,I) no_three_col(0,1,I) 1
    x(2,1,I) no_three_col(1,1,I) 1
    x(2,1,I) no_three_col(2,1,I) 1
    x(2,1,I) balance_row(2,I) 1
    x(2,1,I) balance_col(1,I) 1
    x(2,2,I) one_symbol(2,2) 1
    x(2,2,I) no_three_row(2,0,I) 1
    x(2,2,I) no_three_row(2,1,I) 1
    x(2,2,I) no_three_row(2,2,I) 1
    x(2,2,I) no_three_col(0,2,I) 1
    x(2,2,I) no_three_col(1,2,I) 1
    x(2,2,I) no_three_col(2,2,I) 1
    x(2,2,I) balance_row(2,I) 1
    x(2,2,I) balance_col(2,I) 1
    x(2,3,I) one_symbol(2,3) 1
    x(2,3,I) given(2,3) 1
    x(2,3,I) no_three_row(2,1,I) 1
    x(2,3,I) no_three_row(2,2,I) 1
    x(2,3,I) no_three_row(2,3,I) 1
    x(2,3,I) no_three_col(0,3,I) 1
    x(2,3,I) no_three_col(1,3,I) 1
    x(2,3,I) no_three_col(2,3,I) 1
    x(2,3,I) balance_row(2,I) 1
    x(2,3,I) balance_col(3,I) 1
    x(2,4,I) one_symbol(2,4) 1
    x(2,4,I) no_three_row(2,2,I) 1
    x(2,4,I) no_three_row(2,3,I) 1
    x(2,4,I) no_three_row(2,4,I) 1
    x(2,4,I) no_three_col(0,4,I) 1
    x(2,4,I) no_three_col(1,4,I) 1
    x(2,4,I) no_three_col(2,4,I) 1
    x(2,4,I) balance_row(2,I) 1
    x(2,4,I) balance_col(4,I) 1
    x(2,5,I) one_symbol(2,5) 1
    x(2,5,I) no_three_row(2,3,I) 1
    x(2,5,I) no_three_row(2,4,I) 1
    x(2,5,I) no_three_row(2,5,I) 1
    x(2,5,I) no_three_col(0,5,I) 1
    x(2,5,I) no_three_col(1,5,I) 1
    x(2,5,I) no_three_col(2,5,I) 1
    x(2,5,I) balance_row(2,I) 1
    x(2,5,I) balance_col(5,I) 1
    x(2,6,I) one_symbol(2,6) 1
    x(2,6,I) no_three_row(2,4,I) 1
    x(2,6,I) no_three_row(2,5,I) 1
    x(2,6,I) no_three_row(2,6,I) 1
    x(2,6,I) no_three_col(0,6,I) 1
    x(2,6,I) no_three_col(1,6,I) 1
    x(2,6,I) no_three_col(2,6,I) 1
    x(2,6,I) balance_row(2,I) 1
    x(2,6,I) balance_col(6,I) 1
    x(2,7,I) one_symbol(2,7) 1
    x(2,7,I) no_three_row(2,5,I) 1
    x(2,7,I) no_three_row(2,6,I) 1
    x(2,7,I) no_three_row(2,7,I) 1
    x(2,7,I) no_three_col(0,7,I) 1
    x(2,7,I) no_three_col(1,7,I) 1
    x(2,7,I) no_three_col(2,7,I) 1
    x(2,7,I) balance_row(2,I) 1
    x(2,7,I) balance_col(7,I) 1
    x(2,8,I) one_symbol(2,8) 1
    x(2,8,I) no_three_row(2,6,I) 1
    x(2,8,I) no_three_row(2,7,I) 1
    x(2,8,I) no_three_row(2,8,I) 1
    x(2,8,I) no_three_col(0,8,I) 1
    x(2,8,I) no_three_col(1,8,I) 1
    x(2,8,I) no_three_col(2,8,I) 1
    x(2,8,I) balance_row(2,I) 1
    x(2,8,I) balance_col(8,I) 1
    x(2,9,I) one_symbol(2,9) 1
    x(2,9,I) no_three_row(2,7,I) 1
    x(2,9,I) no_three_row(2,8,I) 1
    x(2,9,I) no_three_row(2,9,I) 1
    x(2,9,I) no_three_col(0,9,I) 1
    x(2,9,I) no_three_col(1,9,I) 1
    x(2,9,I) no_three_col(2,9,I) 1
    x(2,9,I) balance_row(2,I) 1
    x(2,9,I) balance_col(9,I) 1
    x(2,10,I) one_symbol(2,10) 1
    x(2,10,I) no_three_row(2,8,I) 1
    x(2,10,I) no_three_row(2,9,I) 1
    x(2,10,I) no_three_col(0,10,I) 1
    x(2,10,I) no_three_col(1,10,I) 1
    x(2,10,I) no_three_col(2,10,I) 1
    x(2,10,I) balance_row(2,I) 1
    x(2,10,I) balance_col(10,I) 1
    x(2,11,I) one_symbol(2,11) 1
    x(2,11,I) no_three_row(2,9,I) 1
    x(2,11,I) no_three_col(0,11,I) 1
    x(2,11,I) no_three_col(1,11,I) 1
    x(2,11,I) no_three_col(2,11,I) 1
    x(2,11,I) balance_row(2,I) 1
    x(2,11,I) balance_col(11,I) 1
    x(3,0,I) one_symbol(3,0) 1
    x(3,0,I) no_three_row(3,0,I) 1
    x(3,0,I) no_three_col(1,0,I) 1
    x(3,0,I) no_three_col(2,0,I) 1
    x(3,0,I) no_three_col(3,0,I) 1
    x(3,0,I) balance_row(3,I) 1
    x(3,0,I) balance_col(0,I) 1
    x(3,1,I) one_symbol(3,1) 1
    x(3,1,I) given(3,1) 1
    x(3,1,I) no_three_row(3,0,I) 1
    x(3,1,I) no_three_row(3,1,I) 1
    x(3,1,I) no_three_col(1,1,I) 1
    x(3,1,I) no_three_col(2,1,I) 1
    x(3,1,I) no_three_col(3,1,I) 1
    x(3,1,I) balance_row(3,I) 1
    x(3,1,I) balance_col(1,I) 1
    x(3,2,I) one_symbol(3,2) 1
    x(3,2,I) no_three_row(3,0,I) 1
    x(3,2,I) no_three_row(3,1,I) 1
    x(3,2,I) no_three_row(3,2,I) 1
    x(3,2,I) no_three_col(1,2,I) 1
    x(3,2,I) no_three_col(2,2,I) 1
    x(3,2,I) no_three_col(3,2,I) 1
    x(3,2,I) balance_row(3,I) 1
    x(3,2,I) balance_col(2,I) 1
    x(3,3,I) one_symbol(3,3) 1
    x(3,3,I) no_three_row(3,1,I) 1
    x(3,3,I) no_three_row(3,2,I) 1
    x(3,3,I) no_three_row(3,3,I) 1
    x(3,3,I) no_three_col(1,3,I) 1
    x(3,3,I) no_three_col(2,3,I) 1
    x(3,3,I) no_three_col(3,3,I) 1
    x(3,3,I) balance_row(3,I) 1
    x(3,3,I) balance_col(3,I) 1
    x(3,4,I) one_symbol(3,4) 1
    x(3,4,I) given(3,4) 1
    x(3,4,I) no_three_row(3,2,I) 1
    x(3,4,I) no_three_row(3,3,I) 1
    x(3,4,I) no_three_row(3,4,I) 1
    x(3,4,I) no_three_col(1,4,I) 1
    x(3,4,I) no_three_col(2,4,I) 1
    x(3,4,I) no_three_col(3,4,I) 1
    x(3,4,I) balance_row(3,I) 1
    x(3,4,I) balance_col(4,I) 1
    x(3,5,I) one_symbol(3,5) 1
    x(3,5,I) no_three_row(3,3,I) 1
    x(3,5,I) no_three_row(3,4,I) 1
    x(3,5,I) no_three_row(3,5,I) 1
    x(3,5,I) no_three_col(1,5,I) 1
    x(3,5,I) no_three_col(2,5,I) 1
    x(3,5,I) no_three_col(3,5,I) 1
    x(3,5,I) balance_row(3,I) 1
    x(3,5,I) balance_col(5,I) 1
    x(3,6,I) one_symbol(3,6) 1
    x(3,6,I) given(3,6) 1
    x(3,6,I) no_three_row(3,4,I) 1
    x(3,6,I) no_three_row(3,5,I) 1
    x(3,6,I) no_three_row(3,6,I) 1
    x(3,6,I) no_three_col(1,6,I) 1
    x(3,6,I) no_three_col(2,6,I) 1
    x(3,6,I) no_three_col(3,6,I) 1
    x(3,6,I) balance_row(3,I) 1
    x(3,6,I) balance_col(6,I) 1
    x(3,7,I) one_symbol(3,7) 1
    x(3,7,I) no_three_row(3,5,I) 1
    x(3,7,I) no_three_row(3,6,I) 1
    x(3,7,I) no_three_row(3,7,I) 1
    x(3,7,I) no_three_col(1,7,I) 1
    x(3,7,I) no_three_col(2,7,I) 1
    x(3,7,I) no_three_col(3,7,I) 1
    x(3,7,I) balance_row(3,I) 1
    x(3,7,I) balance_col(7,I) 1
    x(3,8,I) one_symbol(3,8) 1
    x(3,8,I) no_three_row(3,6,I) 1
    x(3,8,I) no_three_row(3,7,I) 1
    x(3,8,I) no_three_row(3,8,I) 1
    x(3,8,I) no_three_col(1,8,I) 1
    x(3,8,I) no_three_col(2,8,I) 1
    x(3,8,I) no_three_col(3,8,I) 1
    x(3,8,I) balance_row(3,I) 1
    x(3,8,I) balance_col(8,I) 1
    x(3,9,I) one_symbol(3,9) 1
    x(3,9,I) no_three_row(3,7,I) 1
    x(3,9,I) no_three_row(3,8,I) 1
    x(3,9,I) no_three_row(3,9,I) 1
    x(3,9,I) no_three_col(1,9,I) 1
    x(3,9,I) no_three_col(2,9,I) 1
    x(3,9,I) no_three_col(3,9,I) 1
    x(3,9,I) balance_row(3,I) 1
    x(3,9,I) balance_col(9,I) 1
    x(3,10,I) one_symbol(3,10) 1
    x(3,10,I) no_three_row(3,8,I) 1
    x(3,10,I) no_three_row(3,9,I) 1
    x(3,10,I) no_three_col(1,10,I) 1
    x(3,10,I) no_three_col(2,10,I) 1
    x(3,10,I) no_three_col(3,10,I) 1
    x(3,10,I) balance_row(3,I) 1
    x(3,10,I) balance_col(10,I) 1
    x(3,11,I) one_symbol(3,11) 1
    x(3,11,I) given(3,11) 1
    x(3,11,I) no_three_row(3,9,I) 1
    x(3,11,I) no_three_col(1,11,I) 1
    x(3,11,I) no_three_col(2,11,I) 1
    x(3,11,I) no_three_col(3,11,I) 1
    x(3,11,I) balance_row(3,I) 1
    x(3,11,I) balance_col(11,I) 1
    x(4,0,I) one_symbol(4,0) 1
    x(4,0,I) no_three_row(4,0,I) 1
    x(4,0,I) no_three_col(2,0,I) 1
    x(4,0,I) no_three_col(3,0,I) 1
    x(4,0,I) no_three_col(4,0,I) 1
    x(4,0,I) balance_row(4,I) 1
    x(4,0,I) balance_col(0,I) 1
    x(4,1,I) one_symbol(4,1) 1
    x(4,1,I) no_three_row(4,0,I) 1
    x(4,1,I) no_three_row(4,1,I) 1
    x(4,1,I) no_three_col(2,1,I) 1
    x(4,1,I) no_three_col(3,1,I) 1
    x(4,1,I) no_three_col(4,1,I) 1
    x(4,1,I) balance_row(4,I) 1
    x(4,1,I) balance_col(1,I) 1
    x(4,2,I) one_symbol(4,2) 1
    x(4,2,I) no_three_row(4,0,I) 1
    x(4,2,I) no_three_row(4,1,I) 1
    x(4,2,I) no_three_row(4,2,I) 1
    x(4,2,I) no_three_col(2,2,I) 1
    x(4,2,I) no_three_col(3,2,I) 1
    x(4,2,I) no_three_col(4,2,I) 1
    x(4,2,I) balance_row(4,I) 1
    x(4,2,I) balance_col(2,I) 1
    x(4,3,I) one_symbol(4,3) 1
    x(4,3,I) no_three_row(4,1,I) 1
    x(4,3,I) no_three_row(4,2,I) 1
    x(4,3,I) no_three_row(4,3,I) 1
    x(4,3,I) no_three_col(2,3,I) 1
    x(4,3,I) no_three_col(3,3,I) 1
    x(4,3,I) no_three_col(4,3,I) 1
    x(4,3,I) balance_row(4,I) 1
    x(4,3,I) balance_col(3,I) 1
    x(4,4,I) one_symbol(4,4) 1
    x(4,4,I) no_three_row(4,2,I) 1
    x(4,4,I) no_three_row(4,3,I) 1
    x(4,4,I) no_three_row(4,4,I) 1
    x(4,4,I) no_three_col(2,4,I) 1
    x(4,4,I) no_three_col(3,4,I) 1
    x(4,4,I) no_three_col(4,4,I) 1
    x(4,4,I) balance_row(4,I) 1
    x(4,4,I) balance_col(4,I) 1
    x(4,5,I) one_symbol(4,5) 1
    x(4,5,I) no_three_row(4,3,I) 1
    x(4,5,I) no_three_row(4,4,I) 1
    x(4,5,I) no_three_row(4,5,I) 1
    x(4,5,I) no_three_col(2,5,I) 1
    x(4,5,I) no_three_col(3,5,I) 1
    x(4,5,I) no_three_col(4,5,I) 1
    x(4,5,I) balance_row(4,I) 1
    x(4,5,I) balance_col(5,I) 1
    x(4,6,I) one_symbol(4,6) 1
    x(4,6,I) no_three_row(4,4,I) 1
    x(4,6,I) no_three_row(4,5,I) 1
    x(4,6,I) no_three_row(4,6,I) 1
    x(4,6,I) no_three_col(2,6,I) 1
    x(4,6,I) no_three_col(3,6,I) 1
    x(4,6,I) no_three_col(4,6,I) 1
    x(4,6,I) balance_row(4,I) 1
    x(4,6,I) balance_col(6,I) 1
    x(4,7,I) one_symbol(4,7) 1
    x(4,7,I) given(4,7) 1
    x(4,7,I) no_three_row(4,5,I) 1
    x(4,7,I) no_three_row(4,6,I) 1
    x(4,7,I) no_three_row(4,7,I) 1
    x(4,7,I) no_three_col(2,7,I) 1
    x(4,7,I) no_three_col(3,7,I) 1
    x(4,7,I) no_three_col(4,7,I) 1
    x(4,7,I) balance_row(4,I) 1
    x(4,7,I) balance_col(7,I) 1
    x(4,8,I) one_symbol(4,8) 1
    x(4,8,I) no_three_row(4,6,I) 1
    x(4,8,I) no_three_row(4,7,I) 1
    x(4,8,I) no_three_row(4,8,I) 1
    x(4,8,I) no_three_col(2,8,I) 1
    x(4,8,I) no_three_col(3,8,I) 1
    x(4,8,I) no_three_col(4,8,I) 1
    x(4,8,I) balance_row(4,I) 1
    x(4,8,I) balance_col(8,I) 1
    x(4,9,I) one_symbol(4,9) 1
    x(4,9,I) given(4,9) 1
    x(4,9,I) no_three_row(4,7,I) 1
    x(4,9,I) no_three_row(4,8,I) 1
    x(4,9,I) no_three_row(4,9,I) 1
    x(4,9,I) no_three_col(2,9,I) 1
    x(4,9,I) no_three_col(3,9,I) 1
    x(4,9,I) no_three_col(4,9,I) 1
    x(4,9,I) balance_row(4,I) 1
    x(4,9,I) balance_col(9,I) 1
    x(4,10,I) one_symbol(4,10) 1
    x(4,10,I) no_three_row(4,8,I) 1
    x(4,10,I) no_three_row(4,9,I) 1
    x(4,10,I) no_three_col(2,10,I) 1
    x(4,10,I) no_three_col(3,10,I) 1
    x(4,10,I) no_three_col(4,10,I) 1
    x(4,10,I) balance_row(4,I) 1
    x(4,10,I) balance_col(10,I) 1
    x(4,11,I) one_symbol(4,11) 1
    x(4,11,I) no_three_row(4,9,I) 1
    x(4,11,I) no_three_col(2,11,I) 1
    x(4,11,I) no_three_col(3,11,I) 1
    x(4,11,I) no_three_col(4,11,I) 1
    x(4,11,I) balance_row(4,I) 1
    x(4,11,I) balance_col(11,I) 1
    x(5,0,I) one_symbol(5,0) 1
    x(5,0,I) no_three_row(5,0,I) 1
    x(5,0,I) no_three_col(3,0,I) 1
    x(5,0,I) no_three_col(4,0,I) 1
    x(5,0,I) no_three_col(5,0,I) 1
    x(5,0,I) balance_row(5,I) 1
    x(5,0,I) balance_col(0,I) 1
    x(5,1,I) one_symbol(5,1) 1
    x(5,1,I) no_three_row(5,0,I) 1
    x(5,1,I) no_three_row(5,1,I) 1
    x(5,1,I) no_three_col(3,1,I) 1
    x(5,1,I) no_three_col(4,1,I) 1
    x(5,1,I) no_three_col(5,1,I) 1
    x(5,1,I) balance_row(5,I) 1
    x(5,1,I) balance_col(1,I) 1
    x(5,2,I) one_symbol(5,2) 1
    x(5,2,I) no_three_row(5,0,I) 1
    x(5,2,I) no_three_row(5,1,I) 1
    x(5,2,I) no_three_row(5,2,I) 1
    x(5,2,I) no_three_col(3,2,I) 1
    x(5,2,I) no_three_col(4,2,I) 1
    x(5,2,I) no_three_col(5,2,I) 1
    x(5,2,I) balance_row(5,I) 1
    x(5,2,I) balance_col(2,I) 1
    x(5,3,I) one_symbol(5,3) 1
    x(5,3,I) no_three_row(5,1,I) 1
    x(5,3,I) no_three_row(5,2,I) 1
    x(5,3,I) no_three_row(5,3,I) 1
    x(5,3,I) no_three_col(3,3,I) 1
    x(5,3,I) no_three_col(4,3,I) 1
    x(5,3,I) no_three_col(5,3,I) 1
    x(5,3,I) balance_row(5,I) 1
    x(5,3,I) balance_col(3,I) 1
    x(5,4,I) one_symbol(5,4) 1
    x(5,4,I) no_three_row(5,2,I) 1
    x(5,4,I) no_three_row(5,3,I) 1
    x(5,4,I) no_three_row(5,4,I) 1
    x(5,4,I) no_three_col(3,4,I) 1
    x(5,4,I) no_three_col(4,4,I) 1
    x(5,4,I) no_three_col(5,4,I) 1
    x(5,4,I) balance_row(5,I) 1
    x(5,4,I) balance_col(4,I) 1
    x(5,5,I) one_symbol(5,5) 1
    x(5,5,I) no_three_row(5,3,I) 1
    x(5,5,I) no_three_row(5,4,I) 1
    x(5,5,I) no_three_row(5,5,I) 1
    x(5,5,I) no_three_col(3,5,I) 1
    x(5,5,I) no_three_col(4,5,I) 1
    x(5,5,I) no_three_col(5,5,I) 1
    x(5,5,I) balance_row(5,I) 1
    x(5,5,I) balance_col(5,I) 1
    x(5,6,I) one_symbol(5,6) 1
    x(5,6,I) given(5,6) 1
    x(5,6,I) no_three_row(5,4,I) 1
    x(5,6,I) no_three_row(5,5,I) 1
    x(5,6,I) no_three_row(5,6,I) 1
    x(5,6,I) no_three_col(3,6,I) 1
    x(5,6,I) no_three_col(4,6,I) 1
    x(5,6,I) no_three_col(5,6,I) 1
    x(5,6,I) balance_row(5,I) 1
    x(5,6,I) balance_col(6,I) 1
    x(5,7,I) one_symbol(5,7) 1
    x(5,7,I) no_three_row(5,5,I) 1
    x(5,7,I) no_three_row(5,6,I) 1
    x(5,7,I) no_three_row(5,7,I) 1
    x(5,7,I) no_three_col(3,7,I) 1
    x(5,7,I) no_three_col(4,7,I) 1
    x(5,7,I) no_three_col(5,7,I) 1
    x(5,7,I) balance_row(5,I) 1
    x(5,7,I) balance_col(7,I) 1
    x(5,8,I) one_symbol(5,8) 1
    x(5,8,I) no_three_row(5,6,I) 1
    x(5,8,I) no_three_row(5,7,I) 1
    x(5,8,I) no_three_row(5,8,I) 1
    x(5,8,I) no_three_col(3,8,I) 1
    x(5,8,I) no_three_col(4,8,I) 1
    x(5,8,I) no_three_col(5,8,I) 1
    x(5,8,I) balance_row(5,I) 1
    x(5,8,I) balance_col(8,I) 1
    x(5,9,I) one_symbol(5,9) 1
    x(5,9,I) no_three_row(5,7,I) 1
    x(5,9,I) no_three_row(5,8,I) 1
    x(5,9,I) no_three_row(5,9,I) 1
    x(5,9,I) no_three_col(3,9,I) 1
    x(5,9,I) no_three_col(4,9,I) 1
    x(5,9,I) no_three_col(5,9,I) 1
    x(5,9,I) balance_row(5,I) 1
    x(5,9,I) balance_col(9,I) 1
    x(5,10,I) one_symbol(5,10) 1
    x(5,10,I) no_three_row(5,8,I) 1
    x(5,10,I) no_three_row(5,9,I) 1
    x(5,10,I) no_three_col(3,10,I) 1
    x(5,10,I) no_three_col(4,10,I) 1
    x(5,10,I) no_three_col(5,10,I) 1
    x(5,10,I) balance_row(5,I) 1
    x(5,10,I) balance_col(10,I) 1
    x(5,11,I) one_symbol(5,11) 1
    x(5,11,I) no_three_row(5,9,I) 1
    x(5,11,I) no_three_col(3,11,I) 1
    x(5,11,I) no_three_col(4,11,I) 1
    x(5,11,I) no_three_col(5,11,I) 1
    x(5,11,I) balance_row(5,I) 1
    x(5,11,I) balance_col(11,I) 1
    x(6,0,I) one_symbol(6,0) 1
    x(6,0,I) no_three_row(6,0,I) 1
    x(6,0,I) no_three_col(4,0,I) 1
    x(6,0,I) no_three_col(5,0,I) 1
    x(6,0,I) no_three_col(6,0,I) 1
    x(6,0,I) balance_row(6,I) 1
    x(6,0,I) balance_col(0,I) 1
    x(6,1,I) one_symbol(6,1) 1
    x(6,1,I) no_three_row(6,0,I) 1
    x(6,1,I) no_three_row(6,1,I) 1
    x(6,1,I) no_three_col(4,1,I) 1
    x(6,1,I) no_three_col(5,1,I) 1
    x(6,1,I) no_three_col(6,1,I) 1
    x(6,1,I) balance_row(6,I) 1
    x(6,1,I) balance_col(1,I) 1
    x(6,2,I) one_symbol(6,2) 1
    x(6,2,I) given(6,2) 1
    x(6,2,I) no_three_row(6,0,I) 1
    x(6,2,I) no_three_row(6,1,I) 1
    x(6,2,I) no_three_row(6,2,I) 1
    x(6,2,I) no_three_col(4,2,I) 1
    x(6,2,I) no_three_col(5,2,I) 1
    x(6,2,I) no_three_col(6,2,I) 1
    x(6,2,I) balance_row(6,I) 1
    x(6,2,I) balance_col(2,I) 1
    x(6,3,I) one_symbol(6,3) 1
    x(6,3,I) no_three_row(6,1,I) 1
    x(6,3,I) no_three_row(6,2,I) 1
    x(6,3,I) no_three_row(6,3,I) 1
    x(6,3,I) no_three_col(4,3,I) 1
    x(6,3,I) no_three_col(5,3,I) 1
    x(6,3,I) no_three_col(6,3,I) 1
    x(6,3,I) balance_row(6,I) 1
    x(6,3,I) balance_col(3,I) 1
    x(6,4,I) one_symbol(6,4) 1
    x(6,4,I) given(6,4) 1
    x(6,4,I) no_three_row(6,2,I) 1
    x(6,4,I) no_three_row(6,3,I) 1
    x(6,4,I) no_three_row(6,4,I) 1
    x(6,4,I) no_three_col(4,4,I) 1
    x(6,4,I) no_three_col(5,4,I) 1
    x(6,4,I) no_three_col(6,4,I) 1
    x(6,4,I) balance_row(6,I) 1
    x(6,4,I) balance_col(4,I) 1
    x(6,5,I) one_symbol(6,5) 1
    x(6,5,I) no_three_row(6,3,I) 1
    x(6,5,I) no_three_row(6,4,I) 1
    x(6,5,I) no_three_row(6,5,I) 1
    x(6,5,I) no_three_col(4,5,I) 1
    x(6,5,I) no_three_col(5,5,I) 1
    x(6,5,I) no_three_col(6,5,I) 1
    x(6,5,I) balance_row(6,I) 1
    x(6,5,I) balance_col(5,I) 1
    x(6,6,I) one_symbol(6,6) 1
    x(6,6,I) no_three_row(6,4,I) 1
    x(6,6,I) no_three_row(6,5,I) 1
    x(6,6,I) no_three_row(6,6,I) 1
    x(6,6,I) no_three_col(4,6,I) 1
    x(6,6,I) no_three_col(5,6,I) 1
    x(6,6,I) no_three_col(6,6,I) 1
    x(6,6,I) balance_row(6,I) 1
    x(6,6,I) balance_col(6,I) 1
    x(6,7,I) one_symbol(6,7) 1
    x(6,7,I) no_three_row(6,5,I) 1
    x(6,7,I) no_three_row(6,6,I) 1
    x(6,7,I) no_three_row(6,7,I) 1
    x(6,7,I) no_three_col(4,7,I) 1
    x(6,7,I) no_three_col(5,7,I) 1
    x(6,7,I) no_three_col(6,7,I) 1
    x(6,7,I) balance_row(6,I) 1
    x(6,7,I) balance_col(7,I) 1
    x(6,8,I) one_symbol(6,8) 1
    x(6,8,I) no_three_row(6,6,I) 1
    x(6,8,I) no_three_row(6,7,I) 1
    x(6,8,I) no_three_row(6,8,I) 1
    x(6,8,I) no_three_col(4,8,I) 1
    x(6,8,I) no_three_col(5,8,I) 1
    x(6,8,I) no_three_col(6,8,I) 1
    x(6,8,I) balance_row(6,I) 1
    x(6,8,I) balance_col(8,I) 1
    x(6,9,I) one_symbol(6,9) 1
    x(6,9,I) no_three_row(6,7,I) 1
    x(6,9,I) no_three_row(6,8,I) 1
    x(6,9,I) no_three_row(6,9,I) 1
    x(6,9,I) no_three_col(4,9,I) 1
    x(6,9,I) no_three_col(5,9,I) 1
    x(6,9,I) no_three_col(6,9,I) 1
    x(6,9,I) balance_row(6,I) 1
    x(6,9,I) balance_col(9,I) 1
    x(6,10,I) one_symbol(6,10) 1
    x(6,10,I) no_three_row(6,8,I) 1
    x(6,10,I) no_three_row(6,9,I) 1
    x(6,10,I) no_three_col(4,10,I) 1
    x(6,10,I) no_three_col(5,10,I) 1
    x(6,10,I) no_three_col(6,10,I) 1
    x(6,10,I) balance_row(6,I) 1
    x(6,10,I) balance_col(10,I) 1
    x(6,11,I) one_symbol(6,11) 1
    x(6,11,I) no_three_row(6,9,I) 1
    x(6,11,I) no_three_col(4,11,I) 1
    x(6,11,I) no_three_col(5,11,I) 1
    x(6,11,I) no_three_col(6,11,I) 1
    x(6,11,I) balance_row(6,I) 1
    x(6,11,I) balance_col(11,I) 1
    x(7,0,I) one_symbol(7,0) 1
    x(7,0,I) no_three_row(7,0,I) 1
    x(7,0,I) no_three_col(5,0,I) 1
    x(7,0,I) no_three_col(6,0,I) 1
    x(7,0,I) no_three_col(7,0,I) 1
    x(7,0,I) balance_row(7,I) 1
    x(7,0,I) balance_col(0,I) 1
    x(7,1,I) one_symbol(7,1) 1
    x(7,1,I) no_three_row(7,0,I) 1
    x(7,1,I) no_three_row(7,1,I) 1
    x(7,1,I) no_three_col(5,1,I) 1
    x(7,1,I) no_three_col(6,1,I) 1
    x(7,1,I) no_three_col(7,1,I) 1
    x(7,1,I) balance_row(7,I) 1
    x(7,1,I) balance_col(1,I) 1
    x(7,2,I) one_symbol(7,2) 1
    x(7,2,I) no_three_row(7,0,I) 1
    x(7,2,I) no_three_row(7,1,I) 1
    x(7,2,I) no_three_row(7,2,I) 1
    x(7,2,I) no_three_col(5,2,I) 1
    x(7,2,I) no_three_col(6,2,I) 1
    x(7,2,I) no_three_col(7,2,I) 1
    x(7,2,I) balance_row(7,I) 1
    x(7,2,I) balance_col(2,I) 1
    x(7,3,I) one_symbol(7,3) 1
    x(7,3,I) no_three_row(7,1,I) 1
    x(7,3,I) no_three_row(7,2,I) 1
    x(7,3,I) no_three_row(7,3,I) 1
    x(7,3,I) no_three_col(5,3,I) 1
    x(7,3,I) no_three_col(6,3,I) 1
    x(7,3,I) no_three_col(7,3,I) 1
    x(7,3,I) balance_row(7,I) 1
    x(7,3,I) balance_col(3,I) 1
    x(7,4,I) one_symbol(7,4) 1
    x(7,4,I) given(7,4) 1
    x(7,4,I) no_three_row(7,2,I) 1
    x(7,4,I) no_three_row(7,3,I) 1
    x(7,4,I) no_three_row(7,4,I) 1
    x(7,4,I) no_three_col(5,4,I) 1
    x(7,4,I) no_three_col(6,4,I) 1
    x(7,4,I) no_three_col(7,4,I) 1
    x(7,4,I) balance_row(7,I) 1
    x(7,4,I) balance_col(4,I) 1
    x(7,5,I) one_symbol(7,5) 1
    x(7,5,I) no_three_row(7,3,I) 1
    x(7,5,I) no_three_row(7,4,I) 1
    x(7,5,I) no_three_row(7,5,I) 1
    x(7,5,I) no_three_col(5,5,I) 1
    x(7,5,I) no_three_col(6,5,I) 1
    x(7,5,I) no_three_col(7,5,I) 1
    x(7,5,I) balance_row(7,I) 1
    x(7,5,I) balance_col(5,I) 1
    x(7,6,I) one_symbol(7,6) 1
    x(7,6,I) no_three_row(7,4,I) 1
    x(7,6,I) no_three_row(7,5,I) 1
    x(7,6,I) no_three_row(7,6,I) 1
    x(7,6,I) no_three_col(5,6,I) 1
    x(7,6,I) no_three_col(6,6,I) 1
    x(7,6,I) no_three_col(7,6,I) 1
    x(7,6,I) balance_row(7,I) 1
    x(7,6,I) balance_col(6,I) 1
    x(7,7,I) one_symbol(7,7) 1
    x(7,7,I) no_three_row(7,5,I) 1
    x(7,7,I) no_three_row(7,6,I) 1
    x(7,7,I) no_three_row(7,7,I) 1
    x(7,7,I) no_three_col(5,7,I) 1
    x(7,7,I) no_three_col(6,7,I) 1
    x(7,7,I) no_three_col(7,7,I) 1
    x(7,7,I) balance_row(7,I) 1
    x(7,7,I) balance_col(7,I) 1
    x(7,8,I) one_symbol(7,8) 1
    x(7,8,I) no_three_row(7,6,I) 1
    x(7,8,I) no_three_row(7,7,I) 1
    x(7,8,I) no_three_row(7,8,I) 1
    x(7,8,I) no_three_col(5,8,I) 1
    x(7,8,I) no_three_col(6,8,I) 1
    x(7,8,I) no_three_col(7,8,I) 1
    x(7,8,I) balance_row(7,I) 1
    x(7,8,I) balance_col(8,I) 1
    x(7,9,I) one_symbol(7,9) 1
    x(7,9,I) given(7,9) 1
    x(7,9,I) no_three_row(7,7,I) 1
    x(7,9,I) no_three_row(7,8,I) 1
    x(7,9,I) no_three_row(7,9,I) 1
    x(7,9,I) no_three_col(5,9,I) 1
    x(7,9,I) no_three_col(6,9,I) 1
    x(7,9,I) no_three_col(7,9,I) 1
    x(7,9,I) balance_row(7,I) 1
    x(7,9,I) balance_col(9,I) 1
    x(7,10,I) one_symbol(7,10) 1
    x(7,10,I) given(7,10) 1
    x(7,10,I) no_three_row(7,8,I) 1
    x(7,10,I) no_three_row(7,9,I) 1
    x(7,10,I) no_three_col(5,10,I) 1
    x(7,10,I) no_three_col(6,10,I) 1
    x(7,10,I) no_three_col(7,10,I) 1
    x(7,10,I) balance_row(7,I) 1
    x(7,10,I) balance_col(10,I) 1
    x(7,11,I) one_symbol(7,11) 1
    x(7,11,I) no_three_row(7,9,I) 1
    x(7,11,I) no_three_col(5,11,I) 1
    x(7,11,I) no_three_col(6,11,I) 1
    x(7,11,I) no_three_col(7,11,I) 1
    x(7,11,I) balance_row(7,I) 1
    x(7,11,I) balance_col(11,I) 1
    x(8,0,I) one_symbol(8,0) 1
    x(8,0,I) no_three_row(8,0,I) 1
    x(8,0,I) no_three_col(6,0,I) 1
    x(8,0,I) no_three_col(7,0,I) 1
    x(8,0,I) no_three_col(8,0,I) 1
    x(8,0,I) balance_row(8,I) 1
    x(8,0,I) balance_col(0,I) 1
    x(8,1,I) one_symbol(8,1) 1
    x(8,1,I) no_three_row(8,0,I) 1
    x(8,1,I) no_three_row(8,1,I) 1
    x(8,1,I) no_three_col(6,1,I) 1
    x(8,1,I) no_three_col(7,1,I) 1
    x(8,1,I) no_three_col(8,1,I) 1
    x(8,1,I) balance_row(8,I) 1
    x(8,1,I) balance_col(1,I) 1
    x(8,2,I) one_symbol(8,2) 1
    x(8,2,I) no_three_row(8,0,I) 1
    x(8,2,I) no_three_row(8,1,I) 1
    x(8,2,I) no_three_row(8,2,I) 1
    x(8,2,I) no_three_col(6,2,I) 1
    x(8,2,I) no_three_col(7,2,I) 1
    x(8,2,I) no_three_col(8,2,I) 1
    x(8,2,I) balance_row(8,I) 1
    x(8,2,I) balance_col(2,I) 1
    x(8,3,I) one_symbol(8,3) 1
    x(8,3,I) no_three_row(8,1,I) 1
    x(8,3,I) no_three_row(8,2,I) 1
    x(8,3,I) no_three_row(8,3,I) 1
    x(8,3,I) no_three_col(6,3,I) 1
    x(8,3,I) no_three_col(7,3,I) 1
    x(8,3,I) no_three_col(8,3,I) 1
    x(8,3,I) balance_row(8,I) 1
    x(8,3,I) balance_col(3,I) 1
    x(8,4,I) one_symbol(8,4) 1
    x(8,4,I) no_three_row(8,2,I) 1
    x(8,4,I) no_three_row(8,3,I) 1
    x(8,4,I) no_three_row(8,4,I) 1
    x(8,4,I) no_three_col(6,4,I) 1
    x(8,4,I) no_three_col(7,4,I) 1
    x(8,4,I) no_three_col(8,4,I) 1
    x(8,4,I) balance_row(8,I) 1
    x(8,4,I) balance_col(4,I) 1
    x(8,5,I) one_symbol(8,5) 1
    x(8,5,I) no_three_row(8,3,I) 1
    x(8,5,I) no_three_row(8,4,I) 1
    x(8,5,I) no_three_row(8,5,I) 1
    x(8,5,I) no_three_col(6,5,I) 1
    x(8,5,I) no_three_col(7,5,I) 1
    x(8,5,I) no_three_col(8,5,I) 1
    x(8,5,I) balance_row(8,I) 1
    x(8,5,I) balance_col(5,I) 1
    x(8,6,I) one_symbol(8,6) 1
    x(8,6,I) given(8,6) 1
    x(8,6,I) no_three_row(8,4,I) 1
    x(8,6,I) no_three_row(8,5,I) 1
    x(8,6,I) no_three_row(8,6,I) 1
    x(8,6,I) no_three_col(6,6,I) 1
    x(8,6,I) no_three_col(7,6,I) 1
    x(8,6,I) no_three_col(8,6,I) 1
    x(8,6,I) balance_row(8,I) 1
    x(8,6,I) balance_col(6,I) 1
    x(8,7,I) one_symbol(8,7) 1
    x(8,7,I) no_three_row(8,5,I) 1
    x(8,7,I) no_three_row(8,6,I) 1
    x(8,7,I) no_three_row(8,7,I) 1
    x(8,7,I) no_three_col(6,7,I) 1
    x(8,7,I) no_three_col(7,7,I) 1
    x(8,7,I) no_three_col(8,7,I) 1
    x(8,7,I) balance_row(8,I) 1
    x(8,7,I) balance_col(7,I) 1
    x(8,8,I) one_symbol(8,8) 1
    x(8,8,I) no_three_row(8,6,I) 1
    x(8,8,I) no_three_row(8,7,I) 1
    x(8,8,I) no_three_row(8,8,I) 1
    x(8,8,I) no_three_col(6,8,I) 1
    x(8,8,I) no_three_col(7,8,I) 1
    x(8,8,I) no_three_col(8,8,I) 1
    x(8,8,I) balance_row(8,I) 1
    x(8,8,I) balance_col(8,I) 1
    x(8,9,I) one_symbol(8,9) 1
    x(8,9,I) no_three_row(8,7,I) 1
    x(8,9,I) no_three_row(8,8,I) 1
    x(8,9,I) no_three_row(8,9,I) 1
    x(8,9,I) no_three_col(6,9,I) 1
    x(8,9,I) no_three_col(7,9,I) 1
    x(8,9,I) no_three_col(8,9,I) 1
    x(8,9,I) balance_row(8,I) 1
    x(8,9,I) balance_col(9,I) 1
    x(8,10,I) one_symbol(8,10) 1
    x(8,10,I) no_three_row(8,8,I) 1
    x(8,10,I) no_three_row(8,9,I) 1
    x(8,10,I) no_three_col(6,10,I) 1
    x(8,10,I) no_three_col(7,10,I) 1
    x(8,10,I) no_three_col(8,10,I) 1
    x(8,10,I) balance_row(8,I) 1
    x(8,10,I) balance_col(10,I) 1
    x(8,11,I) one_symbol(8,11) 1
    x(8,11,I) no_three_row(8,9,I) 1
    x(8,11,I) no_three_col(6,11,I) 1
    x(8,11,I) no_three_col(7,11,I) 1
    x(8,11,I) no_three_col(8,11,I) 1
    x(8,11,I) balance_row(8,I) 1
    x(8,11,I) balance_col(11,I) 1
    x(9,0,I) one_symbol(9,0) 1
    x(9,0,I) no_three_row(9,0,I) 1
    x(9,0,I) no_three_col(7,0,I) 1
    x(9,0,I) no_three_col(8,0,I) 1
    x(9,0,I) no_three_col(9,0,I) 1
    x(9,0,I) balance_row(9,I) 1
    x(9,0,I) balance_col(0,I) 1
    x(9,1,I) one_symbol(9,1) 1
    x(9,1,I) no_three_row(9,0,I) 1
    x(9,1,I) no_three_row(9,1,I) 1
    x(9,1,I) no_three_col(7,1,I) 1
    x(9,1,I) no_three_col(8,1,I) 1
    x(9,1,I) no_three_col(9,1,I) 1
    x(9,1,I) balance_row(9,I) 1
    x(9,1,I) balance_col(1,I) 1
    x(9,2,I) one_symbol(9,2) 1
    x(9,2,I) no_three_row(9,0,I) 1
    x(9,2,I) no_three_row(9,1,I) 1
    x(9,2,I) no_three_row(9,2,I) 1
    x(9,2,I) no_three_col(7,2,I) 1
    x(9,2,I) no_three_col(8,2,I) 1
    x(9,2,I) no_three_col(9,2,I) 1
    x(9,2,I) balance_row(9,I) 1
    x(9,2,I) balance_col(2,I) 1
    x(9,3,I) one_symbol(9,3) 1
    x(9,3,I) no_three_row(9,1,I) 1
    x(9,3,I) no_three_row(9,2,I) 1
    x(9,3,I) no_three_row(9,3,I) 1
    x(9,3,I) no_three_col(7,3,I) 1
    x(9,3,I) no_three_col(8,3,I) 1
    x(9,3,I) no_three_col(9,3,I) 1
    x(9,3,I) balance_row(9,I) 1
    x(9,3,I) balance_col(3,I) 1
    x(9,4,I) one_symbol(9,4) 1
    x(9,4,I) no_three_row(9,2,I) 1
    x(9,4,I) no_three_row(9,3,I) 1
    x(9,4,I) no_three_row(9,4,I) 1
    x(9,4,I) no_three_col(7,4,I) 1
    x(9,4,I) no_three_col(8,4,I) 1
    x(9,4,I) no_three_col(9,4,I) 1
    x(9,4,I) balance_row(9,I) 1
    x(9,4,I) balance_col(4,I) 1
    x(9,5,I) one_symbol(9,5) 1
    x(9,5,I) no_three_row(9,3,I) 1
    x(9,5,I) no_three_row(9,4,I) 1
    x(9,5,I) no_three_row(9,5,I) 1
    x(9,5,I) no_three_col(7,5,I) 1
    x(9,5,I) no_three_col(8,5,I) 1
    x(9,5,I) no_three_col(9,5,I) 1
    x(9,5,I) balance_row(9,I) 1
    x(9,5,I) balance_col(5,I) 1
    x(9,6,I) one_symbol(9,6) 1
    x(9,6,I) no_three_row(9,4,I) 1
    x(9,6,I) no_three_row(9,5,I) 1
    x(9,6,I) no_three_row(9,6,I) 1
    x(9,6,I) no_three_col(7,6,I) 1
    x(9,6,I) no_three_col(8,6,I) 1
    x(9,6,I) no_three_col(9,6,I) 1
    x(9,6,I) balance_row(9,I) 1
    x(9,6,I) balance_col(6,I) 1
    x(9,7,I) one_symbol(9,7) 1
    x(9,7,I) given(9,7) 1
    x(9,7,I) no_three_row(9,5,I) 1
    x(9,7,I) no_three_row(9,6,I) 1
    x(9,7,I) no_three_row(9,7,I) 1
    x(9,7,I) no_three_col(7,7,I) 1
    x(9,7,I) no_three_col(8,7,I) 1
    x(9,7,I) no_three_col(9,7,I) 1
    x(9,7,I) balance_row(9,I) 1
    x(9,7,I) balance_col(7,I) 1
    x(9,8,I) one_symbol(9,8) 1
    x(9,8,I) no_three_row(9,6,I) 1
    x(9,8,I) no_three_row(9,7,I) 1
    x(9,8,I) no_three_row(9,8,I) 1
    x(9,8,I) no_three_col(7,8,I) 1
    x(9,8,I) no_three_col(8,8,I) 1
    x(9,8,I) no_three_col(9,8,I) 1
    x(9,8,I) balance_row(9,I) 1
    x(9,8,I) balance_col(8,I) 1
    x(9,9,I) one_symbol(9,9) 1
    x(9,9,I) no_three_row(9,7,I) 1
    x(9,9,I) no_three_row(9,8,I) 1
    x(9,9,I) no_three_row(9,9,I) 1
    x(9,9,I) no_three_col(7,9,I) 1
    x(9,9,I) no_three_col(8,9,I) 1
    x(9,9,I) no_three_col(9,9,I) 1
    x(9,9,I) balance_row(9,I) 1
    x(9,9,I) balance_col(9,I) 1
    x(9,10,I) one_symbol(9,10) 1
    x(9,10,I) no_three_row(9,8,I) 1
    x(9,10,I) no_three_row(9,9,I) 1
    x(9,10,I) no_three_col(7,10,I) 1
    x(9,10,I) no_three_col(8,10,I) 1
    x(9,10,I) no_three_col(9,10,I) 1
    x(9,10,I) balance_row(9,I) 1
    x(9,10,I) balance_col(10,I) 1
    x(9,11,I) one_symbol(9,11) 1
    x(9,11,I) no_three_row(9,9,I) 1
    x(9,11,I) no_three_col(7,11,I) 1
    x(9,11,I) no_three_col(8,11,I) 1
    x(9,11,I) no_three_col(9,11,I) 1
    x(9,11,I) balance_row(9,I) 1
    x(9,11,I) balance_col(11,I) 1
    x(10,0,I) one_symbol(10,0) 1
    x(10,0,I) no_three_row(10,0,I) 1
    x(10,0,I) no_three_col(8,0,I) 1
    x(10,0,I) no_three_col(9,0,I) 1
    x(10,0,I) balance_row(10,I) 1
    x(10,0,I) balance_col(0,I) 1
    x(10,1,I) one_symbol(10,1) 1
    x(10,1,I) no_three_row(10,0,I) 1
    x(10,1,I) no_three_row(10,1,I) 1
    x(10,1,I) no_three_col(8,1,I) 1
    x(10,1,I) no_three_col(9,1,I) 1
    x(10,1,I) balance_row(10,I) 1
    x(10,1,I) balance_col(1,I) 1
    x(10,2,I) one_symbol(10,2) 1
    x(10,2,I) no_three_row(10,0,I) 1
    x(10,2,I) no_three_row(10,1,I) 1
    x(10,2,I) no_three_row(10,2,I) 1
    x(10,2,I) no_three_col(8,2,I) 1
    x(10,2,I) no_three_col(9,2,I) 1
    x(10,2,I) balance_row(10,I) 1
    x(10,2,I) balance_col(2,I) 1
    x(10,3,I) one_symbol(10,3) 1
    x(10,3,I) no_three_row(10,1,I) 1
    x(10,3,I) no_three_row(10,2,I) 1
    x(10,3,I) no_three_row(10,3,I) 1
    x(10,3,I) no_three_col(8,3,I) 1
    x(10,3,I) no_three_col(9,3,I) 1
    x(10,3,I) balance_row(10,I) 1
    x(10,3,I) balance_col(3,I) 1
    x(10,4,I) one_symbol(10,4) 1
    x(10,4,I) no_three_row(10,2,I) 1
    x(10,4,I) no_three_row(10,3,I) 1
    x(10,4,I) no_three_row(10,4,I) 1
    x(10,4,I) no_three_col(8,4,I) 1
    x(10,4,I) no_three_col(9,4,I) 1
    x(10,4,I) balance_row(10,I) 1
    x(10,4,I) balance_col(4,I) 1
    x(10,5,I) one_symbol(10,5) 1
    x(10,5,I) no_three_row(10,3,I) 1
    x(10,5,I) no_three_row(10,4,I) 1
    x(10,5,I) no_three_row(10,5,I) 1
    x(10,5,I) no_three_col(8,5,I) 1
    x(10,5,I) no_three_col(9,5,I) 1
    x(10,5,I) balance_row(10,I) 1
    x(10,5,I) balance_col(5,I) 1
    x(10,6,I) one_symbol(10,6) 1
    x(10,6,I) no_three_row(10,4,I) 1
    x(10,6,I) no_three_row(10,5,I) 1
    x(10,6,I) no_three_row(10,6,I) 1
    x(10,6,I) no_three_col(8,6,I) 1
    x(10,6,I) no_three_col(9,6,I) 1
    x(10,6,I) balance_row(10,I) 1
    x(10,6,I) balance_col(6,I) 1
    x(10,7,I) one_symbol(10,7) 1
    x(10,7,I) no_three_row(10,5,I) 1
    x(10,7,I) no_three_row(10,6,I) 1
    x(10,7,I) no_three_row(10,7,I) 1
    x(10,7,I) no_three_col(8,7,I) 1
    x(10,7,I) no_three_col(9,7,I) 1
    x(10,7,I) balance_row(10,I) 1
    x(10,7,I) balance_col(7,I) 1
    x(10,8,I) one_symbol(10,8) 1
    x(10,8,I) given(10,8) 1
    x(10,8,I) no_three_row(10,6,I) 1
    x(10,8,I) no_three_row(10,7,I) 1
    x(10,8,I) no_three_row(10,8,I) 1
    x(10,8,I) no_three_col(8,8,I) 1
    x(10,8,I) no_three_col(9,8,I) 1
    x(10,8,I) balance_row(10,I) 1
    x(10,8,I) balance_col(8,I) 1
    x(10,9,I) one_symbol(10,9) 1
    x(10,9,I) no_three_row(10,7,I) 1
    x(10,9,I) no_three_row(10,8,I) 1
    x(10,9,I) no_three_row(10,9,I) 1
    x(10,9,I) no_three_col(8,9,I) 1
    x(10,9,I) no_three_col(9,9,I) 1
    x(10,9,I) balance_row(10,I) 1
    x(10,9,I) balance_col(9,I) 1
    x(10,10,I) one_symbol(10,10) 1
    x(10,10,I) no_three_row(10,8,I) 1
    x(10,10,I) no_three_row(10,9,I) 1
    x(10,10,I) no_three_col(8,10,I) 1
    x(10,10,I) no_three_col(9,10,I) 1
    x(10,10,I) balance_row(10,I) 1
    x(10,10,I) balance_col(10,I) 1
    x(10,11,I) one_symbol(10,11) 1
    x(10,11,I) no_three_row(10,9,I) 1
    x(10,11,I) no_three_col(8,11,I) 1
    x(10,11,I) no_three_col(9,11,I) 1
    x(10,11,I) balance_row(10,I) 1
    x(10,11,I) balance_col(11,I) 1
    x(11,0,I) one_symbol(11,0) 1
    x(11,0,I) no_three_row(11,0,I) 1
    x(11,0,I) no_three_col(9,0,I) 1
    x(11,0,I) balance_row(11,I) 1
    x(11,0,I) balance_col(0,I) 1
    x(11,1,I) one_symbol(11,1) 1
    x(11,1,I) no_three_row(11,0,I) 1
    x(11,1,I) no_three_row(11,1,I) 1
    x(11,1,I) no_three_col(9,1,I) 1
    x(11,1,I) balance_row(11,I) 1
    x(11,1,I) balance_col(1,I) 1
    x(11,2,I) one_symbol(11,2) 1
    x(11,2,I) given(11,2) 1
    x(11,2,I) no_three_row(11,0,I) 1
    x(11,2,I) no_three_row(11,1,I) 1
    x(11,2,I) no_three_row(11,2,I) 1
    x(11,2,I) no_three_col(9,2,I) 1
    x(11,2,I) balance_row(11,I) 1
    x(11,2,I) balance_col(2,I) 1
    x(11,3,I) one_symbol(11,3) 1
    x(11,3,I) no_three_row(11,1,I) 1
    x(11,3,I) no_three_row(11,2,I) 1
    x(11,3,I) no_three_row(11,3,I) 1
    x(11,3,I) no_three_col(9,3,I) 1
    x(11,3,I) balance_row(11,I) 1
    x(11,3,I) balance_col(3,I) 1
    x(11,4,I) one_symbol(11,4) 1
    x(11,4,I) no_three_row(11,2,I) 1
    x(11,4,I) no_three_row(11,3,I) 1
    x(11,4,I) no_three_row(11,4,I) 1
    x(11,4,I) no_three_col(9,4,I) 1
    x(11,4,I) balance_row(11,I) 1
    x(11,4,I) balance_col(4,I) 1
    x(11,5,I) one_symbol(11,5) 1
    x(11,5,I) given(11,5) 1
    x(11,5,I) no_three_row(11,3,I) 1
    x(11,5,I) no_three_row(11,4,I) 1
    x(11,5,I) no_three_row(11,5,I) 1
    x(11,5,I) no_three_col(9,5,I) 1
    x(11,5,I) balance_row(11,I) 1
    x(11,5,I) balance_col(5,I) 1
    x(11,6,I) one_symbol(11,6) 1
    x(11,6,I) no_three_row(11,4,I) 1
    x(11,6,I) no_three_row(11,5,I) 1
    x(11,6,I) no_three_row(11,6,I) 1
    x(11,6,I) no_three_col(9,6,I) 1
    x(11,6,I) balance_row(11,I) 1
    x(11,6,I) balance_col(6,I) 1
    x(11,7,I) one_symbol(11,7) 1
    x(11,7,I) no_three_row(11,5,I) 1
    x(11,7,I) no_three_row(11,6,I) 1
    x(11,7,I) no_three_row(11,7,I) 1
    x(11,7,I) no_three_col(9,7,I) 1
    x(11,7,I) balance_row(11,I) 1
    x(11,7,I) balance_col(7,I) 1
    x(11,8,I) one_symbol(11,8) 1
    x(11,8,I) no_three_row(11,6,I) 1
    x(11,8,I) no_three_row(11,7,I) 1
    x(11,8,I) no_three_row(11,8,I) 1
    x(11,8,I) no_three_col(9,8,I) 1
    x(11,8,I) balance_row(11,I) 1
    x(11,8,I) balance_col(8,I) 1
    x(11,9,I) one_symbol(11,9) 1
    x(11,9,I) no_three_row(11,7,I) 1
    x(11,9,I) no_three_row(11,8,I) 1
    x(11,9,I) no_three_row(11,9,I) 1
    x(11,9,I) no_three_col(9,9,I) 1
    x(11,9,I) balance_row(11,I) 1
    x(11,9,I) balance_col(9,I) 1
    x(11,10,I) one_symbol(11,10) 1
    x(11,10,I) no_three_row(11,8,I) 1
    x(11,10,I) no_three_row(11,9,I) 1
    x(11,10,I) no_three_col(9,10,I) 1
    x(11,10,I) balance_row(11,I) 1
    x(11,10,I) balance_col(10,I) 1
    x(11,11,I) one_symbol(11,11) 1
    x(11,11,I) given(11,11) 1
    x(11,11,I) no_three_row(11,9,I) 1
    x(11,11,I) no_three_col(9,11,I) 1
    x(11,11,I) balance_row(11,I) 1
    x(11,11,I) balance_col(11,I) 1
    MARKER0 'MARKER' 'INTEND'
RHS
    RHS one_symbol(0,0) 1
    RHS one_symbol(0,1) 1
    RHS one_symbol(0,2) 1
    RHS one_symbol(0,3) 1
    RHS one_symbol(0,4) 1
    RHS one_symbol(0,5) 1
    RHS one_symbol(0,6) 1
    RHS one_symbol(0,7) 1
    RHS one_symbol(0,8) 1
    RHS one_symbol(0,9) 1
    RHS one_symbol(0,10) 1
    RHS one_symbol(0,11) 1
    RHS one_symbol(1,0) 1
    RHS one_symbol(1,1) 1
    RHS one_symbol(1,2) 1
    RHS one_symbol(1,3) 1
    RHS one_symbol(1,4) 1
    RHS one_symbol(1,5) 1
    RHS one_symbol(1,6) 1
    RHS one_symbol(1,7) 1
    RHS one_symbol(1,8) 1
    RHS one_symbol(1,9) 1
    RHS one_symbol(1,10) 1
    RHS one_symbol(1,11) 1
    RHS one_symbol(2,0) 1
    RHS one_symbol(2,1) 1
    RHS one_symbol(2,2) 1
    RHS one_symbol(2,3) 1
    RHS one_symbol(2,4) 1
    RHS one_symbol(2,5) 1
    RHS one_symbol(2,6) 1
    RHS one_symbol(2,7) 1
    RHS one_symbol(2,8) 1
    RHS one_symbol(2,9) 1
    RHS one_symbol(2,10) 1
    RHS one_symbol(2,11) 1
    RHS one_symbol(3,0) 1
    RHS one_symbol(3,1) 1
    RHS one_symbol(3,2) 1
    RHS one_symbol(3,3) 1
    RHS one_symbol(3,4) 1
    RHS one_symbol(3,5) 1
    RHS one_symbol(3,6) 1
    RHS one_symbol(3,7) 1
    RHS one_symbol(3,8) 1
    RHS one_symbol(3,9) 1
    RHS one_symbol(3,10) 1
    RHS one_symbol(3,11) 1
    RHS one_symbol(4,0) 1
    RHS one_symbol(4,1) 1
    RHS one_symbol(4,2) 1
    RHS one_symbol(4,3) 1
    RHS one_symbol(4,4) 1
    RHS one_symbol(4,5) 1
    RHS one_symbol(4,6) 1
    RHS one_symbol(4,7) 1
    RHS one_symbol(4,8) 1
    RHS one_symbol(4,9) 1
    RHS one_symbol(4,10) 1
    RHS one_symbol(4,11) 1
    RHS one_symbol(5,0) 1
    RHS one_symbol(5,1) 1
    RHS one_symbol(5,2) 1
    RHS one_symbol(5,3) 1
    RHS one_symbol(5,4) 1
    RHS one_symbol(5,5) 1
    RHS one_symbol(5,6) 1
    RHS one_symbol(5,7) 1
    RHS one_symbol(5,8) 1
    RHS one_symbol(5,9) 1
    RHS one_symbol(5,10) 1
    RHS one_symbol(5,11) 1
    RHS one_symbol(6,0) 1
    RHS one_symbol(6,1) 1
    RHS one_symbol(6,2) 1
    RHS one_symbol(6,3) 1
    RHS one_symbol(6,4) 1
    RHS one_symbol(6,5) 1
    RHS one_symbol(6,6) 1
    RHS one_symbol(6,7) 1
    RHS one_symbol(6,8) 1
    RHS one_symbol(6,9) 1
    RHS one_symbol(6,10) 1
    RHS one_symbol(6,11) 1
    RHS one_symbol(7,0) 1
    RHS one_symbol(7,1) 1
    RHS one_symbol(7,2) 1
    RHS one_symbol(7,3) 1
    RHS one_symbol(7,4) 1
    RHS one_symbol(7,5) 1
    RHS one_symbol(7,6) 1
    RHS one_symbol(7,7) 1
    RHS one_symbol(7,8) 1
    RHS one_symbol(7,9) 1
    RHS one_symbol(7,10) 1
    RHS one_symbol(7,11) 1
    RHS one_symbol(8,0) 1
    RHS one_symbol(8,1) 1
    RHS one_symbol(8,2) 1
    RHS one_symbol(8,3) 1
    RHS one_symbol(8,4) 1
    RHS one_symbol(8,5) 1
    RHS one_symbol(8,6) 1
    RHS one_symbol(8,7) 1
    RHS one_symbol(8,8) 1
    RHS one_symbol(8,9) 1
    RHS one_symbol(8,10) 1
    RHS one_symbol(8,11) 1
    RHS one_symbol(9,0) 1
    RHS one_symbol(9,1) 1
    RHS one_symbol(9,2) 1
    RHS one_symbol(9,3) 1
    RHS one_symbol(9,4) 1
    RHS one_symbol(9,5) 1
    RHS one_symbol(9,6) 1
    RHS one_symbol(9,7) 1
    RHS one_symbol(9,8) 1
    RHS one_symbol(9,9) 1
    RHS one_symbol(9,10) 1
    RHS one_symbol(9,11) 1
    RHS one_symbol(10,0) 1
    RHS one_symbol(10,1) 1
    RHS one_symbol(10,2) 1
    RHS one_symbol(10,3) 1
    RHS one_symbol(10,4) 1
    RHS one_symbol(10,5) 1
    RHS one_symbol(10,6) 1
    RHS one_symbol(10,7) 1
    RHS one_symbol(10,8) 1
    RHS one_symbol(10,9) 1
    RHS one_symbol(10,10) 1
    RHS one_symbol(10,11) 1
    RHS one_symbol(11,0) 1
    RHS one_symbol(11,1) 1
    RHS one_symbol(11,2) 1
    RHS one_symbol(11,3) 1
    RHS one_symbol(11,4) 1
    RHS one_symbol(11,5) 1
    RHS one_symbol(11,6) 1
    RHS one_symbol(11,7) 1
    RHS one_symbol(11,8) 1
    RHS one_symbol(11,9) 1
    RHS one_symbol(11,10) 1
    RHS one_symbol(11,11) 1
    RHS given(0,1) 1
    RHS given(0,2) 1
    RHS given(0,7) 1
    RHS given(0,8) 1
    RHS given(0,9) 1
    RHS given(0,10) 1
    RHS given(1,0) 1
    RHS given(1,2) 1
    RHS given(1,5) 1
    RHS given(1,7) 1
    RHS given(1,8) 1
    RHS given(1,9) 1
    RHS given(1,10) 1
    RHS given(1,11) 1
    RHS given(2,0) 1
    RHS given(2,1) 1
    RHS given(2,3) 1
    RHS given(2,4) 1
    RHS given(2,5) 1
    RHS given(2,7) 1
    RHS given(3,0) 1
    RHS given(3,1) 1
    RHS given(3,3) 1
    RHS given(3,4) 1
    RHS given(3,6) 1
    RHS given(3,11) 1
    RHS given(4,0) 1
    RHS given(4,2) 1
    RHS given(4,3) 1
    RHS given(4,6) 1
    RHS given(4,7) 1
    RHS given(4,8) 1
    RHS given(4,9) 1
    RHS given(4,10) 1
    RHS given(5,1) 1
    RHS given(5,2) 1
    RHS given(5,4) 1
    RHS given(5,5) 1
    RHS given(5,6) 1
    RHS given(5,9) 1
    RHS given(5,10) 1
    RHS given(6,2) 1
    RHS given(6,4) 1
    RHS given(6,5) 1
    RHS given(6,7) 1
    RHS given(6,8) 1
    RHS given(6,10) 1
    RHS given(6,11) 1
    RHS given(7,0) 1
    RHS given(7,1) 1
    RHS given(7,2) 1
    RHS given(7,4) 1
    RHS given(7,5) 1
    RHS given(7,9) 1
    RHS given(7,10) 1
    RHS given(7,11) 1
    RHS given(8,0) 1
    RHS given(8,4) 1
    RHS given(8,5) 1
    RHS given(8,6) 1
    RHS given(8,7) 1
    RHS given(8,8) 1
    RHS given(9,2) 1
    RHS given(9,3) 1
    RHS given(9,4) 1
    RHS given(9,5) 1
    RHS given(9,7) 1
    RHS given(9,9) 1
    RHS given(9,10) 1
    RHS given(10,1) 1
    RHS given(10,3) 1
    RHS given(10,4) 1
    RHS given(10,6) 1
    RHS given(10,7) 1
    RHS given(10,8) 1
    RHS given(10,9) 1
    RHS given(10,11) 1
    RHS given(11,2) 1
    RHS given(11,4) 1
    RHS given(11,5) 1
    RHS given(11,11) 1
    RHS no_three_row(0,0,X) 2
    RHS no_three_row(0,1,X) 2
    RHS no_three_row(0,2,X) 2
    RHS no_three_row(0,3,X) 2
    RHS no_three_row(0,4,X) 2
    RHS no_three_row(0,5,X) 2
    RHS no_three_row(0,6,X) 2
    RHS no_three_row(0,7,X) 2
    RHS no_three_row(0,8,X) 2
    RHS no_three_row(0,9,X) 2
    RHS no_three_row(1,0,X) 2
    RHS no_three_row(1,1,X) 2
    RHS no_three_row(1,2,X) 2
    RHS no_three_row(1,3,X) 2
    RHS no_three_row(1,4,X) 2
    RHS no_three_row(1,5,X) 2
    RHS no_three_row(1,6,X) 2
    RHS no_three_row(1,7,X) 2
    RHS no_three_row(1,8,X) 2
    RHS no_three_row(1,9,X) 2
    RHS no_three_row(2,0,X) 2
    RHS no_three_row(2,1,X) 2
    RHS no_three_row(2,2,X) 2
    RHS no_three_row(2,3,X) 2
    RHS no_three_row(2,4,X) 2
    RHS no_three_row(2,5,X) 2
    RHS no_three_row(2,6,X) 2
    RHS no_three_row(2,7,X) 2
    RHS no_three_row(2,8,X) 2
    RHS no_three_row(2,9,X) 2
    RHS no_three_row(3,0,X) 2
    RHS no_three_row(3,1,X) 2
    RHS no_three_row(3,2,X) 2
    RHS no_three_row(3,3,X) 2
    RHS no_three_row(3,4,X) 2
    RHS no_three_row(3,5,X) 2
    RHS no_three_row(3,6,X) 2
    RHS no_three_row(3,7,X) 2
    RHS no_three_row(3,8,X) 2
    RHS no_three_row(3,9,X) 2
    RHS no_three_row(4,0,X) 2
    RHS no_three_row(4,1,X) 2
    RHS no_three_row(4,2,X) 2
    RHS no_three_row(4,3,X) 2
    RHS no_three_row(4,4,X) 2
    RHS no_three_row(4,5,X) 2
    RHS no_three_row(4,6,X) 2
    RHS no_three_row(4,7,X) 2
    RHS no_three_row(4,8,X) 2
    RHS no_three_row(4,9,X) 2
    RHS no_three_row(5,0,X) 2
    RHS no_three_row(5,1,X) 2
    RHS no_three_row(5,2,X) 2
    RHS no_three_row(5,3,X) 2
    RHS no_three_row(5,4,X) 2
    RHS no_three_row(5,5,X) 2
    RHS no_three_row(5,6,X) 2
    RHS no_three_row(5,7,X) 2
    RHS no_three_row(5,8,X) 2
    RHS no_three_row(5,9,X) 2
    RHS no_three_row(6,0,X) 2
    RHS no_three_row(6,1,X) 2
    RHS no_three_row(6,2,X) 2
    RHS no_three_row(6,3,X) 2
    RHS no_three_row(6,4,X) 2
    RHS no_three_row(6,5,X) 2
    RHS no_three_row(6,6,X) 2
    RHS no_three_row(6,7,X) 2
    RHS no_three_row(6,8,X) 2
    RHS no_three_row(6,9,X) 2
    RHS no_three_row(7,0,X) 2
    RHS no_three_row(7,1,X) 2
    RHS no_three_row(7,2,X) 2
    RHS no_three_row(7,3,X) 2
    RHS no_three_row(7,4,X) 2
    RHS no_three_row(7,5,X) 2
    RHS no_three_row(7,6,X) 2
    RHS no_three_row(7,7,X) 2
    RHS no_three_row(7,8,X) 2
    RHS no_three_row(7,9,X) 2
    RHS no_three_row(8,0,X) 2
    RHS no_three_row(8,1,X) 2
    RHS no_three_row(8,2,X) 2
    RHS no_three_row(8,3,X) 2
    RHS no_three_row(8,4,X) 2
    RHS no_three_row(8,5,X) 2
    RHS no_three_row(8,6,X) 2
    RHS no_three_row(8,7,X) 2
    RHS no_three_row(8,8,X) 2
    RHS no_three_row(8,9,X) 2
    RHS no_three_row(9,0,X) 2
    RHS no_three_row(9,1,X) 2
    RHS no_three_row(9,2,X) 2
    RHS no_three_row(9,3,X) 2
    RHS no_three_row(9,4,X) 2
    RHS no_three_row(9,5,X) 2
    RHS no_three_row(9,6,X) 2
    RHS no_three_row(9,7,X) 2
    RHS no_three_row(9,8,X) 2
    RHS no_three_row(9,9,X) 2
    RHS no_three_row(10,0,X) 2
    RHS no_three_row(10,1,X) 2
    RHS no_three_row(10,2,X) 2
    RHS no_three_row(10,3,X) 2
    RHS no_three_row(10,4,X) 2
    RHS no_three_row(10,5,X) 2
    RHS no_three_row(10,6,X) 2
    RHS no_three_row(10,7,X) 2
    RHS no_three_row(10,8,X) 2
    RHS no_three_row(10,9,X) 2
    RHS no_three_row(11,0,X) 2
    RHS no_three_row(11,1,X) 2
    RHS no_three_row(11,2,X) 2
    RHS no_three_row(11,3,X) 2
    RHS no_three_row(11,4,X) 2
    RHS no_three_row(11,5,X) 2
    RHS no_three_row(11,6,X) 2
    RHS no_three_row(11,7,X) 2
    RHS no_three_row(11,8,X) 2
    RHS no_three_row(11,9,X) 2
    RHS no_three_col(0,0,X) 2
    RHS no_three_col(0,1,X) 2
    RHS no_three_col(0,2,X) 2
    RHS no_three_col(0,3,X) 2
    RHS no_three_col(0,4,X) 2
    RHS no_three_col(0,5,X) 2
    RHS no_three_col(0,6,X) 2
    RHS no_three_col(0,7,X) 2
    RHS no_three_col(0,8,X) 2
    RHS no_three_col(0,9,X) 2
    RHS no_three_col(0,10,X) 2
    RHS no_three_col(0,11,X) 2
    RHS no_three_col(1,0,X) 2
    RHS no_three_col(1,1,X) 2
    RHS no_three_col(1,2,X) 2
    RHS no_three_col(1,3,X) 2
    RHS no_three_col(1,4,X) 2
    RHS no_three_col(1,5,X) 2
    RHS no_three_col(1,6,X) 2
    RHS no_three_col(1,7,X) 2
    RHS no_three_col(1,8,X) 2
    RHS no_three_col(1,9,X) 2
    RHS no_three_col(1,10,X) 2
    RHS no_three_col(1,11,X) 2
    RHS no_three_col(2,0,X) 2
    RHS no_three_col(2,1,X) 2
    RHS no_three_col(2,2,X) 2
    RHS no_three_col(2,3,X) 2
    RHS no_three_col(2,4,X) 2
    RHS no_three_col(2,5,X) 2
    RHS no_three_col(2,6,X) 2
    RHS no_three_col(2,7,X) 2
    RHS no_three_col(2,8,X) 2
    RHS no_three_col(2,9,X) 2
    RHS no_three_col(2,10,X) 2
    RHS no_three_col(2,11,X) 2
    RHS no_three_col(3,0,X) 2
    RHS no_three_col(3,1,X) 2
    RHS no_three_col(3,2,X) 2
    RHS no_three_col(3,3,X) 2
    RHS no_three_col(3,4,X) 2
    RHS no_three_col(3,5,X) 2
    RHS no_three_col(3,6,X) 2
    RHS no_three_col(3,7,X) 2
    RHS no_three_col(3,8,X) 2
    RHS no_three_col(3,9,X) 2
    RHS no_three_col(3,10,X) 2
    RHS no_three_col(3,11,X) 2
    RHS no_three_col(4,0,X) 2
    RHS no_three_col(4,1,X) 2
    RHS no_three_col(4,2,X) 2
    RHS no_three_col(4,3,X) 2
    RHS no_three_col(4,4,X) 2
    RHS no_three_col(4,5,X) 2
    RHS no_three_col(4,6,X) 2
    RHS no_three_col(4,7,X) 2
    RHS no_three_col(4,8,X) 2
    RHS no_three_col(4,9,X) 2
    RHS no_three_col(4,10,X) 2
    RHS no_three_col(4,11,X) 2
    RHS no_three_col(5,0,X) 2
    RHS no_three_col(5,1,X) 2
    RHS no_three_col(5,2,X) 2
    RHS no_three_col(5,3,X) 2
    RHS no_three_col(5,4,X) 2
    RHS no_three_col(5,5,X) 2
    RHS no_three_col(5,6,X) 2
    RHS no_three_col(5,7,X) 2
    RHS no_three_col(5,8,X) 2
    RHS no_three_col(5,9,X) 2
    RHS no_three_col(5,10,X) 2
    RHS no_three_col(5,11,X) 2
    RHS no_three_col(6,0,X) 2
    RHS no_three_col(6,1,X) 2
    RHS no_three_col(6,2,X) 2
    RHS no_three_col(6,3,X) 2
    RHS no_three_col(6,4,X) 2
    RHS no_three_col(6,5,X) 2
    RHS no_three_col(6,6,X) 2
    RHS no_three_col(6,7,X) 2
    RHS no_three_col(6,8,X) 2
    RHS no_three_col(6,9,X) 2
    RHS no_three_col(6,10,X) 2
    RHS no_three_col(6,11,X) 2
    RHS no_three_col(7,0,X) 2
    RHS no_three_col(7,1,X) 2
    RHS no_three_col(7,2,X) 2
    RHS no_three_col(7,3,X) 2
    RHS no_three_col(7,4,X) 2
    RHS no_three_col(7,5,X) 2
    RHS no_three_col(7,6,X) 2
    RHS no_three_col(7,7,X) 2
    RHS no_three_col(7,8,X) 2
    RHS no_three_col(7,9,X) 2
    RHS no_three_col(7,10,X) 2
    RHS no_three_col(7,11,X) 2
    RHS no_three_col(8,0,X) 2
    RHS no_three_col(8,1,X) 2
    RHS no_three_col(8,2,X) 2
    RHS no_three_col(8,3,X) 2
    RHS no_three_col(8,4,X) 2
    RHS no_three_col(8,5,X) 2
    RHS no_three_col(8,6,X) 2
    RHS no_three_col(8,7,X) 2
    RHS no_three_col(8,8,X) 2
    RHS no_three_col(8,9,X) 2
    RHS no_three_col(8,10,X) 2
    RHS no_three_col(8,11,X) 2
    RHS no_three_col(9,0,X) 2
    RHS no_three_col(9,1,X) 2
    RHS no_three_col(9,2,X) 2
    RHS no_three_col(9,3,X) 2
    RHS no_three_col(9,4,X) 2
    RHS no_three_col(9,5,X) 2
    RHS no_three_col(9,6,X) 2
    RHS no_three_col(9,7,X) 2
    RHS no_three_col(9,8,X) 2
    RHS no_three_col(9,9,X) 2
    RHS no_three_col(9,10,X) 2
    RHS no_three_col(9,11,X) 2
    RHS no_three_row(0,0,O) 2
    RHS no_three_row(0,1,O) 2
    RHS no_three_row(0,2,O) 2
    RHS no_three_row(0,3,O) 2
    RHS no_three_row(0,4,O) 2
    RHS no_three_row(0,5,O) 2
    RHS no_three_row(0,6,O) 2
    RHS no_three_row(0,7,O) 2
    RHS no_three_row(0,8,O) 2
    RHS no_three_row(0,9,O) 2
    RHS no_three_row(1,0,O) 2
    RHS no_three_row(1,1,O) 2
    RHS no_three_row(1,2,O) 2
    RHS no_three_row(1,3,O) 2
    RHS no_three_row(1,4,O) 2
    RHS no_three_row(1,5,O) 2
    RHS no_three_row(1,6,O) 2
    RHS no_three_row(1,7,O) 2
    RHS no_three_row(1,8,O) 2
    RHS no_three_row(1,9,O) 2
    RHS no_three_row(2,0,O) 2
    RHS no_three_row(2,1,O) 2
    RHS no_three_row(2,2,O) 2
    RHS no_three_row(2,3,O) 2
    RHS no_three_row(2,4,O) 2
    RHS no_three_row(2,5,O) 2
    RHS no_three_row(2,6,O) 2
    RHS no_three_row(2,7,O) 2
    RHS no_three_row(2,8,O) 2
    RHS no_three_row(2,9,O) 2
    RHS no_three_row(3,0,O) 2
    RHS no_three_row(3,1,O) 2
    RHS no_three_row(3,2,O) 2
    RHS no_three_row(3,3,O) 2
    RHS no_three_row(3,4,O) 2
    RHS no_three_row(3,5,O) 2
    RHS no_three_row(3,6,O) 2
    RHS no_three_row(3,7,O) 2
    RHS no_three_row(3,8,O) 2
    RHS no_three_row(3,9,O) 2
    RHS no_three_row(4,0,O) 2
    RHS no_three_row(4,1,O) 2
    RHS no_three_row(4,2,O) 2
    RHS no_three_row(4,3,O) 2
    RHS no_three_row(4,4,O) 2
    RHS no_three_row(4,5,O) 2
    RHS no_three_row(4,6,O) 2
    RHS no_three_row(4,7,O) 2
    RHS no_three_row(4,8,O) 2
    RHS no_three_row(4,9,O) 2
    RHS no_three_row(5,0,O) 2
    RHS no_three_row(5,1,O) 2
    RHS no_three_row(5,2,O) 2
    RHS no_three_row(5,3,O) 2
    RHS no_three_row(5,4,O) 2
    RHS no_three_row(5,5,O) 2
    RHS no_three_row(5,6,O) 2
    RHS no_three_row(5,7,O) 2
    RHS no_three_row(5,8,O) 2
    RHS no_three_row(5,9,O) 2
    RHS no_three_row(6,0,O) 2
    RHS no_three_row(6,1,O) 2
    RHS no_three_row(6,2,O) 2
    RHS no_three_row(6,3,O) 2
    RHS no_three_row(6,4,O) 2
    RHS no_three_row(6,5,O) 2
    RHS no_three_row(6,6,O) 2
    RHS no_three_row(6,7,O) 2
    RHS no_three_row(6,8,O) 2
    RHS no_three_row(6,9,O) 2
    RHS no_three_row(7,0,O) 2
    RHS no_three_row(7,1,O) 2
    RHS no_three_row(7,2,O) 2
    RHS no_three_row(7,3,O) 2
    RHS no_three_row(7,4,O) 2
    RHS no_three_row(7,5,O) 2
    RHS no_three_row(7,6,O) 2
    RHS no_three_row(7,7,O) 2
    RHS no_three_row(7,8,O) 2
    RHS no_three_row(7,9,O) 2
    RHS no_three_row(8,0,O) 2
    RHS no_three_row(8,1,O) 2
    RHS no_three_row(8,2,O) 2
    RHS no_three_row(8,3,O) 2
    RHS no_three_row(8,4,O) 2
    RHS no_three_row(8,5,O) 2
    RHS no_three_row(8,6,O) 2
    RHS no_three_row(8,7,O) 2
    RHS no_three_row(8,8,O) 2
    RHS no_three_row(8,9,O) 2
    RHS no_three_row(9,0,O) 2
    RHS no_three_row(9,1,O) 2
    RHS no_three_row(9,2,O) 2
    RHS no_three_row(9,3,O) 2
    RHS no_three_row(9,4,O) 2
    RHS no_three_row(9,5,O) 2
    RHS no_three_row(9,6,O) 2
    RHS no_three_row(9,7,O) 2
    RHS no_three_row(9,8,O) 2
    RHS no_three_row(9,9,O) 2
    RHS no_three_row(10,0,O) 2
    RHS no_three_row(10,1,O) 2
    RHS no_three_row(10,2,O) 2
    RHS no_three_row(10,3,O) 2
    RHS no_three_row(10,4,O) 2
    RHS no_three_row(10,5,O) 2
    RHS no_three_row(10,6,O) 2
    RHS no_three_row(10,7,O) 2
    RHS no_three_row(10,8,O) 2
    RHS no_three_row(10,9,O) 2
    RHS no_three_row(11,0,O) 2
    RHS no_three_row(11,1,O) 2
    RHS no_three_row(11,2,O) 2
    RHS no_three_row(11,3,O) 2
    RHS no_three_row(11,4,O) 2
    RHS no_three_row(11,5,O) 2
    RHS no_three_row(11,6,O) 2
    RHS no_three_row(11,7,O) 2
    RHS no_three_row(11,8,O) 2
    RHS no_three_row(11,9,O) 2
    RHS no_three_col(0,0,O) 2
    RHS no_three_col(0,1,O) 2
    RHS no_three_col(0,2,O) 2
    RHS no_three_col(0,3,O) 2
    RHS no_three_col(0,4,O) 2
    RHS no_three_col(0,5,O) 2
    RHS no_three_col(0,6,O) 2
    RHS no_three_col(0,7,O) 2
    RHS no_three_col(0,8,O) 2
    RHS no_three_col(0,9,O) 2
    RHS no_three_col(0,10,O) 2
    RHS no_three_col(0,11,O) 2
    RHS no_three_col(1,0,O) 2
    RHS no_three_col(1,1,O) 2
    RHS no_three_col(1,2,O) 2
    RHS no_three_col(1,3,O) 2
    RHS no_three_col(1,4,O) 2
    RHS no_three_col(1,5,O) 2
    RHS no_three_col(1,6,O) 2
    RHS no_three_col(1,7,O) 2
    RHS no_three_col(1,8,O) 2
    RHS no_three_col(1,9,O) 2
    RHS no_three_col(1,10,O) 2
    RHS no_three_col(1,11,O) 2
    RHS no_three_col(2,0,O) 2
    RHS no_three_col(2,1,O) 2
    RHS no_three_col(2,2,O) 2
    RHS no_three_col(2,3,O) 2
    RHS no_three_col(2,4,O) 2
    RHS no_three_col(2,5,O) 2
    RHS no_three_col(2,6,O) 2
    RHS no_three_col(2,7,O) 2
    RHS no_three_col(2,8,O) 2
    RHS no_three_col(2,9,O) 2
    RHS no_three_col(2,10,O) 2
    RHS no_three_col(2,11,O) 2
    RHS no_three_col(3,0,O) 2
    RHS no_three_col(3,1,O) 2
    RHS no_three_col(3,2,O) 2
    RHS no_three_col(3,3,O) 2
    RHS no_three_col(3,4,O) 2
    RHS no_three_col(3,5,O) 2
    RHS no_three_col(3,6,O) 2
    RHS no_three_col(3,7,O) 2
    RHS no_three_col(3,8,O) 2
    RHS no_three_col(3,9,O) 2
    RHS no_three_col(3,10,O) 2
    RHS no_three_col(3,11,O) 2
    RHS no_three_col(4,0,O) 2
    RHS no_three_col(4,1,O) 2
    RHS no_three_col(4,2,O) 2
    RHS no_three_col(4,3,O) 2
    RHS no_three_col(4,4,O) 2
    RHS no_three_col(4,5,O) 2
    RHS no_three_col(4,6,O) 2
    RHS no_three_col(4,7,O) 2
    RHS no_three_col(4,8,O) 2
    RHS no_three_col(4,9,O) 2
    RHS no_three_col(4,10,O) 2
    RHS no_three_col(4,11,O) 2
    RHS no_three_col(5,0,O) 2
    RHS no_three_col(5,1,O) 2
    RHS no_three_col(5,2,O) 2
    RHS no_three_col(5,3,O) 2
    RHS no_three_col(5,4,O) 2
    RHS no_three_col(5,5,O) 2
    RHS no_three_col(5,6,O) 2
    RHS no_three_col(5,7,O) 2
    RHS no_three_col(5,8,O) 2
    RHS no_three_col(5,9,O) 2
    RHS no_three_col(5,10,O) 2
    RHS no_three_col(5,11,O) 2
    RHS no_three_col(6,0,O) 2
    RHS no_three_col(6,1,O) 2
    RHS no_three_col(6,2,O) 2
    RHS no_three_col(6,3,O) 2
    RHS no_three_col(6,4,O) 2
    RHS no_three_col(6,5,O) 2
    RHS no_three_col(6,6,O) 2
    RHS no_three_col(6,7,O) 2
    RHS no_three_col(6,8,O) 2
    RHS no_three_col(6,9,O) 2
    RHS no_three_col(6,10,O) 2
    RHS no_three_col(6,11,O) 2
    RHS no_three_col(7,0,O) 2
    RHS no_three_col(7,1,O) 2
    RHS no_three_col(7,2,O) 2
    RHS no_three_col(7,3,O) 2
    RHS no_three_col(7,4,O) 2
    RHS no_three_col(7,5,O) 2
    RHS no_three_col(7,6,O) 2
    RHS no_three_col(7,7,O) 2
    RHS no_three_col(7,8,O) 2
    RHS no_three_col(7,9,O) 2
    RHS no_three_col(7,10,O) 2
    RHS no_three_col(7,11,O) 2
    RHS no_three_col(8,0,O) 2
    RHS no_three_col(8,1,O) 2
    RHS no_three_col(8,2,O) 2
    RHS no_three_col(8,3,O) 2
    RHS no_three_col(8,4,O) 2
    RHS no_three_col(8,5,O) 2
    RHS no_three_col(8,6,O) 2
    RHS no_three_col(8,7,O) 2
    RHS no_three_col(8,8,O) 2
    RHS no_three_col(8,9,O) 2
    RHS no_three_col(8,10,O) 2
    RHS no_three_col(8,11,O) 2
    RHS no_three_col(9,0,O) 2
    RHS no_three_col(9,1,O) 2
    RHS no_three_col(9,2,O) 2
    RHS no_three_col(9,3,O) 2
    RHS no_three_col(9,4,O) 2
    RHS no_three_col(9,5,O) 2
    RHS no_three_col(9,6,O) 2
    RHS no_three_col(9,7,O) 2
    RHS no_three_col(9,8,O) 2
    RHS no_three_col(9,9,O) 2
    RHS no_three_col(9,10,O) 2
    RHS no_three_col(9,11,O) 2
    RHS no_three_row(0,0,I) 2
    RHS no_three_row(0,1,I) 2
    RHS no_three_row(0,2,I) 2
    RHS no_three_row(0,3,I) 2
    RHS no_three_row(0,4,I) 2
    RHS no_three_row(0,5,I) 2
    RHS no_three_row(0,6,I) 2
    RHS no_three_row(0,7,I) 2
    RHS no_three_row(0,8,I) 2
    RHS no_three_row(0,9,I) 2
    RHS no_three_row(1,0,I) 2
    RHS no_three_row(1,1,I) 2
    RHS no_three_row(1,2,I) 2
    RHS no_three_row(1,3,I) 2
    RHS no_three_row(1,4,I) 2
    RHS no_three_row(1,5,I) 2
    RHS no_three_row(1,6,I) 2
    RHS no_three_row(1,7,I) 2
    RHS no_three_row(1,8,I) 2
    RHS no_three_row(1,9,I) 2
    RHS no_three_row(2,0,I) 2
    RHS no_three_row(2,1,I) 2
    RHS no_three_row(2,2,I) 2
    RHS no_three_row(2,3,I) 2
    RHS no_three_row(2,4,I) 2
    RHS no_three_row(2,5,I) 2
    RHS no_three_row(2,6,I) 2
    RHS no_three_row(2,7,I) 2
    RHS no_three_row(2,8,I) 2
    RHS no_three_row(2,9,I) 2
    RHS no_three_row(3,0,I) 2
    RHS no_three_row(3,1,I) 2
    RHS no_three_row(3,2,I) 2
    RHS no_three_row(3,3,I) 2
    RHS no_three_row(3,4,I) 2
    RHS no_three_row(3,5,I) 2
    RHS no_three_row(3,6,I) 2
    RHS no_three_row(3,7,I) 2
    RHS no_three_row(3,8,I) 2
    RHS no_three_row(3,9,I) 2
    RHS no_three_row(4,0,I) 2
    RHS no_three_row(4,1,I) 2
    RHS no_three_row(4,2,I) 2
    RHS no_three_row(4,3,I) 2
    RHS no_three_row(4,4,I) 2
    RHS no_three_row(4,5,I) 2
    RHS no_three_row(4,6,I) 2
    RHS no_three_row(4,7,I) 2
    RHS no_three_row(4,8,I) 2
    RHS no_three_row(4,9,I) 2
    RHS no_three_row(5,0,I) 2
    RHS no_three_row(5,1,I) 2
    RHS no_three_row(5,2,I) 2
    RHS no_three_row(5,3,I) 2
    RHS no_three_row(5,4,I) 2
    RHS no_three_row(5,5,I) 2
    RHS no_three_row(5,6,I) 2
    RHS no_three_row(5,7,I) 2
    RHS no_three_row(5,8,I) 2
    RHS no_three_row(5,9,I) 2
    RHS no_three_row(6,0,I) 2
    RHS no_three_row(6,1,I) 2
    RHS no_three_row(6,2,I) 2
    RHS no_three_row(6,3,I) 2
    RHS no_three_row(6,4,I) 2
    RHS no_three_row(6,5,I) 2
    RHS no_three_row(6,6,I) 2
    RHS no_three_row(6,7,I) 2
    RHS no_three_row(6,8,I) 2
    RHS no_three_row(6,9,I) 2
    RHS no_three_row(7,0,I) 2
    RHS no_three_row(7,1,I) 2
    RHS no_three_row(7,2,I) 2
    RHS no_three_row(7,3,I) 2
    RHS no_three_row(7,4,I) 2
    RHS no_three_row(7,5,I) 2
    RHS no_three_row(7,6,I) 2
    RHS no_three_row(7,7,I) 2
    RHS no_three_row(7,8,I) 2
    RHS no_three_row(7,9,I) 2
    RHS no_three_row(8,0,I) 2
    RHS no_three_row(8,1,I) 2
    RHS no_three_row(8,2,I) 2
    RHS no_three_row(8,3,I) 2
    RHS no_three_row(8,4,I) 2
    RHS no_three_row(8,5,I) 2
    RHS no_three_row(8,6,I) 2
    RHS no_three_row(8,7,I) 2
    RHS no_three_row(8,8,I) 2
    RHS no_three_row(8,9,I) 2
    RHS no_three_row(9,0,I) 2
    RHS no_three_row(9,1,I) 2
    RHS no_three_row(9,2,I) 2
    RHS no_three_row(9,3,I) 2
    RHS no_three_row(9,4,I) 2
    RHS no_three_row(9,5,I) 2
    RHS no_three_row(9,6,I) 2
    RHS no_three_row(9,7,I) 2
    RHS no_three_row(9,8,I) 2
    RHS no_three_row(9,9,I) 2
    RHS no_three_row(10,0,I) 2
    RHS no_three_row(10,1,I) 2
    RHS no_three_row(10,2,I) 2
    RHS no_three_row(10,3,I) 2
    RHS no_three_row(10,4,I) 2
    RHS no_three_row(10,5,I) 2
    RHS no_three_row(10,6,I) 2
    RHS no_three_row(10,7,I) 2
    RHS no_three_row(10,8,I) 2
    RHS no_three_row(10,9,I) 2
    RHS no_three_row(11,0,I) 2
    RHS no_three_row(11,1,I) 2
    RHS no_three_row(11,2,I) 2
    RHS no_three_row(11,3,I) 2
    RHS no_three_row(11,4,I) 2
    RHS no_three_row(11,5,I) 2
    RHS no_three_row(11,6,I) 2
    RHS no_three_row(11,7,I) 2
    RHS no_three_row(11,8,I) 2
    RHS no_three_row(11,9,I) 2
    RHS no_three_col(0,0,I) 2
    RHS no_three_col(0,1,I) 2
    RHS no_three_col(0,2,I) 2
    RHS no_three_col(0,3,I) 2
    RHS no_three_col(0,4,I) 2
    RHS no_three_col(0,5,I) 2
    RHS no_three_col(0,6,I) 2
    RHS no_three_col(0,7,I) 2
    RHS no_three_col(0,8,I) 2
    RHS no_three_col(0,9,I) 2
    RHS no_three_col(0,10,I) 2
    RHS no_three_col(0,11,I) 2
    RHS no_three_col(1,0,I) 2
    RHS no_three_col(1,1,I) 2
    RHS no_three_col(1,2,I) 2
    RHS no_three_col(1,3,I) 2
    RHS no_three_col(1,4,I) 2
    RHS no_three_col(1,5,I) 2
    RHS no_three_col(1,6,I) 2
    RHS no_three_col(1,7,I) 2
    RHS no_three_col(1,8,I) 2
    RHS no_three_col(1,9,I) 2
    RHS no_three_col(1,10,I) 2
    RHS no_three_col(1,11,I) 2
    RHS no_three_col(2,0,I) 2
    RHS no_three_col(2,1,I) 2
    RHS no_three_col(2,2,I) 2
    RHS no_three_col(2,3,I) 2
    RHS no_three_col(2,4,I) 2
    RHS no_three_col(2,5,I) 2
    RHS no_three_col(2,6,I) 2
    RHS no_three_col(2,7,I) 2
    RHS no_three_col(2,8,I) 2
    RHS no_three_col(2,9,I) 2
    RHS no_three_col(2,10,I) 2
    RHS no_three_col(2,11,I) 2
    RHS no_three_col(3,0,I) 2
    RHS no_three_col(3,1,I) 2
    RHS no_three_col(3,2,I) 2
    RHS no_three_col(3,3,I) 2
    RHS no_three_col(3,4,I) 2
    RHS no_three_col(3,5,I) 2
    RHS no_three_col(3,6,I) 2
    RHS no_three_col(3,7,I) 2
    RHS no_three_col(3,8,I) 2
    RHS no_three_col(3,9,I) 2
    RHS no_three_col(3,10,I) 2
    RHS no_three_col(3,11,I) 2
    RHS no_three_col(4,0,I) 2
    RHS no_three_col(4,1,I) 2
    RHS no_three_col(4,2,I) 2
    RHS no_three_col(4,3,I) 2
    RHS no_three_col(4,4,I) 2
    RHS no_three_col(4,5,I) 2
    RHS no_three_col(4,6,I) 2
    RHS no_three_col(4,7,I) 2
    RHS no_three_col(4,8,I) 2
    RHS no_three_col(4,9,I) 2
    RHS no_three_col(4,10,I) 2
    RHS no_three_col(4,11,I) 2
    RHS no_three_col(5,0,I) 2
    RHS no_three_col(5,1,I) 2
    RHS no_three_col(5,2,I) 2
    RHS no_three_col(5,3,I) 2
    RHS no_three_col(5,4,I) 2
    RHS no_three_col(5,5,I) 2
    RHS no_three_col(5,6,I) 2
    RHS no_three_col(5,7,I) 2
    RHS no_three_col(5,8,I) 2
    RHS no_three_col(5,9,I) 2
    RHS no_three_col(5,10,I) 2
    RHS no_three_col(5,11,I) 2
    RHS no_three_col(6,0,I) 2
    RHS no_three_col(6,1,I) 2
    RHS no_three_col(6,2,I) 2
    RHS no_three_col(6,3,I) 2
    RHS no_three_col(6,4,I) 2
    RHS no_three_col(6,5,I) 2
    RHS no_three_col(6,6,I) 2
    RHS no_three_col(6,7,I) 2
    RHS no_three_col(6,8,I) 2
    RHS no_three_col(6,9,I) 2
    RHS no_three_col(6,10,I) 2
    RHS no_three_col(6,11,I) 2
    RHS no_three_col(7,0,I) 2
    RHS no_three_col(7,1,I) 2
    RHS no_three_col(7,2,I) 2
    RHS no_three_col(7,3,I) 2
    RHS no_three_col(7,4,I) 2
    RHS no_three_col(7,5,I) 2
    RHS no_three_col(7,6,I) 2
    RHS no_three_col(7,7,I) 2
    RHS no_three_col(7,8,I) 2
    RHS no_three_col(7,9,I) 2
    RHS no_three_col(7,10,I) 2
    RHS no_three_col(7,11,I) 2
    RHS no_three_col(8,0,I) 2
    RHS no_three_col(8,1,I) 2
    RHS no_three_col(8,2,I) 2
    RHS no_three_col(8,3,I) 2
    RHS no_three_col(8,4,I) 2
    RHS no_three_col(8,5,I) 2
    RHS no_three_col(8,6,I) 2
    RHS no_three_col(8,7,I) 2
    RHS no_three_col(8,8,I) 2
    RHS no_three_col(8,9,I) 2
    RHS no_three_col(8,10,I) 2
    RHS no_three_col(8,11,I) 2
    RHS no_three_col(9,0,I) 2
    RHS no_three_col(9,1,I) 2
    RHS no_three_col(9,2,I) 2
    RHS no_three_col(9,3,I) 2
    RHS no_three_col(9,4,I) 2
    RHS no_three_col(9,5,I) 2
    RHS no_three_col(9,6,I) 2
    RHS no_three_col(9,7,I) 2
    RHS no_three_col(9,8,I) 2
    RHS no_three_col(9,9,I) 2
    RHS no_three_col(9,10,I) 2
    RHS no_three_col(9,11,I) 2
    RHS balance_row(0,X) 4
    RHS balance_row(1,X) 4
    RHS balance_row(2,X) 4
    RHS balance_row(3,X) 4
    RHS balance_row(4,X) 4
    RHS balance_row(5,X) 4
    RHS balance_row(6,X) 4
    RHS balance_row(7,X) 4
    RHS balance_row(8,X) 4
    RHS balance_row(9,X) 4
    RHS balance_row(10,X) 4
    RHS balance_row(11,X) 4
    RHS balance_col(0,X) 4
    RHS balance_col(1,X) 4
    RHS balance_col(2,X) 4
    RHS balance_col(3,X) 4
    RHS balance_col(4,X) 4
    RHS balance_col(5,X) 4
    RHS balance_col(6,X) 4
    RHS balance_col(7,X) 4
    RHS balance_col(8,X) 4
    RHS balance_col(9,X) 4
    RHS balance_col(10,X) 4
    RHS balance_col(11,X) 4
    RHS balance_row(0,O) 4
    RHS balance_row(1,O) 4
    RHS balance_row(2,O) 4
    RHS balance_row(3,O) 4
    RHS balance_row(4,O) 4
    RHS balance_row(5,O) 4
    RHS balance_row(6,O) 4
    RHS balance_row(7,O) 4
    RHS balance_row(8,O) 4
    RHS balance_row(9,O) 4
    RHS balance_row(10,O) 4
    RHS balance_row(11,O) 4
    RHS balance_col(0,O) 4
    RHS balance_col(1,O) 4
    RHS balance_col(2,O) 4
    RHS balance_col(3,O) 4
    RHS balance_col(4,O) 4
    RHS balance_col(5,O) 4
    RHS balance_col(6,O) 4
    RHS balance_col(7,O) 4
    RHS balance_col(8,O) 4
    RHS balance_col(9,O) 4
    RHS balance_col(10,O) 4
    RHS balance_col(11,O) 4
    RHS balance_row(0,I) 4
    RHS balance_row(1,I) 4
    RHS balance_row(2,I) 4
    RHS balance_row(3,I) 4
    RHS balance_row(4,I) 4
    RHS balance_row(5,I) 4
    RHS balance_row(6,I) 4
    RHS balance_row(7,I) 4
    RHS balance_row(8,I) 4
    RHS balance_row(9,I) 4
    RHS balance_row(10,I) 4
    RHS balance_row(11,I) 4
    RHS balance_col(0,I) 4
    RHS balance_col(1,I) 4
    RHS balance_col(2,I) 4
    RHS balance_col(3,I) 4
    RHS balance_col(4,I) 4
    RHS balance_col(5,I) 4
    RHS balance_col(6,I) 4
    RHS balance_col(7,I) 4
    RHS balance_col(8,I) 4
    RHS balance_col(9,I) 4
    RHS balance_col(10,I) 4
    RHS balance_col(11,I) 4
BOUNDS
 LO BND x(0,0,X) 0
 UP BND x(0,0,X) 1
 LO BND x(0,1,X) 0
 UP BND x(0,1,X) 1
 LO BND x(0,2,X) 0
 UP BND x(0,2,X) 1
 LO BND x(0,3,X) 0
 UP BND x(0,3,X) 1
 LO BND x(0,4,X) 0
 UP BND x(0,4,X) 1
 LO BND x(0,5,X) 0
 UP BND x(0,5,X) 1
 LO BND x(0,6,X) 0
 UP BND x(0,6,X) 1
 LO BND x(0,7,X) 0
 UP BND x(0,7,X) 1
 LO BND x(0,8,X) 0
 UP BND x(0,8,X) 1
 LO BND x(0,9,X) 0
 UP BND x(0,9,X) 1
 LO BND x(0,10,X) 0
 UP BND x(0,10,X) 1
 LO BND x(0,11,X) 0
 UP BND x(0,11,X) 1
 LO BND x(1,0,X) 0
 UP BND x(1,0,X) 1
 LO BND x(1,1,X) 0
 UP BND x(1,1,X) 1
 LO BND x(1,2,X) 0
 UP BND x(1,2,X) 1
 LO BND x(1,3,X) 0
 UP BND x(1,3,X) 1
 LO BND x(1,4,X) 0
 UP BND x(1,4,X) 1
 LO BND x(1,5,X) 0
 UP BND x(1,5,X) 1
 LO BND x(1,6,X) 0
 UP BND x(1,6,X) 1
 LO BND x(1,7,X) 0
 UP BND x(1,7,X) 1
 LO BND x(1,8,X) 0
 UP BND x(1,8,X) 1
 LO BND x(1,9,X) 0
 UP BND x(1,9,X) 1
 LO BND x(1,10,X) 0
 UP BND x(1,10,X) 1
 LO BND x(1,11,X) 0
 UP BND x(1,11,X) 1
 LO BND x(2,0,X) 0
 UP BND x(2,0,X) 1
 LO BND x(2,1,X) 0
 UP BND x(2,1,X) 1
 LO BND x(2,2,X) 0
 UP BND x(2,2,X) 1
 LO BND x(2,3,X) 0
 UP BND x(2,3,X) 1
 LO BND x(2,4,X) 0
 UP BND x(2,4,X) 1
 LO BND x(2,5,X) 0
 UP BND x(2,5,X) 1
 LO BND x(2,6,X) 0
 UP BND x(2,6,X) 1
 LO BND x(2,7,X) 0
 UP BND x(2,7,X) 1
 LO BND x(2,8,X) 0
 UP BND x(2,8,X) 1
 LO BND x(2,9,X) 0
 UP BND x(2,9,X) 1
 LO BND x(2,10,X) 0
 UP BND x(2,10,X) 1
 LO BND x(2,11,X) 0
 UP BND x(2,11,X) 1
 LO BND x(3,0,X) 0
 UP BND x(3,0,X) 1
 LO BND x(3,1,X) 0
 UP BND x(3,1,X) 1
 LO BND x(3,2,X) 0
 UP BND x(3,2,X) 1
 LO BND x(3,3,X) 0
 UP BND x(3,3,X) 1
 LO BND x(3,4,X) 0
 UP BND x(3,4,X) 1
 LO BND x(3,5,X) 0
 UP BND x(3,5,X) 1
 LO BND x(3,6,X) 0
 UP BND x(3,6,X) 1
 LO BND x(3,7,X) 0
 UP BND x(3,7,X) 1
 LO BND x(3,8,X) 0
 UP BND x(3,8,X) 1
 LO BND x(3,9,X) 0
 UP BND x(3,9,X) 1
 LO BND x(3,10,X) 0
 UP BND x(3,10,X) 1
 LO BND x(3,11,X) 0
 UP BND x(3,11,X) 1
 LO BND x(4,0,X) 0
 UP BND x(4,0,X) 1
 LO BND x(4,1,X) 0
 UP BND x(4,1,X) 1
 LO BND x(4,2,X) 0
 UP BND x(4,2,X) 1
 LO BND x(4,3,X) 0
 UP BND x(4,3,X) 1
 LO BND x(4,4,X) 0
 UP BND x(4,4,X) 1
 LO BND x(4,5,X) 0
 UP BND x(4,5,X) 1
 LO BND x(4,6,X) 0
 UP BND x(4,6,X) 1
 LO BND x(4,7,X) 0
 UP BND x(4,7,X) 1
 LO BND x(4,8,X) 0
 UP BND x(4,8,X) 1
 LO BND x(4,9,X) 0
 UP BND x(4,9,X) 1
 LO BND x(4,10,X) 0
 UP BND x(4,10,X) 1
 LO BND x(4,11,X) 0
 UP BND x(4,11,X) 1
 LO BND x(5,0,X) 0
 UP BND x(5,0,X) 1
 LO BND x(5,1,X) 0
 UP BND x(5,1,X) 1
 LO BND x(5,2,X) 0
 UP BND x(5,2,X) 1
 LO BND x(5,3,X) 0
 UP BND x(5,3,X) 1
 LO BND x(5,4,X) 0
 UP BND x(5,4,X) 1
 LO BND x(5,5,X) 0
 UP BND x(5,5,X) 1
 LO BND x(5,6,X) 0
 UP BND x(5,6,X) 1
 LO BND x(5,7,X) 0
 UP BND x(5,7,X) 1
 LO BND x(5,8,X) 0
 UP BND x(5,8,X) 1
 LO BND x(5,9,X) 0
 UP BND x(5,9,X) 1
 LO BND x(5,10,X) 0
 UP BND x(5,10,X) 1
 LO BND x(5,11,X) 0
 UP BND x(5,11,X) 1
 LO BND x(6,0,X) 0
 UP BND x(6,0,X) 1
 LO BND x(6,1,X) 0
 UP BND x(6,1,X) 1
 LO BND x(6,2,X) 0
 UP BND x(6,2,X) 1
 LO BND x(6,3,X) 0
 UP BND x(6,3,X) 1
 LO BND x(6,4,X) 0
 UP BND x(6,4,X) 1
 LO BND x(6,5,X) 0
 UP BND x(6,5,X) 1
 LO BND x(6,6,X) 0
 UP BND x(6,6,X) 1
 LO BND x(6,7,X) 0
 UP BND x(6,7,X) 1
 LO BND x(6,8,X) 0
 UP BND x(6,8,X) 1
 LO BND x(6,9,X) 0
 UP BND x(6,9,X) 1
 LO BND x(6,10,X) 0
 UP BND x(6,10,X) 1
 LO BND x(6,11,X) 0
 UP BND x(6,11,X) 1
 LO BND x(7,0,X) 0
 UP BND x(7,0,X) 1
 LO BND x(7,1,X) 0
 UP BND x(7,1,X) 1
 LO BND x(7,2,X) 0
 UP BND x(7,2,X) 1
 LO BND x(7,3,X) 0
 UP BND x(7,3,X) 1
 LO BND x(7,4,X) 0
 UP BND x(7,4,X) 1
 LO BND x(7,5,X) 0
 UP BND x(7,5,X) 1
 LO BND x(7,6,X) 0
 UP BND x(7,6,X) 1
 LO BND x(7,7,X) 0
 UP BND x(7,7,X) 1
 LO BND x(7,8,X) 0
 UP BND x(7,8,X) 1
 LO BND x(7,9,X) 0
 UP BND x(7,9,X) 1
 LO BND x(7,10,X) 0
 UP BND x(7,10,X) 1
 LO BND x(7,11,X) 0
 UP BND x(7,11,X) 1
 LO BND x(8,0,X) 0
 UP BND x(8,0,X) 1
 LO BND x(8,1,X) 0
 UP BND x(8,1,X) 1
 LO BND x(8,2,X) 0
 UP BND x(8,2,X) 1
 LO BND x(8,3,X) 0
 UP BND x(8,3,X) 1
 LO BND x(8,4,X) 0
 UP BND x(8,4,X) 1
 LO BND x(8,5,X) 0
 UP BND x(8,5,X) 1
 LO BND x(8,6,X) 0
 UP BND x(8,6,X) 1
 LO BND x(8,7,X) 0
 UP BND x(8,7,X) 1
 LO BND x(8,8,X) 0
 UP BND x(8,8,X) 1
 LO BND x(8,9,X) 0
 UP BND x(8,9,X) 1
 LO BND x(8,10,X) 0
 UP BND x(8,10,X) 1
 LO BND x(8,11,X) 0
 UP BND x(8,11,X) 1
 LO BND x(9,0,X) 0
 UP BND x(9,0,X) 1
 LO BND x(9,1,X) 0
 UP BND x(9,1,X) 1
 LO BND x(9,2,X) 0
 UP BND x(9,2,X) 1
 LO BND x(9,3,X) 0
 UP BND x(9,3,X) 1
 LO BND x(9,4,X) 0
 UP BND x(9,4,X) 1
 LO BND x(9,5,X) 0
 UP BND x(9,5,X) 1
 LO BND x(9,6,X) 0
 UP BND x(9,6,X) 1
 LO BND x(9,7,X) 0
 UP BND x(9,7,X) 1
 LO BND x(9,8,X) 0
 UP BND x(9,8,X) 1
 LO BND x(9,9,X) 0
 UP BND x(9,9,X) 1
 LO BND x(9,10,X) 0
 UP BND x(9,10,X) 1
 LO BND x(9,11,X) 0
 UP BND x(9,11,X) 1
 LO BND x(10,0,X) 0
 UP BND x(10,0,X) 1
 LO BND x(10,1,X) 0
 UP BND x(10,1,X) 1
 LO BND x(10,2,X) 0
 UP BND x(10,2,X) 1
 LO BND x(10,3,X) 0
 UP BND x(10,3,X) 1
 LO BND x(10,4,X) 0
 UP BND x(10,4,X) 1
 LO BND x(10,5,X) 0
 UP BND x(10,5,X) 1
 LO BND x(10,6,X) 0
 UP BND x(10,6,X) 1
 LO BND x(10,7,X) 0
 UP BND x(10,7,X) 1
 LO BND x(10,8,X) 0
 UP BND x(10,8,X) 1
 LO BND x(10,9,X) 0
 UP BND x(10,9,X) 1
 LO BND x(10,10,X) 0
 UP BND x(10,10,X) 1
 LO BND x(10,11,X) 0
 UP BND x(10,11,X) 1
 LO BND x(11,0,X) 0
 UP BND x(11,0,X) 1
 LO BND x(11,1,X) 0
 UP BND x(11,1,X) 1
 LO BND x(11,2,X) 0
 UP BND x(11,2,X) 1
 LO BND x(11,3,X) 0
 UP BND x(11,3,X) 1
 LO BND x(11,4,X) 0
 UP BND x(11,4,X) 1
 LO BND x(11,5,X) 0
 UP BND x(11,5,X) 1
 LO BND x(11,6,X) 0
 UP BND x(11,6,X) 1
 LO BND x(11,7,X) 0
 UP BND x(11,7,X) 1
 LO BND x(11,8,X) 0
 UP BND x(11,8,X) 1
 LO BND x(11,9,X) 0
 UP BND x(11,9,X) 1
 LO BND x(11,10,X) 0
 UP BND x(11,10,X) 1
 LO BND x(11,11,X) 0
 UP BND x(11,11,X) 1
 LO BND x(0,0,O) 0
 UP BND x(0,0,O) 1
 LO BND x(0,1,O) 0
 UP BND x(0,1,O) 1
 LO BND x(0,2,O) 0
 UP BND x(0,2,O) 1
 LO BND x(0,3,O) 0
 UP BND x(0,3,O) 1
 LO BND x(0,4,O) 0
 UP BND x(0,4,O) 1
 LO BND x(0,5,O) 0
 UP BND x(0,5,O) 1
 LO BND x(0,6,O) 0
 UP BND x(0,6,O) 1
 LO BND x(0,7,O) 0
 UP BND x(0,7,O) 1
 LO BND x(0,8,O) 0
 UP BND x(0,8,O) 1
 LO BND x(0,9,O) 0
 UP BND x(0,9,O) 1
 LO BND x(0,10,O) 0
 UP BND x(0,10,O) 1
 LO BND x(0,11,O) 0
 UP BND x(0,11,O) 1
 LO BND x(1,0,O) 0
 UP BND x(1,0,O) 1
 LO BND x(1,1,O) 0
 UP BND x(1,1,O) 1
 LO BND x(1,2,O) 0
 UP BND x(1,2,O) 1
 LO BND x(1,3,O) 0
 UP BND x(1,3,O) 1
 LO BND x(1,4,O) 0
 UP BND x(1,4,O) 1
 LO BND x(1,5,O) 0
 UP BND x(1,5,O) 1
 LO BND x(1,6,O) 0
 UP BND x(1,6,O) 1
 LO BND x(1,7,O) 0
 UP BND x(1,7,O) 1
 LO BND x(1,8,O) 0
 UP BND x(1,8,O) 1
 LO BND x(1,9,O) 0
 UP BND x(1,9,O) 1
 LO BND x(1,10,O) 0
 UP BND x(1,10,O) 1
 LO BND x(1,11,O) 0
 UP BND x(1,11,O) 1
 LO BND x(2,0,O) 0
 UP BND x(2,0,O) 1
 LO BND x(2,1,O) 0
 UP BND x(2,1,O) 1
 LO BND x(2,2,O) 0
 UP BND x(2,2,O) 1
 LO BND x(2,3,O) 0
 UP BND x(2,3,O) 1
 LO BND x(2,4,O) 0
 UP BND x(2,4,O) 1
 LO BND x(2,5,O) 0
 UP BND x(2,5,O) 1
 LO BND x(2,6,O) 0
 UP BND x(2,6,O) 1
 LO BND x(2,7,O) 0
 UP BND x(2,7,O) 1
 LO BND x(2,8,O) 0
 UP BND x(2,8,O) 1
 LO BND x(2,9,O) 0
 UP BND x(2,9,O) 1
 LO BND x(2,10,O) 0
 UP BND x(2,10,O) 1
 LO BND x(2,11,O) 0
 UP BND x(2,11,O) 1
 LO BND x(3,0,O) 0
 UP BND x(3,0,O) 1
 LO BND x(3,1,O) 0
 UP BND x(3,1,O) 1
 LO BND x(3,2,O) 0
 UP BND x(3,2,O) 1
 LO BND x(3,3,O) 0
 UP BND x(3,3,O) 1
 LO BND x(3,4,O) 0
 UP BND x(3,4,O) 1
 LO BND x(3,5,O) 0
 UP BND x(3,5,O) 1
 LO BND x(3,6,O) 0
 UP BND x(3,6,O) 1
 LO BND x(3,7,O) 0
 UP BND x(3,7,O) 1
 LO BND x(3,8,O) 0
 UP BND x(3,8,O) 1
 LO BND x(3,9,O) 0
 UP BND x(3,9,O) 1
 LO BND x(3,10,O) 0
 UP BND x(3,10,O) 1
 LO BND x(3,11,O) 0
 UP BND x(3,11,O) 1
 LO BND x(4,0,O) 0
 UP BND x(4,0,O) 1
 LO BND x(4,1,O) 0
 UP BND x(4,1,O) 1
 LO BND x(4,2,O) 0
 UP BND x(4,2,O) 1
 LO BND x(4,3,O) 0
 UP BND x(4,3,O) 1
 LO BND x(4,4,O) 0
 UP BND x(4,4,O) 1
 LO BND x(4,5,O) 0
 UP BND x(4,5,O) 1
 LO BND x(4,6,O) 0
 UP BND x(4,6,O) 1
 LO BND x(4,7,O) 0
 UP BND x(4,7,O) 1
 LO BND x(4,8,O) 0
 UP BND x(4,8,O) 1
 LO BND x(4,9,O) 0
 UP BND x(4,9,O) 1
 LO BND x(4,10,O) 0
 UP BND x(4,10,O) 1
 LO BND x(4,11,O) 0
 UP BND x(4,11,O) 1
 LO BND x(5,0,O) 0
 UP BND x(5,0,O) 1
 LO BND x(5,1,O) 0
 UP BND x(5,1,O) 1
 LO BND x(5,2,O) 0
 UP BND x(5,2,O) 1
 LO BND x(5,3,O) 0
 UP BND x(5,3,O) 1
 LO BND x(5,4,O) 0
 UP BND x(5,4,O) 1
 LO BND x(5,5,O) 0
 UP BND x(5,5,O) 1
 LO BND x(5,6,O) 0
 UP BND x(5,6,O) 1
 LO BND x(5,7,O) 0
 UP BND x(5,7,O) 1
 LO BND x(5,8,O) 0
 UP BND x(5,8,O) 1
 LO BND x(5,9,O) 0
 UP BND x(5,9,O) 1
 LO BND x(5,10,O) 0
 UP BND x(5,10,O) 1
 LO BND x(5,11,O) 0
 UP BND x(5,11,O) 1
 LO BND x(6,0,O) 0
 UP BND x(6,0,O) 1
 LO BND x(6,1,O) 0
 UP BND x(6,1,O) 1
 LO BND x(6,2,O) 0
 UP BND x(6,2,O) 1
 LO BND x(6,3,O) 0
 UP BND x(6,3,O) 1
 LO BND x(6,4,O) 0
 UP BND x(6,4,O) 1
 LO BND x(6,5,O) 0
 UP BND x(6,5,O) 1
 LO BND x(6,6,O) 0
 UP BND x(6,6,O) 1
 LO BND x(6,7,O) 0
 UP BND x(6,7,O) 1
 LO BND x(6,8,O) 0
 UP BND x(6,8,O) 1
 LO BND x(6,9,O) 0
 UP BND x(6,9,O) 1
 LO BND x(6,10,O) 0
 UP BND x(6,10,O) 1
 LO BND x(6,11,O) 0
 UP BND x(6,11,O) 1
 LO BND x(7,0,O) 0
 UP BND x(7,0,O) 1
 LO BND x(7,1,O) 0
 UP BND x(7,1,O) 1
 LO BND x(7,2,O) 0
 UP BND x(7,2,O) 1
 LO BND x(7,3,O) 0
 UP BND x(7,3,O) 1
 LO BND x(7,4,O) 0
 UP BND x(7,4,O) 1
 LO BND x(7,5,O) 0
 UP BND x(7,5,O) 1
 LO BND x(7,6,O) 0
 UP BND x(7,6,O) 1
 LO BND x(7,7,O) 0
 UP BND x(7,7,O) 1
 LO BND x(7,8,O) 0
 UP BND x(7,8,O) 1
 LO BND x(7,9,O) 0
 UP BND x(7,9,O) 1
 LO BND x(7,10,O) 0
 UP BND x(7,10,O) 1
 LO BND x(7,11,O) 0
 UP BND x(7,11,O) 1
 LO BND x(8,0,O) 0
 UP BND x(8,0,O) 1
 LO BND x(8,1,O) 0
 UP BND x(8,1,O) 1
 LO BND x(8,2,O) 0
 UP BND x(8,2,O) 1
 LO BND x(8,3,O) 0
 UP BND x(8,3,O) 1
 LO BND x(8,4,O) 0
 UP BND x(8,4,O) 1
 LO BND x(8,5,O) 0
 UP BND x(8,5,O) 1
 LO BND x(8,6,O) 0
 UP BND x(8,6,O) 1
 LO BND x(8,7,O) 0
 UP BND x(8,7,O) 1
 LO BND x(8,8,O) 0
 UP BND x(8,8,O) 1
 LO BND x(8,9,O) 0
 UP BND x(8,9,O) 1
 LO BND x(8,10,O) 0
 UP BND x(8,10,O) 1
 LO BND x(8,11,O) 0
 UP BND x(8,11,O) 1
 LO BND x(9,0,O) 0
 UP BND x(9,0,O) 1
 LO BND x(9,1,O) 0
 UP BND x(9,1,O) 1
 LO BND x(9,2,O) 0
 UP BND x(9,2,O) 1
 LO BND x(9,3,O) 0
 UP BND x(9,3,O) 1
 LO BND x(9,4,O) 0
 UP BND x(9,4,O) 1
 LO BND x(9,5,O) 0
 UP BND x(9,5,O) 1
 LO BND x(9,6,O) 0
 UP BND x(9,6,O) 1
 LO BND x(9,7,O) 0
 UP BND x(9,7,O) 1
 LO BND x(9,8,O) 0
 UP BND x(9,8,O) 1
 LO BND x(9,9,O) 0
 UP BND x(9,9,O) 1
 LO BND x(9,10,O) 0
 UP BND x(9,10,O) 1
 LO BND x(9,11,O) 0
 UP BND x(9,11,O) 1
 LO BND x(10,0,O) 0
 UP BND x(10,0,O) 1
 LO BND x(10,1,O) 0
 UP BND x(10,1,O) 1
 LO BND x(10,2,O) 0
 UP BND x(10,2,O) 1
 LO BND x(10,3,O) 0
 UP BND x(10,3,O) 1
 LO BND x(10,4,O) 0
 UP BND x(10,4,O) 1
 LO BND x(10,5,O) 0
 UP BND x(10,5,O) 1
 LO BND x(10,6,O) 0
 UP BND x(10,6,O) 1
 LO BND x(10,7,O) 0
 UP BND x(10,7,O) 1
 LO BND x(10,8,O) 0
 UP BND x(10,8,O) 1
 LO BND x(10,9,O) 0
 UP BND x(10,9,O) 1
 LO BND x(10,10,O) 0
 UP BND x(10,10,O) 1
 LO BND x(10,11,O) 0
 UP BND x(10,11,O) 1
 LO BND x(11,0,O) 0
 UP BND x(11,0,O) 1
 LO BND x(11,1,O) 0
 UP BND x(11,1,O) 1
 LO BND x(11,2,O) 0
 UP BND x(11,2,O) 1
 LO BND x(11,3,O) 0
 UP BND x(11,3,O) 1
 LO BND x(11,4,O) 0
 UP BND x(11,4,O) 1
 LO BND x(11,5,O) 0
 UP BND x(11,5,O) 1
 LO BND x(11,6,O) 0
 UP BND x(11,6,O) 1
 LO BND x(11,7,O) 0
 UP BND x(11,7,O) 1
 LO BND x(11,8,O) 0
 UP BND x(11,8,O) 1
 LO BND x(11,9,O) 0
 UP BND x(11,9,O) 1
 LO BND x(11,10,O) 0
 UP BND x(11,10,O) 1
 LO BND x(11,11,O) 0
 UP BND x(11,11,O) 1
 LO BND x(0,0,I) 0
 UP BND x(0,0,I) 1
 LO BND x(0,1,I) 0
 UP BND x(0,1,I) 1
 LO BND x(0,2,I) 0
 UP BND x(0,2,I) 1
 LO BND x(0,3,I) 0
 UP BND x(0,3,I) 1
 LO BND x(0,4,I) 0
 UP BND x(0,4,I) 1
 LO BND x(0,5,I) 0
 UP BND x(0,5,I) 1
 LO BND x(0,6,I) 0
 UP BND x(0,6,I) 1
 LO BND x(0,7,I) 0
 UP BND x(0,7,I) 1
 LO BND x(0,8,I) 0
 UP BND x(0,8,I) 1
 LO BND x(0,9,I) 0
 UP BND x(0,9,I) 1
 LO BND x(0,10,I) 0
 UP BND x(0,10,I) 1
 LO BND x(0,11,I) 0
 UP BND x(0,11,I) 1
 LO BND x(1,0,I) 0
 UP BND x(1,0,I) 1
 LO BND x(1,1,I) 0
 UP BND x(1,1,I) 1
 LO BND x(1,2,I) 0
 UP BND x(1,2,I) 1
 LO BND x(1,3,I) 0
 UP BND x(1,3,I) 1
 LO BND x(1,4,I) 0
 UP BND x(1,4,I) 1
 LO BND x(1,5,I) 0
 UP BND x(1,5,I) 1
 LO BND x(1,6,I) 0
 UP BND x(1,6,I) 1
 LO BND x(1,7,I) 0
 UP BND x(1,7,I) 1
 LO BND x(1,8,I) 0
 UP BND x(1,8,I) 1
 LO BND x(1,9,I) 0
 UP BND x(1,9,I) 1
 LO BND x(1,10,I) 0
 UP BND x(1,10,I) 1
 LO BND x(1,11,I) 0
 UP BND x(1,11,I) 1
 LO BND x(2,0,I) 0
 UP BND x(2,0,I) 1
 LO BND x(2,1,I) 0
 UP BND x(2,1,I) 1
 LO BND x(2,2,I) 0
 UP BND x(2,2,I) 1
 LO BND x(2,3,I) 0
 UP BND x(2,3,I) 1
 LO BND x(2,4,I) 0
 UP BND x(2,4,I) 1
 LO BND x(2,5,I) 0
 UP BND x(2,5,I) 1
 LO BND x(2,6,I) 0
 UP BND x(2,6,I) 1
 LO BND x(2,7,I) 0
 UP BND x(2,7,I) 1
 LO BND x(2,8,I) 0
 UP BND x(2,8,I) 1
 LO BND x(2,9,I) 0
 UP BND x(2,9,I) 1
 LO BND x(2,10,I) 0
 UP BND x(2,10,I) 1
 LO BND x(2,11,I) 0
 UP BND x(2,11,I) 1
 LO BND x(3,0,I) 0
 UP BND x(3,0,I) 1
 LO BND x(3,1,I) 0
 UP BND x(3,1,I) 1
 LO BND x(3,2,I) 0
 UP BND x(3,2,I) 1
 LO BND x(3,3,I) 0
 UP BND x(3,3,I) 1
 LO BND x(3,4,I) 0
 UP BND x(3,4,I) 1
 LO BND x(3,5,I) 0
 UP BND x(3,5,I) 1
 LO BND x(3,6,I) 0
 UP BND x(3,6,I) 1
 LO BND x(3,7,I) 0
 UP BND x(3,7,I) 1
 LO BND x(3,8,I) 0
 UP BND x(3,8,I) 1
 LO BND x(3,9,I) 0
 UP BND x(3,9,I) 1
 LO BND x(3,10,I) 0
 UP BND x(3,10,I) 1
 LO BND x(3,11,I) 0
 UP BND x(3,11,I) 1
 LO BND x(4,0,I) 0
 UP BND x(4,0,I) 1
 LO BND x(4,1,I) 0
 UP BND x(4,1,I) 1
 LO BND x(4,2,I) 0
 UP BND x(4,2,I) 1
 LO BND x(4,3,I) 0
 UP BND x(4,3,I) 1
 LO BND x(4,4,I) 0
 UP BND x(4,4,I) 1
 LO BND x(4,5,I) 0
 UP BND x(4,5,I) 1
 LO BND x(4,6,I) 0
 UP BND x(4,6,I) 1
 LO BND x(4,7,I) 0
 UP BND x(4,7,I) 1
 LO BND x(4,8,I) 0
 UP BND x(4,8,I) 1
 LO BND x(4,9,I) 0
 UP BND x(4,9,I) 1
 LO BND x(4,10,I) 0
 UP BND x(4,10,I) 1
 LO BND x(4,11,I) 0
 UP BND x(4,11,I) 1
 LO BND x(5,0,I) 0
 UP BND x(5,0,I) 1
 LO BND x(5,1,I) 0
 UP BND x(5,1,I) 1
 LO BND x(5,2,I) 0
 UP BND x(5,2,I) 1
 LO BND x(5,3,I) 0
 UP BND x(5,3,I) 1
 LO BND x(5,4,I) 0
 UP BND x(5,4,I) 1
 LO BND x(5,5,I) 0
 UP BND x(5,5,I) 1
 LO BND x(5,6,I) 0
 UP BND x(5,6,I) 1
 LO BND x(5,7,I) 0
 UP BND x(5,7,I) 1
 LO BND x(5,8,I) 0
 UP BND x(5,8,I) 1
 LO BND x(5,9,I) 0
 UP BND x(5,9,I) 1
 LO BND x(5,10,I) 0
 UP BND x(5,10,I) 1
 LO BND x(5,11,I) 0
 UP BND x(5,11,I) 1
 LO BND x(6,0,I) 0
 UP BND x(6,0,I) 1
 LO BND x(6,1,I) 0
 UP BND x(6,1,I) 1
 LO BND x(6,2,I) 0
 UP BND x(6,2,I) 1
 LO BND x(6,3,I) 0
 UP BND x(6,3,I) 1
 LO BND x(6,4,I) 0
 UP BND x(6,4,I) 1
 LO BND x(6,5,I) 0
 UP BND x(6,5,I) 1
 LO BND x(6,6,I) 0
 UP BND x(6,6,I) 1
 LO BND x(6,7,I) 0
 UP BND x(6,7,I) 1
 LO BND x(6,8,I) 0
 UP BND x(6,8,I) 1
 LO BND x(6,9,I) 0
 UP BND x(6,9,I) 1
 LO BND x(6,10,I) 0
 UP BND x(6,10,I) 1
 LO BND x(6,11,I) 0
 UP BND x(6,11,I) 1
 LO BND x(7,0,I) 0
 UP BND x(7,0,I) 1
 LO BND x(7,1,I) 0
 UP BND x(7,1,I) 1
 LO BND x(7,2,I) 0
 UP BND x(7,2,I) 1
 LO BND x(7,3,I) 0
 UP BND x(7,3,I) 1
 LO BND x(7,4,I) 0
 UP BND x(7,4,I) 1
 LO BND x(7,5,I) 0
 UP BND x(7,5,I) 1
 LO BND x(7,6,I) 0
 UP BND x(7,6,I) 1
 LO BND x(7,7,I) 0
 UP BND x(7,7,I) 1
 LO BND x(7,8,I) 0
 UP BND x(7,8,I) 1
 LO BND x(7,9,I) 0
 UP BND x(7,9,I) 1
 LO BND x(7,10,I) 0
 UP BND x(7,10,I) 1
 LO BND x(7,11,I) 0
 UP BND x(7,11,I) 1
 LO BND x(8,0,I) 0
 UP BND x(8,0,I) 1
 LO BND x(8,1,I) 0
 UP BND x(8,1,I) 1
 LO BND x(8,2,I) 0
 UP BND x(8,2,I) 1
 LO BND x(8,3,I) 0
 UP BND x(8,3,I) 1
 LO BND x(8,4,I) 0
 UP BND x(8,4,I) 1
 LO BND x(8,5,I) 0
 UP BND x(8,5,I) 1
 LO BND x(8,6,I) 0
 UP BND x(8,6,I) 1
 LO BND x(8,7,I) 0
 UP BND x(8,7,I) 1
 LO BND x(8,8,I) 0
 UP BND x(8,8,I) 1
 LO BND x(8,9,I) 0
 UP BND x(8,9,I) 1
 LO BND x(8,10,I) 0
 UP BND x(8,10,I) 1
 LO BND x(8,11,I) 0
 UP BND x(8,11,I) 1
 LO BND x(9,0,I) 0
 UP BND x(9,0,I) 1
 LO BND x(9,1,I) 0
 UP BND x(9,1,I) 1
 LO BND x(9,2,I) 0
 UP BND x(9,2,I) 1
 LO BND x(9,3,I) 0
 UP BND x(9,3,I) 1
 LO BND x(9,4,I) 0
 UP BND x(9,4,I) 1
 LO BND x(9,5,I) 0
 UP BND x(9,5,I) 1
 LO BND x(9,6,I) 0
 UP BND x(9,6,I) 1
 LO BND x(9,7,I) 0
 UP BND x(9,7,I) 1
 LO BND x(9,8,I) 0
 UP BND x(9,8,I) 1
 LO BND x(9,9,I) 0
 UP BND x(9,9,I) 1
 LO BND x(9,10,I) 0
 UP BND x(9,10,I) 1
 LO BND x(9,11,I) 0
 UP BND x(9,11,I) 1
 LO BND x(10,0,I) 0
 UP BND x(10,0,I) 1
 LO BND x(10,1,I) 0
 UP BND x(10,1,I) 1
 LO BND x(10,2,I) 0
 UP BND x(10,2,I) 1
 LO BND x(10,3,I) 0
 UP BND x(10,3,I) 1
 LO BND x(10,4,I) 0
 UP BND x(10,4,I) 1
 LO BND x(10,5,I) 0
 UP BND x(10,5,I) 1
 LO BND x(10,6,I) 0
 UP BND x(10,6,I) 1
 LO BND x(10,7,I) 0
 UP BND x(10,7,I) 1
 LO BND x(10,8,I) 0
 UP BND x(10,8,I) 1
 LO BND x(10,9,I) 0
 UP BND x(10,9,I) 1
 LO BND x(10,10,I) 0
 UP BND x(10,10,I) 1
 LO BND x(10,11,I) 0
 UP BND x(10,11,I) 1
 LO BND x(11,0,I) 0
 UP BND x(11,0,I) 1
 LO BND x(11,1,I) 0
 UP BND x(11,1,I) 1
 LO BND x(11,2,I) 0
 UP BND x(11,2,I) 1
 LO BND x(11,3,I) 0
 UP BND x(11,3,I) 1
 LO BND x(11,4,I) 0
 UP BND x(11,4,I) 1
 LO BND x(11,5,I) 0
 UP BND x(11,5,I) 1
 LO BND x(11,6,I) 0
 UP BND x(11,6,I) 1
 LO BND x(11,7,I) 0
 UP BND x(11,7,I) 1
 LO BND x(11,8,I) 0
 UP BND x(11,8,I) 1
 LO BND x(11,9,I) 0
 UP BND x(11,9,I) 1
 LO BND x(11,10,I) 0
 UP BND x(11,10,I) 1
 LO BND x(11,11,I) 0
 UP BND x(11,11,I) 1
ENDATA
