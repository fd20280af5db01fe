NAME troix_lines
ROWS
 N OBJ
 E given(0,2)
 E given(0,4)
 E given(0,10)
 E given(0,11)
 E given(1,1)
 E given(1,3)
 E given(1,5)
 E given(1,6)
 E given(1,7)
 E given(1,8)
 E given(1,10)
 E given(2,0)
 E given(2,3)
 E given(2,4)
 E given(2,6)
 E given(2,8)
 E given(2,10)
 E given(2,11)
 E given(3,1)
 E given(3,3)
 E given(3,4)
 E given(3,5)
 E given(3,9)
 E given(4,0)
 E given(4,2)
 E given(4,8)
 E given(4,9)
 E given(4,11)
 E given(5,0)
 E given(5,1)
 E given(5,2)
 E given(5,4)
 E given(5,5)
 E given(5,6)
 E given(5,9)
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
 E row_link(0,3,X)
 E row_link(0,5,X)
 E row_link(0,6,X)
 E row_link(0,7,X)
 E row_link(0,8,X)
 E row_link(0,9,X)
 E row_link(0,10,X)
 E row_link(1,0,X)
 E row_link(1,1,X)
 E row_link(1,2,X)
 E row_link(1,3,X)
 E row_link(1,4,X)
 E row_link(1,5,X)
 E row_link(1,6,X)
 E row_link(1,9,X)
 E row_link(1,11,X)
 E row_link(2,0,X)
 E row_link(2,1,X)
 E row_link(2,2,X)
 E row_link(2,3,X)
 E row_link(2,4,X)
 E row_link(2,5,X)
 E row_link(2,6,X)
 E row_link(2,7,X)
 E row_link(2,8,X)
 E row_link(2,9,X)
 E row_link(2,11,X)
 E row_link(3,0,X)
 E row_link(3,1,X)
 E row_link(3,2,X)
 E row_link(3,3,X)
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
 E row_link(4,2,X)
 E row_link(4,3,X)
 E row_link(4,4,X)
 E row_link(4,5,X)
 E row_link(4,6,X)
 E row_link(4,7,X)
 E row_link(4,9,X)
 E row_link(4,10,X)
 E row_link(4,11,X)
 E row_link(5,0,X)
 E row_link(5,1,X)
 E row_link(5,3,X)
 E row_link(5,4,X)
 E row_link(5,7,X)
 E row_link(5,8,X)
 E row_link(5,9,X)
 E row_link(5,10,X)
 E row_link(5,11,X)
 E row_link(0,0,O)
 E row_link(0,1,O)
 E row_link(0,2,O)
 E row_link(0,3,O)
 E row_link(0,4,O)
 E row_link(0,5,O)
 E row_link(0,6,O)
 E row_link(0,7,O)
 E row_link(0,8,O)
 E row_link(0,9,O)
 E row_link(0,11,O)
 E row_link(1,0,O)
 E row_link(1,2,O)
 E row_link(1,3,O)
 E row_link(1,4,O)
 E row_link(1,6,O)
 E row_link(1,7,O)
 E row_link(1,8,O)
 E row_link(1,9,O)
 E row_link(1,10,O)
 E row_link(1,11,O)
 E row_link(2,0,O)
 E row_link(2,1,O)
 E row_link(2,2,O)
 E row_link(2,4,O)
 E row_link(2,5,O)
 E row_link(2,6,O)
 E row_link(2,7,O)
 E row_link(2,9,O)
 E row_link(2,10,O)
 E row_link(3,0,O)
 E row_link(3,1,O)
 E row_link(3,2,O)
 E row_link(3,3,O)
 E row_link(3,6,O)
 E row_link(3,7,O)
 E row_link(3,8,O)
 E row_link(3,10,O)
 E row_link(3,11,O)
 E row_link(4,1,O)
 E row_link(4,2,O)
 E row_link(4,3,O)
 E row_link(4,4,O)
 E row_link(4,5,O)
 E row_link(4,6,O)
 E row_link(4,7,O)
 E row_link(4,8,O)
 E row_link(4,9,O)
 E row_link(4,10,O)
 E row_link(4,11,O)
 E row_link(5,0,O)
 E row_link(5,2,O)
 E row_link(5,3,O)
 E row_link(5,4,O)
 E row_link(5,5,O)
 E row_link(5,6,O)
 E row_link(5,7,O)
 E row_link(5,8,O)
 E row_link(5,9,O)
 E row_link(5,10,O)
 E row_link(5,11,O)
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
 E row_link(1,4,I)
 E row_link(1,5,I)
 E row_link(1,7,I)
 E row_link(1,8,I)
 E row_link(1,9,I)
 E row_link(1,10,I)
 E row_link(1,11,I)
 E row_link(2,1,I)
 E row_link(2,2,I)
 E row_link(2,3,I)
 E row_link(2,5,I)
 E row_link(2,7,I)
 E row_link(2,8,I)
 E row_link(2,9,I)
 E row_link(2,10,I)
 E row_link(2,11,I)
 E row_link(3,0,I)
 E row_link(3,2,I)
 E row_link(3,4,I)
 E row_link(3,5,I)
 E row_link(3,6,I)
 E row_link(3,7,I)
 E row_link(3,8,I)
 E row_link(3,9,I)
 E row_link(3,10,I)
 E row_link(3,11,I)
 E row_link(4,0,I)
 E row_link(4,1,I)
 E row_link(4,3,I)
 E row_link(4,4,I)
 E row_link(4,5,I)
 E row_link(4,6,I)
 E row_link(4,7,I)
 E row_link(4,8,I)
 E row_link(4,10,I)
 E row_link(5,1,I)
 E row_link(5,2,I)
 E row_link(5,3,I)
 E row_link(5,5,I)
 E row_link(5,6,I)
 E row_link(5,7,I)
 E row_link(5,8,I)
 E row_link(5,10,I)
 E row_link(5,11,I)
 E col_link(0,0,X)
 E col_link(0,1,X)
 E col_link(0,2,X)
 E col_link(0,3,X)
 E col_link(0,4,X)
 E col_link(0,5,X)
 E col_link(1,0,X)
 E col_link(1,1,X)
 E col_link(1,2,X)
 E col_link(1,3,X)
 E col_link(1,4,X)
 E col_link(1,5,X)
 E col_link(2,1,X)
 E col_link(2,2,X)
 E col_link(2,3,X)
 E col_link(2,4,X)
 E col_link(3,0,X)
 E col_link(3,1,X)
 E col_link(3,2,X)
 E col_link(3,3,X)
 E col_link(3,4,X)
 E col_link(3,5,X)
 E col_link(4,1,X)
 E col_link(4,2,X)
 E col_link(4,3,X)
 E col_link(4,4,X)
 E col_link(4,5,X)
 E col_link(5,0,X)
 E col_link(5,1,X)
 E col_link(5,2,X)
 E col_link(5,3,X)
 E col_link(5,4,X)
 E col_link(6,0,X)
 E col_link(6,1,X)
 E col_link(6,2,X)
 E col_link(6,3,X)
 E col_link(6,4,X)
 E col_link(7,0,X)
 E col_link(7,2,X)
 E col_link(7,3,X)
 E col_link(7,4,X)
 E col_link(7,5,X)
 E col_link(8,0,X)
 E col_link(8,2,X)
 E col_link(8,3,X)
 E col_link(8,5,X)
 E col_link(9,0,X)
 E col_link(9,1,X)
 E col_link(9,2,X)
 E col_link(9,3,X)
 E col_link(9,4,X)
 E col_link(9,5,X)
 E col_link(10,0,X)
 E col_link(10,3,X)
 E col_link(10,4,X)
 E col_link(10,5,X)
 E col_link(11,1,X)
 E col_link(11,2,X)
 E col_link(11,3,X)
 E col_link(11,4,X)
 E col_link(11,5,X)
 E col_link(0,0,O)
 E col_link(0,1,O)
 E col_link(0,2,O)
 E col_link(0,3,O)
 E col_link(0,5,O)
 E col_link(1,0,O)
 E col_link(1,2,O)
 E col_link(1,3,O)
 E col_link(1,4,O)
 E col_link(2,0,O)
 E col_link(2,1,O)
 E col_link(2,2,O)
 E col_link(2,3,O)
 E col_link(2,4,O)
 E col_link(2,5,O)
 E col_link(3,0,O)
 E col_link(3,1,O)
 E col_link(3,3,O)
 E col_link(3,4,O)
 E col_link(3,5,O)
 E col_link(4,0,O)
 E col_link(4,1,O)
 E col_link(4,2,O)
 E col_link(4,4,O)
 E col_link(4,5,O)
 E col_link(5,0,O)
 E col_link(5,2,O)
 E col_link(5,4,O)
 E col_link(5,5,O)
 E col_link(6,0,O)
 E col_link(6,1,O)
 E col_link(6,2,O)
 E col_link(6,3,O)
 E col_link(6,4,O)
 E col_link(6,5,O)
 E col_link(7,0,O)
 E col_link(7,1,O)
 E col_link(7,2,O)
 E col_link(7,3,O)
 E col_link(7,4,O)
 E col_link(7,5,O)
 E col_link(8,0,O)
 E col_link(8,1,O)
 E col_link(8,3,O)
 E col_link(8,4,O)
 E col_link(8,5,O)
 E col_link(9,0,O)
 E col_link(9,1,O)
 E col_link(9,2,O)
 E col_link(9,4,O)
 E col_link(9,5,O)
 E col_link(10,1,O)
 E col_link(10,2,O)
 E col_link(10,3,O)
 E col_link(10,4,O)
 E col_link(10,5,O)
 E col_link(11,0,O)
 E col_link(11,1,O)
 E col_link(11,3,O)
 E col_link(11,4,O)
 E col_link(11,5,O)
 E col_link(0,0,I)
 E col_link(0,1,I)
 E col_link(0,3,I)
 E col_link(0,4,I)
 E col_link(1,0,I)
 E col_link(1,1,I)
 E col_link(1,2,I)
 E col_link(1,4,I)
 E col_link(1,5,I)
 E col_link(2,0,I)
 E col_link(2,1,I)
 E col_link(2,2,I)
 E col_link(2,3,I)
 E col_link(2,5,I)
 E col_link(3,0,I)
 E col_link(3,2,I)
 E col_link(3,4,I)
 E col_link(3,5,I)
 E col_link(4,0,I)
 E col_link(4,1,I)
 E col_link(4,3,I)
 E col_link(4,4,I)
 E col_link(5,0,I)
 E col_link(5,1,I)
 E col_link(5,2,I)
 E col_link(5,3,I)
 E col_link(5,4,I)
 E col_link(5,5,I)
 E col_link(6,0,I)
 E col_link(6,3,I)
 E col_link(6,4,I)
 E col_link(6,5,I)
 E col_link(7,0,I)
 E col_link(7,1,I)
 E col_link(7,2,I)
 E col_link(7,3,I)
 E col_link(7,4,I)
 E col_link(7,5,I)
 E col_link(8,0,I)
 E col_link(8,1,I)
 E col_link(8,2,I)
 E col_link(8,3,I)
 E col_link(8,4,I)
 E col_link(8,5,I)
 E col_link(9,0,I)
 E col_link(9,1,I)
 E col_link(9,2,I)
 E col_link(9,3,I)
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
 E col_link(11,5,I)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,X) row_link(0,0,X) 1
    x(0,0,X) col_link(0,0,X) 1
    x(0,1,X) row_link(0,1,X) 1
    x(0,1,X) col_link(1,0,X) 1
    x(0,2,X) given(0,2) 1
    x(0,3,X) row_link(0,3,X) 1
    x(0,3,X) col_link(3,0,X) 1
    x(0,4,X) given(0,4) 1
    x(0,5,X) row_link(0,5,X) 1
    x(0,5,X) col_link(5,0,X) 1
    x(0,6,X) row_link(0,6,X) 1
    x(0,6,X) col_link(6,0,X) 1
    x(0,7,X) row_link(0,7,X) 1
    x(0,7,X) col_link(7,0,X) 1
    x(0,8,X) row_link(0,8,X) 1
    x(0,8,X) col_link(8,0,X) 1
    x(0,9,X) row_link(0,9,X) 1
    x(0,9,X) col_link(9,0,X) 1
    x(0,10,X) row_link(0,10,X) 1
    x(0,10,X) col_link(10,0,X) 1
    x(0,11,X) given(0,11) 1
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
    x(1,7,X) given(1,7) 1
    x(1,8,X) given(1,8) 1
    x(1,9,X) row_link(1,9,X) 1
    x(1,9,X) col_link(9,1,X) 1
    x(1,10,X) given(1,10) 1
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
    x(2,5,X) row_link(2,5,X) 1
    x(2,5,X) col_link(5,2,X) 1
    x(2,6,X) row_link(2,6,X) 1
    x(2,6,X) col_link(6,2,X) 1
    x(2,7,X) row_link(2,7,X) 1
    x(2,7,X) col_link(7,2,X) 1
    x(2,8,X) row_link(2,8,X) 1
    x(2,8,X) col_link(8,2,X) 1
    x(2,9,X) row_link(2,9,X) 1
    x(2,9,X) col_link(9,2,X) 1
    x(2,10,X) given(2,10) 1
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
    x(4,2,X) row_link(4,2,X) 1
    x(4,2,X) col_link(2,4,X) 1
    x(4,3,X) row_link(4,3,X) 1
    x(4,3,X) col_link(3,4,X) 1
    x(4,4,X) row_link(4,4,X) 1
    x(4,4,X) col_link(4,4,X) 1
    x(4,5,X) row_link(4,5,X) 1
    x(4,5,X) col_link(5,4,X) 1
    x(4,6,X) row_link(4,6,X) 1
    x(4,6,X) col_link(6,4,X) 1
    x(4,7,X) row_link(4,7,X) 1
    x(4,7,X) col_link(7,4,X) 1
    x(4,8,X) given(4,8) 1
    x(4,9,X) row_link(4,9,X) 1
    x(4,9,X) col_link(9,4,X) 1
    x(4,10,X) row_link(4,10,X) 1
    x(4,10,X) col_link(10,4,X) 1
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
    x(5,6,X) given(5,6) 1
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
    x(0,0,O) row_link(0,0,O) 1
    x(0,0,O) col_link(0,0,O) 1
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
    x(0,10,O) given(0,10) 1
    x(0,11,O) row_link(0,11,O) 1
    x(0,11,O) col_link(11,0,O) 1
    x(1,0,O) row_link(1,0,O) 1
    x(1,0,O) col_link(0,1,O) 1
    x(1,1,O) given(1,1) 1
    x(1,2,O) row_link(1,2,O) 1
    x(1,2,O) col_link(2,1,O) 1
    x(1,3,O) row_link(1,3,O) 1
    x(1,3,O) col_link(3,1,O) 1
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
    x(1,11,O) row_link(1,11,O) 1
    x(1,11,O) col_link(11,1,O) 1
    x(2,0,O) row_link(2,0,O) 1
    x(2,0,O) col_link(0,2,O) 1
    x(2,1,O) row_link(2,1,O) 1
    x(2,1,O) col_link(1,2,O) 1
    x(2,2,O) row_link(2,2,O) 1
    x(2,2,O) col_link(2,2,O) 1
    x(2,3,O) given(2,3) 1
    x(2,4,O) row_link(2,4,O) 1
    x(2,4,O) col_link(4,2,O) 1
    x(2,5,O) row_link(2,5,O) 1
    x(2,5,O) col_link(5,2,O) 1
    x(2,6,O) row_link(2,6,O) 1
    x(2,6,O) col_link(6,2,O) 1
    x(2,7,O) row_link(2,7,O) 1
    x(2,7,O) col_link(7,2,O) 1
    x(2,8,O) given(2,8) 1
    x(2,9,O) row_link(2,9,O) 1
    x(2,9,O) col_link(9,2,O) 1
    x(2,10,O) row_link(2,10,O) 1
    x(2,10,O) col_link(10,2,O) 1
    x(2,11,O) given(2,11) 1
    x(3,0,O) row_link(3,0,O) 1
    x(3,0,O) col_link(0,3,O) 1
    x(3,1,O) row_link(3,1,O) 1
    x(3,1,O) col_link(1,3,O) 1
    x(3,2,O) row_link(3,2,O) 1
    x(3,2,O) col_link(2,3,O) 1
    x(3,3,O) row_link(3,3,O) 1
    x(3,3,O) col_link(3,3,O) 1
    x(3,4,O) given(3,4) 1
    x(3,5,O) given(3,5) 1
    x(3,6,O) row_link(3,6,O) 1
    x(3,6,O) col_link(6,3,O) 1
    x(3,7,O) row_link(3,7,O) 1
    x(3,7,O) col_link(7,3,O) 1
    x(3,8,O) row_link(3,8,O) 1
    x(3,8,O) col_link(8,3,O) 1
    x(3,9,O) given(3,9) 1
    x(3,10,O) row_link(3,10,O) 1
    x(3,10,O) col_link(10,3,O) 1
    x(3,11,O) row_link(3,11,O) 1
    x(3,11,O) col_link(11,3,O) 1
    x(4,0,O) given(4,0) 1
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
    x(4,6,O) row_link(4,6,O) 1
    x(4,6,O) col_link(6,4,O) 1
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
    x(5,1,O) given(5,1) 1
    x(5,2,O) row_link(5,2,O) 1
    x(5,2,O) col_link(2,5,O) 1
    x(5,3,O) row_link(5,3,O) 1
    x(5,3,O) col_link(3,5,O) 1
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
    x(5,9,O) row_link(5,9,O) 1
    x(5,9,O) col_link(9,5,O) 1
    x(5,10,O) row_link(5,10,O) 1
    x(5,10,O) col_link(10,5,O) 1
    x(5,11,O) row_link(5,11,O) 1
    x(5,11,O) col_link(11,5,O) 1
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
    x(1,3,I) given(1,3) 1
    x(1,4,I) row_link(1,4,I) 1
    x(1,4,I) col_link(4,1,I) 1
    x(1,5,I) row_link(1,5,I) 1
    x(1,5,I) col_link(5,1,I) 1
    x(1,6,I) given(1,6) 1
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
    x(2,1,I) row_link(2,1,I) 1
    x(2,1,I) col_link(1,2,I) 1
    x(2,2,I) row_link(2,2,I) 1
    x(2,2,I) col_link(2,2,I) 1
    x(2,3,I) row_link(2,3,I) 1
    x(2,3,I) col_link(3,2,I) 1
    x(2,4,I) given(2,4) 1
    x(2,5,I) row_link(2,5,I) 1
    x(2,5,I) col_link(5,2,I) 1
    x(2,6,I) given(2,6) 1
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
    x(3,3,I) given(3,3) 1
    x(3,4,I) row_link(3,4,I) 1
    x(3,4,I) col_link(4,3,I) 1
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
    x(4,2,I) given(4,2) 1
    x(4,3,I) row_link(4,3,I) 1
    x(4,3,I) col_link(3,4,I) 1
    x(4,4,I) row_link(4,4,I) 1
    x(4,4,I) col_link(4,4,I) 1
    x(4,5,I) row_link(4,5,I) 1
    x(4,5,I) col_link(5,4,I) 1
    x(4,6,I) row_link(4,6,I) 1
    x(4,6,I) col_link(6,4,I) 1
    x(4,7,I) row_link(4,7,I) 1
    x(4,7,I) col_link(7,4,I) 1
    x(4,8,I) row_link(4,8,I) 1
    x(4,8,I) col_link(8,4,I) 1
    x(4,9,I) given(4,9) 1
    x(4,10,I) row_link(4,10,I) 1
    x(4,10,I) col_link(10,4,I) 1
    x(4,11,I) given(4,11) 1
    x(5,0,I) given(5,0) 1
    x(5,1,I) row_link(5,1,I) 1
    x(5,1,I) col_link(1,5,I) 1
    x(5,2,I) row_link(5,2,I) 1
    x(5,2,I) col_link(2,5,I) 1
    x(5,3,I) row_link(5,3,I) 1
    x(5,3,I) col_link(3,5,I) 1
    x(5,4,I) given(5,4) 1
    x(5,5,I) row_link(5,5,I) 1
    x(5,5,I) col_link(5,5,I) 1
    x(5,6,I) row_link(5,6,I) 1
    x(5,6,I) col_link(6,5,I) 1
    x(5,7,I) row_link(5,7,I) 1
    x(5,7,I) col_link(7,5,I) 1
    x(5,8,I) row_link(5,8,I) 1
    x(5,8,I) col_link(8,5,I) 1
    x(5,9,I) given(5,9) 1
    x(5,10,I) row_link(5,10,I) 1
    x(5,10,I) col_link(10,5,I) 1
    x(5,11,I) row_link(5,11,I) 1
    x(5,11,I) col_link(11,5,I) 1
    MARKER0 'MARKER' 'INTEND'
    zr(0,0) row_choice(0) 1
    zr(0,0) row_link(0,9,X) -1
    zr(0,0) row_link(0,5,O) -1
    zr(0,0) row_link(0,7,O) -1
    zr(0,0) row_link(0,8,O) -1
    zr(0,0) row_link(0,0,I) -1
    zr(0,0) row_link(0,1,I) -1
    zr(0,0) row_link(0,3,I) -1
    zr(0,0) row_link(0,6,I) -1
    zr(0,1) row_choice(0) 1
    zr(0,1) row_link(0,9,X) -1
    zr(0,1) row_link(0,3,O) -1
    zr(0,1) row_link(0,7,O) -1
    zr(0,1) row_link(0,8,O) -1
    zr(0,1) row_link(0,0,I) -1
    zr(0,1) row_link(0,1,I) -1
    zr(0,1) row_link(0,5,I) -1
    zr(0,1) row_link(0,6,I) -1
    zr(0,2) row_choice(0) 1
    zr(0,2) row_link(0,9,X) -1
    zr(0,2) row_link(0,1,O) -1
    zr(0,2) row_link(0,7,O) -1
    zr(0,2) row_link(0,8,O) -1
    zr(0,2) row_link(0,0,I) -1
    zr(0,2) row_link(0,3,I) -1
    zr(0,2) row_link(0,5,I) -1
    zr(0,2) row_link(0,6,I) -1
    zr(0,3) row_choice(0) 1
    zr(0,3) row_link(0,9,X) -1
    zr(0,3) row_link(0,0,O) -1
    zr(0,3) row_link(0,7,O) -1
    zr(0,3) row_link(0,8,O) -1
    zr(0,3) row_link(0,1,I) -1
    zr(0,3) row_link(0,3,I) -1
    zr(0,3) row_link(0,5,I) -1
    zr(0,3) row_link(0,6,I) -1
    zr(0,4) row_choice(0) 1
    zr(0,4) row_link(0,9,X) -1
    zr(0,4) row_link(0,5,O) -1
    zr(0,4) row_link(0,6,O) -1
    zr(0,4) row_link(0,8,O) -1
    zr(0,4) row_link(0,0,I) -1
    zr(0,4) row_link(0,1,I) -1
    zr(0,4) row_link(0,3,I) -1
    zr(0,4) row_link(0,7,I) -1
    zr(0,5) row_choice(0) 1
    zr(0,5) row_link(0,9,X) -1
    zr(0,5) row_link(0,3,O) -1
    zr(0,5) row_link(0,6,O) -1
    zr(0,5) row_link(0,8,O) -1
    zr(0,5) row_link(0,0,I) -1
    zr(0,5) row_link(0,1,I) -1
    zr(0,5) row_link(0,5,I) -1
    zr(0,5) row_link(0,7,I) -1
    zr(0,6) row_choice(0) 1
    zr(0,6) row_link(0,9,X) -1
    zr(0,6) row_link(0,1,O) -1
    zr(0,6) row_link(0,6,O) -1
    zr(0,6) row_link(0,8,O) -1
    zr(0,6) row_link(0,0,I) -1
    zr(0,6) row_link(0,3,I) -1
    zr(0,6) row_link(0,5,I) -1
    zr(0,6) row_link(0,7,I) -1
    zr(0,7) row_choice(0) 1
    zr(0,7) row_link(0,9,X) -1
    zr(0,7) row_link(0,0,O) -1
    zr(0,7) row_link(0,6,O) -1
    zr(0,7) row_link(0,8,O) -1
    zr(0,7) row_link(0,1,I) -1
    zr(0,7) row_link(0,3,I) -1
    zr(0,7) row_link(0,5,I) -1
    zr(0,7) row_link(0,7,I) -1
    zr(0,8) row_choice(0) 1
    zr(0,8) row_link(0,9,X) -1
    zr(0,8) row_link(0,3,O) -1
    zr(0,8) row_link(0,5,O) -1
    zr(0,8) row_link(0,8,O) -1
    zr(0,8) row_link(0,0,I) -1
    zr(0,8) row_link(0,1,I) -1
    zr(0,8) row_link(0,6,I) -1
    zr(0,8) row_link(0,7,I) -1
    zr(0,9) row_choice(0) 1
    zr(0,9) row_link(0,9,X) -1
    zr(0,9) row_link(0,1,O) -1
    zr(0,9) row_link(0,5,O) -1
    zr(0,9) row_link(0,8,O) -1
    zr(0,9) row_link(0,0,I) -1
    zr(0,9) row_link(0,3,I) -1
    zr(0,9) row_link(0,6,I) -1
    zr(0,9) row_link(0,7,I) -1
    zr(0,10) row_choice(0) 1
    zr(0,10) row_link(0,9,X) -1
    zr(0,10) row_link(0,0,O) -1
    zr(0,10) row_link(0,5,O) -1
    zr(0,10) row_link(0,8,O) -1
    zr(0,10) row_link(0,1,I) -1
    zr(0,10) row_link(0,3,I) -1
    zr(0,10) row_link(0,6,I) -1
    zr(0,10) row_link(0,7,I) -1
    zr(0,11) row_choice(0) 1
    zr(0,11) row_link(0,9,X) -1
    zr(0,11) row_link(0,3,O) -1
    zr(0,11) row_link(0,6,O) -1
    zr(0,11) row_link(0,7,O) -1
    zr(0,11) row_link(0,0,I) -1
    zr(0,11) row_link(0,1,I) -1
    zr(0,11) row_link(0,5,I) -1
    zr(0,11) row_link(0,8,I) -1
    zr(0,12) row_choice(0) 1
    zr(0,12) row_link(0,9,X) -1
    zr(0,12) row_link(0,1,O) -1
    zr(0,12) row_link(0,6,O) -1
    zr(0,12) row_link(0,7,O) -1
    zr(0,12) row_link(0,0,I) -1
    zr(0,12) row_link(0,3,I) -1
    zr(0,12) row_link(0,5,I) -1
    zr(0,12) row_link(0,8,I) -1
    zr(0,13) row_choice(0) 1
    zr(0,13) row_link(0,9,X) -1
    zr(0,13) row_link(0,0,O) -1
    zr(0,13) row_link(0,6,O) -1
    zr(0,13) row_link(0,7,O) -1
    zr(0,13) row_link(0,1,I) -1
    zr(0,13) row_link(0,3,I) -1
    zr(0,13) row_link(0,5,I) -1
    zr(0,13) row_link(0,8,I) -1
    zr(0,14) row_choice(0) 1
    zr(0,14) row_link(0,9,X) -1
    zr(0,14) row_link(0,3,O) -1
    zr(0,14) row_link(0,5,O) -1
    zr(0,14) row_link(0,7,O) -1
    zr(0,14) row_link(0,0,I) -1
    zr(0,14) row_link(0,1,I) -1
    zr(0,14) row_link(0,6,I) -1
    zr(0,14) row_link(0,8,I) -1
    zr(0,15) row_choice(0) 1
    zr(0,15) row_link(0,9,X) -1
    zr(0,15) row_link(0,1,O) -1
    zr(0,15) row_link(0,5,O) -1
    zr(0,15) row_link(0,7,O) -1
    zr(0,15) row_link(0,0,I) -1
    zr(0,15) row_link(0,3,I) -1
    zr(0,15) row_link(0,6,I) -1
    zr(0,15) row_link(0,8,I) -1
    zr(0,16) row_choice(0) 1
    zr(0,16) row_link(0,9,X) -1
    zr(0,16) row_link(0,0,O) -1
    zr(0,16) row_link(0,5,O) -1
    zr(0,16) row_link(0,7,O) -1
    zr(0,16) row_link(0,1,I) -1
    zr(0,16) row_link(0,3,I) -1
    zr(0,16) row_link(0,6,I) -1
    zr(0,16) row_link(0,8,I) -1
    zr(0,17) row_choice(0) 1
    zr(0,17) row_link(0,9,X) -1
    zr(0,17) row_link(0,1,O) -1
    zr(0,17) row_link(0,3,O) -1
    zr(0,17) row_link(0,7,O) -1
    zr(0,17) row_link(0,0,I) -1
    zr(0,17) row_link(0,5,I) -1
    zr(0,17) row_link(0,6,I) -1
    zr(0,17) row_link(0,8,I) -1
    zr(0,18) row_choice(0) 1
    zr(0,18) row_link(0,9,X) -1
    zr(0,18) row_link(0,0,O) -1
    zr(0,18) row_link(0,3,O) -1
    zr(0,18) row_link(0,7,O) -1
    zr(0,18) row_link(0,1,I) -1
    zr(0,18) row_link(0,5,I) -1
    zr(0,18) row_link(0,6,I) -1
    zr(0,18) row_link(0,8,I) -1
    zr(0,19) row_choice(0) 1
    zr(0,19) row_link(0,9,X) -1
    zr(0,19) row_link(0,0,O) -1
    zr(0,19) row_link(0,1,O) -1
    zr(0,19) row_link(0,7,O) -1
    zr(0,19) row_link(0,3,I) -1
    zr(0,19) row_link(0,5,I) -1
    zr(0,19) row_link(0,6,I) -1
    zr(0,19) row_link(0,8,I) -1
    zr(0,20) row_choice(0) 1
    zr(0,20) row_link(0,9,X) -1
    zr(0,20) row_link(0,3,O) -1
    zr(0,20) row_link(0,5,O) -1
    zr(0,20) row_link(0,6,O) -1
    zr(0,20) row_link(0,0,I) -1
    zr(0,20) row_link(0,1,I) -1
    zr(0,20) row_link(0,7,I) -1
    zr(0,20) row_link(0,8,I) -1
    zr(0,21) row_choice(0) 1
    zr(0,21) row_link(0,9,X) -1
    zr(0,21) row_link(0,1,O) -1
    zr(0,21) row_link(0,5,O) -1
    zr(0,21) row_link(0,6,O) -1
    zr(0,21) row_link(0,0,I) -1
    zr(0,21) row_link(0,3,I) -1
    zr(0,21) row_link(0,7,I) -1
    zr(0,21) row_link(0,8,I) -1
    zr(0,22) row_choice(0) 1
    zr(0,22) row_link(0,9,X) -1
    zr(0,22) row_link(0,0,O) -1
    zr(0,22) row_link(0,5,O) -1
    zr(0,22) row_link(0,6,O) -1
    zr(0,22) row_link(0,1,I) -1
    zr(0,22) row_link(0,3,I) -1
    zr(0,22) row_link(0,7,I) -1
    zr(0,22) row_link(0,8,I) -1
    zr(0,23) row_choice(0) 1
    zr(0,23) row_link(0,9,X) -1
    zr(0,23) row_link(0,1,O) -1
    zr(0,23) row_link(0,3,O) -1
    zr(0,23) row_link(0,6,O) -1
    zr(0,23) row_link(0,0,I) -1
    zr(0,23) row_link(0,5,I) -1
    zr(0,23) row_link(0,7,I) -1
    zr(0,23) row_link(0,8,I) -1
    zr(0,24) row_choice(0) 1
    zr(0,24) row_link(0,9,X) -1
    zr(0,24) row_link(0,0,O) -1
    zr(0,24) row_link(0,3,O) -1
    zr(0,24) row_link(0,6,O) -1
    zr(0,24) row_link(0,1,I) -1
    zr(0,24) row_link(0,5,I) -1
    zr(0,24) row_link(0,7,I) -1
    zr(0,24) row_link(0,8,I) -1
    zr(0,25) row_choice(0) 1
    zr(0,25) row_link(0,9,X) -1
    zr(0,25) row_link(0,0,O) -1
    zr(0,25) row_link(0,1,O) -1
    zr(0,25) row_link(0,6,O) -1
    zr(0,25) row_link(0,3,I) -1
    zr(0,25) row_link(0,5,I) -1
    zr(0,25) row_link(0,7,I) -1
    zr(0,25) row_link(0,8,I) -1
    zr(0,26) row_choice(0) 1
    zr(0,26) row_link(0,8,X) -1
    zr(0,26) row_link(0,6,O) -1
    zr(0,26) row_link(0,7,O) -1
    zr(0,26) row_link(0,9,O) -1
    zr(0,26) row_link(0,0,I) -1
    zr(0,26) row_link(0,1,I) -1
    zr(0,26) row_link(0,3,I) -1
    zr(0,26) row_link(0,5,I) -1
    zr(0,27) row_choice(0) 1
    zr(0,27) row_link(0,8,X) -1
    zr(0,27) row_link(0,5,O) -1
    zr(0,27) row_link(0,7,O) -1
    zr(0,27) row_link(0,9,O) -1
    zr(0,27) row_link(0,0,I) -1
    zr(0,27) row_link(0,1,I) -1
    zr(0,27) row_link(0,3,I) -1
    zr(0,27) row_link(0,6,I) -1
    zr(0,28) row_choice(0) 1
    zr(0,28) row_link(0,8,X) -1
    zr(0,28) row_link(0,3,O) -1
    zr(0,28) row_link(0,7,O) -1
    zr(0,28) row_link(0,9,O) -1
    zr(0,28) row_link(0,0,I) -1
    zr(0,28) row_link(0,1,I) -1
    zr(0,28) row_link(0,5,I) -1
    zr(0,28) row_link(0,6,I) -1
    zr(0,29) row_choice(0) 1
    zr(0,29) row_link(0,8,X) -1
    zr(0,29) row_link(0,1,O) -1
    zr(0,29) row_link(0,7,O) -1
    zr(0,29) row_link(0,9,O) -1
    zr(0,29) row_link(0,0,I) -1
    zr(0,29) row_link(0,3,I) -1
    zr(0,29) row_link(0,5,I) -1
    zr(0,29) row_link(0,6,I) -1
    zr(0,30) row_choice(0) 1
    zr(0,30) row_link(0,8,X) -1
    zr(0,30) row_link(0,0,O) -1
    zr(0,30) row_link(0,7,O) -1
    zr(0,30) row_link(0,9,O) -1
    zr(0,30) row_link(0,1,I) -1
    zr(0,30) row_link(0,3,I) -1
    zr(0,30) row_link(0,5,I) -1
    zr(0,30) row_link(0,6,I) -1
    zr(0,31) row_choice(0) 1
    zr(0,31) row_link(0,8,X) -1
    zr(0,31) row_link(0,5,O) -1
    zr(0,31) row_link(0,6,O) -1
    zr(0,31) row_link(0,9,O) -1
    zr(0,31) row_link(0,0,I) -1
    zr(0,31) row_link(0,1,I) -1
    zr(0,31) row_link(0,3,I) -1
    zr(0,31) row_link(0,7,I) -1
    zr(0,32) row_choice(0) 1
    zr(0,32) row_link(0,8,X) -1
    zr(0,32) row_link(0,3,O) -1
    zr(0,32) row_link(0,6,O) -1
    zr(0,32) row_link(0,9,O) -1
    zr(0,32) row_link(0,0,I) -1
    zr(0,32) row_link(0,1,I) -1
    zr(0,32) row_link(0,5,I) -1
    zr(0,32) row_link(0,7,I) -1
    zr(0,33) row_choice(0) 1
    zr(0,33) row_link(0,8,X) -1
    zr(0,33) row_link(0,1,O) -1
    zr(0,33) row_link(0,6,O) -1
    zr(0,33) row_link(0,9,O) -1
    zr(0,33) row_link(0,0,I) -1
    zr(0,33) row_link(0,3,I) -1
    zr(0,33) row_link(0,5,I) -1
    zr(0,33) row_link(0,7,I) -1
    zr(0,34) row_choice(0) 1
    zr(0,34) row_link(0,8,X) -1
    zr(0,34) row_link(0,0,O) -1
    zr(0,34) row_link(0,6,O) -1
    zr(0,34) row_link(0,9,O) -1
    zr(0,34) row_link(0,1,I) -1
    zr(0,34) row_link(0,3,I) -1
    zr(0,34) row_link(0,5,I) -1
    zr(0,34) row_link(0,7,I) -1
    zr(0,35) row_choice(0) 1
    zr(0,35) row_link(0,8,X) -1
    zr(0,35) row_link(0,3,O) -1
    zr(0,35) row_link(0,5,O) -1
    zr(0,35) row_link(0,9,O) -1
    zr(0,35) row_link(0,0,I) -1
    zr(0,35) row_link(0,1,I) -1
    zr(0,35) row_link(0,6,I) -1
    zr(0,35) row_link(0,7,I) -1
    zr(0,36) row_choice(0) 1
    zr(0,36) row_link(0,8,X) -1
    zr(0,36) row_link(0,1,O) -1
    zr(0,36) row_link(0,5,O) -1
    zr(0,36) row_link(0,9,O) -1
    zr(0,36) row_link(0,0,I) -1
    zr(0,36) row_link(0,3,I) -1
    zr(0,36) row_link(0,6,I) -1
    zr(0,36) row_link(0,7,I) -1
    zr(0,37) row_choice(0) 1
    zr(0,37) row_link(0,8,X) -1
    zr(0,37) row_link(0,0,O) -1
    zr(0,37) row_link(0,5,O) -1
    zr(0,37) row_link(0,9,O) -1
    zr(0,37) row_link(0,1,I) -1
    zr(0,37) row_link(0,3,I) -1
    zr(0,37) row_link(0,6,I) -1
    zr(0,37) row_link(0,7,I) -1
    zr(0,38) row_choice(0) 1
    zr(0,38) row_link(0,7,X) -1
    zr(0,38) row_link(0,5,O) -1
    zr(0,38) row_link(0,6,O) -1
    zr(0,38) row_link(0,9,O) -1
    zr(0,38) row_link(0,0,I) -1
    zr(0,38) row_link(0,1,I) -1
    zr(0,38) row_link(0,3,I) -1
    zr(0,38) row_link(0,8,I) -1
    zr(0,39) row_choice(0) 1
    zr(0,39) row_link(0,7,X) -1
    zr(0,39) row_link(0,3,O) -1
    zr(0,39) row_link(0,6,O) -1
    zr(0,39) row_link(0,9,O) -1
    zr(0,39) row_link(0,0,I) -1
    zr(0,39) row_link(0,1,I) -1
    zr(0,39) row_link(0,5,I) -1
    zr(0,39) row_link(0,8,I) -1
    zr(0,40) row_choice(0) 1
    zr(0,40) row_link(0,7,X) -1
    zr(0,40) row_link(0,1,O) -1
    zr(0,40) row_link(0,6,O) -1
    zr(0,40) row_link(0,9,O) -1
    zr(0,40) row_link(0,0,I) -1
    zr(0,40) row_link(0,3,I) -1
    zr(0,40) row_link(0,5,I) -1
    zr(0,40) row_link(0,8,I) -1
    zr(0,41) row_choice(0) 1
    zr(0,41) row_link(0,7,X) -1
    zr(0,41) row_link(0,0,O) -1
    zr(0,41) row_link(0,6,O) -1
    zr(0,41) row_link(0,9,O) -1
    zr(0,41) row_link(0,1,I) -1
    zr(0,41) row_link(0,3,I) -1
    zr(0,41) row_link(0,5,I) -1
    zr(0,41) row_link(0,8,I) -1
    zr(0,42) row_choice(0) 1
    zr(0,42) row_link(0,7,X) -1
    zr(0,42) row_link(0,3,O) -1
    zr(0,42) row_link(0,5,O) -1
    zr(0,42) row_link(0,9,O) -1
    zr(0,42) row_link(0,0,I) -1
    zr(0,42) row_link(0,1,I) -1
    zr(0,42) row_link(0,6,I) -1
    zr(0,42) row_link(0,8,I) -1
    zr(0,43) row_choice(0) 1
    zr(0,43) row_link(0,7,X) -1
    zr(0,43) row_link(0,1,O) -1
    zr(0,43) row_link(0,5,O) -1
    zr(0,43) row_link(0,9,O) -1
    zr(0,43) row_link(0,0,I) -1
    zr(0,43) row_link(0,3,I) -1
    zr(0,43) row_link(0,6,I) -1
    zr(0,43) row_link(0,8,I) -1
    zr(0,44) row_choice(0) 1
    zr(0,44) row_link(0,7,X) -1
    zr(0,44) row_link(0,0,O) -1
    zr(0,44) row_link(0,5,O) -1
    zr(0,44) row_link(0,9,O) -1
    zr(0,44) row_link(0,1,I) -1
    zr(0,44) row_link(0,3,I) -1
    zr(0,44) row_link(0,6,I) -1
    zr(0,44) row_link(0,8,I) -1
    zr(0,45) row_choice(0) 1
    zr(0,45) row_link(0,7,X) -1
    zr(0,45) row_link(0,1,O) -1
    zr(0,45) row_link(0,3,O) -1
    zr(0,45) row_link(0,9,O) -1
    zr(0,45) row_link(0,0,I) -1
    zr(0,45) row_link(0,5,I) -1
    zr(0,45) row_link(0,6,I) -1
    zr(0,45) row_link(0,8,I) -1
    zr(0,46) row_choice(0) 1
    zr(0,46) row_link(0,7,X) -1
    zr(0,46) row_link(0,0,O) -1
    zr(0,46) row_link(0,3,O) -1
    zr(0,46) row_link(0,9,O) -1
    zr(0,46) row_link(0,1,I) -1
    zr(0,46) row_link(0,5,I) -1
    zr(0,46) row_link(0,6,I) -1
    zr(0,46) row_link(0,8,I) -1
    zr(0,47) row_choice(0) 1
    zr(0,47) row_link(0,7,X) -1
    zr(0,47) row_link(0,0,O) -1
    zr(0,47) row_link(0,1,O) -1
    zr(0,47) row_link(0,9,O) -1
    zr(0,47) row_link(0,3,I) -1
    zr(0,47) row_link(0,5,I) -1
    zr(0,47) row_link(0,6,I) -1
    zr(0,47) row_link(0,8,I) -1
    zr(0,48) row_choice(0) 1
    zr(0,48) row_link(0,6,X) -1
    zr(0,48) row_link(0,5,O) -1
    zr(0,48) row_link(0,7,O) -1
    zr(0,48) row_link(0,9,O) -1
    zr(0,48) row_link(0,0,I) -1
    zr(0,48) row_link(0,1,I) -1
    zr(0,48) row_link(0,3,I) -1
    zr(0,48) row_link(0,8,I) -1
    zr(0,49) row_choice(0) 1
    zr(0,49) row_link(0,6,X) -1
    zr(0,49) row_link(0,3,O) -1
    zr(0,49) row_link(0,7,O) -1
    zr(0,49) row_link(0,9,O) -1
    zr(0,49) row_link(0,0,I) -1
    zr(0,49) row_link(0,1,I) -1
    zr(0,49) row_link(0,5,I) -1
    zr(0,49) row_link(0,8,I) -1
    zr(0,50) row_choice(0) 1
    zr(0,50) row_link(0,6,X) -1
    zr(0,50) row_link(0,1,O) -1
    zr(0,50) row_link(0,7,O) -1
    zr(0,50) row_link(0,9,O) -1
    zr(0,50) row_link(0,0,I) -1
    zr(0,50) row_link(0,3,I) -1
    zr(0,50) row_link(0,5,I) -1
    zr(0,50) row_link(0,8,I) -1
    zr(0,51) row_choice(0) 1
    zr(0,51) row_link(0,6,X) -1
    zr(0,51) row_link(0,0,O) -1
    zr(0,51) row_link(0,7,O) -1
    zr(0,51) row_link(0,9,O) -1
    zr(0,51) row_link(0,1,I) -1
    zr(0,51) row_link(0,3,I) -1
    zr(0,51) row_link(0,5,I) -1
    zr(0,51) row_link(0,8,I) -1
    zr(0,52) row_choice(0) 1
    zr(0,52) row_link(0,5,X) -1
    zr(0,52) row_link(0,6,O) -1
    zr(0,52) row_link(0,7,O) -1
    zr(0,52) row_link(0,9,O) -1
    zr(0,52) row_link(0,0,I) -1
    zr(0,52) row_link(0,1,I) -1
    zr(0,52) row_link(0,3,I) -1
    zr(0,52) row_link(0,8,I) -1
    zr(0,53) row_choice(0) 1
    zr(0,53) row_link(0,1,X) -1
    zr(0,53) row_link(0,6,O) -1
    zr(0,53) row_link(0,7,O) -1
    zr(0,53) row_link(0,9,O) -1
    zr(0,53) row_link(0,0,I) -1
    zr(0,53) row_link(0,3,I) -1
    zr(0,53) row_link(0,5,I) -1
    zr(0,53) row_link(0,8,I) -1
    zr(0,54) row_choice(0) 1
    zr(0,54) row_link(0,0,X) -1
    zr(0,54) row_link(0,6,O) -1
    zr(0,54) row_link(0,7,O) -1
    zr(0,54) row_link(0,9,O) -1
    zr(0,54) row_link(0,1,I) -1
    zr(0,54) row_link(0,3,I) -1
    zr(0,54) row_link(0,5,I) -1
    zr(0,54) row_link(0,8,I) -1
    zr(0,55) row_choice(0) 1
    zr(0,55) row_link(0,5,X) -1
    zr(0,55) row_link(0,3,O) -1
    zr(0,55) row_link(0,7,O) -1
    zr(0,55) row_link(0,9,O) -1
    zr(0,55) row_link(0,0,I) -1
    zr(0,55) row_link(0,1,I) -1
    zr(0,55) row_link(0,6,I) -1
    zr(0,55) row_link(0,8,I) -1
    zr(0,56) row_choice(0) 1
    zr(0,56) row_link(0,5,X) -1
    zr(0,56) row_link(0,1,O) -1
    zr(0,56) row_link(0,7,O) -1
    zr(0,56) row_link(0,9,O) -1
    zr(0,56) row_link(0,0,I) -1
    zr(0,56) row_link(0,3,I) -1
    zr(0,56) row_link(0,6,I) -1
    zr(0,56) row_link(0,8,I) -1
    zr(0,57) row_choice(0) 1
    zr(0,57) row_link(0,5,X) -1
    zr(0,57) row_link(0,0,O) -1
    zr(0,57) row_link(0,7,O) -1
    zr(0,57) row_link(0,9,O) -1
    zr(0,57) row_link(0,1,I) -1
    zr(0,57) row_link(0,3,I) -1
    zr(0,57) row_link(0,6,I) -1
    zr(0,57) row_link(0,8,I) -1
    zr(0,58) row_choice(0) 1
    zr(0,58) row_link(0,1,X) -1
    zr(0,58) row_link(0,5,O) -1
    zr(0,58) row_link(0,7,O) -1
    zr(0,58) row_link(0,9,O) -1
    zr(0,58) row_link(0,0,I) -1
    zr(0,58) row_link(0,3,I) -1
    zr(0,58) row_link(0,6,I) -1
    zr(0,58) row_link(0,8,I) -1
    zr(0,59) row_choice(0) 1
    zr(0,59) row_link(0,0,X) -1
    zr(0,59) row_link(0,5,O) -1
    zr(0,59) row_link(0,7,O) -1
    zr(0,59) row_link(0,9,O) -1
    zr(0,59) row_link(0,1,I) -1
    zr(0,59) row_link(0,3,I) -1
    zr(0,59) row_link(0,6,I) -1
    zr(0,59) row_link(0,8,I) -1
    zr(0,60) row_choice(0) 1
    zr(0,60) row_link(0,1,X) -1
    zr(0,60) row_link(0,3,O) -1
    zr(0,60) row_link(0,7,O) -1
    zr(0,60) row_link(0,9,O) -1
    zr(0,60) row_link(0,0,I) -1
    zr(0,60) row_link(0,5,I) -1
    zr(0,60) row_link(0,6,I) -1
    zr(0,60) row_link(0,8,I) -1
    zr(0,61) row_choice(0) 1
    zr(0,61) row_link(0,0,X) -1
    zr(0,61) row_link(0,3,O) -1
    zr(0,61) row_link(0,7,O) -1
    zr(0,61) row_link(0,9,O) -1
    zr(0,61) row_link(0,1,I) -1
    zr(0,61) row_link(0,5,I) -1
    zr(0,61) row_link(0,6,I) -1
    zr(0,61) row_link(0,8,I) -1
    zr(0,62) row_choice(0) 1
    zr(0,62) row_link(0,1,X) -1
    zr(0,62) row_link(0,0,O) -1
    zr(0,62) row_link(0,7,O) -1
    zr(0,62) row_link(0,9,O) -1
    zr(0,62) row_link(0,3,I) -1
    zr(0,62) row_link(0,5,I) -1
    zr(0,62) row_link(0,6,I) -1
    zr(0,62) row_link(0,8,I) -1
    zr(0,63) row_choice(0) 1
    zr(0,63) row_link(0,0,X) -1
    zr(0,63) row_link(0,1,O) -1
    zr(0,63) row_link(0,7,O) -1
    zr(0,63) row_link(0,9,O) -1
    zr(0,63) row_link(0,3,I) -1
    zr(0,63) row_link(0,5,I) -1
    zr(0,63) row_link(0,6,I) -1
    zr(0,63) row_link(0,8,I) -1
    zr(0,64) row_choice(0) 1
    zr(0,64) row_link(0,6,X) -1
    zr(0,64) row_link(0,3,O) -1
    zr(0,64) row_link(0,5,O) -1
    zr(0,64) row_link(0,9,O) -1
    zr(0,64) row_link(0,0,I) -1
    zr(0,64) row_link(0,1,I) -1
    zr(0,64) row_link(0,7,I) -1
    zr(0,64) row_link(0,8,I) -1
    zr(0,65) row_choice(0) 1
    zr(0,65) row_link(0,6,X) -1
    zr(0,65) row_link(0,1,O) -1
    zr(0,65) row_link(0,5,O) -1
    zr(0,65) row_link(0,9,O) -1
    zr(0,65) row_link(0,0,I) -1
    zr(0,65) row_link(0,3,I) -1
    zr(0,65) row_link(0,7,I) -1
    zr(0,65) row_link(0,8,I) -1
    zr(0,66) row_choice(0) 1
    zr(0,66) row_link(0,6,X) -1
    zr(0,66) row_link(0,0,O) -1
    zr(0,66) row_link(0,5,O) -1
    zr(0,66) row_link(0,9,O) -1
    zr(0,66) row_link(0,1,I) -1
    zr(0,66) row_link(0,3,I) -1
    zr(0,66) row_link(0,7,I) -1
    zr(0,66) row_link(0,8,I) -1
    zr(0,67) row_choice(0) 1
    zr(0,67) row_link(0,6,X) -1
    zr(0,67) row_link(0,1,O) -1
    zr(0,67) row_link(0,3,O) -1
    zr(0,67) row_link(0,9,O) -1
    zr(0,67) row_link(0,0,I) -1
    zr(0,67) row_link(0,5,I) -1
    zr(0,67) row_link(0,7,I) -1
    zr(0,67) row_link(0,8,I) -1
    zr(0,68) row_choice(0) 1
    zr(0,68) row_link(0,6,X) -1
    zr(0,68) row_link(0,0,O) -1
    zr(0,68) row_link(0,3,O) -1
    zr(0,68) row_link(0,9,O) -1
    zr(0,68) row_link(0,1,I) -1
    zr(0,68) row_link(0,5,I) -1
    zr(0,68) row_link(0,7,I) -1
    zr(0,68) row_link(0,8,I) -1
    zr(0,69) row_choice(0) 1
    zr(0,69) row_link(0,6,X) -1
    zr(0,69) row_link(0,0,O) -1
    zr(0,69) row_link(0,1,O) -1
    zr(0,69) row_link(0,9,O) -1
    zr(0,69) row_link(0,3,I) -1
    zr(0,69) row_link(0,5,I) -1
    zr(0,69) row_link(0,7,I) -1
    zr(0,69) row_link(0,8,I) -1
    zr(0,70) row_choice(0) 1
    zr(0,70) row_link(0,5,X) -1
    zr(0,70) row_link(0,3,O) -1
    zr(0,70) row_link(0,6,O) -1
    zr(0,70) row_link(0,9,O) -1
    zr(0,70) row_link(0,0,I) -1
    zr(0,70) row_link(0,1,I) -1
    zr(0,70) row_link(0,7,I) -1
    zr(0,70) row_link(0,8,I) -1
    zr(0,71) row_choice(0) 1
    zr(0,71) row_link(0,5,X) -1
    zr(0,71) row_link(0,1,O) -1
    zr(0,71) row_link(0,6,O) -1
    zr(0,71) row_link(0,9,O) -1
    zr(0,71) row_link(0,0,I) -1
    zr(0,71) row_link(0,3,I) -1
    zr(0,71) row_link(0,7,I) -1
    zr(0,71) row_link(0,8,I) -1
    zr(0,72) row_choice(0) 1
    zr(0,72) row_link(0,5,X) -1
    zr(0,72) row_link(0,0,O) -1
    zr(0,72) row_link(0,6,O) -1
    zr(0,72) row_link(0,9,O) -1
    zr(0,72) row_link(0,1,I) -1
    zr(0,72) row_link(0,3,I) -1
    zr(0,72) row_link(0,7,I) -1
    zr(0,72) row_link(0,8,I) -1
    zr(0,73) row_choice(0) 1
    zr(0,73) row_link(0,1,X) -1
    zr(0,73) row_link(0,5,O) -1
    zr(0,73) row_link(0,6,O) -1
    zr(0,73) row_link(0,9,O) -1
    zr(0,73) row_link(0,0,I) -1
    zr(0,73) row_link(0,3,I) -1
    zr(0,73) row_link(0,7,I) -1
    zr(0,73) row_link(0,8,I) -1
    zr(0,74) row_choice(0) 1
    zr(0,74) row_link(0,0,X) -1
    zr(0,74) row_link(0,5,O) -1
    zr(0,74) row_link(0,6,O) -1
    zr(0,74) row_link(0,9,O) -1
    zr(0,74) row_link(0,1,I) -1
    zr(0,74) row_link(0,3,I) -1
    zr(0,74) row_link(0,7,I) -1
    zr(0,74) row_link(0,8,I) -1
    zr(0,75) row_choice(0) 1
    zr(0,75) row_link(0,1,X) -1
    zr(0,75) row_link(0,3,O) -1
    zr(0,75) row_link(0,6,O) -1
    zr(0,75) row_link(0,9,O) -1
    zr(0,75) row_link(0,0,I) -1
    zr(0,75) row_link(0,5,I) -1
    zr(0,75) row_link(0,7,I) -1
    zr(0,75) row_link(0,8,I) -1
    zr(0,76) row_choice(0) 1
    zr(0,76) row_link(0,0,X) -1
    zr(0,76) row_link(0,3,O) -1
    zr(0,76) row_link(0,6,O) -1
    zr(0,76) row_link(0,9,O) -1
    zr(0,76) row_link(0,1,I) -1
    zr(0,76) row_link(0,5,I) -1
    zr(0,76) row_link(0,7,I) -1
    zr(0,76) row_link(0,8,I) -1
    zr(0,77) row_choice(0) 1
    zr(0,77) row_link(0,1,X) -1
    zr(0,77) row_link(0,0,O) -1
    zr(0,77) row_link(0,6,O) -1
    zr(0,77) row_link(0,9,O) -1
    zr(0,77) row_link(0,3,I) -1
    zr(0,77) row_link(0,5,I) -1
    zr(0,77) row_link(0,7,I) -1
    zr(0,77) row_link(0,8,I) -1
    zr(0,78) row_choice(0) 1
    zr(0,78) row_link(0,0,X) -1
    zr(0,78) row_link(0,1,O) -1
    zr(0,78) row_link(0,6,O) -1
    zr(0,78) row_link(0,9,O) -1
    zr(0,78) row_link(0,3,I) -1
    zr(0,78) row_link(0,5,I) -1
    zr(0,78) row_link(0,7,I) -1
    zr(0,78) row_link(0,8,I) -1
    zr(0,79) row_choice(0) 1
    zr(0,79) row_link(0,8,X) -1
    zr(0,79) row_link(0,3,O) -1
    zr(0,79) row_link(0,6,O) -1
    zr(0,79) row_link(0,7,O) -1
    zr(0,79) row_link(0,0,I) -1
    zr(0,79) row_link(0,1,I) -1
    zr(0,79) row_link(0,5,I) -1
    zr(0,79) row_link(0,9,I) -1
    zr(0,80) row_choice(0) 1
    zr(0,80) row_link(0,8,X) -1
    zr(0,80) row_link(0,1,O) -1
    zr(0,80) row_link(0,6,O) -1
    zr(0,80) row_link(0,7,O) -1
    zr(0,80) row_link(0,0,I) -1
    zr(0,80) row_link(0,3,I) -1
    zr(0,80) row_link(0,5,I) -1
    zr(0,80) row_link(0,9,I) -1
    zr(0,81) row_choice(0) 1
    zr(0,81) row_link(0,8,X) -1
    zr(0,81) row_link(0,0,O) -1
    zr(0,81) row_link(0,6,O) -1
    zr(0,81) row_link(0,7,O) -1
    zr(0,81) row_link(0,1,I) -1
    zr(0,81) row_link(0,3,I) -1
    zr(0,81) row_link(0,5,I) -1
    zr(0,81) row_link(0,9,I) -1
    zr(0,82) row_choice(0) 1
    zr(0,82) row_link(0,8,X) -1
    zr(0,82) row_link(0,3,O) -1
    zr(0,82) row_link(0,5,O) -1
    zr(0,82) row_link(0,7,O) -1
    zr(0,82) row_link(0,0,I) -1
    zr(0,82) row_link(0,1,I) -1
    zr(0,82) row_link(0,6,I) -1
    zr(0,82) row_link(0,9,I) -1
    zr(0,83) row_choice(0) 1
    zr(0,83) row_link(0,8,X) -1
    zr(0,83) row_link(0,1,O) -1
    zr(0,83) row_link(0,5,O) -1
    zr(0,83) row_link(0,7,O) -1
    zr(0,83) row_link(0,0,I) -1
    zr(0,83) row_link(0,3,I) -1
    zr(0,83) row_link(0,6,I) -1
    zr(0,83) row_link(0,9,I) -1
    zr(0,84) row_choice(0) 1
    zr(0,84) row_link(0,8,X) -1
    zr(0,84) row_link(0,0,O) -1
    zr(0,84) row_link(0,5,O) -1
    zr(0,84) row_link(0,7,O) -1
    zr(0,84) row_link(0,1,I) -1
    zr(0,84) row_link(0,3,I) -1
    zr(0,84) row_link(0,6,I) -1
    zr(0,84) row_link(0,9,I) -1
    zr(0,85) row_choice(0) 1
    zr(0,85) row_link(0,8,X) -1
    zr(0,85) row_link(0,1,O) -1
    zr(0,85) row_link(0,3,O) -1
    zr(0,85) row_link(0,7,O) -1
    zr(0,85) row_link(0,0,I) -1
    zr(0,85) row_link(0,5,I) -1
    zr(0,85) row_link(0,6,I) -1
    zr(0,85) row_link(0,9,I) -1
    zr(0,86) row_choice(0) 1
    zr(0,86) row_link(0,8,X) -1
    zr(0,86) row_link(0,0,O) -1
    zr(0,86) row_link(0,3,O) -1
    zr(0,86) row_link(0,7,O) -1
    zr(0,86) row_link(0,1,I) -1
    zr(0,86) row_link(0,5,I) -1
    zr(0,86) row_link(0,6,I) -1
    zr(0,86) row_link(0,9,I) -1
    zr(0,87) row_choice(0) 1
    zr(0,87) row_link(0,8,X) -1
    zr(0,87) row_link(0,0,O) -1
    zr(0,87) row_link(0,1,O) -1
    zr(0,87) row_link(0,7,O) -1
    zr(0,87) row_link(0,3,I) -1
    zr(0,87) row_link(0,5,I) -1
    zr(0,87) row_link(0,6,I) -1
    zr(0,87) row_link(0,9,I) -1
    zr(0,88) row_choice(0) 1
    zr(0,88) row_link(0,8,X) -1
    zr(0,88) row_link(0,3,O) -1
    zr(0,88) row_link(0,5,O) -1
    zr(0,88) row_link(0,6,O) -1
    zr(0,88) row_link(0,0,I) -1
    zr(0,88) row_link(0,1,I) -1
    zr(0,88) row_link(0,7,I) -1
    zr(0,88) row_link(0,9,I) -1
    zr(0,89) row_choice(0) 1
    zr(0,89) row_link(0,8,X) -1
    zr(0,89) row_link(0,1,O) -1
    zr(0,89) row_link(0,5,O) -1
    zr(0,89) row_link(0,6,O) -1
    zr(0,89) row_link(0,0,I) -1
    zr(0,89) row_link(0,3,I) -1
    zr(0,89) row_link(0,7,I) -1
    zr(0,89) row_link(0,9,I) -1
    zr(0,90) row_choice(0) 1
    zr(0,90) row_link(0,8,X) -1
    zr(0,90) row_link(0,0,O) -1
    zr(0,90) row_link(0,5,O) -1
    zr(0,90) row_link(0,6,O) -1
    zr(0,90) row_link(0,1,I) -1
    zr(0,90) row_link(0,3,I) -1
    zr(0,90) row_link(0,7,I) -1
    zr(0,90) row_link(0,9,I) -1
    zr(0,91) row_choice(0) 1
    zr(0,91) row_link(0,8,X) -1
    zr(0,91) row_link(0,1,O) -1
    zr(0,91) row_link(0,3,O) -1
    zr(0,91) row_link(0,6,O) -1
    zr(0,91) row_link(0,0,I) -1
    zr(0,91) row_link(0,5,I) -1
    zr(0,91) row_link(0,7,I) -1
    zr(0,91) row_link(0,9,I) -1
    zr(0,92) row_choice(0) 1
    zr(0,92) row_link(0,8,X) -1
    zr(0,92) row_link(0,0,O) -1
    zr(0,92) row_link(0,3,O) -1
    zr(0,92) row_link(0,6,O) -1
    zr(0,92) row_link(0,1,I) -1
    zr(0,92) row_link(0,5,I) -1
    zr(0,92) row_link(0,7,I) -1
    zr(0,92) row_link(0,9,I) -1
    zr(0,93) row_choice(0) 1
    zr(0,93) row_link(0,8,X) -1
    zr(0,93) row_link(0,0,O) -1
    zr(0,93) row_link(0,1,O) -1
    zr(0,93) row_link(0,6,O) -1
    zr(0,93) row_link(0,3,I) -1
    zr(0,93) row_link(0,5,I) -1
    zr(0,93) row_link(0,7,I) -1
    zr(0,93) row_link(0,9,I) -1
    zr(0,94) row_choice(0) 1
    zr(0,94) row_link(0,8,X) -1
    zr(0,94) row_link(0,1,O) -1
    zr(0,94) row_link(0,3,O) -1
    zr(0,94) row_link(0,5,O) -1
    zr(0,94) row_link(0,0,I) -1
    zr(0,94) row_link(0,6,I) -1
    zr(0,94) row_link(0,7,I) -1
    zr(0,94) row_link(0,9,I) -1
    zr(0,95) row_choice(0) 1
    zr(0,95) row_link(0,8,X) -1
    zr(0,95) row_link(0,0,O) -1
    zr(0,95) row_link(0,3,O) -1
    zr(0,95) row_link(0,5,O) -1
    zr(0,95) row_link(0,1,I) -1
    zr(0,95) row_link(0,6,I) -1
    zr(0,95) row_link(0,7,I) -1
    zr(0,95) row_link(0,9,I) -1
    zr(0,96) row_choice(0) 1
    zr(0,96) row_link(0,8,X) -1
    zr(0,96) row_link(0,0,O) -1
    zr(0,96) row_link(0,1,O) -1
    zr(0,96) row_link(0,5,O) -1
    zr(0,96) row_link(0,3,I) -1
    zr(0,96) row_link(0,6,I) -1
    zr(0,96) row_link(0,7,I) -1
    zr(0,96) row_link(0,9,I) -1
    zr(0,97) row_choice(0) 1
    zr(0,97) row_link(0,7,X) -1
    zr(0,97) row_link(0,5,O) -1
    zr(0,97) row_link(0,6,O) -1
    zr(0,97) row_link(0,8,O) -1
    zr(0,97) row_link(0,0,I) -1
    zr(0,97) row_link(0,1,I) -1
    zr(0,97) row_link(0,3,I) -1
    zr(0,97) row_link(0,9,I) -1
    zr(0,98) row_choice(0) 1
    zr(0,98) row_link(0,7,X) -1
    zr(0,98) row_link(0,3,O) -1
    zr(0,98) row_link(0,6,O) -1
    zr(0,98) row_link(0,8,O) -1
    zr(0,98) row_link(0,0,I) -1
    zr(0,98) row_link(0,1,I) -1
    zr(0,98) row_link(0,5,I) -1
    zr(0,98) row_link(0,9,I) -1
    zr(0,99) row_choice(0) 1
    zr(0,99) row_link(0,7,X) -1
    zr(0,99) row_link(0,1,O) -1
    zr(0,99) row_link(0,6,O) -1
    zr(0,99) row_link(0,8,O) -1
    zr(0,99) row_link(0,0,I) -1
    zr(0,99) row_link(0,3,I) -1
    zr(0,99) row_link(0,5,I) -1
    zr(0,99) row_link(0,9,I) -1
    zr(0,100) row_choice(0) 1
    zr(0,100) row_link(0,7,X) -1
    zr(0,100) row_link(0,0,O) -1
    zr(0,100) row_link(0,6,O) -1
    zr(0,100) row_link(0,8,O) -1
    zr(0,100) row_link(0,1,I) -1
    zr(0,100) row_link(0,3,I) -1
    zr(0,100) row_link(0,5,I) -1
    zr(0,100) row_link(0,9,I) -1
    zr(0,101) row_choice(0) 1
    zr(0,101) row_link(0,7,X) -1
    zr(0,101) row_link(0,3,O) -1
    zr(0,101) row_link(0,5,O) -1
    zr(0,101) row_link(0,8,O) -1
    zr(0,101) row_link(0,0,I) -1
    zr(0,101) row_link(0,1,I) -1
    zr(0,101) row_link(0,6,I) -1
    zr(0,101) row_link(0,9,I) -1
    zr(0,102) row_choice(0) 1
    zr(0,102) row_link(0,7,X) -1
    zr(0,102) row_link(0,1,O) -1
    zr(0,102) row_link(0,5,O) -1
    zr(0,102) row_link(0,8,O) -1
    zr(0,102) row_link(0,0,I) -1
    zr(0,102) row_link(0,3,I) -1
    zr(0,102) row_link(0,6,I) -1
    zr(0,102) row_link(0,9,I) -1
    zr(0,103) row_choice(0) 1
    zr(0,103) row_link(0,7,X) -1
    zr(0,103) row_link(0,0,O) -1
    zr(0,103) row_link(0,5,O) -1
    zr(0,103) row_link(0,8,O) -1
    zr(0,103) row_link(0,1,I) -1
    zr(0,103) row_link(0,3,I) -1
    zr(0,103) row_link(0,6,I) -1
    zr(0,103) row_link(0,9,I) -1
    zr(0,104) row_choice(0) 1
    zr(0,104) row_link(0,7,X) -1
    zr(0,104) row_link(0,1,O) -1
    zr(0,104) row_link(0,3,O) -1
    zr(0,104) row_link(0,8,O) -1
    zr(0,104) row_link(0,0,I) -1
    zr(0,104) row_link(0,5,I) -1
    zr(0,104) row_link(0,6,I) -1
    zr(0,104) row_link(0,9,I) -1
    zr(0,105) row_choice(0) 1
    zr(0,105) row_link(0,7,X) -1
    zr(0,105) row_link(0,0,O) -1
    zr(0,105) row_link(0,3,O) -1
    zr(0,105) row_link(0,8,O) -1
    zr(0,105) row_link(0,1,I) -1
    zr(0,105) row_link(0,5,I) -1
    zr(0,105) row_link(0,6,I) -1
    zr(0,105) row_link(0,9,I) -1
    zr(0,106) row_choice(0) 1
    zr(0,106) row_link(0,7,X) -1
    zr(0,106) row_link(0,0,O) -1
    zr(0,106) row_link(0,1,O) -1
    zr(0,106) row_link(0,8,O) -1
    zr(0,106) row_link(0,3,I) -1
    zr(0,106) row_link(0,5,I) -1
    zr(0,106) row_link(0,6,I) -1
    zr(0,106) row_link(0,9,I) -1
    zr(0,107) row_choice(0) 1
    zr(0,107) row_link(0,6,X) -1
    zr(0,107) row_link(0,5,O) -1
    zr(0,107) row_link(0,7,O) -1
    zr(0,107) row_link(0,8,O) -1
    zr(0,107) row_link(0,0,I) -1
    zr(0,107) row_link(0,1,I) -1
    zr(0,107) row_link(0,3,I) -1
    zr(0,107) row_link(0,9,I) -1
    zr(0,108) row_choice(0) 1
    zr(0,108) row_link(0,6,X) -1
    zr(0,108) row_link(0,3,O) -1
    zr(0,108) row_link(0,7,O) -1
    zr(0,108) row_link(0,8,O) -1
    zr(0,108) row_link(0,0,I) -1
    zr(0,108) row_link(0,1,I) -1
    zr(0,108) row_link(0,5,I) -1
    zr(0,108) row_link(0,9,I) -1
    zr(0,109) row_choice(0) 1
    zr(0,109) row_link(0,6,X) -1
    zr(0,109) row_link(0,1,O) -1
    zr(0,109) row_link(0,7,O) -1
    zr(0,109) row_link(0,8,O) -1
    zr(0,109) row_link(0,0,I) -1
    zr(0,109) row_link(0,3,I) -1
    zr(0,109) row_link(0,5,I) -1
    zr(0,109) row_link(0,9,I) -1
    zr(0,110) row_choice(0) 1
    zr(0,110) row_link(0,6,X) -1
    zr(0,110) row_link(0,0,O) -1
    zr(0,110) row_link(0,7,O) -1
    zr(0,110) row_link(0,8,O) -1
    zr(0,110) row_link(0,1,I) -1
    zr(0,110) row_link(0,3,I) -1
    zr(0,110) row_link(0,5,I) -1
    zr(0,110) row_link(0,9,I) -1
    zr(0,111) row_choice(0) 1
    zr(0,111) row_link(0,5,X) -1
    zr(0,111) row_link(0,3,O) -1
    zr(0,111) row_link(0,7,O) -1
    zr(0,111) row_link(0,8,O) -1
    zr(0,111) row_link(0,0,I) -1
    zr(0,111) row_link(0,1,I) -1
    zr(0,111) row_link(0,6,I) -1
    zr(0,111) row_link(0,9,I) -1
    zr(0,112) row_choice(0) 1
    zr(0,112) row_link(0,5,X) -1
    zr(0,112) row_link(0,1,O) -1
    zr(0,112) row_link(0,7,O) -1
    zr(0,112) row_link(0,8,O) -1
    zr(0,112) row_link(0,0,I) -1
    zr(0,112) row_link(0,3,I) -1
    zr(0,112) row_link(0,6,I) -1
    zr(0,112) row_link(0,9,I) -1
    zr(0,113) row_choice(0) 1
    zr(0,113) row_link(0,5,X) -1
    zr(0,113) row_link(0,0,O) -1
    zr(0,113) row_link(0,7,O) -1
    zr(0,113) row_link(0,8,O) -1
    zr(0,113) row_link(0,1,I) -1
    zr(0,113) row_link(0,3,I) -1
    zr(0,113) row_link(0,6,I) -1
    zr(0,113) row_link(0,9,I) -1
    zr(0,114) row_choice(0) 1
    zr(0,114) row_link(0,1,X) -1
    zr(0,114) row_link(0,5,O) -1
    zr(0,114) row_link(0,7,O) -1
    zr(0,114) row_link(0,8,O) -1
    zr(0,114) row_link(0,0,I) -1
    zr(0,114) row_link(0,3,I) -1
    zr(0,114) row_link(0,6,I) -1
    zr(0,114) row_link(0,9,I) -1
    zr(0,115) row_choice(0) 1
    zr(0,115) row_link(0,0,X) -1
    zr(0,115) row_link(0,5,O) -1
    zr(0,115) row_link(0,7,O) -1
    zr(0,115) row_link(0,8,O) -1
    zr(0,115) row_link(0,1,I) -1
    zr(0,115) row_link(0,3,I) -1
    zr(0,115) row_link(0,6,I) -1
    zr(0,115) row_link(0,9,I) -1
    zr(0,116) row_choice(0) 1
    zr(0,116) row_link(0,1,X) -1
    zr(0,116) row_link(0,3,O) -1
    zr(0,116) row_link(0,7,O) -1
    zr(0,116) row_link(0,8,O) -1
    zr(0,116) row_link(0,0,I) -1
    zr(0,116) row_link(0,5,I) -1
    zr(0,116) row_link(0,6,I) -1
    zr(0,116) row_link(0,9,I) -1
    zr(0,117) row_choice(0) 1
    zr(0,117) row_link(0,0,X) -1
    zr(0,117) row_link(0,3,O) -1
    zr(0,117) row_link(0,7,O) -1
    zr(0,117) row_link(0,8,O) -1
    zr(0,117) row_link(0,1,I) -1
    zr(0,117) row_link(0,5,I) -1
    zr(0,117) row_link(0,6,I) -1
    zr(0,117) row_link(0,9,I) -1
    zr(0,118) row_choice(0) 1
    zr(0,118) row_link(0,1,X) -1
    zr(0,118) row_link(0,0,O) -1
    zr(0,118) row_link(0,7,O) -1
    zr(0,118) row_link(0,8,O) -1
    zr(0,118) row_link(0,3,I) -1
    zr(0,118) row_link(0,5,I) -1
    zr(0,118) row_link(0,6,I) -1
    zr(0,118) row_link(0,9,I) -1
    zr(0,119) row_choice(0) 1
    zr(0,119) row_link(0,0,X) -1
    zr(0,119) row_link(0,1,O) -1
    zr(0,119) row_link(0,7,O) -1
    zr(0,119) row_link(0,8,O) -1
    zr(0,119) row_link(0,3,I) -1
    zr(0,119) row_link(0,5,I) -1
    zr(0,119) row_link(0,6,I) -1
    zr(0,119) row_link(0,9,I) -1
    zr(0,120) row_choice(0) 1
    zr(0,120) row_link(0,6,X) -1
    zr(0,120) row_link(0,3,O) -1
    zr(0,120) row_link(0,5,O) -1
    zr(0,120) row_link(0,8,O) -1
    zr(0,120) row_link(0,0,I) -1
    zr(0,120) row_link(0,1,I) -1
    zr(0,120) row_link(0,7,I) -1
    zr(0,120) row_link(0,9,I) -1
    zr(0,121) row_choice(0) 1
    zr(0,121) row_link(0,6,X) -1
    zr(0,121) row_link(0,1,O) -1
    zr(0,121) row_link(0,5,O) -1
    zr(0,121) row_link(0,8,O) -1
    zr(0,121) row_link(0,0,I) -1
    zr(0,121) row_link(0,3,I) -1
    zr(0,121) row_link(0,7,I) -1
    zr(0,121) row_link(0,9,I) -1
    zr(0,122) row_choice(0) 1
    zr(0,122) row_link(0,6,X) -1
    zr(0,122) row_link(0,0,O) -1
    zr(0,122) row_link(0,5,O) -1
    zr(0,122) row_link(0,8,O) -1
    zr(0,122) row_link(0,1,I) -1
    zr(0,122) row_link(0,3,I) -1
    zr(0,122) row_link(0,7,I) -1
    zr(0,122) row_link(0,9,I) -1
    zr(0,123) row_choice(0) 1
    zr(0,123) row_link(0,6,X) -1
    zr(0,123) row_link(0,1,O) -1
    zr(0,123) row_link(0,3,O) -1
    zr(0,123) row_link(0,8,O) -1
    zr(0,123) row_link(0,0,I) -1
    zr(0,123) row_link(0,5,I) -1
    zr(0,123) row_link(0,7,I) -1
    zr(0,123) row_link(0,9,I) -1
    zr(0,124) row_choice(0) 1
    zr(0,124) row_link(0,6,X) -1
    zr(0,124) row_link(0,0,O) -1
    zr(0,124) row_link(0,3,O) -1
    zr(0,124) row_link(0,8,O) -1
    zr(0,124) row_link(0,1,I) -1
    zr(0,124) row_link(0,5,I) -1
    zr(0,124) row_link(0,7,I) -1
    zr(0,124) row_link(0,9,I) -1
    zr(0,125) row_choice(0) 1
    zr(0,125) row_link(0,6,X) -1
    zr(0,125) row_link(0,0,O) -1
    zr(0,125) row_link(0,1,O) -1
    zr(0,125) row_link(0,8,O) -1
    zr(0,125) row_link(0,3,I) -1
    zr(0,125) row_link(0,5,I) -1
    zr(0,125) row_link(0,7,I) -1
    zr(0,125) row_link(0,9,I) -1
    zr(0,126) row_choice(0) 1
    zr(0,126) row_link(0,5,X) -1
    zr(0,126) row_link(0,3,O) -1
    zr(0,126) row_link(0,6,O) -1
    zr(0,126) row_link(0,8,O) -1
    zr(0,126) row_link(0,0,I) -1
    zr(0,126) row_link(0,1,I) -1
    zr(0,126) row_link(0,7,I) -1
    zr(0,126) row_link(0,9,I) -1
    zr(0,127) row_choice(0) 1
    zr(0,127) row_link(0,5,X) -1
    zr(0,127) row_link(0,1,O) -1
    zr(0,127) row_link(0,6,O) -1
    zr(0,127) row_link(0,8,O) -1
    zr(0,127) row_link(0,0,I) -1
    zr(0,127) row_link(0,3,I) -1
    zr(0,127) row_link(0,7,I) -1
    zr(0,127) row_link(0,9,I) -1
    zr(0,128) row_choice(0) 1
    zr(0,128) row_link(0,5,X) -1
    zr(0,128) row_link(0,0,O) -1
    zr(0,128) row_link(0,6,O) -1
    zr(0,128) row_link(0,8,O) -1
    zr(0,128) row_link(0,1,I) -1
    zr(0,128) row_link(0,3,I) -1
    zr(0,128) row_link(0,7,I) -1
    zr(0,128) row_link(0,9,I) -1
    zr(0,129) row_choice(0) 1
    zr(0,129) row_link(0,1,X) -1
    zr(0,129) row_link(0,5,O) -1
    zr(0,129) row_link(0,6,O) -1
    zr(0,129) row_link(0,8,O) -1
    zr(0,129) row_link(0,0,I) -1
    zr(0,129) row_link(0,3,I) -1
    zr(0,129) row_link(0,7,I) -1
    zr(0,129) row_link(0,9,I) -1
    zr(0,130) row_choice(0) 1
    zr(0,130) row_link(0,0,X) -1
    zr(0,130) row_link(0,5,O) -1
    zr(0,130) row_link(0,6,O) -1
    zr(0,130) row_link(0,8,O) -1
    zr(0,130) row_link(0,1,I) -1
    zr(0,130) row_link(0,3,I) -1
    zr(0,130) row_link(0,7,I) -1
    zr(0,130) row_link(0,9,I) -1
    zr(0,131) row_choice(0) 1
    zr(0,131) row_link(0,1,X) -1
    zr(0,131) row_link(0,3,O) -1
    zr(0,131) row_link(0,6,O) -1
    zr(0,131) row_link(0,8,O) -1
    zr(0,131) row_link(0,0,I) -1
    zr(0,131) row_link(0,5,I) -1
    zr(0,131) row_link(0,7,I) -1
    zr(0,131) row_link(0,9,I) -1
    zr(0,132) row_choice(0) 1
    zr(0,132) row_link(0,0,X) -1
    zr(0,132) row_link(0,3,O) -1
    zr(0,132) row_link(0,6,O) -1
    zr(0,132) row_link(0,8,O) -1
    zr(0,132) row_link(0,1,I) -1
    zr(0,132) row_link(0,5,I) -1
    zr(0,132) row_link(0,7,I) -1
    zr(0,132) row_link(0,9,I) -1
    zr(0,133) row_choice(0) 1
    zr(0,133) row_link(0,1,X) -1
    zr(0,133) row_link(0,0,O) -1
    zr(0,133) row_link(0,6,O) -1
    zr(0,133) row_link(0,8,O) -1
    zr(0,133) row_link(0,3,I) -1
    zr(0,133) row_link(0,5,I) -1
    zr(0,133) row_link(0,7,I) -1
    zr(0,133) row_link(0,9,I) -1
    zr(0,134) row_choice(0) 1
    zr(0,134) row_link(0,0,X) -1
    zr(0,134) row_link(0,1,O) -1
    zr(0,134) row_link(0,6,O) -1
    zr(0,134) row_link(0,8,O) -1
    zr(0,134) row_link(0,3,I) -1
    zr(0,134) row_link(0,5,I) -1
    zr(0,134) row_link(0,7,I) -1
    zr(0,134) row_link(0,9,I) -1
    zr(0,135) row_choice(0) 1
    zr(0,135) row_link(0,5,X) -1
    zr(0,135) row_link(0,1,O) -1
    zr(0,135) row_link(0,3,O) -1
    zr(0,135) row_link(0,8,O) -1
    zr(0,135) row_link(0,0,I) -1
    zr(0,135) row_link(0,6,I) -1
    zr(0,135) row_link(0,7,I) -1
    zr(0,135) row_link(0,9,I) -1
    zr(0,136) row_choice(0) 1
    zr(0,136) row_link(0,5,X) -1
    zr(0,136) row_link(0,0,O) -1
    zr(0,136) row_link(0,3,O) -1
    zr(0,136) row_link(0,8,O) -1
    zr(0,136) row_link(0,1,I) -1
    zr(0,136) row_link(0,6,I) -1
    zr(0,136) row_link(0,7,I) -1
    zr(0,136) row_link(0,9,I) -1
    zr(0,137) row_choice(0) 1
    zr(0,137) row_link(0,5,X) -1
    zr(0,137) row_link(0,0,O) -1
    zr(0,137) row_link(0,1,O) -1
    zr(0,137) row_link(0,8,O) -1
    zr(0,137) row_link(0,3,I) -1
    zr(0,137) row_link(0,6,I) -1
    zr(0,137) row_link(0,7,I) -1
    zr(0,137) row_link(0,9,I) -1
    zr(0,138) row_choice(0) 1
    zr(0,138) row_link(0,1,X) -1
    zr(0,138) row_link(0,3,O) -1
    zr(0,138) row_link(0,5,O) -1
    zr(0,138) row_link(0,8,O) -1
    zr(0,138) row_link(0,0,I) -1
    zr(0,138) row_link(0,6,I) -1
    zr(0,138) row_link(0,7,I) -1
    zr(0,138) row_link(0,9,I) -1
    zr(0,139) row_choice(0) 1
    zr(0,139) row_link(0,0,X) -1
    zr(0,139) row_link(0,3,O) -1
    zr(0,139) row_link(0,5,O) -1
    zr(0,139) row_link(0,8,O) -1
    zr(0,139) row_link(0,1,I) -1
    zr(0,139) row_link(0,6,I) -1
    zr(0,139) row_link(0,7,I) -1
    zr(0,139) row_link(0,9,I) -1
    zr(0,140) row_choice(0) 1
    zr(0,140) row_link(0,1,X) -1
    zr(0,140) row_link(0,0,O) -1
    zr(0,140) row_link(0,5,O) -1
    zr(0,140) row_link(0,8,O) -1
    zr(0,140) row_link(0,3,I) -1
    zr(0,140) row_link(0,6,I) -1
    zr(0,140) row_link(0,7,I) -1
    zr(0,140) row_link(0,9,I) -1
    zr(0,141) row_choice(0) 1
    zr(0,141) row_link(0,0,X) -1
    zr(0,141) row_link(0,1,O) -1
    zr(0,141) row_link(0,5,O) -1
    zr(0,141) row_link(0,8,O) -1
    zr(0,141) row_link(0,3,I) -1
    zr(0,141) row_link(0,6,I) -1
    zr(0,141) row_link(0,7,I) -1
    zr(0,141) row_link(0,9,I) -1
    zr(0,142) row_choice(0) 1
    zr(0,142) row_link(0,7,X) -1
    zr(0,142) row_link(0,3,O) -1
    zr(0,142) row_link(0,5,O) -1
    zr(0,142) row_link(0,6,O) -1
    zr(0,142) row_link(0,0,I) -1
    zr(0,142) row_link(0,1,I) -1
    zr(0,142) row_link(0,8,I) -1
    zr(0,142) row_link(0,9,I) -1
    zr(0,143) row_choice(0) 1
    zr(0,143) row_link(0,7,X) -1
    zr(0,143) row_link(0,1,O) -1
    zr(0,143) row_link(0,5,O) -1
    zr(0,143) row_link(0,6,O) -1
    zr(0,143) row_link(0,0,I) -1
    zr(0,143) row_link(0,3,I) -1
    zr(0,143) row_link(0,8,I) -1
    zr(0,143) row_link(0,9,I) -1
    zr(0,144) row_choice(0) 1
    zr(0,144) row_link(0,7,X) -1
    zr(0,144) row_link(0,0,O) -1
    zr(0,144) row_link(0,5,O) -1
    zr(0,144) row_link(0,6,O) -1
    zr(0,144) row_link(0,1,I) -1
    zr(0,144) row_link(0,3,I) -1
    zr(0,144) row_link(0,8,I) -1
    zr(0,144) row_link(0,9,I) -1
    zr(0,145) row_choice(0) 1
    zr(0,145) row_link(0,7,X) -1
    zr(0,145) row_link(0,1,O) -1
    zr(0,145) row_link(0,3,O) -1
    zr(0,145) row_link(0,6,O) -1
    zr(0,145) row_link(0,0,I) -1
    zr(0,145) row_link(0,5,I) -1
    zr(0,145) row_link(0,8,I) -1
    zr(0,145) row_link(0,9,I) -1
    zr(0,146) row_choice(0) 1
    zr(0,146) row_link(0,7,X) -1
    zr(0,146) row_link(0,0,O) -1
    zr(0,146) row_link(0,3,O) -1
    zr(0,146) row_link(0,6,O) -1
    zr(0,146) row_link(0,1,I) -1
    zr(0,146) row_link(0,5,I) -1
    zr(0,146) row_link(0,8,I) -1
    zr(0,146) row_link(0,9,I) -1
    zr(0,147) row_choice(0) 1
    zr(0,147) row_link(0,7,X) -1
    zr(0,147) row_link(0,0,O) -1
    zr(0,147) row_link(0,1,O) -1
    zr(0,147) row_link(0,6,O) -1
    zr(0,147) row_link(0,3,I) -1
    zr(0,147) row_link(0,5,I) -1
    zr(0,147) row_link(0,8,I) -1
    zr(0,147) row_link(0,9,I) -1
    zr(0,148) row_choice(0) 1
    zr(0,148) row_link(0,7,X) -1
    zr(0,148) row_link(0,1,O) -1
    zr(0,148) row_link(0,3,O) -1
    zr(0,148) row_link(0,5,O) -1
    zr(0,148) row_link(0,0,I) -1
    zr(0,148) row_link(0,6,I) -1
    zr(0,148) row_link(0,8,I) -1
    zr(0,148) row_link(0,9,I) -1
    zr(0,149) row_choice(0) 1
    zr(0,149) row_link(0,7,X) -1
    zr(0,149) row_link(0,0,O) -1
    zr(0,149) row_link(0,3,O) -1
    zr(0,149) row_link(0,5,O) -1
    zr(0,149) row_link(0,1,I) -1
    zr(0,149) row_link(0,6,I) -1
    zr(0,149) row_link(0,8,I) -1
    zr(0,149) row_link(0,9,I) -1
    zr(0,150) row_choice(0) 1
    zr(0,150) row_link(0,7,X) -1
    zr(0,150) row_link(0,0,O) -1
    zr(0,150) row_link(0,1,O) -1
    zr(0,150) row_link(0,5,O) -1
    zr(0,150) row_link(0,3,I) -1
    zr(0,150) row_link(0,6,I) -1
    zr(0,150) row_link(0,8,I) -1
    zr(0,150) row_link(0,9,I) -1
    zr(0,151) row_choice(0) 1
    zr(0,151) row_link(0,7,X) -1
    zr(0,151) row_link(0,0,O) -1
    zr(0,151) row_link(0,1,O) -1
    zr(0,151) row_link(0,3,O) -1
    zr(0,151) row_link(0,5,I) -1
    zr(0,151) row_link(0,6,I) -1
    zr(0,151) row_link(0,8,I) -1
    zr(0,151) row_link(0,9,I) -1
    zr(0,152) row_choice(0) 1
    zr(0,152) row_link(0,6,X) -1
    zr(0,152) row_link(0,3,O) -1
    zr(0,152) row_link(0,5,O) -1
    zr(0,152) row_link(0,7,O) -1
    zr(0,152) row_link(0,0,I) -1
    zr(0,152) row_link(0,1,I) -1
    zr(0,152) row_link(0,8,I) -1
    zr(0,152) row_link(0,9,I) -1
    zr(0,153) row_choice(0) 1
    zr(0,153) row_link(0,6,X) -1
    zr(0,153) row_link(0,1,O) -1
    zr(0,153) row_link(0,5,O) -1
    zr(0,153) row_link(0,7,O) -1
    zr(0,153) row_link(0,0,I) -1
    zr(0,153) row_link(0,3,I) -1
    zr(0,153) row_link(0,8,I) -1
    zr(0,153) row_link(0,9,I) -1
    zr(0,154) row_choice(0) 1
    zr(0,154) row_link(0,6,X) -1
    zr(0,154) row_link(0,0,O) -1
    zr(0,154) row_link(0,5,O) -1
    zr(0,154) row_link(0,7,O) -1
    zr(0,154) row_link(0,1,I) -1
    zr(0,154) row_link(0,3,I) -1
    zr(0,154) row_link(0,8,I) -1
    zr(0,154) row_link(0,9,I) -1
    zr(0,155) row_choice(0) 1
    zr(0,155) row_link(0,6,X) -1
    zr(0,155) row_link(0,1,O) -1
    zr(0,155) row_link(0,3,O) -1
    zr(0,155) row_link(0,7,O) -1
    zr(0,155) row_link(0,0,I) -1
    zr(0,155) row_link(0,5,I) -1
    zr(0,155) row_link(0,8,I) -1
    zr(0,155) row_link(0,9,I) -1
    zr(0,156) row_choice(0) 1
    zr(0,156) row_link(0,6,X) -1
    zr(0,156) row_link(0,0,O) -1
    zr(0,156) row_link(0,3,O) -1
    zr(0,156) row_link(0,7,O) -1
    zr(0,156) row_link(0,1,I) -1
    zr(0,156) row_link(0,5,I) -1
    zr(0,156) row_link(0,8,I) -1
    zr(0,156) row_link(0,9,I) -1
    zr(0,157) row_choice(0) 1
    zr(0,157) row_link(0,6,X) -1
    zr(0,157) row_link(0,0,O) -1
    zr(0,157) row_link(0,1,O) -1
    zr(0,157) row_link(0,7,O) -1
    zr(0,157) row_link(0,3,I) -1
    zr(0,157) row_link(0,5,I) -1
    zr(0,157) row_link(0,8,I) -1
    zr(0,157) row_link(0,9,I) -1
    zr(0,158) row_choice(0) 1
    zr(0,158) row_link(0,5,X) -1
    zr(0,158) row_link(0,3,O) -1
    zr(0,158) row_link(0,6,O) -1
    zr(0,158) row_link(0,7,O) -1
    zr(0,158) row_link(0,0,I) -1
    zr(0,158) row_link(0,1,I) -1
    zr(0,158) row_link(0,8,I) -1
    zr(0,158) row_link(0,9,I) -1
    zr(0,159) row_choice(0) 1
    zr(0,159) row_link(0,5,X) -1
    zr(0,159) row_link(0,1,O) -1
    zr(0,159) row_link(0,6,O) -1
    zr(0,159) row_link(0,7,O) -1
    zr(0,159) row_link(0,0,I) -1
    zr(0,159) row_link(0,3,I) -1
    zr(0,159) row_link(0,8,I) -1
    zr(0,159) row_link(0,9,I) -1
    zr(0,160) row_choice(0) 1
    zr(0,160) row_link(0,5,X) -1
    zr(0,160) row_link(0,0,O) -1
    zr(0,160) row_link(0,6,O) -1
    zr(0,160) row_link(0,7,O) -1
    zr(0,160) row_link(0,1,I) -1
    zr(0,160) row_link(0,3,I) -1
    zr(0,160) row_link(0,8,I) -1
    zr(0,160) row_link(0,9,I) -1
    zr(0,161) row_choice(0) 1
    zr(0,161) row_link(0,1,X) -1
    zr(0,161) row_link(0,3,O) -1
    zr(0,161) row_link(0,6,O) -1
    zr(0,161) row_link(0,7,O) -1
    zr(0,161) row_link(0,0,I) -1
    zr(0,161) row_link(0,5,I) -1
    zr(0,161) row_link(0,8,I) -1
    zr(0,161) row_link(0,9,I) -1
    zr(0,162) row_choice(0) 1
    zr(0,162) row_link(0,0,X) -1
    zr(0,162) row_link(0,3,O) -1
    zr(0,162) row_link(0,6,O) -1
    zr(0,162) row_link(0,7,O) -1
    zr(0,162) row_link(0,1,I) -1
    zr(0,162) row_link(0,5,I) -1
    zr(0,162) row_link(0,8,I) -1
    zr(0,162) row_link(0,9,I) -1
    zr(0,163) row_choice(0) 1
    zr(0,163) row_link(0,1,X) -1
    zr(0,163) row_link(0,0,O) -1
    zr(0,163) row_link(0,6,O) -1
    zr(0,163) row_link(0,7,O) -1
    zr(0,163) row_link(0,3,I) -1
    zr(0,163) row_link(0,5,I) -1
    zr(0,163) row_link(0,8,I) -1
    zr(0,163) row_link(0,9,I) -1
    zr(0,164) row_choice(0) 1
    zr(0,164) row_link(0,0,X) -1
    zr(0,164) row_link(0,1,O) -1
    zr(0,164) row_link(0,6,O) -1
    zr(0,164) row_link(0,7,O) -1
    zr(0,164) row_link(0,3,I) -1
    zr(0,164) row_link(0,5,I) -1
    zr(0,164) row_link(0,8,I) -1
    zr(0,164) row_link(0,9,I) -1
    zr(0,165) row_choice(0) 1
    zr(0,165) row_link(0,5,X) -1
    zr(0,165) row_link(0,1,O) -1
    zr(0,165) row_link(0,3,O) -1
    zr(0,165) row_link(0,7,O) -1
    zr(0,165) row_link(0,0,I) -1
    zr(0,165) row_link(0,6,I) -1
    zr(0,165) row_link(0,8,I) -1
    zr(0,165) row_link(0,9,I) -1
    zr(0,166) row_choice(0) 1
    zr(0,166) row_link(0,5,X) -1
    zr(0,166) row_link(0,0,O) -1
    zr(0,166) row_link(0,3,O) -1
    zr(0,166) row_link(0,7,O) -1
    zr(0,166) row_link(0,1,I) -1
    zr(0,166) row_link(0,6,I) -1
    zr(0,166) row_link(0,8,I) -1
    zr(0,166) row_link(0,9,I) -1
    zr(0,167) row_choice(0) 1
    zr(0,167) row_link(0,5,X) -1
    zr(0,167) row_link(0,0,O) -1
    zr(0,167) row_link(0,1,O) -1
    zr(0,167) row_link(0,7,O) -1
    zr(0,167) row_link(0,3,I) -1
    zr(0,167) row_link(0,6,I) -1
    zr(0,167) row_link(0,8,I) -1
    zr(0,167) row_link(0,9,I) -1
    zr(0,168) row_choice(0) 1
    zr(0,168) row_link(0,1,X) -1
    zr(0,168) row_link(0,3,O) -1
    zr(0,168) row_link(0,5,O) -1
    zr(0,168) row_link(0,7,O) -1
    zr(0,168) row_link(0,0,I) -1
    zr(0,168) row_link(0,6,I) -1
    zr(0,168) row_link(0,8,I) -1
    zr(0,168) row_link(0,9,I) -1
    zr(0,169) row_choice(0) 1
    zr(0,169) row_link(0,0,X) -1
    zr(0,169) row_link(0,3,O) -1
    zr(0,169) row_link(0,5,O) -1
    zr(0,169) row_link(0,7,O) -1
    zr(0,169) row_link(0,1,I) -1
    zr(0,169) row_link(0,6,I) -1
    zr(0,169) row_link(0,8,I) -1
    zr(0,169) row_link(0,9,I) -1
    zr(0,170) row_choice(0) 1
    zr(0,170) row_link(0,1,X) -1
    zr(0,170) row_link(0,0,O) -1
    zr(0,170) row_link(0,5,O) -1
    zr(0,170) row_link(0,7,O) -1
    zr(0,170) row_link(0,3,I) -1
    zr(0,170) row_link(0,6,I) -1
    zr(0,170) row_link(0,8,I) -1
    zr(0,170) row_link(0,9,I) -1
    zr(0,171) row_choice(0) 1
    zr(0,171) row_link(0,0,X) -1
    zr(0,171) row_link(0,1,O) -1
    zr(0,171) row_link(0,5,O) -1
    zr(0,171) row_link(0,7,O) -1
    zr(0,171) row_link(0,3,I) -1
    zr(0,171) row_link(0,6,I) -1
    zr(0,171) row_link(0,8,I) -1
    zr(0,171) row_link(0,9,I) -1
    zr(0,172) row_choice(0) 1
    zr(0,172) row_link(0,1,X) -1
    zr(0,172) row_link(0,0,O) -1
    zr(0,172) row_link(0,3,O) -1
    zr(0,172) row_link(0,7,O) -1
    zr(0,172) row_link(0,5,I) -1
    zr(0,172) row_link(0,6,I) -1
    zr(0,172) row_link(0,8,I) -1
    zr(0,172) row_link(0,9,I) -1
    zr(0,173) row_choice(0) 1
    zr(0,173) row_link(0,0,X) -1
    zr(0,173) row_link(0,1,O) -1
    zr(0,173) row_link(0,3,O) -1
    zr(0,173) row_link(0,7,O) -1
    zr(0,173) row_link(0,5,I) -1
    zr(0,173) row_link(0,6,I) -1
    zr(0,173) row_link(0,8,I) -1
    zr(0,173) row_link(0,9,I) -1
    zr(1,0) row_choice(1) 1
    zr(1,0) row_link(1,11,X) -1
    zr(1,0) row_link(1,4,O) -1
    zr(1,0) row_link(1,9,O) -1
    zr(1,0) row_link(1,0,I) -1
    zr(1,0) row_link(1,2,I) -1
    zr(1,1) row_choice(1) 1
    zr(1,1) row_link(1,11,X) -1
    zr(1,1) row_link(1,2,O) -1
    zr(1,1) row_link(1,9,O) -1
    zr(1,1) row_link(1,0,I) -1
    zr(1,1) row_link(1,4,I) -1
    zr(1,2) row_choice(1) 1
    zr(1,2) row_link(1,11,X) -1
    zr(1,2) row_link(1,2,O) -1
    zr(1,2) row_link(1,4,O) -1
    zr(1,2) row_link(1,0,I) -1
    zr(1,2) row_link(1,9,I) -1
    zr(1,3) row_choice(1) 1
    zr(1,3) row_link(1,11,X) -1
    zr(1,3) row_link(1,0,O) -1
    zr(1,3) row_link(1,4,O) -1
    zr(1,3) row_link(1,2,I) -1
    zr(1,3) row_link(1,9,I) -1
    zr(1,4) row_choice(1) 1
    zr(1,4) row_link(1,4,X) -1
    zr(1,4) row_link(1,9,O) -1
    zr(1,4) row_link(1,11,O) -1
    zr(1,4) row_link(1,0,I) -1
    zr(1,4) row_link(1,2,I) -1
    zr(1,5) row_choice(1) 1
    zr(1,5) row_link(1,2,X) -1
    zr(1,5) row_link(1,9,O) -1
    zr(1,5) row_link(1,11,O) -1
    zr(1,5) row_link(1,0,I) -1
    zr(1,5) row_link(1,4,I) -1
    zr(1,6) row_choice(1) 1
    zr(1,6) row_link(1,4,X) -1
    zr(1,6) row_link(1,2,O) -1
    zr(1,6) row_link(1,11,O) -1
    zr(1,6) row_link(1,0,I) -1
    zr(1,6) row_link(1,9,I) -1
    zr(1,7) row_choice(1) 1
    zr(1,7) row_link(1,4,X) -1
    zr(1,7) row_link(1,0,O) -1
    zr(1,7) row_link(1,11,O) -1
    zr(1,7) row_link(1,2,I) -1
    zr(1,7) row_link(1,9,I) -1
    zr(1,8) row_choice(1) 1
    zr(1,8) row_link(1,2,X) -1
    zr(1,8) row_link(1,4,O) -1
    zr(1,8) row_link(1,11,O) -1
    zr(1,8) row_link(1,0,I) -1
    zr(1,8) row_link(1,9,I) -1
    zr(1,9) row_choice(1) 1
    zr(1,9) row_link(1,0,X) -1
    zr(1,9) row_link(1,4,O) -1
    zr(1,9) row_link(1,11,O) -1
    zr(1,9) row_link(1,2,I) -1
    zr(1,9) row_link(1,9,I) -1
    zr(1,10) row_choice(1) 1
    zr(1,10) row_link(1,2,X) -1
    zr(1,10) row_link(1,0,O) -1
    zr(1,10) row_link(1,11,O) -1
    zr(1,10) row_link(1,4,I) -1
    zr(1,10) row_link(1,9,I) -1
    zr(1,11) row_choice(1) 1
    zr(1,11) row_link(1,0,X) -1
    zr(1,11) row_link(1,2,O) -1
    zr(1,11) row_link(1,11,O) -1
    zr(1,11) row_link(1,4,I) -1
    zr(1,11) row_link(1,9,I) -1
    zr(1,12) row_choice(1) 1
    zr(1,12) row_link(1,4,X) -1
    zr(1,12) row_link(1,2,O) -1
    zr(1,12) row_link(1,9,O) -1
    zr(1,12) row_link(1,0,I) -1
    zr(1,12) row_link(1,11,I) -1
    zr(1,13) row_choice(1) 1
    zr(1,13) row_link(1,4,X) -1
    zr(1,13) row_link(1,0,O) -1
    zr(1,13) row_link(1,9,O) -1
    zr(1,13) row_link(1,2,I) -1
    zr(1,13) row_link(1,11,I) -1
    zr(1,14) row_choice(1) 1
    zr(1,14) row_link(1,2,X) -1
    zr(1,14) row_link(1,4,O) -1
    zr(1,14) row_link(1,9,O) -1
    zr(1,14) row_link(1,0,I) -1
    zr(1,14) row_link(1,11,I) -1
    zr(1,15) row_choice(1) 1
    zr(1,15) row_link(1,0,X) -1
    zr(1,15) row_link(1,4,O) -1
    zr(1,15) row_link(1,9,O) -1
    zr(1,15) row_link(1,2,I) -1
    zr(1,15) row_link(1,11,I) -1
    zr(1,16) row_choice(1) 1
    zr(1,16) row_link(1,2,X) -1
    zr(1,16) row_link(1,0,O) -1
    zr(1,16) row_link(1,9,O) -1
    zr(1,16) row_link(1,4,I) -1
    zr(1,16) row_link(1,11,I) -1
    zr(1,17) row_choice(1) 1
    zr(1,17) row_link(1,0,X) -1
    zr(1,17) row_link(1,2,O) -1
    zr(1,17) row_link(1,9,O) -1
    zr(1,17) row_link(1,4,I) -1
    zr(1,17) row_link(1,11,I) -1
    zr(1,18) row_choice(1) 1
    zr(1,18) row_link(1,2,X) -1
    zr(1,18) row_link(1,0,O) -1
    zr(1,18) row_link(1,4,O) -1
    zr(1,18) row_link(1,9,I) -1
    zr(1,18) row_link(1,11,I) -1
    zr(1,19) row_choice(1) 1
    zr(1,19) row_link(1,0,X) -1
    zr(1,19) row_link(1,2,O) -1
    zr(1,19) row_link(1,4,O) -1
    zr(1,19) row_link(1,9,I) -1
    zr(1,19) row_link(1,11,I) -1
    zr(2,0) row_choice(2) 1
    zr(2,0) row_link(2,5,X) -1
    zr(2,0) row_link(2,7,X) -1
    zr(2,0) row_link(2,9,X) -1
    zr(2,0) row_link(2,2,O) -1
    zr(2,0) row_link(2,1,I) -1
    zr(2,1) row_choice(2) 1
    zr(2,1) row_link(2,5,X) -1
    zr(2,1) row_link(2,7,X) -1
    zr(2,1) row_link(2,9,X) -1
    zr(2,1) row_link(2,1,O) -1
    zr(2,1) row_link(2,2,I) -1
    zr(2,2) row_choice(2) 1
    zr(2,2) row_link(2,2,X) -1
    zr(2,2) row_link(2,7,X) -1
    zr(2,2) row_link(2,9,X) -1
    zr(2,2) row_link(2,5,O) -1
    zr(2,2) row_link(2,1,I) -1
    zr(2,3) row_choice(2) 1
    zr(2,3) row_link(2,1,X) -1
    zr(2,3) row_link(2,7,X) -1
    zr(2,3) row_link(2,9,X) -1
    zr(2,3) row_link(2,5,O) -1
    zr(2,3) row_link(2,2,I) -1
    zr(2,4) row_choice(2) 1
    zr(2,4) row_link(2,2,X) -1
    zr(2,4) row_link(2,5,X) -1
    zr(2,4) row_link(2,9,X) -1
    zr(2,4) row_link(2,7,O) -1
    zr(2,4) row_link(2,1,I) -1
    zr(2,5) row_choice(2) 1
    zr(2,5) row_link(2,1,X) -1
    zr(2,5) row_link(2,5,X) -1
    zr(2,5) row_link(2,9,X) -1
    zr(2,5) row_link(2,7,O) -1
    zr(2,5) row_link(2,2,I) -1
    zr(2,6) row_choice(2) 1
    zr(2,6) row_link(2,2,X) -1
    zr(2,6) row_link(2,5,X) -1
    zr(2,6) row_link(2,9,X) -1
    zr(2,6) row_link(2,1,O) -1
    zr(2,6) row_link(2,7,I) -1
    zr(2,7) row_choice(2) 1
    zr(2,7) row_link(2,1,X) -1
    zr(2,7) row_link(2,5,X) -1
    zr(2,7) row_link(2,9,X) -1
    zr(2,7) row_link(2,2,O) -1
    zr(2,7) row_link(2,7,I) -1
    zr(2,8) row_choice(2) 1
    zr(2,8) row_link(2,1,X) -1
    zr(2,8) row_link(2,2,X) -1
    zr(2,8) row_link(2,9,X) -1
    zr(2,8) row_link(2,5,O) -1
    zr(2,8) row_link(2,7,I) -1
    zr(2,9) row_choice(2) 1
    zr(2,9) row_link(2,2,X) -1
    zr(2,9) row_link(2,5,X) -1
    zr(2,9) row_link(2,7,X) -1
    zr(2,9) row_link(2,9,O) -1
    zr(2,9) row_link(2,1,I) -1
    zr(2,10) row_choice(2) 1
    zr(2,10) row_link(2,1,X) -1
    zr(2,10) row_link(2,5,X) -1
    zr(2,10) row_link(2,7,X) -1
    zr(2,10) row_link(2,9,O) -1
    zr(2,10) row_link(2,2,I) -1
    zr(2,11) row_choice(2) 1
    zr(2,11) row_link(2,1,X) -1
    zr(2,11) row_link(2,2,X) -1
    zr(2,11) row_link(2,5,X) -1
    zr(2,11) row_link(2,9,O) -1
    zr(2,11) row_link(2,7,I) -1
    zr(2,12) row_choice(2) 1
    zr(2,12) row_link(2,2,X) -1
    zr(2,12) row_link(2,5,X) -1
    zr(2,12) row_link(2,7,X) -1
    zr(2,12) row_link(2,1,O) -1
    zr(2,12) row_link(2,9,I) -1
    zr(2,13) row_choice(2) 1
    zr(2,13) row_link(2,1,X) -1
    zr(2,13) row_link(2,5,X) -1
    zr(2,13) row_link(2,7,X) -1
    zr(2,13) row_link(2,2,O) -1
    zr(2,13) row_link(2,9,I) -1
    zr(2,14) row_choice(2) 1
    zr(2,14) row_link(2,1,X) -1
    zr(2,14) row_link(2,2,X) -1
    zr(2,14) row_link(2,7,X) -1
    zr(2,14) row_link(2,5,O) -1
    zr(2,14) row_link(2,9,I) -1
    zr(2,15) row_choice(2) 1
    zr(2,15) row_link(2,1,X) -1
    zr(2,15) row_link(2,2,X) -1
    zr(2,15) row_link(2,5,X) -1
    zr(2,15) row_link(2,7,O) -1
    zr(2,15) row_link(2,9,I) -1
    zr(3,0) row_choice(3) 1
    zr(3,0) row_link(3,7,X) -1
    zr(3,0) row_link(3,8,X) -1
    zr(3,0) row_link(3,10,X) -1
    zr(3,0) row_link(3,11,X) -1
    zr(3,0) row_link(3,2,O) -1
    zr(3,0) row_link(3,0,I) -1
    zr(3,0) row_link(3,6,I) -1
    zr(3,1) row_choice(3) 1
    zr(3,1) row_link(3,2,X) -1
    zr(3,1) row_link(3,8,X) -1
    zr(3,1) row_link(3,10,X) -1
    zr(3,1) row_link(3,11,X) -1
    zr(3,1) row_link(3,7,O) -1
    zr(3,1) row_link(3,0,I) -1
    zr(3,1) row_link(3,6,I) -1
    zr(3,2) row_choice(3) 1
    zr(3,2) row_link(3,6,X) -1
    zr(3,2) row_link(3,8,X) -1
    zr(3,2) row_link(3,10,X) -1
    zr(3,2) row_link(3,11,X) -1
    zr(3,2) row_link(3,2,O) -1
    zr(3,2) row_link(3,0,I) -1
    zr(3,2) row_link(3,7,I) -1
    zr(3,3) row_choice(3) 1
    zr(3,3) row_link(3,2,X) -1
    zr(3,3) row_link(3,8,X) -1
    zr(3,3) row_link(3,10,X) -1
    zr(3,3) row_link(3,11,X) -1
    zr(3,3) row_link(3,0,O) -1
    zr(3,3) row_link(3,6,I) -1
    zr(3,3) row_link(3,7,I) -1
    zr(3,4) row_choice(3) 1
    zr(3,4) row_link(3,0,X) -1
    zr(3,4) row_link(3,8,X) -1
    zr(3,4) row_link(3,10,X) -1
    zr(3,4) row_link(3,11,X) -1
    zr(3,4) row_link(3,2,O) -1
    zr(3,4) row_link(3,6,I) -1
    zr(3,4) row_link(3,7,I) -1
    zr(3,5) row_choice(3) 1
    zr(3,5) row_link(3,2,X) -1
    zr(3,5) row_link(3,7,X) -1
    zr(3,5) row_link(3,10,X) -1
    zr(3,5) row_link(3,11,X) -1
    zr(3,5) row_link(3,8,O) -1
    zr(3,5) row_link(3,0,I) -1
    zr(3,5) row_link(3,6,I) -1
    zr(3,6) row_choice(3) 1
    zr(3,6) row_link(3,2,X) -1
    zr(3,6) row_link(3,6,X) -1
    zr(3,6) row_link(3,10,X) -1
    zr(3,6) row_link(3,11,X) -1
    zr(3,6) row_link(3,8,O) -1
    zr(3,6) row_link(3,0,I) -1
    zr(3,6) row_link(3,7,I) -1
    zr(3,7) row_choice(3) 1
    zr(3,7) row_link(3,0,X) -1
    zr(3,7) row_link(3,2,X) -1
    zr(3,7) row_link(3,10,X) -1
    zr(3,7) row_link(3,11,X) -1
    zr(3,7) row_link(3,8,O) -1
    zr(3,7) row_link(3,6,I) -1
    zr(3,7) row_link(3,7,I) -1
    zr(3,8) row_choice(3) 1
    zr(3,8) row_link(3,6,X) -1
    zr(3,8) row_link(3,7,X) -1
    zr(3,8) row_link(3,10,X) -1
    zr(3,8) row_link(3,11,X) -1
    zr(3,8) row_link(3,2,O) -1
    zr(3,8) row_link(3,0,I) -1
    zr(3,8) row_link(3,8,I) -1
    zr(3,9) row_choice(3) 1
    zr(3,9) row_link(3,2,X) -1
    zr(3,9) row_link(3,7,X) -1
    zr(3,9) row_link(3,10,X) -1
    zr(3,9) row_link(3,11,X) -1
    zr(3,9) row_link(3,0,O) -1
    zr(3,9) row_link(3,6,I) -1
    zr(3,9) row_link(3,8,I) -1
    zr(3,10) row_choice(3) 1
    zr(3,10) row_link(3,0,X) -1
    zr(3,10) row_link(3,7,X) -1
    zr(3,10) row_link(3,10,X) -1
    zr(3,10) row_link(3,11,X) -1
    zr(3,10) row_link(3,2,O) -1
    zr(3,10) row_link(3,6,I) -1
    zr(3,10) row_link(3,8,I) -1
    zr(3,11) row_choice(3) 1
    zr(3,11) row_link(3,2,X) -1
    zr(3,11) row_link(3,6,X) -1
    zr(3,11) row_link(3,10,X) -1
    zr(3,11) row_link(3,11,X) -1
    zr(3,11) row_link(3,7,O) -1
    zr(3,11) row_link(3,0,I) -1
    zr(3,11) row_link(3,8,I) -1
    zr(3,12) row_choice(3) 1
    zr(3,12) row_link(3,0,X) -1
    zr(3,12) row_link(3,2,X) -1
    zr(3,12) row_link(3,10,X) -1
    zr(3,12) row_link(3,11,X) -1
    zr(3,12) row_link(3,7,O) -1
    zr(3,12) row_link(3,6,I) -1
    zr(3,12) row_link(3,8,I) -1
    zr(3,13) row_choice(3) 1
    zr(3,13) row_link(3,2,X) -1
    zr(3,13) row_link(3,6,X) -1
    zr(3,13) row_link(3,10,X) -1
    zr(3,13) row_link(3,11,X) -1
    zr(3,13) row_link(3,0,O) -1
    zr(3,13) row_link(3,7,I) -1
    zr(3,13) row_link(3,8,I) -1
    zr(3,14) row_choice(3) 1
    zr(3,14) row_link(3,0,X) -1
    zr(3,14) row_link(3,6,X) -1
    zr(3,14) row_link(3,10,X) -1
    zr(3,14) row_link(3,11,X) -1
    zr(3,14) row_link(3,2,O) -1
    zr(3,14) row_link(3,7,I) -1
    zr(3,14) row_link(3,8,I) -1
    zr(3,15) row_choice(3) 1
    zr(3,15) row_link(3,2,X) -1
    zr(3,15) row_link(3,7,X) -1
    zr(3,15) row_link(3,8,X) -1
    zr(3,15) row_link(3,11,X) -1
    zr(3,15) row_link(3,10,O) -1
    zr(3,15) row_link(3,0,I) -1
    zr(3,15) row_link(3,6,I) -1
    zr(3,16) row_choice(3) 1
    zr(3,16) row_link(3,2,X) -1
    zr(3,16) row_link(3,6,X) -1
    zr(3,16) row_link(3,8,X) -1
    zr(3,16) row_link(3,11,X) -1
    zr(3,16) row_link(3,10,O) -1
    zr(3,16) row_link(3,0,I) -1
    zr(3,16) row_link(3,7,I) -1
    zr(3,17) row_choice(3) 1
    zr(3,17) row_link(3,0,X) -1
    zr(3,17) row_link(3,2,X) -1
    zr(3,17) row_link(3,8,X) -1
    zr(3,17) row_link(3,11,X) -1
    zr(3,17) row_link(3,10,O) -1
    zr(3,17) row_link(3,6,I) -1
    zr(3,17) row_link(3,7,I) -1
    zr(3,18) row_choice(3) 1
    zr(3,18) row_link(3,2,X) -1
    zr(3,18) row_link(3,6,X) -1
    zr(3,18) row_link(3,7,X) -1
    zr(3,18) row_link(3,11,X) -1
    zr(3,18) row_link(3,10,O) -1
    zr(3,18) row_link(3,0,I) -1
    zr(3,18) row_link(3,8,I) -1
    zr(3,19) row_choice(3) 1
    zr(3,19) row_link(3,0,X) -1
    zr(3,19) row_link(3,2,X) -1
    zr(3,19) row_link(3,7,X) -1
    zr(3,19) row_link(3,11,X) -1
    zr(3,19) row_link(3,10,O) -1
    zr(3,19) row_link(3,6,I) -1
    zr(3,19) row_link(3,8,I) -1
    zr(3,20) row_choice(3) 1
    zr(3,20) row_link(3,0,X) -1
    zr(3,20) row_link(3,2,X) -1
    zr(3,20) row_link(3,6,X) -1
    zr(3,20) row_link(3,11,X) -1
    zr(3,20) row_link(3,10,O) -1
    zr(3,20) row_link(3,7,I) -1
    zr(3,20) row_link(3,8,I) -1
    zr(3,21) row_choice(3) 1
    zr(3,21) row_link(3,2,X) -1
    zr(3,21) row_link(3,7,X) -1
    zr(3,21) row_link(3,8,X) -1
    zr(3,21) row_link(3,11,X) -1
    zr(3,21) row_link(3,0,O) -1
    zr(3,21) row_link(3,6,I) -1
    zr(3,21) row_link(3,10,I) -1
    zr(3,22) row_choice(3) 1
    zr(3,22) row_link(3,0,X) -1
    zr(3,22) row_link(3,7,X) -1
    zr(3,22) row_link(3,8,X) -1
    zr(3,22) row_link(3,11,X) -1
    zr(3,22) row_link(3,2,O) -1
    zr(3,22) row_link(3,6,I) -1
    zr(3,22) row_link(3,10,I) -1
    zr(3,23) row_choice(3) 1
    zr(3,23) row_link(3,2,X) -1
    zr(3,23) row_link(3,6,X) -1
    zr(3,23) row_link(3,8,X) -1
    zr(3,23) row_link(3,11,X) -1
    zr(3,23) row_link(3,7,O) -1
    zr(3,23) row_link(3,0,I) -1
    zr(3,23) row_link(3,10,I) -1
    zr(3,24) row_choice(3) 1
    zr(3,24) row_link(3,0,X) -1
    zr(3,24) row_link(3,2,X) -1
    zr(3,24) row_link(3,8,X) -1
    zr(3,24) row_link(3,11,X) -1
    zr(3,24) row_link(3,7,O) -1
    zr(3,24) row_link(3,6,I) -1
    zr(3,24) row_link(3,10,I) -1
    zr(3,25) row_choice(3) 1
    zr(3,25) row_link(3,2,X) -1
    zr(3,25) row_link(3,6,X) -1
    zr(3,25) row_link(3,8,X) -1
    zr(3,25) row_link(3,11,X) -1
    zr(3,25) row_link(3,0,O) -1
    zr(3,25) row_link(3,7,I) -1
    zr(3,25) row_link(3,10,I) -1
    zr(3,26) row_choice(3) 1
    zr(3,26) row_link(3,0,X) -1
    zr(3,26) row_link(3,6,X) -1
    zr(3,26) row_link(3,8,X) -1
    zr(3,26) row_link(3,11,X) -1
    zr(3,26) row_link(3,2,O) -1
    zr(3,26) row_link(3,7,I) -1
    zr(3,26) row_link(3,10,I) -1
    zr(3,27) row_choice(3) 1
    zr(3,27) row_link(3,2,X) -1
    zr(3,27) row_link(3,6,X) -1
    zr(3,27) row_link(3,7,X) -1
    zr(3,27) row_link(3,11,X) -1
    zr(3,27) row_link(3,8,O) -1
    zr(3,27) row_link(3,0,I) -1
    zr(3,27) row_link(3,10,I) -1
    zr(3,28) row_choice(3) 1
    zr(3,28) row_link(3,0,X) -1
    zr(3,28) row_link(3,2,X) -1
    zr(3,28) row_link(3,7,X) -1
    zr(3,28) row_link(3,11,X) -1
    zr(3,28) row_link(3,8,O) -1
    zr(3,28) row_link(3,6,I) -1
    zr(3,28) row_link(3,10,I) -1
    zr(3,29) row_choice(3) 1
    zr(3,29) row_link(3,0,X) -1
    zr(3,29) row_link(3,2,X) -1
    zr(3,29) row_link(3,6,X) -1
    zr(3,29) row_link(3,11,X) -1
    zr(3,29) row_link(3,8,O) -1
    zr(3,29) row_link(3,7,I) -1
    zr(3,29) row_link(3,10,I) -1
    zr(3,30) row_choice(3) 1
    zr(3,30) row_link(3,2,X) -1
    zr(3,30) row_link(3,6,X) -1
    zr(3,30) row_link(3,7,X) -1
    zr(3,30) row_link(3,11,X) -1
    zr(3,30) row_link(3,0,O) -1
    zr(3,30) row_link(3,8,I) -1
    zr(3,30) row_link(3,10,I) -1
    zr(3,31) row_choice(3) 1
    zr(3,31) row_link(3,0,X) -1
    zr(3,31) row_link(3,6,X) -1
    zr(3,31) row_link(3,7,X) -1
    zr(3,31) row_link(3,11,X) -1
    zr(3,31) row_link(3,2,O) -1
    zr(3,31) row_link(3,8,I) -1
    zr(3,31) row_link(3,10,I) -1
    zr(3,32) row_choice(3) 1
    zr(3,32) row_link(3,0,X) -1
    zr(3,32) row_link(3,2,X) -1
    zr(3,32) row_link(3,6,X) -1
    zr(3,32) row_link(3,11,X) -1
    zr(3,32) row_link(3,7,O) -1
    zr(3,32) row_link(3,8,I) -1
    zr(3,32) row_link(3,10,I) -1
    zr(3,33) row_choice(3) 1
    zr(3,33) row_link(3,2,X) -1
    zr(3,33) row_link(3,7,X) -1
    zr(3,33) row_link(3,8,X) -1
    zr(3,33) row_link(3,10,X) -1
    zr(3,33) row_link(3,11,O) -1
    zr(3,33) row_link(3,0,I) -1
    zr(3,33) row_link(3,6,I) -1
    zr(3,34) row_choice(3) 1
    zr(3,34) row_link(3,2,X) -1
    zr(3,34) row_link(3,6,X) -1
    zr(3,34) row_link(3,8,X) -1
    zr(3,34) row_link(3,10,X) -1
    zr(3,34) row_link(3,11,O) -1
    zr(3,34) row_link(3,0,I) -1
    zr(3,34) row_link(3,7,I) -1
    zr(3,35) row_choice(3) 1
    zr(3,35) row_link(3,0,X) -1
    zr(3,35) row_link(3,2,X) -1
    zr(3,35) row_link(3,8,X) -1
    zr(3,35) row_link(3,10,X) -1
    zr(3,35) row_link(3,11,O) -1
    zr(3,35) row_link(3,6,I) -1
    zr(3,35) row_link(3,7,I) -1
    zr(3,36) row_choice(3) 1
    zr(3,36) row_link(3,2,X) -1
    zr(3,36) row_link(3,6,X) -1
    zr(3,36) row_link(3,7,X) -1
    zr(3,36) row_link(3,10,X) -1
    zr(3,36) row_link(3,11,O) -1
    zr(3,36) row_link(3,0,I) -1
    zr(3,36) row_link(3,8,I) -1
    zr(3,37) row_choice(3) 1
    zr(3,37) row_link(3,0,X) -1
    zr(3,37) row_link(3,2,X) -1
    zr(3,37) row_link(3,7,X) -1
    zr(3,37) row_link(3,10,X) -1
    zr(3,37) row_link(3,11,O) -1
    zr(3,37) row_link(3,6,I) -1
    zr(3,37) row_link(3,8,I) -1
    zr(3,38) row_choice(3) 1
    zr(3,38) row_link(3,0,X) -1
    zr(3,38) row_link(3,2,X) -1
    zr(3,38) row_link(3,6,X) -1
    zr(3,38) row_link(3,10,X) -1
    zr(3,38) row_link(3,11,O) -1
    zr(3,38) row_link(3,7,I) -1
    zr(3,38) row_link(3,8,I) -1
    zr(3,39) row_choice(3) 1
    zr(3,39) row_link(3,0,X) -1
    zr(3,39) row_link(3,2,X) -1
    zr(3,39) row_link(3,7,X) -1
    zr(3,39) row_link(3,8,X) -1
    zr(3,39) row_link(3,11,O) -1
    zr(3,39) row_link(3,6,I) -1
    zr(3,39) row_link(3,10,I) -1
    zr(3,40) row_choice(3) 1
    zr(3,40) row_link(3,0,X) -1
    zr(3,40) row_link(3,2,X) -1
    zr(3,40) row_link(3,6,X) -1
    zr(3,40) row_link(3,8,X) -1
    zr(3,40) row_link(3,11,O) -1
    zr(3,40) row_link(3,7,I) -1
    zr(3,40) row_link(3,10,I) -1
    zr(3,41) row_choice(3) 1
    zr(3,41) row_link(3,0,X) -1
    zr(3,41) row_link(3,2,X) -1
    zr(3,41) row_link(3,6,X) -1
    zr(3,41) row_link(3,7,X) -1
    zr(3,41) row_link(3,11,O) -1
    zr(3,41) row_link(3,8,I) -1
    zr(3,41) row_link(3,10,I) -1
    zr(3,42) row_choice(3) 1
    zr(3,42) row_link(3,2,X) -1
    zr(3,42) row_link(3,7,X) -1
    zr(3,42) row_link(3,8,X) -1
    zr(3,42) row_link(3,10,X) -1
    zr(3,42) row_link(3,0,O) -1
    zr(3,42) row_link(3,6,I) -1
    zr(3,42) row_link(3,11,I) -1
    zr(3,43) row_choice(3) 1
    zr(3,43) row_link(3,0,X) -1
    zr(3,43) row_link(3,7,X) -1
    zr(3,43) row_link(3,8,X) -1
    zr(3,43) row_link(3,10,X) -1
    zr(3,43) row_link(3,2,O) -1
    zr(3,43) row_link(3,6,I) -1
    zr(3,43) row_link(3,11,I) -1
    zr(3,44) row_choice(3) 1
    zr(3,44) row_link(3,2,X) -1
    zr(3,44) row_link(3,6,X) -1
    zr(3,44) row_link(3,8,X) -1
    zr(3,44) row_link(3,10,X) -1
    zr(3,44) row_link(3,7,O) -1
    zr(3,44) row_link(3,0,I) -1
    zr(3,44) row_link(3,11,I) -1
    zr(3,45) row_choice(3) 1
    zr(3,45) row_link(3,0,X) -1
    zr(3,45) row_link(3,2,X) -1
    zr(3,45) row_link(3,8,X) -1
    zr(3,45) row_link(3,10,X) -1
    zr(3,45) row_link(3,7,O) -1
    zr(3,45) row_link(3,6,I) -1
    zr(3,45) row_link(3,11,I) -1
    zr(3,46) row_choice(3) 1
    zr(3,46) row_link(3,2,X) -1
    zr(3,46) row_link(3,6,X) -1
    zr(3,46) row_link(3,8,X) -1
    zr(3,46) row_link(3,10,X) -1
    zr(3,46) row_link(3,0,O) -1
    zr(3,46) row_link(3,7,I) -1
    zr(3,46) row_link(3,11,I) -1
    zr(3,47) row_choice(3) 1
    zr(3,47) row_link(3,0,X) -1
    zr(3,47) row_link(3,6,X) -1
    zr(3,47) row_link(3,8,X) -1
    zr(3,47) row_link(3,10,X) -1
    zr(3,47) row_link(3,2,O) -1
    zr(3,47) row_link(3,7,I) -1
    zr(3,47) row_link(3,11,I) -1
    zr(3,48) row_choice(3) 1
    zr(3,48) row_link(3,2,X) -1
    zr(3,48) row_link(3,6,X) -1
    zr(3,48) row_link(3,7,X) -1
    zr(3,48) row_link(3,10,X) -1
    zr(3,48) row_link(3,8,O) -1
    zr(3,48) row_link(3,0,I) -1
    zr(3,48) row_link(3,11,I) -1
    zr(3,49) row_choice(3) 1
    zr(3,49) row_link(3,0,X) -1
    zr(3,49) row_link(3,2,X) -1
    zr(3,49) row_link(3,7,X) -1
    zr(3,49) row_link(3,10,X) -1
    zr(3,49) row_link(3,8,O) -1
    zr(3,49) row_link(3,6,I) -1
    zr(3,49) row_link(3,11,I) -1
    zr(3,50) row_choice(3) 1
    zr(3,50) row_link(3,0,X) -1
    zr(3,50) row_link(3,2,X) -1
    zr(3,50) row_link(3,6,X) -1
    zr(3,50) row_link(3,10,X) -1
    zr(3,50) row_link(3,8,O) -1
    zr(3,50) row_link(3,7,I) -1
    zr(3,50) row_link(3,11,I) -1
    zr(3,51) row_choice(3) 1
    zr(3,51) row_link(3,2,X) -1
    zr(3,51) row_link(3,6,X) -1
    zr(3,51) row_link(3,7,X) -1
    zr(3,51) row_link(3,10,X) -1
    zr(3,51) row_link(3,0,O) -1
    zr(3,51) row_link(3,8,I) -1
    zr(3,51) row_link(3,11,I) -1
    zr(3,52) row_choice(3) 1
    zr(3,52) row_link(3,0,X) -1
    zr(3,52) row_link(3,6,X) -1
    zr(3,52) row_link(3,7,X) -1
    zr(3,52) row_link(3,10,X) -1
    zr(3,52) row_link(3,2,O) -1
    zr(3,52) row_link(3,8,I) -1
    zr(3,52) row_link(3,11,I) -1
    zr(3,53) row_choice(3) 1
    zr(3,53) row_link(3,0,X) -1
    zr(3,53) row_link(3,2,X) -1
    zr(3,53) row_link(3,6,X) -1
    zr(3,53) row_link(3,10,X) -1
    zr(3,53) row_link(3,7,O) -1
    zr(3,53) row_link(3,8,I) -1
    zr(3,53) row_link(3,11,I) -1
    zr(3,54) row_choice(3) 1
    zr(3,54) row_link(3,0,X) -1
    zr(3,54) row_link(3,2,X) -1
    zr(3,54) row_link(3,7,X) -1
    zr(3,54) row_link(3,8,X) -1
    zr(3,54) row_link(3,10,O) -1
    zr(3,54) row_link(3,6,I) -1
    zr(3,54) row_link(3,11,I) -1
    zr(3,55) row_choice(3) 1
    zr(3,55) row_link(3,0,X) -1
    zr(3,55) row_link(3,2,X) -1
    zr(3,55) row_link(3,6,X) -1
    zr(3,55) row_link(3,8,X) -1
    zr(3,55) row_link(3,10,O) -1
    zr(3,55) row_link(3,7,I) -1
    zr(3,55) row_link(3,11,I) -1
    zr(3,56) row_choice(3) 1
    zr(3,56) row_link(3,0,X) -1
    zr(3,56) row_link(3,2,X) -1
    zr(3,56) row_link(3,6,X) -1
    zr(3,56) row_link(3,7,X) -1
    zr(3,56) row_link(3,10,O) -1
    zr(3,56) row_link(3,8,I) -1
    zr(3,56) row_link(3,11,I) -1
    zr(3,57) row_choice(3) 1
    zr(3,57) row_link(3,0,X) -1
    zr(3,57) row_link(3,2,X) -1
    zr(3,57) row_link(3,6,X) -1
    zr(3,57) row_link(3,8,X) -1
    zr(3,57) row_link(3,7,O) -1
    zr(3,57) row_link(3,10,I) -1
    zr(3,57) row_link(3,11,I) -1
    zr(3,58) row_choice(3) 1
    zr(3,58) row_link(3,0,X) -1
    zr(3,58) row_link(3,2,X) -1
    zr(3,58) row_link(3,6,X) -1
    zr(3,58) row_link(3,7,X) -1
    zr(3,58) row_link(3,8,O) -1
    zr(3,58) row_link(3,10,I) -1
    zr(3,58) row_link(3,11,I) -1
    zr(4,0) row_choice(4) 1
    zr(4,0) row_link(4,5,X) -1
    zr(4,0) row_link(4,7,X) -1
    zr(4,0) row_link(4,10,X) -1
    zr(4,0) row_link(4,3,O) -1
    zr(4,0) row_link(4,4,O) -1
    zr(4,0) row_link(4,6,O) -1
    zr(4,0) row_link(4,1,I) -1
    zr(4,1) row_choice(4) 1
    zr(4,1) row_link(4,5,X) -1
    zr(4,1) row_link(4,7,X) -1
    zr(4,1) row_link(4,10,X) -1
    zr(4,1) row_link(4,1,O) -1
    zr(4,1) row_link(4,4,O) -1
    zr(4,1) row_link(4,6,O) -1
    zr(4,1) row_link(4,3,I) -1
    zr(4,2) row_choice(4) 1
    zr(4,2) row_link(4,5,X) -1
    zr(4,2) row_link(4,7,X) -1
    zr(4,2) row_link(4,10,X) -1
    zr(4,2) row_link(4,1,O) -1
    zr(4,2) row_link(4,3,O) -1
    zr(4,2) row_link(4,6,O) -1
    zr(4,2) row_link(4,4,I) -1
    zr(4,3) row_choice(4) 1
    zr(4,3) row_link(4,4,X) -1
    zr(4,3) row_link(4,7,X) -1
    zr(4,3) row_link(4,10,X) -1
    zr(4,3) row_link(4,3,O) -1
    zr(4,3) row_link(4,5,O) -1
    zr(4,3) row_link(4,6,O) -1
    zr(4,3) row_link(4,1,I) -1
    zr(4,4) row_choice(4) 1
    zr(4,4) row_link(4,4,X) -1
    zr(4,4) row_link(4,7,X) -1
    zr(4,4) row_link(4,10,X) -1
    zr(4,4) row_link(4,1,O) -1
    zr(4,4) row_link(4,5,O) -1
    zr(4,4) row_link(4,6,O) -1
    zr(4,4) row_link(4,3,I) -1
    zr(4,5) row_choice(4) 1
    zr(4,5) row_link(4,3,X) -1
    zr(4,5) row_link(4,7,X) -1
    zr(4,5) row_link(4,10,X) -1
    zr(4,5) row_link(4,1,O) -1
    zr(4,5) row_link(4,5,O) -1
    zr(4,5) row_link(4,6,O) -1
    zr(4,5) row_link(4,4,I) -1
    zr(4,6) row_choice(4) 1
    zr(4,6) row_link(4,1,X) -1
    zr(4,6) row_link(4,7,X) -1
    zr(4,6) row_link(4,10,X) -1
    zr(4,6) row_link(4,3,O) -1
    zr(4,6) row_link(4,5,O) -1
    zr(4,6) row_link(4,6,O) -1
    zr(4,6) row_link(4,4,I) -1
    zr(4,7) row_choice(4) 1
    zr(4,7) row_link(4,4,X) -1
    zr(4,7) row_link(4,7,X) -1
    zr(4,7) row_link(4,10,X) -1
    zr(4,7) row_link(4,1,O) -1
    zr(4,7) row_link(4,3,O) -1
    zr(4,7) row_link(4,6,O) -1
    zr(4,7) row_link(4,5,I) -1
    zr(4,8) row_choice(4) 1
    zr(4,8) row_link(4,3,X) -1
    zr(4,8) row_link(4,7,X) -1
    zr(4,8) row_link(4,10,X) -1
    zr(4,8) row_link(4,1,O) -1
    zr(4,8) row_link(4,4,O) -1
    zr(4,8) row_link(4,6,O) -1
    zr(4,8) row_link(4,5,I) -1
    zr(4,9) row_choice(4) 1
    zr(4,9) row_link(4,1,X) -1
    zr(4,9) row_link(4,7,X) -1
    zr(4,9) row_link(4,10,X) -1
    zr(4,9) row_link(4,3,O) -1
    zr(4,9) row_link(4,4,O) -1
    zr(4,9) row_link(4,6,O) -1
    zr(4,9) row_link(4,5,I) -1
    zr(4,10) row_choice(4) 1
    zr(4,10) row_link(4,5,X) -1
    zr(4,10) row_link(4,7,X) -1
    zr(4,10) row_link(4,10,X) -1
    zr(4,10) row_link(4,1,O) -1
    zr(4,10) row_link(4,3,O) -1
    zr(4,10) row_link(4,4,O) -1
    zr(4,10) row_link(4,6,I) -1
    zr(4,11) row_choice(4) 1
    zr(4,11) row_link(4,4,X) -1
    zr(4,11) row_link(4,7,X) -1
    zr(4,11) row_link(4,10,X) -1
    zr(4,11) row_link(4,1,O) -1
    zr(4,11) row_link(4,3,O) -1
    zr(4,11) row_link(4,5,O) -1
    zr(4,11) row_link(4,6,I) -1
    zr(4,12) row_choice(4) 1
    zr(4,12) row_link(4,3,X) -1
    zr(4,12) row_link(4,7,X) -1
    zr(4,12) row_link(4,10,X) -1
    zr(4,12) row_link(4,1,O) -1
    zr(4,12) row_link(4,4,O) -1
    zr(4,12) row_link(4,5,O) -1
    zr(4,12) row_link(4,6,I) -1
    zr(4,13) row_choice(4) 1
    zr(4,13) row_link(4,5,X) -1
    zr(4,13) row_link(4,6,X) -1
    zr(4,13) row_link(4,10,X) -1
    zr(4,13) row_link(4,3,O) -1
    zr(4,13) row_link(4,4,O) -1
    zr(4,13) row_link(4,7,O) -1
    zr(4,13) row_link(4,1,I) -1
    zr(4,14) row_choice(4) 1
    zr(4,14) row_link(4,5,X) -1
    zr(4,14) row_link(4,6,X) -1
    zr(4,14) row_link(4,10,X) -1
    zr(4,14) row_link(4,1,O) -1
    zr(4,14) row_link(4,4,O) -1
    zr(4,14) row_link(4,7,O) -1
    zr(4,14) row_link(4,3,I) -1
    zr(4,15) row_choice(4) 1
    zr(4,15) row_link(4,5,X) -1
    zr(4,15) row_link(4,6,X) -1
    zr(4,15) row_link(4,10,X) -1
    zr(4,15) row_link(4,1,O) -1
    zr(4,15) row_link(4,3,O) -1
    zr(4,15) row_link(4,7,O) -1
    zr(4,15) row_link(4,4,I) -1
    zr(4,16) row_choice(4) 1
    zr(4,16) row_link(4,4,X) -1
    zr(4,16) row_link(4,6,X) -1
    zr(4,16) row_link(4,10,X) -1
    zr(4,16) row_link(4,3,O) -1
    zr(4,16) row_link(4,5,O) -1
    zr(4,16) row_link(4,7,O) -1
    zr(4,16) row_link(4,1,I) -1
    zr(4,17) row_choice(4) 1
    zr(4,17) row_link(4,4,X) -1
    zr(4,17) row_link(4,6,X) -1
    zr(4,17) row_link(4,10,X) -1
    zr(4,17) row_link(4,1,O) -1
    zr(4,17) row_link(4,5,O) -1
    zr(4,17) row_link(4,7,O) -1
    zr(4,17) row_link(4,3,I) -1
    zr(4,18) row_choice(4) 1
    zr(4,18) row_link(4,3,X) -1
    zr(4,18) row_link(4,6,X) -1
    zr(4,18) row_link(4,10,X) -1
    zr(4,18) row_link(4,4,O) -1
    zr(4,18) row_link(4,5,O) -1
    zr(4,18) row_link(4,7,O) -1
    zr(4,18) row_link(4,1,I) -1
    zr(4,19) row_choice(4) 1
    zr(4,19) row_link(4,1,X) -1
    zr(4,19) row_link(4,6,X) -1
    zr(4,19) row_link(4,10,X) -1
    zr(4,19) row_link(4,4,O) -1
    zr(4,19) row_link(4,5,O) -1
    zr(4,19) row_link(4,7,O) -1
    zr(4,19) row_link(4,3,I) -1
    zr(4,20) row_choice(4) 1
    zr(4,20) row_link(4,3,X) -1
    zr(4,20) row_link(4,6,X) -1
    zr(4,20) row_link(4,10,X) -1
    zr(4,20) row_link(4,1,O) -1
    zr(4,20) row_link(4,5,O) -1
    zr(4,20) row_link(4,7,O) -1
    zr(4,20) row_link(4,4,I) -1
    zr(4,21) row_choice(4) 1
    zr(4,21) row_link(4,1,X) -1
    zr(4,21) row_link(4,6,X) -1
    zr(4,21) row_link(4,10,X) -1
    zr(4,21) row_link(4,3,O) -1
    zr(4,21) row_link(4,5,O) -1
    zr(4,21) row_link(4,7,O) -1
    zr(4,21) row_link(4,4,I) -1
    zr(4,22) row_choice(4) 1
    zr(4,22) row_link(4,4,X) -1
    zr(4,22) row_link(4,6,X) -1
    zr(4,22) row_link(4,10,X) -1
    zr(4,22) row_link(4,1,O) -1
    zr(4,22) row_link(4,3,O) -1
    zr(4,22) row_link(4,7,O) -1
    zr(4,22) row_link(4,5,I) -1
    zr(4,23) row_choice(4) 1
    zr(4,23) row_link(4,3,X) -1
    zr(4,23) row_link(4,6,X) -1
    zr(4,23) row_link(4,10,X) -1
    zr(4,23) row_link(4,1,O) -1
    zr(4,23) row_link(4,4,O) -1
    zr(4,23) row_link(4,7,O) -1
    zr(4,23) row_link(4,5,I) -1
    zr(4,24) row_choice(4) 1
    zr(4,24) row_link(4,1,X) -1
    zr(4,24) row_link(4,6,X) -1
    zr(4,24) row_link(4,10,X) -1
    zr(4,24) row_link(4,3,O) -1
    zr(4,24) row_link(4,4,O) -1
    zr(4,24) row_link(4,7,O) -1
    zr(4,24) row_link(4,5,I) -1
    zr(4,25) row_choice(4) 1
    zr(4,25) row_link(4,4,X) -1
    zr(4,25) row_link(4,5,X) -1
    zr(4,25) row_link(4,10,X) -1
    zr(4,25) row_link(4,3,O) -1
    zr(4,25) row_link(4,6,O) -1
    zr(4,25) row_link(4,7,O) -1
    zr(4,25) row_link(4,1,I) -1
    zr(4,26) row_choice(4) 1
    zr(4,26) row_link(4,4,X) -1
    zr(4,26) row_link(4,5,X) -1
    zr(4,26) row_link(4,10,X) -1
    zr(4,26) row_link(4,1,O) -1
    zr(4,26) row_link(4,6,O) -1
    zr(4,26) row_link(4,7,O) -1
    zr(4,26) row_link(4,3,I) -1
    zr(4,27) row_choice(4) 1
    zr(4,27) row_link(4,3,X) -1
    zr(4,27) row_link(4,5,X) -1
    zr(4,27) row_link(4,10,X) -1
    zr(4,27) row_link(4,4,O) -1
    zr(4,27) row_link(4,6,O) -1
    zr(4,27) row_link(4,7,O) -1
    zr(4,27) row_link(4,1,I) -1
    zr(4,28) row_choice(4) 1
    zr(4,28) row_link(4,1,X) -1
    zr(4,28) row_link(4,5,X) -1
    zr(4,28) row_link(4,10,X) -1
    zr(4,28) row_link(4,4,O) -1
    zr(4,28) row_link(4,6,O) -1
    zr(4,28) row_link(4,7,O) -1
    zr(4,28) row_link(4,3,I) -1
    zr(4,29) row_choice(4) 1
    zr(4,29) row_link(4,3,X) -1
    zr(4,29) row_link(4,5,X) -1
    zr(4,29) row_link(4,10,X) -1
    zr(4,29) row_link(4,1,O) -1
    zr(4,29) row_link(4,6,O) -1
    zr(4,29) row_link(4,7,O) -1
    zr(4,29) row_link(4,4,I) -1
    zr(4,30) row_choice(4) 1
    zr(4,30) row_link(4,1,X) -1
    zr(4,30) row_link(4,5,X) -1
    zr(4,30) row_link(4,10,X) -1
    zr(4,30) row_link(4,3,O) -1
    zr(4,30) row_link(4,6,O) -1
    zr(4,30) row_link(4,7,O) -1
    zr(4,30) row_link(4,4,I) -1
    zr(4,31) row_choice(4) 1
    zr(4,31) row_link(4,3,X) -1
    zr(4,31) row_link(4,4,X) -1
    zr(4,31) row_link(4,10,X) -1
    zr(4,31) row_link(4,1,O) -1
    zr(4,31) row_link(4,6,O) -1
    zr(4,31) row_link(4,7,O) -1
    zr(4,31) row_link(4,5,I) -1
    zr(4,32) row_choice(4) 1
    zr(4,32) row_link(4,1,X) -1
    zr(4,32) row_link(4,4,X) -1
    zr(4,32) row_link(4,10,X) -1
    zr(4,32) row_link(4,3,O) -1
    zr(4,32) row_link(4,6,O) -1
    zr(4,32) row_link(4,7,O) -1
    zr(4,32) row_link(4,5,I) -1
    zr(4,33) row_choice(4) 1
    zr(4,33) row_link(4,1,X) -1
    zr(4,33) row_link(4,3,X) -1
    zr(4,33) row_link(4,10,X) -1
    zr(4,33) row_link(4,4,O) -1
    zr(4,33) row_link(4,6,O) -1
    zr(4,33) row_link(4,7,O) -1
    zr(4,33) row_link(4,5,I) -1
    zr(4,34) row_choice(4) 1
    zr(4,34) row_link(4,4,X) -1
    zr(4,34) row_link(4,5,X) -1
    zr(4,34) row_link(4,10,X) -1
    zr(4,34) row_link(4,1,O) -1
    zr(4,34) row_link(4,3,O) -1
    zr(4,34) row_link(4,7,O) -1
    zr(4,34) row_link(4,6,I) -1
    zr(4,35) row_choice(4) 1
    zr(4,35) row_link(4,3,X) -1
    zr(4,35) row_link(4,5,X) -1
    zr(4,35) row_link(4,10,X) -1
    zr(4,35) row_link(4,1,O) -1
    zr(4,35) row_link(4,4,O) -1
    zr(4,35) row_link(4,7,O) -1
    zr(4,35) row_link(4,6,I) -1
    zr(4,36) row_choice(4) 1
    zr(4,36) row_link(4,1,X) -1
    zr(4,36) row_link(4,5,X) -1
    zr(4,36) row_link(4,10,X) -1
    zr(4,36) row_link(4,3,O) -1
    zr(4,36) row_link(4,4,O) -1
    zr(4,36) row_link(4,7,O) -1
    zr(4,36) row_link(4,6,I) -1
    zr(4,37) row_choice(4) 1
    zr(4,37) row_link(4,3,X) -1
    zr(4,37) row_link(4,4,X) -1
    zr(4,37) row_link(4,10,X) -1
    zr(4,37) row_link(4,1,O) -1
    zr(4,37) row_link(4,5,O) -1
    zr(4,37) row_link(4,7,O) -1
    zr(4,37) row_link(4,6,I) -1
    zr(4,38) row_choice(4) 1
    zr(4,38) row_link(4,1,X) -1
    zr(4,38) row_link(4,4,X) -1
    zr(4,38) row_link(4,10,X) -1
    zr(4,38) row_link(4,3,O) -1
    zr(4,38) row_link(4,5,O) -1
    zr(4,38) row_link(4,7,O) -1
    zr(4,38) row_link(4,6,I) -1
    zr(4,39) row_choice(4) 1
    zr(4,39) row_link(4,1,X) -1
    zr(4,39) row_link(4,3,X) -1
    zr(4,39) row_link(4,10,X) -1
    zr(4,39) row_link(4,4,O) -1
    zr(4,39) row_link(4,5,O) -1
    zr(4,39) row_link(4,7,O) -1
    zr(4,39) row_link(4,6,I) -1
    zr(4,40) row_choice(4) 1
    zr(4,40) row_link(4,5,X) -1
    zr(4,40) row_link(4,6,X) -1
    zr(4,40) row_link(4,10,X) -1
    zr(4,40) row_link(4,1,O) -1
    zr(4,40) row_link(4,3,O) -1
    zr(4,40) row_link(4,4,O) -1
    zr(4,40) row_link(4,7,I) -1
    zr(4,41) row_choice(4) 1
    zr(4,41) row_link(4,4,X) -1
    zr(4,41) row_link(4,6,X) -1
    zr(4,41) row_link(4,10,X) -1
    zr(4,41) row_link(4,1,O) -1
    zr(4,41) row_link(4,3,O) -1
    zr(4,41) row_link(4,5,O) -1
    zr(4,41) row_link(4,7,I) -1
    zr(4,42) row_choice(4) 1
    zr(4,42) row_link(4,3,X) -1
    zr(4,42) row_link(4,6,X) -1
    zr(4,42) row_link(4,10,X) -1
    zr(4,42) row_link(4,1,O) -1
    zr(4,42) row_link(4,4,O) -1
    zr(4,42) row_link(4,5,O) -1
    zr(4,42) row_link(4,7,I) -1
    zr(4,43) row_choice(4) 1
    zr(4,43) row_link(4,4,X) -1
    zr(4,43) row_link(4,5,X) -1
    zr(4,43) row_link(4,10,X) -1
    zr(4,43) row_link(4,1,O) -1
    zr(4,43) row_link(4,3,O) -1
    zr(4,43) row_link(4,6,O) -1
    zr(4,43) row_link(4,7,I) -1
    zr(4,44) row_choice(4) 1
    zr(4,44) row_link(4,3,X) -1
    zr(4,44) row_link(4,5,X) -1
    zr(4,44) row_link(4,10,X) -1
    zr(4,44) row_link(4,1,O) -1
    zr(4,44) row_link(4,4,O) -1
    zr(4,44) row_link(4,6,O) -1
    zr(4,44) row_link(4,7,I) -1
    zr(4,45) row_choice(4) 1
    zr(4,45) row_link(4,1,X) -1
    zr(4,45) row_link(4,5,X) -1
    zr(4,45) row_link(4,10,X) -1
    zr(4,45) row_link(4,3,O) -1
    zr(4,45) row_link(4,4,O) -1
    zr(4,45) row_link(4,6,O) -1
    zr(4,45) row_link(4,7,I) -1
    zr(4,46) row_choice(4) 1
    zr(4,46) row_link(4,3,X) -1
    zr(4,46) row_link(4,4,X) -1
    zr(4,46) row_link(4,10,X) -1
    zr(4,46) row_link(4,1,O) -1
    zr(4,46) row_link(4,5,O) -1
    zr(4,46) row_link(4,6,O) -1
    zr(4,46) row_link(4,7,I) -1
    zr(4,47) row_choice(4) 1
    zr(4,47) row_link(4,1,X) -1
    zr(4,47) row_link(4,4,X) -1
    zr(4,47) row_link(4,10,X) -1
    zr(4,47) row_link(4,3,O) -1
    zr(4,47) row_link(4,5,O) -1
    zr(4,47) row_link(4,6,O) -1
    zr(4,47) row_link(4,7,I) -1
    zr(4,48) row_choice(4) 1
    zr(4,48) row_link(4,4,X) -1
    zr(4,48) row_link(4,5,X) -1
    zr(4,48) row_link(4,7,X) -1
    zr(4,48) row_link(4,3,O) -1
    zr(4,48) row_link(4,6,O) -1
    zr(4,48) row_link(4,10,O) -1
    zr(4,48) row_link(4,1,I) -1
    zr(4,49) row_choice(4) 1
    zr(4,49) row_link(4,4,X) -1
    zr(4,49) row_link(4,5,X) -1
    zr(4,49) row_link(4,7,X) -1
    zr(4,49) row_link(4,1,O) -1
    zr(4,49) row_link(4,6,O) -1
    zr(4,49) row_link(4,10,O) -1
    zr(4,49) row_link(4,3,I) -1
    zr(4,50) row_choice(4) 1
    zr(4,50) row_link(4,3,X) -1
    zr(4,50) row_link(4,5,X) -1
    zr(4,50) row_link(4,7,X) -1
    zr(4,50) row_link(4,4,O) -1
    zr(4,50) row_link(4,6,O) -1
    zr(4,50) row_link(4,10,O) -1
    zr(4,50) row_link(4,1,I) -1
    zr(4,51) row_choice(4) 1
    zr(4,51) row_link(4,1,X) -1
    zr(4,51) row_link(4,5,X) -1
    zr(4,51) row_link(4,7,X) -1
    zr(4,51) row_link(4,4,O) -1
    zr(4,51) row_link(4,6,O) -1
    zr(4,51) row_link(4,10,O) -1
    zr(4,51) row_link(4,3,I) -1
    zr(4,52) row_choice(4) 1
    zr(4,52) row_link(4,3,X) -1
    zr(4,52) row_link(4,5,X) -1
    zr(4,52) row_link(4,7,X) -1
    zr(4,52) row_link(4,1,O) -1
    zr(4,52) row_link(4,6,O) -1
    zr(4,52) row_link(4,10,O) -1
    zr(4,52) row_link(4,4,I) -1
    zr(4,53) row_choice(4) 1
    zr(4,53) row_link(4,1,X) -1
    zr(4,53) row_link(4,5,X) -1
    zr(4,53) row_link(4,7,X) -1
    zr(4,53) row_link(4,3,O) -1
    zr(4,53) row_link(4,6,O) -1
    zr(4,53) row_link(4,10,O) -1
    zr(4,53) row_link(4,4,I) -1
    zr(4,54) row_choice(4) 1
    zr(4,54) row_link(4,3,X) -1
    zr(4,54) row_link(4,4,X) -1
    zr(4,54) row_link(4,7,X) -1
    zr(4,54) row_link(4,5,O) -1
    zr(4,54) row_link(4,6,O) -1
    zr(4,54) row_link(4,10,O) -1
    zr(4,54) row_link(4,1,I) -1
    zr(4,55) row_choice(4) 1
    zr(4,55) row_link(4,1,X) -1
    zr(4,55) row_link(4,4,X) -1
    zr(4,55) row_link(4,7,X) -1
    zr(4,55) row_link(4,5,O) -1
    zr(4,55) row_link(4,6,O) -1
    zr(4,55) row_link(4,10,O) -1
    zr(4,55) row_link(4,3,I) -1
    zr(4,56) row_choice(4) 1
    zr(4,56) row_link(4,1,X) -1
    zr(4,56) row_link(4,3,X) -1
    zr(4,56) row_link(4,7,X) -1
    zr(4,56) row_link(4,5,O) -1
    zr(4,56) row_link(4,6,O) -1
    zr(4,56) row_link(4,10,O) -1
    zr(4,56) row_link(4,4,I) -1
    zr(4,57) row_choice(4) 1
    zr(4,57) row_link(4,3,X) -1
    zr(4,57) row_link(4,4,X) -1
    zr(4,57) row_link(4,7,X) -1
    zr(4,57) row_link(4,1,O) -1
    zr(4,57) row_link(4,6,O) -1
    zr(4,57) row_link(4,10,O) -1
    zr(4,57) row_link(4,5,I) -1
    zr(4,58) row_choice(4) 1
    zr(4,58) row_link(4,1,X) -1
    zr(4,58) row_link(4,4,X) -1
    zr(4,58) row_link(4,7,X) -1
    zr(4,58) row_link(4,3,O) -1
    zr(4,58) row_link(4,6,O) -1
    zr(4,58) row_link(4,10,O) -1
    zr(4,58) row_link(4,5,I) -1
    zr(4,59) row_choice(4) 1
    zr(4,59) row_link(4,1,X) -1
    zr(4,59) row_link(4,3,X) -1
    zr(4,59) row_link(4,7,X) -1
    zr(4,59) row_link(4,4,O) -1
    zr(4,59) row_link(4,6,O) -1
    zr(4,59) row_link(4,10,O) -1
    zr(4,59) row_link(4,5,I) -1
    zr(4,60) row_choice(4) 1
    zr(4,60) row_link(4,4,X) -1
    zr(4,60) row_link(4,5,X) -1
    zr(4,60) row_link(4,7,X) -1
    zr(4,60) row_link(4,1,O) -1
    zr(4,60) row_link(4,3,O) -1
    zr(4,60) row_link(4,10,O) -1
    zr(4,60) row_link(4,6,I) -1
    zr(4,61) row_choice(4) 1
    zr(4,61) row_link(4,3,X) -1
    zr(4,61) row_link(4,5,X) -1
    zr(4,61) row_link(4,7,X) -1
    zr(4,61) row_link(4,1,O) -1
    zr(4,61) row_link(4,4,O) -1
    zr(4,61) row_link(4,10,O) -1
    zr(4,61) row_link(4,6,I) -1
    zr(4,62) row_choice(4) 1
    zr(4,62) row_link(4,1,X) -1
    zr(4,62) row_link(4,5,X) -1
    zr(4,62) row_link(4,7,X) -1
    zr(4,62) row_link(4,3,O) -1
    zr(4,62) row_link(4,4,O) -1
    zr(4,62) row_link(4,10,O) -1
    zr(4,62) row_link(4,6,I) -1
    zr(4,63) row_choice(4) 1
    zr(4,63) row_link(4,3,X) -1
    zr(4,63) row_link(4,4,X) -1
    zr(4,63) row_link(4,7,X) -1
    zr(4,63) row_link(4,1,O) -1
    zr(4,63) row_link(4,5,O) -1
    zr(4,63) row_link(4,10,O) -1
    zr(4,63) row_link(4,6,I) -1
    zr(4,64) row_choice(4) 1
    zr(4,64) row_link(4,1,X) -1
    zr(4,64) row_link(4,4,X) -1
    zr(4,64) row_link(4,7,X) -1
    zr(4,64) row_link(4,3,O) -1
    zr(4,64) row_link(4,5,O) -1
    zr(4,64) row_link(4,10,O) -1
    zr(4,64) row_link(4,6,I) -1
    zr(4,65) row_choice(4) 1
    zr(4,65) row_link(4,1,X) -1
    zr(4,65) row_link(4,3,X) -1
    zr(4,65) row_link(4,7,X) -1
    zr(4,65) row_link(4,4,O) -1
    zr(4,65) row_link(4,5,O) -1
    zr(4,65) row_link(4,10,O) -1
    zr(4,65) row_link(4,6,I) -1
    zr(4,66) row_choice(4) 1
    zr(4,66) row_link(4,3,X) -1
    zr(4,66) row_link(4,5,X) -1
    zr(4,66) row_link(4,6,X) -1
    zr(4,66) row_link(4,4,O) -1
    zr(4,66) row_link(4,7,O) -1
    zr(4,66) row_link(4,10,O) -1
    zr(4,66) row_link(4,1,I) -1
    zr(4,67) row_choice(4) 1
    zr(4,67) row_link(4,1,X) -1
    zr(4,67) row_link(4,5,X) -1
    zr(4,67) row_link(4,6,X) -1
    zr(4,67) row_link(4,4,O) -1
    zr(4,67) row_link(4,7,O) -1
    zr(4,67) row_link(4,10,O) -1
    zr(4,67) row_link(4,3,I) -1
    zr(4,68) row_choice(4) 1
    zr(4,68) row_link(4,3,X) -1
    zr(4,68) row_link(4,5,X) -1
    zr(4,68) row_link(4,6,X) -1
    zr(4,68) row_link(4,1,O) -1
    zr(4,68) row_link(4,7,O) -1
    zr(4,68) row_link(4,10,O) -1
    zr(4,68) row_link(4,4,I) -1
    zr(4,69) row_choice(4) 1
    zr(4,69) row_link(4,1,X) -1
    zr(4,69) row_link(4,5,X) -1
    zr(4,69) row_link(4,6,X) -1
    zr(4,69) row_link(4,3,O) -1
    zr(4,69) row_link(4,7,O) -1
    zr(4,69) row_link(4,10,O) -1
    zr(4,69) row_link(4,4,I) -1
    zr(4,70) row_choice(4) 1
    zr(4,70) row_link(4,3,X) -1
    zr(4,70) row_link(4,4,X) -1
    zr(4,70) row_link(4,6,X) -1
    zr(4,70) row_link(4,5,O) -1
    zr(4,70) row_link(4,7,O) -1
    zr(4,70) row_link(4,10,O) -1
    zr(4,70) row_link(4,1,I) -1
    zr(4,71) row_choice(4) 1
    zr(4,71) row_link(4,1,X) -1
    zr(4,71) row_link(4,4,X) -1
    zr(4,71) row_link(4,6,X) -1
    zr(4,71) row_link(4,5,O) -1
    zr(4,71) row_link(4,7,O) -1
    zr(4,71) row_link(4,10,O) -1
    zr(4,71) row_link(4,3,I) -1
    zr(4,72) row_choice(4) 1
    zr(4,72) row_link(4,1,X) -1
    zr(4,72) row_link(4,3,X) -1
    zr(4,72) row_link(4,6,X) -1
    zr(4,72) row_link(4,5,O) -1
    zr(4,72) row_link(4,7,O) -1
    zr(4,72) row_link(4,10,O) -1
    zr(4,72) row_link(4,4,I) -1
    zr(4,73) row_choice(4) 1
    zr(4,73) row_link(4,3,X) -1
    zr(4,73) row_link(4,4,X) -1
    zr(4,73) row_link(4,6,X) -1
    zr(4,73) row_link(4,1,O) -1
    zr(4,73) row_link(4,7,O) -1
    zr(4,73) row_link(4,10,O) -1
    zr(4,73) row_link(4,5,I) -1
    zr(4,74) row_choice(4) 1
    zr(4,74) row_link(4,1,X) -1
    zr(4,74) row_link(4,4,X) -1
    zr(4,74) row_link(4,6,X) -1
    zr(4,74) row_link(4,3,O) -1
    zr(4,74) row_link(4,7,O) -1
    zr(4,74) row_link(4,10,O) -1
    zr(4,74) row_link(4,5,I) -1
    zr(4,75) row_choice(4) 1
    zr(4,75) row_link(4,1,X) -1
    zr(4,75) row_link(4,3,X) -1
    zr(4,75) row_link(4,6,X) -1
    zr(4,75) row_link(4,4,O) -1
    zr(4,75) row_link(4,7,O) -1
    zr(4,75) row_link(4,10,O) -1
    zr(4,75) row_link(4,5,I) -1
    zr(4,76) row_choice(4) 1
    zr(4,76) row_link(4,1,X) -1
    zr(4,76) row_link(4,4,X) -1
    zr(4,76) row_link(4,5,X) -1
    zr(4,76) row_link(4,6,O) -1
    zr(4,76) row_link(4,7,O) -1
    zr(4,76) row_link(4,10,O) -1
    zr(4,76) row_link(4,3,I) -1
    zr(4,77) row_choice(4) 1
    zr(4,77) row_link(4,1,X) -1
    zr(4,77) row_link(4,3,X) -1
    zr(4,77) row_link(4,5,X) -1
    zr(4,77) row_link(4,6,O) -1
    zr(4,77) row_link(4,7,O) -1
    zr(4,77) row_link(4,10,O) -1
    zr(4,77) row_link(4,4,I) -1
    zr(4,78) row_choice(4) 1
    zr(4,78) row_link(4,1,X) -1
    zr(4,78) row_link(4,3,X) -1
    zr(4,78) row_link(4,4,X) -1
    zr(4,78) row_link(4,6,O) -1
    zr(4,78) row_link(4,7,O) -1
    zr(4,78) row_link(4,10,O) -1
    zr(4,78) row_link(4,5,I) -1
    zr(4,79) row_choice(4) 1
    zr(4,79) row_link(4,1,X) -1
    zr(4,79) row_link(4,4,X) -1
    zr(4,79) row_link(4,5,X) -1
    zr(4,79) row_link(4,3,O) -1
    zr(4,79) row_link(4,7,O) -1
    zr(4,79) row_link(4,10,O) -1
    zr(4,79) row_link(4,6,I) -1
    zr(4,80) row_choice(4) 1
    zr(4,80) row_link(4,1,X) -1
    zr(4,80) row_link(4,3,X) -1
    zr(4,80) row_link(4,5,X) -1
    zr(4,80) row_link(4,4,O) -1
    zr(4,80) row_link(4,7,O) -1
    zr(4,80) row_link(4,10,O) -1
    zr(4,80) row_link(4,6,I) -1
    zr(4,81) row_choice(4) 1
    zr(4,81) row_link(4,1,X) -1
    zr(4,81) row_link(4,3,X) -1
    zr(4,81) row_link(4,4,X) -1
    zr(4,81) row_link(4,5,O) -1
    zr(4,81) row_link(4,7,O) -1
    zr(4,81) row_link(4,10,O) -1
    zr(4,81) row_link(4,6,I) -1
    zr(4,82) row_choice(4) 1
    zr(4,82) row_link(4,3,X) -1
    zr(4,82) row_link(4,5,X) -1
    zr(4,82) row_link(4,6,X) -1
    zr(4,82) row_link(4,1,O) -1
    zr(4,82) row_link(4,4,O) -1
    zr(4,82) row_link(4,10,O) -1
    zr(4,82) row_link(4,7,I) -1
    zr(4,83) row_choice(4) 1
    zr(4,83) row_link(4,1,X) -1
    zr(4,83) row_link(4,5,X) -1
    zr(4,83) row_link(4,6,X) -1
    zr(4,83) row_link(4,3,O) -1
    zr(4,83) row_link(4,4,O) -1
    zr(4,83) row_link(4,10,O) -1
    zr(4,83) row_link(4,7,I) -1
    zr(4,84) row_choice(4) 1
    zr(4,84) row_link(4,3,X) -1
    zr(4,84) row_link(4,4,X) -1
    zr(4,84) row_link(4,6,X) -1
    zr(4,84) row_link(4,1,O) -1
    zr(4,84) row_link(4,5,O) -1
    zr(4,84) row_link(4,10,O) -1
    zr(4,84) row_link(4,7,I) -1
    zr(4,85) row_choice(4) 1
    zr(4,85) row_link(4,1,X) -1
    zr(4,85) row_link(4,4,X) -1
    zr(4,85) row_link(4,6,X) -1
    zr(4,85) row_link(4,3,O) -1
    zr(4,85) row_link(4,5,O) -1
    zr(4,85) row_link(4,10,O) -1
    zr(4,85) row_link(4,7,I) -1
    zr(4,86) row_choice(4) 1
    zr(4,86) row_link(4,1,X) -1
    zr(4,86) row_link(4,3,X) -1
    zr(4,86) row_link(4,6,X) -1
    zr(4,86) row_link(4,4,O) -1
    zr(4,86) row_link(4,5,O) -1
    zr(4,86) row_link(4,10,O) -1
    zr(4,86) row_link(4,7,I) -1
    zr(4,87) row_choice(4) 1
    zr(4,87) row_link(4,1,X) -1
    zr(4,87) row_link(4,4,X) -1
    zr(4,87) row_link(4,5,X) -1
    zr(4,87) row_link(4,3,O) -1
    zr(4,87) row_link(4,6,O) -1
    zr(4,87) row_link(4,10,O) -1
    zr(4,87) row_link(4,7,I) -1
    zr(4,88) row_choice(4) 1
    zr(4,88) row_link(4,1,X) -1
    zr(4,88) row_link(4,3,X) -1
    zr(4,88) row_link(4,5,X) -1
    zr(4,88) row_link(4,4,O) -1
    zr(4,88) row_link(4,6,O) -1
    zr(4,88) row_link(4,10,O) -1
    zr(4,88) row_link(4,7,I) -1
    zr(4,89) row_choice(4) 1
    zr(4,89) row_link(4,1,X) -1
    zr(4,89) row_link(4,3,X) -1
    zr(4,89) row_link(4,4,X) -1
    zr(4,89) row_link(4,5,O) -1
    zr(4,89) row_link(4,6,O) -1
    zr(4,89) row_link(4,10,O) -1
    zr(4,89) row_link(4,7,I) -1
    zr(5,0) row_choice(5) 1
    zr(5,0) row_link(5,11,X) -1
    zr(5,0) row_link(5,7,O) -1
    zr(5,0) row_link(5,8,O) -1
    zr(5,0) row_link(5,10,O) -1
    zr(5,0) row_link(5,3,I) -1
    zr(5,1) row_choice(5) 1
    zr(5,1) row_link(5,11,X) -1
    zr(5,1) row_link(5,3,O) -1
    zr(5,1) row_link(5,8,O) -1
    zr(5,1) row_link(5,10,O) -1
    zr(5,1) row_link(5,7,I) -1
    zr(5,2) row_choice(5) 1
    zr(5,2) row_link(5,11,X) -1
    zr(5,2) row_link(5,3,O) -1
    zr(5,2) row_link(5,7,O) -1
    zr(5,2) row_link(5,10,O) -1
    zr(5,2) row_link(5,8,I) -1
    zr(5,3) row_choice(5) 1
    zr(5,3) row_link(5,11,X) -1
    zr(5,3) row_link(5,3,O) -1
    zr(5,3) row_link(5,7,O) -1
    zr(5,3) row_link(5,8,O) -1
    zr(5,3) row_link(5,10,I) -1
    zr(5,4) row_choice(5) 1
    zr(5,4) row_link(5,10,X) -1
    zr(5,4) row_link(5,7,O) -1
    zr(5,4) row_link(5,8,O) -1
    zr(5,4) row_link(5,11,O) -1
    zr(5,4) row_link(5,3,I) -1
    zr(5,5) row_choice(5) 1
    zr(5,5) row_link(5,10,X) -1
    zr(5,5) row_link(5,3,O) -1
    zr(5,5) row_link(5,8,O) -1
    zr(5,5) row_link(5,11,O) -1
    zr(5,5) row_link(5,7,I) -1
    zr(5,6) row_choice(5) 1
    zr(5,6) row_link(5,10,X) -1
    zr(5,6) row_link(5,3,O) -1
    zr(5,6) row_link(5,7,O) -1
    zr(5,6) row_link(5,11,O) -1
    zr(5,6) row_link(5,8,I) -1
    zr(5,7) row_choice(5) 1
    zr(5,7) row_link(5,8,X) -1
    zr(5,7) row_link(5,7,O) -1
    zr(5,7) row_link(5,10,O) -1
    zr(5,7) row_link(5,11,O) -1
    zr(5,7) row_link(5,3,I) -1
    zr(5,8) row_choice(5) 1
    zr(5,8) row_link(5,8,X) -1
    zr(5,8) row_link(5,3,O) -1
    zr(5,8) row_link(5,10,O) -1
    zr(5,8) row_link(5,11,O) -1
    zr(5,8) row_link(5,7,I) -1
    zr(5,9) row_choice(5) 1
    zr(5,9) row_link(5,3,X) -1
    zr(5,9) row_link(5,8,O) -1
    zr(5,9) row_link(5,10,O) -1
    zr(5,9) row_link(5,11,O) -1
    zr(5,9) row_link(5,7,I) -1
    zr(5,10) row_choice(5) 1
    zr(5,10) row_link(5,3,X) -1
    zr(5,10) row_link(5,7,O) -1
    zr(5,10) row_link(5,10,O) -1
    zr(5,10) row_link(5,11,O) -1
    zr(5,10) row_link(5,8,I) -1
    zr(5,11) row_choice(5) 1
    zr(5,11) row_link(5,8,X) -1
    zr(5,11) row_link(5,3,O) -1
    zr(5,11) row_link(5,7,O) -1
    zr(5,11) row_link(5,11,O) -1
    zr(5,11) row_link(5,10,I) -1
    zr(5,12) row_choice(5) 1
    zr(5,12) row_link(5,3,X) -1
    zr(5,12) row_link(5,7,O) -1
    zr(5,12) row_link(5,8,O) -1
    zr(5,12) row_link(5,11,O) -1
    zr(5,12) row_link(5,10,I) -1
    zr(5,13) row_choice(5) 1
    zr(5,13) row_link(5,10,X) -1
    zr(5,13) row_link(5,3,O) -1
    zr(5,13) row_link(5,7,O) -1
    zr(5,13) row_link(5,8,O) -1
    zr(5,13) row_link(5,11,I) -1
    zr(5,14) row_choice(5) 1
    zr(5,14) row_link(5,8,X) -1
    zr(5,14) row_link(5,3,O) -1
    zr(5,14) row_link(5,7,O) -1
    zr(5,14) row_link(5,10,O) -1
    zr(5,14) row_link(5,11,I) -1
    zr(5,15) row_choice(5) 1
    zr(5,15) row_link(5,3,X) -1
    zr(5,15) row_link(5,7,O) -1
    zr(5,15) row_link(5,8,O) -1
    zr(5,15) row_link(5,10,O) -1
    zr(5,15) row_link(5,11,I) -1
    zc(0,0) col_choice(0) 1
    zc(0,0) col_link(0,1,X) -1
    zc(0,0) col_link(0,3,X) -1
    zc(0,0) col_link(0,0,O) -1
    zc(0,1) col_choice(0) 1
    zc(0,1) col_link(0,0,X) -1
    zc(0,1) col_link(0,3,X) -1
    zc(0,1) col_link(0,1,O) -1
    zc(0,2) col_choice(0) 1
    zc(0,2) col_link(0,0,X) -1
    zc(0,2) col_link(0,1,X) -1
    zc(0,2) col_link(0,3,O) -1
    zc(1,0) col_choice(1) 1
    zc(1,0) col_link(1,2,X) -1
    zc(1,0) col_link(1,4,X) -1
    zc(1,0) col_link(1,0,I) -1
    zc(1,1) col_choice(1) 1
    zc(1,1) col_link(1,0,X) -1
    zc(1,1) col_link(1,4,X) -1
    zc(1,1) col_link(1,2,I) -1
    zc(1,2) col_choice(1) 1
    zc(1,2) col_link(1,0,X) -1
    zc(1,2) col_link(1,2,X) -1
    zc(1,2) col_link(1,4,I) -1
    zc(2,0) col_choice(2) 1
    zc(2,0) col_link(2,2,O) -1
    zc(2,0) col_link(2,3,O) -1
    zc(2,0) col_link(2,1,I) -1
    zc(2,1) col_choice(2) 1
    zc(2,1) col_link(2,1,O) -1
    zc(2,1) col_link(2,3,O) -1
    zc(2,1) col_link(2,2,I) -1
    zc(2,2) col_choice(2) 1
    zc(2,2) col_link(2,1,O) -1
    zc(2,2) col_link(2,2,O) -1
    zc(2,2) col_link(2,3,I) -1
    zc(3,0) col_choice(3) 1
    zc(3,0) col_link(3,4,X) -1
    zc(3,0) col_link(3,5,X) -1
    zc(3,0) col_link(3,0,O) -1
    zc(3,1) col_choice(3) 1
    zc(3,1) col_link(3,0,X) -1
    zc(3,1) col_link(3,5,X) -1
    zc(3,1) col_link(3,4,O) -1
    zc(3,2) col_choice(3) 1
    zc(3,2) col_link(3,0,X) -1
    zc(3,2) col_link(3,4,X) -1
    zc(3,2) col_link(3,5,O) -1
    zc(4,0) col_choice(4) 1
    zc(4,0) col_link(4,4,X) -1
    zc(4,0) col_link(4,1,O) -1
    zc(4,1) col_choice(4) 1
    zc(4,1) col_link(4,1,X) -1
    zc(4,1) col_link(4,4,O) -1
    zc(5,0) col_choice(5) 1
    zc(5,0) col_link(5,4,X) -1
    zc(5,0) col_link(5,0,I) -1
    zc(5,0) col_link(5,2,I) -1
    zc(5,1) col_choice(5) 1
    zc(5,1) col_link(5,2,X) -1
    zc(5,1) col_link(5,0,I) -1
    zc(5,1) col_link(5,4,I) -1
    zc(5,2) col_choice(5) 1
    zc(5,2) col_link(5,0,X) -1
    zc(5,2) col_link(5,2,I) -1
    zc(5,2) col_link(5,4,I) -1
    zc(6,0) col_choice(6) 1
    zc(6,0) col_link(6,4,X) -1
    zc(6,0) col_link(6,0,O) -1
    zc(6,0) col_link(6,3,O) -1
    zc(6,1) col_choice(6) 1
    zc(6,1) col_link(6,3,X) -1
    zc(6,1) col_link(6,0,O) -1
    zc(6,1) col_link(6,4,O) -1
    zc(6,2) col_choice(6) 1
    zc(6,2) col_link(6,0,X) -1
    zc(6,2) col_link(6,3,O) -1
    zc(6,2) col_link(6,4,O) -1
    zc(7,0) col_choice(7) 1
    zc(7,0) col_link(7,5,X) -1
    zc(7,0) col_link(7,3,O) -1
    zc(7,0) col_link(7,4,O) -1
    zc(7,0) col_link(7,0,I) -1
    zc(7,0) col_link(7,2,I) -1
    zc(7,1) col_choice(7) 1
    zc(7,1) col_link(7,5,X) -1
    zc(7,1) col_link(7,2,O) -1
    zc(7,1) col_link(7,4,O) -1
    zc(7,1) col_link(7,0,I) -1
    zc(7,1) col_link(7,3,I) -1
    zc(7,2) col_choice(7) 1
    zc(7,2) col_link(7,5,X) -1
    zc(7,2) col_link(7,0,O) -1
    zc(7,2) col_link(7,4,O) -1
    zc(7,2) col_link(7,2,I) -1
    zc(7,2) col_link(7,3,I) -1
    zc(7,3) col_choice(7) 1
    zc(7,3) col_link(7,5,X) -1
    zc(7,3) col_link(7,2,O) -1
    zc(7,3) col_link(7,3,O) -1
    zc(7,3) col_link(7,0,I) -1
    zc(7,3) col_link(7,4,I) -1
    zc(7,4) col_choice(7) 1
    zc(7,4) col_link(7,5,X) -1
    zc(7,4) col_link(7,0,O) -1
    zc(7,4) col_link(7,3,O) -1
    zc(7,4) col_link(7,2,I) -1
    zc(7,4) col_link(7,4,I) -1
    zc(7,5) col_choice(7) 1
    zc(7,5) col_link(7,5,X) -1
    zc(7,5) col_link(7,0,O) -1
    zc(7,5) col_link(7,2,O) -1
    zc(7,5) col_link(7,3,I) -1
    zc(7,5) col_link(7,4,I) -1
    zc(7,6) col_choice(7) 1
    zc(7,6) col_link(7,4,X) -1
    zc(7,6) col_link(7,3,O) -1
    zc(7,6) col_link(7,5,O) -1
    zc(7,6) col_link(7,0,I) -1
    zc(7,6) col_link(7,2,I) -1
    zc(7,7) col_choice(7) 1
    zc(7,7) col_link(7,4,X) -1
    zc(7,7) col_link(7,2,O) -1
    zc(7,7) col_link(7,5,O) -1
    zc(7,7) col_link(7,0,I) -1
    zc(7,7) col_link(7,3,I) -1
    zc(7,8) col_choice(7) 1
    zc(7,8) col_link(7,4,X) -1
    zc(7,8) col_link(7,0,O) -1
    zc(7,8) col_link(7,5,O) -1
    zc(7,8) col_link(7,2,I) -1
    zc(7,8) col_link(7,3,I) -1
    zc(7,9) col_choice(7) 1
    zc(7,9) col_link(7,3,X) -1
    zc(7,9) col_link(7,4,O) -1
    zc(7,9) col_link(7,5,O) -1
    zc(7,9) col_link(7,0,I) -1
    zc(7,9) col_link(7,2,I) -1
    zc(7,10) col_choice(7) 1
    zc(7,10) col_link(7,2,X) -1
    zc(7,10) col_link(7,4,O) -1
    zc(7,10) col_link(7,5,O) -1
    zc(7,10) col_link(7,0,I) -1
    zc(7,10) col_link(7,3,I) -1
    zc(7,11) col_choice(7) 1
    zc(7,11) col_link(7,0,X) -1
    zc(7,11) col_link(7,4,O) -1
    zc(7,11) col_link(7,5,O) -1
    zc(7,11) col_link(7,2,I) -1
    zc(7,11) col_link(7,3,I) -1
    zc(7,12) col_choice(7) 1
    zc(7,12) col_link(7,3,X) -1
    zc(7,12) col_link(7,2,O) -1
    zc(7,12) col_link(7,5,O) -1
    zc(7,12) col_link(7,0,I) -1
    zc(7,12) col_link(7,4,I) -1
    zc(7,13) col_choice(7) 1
    zc(7,13) col_link(7,3,X) -1
    zc(7,13) col_link(7,0,O) -1
    zc(7,13) col_link(7,5,O) -1
    zc(7,13) col_link(7,2,I) -1
    zc(7,13) col_link(7,4,I) -1
    zc(7,14) col_choice(7) 1
    zc(7,14) col_link(7,2,X) -1
    zc(7,14) col_link(7,3,O) -1
    zc(7,14) col_link(7,5,O) -1
    zc(7,14) col_link(7,0,I) -1
    zc(7,14) col_link(7,4,I) -1
    zc(7,15) col_choice(7) 1
    zc(7,15) col_link(7,0,X) -1
    zc(7,15) col_link(7,3,O) -1
    zc(7,15) col_link(7,5,O) -1
    zc(7,15) col_link(7,2,I) -1
    zc(7,15) col_link(7,4,I) -1
    zc(7,16) col_choice(7) 1
    zc(7,16) col_link(7,2,X) -1
    zc(7,16) col_link(7,0,O) -1
    zc(7,16) col_link(7,5,O) -1
    zc(7,16) col_link(7,3,I) -1
    zc(7,16) col_link(7,4,I) -1
    zc(7,17) col_choice(7) 1
    zc(7,17) col_link(7,0,X) -1
    zc(7,17) col_link(7,2,O) -1
    zc(7,17) col_link(7,5,O) -1
    zc(7,17) col_link(7,3,I) -1
    zc(7,17) col_link(7,4,I) -1
    zc(7,18) col_choice(7) 1
    zc(7,18) col_link(7,4,X) -1
    zc(7,18) col_link(7,2,O) -1
    zc(7,18) col_link(7,3,O) -1
    zc(7,18) col_link(7,0,I) -1
    zc(7,18) col_link(7,5,I) -1
    zc(7,19) col_choice(7) 1
    zc(7,19) col_link(7,4,X) -1
    zc(7,19) col_link(7,0,O) -1
    zc(7,19) col_link(7,3,O) -1
    zc(7,19) col_link(7,2,I) -1
    zc(7,19) col_link(7,5,I) -1
    zc(7,20) col_choice(7) 1
    zc(7,20) col_link(7,4,X) -1
    zc(7,20) col_link(7,0,O) -1
    zc(7,20) col_link(7,2,O) -1
    zc(7,20) col_link(7,3,I) -1
    zc(7,20) col_link(7,5,I) -1
    zc(7,21) col_choice(7) 1
    zc(7,21) col_link(7,3,X) -1
    zc(7,21) col_link(7,2,O) -1
    zc(7,21) col_link(7,4,O) -1
    zc(7,21) col_link(7,0,I) -1
    zc(7,21) col_link(7,5,I) -1
    zc(7,22) col_choice(7) 1
    zc(7,22) col_link(7,3,X) -1
    zc(7,22) col_link(7,0,O) -1
    zc(7,22) col_link(7,4,O) -1
    zc(7,22) col_link(7,2,I) -1
    zc(7,22) col_link(7,5,I) -1
    zc(7,23) col_choice(7) 1
    zc(7,23) col_link(7,2,X) -1
    zc(7,23) col_link(7,3,O) -1
    zc(7,23) col_link(7,4,O) -1
    zc(7,23) col_link(7,0,I) -1
    zc(7,23) col_link(7,5,I) -1
    zc(7,24) col_choice(7) 1
    zc(7,24) col_link(7,0,X) -1
    zc(7,24) col_link(7,3,O) -1
    zc(7,24) col_link(7,4,O) -1
    zc(7,24) col_link(7,2,I) -1
    zc(7,24) col_link(7,5,I) -1
    zc(7,25) col_choice(7) 1
    zc(7,25) col_link(7,2,X) -1
    zc(7,25) col_link(7,0,O) -1
    zc(7,25) col_link(7,4,O) -1
    zc(7,25) col_link(7,3,I) -1
    zc(7,25) col_link(7,5,I) -1
    zc(7,26) col_choice(7) 1
    zc(7,26) col_link(7,0,X) -1
    zc(7,26) col_link(7,2,O) -1
    zc(7,26) col_link(7,4,O) -1
    zc(7,26) col_link(7,3,I) -1
    zc(7,26) col_link(7,5,I) -1
    zc(7,27) col_choice(7) 1
    zc(7,27) col_link(7,3,X) -1
    zc(7,27) col_link(7,0,O) -1
    zc(7,27) col_link(7,2,O) -1
    zc(7,27) col_link(7,4,I) -1
    zc(7,27) col_link(7,5,I) -1
    zc(7,28) col_choice(7) 1
    zc(7,28) col_link(7,2,X) -1
    zc(7,28) col_link(7,0,O) -1
    zc(7,28) col_link(7,3,O) -1
    zc(7,28) col_link(7,4,I) -1
    zc(7,28) col_link(7,5,I) -1
    zc(7,29) col_choice(7) 1
    zc(7,29) col_link(7,0,X) -1
    zc(7,29) col_link(7,2,O) -1
    zc(7,29) col_link(7,3,O) -1
    zc(7,29) col_link(7,4,I) -1
    zc(7,29) col_link(7,5,I) -1
    zc(8,0) col_choice(8) 1
    zc(8,0) col_link(8,5,O) -1
    zc(8,0) col_link(8,0,I) -1
    zc(8,0) col_link(8,3,I) -1
    zc(8,1) col_choice(8) 1
    zc(8,1) col_link(8,3,O) -1
    zc(8,1) col_link(8,0,I) -1
    zc(8,1) col_link(8,5,I) -1
    zc(8,2) col_choice(8) 1
    zc(8,2) col_link(8,0,O) -1
    zc(8,2) col_link(8,3,I) -1
    zc(8,2) col_link(8,5,I) -1
    zc(9,0) col_choice(9) 1
    zc(9,0) col_link(9,1,X) -1
    zc(9,0) col_link(9,2,X) -1
    zc(9,0) col_link(9,0,O) -1
    zc(9,1) col_choice(9) 1
    zc(9,1) col_link(9,0,X) -1
    zc(9,1) col_link(9,2,X) -1
    zc(9,1) col_link(9,1,O) -1
    zc(9,2) col_choice(9) 1
    zc(9,2) col_link(9,0,X) -1
    zc(9,2) col_link(9,1,X) -1
    zc(9,2) col_link(9,2,O) -1
    zc(10,0) col_choice(10) 1
    zc(10,0) col_link(10,5,O) -1
    zc(10,0) col_link(10,3,I) -1
    zc(10,0) col_link(10,4,I) -1
    zc(10,1) col_choice(10) 1
    zc(10,1) col_link(10,4,O) -1
    zc(10,1) col_link(10,3,I) -1
    zc(10,1) col_link(10,5,I) -1
    zc(10,2) col_choice(10) 1
    zc(10,2) col_link(10,3,O) -1
    zc(10,2) col_link(10,4,I) -1
    zc(10,2) col_link(10,5,I) -1
    zc(11,0) col_choice(11) 1
    zc(11,0) col_link(11,5,X) -1
    zc(11,0) col_link(11,3,O) -1
    zc(11,0) col_link(11,1,I) -1
    zc(11,1) col_choice(11) 1
    zc(11,1) col_link(11,5,X) -1
    zc(11,1) col_link(11,1,O) -1
    zc(11,1) col_link(11,3,I) -1
    zc(11,2) col_choice(11) 1
    zc(11,2) col_link(11,3,X) -1
    zc(11,2) col_link(11,5,O) -1
    zc(11,2) col_link(11,1,I) -1
    zc(11,3) col_choice(11) 1
    zc(11,3) col_link(11,1,X) -1
    zc(11,3) col_link(11,5,O) -1
    zc(11,3) col_link(11,3,I) -1
    zc(11,4) col_choice(11) 1
    zc(11,4) col_link(11,3,X) -1
    zc(11,4) col_link(11,1,O) -1
    zc(11,4) col_link(11,5,I) -1
    zc(11,5) col_choice(11) 1
    zc(11,5) col_link(11,1,X) -1
    zc(11,5) col_link(11,3,O) -1
    zc(11,5) col_link(11,5,I) -1
