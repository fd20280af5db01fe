NAME troix_lines
ROWS
 N OBJ
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
 E row_choice(0)
 E row_choice(1)
 E row_choice(2)
 E row_choice(3)
 E row_choice(4)
 E row_choice(5)
 E row_choice(6)
 E row_choice(7)
 E row_choice(8)
 E row_choice(9)
 E row_choice(10)
 E row_choice(11)
 E col_choice(0)
 E col_choice(1)
 E col_choice(2)
 E col_choice(3)
 E col_choice(4)
 E col_choice(5)
 E col_choice(6)
 E col_choice(7)
 E col_choice(8)
 E col_choice(9)
 E col_choice(10)
 E col_choice(11)
 E row_link(0,0,X)
 E row_link(0,2,X)
 E row_link(0,3,X)
 E row_link(0,4,X)
 E row_link(0,5,X)
 E row_link(0,6,X)
 E row_link(0,7,X)
 E row_link(0,10,X)
 E row_link(0,11,X)
 E row_link(1,0,X)
 E row_link(1,1,X)
 E row_link(1,3,X)
 E row_link(1,4,X)
 E row_link(1,5,X)
 E row_link(1,6,X)
 E row_link(1,9,X)
 E row_link(1,10,X)
 E row_link(1,11,X)
 E row_link(2,0,X)
 E row_link(2,2,X)
 E row_link(2,3,X)
 E row_link(2,6,X)
 E row_link(2,8,X)
 E row_link(2,9,X)
 E row_link(2,10,X)
 E row_link(2,11,X)
 E row_link(3,1,X)
 E row_link(3,2,X)
 E row_link(3,4,X)
 E row_link(3,5,X)
 E row_link(3,6,X)
 E row_link(3,7,X)
 E row_link(3,8,X)
 E row_link(3,9,X)
 E row_link(3,10,X)
 E row_link(3,11,X)
 E row_link(4,0,X)
 E row_link(4,1,X)
 E row_link(4,3,X)
 E row_link(4,4,X)
 E row_link(4,5,X)
 E row_link(4,7,X)
 E row_link(4,8,X)
 E row_link(4,9,X)
 E row_link(4,11,X)
 E row_link(5,0,X)
 E row_link(5,1,X)
 E row_link(5,3,X)
 E row_link(5,4,X)
 E row_link(5,6,X)
 E row_link(5,7,X)
 E row_link(5,8,X)
 E row_link(5,10,X)
 E row_link(5,11,X)
 E row_link(6,0,X)
 E row_link(6,1,X)
 E row_link(6,2,X)
 E row_link(6,3,X)
 E row_link(6,4,X)
 E row_link(6,5,X)
 E row_link(6,6,X)
 E row_link(6,7,X)
 E row_link(6,8,X)
 E row_link(6,9,X)
 E row_link(7,2,X)
 E row_link(7,3,X)
 E row_link(7,4,X)
 E row_link(7,5,X)
 E row_link(7,6,X)
 E row_link(7,7,X)
 E row_link(7,8,X)
 E row_link(7,9,X)
 E row_link(7,10,X)
 E row_link(7,11,X)
 E row_link(8,1,X)
 E row_link(8,2,X)
 E row_link(8,3,X)
 E row_link(8,4,X)
 E row_link(8,6,X)
 E row_link(8,7,X)
 E row_link(8,8,X)
 E row_link(8,9,X)
 E row_link(8,10,X)
 E row_link(8,11,X)
 E row_link(9,0,X)
 E row_link(9,1,X)
 E row_link(9,3,X)
 E row_link(9,4,X)
 E row_link(9,6,X)
 E row_link(9,7,X)
 E row_link(9,8,X)
 E row_link(9,9,X)
 E row_link(9,10,X)
 E row_link(9,11,X)
 E row_link(10,0,X)
 E row_link(10,2,X)
 E row_link(10,3,X)
 E row_link(10,5,X)
 E row_link(10,6,X)
 E row_link(10,8,X)
 E row_link(10,9,X)
 E row_link(10,10,X)
 E row_link(10,11,X)
 E row_link(11,0,X)
 E row_link(11,1,X)
 E row_link(11,2,X)
 E row_link(11,3,X)
 E row_link(11,5,X)
 E row_link(11,6,X)
 E row_link(11,7,X)
 E row_link(11,8,X)
 E row_link(11,9,X)
 E row_link(11,10,X)
 E row_link(11,11,X)
 E row_link(0,0,O)
 E row_link(0,1,O)
 E row_link(0,3,O)
 E row_link(0,4,O)
 E row_link(0,5,O)
 E row_link(0,6,O)
 E row_link(0,8,O)
 E row_link(0,9,O)
 E row_link(0,11,O)
 E row_link(1,0,O)
 E row_link(1,1,O)
 E row_link(1,2,O)
 E row_link(1,3,O)
 E row_link(1,4,O)
 E row_link(1,5,O)
 E row_link(1,6,O)
 E row_link(1,7,O)
 E row_link(1,8,O)
 E row_link(1,9,O)
 E row_link(1,11,O)
 E row_link(2,0,O)
 E row_link(2,1,O)
 E row_link(2,2,O)
 E row_link(2,3,O)
 E row_link(2,4,O)
 E row_link(2,5,O)
 E row_link(2,6,O)
 E row_link(2,7,O)
 E row_link(2,8,O)
 E row_link(2,9,O)
 E row_link(2,10,O)
 E row_link(2,11,O)
 E row_link(3,0,O)
 E row_link(3,1,O)
 E row_link(3,2,O)
 E row_link(3,3,O)
 E row_link(3,4,O)
 E row_link(3,5,O)
 E row_link(3,6,O)
 E row_link(3,7,O)
 E row_link(3,8,O)
 E row_link(3,9,O)
 E row_link(3,10,O)
 E row_link(3,11,O)
 E row_link(4,1,O)
 E row_link(4,2,O)
 E row_link(4,4,O)
 E row_link(4,5,O)
 E row_link(4,6,O)
 E row_link(4,7,O)
 E row_link(4,9,O)
 E row_link(4,10,O)
 E row_link(4,11,O)
 E row_link(5,0,O)
 E row_link(5,2,O)
 E row_link(5,3,O)
 E row_link(5,5,O)
 E row_link(5,6,O)
 E row_link(5,7,O)
 E row_link(5,8,O)
 E row_link(5,9,O)
 E row_link(5,11,O)
 E row_link(6,0,O)
 E row_link(6,1,O)
 E row_link(6,2,O)
 E row_link(6,3,O)
 E row_link(6,4,O)
 E row_link(6,6,O)
 E row_link(6,9,O)
 E row_link(6,10,O)
 E row_link(6,11,O)
 E row_link(7,0,O)
 E row_link(7,1,O)
 E row_link(7,3,O)
 E row_link(7,4,O)
 E row_link(7,6,O)
 E row_link(7,7,O)
 E row_link(7,8,O)
 E row_link(7,9,O)
 E row_link(7,10,O)
 E row_link(8,0,O)
 E row_link(8,1,O)
 E row_link(8,2,O)
 E row_link(8,3,O)
 E row_link(8,5,O)
 E row_link(8,6,O)
 E row_link(8,9,O)
 E row_link(8,10,O)
 E row_link(8,11,O)
 E row_link(9,0,O)
 E row_link(9,1,O)
 E row_link(9,2,O)
 E row_link(9,5,O)
 E row_link(9,6,O)
 E row_link(9,7,O)
 E row_link(9,8,O)
 E row_link(9,11,O)
 E row_link(10,0,O)
 E row_link(10,1,O)
 E row_link(10,2,O)
 E row_link(10,4,O)
 E row_link(10,5,O)
 E row_link(10,7,O)
 E row_link(10,8,O)
 E row_link(10,10,O)
 E row_link(11,0,O)
 E row_link(11,1,O)
 E row_link(11,2,O)
 E row_link(11,3,O)
 E row_link(11,4,O)
 E row_link(11,5,O)
 E row_link(11,6,O)
 E row_link(11,7,O)
 E row_link(11,8,O)
 E row_link(11,9,O)
 E row_link(11,10,O)
 E row_link(11,11,O)
 E row_link(0,0,I)
 E row_link(0,1,I)
 E row_link(0,2,I)
 E row_link(0,3,I)
 E row_link(0,4,I)
 E row_link(0,5,I)
 E row_link(0,6,I)
 E row_link(0,7,I)
 E row_link(0,8,I)
 E row_link(0,9,I)
 E row_link(0,10,I)
 E row_link(0,11,I)
 E row_link(1,1,I)
 E row_link(1,2,I)
 E row_link(1,3,I)
 E row_link(1,4,I)
 E row_link(1,6,I)
 E row_link(1,7,I)
 E row_link(1,8,I)
 E row_link(1,10,I)
 E row_link(2,1,I)
 E row_link(2,2,I)
 E row_link(2,4,I)
 E row_link(2,5,I)
 E row_link(2,6,I)
 E row_link(2,7,I)
 E row_link(2,8,I)
 E row_link(2,9,I)
 E row_link(2,10,I)
 E row_link(2,11,I)
 E row_link(3,0,I)
 E row_link(3,2,I)
 E row_link(3,3,I)
 E row_link(3,5,I)
 E row_link(3,7,I)
 E row_link(3,8,I)
 E row_link(3,9,I)
 E row_link(3,10,I)
 E row_link(4,0,I)
 E row_link(4,1,I)
 E row_link(4,2,I)
 E row_link(4,3,I)
 E row_link(4,4,I)
 E row_link(4,5,I)
 E row_link(4,6,I)
 E row_link(4,8,I)
 E row_link(4,10,I)
 E row_link(4,11,I)
 E row_link(5,0,I)
 E row_link(5,1,I)
 E row_link(5,2,I)
 E row_link(5,3,I)
 E row_link(5,4,I)
 E row_link(5,5,I)
 E row_link(5,7,I)
 E row_link(5,8,I)
 E row_link(5,9,I)
 E row_link(5,10,I)
 E row_link(5,11,I)
 E row_link(6,0,I)
 E row_link(6,1,I)
 E row_link(6,3,I)
 E row_link(6,5,I)
 E row_link(6,6,I)
 E row_link(6,7,I)
 E row_link(6,8,I)
 E row_link(6,9,I)
 E row_link(6,10,I)
 E row_link(6,11,I)
 E row_link(7,0,I)
 E row_link(7,1,I)
 E row_link(7,2,I)
 E row_link(7,3,I)
 E row_link(7,5,I)
 E row_link(7,6,I)
 E row_link(7,7,I)
 E row_link(7,8,I)
 E row_link(7,11,I)
 E row_link(8,0,I)
 E row_link(8,1,I)
 E row_link(8,2,I)
 E row_link(8,3,I)
 E row_link(8,4,I)
 E row_link(8,5,I)
 E row_link(8,7,I)
 E row_link(8,8,I)
 E row_link(8,9,I)
 E row_link(8,10,I)
 E row_link(8,11,I)
 E row_link(9,0,I)
 E row_link(9,1,I)
 E row_link(9,2,I)
 E row_link(9,3,I)
 E row_link(9,4,I)
 E row_link(9,5,I)
 E row_link(9,6,I)
 E row_link(9,8,I)
 E row_link(9,9,I)
 E row_link(9,10,I)
 E row_link(9,11,I)
 E row_link(10,0,I)
 E row_link(10,1,I)
 E row_link(10,2,I)
 E row_link(10,3,I)
 E row_link(10,4,I)
 E row_link(10,5,I)
 E row_link(10,6,I)
 E row_link(10,7,I)
 E row_link(10,9,I)
 E row_link(10,10,I)
 E row_link(10,11,I)
 E row_link(11,0,I)
 E row_link(11,1,I)
 E row_link(11,3,I)
 E row_link(11,4,I)
 E row_link(11,6,I)
 E row_link(11,7,I)
 E row_link(11,8,I)
 E row_link(11,9,I)
 E row_link(11,10,I)
 E col_link(0,0,X)
 E col_link(0,1,X)
 E col_link(0,2,X)
 E col_link(0,4,X)
 E col_link(0,5,X)
 E col_link(0,6,X)
 E col_link(0,9,X)
 E col_link(0,10,X)
 E col_link(0,11,X)
 E col_link(1,1,X)
 E col_link(1,3,X)
 E col_link(1,4,X)
 E col_link(1,5,X)
 E col_link(1,6,X)
 E col_link(1,8,X)
 E col_link(1,9,X)
 E col_link(1,11,X)
 E col_link(2,0,X)
 E col_link(2,2,X)
 E col_link(2,3,X)
 E col_link(2,6,X)
 E col_link(2,7,X)
 E col_link(2,8,X)
 E col_link(2,10,X)
 E col_link(2,11,X)
 E col_link(3,0,X)
 E col_link(3,1,X)
 E col_link(3,2,X)
 E col_link(3,4,X)
 E col_link(3,5,X)
 E col_link(3,6,X)
 E col_link(3,7,X)
 E col_link(3,8,X)
 E col_link(3,9,X)
 E col_link(3,10,X)
 E col_link(3,11,X)
 E col_link(4,0,X)
 E col_link(4,1,X)
 E col_link(4,3,X)
 E col_link(4,4,X)
 E col_link(4,5,X)
 E col_link(4,6,X)
 E col_link(4,7,X)
 E col_link(4,8,X)
 E col_link(4,9,X)
 E col_link(5,0,X)
 E col_link(5,1,X)
 E col_link(5,3,X)
 E col_link(5,4,X)
 E col_link(5,6,X)
 E col_link(5,7,X)
 E col_link(5,10,X)
 E col_link(5,11,X)
 E col_link(6,0,X)
 E col_link(6,1,X)
 E col_link(6,2,X)
 E col_link(6,3,X)
 E col_link(6,5,X)
 E col_link(6,6,X)
 E col_link(6,7,X)
 E col_link(6,8,X)
 E col_link(6,9,X)
 E col_link(6,10,X)
 E col_link(6,11,X)
 E col_link(7,0,X)
 E col_link(7,3,X)
 E col_link(7,4,X)
 E col_link(7,5,X)
 E col_link(7,6,X)
 E col_link(7,7,X)
 E col_link(7,8,X)
 E col_link(7,9,X)
 E col_link(7,11,X)
 E col_link(8,2,X)
 E col_link(8,3,X)
 E col_link(8,4,X)
 E col_link(8,5,X)
 E col_link(8,6,X)
 E col_link(8,7,X)
 E col_link(8,8,X)
 E col_link(8,9,X)
 E col_link(8,10,X)
 E col_link(8,11,X)
 E col_link(9,1,X)
 E col_link(9,2,X)
 E col_link(9,3,X)
 E col_link(9,4,X)
 E col_link(9,6,X)
 E col_link(9,7,X)
 E col_link(9,8,X)
 E col_link(9,9,X)
 E col_link(9,10,X)
 E col_link(9,11,X)
 E col_link(10,0,X)
 E col_link(10,1,X)
 E col_link(10,2,X)
 E col_link(10,3,X)
 E col_link(10,5,X)
 E col_link(10,7,X)
 E col_link(10,8,X)
 E col_link(10,9,X)
 E col_link(10,10,X)
 E col_link(10,11,X)
 E col_link(11,0,X)
 E col_link(11,1,X)
 E col_link(11,2,X)
 E col_link(11,3,X)
 E col_link(11,4,X)
 E col_link(11,5,X)
 E col_link(11,7,X)
 E col_link(11,8,X)
 E col_link(11,9,X)
 E col_link(11,10,X)
 E col_link(11,11,X)
 E col_link(0,0,O)
 E col_link(0,1,O)
 E col_link(0,2,O)
 E col_link(0,3,O)
 E col_link(0,5,O)
 E col_link(0,6,O)
 E col_link(0,7,O)
 E col_link(0,8,O)
 E col_link(0,9,O)
 E col_link(0,10,O)
 E col_link(0,11,O)
 E col_link(1,0,O)
 E col_link(1,1,O)
 E col_link(1,2,O)
 E col_link(1,3,O)
 E col_link(1,4,O)
 E col_link(1,6,O)
 E col_link(1,7,O)
 E col_link(1,8,O)
 E col_link(1,9,O)
 E col_link(1,10,O)
 E col_link(1,11,O)
 E col_link(2,1,O)
 E col_link(2,2,O)
 E col_link(2,3,O)
 E col_link(2,4,O)
 E col_link(2,5,O)
 E col_link(2,6,O)
 E col_link(2,8,O)
 E col_link(2,9,O)
 E col_link(2,10,O)
 E col_link(2,11,O)
 E col_link(3,0,O)
 E col_link(3,1,O)
 E col_link(3,2,O)
 E col_link(3,3,O)
 E col_link(3,5,O)
 E col_link(3,6,O)
 E col_link(3,7,O)
 E col_link(3,8,O)
 E col_link(3,11,O)
 E col_link(4,0,O)
 E col_link(4,1,O)
 E col_link(4,2,O)
 E col_link(4,3,O)
 E col_link(4,4,O)
 E col_link(4,6,O)
 E col_link(4,7,O)
 E col_link(4,10,O)
 E col_link(4,11,O)
 E col_link(5,0,O)
 E col_link(5,1,O)
 E col_link(5,2,O)
 E col_link(5,3,O)
 E col_link(5,4,O)
 E col_link(5,5,O)
 E col_link(5,8,O)
 E col_link(5,9,O)
 E col_link(5,10,O)
 E col_link(5,11,O)
 E col_link(6,0,O)
 E col_link(6,1,O)
 E col_link(6,2,O)
 E col_link(6,3,O)
 E col_link(6,4,O)
 E col_link(6,5,O)
 E col_link(6,6,O)
 E col_link(6,7,O)
 E col_link(6,8,O)
 E col_link(6,9,O)
 E col_link(6,11,O)
 E col_link(7,1,O)
 E col_link(7,2,O)
 E col_link(7,3,O)
 E col_link(7,4,O)
 E col_link(7,5,O)
 E col_link(7,7,O)
 E col_link(7,9,O)
 E col_link(7,10,O)
 E col_link(7,11,O)
 E col_link(8,0,O)
 E col_link(8,1,O)
 E col_link(8,2,O)
 E col_link(8,3,O)
 E col_link(8,5,O)
 E col_link(8,7,O)
 E col_link(8,9,O)
 E col_link(8,10,O)
 E col_link(8,11,O)
 E col_link(9,0,O)
 E col_link(9,1,O)
 E col_link(9,2,O)
 E col_link(9,3,O)
 E col_link(9,4,O)
 E col_link(9,5,O)
 E col_link(9,6,O)
 E col_link(9,7,O)
 E col_link(9,8,O)
 E col_link(9,11,O)
 E col_link(10,2,O)
 E col_link(10,3,O)
 E col_link(10,4,O)
 E col_link(10,6,O)
 E col_link(10,7,O)
 E col_link(10,8,O)
 E col_link(10,10,O)
 E col_link(10,11,O)
 E col_link(11,0,O)
 E col_link(11,1,O)
 E col_link(11,2,O)
 E col_link(11,3,O)
 E col_link(11,4,O)
 E col_link(11,5,O)
 E col_link(11,6,O)
 E col_link(11,8,O)
 E col_link(11,9,O)
 E col_link(11,11,O)
 E col_link(0,0,I)
 E col_link(0,3,I)
 E col_link(0,4,I)
 E col_link(0,5,I)
 E col_link(0,6,I)
 E col_link(0,7,I)
 E col_link(0,8,I)
 E col_link(0,9,I)
 E col_link(0,10,I)
 E col_link(0,11,I)
 E col_link(1,0,I)
 E col_link(1,1,I)
 E col_link(1,2,I)
 E col_link(1,4,I)
 E col_link(1,5,I)
 E col_link(1,6,I)
 E col_link(1,7,I)
 E col_link(1,8,I)
 E col_link(1,9,I)
 E col_link(1,10,I)
 E col_link(1,11,I)
 E col_link(2,0,I)
 E col_link(2,1,I)
 E col_link(2,2,I)
 E col_link(2,3,I)
 E col_link(2,4,I)
 E col_link(2,5,I)
 E col_link(2,7,I)
 E col_link(2,8,I)
 E col_link(2,9,I)
 E col_link(2,10,I)
 E col_link(3,0,I)
 E col_link(3,1,I)
 E col_link(3,3,I)
 E col_link(3,4,I)
 E col_link(3,5,I)
 E col_link(3,6,I)
 E col_link(3,7,I)
 E col_link(3,8,I)
 E col_link(3,9,I)
 E col_link(3,10,I)
 E col_link(3,11,I)
 E col_link(4,0,I)
 E col_link(4,1,I)
 E col_link(4,2,I)
 E col_link(4,4,I)
 E col_link(4,5,I)
 E col_link(4,8,I)
 E col_link(4,9,I)
 E col_link(4,10,I)
 E col_link(4,11,I)
 E col_link(5,0,I)
 E col_link(5,2,I)
 E col_link(5,3,I)
 E col_link(5,4,I)
 E col_link(5,5,I)
 E col_link(5,6,I)
 E col_link(5,7,I)
 E col_link(5,8,I)
 E col_link(5,9,I)
 E col_link(5,10,I)
 E col_link(6,0,I)
 E col_link(6,1,I)
 E col_link(6,2,I)
 E col_link(6,4,I)
 E col_link(6,6,I)
 E col_link(6,7,I)
 E col_link(6,9,I)
 E col_link(6,10,I)
 E col_link(6,11,I)
 E col_link(7,0,I)
 E col_link(7,1,I)
 E col_link(7,2,I)
 E col_link(7,3,I)
 E col_link(7,5,I)
 E col_link(7,6,I)
 E col_link(7,7,I)
 E col_link(7,8,I)
 E col_link(7,10,I)
 E col_link(7,11,I)
 E col_link(8,0,I)
 E col_link(8,1,I)
 E col_link(8,2,I)
 E col_link(8,3,I)
 E col_link(8,4,I)
 E col_link(8,5,I)
 E col_link(8,6,I)
 E col_link(8,7,I)
 E col_link(8,8,I)
 E col_link(8,9,I)
 E col_link(8,11,I)
 E col_link(9,0,I)
 E col_link(9,2,I)
 E col_link(9,3,I)
 E col_link(9,5,I)
 E col_link(9,6,I)
 E col_link(9,8,I)
 E col_link(9,9,I)
 E col_link(9,10,I)
 E col_link(9,11,I)
 E col_link(10,0,I)
 E col_link(10,1,I)
 E col_link(10,2,I)
 E col_link(10,3,I)
 E col_link(10,4,I)
 E col_link(10,5,I)
 E col_link(10,6,I)
 E col_link(10,8,I)
 E col_link(10,9,I)
 E col_link(10,10,I)
 E col_link(10,11,I)
 E col_link(11,0,I)
 E col_link(11,2,I)
 E col_link(11,4,I)
 E col_link(11,5,I)
 E col_link(11,6,I)
 E col_link(11,7,I)
 E col_link(11,8,I)
 E col_link(11,9,I)
 E col_link(11,10,I)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,X) row_link(0,0,X) 1
    x(0,0,X) col_link(0,0,X) 1
    x(0,1,X) given(0,1) 1
    x(0,2,X) row_link(0,2,X) 1
    x(0,2,X) col_link(2,0,X) 1
    x(0,3,X) row_link(0,3,X) 1
    x(0,3,X) col_link(3,0,X) 1
    x(0,4,X) row_link(0,4,X) 1
    x(0,4,X) col_link(4,0,X) 1
    x(0,5,X) row_link(0,5,X) 1
    x(0,5,X) col_link(5,0,X) 1
    x(0,6,X) row_link(0,6,X) 1
    x(0,6,X) col_link(6,0,X) 1
    x(0,7,X) row_link(0,7,X) 1
    x(0,7,X) col_link(7,0,X) 1
    x(0,8,X) given(0,8) 1
    x(0,9,X) given(0,9) 1
    x(0,10,X) row_link(0,10,X) 1
    x(0,10,X) col_link(10,0,X) 1
    x(0,11,X) row_link(0,11,X) 1
    x(0,11,X) col_link(11,0,X) 1
    x(1,0,X) row_link(1,0,X) 1
    x(1,0,X) col_link(0,1,X) 1
    x(1,1,X) row_link(1,1,X) 1
    x(1,1,X) col_link(1,1,X) 1
    x(1,2,X) given(1,2) 1
    x(1,3,X) row_link(1,3,X) 1
    x(1,3,X) col_link(3,1,X) 1
    x(1,4,X) row_link(1,4,X) 1
    x(1,4,X) col_link(4,1,X) 1
    x(1,5,X) row_link(1,5,X) 1
    x(1,5,X) col_link(5,1,X) 1
    x(1,6,X) row_link(1,6,X) 1
    x(1,6,X) col_link(6,1,X) 1
    x(1,7,X) given(1,7) 1
    x(1,8,X) given(1,8) 1
    x(1,9,X) row_link(1,9,X) 1
    x(1,9,X) col_link(9,1,X) 1
    x(1,10,X) row_link(1,10,X) 1
    x(1,10,X) col_link(10,1,X) 1
    x(1,11,X) row_link(1,11,X) 1
    x(1,11,X) col_link(11,1,X) 1
    x(2,0,X) row_link(2,0,X) 1
    x(2,0,X) col_link(0,2,X) 1
    x(2,1,X) given(2,1) 1
    x(2,2,X) row_link(2,2,X) 1
    x(2,2,X) col_link(2,2,X) 1
    x(2,3,X) row_link(2,3,X) 1
    x(2,3,X) col_link(3,2,X) 1
    x(2,4,X) given(2,4) 1
    x(2,5,X) given(2,5) 1
    x(2,6,X) row_link(2,6,X) 1
    x(2,6,X) col_link(6,2,X) 1
    x(2,7,X) given(2,7) 1
    x(2,8,X) row_link(2,8,X) 1
    x(2,8,X) col_link(8,2,X) 1
    x(2,9,X) row_link(2,9,X) 1
    x(2,9,X) col_link(9,2,X) 1
    x(2,10,X) row_link(2,10,X) 1
    x(2,10,X) col_link(10,2,X) 1
    x(2,11,X) row_link(2,11,X) 1
    x(2,11,X) col_link(11,2,X) 1
    x(3,0,X) given(3,0) 1
    x(3,1,X) row_link(3,1,X) 1
    x(3,1,X) col_link(1,3,X) 1
    x(3,2,X) row_link(3,2,X) 1
    x(3,2,X) col_link(2,3,X) 1
    x(3,3,X) given(3,3) 1
    x(3,4,X) row_link(3,4,X) 1
    x(3,4,X) col_link(4,3,X) 1
    x(3,5,X) row_link(3,5,X) 1
    x(3,5,X) col_link(5,3,X) 1
    x(3,6,X) row_link(3,6,X) 1
    x(3,6,X) col_link(6,3,X) 1
    x(3,7,X) row_link(3,7,X) 1
    x(3,7,X) col_link(7,3,X) 1
    x(3,8,X) row_link(3,8,X) 1
    x(3,8,X) col_link(8,3,X) 1
    x(3,9,X) row_link(3,9,X) 1
    x(3,9,X) col_link(9,3,X) 1
    x(3,10,X) row_link(3,10,X) 1
    x(3,10,X) col_link(10,3,X) 1
    x(3,11,X) row_link(3,11,X) 1
    x(3,11,X) col_link(11,3,X) 1
    x(4,0,X) row_link(4,0,X) 1
    x(4,0,X) col_link(0,4,X) 1
    x(4,1,X) row_link(4,1,X) 1
    x(4,1,X) col_link(1,4,X) 1
    x(4,2,X) given(4,2) 1
    x(4,3,X) row_link(4,3,X) 1
    x(4,3,X) col_link(3,4,X) 1
    x(4,4,X) row_link(4,4,X) 1
    x(4,4,X) col_link(4,4,X) 1
    x(4,5,X) row_link(4,5,X) 1
    x(4,5,X) col_link(5,4,X) 1
    x(4,6,X) given(4,6) 1
    x(4,7,X) row_link(4,7,X) 1
    x(4,7,X) col_link(7,4,X) 1
    x(4,8,X) row_link(4,8,X) 1
    x(4,8,X) col_link(8,4,X) 1
    x(4,9,X) row_link(4,9,X) 1
    x(4,9,X) col_link(9,4,X) 1
    x(4,10,X) given(4,10) 1
    x(4,11,X) row_link(4,11,X) 1
    x(4,11,X) col_link(11,4,X) 1
    x(5,0,X) row_link(5,0,X) 1
    x(5,0,X) col_link(0,5,X) 1
    x(5,1,X) row_link(5,1,X) 1
    x(5,1,X) col_link(1,5,X) 1
    x(5,2,X) given(5,2) 1
    x(5,3,X) row_link(5,3,X) 1
    x(5,3,X) col_link(3,5,X) 1
    x(5,4,X) row_link(5,4,X) 1
    x(5,4,X) col_link(4,5,X) 1
    x(5,5,X) given(5,5) 1
    x(5,6,X) row_link(5,6,X) 1
    x(5,6,X) col_link(6,5,X) 1
    x(5,7,X) row_link(5,7,X) 1
    x(5,7,X) col_link(7,5,X) 1
    x(5,8,X) row_link(5,8,X) 1
    x(5,8,X) col_link(8,5,X) 1
    x(5,9,X) given(5,9) 1
    x(5,10,X) row_link(5,10,X) 1
    x(5,10,X) col_link(10,5,X) 1
    x(5,11,X) row_link(5,11,X) 1
    x(5,11,X) col_link(11,5,X) 1
    x(6,0,X) row_link(6,0,X) 1
    x(6,0,X) col_link(0,6,X) 1
    x(6,1,X) row_link(6,1,X) 1
    x(6,1,X) col_link(1,6,X) 1
    x(6,2,X) row_link(6,2,X) 1
    x(6,2,X) col_link(2,6,X) 1
    x(6,3,X) row_link(6,3,X) 1
    x(6,3,X) col_link(3,6,X) 1
    x(6,4,X) row_link(6,4,X) 1
    x(6,4,X) col_link(4,6,X) 1
    x(6,5,X) row_link(6,5,X) 1
    x(6,5,X) col_link(5,6,X) 1
    x(6,6,X) row_link(6,6,X) 1
    x(6,6,X) col_link(6,6,X) 1
    x(6,7,X) row_link(6,7,X) 1
    x(6,7,X) col_link(7,6,X) 1
    x(6,8,X) row_link(6,8,X) 1
    x(6,8,X) col_link(8,6,X) 1
    x(6,9,X) row_link(6,9,X) 1
    x(6,9,X) col_link(9,6,X) 1
    x(6,10,X) given(6,10) 1
    x(6,11,X) given(6,11) 1
    x(7,0,X) given(7,0) 1
    x(7,1,X) given(7,1) 1
    x(7,2,X) row_link(7,2,X) 1
    x(7,2,X) col_link(2,7,X) 1
    x(7,3,X) row_link(7,3,X) 1
    x(7,3,X) col_link(3,7,X) 1
    x(7,4,X) row_link(7,4,X) 1
    x(7,4,X) col_link(4,7,X) 1
    x(7,5,X) row_link(7,5,X) 1
    x(7,5,X) col_link(5,7,X) 1
    x(7,6,X) row_link(7,6,X) 1
    x(7,6,X) col_link(6,7,X) 1
    x(7,7,X) row_link(7,7,X) 1
    x(7,7,X) col_link(7,7,X) 1
    x(7,8,X) row_link(7,8,X) 1
    x(7,8,X) col_link(8,7,X) 1
    x(7,9,X) row_link(7,9,X) 1
    x(7,9,X) col_link(9,7,X) 1
    x(7,10,X) row_link(7,10,X) 1
    x(7,10,X) col_link(10,7,X) 1
    x(7,11,X) row_link(7,11,X) 1
    x(7,11,X) col_link(11,7,X) 1
    x(8,0,X) given(8,0) 1
    x(8,1,X) row_link(8,1,X) 1
    x(8,1,X) col_link(1,8,X) 1
    x(8,2,X) row_link(8,2,X) 1
    x(8,2,X) col_link(2,8,X) 1
    x(8,3,X) row_link(8,3,X) 1
    x(8,3,X) col_link(3,8,X) 1
    x(8,4,X) row_link(8,4,X) 1
    x(8,4,X) col_link(4,8,X) 1
    x(8,5,X) given(8,5) 1
    x(8,6,X) row_link(8,6,X) 1
    x(8,6,X) col_link(6,8,X) 1
    x(8,7,X) row_link(8,7,X) 1
    x(8,7,X) col_link(7,8,X) 1
    x(8,8,X) row_link(8,8,X) 1
    x(8,8,X) col_link(8,8,X) 1
    x(8,9,X) row_link(8,9,X) 1
    x(8,9,X) col_link(9,8,X) 1
    x(8,10,X) row_link(8,10,X) 1
    x(8,10,X) col_link(10,8,X) 1
    x(8,11,X) row_link(8,11,X) 1
    x(8,11,X) col_link(11,8,X) 1
    x(9,0,X) row_link(9,0,X) 1
    x(9,0,X) col_link(0,9,X) 1
    x(9,1,X) row_link(9,1,X) 1
    x(9,1,X) col_link(1,9,X) 1
    x(9,2,X) given(9,2) 1
    x(9,3,X) row_link(9,3,X) 1
    x(9,3,X) col_link(3,9,X) 1
    x(9,4,X) row_link(9,4,X) 1
    x(9,4,X) col_link(4,9,X) 1
    x(9,5,X) given(9,5) 1
    x(9,6,X) row_link(9,6,X) 1
    x(9,6,X) col_link(6,9,X) 1
    x(9,7,X) row_link(9,7,X) 1
    x(9,7,X) col_link(7,9,X) 1
    x(9,8,X) row_link(9,8,X) 1
    x(9,8,X) col_link(8,9,X) 1
    x(9,9,X) row_link(9,9,X) 1
    x(9,9,X) col_link(9,9,X) 1
    x(9,10,X) row_link(9,10,X) 1
    x(9,10,X) col_link(10,9,X) 1
    x(9,11,X) row_link(9,11,X) 1
    x(9,11,X) col_link(11,9,X) 1
    x(10,0,X) row_link(10,0,X) 1
    x(10,0,X) col_link(0,10,X) 1
    x(10,1,X) given(10,1) 1
    x(10,2,X) row_link(10,2,X) 1
    x(10,2,X) col_link(2,10,X) 1
    x(10,3,X) row_link(10,3,X) 1
    x(10,3,X) col_link(3,10,X) 1
    x(10,4,X) given(10,4) 1
    x(10,5,X) row_link(10,5,X) 1
    x(10,5,X) col_link(5,10,X) 1
    x(10,6,X) row_link(10,6,X) 1
    x(10,6,X) col_link(6,10,X) 1
    x(10,7,X) given(10,7) 1
    x(10,8,X) row_link(10,8,X) 1
    x(10,8,X) col_link(8,10,X) 1
    x(10,9,X) row_link(10,9,X) 1
    x(10,9,X) col_link(9,10,X) 1
    x(10,10,X) row_link(10,10,X) 1
    x(10,10,X) col_link(10,10,X) 1
    x(10,11,X) row_link(10,11,X) 1
    x(10,11,X) col_link(11,10,X) 1
    x(11,0,X) row_link(11,0,X) 1
    x(11,0,X) col_link(0,11,X) 1
    x(11,1,X) row_link(11,1,X) 1
    x(11,1,X) col_link(1,11,X) 1
    x(11,2,X) row_link(11,2,X) 1
    x(11,2,X) col_link(2,11,X) 1
    x(11,3,X) row_link(11,3,X) 1
    x(11,3,X) col_link(3,11,X) 1
    x(11,4,X) given(11,4) 1
    x(11,5,X) row_link(11,5,X) 1
    x(11,5,X) col_link(5,11,X) 1
    x(11,6,X) row_link(11,6,X) 1
    x(11,6,X) col_link(6,11,X) 1
    x(11,7,X) row_link(11,7,X) 1
    x(11,7,X) col_link(7,11,X) 1
    x(11,8,X) row_link(11,8,X) 1
    x(11,8,X) col_link(8,11,X) 1
    x(11,9,X) row_link(11,9,X) 1
    x(11,9,X) col_link(9,11,X) 1
    x(11,10,X) row_link(11,10,X) 1
    x(11,10,X) col_link(10,11,X) 1
    x(11,11,X) row_link(11,11,X) 1
    x(11,11,X) col_link(11,11,X) 1
    x(0,0,O) row_link(0,0,O) 1
    x(0,0,O) col_link(0,0,O) 1
    x(0,1,O) row_link(0,1,O) 1
    x(0,1,O) col_link(1,0,O) 1
    x(0,2,O) given(0,2) 1
    x(0,3,O) row_link(0,3,O) 1
    x(0,3,O) col_link(3,0,O) 1
    x(0,4,O) row_link(0,4,O) 1
    x(0,4,O) col_link(4,0,O) 1
    x(0,5,O) row_link(0,5,O) 1
    x(0,5,O) col_link(5,0,O) 1
    x(0,6,O) row_link(0,6,O) 1
    x(0,6,O) col_link(6,0,O) 1
    x(0,7,O) given(0,7) 1
    x(0,8,O) row_link(0,8,O) 1
    x(0,8,O) col_link(8,0,O) 1
    x(0,9,O) row_link(0,9,O) 1
    x(0,9,O) col_link(9,0,O) 1
    x(0,10,O) given(0,10) 1
    x(0,11,O) row_link(0,11,O) 1
    x(0,11,O) col_link(11,0,O) 1
    x(1,0,O) row_link(1,0,O) 1
    x(1,0,O) col_link(0,1,O) 1
    x(1,1,O) row_link(1,1,O) 1
    x(1,1,O) col_link(1,1,O) 1
    x(1,2,O) row_link(1,2,O) 1
    x(1,2,O) col_link(2,1,O) 1
    x(1,3,O) row_link(1,3,O) 1
    x(1,3,O) col_link(3,1,O) 1
    x(1,4,O) row_link(1,4,O) 1
    x(1,4,O) col_link(4,1,O) 1
    x(1,5,O) row_link(1,5,O) 1
    x(1,5,O) col_link(5,1,O) 1
    x(1,6,O) row_link(1,6,O) 1
    x(1,6,O) col_link(6,1,O) 1
    x(1,7,O) row_link(1,7,O) 1
    x(1,7,O) col_link(7,1,O) 1
    x(1,8,O) row_link(1,8,O) 1
    x(1,8,O) col_link(8,1,O) 1
    x(1,9,O) row_link(1,9,O) 1
    x(1,9,O) col_link(9,1,O) 1
    x(1,10,O) given(1,10) 1
    x(1,11,O) row_link(1,11,O) 1
    x(1,11,O) col_link(11,1,O) 1
    x(2,0,O) row_link(2,0,O) 1
    x(2,0,O) col_link(0,2,O) 1
    x(2,1,O) row_link(2,1,O) 1
    x(2,1,O) col_link(1,2,O) 1
    x(2,2,O) row_link(2,2,O) 1
    x(2,2,O) col_link(2,2,O) 1
    x(2,3,O) row_link(2,3,O) 1
    x(2,3,O) col_link(3,2,O) 1
    x(2,4,O) row_link(2,4,O) 1
    x(2,4,O) col_link(4,2,O) 1
    x(2,5,O) row_link(2,5,O) 1
    x(2,5,O) col_link(5,2,O) 1
    x(2,6,O) row_link(2,6,O) 1
    x(2,6,O) col_link(6,2,O) 1
    x(2,7,O) row_link(2,7,O) 1
    x(2,7,O) col_link(7,2,O) 1
    x(2,8,O) row_link(2,8,O) 1
    x(2,8,O) col_link(8,2,O) 1
    x(2,9,O) row_link(2,9,O) 1
    x(2,9,O) col_link(9,2,O) 1
    x(2,10,O) row_link(2,10,O) 1
    x(2,10,O) col_link(10,2,O) 1
    x(2,11,O) row_link(2,11,O) 1
    x(2,11,O) col_link(11,2,O) 1
    x(3,0,O) row_link(3,0,O) 1
    x(3,0,O) col_link(0,3,O) 1
    x(3,1,O) row_link(3,1,O) 1
    x(3,1,O) col_link(1,3,O) 1
    x(3,2,O) row_link(3,2,O) 1
    x(3,2,O) col_link(2,3,O) 1
    x(3,3,O) row_link(3,3,O) 1
    x(3,3,O) col_link(3,3,O) 1
    x(3,4,O) row_link(3,4,O) 1
    x(3,4,O) col_link(4,3,O) 1
    x(3,5,O) row_link(3,5,O) 1
    x(3,5,O) col_link(5,3,O) 1
    x(3,6,O) row_link(3,6,O) 1
    x(3,6,O) col_link(6,3,O) 1
    x(3,7,O) row_link(3,7,O) 1
    x(3,7,O) col_link(7,3,O) 1
    x(3,8,O) row_link(3,8,O) 1
    x(3,8,O) col_link(8,3,O) 1
    x(3,9,O) row_link(3,9,O) 1
    x(3,9,O) col_link(9,3,O) 1
    x(3,10,O) row_link(3,10,O) 1
    x(3,10,O) col_link(10,3,O) 1
    x(3,11,O) row_link(3,11,O) 1
    x(3,11,O) col_link(11,3,O) 1
    x(4,0,O) given(4,0) 1
    x(4,1,O) row_link(4,1,O) 1
    x(4,1,O) col_link(1,4,O) 1
    x(4,2,O) row_link(4,2,O) 1
    x(4,2,O) col_link(2,4,O) 1
    x(4,3,O) given(4,3) 1
    x(4,4,O) row_link(4,4,O) 1
    x(4,4,O) col_link(4,4,O) 1
    x(4,5,O) row_link(4,5,O) 1
    x(4,5,O) col_link(5,4,O) 1
    x(4,6,O) row_link(4,6,O) 1
    x(4,6,O) col_link(6,4,O) 1
    x(4,7,O) row_link(4,7,O) 1
    x(4,7,O) col_link(7,4,O) 1
    x(4,8,O) given(4,8) 1
    x(4,9,O) row_link(4,9,O) 1
    x(4,9,O) col_link(9,4,O) 1
    x(4,10,O) row_link(4,10,O) 1
    x(4,10,O) col_link(10,4,O) 1
    x(4,11,O) row_link(4,11,O) 1
    x(4,11,O) col_link(11,4,O) 1
    x(5,0,O) row_link(5,0,O) 1
    x(5,0,O) col_link(0,5,O) 1
    x(5,1,O) given(5,1) 1
    x(5,2,O) row_link(5,2,O) 1
    x(5,2,O) col_link(2,5,O) 1
    x(5,3,O) row_link(5,3,O) 1
    x(5,3,O) col_link(3,5,O) 1
    x(5,4,O) given(5,4) 1
    x(5,5,O) row_link(5,5,O) 1
    x(5,5,O) col_link(5,5,O) 1
    x(5,6,O) row_link(5,6,O) 1
    x(5,6,O) col_link(6,5,O) 1
    x(5,7,O) row_link(5,7,O) 1
    x(5,7,O) col_link(7,5,O) 1
    x(5,8,O) row_link(5,8,O) 1
    x(5,8,O) col_link(8,5,O) 1
    x(5,9,O) row_link(5,9,O) 1
    x(5,9,O) col_link(9,5,O) 1
    x(5,10,O) given(5,10) 1
    x(5,11,O) row_link(5,11,O) 1
    x(5,11,O) col_link(11,5,O) 1
    x(6,0,O) row_link(6,0,O) 1
    x(6,0,O) col_link(0,6,O) 1
    x(6,1,O) row_link(6,1,O) 1
    x(6,1,O) col_link(1,6,O) 1
    x(6,2,O) row_link(6,2,O) 1
    x(6,2,O) col_link(2,6,O) 1
    x(6,3,O) row_link(6,3,O) 1
    x(6,3,O) col_link(3,6,O) 1
    x(6,4,O) row_link(6,4,O) 1
    x(6,4,O) col_link(4,6,O) 1
    x(6,5,O) given(6,5) 1
    x(6,6,O) row_link(6,6,O) 1
    x(6,6,O) col_link(6,6,O) 1
    x(6,7,O) given(6,7) 1
    x(6,8,O) given(6,8) 1
    x(6,9,O) row_link(6,9,O) 1
    x(6,9,O) col_link(9,6,O) 1
    x(6,10,O) row_link(6,10,O) 1
    x(6,10,O) col_link(10,6,O) 1
    x(6,11,O) row_link(6,11,O) 1
    x(6,11,O) col_link(11,6,O) 1
    x(7,0,O) row_link(7,0,O) 1
    x(7,0,O) col_link(0,7,O) 1
    x(7,1,O) row_link(7,1,O) 1
    x(7,1,O) col_link(1,7,O) 1
    x(7,2,O) given(7,2) 1
    x(7,3,O) row_link(7,3,O) 1
    x(7,3,O) col_link(3,7,O) 1
    x(7,4,O) row_link(7,4,O) 1
    x(7,4,O) col_link(4,7,O) 1
    x(7,5,O) given(7,5) 1
    x(7,6,O) row_link(7,6,O) 1
    x(7,6,O) col_link(6,7,O) 1
    x(7,7,O) row_link(7,7,O) 1
    x(7,7,O) col_link(7,7,O) 1
    x(7,8,O) row_link(7,8,O) 1
    x(7,8,O) col_link(8,7,O) 1
    x(7,9,O) row_link(7,9,O) 1
    x(7,9,O) col_link(9,7,O) 1
    x(7,10,O) row_link(7,10,O) 1
    x(7,10,O) col_link(10,7,O) 1
    x(7,11,O) given(7,11) 1
    x(8,0,O) row_link(8,0,O) 1
    x(8,0,O) col_link(0,8,O) 1
    x(8,1,O) row_link(8,1,O) 1
    x(8,1,O) col_link(1,8,O) 1
    x(8,2,O) row_link(8,2,O) 1
    x(8,2,O) col_link(2,8,O) 1
    x(8,3,O) row_link(8,3,O) 1
    x(8,3,O) col_link(3,8,O) 1
    x(8,4,O) given(8,4) 1
    x(8,5,O) row_link(8,5,O) 1
    x(8,5,O) col_link(5,8,O) 1
    x(8,6,O) row_link(8,6,O) 1
    x(8,6,O) col_link(6,8,O) 1
    x(8,7,O) given(8,7) 1
    x(8,8,O) given(8,8) 1
    x(8,9,O) row_link(8,9,O) 1
    x(8,9,O) col_link(9,8,O) 1
    x(8,10,O) row_link(8,10,O) 1
    x(8,10,O) col_link(10,8,O) 1
    x(8,11,O) row_link(8,11,O) 1
    x(8,11,O) col_link(11,8,O) 1
    x(9,0,O) row_link(9,0,O) 1
    x(9,0,O) col_link(0,9,O) 1
    x(9,1,O) row_link(9,1,O) 1
    x(9,1,O) col_link(1,9,O) 1
    x(9,2,O) row_link(9,2,O) 1
    x(9,2,O) col_link(2,9,O) 1
    x(9,3,O) given(9,3) 1
    x(9,4,O) given(9,4) 1
    x(9,5,O) row_link(9,5,O) 1
    x(9,5,O) col_link(5,9,O) 1
    x(9,6,O) row_link(9,6,O) 1
    x(9,6,O) col_link(6,9,O) 1
    x(9,7,O) row_link(9,7,O) 1
    x(9,7,O) col_link(7,9,O) 1
    x(9,8,O) row_link(9,8,O) 1
    x(9,8,O) col_link(8,9,O) 1
    x(9,9,O) given(9,9) 1
    x(9,10,O) given(9,10) 1
    x(9,11,O) row_link(9,11,O) 1
    x(9,11,O) col_link(11,9,O) 1
    x(10,0,O) row_link(10,0,O) 1
    x(10,0,O) col_link(0,10,O) 1
    x(10,1,O) row_link(10,1,O) 1
    x(10,1,O) col_link(1,10,O) 1
    x(10,2,O) row_link(10,2,O) 1
    x(10,2,O) col_link(2,10,O) 1
    x(10,3,O) given(10,3) 1
    x(10,4,O) row_link(10,4,O) 1
    x(10,4,O) col_link(4,10,O) 1
    x(10,5,O) row_link(10,5,O) 1
    x(10,5,O) col_link(5,10,O) 1
    x(10,6,O) given(10,6) 1
    x(10,7,O) row_link(10,7,O) 1
    x(10,7,O) col_link(7,10,O) 1
    x(10,8,O) row_link(10,8,O) 1
    x(10,8,O) col_link(8,10,O) 1
    x(10,9,O) given(10,9) 1
    x(10,10,O) row_link(10,10,O) 1
    x(10,10,O) col_link(10,10,O) 1
    x(10,11,O) given(10,11) 1
    x(11,0,O) row_link(11,0,O) 1
    x(11,0,O) col_link(0,11,O) 1
    x(11,1,O) row_link(11,1,O) 1
    x(11,1,O) col_link(1,11,O) 1
    x(11,2,O) row_link(11,2,O) 1
    x(11,2,O) col_link(2,11,O) 1
    x(11,3,O) row_link(11,3,O) 1
    x(11,3,O) col_link(3,11,O) 1
    x(11,4,O) row_link(11,4,O) 1
    x(11,4,O) col_link(4,11,O) 1
    x(11,5,O) row_link(11,5,O) 1
    x(11,5,O) col_link(5,11,O) 1
    x(11,6,O) row_link(11,6,O) 1
    x(11,6,O) col_link(6,11,O) 1
    x(11,7,O) row_link(11,7,O) 1
    x(11,7,O) col_link(7,11,O) 1
    x(11,8,O) row_link(11,8,O) 1
    x(11,8,O) col_link(8,11,O) 1
    x(11,9,O) row_link(11,9,O) 1
    x(11,9,O) col_link(9,11,O) 1
    x(11,10,O) row_link(11,10,O) 1
    x(11,10,O) col_link(10,11,O) 1
    x(11,11,O) row_link(11,11,O) 1
    x(11,11,O) col_link(11,11,O) 1
    x(0,0,I) row_link(0,0,I) 1
    x(0,0,I) col_link(0,0,I) 1
    x(0,1,I) row_link(0,1,I) 1
    x(0,1,I) col_link(1,0,I) 1
    x(0,2,I) row_link(0,2,I) 1
    x(0,2,I) col_link(2,0,I) 1
    x(0,3,I) row_link(0,3,I) 1
    x(0,3,I) col_link(3,0,I) 1
    x(0,4,I) row_link(0,4,I) 1
    x(0,4,I) col_link(4,0,I) 1
    x(0,5,I) row_link(0,5,I) 1
    x(0,5,I) col_link(5,0,I) 1
    x(0,6,I) row_link(0,6,I) 1
    x(0,6,I) col_link(6,0,I) 1
    x(0,7,I) row_link(0,7,I) 1
    x(0,7,I) col_link(7,0,I) 1
    x(0,8,I) row_link(0,8,I) 1
    x(0,8,I) col_link(8,0,I) 1
    x(0,9,I) row_link(0,9,I) 1
    x(0,9,I) col_link(9,0,I) 1
    x(0,10,I) row_link(0,10,I) 1
    x(0,10,I) col_link(10,0,I) 1
    x(0,11,I) row_link(0,11,I) 1
    x(0,11,I) col_link(11,0,I) 1
    x(1,0,I) given(1,0) 1
    x(1,1,I) row_link(1,1,I) 1
    x(1,1,I) col_link(1,1,I) 1
    x(1,2,I) row_link(1,2,I) 1
    x(1,2,I) col_link(2,1,I) 1
    x(1,3,I) row_link(1,3,I) 1
    x(1,3,I) col_link(3,1,I) 1
    x(1,4,I) row_link(1,4,I) 1
    x(1,4,I) col_link(4,1,I) 1
    x(1,5,I) given(1,5) 1
    x(1,6,I) row_link(1,6,I) 1
    x(1,6,I) col_link(6,1,I) 1
    x(1,7,I) row_link(1,7,I) 1
    x(1,7,I) col_link(7,1,I) 1
    x(1,8,I) row_link(1,8,I) 1
    x(1,8,I) col_link(8,1,I) 1
    x(1,9,I) given(1,9) 1
    x(1,10,I) row_link(1,10,I) 1
    x(1,10,I) col_link(10,1,I) 1
    x(1,11,I) given(1,11) 1
    x(2,0,I) given(2,0) 1
    x(2,1,I) row_link(2,1,I) 1
    x(2,1,I) col_link(1,2,I) 1
    x(2,2,I) row_link(2,2,I) 1
    x(2,2,I) col_link(2,2,I) 1
    x(2,3,I) given(2,3) 1
    x(2,4,I) row_link(2,4,I) 1
    x(2,4,I) col_link(4,2,I) 1
    x(2,5,I) row_link(2,5,I) 1
    x(2,5,I) col_link(5,2,I) 1
    x(2,6,I) row_link(2,6,I) 1
    x(2,6,I) col_link(6,2,I) 1
    x(2,7,I) row_link(2,7,I) 1
    x(2,7,I) col_link(7,2,I) 1
    x(2,8,I) row_link(2,8,I) 1
    x(2,8,I) col_link(8,2,I) 1
    x(2,9,I) row_link(2,9,I) 1
    x(2,9,I) col_link(9,2,I) 1
    x(2,10,I) row_link(2,10,I) 1
    x(2,10,I) col_link(10,2,I) 1
    x(2,11,I) row_link(2,11,I) 1
    x(2,11,I) col_link(11,2,I) 1
    x(3,0,I) row_link(3,0,I) 1
    x(3,0,I) col_link(0,3,I) 1
    x(3,1,I) given(3,1) 1
    x(3,2,I) row_link(3,2,I) 1
    x(3,2,I) col_link(2,3,I) 1
    x(3,3,I) row_link(3,3,I) 1
    x(3,3,I) col_link(3,3,I) 1
    x(3,4,I) given(3,4) 1
    x(3,5,I) row_link(3,5,I) 1
    x(3,5,I) col_link(5,3,I) 1
    x(3,6,I) given(3,6) 1
    x(3,7,I) row_link(3,7,I) 1
    x(3,7,I) col_link(7,3,I) 1
    x(3,8,I) row_link(3,8,I) 1
    x(3,8,I) col_link(8,3,I) 1
    x(3,9,I) row_link(3,9,I) 1
    x(3,9,I) col_link(9,3,I) 1
    x(3,10,I) row_link(3,10,I) 1
    x(3,10,I) col_link(10,3,I) 1
    x(3,11,I) given(3,11) 1
    x(4,0,I) row_link(4,0,I) 1
    x(4,0,I) col_link(0,4,I) 1
    x(4,1,I) row_link(4,1,I) 1
    x(4,1,I) col_link(1,4,I) 1
    x(4,2,I) row_link(4,2,I) 1
    x(4,2,I) col_link(2,4,I) 1
    x(4,3,I) row_link(4,3,I) 1
    x(4,3,I) col_link(3,4,I) 1
    x(4,4,I) row_link(4,4,I) 1
    x(4,4,I) col_link(4,4,I) 1
    x(4,5,I) row_link(4,5,I) 1
    x(4,5,I) col_link(5,4,I) 1
    x(4,6,I) row_link(4,6,I) 1
    x(4,6,I) col_link(6,4,I) 1
    x(4,7,I) given(4,7) 1
    x(4,8,I) row_link(4,8,I) 1
    x(4,8,I) col_link(8,4,I) 1
    x(4,9,I) given(4,9) 1
    x(4,10,I) row_link(4,10,I) 1
    x(4,10,I) col_link(10,4,I) 1
    x(4,11,I) row_link(4,11,I) 1
    x(4,11,I) col_link(11,4,I) 1
    x(5,0,I) row_link(5,0,I) 1
    x(5,0,I) col_link(0,5,I) 1
    x(5,1,I) row_link(5,1,I) 1
    x(5,1,I) col_link(1,5,I) 1
    x(5,2,I) row_link(5,2,I) 1
    x(5,2,I) col_link(2,5,I) 1
    x(5,3,I) row_link(5,3,I) 1
    x(5,3,I) col_link(3,5,I) 1
    x(5,4,I) row_link(5,4,I) 1
    x(5,4,I) col_link(4,5,I) 1
    x(5,5,I) row_link(5,5,I) 1
    x(5,5,I) col_link(5,5,I) 1
    x(5,6,I) given(5,6) 1
    x(5,7,I) row_link(5,7,I) 1
    x(5,7,I) col_link(7,5,I) 1
    x(5,8,I) row_link(5,8,I) 1
    x(5,8,I) col_link(8,5,I) 1
    x(5,9,I) row_link(5,9,I) 1
    x(5,9,I) col_link(9,5,I) 1
    x(5,10,I) row_link(5,10,I) 1
    x(5,10,I) col_link(10,5,I) 1
    x(5,11,I) row_link(5,11,I) 1
    x(5,11,I) col_link(11,5,I) 1
    x(6,0,I) row_link(6,0,I) 1
    x(6,0,I) col_link(0,6,I) 1
    x(6,1,I) row_link(6,1,I) 1
    x(6,1,I) col_link(1,6,I) 1
    x(6,2,I) given(6,2) 1
    x(6,3,I) row_link(6,3,I) 1
    x(6,3,I) col_link(3,6,I) 1
    x(6,4,I) given(6,4) 1
    x(6,5,I) row_link(6,5,I) 1
    x(6,5,I) col_link(5,6,I) 1
    x(6,6,I) row_link(6,6,I) 1
    x(6,6,I) col_link(6,6,I) 1
    x(6,7,I) row_link(6,7,I) 1
    x(6,7,I) col_link(7,6,I) 1
    x(6,8,I) row_link(6,8,I) 1
    x(6,8,I) col_link(8,6,I) 1
    x(6,9,I) row_link(6,9,I) 1
    x(6,9,I) col_link(9,6,I) 1
    x(6,10,I) row_link(6,10,I) 1
    x(6,10,I) col_link(10,6,I) 1
    x(6,11,I) row_link(6,11,I) 1
    x(6,11,I) col_link(11,6,I) 1
    x(7,0,I) row_link(7,0,I) 1
    x(7,0,I) col_link(0,7,I) 1
    x(7,1,I) row_link(7,1,I) 1
    x(7,1,I) col_link(1,7,I) 1
    x(7,2,I) row_link(7,2,I) 1
    x(7,2,I) col_link(2,7,I) 1
    x(7,3,I) row_link(7,3,I) 1
    x(7,3,I) col_link(3,7,I) 1
    x(7,4,I) given(7,4) 1
    x(7,5,I) row_link(7,5,I) 1
    x(7,5,I) col_link(5,7,I) 1
    x(7,6,I) row_link(7,6,I) 1
    x(7,6,I) col_link(6,7,I) 1
    x(7,7,I) row_link(7,7,I) 1
    x(7,7,I) col_link(7,7,I) 1
    x(7,8,I) row_link(7,8,I) 1
    x(7,8,I) col_link(8,7,I) 1
    x(7,9,I) given(7,9) 1
    x(7,10,I) given(7,10) 1
    x(7,11,I) row_link(7,11,I) 1
    x(7,11,I) col_link(11,7,I) 1
    x(8,0,I) row_link(8,0,I) 1
    x(8,0,I) col_link(0,8,I) 1
    x(8,1,I) row_link(8,1,I) 1
    x(8,1,I) col_link(1,8,I) 1
    x(8,2,I) row_link(8,2,I) 1
    x(8,2,I) col_link(2,8,I) 1
    x(8,3,I) row_link(8,3,I) 1
    x(8,3,I) col_link(3,8,I) 1
    x(8,4,I) row_link(8,4,I) 1
    x(8,4,I) col_link(4,8,I) 1
    x(8,5,I) row_link(8,5,I) 1
    x(8,5,I) col_link(5,8,I) 1
    x(8,6,I) given(8,6) 1
    x(8,7,I) row_link(8,7,I) 1
    x(8,7,I) col_link(7,8,I) 1
    x(8,8,I) row_link(8,8,I) 1
    x(8,8,I) col_link(8,8,I) 1
    x(8,9,I) row_link(8,9,I) 1
    x(8,9,I) col_link(9,8,I) 1
    x(8,10,I) row_link(8,10,I) 1
    x(8,10,I) col_link(10,8,I) 1
    x(8,11,I) row_link(8,11,I) 1
    x(8,11,I) col_link(11,8,I) 1
    x(9,0,I) row_link(9,0,I) 1
    x(9,0,I) col_link(0,9,I) 1
    x(9,1,I) row_link(9,1,I) 1
    x(9,1,I) col_link(1,9,I) 1
    x(9,2,I) row_link(9,2,I) 1
    x(9,2,I) col_link(2,9,I) 1
    x(9,3,I) row_link(9,3,I) 1
    x(9,3,I) col_link(3,9,I) 1
    x(9,4,I) row_link(9,4,I) 1
    x(9,4,I) col_link(4,9,I) 1
    x(9,5,I) row_link(9,5,I) 1
    x(9,5,I) col_link(5,9,I) 1
    x(9,6,I) row_link(9,6,I) 1
    x(9,6,I) col_link(6,9,I) 1
    x(9,7,I) given(9,7) 1
    x(9,8,I) row_link(9,8,I) 1
    x(9,8,I) col_link(8,9,I) 1
    x(9,9,I) row_link(9,9,I) 1
    x(9,9,I) col_link(9,9,I) 1
    x(9,10,I) row_link(9,10,I) 1
    x(9,10,I) col_link(10,9,I) 1
    x(9,11,I) row_link(9,11,I) 1
    x(9,11,I) col_link(11,9,I) 1
    x(10,0,I) row_link(10,0,I) 1
    x(10,0,I) col_link(0,10,I) 1
    x(10,1,I) row_link(10,1,I) 1
    x(10,1,I) col_link(1,10,I) 1
    x(10,2,I) row_link(10,2,I) 1
    x(10,2,I) col_link(2,10,I) 1
    x(10,3,I) row_link(10,3,I) 1
    x(10,3,I) col_link(3,10,I) 1
    x(10,4,I) row_link(10,4,I) 1
    x(10,4,I) col_link(4,10,I) 1
    x(10,5,I) row_link(10,5,I) 1
    x(10,5,I) col_link(5,10,I) 1
    x(10,6,I) row_link(10,6,I) 1
    x(10,6,I) col_link(6,10,I) 1
    x(10,7,I) row_link(10,7,I) 1
    x(10,7,I) col_link(7,10,I) 1
    x(10,8,I) given(10,8) 1
    x(10,9,I) row_link(10,9,I) 1
    x(10,9,I) col_link(9,10,I) 1
    x(10,10,I) row_link(10,10,I) 1
    x(10,10,I) col_link(10,10,I) 1
    x(10,11,I) row_link(10,11,I) 1
    x(10,11,I) col_link(11,10,I) 1
    x(11,0,I) row_link(11,0,I) 1
    x(11,0,I) col_link(0,11,I) 1
    x(11,1,I) row_link(11,1,I) 1
    x(11,1,I) col_link(1,11,I) 1
    x(11,2,I) given(11,2) 1
    x(11,3,I) row_link(11,3,I) 1
    x(11,3,I) col_link(3,11,I) 1
    x(11,4,I) row_link(11,4,I) 1
    x(11,4,I) col_link(4,11,I) 1
    x(11,5,I) given(11,5) 1
    x(11,6,I) row_link(11,6,I) 1
    x(11,6,I) col_link(6,11,I) 1
    x(11,7,I) row_link(11,7,I) 1
    x(11,7,I) col_link(7,11,I) 1
    x(11,8,I) row_link(11,8,I) 1
    x(11,8,I) col_link(8,11,I) 1
    x(11,9,I) row_link(11,9,I) 1
    x(11,9,I) col_link(9,11,I) 1
    x(11,10,I) row_link(11,10,I) 1
    x(11,10,I) col_link(10,11,I) 1
    x(11,11,I) given(11,11) 1
    MARKER0 'MARKER' 'INTEND'
    zr(0,0) row_choice(0) 1
    zr(0,0) row_link(0,11,X) -1
    zr(0,0) row_link(0,5,O) -1
    zr(0,0) row_link(0,0,I) -1
    zr(0,0) row_link(0,3,I) -1
    zr(0,0) row_link(0,4,I) -1
    zr(0,0) row_link(0,6,I) -1
    zr(0,1) row_choice(0) 1
    zr(0,1) row_link(0,11,X) -1
    zr(0,1) row_link(0,4,O) -1
    zr(0,1) row_link(0,0,I) -1
    zr(0,1) row_link(0,3,I) -1
    zr(0,1) row_link(0,5,I) -1
    zr(0,1) row_link(0,6,I) -1
    zr(0,2) row_choice(0) 1
    zr(0,2) row_link(0,5,X) -1
    zr(0,2) row_link(0,11,O) -1
    zr(0,2) row_link(0,0,I) -1
    zr(0,2) row_link(0,3,I) -1
    zr(0,2) row_link(0,4,I) -1
    zr(0,2) row_link(0,6,I) -1
    zr(0,3) row_choice(0) 1
    zr(0,3) row_link(0,4,X) -1
    zr(0,3) row_link(0,11,O) -1
    zr(0,3) row_link(0,0,I) -1
    zr(0,3) row_link(0,3,I) -1
    zr(0,3) row_link(0,5,I) -1
    zr(0,3) row_link(0,6,I) -1
    zr(0,4) row_choice(0) 1
    zr(0,4) row_link(0,6,X) -1
    zr(0,4) row_link(0,5,O) -1
    zr(0,4) row_link(0,0,I) -1
    zr(0,4) row_link(0,3,I) -1
    zr(0,4) row_link(0,4,I) -1
    zr(0,4) row_link(0,11,I) -1
    zr(0,5) row_choice(0) 1
    zr(0,5) row_link(0,6,X) -1
    zr(0,5) row_link(0,4,O) -1
    zr(0,5) row_link(0,0,I) -1
    zr(0,5) row_link(0,3,I) -1
    zr(0,5) row_link(0,5,I) -1
    zr(0,5) row_link(0,11,I) -1
    zr(0,6) row_choice(0) 1
    zr(0,6) row_link(0,6,X) -1
    zr(0,6) row_link(0,3,O) -1
    zr(0,6) row_link(0,0,I) -1
    zr(0,6) row_link(0,4,I) -1
    zr(0,6) row_link(0,5,I) -1
    zr(0,6) row_link(0,11,I) -1
    zr(0,7) row_choice(0) 1
    zr(0,7) row_link(0,5,X) -1
    zr(0,7) row_link(0,6,O) -1
    zr(0,7) row_link(0,0,I) -1
    zr(0,7) row_link(0,3,I) -1
    zr(0,7) row_link(0,4,I) -1
    zr(0,7) row_link(0,11,I) -1
    zr(0,8) row_choice(0) 1
    zr(0,8) row_link(0,4,X) -1
    zr(0,8) row_link(0,6,O) -1
    zr(0,8) row_link(0,0,I) -1
    zr(0,8) row_link(0,3,I) -1
    zr(0,8) row_link(0,5,I) -1
    zr(0,8) row_link(0,11,I) -1
    zr(0,9) row_choice(0) 1
    zr(0,9) row_link(0,3,X) -1
    zr(0,9) row_link(0,6,O) -1
    zr(0,9) row_link(0,0,I) -1
    zr(0,9) row_link(0,4,I) -1
    zr(0,9) row_link(0,5,I) -1
    zr(0,9) row_link(0,11,I) -1
    zr(0,10) row_choice(0) 1
    zr(0,10) row_link(0,5,X) -1
    zr(0,10) row_link(0,4,O) -1
    zr(0,10) row_link(0,0,I) -1
    zr(0,10) row_link(0,3,I) -1
    zr(0,10) row_link(0,6,I) -1
    zr(0,10) row_link(0,11,I) -1
    zr(0,11) row_choice(0) 1
    zr(0,11) row_link(0,5,X) -1
    zr(0,11) row_link(0,3,O) -1
    zr(0,11) row_link(0,0,I) -1
    zr(0,11) row_link(0,4,I) -1
    zr(0,11) row_link(0,6,I) -1
    zr(0,11) row_link(0,11,I) -1
    zr(0,12) row_choice(0) 1
    zr(0,12) row_link(0,5,X) -1
    zr(0,12) row_link(0,0,O) -1
    zr(0,12) row_link(0,3,I) -1
    zr(0,12) row_link(0,4,I) -1
    zr(0,12) row_link(0,6,I) -1
    zr(0,12) row_link(0,11,I) -1
    zr(0,13) row_choice(0) 1
    zr(0,13) row_link(0,4,X) -1
    zr(0,13) row_link(0,5,O) -1
    zr(0,13) row_link(0,0,I) -1
    zr(0,13) row_link(0,3,I) -1
    zr(0,13) row_link(0,6,I) -1
    zr(0,13) row_link(0,11,I) -1
    zr(0,14) row_choice(0) 1
    zr(0,14) row_link(0,3,X) -1
    zr(0,14) row_link(0,5,O) -1
    zr(0,14) row_link(0,0,I) -1
    zr(0,14) row_link(0,4,I) -1
    zr(0,14) row_link(0,6,I) -1
    zr(0,14) row_link(0,11,I) -1
    zr(0,15) row_choice(0) 1
    zr(0,15) row_link(0,0,X) -1
    zr(0,15) row_link(0,5,O) -1
    zr(0,15) row_link(0,3,I) -1
    zr(0,15) row_link(0,4,I) -1
    zr(0,15) row_link(0,6,I) -1
    zr(0,15) row_link(0,11,I) -1
    zr(0,16) row_choice(0) 1
    zr(0,16) row_link(0,4,X) -1
    zr(0,16) row_link(0,3,O) -1
    zr(0,16) row_link(0,0,I) -1
    zr(0,16) row_link(0,5,I) -1
    zr(0,16) row_link(0,6,I) -1
    zr(0,16) row_link(0,11,I) -1
    zr(0,17) row_choice(0) 1
    zr(0,17) row_link(0,4,X) -1
    zr(0,17) row_link(0,0,O) -1
    zr(0,17) row_link(0,3,I) -1
    zr(0,17) row_link(0,5,I) -1
    zr(0,17) row_link(0,6,I) -1
    zr(0,17) row_link(0,11,I) -1
    zr(0,18) row_choice(0) 1
    zr(0,18) row_link(0,3,X) -1
    zr(0,18) row_link(0,4,O) -1
    zr(0,18) row_link(0,0,I) -1
    zr(0,18) row_link(0,5,I) -1
    zr(0,18) row_link(0,6,I) -1
    zr(0,18) row_link(0,11,I) -1
    zr(0,19) row_choice(0) 1
    zr(0,19) row_link(0,0,X) -1
    zr(0,19) row_link(0,4,O) -1
    zr(0,19) row_link(0,3,I) -1
    zr(0,19) row_link(0,5,I) -1
    zr(0,19) row_link(0,6,I) -1
    zr(0,19) row_link(0,11,I) -1
    zr(1,0) row_choice(1) 1
    zr(1,0) row_link(1,4,X) -1
    zr(1,0) row_link(1,1,O) -1
    zr(1,0) row_link(1,3,O) -1
    zr(1,0) row_link(1,6,O) -1
    zr(1,1) row_choice(1) 1
    zr(1,1) row_link(1,3,X) -1
    zr(1,1) row_link(1,1,O) -1
    zr(1,1) row_link(1,4,O) -1
    zr(1,1) row_link(1,6,O) -1
    zr(1,2) row_choice(1) 1
    zr(1,2) row_link(1,1,X) -1
    zr(1,2) row_link(1,3,O) -1
    zr(1,2) row_link(1,4,O) -1
    zr(1,2) row_link(1,6,O) -1
    zr(2,0) row_choice(2) 1
    zr(2,0) row_link(2,6,O) -1
    zr(2,0) row_link(2,8,O) -1
    zr(2,0) row_link(2,10,O) -1
    zr(2,0) row_link(2,11,O) -1
    zr(2,0) row_link(2,2,I) -1
    zr(2,0) row_link(2,9,I) -1
    zr(2,1) row_choice(2) 1
    zr(2,1) row_link(2,2,O) -1
    zr(2,1) row_link(2,8,O) -1
    zr(2,1) row_link(2,10,O) -1
    zr(2,1) row_link(2,11,O) -1
    zr(2,1) row_link(2,6,I) -1
    zr(2,1) row_link(2,9,I) -1
    zr(2,2) row_choice(2) 1
    zr(2,2) row_link(2,2,O) -1
    zr(2,2) row_link(2,6,O) -1
    zr(2,2) row_link(2,10,O) -1
    zr(2,2) row_link(2,11,O) -1
    zr(2,2) row_link(2,8,I) -1
    zr(2,2) row_link(2,9,I) -1
    zr(2,3) row_choice(2) 1
    zr(2,3) row_link(2,6,O) -1
    zr(2,3) row_link(2,8,O) -1
    zr(2,3) row_link(2,9,O) -1
    zr(2,3) row_link(2,11,O) -1
    zr(2,3) row_link(2,2,I) -1
    zr(2,3) row_link(2,10,I) -1
    zr(2,4) row_choice(2) 1
    zr(2,4) row_link(2,2,O) -1
    zr(2,4) row_link(2,8,O) -1
    zr(2,4) row_link(2,9,O) -1
    zr(2,4) row_link(2,11,O) -1
    zr(2,4) row_link(2,6,I) -1
    zr(2,4) row_link(2,10,I) -1
    zr(2,5) row_choice(2) 1
    zr(2,5) row_link(2,2,O) -1
    zr(2,5) row_link(2,6,O) -1
    zr(2,5) row_link(2,9,O) -1
    zr(2,5) row_link(2,11,O) -1
    zr(2,5) row_link(2,8,I) -1
    zr(2,5) row_link(2,10,I) -1
    zr(2,6) row_choice(2) 1
    zr(2,6) row_link(2,2,O) -1
    zr(2,6) row_link(2,6,O) -1
    zr(2,6) row_link(2,8,O) -1
    zr(2,6) row_link(2,11,O) -1
    zr(2,6) row_link(2,9,I) -1
    zr(2,6) row_link(2,10,I) -1
    zr(2,7) row_choice(2) 1
    zr(2,7) row_link(2,2,O) -1
    zr(2,7) row_link(2,6,O) -1
    zr(2,7) row_link(2,9,O) -1
    zr(2,7) row_link(2,10,O) -1
    zr(2,7) row_link(2,8,I) -1
    zr(2,7) row_link(2,11,I) -1
    zr(2,8) row_choice(2) 1
    zr(2,8) row_link(2,2,O) -1
    zr(2,8) row_link(2,6,O) -1
    zr(2,8) row_link(2,8,O) -1
    zr(2,8) row_link(2,10,O) -1
    zr(2,8) row_link(2,9,I) -1
    zr(2,8) row_link(2,11,I) -1
    zr(2,9) row_choice(2) 1
    zr(2,9) row_link(2,2,O) -1
    zr(2,9) row_link(2,6,O) -1
    zr(2,9) row_link(2,8,O) -1
    zr(2,9) row_link(2,9,O) -1
    zr(2,9) row_link(2,10,I) -1
    zr(2,9) row_link(2,11,I) -1
    zr(3,0) row_choice(3) 1
    zr(3,0) row_link(3,9,X) -1
    zr(3,0) row_link(3,10,X) -1
    zr(3,0) row_link(3,2,O) -1
    zr(3,0) row_link(3,5,O) -1
    zr(3,0) row_link(3,7,O) -1
    zr(3,0) row_link(3,8,O) -1
    zr(3,1) row_choice(3) 1
    zr(3,1) row_link(3,8,X) -1
    zr(3,1) row_link(3,10,X) -1
    zr(3,1) row_link(3,2,O) -1
    zr(3,1) row_link(3,5,O) -1
    zr(3,1) row_link(3,7,O) -1
    zr(3,1) row_link(3,9,O) -1
    zr(3,2) row_choice(3) 1
    zr(3,2) row_link(3,7,X) -1
    zr(3,2) row_link(3,10,X) -1
    zr(3,2) row_link(3,2,O) -1
    zr(3,2) row_link(3,5,O) -1
    zr(3,2) row_link(3,8,O) -1
    zr(3,2) row_link(3,9,O) -1
    zr(3,3) row_choice(3) 1
    zr(3,3) row_link(3,8,X) -1
    zr(3,3) row_link(3,9,X) -1
    zr(3,3) row_link(3,2,O) -1
    zr(3,3) row_link(3,5,O) -1
    zr(3,3) row_link(3,7,O) -1
    zr(3,3) row_link(3,10,O) -1
    zr(3,4) row_choice(3) 1
    zr(3,4) row_link(3,7,X) -1
    zr(3,4) row_link(3,9,X) -1
    zr(3,4) row_link(3,2,O) -1
    zr(3,4) row_link(3,5,O) -1
    zr(3,4) row_link(3,8,O) -1
    zr(3,4) row_link(3,10,O) -1
    zr(3,5) row_choice(3) 1
    zr(3,5) row_link(3,5,X) -1
    zr(3,5) row_link(3,9,X) -1
    zr(3,5) row_link(3,2,O) -1
    zr(3,5) row_link(3,7,O) -1
    zr(3,5) row_link(3,8,O) -1
    zr(3,5) row_link(3,10,O) -1
    zr(3,6) row_choice(3) 1
    zr(3,6) row_link(3,2,X) -1
    zr(3,6) row_link(3,9,X) -1
    zr(3,6) row_link(3,5,O) -1
    zr(3,6) row_link(3,7,O) -1
    zr(3,6) row_link(3,8,O) -1
    zr(3,6) row_link(3,10,O) -1
    zr(3,7) row_choice(3) 1
    zr(3,7) row_link(3,7,X) -1
    zr(3,7) row_link(3,8,X) -1
    zr(3,7) row_link(3,2,O) -1
    zr(3,7) row_link(3,5,O) -1
    zr(3,7) row_link(3,9,O) -1
    zr(3,7) row_link(3,10,O) -1
    zr(3,8) row_choice(3) 1
    zr(3,8) row_link(3,5,X) -1
    zr(3,8) row_link(3,8,X) -1
    zr(3,8) row_link(3,2,O) -1
    zr(3,8) row_link(3,7,O) -1
    zr(3,8) row_link(3,9,O) -1
    zr(3,8) row_link(3,10,O) -1
    zr(3,9) row_choice(3) 1
    zr(3,9) row_link(3,2,X) -1
    zr(3,9) row_link(3,8,X) -1
    zr(3,9) row_link(3,5,O) -1
    zr(3,9) row_link(3,7,O) -1
    zr(3,9) row_link(3,9,O) -1
    zr(3,9) row_link(3,10,O) -1
    zr(4,0) row_choice(4) 1
    zr(4,0) row_link(4,11,X) -1
    zr(4,0) row_link(4,5,O) -1
    zr(4,0) row_link(4,1,I) -1
    zr(4,0) row_link(4,4,I) -1
    zr(4,1) row_choice(4) 1
    zr(4,1) row_link(4,11,X) -1
    zr(4,1) row_link(4,4,O) -1
    zr(4,1) row_link(4,1,I) -1
    zr(4,1) row_link(4,5,I) -1
    zr(4,2) row_choice(4) 1
    zr(4,2) row_link(4,11,X) -1
    zr(4,2) row_link(4,1,O) -1
    zr(4,2) row_link(4,4,I) -1
    zr(4,2) row_link(4,5,I) -1
    zr(4,3) row_choice(4) 1
    zr(4,3) row_link(4,5,X) -1
    zr(4,3) row_link(4,11,O) -1
    zr(4,3) row_link(4,1,I) -1
    zr(4,3) row_link(4,4,I) -1
    zr(4,4) row_choice(4) 1
    zr(4,4) row_link(4,4,X) -1
    zr(4,4) row_link(4,11,O) -1
    zr(4,4) row_link(4,1,I) -1
    zr(4,4) row_link(4,5,I) -1
    zr(4,5) row_choice(4) 1
    zr(4,5) row_link(4,1,X) -1
    zr(4,5) row_link(4,11,O) -1
    zr(4,5) row_link(4,4,I) -1
    zr(4,5) row_link(4,5,I) -1
    zr(4,6) row_choice(4) 1
    zr(4,6) row_link(4,5,X) -1
    zr(4,6) row_link(4,4,O) -1
    zr(4,6) row_link(4,1,I) -1
    zr(4,6) row_link(4,11,I) -1
    zr(4,7) row_choice(4) 1
    zr(4,7) row_link(4,5,X) -1
    zr(4,7) row_link(4,1,O) -1
    zr(4,7) row_link(4,4,I) -1
    zr(4,7) row_link(4,11,I) -1
    zr(4,8) row_choice(4) 1
    zr(4,8) row_link(4,4,X) -1
    zr(4,8) row_link(4,5,O) -1
    zr(4,8) row_link(4,1,I) -1
    zr(4,8) row_link(4,11,I) -1
    zr(4,9) row_choice(4) 1
    zr(4,9) row_link(4,1,X) -1
    zr(4,9) row_link(4,5,O) -1
    zr(4,9) row_link(4,4,I) -1
    zr(4,9) row_link(4,11,I) -1
    zr(4,10) row_choice(4) 1
    zr(4,10) row_link(4,4,X) -1
    zr(4,10) row_link(4,1,O) -1
    zr(4,10) row_link(4,5,I) -1
    zr(4,10) row_link(4,11,I) -1
    zr(4,11) row_choice(4) 1
    zr(4,11) row_link(4,1,X) -1
    zr(4,11) row_link(4,4,O) -1
    zr(4,11) row_link(4,5,I) -1
    zr(4,11) row_link(4,11,I) -1
    zr(5,0) row_choice(5) 1
    zr(5,0) row_link(5,11,X) -1
    zr(5,0) row_link(5,8,O) -1
    zr(5,0) row_link(5,0,I) -1
    zr(5,0) row_link(5,3,I) -1
    zr(5,0) row_link(5,7,I) -1
    zr(5,1) row_choice(5) 1
    zr(5,1) row_link(5,11,X) -1
    zr(5,1) row_link(5,7,O) -1
    zr(5,1) row_link(5,0,I) -1
    zr(5,1) row_link(5,3,I) -1
    zr(5,1) row_link(5,8,I) -1
    zr(5,2) row_choice(5) 1
    zr(5,2) row_link(5,8,X) -1
    zr(5,2) row_link(5,11,O) -1
    zr(5,2) row_link(5,0,I) -1
    zr(5,2) row_link(5,3,I) -1
    zr(5,2) row_link(5,7,I) -1
    zr(5,3) row_choice(5) 1
    zr(5,3) row_link(5,7,X) -1
    zr(5,3) row_link(5,11,O) -1
    zr(5,3) row_link(5,0,I) -1
    zr(5,3) row_link(5,3,I) -1
    zr(5,3) row_link(5,8,I) -1
    zr(5,4) row_choice(5) 1
    zr(5,4) row_link(5,8,X) -1
    zr(5,4) row_link(5,7,O) -1
    zr(5,4) row_link(5,0,I) -1
    zr(5,4) row_link(5,3,I) -1
    zr(5,4) row_link(5,11,I) -1
    zr(5,5) row_choice(5) 1
    zr(5,5) row_link(5,8,X) -1
    zr(5,5) row_link(5,3,O) -1
    zr(5,5) row_link(5,0,I) -1
    zr(5,5) row_link(5,7,I) -1
    zr(5,5) row_link(5,11,I) -1
    zr(5,6) row_choice(5) 1
    zr(5,6) row_link(5,8,X) -1
    zr(5,6) row_link(5,0,O) -1
    zr(5,6) row_link(5,3,I) -1
    zr(5,6) row_link(5,7,I) -1
    zr(5,6) row_link(5,11,I) -1
    zr(5,7) row_choice(5) 1
    zr(5,7) row_link(5,7,X) -1
    zr(5,7) row_link(5,8,O) -1
    zr(5,7) row_link(5,0,I) -1
    zr(5,7) row_link(5,3,I) -1
    zr(5,7) row_link(5,11,I) -1
    zr(5,8) row_choice(5) 1
    zr(5,8) row_link(5,3,X) -1
    zr(5,8) row_link(5,8,O) -1
    zr(5,8) row_link(5,0,I) -1
    zr(5,8) row_link(5,7,I) -1
    zr(5,8) row_link(5,11,I) -1
    zr(5,9) row_choice(5) 1
    zr(5,9) row_link(5,0,X) -1
    zr(5,9) row_link(5,8,O) -1
    zr(5,9) row_link(5,3,I) -1
    zr(5,9) row_link(5,7,I) -1
    zr(5,9) row_link(5,11,I) -1
    zr(5,10) row_choice(5) 1
    zr(5,10) row_link(5,7,X) -1
    zr(5,10) row_link(5,3,O) -1
    zr(5,10) row_link(5,0,I) -1
    zr(5,10) row_link(5,8,I) -1
    zr(5,10) row_link(5,11,I) -1
    zr(5,11) row_choice(5) 1
    zr(5,11) row_link(5,7,X) -1
    zr(5,11) row_link(5,0,O) -1
    zr(5,11) row_link(5,3,I) -1
    zr(5,11) row_link(5,8,I) -1
    zr(5,11) row_link(5,11,I) -1
    zr(5,12) row_choice(5) 1
    zr(5,12) row_link(5,3,X) -1
    zr(5,12) row_link(5,7,O) -1
    zr(5,12) row_link(5,0,I) -1
    zr(5,12) row_link(5,8,I) -1
    zr(5,12) row_link(5,11,I) -1
    zr(5,13) row_choice(5) 1
    zr(5,13) row_link(5,0,X) -1
    zr(5,13) row_link(5,7,O) -1
    zr(5,13) row_link(5,3,I) -1
    zr(5,13) row_link(5,8,I) -1
    zr(5,13) row_link(5,11,I) -1
    zr(6,0) row_choice(6) 1
    zr(6,0) row_link(6,3,X) -1
    zr(6,0) row_link(6,6,X) -1
    zr(6,0) row_link(6,1,O) -1
    zr(6,0) row_link(6,0,I) -1
    zr(6,0) row_link(6,9,I) -1
    zr(6,1) row_choice(6) 1
    zr(6,1) row_link(6,3,X) -1
    zr(6,1) row_link(6,6,X) -1
    zr(6,1) row_link(6,0,O) -1
    zr(6,1) row_link(6,1,I) -1
    zr(6,1) row_link(6,9,I) -1
    zr(6,2) row_choice(6) 1
    zr(6,2) row_link(6,1,X) -1
    zr(6,2) row_link(6,6,X) -1
    zr(6,2) row_link(6,3,O) -1
    zr(6,2) row_link(6,0,I) -1
    zr(6,2) row_link(6,9,I) -1
    zr(6,3) row_choice(6) 1
    zr(6,3) row_link(6,0,X) -1
    zr(6,3) row_link(6,6,X) -1
    zr(6,3) row_link(6,3,O) -1
    zr(6,3) row_link(6,1,I) -1
    zr(6,3) row_link(6,9,I) -1
    zr(6,4) row_choice(6) 1
    zr(6,4) row_link(6,1,X) -1
    zr(6,4) row_link(6,3,X) -1
    zr(6,4) row_link(6,0,O) -1
    zr(6,4) row_link(6,6,I) -1
    zr(6,4) row_link(6,9,I) -1
    zr(6,5) row_choice(6) 1
    zr(6,5) row_link(6,0,X) -1
    zr(6,5) row_link(6,3,X) -1
    zr(6,5) row_link(6,1,O) -1
    zr(6,5) row_link(6,6,I) -1
    zr(6,5) row_link(6,9,I) -1
    zr(6,6) row_choice(6) 1
    zr(6,6) row_link(6,0,X) -1
    zr(6,6) row_link(6,1,X) -1
    zr(6,6) row_link(6,3,O) -1
    zr(6,6) row_link(6,6,I) -1
    zr(6,6) row_link(6,9,I) -1
    zr(7,0) row_choice(7) 1
    zr(7,0) row_link(7,7,X) -1
    zr(7,0) row_link(7,8,X) -1
    zr(7,0) row_link(7,6,O) -1
    zr(7,0) row_link(7,3,I) -1
    zr(7,1) row_choice(7) 1
    zr(7,1) row_link(7,7,X) -1
    zr(7,1) row_link(7,8,X) -1
    zr(7,1) row_link(7,3,O) -1
    zr(7,1) row_link(7,6,I) -1
    zr(7,2) row_choice(7) 1
    zr(7,2) row_link(7,6,X) -1
    zr(7,2) row_link(7,8,X) -1
    zr(7,2) row_link(7,7,O) -1
    zr(7,2) row_link(7,3,I) -1
    zr(7,3) row_choice(7) 1
    zr(7,3) row_link(7,3,X) -1
    zr(7,3) row_link(7,8,X) -1
    zr(7,3) row_link(7,7,O) -1
    zr(7,3) row_link(7,6,I) -1
    zr(7,4) row_choice(7) 1
    zr(7,4) row_link(7,6,X) -1
    zr(7,4) row_link(7,8,X) -1
    zr(7,4) row_link(7,3,O) -1
    zr(7,4) row_link(7,7,I) -1
    zr(7,5) row_choice(7) 1
    zr(7,5) row_link(7,3,X) -1
    zr(7,5) row_link(7,8,X) -1
    zr(7,5) row_link(7,6,O) -1
    zr(7,5) row_link(7,7,I) -1
    zr(7,6) row_choice(7) 1
    zr(7,6) row_link(7,6,X) -1
    zr(7,6) row_link(7,7,X) -1
    zr(7,6) row_link(7,8,O) -1
    zr(7,6) row_link(7,3,I) -1
    zr(7,7) row_choice(7) 1
    zr(7,7) row_link(7,3,X) -1
    zr(7,7) row_link(7,7,X) -1
    zr(7,7) row_link(7,8,O) -1
    zr(7,7) row_link(7,6,I) -1
    zr(7,8) row_choice(7) 1
    zr(7,8) row_link(7,3,X) -1
    zr(7,8) row_link(7,6,X) -1
    zr(7,8) row_link(7,8,O) -1
    zr(7,8) row_link(7,7,I) -1
    zr(8,0) row_choice(8) 1
    zr(8,0) row_link(8,10,X) -1
    zr(8,0) row_link(8,11,X) -1
    zr(8,0) row_link(8,3,O) -1
    zr(8,0) row_link(8,1,I) -1
    zr(8,0) row_link(8,2,I) -1
    zr(8,0) row_link(8,9,I) -1
    zr(8,1) row_choice(8) 1
    zr(8,1) row_link(8,10,X) -1
    zr(8,1) row_link(8,11,X) -1
    zr(8,1) row_link(8,2,O) -1
    zr(8,1) row_link(8,1,I) -1
    zr(8,1) row_link(8,3,I) -1
    zr(8,1) row_link(8,9,I) -1
    zr(8,2) row_choice(8) 1
    zr(8,2) row_link(8,10,X) -1
    zr(8,2) row_link(8,11,X) -1
    zr(8,2) row_link(8,1,O) -1
    zr(8,2) row_link(8,2,I) -1
    zr(8,2) row_link(8,3,I) -1
    zr(8,2) row_link(8,9,I) -1
    zr(8,3) row_choice(8) 1
    zr(8,3) row_link(8,3,X) -1
    zr(8,3) row_link(8,11,X) -1
    zr(8,3) row_link(8,10,O) -1
    zr(8,3) row_link(8,1,I) -1
    zr(8,3) row_link(8,2,I) -1
    zr(8,3) row_link(8,9,I) -1
    zr(8,4) row_choice(8) 1
    zr(8,4) row_link(8,2,X) -1
    zr(8,4) row_link(8,11,X) -1
    zr(8,4) row_link(8,10,O) -1
    zr(8,4) row_link(8,1,I) -1
    zr(8,4) row_link(8,3,I) -1
    zr(8,4) row_link(8,9,I) -1
    zr(8,5) row_choice(8) 1
    zr(8,5) row_link(8,1,X) -1
    zr(8,5) row_link(8,11,X) -1
    zr(8,5) row_link(8,10,O) -1
    zr(8,5) row_link(8,2,I) -1
    zr(8,5) row_link(8,3,I) -1
    zr(8,5) row_link(8,9,I) -1
    zr(8,6) row_choice(8) 1
    zr(8,6) row_link(8,9,X) -1
    zr(8,6) row_link(8,11,X) -1
    zr(8,6) row_link(8,3,O) -1
    zr(8,6) row_link(8,1,I) -1
    zr(8,6) row_link(8,2,I) -1
    zr(8,6) row_link(8,10,I) -1
    zr(8,7) row_choice(8) 1
    zr(8,7) row_link(8,9,X) -1
    zr(8,7) row_link(8,11,X) -1
    zr(8,7) row_link(8,2,O) -1
    zr(8,7) row_link(8,1,I) -1
    zr(8,7) row_link(8,3,I) -1
    zr(8,7) row_link(8,10,I) -1
    zr(8,8) row_choice(8) 1
    zr(8,8) row_link(8,9,X) -1
    zr(8,8) row_link(8,11,X) -1
    zr(8,8) row_link(8,1,O) -1
    zr(8,8) row_link(8,2,I) -1
    zr(8,8) row_link(8,3,I) -1
    zr(8,8) row_link(8,10,I) -1
    zr(8,9) row_choice(8) 1
    zr(8,9) row_link(8,3,X) -1
    zr(8,9) row_link(8,11,X) -1
    zr(8,9) row_link(8,2,O) -1
    zr(8,9) row_link(8,1,I) -1
    zr(8,9) row_link(8,9,I) -1
    zr(8,9) row_link(8,10,I) -1
    zr(8,10) row_choice(8) 1
    zr(8,10) row_link(8,3,X) -1
    zr(8,10) row_link(8,11,X) -1
    zr(8,10) row_link(8,1,O) -1
    zr(8,10) row_link(8,2,I) -1
    zr(8,10) row_link(8,9,I) -1
    zr(8,10) row_link(8,10,I) -1
    zr(8,11) row_choice(8) 1
    zr(8,11) row_link(8,2,X) -1
    zr(8,11) row_link(8,11,X) -1
    zr(8,11) row_link(8,3,O) -1
    zr(8,11) row_link(8,1,I) -1
    zr(8,11) row_link(8,9,I) -1
    zr(8,11) row_link(8,10,I) -1
    zr(8,12) row_choice(8) 1
    zr(8,12) row_link(8,1,X) -1
    zr(8,12) row_link(8,11,X) -1
    zr(8,12) row_link(8,3,O) -1
    zr(8,12) row_link(8,2,I) -1
    zr(8,12) row_link(8,9,I) -1
    zr(8,12) row_link(8,10,I) -1
    zr(8,13) row_choice(8) 1
    zr(8,13) row_link(8,2,X) -1
    zr(8,13) row_link(8,11,X) -1
    zr(8,13) row_link(8,1,O) -1
    zr(8,13) row_link(8,3,I) -1
    zr(8,13) row_link(8,9,I) -1
    zr(8,13) row_link(8,10,I) -1
    zr(8,14) row_choice(8) 1
    zr(8,14) row_link(8,1,X) -1
    zr(8,14) row_link(8,11,X) -1
    zr(8,14) row_link(8,2,O) -1
    zr(8,14) row_link(8,3,I) -1
    zr(8,14) row_link(8,9,I) -1
    zr(8,14) row_link(8,10,I) -1
    zr(8,15) row_choice(8) 1
    zr(8,15) row_link(8,3,X) -1
    zr(8,15) row_link(8,10,X) -1
    zr(8,15) row_link(8,11,O) -1
    zr(8,15) row_link(8,1,I) -1
    zr(8,15) row_link(8,2,I) -1
    zr(8,15) row_link(8,9,I) -1
    zr(8,16) row_choice(8) 1
    zr(8,16) row_link(8,2,X) -1
    zr(8,16) row_link(8,10,X) -1
    zr(8,16) row_link(8,11,O) -1
    zr(8,16) row_link(8,1,I) -1
    zr(8,16) row_link(8,3,I) -1
    zr(8,16) row_link(8,9,I) -1
    zr(8,17) row_choice(8) 1
    zr(8,17) row_link(8,1,X) -1
    zr(8,17) row_link(8,10,X) -1
    zr(8,17) row_link(8,11,O) -1
    zr(8,17) row_link(8,2,I) -1
    zr(8,17) row_link(8,3,I) -1
    zr(8,17) row_link(8,9,I) -1
    zr(8,18) row_choice(8) 1
    zr(8,18) row_link(8,3,X) -1
    zr(8,18) row_link(8,9,X) -1
    zr(8,18) row_link(8,11,O) -1
    zr(8,18) row_link(8,1,I) -1
    zr(8,18) row_link(8,2,I) -1
    zr(8,18) row_link(8,10,I) -1
    zr(8,19) row_choice(8) 1
    zr(8,19) row_link(8,2,X) -1
    zr(8,19) row_link(8,9,X) -1
    zr(8,19) row_link(8,11,O) -1
    zr(8,19) row_link(8,1,I) -1
    zr(8,19) row_link(8,3,I) -1
    zr(8,19) row_link(8,10,I) -1
    zr(8,20) row_choice(8) 1
    zr(8,20) row_link(8,1,X) -1
    zr(8,20) row_link(8,9,X) -1
    zr(8,20) row_link(8,11,O) -1
    zr(8,20) row_link(8,2,I) -1
    zr(8,20) row_link(8,3,I) -1
    zr(8,20) row_link(8,10,I) -1
    zr(8,21) row_choice(8) 1
    zr(8,21) row_link(8,2,X) -1
    zr(8,21) row_link(8,3,X) -1
    zr(8,21) row_link(8,11,O) -1
    zr(8,21) row_link(8,1,I) -1
    zr(8,21) row_link(8,9,I) -1
    zr(8,21) row_link(8,10,I) -1
    zr(8,22) row_choice(8) 1
    zr(8,22) row_link(8,1,X) -1
    zr(8,22) row_link(8,3,X) -1
    zr(8,22) row_link(8,11,O) -1
    zr(8,22) row_link(8,2,I) -1
    zr(8,22) row_link(8,9,I) -1
    zr(8,22) row_link(8,10,I) -1
    zr(8,23) row_choice(8) 1
    zr(8,23) row_link(8,9,X) -1
    zr(8,23) row_link(8,10,X) -1
    zr(8,23) row_link(8,3,O) -1
    zr(8,23) row_link(8,1,I) -1
    zr(8,23) row_link(8,2,I) -1
    zr(8,23) row_link(8,11,I) -1
    zr(8,24) row_choice(8) 1
    zr(8,24) row_link(8,9,X) -1
    zr(8,24) row_link(8,10,X) -1
    zr(8,24) row_link(8,2,O) -1
    zr(8,24) row_link(8,1,I) -1
    zr(8,24) row_link(8,3,I) -1
    zr(8,24) row_link(8,11,I) -1
    zr(8,25) row_choice(8) 1
    zr(8,25) row_link(8,9,X) -1
    zr(8,25) row_link(8,10,X) -1
    zr(8,25) row_link(8,1,O) -1
    zr(8,25) row_link(8,2,I) -1
    zr(8,25) row_link(8,3,I) -1
    zr(8,25) row_link(8,11,I) -1
    zr(8,26) row_choice(8) 1
    zr(8,26) row_link(8,3,X) -1
    zr(8,26) row_link(8,10,X) -1
    zr(8,26) row_link(8,2,O) -1
    zr(8,26) row_link(8,1,I) -1
    zr(8,26) row_link(8,9,I) -1
    zr(8,26) row_link(8,11,I) -1
    zr(8,27) row_choice(8) 1
    zr(8,27) row_link(8,3,X) -1
    zr(8,27) row_link(8,10,X) -1
    zr(8,27) row_link(8,1,O) -1
    zr(8,27) row_link(8,2,I) -1
    zr(8,27) row_link(8,9,I) -1
    zr(8,27) row_link(8,11,I) -1
    zr(8,28) row_choice(8) 1
    zr(8,28) row_link(8,2,X) -1
    zr(8,28) row_link(8,10,X) -1
    zr(8,28) row_link(8,3,O) -1
    zr(8,28) row_link(8,1,I) -1
    zr(8,28) row_link(8,9,I) -1
    zr(8,28) row_link(8,11,I) -1
    zr(8,29) row_choice(8) 1
    zr(8,29) row_link(8,1,X) -1
    zr(8,29) row_link(8,10,X) -1
    zr(8,29) row_link(8,3,O) -1
    zr(8,29) row_link(8,2,I) -1
    zr(8,29) row_link(8,9,I) -1
    zr(8,29) row_link(8,11,I) -1
    zr(8,30) row_choice(8) 1
    zr(8,30) row_link(8,2,X) -1
    zr(8,30) row_link(8,10,X) -1
    zr(8,30) row_link(8,1,O) -1
    zr(8,30) row_link(8,3,I) -1
    zr(8,30) row_link(8,9,I) -1
    zr(8,30) row_link(8,11,I) -1
    zr(8,31) row_choice(8) 1
    zr(8,31) row_link(8,1,X) -1
    zr(8,31) row_link(8,10,X) -1
    zr(8,31) row_link(8,2,O) -1
    zr(8,31) row_link(8,3,I) -1
    zr(8,31) row_link(8,9,I) -1
    zr(8,31) row_link(8,11,I) -1
    zr(8,32) row_choice(8) 1
    zr(8,32) row_link(8,3,X) -1
    zr(8,32) row_link(8,9,X) -1
    zr(8,32) row_link(8,10,O) -1
    zr(8,32) row_link(8,1,I) -1
    zr(8,32) row_link(8,2,I) -1
    zr(8,32) row_link(8,11,I) -1
    zr(8,33) row_choice(8) 1
    zr(8,33) row_link(8,2,X) -1
    zr(8,33) row_link(8,9,X) -1
    zr(8,33) row_link(8,10,O) -1
    zr(8,33) row_link(8,1,I) -1
    zr(8,33) row_link(8,3,I) -1
    zr(8,33) row_link(8,11,I) -1
    zr(8,34) row_choice(8) 1
    zr(8,34) row_link(8,1,X) -1
    zr(8,34) row_link(8,9,X) -1
    zr(8,34) row_link(8,10,O) -1
    zr(8,34) row_link(8,2,I) -1
    zr(8,34) row_link(8,3,I) -1
    zr(8,34) row_link(8,11,I) -1
    zr(8,35) row_choice(8) 1
    zr(8,35) row_link(8,2,X) -1
    zr(8,35) row_link(8,3,X) -1
    zr(8,35) row_link(8,10,O) -1
    zr(8,35) row_link(8,1,I) -1
    zr(8,35) row_link(8,9,I) -1
    zr(8,35) row_link(8,11,I) -1
    zr(8,36) row_choice(8) 1
    zr(8,36) row_link(8,1,X) -1
    zr(8,36) row_link(8,3,X) -1
    zr(8,36) row_link(8,10,O) -1
    zr(8,36) row_link(8,2,I) -1
    zr(8,36) row_link(8,9,I) -1
    zr(8,36) row_link(8,11,I) -1
    zr(8,37) row_choice(8) 1
    zr(8,37) row_link(8,3,X) -1
    zr(8,37) row_link(8,9,X) -1
    zr(8,37) row_link(8,2,O) -1
    zr(8,37) row_link(8,1,I) -1
    zr(8,37) row_link(8,10,I) -1
    zr(8,37) row_link(8,11,I) -1
    zr(8,38) row_choice(8) 1
    zr(8,38) row_link(8,3,X) -1
    zr(8,38) row_link(8,9,X) -1
    zr(8,38) row_link(8,1,O) -1
    zr(8,38) row_link(8,2,I) -1
    zr(8,38) row_link(8,10,I) -1
    zr(8,38) row_link(8,11,I) -1
    zr(8,39) row_choice(8) 1
    zr(8,39) row_link(8,2,X) -1
    zr(8,39) row_link(8,9,X) -1
    zr(8,39) row_link(8,3,O) -1
    zr(8,39) row_link(8,1,I) -1
    zr(8,39) row_link(8,10,I) -1
    zr(8,39) row_link(8,11,I) -1
    zr(8,40) row_choice(8) 1
    zr(8,40) row_link(8,1,X) -1
    zr(8,40) row_link(8,9,X) -1
    zr(8,40) row_link(8,3,O) -1
    zr(8,40) row_link(8,2,I) -1
    zr(8,40) row_link(8,10,I) -1
    zr(8,40) row_link(8,11,I) -1
    zr(8,41) row_choice(8) 1
    zr(8,41) row_link(8,2,X) -1
    zr(8,41) row_link(8,9,X) -1
    zr(8,41) row_link(8,1,O) -1
    zr(8,41) row_link(8,3,I) -1
    zr(8,41) row_link(8,10,I) -1
    zr(8,41) row_link(8,11,I) -1
    zr(8,42) row_choice(8) 1
    zr(8,42) row_link(8,1,X) -1
    zr(8,42) row_link(8,9,X) -1
    zr(8,42) row_link(8,2,O) -1
    zr(8,42) row_link(8,3,I) -1
    zr(8,42) row_link(8,10,I) -1
    zr(8,42) row_link(8,11,I) -1
    zr(9,0) row_choice(9) 1
    zr(9,0) row_link(9,8,X) -1
    zr(9,0) row_link(9,11,X) -1
    zr(9,0) row_link(9,0,I) -1
    zr(9,0) row_link(9,1,I) -1
    zr(9,0) row_link(9,6,I) -1
    zr(9,1) row_choice(9) 1
    zr(9,1) row_link(9,6,X) -1
    zr(9,1) row_link(9,11,X) -1
    zr(9,1) row_link(9,0,I) -1
    zr(9,1) row_link(9,1,I) -1
    zr(9,1) row_link(9,8,I) -1
    zr(9,2) row_choice(9) 1
    zr(9,2) row_link(9,6,X) -1
    zr(9,2) row_link(9,8,X) -1
    zr(9,2) row_link(9,0,I) -1
    zr(9,2) row_link(9,1,I) -1
    zr(9,2) row_link(9,11,I) -1
    zr(9,3) row_choice(9) 1
    zr(9,3) row_link(9,1,X) -1
    zr(9,3) row_link(9,8,X) -1
    zr(9,3) row_link(9,0,I) -1
    zr(9,3) row_link(9,6,I) -1
    zr(9,3) row_link(9,11,I) -1
    zr(9,4) row_choice(9) 1
    zr(9,4) row_link(9,0,X) -1
    zr(9,4) row_link(9,8,X) -1
    zr(9,4) row_link(9,1,I) -1
    zr(9,4) row_link(9,6,I) -1
    zr(9,4) row_link(9,11,I) -1
    zr(9,5) row_choice(9) 1
    zr(9,5) row_link(9,1,X) -1
    zr(9,5) row_link(9,6,X) -1
    zr(9,5) row_link(9,0,I) -1
    zr(9,5) row_link(9,8,I) -1
    zr(9,5) row_link(9,11,I) -1
    zr(9,6) row_choice(9) 1
    zr(9,6) row_link(9,0,X) -1
    zr(9,6) row_link(9,6,X) -1
    zr(9,6) row_link(9,1,I) -1
    zr(9,6) row_link(9,8,I) -1
    zr(9,6) row_link(9,11,I) -1
    zr(10,0) row_choice(10) 1
    zr(10,0) row_link(10,10,X) -1
    zr(10,0) row_link(10,0,I) -1
    zr(10,0) row_link(10,2,I) -1
    zr(10,0) row_link(10,5,I) -1
    zr(10,1) row_choice(10) 1
    zr(10,1) row_link(10,5,X) -1
    zr(10,1) row_link(10,0,I) -1
    zr(10,1) row_link(10,2,I) -1
    zr(10,1) row_link(10,10,I) -1
    zr(10,2) row_choice(10) 1
    zr(10,2) row_link(10,2,X) -1
    zr(10,2) row_link(10,0,I) -1
    zr(10,2) row_link(10,5,I) -1
    zr(10,2) row_link(10,10,I) -1
    zr(10,3) row_choice(10) 1
    zr(10,3) row_link(10,0,X) -1
    zr(10,3) row_link(10,2,I) -1
    zr(10,3) row_link(10,5,I) -1
    zr(10,3) row_link(10,10,I) -1
    zr(11,0) row_choice(11) 1
    zr(11,0) row_link(11,7,X) -1
    zr(11,0) row_link(11,9,X) -1
    zr(11,0) row_link(11,10,X) -1
    zr(11,0) row_link(11,1,O) -1
    zr(11,0) row_link(11,3,O) -1
    zr(11,0) row_link(11,6,O) -1
    zr(11,0) row_link(11,8,O) -1
    zr(11,0) row_link(11,0,I) -1
    zr(11,1) row_choice(11) 1
    zr(11,1) row_link(11,7,X) -1
    zr(11,1) row_link(11,9,X) -1
    zr(11,1) row_link(11,10,X) -1
    zr(11,1) row_link(11,0,O) -1
    zr(11,1) row_link(11,3,O) -1
    zr(11,1) row_link(11,6,O) -1
    zr(11,1) row_link(11,8,O) -1
    zr(11,1) row_link(11,1,I) -1
    zr(11,2) row_choice(11) 1
    zr(11,2) row_link(11,7,X) -1
    zr(11,2) row_link(11,9,X) -1
    zr(11,2) row_link(11,10,X) -1
    zr(11,2) row_link(11,0,O) -1
    zr(11,2) row_link(11,1,O) -1
    zr(11,2) row_link(11,6,O) -1
    zr(11,2) row_link(11,8,O) -1
    zr(11,2) row_link(11,3,I) -1
    zr(11,3) row_choice(11) 1
    zr(11,3) row_link(11,7,X) -1
    zr(11,3) row_link(11,9,X) -1
    zr(11,3) row_link(11,10,X) -1
    zr(11,3) row_link(11,0,O) -1
    zr(11,3) row_link(11,1,O) -1
    zr(11,3) row_link(11,3,O) -1
    zr(11,3) row_link(11,8,O) -1
    zr(11,3) row_link(11,6,I) -1
    zr(11,4) row_choice(11) 1
    zr(11,4) row_link(11,6,X) -1
    zr(11,4) row_link(11,9,X) -1
    zr(11,4) row_link(11,10,X) -1
    zr(11,4) row_link(11,1,O) -1
    zr(11,4) row_link(11,3,O) -1
    zr(11,4) row_link(11,7,O) -1
    zr(11,4) row_link(11,8,O) -1
    zr(11,4) row_link(11,0,I) -1
    zr(11,5) row_choice(11) 1
    zr(11,5) row_link(11,6,X) -1
    zr(11,5) row_link(11,9,X) -1
    zr(11,5) row_link(11,10,X) -1
    zr(11,5) row_link(11,0,O) -1
    zr(11,5) row_link(11,3,O) -1
    zr(11,5) row_link(11,7,O) -1
    zr(11,5) row_link(11,8,O) -1
    zr(11,5) row_link(11,1,I) -1
    zr(11,6) row_choice(11) 1
    zr(11,6) row_link(11,6,X) -1
    zr(11,6) row_link(11,9,X) -1
    zr(11,6) row_link(11,10,X) -1
    zr(11,6) row_link(11,0,O) -1
    zr(11,6) row_link(11,1,O) -1
    zr(11,6) row_link(11,7,O) -1
    zr(11,6) row_link(11,8,O) -1
    zr(11,6) row_link(11,3,I) -1
    zr(11,7) row_choice(11) 1
    zr(11,7) row_link(11,3,X) -1
    zr(11,7) row_link(11,9,X) -1
    zr(11,7) row_link(11,10,X) -1
    zr(11,7) row_link(11,0,O) -1
    zr(11,7) row_link(11,1,O) -1
    zr(11,7) row_link(11,7,O) -1
    zr(11,7) row_link(11,8,O) -1
    zr(11,7) row_link(11,6,I) -1
    zr(11,8) row_choice(11) 1
    zr(11,8) row_link(11,1,X) -1
    zr(11,8) row_link(11,9,X) -1
    zr(11,8) row_link(11,10,X) -1
    zr(11,8) row_link(11,0,O) -1
    zr(11,8) row_link(11,3,O) -1
    zr(11,8) row_link(11,7,O) -1
    zr(11,8) row_link(11,8,O) -1
    zr(11,8) row_link(11,6,I) -1
    zr(11,9) row_choice(11) 1
    zr(11,9) row_link(11,0,X) -1
    zr(11,9) row_link(11,9,X) -1
    zr(11,9) row_link(11,10,X) -1
    zr(11,9) row_link(11,1,O) -1
    zr(11,9) row_link(11,3,O) -1
    zr(11,9) row_link(11,7,O) -1
    zr(11,9) row_link(11,8,O) -1
    zr(11,9) row_link(11,6,I) -1
    zr(11,10) row_choice(11) 1
    zr(11,10) row_link(11,6,X) -1
    zr(11,10) row_link(11,9,X) -1
    zr(11,10) row_link(11,10,X) -1
    zr(11,10) row_link(11,0,O) -1
    zr(11,10) row_link(11,1,O) -1
    zr(11,10) row_link(11,3,O) -1
    zr(11,10) row_link(11,8,O) -1
    zr(11,10) row_link(11,7,I) -1
    zr(11,11) row_choice(11) 1
    zr(11,11) row_link(11,3,X) -1
    zr(11,11) row_link(11,9,X) -1
    zr(11,11) row_link(11,10,X) -1
    zr(11,11) row_link(11,0,O) -1
    zr(11,11) row_link(11,1,O) -1
    zr(11,11) row_link(11,6,O) -1
    zr(11,11) row_link(11,8,O) -1
    zr(11,11) row_link(11,7,I) -1
    zr(11,12) row_choice(11) 1
    zr(11,12) row_link(11,1,X) -1
    zr(11,12) row_link(11,9,X) -1
    zr(11,12) row_link(11,10,X) -1
    zr(11,12) row_link(11,0,O) -1
    zr(11,12) row_link(11,3,O) -1
    zr(11,12) row_link(11,6,O) -1
    zr(11,12) row_link(11,8,O) -1
    zr(11,12) row_link(11,7,I) -1
    zr(11,13) row_choice(11) 1
    zr(11,13) row_link(11,0,X) -1
    zr(11,13) row_link(11,9,X) -1
    zr(11,13) row_link(11,10,X) -1
    zr(11,13) row_link(11,1,O) -1
    zr(11,13) row_link(11,3,O) -1
    zr(11,13) row_link(11,6,O) -1
    zr(11,13) row_link(11,8,O) -1
    zr(11,13) row_link(11,7,I) -1
    zr(11,14) row_choice(11) 1
    zr(11,14) row_link(11,7,X) -1
    zr(11,14) row_link(11,9,X) -1
    zr(11,14) row_link(11,10,X) -1
    zr(11,14) row_link(11,0,O) -1
    zr(11,14) row_link(11,1,O) -1
    zr(11,14) row_link(11,3,O) -1
    zr(11,14) row_link(11,6,O) -1
    zr(11,14) row_link(11,8,I) -1
    zr(11,15) row_choice(11) 1
    zr(11,15) row_link(11,6,X) -1
    zr(11,15) row_link(11,9,X) -1
    zr(11,15) row_link(11,10,X) -1
    zr(11,15) row_link(11,0,O) -1
    zr(11,15) row_link(11,1,O) -1
    zr(11,15) row_link(11,3,O) -1
    zr(11,15) row_link(11,7,O) -1
    zr(11,15) row_link(11,8,I) -1
    zr(11,16) row_choice(11) 1
    zr(11,16) row_link(11,3,X) -1
    zr(11,16) row_link(11,9,X) -1
    zr(11,16) row_link(11,10,X) -1
    zr(11,16) row_link(11,0,O) -1
    zr(11,16) row_link(11,1,O) -1
    zr(11,16) row_link(11,6,O) -1
    zr(11,16) row_link(11,7,O) -1
    zr(11,16) row_link(11,8,I) -1
    zr(11,17) row_choice(11) 1
    zr(11,17) row_link(11,1,X) -1
    zr(11,17) row_link(11,9,X) -1
    zr(11,17) row_link(11,10,X) -1
    zr(11,17) row_link(11,0,O) -1
    zr(11,17) row_link(11,3,O) -1
    zr(11,17) row_link(11,6,O) -1
    zr(11,17) row_link(11,7,O) -1
    zr(11,17) row_link(11,8,I) -1
    zr(11,18) row_choice(11) 1
    zr(11,18) row_link(11,0,X) -1
    zr(11,18) row_link(11,9,X) -1
    zr(11,18) row_link(11,10,X) -1
    zr(11,18) row_link(11,1,O) -1
    zr(11,18) row_link(11,3,O) -1
    zr(11,18) row_link(11,6,O) -1
    zr(11,18) row_link(11,7,O) -1
    zr(11,18) row_link(11,8,I) -1
    zr(11,19) row_choice(11) 1
    zr(11,19) row_link(11,7,X) -1
    zr(11,19) row_link(11,8,X) -1
    zr(11,19) row_link(11,10,X) -1
    zr(11,19) row_link(11,1,O) -1
    zr(11,19) row_link(11,3,O) -1
    zr(11,19) row_link(11,6,O) -1
    zr(11,19) row_link(11,9,O) -1
    zr(11,19) row_link(11,0,I) -1
    zr(11,20) row_choice(11) 1
    zr(11,20) row_link(11,7,X) -1
    zr(11,20) row_link(11,8,X) -1
    zr(11,20) row_link(11,10,X) -1
    zr(11,20) row_link(11,0,O) -1
    zr(11,20) row_link(11,3,O) -1
    zr(11,20) row_link(11,6,O) -1
    zr(11,20) row_link(11,9,O) -1
    zr(11,20) row_link(11,1,I) -1
    zr(11,21) row_choice(11) 1
    zr(11,21) row_link(11,7,X) -1
    zr(11,21) row_link(11,8,X) -1
    zr(11,21) row_link(11,10,X) -1
    zr(11,21) row_link(11,0,O) -1
    zr(11,21) row_link(11,1,O) -1
    zr(11,21) row_link(11,6,O) -1
    zr(11,21) row_link(11,9,O) -1
    zr(11,21) row_link(11,3,I) -1
    zr(11,22) row_choice(11) 1
    zr(11,22) row_link(11,7,X) -1
    zr(11,22) row_link(11,8,X) -1
    zr(11,22) row_link(11,10,X) -1
    zr(11,22) row_link(11,0,O) -1
    zr(11,22) row_link(11,1,O) -1
    zr(11,22) row_link(11,3,O) -1
    zr(11,22) row_link(11,9,O) -1
    zr(11,22) row_link(11,6,I) -1
    zr(11,23) row_choice(11) 1
    zr(11,23) row_link(11,6,X) -1
    zr(11,23) row_link(11,8,X) -1
    zr(11,23) row_link(11,10,X) -1
    zr(11,23) row_link(11,1,O) -1
    zr(11,23) row_link(11,3,O) -1
    zr(11,23) row_link(11,7,O) -1
    zr(11,23) row_link(11,9,O) -1
    zr(11,23) row_link(11,0,I) -1
    zr(11,24) row_choice(11) 1
    zr(11,24) row_link(11,6,X) -1
    zr(11,24) row_link(11,8,X) -1
    zr(11,24) row_link(11,10,X) -1
    zr(11,24) row_link(11,0,O) -1
    zr(11,24) row_link(11,3,O) -1
    zr(11,24) row_link(11,7,O) -1
    zr(11,24) row_link(11,9,O) -1
    zr(11,24) row_link(11,1,I) -1
    zr(11,25) row_choice(11) 1
    zr(11,25) row_link(11,6,X) -1
    zr(11,25) row_link(11,8,X) -1
    zr(11,25) row_link(11,10,X) -1
    zr(11,25) row_link(11,0,O) -1
    zr(11,25) row_link(11,1,O) -1
    zr(11,25) row_link(11,7,O) -1
    zr(11,25) row_link(11,9,O) -1
    zr(11,25) row_link(11,3,I) -1
    zr(11,26) row_choice(11) 1
    zr(11,26) row_link(11,3,X) -1
    zr(11,26) row_link(11,8,X) -1
    zr(11,26) row_link(11,10,X) -1
    zr(11,26) row_link(11,1,O) -1
    zr(11,26) row_link(11,6,O) -1
    zr(11,26) row_link(11,7,O) -1
    zr(11,26) row_link(11,9,O) -1
    zr(11,26) row_link(11,0,I) -1
    zr(11,27) row_choice(11) 1
    zr(11,27) row_link(11,3,X) -1
    zr(11,27) row_link(11,8,X) -1
    zr(11,27) row_link(11,10,X) -1
    zr(11,27) row_link(11,0,O) -1
    zr(11,27) row_link(11,6,O) -1
    zr(11,27) row_link(11,7,O) -1
    zr(11,27) row_link(11,9,O) -1
    zr(11,27) row_link(11,1,I) -1
    zr(11,28) row_choice(11) 1
    zr(11,28) row_link(11,1,X) -1
    zr(11,28) row_link(11,8,X) -1
    zr(11,28) row_link(11,10,X) -1
    zr(11,28) row_link(11,3,O) -1
    zr(11,28) row_link(11,6,O) -1
    zr(11,28) row_link(11,7,O) -1
    zr(11,28) row_link(11,9,O) -1
    zr(11,28) row_link(11,0,I) -1
    zr(11,29) row_choice(11) 1
    zr(11,29) row_link(11,0,X) -1
    zr(11,29) row_link(11,8,X) -1
    zr(11,29) row_link(11,10,X) -1
    zr(11,29) row_link(11,3,O) -1
    zr(11,29) row_link(11,6,O) -1
    zr(11,29) row_link(11,7,O) -1
    zr(11,29) row_link(11,9,O) -1
    zr(11,29) row_link(11,1,I) -1
    zr(11,30) row_choice(11) 1
    zr(11,30) row_link(11,1,X) -1
    zr(11,30) row_link(11,8,X) -1
    zr(11,30) row_link(11,10,X) -1
    zr(11,30) row_link(11,0,O) -1
    zr(11,30) row_link(11,6,O) -1
    zr(11,30) row_link(11,7,O) -1
    zr(11,30) row_link(11,9,O) -1
    zr(11,30) row_link(11,3,I) -1
    zr(11,31) row_choice(11) 1
    zr(11,31) row_link(11,0,X) -1
    zr(11,31) row_link(11,8,X) -1
    zr(11,31) row_link(11,10,X) -1
    zr(11,31) row_link(11,1,O) -1
    zr(11,31) row_link(11,6,O) -1
    zr(11,31) row_link(11,7,O) -1
    zr(11,31) row_link(11,9,O) -1
    zr(11,31) row_link(11,3,I) -1
    zr(11,32) row_choice(11) 1
    zr(11,32) row_link(11,3,X) -1
    zr(11,32) row_link(11,8,X) -1
    zr(11,32) row_link(11,10,X) -1
    zr(11,32) row_link(11,0,O) -1
    zr(11,32) row_link(11,1,O) -1
    zr(11,32) row_link(11,7,O) -1
    zr(11,32) row_link(11,9,O) -1
    zr(11,32) row_link(11,6,I) -1
    zr(11,33) row_choice(11) 1
    zr(11,33) row_link(11,1,X) -1
    zr(11,33) row_link(11,8,X) -1
    zr(11,33) row_link(11,10,X) -1
    zr(11,33) row_link(11,0,O) -1
    zr(11,33) row_link(11,3,O) -1
    zr(11,33) row_link(11,7,O) -1
    zr(11,33) row_link(11,9,O) -1
    zr(11,33) row_link(11,6,I) -1
    zr(11,34) row_choice(11) 1
    zr(11,34) row_link(11,0,X) -1
    zr(11,34) row_link(11,8,X) -1
    zr(11,34) row_link(11,10,X) -1
    zr(11,34) row_link(11,1,O) -1
    zr(11,34) row_link(11,3,O) -1
    zr(11,34) row_link(11,7,O) -1
    zr(11,34) row_link(11,9,O) -1
    zr(11,34) row_link(11,6,I) -1
    zr(11,35) row_choice(11) 1
    zr(11,35) row_link(11,6,X) -1
    zr(11,35) row_link(11,8,X) -1
    zr(11,35) row_link(11,10,X) -1
    zr(11,35) row_link(11,0,O) -1
    zr(11,35) row_link(11,1,O) -1
    zr(11,35) row_link(11,3,O) -1
    zr(11,35) row_link(11,9,O) -1
    zr(11,35) row_link(11,7,I) -1
    zr(11,36) row_choice(11) 1
    zr(11,36) row_link(11,3,X) -1
    zr(11,36) row_link(11,8,X) -1
    zr(11,36) row_link(11,10,X) -1
    zr(11,36) row_link(11,0,O) -1
    zr(11,36) row_link(11,1,O) -1
    zr(11,36) row_link(11,6,O) -1
    zr(11,36) row_link(11,9,O) -1
    zr(11,36) row_link(11,7,I) -1
    zr(11,37) row_choice(11) 1
    zr(11,37) row_link(11,1,X) -1
    zr(11,37) row_link(11,8,X) -1
    zr(11,37) row_link(11,10,X) -1
    zr(11,37) row_link(11,0,O) -1
    zr(11,37) row_link(11,3,O) -1
    zr(11,37) row_link(11,6,O) -1
    zr(11,37) row_link(11,9,O) -1
    zr(11,37) row_link(11,7,I) -1
    zr(11,38) row_choice(11) 1
    zr(11,38) row_link(11,0,X) -1
    zr(11,38) row_link(11,8,X) -1
    zr(11,38) row_link(11,10,X) -1
    zr(11,38) row_link(11,1,O) -1
    zr(11,38) row_link(11,3,O) -1
    zr(11,38) row_link(11,6,O) -1
    zr(11,38) row_link(11,9,O) -1
    zr(11,38) row_link(11,7,I) -1
    zr(11,39) row_choice(11) 1
    zr(11,39) row_link(11,6,X) -1
    zr(11,39) row_link(11,7,X) -1
    zr(11,39) row_link(11,10,X) -1
    zr(11,39) row_link(11,1,O) -1
    zr(11,39) row_link(11,3,O) -1
    zr(11,39) row_link(11,8,O) -1
    zr(11,39) row_link(11,9,O) -1
    zr(11,39) row_link(11,0,I) -1
    zr(11,40) row_choice(11) 1
    zr(11,40) row_link(11,6,X) -1
    zr(11,40) row_link(11,7,X) -1
    zr(11,40) row_link(11,10,X) -1
    zr(11,40) row_link(11,0,O) -1
    zr(11,40) row_link(11,3,O) -1
    zr(11,40) row_link(11,8,O) -1
    zr(11,40) row_link(11,9,O) -1
    zr(11,40) row_link(11,1,I) -1
    zr(11,41) row_choice(11) 1
    zr(11,41) row_link(11,6,X) -1
    zr(11,41) row_link(11,7,X) -1
    zr(11,41) row_link(11,10,X) -1
    zr(11,41) row_link(11,0,O) -1
    zr(11,41) row_link(11,1,O) -1
    zr(11,41) row_link(11,8,O) -1
    zr(11,41) row_link(11,9,O) -1
    zr(11,41) row_link(11,3,I) -1
    zr(11,42) row_choice(11) 1
    zr(11,42) row_link(11,3,X) -1
    zr(11,42) row_link(11,7,X) -1
    zr(11,42) row_link(11,10,X) -1
    zr(11,42) row_link(11,1,O) -1
    zr(11,42) row_link(11,6,O) -1
    zr(11,42) row_link(11,8,O) -1
    zr(11,42) row_link(11,9,O) -1
    zr(11,42) row_link(11,0,I) -1
    zr(11,43) row_choice(11) 1
    zr(11,43) row_link(11,3,X) -1
    zr(11,43) row_link(11,7,X) -1
    zr(11,43) row_link(11,10,X) -1
    zr(11,43) row_link(11,0,O) -1
    zr(11,43) row_link(11,6,O) -1
    zr(11,43) row_link(11,8,O) -1
    zr(11,43) row_link(11,9,O) -1
    zr(11,43) row_link(11,1,I) -1
    zr(11,44) row_choice(11) 1
    zr(11,44) row_link(11,1,X) -1
    zr(11,44) row_link(11,7,X) -1
    zr(11,44) row_link(11,10,X) -1
    zr(11,44) row_link(11,3,O) -1
    zr(11,44) row_link(11,6,O) -1
    zr(11,44) row_link(11,8,O) -1
    zr(11,44) row_link(11,9,O) -1
    zr(11,44) row_link(11,0,I) -1
    zr(11,45) row_choice(11) 1
    zr(11,45) row_link(11,0,X) -1
    zr(11,45) row_link(11,7,X) -1
    zr(11,45) row_link(11,10,X) -1
    zr(11,45) row_link(11,3,O) -1
    zr(11,45) row_link(11,6,O) -1
    zr(11,45) row_link(11,8,O) -1
    zr(11,45) row_link(11,9,O) -1
    zr(11,45) row_link(11,1,I) -1
    zr(11,46) row_choice(11) 1
    zr(11,46) row_link(11,1,X) -1
    zr(11,46) row_link(11,7,X) -1
    zr(11,46) row_link(11,10,X) -1
    zr(11,46) row_link(11,0,O) -1
    zr(11,46) row_link(11,6,O) -1
    zr(11,46) row_link(11,8,O) -1
    zr(11,46) row_link(11,9,O) -1
    zr(11,46) row_link(11,3,I) -1
    zr(11,47) row_choice(11) 1
    zr(11,47) row_link(11,0,X) -1
    zr(11,47) row_link(11,7,X) -1
    zr(11,47) row_link(11,10,X) -1
    zr(11,47) row_link(11,1,O) -1
    zr(11,47) row_link(11,6,O) -1
    zr(11,47) row_link(11,8,O) -1
    zr(11,47) row_link(11,9,O) -1
    zr(11,47) row_link(11,3,I) -1
    zr(11,48) row_choice(11) 1
    zr(11,48) row_link(11,3,X) -1
    zr(11,48) row_link(11,7,X) -1
    zr(11,48) row_link(11,10,X) -1
    zr(11,48) row_link(11,0,O) -1
    zr(11,48) row_link(11,1,O) -1
    zr(11,48) row_link(11,8,O) -1
    zr(11,48) row_link(11,9,O) -1
    zr(11,48) row_link(11,6,I) -1
    zr(11,49) row_choice(11) 1
    zr(11,49) row_link(11,1,X) -1
    zr(11,49) row_link(11,7,X) -1
    zr(11,49) row_link(11,10,X) -1
    zr(11,49) row_link(11,0,O) -1
    zr(11,49) row_link(11,3,O) -1
    zr(11,49) row_link(11,8,O) -1
    zr(11,49) row_link(11,9,O) -1
    zr(11,49) row_link(11,6,I) -1
    zr(11,50) row_choice(11) 1
    zr(11,50) row_link(11,0,X) -1
    zr(11,50) row_link(11,7,X) -1
    zr(11,50) row_link(11,10,X) -1
    zr(11,50) row_link(11,1,O) -1
    zr(11,50) row_link(11,3,O) -1
    zr(11,50) row_link(11,8,O) -1
    zr(11,50) row_link(11,9,O) -1
    zr(11,50) row_link(11,6,I) -1
    zr(11,51) row_choice(11) 1
    zr(11,51) row_link(11,3,X) -1
    zr(11,51) row_link(11,6,X) -1
    zr(11,51) row_link(11,10,X) -1
    zr(11,51) row_link(11,0,O) -1
    zr(11,51) row_link(11,1,O) -1
    zr(11,51) row_link(11,8,O) -1
    zr(11,51) row_link(11,9,O) -1
    zr(11,51) row_link(11,7,I) -1
    zr(11,52) row_choice(11) 1
    zr(11,52) row_link(11,1,X) -1
    zr(11,52) row_link(11,6,X) -1
    zr(11,52) row_link(11,10,X) -1
    zr(11,52) row_link(11,0,O) -1
    zr(11,52) row_link(11,3,O) -1
    zr(11,52) row_link(11,8,O) -1
    zr(11,52) row_link(11,9,O) -1
    zr(11,52) row_link(11,7,I) -1
    zr(11,53) row_choice(11) 1
    zr(11,53) row_link(11,0,X) -1
    zr(11,53) row_link(11,6,X) -1
    zr(11,53) row_link(11,10,X) -1
    zr(11,53) row_link(11,1,O) -1
    zr(11,53) row_link(11,3,O) -1
    zr(11,53) row_link(11,8,O) -1
    zr(11,53) row_link(11,9,O) -1
    zr(11,53) row_link(11,7,I) -1
    zr(11,54) row_choice(11) 1
    zr(11,54) row_link(11,1,X) -1
    zr(11,54) row_link(11,3,X) -1
    zr(11,54) row_link(11,10,X) -1
    zr(11,54) row_link(11,0,O) -1
    zr(11,54) row_link(11,6,O) -1
    zr(11,54) row_link(11,8,O) -1
    zr(11,54) row_link(11,9,O) -1
    zr(11,54) row_link(11,7,I) -1
    zr(11,55) row_choice(11) 1
    zr(11,55) row_link(11,0,X) -1
    zr(11,55) row_link(11,3,X) -1
    zr(11,55) row_link(11,10,X) -1
    zr(11,55) row_link(11,1,O) -1
    zr(11,55) row_link(11,6,O) -1
    zr(11,55) row_link(11,8,O) -1
    zr(11,55) row_link(11,9,O) -1
    zr(11,55) row_link(11,7,I) -1
    zr(11,56) row_choice(11) 1
    zr(11,56) row_link(11,0,X) -1
    zr(11,56) row_link(11,1,X) -1
    zr(11,56) row_link(11,10,X) -1
    zr(11,56) row_link(11,3,O) -1
    zr(11,56) row_link(11,6,O) -1
    zr(11,56) row_link(11,8,O) -1
    zr(11,56) row_link(11,9,O) -1
    zr(11,56) row_link(11,7,I) -1
    zr(11,57) row_choice(11) 1
    zr(11,57) row_link(11,6,X) -1
    zr(11,57) row_link(11,7,X) -1
    zr(11,57) row_link(11,10,X) -1
    zr(11,57) row_link(11,0,O) -1
    zr(11,57) row_link(11,1,O) -1
    zr(11,57) row_link(11,3,O) -1
    zr(11,57) row_link(11,9,O) -1
    zr(11,57) row_link(11,8,I) -1
    zr(11,58) row_choice(11) 1
    zr(11,58) row_link(11,3,X) -1
    zr(11,58) row_link(11,7,X) -1
    zr(11,58) row_link(11,10,X) -1
    zr(11,58) row_link(11,0,O) -1
    zr(11,58) row_link(11,1,O) -1
    zr(11,58) row_link(11,6,O) -1
    zr(11,58) row_link(11,9,O) -1
    zr(11,58) row_link(11,8,I) -1
    zr(11,59) row_choice(11) 1
    zr(11,59) row_link(11,1,X) -1
    zr(11,59) row_link(11,7,X) -1
    zr(11,59) row_link(11,10,X) -1
    zr(11,59) row_link(11,0,O) -1
    zr(11,59) row_link(11,3,O) -1
    zr(11,59) row_link(11,6,O) -1
    zr(11,59) row_link(11,9,O) -1
    zr(11,59) row_link(11,8,I) -1
    zr(11,60) row_choice(11) 1
    zr(11,60) row_link(11,0,X) -1
    zr(11,60) row_link(11,7,X) -1
    zr(11,60) row_link(11,10,X) -1
    zr(11,60) row_link(11,1,O) -1
    zr(11,60) row_link(11,3,O) -1
    zr(11,60) row_link(11,6,O) -1
    zr(11,60) row_link(11,9,O) -1
    zr(11,60) row_link(11,8,I) -1
    zr(11,61) row_choice(11) 1
    zr(11,61) row_link(11,3,X) -1
    zr(11,61) row_link(11,6,X) -1
    zr(11,61) row_link(11,10,X) -1
    zr(11,61) row_link(11,0,O) -1
    zr(11,61) row_link(11,1,O) -1
    zr(11,61) row_link(11,7,O) -1
    zr(11,61) row_link(11,9,O) -1
    zr(11,61) row_link(11,8,I) -1
    zr(11,62) row_choice(11) 1
    zr(11,62) row_link(11,1,X) -1
    zr(11,62) row_link(11,6,X) -1
    zr(11,62) row_link(11,10,X) -1
    zr(11,62) row_link(11,0,O) -1
    zr(11,62) row_link(11,3,O) -1
    zr(11,62) row_link(11,7,O) -1
    zr(11,62) row_link(11,9,O) -1
    zr(11,62) row_link(11,8,I) -1
    zr(11,63) row_choice(11) 1
    zr(11,63) row_link(11,0,X) -1
    zr(11,63) row_link(11,6,X) -1
    zr(11,63) row_link(11,10,X) -1
    zr(11,63) row_link(11,1,O) -1
    zr(11,63) row_link(11,3,O) -1
    zr(11,63) row_link(11,7,O) -1
    zr(11,63) row_link(11,9,O) -1
    zr(11,63) row_link(11,8,I) -1
    zr(11,64) row_choice(11) 1
    zr(11,64) row_link(11,1,X) -1
    zr(11,64) row_link(11,3,X) -1
    zr(11,64) row_link(11,10,X) -1
    zr(11,64) row_link(11,0,O) -1
    zr(11,64) row_link(11,6,O) -1
    zr(11,64) row_link(11,7,O) -1
    zr(11,64) row_link(11,9,O) -1
    zr(11,64) row_link(11,8,I) -1
    zr(11,65) row_choice(11) 1
    zr(11,65) row_link(11,0,X) -1
    zr(11,65) row_link(11,3,X) -1
    zr(11,65) row_link(11,10,X) -1
    zr(11,65) row_link(11,1,O) -1
    zr(11,65) row_link(11,6,O) -1
    zr(11,65) row_link(11,7,O) -1
    zr(11,65) row_link(11,9,O) -1
    zr(11,65) row_link(11,8,I) -1
    zr(11,66) row_choice(11) 1
    zr(11,66) row_link(11,0,X) -1
    zr(11,66) row_link(11,1,X) -1
    zr(11,66) row_link(11,10,X) -1
    zr(11,66) row_link(11,3,O) -1
    zr(11,66) row_link(11,6,O) -1
    zr(11,66) row_link(11,7,O) -1
    zr(11,66) row_link(11,9,O) -1
    zr(11,66) row_link(11,8,I) -1
    zr(11,67) row_choice(11) 1
    zr(11,67) row_link(11,7,X) -1
    zr(11,67) row_link(11,8,X) -1
    zr(11,67) row_link(11,10,X) -1
    zr(11,67) row_link(11,0,O) -1
    zr(11,67) row_link(11,1,O) -1
    zr(11,67) row_link(11,3,O) -1
    zr(11,67) row_link(11,6,O) -1
    zr(11,67) row_link(11,9,I) -1
    zr(11,68) row_choice(11) 1
    zr(11,68) row_link(11,6,X) -1
    zr(11,68) row_link(11,8,X) -1
    zr(11,68) row_link(11,10,X) -1
    zr(11,68) row_link(11,0,O) -1
    zr(11,68) row_link(11,1,O) -1
    zr(11,68) row_link(11,3,O) -1
    zr(11,68) row_link(11,7,O) -1
    zr(11,68) row_link(11,9,I) -1
    zr(11,69) row_choice(11) 1
    zr(11,69) row_link(11,3,X) -1
    zr(11,69) row_link(11,8,X) -1
    zr(11,69) row_link(11,10,X) -1
    zr(11,69) row_link(11,0,O) -1
    zr(11,69) row_link(11,1,O) -1
    zr(11,69) row_link(11,6,O) -1
    zr(11,69) row_link(11,7,O) -1
    zr(11,69) row_link(11,9,I) -1
    zr(11,70) row_choice(11) 1
    zr(11,70) row_link(11,1,X) -1
    zr(11,70) row_link(11,8,X) -1
    zr(11,70) row_link(11,10,X) -1
    zr(11,70) row_link(11,0,O) -1
    zr(11,70) row_link(11,3,O) -1
    zr(11,70) row_link(11,6,O) -1
    zr(11,70) row_link(11,7,O) -1
    zr(11,70) row_link(11,9,I) -1
    zr(11,71) row_choice(11) 1
    zr(11,71) row_link(11,0,X) -1
    zr(11,71) row_link(11,8,X) -1
    zr(11,71) row_link(11,10,X) -1
    zr(11,71) row_link(11,1,O) -1
    zr(11,71) row_link(11,3,O) -1
    zr(11,71) row_link(11,6,O) -1
    zr(11,71) row_link(11,7,O) -1
    zr(11,71) row_link(11,9,I) -1
    zr(11,72) row_choice(11) 1
    zr(11,72) row_link(11,6,X) -1
    zr(11,72) row_link(11,7,X) -1
    zr(11,72) row_link(11,10,X) -1
    zr(11,72) row_link(11,0,O) -1
    zr(11,72) row_link(11,1,O) -1
    zr(11,72) row_link(11,3,O) -1
    zr(11,72) row_link(11,8,O) -1
    zr(11,72) row_link(11,9,I) -1
    zr(11,73) row_choice(11) 1
    zr(11,73) row_link(11,3,X) -1
    zr(11,73) row_link(11,7,X) -1
    zr(11,73) row_link(11,10,X) -1
    zr(11,73) row_link(11,0,O) -1
    zr(11,73) row_link(11,1,O) -1
    zr(11,73) row_link(11,6,O) -1
    zr(11,73) row_link(11,8,O) -1
    zr(11,73) row_link(11,9,I) -1
    zr(11,74) row_choice(11) 1
    zr(11,74) row_link(11,1,X) -1
    zr(11,74) row_link(11,7,X) -1
    zr(11,74) row_link(11,10,X) -1
    zr(11,74) row_link(11,0,O) -1
    zr(11,74) row_link(11,3,O) -1
    zr(11,74) row_link(11,6,O) -1
    zr(11,74) row_link(11,8,O) -1
    zr(11,74) row_link(11,9,I) -1
    zr(11,75) row_choice(11) 1
    zr(11,75) row_link(11,0,X) -1
    zr(11,75) row_link(11,7,X) -1
    zr(11,75) row_link(11,10,X) -1
    zr(11,75) row_link(11,1,O) -1
    zr(11,75) row_link(11,3,O) -1
    zr(11,75) row_link(11,6,O) -1
    zr(11,75) row_link(11,8,O) -1
    zr(11,75) row_link(11,9,I) -1
    zr(11,76) row_choice(11) 1
    zr(11,76) row_link(11,3,X) -1
    zr(11,76) row_link(11,6,X) -1
    zr(11,76) row_link(11,10,X) -1
    zr(11,76) row_link(11,0,O) -1
    zr(11,76) row_link(11,1,O) -1
    zr(11,76) row_link(11,7,O) -1
    zr(11,76) row_link(11,8,O) -1
    zr(11,76) row_link(11,9,I) -1
    zr(11,77) row_choice(11) 1
    zr(11,77) row_link(11,1,X) -1
    zr(11,77) row_link(11,6,X) -1
    zr(11,77) row_link(11,10,X) -1
    zr(11,77) row_link(11,0,O) -1
    zr(11,77) row_link(11,3,O) -1
    zr(11,77) row_link(11,7,O) -1
    zr(11,77) row_link(11,8,O) -1
    zr(11,77) row_link(11,9,I) -1
    zr(11,78) row_choice(11) 1
    zr(11,78) row_link(11,0,X) -1
    zr(11,78) row_link(11,6,X) -1
    zr(11,78) row_link(11,10,X) -1
    zr(11,78) row_link(11,1,O) -1
    zr(11,78) row_link(11,3,O) -1
    zr(11,78) row_link(11,7,O) -1
    zr(11,78) row_link(11,8,O) -1
    zr(11,78) row_link(11,9,I) -1
    zr(11,79) row_choice(11) 1
    zr(11,79) row_link(11,6,X) -1
    zr(11,79) row_link(11,8,X) -1
    zr(11,79) row_link(11,9,X) -1
    zr(11,79) row_link(11,1,O) -1
    zr(11,79) row_link(11,3,O) -1
    zr(11,79) row_link(11,7,O) -1
    zr(11,79) row_link(11,10,O) -1
    zr(11,79) row_link(11,0,I) -1
    zr(11,80) row_choice(11) 1
    zr(11,80) row_link(11,6,X) -1
    zr(11,80) row_link(11,8,X) -1
    zr(11,80) row_link(11,9,X) -1
    zr(11,80) row_link(11,0,O) -1
    zr(11,80) row_link(11,3,O) -1
    zr(11,80) row_link(11,7,O) -1
    zr(11,80) row_link(11,10,O) -1
    zr(11,80) row_link(11,1,I) -1
    zr(11,81) row_choice(11) 1
    zr(11,81) row_link(11,6,X) -1
    zr(11,81) row_link(11,8,X) -1
    zr(11,81) row_link(11,9,X) -1
    zr(11,81) row_link(11,0,O) -1
    zr(11,81) row_link(11,1,O) -1
    zr(11,81) row_link(11,7,O) -1
    zr(11,81) row_link(11,10,O) -1
    zr(11,81) row_link(11,3,I) -1
    zr(11,82) row_choice(11) 1
    zr(11,82) row_link(11,3,X) -1
    zr(11,82) row_link(11,8,X) -1
    zr(11,82) row_link(11,9,X) -1
    zr(11,82) row_link(11,1,O) -1
    zr(11,82) row_link(11,6,O) -1
    zr(11,82) row_link(11,7,O) -1
    zr(11,82) row_link(11,10,O) -1
    zr(11,82) row_link(11,0,I) -1
    zr(11,83) row_choice(11) 1
    zr(11,83) row_link(11,3,X) -1
    zr(11,83) row_link(11,8,X) -1
    zr(11,83) row_link(11,9,X) -1
    zr(11,83) row_link(11,0,O) -1
    zr(11,83) row_link(11,6,O) -1
    zr(11,83) row_link(11,7,O) -1
    zr(11,83) row_link(11,10,O) -1
    zr(11,83) row_link(11,1,I) -1
    zr(11,84) row_choice(11) 1
    zr(11,84) row_link(11,1,X) -1
    zr(11,84) row_link(11,8,X) -1
    zr(11,84) row_link(11,9,X) -1
    zr(11,84) row_link(11,3,O) -1
    zr(11,84) row_link(11,6,O) -1
    zr(11,84) row_link(11,7,O) -1
    zr(11,84) row_link(11,10,O) -1
    zr(11,84) row_link(11,0,I) -1
    zr(11,85) row_choice(11) 1
    zr(11,85) row_link(11,0,X) -1
    zr(11,85) row_link(11,8,X) -1
    zr(11,85) row_link(11,9,X) -1
    zr(11,85) row_link(11,3,O) -1
    zr(11,85) row_link(11,6,O) -1
    zr(11,85) row_link(11,7,O) -1
    zr(11,85) row_link(11,10,O) -1
    zr(11,85) row_link(11,1,I) -1
    zr(11,86) row_choice(11) 1
    zr(11,86) row_link(11,1,X) -1
    zr(11,86) row_link(11,8,X) -1
    zr(11,86) row_link(11,9,X) -1
    zr(11,86) row_link(11,0,O) -1
    zr(11,86) row_link(11,6,O) -1
    zr(11,86) row_link(11,7,O) -1
    zr(11,86) row_link(11,10,O) -1
    zr(11,86) row_link(11,3,I) -1
    zr(11,87) row_choice(11) 1
    zr(11,87) row_link(11,0,X) -1
    zr(11,87) row_link(11,8,X) -1
    zr(11,87) row_link(11,9,X) -1
    zr(11,87) row_link(11,1,O) -1
    zr(11,87) row_link(11,6,O) -1
    zr(11,87) row_link(11,7,O) -1
    zr(11,87) row_link(11,10,O) -1
    zr(11,87) row_link(11,3,I) -1
    zr(11,88) row_choice(11) 1
    zr(11,88) row_link(11,3,X) -1
    zr(11,88) row_link(11,8,X) -1
    zr(11,88) row_link(11,9,X) -1
    zr(11,88) row_link(11,0,O) -1
    zr(11,88) row_link(11,1,O) -1
    zr(11,88) row_link(11,7,O) -1
    zr(11,88) row_link(11,10,O) -1
    zr(11,88) row_link(11,6,I) -1
    zr(11,89) row_choice(11) 1
    zr(11,89) row_link(11,1,X) -1
    zr(11,89) row_link(11,8,X) -1
    zr(11,89) row_link(11,9,X) -1
    zr(11,89) row_link(11,0,O) -1
    zr(11,89) row_link(11,3,O) -1
    zr(11,89) row_link(11,7,O) -1
    zr(11,89) row_link(11,10,O) -1
    zr(11,89) row_link(11,6,I) -1
    zr(11,90) row_choice(11) 1
    zr(11,90) row_link(11,0,X) -1
    zr(11,90) row_link(11,8,X) -1
    zr(11,90) row_link(11,9,X) -1
    zr(11,90) row_link(11,1,O) -1
    zr(11,90) row_link(11,3,O) -1
    zr(11,90) row_link(11,7,O) -1
    zr(11,90) row_link(11,10,O) -1
    zr(11,90) row_link(11,6,I) -1
    zr(11,91) row_choice(11) 1
    zr(11,91) row_link(11,6,X) -1
    zr(11,91) row_link(11,8,X) -1
    zr(11,91) row_link(11,9,X) -1
    zr(11,91) row_link(11,0,O) -1
    zr(11,91) row_link(11,1,O) -1
    zr(11,91) row_link(11,3,O) -1
    zr(11,91) row_link(11,10,O) -1
    zr(11,91) row_link(11,7,I) -1
    zr(11,92) row_choice(11) 1
    zr(11,92) row_link(11,3,X) -1
    zr(11,92) row_link(11,8,X) -1
    zr(11,92) row_link(11,9,X) -1
    zr(11,92) row_link(11,0,O) -1
    zr(11,92) row_link(11,1,O) -1
    zr(11,92) row_link(11,6,O) -1
    zr(11,92) row_link(11,10,O) -1
    zr(11,92) row_link(11,7,I) -1
    zr(11,93) row_choice(11) 1
    zr(11,93) row_link(11,1,X) -1
    zr(11,93) row_link(11,8,X) -1
    zr(11,93) row_link(11,9,X) -1
    zr(11,93) row_link(11,0,O) -1
    zr(11,93) row_link(11,3,O) -1
    zr(11,93) row_link(11,6,O) -1
    zr(11,93) row_link(11,10,O) -1
    zr(11,93) row_link(11,7,I) -1
    zr(11,94) row_choice(11) 1
    zr(11,94) row_link(11,0,X) -1
    zr(11,94) row_link(11,8,X) -1
    zr(11,94) row_link(11,9,X) -1
    zr(11,94) row_link(11,1,O) -1
    zr(11,94) row_link(11,3,O) -1
    zr(11,94) row_link(11,6,O) -1
    zr(11,94) row_link(11,10,O) -1
    zr(11,94) row_link(11,7,I) -1
    zr(11,95) row_choice(11) 1
    zr(11,95) row_link(11,6,X) -1
    zr(11,95) row_link(11,7,X) -1
    zr(11,95) row_link(11,9,X) -1
    zr(11,95) row_link(11,1,O) -1
    zr(11,95) row_link(11,3,O) -1
    zr(11,95) row_link(11,8,O) -1
    zr(11,95) row_link(11,10,O) -1
    zr(11,95) row_link(11,0,I) -1
    zr(11,96) row_choice(11) 1
    zr(11,96) row_link(11,6,X) -1
    zr(11,96) row_link(11,7,X) -1
    zr(11,96) row_link(11,9,X) -1
    zr(11,96) row_link(11,0,O) -1
    zr(11,96) row_link(11,3,O) -1
    zr(11,96) row_link(11,8,O) -1
    zr(11,96) row_link(11,10,O) -1
    zr(11,96) row_link(11,1,I) -1
    zr(11,97) row_choice(11) 1
    zr(11,97) row_link(11,6,X) -1
    zr(11,97) row_link(11,7,X) -1
    zr(11,97) row_link(11,9,X) -1
    zr(11,97) row_link(11,0,O) -1
    zr(11,97) row_link(11,1,O) -1
    zr(11,97) row_link(11,8,O) -1
    zr(11,97) row_link(11,10,O) -1
    zr(11,97) row_link(11,3,I) -1
    zr(11,98) row_choice(11) 1
    zr(11,98) row_link(11,3,X) -1
    zr(11,98) row_link(11,7,X) -1
    zr(11,98) row_link(11,9,X) -1
    zr(11,98) row_link(11,1,O) -1
    zr(11,98) row_link(11,6,O) -1
    zr(11,98) row_link(11,8,O) -1
    zr(11,98) row_link(11,10,O) -1
    zr(11,98) row_link(11,0,I) -1
    zr(11,99) row_choice(11) 1
    zr(11,99) row_link(11,3,X) -1
    zr(11,99) row_link(11,7,X) -1
    zr(11,99) row_link(11,9,X) -1
    zr(11,99) row_link(11,0,O) -1
    zr(11,99) row_link(11,6,O) -1
    zr(11,99) row_link(11,8,O) -1
    zr(11,99) row_link(11,10,O) -1
    zr(11,99) row_link(11,1,I) -1
    zr(11,100) row_choice(11) 1
    zr(11,100) row_link(11,1,X) -1
    zr(11,100) row_link(11,7,X) -1
    zr(11,100) row_link(11,9,X) -1
    zr(11,100) row_link(11,3,O) -1
    zr(11,100) row_link(11,6,O) -1
    zr(11,100) row_link(11,8,O) -1
    zr(11,100) row_link(11,10,O) -1
    zr(11,100) row_link(11,0,I) -1
    zr(11,101) row_choice(11) 1
    zr(11,101) row_link(11,0,X) -1
    zr(11,101) row_link(11,7,X) -1
    zr(11,101) row_link(11,9,X) -1
    zr(11,101) row_link(11,3,O) -1
    zr(11,101) row_link(11,6,O) -1
    zr(11,101) row_link(11,8,O) -1
    zr(11,101) row_link(11,10,O) -1
    zr(11,101) row_link(11,1,I) -1
    zr(11,102) row_choice(11) 1
    zr(11,102) row_link(11,1,X) -1
    zr(11,102) row_link(11,7,X) -1
    zr(11,102) row_link(11,9,X) -1
    zr(11,102) row_link(11,0,O) -1
    zr(11,102) row_link(11,6,O) -1
    zr(11,102) row_link(11,8,O) -1
    zr(11,102) row_link(11,10,O) -1
    zr(11,102) row_link(11,3,I) -1
    zr(11,103) row_choice(11) 1
    zr(11,103) row_link(11,0,X) -1
    zr(11,103) row_link(11,7,X) -1
    zr(11,103) row_link(11,9,X) -1
    zr(11,103) row_link(11,1,O) -1
    zr(11,103) row_link(11,6,O) -1
    zr(11,103) row_link(11,8,O) -1
    zr(11,103) row_link(11,10,O) -1
    zr(11,103) row_link(11,3,I) -1
    zr(11,104) row_choice(11) 1
    zr(11,104) row_link(11,3,X) -1
    zr(11,104) row_link(11,7,X) -1
    zr(11,104) row_link(11,9,X) -1
    zr(11,104) row_link(11,0,O) -1
    zr(11,104) row_link(11,1,O) -1
    zr(11,104) row_link(11,8,O) -1
    zr(11,104) row_link(11,10,O) -1
    zr(11,104) row_link(11,6,I) -1
    zr(11,105) row_choice(11) 1
    zr(11,105) row_link(11,1,X) -1
    zr(11,105) row_link(11,7,X) -1
    zr(11,105) row_link(11,9,X) -1
    zr(11,105) row_link(11,0,O) -1
    zr(11,105) row_link(11,3,O) -1
    zr(11,105) row_link(11,8,O) -1
    zr(11,105) row_link(11,10,O) -1
    zr(11,105) row_link(11,6,I) -1
    zr(11,106) row_choice(11) 1
    zr(11,106) row_link(11,0,X) -1
    zr(11,106) row_link(11,7,X) -1
    zr(11,106) row_link(11,9,X) -1
    zr(11,106) row_link(11,1,O) -1
    zr(11,106) row_link(11,3,O) -1
    zr(11,106) row_link(11,8,O) -1
    zr(11,106) row_link(11,10,O) -1
    zr(11,106) row_link(11,6,I) -1
    zr(11,107) row_choice(11) 1
    zr(11,107) row_link(11,3,X) -1
    zr(11,107) row_link(11,6,X) -1
    zr(11,107) row_link(11,9,X) -1
    zr(11,107) row_link(11,1,O) -1
    zr(11,107) row_link(11,7,O) -1
    zr(11,107) row_link(11,8,O) -1
    zr(11,107) row_link(11,10,O) -1
    zr(11,107) row_link(11,0,I) -1
    zr(11,108) row_choice(11) 1
    zr(11,108) row_link(11,3,X) -1
    zr(11,108) row_link(11,6,X) -1
    zr(11,108) row_link(11,9,X) -1
    zr(11,108) row_link(11,0,O) -1
    zr(11,108) row_link(11,7,O) -1
    zr(11,108) row_link(11,8,O) -1
    zr(11,108) row_link(11,10,O) -1
    zr(11,108) row_link(11,1,I) -1
    zr(11,109) row_choice(11) 1
    zr(11,109) row_link(11,1,X) -1
    zr(11,109) row_link(11,6,X) -1
    zr(11,109) row_link(11,9,X) -1
    zr(11,109) row_link(11,3,O) -1
    zr(11,109) row_link(11,7,O) -1
    zr(11,109) row_link(11,8,O) -1
    zr(11,109) row_link(11,10,O) -1
    zr(11,109) row_link(11,0,I) -1
    zr(11,110) row_choice(11) 1
    zr(11,110) row_link(11,0,X) -1
    zr(11,110) row_link(11,6,X) -1
    zr(11,110) row_link(11,9,X) -1
    zr(11,110) row_link(11,3,O) -1
    zr(11,110) row_link(11,7,O) -1
    zr(11,110) row_link(11,8,O) -1
    zr(11,110) row_link(11,10,O) -1
    zr(11,110) row_link(11,1,I) -1
    zr(11,111) row_choice(11) 1
    zr(11,111) row_link(11,1,X) -1
    zr(11,111) row_link(11,6,X) -1
    zr(11,111) row_link(11,9,X) -1
    zr(11,111) row_link(11,0,O) -1
    zr(11,111) row_link(11,7,O) -1
    zr(11,111) row_link(11,8,O) -1
    zr(11,111) row_link(11,10,O) -1
    zr(11,111) row_link(11,3,I) -1
    zr(11,112) row_choice(11) 1
    zr(11,112) row_link(11,0,X) -1
    zr(11,112) row_link(11,6,X) -1
    zr(11,112) row_link(11,9,X) -1
    zr(11,112) row_link(11,1,O) -1
    zr(11,112) row_link(11,7,O) -1
    zr(11,112) row_link(11,8,O) -1
    zr(11,112) row_link(11,10,O) -1
    zr(11,112) row_link(11,3,I) -1
    zr(11,113) row_choice(11) 1
    zr(11,113) row_link(11,1,X) -1
    zr(11,113) row_link(11,3,X) -1
    zr(11,113) row_link(11,9,X) -1
    zr(11,113) row_link(11,0,O) -1
    zr(11,113) row_link(11,7,O) -1
    zr(11,113) row_link(11,8,O) -1
    zr(11,113) row_link(11,10,O) -1
    zr(11,113) row_link(11,6,I) -1
    zr(11,114) row_choice(11) 1
    zr(11,114) row_link(11,0,X) -1
    zr(11,114) row_link(11,3,X) -1
    zr(11,114) row_link(11,9,X) -1
    zr(11,114) row_link(11,1,O) -1
    zr(11,114) row_link(11,7,O) -1
    zr(11,114) row_link(11,8,O) -1
    zr(11,114) row_link(11,10,O) -1
    zr(11,114) row_link(11,6,I) -1
    zr(11,115) row_choice(11) 1
    zr(11,115) row_link(11,0,X) -1
    zr(11,115) row_link(11,1,X) -1
    zr(11,115) row_link(11,9,X) -1
    zr(11,115) row_link(11,3,O) -1
    zr(11,115) row_link(11,7,O) -1
    zr(11,115) row_link(11,8,O) -1
    zr(11,115) row_link(11,10,O) -1
    zr(11,115) row_link(11,6,I) -1
    zr(11,116) row_choice(11) 1
    zr(11,116) row_link(11,3,X) -1
    zr(11,116) row_link(11,6,X) -1
    zr(11,116) row_link(11,9,X) -1
    zr(11,116) row_link(11,0,O) -1
    zr(11,116) row_link(11,1,O) -1
    zr(11,116) row_link(11,8,O) -1
    zr(11,116) row_link(11,10,O) -1
    zr(11,116) row_link(11,7,I) -1
    zr(11,117) row_choice(11) 1
    zr(11,117) row_link(11,1,X) -1
    zr(11,117) row_link(11,6,X) -1
    zr(11,117) row_link(11,9,X) -1
    zr(11,117) row_link(11,0,O) -1
    zr(11,117) row_link(11,3,O) -1
    zr(11,117) row_link(11,8,O) -1
    zr(11,117) row_link(11,10,O) -1
    zr(11,117) row_link(11,7,I) -1
    zr(11,118) row_choice(11) 1
    zr(11,118) row_link(11,0,X) -1
    zr(11,118) row_link(11,6,X) -1
    zr(11,118) row_link(11,9,X) -1
    zr(11,118) row_link(11,1,O) -1
    zr(11,118) row_link(11,3,O) -1
    zr(11,118) row_link(11,8,O) -1
    zr(11,118) row_link(11,10,O) -1
    zr(11,118) row_link(11,7,I) -1
    zr(11,119) row_choice(11) 1
    zr(11,119) row_link(11,1,X) -1
    zr(11,119) row_link(11,3,X) -1
    zr(11,119) row_link(11,9,X) -1
    zr(11,119) row_link(11,0,O) -1
    zr(11,119) row_link(11,6,O) -1
    zr(11,119) row_link(11,8,O) -1
    zr(11,119) row_link(11,10,O) -1
    zr(11,119) row_link(11,7,I) -1
    zr(11,120) row_choice(11) 1
    zr(11,120) row_link(11,0,X) -1
    zr(11,120) row_link(11,3,X) -1
    zr(11,120) row_link(11,9,X) -1
    zr(11,120) row_link(11,1,O) -1
    zr(11,120) row_link(11,6,O) -1
    zr(11,120) row_link(11,8,O) -1
    zr(11,120) row_link(11,10,O) -1
    zr(11,120) row_link(11,7,I) -1
    zr(11,121) row_choice(11) 1
    zr(11,121) row_link(11,0,X) -1
    zr(11,121) row_link(11,1,X) -1
    zr(11,121) row_link(11,9,X) -1
    zr(11,121) row_link(11,3,O) -1
    zr(11,121) row_link(11,6,O) -1
    zr(11,121) row_link(11,8,O) -1
    zr(11,121) row_link(11,10,O) -1
    zr(11,121) row_link(11,7,I) -1
    zr(11,122) row_choice(11) 1
    zr(11,122) row_link(11,6,X) -1
    zr(11,122) row_link(11,7,X) -1
    zr(11,122) row_link(11,9,X) -1
    zr(11,122) row_link(11,0,O) -1
    zr(11,122) row_link(11,1,O) -1
    zr(11,122) row_link(11,3,O) -1
    zr(11,122) row_link(11,10,O) -1
    zr(11,122) row_link(11,8,I) -1
    zr(11,123) row_choice(11) 1
    zr(11,123) row_link(11,3,X) -1
    zr(11,123) row_link(11,7,X) -1
    zr(11,123) row_link(11,9,X) -1
    zr(11,123) row_link(11,0,O) -1
    zr(11,123) row_link(11,1,O) -1
    zr(11,123) row_link(11,6,O) -1
    zr(11,123) row_link(11,10,O) -1
    zr(11,123) row_link(11,8,I) -1
    zr(11,124) row_choice(11) 1
    zr(11,124) row_link(11,1,X) -1
    zr(11,124) row_link(11,7,X) -1
    zr(11,124) row_link(11,9,X) -1
    zr(11,124) row_link(11,0,O) -1
    zr(11,124) row_link(11,3,O) -1
    zr(11,124) row_link(11,6,O) -1
    zr(11,124) row_link(11,10,O) -1
    zr(11,124) row_link(11,8,I) -1
    zr(11,125) row_choice(11) 1
    zr(11,125) row_link(11,0,X) -1
    zr(11,125) row_link(11,7,X) -1
    zr(11,125) row_link(11,9,X) -1
    zr(11,125) row_link(11,1,O) -1
    zr(11,125) row_link(11,3,O) -1
    zr(11,125) row_link(11,6,O) -1
    zr(11,125) row_link(11,10,O) -1
    zr(11,125) row_link(11,8,I) -1
    zr(11,126) row_choice(11) 1
    zr(11,126) row_link(11,3,X) -1
    zr(11,126) row_link(11,6,X) -1
    zr(11,126) row_link(11,9,X) -1
    zr(11,126) row_link(11,0,O) -1
    zr(11,126) row_link(11,1,O) -1
    zr(11,126) row_link(11,7,O) -1
    zr(11,126) row_link(11,10,O) -1
    zr(11,126) row_link(11,8,I) -1
    zr(11,127) row_choice(11) 1
    zr(11,127) row_link(11,1,X) -1
    zr(11,127) row_link(11,6,X) -1
    zr(11,127) row_link(11,9,X) -1
    zr(11,127) row_link(11,0,O) -1
    zr(11,127) row_link(11,3,O) -1
    zr(11,127) row_link(11,7,O) -1
    zr(11,127) row_link(11,10,O) -1
    zr(11,127) row_link(11,8,I) -1
    zr(11,128) row_choice(11) 1
    zr(11,128) row_link(11,0,X) -1
    zr(11,128) row_link(11,6,X) -1
    zr(11,128) row_link(11,9,X) -1
    zr(11,128) row_link(11,1,O) -1
    zr(11,128) row_link(11,3,O) -1
    zr(11,128) row_link(11,7,O) -1
    zr(11,128) row_link(11,10,O) -1
    zr(11,128) row_link(11,8,I) -1
    zr(11,129) row_choice(11) 1
    zr(11,129) row_link(11,1,X) -1
    zr(11,129) row_link(11,3,X) -1
    zr(11,129) row_link(11,9,X) -1
    zr(11,129) row_link(11,0,O) -1
    zr(11,129) row_link(11,6,O) -1
    zr(11,129) row_link(11,7,O) -1
    zr(11,129) row_link(11,10,O) -1
    zr(11,129) row_link(11,8,I) -1
    zr(11,130) row_choice(11) 1
    zr(11,130) row_link(11,0,X) -1
    zr(11,130) row_link(11,3,X) -1
    zr(11,130) row_link(11,9,X) -1
    zr(11,130) row_link(11,1,O) -1
    zr(11,130) row_link(11,6,O) -1
    zr(11,130) row_link(11,7,O) -1
    zr(11,130) row_link(11,10,O) -1
    zr(11,130) row_link(11,8,I) -1
    zr(11,131) row_choice(11) 1
    zr(11,131) row_link(11,0,X) -1
    zr(11,131) row_link(11,1,X) -1
    zr(11,131) row_link(11,9,X) -1
    zr(11,131) row_link(11,3,O) -1
    zr(11,131) row_link(11,6,O) -1
    zr(11,131) row_link(11,7,O) -1
    zr(11,131) row_link(11,10,O) -1
    zr(11,131) row_link(11,8,I) -1
    zr(11,132) row_choice(11) 1
    zr(11,132) row_link(11,3,X) -1
    zr(11,132) row_link(11,7,X) -1
    zr(11,132) row_link(11,8,X) -1
    zr(11,132) row_link(11,1,O) -1
    zr(11,132) row_link(11,6,O) -1
    zr(11,132) row_link(11,9,O) -1
    zr(11,132) row_link(11,10,O) -1
    zr(11,132) row_link(11,0,I) -1
    zr(11,133) row_choice(11) 1
    zr(11,133) row_link(11,3,X) -1
    zr(11,133) row_link(11,7,X) -1
    zr(11,133) row_link(11,8,X) -1
    zr(11,133) row_link(11,0,O) -1
    zr(11,133) row_link(11,6,O) -1
    zr(11,133) row_link(11,9,O) -1
    zr(11,133) row_link(11,10,O) -1
    zr(11,133) row_link(11,1,I) -1
    zr(11,134) row_choice(11) 1
    zr(11,134) row_link(11,1,X) -1
    zr(11,134) row_link(11,7,X) -1
    zr(11,134) row_link(11,8,X) -1
    zr(11,134) row_link(11,3,O) -1
    zr(11,134) row_link(11,6,O) -1
    zr(11,134) row_link(11,9,O) -1
    zr(11,134) row_link(11,10,O) -1
    zr(11,134) row_link(11,0,I) -1
    zr(11,135) row_choice(11) 1
    zr(11,135) row_link(11,0,X) -1
    zr(11,135) row_link(11,7,X) -1
    zr(11,135) row_link(11,8,X) -1
    zr(11,135) row_link(11,3,O) -1
    zr(11,135) row_link(11,6,O) -1
    zr(11,135) row_link(11,9,O) -1
    zr(11,135) row_link(11,10,O) -1
    zr(11,135) row_link(11,1,I) -1
    zr(11,136) row_choice(11) 1
    zr(11,136) row_link(11,1,X) -1
    zr(11,136) row_link(11,7,X) -1
    zr(11,136) row_link(11,8,X) -1
    zr(11,136) row_link(11,0,O) -1
    zr(11,136) row_link(11,6,O) -1
    zr(11,136) row_link(11,9,O) -1
    zr(11,136) row_link(11,10,O) -1
    zr(11,136) row_link(11,3,I) -1
    zr(11,137) row_choice(11) 1
    zr(11,137) row_link(11,0,X) -1
    zr(11,137) row_link(11,7,X) -1
    zr(11,137) row_link(11,8,X) -1
    zr(11,137) row_link(11,1,O) -1
    zr(11,137) row_link(11,6,O) -1
    zr(11,137) row_link(11,9,O) -1
    zr(11,137) row_link(11,10,O) -1
    zr(11,137) row_link(11,3,I) -1
    zr(11,138) row_choice(11) 1
    zr(11,138) row_link(11,3,X) -1
    zr(11,138) row_link(11,7,X) -1
    zr(11,138) row_link(11,8,X) -1
    zr(11,138) row_link(11,0,O) -1
    zr(11,138) row_link(11,1,O) -1
    zr(11,138) row_link(11,9,O) -1
    zr(11,138) row_link(11,10,O) -1
    zr(11,138) row_link(11,6,I) -1
    zr(11,139) row_choice(11) 1
    zr(11,139) row_link(11,1,X) -1
    zr(11,139) row_link(11,7,X) -1
    zr(11,139) row_link(11,8,X) -1
    zr(11,139) row_link(11,0,O) -1
    zr(11,139) row_link(11,3,O) -1
    zr(11,139) row_link(11,9,O) -1
    zr(11,139) row_link(11,10,O) -1
    zr(11,139) row_link(11,6,I) -1
    zr(11,140) row_choice(11) 1
    zr(11,140) row_link(11,0,X) -1
    zr(11,140) row_link(11,7,X) -1
    zr(11,140) row_link(11,8,X) -1
    zr(11,140) row_link(11,1,O) -1
    zr(11,140) row_link(11,3,O) -1
    zr(11,140) row_link(11,9,O) -1
    zr(11,140) row_link(11,10,O) -1
    zr(11,140) row_link(11,6,I) -1
    zr(11,141) row_choice(11) 1
    zr(11,141) row_link(11,3,X) -1
    zr(11,141) row_link(11,6,X) -1
    zr(11,141) row_link(11,8,X) -1
    zr(11,141) row_link(11,1,O) -1
    zr(11,141) row_link(11,7,O) -1
    zr(11,141) row_link(11,9,O) -1
    zr(11,141) row_link(11,10,O) -1
    zr(11,141) row_link(11,0,I) -1
    zr(11,142) row_choice(11) 1
    zr(11,142) row_link(11,3,X) -1
    zr(11,142) row_link(11,6,X) -1
    zr(11,142) row_link(11,8,X) -1
    zr(11,142) row_link(11,0,O) -1
    zr(11,142) row_link(11,7,O) -1
    zr(11,142) row_link(11,9,O) -1
    zr(11,142) row_link(11,10,O) -1
    zr(11,142) row_link(11,1,I) -1
    zr(11,143) row_choice(11) 1
    zr(11,143) row_link(11,1,X) -1
    zr(11,143) row_link(11,6,X) -1
    zr(11,143) row_link(11,8,X) -1
    zr(11,143) row_link(11,3,O) -1
    zr(11,143) row_link(11,7,O) -1
    zr(11,143) row_link(11,9,O) -1
    zr(11,143) row_link(11,10,O) -1
    zr(11,143) row_link(11,0,I) -1
    zr(11,144) row_choice(11) 1
    zr(11,144) row_link(11,0,X) -1
    zr(11,144) row_link(11,6,X) -1
    zr(11,144) row_link(11,8,X) -1
    zr(11,144) row_link(11,3,O) -1
    zr(11,144) row_link(11,7,O) -1
    zr(11,144) row_link(11,9,O) -1
    zr(11,144) row_link(11,10,O) -1
    zr(11,144) row_link(11,1,I) -1
    zr(11,145) row_choice(11) 1
    zr(11,145) row_link(11,1,X) -1
    zr(11,145) row_link(11,6,X) -1
    zr(11,145) row_link(11,8,X) -1
    zr(11,145) row_link(11,0,O) -1
    zr(11,145) row_link(11,7,O) -1
    zr(11,145) row_link(11,9,O) -1
    zr(11,145) row_link(11,10,O) -1
    zr(11,145) row_link(11,3,I) -1
    zr(11,146) row_choice(11) 1
    zr(11,146) row_link(11,0,X) -1
    zr(11,146) row_link(11,6,X) -1
    zr(11,146) row_link(11,8,X) -1
    zr(11,146) row_link(11,1,O) -1
    zr(11,146) row_link(11,7,O) -1
    zr(11,146) row_link(11,9,O) -1
    zr(11,146) row_link(11,10,O) -1
    zr(11,146) row_link(11,3,I) -1
    zr(11,147) row_choice(11) 1
    zr(11,147) row_link(11,1,X) -1
    zr(11,147) row_link(11,3,X) -1
    zr(11,147) row_link(11,8,X) -1
    zr(11,147) row_link(11,6,O) -1
    zr(11,147) row_link(11,7,O) -1
    zr(11,147) row_link(11,9,O) -1
    zr(11,147) row_link(11,10,O) -1
    zr(11,147) row_link(11,0,I) -1
    zr(11,148) row_choice(11) 1
    zr(11,148) row_link(11,0,X) -1
    zr(11,148) row_link(11,3,X) -1
    zr(11,148) row_link(11,8,X) -1
    zr(11,148) row_link(11,6,O) -1
    zr(11,148) row_link(11,7,O) -1
    zr(11,148) row_link(11,9,O) -1
    zr(11,148) row_link(11,10,O) -1
    zr(11,148) row_link(11,1,I) -1
    zr(11,149) row_choice(11) 1
    zr(11,149) row_link(11,0,X) -1
    zr(11,149) row_link(11,1,X) -1
    zr(11,149) row_link(11,8,X) -1
    zr(11,149) row_link(11,6,O) -1
    zr(11,149) row_link(11,7,O) -1
    zr(11,149) row_link(11,9,O) -1
    zr(11,149) row_link(11,10,O) -1
    zr(11,149) row_link(11,3,I) -1
    zr(11,150) row_choice(11) 1
    zr(11,150) row_link(11,1,X) -1
    zr(11,150) row_link(11,3,X) -1
    zr(11,150) row_link(11,8,X) -1
    zr(11,150) row_link(11,0,O) -1
    zr(11,150) row_link(11,7,O) -1
    zr(11,150) row_link(11,9,O) -1
    zr(11,150) row_link(11,10,O) -1
    zr(11,150) row_link(11,6,I) -1
    zr(11,151) row_choice(11) 1
    zr(11,151) row_link(11,0,X) -1
    zr(11,151) row_link(11,3,X) -1
    zr(11,151) row_link(11,8,X) -1
    zr(11,151) row_link(11,1,O) -1
    zr(11,151) row_link(11,7,O) -1
    zr(11,151) row_link(11,9,O) -1
    zr(11,151) row_link(11,10,O) -1
    zr(11,151) row_link(11,6,I) -1
    zr(11,152) row_choice(11) 1
    zr(11,152) row_link(11,0,X) -1
    zr(11,152) row_link(11,1,X) -1
    zr(11,152) row_link(11,8,X) -1
    zr(11,152) row_link(11,3,O) -1
    zr(11,152) row_link(11,7,O) -1
    zr(11,152) row_link(11,9,O) -1
    zr(11,152) row_link(11,10,O) -1
    zr(11,152) row_link(11,6,I) -1
    zr(11,153) row_choice(11) 1
    zr(11,153) row_link(11,3,X) -1
    zr(11,153) row_link(11,6,X) -1
    zr(11,153) row_link(11,8,X) -1
    zr(11,153) row_link(11,0,O) -1
    zr(11,153) row_link(11,1,O) -1
    zr(11,153) row_link(11,9,O) -1
    zr(11,153) row_link(11,10,O) -1
    zr(11,153) row_link(11,7,I) -1
    zr(11,154) row_choice(11) 1
    zr(11,154) row_link(11,1,X) -1
    zr(11,154) row_link(11,6,X) -1
    zr(11,154) row_link(11,8,X) -1
    zr(11,154) row_link(11,0,O) -1
    zr(11,154) row_link(11,3,O) -1
    zr(11,154) row_link(11,9,O) -1
    zr(11,154) row_link(11,10,O) -1
    zr(11,154) row_link(11,7,I) -1
    zr(11,155) row_choice(11) 1
    zr(11,155) row_link(11,0,X) -1
    zr(11,155) row_link(11,6,X) -1
    zr(11,155) row_link(11,8,X) -1
    zr(11,155) row_link(11,1,O) -1
    zr(11,155) row_link(11,3,O) -1
    zr(11,155) row_link(11,9,O) -1
    zr(11,155) row_link(11,10,O) -1
    zr(11,155) row_link(11,7,I) -1
    zr(11,156) row_choice(11) 1
    zr(11,156) row_link(11,1,X) -1
    zr(11,156) row_link(11,3,X) -1
    zr(11,156) row_link(11,8,X) -1
    zr(11,156) row_link(11,0,O) -1
    zr(11,156) row_link(11,6,O) -1
    zr(11,156) row_link(11,9,O) -1
    zr(11,156) row_link(11,10,O) -1
    zr(11,156) row_link(11,7,I) -1
    zr(11,157) row_choice(11) 1
    zr(11,157) row_link(11,0,X) -1
    zr(11,157) row_link(11,3,X) -1
    zr(11,157) row_link(11,8,X) -1
    zr(11,157) row_link(11,1,O) -1
    zr(11,157) row_link(11,6,O) -1
    zr(11,157) row_link(11,9,O) -1
    zr(11,157) row_link(11,10,O) -1
    zr(11,157) row_link(11,7,I) -1
    zr(11,158) row_choice(11) 1
    zr(11,158) row_link(11,0,X) -1
    zr(11,158) row_link(11,1,X) -1
    zr(11,158) row_link(11,8,X) -1
    zr(11,158) row_link(11,3,O) -1
    zr(11,158) row_link(11,6,O) -1
    zr(11,158) row_link(11,9,O) -1
    zr(11,158) row_link(11,10,O) -1
    zr(11,158) row_link(11,7,I) -1
    zr(11,159) row_choice(11) 1
    zr(11,159) row_link(11,3,X) -1
    zr(11,159) row_link(11,6,X) -1
    zr(11,159) row_link(11,7,X) -1
    zr(11,159) row_link(11,0,O) -1
    zr(11,159) row_link(11,1,O) -1
    zr(11,159) row_link(11,9,O) -1
    zr(11,159) row_link(11,10,O) -1
    zr(11,159) row_link(11,8,I) -1
    zr(11,160) row_choice(11) 1
    zr(11,160) row_link(11,1,X) -1
    zr(11,160) row_link(11,6,X) -1
    zr(11,160) row_link(11,7,X) -1
    zr(11,160) row_link(11,0,O) -1
    zr(11,160) row_link(11,3,O) -1
    zr(11,160) row_link(11,9,O) -1
    zr(11,160) row_link(11,10,O) -1
    zr(11,160) row_link(11,8,I) -1
    zr(11,161) row_choice(11) 1
    zr(11,161) row_link(11,0,X) -1
    zr(11,161) row_link(11,6,X) -1
    zr(11,161) row_link(11,7,X) -1
    zr(11,161) row_link(11,1,O) -1
    zr(11,161) row_link(11,3,O) -1
    zr(11,161) row_link(11,9,O) -1
    zr(11,161) row_link(11,10,O) -1
    zr(11,161) row_link(11,8,I) -1
    zr(11,162) row_choice(11) 1
    zr(11,162) row_link(11,1,X) -1
    zr(11,162) row_link(11,3,X) -1
    zr(11,162) row_link(11,7,X) -1
    zr(11,162) row_link(11,0,O) -1
    zr(11,162) row_link(11,6,O) -1
    zr(11,162) row_link(11,9,O) -1
    zr(11,162) row_link(11,10,O) -1
    zr(11,162) row_link(11,8,I) -1
    zr(11,163) row_choice(11) 1
    zr(11,163) row_link(11,0,X) -1
    zr(11,163) row_link(11,3,X) -1
    zr(11,163) row_link(11,7,X) -1
    zr(11,163) row_link(11,1,O) -1
    zr(11,163) row_link(11,6,O) -1
    zr(11,163) row_link(11,9,O) -1
    zr(11,163) row_link(11,10,O) -1
    zr(11,163) row_link(11,8,I) -1
    zr(11,164) row_choice(11) 1
    zr(11,164) row_link(11,0,X) -1
    zr(11,164) row_link(11,1,X) -1
    zr(11,164) row_link(11,7,X) -1
    zr(11,164) row_link(11,3,O) -1
    zr(11,164) row_link(11,6,O) -1
    zr(11,164) row_link(11,9,O) -1
    zr(11,164) row_link(11,10,O) -1
    zr(11,164) row_link(11,8,I) -1
    zr(11,165) row_choice(11) 1
    zr(11,165) row_link(11,1,X) -1
    zr(11,165) row_link(11,3,X) -1
    zr(11,165) row_link(11,6,X) -1
    zr(11,165) row_link(11,0,O) -1
    zr(11,165) row_link(11,7,O) -1
    zr(11,165) row_link(11,9,O) -1
    zr(11,165) row_link(11,10,O) -1
    zr(11,165) row_link(11,8,I) -1
    zr(11,166) row_choice(11) 1
    zr(11,166) row_link(11,0,X) -1
    zr(11,166) row_link(11,3,X) -1
    zr(11,166) row_link(11,6,X) -1
    zr(11,166) row_link(11,1,O) -1
    zr(11,166) row_link(11,7,O) -1
    zr(11,166) row_link(11,9,O) -1
    zr(11,166) row_link(11,10,O) -1
    zr(11,166) row_link(11,8,I) -1
    zr(11,167) row_choice(11) 1
    zr(11,167) row_link(11,0,X) -1
    zr(11,167) row_link(11,1,X) -1
    zr(11,167) row_link(11,6,X) -1
    zr(11,167) row_link(11,3,O) -1
    zr(11,167) row_link(11,7,O) -1
    zr(11,167) row_link(11,9,O) -1
    zr(11,167) row_link(11,10,O) -1
    zr(11,167) row_link(11,8,I) -1
    zr(11,168) row_choice(11) 1
    zr(11,168) row_link(11,0,X) -1
    zr(11,168) row_link(11,1,X) -1
    zr(11,168) row_link(11,3,X) -1
    zr(11,168) row_link(11,6,O) -1
    zr(11,168) row_link(11,7,O) -1
    zr(11,168) row_link(11,9,O) -1
    zr(11,168) row_link(11,10,O) -1
    zr(11,168) row_link(11,8,I) -1
    zr(11,169) row_choice(11) 1
    zr(11,169) row_link(11,3,X) -1
    zr(11,169) row_link(11,7,X) -1
    zr(11,169) row_link(11,8,X) -1
    zr(11,169) row_link(11,0,O) -1
    zr(11,169) row_link(11,1,O) -1
    zr(11,169) row_link(11,6,O) -1
    zr(11,169) row_link(11,10,O) -1
    zr(11,169) row_link(11,9,I) -1
    zr(11,170) row_choice(11) 1
    zr(11,170) row_link(11,1,X) -1
    zr(11,170) row_link(11,7,X) -1
    zr(11,170) row_link(11,8,X) -1
    zr(11,170) row_link(11,0,O) -1
    zr(11,170) row_link(11,3,O) -1
    zr(11,170) row_link(11,6,O) -1
    zr(11,170) row_link(11,10,O) -1
    zr(11,170) row_link(11,9,I) -1
    zr(11,171) row_choice(11) 1
    zr(11,171) row_link(11,0,X) -1
    zr(11,171) row_link(11,7,X) -1
    zr(11,171) row_link(11,8,X) -1
    zr(11,171) row_link(11,1,O) -1
    zr(11,171) row_link(11,3,O) -1
    zr(11,171) row_link(11,6,O) -1
    zr(11,171) row_link(11,10,O) -1
    zr(11,171) row_link(11,9,I) -1
    zr(11,172) row_choice(11) 1
    zr(11,172) row_link(11,3,X) -1
    zr(11,172) row_link(11,6,X) -1
    zr(11,172) row_link(11,8,X) -1
    zr(11,172) row_link(11,0,O) -1
    zr(11,172) row_link(11,1,O) -1
    zr(11,172) row_link(11,7,O) -1
    zr(11,172) row_link(11,10,O) -1
    zr(11,172) row_link(11,9,I) -1
    zr(11,173) row_choice(11) 1
    zr(11,173) row_link(11,1,X) -1
    zr(11,173) row_link(11,6,X) -1
    zr(11,173) row_link(11,8,X) -1
    zr(11,173) row_link(11,0,O) -1
    zr(11,173) row_link(11,3,O) -1
    zr(11,173) row_link(11,7,O) -1
    zr(11,173) row_link(11,10,O) -1
    zr(11,173) row_link(11,9,I) -1
    zr(11,174) row_choice(11) 1
    zr(11,174) row_link(11,0,X) -1
    zr(11,174) row_link(11,6,X) -1
    zr(11,174) row_link(11,8,X) -1
    zr(11,174) row_link(11,1,O) -1
    zr(11,174) row_link(11,3,O) -1
    zr(11,174) row_link(11,7,O) -1
    zr(11,174) row_link(11,10,O) -1
    zr(11,174) row_link(11,9,I) -1
    zr(11,175) row_choice(11) 1
    zr(11,175) row_link(11,1,X) -1
    zr(11,175) row_link(11,3,X) -1
    zr(11,175) row_link(11,8,X) -1
    zr(11,175) row_link(11,0,O) -1
    zr(11,175) row_link(11,6,O) -1
    zr(11,175) row_link(11,7,O) -1
    zr(11,175) row_link(11,10,O) -1
    zr(11,175) row_link(11,9,I) -1
    zr(11,176) row_choice(11) 1
    zr(11,176) row_link(11,0,X) -1
    zr(11,176) row_link(11,3,X) -1
    zr(11,176) row_link(11,8,X) -1
    zr(11,176) row_link(11,1,O) -1
    zr(11,176) row_link(11,6,O) -1
    zr(11,176) row_link(11,7,O) -1
    zr(11,176) row_link(11,10,O) -1
    zr(11,176) row_link(11,9,I) -1
    zr(11,177) row_choice(11) 1
    zr(11,177) row_link(11,0,X) -1
    zr(11,177) row_link(11,1,X) -1
    zr(11,177) row_link(11,8,X) -1
    zr(11,177) row_link(11,3,O) -1
    zr(11,177) row_link(11,6,O) -1
    zr(11,177) row_link(11,7,O) -1
    zr(11,177) row_link(11,10,O) -1
    zr(11,177) row_link(11,9,I) -1
    zr(11,178) row_choice(11) 1
    zr(11,178) row_link(11,3,X) -1
    zr(11,178) row_link(11,6,X) -1
    zr(11,178) row_link(11,7,X) -1
    zr(11,178) row_link(11,0,O) -1
    zr(11,178) row_link(11,1,O) -1
    zr(11,178) row_link(11,8,O) -1
    zr(11,178) row_link(11,10,O) -1
    zr(11,178) row_link(11,9,I) -1
    zr(11,179) row_choice(11) 1
    zr(11,179) row_link(11,1,X) -1
    zr(11,179) row_link(11,6,X) -1
    zr(11,179) row_link(11,7,X) -1
    zr(11,179) row_link(11,0,O) -1
    zr(11,179) row_link(11,3,O) -1
    zr(11,179) row_link(11,8,O) -1
    zr(11,179) row_link(11,10,O) -1
    zr(11,179) row_link(11,9,I) -1
    zr(11,180) row_choice(11) 1
    zr(11,180) row_link(11,0,X) -1
    zr(11,180) row_link(11,6,X) -1
    zr(11,180) row_link(11,7,X) -1
    zr(11,180) row_link(11,1,O) -1
    zr(11,180) row_link(11,3,O) -1
    zr(11,180) row_link(11,8,O) -1
    zr(11,180) row_link(11,10,O) -1
    zr(11,180) row_link(11,9,I) -1
    zr(11,181) row_choice(11) 1
    zr(11,181) row_link(11,1,X) -1
    zr(11,181) row_link(11,3,X) -1
    zr(11,181) row_link(11,7,X) -1
    zr(11,181) row_link(11,0,O) -1
    zr(11,181) row_link(11,6,O) -1
    zr(11,181) row_link(11,8,O) -1
    zr(11,181) row_link(11,10,O) -1
    zr(11,181) row_link(11,9,I) -1
    zr(11,182) row_choice(11) 1
    zr(11,182) row_link(11,0,X) -1
    zr(11,182) row_link(11,3,X) -1
    zr(11,182) row_link(11,7,X) -1
    zr(11,182) row_link(11,1,O) -1
    zr(11,182) row_link(11,6,O) -1
    zr(11,182) row_link(11,8,O) -1
    zr(11,182) row_link(11,10,O) -1
    zr(11,182) row_link(11,9,I) -1
    zr(11,183) row_choice(11) 1
    zr(11,183) row_link(11,0,X) -1
    zr(11,183) row_link(11,1,X) -1
    zr(11,183) row_link(11,7,X) -1
    zr(11,183) row_link(11,3,O) -1
    zr(11,183) row_link(11,6,O) -1
    zr(11,183) row_link(11,8,O) -1
    zr(11,183) row_link(11,10,O) -1
    zr(11,183) row_link(11,9,I) -1
    zr(11,184) row_choice(11) 1
    zr(11,184) row_link(11,1,X) -1
    zr(11,184) row_link(11,3,X) -1
    zr(11,184) row_link(11,6,X) -1
    zr(11,184) row_link(11,0,O) -1
    zr(11,184) row_link(11,7,O) -1
    zr(11,184) row_link(11,8,O) -1
    zr(11,184) row_link(11,10,O) -1
    zr(11,184) row_link(11,9,I) -1
    zr(11,185) row_choice(11) 1
    zr(11,185) row_link(11,0,X) -1
    zr(11,185) row_link(11,3,X) -1
    zr(11,185) row_link(11,6,X) -1
    zr(11,185) row_link(11,1,O) -1
    zr(11,185) row_link(11,7,O) -1
    zr(11,185) row_link(11,8,O) -1
    zr(11,185) row_link(11,10,O) -1
    zr(11,185) row_link(11,9,I) -1
    zr(11,186) row_choice(11) 1
    zr(11,186) row_link(11,0,X) -1
    zr(11,186) row_link(11,1,X) -1
    zr(11,186) row_link(11,6,X) -1
    zr(11,186) row_link(11,3,O) -1
    zr(11,186) row_link(11,7,O) -1
    zr(11,186) row_link(11,8,O) -1
    zr(11,186) row_link(11,10,O) -1
    zr(11,186) row_link(11,9,I) -1
    zr(11,187) row_choice(11) 1
    zr(11,187) row_link(11,6,X) -1
    zr(11,187) row_link(11,8,X) -1
    zr(11,187) row_link(11,9,X) -1
    zr(11,187) row_link(11,0,O) -1
    zr(11,187) row_link(11,1,O) -1
    zr(11,187) row_link(11,3,O) -1
    zr(11,187) row_link(11,7,O) -1
    zr(11,187) row_link(11,10,I) -1
    zr(11,188) row_choice(11) 1
    zr(11,188) row_link(11,3,X) -1
    zr(11,188) row_link(11,8,X) -1
    zr(11,188) row_link(11,9,X) -1
    zr(11,188) row_link(11,0,O) -1
    zr(11,188) row_link(11,1,O) -1
    zr(11,188) row_link(11,6,O) -1
    zr(11,188) row_link(11,7,O) -1
    zr(11,188) row_link(11,10,I) -1
    zr(11,189) row_choice(11) 1
    zr(11,189) row_link(11,1,X) -1
    zr(11,189) row_link(11,8,X) -1
    zr(11,189) row_link(11,9,X) -1
    zr(11,189) row_link(11,0,O) -1
    zr(11,189) row_link(11,3,O) -1
    zr(11,189) row_link(11,6,O) -1
    zr(11,189) row_link(11,7,O) -1
    zr(11,189) row_link(11,10,I) -1
    zr(11,190) row_choice(11) 1
    zr(11,190) row_link(11,0,X) -1
    zr(11,190) row_link(11,8,X) -1
    zr(11,190) row_link(11,9,X) -1
    zr(11,190) row_link(11,1,O) -1
    zr(11,190) row_link(11,3,O) -1
    zr(11,190) row_link(11,6,O) -1
    zr(11,190) row_link(11,7,O) -1
    zr(11,190) row_link(11,10,I) -1
    zr(11,191) row_choice(11) 1
    zr(11,191) row_link(11,6,X) -1
    zr(11,191) row_link(11,7,X) -1
    zr(11,191) row_link(11,9,X) -1
    zr(11,191) row_link(11,0,O) -1
    zr(11,191) row_link(11,1,O) -1
    zr(11,191) row_link(11,3,O) -1
    zr(11,191) row_link(11,8,O) -1
    zr(11,191) row_link(11,10,I) -1
    zr(11,192) row_choice(11) 1
    zr(11,192) row_link(11,3,X) -1
    zr(11,192) row_link(11,7,X) -1
    zr(11,192) row_link(11,9,X) -1
    zr(11,192) row_link(11,0,O) -1
    zr(11,192) row_link(11,1,O) -1
    zr(11,192) row_link(11,6,O) -1
    zr(11,192) row_link(11,8,O) -1
    zr(11,192) row_link(11,10,I) -1
    zr(11,193) row_choice(11) 1
    zr(11,193) row_link(11,1,X) -1
    zr(11,193) row_link(11,7,X) -1
    zr(11,193) row_link(11,9,X) -1
    zr(11,193) row_link(11,0,O) -1
    zr(11,193) row_link(11,3,O) -1
    zr(11,193) row_link(11,6,O) -1
    zr(11,193) row_link(11,8,O) -1
    zr(11,193) row_link(11,10,I) -1
    zr(11,194) row_choice(11) 1
    zr(11,194) row_link(11,0,X) -1
    zr(11,194) row_link(11,7,X) -1
    zr(11,194) row_link(11,9,X) -1
    zr(11,194) row_link(11,1,O) -1
    zr(11,194) row_link(11,3,O) -1
    zr(11,194) row_link(11,6,O) -1
    zr(11,194) row_link(11,8,O) -1
    zr(11,194) row_link(11,10,I) -1
    zr(11,195) row_choice(11) 1
    zr(11,195) row_link(11,3,X) -1
    zr(11,195) row_link(11,6,X) -1
    zr(11,195) row_link(11,9,X) -1
    zr(11,195) row_link(11,0,O) -1
    zr(11,195) row_link(11,1,O) -1
    zr(11,195) row_link(11,7,O) -1
    zr(11,195) row_link(11,8,O) -1
    zr(11,195) row_link(11,10,I) -1
    zr(11,196) row_choice(11) 1
    zr(11,196) row_link(11,1,X) -1
    zr(11,196) row_link(11,6,X) -1
    zr(11,196) row_link(11,9,X) -1
    zr(11,196) row_link(11,0,O) -1
    zr(11,196) row_link(11,3,O) -1
    zr(11,196) row_link(11,7,O) -1
    zr(11,196) row_link(11,8,O) -1
    zr(11,196) row_link(11,10,I) -1
    zr(11,197) row_choice(11) 1
    zr(11,197) row_link(11,0,X) -1
    zr(11,197) row_link(11,6,X) -1
    zr(11,197) row_link(11,9,X) -1
    zr(11,197) row_link(11,1,O) -1
    zr(11,197) row_link(11,3,O) -1
    zr(11,197) row_link(11,7,O) -1
    zr(11,197) row_link(11,8,O) -1
    zr(11,197) row_link(11,10,I) -1
    zr(11,198) row_choice(11) 1
    zr(11,198) row_link(11,3,X) -1
    zr(11,198) row_link(11,7,X) -1
    zr(11,198) row_link(11,8,X) -1
    zr(11,198) row_link(11,0,O) -1
    zr(11,198) row_link(11,1,O) -1
    zr(11,198) row_link(11,6,O) -1
    zr(11,198) row_link(11,9,O) -1
    zr(11,198) row_link(11,10,I) -1
    zr(11,199) row_choice(11) 1
    zr(11,199) row_link(11,1,X) -1
    zr(11,199) row_link(11,7,X) -1
    zr(11,199) row_link(11,8,X) -1
    zr(11,199) row_link(11,0,O) -1
    zr(11,199) row_link(11,3,O) -1
    zr(11,199) row_link(11,6,O) -1
    zr(11,199) row_link(11,9,O) -1
    zr(11,199) row_link(11,10,I) -1
    zr(11,200) row_choice(11) 1
    zr(11,200) row_link(11,0,X) -1
    zr(11,200) row_link(11,7,X) -1
    zr(11,200) row_link(11,8,X) -1
    zr(11,200) row_link(11,1,O) -1
    zr(11,200) row_link(11,3,O) -1
    zr(11,200) row_link(11,6,O) -1
    zr(11,200) row_link(11,9,O) -1
    zr(11,200) row_link(11,10,I) -1
    zr(11,201) row_choice(11) 1
    zr(11,201) row_link(11,3,X) -1
    zr(11,201) row_link(11,6,X) -1
    zr(11,201) row_link(11,8,X) -1
    zr(11,201) row_link(11,0,O) -1
    zr(11,201) row_link(11,1,O) -1
    zr(11,201) row_link(11,7,O) -1
    zr(11,201) row_link(11,9,O) -1
    zr(11,201) row_link(11,10,I) -1
    zr(11,202) row_choice(11) 1
    zr(11,202) row_link(11,1,X) -1
    zr(11,202) row_link(11,6,X) -1
    zr(11,202) row_link(11,8,X) -1
    zr(11,202) row_link(11,0,O) -1
    zr(11,202) row_link(11,3,O) -1
    zr(11,202) row_link(11,7,O) -1
    zr(11,202) row_link(11,9,O) -1
    zr(11,202) row_link(11,10,I) -1
    zr(11,203) row_choice(11) 1
    zr(11,203) row_link(11,0,X) -1
    zr(11,203) row_link(11,6,X) -1
    zr(11,203) row_link(11,8,X) -1
    zr(11,203) row_link(11,1,O) -1
    zr(11,203) row_link(11,3,O) -1
    zr(11,203) row_link(11,7,O) -1
    zr(11,203) row_link(11,9,O) -1
    zr(11,203) row_link(11,10,I) -1
    zr(11,204) row_choice(11) 1
    zr(11,204) row_link(11,1,X) -1
    zr(11,204) row_link(11,3,X) -1
    zr(11,204) row_link(11,8,X) -1
    zr(11,204) row_link(11,0,O) -1
    zr(11,204) row_link(11,6,O) -1
    zr(11,204) row_link(11,7,O) -1
    zr(11,204) row_link(11,9,O) -1
    zr(11,204) row_link(11,10,I) -1
    zr(11,205) row_choice(11) 1
    zr(11,205) row_link(11,0,X) -1
    zr(11,205) row_link(11,3,X) -1
    zr(11,205) row_link(11,8,X) -1
    zr(11,205) row_link(11,1,O) -1
    zr(11,205) row_link(11,6,O) -1
    zr(11,205) row_link(11,7,O) -1
    zr(11,205) row_link(11,9,O) -1
    zr(11,205) row_link(11,10,I) -1
    zr(11,206) row_choice(11) 1
    zr(11,206) row_link(11,0,X) -1
    zr(11,206) row_link(11,1,X) -1
    zr(11,206) row_link(11,8,X) -1
    zr(11,206) row_link(11,3,O) -1
    zr(11,206) row_link(11,6,O) -1
    zr(11,206) row_link(11,7,O) -1
    zr(11,206) row_link(11,9,O) -1
    zr(11,206) row_link(11,10,I) -1
    zr(11,207) row_choice(11) 1
    zr(11,207) row_link(11,3,X) -1
    zr(11,207) row_link(11,6,X) -1
    zr(11,207) row_link(11,7,X) -1
    zr(11,207) row_link(11,0,O) -1
    zr(11,207) row_link(11,1,O) -1
    zr(11,207) row_link(11,8,O) -1
    zr(11,207) row_link(11,9,O) -1
    zr(11,207) row_link(11,10,I) -1
    zr(11,208) row_choice(11) 1
    zr(11,208) row_link(11,1,X) -1
    zr(11,208) row_link(11,6,X) -1
    zr(11,208) row_link(11,7,X) -1
    zr(11,208) row_link(11,0,O) -1
    zr(11,208) row_link(11,3,O) -1
    zr(11,208) row_link(11,8,O) -1
    zr(11,208) row_link(11,9,O) -1
    zr(11,208) row_link(11,10,I) -1
    zr(11,209) row_choice(11) 1
    zr(11,209) row_link(11,0,X) -1
    zr(11,209) row_link(11,6,X) -1
    zr(11,209) row_link(11,7,X) -1
    zr(11,209) row_link(11,1,O) -1
    zr(11,209) row_link(11,3,O) -1
    zr(11,209) row_link(11,8,O) -1
    zr(11,209) row_link(11,9,O) -1
    zr(11,209) row_link(11,10,I) -1
    zr(11,210) row_choice(11) 1
    zr(11,210) row_link(11,1,X) -1
    zr(11,210) row_link(11,3,X) -1
    zr(11,210) row_link(11,7,X) -1
    zr(11,210) row_link(11,0,O) -1
    zr(11,210) row_link(11,6,O) -1
    zr(11,210) row_link(11,8,O) -1
    zr(11,210) row_link(11,9,O) -1
    zr(11,210) row_link(11,10,I) -1
    zr(11,211) row_choice(11) 1
    zr(11,211) row_link(11,0,X) -1
    zr(11,211) row_link(11,3,X) -1
    zr(11,211) row_link(11,7,X) -1
    zr(11,211) row_link(11,1,O) -1
    zr(11,211) row_link(11,6,O) -1
    zr(11,211) row_link(11,8,O) -1
    zr(11,211) row_link(11,9,O) -1
    zr(11,211) row_link(11,10,I) -1
    zr(11,212) row_choice(11) 1
    zr(11,212) row_link(11,0,X) -1
    zr(11,212) row_link(11,1,X) -1
    zr(11,212) row_link(11,7,X) -1
    zr(11,212) row_link(11,3,O) -1
    zr(11,212) row_link(11,6,O) -1
    zr(11,212) row_link(11,8,O) -1
    zr(11,212) row_link(11,9,O) -1
    zr(11,212) row_link(11,10,I) -1
    zc(0,0) col_choice(0) 1
    zc(0,0) col_link(0,11,X) -1
    zc(0,0) col_link(0,0,O) -1
    zc(0,0) col_link(0,9,O) -1
    zc(0,0) col_link(0,10,O) -1
    zc(0,0) col_link(0,5,I) -1
    zc(0,0) col_link(0,6,I) -1
    zc(0,1) col_choice(0) 1
    zc(0,1) col_link(0,11,X) -1
    zc(0,1) col_link(0,0,O) -1
    zc(0,1) col_link(0,6,O) -1
    zc(0,1) col_link(0,10,O) -1
    zc(0,1) col_link(0,5,I) -1
    zc(0,1) col_link(0,9,I) -1
    zc(0,2) col_choice(0) 1
    zc(0,2) col_link(0,11,X) -1
    zc(0,2) col_link(0,0,O) -1
    zc(0,2) col_link(0,5,O) -1
    zc(0,2) col_link(0,10,O) -1
    zc(0,2) col_link(0,6,I) -1
    zc(0,2) col_link(0,9,I) -1
    zc(0,3) col_choice(0) 1
    zc(0,3) col_link(0,11,X) -1
    zc(0,3) col_link(0,0,O) -1
    zc(0,3) col_link(0,6,O) -1
    zc(0,3) col_link(0,9,O) -1
    zc(0,3) col_link(0,5,I) -1
    zc(0,3) col_link(0,10,I) -1
    zc(0,4) col_choice(0) 1
    zc(0,4) col_link(0,11,X) -1
    zc(0,4) col_link(0,0,O) -1
    zc(0,4) col_link(0,5,O) -1
    zc(0,4) col_link(0,9,O) -1
    zc(0,4) col_link(0,6,I) -1
    zc(0,4) col_link(0,10,I) -1
    zc(0,5) col_choice(0) 1
    zc(0,5) col_link(0,10,X) -1
    zc(0,5) col_link(0,0,O) -1
    zc(0,5) col_link(0,9,O) -1
    zc(0,5) col_link(0,11,O) -1
    zc(0,5) col_link(0,5,I) -1
    zc(0,5) col_link(0,6,I) -1
    zc(0,6) col_choice(0) 1
    zc(0,6) col_link(0,10,X) -1
    zc(0,6) col_link(0,0,O) -1
    zc(0,6) col_link(0,6,O) -1
    zc(0,6) col_link(0,11,O) -1
    zc(0,6) col_link(0,5,I) -1
    zc(0,6) col_link(0,9,I) -1
    zc(0,7) col_choice(0) 1
    zc(0,7) col_link(0,10,X) -1
    zc(0,7) col_link(0,0,O) -1
    zc(0,7) col_link(0,5,O) -1
    zc(0,7) col_link(0,11,O) -1
    zc(0,7) col_link(0,6,I) -1
    zc(0,7) col_link(0,9,I) -1
    zc(0,8) col_choice(0) 1
    zc(0,8) col_link(0,0,X) -1
    zc(0,8) col_link(0,6,O) -1
    zc(0,8) col_link(0,10,O) -1
    zc(0,8) col_link(0,11,O) -1
    zc(0,8) col_link(0,5,I) -1
    zc(0,8) col_link(0,9,I) -1
    zc(0,9) col_choice(0) 1
    zc(0,9) col_link(0,5,X) -1
    zc(0,9) col_link(0,0,O) -1
    zc(0,9) col_link(0,10,O) -1
    zc(0,9) col_link(0,11,O) -1
    zc(0,9) col_link(0,6,I) -1
    zc(0,9) col_link(0,9,I) -1
    zc(0,10) col_choice(0) 1
    zc(0,10) col_link(0,0,X) -1
    zc(0,10) col_link(0,5,O) -1
    zc(0,10) col_link(0,10,O) -1
    zc(0,10) col_link(0,11,O) -1
    zc(0,10) col_link(0,6,I) -1
    zc(0,10) col_link(0,9,I) -1
    zc(0,11) col_choice(0) 1
    zc(0,11) col_link(0,0,X) -1
    zc(0,11) col_link(0,6,O) -1
    zc(0,11) col_link(0,9,O) -1
    zc(0,11) col_link(0,11,O) -1
    zc(0,11) col_link(0,5,I) -1
    zc(0,11) col_link(0,10,I) -1
    zc(0,12) col_choice(0) 1
    zc(0,12) col_link(0,5,X) -1
    zc(0,12) col_link(0,0,O) -1
    zc(0,12) col_link(0,9,O) -1
    zc(0,12) col_link(0,11,O) -1
    zc(0,12) col_link(0,6,I) -1
    zc(0,12) col_link(0,10,I) -1
    zc(0,13) col_choice(0) 1
    zc(0,13) col_link(0,0,X) -1
    zc(0,13) col_link(0,5,O) -1
    zc(0,13) col_link(0,9,O) -1
    zc(0,13) col_link(0,11,O) -1
    zc(0,13) col_link(0,6,I) -1
    zc(0,13) col_link(0,10,I) -1
    zc(0,14) col_choice(0) 1
    zc(0,14) col_link(0,5,X) -1
    zc(0,14) col_link(0,0,O) -1
    zc(0,14) col_link(0,6,O) -1
    zc(0,14) col_link(0,11,O) -1
    zc(0,14) col_link(0,9,I) -1
    zc(0,14) col_link(0,10,I) -1
    zc(0,15) col_choice(0) 1
    zc(0,15) col_link(0,10,X) -1
    zc(0,15) col_link(0,0,O) -1
    zc(0,15) col_link(0,6,O) -1
    zc(0,15) col_link(0,9,O) -1
    zc(0,15) col_link(0,5,I) -1
    zc(0,15) col_link(0,11,I) -1
    zc(0,16) col_choice(0) 1
    zc(0,16) col_link(0,10,X) -1
    zc(0,16) col_link(0,0,O) -1
    zc(0,16) col_link(0,5,O) -1
    zc(0,16) col_link(0,9,O) -1
    zc(0,16) col_link(0,6,I) -1
    zc(0,16) col_link(0,11,I) -1
    zc(0,17) col_choice(0) 1
    zc(0,17) col_link(0,0,X) -1
    zc(0,17) col_link(0,6,O) -1
    zc(0,17) col_link(0,9,O) -1
    zc(0,17) col_link(0,10,O) -1
    zc(0,17) col_link(0,5,I) -1
    zc(0,17) col_link(0,11,I) -1
    zc(0,18) col_choice(0) 1
    zc(0,18) col_link(0,5,X) -1
    zc(0,18) col_link(0,0,O) -1
    zc(0,18) col_link(0,9,O) -1
    zc(0,18) col_link(0,10,O) -1
    zc(0,18) col_link(0,6,I) -1
    zc(0,18) col_link(0,11,I) -1
    zc(0,19) col_choice(0) 1
    zc(0,19) col_link(0,0,X) -1
    zc(0,19) col_link(0,5,O) -1
    zc(0,19) col_link(0,9,O) -1
    zc(0,19) col_link(0,10,O) -1
    zc(0,19) col_link(0,6,I) -1
    zc(0,19) col_link(0,11,I) -1
    zc(0,20) col_choice(0) 1
    zc(0,20) col_link(0,5,X) -1
    zc(0,20) col_link(0,0,O) -1
    zc(0,20) col_link(0,6,O) -1
    zc(0,20) col_link(0,10,O) -1
    zc(0,20) col_link(0,9,I) -1
    zc(0,20) col_link(0,11,I) -1
    zc(0,21) col_choice(0) 1
    zc(0,21) col_link(0,5,X) -1
    zc(0,21) col_link(0,0,O) -1
    zc(0,21) col_link(0,6,O) -1
    zc(0,21) col_link(0,9,O) -1
    zc(0,21) col_link(0,10,I) -1
    zc(0,21) col_link(0,11,I) -1
    zc(1,0) col_choice(1) 1
    zc(1,0) col_link(1,8,O) -1
    zc(1,0) col_link(1,9,O) -1
    zc(1,0) col_link(1,11,O) -1
    zc(1,0) col_link(1,1,I) -1
    zc(1,0) col_link(1,4,I) -1
    zc(1,0) col_link(1,6,I) -1
    zc(1,1) col_choice(1) 1
    zc(1,1) col_link(1,6,O) -1
    zc(1,1) col_link(1,9,O) -1
    zc(1,1) col_link(1,11,O) -1
    zc(1,1) col_link(1,1,I) -1
    zc(1,1) col_link(1,4,I) -1
    zc(1,1) col_link(1,8,I) -1
    zc(1,2) col_choice(1) 1
    zc(1,2) col_link(1,4,O) -1
    zc(1,2) col_link(1,9,O) -1
    zc(1,2) col_link(1,11,O) -1
    zc(1,2) col_link(1,1,I) -1
    zc(1,2) col_link(1,6,I) -1
    zc(1,2) col_link(1,8,I) -1
    zc(1,3) col_choice(1) 1
    zc(1,3) col_link(1,1,O) -1
    zc(1,3) col_link(1,9,O) -1
    zc(1,3) col_link(1,11,O) -1
    zc(1,3) col_link(1,4,I) -1
    zc(1,3) col_link(1,6,I) -1
    zc(1,3) col_link(1,8,I) -1
    zc(1,4) col_choice(1) 1
    zc(1,4) col_link(1,6,O) -1
    zc(1,4) col_link(1,8,O) -1
    zc(1,4) col_link(1,11,O) -1
    zc(1,4) col_link(1,1,I) -1
    zc(1,4) col_link(1,4,I) -1
    zc(1,4) col_link(1,9,I) -1
    zc(1,5) col_choice(1) 1
    zc(1,5) col_link(1,4,O) -1
    zc(1,5) col_link(1,8,O) -1
    zc(1,5) col_link(1,11,O) -1
    zc(1,5) col_link(1,1,I) -1
    zc(1,5) col_link(1,6,I) -1
    zc(1,5) col_link(1,9,I) -1
    zc(1,6) col_choice(1) 1
    zc(1,6) col_link(1,1,O) -1
    zc(1,6) col_link(1,8,O) -1
    zc(1,6) col_link(1,11,O) -1
    zc(1,6) col_link(1,4,I) -1
    zc(1,6) col_link(1,6,I) -1
    zc(1,6) col_link(1,9,I) -1
    zc(1,7) col_choice(1) 1
    zc(1,7) col_link(1,1,O) -1
    zc(1,7) col_link(1,6,O) -1
    zc(1,7) col_link(1,11,O) -1
    zc(1,7) col_link(1,4,I) -1
    zc(1,7) col_link(1,8,I) -1
    zc(1,7) col_link(1,9,I) -1
    zc(1,8) col_choice(1) 1
    zc(1,8) col_link(1,1,O) -1
    zc(1,8) col_link(1,4,O) -1
    zc(1,8) col_link(1,11,O) -1
    zc(1,8) col_link(1,6,I) -1
    zc(1,8) col_link(1,8,I) -1
    zc(1,8) col_link(1,9,I) -1
    zc(1,9) col_choice(1) 1
    zc(1,9) col_link(1,6,O) -1
    zc(1,9) col_link(1,8,O) -1
    zc(1,9) col_link(1,9,O) -1
    zc(1,9) col_link(1,1,I) -1
    zc(1,9) col_link(1,4,I) -1
    zc(1,9) col_link(1,11,I) -1
    zc(1,10) col_choice(1) 1
    zc(1,10) col_link(1,4,O) -1
    zc(1,10) col_link(1,8,O) -1
    zc(1,10) col_link(1,9,O) -1
    zc(1,10) col_link(1,1,I) -1
    zc(1,10) col_link(1,6,I) -1
    zc(1,10) col_link(1,11,I) -1
    zc(1,11) col_choice(1) 1
    zc(1,11) col_link(1,1,O) -1
    zc(1,11) col_link(1,8,O) -1
    zc(1,11) col_link(1,9,O) -1
    zc(1,11) col_link(1,4,I) -1
    zc(1,11) col_link(1,6,I) -1
    zc(1,11) col_link(1,11,I) -1
    zc(1,12) col_choice(1) 1
    zc(1,12) col_link(1,1,O) -1
    zc(1,12) col_link(1,6,O) -1
    zc(1,12) col_link(1,9,O) -1
    zc(1,12) col_link(1,4,I) -1
    zc(1,12) col_link(1,8,I) -1
    zc(1,12) col_link(1,11,I) -1
    zc(1,13) col_choice(1) 1
    zc(1,13) col_link(1,1,O) -1
    zc(1,13) col_link(1,4,O) -1
    zc(1,13) col_link(1,9,O) -1
    zc(1,13) col_link(1,6,I) -1
    zc(1,13) col_link(1,8,I) -1
    zc(1,13) col_link(1,11,I) -1
    zc(1,14) col_choice(1) 1
    zc(1,14) col_link(1,1,O) -1
    zc(1,14) col_link(1,6,O) -1
    zc(1,14) col_link(1,8,O) -1
    zc(1,14) col_link(1,4,I) -1
    zc(1,14) col_link(1,9,I) -1
    zc(1,14) col_link(1,11,I) -1
    zc(1,15) col_choice(1) 1
    zc(1,15) col_link(1,1,O) -1
    zc(1,15) col_link(1,4,O) -1
    zc(1,15) col_link(1,8,O) -1
    zc(1,15) col_link(1,6,I) -1
    zc(1,15) col_link(1,9,I) -1
    zc(1,15) col_link(1,11,I) -1
    zc(2,0) col_choice(2) 1
    zc(2,0) col_link(2,8,O) -1
    zc(2,0) col_link(2,10,O) -1
    zc(2,0) col_link(2,2,I) -1
    zc(2,0) col_link(2,3,I) -1
    zc(2,1) col_choice(2) 1
    zc(2,1) col_link(2,3,O) -1
    zc(2,1) col_link(2,10,O) -1
    zc(2,1) col_link(2,2,I) -1
    zc(2,1) col_link(2,8,I) -1
    zc(2,2) col_choice(2) 1
    zc(2,2) col_link(2,2,O) -1
    zc(2,2) col_link(2,10,O) -1
    zc(2,2) col_link(2,3,I) -1
    zc(2,2) col_link(2,8,I) -1
    zc(2,3) col_choice(2) 1
    zc(2,3) col_link(2,3,O) -1
    zc(2,3) col_link(2,8,O) -1
    zc(2,3) col_link(2,2,I) -1
    zc(2,3) col_link(2,10,I) -1
    zc(2,4) col_choice(2) 1
    zc(2,4) col_link(2,2,O) -1
    zc(2,4) col_link(2,8,O) -1
    zc(2,4) col_link(2,3,I) -1
    zc(2,4) col_link(2,10,I) -1
    zc(2,5) col_choice(2) 1
    zc(2,5) col_link(2,2,O) -1
    zc(2,5) col_link(2,3,O) -1
    zc(2,5) col_link(2,8,I) -1
    zc(2,5) col_link(2,10,I) -1
    zc(3,0) col_choice(3) 1
    zc(3,0) col_link(3,7,X) -1
    zc(3,0) col_link(3,8,X) -1
    zc(3,0) col_link(3,11,X) -1
    zc(3,0) col_link(3,1,O) -1
    zc(3,0) col_link(3,0,I) -1
    zc(3,0) col_link(3,5,I) -1
    zc(3,0) col_link(3,6,I) -1
    zc(3,1) col_choice(3) 1
    zc(3,1) col_link(3,7,X) -1
    zc(3,1) col_link(3,8,X) -1
    zc(3,1) col_link(3,11,X) -1
    zc(3,1) col_link(3,0,O) -1
    zc(3,1) col_link(3,1,I) -1
    zc(3,1) col_link(3,5,I) -1
    zc(3,1) col_link(3,6,I) -1
    zc(3,2) col_choice(3) 1
    zc(3,2) col_link(3,1,X) -1
    zc(3,2) col_link(3,8,X) -1
    zc(3,2) col_link(3,11,X) -1
    zc(3,2) col_link(3,7,O) -1
    zc(3,2) col_link(3,0,I) -1
    zc(3,2) col_link(3,5,I) -1
    zc(3,2) col_link(3,6,I) -1
    zc(3,3) col_choice(3) 1
    zc(3,3) col_link(3,0,X) -1
    zc(3,3) col_link(3,8,X) -1
    zc(3,3) col_link(3,11,X) -1
    zc(3,3) col_link(3,7,O) -1
    zc(3,3) col_link(3,1,I) -1
    zc(3,3) col_link(3,5,I) -1
    zc(3,3) col_link(3,6,I) -1
    zc(3,4) col_choice(3) 1
    zc(3,4) col_link(3,6,X) -1
    zc(3,4) col_link(3,8,X) -1
    zc(3,4) col_link(3,11,X) -1
    zc(3,4) col_link(3,1,O) -1
    zc(3,4) col_link(3,0,I) -1
    zc(3,4) col_link(3,5,I) -1
    zc(3,4) col_link(3,7,I) -1
    zc(3,5) col_choice(3) 1
    zc(3,5) col_link(3,6,X) -1
    zc(3,5) col_link(3,8,X) -1
    zc(3,5) col_link(3,11,X) -1
    zc(3,5) col_link(3,0,O) -1
    zc(3,5) col_link(3,1,I) -1
    zc(3,5) col_link(3,5,I) -1
    zc(3,5) col_link(3,7,I) -1
    zc(3,6) col_choice(3) 1
    zc(3,6) col_link(3,1,X) -1
    zc(3,6) col_link(3,8,X) -1
    zc(3,6) col_link(3,11,X) -1
    zc(3,6) col_link(3,6,O) -1
    zc(3,6) col_link(3,0,I) -1
    zc(3,6) col_link(3,5,I) -1
    zc(3,6) col_link(3,7,I) -1
    zc(3,7) col_choice(3) 1
    zc(3,7) col_link(3,0,X) -1
    zc(3,7) col_link(3,8,X) -1
    zc(3,7) col_link(3,11,X) -1
    zc(3,7) col_link(3,6,O) -1
    zc(3,7) col_link(3,1,I) -1
    zc(3,7) col_link(3,5,I) -1
    zc(3,7) col_link(3,7,I) -1
    zc(3,8) col_choice(3) 1
    zc(3,8) col_link(3,5,X) -1
    zc(3,8) col_link(3,8,X) -1
    zc(3,8) col_link(3,11,X) -1
    zc(3,8) col_link(3,1,O) -1
    zc(3,8) col_link(3,0,I) -1
    zc(3,8) col_link(3,6,I) -1
    zc(3,8) col_link(3,7,I) -1
    zc(3,9) col_choice(3) 1
    zc(3,9) col_link(3,5,X) -1
    zc(3,9) col_link(3,8,X) -1
    zc(3,9) col_link(3,11,X) -1
    zc(3,9) col_link(3,0,O) -1
    zc(3,9) col_link(3,1,I) -1
    zc(3,9) col_link(3,6,I) -1
    zc(3,9) col_link(3,7,I) -1
    zc(3,10) col_choice(3) 1
    zc(3,10) col_link(3,1,X) -1
    zc(3,10) col_link(3,8,X) -1
    zc(3,10) col_link(3,11,X) -1
    zc(3,10) col_link(3,5,O) -1
    zc(3,10) col_link(3,0,I) -1
    zc(3,10) col_link(3,6,I) -1
    zc(3,10) col_link(3,7,I) -1
    zc(3,11) col_choice(3) 1
    zc(3,11) col_link(3,0,X) -1
    zc(3,11) col_link(3,8,X) -1
    zc(3,11) col_link(3,11,X) -1
    zc(3,11) col_link(3,5,O) -1
    zc(3,11) col_link(3,1,I) -1
    zc(3,11) col_link(3,6,I) -1
    zc(3,11) col_link(3,7,I) -1
    zc(3,12) col_choice(3) 1
    zc(3,12) col_link(3,6,X) -1
    zc(3,12) col_link(3,7,X) -1
    zc(3,12) col_link(3,11,X) -1
    zc(3,12) col_link(3,1,O) -1
    zc(3,12) col_link(3,0,I) -1
    zc(3,12) col_link(3,5,I) -1
    zc(3,12) col_link(3,8,I) -1
    zc(3,13) col_choice(3) 1
    zc(3,13) col_link(3,6,X) -1
    zc(3,13) col_link(3,7,X) -1
    zc(3,13) col_link(3,11,X) -1
    zc(3,13) col_link(3,0,O) -1
    zc(3,13) col_link(3,1,I) -1
    zc(3,13) col_link(3,5,I) -1
    zc(3,13) col_link(3,8,I) -1
    zc(3,14) col_choice(3) 1
    zc(3,14) col_link(3,1,X) -1
    zc(3,14) col_link(3,7,X) -1
    zc(3,14) col_link(3,11,X) -1
    zc(3,14) col_link(3,6,O) -1
    zc(3,14) col_link(3,0,I) -1
    zc(3,14) col_link(3,5,I) -1
    zc(3,14) col_link(3,8,I) -1
    zc(3,15) col_choice(3) 1
    zc(3,15) col_link(3,0,X) -1
    zc(3,15) col_link(3,7,X) -1
    zc(3,15) col_link(3,11,X) -1
    zc(3,15) col_link(3,6,O) -1
    zc(3,15) col_link(3,1,I) -1
    zc(3,15) col_link(3,5,I) -1
    zc(3,15) col_link(3,8,I) -1
    zc(3,16) col_choice(3) 1
    zc(3,16) col_link(3,5,X) -1
    zc(3,16) col_link(3,7,X) -1
    zc(3,16) col_link(3,11,X) -1
    zc(3,16) col_link(3,1,O) -1
    zc(3,16) col_link(3,0,I) -1
    zc(3,16) col_link(3,6,I) -1
    zc(3,16) col_link(3,8,I) -1
    zc(3,17) col_choice(3) 1
    zc(3,17) col_link(3,5,X) -1
    zc(3,17) col_link(3,7,X) -1
    zc(3,17) col_link(3,11,X) -1
    zc(3,17) col_link(3,0,O) -1
    zc(3,17) col_link(3,1,I) -1
    zc(3,17) col_link(3,6,I) -1
    zc(3,17) col_link(3,8,I) -1
    zc(3,18) col_choice(3) 1
    zc(3,18) col_link(3,1,X) -1
    zc(3,18) col_link(3,7,X) -1
    zc(3,18) col_link(3,11,X) -1
    zc(3,18) col_link(3,5,O) -1
    zc(3,18) col_link(3,0,I) -1
    zc(3,18) col_link(3,6,I) -1
    zc(3,18) col_link(3,8,I) -1
    zc(3,19) col_choice(3) 1
    zc(3,19) col_link(3,0,X) -1
    zc(3,19) col_link(3,7,X) -1
    zc(3,19) col_link(3,11,X) -1
    zc(3,19) col_link(3,5,O) -1
    zc(3,19) col_link(3,1,I) -1
    zc(3,19) col_link(3,6,I) -1
    zc(3,19) col_link(3,8,I) -1
    zc(3,20) col_choice(3) 1
    zc(3,20) col_link(3,1,X) -1
    zc(3,20) col_link(3,7,X) -1
    zc(3,20) col_link(3,11,X) -1
    zc(3,20) col_link(3,0,O) -1
    zc(3,20) col_link(3,5,I) -1
    zc(3,20) col_link(3,6,I) -1
    zc(3,20) col_link(3,8,I) -1
    zc(3,21) col_choice(3) 1
    zc(3,21) col_link(3,0,X) -1
    zc(3,21) col_link(3,7,X) -1
    zc(3,21) col_link(3,11,X) -1
    zc(3,21) col_link(3,1,O) -1
    zc(3,21) col_link(3,5,I) -1
    zc(3,21) col_link(3,6,I) -1
    zc(3,21) col_link(3,8,I) -1
    zc(3,22) col_choice(3) 1
    zc(3,22) col_link(3,1,X) -1
    zc(3,22) col_link(3,6,X) -1
    zc(3,22) col_link(3,11,X) -1
    zc(3,22) col_link(3,7,O) -1
    zc(3,22) col_link(3,0,I) -1
    zc(3,22) col_link(3,5,I) -1
    zc(3,22) col_link(3,8,I) -1
    zc(3,23) col_choice(3) 1
    zc(3,23) col_link(3,0,X) -1
    zc(3,23) col_link(3,6,X) -1
    zc(3,23) col_link(3,11,X) -1
    zc(3,23) col_link(3,7,O) -1
    zc(3,23) col_link(3,1,I) -1
    zc(3,23) col_link(3,5,I) -1
    zc(3,23) col_link(3,8,I) -1
    zc(3,24) col_choice(3) 1
    zc(3,24) col_link(3,1,X) -1
    zc(3,24) col_link(3,5,X) -1
    zc(3,24) col_link(3,11,X) -1
    zc(3,24) col_link(3,7,O) -1
    zc(3,24) col_link(3,0,I) -1
    zc(3,24) col_link(3,6,I) -1
    zc(3,24) col_link(3,8,I) -1
    zc(3,25) col_choice(3) 1
    zc(3,25) col_link(3,0,X) -1
    zc(3,25) col_link(3,5,X) -1
    zc(3,25) col_link(3,11,X) -1
    zc(3,25) col_link(3,7,O) -1
    zc(3,25) col_link(3,1,I) -1
    zc(3,25) col_link(3,6,I) -1
    zc(3,25) col_link(3,8,I) -1
    zc(3,26) col_choice(3) 1
    zc(3,26) col_link(3,0,X) -1
    zc(3,26) col_link(3,1,X) -1
    zc(3,26) col_link(3,11,X) -1
    zc(3,26) col_link(3,7,O) -1
    zc(3,26) col_link(3,5,I) -1
    zc(3,26) col_link(3,6,I) -1
    zc(3,26) col_link(3,8,I) -1
    zc(3,27) col_choice(3) 1
    zc(3,27) col_link(3,5,X) -1
    zc(3,27) col_link(3,6,X) -1
    zc(3,27) col_link(3,11,X) -1
    zc(3,27) col_link(3,1,O) -1
    zc(3,27) col_link(3,0,I) -1
    zc(3,27) col_link(3,7,I) -1
    zc(3,27) col_link(3,8,I) -1
    zc(3,28) col_choice(3) 1
    zc(3,28) col_link(3,5,X) -1
    zc(3,28) col_link(3,6,X) -1
    zc(3,28) col_link(3,11,X) -1
    zc(3,28) col_link(3,0,O) -1
    zc(3,28) col_link(3,1,I) -1
    zc(3,28) col_link(3,7,I) -1
    zc(3,28) col_link(3,8,I) -1
    zc(3,29) col_choice(3) 1
    zc(3,29) col_link(3,1,X) -1
    zc(3,29) col_link(3,6,X) -1
    zc(3,29) col_link(3,11,X) -1
    zc(3,29) col_link(3,5,O) -1
    zc(3,29) col_link(3,0,I) -1
    zc(3,29) col_link(3,7,I) -1
    zc(3,29) col_link(3,8,I) -1
    zc(3,30) col_choice(3) 1
    zc(3,30) col_link(3,0,X) -1
    zc(3,30) col_link(3,6,X) -1
    zc(3,30) col_link(3,11,X) -1
    zc(3,30) col_link(3,5,O) -1
    zc(3,30) col_link(3,1,I) -1
    zc(3,30) col_link(3,7,I) -1
    zc(3,30) col_link(3,8,I) -1
    zc(3,31) col_choice(3) 1
    zc(3,31) col_link(3,1,X) -1
    zc(3,31) col_link(3,6,X) -1
    zc(3,31) col_link(3,11,X) -1
    zc(3,31) col_link(3,0,O) -1
    zc(3,31) col_link(3,5,I) -1
    zc(3,31) col_link(3,7,I) -1
    zc(3,31) col_link(3,8,I) -1
    zc(3,32) col_choice(3) 1
    zc(3,32) col_link(3,0,X) -1
    zc(3,32) col_link(3,6,X) -1
    zc(3,32) col_link(3,11,X) -1
    zc(3,32) col_link(3,1,O) -1
    zc(3,32) col_link(3,5,I) -1
    zc(3,32) col_link(3,7,I) -1
    zc(3,32) col_link(3,8,I) -1
    zc(3,33) col_choice(3) 1
    zc(3,33) col_link(3,1,X) -1
    zc(3,33) col_link(3,5,X) -1
    zc(3,33) col_link(3,11,X) -1
    zc(3,33) col_link(3,6,O) -1
    zc(3,33) col_link(3,0,I) -1
    zc(3,33) col_link(3,7,I) -1
    zc(3,33) col_link(3,8,I) -1
    zc(3,34) col_choice(3) 1
    zc(3,34) col_link(3,0,X) -1
    zc(3,34) col_link(3,5,X) -1
    zc(3,34) col_link(3,11,X) -1
    zc(3,34) col_link(3,6,O) -1
    zc(3,34) col_link(3,1,I) -1
    zc(3,34) col_link(3,7,I) -1
    zc(3,34) col_link(3,8,I) -1
    zc(3,35) col_choice(3) 1
    zc(3,35) col_link(3,0,X) -1
    zc(3,35) col_link(3,1,X) -1
    zc(3,35) col_link(3,11,X) -1
    zc(3,35) col_link(3,6,O) -1
    zc(3,35) col_link(3,5,I) -1
    zc(3,35) col_link(3,7,I) -1
    zc(3,35) col_link(3,8,I) -1
    zc(3,36) col_choice(3) 1
    zc(3,36) col_link(3,1,X) -1
    zc(3,36) col_link(3,7,X) -1
    zc(3,36) col_link(3,8,X) -1
    zc(3,36) col_link(3,6,O) -1
    zc(3,36) col_link(3,0,I) -1
    zc(3,36) col_link(3,5,I) -1
    zc(3,36) col_link(3,11,I) -1
    zc(3,37) col_choice(3) 1
    zc(3,37) col_link(3,0,X) -1
    zc(3,37) col_link(3,7,X) -1
    zc(3,37) col_link(3,8,X) -1
    zc(3,37) col_link(3,6,O) -1
    zc(3,37) col_link(3,1,I) -1
    zc(3,37) col_link(3,5,I) -1
    zc(3,37) col_link(3,11,I) -1
    zc(3,38) col_choice(3) 1
    zc(3,38) col_link(3,5,X) -1
    zc(3,38) col_link(3,7,X) -1
    zc(3,38) col_link(3,8,X) -1
    zc(3,38) col_link(3,1,O) -1
    zc(3,38) col_link(3,0,I) -1
    zc(3,38) col_link(3,6,I) -1
    zc(3,38) col_link(3,11,I) -1
    zc(3,39) col_choice(3) 1
    zc(3,39) col_link(3,5,X) -1
    zc(3,39) col_link(3,7,X) -1
    zc(3,39) col_link(3,8,X) -1
    zc(3,39) col_link(3,0,O) -1
    zc(3,39) col_link(3,1,I) -1
    zc(3,39) col_link(3,6,I) -1
    zc(3,39) col_link(3,11,I) -1
    zc(3,40) col_choice(3) 1
    zc(3,40) col_link(3,1,X) -1
    zc(3,40) col_link(3,7,X) -1
    zc(3,40) col_link(3,8,X) -1
    zc(3,40) col_link(3,5,O) -1
    zc(3,40) col_link(3,0,I) -1
    zc(3,40) col_link(3,6,I) -1
    zc(3,40) col_link(3,11,I) -1
    zc(3,41) col_choice(3) 1
    zc(3,41) col_link(3,0,X) -1
    zc(3,41) col_link(3,7,X) -1
    zc(3,41) col_link(3,8,X) -1
    zc(3,41) col_link(3,5,O) -1
    zc(3,41) col_link(3,1,I) -1
    zc(3,41) col_link(3,6,I) -1
    zc(3,41) col_link(3,11,I) -1
    zc(3,42) col_choice(3) 1
    zc(3,42) col_link(3,1,X) -1
    zc(3,42) col_link(3,7,X) -1
    zc(3,42) col_link(3,8,X) -1
    zc(3,42) col_link(3,0,O) -1
    zc(3,42) col_link(3,5,I) -1
    zc(3,42) col_link(3,6,I) -1
    zc(3,42) col_link(3,11,I) -1
    zc(3,43) col_choice(3) 1
    zc(3,43) col_link(3,0,X) -1
    zc(3,43) col_link(3,7,X) -1
    zc(3,43) col_link(3,8,X) -1
    zc(3,43) col_link(3,1,O) -1
    zc(3,43) col_link(3,5,I) -1
    zc(3,43) col_link(3,6,I) -1
    zc(3,43) col_link(3,11,I) -1
    zc(3,44) col_choice(3) 1
    zc(3,44) col_link(3,1,X) -1
    zc(3,44) col_link(3,6,X) -1
    zc(3,44) col_link(3,8,X) -1
    zc(3,44) col_link(3,7,O) -1
    zc(3,44) col_link(3,0,I) -1
    zc(3,44) col_link(3,5,I) -1
    zc(3,44) col_link(3,11,I) -1
    zc(3,45) col_choice(3) 1
    zc(3,45) col_link(3,0,X) -1
    zc(3,45) col_link(3,6,X) -1
    zc(3,45) col_link(3,8,X) -1
    zc(3,45) col_link(3,7,O) -1
    zc(3,45) col_link(3,1,I) -1
    zc(3,45) col_link(3,5,I) -1
    zc(3,45) col_link(3,11,I) -1
    zc(3,46) col_choice(3) 1
    zc(3,46) col_link(3,1,X) -1
    zc(3,46) col_link(3,5,X) -1
    zc(3,46) col_link(3,8,X) -1
    zc(3,46) col_link(3,7,O) -1
    zc(3,46) col_link(3,0,I) -1
    zc(3,46) col_link(3,6,I) -1
    zc(3,46) col_link(3,11,I) -1
    zc(3,47) col_choice(3) 1
    zc(3,47) col_link(3,0,X) -1
    zc(3,47) col_link(3,5,X) -1
    zc(3,47) col_link(3,8,X) -1
    zc(3,47) col_link(3,7,O) -1
    zc(3,47) col_link(3,1,I) -1
    zc(3,47) col_link(3,6,I) -1
    zc(3,47) col_link(3,11,I) -1
    zc(3,48) col_choice(3) 1
    zc(3,48) col_link(3,0,X) -1
    zc(3,48) col_link(3,1,X) -1
    zc(3,48) col_link(3,8,X) -1
    zc(3,48) col_link(3,7,O) -1
    zc(3,48) col_link(3,5,I) -1
    zc(3,48) col_link(3,6,I) -1
    zc(3,48) col_link(3,11,I) -1
    zc(3,49) col_choice(3) 1
    zc(3,49) col_link(3,5,X) -1
    zc(3,49) col_link(3,6,X) -1
    zc(3,49) col_link(3,8,X) -1
    zc(3,49) col_link(3,1,O) -1
    zc(3,49) col_link(3,0,I) -1
    zc(3,49) col_link(3,7,I) -1
    zc(3,49) col_link(3,11,I) -1
    zc(3,50) col_choice(3) 1
    zc(3,50) col_link(3,5,X) -1
    zc(3,50) col_link(3,6,X) -1
    zc(3,50) col_link(3,8,X) -1
    zc(3,50) col_link(3,0,O) -1
    zc(3,50) col_link(3,1,I) -1
    zc(3,50) col_link(3,7,I) -1
    zc(3,50) col_link(3,11,I) -1
    zc(3,51) col_choice(3) 1
    zc(3,51) col_link(3,1,X) -1
    zc(3,51) col_link(3,6,X) -1
    zc(3,51) col_link(3,8,X) -1
    zc(3,51) col_link(3,5,O) -1
    zc(3,51) col_link(3,0,I) -1
    zc(3,51) col_link(3,7,I) -1
    zc(3,51) col_link(3,11,I) -1
    zc(3,52) col_choice(3) 1
    zc(3,52) col_link(3,0,X) -1
    zc(3,52) col_link(3,6,X) -1
    zc(3,52) col_link(3,8,X) -1
    zc(3,52) col_link(3,5,O) -1
    zc(3,52) col_link(3,1,I) -1
    zc(3,52) col_link(3,7,I) -1
    zc(3,52) col_link(3,11,I) -1
    zc(3,53) col_choice(3) 1
    zc(3,53) col_link(3,1,X) -1
    zc(3,53) col_link(3,6,X) -1
    zc(3,53) col_link(3,8,X) -1
    zc(3,53) col_link(3,0,O) -1
    zc(3,53) col_link(3,5,I) -1
    zc(3,53) col_link(3,7,I) -1
    zc(3,53) col_link(3,11,I) -1
    zc(3,54) col_choice(3) 1
    zc(3,54) col_link(3,0,X) -1
    zc(3,54) col_link(3,6,X) -1
    zc(3,54) col_link(3,8,X) -1
    zc(3,54) col_link(3,1,O) -1
    zc(3,54) col_link(3,5,I) -1
    zc(3,54) col_link(3,7,I) -1
    zc(3,54) col_link(3,11,I) -1
    zc(3,55) col_choice(3) 1
    zc(3,55) col_link(3,1,X) -1
    zc(3,55) col_link(3,5,X) -1
    zc(3,55) col_link(3,8,X) -1
    zc(3,55) col_link(3,6,O) -1
    zc(3,55) col_link(3,0,I) -1
    zc(3,55) col_link(3,7,I) -1
    zc(3,55) col_link(3,11,I) -1
    zc(3,56) col_choice(3) 1
    zc(3,56) col_link(3,0,X) -1
    zc(3,56) col_link(3,5,X) -1
    zc(3,56) col_link(3,8,X) -1
    zc(3,56) col_link(3,6,O) -1
    zc(3,56) col_link(3,1,I) -1
    zc(3,56) col_link(3,7,I) -1
    zc(3,56) col_link(3,11,I) -1
    zc(3,57) col_choice(3) 1
    zc(3,57) col_link(3,0,X) -1
    zc(3,57) col_link(3,1,X) -1
    zc(3,57) col_link(3,8,X) -1
    zc(3,57) col_link(3,6,O) -1
    zc(3,57) col_link(3,5,I) -1
    zc(3,57) col_link(3,7,I) -1
    zc(3,57) col_link(3,11,I) -1
    zc(3,58) col_choice(3) 1
    zc(3,58) col_link(3,1,X) -1
    zc(3,58) col_link(3,5,X) -1
    zc(3,58) col_link(3,8,X) -1
    zc(3,58) col_link(3,0,O) -1
    zc(3,58) col_link(3,6,I) -1
    zc(3,58) col_link(3,7,I) -1
    zc(3,58) col_link(3,11,I) -1
    zc(3,59) col_choice(3) 1
    zc(3,59) col_link(3,0,X) -1
    zc(3,59) col_link(3,5,X) -1
    zc(3,59) col_link(3,8,X) -1
    zc(3,59) col_link(3,1,O) -1
    zc(3,59) col_link(3,6,I) -1
    zc(3,59) col_link(3,7,I) -1
    zc(3,59) col_link(3,11,I) -1
    zc(3,60) col_choice(3) 1
    zc(3,60) col_link(3,0,X) -1
    zc(3,60) col_link(3,1,X) -1
    zc(3,60) col_link(3,8,X) -1
    zc(3,60) col_link(3,5,O) -1
    zc(3,60) col_link(3,6,I) -1
    zc(3,60) col_link(3,7,I) -1
    zc(3,60) col_link(3,11,I) -1
    zc(3,61) col_choice(3) 1
    zc(3,61) col_link(3,1,X) -1
    zc(3,61) col_link(3,6,X) -1
    zc(3,61) col_link(3,7,X) -1
    zc(3,61) col_link(3,5,O) -1
    zc(3,61) col_link(3,0,I) -1
    zc(3,61) col_link(3,8,I) -1
    zc(3,61) col_link(3,11,I) -1
    zc(3,62) col_choice(3) 1
    zc(3,62) col_link(3,0,X) -1
    zc(3,62) col_link(3,6,X) -1
    zc(3,62) col_link(3,7,X) -1
    zc(3,62) col_link(3,5,O) -1
    zc(3,62) col_link(3,1,I) -1
    zc(3,62) col_link(3,8,I) -1
    zc(3,62) col_link(3,11,I) -1
    zc(3,63) col_choice(3) 1
    zc(3,63) col_link(3,1,X) -1
    zc(3,63) col_link(3,6,X) -1
    zc(3,63) col_link(3,7,X) -1
    zc(3,63) col_link(3,0,O) -1
    zc(3,63) col_link(3,5,I) -1
    zc(3,63) col_link(3,8,I) -1
    zc(3,63) col_link(3,11,I) -1
    zc(3,64) col_choice(3) 1
    zc(3,64) col_link(3,0,X) -1
    zc(3,64) col_link(3,6,X) -1
    zc(3,64) col_link(3,7,X) -1
    zc(3,64) col_link(3,1,O) -1
    zc(3,64) col_link(3,5,I) -1
    zc(3,64) col_link(3,8,I) -1
    zc(3,64) col_link(3,11,I) -1
    zc(3,65) col_choice(3) 1
    zc(3,65) col_link(3,1,X) -1
    zc(3,65) col_link(3,5,X) -1
    zc(3,65) col_link(3,7,X) -1
    zc(3,65) col_link(3,6,O) -1
    zc(3,65) col_link(3,0,I) -1
    zc(3,65) col_link(3,8,I) -1
    zc(3,65) col_link(3,11,I) -1
    zc(3,66) col_choice(3) 1
    zc(3,66) col_link(3,0,X) -1
    zc(3,66) col_link(3,5,X) -1
    zc(3,66) col_link(3,7,X) -1
    zc(3,66) col_link(3,6,O) -1
    zc(3,66) col_link(3,1,I) -1
    zc(3,66) col_link(3,8,I) -1
    zc(3,66) col_link(3,11,I) -1
    zc(3,67) col_choice(3) 1
    zc(3,67) col_link(3,0,X) -1
    zc(3,67) col_link(3,1,X) -1
    zc(3,67) col_link(3,7,X) -1
    zc(3,67) col_link(3,6,O) -1
    zc(3,67) col_link(3,5,I) -1
    zc(3,67) col_link(3,8,I) -1
    zc(3,67) col_link(3,11,I) -1
    zc(3,68) col_choice(3) 1
    zc(3,68) col_link(3,1,X) -1
    zc(3,68) col_link(3,5,X) -1
    zc(3,68) col_link(3,7,X) -1
    zc(3,68) col_link(3,0,O) -1
    zc(3,68) col_link(3,6,I) -1
    zc(3,68) col_link(3,8,I) -1
    zc(3,68) col_link(3,11,I) -1
    zc(3,69) col_choice(3) 1
    zc(3,69) col_link(3,0,X) -1
    zc(3,69) col_link(3,5,X) -1
    zc(3,69) col_link(3,7,X) -1
    zc(3,69) col_link(3,1,O) -1
    zc(3,69) col_link(3,6,I) -1
    zc(3,69) col_link(3,8,I) -1
    zc(3,69) col_link(3,11,I) -1
    zc(3,70) col_choice(3) 1
    zc(3,70) col_link(3,0,X) -1
    zc(3,70) col_link(3,1,X) -1
    zc(3,70) col_link(3,7,X) -1
    zc(3,70) col_link(3,5,O) -1
    zc(3,70) col_link(3,6,I) -1
    zc(3,70) col_link(3,8,I) -1
    zc(3,70) col_link(3,11,I) -1
    zc(3,71) col_choice(3) 1
    zc(3,71) col_link(3,1,X) -1
    zc(3,71) col_link(3,5,X) -1
    zc(3,71) col_link(3,6,X) -1
    zc(3,71) col_link(3,7,O) -1
    zc(3,71) col_link(3,0,I) -1
    zc(3,71) col_link(3,8,I) -1
    zc(3,71) col_link(3,11,I) -1
    zc(3,72) col_choice(3) 1
    zc(3,72) col_link(3,0,X) -1
    zc(3,72) col_link(3,5,X) -1
    zc(3,72) col_link(3,6,X) -1
    zc(3,72) col_link(3,7,O) -1
    zc(3,72) col_link(3,1,I) -1
    zc(3,72) col_link(3,8,I) -1
    zc(3,72) col_link(3,11,I) -1
    zc(3,73) col_choice(3) 1
    zc(3,73) col_link(3,0,X) -1
    zc(3,73) col_link(3,1,X) -1
    zc(3,73) col_link(3,6,X) -1
    zc(3,73) col_link(3,7,O) -1
    zc(3,73) col_link(3,5,I) -1
    zc(3,73) col_link(3,8,I) -1
    zc(3,73) col_link(3,11,I) -1
    zc(3,74) col_choice(3) 1
    zc(3,74) col_link(3,0,X) -1
    zc(3,74) col_link(3,1,X) -1
    zc(3,74) col_link(3,5,X) -1
    zc(3,74) col_link(3,7,O) -1
    zc(3,74) col_link(3,6,I) -1
    zc(3,74) col_link(3,8,I) -1
    zc(3,74) col_link(3,11,I) -1
    zc(3,75) col_choice(3) 1
    zc(3,75) col_link(3,1,X) -1
    zc(3,75) col_link(3,5,X) -1
    zc(3,75) col_link(3,6,X) -1
    zc(3,75) col_link(3,0,O) -1
    zc(3,75) col_link(3,7,I) -1
    zc(3,75) col_link(3,8,I) -1
    zc(3,75) col_link(3,11,I) -1
    zc(3,76) col_choice(3) 1
    zc(3,76) col_link(3,0,X) -1
    zc(3,76) col_link(3,5,X) -1
    zc(3,76) col_link(3,6,X) -1
    zc(3,76) col_link(3,1,O) -1
    zc(3,76) col_link(3,7,I) -1
    zc(3,76) col_link(3,8,I) -1
    zc(3,76) col_link(3,11,I) -1
    zc(3,77) col_choice(3) 1
    zc(3,77) col_link(3,0,X) -1
    zc(3,77) col_link(3,1,X) -1
    zc(3,77) col_link(3,6,X) -1
    zc(3,77) col_link(3,5,O) -1
    zc(3,77) col_link(3,7,I) -1
    zc(3,77) col_link(3,8,I) -1
    zc(3,77) col_link(3,11,I) -1
    zc(3,78) col_choice(3) 1
    zc(3,78) col_link(3,0,X) -1
    zc(3,78) col_link(3,1,X) -1
    zc(3,78) col_link(3,5,X) -1
    zc(3,78) col_link(3,6,O) -1
    zc(3,78) col_link(3,7,I) -1
    zc(3,78) col_link(3,8,I) -1
    zc(3,78) col_link(3,11,I) -1
    zc(4,0) col_choice(4) 1
    zc(4,0) col_link(4,4,X) -1
    zc(4,0) col_link(4,1,O) -1
    zc(4,0) col_link(4,0,I) -1
    zc(4,1) col_choice(4) 1
    zc(4,1) col_link(4,4,X) -1
    zc(4,1) col_link(4,0,O) -1
    zc(4,1) col_link(4,1,I) -1
    zc(4,2) col_choice(4) 1
    zc(4,2) col_link(4,1,X) -1
    zc(4,2) col_link(4,4,O) -1
    zc(4,2) col_link(4,0,I) -1
    zc(4,3) col_choice(4) 1
    zc(4,3) col_link(4,0,X) -1
    zc(4,3) col_link(4,4,O) -1
    zc(4,3) col_link(4,1,I) -1
    zc(4,4) col_choice(4) 1
    zc(4,4) col_link(4,1,X) -1
    zc(4,4) col_link(4,0,O) -1
    zc(4,4) col_link(4,4,I) -1
    zc(4,5) col_choice(4) 1
    zc(4,5) col_link(4,0,X) -1
    zc(4,5) col_link(4,1,O) -1
    zc(4,5) col_link(4,4,I) -1
    zc(5,0) col_choice(5) 1
    zc(5,0) col_link(5,4,O) -1
    zc(5,0) col_link(5,10,O) -1
    zc(5,0) col_link(5,0,I) -1
    zc(5,0) col_link(5,3,I) -1
    zc(5,1) col_choice(5) 1
    zc(5,1) col_link(5,3,O) -1
    zc(5,1) col_link(5,10,O) -1
    zc(5,1) col_link(5,0,I) -1
    zc(5,1) col_link(5,4,I) -1
    zc(5,2) col_choice(5) 1
    zc(5,2) col_link(5,0,O) -1
    zc(5,2) col_link(5,10,O) -1
    zc(5,2) col_link(5,3,I) -1
    zc(5,2) col_link(5,4,I) -1
    zc(5,3) col_choice(5) 1
    zc(5,3) col_link(5,3,O) -1
    zc(5,3) col_link(5,4,O) -1
    zc(5,3) col_link(5,0,I) -1
    zc(5,3) col_link(5,10,I) -1
    zc(5,4) col_choice(5) 1
    zc(5,4) col_link(5,0,O) -1
    zc(5,4) col_link(5,4,O) -1
    zc(5,4) col_link(5,3,I) -1
    zc(5,4) col_link(5,10,I) -1
    zc(5,5) col_choice(5) 1
    zc(5,5) col_link(5,0,O) -1
    zc(5,5) col_link(5,3,O) -1
    zc(5,5) col_link(5,4,I) -1
    zc(5,5) col_link(5,10,I) -1
    zc(6,0) col_choice(6) 1
    zc(6,0) col_link(6,7,X) -1
    zc(6,0) col_link(6,9,X) -1
    zc(6,0) col_link(6,11,X) -1
    zc(6,0) col_link(6,1,O) -1
    zc(6,0) col_link(6,2,O) -1
    zc(6,0) col_link(6,6,O) -1
    zc(6,0) col_link(6,0,I) -1
    zc(6,1) col_choice(6) 1
    zc(6,1) col_link(6,7,X) -1
    zc(6,1) col_link(6,9,X) -1
    zc(6,1) col_link(6,11,X) -1
    zc(6,1) col_link(6,0,O) -1
    zc(6,1) col_link(6,2,O) -1
    zc(6,1) col_link(6,6,O) -1
    zc(6,1) col_link(6,1,I) -1
    zc(6,2) col_choice(6) 1
    zc(6,2) col_link(6,7,X) -1
    zc(6,2) col_link(6,9,X) -1
    zc(6,2) col_link(6,11,X) -1
    zc(6,2) col_link(6,0,O) -1
    zc(6,2) col_link(6,1,O) -1
    zc(6,2) col_link(6,6,O) -1
    zc(6,2) col_link(6,2,I) -1
    zc(6,3) col_choice(6) 1
    zc(6,3) col_link(6,6,X) -1
    zc(6,3) col_link(6,9,X) -1
    zc(6,3) col_link(6,11,X) -1
    zc(6,3) col_link(6,1,O) -1
    zc(6,3) col_link(6,2,O) -1
    zc(6,3) col_link(6,7,O) -1
    zc(6,3) col_link(6,0,I) -1
    zc(6,4) col_choice(6) 1
    zc(6,4) col_link(6,6,X) -1
    zc(6,4) col_link(6,9,X) -1
    zc(6,4) col_link(6,11,X) -1
    zc(6,4) col_link(6,0,O) -1
    zc(6,4) col_link(6,2,O) -1
    zc(6,4) col_link(6,7,O) -1
    zc(6,4) col_link(6,1,I) -1
    zc(6,5) col_choice(6) 1
    zc(6,5) col_link(6,6,X) -1
    zc(6,5) col_link(6,9,X) -1
    zc(6,5) col_link(6,11,X) -1
    zc(6,5) col_link(6,0,O) -1
    zc(6,5) col_link(6,1,O) -1
    zc(6,5) col_link(6,7,O) -1
    zc(6,5) col_link(6,2,I) -1
    zc(6,6) col_choice(6) 1
    zc(6,6) col_link(6,2,X) -1
    zc(6,6) col_link(6,9,X) -1
    zc(6,6) col_link(6,11,X) -1
    zc(6,6) col_link(6,1,O) -1
    zc(6,6) col_link(6,6,O) -1
    zc(6,6) col_link(6,7,O) -1
    zc(6,6) col_link(6,0,I) -1
    zc(6,7) col_choice(6) 1
    zc(6,7) col_link(6,2,X) -1
    zc(6,7) col_link(6,9,X) -1
    zc(6,7) col_link(6,11,X) -1
    zc(6,7) col_link(6,0,O) -1
    zc(6,7) col_link(6,6,O) -1
    zc(6,7) col_link(6,7,O) -1
    zc(6,7) col_link(6,1,I) -1
    zc(6,8) col_choice(6) 1
    zc(6,8) col_link(6,1,X) -1
    zc(6,8) col_link(6,9,X) -1
    zc(6,8) col_link(6,11,X) -1
    zc(6,8) col_link(6,2,O) -1
    zc(6,8) col_link(6,6,O) -1
    zc(6,8) col_link(6,7,O) -1
    zc(6,8) col_link(6,0,I) -1
    zc(6,9) col_choice(6) 1
    zc(6,9) col_link(6,0,X) -1
    zc(6,9) col_link(6,9,X) -1
    zc(6,9) col_link(6,11,X) -1
    zc(6,9) col_link(6,2,O) -1
    zc(6,9) col_link(6,6,O) -1
    zc(6,9) col_link(6,7,O) -1
    zc(6,9) col_link(6,1,I) -1
    zc(6,10) col_choice(6) 1
    zc(6,10) col_link(6,1,X) -1
    zc(6,10) col_link(6,9,X) -1
    zc(6,10) col_link(6,11,X) -1
    zc(6,10) col_link(6,0,O) -1
    zc(6,10) col_link(6,6,O) -1
    zc(6,10) col_link(6,7,O) -1
    zc(6,10) col_link(6,2,I) -1
    zc(6,11) col_choice(6) 1
    zc(6,11) col_link(6,0,X) -1
    zc(6,11) col_link(6,9,X) -1
    zc(6,11) col_link(6,11,X) -1
    zc(6,11) col_link(6,1,O) -1
    zc(6,11) col_link(6,6,O) -1
    zc(6,11) col_link(6,7,O) -1
    zc(6,11) col_link(6,2,I) -1
    zc(6,12) col_choice(6) 1
    zc(6,12) col_link(6,2,X) -1
    zc(6,12) col_link(6,9,X) -1
    zc(6,12) col_link(6,11,X) -1
    zc(6,12) col_link(6,0,O) -1
    zc(6,12) col_link(6,1,O) -1
    zc(6,12) col_link(6,7,O) -1
    zc(6,12) col_link(6,6,I) -1
    zc(6,13) col_choice(6) 1
    zc(6,13) col_link(6,1,X) -1
    zc(6,13) col_link(6,9,X) -1
    zc(6,13) col_link(6,11,X) -1
    zc(6,13) col_link(6,0,O) -1
    zc(6,13) col_link(6,2,O) -1
    zc(6,13) col_link(6,7,O) -1
    zc(6,13) col_link(6,6,I) -1
    zc(6,14) col_choice(6) 1
    zc(6,14) col_link(6,0,X) -1
    zc(6,14) col_link(6,9,X) -1
    zc(6,14) col_link(6,11,X) -1
    zc(6,14) col_link(6,1,O) -1
    zc(6,14) col_link(6,2,O) -1
    zc(6,14) col_link(6,7,O) -1
    zc(6,14) col_link(6,6,I) -1
    zc(6,15) col_choice(6) 1
    zc(6,15) col_link(6,2,X) -1
    zc(6,15) col_link(6,9,X) -1
    zc(6,15) col_link(6,11,X) -1
    zc(6,15) col_link(6,0,O) -1
    zc(6,15) col_link(6,1,O) -1
    zc(6,15) col_link(6,6,O) -1
    zc(6,15) col_link(6,7,I) -1
    zc(6,16) col_choice(6) 1
    zc(6,16) col_link(6,1,X) -1
    zc(6,16) col_link(6,9,X) -1
    zc(6,16) col_link(6,11,X) -1
    zc(6,16) col_link(6,0,O) -1
    zc(6,16) col_link(6,2,O) -1
    zc(6,16) col_link(6,6,O) -1
    zc(6,16) col_link(6,7,I) -1
    zc(6,17) col_choice(6) 1
    zc(6,17) col_link(6,0,X) -1
    zc(6,17) col_link(6,9,X) -1
    zc(6,17) col_link(6,11,X) -1
    zc(6,17) col_link(6,1,O) -1
    zc(6,17) col_link(6,2,O) -1
    zc(6,17) col_link(6,6,O) -1
    zc(6,17) col_link(6,7,I) -1
    zc(6,18) col_choice(6) 1
    zc(6,18) col_link(6,6,X) -1
    zc(6,18) col_link(6,7,X) -1
    zc(6,18) col_link(6,11,X) -1
    zc(6,18) col_link(6,1,O) -1
    zc(6,18) col_link(6,2,O) -1
    zc(6,18) col_link(6,9,O) -1
    zc(6,18) col_link(6,0,I) -1
    zc(6,19) col_choice(6) 1
    zc(6,19) col_link(6,6,X) -1
    zc(6,19) col_link(6,7,X) -1
    zc(6,19) col_link(6,11,X) -1
    zc(6,19) col_link(6,0,O) -1
    zc(6,19) col_link(6,2,O) -1
    zc(6,19) col_link(6,9,O) -1
    zc(6,19) col_link(6,1,I) -1
    zc(6,20) col_choice(6) 1
    zc(6,20) col_link(6,6,X) -1
    zc(6,20) col_link(6,7,X) -1
    zc(6,20) col_link(6,11,X) -1
    zc(6,20) col_link(6,0,O) -1
    zc(6,20) col_link(6,1,O) -1
    zc(6,20) col_link(6,9,O) -1
    zc(6,20) col_link(6,2,I) -1
    zc(6,21) col_choice(6) 1
    zc(6,21) col_link(6,2,X) -1
    zc(6,21) col_link(6,7,X) -1
    zc(6,21) col_link(6,11,X) -1
    zc(6,21) col_link(6,1,O) -1
    zc(6,21) col_link(6,6,O) -1
    zc(6,21) col_link(6,9,O) -1
    zc(6,21) col_link(6,0,I) -1
    zc(6,22) col_choice(6) 1
    zc(6,22) col_link(6,2,X) -1
    zc(6,22) col_link(6,7,X) -1
    zc(6,22) col_link(6,11,X) -1
    zc(6,22) col_link(6,0,O) -1
    zc(6,22) col_link(6,6,O) -1
    zc(6,22) col_link(6,9,O) -1
    zc(6,22) col_link(6,1,I) -1
    zc(6,23) col_choice(6) 1
    zc(6,23) col_link(6,1,X) -1
    zc(6,23) col_link(6,7,X) -1
    zc(6,23) col_link(6,11,X) -1
    zc(6,23) col_link(6,2,O) -1
    zc(6,23) col_link(6,6,O) -1
    zc(6,23) col_link(6,9,O) -1
    zc(6,23) col_link(6,0,I) -1
    zc(6,24) col_choice(6) 1
    zc(6,24) col_link(6,0,X) -1
    zc(6,24) col_link(6,7,X) -1
    zc(6,24) col_link(6,11,X) -1
    zc(6,24) col_link(6,2,O) -1
    zc(6,24) col_link(6,6,O) -1
    zc(6,24) col_link(6,9,O) -1
    zc(6,24) col_link(6,1,I) -1
    zc(6,25) col_choice(6) 1
    zc(6,25) col_link(6,1,X) -1
    zc(6,25) col_link(6,7,X) -1
    zc(6,25) col_link(6,11,X) -1
    zc(6,25) col_link(6,0,O) -1
    zc(6,25) col_link(6,6,O) -1
    zc(6,25) col_link(6,9,O) -1
    zc(6,25) col_link(6,2,I) -1
    zc(6,26) col_choice(6) 1
    zc(6,26) col_link(6,0,X) -1
    zc(6,26) col_link(6,7,X) -1
    zc(6,26) col_link(6,11,X) -1
    zc(6,26) col_link(6,1,O) -1
    zc(6,26) col_link(6,6,O) -1
    zc(6,26) col_link(6,9,O) -1
    zc(6,26) col_link(6,2,I) -1
    zc(6,27) col_choice(6) 1
    zc(6,27) col_link(6,2,X) -1
    zc(6,27) col_link(6,7,X) -1
    zc(6,27) col_link(6,11,X) -1
    zc(6,27) col_link(6,0,O) -1
    zc(6,27) col_link(6,1,O) -1
    zc(6,27) col_link(6,9,O) -1
    zc(6,27) col_link(6,6,I) -1
    zc(6,28) col_choice(6) 1
    zc(6,28) col_link(6,1,X) -1
    zc(6,28) col_link(6,7,X) -1
    zc(6,28) col_link(6,11,X) -1
    zc(6,28) col_link(6,0,O) -1
    zc(6,28) col_link(6,2,O) -1
    zc(6,28) col_link(6,9,O) -1
    zc(6,28) col_link(6,6,I) -1
    zc(6,29) col_choice(6) 1
    zc(6,29) col_link(6,0,X) -1
    zc(6,29) col_link(6,7,X) -1
    zc(6,29) col_link(6,11,X) -1
    zc(6,29) col_link(6,1,O) -1
    zc(6,29) col_link(6,2,O) -1
    zc(6,29) col_link(6,9,O) -1
    zc(6,29) col_link(6,6,I) -1
    zc(6,30) col_choice(6) 1
    zc(6,30) col_link(6,2,X) -1
    zc(6,30) col_link(6,6,X) -1
    zc(6,30) col_link(6,11,X) -1
    zc(6,30) col_link(6,1,O) -1
    zc(6,30) col_link(6,7,O) -1
    zc(6,30) col_link(6,9,O) -1
    zc(6,30) col_link(6,0,I) -1
    zc(6,31) col_choice(6) 1
    zc(6,31) col_link(6,2,X) -1
    zc(6,31) col_link(6,6,X) -1
    zc(6,31) col_link(6,11,X) -1
    zc(6,31) col_link(6,0,O) -1
    zc(6,31) col_link(6,7,O) -1
    zc(6,31) col_link(6,9,O) -1
    zc(6,31) col_link(6,1,I) -1
    zc(6,32) col_choice(6) 1
    zc(6,32) col_link(6,1,X) -1
    zc(6,32) col_link(6,6,X) -1
    zc(6,32) col_link(6,11,X) -1
    zc(6,32) col_link(6,2,O) -1
    zc(6,32) col_link(6,7,O) -1
    zc(6,32) col_link(6,9,O) -1
    zc(6,32) col_link(6,0,I) -1
    zc(6,33) col_choice(6) 1
    zc(6,33) col_link(6,0,X) -1
    zc(6,33) col_link(6,6,X) -1
    zc(6,33) col_link(6,11,X) -1
    zc(6,33) col_link(6,2,O) -1
    zc(6,33) col_link(6,7,O) -1
    zc(6,33) col_link(6,9,O) -1
    zc(6,33) col_link(6,1,I) -1
    zc(6,34) col_choice(6) 1
    zc(6,34) col_link(6,1,X) -1
    zc(6,34) col_link(6,6,X) -1
    zc(6,34) col_link(6,11,X) -1
    zc(6,34) col_link(6,0,O) -1
    zc(6,34) col_link(6,7,O) -1
    zc(6,34) col_link(6,9,O) -1
    zc(6,34) col_link(6,2,I) -1
    zc(6,35) col_choice(6) 1
    zc(6,35) col_link(6,0,X) -1
    zc(6,35) col_link(6,6,X) -1
    zc(6,35) col_link(6,11,X) -1
    zc(6,35) col_link(6,1,O) -1
    zc(6,35) col_link(6,7,O) -1
    zc(6,35) col_link(6,9,O) -1
    zc(6,35) col_link(6,2,I) -1
    zc(6,36) col_choice(6) 1
    zc(6,36) col_link(6,1,X) -1
    zc(6,36) col_link(6,2,X) -1
    zc(6,36) col_link(6,11,X) -1
    zc(6,36) col_link(6,6,O) -1
    zc(6,36) col_link(6,7,O) -1
    zc(6,36) col_link(6,9,O) -1
    zc(6,36) col_link(6,0,I) -1
    zc(6,37) col_choice(6) 1
    zc(6,37) col_link(6,0,X) -1
    zc(6,37) col_link(6,2,X) -1
    zc(6,37) col_link(6,11,X) -1
    zc(6,37) col_link(6,6,O) -1
    zc(6,37) col_link(6,7,O) -1
    zc(6,37) col_link(6,9,O) -1
    zc(6,37) col_link(6,1,I) -1
    zc(6,38) col_choice(6) 1
    zc(6,38) col_link(6,0,X) -1
    zc(6,38) col_link(6,1,X) -1
    zc(6,38) col_link(6,11,X) -1
    zc(6,38) col_link(6,6,O) -1
    zc(6,38) col_link(6,7,O) -1
    zc(6,38) col_link(6,9,O) -1
    zc(6,38) col_link(6,2,I) -1
    zc(6,39) col_choice(6) 1
    zc(6,39) col_link(6,1,X) -1
    zc(6,39) col_link(6,2,X) -1
    zc(6,39) col_link(6,11,X) -1
    zc(6,39) col_link(6,0,O) -1
    zc(6,39) col_link(6,7,O) -1
    zc(6,39) col_link(6,9,O) -1
    zc(6,39) col_link(6,6,I) -1
    zc(6,40) col_choice(6) 1
    zc(6,40) col_link(6,0,X) -1
    zc(6,40) col_link(6,2,X) -1
    zc(6,40) col_link(6,11,X) -1
    zc(6,40) col_link(6,1,O) -1
    zc(6,40) col_link(6,7,O) -1
    zc(6,40) col_link(6,9,O) -1
    zc(6,40) col_link(6,6,I) -1
    zc(6,41) col_choice(6) 1
    zc(6,41) col_link(6,0,X) -1
    zc(6,41) col_link(6,1,X) -1
    zc(6,41) col_link(6,11,X) -1
    zc(6,41) col_link(6,2,O) -1
    zc(6,41) col_link(6,7,O) -1
    zc(6,41) col_link(6,9,O) -1
    zc(6,41) col_link(6,6,I) -1
    zc(6,42) col_choice(6) 1
    zc(6,42) col_link(6,2,X) -1
    zc(6,42) col_link(6,6,X) -1
    zc(6,42) col_link(6,11,X) -1
    zc(6,42) col_link(6,0,O) -1
    zc(6,42) col_link(6,1,O) -1
    zc(6,42) col_link(6,9,O) -1
    zc(6,42) col_link(6,7,I) -1
    zc(6,43) col_choice(6) 1
    zc(6,43) col_link(6,1,X) -1
    zc(6,43) col_link(6,6,X) -1
    zc(6,43) col_link(6,11,X) -1
    zc(6,43) col_link(6,0,O) -1
    zc(6,43) col_link(6,2,O) -1
    zc(6,43) col_link(6,9,O) -1
    zc(6,43) col_link(6,7,I) -1
    zc(6,44) col_choice(6) 1
    zc(6,44) col_link(6,0,X) -1
    zc(6,44) col_link(6,6,X) -1
    zc(6,44) col_link(6,11,X) -1
    zc(6,44) col_link(6,1,O) -1
    zc(6,44) col_link(6,2,O) -1
    zc(6,44) col_link(6,9,O) -1
    zc(6,44) col_link(6,7,I) -1
    zc(6,45) col_choice(6) 1
    zc(6,45) col_link(6,1,X) -1
    zc(6,45) col_link(6,2,X) -1
    zc(6,45) col_link(6,11,X) -1
    zc(6,45) col_link(6,0,O) -1
    zc(6,45) col_link(6,6,O) -1
    zc(6,45) col_link(6,9,O) -1
    zc(6,45) col_link(6,7,I) -1
    zc(6,46) col_choice(6) 1
    zc(6,46) col_link(6,0,X) -1
    zc(6,46) col_link(6,2,X) -1
    zc(6,46) col_link(6,11,X) -1
    zc(6,46) col_link(6,1,O) -1
    zc(6,46) col_link(6,6,O) -1
    zc(6,46) col_link(6,9,O) -1
    zc(6,46) col_link(6,7,I) -1
    zc(6,47) col_choice(6) 1
    zc(6,47) col_link(6,0,X) -1
    zc(6,47) col_link(6,1,X) -1
    zc(6,47) col_link(6,11,X) -1
    zc(6,47) col_link(6,2,O) -1
    zc(6,47) col_link(6,6,O) -1
    zc(6,47) col_link(6,9,O) -1
    zc(6,47) col_link(6,7,I) -1
    zc(6,48) col_choice(6) 1
    zc(6,48) col_link(6,2,X) -1
    zc(6,48) col_link(6,7,X) -1
    zc(6,48) col_link(6,11,X) -1
    zc(6,48) col_link(6,0,O) -1
    zc(6,48) col_link(6,1,O) -1
    zc(6,48) col_link(6,6,O) -1
    zc(6,48) col_link(6,9,I) -1
    zc(6,49) col_choice(6) 1
    zc(6,49) col_link(6,1,X) -1
    zc(6,49) col_link(6,7,X) -1
    zc(6,49) col_link(6,11,X) -1
    zc(6,49) col_link(6,0,O) -1
    zc(6,49) col_link(6,2,O) -1
    zc(6,49) col_link(6,6,O) -1
    zc(6,49) col_link(6,9,I) -1
    zc(6,50) col_choice(6) 1
    zc(6,50) col_link(6,0,X) -1
    zc(6,50) col_link(6,7,X) -1
    zc(6,50) col_link(6,11,X) -1
    zc(6,50) col_link(6,1,O) -1
    zc(6,50) col_link(6,2,O) -1
    zc(6,50) col_link(6,6,O) -1
    zc(6,50) col_link(6,9,I) -1
    zc(6,51) col_choice(6) 1
    zc(6,51) col_link(6,2,X) -1
    zc(6,51) col_link(6,6,X) -1
    zc(6,51) col_link(6,11,X) -1
    zc(6,51) col_link(6,0,O) -1
    zc(6,51) col_link(6,1,O) -1
    zc(6,51) col_link(6,7,O) -1
    zc(6,51) col_link(6,9,I) -1
    zc(6,52) col_choice(6) 1
    zc(6,52) col_link(6,1,X) -1
    zc(6,52) col_link(6,6,X) -1
    zc(6,52) col_link(6,11,X) -1
    zc(6,52) col_link(6,0,O) -1
    zc(6,52) col_link(6,2,O) -1
    zc(6,52) col_link(6,7,O) -1
    zc(6,52) col_link(6,9,I) -1
    zc(6,53) col_choice(6) 1
    zc(6,53) col_link(6,0,X) -1
    zc(6,53) col_link(6,6,X) -1
    zc(6,53) col_link(6,11,X) -1
    zc(6,53) col_link(6,1,O) -1
    zc(6,53) col_link(6,2,O) -1
    zc(6,53) col_link(6,7,O) -1
    zc(6,53) col_link(6,9,I) -1
    zc(6,54) col_choice(6) 1
    zc(6,54) col_link(6,1,X) -1
    zc(6,54) col_link(6,2,X) -1
    zc(6,54) col_link(6,11,X) -1
    zc(6,54) col_link(6,0,O) -1
    zc(6,54) col_link(6,6,O) -1
    zc(6,54) col_link(6,7,O) -1
    zc(6,54) col_link(6,9,I) -1
    zc(6,55) col_choice(6) 1
    zc(6,55) col_link(6,0,X) -1
    zc(6,55) col_link(6,2,X) -1
    zc(6,55) col_link(6,11,X) -1
    zc(6,55) col_link(6,1,O) -1
    zc(6,55) col_link(6,6,O) -1
    zc(6,55) col_link(6,7,O) -1
    zc(6,55) col_link(6,9,I) -1
    zc(6,56) col_choice(6) 1
    zc(6,56) col_link(6,0,X) -1
    zc(6,56) col_link(6,1,X) -1
    zc(6,56) col_link(6,11,X) -1
    zc(6,56) col_link(6,2,O) -1
    zc(6,56) col_link(6,6,O) -1
    zc(6,56) col_link(6,7,O) -1
    zc(6,56) col_link(6,9,I) -1
    zc(6,57) col_choice(6) 1
    zc(6,57) col_link(6,6,X) -1
    zc(6,57) col_link(6,7,X) -1
    zc(6,57) col_link(6,9,X) -1
    zc(6,57) col_link(6,1,O) -1
    zc(6,57) col_link(6,2,O) -1
    zc(6,57) col_link(6,11,O) -1
    zc(6,57) col_link(6,0,I) -1
    zc(6,58) col_choice(6) 1
    zc(6,58) col_link(6,6,X) -1
    zc(6,58) col_link(6,7,X) -1
    zc(6,58) col_link(6,9,X) -1
    zc(6,58) col_link(6,0,O) -1
    zc(6,58) col_link(6,2,O) -1
    zc(6,58) col_link(6,11,O) -1
    zc(6,58) col_link(6,1,I) -1
    zc(6,59) col_choice(6) 1
    zc(6,59) col_link(6,6,X) -1
    zc(6,59) col_link(6,7,X) -1
    zc(6,59) col_link(6,9,X) -1
    zc(6,59) col_link(6,0,O) -1
    zc(6,59) col_link(6,1,O) -1
    zc(6,59) col_link(6,11,O) -1
    zc(6,59) col_link(6,2,I) -1
    zc(6,60) col_choice(6) 1
    zc(6,60) col_link(6,2,X) -1
    zc(6,60) col_link(6,7,X) -1
    zc(6,60) col_link(6,9,X) -1
    zc(6,60) col_link(6,1,O) -1
    zc(6,60) col_link(6,6,O) -1
    zc(6,60) col_link(6,11,O) -1
    zc(6,60) col_link(6,0,I) -1
    zc(6,61) col_choice(6) 1
    zc(6,61) col_link(6,2,X) -1
    zc(6,61) col_link(6,7,X) -1
    zc(6,61) col_link(6,9,X) -1
    zc(6,61) col_link(6,0,O) -1
    zc(6,61) col_link(6,6,O) -1
    zc(6,61) col_link(6,11,O) -1
    zc(6,61) col_link(6,1,I) -1
    zc(6,62) col_choice(6) 1
    zc(6,62) col_link(6,1,X) -1
    zc(6,62) col_link(6,7,X) -1
    zc(6,62) col_link(6,9,X) -1
    zc(6,62) col_link(6,2,O) -1
    zc(6,62) col_link(6,6,O) -1
    zc(6,62) col_link(6,11,O) -1
    zc(6,62) col_link(6,0,I) -1
    zc(6,63) col_choice(6) 1
    zc(6,63) col_link(6,0,X) -1
    zc(6,63) col_link(6,7,X) -1
    zc(6,63) col_link(6,9,X) -1
    zc(6,63) col_link(6,2,O) -1
    zc(6,63) col_link(6,6,O) -1
    zc(6,63) col_link(6,11,O) -1
    zc(6,63) col_link(6,1,I) -1
    zc(6,64) col_choice(6) 1
    zc(6,64) col_link(6,1,X) -1
    zc(6,64) col_link(6,7,X) -1
    zc(6,64) col_link(6,9,X) -1
    zc(6,64) col_link(6,0,O) -1
    zc(6,64) col_link(6,6,O) -1
    zc(6,64) col_link(6,11,O) -1
    zc(6,64) col_link(6,2,I) -1
    zc(6,65) col_choice(6) 1
    zc(6,65) col_link(6,0,X) -1
    zc(6,65) col_link(6,7,X) -1
    zc(6,65) col_link(6,9,X) -1
    zc(6,65) col_link(6,1,O) -1
    zc(6,65) col_link(6,6,O) -1
    zc(6,65) col_link(6,11,O) -1
    zc(6,65) col_link(6,2,I) -1
    zc(6,66) col_choice(6) 1
    zc(6,66) col_link(6,2,X) -1
    zc(6,66) col_link(6,7,X) -1
    zc(6,66) col_link(6,9,X) -1
    zc(6,66) col_link(6,0,O) -1
    zc(6,66) col_link(6,1,O) -1
    zc(6,66) col_link(6,11,O) -1
    zc(6,66) col_link(6,6,I) -1
    zc(6,67) col_choice(6) 1
    zc(6,67) col_link(6,1,X) -1
    zc(6,67) col_link(6,7,X) -1
    zc(6,67) col_link(6,9,X) -1
    zc(6,67) col_link(6,0,O) -1
    zc(6,67) col_link(6,2,O) -1
    zc(6,67) col_link(6,11,O) -1
    zc(6,67) col_link(6,6,I) -1
    zc(6,68) col_choice(6) 1
    zc(6,68) col_link(6,0,X) -1
    zc(6,68) col_link(6,7,X) -1
    zc(6,68) col_link(6,9,X) -1
    zc(6,68) col_link(6,1,O) -1
    zc(6,68) col_link(6,2,O) -1
    zc(6,68) col_link(6,11,O) -1
    zc(6,68) col_link(6,6,I) -1
    zc(6,69) col_choice(6) 1
    zc(6,69) col_link(6,2,X) -1
    zc(6,69) col_link(6,6,X) -1
    zc(6,69) col_link(6,9,X) -1
    zc(6,69) col_link(6,1,O) -1
    zc(6,69) col_link(6,7,O) -1
    zc(6,69) col_link(6,11,O) -1
    zc(6,69) col_link(6,0,I) -1
    zc(6,70) col_choice(6) 1
    zc(6,70) col_link(6,2,X) -1
    zc(6,70) col_link(6,6,X) -1
    zc(6,70) col_link(6,9,X) -1
    zc(6,70) col_link(6,0,O) -1
    zc(6,70) col_link(6,7,O) -1
    zc(6,70) col_link(6,11,O) -1
    zc(6,70) col_link(6,1,I) -1
    zc(6,71) col_choice(6) 1
    zc(6,71) col_link(6,1,X) -1
    zc(6,71) col_link(6,6,X) -1
    zc(6,71) col_link(6,9,X) -1
    zc(6,71) col_link(6,2,O) -1
    zc(6,71) col_link(6,7,O) -1
    zc(6,71) col_link(6,11,O) -1
    zc(6,71) col_link(6,0,I) -1
    zc(6,72) col_choice(6) 1
    zc(6,72) col_link(6,0,X) -1
    zc(6,72) col_link(6,6,X) -1
    zc(6,72) col_link(6,9,X) -1
    zc(6,72) col_link(6,2,O) -1
    zc(6,72) col_link(6,7,O) -1
    zc(6,72) col_link(6,11,O) -1
    zc(6,72) col_link(6,1,I) -1
    zc(6,73) col_choice(6) 1
    zc(6,73) col_link(6,1,X) -1
    zc(6,73) col_link(6,6,X) -1
    zc(6,73) col_link(6,9,X) -1
    zc(6,73) col_link(6,0,O) -1
    zc(6,73) col_link(6,7,O) -1
    zc(6,73) col_link(6,11,O) -1
    zc(6,73) col_link(6,2,I) -1
    zc(6,74) col_choice(6) 1
    zc(6,74) col_link(6,0,X) -1
    zc(6,74) col_link(6,6,X) -1
    zc(6,74) col_link(6,9,X) -1
    zc(6,74) col_link(6,1,O) -1
    zc(6,74) col_link(6,7,O) -1
    zc(6,74) col_link(6,11,O) -1
    zc(6,74) col_link(6,2,I) -1
    zc(6,75) col_choice(6) 1
    zc(6,75) col_link(6,1,X) -1
    zc(6,75) col_link(6,2,X) -1
    zc(6,75) col_link(6,9,X) -1
    zc(6,75) col_link(6,6,O) -1
    zc(6,75) col_link(6,7,O) -1
    zc(6,75) col_link(6,11,O) -1
    zc(6,75) col_link(6,0,I) -1
    zc(6,76) col_choice(6) 1
    zc(6,76) col_link(6,0,X) -1
    zc(6,76) col_link(6,2,X) -1
    zc(6,76) col_link(6,9,X) -1
    zc(6,76) col_link(6,6,O) -1
    zc(6,76) col_link(6,7,O) -1
    zc(6,76) col_link(6,11,O) -1
    zc(6,76) col_link(6,1,I) -1
    zc(6,77) col_choice(6) 1
    zc(6,77) col_link(6,0,X) -1
    zc(6,77) col_link(6,1,X) -1
    zc(6,77) col_link(6,9,X) -1
    zc(6,77) col_link(6,6,O) -1
    zc(6,77) col_link(6,7,O) -1
    zc(6,77) col_link(6,11,O) -1
    zc(6,77) col_link(6,2,I) -1
    zc(6,78) col_choice(6) 1
    zc(6,78) col_link(6,1,X) -1
    zc(6,78) col_link(6,2,X) -1
    zc(6,78) col_link(6,9,X) -1
    zc(6,78) col_link(6,0,O) -1
    zc(6,78) col_link(6,7,O) -1
    zc(6,78) col_link(6,11,O) -1
    zc(6,78) col_link(6,6,I) -1
    zc(6,79) col_choice(6) 1
    zc(6,79) col_link(6,0,X) -1
    zc(6,79) col_link(6,2,X) -1
    zc(6,79) col_link(6,9,X) -1
    zc(6,79) col_link(6,1,O) -1
    zc(6,79) col_link(6,7,O) -1
    zc(6,79) col_link(6,11,O) -1
    zc(6,79) col_link(6,6,I) -1
    zc(6,80) col_choice(6) 1
    zc(6,80) col_link(6,0,X) -1
    zc(6,80) col_link(6,1,X) -1
    zc(6,80) col_link(6,9,X) -1
    zc(6,80) col_link(6,2,O) -1
    zc(6,80) col_link(6,7,O) -1
    zc(6,80) col_link(6,11,O) -1
    zc(6,80) col_link(6,6,I) -1
    zc(6,81) col_choice(6) 1
    zc(6,81) col_link(6,2,X) -1
    zc(6,81) col_link(6,6,X) -1
    zc(6,81) col_link(6,9,X) -1
    zc(6,81) col_link(6,0,O) -1
    zc(6,81) col_link(6,1,O) -1
    zc(6,81) col_link(6,11,O) -1
    zc(6,81) col_link(6,7,I) -1
    zc(6,82) col_choice(6) 1
    zc(6,82) col_link(6,1,X) -1
    zc(6,82) col_link(6,6,X) -1
    zc(6,82) col_link(6,9,X) -1
    zc(6,82) col_link(6,0,O) -1
    zc(6,82) col_link(6,2,O) -1
    zc(6,82) col_link(6,11,O) -1
    zc(6,82) col_link(6,7,I) -1
    zc(6,83) col_choice(6) 1
    zc(6,83) col_link(6,0,X) -1
    zc(6,83) col_link(6,6,X) -1
    zc(6,83) col_link(6,9,X) -1
    zc(6,83) col_link(6,1,O) -1
    zc(6,83) col_link(6,2,O) -1
    zc(6,83) col_link(6,11,O) -1
    zc(6,83) col_link(6,7,I) -1
    zc(6,84) col_choice(6) 1
    zc(6,84) col_link(6,1,X) -1
    zc(6,84) col_link(6,2,X) -1
    zc(6,84) col_link(6,9,X) -1
    zc(6,84) col_link(6,0,O) -1
    zc(6,84) col_link(6,6,O) -1
    zc(6,84) col_link(6,11,O) -1
    zc(6,84) col_link(6,7,I) -1
    zc(6,85) col_choice(6) 1
    zc(6,85) col_link(6,0,X) -1
    zc(6,85) col_link(6,2,X) -1
    zc(6,85) col_link(6,9,X) -1
    zc(6,85) col_link(6,1,O) -1
    zc(6,85) col_link(6,6,O) -1
    zc(6,85) col_link(6,11,O) -1
    zc(6,85) col_link(6,7,I) -1
    zc(6,86) col_choice(6) 1
    zc(6,86) col_link(6,0,X) -1
    zc(6,86) col_link(6,1,X) -1
    zc(6,86) col_link(6,9,X) -1
    zc(6,86) col_link(6,2,O) -1
    zc(6,86) col_link(6,6,O) -1
    zc(6,86) col_link(6,11,O) -1
    zc(6,86) col_link(6,7,I) -1
    zc(6,87) col_choice(6) 1
    zc(6,87) col_link(6,2,X) -1
    zc(6,87) col_link(6,6,X) -1
    zc(6,87) col_link(6,7,X) -1
    zc(6,87) col_link(6,0,O) -1
    zc(6,87) col_link(6,1,O) -1
    zc(6,87) col_link(6,11,O) -1
    zc(6,87) col_link(6,9,I) -1
    zc(6,88) col_choice(6) 1
    zc(6,88) col_link(6,1,X) -1
    zc(6,88) col_link(6,6,X) -1
    zc(6,88) col_link(6,7,X) -1
    zc(6,88) col_link(6,0,O) -1
    zc(6,88) col_link(6,2,O) -1
    zc(6,88) col_link(6,11,O) -1
    zc(6,88) col_link(6,9,I) -1
    zc(6,89) col_choice(6) 1
    zc(6,89) col_link(6,0,X) -1
    zc(6,89) col_link(6,6,X) -1
    zc(6,89) col_link(6,7,X) -1
    zc(6,89) col_link(6,1,O) -1
    zc(6,89) col_link(6,2,O) -1
    zc(6,89) col_link(6,11,O) -1
    zc(6,89) col_link(6,9,I) -1
    zc(6,90) col_choice(6) 1
    zc(6,90) col_link(6,1,X) -1
    zc(6,90) col_link(6,2,X) -1
    zc(6,90) col_link(6,7,X) -1
    zc(6,90) col_link(6,0,O) -1
    zc(6,90) col_link(6,6,O) -1
    zc(6,90) col_link(6,11,O) -1
    zc(6,90) col_link(6,9,I) -1
    zc(6,91) col_choice(6) 1
    zc(6,91) col_link(6,0,X) -1
    zc(6,91) col_link(6,2,X) -1
    zc(6,91) col_link(6,7,X) -1
    zc(6,91) col_link(6,1,O) -1
    zc(6,91) col_link(6,6,O) -1
    zc(6,91) col_link(6,11,O) -1
    zc(6,91) col_link(6,9,I) -1
    zc(6,92) col_choice(6) 1
    zc(6,92) col_link(6,0,X) -1
    zc(6,92) col_link(6,1,X) -1
    zc(6,92) col_link(6,7,X) -1
    zc(6,92) col_link(6,2,O) -1
    zc(6,92) col_link(6,6,O) -1
    zc(6,92) col_link(6,11,O) -1
    zc(6,92) col_link(6,9,I) -1
    zc(6,93) col_choice(6) 1
    zc(6,93) col_link(6,1,X) -1
    zc(6,93) col_link(6,2,X) -1
    zc(6,93) col_link(6,6,X) -1
    zc(6,93) col_link(6,0,O) -1
    zc(6,93) col_link(6,7,O) -1
    zc(6,93) col_link(6,11,O) -1
    zc(6,93) col_link(6,9,I) -1
    zc(6,94) col_choice(6) 1
    zc(6,94) col_link(6,0,X) -1
    zc(6,94) col_link(6,2,X) -1
    zc(6,94) col_link(6,6,X) -1
    zc(6,94) col_link(6,1,O) -1
    zc(6,94) col_link(6,7,O) -1
    zc(6,94) col_link(6,11,O) -1
    zc(6,94) col_link(6,9,I) -1
    zc(6,95) col_choice(6) 1
    zc(6,95) col_link(6,0,X) -1
    zc(6,95) col_link(6,1,X) -1
    zc(6,95) col_link(6,6,X) -1
    zc(6,95) col_link(6,2,O) -1
    zc(6,95) col_link(6,7,O) -1
    zc(6,95) col_link(6,11,O) -1
    zc(6,95) col_link(6,9,I) -1
    zc(6,96) col_choice(6) 1
    zc(6,96) col_link(6,2,X) -1
    zc(6,96) col_link(6,7,X) -1
    zc(6,96) col_link(6,9,X) -1
    zc(6,96) col_link(6,0,O) -1
    zc(6,96) col_link(6,1,O) -1
    zc(6,96) col_link(6,6,O) -1
    zc(6,96) col_link(6,11,I) -1
    zc(6,97) col_choice(6) 1
    zc(6,97) col_link(6,1,X) -1
    zc(6,97) col_link(6,7,X) -1
    zc(6,97) col_link(6,9,X) -1
    zc(6,97) col_link(6,0,O) -1
    zc(6,97) col_link(6,2,O) -1
    zc(6,97) col_link(6,6,O) -1
    zc(6,97) col_link(6,11,I) -1
    zc(6,98) col_choice(6) 1
    zc(6,98) col_link(6,0,X) -1
    zc(6,98) col_link(6,7,X) -1
    zc(6,98) col_link(6,9,X) -1
    zc(6,98) col_link(6,1,O) -1
    zc(6,98) col_link(6,2,O) -1
    zc(6,98) col_link(6,6,O) -1
    zc(6,98) col_link(6,11,I) -1
    zc(6,99) col_choice(6) 1
    zc(6,99) col_link(6,2,X) -1
    zc(6,99) col_link(6,6,X) -1
    zc(6,99) col_link(6,9,X) -1
    zc(6,99) col_link(6,0,O) -1
    zc(6,99) col_link(6,1,O) -1
    zc(6,99) col_link(6,7,O) -1
    zc(6,99) col_link(6,11,I) -1
    zc(6,100) col_choice(6) 1
    zc(6,100) col_link(6,1,X) -1
    zc(6,100) col_link(6,6,X) -1
    zc(6,100) col_link(6,9,X) -1
    zc(6,100) col_link(6,0,O) -1
    zc(6,100) col_link(6,2,O) -1
    zc(6,100) col_link(6,7,O) -1
    zc(6,100) col_link(6,11,I) -1
    zc(6,101) col_choice(6) 1
    zc(6,101) col_link(6,0,X) -1
    zc(6,101) col_link(6,6,X) -1
    zc(6,101) col_link(6,9,X) -1
    zc(6,101) col_link(6,1,O) -1
    zc(6,101) col_link(6,2,O) -1
    zc(6,101) col_link(6,7,O) -1
    zc(6,101) col_link(6,11,I) -1
    zc(6,102) col_choice(6) 1
    zc(6,102) col_link(6,1,X) -1
    zc(6,102) col_link(6,2,X) -1
    zc(6,102) col_link(6,9,X) -1
    zc(6,102) col_link(6,0,O) -1
    zc(6,102) col_link(6,6,O) -1
    zc(6,102) col_link(6,7,O) -1
    zc(6,102) col_link(6,11,I) -1
    zc(6,103) col_choice(6) 1
    zc(6,103) col_link(6,0,X) -1
    zc(6,103) col_link(6,2,X) -1
    zc(6,103) col_link(6,9,X) -1
    zc(6,103) col_link(6,1,O) -1
    zc(6,103) col_link(6,6,O) -1
    zc(6,103) col_link(6,7,O) -1
    zc(6,103) col_link(6,11,I) -1
    zc(6,104) col_choice(6) 1
    zc(6,104) col_link(6,0,X) -1
    zc(6,104) col_link(6,1,X) -1
    zc(6,104) col_link(6,9,X) -1
    zc(6,104) col_link(6,2,O) -1
    zc(6,104) col_link(6,6,O) -1
    zc(6,104) col_link(6,7,O) -1
    zc(6,104) col_link(6,11,I) -1
    zc(6,105) col_choice(6) 1
    zc(6,105) col_link(6,2,X) -1
    zc(6,105) col_link(6,6,X) -1
    zc(6,105) col_link(6,7,X) -1
    zc(6,105) col_link(6,0,O) -1
    zc(6,105) col_link(6,1,O) -1
    zc(6,105) col_link(6,9,O) -1
    zc(6,105) col_link(6,11,I) -1
    zc(6,106) col_choice(6) 1
    zc(6,106) col_link(6,1,X) -1
    zc(6,106) col_link(6,6,X) -1
    zc(6,106) col_link(6,7,X) -1
    zc(6,106) col_link(6,0,O) -1
    zc(6,106) col_link(6,2,O) -1
    zc(6,106) col_link(6,9,O) -1
    zc(6,106) col_link(6,11,I) -1
    zc(6,107) col_choice(6) 1
    zc(6,107) col_link(6,0,X) -1
    zc(6,107) col_link(6,6,X) -1
    zc(6,107) col_link(6,7,X) -1
    zc(6,107) col_link(6,1,O) -1
    zc(6,107) col_link(6,2,O) -1
    zc(6,107) col_link(6,9,O) -1
    zc(6,107) col_link(6,11,I) -1
    zc(6,108) col_choice(6) 1
    zc(6,108) col_link(6,1,X) -1
    zc(6,108) col_link(6,2,X) -1
    zc(6,108) col_link(6,7,X) -1
    zc(6,108) col_link(6,0,O) -1
    zc(6,108) col_link(6,6,O) -1
    zc(6,108) col_link(6,9,O) -1
    zc(6,108) col_link(6,11,I) -1
    zc(6,109) col_choice(6) 1
    zc(6,109) col_link(6,0,X) -1
    zc(6,109) col_link(6,2,X) -1
    zc(6,109) col_link(6,7,X) -1
    zc(6,109) col_link(6,1,O) -1
    zc(6,109) col_link(6,6,O) -1
    zc(6,109) col_link(6,9,O) -1
    zc(6,109) col_link(6,11,I) -1
    zc(6,110) col_choice(6) 1
    zc(6,110) col_link(6,0,X) -1
    zc(6,110) col_link(6,1,X) -1
    zc(6,110) col_link(6,7,X) -1
    zc(6,110) col_link(6,2,O) -1
    zc(6,110) col_link(6,6,O) -1
    zc(6,110) col_link(6,9,O) -1
    zc(6,110) col_link(6,11,I) -1
    zc(6,111) col_choice(6) 1
    zc(6,111) col_link(6,1,X) -1
    zc(6,111) col_link(6,2,X) -1
    zc(6,111) col_link(6,6,X) -1
    zc(6,111) col_link(6,0,O) -1
    zc(6,111) col_link(6,7,O) -1
    zc(6,111) col_link(6,9,O) -1
    zc(6,111) col_link(6,11,I) -1
    zc(6,112) col_choice(6) 1
    zc(6,112) col_link(6,0,X) -1
    zc(6,112) col_link(6,2,X) -1
    zc(6,112) col_link(6,6,X) -1
    zc(6,112) col_link(6,1,O) -1
    zc(6,112) col_link(6,7,O) -1
    zc(6,112) col_link(6,9,O) -1
    zc(6,112) col_link(6,11,I) -1
    zc(6,113) col_choice(6) 1
    zc(6,113) col_link(6,0,X) -1
    zc(6,113) col_link(6,1,X) -1
    zc(6,113) col_link(6,6,X) -1
    zc(6,113) col_link(6,2,O) -1
    zc(6,113) col_link(6,7,O) -1
    zc(6,113) col_link(6,9,O) -1
    zc(6,113) col_link(6,11,I) -1
    zc(7,0) col_choice(7) 1
    zc(7,0) col_link(7,11,X) -1
    zc(7,0) col_link(7,5,O) -1
    zc(7,0) col_link(7,3,I) -1
    zc(7,0) col_link(7,7,I) -1
    zc(7,1) col_choice(7) 1
    zc(7,1) col_link(7,11,X) -1
    zc(7,1) col_link(7,3,O) -1
    zc(7,1) col_link(7,5,I) -1
    zc(7,1) col_link(7,7,I) -1
    zc(7,2) col_choice(7) 1
    zc(7,2) col_link(7,5,X) -1
    zc(7,2) col_link(7,11,O) -1
    zc(7,2) col_link(7,3,I) -1
    zc(7,2) col_link(7,7,I) -1
    zc(7,3) col_choice(7) 1
    zc(7,3) col_link(7,7,X) -1
    zc(7,3) col_link(7,5,O) -1
    zc(7,3) col_link(7,3,I) -1
    zc(7,3) col_link(7,11,I) -1
    zc(7,4) col_choice(7) 1
    zc(7,4) col_link(7,7,X) -1
    zc(7,4) col_link(7,3,O) -1
    zc(7,4) col_link(7,5,I) -1
    zc(7,4) col_link(7,11,I) -1
    zc(7,5) col_choice(7) 1
    zc(7,5) col_link(7,5,X) -1
    zc(7,5) col_link(7,3,O) -1
    zc(7,5) col_link(7,7,I) -1
    zc(7,5) col_link(7,11,I) -1
    zc(8,0) col_choice(8) 1
    zc(8,0) col_link(8,9,X) -1
    zc(8,0) col_link(8,11,X) -1
    zc(8,0) col_link(8,3,O) -1
    zc(8,0) col_link(8,2,I) -1
    zc(8,0) col_link(8,5,I) -1
    zc(8,0) col_link(8,7,I) -1
    zc(8,1) col_choice(8) 1
    zc(8,1) col_link(8,9,X) -1
    zc(8,1) col_link(8,11,X) -1
    zc(8,1) col_link(8,2,O) -1
    zc(8,1) col_link(8,3,I) -1
    zc(8,1) col_link(8,5,I) -1
    zc(8,1) col_link(8,7,I) -1
    zc(8,2) col_choice(8) 1
    zc(8,2) col_link(8,7,X) -1
    zc(8,2) col_link(8,11,X) -1
    zc(8,2) col_link(8,9,O) -1
    zc(8,2) col_link(8,2,I) -1
    zc(8,2) col_link(8,3,I) -1
    zc(8,2) col_link(8,5,I) -1
    zc(8,3) col_choice(8) 1
    zc(8,3) col_link(8,5,X) -1
    zc(8,3) col_link(8,11,X) -1
    zc(8,3) col_link(8,9,O) -1
    zc(8,3) col_link(8,2,I) -1
    zc(8,3) col_link(8,3,I) -1
    zc(8,3) col_link(8,7,I) -1
    zc(8,4) col_choice(8) 1
    zc(8,4) col_link(8,3,X) -1
    zc(8,4) col_link(8,11,X) -1
    zc(8,4) col_link(8,9,O) -1
    zc(8,4) col_link(8,2,I) -1
    zc(8,4) col_link(8,5,I) -1
    zc(8,4) col_link(8,7,I) -1
    zc(8,5) col_choice(8) 1
    zc(8,5) col_link(8,7,X) -1
    zc(8,5) col_link(8,11,X) -1
    zc(8,5) col_link(8,3,O) -1
    zc(8,5) col_link(8,2,I) -1
    zc(8,5) col_link(8,5,I) -1
    zc(8,5) col_link(8,9,I) -1
    zc(8,6) col_choice(8) 1
    zc(8,6) col_link(8,7,X) -1
    zc(8,6) col_link(8,11,X) -1
    zc(8,6) col_link(8,2,O) -1
    zc(8,6) col_link(8,3,I) -1
    zc(8,6) col_link(8,5,I) -1
    zc(8,6) col_link(8,9,I) -1
    zc(8,7) col_choice(8) 1
    zc(8,7) col_link(8,5,X) -1
    zc(8,7) col_link(8,11,X) -1
    zc(8,7) col_link(8,3,O) -1
    zc(8,7) col_link(8,2,I) -1
    zc(8,7) col_link(8,7,I) -1
    zc(8,7) col_link(8,9,I) -1
    zc(8,8) col_choice(8) 1
    zc(8,8) col_link(8,5,X) -1
    zc(8,8) col_link(8,11,X) -1
    zc(8,8) col_link(8,2,O) -1
    zc(8,8) col_link(8,3,I) -1
    zc(8,8) col_link(8,7,I) -1
    zc(8,8) col_link(8,9,I) -1
    zc(8,9) col_choice(8) 1
    zc(8,9) col_link(8,3,X) -1
    zc(8,9) col_link(8,11,X) -1
    zc(8,9) col_link(8,2,O) -1
    zc(8,9) col_link(8,5,I) -1
    zc(8,9) col_link(8,7,I) -1
    zc(8,9) col_link(8,9,I) -1
    zc(8,10) col_choice(8) 1
    zc(8,10) col_link(8,7,X) -1
    zc(8,10) col_link(8,9,X) -1
    zc(8,10) col_link(8,11,O) -1
    zc(8,10) col_link(8,2,I) -1
    zc(8,10) col_link(8,3,I) -1
    zc(8,10) col_link(8,5,I) -1
    zc(8,11) col_choice(8) 1
    zc(8,11) col_link(8,5,X) -1
    zc(8,11) col_link(8,9,X) -1
    zc(8,11) col_link(8,11,O) -1
    zc(8,11) col_link(8,2,I) -1
    zc(8,11) col_link(8,3,I) -1
    zc(8,11) col_link(8,7,I) -1
    zc(8,12) col_choice(8) 1
    zc(8,12) col_link(8,3,X) -1
    zc(8,12) col_link(8,9,X) -1
    zc(8,12) col_link(8,11,O) -1
    zc(8,12) col_link(8,2,I) -1
    zc(8,12) col_link(8,5,I) -1
    zc(8,12) col_link(8,7,I) -1
    zc(8,13) col_choice(8) 1
    zc(8,13) col_link(8,5,X) -1
    zc(8,13) col_link(8,7,X) -1
    zc(8,13) col_link(8,11,O) -1
    zc(8,13) col_link(8,2,I) -1
    zc(8,13) col_link(8,3,I) -1
    zc(8,13) col_link(8,9,I) -1
    zc(8,14) col_choice(8) 1
    zc(8,14) col_link(8,3,X) -1
    zc(8,14) col_link(8,7,X) -1
    zc(8,14) col_link(8,11,O) -1
    zc(8,14) col_link(8,2,I) -1
    zc(8,14) col_link(8,5,I) -1
    zc(8,14) col_link(8,9,I) -1
    zc(8,15) col_choice(8) 1
    zc(8,15) col_link(8,3,X) -1
    zc(8,15) col_link(8,5,X) -1
    zc(8,15) col_link(8,11,O) -1
    zc(8,15) col_link(8,2,I) -1
    zc(8,15) col_link(8,7,I) -1
    zc(8,15) col_link(8,9,I) -1
    zc(8,16) col_choice(8) 1
    zc(8,16) col_link(8,7,X) -1
    zc(8,16) col_link(8,9,X) -1
    zc(8,16) col_link(8,3,O) -1
    zc(8,16) col_link(8,2,I) -1
    zc(8,16) col_link(8,5,I) -1
    zc(8,16) col_link(8,11,I) -1
    zc(8,17) col_choice(8) 1
    zc(8,17) col_link(8,7,X) -1
    zc(8,17) col_link(8,9,X) -1
    zc(8,17) col_link(8,2,O) -1
    zc(8,17) col_link(8,3,I) -1
    zc(8,17) col_link(8,5,I) -1
    zc(8,17) col_link(8,11,I) -1
    zc(8,18) col_choice(8) 1
    zc(8,18) col_link(8,5,X) -1
    zc(8,18) col_link(8,9,X) -1
    zc(8,18) col_link(8,3,O) -1
    zc(8,18) col_link(8,2,I) -1
    zc(8,18) col_link(8,7,I) -1
    zc(8,18) col_link(8,11,I) -1
    zc(8,19) col_choice(8) 1
    zc(8,19) col_link(8,5,X) -1
    zc(8,19) col_link(8,9,X) -1
    zc(8,19) col_link(8,2,O) -1
    zc(8,19) col_link(8,3,I) -1
    zc(8,19) col_link(8,7,I) -1
    zc(8,19) col_link(8,11,I) -1
    zc(8,20) col_choice(8) 1
    zc(8,20) col_link(8,3,X) -1
    zc(8,20) col_link(8,9,X) -1
    zc(8,20) col_link(8,2,O) -1
    zc(8,20) col_link(8,5,I) -1
    zc(8,20) col_link(8,7,I) -1
    zc(8,20) col_link(8,11,I) -1
    zc(8,21) col_choice(8) 1
    zc(8,21) col_link(8,5,X) -1
    zc(8,21) col_link(8,7,X) -1
    zc(8,21) col_link(8,9,O) -1
    zc(8,21) col_link(8,2,I) -1
    zc(8,21) col_link(8,3,I) -1
    zc(8,21) col_link(8,11,I) -1
    zc(8,22) col_choice(8) 1
    zc(8,22) col_link(8,3,X) -1
    zc(8,22) col_link(8,7,X) -1
    zc(8,22) col_link(8,9,O) -1
    zc(8,22) col_link(8,2,I) -1
    zc(8,22) col_link(8,5,I) -1
    zc(8,22) col_link(8,11,I) -1
    zc(8,23) col_choice(8) 1
    zc(8,23) col_link(8,3,X) -1
    zc(8,23) col_link(8,5,X) -1
    zc(8,23) col_link(8,9,O) -1
    zc(8,23) col_link(8,2,I) -1
    zc(8,23) col_link(8,7,I) -1
    zc(8,23) col_link(8,11,I) -1
    zc(9,0) col_choice(9) 1
    zc(9,0) col_link(9,8,X) -1
    zc(9,0) col_link(9,11,X) -1
    zc(9,0) col_link(9,3,O) -1
    zc(9,0) col_link(9,6,O) -1
    zc(9,0) col_link(9,2,I) -1
    zc(9,1) col_choice(9) 1
    zc(9,1) col_link(9,8,X) -1
    zc(9,1) col_link(9,11,X) -1
    zc(9,1) col_link(9,2,O) -1
    zc(9,1) col_link(9,6,O) -1
    zc(9,1) col_link(9,3,I) -1
    zc(9,2) col_choice(9) 1
    zc(9,2) col_link(9,8,X) -1
    zc(9,2) col_link(9,11,X) -1
    zc(9,2) col_link(9,2,O) -1
    zc(9,2) col_link(9,3,O) -1
    zc(9,2) col_link(9,6,I) -1
    zc(9,3) col_choice(9) 1
    zc(9,3) col_link(9,6,X) -1
    zc(9,3) col_link(9,11,X) -1
    zc(9,3) col_link(9,2,O) -1
    zc(9,3) col_link(9,3,O) -1
    zc(9,3) col_link(9,8,I) -1
    zc(9,4) col_choice(9) 1
    zc(9,4) col_link(9,3,X) -1
    zc(9,4) col_link(9,11,X) -1
    zc(9,4) col_link(9,2,O) -1
    zc(9,4) col_link(9,6,O) -1
    zc(9,4) col_link(9,8,I) -1
    zc(9,5) col_choice(9) 1
    zc(9,5) col_link(9,2,X) -1
    zc(9,5) col_link(9,11,X) -1
    zc(9,5) col_link(9,3,O) -1
    zc(9,5) col_link(9,6,O) -1
    zc(9,5) col_link(9,8,I) -1
    zc(9,6) col_choice(9) 1
    zc(9,6) col_link(9,6,X) -1
    zc(9,6) col_link(9,8,X) -1
    zc(9,6) col_link(9,2,O) -1
    zc(9,6) col_link(9,3,O) -1
    zc(9,6) col_link(9,11,I) -1
    zc(9,7) col_choice(9) 1
    zc(9,7) col_link(9,3,X) -1
    zc(9,7) col_link(9,8,X) -1
    zc(9,7) col_link(9,2,O) -1
    zc(9,7) col_link(9,6,O) -1
    zc(9,7) col_link(9,11,I) -1
    zc(9,8) col_choice(9) 1
    zc(9,8) col_link(9,2,X) -1
    zc(9,8) col_link(9,8,X) -1
    zc(9,8) col_link(9,3,O) -1
    zc(9,8) col_link(9,6,O) -1
    zc(9,8) col_link(9,11,I) -1
    zc(10,0) col_choice(10) 1
    zc(10,0) col_link(10,10,X) -1
    zc(10,0) col_link(10,11,X) -1
    zc(10,0) col_link(10,2,I) -1
    zc(10,0) col_link(10,3,I) -1
    zc(10,0) col_link(10,8,I) -1
    zc(10,1) col_choice(10) 1
    zc(10,1) col_link(10,8,X) -1
    zc(10,1) col_link(10,11,X) -1
    zc(10,1) col_link(10,2,I) -1
    zc(10,1) col_link(10,3,I) -1
    zc(10,1) col_link(10,10,I) -1
    zc(10,2) col_choice(10) 1
    zc(10,2) col_link(10,3,X) -1
    zc(10,2) col_link(10,11,X) -1
    zc(10,2) col_link(10,2,I) -1
    zc(10,2) col_link(10,8,I) -1
    zc(10,2) col_link(10,10,I) -1
    zc(10,3) col_choice(10) 1
    zc(10,3) col_link(10,2,X) -1
    zc(10,3) col_link(10,11,X) -1
    zc(10,3) col_link(10,3,I) -1
    zc(10,3) col_link(10,8,I) -1
    zc(10,3) col_link(10,10,I) -1
    zc(10,4) col_choice(10) 1
    zc(10,4) col_link(10,8,X) -1
    zc(10,4) col_link(10,10,X) -1
    zc(10,4) col_link(10,2,I) -1
    zc(10,4) col_link(10,3,I) -1
    zc(10,4) col_link(10,11,I) -1
    zc(10,5) col_choice(10) 1
    zc(10,5) col_link(10,3,X) -1
    zc(10,5) col_link(10,10,X) -1
    zc(10,5) col_link(10,2,I) -1
    zc(10,5) col_link(10,8,I) -1
    zc(10,5) col_link(10,11,I) -1
    zc(10,6) col_choice(10) 1
    zc(10,6) col_link(10,2,X) -1
    zc(10,6) col_link(10,10,X) -1
    zc(10,6) col_link(10,3,I) -1
    zc(10,6) col_link(10,8,I) -1
    zc(10,6) col_link(10,11,I) -1
    zc(10,7) col_choice(10) 1
    zc(10,7) col_link(10,3,X) -1
    zc(10,7) col_link(10,8,X) -1
    zc(10,7) col_link(10,2,I) -1
    zc(10,7) col_link(10,10,I) -1
    zc(10,7) col_link(10,11,I) -1
    zc(10,8) col_choice(10) 1
    zc(10,8) col_link(10,2,X) -1
    zc(10,8) col_link(10,8,X) -1
    zc(10,8) col_link(10,3,I) -1
    zc(10,8) col_link(10,10,I) -1
    zc(10,8) col_link(10,11,I) -1
    zc(11,0) col_choice(11) 1
    zc(11,0) col_link(11,5,X) -1
    zc(11,0) col_link(11,8,X) -1
    zc(11,0) col_link(11,9,X) -1
    zc(11,0) col_link(11,2,O) -1
    zc(11,0) col_link(11,4,O) -1
    zc(11,0) col_link(11,0,I) -1
    zc(11,1) col_choice(11) 1
    zc(11,1) col_link(11,5,X) -1
    zc(11,1) col_link(11,8,X) -1
    zc(11,1) col_link(11,9,X) -1
    zc(11,1) col_link(11,0,O) -1
    zc(11,1) col_link(11,2,O) -1
    zc(11,1) col_link(11,4,I) -1
    zc(11,2) col_choice(11) 1
    zc(11,2) col_link(11,4,X) -1
    zc(11,2) col_link(11,8,X) -1
    zc(11,2) col_link(11,9,X) -1
    zc(11,2) col_link(11,2,O) -1
    zc(11,2) col_link(11,5,O) -1
    zc(11,2) col_link(11,0,I) -1
    zc(11,3) col_choice(11) 1
    zc(11,3) col_link(11,2,X) -1
    zc(11,3) col_link(11,8,X) -1
    zc(11,3) col_link(11,9,X) -1
    zc(11,3) col_link(11,4,O) -1
    zc(11,3) col_link(11,5,O) -1
    zc(11,3) col_link(11,0,I) -1
    zc(11,4) col_choice(11) 1
    zc(11,4) col_link(11,2,X) -1
    zc(11,4) col_link(11,8,X) -1
    zc(11,4) col_link(11,9,X) -1
    zc(11,4) col_link(11,0,O) -1
    zc(11,4) col_link(11,5,O) -1
    zc(11,4) col_link(11,4,I) -1
    zc(11,5) col_choice(11) 1
    zc(11,5) col_link(11,0,X) -1
    zc(11,5) col_link(11,8,X) -1
    zc(11,5) col_link(11,9,X) -1
    zc(11,5) col_link(11,2,O) -1
    zc(11,5) col_link(11,5,O) -1
    zc(11,5) col_link(11,4,I) -1
    zc(11,6) col_choice(11) 1
    zc(11,6) col_link(11,4,X) -1
    zc(11,6) col_link(11,8,X) -1
    zc(11,6) col_link(11,9,X) -1
    zc(11,6) col_link(11,0,O) -1
    zc(11,6) col_link(11,2,O) -1
    zc(11,6) col_link(11,5,I) -1
    zc(11,7) col_choice(11) 1
    zc(11,7) col_link(11,2,X) -1
    zc(11,7) col_link(11,8,X) -1
    zc(11,7) col_link(11,9,X) -1
    zc(11,7) col_link(11,0,O) -1
    zc(11,7) col_link(11,4,O) -1
    zc(11,7) col_link(11,5,I) -1
    zc(11,8) col_choice(11) 1
    zc(11,8) col_link(11,0,X) -1
    zc(11,8) col_link(11,8,X) -1
    zc(11,8) col_link(11,9,X) -1
    zc(11,8) col_link(11,2,O) -1
    zc(11,8) col_link(11,4,O) -1
    zc(11,8) col_link(11,5,I) -1
    zc(11,9) col_choice(11) 1
    zc(11,9) col_link(11,2,X) -1
    zc(11,9) col_link(11,5,X) -1
    zc(11,9) col_link(11,9,X) -1
    zc(11,9) col_link(11,4,O) -1
    zc(11,9) col_link(11,8,O) -1
    zc(11,9) col_link(11,0,I) -1
    zc(11,10) col_choice(11) 1
    zc(11,10) col_link(11,2,X) -1
    zc(11,10) col_link(11,5,X) -1
    zc(11,10) col_link(11,9,X) -1
    zc(11,10) col_link(11,0,O) -1
    zc(11,10) col_link(11,8,O) -1
    zc(11,10) col_link(11,4,I) -1
    zc(11,11) col_choice(11) 1
    zc(11,11) col_link(11,0,X) -1
    zc(11,11) col_link(11,5,X) -1
    zc(11,11) col_link(11,9,X) -1
    zc(11,11) col_link(11,2,O) -1
    zc(11,11) col_link(11,8,O) -1
    zc(11,11) col_link(11,4,I) -1
    zc(11,12) col_choice(11) 1
    zc(11,12) col_link(11,2,X) -1
    zc(11,12) col_link(11,4,X) -1
    zc(11,12) col_link(11,9,X) -1
    zc(11,12) col_link(11,5,O) -1
    zc(11,12) col_link(11,8,O) -1
    zc(11,12) col_link(11,0,I) -1
    zc(11,13) col_choice(11) 1
    zc(11,13) col_link(11,0,X) -1
    zc(11,13) col_link(11,2,X) -1
    zc(11,13) col_link(11,9,X) -1
    zc(11,13) col_link(11,5,O) -1
    zc(11,13) col_link(11,8,O) -1
    zc(11,13) col_link(11,4,I) -1
    zc(11,14) col_choice(11) 1
    zc(11,14) col_link(11,2,X) -1
    zc(11,14) col_link(11,4,X) -1
    zc(11,14) col_link(11,9,X) -1
    zc(11,14) col_link(11,0,O) -1
    zc(11,14) col_link(11,8,O) -1
    zc(11,14) col_link(11,5,I) -1
    zc(11,15) col_choice(11) 1
    zc(11,15) col_link(11,0,X) -1
    zc(11,15) col_link(11,4,X) -1
    zc(11,15) col_link(11,9,X) -1
    zc(11,15) col_link(11,2,O) -1
    zc(11,15) col_link(11,8,O) -1
    zc(11,15) col_link(11,5,I) -1
    zc(11,16) col_choice(11) 1
    zc(11,16) col_link(11,0,X) -1
    zc(11,16) col_link(11,2,X) -1
    zc(11,16) col_link(11,9,X) -1
    zc(11,16) col_link(11,4,O) -1
    zc(11,16) col_link(11,8,O) -1
    zc(11,16) col_link(11,5,I) -1
    zc(11,17) col_choice(11) 1
    zc(11,17) col_link(11,2,X) -1
    zc(11,17) col_link(11,5,X) -1
    zc(11,17) col_link(11,9,X) -1
    zc(11,17) col_link(11,0,O) -1
    zc(11,17) col_link(11,4,O) -1
    zc(11,17) col_link(11,8,I) -1
    zc(11,18) col_choice(11) 1
    zc(11,18) col_link(11,0,X) -1
    zc(11,18) col_link(11,5,X) -1
    zc(11,18) col_link(11,9,X) -1
    zc(11,18) col_link(11,2,O) -1
    zc(11,18) col_link(11,4,O) -1
    zc(11,18) col_link(11,8,I) -1
    zc(11,19) col_choice(11) 1
    zc(11,19) col_link(11,2,X) -1
    zc(11,19) col_link(11,4,X) -1
    zc(11,19) col_link(11,9,X) -1
    zc(11,19) col_link(11,0,O) -1
    zc(11,19) col_link(11,5,O) -1
    zc(11,19) col_link(11,8,I) -1
    zc(11,20) col_choice(11) 1
    zc(11,20) col_link(11,0,X) -1
    zc(11,20) col_link(11,4,X) -1
    zc(11,20) col_link(11,9,X) -1
    zc(11,20) col_link(11,2,O) -1
    zc(11,20) col_link(11,5,O) -1
    zc(11,20) col_link(11,8,I) -1
    zc(11,21) col_choice(11) 1
    zc(11,21) col_link(11,0,X) -1
    zc(11,21) col_link(11,2,X) -1
    zc(11,21) col_link(11,9,X) -1
    zc(11,21) col_link(11,4,O) -1
    zc(11,21) col_link(11,5,O) -1
    zc(11,21) col_link(11,8,I) -1
    zc(11,22) col_choice(11) 1
    zc(11,22) col_link(11,2,X) -1
    zc(11,22) col_link(11,5,X) -1
    zc(11,22) col_link(11,8,X) -1
    zc(11,22) col_link(11,4,O) -1
    zc(11,22) col_link(11,9,O) -1
    zc(11,22) col_link(11,0,I) -1
    zc(11,23) col_choice(11) 1
    zc(11,23) col_link(11,2,X) -1
    zc(11,23) col_link(11,5,X) -1
    zc(11,23) col_link(11,8,X) -1
    zc(11,23) col_link(11,0,O) -1
    zc(11,23) col_link(11,9,O) -1
    zc(11,23) col_link(11,4,I) -1
    zc(11,24) col_choice(11) 1
    zc(11,24) col_link(11,0,X) -1
    zc(11,24) col_link(11,5,X) -1
    zc(11,24) col_link(11,8,X) -1
    zc(11,24) col_link(11,2,O) -1
    zc(11,24) col_link(11,9,O) -1
    zc(11,24) col_link(11,4,I) -1
    zc(11,25) col_choice(11) 1
    zc(11,25) col_link(11,2,X) -1
    zc(11,25) col_link(11,4,X) -1
    zc(11,25) col_link(11,8,X) -1
    zc(11,25) col_link(11,5,O) -1
    zc(11,25) col_link(11,9,O) -1
    zc(11,25) col_link(11,0,I) -1
    zc(11,26) col_choice(11) 1
    zc(11,26) col_link(11,0,X) -1
    zc(11,26) col_link(11,2,X) -1
    zc(11,26) col_link(11,8,X) -1
    zc(11,26) col_link(11,5,O) -1
    zc(11,26) col_link(11,9,O) -1
    zc(11,26) col_link(11,4,I) -1
    zc(11,27) col_choice(11) 1
    zc(11,27) col_link(11,2,X) -1
    zc(11,27) col_link(11,4,X) -1
    zc(11,27) col_link(11,8,X) -1
    zc(11,27) col_link(11,0,O) -1
    zc(11,27) col_link(11,9,O) -1
    zc(11,27) col_link(11,5,I) -1
    zc(11,28) col_choice(11) 1
    zc(11,28) col_link(11,0,X) -1
    zc(11,28) col_link(11,4,X) -1
    zc(11,28) col_link(11,8,X) -1
    zc(11,28) col_link(11,2,O) -1
    zc(11,28) col_link(11,9,O) -1
    zc(11,28) col_link(11,5,I) -1
    zc(11,29) col_choice(11) 1
    zc(11,29) col_link(11,0,X) -1
    zc(11,29) col_link(11,2,X) -1
    zc(11,29) col_link(11,8,X) -1
    zc(11,29) col_link(11,4,O) -1
    zc(11,29) col_link(11,9,O) -1
    zc(11,29) col_link(11,5,I) -1
    zc(11,30) col_choice(11) 1
    zc(11,30) col_link(11,0,X) -1
    zc(11,30) col_link(11,2,X) -1
    zc(11,30) col_link(11,5,X) -1
    zc(11,30) col_link(11,4,O) -1
    zc(11,30) col_link(11,9,O) -1
    zc(11,30) col_link(11,8,I) -1
    zc(11,31) col_choice(11) 1
    zc(11,31) col_link(11,0,X) -1
    zc(11,31) col_link(11,2,X) -1
    zc(11,31) col_link(11,4,X) -1
    zc(11,31) col_link(11,5,O) -1
    zc(11,31) col_link(11,9,O) -1
    zc(11,31) col_link(11,8,I) -1
    zc(11,32) col_choice(11) 1
    zc(11,32) col_link(11,2,X) -1
    zc(11,32) col_link(11,5,X) -1
    zc(11,32) col_link(11,8,X) -1
    zc(11,32) col_link(11,0,O) -1
    zc(11,32) col_link(11,4,O) -1
    zc(11,32) col_link(11,9,I) -1
    zc(11,33) col_choice(11) 1
    zc(11,33) col_link(11,0,X) -1
    zc(11,33) col_link(11,5,X) -1
    zc(11,33) col_link(11,8,X) -1
    zc(11,33) col_link(11,2,O) -1
    zc(11,33) col_link(11,4,O) -1
    zc(11,33) col_link(11,9,I) -1
    zc(11,34) col_choice(11) 1
    zc(11,34) col_link(11,2,X) -1
    zc(11,34) col_link(11,4,X) -1
    zc(11,34) col_link(11,8,X) -1
    zc(11,34) col_link(11,0,O) -1
    zc(11,34) col_link(11,5,O) -1
    zc(11,34) col_link(11,9,I) -1
    zc(11,35) col_choice(11) 1
    zc(11,35) col_link(11,0,X) -1
    zc(11,35) col_link(11,4,X) -1
    zc(11,35) col_link(11,8,X) -1
    zc(11,35) col_link(11,2,O) -1
    zc(11,35) col_link(11,5,O) -1
    zc(11,35) col_link(11,9,I) -1
    zc(11,36) col_choice(11) 1
    zc(11,36) col_link(11,0,X) -1
    zc(11,36) col_link(11,2,X) -1
    zc(11,36) col_link(11,8,X) -1
    zc(11,36) col_link(11,4,O) -1
    zc(11,36) col_link(11,5,O) -1
    zc(11,36) col_link(11,9,I) -1
    zc(11,37) col_choice(11) 1
    zc(11,37) col_link(11,0,X) -1
    zc(11,37) col_link(11,2,X) -1
    zc(11,37) col_link(11,5,X) -1
    zc(11,37) col_link(11,4,O) -1
    zc(11,37) col_link(11,8,O) -1
    zc(11,37) col_link(11,9,I) -1
    zc(11,38) col_choice(11) 1
    zc(11,38) col_link(11,0,X) -1
    zc(11,38) col_link(11,2,X) -1
    zc(11,38) col_link(11,4,X) -1
    zc(11,38) col_link(11,5,O) -1
    zc(11,38) col_link(11,8,O) -1
    zc(11,38) col_link(11,9,I) -1
RHS
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
    RHS row_choice(0) 1
    RHS row_choice(1) 1
    RHS row_choice(2) 1
    RHS row_choice(3) 1
    RHS row_choice(4) 1
    RHS row_choice(5) 1
    RHS row_choice(6) 1
    RHS row_choice(7) 1
    RHS row_choice(8) 1
    RHS row_choice(9) 1
    RHS row_choice(10) 1
    RHS row_choice(11) 1
    RHS col_choice(0) 1
    RHS col_choice(1) 1
    RHS col_choice(2) 1
    RHS col_choice(3) 1
    RHS col_choice(4) 1
    RHS col_choice(5) 1
    RHS col_choice(6) 1
    RHS col_choice(7) 1
    RHS col_choice(8) 1
    RHS col_choice(9) 1
    RHS col_choice(10) 1
    RHS col_choice(11) 1
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
 UP BND zr(0,0) 1
 UP BND zr(0,1) 1
 UP BND zr(0,2) 1
 UP BND zr(0,3) 1
 UP BND zr(0,4) 1
 UP BND zr(0,5) 1
 UP BND zr(0,6) 1
 UP BND zr(0,7) 1
 UP BND zr(0,8) 1
 UP BND zr(0,9) 1
 UP BND zr(0,10) 1
 UP BND zr(0,11) 1
 UP BND zr(0,12) 1
 UP BND zr(0,13) 1
 UP BND zr(0,14) 1
 UP BND zr(0,15) 1
 UP BND zr(0,16) 1
 UP BND zr(0,17) 1
 UP BND zr(0,18) 1
 UP BND zr(0,19) 1
 UP BND zr(1,0) 1
 UP BND zr(1,1) 1
 UP BND zr(1,2) 1
 UP BND zr(2,0) 1
 UP BND zr(2,1) 1
 UP BND zr(2,2) 1
 UP BND zr(2,3) 1
 UP BND zr(2,4) 1
 UP BND zr(2,5) 1
 UP BND zr(2,6) 1
 UP BND zr(2,7) 1
 UP BND zr(2,8) 1
 UP BND zr(2,9) 1
 UP BND zr(3,0) 1
 UP BND zr(3,1) 1
 UP BND zr(3,2) 1
 UP BND zr(3,3) 1
 UP BND zr(3,4) 1
 UP BND zr(3,5) 1
 UP BND zr(3,6) 1
 UP BND zr(3,7) 1
 UP BND zr(3,8) 1
 UP BND zr(3,9) 1
 UP BND zr(4,0) 1
 UP BND zr(4,1) 1
 UP BND zr(4,2) 1
 UP BND zr(4,3) 1
 UP BND zr(4,4) 1
 UP BND zr(4,5) 1
 UP BND zr(4,6) 1
 UP BND zr(4,7) 1
 UP BND zr(4,8) 1
 UP BND zr(4,9) 1
 UP BND zr(4,10) 1
 UP BND zr(4,11) 1
 UP BND zr(5,0) 1
 UP BND zr(5,1) 1
 UP BND zr(5,2) 1
 UP BND zr(5,3) 1
 UP BND zr(5,4) 1
 UP BND zr(5,5) 1
 UP BND zr(5,6) 1
 UP BND zr(5,7) 1
 UP BND zr(5,8) 1
 UP BND zr(5,9) 1
 UP BND zr(5,10) 1
 UP BND zr(5,11) 1
 UP BND zr(5,12) 1
 UP BND zr(5,13) 1
 UP BND zr(6,0) 1
 UP BND zr(6,1) 1
 UP BND zr(6,2) 1
 UP BND zr(6,3) 1
 UP BND zr(6,4) 1
 UP BND zr(6,5) 1
 UP BND zr(6,6) 1
 UP BND zr(7,0) 1
 UP BND zr(7,1) 1
 UP BND zr(7,2) 1
 UP BND zr(7,3) 1
 UP BND zr(7,4) 1
 UP BND zr(7,5) 1
 UP BND zr(7,6) 1
 UP BND zr(7,7) 1
 UP BND zr(7,8) 1
 UP BND zr(8,0) 1
 UP BND zr(8,1) 1
 UP BND zr(8,2) 1
 UP BND zr(8,3) 1
 UP BND zr(8,4) 1
 UP BND zr(8,5) 1
 UP BND zr(8,6) 1
 UP BND zr(8,7) 1
 UP BND zr(8,8) 1
 UP BND zr(8,9) 1
 UP BND zr(8,10) 1
 UP BND zr(8,11) 1
 UP BND zr(8,12) 1
 UP BND zr(8,13) 1
 UP BND zr(8,14) 1
 UP BND zr(8,15) 1
 UP BND zr(8,16) 1
 UP BND zr(8,17) 1
 UP BND zr(8,18) 1
 UP BND zr(8,19) 1
 UP BND zr(8,20) 1
 UP BND zr(8,21) 1
 UP BND zr(8,22) 1
 UP BND zr(8,23) 1
 UP BND zr(8,24) 1
 UP BND zr(8,25) 1
 UP BND zr(8,26) 1
 UP BND zr(8,27) 1
 UP BND zr(8,28) 1
 UP BND zr(8,29) 1
 UP BND zr(8,30) 1
 UP BND zr(8,31) 1
 UP BND zr(8,32) 1
 UP BND zr(8,33) 1
 UP BND zr(8,34) 1
 UP BND zr(8,35) 1
 UP BND zr(8,36) 1
 UP BND zr(8,37) 1
 UP BND zr(8,38) 1
 UP BND zr(8,39) 1
 UP BND zr(8,40) 1
 UP BND zr(8,41) 1
 UP BND zr(8,42) 1
 UP BND zr(9,0) 1
 UP BND zr(9,1) 1
 UP BND zr(9,2) 1
 UP BND zr(9,3) 1
 UP BND zr(9,4) 1
 UP BND zr(9,5) 1
 UP BND zr(9,6) 1
 UP BND zr(10,0) 1
 UP BND zr(10,1) 1
 UP BND zr(10,2) 1
 UP BND zr(10,3) 1
 UP BND zr(11,0) 1
 UP BND zr(11,1) 1
 UP BND zr(11,2) 1
 UP BND zr(11,3) 1
 UP BND zr(11,4) 1
 UP BND zr(11,5) 1
 UP BND zr(11,6) 1
 UP BND zr(11,7) 1
 UP BND zr(11,8) 1
 UP BND zr(11,9) 1
 UP BND zr(11,10) 1
 UP BND zr(11,11) 1
 UP BND zr(11,12) 1
 UP BND zr(11,13) 1
 UP BND zr(11,14) 1
 UP BND zr(11,15) 1
 UP BND zr(11,16) 1
 UP BND zr(11,17) 1
 UP BND zr(11,18) 1
 UP BND zr(11,19) 1
 UP BND zr(11,20) 1
 UP BND zr(11,21) 1
 UP BND zr(11,22) 1
 UP BND zr(11,23) 1
 UP BND zr(11,24) 1
 UP BND zr(11,25) 1
 UP BND zr(11,26) 1
 UP BND zr(11,27) 1
 UP BND zr(11,28) 1
 UP BND zr(11,29) 1
 UP BND zr(11,30) 1
 UP BND zr(11,31) 1
 UP BND zr(11,32) 1
 UP BND zr(11,33) 1
 UP BND zr(11,34) 1
 UP BND zr(11,35) 1
 UP BND zr(11,36) 1
 UP BND zr(11,37) 1
 UP BND zr(11,38) 1
 UP BND zr(11,39) 1
 UP BND zr(11,40) 1
 UP BND zr(11,41) 1
 UP BND zr(11,42) 1
 UP BND zr(11,43) 1
 UP BND zr(11,44) 1
 UP BND zr(11,45) 1
 UP BND zr(11,46) 1
 UP BND zr(11,47) 1
 UP BND zr(11,48) 1
 UP BND zr(11,49) 1
 UP BND zr(11,50) 1
 UP BND zr(11,51) 1
 UP BND zr(11,52) 1
 UP BND zr(11,53) 1
 UP BND zr(11,54) 1
 UP BND zr(11,55) 1
 UP BND zr(11,56) 1
 UP BND zr(11,57) 1
 UP BND zr(11,58) 1
 UP BND zr(11,59) 1
 UP BND zr(11,60) 1
 UP BND zr(11,61) 1
 UP BND zr(11,62) 1
 UP BND zr(11,63) 1
 UP BND zr(11,64) 1
 UP BND zr(11,65) 1
 UP BND zr(11,66) 1
 UP BND zr(11,67) 1
 UP BND zr(11,68) 1
 UP BND zr(11,69) 1
 UP BND zr(11,70) 1
 UP BND zr(11,71) 1
 UP BND zr(11,72) 1
 UP BND zr(11,73) 1
 UP BND zr(11,74) 1
 UP BND zr(11,75) 1
 UP BND zr(11,76) 1
 UP BND zr(11,77) 1
 UP BND zr(11,78) 1
 UP BND zr(11,79) 1
 UP BND zr(11,80) 1
 UP BND zr(11,81) 1
 UP BND zr(11,82) 1
 UP BND zr(11,83) 1
 UP BND zr(11,84) 1
 UP BND zr(11,85) 1
 UP BND zr(11,86) 1
 UP BND zr(11,87) 1
 UP BND zr(11,88) 1
 UP BND zr(11,89) 1
 UP BND zr(11,90) 1
 UP BND zr(11,91) 1
 UP BND zr(11,92) 1
 UP BND zr(11,93) 1
 UP BND zr(11,94) 1
 UP BND zr(11,95) 1
 UP BND zr(11,96) 1
 UP BND zr(11,97) 1
 UP BND zr(11,98) 1
 UP BND zr(11,99) 1
 UP BND zr(11,100) 1
 UP BND zr(11,101) 1
 UP BND zr(11,102) 1
 UP BND zr(11,103) 1
 UP BND zr(11,104) 1
 UP BND zr(11,105) 1
 UP BND zr(11,106) 1
 UP BND zr(11,107) 1
 UP BND zr(11,108) 1
 UP BND zr(11,109) 1
 UP BND zr(11,110) 1
 UP BND zr(11,111) 1
 UP BND zr(11,112) 1
 UP BND zr(11,113) 1
 UP BND zr(11,114) 1
 UP BND zr(11,115) 1
 UP BND zr(11,116) 1
 UP BND zr(11,117) 1
 UP BND zr(11,118) 1
 UP BND zr(11,119) 1
 UP BND zr(11,120) 1
 UP BND zr(11,121) 1
 UP BND zr(11,122) 1
 UP BND zr(11,123) 1
 UP BND zr(11,124) 1
 UP BND zr(11,125) 1
 UP BND zr(11,126) 1
 UP BND zr(11,127) 1
 UP BND zr(11,128) 1
 UP BND zr(11,129) 1
 UP BND zr(11,130) 1
 UP BND zr(11,131) 1
 UP BND zr(11,132) 1
 UP BND zr(11,133) 1
 UP BND zr(11,134) 1
 UP BND zr(11,135) 1
 UP BND zr(11,136) 1
 UP BND zr(11,137) 1
 UP BND zr(11,138) 1
 UP BND zr(11,139) 1
 UP BND zr(11,140) 1
 UP BND zr(11,141) 1
 UP BND zr(11,142) 1
 UP BND zr(11,143) 1
 UP BND zr(11,144) 1
 UP BND zr(11,145) 1
 UP BND zr(11,146) 1
 UP BND zr(11,147) 1
 UP BND zr(11,148) 1
 UP BND zr(11,149) 1
 UP BND zr(11,150) 1
 UP BND zr(11,151) 1
 UP BND zr(11,152) 1
 UP BND zr(11,153) 1
 UP BND zr(11,154) 1
 UP BND zr(11,155) 1
 UP BND zr(11,156) 1
 UP BND zr(11,157) 1
 UP BND zr(11,158) 1
 UP BND zr(11,159) 1
 UP BND zr(11,160) 1
 UP BND zr(11,161) 1
 UP BND zr(11,162) 1
 UP BND zr(11,163) 1
 UP BND zr(11,164) 1
 UP BND zr(11,165) 1
 UP BND zr(11,166) 1
 UP BND zr(11,167) 1
 UP BND zr(11,168) 1
 UP BND zr(11,169) 1
 UP BND zr(11,170) 1
 UP BND zr(11,171) 1
 UP BND zr(11,172) 1
 UP BND zr(11,173) 1
 UP BND zr(11,174) 1
 UP BND zr(11,175) 1
 UP BND zr(11,176) 1
 UP BND zr(11,177) 1
 UP BND zr(11,178) 1
 UP BND zr(11,179) 1
 UP BND zr(11,180) 1
 UP BND zr(11,181) 1
 UP BND zr(11,182) 1
 UP BND zr(11,183) 1
 UP BND zr(11,184) 1
 UP BND zr(11,185) 1
 UP BND zr(11,186) 1
 UP BND zr(11,187) 1
 UP BND zr(11,188) 1
 UP BND zr(11,189) 1
 UP BND zr(11,190) 1
 UP BND zr(11,191) 1
 UP BND zr(11,192) 1
 UP BND zr(11,193) 1
 UP BND zr(11,194) 1
 UP BND zr(11,195) 1
 UP BND zr(11,196) 1
 UP BND zr(11,197) 1
 UP BND zr(11,198) 1
 UP BND zr(11,199) 1
 UP BND zr(11,200) 1
 UP BND zr(11,201) 1
 UP BND zr(11,202) 1
 UP BND zr(11,203) 1
 UP BND zr(11,204) 1
 UP BND zr(11,205) 1
 UP BND zr(11,206) 1
 UP BND zr(11,207) 1
 UP BND zr(11,208) 1
 UP BND zr(11,209) 1
 UP BND zr(11,210) 1
 UP BND zr(11,211) 1
 UP BND zr(11,212) 1
 UP BND zc(0,0) 1
 UP BND zc(0,1) 1
 UP BND zc(0,2) 1
 UP BND zc(0,3) 1
 UP BND zc(0,4) 1
 UP BND zc(0,5) 1
 UP BND zc(0,6) 1
 UP BND zc(0,7) 1
 UP BND zc(0,8) 1
 UP BND zc(0,9) 1
 UP BND zc(0,10) 1
 UP BND zc(0,11) 1
 UP BND zc(0,12) 1
 UP BND zc(0,13) 1
 UP BND zc(0,14) 1
 UP BND zc(0,15) 1
 UP BND zc(0,16) 1
 UP BND zc(0,17) 1
 UP BND zc(0,18) 1
 UP BND zc(0,19) 1
 UP BND zc(0,20) 1
 UP BND zc(0,21) 1
 UP BND zc(1,0) 1
 UP BND zc(1,1) 1
 UP BND zc(1,2) 1
 UP BND zc(1,3) 1
 UP BND zc(1,4) 1
 UP BND zc(1,5) 1
 UP BND zc(1,6) 1
 UP BND zc(1,7) 1
 UP BND zc(1,8) 1
 UP BND zc(1,9) 1
 UP BND zc(1,10) 1
 UP BND zc(1,11) 1
 UP BND zc(1,12) 1
 UP BND zc(1,13) 1
 UP BND zc(1,14) 1
 UP BND zc(1,15) 1
 UP BND zc(2,0) 1
 UP BND zc(2,1) 1
 UP BND zc(2,2) 1
 UP BND zc(2,3) 1
 UP BND zc(2,4) 1
 UP BND zc(2,5) 1
 UP BND zc(3,0) 1
 UP BND zc(3,1) 1
 UP BND zc(3,2) 1
 UP BND zc(3,3) 1
 UP BND zc(3,4) 1
 UP BND zc(3,5) 1
 UP BND zc(3,6) 1
 UP BND zc(3,7) 1
 UP BND zc(3,8) 1
 UP BND zc(3,9) 1
 UP BND zc(3,10) 1
 UP BND zc(3,11) 1
 UP BND zc(3,12) 1
 UP BND zc(3,13) 1
 UP BND zc(3,14) 1
 UP BND zc(3,15) 1
 UP BND zc(3,16) 1
 UP BND zc(3,17) 1
 UP BND zc(3,18) 1
 UP BND zc(3,19) 1
 UP BND zc(3,20) 1
 UP BND zc(3,21) 1
 UP BND zc(3,22) 1
 UP BND zc(3,23) 1
 UP BND zc(3,24) 1
 UP BND zc(3,25) 1
 UP BND zc(3,26) 1
 UP BND zc(3,27) 1
 UP BND zc(3,28) 1
 UP BND zc(3,29) 1
 UP BND zc(3,30) 1
 UP BND zc(3,31) 1
 UP BND zc(3,32) 1
 UP BND zc(3,33) 1
 UP BND zc(3,34) 1
 UP BND zc(3,35) 1
 UP BND zc(3,36) 1
 UP BND zc(3,37) 1
 UP BND zc(3,38) 1
 UP BND zc(3,39) 1
 UP BND zc(3,40) 1
 UP BND zc(3,41) 1
 UP BND zc(3,42) 1
 UP BND zc(3,43) 1
 UP BND zc(3,44) 1
 UP BND zc(3,45) 1
 UP BND zc(3,46) 1
 UP BND zc(3,47) 1
 UP BND zc(3,48) 1
 UP BND zc(3,49) 1
 UP BND zc(3,50) 1
 UP BND zc(3,51) 1
 UP BND zc(3,52) 1
 UP BND zc(3,53) 1
 UP BND zc(3,54) 1
 UP BND zc(3,55) 1
 UP BND zc(3,56) 1
 UP BND zc(3,57) 1
 UP BND zc(3,58) 1
 UP BND zc(3,59) 1
 UP BND zc(3,60) 1
 UP BND zc(3,61) 1
 UP BND zc(3,62) 1
 UP BND zc(3,63) 1
 UP BND zc(3,64) 1
 UP BND zc(3,65) 1
 UP BND zc(3,66) 1
 UP BND zc(3,67) 1
 UP BND zc(3,68) 1
 UP BND zc(3,69) 1
 UP BND zc(3,70) 1
 UP BND zc(3,71) 1
 UP BND zc(3,72) 1
 UP BND zc(3,73) 1
 UP BND zc(3,74) 1
 UP BND zc(3,75) 1
 UP BND zc(3,76) 1
 UP BND zc(3,77) 1
 UP BND zc(3,78) 1
 UP BND zc(4,0) 1
 UP BND zc(4,1) 1
 UP BND zc(4,2) 1
 UP BND zc(4,3) 1
 UP BND zc(4,4) 1
 UP BND zc(4,5) 1
 UP BND zc(5,0) 1
 UP BND zc(5,1) 1
 UP BND zc(5,2) 1
 UP BND zc(5,3) 1
 UP BND zc(5,4) 1
 UP BND zc(5,5) 1
 UP BND zc(6,0) 1
 UP BND zc(6,1) 1
 UP BND zc(6,2) 1
 UP BND zc(6,3) 1
 UP BND zc(6,4) 1
 UP BND zc(6,5) 1
 UP BND zc(6,6) 1
 UP BND zc(6,7) 1
 UP BND zc(6,8) 1
 UP BND zc(6,9) 1
 UP BND zc(6,10) 1
 UP BND zc(6,11) 1
 UP BND zc(6,12) 1
 UP BND zc(6,13) 1
 UP BND zc(6,14) 1
 UP BND zc(6,15) 1
 UP BND zc(6,16) 1
 UP BND zc(6,17) 1
 UP BND zc(6,18) 1
 UP BND zc(6,19) 1
 UP BND zc(6,20) 1
 UP BND zc(6,21) 1
 UP BND zc(6,22) 1
 UP BND zc(6,23) 1
 UP BND zc(6,24) 1
 UP BND zc(6,25) 1
 UP BND zc(6,26) 1
 UP BND zc(6,27) 1
 UP BND zc(6,28) 1
 UP BND zc(6,29) 1
 UP BND zc(6,30) 1
 UP BND zc(6,31) 1
 UP BND zc(6,32) 1
 UP BND zc(6,33) 1
 UP BND zc(6,34) 1
 UP BND zc(6,35) 1
 UP BND zc(6,36) 1
 UP BND zc(6,37) 1
 UP BND zc(6,38) 1
 UP BND zc(6,39) 1
 UP BND zc(6,40) 1
 UP BND zc(6,41) 1
 UP BND zc(6,42) 1
 UP BND zc(6,43) 1
 UP BND zc(6,44) 1
 UP BND zc(6,45) 1
 UP BND zc(6,46) 1
 UP BND zc(6,47) 1
 UP BND zc(6,48) 1
 UP BND zc(6,49) 1
 UP BND zc(6,50) 1
 UP BND zc(6,51) 1
 UP BND zc(6,52) 1
 UP BND zc(6,53) 1
 UP BND zc(6,54) 1
 UP BND zc(6,55) 1
 UP BND zc(6,56) 1
 UP BND zc(6,57) 1
 UP BND zc(6,58) 1
 UP BND zc(6,59) 1
 UP BND zc(6,60) 1
 UP BND zc(6,61) 1
 UP BND zc(6,62) 1
 UP BND zc(6,63) 1
 UP BND zc(6,64) 1
 UP BND zc(6,65) 1
 UP BND zc(6,66) 1
 UP BND zc(6,67) 1
 UP BND zc(6,68) 1
 UP BND zc(6,69) 1
 UP BND zc(6,70) 1
 UP BND zc(6,71) 1
 UP BND zc(6,72) 1
 UP BND zc(6,73) 1
 UP BND zc(6,74) 1
 UP BND zc(6,75) 1
 UP BND zc(6,76) 1
 UP BND zc(6,77) 1
 UP BND zc(6,78) 1
 UP BND zc(6,79) 1
 UP BND zc(6,80) 1
 UP BND zc(6,81) 1
 UP BND zc(6,82) 1
 UP BND zc(6,83) 1
 UP BND zc(6,84) 1
 UP BND zc(6,85) 1
 UP BND zc(6,86) 1
 UP BND zc(6,87) 1
 UP BND zc(6,88) 1
 UP BND zc(6,89) 1
 UP BND zc(6,90) 1
 UP BND zc(6,91) 1
 UP BND zc(6,92) 1
 UP BND zc(6,93) 1
 UP BND zc(6,94) 1
 UP BND zc(6,95) 1
 UP BND zc(6,96) 1
 UP BND zc(6,97) 1
 UP BND zc(6,98) 1
 UP BND zc(6,99) 1
 UP BND zc(6,100) 1
 UP BND zc(6,101) 1
 UP BND zc(6,102) 1
 UP BND zc(6,103) 1
 UP BND zc(6,104) 1
 UP BND zc(6,105) 1
 UP BND zc(6,106) 1
 UP BND zc(6,107) 1
 UP BND zc(6,108) 1
 UP BND zc(6,109) 1
 UP BND zc(6,110) 1
 UP BND zc(6,111) 1
 UP BND zc(6,112) 1
 UP BND zc(6,113) 1
 UP BND zc(7,0) 1
 UP BND zc(7,1) 1
 UP BND zc(7,2) 1
 UP BND zc(7,3) 1
 UP BND zc(7,4) 1
 UP BND zc(7,5) 1
 UP BND zc(8,0) 1
 UP BND zc(8,1) 1
 UP BND zc(8,2) 1
 UP BND zc(8,3) 1
 UP BND zc(8,4) 1
 UP BND zc(8,5) 1
 UP BND zc(8,6) 1
 UP BND zc(8,7) 1
 UP BND zc(8,8) 1
 UP BND zc(8,9) 1
 UP BND zc(8,10) 1
 UP BND zc(8,11) 1
 UP BND zc(8,12) 1
 UP BND zc(8,13) 1
 UP BND zc(8,14) 1
 UP BND zc(8,15) 1
 UP BND zc(8,16) 1
 UP BND zc(8,17) 1
 UP BND zc(8,18) 1
 UP BND zc(8,19) 1
 UP BND zc(8,20) 1
 UP BND zc(8,21) 1
 UP BND zc(8,22) 1
 UP BND zc(8,23) 1
 UP BND zc(9,0) 1
 UP BND zc(9,1) 1
 UP BND zc(9,2) 1
 UP BND zc(9,3) 1
 UP BND zc(9,4) 1
 UP BND zc(9,5) 1
 UP BND zc(9,6) 1
 UP BND zc(9,7) 1
 UP BND zc(9,8) 1
 UP BND zc(10,0) 1
 UP BND zc(10,1) 1
 UP BND zc(10,2) 1
 UP BND zc(10,3) 1
 UP BND zc(10,4) 1
 UP BND zc(10,5) 1
 UP BND zc(10,6) 1
 UP BND zc(10,7) 1
 UP BND zc(10,8) 1
 UP BND zc(11,0) 1
 UP BND zc(11,1) 1
 UP BND zc(11,2) 1
 UP BND zc(11,3) 1
 UP BND zc(11,4) 1
 UP BND zc(11,5) 1
 UP BND zc(11,6) 1
 UP BND zc(11,7) 1
 UP BND zc(11,8) 1
 UP BND zc(11,9) 1
 UP BND zc(11,10) 1
 UP BND zc(11,11) 1
 UP BND zc(11,12) 1
 UP BND zc(11,13) 1
 UP BND zc(11,14) 1
 UP BND zc(11,15) 1
 UP BND zc(11,16) 1
 UP BND zc(11,17) 1
 UP BND zc(11,18) 1
 UP BND zc(11,19) 1
 UP BND zc(11,20) 1
 UP BND zc(11,21) 1
 UP BND zc(11,22) 1
 UP BND zc(11,23) 1
 UP BND zc(11,24) 1
 UP BND zc(11,25) 1
 UP BND zc(11,26) 1
 UP BND zc(11,27) 1
 UP BND zc(11,28) 1
 UP BND zc(11,29) 1
 UP BND zc(11,30) 1
 UP BND zc(11,31) 1
 UP BND zc(11,32) 1
 UP BND zc(11,33) 1
 UP BND zc(11,34) 1
 UP BND zc(11,35) 1
 UP BND zc(11,36) 1
 UP BND zc(11,37) 1
 UP BND zc(11,38) 1
ENDATA
