NAME troix_lines
ROWS
 N OBJ
 E given(0,0)
 E given(0,1)
 E given(0,5)
 E given(0,6)
 E given(1,3)
 E given(1,5)
 E given(1,6)
 E given(1,7)
 E given(1,8)
 E given(2,1)
 E given(2,2)
 E given(2,3)
 E given(2,6)
 E given(2,7)
 E given(3,0)
 E given(3,3)
 E given(3,4)
 E given(3,8)
 E given(4,0)
 E given(4,2)
 E given(4,3)
 E given(4,7)
 E given(5,2)
 E given(5,4)
 E given(5,5)
 E given(5,8)
 E given(6,2)
 E given(6,3)
 E given(6,5)
 E given(6,8)
 E given(7,1)
 E given(7,3)
 E given(7,5)
 E given(7,7)
 E given(7,8)
 E given(8,2)
 E given(8,4)
 E row_choice(0)
 E row_choice(1)
 E row_choice(2)
 E row_choice(3)
 E row_choice(4)
 E row_choice(5)
 E row_choice(6)
 E row_choice(7)
 E row_choice(8)
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
 E row_link(0,2,X)
 E row_link(0,3,X)
 E row_link(0,4,X)
 E row_link(0,6,X)
 E row_link(0,7,X)
 E row_link(0,8,X)
 E row_link(1,0,X)
 E row_link(1,1,X)
 E row_link(1,2,X)
 E row_link(1,3,X)
 E row_link(1,4,X)
 E row_link(1,5,X)
 E row_link(1,6,X)
 E row_link(1,7,X)
 E row_link(1,8,X)
 E row_link(2,0,X)
 E row_link(2,1,X)
 E row_link(2,4,X)
 E row_link(2,5,X)
 E row_link(2,6,X)
 E row_link(2,8,X)
 E row_link(3,1,X)
 E row_link(3,2,X)
 E row_link(3,3,X)
 E row_link(3,4,X)
 E row_link(3,5,X)
 E row_link(3,6,X)
 E row_link(3,7,X)
 E row_link(3,8,X)
 E row_link(4,1,X)
 E row_link(4,2,X)
 E row_link(4,4,X)
 E row_link(4,5,X)
 E row_link(4,6,X)
 E row_link(4,7,X)
 E row_link(4,8,X)
 E row_link(5,0,X)
 E row_link(5,1,X)
 E row_link(5,3,X)
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
 E row_link(7,2,X)
 E row_link(7,4,X)
 E row_link(7,5,X)
 E row_link(7,6,X)
 E row_link(7,7,X)
 E row_link(7,8,X)
 E row_link(8,0,X)
 E row_link(8,1,X)
 E row_link(8,2,X)
 E row_link(8,3,X)
 E row_link(8,5,X)
 E row_link(8,6,X)
 E row_link(8,7,X)
 E row_link(8,8,X)
 E row_link(0,1,O)
 E row_link(0,2,O)
 E row_link(0,3,O)
 E row_link(0,4,O)
 E row_link(0,5,O)
 E row_link(0,7,O)
 E row_link(0,8,O)
 E row_link(1,0,O)
 E row_link(1,1,O)
 E row_link(1,2,O)
 E row_link(1,4,O)
 E row_link(1,5,O)
 E row_link(1,6,O)
 E row_link(2,0,O)
 E row_link(2,1,O)
 E row_link(2,2,O)
 E row_link(2,3,O)
 E row_link(2,4,O)
 E row_link(2,5,O)
 E row_link(2,6,O)
 E row_link(2,7,O)
 E row_link(2,8,O)
 E row_link(3,0,O)
 E row_link(3,1,O)
 E row_link(3,2,O)
 E row_link(3,5,O)
 E row_link(3,6,O)
 E row_link(3,7,O)
 E row_link(4,0,O)
 E row_link(4,1,O)
 E row_link(4,2,O)
 E row_link(4,3,O)
 E row_link(4,4,O)
 E row_link(4,5,O)
 E row_link(4,6,O)
 E row_link(4,8,O)
 E row_link(5,0,O)
 E row_link(5,1,O)
 E row_link(5,2,O)
 E row_link(5,3,O)
 E row_link(5,4,O)
 E row_link(5,5,O)
 E row_link(5,6,O)
 E row_link(5,7,O)
 E row_link(5,8,O)
 E row_link(6,0,O)
 E row_link(6,1,O)
 E row_link(6,4,O)
 E row_link(6,5,O)
 E row_link(6,6,O)
 E row_link(6,7,O)
 E row_link(7,0,O)
 E row_link(7,1,O)
 E row_link(7,2,O)
 E row_link(7,3,O)
 E row_link(7,4,O)
 E row_link(7,6,O)
 E row_link(7,8,O)
 E row_link(8,0,O)
 E row_link(8,1,O)
 E row_link(8,3,O)
 E row_link(8,4,O)
 E row_link(8,5,O)
 E row_link(8,6,O)
 E row_link(8,7,O)
 E row_link(8,8,O)
 E row_link(0,0,I)
 E row_link(0,1,I)
 E row_link(0,2,I)
 E row_link(0,3,I)
 E row_link(0,4,I)
 E row_link(0,5,I)
 E row_link(0,6,I)
 E row_link(0,7,I)
 E row_link(0,8,I)
 E row_link(1,0,I)
 E row_link(1,1,I)
 E row_link(1,2,I)
 E row_link(1,3,I)
 E row_link(1,4,I)
 E row_link(1,7,I)
 E row_link(1,8,I)
 E row_link(2,0,I)
 E row_link(2,2,I)
 E row_link(2,3,I)
 E row_link(2,4,I)
 E row_link(2,5,I)
 E row_link(2,7,I)
 E row_link(2,8,I)
 E row_link(3,0,I)
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
 E row_link(4,3,I)
 E row_link(4,4,I)
 E row_link(4,5,I)
 E row_link(4,6,I)
 E row_link(4,7,I)
 E row_link(4,8,I)
 E row_link(5,0,I)
 E row_link(5,1,I)
 E row_link(5,2,I)
 E row_link(5,3,I)
 E row_link(5,4,I)
 E row_link(5,6,I)
 E row_link(5,7,I)
 E row_link(6,0,I)
 E row_link(6,1,I)
 E row_link(6,2,I)
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
 E row_link(7,6,I)
 E row_link(7,7,I)
 E row_link(8,0,I)
 E row_link(8,1,I)
 E row_link(8,2,I)
 E row_link(8,3,I)
 E row_link(8,4,I)
 E row_link(8,5,I)
 E row_link(8,6,I)
 E row_link(8,7,I)
 E row_link(8,8,I)
 E col_link(0,0,X)
 E col_link(0,1,X)
 E col_link(0,2,X)
 E col_link(0,5,X)
 E col_link(0,6,X)
 E col_link(0,7,X)
 E col_link(0,8,X)
 E col_link(1,1,X)
 E col_link(1,2,X)
 E col_link(1,3,X)
 E col_link(1,4,X)
 E col_link(1,5,X)
 E col_link(1,6,X)
 E col_link(1,8,X)
 E col_link(2,0,X)
 E col_link(2,1,X)
 E col_link(2,3,X)
 E col_link(2,4,X)
 E col_link(2,6,X)
 E col_link(2,7,X)
 E col_link(2,8,X)
 E col_link(3,0,X)
 E col_link(3,1,X)
 E col_link(3,3,X)
 E col_link(3,5,X)
 E col_link(3,6,X)
 E col_link(3,8,X)
 E col_link(4,0,X)
 E col_link(4,1,X)
 E col_link(4,2,X)
 E col_link(4,3,X)
 E col_link(4,4,X)
 E col_link(4,6,X)
 E col_link(4,7,X)
 E col_link(5,1,X)
 E col_link(5,2,X)
 E col_link(5,3,X)
 E col_link(5,4,X)
 E col_link(5,5,X)
 E col_link(5,6,X)
 E col_link(5,7,X)
 E col_link(5,8,X)
 E col_link(6,0,X)
 E col_link(6,1,X)
 E col_link(6,2,X)
 E col_link(6,3,X)
 E col_link(6,4,X)
 E col_link(6,5,X)
 E col_link(6,6,X)
 E col_link(6,7,X)
 E col_link(6,8,X)
 E col_link(7,0,X)
 E col_link(7,1,X)
 E col_link(7,3,X)
 E col_link(7,4,X)
 E col_link(7,5,X)
 E col_link(7,6,X)
 E col_link(7,7,X)
 E col_link(7,8,X)
 E col_link(8,0,X)
 E col_link(8,1,X)
 E col_link(8,2,X)
 E col_link(8,3,X)
 E col_link(8,4,X)
 E col_link(8,5,X)
 E col_link(8,6,X)
 E col_link(8,7,X)
 E col_link(8,8,X)
 E col_link(0,1,O)
 E col_link(0,2,O)
 E col_link(0,3,O)
 E col_link(0,4,O)
 E col_link(0,5,O)
 E col_link(0,6,O)
 E col_link(0,7,O)
 E col_link(0,8,O)
 E col_link(1,0,O)
 E col_link(1,1,O)
 E col_link(1,2,O)
 E col_link(1,3,O)
 E col_link(1,4,O)
 E col_link(1,5,O)
 E col_link(1,6,O)
 E col_link(1,7,O)
 E col_link(1,8,O)
 E col_link(2,0,O)
 E col_link(2,1,O)
 E col_link(2,2,O)
 E col_link(2,3,O)
 E col_link(2,4,O)
 E col_link(2,5,O)
 E col_link(2,7,O)
 E col_link(3,0,O)
 E col_link(3,2,O)
 E col_link(3,4,O)
 E col_link(3,5,O)
 E col_link(3,7,O)
 E col_link(3,8,O)
 E col_link(4,0,O)
 E col_link(4,1,O)
 E col_link(4,2,O)
 E col_link(4,4,O)
 E col_link(4,5,O)
 E col_link(4,6,O)
 E col_link(4,7,O)
 E col_link(4,8,O)
 E col_link(5,0,O)
 E col_link(5,1,O)
 E col_link(5,2,O)
 E col_link(5,3,O)
 E col_link(5,4,O)
 E col_link(5,5,O)
 E col_link(5,6,O)
 E col_link(5,8,O)
 E col_link(6,1,O)
 E col_link(6,2,O)
 E col_link(6,3,O)
 E col_link(6,4,O)
 E col_link(6,5,O)
 E col_link(6,6,O)
 E col_link(6,7,O)
 E col_link(6,8,O)
 E col_link(7,0,O)
 E col_link(7,2,O)
 E col_link(7,3,O)
 E col_link(7,5,O)
 E col_link(7,6,O)
 E col_link(7,8,O)
 E col_link(8,0,O)
 E col_link(8,2,O)
 E col_link(8,4,O)
 E col_link(8,5,O)
 E col_link(8,7,O)
 E col_link(8,8,O)
 E col_link(0,0,I)
 E col_link(0,1,I)
 E col_link(0,2,I)
 E col_link(0,3,I)
 E col_link(0,4,I)
 E col_link(0,5,I)
 E col_link(0,6,I)
 E col_link(0,7,I)
 E col_link(0,8,I)
 E col_link(1,0,I)
 E col_link(1,1,I)
 E col_link(1,3,I)
 E col_link(1,4,I)
 E col_link(1,5,I)
 E col_link(1,6,I)
 E col_link(1,7,I)
 E col_link(1,8,I)
 E col_link(2,0,I)
 E col_link(2,1,I)
 E col_link(2,2,I)
 E col_link(2,3,I)
 E col_link(2,5,I)
 E col_link(2,6,I)
 E col_link(2,7,I)
 E col_link(2,8,I)
 E col_link(3,0,I)
 E col_link(3,1,I)
 E col_link(3,2,I)
 E col_link(3,3,I)
 E col_link(3,4,I)
 E col_link(3,5,I)
 E col_link(3,6,I)
 E col_link(3,7,I)
 E col_link(3,8,I)
 E col_link(4,0,I)
 E col_link(4,1,I)
 E col_link(4,2,I)
 E col_link(4,3,I)
 E col_link(4,4,I)
 E col_link(4,5,I)
 E col_link(4,6,I)
 E col_link(4,7,I)
 E col_link(4,8,I)
 E col_link(5,0,I)
 E col_link(5,2,I)
 E col_link(5,3,I)
 E col_link(5,4,I)
 E col_link(5,7,I)
 E col_link(5,8,I)
 E col_link(6,0,I)
 E col_link(6,3,I)
 E col_link(6,4,I)
 E col_link(6,5,I)
 E col_link(6,6,I)
 E col_link(6,7,I)
 E col_link(6,8,I)
 E col_link(7,0,I)
 E col_link(7,1,I)
 E col_link(7,2,I)
 E col_link(7,3,I)
 E col_link(7,4,I)
 E col_link(7,5,I)
 E col_link(7,6,I)
 E col_link(7,7,I)
 E col_link(7,8,I)
 E col_link(8,0,I)
 E col_link(8,1,I)
 E col_link(8,2,I)
 E col_link(8,3,I)
 E col_link(8,4,I)
 E col_link(8,6,I)
 E col_link(8,8,I)
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
    x(0,5,X) given(0,5) 1
    x(0,6,X) row_link(0,6,X) 1
    x(0,6,X) col_link(6,0,X) 1
    x(0,7,X) row_link(0,7,X) 1
    x(0,7,X) col_link(7,0,X) 1
    x(0,8,X) row_link(0,8,X) 1
    x(0,8,X) col_link(8,0,X) 1
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
    x(1,8,X) row_link(1,8,X) 1
    x(1,8,X) col_link(8,1,X) 1
    x(2,0,X) row_link(2,0,X) 1
    x(2,0,X) col_link(0,2,X) 1
    x(2,1,X) row_link(2,1,X) 1
    x(2,1,X) col_link(1,2,X) 1
    x(2,2,X) given(2,2) 1
    x(2,3,X) given(2,3) 1
    x(2,4,X) row_link(2,4,X) 1
    x(2,4,X) col_link(4,2,X) 1
    x(2,5,X) row_link(2,5,X) 1
    x(2,5,X) col_link(5,2,X) 1
    x(2,6,X) row_link(2,6,X) 1
    x(2,6,X) col_link(6,2,X) 1
    x(2,7,X) given(2,7) 1
    x(2,8,X) row_link(2,8,X) 1
    x(2,8,X) col_link(8,2,X) 1
    x(3,0,X) given(3,0) 1
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
    x(4,0,X) given(4,0) 1
    x(4,1,X) row_link(4,1,X) 1
    x(4,1,X) col_link(1,4,X) 1
    x(4,2,X) row_link(4,2,X) 1
    x(4,2,X) col_link(2,4,X) 1
    x(4,3,X) given(4,3) 1
    x(4,4,X) row_link(4,4,X) 1
    x(4,4,X) col_link(4,4,X) 1
    x(4,5,X) row_link(4,5,X) 1
    x(4,5,X) col_link(5,4,X) 1
    x(4,6,X) row_link(4,6,X) 1
    x(4,6,X) col_link(6,4,X) 1
    x(4,7,X) row_link(4,7,X) 1
    x(4,7,X) col_link(7,4,X) 1
    x(4,8,X) row_link(4,8,X) 1
    x(4,8,X) col_link(8,4,X) 1
    x(5,0,X) row_link(5,0,X) 1
    x(5,0,X) col_link(0,5,X) 1
    x(5,1,X) row_link(5,1,X) 1
    x(5,1,X) col_link(1,5,X) 1
    x(5,2,X) given(5,2) 1
    x(5,3,X) row_link(5,3,X) 1
    x(5,3,X) col_link(3,5,X) 1
    x(5,4,X) given(5,4) 1
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
    x(7,1,X) given(7,1) 1
    x(7,2,X) row_link(7,2,X) 1
    x(7,2,X) col_link(2,7,X) 1
    x(7,3,X) given(7,3) 1
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
    x(8,0,X) row_link(8,0,X) 1
    x(8,0,X) col_link(0,8,X) 1
    x(8,1,X) row_link(8,1,X) 1
    x(8,1,X) col_link(1,8,X) 1
    x(8,2,X) row_link(8,2,X) 1
    x(8,2,X) col_link(2,8,X) 1
    x(8,3,X) row_link(8,3,X) 1
    x(8,3,X) col_link(3,8,X) 1
    x(8,4,X) given(8,4) 1
    x(8,5,X) row_link(8,5,X) 1
    x(8,5,X) col_link(5,8,X) 1
    x(8,6,X) row_link(8,6,X) 1
    x(8,6,X) col_link(6,8,X) 1
    x(8,7,X) row_link(8,7,X) 1
    x(8,7,X) col_link(7,8,X) 1
    x(8,8,X) row_link(8,8,X) 1
    x(8,8,X) col_link(8,8,X) 1
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
    x(0,6,O) given(0,6) 1
    x(0,7,O) row_link(0,7,O) 1
    x(0,7,O) col_link(7,0,O) 1
    x(0,8,O) row_link(0,8,O) 1
    x(0,8,O) col_link(8,0,O) 1
    x(1,0,O) row_link(1,0,O) 1
    x(1,0,O) col_link(0,1,O) 1
    x(1,1,O) row_link(1,1,O) 1
    x(1,1,O) col_link(1,1,O) 1
    x(1,2,O) row_link(1,2,O) 1
    x(1,2,O) col_link(2,1,O) 1
    x(1,3,O) given(1,3) 1
    x(1,4,O) row_link(1,4,O) 1
    x(1,4,O) col_link(4,1,O) 1
    x(1,5,O) row_link(1,5,O) 1
    x(1,5,O) col_link(5,1,O) 1
    x(1,6,O) row_link(1,6,O) 1
    x(1,6,O) col_link(6,1,O) 1
    x(1,7,O) given(1,7) 1
    x(1,8,O) given(1,8) 1
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
    x(3,0,O) row_link(3,0,O) 1
    x(3,0,O) col_link(0,3,O) 1
    x(3,1,O) row_link(3,1,O) 1
    x(3,1,O) col_link(1,3,O) 1
    x(3,2,O) row_link(3,2,O) 1
    x(3,2,O) col_link(2,3,O) 1
    x(3,3,O) given(3,3) 1
    x(3,4,O) given(3,4) 1
    x(3,5,O) row_link(3,5,O) 1
    x(3,5,O) col_link(5,3,O) 1
    x(3,6,O) row_link(3,6,O) 1
    x(3,6,O) col_link(6,3,O) 1
    x(3,7,O) row_link(3,7,O) 1
    x(3,7,O) col_link(7,3,O) 1
    x(3,8,O) given(3,8) 1
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
    x(4,6,O) row_link(4,6,O) 1
    x(4,6,O) col_link(6,4,O) 1
    x(4,7,O) given(4,7) 1
    x(4,8,O) row_link(4,8,O) 1
    x(4,8,O) col_link(8,4,O) 1
    x(5,0,O) row_link(5,0,O) 1
    x(5,0,O) col_link(0,5,O) 1
    x(5,1,O) row_link(5,1,O) 1
    x(5,1,O) col_link(1,5,O) 1
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
    x(6,0,O) row_link(6,0,O) 1
    x(6,0,O) col_link(0,6,O) 1
    x(6,1,O) row_link(6,1,O) 1
    x(6,1,O) col_link(1,6,O) 1
    x(6,2,O) given(6,2) 1
    x(6,3,O) given(6,3) 1
    x(6,4,O) row_link(6,4,O) 1
    x(6,4,O) col_link(4,6,O) 1
    x(6,5,O) row_link(6,5,O) 1
    x(6,5,O) col_link(5,6,O) 1
    x(6,6,O) row_link(6,6,O) 1
    x(6,6,O) col_link(6,6,O) 1
    x(6,7,O) row_link(6,7,O) 1
    x(6,7,O) col_link(7,6,O) 1
    x(6,8,O) given(6,8) 1
    x(7,0,O) row_link(7,0,O) 1
    x(7,0,O) col_link(0,7,O) 1
    x(7,1,O) row_link(7,1,O) 1
    x(7,1,O) col_link(1,7,O) 1
    x(7,2,O) row_link(7,2,O) 1
    x(7,2,O) col_link(2,7,O) 1
    x(7,3,O) row_link(7,3,O) 1
    x(7,3,O) col_link(3,7,O) 1
    x(7,4,O) row_link(7,4,O) 1
    x(7,4,O) col_link(4,7,O) 1
    x(7,5,O) given(7,5) 1
    x(7,6,O) row_link(7,6,O) 1
    x(7,6,O) col_link(6,7,O) 1
    x(7,7,O) given(7,7) 1
    x(7,8,O) row_link(7,8,O) 1
    x(7,8,O) col_link(8,7,O) 1
    x(8,0,O) row_link(8,0,O) 1
    x(8,0,O) col_link(0,8,O) 1
    x(8,1,O) row_link(8,1,O) 1
    x(8,1,O) col_link(1,8,O) 1
    x(8,2,O) given(8,2) 1
    x(8,3,O) row_link(8,3,O) 1
    x(8,3,O) col_link(3,8,O) 1
    x(8,4,O) row_link(8,4,O) 1
    x(8,4,O) col_link(4,8,O) 1
    x(8,5,O) row_link(8,5,O) 1
    x(8,5,O) col_link(5,8,O) 1
    x(8,6,O) row_link(8,6,O) 1
    x(8,6,O) col_link(6,8,O) 1
    x(8,7,O) row_link(8,7,O) 1
    x(8,7,O) col_link(7,8,O) 1
    x(8,8,O) row_link(8,8,O) 1
    x(8,8,O) col_link(8,8,O) 1
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
    x(1,5,I) given(1,5) 1
    x(1,6,I) given(1,6) 1
    x(1,7,I) row_link(1,7,I) 1
    x(1,7,I) col_link(7,1,I) 1
    x(1,8,I) row_link(1,8,I) 1
    x(1,8,I) col_link(8,1,I) 1
    x(2,0,I) row_link(2,0,I) 1
    x(2,0,I) col_link(0,2,I) 1
    x(2,1,I) given(2,1) 1
    x(2,2,I) row_link(2,2,I) 1
    x(2,2,I) col_link(2,2,I) 1
    x(2,3,I) row_link(2,3,I) 1
    x(2,3,I) col_link(3,2,I) 1
    x(2,4,I) row_link(2,4,I) 1
    x(2,4,I) col_link(4,2,I) 1
    x(2,5,I) row_link(2,5,I) 1
    x(2,5,I) col_link(5,2,I) 1
    x(2,6,I) given(2,6) 1
    x(2,7,I) row_link(2,7,I) 1
    x(2,7,I) col_link(7,2,I) 1
    x(2,8,I) row_link(2,8,I) 1
    x(2,8,I) col_link(8,2,I) 1
    x(3,0,I) row_link(3,0,I) 1
    x(3,0,I) col_link(0,3,I) 1
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
    x(5,5,I) given(5,5) 1
    x(5,6,I) row_link(5,6,I) 1
    x(5,6,I) col_link(6,5,I) 1
    x(5,7,I) row_link(5,7,I) 1
    x(5,7,I) col_link(7,5,I) 1
    x(5,8,I) given(5,8) 1
    x(6,0,I) row_link(6,0,I) 1
    x(6,0,I) col_link(0,6,I) 1
    x(6,1,I) row_link(6,1,I) 1
    x(6,1,I) col_link(1,6,I) 1
    x(6,2,I) row_link(6,2,I) 1
    x(6,2,I) col_link(2,6,I) 1
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
    x(7,6,I) row_link(7,6,I) 1
    x(7,6,I) col_link(6,7,I) 1
    x(7,7,I) row_link(7,7,I) 1
    x(7,7,I) col_link(7,7,I) 1
    x(7,8,I) given(7,8) 1
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
    x(8,6,I) row_link(8,6,I) 1
    x(8,6,I) col_link(6,8,I) 1
    x(8,7,I) row_link(8,7,I) 1
    x(8,7,I) col_link(7,8,I) 1
    x(8,8,I) row_link(8,8,I) 1
    x(8,8,I) col_link(8,8,I) 1
    MARKER0 'MARKER' 'INTEND'
    zr(0,0) row_choice(0) 1
    zr(0,0) row_link(0,8,X) -1
    zr(0,0) row_link(0,4,O) -1
    zr(0,0) row_link(0,2,I) -1
    zr(0,0) row_link(0,3,I) -1
    zr(0,0) row_link(0,7,I) -1
    zr(0,1) row_choice(0) 1
    zr(0,1) row_link(0,8,X) -1
    zr(0,1) row_link(0,3,O) -1
    zr(0,1) row_link(0,2,I) -1
    zr(0,1) row_link(0,4,I) -1
    zr(0,1) row_link(0,7,I) -1
    zr(0,2) row_choice(0) 1
    zr(0,2) row_link(0,8,X) -1
    zr(0,2) row_link(0,2,O) -1
    zr(0,2) row_link(0,3,I) -1
    zr(0,2) row_link(0,4,I) -1
    zr(0,2) row_link(0,7,I) -1
    zr(0,3) row_choice(0) 1
    zr(0,3) row_link(0,4,X) -1
    zr(0,3) row_link(0,8,O) -1
    zr(0,3) row_link(0,2,I) -1
    zr(0,3) row_link(0,3,I) -1
    zr(0,3) row_link(0,7,I) -1
    zr(0,4) row_choice(0) 1
    zr(0,4) row_link(0,3,X) -1
    zr(0,4) row_link(0,8,O) -1
    zr(0,4) row_link(0,2,I) -1
    zr(0,4) row_link(0,4,I) -1
    zr(0,4) row_link(0,7,I) -1
    zr(0,5) row_choice(0) 1
    zr(0,5) row_link(0,2,X) -1
    zr(0,5) row_link(0,8,O) -1
    zr(0,5) row_link(0,3,I) -1
    zr(0,5) row_link(0,4,I) -1
    zr(0,5) row_link(0,7,I) -1
    zr(0,6) row_choice(0) 1
    zr(0,6) row_link(0,7,X) -1
    zr(0,6) row_link(0,4,O) -1
    zr(0,6) row_link(0,2,I) -1
    zr(0,6) row_link(0,3,I) -1
    zr(0,6) row_link(0,8,I) -1
    zr(0,7) row_choice(0) 1
    zr(0,7) row_link(0,7,X) -1
    zr(0,7) row_link(0,3,O) -1
    zr(0,7) row_link(0,2,I) -1
    zr(0,7) row_link(0,4,I) -1
    zr(0,7) row_link(0,8,I) -1
    zr(0,8) row_choice(0) 1
    zr(0,8) row_link(0,7,X) -1
    zr(0,8) row_link(0,2,O) -1
    zr(0,8) row_link(0,3,I) -1
    zr(0,8) row_link(0,4,I) -1
    zr(0,8) row_link(0,8,I) -1
    zr(0,9) row_choice(0) 1
    zr(0,9) row_link(0,4,X) -1
    zr(0,9) row_link(0,7,O) -1
    zr(0,9) row_link(0,2,I) -1
    zr(0,9) row_link(0,3,I) -1
    zr(0,9) row_link(0,8,I) -1
    zr(0,10) row_choice(0) 1
    zr(0,10) row_link(0,3,X) -1
    zr(0,10) row_link(0,7,O) -1
    zr(0,10) row_link(0,2,I) -1
    zr(0,10) row_link(0,4,I) -1
    zr(0,10) row_link(0,8,I) -1
    zr(0,11) row_choice(0) 1
    zr(0,11) row_link(0,2,X) -1
    zr(0,11) row_link(0,7,O) -1
    zr(0,11) row_link(0,3,I) -1
    zr(0,11) row_link(0,4,I) -1
    zr(0,11) row_link(0,8,I) -1
    zr(0,12) row_choice(0) 1
    zr(0,12) row_link(0,4,X) -1
    zr(0,12) row_link(0,3,O) -1
    zr(0,12) row_link(0,2,I) -1
    zr(0,12) row_link(0,7,I) -1
    zr(0,12) row_link(0,8,I) -1
    zr(0,13) row_choice(0) 1
    zr(0,13) row_link(0,4,X) -1
    zr(0,13) row_link(0,2,O) -1
    zr(0,13) row_link(0,3,I) -1
    zr(0,13) row_link(0,7,I) -1
    zr(0,13) row_link(0,8,I) -1
    zr(0,14) row_choice(0) 1
    zr(0,14) row_link(0,3,X) -1
    zr(0,14) row_link(0,4,O) -1
    zr(0,14) row_link(0,2,I) -1
    zr(0,14) row_link(0,7,I) -1
    zr(0,14) row_link(0,8,I) -1
    zr(0,15) row_choice(0) 1
    zr(0,15) row_link(0,2,X) -1
    zr(0,15) row_link(0,4,O) -1
    zr(0,15) row_link(0,3,I) -1
    zr(0,15) row_link(0,7,I) -1
    zr(0,15) row_link(0,8,I) -1
    zr(0,16) row_choice(0) 1
    zr(0,16) row_link(0,3,X) -1
    zr(0,16) row_link(0,2,O) -1
    zr(0,16) row_link(0,4,I) -1
    zr(0,16) row_link(0,7,I) -1
    zr(0,16) row_link(0,8,I) -1
    zr(0,17) row_choice(0) 1
    zr(0,17) row_link(0,2,X) -1
    zr(0,17) row_link(0,3,O) -1
    zr(0,17) row_link(0,4,I) -1
    zr(0,17) row_link(0,7,I) -1
    zr(0,17) row_link(0,8,I) -1
    zr(1,0) row_choice(1) 1
    zr(1,0) row_link(1,1,X) -1
    zr(1,0) row_link(1,2,X) -1
    zr(1,0) row_link(1,4,X) -1
    zr(1,0) row_link(1,0,I) -1
    zr(1,1) row_choice(1) 1
    zr(1,1) row_link(1,0,X) -1
    zr(1,1) row_link(1,2,X) -1
    zr(1,1) row_link(1,4,X) -1
    zr(1,1) row_link(1,1,I) -1
    zr(1,2) row_choice(1) 1
    zr(1,2) row_link(1,0,X) -1
    zr(1,2) row_link(1,1,X) -1
    zr(1,2) row_link(1,4,X) -1
    zr(1,2) row_link(1,2,I) -1
    zr(2,0) row_choice(2) 1
    zr(2,0) row_link(2,4,O) -1
    zr(2,0) row_link(2,5,O) -1
    zr(2,0) row_link(2,8,O) -1
    zr(2,0) row_link(2,0,I) -1
    zr(2,1) row_choice(2) 1
    zr(2,1) row_link(2,0,O) -1
    zr(2,1) row_link(2,5,O) -1
    zr(2,1) row_link(2,8,O) -1
    zr(2,1) row_link(2,4,I) -1
    zr(2,2) row_choice(2) 1
    zr(2,2) row_link(2,0,O) -1
    zr(2,2) row_link(2,4,O) -1
    zr(2,2) row_link(2,8,O) -1
    zr(2,2) row_link(2,5,I) -1
    zr(2,3) row_choice(2) 1
    zr(2,3) row_link(2,0,O) -1
    zr(2,3) row_link(2,4,O) -1
    zr(2,3) row_link(2,5,O) -1
    zr(2,3) row_link(2,8,I) -1
    zr(3,0) row_choice(3) 1
    zr(3,0) row_link(3,6,X) -1
    zr(3,0) row_link(3,7,X) -1
    zr(3,0) row_link(3,1,I) -1
    zr(3,0) row_link(3,2,I) -1
    zr(3,0) row_link(3,5,I) -1
    zr(3,1) row_choice(3) 1
    zr(3,1) row_link(3,5,X) -1
    zr(3,1) row_link(3,7,X) -1
    zr(3,1) row_link(3,1,I) -1
    zr(3,1) row_link(3,2,I) -1
    zr(3,1) row_link(3,6,I) -1
    zr(3,2) row_choice(3) 1
    zr(3,2) row_link(3,2,X) -1
    zr(3,2) row_link(3,7,X) -1
    zr(3,2) row_link(3,1,I) -1
    zr(3,2) row_link(3,5,I) -1
    zr(3,2) row_link(3,6,I) -1
    zr(3,3) row_choice(3) 1
    zr(3,3) row_link(3,1,X) -1
    zr(3,3) row_link(3,7,X) -1
    zr(3,3) row_link(3,2,I) -1
    zr(3,3) row_link(3,5,I) -1
    zr(3,3) row_link(3,6,I) -1
    zr(3,4) row_choice(3) 1
    zr(3,4) row_link(3,5,X) -1
    zr(3,4) row_link(3,6,X) -1
    zr(3,4) row_link(3,1,I) -1
    zr(3,4) row_link(3,2,I) -1
    zr(3,4) row_link(3,7,I) -1
    zr(3,5) row_choice(3) 1
    zr(3,5) row_link(3,2,X) -1
    zr(3,5) row_link(3,6,X) -1
    zr(3,5) row_link(3,1,I) -1
    zr(3,5) row_link(3,5,I) -1
    zr(3,5) row_link(3,7,I) -1
    zr(3,6) row_choice(3) 1
    zr(3,6) row_link(3,1,X) -1
    zr(3,6) row_link(3,6,X) -1
    zr(3,6) row_link(3,2,I) -1
    zr(3,6) row_link(3,5,I) -1
    zr(3,6) row_link(3,7,I) -1
    zr(3,7) row_choice(3) 1
    zr(3,7) row_link(3,2,X) -1
    zr(3,7) row_link(3,5,X) -1
    zr(3,7) row_link(3,1,I) -1
    zr(3,7) row_link(3,6,I) -1
    zr(3,7) row_link(3,7,I) -1
    zr(3,8) row_choice(3) 1
    zr(3,8) row_link(3,1,X) -1
    zr(3,8) row_link(3,5,X) -1
    zr(3,8) row_link(3,2,I) -1
    zr(3,8) row_link(3,6,I) -1
    zr(3,8) row_link(3,7,I) -1
    zr(4,0) row_choice(4) 1
    zr(4,0) row_link(4,8,X) -1
    zr(4,0) row_link(4,4,O) -1
    zr(4,0) row_link(4,6,O) -1
    zr(4,0) row_link(4,1,I) -1
    zr(4,0) row_link(4,5,I) -1
    zr(4,1) row_choice(4) 1
    zr(4,1) row_link(4,8,X) -1
    zr(4,1) row_link(4,1,O) -1
    zr(4,1) row_link(4,6,O) -1
    zr(4,1) row_link(4,4,I) -1
    zr(4,1) row_link(4,5,I) -1
    zr(4,2) row_choice(4) 1
    zr(4,2) row_link(4,8,X) -1
    zr(4,2) row_link(4,4,O) -1
    zr(4,2) row_link(4,5,O) -1
    zr(4,2) row_link(4,1,I) -1
    zr(4,2) row_link(4,6,I) -1
    zr(4,3) row_choice(4) 1
    zr(4,3) row_link(4,8,X) -1
    zr(4,3) row_link(4,1,O) -1
    zr(4,3) row_link(4,5,O) -1
    zr(4,3) row_link(4,4,I) -1
    zr(4,3) row_link(4,6,I) -1
    zr(4,4) row_choice(4) 1
    zr(4,4) row_link(4,8,X) -1
    zr(4,4) row_link(4,1,O) -1
    zr(4,4) row_link(4,4,O) -1
    zr(4,4) row_link(4,5,I) -1
    zr(4,4) row_link(4,6,I) -1
    zr(4,5) row_choice(4) 1
    zr(4,5) row_link(4,6,X) -1
    zr(4,5) row_link(4,5,O) -1
    zr(4,5) row_link(4,8,O) -1
    zr(4,5) row_link(4,1,I) -1
    zr(4,5) row_link(4,4,I) -1
    zr(4,6) row_choice(4) 1
    zr(4,6) row_link(4,6,X) -1
    zr(4,6) row_link(4,4,O) -1
    zr(4,6) row_link(4,8,O) -1
    zr(4,6) row_link(4,1,I) -1
    zr(4,6) row_link(4,5,I) -1
    zr(4,7) row_choice(4) 1
    zr(4,7) row_link(4,6,X) -1
    zr(4,7) row_link(4,1,O) -1
    zr(4,7) row_link(4,8,O) -1
    zr(4,7) row_link(4,4,I) -1
    zr(4,7) row_link(4,5,I) -1
    zr(4,8) row_choice(4) 1
    zr(4,8) row_link(4,5,X) -1
    zr(4,8) row_link(4,4,O) -1
    zr(4,8) row_link(4,8,O) -1
    zr(4,8) row_link(4,1,I) -1
    zr(4,8) row_link(4,6,I) -1
    zr(4,9) row_choice(4) 1
    zr(4,9) row_link(4,5,X) -1
    zr(4,9) row_link(4,1,O) -1
    zr(4,9) row_link(4,8,O) -1
    zr(4,9) row_link(4,4,I) -1
    zr(4,9) row_link(4,6,I) -1
    zr(4,10) row_choice(4) 1
    zr(4,10) row_link(4,4,X) -1
    zr(4,10) row_link(4,5,O) -1
    zr(4,10) row_link(4,8,O) -1
    zr(4,10) row_link(4,1,I) -1
    zr(4,10) row_link(4,6,I) -1
    zr(4,11) row_choice(4) 1
    zr(4,11) row_link(4,1,X) -1
    zr(4,11) row_link(4,5,O) -1
    zr(4,11) row_link(4,8,O) -1
    zr(4,11) row_link(4,4,I) -1
    zr(4,11) row_link(4,6,I) -1
    zr(4,12) row_choice(4) 1
    zr(4,12) row_link(4,4,X) -1
    zr(4,12) row_link(4,1,O) -1
    zr(4,12) row_link(4,8,O) -1
    zr(4,12) row_link(4,5,I) -1
    zr(4,12) row_link(4,6,I) -1
    zr(4,13) row_choice(4) 1
    zr(4,13) row_link(4,1,X) -1
    zr(4,13) row_link(4,4,O) -1
    zr(4,13) row_link(4,8,O) -1
    zr(4,13) row_link(4,5,I) -1
    zr(4,13) row_link(4,6,I) -1
    zr(4,14) row_choice(4) 1
    zr(4,14) row_link(4,6,X) -1
    zr(4,14) row_link(4,4,O) -1
    zr(4,14) row_link(4,5,O) -1
    zr(4,14) row_link(4,1,I) -1
    zr(4,14) row_link(4,8,I) -1
    zr(4,15) row_choice(4) 1
    zr(4,15) row_link(4,6,X) -1
    zr(4,15) row_link(4,1,O) -1
    zr(4,15) row_link(4,5,O) -1
    zr(4,15) row_link(4,4,I) -1
    zr(4,15) row_link(4,8,I) -1
    zr(4,16) row_choice(4) 1
    zr(4,16) row_link(4,6,X) -1
    zr(4,16) row_link(4,1,O) -1
    zr(4,16) row_link(4,4,O) -1
    zr(4,16) row_link(4,5,I) -1
    zr(4,16) row_link(4,8,I) -1
    zr(4,17) row_choice(4) 1
    zr(4,17) row_link(4,5,X) -1
    zr(4,17) row_link(4,4,O) -1
    zr(4,17) row_link(4,6,O) -1
    zr(4,17) row_link(4,1,I) -1
    zr(4,17) row_link(4,8,I) -1
    zr(4,18) row_choice(4) 1
    zr(4,18) row_link(4,5,X) -1
    zr(4,18) row_link(4,1,O) -1
    zr(4,18) row_link(4,6,O) -1
    zr(4,18) row_link(4,4,I) -1
    zr(4,18) row_link(4,8,I) -1
    zr(4,19) row_choice(4) 1
    zr(4,19) row_link(4,4,X) -1
    zr(4,19) row_link(4,1,O) -1
    zr(4,19) row_link(4,6,O) -1
    zr(4,19) row_link(4,5,I) -1
    zr(4,19) row_link(4,8,I) -1
    zr(4,20) row_choice(4) 1
    zr(4,20) row_link(4,1,X) -1
    zr(4,20) row_link(4,4,O) -1
    zr(4,20) row_link(4,6,O) -1
    zr(4,20) row_link(4,5,I) -1
    zr(4,20) row_link(4,8,I) -1
    zr(4,21) row_choice(4) 1
    zr(4,21) row_link(4,5,X) -1
    zr(4,21) row_link(4,1,O) -1
    zr(4,21) row_link(4,4,O) -1
    zr(4,21) row_link(4,6,I) -1
    zr(4,21) row_link(4,8,I) -1
    zr(4,22) row_choice(4) 1
    zr(4,22) row_link(4,4,X) -1
    zr(4,22) row_link(4,1,O) -1
    zr(4,22) row_link(4,5,O) -1
    zr(4,22) row_link(4,6,I) -1
    zr(4,22) row_link(4,8,I) -1
    zr(4,23) row_choice(4) 1
    zr(4,23) row_link(4,1,X) -1
    zr(4,23) row_link(4,4,O) -1
    zr(4,23) row_link(4,5,O) -1
    zr(4,23) row_link(4,6,I) -1
    zr(4,23) row_link(4,8,I) -1
    zr(5,0) row_choice(5) 1
    zr(5,0) row_link(5,7,X) -1
    zr(5,0) row_link(5,1,O) -1
    zr(5,0) row_link(5,3,O) -1
    zr(5,0) row_link(5,6,O) -1
    zr(5,0) row_link(5,0,I) -1
    zr(5,1) row_choice(5) 1
    zr(5,1) row_link(5,7,X) -1
    zr(5,1) row_link(5,0,O) -1
    zr(5,1) row_link(5,3,O) -1
    zr(5,1) row_link(5,6,O) -1
    zr(5,1) row_link(5,1,I) -1
    zr(5,2) row_choice(5) 1
    zr(5,2) row_link(5,7,X) -1
    zr(5,2) row_link(5,0,O) -1
    zr(5,2) row_link(5,1,O) -1
    zr(5,2) row_link(5,6,O) -1
    zr(5,2) row_link(5,3,I) -1
    zr(5,3) row_choice(5) 1
    zr(5,3) row_link(5,7,X) -1
    zr(5,3) row_link(5,0,O) -1
    zr(5,3) row_link(5,1,O) -1
    zr(5,3) row_link(5,3,O) -1
    zr(5,3) row_link(5,6,I) -1
    zr(5,4) row_choice(5) 1
    zr(5,4) row_link(5,6,X) -1
    zr(5,4) row_link(5,1,O) -1
    zr(5,4) row_link(5,3,O) -1
    zr(5,4) row_link(5,7,O) -1
    zr(5,4) row_link(5,0,I) -1
    zr(5,5) row_choice(5) 1
    zr(5,5) row_link(5,6,X) -1
    zr(5,5) row_link(5,0,O) -1
    zr(5,5) row_link(5,3,O) -1
    zr(5,5) row_link(5,7,O) -1
    zr(5,5) row_link(5,1,I) -1
    zr(5,6) row_choice(5) 1
    zr(5,6) row_link(5,6,X) -1
    zr(5,6) row_link(5,0,O) -1
    zr(5,6) row_link(5,1,O) -1
    zr(5,6) row_link(5,7,O) -1
    zr(5,6) row_link(5,3,I) -1
    zr(5,7) row_choice(5) 1
    zr(5,7) row_link(5,1,X) -1
    zr(5,7) row_link(5,3,O) -1
    zr(5,7) row_link(5,6,O) -1
    zr(5,7) row_link(5,7,O) -1
    zr(5,7) row_link(5,0,I) -1
    zr(5,8) row_choice(5) 1
    zr(5,8) row_link(5,0,X) -1
    zr(5,8) row_link(5,3,O) -1
    zr(5,8) row_link(5,6,O) -1
    zr(5,8) row_link(5,7,O) -1
    zr(5,8) row_link(5,1,I) -1
    zr(5,9) row_choice(5) 1
    zr(5,9) row_link(5,1,X) -1
    zr(5,9) row_link(5,0,O) -1
    zr(5,9) row_link(5,6,O) -1
    zr(5,9) row_link(5,7,O) -1
    zr(5,9) row_link(5,3,I) -1
    zr(5,10) row_choice(5) 1
    zr(5,10) row_link(5,0,X) -1
    zr(5,10) row_link(5,1,O) -1
    zr(5,10) row_link(5,6,O) -1
    zr(5,10) row_link(5,7,O) -1
    zr(5,10) row_link(5,3,I) -1
    zr(5,11) row_choice(5) 1
    zr(5,11) row_link(5,1,X) -1
    zr(5,11) row_link(5,0,O) -1
    zr(5,11) row_link(5,3,O) -1
    zr(5,11) row_link(5,7,O) -1
    zr(5,11) row_link(5,6,I) -1
    zr(5,12) row_choice(5) 1
    zr(5,12) row_link(5,0,X) -1
    zr(5,12) row_link(5,1,O) -1
    zr(5,12) row_link(5,3,O) -1
    zr(5,12) row_link(5,7,O) -1
    zr(5,12) row_link(5,6,I) -1
    zr(5,13) row_choice(5) 1
    zr(5,13) row_link(5,6,X) -1
    zr(5,13) row_link(5,0,O) -1
    zr(5,13) row_link(5,1,O) -1
    zr(5,13) row_link(5,3,O) -1
    zr(5,13) row_link(5,7,I) -1
    zr(5,14) row_choice(5) 1
    zr(5,14) row_link(5,1,X) -1
    zr(5,14) row_link(5,0,O) -1
    zr(5,14) row_link(5,3,O) -1
    zr(5,14) row_link(5,6,O) -1
    zr(5,14) row_link(5,7,I) -1
    zr(5,15) row_choice(5) 1
    zr(5,15) row_link(5,0,X) -1
    zr(5,15) row_link(5,1,O) -1
    zr(5,15) row_link(5,3,O) -1
    zr(5,15) row_link(5,6,O) -1
    zr(5,15) row_link(5,7,I) -1
    zr(6,0) row_choice(6) 1
    zr(6,0) row_link(6,4,X) -1
    zr(6,0) row_link(6,6,X) -1
    zr(6,0) row_link(6,7,X) -1
    zr(6,0) row_link(6,0,I) -1
    zr(6,0) row_link(6,1,I) -1
    zr(6,1) row_choice(6) 1
    zr(6,1) row_link(6,1,X) -1
    zr(6,1) row_link(6,6,X) -1
    zr(6,1) row_link(6,7,X) -1
    zr(6,1) row_link(6,0,I) -1
    zr(6,1) row_link(6,4,I) -1
    zr(6,2) row_choice(6) 1
    zr(6,2) row_link(6,0,X) -1
    zr(6,2) row_link(6,6,X) -1
    zr(6,2) row_link(6,7,X) -1
    zr(6,2) row_link(6,1,I) -1
    zr(6,2) row_link(6,4,I) -1
    zr(6,3) row_choice(6) 1
    zr(6,3) row_link(6,1,X) -1
    zr(6,3) row_link(6,4,X) -1
    zr(6,3) row_link(6,7,X) -1
    zr(6,3) row_link(6,0,I) -1
    zr(6,3) row_link(6,6,I) -1
    zr(6,4) row_choice(6) 1
    zr(6,4) row_link(6,0,X) -1
    zr(6,4) row_link(6,4,X) -1
    zr(6,4) row_link(6,7,X) -1
    zr(6,4) row_link(6,1,I) -1
    zr(6,4) row_link(6,6,I) -1
    zr(6,5) row_choice(6) 1
    zr(6,5) row_link(6,1,X) -1
    zr(6,5) row_link(6,4,X) -1
    zr(6,5) row_link(6,6,X) -1
    zr(6,5) row_link(6,0,I) -1
    zr(6,5) row_link(6,7,I) -1
    zr(6,6) row_choice(6) 1
    zr(6,6) row_link(6,0,X) -1
    zr(6,6) row_link(6,4,X) -1
    zr(6,6) row_link(6,6,X) -1
    zr(6,6) row_link(6,1,I) -1
    zr(6,6) row_link(6,7,I) -1
    zr(6,7) row_choice(6) 1
    zr(6,7) row_link(6,0,X) -1
    zr(6,7) row_link(6,1,X) -1
    zr(6,7) row_link(6,6,X) -1
    zr(6,7) row_link(6,4,I) -1
    zr(6,7) row_link(6,7,I) -1
    zr(7,0) row_choice(7) 1
    zr(7,0) row_link(7,6,X) -1
    zr(7,0) row_link(7,4,O) -1
    zr(7,0) row_link(7,0,I) -1
    zr(7,0) row_link(7,2,I) -1
    zr(7,1) row_choice(7) 1
    zr(7,1) row_link(7,6,X) -1
    zr(7,1) row_link(7,2,O) -1
    zr(7,1) row_link(7,0,I) -1
    zr(7,1) row_link(7,4,I) -1
    zr(7,2) row_choice(7) 1
    zr(7,2) row_link(7,6,X) -1
    zr(7,2) row_link(7,0,O) -1
    zr(7,2) row_link(7,2,I) -1
    zr(7,2) row_link(7,4,I) -1
    zr(7,3) row_choice(7) 1
    zr(7,3) row_link(7,4,X) -1
    zr(7,3) row_link(7,2,O) -1
    zr(7,3) row_link(7,0,I) -1
    zr(7,3) row_link(7,6,I) -1
    zr(7,4) row_choice(7) 1
    zr(7,4) row_link(7,4,X) -1
    zr(7,4) row_link(7,0,O) -1
    zr(7,4) row_link(7,2,I) -1
    zr(7,4) row_link(7,6,I) -1
    zr(7,5) row_choice(7) 1
    zr(7,5) row_link(7,0,X) -1
    zr(7,5) row_link(7,4,O) -1
    zr(7,5) row_link(7,2,I) -1
    zr(7,5) row_link(7,6,I) -1
    zr(7,6) row_choice(7) 1
    zr(7,6) row_link(7,0,X) -1
    zr(7,6) row_link(7,2,O) -1
    zr(7,6) row_link(7,4,I) -1
    zr(7,6) row_link(7,6,I) -1
    zr(8,0) row_choice(8) 1
    zr(8,0) row_link(8,7,X) -1
    zr(8,0) row_link(8,8,X) -1
    zr(8,0) row_link(8,5,O) -1
    zr(8,0) row_link(8,6,O) -1
    zr(8,0) row_link(8,0,I) -1
    zr(8,0) row_link(8,1,I) -1
    zr(8,0) row_link(8,3,I) -1
    zr(8,1) row_choice(8) 1
    zr(8,1) row_link(8,7,X) -1
    zr(8,1) row_link(8,8,X) -1
    zr(8,1) row_link(8,3,O) -1
    zr(8,1) row_link(8,6,O) -1
    zr(8,1) row_link(8,0,I) -1
    zr(8,1) row_link(8,1,I) -1
    zr(8,1) row_link(8,5,I) -1
    zr(8,2) row_choice(8) 1
    zr(8,2) row_link(8,7,X) -1
    zr(8,2) row_link(8,8,X) -1
    zr(8,2) row_link(8,1,O) -1
    zr(8,2) row_link(8,6,O) -1
    zr(8,2) row_link(8,0,I) -1
    zr(8,2) row_link(8,3,I) -1
    zr(8,2) row_link(8,5,I) -1
    zr(8,3) row_choice(8) 1
    zr(8,3) row_link(8,7,X) -1
    zr(8,3) row_link(8,8,X) -1
    zr(8,3) row_link(8,0,O) -1
    zr(8,3) row_link(8,6,O) -1
    zr(8,3) row_link(8,1,I) -1
    zr(8,3) row_link(8,3,I) -1
    zr(8,3) row_link(8,5,I) -1
    zr(8,4) row_choice(8) 1
    zr(8,4) row_link(8,7,X) -1
    zr(8,4) row_link(8,8,X) -1
    zr(8,4) row_link(8,3,O) -1
    zr(8,4) row_link(8,5,O) -1
    zr(8,4) row_link(8,0,I) -1
    zr(8,4) row_link(8,1,I) -1
    zr(8,4) row_link(8,6,I) -1
    zr(8,5) row_choice(8) 1
    zr(8,5) row_link(8,7,X) -1
    zr(8,5) row_link(8,8,X) -1
    zr(8,5) row_link(8,1,O) -1
    zr(8,5) row_link(8,5,O) -1
    zr(8,5) row_link(8,0,I) -1
    zr(8,5) row_link(8,3,I) -1
    zr(8,5) row_link(8,6,I) -1
    zr(8,6) row_choice(8) 1
    zr(8,6) row_link(8,7,X) -1
    zr(8,6) row_link(8,8,X) -1
    zr(8,6) row_link(8,0,O) -1
    zr(8,6) row_link(8,5,O) -1
    zr(8,6) row_link(8,1,I) -1
    zr(8,6) row_link(8,3,I) -1
    zr(8,6) row_link(8,6,I) -1
    zr(8,7) row_choice(8) 1
    zr(8,7) row_link(8,7,X) -1
    zr(8,7) row_link(8,8,X) -1
    zr(8,7) row_link(8,0,O) -1
    zr(8,7) row_link(8,3,O) -1
    zr(8,7) row_link(8,1,I) -1
    zr(8,7) row_link(8,5,I) -1
    zr(8,7) row_link(8,6,I) -1
    zr(8,8) row_choice(8) 1
    zr(8,8) row_link(8,6,X) -1
    zr(8,8) row_link(8,8,X) -1
    zr(8,8) row_link(8,5,O) -1
    zr(8,8) row_link(8,7,O) -1
    zr(8,8) row_link(8,0,I) -1
    zr(8,8) row_link(8,1,I) -1
    zr(8,8) row_link(8,3,I) -1
    zr(8,9) row_choice(8) 1
    zr(8,9) row_link(8,6,X) -1
    zr(8,9) row_link(8,8,X) -1
    zr(8,9) row_link(8,3,O) -1
    zr(8,9) row_link(8,7,O) -1
    zr(8,9) row_link(8,0,I) -1
    zr(8,9) row_link(8,1,I) -1
    zr(8,9) row_link(8,5,I) -1
    zr(8,10) row_choice(8) 1
    zr(8,10) row_link(8,6,X) -1
    zr(8,10) row_link(8,8,X) -1
    zr(8,10) row_link(8,1,O) -1
    zr(8,10) row_link(8,7,O) -1
    zr(8,10) row_link(8,0,I) -1
    zr(8,10) row_link(8,3,I) -1
    zr(8,10) row_link(8,5,I) -1
    zr(8,11) row_choice(8) 1
    zr(8,11) row_link(8,6,X) -1
    zr(8,11) row_link(8,8,X) -1
    zr(8,11) row_link(8,0,O) -1
    zr(8,11) row_link(8,7,O) -1
    zr(8,11) row_link(8,1,I) -1
    zr(8,11) row_link(8,3,I) -1
    zr(8,11) row_link(8,5,I) -1
    zr(8,12) row_choice(8) 1
    zr(8,12) row_link(8,5,X) -1
    zr(8,12) row_link(8,8,X) -1
    zr(8,12) row_link(8,6,O) -1
    zr(8,12) row_link(8,7,O) -1
    zr(8,12) row_link(8,0,I) -1
    zr(8,12) row_link(8,1,I) -1
    zr(8,12) row_link(8,3,I) -1
    zr(8,13) row_choice(8) 1
    zr(8,13) row_link(8,3,X) -1
    zr(8,13) row_link(8,8,X) -1
    zr(8,13) row_link(8,6,O) -1
    zr(8,13) row_link(8,7,O) -1
    zr(8,13) row_link(8,0,I) -1
    zr(8,13) row_link(8,1,I) -1
    zr(8,13) row_link(8,5,I) -1
    zr(8,14) row_choice(8) 1
    zr(8,14) row_link(8,1,X) -1
    zr(8,14) row_link(8,8,X) -1
    zr(8,14) row_link(8,6,O) -1
    zr(8,14) row_link(8,7,O) -1
    zr(8,14) row_link(8,0,I) -1
    zr(8,14) row_link(8,3,I) -1
    zr(8,14) row_link(8,5,I) -1
    zr(8,15) row_choice(8) 1
    zr(8,15) row_link(8,0,X) -1
    zr(8,15) row_link(8,8,X) -1
    zr(8,15) row_link(8,6,O) -1
    zr(8,15) row_link(8,7,O) -1
    zr(8,15) row_link(8,1,I) -1
    zr(8,15) row_link(8,3,I) -1
    zr(8,15) row_link(8,5,I) -1
    zr(8,16) row_choice(8) 1
    zr(8,16) row_link(8,5,X) -1
    zr(8,16) row_link(8,8,X) -1
    zr(8,16) row_link(8,3,O) -1
    zr(8,16) row_link(8,7,O) -1
    zr(8,16) row_link(8,0,I) -1
    zr(8,16) row_link(8,1,I) -1
    zr(8,16) row_link(8,6,I) -1
    zr(8,17) row_choice(8) 1
    zr(8,17) row_link(8,5,X) -1
    zr(8,17) row_link(8,8,X) -1
    zr(8,17) row_link(8,1,O) -1
    zr(8,17) row_link(8,7,O) -1
    zr(8,17) row_link(8,0,I) -1
    zr(8,17) row_link(8,3,I) -1
    zr(8,17) row_link(8,6,I) -1
    zr(8,18) row_choice(8) 1
    zr(8,18) row_link(8,5,X) -1
    zr(8,18) row_link(8,8,X) -1
    zr(8,18) row_link(8,0,O) -1
    zr(8,18) row_link(8,7,O) -1
    zr(8,18) row_link(8,1,I) -1
    zr(8,18) row_link(8,3,I) -1
    zr(8,18) row_link(8,6,I) -1
    zr(8,19) row_choice(8) 1
    zr(8,19) row_link(8,3,X) -1
    zr(8,19) row_link(8,8,X) -1
    zr(8,19) row_link(8,5,O) -1
    zr(8,19) row_link(8,7,O) -1
    zr(8,19) row_link(8,0,I) -1
    zr(8,19) row_link(8,1,I) -1
    zr(8,19) row_link(8,6,I) -1
    zr(8,20) row_choice(8) 1
    zr(8,20) row_link(8,1,X) -1
    zr(8,20) row_link(8,8,X) -1
    zr(8,20) row_link(8,5,O) -1
    zr(8,20) row_link(8,7,O) -1
    zr(8,20) row_link(8,0,I) -1
    zr(8,20) row_link(8,3,I) -1
    zr(8,20) row_link(8,6,I) -1
    zr(8,21) row_choice(8) 1
    zr(8,21) row_link(8,0,X) -1
    zr(8,21) row_link(8,8,X) -1
    zr(8,21) row_link(8,5,O) -1
    zr(8,21) row_link(8,7,O) -1
    zr(8,21) row_link(8,1,I) -1
    zr(8,21) row_link(8,3,I) -1
    zr(8,21) row_link(8,6,I) -1
    zr(8,22) row_choice(8) 1
    zr(8,22) row_link(8,3,X) -1
    zr(8,22) row_link(8,8,X) -1
    zr(8,22) row_link(8,1,O) -1
    zr(8,22) row_link(8,7,O) -1
    zr(8,22) row_link(8,0,I) -1
    zr(8,22) row_link(8,5,I) -1
    zr(8,22) row_link(8,6,I) -1
    zr(8,23) row_choice(8) 1
    zr(8,23) row_link(8,3,X) -1
    zr(8,23) row_link(8,8,X) -1
    zr(8,23) row_link(8,0,O) -1
    zr(8,23) row_link(8,7,O) -1
    zr(8,23) row_link(8,1,I) -1
    zr(8,23) row_link(8,5,I) -1
    zr(8,23) row_link(8,6,I) -1
    zr(8,24) row_choice(8) 1
    zr(8,24) row_link(8,1,X) -1
    zr(8,24) row_link(8,8,X) -1
    zr(8,24) row_link(8,3,O) -1
    zr(8,24) row_link(8,7,O) -1
    zr(8,24) row_link(8,0,I) -1
    zr(8,24) row_link(8,5,I) -1
    zr(8,24) row_link(8,6,I) -1
    zr(8,25) row_choice(8) 1
    zr(8,25) row_link(8,0,X) -1
    zr(8,25) row_link(8,8,X) -1
    zr(8,25) row_link(8,3,O) -1
    zr(8,25) row_link(8,7,O) -1
    zr(8,25) row_link(8,1,I) -1
    zr(8,25) row_link(8,5,I) -1
    zr(8,25) row_link(8,6,I) -1
    zr(8,26) row_choice(8) 1
    zr(8,26) row_link(8,1,X) -1
    zr(8,26) row_link(8,8,X) -1
    zr(8,26) row_link(8,0,O) -1
    zr(8,26) row_link(8,7,O) -1
    zr(8,26) row_link(8,3,I) -1
    zr(8,26) row_link(8,5,I) -1
    zr(8,26) row_link(8,6,I) -1
    zr(8,27) row_choice(8) 1
    zr(8,27) row_link(8,0,X) -1
    zr(8,27) row_link(8,8,X) -1
    zr(8,27) row_link(8,1,O) -1
    zr(8,27) row_link(8,7,O) -1
    zr(8,27) row_link(8,3,I) -1
    zr(8,27) row_link(8,5,I) -1
    zr(8,27) row_link(8,6,I) -1
    zr(8,28) row_choice(8) 1
    zr(8,28) row_link(8,6,X) -1
    zr(8,28) row_link(8,8,X) -1
    zr(8,28) row_link(8,3,O) -1
    zr(8,28) row_link(8,5,O) -1
    zr(8,28) row_link(8,0,I) -1
    zr(8,28) row_link(8,1,I) -1
    zr(8,28) row_link(8,7,I) -1
    zr(8,29) row_choice(8) 1
    zr(8,29) row_link(8,6,X) -1
    zr(8,29) row_link(8,8,X) -1
    zr(8,29) row_link(8,1,O) -1
    zr(8,29) row_link(8,5,O) -1
    zr(8,29) row_link(8,0,I) -1
    zr(8,29) row_link(8,3,I) -1
    zr(8,29) row_link(8,7,I) -1
    zr(8,30) row_choice(8) 1
    zr(8,30) row_link(8,6,X) -1
    zr(8,30) row_link(8,8,X) -1
    zr(8,30) row_link(8,0,O) -1
    zr(8,30) row_link(8,5,O) -1
    zr(8,30) row_link(8,1,I) -1
    zr(8,30) row_link(8,3,I) -1
    zr(8,30) row_link(8,7,I) -1
    zr(8,31) row_choice(8) 1
    zr(8,31) row_link(8,6,X) -1
    zr(8,31) row_link(8,8,X) -1
    zr(8,31) row_link(8,0,O) -1
    zr(8,31) row_link(8,3,O) -1
    zr(8,31) row_link(8,1,I) -1
    zr(8,31) row_link(8,5,I) -1
    zr(8,31) row_link(8,7,I) -1
    zr(8,32) row_choice(8) 1
    zr(8,32) row_link(8,5,X) -1
    zr(8,32) row_link(8,8,X) -1
    zr(8,32) row_link(8,3,O) -1
    zr(8,32) row_link(8,6,O) -1
    zr(8,32) row_link(8,0,I) -1
    zr(8,32) row_link(8,1,I) -1
    zr(8,32) row_link(8,7,I) -1
    zr(8,33) row_choice(8) 1
    zr(8,33) row_link(8,5,X) -1
    zr(8,33) row_link(8,8,X) -1
    zr(8,33) row_link(8,1,O) -1
    zr(8,33) row_link(8,6,O) -1
    zr(8,33) row_link(8,0,I) -1
    zr(8,33) row_link(8,3,I) -1
    zr(8,33) row_link(8,7,I) -1
    zr(8,34) row_choice(8) 1
    zr(8,34) row_link(8,5,X) -1
    zr(8,34) row_link(8,8,X) -1
    zr(8,34) row_link(8,0,O) -1
    zr(8,34) row_link(8,6,O) -1
    zr(8,34) row_link(8,1,I) -1
    zr(8,34) row_link(8,3,I) -1
    zr(8,34) row_link(8,7,I) -1
    zr(8,35) row_choice(8) 1
    zr(8,35) row_link(8,3,X) -1
    zr(8,35) row_link(8,8,X) -1
    zr(8,35) row_link(8,5,O) -1
    zr(8,35) row_link(8,6,O) -1
    zr(8,35) row_link(8,0,I) -1
    zr(8,35) row_link(8,1,I) -1
    zr(8,35) row_link(8,7,I) -1
    zr(8,36) row_choice(8) 1
    zr(8,36) row_link(8,1,X) -1
    zr(8,36) row_link(8,8,X) -1
    zr(8,36) row_link(8,5,O) -1
    zr(8,36) row_link(8,6,O) -1
    zr(8,36) row_link(8,0,I) -1
    zr(8,36) row_link(8,3,I) -1
    zr(8,36) row_link(8,7,I) -1
    zr(8,37) row_choice(8) 1
    zr(8,37) row_link(8,0,X) -1
    zr(8,37) row_link(8,8,X) -1
    zr(8,37) row_link(8,5,O) -1
    zr(8,37) row_link(8,6,O) -1
    zr(8,37) row_link(8,1,I) -1
    zr(8,37) row_link(8,3,I) -1
    zr(8,37) row_link(8,7,I) -1
    zr(8,38) row_choice(8) 1
    zr(8,38) row_link(8,3,X) -1
    zr(8,38) row_link(8,8,X) -1
    zr(8,38) row_link(8,1,O) -1
    zr(8,38) row_link(8,6,O) -1
    zr(8,38) row_link(8,0,I) -1
    zr(8,38) row_link(8,5,I) -1
    zr(8,38) row_link(8,7,I) -1
    zr(8,39) row_choice(8) 1
    zr(8,39) row_link(8,3,X) -1
    zr(8,39) row_link(8,8,X) -1
    zr(8,39) row_link(8,0,O) -1
    zr(8,39) row_link(8,6,O) -1
    zr(8,39) row_link(8,1,I) -1
    zr(8,39) row_link(8,5,I) -1
    zr(8,39) row_link(8,7,I) -1
    zr(8,40) row_choice(8) 1
    zr(8,40) row_link(8,1,X) -1
    zr(8,40) row_link(8,8,X) -1
    zr(8,40) row_link(8,3,O) -1
    zr(8,40) row_link(8,6,O) -1
    zr(8,40) row_link(8,0,I) -1
    zr(8,40) row_link(8,5,I) -1
    zr(8,40) row_link(8,7,I) -1
    zr(8,41) row_choice(8) 1
    zr(8,41) row_link(8,0,X) -1
    zr(8,41) row_link(8,8,X) -1
    zr(8,41) row_link(8,3,O) -1
    zr(8,41) row_link(8,6,O) -1
    zr(8,41) row_link(8,1,I) -1
    zr(8,41) row_link(8,5,I) -1
    zr(8,41) row_link(8,7,I) -1
    zr(8,42) row_choice(8) 1
    zr(8,42) row_link(8,1,X) -1
    zr(8,42) row_link(8,8,X) -1
    zr(8,42) row_link(8,0,O) -1
    zr(8,42) row_link(8,6,O) -1
    zr(8,42) row_link(8,3,I) -1
    zr(8,42) row_link(8,5,I) -1
    zr(8,42) row_link(8,7,I) -1
    zr(8,43) row_choice(8) 1
    zr(8,43) row_link(8,0,X) -1
    zr(8,43) row_link(8,8,X) -1
    zr(8,43) row_link(8,1,O) -1
    zr(8,43) row_link(8,6,O) -1
    zr(8,43) row_link(8,3,I) -1
    zr(8,43) row_link(8,5,I) -1
    zr(8,43) row_link(8,7,I) -1
    zr(8,44) row_choice(8) 1
    zr(8,44) row_link(8,5,X) -1
    zr(8,44) row_link(8,8,X) -1
    zr(8,44) row_link(8,0,O) -1
    zr(8,44) row_link(8,3,O) -1
    zr(8,44) row_link(8,1,I) -1
    zr(8,44) row_link(8,6,I) -1
    zr(8,44) row_link(8,7,I) -1
    zr(8,45) row_choice(8) 1
    zr(8,45) row_link(8,3,X) -1
    zr(8,45) row_link(8,8,X) -1
    zr(8,45) row_link(8,1,O) -1
    zr(8,45) row_link(8,5,O) -1
    zr(8,45) row_link(8,0,I) -1
    zr(8,45) row_link(8,6,I) -1
    zr(8,45) row_link(8,7,I) -1
    zr(8,46) row_choice(8) 1
    zr(8,46) row_link(8,3,X) -1
    zr(8,46) row_link(8,8,X) -1
    zr(8,46) row_link(8,0,O) -1
    zr(8,46) row_link(8,5,O) -1
    zr(8,46) row_link(8,1,I) -1
    zr(8,46) row_link(8,6,I) -1
    zr(8,46) row_link(8,7,I) -1
    zr(8,47) row_choice(8) 1
    zr(8,47) row_link(8,1,X) -1
    zr(8,47) row_link(8,8,X) -1
    zr(8,47) row_link(8,3,O) -1
    zr(8,47) row_link(8,5,O) -1
    zr(8,47) row_link(8,0,I) -1
    zr(8,47) row_link(8,6,I) -1
    zr(8,47) row_link(8,7,I) -1
    zr(8,48) row_choice(8) 1
    zr(8,48) row_link(8,0,X) -1
    zr(8,48) row_link(8,8,X) -1
    zr(8,48) row_link(8,3,O) -1
    zr(8,48) row_link(8,5,O) -1
    zr(8,48) row_link(8,1,I) -1
    zr(8,48) row_link(8,6,I) -1
    zr(8,48) row_link(8,7,I) -1
    zr(8,49) row_choice(8) 1
    zr(8,49) row_link(8,1,X) -1
    zr(8,49) row_link(8,8,X) -1
    zr(8,49) row_link(8,0,O) -1
    zr(8,49) row_link(8,5,O) -1
    zr(8,49) row_link(8,3,I) -1
    zr(8,49) row_link(8,6,I) -1
    zr(8,49) row_link(8,7,I) -1
    zr(8,50) row_choice(8) 1
    zr(8,50) row_link(8,0,X) -1
    zr(8,50) row_link(8,8,X) -1
    zr(8,50) row_link(8,1,O) -1
    zr(8,50) row_link(8,5,O) -1
    zr(8,50) row_link(8,3,I) -1
    zr(8,50) row_link(8,6,I) -1
    zr(8,50) row_link(8,7,I) -1
    zr(8,51) row_choice(8) 1
    zr(8,51) row_link(8,6,X) -1
    zr(8,51) row_link(8,7,X) -1
    zr(8,51) row_link(8,5,O) -1
    zr(8,51) row_link(8,8,O) -1
    zr(8,51) row_link(8,0,I) -1
    zr(8,51) row_link(8,1,I) -1
    zr(8,51) row_link(8,3,I) -1
    zr(8,52) row_choice(8) 1
    zr(8,52) row_link(8,6,X) -1
    zr(8,52) row_link(8,7,X) -1
    zr(8,52) row_link(8,3,O) -1
    zr(8,52) row_link(8,8,O) -1
    zr(8,52) row_link(8,0,I) -1
    zr(8,52) row_link(8,1,I) -1
    zr(8,52) row_link(8,5,I) -1
    zr(8,53) row_choice(8) 1
    zr(8,53) row_link(8,6,X) -1
    zr(8,53) row_link(8,7,X) -1
    zr(8,53) row_link(8,1,O) -1
    zr(8,53) row_link(8,8,O) -1
    zr(8,53) row_link(8,0,I) -1
    zr(8,53) row_link(8,3,I) -1
    zr(8,53) row_link(8,5,I) -1
    zr(8,54) row_choice(8) 1
    zr(8,54) row_link(8,6,X) -1
    zr(8,54) row_link(8,7,X) -1
    zr(8,54) row_link(8,0,O) -1
    zr(8,54) row_link(8,8,O) -1
    zr(8,54) row_link(8,1,I) -1
    zr(8,54) row_link(8,3,I) -1
    zr(8,54) row_link(8,5,I) -1
    zr(8,55) row_choice(8) 1
    zr(8,55) row_link(8,5,X) -1
    zr(8,55) row_link(8,7,X) -1
    zr(8,55) row_link(8,6,O) -1
    zr(8,55) row_link(8,8,O) -1
    zr(8,55) row_link(8,0,I) -1
    zr(8,55) row_link(8,1,I) -1
    zr(8,55) row_link(8,3,I) -1
    zr(8,56) row_choice(8) 1
    zr(8,56) row_link(8,3,X) -1
    zr(8,56) row_link(8,7,X) -1
    zr(8,56) row_link(8,6,O) -1
    zr(8,56) row_link(8,8,O) -1
    zr(8,56) row_link(8,0,I) -1
    zr(8,56) row_link(8,1,I) -1
    zr(8,56) row_link(8,5,I) -1
    zr(8,57) row_choice(8) 1
    zr(8,57) row_link(8,1,X) -1
    zr(8,57) row_link(8,7,X) -1
    zr(8,57) row_link(8,6,O) -1
    zr(8,57) row_link(8,8,O) -1
    zr(8,57) row_link(8,0,I) -1
    zr(8,57) row_link(8,3,I) -1
    zr(8,57) row_link(8,5,I) -1
    zr(8,58) row_choice(8) 1
    zr(8,58) row_link(8,0,X) -1
    zr(8,58) row_link(8,7,X) -1
    zr(8,58) row_link(8,6,O) -1
    zr(8,58) row_link(8,8,O) -1
    zr(8,58) row_link(8,1,I) -1
    zr(8,58) row_link(8,3,I) -1
    zr(8,58) row_link(8,5,I) -1
    zr(8,59) row_choice(8) 1
    zr(8,59) row_link(8,5,X) -1
    zr(8,59) row_link(8,7,X) -1
    zr(8,59) row_link(8,3,O) -1
    zr(8,59) row_link(8,8,O) -1
    zr(8,59) row_link(8,0,I) -1
    zr(8,59) row_link(8,1,I) -1
    zr(8,59) row_link(8,6,I) -1
    zr(8,60) row_choice(8) 1
    zr(8,60) row_link(8,5,X) -1
    zr(8,60) row_link(8,7,X) -1
    zr(8,60) row_link(8,1,O) -1
    zr(8,60) row_link(8,8,O) -1
    zr(8,60) row_link(8,0,I) -1
    zr(8,60) row_link(8,3,I) -1
    zr(8,60) row_link(8,6,I) -1
    zr(8,61) row_choice(8) 1
    zr(8,61) row_link(8,5,X) -1
    zr(8,61) row_link(8,7,X) -1
    zr(8,61) row_link(8,0,O) -1
    zr(8,61) row_link(8,8,O) -1
    zr(8,61) row_link(8,1,I) -1
    zr(8,61) row_link(8,3,I) -1
    zr(8,61) row_link(8,6,I) -1
    zr(8,62) row_choice(8) 1
    zr(8,62) row_link(8,3,X) -1
    zr(8,62) row_link(8,7,X) -1
    zr(8,62) row_link(8,5,O) -1
    zr(8,62) row_link(8,8,O) -1
    zr(8,62) row_link(8,0,I) -1
    zr(8,62) row_link(8,1,I) -1
    zr(8,62) row_link(8,6,I) -1
    zr(8,63) row_choice(8) 1
    zr(8,63) row_link(8,1,X) -1
    zr(8,63) row_link(8,7,X) -1
    zr(8,63) row_link(8,5,O) -1
    zr(8,63) row_link(8,8,O) -1
    zr(8,63) row_link(8,0,I) -1
    zr(8,63) row_link(8,3,I) -1
    zr(8,63) row_link(8,6,I) -1
    zr(8,64) row_choice(8) 1
    zr(8,64) row_link(8,0,X) -1
    zr(8,64) row_link(8,7,X) -1
    zr(8,64) row_link(8,5,O) -1
    zr(8,64) row_link(8,8,O) -1
    zr(8,64) row_link(8,1,I) -1
    zr(8,64) row_link(8,3,I) -1
    zr(8,64) row_link(8,6,I) -1
    zr(8,65) row_choice(8) 1
    zr(8,65) row_link(8,3,X) -1
    zr(8,65) row_link(8,7,X) -1
    zr(8,65) row_link(8,1,O) -1
    zr(8,65) row_link(8,8,O) -1
    zr(8,65) row_link(8,0,I) -1
    zr(8,65) row_link(8,5,I) -1
    zr(8,65) row_link(8,6,I) -1
    zr(8,66) row_choice(8) 1
    zr(8,66) row_link(8,3,X) -1
    zr(8,66) row_link(8,7,X) -1
    zr(8,66) row_link(8,0,O) -1
    zr(8,66) row_link(8,8,O) -1
    zr(8,66) row_link(8,1,I) -1
    zr(8,66) row_link(8,5,I) -1
    zr(8,66) row_link(8,6,I) -1
    zr(8,67) row_choice(8) 1
    zr(8,67) row_link(8,1,X) -1
    zr(8,67) row_link(8,7,X) -1
    zr(8,67) row_link(8,3,O) -1
    zr(8,67) row_link(8,8,O) -1
    zr(8,67) row_link(8,0,I) -1
    zr(8,67) row_link(8,5,I) -1
    zr(8,67) row_link(8,6,I) -1
    zr(8,68) row_choice(8) 1
    zr(8,68) row_link(8,0,X) -1
    zr(8,68) row_link(8,7,X) -1
    zr(8,68) row_link(8,3,O) -1
    zr(8,68) row_link(8,8,O) -1
    zr(8,68) row_link(8,1,I) -1
    zr(8,68) row_link(8,5,I) -1
    zr(8,68) row_link(8,6,I) -1
    zr(8,69) row_choice(8) 1
    zr(8,69) row_link(8,1,X) -1
    zr(8,69) row_link(8,7,X) -1
    zr(8,69) row_link(8,0,O) -1
    zr(8,69) row_link(8,8,O) -1
    zr(8,69) row_link(8,3,I) -1
    zr(8,69) row_link(8,5,I) -1
    zr(8,69) row_link(8,6,I) -1
    zr(8,70) row_choice(8) 1
    zr(8,70) row_link(8,0,X) -1
    zr(8,70) row_link(8,7,X) -1
    zr(8,70) row_link(8,1,O) -1
    zr(8,70) row_link(8,8,O) -1
    zr(8,70) row_link(8,3,I) -1
    zr(8,70) row_link(8,5,I) -1
    zr(8,70) row_link(8,6,I) -1
    zr(8,71) row_choice(8) 1
    zr(8,71) row_link(8,3,X) -1
    zr(8,71) row_link(8,6,X) -1
    zr(8,71) row_link(8,7,O) -1
    zr(8,71) row_link(8,8,O) -1
    zr(8,71) row_link(8,0,I) -1
    zr(8,71) row_link(8,1,I) -1
    zr(8,71) row_link(8,5,I) -1
    zr(8,72) row_choice(8) 1
    zr(8,72) row_link(8,1,X) -1
    zr(8,72) row_link(8,6,X) -1
    zr(8,72) row_link(8,7,O) -1
    zr(8,72) row_link(8,8,O) -1
    zr(8,72) row_link(8,0,I) -1
    zr(8,72) row_link(8,3,I) -1
    zr(8,72) row_link(8,5,I) -1
    zr(8,73) row_choice(8) 1
    zr(8,73) row_link(8,0,X) -1
    zr(8,73) row_link(8,6,X) -1
    zr(8,73) row_link(8,7,O) -1
    zr(8,73) row_link(8,8,O) -1
    zr(8,73) row_link(8,1,I) -1
    zr(8,73) row_link(8,3,I) -1
    zr(8,73) row_link(8,5,I) -1
    zr(8,74) row_choice(8) 1
    zr(8,74) row_link(8,1,X) -1
    zr(8,74) row_link(8,5,X) -1
    zr(8,74) row_link(8,7,O) -1
    zr(8,74) row_link(8,8,O) -1
    zr(8,74) row_link(8,0,I) -1
    zr(8,74) row_link(8,3,I) -1
    zr(8,74) row_link(8,6,I) -1
    zr(8,75) row_choice(8) 1
    zr(8,75) row_link(8,0,X) -1
    zr(8,75) row_link(8,5,X) -1
    zr(8,75) row_link(8,7,O) -1
    zr(8,75) row_link(8,8,O) -1
    zr(8,75) row_link(8,1,I) -1
    zr(8,75) row_link(8,3,I) -1
    zr(8,75) row_link(8,6,I) -1
    zr(8,76) row_choice(8) 1
    zr(8,76) row_link(8,1,X) -1
    zr(8,76) row_link(8,3,X) -1
    zr(8,76) row_link(8,7,O) -1
    zr(8,76) row_link(8,8,O) -1
    zr(8,76) row_link(8,0,I) -1
    zr(8,76) row_link(8,5,I) -1
    zr(8,76) row_link(8,6,I) -1
    zr(8,77) row_choice(8) 1
    zr(8,77) row_link(8,0,X) -1
    zr(8,77) row_link(8,3,X) -1
    zr(8,77) row_link(8,7,O) -1
    zr(8,77) row_link(8,8,O) -1
    zr(8,77) row_link(8,1,I) -1
    zr(8,77) row_link(8,5,I) -1
    zr(8,77) row_link(8,6,I) -1
    zr(8,78) row_choice(8) 1
    zr(8,78) row_link(8,0,X) -1
    zr(8,78) row_link(8,1,X) -1
    zr(8,78) row_link(8,7,O) -1
    zr(8,78) row_link(8,8,O) -1
    zr(8,78) row_link(8,3,I) -1
    zr(8,78) row_link(8,5,I) -1
    zr(8,78) row_link(8,6,I) -1
    zr(8,79) row_choice(8) 1
    zr(8,79) row_link(8,3,X) -1
    zr(8,79) row_link(8,6,X) -1
    zr(8,79) row_link(8,5,O) -1
    zr(8,79) row_link(8,8,O) -1
    zr(8,79) row_link(8,0,I) -1
    zr(8,79) row_link(8,1,I) -1
    zr(8,79) row_link(8,7,I) -1
    zr(8,80) row_choice(8) 1
    zr(8,80) row_link(8,1,X) -1
    zr(8,80) row_link(8,6,X) -1
    zr(8,80) row_link(8,5,O) -1
    zr(8,80) row_link(8,8,O) -1
    zr(8,80) row_link(8,0,I) -1
    zr(8,80) row_link(8,3,I) -1
    zr(8,80) row_link(8,7,I) -1
    zr(8,81) row_choice(8) 1
    zr(8,81) row_link(8,0,X) -1
    zr(8,81) row_link(8,6,X) -1
    zr(8,81) row_link(8,5,O) -1
    zr(8,81) row_link(8,8,O) -1
    zr(8,81) row_link(8,1,I) -1
    zr(8,81) row_link(8,3,I) -1
    zr(8,81) row_link(8,7,I) -1
    zr(8,82) row_choice(8) 1
    zr(8,82) row_link(8,3,X) -1
    zr(8,82) row_link(8,6,X) -1
    zr(8,82) row_link(8,1,O) -1
    zr(8,82) row_link(8,8,O) -1
    zr(8,82) row_link(8,0,I) -1
    zr(8,82) row_link(8,5,I) -1
    zr(8,82) row_link(8,7,I) -1
    zr(8,83) row_choice(8) 1
    zr(8,83) row_link(8,3,X) -1
    zr(8,83) row_link(8,6,X) -1
    zr(8,83) row_link(8,0,O) -1
    zr(8,83) row_link(8,8,O) -1
    zr(8,83) row_link(8,1,I) -1
    zr(8,83) row_link(8,5,I) -1
    zr(8,83) row_link(8,7,I) -1
    zr(8,84) row_choice(8) 1
    zr(8,84) row_link(8,1,X) -1
    zr(8,84) row_link(8,6,X) -1
    zr(8,84) row_link(8,3,O) -1
    zr(8,84) row_link(8,8,O) -1
    zr(8,84) row_link(8,0,I) -1
    zr(8,84) row_link(8,5,I) -1
    zr(8,84) row_link(8,7,I) -1
    zr(8,85) row_choice(8) 1
    zr(8,85) row_link(8,0,X) -1
    zr(8,85) row_link(8,6,X) -1
    zr(8,85) row_link(8,3,O) -1
    zr(8,85) row_link(8,8,O) -1
    zr(8,85) row_link(8,1,I) -1
    zr(8,85) row_link(8,5,I) -1
    zr(8,85) row_link(8,7,I) -1
    zr(8,86) row_choice(8) 1
    zr(8,86) row_link(8,1,X) -1
    zr(8,86) row_link(8,6,X) -1
    zr(8,86) row_link(8,0,O) -1
    zr(8,86) row_link(8,8,O) -1
    zr(8,86) row_link(8,3,I) -1
    zr(8,86) row_link(8,5,I) -1
    zr(8,86) row_link(8,7,I) -1
    zr(8,87) row_choice(8) 1
    zr(8,87) row_link(8,0,X) -1
    zr(8,87) row_link(8,6,X) -1
    zr(8,87) row_link(8,1,O) -1
    zr(8,87) row_link(8,8,O) -1
    zr(8,87) row_link(8,3,I) -1
    zr(8,87) row_link(8,5,I) -1
    zr(8,87) row_link(8,7,I) -1
    zr(8,88) row_choice(8) 1
    zr(8,88) row_link(8,1,X) -1
    zr(8,88) row_link(8,5,X) -1
    zr(8,88) row_link(8,6,O) -1
    zr(8,88) row_link(8,8,O) -1
    zr(8,88) row_link(8,0,I) -1
    zr(8,88) row_link(8,3,I) -1
    zr(8,88) row_link(8,7,I) -1
    zr(8,89) row_choice(8) 1
    zr(8,89) row_link(8,0,X) -1
    zr(8,89) row_link(8,5,X) -1
    zr(8,89) row_link(8,6,O) -1
    zr(8,89) row_link(8,8,O) -1
    zr(8,89) row_link(8,1,I) -1
    zr(8,89) row_link(8,3,I) -1
    zr(8,89) row_link(8,7,I) -1
    zr(8,90) row_choice(8) 1
    zr(8,90) row_link(8,1,X) -1
    zr(8,90) row_link(8,3,X) -1
    zr(8,90) row_link(8,6,O) -1
    zr(8,90) row_link(8,8,O) -1
    zr(8,90) row_link(8,0,I) -1
    zr(8,90) row_link(8,5,I) -1
    zr(8,90) row_link(8,7,I) -1
    zr(8,91) row_choice(8) 1
    zr(8,91) row_link(8,0,X) -1
    zr(8,91) row_link(8,3,X) -1
    zr(8,91) row_link(8,6,O) -1
    zr(8,91) row_link(8,8,O) -1
    zr(8,91) row_link(8,1,I) -1
    zr(8,91) row_link(8,5,I) -1
    zr(8,91) row_link(8,7,I) -1
    zr(8,92) row_choice(8) 1
    zr(8,92) row_link(8,0,X) -1
    zr(8,92) row_link(8,1,X) -1
    zr(8,92) row_link(8,6,O) -1
    zr(8,92) row_link(8,8,O) -1
    zr(8,92) row_link(8,3,I) -1
    zr(8,92) row_link(8,5,I) -1
    zr(8,92) row_link(8,7,I) -1
    zr(8,93) row_choice(8) 1
    zr(8,93) row_link(8,1,X) -1
    zr(8,93) row_link(8,5,X) -1
    zr(8,93) row_link(8,3,O) -1
    zr(8,93) row_link(8,8,O) -1
    zr(8,93) row_link(8,0,I) -1
    zr(8,93) row_link(8,6,I) -1
    zr(8,93) row_link(8,7,I) -1
    zr(8,94) row_choice(8) 1
    zr(8,94) row_link(8,0,X) -1
    zr(8,94) row_link(8,5,X) -1
    zr(8,94) row_link(8,3,O) -1
    zr(8,94) row_link(8,8,O) -1
    zr(8,94) row_link(8,1,I) -1
    zr(8,94) row_link(8,6,I) -1
    zr(8,94) row_link(8,7,I) -1
    zr(8,95) row_choice(8) 1
    zr(8,95) row_link(8,1,X) -1
    zr(8,95) row_link(8,5,X) -1
    zr(8,95) row_link(8,0,O) -1
    zr(8,95) row_link(8,8,O) -1
    zr(8,95) row_link(8,3,I) -1
    zr(8,95) row_link(8,6,I) -1
    zr(8,95) row_link(8,7,I) -1
    zr(8,96) row_choice(8) 1
    zr(8,96) row_link(8,0,X) -1
    zr(8,96) row_link(8,5,X) -1
    zr(8,96) row_link(8,1,O) -1
    zr(8,96) row_link(8,8,O) -1
    zr(8,96) row_link(8,3,I) -1
    zr(8,96) row_link(8,6,I) -1
    zr(8,96) row_link(8,7,I) -1
    zr(8,97) row_choice(8) 1
    zr(8,97) row_link(8,1,X) -1
    zr(8,97) row_link(8,3,X) -1
    zr(8,97) row_link(8,5,O) -1
    zr(8,97) row_link(8,8,O) -1
    zr(8,97) row_link(8,0,I) -1
    zr(8,97) row_link(8,6,I) -1
    zr(8,97) row_link(8,7,I) -1
    zr(8,98) row_choice(8) 1
    zr(8,98) row_link(8,0,X) -1
    zr(8,98) row_link(8,3,X) -1
    zr(8,98) row_link(8,5,O) -1
    zr(8,98) row_link(8,8,O) -1
    zr(8,98) row_link(8,1,I) -1
    zr(8,98) row_link(8,6,I) -1
    zr(8,98) row_link(8,7,I) -1
    zr(8,99) row_choice(8) 1
    zr(8,99) row_link(8,0,X) -1
    zr(8,99) row_link(8,1,X) -1
    zr(8,99) row_link(8,5,O) -1
    zr(8,99) row_link(8,8,O) -1
    zr(8,99) row_link(8,3,I) -1
    zr(8,99) row_link(8,6,I) -1
    zr(8,99) row_link(8,7,I) -1
    zr(8,100) row_choice(8) 1
    zr(8,100) row_link(8,6,X) -1
    zr(8,100) row_link(8,7,X) -1
    zr(8,100) row_link(8,3,O) -1
    zr(8,100) row_link(8,5,O) -1
    zr(8,100) row_link(8,0,I) -1
    zr(8,100) row_link(8,1,I) -1
    zr(8,100) row_link(8,8,I) -1
    zr(8,101) row_choice(8) 1
    zr(8,101) row_link(8,6,X) -1
    zr(8,101) row_link(8,7,X) -1
    zr(8,101) row_link(8,1,O) -1
    zr(8,101) row_link(8,5,O) -1
    zr(8,101) row_link(8,0,I) -1
    zr(8,101) row_link(8,3,I) -1
    zr(8,101) row_link(8,8,I) -1
    zr(8,102) row_choice(8) 1
    zr(8,102) row_link(8,6,X) -1
    zr(8,102) row_link(8,7,X) -1
    zr(8,102) row_link(8,0,O) -1
    zr(8,102) row_link(8,5,O) -1
    zr(8,102) row_link(8,1,I) -1
    zr(8,102) row_link(8,3,I) -1
    zr(8,102) row_link(8,8,I) -1
    zr(8,103) row_choice(8) 1
    zr(8,103) row_link(8,6,X) -1
    zr(8,103) row_link(8,7,X) -1
    zr(8,103) row_link(8,0,O) -1
    zr(8,103) row_link(8,3,O) -1
    zr(8,103) row_link(8,1,I) -1
    zr(8,103) row_link(8,5,I) -1
    zr(8,103) row_link(8,8,I) -1
    zr(8,104) row_choice(8) 1
    zr(8,104) row_link(8,5,X) -1
    zr(8,104) row_link(8,7,X) -1
    zr(8,104) row_link(8,3,O) -1
    zr(8,104) row_link(8,6,O) -1
    zr(8,104) row_link(8,0,I) -1
    zr(8,104) row_link(8,1,I) -1
    zr(8,104) row_link(8,8,I) -1
    zr(8,105) row_choice(8) 1
    zr(8,105) row_link(8,5,X) -1
    zr(8,105) row_link(8,7,X) -1
    zr(8,105) row_link(8,1,O) -1
    zr(8,105) row_link(8,6,O) -1
    zr(8,105) row_link(8,0,I) -1
    zr(8,105) row_link(8,3,I) -1
    zr(8,105) row_link(8,8,I) -1
    zr(8,106) row_choice(8) 1
    zr(8,106) row_link(8,5,X) -1
    zr(8,106) row_link(8,7,X) -1
    zr(8,106) row_link(8,0,O) -1
    zr(8,106) row_link(8,6,O) -1
    zr(8,106) row_link(8,1,I) -1
    zr(8,106) row_link(8,3,I) -1
    zr(8,106) row_link(8,8,I) -1
    zr(8,107) row_choice(8) 1
    zr(8,107) row_link(8,3,X) -1
    zr(8,107) row_link(8,7,X) -1
    zr(8,107) row_link(8,5,O) -1
    zr(8,107) row_link(8,6,O) -1
    zr(8,107) row_link(8,0,I) -1
    zr(8,107) row_link(8,1,I) -1
    zr(8,107) row_link(8,8,I) -1
    zr(8,108) row_choice(8) 1
    zr(8,108) row_link(8,1,X) -1
    zr(8,108) row_link(8,7,X) -1
    zr(8,108) row_link(8,5,O) -1
    zr(8,108) row_link(8,6,O) -1
    zr(8,108) row_link(8,0,I) -1
    zr(8,108) row_link(8,3,I) -1
    zr(8,108) row_link(8,8,I) -1
    zr(8,109) row_choice(8) 1
    zr(8,109) row_link(8,0,X) -1
    zr(8,109) row_link(8,7,X) -1
    zr(8,109) row_link(8,5,O) -1
    zr(8,109) row_link(8,6,O) -1
    zr(8,109) row_link(8,1,I) -1
    zr(8,109) row_link(8,3,I) -1
    zr(8,109) row_link(8,8,I) -1
    zr(8,110) row_choice(8) 1
    zr(8,110) row_link(8,3,X) -1
    zr(8,110) row_link(8,7,X) -1
    zr(8,110) row_link(8,1,O) -1
    zr(8,110) row_link(8,6,O) -1
    zr(8,110) row_link(8,0,I) -1
    zr(8,110) row_link(8,5,I) -1
    zr(8,110) row_link(8,8,I) -1
    zr(8,111) row_choice(8) 1
    zr(8,111) row_link(8,3,X) -1
    zr(8,111) row_link(8,7,X) -1
    zr(8,111) row_link(8,0,O) -1
    zr(8,111) row_link(8,6,O) -1
    zr(8,111) row_link(8,1,I) -1
    zr(8,111) row_link(8,5,I) -1
    zr(8,111) row_link(8,8,I) -1
    zr(8,112) row_choice(8) 1
    zr(8,112) row_link(8,1,X) -1
    zr(8,112) row_link(8,7,X) -1
    zr(8,112) row_link(8,3,O) -1
    zr(8,112) row_link(8,6,O) -1
    zr(8,112) row_link(8,0,I) -1
    zr(8,112) row_link(8,5,I) -1
    zr(8,112) row_link(8,8,I) -1
    zr(8,113) row_choice(8) 1
    zr(8,113) row_link(8,0,X) -1
    zr(8,113) row_link(8,7,X) -1
    zr(8,113) row_link(8,3,O) -1
    zr(8,113) row_link(8,6,O) -1
    zr(8,113) row_link(8,1,I) -1
    zr(8,113) row_link(8,5,I) -1
    zr(8,113) row_link(8,8,I) -1
    zr(8,114) row_choice(8) 1
    zr(8,114) row_link(8,1,X) -1
    zr(8,114) row_link(8,7,X) -1
    zr(8,114) row_link(8,0,O) -1
    zr(8,114) row_link(8,6,O) -1
    zr(8,114) row_link(8,3,I) -1
    zr(8,114) row_link(8,5,I) -1
    zr(8,114) row_link(8,8,I) -1
    zr(8,115) row_choice(8) 1
    zr(8,115) row_link(8,0,X) -1
    zr(8,115) row_link(8,7,X) -1
    zr(8,115) row_link(8,1,O) -1
    zr(8,115) row_link(8,6,O) -1
    zr(8,115) row_link(8,3,I) -1
    zr(8,115) row_link(8,5,I) -1
    zr(8,115) row_link(8,8,I) -1
    zr(8,116) row_choice(8) 1
    zr(8,116) row_link(8,5,X) -1
    zr(8,116) row_link(8,7,X) -1
    zr(8,116) row_link(8,0,O) -1
    zr(8,116) row_link(8,3,O) -1
    zr(8,116) row_link(8,1,I) -1
    zr(8,116) row_link(8,6,I) -1
    zr(8,116) row_link(8,8,I) -1
    zr(8,117) row_choice(8) 1
    zr(8,117) row_link(8,3,X) -1
    zr(8,117) row_link(8,7,X) -1
    zr(8,117) row_link(8,1,O) -1
    zr(8,117) row_link(8,5,O) -1
    zr(8,117) row_link(8,0,I) -1
    zr(8,117) row_link(8,6,I) -1
    zr(8,117) row_link(8,8,I) -1
    zr(8,118) row_choice(8) 1
    zr(8,118) row_link(8,3,X) -1
    zr(8,118) row_link(8,7,X) -1
    zr(8,118) row_link(8,0,O) -1
    zr(8,118) row_link(8,5,O) -1
    zr(8,118) row_link(8,1,I) -1
    zr(8,118) row_link(8,6,I) -1
    zr(8,118) row_link(8,8,I) -1
    zr(8,119) row_choice(8) 1
    zr(8,119) row_link(8,1,X) -1
    zr(8,119) row_link(8,7,X) -1
    zr(8,119) row_link(8,3,O) -1
    zr(8,119) row_link(8,5,O) -1
    zr(8,119) row_link(8,0,I) -1
    zr(8,119) row_link(8,6,I) -1
    zr(8,119) row_link(8,8,I) -1
    zr(8,120) row_choice(8) 1
    zr(8,120) row_link(8,0,X) -1
    zr(8,120) row_link(8,7,X) -1
    zr(8,120) row_link(8,3,O) -1
    zr(8,120) row_link(8,5,O) -1
    zr(8,120) row_link(8,1,I) -1
    zr(8,120) row_link(8,6,I) -1
    zr(8,120) row_link(8,8,I) -1
    zr(8,121) row_choice(8) 1
    zr(8,121) row_link(8,1,X) -1
    zr(8,121) row_link(8,7,X) -1
    zr(8,121) row_link(8,0,O) -1
    zr(8,121) row_link(8,5,O) -1
    zr(8,121) row_link(8,3,I) -1
    zr(8,121) row_link(8,6,I) -1
    zr(8,121) row_link(8,8,I) -1
    zr(8,122) row_choice(8) 1
    zr(8,122) row_link(8,0,X) -1
    zr(8,122) row_link(8,7,X) -1
    zr(8,122) row_link(8,1,O) -1
    zr(8,122) row_link(8,5,O) -1
    zr(8,122) row_link(8,3,I) -1
    zr(8,122) row_link(8,6,I) -1
    zr(8,122) row_link(8,8,I) -1
    zr(8,123) row_choice(8) 1
    zr(8,123) row_link(8,1,X) -1
    zr(8,123) row_link(8,7,X) -1
    zr(8,123) row_link(8,0,O) -1
    zr(8,123) row_link(8,3,O) -1
    zr(8,123) row_link(8,5,I) -1
    zr(8,123) row_link(8,6,I) -1
    zr(8,123) row_link(8,8,I) -1
    zr(8,124) row_choice(8) 1
    zr(8,124) row_link(8,3,X) -1
    zr(8,124) row_link(8,6,X) -1
    zr(8,124) row_link(8,5,O) -1
    zr(8,124) row_link(8,7,O) -1
    zr(8,124) row_link(8,0,I) -1
    zr(8,124) row_link(8,1,I) -1
    zr(8,124) row_link(8,8,I) -1
    zr(8,125) row_choice(8) 1
    zr(8,125) row_link(8,1,X) -1
    zr(8,125) row_link(8,6,X) -1
    zr(8,125) row_link(8,5,O) -1
    zr(8,125) row_link(8,7,O) -1
    zr(8,125) row_link(8,0,I) -1
    zr(8,125) row_link(8,3,I) -1
    zr(8,125) row_link(8,8,I) -1
    zr(8,126) row_choice(8) 1
    zr(8,126) row_link(8,0,X) -1
    zr(8,126) row_link(8,6,X) -1
    zr(8,126) row_link(8,5,O) -1
    zr(8,126) row_link(8,7,O) -1
    zr(8,126) row_link(8,1,I) -1
    zr(8,126) row_link(8,3,I) -1
    zr(8,126) row_link(8,8,I) -1
    zr(8,127) row_choice(8) 1
    zr(8,127) row_link(8,3,X) -1
    zr(8,127) row_link(8,6,X) -1
    zr(8,127) row_link(8,1,O) -1
    zr(8,127) row_link(8,7,O) -1
    zr(8,127) row_link(8,0,I) -1
    zr(8,127) row_link(8,5,I) -1
    zr(8,127) row_link(8,8,I) -1
    zr(8,128) row_choice(8) 1
    zr(8,128) row_link(8,3,X) -1
    zr(8,128) row_link(8,6,X) -1
    zr(8,128) row_link(8,0,O) -1
    zr(8,128) row_link(8,7,O) -1
    zr(8,128) row_link(8,1,I) -1
    zr(8,128) row_link(8,5,I) -1
    zr(8,128) row_link(8,8,I) -1
    zr(8,129) row_choice(8) 1
    zr(8,129) row_link(8,1,X) -1
    zr(8,129) row_link(8,6,X) -1
    zr(8,129) row_link(8,3,O) -1
    zr(8,129) row_link(8,7,O) -1
    zr(8,129) row_link(8,0,I) -1
    zr(8,129) row_link(8,5,I) -1
    zr(8,129) row_link(8,8,I) -1
    zr(8,130) row_choice(8) 1
    zr(8,130) row_link(8,0,X) -1
    zr(8,130) row_link(8,6,X) -1
    zr(8,130) row_link(8,3,O) -1
    zr(8,130) row_link(8,7,O) -1
    zr(8,130) row_link(8,1,I) -1
    zr(8,130) row_link(8,5,I) -1
    zr(8,130) row_link(8,8,I) -1
    zr(8,131) row_choice(8) 1
    zr(8,131) row_link(8,1,X) -1
    zr(8,131) row_link(8,6,X) -1
    zr(8,131) row_link(8,0,O) -1
    zr(8,131) row_link(8,7,O) -1
    zr(8,131) row_link(8,3,I) -1
    zr(8,131) row_link(8,5,I) -1
    zr(8,131) row_link(8,8,I) -1
    zr(8,132) row_choice(8) 1
    zr(8,132) row_link(8,0,X) -1
    zr(8,132) row_link(8,6,X) -1
    zr(8,132) row_link(8,1,O) -1
    zr(8,132) row_link(8,7,O) -1
    zr(8,132) row_link(8,3,I) -1
    zr(8,132) row_link(8,5,I) -1
    zr(8,132) row_link(8,8,I) -1
    zr(8,133) row_choice(8) 1
    zr(8,133) row_link(8,1,X) -1
    zr(8,133) row_link(8,5,X) -1
    zr(8,133) row_link(8,6,O) -1
    zr(8,133) row_link(8,7,O) -1
    zr(8,133) row_link(8,0,I) -1
    zr(8,133) row_link(8,3,I) -1
    zr(8,133) row_link(8,8,I) -1
    zr(8,134) row_choice(8) 1
    zr(8,134) row_link(8,0,X) -1
    zr(8,134) row_link(8,5,X) -1
    zr(8,134) row_link(8,6,O) -1
    zr(8,134) row_link(8,7,O) -1
    zr(8,134) row_link(8,1,I) -1
    zr(8,134) row_link(8,3,I) -1
    zr(8,134) row_link(8,8,I) -1
    zr(8,135) row_choice(8) 1
    zr(8,135) row_link(8,1,X) -1
    zr(8,135) row_link(8,3,X) -1
    zr(8,135) row_link(8,6,O) -1
    zr(8,135) row_link(8,7,O) -1
    zr(8,135) row_link(8,0,I) -1
    zr(8,135) row_link(8,5,I) -1
    zr(8,135) row_link(8,8,I) -1
    zr(8,136) row_choice(8) 1
    zr(8,136) row_link(8,0,X) -1
    zr(8,136) row_link(8,3,X) -1
    zr(8,136) row_link(8,6,O) -1
    zr(8,136) row_link(8,7,O) -1
    zr(8,136) row_link(8,1,I) -1
    zr(8,136) row_link(8,5,I) -1
    zr(8,136) row_link(8,8,I) -1
    zr(8,137) row_choice(8) 1
    zr(8,137) row_link(8,0,X) -1
    zr(8,137) row_link(8,1,X) -1
    zr(8,137) row_link(8,6,O) -1
    zr(8,137) row_link(8,7,O) -1
    zr(8,137) row_link(8,3,I) -1
    zr(8,137) row_link(8,5,I) -1
    zr(8,137) row_link(8,8,I) -1
    zr(8,138) row_choice(8) 1
    zr(8,138) row_link(8,1,X) -1
    zr(8,138) row_link(8,5,X) -1
    zr(8,138) row_link(8,3,O) -1
    zr(8,138) row_link(8,7,O) -1
    zr(8,138) row_link(8,0,I) -1
    zr(8,138) row_link(8,6,I) -1
    zr(8,138) row_link(8,8,I) -1
    zr(8,139) row_choice(8) 1
    zr(8,139) row_link(8,0,X) -1
    zr(8,139) row_link(8,5,X) -1
    zr(8,139) row_link(8,3,O) -1
    zr(8,139) row_link(8,7,O) -1
    zr(8,139) row_link(8,1,I) -1
    zr(8,139) row_link(8,6,I) -1
    zr(8,139) row_link(8,8,I) -1
    zr(8,140) row_choice(8) 1
    zr(8,140) row_link(8,1,X) -1
    zr(8,140) row_link(8,5,X) -1
    zr(8,140) row_link(8,0,O) -1
    zr(8,140) row_link(8,7,O) -1
    zr(8,140) row_link(8,3,I) -1
    zr(8,140) row_link(8,6,I) -1
    zr(8,140) row_link(8,8,I) -1
    zr(8,141) row_choice(8) 1
    zr(8,141) row_link(8,0,X) -1
    zr(8,141) row_link(8,5,X) -1
    zr(8,141) row_link(8,1,O) -1
    zr(8,141) row_link(8,7,O) -1
    zr(8,141) row_link(8,3,I) -1
    zr(8,141) row_link(8,6,I) -1
    zr(8,141) row_link(8,8,I) -1
    zr(8,142) row_choice(8) 1
    zr(8,142) row_link(8,1,X) -1
    zr(8,142) row_link(8,3,X) -1
    zr(8,142) row_link(8,5,O) -1
    zr(8,142) row_link(8,7,O) -1
    zr(8,142) row_link(8,0,I) -1
    zr(8,142) row_link(8,6,I) -1
    zr(8,142) row_link(8,8,I) -1
    zr(8,143) row_choice(8) 1
    zr(8,143) row_link(8,0,X) -1
    zr(8,143) row_link(8,3,X) -1
    zr(8,143) row_link(8,5,O) -1
    zr(8,143) row_link(8,7,O) -1
    zr(8,143) row_link(8,1,I) -1
    zr(8,143) row_link(8,6,I) -1
    zr(8,143) row_link(8,8,I) -1
    zr(8,144) row_choice(8) 1
    zr(8,144) row_link(8,0,X) -1
    zr(8,144) row_link(8,1,X) -1
    zr(8,144) row_link(8,5,O) -1
    zr(8,144) row_link(8,7,O) -1
    zr(8,144) row_link(8,3,I) -1
    zr(8,144) row_link(8,6,I) -1
    zr(8,144) row_link(8,8,I) -1
    zr(8,145) row_choice(8) 1
    zr(8,145) row_link(8,1,X) -1
    zr(8,145) row_link(8,3,X) -1
    zr(8,145) row_link(8,0,O) -1
    zr(8,145) row_link(8,7,O) -1
    zr(8,145) row_link(8,5,I) -1
    zr(8,145) row_link(8,6,I) -1
    zr(8,145) row_link(8,8,I) -1
    zr(8,146) row_choice(8) 1
    zr(8,146) row_link(8,0,X) -1
    zr(8,146) row_link(8,3,X) -1
    zr(8,146) row_link(8,1,O) -1
    zr(8,146) row_link(8,7,O) -1
    zr(8,146) row_link(8,5,I) -1
    zr(8,146) row_link(8,6,I) -1
    zr(8,146) row_link(8,8,I) -1
    zr(8,147) row_choice(8) 1
    zr(8,147) row_link(8,0,X) -1
    zr(8,147) row_link(8,1,X) -1
    zr(8,147) row_link(8,3,O) -1
    zr(8,147) row_link(8,7,O) -1
    zr(8,147) row_link(8,5,I) -1
    zr(8,147) row_link(8,6,I) -1
    zr(8,147) row_link(8,8,I) -1
    zr(8,148) row_choice(8) 1
    zr(8,148) row_link(8,3,X) -1
    zr(8,148) row_link(8,6,X) -1
    zr(8,148) row_link(8,1,O) -1
    zr(8,148) row_link(8,5,O) -1
    zr(8,148) row_link(8,0,I) -1
    zr(8,148) row_link(8,7,I) -1
    zr(8,148) row_link(8,8,I) -1
    zr(8,149) row_choice(8) 1
    zr(8,149) row_link(8,3,X) -1
    zr(8,149) row_link(8,6,X) -1
    zr(8,149) row_link(8,0,O) -1
    zr(8,149) row_link(8,5,O) -1
    zr(8,149) row_link(8,1,I) -1
    zr(8,149) row_link(8,7,I) -1
    zr(8,149) row_link(8,8,I) -1
    zr(8,150) row_choice(8) 1
    zr(8,150) row_link(8,1,X) -1
    zr(8,150) row_link(8,6,X) -1
    zr(8,150) row_link(8,3,O) -1
    zr(8,150) row_link(8,5,O) -1
    zr(8,150) row_link(8,0,I) -1
    zr(8,150) row_link(8,7,I) -1
    zr(8,150) row_link(8,8,I) -1
    zr(8,151) row_choice(8) 1
    zr(8,151) row_link(8,0,X) -1
    zr(8,151) row_link(8,6,X) -1
    zr(8,151) row_link(8,3,O) -1
    zr(8,151) row_link(8,5,O) -1
    zr(8,151) row_link(8,1,I) -1
    zr(8,151) row_link(8,7,I) -1
    zr(8,151) row_link(8,8,I) -1
    zr(8,152) row_choice(8) 1
    zr(8,152) row_link(8,1,X) -1
    zr(8,152) row_link(8,6,X) -1
    zr(8,152) row_link(8,0,O) -1
    zr(8,152) row_link(8,5,O) -1
    zr(8,152) row_link(8,3,I) -1
    zr(8,152) row_link(8,7,I) -1
    zr(8,152) row_link(8,8,I) -1
    zr(8,153) row_choice(8) 1
    zr(8,153) row_link(8,0,X) -1
    zr(8,153) row_link(8,6,X) -1
    zr(8,153) row_link(8,1,O) -1
    zr(8,153) row_link(8,5,O) -1
    zr(8,153) row_link(8,3,I) -1
    zr(8,153) row_link(8,7,I) -1
    zr(8,153) row_link(8,8,I) -1
    zr(8,154) row_choice(8) 1
    zr(8,154) row_link(8,1,X) -1
    zr(8,154) row_link(8,6,X) -1
    zr(8,154) row_link(8,0,O) -1
    zr(8,154) row_link(8,3,O) -1
    zr(8,154) row_link(8,5,I) -1
    zr(8,154) row_link(8,7,I) -1
    zr(8,154) row_link(8,8,I) -1
    zr(8,155) row_choice(8) 1
    zr(8,155) row_link(8,1,X) -1
    zr(8,155) row_link(8,5,X) -1
    zr(8,155) row_link(8,3,O) -1
    zr(8,155) row_link(8,6,O) -1
    zr(8,155) row_link(8,0,I) -1
    zr(8,155) row_link(8,7,I) -1
    zr(8,155) row_link(8,8,I) -1
    zr(8,156) row_choice(8) 1
    zr(8,156) row_link(8,0,X) -1
    zr(8,156) row_link(8,5,X) -1
    zr(8,156) row_link(8,3,O) -1
    zr(8,156) row_link(8,6,O) -1
    zr(8,156) row_link(8,1,I) -1
    zr(8,156) row_link(8,7,I) -1
    zr(8,156) row_link(8,8,I) -1
    zr(8,157) row_choice(8) 1
    zr(8,157) row_link(8,1,X) -1
    zr(8,157) row_link(8,5,X) -1
    zr(8,157) row_link(8,0,O) -1
    zr(8,157) row_link(8,6,O) -1
    zr(8,157) row_link(8,3,I) -1
    zr(8,157) row_link(8,7,I) -1
    zr(8,157) row_link(8,8,I) -1
    zr(8,158) row_choice(8) 1
    zr(8,158) row_link(8,0,X) -1
    zr(8,158) row_link(8,5,X) -1
    zr(8,158) row_link(8,1,O) -1
    zr(8,158) row_link(8,6,O) -1
    zr(8,158) row_link(8,3,I) -1
    zr(8,158) row_link(8,7,I) -1
    zr(8,158) row_link(8,8,I) -1
    zr(8,159) row_choice(8) 1
    zr(8,159) row_link(8,1,X) -1
    zr(8,159) row_link(8,3,X) -1
    zr(8,159) row_link(8,5,O) -1
    zr(8,159) row_link(8,6,O) -1
    zr(8,159) row_link(8,0,I) -1
    zr(8,159) row_link(8,7,I) -1
    zr(8,159) row_link(8,8,I) -1
    zr(8,160) row_choice(8) 1
    zr(8,160) row_link(8,0,X) -1
    zr(8,160) row_link(8,3,X) -1
    zr(8,160) row_link(8,5,O) -1
    zr(8,160) row_link(8,6,O) -1
    zr(8,160) row_link(8,1,I) -1
    zr(8,160) row_link(8,7,I) -1
    zr(8,160) row_link(8,8,I) -1
    zr(8,161) row_choice(8) 1
    zr(8,161) row_link(8,0,X) -1
    zr(8,161) row_link(8,1,X) -1
    zr(8,161) row_link(8,5,O) -1
    zr(8,161) row_link(8,6,O) -1
    zr(8,161) row_link(8,3,I) -1
    zr(8,161) row_link(8,7,I) -1
    zr(8,161) row_link(8,8,I) -1
    zr(8,162) row_choice(8) 1
    zr(8,162) row_link(8,1,X) -1
    zr(8,162) row_link(8,3,X) -1
    zr(8,162) row_link(8,0,O) -1
    zr(8,162) row_link(8,6,O) -1
    zr(8,162) row_link(8,5,I) -1
    zr(8,162) row_link(8,7,I) -1
    zr(8,162) row_link(8,8,I) -1
    zr(8,163) row_choice(8) 1
    zr(8,163) row_link(8,0,X) -1
    zr(8,163) row_link(8,3,X) -1
    zr(8,163) row_link(8,1,O) -1
    zr(8,163) row_link(8,6,O) -1
    zr(8,163) row_link(8,5,I) -1
    zr(8,163) row_link(8,7,I) -1
    zr(8,163) row_link(8,8,I) -1
    zr(8,164) row_choice(8) 1
    zr(8,164) row_link(8,0,X) -1
    zr(8,164) row_link(8,1,X) -1
    zr(8,164) row_link(8,3,O) -1
    zr(8,164) row_link(8,6,O) -1
    zr(8,164) row_link(8,5,I) -1
    zr(8,164) row_link(8,7,I) -1
    zr(8,164) row_link(8,8,I) -1
    zc(0,0) col_choice(0) 1
    zc(0,0) col_link(0,8,X) -1
    zc(0,0) col_link(0,6,O) -1
    zc(0,0) col_link(0,7,O) -1
    zc(0,0) col_link(0,1,I) -1
    zc(0,0) col_link(0,2,I) -1
    zc(0,0) col_link(0,5,I) -1
    zc(0,1) col_choice(0) 1
    zc(0,1) col_link(0,8,X) -1
    zc(0,1) col_link(0,5,O) -1
    zc(0,1) col_link(0,7,O) -1
    zc(0,1) col_link(0,1,I) -1
    zc(0,1) col_link(0,2,I) -1
    zc(0,1) col_link(0,6,I) -1
    zc(0,2) col_choice(0) 1
    zc(0,2) col_link(0,8,X) -1
    zc(0,2) col_link(0,2,O) -1
    zc(0,2) col_link(0,7,O) -1
    zc(0,2) col_link(0,1,I) -1
    zc(0,2) col_link(0,5,I) -1
    zc(0,2) col_link(0,6,I) -1
    zc(0,3) col_choice(0) 1
    zc(0,3) col_link(0,8,X) -1
    zc(0,3) col_link(0,1,O) -1
    zc(0,3) col_link(0,7,O) -1
    zc(0,3) col_link(0,2,I) -1
    zc(0,3) col_link(0,5,I) -1
    zc(0,3) col_link(0,6,I) -1
    zc(0,4) col_choice(0) 1
    zc(0,4) col_link(0,8,X) -1
    zc(0,4) col_link(0,5,O) -1
    zc(0,4) col_link(0,6,O) -1
    zc(0,4) col_link(0,1,I) -1
    zc(0,4) col_link(0,2,I) -1
    zc(0,4) col_link(0,7,I) -1
    zc(0,5) col_choice(0) 1
    zc(0,5) col_link(0,8,X) -1
    zc(0,5) col_link(0,2,O) -1
    zc(0,5) col_link(0,6,O) -1
    zc(0,5) col_link(0,1,I) -1
    zc(0,5) col_link(0,5,I) -1
    zc(0,5) col_link(0,7,I) -1
    zc(0,6) col_choice(0) 1
    zc(0,6) col_link(0,8,X) -1
    zc(0,6) col_link(0,1,O) -1
    zc(0,6) col_link(0,6,O) -1
    zc(0,6) col_link(0,2,I) -1
    zc(0,6) col_link(0,5,I) -1
    zc(0,6) col_link(0,7,I) -1
    zc(0,7) col_choice(0) 1
    zc(0,7) col_link(0,8,X) -1
    zc(0,7) col_link(0,2,O) -1
    zc(0,7) col_link(0,5,O) -1
    zc(0,7) col_link(0,1,I) -1
    zc(0,7) col_link(0,6,I) -1
    zc(0,7) col_link(0,7,I) -1
    zc(0,8) col_choice(0) 1
    zc(0,8) col_link(0,8,X) -1
    zc(0,8) col_link(0,1,O) -1
    zc(0,8) col_link(0,5,O) -1
    zc(0,8) col_link(0,2,I) -1
    zc(0,8) col_link(0,6,I) -1
    zc(0,8) col_link(0,7,I) -1
    zc(0,9) col_choice(0) 1
    zc(0,9) col_link(0,7,X) -1
    zc(0,9) col_link(0,6,O) -1
    zc(0,9) col_link(0,8,O) -1
    zc(0,9) col_link(0,1,I) -1
    zc(0,9) col_link(0,2,I) -1
    zc(0,9) col_link(0,5,I) -1
    zc(0,10) col_choice(0) 1
    zc(0,10) col_link(0,7,X) -1
    zc(0,10) col_link(0,5,O) -1
    zc(0,10) col_link(0,8,O) -1
    zc(0,10) col_link(0,1,I) -1
    zc(0,10) col_link(0,2,I) -1
    zc(0,10) col_link(0,6,I) -1
    zc(0,11) col_choice(0) 1
    zc(0,11) col_link(0,7,X) -1
    zc(0,11) col_link(0,2,O) -1
    zc(0,11) col_link(0,8,O) -1
    zc(0,11) col_link(0,1,I) -1
    zc(0,11) col_link(0,5,I) -1
    zc(0,11) col_link(0,6,I) -1
    zc(0,12) col_choice(0) 1
    zc(0,12) col_link(0,7,X) -1
    zc(0,12) col_link(0,1,O) -1
    zc(0,12) col_link(0,8,O) -1
    zc(0,12) col_link(0,2,I) -1
    zc(0,12) col_link(0,5,I) -1
    zc(0,12) col_link(0,6,I) -1
    zc(0,13) col_choice(0) 1
    zc(0,13) col_link(0,6,X) -1
    zc(0,13) col_link(0,7,O) -1
    zc(0,13) col_link(0,8,O) -1
    zc(0,13) col_link(0,1,I) -1
    zc(0,13) col_link(0,2,I) -1
    zc(0,13) col_link(0,5,I) -1
    zc(0,14) col_choice(0) 1
    zc(0,14) col_link(0,1,X) -1
    zc(0,14) col_link(0,7,O) -1
    zc(0,14) col_link(0,8,O) -1
    zc(0,14) col_link(0,2,I) -1
    zc(0,14) col_link(0,5,I) -1
    zc(0,14) col_link(0,6,I) -1
    zc(0,15) col_choice(0) 1
    zc(0,15) col_link(0,6,X) -1
    zc(0,15) col_link(0,5,O) -1
    zc(0,15) col_link(0,8,O) -1
    zc(0,15) col_link(0,1,I) -1
    zc(0,15) col_link(0,2,I) -1
    zc(0,15) col_link(0,7,I) -1
    zc(0,16) col_choice(0) 1
    zc(0,16) col_link(0,6,X) -1
    zc(0,16) col_link(0,2,O) -1
    zc(0,16) col_link(0,8,O) -1
    zc(0,16) col_link(0,1,I) -1
    zc(0,16) col_link(0,5,I) -1
    zc(0,16) col_link(0,7,I) -1
    zc(0,17) col_choice(0) 1
    zc(0,17) col_link(0,6,X) -1
    zc(0,17) col_link(0,1,O) -1
    zc(0,17) col_link(0,8,O) -1
    zc(0,17) col_link(0,2,I) -1
    zc(0,17) col_link(0,5,I) -1
    zc(0,17) col_link(0,7,I) -1
    zc(0,18) col_choice(0) 1
    zc(0,18) col_link(0,1,X) -1
    zc(0,18) col_link(0,6,O) -1
    zc(0,18) col_link(0,8,O) -1
    zc(0,18) col_link(0,2,I) -1
    zc(0,18) col_link(0,5,I) -1
    zc(0,18) col_link(0,7,I) -1
    zc(0,19) col_choice(0) 1
    zc(0,19) col_link(0,1,X) -1
    zc(0,19) col_link(0,5,O) -1
    zc(0,19) col_link(0,8,O) -1
    zc(0,19) col_link(0,2,I) -1
    zc(0,19) col_link(0,6,I) -1
    zc(0,19) col_link(0,7,I) -1
    zc(0,20) col_choice(0) 1
    zc(0,20) col_link(0,7,X) -1
    zc(0,20) col_link(0,5,O) -1
    zc(0,20) col_link(0,6,O) -1
    zc(0,20) col_link(0,1,I) -1
    zc(0,20) col_link(0,2,I) -1
    zc(0,20) col_link(0,8,I) -1
    zc(0,21) col_choice(0) 1
    zc(0,21) col_link(0,7,X) -1
    zc(0,21) col_link(0,2,O) -1
    zc(0,21) col_link(0,6,O) -1
    zc(0,21) col_link(0,1,I) -1
    zc(0,21) col_link(0,5,I) -1
    zc(0,21) col_link(0,8,I) -1
    zc(0,22) col_choice(0) 1
    zc(0,22) col_link(0,7,X) -1
    zc(0,22) col_link(0,1,O) -1
    zc(0,22) col_link(0,6,O) -1
    zc(0,22) col_link(0,2,I) -1
    zc(0,22) col_link(0,5,I) -1
    zc(0,22) col_link(0,8,I) -1
    zc(0,23) col_choice(0) 1
    zc(0,23) col_link(0,7,X) -1
    zc(0,23) col_link(0,2,O) -1
    zc(0,23) col_link(0,5,O) -1
    zc(0,23) col_link(0,1,I) -1
    zc(0,23) col_link(0,6,I) -1
    zc(0,23) col_link(0,8,I) -1
    zc(0,24) col_choice(0) 1
    zc(0,24) col_link(0,7,X) -1
    zc(0,24) col_link(0,1,O) -1
    zc(0,24) col_link(0,5,O) -1
    zc(0,24) col_link(0,2,I) -1
    zc(0,24) col_link(0,6,I) -1
    zc(0,24) col_link(0,8,I) -1
    zc(0,25) col_choice(0) 1
    zc(0,25) col_link(0,6,X) -1
    zc(0,25) col_link(0,5,O) -1
    zc(0,25) col_link(0,7,O) -1
    zc(0,25) col_link(0,1,I) -1
    zc(0,25) col_link(0,2,I) -1
    zc(0,25) col_link(0,8,I) -1
    zc(0,26) col_choice(0) 1
    zc(0,26) col_link(0,6,X) -1
    zc(0,26) col_link(0,2,O) -1
    zc(0,26) col_link(0,7,O) -1
    zc(0,26) col_link(0,1,I) -1
    zc(0,26) col_link(0,5,I) -1
    zc(0,26) col_link(0,8,I) -1
    zc(0,27) col_choice(0) 1
    zc(0,27) col_link(0,6,X) -1
    zc(0,27) col_link(0,1,O) -1
    zc(0,27) col_link(0,7,O) -1
    zc(0,27) col_link(0,2,I) -1
    zc(0,27) col_link(0,5,I) -1
    zc(0,27) col_link(0,8,I) -1
    zc(0,28) col_choice(0) 1
    zc(0,28) col_link(0,1,X) -1
    zc(0,28) col_link(0,6,O) -1
    zc(0,28) col_link(0,7,O) -1
    zc(0,28) col_link(0,2,I) -1
    zc(0,28) col_link(0,5,I) -1
    zc(0,28) col_link(0,8,I) -1
    zc(0,29) col_choice(0) 1
    zc(0,29) col_link(0,1,X) -1
    zc(0,29) col_link(0,5,O) -1
    zc(0,29) col_link(0,7,O) -1
    zc(0,29) col_link(0,2,I) -1
    zc(0,29) col_link(0,6,I) -1
    zc(0,29) col_link(0,8,I) -1
    zc(0,30) col_choice(0) 1
    zc(0,30) col_link(0,1,X) -1
    zc(0,30) col_link(0,2,O) -1
    zc(0,30) col_link(0,7,O) -1
    zc(0,30) col_link(0,5,I) -1
    zc(0,30) col_link(0,6,I) -1
    zc(0,30) col_link(0,8,I) -1
    zc(0,31) col_choice(0) 1
    zc(0,31) col_link(0,6,X) -1
    zc(0,31) col_link(0,2,O) -1
    zc(0,31) col_link(0,5,O) -1
    zc(0,31) col_link(0,1,I) -1
    zc(0,31) col_link(0,7,I) -1
    zc(0,31) col_link(0,8,I) -1
    zc(0,32) col_choice(0) 1
    zc(0,32) col_link(0,6,X) -1
    zc(0,32) col_link(0,1,O) -1
    zc(0,32) col_link(0,5,O) -1
    zc(0,32) col_link(0,2,I) -1
    zc(0,32) col_link(0,7,I) -1
    zc(0,32) col_link(0,8,I) -1
    zc(0,33) col_choice(0) 1
    zc(0,33) col_link(0,1,X) -1
    zc(0,33) col_link(0,5,O) -1
    zc(0,33) col_link(0,6,O) -1
    zc(0,33) col_link(0,2,I) -1
    zc(0,33) col_link(0,7,I) -1
    zc(0,33) col_link(0,8,I) -1
    zc(0,34) col_choice(0) 1
    zc(0,34) col_link(0,1,X) -1
    zc(0,34) col_link(0,2,O) -1
    zc(0,34) col_link(0,6,O) -1
    zc(0,34) col_link(0,5,I) -1
    zc(0,34) col_link(0,7,I) -1
    zc(0,34) col_link(0,8,I) -1
    zc(1,0) col_choice(1) 1
    zc(1,0) col_link(1,8,X) -1
    zc(1,0) col_link(1,3,O) -1
    zc(1,0) col_link(1,5,O) -1
    zc(1,0) col_link(1,6,O) -1
    zc(1,0) col_link(1,1,I) -1
    zc(1,0) col_link(1,4,I) -1
    zc(1,1) col_choice(1) 1
    zc(1,1) col_link(1,8,X) -1
    zc(1,1) col_link(1,3,O) -1
    zc(1,1) col_link(1,4,O) -1
    zc(1,1) col_link(1,6,O) -1
    zc(1,1) col_link(1,1,I) -1
    zc(1,1) col_link(1,5,I) -1
    zc(1,2) col_choice(1) 1
    zc(1,2) col_link(1,8,X) -1
    zc(1,2) col_link(1,1,O) -1
    zc(1,2) col_link(1,4,O) -1
    zc(1,2) col_link(1,6,O) -1
    zc(1,2) col_link(1,3,I) -1
    zc(1,2) col_link(1,5,I) -1
    zc(1,3) col_choice(1) 1
    zc(1,3) col_link(1,8,X) -1
    zc(1,3) col_link(1,1,O) -1
    zc(1,3) col_link(1,3,O) -1
    zc(1,3) col_link(1,6,O) -1
    zc(1,3) col_link(1,4,I) -1
    zc(1,3) col_link(1,5,I) -1
    zc(1,4) col_choice(1) 1
    zc(1,4) col_link(1,8,X) -1
    zc(1,4) col_link(1,1,O) -1
    zc(1,4) col_link(1,4,O) -1
    zc(1,4) col_link(1,5,O) -1
    zc(1,4) col_link(1,3,I) -1
    zc(1,4) col_link(1,6,I) -1
    zc(1,5) col_choice(1) 1
    zc(1,5) col_link(1,8,X) -1
    zc(1,5) col_link(1,1,O) -1
    zc(1,5) col_link(1,3,O) -1
    zc(1,5) col_link(1,5,O) -1
    zc(1,5) col_link(1,4,I) -1
    zc(1,5) col_link(1,6,I) -1
    zc(1,6) col_choice(1) 1
    zc(1,6) col_link(1,8,X) -1
    zc(1,6) col_link(1,1,O) -1
    zc(1,6) col_link(1,3,O) -1
    zc(1,6) col_link(1,4,O) -1
    zc(1,6) col_link(1,5,I) -1
    zc(1,6) col_link(1,6,I) -1
    zc(1,7) col_choice(1) 1
    zc(1,7) col_link(1,6,X) -1
    zc(1,7) col_link(1,3,O) -1
    zc(1,7) col_link(1,5,O) -1
    zc(1,7) col_link(1,8,O) -1
    zc(1,7) col_link(1,1,I) -1
    zc(1,7) col_link(1,4,I) -1
    zc(1,8) col_choice(1) 1
    zc(1,8) col_link(1,6,X) -1
    zc(1,8) col_link(1,3,O) -1
    zc(1,8) col_link(1,4,O) -1
    zc(1,8) col_link(1,8,O) -1
    zc(1,8) col_link(1,1,I) -1
    zc(1,8) col_link(1,5,I) -1
    zc(1,9) col_choice(1) 1
    zc(1,9) col_link(1,6,X) -1
    zc(1,9) col_link(1,1,O) -1
    zc(1,9) col_link(1,4,O) -1
    zc(1,9) col_link(1,8,O) -1
    zc(1,9) col_link(1,3,I) -1
    zc(1,9) col_link(1,5,I) -1
    zc(1,10) col_choice(1) 1
    zc(1,10) col_link(1,6,X) -1
    zc(1,10) col_link(1,1,O) -1
    zc(1,10) col_link(1,3,O) -1
    zc(1,10) col_link(1,8,O) -1
    zc(1,10) col_link(1,4,I) -1
    zc(1,10) col_link(1,5,I) -1
    zc(1,11) col_choice(1) 1
    zc(1,11) col_link(1,5,X) -1
    zc(1,11) col_link(1,3,O) -1
    zc(1,11) col_link(1,6,O) -1
    zc(1,11) col_link(1,8,O) -1
    zc(1,11) col_link(1,1,I) -1
    zc(1,11) col_link(1,4,I) -1
    zc(1,12) col_choice(1) 1
    zc(1,12) col_link(1,3,X) -1
    zc(1,12) col_link(1,5,O) -1
    zc(1,12) col_link(1,6,O) -1
    zc(1,12) col_link(1,8,O) -1
    zc(1,12) col_link(1,1,I) -1
    zc(1,12) col_link(1,4,I) -1
    zc(1,13) col_choice(1) 1
    zc(1,13) col_link(1,4,X) -1
    zc(1,13) col_link(1,3,O) -1
    zc(1,13) col_link(1,6,O) -1
    zc(1,13) col_link(1,8,O) -1
    zc(1,13) col_link(1,1,I) -1
    zc(1,13) col_link(1,5,I) -1
    zc(1,14) col_choice(1) 1
    zc(1,14) col_link(1,4,X) -1
    zc(1,14) col_link(1,1,O) -1
    zc(1,14) col_link(1,6,O) -1
    zc(1,14) col_link(1,8,O) -1
    zc(1,14) col_link(1,3,I) -1
    zc(1,14) col_link(1,5,I) -1
    zc(1,15) col_choice(1) 1
    zc(1,15) col_link(1,3,X) -1
    zc(1,15) col_link(1,4,O) -1
    zc(1,15) col_link(1,6,O) -1
    zc(1,15) col_link(1,8,O) -1
    zc(1,15) col_link(1,1,I) -1
    zc(1,15) col_link(1,5,I) -1
    zc(1,16) col_choice(1) 1
    zc(1,16) col_link(1,1,X) -1
    zc(1,16) col_link(1,4,O) -1
    zc(1,16) col_link(1,6,O) -1
    zc(1,16) col_link(1,8,O) -1
    zc(1,16) col_link(1,3,I) -1
    zc(1,16) col_link(1,5,I) -1
    zc(1,17) col_choice(1) 1
    zc(1,17) col_link(1,3,X) -1
    zc(1,17) col_link(1,1,O) -1
    zc(1,17) col_link(1,6,O) -1
    zc(1,17) col_link(1,8,O) -1
    zc(1,17) col_link(1,4,I) -1
    zc(1,17) col_link(1,5,I) -1
    zc(1,18) col_choice(1) 1
    zc(1,18) col_link(1,1,X) -1
    zc(1,18) col_link(1,3,O) -1
    zc(1,18) col_link(1,6,O) -1
    zc(1,18) col_link(1,8,O) -1
    zc(1,18) col_link(1,4,I) -1
    zc(1,18) col_link(1,5,I) -1
    zc(1,19) col_choice(1) 1
    zc(1,19) col_link(1,5,X) -1
    zc(1,19) col_link(1,3,O) -1
    zc(1,19) col_link(1,4,O) -1
    zc(1,19) col_link(1,8,O) -1
    zc(1,19) col_link(1,1,I) -1
    zc(1,19) col_link(1,6,I) -1
    zc(1,20) col_choice(1) 1
    zc(1,20) col_link(1,5,X) -1
    zc(1,20) col_link(1,1,O) -1
    zc(1,20) col_link(1,4,O) -1
    zc(1,20) col_link(1,8,O) -1
    zc(1,20) col_link(1,3,I) -1
    zc(1,20) col_link(1,6,I) -1
    zc(1,21) col_choice(1) 1
    zc(1,21) col_link(1,5,X) -1
    zc(1,21) col_link(1,1,O) -1
    zc(1,21) col_link(1,3,O) -1
    zc(1,21) col_link(1,8,O) -1
    zc(1,21) col_link(1,4,I) -1
    zc(1,21) col_link(1,6,I) -1
    zc(1,22) col_choice(1) 1
    zc(1,22) col_link(1,4,X) -1
    zc(1,22) col_link(1,3,O) -1
    zc(1,22) col_link(1,5,O) -1
    zc(1,22) col_link(1,8,O) -1
    zc(1,22) col_link(1,1,I) -1
    zc(1,22) col_link(1,6,I) -1
    zc(1,23) col_choice(1) 1
    zc(1,23) col_link(1,4,X) -1
    zc(1,23) col_link(1,1,O) -1
    zc(1,23) col_link(1,5,O) -1
    zc(1,23) col_link(1,8,O) -1
    zc(1,23) col_link(1,3,I) -1
    zc(1,23) col_link(1,6,I) -1
    zc(1,24) col_choice(1) 1
    zc(1,24) col_link(1,3,X) -1
    zc(1,24) col_link(1,4,O) -1
    zc(1,24) col_link(1,5,O) -1
    zc(1,24) col_link(1,8,O) -1
    zc(1,24) col_link(1,1,I) -1
    zc(1,24) col_link(1,6,I) -1
    zc(1,25) col_choice(1) 1
    zc(1,25) col_link(1,1,X) -1
    zc(1,25) col_link(1,4,O) -1
    zc(1,25) col_link(1,5,O) -1
    zc(1,25) col_link(1,8,O) -1
    zc(1,25) col_link(1,3,I) -1
    zc(1,25) col_link(1,6,I) -1
    zc(1,26) col_choice(1) 1
    zc(1,26) col_link(1,3,X) -1
    zc(1,26) col_link(1,1,O) -1
    zc(1,26) col_link(1,5,O) -1
    zc(1,26) col_link(1,8,O) -1
    zc(1,26) col_link(1,4,I) -1
    zc(1,26) col_link(1,6,I) -1
    zc(1,27) col_choice(1) 1
    zc(1,27) col_link(1,1,X) -1
    zc(1,27) col_link(1,3,O) -1
    zc(1,27) col_link(1,5,O) -1
    zc(1,27) col_link(1,8,O) -1
    zc(1,27) col_link(1,4,I) -1
    zc(1,27) col_link(1,6,I) -1
    zc(1,28) col_choice(1) 1
    zc(1,28) col_link(1,4,X) -1
    zc(1,28) col_link(1,1,O) -1
    zc(1,28) col_link(1,3,O) -1
    zc(1,28) col_link(1,8,O) -1
    zc(1,28) col_link(1,5,I) -1
    zc(1,28) col_link(1,6,I) -1
    zc(1,29) col_choice(1) 1
    zc(1,29) col_link(1,3,X) -1
    zc(1,29) col_link(1,1,O) -1
    zc(1,29) col_link(1,4,O) -1
    zc(1,29) col_link(1,8,O) -1
    zc(1,29) col_link(1,5,I) -1
    zc(1,29) col_link(1,6,I) -1
    zc(1,30) col_choice(1) 1
    zc(1,30) col_link(1,1,X) -1
    zc(1,30) col_link(1,3,O) -1
    zc(1,30) col_link(1,4,O) -1
    zc(1,30) col_link(1,8,O) -1
    zc(1,30) col_link(1,5,I) -1
    zc(1,30) col_link(1,6,I) -1
    zc(1,31) col_choice(1) 1
    zc(1,31) col_link(1,6,X) -1
    zc(1,31) col_link(1,1,O) -1
    zc(1,31) col_link(1,4,O) -1
    zc(1,31) col_link(1,5,O) -1
    zc(1,31) col_link(1,3,I) -1
    zc(1,31) col_link(1,8,I) -1
    zc(1,32) col_choice(1) 1
    zc(1,32) col_link(1,6,X) -1
    zc(1,32) col_link(1,1,O) -1
    zc(1,32) col_link(1,3,O) -1
    zc(1,32) col_link(1,5,O) -1
    zc(1,32) col_link(1,4,I) -1
    zc(1,32) col_link(1,8,I) -1
    zc(1,33) col_choice(1) 1
    zc(1,33) col_link(1,6,X) -1
    zc(1,33) col_link(1,1,O) -1
    zc(1,33) col_link(1,3,O) -1
    zc(1,33) col_link(1,4,O) -1
    zc(1,33) col_link(1,5,I) -1
    zc(1,33) col_link(1,8,I) -1
    zc(1,34) col_choice(1) 1
    zc(1,34) col_link(1,5,X) -1
    zc(1,34) col_link(1,3,O) -1
    zc(1,34) col_link(1,4,O) -1
    zc(1,34) col_link(1,6,O) -1
    zc(1,34) col_link(1,1,I) -1
    zc(1,34) col_link(1,8,I) -1
    zc(1,35) col_choice(1) 1
    zc(1,35) col_link(1,5,X) -1
    zc(1,35) col_link(1,1,O) -1
    zc(1,35) col_link(1,4,O) -1
    zc(1,35) col_link(1,6,O) -1
    zc(1,35) col_link(1,3,I) -1
    zc(1,35) col_link(1,8,I) -1
    zc(1,36) col_choice(1) 1
    zc(1,36) col_link(1,5,X) -1
    zc(1,36) col_link(1,1,O) -1
    zc(1,36) col_link(1,3,O) -1
    zc(1,36) col_link(1,6,O) -1
    zc(1,36) col_link(1,4,I) -1
    zc(1,36) col_link(1,8,I) -1
    zc(1,37) col_choice(1) 1
    zc(1,37) col_link(1,4,X) -1
    zc(1,37) col_link(1,3,O) -1
    zc(1,37) col_link(1,5,O) -1
    zc(1,37) col_link(1,6,O) -1
    zc(1,37) col_link(1,1,I) -1
    zc(1,37) col_link(1,8,I) -1
    zc(1,38) col_choice(1) 1
    zc(1,38) col_link(1,4,X) -1
    zc(1,38) col_link(1,1,O) -1
    zc(1,38) col_link(1,5,O) -1
    zc(1,38) col_link(1,6,O) -1
    zc(1,38) col_link(1,3,I) -1
    zc(1,38) col_link(1,8,I) -1
    zc(1,39) col_choice(1) 1
    zc(1,39) col_link(1,3,X) -1
    zc(1,39) col_link(1,1,O) -1
    zc(1,39) col_link(1,5,O) -1
    zc(1,39) col_link(1,6,O) -1
    zc(1,39) col_link(1,4,I) -1
    zc(1,39) col_link(1,8,I) -1
    zc(1,40) col_choice(1) 1
    zc(1,40) col_link(1,1,X) -1
    zc(1,40) col_link(1,3,O) -1
    zc(1,40) col_link(1,5,O) -1
    zc(1,40) col_link(1,6,O) -1
    zc(1,40) col_link(1,4,I) -1
    zc(1,40) col_link(1,8,I) -1
    zc(1,41) col_choice(1) 1
    zc(1,41) col_link(1,4,X) -1
    zc(1,41) col_link(1,1,O) -1
    zc(1,41) col_link(1,3,O) -1
    zc(1,41) col_link(1,6,O) -1
    zc(1,41) col_link(1,5,I) -1
    zc(1,41) col_link(1,8,I) -1
    zc(1,42) col_choice(1) 1
    zc(1,42) col_link(1,3,X) -1
    zc(1,42) col_link(1,1,O) -1
    zc(1,42) col_link(1,4,O) -1
    zc(1,42) col_link(1,6,O) -1
    zc(1,42) col_link(1,5,I) -1
    zc(1,42) col_link(1,8,I) -1
    zc(1,43) col_choice(1) 1
    zc(1,43) col_link(1,1,X) -1
    zc(1,43) col_link(1,3,O) -1
    zc(1,43) col_link(1,4,O) -1
    zc(1,43) col_link(1,6,O) -1
    zc(1,43) col_link(1,5,I) -1
    zc(1,43) col_link(1,8,I) -1
    zc(1,44) col_choice(1) 1
    zc(1,44) col_link(1,5,X) -1
    zc(1,44) col_link(1,1,O) -1
    zc(1,44) col_link(1,3,O) -1
    zc(1,44) col_link(1,4,O) -1
    zc(1,44) col_link(1,6,I) -1
    zc(1,44) col_link(1,8,I) -1
    zc(1,45) col_choice(1) 1
    zc(1,45) col_link(1,4,X) -1
    zc(1,45) col_link(1,1,O) -1
    zc(1,45) col_link(1,3,O) -1
    zc(1,45) col_link(1,5,O) -1
    zc(1,45) col_link(1,6,I) -1
    zc(1,45) col_link(1,8,I) -1
    zc(1,46) col_choice(1) 1
    zc(1,46) col_link(1,3,X) -1
    zc(1,46) col_link(1,1,O) -1
    zc(1,46) col_link(1,4,O) -1
    zc(1,46) col_link(1,5,O) -1
    zc(1,46) col_link(1,6,I) -1
    zc(1,46) col_link(1,8,I) -1
    zc(2,0) col_choice(2) 1
    zc(2,0) col_link(2,7,X) -1
    zc(2,0) col_link(2,3,O) -1
    zc(2,0) col_link(2,0,I) -1
    zc(2,0) col_link(2,1,I) -1
    zc(2,1) col_choice(2) 1
    zc(2,1) col_link(2,7,X) -1
    zc(2,1) col_link(2,1,O) -1
    zc(2,1) col_link(2,0,I) -1
    zc(2,1) col_link(2,3,I) -1
    zc(2,2) col_choice(2) 1
    zc(2,2) col_link(2,7,X) -1
    zc(2,2) col_link(2,0,O) -1
    zc(2,2) col_link(2,1,I) -1
    zc(2,2) col_link(2,3,I) -1
    zc(2,3) col_choice(2) 1
    zc(2,3) col_link(2,3,X) -1
    zc(2,3) col_link(2,1,O) -1
    zc(2,3) col_link(2,0,I) -1
    zc(2,3) col_link(2,7,I) -1
    zc(2,4) col_choice(2) 1
    zc(2,4) col_link(2,3,X) -1
    zc(2,4) col_link(2,0,O) -1
    zc(2,4) col_link(2,1,I) -1
    zc(2,4) col_link(2,7,I) -1
    zc(2,5) col_choice(2) 1
    zc(2,5) col_link(2,1,X) -1
    zc(2,5) col_link(2,3,O) -1
    zc(2,5) col_link(2,0,I) -1
    zc(2,5) col_link(2,7,I) -1
    zc(2,6) col_choice(2) 1
    zc(2,6) col_link(2,0,X) -1
    zc(2,6) col_link(2,3,O) -1
    zc(2,6) col_link(2,1,I) -1
    zc(2,6) col_link(2,7,I) -1
    zc(2,7) col_choice(2) 1
    zc(2,7) col_link(2,1,X) -1
    zc(2,7) col_link(2,0,O) -1
    zc(2,7) col_link(2,3,I) -1
    zc(2,7) col_link(2,7,I) -1
    zc(2,8) col_choice(2) 1
    zc(2,8) col_link(2,0,X) -1
    zc(2,8) col_link(2,1,O) -1
    zc(2,8) col_link(2,3,I) -1
    zc(2,8) col_link(2,7,I) -1
    zc(3,0) col_choice(3) 1
    zc(3,0) col_link(3,0,I) -1
    zc(3,0) col_link(3,5,I) -1
    zc(3,0) col_link(3,8,I) -1
    zc(4,0) col_choice(4) 1
    zc(4,0) col_link(4,7,X) -1
    zc(4,0) col_link(4,2,O) -1
    zc(4,0) col_link(4,6,O) -1
    zc(4,0) col_link(4,0,I) -1
    zc(4,0) col_link(4,1,I) -1
    zc(4,0) col_link(4,4,I) -1
    zc(4,1) col_choice(4) 1
    zc(4,1) col_link(4,7,X) -1
    zc(4,1) col_link(4,1,O) -1
    zc(4,1) col_link(4,6,O) -1
    zc(4,1) col_link(4,0,I) -1
    zc(4,1) col_link(4,2,I) -1
    zc(4,1) col_link(4,4,I) -1
    zc(4,2) col_choice(4) 1
    zc(4,2) col_link(4,7,X) -1
    zc(4,2) col_link(4,0,O) -1
    zc(4,2) col_link(4,6,O) -1
    zc(4,2) col_link(4,1,I) -1
    zc(4,2) col_link(4,2,I) -1
    zc(4,2) col_link(4,4,I) -1
    zc(4,3) col_choice(4) 1
    zc(4,3) col_link(4,7,X) -1
    zc(4,3) col_link(4,1,O) -1
    zc(4,3) col_link(4,4,O) -1
    zc(4,3) col_link(4,0,I) -1
    zc(4,3) col_link(4,2,I) -1
    zc(4,3) col_link(4,6,I) -1
    zc(4,4) col_choice(4) 1
    zc(4,4) col_link(4,7,X) -1
    zc(4,4) col_link(4,0,O) -1
    zc(4,4) col_link(4,4,O) -1
    zc(4,4) col_link(4,1,I) -1
    zc(4,4) col_link(4,2,I) -1
    zc(4,4) col_link(4,6,I) -1
    zc(4,5) col_choice(4) 1
    zc(4,5) col_link(4,7,X) -1
    zc(4,5) col_link(4,0,O) -1
    zc(4,5) col_link(4,2,O) -1
    zc(4,5) col_link(4,1,I) -1
    zc(4,5) col_link(4,4,I) -1
    zc(4,5) col_link(4,6,I) -1
    zc(4,6) col_choice(4) 1
    zc(4,6) col_link(4,7,X) -1
    zc(4,6) col_link(4,0,O) -1
    zc(4,6) col_link(4,1,O) -1
    zc(4,6) col_link(4,2,I) -1
    zc(4,6) col_link(4,4,I) -1
    zc(4,6) col_link(4,6,I) -1
    zc(4,7) col_choice(4) 1
    zc(4,7) col_link(4,6,X) -1
    zc(4,7) col_link(4,2,O) -1
    zc(4,7) col_link(4,7,O) -1
    zc(4,7) col_link(4,0,I) -1
    zc(4,7) col_link(4,1,I) -1
    zc(4,7) col_link(4,4,I) -1
    zc(4,8) col_choice(4) 1
    zc(4,8) col_link(4,6,X) -1
    zc(4,8) col_link(4,1,O) -1
    zc(4,8) col_link(4,7,O) -1
    zc(4,8) col_link(4,0,I) -1
    zc(4,8) col_link(4,2,I) -1
    zc(4,8) col_link(4,4,I) -1
    zc(4,9) col_choice(4) 1
    zc(4,9) col_link(4,6,X) -1
    zc(4,9) col_link(4,0,O) -1
    zc(4,9) col_link(4,7,O) -1
    zc(4,9) col_link(4,1,I) -1
    zc(4,9) col_link(4,2,I) -1
    zc(4,9) col_link(4,4,I) -1
    zc(4,10) col_choice(4) 1
    zc(4,10) col_link(4,2,X) -1
    zc(4,10) col_link(4,6,O) -1
    zc(4,10) col_link(4,7,O) -1
    zc(4,10) col_link(4,0,I) -1
    zc(4,10) col_link(4,1,I) -1
    zc(4,10) col_link(4,4,I) -1
    zc(4,11) col_choice(4) 1
    zc(4,11) col_link(4,1,X) -1
    zc(4,11) col_link(4,6,O) -1
    zc(4,11) col_link(4,7,O) -1
    zc(4,11) col_link(4,0,I) -1
    zc(4,11) col_link(4,2,I) -1
    zc(4,11) col_link(4,4,I) -1
    zc(4,12) col_choice(4) 1
    zc(4,12) col_link(4,0,X) -1
    zc(4,12) col_link(4,6,O) -1
    zc(4,12) col_link(4,7,O) -1
    zc(4,12) col_link(4,1,I) -1
    zc(4,12) col_link(4,2,I) -1
    zc(4,12) col_link(4,4,I) -1
    zc(4,13) col_choice(4) 1
    zc(4,13) col_link(4,4,X) -1
    zc(4,13) col_link(4,2,O) -1
    zc(4,13) col_link(4,7,O) -1
    zc(4,13) col_link(4,0,I) -1
    zc(4,13) col_link(4,1,I) -1
    zc(4,13) col_link(4,6,I) -1
    zc(4,14) col_choice(4) 1
    zc(4,14) col_link(4,4,X) -1
    zc(4,14) col_link(4,1,O) -1
    zc(4,14) col_link(4,7,O) -1
    zc(4,14) col_link(4,0,I) -1
    zc(4,14) col_link(4,2,I) -1
    zc(4,14) col_link(4,6,I) -1
    zc(4,15) col_choice(4) 1
    zc(4,15) col_link(4,4,X) -1
    zc(4,15) col_link(4,0,O) -1
    zc(4,15) col_link(4,7,O) -1
    zc(4,15) col_link(4,1,I) -1
    zc(4,15) col_link(4,2,I) -1
    zc(4,15) col_link(4,6,I) -1
    zc(4,16) col_choice(4) 1
    zc(4,16) col_link(4,2,X) -1
    zc(4,16) col_link(4,4,O) -1
    zc(4,16) col_link(4,7,O) -1
    zc(4,16) col_link(4,0,I) -1
    zc(4,16) col_link(4,1,I) -1
    zc(4,16) col_link(4,6,I) -1
    zc(4,17) col_choice(4) 1
    zc(4,17) col_link(4,1,X) -1
    zc(4,17) col_link(4,4,O) -1
    zc(4,17) col_link(4,7,O) -1
    zc(4,17) col_link(4,0,I) -1
    zc(4,17) col_link(4,2,I) -1
    zc(4,17) col_link(4,6,I) -1
    zc(4,18) col_choice(4) 1
    zc(4,18) col_link(4,0,X) -1
    zc(4,18) col_link(4,4,O) -1
    zc(4,18) col_link(4,7,O) -1
    zc(4,18) col_link(4,1,I) -1
    zc(4,18) col_link(4,2,I) -1
    zc(4,18) col_link(4,6,I) -1
    zc(4,19) col_choice(4) 1
    zc(4,19) col_link(4,2,X) -1
    zc(4,19) col_link(4,1,O) -1
    zc(4,19) col_link(4,7,O) -1
    zc(4,19) col_link(4,0,I) -1
    zc(4,19) col_link(4,4,I) -1
    zc(4,19) col_link(4,6,I) -1
    zc(4,20) col_choice(4) 1
    zc(4,20) col_link(4,2,X) -1
    zc(4,20) col_link(4,0,O) -1
    zc(4,20) col_link(4,7,O) -1
    zc(4,20) col_link(4,1,I) -1
    zc(4,20) col_link(4,4,I) -1
    zc(4,20) col_link(4,6,I) -1
    zc(4,21) col_choice(4) 1
    zc(4,21) col_link(4,1,X) -1
    zc(4,21) col_link(4,2,O) -1
    zc(4,21) col_link(4,7,O) -1
    zc(4,21) col_link(4,0,I) -1
    zc(4,21) col_link(4,4,I) -1
    zc(4,21) col_link(4,6,I) -1
    zc(4,22) col_choice(4) 1
    zc(4,22) col_link(4,0,X) -1
    zc(4,22) col_link(4,2,O) -1
    zc(4,22) col_link(4,7,O) -1
    zc(4,22) col_link(4,1,I) -1
    zc(4,22) col_link(4,4,I) -1
    zc(4,22) col_link(4,6,I) -1
    zc(4,23) col_choice(4) 1
    zc(4,23) col_link(4,1,X) -1
    zc(4,23) col_link(4,0,O) -1
    zc(4,23) col_link(4,7,O) -1
    zc(4,23) col_link(4,2,I) -1
    zc(4,23) col_link(4,4,I) -1
    zc(4,23) col_link(4,6,I) -1
    zc(4,24) col_choice(4) 1
    zc(4,24) col_link(4,0,X) -1
    zc(4,24) col_link(4,1,O) -1
    zc(4,24) col_link(4,7,O) -1
    zc(4,24) col_link(4,2,I) -1
    zc(4,24) col_link(4,4,I) -1
    zc(4,24) col_link(4,6,I) -1
    zc(4,25) col_choice(4) 1
    zc(4,25) col_link(4,6,X) -1
    zc(4,25) col_link(4,1,O) -1
    zc(4,25) col_link(4,4,O) -1
    zc(4,25) col_link(4,0,I) -1
    zc(4,25) col_link(4,2,I) -1
    zc(4,25) col_link(4,7,I) -1
    zc(4,26) col_choice(4) 1
    zc(4,26) col_link(4,6,X) -1
    zc(4,26) col_link(4,0,O) -1
    zc(4,26) col_link(4,4,O) -1
    zc(4,26) col_link(4,1,I) -1
    zc(4,26) col_link(4,2,I) -1
    zc(4,26) col_link(4,7,I) -1
    zc(4,27) col_choice(4) 1
    zc(4,27) col_link(4,6,X) -1
    zc(4,27) col_link(4,0,O) -1
    zc(4,27) col_link(4,2,O) -1
    zc(4,27) col_link(4,1,I) -1
    zc(4,27) col_link(4,4,I) -1
    zc(4,27) col_link(4,7,I) -1
    zc(4,28) col_choice(4) 1
    zc(4,28) col_link(4,6,X) -1
    zc(4,28) col_link(4,0,O) -1
    zc(4,28) col_link(4,1,O) -1
    zc(4,28) col_link(4,2,I) -1
    zc(4,28) col_link(4,4,I) -1
    zc(4,28) col_link(4,7,I) -1
    zc(4,29) col_choice(4) 1
    zc(4,29) col_link(4,4,X) -1
    zc(4,29) col_link(4,2,O) -1
    zc(4,29) col_link(4,6,O) -1
    zc(4,29) col_link(4,0,I) -1
    zc(4,29) col_link(4,1,I) -1
    zc(4,29) col_link(4,7,I) -1
    zc(4,30) col_choice(4) 1
    zc(4,30) col_link(4,4,X) -1
    zc(4,30) col_link(4,1,O) -1
    zc(4,30) col_link(4,6,O) -1
    zc(4,30) col_link(4,0,I) -1
    zc(4,30) col_link(4,2,I) -1
    zc(4,30) col_link(4,7,I) -1
    zc(4,31) col_choice(4) 1
    zc(4,31) col_link(4,4,X) -1
    zc(4,31) col_link(4,0,O) -1
    zc(4,31) col_link(4,6,O) -1
    zc(4,31) col_link(4,1,I) -1
    zc(4,31) col_link(4,2,I) -1
    zc(4,31) col_link(4,7,I) -1
    zc(4,32) col_choice(4) 1
    zc(4,32) col_link(4,2,X) -1
    zc(4,32) col_link(4,4,O) -1
    zc(4,32) col_link(4,6,O) -1
    zc(4,32) col_link(4,0,I) -1
    zc(4,32) col_link(4,1,I) -1
    zc(4,32) col_link(4,7,I) -1
    zc(4,33) col_choice(4) 1
    zc(4,33) col_link(4,1,X) -1
    zc(4,33) col_link(4,4,O) -1
    zc(4,33) col_link(4,6,O) -1
    zc(4,33) col_link(4,0,I) -1
    zc(4,33) col_link(4,2,I) -1
    zc(4,33) col_link(4,7,I) -1
    zc(4,34) col_choice(4) 1
    zc(4,34) col_link(4,0,X) -1
    zc(4,34) col_link(4,4,O) -1
    zc(4,34) col_link(4,6,O) -1
    zc(4,34) col_link(4,1,I) -1
    zc(4,34) col_link(4,2,I) -1
    zc(4,34) col_link(4,7,I) -1
    zc(4,35) col_choice(4) 1
    zc(4,35) col_link(4,2,X) -1
    zc(4,35) col_link(4,1,O) -1
    zc(4,35) col_link(4,6,O) -1
    zc(4,35) col_link(4,0,I) -1
    zc(4,35) col_link(4,4,I) -1
    zc(4,35) col_link(4,7,I) -1
    zc(4,36) col_choice(4) 1
    zc(4,36) col_link(4,2,X) -1
    zc(4,36) col_link(4,0,O) -1
    zc(4,36) col_link(4,6,O) -1
    zc(4,36) col_link(4,1,I) -1
    zc(4,36) col_link(4,4,I) -1
    zc(4,36) col_link(4,7,I) -1
    zc(4,37) col_choice(4) 1
    zc(4,37) col_link(4,1,X) -1
    zc(4,37) col_link(4,2,O) -1
    zc(4,37) col_link(4,6,O) -1
    zc(4,37) col_link(4,0,I) -1
    zc(4,37) col_link(4,4,I) -1
    zc(4,37) col_link(4,7,I) -1
    zc(4,38) col_choice(4) 1
    zc(4,38) col_link(4,0,X) -1
    zc(4,38) col_link(4,2,O) -1
    zc(4,38) col_link(4,6,O) -1
    zc(4,38) col_link(4,1,I) -1
    zc(4,38) col_link(4,4,I) -1
    zc(4,38) col_link(4,7,I) -1
    zc(4,39) col_choice(4) 1
    zc(4,39) col_link(4,1,X) -1
    zc(4,39) col_link(4,0,O) -1
    zc(4,39) col_link(4,6,O) -1
    zc(4,39) col_link(4,2,I) -1
    zc(4,39) col_link(4,4,I) -1
    zc(4,39) col_link(4,7,I) -1
    zc(4,40) col_choice(4) 1
    zc(4,40) col_link(4,0,X) -1
    zc(4,40) col_link(4,1,O) -1
    zc(4,40) col_link(4,6,O) -1
    zc(4,40) col_link(4,2,I) -1
    zc(4,40) col_link(4,4,I) -1
    zc(4,40) col_link(4,7,I) -1
    zc(4,41) col_choice(4) 1
    zc(4,41) col_link(4,4,X) -1
    zc(4,41) col_link(4,0,O) -1
    zc(4,41) col_link(4,2,O) -1
    zc(4,41) col_link(4,1,I) -1
    zc(4,41) col_link(4,6,I) -1
    zc(4,41) col_link(4,7,I) -1
    zc(4,42) col_choice(4) 1
    zc(4,42) col_link(4,4,X) -1
    zc(4,42) col_link(4,0,O) -1
    zc(4,42) col_link(4,1,O) -1
    zc(4,42) col_link(4,2,I) -1
    zc(4,42) col_link(4,6,I) -1
    zc(4,42) col_link(4,7,I) -1
    zc(4,43) col_choice(4) 1
    zc(4,43) col_link(4,2,X) -1
    zc(4,43) col_link(4,1,O) -1
    zc(4,43) col_link(4,4,O) -1
    zc(4,43) col_link(4,0,I) -1
    zc(4,43) col_link(4,6,I) -1
    zc(4,43) col_link(4,7,I) -1
    zc(4,44) col_choice(4) 1
    zc(4,44) col_link(4,2,X) -1
    zc(4,44) col_link(4,0,O) -1
    zc(4,44) col_link(4,4,O) -1
    zc(4,44) col_link(4,1,I) -1
    zc(4,44) col_link(4,6,I) -1
    zc(4,44) col_link(4,7,I) -1
    zc(4,45) col_choice(4) 1
    zc(4,45) col_link(4,1,X) -1
    zc(4,45) col_link(4,0,O) -1
    zc(4,45) col_link(4,4,O) -1
    zc(4,45) col_link(4,2,I) -1
    zc(4,45) col_link(4,6,I) -1
    zc(4,45) col_link(4,7,I) -1
    zc(4,46) col_choice(4) 1
    zc(4,46) col_link(4,0,X) -1
    zc(4,46) col_link(4,1,O) -1
    zc(4,46) col_link(4,4,O) -1
    zc(4,46) col_link(4,2,I) -1
    zc(4,46) col_link(4,6,I) -1
    zc(4,46) col_link(4,7,I) -1
    zc(4,47) col_choice(4) 1
    zc(4,47) col_link(4,2,X) -1
    zc(4,47) col_link(4,0,O) -1
    zc(4,47) col_link(4,1,O) -1
    zc(4,47) col_link(4,4,I) -1
    zc(4,47) col_link(4,6,I) -1
    zc(4,47) col_link(4,7,I) -1
    zc(4,48) col_choice(4) 1
    zc(4,48) col_link(4,1,X) -1
    zc(4,48) col_link(4,0,O) -1
    zc(4,48) col_link(4,2,O) -1
    zc(4,48) col_link(4,4,I) -1
    zc(4,48) col_link(4,6,I) -1
    zc(4,48) col_link(4,7,I) -1
    zc(5,0) col_choice(5) 1
    zc(5,0) col_link(5,4,X) -1
    zc(5,0) col_link(5,8,X) -1
    zc(5,0) col_link(5,2,O) -1
    zc(5,0) col_link(5,3,O) -1
    zc(5,1) col_choice(5) 1
    zc(5,1) col_link(5,3,X) -1
    zc(5,1) col_link(5,8,X) -1
    zc(5,1) col_link(5,2,O) -1
    zc(5,1) col_link(5,4,O) -1
    zc(5,2) col_choice(5) 1
    zc(5,2) col_link(5,2,X) -1
    zc(5,2) col_link(5,8,X) -1
    zc(5,2) col_link(5,3,O) -1
    zc(5,2) col_link(5,4,O) -1
    zc(5,3) col_choice(5) 1
    zc(5,3) col_link(5,3,X) -1
    zc(5,3) col_link(5,4,X) -1
    zc(5,3) col_link(5,2,O) -1
    zc(5,3) col_link(5,8,O) -1
    zc(5,4) col_choice(5) 1
    zc(5,4) col_link(5,2,X) -1
    zc(5,4) col_link(5,4,X) -1
    zc(5,4) col_link(5,3,O) -1
    zc(5,4) col_link(5,8,O) -1
    zc(5,5) col_choice(5) 1
    zc(5,5) col_link(5,2,X) -1
    zc(5,5) col_link(5,3,X) -1
    zc(5,5) col_link(5,4,O) -1
    zc(5,5) col_link(5,8,O) -1
    zc(6,0) col_choice(6) 1
    zc(6,0) col_link(6,5,X) -1
    zc(6,0) col_link(6,7,X) -1
    zc(6,0) col_link(6,8,X) -1
    zc(6,0) col_link(6,3,O) -1
    zc(6,0) col_link(6,6,O) -1
    zc(6,0) col_link(6,4,I) -1
    zc(6,1) col_choice(6) 1
    zc(6,1) col_link(6,3,X) -1
    zc(6,1) col_link(6,7,X) -1
    zc(6,1) col_link(6,8,X) -1
    zc(6,1) col_link(6,5,O) -1
    zc(6,1) col_link(6,6,O) -1
    zc(6,1) col_link(6,4,I) -1
    zc(6,2) col_choice(6) 1
    zc(6,2) col_link(6,4,X) -1
    zc(6,2) col_link(6,7,X) -1
    zc(6,2) col_link(6,8,X) -1
    zc(6,2) col_link(6,3,O) -1
    zc(6,2) col_link(6,6,O) -1
    zc(6,2) col_link(6,5,I) -1
    zc(6,3) col_choice(6) 1
    zc(6,3) col_link(6,3,X) -1
    zc(6,3) col_link(6,7,X) -1
    zc(6,3) col_link(6,8,X) -1
    zc(6,3) col_link(6,4,O) -1
    zc(6,3) col_link(6,6,O) -1
    zc(6,3) col_link(6,5,I) -1
    zc(6,4) col_choice(6) 1
    zc(6,4) col_link(6,5,X) -1
    zc(6,4) col_link(6,7,X) -1
    zc(6,4) col_link(6,8,X) -1
    zc(6,4) col_link(6,3,O) -1
    zc(6,4) col_link(6,4,O) -1
    zc(6,4) col_link(6,6,I) -1
    zc(6,5) col_choice(6) 1
    zc(6,5) col_link(6,4,X) -1
    zc(6,5) col_link(6,7,X) -1
    zc(6,5) col_link(6,8,X) -1
    zc(6,5) col_link(6,3,O) -1
    zc(6,5) col_link(6,5,O) -1
    zc(6,5) col_link(6,6,I) -1
    zc(6,6) col_choice(6) 1
    zc(6,6) col_link(6,3,X) -1
    zc(6,6) col_link(6,7,X) -1
    zc(6,6) col_link(6,8,X) -1
    zc(6,6) col_link(6,4,O) -1
    zc(6,6) col_link(6,5,O) -1
    zc(6,6) col_link(6,6,I) -1
    zc(6,7) col_choice(6) 1
    zc(6,7) col_link(6,5,X) -1
    zc(6,7) col_link(6,6,X) -1
    zc(6,7) col_link(6,8,X) -1
    zc(6,7) col_link(6,3,O) -1
    zc(6,7) col_link(6,7,O) -1
    zc(6,7) col_link(6,4,I) -1
    zc(6,8) col_choice(6) 1
    zc(6,8) col_link(6,3,X) -1
    zc(6,8) col_link(6,6,X) -1
    zc(6,8) col_link(6,8,X) -1
    zc(6,8) col_link(6,5,O) -1
    zc(6,8) col_link(6,7,O) -1
    zc(6,8) col_link(6,4,I) -1
    zc(6,9) col_choice(6) 1
    zc(6,9) col_link(6,4,X) -1
    zc(6,9) col_link(6,6,X) -1
    zc(6,9) col_link(6,8,X) -1
    zc(6,9) col_link(6,3,O) -1
    zc(6,9) col_link(6,7,O) -1
    zc(6,9) col_link(6,5,I) -1
    zc(6,10) col_choice(6) 1
    zc(6,10) col_link(6,3,X) -1
    zc(6,10) col_link(6,6,X) -1
    zc(6,10) col_link(6,8,X) -1
    zc(6,10) col_link(6,4,O) -1
    zc(6,10) col_link(6,7,O) -1
    zc(6,10) col_link(6,5,I) -1
    zc(6,11) col_choice(6) 1
    zc(6,11) col_link(6,3,X) -1
    zc(6,11) col_link(6,5,X) -1
    zc(6,11) col_link(6,8,X) -1
    zc(6,11) col_link(6,6,O) -1
    zc(6,11) col_link(6,7,O) -1
    zc(6,11) col_link(6,4,I) -1
    zc(6,12) col_choice(6) 1
    zc(6,12) col_link(6,3,X) -1
    zc(6,12) col_link(6,4,X) -1
    zc(6,12) col_link(6,8,X) -1
    zc(6,12) col_link(6,6,O) -1
    zc(6,12) col_link(6,7,O) -1
    zc(6,12) col_link(6,5,I) -1
    zc(6,13) col_choice(6) 1
    zc(6,13) col_link(6,4,X) -1
    zc(6,13) col_link(6,5,X) -1
    zc(6,13) col_link(6,8,X) -1
    zc(6,13) col_link(6,3,O) -1
    zc(6,13) col_link(6,7,O) -1
    zc(6,13) col_link(6,6,I) -1
    zc(6,14) col_choice(6) 1
    zc(6,14) col_link(6,3,X) -1
    zc(6,14) col_link(6,5,X) -1
    zc(6,14) col_link(6,8,X) -1
    zc(6,14) col_link(6,4,O) -1
    zc(6,14) col_link(6,7,O) -1
    zc(6,14) col_link(6,6,I) -1
    zc(6,15) col_choice(6) 1
    zc(6,15) col_link(6,3,X) -1
    zc(6,15) col_link(6,4,X) -1
    zc(6,15) col_link(6,8,X) -1
    zc(6,15) col_link(6,5,O) -1
    zc(6,15) col_link(6,7,O) -1
    zc(6,15) col_link(6,6,I) -1
    zc(6,16) col_choice(6) 1
    zc(6,16) col_link(6,5,X) -1
    zc(6,16) col_link(6,6,X) -1
    zc(6,16) col_link(6,8,X) -1
    zc(6,16) col_link(6,3,O) -1
    zc(6,16) col_link(6,4,O) -1
    zc(6,16) col_link(6,7,I) -1
    zc(6,17) col_choice(6) 1
    zc(6,17) col_link(6,4,X) -1
    zc(6,17) col_link(6,6,X) -1
    zc(6,17) col_link(6,8,X) -1
    zc(6,17) col_link(6,3,O) -1
    zc(6,17) col_link(6,5,O) -1
    zc(6,17) col_link(6,7,I) -1
    zc(6,18) col_choice(6) 1
    zc(6,18) col_link(6,3,X) -1
    zc(6,18) col_link(6,6,X) -1
    zc(6,18) col_link(6,8,X) -1
    zc(6,18) col_link(6,4,O) -1
    zc(6,18) col_link(6,5,O) -1
    zc(6,18) col_link(6,7,I) -1
    zc(6,19) col_choice(6) 1
    zc(6,19) col_link(6,4,X) -1
    zc(6,19) col_link(6,5,X) -1
    zc(6,19) col_link(6,8,X) -1
    zc(6,19) col_link(6,3,O) -1
    zc(6,19) col_link(6,6,O) -1
    zc(6,19) col_link(6,7,I) -1
    zc(6,20) col_choice(6) 1
    zc(6,20) col_link(6,3,X) -1
    zc(6,20) col_link(6,5,X) -1
    zc(6,20) col_link(6,8,X) -1
    zc(6,20) col_link(6,4,O) -1
    zc(6,20) col_link(6,6,O) -1
    zc(6,20) col_link(6,7,I) -1
    zc(6,21) col_choice(6) 1
    zc(6,21) col_link(6,3,X) -1
    zc(6,21) col_link(6,4,X) -1
    zc(6,21) col_link(6,8,X) -1
    zc(6,21) col_link(6,5,O) -1
    zc(6,21) col_link(6,6,O) -1
    zc(6,21) col_link(6,7,I) -1
    zc(6,22) col_choice(6) 1
    zc(6,22) col_link(6,3,X) -1
    zc(6,22) col_link(6,6,X) -1
    zc(6,22) col_link(6,7,X) -1
    zc(6,22) col_link(6,5,O) -1
    zc(6,22) col_link(6,8,O) -1
    zc(6,22) col_link(6,4,I) -1
    zc(6,23) col_choice(6) 1
    zc(6,23) col_link(6,4,X) -1
    zc(6,23) col_link(6,6,X) -1
    zc(6,23) col_link(6,7,X) -1
    zc(6,23) col_link(6,3,O) -1
    zc(6,23) col_link(6,8,O) -1
    zc(6,23) col_link(6,5,I) -1
    zc(6,24) col_choice(6) 1
    zc(6,24) col_link(6,3,X) -1
    zc(6,24) col_link(6,6,X) -1
    zc(6,24) col_link(6,7,X) -1
    zc(6,24) col_link(6,4,O) -1
    zc(6,24) col_link(6,8,O) -1
    zc(6,24) col_link(6,5,I) -1
    zc(6,25) col_choice(6) 1
    zc(6,25) col_link(6,3,X) -1
    zc(6,25) col_link(6,5,X) -1
    zc(6,25) col_link(6,7,X) -1
    zc(6,25) col_link(6,6,O) -1
    zc(6,25) col_link(6,8,O) -1
    zc(6,25) col_link(6,4,I) -1
    zc(6,26) col_choice(6) 1
    zc(6,26) col_link(6,3,X) -1
    zc(6,26) col_link(6,4,X) -1
    zc(6,26) col_link(6,7,X) -1
    zc(6,26) col_link(6,6,O) -1
    zc(6,26) col_link(6,8,O) -1
    zc(6,26) col_link(6,5,I) -1
    zc(6,27) col_choice(6) 1
    zc(6,27) col_link(6,4,X) -1
    zc(6,27) col_link(6,5,X) -1
    zc(6,27) col_link(6,7,X) -1
    zc(6,27) col_link(6,3,O) -1
    zc(6,27) col_link(6,8,O) -1
    zc(6,27) col_link(6,6,I) -1
    zc(6,28) col_choice(6) 1
    zc(6,28) col_link(6,3,X) -1
    zc(6,28) col_link(6,5,X) -1
    zc(6,28) col_link(6,7,X) -1
    zc(6,28) col_link(6,4,O) -1
    zc(6,28) col_link(6,8,O) -1
    zc(6,28) col_link(6,6,I) -1
    zc(6,29) col_choice(6) 1
    zc(6,29) col_link(6,3,X) -1
    zc(6,29) col_link(6,4,X) -1
    zc(6,29) col_link(6,7,X) -1
    zc(6,29) col_link(6,5,O) -1
    zc(6,29) col_link(6,8,O) -1
    zc(6,29) col_link(6,6,I) -1
    zc(6,30) col_choice(6) 1
    zc(6,30) col_link(6,3,X) -1
    zc(6,30) col_link(6,5,X) -1
    zc(6,30) col_link(6,6,X) -1
    zc(6,30) col_link(6,7,O) -1
    zc(6,30) col_link(6,8,O) -1
    zc(6,30) col_link(6,4,I) -1
    zc(6,31) col_choice(6) 1
    zc(6,31) col_link(6,3,X) -1
    zc(6,31) col_link(6,4,X) -1
    zc(6,31) col_link(6,6,X) -1
    zc(6,31) col_link(6,7,O) -1
    zc(6,31) col_link(6,8,O) -1
    zc(6,31) col_link(6,5,I) -1
    zc(6,32) col_choice(6) 1
    zc(6,32) col_link(6,3,X) -1
    zc(6,32) col_link(6,5,X) -1
    zc(6,32) col_link(6,6,X) -1
    zc(6,32) col_link(6,4,O) -1
    zc(6,32) col_link(6,8,O) -1
    zc(6,32) col_link(6,7,I) -1
    zc(6,33) col_choice(6) 1
    zc(6,33) col_link(6,3,X) -1
    zc(6,33) col_link(6,4,X) -1
    zc(6,33) col_link(6,6,X) -1
    zc(6,33) col_link(6,5,O) -1
    zc(6,33) col_link(6,8,O) -1
    zc(6,33) col_link(6,7,I) -1
    zc(6,34) col_choice(6) 1
    zc(6,34) col_link(6,4,X) -1
    zc(6,34) col_link(6,6,X) -1
    zc(6,34) col_link(6,7,X) -1
    zc(6,34) col_link(6,3,O) -1
    zc(6,34) col_link(6,5,O) -1
    zc(6,34) col_link(6,8,I) -1
    zc(6,35) col_choice(6) 1
    zc(6,35) col_link(6,3,X) -1
    zc(6,35) col_link(6,6,X) -1
    zc(6,35) col_link(6,7,X) -1
    zc(6,35) col_link(6,4,O) -1
    zc(6,35) col_link(6,5,O) -1
    zc(6,35) col_link(6,8,I) -1
    zc(6,36) col_choice(6) 1
    zc(6,36) col_link(6,4,X) -1
    zc(6,36) col_link(6,5,X) -1
    zc(6,36) col_link(6,7,X) -1
    zc(6,36) col_link(6,3,O) -1
    zc(6,36) col_link(6,6,O) -1
    zc(6,36) col_link(6,8,I) -1
    zc(6,37) col_choice(6) 1
    zc(6,37) col_link(6,3,X) -1
    zc(6,37) col_link(6,5,X) -1
    zc(6,37) col_link(6,7,X) -1
    zc(6,37) col_link(6,4,O) -1
    zc(6,37) col_link(6,6,O) -1
    zc(6,37) col_link(6,8,I) -1
    zc(6,38) col_choice(6) 1
    zc(6,38) col_link(6,3,X) -1
    zc(6,38) col_link(6,4,X) -1
    zc(6,38) col_link(6,7,X) -1
    zc(6,38) col_link(6,5,O) -1
    zc(6,38) col_link(6,6,O) -1
    zc(6,38) col_link(6,8,I) -1
    zc(6,39) col_choice(6) 1
    zc(6,39) col_link(6,3,X) -1
    zc(6,39) col_link(6,5,X) -1
    zc(6,39) col_link(6,6,X) -1
    zc(6,39) col_link(6,4,O) -1
    zc(6,39) col_link(6,7,O) -1
    zc(6,39) col_link(6,8,I) -1
    zc(6,40) col_choice(6) 1
    zc(6,40) col_link(6,3,X) -1
    zc(6,40) col_link(6,4,X) -1
    zc(6,40) col_link(6,6,X) -1
    zc(6,40) col_link(6,5,O) -1
    zc(6,40) col_link(6,7,O) -1
    zc(6,40) col_link(6,8,I) -1
    zc(7,0) col_choice(7) 1
    zc(7,0) col_link(7,6,X) -1
    zc(7,0) col_link(7,8,X) -1
    zc(7,0) col_link(7,0,I) -1
    zc(7,0) col_link(7,3,I) -1
    zc(7,0) col_link(7,5,I) -1
    zc(7,1) col_choice(7) 1
    zc(7,1) col_link(7,5,X) -1
    zc(7,1) col_link(7,8,X) -1
    zc(7,1) col_link(7,0,I) -1
    zc(7,1) col_link(7,3,I) -1
    zc(7,1) col_link(7,6,I) -1
    zc(7,2) col_choice(7) 1
    zc(7,2) col_link(7,3,X) -1
    zc(7,2) col_link(7,8,X) -1
    zc(7,2) col_link(7,0,I) -1
    zc(7,2) col_link(7,5,I) -1
    zc(7,2) col_link(7,6,I) -1
    zc(7,3) col_choice(7) 1
    zc(7,3) col_link(7,0,X) -1
    zc(7,3) col_link(7,8,X) -1
    zc(7,3) col_link(7,3,I) -1
    zc(7,3) col_link(7,5,I) -1
    zc(7,3) col_link(7,6,I) -1
    zc(7,4) col_choice(7) 1
    zc(7,4) col_link(7,5,X) -1
    zc(7,4) col_link(7,6,X) -1
    zc(7,4) col_link(7,0,I) -1
    zc(7,4) col_link(7,3,I) -1
    zc(7,4) col_link(7,8,I) -1
    zc(7,5) col_choice(7) 1
    zc(7,5) col_link(7,3,X) -1
    zc(7,5) col_link(7,6,X) -1
    zc(7,5) col_link(7,0,I) -1
    zc(7,5) col_link(7,5,I) -1
    zc(7,5) col_link(7,8,I) -1
    zc(7,6) col_choice(7) 1
    zc(7,6) col_link(7,0,X) -1
    zc(7,6) col_link(7,6,X) -1
    zc(7,6) col_link(7,3,I) -1
    zc(7,6) col_link(7,5,I) -1
    zc(7,6) col_link(7,8,I) -1
    zc(7,7) col_choice(7) 1
    zc(7,7) col_link(7,3,X) -1
    zc(7,7) col_link(7,5,X) -1
    zc(7,7) col_link(7,0,I) -1
    zc(7,7) col_link(7,6,I) -1
    zc(7,7) col_link(7,8,I) -1
    zc(7,8) col_choice(7) 1
    zc(7,8) col_link(7,0,X) -1
    zc(7,8) col_link(7,5,X) -1
    zc(7,8) col_link(7,3,I) -1
    zc(7,8) col_link(7,6,I) -1
    zc(7,8) col_link(7,8,I) -1
    zc(7,9) col_choice(7) 1
    zc(7,9) col_link(7,0,X) -1
    zc(7,9) col_link(7,3,X) -1
    zc(7,9) col_link(7,5,I) -1
    zc(7,9) col_link(7,6,I) -1
    zc(7,9) col_link(7,8,I) -1
    zc(8,0) col_choice(8) 1
    zc(8,0) col_link(8,2,X) -1
    zc(8,0) col_link(8,4,X) -1
    zc(8,0) col_link(8,8,X) -1
    zc(8,0) col_link(8,0,I) -1
    zc(8,1) col_choice(8) 1
    zc(8,1) col_link(8,0,X) -1
    zc(8,1) col_link(8,4,X) -1
    zc(8,1) col_link(8,8,X) -1
    zc(8,1) col_link(8,2,I) -1
    zc(8,2) col_choice(8) 1
    zc(8,2) col_link(8,0,X) -1
    zc(8,2) col_link(8,2,X) -1
    zc(8,2) col_link(8,8,X) -1
    zc(8,2) col_link(8,4,I) -1
    zc(8,3) col_choice(8) 1
    zc(8,3) col_link(8,0,X) -1
    zc(8,3) col_link(8,2,X) -1
    zc(8,3) col_link(8,4,X) -1
    zc(8,3) col_link(8,8,I) -1
