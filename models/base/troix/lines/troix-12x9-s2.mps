NAME troix_lines
ROWS
 N OBJ
 E given(0,2)
 E given(0,4)
 E given(0,6)
 E given(0,7)
 E given(0,8)
 E given(1,0)
 E given(1,2)
 E given(1,3)
 E given(1,5)
 E given(1,7)
 E given(2,0)
 E given(2,1)
 E given(2,5)
 E given(2,7)
 E given(2,8)
 E given(3,0)
 E given(3,1)
 E given(3,2)
 E given(3,4)
 E given(4,1)
 E given(4,3)
 E given(4,6)
 E given(4,7)
 E given(4,8)
 E given(5,0)
 E given(5,1)
 E given(5,2)
 E given(5,3)
 E given(5,6)
 E given(6,1)
 E given(6,2)
 E given(6,3)
 E given(6,5)
 E given(6,7)
 E given(7,3)
 E given(7,4)
 E given(7,6)
 E given(7,8)
 E given(8,0)
 E given(8,2)
 E given(8,4)
 E given(8,5)
 E given(8,6)
 E given(8,7)
 E given(9,0)
 E given(9,2)
 E given(9,3)
 E given(9,5)
 E given(9,7)
 E given(10,2)
 E given(10,3)
 E given(10,5)
 E given(10,6)
 E given(10,7)
 E given(10,8)
 E given(11,0)
 E given(11,1)
 E given(11,6)
 E given(11,8)
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
 E row_link(0,0,X)
 E row_link(0,1,X)
 E row_link(0,2,X)
 E row_link(0,3,X)
 E row_link(0,5,X)
 E row_link(0,7,X)
 E row_link(0,8,X)
 E row_link(1,1,X)
 E row_link(1,2,X)
 E row_link(1,4,X)
 E row_link(1,5,X)
 E row_link(1,6,X)
 E row_link(1,8,X)
 E row_link(2,0,X)
 E row_link(2,1,X)
 E row_link(2,2,X)
 E row_link(2,3,X)
 E row_link(2,4,X)
 E row_link(2,5,X)
 E row_link(2,6,X)
 E row_link(2,7,X)
 E row_link(2,8,X)
 E row_link(3,0,X)
 E row_link(3,1,X)
 E row_link(3,3,X)
 E row_link(3,5,X)
 E row_link(3,6,X)
 E row_link(3,7,X)
 E row_link(3,8,X)
 E row_link(4,0,X)
 E row_link(4,2,X)
 E row_link(4,3,X)
 E row_link(4,4,X)
 E row_link(4,5,X)
 E row_link(4,7,X)
 E row_link(5,0,X)
 E row_link(5,1,X)
 E row_link(5,3,X)
 E row_link(5,4,X)
 E row_link(5,5,X)
 E row_link(5,6,X)
 E row_link(5,7,X)
 E row_link(5,8,X)
 E row_link(6,0,X)
 E row_link(6,1,X)
 E row_link(6,2,X)
 E row_link(6,3,X)
 E row_link(6,4,X)
 E row_link(6,5,X)
 E row_link(6,6,X)
 E row_link(6,7,X)
 E row_link(6,8,X)
 E row_link(7,0,X)
 E row_link(7,1,X)
 E row_link(7,2,X)
 E row_link(7,3,X)
 E row_link(7,5,X)
 E row_link(7,6,X)
 E row_link(7,7,X)
 E row_link(8,1,X)
 E row_link(8,3,X)
 E row_link(8,4,X)
 E row_link(8,5,X)
 E row_link(8,6,X)
 E row_link(8,7,X)
 E row_link(8,8,X)
 E row_link(9,1,X)
 E row_link(9,2,X)
 E row_link(9,4,X)
 E row_link(9,5,X)
 E row_link(9,6,X)
 E row_link(9,7,X)
 E row_link(9,8,X)
 E row_link(10,0,X)
 E row_link(10,1,X)
 E row_link(10,2,X)
 E row_link(10,4,X)
 E row_link(10,5,X)
 E row_link(10,6,X)
 E row_link(10,8,X)
 E row_link(11,0,X)
 E row_link(11,1,X)
 E row_link(11,2,X)
 E row_link(11,3,X)
 E row_link(11,4,X)
 E row_link(11,5,X)
 E row_link(11,6,X)
 E row_link(11,7,X)
 E row_link(0,0,O)
 E row_link(0,1,O)
 E row_link(0,3,O)
 E row_link(0,4,O)
 E row_link(0,5,O)
 E row_link(0,6,O)
 E row_link(0,7,O)
 E row_link(0,8,O)
 E row_link(1,0,O)
 E row_link(1,1,O)
 E row_link(1,3,O)
 E row_link(1,4,O)
 E row_link(1,6,O)
 E row_link(1,7,O)
 E row_link(1,8,O)
 E row_link(2,0,O)
 E row_link(2,1,O)
 E row_link(2,2,O)
 E row_link(2,3,O)
 E row_link(2,4,O)
 E row_link(2,6,O)
 E row_link(2,8,O)
 E row_link(3,0,O)
 E row_link(3,2,O)
 E row_link(3,3,O)
 E row_link(3,4,O)
 E row_link(3,5,O)
 E row_link(3,6,O)
 E row_link(3,7,O)
 E row_link(3,8,O)
 E row_link(4,0,O)
 E row_link(4,1,O)
 E row_link(4,2,O)
 E row_link(4,4,O)
 E row_link(4,5,O)
 E row_link(4,6,O)
 E row_link(4,7,O)
 E row_link(4,8,O)
 E row_link(5,0,O)
 E row_link(5,2,O)
 E row_link(5,3,O)
 E row_link(5,4,O)
 E row_link(5,5,O)
 E row_link(5,7,O)
 E row_link(5,8,O)
 E row_link(6,0,O)
 E row_link(6,1,O)
 E row_link(6,2,O)
 E row_link(6,4,O)
 E row_link(6,5,O)
 E row_link(6,6,O)
 E row_link(6,8,O)
 E row_link(7,0,O)
 E row_link(7,1,O)
 E row_link(7,2,O)
 E row_link(7,4,O)
 E row_link(7,5,O)
 E row_link(7,6,O)
 E row_link(7,7,O)
 E row_link(7,8,O)
 E row_link(8,0,O)
 E row_link(8,1,O)
 E row_link(8,2,O)
 E row_link(8,3,O)
 E row_link(8,4,O)
 E row_link(8,6,O)
 E row_link(8,8,O)
 E row_link(9,0,O)
 E row_link(9,1,O)
 E row_link(9,2,O)
 E row_link(9,3,O)
 E row_link(9,4,O)
 E row_link(9,5,O)
 E row_link(9,6,O)
 E row_link(9,7,O)
 E row_link(9,8,O)
 E row_link(10,0,O)
 E row_link(10,1,O)
 E row_link(10,2,O)
 E row_link(10,3,O)
 E row_link(10,4,O)
 E row_link(10,7,O)
 E row_link(10,8,O)
 E row_link(11,0,O)
 E row_link(11,2,O)
 E row_link(11,3,O)
 E row_link(11,4,O)
 E row_link(11,5,O)
 E row_link(11,6,O)
 E row_link(11,7,O)
 E row_link(11,8,O)
 E row_link(0,0,I)
 E row_link(0,1,I)
 E row_link(0,2,I)
 E row_link(0,3,I)
 E row_link(0,4,I)
 E row_link(0,5,I)
 E row_link(0,6,I)
 E row_link(1,0,I)
 E row_link(1,1,I)
 E row_link(1,2,I)
 E row_link(1,3,I)
 E row_link(1,4,I)
 E row_link(1,5,I)
 E row_link(1,6,I)
 E row_link(1,7,I)
 E row_link(1,8,I)
 E row_link(2,2,I)
 E row_link(2,3,I)
 E row_link(2,4,I)
 E row_link(2,5,I)
 E row_link(2,6,I)
 E row_link(2,7,I)
 E row_link(3,1,I)
 E row_link(3,2,I)
 E row_link(3,3,I)
 E row_link(3,4,I)
 E row_link(3,5,I)
 E row_link(3,6,I)
 E row_link(3,7,I)
 E row_link(3,8,I)
 E row_link(4,0,I)
 E row_link(4,1,I)
 E row_link(4,2,I)
 E row_link(4,3,I)
 E row_link(4,4,I)
 E row_link(4,5,I)
 E row_link(4,6,I)
 E row_link(4,8,I)
 E row_link(5,1,I)
 E row_link(5,2,I)
 E row_link(5,4,I)
 E row_link(5,5,I)
 E row_link(5,6,I)
 E row_link(5,7,I)
 E row_link(5,8,I)
 E row_link(6,0,I)
 E row_link(6,3,I)
 E row_link(6,4,I)
 E row_link(6,6,I)
 E row_link(6,7,I)
 E row_link(6,8,I)
 E row_link(7,0,I)
 E row_link(7,1,I)
 E row_link(7,2,I)
 E row_link(7,3,I)
 E row_link(7,4,I)
 E row_link(7,5,I)
 E row_link(7,7,I)
 E row_link(7,8,I)
 E row_link(8,0,I)
 E row_link(8,1,I)
 E row_link(8,2,I)
 E row_link(8,3,I)
 E row_link(8,5,I)
 E row_link(8,7,I)
 E row_link(8,8,I)
 E row_link(9,0,I)
 E row_link(9,1,I)
 E row_link(9,3,I)
 E row_link(9,4,I)
 E row_link(9,6,I)
 E row_link(9,8,I)
 E row_link(10,0,I)
 E row_link(10,1,I)
 E row_link(10,3,I)
 E row_link(10,4,I)
 E row_link(10,5,I)
 E row_link(10,6,I)
 E row_link(10,7,I)
 E row_link(11,1,I)
 E row_link(11,2,I)
 E row_link(11,3,I)
 E row_link(11,4,I)
 E row_link(11,5,I)
 E row_link(11,7,I)
 E row_link(11,8,I)
 E col_link(0,0,X)
 E col_link(0,2,X)
 E col_link(0,3,X)
 E col_link(0,4,X)
 E col_link(0,5,X)
 E col_link(0,6,X)
 E col_link(0,7,X)
 E col_link(0,10,X)
 E col_link(0,11,X)
 E col_link(1,0,X)
 E col_link(1,1,X)
 E col_link(1,2,X)
 E col_link(1,3,X)
 E col_link(1,5,X)
 E col_link(1,6,X)
 E col_link(1,7,X)
 E col_link(1,8,X)
 E col_link(1,9,X)
 E col_link(1,10,X)
 E col_link(1,11,X)
 E col_link(2,0,X)
 E col_link(2,1,X)
 E col_link(2,2,X)
 E col_link(2,4,X)
 E col_link(2,6,X)
 E col_link(2,7,X)
 E col_link(2,9,X)
 E col_link(2,10,X)
 E col_link(2,11,X)
 E col_link(3,0,X)
 E col_link(3,2,X)
 E col_link(3,3,X)
 E col_link(3,4,X)
 E col_link(3,5,X)
 E col_link(3,6,X)
 E col_link(3,7,X)
 E col_link(3,8,X)
 E col_link(3,11,X)
 E col_link(4,1,X)
 E col_link(4,2,X)
 E col_link(4,4,X)
 E col_link(4,5,X)
 E col_link(4,6,X)
 E col_link(4,8,X)
 E col_link(4,9,X)
 E col_link(4,10,X)
 E col_link(4,11,X)
 E col_link(5,0,X)
 E col_link(5,1,X)
 E col_link(5,2,X)
 E col_link(5,3,X)
 E col_link(5,4,X)
 E col_link(5,5,X)
 E col_link(5,6,X)
 E col_link(5,7,X)
 E col_link(5,8,X)
 E col_link(5,9,X)
 E col_link(5,10,X)
 E col_link(5,11,X)
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
 E col_link(7,2,X)
 E col_link(7,3,X)
 E col_link(7,4,X)
 E col_link(7,5,X)
 E col_link(7,6,X)
 E col_link(7,7,X)
 E col_link(7,8,X)
 E col_link(7,9,X)
 E col_link(7,11,X)
 E col_link(8,0,X)
 E col_link(8,1,X)
 E col_link(8,2,X)
 E col_link(8,3,X)
 E col_link(8,5,X)
 E col_link(8,6,X)
 E col_link(8,8,X)
 E col_link(8,9,X)
 E col_link(8,10,X)
 E col_link(0,0,O)
 E col_link(0,1,O)
 E col_link(0,2,O)
 E col_link(0,3,O)
 E col_link(0,4,O)
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
 E col_link(1,4,O)
 E col_link(1,6,O)
 E col_link(1,7,O)
 E col_link(1,8,O)
 E col_link(1,9,O)
 E col_link(1,10,O)
 E col_link(2,2,O)
 E col_link(2,3,O)
 E col_link(2,4,O)
 E col_link(2,5,O)
 E col_link(2,6,O)
 E col_link(2,7,O)
 E col_link(2,8,O)
 E col_link(2,9,O)
 E col_link(2,10,O)
 E col_link(2,11,O)
 E col_link(3,0,O)
 E col_link(3,1,O)
 E col_link(3,2,O)
 E col_link(3,3,O)
 E col_link(3,5,O)
 E col_link(3,8,O)
 E col_link(3,9,O)
 E col_link(3,10,O)
 E col_link(3,11,O)
 E col_link(4,0,O)
 E col_link(4,1,O)
 E col_link(4,2,O)
 E col_link(4,3,O)
 E col_link(4,4,O)
 E col_link(4,5,O)
 E col_link(4,6,O)
 E col_link(4,7,O)
 E col_link(4,8,O)
 E col_link(4,9,O)
 E col_link(4,10,O)
 E col_link(4,11,O)
 E col_link(5,0,O)
 E col_link(5,3,O)
 E col_link(5,4,O)
 E col_link(5,5,O)
 E col_link(5,6,O)
 E col_link(5,7,O)
 E col_link(5,9,O)
 E col_link(5,11,O)
 E col_link(6,0,O)
 E col_link(6,1,O)
 E col_link(6,2,O)
 E col_link(6,3,O)
 E col_link(6,4,O)
 E col_link(6,6,O)
 E col_link(6,7,O)
 E col_link(6,8,O)
 E col_link(6,9,O)
 E col_link(6,11,O)
 E col_link(7,0,O)
 E col_link(7,1,O)
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
 E col_link(8,4,O)
 E col_link(8,5,O)
 E col_link(8,6,O)
 E col_link(8,7,O)
 E col_link(8,8,O)
 E col_link(8,9,O)
 E col_link(8,10,O)
 E col_link(8,11,O)
 E col_link(0,0,I)
 E col_link(0,1,I)
 E col_link(0,4,I)
 E col_link(0,6,I)
 E col_link(0,7,I)
 E col_link(0,8,I)
 E col_link(0,9,I)
 E col_link(0,10,I)
 E col_link(1,0,I)
 E col_link(1,1,I)
 E col_link(1,3,I)
 E col_link(1,4,I)
 E col_link(1,5,I)
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
 E col_link(2,11,I)
 E col_link(3,0,I)
 E col_link(3,1,I)
 E col_link(3,2,I)
 E col_link(3,3,I)
 E col_link(3,4,I)
 E col_link(3,6,I)
 E col_link(3,7,I)
 E col_link(3,8,I)
 E col_link(3,9,I)
 E col_link(3,10,I)
 E col_link(3,11,I)
 E col_link(4,0,I)
 E col_link(4,1,I)
 E col_link(4,2,I)
 E col_link(4,3,I)
 E col_link(4,4,I)
 E col_link(4,5,I)
 E col_link(4,6,I)
 E col_link(4,7,I)
 E col_link(4,9,I)
 E col_link(4,10,I)
 E col_link(4,11,I)
 E col_link(5,0,I)
 E col_link(5,1,I)
 E col_link(5,2,I)
 E col_link(5,3,I)
 E col_link(5,4,I)
 E col_link(5,5,I)
 E col_link(5,7,I)
 E col_link(5,8,I)
 E col_link(5,10,I)
 E col_link(5,11,I)
 E col_link(6,0,I)
 E col_link(6,1,I)
 E col_link(6,2,I)
 E col_link(6,3,I)
 E col_link(6,4,I)
 E col_link(6,5,I)
 E col_link(6,6,I)
 E col_link(6,9,I)
 E col_link(6,10,I)
 E col_link(7,1,I)
 E col_link(7,2,I)
 E col_link(7,3,I)
 E col_link(7,5,I)
 E col_link(7,6,I)
 E col_link(7,7,I)
 E col_link(7,8,I)
 E col_link(7,10,I)
 E col_link(7,11,I)
 E col_link(8,1,I)
 E col_link(8,3,I)
 E col_link(8,4,I)
 E col_link(8,5,I)
 E col_link(8,6,I)
 E col_link(8,7,I)
 E col_link(8,8,I)
 E col_link(8,9,I)
 E col_link(8,11,I)
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
    x(0,6,X) given(0,6) 1
    x(0,7,X) row_link(0,7,X) 1
    x(0,7,X) col_link(7,0,X) 1
    x(0,8,X) row_link(0,8,X) 1
    x(0,8,X) col_link(8,0,X) 1
    x(1,0,X) given(1,0) 1
    x(1,1,X) row_link(1,1,X) 1
    x(1,1,X) col_link(1,1,X) 1
    x(1,2,X) row_link(1,2,X) 1
    x(1,2,X) col_link(2,1,X) 1
    x(1,3,X) given(1,3) 1
    x(1,4,X) row_link(1,4,X) 1
    x(1,4,X) col_link(4,1,X) 1
    x(1,5,X) row_link(1,5,X) 1
    x(1,5,X) col_link(5,1,X) 1
    x(1,6,X) row_link(1,6,X) 1
    x(1,6,X) col_link(6,1,X) 1
    x(1,7,X) given(1,7) 1
    x(1,8,X) row_link(1,8,X) 1
    x(1,8,X) col_link(8,1,X) 1
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
    x(3,0,X) row_link(3,0,X) 1
    x(3,0,X) col_link(0,3,X) 1
    x(3,1,X) row_link(3,1,X) 1
    x(3,1,X) col_link(1,3,X) 1
    x(3,2,X) given(3,2) 1
    x(3,3,X) row_link(3,3,X) 1
    x(3,3,X) col_link(3,3,X) 1
    x(3,4,X) given(3,4) 1
    x(3,5,X) row_link(3,5,X) 1
    x(3,5,X) col_link(5,3,X) 1
    x(3,6,X) row_link(3,6,X) 1
    x(3,6,X) col_link(6,3,X) 1
    x(3,7,X) row_link(3,7,X) 1
    x(3,7,X) col_link(7,3,X) 1
    x(3,8,X) row_link(3,8,X) 1
    x(3,8,X) col_link(8,3,X) 1
    x(4,0,X) row_link(4,0,X) 1
    x(4,0,X) col_link(0,4,X) 1
    x(4,1,X) given(4,1) 1
    x(4,2,X) row_link(4,2,X) 1
    x(4,2,X) col_link(2,4,X) 1
    x(4,3,X) row_link(4,3,X) 1
    x(4,3,X) col_link(3,4,X) 1
    x(4,4,X) row_link(4,4,X) 1
    x(4,4,X) col_link(4,4,X) 1
    x(4,5,X) row_link(4,5,X) 1
    x(4,5,X) col_link(5,4,X) 1
    x(4,6,X) given(4,6) 1
    x(4,7,X) row_link(4,7,X) 1
    x(4,7,X) col_link(7,4,X) 1
    x(4,8,X) given(4,8) 1
    x(5,0,X) row_link(5,0,X) 1
    x(5,0,X) col_link(0,5,X) 1
    x(5,1,X) row_link(5,1,X) 1
    x(5,1,X) col_link(1,5,X) 1
    x(5,2,X) given(5,2) 1
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
    x(7,0,X) row_link(7,0,X) 1
    x(7,0,X) col_link(0,7,X) 1
    x(7,1,X) row_link(7,1,X) 1
    x(7,1,X) col_link(1,7,X) 1
    x(7,2,X) row_link(7,2,X) 1
    x(7,2,X) col_link(2,7,X) 1
    x(7,3,X) row_link(7,3,X) 1
    x(7,3,X) col_link(3,7,X) 1
    x(7,4,X) given(7,4) 1
    x(7,5,X) row_link(7,5,X) 1
    x(7,5,X) col_link(5,7,X) 1
    x(7,6,X) row_link(7,6,X) 1
    x(7,6,X) col_link(6,7,X) 1
    x(7,7,X) row_link(7,7,X) 1
    x(7,7,X) col_link(7,7,X) 1
    x(7,8,X) given(7,8) 1
    x(8,0,X) given(8,0) 1
    x(8,1,X) row_link(8,1,X) 1
    x(8,1,X) col_link(1,8,X) 1
    x(8,2,X) given(8,2) 1
    x(8,3,X) row_link(8,3,X) 1
    x(8,3,X) col_link(3,8,X) 1
    x(8,4,X) row_link(8,4,X) 1
    x(8,4,X) col_link(4,8,X) 1
    x(8,5,X) row_link(8,5,X) 1
    x(8,5,X) col_link(5,8,X) 1
    x(8,6,X) row_link(8,6,X) 1
    x(8,6,X) col_link(6,8,X) 1
    x(8,7,X) row_link(8,7,X) 1
    x(8,7,X) col_link(7,8,X) 1
    x(8,8,X) row_link(8,8,X) 1
    x(8,8,X) col_link(8,8,X) 1
    x(9,0,X) given(9,0) 1
    x(9,1,X) row_link(9,1,X) 1
    x(9,1,X) col_link(1,9,X) 1
    x(9,2,X) row_link(9,2,X) 1
    x(9,2,X) col_link(2,9,X) 1
    x(9,3,X) given(9,3) 1
    x(9,4,X) row_link(9,4,X) 1
    x(9,4,X) col_link(4,9,X) 1
    x(9,5,X) row_link(9,5,X) 1
    x(9,5,X) col_link(5,9,X) 1
    x(9,6,X) row_link(9,6,X) 1
    x(9,6,X) col_link(6,9,X) 1
    x(9,7,X) row_link(9,7,X) 1
    x(9,7,X) col_link(7,9,X) 1
    x(9,8,X) row_link(9,8,X) 1
    x(9,8,X) col_link(8,9,X) 1
    x(10,0,X) row_link(10,0,X) 1
    x(10,0,X) col_link(0,10,X) 1
    x(10,1,X) row_link(10,1,X) 1
    x(10,1,X) col_link(1,10,X) 1
    x(10,2,X) row_link(10,2,X) 1
    x(10,2,X) col_link(2,10,X) 1
    x(10,3,X) given(10,3) 1
    x(10,4,X) row_link(10,4,X) 1
    x(10,4,X) col_link(4,10,X) 1
    x(10,5,X) row_link(10,5,X) 1
    x(10,5,X) col_link(5,10,X) 1
    x(10,6,X) row_link(10,6,X) 1
    x(10,6,X) col_link(6,10,X) 1
    x(10,7,X) given(10,7) 1
    x(10,8,X) row_link(10,8,X) 1
    x(10,8,X) col_link(8,10,X) 1
    x(11,0,X) row_link(11,0,X) 1
    x(11,0,X) col_link(0,11,X) 1
    x(11,1,X) row_link(11,1,X) 1
    x(11,1,X) col_link(1,11,X) 1
    x(11,2,X) row_link(11,2,X) 1
    x(11,2,X) col_link(2,11,X) 1
    x(11,3,X) row_link(11,3,X) 1
    x(11,3,X) col_link(3,11,X) 1
    x(11,4,X) row_link(11,4,X) 1
    x(11,4,X) col_link(4,11,X) 1
    x(11,5,X) row_link(11,5,X) 1
    x(11,5,X) col_link(5,11,X) 1
    x(11,6,X) row_link(11,6,X) 1
    x(11,6,X) col_link(6,11,X) 1
    x(11,7,X) row_link(11,7,X) 1
    x(11,7,X) col_link(7,11,X) 1
    x(11,8,X) given(11,8) 1
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
    x(0,7,O) row_link(0,7,O) 1
    x(0,7,O) col_link(7,0,O) 1
    x(0,8,O) row_link(0,8,O) 1
    x(0,8,O) col_link(8,0,O) 1
    x(1,0,O) row_link(1,0,O) 1
    x(1,0,O) col_link(0,1,O) 1
    x(1,1,O) row_link(1,1,O) 1
    x(1,1,O) col_link(1,1,O) 1
    x(1,2,O) given(1,2) 1
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
    x(2,5,O) given(2,5) 1
    x(2,6,O) row_link(2,6,O) 1
    x(2,6,O) col_link(6,2,O) 1
    x(2,7,O) given(2,7) 1
    x(2,8,O) row_link(2,8,O) 1
    x(2,8,O) col_link(8,2,O) 1
    x(3,0,O) row_link(3,0,O) 1
    x(3,0,O) col_link(0,3,O) 1
    x(3,1,O) given(3,1) 1
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
    x(4,0,O) row_link(4,0,O) 1
    x(4,0,O) col_link(0,4,O) 1
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
    x(4,8,O) row_link(4,8,O) 1
    x(4,8,O) col_link(8,4,O) 1
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
    x(5,6,O) given(5,6) 1
    x(5,7,O) row_link(5,7,O) 1
    x(5,7,O) col_link(7,5,O) 1
    x(5,8,O) row_link(5,8,O) 1
    x(5,8,O) col_link(8,5,O) 1
    x(6,0,O) row_link(6,0,O) 1
    x(6,0,O) col_link(0,6,O) 1
    x(6,1,O) row_link(6,1,O) 1
    x(6,1,O) col_link(1,6,O) 1
    x(6,2,O) row_link(6,2,O) 1
    x(6,2,O) col_link(2,6,O) 1
    x(6,3,O) given(6,3) 1
    x(6,4,O) row_link(6,4,O) 1
    x(6,4,O) col_link(4,6,O) 1
    x(6,5,O) row_link(6,5,O) 1
    x(6,5,O) col_link(5,6,O) 1
    x(6,6,O) row_link(6,6,O) 1
    x(6,6,O) col_link(6,6,O) 1
    x(6,7,O) given(6,7) 1
    x(6,8,O) row_link(6,8,O) 1
    x(6,8,O) col_link(8,6,O) 1
    x(7,0,O) row_link(7,0,O) 1
    x(7,0,O) col_link(0,7,O) 1
    x(7,1,O) row_link(7,1,O) 1
    x(7,1,O) col_link(1,7,O) 1
    x(7,2,O) row_link(7,2,O) 1
    x(7,2,O) col_link(2,7,O) 1
    x(7,3,O) given(7,3) 1
    x(7,4,O) row_link(7,4,O) 1
    x(7,4,O) col_link(4,7,O) 1
    x(7,5,O) row_link(7,5,O) 1
    x(7,5,O) col_link(5,7,O) 1
    x(7,6,O) row_link(7,6,O) 1
    x(7,6,O) col_link(6,7,O) 1
    x(7,7,O) row_link(7,7,O) 1
    x(7,7,O) col_link(7,7,O) 1
    x(7,8,O) row_link(7,8,O) 1
    x(7,8,O) col_link(8,7,O) 1
    x(8,0,O) row_link(8,0,O) 1
    x(8,0,O) col_link(0,8,O) 1
    x(8,1,O) row_link(8,1,O) 1
    x(8,1,O) col_link(1,8,O) 1
    x(8,2,O) row_link(8,2,O) 1
    x(8,2,O) col_link(2,8,O) 1
    x(8,3,O) row_link(8,3,O) 1
    x(8,3,O) col_link(3,8,O) 1
    x(8,4,O) row_link(8,4,O) 1
    x(8,4,O) col_link(4,8,O) 1
    x(8,5,O) given(8,5) 1
    x(8,6,O) row_link(8,6,O) 1
    x(8,6,O) col_link(6,8,O) 1
    x(8,7,O) given(8,7) 1
    x(8,8,O) row_link(8,8,O) 1
    x(8,8,O) col_link(8,8,O) 1
    x(9,0,O) row_link(9,0,O) 1
    x(9,0,O) col_link(0,9,O) 1
    x(9,1,O) row_link(9,1,O) 1
    x(9,1,O) col_link(1,9,O) 1
    x(9,2,O) row_link(9,2,O) 1
    x(9,2,O) col_link(2,9,O) 1
    x(9,3,O) row_link(9,3,O) 1
    x(9,3,O) col_link(3,9,O) 1
    x(9,4,O) row_link(9,4,O) 1
    x(9,4,O) col_link(4,9,O) 1
    x(9,5,O) row_link(9,5,O) 1
    x(9,5,O) col_link(5,9,O) 1
    x(9,6,O) row_link(9,6,O) 1
    x(9,6,O) col_link(6,9,O) 1
    x(9,7,O) row_link(9,7,O) 1
    x(9,7,O) col_link(7,9,O) 1
    x(9,8,O) row_link(9,8,O) 1
    x(9,8,O) col_link(8,9,O) 1
    x(10,0,O) row_link(10,0,O) 1
    x(10,0,O) col_link(0,10,O) 1
    x(10,1,O) row_link(10,1,O) 1
    x(10,1,O) col_link(1,10,O) 1
    x(10,2,O) row_link(10,2,O) 1
    x(10,2,O) col_link(2,10,O) 1
    x(10,3,O) row_link(10,3,O) 1
    x(10,3,O) col_link(3,10,O) 1
    x(10,4,O) row_link(10,4,O) 1
    x(10,4,O) col_link(4,10,O) 1
    x(10,5,O) given(10,5) 1
    x(10,6,O) given(10,6) 1
    x(10,7,O) row_link(10,7,O) 1
    x(10,7,O) col_link(7,10,O) 1
    x(10,8,O) row_link(10,8,O) 1
    x(10,8,O) col_link(8,10,O) 1
    x(11,0,O) row_link(11,0,O) 1
    x(11,0,O) col_link(0,11,O) 1
    x(11,1,O) given(11,1) 1
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
    x(0,7,I) given(0,7) 1
    x(0,8,I) given(0,8) 1
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
    x(2,8,I) given(2,8) 1
    x(3,0,I) given(3,0) 1
    x(3,1,I) row_link(3,1,I) 1
    x(3,1,I) col_link(1,3,I) 1
    x(3,2,I) row_link(3,2,I) 1
    x(3,2,I) col_link(2,3,I) 1
    x(3,3,I) row_link(3,3,I) 1
    x(3,3,I) col_link(3,3,I) 1
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
    x(5,0,I) given(5,0) 1
    x(5,1,I) row_link(5,1,I) 1
    x(5,1,I) col_link(1,5,I) 1
    x(5,2,I) row_link(5,2,I) 1
    x(5,2,I) col_link(2,5,I) 1
    x(5,3,I) given(5,3) 1
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
    x(6,0,I) row_link(6,0,I) 1
    x(6,0,I) col_link(0,6,I) 1
    x(6,1,I) given(6,1) 1
    x(6,2,I) given(6,2) 1
    x(6,3,I) row_link(6,3,I) 1
    x(6,3,I) col_link(3,6,I) 1
    x(6,4,I) row_link(6,4,I) 1
    x(6,4,I) col_link(4,6,I) 1
    x(6,5,I) given(6,5) 1
    x(6,6,I) row_link(6,6,I) 1
    x(6,6,I) col_link(6,6,I) 1
    x(6,7,I) row_link(6,7,I) 1
    x(6,7,I) col_link(7,6,I) 1
    x(6,8,I) row_link(6,8,I) 1
    x(6,8,I) col_link(8,6,I) 1
    x(7,0,I) row_link(7,0,I) 1
    x(7,0,I) col_link(0,7,I) 1
    x(7,1,I) row_link(7,1,I) 1
    x(7,1,I) col_link(1,7,I) 1
    x(7,2,I) row_link(7,2,I) 1
    x(7,2,I) col_link(2,7,I) 1
    x(7,3,I) row_link(7,3,I) 1
    x(7,3,I) col_link(3,7,I) 1
    x(7,4,I) row_link(7,4,I) 1
    x(7,4,I) col_link(4,7,I) 1
    x(7,5,I) row_link(7,5,I) 1
    x(7,5,I) col_link(5,7,I) 1
    x(7,6,I) given(7,6) 1
    x(7,7,I) row_link(7,7,I) 1
    x(7,7,I) col_link(7,7,I) 1
    x(7,8,I) row_link(7,8,I) 1
    x(7,8,I) col_link(8,7,I) 1
    x(8,0,I) row_link(8,0,I) 1
    x(8,0,I) col_link(0,8,I) 1
    x(8,1,I) row_link(8,1,I) 1
    x(8,1,I) col_link(1,8,I) 1
    x(8,2,I) row_link(8,2,I) 1
    x(8,2,I) col_link(2,8,I) 1
    x(8,3,I) row_link(8,3,I) 1
    x(8,3,I) col_link(3,8,I) 1
    x(8,4,I) given(8,4) 1
    x(8,5,I) row_link(8,5,I) 1
    x(8,5,I) col_link(5,8,I) 1
    x(8,6,I) given(8,6) 1
    x(8,7,I) row_link(8,7,I) 1
    x(8,7,I) col_link(7,8,I) 1
    x(8,8,I) row_link(8,8,I) 1
    x(8,8,I) col_link(8,8,I) 1
    x(9,0,I) row_link(9,0,I) 1
    x(9,0,I) col_link(0,9,I) 1
    x(9,1,I) row_link(9,1,I) 1
    x(9,1,I) col_link(1,9,I) 1
    x(9,2,I) given(9,2) 1
    x(9,3,I) row_link(9,3,I) 1
    x(9,3,I) col_link(3,9,I) 1
    x(9,4,I) row_link(9,4,I) 1
    x(9,4,I) col_link(4,9,I) 1
    x(9,5,I) given(9,5) 1
    x(9,6,I) row_link(9,6,I) 1
    x(9,6,I) col_link(6,9,I) 1
    x(9,7,I) given(9,7) 1
    x(9,8,I) row_link(9,8,I) 1
    x(9,8,I) col_link(8,9,I) 1
    x(10,0,I) row_link(10,0,I) 1
    x(10,0,I) col_link(0,10,I) 1
    x(10,1,I) row_link(10,1,I) 1
    x(10,1,I) col_link(1,10,I) 1
    x(10,2,I) given(10,2) 1
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
    x(11,0,I) given(11,0) 1
    x(11,1,I) row_link(11,1,I) 1
    x(11,1,I) col_link(1,11,I) 1
    x(11,2,I) row_link(11,2,I) 1
    x(11,2,I) col_link(2,11,I) 1
    x(11,3,I) row_link(11,3,I) 1
    x(11,3,I) col_link(3,11,I) 1
    x(11,4,I) row_link(11,4,I) 1
    x(11,4,I) col_link(4,11,I) 1
    x(11,5,I) row_link(11,5,I) 1
    x(11,5,I) col_link(5,11,I) 1
    x(11,6,I) given(11,6) 1
    x(11,7,I) row_link(11,7,I) 1
    x(11,7,I) col_link(7,11,I) 1
    x(11,8,I) row_link(11,8,I) 1
    x(11,8,I) col_link(8,11,I) 1
    MARKER0 'MARKER' 'INTEND'
    zr(0,0) row_choice(0) 1
    zr(0,0) row_link(0,3,X) -1
    zr(0,0) row_link(0,1,O) -1
    zr(0,0) row_link(0,5,O) -1
    zr(0,0) row_link(0,0,I) -1
    zr(0,1) row_choice(0) 1
    zr(0,1) row_link(0,3,X) -1
    zr(0,1) row_link(0,0,O) -1
    zr(0,1) row_link(0,5,O) -1
    zr(0,1) row_link(0,1,I) -1
    zr(0,2) row_choice(0) 1
    zr(0,2) row_link(0,1,X) -1
    zr(0,2) row_link(0,3,O) -1
    zr(0,2) row_link(0,5,O) -1
    zr(0,2) row_link(0,0,I) -1
    zr(0,3) row_choice(0) 1
    zr(0,3) row_link(0,0,X) -1
    zr(0,3) row_link(0,3,O) -1
    zr(0,3) row_link(0,5,O) -1
    zr(0,3) row_link(0,1,I) -1
    zr(0,4) row_choice(0) 1
    zr(0,4) row_link(0,1,X) -1
    zr(0,4) row_link(0,0,O) -1
    zr(0,4) row_link(0,5,O) -1
    zr(0,4) row_link(0,3,I) -1
    zr(0,5) row_choice(0) 1
    zr(0,5) row_link(0,0,X) -1
    zr(0,5) row_link(0,1,O) -1
    zr(0,5) row_link(0,5,O) -1
    zr(0,5) row_link(0,3,I) -1
    zr(0,6) row_choice(0) 1
    zr(0,6) row_link(0,1,X) -1
    zr(0,6) row_link(0,0,O) -1
    zr(0,6) row_link(0,3,O) -1
    zr(0,6) row_link(0,5,I) -1
    zr(1,0) row_choice(1) 1
    zr(1,0) row_link(1,8,O) -1
    zr(1,0) row_link(1,1,I) -1
    zr(1,0) row_link(1,4,I) -1
    zr(1,0) row_link(1,6,I) -1
    zr(1,1) row_choice(1) 1
    zr(1,1) row_link(1,6,O) -1
    zr(1,1) row_link(1,1,I) -1
    zr(1,1) row_link(1,4,I) -1
    zr(1,1) row_link(1,8,I) -1
    zr(1,2) row_choice(1) 1
    zr(1,2) row_link(1,4,O) -1
    zr(1,2) row_link(1,1,I) -1
    zr(1,2) row_link(1,6,I) -1
    zr(1,2) row_link(1,8,I) -1
    zr(1,3) row_choice(1) 1
    zr(1,3) row_link(1,1,O) -1
    zr(1,3) row_link(1,4,I) -1
    zr(1,3) row_link(1,6,I) -1
    zr(1,3) row_link(1,8,I) -1
    zr(2,0) row_choice(2) 1
    zr(2,0) row_link(2,3,X) -1
    zr(2,0) row_link(2,4,X) -1
    zr(2,0) row_link(2,6,X) -1
    zr(2,0) row_link(2,2,O) -1
    zr(2,1) row_choice(2) 1
    zr(2,1) row_link(2,2,X) -1
    zr(2,1) row_link(2,4,X) -1
    zr(2,1) row_link(2,6,X) -1
    zr(2,1) row_link(2,3,O) -1
    zr(2,2) row_choice(2) 1
    zr(2,2) row_link(2,2,X) -1
    zr(2,2) row_link(2,3,X) -1
    zr(2,2) row_link(2,6,X) -1
    zr(2,2) row_link(2,4,O) -1
    zr(3,0) row_choice(3) 1
    zr(3,0) row_link(3,8,X) -1
    zr(3,0) row_link(3,6,O) -1
    zr(3,0) row_link(3,7,O) -1
    zr(3,0) row_link(3,3,I) -1
    zr(3,0) row_link(3,5,I) -1
    zr(3,1) row_choice(3) 1
    zr(3,1) row_link(3,8,X) -1
    zr(3,1) row_link(3,5,O) -1
    zr(3,1) row_link(3,7,O) -1
    zr(3,1) row_link(3,3,I) -1
    zr(3,1) row_link(3,6,I) -1
    zr(3,2) row_choice(3) 1
    zr(3,2) row_link(3,8,X) -1
    zr(3,2) row_link(3,3,O) -1
    zr(3,2) row_link(3,7,O) -1
    zr(3,2) row_link(3,5,I) -1
    zr(3,2) row_link(3,6,I) -1
    zr(3,3) row_choice(3) 1
    zr(3,3) row_link(3,8,X) -1
    zr(3,3) row_link(3,5,O) -1
    zr(3,3) row_link(3,6,O) -1
    zr(3,3) row_link(3,3,I) -1
    zr(3,3) row_link(3,7,I) -1
    zr(3,4) row_choice(3) 1
    zr(3,4) row_link(3,8,X) -1
    zr(3,4) row_link(3,3,O) -1
    zr(3,4) row_link(3,6,O) -1
    zr(3,4) row_link(3,5,I) -1
    zr(3,4) row_link(3,7,I) -1
    zr(3,5) row_choice(3) 1
    zr(3,5) row_link(3,8,X) -1
    zr(3,5) row_link(3,3,O) -1
    zr(3,5) row_link(3,5,O) -1
    zr(3,5) row_link(3,6,I) -1
    zr(3,5) row_link(3,7,I) -1
    zr(3,6) row_choice(3) 1
    zr(3,6) row_link(3,7,X) -1
    zr(3,6) row_link(3,6,O) -1
    zr(3,6) row_link(3,8,O) -1
    zr(3,6) row_link(3,3,I) -1
    zr(3,6) row_link(3,5,I) -1
    zr(3,7) row_choice(3) 1
    zr(3,7) row_link(3,7,X) -1
    zr(3,7) row_link(3,5,O) -1
    zr(3,7) row_link(3,8,O) -1
    zr(3,7) row_link(3,3,I) -1
    zr(3,7) row_link(3,6,I) -1
    zr(3,8) row_choice(3) 1
    zr(3,8) row_link(3,7,X) -1
    zr(3,8) row_link(3,3,O) -1
    zr(3,8) row_link(3,8,O) -1
    zr(3,8) row_link(3,5,I) -1
    zr(3,8) row_link(3,6,I) -1
    zr(3,9) row_choice(3) 1
    zr(3,9) row_link(3,6,X) -1
    zr(3,9) row_link(3,7,O) -1
    zr(3,9) row_link(3,8,O) -1
    zr(3,9) row_link(3,3,I) -1
    zr(3,9) row_link(3,5,I) -1
    zr(3,10) row_choice(3) 1
    zr(3,10) row_link(3,5,X) -1
    zr(3,10) row_link(3,7,O) -1
    zr(3,10) row_link(3,8,O) -1
    zr(3,10) row_link(3,3,I) -1
    zr(3,10) row_link(3,6,I) -1
    zr(3,11) row_choice(3) 1
    zr(3,11) row_link(3,6,X) -1
    zr(3,11) row_link(3,5,O) -1
    zr(3,11) row_link(3,8,O) -1
    zr(3,11) row_link(3,3,I) -1
    zr(3,11) row_link(3,7,I) -1
    zr(3,12) row_choice(3) 1
    zr(3,12) row_link(3,6,X) -1
    zr(3,12) row_link(3,3,O) -1
    zr(3,12) row_link(3,8,O) -1
    zr(3,12) row_link(3,5,I) -1
    zr(3,12) row_link(3,7,I) -1
    zr(3,13) row_choice(3) 1
    zr(3,13) row_link(3,5,X) -1
    zr(3,13) row_link(3,6,O) -1
    zr(3,13) row_link(3,8,O) -1
    zr(3,13) row_link(3,3,I) -1
    zr(3,13) row_link(3,7,I) -1
    zr(3,14) row_choice(3) 1
    zr(3,14) row_link(3,5,X) -1
    zr(3,14) row_link(3,3,O) -1
    zr(3,14) row_link(3,8,O) -1
    zr(3,14) row_link(3,6,I) -1
    zr(3,14) row_link(3,7,I) -1
    zr(3,15) row_choice(3) 1
    zr(3,15) row_link(3,7,X) -1
    zr(3,15) row_link(3,5,O) -1
    zr(3,15) row_link(3,6,O) -1
    zr(3,15) row_link(3,3,I) -1
    zr(3,15) row_link(3,8,I) -1
    zr(3,16) row_choice(3) 1
    zr(3,16) row_link(3,7,X) -1
    zr(3,16) row_link(3,3,O) -1
    zr(3,16) row_link(3,6,O) -1
    zr(3,16) row_link(3,5,I) -1
    zr(3,16) row_link(3,8,I) -1
    zr(3,17) row_choice(3) 1
    zr(3,17) row_link(3,7,X) -1
    zr(3,17) row_link(3,3,O) -1
    zr(3,17) row_link(3,5,O) -1
    zr(3,17) row_link(3,6,I) -1
    zr(3,17) row_link(3,8,I) -1
    zr(3,18) row_choice(3) 1
    zr(3,18) row_link(3,6,X) -1
    zr(3,18) row_link(3,5,O) -1
    zr(3,18) row_link(3,7,O) -1
    zr(3,18) row_link(3,3,I) -1
    zr(3,18) row_link(3,8,I) -1
    zr(3,19) row_choice(3) 1
    zr(3,19) row_link(3,6,X) -1
    zr(3,19) row_link(3,3,O) -1
    zr(3,19) row_link(3,7,O) -1
    zr(3,19) row_link(3,5,I) -1
    zr(3,19) row_link(3,8,I) -1
    zr(3,20) row_choice(3) 1
    zr(3,20) row_link(3,5,X) -1
    zr(3,20) row_link(3,6,O) -1
    zr(3,20) row_link(3,7,O) -1
    zr(3,20) row_link(3,3,I) -1
    zr(3,20) row_link(3,8,I) -1
    zr(3,21) row_choice(3) 1
    zr(3,21) row_link(3,5,X) -1
    zr(3,21) row_link(3,3,O) -1
    zr(3,21) row_link(3,7,O) -1
    zr(3,21) row_link(3,6,I) -1
    zr(3,21) row_link(3,8,I) -1
    zr(3,22) row_choice(3) 1
    zr(3,22) row_link(3,6,X) -1
    zr(3,22) row_link(3,3,O) -1
    zr(3,22) row_link(3,5,O) -1
    zr(3,22) row_link(3,7,I) -1
    zr(3,22) row_link(3,8,I) -1
    zr(3,23) row_choice(3) 1
    zr(3,23) row_link(3,5,X) -1
    zr(3,23) row_link(3,3,O) -1
    zr(3,23) row_link(3,6,O) -1
    zr(3,23) row_link(3,7,I) -1
    zr(3,23) row_link(3,8,I) -1
    zr(4,0) row_choice(4) 1
    zr(4,0) row_link(4,2,O) -1
    zr(4,0) row_link(4,5,O) -1
    zr(4,0) row_link(4,0,I) -1
    zr(4,0) row_link(4,4,I) -1
    zr(4,1) row_choice(4) 1
    zr(4,1) row_link(4,0,O) -1
    zr(4,1) row_link(4,5,O) -1
    zr(4,1) row_link(4,2,I) -1
    zr(4,1) row_link(4,4,I) -1
    zr(4,2) row_choice(4) 1
    zr(4,2) row_link(4,0,O) -1
    zr(4,2) row_link(4,4,O) -1
    zr(4,2) row_link(4,2,I) -1
    zr(4,2) row_link(4,5,I) -1
    zr(4,3) row_choice(4) 1
    zr(4,3) row_link(4,0,O) -1
    zr(4,3) row_link(4,2,O) -1
    zr(4,3) row_link(4,4,I) -1
    zr(4,3) row_link(4,5,I) -1
    zr(5,0) row_choice(5) 1
    zr(5,0) row_link(5,7,X) -1
    zr(5,0) row_link(5,8,X) -1
    zr(5,0) row_link(5,5,O) -1
    zr(5,0) row_link(5,4,I) -1
    zr(5,1) row_choice(5) 1
    zr(5,1) row_link(5,7,X) -1
    zr(5,1) row_link(5,8,X) -1
    zr(5,1) row_link(5,4,O) -1
    zr(5,1) row_link(5,5,I) -1
    zr(5,2) row_choice(5) 1
    zr(5,2) row_link(5,5,X) -1
    zr(5,2) row_link(5,8,X) -1
    zr(5,2) row_link(5,7,O) -1
    zr(5,2) row_link(5,4,I) -1
    zr(5,3) row_choice(5) 1
    zr(5,3) row_link(5,4,X) -1
    zr(5,3) row_link(5,8,X) -1
    zr(5,3) row_link(5,7,O) -1
    zr(5,3) row_link(5,5,I) -1
    zr(5,4) row_choice(5) 1
    zr(5,4) row_link(5,5,X) -1
    zr(5,4) row_link(5,8,X) -1
    zr(5,4) row_link(5,4,O) -1
    zr(5,4) row_link(5,7,I) -1
    zr(5,5) row_choice(5) 1
    zr(5,5) row_link(5,4,X) -1
    zr(5,5) row_link(5,8,X) -1
    zr(5,5) row_link(5,5,O) -1
    zr(5,5) row_link(5,7,I) -1
    zr(5,6) row_choice(5) 1
    zr(5,6) row_link(5,5,X) -1
    zr(5,6) row_link(5,7,X) -1
    zr(5,6) row_link(5,8,O) -1
    zr(5,6) row_link(5,4,I) -1
    zr(5,7) row_choice(5) 1
    zr(5,7) row_link(5,4,X) -1
    zr(5,7) row_link(5,7,X) -1
    zr(5,7) row_link(5,8,O) -1
    zr(5,7) row_link(5,5,I) -1
    zr(5,8) row_choice(5) 1
    zr(5,8) row_link(5,4,X) -1
    zr(5,8) row_link(5,5,X) -1
    zr(5,8) row_link(5,8,O) -1
    zr(5,8) row_link(5,7,I) -1
    zr(5,9) row_choice(5) 1
    zr(5,9) row_link(5,5,X) -1
    zr(5,9) row_link(5,7,X) -1
    zr(5,9) row_link(5,4,O) -1
    zr(5,9) row_link(5,8,I) -1
    zr(5,10) row_choice(5) 1
    zr(5,10) row_link(5,4,X) -1
    zr(5,10) row_link(5,7,X) -1
    zr(5,10) row_link(5,5,O) -1
    zr(5,10) row_link(5,8,I) -1
    zr(5,11) row_choice(5) 1
    zr(5,11) row_link(5,4,X) -1
    zr(5,11) row_link(5,5,X) -1
    zr(5,11) row_link(5,7,O) -1
    zr(5,11) row_link(5,8,I) -1
    zr(6,0) row_choice(6) 1
    zr(6,0) row_link(6,4,X) -1
    zr(6,0) row_link(6,6,X) -1
    zr(6,0) row_link(6,8,X) -1
    zr(6,0) row_link(6,0,O) -1
    zr(6,1) row_choice(6) 1
    zr(6,1) row_link(6,0,X) -1
    zr(6,1) row_link(6,6,X) -1
    zr(6,1) row_link(6,8,X) -1
    zr(6,1) row_link(6,4,O) -1
    zr(6,2) row_choice(6) 1
    zr(6,2) row_link(6,0,X) -1
    zr(6,2) row_link(6,4,X) -1
    zr(6,2) row_link(6,8,X) -1
    zr(6,2) row_link(6,6,O) -1
    zr(6,3) row_choice(6) 1
    zr(6,3) row_link(6,0,X) -1
    zr(6,3) row_link(6,4,X) -1
    zr(6,3) row_link(6,6,X) -1
    zr(6,3) row_link(6,8,O) -1
    zr(7,0) row_choice(7) 1
    zr(7,0) row_link(7,7,X) -1
    zr(7,0) row_link(7,2,O) -1
    zr(7,0) row_link(7,5,O) -1
    zr(7,0) row_link(7,0,I) -1
    zr(7,0) row_link(7,1,I) -1
    zr(7,1) row_choice(7) 1
    zr(7,1) row_link(7,7,X) -1
    zr(7,1) row_link(7,1,O) -1
    zr(7,1) row_link(7,5,O) -1
    zr(7,1) row_link(7,0,I) -1
    zr(7,1) row_link(7,2,I) -1
    zr(7,2) row_choice(7) 1
    zr(7,2) row_link(7,7,X) -1
    zr(7,2) row_link(7,0,O) -1
    zr(7,2) row_link(7,5,O) -1
    zr(7,2) row_link(7,1,I) -1
    zr(7,2) row_link(7,2,I) -1
    zr(7,3) row_choice(7) 1
    zr(7,3) row_link(7,7,X) -1
    zr(7,3) row_link(7,0,O) -1
    zr(7,3) row_link(7,2,O) -1
    zr(7,3) row_link(7,1,I) -1
    zr(7,3) row_link(7,5,I) -1
    zr(7,4) row_choice(7) 1
    zr(7,4) row_link(7,7,X) -1
    zr(7,4) row_link(7,0,O) -1
    zr(7,4) row_link(7,1,O) -1
    zr(7,4) row_link(7,2,I) -1
    zr(7,4) row_link(7,5,I) -1
    zr(7,5) row_choice(7) 1
    zr(7,5) row_link(7,5,X) -1
    zr(7,5) row_link(7,2,O) -1
    zr(7,5) row_link(7,7,O) -1
    zr(7,5) row_link(7,0,I) -1
    zr(7,5) row_link(7,1,I) -1
    zr(7,6) row_choice(7) 1
    zr(7,6) row_link(7,5,X) -1
    zr(7,6) row_link(7,1,O) -1
    zr(7,6) row_link(7,7,O) -1
    zr(7,6) row_link(7,0,I) -1
    zr(7,6) row_link(7,2,I) -1
    zr(7,7) row_choice(7) 1
    zr(7,7) row_link(7,5,X) -1
    zr(7,7) row_link(7,0,O) -1
    zr(7,7) row_link(7,7,O) -1
    zr(7,7) row_link(7,1,I) -1
    zr(7,7) row_link(7,2,I) -1
    zr(7,8) row_choice(7) 1
    zr(7,8) row_link(7,2,X) -1
    zr(7,8) row_link(7,5,O) -1
    zr(7,8) row_link(7,7,O) -1
    zr(7,8) row_link(7,0,I) -1
    zr(7,8) row_link(7,1,I) -1
    zr(7,9) row_choice(7) 1
    zr(7,9) row_link(7,1,X) -1
    zr(7,9) row_link(7,5,O) -1
    zr(7,9) row_link(7,7,O) -1
    zr(7,9) row_link(7,0,I) -1
    zr(7,9) row_link(7,2,I) -1
    zr(7,10) row_choice(7) 1
    zr(7,10) row_link(7,0,X) -1
    zr(7,10) row_link(7,5,O) -1
    zr(7,10) row_link(7,7,O) -1
    zr(7,10) row_link(7,1,I) -1
    zr(7,10) row_link(7,2,I) -1
    zr(7,11) row_choice(7) 1
    zr(7,11) row_link(7,2,X) -1
    zr(7,11) row_link(7,1,O) -1
    zr(7,11) row_link(7,7,O) -1
    zr(7,11) row_link(7,0,I) -1
    zr(7,11) row_link(7,5,I) -1
    zr(7,12) row_choice(7) 1
    zr(7,12) row_link(7,2,X) -1
    zr(7,12) row_link(7,0,O) -1
    zr(7,12) row_link(7,7,O) -1
    zr(7,12) row_link(7,1,I) -1
    zr(7,12) row_link(7,5,I) -1
    zr(7,13) row_choice(7) 1
    zr(7,13) row_link(7,1,X) -1
    zr(7,13) row_link(7,2,O) -1
    zr(7,13) row_link(7,7,O) -1
    zr(7,13) row_link(7,0,I) -1
    zr(7,13) row_link(7,5,I) -1
    zr(7,14) row_choice(7) 1
    zr(7,14) row_link(7,0,X) -1
    zr(7,14) row_link(7,2,O) -1
    zr(7,14) row_link(7,7,O) -1
    zr(7,14) row_link(7,1,I) -1
    zr(7,14) row_link(7,5,I) -1
    zr(7,15) row_choice(7) 1
    zr(7,15) row_link(7,1,X) -1
    zr(7,15) row_link(7,0,O) -1
    zr(7,15) row_link(7,7,O) -1
    zr(7,15) row_link(7,2,I) -1
    zr(7,15) row_link(7,5,I) -1
    zr(7,16) row_choice(7) 1
    zr(7,16) row_link(7,0,X) -1
    zr(7,16) row_link(7,1,O) -1
    zr(7,16) row_link(7,7,O) -1
    zr(7,16) row_link(7,2,I) -1
    zr(7,16) row_link(7,5,I) -1
    zr(7,17) row_choice(7) 1
    zr(7,17) row_link(7,5,X) -1
    zr(7,17) row_link(7,0,O) -1
    zr(7,17) row_link(7,2,O) -1
    zr(7,17) row_link(7,1,I) -1
    zr(7,17) row_link(7,7,I) -1
    zr(7,18) row_choice(7) 1
    zr(7,18) row_link(7,5,X) -1
    zr(7,18) row_link(7,0,O) -1
    zr(7,18) row_link(7,1,O) -1
    zr(7,18) row_link(7,2,I) -1
    zr(7,18) row_link(7,7,I) -1
    zr(7,19) row_choice(7) 1
    zr(7,19) row_link(7,2,X) -1
    zr(7,19) row_link(7,1,O) -1
    zr(7,19) row_link(7,5,O) -1
    zr(7,19) row_link(7,0,I) -1
    zr(7,19) row_link(7,7,I) -1
    zr(7,20) row_choice(7) 1
    zr(7,20) row_link(7,2,X) -1
    zr(7,20) row_link(7,0,O) -1
    zr(7,20) row_link(7,5,O) -1
    zr(7,20) row_link(7,1,I) -1
    zr(7,20) row_link(7,7,I) -1
    zr(7,21) row_choice(7) 1
    zr(7,21) row_link(7,1,X) -1
    zr(7,21) row_link(7,2,O) -1
    zr(7,21) row_link(7,5,O) -1
    zr(7,21) row_link(7,0,I) -1
    zr(7,21) row_link(7,7,I) -1
    zr(7,22) row_choice(7) 1
    zr(7,22) row_link(7,0,X) -1
    zr(7,22) row_link(7,2,O) -1
    zr(7,22) row_link(7,5,O) -1
    zr(7,22) row_link(7,1,I) -1
    zr(7,22) row_link(7,7,I) -1
    zr(7,23) row_choice(7) 1
    zr(7,23) row_link(7,1,X) -1
    zr(7,23) row_link(7,0,O) -1
    zr(7,23) row_link(7,5,O) -1
    zr(7,23) row_link(7,2,I) -1
    zr(7,23) row_link(7,7,I) -1
    zr(7,24) row_choice(7) 1
    zr(7,24) row_link(7,0,X) -1
    zr(7,24) row_link(7,1,O) -1
    zr(7,24) row_link(7,5,O) -1
    zr(7,24) row_link(7,2,I) -1
    zr(7,24) row_link(7,7,I) -1
    zr(8,0) row_choice(8) 1
    zr(8,0) row_link(8,8,X) -1
    zr(8,0) row_link(8,3,O) -1
    zr(8,0) row_link(8,1,I) -1
    zr(8,1) row_choice(8) 1
    zr(8,1) row_link(8,8,X) -1
    zr(8,1) row_link(8,1,O) -1
    zr(8,1) row_link(8,3,I) -1
    zr(8,2) row_choice(8) 1
    zr(8,2) row_link(8,3,X) -1
    zr(8,2) row_link(8,8,O) -1
    zr(8,2) row_link(8,1,I) -1
    zr(8,3) row_choice(8) 1
    zr(8,3) row_link(8,3,X) -1
    zr(8,3) row_link(8,1,O) -1
    zr(8,3) row_link(8,8,I) -1
    zr(9,0) row_choice(9) 1
    zr(9,0) row_link(9,8,X) -1
    zr(9,0) row_link(9,1,O) -1
    zr(9,0) row_link(9,4,O) -1
    zr(9,0) row_link(9,6,O) -1
    zr(9,1) row_choice(9) 1
    zr(9,1) row_link(9,6,X) -1
    zr(9,1) row_link(9,1,O) -1
    zr(9,1) row_link(9,4,O) -1
    zr(9,1) row_link(9,8,O) -1
    zr(9,2) row_choice(9) 1
    zr(9,2) row_link(9,4,X) -1
    zr(9,2) row_link(9,1,O) -1
    zr(9,2) row_link(9,6,O) -1
    zr(9,2) row_link(9,8,O) -1
    zr(9,3) row_choice(9) 1
    zr(9,3) row_link(9,1,X) -1
    zr(9,3) row_link(9,4,O) -1
    zr(9,3) row_link(9,6,O) -1
    zr(9,3) row_link(9,8,O) -1
    zr(10,0) row_choice(10) 1
    zr(10,0) row_link(10,4,X) -1
    zr(10,0) row_link(10,1,O) -1
    zr(10,0) row_link(10,0,I) -1
    zr(10,1) row_choice(10) 1
    zr(10,1) row_link(10,4,X) -1
    zr(10,1) row_link(10,0,O) -1
    zr(10,1) row_link(10,1,I) -1
    zr(10,2) row_choice(10) 1
    zr(10,2) row_link(10,1,X) -1
    zr(10,2) row_link(10,0,O) -1
    zr(10,2) row_link(10,4,I) -1
    zr(10,3) row_choice(10) 1
    zr(10,3) row_link(10,0,X) -1
    zr(10,3) row_link(10,1,O) -1
    zr(10,3) row_link(10,4,I) -1
    zr(11,0) row_choice(11) 1
    zr(11,0) row_link(11,5,X) -1
    zr(11,0) row_link(11,7,X) -1
    zr(11,0) row_link(11,3,O) -1
    zr(11,0) row_link(11,4,O) -1
    zr(11,0) row_link(11,2,I) -1
    zr(11,1) row_choice(11) 1
    zr(11,1) row_link(11,5,X) -1
    zr(11,1) row_link(11,7,X) -1
    zr(11,1) row_link(11,2,O) -1
    zr(11,1) row_link(11,4,O) -1
    zr(11,1) row_link(11,3,I) -1
    zr(11,2) row_choice(11) 1
    zr(11,2) row_link(11,4,X) -1
    zr(11,2) row_link(11,7,X) -1
    zr(11,2) row_link(11,3,O) -1
    zr(11,2) row_link(11,5,O) -1
    zr(11,2) row_link(11,2,I) -1
    zr(11,3) row_choice(11) 1
    zr(11,3) row_link(11,4,X) -1
    zr(11,3) row_link(11,7,X) -1
    zr(11,3) row_link(11,2,O) -1
    zr(11,3) row_link(11,5,O) -1
    zr(11,3) row_link(11,3,I) -1
    zr(11,4) row_choice(11) 1
    zr(11,4) row_link(11,3,X) -1
    zr(11,4) row_link(11,7,X) -1
    zr(11,4) row_link(11,4,O) -1
    zr(11,4) row_link(11,5,O) -1
    zr(11,4) row_link(11,2,I) -1
    zr(11,5) row_choice(11) 1
    zr(11,5) row_link(11,2,X) -1
    zr(11,5) row_link(11,7,X) -1
    zr(11,5) row_link(11,4,O) -1
    zr(11,5) row_link(11,5,O) -1
    zr(11,5) row_link(11,3,I) -1
    zr(11,6) row_choice(11) 1
    zr(11,6) row_link(11,3,X) -1
    zr(11,6) row_link(11,7,X) -1
    zr(11,6) row_link(11,2,O) -1
    zr(11,6) row_link(11,5,O) -1
    zr(11,6) row_link(11,4,I) -1
    zr(11,7) row_choice(11) 1
    zr(11,7) row_link(11,2,X) -1
    zr(11,7) row_link(11,7,X) -1
    zr(11,7) row_link(11,3,O) -1
    zr(11,7) row_link(11,5,O) -1
    zr(11,7) row_link(11,4,I) -1
    zr(11,8) row_choice(11) 1
    zr(11,8) row_link(11,3,X) -1
    zr(11,8) row_link(11,7,X) -1
    zr(11,8) row_link(11,2,O) -1
    zr(11,8) row_link(11,4,O) -1
    zr(11,8) row_link(11,5,I) -1
    zr(11,9) row_choice(11) 1
    zr(11,9) row_link(11,2,X) -1
    zr(11,9) row_link(11,7,X) -1
    zr(11,9) row_link(11,3,O) -1
    zr(11,9) row_link(11,4,O) -1
    zr(11,9) row_link(11,5,I) -1
    zr(11,10) row_choice(11) 1
    zr(11,10) row_link(11,4,X) -1
    zr(11,10) row_link(11,5,X) -1
    zr(11,10) row_link(11,3,O) -1
    zr(11,10) row_link(11,7,O) -1
    zr(11,10) row_link(11,2,I) -1
    zr(11,11) row_choice(11) 1
    zr(11,11) row_link(11,4,X) -1
    zr(11,11) row_link(11,5,X) -1
    zr(11,11) row_link(11,2,O) -1
    zr(11,11) row_link(11,7,O) -1
    zr(11,11) row_link(11,3,I) -1
    zr(11,12) row_choice(11) 1
    zr(11,12) row_link(11,3,X) -1
    zr(11,12) row_link(11,5,X) -1
    zr(11,12) row_link(11,4,O) -1
    zr(11,12) row_link(11,7,O) -1
    zr(11,12) row_link(11,2,I) -1
    zr(11,13) row_choice(11) 1
    zr(11,13) row_link(11,2,X) -1
    zr(11,13) row_link(11,5,X) -1
    zr(11,13) row_link(11,4,O) -1
    zr(11,13) row_link(11,7,O) -1
    zr(11,13) row_link(11,3,I) -1
    zr(11,14) row_choice(11) 1
    zr(11,14) row_link(11,3,X) -1
    zr(11,14) row_link(11,5,X) -1
    zr(11,14) row_link(11,2,O) -1
    zr(11,14) row_link(11,7,O) -1
    zr(11,14) row_link(11,4,I) -1
    zr(11,15) row_choice(11) 1
    zr(11,15) row_link(11,2,X) -1
    zr(11,15) row_link(11,5,X) -1
    zr(11,15) row_link(11,3,O) -1
    zr(11,15) row_link(11,7,O) -1
    zr(11,15) row_link(11,4,I) -1
    zr(11,16) row_choice(11) 1
    zr(11,16) row_link(11,3,X) -1
    zr(11,16) row_link(11,4,X) -1
    zr(11,16) row_link(11,5,O) -1
    zr(11,16) row_link(11,7,O) -1
    zr(11,16) row_link(11,2,I) -1
    zr(11,17) row_choice(11) 1
    zr(11,17) row_link(11,2,X) -1
    zr(11,17) row_link(11,4,X) -1
    zr(11,17) row_link(11,5,O) -1
    zr(11,17) row_link(11,7,O) -1
    zr(11,17) row_link(11,3,I) -1
    zr(11,18) row_choice(11) 1
    zr(11,18) row_link(11,2,X) -1
    zr(11,18) row_link(11,3,X) -1
    zr(11,18) row_link(11,5,O) -1
    zr(11,18) row_link(11,7,O) -1
    zr(11,18) row_link(11,4,I) -1
    zr(11,19) row_choice(11) 1
    zr(11,19) row_link(11,3,X) -1
    zr(11,19) row_link(11,4,X) -1
    zr(11,19) row_link(11,2,O) -1
    zr(11,19) row_link(11,7,O) -1
    zr(11,19) row_link(11,5,I) -1
    zr(11,20) row_choice(11) 1
    zr(11,20) row_link(11,2,X) -1
    zr(11,20) row_link(11,4,X) -1
    zr(11,20) row_link(11,3,O) -1
    zr(11,20) row_link(11,7,O) -1
    zr(11,20) row_link(11,5,I) -1
    zr(11,21) row_choice(11) 1
    zr(11,21) row_link(11,2,X) -1
    zr(11,21) row_link(11,3,X) -1
    zr(11,21) row_link(11,4,O) -1
    zr(11,21) row_link(11,7,O) -1
    zr(11,21) row_link(11,5,I) -1
    zr(11,22) row_choice(11) 1
    zr(11,22) row_link(11,3,X) -1
    zr(11,22) row_link(11,5,X) -1
    zr(11,22) row_link(11,2,O) -1
    zr(11,22) row_link(11,4,O) -1
    zr(11,22) row_link(11,7,I) -1
    zr(11,23) row_choice(11) 1
    zr(11,23) row_link(11,2,X) -1
    zr(11,23) row_link(11,5,X) -1
    zr(11,23) row_link(11,3,O) -1
    zr(11,23) row_link(11,4,O) -1
    zr(11,23) row_link(11,7,I) -1
    zr(11,24) row_choice(11) 1
    zr(11,24) row_link(11,3,X) -1
    zr(11,24) row_link(11,4,X) -1
    zr(11,24) row_link(11,2,O) -1
    zr(11,24) row_link(11,5,O) -1
    zr(11,24) row_link(11,7,I) -1
    zr(11,25) row_choice(11) 1
    zr(11,25) row_link(11,2,X) -1
    zr(11,25) row_link(11,4,X) -1
    zr(11,25) row_link(11,3,O) -1
    zr(11,25) row_link(11,5,O) -1
    zr(11,25) row_link(11,7,I) -1
    zr(11,26) row_choice(11) 1
    zr(11,26) row_link(11,2,X) -1
    zr(11,26) row_link(11,3,X) -1
    zr(11,26) row_link(11,4,O) -1
    zr(11,26) row_link(11,5,O) -1
    zr(11,26) row_link(11,7,I) -1
    zc(0,0) col_choice(0) 1
    zc(0,0) col_link(0,6,X) -1
    zc(0,0) col_link(0,0,O) -1
    zc(0,0) col_link(0,4,O) -1
    zc(0,0) col_link(0,7,O) -1
    zc(0,0) col_link(0,10,O) -1
    zc(0,1) col_choice(0) 1
    zc(0,1) col_link(0,4,X) -1
    zc(0,1) col_link(0,0,O) -1
    zc(0,1) col_link(0,6,O) -1
    zc(0,1) col_link(0,7,O) -1
    zc(0,1) col_link(0,10,O) -1
    zc(0,2) col_choice(0) 1
    zc(0,2) col_link(0,0,X) -1
    zc(0,2) col_link(0,4,O) -1
    zc(0,2) col_link(0,6,O) -1
    zc(0,2) col_link(0,7,O) -1
    zc(0,2) col_link(0,10,O) -1
    zc(1,0) col_choice(1) 1
    zc(1,0) col_link(1,1,X) -1
    zc(1,0) col_link(1,9,X) -1
    zc(1,0) col_link(1,10,X) -1
    zc(1,0) col_link(1,8,O) -1
    zc(1,0) col_link(1,0,I) -1
    zc(1,0) col_link(1,7,I) -1
    zc(1,1) col_choice(1) 1
    zc(1,1) col_link(1,0,X) -1
    zc(1,1) col_link(1,9,X) -1
    zc(1,1) col_link(1,10,X) -1
    zc(1,1) col_link(1,8,O) -1
    zc(1,1) col_link(1,1,I) -1
    zc(1,1) col_link(1,7,I) -1
    zc(1,2) col_choice(1) 1
    zc(1,2) col_link(1,7,X) -1
    zc(1,2) col_link(1,9,X) -1
    zc(1,2) col_link(1,10,X) -1
    zc(1,2) col_link(1,1,O) -1
    zc(1,2) col_link(1,0,I) -1
    zc(1,2) col_link(1,8,I) -1
    zc(1,3) col_choice(1) 1
    zc(1,3) col_link(1,7,X) -1
    zc(1,3) col_link(1,9,X) -1
    zc(1,3) col_link(1,10,X) -1
    zc(1,3) col_link(1,0,O) -1
    zc(1,3) col_link(1,1,I) -1
    zc(1,3) col_link(1,8,I) -1
    zc(1,4) col_choice(1) 1
    zc(1,4) col_link(1,1,X) -1
    zc(1,4) col_link(1,9,X) -1
    zc(1,4) col_link(1,10,X) -1
    zc(1,4) col_link(1,7,O) -1
    zc(1,4) col_link(1,0,I) -1
    zc(1,4) col_link(1,8,I) -1
    zc(1,5) col_choice(1) 1
    zc(1,5) col_link(1,0,X) -1
    zc(1,5) col_link(1,9,X) -1
    zc(1,5) col_link(1,10,X) -1
    zc(1,5) col_link(1,7,O) -1
    zc(1,5) col_link(1,1,I) -1
    zc(1,5) col_link(1,8,I) -1
    zc(1,6) col_choice(1) 1
    zc(1,6) col_link(1,1,X) -1
    zc(1,6) col_link(1,8,X) -1
    zc(1,6) col_link(1,10,X) -1
    zc(1,6) col_link(1,9,O) -1
    zc(1,6) col_link(1,0,I) -1
    zc(1,6) col_link(1,7,I) -1
    zc(1,7) col_choice(1) 1
    zc(1,7) col_link(1,0,X) -1
    zc(1,7) col_link(1,8,X) -1
    zc(1,7) col_link(1,10,X) -1
    zc(1,7) col_link(1,9,O) -1
    zc(1,7) col_link(1,1,I) -1
    zc(1,7) col_link(1,7,I) -1
    zc(1,8) col_choice(1) 1
    zc(1,8) col_link(1,1,X) -1
    zc(1,8) col_link(1,7,X) -1
    zc(1,8) col_link(1,10,X) -1
    zc(1,8) col_link(1,9,O) -1
    zc(1,8) col_link(1,0,I) -1
    zc(1,8) col_link(1,8,I) -1
    zc(1,9) col_choice(1) 1
    zc(1,9) col_link(1,0,X) -1
    zc(1,9) col_link(1,7,X) -1
    zc(1,9) col_link(1,10,X) -1
    zc(1,9) col_link(1,9,O) -1
    zc(1,9) col_link(1,1,I) -1
    zc(1,9) col_link(1,8,I) -1
    zc(1,10) col_choice(1) 1
    zc(1,10) col_link(1,7,X) -1
    zc(1,10) col_link(1,8,X) -1
    zc(1,10) col_link(1,10,X) -1
    zc(1,10) col_link(1,1,O) -1
    zc(1,10) col_link(1,0,I) -1
    zc(1,10) col_link(1,9,I) -1
    zc(1,11) col_choice(1) 1
    zc(1,11) col_link(1,7,X) -1
    zc(1,11) col_link(1,8,X) -1
    zc(1,11) col_link(1,10,X) -1
    zc(1,11) col_link(1,0,O) -1
    zc(1,11) col_link(1,1,I) -1
    zc(1,11) col_link(1,9,I) -1
    zc(1,12) col_choice(1) 1
    zc(1,12) col_link(1,1,X) -1
    zc(1,12) col_link(1,8,X) -1
    zc(1,12) col_link(1,10,X) -1
    zc(1,12) col_link(1,7,O) -1
    zc(1,12) col_link(1,0,I) -1
    zc(1,12) col_link(1,9,I) -1
    zc(1,13) col_choice(1) 1
    zc(1,13) col_link(1,0,X) -1
    zc(1,13) col_link(1,8,X) -1
    zc(1,13) col_link(1,10,X) -1
    zc(1,13) col_link(1,7,O) -1
    zc(1,13) col_link(1,1,I) -1
    zc(1,13) col_link(1,9,I) -1
    zc(1,14) col_choice(1) 1
    zc(1,14) col_link(1,1,X) -1
    zc(1,14) col_link(1,8,X) -1
    zc(1,14) col_link(1,10,X) -1
    zc(1,14) col_link(1,0,O) -1
    zc(1,14) col_link(1,7,I) -1
    zc(1,14) col_link(1,9,I) -1
    zc(1,15) col_choice(1) 1
    zc(1,15) col_link(1,0,X) -1
    zc(1,15) col_link(1,8,X) -1
    zc(1,15) col_link(1,10,X) -1
    zc(1,15) col_link(1,1,O) -1
    zc(1,15) col_link(1,7,I) -1
    zc(1,15) col_link(1,9,I) -1
    zc(1,16) col_choice(1) 1
    zc(1,16) col_link(1,1,X) -1
    zc(1,16) col_link(1,7,X) -1
    zc(1,16) col_link(1,10,X) -1
    zc(1,16) col_link(1,8,O) -1
    zc(1,16) col_link(1,0,I) -1
    zc(1,16) col_link(1,9,I) -1
    zc(1,17) col_choice(1) 1
    zc(1,17) col_link(1,0,X) -1
    zc(1,17) col_link(1,7,X) -1
    zc(1,17) col_link(1,10,X) -1
    zc(1,17) col_link(1,8,O) -1
    zc(1,17) col_link(1,1,I) -1
    zc(1,17) col_link(1,9,I) -1
    zc(1,18) col_choice(1) 1
    zc(1,18) col_link(1,0,X) -1
    zc(1,18) col_link(1,1,X) -1
    zc(1,18) col_link(1,10,X) -1
    zc(1,18) col_link(1,8,O) -1
    zc(1,18) col_link(1,7,I) -1
    zc(1,18) col_link(1,9,I) -1
    zc(1,19) col_choice(1) 1
    zc(1,19) col_link(1,1,X) -1
    zc(1,19) col_link(1,7,X) -1
    zc(1,19) col_link(1,10,X) -1
    zc(1,19) col_link(1,0,O) -1
    zc(1,19) col_link(1,8,I) -1
    zc(1,19) col_link(1,9,I) -1
    zc(1,20) col_choice(1) 1
    zc(1,20) col_link(1,0,X) -1
    zc(1,20) col_link(1,7,X) -1
    zc(1,20) col_link(1,10,X) -1
    zc(1,20) col_link(1,1,O) -1
    zc(1,20) col_link(1,8,I) -1
    zc(1,20) col_link(1,9,I) -1
    zc(1,21) col_choice(1) 1
    zc(1,21) col_link(1,0,X) -1
    zc(1,21) col_link(1,1,X) -1
    zc(1,21) col_link(1,10,X) -1
    zc(1,21) col_link(1,7,O) -1
    zc(1,21) col_link(1,8,I) -1
    zc(1,21) col_link(1,9,I) -1
    zc(1,22) col_choice(1) 1
    zc(1,22) col_link(1,1,X) -1
    zc(1,22) col_link(1,8,X) -1
    zc(1,22) col_link(1,9,X) -1
    zc(1,22) col_link(1,10,O) -1
    zc(1,22) col_link(1,0,I) -1
    zc(1,22) col_link(1,7,I) -1
    zc(1,23) col_choice(1) 1
    zc(1,23) col_link(1,0,X) -1
    zc(1,23) col_link(1,8,X) -1
    zc(1,23) col_link(1,9,X) -1
    zc(1,23) col_link(1,10,O) -1
    zc(1,23) col_link(1,1,I) -1
    zc(1,23) col_link(1,7,I) -1
    zc(1,24) col_choice(1) 1
    zc(1,24) col_link(1,1,X) -1
    zc(1,24) col_link(1,7,X) -1
    zc(1,24) col_link(1,9,X) -1
    zc(1,24) col_link(1,10,O) -1
    zc(1,24) col_link(1,0,I) -1
    zc(1,24) col_link(1,8,I) -1
    zc(1,25) col_choice(1) 1
    zc(1,25) col_link(1,0,X) -1
    zc(1,25) col_link(1,7,X) -1
    zc(1,25) col_link(1,9,X) -1
    zc(1,25) col_link(1,10,O) -1
    zc(1,25) col_link(1,1,I) -1
    zc(1,25) col_link(1,8,I) -1
    zc(1,26) col_choice(1) 1
    zc(1,26) col_link(1,1,X) -1
    zc(1,26) col_link(1,7,X) -1
    zc(1,26) col_link(1,8,X) -1
    zc(1,26) col_link(1,10,O) -1
    zc(1,26) col_link(1,0,I) -1
    zc(1,26) col_link(1,9,I) -1
    zc(1,27) col_choice(1) 1
    zc(1,27) col_link(1,0,X) -1
    zc(1,27) col_link(1,7,X) -1
    zc(1,27) col_link(1,8,X) -1
    zc(1,27) col_link(1,10,O) -1
    zc(1,27) col_link(1,1,I) -1
    zc(1,27) col_link(1,9,I) -1
    zc(1,28) col_choice(1) 1
    zc(1,28) col_link(1,0,X) -1
    zc(1,28) col_link(1,1,X) -1
    zc(1,28) col_link(1,8,X) -1
    zc(1,28) col_link(1,10,O) -1
    zc(1,28) col_link(1,7,I) -1
    zc(1,28) col_link(1,9,I) -1
    zc(1,29) col_choice(1) 1
    zc(1,29) col_link(1,0,X) -1
    zc(1,29) col_link(1,1,X) -1
    zc(1,29) col_link(1,7,X) -1
    zc(1,29) col_link(1,10,O) -1
    zc(1,29) col_link(1,8,I) -1
    zc(1,29) col_link(1,9,I) -1
    zc(1,30) col_choice(1) 1
    zc(1,30) col_link(1,1,X) -1
    zc(1,30) col_link(1,8,X) -1
    zc(1,30) col_link(1,9,X) -1
    zc(1,30) col_link(1,7,O) -1
    zc(1,30) col_link(1,0,I) -1
    zc(1,30) col_link(1,10,I) -1
    zc(1,31) col_choice(1) 1
    zc(1,31) col_link(1,0,X) -1
    zc(1,31) col_link(1,8,X) -1
    zc(1,31) col_link(1,9,X) -1
    zc(1,31) col_link(1,7,O) -1
    zc(1,31) col_link(1,1,I) -1
    zc(1,31) col_link(1,10,I) -1
    zc(1,32) col_choice(1) 1
    zc(1,32) col_link(1,1,X) -1
    zc(1,32) col_link(1,8,X) -1
    zc(1,32) col_link(1,9,X) -1
    zc(1,32) col_link(1,0,O) -1
    zc(1,32) col_link(1,7,I) -1
    zc(1,32) col_link(1,10,I) -1
    zc(1,33) col_choice(1) 1
    zc(1,33) col_link(1,0,X) -1
    zc(1,33) col_link(1,8,X) -1
    zc(1,33) col_link(1,9,X) -1
    zc(1,33) col_link(1,1,O) -1
    zc(1,33) col_link(1,7,I) -1
    zc(1,33) col_link(1,10,I) -1
    zc(1,34) col_choice(1) 1
    zc(1,34) col_link(1,1,X) -1
    zc(1,34) col_link(1,7,X) -1
    zc(1,34) col_link(1,9,X) -1
    zc(1,34) col_link(1,8,O) -1
    zc(1,34) col_link(1,0,I) -1
    zc(1,34) col_link(1,10,I) -1
    zc(1,35) col_choice(1) 1
    zc(1,35) col_link(1,0,X) -1
    zc(1,35) col_link(1,7,X) -1
    zc(1,35) col_link(1,9,X) -1
    zc(1,35) col_link(1,8,O) -1
    zc(1,35) col_link(1,1,I) -1
    zc(1,35) col_link(1,10,I) -1
    zc(1,36) col_choice(1) 1
    zc(1,36) col_link(1,0,X) -1
    zc(1,36) col_link(1,1,X) -1
    zc(1,36) col_link(1,9,X) -1
    zc(1,36) col_link(1,8,O) -1
    zc(1,36) col_link(1,7,I) -1
    zc(1,36) col_link(1,10,I) -1
    zc(1,37) col_choice(1) 1
    zc(1,37) col_link(1,1,X) -1
    zc(1,37) col_link(1,7,X) -1
    zc(1,37) col_link(1,9,X) -1
    zc(1,37) col_link(1,0,O) -1
    zc(1,37) col_link(1,8,I) -1
    zc(1,37) col_link(1,10,I) -1
    zc(1,38) col_choice(1) 1
    zc(1,38) col_link(1,0,X) -1
    zc(1,38) col_link(1,7,X) -1
    zc(1,38) col_link(1,9,X) -1
    zc(1,38) col_link(1,1,O) -1
    zc(1,38) col_link(1,8,I) -1
    zc(1,38) col_link(1,10,I) -1
    zc(1,39) col_choice(1) 1
    zc(1,39) col_link(1,0,X) -1
    zc(1,39) col_link(1,1,X) -1
    zc(1,39) col_link(1,9,X) -1
    zc(1,39) col_link(1,7,O) -1
    zc(1,39) col_link(1,8,I) -1
    zc(1,39) col_link(1,10,I) -1
    zc(1,40) col_choice(1) 1
    zc(1,40) col_link(1,1,X) -1
    zc(1,40) col_link(1,7,X) -1
    zc(1,40) col_link(1,8,X) -1
    zc(1,40) col_link(1,9,O) -1
    zc(1,40) col_link(1,0,I) -1
    zc(1,40) col_link(1,10,I) -1
    zc(1,41) col_choice(1) 1
    zc(1,41) col_link(1,0,X) -1
    zc(1,41) col_link(1,7,X) -1
    zc(1,41) col_link(1,8,X) -1
    zc(1,41) col_link(1,9,O) -1
    zc(1,41) col_link(1,1,I) -1
    zc(1,41) col_link(1,10,I) -1
    zc(1,42) col_choice(1) 1
    zc(1,42) col_link(1,0,X) -1
    zc(1,42) col_link(1,1,X) -1
    zc(1,42) col_link(1,8,X) -1
    zc(1,42) col_link(1,9,O) -1
    zc(1,42) col_link(1,7,I) -1
    zc(1,42) col_link(1,10,I) -1
    zc(1,43) col_choice(1) 1
    zc(1,43) col_link(1,0,X) -1
    zc(1,43) col_link(1,1,X) -1
    zc(1,43) col_link(1,7,X) -1
    zc(1,43) col_link(1,9,O) -1
    zc(1,43) col_link(1,8,I) -1
    zc(1,43) col_link(1,10,I) -1
    zc(1,44) col_choice(1) 1
    zc(1,44) col_link(1,1,X) -1
    zc(1,44) col_link(1,7,X) -1
    zc(1,44) col_link(1,8,X) -1
    zc(1,44) col_link(1,0,O) -1
    zc(1,44) col_link(1,9,I) -1
    zc(1,44) col_link(1,10,I) -1
    zc(1,45) col_choice(1) 1
    zc(1,45) col_link(1,0,X) -1
    zc(1,45) col_link(1,7,X) -1
    zc(1,45) col_link(1,8,X) -1
    zc(1,45) col_link(1,1,O) -1
    zc(1,45) col_link(1,9,I) -1
    zc(1,45) col_link(1,10,I) -1
    zc(1,46) col_choice(1) 1
    zc(1,46) col_link(1,0,X) -1
    zc(1,46) col_link(1,1,X) -1
    zc(1,46) col_link(1,8,X) -1
    zc(1,46) col_link(1,7,O) -1
    zc(1,46) col_link(1,9,I) -1
    zc(1,46) col_link(1,10,I) -1
    zc(1,47) col_choice(1) 1
    zc(1,47) col_link(1,0,X) -1
    zc(1,47) col_link(1,1,X) -1
    zc(1,47) col_link(1,7,X) -1
    zc(1,47) col_link(1,8,O) -1
    zc(1,47) col_link(1,9,I) -1
    zc(1,47) col_link(1,10,I) -1
    zc(2,0) col_choice(2) 1
    zc(2,0) col_link(2,11,X) -1
    zc(2,0) col_link(2,4,O) -1
    zc(2,0) col_link(2,7,O) -1
    zc(2,0) col_link(2,2,I) -1
    zc(2,1) col_choice(2) 1
    zc(2,1) col_link(2,7,X) -1
    zc(2,1) col_link(2,4,O) -1
    zc(2,1) col_link(2,11,O) -1
    zc(2,1) col_link(2,2,I) -1
    zc(2,2) col_choice(2) 1
    zc(2,2) col_link(2,2,X) -1
    zc(2,2) col_link(2,7,O) -1
    zc(2,2) col_link(2,11,O) -1
    zc(2,2) col_link(2,4,I) -1
    zc(2,3) col_choice(2) 1
    zc(2,3) col_link(2,2,X) -1
    zc(2,3) col_link(2,4,O) -1
    zc(2,3) col_link(2,11,O) -1
    zc(2,3) col_link(2,7,I) -1
    zc(3,0) col_choice(3) 1
    zc(3,0) col_link(3,3,X) -1
    zc(3,0) col_link(3,11,O) -1
    zc(3,0) col_link(3,0,I) -1
    zc(3,0) col_link(3,2,I) -1
    zc(3,0) col_link(3,8,I) -1
    zc(3,1) col_choice(3) 1
    zc(3,1) col_link(3,2,X) -1
    zc(3,1) col_link(3,11,O) -1
    zc(3,1) col_link(3,0,I) -1
    zc(3,1) col_link(3,3,I) -1
    zc(3,1) col_link(3,8,I) -1
    zc(3,2) col_choice(3) 1
    zc(3,2) col_link(3,0,X) -1
    zc(3,2) col_link(3,11,O) -1
    zc(3,2) col_link(3,2,I) -1
    zc(3,2) col_link(3,3,I) -1
    zc(3,2) col_link(3,8,I) -1
    zc(3,3) col_choice(3) 1
    zc(3,3) col_link(3,3,X) -1
    zc(3,3) col_link(3,2,O) -1
    zc(3,3) col_link(3,0,I) -1
    zc(3,3) col_link(3,8,I) -1
    zc(3,3) col_link(3,11,I) -1
    zc(3,4) col_choice(3) 1
    zc(3,4) col_link(3,3,X) -1
    zc(3,4) col_link(3,0,O) -1
    zc(3,4) col_link(3,2,I) -1
    zc(3,4) col_link(3,8,I) -1
    zc(3,4) col_link(3,11,I) -1
    zc(3,5) col_choice(3) 1
    zc(3,5) col_link(3,2,X) -1
    zc(3,5) col_link(3,3,O) -1
    zc(3,5) col_link(3,0,I) -1
    zc(3,5) col_link(3,8,I) -1
    zc(3,5) col_link(3,11,I) -1
    zc(3,6) col_choice(3) 1
    zc(3,6) col_link(3,0,X) -1
    zc(3,6) col_link(3,3,O) -1
    zc(3,6) col_link(3,2,I) -1
    zc(3,6) col_link(3,8,I) -1
    zc(3,6) col_link(3,11,I) -1
    zc(3,7) col_choice(3) 1
    zc(3,7) col_link(3,2,X) -1
    zc(3,7) col_link(3,0,O) -1
    zc(3,7) col_link(3,3,I) -1
    zc(3,7) col_link(3,8,I) -1
    zc(3,7) col_link(3,11,I) -1
    zc(3,8) col_choice(3) 1
    zc(3,8) col_link(3,0,X) -1
    zc(3,8) col_link(3,2,O) -1
    zc(3,8) col_link(3,3,I) -1
    zc(3,8) col_link(3,8,I) -1
    zc(3,8) col_link(3,11,I) -1
    zc(4,0) col_choice(4) 1
    zc(4,0) col_link(4,11,X) -1
    zc(4,0) col_link(4,5,O) -1
    zc(4,0) col_link(4,6,O) -1
    zc(4,0) col_link(4,9,O) -1
    zc(4,0) col_link(4,10,O) -1
    zc(4,0) col_link(4,1,I) -1
    zc(4,0) col_link(4,2,I) -1
    zc(4,0) col_link(4,4,I) -1
    zc(4,1) col_choice(4) 1
    zc(4,1) col_link(4,11,X) -1
    zc(4,1) col_link(4,4,O) -1
    zc(4,1) col_link(4,6,O) -1
    zc(4,1) col_link(4,9,O) -1
    zc(4,1) col_link(4,10,O) -1
    zc(4,1) col_link(4,1,I) -1
    zc(4,1) col_link(4,2,I) -1
    zc(4,1) col_link(4,5,I) -1
    zc(4,2) col_choice(4) 1
    zc(4,2) col_link(4,11,X) -1
    zc(4,2) col_link(4,2,O) -1
    zc(4,2) col_link(4,6,O) -1
    zc(4,2) col_link(4,9,O) -1
    zc(4,2) col_link(4,10,O) -1
    zc(4,2) col_link(4,1,I) -1
    zc(4,2) col_link(4,4,I) -1
    zc(4,2) col_link(4,5,I) -1
    zc(4,3) col_choice(4) 1
    zc(4,3) col_link(4,11,X) -1
    zc(4,3) col_link(4,1,O) -1
    zc(4,3) col_link(4,6,O) -1
    zc(4,3) col_link(4,9,O) -1
    zc(4,3) col_link(4,10,O) -1
    zc(4,3) col_link(4,2,I) -1
    zc(4,3) col_link(4,4,I) -1
    zc(4,3) col_link(4,5,I) -1
    zc(4,4) col_choice(4) 1
    zc(4,4) col_link(4,11,X) -1
    zc(4,4) col_link(4,4,O) -1
    zc(4,4) col_link(4,5,O) -1
    zc(4,4) col_link(4,9,O) -1
    zc(4,4) col_link(4,10,O) -1
    zc(4,4) col_link(4,1,I) -1
    zc(4,4) col_link(4,2,I) -1
    zc(4,4) col_link(4,6,I) -1
    zc(4,5) col_choice(4) 1
    zc(4,5) col_link(4,11,X) -1
    zc(4,5) col_link(4,2,O) -1
    zc(4,5) col_link(4,5,O) -1
    zc(4,5) col_link(4,9,O) -1
    zc(4,5) col_link(4,10,O) -1
    zc(4,5) col_link(4,1,I) -1
    zc(4,5) col_link(4,4,I) -1
    zc(4,5) col_link(4,6,I) -1
    zc(4,6) col_choice(4) 1
    zc(4,6) col_link(4,11,X) -1
    zc(4,6) col_link(4,1,O) -1
    zc(4,6) col_link(4,5,O) -1
    zc(4,6) col_link(4,9,O) -1
    zc(4,6) col_link(4,10,O) -1
    zc(4,6) col_link(4,2,I) -1
    zc(4,6) col_link(4,4,I) -1
    zc(4,6) col_link(4,6,I) -1
    zc(4,7) col_choice(4) 1
    zc(4,7) col_link(4,11,X) -1
    zc(4,7) col_link(4,2,O) -1
    zc(4,7) col_link(4,4,O) -1
    zc(4,7) col_link(4,9,O) -1
    zc(4,7) col_link(4,10,O) -1
    zc(4,7) col_link(4,1,I) -1
    zc(4,7) col_link(4,5,I) -1
    zc(4,7) col_link(4,6,I) -1
    zc(4,8) col_choice(4) 1
    zc(4,8) col_link(4,11,X) -1
    zc(4,8) col_link(4,1,O) -1
    zc(4,8) col_link(4,4,O) -1
    zc(4,8) col_link(4,9,O) -1
    zc(4,8) col_link(4,10,O) -1
    zc(4,8) col_link(4,2,I) -1
    zc(4,8) col_link(4,5,I) -1
    zc(4,8) col_link(4,6,I) -1
    zc(4,9) col_choice(4) 1
    zc(4,9) col_link(4,11,X) -1
    zc(4,9) col_link(4,2,O) -1
    zc(4,9) col_link(4,5,O) -1
    zc(4,9) col_link(4,6,O) -1
    zc(4,9) col_link(4,10,O) -1
    zc(4,9) col_link(4,1,I) -1
    zc(4,9) col_link(4,4,I) -1
    zc(4,9) col_link(4,9,I) -1
    zc(4,10) col_choice(4) 1
    zc(4,10) col_link(4,11,X) -1
    zc(4,10) col_link(4,1,O) -1
    zc(4,10) col_link(4,5,O) -1
    zc(4,10) col_link(4,6,O) -1
    zc(4,10) col_link(4,10,O) -1
    zc(4,10) col_link(4,2,I) -1
    zc(4,10) col_link(4,4,I) -1
    zc(4,10) col_link(4,9,I) -1
    zc(4,11) col_choice(4) 1
    zc(4,11) col_link(4,11,X) -1
    zc(4,11) col_link(4,2,O) -1
    zc(4,11) col_link(4,4,O) -1
    zc(4,11) col_link(4,6,O) -1
    zc(4,11) col_link(4,10,O) -1
    zc(4,11) col_link(4,1,I) -1
    zc(4,11) col_link(4,5,I) -1
    zc(4,11) col_link(4,9,I) -1
    zc(4,12) col_choice(4) 1
    zc(4,12) col_link(4,11,X) -1
    zc(4,12) col_link(4,1,O) -1
    zc(4,12) col_link(4,4,O) -1
    zc(4,12) col_link(4,6,O) -1
    zc(4,12) col_link(4,10,O) -1
    zc(4,12) col_link(4,2,I) -1
    zc(4,12) col_link(4,5,I) -1
    zc(4,12) col_link(4,9,I) -1
    zc(4,13) col_choice(4) 1
    zc(4,13) col_link(4,11,X) -1
    zc(4,13) col_link(4,1,O) -1
    zc(4,13) col_link(4,2,O) -1
    zc(4,13) col_link(4,6,O) -1
    zc(4,13) col_link(4,10,O) -1
    zc(4,13) col_link(4,4,I) -1
    zc(4,13) col_link(4,5,I) -1
    zc(4,13) col_link(4,9,I) -1
    zc(4,14) col_choice(4) 1
    zc(4,14) col_link(4,11,X) -1
    zc(4,14) col_link(4,2,O) -1
    zc(4,14) col_link(4,4,O) -1
    zc(4,14) col_link(4,5,O) -1
    zc(4,14) col_link(4,10,O) -1
    zc(4,14) col_link(4,1,I) -1
    zc(4,14) col_link(4,6,I) -1
    zc(4,14) col_link(4,9,I) -1
    zc(4,15) col_choice(4) 1
    zc(4,15) col_link(4,11,X) -1
    zc(4,15) col_link(4,1,O) -1
    zc(4,15) col_link(4,4,O) -1
    zc(4,15) col_link(4,5,O) -1
    zc(4,15) col_link(4,10,O) -1
    zc(4,15) col_link(4,2,I) -1
    zc(4,15) col_link(4,6,I) -1
    zc(4,15) col_link(4,9,I) -1
    zc(4,16) col_choice(4) 1
    zc(4,16) col_link(4,11,X) -1
    zc(4,16) col_link(4,1,O) -1
    zc(4,16) col_link(4,2,O) -1
    zc(4,16) col_link(4,5,O) -1
    zc(4,16) col_link(4,10,O) -1
    zc(4,16) col_link(4,4,I) -1
    zc(4,16) col_link(4,6,I) -1
    zc(4,16) col_link(4,9,I) -1
    zc(4,17) col_choice(4) 1
    zc(4,17) col_link(4,11,X) -1
    zc(4,17) col_link(4,1,O) -1
    zc(4,17) col_link(4,2,O) -1
    zc(4,17) col_link(4,4,O) -1
    zc(4,17) col_link(4,10,O) -1
    zc(4,17) col_link(4,5,I) -1
    zc(4,17) col_link(4,6,I) -1
    zc(4,17) col_link(4,9,I) -1
    zc(4,18) col_choice(4) 1
    zc(4,18) col_link(4,11,X) -1
    zc(4,18) col_link(4,2,O) -1
    zc(4,18) col_link(4,5,O) -1
    zc(4,18) col_link(4,6,O) -1
    zc(4,18) col_link(4,9,O) -1
    zc(4,18) col_link(4,1,I) -1
    zc(4,18) col_link(4,4,I) -1
    zc(4,18) col_link(4,10,I) -1
    zc(4,19) col_choice(4) 1
    zc(4,19) col_link(4,11,X) -1
    zc(4,19) col_link(4,1,O) -1
    zc(4,19) col_link(4,5,O) -1
    zc(4,19) col_link(4,6,O) -1
    zc(4,19) col_link(4,9,O) -1
    zc(4,19) col_link(4,2,I) -1
    zc(4,19) col_link(4,4,I) -1
    zc(4,19) col_link(4,10,I) -1
    zc(4,20) col_choice(4) 1
    zc(4,20) col_link(4,11,X) -1
    zc(4,20) col_link(4,2,O) -1
    zc(4,20) col_link(4,4,O) -1
    zc(4,20) col_link(4,6,O) -1
    zc(4,20) col_link(4,9,O) -1
    zc(4,20) col_link(4,1,I) -1
    zc(4,20) col_link(4,5,I) -1
    zc(4,20) col_link(4,10,I) -1
    zc(4,21) col_choice(4) 1
    zc(4,21) col_link(4,11,X) -1
    zc(4,21) col_link(4,1,O) -1
    zc(4,21) col_link(4,4,O) -1
    zc(4,21) col_link(4,6,O) -1
    zc(4,21) col_link(4,9,O) -1
    zc(4,21) col_link(4,2,I) -1
    zc(4,21) col_link(4,5,I) -1
    zc(4,21) col_link(4,10,I) -1
    zc(4,22) col_choice(4) 1
    zc(4,22) col_link(4,11,X) -1
    zc(4,22) col_link(4,1,O) -1
    zc(4,22) col_link(4,2,O) -1
    zc(4,22) col_link(4,6,O) -1
    zc(4,22) col_link(4,9,O) -1
    zc(4,22) col_link(4,4,I) -1
    zc(4,22) col_link(4,5,I) -1
    zc(4,22) col_link(4,10,I) -1
    zc(4,23) col_choice(4) 1
    zc(4,23) col_link(4,11,X) -1
    zc(4,23) col_link(4,2,O) -1
    zc(4,23) col_link(4,4,O) -1
    zc(4,23) col_link(4,5,O) -1
    zc(4,23) col_link(4,9,O) -1
    zc(4,23) col_link(4,1,I) -1
    zc(4,23) col_link(4,6,I) -1
    zc(4,23) col_link(4,10,I) -1
    zc(4,24) col_choice(4) 1
    zc(4,24) col_link(4,11,X) -1
    zc(4,24) col_link(4,1,O) -1
    zc(4,24) col_link(4,4,O) -1
    zc(4,24) col_link(4,5,O) -1
    zc(4,24) col_link(4,9,O) -1
    zc(4,24) col_link(4,2,I) -1
    zc(4,24) col_link(4,6,I) -1
    zc(4,24) col_link(4,10,I) -1
    zc(4,25) col_choice(4) 1
    zc(4,25) col_link(4,11,X) -1
    zc(4,25) col_link(4,1,O) -1
    zc(4,25) col_link(4,2,O) -1
    zc(4,25) col_link(4,5,O) -1
    zc(4,25) col_link(4,9,O) -1
    zc(4,25) col_link(4,4,I) -1
    zc(4,25) col_link(4,6,I) -1
    zc(4,25) col_link(4,10,I) -1
    zc(4,26) col_choice(4) 1
    zc(4,26) col_link(4,11,X) -1
    zc(4,26) col_link(4,1,O) -1
    zc(4,26) col_link(4,2,O) -1
    zc(4,26) col_link(4,4,O) -1
    zc(4,26) col_link(4,9,O) -1
    zc(4,26) col_link(4,5,I) -1
    zc(4,26) col_link(4,6,I) -1
    zc(4,26) col_link(4,10,I) -1
    zc(4,27) col_choice(4) 1
    zc(4,27) col_link(4,10,X) -1
    zc(4,27) col_link(4,5,O) -1
    zc(4,27) col_link(4,6,O) -1
    zc(4,27) col_link(4,9,O) -1
    zc(4,27) col_link(4,11,O) -1
    zc(4,27) col_link(4,1,I) -1
    zc(4,27) col_link(4,2,I) -1
    zc(4,27) col_link(4,4,I) -1
    zc(4,28) col_choice(4) 1
    zc(4,28) col_link(4,10,X) -1
    zc(4,28) col_link(4,4,O) -1
    zc(4,28) col_link(4,6,O) -1
    zc(4,28) col_link(4,9,O) -1
    zc(4,28) col_link(4,11,O) -1
    zc(4,28) col_link(4,1,I) -1
    zc(4,28) col_link(4,2,I) -1
    zc(4,28) col_link(4,5,I) -1
    zc(4,29) col_choice(4) 1
    zc(4,29) col_link(4,10,X) -1
    zc(4,29) col_link(4,2,O) -1
    zc(4,29) col_link(4,6,O) -1
    zc(4,29) col_link(4,9,O) -1
    zc(4,29) col_link(4,11,O) -1
    zc(4,29) col_link(4,1,I) -1
    zc(4,29) col_link(4,4,I) -1
    zc(4,29) col_link(4,5,I) -1
    zc(4,30) col_choice(4) 1
    zc(4,30) col_link(4,10,X) -1
    zc(4,30) col_link(4,1,O) -1
    zc(4,30) col_link(4,6,O) -1
    zc(4,30) col_link(4,9,O) -1
    zc(4,30) col_link(4,11,O) -1
    zc(4,30) col_link(4,2,I) -1
    zc(4,30) col_link(4,4,I) -1
    zc(4,30) col_link(4,5,I) -1
    zc(4,31) col_choice(4) 1
    zc(4,31) col_link(4,10,X) -1
    zc(4,31) col_link(4,4,O) -1
    zc(4,31) col_link(4,5,O) -1
    zc(4,31) col_link(4,9,O) -1
    zc(4,31) col_link(4,11,O) -1
    zc(4,31) col_link(4,1,I) -1
    zc(4,31) col_link(4,2,I) -1
    zc(4,31) col_link(4,6,I) -1
    zc(4,32) col_choice(4) 1
    zc(4,32) col_link(4,10,X) -1
    zc(4,32) col_link(4,2,O) -1
    zc(4,32) col_link(4,5,O) -1
    zc(4,32) col_link(4,9,O) -1
    zc(4,32) col_link(4,11,O) -1
    zc(4,32) col_link(4,1,I) -1
    zc(4,32) col_link(4,4,I) -1
    zc(4,32) col_link(4,6,I) -1
    zc(4,33) col_choice(4) 1
    zc(4,33) col_link(4,10,X) -1
    zc(4,33) col_link(4,1,O) -1
    zc(4,33) col_link(4,5,O) -1
    zc(4,33) col_link(4,9,O) -1
    zc(4,33) col_link(4,11,O) -1
    zc(4,33) col_link(4,2,I) -1
    zc(4,33) col_link(4,4,I) -1
    zc(4,33) col_link(4,6,I) -1
    zc(4,34) col_choice(4) 1
    zc(4,34) col_link(4,10,X) -1
    zc(4,34) col_link(4,2,O) -1
    zc(4,34) col_link(4,4,O) -1
    zc(4,34) col_link(4,9,O) -1
    zc(4,34) col_link(4,11,O) -1
    zc(4,34) col_link(4,1,I) -1
    zc(4,34) col_link(4,5,I) -1
    zc(4,34) col_link(4,6,I) -1
    zc(4,35) col_choice(4) 1
    zc(4,35) col_link(4,10,X) -1
    zc(4,35) col_link(4,1,O) -1
    zc(4,35) col_link(4,4,O) -1
    zc(4,35) col_link(4,9,O) -1
    zc(4,35) col_link(4,11,O) -1
    zc(4,35) col_link(4,2,I) -1
    zc(4,35) col_link(4,5,I) -1
    zc(4,35) col_link(4,6,I) -1
    zc(4,36) col_choice(4) 1
    zc(4,36) col_link(4,10,X) -1
    zc(4,36) col_link(4,2,O) -1
    zc(4,36) col_link(4,5,O) -1
    zc(4,36) col_link(4,6,O) -1
    zc(4,36) col_link(4,11,O) -1
    zc(4,36) col_link(4,1,I) -1
    zc(4,36) col_link(4,4,I) -1
    zc(4,36) col_link(4,9,I) -1
    zc(4,37) col_choice(4) 1
    zc(4,37) col_link(4,10,X) -1
    zc(4,37) col_link(4,1,O) -1
    zc(4,37) col_link(4,5,O) -1
    zc(4,37) col_link(4,6,O) -1
    zc(4,37) col_link(4,11,O) -1
    zc(4,37) col_link(4,2,I) -1
    zc(4,37) col_link(4,4,I) -1
    zc(4,37) col_link(4,9,I) -1
    zc(4,38) col_choice(4) 1
    zc(4,38) col_link(4,10,X) -1
    zc(4,38) col_link(4,2,O) -1
    zc(4,38) col_link(4,4,O) -1
    zc(4,38) col_link(4,6,O) -1
    zc(4,38) col_link(4,11,O) -1
    zc(4,38) col_link(4,1,I) -1
    zc(4,38) col_link(4,5,I) -1
    zc(4,38) col_link(4,9,I) -1
    zc(4,39) col_choice(4) 1
    zc(4,39) col_link(4,10,X) -1
    zc(4,39) col_link(4,1,O) -1
    zc(4,39) col_link(4,4,O) -1
    zc(4,39) col_link(4,6,O) -1
    zc(4,39) col_link(4,11,O) -1
    zc(4,39) col_link(4,2,I) -1
    zc(4,39) col_link(4,5,I) -1
    zc(4,39) col_link(4,9,I) -1
    zc(4,40) col_choice(4) 1
    zc(4,40) col_link(4,10,X) -1
    zc(4,40) col_link(4,1,O) -1
    zc(4,40) col_link(4,2,O) -1
    zc(4,40) col_link(4,6,O) -1
    zc(4,40) col_link(4,11,O) -1
    zc(4,40) col_link(4,4,I) -1
    zc(4,40) col_link(4,5,I) -1
    zc(4,40) col_link(4,9,I) -1
    zc(4,41) col_choice(4) 1
    zc(4,41) col_link(4,10,X) -1
    zc(4,41) col_link(4,2,O) -1
    zc(4,41) col_link(4,4,O) -1
    zc(4,41) col_link(4,5,O) -1
    zc(4,41) col_link(4,11,O) -1
    zc(4,41) col_link(4,1,I) -1
    zc(4,41) col_link(4,6,I) -1
    zc(4,41) col_link(4,9,I) -1
    zc(4,42) col_choice(4) 1
    zc(4,42) col_link(4,10,X) -1
    zc(4,42) col_link(4,1,O) -1
    zc(4,42) col_link(4,4,O) -1
    zc(4,42) col_link(4,5,O) -1
    zc(4,42) col_link(4,11,O) -1
    zc(4,42) col_link(4,2,I) -1
    zc(4,42) col_link(4,6,I) -1
    zc(4,42) col_link(4,9,I) -1
    zc(4,43) col_choice(4) 1
    zc(4,43) col_link(4,10,X) -1
    zc(4,43) col_link(4,1,O) -1
    zc(4,43) col_link(4,2,O) -1
    zc(4,43) col_link(4,5,O) -1
    zc(4,43) col_link(4,11,O) -1
    zc(4,43) col_link(4,4,I) -1
    zc(4,43) col_link(4,6,I) -1
    zc(4,43) col_link(4,9,I) -1
    zc(4,44) col_choice(4) 1
    zc(4,44) col_link(4,10,X) -1
    zc(4,44) col_link(4,1,O) -1
    zc(4,44) col_link(4,2,O) -1
    zc(4,44) col_link(4,4,O) -1
    zc(4,44) col_link(4,11,O) -1
    zc(4,44) col_link(4,5,I) -1
    zc(4,44) col_link(4,6,I) -1
    zc(4,44) col_link(4,9,I) -1
    zc(4,45) col_choice(4) 1
    zc(4,45) col_link(4,9,X) -1
    zc(4,45) col_link(4,5,O) -1
    zc(4,45) col_link(4,6,O) -1
    zc(4,45) col_link(4,10,O) -1
    zc(4,45) col_link(4,11,O) -1
    zc(4,45) col_link(4,1,I) -1
    zc(4,45) col_link(4,2,I) -1
    zc(4,45) col_link(4,4,I) -1
    zc(4,46) col_choice(4) 1
    zc(4,46) col_link(4,9,X) -1
    zc(4,46) col_link(4,4,O) -1
    zc(4,46) col_link(4,6,O) -1
    zc(4,46) col_link(4,10,O) -1
    zc(4,46) col_link(4,11,O) -1
    zc(4,46) col_link(4,1,I) -1
    zc(4,46) col_link(4,2,I) -1
    zc(4,46) col_link(4,5,I) -1
    zc(4,47) col_choice(4) 1
    zc(4,47) col_link(4,9,X) -1
    zc(4,47) col_link(4,2,O) -1
    zc(4,47) col_link(4,6,O) -1
    zc(4,47) col_link(4,10,O) -1
    zc(4,47) col_link(4,11,O) -1
    zc(4,47) col_link(4,1,I) -1
    zc(4,47) col_link(4,4,I) -1
    zc(4,47) col_link(4,5,I) -1
    zc(4,48) col_choice(4) 1
    zc(4,48) col_link(4,9,X) -1
    zc(4,48) col_link(4,1,O) -1
    zc(4,48) col_link(4,6,O) -1
    zc(4,48) col_link(4,10,O) -1
    zc(4,48) col_link(4,11,O) -1
    zc(4,48) col_link(4,2,I) -1
    zc(4,48) col_link(4,4,I) -1
    zc(4,48) col_link(4,5,I) -1
    zc(4,49) col_choice(4) 1
    zc(4,49) col_link(4,9,X) -1
    zc(4,49) col_link(4,4,O) -1
    zc(4,49) col_link(4,5,O) -1
    zc(4,49) col_link(4,10,O) -1
    zc(4,49) col_link(4,11,O) -1
    zc(4,49) col_link(4,1,I) -1
    zc(4,49) col_link(4,2,I) -1
    zc(4,49) col_link(4,6,I) -1
    zc(4,50) col_choice(4) 1
    zc(4,50) col_link(4,9,X) -1
    zc(4,50) col_link(4,2,O) -1
    zc(4,50) col_link(4,5,O) -1
    zc(4,50) col_link(4,10,O) -1
    zc(4,50) col_link(4,11,O) -1
    zc(4,50) col_link(4,1,I) -1
    zc(4,50) col_link(4,4,I) -1
    zc(4,50) col_link(4,6,I) -1
    zc(4,51) col_choice(4) 1
    zc(4,51) col_link(4,9,X) -1
    zc(4,51) col_link(4,1,O) -1
    zc(4,51) col_link(4,5,O) -1
    zc(4,51) col_link(4,10,O) -1
    zc(4,51) col_link(4,11,O) -1
    zc(4,51) col_link(4,2,I) -1
    zc(4,51) col_link(4,4,I) -1
    zc(4,51) col_link(4,6,I) -1
    zc(4,52) col_choice(4) 1
    zc(4,52) col_link(4,9,X) -1
    zc(4,52) col_link(4,2,O) -1
    zc(4,52) col_link(4,4,O) -1
    zc(4,52) col_link(4,10,O) -1
    zc(4,52) col_link(4,11,O) -1
    zc(4,52) col_link(4,1,I) -1
    zc(4,52) col_link(4,5,I) -1
    zc(4,52) col_link(4,6,I) -1
    zc(4,53) col_choice(4) 1
    zc(4,53) col_link(4,9,X) -1
    zc(4,53) col_link(4,1,O) -1
    zc(4,53) col_link(4,4,O) -1
    zc(4,53) col_link(4,10,O) -1
    zc(4,53) col_link(4,11,O) -1
    zc(4,53) col_link(4,2,I) -1
    zc(4,53) col_link(4,5,I) -1
    zc(4,53) col_link(4,6,I) -1
    zc(4,54) col_choice(4) 1
    zc(4,54) col_link(4,6,X) -1
    zc(4,54) col_link(4,4,O) -1
    zc(4,54) col_link(4,5,O) -1
    zc(4,54) col_link(4,10,O) -1
    zc(4,54) col_link(4,11,O) -1
    zc(4,54) col_link(4,1,I) -1
    zc(4,54) col_link(4,2,I) -1
    zc(4,54) col_link(4,9,I) -1
    zc(4,55) col_choice(4) 1
    zc(4,55) col_link(4,6,X) -1
    zc(4,55) col_link(4,2,O) -1
    zc(4,55) col_link(4,5,O) -1
    zc(4,55) col_link(4,10,O) -1
    zc(4,55) col_link(4,11,O) -1
    zc(4,55) col_link(4,1,I) -1
    zc(4,55) col_link(4,4,I) -1
    zc(4,55) col_link(4,9,I) -1
    zc(4,56) col_choice(4) 1
    zc(4,56) col_link(4,6,X) -1
    zc(4,56) col_link(4,1,O) -1
    zc(4,56) col_link(4,5,O) -1
    zc(4,56) col_link(4,10,O) -1
    zc(4,56) col_link(4,11,O) -1
    zc(4,56) col_link(4,2,I) -1
    zc(4,56) col_link(4,4,I) -1
    zc(4,56) col_link(4,9,I) -1
    zc(4,57) col_choice(4) 1
    zc(4,57) col_link(4,6,X) -1
    zc(4,57) col_link(4,2,O) -1
    zc(4,57) col_link(4,4,O) -1
    zc(4,57) col_link(4,10,O) -1
    zc(4,57) col_link(4,11,O) -1
    zc(4,57) col_link(4,1,I) -1
    zc(4,57) col_link(4,5,I) -1
    zc(4,57) col_link(4,9,I) -1
    zc(4,58) col_choice(4) 1
    zc(4,58) col_link(4,6,X) -1
    zc(4,58) col_link(4,1,O) -1
    zc(4,58) col_link(4,4,O) -1
    zc(4,58) col_link(4,10,O) -1
    zc(4,58) col_link(4,11,O) -1
    zc(4,58) col_link(4,2,I) -1
    zc(4,58) col_link(4,5,I) -1
    zc(4,58) col_link(4,9,I) -1
    zc(4,59) col_choice(4) 1
    zc(4,59) col_link(4,6,X) -1
    zc(4,59) col_link(4,1,O) -1
    zc(4,59) col_link(4,2,O) -1
    zc(4,59) col_link(4,10,O) -1
    zc(4,59) col_link(4,11,O) -1
    zc(4,59) col_link(4,4,I) -1
    zc(4,59) col_link(4,5,I) -1
    zc(4,59) col_link(4,9,I) -1
    zc(4,60) col_choice(4) 1
    zc(4,60) col_link(4,5,X) -1
    zc(4,60) col_link(4,4,O) -1
    zc(4,60) col_link(4,6,O) -1
    zc(4,60) col_link(4,10,O) -1
    zc(4,60) col_link(4,11,O) -1
    zc(4,60) col_link(4,1,I) -1
    zc(4,60) col_link(4,2,I) -1
    zc(4,60) col_link(4,9,I) -1
    zc(4,61) col_choice(4) 1
    zc(4,61) col_link(4,5,X) -1
    zc(4,61) col_link(4,2,O) -1
    zc(4,61) col_link(4,6,O) -1
    zc(4,61) col_link(4,10,O) -1
    zc(4,61) col_link(4,11,O) -1
    zc(4,61) col_link(4,1,I) -1
    zc(4,61) col_link(4,4,I) -1
    zc(4,61) col_link(4,9,I) -1
    zc(4,62) col_choice(4) 1
    zc(4,62) col_link(4,5,X) -1
    zc(4,62) col_link(4,1,O) -1
    zc(4,62) col_link(4,6,O) -1
    zc(4,62) col_link(4,10,O) -1
    zc(4,62) col_link(4,11,O) -1
    zc(4,62) col_link(4,2,I) -1
    zc(4,62) col_link(4,4,I) -1
    zc(4,62) col_link(4,9,I) -1
    zc(4,63) col_choice(4) 1
    zc(4,63) col_link(4,4,X) -1
    zc(4,63) col_link(4,5,O) -1
    zc(4,63) col_link(4,6,O) -1
    zc(4,63) col_link(4,10,O) -1
    zc(4,63) col_link(4,11,O) -1
    zc(4,63) col_link(4,1,I) -1
    zc(4,63) col_link(4,2,I) -1
    zc(4,63) col_link(4,9,I) -1
    zc(4,64) col_choice(4) 1
    zc(4,64) col_link(4,2,X) -1
    zc(4,64) col_link(4,5,O) -1
    zc(4,64) col_link(4,6,O) -1
    zc(4,64) col_link(4,10,O) -1
    zc(4,64) col_link(4,11,O) -1
    zc(4,64) col_link(4,1,I) -1
    zc(4,64) col_link(4,4,I) -1
    zc(4,64) col_link(4,9,I) -1
    zc(4,65) col_choice(4) 1
    zc(4,65) col_link(4,1,X) -1
    zc(4,65) col_link(4,5,O) -1
    zc(4,65) col_link(4,6,O) -1
    zc(4,65) col_link(4,10,O) -1
    zc(4,65) col_link(4,11,O) -1
    zc(4,65) col_link(4,2,I) -1
    zc(4,65) col_link(4,4,I) -1
    zc(4,65) col_link(4,9,I) -1
    zc(4,66) col_choice(4) 1
    zc(4,66) col_link(4,4,X) -1
    zc(4,66) col_link(4,2,O) -1
    zc(4,66) col_link(4,6,O) -1
    zc(4,66) col_link(4,10,O) -1
    zc(4,66) col_link(4,11,O) -1
    zc(4,66) col_link(4,1,I) -1
    zc(4,66) col_link(4,5,I) -1
    zc(4,66) col_link(4,9,I) -1
    zc(4,67) col_choice(4) 1
    zc(4,67) col_link(4,4,X) -1
    zc(4,67) col_link(4,1,O) -1
    zc(4,67) col_link(4,6,O) -1
    zc(4,67) col_link(4,10,O) -1
    zc(4,67) col_link(4,11,O) -1
    zc(4,67) col_link(4,2,I) -1
    zc(4,67) col_link(4,5,I) -1
    zc(4,67) col_link(4,9,I) -1
    zc(4,68) col_choice(4) 1
    zc(4,68) col_link(4,2,X) -1
    zc(4,68) col_link(4,4,O) -1
    zc(4,68) col_link(4,6,O) -1
    zc(4,68) col_link(4,10,O) -1
    zc(4,68) col_link(4,11,O) -1
    zc(4,68) col_link(4,1,I) -1
    zc(4,68) col_link(4,5,I) -1
    zc(4,68) col_link(4,9,I) -1
    zc(4,69) col_choice(4) 1
    zc(4,69) col_link(4,1,X) -1
    zc(4,69) col_link(4,4,O) -1
    zc(4,69) col_link(4,6,O) -1
    zc(4,69) col_link(4,10,O) -1
    zc(4,69) col_link(4,11,O) -1
    zc(4,69) col_link(4,2,I) -1
    zc(4,69) col_link(4,5,I) -1
    zc(4,69) col_link(4,9,I) -1
    zc(4,70) col_choice(4) 1
    zc(4,70) col_link(4,2,X) -1
    zc(4,70) col_link(4,1,O) -1
    zc(4,70) col_link(4,6,O) -1
    zc(4,70) col_link(4,10,O) -1
    zc(4,70) col_link(4,11,O) -1
    zc(4,70) col_link(4,4,I) -1
    zc(4,70) col_link(4,5,I) -1
    zc(4,70) col_link(4,9,I) -1
    zc(4,71) col_choice(4) 1
    zc(4,71) col_link(4,1,X) -1
    zc(4,71) col_link(4,2,O) -1
    zc(4,71) col_link(4,6,O) -1
    zc(4,71) col_link(4,10,O) -1
    zc(4,71) col_link(4,11,O) -1
    zc(4,71) col_link(4,4,I) -1
    zc(4,71) col_link(4,5,I) -1
    zc(4,71) col_link(4,9,I) -1
    zc(4,72) col_choice(4) 1
    zc(4,72) col_link(4,5,X) -1
    zc(4,72) col_link(4,2,O) -1
    zc(4,72) col_link(4,4,O) -1
    zc(4,72) col_link(4,10,O) -1
    zc(4,72) col_link(4,11,O) -1
    zc(4,72) col_link(4,1,I) -1
    zc(4,72) col_link(4,6,I) -1
    zc(4,72) col_link(4,9,I) -1
    zc(4,73) col_choice(4) 1
    zc(4,73) col_link(4,5,X) -1
    zc(4,73) col_link(4,1,O) -1
    zc(4,73) col_link(4,4,O) -1
    zc(4,73) col_link(4,10,O) -1
    zc(4,73) col_link(4,11,O) -1
    zc(4,73) col_link(4,2,I) -1
    zc(4,73) col_link(4,6,I) -1
    zc(4,73) col_link(4,9,I) -1
    zc(4,74) col_choice(4) 1
    zc(4,74) col_link(4,5,X) -1
    zc(4,74) col_link(4,1,O) -1
    zc(4,74) col_link(4,2,O) -1
    zc(4,74) col_link(4,10,O) -1
    zc(4,74) col_link(4,11,O) -1
    zc(4,74) col_link(4,4,I) -1
    zc(4,74) col_link(4,6,I) -1
    zc(4,74) col_link(4,9,I) -1
    zc(4,75) col_choice(4) 1
    zc(4,75) col_link(4,4,X) -1
    zc(4,75) col_link(4,2,O) -1
    zc(4,75) col_link(4,5,O) -1
    zc(4,75) col_link(4,10,O) -1
    zc(4,75) col_link(4,11,O) -1
    zc(4,75) col_link(4,1,I) -1
    zc(4,75) col_link(4,6,I) -1
    zc(4,75) col_link(4,9,I) -1
    zc(4,76) col_choice(4) 1
    zc(4,76) col_link(4,4,X) -1
    zc(4,76) col_link(4,1,O) -1
    zc(4,76) col_link(4,5,O) -1
    zc(4,76) col_link(4,10,O) -1
    zc(4,76) col_link(4,11,O) -1
    zc(4,76) col_link(4,2,I) -1
    zc(4,76) col_link(4,6,I) -1
    zc(4,76) col_link(4,9,I) -1
    zc(4,77) col_choice(4) 1
    zc(4,77) col_link(4,2,X) -1
    zc(4,77) col_link(4,4,O) -1
    zc(4,77) col_link(4,5,O) -1
    zc(4,77) col_link(4,10,O) -1
    zc(4,77) col_link(4,11,O) -1
    zc(4,77) col_link(4,1,I) -1
    zc(4,77) col_link(4,6,I) -1
    zc(4,77) col_link(4,9,I) -1
    zc(4,78) col_choice(4) 1
    zc(4,78) col_link(4,1,X) -1
    zc(4,78) col_link(4,4,O) -1
    zc(4,78) col_link(4,5,O) -1
    zc(4,78) col_link(4,10,O) -1
    zc(4,78) col_link(4,11,O) -1
    zc(4,78) col_link(4,2,I) -1
    zc(4,78) col_link(4,6,I) -1
    zc(4,78) col_link(4,9,I) -1
    zc(4,79) col_choice(4) 1
    zc(4,79) col_link(4,2,X) -1
    zc(4,79) col_link(4,1,O) -1
    zc(4,79) col_link(4,5,O) -1
    zc(4,79) col_link(4,10,O) -1
    zc(4,79) col_link(4,11,O) -1
    zc(4,79) col_link(4,4,I) -1
    zc(4,79) col_link(4,6,I) -1
    zc(4,79) col_link(4,9,I) -1
    zc(4,80) col_choice(4) 1
    zc(4,80) col_link(4,1,X) -1
    zc(4,80) col_link(4,2,O) -1
    zc(4,80) col_link(4,5,O) -1
    zc(4,80) col_link(4,10,O) -1
    zc(4,80) col_link(4,11,O) -1
    zc(4,80) col_link(4,4,I) -1
    zc(4,80) col_link(4,6,I) -1
    zc(4,80) col_link(4,9,I) -1
    zc(4,81) col_choice(4) 1
    zc(4,81) col_link(4,4,X) -1
    zc(4,81) col_link(4,1,O) -1
    zc(4,81) col_link(4,2,O) -1
    zc(4,81) col_link(4,10,O) -1
    zc(4,81) col_link(4,11,O) -1
    zc(4,81) col_link(4,5,I) -1
    zc(4,81) col_link(4,6,I) -1
    zc(4,81) col_link(4,9,I) -1
    zc(4,82) col_choice(4) 1
    zc(4,82) col_link(4,2,X) -1
    zc(4,82) col_link(4,1,O) -1
    zc(4,82) col_link(4,4,O) -1
    zc(4,82) col_link(4,10,O) -1
    zc(4,82) col_link(4,11,O) -1
    zc(4,82) col_link(4,5,I) -1
    zc(4,82) col_link(4,6,I) -1
    zc(4,82) col_link(4,9,I) -1
    zc(4,83) col_choice(4) 1
    zc(4,83) col_link(4,1,X) -1
    zc(4,83) col_link(4,2,O) -1
    zc(4,83) col_link(4,4,O) -1
    zc(4,83) col_link(4,10,O) -1
    zc(4,83) col_link(4,11,O) -1
    zc(4,83) col_link(4,5,I) -1
    zc(4,83) col_link(4,6,I) -1
    zc(4,83) col_link(4,9,I) -1
    zc(4,84) col_choice(4) 1
    zc(4,84) col_link(4,9,X) -1
    zc(4,84) col_link(4,2,O) -1
    zc(4,84) col_link(4,5,O) -1
    zc(4,84) col_link(4,6,O) -1
    zc(4,84) col_link(4,11,O) -1
    zc(4,84) col_link(4,1,I) -1
    zc(4,84) col_link(4,4,I) -1
    zc(4,84) col_link(4,10,I) -1
    zc(4,85) col_choice(4) 1
    zc(4,85) col_link(4,9,X) -1
    zc(4,85) col_link(4,1,O) -1
    zc(4,85) col_link(4,5,O) -1
    zc(4,85) col_link(4,6,O) -1
    zc(4,85) col_link(4,11,O) -1
    zc(4,85) col_link(4,2,I) -1
    zc(4,85) col_link(4,4,I) -1
    zc(4,85) col_link(4,10,I) -1
    zc(4,86) col_choice(4) 1
    zc(4,86) col_link(4,9,X) -1
    zc(4,86) col_link(4,2,O) -1
    zc(4,86) col_link(4,4,O) -1
    zc(4,86) col_link(4,6,O) -1
    zc(4,86) col_link(4,11,O) -1
    zc(4,86) col_link(4,1,I) -1
    zc(4,86) col_link(4,5,I) -1
    zc(4,86) col_link(4,10,I) -1
    zc(4,87) col_choice(4) 1
    zc(4,87) col_link(4,9,X) -1
    zc(4,87) col_link(4,1,O) -1
    zc(4,87) col_link(4,4,O) -1
    zc(4,87) col_link(4,6,O) -1
    zc(4,87) col_link(4,11,O) -1
    zc(4,87) col_link(4,2,I) -1
    zc(4,87) col_link(4,5,I) -1
    zc(4,87) col_link(4,10,I) -1
    zc(4,88) col_choice(4) 1
    zc(4,88) col_link(4,9,X) -1
    zc(4,88) col_link(4,1,O) -1
    zc(4,88) col_link(4,2,O) -1
    zc(4,88) col_link(4,6,O) -1
    zc(4,88) col_link(4,11,O) -1
    zc(4,88) col_link(4,4,I) -1
    zc(4,88) col_link(4,5,I) -1
    zc(4,88) col_link(4,10,I) -1
    zc(4,89) col_choice(4) 1
    zc(4,89) col_link(4,9,X) -1
    zc(4,89) col_link(4,2,O) -1
    zc(4,89) col_link(4,4,O) -1
    zc(4,89) col_link(4,5,O) -1
    zc(4,89) col_link(4,11,O) -1
    zc(4,89) col_link(4,1,I) -1
    zc(4,89) col_link(4,6,I) -1
    zc(4,89) col_link(4,10,I) -1
    zc(4,90) col_choice(4) 1
    zc(4,90) col_link(4,9,X) -1
    zc(4,90) col_link(4,1,O) -1
    zc(4,90) col_link(4,4,O) -1
    zc(4,90) col_link(4,5,O) -1
    zc(4,90) col_link(4,11,O) -1
    zc(4,90) col_link(4,2,I) -1
    zc(4,90) col_link(4,6,I) -1
    zc(4,90) col_link(4,10,I) -1
    zc(4,91) col_choice(4) 1
    zc(4,91) col_link(4,9,X) -1
    zc(4,91) col_link(4,1,O) -1
    zc(4,91) col_link(4,2,O) -1
    zc(4,91) col_link(4,5,O) -1
    zc(4,91) col_link(4,11,O) -1
    zc(4,91) col_link(4,4,I) -1
    zc(4,91) col_link(4,6,I) -1
    zc(4,91) col_link(4,10,I) -1
    zc(4,92) col_choice(4) 1
    zc(4,92) col_link(4,9,X) -1
    zc(4,92) col_link(4,1,O) -1
    zc(4,92) col_link(4,2,O) -1
    zc(4,92) col_link(4,4,O) -1
    zc(4,92) col_link(4,11,O) -1
    zc(4,92) col_link(4,5,I) -1
    zc(4,92) col_link(4,6,I) -1
    zc(4,92) col_link(4,10,I) -1
    zc(4,93) col_choice(4) 1
    zc(4,93) col_link(4,6,X) -1
    zc(4,93) col_link(4,4,O) -1
    zc(4,93) col_link(4,5,O) -1
    zc(4,93) col_link(4,9,O) -1
    zc(4,93) col_link(4,11,O) -1
    zc(4,93) col_link(4,1,I) -1
    zc(4,93) col_link(4,2,I) -1
    zc(4,93) col_link(4,10,I) -1
    zc(4,94) col_choice(4) 1
    zc(4,94) col_link(4,6,X) -1
    zc(4,94) col_link(4,2,O) -1
    zc(4,94) col_link(4,5,O) -1
    zc(4,94) col_link(4,9,O) -1
    zc(4,94) col_link(4,11,O) -1
    zc(4,94) col_link(4,1,I) -1
    zc(4,94) col_link(4,4,I) -1
    zc(4,94) col_link(4,10,I) -1
    zc(4,95) col_choice(4) 1
    zc(4,95) col_link(4,6,X) -1
    zc(4,95) col_link(4,1,O) -1
    zc(4,95) col_link(4,5,O) -1
    zc(4,95) col_link(4,9,O) -1
    zc(4,95) col_link(4,11,O) -1
    zc(4,95) col_link(4,2,I) -1
    zc(4,95) col_link(4,4,I) -1
    zc(4,95) col_link(4,10,I) -1
    zc(4,96) col_choice(4) 1
    zc(4,96) col_link(4,6,X) -1
    zc(4,96) col_link(4,2,O) -1
    zc(4,96) col_link(4,4,O) -1
    zc(4,96) col_link(4,9,O) -1
    zc(4,96) col_link(4,11,O) -1
    zc(4,96) col_link(4,1,I) -1
    zc(4,96) col_link(4,5,I) -1
    zc(4,96) col_link(4,10,I) -1
    zc(4,97) col_choice(4) 1
    zc(4,97) col_link(4,6,X) -1
    zc(4,97) col_link(4,1,O) -1
    zc(4,97) col_link(4,4,O) -1
    zc(4,97) col_link(4,9,O) -1
    zc(4,97) col_link(4,11,O) -1
    zc(4,97) col_link(4,2,I) -1
    zc(4,97) col_link(4,5,I) -1
    zc(4,97) col_link(4,10,I) -1
    zc(4,98) col_choice(4) 1
    zc(4,98) col_link(4,6,X) -1
    zc(4,98) col_link(4,1,O) -1
    zc(4,98) col_link(4,2,O) -1
    zc(4,98) col_link(4,9,O) -1
    zc(4,98) col_link(4,11,O) -1
    zc(4,98) col_link(4,4,I) -1
    zc(4,98) col_link(4,5,I) -1
    zc(4,98) col_link(4,10,I) -1
    zc(4,99) col_choice(4) 1
    zc(4,99) col_link(4,5,X) -1
    zc(4,99) col_link(4,4,O) -1
    zc(4,99) col_link(4,6,O) -1
    zc(4,99) col_link(4,9,O) -1
    zc(4,99) col_link(4,11,O) -1
    zc(4,99) col_link(4,1,I) -1
    zc(4,99) col_link(4,2,I) -1
    zc(4,99) col_link(4,10,I) -1
    zc(4,100) col_choice(4) 1
    zc(4,100) col_link(4,5,X) -1
    zc(4,100) col_link(4,2,O) -1
    zc(4,100) col_link(4,6,O) -1
    zc(4,100) col_link(4,9,O) -1
    zc(4,100) col_link(4,11,O) -1
    zc(4,100) col_link(4,1,I) -1
    zc(4,100) col_link(4,4,I) -1
    zc(4,100) col_link(4,10,I) -1
    zc(4,101) col_choice(4) 1
    zc(4,101) col_link(4,5,X) -1
    zc(4,101) col_link(4,1,O) -1
    zc(4,101) col_link(4,6,O) -1
    zc(4,101) col_link(4,9,O) -1
    zc(4,101) col_link(4,11,O) -1
    zc(4,101) col_link(4,2,I) -1
    zc(4,101) col_link(4,4,I) -1
    zc(4,101) col_link(4,10,I) -1
    zc(4,102) col_choice(4) 1
    zc(4,102) col_link(4,4,X) -1
    zc(4,102) col_link(4,5,O) -1
    zc(4,102) col_link(4,6,O) -1
    zc(4,102) col_link(4,9,O) -1
    zc(4,102) col_link(4,11,O) -1
    zc(4,102) col_link(4,1,I) -1
    zc(4,102) col_link(4,2,I) -1
    zc(4,102) col_link(4,10,I) -1
    zc(4,103) col_choice(4) 1
    zc(4,103) col_link(4,2,X) -1
    zc(4,103) col_link(4,5,O) -1
    zc(4,103) col_link(4,6,O) -1
    zc(4,103) col_link(4,9,O) -1
    zc(4,103) col_link(4,11,O) -1
    zc(4,103) col_link(4,1,I) -1
    zc(4,103) col_link(4,4,I) -1
    zc(4,103) col_link(4,10,I) -1
    zc(4,104) col_choice(4) 1
    zc(4,104) col_link(4,1,X) -1
    zc(4,104) col_link(4,5,O) -1
    zc(4,104) col_link(4,6,O) -1
    zc(4,104) col_link(4,9,O) -1
    zc(4,104) col_link(4,11,O) -1
    zc(4,104) col_link(4,2,I) -1
    zc(4,104) col_link(4,4,I) -1
    zc(4,104) col_link(4,10,I) -1
    zc(4,105) col_choice(4) 1
    zc(4,105) col_link(4,4,X) -1
    zc(4,105) col_link(4,2,O) -1
    zc(4,105) col_link(4,6,O) -1
    zc(4,105) col_link(4,9,O) -1
    zc(4,105) col_link(4,11,O) -1
    zc(4,105) col_link(4,1,I) -1
    zc(4,105) col_link(4,5,I) -1
    zc(4,105) col_link(4,10,I) -1
    zc(4,106) col_choice(4) 1
    zc(4,106) col_link(4,4,X) -1
    zc(4,106) col_link(4,1,O) -1
    zc(4,106) col_link(4,6,O) -1
    zc(4,106) col_link(4,9,O) -1
    zc(4,106) col_link(4,11,O) -1
    zc(4,106) col_link(4,2,I) -1
    zc(4,106) col_link(4,5,I) -1
    zc(4,106) col_link(4,10,I) -1
    zc(4,107) col_choice(4) 1
    zc(4,107) col_link(4,2,X) -1
    zc(4,107) col_link(4,4,O) -1
    zc(4,107) col_link(4,6,O) -1
    zc(4,107) col_link(4,9,O) -1
    zc(4,107) col_link(4,11,O) -1
    zc(4,107) col_link(4,1,I) -1
    zc(4,107) col_link(4,5,I) -1
    zc(4,107) col_link(4,10,I) -1
    zc(4,108) col_choice(4) 1
    zc(4,108) col_link(4,1,X) -1
    zc(4,108) col_link(4,4,O) -1
    zc(4,108) col_link(4,6,O) -1
    zc(4,108) col_link(4,9,O) -1
    zc(4,108) col_link(4,11,O) -1
    zc(4,108) col_link(4,2,I) -1
    zc(4,108) col_link(4,5,I) -1
    zc(4,108) col_link(4,10,I) -1
    zc(4,109) col_choice(4) 1
    zc(4,109) col_link(4,2,X) -1
    zc(4,109) col_link(4,1,O) -1
    zc(4,109) col_link(4,6,O) -1
    zc(4,109) col_link(4,9,O) -1
    zc(4,109) col_link(4,11,O) -1
    zc(4,109) col_link(4,4,I) -1
    zc(4,109) col_link(4,5,I) -1
    zc(4,109) col_link(4,10,I) -1
    zc(4,110) col_choice(4) 1
    zc(4,110) col_link(4,1,X) -1
    zc(4,110) col_link(4,2,O) -1
    zc(4,110) col_link(4,6,O) -1
    zc(4,110) col_link(4,9,O) -1
    zc(4,110) col_link(4,11,O) -1
    zc(4,110) col_link(4,4,I) -1
    zc(4,110) col_link(4,5,I) -1
    zc(4,110) col_link(4,10,I) -1
    zc(4,111) col_choice(4) 1
    zc(4,111) col_link(4,5,X) -1
    zc(4,111) col_link(4,2,O) -1
    zc(4,111) col_link(4,4,O) -1
    zc(4,111) col_link(4,9,O) -1
    zc(4,111) col_link(4,11,O) -1
    zc(4,111) col_link(4,1,I) -1
    zc(4,111) col_link(4,6,I) -1
    zc(4,111) col_link(4,10,I) -1
    zc(4,112) col_choice(4) 1
    zc(4,112) col_link(4,5,X) -1
    zc(4,112) col_link(4,1,O) -1
    zc(4,112) col_link(4,4,O) -1
    zc(4,112) col_link(4,9,O) -1
    zc(4,112) col_link(4,11,O) -1
    zc(4,112) col_link(4,2,I) -1
    zc(4,112) col_link(4,6,I) -1
    zc(4,112) col_link(4,10,I) -1
    zc(4,113) col_choice(4) 1
    zc(4,113) col_link(4,5,X) -1
    zc(4,113) col_link(4,1,O) -1
    zc(4,113) col_link(4,2,O) -1
    zc(4,113) col_link(4,9,O) -1
    zc(4,113) col_link(4,11,O) -1
    zc(4,113) col_link(4,4,I) -1
    zc(4,113) col_link(4,6,I) -1
    zc(4,113) col_link(4,10,I) -1
    zc(4,114) col_choice(4) 1
    zc(4,114) col_link(4,4,X) -1
    zc(4,114) col_link(4,2,O) -1
    zc(4,114) col_link(4,5,O) -1
    zc(4,114) col_link(4,9,O) -1
    zc(4,114) col_link(4,11,O) -1
    zc(4,114) col_link(4,1,I) -1
    zc(4,114) col_link(4,6,I) -1
    zc(4,114) col_link(4,10,I) -1
    zc(4,115) col_choice(4) 1
    zc(4,115) col_link(4,4,X) -1
    zc(4,115) col_link(4,1,O) -1
    zc(4,115) col_link(4,5,O) -1
    zc(4,115) col_link(4,9,O) -1
    zc(4,115) col_link(4,11,O) -1
    zc(4,115) col_link(4,2,I) -1
    zc(4,115) col_link(4,6,I) -1
    zc(4,115) col_link(4,10,I) -1
    zc(4,116) col_choice(4) 1
    zc(4,116) col_link(4,2,X) -1
    zc(4,116) col_link(4,4,O) -1
    zc(4,116) col_link(4,5,O) -1
    zc(4,116) col_link(4,9,O) -1
    zc(4,116) col_link(4,11,O) -1
    zc(4,116) col_link(4,1,I) -1
    zc(4,116) col_link(4,6,I) -1
    zc(4,116) col_link(4,10,I) -1
    zc(4,117) col_choice(4) 1
    zc(4,117) col_link(4,1,X) -1
    zc(4,117) col_link(4,4,O) -1
    zc(4,117) col_link(4,5,O) -1
    zc(4,117) col_link(4,9,O) -1
    zc(4,117) col_link(4,11,O) -1
    zc(4,117) col_link(4,2,I) -1
    zc(4,117) col_link(4,6,I) -1
    zc(4,117) col_link(4,10,I) -1
    zc(4,118) col_choice(4) 1
    zc(4,118) col_link(4,2,X) -1
    zc(4,118) col_link(4,1,O) -1
    zc(4,118) col_link(4,5,O) -1
    zc(4,118) col_link(4,9,O) -1
    zc(4,118) col_link(4,11,O) -1
    zc(4,118) col_link(4,4,I) -1
    zc(4,118) col_link(4,6,I) -1
    zc(4,118) col_link(4,10,I) -1
    zc(4,119) col_choice(4) 1
    zc(4,119) col_link(4,1,X) -1
    zc(4,119) col_link(4,2,O) -1
    zc(4,119) col_link(4,5,O) -1
    zc(4,119) col_link(4,9,O) -1
    zc(4,119) col_link(4,11,O) -1
    zc(4,119) col_link(4,4,I) -1
    zc(4,119) col_link(4,6,I) -1
    zc(4,119) col_link(4,10,I) -1
    zc(4,120) col_choice(4) 1
    zc(4,120) col_link(4,4,X) -1
    zc(4,120) col_link(4,1,O) -1
    zc(4,120) col_link(4,2,O) -1
    zc(4,120) col_link(4,9,O) -1
    zc(4,120) col_link(4,11,O) -1
    zc(4,120) col_link(4,5,I) -1
    zc(4,120) col_link(4,6,I) -1
    zc(4,120) col_link(4,10,I) -1
    zc(4,121) col_choice(4) 1
    zc(4,121) col_link(4,2,X) -1
    zc(4,121) col_link(4,1,O) -1
    zc(4,121) col_link(4,4,O) -1
    zc(4,121) col_link(4,9,O) -1
    zc(4,121) col_link(4,11,O) -1
    zc(4,121) col_link(4,5,I) -1
    zc(4,121) col_link(4,6,I) -1
    zc(4,121) col_link(4,10,I) -1
    zc(4,122) col_choice(4) 1
    zc(4,122) col_link(4,1,X) -1
    zc(4,122) col_link(4,2,O) -1
    zc(4,122) col_link(4,4,O) -1
    zc(4,122) col_link(4,9,O) -1
    zc(4,122) col_link(4,11,O) -1
    zc(4,122) col_link(4,5,I) -1
    zc(4,122) col_link(4,6,I) -1
    zc(4,122) col_link(4,10,I) -1
    zc(4,123) col_choice(4) 1
    zc(4,123) col_link(4,10,X) -1
    zc(4,123) col_link(4,2,O) -1
    zc(4,123) col_link(4,5,O) -1
    zc(4,123) col_link(4,6,O) -1
    zc(4,123) col_link(4,9,O) -1
    zc(4,123) col_link(4,1,I) -1
    zc(4,123) col_link(4,4,I) -1
    zc(4,123) col_link(4,11,I) -1
    zc(4,124) col_choice(4) 1
    zc(4,124) col_link(4,10,X) -1
    zc(4,124) col_link(4,1,O) -1
    zc(4,124) col_link(4,5,O) -1
    zc(4,124) col_link(4,6,O) -1
    zc(4,124) col_link(4,9,O) -1
    zc(4,124) col_link(4,2,I) -1
    zc(4,124) col_link(4,4,I) -1
    zc(4,124) col_link(4,11,I) -1
    zc(4,125) col_choice(4) 1
    zc(4,125) col_link(4,10,X) -1
    zc(4,125) col_link(4,2,O) -1
    zc(4,125) col_link(4,4,O) -1
    zc(4,125) col_link(4,6,O) -1
    zc(4,125) col_link(4,9,O) -1
    zc(4,125) col_link(4,1,I) -1
    zc(4,125) col_link(4,5,I) -1
    zc(4,125) col_link(4,11,I) -1
    zc(4,126) col_choice(4) 1
    zc(4,126) col_link(4,10,X) -1
    zc(4,126) col_link(4,1,O) -1
    zc(4,126) col_link(4,4,O) -1
    zc(4,126) col_link(4,6,O) -1
    zc(4,126) col_link(4,9,O) -1
    zc(4,126) col_link(4,2,I) -1
    zc(4,126) col_link(4,5,I) -1
    zc(4,126) col_link(4,11,I) -1
    zc(4,127) col_choice(4) 1
    zc(4,127) col_link(4,10,X) -1
    zc(4,127) col_link(4,1,O) -1
    zc(4,127) col_link(4,2,O) -1
    zc(4,127) col_link(4,6,O) -1
    zc(4,127) col_link(4,9,O) -1
    zc(4,127) col_link(4,4,I) -1
    zc(4,127) col_link(4,5,I) -1
    zc(4,127) col_link(4,11,I) -1
    zc(4,128) col_choice(4) 1
    zc(4,128) col_link(4,10,X) -1
    zc(4,128) col_link(4,2,O) -1
    zc(4,128) col_link(4,4,O) -1
    zc(4,128) col_link(4,5,O) -1
    zc(4,128) col_link(4,9,O) -1
    zc(4,128) col_link(4,1,I) -1
    zc(4,128) col_link(4,6,I) -1
    zc(4,128) col_link(4,11,I) -1
    zc(4,129) col_choice(4) 1
    zc(4,129) col_link(4,10,X) -1
    zc(4,129) col_link(4,1,O) -1
    zc(4,129) col_link(4,4,O) -1
    zc(4,129) col_link(4,5,O) -1
    zc(4,129) col_link(4,9,O) -1
    zc(4,129) col_link(4,2,I) -1
    zc(4,129) col_link(4,6,I) -1
    zc(4,129) col_link(4,11,I) -1
    zc(4,130) col_choice(4) 1
    zc(4,130) col_link(4,10,X) -1
    zc(4,130) col_link(4,1,O) -1
    zc(4,130) col_link(4,2,O) -1
    zc(4,130) col_link(4,5,O) -1
    zc(4,130) col_link(4,9,O) -1
    zc(4,130) col_link(4,4,I) -1
    zc(4,130) col_link(4,6,I) -1
    zc(4,130) col_link(4,11,I) -1
    zc(4,131) col_choice(4) 1
    zc(4,131) col_link(4,10,X) -1
    zc(4,131) col_link(4,1,O) -1
    zc(4,131) col_link(4,2,O) -1
    zc(4,131) col_link(4,4,O) -1
    zc(4,131) col_link(4,9,O) -1
    zc(4,131) col_link(4,5,I) -1
    zc(4,131) col_link(4,6,I) -1
    zc(4,131) col_link(4,11,I) -1
    zc(4,132) col_choice(4) 1
    zc(4,132) col_link(4,10,X) -1
    zc(4,132) col_link(4,1,O) -1
    zc(4,132) col_link(4,2,O) -1
    zc(4,132) col_link(4,5,O) -1
    zc(4,132) col_link(4,6,O) -1
    zc(4,132) col_link(4,4,I) -1
    zc(4,132) col_link(4,9,I) -1
    zc(4,132) col_link(4,11,I) -1
    zc(4,133) col_choice(4) 1
    zc(4,133) col_link(4,10,X) -1
    zc(4,133) col_link(4,1,O) -1
    zc(4,133) col_link(4,2,O) -1
    zc(4,133) col_link(4,4,O) -1
    zc(4,133) col_link(4,6,O) -1
    zc(4,133) col_link(4,5,I) -1
    zc(4,133) col_link(4,9,I) -1
    zc(4,133) col_link(4,11,I) -1
    zc(4,134) col_choice(4) 1
    zc(4,134) col_link(4,10,X) -1
    zc(4,134) col_link(4,1,O) -1
    zc(4,134) col_link(4,2,O) -1
    zc(4,134) col_link(4,4,O) -1
    zc(4,134) col_link(4,5,O) -1
    zc(4,134) col_link(4,6,I) -1
    zc(4,134) col_link(4,9,I) -1
    zc(4,134) col_link(4,11,I) -1
    zc(4,135) col_choice(4) 1
    zc(4,135) col_link(4,9,X) -1
    zc(4,135) col_link(4,2,O) -1
    zc(4,135) col_link(4,5,O) -1
    zc(4,135) col_link(4,6,O) -1
    zc(4,135) col_link(4,10,O) -1
    zc(4,135) col_link(4,1,I) -1
    zc(4,135) col_link(4,4,I) -1
    zc(4,135) col_link(4,11,I) -1
    zc(4,136) col_choice(4) 1
    zc(4,136) col_link(4,9,X) -1
    zc(4,136) col_link(4,1,O) -1
    zc(4,136) col_link(4,5,O) -1
    zc(4,136) col_link(4,6,O) -1
    zc(4,136) col_link(4,10,O) -1
    zc(4,136) col_link(4,2,I) -1
    zc(4,136) col_link(4,4,I) -1
    zc(4,136) col_link(4,11,I) -1
    zc(4,137) col_choice(4) 1
    zc(4,137) col_link(4,9,X) -1
    zc(4,137) col_link(4,2,O) -1
    zc(4,137) col_link(4,4,O) -1
    zc(4,137) col_link(4,6,O) -1
    zc(4,137) col_link(4,10,O) -1
    zc(4,137) col_link(4,1,I) -1
    zc(4,137) col_link(4,5,I) -1
    zc(4,137) col_link(4,11,I) -1
    zc(4,138) col_choice(4) 1
    zc(4,138) col_link(4,9,X) -1
    zc(4,138) col_link(4,1,O) -1
    zc(4,138) col_link(4,4,O) -1
    zc(4,138) col_link(4,6,O) -1
    zc(4,138) col_link(4,10,O) -1
    zc(4,138) col_link(4,2,I) -1
    zc(4,138) col_link(4,5,I) -1
    zc(4,138) col_link(4,11,I) -1
    zc(4,139) col_choice(4) 1
    zc(4,139) col_link(4,9,X) -1
    zc(4,139) col_link(4,1,O) -1
    zc(4,139) col_link(4,2,O) -1
    zc(4,139) col_link(4,6,O) -1
    zc(4,139) col_link(4,10,O) -1
    zc(4,139) col_link(4,4,I) -1
    zc(4,139) col_link(4,5,I) -1
    zc(4,139) col_link(4,11,I) -1
    zc(4,140) col_choice(4) 1
    zc(4,140) col_link(4,9,X) -1
    zc(4,140) col_link(4,2,O) -1
    zc(4,140) col_link(4,4,O) -1
    zc(4,140) col_link(4,5,O) -1
    zc(4,140) col_link(4,10,O) -1
    zc(4,140) col_link(4,1,I) -1
    zc(4,140) col_link(4,6,I) -1
    zc(4,140) col_link(4,11,I) -1
    zc(4,141) col_choice(4) 1
    zc(4,141) col_link(4,9,X) -1
    zc(4,141) col_link(4,1,O) -1
    zc(4,141) col_link(4,4,O) -1
    zc(4,141) col_link(4,5,O) -1
    zc(4,141) col_link(4,10,O) -1
    zc(4,141) col_link(4,2,I) -1
    zc(4,141) col_link(4,6,I) -1
    zc(4,141) col_link(4,11,I) -1
    zc(4,142) col_choice(4) 1
    zc(4,142) col_link(4,9,X) -1
    zc(4,142) col_link(4,1,O) -1
    zc(4,142) col_link(4,2,O) -1
    zc(4,142) col_link(4,5,O) -1
    zc(4,142) col_link(4,10,O) -1
    zc(4,142) col_link(4,4,I) -1
    zc(4,142) col_link(4,6,I) -1
    zc(4,142) col_link(4,11,I) -1
    zc(4,143) col_choice(4) 1
    zc(4,143) col_link(4,9,X) -1
    zc(4,143) col_link(4,1,O) -1
    zc(4,143) col_link(4,2,O) -1
    zc(4,143) col_link(4,4,O) -1
    zc(4,143) col_link(4,10,O) -1
    zc(4,143) col_link(4,5,I) -1
    zc(4,143) col_link(4,6,I) -1
    zc(4,143) col_link(4,11,I) -1
    zc(4,144) col_choice(4) 1
    zc(4,144) col_link(4,6,X) -1
    zc(4,144) col_link(4,4,O) -1
    zc(4,144) col_link(4,5,O) -1
    zc(4,144) col_link(4,9,O) -1
    zc(4,144) col_link(4,10,O) -1
    zc(4,144) col_link(4,1,I) -1
    zc(4,144) col_link(4,2,I) -1
    zc(4,144) col_link(4,11,I) -1
    zc(4,145) col_choice(4) 1
    zc(4,145) col_link(4,6,X) -1
    zc(4,145) col_link(4,2,O) -1
    zc(4,145) col_link(4,5,O) -1
    zc(4,145) col_link(4,9,O) -1
    zc(4,145) col_link(4,10,O) -1
    zc(4,145) col_link(4,1,I) -1
    zc(4,145) col_link(4,4,I) -1
    zc(4,145) col_link(4,11,I) -1
    zc(4,146) col_choice(4) 1
    zc(4,146) col_link(4,6,X) -1
    zc(4,146) col_link(4,1,O) -1
    zc(4,146) col_link(4,5,O) -1
    zc(4,146) col_link(4,9,O) -1
    zc(4,146) col_link(4,10,O) -1
    zc(4,146) col_link(4,2,I) -1
    zc(4,146) col_link(4,4,I) -1
    zc(4,146) col_link(4,11,I) -1
    zc(4,147) col_choice(4) 1
    zc(4,147) col_link(4,6,X) -1
    zc(4,147) col_link(4,2,O) -1
    zc(4,147) col_link(4,4,O) -1
    zc(4,147) col_link(4,9,O) -1
    zc(4,147) col_link(4,10,O) -1
    zc(4,147) col_link(4,1,I) -1
    zc(4,147) col_link(4,5,I) -1
    zc(4,147) col_link(4,11,I) -1
    zc(4,148) col_choice(4) 1
    zc(4,148) col_link(4,6,X) -1
    zc(4,148) col_link(4,1,O) -1
    zc(4,148) col_link(4,4,O) -1
    zc(4,148) col_link(4,9,O) -1
    zc(4,148) col_link(4,10,O) -1
    zc(4,148) col_link(4,2,I) -1
    zc(4,148) col_link(4,5,I) -1
    zc(4,148) col_link(4,11,I) -1
    zc(4,149) col_choice(4) 1
    zc(4,149) col_link(4,6,X) -1
    zc(4,149) col_link(4,1,O) -1
    zc(4,149) col_link(4,2,O) -1
    zc(4,149) col_link(4,9,O) -1
    zc(4,149) col_link(4,10,O) -1
    zc(4,149) col_link(4,4,I) -1
    zc(4,149) col_link(4,5,I) -1
    zc(4,149) col_link(4,11,I) -1
    zc(4,150) col_choice(4) 1
    zc(4,150) col_link(4,5,X) -1
    zc(4,150) col_link(4,4,O) -1
    zc(4,150) col_link(4,6,O) -1
    zc(4,150) col_link(4,9,O) -1
    zc(4,150) col_link(4,10,O) -1
    zc(4,150) col_link(4,1,I) -1
    zc(4,150) col_link(4,2,I) -1
    zc(4,150) col_link(4,11,I) -1
    zc(4,151) col_choice(4) 1
    zc(4,151) col_link(4,5,X) -1
    zc(4,151) col_link(4,2,O) -1
    zc(4,151) col_link(4,6,O) -1
    zc(4,151) col_link(4,9,O) -1
    zc(4,151) col_link(4,10,O) -1
    zc(4,151) col_link(4,1,I) -1
    zc(4,151) col_link(4,4,I) -1
    zc(4,151) col_link(4,11,I) -1
    zc(4,152) col_choice(4) 1
    zc(4,152) col_link(4,5,X) -1
    zc(4,152) col_link(4,1,O) -1
    zc(4,152) col_link(4,6,O) -1
    zc(4,152) col_link(4,9,O) -1
    zc(4,152) col_link(4,10,O) -1
    zc(4,152) col_link(4,2,I) -1
    zc(4,152) col_link(4,4,I) -1
    zc(4,152) col_link(4,11,I) -1
    zc(4,153) col_choice(4) 1
    zc(4,153) col_link(4,4,X) -1
    zc(4,153) col_link(4,5,O) -1
    zc(4,153) col_link(4,6,O) -1
    zc(4,153) col_link(4,9,O) -1
    zc(4,153) col_link(4,10,O) -1
    zc(4,153) col_link(4,1,I) -1
    zc(4,153) col_link(4,2,I) -1
    zc(4,153) col_link(4,11,I) -1
    zc(4,154) col_choice(4) 1
    zc(4,154) col_link(4,2,X) -1
    zc(4,154) col_link(4,5,O) -1
    zc(4,154) col_link(4,6,O) -1
    zc(4,154) col_link(4,9,O) -1
    zc(4,154) col_link(4,10,O) -1
    zc(4,154) col_link(4,1,I) -1
    zc(4,154) col_link(4,4,I) -1
    zc(4,154) col_link(4,11,I) -1
    zc(4,155) col_choice(4) 1
    zc(4,155) col_link(4,1,X) -1
    zc(4,155) col_link(4,5,O) -1
    zc(4,155) col_link(4,6,O) -1
    zc(4,155) col_link(4,9,O) -1
    zc(4,155) col_link(4,10,O) -1
    zc(4,155) col_link(4,2,I) -1
    zc(4,155) col_link(4,4,I) -1
    zc(4,155) col_link(4,11,I) -1
    zc(4,156) col_choice(4) 1
    zc(4,156) col_link(4,4,X) -1
    zc(4,156) col_link(4,2,O) -1
    zc(4,156) col_link(4,6,O) -1
    zc(4,156) col_link(4,9,O) -1
    zc(4,156) col_link(4,10,O) -1
    zc(4,156) col_link(4,1,I) -1
    zc(4,156) col_link(4,5,I) -1
    zc(4,156) col_link(4,11,I) -1
    zc(4,157) col_choice(4) 1
    zc(4,157) col_link(4,4,X) -1
    zc(4,157) col_link(4,1,O) -1
    zc(4,157) col_link(4,6,O) -1
    zc(4,157) col_link(4,9,O) -1
    zc(4,157) col_link(4,10,O) -1
    zc(4,157) col_link(4,2,I) -1
    zc(4,157) col_link(4,5,I) -1
    zc(4,157) col_link(4,11,I) -1
    zc(4,158) col_choice(4) 1
    zc(4,158) col_link(4,2,X) -1
    zc(4,158) col_link(4,4,O) -1
    zc(4,158) col_link(4,6,O) -1
    zc(4,158) col_link(4,9,O) -1
    zc(4,158) col_link(4,10,O) -1
    zc(4,158) col_link(4,1,I) -1
    zc(4,158) col_link(4,5,I) -1
    zc(4,158) col_link(4,11,I) -1
    zc(4,159) col_choice(4) 1
    zc(4,159) col_link(4,1,X) -1
    zc(4,159) col_link(4,4,O) -1
    zc(4,159) col_link(4,6,O) -1
    zc(4,159) col_link(4,9,O) -1
    zc(4,159) col_link(4,10,O) -1
    zc(4,159) col_link(4,2,I) -1
    zc(4,159) col_link(4,5,I) -1
    zc(4,159) col_link(4,11,I) -1
    zc(4,160) col_choice(4) 1
    zc(4,160) col_link(4,2,X) -1
    zc(4,160) col_link(4,1,O) -1
    zc(4,160) col_link(4,6,O) -1
    zc(4,160) col_link(4,9,O) -1
    zc(4,160) col_link(4,10,O) -1
    zc(4,160) col_link(4,4,I) -1
    zc(4,160) col_link(4,5,I) -1
    zc(4,160) col_link(4,11,I) -1
    zc(4,161) col_choice(4) 1
    zc(4,161) col_link(4,1,X) -1
    zc(4,161) col_link(4,2,O) -1
    zc(4,161) col_link(4,6,O) -1
    zc(4,161) col_link(4,9,O) -1
    zc(4,161) col_link(4,10,O) -1
    zc(4,161) col_link(4,4,I) -1
    zc(4,161) col_link(4,5,I) -1
    zc(4,161) col_link(4,11,I) -1
    zc(4,162) col_choice(4) 1
    zc(4,162) col_link(4,5,X) -1
    zc(4,162) col_link(4,2,O) -1
    zc(4,162) col_link(4,4,O) -1
    zc(4,162) col_link(4,9,O) -1
    zc(4,162) col_link(4,10,O) -1
    zc(4,162) col_link(4,1,I) -1
    zc(4,162) col_link(4,6,I) -1
    zc(4,162) col_link(4,11,I) -1
    zc(4,163) col_choice(4) 1
    zc(4,163) col_link(4,5,X) -1
    zc(4,163) col_link(4,1,O) -1
    zc(4,163) col_link(4,4,O) -1
    zc(4,163) col_link(4,9,O) -1
    zc(4,163) col_link(4,10,O) -1
    zc(4,163) col_link(4,2,I) -1
    zc(4,163) col_link(4,6,I) -1
    zc(4,163) col_link(4,11,I) -1
    zc(4,164) col_choice(4) 1
    zc(4,164) col_link(4,5,X) -1
    zc(4,164) col_link(4,1,O) -1
    zc(4,164) col_link(4,2,O) -1
    zc(4,164) col_link(4,9,O) -1
    zc(4,164) col_link(4,10,O) -1
    zc(4,164) col_link(4,4,I) -1
    zc(4,164) col_link(4,6,I) -1
    zc(4,164) col_link(4,11,I) -1
    zc(4,165) col_choice(4) 1
    zc(4,165) col_link(4,4,X) -1
    zc(4,165) col_link(4,2,O) -1
    zc(4,165) col_link(4,5,O) -1
    zc(4,165) col_link(4,9,O) -1
    zc(4,165) col_link(4,10,O) -1
    zc(4,165) col_link(4,1,I) -1
    zc(4,165) col_link(4,6,I) -1
    zc(4,165) col_link(4,11,I) -1
    zc(4,166) col_choice(4) 1
    zc(4,166) col_link(4,4,X) -1
    zc(4,166) col_link(4,1,O) -1
    zc(4,166) col_link(4,5,O) -1
    zc(4,166) col_link(4,9,O) -1
    zc(4,166) col_link(4,10,O) -1
    zc(4,166) col_link(4,2,I) -1
    zc(4,166) col_link(4,6,I) -1
    zc(4,166) col_link(4,11,I) -1
    zc(4,167) col_choice(4) 1
    zc(4,167) col_link(4,2,X) -1
    zc(4,167) col_link(4,4,O) -1
    zc(4,167) col_link(4,5,O) -1
    zc(4,167) col_link(4,9,O) -1
    zc(4,167) col_link(4,10,O) -1
    zc(4,167) col_link(4,1,I) -1
    zc(4,167) col_link(4,6,I) -1
    zc(4,167) col_link(4,11,I) -1
    zc(4,168) col_choice(4) 1
    zc(4,168) col_link(4,1,X) -1
    zc(4,168) col_link(4,4,O) -1
    zc(4,168) col_link(4,5,O) -1
    zc(4,168) col_link(4,9,O) -1
    zc(4,168) col_link(4,10,O) -1
    zc(4,168) col_link(4,2,I) -1
    zc(4,168) col_link(4,6,I) -1
    zc(4,168) col_link(4,11,I) -1
    zc(4,169) col_choice(4) 1
    zc(4,169) col_link(4,2,X) -1
    zc(4,169) col_link(4,1,O) -1
    zc(4,169) col_link(4,5,O) -1
    zc(4,169) col_link(4,9,O) -1
    zc(4,169) col_link(4,10,O) -1
    zc(4,169) col_link(4,4,I) -1
    zc(4,169) col_link(4,6,I) -1
    zc(4,169) col_link(4,11,I) -1
    zc(4,170) col_choice(4) 1
    zc(4,170) col_link(4,1,X) -1
    zc(4,170) col_link(4,2,O) -1
    zc(4,170) col_link(4,5,O) -1
    zc(4,170) col_link(4,9,O) -1
    zc(4,170) col_link(4,10,O) -1
    zc(4,170) col_link(4,4,I) -1
    zc(4,170) col_link(4,6,I) -1
    zc(4,170) col_link(4,11,I) -1
    zc(4,171) col_choice(4) 1
    zc(4,171) col_link(4,4,X) -1
    zc(4,171) col_link(4,1,O) -1
    zc(4,171) col_link(4,2,O) -1
    zc(4,171) col_link(4,9,O) -1
    zc(4,171) col_link(4,10,O) -1
    zc(4,171) col_link(4,5,I) -1
    zc(4,171) col_link(4,6,I) -1
    zc(4,171) col_link(4,11,I) -1
    zc(4,172) col_choice(4) 1
    zc(4,172) col_link(4,2,X) -1
    zc(4,172) col_link(4,1,O) -1
    zc(4,172) col_link(4,4,O) -1
    zc(4,172) col_link(4,9,O) -1
    zc(4,172) col_link(4,10,O) -1
    zc(4,172) col_link(4,5,I) -1
    zc(4,172) col_link(4,6,I) -1
    zc(4,172) col_link(4,11,I) -1
    zc(4,173) col_choice(4) 1
    zc(4,173) col_link(4,1,X) -1
    zc(4,173) col_link(4,2,O) -1
    zc(4,173) col_link(4,4,O) -1
    zc(4,173) col_link(4,9,O) -1
    zc(4,173) col_link(4,10,O) -1
    zc(4,173) col_link(4,5,I) -1
    zc(4,173) col_link(4,6,I) -1
    zc(4,173) col_link(4,11,I) -1
    zc(4,174) col_choice(4) 1
    zc(4,174) col_link(4,6,X) -1
    zc(4,174) col_link(4,2,O) -1
    zc(4,174) col_link(4,4,O) -1
    zc(4,174) col_link(4,5,O) -1
    zc(4,174) col_link(4,10,O) -1
    zc(4,174) col_link(4,1,I) -1
    zc(4,174) col_link(4,9,I) -1
    zc(4,174) col_link(4,11,I) -1
    zc(4,175) col_choice(4) 1
    zc(4,175) col_link(4,6,X) -1
    zc(4,175) col_link(4,1,O) -1
    zc(4,175) col_link(4,4,O) -1
    zc(4,175) col_link(4,5,O) -1
    zc(4,175) col_link(4,10,O) -1
    zc(4,175) col_link(4,2,I) -1
    zc(4,175) col_link(4,9,I) -1
    zc(4,175) col_link(4,11,I) -1
    zc(4,176) col_choice(4) 1
    zc(4,176) col_link(4,6,X) -1
    zc(4,176) col_link(4,1,O) -1
    zc(4,176) col_link(4,2,O) -1
    zc(4,176) col_link(4,5,O) -1
    zc(4,176) col_link(4,10,O) -1
    zc(4,176) col_link(4,4,I) -1
    zc(4,176) col_link(4,9,I) -1
    zc(4,176) col_link(4,11,I) -1
    zc(4,177) col_choice(4) 1
    zc(4,177) col_link(4,6,X) -1
    zc(4,177) col_link(4,1,O) -1
    zc(4,177) col_link(4,2,O) -1
    zc(4,177) col_link(4,4,O) -1
    zc(4,177) col_link(4,10,O) -1
    zc(4,177) col_link(4,5,I) -1
    zc(4,177) col_link(4,9,I) -1
    zc(4,177) col_link(4,11,I) -1
    zc(4,178) col_choice(4) 1
    zc(4,178) col_link(4,5,X) -1
    zc(4,178) col_link(4,2,O) -1
    zc(4,178) col_link(4,4,O) -1
    zc(4,178) col_link(4,6,O) -1
    zc(4,178) col_link(4,10,O) -1
    zc(4,178) col_link(4,1,I) -1
    zc(4,178) col_link(4,9,I) -1
    zc(4,178) col_link(4,11,I) -1
    zc(4,179) col_choice(4) 1
    zc(4,179) col_link(4,5,X) -1
    zc(4,179) col_link(4,1,O) -1
    zc(4,179) col_link(4,4,O) -1
    zc(4,179) col_link(4,6,O) -1
    zc(4,179) col_link(4,10,O) -1
    zc(4,179) col_link(4,2,I) -1
    zc(4,179) col_link(4,9,I) -1
    zc(4,179) col_link(4,11,I) -1
    zc(4,180) col_choice(4) 1
    zc(4,180) col_link(4,5,X) -1
    zc(4,180) col_link(4,1,O) -1
    zc(4,180) col_link(4,2,O) -1
    zc(4,180) col_link(4,6,O) -1
    zc(4,180) col_link(4,10,O) -1
    zc(4,180) col_link(4,4,I) -1
    zc(4,180) col_link(4,9,I) -1
    zc(4,180) col_link(4,11,I) -1
    zc(4,181) col_choice(4) 1
    zc(4,181) col_link(4,4,X) -1
    zc(4,181) col_link(4,2,O) -1
    zc(4,181) col_link(4,5,O) -1
    zc(4,181) col_link(4,6,O) -1
    zc(4,181) col_link(4,10,O) -1
    zc(4,181) col_link(4,1,I) -1
    zc(4,181) col_link(4,9,I) -1
    zc(4,181) col_link(4,11,I) -1
    zc(4,182) col_choice(4) 1
    zc(4,182) col_link(4,4,X) -1
    zc(4,182) col_link(4,1,O) -1
    zc(4,182) col_link(4,5,O) -1
    zc(4,182) col_link(4,6,O) -1
    zc(4,182) col_link(4,10,O) -1
    zc(4,182) col_link(4,2,I) -1
    zc(4,182) col_link(4,9,I) -1
    zc(4,182) col_link(4,11,I) -1
    zc(4,183) col_choice(4) 1
    zc(4,183) col_link(4,2,X) -1
    zc(4,183) col_link(4,1,O) -1
    zc(4,183) col_link(4,5,O) -1
    zc(4,183) col_link(4,6,O) -1
    zc(4,183) col_link(4,10,O) -1
    zc(4,183) col_link(4,4,I) -1
    zc(4,183) col_link(4,9,I) -1
    zc(4,183) col_link(4,11,I) -1
    zc(4,184) col_choice(4) 1
    zc(4,184) col_link(4,1,X) -1
    zc(4,184) col_link(4,2,O) -1
    zc(4,184) col_link(4,5,O) -1
    zc(4,184) col_link(4,6,O) -1
    zc(4,184) col_link(4,10,O) -1
    zc(4,184) col_link(4,4,I) -1
    zc(4,184) col_link(4,9,I) -1
    zc(4,184) col_link(4,11,I) -1
    zc(4,185) col_choice(4) 1
    zc(4,185) col_link(4,4,X) -1
    zc(4,185) col_link(4,1,O) -1
    zc(4,185) col_link(4,2,O) -1
    zc(4,185) col_link(4,6,O) -1
    zc(4,185) col_link(4,10,O) -1
    zc(4,185) col_link(4,5,I) -1
    zc(4,185) col_link(4,9,I) -1
    zc(4,185) col_link(4,11,I) -1
    zc(4,186) col_choice(4) 1
    zc(4,186) col_link(4,2,X) -1
    zc(4,186) col_link(4,1,O) -1
    zc(4,186) col_link(4,4,O) -1
    zc(4,186) col_link(4,6,O) -1
    zc(4,186) col_link(4,10,O) -1
    zc(4,186) col_link(4,5,I) -1
    zc(4,186) col_link(4,9,I) -1
    zc(4,186) col_link(4,11,I) -1
    zc(4,187) col_choice(4) 1
    zc(4,187) col_link(4,1,X) -1
    zc(4,187) col_link(4,2,O) -1
    zc(4,187) col_link(4,4,O) -1
    zc(4,187) col_link(4,6,O) -1
    zc(4,187) col_link(4,10,O) -1
    zc(4,187) col_link(4,5,I) -1
    zc(4,187) col_link(4,9,I) -1
    zc(4,187) col_link(4,11,I) -1
    zc(4,188) col_choice(4) 1
    zc(4,188) col_link(4,5,X) -1
    zc(4,188) col_link(4,1,O) -1
    zc(4,188) col_link(4,2,O) -1
    zc(4,188) col_link(4,4,O) -1
    zc(4,188) col_link(4,10,O) -1
    zc(4,188) col_link(4,6,I) -1
    zc(4,188) col_link(4,9,I) -1
    zc(4,188) col_link(4,11,I) -1
    zc(4,189) col_choice(4) 1
    zc(4,189) col_link(4,4,X) -1
    zc(4,189) col_link(4,1,O) -1
    zc(4,189) col_link(4,2,O) -1
    zc(4,189) col_link(4,5,O) -1
    zc(4,189) col_link(4,10,O) -1
    zc(4,189) col_link(4,6,I) -1
    zc(4,189) col_link(4,9,I) -1
    zc(4,189) col_link(4,11,I) -1
    zc(4,190) col_choice(4) 1
    zc(4,190) col_link(4,2,X) -1
    zc(4,190) col_link(4,1,O) -1
    zc(4,190) col_link(4,4,O) -1
    zc(4,190) col_link(4,5,O) -1
    zc(4,190) col_link(4,10,O) -1
    zc(4,190) col_link(4,6,I) -1
    zc(4,190) col_link(4,9,I) -1
    zc(4,190) col_link(4,11,I) -1
    zc(4,191) col_choice(4) 1
    zc(4,191) col_link(4,1,X) -1
    zc(4,191) col_link(4,2,O) -1
    zc(4,191) col_link(4,4,O) -1
    zc(4,191) col_link(4,5,O) -1
    zc(4,191) col_link(4,10,O) -1
    zc(4,191) col_link(4,6,I) -1
    zc(4,191) col_link(4,9,I) -1
    zc(4,191) col_link(4,11,I) -1
    zc(4,192) col_choice(4) 1
    zc(4,192) col_link(4,9,X) -1
    zc(4,192) col_link(4,1,O) -1
    zc(4,192) col_link(4,2,O) -1
    zc(4,192) col_link(4,5,O) -1
    zc(4,192) col_link(4,6,O) -1
    zc(4,192) col_link(4,4,I) -1
    zc(4,192) col_link(4,10,I) -1
    zc(4,192) col_link(4,11,I) -1
    zc(4,193) col_choice(4) 1
    zc(4,193) col_link(4,9,X) -1
    zc(4,193) col_link(4,1,O) -1
    zc(4,193) col_link(4,2,O) -1
    zc(4,193) col_link(4,4,O) -1
    zc(4,193) col_link(4,6,O) -1
    zc(4,193) col_link(4,5,I) -1
    zc(4,193) col_link(4,10,I) -1
    zc(4,193) col_link(4,11,I) -1
    zc(4,194) col_choice(4) 1
    zc(4,194) col_link(4,9,X) -1
    zc(4,194) col_link(4,1,O) -1
    zc(4,194) col_link(4,2,O) -1
    zc(4,194) col_link(4,4,O) -1
    zc(4,194) col_link(4,5,O) -1
    zc(4,194) col_link(4,6,I) -1
    zc(4,194) col_link(4,10,I) -1
    zc(4,194) col_link(4,11,I) -1
    zc(4,195) col_choice(4) 1
    zc(4,195) col_link(4,6,X) -1
    zc(4,195) col_link(4,2,O) -1
    zc(4,195) col_link(4,4,O) -1
    zc(4,195) col_link(4,5,O) -1
    zc(4,195) col_link(4,9,O) -1
    zc(4,195) col_link(4,1,I) -1
    zc(4,195) col_link(4,10,I) -1
    zc(4,195) col_link(4,11,I) -1
    zc(4,196) col_choice(4) 1
    zc(4,196) col_link(4,6,X) -1
    zc(4,196) col_link(4,1,O) -1
    zc(4,196) col_link(4,4,O) -1
    zc(4,196) col_link(4,5,O) -1
    zc(4,196) col_link(4,9,O) -1
    zc(4,196) col_link(4,2,I) -1
    zc(4,196) col_link(4,10,I) -1
    zc(4,196) col_link(4,11,I) -1
    zc(4,197) col_choice(4) 1
    zc(4,197) col_link(4,6,X) -1
    zc(4,197) col_link(4,1,O) -1
    zc(4,197) col_link(4,2,O) -1
    zc(4,197) col_link(4,5,O) -1
    zc(4,197) col_link(4,9,O) -1
    zc(4,197) col_link(4,4,I) -1
    zc(4,197) col_link(4,10,I) -1
    zc(4,197) col_link(4,11,I) -1
    zc(4,198) col_choice(4) 1
    zc(4,198) col_link(4,6,X) -1
    zc(4,198) col_link(4,1,O) -1
    zc(4,198) col_link(4,2,O) -1
    zc(4,198) col_link(4,4,O) -1
    zc(4,198) col_link(4,9,O) -1
    zc(4,198) col_link(4,5,I) -1
    zc(4,198) col_link(4,10,I) -1
    zc(4,198) col_link(4,11,I) -1
    zc(4,199) col_choice(4) 1
    zc(4,199) col_link(4,5,X) -1
    zc(4,199) col_link(4,2,O) -1
    zc(4,199) col_link(4,4,O) -1
    zc(4,199) col_link(4,6,O) -1
    zc(4,199) col_link(4,9,O) -1
    zc(4,199) col_link(4,1,I) -1
    zc(4,199) col_link(4,10,I) -1
    zc(4,199) col_link(4,11,I) -1
    zc(4,200) col_choice(4) 1
    zc(4,200) col_link(4,5,X) -1
    zc(4,200) col_link(4,1,O) -1
    zc(4,200) col_link(4,4,O) -1
    zc(4,200) col_link(4,6,O) -1
    zc(4,200) col_link(4,9,O) -1
    zc(4,200) col_link(4,2,I) -1
    zc(4,200) col_link(4,10,I) -1
    zc(4,200) col_link(4,11,I) -1
    zc(4,201) col_choice(4) 1
    zc(4,201) col_link(4,5,X) -1
    zc(4,201) col_link(4,1,O) -1
    zc(4,201) col_link(4,2,O) -1
    zc(4,201) col_link(4,6,O) -1
    zc(4,201) col_link(4,9,O) -1
    zc(4,201) col_link(4,4,I) -1
    zc(4,201) col_link(4,10,I) -1
    zc(4,201) col_link(4,11,I) -1
    zc(4,202) col_choice(4) 1
    zc(4,202) col_link(4,4,X) -1
    zc(4,202) col_link(4,2,O) -1
    zc(4,202) col_link(4,5,O) -1
    zc(4,202) col_link(4,6,O) -1
    zc(4,202) col_link(4,9,O) -1
    zc(4,202) col_link(4,1,I) -1
    zc(4,202) col_link(4,10,I) -1
    zc(4,202) col_link(4,11,I) -1
    zc(4,203) col_choice(4) 1
    zc(4,203) col_link(4,4,X) -1
    zc(4,203) col_link(4,1,O) -1
    zc(4,203) col_link(4,5,O) -1
    zc(4,203) col_link(4,6,O) -1
    zc(4,203) col_link(4,9,O) -1
    zc(4,203) col_link(4,2,I) -1
    zc(4,203) col_link(4,10,I) -1
    zc(4,203) col_link(4,11,I) -1
    zc(4,204) col_choice(4) 1
    zc(4,204) col_link(4,2,X) -1
    zc(4,204) col_link(4,1,O) -1
    zc(4,204) col_link(4,5,O) -1
    zc(4,204) col_link(4,6,O) -1
    zc(4,204) col_link(4,9,O) -1
    zc(4,204) col_link(4,4,I) -1
    zc(4,204) col_link(4,10,I) -1
    zc(4,204) col_link(4,11,I) -1
    zc(4,205) col_choice(4) 1
    zc(4,205) col_link(4,1,X) -1
    zc(4,205) col_link(4,2,O) -1
    zc(4,205) col_link(4,5,O) -1
    zc(4,205) col_link(4,6,O) -1
    zc(4,205) col_link(4,9,O) -1
    zc(4,205) col_link(4,4,I) -1
    zc(4,205) col_link(4,10,I) -1
    zc(4,205) col_link(4,11,I) -1
    zc(4,206) col_choice(4) 1
    zc(4,206) col_link(4,4,X) -1
    zc(4,206) col_link(4,1,O) -1
    zc(4,206) col_link(4,2,O) -1
    zc(4,206) col_link(4,6,O) -1
    zc(4,206) col_link(4,9,O) -1
    zc(4,206) col_link(4,5,I) -1
    zc(4,206) col_link(4,10,I) -1
    zc(4,206) col_link(4,11,I) -1
    zc(4,207) col_choice(4) 1
    zc(4,207) col_link(4,2,X) -1
    zc(4,207) col_link(4,1,O) -1
    zc(4,207) col_link(4,4,O) -1
    zc(4,207) col_link(4,6,O) -1
    zc(4,207) col_link(4,9,O) -1
    zc(4,207) col_link(4,5,I) -1
    zc(4,207) col_link(4,10,I) -1
    zc(4,207) col_link(4,11,I) -1
    zc(4,208) col_choice(4) 1
    zc(4,208) col_link(4,1,X) -1
    zc(4,208) col_link(4,2,O) -1
    zc(4,208) col_link(4,4,O) -1
    zc(4,208) col_link(4,6,O) -1
    zc(4,208) col_link(4,9,O) -1
    zc(4,208) col_link(4,5,I) -1
    zc(4,208) col_link(4,10,I) -1
    zc(4,208) col_link(4,11,I) -1
    zc(4,209) col_choice(4) 1
    zc(4,209) col_link(4,5,X) -1
    zc(4,209) col_link(4,1,O) -1
    zc(4,209) col_link(4,2,O) -1
    zc(4,209) col_link(4,4,O) -1
    zc(4,209) col_link(4,9,O) -1
    zc(4,209) col_link(4,6,I) -1
    zc(4,209) col_link(4,10,I) -1
    zc(4,209) col_link(4,11,I) -1
    zc(4,210) col_choice(4) 1
    zc(4,210) col_link(4,4,X) -1
    zc(4,210) col_link(4,1,O) -1
    zc(4,210) col_link(4,2,O) -1
    zc(4,210) col_link(4,5,O) -1
    zc(4,210) col_link(4,9,O) -1
    zc(4,210) col_link(4,6,I) -1
    zc(4,210) col_link(4,10,I) -1
    zc(4,210) col_link(4,11,I) -1
    zc(4,211) col_choice(4) 1
    zc(4,211) col_link(4,2,X) -1
    zc(4,211) col_link(4,1,O) -1
    zc(4,211) col_link(4,4,O) -1
    zc(4,211) col_link(4,5,O) -1
    zc(4,211) col_link(4,9,O) -1
    zc(4,211) col_link(4,6,I) -1
    zc(4,211) col_link(4,10,I) -1
    zc(4,211) col_link(4,11,I) -1
    zc(4,212) col_choice(4) 1
    zc(4,212) col_link(4,1,X) -1
    zc(4,212) col_link(4,2,O) -1
    zc(4,212) col_link(4,4,O) -1
    zc(4,212) col_link(4,5,O) -1
    zc(4,212) col_link(4,9,O) -1
    zc(4,212) col_link(4,6,I) -1
    zc(4,212) col_link(4,10,I) -1
    zc(4,212) col_link(4,11,I) -1
    zc(5,0) col_choice(5) 1
    zc(5,0) col_link(5,4,X) -1
    zc(5,0) col_link(5,5,X) -1
    zc(5,0) col_link(5,7,X) -1
    zc(5,0) col_link(5,11,X) -1
    zc(5,0) col_link(5,0,I) -1
    zc(5,0) col_link(5,3,I) -1
    zc(5,1) col_choice(5) 1
    zc(5,1) col_link(5,3,X) -1
    zc(5,1) col_link(5,5,X) -1
    zc(5,1) col_link(5,7,X) -1
    zc(5,1) col_link(5,11,X) -1
    zc(5,1) col_link(5,0,I) -1
    zc(5,1) col_link(5,4,I) -1
    zc(5,2) col_choice(5) 1
    zc(5,2) col_link(5,0,X) -1
    zc(5,2) col_link(5,5,X) -1
    zc(5,2) col_link(5,7,X) -1
    zc(5,2) col_link(5,11,X) -1
    zc(5,2) col_link(5,3,I) -1
    zc(5,2) col_link(5,4,I) -1
    zc(5,3) col_choice(5) 1
    zc(5,3) col_link(5,3,X) -1
    zc(5,3) col_link(5,4,X) -1
    zc(5,3) col_link(5,7,X) -1
    zc(5,3) col_link(5,11,X) -1
    zc(5,3) col_link(5,0,I) -1
    zc(5,3) col_link(5,5,I) -1
    zc(5,4) col_choice(5) 1
    zc(5,4) col_link(5,0,X) -1
    zc(5,4) col_link(5,4,X) -1
    zc(5,4) col_link(5,7,X) -1
    zc(5,4) col_link(5,11,X) -1
    zc(5,4) col_link(5,3,I) -1
    zc(5,4) col_link(5,5,I) -1
    zc(5,5) col_choice(5) 1
    zc(5,5) col_link(5,0,X) -1
    zc(5,5) col_link(5,4,X) -1
    zc(5,5) col_link(5,5,X) -1
    zc(5,5) col_link(5,11,X) -1
    zc(5,5) col_link(5,3,I) -1
    zc(5,5) col_link(5,7,I) -1
    zc(5,6) col_choice(5) 1
    zc(5,6) col_link(5,0,X) -1
    zc(5,6) col_link(5,3,X) -1
    zc(5,6) col_link(5,5,X) -1
    zc(5,6) col_link(5,11,X) -1
    zc(5,6) col_link(5,4,I) -1
    zc(5,6) col_link(5,7,I) -1
    zc(5,7) col_choice(5) 1
    zc(5,7) col_link(5,0,X) -1
    zc(5,7) col_link(5,4,X) -1
    zc(5,7) col_link(5,5,X) -1
    zc(5,7) col_link(5,7,X) -1
    zc(5,7) col_link(5,3,I) -1
    zc(5,7) col_link(5,11,I) -1
    zc(5,8) col_choice(5) 1
    zc(5,8) col_link(5,0,X) -1
    zc(5,8) col_link(5,3,X) -1
    zc(5,8) col_link(5,5,X) -1
    zc(5,8) col_link(5,7,X) -1
    zc(5,8) col_link(5,4,I) -1
    zc(5,8) col_link(5,11,I) -1
    zc(5,9) col_choice(5) 1
    zc(5,9) col_link(5,0,X) -1
    zc(5,9) col_link(5,3,X) -1
    zc(5,9) col_link(5,4,X) -1
    zc(5,9) col_link(5,7,X) -1
    zc(5,9) col_link(5,5,I) -1
    zc(5,9) col_link(5,11,I) -1
    zc(6,0) col_choice(6) 1
    zc(6,0) col_link(6,6,X) -1
    zc(6,0) col_link(6,9,X) -1
    zc(6,0) col_link(6,2,O) -1
    zc(6,0) col_link(6,3,O) -1
    zc(6,0) col_link(6,1,I) -1
    zc(6,1) col_choice(6) 1
    zc(6,1) col_link(6,6,X) -1
    zc(6,1) col_link(6,9,X) -1
    zc(6,1) col_link(6,1,O) -1
    zc(6,1) col_link(6,3,O) -1
    zc(6,1) col_link(6,2,I) -1
    zc(6,2) col_choice(6) 1
    zc(6,2) col_link(6,6,X) -1
    zc(6,2) col_link(6,9,X) -1
    zc(6,2) col_link(6,1,O) -1
    zc(6,2) col_link(6,2,O) -1
    zc(6,2) col_link(6,3,I) -1
    zc(6,3) col_choice(6) 1
    zc(6,3) col_link(6,3,X) -1
    zc(6,3) col_link(6,9,X) -1
    zc(6,3) col_link(6,2,O) -1
    zc(6,3) col_link(6,6,O) -1
    zc(6,3) col_link(6,1,I) -1
    zc(6,4) col_choice(6) 1
    zc(6,4) col_link(6,3,X) -1
    zc(6,4) col_link(6,9,X) -1
    zc(6,4) col_link(6,1,O) -1
    zc(6,4) col_link(6,6,O) -1
    zc(6,4) col_link(6,2,I) -1
    zc(6,5) col_choice(6) 1
    zc(6,5) col_link(6,2,X) -1
    zc(6,5) col_link(6,9,X) -1
    zc(6,5) col_link(6,3,O) -1
    zc(6,5) col_link(6,6,O) -1
    zc(6,5) col_link(6,1,I) -1
    zc(6,6) col_choice(6) 1
    zc(6,6) col_link(6,1,X) -1
    zc(6,6) col_link(6,9,X) -1
    zc(6,6) col_link(6,3,O) -1
    zc(6,6) col_link(6,6,O) -1
    zc(6,6) col_link(6,2,I) -1
    zc(6,7) col_choice(6) 1
    zc(6,7) col_link(6,2,X) -1
    zc(6,7) col_link(6,9,X) -1
    zc(6,7) col_link(6,1,O) -1
    zc(6,7) col_link(6,6,O) -1
    zc(6,7) col_link(6,3,I) -1
    zc(6,8) col_choice(6) 1
    zc(6,8) col_link(6,1,X) -1
    zc(6,8) col_link(6,9,X) -1
    zc(6,8) col_link(6,2,O) -1
    zc(6,8) col_link(6,6,O) -1
    zc(6,8) col_link(6,3,I) -1
    zc(6,9) col_choice(6) 1
    zc(6,9) col_link(6,3,X) -1
    zc(6,9) col_link(6,6,X) -1
    zc(6,9) col_link(6,2,O) -1
    zc(6,9) col_link(6,9,O) -1
    zc(6,9) col_link(6,1,I) -1
    zc(6,10) col_choice(6) 1
    zc(6,10) col_link(6,3,X) -1
    zc(6,10) col_link(6,6,X) -1
    zc(6,10) col_link(6,1,O) -1
    zc(6,10) col_link(6,9,O) -1
    zc(6,10) col_link(6,2,I) -1
    zc(6,11) col_choice(6) 1
    zc(6,11) col_link(6,2,X) -1
    zc(6,11) col_link(6,6,X) -1
    zc(6,11) col_link(6,3,O) -1
    zc(6,11) col_link(6,9,O) -1
    zc(6,11) col_link(6,1,I) -1
    zc(6,12) col_choice(6) 1
    zc(6,12) col_link(6,1,X) -1
    zc(6,12) col_link(6,6,X) -1
    zc(6,12) col_link(6,3,O) -1
    zc(6,12) col_link(6,9,O) -1
    zc(6,12) col_link(6,2,I) -1
    zc(6,13) col_choice(6) 1
    zc(6,13) col_link(6,2,X) -1
    zc(6,13) col_link(6,6,X) -1
    zc(6,13) col_link(6,1,O) -1
    zc(6,13) col_link(6,9,O) -1
    zc(6,13) col_link(6,3,I) -1
    zc(6,14) col_choice(6) 1
    zc(6,14) col_link(6,1,X) -1
    zc(6,14) col_link(6,6,X) -1
    zc(6,14) col_link(6,2,O) -1
    zc(6,14) col_link(6,9,O) -1
    zc(6,14) col_link(6,3,I) -1
    zc(6,15) col_choice(6) 1
    zc(6,15) col_link(6,1,X) -1
    zc(6,15) col_link(6,3,X) -1
    zc(6,15) col_link(6,6,O) -1
    zc(6,15) col_link(6,9,O) -1
    zc(6,15) col_link(6,2,I) -1
    zc(7,0) col_choice(7) 1
    zc(7,0) col_link(7,7,X) -1
    zc(7,0) col_link(7,11,X) -1
    zc(7,0) col_link(7,5,O) -1
    zc(7,0) col_link(7,3,I) -1
    zc(7,1) col_choice(7) 1
    zc(7,1) col_link(7,7,X) -1
    zc(7,1) col_link(7,11,X) -1
    zc(7,1) col_link(7,3,O) -1
    zc(7,1) col_link(7,5,I) -1
    zc(7,2) col_choice(7) 1
    zc(7,2) col_link(7,5,X) -1
    zc(7,2) col_link(7,11,X) -1
    zc(7,2) col_link(7,3,O) -1
    zc(7,2) col_link(7,7,I) -1
    zc(7,3) col_choice(7) 1
    zc(7,3) col_link(7,3,X) -1
    zc(7,3) col_link(7,11,X) -1
    zc(7,3) col_link(7,5,O) -1
    zc(7,3) col_link(7,7,I) -1
    zc(7,4) col_choice(7) 1
    zc(7,4) col_link(7,5,X) -1
    zc(7,4) col_link(7,7,X) -1
    zc(7,4) col_link(7,11,O) -1
    zc(7,4) col_link(7,3,I) -1
    zc(7,5) col_choice(7) 1
    zc(7,5) col_link(7,3,X) -1
    zc(7,5) col_link(7,7,X) -1
    zc(7,5) col_link(7,11,O) -1
    zc(7,5) col_link(7,5,I) -1
    zc(7,6) col_choice(7) 1
    zc(7,6) col_link(7,3,X) -1
    zc(7,6) col_link(7,5,X) -1
    zc(7,6) col_link(7,11,O) -1
    zc(7,6) col_link(7,7,I) -1
    zc(7,7) col_choice(7) 1
    zc(7,7) col_link(7,5,X) -1
    zc(7,7) col_link(7,7,X) -1
    zc(7,7) col_link(7,3,O) -1
    zc(7,7) col_link(7,11,I) -1
    zc(7,8) col_choice(7) 1
    zc(7,8) col_link(7,3,X) -1
    zc(7,8) col_link(7,7,X) -1
    zc(7,8) col_link(7,5,O) -1
    zc(7,8) col_link(7,11,I) -1
    zc(8,0) col_choice(8) 1
    zc(8,0) col_link(8,9,X) -1
    zc(8,0) col_link(8,1,O) -1
    zc(8,0) col_link(8,5,O) -1
    zc(8,0) col_link(8,6,O) -1
    zc(8,0) col_link(8,8,O) -1
    zc(8,0) col_link(8,3,I) -1
    zc(8,1) col_choice(8) 1
    zc(8,1) col_link(8,9,X) -1
    zc(8,1) col_link(8,1,O) -1
    zc(8,1) col_link(8,3,O) -1
    zc(8,1) col_link(8,6,O) -1
    zc(8,1) col_link(8,8,O) -1
    zc(8,1) col_link(8,5,I) -1
    zc(8,2) col_choice(8) 1
    zc(8,2) col_link(8,9,X) -1
    zc(8,2) col_link(8,1,O) -1
    zc(8,2) col_link(8,3,O) -1
    zc(8,2) col_link(8,5,O) -1
    zc(8,2) col_link(8,8,O) -1
    zc(8,2) col_link(8,6,I) -1
    zc(8,3) col_choice(8) 1
    zc(8,3) col_link(8,9,X) -1
    zc(8,3) col_link(8,1,O) -1
    zc(8,3) col_link(8,3,O) -1
    zc(8,3) col_link(8,5,O) -1
    zc(8,3) col_link(8,6,O) -1
    zc(8,3) col_link(8,8,I) -1
    zc(8,4) col_choice(8) 1
    zc(8,4) col_link(8,8,X) -1
    zc(8,4) col_link(8,1,O) -1
    zc(8,4) col_link(8,5,O) -1
    zc(8,4) col_link(8,6,O) -1
    zc(8,4) col_link(8,9,O) -1
    zc(8,4) col_link(8,3,I) -1
    zc(8,5) col_choice(8) 1
    zc(8,5) col_link(8,8,X) -1
    zc(8,5) col_link(8,1,O) -1
    zc(8,5) col_link(8,3,O) -1
    zc(8,5) col_link(8,6,O) -1
    zc(8,5) col_link(8,9,O) -1
    zc(8,5) col_link(8,5,I) -1
    zc(8,6) col_choice(8) 1
    zc(8,6) col_link(8,8,X) -1
    zc(8,6) col_link(8,1,O) -1
    zc(8,6) col_link(8,3,O) -1
    zc(8,6) col_link(8,5,O) -1
    zc(8,6) col_link(8,9,O) -1
    zc(8,6) col_link(8,6,I) -1
    zc(8,7) col_choice(8) 1
    zc(8,7) col_link(8,6,X) -1
    zc(8,7) col_link(8,1,O) -1
    zc(8,7) col_link(8,5,O) -1
    zc(8,7) col_link(8,8,O) -1
    zc(8,7) col_link(8,9,O) -1
    zc(8,7) col_link(8,3,I) -1
    zc(8,8) col_choice(8) 1
    zc(8,8) col_link(8,6,X) -1
    zc(8,8) col_link(8,1,O) -1
    zc(8,8) col_link(8,3,O) -1
    zc(8,8) col_link(8,8,O) -1
    zc(8,8) col_link(8,9,O) -1
    zc(8,8) col_link(8,5,I) -1
    zc(8,9) col_choice(8) 1
    zc(8,9) col_link(8,5,X) -1
    zc(8,9) col_link(8,1,O) -1
    zc(8,9) col_link(8,6,O) -1
    zc(8,9) col_link(8,8,O) -1
    zc(8,9) col_link(8,9,O) -1
    zc(8,9) col_link(8,3,I) -1
    zc(8,10) col_choice(8) 1
    zc(8,10) col_link(8,1,X) -1
    zc(8,10) col_link(8,5,O) -1
    zc(8,10) col_link(8,6,O) -1
    zc(8,10) col_link(8,8,O) -1
    zc(8,10) col_link(8,9,O) -1
    zc(8,10) col_link(8,3,I) -1
    zc(8,11) col_choice(8) 1
    zc(8,11) col_link(8,3,X) -1
    zc(8,11) col_link(8,1,O) -1
    zc(8,11) col_link(8,6,O) -1
    zc(8,11) col_link(8,8,O) -1
    zc(8,11) col_link(8,9,O) -1
    zc(8,11) col_link(8,5,I) -1
    zc(8,12) col_choice(8) 1
    zc(8,12) col_link(8,1,X) -1
    zc(8,12) col_link(8,3,O) -1
    zc(8,12) col_link(8,6,O) -1
    zc(8,12) col_link(8,8,O) -1
    zc(8,12) col_link(8,9,O) -1
    zc(8,12) col_link(8,5,I) -1
    zc(8,13) col_choice(8) 1
    zc(8,13) col_link(8,5,X) -1
    zc(8,13) col_link(8,1,O) -1
    zc(8,13) col_link(8,3,O) -1
    zc(8,13) col_link(8,8,O) -1
    zc(8,13) col_link(8,9,O) -1
    zc(8,13) col_link(8,6,I) -1
    zc(8,14) col_choice(8) 1
    zc(8,14) col_link(8,3,X) -1
    zc(8,14) col_link(8,1,O) -1
    zc(8,14) col_link(8,5,O) -1
    zc(8,14) col_link(8,8,O) -1
    zc(8,14) col_link(8,9,O) -1
    zc(8,14) col_link(8,6,I) -1
    zc(8,15) col_choice(8) 1
    zc(8,15) col_link(8,1,X) -1
    zc(8,15) col_link(8,3,O) -1
    zc(8,15) col_link(8,5,O) -1
    zc(8,15) col_link(8,8,O) -1
    zc(8,15) col_link(8,9,O) -1
    zc(8,15) col_link(8,6,I) -1
    zc(8,16) col_choice(8) 1
    zc(8,16) col_link(8,6,X) -1
    zc(8,16) col_link(8,1,O) -1
    zc(8,16) col_link(8,3,O) -1
    zc(8,16) col_link(8,5,O) -1
    zc(8,16) col_link(8,9,O) -1
    zc(8,16) col_link(8,8,I) -1
    zc(8,17) col_choice(8) 1
    zc(8,17) col_link(8,5,X) -1
    zc(8,17) col_link(8,1,O) -1
    zc(8,17) col_link(8,3,O) -1
    zc(8,17) col_link(8,6,O) -1
    zc(8,17) col_link(8,9,O) -1
    zc(8,17) col_link(8,8,I) -1
    zc(8,18) col_choice(8) 1
    zc(8,18) col_link(8,3,X) -1
    zc(8,18) col_link(8,1,O) -1
    zc(8,18) col_link(8,5,O) -1
    zc(8,18) col_link(8,6,O) -1
    zc(8,18) col_link(8,9,O) -1
    zc(8,18) col_link(8,8,I) -1
    zc(8,19) col_choice(8) 1
    zc(8,19) col_link(8,1,X) -1
    zc(8,19) col_link(8,3,O) -1
    zc(8,19) col_link(8,5,O) -1
    zc(8,19) col_link(8,6,O) -1
    zc(8,19) col_link(8,9,O) -1
    zc(8,19) col_link(8,8,I) -1
    zc(8,20) col_choice(8) 1
    zc(8,20) col_link(8,8,X) -1
    zc(8,20) col_link(8,1,O) -1
    zc(8,20) col_link(8,3,O) -1
    zc(8,20) col_link(8,5,O) -1
    zc(8,20) col_link(8,6,O) -1
    zc(8,20) col_link(8,9,I) -1
    zc(8,21) col_choice(8) 1
    zc(8,21) col_link(8,6,X) -1
    zc(8,21) col_link(8,1,O) -1
    zc(8,21) col_link(8,3,O) -1
    zc(8,21) col_link(8,5,O) -1
    zc(8,21) col_link(8,8,O) -1
    zc(8,21) col_link(8,9,I) -1
    zc(8,22) col_choice(8) 1
    zc(8,22) col_link(8,5,X) -1
    zc(8,22) col_link(8,1,O) -1
    zc(8,22) col_link(8,3,O) -1
    zc(8,22) col_link(8,6,O) -1
    zc(8,22) col_link(8,8,O) -1
    zc(8,22) col_link(8,9,I) -1
    zc(8,23) col_choice(8) 1
    zc(8,23) col_link(8,3,X) -1
    zc(8,23) col_link(8,1,O) -1
    zc(8,23) col_link(8,5,O) -1
    zc(8,23) col_link(8,6,O) -1
    zc(8,23) col_link(8,8,O) -1
    zc(8,23) col_link(8,9,I) -1
    zc(8,24) col_choice(8) 1
    zc(8,24) col_link(8,1,X) -1
    zc(8,24) col_link(8,3,O) -1
    zc(8,24) col_link(8,5,O) -1
    zc(8,24) col_link(8,6,O) -1
    zc(8,24) col_link(8,8,O) -1
    zc(8,24) col_link(8,9,I) -1