RHS
    RHS given(0,2) 1
    RHS given(0,4) 1
    RHS given(0,10) 1
    RHS given(0,11) 1
    RHS given(1,1) 1
    RHS given(1,3) 1
    RHS given(1,5) 1
    RHS given(1,6) 1
    RHS given(1,7) 1
    RHS given(1,8) 1
    RHS given(1,10) 1
    RHS given(2,0) 1
    RHS given(2,3) 1
    RHS given(2,4) 1
    RHS given(2,6) 1
    RHS given(2,8) 1
    RHS given(2,10) 1
    RHS given(2,11) 1
    RHS given(3,1) 1
    RHS given(3,3) 1
    RHS given(3,4) 1
    RHS given(3,5) 1
    RHS given(3,9) 1
    RHS given(4,0) 1
    RHS given(4,2) 1
    RHS given(4,8) 1
    RHS given(4,9) 1
    RHS given(4,11) 1
    RHS given(5,0) 1
    RHS given(5,1) 1
    RHS given(5,2) 1
    RHS given(5,4) 1
    RHS given(5,5) 1
    RHS given(5,6) 1
    RHS given(5,9) 1
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
 UP BND zr(0,26) 1
 UP BND zr(0,27) 1
 UP BND zr(0,28) 1
 UP BND zr(0,29) 1
 UP BND zr(0,30) 1
 UP BND zr(0,31) 1
 UP BND zr(0,32) 1
 UP BND zr(0,33) 1
 UP BND zr(0,34) 1
 UP BND zr(0,35) 1
 UP BND zr(0,36) 1
 UP BND zr(0,37) 1
 UP BND zr(0,38) 1
 UP BND zr(0,39) 1
 UP BND zr(0,40) 1
 UP BND zr(0,41) 1
 UP BND zr(0,42) 1
 UP BND zr(0,43) 1
 UP BND zr(0,44) 1
 UP BND zr(0,45) 1
 UP BND zr(0,46) 1
 UP BND zr(0,47) 1
 UP BND zr(0,48) 1
 UP BND zr(0,49) 1
 UP BND zr(0,50) 1
 UP BND zr(0,51) 1
 UP BND zr(0,52) 1
 UP BND zr(0,53) 1
 UP BND zr(0,54) 1
 UP BND zr(0,55) 1
 UP BND zr(0,56) 1
 UP BND zr(0,57) 1
 UP BND zr(0,58) 1
 UP BND zr(0,59) 1
 UP BND zr(0,60) 1
 UP BND zr(0,61) 1
 UP BND zr(0,62) 1
 UP BND zr(0,63) 1
 UP BND zr(0,64) 1
 UP BND zr(0,65) 1
 UP BND zr(0,66) 1
 UP BND zr(0,67) 1
 UP BND zr(0,68) 1
 UP BND zr(0,69) 1
 UP BND zr(0,70) 1
 UP BND zr(0,71) 1
 UP BND zr(0,72) 1
 UP BND zr(0,73) 1
 UP BND zr(0,74) 1
 UP BND zr(0,75) 1
 UP BND zr(0,76) 1
 UP BND zr(0,77) 1
 UP BND zr(0,78) 1
 UP BND zr(0,79) 1
 UP BND zr(0,80) 1
 UP BND zr(0,81) 1
 UP BND zr(0,82) 1
 UP BND zr(0,83) 1
 UP BND zr(0,84) 1
 UP BND zr(0,85) 1
 UP BND zr(0,86) 1
 UP BND zr(0,87) 1
 UP BND zr(0,88) 1
 UP BND zr(0,89) 1
 UP BND zr(0,90) 1
 UP BND zr(0,91) 1
 UP BND zr(0,92) 1
 UP BND zr(0,93) 1
 UP BND zr(0,94) 1
 UP BND zr(0,95) 1
 UP BND zr(0,96) 1
 UP BND zr(0,97) 1
 UP BND zr(0,98) 1
 UP BND zr(0,99) 1
 UP BND zr(0,100) 1
 UP BND zr(0,101) 1
 UP BND zr(0,102) 1
 UP BND zr(0,103) 1
 UP BND zr(0,104) 1
 UP BND zr(0,105) 1
 UP BND zr(0,106) 1
 UP BND zr(0,107) 1
 UP BND zr(0,108) 1
 UP BND zr(0,109) 1
 UP BND zr(0,110) 1
 UP BND zr(0,111) 1
 UP BND zr(0,112) 1
 UP BND zr(0,113) 1
 UP BND zr(0,114) 1
 UP BND zr(0,115) 1
 UP BND zr(0,116) 1
 UP BND zr(0,117) 1
 UP BND zr(0,118) 1
 UP BND zr(0,119) 1
 UP BND zr(0,120) 1
 UP BND zr(0,121) 1
 UP BND zr(0,122) 1
 UP BND zr(0,123) 1
 UP BND zr(0,124) 1
 UP BND zr(0,125) 1
 UP BND zr(0,126) 1
 UP BND zr(0,127) 1
 UP BND zr(0,128) 1
 UP BND zr(0,129) 1
 UP BND zr(0,130) 1
 UP BND zr(0,131) 1
 UP BND zr(0,132) 1
 UP BND zr(0,133) 1
 UP BND zr(0,134) 1
 UP BND zr(0,135) 1
 UP BND zr(0,136) 1
 UP BND zr(0,137) 1
 UP BND zr(0,138) 1
 UP BND zr(0,139) 1
 UP BND zr(0,140) 1
 UP BND zr(0,141) 1
 UP BND zr(0,142) 1
 UP BND zr(0,143) 1
 UP BND zr(0,144) 1
 UP BND zr(0,145) 1
 UP BND zr(0,146) 1
 UP BND zr(0,147) 1
 UP BND zr(0,148) 1
 UP BND zr(0,149) 1
 UP BND zr(0,150) 1
 UP BND zr(0,151) 1
 UP BND zr(0,152) 1
 UP BND zr(0,153) 1
 UP BND zr(0,154) 1
 UP BND zr(0,155) 1
 UP BND zr(0,156) 1
 UP BND zr(0,157) 1
 UP BND zr(0,158) 1
 UP BND zr(0,159) 1
 UP BND zr(0,160) 1
 UP BND zr(0,161) 1
 UP BND zr(0,162) 1
 UP BND zr(0,163) 1
 UP BND zr(0,164) 1
 UP BND zr(0,165) 1
 UP BND zr(0,166) 1
 UP BND zr(0,167) 1
 UP BND zr(0,168) 1
 UP BND zr(0,169) 1
 UP BND zr(0,170) 1
 UP BND zr(0,171) 1
 UP BND zr(0,172) 1
 UP BND zr(0,173) 1
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
 UP BND zr(4,12) 1
 UP BND zr(4,13) 1
 UP BND zr(4,14) 1
 UP BND zr(4,15) 1
 UP BND zr(4,16) 1
 UP BND zr(4,17) 1
 UP BND zr(4,18) 1
 UP BND zr(4,19) 1
 UP BND zr(4,20) 1
 UP BND zr(4,21) 1
 UP BND zr(4,22) 1
 UP BND zr(4,23) 1
 UP BND zr(4,24) 1
 UP BND zr(4,25) 1
 UP BND zr(4,26) 1
 UP BND zr(4,27) 1
 UP BND zr(4,28) 1
 UP BND zr(4,29) 1
 UP BND zr(4,30) 1
 UP BND zr(4,31) 1
 UP BND zr(4,32) 1
 UP BND zr(4,33) 1
 UP BND zr(4,34) 1
 UP BND zr(4,35) 1
 UP BND zr(4,36) 1
 UP BND zr(4,37) 1
 UP BND zr(4,38) 1
 UP BND zr(4,39) 1
 UP BND zr(4,40) 1
 UP BND zr(4,41) 1
 UP BND zr(4,42) 1
 UP BND zr(4,43) 1
 UP BND zr(4,44) 1
 UP BND zr(4,45) 1
 UP BND zr(4,46) 1
 UP BND zr(4,47) 1
 UP BND zr(4,48) 1
 UP BND zr(4,49) 1
 UP BND zr(4,50) 1
 UP BND zr(4,51) 1
 UP BND zr(4,52) 1
 UP BND zr(4,53) 1
 UP BND zr(4,54) 1
 UP BND zr(4,55) 1
 UP BND zr(4,56) 1
 UP BND zr(4,57) 1
 UP BND zr(4,58) 1
 UP BND zr(4,59) 1
 UP BND zr(4,60) 1
 UP BND zr(4,61) 1
 UP BND zr(4,62) 1
 UP BND zr(4,63) 1
 UP BND zr(4,64) 1
 UP BND zr(4,65) 1
 UP BND zr(4,66) 1
 UP BND zr(4,67) 1
 UP BND zr(4,68) 1
 UP BND zr(4,69) 1
 UP BND zr(4,70) 1
 UP BND zr(4,71) 1
 UP BND zr(4,72) 1
 UP BND zr(4,73) 1
 UP BND zr(4,74) 1
 UP BND zr(4,75) 1
 UP BND zr(4,76) 1
 UP BND zr(4,77) 1
 UP BND zr(4,78) 1
 UP BND zr(4,79) 1
 UP BND zr(4,80) 1
 UP BND zr(4,81) 1
 UP BND zr(4,82) 1
 UP BND zr(4,83) 1
 UP BND zr(4,84) 1
 UP BND zr(4,85) 1
 UP BND zr(4,86) 1
 UP BND zr(4,87) 1
 UP BND zr(4,88) 1
 UP BND zr(4,89) 1
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
 UP BND zc(0,0) 1
 UP BND zc(0,1) 1
 UP BND zc(0,2) 1
 UP BND zc(1,0) 1
 UP BND zc(1,1) 1
 UP BND zc(1,2) 1
 UP BND zc(2,0) 1
 UP BND zc(2,1) 1
 UP BND zc(2,2) 1
 UP BND zc(3,0) 1
 UP BND zc(3,1) 1
 UP BND zc(3,2) 1
 UP BND zc(4,0) 1
 UP BND zc(4,1) 1
 UP BND zc(5,0) 1
 UP BND zc(5,1) 1
 UP BND zc(5,2) 1
 UP BND zc(6,0) 1
 UP BND zc(6,1) 1
 UP BND zc(6,2) 1
 UP BND zc(7,0) 1
 UP BND zc(7,1) 1
 UP BND zc(7,2) 1
 UP BND zc(7,3) 1
 UP BND zc(7,4) 1
 UP BND zc(7,5) 1
 UP BND zc(7,6) 1
 UP BND zc(7,7) 1
 UP BND zc(7,8) 1
 UP BND zc(7,9) 1
 UP BND zc(7,10) 1
 UP BND zc(7,11) 1
 UP BND zc(7,12) 1
 UP BND zc(7,13) 1
 UP BND zc(7,14) 1
 UP BND zc(7,15) 1
 UP BND zc(7,16) 1
 UP BND zc(7,17) 1
 UP BND zc(7,18) 1
 UP BND zc(7,19) 1
 UP BND zc(7,20) 1
 UP BND zc(7,21) 1
 UP BND zc(7,22) 1
 UP BND zc(7,23) 1
 UP BND zc(7,24) 1
 UP BND zc(7,25) 1
 UP BND zc(7,26) 1
 UP BND zc(7,27) 1
 UP BND zc(7,28) 1
 UP BND zc(7,29) 1
 UP BND zc(8,0) 1
 UP BND zc(8,1) 1
 UP BND zc(8,2) 1
 UP BND zc(9,0) 1
 UP BND zc(9,1) 1
 UP BND zc(9,2) 1
 UP BND zc(10,0) 1
 UP BND zc(10,1) 1
 UP BND zc(10,2) 1
 UP BND zc(11,0) 1
 UP BND zc(11,1) 1
 UP BND zc(11,2) 1
 UP BND zc(11,3) 1
 UP BND zc(11,4) 1
 UP BND zc(11,5) 1
ENDATA