RHS
    RHS given(0,0) 1
    RHS given(0,1) 1
    RHS given(0,5) 1
    RHS given(0,6) 1
    RHS given(1,3) 1
    RHS given(1,5) 1
    RHS given(1,6) 1
    RHS given(1,7) 1
    RHS given(1,8) 1
    RHS given(2,1) 1
    RHS given(2,2) 1
    RHS given(2,3) 1
    RHS given(2,6) 1
    RHS given(2,7) 1
    RHS given(3,0) 1
    RHS given(3,3) 1
    RHS given(3,4) 1
    RHS given(3,8) 1
    RHS given(4,0) 1
    RHS given(4,2) 1
    RHS given(4,3) 1
    RHS given(4,7) 1
    RHS given(5,2) 1
    RHS given(5,4) 1
    RHS given(5,5) 1
    RHS given(5,8) 1
    RHS given(6,2) 1
    RHS given(6,3) 1
    RHS given(6,5) 1
    RHS given(6,8) 1
    RHS given(7,1) 1
    RHS given(7,3) 1
    RHS given(7,5) 1
    RHS given(7,7) 1
    RHS given(7,8) 1
    RHS given(8,2) 1
    RHS given(8,4) 1
    RHS row_choice(0) 1
    RHS row_choice(1) 1
    RHS row_choice(2) 1
    RHS row_choice(3) 1
    RHS row_choice(4) 1
    RHS row_choice(5) 1
    RHS row_choice(6) 1
    RHS row_choice(7) 1
    RHS row_choice(8) 1
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
 UP BND zr(1,0) 1
 UP BND zr(1,1) 1
 UP BND zr(1,2) 1
 UP BND zr(2,0) 1
 UP BND zr(2,1) 1
 UP BND zr(2,2) 1
 UP BND zr(2,3) 1
 UP BND zr(3,0) 1
 UP BND zr(3,1) 1
 UP BND zr(3,2) 1
 UP BND zr(3,3) 1
 UP BND zr(3,4) 1
 UP BND zr(3,5) 1
 UP BND zr(3,6) 1
 UP BND zr(3,7) 1
 UP BND zr(3,8) 1
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
 UP BND zr(6,0) 1
 UP BND zr(6,1) 1
 UP BND zr(6,2) 1
 UP BND zr(6,3) 1
 UP BND zr(6,4) 1
 UP BND zr(6,5) 1
 UP BND zr(6,6) 1
 UP BND zr(6,7) 1
 UP BND zr(7,0) 1
 UP BND zr(7,1) 1
 UP BND zr(7,2) 1
 UP BND zr(7,3) 1
 UP BND zr(7,4) 1
 UP BND zr(7,5) 1
 UP BND zr(7,6) 1
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
 UP BND zr(8,43) 1
 UP BND zr(8,44) 1
 UP BND zr(8,45) 1
 UP BND zr(8,46) 1
 UP BND zr(8,47) 1
 UP BND zr(8,48) 1
 UP BND zr(8,49) 1
 UP BND zr(8,50) 1
 UP BND zr(8,51) 1
 UP BND zr(8,52) 1
 UP BND zr(8,53) 1
 UP BND zr(8,54) 1
 UP BND zr(8,55) 1
 UP BND zr(8,56) 1
 UP BND zr(8,57) 1
 UP BND zr(8,58) 1
 UP BND zr(8,59) 1
 UP BND zr(8,60) 1
 UP BND zr(8,61) 1
 UP BND zr(8,62) 1
 UP BND zr(8,63) 1
 UP BND zr(8,64) 1
 UP BND zr(8,65) 1
 UP BND zr(8,66) 1
 UP BND zr(8,67) 1
 UP BND zr(8,68) 1
 UP BND zr(8,69) 1
 UP BND zr(8,70) 1
 UP BND zr(8,71) 1
 UP BND zr(8,72) 1
 UP BND zr(8,73) 1
 UP BND zr(8,74) 1
 UP BND zr(8,75) 1
 UP BND zr(8,76) 1
 UP BND zr(8,77) 1
 UP BND zr(8,78) 1
 UP BND zr(8,79) 1
 UP BND zr(8,80) 1
 UP BND zr(8,81) 1
 UP BND zr(8,82) 1
 UP BND zr(8,83) 1
 UP BND zr(8,84) 1
 UP BND zr(8,85) 1
 UP BND zr(8,86) 1
 UP BND zr(8,87) 1
 UP BND zr(8,88) 1
 UP BND zr(8,89) 1
 UP BND zr(8,90) 1
 UP BND zr(8,91) 1
 UP BND zr(8,92) 1
 UP BND zr(8,93) 1
 UP BND zr(8,94) 1
 UP BND zr(8,95) 1
 UP BND zr(8,96) 1
 UP BND zr(8,97) 1
 UP BND zr(8,98) 1
 UP BND zr(8,99) 1
 UP BND zr(8,100) 1
 UP BND zr(8,101) 1
 UP BND zr(8,102) 1
 UP BND zr(8,103) 1
 UP BND zr(8,104) 1
 UP BND zr(8,105) 1
 UP BND zr(8,106) 1
 UP BND zr(8,107) 1
 UP BND zr(8,108) 1
 UP BND zr(8,109) 1
 UP BND zr(8,110) 1
 UP BND zr(8,111) 1
 UP BND zr(8,112) 1
 UP BND zr(8,113) 1
 UP BND zr(8,114) 1
 UP BND zr(8,115) 1
 UP BND zr(8,116) 1
 UP BND zr(8,117) 1
 UP BND zr(8,118) 1
 UP BND zr(8,119) 1
 UP BND zr(8,120) 1
 UP BND zr(8,121) 1
 UP BND zr(8,122) 1
 UP BND zr(8,123) 1
 UP BND zr(8,124) 1
 UP BND zr(8,125) 1
 UP BND zr(8,126) 1
 UP BND zr(8,127) 1
 UP BND zr(8,128) 1
 UP BND zr(8,129) 1
 UP BND zr(8,130) 1
 UP BND zr(8,131) 1
 UP BND zr(8,132) 1
 UP BND zr(8,133) 1
 UP BND zr(8,134) 1
 UP BND zr(8,135) 1
 UP BND zr(8,136) 1
 UP BND zr(8,137) 1
 UP BND zr(8,138) 1
 UP BND zr(8,139) 1
 UP BND zr(8,140) 1
 UP BND zr(8,141) 1
 UP BND zr(8,142) 1
 UP BND zr(8,143) 1
 UP BND zr(8,144) 1
 UP BND zr(8,145) 1
 UP BND zr(8,146) 1
 UP BND zr(8,147) 1
 UP BND zr(8,148) 1
 UP BND zr(8,149) 1
 UP BND zr(8,150) 1
 UP BND zr(8,151) 1
 UP BND zr(8,152) 1
 UP BND zr(8,153) 1
 UP BND zr(8,154) 1
 UP BND zr(8,155) 1
 UP BND zr(8,156) 1
 UP BND zr(8,157) 1
 UP BND zr(8,158) 1
 UP BND zr(8,159) 1
 UP BND zr(8,160) 1
 UP BND zr(8,161) 1
 UP BND zr(8,162) 1
 UP BND zr(8,163) 1
 UP BND zr(8,164) 1
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
 UP BND zc(0,22) 1
 UP BND zc(0,23) 1
 UP BND zc(0,24) 1
 UP BND zc(0,25) 1
 UP BND zc(0,26) 1
 UP BND zc(0,27) 1
 UP BND zc(0,28) 1
 UP BND zc(0,29) 1
 UP BND zc(0,30) 1
 UP BND zc(0,31) 1
 UP BND zc(0,32) 1
 UP BND zc(0,33) 1
 UP BND zc(0,34) 1
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
 UP BND zc(2,0) 1
 UP BND zc(2,1) 1
 UP BND zc(2,2) 1
 UP BND zc(2,3) 1
 UP BND zc(2,4) 1
 UP BND zc(2,5) 1
 UP BND zc(2,6) 1
 UP BND zc(2,7) 1
 UP BND zc(2,8) 1
 UP BND zc(3,0) 1
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
 UP BND zc(8,0) 1
 UP BND zc(8,1) 1
 UP BND zc(8,2) 1
 UP BND zc(8,3) 1
ENDATA