RHS
    RHS given(0,2) 1
    RHS given(0,4) 1
    RHS given(0,6) 1
    RHS given(0,7) 1
    RHS given(0,8) 1
    RHS given(1,0) 1
    RHS given(1,2) 1
    RHS given(1,3) 1
    RHS given(1,5) 1
    RHS given(1,7) 1
    RHS given(2,0) 1
    RHS given(2,1) 1
    RHS given(2,5) 1
    RHS given(2,7) 1
    RHS given(2,8) 1
    RHS given(3,0) 1
    RHS given(3,1) 1
    RHS given(3,2) 1
    RHS given(3,4) 1
    RHS given(4,1) 1
    RHS given(4,3) 1
    RHS given(4,6) 1
    RHS given(4,7) 1
    RHS given(4,8) 1
    RHS given(5,0) 1
    RHS given(5,1) 1
    RHS given(5,2) 1
    RHS given(5,3) 1
    RHS given(5,6) 1
    RHS given(6,1) 1
    RHS given(6,2) 1
    RHS given(6,3) 1
    RHS given(6,5) 1
    RHS given(6,7) 1
    RHS given(7,3) 1
    RHS given(7,4) 1
    RHS given(7,6) 1
    RHS given(7,8) 1
    RHS given(8,0) 1
    RHS given(8,2) 1
    RHS given(8,4) 1
    RHS given(8,5) 1
    RHS given(8,6) 1
    RHS given(8,7) 1
    RHS given(9,0) 1
    RHS given(9,2) 1
    RHS given(9,3) 1
    RHS given(9,5) 1
    RHS given(9,7) 1
    RHS given(10,2) 1
    RHS given(10,3) 1
    RHS given(10,5) 1
    RHS given(10,6) 1
    RHS given(10,7) 1
    RHS given(10,8) 1
    RHS given(11,0) 1
    RHS given(11,1) 1
    RHS given(11,6) 1
    RHS given(11,8) 1
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
 UP BND zr(0,0) 1
 UP BND zr(0,1) 1
 UP BND zr(0,2) 1
 UP BND zr(0,3) 1
 UP BND zr(0,4) 1
 UP BND zr(0,5) 1
 UP BND zr(0,6) 1
 UP BND zr(1,0) 1
 UP BND zr(1,1) 1
 UP BND zr(1,2) 1
 UP BND zr(1,3) 1
 UP BND zr(2,0) 1
 UP BND zr(2,1) 1
 UP BND zr(2,2) 1
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
 UP BND zr(4,0) 1
 UP BND zr(4,1) 1
 UP BND zr(4,2) 1
 UP BND zr(4,3) 1
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
 UP BND zr(6,0) 1
 UP BND zr(6,1) 1
 UP BND zr(6,2) 1
 UP BND zr(6,3) 1
 UP BND zr(7,0) 1
 UP BND zr(7,1) 1
 UP BND zr(7,2) 1
 UP BND zr(7,3) 1
 UP BND zr(7,4) 1
 UP BND zr(7,5) 1
 UP BND zr(7,6) 1
 UP BND zr(7,7) 1
 UP BND zr(7,8) 1
 UP BND zr(7,9) 1
 UP BND zr(7,10) 1
 UP BND zr(7,11) 1
 UP BND zr(7,12) 1
 UP BND zr(7,13) 1
 UP BND zr(7,14) 1
 UP BND zr(7,15) 1
 UP BND zr(7,16) 1
 UP BND zr(7,17) 1
 UP BND zr(7,18) 1
 UP BND zr(7,19) 1
 UP BND zr(7,20) 1
 UP BND zr(7,21) 1
 UP BND zr(7,22) 1
 UP BND zr(7,23) 1
 UP BND zr(7,24) 1
 UP BND zr(8,0) 1
 UP BND zr(8,1) 1
 UP BND zr(8,2) 1
 UP BND zr(8,3) 1
 UP BND zr(9,0) 1
 UP BND zr(9,1) 1
 UP BND zr(9,2) 1
 UP BND zr(9,3) 1
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
 UP BND zc(0,0) 1
 UP BND zc(0,1) 1
 UP BND zc(0,2) 1
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
 UP BND zc(1,16) 1
 UP BND zc(1,17) 1
 UP BND zc(1,18) 1
 UP BND zc(1,19) 1
 UP BND zc(1,20) 1
 UP BND zc(1,21) 1
 UP BND zc(1,22) 1
 UP BND zc(1,23) 1
 UP BND zc(1,24) 1
 UP BND zc(1,25) 1
 UP BND zc(1,26) 1
 UP BND zc(1,27) 1
 UP BND zc(1,28) 1
 UP BND zc(1,29) 1
 UP BND zc(1,30) 1
 UP BND zc(1,31) 1
 UP BND zc(1,32) 1
 UP BND zc(1,33) 1
 UP BND zc(1,34) 1
 UP BND zc(1,35) 1
 UP BND zc(1,36) 1
 UP BND zc(1,37) 1
 UP BND zc(1,38) 1
 UP BND zc(1,39) 1
 UP BND zc(1,40) 1
 UP BND zc(1,41) 1
 UP BND zc(1,42) 1
 UP BND zc(1,43) 1
 UP BND zc(1,44) 1
 UP BND zc(1,45) 1
 UP BND zc(1,46) 1
 UP BND zc(1,47) 1
 UP BND zc(2,0) 1
 UP BND zc(2,1) 1
 UP BND zc(2,2) 1
 UP BND zc(2,3) 1
 UP BND zc(3,0) 1
 UP BND zc(3,1) 1
 UP BND zc(3,2) 1
 UP BND zc(3,3) 1
 UP BND zc(3,4) 1
 UP BND zc(3,5) 1
 UP BND zc(3,6) 1
 UP BND zc(3,7) 1
 UP BND zc(3,8) 1
 UP BND zc(4,0) 1
 UP BND zc(4,1) 1
 UP BND zc(4,2) 1
 UP BND zc(4,3) 1
 UP BND zc(4,4) 1
 UP BND zc(4,5) 1
 UP BND zc(4,6) 1
 UP BND zc(4,7) 1
 UP BND zc(4,8) 1
 UP BND zc(4,9) 1
 UP BND zc(4,10) 1
 UP BND zc(4,11) 1
 UP BND zc(4,12) 1
 UP BND zc(4,13) 1
 UP BND zc(4,14) 1
 UP BND zc(4,15) 1
 UP BND zc(4,16) 1
 UP BND zc(4,17) 1
 UP BND zc(4,18) 1
 UP BND zc(4,19) 1
 UP BND zc(4,20) 1
 UP BND zc(4,21) 1
 UP BND zc(4,22) 1
 UP BND zc(4,23) 1
 UP BND zc(4,24) 1
 UP BND zc(4,25) 1
 UP BND zc(4,26) 1
 UP BND zc(4,27) 1
 UP BND zc(4,28) 1
 UP BND zc(4,29) 1
 UP BND zc(4,30) 1
 UP BND zc(4,31) 1
 UP BND zc(4,32) 1
 UP BND zc(4,33) 1
 UP BND zc(4,34) 1
 UP BND zc(4,35) 1
 UP BND zc(4,36) 1
 UP BND zc(4,37) 1
 UP BND zc(4,38) 1
 UP BND zc(4,39) 1
 UP BND zc(4,40) 1
 UP BND zc(4,41) 1
 UP BND zc(4,42) 1
 UP BND zc(4,43) 1
 UP BND zc(4,44) 1
 UP BND zc(4,45) 1
 UP BND zc(4,46) 1
 UP BND zc(4,47) 1
 UP BND zc(4,48) 1
 UP BND zc(4,49) 1
 UP BND zc(4,50) 1
 UP BND zc(4,51) 1
 UP BND zc(4,52) 1
 UP BND zc(4,53) 1
 UP BND zc(4,54) 1
 UP BND zc(4,55) 1
 UP BND zc(4,56) 1
 UP BND zc(4,57) 1
 UP BND zc(4,58) 1
 UP BND zc(4,59) 1
 UP BND zc(4,60) 1
 UP BND zc(4,61) 1
 UP BND zc(4,62) 1
 UP BND zc(4,63) 1
 UP BND zc(4,64) 1
 UP BND zc(4,65) 1
 UP BND zc(4,66) 1
 UP BND zc(4,67) 1
 UP BND zc(4,68) 1
 UP BND zc(4,69) 1
 UP BND zc(4,70) 1
 UP BND zc(4,71) 1
 UP BND zc(4,72) 1
 UP BND zc(4,73) 1
 UP BND zc(4,74) 1
 UP BND zc(4,75) 1
 UP BND zc(4,76) 1
 UP BND zc(4,77) 1
 UP BND zc(4,78) 1
 UP BND zc(4,79) 1
 UP BND zc(4,80) 1
 UP BND zc(4,81) 1
 UP BND zc(4,82) 1
 UP BND zc(4,83) 1
 UP BND zc(4,84) 1
 UP BND zc(4,85) 1
 UP BND zc(4,86) 1
 UP BND zc(4,87) 1
 UP BND zc(4,88) 1
 UP BND zc(4,89) 1
 UP BND zc(4,90) 1
 UP BND zc(4,91) 1
 UP BND zc(4,92) 1
 UP BND zc(4,93) 1
 UP BND zc(4,94) 1
 UP BND zc(4,95) 1
 UP BND zc(4,96) 1
 UP BND zc(4,97) 1
 UP BND zc(4,98) 1
 UP BND zc(4,99) 1
 UP BND zc(4,100) 1
 UP BND zc(4,101) 1
 UP BND zc(4,102) 1
 UP BND zc(4,103) 1
 UP BND zc(4,104) 1
 UP BND zc(4,105) 1
 UP BND zc(4,106) 1
 UP BND zc(4,107) 1
 UP BND zc(4,108) 1
 UP BND zc(4,109) 1
 UP BND zc(4,110) 1
 UP BND zc(4,111) 1
 UP BND zc(4,112) 1
 UP BND zc(4,113) 1
 UP BND zc(4,114) 1
 UP BND zc(4,115) 1
 UP BND zc(4,116) 1
 UP BND zc(4,117) 1
 UP BND zc(4,118) 1
 UP BND zc(4,119) 1
 UP BND zc(4,120) 1
 UP BND zc(4,121) 1
 UP BND zc(4,122) 1
 UP BND zc(4,123) 1
 UP BND zc(4,124) 1
 UP BND zc(4,125) 1
 UP BND zc(4,126) 1
 UP BND zc(4,127) 1
 UP BND zc(4,128) 1
 UP BND zc(4,129) 1
 UP BND zc(4,130) 1
 UP BND zc(4,131) 1
 UP BND zc(4,132) 1
 UP BND zc(4,133) 1
 UP BND zc(4,134) 1
 UP BND zc(4,135) 1
 UP BND zc(4,136) 1
 UP BND zc(4,137) 1
 UP BND zc(4,138) 1
 UP BND zc(4,139) 1
 UP BND zc(4,140) 1
 UP BND zc(4,141) 1
 UP BND zc(4,142) 1
 UP BND zc(4,143) 1
 UP BND zc(4,144) 1
 UP BND zc(4,145) 1
 UP BND zc(4,146) 1
 UP BND zc(4,147) 1
 UP BND zc(4,148) 1
 UP BND zc(4,149) 1
 UP BND zc(4,150) 1
 UP BND zc(4,151) 1
 UP BND zc(4,152) 1
 UP BND zc(4,153) 1
 UP BND zc(4,154) 1
 UP BND zc(4,155) 1
 UP BND zc(4,156) 1
 UP BND zc(4,157) 1
 UP BND zc(4,158) 1
 UP BND zc(4,159) 1
 UP BND zc(4,160) 1
 UP BND zc(4,161) 1
 UP BND zc(4,162) 1
 UP BND zc(4,163) 1
 UP BND zc(4,164) 1
 UP BND zc(4,165) 1
 UP BND zc(4,166) 1
 UP BND zc(4,167) 1
 UP BND zc(4,168) 1
 UP BND zc(4,169) 1
 UP BND zc(4,170) 1
 UP BND zc(4,171) 1
 UP BND zc(4,172) 1
 UP BND zc(4,173) 1
 UP BND zc(4,174) 1
 UP BND zc(4,175) 1
 UP BND zc(4,176) 1
 UP BND zc(4,177) 1
 UP BND zc(4,178) 1
 UP BND zc(4,179) 1
 UP BND zc(4,180) 1
 UP BND zc(4,181) 1
 UP BND zc(4,182) 1
 UP BND zc(4,183) 1
 UP BND zc(4,184) 1
 UP BND zc(4,185) 1
 UP BND zc(4,186) 1
 UP BND zc(4,187) 1
 UP BND zc(4,188) 1
 UP BND zc(4,189) 1
 UP BND zc(4,190) 1
 UP BND zc(4,191) 1
 UP BND zc(4,192) 1
 UP BND zc(4,193) 1
 UP BND zc(4,194) 1
 UP BND zc(4,195) 1
 UP BND zc(4,196) 1
 UP BND zc(4,197) 1
 UP BND zc(4,198) 1
 UP BND zc(4,199) 1
 UP BND zc(4,200) 1
 UP BND zc(4,201) 1
 UP BND zc(4,202) 1
 UP BND zc(4,203) 1
 UP BND zc(4,204) 1
 UP BND zc(4,205) 1
 UP BND zc(4,206) 1
 UP BND zc(4,207) 1
 UP BND zc(4,208) 1
 UP BND zc(4,209) 1
 UP BND zc(4,210) 1
 UP BND zc(4,211) 1
 UP BND zc(4,212) 1
 UP BND zc(5,0) 1
 UP BND zc(5,1) 1
 UP BND zc(5,2) 1
 UP BND zc(5,3) 1
 UP BND zc(5,4) 1
 UP BND zc(5,5) 1
 UP BND zc(5,6) 1
 UP BND zc(5,7) 1
 UP BND zc(5,8) 1
 UP BND zc(5,9) 1
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
 UP BND zc(7,0) 1
 UP BND zc(7,1) 1
 UP BND zc(7,2) 1
 UP BND zc(7,3) 1
 UP BND zc(7,4) 1
 UP BND zc(7,5) 1
 UP BND zc(7,6) 1
 UP BND zc(7,7) 1
 UP BND zc(7,8) 1
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
 UP BND zc(8,24) 1
ENDATA
