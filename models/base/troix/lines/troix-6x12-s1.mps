NAME troix_lines
ROWS
 N OBJ
 E given(0,0)
 E given(0,4)
 E given(0,7)
 E given(0,8)
 E given(0,10)
 E given(1,0)
 E given(1,3)
 E given(1,5)
 E given(1,8)
 E given(1,11)
 E given(2,0)
 E given(2,1)
 E given(2,5)
 E given(2,6)
 E given(2,9)
 E given(3,1)
 E given(3,4)
 E given(3,5)
 E given(3,7)
 E given(4,0)
 E given(4,4)
 E given(4,6)
 E given(4,7)
 E given(4,9)
 E given(4,10)
 E given(4,11)
 E given(5,2)
 E given(5,3)
 E given(5,9)
 E given(5,11)
 E row_choice(0)
 E row_choice(1)
 E row_choice(2)
 E row_choice(3)
 E row_choice(4)
 E row_choice(5)
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
 E row_link(0,1,X)
 E row_link(0,2,X)
 E row_link(0,3,X)
 E row_link(0,5,X)
 E row_link(0,6,X)
 E row_link(0,9,X)
 E row_link(0,11,X)
 E row_link(1,0,X)
 E row_link(1,1,X)
 E row_link(1,2,X)
 E row_link(1,3,X)
 E row_link(1,4,X)
 E row_link(1,5,X)
 E row_link(1,6,X)
 E row_link(1,7,X)
 E row_link(1,9,X)
 E row_link(1,10,X)
 E row_link(1,11,X)
 E row_link(2,0,X)
 E row_link(2,1,X)
 E row_link(2,2,X)
 E row_link(2,3,X)
 E row_link(2,4,X)
 E row_link(2,6,X)
 E row_link(2,7,X)
 E row_link(2,8,X)
 E row_link(2,9,X)
 E row_link(2,10,X)
 E row_link(2,11,X)
 E row_link(3,0,X)
 E row_link(3,1,X)
 E row_link(3,2,X)
 E row_link(3,3,X)
 E row_link(3,4,X)
 E row_link(3,6,X)
 E row_link(3,7,X)
 E row_link(3,8,X)
 E row_link(3,9,X)
 E row_link(3,10,X)
 E row_link(3,11,X)
 E row_link(4,1,X)
 E row_link(4,2,X)
 E row_link(4,3,X)
 E row_link(4,5,X)
 E row_link(4,6,X)
 E row_link(4,7,X)
 E row_link(4,8,X)
 E row_link(4,9,X)
 E row_link(5,0,X)
 E row_link(5,1,X)
 E row_link(5,2,X)
 E row_link(5,3,X)
 E row_link(5,4,X)
 E row_link(5,5,X)
 E row_link(5,6,X)
 E row_link(5,7,X)
 E row_link(5,8,X)
 E row_link(5,9,X)
 E row_link(5,10,X)
 E row_link(5,11,X)
 E row_link(0,1,O)
 E row_link(0,2,O)
 E row_link(0,3,O)
 E row_link(0,4,O)
 E row_link(0,5,O)
 E row_link(0,6,O)
 E row_link(0,7,O)
 E row_link(0,8,O)
 E row_link(0,9,O)
 E row_link(0,10,O)
 E row_link(0,11,O)
 E row_link(1,1,O)
 E row_link(1,2,O)
 E row_link(1,4,O)
 E row_link(1,6,O)
 E row_link(1,7,O)
 E row_link(1,8,O)
 E row_link(1,9,O)
 E row_link(1,10,O)
 E row_link(2,0,O)
 E row_link(2,1,O)
 E row_link(2,2,O)
 E row_link(2,3,O)
 E row_link(2,4,O)
 E row_link(2,5,O)
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
 E row_link(3,8,O)
 E row_link(3,9,O)
 E row_link(3,10,O)
 E row_link(3,11,O)
 E row_link(4,0,O)
 E row_link(4,1,O)
 E row_link(4,2,O)
 E row_link(4,3,O)
 E row_link(4,4,O)
 E row_link(4,5,O)
 E row_link(4,7,O)
 E row_link(4,8,O)
 E row_link(4,9,O)
 E row_link(4,10,O)
 E row_link(4,11,O)
 E row_link(5,0,O)
 E row_link(5,1,O)
 E row_link(5,2,O)
 E row_link(5,4,O)
 E row_link(5,5,O)
 E row_link(5,6,O)
 E row_link(5,7,O)
 E row_link(5,8,O)
 E row_link(5,10,O)
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
 E row_link(1,0,I)
 E row_link(1,1,I)
 E row_link(1,2,I)
 E row_link(1,3,I)
 E row_link(1,4,I)
 E row_link(1,5,I)
 E row_link(1,6,I)
 E row_link(1,7,I)
 E row_link(1,8,I)
 E row_link(1,9,I)
 E row_link(1,10,I)
 E row_link(1,11,I)
 E row_link(2,2,I)
 E row_link(2,3,I)
 E row_link(2,4,I)
 E row_link(2,5,I)
 E row_link(2,6,I)
 E row_link(2,7,I)
 E row_link(2,8,I)
 E row_link(2,10,I)
 E row_link(2,11,I)
 E row_link(3,0,I)
 E row_link(3,2,I)
 E row_link(3,3,I)
 E row_link(3,5,I)
 E row_link(3,6,I)
 E row_link(3,7,I)
 E row_link(3,8,I)
 E row_link(3,9,I)
 E row_link(3,10,I)
 E row_link(3,11,I)
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
 E row_link(5,3,I)
 E row_link(5,4,I)
 E row_link(5,5,I)
 E row_link(5,6,I)
 E row_link(5,7,I)
 E row_link(5,8,I)
 E row_link(5,9,I)
 E row_link(5,10,I)
 E row_link(5,11,I)
 E col_link(0,0,X)
 E col_link(0,1,X)
 E col_link(0,2,X)
 E col_link(0,3,X)
 E col_link(0,5,X)
 E col_link(1,0,X)
 E col_link(1,1,X)
 E col_link(1,2,X)
 E col_link(1,3,X)
 E col_link(1,4,X)
 E col_link(1,5,X)
 E col_link(2,0,X)
 E col_link(2,1,X)
 E col_link(2,2,X)
 E col_link(2,3,X)
 E col_link(2,4,X)
 E col_link(2,5,X)
 E col_link(3,0,X)
 E col_link(3,1,X)
 E col_link(3,2,X)
 E col_link(3,3,X)
 E col_link(3,4,X)
 E col_link(3,5,X)
 E col_link(4,1,X)
 E col_link(4,2,X)
 E col_link(4,3,X)
 E col_link(4,5,X)
 E col_link(5,0,X)
 E col_link(5,1,X)
 E col_link(5,4,X)
 E col_link(5,5,X)
 E col_link(6,0,X)
 E col_link(6,1,X)
 E col_link(6,2,X)
 E col_link(6,3,X)
 E col_link(6,4,X)
 E col_link(6,5,X)
 E col_link(7,1,X)
 E col_link(7,2,X)
 E col_link(7,3,X)
 E col_link(7,4,X)
 E col_link(7,5,X)
 E col_link(8,2,X)
 E col_link(8,3,X)
 E col_link(8,4,X)
 E col_link(8,5,X)
 E col_link(9,0,X)
 E col_link(9,1,X)
 E col_link(9,2,X)
 E col_link(9,3,X)
 E col_link(9,4,X)
 E col_link(9,5,X)
 E col_link(10,1,X)
 E col_link(10,2,X)
 E col_link(10,3,X)
 E col_link(10,5,X)
 E col_link(11,0,X)
 E col_link(11,1,X)
 E col_link(11,2,X)
 E col_link(11,3,X)
 E col_link(11,5,X)
 E col_link(0,2,O)
 E col_link(0,3,O)
 E col_link(0,4,O)
 E col_link(0,5,O)
 E col_link(1,0,O)
 E col_link(1,1,O)
 E col_link(1,2,O)
 E col_link(1,3,O)
 E col_link(1,4,O)
 E col_link(1,5,O)
 E col_link(2,0,O)
 E col_link(2,1,O)
 E col_link(2,2,O)
 E col_link(2,3,O)
 E col_link(2,4,O)
 E col_link(2,5,O)
 E col_link(3,0,O)
 E col_link(3,2,O)
 E col_link(3,3,O)
 E col_link(3,4,O)
 E col_link(4,0,O)
 E col_link(4,1,O)
 E col_link(4,2,O)
 E col_link(4,3,O)
 E col_link(4,4,O)
 E col_link(4,5,O)
 E col_link(5,0,O)
 E col_link(5,2,O)
 E col_link(5,3,O)
 E col_link(5,4,O)
 E col_link(5,5,O)
 E col_link(6,0,O)
 E col_link(6,1,O)
 E col_link(6,3,O)
 E col_link(6,5,O)
 E col_link(7,0,O)
 E col_link(7,1,O)
 E col_link(7,2,O)
 E col_link(7,4,O)
 E col_link(7,5,O)
 E col_link(8,0,O)
 E col_link(8,1,O)
 E col_link(8,2,O)
 E col_link(8,3,O)
 E col_link(8,4,O)
 E col_link(8,5,O)
 E col_link(9,0,O)
 E col_link(9,1,O)
 E col_link(9,2,O)
 E col_link(9,3,O)
 E col_link(9,4,O)
 E col_link(10,0,O)
 E col_link(10,1,O)
 E col_link(10,2,O)
 E col_link(10,3,O)
 E col_link(10,4,O)
 E col_link(10,5,O)
 E col_link(11,0,O)
 E col_link(11,2,O)
 E col_link(11,3,O)
 E col_link(11,4,O)
 E col_link(0,0,I)
 E col_link(0,1,I)
 E col_link(0,3,I)
 E col_link(0,4,I)
 E col_link(0,5,I)
 E col_link(1,0,I)
 E col_link(1,1,I)
 E col_link(1,4,I)
 E col_link(1,5,I)
 E col_link(2,0,I)
 E col_link(2,1,I)
 E col_link(2,2,I)
 E col_link(2,3,I)
 E col_link(2,4,I)
 E col_link(3,0,I)
 E col_link(3,1,I)
 E col_link(3,2,I)
 E col_link(3,3,I)
 E col_link(3,4,I)
 E col_link(3,5,I)
 E col_link(4,0,I)
 E col_link(4,1,I)
 E col_link(4,2,I)
 E col_link(4,4,I)
 E col_link(4,5,I)
 E col_link(5,0,I)
 E col_link(5,1,I)
 E col_link(5,2,I)
 E col_link(5,3,I)
 E col_link(5,4,I)
 E col_link(5,5,I)
 E col_link(6,0,I)
 E col_link(6,1,I)
 E col_link(6,2,I)
 E col_link(6,3,I)
 E col_link(6,4,I)
 E col_link(6,5,I)
 E col_link(7,0,I)
 E col_link(7,1,I)
 E col_link(7,2,I)
 E col_link(7,3,I)
 E col_link(7,5,I)
 E col_link(8,0,I)
 E col_link(8,1,I)
 E col_link(8,2,I)
 E col_link(8,3,I)
 E col_link(8,4,I)
 E col_link(8,5,I)
 E col_link(9,0,I)
 E col_link(9,1,I)
 E col_link(9,3,I)
 E col_link(9,5,I)
 E col_link(10,0,I)
 E col_link(10,1,I)
 E col_link(10,2,I)
 E col_link(10,3,I)
 E col_link(10,4,I)
 E col_link(10,5,I)
 E col_link(11,0,I)
 E col_link(11,1,I)
 E col_link(11,2,I)
 E col_link(11,3,I)
 E col_link(11,4,I)
 E col_link(11,5,I)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,X) row_link(0,0,X) 1
    x(0,0,X) col_link(0,0,X) 1
    x(0,1,X) row_link(0,1,X) 1
    x(0,1,X) col_link(1,0,X) 1
    x(0,2,X) row_link(0,2,X) 1
    x(0,2,X) col_link(2,0,X) 1
    x(0,3,X) row_link(0,3,X) 1
    x(0,3,X) col_link(3,0,X) 1
    x(0,4,X) given(0,4) 1
    x(0,5,X) row_link(0,5,X) 1
    x(0,5,X) col_link(5,0,X) 1
    x(0,6,X) row_link(0,6,X) 1
    x(0,6,X) col_link(6,0,X) 1
    x(0,7,X) given(0,7) 1
    x(0,8,X) given(0,8) 1
    x(0,9,X) row_link(0,9,X) 1
    x(0,9,X) col_link(9,0,X) 1
    x(0,10,X) given(0,10) 1
    x(0,11,X) row_link(0,11,X) 1
    x(0,11,X) col_link(11,0,X) 1
    x(1,0,X) row_link(1,0,X) 1
    x(1,0,X) col_link(0,1,X) 1
    x(1,1,X) row_link(1,1,X) 1
    x(1,1,X) col_link(1,1,X) 1
    x(1,2,X) row_link(1,2,X) 1
    x(1,2,X) col_link(2,1,X) 1
    x(1,3,X) row_link(1,3,X) 1
    x(1,3,X) col_link(3,1,X) 1
    x(1,4,X) row_link(1,4,X) 1
    x(1,4,X) col_link(4,1,X) 1
    x(1,5,X) row_link(1,5,X) 1
    x(1,5,X) col_link(5,1,X) 1
    x(1,6,X) row_link(1,6,X) 1
    x(1,6,X) col_link(6,1,X) 1
    x(1,7,X) row_link(1,7,X) 1
    x(1,7,X) col_link(7,1,X) 1
    x(1,8,X) given(1,8) 1
    x(1,9,X) row_link(1,9,X) 1
    x(1,9,X) col_link(9,1,X) 1
    x(1,10,X) row_link(1,10,X) 1
    x(1,10,X) col_link(10,1,X) 1
    x(1,11,X) row_link(1,11,X) 1
    x(1,11,X) col_link(11,1,X) 1
    x(2,0,X) row_link(2,0,X) 1
    x(2,0,X) col_link(0,2,X) 1
    x(2,1,X) row_link(2,1,X) 1
    x(2,1,X) col_link(1,2,X) 1
    x(2,2,X) row_link(2,2,X) 1
    x(2,2,X) col_link(2,2,X) 1
    x(2,3,X) row_link(2,3,X) 1
    x(2,3,X) col_link(3,2,X) 1
    x(2,4,X) row_link(2,4,X) 1
    x(2,4,X) col_link(4,2,X) 1
    x(2,5,X) given(2,5) 1
    x(2,6,X) row_link(2,6,X) 1
    x(2,6,X) col_link(6,2,X) 1
    x(2,7,X) row_link(2,7,X) 1
    x(2,7,X) col_link(7,2,X) 1
    x(2,8,X) row_link(2,8,X) 1
    x(2,8,X) col_link(8,2,X) 1
    x(2,9,X) row_link(2,9,X) 1
    x(2,9,X) col_link(9,2,X) 1
    x(2,10,X) row_link(2,10,X) 1
    x(2,10,X) col_link(10,2,X) 1
    x(2,11,X) row_link(2,11,X) 1
    x(2,11,X) col_link(11,2,X) 1
    x(3,0,X) row_link(3,0,X) 1
    x(3,0,X) col_link(0,3,X) 1
    x(3,1,X) row_link(3,1,X) 1
    x(3,1,X) col_link(1,3,X) 1
    x(3,2,X) row_link(3,2,X) 1
    x(3,2,X) col_link(2,3,X) 1
    x(3,3,X) row_link(3,3,X) 1
    x(3,3,X) col_link(3,3,X) 1
    x(3,4,X) row_link(3,4,X) 1
    x(3,4,X) col_link(4,3,X) 1
    x(3,5,X) given(3,5) 1
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
    x(4,0,X) given(4,0) 1
    x(4,1,X) row_link(4,1,X) 1
    x(4,1,X) col_link(1,4,X) 1
    x(4,2,X) row_link(4,2,X) 1
    x(4,2,X) col_link(2,4,X) 1
    x(4,3,X) row_link(4,3,X) 1
    x(4,3,X) col_link(3,4,X) 1
    x(4,4,X) given(4,4) 1
    x(4,5,X) row_link(4,5,X) 1
    x(4,5,X) col_link(5,4,X) 1
    x(4,6,X) row_link(4,6,X) 1
    x(4,6,X) col_link(6,4,X) 1
    x(4,7,X) row_link(4,7,X) 1
    x(4,7,X) col_link(7,4,X) 1
    x(4,8,X) row_link(4,8,X) 1
    x(4,8,X) col_link(8,4,X) 1
    x(4,9,X) row_link(4,9,X) 1
    x(4,9,X) col_link(9,4,X) 1
    x(4,10,X) given(4,10) 1
    x(4,11,X) given(4,11) 1
    x(5,0,X) row_link(5,0,X) 1
    x(5,0,X) col_link(0,5,X) 1
    x(5,1,X) row_link(5,1,X) 1
    x(5,1,X) col_link(1,5,X) 1
    x(5,2,X) row_link(5,2,X) 1
    x(5,2,X) col_link(2,5,X) 1
    x(5,3,X) row_link(5,3,X) 1
    x(5,3,X) col_link(3,5,X) 1
    x(5,4,X) row_link(5,4,X) 1
    x(5,4,X) col_link(4,5,X) 1
    x(5,5,X) row_link(5,5,X) 1
    x(5,5,X) col_link(5,5,X) 1
    x(5,6,X) row_link(5,6,X) 1
    x(5,6,X) col_link(6,5,X) 1
    x(5,7,X) row_link(5,7,X) 1
    x(5,7,X) col_link(7,5,X) 1
    x(5,8,X) row_link(5,8,X) 1
    x(5,8,X) col_link(8,5,X) 1
    x(5,9,X) row_link(5,9,X) 1
    x(5,9,X) col_link(9,5,X) 1
    x(5,10,X) row_link(5,10,X) 1
    x(5,10,X) col_link(10,5,X) 1
    x(5,11,X) row_link(5,11,X) 1
    x(5,11,X) col_link(11,5,X) 1
    x(0,0,O) given(0,0) 1
    x(0,1,O) row_link(0,1,O) 1
    x(0,1,O) col_link(1,0,O) 1
    x(0,2,O) row_link(0,2,O) 1
    x(0,2,O) col_link(2,0,O) 1
    x(0,3,O) row_link(0,3,O) 1
    x(0,3,O) col_link(3,0,O) 1
    x(0,4,O) row_link(0,4,O) 1
    x(0,4,O) col_link(4,0,O) 1
    x(0,5,O) row_link(0,5,O) 1
    x(0,5,O) col_link(5,0,O) 1
    x(0,6,O) row_link(0,6,O) 1
    x(0,6,O) col_link(6,0,O) 1
    x(0,7,O) row_link(0,7,O) 1
    x(0,7,O) col_link(7,0,O) 1
    x(0,8,O) row_link(0,8,O) 1
    x(0,8,O) col_link(8,0,O) 1
    x(0,9,O) row_link(0,9,O) 1
    x(0,9,O) col_link(9,0,O) 1
    x(0,10,O) row_link(0,10,O) 1
    x(0,10,O) col_link(10,0,O) 1
    x(0,11,O) row_link(0,11,O) 1
    x(0,11,O) col_link(11,0,O) 1
    x(1,0,O) given(1,0) 1
    x(1,1,O) row_link(1,1,O) 1
    x(1,1,O) col_link(1,1,O) 1
    x(1,2,O) row_link(1,2,O) 1
    x(1,2,O) col_link(2,1,O) 1
    x(1,3,O) given(1,3) 1
    x(1,4,O) row_link(1,4,O) 1
    x(1,4,O) col_link(4,1,O) 1
    x(1,5,O) given(1,5) 1
    x(1,6,O) row_link(1,6,O) 1
    x(1,6,O) col_link(6,1,O) 1
    x(1,7,O) row_link(1,7,O) 1
    x(1,7,O) col_link(7,1,O) 1
    x(1,8,O) row_link(1,8,O) 1
    x(1,8,O) col_link(8,1,O) 1
    x(1,9,O) row_link(1,9,O) 1
    x(1,9,O) col_link(9,1,O) 1
    x(1,10,O) row_link(1,10,O) 1
    x(1,10,O) col_link(10,1,O) 1
    x(1,11,O) given(1,11) 1
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
    x(2,6,O) given(2,6) 1
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
    x(3,7,O) given(3,7) 1
    x(3,8,O) row_link(3,8,O) 1
    x(3,8,O) col_link(8,3,O) 1
    x(3,9,O) row_link(3,9,O) 1
    x(3,9,O) col_link(9,3,O) 1
    x(3,10,O) row_link(3,10,O) 1
    x(3,10,O) col_link(10,3,O) 1
    x(3,11,O) row_link(3,11,O) 1
    x(3,11,O) col_link(11,3,O) 1
    x(4,0,O) row_link(4,0,O) 1
    x(4,0,O) col_link(0,4,O) 1
    x(4,1,O) row_link(4,1,O) 1
    x(4,1,O) col_link(1,4,O) 1
    x(4,2,O) row_link(4,2,O) 1
    x(4,2,O) col_link(2,4,O) 1
    x(4,3,O) row_link(4,3,O) 1
    x(4,3,O) col_link(3,4,O) 1
    x(4,4,O) row_link(4,4,O) 1
    x(4,4,O) col_link(4,4,O) 1
    x(4,5,O) row_link(4,5,O) 1
    x(4,5,O) col_link(5,4,O) 1
    x(4,6,O) given(4,6) 1
    x(4,7,O) row_link(4,7,O) 1
    x(4,7,O) col_link(7,4,O) 1
    x(4,8,O) row_link(4,8,O) 1
    x(4,8,O) col_link(8,4,O) 1
    x(4,9,O) row_link(4,9,O) 1
    x(4,9,O) col_link(9,4,O) 1
    x(4,10,O) row_link(4,10,O) 1
    x(4,10,O) col_link(10,4,O) 1
    x(4,11,O) row_link(4,11,O) 1
    x(4,11,O) col_link(11,4,O) 1
    x(5,0,O) row_link(5,0,O) 1
    x(5,0,O) col_link(0,5,O) 1
    x(5,1,O) row_link(5,1,O) 1
    x(5,1,O) col_link(1,5,O) 1
    x(5,2,O) row_link(5,2,O) 1
    x(5,2,O) col_link(2,5,O) 1
    x(5,3,O) given(5,3) 1
    x(5,4,O) row_link(5,4,O) 1
    x(5,4,O) col_link(4,5,O) 1
    x(5,5,O) row_link(5,5,O) 1
    x(5,5,O) col_link(5,5,O) 1
    x(5,6,O) row_link(5,6,O) 1
    x(5,6,O) col_link(6,5,O) 1
    x(5,7,O) row_link(5,7,O) 1
    x(5,7,O) col_link(7,5,O) 1
    x(5,8,O) row_link(5,8,O) 1
    x(5,8,O) col_link(8,5,O) 1
    x(5,9,O) given(5,9) 1
    x(5,10,O) row_link(5,10,O) 1
    x(5,10,O) col_link(10,5,O) 1
    x(5,11,O) given(5,11) 1
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
    x(1,0,I) row_link(1,0,I) 1
    x(1,0,I) col_link(0,1,I) 1
    x(1,1,I) row_link(1,1,I) 1
    x(1,1,I) col_link(1,1,I) 1
    x(1,2,I) row_link(1,2,I) 1
    x(1,2,I) col_link(2,1,I) 1
    x(1,3,I) row_link(1,3,I) 1
    x(1,3,I) col_link(3,1,I) 1
    x(1,4,I) row_link(1,4,I) 1
    x(1,4,I) col_link(4,1,I) 1
    x(1,5,I) row_link(1,5,I) 1
    x(1,5,I) col_link(5,1,I) 1
    x(1,6,I) row_link(1,6,I) 1
    x(1,6,I) col_link(6,1,I) 1
    x(1,7,I) row_link(1,7,I) 1
    x(1,7,I) col_link(7,1,I) 1
    x(1,8,I) row_link(1,8,I) 1
    x(1,8,I) col_link(8,1,I) 1
    x(1,9,I) row_link(1,9,I) 1
    x(1,9,I) col_link(9,1,I) 1
    x(1,10,I) row_link(1,10,I) 1
    x(1,10,I) col_link(10,1,I) 1
    x(1,11,I) row_link(1,11,I) 1
    x(1,11,I) col_link(11,1,I) 1
    x(2,0,I) given(2,0) 1
    x(2,1,I) given(2,1) 1
    x(2,2,I) row_link(2,2,I) 1
    x(2,2,I) col_link(2,2,I) 1
    x(2,3,I) row_link(2,3,I) 1
    x(2,3,I) col_link(3,2,I) 1
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
    x(2,9,I) given(2,9) 1
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
    x(3,6,I) row_link(3,6,I) 1
    x(3,6,I) col_link(6,3,I) 1
    x(3,7,I) row_link(3,7,I) 1
    x(3,7,I) col_link(7,3,I) 1
    x(3,8,I) row_link(3,8,I) 1
    x(3,8,I) col_link(8,3,I) 1
    x(3,9,I) row_link(3,9,I) 1
    x(3,9,I) col_link(9,3,I) 1
    x(3,10,I) row_link(3,10,I) 1
    x(3,10,I) col_link(10,3,I) 1
    x(3,11,I) row_link(3,11,I) 1
    x(3,11,I) col_link(11,3,I) 1
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
    x(5,2,I) given(5,2) 1
    x(5,3,I) row_link(5,3,I) 1
    x(5,3,I) col_link(3,5,I) 1
    x(5,4,I) row_link(5,4,I) 1
    x(5,4,I) col_link(4,5,I) 1
    x(5,5,I) row_link(5,5,I) 1
    x(5,5,I) col_link(5,5,I) 1
    x(5,6,I) row_link(5,6,I) 1
    x(5,6,I) col_link(6,5,I) 1
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
    MARKER0 'MARKER' 'INTEND'
    zr(0,0) row_choice(0) 1
    zr(0,0) row_link(0,3,O) -1
    zr(0,0) row_link(0,9,O) -1
    zr(0,0) row_link(0,11,O) -1
    zr(0,0) row_link(0,1,I) -1
    zr(0,0) row_link(0,2,I) -1
    zr(0,0) row_link(0,5,I) -1
    zr(0,0) row_link(0,6,I) -1
    zr(0,1) row_choice(0) 1
    zr(0,1) row_link(0,2,O) -1
    zr(0,1) row_link(0,9,O) -1
    zr(0,1) row_link(0,11,O) -1
    zr(0,1) row_link(0,1,I) -1
    zr(0,1) row_link(0,3,I) -1
    zr(0,1) row_link(0,5,I) -1
    zr(0,1) row_link(0,6,I) -1
    zr(0,2) row_choice(0) 1
    zr(0,2) row_link(0,1,O) -1
    zr(0,2) row_link(0,9,O) -1
    zr(0,2) row_link(0,11,O) -1
    zr(0,2) row_link(0,2,I) -1
    zr(0,2) row_link(0,3,I) -1
    zr(0,2) row_link(0,5,I) -1
    zr(0,2) row_link(0,6,I) -1
    zr(0,3) row_choice(0) 1
    zr(0,3) row_link(0,3,O) -1
    zr(0,3) row_link(0,6,O) -1
    zr(0,3) row_link(0,11,O) -1
    zr(0,3) row_link(0,1,I) -1
    zr(0,3) row_link(0,2,I) -1
    zr(0,3) row_link(0,5,I) -1
    zr(0,3) row_link(0,9,I) -1
    zr(0,4) row_choice(0) 1
    zr(0,4) row_link(0,2,O) -1
    zr(0,4) row_link(0,6,O) -1
    zr(0,4) row_link(0,11,O) -1
    zr(0,4) row_link(0,1,I) -1
    zr(0,4) row_link(0,3,I) -1
    zr(0,4) row_link(0,5,I) -1
    zr(0,4) row_link(0,9,I) -1
    zr(0,5) row_choice(0) 1
    zr(0,5) row_link(0,1,O) -1
    zr(0,5) row_link(0,6,O) -1
    zr(0,5) row_link(0,11,O) -1
    zr(0,5) row_link(0,2,I) -1
    zr(0,5) row_link(0,3,I) -1
    zr(0,5) row_link(0,5,I) -1
    zr(0,5) row_link(0,9,I) -1
    zr(0,6) row_choice(0) 1
    zr(0,6) row_link(0,3,O) -1
    zr(0,6) row_link(0,5,O) -1
    zr(0,6) row_link(0,11,O) -1
    zr(0,6) row_link(0,1,I) -1
    zr(0,6) row_link(0,2,I) -1
    zr(0,6) row_link(0,6,I) -1
    zr(0,6) row_link(0,9,I) -1
    zr(0,7) row_choice(0) 1
    zr(0,7) row_link(0,2,O) -1
    zr(0,7) row_link(0,5,O) -1
    zr(0,7) row_link(0,11,O) -1
    zr(0,7) row_link(0,1,I) -1
    zr(0,7) row_link(0,3,I) -1
    zr(0,7) row_link(0,6,I) -1
    zr(0,7) row_link(0,9,I) -1
    zr(0,8) row_choice(0) 1
    zr(0,8) row_link(0,1,O) -1
    zr(0,8) row_link(0,5,O) -1
    zr(0,8) row_link(0,11,O) -1
    zr(0,8) row_link(0,2,I) -1
    zr(0,8) row_link(0,3,I) -1
    zr(0,8) row_link(0,6,I) -1
    zr(0,8) row_link(0,9,I) -1
    zr(0,9) row_choice(0) 1
    zr(0,9) row_link(0,2,O) -1
    zr(0,9) row_link(0,3,O) -1
    zr(0,9) row_link(0,11,O) -1
    zr(0,9) row_link(0,1,I) -1
    zr(0,9) row_link(0,5,I) -1
    zr(0,9) row_link(0,6,I) -1
    zr(0,9) row_link(0,9,I) -1
    zr(0,10) row_choice(0) 1
    zr(0,10) row_link(0,1,O) -1
    zr(0,10) row_link(0,3,O) -1
    zr(0,10) row_link(0,11,O) -1
    zr(0,10) row_link(0,2,I) -1
    zr(0,10) row_link(0,5,I) -1
    zr(0,10) row_link(0,6,I) -1
    zr(0,10) row_link(0,9,I) -1
    zr(0,11) row_choice(0) 1
    zr(0,11) row_link(0,3,O) -1
    zr(0,11) row_link(0,6,O) -1
    zr(0,11) row_link(0,9,O) -1
    zr(0,11) row_link(0,1,I) -1
    zr(0,11) row_link(0,2,I) -1
    zr(0,11) row_link(0,5,I) -1
    zr(0,11) row_link(0,11,I) -1
    zr(0,12) row_choice(0) 1
    zr(0,12) row_link(0,2,O) -1
    zr(0,12) row_link(0,6,O) -1
    zr(0,12) row_link(0,9,O) -1
    zr(0,12) row_link(0,1,I) -1
    zr(0,12) row_link(0,3,I) -1
    zr(0,12) row_link(0,5,I) -1
    zr(0,12) row_link(0,11,I) -1
    zr(0,13) row_choice(0) 1
    zr(0,13) row_link(0,1,O) -1
    zr(0,13) row_link(0,6,O) -1
    zr(0,13) row_link(0,9,O) -1
    zr(0,13) row_link(0,2,I) -1
    zr(0,13) row_link(0,3,I) -1
    zr(0,13) row_link(0,5,I) -1
    zr(0,13) row_link(0,11,I) -1
    zr(0,14) row_choice(0) 1
    zr(0,14) row_link(0,3,O) -1
    zr(0,14) row_link(0,5,O) -1
    zr(0,14) row_link(0,9,O) -1
    zr(0,14) row_link(0,1,I) -1
    zr(0,14) row_link(0,2,I) -1
    zr(0,14) row_link(0,6,I) -1
    zr(0,14) row_link(0,11,I) -1
    zr(0,15) row_choice(0) 1
    zr(0,15) row_link(0,2,O) -1
    zr(0,15) row_link(0,5,O) -1
    zr(0,15) row_link(0,9,O) -1
    zr(0,15) row_link(0,1,I) -1
    zr(0,15) row_link(0,3,I) -1
    zr(0,15) row_link(0,6,I) -1
    zr(0,15) row_link(0,11,I) -1
    zr(0,16) row_choice(0) 1
    zr(0,16) row_link(0,1,O) -1
    zr(0,16) row_link(0,5,O) -1
    zr(0,16) row_link(0,9,O) -1
    zr(0,16) row_link(0,2,I) -1
    zr(0,16) row_link(0,3,I) -1
    zr(0,16) row_link(0,6,I) -1
    zr(0,16) row_link(0,11,I) -1
    zr(0,17) row_choice(0) 1
    zr(0,17) row_link(0,2,O) -1
    zr(0,17) row_link(0,3,O) -1
    zr(0,17) row_link(0,9,O) -1
    zr(0,17) row_link(0,1,I) -1
    zr(0,17) row_link(0,5,I) -1
    zr(0,17) row_link(0,6,I) -1
    zr(0,17) row_link(0,11,I) -1
    zr(0,18) row_choice(0) 1
    zr(0,18) row_link(0,1,O) -1
    zr(0,18) row_link(0,3,O) -1
    zr(0,18) row_link(0,9,O) -1
    zr(0,18) row_link(0,2,I) -1
    zr(0,18) row_link(0,5,I) -1
    zr(0,18) row_link(0,6,I) -1
    zr(0,18) row_link(0,11,I) -1
    zr(0,19) row_choice(0) 1
    zr(0,19) row_link(0,3,O) -1
    zr(0,19) row_link(0,5,O) -1
    zr(0,19) row_link(0,6,O) -1
    zr(0,19) row_link(0,1,I) -1
    zr(0,19) row_link(0,2,I) -1
    zr(0,19) row_link(0,9,I) -1
    zr(0,19) row_link(0,11,I) -1
    zr(0,20) row_choice(0) 1
    zr(0,20) row_link(0,2,O) -1
    zr(0,20) row_link(0,5,O) -1
    zr(0,20) row_link(0,6,O) -1
    zr(0,20) row_link(0,1,I) -1
    zr(0,20) row_link(0,3,I) -1
    zr(0,20) row_link(0,9,I) -1
    zr(0,20) row_link(0,11,I) -1
    zr(0,21) row_choice(0) 1
    zr(0,21) row_link(0,1,O) -1
    zr(0,21) row_link(0,5,O) -1
    zr(0,21) row_link(0,6,O) -1
    zr(0,21) row_link(0,2,I) -1
    zr(0,21) row_link(0,3,I) -1
    zr(0,21) row_link(0,9,I) -1
    zr(0,21) row_link(0,11,I) -1
    zr(0,22) row_choice(0) 1
    zr(0,22) row_link(0,2,O) -1
    zr(0,22) row_link(0,3,O) -1
    zr(0,22) row_link(0,6,O) -1
    zr(0,22) row_link(0,1,I) -1
    zr(0,22) row_link(0,5,I) -1
    zr(0,22) row_link(0,9,I) -1
    zr(0,22) row_link(0,11,I) -1
    zr(0,23) row_choice(0) 1
    zr(0,23) row_link(0,1,O) -1
    zr(0,23) row_link(0,3,O) -1
    zr(0,23) row_link(0,6,O) -1
    zr(0,23) row_link(0,2,I) -1
    zr(0,23) row_link(0,5,I) -1
    zr(0,23) row_link(0,9,I) -1
    zr(0,23) row_link(0,11,I) -1
    zr(0,24) row_choice(0) 1
    zr(0,24) row_link(0,2,O) -1
    zr(0,24) row_link(0,3,O) -1
    zr(0,24) row_link(0,5,O) -1
    zr(0,24) row_link(0,1,I) -1
    zr(0,24) row_link(0,6,I) -1
    zr(0,24) row_link(0,9,I) -1
    zr(0,24) row_link(0,11,I) -1
    zr(0,25) row_choice(0) 1
    zr(0,25) row_link(0,1,O) -1
    zr(0,25) row_link(0,3,O) -1
    zr(0,25) row_link(0,5,O) -1
    zr(0,25) row_link(0,2,I) -1
    zr(0,25) row_link(0,6,I) -1
    zr(0,25) row_link(0,9,I) -1
    zr(0,25) row_link(0,11,I) -1
    zr(1,0) row_choice(1) 1
    zr(1,0) row_link(1,4,X) -1
    zr(1,0) row_link(1,7,X) -1
    zr(1,0) row_link(1,10,X) -1
    zr(1,0) row_link(1,1,I) -1
    zr(1,0) row_link(1,2,I) -1
    zr(1,0) row_link(1,6,I) -1
    zr(1,0) row_link(1,9,I) -1
    zr(1,1) row_choice(1) 1
    zr(1,1) row_link(1,2,X) -1
    zr(1,1) row_link(1,7,X) -1
    zr(1,1) row_link(1,10,X) -1
    zr(1,1) row_link(1,1,I) -1
    zr(1,1) row_link(1,4,I) -1
    zr(1,1) row_link(1,6,I) -1
    zr(1,1) row_link(1,9,I) -1
    zr(1,2) row_choice(1) 1
    zr(1,2) row_link(1,1,X) -1
    zr(1,2) row_link(1,7,X) -1
    zr(1,2) row_link(1,10,X) -1
    zr(1,2) row_link(1,2,I) -1
    zr(1,2) row_link(1,4,I) -1
    zr(1,2) row_link(1,6,I) -1
    zr(1,2) row_link(1,9,I) -1
    zr(1,3) row_choice(1) 1
    zr(1,3) row_link(1,4,X) -1
    zr(1,3) row_link(1,6,X) -1
    zr(1,3) row_link(1,10,X) -1
    zr(1,3) row_link(1,1,I) -1
    zr(1,3) row_link(1,2,I) -1
    zr(1,3) row_link(1,7,I) -1
    zr(1,3) row_link(1,9,I) -1
    zr(1,4) row_choice(1) 1
    zr(1,4) row_link(1,2,X) -1
    zr(1,4) row_link(1,6,X) -1
    zr(1,4) row_link(1,10,X) -1
    zr(1,4) row_link(1,1,I) -1
    zr(1,4) row_link(1,4,I) -1
    zr(1,4) row_link(1,7,I) -1
    zr(1,4) row_link(1,9,I) -1
    zr(1,5) row_choice(1) 1
    zr(1,5) row_link(1,1,X) -1
    zr(1,5) row_link(1,6,X) -1
    zr(1,5) row_link(1,10,X) -1
    zr(1,5) row_link(1,2,I) -1
    zr(1,5) row_link(1,4,I) -1
    zr(1,5) row_link(1,7,I) -1
    zr(1,5) row_link(1,9,I) -1
    zr(1,6) row_choice(1) 1
    zr(1,6) row_link(1,2,X) -1
    zr(1,6) row_link(1,4,X) -1
    zr(1,6) row_link(1,10,X) -1
    zr(1,6) row_link(1,1,I) -1
    zr(1,6) row_link(1,6,I) -1
    zr(1,6) row_link(1,7,I) -1
    zr(1,6) row_link(1,9,I) -1
    zr(1,7) row_choice(1) 1
    zr(1,7) row_link(1,1,X) -1
    zr(1,7) row_link(1,4,X) -1
    zr(1,7) row_link(1,10,X) -1
    zr(1,7) row_link(1,2,I) -1
    zr(1,7) row_link(1,6,I) -1
    zr(1,7) row_link(1,7,I) -1
    zr(1,7) row_link(1,9,I) -1
    zr(1,8) row_choice(1) 1
    zr(1,8) row_link(1,1,X) -1
    zr(1,8) row_link(1,2,X) -1
    zr(1,8) row_link(1,10,X) -1
    zr(1,8) row_link(1,4,I) -1
    zr(1,8) row_link(1,6,I) -1
    zr(1,8) row_link(1,7,I) -1
    zr(1,8) row_link(1,9,I) -1
    zr(1,9) row_choice(1) 1
    zr(1,9) row_link(1,4,X) -1
    zr(1,9) row_link(1,6,X) -1
    zr(1,9) row_link(1,9,X) -1
    zr(1,9) row_link(1,1,I) -1
    zr(1,9) row_link(1,2,I) -1
    zr(1,9) row_link(1,7,I) -1
    zr(1,9) row_link(1,10,I) -1
    zr(1,10) row_choice(1) 1
    zr(1,10) row_link(1,2,X) -1
    zr(1,10) row_link(1,6,X) -1
    zr(1,10) row_link(1,9,X) -1
    zr(1,10) row_link(1,1,I) -1
    zr(1,10) row_link(1,4,I) -1
    zr(1,10) row_link(1,7,I) -1
    zr(1,10) row_link(1,10,I) -1
    zr(1,11) row_choice(1) 1
    zr(1,11) row_link(1,1,X) -1
    zr(1,11) row_link(1,6,X) -1
    zr(1,11) row_link(1,9,X) -1
    zr(1,11) row_link(1,2,I) -1
    zr(1,11) row_link(1,4,I) -1
    zr(1,11) row_link(1,7,I) -1
    zr(1,11) row_link(1,10,I) -1
    zr(1,12) row_choice(1) 1
    zr(1,12) row_link(1,2,X) -1
    zr(1,12) row_link(1,4,X) -1
    zr(1,12) row_link(1,9,X) -1
    zr(1,12) row_link(1,1,I) -1
    zr(1,12) row_link(1,6,I) -1
    zr(1,12) row_link(1,7,I) -1
    zr(1,12) row_link(1,10,I) -1
    zr(1,13) row_choice(1) 1
    zr(1,13) row_link(1,1,X) -1
    zr(1,13) row_link(1,4,X) -1
    zr(1,13) row_link(1,9,X) -1
    zr(1,13) row_link(1,2,I) -1
    zr(1,13) row_link(1,6,I) -1
    zr(1,13) row_link(1,7,I) -1
    zr(1,13) row_link(1,10,I) -1
    zr(1,14) row_choice(1) 1
    zr(1,14) row_link(1,1,X) -1
    zr(1,14) row_link(1,2,X) -1
    zr(1,14) row_link(1,9,X) -1
    zr(1,14) row_link(1,4,I) -1
    zr(1,14) row_link(1,6,I) -1
    zr(1,14) row_link(1,7,I) -1
    zr(1,14) row_link(1,10,I) -1
    zr(1,15) row_choice(1) 1
    zr(1,15) row_link(1,2,X) -1
    zr(1,15) row_link(1,4,X) -1
    zr(1,15) row_link(1,7,X) -1
    zr(1,15) row_link(1,1,I) -1
    zr(1,15) row_link(1,6,I) -1
    zr(1,15) row_link(1,9,I) -1
    zr(1,15) row_link(1,10,I) -1
    zr(1,16) row_choice(1) 1
    zr(1,16) row_link(1,1,X) -1
    zr(1,16) row_link(1,4,X) -1
    zr(1,16) row_link(1,7,X) -1
    zr(1,16) row_link(1,2,I) -1
    zr(1,16) row_link(1,6,I) -1
    zr(1,16) row_link(1,9,I) -1
    zr(1,16) row_link(1,10,I) -1
    zr(1,17) row_choice(1) 1
    zr(1,17) row_link(1,1,X) -1
    zr(1,17) row_link(1,2,X) -1
    zr(1,17) row_link(1,7,X) -1
    zr(1,17) row_link(1,4,I) -1
    zr(1,17) row_link(1,6,I) -1
    zr(1,17) row_link(1,9,I) -1
    zr(1,17) row_link(1,10,I) -1
    zr(1,18) row_choice(1) 1
    zr(1,18) row_link(1,2,X) -1
    zr(1,18) row_link(1,4,X) -1
    zr(1,18) row_link(1,6,X) -1
    zr(1,18) row_link(1,1,I) -1
    zr(1,18) row_link(1,7,I) -1
    zr(1,18) row_link(1,9,I) -1
    zr(1,18) row_link(1,10,I) -1
    zr(1,19) row_choice(1) 1
    zr(1,19) row_link(1,1,X) -1
    zr(1,19) row_link(1,4,X) -1
    zr(1,19) row_link(1,6,X) -1
    zr(1,19) row_link(1,2,I) -1
    zr(1,19) row_link(1,7,I) -1
    zr(1,19) row_link(1,9,I) -1
    zr(1,19) row_link(1,10,I) -1
    zr(1,20) row_choice(1) 1
    zr(1,20) row_link(1,1,X) -1
    zr(1,20) row_link(1,2,X) -1
    zr(1,20) row_link(1,6,X) -1
    zr(1,20) row_link(1,4,I) -1
    zr(1,20) row_link(1,7,I) -1
    zr(1,20) row_link(1,9,I) -1
    zr(1,20) row_link(1,10,I) -1
    zr(1,21) row_choice(1) 1
    zr(1,21) row_link(1,1,X) -1
    zr(1,21) row_link(1,2,X) -1
    zr(1,21) row_link(1,4,X) -1
    zr(1,21) row_link(1,6,I) -1
    zr(1,21) row_link(1,7,I) -1
    zr(1,21) row_link(1,9,I) -1
    zr(1,21) row_link(1,10,I) -1
    zr(2,0) row_choice(2) 1
    zr(2,0) row_link(2,8,X) -1
    zr(2,0) row_link(2,10,X) -1
    zr(2,0) row_link(2,11,X) -1
    zr(2,0) row_link(2,2,O) -1
    zr(2,0) row_link(2,4,O) -1
    zr(2,0) row_link(2,7,O) -1
    zr(2,0) row_link(2,3,I) -1
    zr(2,1) row_choice(2) 1
    zr(2,1) row_link(2,8,X) -1
    zr(2,1) row_link(2,10,X) -1
    zr(2,1) row_link(2,11,X) -1
    zr(2,1) row_link(2,2,O) -1
    zr(2,1) row_link(2,3,O) -1
    zr(2,1) row_link(2,7,O) -1
    zr(2,1) row_link(2,4,I) -1
    zr(2,2) row_choice(2) 1
    zr(2,2) row_link(2,7,X) -1
    zr(2,2) row_link(2,10,X) -1
    zr(2,2) row_link(2,11,X) -1
    zr(2,2) row_link(2,2,O) -1
    zr(2,2) row_link(2,4,O) -1
    zr(2,2) row_link(2,8,O) -1
    zr(2,2) row_link(2,3,I) -1
    zr(2,3) row_choice(2) 1
    zr(2,3) row_link(2,7,X) -1
    zr(2,3) row_link(2,10,X) -1
    zr(2,3) row_link(2,11,X) -1
    zr(2,3) row_link(2,2,O) -1
    zr(2,3) row_link(2,3,O) -1
    zr(2,3) row_link(2,8,O) -1
    zr(2,3) row_link(2,4,I) -1
    zr(2,4) row_choice(2) 1
    zr(2,4) row_link(2,4,X) -1
    zr(2,4) row_link(2,10,X) -1
    zr(2,4) row_link(2,11,X) -1
    zr(2,4) row_link(2,2,O) -1
    zr(2,4) row_link(2,3,O) -1
    zr(2,4) row_link(2,8,O) -1
    zr(2,4) row_link(2,7,I) -1
    zr(2,5) row_choice(2) 1
    zr(2,5) row_link(2,3,X) -1
    zr(2,5) row_link(2,10,X) -1
    zr(2,5) row_link(2,11,X) -1
    zr(2,5) row_link(2,2,O) -1
    zr(2,5) row_link(2,4,O) -1
    zr(2,5) row_link(2,8,O) -1
    zr(2,5) row_link(2,7,I) -1
    zr(2,6) row_choice(2) 1
    zr(2,6) row_link(2,2,X) -1
    zr(2,6) row_link(2,10,X) -1
    zr(2,6) row_link(2,11,X) -1
    zr(2,6) row_link(2,3,O) -1
    zr(2,6) row_link(2,4,O) -1
    zr(2,6) row_link(2,8,O) -1
    zr(2,6) row_link(2,7,I) -1
    zr(2,7) row_choice(2) 1
    zr(2,7) row_link(2,4,X) -1
    zr(2,7) row_link(2,10,X) -1
    zr(2,7) row_link(2,11,X) -1
    zr(2,7) row_link(2,2,O) -1
    zr(2,7) row_link(2,3,O) -1
    zr(2,7) row_link(2,7,O) -1
    zr(2,7) row_link(2,8,I) -1
    zr(2,8) row_choice(2) 1
    zr(2,8) row_link(2,3,X) -1
    zr(2,8) row_link(2,10,X) -1
    zr(2,8) row_link(2,11,X) -1
    zr(2,8) row_link(2,2,O) -1
    zr(2,8) row_link(2,4,O) -1
    zr(2,8) row_link(2,7,O) -1
    zr(2,8) row_link(2,8,I) -1
    zr(2,9) row_choice(2) 1
    zr(2,9) row_link(2,2,X) -1
    zr(2,9) row_link(2,10,X) -1
    zr(2,9) row_link(2,11,X) -1
    zr(2,9) row_link(2,3,O) -1
    zr(2,9) row_link(2,4,O) -1
    zr(2,9) row_link(2,7,O) -1
    zr(2,9) row_link(2,8,I) -1
    zr(2,10) row_choice(2) 1
    zr(2,10) row_link(2,7,X) -1
    zr(2,10) row_link(2,8,X) -1
    zr(2,10) row_link(2,11,X) -1
    zr(2,10) row_link(2,2,O) -1
    zr(2,10) row_link(2,4,O) -1
    zr(2,10) row_link(2,10,O) -1
    zr(2,10) row_link(2,3,I) -1
    zr(2,11) row_choice(2) 1
    zr(2,11) row_link(2,7,X) -1
    zr(2,11) row_link(2,8,X) -1
    zr(2,11) row_link(2,11,X) -1
    zr(2,11) row_link(2,2,O) -1
    zr(2,11) row_link(2,3,O) -1
    zr(2,11) row_link(2,10,O) -1
    zr(2,11) row_link(2,4,I) -1
    zr(2,12) row_choice(2) 1
    zr(2,12) row_link(2,4,X) -1
    zr(2,12) row_link(2,8,X) -1
    zr(2,12) row_link(2,11,X) -1
    zr(2,12) row_link(2,2,O) -1
    zr(2,12) row_link(2,7,O) -1
    zr(2,12) row_link(2,10,O) -1
    zr(2,12) row_link(2,3,I) -1
    zr(2,13) row_choice(2) 1
    zr(2,13) row_link(2,2,X) -1
    zr(2,13) row_link(2,8,X) -1
    zr(2,13) row_link(2,11,X) -1
    zr(2,13) row_link(2,4,O) -1
    zr(2,13) row_link(2,7,O) -1
    zr(2,13) row_link(2,10,O) -1
    zr(2,13) row_link(2,3,I) -1
    zr(2,14) row_choice(2) 1
    zr(2,14) row_link(2,3,X) -1
    zr(2,14) row_link(2,8,X) -1
    zr(2,14) row_link(2,11,X) -1
    zr(2,14) row_link(2,2,O) -1
    zr(2,14) row_link(2,7,O) -1
    zr(2,14) row_link(2,10,O) -1
    zr(2,14) row_link(2,4,I) -1
    zr(2,15) row_choice(2) 1
    zr(2,15) row_link(2,2,X) -1
    zr(2,15) row_link(2,8,X) -1
    zr(2,15) row_link(2,11,X) -1
    zr(2,15) row_link(2,3,O) -1
    zr(2,15) row_link(2,7,O) -1
    zr(2,15) row_link(2,10,O) -1
    zr(2,15) row_link(2,4,I) -1
    zr(2,16) row_choice(2) 1
    zr(2,16) row_link(2,4,X) -1
    zr(2,16) row_link(2,8,X) -1
    zr(2,16) row_link(2,11,X) -1
    zr(2,16) row_link(2,2,O) -1
    zr(2,16) row_link(2,3,O) -1
    zr(2,16) row_link(2,10,O) -1
    zr(2,16) row_link(2,7,I) -1
    zr(2,17) row_choice(2) 1
    zr(2,17) row_link(2,3,X) -1
    zr(2,17) row_link(2,8,X) -1
    zr(2,17) row_link(2,11,X) -1
    zr(2,17) row_link(2,2,O) -1
    zr(2,17) row_link(2,4,O) -1
    zr(2,17) row_link(2,10,O) -1
    zr(2,17) row_link(2,7,I) -1
    zr(2,18) row_choice(2) 1
    zr(2,18) row_link(2,2,X) -1
    zr(2,18) row_link(2,8,X) -1
    zr(2,18) row_link(2,11,X) -1
    zr(2,18) row_link(2,3,O) -1
    zr(2,18) row_link(2,4,O) -1
    zr(2,18) row_link(2,10,O) -1
    zr(2,18) row_link(2,7,I) -1
    zr(2,19) row_choice(2) 1
    zr(2,19) row_link(2,4,X) -1
    zr(2,19) row_link(2,7,X) -1
    zr(2,19) row_link(2,11,X) -1
    zr(2,19) row_link(2,2,O) -1
    zr(2,19) row_link(2,8,O) -1
    zr(2,19) row_link(2,10,O) -1
    zr(2,19) row_link(2,3,I) -1
    zr(2,20) row_choice(2) 1
    zr(2,20) row_link(2,2,X) -1
    zr(2,20) row_link(2,7,X) -1
    zr(2,20) row_link(2,11,X) -1
    zr(2,20) row_link(2,4,O) -1
    zr(2,20) row_link(2,8,O) -1
    zr(2,20) row_link(2,10,O) -1
    zr(2,20) row_link(2,3,I) -1
    zr(2,21) row_choice(2) 1
    zr(2,21) row_link(2,3,X) -1
    zr(2,21) row_link(2,7,X) -1
    zr(2,21) row_link(2,11,X) -1
    zr(2,21) row_link(2,2,O) -1
    zr(2,21) row_link(2,8,O) -1
    zr(2,21) row_link(2,10,O) -1
    zr(2,21) row_link(2,4,I) -1
    zr(2,22) row_choice(2) 1
    zr(2,22) row_link(2,2,X) -1
    zr(2,22) row_link(2,7,X) -1
    zr(2,22) row_link(2,11,X) -1
    zr(2,22) row_link(2,3,O) -1
    zr(2,22) row_link(2,8,O) -1
    zr(2,22) row_link(2,10,O) -1
    zr(2,22) row_link(2,4,I) -1
    zr(2,23) row_choice(2) 1
    zr(2,23) row_link(2,2,X) -1
    zr(2,23) row_link(2,4,X) -1
    zr(2,23) row_link(2,11,X) -1
    zr(2,23) row_link(2,3,O) -1
    zr(2,23) row_link(2,8,O) -1
    zr(2,23) row_link(2,10,O) -1
    zr(2,23) row_link(2,7,I) -1
    zr(2,24) row_choice(2) 1
    zr(2,24) row_link(2,2,X) -1
    zr(2,24) row_link(2,3,X) -1
    zr(2,24) row_link(2,11,X) -1
    zr(2,24) row_link(2,4,O) -1
    zr(2,24) row_link(2,8,O) -1
    zr(2,24) row_link(2,10,O) -1
    zr(2,24) row_link(2,7,I) -1
    zr(2,25) row_choice(2) 1
    zr(2,25) row_link(2,4,X) -1
    zr(2,25) row_link(2,7,X) -1
    zr(2,25) row_link(2,11,X) -1
    zr(2,25) row_link(2,2,O) -1
    zr(2,25) row_link(2,3,O) -1
    zr(2,25) row_link(2,10,O) -1
    zr(2,25) row_link(2,8,I) -1
    zr(2,26) row_choice(2) 1
    zr(2,26) row_link(2,3,X) -1
    zr(2,26) row_link(2,7,X) -1
    zr(2,26) row_link(2,11,X) -1
    zr(2,26) row_link(2,2,O) -1
    zr(2,26) row_link(2,4,O) -1
    zr(2,26) row_link(2,10,O) -1
    zr(2,26) row_link(2,8,I) -1
    zr(2,27) row_choice(2) 1
    zr(2,27) row_link(2,2,X) -1
    zr(2,27) row_link(2,7,X) -1
    zr(2,27) row_link(2,11,X) -1
    zr(2,27) row_link(2,3,O) -1
    zr(2,27) row_link(2,4,O) -1
    zr(2,27) row_link(2,10,O) -1
    zr(2,27) row_link(2,8,I) -1
    zr(2,28) row_choice(2) 1
    zr(2,28) row_link(2,2,X) -1
    zr(2,28) row_link(2,4,X) -1
    zr(2,28) row_link(2,11,X) -1
    zr(2,28) row_link(2,3,O) -1
    zr(2,28) row_link(2,7,O) -1
    zr(2,28) row_link(2,10,O) -1
    zr(2,28) row_link(2,8,I) -1
    zr(2,29) row_choice(2) 1
    zr(2,29) row_link(2,2,X) -1
    zr(2,29) row_link(2,3,X) -1
    zr(2,29) row_link(2,11,X) -1
    zr(2,29) row_link(2,4,O) -1
    zr(2,29) row_link(2,7,O) -1
    zr(2,29) row_link(2,10,O) -1
    zr(2,29) row_link(2,8,I) -1
    zr(2,30) row_choice(2) 1
    zr(2,30) row_link(2,4,X) -1
    zr(2,30) row_link(2,8,X) -1
    zr(2,30) row_link(2,11,X) -1
    zr(2,30) row_link(2,2,O) -1
    zr(2,30) row_link(2,3,O) -1
    zr(2,30) row_link(2,7,O) -1
    zr(2,30) row_link(2,10,I) -1
    zr(2,31) row_choice(2) 1
    zr(2,31) row_link(2,3,X) -1
    zr(2,31) row_link(2,8,X) -1
    zr(2,31) row_link(2,11,X) -1
    zr(2,31) row_link(2,2,O) -1
    zr(2,31) row_link(2,4,O) -1
    zr(2,31) row_link(2,7,O) -1
    zr(2,31) row_link(2,10,I) -1
    zr(2,32) row_choice(2) 1
    zr(2,32) row_link(2,2,X) -1
    zr(2,32) row_link(2,8,X) -1
    zr(2,32) row_link(2,11,X) -1
    zr(2,32) row_link(2,3,O) -1
    zr(2,32) row_link(2,4,O) -1
    zr(2,32) row_link(2,7,O) -1
    zr(2,32) row_link(2,10,I) -1
    zr(2,33) row_choice(2) 1
    zr(2,33) row_link(2,4,X) -1
    zr(2,33) row_link(2,7,X) -1
    zr(2,33) row_link(2,11,X) -1
    zr(2,33) row_link(2,2,O) -1
    zr(2,33) row_link(2,3,O) -1
    zr(2,33) row_link(2,8,O) -1
    zr(2,33) row_link(2,10,I) -1
    zr(2,34) row_choice(2) 1
    zr(2,34) row_link(2,3,X) -1
    zr(2,34) row_link(2,7,X) -1
    zr(2,34) row_link(2,11,X) -1
    zr(2,34) row_link(2,2,O) -1
    zr(2,34) row_link(2,4,O) -1
    zr(2,34) row_link(2,8,O) -1
    zr(2,34) row_link(2,10,I) -1
    zr(2,35) row_choice(2) 1
    zr(2,35) row_link(2,2,X) -1
    zr(2,35) row_link(2,7,X) -1
    zr(2,35) row_link(2,11,X) -1
    zr(2,35) row_link(2,3,O) -1
    zr(2,35) row_link(2,4,O) -1
    zr(2,35) row_link(2,8,O) -1
    zr(2,35) row_link(2,10,I) -1
    zr(2,36) row_choice(2) 1
    zr(2,36) row_link(2,7,X) -1
    zr(2,36) row_link(2,8,X) -1
    zr(2,36) row_link(2,10,X) -1
    zr(2,36) row_link(2,2,O) -1
    zr(2,36) row_link(2,4,O) -1
    zr(2,36) row_link(2,11,O) -1
    zr(2,36) row_link(2,3,I) -1
    zr(2,37) row_choice(2) 1
    zr(2,37) row_link(2,7,X) -1
    zr(2,37) row_link(2,8,X) -1
    zr(2,37) row_link(2,10,X) -1
    zr(2,37) row_link(2,2,O) -1
    zr(2,37) row_link(2,3,O) -1
    zr(2,37) row_link(2,11,O) -1
    zr(2,37) row_link(2,4,I) -1
    zr(2,38) row_choice(2) 1
    zr(2,38) row_link(2,4,X) -1
    zr(2,38) row_link(2,8,X) -1
    zr(2,38) row_link(2,10,X) -1
    zr(2,38) row_link(2,2,O) -1
    zr(2,38) row_link(2,7,O) -1
    zr(2,38) row_link(2,11,O) -1
    zr(2,38) row_link(2,3,I) -1
    zr(2,39) row_choice(2) 1
    zr(2,39) row_link(2,2,X) -1
    zr(2,39) row_link(2,8,X) -1
    zr(2,39) row_link(2,10,X) -1
    zr(2,39) row_link(2,4,O) -1
    zr(2,39) row_link(2,7,O) -1
    zr(2,39) row_link(2,11,O) -1
    zr(2,39) row_link(2,3,I) -1
    zr(2,40) row_choice(2) 1
    zr(2,40) row_link(2,3,X) -1
    zr(2,40) row_link(2,8,X) -1
    zr(2,40) row_link(2,10,X) -1
    zr(2,40) row_link(2,2,O) -1
    zr(2,40) row_link(2,7,O) -1
    zr(2,40) row_link(2,11,O) -1
    zr(2,40) row_link(2,4,I) -1
    zr(2,41) row_choice(2) 1
    zr(2,41) row_link(2,2,X) -1
    zr(2,41) row_link(2,8,X) -1
    zr(2,41) row_link(2,10,X) -1
    zr(2,41) row_link(2,3,O) -1
    zr(2,41) row_link(2,7,O) -1
    zr(2,41) row_link(2,11,O) -1
    zr(2,41) row_link(2,4,I) -1
    zr(2,42) row_choice(2) 1
    zr(2,42) row_link(2,4,X) -1
    zr(2,42) row_link(2,8,X) -1
    zr(2,42) row_link(2,10,X) -1
    zr(2,42) row_link(2,2,O) -1
    zr(2,42) row_link(2,3,O) -1
    zr(2,42) row_link(2,11,O) -1
    zr(2,42) row_link(2,7,I) -1
    zr(2,43) row_choice(2) 1
    zr(2,43) row_link(2,3,X) -1
    zr(2,43) row_link(2,8,X) -1
    zr(2,43) row_link(2,10,X) -1
    zr(2,43) row_link(2,2,O) -1
    zr(2,43) row_link(2,4,O) -1
    zr(2,43) row_link(2,11,O) -1
    zr(2,43) row_link(2,7,I) -1
    zr(2,44) row_choice(2) 1
    zr(2,44) row_link(2,2,X) -1
    zr(2,44) row_link(2,8,X) -1
    zr(2,44) row_link(2,10,X) -1
    zr(2,44) row_link(2,3,O) -1
    zr(2,44) row_link(2,4,O) -1
    zr(2,44) row_link(2,11,O) -1
    zr(2,44) row_link(2,7,I) -1
    zr(2,45) row_choice(2) 1
    zr(2,45) row_link(2,4,X) -1
    zr(2,45) row_link(2,7,X) -1
    zr(2,45) row_link(2,10,X) -1
    zr(2,45) row_link(2,2,O) -1
    zr(2,45) row_link(2,8,O) -1
    zr(2,45) row_link(2,11,O) -1
    zr(2,45) row_link(2,3,I) -1
    zr(2,46) row_choice(2) 1
    zr(2,46) row_link(2,2,X) -1
    zr(2,46) row_link(2,7,X) -1
    zr(2,46) row_link(2,10,X) -1
    zr(2,46) row_link(2,4,O) -1
    zr(2,46) row_link(2,8,O) -1
    zr(2,46) row_link(2,11,O) -1
    zr(2,46) row_link(2,3,I) -1
    zr(2,47) row_choice(2) 1
    zr(2,47) row_link(2,3,X) -1
    zr(2,47) row_link(2,7,X) -1
    zr(2,47) row_link(2,10,X) -1
    zr(2,47) row_link(2,2,O) -1
    zr(2,47) row_link(2,8,O) -1
    zr(2,47) row_link(2,11,O) -1
    zr(2,47) row_link(2,4,I) -1
    zr(2,48) row_choice(2) 1
    zr(2,48) row_link(2,2,X) -1
    zr(2,48) row_link(2,7,X) -1
    zr(2,48) row_link(2,10,X) -1
    zr(2,48) row_link(2,3,O) -1
    zr(2,48) row_link(2,8,O) -1
    zr(2,48) row_link(2,11,O) -1
    zr(2,48) row_link(2,4,I) -1
    zr(2,49) row_choice(2) 1
    zr(2,49) row_link(2,2,X) -1
    zr(2,49) row_link(2,4,X) -1
    zr(2,49) row_link(2,10,X) -1
    zr(2,49) row_link(2,3,O) -1
    zr(2,49) row_link(2,8,O) -1
    zr(2,49) row_link(2,11,O) -1
    zr(2,49) row_link(2,7,I) -1
    zr(2,50) row_choice(2) 1
    zr(2,50) row_link(2,2,X) -1
    zr(2,50) row_link(2,3,X) -1
    zr(2,50) row_link(2,10,X) -1
    zr(2,50) row_link(2,4,O) -1
    zr(2,50) row_link(2,8,O) -1
    zr(2,50) row_link(2,11,O) -1
    zr(2,50) row_link(2,7,I) -1
    zr(2,51) row_choice(2) 1
    zr(2,51) row_link(2,4,X) -1
    zr(2,51) row_link(2,7,X) -1
    zr(2,51) row_link(2,10,X) -1
    zr(2,51) row_link(2,2,O) -1
    zr(2,51) row_link(2,3,O) -1
    zr(2,51) row_link(2,11,O) -1
    zr(2,51) row_link(2,8,I) -1
    zr(2,52) row_choice(2) 1
    zr(2,52) row_link(2,3,X) -1
    zr(2,52) row_link(2,7,X) -1
    zr(2,52) row_link(2,10,X) -1
    zr(2,52) row_link(2,2,O) -1
    zr(2,52) row_link(2,4,O) -1
    zr(2,52) row_link(2,11,O) -1
    zr(2,52) row_link(2,8,I) -1
    zr(2,53) row_choice(2) 1
    zr(2,53) row_link(2,2,X) -1
    zr(2,53) row_link(2,7,X) -1
    zr(2,53) row_link(2,10,X) -1
    zr(2,53) row_link(2,3,O) -1
    zr(2,53) row_link(2,4,O) -1
    zr(2,53) row_link(2,11,O) -1
    zr(2,53) row_link(2,8,I) -1
    zr(2,54) row_choice(2) 1
    zr(2,54) row_link(2,2,X) -1
    zr(2,54) row_link(2,4,X) -1
    zr(2,54) row_link(2,10,X) -1
    zr(2,54) row_link(2,3,O) -1
    zr(2,54) row_link(2,7,O) -1
    zr(2,54) row_link(2,11,O) -1
    zr(2,54) row_link(2,8,I) -1
    zr(2,55) row_choice(2) 1
    zr(2,55) row_link(2,2,X) -1
    zr(2,55) row_link(2,3,X) -1
    zr(2,55) row_link(2,10,X) -1
    zr(2,55) row_link(2,4,O) -1
    zr(2,55) row_link(2,7,O) -1
    zr(2,55) row_link(2,11,O) -1
    zr(2,55) row_link(2,8,I) -1
    zr(2,56) row_choice(2) 1
    zr(2,56) row_link(2,4,X) -1
    zr(2,56) row_link(2,7,X) -1
    zr(2,56) row_link(2,8,X) -1
    zr(2,56) row_link(2,2,O) -1
    zr(2,56) row_link(2,10,O) -1
    zr(2,56) row_link(2,11,O) -1
    zr(2,56) row_link(2,3,I) -1
    zr(2,57) row_choice(2) 1
    zr(2,57) row_link(2,2,X) -1
    zr(2,57) row_link(2,7,X) -1
    zr(2,57) row_link(2,8,X) -1
    zr(2,57) row_link(2,4,O) -1
    zr(2,57) row_link(2,10,O) -1
    zr(2,57) row_link(2,11,O) -1
    zr(2,57) row_link(2,3,I) -1
    zr(2,58) row_choice(2) 1
    zr(2,58) row_link(2,3,X) -1
    zr(2,58) row_link(2,7,X) -1
    zr(2,58) row_link(2,8,X) -1
    zr(2,58) row_link(2,2,O) -1
    zr(2,58) row_link(2,10,O) -1
    zr(2,58) row_link(2,11,O) -1
    zr(2,58) row_link(2,4,I) -1
    zr(2,59) row_choice(2) 1
    zr(2,59) row_link(2,2,X) -1
    zr(2,59) row_link(2,7,X) -1
    zr(2,59) row_link(2,8,X) -1
    zr(2,59) row_link(2,3,O) -1
    zr(2,59) row_link(2,10,O) -1
    zr(2,59) row_link(2,11,O) -1
    zr(2,59) row_link(2,4,I) -1
    zr(2,60) row_choice(2) 1
    zr(2,60) row_link(2,2,X) -1
    zr(2,60) row_link(2,4,X) -1
    zr(2,60) row_link(2,8,X) -1
    zr(2,60) row_link(2,7,O) -1
    zr(2,60) row_link(2,10,O) -1
    zr(2,60) row_link(2,11,O) -1
    zr(2,60) row_link(2,3,I) -1
    zr(2,61) row_choice(2) 1
    zr(2,61) row_link(2,2,X) -1
    zr(2,61) row_link(2,3,X) -1
    zr(2,61) row_link(2,8,X) -1
    zr(2,61) row_link(2,7,O) -1
    zr(2,61) row_link(2,10,O) -1
    zr(2,61) row_link(2,11,O) -1
    zr(2,61) row_link(2,4,I) -1
    zr(2,62) row_choice(2) 1
    zr(2,62) row_link(2,2,X) -1
    zr(2,62) row_link(2,4,X) -1
    zr(2,62) row_link(2,8,X) -1
    zr(2,62) row_link(2,3,O) -1
    zr(2,62) row_link(2,10,O) -1
    zr(2,62) row_link(2,11,O) -1
    zr(2,62) row_link(2,7,I) -1
    zr(2,63) row_choice(2) 1
    zr(2,63) row_link(2,2,X) -1
    zr(2,63) row_link(2,3,X) -1
    zr(2,63) row_link(2,8,X) -1
    zr(2,63) row_link(2,4,O) -1
    zr(2,63) row_link(2,10,O) -1
    zr(2,63) row_link(2,11,O) -1
    zr(2,63) row_link(2,7,I) -1
    zr(2,64) row_choice(2) 1
    zr(2,64) row_link(2,2,X) -1
    zr(2,64) row_link(2,4,X) -1
    zr(2,64) row_link(2,7,X) -1
    zr(2,64) row_link(2,8,O) -1
    zr(2,64) row_link(2,10,O) -1
    zr(2,64) row_link(2,11,O) -1
    zr(2,64) row_link(2,3,I) -1
    zr(2,65) row_choice(2) 1
    zr(2,65) row_link(2,2,X) -1
    zr(2,65) row_link(2,3,X) -1
    zr(2,65) row_link(2,7,X) -1
    zr(2,65) row_link(2,8,O) -1
    zr(2,65) row_link(2,10,O) -1
    zr(2,65) row_link(2,11,O) -1
    zr(2,65) row_link(2,4,I) -1
    zr(2,66) row_choice(2) 1
    zr(2,66) row_link(2,2,X) -1
    zr(2,66) row_link(2,4,X) -1
    zr(2,66) row_link(2,7,X) -1
    zr(2,66) row_link(2,3,O) -1
    zr(2,66) row_link(2,10,O) -1
    zr(2,66) row_link(2,11,O) -1
    zr(2,66) row_link(2,8,I) -1
    zr(2,67) row_choice(2) 1
    zr(2,67) row_link(2,2,X) -1
    zr(2,67) row_link(2,3,X) -1
    zr(2,67) row_link(2,7,X) -1
    zr(2,67) row_link(2,4,O) -1
    zr(2,67) row_link(2,10,O) -1
    zr(2,67) row_link(2,11,O) -1
    zr(2,67) row_link(2,8,I) -1
    zr(2,68) row_choice(2) 1
    zr(2,68) row_link(2,4,X) -1
    zr(2,68) row_link(2,7,X) -1
    zr(2,68) row_link(2,8,X) -1
    zr(2,68) row_link(2,2,O) -1
    zr(2,68) row_link(2,3,O) -1
    zr(2,68) row_link(2,11,O) -1
    zr(2,68) row_link(2,10,I) -1
    zr(2,69) row_choice(2) 1
    zr(2,69) row_link(2,3,X) -1
    zr(2,69) row_link(2,7,X) -1
    zr(2,69) row_link(2,8,X) -1
    zr(2,69) row_link(2,2,O) -1
    zr(2,69) row_link(2,4,O) -1
    zr(2,69) row_link(2,11,O) -1
    zr(2,69) row_link(2,10,I) -1
    zr(2,70) row_choice(2) 1
    zr(2,70) row_link(2,2,X) -1
    zr(2,70) row_link(2,7,X) -1
    zr(2,70) row_link(2,8,X) -1
    zr(2,70) row_link(2,3,O) -1
    zr(2,70) row_link(2,4,O) -1
    zr(2,70) row_link(2,11,O) -1
    zr(2,70) row_link(2,10,I) -1
    zr(2,71) row_choice(2) 1
    zr(2,71) row_link(2,2,X) -1
    zr(2,71) row_link(2,4,X) -1
    zr(2,71) row_link(2,8,X) -1
    zr(2,71) row_link(2,3,O) -1
    zr(2,71) row_link(2,7,O) -1
    zr(2,71) row_link(2,11,O) -1
    zr(2,71) row_link(2,10,I) -1
    zr(2,72) row_choice(2) 1
    zr(2,72) row_link(2,2,X) -1
    zr(2,72) row_link(2,3,X) -1
    zr(2,72) row_link(2,8,X) -1
    zr(2,72) row_link(2,4,O) -1
    zr(2,72) row_link(2,7,O) -1
    zr(2,72) row_link(2,11,O) -1
    zr(2,72) row_link(2,10,I) -1
    zr(2,73) row_choice(2) 1
    zr(2,73) row_link(2,2,X) -1
    zr(2,73) row_link(2,4,X) -1
    zr(2,73) row_link(2,7,X) -1
    zr(2,73) row_link(2,3,O) -1
    zr(2,73) row_link(2,8,O) -1
    zr(2,73) row_link(2,11,O) -1
    zr(2,73) row_link(2,10,I) -1
    zr(2,74) row_choice(2) 1
    zr(2,74) row_link(2,2,X) -1
    zr(2,74) row_link(2,3,X) -1
    zr(2,74) row_link(2,7,X) -1
    zr(2,74) row_link(2,4,O) -1
    zr(2,74) row_link(2,8,O) -1
    zr(2,74) row_link(2,11,O) -1
    zr(2,74) row_link(2,10,I) -1
    zr(2,75) row_choice(2) 1
    zr(2,75) row_link(2,4,X) -1
    zr(2,75) row_link(2,8,X) -1
    zr(2,75) row_link(2,10,X) -1
    zr(2,75) row_link(2,2,O) -1
    zr(2,75) row_link(2,3,O) -1
    zr(2,75) row_link(2,7,O) -1
    zr(2,75) row_link(2,11,I) -1
    zr(2,76) row_choice(2) 1
    zr(2,76) row_link(2,3,X) -1
    zr(2,76) row_link(2,8,X) -1
    zr(2,76) row_link(2,10,X) -1
    zr(2,76) row_link(2,2,O) -1
    zr(2,76) row_link(2,4,O) -1
    zr(2,76) row_link(2,7,O) -1
    zr(2,76) row_link(2,11,I) -1
    zr(2,77) row_choice(2) 1
    zr(2,77) row_link(2,2,X) -1
    zr(2,77) row_link(2,8,X) -1
    zr(2,77) row_link(2,10,X) -1
    zr(2,77) row_link(2,3,O) -1
    zr(2,77) row_link(2,4,O) -1
    zr(2,77) row_link(2,7,O) -1
    zr(2,77) row_link(2,11,I) -1
    zr(2,78) row_choice(2) 1
    zr(2,78) row_link(2,4,X) -1
    zr(2,78) row_link(2,7,X) -1
    zr(2,78) row_link(2,10,X) -1
    zr(2,78) row_link(2,2,O) -1
    zr(2,78) row_link(2,3,O) -1
    zr(2,78) row_link(2,8,O) -1
    zr(2,78) row_link(2,11,I) -1
    zr(2,79) row_choice(2) 1
    zr(2,79) row_link(2,3,X) -1
    zr(2,79) row_link(2,7,X) -1
    zr(2,79) row_link(2,10,X) -1
    zr(2,79) row_link(2,2,O) -1
    zr(2,79) row_link(2,4,O) -1
    zr(2,79) row_link(2,8,O) -1
    zr(2,79) row_link(2,11,I) -1
    zr(2,80) row_choice(2) 1
    zr(2,80) row_link(2,2,X) -1
    zr(2,80) row_link(2,7,X) -1
    zr(2,80) row_link(2,10,X) -1
    zr(2,80) row_link(2,3,O) -1
    zr(2,80) row_link(2,4,O) -1
    zr(2,80) row_link(2,8,O) -1
    zr(2,80) row_link(2,11,I) -1
    zr(2,81) row_choice(2) 1
    zr(2,81) row_link(2,4,X) -1
    zr(2,81) row_link(2,7,X) -1
    zr(2,81) row_link(2,8,X) -1
    zr(2,81) row_link(2,2,O) -1
    zr(2,81) row_link(2,3,O) -1
    zr(2,81) row_link(2,10,O) -1
    zr(2,81) row_link(2,11,I) -1
    zr(2,82) row_choice(2) 1
    zr(2,82) row_link(2,3,X) -1
    zr(2,82) row_link(2,7,X) -1
    zr(2,82) row_link(2,8,X) -1
    zr(2,82) row_link(2,2,O) -1
    zr(2,82) row_link(2,4,O) -1
    zr(2,82) row_link(2,10,O) -1
    zr(2,82) row_link(2,11,I) -1
    zr(2,83) row_choice(2) 1
    zr(2,83) row_link(2,2,X) -1
    zr(2,83) row_link(2,7,X) -1
    zr(2,83) row_link(2,8,X) -1
    zr(2,83) row_link(2,3,O) -1
    zr(2,83) row_link(2,4,O) -1
    zr(2,83) row_link(2,10,O) -1
    zr(2,83) row_link(2,11,I) -1
    zr(2,84) row_choice(2) 1
    zr(2,84) row_link(2,2,X) -1
    zr(2,84) row_link(2,4,X) -1
    zr(2,84) row_link(2,8,X) -1
    zr(2,84) row_link(2,3,O) -1
    zr(2,84) row_link(2,7,O) -1
    zr(2,84) row_link(2,10,O) -1
    zr(2,84) row_link(2,11,I) -1
    zr(2,85) row_choice(2) 1
    zr(2,85) row_link(2,2,X) -1
    zr(2,85) row_link(2,3,X) -1
    zr(2,85) row_link(2,8,X) -1
    zr(2,85) row_link(2,4,O) -1
    zr(2,85) row_link(2,7,O) -1
    zr(2,85) row_link(2,10,O) -1
    zr(2,85) row_link(2,11,I) -1
    zr(2,86) row_choice(2) 1
    zr(2,86) row_link(2,2,X) -1
    zr(2,86) row_link(2,4,X) -1
    zr(2,86) row_link(2,7,X) -1
    zr(2,86) row_link(2,3,O) -1
    zr(2,86) row_link(2,8,O) -1
    zr(2,86) row_link(2,10,O) -1
    zr(2,86) row_link(2,11,I) -1
    zr(2,87) row_choice(2) 1
    zr(2,87) row_link(2,2,X) -1
    zr(2,87) row_link(2,3,X) -1
    zr(2,87) row_link(2,7,X) -1
    zr(2,87) row_link(2,4,O) -1
    zr(2,87) row_link(2,8,O) -1
    zr(2,87) row_link(2,10,O) -1
    zr(2,87) row_link(2,11,I) -1
    zr(3,0) row_choice(3) 1
    zr(3,0) row_link(3,8,X) -1
    zr(3,0) row_link(3,10,X) -1
    zr(3,0) row_link(3,11,X) -1
    zr(3,0) row_link(3,2,O) -1
    zr(3,0) row_link(3,6,O) -1
    zr(3,0) row_link(3,9,O) -1
    zr(3,0) row_link(3,0,I) -1
    zr(3,0) row_link(3,3,I) -1
    zr(3,1) row_choice(3) 1
    zr(3,1) row_link(3,8,X) -1
    zr(3,1) row_link(3,10,X) -1
    zr(3,1) row_link(3,11,X) -1
    zr(3,1) row_link(3,2,O) -1
    zr(3,1) row_link(3,3,O) -1
    zr(3,1) row_link(3,9,O) -1
    zr(3,1) row_link(3,0,I) -1
    zr(3,1) row_link(3,6,I) -1
    zr(3,2) row_choice(3) 1
    zr(3,2) row_link(3,8,X) -1
    zr(3,2) row_link(3,10,X) -1
    zr(3,2) row_link(3,11,X) -1
    zr(3,2) row_link(3,0,O) -1
    zr(3,2) row_link(3,3,O) -1
    zr(3,2) row_link(3,9,O) -1
    zr(3,2) row_link(3,2,I) -1
    zr(3,2) row_link(3,6,I) -1
    zr(3,3) row_choice(3) 1
    zr(3,3) row_link(3,8,X) -1
    zr(3,3) row_link(3,10,X) -1
    zr(3,3) row_link(3,11,X) -1
    zr(3,3) row_link(3,0,O) -1
    zr(3,3) row_link(3,2,O) -1
    zr(3,3) row_link(3,9,O) -1
    zr(3,3) row_link(3,3,I) -1
    zr(3,3) row_link(3,6,I) -1
    zr(3,4) row_choice(3) 1
    zr(3,4) row_link(3,6,X) -1
    zr(3,4) row_link(3,10,X) -1
    zr(3,4) row_link(3,11,X) -1
    zr(3,4) row_link(3,2,O) -1
    zr(3,4) row_link(3,3,O) -1
    zr(3,4) row_link(3,9,O) -1
    zr(3,4) row_link(3,0,I) -1
    zr(3,4) row_link(3,8,I) -1
    zr(3,5) row_choice(3) 1
    zr(3,5) row_link(3,6,X) -1
    zr(3,5) row_link(3,10,X) -1
    zr(3,5) row_link(3,11,X) -1
    zr(3,5) row_link(3,0,O) -1
    zr(3,5) row_link(3,3,O) -1
    zr(3,5) row_link(3,9,O) -1
    zr(3,5) row_link(3,2,I) -1
    zr(3,5) row_link(3,8,I) -1
    zr(3,6) row_choice(3) 1
    zr(3,6) row_link(3,6,X) -1
    zr(3,6) row_link(3,10,X) -1
    zr(3,6) row_link(3,11,X) -1
    zr(3,6) row_link(3,0,O) -1
    zr(3,6) row_link(3,2,O) -1
    zr(3,6) row_link(3,9,O) -1
    zr(3,6) row_link(3,3,I) -1
    zr(3,6) row_link(3,8,I) -1
    zr(3,7) row_choice(3) 1
    zr(3,7) row_link(3,3,X) -1
    zr(3,7) row_link(3,10,X) -1
    zr(3,7) row_link(3,11,X) -1
    zr(3,7) row_link(3,2,O) -1
    zr(3,7) row_link(3,6,O) -1
    zr(3,7) row_link(3,9,O) -1
    zr(3,7) row_link(3,0,I) -1
    zr(3,7) row_link(3,8,I) -1
    zr(3,8) row_choice(3) 1
    zr(3,8) row_link(3,3,X) -1
    zr(3,8) row_link(3,10,X) -1
    zr(3,8) row_link(3,11,X) -1
    zr(3,8) row_link(3,0,O) -1
    zr(3,8) row_link(3,6,O) -1
    zr(3,8) row_link(3,9,O) -1
    zr(3,8) row_link(3,2,I) -1
    zr(3,8) row_link(3,8,I) -1
    zr(3,9) row_choice(3) 1
    zr(3,9) row_link(3,2,X) -1
    zr(3,9) row_link(3,10,X) -1
    zr(3,9) row_link(3,11,X) -1
    zr(3,9) row_link(3,3,O) -1
    zr(3,9) row_link(3,6,O) -1
    zr(3,9) row_link(3,9,O) -1
    zr(3,9) row_link(3,0,I) -1
    zr(3,9) row_link(3,8,I) -1
    zr(3,10) row_choice(3) 1
    zr(3,10) row_link(3,0,X) -1
    zr(3,10) row_link(3,10,X) -1
    zr(3,10) row_link(3,11,X) -1
    zr(3,10) row_link(3,3,O) -1
    zr(3,10) row_link(3,6,O) -1
    zr(3,10) row_link(3,9,O) -1
    zr(3,10) row_link(3,2,I) -1
    zr(3,10) row_link(3,8,I) -1
    zr(3,11) row_choice(3) 1
    zr(3,11) row_link(3,2,X) -1
    zr(3,11) row_link(3,10,X) -1
    zr(3,11) row_link(3,11,X) -1
    zr(3,11) row_link(3,0,O) -1
    zr(3,11) row_link(3,6,O) -1
    zr(3,11) row_link(3,9,O) -1
    zr(3,11) row_link(3,3,I) -1
    zr(3,11) row_link(3,8,I) -1
    zr(3,12) row_choice(3) 1
    zr(3,12) row_link(3,0,X) -1
    zr(3,12) row_link(3,10,X) -1
    zr(3,12) row_link(3,11,X) -1
    zr(3,12) row_link(3,2,O) -1
    zr(3,12) row_link(3,6,O) -1
    zr(3,12) row_link(3,9,O) -1
    zr(3,12) row_link(3,3,I) -1
    zr(3,12) row_link(3,8,I) -1
    zr(3,13) row_choice(3) 1
    zr(3,13) row_link(3,3,X) -1
    zr(3,13) row_link(3,10,X) -1
    zr(3,13) row_link(3,11,X) -1
    zr(3,13) row_link(3,0,O) -1
    zr(3,13) row_link(3,2,O) -1
    zr(3,13) row_link(3,9,O) -1
    zr(3,13) row_link(3,6,I) -1
    zr(3,13) row_link(3,8,I) -1
    zr(3,14) row_choice(3) 1
    zr(3,14) row_link(3,2,X) -1
    zr(3,14) row_link(3,10,X) -1
    zr(3,14) row_link(3,11,X) -1
    zr(3,14) row_link(3,0,O) -1
    zr(3,14) row_link(3,3,O) -1
    zr(3,14) row_link(3,9,O) -1
    zr(3,14) row_link(3,6,I) -1
    zr(3,14) row_link(3,8,I) -1
    zr(3,15) row_choice(3) 1
    zr(3,15) row_link(3,0,X) -1
    zr(3,15) row_link(3,10,X) -1
    zr(3,15) row_link(3,11,X) -1
    zr(3,15) row_link(3,2,O) -1
    zr(3,15) row_link(3,3,O) -1
    zr(3,15) row_link(3,9,O) -1
    zr(3,15) row_link(3,6,I) -1
    zr(3,15) row_link(3,8,I) -1
    zr(3,16) row_choice(3) 1
    zr(3,16) row_link(3,8,X) -1
    zr(3,16) row_link(3,10,X) -1
    zr(3,16) row_link(3,11,X) -1
    zr(3,16) row_link(3,2,O) -1
    zr(3,16) row_link(3,3,O) -1
    zr(3,16) row_link(3,6,O) -1
    zr(3,16) row_link(3,0,I) -1
    zr(3,16) row_link(3,9,I) -1
    zr(3,17) row_choice(3) 1
    zr(3,17) row_link(3,8,X) -1
    zr(3,17) row_link(3,10,X) -1
    zr(3,17) row_link(3,11,X) -1
    zr(3,17) row_link(3,0,O) -1
    zr(3,17) row_link(3,3,O) -1
    zr(3,17) row_link(3,6,O) -1
    zr(3,17) row_link(3,2,I) -1
    zr(3,17) row_link(3,9,I) -1
    zr(3,18) row_choice(3) 1
    zr(3,18) row_link(3,8,X) -1
    zr(3,18) row_link(3,10,X) -1
    zr(3,18) row_link(3,11,X) -1
    zr(3,18) row_link(3,0,O) -1
    zr(3,18) row_link(3,2,O) -1
    zr(3,18) row_link(3,6,O) -1
    zr(3,18) row_link(3,3,I) -1
    zr(3,18) row_link(3,9,I) -1
    zr(3,19) row_choice(3) 1
    zr(3,19) row_link(3,8,X) -1
    zr(3,19) row_link(3,10,X) -1
    zr(3,19) row_link(3,11,X) -1
    zr(3,19) row_link(3,0,O) -1
    zr(3,19) row_link(3,2,O) -1
    zr(3,19) row_link(3,3,O) -1
    zr(3,19) row_link(3,6,I) -1
    zr(3,19) row_link(3,9,I) -1
    zr(3,20) row_choice(3) 1
    zr(3,20) row_link(3,6,X) -1
    zr(3,20) row_link(3,10,X) -1
    zr(3,20) row_link(3,11,X) -1
    zr(3,20) row_link(3,2,O) -1
    zr(3,20) row_link(3,3,O) -1
    zr(3,20) row_link(3,8,O) -1
    zr(3,20) row_link(3,0,I) -1
    zr(3,20) row_link(3,9,I) -1
    zr(3,21) row_choice(3) 1
    zr(3,21) row_link(3,6,X) -1
    zr(3,21) row_link(3,10,X) -1
    zr(3,21) row_link(3,11,X) -1
    zr(3,21) row_link(3,0,O) -1
    zr(3,21) row_link(3,3,O) -1
    zr(3,21) row_link(3,8,O) -1
    zr(3,21) row_link(3,2,I) -1
    zr(3,21) row_link(3,9,I) -1
    zr(3,22) row_choice(3) 1
    zr(3,22) row_link(3,6,X) -1
    zr(3,22) row_link(3,10,X) -1
    zr(3,22) row_link(3,11,X) -1
    zr(3,22) row_link(3,0,O) -1
    zr(3,22) row_link(3,2,O) -1
    zr(3,22) row_link(3,8,O) -1
    zr(3,22) row_link(3,3,I) -1
    zr(3,22) row_link(3,9,I) -1
    zr(3,23) row_choice(3) 1
    zr(3,23) row_link(3,3,X) -1
    zr(3,23) row_link(3,10,X) -1
    zr(3,23) row_link(3,11,X) -1
    zr(3,23) row_link(3,0,O) -1
    zr(3,23) row_link(3,2,O) -1
    zr(3,23) row_link(3,8,O) -1
    zr(3,23) row_link(3,6,I) -1
    zr(3,23) row_link(3,9,I) -1
    zr(3,24) row_choice(3) 1
    zr(3,24) row_link(3,2,X) -1
    zr(3,24) row_link(3,10,X) -1
    zr(3,24) row_link(3,11,X) -1
    zr(3,24) row_link(3,0,O) -1
    zr(3,24) row_link(3,3,O) -1
    zr(3,24) row_link(3,8,O) -1
    zr(3,24) row_link(3,6,I) -1
    zr(3,24) row_link(3,9,I) -1
    zr(3,25) row_choice(3) 1
    zr(3,25) row_link(3,0,X) -1
    zr(3,25) row_link(3,10,X) -1
    zr(3,25) row_link(3,11,X) -1
    zr(3,25) row_link(3,2,O) -1
    zr(3,25) row_link(3,3,O) -1
    zr(3,25) row_link(3,8,O) -1
    zr(3,25) row_link(3,6,I) -1
    zr(3,25) row_link(3,9,I) -1
    zr(3,26) row_choice(3) 1
    zr(3,26) row_link(3,6,X) -1
    zr(3,26) row_link(3,10,X) -1
    zr(3,26) row_link(3,11,X) -1
    zr(3,26) row_link(3,0,O) -1
    zr(3,26) row_link(3,2,O) -1
    zr(3,26) row_link(3,3,O) -1
    zr(3,26) row_link(3,8,I) -1
    zr(3,26) row_link(3,9,I) -1
    zr(3,27) row_choice(3) 1
    zr(3,27) row_link(3,3,X) -1
    zr(3,27) row_link(3,10,X) -1
    zr(3,27) row_link(3,11,X) -1
    zr(3,27) row_link(3,0,O) -1
    zr(3,27) row_link(3,2,O) -1
    zr(3,27) row_link(3,6,O) -1
    zr(3,27) row_link(3,8,I) -1
    zr(3,27) row_link(3,9,I) -1
    zr(3,28) row_choice(3) 1
    zr(3,28) row_link(3,2,X) -1
    zr(3,28) row_link(3,10,X) -1
    zr(3,28) row_link(3,11,X) -1
    zr(3,28) row_link(3,0,O) -1
    zr(3,28) row_link(3,3,O) -1
    zr(3,28) row_link(3,6,O) -1
    zr(3,28) row_link(3,8,I) -1
    zr(3,28) row_link(3,9,I) -1
    zr(3,29) row_choice(3) 1
    zr(3,29) row_link(3,0,X) -1
    zr(3,29) row_link(3,10,X) -1
    zr(3,29) row_link(3,11,X) -1
    zr(3,29) row_link(3,2,O) -1
    zr(3,29) row_link(3,3,O) -1
    zr(3,29) row_link(3,6,O) -1
    zr(3,29) row_link(3,8,I) -1
    zr(3,29) row_link(3,9,I) -1
    zr(3,30) row_choice(3) 1
    zr(3,30) row_link(3,8,X) -1
    zr(3,30) row_link(3,9,X) -1
    zr(3,30) row_link(3,11,X) -1
    zr(3,30) row_link(3,2,O) -1
    zr(3,30) row_link(3,6,O) -1
    zr(3,30) row_link(3,10,O) -1
    zr(3,30) row_link(3,0,I) -1
    zr(3,30) row_link(3,3,I) -1
    zr(3,31) row_choice(3) 1
    zr(3,31) row_link(3,8,X) -1
    zr(3,31) row_link(3,9,X) -1
    zr(3,31) row_link(3,11,X) -1
    zr(3,31) row_link(3,2,O) -1
    zr(3,31) row_link(3,3,O) -1
    zr(3,31) row_link(3,10,O) -1
    zr(3,31) row_link(3,0,I) -1
    zr(3,31) row_link(3,6,I) -1
    zr(3,32) row_choice(3) 1
    zr(3,32) row_link(3,8,X) -1
    zr(3,32) row_link(3,9,X) -1
    zr(3,32) row_link(3,11,X) -1
    zr(3,32) row_link(3,0,O) -1
    zr(3,32) row_link(3,3,O) -1
    zr(3,32) row_link(3,10,O) -1
    zr(3,32) row_link(3,2,I) -1
    zr(3,32) row_link(3,6,I) -1
    zr(3,33) row_choice(3) 1
    zr(3,33) row_link(3,8,X) -1
    zr(3,33) row_link(3,9,X) -1
    zr(3,33) row_link(3,11,X) -1
    zr(3,33) row_link(3,0,O) -1
    zr(3,33) row_link(3,2,O) -1
    zr(3,33) row_link(3,10,O) -1
    zr(3,33) row_link(3,3,I) -1
    zr(3,33) row_link(3,6,I) -1
    zr(3,34) row_choice(3) 1
    zr(3,34) row_link(3,6,X) -1
    zr(3,34) row_link(3,9,X) -1
    zr(3,34) row_link(3,11,X) -1
    zr(3,34) row_link(3,2,O) -1
    zr(3,34) row_link(3,8,O) -1
    zr(3,34) row_link(3,10,O) -1
    zr(3,34) row_link(3,0,I) -1
    zr(3,34) row_link(3,3,I) -1
    zr(3,35) row_choice(3) 1
    zr(3,35) row_link(3,3,X) -1
    zr(3,35) row_link(3,9,X) -1
    zr(3,35) row_link(3,11,X) -1
    zr(3,35) row_link(3,2,O) -1
    zr(3,35) row_link(3,8,O) -1
    zr(3,35) row_link(3,10,O) -1
    zr(3,35) row_link(3,0,I) -1
    zr(3,35) row_link(3,6,I) -1
    zr(3,36) row_choice(3) 1
    zr(3,36) row_link(3,3,X) -1
    zr(3,36) row_link(3,9,X) -1
    zr(3,36) row_link(3,11,X) -1
    zr(3,36) row_link(3,0,O) -1
    zr(3,36) row_link(3,8,O) -1
    zr(3,36) row_link(3,10,O) -1
    zr(3,36) row_link(3,2,I) -1
    zr(3,36) row_link(3,6,I) -1
    zr(3,37) row_choice(3) 1
    zr(3,37) row_link(3,2,X) -1
    zr(3,37) row_link(3,9,X) -1
    zr(3,37) row_link(3,11,X) -1
    zr(3,37) row_link(3,3,O) -1
    zr(3,37) row_link(3,8,O) -1
    zr(3,37) row_link(3,10,O) -1
    zr(3,37) row_link(3,0,I) -1
    zr(3,37) row_link(3,6,I) -1
    zr(3,38) row_choice(3) 1
    zr(3,38) row_link(3,0,X) -1
    zr(3,38) row_link(3,9,X) -1
    zr(3,38) row_link(3,11,X) -1
    zr(3,38) row_link(3,3,O) -1
    zr(3,38) row_link(3,8,O) -1
    zr(3,38) row_link(3,10,O) -1
    zr(3,38) row_link(3,2,I) -1
    zr(3,38) row_link(3,6,I) -1
    zr(3,39) row_choice(3) 1
    zr(3,39) row_link(3,2,X) -1
    zr(3,39) row_link(3,9,X) -1
    zr(3,39) row_link(3,11,X) -1
    zr(3,39) row_link(3,0,O) -1
    zr(3,39) row_link(3,8,O) -1
    zr(3,39) row_link(3,10,O) -1
    zr(3,39) row_link(3,3,I) -1
    zr(3,39) row_link(3,6,I) -1
    zr(3,40) row_choice(3) 1
    zr(3,40) row_link(3,0,X) -1
    zr(3,40) row_link(3,9,X) -1
    zr(3,40) row_link(3,11,X) -1
    zr(3,40) row_link(3,2,O) -1
    zr(3,40) row_link(3,8,O) -1
    zr(3,40) row_link(3,10,O) -1
    zr(3,40) row_link(3,3,I) -1
    zr(3,40) row_link(3,6,I) -1
    zr(3,41) row_choice(3) 1
    zr(3,41) row_link(3,6,X) -1
    zr(3,41) row_link(3,9,X) -1
    zr(3,41) row_link(3,11,X) -1
    zr(3,41) row_link(3,2,O) -1
    zr(3,41) row_link(3,3,O) -1
    zr(3,41) row_link(3,10,O) -1
    zr(3,41) row_link(3,0,I) -1
    zr(3,41) row_link(3,8,I) -1
    zr(3,42) row_choice(3) 1
    zr(3,42) row_link(3,6,X) -1
    zr(3,42) row_link(3,9,X) -1
    zr(3,42) row_link(3,11,X) -1
    zr(3,42) row_link(3,0,O) -1
    zr(3,42) row_link(3,3,O) -1
    zr(3,42) row_link(3,10,O) -1
    zr(3,42) row_link(3,2,I) -1
    zr(3,42) row_link(3,8,I) -1
    zr(3,43) row_choice(3) 1
    zr(3,43) row_link(3,6,X) -1
    zr(3,43) row_link(3,9,X) -1
    zr(3,43) row_link(3,11,X) -1
    zr(3,43) row_link(3,0,O) -1
    zr(3,43) row_link(3,2,O) -1
    zr(3,43) row_link(3,10,O) -1
    zr(3,43) row_link(3,3,I) -1
    zr(3,43) row_link(3,8,I) -1
    zr(3,44) row_choice(3) 1
    zr(3,44) row_link(3,3,X) -1
    zr(3,44) row_link(3,9,X) -1
    zr(3,44) row_link(3,11,X) -1
    zr(3,44) row_link(3,2,O) -1
    zr(3,44) row_link(3,6,O) -1
    zr(3,44) row_link(3,10,O) -1
    zr(3,44) row_link(3,0,I) -1
    zr(3,44) row_link(3,8,I) -1
    zr(3,45) row_choice(3) 1
    zr(3,45) row_link(3,3,X) -1
    zr(3,45) row_link(3,9,X) -1
    zr(3,45) row_link(3,11,X) -1
    zr(3,45) row_link(3,0,O) -1
    zr(3,45) row_link(3,6,O) -1
    zr(3,45) row_link(3,10,O) -1
    zr(3,45) row_link(3,2,I) -1
    zr(3,45) row_link(3,8,I) -1
    zr(3,46) row_choice(3) 1
    zr(3,46) row_link(3,2,X) -1
    zr(3,46) row_link(3,9,X) -1
    zr(3,46) row_link(3,11,X) -1
    zr(3,46) row_link(3,3,O) -1
    zr(3,46) row_link(3,6,O) -1
    zr(3,46) row_link(3,10,O) -1
    zr(3,46) row_link(3,0,I) -1
    zr(3,46) row_link(3,8,I) -1
    zr(3,47) row_choice(3) 1
    zr(3,47) row_link(3,0,X) -1
    zr(3,47) row_link(3,9,X) -1
    zr(3,47) row_link(3,11,X) -1
    zr(3,47) row_link(3,3,O) -1
    zr(3,47) row_link(3,6,O) -1
    zr(3,47) row_link(3,10,O) -1
    zr(3,47) row_link(3,2,I) -1
    zr(3,47) row_link(3,8,I) -1
    zr(3,48) row_choice(3) 1
    zr(3,48) row_link(3,2,X) -1
    zr(3,48) row_link(3,9,X) -1
    zr(3,48) row_link(3,11,X) -1
    zr(3,48) row_link(3,0,O) -1
    zr(3,48) row_link(3,6,O) -1
    zr(3,48) row_link(3,10,O) -1
    zr(3,48) row_link(3,3,I) -1
    zr(3,48) row_link(3,8,I) -1
    zr(3,49) row_choice(3) 1
    zr(3,49) row_link(3,0,X) -1
    zr(3,49) row_link(3,9,X) -1
    zr(3,49) row_link(3,11,X) -1
    zr(3,49) row_link(3,2,O) -1
    zr(3,49) row_link(3,6,O) -1
    zr(3,49) row_link(3,10,O) -1
    zr(3,49) row_link(3,3,I) -1
    zr(3,49) row_link(3,8,I) -1
    zr(3,50) row_choice(3) 1
    zr(3,50) row_link(3,3,X) -1
    zr(3,50) row_link(3,9,X) -1
    zr(3,50) row_link(3,11,X) -1
    zr(3,50) row_link(3,0,O) -1
    zr(3,50) row_link(3,2,O) -1
    zr(3,50) row_link(3,10,O) -1
    zr(3,50) row_link(3,6,I) -1
    zr(3,50) row_link(3,8,I) -1
    zr(3,51) row_choice(3) 1
    zr(3,51) row_link(3,2,X) -1
    zr(3,51) row_link(3,9,X) -1
    zr(3,51) row_link(3,11,X) -1
    zr(3,51) row_link(3,0,O) -1
    zr(3,51) row_link(3,3,O) -1
    zr(3,51) row_link(3,10,O) -1
    zr(3,51) row_link(3,6,I) -1
    zr(3,51) row_link(3,8,I) -1
    zr(3,52) row_choice(3) 1
    zr(3,52) row_link(3,0,X) -1
    zr(3,52) row_link(3,9,X) -1
    zr(3,52) row_link(3,11,X) -1
    zr(3,52) row_link(3,2,O) -1
    zr(3,52) row_link(3,3,O) -1
    zr(3,52) row_link(3,10,O) -1
    zr(3,52) row_link(3,6,I) -1
    zr(3,52) row_link(3,8,I) -1
    zr(3,53) row_choice(3) 1
    zr(3,53) row_link(3,6,X) -1
    zr(3,53) row_link(3,8,X) -1
    zr(3,53) row_link(3,11,X) -1
    zr(3,53) row_link(3,2,O) -1
    zr(3,53) row_link(3,9,O) -1
    zr(3,53) row_link(3,10,O) -1
    zr(3,53) row_link(3,0,I) -1
    zr(3,53) row_link(3,3,I) -1
    zr(3,54) row_choice(3) 1
    zr(3,54) row_link(3,2,X) -1
    zr(3,54) row_link(3,8,X) -1
    zr(3,54) row_link(3,11,X) -1
    zr(3,54) row_link(3,6,O) -1
    zr(3,54) row_link(3,9,O) -1
    zr(3,54) row_link(3,10,O) -1
    zr(3,54) row_link(3,0,I) -1
    zr(3,54) row_link(3,3,I) -1
    zr(3,55) row_choice(3) 1
    zr(3,55) row_link(3,3,X) -1
    zr(3,55) row_link(3,8,X) -1
    zr(3,55) row_link(3,11,X) -1
    zr(3,55) row_link(3,2,O) -1
    zr(3,55) row_link(3,9,O) -1
    zr(3,55) row_link(3,10,O) -1
    zr(3,55) row_link(3,0,I) -1
    zr(3,55) row_link(3,6,I) -1
    zr(3,56) row_choice(3) 1
    zr(3,56) row_link(3,3,X) -1
    zr(3,56) row_link(3,8,X) -1
    zr(3,56) row_link(3,11,X) -1
    zr(3,56) row_link(3,0,O) -1
    zr(3,56) row_link(3,9,O) -1
    zr(3,56) row_link(3,10,O) -1
    zr(3,56) row_link(3,2,I) -1
    zr(3,56) row_link(3,6,I) -1
    zr(3,57) row_choice(3) 1
    zr(3,57) row_link(3,2,X) -1
    zr(3,57) row_link(3,8,X) -1
    zr(3,57) row_link(3,11,X) -1
    zr(3,57) row_link(3,3,O) -1
    zr(3,57) row_link(3,9,O) -1
    zr(3,57) row_link(3,10,O) -1
    zr(3,57) row_link(3,0,I) -1
    zr(3,57) row_link(3,6,I) -1
    zr(3,58) row_choice(3) 1
    zr(3,58) row_link(3,0,X) -1
    zr(3,58) row_link(3,8,X) -1
    zr(3,58) row_link(3,11,X) -1
    zr(3,58) row_link(3,3,O) -1
    zr(3,58) row_link(3,9,O) -1
    zr(3,58) row_link(3,10,O) -1
    zr(3,58) row_link(3,2,I) -1
    zr(3,58) row_link(3,6,I) -1
    zr(3,59) row_choice(3) 1
    zr(3,59) row_link(3,2,X) -1
    zr(3,59) row_link(3,8,X) -1
    zr(3,59) row_link(3,11,X) -1
    zr(3,59) row_link(3,0,O) -1
    zr(3,59) row_link(3,9,O) -1
    zr(3,59) row_link(3,10,O) -1
    zr(3,59) row_link(3,3,I) -1
    zr(3,59) row_link(3,6,I) -1
    zr(3,60) row_choice(3) 1
    zr(3,60) row_link(3,0,X) -1
    zr(3,60) row_link(3,8,X) -1
    zr(3,60) row_link(3,11,X) -1
    zr(3,60) row_link(3,2,O) -1
    zr(3,60) row_link(3,9,O) -1
    zr(3,60) row_link(3,10,O) -1
    zr(3,60) row_link(3,3,I) -1
    zr(3,60) row_link(3,6,I) -1
    zr(3,61) row_choice(3) 1
    zr(3,61) row_link(3,3,X) -1
    zr(3,61) row_link(3,6,X) -1
    zr(3,61) row_link(3,11,X) -1
    zr(3,61) row_link(3,2,O) -1
    zr(3,61) row_link(3,9,O) -1
    zr(3,61) row_link(3,10,O) -1
    zr(3,61) row_link(3,0,I) -1
    zr(3,61) row_link(3,8,I) -1
    zr(3,62) row_choice(3) 1
    zr(3,62) row_link(3,3,X) -1
    zr(3,62) row_link(3,6,X) -1
    zr(3,62) row_link(3,11,X) -1
    zr(3,62) row_link(3,0,O) -1
    zr(3,62) row_link(3,9,O) -1
    zr(3,62) row_link(3,10,O) -1
    zr(3,62) row_link(3,2,I) -1
    zr(3,62) row_link(3,8,I) -1
    zr(3,63) row_choice(3) 1
    zr(3,63) row_link(3,2,X) -1
    zr(3,63) row_link(3,6,X) -1
    zr(3,63) row_link(3,11,X) -1
    zr(3,63) row_link(3,3,O) -1
    zr(3,63) row_link(3,9,O) -1
    zr(3,63) row_link(3,10,O) -1
    zr(3,63) row_link(3,0,I) -1
    zr(3,63) row_link(3,8,I) -1
    zr(3,64) row_choice(3) 1
    zr(3,64) row_link(3,0,X) -1
    zr(3,64) row_link(3,6,X) -1
    zr(3,64) row_link(3,11,X) -1
    zr(3,64) row_link(3,3,O) -1
    zr(3,64) row_link(3,9,O) -1
    zr(3,64) row_link(3,10,O) -1
    zr(3,64) row_link(3,2,I) -1
    zr(3,64) row_link(3,8,I) -1
    zr(3,65) row_choice(3) 1
    zr(3,65) row_link(3,2,X) -1
    zr(3,65) row_link(3,6,X) -1
    zr(3,65) row_link(3,11,X) -1
    zr(3,65) row_link(3,0,O) -1
    zr(3,65) row_link(3,9,O) -1
    zr(3,65) row_link(3,10,O) -1
    zr(3,65) row_link(3,3,I) -1
    zr(3,65) row_link(3,8,I) -1
    zr(3,66) row_choice(3) 1
    zr(3,66) row_link(3,0,X) -1
    zr(3,66) row_link(3,6,X) -1
    zr(3,66) row_link(3,11,X) -1
    zr(3,66) row_link(3,2,O) -1
    zr(3,66) row_link(3,9,O) -1
    zr(3,66) row_link(3,10,O) -1
    zr(3,66) row_link(3,3,I) -1
    zr(3,66) row_link(3,8,I) -1
    zr(3,67) row_choice(3) 1
    zr(3,67) row_link(3,2,X) -1
    zr(3,67) row_link(3,3,X) -1
    zr(3,67) row_link(3,11,X) -1
    zr(3,67) row_link(3,6,O) -1
    zr(3,67) row_link(3,9,O) -1
    zr(3,67) row_link(3,10,O) -1
    zr(3,67) row_link(3,0,I) -1
    zr(3,67) row_link(3,8,I) -1
    zr(3,68) row_choice(3) 1
    zr(3,68) row_link(3,0,X) -1
    zr(3,68) row_link(3,3,X) -1
    zr(3,68) row_link(3,11,X) -1
    zr(3,68) row_link(3,6,O) -1
    zr(3,68) row_link(3,9,O) -1
    zr(3,68) row_link(3,10,O) -1
    zr(3,68) row_link(3,2,I) -1
    zr(3,68) row_link(3,8,I) -1
    zr(3,69) row_choice(3) 1
    zr(3,69) row_link(3,0,X) -1
    zr(3,69) row_link(3,2,X) -1
    zr(3,69) row_link(3,11,X) -1
    zr(3,69) row_link(3,6,O) -1
    zr(3,69) row_link(3,9,O) -1
    zr(3,69) row_link(3,10,O) -1
    zr(3,69) row_link(3,3,I) -1
    zr(3,69) row_link(3,8,I) -1
    zr(3,70) row_choice(3) 1
    zr(3,70) row_link(3,2,X) -1
    zr(3,70) row_link(3,3,X) -1
    zr(3,70) row_link(3,11,X) -1
    zr(3,70) row_link(3,0,O) -1
    zr(3,70) row_link(3,9,O) -1
    zr(3,70) row_link(3,10,O) -1
    zr(3,70) row_link(3,6,I) -1
    zr(3,70) row_link(3,8,I) -1
    zr(3,71) row_choice(3) 1
    zr(3,71) row_link(3,0,X) -1
    zr(3,71) row_link(3,3,X) -1
    zr(3,71) row_link(3,11,X) -1
    zr(3,71) row_link(3,2,O) -1
    zr(3,71) row_link(3,9,O) -1
    zr(3,71) row_link(3,10,O) -1
    zr(3,71) row_link(3,6,I) -1
    zr(3,71) row_link(3,8,I) -1
    zr(3,72) row_choice(3) 1
    zr(3,72) row_link(3,0,X) -1
    zr(3,72) row_link(3,2,X) -1
    zr(3,72) row_link(3,11,X) -1
    zr(3,72) row_link(3,3,O) -1
    zr(3,72) row_link(3,9,O) -1
    zr(3,72) row_link(3,10,O) -1
    zr(3,72) row_link(3,6,I) -1
    zr(3,72) row_link(3,8,I) -1
    zr(3,73) row_choice(3) 1
    zr(3,73) row_link(3,6,X) -1
    zr(3,73) row_link(3,8,X) -1
    zr(3,73) row_link(3,11,X) -1
    zr(3,73) row_link(3,2,O) -1
    zr(3,73) row_link(3,3,O) -1
    zr(3,73) row_link(3,10,O) -1
    zr(3,73) row_link(3,0,I) -1
    zr(3,73) row_link(3,9,I) -1
    zr(3,74) row_choice(3) 1
    zr(3,74) row_link(3,6,X) -1
    zr(3,74) row_link(3,8,X) -1
    zr(3,74) row_link(3,11,X) -1
    zr(3,74) row_link(3,0,O) -1
    zr(3,74) row_link(3,3,O) -1
    zr(3,74) row_link(3,10,O) -1
    zr(3,74) row_link(3,2,I) -1
    zr(3,74) row_link(3,9,I) -1
    zr(3,75) row_choice(3) 1
    zr(3,75) row_link(3,6,X) -1
    zr(3,75) row_link(3,8,X) -1
    zr(3,75) row_link(3,11,X) -1
    zr(3,75) row_link(3,0,O) -1
    zr(3,75) row_link(3,2,O) -1
    zr(3,75) row_link(3,10,O) -1
    zr(3,75) row_link(3,3,I) -1
    zr(3,75) row_link(3,9,I) -1
    zr(3,76) row_choice(3) 1
    zr(3,76) row_link(3,3,X) -1
    zr(3,76) row_link(3,8,X) -1
    zr(3,76) row_link(3,11,X) -1
    zr(3,76) row_link(3,2,O) -1
    zr(3,76) row_link(3,6,O) -1
    zr(3,76) row_link(3,10,O) -1
    zr(3,76) row_link(3,0,I) -1
    zr(3,76) row_link(3,9,I) -1
    zr(3,77) row_choice(3) 1
    zr(3,77) row_link(3,3,X) -1
    zr(3,77) row_link(3,8,X) -1
    zr(3,77) row_link(3,11,X) -1
    zr(3,77) row_link(3,0,O) -1
    zr(3,77) row_link(3,6,O) -1
    zr(3,77) row_link(3,10,O) -1
    zr(3,77) row_link(3,2,I) -1
    zr(3,77) row_link(3,9,I) -1
    zr(3,78) row_choice(3) 1
    zr(3,78) row_link(3,2,X) -1
    zr(3,78) row_link(3,8,X) -1
    zr(3,78) row_link(3,11,X) -1
    zr(3,78) row_link(3,3,O) -1
    zr(3,78) row_link(3,6,O) -1
    zr(3,78) row_link(3,10,O) -1
    zr(3,78) row_link(3,0,I) -1
    zr(3,78) row_link(3,9,I) -1
    zr(3,79) row_choice(3) 1
    zr(3,79) row_link(3,0,X) -1
    zr(3,79) row_link(3,8,X) -1
    zr(3,79) row_link(3,11,X) -1
    zr(3,79) row_link(3,3,O) -1
    zr(3,79) row_link(3,6,O) -1
    zr(3,79) row_link(3,10,O) -1
    zr(3,79) row_link(3,2,I) -1
    zr(3,79) row_link(3,9,I) -1
    zr(3,80) row_choice(3) 1
    zr(3,80) row_link(3,2,X) -1
    zr(3,80) row_link(3,8,X) -1
    zr(3,80) row_link(3,11,X) -1
    zr(3,80) row_link(3,0,O) -1
    zr(3,80) row_link(3,6,O) -1
    zr(3,80) row_link(3,10,O) -1
    zr(3,80) row_link(3,3,I) -1
    zr(3,80) row_link(3,9,I) -1
    zr(3,81) row_choice(3) 1
    zr(3,81) row_link(3,0,X) -1
    zr(3,81) row_link(3,8,X) -1
    zr(3,81) row_link(3,11,X) -1
    zr(3,81) row_link(3,2,O) -1
    zr(3,81) row_link(3,6,O) -1
    zr(3,81) row_link(3,10,O) -1
    zr(3,81) row_link(3,3,I) -1
    zr(3,81) row_link(3,9,I) -1
    zr(3,82) row_choice(3) 1
    zr(3,82) row_link(3,3,X) -1
    zr(3,82) row_link(3,8,X) -1
    zr(3,82) row_link(3,11,X) -1
    zr(3,82) row_link(3,0,O) -1
    zr(3,82) row_link(3,2,O) -1
    zr(3,82) row_link(3,10,O) -1
    zr(3,82) row_link(3,6,I) -1
    zr(3,82) row_link(3,9,I) -1
    zr(3,83) row_choice(3) 1
    zr(3,83) row_link(3,2,X) -1
    zr(3,83) row_link(3,8,X) -1
    zr(3,83) row_link(3,11,X) -1
    zr(3,83) row_link(3,0,O) -1
    zr(3,83) row_link(3,3,O) -1
    zr(3,83) row_link(3,10,O) -1
    zr(3,83) row_link(3,6,I) -1
    zr(3,83) row_link(3,9,I) -1
    zr(3,84) row_choice(3) 1
    zr(3,84) row_link(3,0,X) -1
    zr(3,84) row_link(3,8,X) -1
    zr(3,84) row_link(3,11,X) -1
    zr(3,84) row_link(3,2,O) -1
    zr(3,84) row_link(3,3,O) -1
    zr(3,84) row_link(3,10,O) -1
    zr(3,84) row_link(3,6,I) -1
    zr(3,84) row_link(3,9,I) -1
    zr(3,85) row_choice(3) 1
    zr(3,85) row_link(3,3,X) -1
    zr(3,85) row_link(3,6,X) -1
    zr(3,85) row_link(3,11,X) -1
    zr(3,85) row_link(3,2,O) -1
    zr(3,85) row_link(3,8,O) -1
    zr(3,85) row_link(3,10,O) -1
    zr(3,85) row_link(3,0,I) -1
    zr(3,85) row_link(3,9,I) -1
    zr(3,86) row_choice(3) 1
    zr(3,86) row_link(3,3,X) -1
    zr(3,86) row_link(3,6,X) -1
    zr(3,86) row_link(3,11,X) -1
    zr(3,86) row_link(3,0,O) -1
    zr(3,86) row_link(3,8,O) -1
    zr(3,86) row_link(3,10,O) -1
    zr(3,86) row_link(3,2,I) -1
    zr(3,86) row_link(3,9,I) -1
    zr(3,87) row_choice(3) 1
    zr(3,87) row_link(3,2,X) -1
    zr(3,87) row_link(3,6,X) -1
    zr(3,87) row_link(3,11,X) -1
    zr(3,87) row_link(3,3,O) -1
    zr(3,87) row_link(3,8,O) -1
    zr(3,87) row_link(3,10,O) -1
    zr(3,87) row_link(3,0,I) -1
    zr(3,87) row_link(3,9,I) -1
    zr(3,88) row_choice(3) 1
    zr(3,88) row_link(3,0,X) -1
    zr(3,88) row_link(3,6,X) -1
    zr(3,88) row_link(3,11,X) -1
    zr(3,88) row_link(3,3,O) -1
    zr(3,88) row_link(3,8,O) -1
    zr(3,88) row_link(3,10,O) -1
    zr(3,88) row_link(3,2,I) -1
    zr(3,88) row_link(3,9,I) -1
    zr(3,89) row_choice(3) 1
    zr(3,89) row_link(3,2,X) -1
    zr(3,89) row_link(3,6,X) -1
    zr(3,89) row_link(3,11,X) -1
    zr(3,89) row_link(3,0,O) -1
    zr(3,89) row_link(3,8,O) -1
    zr(3,89) row_link(3,10,O) -1
    zr(3,89) row_link(3,3,I) -1
    zr(3,89) row_link(3,9,I) -1
    zr(3,90) row_choice(3) 1
    zr(3,90) row_link(3,0,X) -1
    zr(3,90) row_link(3,6,X) -1
    zr(3,90) row_link(3,11,X) -1
    zr(3,90) row_link(3,2,O) -1
    zr(3,90) row_link(3,8,O) -1
    zr(3,90) row_link(3,10,O) -1
    zr(3,90) row_link(3,3,I) -1
    zr(3,90) row_link(3,9,I) -1
    zr(3,91) row_choice(3) 1
    zr(3,91) row_link(3,2,X) -1
    zr(3,91) row_link(3,3,X) -1
    zr(3,91) row_link(3,11,X) -1
    zr(3,91) row_link(3,0,O) -1
    zr(3,91) row_link(3,8,O) -1
    zr(3,91) row_link(3,10,O) -1
    zr(3,91) row_link(3,6,I) -1
    zr(3,91) row_link(3,9,I) -1
    zr(3,92) row_choice(3) 1
    zr(3,92) row_link(3,0,X) -1
    zr(3,92) row_link(3,3,X) -1
    zr(3,92) row_link(3,11,X) -1
    zr(3,92) row_link(3,2,O) -1
    zr(3,92) row_link(3,8,O) -1
    zr(3,92) row_link(3,10,O) -1
    zr(3,92) row_link(3,6,I) -1
    zr(3,92) row_link(3,9,I) -1
    zr(3,93) row_choice(3) 1
    zr(3,93) row_link(3,0,X) -1
    zr(3,93) row_link(3,2,X) -1
    zr(3,93) row_link(3,11,X) -1
    zr(3,93) row_link(3,3,O) -1
    zr(3,93) row_link(3,8,O) -1
    zr(3,93) row_link(3,10,O) -1
    zr(3,93) row_link(3,6,I) -1
    zr(3,93) row_link(3,9,I) -1
    zr(3,94) row_choice(3) 1
    zr(3,94) row_link(3,3,X) -1
    zr(3,94) row_link(3,6,X) -1
    zr(3,94) row_link(3,11,X) -1
    zr(3,94) row_link(3,0,O) -1
    zr(3,94) row_link(3,2,O) -1
    zr(3,94) row_link(3,10,O) -1
    zr(3,94) row_link(3,8,I) -1
    zr(3,94) row_link(3,9,I) -1
    zr(3,95) row_choice(3) 1
    zr(3,95) row_link(3,2,X) -1
    zr(3,95) row_link(3,6,X) -1
    zr(3,95) row_link(3,11,X) -1
    zr(3,95) row_link(3,0,O) -1
    zr(3,95) row_link(3,3,O) -1
    zr(3,95) row_link(3,10,O) -1
    zr(3,95) row_link(3,8,I) -1
    zr(3,95) row_link(3,9,I) -1
    zr(3,96) row_choice(3) 1
    zr(3,96) row_link(3,0,X) -1
    zr(3,96) row_link(3,6,X) -1
    zr(3,96) row_link(3,11,X) -1
    zr(3,96) row_link(3,2,O) -1
    zr(3,96) row_link(3,3,O) -1
    zr(3,96) row_link(3,10,O) -1
    zr(3,96) row_link(3,8,I) -1
    zr(3,96) row_link(3,9,I) -1
    zr(3,97) row_choice(3) 1
    zr(3,97) row_link(3,2,X) -1
    zr(3,97) row_link(3,3,X) -1
    zr(3,97) row_link(3,11,X) -1
    zr(3,97) row_link(3,0,O) -1
    zr(3,97) row_link(3,6,O) -1
    zr(3,97) row_link(3,10,O) -1
    zr(3,97) row_link(3,8,I) -1
    zr(3,97) row_link(3,9,I) -1
    zr(3,98) row_choice(3) 1
    zr(3,98) row_link(3,0,X) -1
    zr(3,98) row_link(3,3,X) -1
    zr(3,98) row_link(3,11,X) -1
    zr(3,98) row_link(3,2,O) -1
    zr(3,98) row_link(3,6,O) -1
    zr(3,98) row_link(3,10,O) -1
    zr(3,98) row_link(3,8,I) -1
    zr(3,98) row_link(3,9,I) -1
    zr(3,99) row_choice(3) 1
    zr(3,99) row_link(3,0,X) -1
    zr(3,99) row_link(3,2,X) -1
    zr(3,99) row_link(3,11,X) -1
    zr(3,99) row_link(3,3,O) -1
    zr(3,99) row_link(3,6,O) -1
    zr(3,99) row_link(3,10,O) -1
    zr(3,99) row_link(3,8,I) -1
    zr(3,99) row_link(3,9,I) -1
    zr(3,100) row_choice(3) 1
    zr(3,100) row_link(3,8,X) -1
    zr(3,100) row_link(3,9,X) -1
    zr(3,100) row_link(3,11,X) -1
    zr(3,100) row_link(3,2,O) -1
    zr(3,100) row_link(3,3,O) -1
    zr(3,100) row_link(3,6,O) -1
    zr(3,100) row_link(3,0,I) -1
    zr(3,100) row_link(3,10,I) -1
    zr(3,101) row_choice(3) 1
    zr(3,101) row_link(3,8,X) -1
    zr(3,101) row_link(3,9,X) -1
    zr(3,101) row_link(3,11,X) -1
    zr(3,101) row_link(3,0,O) -1
    zr(3,101) row_link(3,3,O) -1
    zr(3,101) row_link(3,6,O) -1
    zr(3,101) row_link(3,2,I) -1
    zr(3,101) row_link(3,10,I) -1
    zr(3,102) row_choice(3) 1
    zr(3,102) row_link(3,8,X) -1
    zr(3,102) row_link(3,9,X) -1
    zr(3,102) row_link(3,11,X) -1
    zr(3,102) row_link(3,0,O) -1
    zr(3,102) row_link(3,2,O) -1
    zr(3,102) row_link(3,6,O) -1
    zr(3,102) row_link(3,3,I) -1
    zr(3,102) row_link(3,10,I) -1
    zr(3,103) row_choice(3) 1
    zr(3,103) row_link(3,8,X) -1
    zr(3,103) row_link(3,9,X) -1
    zr(3,103) row_link(3,11,X) -1
    zr(3,103) row_link(3,0,O) -1
    zr(3,103) row_link(3,2,O) -1
    zr(3,103) row_link(3,3,O) -1
    zr(3,103) row_link(3,6,I) -1
    zr(3,103) row_link(3,10,I) -1
    zr(3,104) row_choice(3) 1
    zr(3,104) row_link(3,6,X) -1
    zr(3,104) row_link(3,9,X) -1
    zr(3,104) row_link(3,11,X) -1
    zr(3,104) row_link(3,2,O) -1
    zr(3,104) row_link(3,3,O) -1
    zr(3,104) row_link(3,8,O) -1
    zr(3,104) row_link(3,0,I) -1
    zr(3,104) row_link(3,10,I) -1
    zr(3,105) row_choice(3) 1
    zr(3,105) row_link(3,6,X) -1
    zr(3,105) row_link(3,9,X) -1
    zr(3,105) row_link(3,11,X) -1
    zr(3,105) row_link(3,0,O) -1
    zr(3,105) row_link(3,3,O) -1
    zr(3,105) row_link(3,8,O) -1
    zr(3,105) row_link(3,2,I) -1
    zr(3,105) row_link(3,10,I) -1
    zr(3,106) row_choice(3) 1
    zr(3,106) row_link(3,6,X) -1
    zr(3,106) row_link(3,9,X) -1
    zr(3,106) row_link(3,11,X) -1
    zr(3,106) row_link(3,0,O) -1
    zr(3,106) row_link(3,2,O) -1
    zr(3,106) row_link(3,8,O) -1
    zr(3,106) row_link(3,3,I) -1
    zr(3,106) row_link(3,10,I) -1
    zr(3,107) row_choice(3) 1
    zr(3,107) row_link(3,3,X) -1
    zr(3,107) row_link(3,9,X) -1
    zr(3,107) row_link(3,11,X) -1
    zr(3,107) row_link(3,0,O) -1
    zr(3,107) row_link(3,2,O) -1
    zr(3,107) row_link(3,8,O) -1
    zr(3,107) row_link(3,6,I) -1
    zr(3,107) row_link(3,10,I) -1
    zr(3,108) row_choice(3) 1
    zr(3,108) row_link(3,2,X) -1
    zr(3,108) row_link(3,9,X) -1
    zr(3,108) row_link(3,11,X) -1
    zr(3,108) row_link(3,0,O) -1
    zr(3,108) row_link(3,3,O) -1
    zr(3,108) row_link(3,8,O) -1
    zr(3,108) row_link(3,6,I) -1
    zr(3,108) row_link(3,10,I) -1
    zr(3,109) row_choice(3) 1
    zr(3,109) row_link(3,0,X) -1
    zr(3,109) row_link(3,9,X) -1
    zr(3,109) row_link(3,11,X) -1
    zr(3,109) row_link(3,2,O) -1
    zr(3,109) row_link(3,3,O) -1
    zr(3,109) row_link(3,8,O) -1
    zr(3,109) row_link(3,6,I) -1
    zr(3,109) row_link(3,10,I) -1
    zr(3,110) row_choice(3) 1
    zr(3,110) row_link(3,6,X) -1
    zr(3,110) row_link(3,9,X) -1
    zr(3,110) row_link(3,11,X) -1
    zr(3,110) row_link(3,0,O) -1
    zr(3,110) row_link(3,2,O) -1
    zr(3,110) row_link(3,3,O) -1
    zr(3,110) row_link(3,8,I) -1
    zr(3,110) row_link(3,10,I) -1
    zr(3,111) row_choice(3) 1
    zr(3,111) row_link(3,3,X) -1
    zr(3,111) row_link(3,9,X) -1
    zr(3,111) row_link(3,11,X) -1
    zr(3,111) row_link(3,0,O) -1
    zr(3,111) row_link(3,2,O) -1
    zr(3,111) row_link(3,6,O) -1
    zr(3,111) row_link(3,8,I) -1
    zr(3,111) row_link(3,10,I) -1
    zr(3,112) row_choice(3) 1
    zr(3,112) row_link(3,2,X) -1
    zr(3,112) row_link(3,9,X) -1
    zr(3,112) row_link(3,11,X) -1
    zr(3,112) row_link(3,0,O) -1
    zr(3,112) row_link(3,3,O) -1
    zr(3,112) row_link(3,6,O) -1
    zr(3,112) row_link(3,8,I) -1
    zr(3,112) row_link(3,10,I) -1
    zr(3,113) row_choice(3) 1
    zr(3,113) row_link(3,0,X) -1
    zr(3,113) row_link(3,9,X) -1
    zr(3,113) row_link(3,11,X) -1
    zr(3,113) row_link(3,2,O) -1
    zr(3,113) row_link(3,3,O) -1
    zr(3,113) row_link(3,6,O) -1
    zr(3,113) row_link(3,8,I) -1
    zr(3,113) row_link(3,10,I) -1
    zr(3,114) row_choice(3) 1
    zr(3,114) row_link(3,6,X) -1
    zr(3,114) row_link(3,8,X) -1
    zr(3,114) row_link(3,11,X) -1
    zr(3,114) row_link(3,2,O) -1
    zr(3,114) row_link(3,3,O) -1
    zr(3,114) row_link(3,9,O) -1
    zr(3,114) row_link(3,0,I) -1
    zr(3,114) row_link(3,10,I) -1
    zr(3,115) row_choice(3) 1
    zr(3,115) row_link(3,6,X) -1
    zr(3,115) row_link(3,8,X) -1
    zr(3,115) row_link(3,11,X) -1
    zr(3,115) row_link(3,0,O) -1
    zr(3,115) row_link(3,3,O) -1
    zr(3,115) row_link(3,9,O) -1
    zr(3,115) row_link(3,2,I) -1
    zr(3,115) row_link(3,10,I) -1
    zr(3,116) row_choice(3) 1
    zr(3,116) row_link(3,6,X) -1
    zr(3,116) row_link(3,8,X) -1
    zr(3,116) row_link(3,11,X) -1
    zr(3,116) row_link(3,0,O) -1
    zr(3,116) row_link(3,2,O) -1
    zr(3,116) row_link(3,9,O) -1
    zr(3,116) row_link(3,3,I) -1
    zr(3,116) row_link(3,10,I) -1
    zr(3,117) row_choice(3) 1
    zr(3,117) row_link(3,3,X) -1
    zr(3,117) row_link(3,8,X) -1
    zr(3,117) row_link(3,11,X) -1
    zr(3,117) row_link(3,2,O) -1
    zr(3,117) row_link(3,6,O) -1
    zr(3,117) row_link(3,9,O) -1
    zr(3,117) row_link(3,0,I) -1
    zr(3,117) row_link(3,10,I) -1
    zr(3,118) row_choice(3) 1
    zr(3,118) row_link(3,3,X) -1
    zr(3,118) row_link(3,8,X) -1
    zr(3,118) row_link(3,11,X) -1
    zr(3,118) row_link(3,0,O) -1
    zr(3,118) row_link(3,6,O) -1
    zr(3,118) row_link(3,9,O) -1
    zr(3,118) row_link(3,2,I) -1
    zr(3,118) row_link(3,10,I) -1
    zr(3,119) row_choice(3) 1
    zr(3,119) row_link(3,2,X) -1
    zr(3,119) row_link(3,8,X) -1
    zr(3,119) row_link(3,11,X) -1
    zr(3,119) row_link(3,3,O) -1
    zr(3,119) row_link(3,6,O) -1
    zr(3,119) row_link(3,9,O) -1
    zr(3,119) row_link(3,0,I) -1
    zr(3,119) row_link(3,10,I) -1
    zr(3,120) row_choice(3) 1
    zr(3,120) row_link(3,0,X) -1
    zr(3,120) row_link(3,8,X) -1
    zr(3,120) row_link(3,11,X) -1
    zr(3,120) row_link(3,3,O) -1
    zr(3,120) row_link(3,6,O) -1
    zr(3,120) row_link(3,9,O) -1
    zr(3,120) row_link(3,2,I) -1
    zr(3,120) row_link(3,10,I) -1
    zr(3,121) row_choice(3) 1
    zr(3,121) row_link(3,2,X) -1
    zr(3,121) row_link(3,8,X) -1
    zr(3,121) row_link(3,11,X) -1
    zr(3,121) row_link(3,0,O) -1
    zr(3,121) row_link(3,6,O) -1
    zr(3,121) row_link(3,9,O) -1
    zr(3,121) row_link(3,3,I) -1
    zr(3,121) row_link(3,10,I) -1
    zr(3,122) row_choice(3) 1
    zr(3,122) row_link(3,0,X) -1
    zr(3,122) row_link(3,8,X) -1
    zr(3,122) row_link(3,11,X) -1
    zr(3,122) row_link(3,2,O) -1
    zr(3,122) row_link(3,6,O) -1
    zr(3,122) row_link(3,9,O) -1
    zr(3,122) row_link(3,3,I) -1
    zr(3,122) row_link(3,10,I) -1
    zr(3,123) row_choice(3) 1
    zr(3,123) row_link(3,3,X) -1
    zr(3,123) row_link(3,8,X) -1
    zr(3,123) row_link(3,11,X) -1
    zr(3,123) row_link(3,0,O) -1
    zr(3,123) row_link(3,2,O) -1
    zr(3,123) row_link(3,9,O) -1
    zr(3,123) row_link(3,6,I) -1
    zr(3,123) row_link(3,10,I) -1
    zr(3,124) row_choice(3) 1
    zr(3,124) row_link(3,2,X) -1
    zr(3,124) row_link(3,8,X) -1
    zr(3,124) row_link(3,11,X) -1
    zr(3,124) row_link(3,0,O) -1
    zr(3,124) row_link(3,3,O) -1
    zr(3,124) row_link(3,9,O) -1
    zr(3,124) row_link(3,6,I) -1
    zr(3,124) row_link(3,10,I) -1
    zr(3,125) row_choice(3) 1
    zr(3,125) row_link(3,0,X) -1
    zr(3,125) row_link(3,8,X) -1
    zr(3,125) row_link(3,11,X) -1
    zr(3,125) row_link(3,2,O) -1
    zr(3,125) row_link(3,3,O) -1
    zr(3,125) row_link(3,9,O) -1
    zr(3,125) row_link(3,6,I) -1
    zr(3,125) row_link(3,10,I) -1
    zr(3,126) row_choice(3) 1
    zr(3,126) row_link(3,3,X) -1
    zr(3,126) row_link(3,6,X) -1
    zr(3,126) row_link(3,11,X) -1
    zr(3,126) row_link(3,0,O) -1
    zr(3,126) row_link(3,2,O) -1
    zr(3,126) row_link(3,9,O) -1
    zr(3,126) row_link(3,8,I) -1
    zr(3,126) row_link(3,10,I) -1
    zr(3,127) row_choice(3) 1
    zr(3,127) row_link(3,2,X) -1
    zr(3,127) row_link(3,6,X) -1
    zr(3,127) row_link(3,11,X) -1
    zr(3,127) row_link(3,0,O) -1
    zr(3,127) row_link(3,3,O) -1
    zr(3,127) row_link(3,9,O) -1
    zr(3,127) row_link(3,8,I) -1
    zr(3,127) row_link(3,10,I) -1
    zr(3,128) row_choice(3) 1
    zr(3,128) row_link(3,0,X) -1
    zr(3,128) row_link(3,6,X) -1
    zr(3,128) row_link(3,11,X) -1
    zr(3,128) row_link(3,2,O) -1
    zr(3,128) row_link(3,3,O) -1
    zr(3,128) row_link(3,9,O) -1
    zr(3,128) row_link(3,8,I) -1
    zr(3,128) row_link(3,10,I) -1
    zr(3,129) row_choice(3) 1
    zr(3,129) row_link(3,2,X) -1
    zr(3,129) row_link(3,3,X) -1
    zr(3,129) row_link(3,11,X) -1
    zr(3,129) row_link(3,0,O) -1
    zr(3,129) row_link(3,6,O) -1
    zr(3,129) row_link(3,9,O) -1
    zr(3,129) row_link(3,8,I) -1
    zr(3,129) row_link(3,10,I) -1
    zr(3,130) row_choice(3) 1
    zr(3,130) row_link(3,0,X) -1
    zr(3,130) row_link(3,3,X) -1
    zr(3,130) row_link(3,11,X) -1
    zr(3,130) row_link(3,2,O) -1
    zr(3,130) row_link(3,6,O) -1
    zr(3,130) row_link(3,9,O) -1
    zr(3,130) row_link(3,8,I) -1
    zr(3,130) row_link(3,10,I) -1
    zr(3,131) row_choice(3) 1
    zr(3,131) row_link(3,0,X) -1
    zr(3,131) row_link(3,2,X) -1
    zr(3,131) row_link(3,11,X) -1
    zr(3,131) row_link(3,3,O) -1
    zr(3,131) row_link(3,6,O) -1
    zr(3,131) row_link(3,9,O) -1
    zr(3,131) row_link(3,8,I) -1
    zr(3,131) row_link(3,10,I) -1
    zr(3,132) row_choice(3) 1
    zr(3,132) row_link(3,6,X) -1
    zr(3,132) row_link(3,8,X) -1
    zr(3,132) row_link(3,11,X) -1
    zr(3,132) row_link(3,0,O) -1
    zr(3,132) row_link(3,2,O) -1
    zr(3,132) row_link(3,3,O) -1
    zr(3,132) row_link(3,9,I) -1
    zr(3,132) row_link(3,10,I) -1
    zr(3,133) row_choice(3) 1
    zr(3,133) row_link(3,3,X) -1
    zr(3,133) row_link(3,8,X) -1
    zr(3,133) row_link(3,11,X) -1
    zr(3,133) row_link(3,0,O) -1
    zr(3,133) row_link(3,2,O) -1
    zr(3,133) row_link(3,6,O) -1
    zr(3,133) row_link(3,9,I) -1
    zr(3,133) row_link(3,10,I) -1
    zr(3,134) row_choice(3) 1
    zr(3,134) row_link(3,2,X) -1
    zr(3,134) row_link(3,8,X) -1
    zr(3,134) row_link(3,11,X) -1
    zr(3,134) row_link(3,0,O) -1
    zr(3,134) row_link(3,3,O) -1
    zr(3,134) row_link(3,6,O) -1
    zr(3,134) row_link(3,9,I) -1
    zr(3,134) row_link(3,10,I) -1
    zr(3,135) row_choice(3) 1
    zr(3,135) row_link(3,0,X) -1
    zr(3,135) row_link(3,8,X) -1
    zr(3,135) row_link(3,11,X) -1
    zr(3,135) row_link(3,2,O) -1
    zr(3,135) row_link(3,3,O) -1
    zr(3,135) row_link(3,6,O) -1
    zr(3,135) row_link(3,9,I) -1
    zr(3,135) row_link(3,10,I) -1
    zr(3,136) row_choice(3) 1
    zr(3,136) row_link(3,3,X) -1
    zr(3,136) row_link(3,6,X) -1
    zr(3,136) row_link(3,11,X) -1
    zr(3,136) row_link(3,0,O) -1
    zr(3,136) row_link(3,2,O) -1
    zr(3,136) row_link(3,8,O) -1
    zr(3,136) row_link(3,9,I) -1
    zr(3,136) row_link(3,10,I) -1
    zr(3,137) row_choice(3) 1
    zr(3,137) row_link(3,2,X) -1
    zr(3,137) row_link(3,6,X) -1
    zr(3,137) row_link(3,11,X) -1
    zr(3,137) row_link(3,0,O) -1
    zr(3,137) row_link(3,3,O) -1
    zr(3,137) row_link(3,8,O) -1
    zr(3,137) row_link(3,9,I) -1
    zr(3,137) row_link(3,10,I) -1
    zr(3,138) row_choice(3) 1
    zr(3,138) row_link(3,0,X) -1
    zr(3,138) row_link(3,6,X) -1
    zr(3,138) row_link(3,11,X) -1
    zr(3,138) row_link(3,2,O) -1
    zr(3,138) row_link(3,3,O) -1
    zr(3,138) row_link(3,8,O) -1
    zr(3,138) row_link(3,9,I) -1
    zr(3,138) row_link(3,10,I) -1
    zr(3,139) row_choice(3) 1
    zr(3,139) row_link(3,6,X) -1
    zr(3,139) row_link(3,9,X) -1
    zr(3,139) row_link(3,10,X) -1
    zr(3,139) row_link(3,2,O) -1
    zr(3,139) row_link(3,8,O) -1
    zr(3,139) row_link(3,11,O) -1
    zr(3,139) row_link(3,0,I) -1
    zr(3,139) row_link(3,3,I) -1
    zr(3,140) row_choice(3) 1
    zr(3,140) row_link(3,3,X) -1
    zr(3,140) row_link(3,9,X) -1
    zr(3,140) row_link(3,10,X) -1
    zr(3,140) row_link(3,2,O) -1
    zr(3,140) row_link(3,8,O) -1
    zr(3,140) row_link(3,11,O) -1
    zr(3,140) row_link(3,0,I) -1
    zr(3,140) row_link(3,6,I) -1
    zr(3,141) row_choice(3) 1
    zr(3,141) row_link(3,3,X) -1
    zr(3,141) row_link(3,9,X) -1
    zr(3,141) row_link(3,10,X) -1
    zr(3,141) row_link(3,0,O) -1
    zr(3,141) row_link(3,8,O) -1
    zr(3,141) row_link(3,11,O) -1
    zr(3,141) row_link(3,2,I) -1
    zr(3,141) row_link(3,6,I) -1
    zr(3,142) row_choice(3) 1
    zr(3,142) row_link(3,2,X) -1
    zr(3,142) row_link(3,9,X) -1
    zr(3,142) row_link(3,10,X) -1
    zr(3,142) row_link(3,3,O) -1
    zr(3,142) row_link(3,8,O) -1
    zr(3,142) row_link(3,11,O) -1
    zr(3,142) row_link(3,0,I) -1
    zr(3,142) row_link(3,6,I) -1
    zr(3,143) row_choice(3) 1
    zr(3,143) row_link(3,0,X) -1
    zr(3,143) row_link(3,9,X) -1
    zr(3,143) row_link(3,10,X) -1
    zr(3,143) row_link(3,3,O) -1
    zr(3,143) row_link(3,8,O) -1
    zr(3,143) row_link(3,11,O) -1
    zr(3,143) row_link(3,2,I) -1
    zr(3,143) row_link(3,6,I) -1
    zr(3,144) row_choice(3) 1
    zr(3,144) row_link(3,2,X) -1
    zr(3,144) row_link(3,9,X) -1
    zr(3,144) row_link(3,10,X) -1
    zr(3,144) row_link(3,0,O) -1
    zr(3,144) row_link(3,8,O) -1
    zr(3,144) row_link(3,11,O) -1
    zr(3,144) row_link(3,3,I) -1
    zr(3,144) row_link(3,6,I) -1
    zr(3,145) row_choice(3) 1
    zr(3,145) row_link(3,0,X) -1
    zr(3,145) row_link(3,9,X) -1
    zr(3,145) row_link(3,10,X) -1
    zr(3,145) row_link(3,2,O) -1
    zr(3,145) row_link(3,8,O) -1
    zr(3,145) row_link(3,11,O) -1
    zr(3,145) row_link(3,3,I) -1
    zr(3,145) row_link(3,6,I) -1
    zr(3,146) row_choice(3) 1
    zr(3,146) row_link(3,6,X) -1
    zr(3,146) row_link(3,9,X) -1
    zr(3,146) row_link(3,10,X) -1
    zr(3,146) row_link(3,2,O) -1
    zr(3,146) row_link(3,3,O) -1
    zr(3,146) row_link(3,11,O) -1
    zr(3,146) row_link(3,0,I) -1
    zr(3,146) row_link(3,8,I) -1
    zr(3,147) row_choice(3) 1
    zr(3,147) row_link(3,6,X) -1
    zr(3,147) row_link(3,9,X) -1
    zr(3,147) row_link(3,10,X) -1
    zr(3,147) row_link(3,0,O) -1
    zr(3,147) row_link(3,3,O) -1
    zr(3,147) row_link(3,11,O) -1
    zr(3,147) row_link(3,2,I) -1
    zr(3,147) row_link(3,8,I) -1
    zr(3,148) row_choice(3) 1
    zr(3,148) row_link(3,6,X) -1
    zr(3,148) row_link(3,9,X) -1
    zr(3,148) row_link(3,10,X) -1
    zr(3,148) row_link(3,0,O) -1
    zr(3,148) row_link(3,2,O) -1
    zr(3,148) row_link(3,11,O) -1
    zr(3,148) row_link(3,3,I) -1
    zr(3,148) row_link(3,8,I) -1
    zr(3,149) row_choice(3) 1
    zr(3,149) row_link(3,3,X) -1
    zr(3,149) row_link(3,9,X) -1
    zr(3,149) row_link(3,10,X) -1
    zr(3,149) row_link(3,2,O) -1
    zr(3,149) row_link(3,6,O) -1
    zr(3,149) row_link(3,11,O) -1
    zr(3,149) row_link(3,0,I) -1
    zr(3,149) row_link(3,8,I) -1
    zr(3,150) row_choice(3) 1
    zr(3,150) row_link(3,3,X) -1
    zr(3,150) row_link(3,9,X) -1
    zr(3,150) row_link(3,10,X) -1
    zr(3,150) row_link(3,0,O) -1
    zr(3,150) row_link(3,6,O) -1
    zr(3,150) row_link(3,11,O) -1
    zr(3,150) row_link(3,2,I) -1
    zr(3,150) row_link(3,8,I) -1
    zr(3,151) row_choice(3) 1
    zr(3,151) row_link(3,2,X) -1
    zr(3,151) row_link(3,9,X) -1
    zr(3,151) row_link(3,10,X) -1
    zr(3,151) row_link(3,3,O) -1
    zr(3,151) row_link(3,6,O) -1
    zr(3,151) row_link(3,11,O) -1
    zr(3,151) row_link(3,0,I) -1
    zr(3,151) row_link(3,8,I) -1
    zr(3,152) row_choice(3) 1
    zr(3,152) row_link(3,0,X) -1
    zr(3,152) row_link(3,9,X) -1
    zr(3,152) row_link(3,10,X) -1
    zr(3,152) row_link(3,3,O) -1
    zr(3,152) row_link(3,6,O) -1
    zr(3,152) row_link(3,11,O) -1
    zr(3,152) row_link(3,2,I) -1
    zr(3,152) row_link(3,8,I) -1
    zr(3,153) row_choice(3) 1
    zr(3,153) row_link(3,2,X) -1
    zr(3,153) row_link(3,9,X) -1
    zr(3,153) row_link(3,10,X) -1
    zr(3,153) row_link(3,0,O) -1
    zr(3,153) row_link(3,6,O) -1
    zr(3,153) row_link(3,11,O) -1
    zr(3,153) row_link(3,3,I) -1
    zr(3,153) row_link(3,8,I) -1
    zr(3,154) row_choice(3) 1
    zr(3,154) row_link(3,0,X) -1
    zr(3,154) row_link(3,9,X) -1
    zr(3,154) row_link(3,10,X) -1
    zr(3,154) row_link(3,2,O) -1
    zr(3,154) row_link(3,6,O) -1
    zr(3,154) row_link(3,11,O) -1
    zr(3,154) row_link(3,3,I) -1
    zr(3,154) row_link(3,8,I) -1
    zr(3,155) row_choice(3) 1
    zr(3,155) row_link(3,3,X) -1
    zr(3,155) row_link(3,9,X) -1
    zr(3,155) row_link(3,10,X) -1
    zr(3,155) row_link(3,0,O) -1
    zr(3,155) row_link(3,2,O) -1
    zr(3,155) row_link(3,11,O) -1
    zr(3,155) row_link(3,6,I) -1
    zr(3,155) row_link(3,8,I) -1
    zr(3,156) row_choice(3) 1
    zr(3,156) row_link(3,2,X) -1
    zr(3,156) row_link(3,9,X) -1
    zr(3,156) row_link(3,10,X) -1
    zr(3,156) row_link(3,0,O) -1
    zr(3,156) row_link(3,3,O) -1
    zr(3,156) row_link(3,11,O) -1
    zr(3,156) row_link(3,6,I) -1
    zr(3,156) row_link(3,8,I) -1
    zr(3,157) row_choice(3) 1
    zr(3,157) row_link(3,0,X) -1
    zr(3,157) row_link(3,9,X) -1
    zr(3,157) row_link(3,10,X) -1
    zr(3,157) row_link(3,2,O) -1
    zr(3,157) row_link(3,3,O) -1
    zr(3,157) row_link(3,11,O) -1
    zr(3,157) row_link(3,6,I) -1
    zr(3,157) row_link(3,8,I) -1
    zr(3,158) row_choice(3) 1
    zr(3,158) row_link(3,6,X) -1
    zr(3,158) row_link(3,8,X) -1
    zr(3,158) row_link(3,10,X) -1
    zr(3,158) row_link(3,2,O) -1
    zr(3,158) row_link(3,9,O) -1
    zr(3,158) row_link(3,11,O) -1
    zr(3,158) row_link(3,0,I) -1
    zr(3,158) row_link(3,3,I) -1
    zr(3,159) row_choice(3) 1
    zr(3,159) row_link(3,2,X) -1
    zr(3,159) row_link(3,8,X) -1
    zr(3,159) row_link(3,10,X) -1
    zr(3,159) row_link(3,6,O) -1
    zr(3,159) row_link(3,9,O) -1
    zr(3,159) row_link(3,11,O) -1
    zr(3,159) row_link(3,0,I) -1
    zr(3,159) row_link(3,3,I) -1
    zr(3,160) row_choice(3) 1
    zr(3,160) row_link(3,3,X) -1
    zr(3,160) row_link(3,8,X) -1
    zr(3,160) row_link(3,10,X) -1
    zr(3,160) row_link(3,2,O) -1
    zr(3,160) row_link(3,9,O) -1
    zr(3,160) row_link(3,11,O) -1
    zr(3,160) row_link(3,0,I) -1
    zr(3,160) row_link(3,6,I) -1
    zr(3,161) row_choice(3) 1
    zr(3,161) row_link(3,3,X) -1
    zr(3,161) row_link(3,8,X) -1
    zr(3,161) row_link(3,10,X) -1
    zr(3,161) row_link(3,0,O) -1
    zr(3,161) row_link(3,9,O) -1
    zr(3,161) row_link(3,11,O) -1
    zr(3,161) row_link(3,2,I) -1
    zr(3,161) row_link(3,6,I) -1
    zr(3,162) row_choice(3) 1
    zr(3,162) row_link(3,2,X) -1
    zr(3,162) row_link(3,8,X) -1
    zr(3,162) row_link(3,10,X) -1
    zr(3,162) row_link(3,3,O) -1
    zr(3,162) row_link(3,9,O) -1
    zr(3,162) row_link(3,11,O) -1
    zr(3,162) row_link(3,0,I) -1
    zr(3,162) row_link(3,6,I) -1
    zr(3,163) row_choice(3) 1
    zr(3,163) row_link(3,0,X) -1
    zr(3,163) row_link(3,8,X) -1
    zr(3,163) row_link(3,10,X) -1
    zr(3,163) row_link(3,3,O) -1
    zr(3,163) row_link(3,9,O) -1
    zr(3,163) row_link(3,11,O) -1
    zr(3,163) row_link(3,2,I) -1
    zr(3,163) row_link(3,6,I) -1
    zr(3,164) row_choice(3) 1
    zr(3,164) row_link(3,2,X) -1
    zr(3,164) row_link(3,8,X) -1
    zr(3,164) row_link(3,10,X) -1
    zr(3,164) row_link(3,0,O) -1
    zr(3,164) row_link(3,9,O) -1
    zr(3,164) row_link(3,11,O) -1
    zr(3,164) row_link(3,3,I) -1
    zr(3,164) row_link(3,6,I) -1
    zr(3,165) row_choice(3) 1
    zr(3,165) row_link(3,0,X) -1
    zr(3,165) row_link(3,8,X) -1
    zr(3,165) row_link(3,10,X) -1
    zr(3,165) row_link(3,2,O) -1
    zr(3,165) row_link(3,9,O) -1
    zr(3,165) row_link(3,11,O) -1
    zr(3,165) row_link(3,3,I) -1
    zr(3,165) row_link(3,6,I) -1
    zr(3,166) row_choice(3) 1
    zr(3,166) row_link(3,3,X) -1
    zr(3,166) row_link(3,6,X) -1
    zr(3,166) row_link(3,10,X) -1
    zr(3,166) row_link(3,2,O) -1
    zr(3,166) row_link(3,9,O) -1
    zr(3,166) row_link(3,11,O) -1
    zr(3,166) row_link(3,0,I) -1
    zr(3,166) row_link(3,8,I) -1
    zr(3,167) row_choice(3) 1
    zr(3,167) row_link(3,3,X) -1
    zr(3,167) row_link(3,6,X) -1
    zr(3,167) row_link(3,10,X) -1
    zr(3,167) row_link(3,0,O) -1
    zr(3,167) row_link(3,9,O) -1
    zr(3,167) row_link(3,11,O) -1
    zr(3,167) row_link(3,2,I) -1
    zr(3,167) row_link(3,8,I) -1
    zr(3,168) row_choice(3) 1
    zr(3,168) row_link(3,2,X) -1
    zr(3,168) row_link(3,6,X) -1
    zr(3,168) row_link(3,10,X) -1
    zr(3,168) row_link(3,3,O) -1
    zr(3,168) row_link(3,9,O) -1
    zr(3,168) row_link(3,11,O) -1
    zr(3,168) row_link(3,0,I) -1
    zr(3,168) row_link(3,8,I) -1
    zr(3,169) row_choice(3) 1
    zr(3,169) row_link(3,0,X) -1
    zr(3,169) row_link(3,6,X) -1
    zr(3,169) row_link(3,10,X) -1
    zr(3,169) row_link(3,3,O) -1
    zr(3,169) row_link(3,9,O) -1
    zr(3,169) row_link(3,11,O) -1
    zr(3,169) row_link(3,2,I) -1
    zr(3,169) row_link(3,8,I) -1
    zr(3,170) row_choice(3) 1
    zr(3,170) row_link(3,2,X) -1
    zr(3,170) row_link(3,6,X) -1
    zr(3,170) row_link(3,10,X) -1
    zr(3,170) row_link(3,0,O) -1
    zr(3,170) row_link(3,9,O) -1
    zr(3,170) row_link(3,11,O) -1
    zr(3,170) row_link(3,3,I) -1
    zr(3,170) row_link(3,8,I) -1
    zr(3,171) row_choice(3) 1
    zr(3,171) row_link(3,0,X) -1
    zr(3,171) row_link(3,6,X) -1
    zr(3,171) row_link(3,10,X) -1
    zr(3,171) row_link(3,2,O) -1
    zr(3,171) row_link(3,9,O) -1
    zr(3,171) row_link(3,11,O) -1
    zr(3,171) row_link(3,3,I) -1
    zr(3,171) row_link(3,8,I) -1
    zr(3,172) row_choice(3) 1
    zr(3,172) row_link(3,2,X) -1
    zr(3,172) row_link(3,3,X) -1
    zr(3,172) row_link(3,10,X) -1
    zr(3,172) row_link(3,6,O) -1
    zr(3,172) row_link(3,9,O) -1
    zr(3,172) row_link(3,11,O) -1
    zr(3,172) row_link(3,0,I) -1
    zr(3,172) row_link(3,8,I) -1
    zr(3,173) row_choice(3) 1
    zr(3,173) row_link(3,0,X) -1
    zr(3,173) row_link(3,3,X) -1
    zr(3,173) row_link(3,10,X) -1
    zr(3,173) row_link(3,6,O) -1
    zr(3,173) row_link(3,9,O) -1
    zr(3,173) row_link(3,11,O) -1
    zr(3,173) row_link(3,2,I) -1
    zr(3,173) row_link(3,8,I) -1
    zr(3,174) row_choice(3) 1
    zr(3,174) row_link(3,0,X) -1
    zr(3,174) row_link(3,2,X) -1
    zr(3,174) row_link(3,10,X) -1
    zr(3,174) row_link(3,6,O) -1
    zr(3,174) row_link(3,9,O) -1
    zr(3,174) row_link(3,11,O) -1
    zr(3,174) row_link(3,3,I) -1
    zr(3,174) row_link(3,8,I) -1
    zr(3,175) row_choice(3) 1
    zr(3,175) row_link(3,2,X) -1
    zr(3,175) row_link(3,3,X) -1
    zr(3,175) row_link(3,10,X) -1
    zr(3,175) row_link(3,0,O) -1
    zr(3,175) row_link(3,9,O) -1
    zr(3,175) row_link(3,11,O) -1
    zr(3,175) row_link(3,6,I) -1
    zr(3,175) row_link(3,8,I) -1
    zr(3,176) row_choice(3) 1
    zr(3,176) row_link(3,0,X) -1
    zr(3,176) row_link(3,3,X) -1
    zr(3,176) row_link(3,10,X) -1
    zr(3,176) row_link(3,2,O) -1
    zr(3,176) row_link(3,9,O) -1
    zr(3,176) row_link(3,11,O) -1
    zr(3,176) row_link(3,6,I) -1
    zr(3,176) row_link(3,8,I) -1
    zr(3,177) row_choice(3) 1
    zr(3,177) row_link(3,0,X) -1
    zr(3,177) row_link(3,2,X) -1
    zr(3,177) row_link(3,10,X) -1
    zr(3,177) row_link(3,3,O) -1
    zr(3,177) row_link(3,9,O) -1
    zr(3,177) row_link(3,11,O) -1
    zr(3,177) row_link(3,6,I) -1
    zr(3,177) row_link(3,8,I) -1
    zr(3,178) row_choice(3) 1
    zr(3,178) row_link(3,6,X) -1
    zr(3,178) row_link(3,8,X) -1
    zr(3,178) row_link(3,10,X) -1
    zr(3,178) row_link(3,2,O) -1
    zr(3,178) row_link(3,3,O) -1
    zr(3,178) row_link(3,11,O) -1
    zr(3,178) row_link(3,0,I) -1
    zr(3,178) row_link(3,9,I) -1
    zr(3,179) row_choice(3) 1
    zr(3,179) row_link(3,6,X) -1
    zr(3,179) row_link(3,8,X) -1
    zr(3,179) row_link(3,10,X) -1
    zr(3,179) row_link(3,0,O) -1
    zr(3,179) row_link(3,3,O) -1
    zr(3,179) row_link(3,11,O) -1
    zr(3,179) row_link(3,2,I) -1
    zr(3,179) row_link(3,9,I) -1
    zr(3,180) row_choice(3) 1
    zr(3,180) row_link(3,6,X) -1
    zr(3,180) row_link(3,8,X) -1
    zr(3,180) row_link(3,10,X) -1
    zr(3,180) row_link(3,0,O) -1
    zr(3,180) row_link(3,2,O) -1
    zr(3,180) row_link(3,11,O) -1
    zr(3,180) row_link(3,3,I) -1
    zr(3,180) row_link(3,9,I) -1
    zr(3,181) row_choice(3) 1
    zr(3,181) row_link(3,3,X) -1
    zr(3,181) row_link(3,8,X) -1
    zr(3,181) row_link(3,10,X) -1
    zr(3,181) row_link(3,2,O) -1
    zr(3,181) row_link(3,6,O) -1
    zr(3,181) row_link(3,11,O) -1
    zr(3,181) row_link(3,0,I) -1
    zr(3,181) row_link(3,9,I) -1
    zr(3,182) row_choice(3) 1
    zr(3,182) row_link(3,3,X) -1
    zr(3,182) row_link(3,8,X) -1
    zr(3,182) row_link(3,10,X) -1
    zr(3,182) row_link(3,0,O) -1
    zr(3,182) row_link(3,6,O) -1
    zr(3,182) row_link(3,11,O) -1
    zr(3,182) row_link(3,2,I) -1
    zr(3,182) row_link(3,9,I) -1
    zr(3,183) row_choice(3) 1
    zr(3,183) row_link(3,2,X) -1
    zr(3,183) row_link(3,8,X) -1
    zr(3,183) row_link(3,10,X) -1
    zr(3,183) row_link(3,3,O) -1
    zr(3,183) row_link(3,6,O) -1
    zr(3,183) row_link(3,11,O) -1
    zr(3,183) row_link(3,0,I) -1
    zr(3,183) row_link(3,9,I) -1
    zr(3,184) row_choice(3) 1
    zr(3,184) row_link(3,0,X) -1
    zr(3,184) row_link(3,8,X) -1
    zr(3,184) row_link(3,10,X) -1
    zr(3,184) row_link(3,3,O) -1
    zr(3,184) row_link(3,6,O) -1
    zr(3,184) row_link(3,11,O) -1
    zr(3,184) row_link(3,2,I) -1
    zr(3,184) row_link(3,9,I) -1
    zr(3,185) row_choice(3) 1
    zr(3,185) row_link(3,2,X) -1
    zr(3,185) row_link(3,8,X) -1
    zr(3,185) row_link(3,10,X) -1
    zr(3,185) row_link(3,0,O) -1
    zr(3,185) row_link(3,6,O) -1
    zr(3,185) row_link(3,11,O) -1
    zr(3,185) row_link(3,3,I) -1
    zr(3,185) row_link(3,9,I) -1
    zr(3,186) row_choice(3) 1
    zr(3,186) row_link(3,0,X) -1
    zr(3,186) row_link(3,8,X) -1
    zr(3,186) row_link(3,10,X) -1
    zr(3,186) row_link(3,2,O) -1
    zr(3,186) row_link(3,6,O) -1
    zr(3,186) row_link(3,11,O) -1
    zr(3,186) row_link(3,3,I) -1
    zr(3,186) row_link(3,9,I) -1
    zr(3,187) row_choice(3) 1
    zr(3,187) row_link(3,3,X) -1
    zr(3,187) row_link(3,8,X) -1
    zr(3,187) row_link(3,10,X) -1
    zr(3,187) row_link(3,0,O) -1
    zr(3,187) row_link(3,2,O) -1
    zr(3,187) row_link(3,11,O) -1
    zr(3,187) row_link(3,6,I) -1
    zr(3,187) row_link(3,9,I) -1
    zr(3,188) row_choice(3) 1
    zr(3,188) row_link(3,2,X) -1
    zr(3,188) row_link(3,8,X) -1
    zr(3,188) row_link(3,10,X) -1
    zr(3,188) row_link(3,0,O) -1
    zr(3,188) row_link(3,3,O) -1
    zr(3,188) row_link(3,11,O) -1
    zr(3,188) row_link(3,6,I) -1
    zr(3,188) row_link(3,9,I) -1
    zr(3,189) row_choice(3) 1
    zr(3,189) row_link(3,0,X) -1
    zr(3,189) row_link(3,8,X) -1
    zr(3,189) row_link(3,10,X) -1
    zr(3,189) row_link(3,2,O) -1
    zr(3,189) row_link(3,3,O) -1
    zr(3,189) row_link(3,11,O) -1
    zr(3,189) row_link(3,6,I) -1
    zr(3,189) row_link(3,9,I) -1
    zr(3,190) row_choice(3) 1
    zr(3,190) row_link(3,3,X) -1
    zr(3,190) row_link(3,6,X) -1
    zr(3,190) row_link(3,10,X) -1
    zr(3,190) row_link(3,2,O) -1
    zr(3,190) row_link(3,8,O) -1
    zr(3,190) row_link(3,11,O) -1
    zr(3,190) row_link(3,0,I) -1
    zr(3,190) row_link(3,9,I) -1
    zr(3,191) row_choice(3) 1
    zr(3,191) row_link(3,3,X) -1
    zr(3,191) row_link(3,6,X) -1
    zr(3,191) row_link(3,10,X) -1
    zr(3,191) row_link(3,0,O) -1
    zr(3,191) row_link(3,8,O) -1
    zr(3,191) row_link(3,11,O) -1
    zr(3,191) row_link(3,2,I) -1
    zr(3,191) row_link(3,9,I) -1
    zr(3,192) row_choice(3) 1
    zr(3,192) row_link(3,2,X) -1
    zr(3,192) row_link(3,6,X) -1
    zr(3,192) row_link(3,10,X) -1
    zr(3,192) row_link(3,3,O) -1
    zr(3,192) row_link(3,8,O) -1
    zr(3,192) row_link(3,11,O) -1
    zr(3,192) row_link(3,0,I) -1
    zr(3,192) row_link(3,9,I) -1
    zr(3,193) row_choice(3) 1
    zr(3,193) row_link(3,0,X) -1
    zr(3,193) row_link(3,6,X) -1
    zr(3,193) row_link(3,10,X) -1
    zr(3,193) row_link(3,3,O) -1
    zr(3,193) row_link(3,8,O) -1
    zr(3,193) row_link(3,11,O) -1
    zr(3,193) row_link(3,2,I) -1
    zr(3,193) row_link(3,9,I) -1
    zr(3,194) row_choice(3) 1
    zr(3,194) row_link(3,2,X) -1
    zr(3,194) row_link(3,6,X) -1
    zr(3,194) row_link(3,10,X) -1
    zr(3,194) row_link(3,0,O) -1
    zr(3,194) row_link(3,8,O) -1
    zr(3,194) row_link(3,11,O) -1
    zr(3,194) row_link(3,3,I) -1
    zr(3,194) row_link(3,9,I) -1
    zr(3,195) row_choice(3) 1
    zr(3,195) row_link(3,0,X) -1
    zr(3,195) row_link(3,6,X) -1
    zr(3,195) row_link(3,10,X) -1
    zr(3,195) row_link(3,2,O) -1
    zr(3,195) row_link(3,8,O) -1
    zr(3,195) row_link(3,11,O) -1
    zr(3,195) row_link(3,3,I) -1
    zr(3,195) row_link(3,9,I) -1
    zr(3,196) row_choice(3) 1
    zr(3,196) row_link(3,2,X) -1
    zr(3,196) row_link(3,3,X) -1
    zr(3,196) row_link(3,10,X) -1
    zr(3,196) row_link(3,0,O) -1
    zr(3,196) row_link(3,8,O) -1
    zr(3,196) row_link(3,11,O) -1
    zr(3,196) row_link(3,6,I) -1
    zr(3,196) row_link(3,9,I) -1
    zr(3,197) row_choice(3) 1
    zr(3,197) row_link(3,0,X) -1
    zr(3,197) row_link(3,3,X) -1
    zr(3,197) row_link(3,10,X) -1
    zr(3,197) row_link(3,2,O) -1
    zr(3,197) row_link(3,8,O) -1
    zr(3,197) row_link(3,11,O) -1
    zr(3,197) row_link(3,6,I) -1
    zr(3,197) row_link(3,9,I) -1
    zr(3,198) row_choice(3) 1
    zr(3,198) row_link(3,0,X) -1
    zr(3,198) row_link(3,2,X) -1
    zr(3,198) row_link(3,10,X) -1
    zr(3,198) row_link(3,3,O) -1
    zr(3,198) row_link(3,8,O) -1
    zr(3,198) row_link(3,11,O) -1
    zr(3,198) row_link(3,6,I) -1
    zr(3,198) row_link(3,9,I) -1
    zr(3,199) row_choice(3) 1
    zr(3,199) row_link(3,3,X) -1
    zr(3,199) row_link(3,6,X) -1
    zr(3,199) row_link(3,10,X) -1
    zr(3,199) row_link(3,0,O) -1
    zr(3,199) row_link(3,2,O) -1
    zr(3,199) row_link(3,11,O) -1
    zr(3,199) row_link(3,8,I) -1
    zr(3,199) row_link(3,9,I) -1
    zr(3,200) row_choice(3) 1
    zr(3,200) row_link(3,2,X) -1
    zr(3,200) row_link(3,6,X) -1
    zr(3,200) row_link(3,10,X) -1
    zr(3,200) row_link(3,0,O) -1
    zr(3,200) row_link(3,3,O) -1
    zr(3,200) row_link(3,11,O) -1
    zr(3,200) row_link(3,8,I) -1
    zr(3,200) row_link(3,9,I) -1
    zr(3,201) row_choice(3) 1
    zr(3,201) row_link(3,0,X) -1
    zr(3,201) row_link(3,6,X) -1
    zr(3,201) row_link(3,10,X) -1
    zr(3,201) row_link(3,2,O) -1
    zr(3,201) row_link(3,3,O) -1
    zr(3,201) row_link(3,11,O) -1
    zr(3,201) row_link(3,8,I) -1
    zr(3,201) row_link(3,9,I) -1
    zr(3,202) row_choice(3) 1
    zr(3,202) row_link(3,2,X) -1
    zr(3,202) row_link(3,3,X) -1
    zr(3,202) row_link(3,10,X) -1
    zr(3,202) row_link(3,0,O) -1
    zr(3,202) row_link(3,6,O) -1
    zr(3,202) row_link(3,11,O) -1
    zr(3,202) row_link(3,8,I) -1
    zr(3,202) row_link(3,9,I) -1
    zr(3,203) row_choice(3) 1
    zr(3,203) row_link(3,0,X) -1
    zr(3,203) row_link(3,3,X) -1
    zr(3,203) row_link(3,10,X) -1
    zr(3,203) row_link(3,2,O) -1
    zr(3,203) row_link(3,6,O) -1
    zr(3,203) row_link(3,11,O) -1
    zr(3,203) row_link(3,8,I) -1
    zr(3,203) row_link(3,9,I) -1
    zr(3,204) row_choice(3) 1
    zr(3,204) row_link(3,0,X) -1
    zr(3,204) row_link(3,2,X) -1
    zr(3,204) row_link(3,10,X) -1
    zr(3,204) row_link(3,3,O) -1
    zr(3,204) row_link(3,6,O) -1
    zr(3,204) row_link(3,11,O) -1
    zr(3,204) row_link(3,8,I) -1
    zr(3,204) row_link(3,9,I) -1
    zr(3,205) row_choice(3) 1
    zr(3,205) row_link(3,6,X) -1
    zr(3,205) row_link(3,8,X) -1
    zr(3,205) row_link(3,9,X) -1
    zr(3,205) row_link(3,2,O) -1
    zr(3,205) row_link(3,10,O) -1
    zr(3,205) row_link(3,11,O) -1
    zr(3,205) row_link(3,0,I) -1
    zr(3,205) row_link(3,3,I) -1
    zr(3,206) row_choice(3) 1
    zr(3,206) row_link(3,2,X) -1
    zr(3,206) row_link(3,8,X) -1
    zr(3,206) row_link(3,9,X) -1
    zr(3,206) row_link(3,6,O) -1
    zr(3,206) row_link(3,10,O) -1
    zr(3,206) row_link(3,11,O) -1
    zr(3,206) row_link(3,0,I) -1
    zr(3,206) row_link(3,3,I) -1
    zr(3,207) row_choice(3) 1
    zr(3,207) row_link(3,3,X) -1
    zr(3,207) row_link(3,8,X) -1
    zr(3,207) row_link(3,9,X) -1
    zr(3,207) row_link(3,2,O) -1
    zr(3,207) row_link(3,10,O) -1
    zr(3,207) row_link(3,11,O) -1
    zr(3,207) row_link(3,0,I) -1
    zr(3,207) row_link(3,6,I) -1
    zr(3,208) row_choice(3) 1
    zr(3,208) row_link(3,3,X) -1
    zr(3,208) row_link(3,8,X) -1
    zr(3,208) row_link(3,9,X) -1
    zr(3,208) row_link(3,0,O) -1
    zr(3,208) row_link(3,10,O) -1
    zr(3,208) row_link(3,11,O) -1
    zr(3,208) row_link(3,2,I) -1
    zr(3,208) row_link(3,6,I) -1
    zr(3,209) row_choice(3) 1
    zr(3,209) row_link(3,2,X) -1
    zr(3,209) row_link(3,8,X) -1
    zr(3,209) row_link(3,9,X) -1
    zr(3,209) row_link(3,3,O) -1
    zr(3,209) row_link(3,10,O) -1
    zr(3,209) row_link(3,11,O) -1
    zr(3,209) row_link(3,0,I) -1
    zr(3,209) row_link(3,6,I) -1
    zr(3,210) row_choice(3) 1
    zr(3,210) row_link(3,0,X) -1
    zr(3,210) row_link(3,8,X) -1
    zr(3,210) row_link(3,9,X) -1
    zr(3,210) row_link(3,3,O) -1
    zr(3,210) row_link(3,10,O) -1
    zr(3,210) row_link(3,11,O) -1
    zr(3,210) row_link(3,2,I) -1
    zr(3,210) row_link(3,6,I) -1
    zr(3,211) row_choice(3) 1
    zr(3,211) row_link(3,2,X) -1
    zr(3,211) row_link(3,8,X) -1
    zr(3,211) row_link(3,9,X) -1
    zr(3,211) row_link(3,0,O) -1
    zr(3,211) row_link(3,10,O) -1
    zr(3,211) row_link(3,11,O) -1
    zr(3,211) row_link(3,3,I) -1
    zr(3,211) row_link(3,6,I) -1
    zr(3,212) row_choice(3) 1
    zr(3,212) row_link(3,0,X) -1
    zr(3,212) row_link(3,8,X) -1
    zr(3,212) row_link(3,9,X) -1
    zr(3,212) row_link(3,2,O) -1
    zr(3,212) row_link(3,10,O) -1
    zr(3,212) row_link(3,11,O) -1
    zr(3,212) row_link(3,3,I) -1
    zr(3,212) row_link(3,6,I) -1
    zr(3,213) row_choice(3) 1
    zr(3,213) row_link(3,2,X) -1
    zr(3,213) row_link(3,6,X) -1
    zr(3,213) row_link(3,9,X) -1
    zr(3,213) row_link(3,8,O) -1
    zr(3,213) row_link(3,10,O) -1
    zr(3,213) row_link(3,11,O) -1
    zr(3,213) row_link(3,0,I) -1
    zr(3,213) row_link(3,3,I) -1
    zr(3,214) row_choice(3) 1
    zr(3,214) row_link(3,2,X) -1
    zr(3,214) row_link(3,3,X) -1
    zr(3,214) row_link(3,9,X) -1
    zr(3,214) row_link(3,8,O) -1
    zr(3,214) row_link(3,10,O) -1
    zr(3,214) row_link(3,11,O) -1
    zr(3,214) row_link(3,0,I) -1
    zr(3,214) row_link(3,6,I) -1
    zr(3,215) row_choice(3) 1
    zr(3,215) row_link(3,0,X) -1
    zr(3,215) row_link(3,3,X) -1
    zr(3,215) row_link(3,9,X) -1
    zr(3,215) row_link(3,8,O) -1
    zr(3,215) row_link(3,10,O) -1
    zr(3,215) row_link(3,11,O) -1
    zr(3,215) row_link(3,2,I) -1
    zr(3,215) row_link(3,6,I) -1
    zr(3,216) row_choice(3) 1
    zr(3,216) row_link(3,0,X) -1
    zr(3,216) row_link(3,2,X) -1
    zr(3,216) row_link(3,9,X) -1
    zr(3,216) row_link(3,8,O) -1
    zr(3,216) row_link(3,10,O) -1
    zr(3,216) row_link(3,11,O) -1
    zr(3,216) row_link(3,3,I) -1
    zr(3,216) row_link(3,6,I) -1
    zr(3,217) row_choice(3) 1
    zr(3,217) row_link(3,3,X) -1
    zr(3,217) row_link(3,6,X) -1
    zr(3,217) row_link(3,9,X) -1
    zr(3,217) row_link(3,2,O) -1
    zr(3,217) row_link(3,10,O) -1
    zr(3,217) row_link(3,11,O) -1
    zr(3,217) row_link(3,0,I) -1
    zr(3,217) row_link(3,8,I) -1
    zr(3,218) row_choice(3) 1
    zr(3,218) row_link(3,3,X) -1
    zr(3,218) row_link(3,6,X) -1
    zr(3,218) row_link(3,9,X) -1
    zr(3,218) row_link(3,0,O) -1
    zr(3,218) row_link(3,10,O) -1
    zr(3,218) row_link(3,11,O) -1
    zr(3,218) row_link(3,2,I) -1
    zr(3,218) row_link(3,8,I) -1
    zr(3,219) row_choice(3) 1
    zr(3,219) row_link(3,2,X) -1
    zr(3,219) row_link(3,6,X) -1
    zr(3,219) row_link(3,9,X) -1
    zr(3,219) row_link(3,3,O) -1
    zr(3,219) row_link(3,10,O) -1
    zr(3,219) row_link(3,11,O) -1
    zr(3,219) row_link(3,0,I) -1
    zr(3,219) row_link(3,8,I) -1
    zr(3,220) row_choice(3) 1
    zr(3,220) row_link(3,0,X) -1
    zr(3,220) row_link(3,6,X) -1
    zr(3,220) row_link(3,9,X) -1
    zr(3,220) row_link(3,3,O) -1
    zr(3,220) row_link(3,10,O) -1
    zr(3,220) row_link(3,11,O) -1
    zr(3,220) row_link(3,2,I) -1
    zr(3,220) row_link(3,8,I) -1
    zr(3,221) row_choice(3) 1
    zr(3,221) row_link(3,2,X) -1
    zr(3,221) row_link(3,6,X) -1
    zr(3,221) row_link(3,9,X) -1
    zr(3,221) row_link(3,0,O) -1
    zr(3,221) row_link(3,10,O) -1
    zr(3,221) row_link(3,11,O) -1
    zr(3,221) row_link(3,3,I) -1
    zr(3,221) row_link(3,8,I) -1
    zr(3,222) row_choice(3) 1
    zr(3,222) row_link(3,0,X) -1
    zr(3,222) row_link(3,6,X) -1
    zr(3,222) row_link(3,9,X) -1
    zr(3,222) row_link(3,2,O) -1
    zr(3,222) row_link(3,10,O) -1
    zr(3,222) row_link(3,11,O) -1
    zr(3,222) row_link(3,3,I) -1
    zr(3,222) row_link(3,8,I) -1
    zr(3,223) row_choice(3) 1
    zr(3,223) row_link(3,2,X) -1
    zr(3,223) row_link(3,3,X) -1
    zr(3,223) row_link(3,9,X) -1
    zr(3,223) row_link(3,6,O) -1
    zr(3,223) row_link(3,10,O) -1
    zr(3,223) row_link(3,11,O) -1
    zr(3,223) row_link(3,0,I) -1
    zr(3,223) row_link(3,8,I) -1
    zr(3,224) row_choice(3) 1
    zr(3,224) row_link(3,0,X) -1
    zr(3,224) row_link(3,3,X) -1
    zr(3,224) row_link(3,9,X) -1
    zr(3,224) row_link(3,6,O) -1
    zr(3,224) row_link(3,10,O) -1
    zr(3,224) row_link(3,11,O) -1
    zr(3,224) row_link(3,2,I) -1
    zr(3,224) row_link(3,8,I) -1
    zr(3,225) row_choice(3) 1
    zr(3,225) row_link(3,0,X) -1
    zr(3,225) row_link(3,2,X) -1
    zr(3,225) row_link(3,9,X) -1
    zr(3,225) row_link(3,6,O) -1
    zr(3,225) row_link(3,10,O) -1
    zr(3,225) row_link(3,11,O) -1
    zr(3,225) row_link(3,3,I) -1
    zr(3,225) row_link(3,8,I) -1
    zr(3,226) row_choice(3) 1
    zr(3,226) row_link(3,2,X) -1
    zr(3,226) row_link(3,3,X) -1
    zr(3,226) row_link(3,9,X) -1
    zr(3,226) row_link(3,0,O) -1
    zr(3,226) row_link(3,10,O) -1
    zr(3,226) row_link(3,11,O) -1
    zr(3,226) row_link(3,6,I) -1
    zr(3,226) row_link(3,8,I) -1
    zr(3,227) row_choice(3) 1
    zr(3,227) row_link(3,0,X) -1
    zr(3,227) row_link(3,3,X) -1
    zr(3,227) row_link(3,9,X) -1
    zr(3,227) row_link(3,2,O) -1
    zr(3,227) row_link(3,10,O) -1
    zr(3,227) row_link(3,11,O) -1
    zr(3,227) row_link(3,6,I) -1
    zr(3,227) row_link(3,8,I) -1
    zr(3,228) row_choice(3) 1
    zr(3,228) row_link(3,0,X) -1
    zr(3,228) row_link(3,2,X) -1
    zr(3,228) row_link(3,9,X) -1
    zr(3,228) row_link(3,3,O) -1
    zr(3,228) row_link(3,10,O) -1
    zr(3,228) row_link(3,11,O) -1
    zr(3,228) row_link(3,6,I) -1
    zr(3,228) row_link(3,8,I) -1
    zr(3,229) row_choice(3) 1
    zr(3,229) row_link(3,3,X) -1
    zr(3,229) row_link(3,6,X) -1
    zr(3,229) row_link(3,8,X) -1
    zr(3,229) row_link(3,2,O) -1
    zr(3,229) row_link(3,10,O) -1
    zr(3,229) row_link(3,11,O) -1
    zr(3,229) row_link(3,0,I) -1
    zr(3,229) row_link(3,9,I) -1
    zr(3,230) row_choice(3) 1
    zr(3,230) row_link(3,3,X) -1
    zr(3,230) row_link(3,6,X) -1
    zr(3,230) row_link(3,8,X) -1
    zr(3,230) row_link(3,0,O) -1
    zr(3,230) row_link(3,10,O) -1
    zr(3,230) row_link(3,11,O) -1
    zr(3,230) row_link(3,2,I) -1
    zr(3,230) row_link(3,9,I) -1
    zr(3,231) row_choice(3) 1
    zr(3,231) row_link(3,2,X) -1
    zr(3,231) row_link(3,6,X) -1
    zr(3,231) row_link(3,8,X) -1
    zr(3,231) row_link(3,3,O) -1
    zr(3,231) row_link(3,10,O) -1
    zr(3,231) row_link(3,11,O) -1
    zr(3,231) row_link(3,0,I) -1
    zr(3,231) row_link(3,9,I) -1
    zr(3,232) row_choice(3) 1
    zr(3,232) row_link(3,0,X) -1
    zr(3,232) row_link(3,6,X) -1
    zr(3,232) row_link(3,8,X) -1
    zr(3,232) row_link(3,3,O) -1
    zr(3,232) row_link(3,10,O) -1
    zr(3,232) row_link(3,11,O) -1
    zr(3,232) row_link(3,2,I) -1
    zr(3,232) row_link(3,9,I) -1
    zr(3,233) row_choice(3) 1
    zr(3,233) row_link(3,2,X) -1
    zr(3,233) row_link(3,6,X) -1
    zr(3,233) row_link(3,8,X) -1
    zr(3,233) row_link(3,0,O) -1
    zr(3,233) row_link(3,10,O) -1
    zr(3,233) row_link(3,11,O) -1
    zr(3,233) row_link(3,3,I) -1
    zr(3,233) row_link(3,9,I) -1
    zr(3,234) row_choice(3) 1
    zr(3,234) row_link(3,0,X) -1
    zr(3,234) row_link(3,6,X) -1
    zr(3,234) row_link(3,8,X) -1
    zr(3,234) row_link(3,2,O) -1
    zr(3,234) row_link(3,10,O) -1
    zr(3,234) row_link(3,11,O) -1
    zr(3,234) row_link(3,3,I) -1
    zr(3,234) row_link(3,9,I) -1
    zr(3,235) row_choice(3) 1
    zr(3,235) row_link(3,2,X) -1
    zr(3,235) row_link(3,3,X) -1
    zr(3,235) row_link(3,8,X) -1
    zr(3,235) row_link(3,6,O) -1
    zr(3,235) row_link(3,10,O) -1
    zr(3,235) row_link(3,11,O) -1
    zr(3,235) row_link(3,0,I) -1
    zr(3,235) row_link(3,9,I) -1
    zr(3,236) row_choice(3) 1
    zr(3,236) row_link(3,0,X) -1
    zr(3,236) row_link(3,3,X) -1
    zr(3,236) row_link(3,8,X) -1
    zr(3,236) row_link(3,6,O) -1
    zr(3,236) row_link(3,10,O) -1
    zr(3,236) row_link(3,11,O) -1
    zr(3,236) row_link(3,2,I) -1
    zr(3,236) row_link(3,9,I) -1
    zr(3,237) row_choice(3) 1
    zr(3,237) row_link(3,0,X) -1
    zr(3,237) row_link(3,2,X) -1
    zr(3,237) row_link(3,8,X) -1
    zr(3,237) row_link(3,6,O) -1
    zr(3,237) row_link(3,10,O) -1
    zr(3,237) row_link(3,11,O) -1
    zr(3,237) row_link(3,3,I) -1
    zr(3,237) row_link(3,9,I) -1
    zr(3,238) row_choice(3) 1
    zr(3,238) row_link(3,2,X) -1
    zr(3,238) row_link(3,3,X) -1
    zr(3,238) row_link(3,8,X) -1
    zr(3,238) row_link(3,0,O) -1
    zr(3,238) row_link(3,10,O) -1
    zr(3,238) row_link(3,11,O) -1
    zr(3,238) row_link(3,6,I) -1
    zr(3,238) row_link(3,9,I) -1
    zr(3,239) row_choice(3) 1
    zr(3,239) row_link(3,0,X) -1
    zr(3,239) row_link(3,3,X) -1
    zr(3,239) row_link(3,8,X) -1
    zr(3,239) row_link(3,2,O) -1
    zr(3,239) row_link(3,10,O) -1
    zr(3,239) row_link(3,11,O) -1
    zr(3,239) row_link(3,6,I) -1
    zr(3,239) row_link(3,9,I) -1
    zr(3,240) row_choice(3) 1
    zr(3,240) row_link(3,0,X) -1
    zr(3,240) row_link(3,2,X) -1
    zr(3,240) row_link(3,8,X) -1
    zr(3,240) row_link(3,3,O) -1
    zr(3,240) row_link(3,10,O) -1
    zr(3,240) row_link(3,11,O) -1
    zr(3,240) row_link(3,6,I) -1
    zr(3,240) row_link(3,9,I) -1
    zr(3,241) row_choice(3) 1
    zr(3,241) row_link(3,2,X) -1
    zr(3,241) row_link(3,3,X) -1
    zr(3,241) row_link(3,6,X) -1
    zr(3,241) row_link(3,8,O) -1
    zr(3,241) row_link(3,10,O) -1
    zr(3,241) row_link(3,11,O) -1
    zr(3,241) row_link(3,0,I) -1
    zr(3,241) row_link(3,9,I) -1
    zr(3,242) row_choice(3) 1
    zr(3,242) row_link(3,0,X) -1
    zr(3,242) row_link(3,3,X) -1
    zr(3,242) row_link(3,6,X) -1
    zr(3,242) row_link(3,8,O) -1
    zr(3,242) row_link(3,10,O) -1
    zr(3,242) row_link(3,11,O) -1
    zr(3,242) row_link(3,2,I) -1
    zr(3,242) row_link(3,9,I) -1
    zr(3,243) row_choice(3) 1
    zr(3,243) row_link(3,0,X) -1
    zr(3,243) row_link(3,2,X) -1
    zr(3,243) row_link(3,6,X) -1
    zr(3,243) row_link(3,8,O) -1
    zr(3,243) row_link(3,10,O) -1
    zr(3,243) row_link(3,11,O) -1
    zr(3,243) row_link(3,3,I) -1
    zr(3,243) row_link(3,9,I) -1
    zr(3,244) row_choice(3) 1
    zr(3,244) row_link(3,0,X) -1
    zr(3,244) row_link(3,2,X) -1
    zr(3,244) row_link(3,3,X) -1
    zr(3,244) row_link(3,8,O) -1
    zr(3,244) row_link(3,10,O) -1
    zr(3,244) row_link(3,11,O) -1
    zr(3,244) row_link(3,6,I) -1
    zr(3,244) row_link(3,9,I) -1
    zr(3,245) row_choice(3) 1
    zr(3,245) row_link(3,2,X) -1
    zr(3,245) row_link(3,3,X) -1
    zr(3,245) row_link(3,6,X) -1
    zr(3,245) row_link(3,0,O) -1
    zr(3,245) row_link(3,10,O) -1
    zr(3,245) row_link(3,11,O) -1
    zr(3,245) row_link(3,8,I) -1
    zr(3,245) row_link(3,9,I) -1
    zr(3,246) row_choice(3) 1
    zr(3,246) row_link(3,0,X) -1
    zr(3,246) row_link(3,3,X) -1
    zr(3,246) row_link(3,6,X) -1
    zr(3,246) row_link(3,2,O) -1
    zr(3,246) row_link(3,10,O) -1
    zr(3,246) row_link(3,11,O) -1
    zr(3,246) row_link(3,8,I) -1
    zr(3,246) row_link(3,9,I) -1
    zr(3,247) row_choice(3) 1
    zr(3,247) row_link(3,0,X) -1
    zr(3,247) row_link(3,2,X) -1
    zr(3,247) row_link(3,6,X) -1
    zr(3,247) row_link(3,3,O) -1
    zr(3,247) row_link(3,10,O) -1
    zr(3,247) row_link(3,11,O) -1
    zr(3,247) row_link(3,8,I) -1
    zr(3,247) row_link(3,9,I) -1
    zr(3,248) row_choice(3) 1
    zr(3,248) row_link(3,0,X) -1
    zr(3,248) row_link(3,2,X) -1
    zr(3,248) row_link(3,3,X) -1
    zr(3,248) row_link(3,6,O) -1
    zr(3,248) row_link(3,10,O) -1
    zr(3,248) row_link(3,11,O) -1
    zr(3,248) row_link(3,8,I) -1
    zr(3,248) row_link(3,9,I) -1
    zr(3,249) row_choice(3) 1
    zr(3,249) row_link(3,6,X) -1
    zr(3,249) row_link(3,8,X) -1
    zr(3,249) row_link(3,9,X) -1
    zr(3,249) row_link(3,2,O) -1
    zr(3,249) row_link(3,3,O) -1
    zr(3,249) row_link(3,11,O) -1
    zr(3,249) row_link(3,0,I) -1
    zr(3,249) row_link(3,10,I) -1
    zr(3,250) row_choice(3) 1
    zr(3,250) row_link(3,6,X) -1
    zr(3,250) row_link(3,8,X) -1
    zr(3,250) row_link(3,9,X) -1
    zr(3,250) row_link(3,0,O) -1
    zr(3,250) row_link(3,3,O) -1
    zr(3,250) row_link(3,11,O) -1
    zr(3,250) row_link(3,2,I) -1
    zr(3,250) row_link(3,10,I) -1
    zr(3,251) row_choice(3) 1
    zr(3,251) row_link(3,6,X) -1
    zr(3,251) row_link(3,8,X) -1
    zr(3,251) row_link(3,9,X) -1
    zr(3,251) row_link(3,0,O) -1
    zr(3,251) row_link(3,2,O) -1
    zr(3,251) row_link(3,11,O) -1
    zr(3,251) row_link(3,3,I) -1
    zr(3,251) row_link(3,10,I) -1
    zr(3,252) row_choice(3) 1
    zr(3,252) row_link(3,3,X) -1
    zr(3,252) row_link(3,8,X) -1
    zr(3,252) row_link(3,9,X) -1
    zr(3,252) row_link(3,2,O) -1
    zr(3,252) row_link(3,6,O) -1
    zr(3,252) row_link(3,11,O) -1
    zr(3,252) row_link(3,0,I) -1
    zr(3,252) row_link(3,10,I) -1
    zr(3,253) row_choice(3) 1
    zr(3,253) row_link(3,3,X) -1
    zr(3,253) row_link(3,8,X) -1
    zr(3,253) row_link(3,9,X) -1
    zr(3,253) row_link(3,0,O) -1
    zr(3,253) row_link(3,6,O) -1
    zr(3,253) row_link(3,11,O) -1
    zr(3,253) row_link(3,2,I) -1
    zr(3,253) row_link(3,10,I) -1
    zr(3,254) row_choice(3) 1
    zr(3,254) row_link(3,2,X) -1
    zr(3,254) row_link(3,8,X) -1
    zr(3,254) row_link(3,9,X) -1
    zr(3,254) row_link(3,3,O) -1
    zr(3,254) row_link(3,6,O) -1
    zr(3,254) row_link(3,11,O) -1
    zr(3,254) row_link(3,0,I) -1
    zr(3,254) row_link(3,10,I) -1
    zr(3,255) row_choice(3) 1
    zr(3,255) row_link(3,0,X) -1
    zr(3,255) row_link(3,8,X) -1
    zr(3,255) row_link(3,9,X) -1
    zr(3,255) row_link(3,3,O) -1
    zr(3,255) row_link(3,6,O) -1
    zr(3,255) row_link(3,11,O) -1
    zr(3,255) row_link(3,2,I) -1
    zr(3,255) row_link(3,10,I) -1
    zr(3,256) row_choice(3) 1
    zr(3,256) row_link(3,2,X) -1
    zr(3,256) row_link(3,8,X) -1
    zr(3,256) row_link(3,9,X) -1
    zr(3,256) row_link(3,0,O) -1
    zr(3,256) row_link(3,6,O) -1
    zr(3,256) row_link(3,11,O) -1
    zr(3,256) row_link(3,3,I) -1
    zr(3,256) row_link(3,10,I) -1
    zr(3,257) row_choice(3) 1
    zr(3,257) row_link(3,0,X) -1
    zr(3,257) row_link(3,8,X) -1
    zr(3,257) row_link(3,9,X) -1
    zr(3,257) row_link(3,2,O) -1
    zr(3,257) row_link(3,6,O) -1
    zr(3,257) row_link(3,11,O) -1
    zr(3,257) row_link(3,3,I) -1
    zr(3,257) row_link(3,10,I) -1
    zr(3,258) row_choice(3) 1
    zr(3,258) row_link(3,3,X) -1
    zr(3,258) row_link(3,8,X) -1
    zr(3,258) row_link(3,9,X) -1
    zr(3,258) row_link(3,0,O) -1
    zr(3,258) row_link(3,2,O) -1
    zr(3,258) row_link(3,11,O) -1
    zr(3,258) row_link(3,6,I) -1
    zr(3,258) row_link(3,10,I) -1
    zr(3,259) row_choice(3) 1
    zr(3,259) row_link(3,2,X) -1
    zr(3,259) row_link(3,8,X) -1
    zr(3,259) row_link(3,9,X) -1
    zr(3,259) row_link(3,0,O) -1
    zr(3,259) row_link(3,3,O) -1
    zr(3,259) row_link(3,11,O) -1
    zr(3,259) row_link(3,6,I) -1
    zr(3,259) row_link(3,10,I) -1
    zr(3,260) row_choice(3) 1
    zr(3,260) row_link(3,0,X) -1
    zr(3,260) row_link(3,8,X) -1
    zr(3,260) row_link(3,9,X) -1
    zr(3,260) row_link(3,2,O) -1
    zr(3,260) row_link(3,3,O) -1
    zr(3,260) row_link(3,11,O) -1
    zr(3,260) row_link(3,6,I) -1
    zr(3,260) row_link(3,10,I) -1
    zr(3,261) row_choice(3) 1
    zr(3,261) row_link(3,3,X) -1
    zr(3,261) row_link(3,6,X) -1
    zr(3,261) row_link(3,9,X) -1
    zr(3,261) row_link(3,2,O) -1
    zr(3,261) row_link(3,8,O) -1
    zr(3,261) row_link(3,11,O) -1
    zr(3,261) row_link(3,0,I) -1
    zr(3,261) row_link(3,10,I) -1
    zr(3,262) row_choice(3) 1
    zr(3,262) row_link(3,3,X) -1
    zr(3,262) row_link(3,6,X) -1
    zr(3,262) row_link(3,9,X) -1
    zr(3,262) row_link(3,0,O) -1
    zr(3,262) row_link(3,8,O) -1
    zr(3,262) row_link(3,11,O) -1
    zr(3,262) row_link(3,2,I) -1
    zr(3,262) row_link(3,10,I) -1
    zr(3,263) row_choice(3) 1
    zr(3,263) row_link(3,2,X) -1
    zr(3,263) row_link(3,6,X) -1
    zr(3,263) row_link(3,9,X) -1
    zr(3,263) row_link(3,3,O) -1
    zr(3,263) row_link(3,8,O) -1
    zr(3,263) row_link(3,11,O) -1
    zr(3,263) row_link(3,0,I) -1
    zr(3,263) row_link(3,10,I) -1
    zr(3,264) row_choice(3) 1
    zr(3,264) row_link(3,0,X) -1
    zr(3,264) row_link(3,6,X) -1
    zr(3,264) row_link(3,9,X) -1
    zr(3,264) row_link(3,3,O) -1
    zr(3,264) row_link(3,8,O) -1
    zr(3,264) row_link(3,11,O) -1
    zr(3,264) row_link(3,2,I) -1
    zr(3,264) row_link(3,10,I) -1
    zr(3,265) row_choice(3) 1
    zr(3,265) row_link(3,2,X) -1
    zr(3,265) row_link(3,6,X) -1
    zr(3,265) row_link(3,9,X) -1
    zr(3,265) row_link(3,0,O) -1
    zr(3,265) row_link(3,8,O) -1
    zr(3,265) row_link(3,11,O) -1
    zr(3,265) row_link(3,3,I) -1
    zr(3,265) row_link(3,10,I) -1
    zr(3,266) row_choice(3) 1
    zr(3,266) row_link(3,0,X) -1
    zr(3,266) row_link(3,6,X) -1
    zr(3,266) row_link(3,9,X) -1
    zr(3,266) row_link(3,2,O) -1
    zr(3,266) row_link(3,8,O) -1
    zr(3,266) row_link(3,11,O) -1
    zr(3,266) row_link(3,3,I) -1
    zr(3,266) row_link(3,10,I) -1
    zr(3,267) row_choice(3) 1
    zr(3,267) row_link(3,2,X) -1
    zr(3,267) row_link(3,3,X) -1
    zr(3,267) row_link(3,9,X) -1
    zr(3,267) row_link(3,0,O) -1
    zr(3,267) row_link(3,8,O) -1
    zr(3,267) row_link(3,11,O) -1
    zr(3,267) row_link(3,6,I) -1
    zr(3,267) row_link(3,10,I) -1
    zr(3,268) row_choice(3) 1
    zr(3,268) row_link(3,0,X) -1
    zr(3,268) row_link(3,3,X) -1
    zr(3,268) row_link(3,9,X) -1
    zr(3,268) row_link(3,2,O) -1
    zr(3,268) row_link(3,8,O) -1
    zr(3,268) row_link(3,11,O) -1
    zr(3,268) row_link(3,6,I) -1
    zr(3,268) row_link(3,10,I) -1
    zr(3,269) row_choice(3) 1
    zr(3,269) row_link(3,0,X) -1
    zr(3,269) row_link(3,2,X) -1
    zr(3,269) row_link(3,9,X) -1
    zr(3,269) row_link(3,3,O) -1
    zr(3,269) row_link(3,8,O) -1
    zr(3,269) row_link(3,11,O) -1
    zr(3,269) row_link(3,6,I) -1
    zr(3,269) row_link(3,10,I) -1
    zr(3,270) row_choice(3) 1
    zr(3,270) row_link(3,3,X) -1
    zr(3,270) row_link(3,6,X) -1
    zr(3,270) row_link(3,9,X) -1
    zr(3,270) row_link(3,0,O) -1
    zr(3,270) row_link(3,2,O) -1
    zr(3,270) row_link(3,11,O) -1
    zr(3,270) row_link(3,8,I) -1
    zr(3,270) row_link(3,10,I) -1
    zr(3,271) row_choice(3) 1
    zr(3,271) row_link(3,2,X) -1
    zr(3,271) row_link(3,6,X) -1
    zr(3,271) row_link(3,9,X) -1
    zr(3,271) row_link(3,0,O) -1
    zr(3,271) row_link(3,3,O) -1
    zr(3,271) row_link(3,11,O) -1
    zr(3,271) row_link(3,8,I) -1
    zr(3,271) row_link(3,10,I) -1
    zr(3,272) row_choice(3) 1
    zr(3,272) row_link(3,0,X) -1
    zr(3,272) row_link(3,6,X) -1
    zr(3,272) row_link(3,9,X) -1
    zr(3,272) row_link(3,2,O) -1
    zr(3,272) row_link(3,3,O) -1
    zr(3,272) row_link(3,11,O) -1
    zr(3,272) row_link(3,8,I) -1
    zr(3,272) row_link(3,10,I) -1
    zr(3,273) row_choice(3) 1
    zr(3,273) row_link(3,2,X) -1
    zr(3,273) row_link(3,3,X) -1
    zr(3,273) row_link(3,9,X) -1
    zr(3,273) row_link(3,0,O) -1
    zr(3,273) row_link(3,6,O) -1
    zr(3,273) row_link(3,11,O) -1
    zr(3,273) row_link(3,8,I) -1
    zr(3,273) row_link(3,10,I) -1
    zr(3,274) row_choice(3) 1
    zr(3,274) row_link(3,0,X) -1
    zr(3,274) row_link(3,3,X) -1
    zr(3,274) row_link(3,9,X) -1
    zr(3,274) row_link(3,2,O) -1
    zr(3,274) row_link(3,6,O) -1
    zr(3,274) row_link(3,11,O) -1
    zr(3,274) row_link(3,8,I) -1
    zr(3,274) row_link(3,10,I) -1
    zr(3,275) row_choice(3) 1
    zr(3,275) row_link(3,0,X) -1
    zr(3,275) row_link(3,2,X) -1
    zr(3,275) row_link(3,9,X) -1
    zr(3,275) row_link(3,3,O) -1
    zr(3,275) row_link(3,6,O) -1
    zr(3,275) row_link(3,11,O) -1
    zr(3,275) row_link(3,8,I) -1
    zr(3,275) row_link(3,10,I) -1
    zr(3,276) row_choice(3) 1
    zr(3,276) row_link(3,3,X) -1
    zr(3,276) row_link(3,6,X) -1
    zr(3,276) row_link(3,8,X) -1
    zr(3,276) row_link(3,2,O) -1
    zr(3,276) row_link(3,9,O) -1
    zr(3,276) row_link(3,11,O) -1
    zr(3,276) row_link(3,0,I) -1
    zr(3,276) row_link(3,10,I) -1
    zr(3,277) row_choice(3) 1
    zr(3,277) row_link(3,3,X) -1
    zr(3,277) row_link(3,6,X) -1
    zr(3,277) row_link(3,8,X) -1
    zr(3,277) row_link(3,0,O) -1
    zr(3,277) row_link(3,9,O) -1
    zr(3,277) row_link(3,11,O) -1
    zr(3,277) row_link(3,2,I) -1
    zr(3,277) row_link(3,10,I) -1
    zr(3,278) row_choice(3) 1
    zr(3,278) row_link(3,2,X) -1
    zr(3,278) row_link(3,6,X) -1
    zr(3,278) row_link(3,8,X) -1
    zr(3,278) row_link(3,3,O) -1
    zr(3,278) row_link(3,9,O) -1
    zr(3,278) row_link(3,11,O) -1
    zr(3,278) row_link(3,0,I) -1
    zr(3,278) row_link(3,10,I) -1
    zr(3,279) row_choice(3) 1
    zr(3,279) row_link(3,0,X) -1
    zr(3,279) row_link(3,6,X) -1
    zr(3,279) row_link(3,8,X) -1
    zr(3,279) row_link(3,3,O) -1
    zr(3,279) row_link(3,9,O) -1
    zr(3,279) row_link(3,11,O) -1
    zr(3,279) row_link(3,2,I) -1
    zr(3,279) row_link(3,10,I) -1
    zr(3,280) row_choice(3) 1
    zr(3,280) row_link(3,2,X) -1
    zr(3,280) row_link(3,6,X) -1
    zr(3,280) row_link(3,8,X) -1
    zr(3,280) row_link(3,0,O) -1
    zr(3,280) row_link(3,9,O) -1
    zr(3,280) row_link(3,11,O) -1
    zr(3,280) row_link(3,3,I) -1
    zr(3,280) row_link(3,10,I) -1
    zr(3,281) row_choice(3) 1
    zr(3,281) row_link(3,0,X) -1
    zr(3,281) row_link(3,6,X) -1
    zr(3,281) row_link(3,8,X) -1
    zr(3,281) row_link(3,2,O) -1
    zr(3,281) row_link(3,9,O) -1
    zr(3,281) row_link(3,11,O) -1
    zr(3,281) row_link(3,3,I) -1
    zr(3,281) row_link(3,10,I) -1
    zr(3,282) row_choice(3) 1
    zr(3,282) row_link(3,2,X) -1
    zr(3,282) row_link(3,3,X) -1
    zr(3,282) row_link(3,8,X) -1
    zr(3,282) row_link(3,6,O) -1
    zr(3,282) row_link(3,9,O) -1
    zr(3,282) row_link(3,11,O) -1
    zr(3,282) row_link(3,0,I) -1
    zr(3,282) row_link(3,10,I) -1
    zr(3,283) row_choice(3) 1
    zr(3,283) row_link(3,0,X) -1
    zr(3,283) row_link(3,3,X) -1
    zr(3,283) row_link(3,8,X) -1
    zr(3,283) row_link(3,6,O) -1
    zr(3,283) row_link(3,9,O) -1
    zr(3,283) row_link(3,11,O) -1
    zr(3,283) row_link(3,2,I) -1
    zr(3,283) row_link(3,10,I) -1
    zr(3,284) row_choice(3) 1
    zr(3,284) row_link(3,0,X) -1
    zr(3,284) row_link(3,2,X) -1
    zr(3,284) row_link(3,8,X) -1
    zr(3,284) row_link(3,6,O) -1
    zr(3,284) row_link(3,9,O) -1
    zr(3,284) row_link(3,11,O) -1
    zr(3,284) row_link(3,3,I) -1
    zr(3,284) row_link(3,10,I) -1
    zr(3,285) row_choice(3) 1
    zr(3,285) row_link(3,2,X) -1
    zr(3,285) row_link(3,3,X) -1
    zr(3,285) row_link(3,8,X) -1
    zr(3,285) row_link(3,0,O) -1
    zr(3,285) row_link(3,9,O) -1
    zr(3,285) row_link(3,11,O) -1
    zr(3,285) row_link(3,6,I) -1
    zr(3,285) row_link(3,10,I) -1
    zr(3,286) row_choice(3) 1
    zr(3,286) row_link(3,0,X) -1
    zr(3,286) row_link(3,3,X) -1
    zr(3,286) row_link(3,8,X) -1
    zr(3,286) row_link(3,2,O) -1
    zr(3,286) row_link(3,9,O) -1
    zr(3,286) row_link(3,11,O) -1
    zr(3,286) row_link(3,6,I) -1
    zr(3,286) row_link(3,10,I) -1
    zr(3,287) row_choice(3) 1
    zr(3,287) row_link(3,0,X) -1
    zr(3,287) row_link(3,2,X) -1
    zr(3,287) row_link(3,8,X) -1
    zr(3,287) row_link(3,3,O) -1
    zr(3,287) row_link(3,9,O) -1
    zr(3,287) row_link(3,11,O) -1
    zr(3,287) row_link(3,6,I) -1
    zr(3,287) row_link(3,10,I) -1
    zr(3,288) row_choice(3) 1
    zr(3,288) row_link(3,2,X) -1
    zr(3,288) row_link(3,3,X) -1
    zr(3,288) row_link(3,6,X) -1
    zr(3,288) row_link(3,0,O) -1
    zr(3,288) row_link(3,9,O) -1
    zr(3,288) row_link(3,11,O) -1
    zr(3,288) row_link(3,8,I) -1
    zr(3,288) row_link(3,10,I) -1
    zr(3,289) row_choice(3) 1
    zr(3,289) row_link(3,0,X) -1
    zr(3,289) row_link(3,3,X) -1
    zr(3,289) row_link(3,6,X) -1
    zr(3,289) row_link(3,2,O) -1
    zr(3,289) row_link(3,9,O) -1
    zr(3,289) row_link(3,11,O) -1
    zr(3,289) row_link(3,8,I) -1
    zr(3,289) row_link(3,10,I) -1
    zr(3,290) row_choice(3) 1
    zr(3,290) row_link(3,0,X) -1
    zr(3,290) row_link(3,2,X) -1
    zr(3,290) row_link(3,6,X) -1
    zr(3,290) row_link(3,3,O) -1
    zr(3,290) row_link(3,9,O) -1
    zr(3,290) row_link(3,11,O) -1
    zr(3,290) row_link(3,8,I) -1
    zr(3,290) row_link(3,10,I) -1
    zr(3,291) row_choice(3) 1
    zr(3,291) row_link(3,0,X) -1
    zr(3,291) row_link(3,2,X) -1
    zr(3,291) row_link(3,3,X) -1
    zr(3,291) row_link(3,6,O) -1
    zr(3,291) row_link(3,9,O) -1
    zr(3,291) row_link(3,11,O) -1
    zr(3,291) row_link(3,8,I) -1
    zr(3,291) row_link(3,10,I) -1
    zr(3,292) row_choice(3) 1
    zr(3,292) row_link(3,3,X) -1
    zr(3,292) row_link(3,6,X) -1
    zr(3,292) row_link(3,8,X) -1
    zr(3,292) row_link(3,0,O) -1
    zr(3,292) row_link(3,2,O) -1
    zr(3,292) row_link(3,11,O) -1
    zr(3,292) row_link(3,9,I) -1
    zr(3,292) row_link(3,10,I) -1
    zr(3,293) row_choice(3) 1
    zr(3,293) row_link(3,2,X) -1
    zr(3,293) row_link(3,6,X) -1
    zr(3,293) row_link(3,8,X) -1
    zr(3,293) row_link(3,0,O) -1
    zr(3,293) row_link(3,3,O) -1
    zr(3,293) row_link(3,11,O) -1
    zr(3,293) row_link(3,9,I) -1
    zr(3,293) row_link(3,10,I) -1
    zr(3,294) row_choice(3) 1
    zr(3,294) row_link(3,0,X) -1
    zr(3,294) row_link(3,6,X) -1
    zr(3,294) row_link(3,8,X) -1
    zr(3,294) row_link(3,2,O) -1
    zr(3,294) row_link(3,3,O) -1
    zr(3,294) row_link(3,11,O) -1
    zr(3,294) row_link(3,9,I) -1
    zr(3,294) row_link(3,10,I) -1
    zr(3,295) row_choice(3) 1
    zr(3,295) row_link(3,2,X) -1
    zr(3,295) row_link(3,3,X) -1
    zr(3,295) row_link(3,8,X) -1
    zr(3,295) row_link(3,0,O) -1
    zr(3,295) row_link(3,6,O) -1
    zr(3,295) row_link(3,11,O) -1
    zr(3,295) row_link(3,9,I) -1
    zr(3,295) row_link(3,10,I) -1
    zr(3,296) row_choice(3) 1
    zr(3,296) row_link(3,0,X) -1
    zr(3,296) row_link(3,3,X) -1
    zr(3,296) row_link(3,8,X) -1
    zr(3,296) row_link(3,2,O) -1
    zr(3,296) row_link(3,6,O) -1
    zr(3,296) row_link(3,11,O) -1
    zr(3,296) row_link(3,9,I) -1
    zr(3,296) row_link(3,10,I) -1
    zr(3,297) row_choice(3) 1
    zr(3,297) row_link(3,0,X) -1
    zr(3,297) row_link(3,2,X) -1
    zr(3,297) row_link(3,8,X) -1
    zr(3,297) row_link(3,3,O) -1
    zr(3,297) row_link(3,6,O) -1
    zr(3,297) row_link(3,11,O) -1
    zr(3,297) row_link(3,9,I) -1
    zr(3,297) row_link(3,10,I) -1
    zr(3,298) row_choice(3) 1
    zr(3,298) row_link(3,2,X) -1
    zr(3,298) row_link(3,3,X) -1
    zr(3,298) row_link(3,6,X) -1
    zr(3,298) row_link(3,0,O) -1
    zr(3,298) row_link(3,8,O) -1
    zr(3,298) row_link(3,11,O) -1
    zr(3,298) row_link(3,9,I) -1
    zr(3,298) row_link(3,10,I) -1
    zr(3,299) row_choice(3) 1
    zr(3,299) row_link(3,0,X) -1
    zr(3,299) row_link(3,3,X) -1
    zr(3,299) row_link(3,6,X) -1
    zr(3,299) row_link(3,2,O) -1
    zr(3,299) row_link(3,8,O) -1
    zr(3,299) row_link(3,11,O) -1
    zr(3,299) row_link(3,9,I) -1
    zr(3,299) row_link(3,10,I) -1
    zr(3,300) row_choice(3) 1
    zr(3,300) row_link(3,0,X) -1
    zr(3,300) row_link(3,2,X) -1
    zr(3,300) row_link(3,6,X) -1
    zr(3,300) row_link(3,3,O) -1
    zr(3,300) row_link(3,8,O) -1
    zr(3,300) row_link(3,11,O) -1
    zr(3,300) row_link(3,9,I) -1
    zr(3,300) row_link(3,10,I) -1
    zr(3,301) row_choice(3) 1
    zr(3,301) row_link(3,6,X) -1
    zr(3,301) row_link(3,9,X) -1
    zr(3,301) row_link(3,10,X) -1
    zr(3,301) row_link(3,2,O) -1
    zr(3,301) row_link(3,3,O) -1
    zr(3,301) row_link(3,8,O) -1
    zr(3,301) row_link(3,0,I) -1
    zr(3,301) row_link(3,11,I) -1
    zr(3,302) row_choice(3) 1
    zr(3,302) row_link(3,6,X) -1
    zr(3,302) row_link(3,9,X) -1
    zr(3,302) row_link(3,10,X) -1
    zr(3,302) row_link(3,0,O) -1
    zr(3,302) row_link(3,3,O) -1
    zr(3,302) row_link(3,8,O) -1
    zr(3,302) row_link(3,2,I) -1
    zr(3,302) row_link(3,11,I) -1
    zr(3,303) row_choice(3) 1
    zr(3,303) row_link(3,6,X) -1
    zr(3,303) row_link(3,9,X) -1
    zr(3,303) row_link(3,10,X) -1
    zr(3,303) row_link(3,0,O) -1
    zr(3,303) row_link(3,2,O) -1
    zr(3,303) row_link(3,8,O) -1
    zr(3,303) row_link(3,3,I) -1
    zr(3,303) row_link(3,11,I) -1
    zr(3,304) row_choice(3) 1
    zr(3,304) row_link(3,3,X) -1
    zr(3,304) row_link(3,9,X) -1
    zr(3,304) row_link(3,10,X) -1
    zr(3,304) row_link(3,0,O) -1
    zr(3,304) row_link(3,2,O) -1
    zr(3,304) row_link(3,8,O) -1
    zr(3,304) row_link(3,6,I) -1
    zr(3,304) row_link(3,11,I) -1
    zr(3,305) row_choice(3) 1
    zr(3,305) row_link(3,2,X) -1
    zr(3,305) row_link(3,9,X) -1
    zr(3,305) row_link(3,10,X) -1
    zr(3,305) row_link(3,0,O) -1
    zr(3,305) row_link(3,3,O) -1
    zr(3,305) row_link(3,8,O) -1
    zr(3,305) row_link(3,6,I) -1
    zr(3,305) row_link(3,11,I) -1
    zr(3,306) row_choice(3) 1
    zr(3,306) row_link(3,0,X) -1
    zr(3,306) row_link(3,9,X) -1
    zr(3,306) row_link(3,10,X) -1
    zr(3,306) row_link(3,2,O) -1
    zr(3,306) row_link(3,3,O) -1
    zr(3,306) row_link(3,8,O) -1
    zr(3,306) row_link(3,6,I) -1
    zr(3,306) row_link(3,11,I) -1
    zr(3,307) row_choice(3) 1
    zr(3,307) row_link(3,6,X) -1
    zr(3,307) row_link(3,9,X) -1
    zr(3,307) row_link(3,10,X) -1
    zr(3,307) row_link(3,0,O) -1
    zr(3,307) row_link(3,2,O) -1
    zr(3,307) row_link(3,3,O) -1
    zr(3,307) row_link(3,8,I) -1
    zr(3,307) row_link(3,11,I) -1
    zr(3,308) row_choice(3) 1
    zr(3,308) row_link(3,3,X) -1
    zr(3,308) row_link(3,9,X) -1
    zr(3,308) row_link(3,10,X) -1
    zr(3,308) row_link(3,0,O) -1
    zr(3,308) row_link(3,2,O) -1
    zr(3,308) row_link(3,6,O) -1
    zr(3,308) row_link(3,8,I) -1
    zr(3,308) row_link(3,11,I) -1
    zr(3,309) row_choice(3) 1
    zr(3,309) row_link(3,2,X) -1
    zr(3,309) row_link(3,9,X) -1
    zr(3,309) row_link(3,10,X) -1
    zr(3,309) row_link(3,0,O) -1
    zr(3,309) row_link(3,3,O) -1
    zr(3,309) row_link(3,6,O) -1
    zr(3,309) row_link(3,8,I) -1
    zr(3,309) row_link(3,11,I) -1
    zr(3,310) row_choice(3) 1
    zr(3,310) row_link(3,0,X) -1
    zr(3,310) row_link(3,9,X) -1
    zr(3,310) row_link(3,10,X) -1
    zr(3,310) row_link(3,2,O) -1
    zr(3,310) row_link(3,3,O) -1
    zr(3,310) row_link(3,6,O) -1
    zr(3,310) row_link(3,8,I) -1
    zr(3,310) row_link(3,11,I) -1
    zr(3,311) row_choice(3) 1
    zr(3,311) row_link(3,6,X) -1
    zr(3,311) row_link(3,8,X) -1
    zr(3,311) row_link(3,10,X) -1
    zr(3,311) row_link(3,2,O) -1
    zr(3,311) row_link(3,3,O) -1
    zr(3,311) row_link(3,9,O) -1
    zr(3,311) row_link(3,0,I) -1
    zr(3,311) row_link(3,11,I) -1
    zr(3,312) row_choice(3) 1
    zr(3,312) row_link(3,6,X) -1
    zr(3,312) row_link(3,8,X) -1
    zr(3,312) row_link(3,10,X) -1
    zr(3,312) row_link(3,0,O) -1
    zr(3,312) row_link(3,3,O) -1
    zr(3,312) row_link(3,9,O) -1
    zr(3,312) row_link(3,2,I) -1
    zr(3,312) row_link(3,11,I) -1
    zr(3,313) row_choice(3) 1
    zr(3,313) row_link(3,6,X) -1
    zr(3,313) row_link(3,8,X) -1
    zr(3,313) row_link(3,10,X) -1
    zr(3,313) row_link(3,0,O) -1
    zr(3,313) row_link(3,2,O) -1
    zr(3,313) row_link(3,9,O) -1
    zr(3,313) row_link(3,3,I) -1
    zr(3,313) row_link(3,11,I) -1
    zr(3,314) row_choice(3) 1
    zr(3,314) row_link(3,3,X) -1
    zr(3,314) row_link(3,8,X) -1
    zr(3,314) row_link(3,10,X) -1
    zr(3,314) row_link(3,2,O) -1
    zr(3,314) row_link(3,6,O) -1
    zr(3,314) row_link(3,9,O) -1
    zr(3,314) row_link(3,0,I) -1
    zr(3,314) row_link(3,11,I) -1
    zr(3,315) row_choice(3) 1
    zr(3,315) row_link(3,3,X) -1
    zr(3,315) row_link(3,8,X) -1
    zr(3,315) row_link(3,10,X) -1
    zr(3,315) row_link(3,0,O) -1
    zr(3,315) row_link(3,6,O) -1
    zr(3,315) row_link(3,9,O) -1
    zr(3,315) row_link(3,2,I) -1
    zr(3,315) row_link(3,11,I) -1
    zr(3,316) row_choice(3) 1
    zr(3,316) row_link(3,2,X) -1
    zr(3,316) row_link(3,8,X) -1
    zr(3,316) row_link(3,10,X) -1
    zr(3,316) row_link(3,3,O) -1
    zr(3,316) row_link(3,6,O) -1
    zr(3,316) row_link(3,9,O) -1
    zr(3,316) row_link(3,0,I) -1
    zr(3,316) row_link(3,11,I) -1
    zr(3,317) row_choice(3) 1
    zr(3,317) row_link(3,0,X) -1
    zr(3,317) row_link(3,8,X) -1
    zr(3,317) row_link(3,10,X) -1
    zr(3,317) row_link(3,3,O) -1
    zr(3,317) row_link(3,6,O) -1
    zr(3,317) row_link(3,9,O) -1
    zr(3,317) row_link(3,2,I) -1
    zr(3,317) row_link(3,11,I) -1
    zr(3,318) row_choice(3) 1
    zr(3,318) row_link(3,2,X) -1
    zr(3,318) row_link(3,8,X) -1
    zr(3,318) row_link(3,10,X) -1
    zr(3,318) row_link(3,0,O) -1
    zr(3,318) row_link(3,6,O) -1
    zr(3,318) row_link(3,9,O) -1
    zr(3,318) row_link(3,3,I) -1
    zr(3,318) row_link(3,11,I) -1
    zr(3,319) row_choice(3) 1
    zr(3,319) row_link(3,0,X) -1
    zr(3,319) row_link(3,8,X) -1
    zr(3,319) row_link(3,10,X) -1
    zr(3,319) row_link(3,2,O) -1
    zr(3,319) row_link(3,6,O) -1
    zr(3,319) row_link(3,9,O) -1
    zr(3,319) row_link(3,3,I) -1
    zr(3,319) row_link(3,11,I) -1
    zr(3,320) row_choice(3) 1
    zr(3,320) row_link(3,3,X) -1
    zr(3,320) row_link(3,8,X) -1
    zr(3,320) row_link(3,10,X) -1
    zr(3,320) row_link(3,0,O) -1
    zr(3,320) row_link(3,2,O) -1
    zr(3,320) row_link(3,9,O) -1
    zr(3,320) row_link(3,6,I) -1
    zr(3,320) row_link(3,11,I) -1
    zr(3,321) row_choice(3) 1
    zr(3,321) row_link(3,2,X) -1
    zr(3,321) row_link(3,8,X) -1
    zr(3,321) row_link(3,10,X) -1
    zr(3,321) row_link(3,0,O) -1
    zr(3,321) row_link(3,3,O) -1
    zr(3,321) row_link(3,9,O) -1
    zr(3,321) row_link(3,6,I) -1
    zr(3,321) row_link(3,11,I) -1
    zr(3,322) row_choice(3) 1
    zr(3,322) row_link(3,0,X) -1
    zr(3,322) row_link(3,8,X) -1
    zr(3,322) row_link(3,10,X) -1
    zr(3,322) row_link(3,2,O) -1
    zr(3,322) row_link(3,3,O) -1
    zr(3,322) row_link(3,9,O) -1
    zr(3,322) row_link(3,6,I) -1
    zr(3,322) row_link(3,11,I) -1
    zr(3,323) row_choice(3) 1
    zr(3,323) row_link(3,3,X) -1
    zr(3,323) row_link(3,6,X) -1
    zr(3,323) row_link(3,10,X) -1
    zr(3,323) row_link(3,0,O) -1
    zr(3,323) row_link(3,2,O) -1
    zr(3,323) row_link(3,9,O) -1
    zr(3,323) row_link(3,8,I) -1
    zr(3,323) row_link(3,11,I) -1
    zr(3,324) row_choice(3) 1
    zr(3,324) row_link(3,2,X) -1
    zr(3,324) row_link(3,6,X) -1
    zr(3,324) row_link(3,10,X) -1
    zr(3,324) row_link(3,0,O) -1
    zr(3,324) row_link(3,3,O) -1
    zr(3,324) row_link(3,9,O) -1
    zr(3,324) row_link(3,8,I) -1
    zr(3,324) row_link(3,11,I) -1
    zr(3,325) row_choice(3) 1
    zr(3,325) row_link(3,0,X) -1
    zr(3,325) row_link(3,6,X) -1
    zr(3,325) row_link(3,10,X) -1
    zr(3,325) row_link(3,2,O) -1
    zr(3,325) row_link(3,3,O) -1
    zr(3,325) row_link(3,9,O) -1
    zr(3,325) row_link(3,8,I) -1
    zr(3,325) row_link(3,11,I) -1
    zr(3,326) row_choice(3) 1
    zr(3,326) row_link(3,2,X) -1
    zr(3,326) row_link(3,3,X) -1
    zr(3,326) row_link(3,10,X) -1
    zr(3,326) row_link(3,0,O) -1
    zr(3,326) row_link(3,6,O) -1
    zr(3,326) row_link(3,9,O) -1
    zr(3,326) row_link(3,8,I) -1
    zr(3,326) row_link(3,11,I) -1
    zr(3,327) row_choice(3) 1
    zr(3,327) row_link(3,0,X) -1
    zr(3,327) row_link(3,3,X) -1
    zr(3,327) row_link(3,10,X) -1
    zr(3,327) row_link(3,2,O) -1
    zr(3,327) row_link(3,6,O) -1
    zr(3,327) row_link(3,9,O) -1
    zr(3,327) row_link(3,8,I) -1
    zr(3,327) row_link(3,11,I) -1
    zr(3,328) row_choice(3) 1
    zr(3,328) row_link(3,0,X) -1
    zr(3,328) row_link(3,2,X) -1
    zr(3,328) row_link(3,10,X) -1
    zr(3,328) row_link(3,3,O) -1
    zr(3,328) row_link(3,6,O) -1
    zr(3,328) row_link(3,9,O) -1
    zr(3,328) row_link(3,8,I) -1
    zr(3,328) row_link(3,11,I) -1
    zr(3,329) row_choice(3) 1
    zr(3,329) row_link(3,6,X) -1
    zr(3,329) row_link(3,8,X) -1
    zr(3,329) row_link(3,10,X) -1
    zr(3,329) row_link(3,0,O) -1
    zr(3,329) row_link(3,2,O) -1
    zr(3,329) row_link(3,3,O) -1
    zr(3,329) row_link(3,9,I) -1
    zr(3,329) row_link(3,11,I) -1
    zr(3,330) row_choice(3) 1
    zr(3,330) row_link(3,3,X) -1
    zr(3,330) row_link(3,8,X) -1
    zr(3,330) row_link(3,10,X) -1
    zr(3,330) row_link(3,0,O) -1
    zr(3,330) row_link(3,2,O) -1
    zr(3,330) row_link(3,6,O) -1
    zr(3,330) row_link(3,9,I) -1
    zr(3,330) row_link(3,11,I) -1
    zr(3,331) row_choice(3) 1
    zr(3,331) row_link(3,2,X) -1
    zr(3,331) row_link(3,8,X) -1
    zr(3,331) row_link(3,10,X) -1
    zr(3,331) row_link(3,0,O) -1
    zr(3,331) row_link(3,3,O) -1
    zr(3,331) row_link(3,6,O) -1
    zr(3,331) row_link(3,9,I) -1
    zr(3,331) row_link(3,11,I) -1
    zr(3,332) row_choice(3) 1
    zr(3,332) row_link(3,0,X) -1
    zr(3,332) row_link(3,8,X) -1
    zr(3,332) row_link(3,10,X) -1
    zr(3,332) row_link(3,2,O) -1
    zr(3,332) row_link(3,3,O) -1
    zr(3,332) row_link(3,6,O) -1
    zr(3,332) row_link(3,9,I) -1
    zr(3,332) row_link(3,11,I) -1
    zr(3,333) row_choice(3) 1
    zr(3,333) row_link(3,3,X) -1
    zr(3,333) row_link(3,6,X) -1
    zr(3,333) row_link(3,10,X) -1
    zr(3,333) row_link(3,0,O) -1
    zr(3,333) row_link(3,2,O) -1
    zr(3,333) row_link(3,8,O) -1
    zr(3,333) row_link(3,9,I) -1
    zr(3,333) row_link(3,11,I) -1
    zr(3,334) row_choice(3) 1
    zr(3,334) row_link(3,2,X) -1
    zr(3,334) row_link(3,6,X) -1
    zr(3,334) row_link(3,10,X) -1
    zr(3,334) row_link(3,0,O) -1
    zr(3,334) row_link(3,3,O) -1
    zr(3,334) row_link(3,8,O) -1
    zr(3,334) row_link(3,9,I) -1
    zr(3,334) row_link(3,11,I) -1
    zr(3,335) row_choice(3) 1
    zr(3,335) row_link(3,0,X) -1
    zr(3,335) row_link(3,6,X) -1
    zr(3,335) row_link(3,10,X) -1
    zr(3,335) row_link(3,2,O) -1
    zr(3,335) row_link(3,3,O) -1
    zr(3,335) row_link(3,8,O) -1
    zr(3,335) row_link(3,9,I) -1
    zr(3,335) row_link(3,11,I) -1
    zr(3,336) row_choice(3) 1
    zr(3,336) row_link(3,6,X) -1
    zr(3,336) row_link(3,8,X) -1
    zr(3,336) row_link(3,9,X) -1
    zr(3,336) row_link(3,2,O) -1
    zr(3,336) row_link(3,3,O) -1
    zr(3,336) row_link(3,10,O) -1
    zr(3,336) row_link(3,0,I) -1
    zr(3,336) row_link(3,11,I) -1
    zr(3,337) row_choice(3) 1
    zr(3,337) row_link(3,6,X) -1
    zr(3,337) row_link(3,8,X) -1
    zr(3,337) row_link(3,9,X) -1
    zr(3,337) row_link(3,0,O) -1
    zr(3,337) row_link(3,3,O) -1
    zr(3,337) row_link(3,10,O) -1
    zr(3,337) row_link(3,2,I) -1
    zr(3,337) row_link(3,11,I) -1
    zr(3,338) row_choice(3) 1
    zr(3,338) row_link(3,6,X) -1
    zr(3,338) row_link(3,8,X) -1
    zr(3,338) row_link(3,9,X) -1
    zr(3,338) row_link(3,0,O) -1
    zr(3,338) row_link(3,2,O) -1
    zr(3,338) row_link(3,10,O) -1
    zr(3,338) row_link(3,3,I) -1
    zr(3,338) row_link(3,11,I) -1
    zr(3,339) row_choice(3) 1
    zr(3,339) row_link(3,3,X) -1
    zr(3,339) row_link(3,8,X) -1
    zr(3,339) row_link(3,9,X) -1
    zr(3,339) row_link(3,2,O) -1
    zr(3,339) row_link(3,6,O) -1
    zr(3,339) row_link(3,10,O) -1
    zr(3,339) row_link(3,0,I) -1
    zr(3,339) row_link(3,11,I) -1
    zr(3,340) row_choice(3) 1
    zr(3,340) row_link(3,3,X) -1
    zr(3,340) row_link(3,8,X) -1
    zr(3,340) row_link(3,9,X) -1
    zr(3,340) row_link(3,0,O) -1
    zr(3,340) row_link(3,6,O) -1
    zr(3,340) row_link(3,10,O) -1
    zr(3,340) row_link(3,2,I) -1
    zr(3,340) row_link(3,11,I) -1
    zr(3,341) row_choice(3) 1
    zr(3,341) row_link(3,2,X) -1
    zr(3,341) row_link(3,8,X) -1
    zr(3,341) row_link(3,9,X) -1
    zr(3,341) row_link(3,3,O) -1
    zr(3,341) row_link(3,6,O) -1
    zr(3,341) row_link(3,10,O) -1
    zr(3,341) row_link(3,0,I) -1
    zr(3,341) row_link(3,11,I) -1
    zr(3,342) row_choice(3) 1
    zr(3,342) row_link(3,0,X) -1
    zr(3,342) row_link(3,8,X) -1
    zr(3,342) row_link(3,9,X) -1
    zr(3,342) row_link(3,3,O) -1
    zr(3,342) row_link(3,6,O) -1
    zr(3,342) row_link(3,10,O) -1
    zr(3,342) row_link(3,2,I) -1
    zr(3,342) row_link(3,11,I) -1
    zr(3,343) row_choice(3) 1
    zr(3,343) row_link(3,2,X) -1
    zr(3,343) row_link(3,8,X) -1
    zr(3,343) row_link(3,9,X) -1
    zr(3,343) row_link(3,0,O) -1
    zr(3,343) row_link(3,6,O) -1
    zr(3,343) row_link(3,10,O) -1
    zr(3,343) row_link(3,3,I) -1
    zr(3,343) row_link(3,11,I) -1
    zr(3,344) row_choice(3) 1
    zr(3,344) row_link(3,0,X) -1
    zr(3,344) row_link(3,8,X) -1
    zr(3,344) row_link(3,9,X) -1
    zr(3,344) row_link(3,2,O) -1
    zr(3,344) row_link(3,6,O) -1
    zr(3,344) row_link(3,10,O) -1
    zr(3,344) row_link(3,3,I) -1
    zr(3,344) row_link(3,11,I) -1
    zr(3,345) row_choice(3) 1
    zr(3,345) row_link(3,3,X) -1
    zr(3,345) row_link(3,8,X) -1
    zr(3,345) row_link(3,9,X) -1
    zr(3,345) row_link(3,0,O) -1
    zr(3,345) row_link(3,2,O) -1
    zr(3,345) row_link(3,10,O) -1
    zr(3,345) row_link(3,6,I) -1
    zr(3,345) row_link(3,11,I) -1
    zr(3,346) row_choice(3) 1
    zr(3,346) row_link(3,2,X) -1
    zr(3,346) row_link(3,8,X) -1
    zr(3,346) row_link(3,9,X) -1
    zr(3,346) row_link(3,0,O) -1
    zr(3,346) row_link(3,3,O) -1
    zr(3,346) row_link(3,10,O) -1
    zr(3,346) row_link(3,6,I) -1
    zr(3,346) row_link(3,11,I) -1
    zr(3,347) row_choice(3) 1
    zr(3,347) row_link(3,0,X) -1
    zr(3,347) row_link(3,8,X) -1
    zr(3,347) row_link(3,9,X) -1
    zr(3,347) row_link(3,2,O) -1
    zr(3,347) row_link(3,3,O) -1
    zr(3,347) row_link(3,10,O) -1
    zr(3,347) row_link(3,6,I) -1
    zr(3,347) row_link(3,11,I) -1
    zr(3,348) row_choice(3) 1
    zr(3,348) row_link(3,3,X) -1
    zr(3,348) row_link(3,6,X) -1
    zr(3,348) row_link(3,9,X) -1
    zr(3,348) row_link(3,2,O) -1
    zr(3,348) row_link(3,8,O) -1
    zr(3,348) row_link(3,10,O) -1
    zr(3,348) row_link(3,0,I) -1
    zr(3,348) row_link(3,11,I) -1
    zr(3,349) row_choice(3) 1
    zr(3,349) row_link(3,3,X) -1
    zr(3,349) row_link(3,6,X) -1
    zr(3,349) row_link(3,9,X) -1
    zr(3,349) row_link(3,0,O) -1
    zr(3,349) row_link(3,8,O) -1
    zr(3,349) row_link(3,10,O) -1
    zr(3,349) row_link(3,2,I) -1
    zr(3,349) row_link(3,11,I) -1
    zr(3,350) row_choice(3) 1
    zr(3,350) row_link(3,2,X) -1
    zr(3,350) row_link(3,6,X) -1
    zr(3,350) row_link(3,9,X) -1
    zr(3,350) row_link(3,3,O) -1
    zr(3,350) row_link(3,8,O) -1
    zr(3,350) row_link(3,10,O) -1
    zr(3,350) row_link(3,0,I) -1
    zr(3,350) row_link(3,11,I) -1
    zr(3,351) row_choice(3) 1
    zr(3,351) row_link(3,0,X) -1
    zr(3,351) row_link(3,6,X) -1
    zr(3,351) row_link(3,9,X) -1
    zr(3,351) row_link(3,3,O) -1
    zr(3,351) row_link(3,8,O) -1
    zr(3,351) row_link(3,10,O) -1
    zr(3,351) row_link(3,2,I) -1
    zr(3,351) row_link(3,11,I) -1
    zr(3,352) row_choice(3) 1
    zr(3,352) row_link(3,2,X) -1
    zr(3,352) row_link(3,6,X) -1
    zr(3,352) row_link(3,9,X) -1
    zr(3,352) row_link(3,0,O) -1
    zr(3,352) row_link(3,8,O) -1
    zr(3,352) row_link(3,10,O) -1
    zr(3,352) row_link(3,3,I) -1
    zr(3,352) row_link(3,11,I) -1
    zr(3,353) row_choice(3) 1
    zr(3,353) row_link(3,0,X) -1
    zr(3,353) row_link(3,6,X) -1
    zr(3,353) row_link(3,9,X) -1
    zr(3,353) row_link(3,2,O) -1
    zr(3,353) row_link(3,8,O) -1
    zr(3,353) row_link(3,10,O) -1
    zr(3,353) row_link(3,3,I) -1
    zr(3,353) row_link(3,11,I) -1
    zr(3,354) row_choice(3) 1
    zr(3,354) row_link(3,2,X) -1
    zr(3,354) row_link(3,3,X) -1
    zr(3,354) row_link(3,9,X) -1
    zr(3,354) row_link(3,0,O) -1
    zr(3,354) row_link(3,8,O) -1
    zr(3,354) row_link(3,10,O) -1
    zr(3,354) row_link(3,6,I) -1
    zr(3,354) row_link(3,11,I) -1
    zr(3,355) row_choice(3) 1
    zr(3,355) row_link(3,0,X) -1
    zr(3,355) row_link(3,3,X) -1
    zr(3,355) row_link(3,9,X) -1
    zr(3,355) row_link(3,2,O) -1
    zr(3,355) row_link(3,8,O) -1
    zr(3,355) row_link(3,10,O) -1
    zr(3,355) row_link(3,6,I) -1
    zr(3,355) row_link(3,11,I) -1
    zr(3,356) row_choice(3) 1
    zr(3,356) row_link(3,0,X) -1
    zr(3,356) row_link(3,2,X) -1
    zr(3,356) row_link(3,9,X) -1
    zr(3,356) row_link(3,3,O) -1
    zr(3,356) row_link(3,8,O) -1
    zr(3,356) row_link(3,10,O) -1
    zr(3,356) row_link(3,6,I) -1
    zr(3,356) row_link(3,11,I) -1
    zr(3,357) row_choice(3) 1
    zr(3,357) row_link(3,3,X) -1
    zr(3,357) row_link(3,6,X) -1
    zr(3,357) row_link(3,9,X) -1
    zr(3,357) row_link(3,0,O) -1
    zr(3,357) row_link(3,2,O) -1
    zr(3,357) row_link(3,10,O) -1
    zr(3,357) row_link(3,8,I) -1
    zr(3,357) row_link(3,11,I) -1
    zr(3,358) row_choice(3) 1
    zr(3,358) row_link(3,2,X) -1
    zr(3,358) row_link(3,6,X) -1
    zr(3,358) row_link(3,9,X) -1
    zr(3,358) row_link(3,0,O) -1
    zr(3,358) row_link(3,3,O) -1
    zr(3,358) row_link(3,10,O) -1
    zr(3,358) row_link(3,8,I) -1
    zr(3,358) row_link(3,11,I) -1
    zr(3,359) row_choice(3) 1
    zr(3,359) row_link(3,0,X) -1
    zr(3,359) row_link(3,6,X) -1
    zr(3,359) row_link(3,9,X) -1
    zr(3,359) row_link(3,2,O) -1
    zr(3,359) row_link(3,3,O) -1
    zr(3,359) row_link(3,10,O) -1
    zr(3,359) row_link(3,8,I) -1
    zr(3,359) row_link(3,11,I) -1
    zr(3,360) row_choice(3) 1
    zr(3,360) row_link(3,2,X) -1
    zr(3,360) row_link(3,3,X) -1
    zr(3,360) row_link(3,9,X) -1
    zr(3,360) row_link(3,0,O) -1
    zr(3,360) row_link(3,6,O) -1
    zr(3,360) row_link(3,10,O) -1
    zr(3,360) row_link(3,8,I) -1
    zr(3,360) row_link(3,11,I) -1
    zr(3,361) row_choice(3) 1
    zr(3,361) row_link(3,0,X) -1
    zr(3,361) row_link(3,3,X) -1
    zr(3,361) row_link(3,9,X) -1
    zr(3,361) row_link(3,2,O) -1
    zr(3,361) row_link(3,6,O) -1
    zr(3,361) row_link(3,10,O) -1
    zr(3,361) row_link(3,8,I) -1
    zr(3,361) row_link(3,11,I) -1
    zr(3,362) row_choice(3) 1
    zr(3,362) row_link(3,0,X) -1
    zr(3,362) row_link(3,2,X) -1
    zr(3,362) row_link(3,9,X) -1
    zr(3,362) row_link(3,3,O) -1
    zr(3,362) row_link(3,6,O) -1
    zr(3,362) row_link(3,10,O) -1
    zr(3,362) row_link(3,8,I) -1
    zr(3,362) row_link(3,11,I) -1
    zr(3,363) row_choice(3) 1
    zr(3,363) row_link(3,3,X) -1
    zr(3,363) row_link(3,6,X) -1
    zr(3,363) row_link(3,8,X) -1
    zr(3,363) row_link(3,2,O) -1
    zr(3,363) row_link(3,9,O) -1
    zr(3,363) row_link(3,10,O) -1
    zr(3,363) row_link(3,0,I) -1
    zr(3,363) row_link(3,11,I) -1
    zr(3,364) row_choice(3) 1
    zr(3,364) row_link(3,3,X) -1
    zr(3,364) row_link(3,6,X) -1
    zr(3,364) row_link(3,8,X) -1
    zr(3,364) row_link(3,0,O) -1
    zr(3,364) row_link(3,9,O) -1
    zr(3,364) row_link(3,10,O) -1
    zr(3,364) row_link(3,2,I) -1
    zr(3,364) row_link(3,11,I) -1
    zr(3,365) row_choice(3) 1
    zr(3,365) row_link(3,2,X) -1
    zr(3,365) row_link(3,6,X) -1
    zr(3,365) row_link(3,8,X) -1
    zr(3,365) row_link(3,3,O) -1
    zr(3,365) row_link(3,9,O) -1
    zr(3,365) row_link(3,10,O) -1
    zr(3,365) row_link(3,0,I) -1
    zr(3,365) row_link(3,11,I) -1
    zr(3,366) row_choice(3) 1
    zr(3,366) row_link(3,0,X) -1
    zr(3,366) row_link(3,6,X) -1
    zr(3,366) row_link(3,8,X) -1
    zr(3,366) row_link(3,3,O) -1
    zr(3,366) row_link(3,9,O) -1
    zr(3,366) row_link(3,10,O) -1
    zr(3,366) row_link(3,2,I) -1
    zr(3,366) row_link(3,11,I) -1
    zr(3,367) row_choice(3) 1
    zr(3,367) row_link(3,2,X) -1
    zr(3,367) row_link(3,6,X) -1
    zr(3,367) row_link(3,8,X) -1
    zr(3,367) row_link(3,0,O) -1
    zr(3,367) row_link(3,9,O) -1
    zr(3,367) row_link(3,10,O) -1
    zr(3,367) row_link(3,3,I) -1
    zr(3,367) row_link(3,11,I) -1
    zr(3,368) row_choice(3) 1
    zr(3,368) row_link(3,0,X) -1
    zr(3,368) row_link(3,6,X) -1
    zr(3,368) row_link(3,8,X) -1
    zr(3,368) row_link(3,2,O) -1
    zr(3,368) row_link(3,9,O) -1
    zr(3,368) row_link(3,10,O) -1
    zr(3,368) row_link(3,3,I) -1
    zr(3,368) row_link(3,11,I) -1
    zr(3,369) row_choice(3) 1
    zr(3,369) row_link(3,2,X) -1
    zr(3,369) row_link(3,3,X) -1
    zr(3,369) row_link(3,8,X) -1
    zr(3,369) row_link(3,6,O) -1
    zr(3,369) row_link(3,9,O) -1
    zr(3,369) row_link(3,10,O) -1
    zr(3,369) row_link(3,0,I) -1
    zr(3,369) row_link(3,11,I) -1
    zr(3,370) row_choice(3) 1
    zr(3,370) row_link(3,0,X) -1
    zr(3,370) row_link(3,3,X) -1
    zr(3,370) row_link(3,8,X) -1
    zr(3,370) row_link(3,6,O) -1
    zr(3,370) row_link(3,9,O) -1
    zr(3,370) row_link(3,10,O) -1
    zr(3,370) row_link(3,2,I) -1
    zr(3,370) row_link(3,11,I) -1
    zr(3,371) row_choice(3) 1
    zr(3,371) row_link(3,0,X) -1
    zr(3,371) row_link(3,2,X) -1
    zr(3,371) row_link(3,8,X) -1
    zr(3,371) row_link(3,6,O) -1
    zr(3,371) row_link(3,9,O) -1
    zr(3,371) row_link(3,10,O) -1
    zr(3,371) row_link(3,3,I) -1
    zr(3,371) row_link(3,11,I) -1
    zr(3,372) row_choice(3) 1
    zr(3,372) row_link(3,2,X) -1
    zr(3,372) row_link(3,3,X) -1
    zr(3,372) row_link(3,8,X) -1
    zr(3,372) row_link(3,0,O) -1
    zr(3,372) row_link(3,9,O) -1
    zr(3,372) row_link(3,10,O) -1
    zr(3,372) row_link(3,6,I) -1
    zr(3,372) row_link(3,11,I) -1
    zr(3,373) row_choice(3) 1
    zr(3,373) row_link(3,0,X) -1
    zr(3,373) row_link(3,3,X) -1
    zr(3,373) row_link(3,8,X) -1
    zr(3,373) row_link(3,2,O) -1
    zr(3,373) row_link(3,9,O) -1
    zr(3,373) row_link(3,10,O) -1
    zr(3,373) row_link(3,6,I) -1
    zr(3,373) row_link(3,11,I) -1
    zr(3,374) row_choice(3) 1
    zr(3,374) row_link(3,0,X) -1
    zr(3,374) row_link(3,2,X) -1
    zr(3,374) row_link(3,8,X) -1
    zr(3,374) row_link(3,3,O) -1
    zr(3,374) row_link(3,9,O) -1
    zr(3,374) row_link(3,10,O) -1
    zr(3,374) row_link(3,6,I) -1
    zr(3,374) row_link(3,11,I) -1
    zr(3,375) row_choice(3) 1
    zr(3,375) row_link(3,2,X) -1
    zr(3,375) row_link(3,3,X) -1
    zr(3,375) row_link(3,6,X) -1
    zr(3,375) row_link(3,0,O) -1
    zr(3,375) row_link(3,9,O) -1
    zr(3,375) row_link(3,10,O) -1
    zr(3,375) row_link(3,8,I) -1
    zr(3,375) row_link(3,11,I) -1
    zr(3,376) row_choice(3) 1
    zr(3,376) row_link(3,0,X) -1
    zr(3,376) row_link(3,3,X) -1
    zr(3,376) row_link(3,6,X) -1
    zr(3,376) row_link(3,2,O) -1
    zr(3,376) row_link(3,9,O) -1
    zr(3,376) row_link(3,10,O) -1
    zr(3,376) row_link(3,8,I) -1
    zr(3,376) row_link(3,11,I) -1
    zr(3,377) row_choice(3) 1
    zr(3,377) row_link(3,0,X) -1
    zr(3,377) row_link(3,2,X) -1
    zr(3,377) row_link(3,6,X) -1
    zr(3,377) row_link(3,3,O) -1
    zr(3,377) row_link(3,9,O) -1
    zr(3,377) row_link(3,10,O) -1
    zr(3,377) row_link(3,8,I) -1
    zr(3,377) row_link(3,11,I) -1
    zr(3,378) row_choice(3) 1
    zr(3,378) row_link(3,0,X) -1
    zr(3,378) row_link(3,2,X) -1
    zr(3,378) row_link(3,3,X) -1
    zr(3,378) row_link(3,6,O) -1
    zr(3,378) row_link(3,9,O) -1
    zr(3,378) row_link(3,10,O) -1
    zr(3,378) row_link(3,8,I) -1
    zr(3,378) row_link(3,11,I) -1
    zr(3,379) row_choice(3) 1
    zr(3,379) row_link(3,3,X) -1
    zr(3,379) row_link(3,6,X) -1
    zr(3,379) row_link(3,8,X) -1
    zr(3,379) row_link(3,0,O) -1
    zr(3,379) row_link(3,2,O) -1
    zr(3,379) row_link(3,10,O) -1
    zr(3,379) row_link(3,9,I) -1
    zr(3,379) row_link(3,11,I) -1
    zr(3,380) row_choice(3) 1
    zr(3,380) row_link(3,2,X) -1
    zr(3,380) row_link(3,6,X) -1
    zr(3,380) row_link(3,8,X) -1
    zr(3,380) row_link(3,0,O) -1
    zr(3,380) row_link(3,3,O) -1
    zr(3,380) row_link(3,10,O) -1
    zr(3,380) row_link(3,9,I) -1
    zr(3,380) row_link(3,11,I) -1
    zr(3,381) row_choice(3) 1
    zr(3,381) row_link(3,0,X) -1
    zr(3,381) row_link(3,6,X) -1
    zr(3,381) row_link(3,8,X) -1
    zr(3,381) row_link(3,2,O) -1
    zr(3,381) row_link(3,3,O) -1
    zr(3,381) row_link(3,10,O) -1
    zr(3,381) row_link(3,9,I) -1
    zr(3,381) row_link(3,11,I) -1
    zr(3,382) row_choice(3) 1
    zr(3,382) row_link(3,2,X) -1
    zr(3,382) row_link(3,3,X) -1
    zr(3,382) row_link(3,8,X) -1
    zr(3,382) row_link(3,0,O) -1
    zr(3,382) row_link(3,6,O) -1
    zr(3,382) row_link(3,10,O) -1
    zr(3,382) row_link(3,9,I) -1
    zr(3,382) row_link(3,11,I) -1
    zr(3,383) row_choice(3) 1
    zr(3,383) row_link(3,0,X) -1
    zr(3,383) row_link(3,3,X) -1
    zr(3,383) row_link(3,8,X) -1
    zr(3,383) row_link(3,2,O) -1
    zr(3,383) row_link(3,6,O) -1
    zr(3,383) row_link(3,10,O) -1
    zr(3,383) row_link(3,9,I) -1
    zr(3,383) row_link(3,11,I) -1
    zr(3,384) row_choice(3) 1
    zr(3,384) row_link(3,0,X) -1
    zr(3,384) row_link(3,2,X) -1
    zr(3,384) row_link(3,8,X) -1
    zr(3,384) row_link(3,3,O) -1
    zr(3,384) row_link(3,6,O) -1
    zr(3,384) row_link(3,10,O) -1
    zr(3,384) row_link(3,9,I) -1
    zr(3,384) row_link(3,11,I) -1
    zr(3,385) row_choice(3) 1
    zr(3,385) row_link(3,2,X) -1
    zr(3,385) row_link(3,3,X) -1
    zr(3,385) row_link(3,6,X) -1
    zr(3,385) row_link(3,0,O) -1
    zr(3,385) row_link(3,8,O) -1
    zr(3,385) row_link(3,10,O) -1
    zr(3,385) row_link(3,9,I) -1
    zr(3,385) row_link(3,11,I) -1
    zr(3,386) row_choice(3) 1
    zr(3,386) row_link(3,0,X) -1
    zr(3,386) row_link(3,3,X) -1
    zr(3,386) row_link(3,6,X) -1
    zr(3,386) row_link(3,2,O) -1
    zr(3,386) row_link(3,8,O) -1
    zr(3,386) row_link(3,10,O) -1
    zr(3,386) row_link(3,9,I) -1
    zr(3,386) row_link(3,11,I) -1
    zr(3,387) row_choice(3) 1
    zr(3,387) row_link(3,0,X) -1
    zr(3,387) row_link(3,2,X) -1
    zr(3,387) row_link(3,6,X) -1
    zr(3,387) row_link(3,3,O) -1
    zr(3,387) row_link(3,8,O) -1
    zr(3,387) row_link(3,10,O) -1
    zr(3,387) row_link(3,9,I) -1
    zr(3,387) row_link(3,11,I) -1
    zr(3,388) row_choice(3) 1
    zr(3,388) row_link(3,6,X) -1
    zr(3,388) row_link(3,8,X) -1
    zr(3,388) row_link(3,9,X) -1
    zr(3,388) row_link(3,0,O) -1
    zr(3,388) row_link(3,2,O) -1
    zr(3,388) row_link(3,3,O) -1
    zr(3,388) row_link(3,10,I) -1
    zr(3,388) row_link(3,11,I) -1
    zr(3,389) row_choice(3) 1
    zr(3,389) row_link(3,3,X) -1
    zr(3,389) row_link(3,8,X) -1
    zr(3,389) row_link(3,9,X) -1
    zr(3,389) row_link(3,0,O) -1
    zr(3,389) row_link(3,2,O) -1
    zr(3,389) row_link(3,6,O) -1
    zr(3,389) row_link(3,10,I) -1
    zr(3,389) row_link(3,11,I) -1
    zr(3,390) row_choice(3) 1
    zr(3,390) row_link(3,2,X) -1
    zr(3,390) row_link(3,8,X) -1
    zr(3,390) row_link(3,9,X) -1
    zr(3,390) row_link(3,0,O) -1
    zr(3,390) row_link(3,3,O) -1
    zr(3,390) row_link(3,6,O) -1
    zr(3,390) row_link(3,10,I) -1
    zr(3,390) row_link(3,11,I) -1
    zr(3,391) row_choice(3) 1
    zr(3,391) row_link(3,0,X) -1
    zr(3,391) row_link(3,8,X) -1
    zr(3,391) row_link(3,9,X) -1
    zr(3,391) row_link(3,2,O) -1
    zr(3,391) row_link(3,3,O) -1
    zr(3,391) row_link(3,6,O) -1
    zr(3,391) row_link(3,10,I) -1
    zr(3,391) row_link(3,11,I) -1
    zr(3,392) row_choice(3) 1
    zr(3,392) row_link(3,3,X) -1
    zr(3,392) row_link(3,6,X) -1
    zr(3,392) row_link(3,9,X) -1
    zr(3,392) row_link(3,0,O) -1
    zr(3,392) row_link(3,2,O) -1
    zr(3,392) row_link(3,8,O) -1
    zr(3,392) row_link(3,10,I) -1
    zr(3,392) row_link(3,11,I) -1
    zr(3,393) row_choice(3) 1
    zr(3,393) row_link(3,2,X) -1
    zr(3,393) row_link(3,6,X) -1
    zr(3,393) row_link(3,9,X) -1
    zr(3,393) row_link(3,0,O) -1
    zr(3,393) row_link(3,3,O) -1
    zr(3,393) row_link(3,8,O) -1
    zr(3,393) row_link(3,10,I) -1
    zr(3,393) row_link(3,11,I) -1
    zr(3,394) row_choice(3) 1
    zr(3,394) row_link(3,0,X) -1
    zr(3,394) row_link(3,6,X) -1
    zr(3,394) row_link(3,9,X) -1
    zr(3,394) row_link(3,2,O) -1
    zr(3,394) row_link(3,3,O) -1
    zr(3,394) row_link(3,8,O) -1
    zr(3,394) row_link(3,10,I) -1
    zr(3,394) row_link(3,11,I) -1
    zr(3,395) row_choice(3) 1
    zr(3,395) row_link(3,3,X) -1
    zr(3,395) row_link(3,6,X) -1
    zr(3,395) row_link(3,8,X) -1
    zr(3,395) row_link(3,0,O) -1
    zr(3,395) row_link(3,2,O) -1
    zr(3,395) row_link(3,9,O) -1
    zr(3,395) row_link(3,10,I) -1
    zr(3,395) row_link(3,11,I) -1
    zr(3,396) row_choice(3) 1
    zr(3,396) row_link(3,2,X) -1
    zr(3,396) row_link(3,6,X) -1
    zr(3,396) row_link(3,8,X) -1
    zr(3,396) row_link(3,0,O) -1
    zr(3,396) row_link(3,3,O) -1
    zr(3,396) row_link(3,9,O) -1
    zr(3,396) row_link(3,10,I) -1
    zr(3,396) row_link(3,11,I) -1
    zr(3,397) row_choice(3) 1
    zr(3,397) row_link(3,0,X) -1
    zr(3,397) row_link(3,6,X) -1
    zr(3,397) row_link(3,8,X) -1
    zr(3,397) row_link(3,2,O) -1
    zr(3,397) row_link(3,3,O) -1
    zr(3,397) row_link(3,9,O) -1
    zr(3,397) row_link(3,10,I) -1
    zr(3,397) row_link(3,11,I) -1
    zr(3,398) row_choice(3) 1
    zr(3,398) row_link(3,2,X) -1
    zr(3,398) row_link(3,3,X) -1
    zr(3,398) row_link(3,8,X) -1
    zr(3,398) row_link(3,0,O) -1
    zr(3,398) row_link(3,6,O) -1
    zr(3,398) row_link(3,9,O) -1
    zr(3,398) row_link(3,10,I) -1
    zr(3,398) row_link(3,11,I) -1
    zr(3,399) row_choice(3) 1
    zr(3,399) row_link(3,0,X) -1
    zr(3,399) row_link(3,3,X) -1
    zr(3,399) row_link(3,8,X) -1
    zr(3,399) row_link(3,2,O) -1
    zr(3,399) row_link(3,6,O) -1
    zr(3,399) row_link(3,9,O) -1
    zr(3,399) row_link(3,10,I) -1
    zr(3,399) row_link(3,11,I) -1
    zr(3,400) row_choice(3) 1
    zr(3,400) row_link(3,0,X) -1
    zr(3,400) row_link(3,2,X) -1
    zr(3,400) row_link(3,8,X) -1
    zr(3,400) row_link(3,3,O) -1
    zr(3,400) row_link(3,6,O) -1
    zr(3,400) row_link(3,9,O) -1
    zr(3,400) row_link(3,10,I) -1
    zr(3,400) row_link(3,11,I) -1
    zr(4,0) row_choice(4) 1
    zr(4,0) row_link(4,3,O) -1
    zr(4,0) row_link(4,5,O) -1
    zr(4,0) row_link(4,8,O) -1
    zr(4,0) row_link(4,1,I) -1
    zr(4,0) row_link(4,2,I) -1
    zr(4,1) row_choice(4) 1
    zr(4,1) row_link(4,2,O) -1
    zr(4,1) row_link(4,5,O) -1
    zr(4,1) row_link(4,8,O) -1
    zr(4,1) row_link(4,1,I) -1
    zr(4,1) row_link(4,3,I) -1
    zr(4,2) row_choice(4) 1
    zr(4,2) row_link(4,1,O) -1
    zr(4,2) row_link(4,5,O) -1
    zr(4,2) row_link(4,8,O) -1
    zr(4,2) row_link(4,2,I) -1
    zr(4,2) row_link(4,3,I) -1
    zr(4,3) row_choice(4) 1
    zr(4,3) row_link(4,2,O) -1
    zr(4,3) row_link(4,3,O) -1
    zr(4,3) row_link(4,8,O) -1
    zr(4,3) row_link(4,1,I) -1
    zr(4,3) row_link(4,5,I) -1
    zr(4,4) row_choice(4) 1
    zr(4,4) row_link(4,1,O) -1
    zr(4,4) row_link(4,3,O) -1
    zr(4,4) row_link(4,8,O) -1
    zr(4,4) row_link(4,2,I) -1
    zr(4,4) row_link(4,5,I) -1
    zr(4,5) row_choice(4) 1
    zr(4,5) row_link(4,1,O) -1
    zr(4,5) row_link(4,2,O) -1
    zr(4,5) row_link(4,8,O) -1
    zr(4,5) row_link(4,3,I) -1
    zr(4,5) row_link(4,5,I) -1
    zr(5,0) row_choice(5) 1
    zr(5,0) row_link(5,1,X) -1
    zr(5,0) row_link(5,7,X) -1
    zr(5,0) row_link(5,8,X) -1
    zr(5,0) row_link(5,10,X) -1
    zr(5,0) row_link(5,6,O) -1
    zr(5,0) row_link(5,0,I) -1
    zr(5,0) row_link(5,4,I) -1
    zr(5,0) row_link(5,5,I) -1
    zr(5,1) row_choice(5) 1
    zr(5,1) row_link(5,0,X) -1
    zr(5,1) row_link(5,7,X) -1
    zr(5,1) row_link(5,8,X) -1
    zr(5,1) row_link(5,10,X) -1
    zr(5,1) row_link(5,6,O) -1
    zr(5,1) row_link(5,1,I) -1
    zr(5,1) row_link(5,4,I) -1
    zr(5,1) row_link(5,5,I) -1
    zr(5,2) row_choice(5) 1
    zr(5,2) row_link(5,5,X) -1
    zr(5,2) row_link(5,7,X) -1
    zr(5,2) row_link(5,8,X) -1
    zr(5,2) row_link(5,10,X) -1
    zr(5,2) row_link(5,1,O) -1
    zr(5,2) row_link(5,0,I) -1
    zr(5,2) row_link(5,4,I) -1
    zr(5,2) row_link(5,6,I) -1
    zr(5,3) row_choice(5) 1
    zr(5,3) row_link(5,5,X) -1
    zr(5,3) row_link(5,7,X) -1
    zr(5,3) row_link(5,8,X) -1
    zr(5,3) row_link(5,10,X) -1
    zr(5,3) row_link(5,0,O) -1
    zr(5,3) row_link(5,1,I) -1
    zr(5,3) row_link(5,4,I) -1
    zr(5,3) row_link(5,6,I) -1
    zr(5,4) row_choice(5) 1
    zr(5,4) row_link(5,1,X) -1
    zr(5,4) row_link(5,7,X) -1
    zr(5,4) row_link(5,8,X) -1
    zr(5,4) row_link(5,10,X) -1
    zr(5,4) row_link(5,5,O) -1
    zr(5,4) row_link(5,0,I) -1
    zr(5,4) row_link(5,4,I) -1
    zr(5,4) row_link(5,6,I) -1
    zr(5,5) row_choice(5) 1
    zr(5,5) row_link(5,0,X) -1
    zr(5,5) row_link(5,7,X) -1
    zr(5,5) row_link(5,8,X) -1
    zr(5,5) row_link(5,10,X) -1
    zr(5,5) row_link(5,5,O) -1
    zr(5,5) row_link(5,1,I) -1
    zr(5,5) row_link(5,4,I) -1
    zr(5,5) row_link(5,6,I) -1
    zr(5,6) row_choice(5) 1
    zr(5,6) row_link(5,4,X) -1
    zr(5,6) row_link(5,7,X) -1
    zr(5,6) row_link(5,8,X) -1
    zr(5,6) row_link(5,10,X) -1
    zr(5,6) row_link(5,1,O) -1
    zr(5,6) row_link(5,0,I) -1
    zr(5,6) row_link(5,5,I) -1
    zr(5,6) row_link(5,6,I) -1
    zr(5,7) row_choice(5) 1
    zr(5,7) row_link(5,4,X) -1
    zr(5,7) row_link(5,7,X) -1
    zr(5,7) row_link(5,8,X) -1
    zr(5,7) row_link(5,10,X) -1
    zr(5,7) row_link(5,0,O) -1
    zr(5,7) row_link(5,1,I) -1
    zr(5,7) row_link(5,5,I) -1
    zr(5,7) row_link(5,6,I) -1
    zr(5,8) row_choice(5) 1
    zr(5,8) row_link(5,1,X) -1
    zr(5,8) row_link(5,7,X) -1
    zr(5,8) row_link(5,8,X) -1
    zr(5,8) row_link(5,10,X) -1
    zr(5,8) row_link(5,4,O) -1
    zr(5,8) row_link(5,0,I) -1
    zr(5,8) row_link(5,5,I) -1
    zr(5,8) row_link(5,6,I) -1
    zr(5,9) row_choice(5) 1
    zr(5,9) row_link(5,0,X) -1
    zr(5,9) row_link(5,7,X) -1
    zr(5,9) row_link(5,8,X) -1
    zr(5,9) row_link(5,10,X) -1
    zr(5,9) row_link(5,4,O) -1
    zr(5,9) row_link(5,1,I) -1
    zr(5,9) row_link(5,5,I) -1
    zr(5,9) row_link(5,6,I) -1
    zr(5,10) row_choice(5) 1
    zr(5,10) row_link(5,1,X) -1
    zr(5,10) row_link(5,6,X) -1
    zr(5,10) row_link(5,8,X) -1
    zr(5,10) row_link(5,10,X) -1
    zr(5,10) row_link(5,7,O) -1
    zr(5,10) row_link(5,0,I) -1
    zr(5,10) row_link(5,4,I) -1
    zr(5,10) row_link(5,5,I) -1
    zr(5,11) row_choice(5) 1
    zr(5,11) row_link(5,0,X) -1
    zr(5,11) row_link(5,6,X) -1
    zr(5,11) row_link(5,8,X) -1
    zr(5,11) row_link(5,10,X) -1
    zr(5,11) row_link(5,7,O) -1
    zr(5,11) row_link(5,1,I) -1
    zr(5,11) row_link(5,4,I) -1
    zr(5,11) row_link(5,5,I) -1
    zr(5,12) row_choice(5) 1
    zr(5,12) row_link(5,1,X) -1
    zr(5,12) row_link(5,5,X) -1
    zr(5,12) row_link(5,8,X) -1
    zr(5,12) row_link(5,10,X) -1
    zr(5,12) row_link(5,7,O) -1
    zr(5,12) row_link(5,0,I) -1
    zr(5,12) row_link(5,4,I) -1
    zr(5,12) row_link(5,6,I) -1
    zr(5,13) row_choice(5) 1
    zr(5,13) row_link(5,0,X) -1
    zr(5,13) row_link(5,5,X) -1
    zr(5,13) row_link(5,8,X) -1
    zr(5,13) row_link(5,10,X) -1
    zr(5,13) row_link(5,7,O) -1
    zr(5,13) row_link(5,1,I) -1
    zr(5,13) row_link(5,4,I) -1
    zr(5,13) row_link(5,6,I) -1
    zr(5,14) row_choice(5) 1
    zr(5,14) row_link(5,1,X) -1
    zr(5,14) row_link(5,4,X) -1
    zr(5,14) row_link(5,8,X) -1
    zr(5,14) row_link(5,10,X) -1
    zr(5,14) row_link(5,7,O) -1
    zr(5,14) row_link(5,0,I) -1
    zr(5,14) row_link(5,5,I) -1
    zr(5,14) row_link(5,6,I) -1
    zr(5,15) row_choice(5) 1
    zr(5,15) row_link(5,0,X) -1
    zr(5,15) row_link(5,4,X) -1
    zr(5,15) row_link(5,8,X) -1
    zr(5,15) row_link(5,10,X) -1
    zr(5,15) row_link(5,7,O) -1
    zr(5,15) row_link(5,1,I) -1
    zr(5,15) row_link(5,5,I) -1
    zr(5,15) row_link(5,6,I) -1
    zr(5,16) row_choice(5) 1
    zr(5,16) row_link(5,5,X) -1
    zr(5,16) row_link(5,6,X) -1
    zr(5,16) row_link(5,8,X) -1
    zr(5,16) row_link(5,10,X) -1
    zr(5,16) row_link(5,1,O) -1
    zr(5,16) row_link(5,0,I) -1
    zr(5,16) row_link(5,4,I) -1
    zr(5,16) row_link(5,7,I) -1
    zr(5,17) row_choice(5) 1
    zr(5,17) row_link(5,5,X) -1
    zr(5,17) row_link(5,6,X) -1
    zr(5,17) row_link(5,8,X) -1
    zr(5,17) row_link(5,10,X) -1
    zr(5,17) row_link(5,0,O) -1
    zr(5,17) row_link(5,1,I) -1
    zr(5,17) row_link(5,4,I) -1
    zr(5,17) row_link(5,7,I) -1
    zr(5,18) row_choice(5) 1
    zr(5,18) row_link(5,1,X) -1
    zr(5,18) row_link(5,6,X) -1
    zr(5,18) row_link(5,8,X) -1
    zr(5,18) row_link(5,10,X) -1
    zr(5,18) row_link(5,5,O) -1
    zr(5,18) row_link(5,0,I) -1
    zr(5,18) row_link(5,4,I) -1
    zr(5,18) row_link(5,7,I) -1
    zr(5,19) row_choice(5) 1
    zr(5,19) row_link(5,0,X) -1
    zr(5,19) row_link(5,6,X) -1
    zr(5,19) row_link(5,8,X) -1
    zr(5,19) row_link(5,10,X) -1
    zr(5,19) row_link(5,5,O) -1
    zr(5,19) row_link(5,1,I) -1
    zr(5,19) row_link(5,4,I) -1
    zr(5,19) row_link(5,7,I) -1
    zr(5,20) row_choice(5) 1
    zr(5,20) row_link(5,4,X) -1
    zr(5,20) row_link(5,6,X) -1
    zr(5,20) row_link(5,8,X) -1
    zr(5,20) row_link(5,10,X) -1
    zr(5,20) row_link(5,1,O) -1
    zr(5,20) row_link(5,0,I) -1
    zr(5,20) row_link(5,5,I) -1
    zr(5,20) row_link(5,7,I) -1
    zr(5,21) row_choice(5) 1
    zr(5,21) row_link(5,4,X) -1
    zr(5,21) row_link(5,6,X) -1
    zr(5,21) row_link(5,8,X) -1
    zr(5,21) row_link(5,10,X) -1
    zr(5,21) row_link(5,0,O) -1
    zr(5,21) row_link(5,1,I) -1
    zr(5,21) row_link(5,5,I) -1
    zr(5,21) row_link(5,7,I) -1
    zr(5,22) row_choice(5) 1
    zr(5,22) row_link(5,1,X) -1
    zr(5,22) row_link(5,6,X) -1
    zr(5,22) row_link(5,8,X) -1
    zr(5,22) row_link(5,10,X) -1
    zr(5,22) row_link(5,4,O) -1
    zr(5,22) row_link(5,0,I) -1
    zr(5,22) row_link(5,5,I) -1
    zr(5,22) row_link(5,7,I) -1
    zr(5,23) row_choice(5) 1
    zr(5,23) row_link(5,0,X) -1
    zr(5,23) row_link(5,6,X) -1
    zr(5,23) row_link(5,8,X) -1
    zr(5,23) row_link(5,10,X) -1
    zr(5,23) row_link(5,4,O) -1
    zr(5,23) row_link(5,1,I) -1
    zr(5,23) row_link(5,5,I) -1
    zr(5,23) row_link(5,7,I) -1
    zr(5,24) row_choice(5) 1
    zr(5,24) row_link(5,1,X) -1
    zr(5,24) row_link(5,6,X) -1
    zr(5,24) row_link(5,8,X) -1
    zr(5,24) row_link(5,10,X) -1
    zr(5,24) row_link(5,0,O) -1
    zr(5,24) row_link(5,4,I) -1
    zr(5,24) row_link(5,5,I) -1
    zr(5,24) row_link(5,7,I) -1
    zr(5,25) row_choice(5) 1
    zr(5,25) row_link(5,0,X) -1
    zr(5,25) row_link(5,6,X) -1
    zr(5,25) row_link(5,8,X) -1
    zr(5,25) row_link(5,10,X) -1
    zr(5,25) row_link(5,1,O) -1
    zr(5,25) row_link(5,4,I) -1
    zr(5,25) row_link(5,5,I) -1
    zr(5,25) row_link(5,7,I) -1
    zr(5,26) row_choice(5) 1
    zr(5,26) row_link(5,1,X) -1
    zr(5,26) row_link(5,5,X) -1
    zr(5,26) row_link(5,8,X) -1
    zr(5,26) row_link(5,10,X) -1
    zr(5,26) row_link(5,6,O) -1
    zr(5,26) row_link(5,0,I) -1
    zr(5,26) row_link(5,4,I) -1
    zr(5,26) row_link(5,7,I) -1
    zr(5,27) row_choice(5) 1
    zr(5,27) row_link(5,0,X) -1
    zr(5,27) row_link(5,5,X) -1
    zr(5,27) row_link(5,8,X) -1
    zr(5,27) row_link(5,10,X) -1
    zr(5,27) row_link(5,6,O) -1
    zr(5,27) row_link(5,1,I) -1
    zr(5,27) row_link(5,4,I) -1
    zr(5,27) row_link(5,7,I) -1
    zr(5,28) row_choice(5) 1
    zr(5,28) row_link(5,1,X) -1
    zr(5,28) row_link(5,4,X) -1
    zr(5,28) row_link(5,8,X) -1
    zr(5,28) row_link(5,10,X) -1
    zr(5,28) row_link(5,6,O) -1
    zr(5,28) row_link(5,0,I) -1
    zr(5,28) row_link(5,5,I) -1
    zr(5,28) row_link(5,7,I) -1
    zr(5,29) row_choice(5) 1
    zr(5,29) row_link(5,0,X) -1
    zr(5,29) row_link(5,4,X) -1
    zr(5,29) row_link(5,8,X) -1
    zr(5,29) row_link(5,10,X) -1
    zr(5,29) row_link(5,6,O) -1
    zr(5,29) row_link(5,1,I) -1
    zr(5,29) row_link(5,5,I) -1
    zr(5,29) row_link(5,7,I) -1
    zr(5,30) row_choice(5) 1
    zr(5,30) row_link(5,0,X) -1
    zr(5,30) row_link(5,1,X) -1
    zr(5,30) row_link(5,8,X) -1
    zr(5,30) row_link(5,10,X) -1
    zr(5,30) row_link(5,6,O) -1
    zr(5,30) row_link(5,4,I) -1
    zr(5,30) row_link(5,5,I) -1
    zr(5,30) row_link(5,7,I) -1
    zr(5,31) row_choice(5) 1
    zr(5,31) row_link(5,4,X) -1
    zr(5,31) row_link(5,5,X) -1
    zr(5,31) row_link(5,8,X) -1
    zr(5,31) row_link(5,10,X) -1
    zr(5,31) row_link(5,1,O) -1
    zr(5,31) row_link(5,0,I) -1
    zr(5,31) row_link(5,6,I) -1
    zr(5,31) row_link(5,7,I) -1
    zr(5,32) row_choice(5) 1
    zr(5,32) row_link(5,4,X) -1
    zr(5,32) row_link(5,5,X) -1
    zr(5,32) row_link(5,8,X) -1
    zr(5,32) row_link(5,10,X) -1
    zr(5,32) row_link(5,0,O) -1
    zr(5,32) row_link(5,1,I) -1
    zr(5,32) row_link(5,6,I) -1
    zr(5,32) row_link(5,7,I) -1
    zr(5,33) row_choice(5) 1
    zr(5,33) row_link(5,1,X) -1
    zr(5,33) row_link(5,5,X) -1
    zr(5,33) row_link(5,8,X) -1
    zr(5,33) row_link(5,10,X) -1
    zr(5,33) row_link(5,4,O) -1
    zr(5,33) row_link(5,0,I) -1
    zr(5,33) row_link(5,6,I) -1
    zr(5,33) row_link(5,7,I) -1
    zr(5,34) row_choice(5) 1
    zr(5,34) row_link(5,0,X) -1
    zr(5,34) row_link(5,5,X) -1
    zr(5,34) row_link(5,8,X) -1
    zr(5,34) row_link(5,10,X) -1
    zr(5,34) row_link(5,4,O) -1
    zr(5,34) row_link(5,1,I) -1
    zr(5,34) row_link(5,6,I) -1
    zr(5,34) row_link(5,7,I) -1
    zr(5,35) row_choice(5) 1
    zr(5,35) row_link(5,1,X) -1
    zr(5,35) row_link(5,5,X) -1
    zr(5,35) row_link(5,8,X) -1
    zr(5,35) row_link(5,10,X) -1
    zr(5,35) row_link(5,0,O) -1
    zr(5,35) row_link(5,4,I) -1
    zr(5,35) row_link(5,6,I) -1
    zr(5,35) row_link(5,7,I) -1
    zr(5,36) row_choice(5) 1
    zr(5,36) row_link(5,0,X) -1
    zr(5,36) row_link(5,5,X) -1
    zr(5,36) row_link(5,8,X) -1
    zr(5,36) row_link(5,10,X) -1
    zr(5,36) row_link(5,1,O) -1
    zr(5,36) row_link(5,4,I) -1
    zr(5,36) row_link(5,6,I) -1
    zr(5,36) row_link(5,7,I) -1
    zr(5,37) row_choice(5) 1
    zr(5,37) row_link(5,1,X) -1
    zr(5,37) row_link(5,4,X) -1
    zr(5,37) row_link(5,8,X) -1
    zr(5,37) row_link(5,10,X) -1
    zr(5,37) row_link(5,5,O) -1
    zr(5,37) row_link(5,0,I) -1
    zr(5,37) row_link(5,6,I) -1
    zr(5,37) row_link(5,7,I) -1
    zr(5,38) row_choice(5) 1
    zr(5,38) row_link(5,0,X) -1
    zr(5,38) row_link(5,4,X) -1
    zr(5,38) row_link(5,8,X) -1
    zr(5,38) row_link(5,10,X) -1
    zr(5,38) row_link(5,5,O) -1
    zr(5,38) row_link(5,1,I) -1
    zr(5,38) row_link(5,6,I) -1
    zr(5,38) row_link(5,7,I) -1
    zr(5,39) row_choice(5) 1
    zr(5,39) row_link(5,0,X) -1
    zr(5,39) row_link(5,1,X) -1
    zr(5,39) row_link(5,8,X) -1
    zr(5,39) row_link(5,10,X) -1
    zr(5,39) row_link(5,5,O) -1
    zr(5,39) row_link(5,4,I) -1
    zr(5,39) row_link(5,6,I) -1
    zr(5,39) row_link(5,7,I) -1
    zr(5,40) row_choice(5) 1
    zr(5,40) row_link(5,1,X) -1
    zr(5,40) row_link(5,6,X) -1
    zr(5,40) row_link(5,7,X) -1
    zr(5,40) row_link(5,10,X) -1
    zr(5,40) row_link(5,8,O) -1
    zr(5,40) row_link(5,0,I) -1
    zr(5,40) row_link(5,4,I) -1
    zr(5,40) row_link(5,5,I) -1
    zr(5,41) row_choice(5) 1
    zr(5,41) row_link(5,0,X) -1
    zr(5,41) row_link(5,6,X) -1
    zr(5,41) row_link(5,7,X) -1
    zr(5,41) row_link(5,10,X) -1
    zr(5,41) row_link(5,8,O) -1
    zr(5,41) row_link(5,1,I) -1
    zr(5,41) row_link(5,4,I) -1
    zr(5,41) row_link(5,5,I) -1
    zr(5,42) row_choice(5) 1
    zr(5,42) row_link(5,1,X) -1
    zr(5,42) row_link(5,5,X) -1
    zr(5,42) row_link(5,7,X) -1
    zr(5,42) row_link(5,10,X) -1
    zr(5,42) row_link(5,8,O) -1
    zr(5,42) row_link(5,0,I) -1
    zr(5,42) row_link(5,4,I) -1
    zr(5,42) row_link(5,6,I) -1
    zr(5,43) row_choice(5) 1
    zr(5,43) row_link(5,0,X) -1
    zr(5,43) row_link(5,5,X) -1
    zr(5,43) row_link(5,7,X) -1
    zr(5,43) row_link(5,10,X) -1
    zr(5,43) row_link(5,8,O) -1
    zr(5,43) row_link(5,1,I) -1
    zr(5,43) row_link(5,4,I) -1
    zr(5,43) row_link(5,6,I) -1
    zr(5,44) row_choice(5) 1
    zr(5,44) row_link(5,1,X) -1
    zr(5,44) row_link(5,4,X) -1
    zr(5,44) row_link(5,7,X) -1
    zr(5,44) row_link(5,10,X) -1
    zr(5,44) row_link(5,8,O) -1
    zr(5,44) row_link(5,0,I) -1
    zr(5,44) row_link(5,5,I) -1
    zr(5,44) row_link(5,6,I) -1
    zr(5,45) row_choice(5) 1
    zr(5,45) row_link(5,0,X) -1
    zr(5,45) row_link(5,4,X) -1
    zr(5,45) row_link(5,7,X) -1
    zr(5,45) row_link(5,10,X) -1
    zr(5,45) row_link(5,8,O) -1
    zr(5,45) row_link(5,1,I) -1
    zr(5,45) row_link(5,5,I) -1
    zr(5,45) row_link(5,6,I) -1
    zr(5,46) row_choice(5) 1
    zr(5,46) row_link(5,1,X) -1
    zr(5,46) row_link(5,5,X) -1
    zr(5,46) row_link(5,6,X) -1
    zr(5,46) row_link(5,10,X) -1
    zr(5,46) row_link(5,8,O) -1
    zr(5,46) row_link(5,0,I) -1
    zr(5,46) row_link(5,4,I) -1
    zr(5,46) row_link(5,7,I) -1
    zr(5,47) row_choice(5) 1
    zr(5,47) row_link(5,0,X) -1
    zr(5,47) row_link(5,5,X) -1
    zr(5,47) row_link(5,6,X) -1
    zr(5,47) row_link(5,10,X) -1
    zr(5,47) row_link(5,8,O) -1
    zr(5,47) row_link(5,1,I) -1
    zr(5,47) row_link(5,4,I) -1
    zr(5,47) row_link(5,7,I) -1
    zr(5,48) row_choice(5) 1
    zr(5,48) row_link(5,1,X) -1
    zr(5,48) row_link(5,4,X) -1
    zr(5,48) row_link(5,6,X) -1
    zr(5,48) row_link(5,10,X) -1
    zr(5,48) row_link(5,8,O) -1
    zr(5,48) row_link(5,0,I) -1
    zr(5,48) row_link(5,5,I) -1
    zr(5,48) row_link(5,7,I) -1
    zr(5,49) row_choice(5) 1
    zr(5,49) row_link(5,0,X) -1
    zr(5,49) row_link(5,4,X) -1
    zr(5,49) row_link(5,6,X) -1
    zr(5,49) row_link(5,10,X) -1
    zr(5,49) row_link(5,8,O) -1
    zr(5,49) row_link(5,1,I) -1
    zr(5,49) row_link(5,5,I) -1
    zr(5,49) row_link(5,7,I) -1
    zr(5,50) row_choice(5) 1
    zr(5,50) row_link(5,0,X) -1
    zr(5,50) row_link(5,1,X) -1
    zr(5,50) row_link(5,6,X) -1
    zr(5,50) row_link(5,10,X) -1
    zr(5,50) row_link(5,8,O) -1
    zr(5,50) row_link(5,4,I) -1
    zr(5,50) row_link(5,5,I) -1
    zr(5,50) row_link(5,7,I) -1
    zr(5,51) row_choice(5) 1
    zr(5,51) row_link(5,1,X) -1
    zr(5,51) row_link(5,4,X) -1
    zr(5,51) row_link(5,5,X) -1
    zr(5,51) row_link(5,10,X) -1
    zr(5,51) row_link(5,8,O) -1
    zr(5,51) row_link(5,0,I) -1
    zr(5,51) row_link(5,6,I) -1
    zr(5,51) row_link(5,7,I) -1
    zr(5,52) row_choice(5) 1
    zr(5,52) row_link(5,0,X) -1
    zr(5,52) row_link(5,4,X) -1
    zr(5,52) row_link(5,5,X) -1
    zr(5,52) row_link(5,10,X) -1
    zr(5,52) row_link(5,8,O) -1
    zr(5,52) row_link(5,1,I) -1
    zr(5,52) row_link(5,6,I) -1
    zr(5,52) row_link(5,7,I) -1
    zr(5,53) row_choice(5) 1
    zr(5,53) row_link(5,0,X) -1
    zr(5,53) row_link(5,1,X) -1
    zr(5,53) row_link(5,5,X) -1
    zr(5,53) row_link(5,10,X) -1
    zr(5,53) row_link(5,8,O) -1
    zr(5,53) row_link(5,4,I) -1
    zr(5,53) row_link(5,6,I) -1
    zr(5,53) row_link(5,7,I) -1
    zr(5,54) row_choice(5) 1
    zr(5,54) row_link(5,1,X) -1
    zr(5,54) row_link(5,6,X) -1
    zr(5,54) row_link(5,7,X) -1
    zr(5,54) row_link(5,10,X) -1
    zr(5,54) row_link(5,5,O) -1
    zr(5,54) row_link(5,0,I) -1
    zr(5,54) row_link(5,4,I) -1
    zr(5,54) row_link(5,8,I) -1
    zr(5,55) row_choice(5) 1
    zr(5,55) row_link(5,0,X) -1
    zr(5,55) row_link(5,6,X) -1
    zr(5,55) row_link(5,7,X) -1
    zr(5,55) row_link(5,10,X) -1
    zr(5,55) row_link(5,5,O) -1
    zr(5,55) row_link(5,1,I) -1
    zr(5,55) row_link(5,4,I) -1
    zr(5,55) row_link(5,8,I) -1
    zr(5,56) row_choice(5) 1
    zr(5,56) row_link(5,4,X) -1
    zr(5,56) row_link(5,6,X) -1
    zr(5,56) row_link(5,7,X) -1
    zr(5,56) row_link(5,10,X) -1
    zr(5,56) row_link(5,1,O) -1
    zr(5,56) row_link(5,0,I) -1
    zr(5,56) row_link(5,5,I) -1
    zr(5,56) row_link(5,8,I) -1
    zr(5,57) row_choice(5) 1
    zr(5,57) row_link(5,4,X) -1
    zr(5,57) row_link(5,6,X) -1
    zr(5,57) row_link(5,7,X) -1
    zr(5,57) row_link(5,10,X) -1
    zr(5,57) row_link(5,0,O) -1
    zr(5,57) row_link(5,1,I) -1
    zr(5,57) row_link(5,5,I) -1
    zr(5,57) row_link(5,8,I) -1
    zr(5,58) row_choice(5) 1
    zr(5,58) row_link(5,1,X) -1
    zr(5,58) row_link(5,6,X) -1
    zr(5,58) row_link(5,7,X) -1
    zr(5,58) row_link(5,10,X) -1
    zr(5,58) row_link(5,4,O) -1
    zr(5,58) row_link(5,0,I) -1
    zr(5,58) row_link(5,5,I) -1
    zr(5,58) row_link(5,8,I) -1
    zr(5,59) row_choice(5) 1
    zr(5,59) row_link(5,0,X) -1
    zr(5,59) row_link(5,6,X) -1
    zr(5,59) row_link(5,7,X) -1
    zr(5,59) row_link(5,10,X) -1
    zr(5,59) row_link(5,4,O) -1
    zr(5,59) row_link(5,1,I) -1
    zr(5,59) row_link(5,5,I) -1
    zr(5,59) row_link(5,8,I) -1
    zr(5,60) row_choice(5) 1
    zr(5,60) row_link(5,1,X) -1
    zr(5,60) row_link(5,6,X) -1
    zr(5,60) row_link(5,7,X) -1
    zr(5,60) row_link(5,10,X) -1
    zr(5,60) row_link(5,0,O) -1
    zr(5,60) row_link(5,4,I) -1
    zr(5,60) row_link(5,5,I) -1
    zr(5,60) row_link(5,8,I) -1
    zr(5,61) row_choice(5) 1
    zr(5,61) row_link(5,0,X) -1
    zr(5,61) row_link(5,6,X) -1
    zr(5,61) row_link(5,7,X) -1
    zr(5,61) row_link(5,10,X) -1
    zr(5,61) row_link(5,1,O) -1
    zr(5,61) row_link(5,4,I) -1
    zr(5,61) row_link(5,5,I) -1
    zr(5,61) row_link(5,8,I) -1
    zr(5,62) row_choice(5) 1
    zr(5,62) row_link(5,1,X) -1
    zr(5,62) row_link(5,5,X) -1
    zr(5,62) row_link(5,7,X) -1
    zr(5,62) row_link(5,10,X) -1
    zr(5,62) row_link(5,6,O) -1
    zr(5,62) row_link(5,0,I) -1
    zr(5,62) row_link(5,4,I) -1
    zr(5,62) row_link(5,8,I) -1
    zr(5,63) row_choice(5) 1
    zr(5,63) row_link(5,0,X) -1
    zr(5,63) row_link(5,5,X) -1
    zr(5,63) row_link(5,7,X) -1
    zr(5,63) row_link(5,10,X) -1
    zr(5,63) row_link(5,6,O) -1
    zr(5,63) row_link(5,1,I) -1
    zr(5,63) row_link(5,4,I) -1
    zr(5,63) row_link(5,8,I) -1
    zr(5,64) row_choice(5) 1
    zr(5,64) row_link(5,1,X) -1
    zr(5,64) row_link(5,4,X) -1
    zr(5,64) row_link(5,7,X) -1
    zr(5,64) row_link(5,10,X) -1
    zr(5,64) row_link(5,6,O) -1
    zr(5,64) row_link(5,0,I) -1
    zr(5,64) row_link(5,5,I) -1
    zr(5,64) row_link(5,8,I) -1
    zr(5,65) row_choice(5) 1
    zr(5,65) row_link(5,0,X) -1
    zr(5,65) row_link(5,4,X) -1
    zr(5,65) row_link(5,7,X) -1
    zr(5,65) row_link(5,10,X) -1
    zr(5,65) row_link(5,6,O) -1
    zr(5,65) row_link(5,1,I) -1
    zr(5,65) row_link(5,5,I) -1
    zr(5,65) row_link(5,8,I) -1
    zr(5,66) row_choice(5) 1
    zr(5,66) row_link(5,0,X) -1
    zr(5,66) row_link(5,1,X) -1
    zr(5,66) row_link(5,7,X) -1
    zr(5,66) row_link(5,10,X) -1
    zr(5,66) row_link(5,6,O) -1
    zr(5,66) row_link(5,4,I) -1
    zr(5,66) row_link(5,5,I) -1
    zr(5,66) row_link(5,8,I) -1
    zr(5,67) row_choice(5) 1
    zr(5,67) row_link(5,4,X) -1
    zr(5,67) row_link(5,5,X) -1
    zr(5,67) row_link(5,7,X) -1
    zr(5,67) row_link(5,10,X) -1
    zr(5,67) row_link(5,1,O) -1
    zr(5,67) row_link(5,0,I) -1
    zr(5,67) row_link(5,6,I) -1
    zr(5,67) row_link(5,8,I) -1
    zr(5,68) row_choice(5) 1
    zr(5,68) row_link(5,4,X) -1
    zr(5,68) row_link(5,5,X) -1
    zr(5,68) row_link(5,7,X) -1
    zr(5,68) row_link(5,10,X) -1
    zr(5,68) row_link(5,0,O) -1
    zr(5,68) row_link(5,1,I) -1
    zr(5,68) row_link(5,6,I) -1
    zr(5,68) row_link(5,8,I) -1
    zr(5,69) row_choice(5) 1
    zr(5,69) row_link(5,1,X) -1
    zr(5,69) row_link(5,5,X) -1
    zr(5,69) row_link(5,7,X) -1
    zr(5,69) row_link(5,10,X) -1
    zr(5,69) row_link(5,4,O) -1
    zr(5,69) row_link(5,0,I) -1
    zr(5,69) row_link(5,6,I) -1
    zr(5,69) row_link(5,8,I) -1
    zr(5,70) row_choice(5) 1
    zr(5,70) row_link(5,0,X) -1
    zr(5,70) row_link(5,5,X) -1
    zr(5,70) row_link(5,7,X) -1
    zr(5,70) row_link(5,10,X) -1
    zr(5,70) row_link(5,4,O) -1
    zr(5,70) row_link(5,1,I) -1
    zr(5,70) row_link(5,6,I) -1
    zr(5,70) row_link(5,8,I) -1
    zr(5,71) row_choice(5) 1
    zr(5,71) row_link(5,1,X) -1
    zr(5,71) row_link(5,5,X) -1
    zr(5,71) row_link(5,7,X) -1
    zr(5,71) row_link(5,10,X) -1
    zr(5,71) row_link(5,0,O) -1
    zr(5,71) row_link(5,4,I) -1
    zr(5,71) row_link(5,6,I) -1
    zr(5,71) row_link(5,8,I) -1
    zr(5,72) row_choice(5) 1
    zr(5,72) row_link(5,0,X) -1
    zr(5,72) row_link(5,5,X) -1
    zr(5,72) row_link(5,7,X) -1
    zr(5,72) row_link(5,10,X) -1
    zr(5,72) row_link(5,1,O) -1
    zr(5,72) row_link(5,4,I) -1
    zr(5,72) row_link(5,6,I) -1
    zr(5,72) row_link(5,8,I) -1
    zr(5,73) row_choice(5) 1
    zr(5,73) row_link(5,1,X) -1
    zr(5,73) row_link(5,4,X) -1
    zr(5,73) row_link(5,7,X) -1
    zr(5,73) row_link(5,10,X) -1
    zr(5,73) row_link(5,5,O) -1
    zr(5,73) row_link(5,0,I) -1
    zr(5,73) row_link(5,6,I) -1
    zr(5,73) row_link(5,8,I) -1
    zr(5,74) row_choice(5) 1
    zr(5,74) row_link(5,0,X) -1
    zr(5,74) row_link(5,4,X) -1
    zr(5,74) row_link(5,7,X) -1
    zr(5,74) row_link(5,10,X) -1
    zr(5,74) row_link(5,5,O) -1
    zr(5,74) row_link(5,1,I) -1
    zr(5,74) row_link(5,6,I) -1
    zr(5,74) row_link(5,8,I) -1
    zr(5,75) row_choice(5) 1
    zr(5,75) row_link(5,0,X) -1
    zr(5,75) row_link(5,1,X) -1
    zr(5,75) row_link(5,7,X) -1
    zr(5,75) row_link(5,10,X) -1
    zr(5,75) row_link(5,5,O) -1
    zr(5,75) row_link(5,4,I) -1
    zr(5,75) row_link(5,6,I) -1
    zr(5,75) row_link(5,8,I) -1
    zr(5,76) row_choice(5) 1
    zr(5,76) row_link(5,1,X) -1
    zr(5,76) row_link(5,4,X) -1
    zr(5,76) row_link(5,7,X) -1
    zr(5,76) row_link(5,10,X) -1
    zr(5,76) row_link(5,0,O) -1
    zr(5,76) row_link(5,5,I) -1
    zr(5,76) row_link(5,6,I) -1
    zr(5,76) row_link(5,8,I) -1
    zr(5,77) row_choice(5) 1
    zr(5,77) row_link(5,0,X) -1
    zr(5,77) row_link(5,4,X) -1
    zr(5,77) row_link(5,7,X) -1
    zr(5,77) row_link(5,10,X) -1
    zr(5,77) row_link(5,1,O) -1
    zr(5,77) row_link(5,5,I) -1
    zr(5,77) row_link(5,6,I) -1
    zr(5,77) row_link(5,8,I) -1
    zr(5,78) row_choice(5) 1
    zr(5,78) row_link(5,0,X) -1
    zr(5,78) row_link(5,1,X) -1
    zr(5,78) row_link(5,7,X) -1
    zr(5,78) row_link(5,10,X) -1
    zr(5,78) row_link(5,4,O) -1
    zr(5,78) row_link(5,5,I) -1
    zr(5,78) row_link(5,6,I) -1
    zr(5,78) row_link(5,8,I) -1
    zr(5,79) row_choice(5) 1
    zr(5,79) row_link(5,1,X) -1
    zr(5,79) row_link(5,5,X) -1
    zr(5,79) row_link(5,6,X) -1
    zr(5,79) row_link(5,10,X) -1
    zr(5,79) row_link(5,7,O) -1
    zr(5,79) row_link(5,0,I) -1
    zr(5,79) row_link(5,4,I) -1
    zr(5,79) row_link(5,8,I) -1
    zr(5,80) row_choice(5) 1
    zr(5,80) row_link(5,0,X) -1
    zr(5,80) row_link(5,5,X) -1
    zr(5,80) row_link(5,6,X) -1
    zr(5,80) row_link(5,10,X) -1
    zr(5,80) row_link(5,7,O) -1
    zr(5,80) row_link(5,1,I) -1
    zr(5,80) row_link(5,4,I) -1
    zr(5,80) row_link(5,8,I) -1
    zr(5,81) row_choice(5) 1
    zr(5,81) row_link(5,1,X) -1
    zr(5,81) row_link(5,4,X) -1
    zr(5,81) row_link(5,6,X) -1
    zr(5,81) row_link(5,10,X) -1
    zr(5,81) row_link(5,7,O) -1
    zr(5,81) row_link(5,0,I) -1
    zr(5,81) row_link(5,5,I) -1
    zr(5,81) row_link(5,8,I) -1
    zr(5,82) row_choice(5) 1
    zr(5,82) row_link(5,0,X) -1
    zr(5,82) row_link(5,4,X) -1
    zr(5,82) row_link(5,6,X) -1
    zr(5,82) row_link(5,10,X) -1
    zr(5,82) row_link(5,7,O) -1
    zr(5,82) row_link(5,1,I) -1
    zr(5,82) row_link(5,5,I) -1
    zr(5,82) row_link(5,8,I) -1
    zr(5,83) row_choice(5) 1
    zr(5,83) row_link(5,0,X) -1
    zr(5,83) row_link(5,1,X) -1
    zr(5,83) row_link(5,6,X) -1
    zr(5,83) row_link(5,10,X) -1
    zr(5,83) row_link(5,7,O) -1
    zr(5,83) row_link(5,4,I) -1
    zr(5,83) row_link(5,5,I) -1
    zr(5,83) row_link(5,8,I) -1
    zr(5,84) row_choice(5) 1
    zr(5,84) row_link(5,1,X) -1
    zr(5,84) row_link(5,4,X) -1
    zr(5,84) row_link(5,5,X) -1
    zr(5,84) row_link(5,10,X) -1
    zr(5,84) row_link(5,7,O) -1
    zr(5,84) row_link(5,0,I) -1
    zr(5,84) row_link(5,6,I) -1
    zr(5,84) row_link(5,8,I) -1
    zr(5,85) row_choice(5) 1
    zr(5,85) row_link(5,0,X) -1
    zr(5,85) row_link(5,4,X) -1
    zr(5,85) row_link(5,5,X) -1
    zr(5,85) row_link(5,10,X) -1
    zr(5,85) row_link(5,7,O) -1
    zr(5,85) row_link(5,1,I) -1
    zr(5,85) row_link(5,6,I) -1
    zr(5,85) row_link(5,8,I) -1
    zr(5,86) row_choice(5) 1
    zr(5,86) row_link(5,0,X) -1
    zr(5,86) row_link(5,1,X) -1
    zr(5,86) row_link(5,5,X) -1
    zr(5,86) row_link(5,10,X) -1
    zr(5,86) row_link(5,7,O) -1
    zr(5,86) row_link(5,4,I) -1
    zr(5,86) row_link(5,6,I) -1
    zr(5,86) row_link(5,8,I) -1
    zr(5,87) row_choice(5) 1
    zr(5,87) row_link(5,0,X) -1
    zr(5,87) row_link(5,1,X) -1
    zr(5,87) row_link(5,4,X) -1
    zr(5,87) row_link(5,10,X) -1
    zr(5,87) row_link(5,7,O) -1
    zr(5,87) row_link(5,5,I) -1
    zr(5,87) row_link(5,6,I) -1
    zr(5,87) row_link(5,8,I) -1
    zr(5,88) row_choice(5) 1
    zr(5,88) row_link(5,1,X) -1
    zr(5,88) row_link(5,5,X) -1
    zr(5,88) row_link(5,6,X) -1
    zr(5,88) row_link(5,10,X) -1
    zr(5,88) row_link(5,4,O) -1
    zr(5,88) row_link(5,0,I) -1
    zr(5,88) row_link(5,7,I) -1
    zr(5,88) row_link(5,8,I) -1
    zr(5,89) row_choice(5) 1
    zr(5,89) row_link(5,0,X) -1
    zr(5,89) row_link(5,5,X) -1
    zr(5,89) row_link(5,6,X) -1
    zr(5,89) row_link(5,10,X) -1
    zr(5,89) row_link(5,4,O) -1
    zr(5,89) row_link(5,1,I) -1
    zr(5,89) row_link(5,7,I) -1
    zr(5,89) row_link(5,8,I) -1
    zr(5,90) row_choice(5) 1
    zr(5,90) row_link(5,1,X) -1
    zr(5,90) row_link(5,5,X) -1
    zr(5,90) row_link(5,6,X) -1
    zr(5,90) row_link(5,10,X) -1
    zr(5,90) row_link(5,0,O) -1
    zr(5,90) row_link(5,4,I) -1
    zr(5,90) row_link(5,7,I) -1
    zr(5,90) row_link(5,8,I) -1
    zr(5,91) row_choice(5) 1
    zr(5,91) row_link(5,0,X) -1
    zr(5,91) row_link(5,5,X) -1
    zr(5,91) row_link(5,6,X) -1
    zr(5,91) row_link(5,10,X) -1
    zr(5,91) row_link(5,1,O) -1
    zr(5,91) row_link(5,4,I) -1
    zr(5,91) row_link(5,7,I) -1
    zr(5,91) row_link(5,8,I) -1
    zr(5,92) row_choice(5) 1
    zr(5,92) row_link(5,1,X) -1
    zr(5,92) row_link(5,4,X) -1
    zr(5,92) row_link(5,6,X) -1
    zr(5,92) row_link(5,10,X) -1
    zr(5,92) row_link(5,5,O) -1
    zr(5,92) row_link(5,0,I) -1
    zr(5,92) row_link(5,7,I) -1
    zr(5,92) row_link(5,8,I) -1
    zr(5,93) row_choice(5) 1
    zr(5,93) row_link(5,0,X) -1
    zr(5,93) row_link(5,4,X) -1
    zr(5,93) row_link(5,6,X) -1
    zr(5,93) row_link(5,10,X) -1
    zr(5,93) row_link(5,5,O) -1
    zr(5,93) row_link(5,1,I) -1
    zr(5,93) row_link(5,7,I) -1
    zr(5,93) row_link(5,8,I) -1
    zr(5,94) row_choice(5) 1
    zr(5,94) row_link(5,0,X) -1
    zr(5,94) row_link(5,1,X) -1
    zr(5,94) row_link(5,6,X) -1
    zr(5,94) row_link(5,10,X) -1
    zr(5,94) row_link(5,5,O) -1
    zr(5,94) row_link(5,4,I) -1
    zr(5,94) row_link(5,7,I) -1
    zr(5,94) row_link(5,8,I) -1
    zr(5,95) row_choice(5) 1
    zr(5,95) row_link(5,1,X) -1
    zr(5,95) row_link(5,4,X) -1
    zr(5,95) row_link(5,6,X) -1
    zr(5,95) row_link(5,10,X) -1
    zr(5,95) row_link(5,0,O) -1
    zr(5,95) row_link(5,5,I) -1
    zr(5,95) row_link(5,7,I) -1
    zr(5,95) row_link(5,8,I) -1
    zr(5,96) row_choice(5) 1
    zr(5,96) row_link(5,0,X) -1
    zr(5,96) row_link(5,4,X) -1
    zr(5,96) row_link(5,6,X) -1
    zr(5,96) row_link(5,10,X) -1
    zr(5,96) row_link(5,1,O) -1
    zr(5,96) row_link(5,5,I) -1
    zr(5,96) row_link(5,7,I) -1
    zr(5,96) row_link(5,8,I) -1
    zr(5,97) row_choice(5) 1
    zr(5,97) row_link(5,0,X) -1
    zr(5,97) row_link(5,1,X) -1
    zr(5,97) row_link(5,6,X) -1
    zr(5,97) row_link(5,10,X) -1
    zr(5,97) row_link(5,4,O) -1
    zr(5,97) row_link(5,5,I) -1
    zr(5,97) row_link(5,7,I) -1
    zr(5,97) row_link(5,8,I) -1
    zr(5,98) row_choice(5) 1
    zr(5,98) row_link(5,1,X) -1
    zr(5,98) row_link(5,4,X) -1
    zr(5,98) row_link(5,5,X) -1
    zr(5,98) row_link(5,10,X) -1
    zr(5,98) row_link(5,6,O) -1
    zr(5,98) row_link(5,0,I) -1
    zr(5,98) row_link(5,7,I) -1
    zr(5,98) row_link(5,8,I) -1
    zr(5,99) row_choice(5) 1
    zr(5,99) row_link(5,0,X) -1
    zr(5,99) row_link(5,4,X) -1
    zr(5,99) row_link(5,5,X) -1
    zr(5,99) row_link(5,10,X) -1
    zr(5,99) row_link(5,6,O) -1
    zr(5,99) row_link(5,1,I) -1
    zr(5,99) row_link(5,7,I) -1
    zr(5,99) row_link(5,8,I) -1
    zr(5,100) row_choice(5) 1
    zr(5,100) row_link(5,0,X) -1
    zr(5,100) row_link(5,1,X) -1
    zr(5,100) row_link(5,5,X) -1
    zr(5,100) row_link(5,10,X) -1
    zr(5,100) row_link(5,6,O) -1
    zr(5,100) row_link(5,4,I) -1
    zr(5,100) row_link(5,7,I) -1
    zr(5,100) row_link(5,8,I) -1
    zr(5,101) row_choice(5) 1
    zr(5,101) row_link(5,0,X) -1
    zr(5,101) row_link(5,1,X) -1
    zr(5,101) row_link(5,4,X) -1
    zr(5,101) row_link(5,10,X) -1
    zr(5,101) row_link(5,6,O) -1
    zr(5,101) row_link(5,5,I) -1
    zr(5,101) row_link(5,7,I) -1
    zr(5,101) row_link(5,8,I) -1
    zr(5,102) row_choice(5) 1
    zr(5,102) row_link(5,1,X) -1
    zr(5,102) row_link(5,5,X) -1
    zr(5,102) row_link(5,7,X) -1
    zr(5,102) row_link(5,8,X) -1
    zr(5,102) row_link(5,6,O) -1
    zr(5,102) row_link(5,0,I) -1
    zr(5,102) row_link(5,4,I) -1
    zr(5,102) row_link(5,10,I) -1
    zr(5,103) row_choice(5) 1
    zr(5,103) row_link(5,0,X) -1
    zr(5,103) row_link(5,5,X) -1
    zr(5,103) row_link(5,7,X) -1
    zr(5,103) row_link(5,8,X) -1
    zr(5,103) row_link(5,6,O) -1
    zr(5,103) row_link(5,1,I) -1
    zr(5,103) row_link(5,4,I) -1
    zr(5,103) row_link(5,10,I) -1
    zr(5,104) row_choice(5) 1
    zr(5,104) row_link(5,1,X) -1
    zr(5,104) row_link(5,4,X) -1
    zr(5,104) row_link(5,7,X) -1
    zr(5,104) row_link(5,8,X) -1
    zr(5,104) row_link(5,6,O) -1
    zr(5,104) row_link(5,0,I) -1
    zr(5,104) row_link(5,5,I) -1
    zr(5,104) row_link(5,10,I) -1
    zr(5,105) row_choice(5) 1
    zr(5,105) row_link(5,0,X) -1
    zr(5,105) row_link(5,4,X) -1
    zr(5,105) row_link(5,7,X) -1
    zr(5,105) row_link(5,8,X) -1
    zr(5,105) row_link(5,6,O) -1
    zr(5,105) row_link(5,1,I) -1
    zr(5,105) row_link(5,5,I) -1
    zr(5,105) row_link(5,10,I) -1
    zr(5,106) row_choice(5) 1
    zr(5,106) row_link(5,0,X) -1
    zr(5,106) row_link(5,1,X) -1
    zr(5,106) row_link(5,7,X) -1
    zr(5,106) row_link(5,8,X) -1
    zr(5,106) row_link(5,6,O) -1
    zr(5,106) row_link(5,4,I) -1
    zr(5,106) row_link(5,5,I) -1
    zr(5,106) row_link(5,10,I) -1
    zr(5,107) row_choice(5) 1
    zr(5,107) row_link(5,4,X) -1
    zr(5,107) row_link(5,5,X) -1
    zr(5,107) row_link(5,7,X) -1
    zr(5,107) row_link(5,8,X) -1
    zr(5,107) row_link(5,1,O) -1
    zr(5,107) row_link(5,0,I) -1
    zr(5,107) row_link(5,6,I) -1
    zr(5,107) row_link(5,10,I) -1
    zr(5,108) row_choice(5) 1
    zr(5,108) row_link(5,4,X) -1
    zr(5,108) row_link(5,5,X) -1
    zr(5,108) row_link(5,7,X) -1
    zr(5,108) row_link(5,8,X) -1
    zr(5,108) row_link(5,0,O) -1
    zr(5,108) row_link(5,1,I) -1
    zr(5,108) row_link(5,6,I) -1
    zr(5,108) row_link(5,10,I) -1
    zr(5,109) row_choice(5) 1
    zr(5,109) row_link(5,1,X) -1
    zr(5,109) row_link(5,5,X) -1
    zr(5,109) row_link(5,7,X) -1
    zr(5,109) row_link(5,8,X) -1
    zr(5,109) row_link(5,4,O) -1
    zr(5,109) row_link(5,0,I) -1
    zr(5,109) row_link(5,6,I) -1
    zr(5,109) row_link(5,10,I) -1
    zr(5,110) row_choice(5) 1
    zr(5,110) row_link(5,0,X) -1
    zr(5,110) row_link(5,5,X) -1
    zr(5,110) row_link(5,7,X) -1
    zr(5,110) row_link(5,8,X) -1
    zr(5,110) row_link(5,4,O) -1
    zr(5,110) row_link(5,1,I) -1
    zr(5,110) row_link(5,6,I) -1
    zr(5,110) row_link(5,10,I) -1
    zr(5,111) row_choice(5) 1
    zr(5,111) row_link(5,1,X) -1
    zr(5,111) row_link(5,5,X) -1
    zr(5,111) row_link(5,7,X) -1
    zr(5,111) row_link(5,8,X) -1
    zr(5,111) row_link(5,0,O) -1
    zr(5,111) row_link(5,4,I) -1
    zr(5,111) row_link(5,6,I) -1
    zr(5,111) row_link(5,10,I) -1
    zr(5,112) row_choice(5) 1
    zr(5,112) row_link(5,0,X) -1
    zr(5,112) row_link(5,5,X) -1
    zr(5,112) row_link(5,7,X) -1
    zr(5,112) row_link(5,8,X) -1
    zr(5,112) row_link(5,1,O) -1
    zr(5,112) row_link(5,4,I) -1
    zr(5,112) row_link(5,6,I) -1
    zr(5,112) row_link(5,10,I) -1
    zr(5,113) row_choice(5) 1
    zr(5,113) row_link(5,1,X) -1
    zr(5,113) row_link(5,4,X) -1
    zr(5,113) row_link(5,7,X) -1
    zr(5,113) row_link(5,8,X) -1
    zr(5,113) row_link(5,5,O) -1
    zr(5,113) row_link(5,0,I) -1
    zr(5,113) row_link(5,6,I) -1
    zr(5,113) row_link(5,10,I) -1
    zr(5,114) row_choice(5) 1
    zr(5,114) row_link(5,0,X) -1
    zr(5,114) row_link(5,4,X) -1
    zr(5,114) row_link(5,7,X) -1
    zr(5,114) row_link(5,8,X) -1
    zr(5,114) row_link(5,5,O) -1
    zr(5,114) row_link(5,1,I) -1
    zr(5,114) row_link(5,6,I) -1
    zr(5,114) row_link(5,10,I) -1
    zr(5,115) row_choice(5) 1
    zr(5,115) row_link(5,0,X) -1
    zr(5,115) row_link(5,1,X) -1
    zr(5,115) row_link(5,7,X) -1
    zr(5,115) row_link(5,8,X) -1
    zr(5,115) row_link(5,5,O) -1
    zr(5,115) row_link(5,4,I) -1
    zr(5,115) row_link(5,6,I) -1
    zr(5,115) row_link(5,10,I) -1
    zr(5,116) row_choice(5) 1
    zr(5,116) row_link(5,1,X) -1
    zr(5,116) row_link(5,4,X) -1
    zr(5,116) row_link(5,7,X) -1
    zr(5,116) row_link(5,8,X) -1
    zr(5,116) row_link(5,0,O) -1
    zr(5,116) row_link(5,5,I) -1
    zr(5,116) row_link(5,6,I) -1
    zr(5,116) row_link(5,10,I) -1
    zr(5,117) row_choice(5) 1
    zr(5,117) row_link(5,0,X) -1
    zr(5,117) row_link(5,4,X) -1
    zr(5,117) row_link(5,7,X) -1
    zr(5,117) row_link(5,8,X) -1
    zr(5,117) row_link(5,1,O) -1
    zr(5,117) row_link(5,5,I) -1
    zr(5,117) row_link(5,6,I) -1
    zr(5,117) row_link(5,10,I) -1
    zr(5,118) row_choice(5) 1
    zr(5,118) row_link(5,0,X) -1
    zr(5,118) row_link(5,1,X) -1
    zr(5,118) row_link(5,7,X) -1
    zr(5,118) row_link(5,8,X) -1
    zr(5,118) row_link(5,4,O) -1
    zr(5,118) row_link(5,5,I) -1
    zr(5,118) row_link(5,6,I) -1
    zr(5,118) row_link(5,10,I) -1
    zr(5,119) row_choice(5) 1
    zr(5,119) row_link(5,1,X) -1
    zr(5,119) row_link(5,5,X) -1
    zr(5,119) row_link(5,6,X) -1
    zr(5,119) row_link(5,8,X) -1
    zr(5,119) row_link(5,7,O) -1
    zr(5,119) row_link(5,0,I) -1
    zr(5,119) row_link(5,4,I) -1
    zr(5,119) row_link(5,10,I) -1
    zr(5,120) row_choice(5) 1
    zr(5,120) row_link(5,0,X) -1
    zr(5,120) row_link(5,5,X) -1
    zr(5,120) row_link(5,6,X) -1
    zr(5,120) row_link(5,8,X) -1
    zr(5,120) row_link(5,7,O) -1
    zr(5,120) row_link(5,1,I) -1
    zr(5,120) row_link(5,4,I) -1
    zr(5,120) row_link(5,10,I) -1
    zr(5,121) row_choice(5) 1
    zr(5,121) row_link(5,1,X) -1
    zr(5,121) row_link(5,4,X) -1
    zr(5,121) row_link(5,6,X) -1
    zr(5,121) row_link(5,8,X) -1
    zr(5,121) row_link(5,7,O) -1
    zr(5,121) row_link(5,0,I) -1
    zr(5,121) row_link(5,5,I) -1
    zr(5,121) row_link(5,10,I) -1
    zr(5,122) row_choice(5) 1
    zr(5,122) row_link(5,0,X) -1
    zr(5,122) row_link(5,4,X) -1
    zr(5,122) row_link(5,6,X) -1
    zr(5,122) row_link(5,8,X) -1
    zr(5,122) row_link(5,7,O) -1
    zr(5,122) row_link(5,1,I) -1
    zr(5,122) row_link(5,5,I) -1
    zr(5,122) row_link(5,10,I) -1
    zr(5,123) row_choice(5) 1
    zr(5,123) row_link(5,0,X) -1
    zr(5,123) row_link(5,1,X) -1
    zr(5,123) row_link(5,6,X) -1
    zr(5,123) row_link(5,8,X) -1
    zr(5,123) row_link(5,7,O) -1
    zr(5,123) row_link(5,4,I) -1
    zr(5,123) row_link(5,5,I) -1
    zr(5,123) row_link(5,10,I) -1
    zr(5,124) row_choice(5) 1
    zr(5,124) row_link(5,1,X) -1
    zr(5,124) row_link(5,4,X) -1
    zr(5,124) row_link(5,5,X) -1
    zr(5,124) row_link(5,8,X) -1
    zr(5,124) row_link(5,7,O) -1
    zr(5,124) row_link(5,0,I) -1
    zr(5,124) row_link(5,6,I) -1
    zr(5,124) row_link(5,10,I) -1
    zr(5,125) row_choice(5) 1
    zr(5,125) row_link(5,0,X) -1
    zr(5,125) row_link(5,4,X) -1
    zr(5,125) row_link(5,5,X) -1
    zr(5,125) row_link(5,8,X) -1
    zr(5,125) row_link(5,7,O) -1
    zr(5,125) row_link(5,1,I) -1
    zr(5,125) row_link(5,6,I) -1
    zr(5,125) row_link(5,10,I) -1
    zr(5,126) row_choice(5) 1
    zr(5,126) row_link(5,0,X) -1
    zr(5,126) row_link(5,1,X) -1
    zr(5,126) row_link(5,5,X) -1
    zr(5,126) row_link(5,8,X) -1
    zr(5,126) row_link(5,7,O) -1
    zr(5,126) row_link(5,4,I) -1
    zr(5,126) row_link(5,6,I) -1
    zr(5,126) row_link(5,10,I) -1
    zr(5,127) row_choice(5) 1
    zr(5,127) row_link(5,0,X) -1
    zr(5,127) row_link(5,1,X) -1
    zr(5,127) row_link(5,4,X) -1
    zr(5,127) row_link(5,8,X) -1
    zr(5,127) row_link(5,7,O) -1
    zr(5,127) row_link(5,5,I) -1
    zr(5,127) row_link(5,6,I) -1
    zr(5,127) row_link(5,10,I) -1
    zr(5,128) row_choice(5) 1
    zr(5,128) row_link(5,1,X) -1
    zr(5,128) row_link(5,5,X) -1
    zr(5,128) row_link(5,6,X) -1
    zr(5,128) row_link(5,8,X) -1
    zr(5,128) row_link(5,4,O) -1
    zr(5,128) row_link(5,0,I) -1
    zr(5,128) row_link(5,7,I) -1
    zr(5,128) row_link(5,10,I) -1
    zr(5,129) row_choice(5) 1
    zr(5,129) row_link(5,0,X) -1
    zr(5,129) row_link(5,5,X) -1
    zr(5,129) row_link(5,6,X) -1
    zr(5,129) row_link(5,8,X) -1
    zr(5,129) row_link(5,4,O) -1
    zr(5,129) row_link(5,1,I) -1
    zr(5,129) row_link(5,7,I) -1
    zr(5,129) row_link(5,10,I) -1
    zr(5,130) row_choice(5) 1
    zr(5,130) row_link(5,1,X) -1
    zr(5,130) row_link(5,5,X) -1
    zr(5,130) row_link(5,6,X) -1
    zr(5,130) row_link(5,8,X) -1
    zr(5,130) row_link(5,0,O) -1
    zr(5,130) row_link(5,4,I) -1
    zr(5,130) row_link(5,7,I) -1
    zr(5,130) row_link(5,10,I) -1
    zr(5,131) row_choice(5) 1
    zr(5,131) row_link(5,0,X) -1
    zr(5,131) row_link(5,5,X) -1
    zr(5,131) row_link(5,6,X) -1
    zr(5,131) row_link(5,8,X) -1
    zr(5,131) row_link(5,1,O) -1
    zr(5,131) row_link(5,4,I) -1
    zr(5,131) row_link(5,7,I) -1
    zr(5,131) row_link(5,10,I) -1
    zr(5,132) row_choice(5) 1
    zr(5,132) row_link(5,1,X) -1
    zr(5,132) row_link(5,4,X) -1
    zr(5,132) row_link(5,6,X) -1
    zr(5,132) row_link(5,8,X) -1
    zr(5,132) row_link(5,5,O) -1
    zr(5,132) row_link(5,0,I) -1
    zr(5,132) row_link(5,7,I) -1
    zr(5,132) row_link(5,10,I) -1
    zr(5,133) row_choice(5) 1
    zr(5,133) row_link(5,0,X) -1
    zr(5,133) row_link(5,4,X) -1
    zr(5,133) row_link(5,6,X) -1
    zr(5,133) row_link(5,8,X) -1
    zr(5,133) row_link(5,5,O) -1
    zr(5,133) row_link(5,1,I) -1
    zr(5,133) row_link(5,7,I) -1
    zr(5,133) row_link(5,10,I) -1
    zr(5,134) row_choice(5) 1
    zr(5,134) row_link(5,0,X) -1
    zr(5,134) row_link(5,1,X) -1
    zr(5,134) row_link(5,6,X) -1
    zr(5,134) row_link(5,8,X) -1
    zr(5,134) row_link(5,5,O) -1
    zr(5,134) row_link(5,4,I) -1
    zr(5,134) row_link(5,7,I) -1
    zr(5,134) row_link(5,10,I) -1
    zr(5,135) row_choice(5) 1
    zr(5,135) row_link(5,1,X) -1
    zr(5,135) row_link(5,4,X) -1
    zr(5,135) row_link(5,6,X) -1
    zr(5,135) row_link(5,8,X) -1
    zr(5,135) row_link(5,0,O) -1
    zr(5,135) row_link(5,5,I) -1
    zr(5,135) row_link(5,7,I) -1
    zr(5,135) row_link(5,10,I) -1
    zr(5,136) row_choice(5) 1
    zr(5,136) row_link(5,0,X) -1
    zr(5,136) row_link(5,4,X) -1
    zr(5,136) row_link(5,6,X) -1
    zr(5,136) row_link(5,8,X) -1
    zr(5,136) row_link(5,1,O) -1
    zr(5,136) row_link(5,5,I) -1
    zr(5,136) row_link(5,7,I) -1
    zr(5,136) row_link(5,10,I) -1
    zr(5,137) row_choice(5) 1
    zr(5,137) row_link(5,0,X) -1
    zr(5,137) row_link(5,1,X) -1
    zr(5,137) row_link(5,6,X) -1
    zr(5,137) row_link(5,8,X) -1
    zr(5,137) row_link(5,4,O) -1
    zr(5,137) row_link(5,5,I) -1
    zr(5,137) row_link(5,7,I) -1
    zr(5,137) row_link(5,10,I) -1
    zr(5,138) row_choice(5) 1
    zr(5,138) row_link(5,1,X) -1
    zr(5,138) row_link(5,4,X) -1
    zr(5,138) row_link(5,5,X) -1
    zr(5,138) row_link(5,8,X) -1
    zr(5,138) row_link(5,6,O) -1
    zr(5,138) row_link(5,0,I) -1
    zr(5,138) row_link(5,7,I) -1
    zr(5,138) row_link(5,10,I) -1
    zr(5,139) row_choice(5) 1
    zr(5,139) row_link(5,0,X) -1
    zr(5,139) row_link(5,4,X) -1
    zr(5,139) row_link(5,5,X) -1
    zr(5,139) row_link(5,8,X) -1
    zr(5,139) row_link(5,6,O) -1
    zr(5,139) row_link(5,1,I) -1
    zr(5,139) row_link(5,7,I) -1
    zr(5,139) row_link(5,10,I) -1
    zr(5,140) row_choice(5) 1
    zr(5,140) row_link(5,0,X) -1
    zr(5,140) row_link(5,1,X) -1
    zr(5,140) row_link(5,5,X) -1
    zr(5,140) row_link(5,8,X) -1
    zr(5,140) row_link(5,6,O) -1
    zr(5,140) row_link(5,4,I) -1
    zr(5,140) row_link(5,7,I) -1
    zr(5,140) row_link(5,10,I) -1
    zr(5,141) row_choice(5) 1
    zr(5,141) row_link(5,0,X) -1
    zr(5,141) row_link(5,1,X) -1
    zr(5,141) row_link(5,4,X) -1
    zr(5,141) row_link(5,8,X) -1
    zr(5,141) row_link(5,6,O) -1
    zr(5,141) row_link(5,5,I) -1
    zr(5,141) row_link(5,7,I) -1
    zr(5,141) row_link(5,10,I) -1
    zr(5,142) row_choice(5) 1
    zr(5,142) row_link(5,1,X) -1
    zr(5,142) row_link(5,4,X) -1
    zr(5,142) row_link(5,5,X) -1
    zr(5,142) row_link(5,8,X) -1
    zr(5,142) row_link(5,0,O) -1
    zr(5,142) row_link(5,6,I) -1
    zr(5,142) row_link(5,7,I) -1
    zr(5,142) row_link(5,10,I) -1
    zr(5,143) row_choice(5) 1
    zr(5,143) row_link(5,0,X) -1
    zr(5,143) row_link(5,4,X) -1
    zr(5,143) row_link(5,5,X) -1
    zr(5,143) row_link(5,8,X) -1
    zr(5,143) row_link(5,1,O) -1
    zr(5,143) row_link(5,6,I) -1
    zr(5,143) row_link(5,7,I) -1
    zr(5,143) row_link(5,10,I) -1
    zr(5,144) row_choice(5) 1
    zr(5,144) row_link(5,0,X) -1
    zr(5,144) row_link(5,1,X) -1
    zr(5,144) row_link(5,5,X) -1
    zr(5,144) row_link(5,8,X) -1
    zr(5,144) row_link(5,4,O) -1
    zr(5,144) row_link(5,6,I) -1
    zr(5,144) row_link(5,7,I) -1
    zr(5,144) row_link(5,10,I) -1
    zr(5,145) row_choice(5) 1
    zr(5,145) row_link(5,0,X) -1
    zr(5,145) row_link(5,1,X) -1
    zr(5,145) row_link(5,4,X) -1
    zr(5,145) row_link(5,8,X) -1
    zr(5,145) row_link(5,5,O) -1
    zr(5,145) row_link(5,6,I) -1
    zr(5,145) row_link(5,7,I) -1
    zr(5,145) row_link(5,10,I) -1
    zr(5,146) row_choice(5) 1
    zr(5,146) row_link(5,1,X) -1
    zr(5,146) row_link(5,4,X) -1
    zr(5,146) row_link(5,6,X) -1
    zr(5,146) row_link(5,7,X) -1
    zr(5,146) row_link(5,8,O) -1
    zr(5,146) row_link(5,0,I) -1
    zr(5,146) row_link(5,5,I) -1
    zr(5,146) row_link(5,10,I) -1
    zr(5,147) row_choice(5) 1
    zr(5,147) row_link(5,0,X) -1
    zr(5,147) row_link(5,4,X) -1
    zr(5,147) row_link(5,6,X) -1
    zr(5,147) row_link(5,7,X) -1
    zr(5,147) row_link(5,8,O) -1
    zr(5,147) row_link(5,1,I) -1
    zr(5,147) row_link(5,5,I) -1
    zr(5,147) row_link(5,10,I) -1
    zr(5,148) row_choice(5) 1
    zr(5,148) row_link(5,0,X) -1
    zr(5,148) row_link(5,1,X) -1
    zr(5,148) row_link(5,6,X) -1
    zr(5,148) row_link(5,7,X) -1
    zr(5,148) row_link(5,8,O) -1
    zr(5,148) row_link(5,4,I) -1
    zr(5,148) row_link(5,5,I) -1
    zr(5,148) row_link(5,10,I) -1
    zr(5,149) row_choice(5) 1
    zr(5,149) row_link(5,1,X) -1
    zr(5,149) row_link(5,4,X) -1
    zr(5,149) row_link(5,5,X) -1
    zr(5,149) row_link(5,7,X) -1
    zr(5,149) row_link(5,8,O) -1
    zr(5,149) row_link(5,0,I) -1
    zr(5,149) row_link(5,6,I) -1
    zr(5,149) row_link(5,10,I) -1
    zr(5,150) row_choice(5) 1
    zr(5,150) row_link(5,0,X) -1
    zr(5,150) row_link(5,4,X) -1
    zr(5,150) row_link(5,5,X) -1
    zr(5,150) row_link(5,7,X) -1
    zr(5,150) row_link(5,8,O) -1
    zr(5,150) row_link(5,1,I) -1
    zr(5,150) row_link(5,6,I) -1
    zr(5,150) row_link(5,10,I) -1
    zr(5,151) row_choice(5) 1
    zr(5,151) row_link(5,0,X) -1
    zr(5,151) row_link(5,1,X) -1
    zr(5,151) row_link(5,5,X) -1
    zr(5,151) row_link(5,7,X) -1
    zr(5,151) row_link(5,8,O) -1
    zr(5,151) row_link(5,4,I) -1
    zr(5,151) row_link(5,6,I) -1
    zr(5,151) row_link(5,10,I) -1
    zr(5,152) row_choice(5) 1
    zr(5,152) row_link(5,0,X) -1
    zr(5,152) row_link(5,1,X) -1
    zr(5,152) row_link(5,4,X) -1
    zr(5,152) row_link(5,7,X) -1
    zr(5,152) row_link(5,8,O) -1
    zr(5,152) row_link(5,5,I) -1
    zr(5,152) row_link(5,6,I) -1
    zr(5,152) row_link(5,10,I) -1
    zr(5,153) row_choice(5) 1
    zr(5,153) row_link(5,0,X) -1
    zr(5,153) row_link(5,1,X) -1
    zr(5,153) row_link(5,5,X) -1
    zr(5,153) row_link(5,6,X) -1
    zr(5,153) row_link(5,8,O) -1
    zr(5,153) row_link(5,4,I) -1
    zr(5,153) row_link(5,7,I) -1
    zr(5,153) row_link(5,10,I) -1
    zr(5,154) row_choice(5) 1
    zr(5,154) row_link(5,0,X) -1
    zr(5,154) row_link(5,1,X) -1
    zr(5,154) row_link(5,4,X) -1
    zr(5,154) row_link(5,6,X) -1
    zr(5,154) row_link(5,8,O) -1
    zr(5,154) row_link(5,5,I) -1
    zr(5,154) row_link(5,7,I) -1
    zr(5,154) row_link(5,10,I) -1
    zr(5,155) row_choice(5) 1
    zr(5,155) row_link(5,0,X) -1
    zr(5,155) row_link(5,1,X) -1
    zr(5,155) row_link(5,4,X) -1
    zr(5,155) row_link(5,5,X) -1
    zr(5,155) row_link(5,8,O) -1
    zr(5,155) row_link(5,6,I) -1
    zr(5,155) row_link(5,7,I) -1
    zr(5,155) row_link(5,10,I) -1
    zr(5,156) row_choice(5) 1
    zr(5,156) row_link(5,1,X) -1
    zr(5,156) row_link(5,4,X) -1
    zr(5,156) row_link(5,6,X) -1
    zr(5,156) row_link(5,7,X) -1
    zr(5,156) row_link(5,5,O) -1
    zr(5,156) row_link(5,0,I) -1
    zr(5,156) row_link(5,8,I) -1
    zr(5,156) row_link(5,10,I) -1
    zr(5,157) row_choice(5) 1
    zr(5,157) row_link(5,0,X) -1
    zr(5,157) row_link(5,4,X) -1
    zr(5,157) row_link(5,6,X) -1
    zr(5,157) row_link(5,7,X) -1
    zr(5,157) row_link(5,5,O) -1
    zr(5,157) row_link(5,1,I) -1
    zr(5,157) row_link(5,8,I) -1
    zr(5,157) row_link(5,10,I) -1
    zr(5,158) row_choice(5) 1
    zr(5,158) row_link(5,0,X) -1
    zr(5,158) row_link(5,1,X) -1
    zr(5,158) row_link(5,6,X) -1
    zr(5,158) row_link(5,7,X) -1
    zr(5,158) row_link(5,5,O) -1
    zr(5,158) row_link(5,4,I) -1
    zr(5,158) row_link(5,8,I) -1
    zr(5,158) row_link(5,10,I) -1
    zr(5,159) row_choice(5) 1
    zr(5,159) row_link(5,1,X) -1
    zr(5,159) row_link(5,4,X) -1
    zr(5,159) row_link(5,6,X) -1
    zr(5,159) row_link(5,7,X) -1
    zr(5,159) row_link(5,0,O) -1
    zr(5,159) row_link(5,5,I) -1
    zr(5,159) row_link(5,8,I) -1
    zr(5,159) row_link(5,10,I) -1
    zr(5,160) row_choice(5) 1
    zr(5,160) row_link(5,0,X) -1
    zr(5,160) row_link(5,4,X) -1
    zr(5,160) row_link(5,6,X) -1
    zr(5,160) row_link(5,7,X) -1
    zr(5,160) row_link(5,1,O) -1
    zr(5,160) row_link(5,5,I) -1
    zr(5,160) row_link(5,8,I) -1
    zr(5,160) row_link(5,10,I) -1
    zr(5,161) row_choice(5) 1
    zr(5,161) row_link(5,0,X) -1
    zr(5,161) row_link(5,1,X) -1
    zr(5,161) row_link(5,6,X) -1
    zr(5,161) row_link(5,7,X) -1
    zr(5,161) row_link(5,4,O) -1
    zr(5,161) row_link(5,5,I) -1
    zr(5,161) row_link(5,8,I) -1
    zr(5,161) row_link(5,10,I) -1
    zr(5,162) row_choice(5) 1
    zr(5,162) row_link(5,1,X) -1
    zr(5,162) row_link(5,4,X) -1
    zr(5,162) row_link(5,5,X) -1
    zr(5,162) row_link(5,7,X) -1
    zr(5,162) row_link(5,6,O) -1
    zr(5,162) row_link(5,0,I) -1
    zr(5,162) row_link(5,8,I) -1
    zr(5,162) row_link(5,10,I) -1
    zr(5,163) row_choice(5) 1
    zr(5,163) row_link(5,0,X) -1
    zr(5,163) row_link(5,4,X) -1
    zr(5,163) row_link(5,5,X) -1
    zr(5,163) row_link(5,7,X) -1
    zr(5,163) row_link(5,6,O) -1
    zr(5,163) row_link(5,1,I) -1
    zr(5,163) row_link(5,8,I) -1
    zr(5,163) row_link(5,10,I) -1
    zr(5,164) row_choice(5) 1
    zr(5,164) row_link(5,0,X) -1
    zr(5,164) row_link(5,1,X) -1
    zr(5,164) row_link(5,5,X) -1
    zr(5,164) row_link(5,7,X) -1
    zr(5,164) row_link(5,6,O) -1
    zr(5,164) row_link(5,4,I) -1
    zr(5,164) row_link(5,8,I) -1
    zr(5,164) row_link(5,10,I) -1
    zr(5,165) row_choice(5) 1
    zr(5,165) row_link(5,0,X) -1
    zr(5,165) row_link(5,1,X) -1
    zr(5,165) row_link(5,4,X) -1
    zr(5,165) row_link(5,7,X) -1
    zr(5,165) row_link(5,6,O) -1
    zr(5,165) row_link(5,5,I) -1
    zr(5,165) row_link(5,8,I) -1
    zr(5,165) row_link(5,10,I) -1
    zr(5,166) row_choice(5) 1
    zr(5,166) row_link(5,1,X) -1
    zr(5,166) row_link(5,4,X) -1
    zr(5,166) row_link(5,5,X) -1
    zr(5,166) row_link(5,7,X) -1
    zr(5,166) row_link(5,0,O) -1
    zr(5,166) row_link(5,6,I) -1
    zr(5,166) row_link(5,8,I) -1
    zr(5,166) row_link(5,10,I) -1
    zr(5,167) row_choice(5) 1
    zr(5,167) row_link(5,0,X) -1
    zr(5,167) row_link(5,4,X) -1
    zr(5,167) row_link(5,5,X) -1
    zr(5,167) row_link(5,7,X) -1
    zr(5,167) row_link(5,1,O) -1
    zr(5,167) row_link(5,6,I) -1
    zr(5,167) row_link(5,8,I) -1
    zr(5,167) row_link(5,10,I) -1
    zr(5,168) row_choice(5) 1
    zr(5,168) row_link(5,0,X) -1
    zr(5,168) row_link(5,1,X) -1
    zr(5,168) row_link(5,5,X) -1
    zr(5,168) row_link(5,7,X) -1
    zr(5,168) row_link(5,4,O) -1
    zr(5,168) row_link(5,6,I) -1
    zr(5,168) row_link(5,8,I) -1
    zr(5,168) row_link(5,10,I) -1
    zr(5,169) row_choice(5) 1
    zr(5,169) row_link(5,0,X) -1
    zr(5,169) row_link(5,1,X) -1
    zr(5,169) row_link(5,4,X) -1
    zr(5,169) row_link(5,7,X) -1
    zr(5,169) row_link(5,5,O) -1
    zr(5,169) row_link(5,6,I) -1
    zr(5,169) row_link(5,8,I) -1
    zr(5,169) row_link(5,10,I) -1
    zr(5,170) row_choice(5) 1
    zr(5,170) row_link(5,0,X) -1
    zr(5,170) row_link(5,1,X) -1
    zr(5,170) row_link(5,5,X) -1
    zr(5,170) row_link(5,6,X) -1
    zr(5,170) row_link(5,7,O) -1
    zr(5,170) row_link(5,4,I) -1
    zr(5,170) row_link(5,8,I) -1
    zr(5,170) row_link(5,10,I) -1
    zr(5,171) row_choice(5) 1
    zr(5,171) row_link(5,0,X) -1
    zr(5,171) row_link(5,1,X) -1
    zr(5,171) row_link(5,4,X) -1
    zr(5,171) row_link(5,6,X) -1
    zr(5,171) row_link(5,7,O) -1
    zr(5,171) row_link(5,5,I) -1
    zr(5,171) row_link(5,8,I) -1
    zr(5,171) row_link(5,10,I) -1
    zr(5,172) row_choice(5) 1
    zr(5,172) row_link(5,0,X) -1
    zr(5,172) row_link(5,1,X) -1
    zr(5,172) row_link(5,4,X) -1
    zr(5,172) row_link(5,5,X) -1
    zr(5,172) row_link(5,7,O) -1
    zr(5,172) row_link(5,6,I) -1
    zr(5,172) row_link(5,8,I) -1
    zr(5,172) row_link(5,10,I) -1
    zr(5,173) row_choice(5) 1
    zr(5,173) row_link(5,0,X) -1
    zr(5,173) row_link(5,1,X) -1
    zr(5,173) row_link(5,5,X) -1
    zr(5,173) row_link(5,6,X) -1
    zr(5,173) row_link(5,4,O) -1
    zr(5,173) row_link(5,7,I) -1
    zr(5,173) row_link(5,8,I) -1
    zr(5,173) row_link(5,10,I) -1
    zr(5,174) row_choice(5) 1
    zr(5,174) row_link(5,0,X) -1
    zr(5,174) row_link(5,1,X) -1
    zr(5,174) row_link(5,4,X) -1
    zr(5,174) row_link(5,6,X) -1
    zr(5,174) row_link(5,5,O) -1
    zr(5,174) row_link(5,7,I) -1
    zr(5,174) row_link(5,8,I) -1
    zr(5,174) row_link(5,10,I) -1
    zr(5,175) row_choice(5) 1
    zr(5,175) row_link(5,0,X) -1
    zr(5,175) row_link(5,1,X) -1
    zr(5,175) row_link(5,4,X) -1
    zr(5,175) row_link(5,5,X) -1
    zr(5,175) row_link(5,6,O) -1
    zr(5,175) row_link(5,7,I) -1
    zr(5,175) row_link(5,8,I) -1
    zr(5,175) row_link(5,10,I) -1
    zc(0,0) col_choice(0) 1
    zc(0,0) col_link(0,5,X) -1
    zc(0,0) col_link(0,3,I) -1
    zc(0,1) col_choice(0) 1
    zc(0,1) col_link(0,3,X) -1
    zc(0,1) col_link(0,5,I) -1
    zc(1,0) col_choice(1) 1
    zc(1,0) col_link(1,4,X) -1
    zc(1,0) col_link(1,5,X) -1
    zc(1,0) col_link(1,0,O) -1
    zc(1,0) col_link(1,1,O) -1
    zc(1,1) col_choice(1) 1
    zc(1,1) col_link(1,1,X) -1
    zc(1,1) col_link(1,5,X) -1
    zc(1,1) col_link(1,0,O) -1
    zc(1,1) col_link(1,4,O) -1
    zc(1,2) col_choice(1) 1
    zc(1,2) col_link(1,0,X) -1
    zc(1,2) col_link(1,5,X) -1
    zc(1,2) col_link(1,1,O) -1
    zc(1,2) col_link(1,4,O) -1
    zc(1,3) col_choice(1) 1
    zc(1,3) col_link(1,1,X) -1
    zc(1,3) col_link(1,4,X) -1
    zc(1,3) col_link(1,0,O) -1
    zc(1,3) col_link(1,5,O) -1
    zc(1,4) col_choice(1) 1
    zc(1,4) col_link(1,0,X) -1
    zc(1,4) col_link(1,4,X) -1
    zc(1,4) col_link(1,1,O) -1
    zc(1,4) col_link(1,5,O) -1
    zc(1,5) col_choice(1) 1
    zc(1,5) col_link(1,0,X) -1
    zc(1,5) col_link(1,1,X) -1
    zc(1,5) col_link(1,4,O) -1
    zc(1,5) col_link(1,5,O) -1
    zc(2,0) col_choice(2) 1
    zc(2,0) col_link(2,3,X) -1
    zc(2,0) col_link(2,4,X) -1
    zc(2,0) col_link(2,1,O) -1
    zc(2,0) col_link(2,2,O) -1
    zc(2,0) col_link(2,0,I) -1
    zc(2,1) col_choice(2) 1
    zc(2,1) col_link(2,3,X) -1
    zc(2,1) col_link(2,4,X) -1
    zc(2,1) col_link(2,0,O) -1
    zc(2,1) col_link(2,2,O) -1
    zc(2,1) col_link(2,1,I) -1
    zc(2,2) col_choice(2) 1
    zc(2,2) col_link(2,3,X) -1
    zc(2,2) col_link(2,4,X) -1
    zc(2,2) col_link(2,0,O) -1
    zc(2,2) col_link(2,1,O) -1
    zc(2,2) col_link(2,2,I) -1
    zc(2,3) col_choice(2) 1
    zc(2,3) col_link(2,2,X) -1
    zc(2,3) col_link(2,4,X) -1
    zc(2,3) col_link(2,1,O) -1
    zc(2,3) col_link(2,3,O) -1
    zc(2,3) col_link(2,0,I) -1
    zc(2,4) col_choice(2) 1
    zc(2,4) col_link(2,2,X) -1
    zc(2,4) col_link(2,4,X) -1
    zc(2,4) col_link(2,0,O) -1
    zc(2,4) col_link(2,3,O) -1
    zc(2,4) col_link(2,1,I) -1
    zc(2,5) col_choice(2) 1
    zc(2,5) col_link(2,1,X) -1
    zc(2,5) col_link(2,4,X) -1
    zc(2,5) col_link(2,2,O) -1
    zc(2,5) col_link(2,3,O) -1
    zc(2,5) col_link(2,0,I) -1
    zc(2,6) col_choice(2) 1
    zc(2,6) col_link(2,0,X) -1
    zc(2,6) col_link(2,4,X) -1
    zc(2,6) col_link(2,2,O) -1
    zc(2,6) col_link(2,3,O) -1
    zc(2,6) col_link(2,1,I) -1
    zc(2,7) col_choice(2) 1
    zc(2,7) col_link(2,1,X) -1
    zc(2,7) col_link(2,4,X) -1
    zc(2,7) col_link(2,0,O) -1
    zc(2,7) col_link(2,3,O) -1
    zc(2,7) col_link(2,2,I) -1
    zc(2,8) col_choice(2) 1
    zc(2,8) col_link(2,0,X) -1
    zc(2,8) col_link(2,4,X) -1
    zc(2,8) col_link(2,1,O) -1
    zc(2,8) col_link(2,3,O) -1
    zc(2,8) col_link(2,2,I) -1
    zc(2,9) col_choice(2) 1
    zc(2,9) col_link(2,2,X) -1
    zc(2,9) col_link(2,4,X) -1
    zc(2,9) col_link(2,0,O) -1
    zc(2,9) col_link(2,1,O) -1
    zc(2,9) col_link(2,3,I) -1
    zc(2,10) col_choice(2) 1
    zc(2,10) col_link(2,1,X) -1
    zc(2,10) col_link(2,4,X) -1
    zc(2,10) col_link(2,0,O) -1
    zc(2,10) col_link(2,2,O) -1
    zc(2,10) col_link(2,3,I) -1
    zc(2,11) col_choice(2) 1
    zc(2,11) col_link(2,0,X) -1
    zc(2,11) col_link(2,4,X) -1
    zc(2,11) col_link(2,1,O) -1
    zc(2,11) col_link(2,2,O) -1
    zc(2,11) col_link(2,3,I) -1
    zc(2,12) col_choice(2) 1
    zc(2,12) col_link(2,2,X) -1
    zc(2,12) col_link(2,3,X) -1
    zc(2,12) col_link(2,1,O) -1
    zc(2,12) col_link(2,4,O) -1
    zc(2,12) col_link(2,0,I) -1
    zc(2,13) col_choice(2) 1
    zc(2,13) col_link(2,2,X) -1
    zc(2,13) col_link(2,3,X) -1
    zc(2,13) col_link(2,0,O) -1
    zc(2,13) col_link(2,4,O) -1
    zc(2,13) col_link(2,1,I) -1
    zc(2,14) col_choice(2) 1
    zc(2,14) col_link(2,1,X) -1
    zc(2,14) col_link(2,3,X) -1
    zc(2,14) col_link(2,2,O) -1
    zc(2,14) col_link(2,4,O) -1
    zc(2,14) col_link(2,0,I) -1
    zc(2,15) col_choice(2) 1
    zc(2,15) col_link(2,0,X) -1
    zc(2,15) col_link(2,3,X) -1
    zc(2,15) col_link(2,2,O) -1
    zc(2,15) col_link(2,4,O) -1
    zc(2,15) col_link(2,1,I) -1
    zc(2,16) col_choice(2) 1
    zc(2,16) col_link(2,1,X) -1
    zc(2,16) col_link(2,3,X) -1
    zc(2,16) col_link(2,0,O) -1
    zc(2,16) col_link(2,4,O) -1
    zc(2,16) col_link(2,2,I) -1
    zc(2,17) col_choice(2) 1
    zc(2,17) col_link(2,0,X) -1
    zc(2,17) col_link(2,3,X) -1
    zc(2,17) col_link(2,1,O) -1
    zc(2,17) col_link(2,4,O) -1
    zc(2,17) col_link(2,2,I) -1
    zc(2,18) col_choice(2) 1
    zc(2,18) col_link(2,1,X) -1
    zc(2,18) col_link(2,2,X) -1
    zc(2,18) col_link(2,3,O) -1
    zc(2,18) col_link(2,4,O) -1
    zc(2,18) col_link(2,0,I) -1
    zc(2,19) col_choice(2) 1
    zc(2,19) col_link(2,0,X) -1
    zc(2,19) col_link(2,2,X) -1
    zc(2,19) col_link(2,3,O) -1
    zc(2,19) col_link(2,4,O) -1
    zc(2,19) col_link(2,1,I) -1
    zc(2,20) col_choice(2) 1
    zc(2,20) col_link(2,0,X) -1
    zc(2,20) col_link(2,1,X) -1
    zc(2,20) col_link(2,3,O) -1
    zc(2,20) col_link(2,4,O) -1
    zc(2,20) col_link(2,2,I) -1
    zc(2,21) col_choice(2) 1
    zc(2,21) col_link(2,1,X) -1
    zc(2,21) col_link(2,2,X) -1
    zc(2,21) col_link(2,0,O) -1
    zc(2,21) col_link(2,4,O) -1
    zc(2,21) col_link(2,3,I) -1
    zc(2,22) col_choice(2) 1
    zc(2,22) col_link(2,0,X) -1
    zc(2,22) col_link(2,2,X) -1
    zc(2,22) col_link(2,1,O) -1
    zc(2,22) col_link(2,4,O) -1
    zc(2,22) col_link(2,3,I) -1
    zc(2,23) col_choice(2) 1
    zc(2,23) col_link(2,0,X) -1
    zc(2,23) col_link(2,1,X) -1
    zc(2,23) col_link(2,2,O) -1
    zc(2,23) col_link(2,4,O) -1
    zc(2,23) col_link(2,3,I) -1
    zc(2,24) col_choice(2) 1
    zc(2,24) col_link(2,2,X) -1
    zc(2,24) col_link(2,3,X) -1
    zc(2,24) col_link(2,0,O) -1
    zc(2,24) col_link(2,1,O) -1
    zc(2,24) col_link(2,4,I) -1
    zc(2,25) col_choice(2) 1
    zc(2,25) col_link(2,1,X) -1
    zc(2,25) col_link(2,3,X) -1
    zc(2,25) col_link(2,0,O) -1
    zc(2,25) col_link(2,2,O) -1
    zc(2,25) col_link(2,4,I) -1
    zc(2,26) col_choice(2) 1
    zc(2,26) col_link(2,0,X) -1
    zc(2,26) col_link(2,3,X) -1
    zc(2,26) col_link(2,1,O) -1
    zc(2,26) col_link(2,2,O) -1
    zc(2,26) col_link(2,4,I) -1
    zc(2,27) col_choice(2) 1
    zc(2,27) col_link(2,1,X) -1
    zc(2,27) col_link(2,2,X) -1
    zc(2,27) col_link(2,0,O) -1
    zc(2,27) col_link(2,3,O) -1
    zc(2,27) col_link(2,4,I) -1
    zc(2,28) col_choice(2) 1
    zc(2,28) col_link(2,0,X) -1
    zc(2,28) col_link(2,2,X) -1
    zc(2,28) col_link(2,1,O) -1
    zc(2,28) col_link(2,3,O) -1
    zc(2,28) col_link(2,4,I) -1
    zc(2,29) col_choice(2) 1
    zc(2,29) col_link(2,0,X) -1
    zc(2,29) col_link(2,1,X) -1
    zc(2,29) col_link(2,2,O) -1
    zc(2,29) col_link(2,3,O) -1
    zc(2,29) col_link(2,4,I) -1
    zc(3,0) col_choice(3) 1
    zc(3,0) col_link(3,3,X) -1
    zc(3,0) col_link(3,4,X) -1
    zc(3,0) col_link(3,0,I) -1
    zc(3,0) col_link(3,2,I) -1
    zc(3,1) col_choice(3) 1
    zc(3,1) col_link(3,2,X) -1
    zc(3,1) col_link(3,4,X) -1
    zc(3,1) col_link(3,0,I) -1
    zc(3,1) col_link(3,3,I) -1
    zc(3,2) col_choice(3) 1
    zc(3,2) col_link(3,0,X) -1
    zc(3,2) col_link(3,4,X) -1
    zc(3,2) col_link(3,2,I) -1
    zc(3,2) col_link(3,3,I) -1
    zc(3,3) col_choice(3) 1
    zc(3,3) col_link(3,2,X) -1
    zc(3,3) col_link(3,3,X) -1
    zc(3,3) col_link(3,0,I) -1
    zc(3,3) col_link(3,4,I) -1
    zc(3,4) col_choice(3) 1
    zc(3,4) col_link(3,0,X) -1
    zc(3,4) col_link(3,3,X) -1
    zc(3,4) col_link(3,2,I) -1
    zc(3,4) col_link(3,4,I) -1
    zc(3,5) col_choice(3) 1
    zc(3,5) col_link(3,0,X) -1
    zc(3,5) col_link(3,2,X) -1
    zc(3,5) col_link(3,3,I) -1
    zc(3,5) col_link(3,4,I) -1
    zc(4,0) col_choice(4) 1
    zc(4,0) col_link(4,2,O) -1
    zc(4,0) col_link(4,5,O) -1
    zc(4,0) col_link(4,1,I) -1
    zc(4,1) col_choice(4) 1
    zc(4,1) col_link(4,1,O) -1
    zc(4,1) col_link(4,5,O) -1
    zc(4,1) col_link(4,2,I) -1
    zc(4,2) col_choice(4) 1
    zc(4,2) col_link(4,1,O) -1
    zc(4,2) col_link(4,2,O) -1
    zc(4,2) col_link(4,5,I) -1
    zc(5,0) col_choice(5) 1
    zc(5,0) col_link(5,5,O) -1
    zc(5,0) col_link(5,0,I) -1
    zc(5,0) col_link(5,4,I) -1
    zc(5,1) col_choice(5) 1
    zc(5,1) col_link(5,4,O) -1
    zc(5,1) col_link(5,0,I) -1
    zc(5,1) col_link(5,5,I) -1
    zc(5,2) col_choice(5) 1
    zc(5,2) col_link(5,0,O) -1
    zc(5,2) col_link(5,4,I) -1
    zc(5,2) col_link(5,5,I) -1
    zc(6,0) col_choice(6) 1
    zc(6,0) col_link(6,3,X) -1
    zc(6,0) col_link(6,5,X) -1
    zc(6,0) col_link(6,0,I) -1
    zc(6,0) col_link(6,1,I) -1
    zc(6,1) col_choice(6) 1
    zc(6,1) col_link(6,1,X) -1
    zc(6,1) col_link(6,5,X) -1
    zc(6,1) col_link(6,0,I) -1
    zc(6,1) col_link(6,3,I) -1
    zc(6,2) col_choice(6) 1
    zc(6,2) col_link(6,0,X) -1
    zc(6,2) col_link(6,5,X) -1
    zc(6,2) col_link(6,1,I) -1
    zc(6,2) col_link(6,3,I) -1
    zc(6,3) col_choice(6) 1
    zc(6,3) col_link(6,1,X) -1
    zc(6,3) col_link(6,3,X) -1
    zc(6,3) col_link(6,0,I) -1
    zc(6,3) col_link(6,5,I) -1
    zc(6,4) col_choice(6) 1
    zc(6,4) col_link(6,0,X) -1
    zc(6,4) col_link(6,3,X) -1
    zc(6,4) col_link(6,1,I) -1
    zc(6,4) col_link(6,5,I) -1
    zc(6,5) col_choice(6) 1
    zc(6,5) col_link(6,0,X) -1
    zc(6,5) col_link(6,1,X) -1
    zc(6,5) col_link(6,3,I) -1
    zc(6,5) col_link(6,5,I) -1
    zc(7,0) col_choice(7) 1
    zc(7,0) col_link(7,5,X) -1
    zc(7,0) col_link(7,2,O) -1
    zc(7,0) col_link(7,1,I) -1
    zc(7,1) col_choice(7) 1
    zc(7,1) col_link(7,5,X) -1
    zc(7,1) col_link(7,1,O) -1
    zc(7,1) col_link(7,2,I) -1
    zc(7,2) col_choice(7) 1
    zc(7,2) col_link(7,2,X) -1
    zc(7,2) col_link(7,5,O) -1
    zc(7,2) col_link(7,1,I) -1
    zc(7,3) col_choice(7) 1
    zc(7,3) col_link(7,1,X) -1
    zc(7,3) col_link(7,5,O) -1
    zc(7,3) col_link(7,2,I) -1
    zc(7,4) col_choice(7) 1
    zc(7,4) col_link(7,2,X) -1
    zc(7,4) col_link(7,1,O) -1
    zc(7,4) col_link(7,5,I) -1
    zc(7,5) col_choice(7) 1
    zc(7,5) col_link(7,1,X) -1
    zc(7,5) col_link(7,2,O) -1
    zc(7,5) col_link(7,5,I) -1
    zc(8,0) col_choice(8) 1
    zc(8,0) col_link(8,4,O) -1
    zc(8,0) col_link(8,5,O) -1
    zc(8,0) col_link(8,2,I) -1
    zc(8,0) col_link(8,3,I) -1
    zc(8,1) col_choice(8) 1
    zc(8,1) col_link(8,3,O) -1
    zc(8,1) col_link(8,5,O) -1
    zc(8,1) col_link(8,2,I) -1
    zc(8,1) col_link(8,4,I) -1
    zc(8,2) col_choice(8) 1
    zc(8,2) col_link(8,2,O) -1
    zc(8,2) col_link(8,5,O) -1
    zc(8,2) col_link(8,3,I) -1
    zc(8,2) col_link(8,4,I) -1
    zc(8,3) col_choice(8) 1
    zc(8,3) col_link(8,3,O) -1
    zc(8,3) col_link(8,4,O) -1
    zc(8,3) col_link(8,2,I) -1
    zc(8,3) col_link(8,5,I) -1
    zc(8,4) col_choice(8) 1
    zc(8,4) col_link(8,2,O) -1
    zc(8,4) col_link(8,4,O) -1
    zc(8,4) col_link(8,3,I) -1
    zc(8,4) col_link(8,5,I) -1
    zc(8,5) col_choice(8) 1
    zc(8,5) col_link(8,2,O) -1
    zc(8,5) col_link(8,3,O) -1
    zc(8,5) col_link(8,4,I) -1
    zc(8,5) col_link(8,5,I) -1
    zc(9,0) col_choice(9) 1
    zc(9,0) col_link(9,1,X) -1
    zc(9,0) col_link(9,3,X) -1
    zc(9,0) col_link(9,0,O) -1
    zc(9,1) col_choice(9) 1
    zc(9,1) col_link(9,0,X) -1
    zc(9,1) col_link(9,3,X) -1
    zc(9,1) col_link(9,1,O) -1
    zc(9,2) col_choice(9) 1
    zc(9,2) col_link(9,0,X) -1
    zc(9,2) col_link(9,1,X) -1
    zc(9,2) col_link(9,3,O) -1
    zc(10,0) col_choice(10) 1
    zc(10,0) col_link(10,3,O) -1
    zc(10,0) col_link(10,5,O) -1
    zc(10,0) col_link(10,1,I) -1
    zc(10,0) col_link(10,2,I) -1
    zc(10,1) col_choice(10) 1
    zc(10,1) col_link(10,2,O) -1
    zc(10,1) col_link(10,5,O) -1
    zc(10,1) col_link(10,1,I) -1
    zc(10,1) col_link(10,3,I) -1
    zc(10,2) col_choice(10) 1
    zc(10,2) col_link(10,1,O) -1
    zc(10,2) col_link(10,5,O) -1
    zc(10,2) col_link(10,2,I) -1
    zc(10,2) col_link(10,3,I) -1
    zc(10,3) col_choice(10) 1
    zc(10,3) col_link(10,2,O) -1
    zc(10,3) col_link(10,3,O) -1
    zc(10,3) col_link(10,1,I) -1
    zc(10,3) col_link(10,5,I) -1
    zc(10,4) col_choice(10) 1
    zc(10,4) col_link(10,1,O) -1
    zc(10,4) col_link(10,3,O) -1
    zc(10,4) col_link(10,2,I) -1
    zc(10,4) col_link(10,5,I) -1
    zc(10,5) col_choice(10) 1
    zc(10,5) col_link(10,1,O) -1
    zc(10,5) col_link(10,2,O) -1
    zc(10,5) col_link(10,3,I) -1
    zc(10,5) col_link(10,5,I) -1
    zc(11,0) col_choice(11) 1
    zc(11,0) col_link(11,3,X) -1
    zc(11,0) col_link(11,0,I) -1
    zc(11,0) col_link(11,2,I) -1
    zc(11,1) col_choice(11) 1
    zc(11,1) col_link(11,2,X) -1
    zc(11,1) col_link(11,0,I) -1
    zc(11,1) col_link(11,3,I) -1
    zc(11,2) col_choice(11) 1
    zc(11,2) col_link(11,0,X) -1
    zc(11,2) col_link(11,2,I) -1
    zc(11,2) col_link(11,3,I) -1
RHS
    RHS given(0,0) 1
    RHS given(0,4) 1
    RHS given(0,7) 1
    RHS given(0,8) 1
    RHS given(0,10) 1
    RHS given(1,0) 1
    RHS given(1,3) 1
    RHS given(1,5) 1
    RHS given(1,8) 1
    RHS given(1,11) 1
    RHS given(2,0) 1
    RHS given(2,1) 1
    RHS given(2,5) 1
    RHS given(2,6) 1
    RHS given(2,9) 1
    RHS given(3,1) 1
    RHS given(3,4) 1
    RHS given(3,5) 1
    RHS given(3,7) 1
    RHS given(4,0) 1
    RHS given(4,4) 1
    RHS given(4,6) 1
    RHS given(4,7) 1
    RHS given(4,9) 1
    RHS given(4,10) 1
    RHS given(4,11) 1
    RHS given(5,2) 1
    RHS given(5,3) 1
    RHS given(5,9) 1
    RHS given(5,11) 1
    RHS row_choice(0) 1
    RHS row_choice(1) 1
    RHS row_choice(2) 1
    RHS row_choice(3) 1
    RHS row_choice(4) 1
    RHS row_choice(5) 1
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
 UP BND zr(0,20) 1
 UP BND zr(0,21) 1
 UP BND zr(0,22) 1
 UP BND zr(0,23) 1
 UP BND zr(0,24) 1
 UP BND zr(0,25) 1
 UP BND zr(1,0) 1
 UP BND zr(1,1) 1
 UP BND zr(1,2) 1
 UP BND zr(1,3) 1
 UP BND zr(1,4) 1
 UP BND zr(1,5) 1
 UP BND zr(1,6) 1
 UP BND zr(1,7) 1
 UP BND zr(1,8) 1
 UP BND zr(1,9) 1
 UP BND zr(1,10) 1
 UP BND zr(1,11) 1
 UP BND zr(1,12) 1
 UP BND zr(1,13) 1
 UP BND zr(1,14) 1
 UP BND zr(1,15) 1
 UP BND zr(1,16) 1
 UP BND zr(1,17) 1
 UP BND zr(1,18) 1
 UP BND zr(1,19) 1
 UP BND zr(1,20) 1
 UP BND zr(1,21) 1
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
 UP BND zr(2,10) 1
 UP BND zr(2,11) 1
 UP BND zr(2,12) 1
 UP BND zr(2,13) 1
 UP BND zr(2,14) 1
 UP BND zr(2,15) 1
 UP BND zr(2,16) 1
 UP BND zr(2,17) 1
 UP BND zr(2,18) 1
 UP BND zr(2,19) 1
 UP BND zr(2,20) 1
 UP BND zr(2,21) 1
 UP BND zr(2,22) 1
 UP BND zr(2,23) 1
 UP BND zr(2,24) 1
 UP BND zr(2,25) 1
 UP BND zr(2,26) 1
 UP BND zr(2,27) 1
 UP BND zr(2,28) 1
 UP BND zr(2,29) 1
 UP BND zr(2,30) 1
 UP BND zr(2,31) 1
 UP BND zr(2,32) 1
 UP BND zr(2,33) 1
 UP BND zr(2,34) 1
 UP BND zr(2,35) 1
 UP BND zr(2,36) 1
 UP BND zr(2,37) 1
 UP BND zr(2,38) 1
 UP BND zr(2,39) 1
 UP BND zr(2,40) 1
 UP BND zr(2,41) 1
 UP BND zr(2,42) 1
 UP BND zr(2,43) 1
 UP BND zr(2,44) 1
 UP BND zr(2,45) 1
 UP BND zr(2,46) 1
 UP BND zr(2,47) 1
 UP BND zr(2,48) 1
 UP BND zr(2,49) 1
 UP BND zr(2,50) 1
 UP BND zr(2,51) 1
 UP BND zr(2,52) 1
 UP BND zr(2,53) 1
 UP BND zr(2,54) 1
 UP BND zr(2,55) 1
 UP BND zr(2,56) 1
 UP BND zr(2,57) 1
 UP BND zr(2,58) 1
 UP BND zr(2,59) 1
 UP BND zr(2,60) 1
 UP BND zr(2,61) 1
 UP BND zr(2,62) 1
 UP BND zr(2,63) 1
 UP BND zr(2,64) 1
 UP BND zr(2,65) 1
 UP BND zr(2,66) 1
 UP BND zr(2,67) 1
 UP BND zr(2,68) 1
 UP BND zr(2,69) 1
 UP BND zr(2,70) 1
 UP BND zr(2,71) 1
 UP BND zr(2,72) 1
 UP BND zr(2,73) 1
 UP BND zr(2,74) 1
 UP BND zr(2,75) 1
 UP BND zr(2,76) 1
 UP BND zr(2,77) 1
 UP BND zr(2,78) 1
 UP BND zr(2,79) 1
 UP BND zr(2,80) 1
 UP BND zr(2,81) 1
 UP BND zr(2,82) 1
 UP BND zr(2,83) 1
 UP BND zr(2,84) 1
 UP BND zr(2,85) 1
 UP BND zr(2,86) 1
 UP BND zr(2,87) 1
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
 UP BND zr(3,10) 1
 UP BND zr(3,11) 1
 UP BND zr(3,12) 1
 UP BND zr(3,13) 1
 UP BND zr(3,14) 1
 UP BND zr(3,15) 1
 UP BND zr(3,16) 1
 UP BND zr(3,17) 1
 UP BND zr(3,18) 1
 UP BND zr(3,19) 1
 UP BND zr(3,20) 1
 UP BND zr(3,21) 1
 UP BND zr(3,22) 1
 UP BND zr(3,23) 1
 UP BND zr(3,24) 1
 UP BND zr(3,25) 1
 UP BND zr(3,26) 1
 UP BND zr(3,27) 1
 UP BND zr(3,28) 1
 UP BND zr(3,29) 1
 UP BND zr(3,30) 1
 UP BND zr(3,31) 1
 UP BND zr(3,32) 1
 UP BND zr(3,33) 1
 UP BND zr(3,34) 1
 UP BND zr(3,35) 1
 UP BND zr(3,36) 1
 UP BND zr(3,37) 1
 UP BND zr(3,38) 1
 UP BND zr(3,39) 1
 UP BND zr(3,40) 1
 UP BND zr(3,41) 1
 UP BND zr(3,42) 1
 UP BND zr(3,43) 1
 UP BND zr(3,44) 1
 UP BND zr(3,45) 1
 UP BND zr(3,46) 1
 UP BND zr(3,47) 1
 UP BND zr(3,48) 1
 UP BND zr(3,49) 1
 UP BND zr(3,50) 1
 UP BND zr(3,51) 1
 UP BND zr(3,52) 1
 UP BND zr(3,53) 1
 UP BND zr(3,54) 1
 UP BND zr(3,55) 1
 UP BND zr(3,56) 1
 UP BND zr(3,57) 1
 UP BND zr(3,58) 1
 UP BND zr(3,59) 1
 UP BND zr(3,60) 1
 UP BND zr(3,61) 1
 UP BND zr(3,62) 1
 UP BND zr(3,63) 1
 UP BND zr(3,64) 1
 UP BND zr(3,65) 1
 UP BND zr(3,66) 1
 UP BND zr(3,67) 1
 UP BND zr(3,68) 1
 UP BND zr(3,69) 1
 UP BND zr(3,70) 1
 UP BND zr(3,71) 1
 UP BND zr(3,72) 1
 UP BND zr(3,73) 1
 UP BND zr(3,74) 1
 UP BND zr(3,75) 1
 UP BND zr(3,76) 1
 UP BND zr(3,77) 1
 UP BND zr(3,78) 1
 UP BND zr(3,79) 1
 UP BND zr(3,80) 1
 UP BND zr(3,81) 1
 UP BND zr(3,82) 1
 UP BND zr(3,83) 1
 UP BND zr(3,84) 1
 UP BND zr(3,85) 1
 UP BND zr(3,86) 1
 UP BND zr(3,87) 1
 UP BND zr(3,88) 1
 UP BND zr(3,89) 1
 UP BND zr(3,90) 1
 UP BND zr(3,91) 1
 UP BND zr(3,92) 1
 UP BND zr(3,93) 1
 UP BND zr(3,94) 1
 UP BND zr(3,95) 1
 UP BND zr(3,96) 1
 UP BND zr(3,97) 1
 UP BND zr(3,98) 1
 UP BND zr(3,99) 1
 UP BND zr(3,100) 1
 UP BND zr(3,101) 1
 UP BND zr(3,102) 1
 UP BND zr(3,103) 1
 UP BND zr(3,104) 1
 UP BND zr(3,105) 1
 UP BND zr(3,106) 1
 UP BND zr(3,107) 1
 UP BND zr(3,108) 1
 UP BND zr(3,109) 1
 UP BND zr(3,110) 1
 UP BND zr(3,111) 1
 UP BND zr(3,112) 1
 UP BND zr(3,113) 1
 UP BND zr(3,114) 1
 UP BND zr(3,115) 1
 UP BND zr(3,116) 1
 UP BND zr(3,117) 1
 UP BND zr(3,118) 1
 UP BND zr(3,119) 1
 UP BND zr(3,120) 1
 UP BND zr(3,121) 1
 UP BND zr(3,122) 1
 UP BND zr(3,123) 1
 UP BND zr(3,124) 1
 UP BND zr(3,125) 1
 UP BND zr(3,126) 1
 UP BND zr(3,127) 1
 UP BND zr(3,128) 1
 UP BND zr(3,129) 1
 UP BND zr(3,130) 1
 UP BND zr(3,131) 1
 UP BND zr(3,132) 1
 UP BND zr(3,133) 1
 UP BND zr(3,134) 1
 UP BND zr(3,135) 1
 UP BND zr(3,136) 1
 UP BND zr(3,137) 1
 UP BND zr(3,138) 1
 UP BND zr(3,139) 1
 UP BND zr(3,140) 1
 UP BND zr(3,141) 1
 UP BND zr(3,142) 1
 UP BND zr(3,143) 1
 UP BND zr(3,144) 1
 UP BND zr(3,145) 1
 UP BND zr(3,146) 1
 UP BND zr(3,147) 1
 UP BND zr(3,148) 1
 UP BND zr(3,149) 1
 UP BND zr(3,150) 1
 UP BND zr(3,151) 1
 UP BND zr(3,152) 1
 UP BND zr(3,153) 1
 UP BND zr(3,154) 1
 UP BND zr(3,155) 1
 UP BND zr(3,156) 1
 UP BND zr(3,157) 1
 UP BND zr(3,158) 1
 UP BND zr(3,159) 1
 UP BND zr(3,160) 1
 UP BND zr(3,161) 1
 UP BND zr(3,162) 1
 UP BND zr(3,163) 1
 UP BND zr(3,164) 1
 UP BND zr(3,165) 1
 UP BND zr(3,166) 1
 UP BND zr(3,167) 1
 UP BND zr(3,168) 1
 UP BND zr(3,169) 1
 UP BND zr(3,170) 1
 UP BND zr(3,171) 1
 UP BND zr(3,172) 1
 UP BND zr(3,173) 1
 UP BND zr(3,174) 1
 UP BND zr(3,175) 1
 UP BND zr(3,176) 1
 UP BND zr(3,177) 1
 UP BND zr(3,178) 1
 UP BND zr(3,179) 1
 UP BND zr(3,180) 1
 UP BND zr(3,181) 1
 UP BND zr(3,182) 1
 UP BND zr(3,183) 1
 UP BND zr(3,184) 1
 UP BND zr(3,185) 1
 UP BND zr(3,186) 1
 UP BND zr(3,187) 1
 UP BND zr(3,188) 1
 UP BND zr(3,189) 1
 UP BND zr(3,190) 1
 UP BND zr(3,191) 1
 UP BND zr(3,192) 1
 UP BND zr(3,193) 1
 UP BND zr(3,194) 1
 UP BND zr(3,195) 1
 UP BND zr(3,196) 1
 UP BND zr(3,197) 1
 UP BND zr(3,198) 1
 UP BND zr(3,199) 1
 UP BND zr(3,200) 1
 UP BND zr(3,201) 1
 UP BND zr(3,202) 1
 UP BND zr(3,203) 1
 UP BND zr(3,204) 1
 UP BND zr(3,205) 1
 UP BND zr(3,206) 1
 UP BND zr(3,207) 1
 UP BND zr(3,208) 1
 UP BND zr(3,209) 1
 UP BND zr(3,210) 1
 UP BND zr(3,211) 1
 UP BND zr(3,212) 1
 UP BND zr(3,213) 1
 UP BND zr(3,214) 1
 UP BND zr(3,215) 1
 UP BND zr(3,216) 1
 UP BND zr(3,217) 1
 UP BND zr(3,218) 1
 UP BND zr(3,219) 1
 UP BND zr(3,220) 1
 UP BND zr(3,221) 1
 UP BND zr(3,222) 1
 UP BND zr(3,223) 1
 UP BND zr(3,224) 1
 UP BND zr(3,225) 1
 UP BND zr(3,226) 1
 UP BND zr(3,227) 1
 UP BND zr(3,228) 1
 UP BND zr(3,229) 1
 UP BND zr(3,230) 1
 UP BND zr(3,231) 1
 UP BND zr(3,232) 1
 UP BND zr(3,233) 1
 UP BND zr(3,234) 1
 UP BND zr(3,235) 1
 UP BND zr(3,236) 1
 UP BND zr(3,237) 1
 UP BND zr(3,238) 1
 UP BND zr(3,239) 1
 UP BND zr(3,240) 1
 UP BND zr(3,241) 1
 UP BND zr(3,242) 1
 UP BND zr(3,243) 1
 UP BND zr(3,244) 1
 UP BND zr(3,245) 1
 UP BND zr(3,246) 1
 UP BND zr(3,247) 1
 UP BND zr(3,248) 1
 UP BND zr(3,249) 1
 UP BND zr(3,250) 1
 UP BND zr(3,251) 1
 UP BND zr(3,252) 1
 UP BND zr(3,253) 1
 UP BND zr(3,254) 1
 UP BND zr(3,255) 1
 UP BND zr(3,256) 1
 UP BND zr(3,257) 1
 UP BND zr(3,258) 1
 UP BND zr(3,259) 1
 UP BND zr(3,260) 1
 UP BND zr(3,261) 1
 UP BND zr(3,262) 1
 UP BND zr(3,263) 1
 UP BND zr(3,264) 1
 UP BND zr(3,265) 1
 UP BND zr(3,266) 1
 UP BND zr(3,267) 1
 UP BND zr(3,268) 1
 UP BND zr(3,269) 1
 UP BND zr(3,270) 1
 UP BND zr(3,271) 1
 UP BND zr(3,272) 1
 UP BND zr(3,273) 1
 UP BND zr(3,274) 1
 UP BND zr(3,275) 1
 UP BND zr(3,276) 1
 UP BND zr(3,277) 1
 UP BND zr(3,278) 1
 UP BND zr(3,279) 1
 UP BND zr(3,280) 1
 UP BND zr(3,281) 1
 UP BND zr(3,282) 1
 UP BND zr(3,283) 1
 UP BND zr(3,284) 1
 UP BND zr(3,285) 1
 UP BND zr(3,286) 1
 UP BND zr(3,287) 1
 UP BND zr(3,288) 1
 UP BND zr(3,289) 1
 UP BND zr(3,290) 1
 UP BND zr(3,291) 1
 UP BND zr(3,292) 1
 UP BND zr(3,293) 1
 UP BND zr(3,294) 1
 UP BND zr(3,295) 1
 UP BND zr(3,296) 1
 UP BND zr(3,297) 1
 UP BND zr(3,298) 1
 UP BND zr(3,299) 1
 UP BND zr(3,300) 1
 UP BND zr(3,301) 1
 UP BND zr(3,302) 1
 UP BND zr(3,303) 1
 UP BND zr(3,304) 1
 UP BND zr(3,305) 1
 UP BND zr(3,306) 1
 UP BND zr(3,307) 1
 UP BND zr(3,308) 1
 UP BND zr(3,309) 1
 UP BND zr(3,310) 1
 UP BND zr(3,311) 1
 UP BND zr(3,312) 1
 UP BND zr(3,313) 1
 UP BND zr(3,314) 1
 UP BND zr(3,315) 1
 UP BND zr(3,316) 1
 UP BND zr(3,317) 1
 UP BND zr(3,318) 1
 UP BND zr(3,319) 1
 UP BND zr(3,320) 1
 UP BND zr(3,321) 1
 UP BND zr(3,322) 1
 UP BND zr(3,323) 1
 UP BND zr(3,324) 1
 UP BND zr(3,325) 1
 UP BND zr(3,326) 1
 UP BND zr(3,327) 1
 UP BND zr(3,328) 1
 UP BND zr(3,329) 1
 UP BND zr(3,330) 1
 UP BND zr(3,331) 1
 UP BND zr(3,332) 1
 UP BND zr(3,333) 1
 UP BND zr(3,334) 1
 UP BND zr(3,335) 1
 UP BND zr(3,336) 1
 UP BND zr(3,337) 1
 UP BND zr(3,338) 1
 UP BND zr(3,339) 1
 UP BND zr(3,340) 1
 UP BND zr(3,341) 1
 UP BND zr(3,342) 1
 UP BND zr(3,343) 1
 UP BND zr(3,344) 1
 UP BND zr(3,345) 1
 UP BND zr(3,346) 1
 UP BND zr(3,347) 1
 UP BND zr(3,348) 1
 UP BND zr(3,349) 1
 UP BND zr(3,350) 1
 UP BND zr(3,351) 1
 UP BND zr(3,352) 1
 UP BND zr(3,353) 1
 UP BND zr(3,354) 1
 UP BND zr(3,355) 1
 UP BND zr(3,356) 1
 UP BND zr(3,357) 1
 UP BND zr(3,358) 1
 UP BND zr(3,359) 1
 UP BND zr(3,360) 1
 UP BND zr(3,361) 1
 UP BND zr(3,362) 1
 UP BND zr(3,363) 1
 UP BND zr(3,364) 1
 UP BND zr(3,365) 1
 UP BND zr(3,366) 1
 UP BND zr(3,367) 1
 UP BND zr(3,368) 1
 UP BND zr(3,369) 1
 UP BND zr(3,370) 1
 UP BND zr(3,371) 1
 UP BND zr(3,372) 1
 UP BND zr(3,373) 1
 UP BND zr(3,374) 1
 UP BND zr(3,375) 1
 UP BND zr(3,376) 1
 UP BND zr(3,377) 1
 UP BND zr(3,378) 1
 UP BND zr(3,379) 1
 UP BND zr(3,380) 1
 UP BND zr(3,381) 1
 UP BND zr(3,382) 1
 UP BND zr(3,383) 1
 UP BND zr(3,384) 1
 UP BND zr(3,385) 1
 UP BND zr(3,386) 1
 UP BND zr(3,387) 1
 UP BND zr(3,388) 1
 UP BND zr(3,389) 1
 UP BND zr(3,390) 1
 UP BND zr(3,391) 1
 UP BND zr(3,392) 1
 UP BND zr(3,393) 1
 UP BND zr(3,394) 1
 UP BND zr(3,395) 1
 UP BND zr(3,396) 1
 UP BND zr(3,397) 1
 UP BND zr(3,398) 1
 UP BND zr(3,399) 1
 UP BND zr(3,400) 1
 UP BND zr(4,0) 1
 UP BND zr(4,1) 1
 UP BND zr(4,2) 1
 UP BND zr(4,3) 1
 UP BND zr(4,4) 1
 UP BND zr(4,5) 1
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
 UP BND zr(5,14) 1
 UP BND zr(5,15) 1
 UP BND zr(5,16) 1
 UP BND zr(5,17) 1
 UP BND zr(5,18) 1
 UP BND zr(5,19) 1
 UP BND zr(5,20) 1
 UP BND zr(5,21) 1
 UP BND zr(5,22) 1
 UP BND zr(5,23) 1
 UP BND zr(5,24) 1
 UP BND zr(5,25) 1
 UP BND zr(5,26) 1
 UP BND zr(5,27) 1
 UP BND zr(5,28) 1
 UP BND zr(5,29) 1
 UP BND zr(5,30) 1
 UP BND zr(5,31) 1
 UP BND zr(5,32) 1
 UP BND zr(5,33) 1
 UP BND zr(5,34) 1
 UP BND zr(5,35) 1
 UP BND zr(5,36) 1
 UP BND zr(5,37) 1
 UP BND zr(5,38) 1
 UP BND zr(5,39) 1
 UP BND zr(5,40) 1
 UP BND zr(5,41) 1
 UP BND zr(5,42) 1
 UP BND zr(5,43) 1
 UP BND zr(5,44) 1
 UP BND zr(5,45) 1
 UP BND zr(5,46) 1
 UP BND zr(5,47) 1
 UP BND zr(5,48) 1
 UP BND zr(5,49) 1
 UP BND zr(5,50) 1
 UP BND zr(5,51) 1
 UP BND zr(5,52) 1
 UP BND zr(5,53) 1
 UP BND zr(5,54) 1
 UP BND zr(5,55) 1
 UP BND zr(5,56) 1
 UP BND zr(5,57) 1
 UP BND zr(5,58) 1
 UP BND zr(5,59) 1
 UP BND zr(5,60) 1
 UP BND zr(5,61) 1
 UP BND zr(5,62) 1
 UP BND zr(5,63) 1
 UP BND zr(5,64) 1
 UP BND zr(5,65) 1
 UP BND zr(5,66) 1
 UP BND zr(5,67) 1
 UP BND zr(5,68) 1
 UP BND zr(5,69) 1
 UP BND zr(5,70) 1
 UP BND zr(5,71) 1
 UP BND zr(5,72) 1
 UP BND zr(5,73) 1
 UP BND zr(5,74) 1
 UP BND zr(5,75) 1
 UP BND zr(5,76) 1
 UP BND zr(5,77) 1
 UP BND zr(5,78) 1
 UP BND zr(5,79) 1
 UP BND zr(5,80) 1
 UP BND zr(5,81) 1
 UP BND zr(5,82) 1
 UP BND zr(5,83) 1
 UP BND zr(5,84) 1
 UP BND zr(5,85) 1
 UP BND zr(5,86) 1
 UP BND zr(5,87) 1
 UP BND zr(5,88) 1
 UP BND zr(5,89) 1
 UP BND zr(5,90) 1
 UP BND zr(5,91) 1
 UP BND zr(5,92) 1
 UP BND zr(5,93) 1
 UP BND zr(5,94) 1
 UP BND zr(5,95) 1
 UP BND zr(5,96) 1
 UP BND zr(5,97) 1
 UP BND zr(5,98) 1
 UP BND zr(5,99) 1
 UP BND zr(5,100) 1
 UP BND zr(5,101) 1
 UP BND zr(5,102) 1
 UP BND zr(5,103) 1
 UP BND zr(5,104) 1
 UP BND zr(5,105) 1
 UP BND zr(5,106) 1
 UP BND zr(5,107) 1
 UP BND zr(5,108) 1
 UP BND zr(5,109) 1
 UP BND zr(5,110) 1
 UP BND zr(5,111) 1
 UP BND zr(5,112) 1
 UP BND zr(5,113) 1
 UP BND zr(5,114) 1
 UP BND zr(5,115) 1
 UP BND zr(5,116) 1
 UP BND zr(5,117) 1
 UP BND zr(5,118) 1
 UP BND zr(5,119) 1
 UP BND zr(5,120) 1
 UP BND zr(5,121) 1
 UP BND zr(5,122) 1
 UP BND zr(5,123) 1
 UP BND zr(5,124) 1
 UP BND zr(5,125) 1
 UP BND zr(5,126) 1
 UP BND zr(5,127) 1
 UP BND zr(5,128) 1
 UP BND zr(5,129) 1
 UP BND zr(5,130) 1
 UP BND zr(5,131) 1
 UP BND zr(5,132) 1
 UP BND zr(5,133) 1
 UP BND zr(5,134) 1
 UP BND zr(5,135) 1
 UP BND zr(5,136) 1
 UP BND zr(5,137) 1
 UP BND zr(5,138) 1
 UP BND zr(5,139) 1
 UP BND zr(5,140) 1
 UP BND zr(5,141) 1
 UP BND zr(5,142) 1
 UP BND zr(5,143) 1
 UP BND zr(5,144) 1
 UP BND zr(5,145) 1
 UP BND zr(5,146) 1
 UP BND zr(5,147) 1
 UP BND zr(5,148) 1
 UP BND zr(5,149) 1
 UP BND zr(5,150) 1
 UP BND zr(5,151) 1
 UP BND zr(5,152) 1
 UP BND zr(5,153) 1
 UP BND zr(5,154) 1
 UP BND zr(5,155) 1
 UP BND zr(5,156) 1
 UP BND zr(5,157) 1
 UP BND zr(5,158) 1
 UP BND zr(5,159) 1
 UP BND zr(5,160) 1
 UP BND zr(5,161) 1
 UP BND zr(5,162) 1
 UP BND zr(5,163) 1
 UP BND zr(5,164) 1
 UP BND zr(5,165) 1
 UP BND zr(5,166) 1
 UP BND zr(5,167) 1
 UP BND zr(5,168) 1
 UP BND zr(5,169) 1
 UP BND zr(5,170) 1
 UP BND zr(5,171) 1
 UP BND zr(5,172) 1
 UP BND zr(5,173) 1
 UP BND zr(5,174) 1
 UP BND zr(5,175) 1
 UP BND zc(0,0) 1
 UP BND zc(0,1) 1
 UP BND zc(1,0) 1
 UP BND zc(1,1) 1
 UP BND zc(1,2) 1
 UP BND zc(1,3) 1
 UP BND zc(1,4) 1
 UP BND zc(1,5) 1
 UP BND zc(2,0) 1
 UP BND zc(2,1) 1
 UP BND zc(2,2) 1
 UP BND zc(2,3) 1
 UP BND zc(2,4) 1
 UP BND zc(2,5) 1
 UP BND zc(2,6) 1
 UP BND zc(2,7) 1
 UP BND zc(2,8) 1
 UP BND zc(2,9) 1
 UP BND zc(2,10) 1
 UP BND zc(2,11) 1
 UP BND zc(2,12) 1
 UP BND zc(2,13) 1
 UP BND zc(2,14) 1
 UP BND zc(2,15) 1
 UP BND zc(2,16) 1
 UP BND zc(2,17) 1
 UP BND zc(2,18) 1
 UP BND zc(2,19) 1
 UP BND zc(2,20) 1
 UP BND zc(2,21) 1
 UP BND zc(2,22) 1
 UP BND zc(2,23) 1
 UP BND zc(2,24) 1
 UP BND zc(2,25) 1
 UP BND zc(2,26) 1
 UP BND zc(2,27) 1
 UP BND zc(2,28) 1
 UP BND zc(2,29) 1
 UP BND zc(3,0) 1
 UP BND zc(3,1) 1
 UP BND zc(3,2) 1
 UP BND zc(3,3) 1
 UP BND zc(3,4) 1
 UP BND zc(3,5) 1
 UP BND zc(4,0) 1
 UP BND zc(4,1) 1
 UP BND zc(4,2) 1
 UP BND zc(5,0) 1
 UP BND zc(5,1) 1
 UP BND zc(5,2) 1
 UP BND zc(6,0) 1
 UP BND zc(6,1) 1
 UP BND zc(6,2) 1
 UP BND zc(6,3) 1
 UP BND zc(6,4) 1
 UP BND zc(6,5) 1
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
 UP BND zc(9,0) 1
 UP BND zc(9,1) 1
 UP BND zc(9,2) 1
 UP BND zc(10,0) 1
 UP BND zc(10,1) 1
 UP BND zc(10,2) 1
 UP BND zc(10,3) 1
 UP BND zc(10,4) 1
 UP BND zc(10,5) 1
 UP BND zc(11,0) 1
 UP BND zc(11,1) 1
 UP BND zc(11,2) 1
ENDATA
