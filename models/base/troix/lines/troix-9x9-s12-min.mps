NAME troix_lines
ROWS
 N OBJ
 E given(0,1)
 E given(0,2)
 E given(0,5)
 E given(0,7)
 E given(1,4)
 E given(1,5)
 E given(1,7)
 E given(2,0)
 E given(2,6)
 E given(2,8)
 E given(3,0)
 E given(3,4)
 E given(3,6)
 E given(4,0)
 E given(4,2)
 E given(4,3)
 E given(4,7)
 E given(4,8)
 E given(5,0)
 E given(5,2)
 E given(5,3)
 E given(5,8)
 E given(6,3)
 E given(6,4)
 E given(7,0)
 E given(7,2)
 E given(7,4)
 E given(7,5)
 E given(8,1)
 E given(8,3)
 E given(8,6)
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
 E row_link(0,1,X)
 E row_link(0,2,X)
 E row_link(0,3,X)
 E row_link(0,4,X)
 E row_link(0,5,X)
 E row_link(0,6,X)
 E row_link(0,7,X)
 E row_link(0,8,X)
 E row_link(1,0,X)
 E row_link(1,1,X)
 E row_link(1,2,X)
 E row_link(1,3,X)
 E row_link(1,4,X)
 E row_link(1,6,X)
 E row_link(1,8,X)
 E row_link(2,1,X)
 E row_link(2,2,X)
 E row_link(2,3,X)
 E row_link(2,4,X)
 E row_link(2,5,X)
 E row_link(2,6,X)
 E row_link(2,7,X)
 E row_link(2,8,X)
 E row_link(3,1,X)
 E row_link(3,2,X)
 E row_link(3,3,X)
 E row_link(3,5,X)
 E row_link(3,7,X)
 E row_link(3,8,X)
 E row_link(4,0,X)
 E row_link(4,1,X)
 E row_link(4,2,X)
 E row_link(4,4,X)
 E row_link(4,5,X)
 E row_link(4,6,X)
 E row_link(4,8,X)
 E row_link(5,1,X)
 E row_link(5,2,X)
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
 E row_link(7,6,X)
 E row_link(7,7,X)
 E row_link(7,8,X)
 E row_link(8,0,X)
 E row_link(8,2,X)
 E row_link(8,4,X)
 E row_link(8,5,X)
 E row_link(8,6,X)
 E row_link(8,7,X)
 E row_link(8,8,X)
 E row_link(0,0,O)
 E row_link(0,1,O)
 E row_link(0,2,O)
 E row_link(0,3,O)
 E row_link(0,4,O)
 E row_link(0,6,O)
 E row_link(0,7,O)
 E row_link(0,8,O)
 E row_link(1,0,O)
 E row_link(1,1,O)
 E row_link(1,2,O)
 E row_link(1,3,O)
 E row_link(1,4,O)
 E row_link(1,5,O)
 E row_link(1,6,O)
 E row_link(1,7,O)
 E row_link(1,8,O)
 E row_link(2,0,O)
 E row_link(2,1,O)
 E row_link(2,2,O)
 E row_link(2,3,O)
 E row_link(2,4,O)
 E row_link(2,5,O)
 E row_link(2,7,O)
 E row_link(3,0,O)
 E row_link(3,1,O)
 E row_link(3,2,O)
 E row_link(3,3,O)
 E row_link(3,4,O)
 E row_link(3,5,O)
 E row_link(3,6,O)
 E row_link(3,7,O)
 E row_link(3,8,O)
 E row_link(4,1,O)
 E row_link(4,3,O)
 E row_link(4,4,O)
 E row_link(4,5,O)
 E row_link(4,6,O)
 E row_link(4,7,O)
 E row_link(5,0,O)
 E row_link(5,1,O)
 E row_link(5,2,O)
 E row_link(5,3,O)
 E row_link(5,4,O)
 E row_link(5,5,O)
 E row_link(5,6,O)
 E row_link(5,7,O)
 E row_link(6,0,O)
 E row_link(6,1,O)
 E row_link(6,2,O)
 E row_link(6,3,O)
 E row_link(6,4,O)
 E row_link(6,5,O)
 E row_link(6,6,O)
 E row_link(6,7,O)
 E row_link(6,8,O)
 E row_link(7,1,O)
 E row_link(7,2,O)
 E row_link(7,3,O)
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
 E row_link(8,5,O)
 E row_link(8,7,O)
 E row_link(8,8,O)
 E row_link(0,0,I)
 E row_link(0,3,I)
 E row_link(0,4,I)
 E row_link(0,5,I)
 E row_link(0,6,I)
 E row_link(0,8,I)
 E row_link(1,0,I)
 E row_link(1,1,I)
 E row_link(1,2,I)
 E row_link(1,3,I)
 E row_link(1,5,I)
 E row_link(1,6,I)
 E row_link(1,7,I)
 E row_link(1,8,I)
 E row_link(2,0,I)
 E row_link(2,1,I)
 E row_link(2,2,I)
 E row_link(2,3,I)
 E row_link(2,4,I)
 E row_link(2,5,I)
 E row_link(2,6,I)
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
 E row_link(4,2,I)
 E row_link(4,3,I)
 E row_link(4,4,I)
 E row_link(4,5,I)
 E row_link(4,6,I)
 E row_link(4,7,I)
 E row_link(4,8,I)
 E row_link(5,0,I)
 E row_link(5,1,I)
 E row_link(5,3,I)
 E row_link(5,4,I)
 E row_link(5,5,I)
 E row_link(5,6,I)
 E row_link(5,7,I)
 E row_link(5,8,I)
 E row_link(6,0,I)
 E row_link(6,1,I)
 E row_link(6,2,I)
 E row_link(6,5,I)
 E row_link(6,6,I)
 E row_link(6,7,I)
 E row_link(6,8,I)
 E row_link(7,0,I)
 E row_link(7,1,I)
 E row_link(7,3,I)
 E row_link(7,4,I)
 E row_link(7,5,I)
 E row_link(7,6,I)
 E row_link(7,7,I)
 E row_link(7,8,I)
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
 E col_link(0,4,X)
 E col_link(0,6,X)
 E col_link(0,7,X)
 E col_link(0,8,X)
 E col_link(1,0,X)
 E col_link(1,1,X)
 E col_link(1,2,X)
 E col_link(1,3,X)
 E col_link(1,4,X)
 E col_link(1,5,X)
 E col_link(1,6,X)
 E col_link(1,7,X)
 E col_link(2,0,X)
 E col_link(2,1,X)
 E col_link(2,2,X)
 E col_link(2,3,X)
 E col_link(2,4,X)
 E col_link(2,5,X)
 E col_link(2,6,X)
 E col_link(2,7,X)
 E col_link(2,8,X)
 E col_link(3,0,X)
 E col_link(3,1,X)
 E col_link(3,2,X)
 E col_link(3,3,X)
 E col_link(3,6,X)
 E col_link(3,7,X)
 E col_link(4,0,X)
 E col_link(4,1,X)
 E col_link(4,2,X)
 E col_link(4,4,X)
 E col_link(4,5,X)
 E col_link(4,6,X)
 E col_link(4,8,X)
 E col_link(5,0,X)
 E col_link(5,2,X)
 E col_link(5,3,X)
 E col_link(5,4,X)
 E col_link(5,5,X)
 E col_link(5,6,X)
 E col_link(5,8,X)
 E col_link(6,0,X)
 E col_link(6,1,X)
 E col_link(6,2,X)
 E col_link(6,4,X)
 E col_link(6,5,X)
 E col_link(6,6,X)
 E col_link(6,7,X)
 E col_link(6,8,X)
 E col_link(7,0,X)
 E col_link(7,2,X)
 E col_link(7,3,X)
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
 E col_link(0,0,O)
 E col_link(0,1,O)
 E col_link(0,2,O)
 E col_link(0,3,O)
 E col_link(0,5,O)
 E col_link(0,6,O)
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
 E col_link(2,5,O)
 E col_link(2,6,O)
 E col_link(2,7,O)
 E col_link(2,8,O)
 E col_link(3,0,O)
 E col_link(3,1,O)
 E col_link(3,2,O)
 E col_link(3,3,O)
 E col_link(3,4,O)
 E col_link(3,5,O)
 E col_link(3,6,O)
 E col_link(3,7,O)
 E col_link(3,8,O)
 E col_link(4,0,O)
 E col_link(4,1,O)
 E col_link(4,2,O)
 E col_link(4,3,O)
 E col_link(4,4,O)
 E col_link(4,5,O)
 E col_link(4,6,O)
 E col_link(4,7,O)
 E col_link(4,8,O)
 E col_link(5,1,O)
 E col_link(5,2,O)
 E col_link(5,3,O)
 E col_link(5,4,O)
 E col_link(5,5,O)
 E col_link(5,6,O)
 E col_link(5,7,O)
 E col_link(5,8,O)
 E col_link(6,0,O)
 E col_link(6,1,O)
 E col_link(6,3,O)
 E col_link(6,4,O)
 E col_link(6,5,O)
 E col_link(6,6,O)
 E col_link(6,7,O)
 E col_link(7,0,O)
 E col_link(7,1,O)
 E col_link(7,2,O)
 E col_link(7,3,O)
 E col_link(7,4,O)
 E col_link(7,5,O)
 E col_link(7,6,O)
 E col_link(7,7,O)
 E col_link(7,8,O)
 E col_link(8,0,O)
 E col_link(8,1,O)
 E col_link(8,3,O)
 E col_link(8,6,O)
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
 E col_link(1,1,I)
 E col_link(1,2,I)
 E col_link(1,3,I)
 E col_link(1,4,I)
 E col_link(1,5,I)
 E col_link(1,6,I)
 E col_link(1,7,I)
 E col_link(1,8,I)
 E col_link(2,1,I)
 E col_link(2,2,I)
 E col_link(2,3,I)
 E col_link(2,4,I)
 E col_link(2,6,I)
 E col_link(2,8,I)
 E col_link(3,0,I)
 E col_link(3,1,I)
 E col_link(3,2,I)
 E col_link(3,3,I)
 E col_link(3,4,I)
 E col_link(3,5,I)
 E col_link(3,7,I)
 E col_link(3,8,I)
 E col_link(4,0,I)
 E col_link(4,2,I)
 E col_link(4,3,I)
 E col_link(4,4,I)
 E col_link(4,5,I)
 E col_link(4,7,I)
 E col_link(4,8,I)
 E col_link(5,0,I)
 E col_link(5,1,I)
 E col_link(5,2,I)
 E col_link(5,3,I)
 E col_link(5,4,I)
 E col_link(5,5,I)
 E col_link(5,6,I)
 E col_link(5,7,I)
 E col_link(5,8,I)
 E col_link(6,0,I)
 E col_link(6,1,I)
 E col_link(6,2,I)
 E col_link(6,3,I)
 E col_link(6,4,I)
 E col_link(6,5,I)
 E col_link(6,6,I)
 E col_link(6,7,I)
 E col_link(6,8,I)
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
 E col_link(8,5,I)
 E col_link(8,6,I)
 E col_link(8,7,I)
 E col_link(8,8,I)
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
    x(0,4,X) row_link(0,4,X) 1
    x(0,4,X) col_link(4,0,X) 1
    x(0,5,X) row_link(0,5,X) 1
    x(0,5,X) col_link(5,0,X) 1
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
    x(1,5,X) given(1,5) 1
    x(1,6,X) row_link(1,6,X) 1
    x(1,6,X) col_link(6,1,X) 1
    x(1,7,X) given(1,7) 1
    x(1,8,X) row_link(1,8,X) 1
    x(1,8,X) col_link(8,1,X) 1
    x(2,0,X) given(2,0) 1
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
    x(3,0,X) given(3,0) 1
    x(3,1,X) row_link(3,1,X) 1
    x(3,1,X) col_link(1,3,X) 1
    x(3,2,X) row_link(3,2,X) 1
    x(3,2,X) col_link(2,3,X) 1
    x(3,3,X) row_link(3,3,X) 1
    x(3,3,X) col_link(3,3,X) 1
    x(3,4,X) given(3,4) 1
    x(3,5,X) row_link(3,5,X) 1
    x(3,5,X) col_link(5,3,X) 1
    x(3,6,X) given(3,6) 1
    x(3,7,X) row_link(3,7,X) 1
    x(3,7,X) col_link(7,3,X) 1
    x(3,8,X) row_link(3,8,X) 1
    x(3,8,X) col_link(8,3,X) 1
    x(4,0,X) row_link(4,0,X) 1
    x(4,0,X) col_link(0,4,X) 1
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
    x(4,7,X) given(4,7) 1
    x(4,8,X) row_link(4,8,X) 1
    x(4,8,X) col_link(8,4,X) 1
    x(5,0,X) given(5,0) 1
    x(5,1,X) row_link(5,1,X) 1
    x(5,1,X) col_link(1,5,X) 1
    x(5,2,X) row_link(5,2,X) 1
    x(5,2,X) col_link(2,5,X) 1
    x(5,3,X) given(5,3) 1
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
    x(7,5,X) given(7,5) 1
    x(7,6,X) row_link(7,6,X) 1
    x(7,6,X) col_link(6,7,X) 1
    x(7,7,X) row_link(7,7,X) 1
    x(7,7,X) col_link(7,7,X) 1
    x(7,8,X) row_link(7,8,X) 1
    x(7,8,X) col_link(8,7,X) 1
    x(8,0,X) row_link(8,0,X) 1
    x(8,0,X) col_link(0,8,X) 1
    x(8,1,X) given(8,1) 1
    x(8,2,X) row_link(8,2,X) 1
    x(8,2,X) col_link(2,8,X) 1
    x(8,3,X) given(8,3) 1
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
    x(0,5,O) given(0,5) 1
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
    x(2,8,O) given(2,8) 1
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
    x(4,0,O) given(4,0) 1
    x(4,1,O) row_link(4,1,O) 1
    x(4,1,O) col_link(1,4,O) 1
    x(4,2,O) given(4,2) 1
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
    x(4,8,O) given(4,8) 1
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
    x(5,8,O) given(5,8) 1
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
    x(6,5,O) row_link(6,5,O) 1
    x(6,5,O) col_link(5,6,O) 1
    x(6,6,O) row_link(6,6,O) 1
    x(6,6,O) col_link(6,6,O) 1
    x(6,7,O) row_link(6,7,O) 1
    x(6,7,O) col_link(7,6,O) 1
    x(6,8,O) row_link(6,8,O) 1
    x(6,8,O) col_link(8,6,O) 1
    x(7,0,O) given(7,0) 1
    x(7,1,O) row_link(7,1,O) 1
    x(7,1,O) col_link(1,7,O) 1
    x(7,2,O) row_link(7,2,O) 1
    x(7,2,O) col_link(2,7,O) 1
    x(7,3,O) row_link(7,3,O) 1
    x(7,3,O) col_link(3,7,O) 1
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
    x(8,5,O) row_link(8,5,O) 1
    x(8,5,O) col_link(5,8,O) 1
    x(8,6,O) given(8,6) 1
    x(8,7,O) row_link(8,7,O) 1
    x(8,7,O) col_link(7,8,O) 1
    x(8,8,O) row_link(8,8,O) 1
    x(8,8,O) col_link(8,8,O) 1
    x(0,0,I) row_link(0,0,I) 1
    x(0,0,I) col_link(0,0,I) 1
    x(0,1,I) given(0,1) 1
    x(0,2,I) given(0,2) 1
    x(0,3,I) row_link(0,3,I) 1
    x(0,3,I) col_link(3,0,I) 1
    x(0,4,I) row_link(0,4,I) 1
    x(0,4,I) col_link(4,0,I) 1
    x(0,5,I) row_link(0,5,I) 1
    x(0,5,I) col_link(5,0,I) 1
    x(0,6,I) row_link(0,6,I) 1
    x(0,6,I) col_link(6,0,I) 1
    x(0,7,I) given(0,7) 1
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
    x(1,4,I) given(1,4) 1
    x(1,5,I) row_link(1,5,I) 1
    x(1,5,I) col_link(5,1,I) 1
    x(1,6,I) row_link(1,6,I) 1
    x(1,6,I) col_link(6,1,I) 1
    x(1,7,I) row_link(1,7,I) 1
    x(1,7,I) col_link(7,1,I) 1
    x(1,8,I) row_link(1,8,I) 1
    x(1,8,I) col_link(8,1,I) 1
    x(2,0,I) row_link(2,0,I) 1
    x(2,0,I) col_link(0,2,I) 1
    x(2,1,I) row_link(2,1,I) 1
    x(2,1,I) col_link(1,2,I) 1
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
    x(4,7,I) row_link(4,7,I) 1
    x(4,7,I) col_link(7,4,I) 1
    x(4,8,I) row_link(4,8,I) 1
    x(4,8,I) col_link(8,4,I) 1
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
    x(6,0,I) row_link(6,0,I) 1
    x(6,0,I) col_link(0,6,I) 1
    x(6,1,I) row_link(6,1,I) 1
    x(6,1,I) col_link(1,6,I) 1
    x(6,2,I) row_link(6,2,I) 1
    x(6,2,I) col_link(2,6,I) 1
    x(6,3,I) given(6,3) 1
    x(6,4,I) given(6,4) 1
    x(6,5,I) row_link(6,5,I) 1
    x(6,5,I) col_link(5,6,I) 1
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
    x(7,2,I) given(7,2) 1
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
    zr(0,0) row_link(0,4,X) -1
    zr(0,0) row_link(0,6,X) -1
    zr(0,0) row_link(0,8,X) -1
    zr(0,0) row_link(0,0,O) -1
    zr(0,0) row_link(0,3,O) -1
    zr(0,1) row_choice(0) 1
    zr(0,1) row_link(0,3,X) -1
    zr(0,1) row_link(0,6,X) -1
    zr(0,1) row_link(0,8,X) -1
    zr(0,1) row_link(0,0,O) -1
    zr(0,1) row_link(0,4,O) -1
    zr(0,2) row_choice(0) 1
    zr(0,2) row_link(0,3,X) -1
    zr(0,2) row_link(0,4,X) -1
    zr(0,2) row_link(0,8,X) -1
    zr(0,2) row_link(0,0,O) -1
    zr(0,2) row_link(0,6,O) -1
    zr(0,3) row_choice(0) 1
    zr(0,3) row_link(0,0,X) -1
    zr(0,3) row_link(0,4,X) -1
    zr(0,3) row_link(0,8,X) -1
    zr(0,3) row_link(0,3,O) -1
    zr(0,3) row_link(0,6,O) -1
    zr(0,4) row_choice(0) 1
    zr(0,4) row_link(0,3,X) -1
    zr(0,4) row_link(0,4,X) -1
    zr(0,4) row_link(0,6,X) -1
    zr(0,4) row_link(0,0,O) -1
    zr(0,4) row_link(0,8,O) -1
    zr(0,5) row_choice(0) 1
    zr(0,5) row_link(0,0,X) -1
    zr(0,5) row_link(0,4,X) -1
    zr(0,5) row_link(0,6,X) -1
    zr(0,5) row_link(0,3,O) -1
    zr(0,5) row_link(0,8,O) -1
    zr(0,6) row_choice(0) 1
    zr(0,6) row_link(0,0,X) -1
    zr(0,6) row_link(0,3,X) -1
    zr(0,6) row_link(0,6,X) -1
    zr(0,6) row_link(0,4,O) -1
    zr(0,6) row_link(0,8,O) -1
    zr(0,7) row_choice(0) 1
    zr(0,7) row_link(0,0,X) -1
    zr(0,7) row_link(0,3,X) -1
    zr(0,7) row_link(0,4,X) -1
    zr(0,7) row_link(0,6,O) -1
    zr(0,7) row_link(0,8,O) -1
    zr(1,0) row_choice(1) 1
    zr(1,0) row_link(1,8,X) -1
    zr(1,0) row_link(1,2,O) -1
    zr(1,0) row_link(1,3,O) -1
    zr(1,0) row_link(1,6,O) -1
    zr(1,0) row_link(1,0,I) -1
    zr(1,0) row_link(1,1,I) -1
    zr(1,1) row_choice(1) 1
    zr(1,1) row_link(1,8,X) -1
    zr(1,1) row_link(1,1,O) -1
    zr(1,1) row_link(1,3,O) -1
    zr(1,1) row_link(1,6,O) -1
    zr(1,1) row_link(1,0,I) -1
    zr(1,1) row_link(1,2,I) -1
    zr(1,2) row_choice(1) 1
    zr(1,2) row_link(1,8,X) -1
    zr(1,2) row_link(1,0,O) -1
    zr(1,2) row_link(1,3,O) -1
    zr(1,2) row_link(1,6,O) -1
    zr(1,2) row_link(1,1,I) -1
    zr(1,2) row_link(1,2,I) -1
    zr(1,3) row_choice(1) 1
    zr(1,3) row_link(1,8,X) -1
    zr(1,3) row_link(1,1,O) -1
    zr(1,3) row_link(1,2,O) -1
    zr(1,3) row_link(1,6,O) -1
    zr(1,3) row_link(1,0,I) -1
    zr(1,3) row_link(1,3,I) -1
    zr(1,4) row_choice(1) 1
    zr(1,4) row_link(1,8,X) -1
    zr(1,4) row_link(1,0,O) -1
    zr(1,4) row_link(1,2,O) -1
    zr(1,4) row_link(1,6,O) -1
    zr(1,4) row_link(1,1,I) -1
    zr(1,4) row_link(1,3,I) -1
    zr(1,5) row_choice(1) 1
    zr(1,5) row_link(1,8,X) -1
    zr(1,5) row_link(1,0,O) -1
    zr(1,5) row_link(1,2,O) -1
    zr(1,5) row_link(1,3,O) -1
    zr(1,5) row_link(1,1,I) -1
    zr(1,5) row_link(1,6,I) -1
    zr(1,6) row_choice(1) 1
    zr(1,6) row_link(1,8,X) -1
    zr(1,6) row_link(1,0,O) -1
    zr(1,6) row_link(1,1,O) -1
    zr(1,6) row_link(1,3,O) -1
    zr(1,6) row_link(1,2,I) -1
    zr(1,6) row_link(1,6,I) -1
    zr(1,7) row_choice(1) 1
    zr(1,7) row_link(1,3,X) -1
    zr(1,7) row_link(1,2,O) -1
    zr(1,7) row_link(1,6,O) -1
    zr(1,7) row_link(1,8,O) -1
    zr(1,7) row_link(1,0,I) -1
    zr(1,7) row_link(1,1,I) -1
    zr(1,8) row_choice(1) 1
    zr(1,8) row_link(1,3,X) -1
    zr(1,8) row_link(1,1,O) -1
    zr(1,8) row_link(1,6,O) -1
    zr(1,8) row_link(1,8,O) -1
    zr(1,8) row_link(1,0,I) -1
    zr(1,8) row_link(1,2,I) -1
    zr(1,9) row_choice(1) 1
    zr(1,9) row_link(1,3,X) -1
    zr(1,9) row_link(1,0,O) -1
    zr(1,9) row_link(1,6,O) -1
    zr(1,9) row_link(1,8,O) -1
    zr(1,9) row_link(1,1,I) -1
    zr(1,9) row_link(1,2,I) -1
    zr(1,10) row_choice(1) 1
    zr(1,10) row_link(1,2,X) -1
    zr(1,10) row_link(1,3,O) -1
    zr(1,10) row_link(1,6,O) -1
    zr(1,10) row_link(1,8,O) -1
    zr(1,10) row_link(1,0,I) -1
    zr(1,10) row_link(1,1,I) -1
    zr(1,11) row_choice(1) 1
    zr(1,11) row_link(1,1,X) -1
    zr(1,11) row_link(1,3,O) -1
    zr(1,11) row_link(1,6,O) -1
    zr(1,11) row_link(1,8,O) -1
    zr(1,11) row_link(1,0,I) -1
    zr(1,11) row_link(1,2,I) -1
    zr(1,12) row_choice(1) 1
    zr(1,12) row_link(1,0,X) -1
    zr(1,12) row_link(1,3,O) -1
    zr(1,12) row_link(1,6,O) -1
    zr(1,12) row_link(1,8,O) -1
    zr(1,12) row_link(1,1,I) -1
    zr(1,12) row_link(1,2,I) -1
    zr(1,13) row_choice(1) 1
    zr(1,13) row_link(1,2,X) -1
    zr(1,13) row_link(1,1,O) -1
    zr(1,13) row_link(1,6,O) -1
    zr(1,13) row_link(1,8,O) -1
    zr(1,13) row_link(1,0,I) -1
    zr(1,13) row_link(1,3,I) -1
    zr(1,14) row_choice(1) 1
    zr(1,14) row_link(1,2,X) -1
    zr(1,14) row_link(1,0,O) -1
    zr(1,14) row_link(1,6,O) -1
    zr(1,14) row_link(1,8,O) -1
    zr(1,14) row_link(1,1,I) -1
    zr(1,14) row_link(1,3,I) -1
    zr(1,15) row_choice(1) 1
    zr(1,15) row_link(1,1,X) -1
    zr(1,15) row_link(1,2,O) -1
    zr(1,15) row_link(1,6,O) -1
    zr(1,15) row_link(1,8,O) -1
    zr(1,15) row_link(1,0,I) -1
    zr(1,15) row_link(1,3,I) -1
    zr(1,16) row_choice(1) 1
    zr(1,16) row_link(1,0,X) -1
    zr(1,16) row_link(1,2,O) -1
    zr(1,16) row_link(1,6,O) -1
    zr(1,16) row_link(1,8,O) -1
    zr(1,16) row_link(1,1,I) -1
    zr(1,16) row_link(1,3,I) -1
    zr(1,17) row_choice(1) 1
    zr(1,17) row_link(1,3,X) -1
    zr(1,17) row_link(1,1,O) -1
    zr(1,17) row_link(1,2,O) -1
    zr(1,17) row_link(1,8,O) -1
    zr(1,17) row_link(1,0,I) -1
    zr(1,17) row_link(1,6,I) -1
    zr(1,18) row_choice(1) 1
    zr(1,18) row_link(1,3,X) -1
    zr(1,18) row_link(1,0,O) -1
    zr(1,18) row_link(1,2,O) -1
    zr(1,18) row_link(1,8,O) -1
    zr(1,18) row_link(1,1,I) -1
    zr(1,18) row_link(1,6,I) -1
    zr(1,19) row_choice(1) 1
    zr(1,19) row_link(1,3,X) -1
    zr(1,19) row_link(1,0,O) -1
    zr(1,19) row_link(1,1,O) -1
    zr(1,19) row_link(1,8,O) -1
    zr(1,19) row_link(1,2,I) -1
    zr(1,19) row_link(1,6,I) -1
    zr(1,20) row_choice(1) 1
    zr(1,20) row_link(1,2,X) -1
    zr(1,20) row_link(1,1,O) -1
    zr(1,20) row_link(1,3,O) -1
    zr(1,20) row_link(1,8,O) -1
    zr(1,20) row_link(1,0,I) -1
    zr(1,20) row_link(1,6,I) -1
    zr(1,21) row_choice(1) 1
    zr(1,21) row_link(1,2,X) -1
    zr(1,21) row_link(1,0,O) -1
    zr(1,21) row_link(1,3,O) -1
    zr(1,21) row_link(1,8,O) -1
    zr(1,21) row_link(1,1,I) -1
    zr(1,21) row_link(1,6,I) -1
    zr(1,22) row_choice(1) 1
    zr(1,22) row_link(1,1,X) -1
    zr(1,22) row_link(1,2,O) -1
    zr(1,22) row_link(1,3,O) -1
    zr(1,22) row_link(1,8,O) -1
    zr(1,22) row_link(1,0,I) -1
    zr(1,22) row_link(1,6,I) -1
    zr(1,23) row_choice(1) 1
    zr(1,23) row_link(1,0,X) -1
    zr(1,23) row_link(1,2,O) -1
    zr(1,23) row_link(1,3,O) -1
    zr(1,23) row_link(1,8,O) -1
    zr(1,23) row_link(1,1,I) -1
    zr(1,23) row_link(1,6,I) -1
    zr(1,24) row_choice(1) 1
    zr(1,24) row_link(1,1,X) -1
    zr(1,24) row_link(1,0,O) -1
    zr(1,24) row_link(1,3,O) -1
    zr(1,24) row_link(1,8,O) -1
    zr(1,24) row_link(1,2,I) -1
    zr(1,24) row_link(1,6,I) -1
    zr(1,25) row_choice(1) 1
    zr(1,25) row_link(1,0,X) -1
    zr(1,25) row_link(1,1,O) -1
    zr(1,25) row_link(1,3,O) -1
    zr(1,25) row_link(1,8,O) -1
    zr(1,25) row_link(1,2,I) -1
    zr(1,25) row_link(1,6,I) -1
    zr(1,26) row_choice(1) 1
    zr(1,26) row_link(1,2,X) -1
    zr(1,26) row_link(1,0,O) -1
    zr(1,26) row_link(1,1,O) -1
    zr(1,26) row_link(1,8,O) -1
    zr(1,26) row_link(1,3,I) -1
    zr(1,26) row_link(1,6,I) -1
    zr(1,27) row_choice(1) 1
    zr(1,27) row_link(1,1,X) -1
    zr(1,27) row_link(1,0,O) -1
    zr(1,27) row_link(1,2,O) -1
    zr(1,27) row_link(1,8,O) -1
    zr(1,27) row_link(1,3,I) -1
    zr(1,27) row_link(1,6,I) -1
    zr(1,28) row_choice(1) 1
    zr(1,28) row_link(1,0,X) -1
    zr(1,28) row_link(1,1,O) -1
    zr(1,28) row_link(1,2,O) -1
    zr(1,28) row_link(1,8,O) -1
    zr(1,28) row_link(1,3,I) -1
    zr(1,28) row_link(1,6,I) -1
    zr(1,29) row_choice(1) 1
    zr(1,29) row_link(1,3,X) -1
    zr(1,29) row_link(1,1,O) -1
    zr(1,29) row_link(1,2,O) -1
    zr(1,29) row_link(1,6,O) -1
    zr(1,29) row_link(1,0,I) -1
    zr(1,29) row_link(1,8,I) -1
    zr(1,30) row_choice(1) 1
    zr(1,30) row_link(1,3,X) -1
    zr(1,30) row_link(1,0,O) -1
    zr(1,30) row_link(1,2,O) -1
    zr(1,30) row_link(1,6,O) -1
    zr(1,30) row_link(1,1,I) -1
    zr(1,30) row_link(1,8,I) -1
    zr(1,31) row_choice(1) 1
    zr(1,31) row_link(1,3,X) -1
    zr(1,31) row_link(1,0,O) -1
    zr(1,31) row_link(1,1,O) -1
    zr(1,31) row_link(1,6,O) -1
    zr(1,31) row_link(1,2,I) -1
    zr(1,31) row_link(1,8,I) -1
    zr(1,32) row_choice(1) 1
    zr(1,32) row_link(1,2,X) -1
    zr(1,32) row_link(1,1,O) -1
    zr(1,32) row_link(1,3,O) -1
    zr(1,32) row_link(1,6,O) -1
    zr(1,32) row_link(1,0,I) -1
    zr(1,32) row_link(1,8,I) -1
    zr(1,33) row_choice(1) 1
    zr(1,33) row_link(1,2,X) -1
    zr(1,33) row_link(1,0,O) -1
    zr(1,33) row_link(1,3,O) -1
    zr(1,33) row_link(1,6,O) -1
    zr(1,33) row_link(1,1,I) -1
    zr(1,33) row_link(1,8,I) -1
    zr(1,34) row_choice(1) 1
    zr(1,34) row_link(1,1,X) -1
    zr(1,34) row_link(1,2,O) -1
    zr(1,34) row_link(1,3,O) -1
    zr(1,34) row_link(1,6,O) -1
    zr(1,34) row_link(1,0,I) -1
    zr(1,34) row_link(1,8,I) -1
    zr(1,35) row_choice(1) 1
    zr(1,35) row_link(1,0,X) -1
    zr(1,35) row_link(1,2,O) -1
    zr(1,35) row_link(1,3,O) -1
    zr(1,35) row_link(1,6,O) -1
    zr(1,35) row_link(1,1,I) -1
    zr(1,35) row_link(1,8,I) -1
    zr(1,36) row_choice(1) 1
    zr(1,36) row_link(1,1,X) -1
    zr(1,36) row_link(1,0,O) -1
    zr(1,36) row_link(1,3,O) -1
    zr(1,36) row_link(1,6,O) -1
    zr(1,36) row_link(1,2,I) -1
    zr(1,36) row_link(1,8,I) -1
    zr(1,37) row_choice(1) 1
    zr(1,37) row_link(1,0,X) -1
    zr(1,37) row_link(1,1,O) -1
    zr(1,37) row_link(1,3,O) -1
    zr(1,37) row_link(1,6,O) -1
    zr(1,37) row_link(1,2,I) -1
    zr(1,37) row_link(1,8,I) -1
    zr(1,38) row_choice(1) 1
    zr(1,38) row_link(1,2,X) -1
    zr(1,38) row_link(1,0,O) -1
    zr(1,38) row_link(1,1,O) -1
    zr(1,38) row_link(1,6,O) -1
    zr(1,38) row_link(1,3,I) -1
    zr(1,38) row_link(1,8,I) -1
    zr(1,39) row_choice(1) 1
    zr(1,39) row_link(1,1,X) -1
    zr(1,39) row_link(1,0,O) -1
    zr(1,39) row_link(1,2,O) -1
    zr(1,39) row_link(1,6,O) -1
    zr(1,39) row_link(1,3,I) -1
    zr(1,39) row_link(1,8,I) -1
    zr(1,40) row_choice(1) 1
    zr(1,40) row_link(1,0,X) -1
    zr(1,40) row_link(1,1,O) -1
    zr(1,40) row_link(1,2,O) -1
    zr(1,40) row_link(1,6,O) -1
    zr(1,40) row_link(1,3,I) -1
    zr(1,40) row_link(1,8,I) -1
    zr(1,41) row_choice(1) 1
    zr(1,41) row_link(1,2,X) -1
    zr(1,41) row_link(1,0,O) -1
    zr(1,41) row_link(1,1,O) -1
    zr(1,41) row_link(1,3,O) -1
    zr(1,41) row_link(1,6,I) -1
    zr(1,41) row_link(1,8,I) -1
    zr(1,42) row_choice(1) 1
    zr(1,42) row_link(1,1,X) -1
    zr(1,42) row_link(1,0,O) -1
    zr(1,42) row_link(1,2,O) -1
    zr(1,42) row_link(1,3,O) -1
    zr(1,42) row_link(1,6,I) -1
    zr(1,42) row_link(1,8,I) -1
    zr(2,0) row_choice(2) 1
    zr(2,0) row_link(2,5,X) -1
    zr(2,0) row_link(2,7,X) -1
    zr(2,0) row_link(2,3,O) -1
    zr(2,0) row_link(2,1,I) -1
    zr(2,0) row_link(2,2,I) -1
    zr(2,0) row_link(2,4,I) -1
    zr(2,1) row_choice(2) 1
    zr(2,1) row_link(2,5,X) -1
    zr(2,1) row_link(2,7,X) -1
    zr(2,1) row_link(2,2,O) -1
    zr(2,1) row_link(2,1,I) -1
    zr(2,1) row_link(2,3,I) -1
    zr(2,1) row_link(2,4,I) -1
    zr(2,2) row_choice(2) 1
    zr(2,2) row_link(2,3,X) -1
    zr(2,2) row_link(2,7,X) -1
    zr(2,2) row_link(2,5,O) -1
    zr(2,2) row_link(2,1,I) -1
    zr(2,2) row_link(2,2,I) -1
    zr(2,2) row_link(2,4,I) -1
    zr(2,3) row_choice(2) 1
    zr(2,3) row_link(2,2,X) -1
    zr(2,3) row_link(2,7,X) -1
    zr(2,3) row_link(2,5,O) -1
    zr(2,3) row_link(2,1,I) -1
    zr(2,3) row_link(2,3,I) -1
    zr(2,3) row_link(2,4,I) -1
    zr(2,4) row_choice(2) 1
    zr(2,4) row_link(2,4,X) -1
    zr(2,4) row_link(2,7,X) -1
    zr(2,4) row_link(2,3,O) -1
    zr(2,4) row_link(2,1,I) -1
    zr(2,4) row_link(2,2,I) -1
    zr(2,4) row_link(2,5,I) -1
    zr(2,5) row_choice(2) 1
    zr(2,5) row_link(2,4,X) -1
    zr(2,5) row_link(2,7,X) -1
    zr(2,5) row_link(2,2,O) -1
    zr(2,5) row_link(2,1,I) -1
    zr(2,5) row_link(2,3,I) -1
    zr(2,5) row_link(2,5,I) -1
    zr(2,6) row_choice(2) 1
    zr(2,6) row_link(2,4,X) -1
    zr(2,6) row_link(2,7,X) -1
    zr(2,6) row_link(2,1,O) -1
    zr(2,6) row_link(2,2,I) -1
    zr(2,6) row_link(2,3,I) -1
    zr(2,6) row_link(2,5,I) -1
    zr(2,7) row_choice(2) 1
    zr(2,7) row_link(2,3,X) -1
    zr(2,7) row_link(2,7,X) -1
    zr(2,7) row_link(2,4,O) -1
    zr(2,7) row_link(2,1,I) -1
    zr(2,7) row_link(2,2,I) -1
    zr(2,7) row_link(2,5,I) -1
    zr(2,8) row_choice(2) 1
    zr(2,8) row_link(2,2,X) -1
    zr(2,8) row_link(2,7,X) -1
    zr(2,8) row_link(2,4,O) -1
    zr(2,8) row_link(2,1,I) -1
    zr(2,8) row_link(2,3,I) -1
    zr(2,8) row_link(2,5,I) -1
    zr(2,9) row_choice(2) 1
    zr(2,9) row_link(2,1,X) -1
    zr(2,9) row_link(2,7,X) -1
    zr(2,9) row_link(2,4,O) -1
    zr(2,9) row_link(2,2,I) -1
    zr(2,9) row_link(2,3,I) -1
    zr(2,9) row_link(2,5,I) -1
    zr(2,10) row_choice(2) 1
    zr(2,10) row_link(2,3,X) -1
    zr(2,10) row_link(2,7,X) -1
    zr(2,10) row_link(2,2,O) -1
    zr(2,10) row_link(2,1,I) -1
    zr(2,10) row_link(2,4,I) -1
    zr(2,10) row_link(2,5,I) -1
    zr(2,11) row_choice(2) 1
    zr(2,11) row_link(2,3,X) -1
    zr(2,11) row_link(2,7,X) -1
    zr(2,11) row_link(2,1,O) -1
    zr(2,11) row_link(2,2,I) -1
    zr(2,11) row_link(2,4,I) -1
    zr(2,11) row_link(2,5,I) -1
    zr(2,12) row_choice(2) 1
    zr(2,12) row_link(2,2,X) -1
    zr(2,12) row_link(2,7,X) -1
    zr(2,12) row_link(2,3,O) -1
    zr(2,12) row_link(2,1,I) -1
    zr(2,12) row_link(2,4,I) -1
    zr(2,12) row_link(2,5,I) -1
    zr(2,13) row_choice(2) 1
    zr(2,13) row_link(2,1,X) -1
    zr(2,13) row_link(2,7,X) -1
    zr(2,13) row_link(2,3,O) -1
    zr(2,13) row_link(2,2,I) -1
    zr(2,13) row_link(2,4,I) -1
    zr(2,13) row_link(2,5,I) -1
    zr(2,14) row_choice(2) 1
    zr(2,14) row_link(2,4,X) -1
    zr(2,14) row_link(2,5,X) -1
    zr(2,14) row_link(2,3,O) -1
    zr(2,14) row_link(2,1,I) -1
    zr(2,14) row_link(2,2,I) -1
    zr(2,14) row_link(2,7,I) -1
    zr(2,15) row_choice(2) 1
    zr(2,15) row_link(2,4,X) -1
    zr(2,15) row_link(2,5,X) -1
    zr(2,15) row_link(2,2,O) -1
    zr(2,15) row_link(2,1,I) -1
    zr(2,15) row_link(2,3,I) -1
    zr(2,15) row_link(2,7,I) -1
    zr(2,16) row_choice(2) 1
    zr(2,16) row_link(2,4,X) -1
    zr(2,16) row_link(2,5,X) -1
    zr(2,16) row_link(2,1,O) -1
    zr(2,16) row_link(2,2,I) -1
    zr(2,16) row_link(2,3,I) -1
    zr(2,16) row_link(2,7,I) -1
    zr(2,17) row_choice(2) 1
    zr(2,17) row_link(2,3,X) -1
    zr(2,17) row_link(2,5,X) -1
    zr(2,17) row_link(2,4,O) -1
    zr(2,17) row_link(2,1,I) -1
    zr(2,17) row_link(2,2,I) -1
    zr(2,17) row_link(2,7,I) -1
    zr(2,18) row_choice(2) 1
    zr(2,18) row_link(2,2,X) -1
    zr(2,18) row_link(2,5,X) -1
    zr(2,18) row_link(2,4,O) -1
    zr(2,18) row_link(2,1,I) -1
    zr(2,18) row_link(2,3,I) -1
    zr(2,18) row_link(2,7,I) -1
    zr(2,19) row_choice(2) 1
    zr(2,19) row_link(2,1,X) -1
    zr(2,19) row_link(2,5,X) -1
    zr(2,19) row_link(2,4,O) -1
    zr(2,19) row_link(2,2,I) -1
    zr(2,19) row_link(2,3,I) -1
    zr(2,19) row_link(2,7,I) -1
    zr(2,20) row_choice(2) 1
    zr(2,20) row_link(2,3,X) -1
    zr(2,20) row_link(2,5,X) -1
    zr(2,20) row_link(2,2,O) -1
    zr(2,20) row_link(2,1,I) -1
    zr(2,20) row_link(2,4,I) -1
    zr(2,20) row_link(2,7,I) -1
    zr(2,21) row_choice(2) 1
    zr(2,21) row_link(2,3,X) -1
    zr(2,21) row_link(2,5,X) -1
    zr(2,21) row_link(2,1,O) -1
    zr(2,21) row_link(2,2,I) -1
    zr(2,21) row_link(2,4,I) -1
    zr(2,21) row_link(2,7,I) -1
    zr(2,22) row_choice(2) 1
    zr(2,22) row_link(2,2,X) -1
    zr(2,22) row_link(2,5,X) -1
    zr(2,22) row_link(2,3,O) -1
    zr(2,22) row_link(2,1,I) -1
    zr(2,22) row_link(2,4,I) -1
    zr(2,22) row_link(2,7,I) -1
    zr(2,23) row_choice(2) 1
    zr(2,23) row_link(2,1,X) -1
    zr(2,23) row_link(2,5,X) -1
    zr(2,23) row_link(2,3,O) -1
    zr(2,23) row_link(2,2,I) -1
    zr(2,23) row_link(2,4,I) -1
    zr(2,23) row_link(2,7,I) -1
    zr(2,24) row_choice(2) 1
    zr(2,24) row_link(2,2,X) -1
    zr(2,24) row_link(2,5,X) -1
    zr(2,24) row_link(2,1,O) -1
    zr(2,24) row_link(2,3,I) -1
    zr(2,24) row_link(2,4,I) -1
    zr(2,24) row_link(2,7,I) -1
    zr(2,25) row_choice(2) 1
    zr(2,25) row_link(2,1,X) -1
    zr(2,25) row_link(2,5,X) -1
    zr(2,25) row_link(2,2,O) -1
    zr(2,25) row_link(2,3,I) -1
    zr(2,25) row_link(2,4,I) -1
    zr(2,25) row_link(2,7,I) -1
    zr(2,26) row_choice(2) 1
    zr(2,26) row_link(2,3,X) -1
    zr(2,26) row_link(2,4,X) -1
    zr(2,26) row_link(2,5,O) -1
    zr(2,26) row_link(2,1,I) -1
    zr(2,26) row_link(2,2,I) -1
    zr(2,26) row_link(2,7,I) -1
    zr(2,27) row_choice(2) 1
    zr(2,27) row_link(2,2,X) -1
    zr(2,27) row_link(2,4,X) -1
    zr(2,27) row_link(2,5,O) -1
    zr(2,27) row_link(2,1,I) -1
    zr(2,27) row_link(2,3,I) -1
    zr(2,27) row_link(2,7,I) -1
    zr(2,28) row_choice(2) 1
    zr(2,28) row_link(2,1,X) -1
    zr(2,28) row_link(2,4,X) -1
    zr(2,28) row_link(2,5,O) -1
    zr(2,28) row_link(2,2,I) -1
    zr(2,28) row_link(2,3,I) -1
    zr(2,28) row_link(2,7,I) -1
    zr(2,29) row_choice(2) 1
    zr(2,29) row_link(2,2,X) -1
    zr(2,29) row_link(2,3,X) -1
    zr(2,29) row_link(2,5,O) -1
    zr(2,29) row_link(2,1,I) -1
    zr(2,29) row_link(2,4,I) -1
    zr(2,29) row_link(2,7,I) -1
    zr(2,30) row_choice(2) 1
    zr(2,30) row_link(2,1,X) -1
    zr(2,30) row_link(2,3,X) -1
    zr(2,30) row_link(2,5,O) -1
    zr(2,30) row_link(2,2,I) -1
    zr(2,30) row_link(2,4,I) -1
    zr(2,30) row_link(2,7,I) -1
    zr(2,31) row_choice(2) 1
    zr(2,31) row_link(2,3,X) -1
    zr(2,31) row_link(2,4,X) -1
    zr(2,31) row_link(2,2,O) -1
    zr(2,31) row_link(2,1,I) -1
    zr(2,31) row_link(2,5,I) -1
    zr(2,31) row_link(2,7,I) -1
    zr(2,32) row_choice(2) 1
    zr(2,32) row_link(2,3,X) -1
    zr(2,32) row_link(2,4,X) -1
    zr(2,32) row_link(2,1,O) -1
    zr(2,32) row_link(2,2,I) -1
    zr(2,32) row_link(2,5,I) -1
    zr(2,32) row_link(2,7,I) -1
    zr(2,33) row_choice(2) 1
    zr(2,33) row_link(2,2,X) -1
    zr(2,33) row_link(2,4,X) -1
    zr(2,33) row_link(2,3,O) -1
    zr(2,33) row_link(2,1,I) -1
    zr(2,33) row_link(2,5,I) -1
    zr(2,33) row_link(2,7,I) -1
    zr(2,34) row_choice(2) 1
    zr(2,34) row_link(2,1,X) -1
    zr(2,34) row_link(2,4,X) -1
    zr(2,34) row_link(2,3,O) -1
    zr(2,34) row_link(2,2,I) -1
    zr(2,34) row_link(2,5,I) -1
    zr(2,34) row_link(2,7,I) -1
    zr(2,35) row_choice(2) 1
    zr(2,35) row_link(2,2,X) -1
    zr(2,35) row_link(2,4,X) -1
    zr(2,35) row_link(2,1,O) -1
    zr(2,35) row_link(2,3,I) -1
    zr(2,35) row_link(2,5,I) -1
    zr(2,35) row_link(2,7,I) -1
    zr(2,36) row_choice(2) 1
    zr(2,36) row_link(2,1,X) -1
    zr(2,36) row_link(2,4,X) -1
    zr(2,36) row_link(2,2,O) -1
    zr(2,36) row_link(2,3,I) -1
    zr(2,36) row_link(2,5,I) -1
    zr(2,36) row_link(2,7,I) -1
    zr(2,37) row_choice(2) 1
    zr(2,37) row_link(2,2,X) -1
    zr(2,37) row_link(2,3,X) -1
    zr(2,37) row_link(2,4,O) -1
    zr(2,37) row_link(2,1,I) -1
    zr(2,37) row_link(2,5,I) -1
    zr(2,37) row_link(2,7,I) -1
    zr(2,38) row_choice(2) 1
    zr(2,38) row_link(2,1,X) -1
    zr(2,38) row_link(2,3,X) -1
    zr(2,38) row_link(2,4,O) -1
    zr(2,38) row_link(2,2,I) -1
    zr(2,38) row_link(2,5,I) -1
    zr(2,38) row_link(2,7,I) -1
    zr(2,39) row_choice(2) 1
    zr(2,39) row_link(2,2,X) -1
    zr(2,39) row_link(2,3,X) -1
    zr(2,39) row_link(2,1,O) -1
    zr(2,39) row_link(2,4,I) -1
    zr(2,39) row_link(2,5,I) -1
    zr(2,39) row_link(2,7,I) -1
    zr(2,40) row_choice(2) 1
    zr(2,40) row_link(2,1,X) -1
    zr(2,40) row_link(2,3,X) -1
    zr(2,40) row_link(2,2,O) -1
    zr(2,40) row_link(2,4,I) -1
    zr(2,40) row_link(2,5,I) -1
    zr(2,40) row_link(2,7,I) -1
    zr(3,0) row_choice(3) 1
    zr(3,0) row_link(3,3,O) -1
    zr(3,0) row_link(3,7,O) -1
    zr(3,0) row_link(3,8,O) -1
    zr(3,0) row_link(3,1,I) -1
    zr(3,0) row_link(3,2,I) -1
    zr(3,0) row_link(3,5,I) -1
    zr(3,1) row_choice(3) 1
    zr(3,1) row_link(3,2,O) -1
    zr(3,1) row_link(3,7,O) -1
    zr(3,1) row_link(3,8,O) -1
    zr(3,1) row_link(3,1,I) -1
    zr(3,1) row_link(3,3,I) -1
    zr(3,1) row_link(3,5,I) -1
    zr(3,2) row_choice(3) 1
    zr(3,2) row_link(3,1,O) -1
    zr(3,2) row_link(3,7,O) -1
    zr(3,2) row_link(3,8,O) -1
    zr(3,2) row_link(3,2,I) -1
    zr(3,2) row_link(3,3,I) -1
    zr(3,2) row_link(3,5,I) -1
    zr(3,3) row_choice(3) 1
    zr(3,3) row_link(3,3,O) -1
    zr(3,3) row_link(3,5,O) -1
    zr(3,3) row_link(3,8,O) -1
    zr(3,3) row_link(3,1,I) -1
    zr(3,3) row_link(3,2,I) -1
    zr(3,3) row_link(3,7,I) -1
    zr(3,4) row_choice(3) 1
    zr(3,4) row_link(3,2,O) -1
    zr(3,4) row_link(3,5,O) -1
    zr(3,4) row_link(3,8,O) -1
    zr(3,4) row_link(3,1,I) -1
    zr(3,4) row_link(3,3,I) -1
    zr(3,4) row_link(3,7,I) -1
    zr(3,5) row_choice(3) 1
    zr(3,5) row_link(3,1,O) -1
    zr(3,5) row_link(3,5,O) -1
    zr(3,5) row_link(3,8,O) -1
    zr(3,5) row_link(3,2,I) -1
    zr(3,5) row_link(3,3,I) -1
    zr(3,5) row_link(3,7,I) -1
    zr(3,6) row_choice(3) 1
    zr(3,6) row_link(3,2,O) -1
    zr(3,6) row_link(3,3,O) -1
    zr(3,6) row_link(3,8,O) -1
    zr(3,6) row_link(3,1,I) -1
    zr(3,6) row_link(3,5,I) -1
    zr(3,6) row_link(3,7,I) -1
    zr(3,7) row_choice(3) 1
    zr(3,7) row_link(3,1,O) -1
    zr(3,7) row_link(3,3,O) -1
    zr(3,7) row_link(3,8,O) -1
    zr(3,7) row_link(3,2,I) -1
    zr(3,7) row_link(3,5,I) -1
    zr(3,7) row_link(3,7,I) -1
    zr(3,8) row_choice(3) 1
    zr(3,8) row_link(3,1,O) -1
    zr(3,8) row_link(3,2,O) -1
    zr(3,8) row_link(3,8,O) -1
    zr(3,8) row_link(3,3,I) -1
    zr(3,8) row_link(3,5,I) -1
    zr(3,8) row_link(3,7,I) -1
    zr(3,9) row_choice(3) 1
    zr(3,9) row_link(3,3,O) -1
    zr(3,9) row_link(3,5,O) -1
    zr(3,9) row_link(3,7,O) -1
    zr(3,9) row_link(3,1,I) -1
    zr(3,9) row_link(3,2,I) -1
    zr(3,9) row_link(3,8,I) -1
    zr(3,10) row_choice(3) 1
    zr(3,10) row_link(3,2,O) -1
    zr(3,10) row_link(3,5,O) -1
    zr(3,10) row_link(3,7,O) -1
    zr(3,10) row_link(3,1,I) -1
    zr(3,10) row_link(3,3,I) -1
    zr(3,10) row_link(3,8,I) -1
    zr(3,11) row_choice(3) 1
    zr(3,11) row_link(3,1,O) -1
    zr(3,11) row_link(3,5,O) -1
    zr(3,11) row_link(3,7,O) -1
    zr(3,11) row_link(3,2,I) -1
    zr(3,11) row_link(3,3,I) -1
    zr(3,11) row_link(3,8,I) -1
    zr(3,12) row_choice(3) 1
    zr(3,12) row_link(3,2,O) -1
    zr(3,12) row_link(3,3,O) -1
    zr(3,12) row_link(3,7,O) -1
    zr(3,12) row_link(3,1,I) -1
    zr(3,12) row_link(3,5,I) -1
    zr(3,12) row_link(3,8,I) -1
    zr(3,13) row_choice(3) 1
    zr(3,13) row_link(3,1,O) -1
    zr(3,13) row_link(3,3,O) -1
    zr(3,13) row_link(3,7,O) -1
    zr(3,13) row_link(3,2,I) -1
    zr(3,13) row_link(3,5,I) -1
    zr(3,13) row_link(3,8,I) -1
    zr(3,14) row_choice(3) 1
    zr(3,14) row_link(3,1,O) -1
    zr(3,14) row_link(3,2,O) -1
    zr(3,14) row_link(3,7,O) -1
    zr(3,14) row_link(3,3,I) -1
    zr(3,14) row_link(3,5,I) -1
    zr(3,14) row_link(3,8,I) -1
    zr(3,15) row_choice(3) 1
    zr(3,15) row_link(3,2,O) -1
    zr(3,15) row_link(3,3,O) -1
    zr(3,15) row_link(3,5,O) -1
    zr(3,15) row_link(3,1,I) -1
    zr(3,15) row_link(3,7,I) -1
    zr(3,15) row_link(3,8,I) -1
    zr(3,16) row_choice(3) 1
    zr(3,16) row_link(3,1,O) -1
    zr(3,16) row_link(3,3,O) -1
    zr(3,16) row_link(3,5,O) -1
    zr(3,16) row_link(3,2,I) -1
    zr(3,16) row_link(3,7,I) -1
    zr(3,16) row_link(3,8,I) -1
    zr(3,17) row_choice(3) 1
    zr(3,17) row_link(3,1,O) -1
    zr(3,17) row_link(3,2,O) -1
    zr(3,17) row_link(3,5,O) -1
    zr(3,17) row_link(3,3,I) -1
    zr(3,17) row_link(3,7,I) -1
    zr(3,17) row_link(3,8,I) -1
    zr(4,0) row_choice(4) 1
    zr(4,0) row_link(4,6,X) -1
    zr(4,0) row_link(4,1,I) -1
    zr(4,0) row_link(4,4,I) -1
    zr(4,0) row_link(4,5,I) -1
    zr(4,1) row_choice(4) 1
    zr(4,1) row_link(4,5,X) -1
    zr(4,1) row_link(4,1,I) -1
    zr(4,1) row_link(4,4,I) -1
    zr(4,1) row_link(4,6,I) -1
    zr(4,2) row_choice(4) 1
    zr(4,2) row_link(4,4,X) -1
    zr(4,2) row_link(4,1,I) -1
    zr(4,2) row_link(4,5,I) -1
    zr(4,2) row_link(4,6,I) -1
    zr(5,0) row_choice(5) 1
    zr(5,0) row_link(5,7,X) -1
    zr(5,0) row_link(5,5,O) -1
    zr(5,0) row_link(5,6,O) -1
    zr(5,0) row_link(5,1,I) -1
    zr(5,0) row_link(5,4,I) -1
    zr(5,1) row_choice(5) 1
    zr(5,1) row_link(5,7,X) -1
    zr(5,1) row_link(5,4,O) -1
    zr(5,1) row_link(5,6,O) -1
    zr(5,1) row_link(5,1,I) -1
    zr(5,1) row_link(5,5,I) -1
    zr(5,2) row_choice(5) 1
    zr(5,2) row_link(5,7,X) -1
    zr(5,2) row_link(5,1,O) -1
    zr(5,2) row_link(5,6,O) -1
    zr(5,2) row_link(5,4,I) -1
    zr(5,2) row_link(5,5,I) -1
    zr(5,3) row_choice(5) 1
    zr(5,3) row_link(5,7,X) -1
    zr(5,3) row_link(5,4,O) -1
    zr(5,3) row_link(5,5,O) -1
    zr(5,3) row_link(5,1,I) -1
    zr(5,3) row_link(5,6,I) -1
    zr(5,4) row_choice(5) 1
    zr(5,4) row_link(5,7,X) -1
    zr(5,4) row_link(5,1,O) -1
    zr(5,4) row_link(5,5,O) -1
    zr(5,4) row_link(5,4,I) -1
    zr(5,4) row_link(5,6,I) -1
    zr(5,5) row_choice(5) 1
    zr(5,5) row_link(5,7,X) -1
    zr(5,5) row_link(5,1,O) -1
    zr(5,5) row_link(5,4,O) -1
    zr(5,5) row_link(5,5,I) -1
    zr(5,5) row_link(5,6,I) -1
    zr(5,6) row_choice(5) 1
    zr(5,6) row_link(5,6,X) -1
    zr(5,6) row_link(5,5,O) -1
    zr(5,6) row_link(5,7,O) -1
    zr(5,6) row_link(5,1,I) -1
    zr(5,6) row_link(5,4,I) -1
    zr(5,7) row_choice(5) 1
    zr(5,7) row_link(5,6,X) -1
    zr(5,7) row_link(5,4,O) -1
    zr(5,7) row_link(5,7,O) -1
    zr(5,7) row_link(5,1,I) -1
    zr(5,7) row_link(5,5,I) -1
    zr(5,8) row_choice(5) 1
    zr(5,8) row_link(5,6,X) -1
    zr(5,8) row_link(5,1,O) -1
    zr(5,8) row_link(5,7,O) -1
    zr(5,8) row_link(5,4,I) -1
    zr(5,8) row_link(5,5,I) -1
    zr(5,9) row_choice(5) 1
    zr(5,9) row_link(5,5,X) -1
    zr(5,9) row_link(5,4,O) -1
    zr(5,9) row_link(5,7,O) -1
    zr(5,9) row_link(5,1,I) -1
    zr(5,9) row_link(5,6,I) -1
    zr(5,10) row_choice(5) 1
    zr(5,10) row_link(5,5,X) -1
    zr(5,10) row_link(5,1,O) -1
    zr(5,10) row_link(5,7,O) -1
    zr(5,10) row_link(5,4,I) -1
    zr(5,10) row_link(5,6,I) -1
    zr(5,11) row_choice(5) 1
    zr(5,11) row_link(5,4,X) -1
    zr(5,11) row_link(5,5,O) -1
    zr(5,11) row_link(5,7,O) -1
    zr(5,11) row_link(5,1,I) -1
    zr(5,11) row_link(5,6,I) -1
    zr(5,12) row_choice(5) 1
    zr(5,12) row_link(5,1,X) -1
    zr(5,12) row_link(5,5,O) -1
    zr(5,12) row_link(5,7,O) -1
    zr(5,12) row_link(5,4,I) -1
    zr(5,12) row_link(5,6,I) -1
    zr(5,13) row_choice(5) 1
    zr(5,13) row_link(5,4,X) -1
    zr(5,13) row_link(5,1,O) -1
    zr(5,13) row_link(5,7,O) -1
    zr(5,13) row_link(5,5,I) -1
    zr(5,13) row_link(5,6,I) -1
    zr(5,14) row_choice(5) 1
    zr(5,14) row_link(5,1,X) -1
    zr(5,14) row_link(5,4,O) -1
    zr(5,14) row_link(5,7,O) -1
    zr(5,14) row_link(5,5,I) -1
    zr(5,14) row_link(5,6,I) -1
    zr(5,15) row_choice(5) 1
    zr(5,15) row_link(5,6,X) -1
    zr(5,15) row_link(5,4,O) -1
    zr(5,15) row_link(5,5,O) -1
    zr(5,15) row_link(5,1,I) -1
    zr(5,15) row_link(5,7,I) -1
    zr(5,16) row_choice(5) 1
    zr(5,16) row_link(5,6,X) -1
    zr(5,16) row_link(5,1,O) -1
    zr(5,16) row_link(5,5,O) -1
    zr(5,16) row_link(5,4,I) -1
    zr(5,16) row_link(5,7,I) -1
    zr(5,17) row_choice(5) 1
    zr(5,17) row_link(5,6,X) -1
    zr(5,17) row_link(5,1,O) -1
    zr(5,17) row_link(5,4,O) -1
    zr(5,17) row_link(5,5,I) -1
    zr(5,17) row_link(5,7,I) -1
    zr(5,18) row_choice(5) 1
    zr(5,18) row_link(5,5,X) -1
    zr(5,18) row_link(5,4,O) -1
    zr(5,18) row_link(5,6,O) -1
    zr(5,18) row_link(5,1,I) -1
    zr(5,18) row_link(5,7,I) -1
    zr(5,19) row_choice(5) 1
    zr(5,19) row_link(5,5,X) -1
    zr(5,19) row_link(5,1,O) -1
    zr(5,19) row_link(5,6,O) -1
    zr(5,19) row_link(5,4,I) -1
    zr(5,19) row_link(5,7,I) -1
    zr(5,20) row_choice(5) 1
    zr(5,20) row_link(5,4,X) -1
    zr(5,20) row_link(5,5,O) -1
    zr(5,20) row_link(5,6,O) -1
    zr(5,20) row_link(5,1,I) -1
    zr(5,20) row_link(5,7,I) -1
    zr(5,21) row_choice(5) 1
    zr(5,21) row_link(5,1,X) -1
    zr(5,21) row_link(5,5,O) -1
    zr(5,21) row_link(5,6,O) -1
    zr(5,21) row_link(5,4,I) -1
    zr(5,21) row_link(5,7,I) -1
    zr(5,22) row_choice(5) 1
    zr(5,22) row_link(5,4,X) -1
    zr(5,22) row_link(5,1,O) -1
    zr(5,22) row_link(5,6,O) -1
    zr(5,22) row_link(5,5,I) -1
    zr(5,22) row_link(5,7,I) -1
    zr(5,23) row_choice(5) 1
    zr(5,23) row_link(5,1,X) -1
    zr(5,23) row_link(5,4,O) -1
    zr(5,23) row_link(5,6,O) -1
    zr(5,23) row_link(5,5,I) -1
    zr(5,23) row_link(5,7,I) -1
    zr(5,24) row_choice(5) 1
    zr(5,24) row_link(5,5,X) -1
    zr(5,24) row_link(5,1,O) -1
    zr(5,24) row_link(5,4,O) -1
    zr(5,24) row_link(5,6,I) -1
    zr(5,24) row_link(5,7,I) -1
    zr(5,25) row_choice(5) 1
    zr(5,25) row_link(5,4,X) -1
    zr(5,25) row_link(5,1,O) -1
    zr(5,25) row_link(5,5,O) -1
    zr(5,25) row_link(5,6,I) -1
    zr(5,25) row_link(5,7,I) -1
    zr(5,26) row_choice(5) 1
    zr(5,26) row_link(5,1,X) -1
    zr(5,26) row_link(5,4,O) -1
    zr(5,26) row_link(5,5,O) -1
    zr(5,26) row_link(5,6,I) -1
    zr(5,26) row_link(5,7,I) -1
    zr(6,0) row_choice(6) 1
    zr(6,0) row_link(6,5,X) -1
    zr(6,0) row_link(6,7,X) -1
    zr(6,0) row_link(6,8,X) -1
    zr(6,0) row_link(6,1,O) -1
    zr(6,0) row_link(6,2,O) -1
    zr(6,0) row_link(6,6,O) -1
    zr(6,0) row_link(6,0,I) -1
    zr(6,1) row_choice(6) 1
    zr(6,1) row_link(6,5,X) -1
    zr(6,1) row_link(6,7,X) -1
    zr(6,1) row_link(6,8,X) -1
    zr(6,1) row_link(6,0,O) -1
    zr(6,1) row_link(6,2,O) -1
    zr(6,1) row_link(6,6,O) -1
    zr(6,1) row_link(6,1,I) -1
    zr(6,2) row_choice(6) 1
    zr(6,2) row_link(6,2,X) -1
    zr(6,2) row_link(6,7,X) -1
    zr(6,2) row_link(6,8,X) -1
    zr(6,2) row_link(6,1,O) -1
    zr(6,2) row_link(6,5,O) -1
    zr(6,2) row_link(6,6,O) -1
    zr(6,2) row_link(6,0,I) -1
    zr(6,3) row_choice(6) 1
    zr(6,3) row_link(6,2,X) -1
    zr(6,3) row_link(6,7,X) -1
    zr(6,3) row_link(6,8,X) -1
    zr(6,3) row_link(6,0,O) -1
    zr(6,3) row_link(6,5,O) -1
    zr(6,3) row_link(6,6,O) -1
    zr(6,3) row_link(6,1,I) -1
    zr(6,4) row_choice(6) 1
    zr(6,4) row_link(6,1,X) -1
    zr(6,4) row_link(6,7,X) -1
    zr(6,4) row_link(6,8,X) -1
    zr(6,4) row_link(6,2,O) -1
    zr(6,4) row_link(6,5,O) -1
    zr(6,4) row_link(6,6,O) -1
    zr(6,4) row_link(6,0,I) -1
    zr(6,5) row_choice(6) 1
    zr(6,5) row_link(6,0,X) -1
    zr(6,5) row_link(6,7,X) -1
    zr(6,5) row_link(6,8,X) -1
    zr(6,5) row_link(6,2,O) -1
    zr(6,5) row_link(6,5,O) -1
    zr(6,5) row_link(6,6,O) -1
    zr(6,5) row_link(6,1,I) -1
    zr(6,6) row_choice(6) 1
    zr(6,6) row_link(6,2,X) -1
    zr(6,6) row_link(6,7,X) -1
    zr(6,6) row_link(6,8,X) -1
    zr(6,6) row_link(6,0,O) -1
    zr(6,6) row_link(6,1,O) -1
    zr(6,6) row_link(6,5,O) -1
    zr(6,6) row_link(6,6,I) -1
    zr(6,7) row_choice(6) 1
    zr(6,7) row_link(6,1,X) -1
    zr(6,7) row_link(6,7,X) -1
    zr(6,7) row_link(6,8,X) -1
    zr(6,7) row_link(6,0,O) -1
    zr(6,7) row_link(6,2,O) -1
    zr(6,7) row_link(6,5,O) -1
    zr(6,7) row_link(6,6,I) -1
    zr(6,8) row_choice(6) 1
    zr(6,8) row_link(6,0,X) -1
    zr(6,8) row_link(6,7,X) -1
    zr(6,8) row_link(6,8,X) -1
    zr(6,8) row_link(6,1,O) -1
    zr(6,8) row_link(6,2,O) -1
    zr(6,8) row_link(6,5,O) -1
    zr(6,8) row_link(6,6,I) -1
    zr(6,9) row_choice(6) 1
    zr(6,9) row_link(6,5,X) -1
    zr(6,9) row_link(6,6,X) -1
    zr(6,9) row_link(6,8,X) -1
    zr(6,9) row_link(6,1,O) -1
    zr(6,9) row_link(6,2,O) -1
    zr(6,9) row_link(6,7,O) -1
    zr(6,9) row_link(6,0,I) -1
    zr(6,10) row_choice(6) 1
    zr(6,10) row_link(6,5,X) -1
    zr(6,10) row_link(6,6,X) -1
    zr(6,10) row_link(6,8,X) -1
    zr(6,10) row_link(6,0,O) -1
    zr(6,10) row_link(6,2,O) -1
    zr(6,10) row_link(6,7,O) -1
    zr(6,10) row_link(6,1,I) -1
    zr(6,11) row_choice(6) 1
    zr(6,11) row_link(6,2,X) -1
    zr(6,11) row_link(6,6,X) -1
    zr(6,11) row_link(6,8,X) -1
    zr(6,11) row_link(6,1,O) -1
    zr(6,11) row_link(6,5,O) -1
    zr(6,11) row_link(6,7,O) -1
    zr(6,11) row_link(6,0,I) -1
    zr(6,12) row_choice(6) 1
    zr(6,12) row_link(6,2,X) -1
    zr(6,12) row_link(6,6,X) -1
    zr(6,12) row_link(6,8,X) -1
    zr(6,12) row_link(6,0,O) -1
    zr(6,12) row_link(6,5,O) -1
    zr(6,12) row_link(6,7,O) -1
    zr(6,12) row_link(6,1,I) -1
    zr(6,13) row_choice(6) 1
    zr(6,13) row_link(6,1,X) -1
    zr(6,13) row_link(6,6,X) -1
    zr(6,13) row_link(6,8,X) -1
    zr(6,13) row_link(6,2,O) -1
    zr(6,13) row_link(6,5,O) -1
    zr(6,13) row_link(6,7,O) -1
    zr(6,13) row_link(6,0,I) -1
    zr(6,14) row_choice(6) 1
    zr(6,14) row_link(6,0,X) -1
    zr(6,14) row_link(6,6,X) -1
    zr(6,14) row_link(6,8,X) -1
    zr(6,14) row_link(6,2,O) -1
    zr(6,14) row_link(6,5,O) -1
    zr(6,14) row_link(6,7,O) -1
    zr(6,14) row_link(6,1,I) -1
    zr(6,15) row_choice(6) 1
    zr(6,15) row_link(6,2,X) -1
    zr(6,15) row_link(6,5,X) -1
    zr(6,15) row_link(6,8,X) -1
    zr(6,15) row_link(6,1,O) -1
    zr(6,15) row_link(6,6,O) -1
    zr(6,15) row_link(6,7,O) -1
    zr(6,15) row_link(6,0,I) -1
    zr(6,16) row_choice(6) 1
    zr(6,16) row_link(6,2,X) -1
    zr(6,16) row_link(6,5,X) -1
    zr(6,16) row_link(6,8,X) -1
    zr(6,16) row_link(6,0,O) -1
    zr(6,16) row_link(6,6,O) -1
    zr(6,16) row_link(6,7,O) -1
    zr(6,16) row_link(6,1,I) -1
    zr(6,17) row_choice(6) 1
    zr(6,17) row_link(6,1,X) -1
    zr(6,17) row_link(6,5,X) -1
    zr(6,17) row_link(6,8,X) -1
    zr(6,17) row_link(6,2,O) -1
    zr(6,17) row_link(6,6,O) -1
    zr(6,17) row_link(6,7,O) -1
    zr(6,17) row_link(6,0,I) -1
    zr(6,18) row_choice(6) 1
    zr(6,18) row_link(6,0,X) -1
    zr(6,18) row_link(6,5,X) -1
    zr(6,18) row_link(6,8,X) -1
    zr(6,18) row_link(6,2,O) -1
    zr(6,18) row_link(6,6,O) -1
    zr(6,18) row_link(6,7,O) -1
    zr(6,18) row_link(6,1,I) -1
    zr(6,19) row_choice(6) 1
    zr(6,19) row_link(6,2,X) -1
    zr(6,19) row_link(6,5,X) -1
    zr(6,19) row_link(6,8,X) -1
    zr(6,19) row_link(6,0,O) -1
    zr(6,19) row_link(6,1,O) -1
    zr(6,19) row_link(6,7,O) -1
    zr(6,19) row_link(6,6,I) -1
    zr(6,20) row_choice(6) 1
    zr(6,20) row_link(6,1,X) -1
    zr(6,20) row_link(6,5,X) -1
    zr(6,20) row_link(6,8,X) -1
    zr(6,20) row_link(6,0,O) -1
    zr(6,20) row_link(6,2,O) -1
    zr(6,20) row_link(6,7,O) -1
    zr(6,20) row_link(6,6,I) -1
    zr(6,21) row_choice(6) 1
    zr(6,21) row_link(6,0,X) -1
    zr(6,21) row_link(6,5,X) -1
    zr(6,21) row_link(6,8,X) -1
    zr(6,21) row_link(6,1,O) -1
    zr(6,21) row_link(6,2,O) -1
    zr(6,21) row_link(6,7,O) -1
    zr(6,21) row_link(6,6,I) -1
    zr(6,22) row_choice(6) 1
    zr(6,22) row_link(6,1,X) -1
    zr(6,22) row_link(6,2,X) -1
    zr(6,22) row_link(6,8,X) -1
    zr(6,22) row_link(6,0,O) -1
    zr(6,22) row_link(6,5,O) -1
    zr(6,22) row_link(6,7,O) -1
    zr(6,22) row_link(6,6,I) -1
    zr(6,23) row_choice(6) 1
    zr(6,23) row_link(6,0,X) -1
    zr(6,23) row_link(6,2,X) -1
    zr(6,23) row_link(6,8,X) -1
    zr(6,23) row_link(6,1,O) -1
    zr(6,23) row_link(6,5,O) -1
    zr(6,23) row_link(6,7,O) -1
    zr(6,23) row_link(6,6,I) -1
    zr(6,24) row_choice(6) 1
    zr(6,24) row_link(6,0,X) -1
    zr(6,24) row_link(6,1,X) -1
    zr(6,24) row_link(6,8,X) -1
    zr(6,24) row_link(6,2,O) -1
    zr(6,24) row_link(6,5,O) -1
    zr(6,24) row_link(6,7,O) -1
    zr(6,24) row_link(6,6,I) -1
    zr(6,25) row_choice(6) 1
    zr(6,25) row_link(6,2,X) -1
    zr(6,25) row_link(6,6,X) -1
    zr(6,25) row_link(6,8,X) -1
    zr(6,25) row_link(6,0,O) -1
    zr(6,25) row_link(6,1,O) -1
    zr(6,25) row_link(6,5,O) -1
    zr(6,25) row_link(6,7,I) -1
    zr(6,26) row_choice(6) 1
    zr(6,26) row_link(6,1,X) -1
    zr(6,26) row_link(6,6,X) -1
    zr(6,26) row_link(6,8,X) -1
    zr(6,26) row_link(6,0,O) -1
    zr(6,26) row_link(6,2,O) -1
    zr(6,26) row_link(6,5,O) -1
    zr(6,26) row_link(6,7,I) -1
    zr(6,27) row_choice(6) 1
    zr(6,27) row_link(6,0,X) -1
    zr(6,27) row_link(6,6,X) -1
    zr(6,27) row_link(6,8,X) -1
    zr(6,27) row_link(6,1,O) -1
    zr(6,27) row_link(6,2,O) -1
    zr(6,27) row_link(6,5,O) -1
    zr(6,27) row_link(6,7,I) -1
    zr(6,28) row_choice(6) 1
    zr(6,28) row_link(6,2,X) -1
    zr(6,28) row_link(6,5,X) -1
    zr(6,28) row_link(6,8,X) -1
    zr(6,28) row_link(6,0,O) -1
    zr(6,28) row_link(6,1,O) -1
    zr(6,28) row_link(6,6,O) -1
    zr(6,28) row_link(6,7,I) -1
    zr(6,29) row_choice(6) 1
    zr(6,29) row_link(6,1,X) -1
    zr(6,29) row_link(6,5,X) -1
    zr(6,29) row_link(6,8,X) -1
    zr(6,29) row_link(6,0,O) -1
    zr(6,29) row_link(6,2,O) -1
    zr(6,29) row_link(6,6,O) -1
    zr(6,29) row_link(6,7,I) -1
    zr(6,30) row_choice(6) 1
    zr(6,30) row_link(6,0,X) -1
    zr(6,30) row_link(6,5,X) -1
    zr(6,30) row_link(6,8,X) -1
    zr(6,30) row_link(6,1,O) -1
    zr(6,30) row_link(6,2,O) -1
    zr(6,30) row_link(6,6,O) -1
    zr(6,30) row_link(6,7,I) -1
    zr(6,31) row_choice(6) 1
    zr(6,31) row_link(6,1,X) -1
    zr(6,31) row_link(6,2,X) -1
    zr(6,31) row_link(6,8,X) -1
    zr(6,31) row_link(6,0,O) -1
    zr(6,31) row_link(6,5,O) -1
    zr(6,31) row_link(6,6,O) -1
    zr(6,31) row_link(6,7,I) -1
    zr(6,32) row_choice(6) 1
    zr(6,32) row_link(6,0,X) -1
    zr(6,32) row_link(6,2,X) -1
    zr(6,32) row_link(6,8,X) -1
    zr(6,32) row_link(6,1,O) -1
    zr(6,32) row_link(6,5,O) -1
    zr(6,32) row_link(6,6,O) -1
    zr(6,32) row_link(6,7,I) -1
    zr(6,33) row_choice(6) 1
    zr(6,33) row_link(6,0,X) -1
    zr(6,33) row_link(6,1,X) -1
    zr(6,33) row_link(6,8,X) -1
    zr(6,33) row_link(6,2,O) -1
    zr(6,33) row_link(6,5,O) -1
    zr(6,33) row_link(6,6,O) -1
    zr(6,33) row_link(6,7,I) -1
    zr(6,34) row_choice(6) 1
    zr(6,34) row_link(6,2,X) -1
    zr(6,34) row_link(6,6,X) -1
    zr(6,34) row_link(6,7,X) -1
    zr(6,34) row_link(6,1,O) -1
    zr(6,34) row_link(6,5,O) -1
    zr(6,34) row_link(6,8,O) -1
    zr(6,34) row_link(6,0,I) -1
    zr(6,35) row_choice(6) 1
    zr(6,35) row_link(6,2,X) -1
    zr(6,35) row_link(6,6,X) -1
    zr(6,35) row_link(6,7,X) -1
    zr(6,35) row_link(6,0,O) -1
    zr(6,35) row_link(6,5,O) -1
    zr(6,35) row_link(6,8,O) -1
    zr(6,35) row_link(6,1,I) -1
    zr(6,36) row_choice(6) 1
    zr(6,36) row_link(6,1,X) -1
    zr(6,36) row_link(6,6,X) -1
    zr(6,36) row_link(6,7,X) -1
    zr(6,36) row_link(6,2,O) -1
    zr(6,36) row_link(6,5,O) -1
    zr(6,36) row_link(6,8,O) -1
    zr(6,36) row_link(6,0,I) -1
    zr(6,37) row_choice(6) 1
    zr(6,37) row_link(6,0,X) -1
    zr(6,37) row_link(6,6,X) -1
    zr(6,37) row_link(6,7,X) -1
    zr(6,37) row_link(6,2,O) -1
    zr(6,37) row_link(6,5,O) -1
    zr(6,37) row_link(6,8,O) -1
    zr(6,37) row_link(6,1,I) -1
    zr(6,38) row_choice(6) 1
    zr(6,38) row_link(6,2,X) -1
    zr(6,38) row_link(6,5,X) -1
    zr(6,38) row_link(6,7,X) -1
    zr(6,38) row_link(6,1,O) -1
    zr(6,38) row_link(6,6,O) -1
    zr(6,38) row_link(6,8,O) -1
    zr(6,38) row_link(6,0,I) -1
    zr(6,39) row_choice(6) 1
    zr(6,39) row_link(6,2,X) -1
    zr(6,39) row_link(6,5,X) -1
    zr(6,39) row_link(6,7,X) -1
    zr(6,39) row_link(6,0,O) -1
    zr(6,39) row_link(6,6,O) -1
    zr(6,39) row_link(6,8,O) -1
    zr(6,39) row_link(6,1,I) -1
    zr(6,40) row_choice(6) 1
    zr(6,40) row_link(6,1,X) -1
    zr(6,40) row_link(6,5,X) -1
    zr(6,40) row_link(6,7,X) -1
    zr(6,40) row_link(6,2,O) -1
    zr(6,40) row_link(6,6,O) -1
    zr(6,40) row_link(6,8,O) -1
    zr(6,40) row_link(6,0,I) -1
    zr(6,41) row_choice(6) 1
    zr(6,41) row_link(6,0,X) -1
    zr(6,41) row_link(6,5,X) -1
    zr(6,41) row_link(6,7,X) -1
    zr(6,41) row_link(6,2,O) -1
    zr(6,41) row_link(6,6,O) -1
    zr(6,41) row_link(6,8,O) -1
    zr(6,41) row_link(6,1,I) -1
    zr(6,42) row_choice(6) 1
    zr(6,42) row_link(6,1,X) -1
    zr(6,42) row_link(6,2,X) -1
    zr(6,42) row_link(6,7,X) -1
    zr(6,42) row_link(6,5,O) -1
    zr(6,42) row_link(6,6,O) -1
    zr(6,42) row_link(6,8,O) -1
    zr(6,42) row_link(6,0,I) -1
    zr(6,43) row_choice(6) 1
    zr(6,43) row_link(6,0,X) -1
    zr(6,43) row_link(6,2,X) -1
    zr(6,43) row_link(6,7,X) -1
    zr(6,43) row_link(6,5,O) -1
    zr(6,43) row_link(6,6,O) -1
    zr(6,43) row_link(6,8,O) -1
    zr(6,43) row_link(6,1,I) -1
    zr(6,44) row_choice(6) 1
    zr(6,44) row_link(6,2,X) -1
    zr(6,44) row_link(6,5,X) -1
    zr(6,44) row_link(6,7,X) -1
    zr(6,44) row_link(6,0,O) -1
    zr(6,44) row_link(6,1,O) -1
    zr(6,44) row_link(6,8,O) -1
    zr(6,44) row_link(6,6,I) -1
    zr(6,45) row_choice(6) 1
    zr(6,45) row_link(6,1,X) -1
    zr(6,45) row_link(6,5,X) -1
    zr(6,45) row_link(6,7,X) -1
    zr(6,45) row_link(6,0,O) -1
    zr(6,45) row_link(6,2,O) -1
    zr(6,45) row_link(6,8,O) -1
    zr(6,45) row_link(6,6,I) -1
    zr(6,46) row_choice(6) 1
    zr(6,46) row_link(6,0,X) -1
    zr(6,46) row_link(6,5,X) -1
    zr(6,46) row_link(6,7,X) -1
    zr(6,46) row_link(6,1,O) -1
    zr(6,46) row_link(6,2,O) -1
    zr(6,46) row_link(6,8,O) -1
    zr(6,46) row_link(6,6,I) -1
    zr(6,47) row_choice(6) 1
    zr(6,47) row_link(6,1,X) -1
    zr(6,47) row_link(6,2,X) -1
    zr(6,47) row_link(6,7,X) -1
    zr(6,47) row_link(6,0,O) -1
    zr(6,47) row_link(6,5,O) -1
    zr(6,47) row_link(6,8,O) -1
    zr(6,47) row_link(6,6,I) -1
    zr(6,48) row_choice(6) 1
    zr(6,48) row_link(6,0,X) -1
    zr(6,48) row_link(6,2,X) -1
    zr(6,48) row_link(6,7,X) -1
    zr(6,48) row_link(6,1,O) -1
    zr(6,48) row_link(6,5,O) -1
    zr(6,48) row_link(6,8,O) -1
    zr(6,48) row_link(6,6,I) -1
    zr(6,49) row_choice(6) 1
    zr(6,49) row_link(6,0,X) -1
    zr(6,49) row_link(6,1,X) -1
    zr(6,49) row_link(6,7,X) -1
    zr(6,49) row_link(6,2,O) -1
    zr(6,49) row_link(6,5,O) -1
    zr(6,49) row_link(6,8,O) -1
    zr(6,49) row_link(6,6,I) -1
    zr(6,50) row_choice(6) 1
    zr(6,50) row_link(6,2,X) -1
    zr(6,50) row_link(6,5,X) -1
    zr(6,50) row_link(6,6,X) -1
    zr(6,50) row_link(6,1,O) -1
    zr(6,50) row_link(6,7,O) -1
    zr(6,50) row_link(6,8,O) -1
    zr(6,50) row_link(6,0,I) -1
    zr(6,51) row_choice(6) 1
    zr(6,51) row_link(6,2,X) -1
    zr(6,51) row_link(6,5,X) -1
    zr(6,51) row_link(6,6,X) -1
    zr(6,51) row_link(6,0,O) -1
    zr(6,51) row_link(6,7,O) -1
    zr(6,51) row_link(6,8,O) -1
    zr(6,51) row_link(6,1,I) -1
    zr(6,52) row_choice(6) 1
    zr(6,52) row_link(6,1,X) -1
    zr(6,52) row_link(6,5,X) -1
    zr(6,52) row_link(6,6,X) -1
    zr(6,52) row_link(6,2,O) -1
    zr(6,52) row_link(6,7,O) -1
    zr(6,52) row_link(6,8,O) -1
    zr(6,52) row_link(6,0,I) -1
    zr(6,53) row_choice(6) 1
    zr(6,53) row_link(6,0,X) -1
    zr(6,53) row_link(6,5,X) -1
    zr(6,53) row_link(6,6,X) -1
    zr(6,53) row_link(6,2,O) -1
    zr(6,53) row_link(6,7,O) -1
    zr(6,53) row_link(6,8,O) -1
    zr(6,53) row_link(6,1,I) -1
    zr(6,54) row_choice(6) 1
    zr(6,54) row_link(6,1,X) -1
    zr(6,54) row_link(6,2,X) -1
    zr(6,54) row_link(6,6,X) -1
    zr(6,54) row_link(6,5,O) -1
    zr(6,54) row_link(6,7,O) -1
    zr(6,54) row_link(6,8,O) -1
    zr(6,54) row_link(6,0,I) -1
    zr(6,55) row_choice(6) 1
    zr(6,55) row_link(6,0,X) -1
    zr(6,55) row_link(6,2,X) -1
    zr(6,55) row_link(6,6,X) -1
    zr(6,55) row_link(6,5,O) -1
    zr(6,55) row_link(6,7,O) -1
    zr(6,55) row_link(6,8,O) -1
    zr(6,55) row_link(6,1,I) -1
    zr(6,56) row_choice(6) 1
    zr(6,56) row_link(6,1,X) -1
    zr(6,56) row_link(6,2,X) -1
    zr(6,56) row_link(6,5,X) -1
    zr(6,56) row_link(6,0,O) -1
    zr(6,56) row_link(6,7,O) -1
    zr(6,56) row_link(6,8,O) -1
    zr(6,56) row_link(6,6,I) -1
    zr(6,57) row_choice(6) 1
    zr(6,57) row_link(6,0,X) -1
    zr(6,57) row_link(6,2,X) -1
    zr(6,57) row_link(6,5,X) -1
    zr(6,57) row_link(6,1,O) -1
    zr(6,57) row_link(6,7,O) -1
    zr(6,57) row_link(6,8,O) -1
    zr(6,57) row_link(6,6,I) -1
    zr(6,58) row_choice(6) 1
    zr(6,58) row_link(6,0,X) -1
    zr(6,58) row_link(6,1,X) -1
    zr(6,58) row_link(6,5,X) -1
    zr(6,58) row_link(6,2,O) -1
    zr(6,58) row_link(6,7,O) -1
    zr(6,58) row_link(6,8,O) -1
    zr(6,58) row_link(6,6,I) -1
    zr(6,59) row_choice(6) 1
    zr(6,59) row_link(6,2,X) -1
    zr(6,59) row_link(6,5,X) -1
    zr(6,59) row_link(6,6,X) -1
    zr(6,59) row_link(6,0,O) -1
    zr(6,59) row_link(6,1,O) -1
    zr(6,59) row_link(6,8,O) -1
    zr(6,59) row_link(6,7,I) -1
    zr(6,60) row_choice(6) 1
    zr(6,60) row_link(6,1,X) -1
    zr(6,60) row_link(6,5,X) -1
    zr(6,60) row_link(6,6,X) -1
    zr(6,60) row_link(6,0,O) -1
    zr(6,60) row_link(6,2,O) -1
    zr(6,60) row_link(6,8,O) -1
    zr(6,60) row_link(6,7,I) -1
    zr(6,61) row_choice(6) 1
    zr(6,61) row_link(6,0,X) -1
    zr(6,61) row_link(6,5,X) -1
    zr(6,61) row_link(6,6,X) -1
    zr(6,61) row_link(6,1,O) -1
    zr(6,61) row_link(6,2,O) -1
    zr(6,61) row_link(6,8,O) -1
    zr(6,61) row_link(6,7,I) -1
    zr(6,62) row_choice(6) 1
    zr(6,62) row_link(6,1,X) -1
    zr(6,62) row_link(6,2,X) -1
    zr(6,62) row_link(6,6,X) -1
    zr(6,62) row_link(6,0,O) -1
    zr(6,62) row_link(6,5,O) -1
    zr(6,62) row_link(6,8,O) -1
    zr(6,62) row_link(6,7,I) -1
    zr(6,63) row_choice(6) 1
    zr(6,63) row_link(6,0,X) -1
    zr(6,63) row_link(6,2,X) -1
    zr(6,63) row_link(6,6,X) -1
    zr(6,63) row_link(6,1,O) -1
    zr(6,63) row_link(6,5,O) -1
    zr(6,63) row_link(6,8,O) -1
    zr(6,63) row_link(6,7,I) -1
    zr(6,64) row_choice(6) 1
    zr(6,64) row_link(6,0,X) -1
    zr(6,64) row_link(6,1,X) -1
    zr(6,64) row_link(6,6,X) -1
    zr(6,64) row_link(6,2,O) -1
    zr(6,64) row_link(6,5,O) -1
    zr(6,64) row_link(6,8,O) -1
    zr(6,64) row_link(6,7,I) -1
    zr(6,65) row_choice(6) 1
    zr(6,65) row_link(6,1,X) -1
    zr(6,65) row_link(6,2,X) -1
    zr(6,65) row_link(6,5,X) -1
    zr(6,65) row_link(6,0,O) -1
    zr(6,65) row_link(6,6,O) -1
    zr(6,65) row_link(6,8,O) -1
    zr(6,65) row_link(6,7,I) -1
    zr(6,66) row_choice(6) 1
    zr(6,66) row_link(6,0,X) -1
    zr(6,66) row_link(6,2,X) -1
    zr(6,66) row_link(6,5,X) -1
    zr(6,66) row_link(6,1,O) -1
    zr(6,66) row_link(6,6,O) -1
    zr(6,66) row_link(6,8,O) -1
    zr(6,66) row_link(6,7,I) -1
    zr(6,67) row_choice(6) 1
    zr(6,67) row_link(6,0,X) -1
    zr(6,67) row_link(6,1,X) -1
    zr(6,67) row_link(6,5,X) -1
    zr(6,67) row_link(6,2,O) -1
    zr(6,67) row_link(6,6,O) -1
    zr(6,67) row_link(6,8,O) -1
    zr(6,67) row_link(6,7,I) -1
    zr(6,68) row_choice(6) 1
    zr(6,68) row_link(6,2,X) -1
    zr(6,68) row_link(6,6,X) -1
    zr(6,68) row_link(6,7,X) -1
    zr(6,68) row_link(6,0,O) -1
    zr(6,68) row_link(6,1,O) -1
    zr(6,68) row_link(6,5,O) -1
    zr(6,68) row_link(6,8,I) -1
    zr(6,69) row_choice(6) 1
    zr(6,69) row_link(6,1,X) -1
    zr(6,69) row_link(6,6,X) -1
    zr(6,69) row_link(6,7,X) -1
    zr(6,69) row_link(6,0,O) -1
    zr(6,69) row_link(6,2,O) -1
    zr(6,69) row_link(6,5,O) -1
    zr(6,69) row_link(6,8,I) -1
    zr(6,70) row_choice(6) 1
    zr(6,70) row_link(6,0,X) -1
    zr(6,70) row_link(6,6,X) -1
    zr(6,70) row_link(6,7,X) -1
    zr(6,70) row_link(6,1,O) -1
    zr(6,70) row_link(6,2,O) -1
    zr(6,70) row_link(6,5,O) -1
    zr(6,70) row_link(6,8,I) -1
    zr(6,71) row_choice(6) 1
    zr(6,71) row_link(6,2,X) -1
    zr(6,71) row_link(6,5,X) -1
    zr(6,71) row_link(6,7,X) -1
    zr(6,71) row_link(6,0,O) -1
    zr(6,71) row_link(6,1,O) -1
    zr(6,71) row_link(6,6,O) -1
    zr(6,71) row_link(6,8,I) -1
    zr(6,72) row_choice(6) 1
    zr(6,72) row_link(6,1,X) -1
    zr(6,72) row_link(6,5,X) -1
    zr(6,72) row_link(6,7,X) -1
    zr(6,72) row_link(6,0,O) -1
    zr(6,72) row_link(6,2,O) -1
    zr(6,72) row_link(6,6,O) -1
    zr(6,72) row_link(6,8,I) -1
    zr(6,73) row_choice(6) 1
    zr(6,73) row_link(6,0,X) -1
    zr(6,73) row_link(6,5,X) -1
    zr(6,73) row_link(6,7,X) -1
    zr(6,73) row_link(6,1,O) -1
    zr(6,73) row_link(6,2,O) -1
    zr(6,73) row_link(6,6,O) -1
    zr(6,73) row_link(6,8,I) -1
    zr(6,74) row_choice(6) 1
    zr(6,74) row_link(6,1,X) -1
    zr(6,74) row_link(6,2,X) -1
    zr(6,74) row_link(6,7,X) -1
    zr(6,74) row_link(6,0,O) -1
    zr(6,74) row_link(6,5,O) -1
    zr(6,74) row_link(6,6,O) -1
    zr(6,74) row_link(6,8,I) -1
    zr(6,75) row_choice(6) 1
    zr(6,75) row_link(6,0,X) -1
    zr(6,75) row_link(6,2,X) -1
    zr(6,75) row_link(6,7,X) -1
    zr(6,75) row_link(6,1,O) -1
    zr(6,75) row_link(6,5,O) -1
    zr(6,75) row_link(6,6,O) -1
    zr(6,75) row_link(6,8,I) -1
    zr(6,76) row_choice(6) 1
    zr(6,76) row_link(6,0,X) -1
    zr(6,76) row_link(6,1,X) -1
    zr(6,76) row_link(6,7,X) -1
    zr(6,76) row_link(6,2,O) -1
    zr(6,76) row_link(6,5,O) -1
    zr(6,76) row_link(6,6,O) -1
    zr(6,76) row_link(6,8,I) -1
    zr(6,77) row_choice(6) 1
    zr(6,77) row_link(6,2,X) -1
    zr(6,77) row_link(6,5,X) -1
    zr(6,77) row_link(6,6,X) -1
    zr(6,77) row_link(6,0,O) -1
    zr(6,77) row_link(6,1,O) -1
    zr(6,77) row_link(6,7,O) -1
    zr(6,77) row_link(6,8,I) -1
    zr(6,78) row_choice(6) 1
    zr(6,78) row_link(6,1,X) -1
    zr(6,78) row_link(6,5,X) -1
    zr(6,78) row_link(6,6,X) -1
    zr(6,78) row_link(6,0,O) -1
    zr(6,78) row_link(6,2,O) -1
    zr(6,78) row_link(6,7,O) -1
    zr(6,78) row_link(6,8,I) -1
    zr(6,79) row_choice(6) 1
    zr(6,79) row_link(6,0,X) -1
    zr(6,79) row_link(6,5,X) -1
    zr(6,79) row_link(6,6,X) -1
    zr(6,79) row_link(6,1,O) -1
    zr(6,79) row_link(6,2,O) -1
    zr(6,79) row_link(6,7,O) -1
    zr(6,79) row_link(6,8,I) -1
    zr(6,80) row_choice(6) 1
    zr(6,80) row_link(6,1,X) -1
    zr(6,80) row_link(6,2,X) -1
    zr(6,80) row_link(6,6,X) -1
    zr(6,80) row_link(6,0,O) -1
    zr(6,80) row_link(6,5,O) -1
    zr(6,80) row_link(6,7,O) -1
    zr(6,80) row_link(6,8,I) -1
    zr(6,81) row_choice(6) 1
    zr(6,81) row_link(6,0,X) -1
    zr(6,81) row_link(6,2,X) -1
    zr(6,81) row_link(6,6,X) -1
    zr(6,81) row_link(6,1,O) -1
    zr(6,81) row_link(6,5,O) -1
    zr(6,81) row_link(6,7,O) -1
    zr(6,81) row_link(6,8,I) -1
    zr(6,82) row_choice(6) 1
    zr(6,82) row_link(6,0,X) -1
    zr(6,82) row_link(6,1,X) -1
    zr(6,82) row_link(6,6,X) -1
    zr(6,82) row_link(6,2,O) -1
    zr(6,82) row_link(6,5,O) -1
    zr(6,82) row_link(6,7,O) -1
    zr(6,82) row_link(6,8,I) -1
    zr(6,83) row_choice(6) 1
    zr(6,83) row_link(6,1,X) -1
    zr(6,83) row_link(6,2,X) -1
    zr(6,83) row_link(6,5,X) -1
    zr(6,83) row_link(6,0,O) -1
    zr(6,83) row_link(6,6,O) -1
    zr(6,83) row_link(6,7,O) -1
    zr(6,83) row_link(6,8,I) -1
    zr(6,84) row_choice(6) 1
    zr(6,84) row_link(6,0,X) -1
    zr(6,84) row_link(6,2,X) -1
    zr(6,84) row_link(6,5,X) -1
    zr(6,84) row_link(6,1,O) -1
    zr(6,84) row_link(6,6,O) -1
    zr(6,84) row_link(6,7,O) -1
    zr(6,84) row_link(6,8,I) -1
    zr(6,85) row_choice(6) 1
    zr(6,85) row_link(6,0,X) -1
    zr(6,85) row_link(6,1,X) -1
    zr(6,85) row_link(6,5,X) -1
    zr(6,85) row_link(6,2,O) -1
    zr(6,85) row_link(6,6,O) -1
    zr(6,85) row_link(6,7,O) -1
    zr(6,85) row_link(6,8,I) -1
    zr(7,0) row_choice(7) 1
    zr(7,0) row_link(7,8,X) -1
    zr(7,0) row_link(7,3,O) -1
    zr(7,0) row_link(7,7,O) -1
    zr(7,0) row_link(7,1,I) -1
    zr(7,0) row_link(7,6,I) -1
    zr(7,1) row_choice(7) 1
    zr(7,1) row_link(7,8,X) -1
    zr(7,1) row_link(7,1,O) -1
    zr(7,1) row_link(7,7,O) -1
    zr(7,1) row_link(7,3,I) -1
    zr(7,1) row_link(7,6,I) -1
    zr(7,2) row_choice(7) 1
    zr(7,2) row_link(7,8,X) -1
    zr(7,2) row_link(7,3,O) -1
    zr(7,2) row_link(7,6,O) -1
    zr(7,2) row_link(7,1,I) -1
    zr(7,2) row_link(7,7,I) -1
    zr(7,3) row_choice(7) 1
    zr(7,3) row_link(7,8,X) -1
    zr(7,3) row_link(7,1,O) -1
    zr(7,3) row_link(7,6,O) -1
    zr(7,3) row_link(7,3,I) -1
    zr(7,3) row_link(7,7,I) -1
    zr(7,4) row_choice(7) 1
    zr(7,4) row_link(7,8,X) -1
    zr(7,4) row_link(7,1,O) -1
    zr(7,4) row_link(7,3,O) -1
    zr(7,4) row_link(7,6,I) -1
    zr(7,4) row_link(7,7,I) -1
    zr(7,5) row_choice(7) 1
    zr(7,5) row_link(7,7,X) -1
    zr(7,5) row_link(7,3,O) -1
    zr(7,5) row_link(7,8,O) -1
    zr(7,5) row_link(7,1,I) -1
    zr(7,5) row_link(7,6,I) -1
    zr(7,6) row_choice(7) 1
    zr(7,6) row_link(7,7,X) -1
    zr(7,6) row_link(7,1,O) -1
    zr(7,6) row_link(7,8,O) -1
    zr(7,6) row_link(7,3,I) -1
    zr(7,6) row_link(7,6,I) -1
    zr(7,7) row_choice(7) 1
    zr(7,7) row_link(7,1,X) -1
    zr(7,7) row_link(7,7,O) -1
    zr(7,7) row_link(7,8,O) -1
    zr(7,7) row_link(7,3,I) -1
    zr(7,7) row_link(7,6,I) -1
    zr(7,8) row_choice(7) 1
    zr(7,8) row_link(7,1,X) -1
    zr(7,8) row_link(7,6,O) -1
    zr(7,8) row_link(7,8,O) -1
    zr(7,8) row_link(7,3,I) -1
    zr(7,8) row_link(7,7,I) -1
    zr(7,9) row_choice(7) 1
    zr(7,9) row_link(7,1,X) -1
    zr(7,9) row_link(7,3,O) -1
    zr(7,9) row_link(7,8,O) -1
    zr(7,9) row_link(7,6,I) -1
    zr(7,9) row_link(7,7,I) -1
    zr(7,10) row_choice(7) 1
    zr(7,10) row_link(7,7,X) -1
    zr(7,10) row_link(7,3,O) -1
    zr(7,10) row_link(7,6,O) -1
    zr(7,10) row_link(7,1,I) -1
    zr(7,10) row_link(7,8,I) -1
    zr(7,11) row_choice(7) 1
    zr(7,11) row_link(7,7,X) -1
    zr(7,11) row_link(7,1,O) -1
    zr(7,11) row_link(7,6,O) -1
    zr(7,11) row_link(7,3,I) -1
    zr(7,11) row_link(7,8,I) -1
    zr(7,12) row_choice(7) 1
    zr(7,12) row_link(7,7,X) -1
    zr(7,12) row_link(7,1,O) -1
    zr(7,12) row_link(7,3,O) -1
    zr(7,12) row_link(7,6,I) -1
    zr(7,12) row_link(7,8,I) -1
    zr(7,13) row_choice(7) 1
    zr(7,13) row_link(7,1,X) -1
    zr(7,13) row_link(7,6,O) -1
    zr(7,13) row_link(7,7,O) -1
    zr(7,13) row_link(7,3,I) -1
    zr(7,13) row_link(7,8,I) -1
    zr(7,14) row_choice(7) 1
    zr(7,14) row_link(7,1,X) -1
    zr(7,14) row_link(7,3,O) -1
    zr(7,14) row_link(7,7,O) -1
    zr(7,14) row_link(7,6,I) -1
    zr(7,14) row_link(7,8,I) -1
    zr(7,15) row_choice(7) 1
    zr(7,15) row_link(7,1,X) -1
    zr(7,15) row_link(7,3,O) -1
    zr(7,15) row_link(7,6,O) -1
    zr(7,15) row_link(7,7,I) -1
    zr(7,15) row_link(7,8,I) -1
    zr(8,0) row_choice(8) 1
    zr(8,0) row_link(8,8,X) -1
    zr(8,0) row_link(8,4,O) -1
    zr(8,0) row_link(8,7,O) -1
    zr(8,0) row_link(8,0,I) -1
    zr(8,0) row_link(8,2,I) -1
    zr(8,0) row_link(8,5,I) -1
    zr(8,1) row_choice(8) 1
    zr(8,1) row_link(8,8,X) -1
    zr(8,1) row_link(8,2,O) -1
    zr(8,1) row_link(8,7,O) -1
    zr(8,1) row_link(8,0,I) -1
    zr(8,1) row_link(8,4,I) -1
    zr(8,1) row_link(8,5,I) -1
    zr(8,2) row_choice(8) 1
    zr(8,2) row_link(8,8,X) -1
    zr(8,2) row_link(8,0,O) -1
    zr(8,2) row_link(8,7,O) -1
    zr(8,2) row_link(8,2,I) -1
    zr(8,2) row_link(8,4,I) -1
    zr(8,2) row_link(8,5,I) -1
    zr(8,3) row_choice(8) 1
    zr(8,3) row_link(8,8,X) -1
    zr(8,3) row_link(8,2,O) -1
    zr(8,3) row_link(8,5,O) -1
    zr(8,3) row_link(8,0,I) -1
    zr(8,3) row_link(8,4,I) -1
    zr(8,3) row_link(8,7,I) -1
    zr(8,4) row_choice(8) 1
    zr(8,4) row_link(8,8,X) -1
    zr(8,4) row_link(8,0,O) -1
    zr(8,4) row_link(8,5,O) -1
    zr(8,4) row_link(8,2,I) -1
    zr(8,4) row_link(8,4,I) -1
    zr(8,4) row_link(8,7,I) -1
    zr(8,5) row_choice(8) 1
    zr(8,5) row_link(8,8,X) -1
    zr(8,5) row_link(8,2,O) -1
    zr(8,5) row_link(8,4,O) -1
    zr(8,5) row_link(8,0,I) -1
    zr(8,5) row_link(8,5,I) -1
    zr(8,5) row_link(8,7,I) -1
    zr(8,6) row_choice(8) 1
    zr(8,6) row_link(8,8,X) -1
    zr(8,6) row_link(8,0,O) -1
    zr(8,6) row_link(8,4,O) -1
    zr(8,6) row_link(8,2,I) -1
    zr(8,6) row_link(8,5,I) -1
    zr(8,6) row_link(8,7,I) -1
    zr(8,7) row_choice(8) 1
    zr(8,7) row_link(8,8,X) -1
    zr(8,7) row_link(8,0,O) -1
    zr(8,7) row_link(8,2,O) -1
    zr(8,7) row_link(8,4,I) -1
    zr(8,7) row_link(8,5,I) -1
    zr(8,7) row_link(8,7,I) -1
    zr(8,8) row_choice(8) 1
    zr(8,8) row_link(8,7,X) -1
    zr(8,8) row_link(8,5,O) -1
    zr(8,8) row_link(8,8,O) -1
    zr(8,8) row_link(8,0,I) -1
    zr(8,8) row_link(8,2,I) -1
    zr(8,8) row_link(8,4,I) -1
    zr(8,9) row_choice(8) 1
    zr(8,9) row_link(8,7,X) -1
    zr(8,9) row_link(8,4,O) -1
    zr(8,9) row_link(8,8,O) -1
    zr(8,9) row_link(8,0,I) -1
    zr(8,9) row_link(8,2,I) -1
    zr(8,9) row_link(8,5,I) -1
    zr(8,10) row_choice(8) 1
    zr(8,10) row_link(8,7,X) -1
    zr(8,10) row_link(8,2,O) -1
    zr(8,10) row_link(8,8,O) -1
    zr(8,10) row_link(8,0,I) -1
    zr(8,10) row_link(8,4,I) -1
    zr(8,10) row_link(8,5,I) -1
    zr(8,11) row_choice(8) 1
    zr(8,11) row_link(8,7,X) -1
    zr(8,11) row_link(8,0,O) -1
    zr(8,11) row_link(8,8,O) -1
    zr(8,11) row_link(8,2,I) -1
    zr(8,11) row_link(8,4,I) -1
    zr(8,11) row_link(8,5,I) -1
    zr(8,12) row_choice(8) 1
    zr(8,12) row_link(8,5,X) -1
    zr(8,12) row_link(8,4,O) -1
    zr(8,12) row_link(8,8,O) -1
    zr(8,12) row_link(8,0,I) -1
    zr(8,12) row_link(8,2,I) -1
    zr(8,12) row_link(8,7,I) -1
    zr(8,13) row_choice(8) 1
    zr(8,13) row_link(8,5,X) -1
    zr(8,13) row_link(8,2,O) -1
    zr(8,13) row_link(8,8,O) -1
    zr(8,13) row_link(8,0,I) -1
    zr(8,13) row_link(8,4,I) -1
    zr(8,13) row_link(8,7,I) -1
    zr(8,14) row_choice(8) 1
    zr(8,14) row_link(8,5,X) -1
    zr(8,14) row_link(8,0,O) -1
    zr(8,14) row_link(8,8,O) -1
    zr(8,14) row_link(8,2,I) -1
    zr(8,14) row_link(8,4,I) -1
    zr(8,14) row_link(8,7,I) -1
    zr(8,15) row_choice(8) 1
    zr(8,15) row_link(8,4,X) -1
    zr(8,15) row_link(8,5,O) -1
    zr(8,15) row_link(8,8,O) -1
    zr(8,15) row_link(8,0,I) -1
    zr(8,15) row_link(8,2,I) -1
    zr(8,15) row_link(8,7,I) -1
    zr(8,16) row_choice(8) 1
    zr(8,16) row_link(8,0,X) -1
    zr(8,16) row_link(8,5,O) -1
    zr(8,16) row_link(8,8,O) -1
    zr(8,16) row_link(8,2,I) -1
    zr(8,16) row_link(8,4,I) -1
    zr(8,16) row_link(8,7,I) -1
    zr(8,17) row_choice(8) 1
    zr(8,17) row_link(8,4,X) -1
    zr(8,17) row_link(8,2,O) -1
    zr(8,17) row_link(8,8,O) -1
    zr(8,17) row_link(8,0,I) -1
    zr(8,17) row_link(8,5,I) -1
    zr(8,17) row_link(8,7,I) -1
    zr(8,18) row_choice(8) 1
    zr(8,18) row_link(8,4,X) -1
    zr(8,18) row_link(8,0,O) -1
    zr(8,18) row_link(8,8,O) -1
    zr(8,18) row_link(8,2,I) -1
    zr(8,18) row_link(8,5,I) -1
    zr(8,18) row_link(8,7,I) -1
    zr(8,19) row_choice(8) 1
    zr(8,19) row_link(8,0,X) -1
    zr(8,19) row_link(8,4,O) -1
    zr(8,19) row_link(8,8,O) -1
    zr(8,19) row_link(8,2,I) -1
    zr(8,19) row_link(8,5,I) -1
    zr(8,19) row_link(8,7,I) -1
    zr(8,20) row_choice(8) 1
    zr(8,20) row_link(8,0,X) -1
    zr(8,20) row_link(8,2,O) -1
    zr(8,20) row_link(8,8,O) -1
    zr(8,20) row_link(8,4,I) -1
    zr(8,20) row_link(8,5,I) -1
    zr(8,20) row_link(8,7,I) -1
    zr(8,21) row_choice(8) 1
    zr(8,21) row_link(8,7,X) -1
    zr(8,21) row_link(8,2,O) -1
    zr(8,21) row_link(8,5,O) -1
    zr(8,21) row_link(8,0,I) -1
    zr(8,21) row_link(8,4,I) -1
    zr(8,21) row_link(8,8,I) -1
    zr(8,22) row_choice(8) 1
    zr(8,22) row_link(8,7,X) -1
    zr(8,22) row_link(8,0,O) -1
    zr(8,22) row_link(8,5,O) -1
    zr(8,22) row_link(8,2,I) -1
    zr(8,22) row_link(8,4,I) -1
    zr(8,22) row_link(8,8,I) -1
    zr(8,23) row_choice(8) 1
    zr(8,23) row_link(8,7,X) -1
    zr(8,23) row_link(8,2,O) -1
    zr(8,23) row_link(8,4,O) -1
    zr(8,23) row_link(8,0,I) -1
    zr(8,23) row_link(8,5,I) -1
    zr(8,23) row_link(8,8,I) -1
    zr(8,24) row_choice(8) 1
    zr(8,24) row_link(8,7,X) -1
    zr(8,24) row_link(8,0,O) -1
    zr(8,24) row_link(8,4,O) -1
    zr(8,24) row_link(8,2,I) -1
    zr(8,24) row_link(8,5,I) -1
    zr(8,24) row_link(8,8,I) -1
    zr(8,25) row_choice(8) 1
    zr(8,25) row_link(8,7,X) -1
    zr(8,25) row_link(8,0,O) -1
    zr(8,25) row_link(8,2,O) -1
    zr(8,25) row_link(8,4,I) -1
    zr(8,25) row_link(8,5,I) -1
    zr(8,25) row_link(8,8,I) -1
    zr(8,26) row_choice(8) 1
    zr(8,26) row_link(8,5,X) -1
    zr(8,26) row_link(8,4,O) -1
    zr(8,26) row_link(8,7,O) -1
    zr(8,26) row_link(8,0,I) -1
    zr(8,26) row_link(8,2,I) -1
    zr(8,26) row_link(8,8,I) -1
    zr(8,27) row_choice(8) 1
    zr(8,27) row_link(8,5,X) -1
    zr(8,27) row_link(8,2,O) -1
    zr(8,27) row_link(8,7,O) -1
    zr(8,27) row_link(8,0,I) -1
    zr(8,27) row_link(8,4,I) -1
    zr(8,27) row_link(8,8,I) -1
    zr(8,28) row_choice(8) 1
    zr(8,28) row_link(8,5,X) -1
    zr(8,28) row_link(8,0,O) -1
    zr(8,28) row_link(8,7,O) -1
    zr(8,28) row_link(8,2,I) -1
    zr(8,28) row_link(8,4,I) -1
    zr(8,28) row_link(8,8,I) -1
    zr(8,29) row_choice(8) 1
    zr(8,29) row_link(8,4,X) -1
    zr(8,29) row_link(8,2,O) -1
    zr(8,29) row_link(8,7,O) -1
    zr(8,29) row_link(8,0,I) -1
    zr(8,29) row_link(8,5,I) -1
    zr(8,29) row_link(8,8,I) -1
    zr(8,30) row_choice(8) 1
    zr(8,30) row_link(8,4,X) -1
    zr(8,30) row_link(8,0,O) -1
    zr(8,30) row_link(8,7,O) -1
    zr(8,30) row_link(8,2,I) -1
    zr(8,30) row_link(8,5,I) -1
    zr(8,30) row_link(8,8,I) -1
    zr(8,31) row_choice(8) 1
    zr(8,31) row_link(8,0,X) -1
    zr(8,31) row_link(8,4,O) -1
    zr(8,31) row_link(8,7,O) -1
    zr(8,31) row_link(8,2,I) -1
    zr(8,31) row_link(8,5,I) -1
    zr(8,31) row_link(8,8,I) -1
    zr(8,32) row_choice(8) 1
    zr(8,32) row_link(8,0,X) -1
    zr(8,32) row_link(8,2,O) -1
    zr(8,32) row_link(8,7,O) -1
    zr(8,32) row_link(8,4,I) -1
    zr(8,32) row_link(8,5,I) -1
    zr(8,32) row_link(8,8,I) -1
    zr(8,33) row_choice(8) 1
    zr(8,33) row_link(8,5,X) -1
    zr(8,33) row_link(8,2,O) -1
    zr(8,33) row_link(8,4,O) -1
    zr(8,33) row_link(8,0,I) -1
    zr(8,33) row_link(8,7,I) -1
    zr(8,33) row_link(8,8,I) -1
    zr(8,34) row_choice(8) 1
    zr(8,34) row_link(8,5,X) -1
    zr(8,34) row_link(8,0,O) -1
    zr(8,34) row_link(8,4,O) -1
    zr(8,34) row_link(8,2,I) -1
    zr(8,34) row_link(8,7,I) -1
    zr(8,34) row_link(8,8,I) -1
    zr(8,35) row_choice(8) 1
    zr(8,35) row_link(8,5,X) -1
    zr(8,35) row_link(8,0,O) -1
    zr(8,35) row_link(8,2,O) -1
    zr(8,35) row_link(8,4,I) -1
    zr(8,35) row_link(8,7,I) -1
    zr(8,35) row_link(8,8,I) -1
    zr(8,36) row_choice(8) 1
    zr(8,36) row_link(8,4,X) -1
    zr(8,36) row_link(8,2,O) -1
    zr(8,36) row_link(8,5,O) -1
    zr(8,36) row_link(8,0,I) -1
    zr(8,36) row_link(8,7,I) -1
    zr(8,36) row_link(8,8,I) -1
    zr(8,37) row_choice(8) 1
    zr(8,37) row_link(8,4,X) -1
    zr(8,37) row_link(8,0,O) -1
    zr(8,37) row_link(8,5,O) -1
    zr(8,37) row_link(8,2,I) -1
    zr(8,37) row_link(8,7,I) -1
    zr(8,37) row_link(8,8,I) -1
    zr(8,38) row_choice(8) 1
    zr(8,38) row_link(8,0,X) -1
    zr(8,38) row_link(8,2,O) -1
    zr(8,38) row_link(8,5,O) -1
    zr(8,38) row_link(8,4,I) -1
    zr(8,38) row_link(8,7,I) -1
    zr(8,38) row_link(8,8,I) -1
    zr(8,39) row_choice(8) 1
    zr(8,39) row_link(8,4,X) -1
    zr(8,39) row_link(8,0,O) -1
    zr(8,39) row_link(8,2,O) -1
    zr(8,39) row_link(8,5,I) -1
    zr(8,39) row_link(8,7,I) -1
    zr(8,39) row_link(8,8,I) -1
    zr(8,40) row_choice(8) 1
    zr(8,40) row_link(8,0,X) -1
    zr(8,40) row_link(8,2,O) -1
    zr(8,40) row_link(8,4,O) -1
    zr(8,40) row_link(8,5,I) -1
    zr(8,40) row_link(8,7,I) -1
    zr(8,40) row_link(8,8,I) -1
    zc(0,0) col_choice(0) 1
    zc(0,0) col_link(0,8,O) -1
    zc(0,0) col_link(0,0,I) -1
    zc(0,0) col_link(0,1,I) -1
    zc(0,0) col_link(0,6,I) -1
    zc(0,1) col_choice(0) 1
    zc(0,1) col_link(0,6,O) -1
    zc(0,1) col_link(0,0,I) -1
    zc(0,1) col_link(0,1,I) -1
    zc(0,1) col_link(0,8,I) -1
    zc(0,2) col_choice(0) 1
    zc(0,2) col_link(0,1,O) -1
    zc(0,2) col_link(0,0,I) -1
    zc(0,2) col_link(0,6,I) -1
    zc(0,2) col_link(0,8,I) -1
    zc(0,3) col_choice(0) 1
    zc(0,3) col_link(0,0,O) -1
    zc(0,3) col_link(0,1,I) -1
    zc(0,3) col_link(0,6,I) -1
    zc(0,3) col_link(0,8,I) -1
    zc(1,0) col_choice(1) 1
    zc(1,0) col_link(1,5,X) -1
    zc(1,0) col_link(1,7,X) -1
    zc(1,0) col_link(1,2,O) -1
    zc(1,0) col_link(1,4,O) -1
    zc(1,0) col_link(1,6,O) -1
    zc(1,0) col_link(1,1,I) -1
    zc(1,0) col_link(1,3,I) -1
    zc(1,1) col_choice(1) 1
    zc(1,1) col_link(1,5,X) -1
    zc(1,1) col_link(1,7,X) -1
    zc(1,1) col_link(1,1,O) -1
    zc(1,1) col_link(1,4,O) -1
    zc(1,1) col_link(1,6,O) -1
    zc(1,1) col_link(1,2,I) -1
    zc(1,1) col_link(1,3,I) -1
    zc(1,2) col_choice(1) 1
    zc(1,2) col_link(1,5,X) -1
    zc(1,2) col_link(1,7,X) -1
    zc(1,2) col_link(1,2,O) -1
    zc(1,2) col_link(1,3,O) -1
    zc(1,2) col_link(1,6,O) -1
    zc(1,2) col_link(1,1,I) -1
    zc(1,2) col_link(1,4,I) -1
    zc(1,3) col_choice(1) 1
    zc(1,3) col_link(1,5,X) -1
    zc(1,3) col_link(1,7,X) -1
    zc(1,3) col_link(1,1,O) -1
    zc(1,3) col_link(1,3,O) -1
    zc(1,3) col_link(1,6,O) -1
    zc(1,3) col_link(1,2,I) -1
    zc(1,3) col_link(1,4,I) -1
    zc(1,4) col_choice(1) 1
    zc(1,4) col_link(1,5,X) -1
    zc(1,4) col_link(1,7,X) -1
    zc(1,4) col_link(1,1,O) -1
    zc(1,4) col_link(1,2,O) -1
    zc(1,4) col_link(1,6,O) -1
    zc(1,4) col_link(1,3,I) -1
    zc(1,4) col_link(1,4,I) -1
    zc(1,5) col_choice(1) 1
    zc(1,5) col_link(1,4,X) -1
    zc(1,5) col_link(1,7,X) -1
    zc(1,5) col_link(1,2,O) -1
    zc(1,5) col_link(1,5,O) -1
    zc(1,5) col_link(1,6,O) -1
    zc(1,5) col_link(1,1,I) -1
    zc(1,5) col_link(1,3,I) -1
    zc(1,6) col_choice(1) 1
    zc(1,6) col_link(1,4,X) -1
    zc(1,6) col_link(1,7,X) -1
    zc(1,6) col_link(1,1,O) -1
    zc(1,6) col_link(1,5,O) -1
    zc(1,6) col_link(1,6,O) -1
    zc(1,6) col_link(1,2,I) -1
    zc(1,6) col_link(1,3,I) -1
    zc(1,7) col_choice(1) 1
    zc(1,7) col_link(1,3,X) -1
    zc(1,7) col_link(1,7,X) -1
    zc(1,7) col_link(1,2,O) -1
    zc(1,7) col_link(1,5,O) -1
    zc(1,7) col_link(1,6,O) -1
    zc(1,7) col_link(1,1,I) -1
    zc(1,7) col_link(1,4,I) -1
    zc(1,8) col_choice(1) 1
    zc(1,8) col_link(1,3,X) -1
    zc(1,8) col_link(1,7,X) -1
    zc(1,8) col_link(1,1,O) -1
    zc(1,8) col_link(1,5,O) -1
    zc(1,8) col_link(1,6,O) -1
    zc(1,8) col_link(1,2,I) -1
    zc(1,8) col_link(1,4,I) -1
    zc(1,9) col_choice(1) 1
    zc(1,9) col_link(1,2,X) -1
    zc(1,9) col_link(1,7,X) -1
    zc(1,9) col_link(1,3,O) -1
    zc(1,9) col_link(1,5,O) -1
    zc(1,9) col_link(1,6,O) -1
    zc(1,9) col_link(1,1,I) -1
    zc(1,9) col_link(1,4,I) -1
    zc(1,10) col_choice(1) 1
    zc(1,10) col_link(1,1,X) -1
    zc(1,10) col_link(1,7,X) -1
    zc(1,10) col_link(1,3,O) -1
    zc(1,10) col_link(1,5,O) -1
    zc(1,10) col_link(1,6,O) -1
    zc(1,10) col_link(1,2,I) -1
    zc(1,10) col_link(1,4,I) -1
    zc(1,11) col_choice(1) 1
    zc(1,11) col_link(1,2,X) -1
    zc(1,11) col_link(1,7,X) -1
    zc(1,11) col_link(1,1,O) -1
    zc(1,11) col_link(1,5,O) -1
    zc(1,11) col_link(1,6,O) -1
    zc(1,11) col_link(1,3,I) -1
    zc(1,11) col_link(1,4,I) -1
    zc(1,12) col_choice(1) 1
    zc(1,12) col_link(1,1,X) -1
    zc(1,12) col_link(1,7,X) -1
    zc(1,12) col_link(1,2,O) -1
    zc(1,12) col_link(1,5,O) -1
    zc(1,12) col_link(1,6,O) -1
    zc(1,12) col_link(1,3,I) -1
    zc(1,12) col_link(1,4,I) -1
    zc(1,13) col_choice(1) 1
    zc(1,13) col_link(1,4,X) -1
    zc(1,13) col_link(1,7,X) -1
    zc(1,13) col_link(1,2,O) -1
    zc(1,13) col_link(1,3,O) -1
    zc(1,13) col_link(1,6,O) -1
    zc(1,13) col_link(1,1,I) -1
    zc(1,13) col_link(1,5,I) -1
    zc(1,14) col_choice(1) 1
    zc(1,14) col_link(1,4,X) -1
    zc(1,14) col_link(1,7,X) -1
    zc(1,14) col_link(1,1,O) -1
    zc(1,14) col_link(1,3,O) -1
    zc(1,14) col_link(1,6,O) -1
    zc(1,14) col_link(1,2,I) -1
    zc(1,14) col_link(1,5,I) -1
    zc(1,15) col_choice(1) 1
    zc(1,15) col_link(1,4,X) -1
    zc(1,15) col_link(1,7,X) -1
    zc(1,15) col_link(1,1,O) -1
    zc(1,15) col_link(1,2,O) -1
    zc(1,15) col_link(1,6,O) -1
    zc(1,15) col_link(1,3,I) -1
    zc(1,15) col_link(1,5,I) -1
    zc(1,16) col_choice(1) 1
    zc(1,16) col_link(1,3,X) -1
    zc(1,16) col_link(1,7,X) -1
    zc(1,16) col_link(1,2,O) -1
    zc(1,16) col_link(1,4,O) -1
    zc(1,16) col_link(1,6,O) -1
    zc(1,16) col_link(1,1,I) -1
    zc(1,16) col_link(1,5,I) -1
    zc(1,17) col_choice(1) 1
    zc(1,17) col_link(1,3,X) -1
    zc(1,17) col_link(1,7,X) -1
    zc(1,17) col_link(1,1,O) -1
    zc(1,17) col_link(1,4,O) -1
    zc(1,17) col_link(1,6,O) -1
    zc(1,17) col_link(1,2,I) -1
    zc(1,17) col_link(1,5,I) -1
    zc(1,18) col_choice(1) 1
    zc(1,18) col_link(1,2,X) -1
    zc(1,18) col_link(1,7,X) -1
    zc(1,18) col_link(1,3,O) -1
    zc(1,18) col_link(1,4,O) -1
    zc(1,18) col_link(1,6,O) -1
    zc(1,18) col_link(1,1,I) -1
    zc(1,18) col_link(1,5,I) -1
    zc(1,19) col_choice(1) 1
    zc(1,19) col_link(1,1,X) -1
    zc(1,19) col_link(1,7,X) -1
    zc(1,19) col_link(1,3,O) -1
    zc(1,19) col_link(1,4,O) -1
    zc(1,19) col_link(1,6,O) -1
    zc(1,19) col_link(1,2,I) -1
    zc(1,19) col_link(1,5,I) -1
    zc(1,20) col_choice(1) 1
    zc(1,20) col_link(1,2,X) -1
    zc(1,20) col_link(1,7,X) -1
    zc(1,20) col_link(1,1,O) -1
    zc(1,20) col_link(1,4,O) -1
    zc(1,20) col_link(1,6,O) -1
    zc(1,20) col_link(1,3,I) -1
    zc(1,20) col_link(1,5,I) -1
    zc(1,21) col_choice(1) 1
    zc(1,21) col_link(1,1,X) -1
    zc(1,21) col_link(1,7,X) -1
    zc(1,21) col_link(1,2,O) -1
    zc(1,21) col_link(1,4,O) -1
    zc(1,21) col_link(1,6,O) -1
    zc(1,21) col_link(1,3,I) -1
    zc(1,21) col_link(1,5,I) -1
    zc(1,22) col_choice(1) 1
    zc(1,22) col_link(1,3,X) -1
    zc(1,22) col_link(1,7,X) -1
    zc(1,22) col_link(1,1,O) -1
    zc(1,22) col_link(1,2,O) -1
    zc(1,22) col_link(1,6,O) -1
    zc(1,22) col_link(1,4,I) -1
    zc(1,22) col_link(1,5,I) -1
    zc(1,23) col_choice(1) 1
    zc(1,23) col_link(1,2,X) -1
    zc(1,23) col_link(1,7,X) -1
    zc(1,23) col_link(1,1,O) -1
    zc(1,23) col_link(1,3,O) -1
    zc(1,23) col_link(1,6,O) -1
    zc(1,23) col_link(1,4,I) -1
    zc(1,23) col_link(1,5,I) -1
    zc(1,24) col_choice(1) 1
    zc(1,24) col_link(1,1,X) -1
    zc(1,24) col_link(1,7,X) -1
    zc(1,24) col_link(1,2,O) -1
    zc(1,24) col_link(1,3,O) -1
    zc(1,24) col_link(1,6,O) -1
    zc(1,24) col_link(1,4,I) -1
    zc(1,24) col_link(1,5,I) -1
    zc(1,25) col_choice(1) 1
    zc(1,25) col_link(1,5,X) -1
    zc(1,25) col_link(1,7,X) -1
    zc(1,25) col_link(1,1,O) -1
    zc(1,25) col_link(1,3,O) -1
    zc(1,25) col_link(1,4,O) -1
    zc(1,25) col_link(1,2,I) -1
    zc(1,25) col_link(1,6,I) -1
    zc(1,26) col_choice(1) 1
    zc(1,26) col_link(1,5,X) -1
    zc(1,26) col_link(1,7,X) -1
    zc(1,26) col_link(1,1,O) -1
    zc(1,26) col_link(1,2,O) -1
    zc(1,26) col_link(1,4,O) -1
    zc(1,26) col_link(1,3,I) -1
    zc(1,26) col_link(1,6,I) -1
    zc(1,27) col_choice(1) 1
    zc(1,27) col_link(1,4,X) -1
    zc(1,27) col_link(1,7,X) -1
    zc(1,27) col_link(1,2,O) -1
    zc(1,27) col_link(1,3,O) -1
    zc(1,27) col_link(1,5,O) -1
    zc(1,27) col_link(1,1,I) -1
    zc(1,27) col_link(1,6,I) -1
    zc(1,28) col_choice(1) 1
    zc(1,28) col_link(1,4,X) -1
    zc(1,28) col_link(1,7,X) -1
    zc(1,28) col_link(1,1,O) -1
    zc(1,28) col_link(1,3,O) -1
    zc(1,28) col_link(1,5,O) -1
    zc(1,28) col_link(1,2,I) -1
    zc(1,28) col_link(1,6,I) -1
    zc(1,29) col_choice(1) 1
    zc(1,29) col_link(1,4,X) -1
    zc(1,29) col_link(1,7,X) -1
    zc(1,29) col_link(1,1,O) -1
    zc(1,29) col_link(1,2,O) -1
    zc(1,29) col_link(1,5,O) -1
    zc(1,29) col_link(1,3,I) -1
    zc(1,29) col_link(1,6,I) -1
    zc(1,30) col_choice(1) 1
    zc(1,30) col_link(1,3,X) -1
    zc(1,30) col_link(1,7,X) -1
    zc(1,30) col_link(1,2,O) -1
    zc(1,30) col_link(1,4,O) -1
    zc(1,30) col_link(1,5,O) -1
    zc(1,30) col_link(1,1,I) -1
    zc(1,30) col_link(1,6,I) -1
    zc(1,31) col_choice(1) 1
    zc(1,31) col_link(1,3,X) -1
    zc(1,31) col_link(1,7,X) -1
    zc(1,31) col_link(1,1,O) -1
    zc(1,31) col_link(1,4,O) -1
    zc(1,31) col_link(1,5,O) -1
    zc(1,31) col_link(1,2,I) -1
    zc(1,31) col_link(1,6,I) -1
    zc(1,32) col_choice(1) 1
    zc(1,32) col_link(1,2,X) -1
    zc(1,32) col_link(1,7,X) -1
    zc(1,32) col_link(1,1,O) -1
    zc(1,32) col_link(1,4,O) -1
    zc(1,32) col_link(1,5,O) -1
    zc(1,32) col_link(1,3,I) -1
    zc(1,32) col_link(1,6,I) -1
    zc(1,33) col_choice(1) 1
    zc(1,33) col_link(1,1,X) -1
    zc(1,33) col_link(1,7,X) -1
    zc(1,33) col_link(1,2,O) -1
    zc(1,33) col_link(1,4,O) -1
    zc(1,33) col_link(1,5,O) -1
    zc(1,33) col_link(1,3,I) -1
    zc(1,33) col_link(1,6,I) -1
    zc(1,34) col_choice(1) 1
    zc(1,34) col_link(1,3,X) -1
    zc(1,34) col_link(1,7,X) -1
    zc(1,34) col_link(1,1,O) -1
    zc(1,34) col_link(1,2,O) -1
    zc(1,34) col_link(1,5,O) -1
    zc(1,34) col_link(1,4,I) -1
    zc(1,34) col_link(1,6,I) -1
    zc(1,35) col_choice(1) 1
    zc(1,35) col_link(1,2,X) -1
    zc(1,35) col_link(1,7,X) -1
    zc(1,35) col_link(1,1,O) -1
    zc(1,35) col_link(1,3,O) -1
    zc(1,35) col_link(1,5,O) -1
    zc(1,35) col_link(1,4,I) -1
    zc(1,35) col_link(1,6,I) -1
    zc(1,36) col_choice(1) 1
    zc(1,36) col_link(1,1,X) -1
    zc(1,36) col_link(1,7,X) -1
    zc(1,36) col_link(1,2,O) -1
    zc(1,36) col_link(1,3,O) -1
    zc(1,36) col_link(1,5,O) -1
    zc(1,36) col_link(1,4,I) -1
    zc(1,36) col_link(1,6,I) -1
    zc(1,37) col_choice(1) 1
    zc(1,37) col_link(1,3,X) -1
    zc(1,37) col_link(1,7,X) -1
    zc(1,37) col_link(1,1,O) -1
    zc(1,37) col_link(1,2,O) -1
    zc(1,37) col_link(1,4,O) -1
    zc(1,37) col_link(1,5,I) -1
    zc(1,37) col_link(1,6,I) -1
    zc(1,38) col_choice(1) 1
    zc(1,38) col_link(1,2,X) -1
    zc(1,38) col_link(1,7,X) -1
    zc(1,38) col_link(1,1,O) -1
    zc(1,38) col_link(1,3,O) -1
    zc(1,38) col_link(1,4,O) -1
    zc(1,38) col_link(1,5,I) -1
    zc(1,38) col_link(1,6,I) -1
    zc(1,39) col_choice(1) 1
    zc(1,39) col_link(1,5,X) -1
    zc(1,39) col_link(1,6,X) -1
    zc(1,39) col_link(1,2,O) -1
    zc(1,39) col_link(1,4,O) -1
    zc(1,39) col_link(1,7,O) -1
    zc(1,39) col_link(1,1,I) -1
    zc(1,39) col_link(1,3,I) -1
    zc(1,40) col_choice(1) 1
    zc(1,40) col_link(1,5,X) -1
    zc(1,40) col_link(1,6,X) -1
    zc(1,40) col_link(1,1,O) -1
    zc(1,40) col_link(1,4,O) -1
    zc(1,40) col_link(1,7,O) -1
    zc(1,40) col_link(1,2,I) -1
    zc(1,40) col_link(1,3,I) -1
    zc(1,41) col_choice(1) 1
    zc(1,41) col_link(1,5,X) -1
    zc(1,41) col_link(1,6,X) -1
    zc(1,41) col_link(1,2,O) -1
    zc(1,41) col_link(1,3,O) -1
    zc(1,41) col_link(1,7,O) -1
    zc(1,41) col_link(1,1,I) -1
    zc(1,41) col_link(1,4,I) -1
    zc(1,42) col_choice(1) 1
    zc(1,42) col_link(1,5,X) -1
    zc(1,42) col_link(1,6,X) -1
    zc(1,42) col_link(1,1,O) -1
    zc(1,42) col_link(1,3,O) -1
    zc(1,42) col_link(1,7,O) -1
    zc(1,42) col_link(1,2,I) -1
    zc(1,42) col_link(1,4,I) -1
    zc(1,43) col_choice(1) 1
    zc(1,43) col_link(1,5,X) -1
    zc(1,43) col_link(1,6,X) -1
    zc(1,43) col_link(1,1,O) -1
    zc(1,43) col_link(1,2,O) -1
    zc(1,43) col_link(1,7,O) -1
    zc(1,43) col_link(1,3,I) -1
    zc(1,43) col_link(1,4,I) -1
    zc(1,44) col_choice(1) 1
    zc(1,44) col_link(1,4,X) -1
    zc(1,44) col_link(1,6,X) -1
    zc(1,44) col_link(1,2,O) -1
    zc(1,44) col_link(1,5,O) -1
    zc(1,44) col_link(1,7,O) -1
    zc(1,44) col_link(1,1,I) -1
    zc(1,44) col_link(1,3,I) -1
    zc(1,45) col_choice(1) 1
    zc(1,45) col_link(1,4,X) -1
    zc(1,45) col_link(1,6,X) -1
    zc(1,45) col_link(1,1,O) -1
    zc(1,45) col_link(1,5,O) -1
    zc(1,45) col_link(1,7,O) -1
    zc(1,45) col_link(1,2,I) -1
    zc(1,45) col_link(1,3,I) -1
    zc(1,46) col_choice(1) 1
    zc(1,46) col_link(1,2,X) -1
    zc(1,46) col_link(1,6,X) -1
    zc(1,46) col_link(1,4,O) -1
    zc(1,46) col_link(1,5,O) -1
    zc(1,46) col_link(1,7,O) -1
    zc(1,46) col_link(1,1,I) -1
    zc(1,46) col_link(1,3,I) -1
    zc(1,47) col_choice(1) 1
    zc(1,47) col_link(1,1,X) -1
    zc(1,47) col_link(1,6,X) -1
    zc(1,47) col_link(1,4,O) -1
    zc(1,47) col_link(1,5,O) -1
    zc(1,47) col_link(1,7,O) -1
    zc(1,47) col_link(1,2,I) -1
    zc(1,47) col_link(1,3,I) -1
    zc(1,48) col_choice(1) 1
    zc(1,48) col_link(1,3,X) -1
    zc(1,48) col_link(1,6,X) -1
    zc(1,48) col_link(1,2,O) -1
    zc(1,48) col_link(1,5,O) -1
    zc(1,48) col_link(1,7,O) -1
    zc(1,48) col_link(1,1,I) -1
    zc(1,48) col_link(1,4,I) -1
    zc(1,49) col_choice(1) 1
    zc(1,49) col_link(1,3,X) -1
    zc(1,49) col_link(1,6,X) -1
    zc(1,49) col_link(1,1,O) -1
    zc(1,49) col_link(1,5,O) -1
    zc(1,49) col_link(1,7,O) -1
    zc(1,49) col_link(1,2,I) -1
    zc(1,49) col_link(1,4,I) -1
    zc(1,50) col_choice(1) 1
    zc(1,50) col_link(1,2,X) -1
    zc(1,50) col_link(1,6,X) -1
    zc(1,50) col_link(1,3,O) -1
    zc(1,50) col_link(1,5,O) -1
    zc(1,50) col_link(1,7,O) -1
    zc(1,50) col_link(1,1,I) -1
    zc(1,50) col_link(1,4,I) -1
    zc(1,51) col_choice(1) 1
    zc(1,51) col_link(1,1,X) -1
    zc(1,51) col_link(1,6,X) -1
    zc(1,51) col_link(1,3,O) -1
    zc(1,51) col_link(1,5,O) -1
    zc(1,51) col_link(1,7,O) -1
    zc(1,51) col_link(1,2,I) -1
    zc(1,51) col_link(1,4,I) -1
    zc(1,52) col_choice(1) 1
    zc(1,52) col_link(1,2,X) -1
    zc(1,52) col_link(1,6,X) -1
    zc(1,52) col_link(1,1,O) -1
    zc(1,52) col_link(1,5,O) -1
    zc(1,52) col_link(1,7,O) -1
    zc(1,52) col_link(1,3,I) -1
    zc(1,52) col_link(1,4,I) -1
    zc(1,53) col_choice(1) 1
    zc(1,53) col_link(1,1,X) -1
    zc(1,53) col_link(1,6,X) -1
    zc(1,53) col_link(1,2,O) -1
    zc(1,53) col_link(1,5,O) -1
    zc(1,53) col_link(1,7,O) -1
    zc(1,53) col_link(1,3,I) -1
    zc(1,53) col_link(1,4,I) -1
    zc(1,54) col_choice(1) 1
    zc(1,54) col_link(1,4,X) -1
    zc(1,54) col_link(1,6,X) -1
    zc(1,54) col_link(1,2,O) -1
    zc(1,54) col_link(1,3,O) -1
    zc(1,54) col_link(1,7,O) -1
    zc(1,54) col_link(1,1,I) -1
    zc(1,54) col_link(1,5,I) -1
    zc(1,55) col_choice(1) 1
    zc(1,55) col_link(1,4,X) -1
    zc(1,55) col_link(1,6,X) -1
    zc(1,55) col_link(1,1,O) -1
    zc(1,55) col_link(1,3,O) -1
    zc(1,55) col_link(1,7,O) -1
    zc(1,55) col_link(1,2,I) -1
    zc(1,55) col_link(1,5,I) -1
    zc(1,56) col_choice(1) 1
    zc(1,56) col_link(1,4,X) -1
    zc(1,56) col_link(1,6,X) -1
    zc(1,56) col_link(1,1,O) -1
    zc(1,56) col_link(1,2,O) -1
    zc(1,56) col_link(1,7,O) -1
    zc(1,56) col_link(1,3,I) -1
    zc(1,56) col_link(1,5,I) -1
    zc(1,57) col_choice(1) 1
    zc(1,57) col_link(1,3,X) -1
    zc(1,57) col_link(1,6,X) -1
    zc(1,57) col_link(1,2,O) -1
    zc(1,57) col_link(1,4,O) -1
    zc(1,57) col_link(1,7,O) -1
    zc(1,57) col_link(1,1,I) -1
    zc(1,57) col_link(1,5,I) -1
    zc(1,58) col_choice(1) 1
    zc(1,58) col_link(1,3,X) -1
    zc(1,58) col_link(1,6,X) -1
    zc(1,58) col_link(1,1,O) -1
    zc(1,58) col_link(1,4,O) -1
    zc(1,58) col_link(1,7,O) -1
    zc(1,58) col_link(1,2,I) -1
    zc(1,58) col_link(1,5,I) -1
    zc(1,59) col_choice(1) 1
    zc(1,59) col_link(1,2,X) -1
    zc(1,59) col_link(1,6,X) -1
    zc(1,59) col_link(1,3,O) -1
    zc(1,59) col_link(1,4,O) -1
    zc(1,59) col_link(1,7,O) -1
    zc(1,59) col_link(1,1,I) -1
    zc(1,59) col_link(1,5,I) -1
    zc(1,60) col_choice(1) 1
    zc(1,60) col_link(1,1,X) -1
    zc(1,60) col_link(1,6,X) -1
    zc(1,60) col_link(1,3,O) -1
    zc(1,60) col_link(1,4,O) -1
    zc(1,60) col_link(1,7,O) -1
    zc(1,60) col_link(1,2,I) -1
    zc(1,60) col_link(1,5,I) -1
    zc(1,61) col_choice(1) 1
    zc(1,61) col_link(1,2,X) -1
    zc(1,61) col_link(1,6,X) -1
    zc(1,61) col_link(1,1,O) -1
    zc(1,61) col_link(1,4,O) -1
    zc(1,61) col_link(1,7,O) -1
    zc(1,61) col_link(1,3,I) -1
    zc(1,61) col_link(1,5,I) -1
    zc(1,62) col_choice(1) 1
    zc(1,62) col_link(1,1,X) -1
    zc(1,62) col_link(1,6,X) -1
    zc(1,62) col_link(1,2,O) -1
    zc(1,62) col_link(1,4,O) -1
    zc(1,62) col_link(1,7,O) -1
    zc(1,62) col_link(1,3,I) -1
    zc(1,62) col_link(1,5,I) -1
    zc(1,63) col_choice(1) 1
    zc(1,63) col_link(1,3,X) -1
    zc(1,63) col_link(1,6,X) -1
    zc(1,63) col_link(1,1,O) -1
    zc(1,63) col_link(1,2,O) -1
    zc(1,63) col_link(1,7,O) -1
    zc(1,63) col_link(1,4,I) -1
    zc(1,63) col_link(1,5,I) -1
    zc(1,64) col_choice(1) 1
    zc(1,64) col_link(1,2,X) -1
    zc(1,64) col_link(1,6,X) -1
    zc(1,64) col_link(1,1,O) -1
    zc(1,64) col_link(1,3,O) -1
    zc(1,64) col_link(1,7,O) -1
    zc(1,64) col_link(1,4,I) -1
    zc(1,64) col_link(1,5,I) -1
    zc(1,65) col_choice(1) 1
    zc(1,65) col_link(1,1,X) -1
    zc(1,65) col_link(1,6,X) -1
    zc(1,65) col_link(1,2,O) -1
    zc(1,65) col_link(1,3,O) -1
    zc(1,65) col_link(1,7,O) -1
    zc(1,65) col_link(1,4,I) -1
    zc(1,65) col_link(1,5,I) -1
    zc(1,66) col_choice(1) 1
    zc(1,66) col_link(1,4,X) -1
    zc(1,66) col_link(1,5,X) -1
    zc(1,66) col_link(1,2,O) -1
    zc(1,66) col_link(1,6,O) -1
    zc(1,66) col_link(1,7,O) -1
    zc(1,66) col_link(1,1,I) -1
    zc(1,66) col_link(1,3,I) -1
    zc(1,67) col_choice(1) 1
    zc(1,67) col_link(1,4,X) -1
    zc(1,67) col_link(1,5,X) -1
    zc(1,67) col_link(1,1,O) -1
    zc(1,67) col_link(1,6,O) -1
    zc(1,67) col_link(1,7,O) -1
    zc(1,67) col_link(1,2,I) -1
    zc(1,67) col_link(1,3,I) -1
    zc(1,68) col_choice(1) 1
    zc(1,68) col_link(1,2,X) -1
    zc(1,68) col_link(1,5,X) -1
    zc(1,68) col_link(1,4,O) -1
    zc(1,68) col_link(1,6,O) -1
    zc(1,68) col_link(1,7,O) -1
    zc(1,68) col_link(1,1,I) -1
    zc(1,68) col_link(1,3,I) -1
    zc(1,69) col_choice(1) 1
    zc(1,69) col_link(1,1,X) -1
    zc(1,69) col_link(1,5,X) -1
    zc(1,69) col_link(1,4,O) -1
    zc(1,69) col_link(1,6,O) -1
    zc(1,69) col_link(1,7,O) -1
    zc(1,69) col_link(1,2,I) -1
    zc(1,69) col_link(1,3,I) -1
    zc(1,70) col_choice(1) 1
    zc(1,70) col_link(1,3,X) -1
    zc(1,70) col_link(1,5,X) -1
    zc(1,70) col_link(1,2,O) -1
    zc(1,70) col_link(1,6,O) -1
    zc(1,70) col_link(1,7,O) -1
    zc(1,70) col_link(1,1,I) -1
    zc(1,70) col_link(1,4,I) -1
    zc(1,71) col_choice(1) 1
    zc(1,71) col_link(1,3,X) -1
    zc(1,71) col_link(1,5,X) -1
    zc(1,71) col_link(1,1,O) -1
    zc(1,71) col_link(1,6,O) -1
    zc(1,71) col_link(1,7,O) -1
    zc(1,71) col_link(1,2,I) -1
    zc(1,71) col_link(1,4,I) -1
    zc(1,72) col_choice(1) 1
    zc(1,72) col_link(1,2,X) -1
    zc(1,72) col_link(1,5,X) -1
    zc(1,72) col_link(1,3,O) -1
    zc(1,72) col_link(1,6,O) -1
    zc(1,72) col_link(1,7,O) -1
    zc(1,72) col_link(1,1,I) -1
    zc(1,72) col_link(1,4,I) -1
    zc(1,73) col_choice(1) 1
    zc(1,73) col_link(1,1,X) -1
    zc(1,73) col_link(1,5,X) -1
    zc(1,73) col_link(1,3,O) -1
    zc(1,73) col_link(1,6,O) -1
    zc(1,73) col_link(1,7,O) -1
    zc(1,73) col_link(1,2,I) -1
    zc(1,73) col_link(1,4,I) -1
    zc(1,74) col_choice(1) 1
    zc(1,74) col_link(1,2,X) -1
    zc(1,74) col_link(1,5,X) -1
    zc(1,74) col_link(1,1,O) -1
    zc(1,74) col_link(1,6,O) -1
    zc(1,74) col_link(1,7,O) -1
    zc(1,74) col_link(1,3,I) -1
    zc(1,74) col_link(1,4,I) -1
    zc(1,75) col_choice(1) 1
    zc(1,75) col_link(1,1,X) -1
    zc(1,75) col_link(1,5,X) -1
    zc(1,75) col_link(1,2,O) -1
    zc(1,75) col_link(1,6,O) -1
    zc(1,75) col_link(1,7,O) -1
    zc(1,75) col_link(1,3,I) -1
    zc(1,75) col_link(1,4,I) -1
    zc(1,76) col_choice(1) 1
    zc(1,76) col_link(1,3,X) -1
    zc(1,76) col_link(1,4,X) -1
    zc(1,76) col_link(1,2,O) -1
    zc(1,76) col_link(1,6,O) -1
    zc(1,76) col_link(1,7,O) -1
    zc(1,76) col_link(1,1,I) -1
    zc(1,76) col_link(1,5,I) -1
    zc(1,77) col_choice(1) 1
    zc(1,77) col_link(1,3,X) -1
    zc(1,77) col_link(1,4,X) -1
    zc(1,77) col_link(1,1,O) -1
    zc(1,77) col_link(1,6,O) -1
    zc(1,77) col_link(1,7,O) -1
    zc(1,77) col_link(1,2,I) -1
    zc(1,77) col_link(1,5,I) -1
    zc(1,78) col_choice(1) 1
    zc(1,78) col_link(1,2,X) -1
    zc(1,78) col_link(1,4,X) -1
    zc(1,78) col_link(1,3,O) -1
    zc(1,78) col_link(1,6,O) -1
    zc(1,78) col_link(1,7,O) -1
    zc(1,78) col_link(1,1,I) -1
    zc(1,78) col_link(1,5,I) -1
    zc(1,79) col_choice(1) 1
    zc(1,79) col_link(1,1,X) -1
    zc(1,79) col_link(1,4,X) -1
    zc(1,79) col_link(1,3,O) -1
    zc(1,79) col_link(1,6,O) -1
    zc(1,79) col_link(1,7,O) -1
    zc(1,79) col_link(1,2,I) -1
    zc(1,79) col_link(1,5,I) -1
    zc(1,80) col_choice(1) 1
    zc(1,80) col_link(1,2,X) -1
    zc(1,80) col_link(1,4,X) -1
    zc(1,80) col_link(1,1,O) -1
    zc(1,80) col_link(1,6,O) -1
    zc(1,80) col_link(1,7,O) -1
    zc(1,80) col_link(1,3,I) -1
    zc(1,80) col_link(1,5,I) -1
    zc(1,81) col_choice(1) 1
    zc(1,81) col_link(1,1,X) -1
    zc(1,81) col_link(1,4,X) -1
    zc(1,81) col_link(1,2,O) -1
    zc(1,81) col_link(1,6,O) -1
    zc(1,81) col_link(1,7,O) -1
    zc(1,81) col_link(1,3,I) -1
    zc(1,81) col_link(1,5,I) -1
    zc(1,82) col_choice(1) 1
    zc(1,82) col_link(1,2,X) -1
    zc(1,82) col_link(1,3,X) -1
    zc(1,82) col_link(1,4,O) -1
    zc(1,82) col_link(1,6,O) -1
    zc(1,82) col_link(1,7,O) -1
    zc(1,82) col_link(1,1,I) -1
    zc(1,82) col_link(1,5,I) -1
    zc(1,83) col_choice(1) 1
    zc(1,83) col_link(1,1,X) -1
    zc(1,83) col_link(1,3,X) -1
    zc(1,83) col_link(1,4,O) -1
    zc(1,83) col_link(1,6,O) -1
    zc(1,83) col_link(1,7,O) -1
    zc(1,83) col_link(1,2,I) -1
    zc(1,83) col_link(1,5,I) -1
    zc(1,84) col_choice(1) 1
    zc(1,84) col_link(1,1,X) -1
    zc(1,84) col_link(1,2,X) -1
    zc(1,84) col_link(1,4,O) -1
    zc(1,84) col_link(1,6,O) -1
    zc(1,84) col_link(1,7,O) -1
    zc(1,84) col_link(1,3,I) -1
    zc(1,84) col_link(1,5,I) -1
    zc(1,85) col_choice(1) 1
    zc(1,85) col_link(1,2,X) -1
    zc(1,85) col_link(1,3,X) -1
    zc(1,85) col_link(1,1,O) -1
    zc(1,85) col_link(1,6,O) -1
    zc(1,85) col_link(1,7,O) -1
    zc(1,85) col_link(1,4,I) -1
    zc(1,85) col_link(1,5,I) -1
    zc(1,86) col_choice(1) 1
    zc(1,86) col_link(1,1,X) -1
    zc(1,86) col_link(1,3,X) -1
    zc(1,86) col_link(1,2,O) -1
    zc(1,86) col_link(1,6,O) -1
    zc(1,86) col_link(1,7,O) -1
    zc(1,86) col_link(1,4,I) -1
    zc(1,86) col_link(1,5,I) -1
    zc(1,87) col_choice(1) 1
    zc(1,87) col_link(1,1,X) -1
    zc(1,87) col_link(1,2,X) -1
    zc(1,87) col_link(1,3,O) -1
    zc(1,87) col_link(1,6,O) -1
    zc(1,87) col_link(1,7,O) -1
    zc(1,87) col_link(1,4,I) -1
    zc(1,87) col_link(1,5,I) -1
    zc(1,88) col_choice(1) 1
    zc(1,88) col_link(1,4,X) -1
    zc(1,88) col_link(1,5,X) -1
    zc(1,88) col_link(1,2,O) -1
    zc(1,88) col_link(1,3,O) -1
    zc(1,88) col_link(1,7,O) -1
    zc(1,88) col_link(1,1,I) -1
    zc(1,88) col_link(1,6,I) -1
    zc(1,89) col_choice(1) 1
    zc(1,89) col_link(1,4,X) -1
    zc(1,89) col_link(1,5,X) -1
    zc(1,89) col_link(1,1,O) -1
    zc(1,89) col_link(1,3,O) -1
    zc(1,89) col_link(1,7,O) -1
    zc(1,89) col_link(1,2,I) -1
    zc(1,89) col_link(1,6,I) -1
    zc(1,90) col_choice(1) 1
    zc(1,90) col_link(1,4,X) -1
    zc(1,90) col_link(1,5,X) -1
    zc(1,90) col_link(1,1,O) -1
    zc(1,90) col_link(1,2,O) -1
    zc(1,90) col_link(1,7,O) -1
    zc(1,90) col_link(1,3,I) -1
    zc(1,90) col_link(1,6,I) -1
    zc(1,91) col_choice(1) 1
    zc(1,91) col_link(1,3,X) -1
    zc(1,91) col_link(1,5,X) -1
    zc(1,91) col_link(1,2,O) -1
    zc(1,91) col_link(1,4,O) -1
    zc(1,91) col_link(1,7,O) -1
    zc(1,91) col_link(1,1,I) -1
    zc(1,91) col_link(1,6,I) -1
    zc(1,92) col_choice(1) 1
    zc(1,92) col_link(1,3,X) -1
    zc(1,92) col_link(1,5,X) -1
    zc(1,92) col_link(1,1,O) -1
    zc(1,92) col_link(1,4,O) -1
    zc(1,92) col_link(1,7,O) -1
    zc(1,92) col_link(1,2,I) -1
    zc(1,92) col_link(1,6,I) -1
    zc(1,93) col_choice(1) 1
    zc(1,93) col_link(1,2,X) -1
    zc(1,93) col_link(1,5,X) -1
    zc(1,93) col_link(1,3,O) -1
    zc(1,93) col_link(1,4,O) -1
    zc(1,93) col_link(1,7,O) -1
    zc(1,93) col_link(1,1,I) -1
    zc(1,93) col_link(1,6,I) -1
    zc(1,94) col_choice(1) 1
    zc(1,94) col_link(1,1,X) -1
    zc(1,94) col_link(1,5,X) -1
    zc(1,94) col_link(1,3,O) -1
    zc(1,94) col_link(1,4,O) -1
    zc(1,94) col_link(1,7,O) -1
    zc(1,94) col_link(1,2,I) -1
    zc(1,94) col_link(1,6,I) -1
    zc(1,95) col_choice(1) 1
    zc(1,95) col_link(1,2,X) -1
    zc(1,95) col_link(1,5,X) -1
    zc(1,95) col_link(1,1,O) -1
    zc(1,95) col_link(1,4,O) -1
    zc(1,95) col_link(1,7,O) -1
    zc(1,95) col_link(1,3,I) -1
    zc(1,95) col_link(1,6,I) -1
    zc(1,96) col_choice(1) 1
    zc(1,96) col_link(1,1,X) -1
    zc(1,96) col_link(1,5,X) -1
    zc(1,96) col_link(1,2,O) -1
    zc(1,96) col_link(1,4,O) -1
    zc(1,96) col_link(1,7,O) -1
    zc(1,96) col_link(1,3,I) -1
    zc(1,96) col_link(1,6,I) -1
    zc(1,97) col_choice(1) 1
    zc(1,97) col_link(1,3,X) -1
    zc(1,97) col_link(1,5,X) -1
    zc(1,97) col_link(1,1,O) -1
    zc(1,97) col_link(1,2,O) -1
    zc(1,97) col_link(1,7,O) -1
    zc(1,97) col_link(1,4,I) -1
    zc(1,97) col_link(1,6,I) -1
    zc(1,98) col_choice(1) 1
    zc(1,98) col_link(1,2,X) -1
    zc(1,98) col_link(1,5,X) -1
    zc(1,98) col_link(1,1,O) -1
    zc(1,98) col_link(1,3,O) -1
    zc(1,98) col_link(1,7,O) -1
    zc(1,98) col_link(1,4,I) -1
    zc(1,98) col_link(1,6,I) -1
    zc(1,99) col_choice(1) 1
    zc(1,99) col_link(1,1,X) -1
    zc(1,99) col_link(1,5,X) -1
    zc(1,99) col_link(1,2,O) -1
    zc(1,99) col_link(1,3,O) -1
    zc(1,99) col_link(1,7,O) -1
    zc(1,99) col_link(1,4,I) -1
    zc(1,99) col_link(1,6,I) -1
    zc(1,100) col_choice(1) 1
    zc(1,100) col_link(1,3,X) -1
    zc(1,100) col_link(1,4,X) -1
    zc(1,100) col_link(1,2,O) -1
    zc(1,100) col_link(1,5,O) -1
    zc(1,100) col_link(1,7,O) -1
    zc(1,100) col_link(1,1,I) -1
    zc(1,100) col_link(1,6,I) -1
    zc(1,101) col_choice(1) 1
    zc(1,101) col_link(1,3,X) -1
    zc(1,101) col_link(1,4,X) -1
    zc(1,101) col_link(1,1,O) -1
    zc(1,101) col_link(1,5,O) -1
    zc(1,101) col_link(1,7,O) -1
    zc(1,101) col_link(1,2,I) -1
    zc(1,101) col_link(1,6,I) -1
    zc(1,102) col_choice(1) 1
    zc(1,102) col_link(1,2,X) -1
    zc(1,102) col_link(1,4,X) -1
    zc(1,102) col_link(1,3,O) -1
    zc(1,102) col_link(1,5,O) -1
    zc(1,102) col_link(1,7,O) -1
    zc(1,102) col_link(1,1,I) -1
    zc(1,102) col_link(1,6,I) -1
    zc(1,103) col_choice(1) 1
    zc(1,103) col_link(1,1,X) -1
    zc(1,103) col_link(1,4,X) -1
    zc(1,103) col_link(1,3,O) -1
    zc(1,103) col_link(1,5,O) -1
    zc(1,103) col_link(1,7,O) -1
    zc(1,103) col_link(1,2,I) -1
    zc(1,103) col_link(1,6,I) -1
    zc(1,104) col_choice(1) 1
    zc(1,104) col_link(1,2,X) -1
    zc(1,104) col_link(1,4,X) -1
    zc(1,104) col_link(1,1,O) -1
    zc(1,104) col_link(1,5,O) -1
    zc(1,104) col_link(1,7,O) -1
    zc(1,104) col_link(1,3,I) -1
    zc(1,104) col_link(1,6,I) -1
    zc(1,105) col_choice(1) 1
    zc(1,105) col_link(1,1,X) -1
    zc(1,105) col_link(1,4,X) -1
    zc(1,105) col_link(1,2,O) -1
    zc(1,105) col_link(1,5,O) -1
    zc(1,105) col_link(1,7,O) -1
    zc(1,105) col_link(1,3,I) -1
    zc(1,105) col_link(1,6,I) -1
    zc(1,106) col_choice(1) 1
    zc(1,106) col_link(1,2,X) -1
    zc(1,106) col_link(1,3,X) -1
    zc(1,106) col_link(1,4,O) -1
    zc(1,106) col_link(1,5,O) -1
    zc(1,106) col_link(1,7,O) -1
    zc(1,106) col_link(1,1,I) -1
    zc(1,106) col_link(1,6,I) -1
    zc(1,107) col_choice(1) 1
    zc(1,107) col_link(1,1,X) -1
    zc(1,107) col_link(1,3,X) -1
    zc(1,107) col_link(1,4,O) -1
    zc(1,107) col_link(1,5,O) -1
    zc(1,107) col_link(1,7,O) -1
    zc(1,107) col_link(1,2,I) -1
    zc(1,107) col_link(1,6,I) -1
    zc(1,108) col_choice(1) 1
    zc(1,108) col_link(1,1,X) -1
    zc(1,108) col_link(1,2,X) -1
    zc(1,108) col_link(1,4,O) -1
    zc(1,108) col_link(1,5,O) -1
    zc(1,108) col_link(1,7,O) -1
    zc(1,108) col_link(1,3,I) -1
    zc(1,108) col_link(1,6,I) -1
    zc(1,109) col_choice(1) 1
    zc(1,109) col_link(1,2,X) -1
    zc(1,109) col_link(1,3,X) -1
    zc(1,109) col_link(1,1,O) -1
    zc(1,109) col_link(1,5,O) -1
    zc(1,109) col_link(1,7,O) -1
    zc(1,109) col_link(1,4,I) -1
    zc(1,109) col_link(1,6,I) -1
    zc(1,110) col_choice(1) 1
    zc(1,110) col_link(1,1,X) -1
    zc(1,110) col_link(1,3,X) -1
    zc(1,110) col_link(1,2,O) -1
    zc(1,110) col_link(1,5,O) -1
    zc(1,110) col_link(1,7,O) -1
    zc(1,110) col_link(1,4,I) -1
    zc(1,110) col_link(1,6,I) -1
    zc(1,111) col_choice(1) 1
    zc(1,111) col_link(1,1,X) -1
    zc(1,111) col_link(1,2,X) -1
    zc(1,111) col_link(1,3,O) -1
    zc(1,111) col_link(1,5,O) -1
    zc(1,111) col_link(1,7,O) -1
    zc(1,111) col_link(1,4,I) -1
    zc(1,111) col_link(1,6,I) -1
    zc(1,112) col_choice(1) 1
    zc(1,112) col_link(1,3,X) -1
    zc(1,112) col_link(1,4,X) -1
    zc(1,112) col_link(1,1,O) -1
    zc(1,112) col_link(1,2,O) -1
    zc(1,112) col_link(1,7,O) -1
    zc(1,112) col_link(1,5,I) -1
    zc(1,112) col_link(1,6,I) -1
    zc(1,113) col_choice(1) 1
    zc(1,113) col_link(1,2,X) -1
    zc(1,113) col_link(1,4,X) -1
    zc(1,113) col_link(1,1,O) -1
    zc(1,113) col_link(1,3,O) -1
    zc(1,113) col_link(1,7,O) -1
    zc(1,113) col_link(1,5,I) -1
    zc(1,113) col_link(1,6,I) -1
    zc(1,114) col_choice(1) 1
    zc(1,114) col_link(1,1,X) -1
    zc(1,114) col_link(1,4,X) -1
    zc(1,114) col_link(1,2,O) -1
    zc(1,114) col_link(1,3,O) -1
    zc(1,114) col_link(1,7,O) -1
    zc(1,114) col_link(1,5,I) -1
    zc(1,114) col_link(1,6,I) -1
    zc(1,115) col_choice(1) 1
    zc(1,115) col_link(1,2,X) -1
    zc(1,115) col_link(1,3,X) -1
    zc(1,115) col_link(1,1,O) -1
    zc(1,115) col_link(1,4,O) -1
    zc(1,115) col_link(1,7,O) -1
    zc(1,115) col_link(1,5,I) -1
    zc(1,115) col_link(1,6,I) -1
    zc(1,116) col_choice(1) 1
    zc(1,116) col_link(1,1,X) -1
    zc(1,116) col_link(1,3,X) -1
    zc(1,116) col_link(1,2,O) -1
    zc(1,116) col_link(1,4,O) -1
    zc(1,116) col_link(1,7,O) -1
    zc(1,116) col_link(1,5,I) -1
    zc(1,116) col_link(1,6,I) -1
    zc(1,117) col_choice(1) 1
    zc(1,117) col_link(1,1,X) -1
    zc(1,117) col_link(1,2,X) -1
    zc(1,117) col_link(1,3,O) -1
    zc(1,117) col_link(1,4,O) -1
    zc(1,117) col_link(1,7,O) -1
    zc(1,117) col_link(1,5,I) -1
    zc(1,117) col_link(1,6,I) -1
    zc(1,118) col_choice(1) 1
    zc(1,118) col_link(1,5,X) -1
    zc(1,118) col_link(1,6,X) -1
    zc(1,118) col_link(1,1,O) -1
    zc(1,118) col_link(1,3,O) -1
    zc(1,118) col_link(1,4,O) -1
    zc(1,118) col_link(1,2,I) -1
    zc(1,118) col_link(1,7,I) -1
    zc(1,119) col_choice(1) 1
    zc(1,119) col_link(1,5,X) -1
    zc(1,119) col_link(1,6,X) -1
    zc(1,119) col_link(1,1,O) -1
    zc(1,119) col_link(1,2,O) -1
    zc(1,119) col_link(1,4,O) -1
    zc(1,119) col_link(1,3,I) -1
    zc(1,119) col_link(1,7,I) -1
    zc(1,120) col_choice(1) 1
    zc(1,120) col_link(1,4,X) -1
    zc(1,120) col_link(1,6,X) -1
    zc(1,120) col_link(1,2,O) -1
    zc(1,120) col_link(1,3,O) -1
    zc(1,120) col_link(1,5,O) -1
    zc(1,120) col_link(1,1,I) -1
    zc(1,120) col_link(1,7,I) -1
    zc(1,121) col_choice(1) 1
    zc(1,121) col_link(1,4,X) -1
    zc(1,121) col_link(1,6,X) -1
    zc(1,121) col_link(1,1,O) -1
    zc(1,121) col_link(1,3,O) -1
    zc(1,121) col_link(1,5,O) -1
    zc(1,121) col_link(1,2,I) -1
    zc(1,121) col_link(1,7,I) -1
    zc(1,122) col_choice(1) 1
    zc(1,122) col_link(1,4,X) -1
    zc(1,122) col_link(1,6,X) -1
    zc(1,122) col_link(1,1,O) -1
    zc(1,122) col_link(1,2,O) -1
    zc(1,122) col_link(1,5,O) -1
    zc(1,122) col_link(1,3,I) -1
    zc(1,122) col_link(1,7,I) -1
    zc(1,123) col_choice(1) 1
    zc(1,123) col_link(1,3,X) -1
    zc(1,123) col_link(1,6,X) -1
    zc(1,123) col_link(1,2,O) -1
    zc(1,123) col_link(1,4,O) -1
    zc(1,123) col_link(1,5,O) -1
    zc(1,123) col_link(1,1,I) -1
    zc(1,123) col_link(1,7,I) -1
    zc(1,124) col_choice(1) 1
    zc(1,124) col_link(1,3,X) -1
    zc(1,124) col_link(1,6,X) -1
    zc(1,124) col_link(1,1,O) -1
    zc(1,124) col_link(1,4,O) -1
    zc(1,124) col_link(1,5,O) -1
    zc(1,124) col_link(1,2,I) -1
    zc(1,124) col_link(1,7,I) -1
    zc(1,125) col_choice(1) 1
    zc(1,125) col_link(1,2,X) -1
    zc(1,125) col_link(1,6,X) -1
    zc(1,125) col_link(1,1,O) -1
    zc(1,125) col_link(1,4,O) -1
    zc(1,125) col_link(1,5,O) -1
    zc(1,125) col_link(1,3,I) -1
    zc(1,125) col_link(1,7,I) -1
    zc(1,126) col_choice(1) 1
    zc(1,126) col_link(1,1,X) -1
    zc(1,126) col_link(1,6,X) -1
    zc(1,126) col_link(1,2,O) -1
    zc(1,126) col_link(1,4,O) -1
    zc(1,126) col_link(1,5,O) -1
    zc(1,126) col_link(1,3,I) -1
    zc(1,126) col_link(1,7,I) -1
    zc(1,127) col_choice(1) 1
    zc(1,127) col_link(1,3,X) -1
    zc(1,127) col_link(1,6,X) -1
    zc(1,127) col_link(1,1,O) -1
    zc(1,127) col_link(1,2,O) -1
    zc(1,127) col_link(1,5,O) -1
    zc(1,127) col_link(1,4,I) -1
    zc(1,127) col_link(1,7,I) -1
    zc(1,128) col_choice(1) 1
    zc(1,128) col_link(1,2,X) -1
    zc(1,128) col_link(1,6,X) -1
    zc(1,128) col_link(1,1,O) -1
    zc(1,128) col_link(1,3,O) -1
    zc(1,128) col_link(1,5,O) -1
    zc(1,128) col_link(1,4,I) -1
    zc(1,128) col_link(1,7,I) -1
    zc(1,129) col_choice(1) 1
    zc(1,129) col_link(1,1,X) -1
    zc(1,129) col_link(1,6,X) -1
    zc(1,129) col_link(1,2,O) -1
    zc(1,129) col_link(1,3,O) -1
    zc(1,129) col_link(1,5,O) -1
    zc(1,129) col_link(1,4,I) -1
    zc(1,129) col_link(1,7,I) -1
    zc(1,130) col_choice(1) 1
    zc(1,130) col_link(1,3,X) -1
    zc(1,130) col_link(1,6,X) -1
    zc(1,130) col_link(1,1,O) -1
    zc(1,130) col_link(1,2,O) -1
    zc(1,130) col_link(1,4,O) -1
    zc(1,130) col_link(1,5,I) -1
    zc(1,130) col_link(1,7,I) -1
    zc(1,131) col_choice(1) 1
    zc(1,131) col_link(1,2,X) -1
    zc(1,131) col_link(1,6,X) -1
    zc(1,131) col_link(1,1,O) -1
    zc(1,131) col_link(1,3,O) -1
    zc(1,131) col_link(1,4,O) -1
    zc(1,131) col_link(1,5,I) -1
    zc(1,131) col_link(1,7,I) -1
    zc(1,132) col_choice(1) 1
    zc(1,132) col_link(1,4,X) -1
    zc(1,132) col_link(1,5,X) -1
    zc(1,132) col_link(1,2,O) -1
    zc(1,132) col_link(1,3,O) -1
    zc(1,132) col_link(1,6,O) -1
    zc(1,132) col_link(1,1,I) -1
    zc(1,132) col_link(1,7,I) -1
    zc(1,133) col_choice(1) 1
    zc(1,133) col_link(1,4,X) -1
    zc(1,133) col_link(1,5,X) -1
    zc(1,133) col_link(1,1,O) -1
    zc(1,133) col_link(1,3,O) -1
    zc(1,133) col_link(1,6,O) -1
    zc(1,133) col_link(1,2,I) -1
    zc(1,133) col_link(1,7,I) -1
    zc(1,134) col_choice(1) 1
    zc(1,134) col_link(1,4,X) -1
    zc(1,134) col_link(1,5,X) -1
    zc(1,134) col_link(1,1,O) -1
    zc(1,134) col_link(1,2,O) -1
    zc(1,134) col_link(1,6,O) -1
    zc(1,134) col_link(1,3,I) -1
    zc(1,134) col_link(1,7,I) -1
    zc(1,135) col_choice(1) 1
    zc(1,135) col_link(1,3,X) -1
    zc(1,135) col_link(1,5,X) -1
    zc(1,135) col_link(1,2,O) -1
    zc(1,135) col_link(1,4,O) -1
    zc(1,135) col_link(1,6,O) -1
    zc(1,135) col_link(1,1,I) -1
    zc(1,135) col_link(1,7,I) -1
    zc(1,136) col_choice(1) 1
    zc(1,136) col_link(1,3,X) -1
    zc(1,136) col_link(1,5,X) -1
    zc(1,136) col_link(1,1,O) -1
    zc(1,136) col_link(1,4,O) -1
    zc(1,136) col_link(1,6,O) -1
    zc(1,136) col_link(1,2,I) -1
    zc(1,136) col_link(1,7,I) -1
    zc(1,137) col_choice(1) 1
    zc(1,137) col_link(1,2,X) -1
    zc(1,137) col_link(1,5,X) -1
    zc(1,137) col_link(1,3,O) -1
    zc(1,137) col_link(1,4,O) -1
    zc(1,137) col_link(1,6,O) -1
    zc(1,137) col_link(1,1,I) -1
    zc(1,137) col_link(1,7,I) -1
    zc(1,138) col_choice(1) 1
    zc(1,138) col_link(1,1,X) -1
    zc(1,138) col_link(1,5,X) -1
    zc(1,138) col_link(1,3,O) -1
    zc(1,138) col_link(1,4,O) -1
    zc(1,138) col_link(1,6,O) -1
    zc(1,138) col_link(1,2,I) -1
    zc(1,138) col_link(1,7,I) -1
    zc(1,139) col_choice(1) 1
    zc(1,139) col_link(1,2,X) -1
    zc(1,139) col_link(1,5,X) -1
    zc(1,139) col_link(1,1,O) -1
    zc(1,139) col_link(1,4,O) -1
    zc(1,139) col_link(1,6,O) -1
    zc(1,139) col_link(1,3,I) -1
    zc(1,139) col_link(1,7,I) -1
    zc(1,140) col_choice(1) 1
    zc(1,140) col_link(1,1,X) -1
    zc(1,140) col_link(1,5,X) -1
    zc(1,140) col_link(1,2,O) -1
    zc(1,140) col_link(1,4,O) -1
    zc(1,140) col_link(1,6,O) -1
    zc(1,140) col_link(1,3,I) -1
    zc(1,140) col_link(1,7,I) -1
    zc(1,141) col_choice(1) 1
    zc(1,141) col_link(1,3,X) -1
    zc(1,141) col_link(1,5,X) -1
    zc(1,141) col_link(1,1,O) -1
    zc(1,141) col_link(1,2,O) -1
    zc(1,141) col_link(1,6,O) -1
    zc(1,141) col_link(1,4,I) -1
    zc(1,141) col_link(1,7,I) -1
    zc(1,142) col_choice(1) 1
    zc(1,142) col_link(1,2,X) -1
    zc(1,142) col_link(1,5,X) -1
    zc(1,142) col_link(1,1,O) -1
    zc(1,142) col_link(1,3,O) -1
    zc(1,142) col_link(1,6,O) -1
    zc(1,142) col_link(1,4,I) -1
    zc(1,142) col_link(1,7,I) -1
    zc(1,143) col_choice(1) 1
    zc(1,143) col_link(1,1,X) -1
    zc(1,143) col_link(1,5,X) -1
    zc(1,143) col_link(1,2,O) -1
    zc(1,143) col_link(1,3,O) -1
    zc(1,143) col_link(1,6,O) -1
    zc(1,143) col_link(1,4,I) -1
    zc(1,143) col_link(1,7,I) -1
    zc(1,144) col_choice(1) 1
    zc(1,144) col_link(1,3,X) -1
    zc(1,144) col_link(1,4,X) -1
    zc(1,144) col_link(1,2,O) -1
    zc(1,144) col_link(1,5,O) -1
    zc(1,144) col_link(1,6,O) -1
    zc(1,144) col_link(1,1,I) -1
    zc(1,144) col_link(1,7,I) -1
    zc(1,145) col_choice(1) 1
    zc(1,145) col_link(1,3,X) -1
    zc(1,145) col_link(1,4,X) -1
    zc(1,145) col_link(1,1,O) -1
    zc(1,145) col_link(1,5,O) -1
    zc(1,145) col_link(1,6,O) -1
    zc(1,145) col_link(1,2,I) -1
    zc(1,145) col_link(1,7,I) -1
    zc(1,146) col_choice(1) 1
    zc(1,146) col_link(1,2,X) -1
    zc(1,146) col_link(1,4,X) -1
    zc(1,146) col_link(1,3,O) -1
    zc(1,146) col_link(1,5,O) -1
    zc(1,146) col_link(1,6,O) -1
    zc(1,146) col_link(1,1,I) -1
    zc(1,146) col_link(1,7,I) -1
    zc(1,147) col_choice(1) 1
    zc(1,147) col_link(1,1,X) -1
    zc(1,147) col_link(1,4,X) -1
    zc(1,147) col_link(1,3,O) -1
    zc(1,147) col_link(1,5,O) -1
    zc(1,147) col_link(1,6,O) -1
    zc(1,147) col_link(1,2,I) -1
    zc(1,147) col_link(1,7,I) -1
    zc(1,148) col_choice(1) 1
    zc(1,148) col_link(1,2,X) -1
    zc(1,148) col_link(1,4,X) -1
    zc(1,148) col_link(1,1,O) -1
    zc(1,148) col_link(1,5,O) -1
    zc(1,148) col_link(1,6,O) -1
    zc(1,148) col_link(1,3,I) -1
    zc(1,148) col_link(1,7,I) -1
    zc(1,149) col_choice(1) 1
    zc(1,149) col_link(1,1,X) -1
    zc(1,149) col_link(1,4,X) -1
    zc(1,149) col_link(1,2,O) -1
    zc(1,149) col_link(1,5,O) -1
    zc(1,149) col_link(1,6,O) -1
    zc(1,149) col_link(1,3,I) -1
    zc(1,149) col_link(1,7,I) -1
    zc(1,150) col_choice(1) 1
    zc(1,150) col_link(1,2,X) -1
    zc(1,150) col_link(1,3,X) -1
    zc(1,150) col_link(1,1,O) -1
    zc(1,150) col_link(1,5,O) -1
    zc(1,150) col_link(1,6,O) -1
    zc(1,150) col_link(1,4,I) -1
    zc(1,150) col_link(1,7,I) -1
    zc(1,151) col_choice(1) 1
    zc(1,151) col_link(1,1,X) -1
    zc(1,151) col_link(1,3,X) -1
    zc(1,151) col_link(1,2,O) -1
    zc(1,151) col_link(1,5,O) -1
    zc(1,151) col_link(1,6,O) -1
    zc(1,151) col_link(1,4,I) -1
    zc(1,151) col_link(1,7,I) -1
    zc(1,152) col_choice(1) 1
    zc(1,152) col_link(1,1,X) -1
    zc(1,152) col_link(1,2,X) -1
    zc(1,152) col_link(1,3,O) -1
    zc(1,152) col_link(1,5,O) -1
    zc(1,152) col_link(1,6,O) -1
    zc(1,152) col_link(1,4,I) -1
    zc(1,152) col_link(1,7,I) -1
    zc(1,153) col_choice(1) 1
    zc(1,153) col_link(1,3,X) -1
    zc(1,153) col_link(1,4,X) -1
    zc(1,153) col_link(1,1,O) -1
    zc(1,153) col_link(1,2,O) -1
    zc(1,153) col_link(1,6,O) -1
    zc(1,153) col_link(1,5,I) -1
    zc(1,153) col_link(1,7,I) -1
    zc(1,154) col_choice(1) 1
    zc(1,154) col_link(1,2,X) -1
    zc(1,154) col_link(1,4,X) -1
    zc(1,154) col_link(1,1,O) -1
    zc(1,154) col_link(1,3,O) -1
    zc(1,154) col_link(1,6,O) -1
    zc(1,154) col_link(1,5,I) -1
    zc(1,154) col_link(1,7,I) -1
    zc(1,155) col_choice(1) 1
    zc(1,155) col_link(1,1,X) -1
    zc(1,155) col_link(1,4,X) -1
    zc(1,155) col_link(1,2,O) -1
    zc(1,155) col_link(1,3,O) -1
    zc(1,155) col_link(1,6,O) -1
    zc(1,155) col_link(1,5,I) -1
    zc(1,155) col_link(1,7,I) -1
    zc(1,156) col_choice(1) 1
    zc(1,156) col_link(1,2,X) -1
    zc(1,156) col_link(1,3,X) -1
    zc(1,156) col_link(1,1,O) -1
    zc(1,156) col_link(1,4,O) -1
    zc(1,156) col_link(1,6,O) -1
    zc(1,156) col_link(1,5,I) -1
    zc(1,156) col_link(1,7,I) -1
    zc(1,157) col_choice(1) 1
    zc(1,157) col_link(1,1,X) -1
    zc(1,157) col_link(1,3,X) -1
    zc(1,157) col_link(1,2,O) -1
    zc(1,157) col_link(1,4,O) -1
    zc(1,157) col_link(1,6,O) -1
    zc(1,157) col_link(1,5,I) -1
    zc(1,157) col_link(1,7,I) -1
    zc(1,158) col_choice(1) 1
    zc(1,158) col_link(1,1,X) -1
    zc(1,158) col_link(1,2,X) -1
    zc(1,158) col_link(1,3,O) -1
    zc(1,158) col_link(1,4,O) -1
    zc(1,158) col_link(1,6,O) -1
    zc(1,158) col_link(1,5,I) -1
    zc(1,158) col_link(1,7,I) -1
    zc(1,159) col_choice(1) 1
    zc(1,159) col_link(1,3,X) -1
    zc(1,159) col_link(1,5,X) -1
    zc(1,159) col_link(1,1,O) -1
    zc(1,159) col_link(1,2,O) -1
    zc(1,159) col_link(1,4,O) -1
    zc(1,159) col_link(1,6,I) -1
    zc(1,159) col_link(1,7,I) -1
    zc(1,160) col_choice(1) 1
    zc(1,160) col_link(1,2,X) -1
    zc(1,160) col_link(1,5,X) -1
    zc(1,160) col_link(1,1,O) -1
    zc(1,160) col_link(1,3,O) -1
    zc(1,160) col_link(1,4,O) -1
    zc(1,160) col_link(1,6,I) -1
    zc(1,160) col_link(1,7,I) -1
    zc(1,161) col_choice(1) 1
    zc(1,161) col_link(1,3,X) -1
    zc(1,161) col_link(1,4,X) -1
    zc(1,161) col_link(1,1,O) -1
    zc(1,161) col_link(1,2,O) -1
    zc(1,161) col_link(1,5,O) -1
    zc(1,161) col_link(1,6,I) -1
    zc(1,161) col_link(1,7,I) -1
    zc(1,162) col_choice(1) 1
    zc(1,162) col_link(1,2,X) -1
    zc(1,162) col_link(1,4,X) -1
    zc(1,162) col_link(1,1,O) -1
    zc(1,162) col_link(1,3,O) -1
    zc(1,162) col_link(1,5,O) -1
    zc(1,162) col_link(1,6,I) -1
    zc(1,162) col_link(1,7,I) -1
    zc(1,163) col_choice(1) 1
    zc(1,163) col_link(1,1,X) -1
    zc(1,163) col_link(1,4,X) -1
    zc(1,163) col_link(1,2,O) -1
    zc(1,163) col_link(1,3,O) -1
    zc(1,163) col_link(1,5,O) -1
    zc(1,163) col_link(1,6,I) -1
    zc(1,163) col_link(1,7,I) -1
    zc(1,164) col_choice(1) 1
    zc(1,164) col_link(1,2,X) -1
    zc(1,164) col_link(1,3,X) -1
    zc(1,164) col_link(1,1,O) -1
    zc(1,164) col_link(1,4,O) -1
    zc(1,164) col_link(1,5,O) -1
    zc(1,164) col_link(1,6,I) -1
    zc(1,164) col_link(1,7,I) -1
    zc(1,165) col_choice(1) 1
    zc(1,165) col_link(1,1,X) -1
    zc(1,165) col_link(1,3,X) -1
    zc(1,165) col_link(1,2,O) -1
    zc(1,165) col_link(1,4,O) -1
    zc(1,165) col_link(1,5,O) -1
    zc(1,165) col_link(1,6,I) -1
    zc(1,165) col_link(1,7,I) -1
    zc(2,0) col_choice(2) 1
    zc(2,0) col_link(2,3,X) -1
    zc(2,0) col_link(2,6,X) -1
    zc(2,0) col_link(2,8,X) -1
    zc(2,0) col_link(2,1,O) -1
    zc(2,0) col_link(2,2,O) -1
    zc(2,1) col_choice(2) 1
    zc(2,1) col_link(2,2,X) -1
    zc(2,1) col_link(2,6,X) -1
    zc(2,1) col_link(2,8,X) -1
    zc(2,1) col_link(2,1,O) -1
    zc(2,1) col_link(2,3,O) -1
    zc(2,2) col_choice(2) 1
    zc(2,2) col_link(2,2,X) -1
    zc(2,2) col_link(2,3,X) -1
    zc(2,2) col_link(2,8,X) -1
    zc(2,2) col_link(2,1,O) -1
    zc(2,2) col_link(2,6,O) -1
    zc(2,3) col_choice(2) 1
    zc(2,3) col_link(2,1,X) -1
    zc(2,3) col_link(2,3,X) -1
    zc(2,3) col_link(2,8,X) -1
    zc(2,3) col_link(2,2,O) -1
    zc(2,3) col_link(2,6,O) -1
    zc(2,4) col_choice(2) 1
    zc(2,4) col_link(2,1,X) -1
    zc(2,4) col_link(2,2,X) -1
    zc(2,4) col_link(2,8,X) -1
    zc(2,4) col_link(2,3,O) -1
    zc(2,4) col_link(2,6,O) -1
    zc(2,5) col_choice(2) 1
    zc(2,5) col_link(2,2,X) -1
    zc(2,5) col_link(2,3,X) -1
    zc(2,5) col_link(2,6,X) -1
    zc(2,5) col_link(2,1,O) -1
    zc(2,5) col_link(2,8,O) -1
    zc(2,6) col_choice(2) 1
    zc(2,6) col_link(2,1,X) -1
    zc(2,6) col_link(2,3,X) -1
    zc(2,6) col_link(2,6,X) -1
    zc(2,6) col_link(2,2,O) -1
    zc(2,6) col_link(2,8,O) -1
    zc(2,7) col_choice(2) 1
    zc(2,7) col_link(2,1,X) -1
    zc(2,7) col_link(2,2,X) -1
    zc(2,7) col_link(2,6,X) -1
    zc(2,7) col_link(2,3,O) -1
    zc(2,7) col_link(2,8,O) -1
    zc(3,0) col_choice(3) 1
    zc(3,0) col_link(3,2,O) -1
    zc(3,0) col_link(3,3,O) -1
    zc(3,0) col_link(3,7,O) -1
    zc(3,0) col_link(3,0,I) -1
    zc(3,0) col_link(3,1,I) -1
    zc(3,1) col_choice(3) 1
    zc(3,1) col_link(3,1,O) -1
    zc(3,1) col_link(3,3,O) -1
    zc(3,1) col_link(3,7,O) -1
    zc(3,1) col_link(3,0,I) -1
    zc(3,1) col_link(3,2,I) -1
    zc(3,2) col_choice(3) 1
    zc(3,2) col_link(3,0,O) -1
    zc(3,2) col_link(3,3,O) -1
    zc(3,2) col_link(3,7,O) -1
    zc(3,2) col_link(3,1,I) -1
    zc(3,2) col_link(3,2,I) -1
    zc(3,3) col_choice(3) 1
    zc(3,3) col_link(3,1,O) -1
    zc(3,3) col_link(3,2,O) -1
    zc(3,3) col_link(3,7,O) -1
    zc(3,3) col_link(3,0,I) -1
    zc(3,3) col_link(3,3,I) -1
    zc(3,4) col_choice(3) 1
    zc(3,4) col_link(3,0,O) -1
    zc(3,4) col_link(3,2,O) -1
    zc(3,4) col_link(3,7,O) -1
    zc(3,4) col_link(3,1,I) -1
    zc(3,4) col_link(3,3,I) -1
    zc(3,5) col_choice(3) 1
    zc(3,5) col_link(3,0,O) -1
    zc(3,5) col_link(3,1,O) -1
    zc(3,5) col_link(3,7,O) -1
    zc(3,5) col_link(3,2,I) -1
    zc(3,5) col_link(3,3,I) -1
    zc(3,6) col_choice(3) 1
    zc(3,6) col_link(3,0,O) -1
    zc(3,6) col_link(3,2,O) -1
    zc(3,6) col_link(3,3,O) -1
    zc(3,6) col_link(3,1,I) -1
    zc(3,6) col_link(3,7,I) -1
    zc(3,7) col_choice(3) 1
    zc(3,7) col_link(3,0,O) -1
    zc(3,7) col_link(3,1,O) -1
    zc(3,7) col_link(3,3,O) -1
    zc(3,7) col_link(3,2,I) -1
    zc(3,7) col_link(3,7,I) -1
    zc(4,0) col_choice(4) 1
    zc(4,0) col_link(4,8,X) -1
    zc(4,0) col_link(4,2,O) -1
    zc(4,0) col_link(4,4,O) -1
    zc(4,0) col_link(4,5,O) -1
    zc(4,0) col_link(4,0,I) -1
    zc(4,1) col_choice(4) 1
    zc(4,1) col_link(4,8,X) -1
    zc(4,1) col_link(4,0,O) -1
    zc(4,1) col_link(4,4,O) -1
    zc(4,1) col_link(4,5,O) -1
    zc(4,1) col_link(4,2,I) -1
    zc(4,2) col_choice(4) 1
    zc(4,2) col_link(4,8,X) -1
    zc(4,2) col_link(4,0,O) -1
    zc(4,2) col_link(4,2,O) -1
    zc(4,2) col_link(4,5,O) -1
    zc(4,2) col_link(4,4,I) -1
    zc(4,3) col_choice(4) 1
    zc(4,3) col_link(4,8,X) -1
    zc(4,3) col_link(4,0,O) -1
    zc(4,3) col_link(4,2,O) -1
    zc(4,3) col_link(4,4,O) -1
    zc(4,3) col_link(4,5,I) -1
    zc(4,4) col_choice(4) 1
    zc(4,4) col_link(4,5,X) -1
    zc(4,4) col_link(4,2,O) -1
    zc(4,4) col_link(4,4,O) -1
    zc(4,4) col_link(4,8,O) -1
    zc(4,4) col_link(4,0,I) -1
    zc(4,5) col_choice(4) 1
    zc(4,5) col_link(4,5,X) -1
    zc(4,5) col_link(4,0,O) -1
    zc(4,5) col_link(4,4,O) -1
    zc(4,5) col_link(4,8,O) -1
    zc(4,5) col_link(4,2,I) -1
    zc(4,6) col_choice(4) 1
    zc(4,6) col_link(4,5,X) -1
    zc(4,6) col_link(4,0,O) -1
    zc(4,6) col_link(4,2,O) -1
    zc(4,6) col_link(4,8,O) -1
    zc(4,6) col_link(4,4,I) -1
    zc(4,7) col_choice(4) 1
    zc(4,7) col_link(4,4,X) -1
    zc(4,7) col_link(4,2,O) -1
    zc(4,7) col_link(4,5,O) -1
    zc(4,7) col_link(4,8,O) -1
    zc(4,7) col_link(4,0,I) -1
    zc(4,8) col_choice(4) 1
    zc(4,8) col_link(4,4,X) -1
    zc(4,8) col_link(4,0,O) -1
    zc(4,8) col_link(4,5,O) -1
    zc(4,8) col_link(4,8,O) -1
    zc(4,8) col_link(4,2,I) -1
    zc(4,9) col_choice(4) 1
    zc(4,9) col_link(4,2,X) -1
    zc(4,9) col_link(4,4,O) -1
    zc(4,9) col_link(4,5,O) -1
    zc(4,9) col_link(4,8,O) -1
    zc(4,9) col_link(4,0,I) -1
    zc(4,10) col_choice(4) 1
    zc(4,10) col_link(4,0,X) -1
    zc(4,10) col_link(4,4,O) -1
    zc(4,10) col_link(4,5,O) -1
    zc(4,10) col_link(4,8,O) -1
    zc(4,10) col_link(4,2,I) -1
    zc(4,11) col_choice(4) 1
    zc(4,11) col_link(4,2,X) -1
    zc(4,11) col_link(4,0,O) -1
    zc(4,11) col_link(4,5,O) -1
    zc(4,11) col_link(4,8,O) -1
    zc(4,11) col_link(4,4,I) -1
    zc(4,12) col_choice(4) 1
    zc(4,12) col_link(4,0,X) -1
    zc(4,12) col_link(4,2,O) -1
    zc(4,12) col_link(4,5,O) -1
    zc(4,12) col_link(4,8,O) -1
    zc(4,12) col_link(4,4,I) -1
    zc(4,13) col_choice(4) 1
    zc(4,13) col_link(4,4,X) -1
    zc(4,13) col_link(4,0,O) -1
    zc(4,13) col_link(4,2,O) -1
    zc(4,13) col_link(4,8,O) -1
    zc(4,13) col_link(4,5,I) -1
    zc(4,14) col_choice(4) 1
    zc(4,14) col_link(4,2,X) -1
    zc(4,14) col_link(4,0,O) -1
    zc(4,14) col_link(4,4,O) -1
    zc(4,14) col_link(4,8,O) -1
    zc(4,14) col_link(4,5,I) -1
    zc(4,15) col_choice(4) 1
    zc(4,15) col_link(4,0,X) -1
    zc(4,15) col_link(4,2,O) -1
    zc(4,15) col_link(4,4,O) -1
    zc(4,15) col_link(4,8,O) -1
    zc(4,15) col_link(4,5,I) -1
    zc(4,16) col_choice(4) 1
    zc(4,16) col_link(4,5,X) -1
    zc(4,16) col_link(4,0,O) -1
    zc(4,16) col_link(4,2,O) -1
    zc(4,16) col_link(4,4,O) -1
    zc(4,16) col_link(4,8,I) -1
    zc(4,17) col_choice(4) 1
    zc(4,17) col_link(4,4,X) -1
    zc(4,17) col_link(4,0,O) -1
    zc(4,17) col_link(4,2,O) -1
    zc(4,17) col_link(4,5,O) -1
    zc(4,17) col_link(4,8,I) -1
    zc(4,18) col_choice(4) 1
    zc(4,18) col_link(4,2,X) -1
    zc(4,18) col_link(4,0,O) -1
    zc(4,18) col_link(4,4,O) -1
    zc(4,18) col_link(4,5,O) -1
    zc(4,18) col_link(4,8,I) -1
    zc(4,19) col_choice(4) 1
    zc(4,19) col_link(4,0,X) -1
    zc(4,19) col_link(4,2,O) -1
    zc(4,19) col_link(4,4,O) -1
    zc(4,19) col_link(4,5,O) -1
    zc(4,19) col_link(4,8,I) -1
    zc(5,0) col_choice(5) 1
    zc(5,0) col_link(5,8,X) -1
    zc(5,0) col_link(5,4,O) -1
    zc(5,0) col_link(5,6,O) -1
    zc(5,0) col_link(5,2,I) -1
    zc(5,0) col_link(5,3,I) -1
    zc(5,0) col_link(5,5,I) -1
    zc(5,1) col_choice(5) 1
    zc(5,1) col_link(5,8,X) -1
    zc(5,1) col_link(5,3,O) -1
    zc(5,1) col_link(5,6,O) -1
    zc(5,1) col_link(5,2,I) -1
    zc(5,1) col_link(5,4,I) -1
    zc(5,1) col_link(5,5,I) -1
    zc(5,2) col_choice(5) 1
    zc(5,2) col_link(5,8,X) -1
    zc(5,2) col_link(5,4,O) -1
    zc(5,2) col_link(5,5,O) -1
    zc(5,2) col_link(5,2,I) -1
    zc(5,2) col_link(5,3,I) -1
    zc(5,2) col_link(5,6,I) -1
    zc(5,3) col_choice(5) 1
    zc(5,3) col_link(5,8,X) -1
    zc(5,3) col_link(5,3,O) -1
    zc(5,3) col_link(5,5,O) -1
    zc(5,3) col_link(5,2,I) -1
    zc(5,3) col_link(5,4,I) -1
    zc(5,3) col_link(5,6,I) -1
    zc(5,4) col_choice(5) 1
    zc(5,4) col_link(5,8,X) -1
    zc(5,4) col_link(5,2,O) -1
    zc(5,4) col_link(5,5,O) -1
    zc(5,4) col_link(5,3,I) -1
    zc(5,4) col_link(5,4,I) -1
    zc(5,4) col_link(5,6,I) -1
    zc(5,5) col_choice(5) 1
    zc(5,5) col_link(5,8,X) -1
    zc(5,5) col_link(5,3,O) -1
    zc(5,5) col_link(5,4,O) -1
    zc(5,5) col_link(5,2,I) -1
    zc(5,5) col_link(5,5,I) -1
    zc(5,5) col_link(5,6,I) -1
    zc(5,6) col_choice(5) 1
    zc(5,6) col_link(5,8,X) -1
    zc(5,6) col_link(5,2,O) -1
    zc(5,6) col_link(5,4,O) -1
    zc(5,6) col_link(5,3,I) -1
    zc(5,6) col_link(5,5,I) -1
    zc(5,6) col_link(5,6,I) -1
    zc(5,7) col_choice(5) 1
    zc(5,7) col_link(5,6,X) -1
    zc(5,7) col_link(5,4,O) -1
    zc(5,7) col_link(5,8,O) -1
    zc(5,7) col_link(5,2,I) -1
    zc(5,7) col_link(5,3,I) -1
    zc(5,7) col_link(5,5,I) -1
    zc(5,8) col_choice(5) 1
    zc(5,8) col_link(5,6,X) -1
    zc(5,8) col_link(5,3,O) -1
    zc(5,8) col_link(5,8,O) -1
    zc(5,8) col_link(5,2,I) -1
    zc(5,8) col_link(5,4,I) -1
    zc(5,8) col_link(5,5,I) -1
    zc(5,9) col_choice(5) 1
    zc(5,9) col_link(5,4,X) -1
    zc(5,9) col_link(5,6,O) -1
    zc(5,9) col_link(5,8,O) -1
    zc(5,9) col_link(5,2,I) -1
    zc(5,9) col_link(5,3,I) -1
    zc(5,9) col_link(5,5,I) -1
    zc(5,10) col_choice(5) 1
    zc(5,10) col_link(5,3,X) -1
    zc(5,10) col_link(5,6,O) -1
    zc(5,10) col_link(5,8,O) -1
    zc(5,10) col_link(5,2,I) -1
    zc(5,10) col_link(5,4,I) -1
    zc(5,10) col_link(5,5,I) -1
    zc(5,11) col_choice(5) 1
    zc(5,11) col_link(5,5,X) -1
    zc(5,11) col_link(5,4,O) -1
    zc(5,11) col_link(5,8,O) -1
    zc(5,11) col_link(5,2,I) -1
    zc(5,11) col_link(5,3,I) -1
    zc(5,11) col_link(5,6,I) -1
    zc(5,12) col_choice(5) 1
    zc(5,12) col_link(5,5,X) -1
    zc(5,12) col_link(5,3,O) -1
    zc(5,12) col_link(5,8,O) -1
    zc(5,12) col_link(5,2,I) -1
    zc(5,12) col_link(5,4,I) -1
    zc(5,12) col_link(5,6,I) -1
    zc(5,13) col_choice(5) 1
    zc(5,13) col_link(5,5,X) -1
    zc(5,13) col_link(5,2,O) -1
    zc(5,13) col_link(5,8,O) -1
    zc(5,13) col_link(5,3,I) -1
    zc(5,13) col_link(5,4,I) -1
    zc(5,13) col_link(5,6,I) -1
    zc(5,14) col_choice(5) 1
    zc(5,14) col_link(5,4,X) -1
    zc(5,14) col_link(5,5,O) -1
    zc(5,14) col_link(5,8,O) -1
    zc(5,14) col_link(5,2,I) -1
    zc(5,14) col_link(5,3,I) -1
    zc(5,14) col_link(5,6,I) -1
    zc(5,15) col_choice(5) 1
    zc(5,15) col_link(5,3,X) -1
    zc(5,15) col_link(5,5,O) -1
    zc(5,15) col_link(5,8,O) -1
    zc(5,15) col_link(5,2,I) -1
    zc(5,15) col_link(5,4,I) -1
    zc(5,15) col_link(5,6,I) -1
    zc(5,16) col_choice(5) 1
    zc(5,16) col_link(5,2,X) -1
    zc(5,16) col_link(5,5,O) -1
    zc(5,16) col_link(5,8,O) -1
    zc(5,16) col_link(5,3,I) -1
    zc(5,16) col_link(5,4,I) -1
    zc(5,16) col_link(5,6,I) -1
    zc(5,17) col_choice(5) 1
    zc(5,17) col_link(5,4,X) -1
    zc(5,17) col_link(5,3,O) -1
    zc(5,17) col_link(5,8,O) -1
    zc(5,17) col_link(5,2,I) -1
    zc(5,17) col_link(5,5,I) -1
    zc(5,17) col_link(5,6,I) -1
    zc(5,18) col_choice(5) 1
    zc(5,18) col_link(5,4,X) -1
    zc(5,18) col_link(5,2,O) -1
    zc(5,18) col_link(5,8,O) -1
    zc(5,18) col_link(5,3,I) -1
    zc(5,18) col_link(5,5,I) -1
    zc(5,18) col_link(5,6,I) -1
    zc(5,19) col_choice(5) 1
    zc(5,19) col_link(5,3,X) -1
    zc(5,19) col_link(5,4,O) -1
    zc(5,19) col_link(5,8,O) -1
    zc(5,19) col_link(5,2,I) -1
    zc(5,19) col_link(5,5,I) -1
    zc(5,19) col_link(5,6,I) -1
    zc(5,20) col_choice(5) 1
    zc(5,20) col_link(5,2,X) -1
    zc(5,20) col_link(5,4,O) -1
    zc(5,20) col_link(5,8,O) -1
    zc(5,20) col_link(5,3,I) -1
    zc(5,20) col_link(5,5,I) -1
    zc(5,20) col_link(5,6,I) -1
    zc(5,21) col_choice(5) 1
    zc(5,21) col_link(5,6,X) -1
    zc(5,21) col_link(5,4,O) -1
    zc(5,21) col_link(5,5,O) -1
    zc(5,21) col_link(5,2,I) -1
    zc(5,21) col_link(5,3,I) -1
    zc(5,21) col_link(5,8,I) -1
    zc(5,22) col_choice(5) 1
    zc(5,22) col_link(5,6,X) -1
    zc(5,22) col_link(5,3,O) -1
    zc(5,22) col_link(5,5,O) -1
    zc(5,22) col_link(5,2,I) -1
    zc(5,22) col_link(5,4,I) -1
    zc(5,22) col_link(5,8,I) -1
    zc(5,23) col_choice(5) 1
    zc(5,23) col_link(5,6,X) -1
    zc(5,23) col_link(5,2,O) -1
    zc(5,23) col_link(5,5,O) -1
    zc(5,23) col_link(5,3,I) -1
    zc(5,23) col_link(5,4,I) -1
    zc(5,23) col_link(5,8,I) -1
    zc(5,24) col_choice(5) 1
    zc(5,24) col_link(5,6,X) -1
    zc(5,24) col_link(5,3,O) -1
    zc(5,24) col_link(5,4,O) -1
    zc(5,24) col_link(5,2,I) -1
    zc(5,24) col_link(5,5,I) -1
    zc(5,24) col_link(5,8,I) -1
    zc(5,25) col_choice(5) 1
    zc(5,25) col_link(5,6,X) -1
    zc(5,25) col_link(5,2,O) -1
    zc(5,25) col_link(5,4,O) -1
    zc(5,25) col_link(5,3,I) -1
    zc(5,25) col_link(5,5,I) -1
    zc(5,25) col_link(5,8,I) -1
    zc(5,26) col_choice(5) 1
    zc(5,26) col_link(5,6,X) -1
    zc(5,26) col_link(5,2,O) -1
    zc(5,26) col_link(5,3,O) -1
    zc(5,26) col_link(5,4,I) -1
    zc(5,26) col_link(5,5,I) -1
    zc(5,26) col_link(5,8,I) -1
    zc(5,27) col_choice(5) 1
    zc(5,27) col_link(5,5,X) -1
    zc(5,27) col_link(5,4,O) -1
    zc(5,27) col_link(5,6,O) -1
    zc(5,27) col_link(5,2,I) -1
    zc(5,27) col_link(5,3,I) -1
    zc(5,27) col_link(5,8,I) -1
    zc(5,28) col_choice(5) 1
    zc(5,28) col_link(5,5,X) -1
    zc(5,28) col_link(5,3,O) -1
    zc(5,28) col_link(5,6,O) -1
    zc(5,28) col_link(5,2,I) -1
    zc(5,28) col_link(5,4,I) -1
    zc(5,28) col_link(5,8,I) -1
    zc(5,29) col_choice(5) 1
    zc(5,29) col_link(5,5,X) -1
    zc(5,29) col_link(5,2,O) -1
    zc(5,29) col_link(5,6,O) -1
    zc(5,29) col_link(5,3,I) -1
    zc(5,29) col_link(5,4,I) -1
    zc(5,29) col_link(5,8,I) -1
    zc(5,30) col_choice(5) 1
    zc(5,30) col_link(5,4,X) -1
    zc(5,30) col_link(5,5,O) -1
    zc(5,30) col_link(5,6,O) -1
    zc(5,30) col_link(5,2,I) -1
    zc(5,30) col_link(5,3,I) -1
    zc(5,30) col_link(5,8,I) -1
    zc(5,31) col_choice(5) 1
    zc(5,31) col_link(5,3,X) -1
    zc(5,31) col_link(5,5,O) -1
    zc(5,31) col_link(5,6,O) -1
    zc(5,31) col_link(5,2,I) -1
    zc(5,31) col_link(5,4,I) -1
    zc(5,31) col_link(5,8,I) -1
    zc(5,32) col_choice(5) 1
    zc(5,32) col_link(5,2,X) -1
    zc(5,32) col_link(5,5,O) -1
    zc(5,32) col_link(5,6,O) -1
    zc(5,32) col_link(5,3,I) -1
    zc(5,32) col_link(5,4,I) -1
    zc(5,32) col_link(5,8,I) -1
    zc(5,33) col_choice(5) 1
    zc(5,33) col_link(5,4,X) -1
    zc(5,33) col_link(5,3,O) -1
    zc(5,33) col_link(5,6,O) -1
    zc(5,33) col_link(5,2,I) -1
    zc(5,33) col_link(5,5,I) -1
    zc(5,33) col_link(5,8,I) -1
    zc(5,34) col_choice(5) 1
    zc(5,34) col_link(5,4,X) -1
    zc(5,34) col_link(5,2,O) -1
    zc(5,34) col_link(5,6,O) -1
    zc(5,34) col_link(5,3,I) -1
    zc(5,34) col_link(5,5,I) -1
    zc(5,34) col_link(5,8,I) -1
    zc(5,35) col_choice(5) 1
    zc(5,35) col_link(5,3,X) -1
    zc(5,35) col_link(5,4,O) -1
    zc(5,35) col_link(5,6,O) -1
    zc(5,35) col_link(5,2,I) -1
    zc(5,35) col_link(5,5,I) -1
    zc(5,35) col_link(5,8,I) -1
    zc(5,36) col_choice(5) 1
    zc(5,36) col_link(5,2,X) -1
    zc(5,36) col_link(5,4,O) -1
    zc(5,36) col_link(5,6,O) -1
    zc(5,36) col_link(5,3,I) -1
    zc(5,36) col_link(5,5,I) -1
    zc(5,36) col_link(5,8,I) -1
    zc(5,37) col_choice(5) 1
    zc(5,37) col_link(5,3,X) -1
    zc(5,37) col_link(5,2,O) -1
    zc(5,37) col_link(5,6,O) -1
    zc(5,37) col_link(5,4,I) -1
    zc(5,37) col_link(5,5,I) -1
    zc(5,37) col_link(5,8,I) -1
    zc(5,38) col_choice(5) 1
    zc(5,38) col_link(5,2,X) -1
    zc(5,38) col_link(5,3,O) -1
    zc(5,38) col_link(5,6,O) -1
    zc(5,38) col_link(5,4,I) -1
    zc(5,38) col_link(5,5,I) -1
    zc(5,38) col_link(5,8,I) -1
    zc(5,39) col_choice(5) 1
    zc(5,39) col_link(5,5,X) -1
    zc(5,39) col_link(5,3,O) -1
    zc(5,39) col_link(5,4,O) -1
    zc(5,39) col_link(5,2,I) -1
    zc(5,39) col_link(5,6,I) -1
    zc(5,39) col_link(5,8,I) -1
    zc(5,40) col_choice(5) 1
    zc(5,40) col_link(5,5,X) -1
    zc(5,40) col_link(5,2,O) -1
    zc(5,40) col_link(5,4,O) -1
    zc(5,40) col_link(5,3,I) -1
    zc(5,40) col_link(5,6,I) -1
    zc(5,40) col_link(5,8,I) -1
    zc(5,41) col_choice(5) 1
    zc(5,41) col_link(5,5,X) -1
    zc(5,41) col_link(5,2,O) -1
    zc(5,41) col_link(5,3,O) -1
    zc(5,41) col_link(5,4,I) -1
    zc(5,41) col_link(5,6,I) -1
    zc(5,41) col_link(5,8,I) -1
    zc(5,42) col_choice(5) 1
    zc(5,42) col_link(5,4,X) -1
    zc(5,42) col_link(5,3,O) -1
    zc(5,42) col_link(5,5,O) -1
    zc(5,42) col_link(5,2,I) -1
    zc(5,42) col_link(5,6,I) -1
    zc(5,42) col_link(5,8,I) -1
    zc(5,43) col_choice(5) 1
    zc(5,43) col_link(5,4,X) -1
    zc(5,43) col_link(5,2,O) -1
    zc(5,43) col_link(5,5,O) -1
    zc(5,43) col_link(5,3,I) -1
    zc(5,43) col_link(5,6,I) -1
    zc(5,43) col_link(5,8,I) -1
    zc(5,44) col_choice(5) 1
    zc(5,44) col_link(5,3,X) -1
    zc(5,44) col_link(5,4,O) -1
    zc(5,44) col_link(5,5,O) -1
    zc(5,44) col_link(5,2,I) -1
    zc(5,44) col_link(5,6,I) -1
    zc(5,44) col_link(5,8,I) -1
    zc(5,45) col_choice(5) 1
    zc(5,45) col_link(5,2,X) -1
    zc(5,45) col_link(5,4,O) -1
    zc(5,45) col_link(5,5,O) -1
    zc(5,45) col_link(5,3,I) -1
    zc(5,45) col_link(5,6,I) -1
    zc(5,45) col_link(5,8,I) -1
    zc(5,46) col_choice(5) 1
    zc(5,46) col_link(5,3,X) -1
    zc(5,46) col_link(5,2,O) -1
    zc(5,46) col_link(5,5,O) -1
    zc(5,46) col_link(5,4,I) -1
    zc(5,46) col_link(5,6,I) -1
    zc(5,46) col_link(5,8,I) -1
    zc(5,47) col_choice(5) 1
    zc(5,47) col_link(5,2,X) -1
    zc(5,47) col_link(5,3,O) -1
    zc(5,47) col_link(5,5,O) -1
    zc(5,47) col_link(5,4,I) -1
    zc(5,47) col_link(5,6,I) -1
    zc(5,47) col_link(5,8,I) -1
    zc(5,48) col_choice(5) 1
    zc(5,48) col_link(5,4,X) -1
    zc(5,48) col_link(5,2,O) -1
    zc(5,48) col_link(5,3,O) -1
    zc(5,48) col_link(5,5,I) -1
    zc(5,48) col_link(5,6,I) -1
    zc(5,48) col_link(5,8,I) -1
    zc(5,49) col_choice(5) 1
    zc(5,49) col_link(5,3,X) -1
    zc(5,49) col_link(5,2,O) -1
    zc(5,49) col_link(5,4,O) -1
    zc(5,49) col_link(5,5,I) -1
    zc(5,49) col_link(5,6,I) -1
    zc(5,49) col_link(5,8,I) -1
    zc(5,50) col_choice(5) 1
    zc(5,50) col_link(5,2,X) -1
    zc(5,50) col_link(5,3,O) -1
    zc(5,50) col_link(5,4,O) -1
    zc(5,50) col_link(5,5,I) -1
    zc(5,50) col_link(5,6,I) -1
    zc(5,50) col_link(5,8,I) -1
    zc(6,0) col_choice(6) 1
    zc(6,0) col_link(6,6,X) -1
    zc(6,0) col_link(6,7,X) -1
    zc(6,0) col_link(6,5,O) -1
    zc(6,0) col_link(6,0,I) -1
    zc(6,0) col_link(6,1,I) -1
    zc(6,0) col_link(6,4,I) -1
    zc(6,1) col_choice(6) 1
    zc(6,1) col_link(6,6,X) -1
    zc(6,1) col_link(6,7,X) -1
    zc(6,1) col_link(6,4,O) -1
    zc(6,1) col_link(6,0,I) -1
    zc(6,1) col_link(6,1,I) -1
    zc(6,1) col_link(6,5,I) -1
    zc(6,2) col_choice(6) 1
    zc(6,2) col_link(6,6,X) -1
    zc(6,2) col_link(6,7,X) -1
    zc(6,2) col_link(6,1,O) -1
    zc(6,2) col_link(6,0,I) -1
    zc(6,2) col_link(6,4,I) -1
    zc(6,2) col_link(6,5,I) -1
    zc(6,3) col_choice(6) 1
    zc(6,3) col_link(6,6,X) -1
    zc(6,3) col_link(6,7,X) -1
    zc(6,3) col_link(6,0,O) -1
    zc(6,3) col_link(6,1,I) -1
    zc(6,3) col_link(6,4,I) -1
    zc(6,3) col_link(6,5,I) -1
    zc(6,4) col_choice(6) 1
    zc(6,4) col_link(6,5,X) -1
    zc(6,4) col_link(6,7,X) -1
    zc(6,4) col_link(6,6,O) -1
    zc(6,4) col_link(6,0,I) -1
    zc(6,4) col_link(6,1,I) -1
    zc(6,4) col_link(6,4,I) -1
    zc(6,5) col_choice(6) 1
    zc(6,5) col_link(6,4,X) -1
    zc(6,5) col_link(6,7,X) -1
    zc(6,5) col_link(6,6,O) -1
    zc(6,5) col_link(6,0,I) -1
    zc(6,5) col_link(6,1,I) -1
    zc(6,5) col_link(6,5,I) -1
    zc(6,6) col_choice(6) 1
    zc(6,6) col_link(6,1,X) -1
    zc(6,6) col_link(6,7,X) -1
    zc(6,6) col_link(6,6,O) -1
    zc(6,6) col_link(6,0,I) -1
    zc(6,6) col_link(6,4,I) -1
    zc(6,6) col_link(6,5,I) -1
    zc(6,7) col_choice(6) 1
    zc(6,7) col_link(6,0,X) -1
    zc(6,7) col_link(6,7,X) -1
    zc(6,7) col_link(6,6,O) -1
    zc(6,7) col_link(6,1,I) -1
    zc(6,7) col_link(6,4,I) -1
    zc(6,7) col_link(6,5,I) -1
    zc(6,8) col_choice(6) 1
    zc(6,8) col_link(6,5,X) -1
    zc(6,8) col_link(6,7,X) -1
    zc(6,8) col_link(6,4,O) -1
    zc(6,8) col_link(6,0,I) -1
    zc(6,8) col_link(6,1,I) -1
    zc(6,8) col_link(6,6,I) -1
    zc(6,9) col_choice(6) 1
    zc(6,9) col_link(6,5,X) -1
    zc(6,9) col_link(6,7,X) -1
    zc(6,9) col_link(6,1,O) -1
    zc(6,9) col_link(6,0,I) -1
    zc(6,9) col_link(6,4,I) -1
    zc(6,9) col_link(6,6,I) -1
    zc(6,10) col_choice(6) 1
    zc(6,10) col_link(6,5,X) -1
    zc(6,10) col_link(6,7,X) -1
    zc(6,10) col_link(6,0,O) -1
    zc(6,10) col_link(6,1,I) -1
    zc(6,10) col_link(6,4,I) -1
    zc(6,10) col_link(6,6,I) -1
    zc(6,11) col_choice(6) 1
    zc(6,11) col_link(6,4,X) -1
    zc(6,11) col_link(6,7,X) -1
    zc(6,11) col_link(6,5,O) -1
    zc(6,11) col_link(6,0,I) -1
    zc(6,11) col_link(6,1,I) -1
    zc(6,11) col_link(6,6,I) -1
    zc(6,12) col_choice(6) 1
    zc(6,12) col_link(6,1,X) -1
    zc(6,12) col_link(6,7,X) -1
    zc(6,12) col_link(6,5,O) -1
    zc(6,12) col_link(6,0,I) -1
    zc(6,12) col_link(6,4,I) -1
    zc(6,12) col_link(6,6,I) -1
    zc(6,13) col_choice(6) 1
    zc(6,13) col_link(6,0,X) -1
    zc(6,13) col_link(6,7,X) -1
    zc(6,13) col_link(6,5,O) -1
    zc(6,13) col_link(6,1,I) -1
    zc(6,13) col_link(6,4,I) -1
    zc(6,13) col_link(6,6,I) -1
    zc(6,14) col_choice(6) 1
    zc(6,14) col_link(6,4,X) -1
    zc(6,14) col_link(6,7,X) -1
    zc(6,14) col_link(6,1,O) -1
    zc(6,14) col_link(6,0,I) -1
    zc(6,14) col_link(6,5,I) -1
    zc(6,14) col_link(6,6,I) -1
    zc(6,15) col_choice(6) 1
    zc(6,15) col_link(6,4,X) -1
    zc(6,15) col_link(6,7,X) -1
    zc(6,15) col_link(6,0,O) -1
    zc(6,15) col_link(6,1,I) -1
    zc(6,15) col_link(6,5,I) -1
    zc(6,15) col_link(6,6,I) -1
    zc(6,16) col_choice(6) 1
    zc(6,16) col_link(6,1,X) -1
    zc(6,16) col_link(6,7,X) -1
    zc(6,16) col_link(6,4,O) -1
    zc(6,16) col_link(6,0,I) -1
    zc(6,16) col_link(6,5,I) -1
    zc(6,16) col_link(6,6,I) -1
    zc(6,17) col_choice(6) 1
    zc(6,17) col_link(6,0,X) -1
    zc(6,17) col_link(6,7,X) -1
    zc(6,17) col_link(6,4,O) -1
    zc(6,17) col_link(6,1,I) -1
    zc(6,17) col_link(6,5,I) -1
    zc(6,17) col_link(6,6,I) -1
    zc(6,18) col_choice(6) 1
    zc(6,18) col_link(6,5,X) -1
    zc(6,18) col_link(6,6,X) -1
    zc(6,18) col_link(6,7,O) -1
    zc(6,18) col_link(6,0,I) -1
    zc(6,18) col_link(6,1,I) -1
    zc(6,18) col_link(6,4,I) -1
    zc(6,19) col_choice(6) 1
    zc(6,19) col_link(6,4,X) -1
    zc(6,19) col_link(6,6,X) -1
    zc(6,19) col_link(6,7,O) -1
    zc(6,19) col_link(6,0,I) -1
    zc(6,19) col_link(6,1,I) -1
    zc(6,19) col_link(6,5,I) -1
    zc(6,20) col_choice(6) 1
    zc(6,20) col_link(6,1,X) -1
    zc(6,20) col_link(6,6,X) -1
    zc(6,20) col_link(6,7,O) -1
    zc(6,20) col_link(6,0,I) -1
    zc(6,20) col_link(6,4,I) -1
    zc(6,20) col_link(6,5,I) -1
    zc(6,21) col_choice(6) 1
    zc(6,21) col_link(6,0,X) -1
    zc(6,21) col_link(6,6,X) -1
    zc(6,21) col_link(6,7,O) -1
    zc(6,21) col_link(6,1,I) -1
    zc(6,21) col_link(6,4,I) -1
    zc(6,21) col_link(6,5,I) -1
    zc(6,22) col_choice(6) 1
    zc(6,22) col_link(6,1,X) -1
    zc(6,22) col_link(6,5,X) -1
    zc(6,22) col_link(6,7,O) -1
    zc(6,22) col_link(6,0,I) -1
    zc(6,22) col_link(6,4,I) -1
    zc(6,22) col_link(6,6,I) -1
    zc(6,23) col_choice(6) 1
    zc(6,23) col_link(6,0,X) -1
    zc(6,23) col_link(6,5,X) -1
    zc(6,23) col_link(6,7,O) -1
    zc(6,23) col_link(6,1,I) -1
    zc(6,23) col_link(6,4,I) -1
    zc(6,23) col_link(6,6,I) -1
    zc(6,24) col_choice(6) 1
    zc(6,24) col_link(6,1,X) -1
    zc(6,24) col_link(6,4,X) -1
    zc(6,24) col_link(6,7,O) -1
    zc(6,24) col_link(6,0,I) -1
    zc(6,24) col_link(6,5,I) -1
    zc(6,24) col_link(6,6,I) -1
    zc(6,25) col_choice(6) 1
    zc(6,25) col_link(6,0,X) -1
    zc(6,25) col_link(6,4,X) -1
    zc(6,25) col_link(6,7,O) -1
    zc(6,25) col_link(6,1,I) -1
    zc(6,25) col_link(6,5,I) -1
    zc(6,25) col_link(6,6,I) -1
    zc(6,26) col_choice(6) 1
    zc(6,26) col_link(6,5,X) -1
    zc(6,26) col_link(6,6,X) -1
    zc(6,26) col_link(6,4,O) -1
    zc(6,26) col_link(6,0,I) -1
    zc(6,26) col_link(6,1,I) -1
    zc(6,26) col_link(6,7,I) -1
    zc(6,27) col_choice(6) 1
    zc(6,27) col_link(6,5,X) -1
    zc(6,27) col_link(6,6,X) -1
    zc(6,27) col_link(6,1,O) -1
    zc(6,27) col_link(6,0,I) -1
    zc(6,27) col_link(6,4,I) -1
    zc(6,27) col_link(6,7,I) -1
    zc(6,28) col_choice(6) 1
    zc(6,28) col_link(6,5,X) -1
    zc(6,28) col_link(6,6,X) -1
    zc(6,28) col_link(6,0,O) -1
    zc(6,28) col_link(6,1,I) -1
    zc(6,28) col_link(6,4,I) -1
    zc(6,28) col_link(6,7,I) -1
    zc(6,29) col_choice(6) 1
    zc(6,29) col_link(6,4,X) -1
    zc(6,29) col_link(6,6,X) -1
    zc(6,29) col_link(6,5,O) -1
    zc(6,29) col_link(6,0,I) -1
    zc(6,29) col_link(6,1,I) -1
    zc(6,29) col_link(6,7,I) -1
    zc(6,30) col_choice(6) 1
    zc(6,30) col_link(6,1,X) -1
    zc(6,30) col_link(6,6,X) -1
    zc(6,30) col_link(6,5,O) -1
    zc(6,30) col_link(6,0,I) -1
    zc(6,30) col_link(6,4,I) -1
    zc(6,30) col_link(6,7,I) -1
    zc(6,31) col_choice(6) 1
    zc(6,31) col_link(6,0,X) -1
    zc(6,31) col_link(6,6,X) -1
    zc(6,31) col_link(6,5,O) -1
    zc(6,31) col_link(6,1,I) -1
    zc(6,31) col_link(6,4,I) -1
    zc(6,31) col_link(6,7,I) -1
    zc(6,32) col_choice(6) 1
    zc(6,32) col_link(6,4,X) -1
    zc(6,32) col_link(6,6,X) -1
    zc(6,32) col_link(6,1,O) -1
    zc(6,32) col_link(6,0,I) -1
    zc(6,32) col_link(6,5,I) -1
    zc(6,32) col_link(6,7,I) -1
    zc(6,33) col_choice(6) 1
    zc(6,33) col_link(6,4,X) -1
    zc(6,33) col_link(6,6,X) -1
    zc(6,33) col_link(6,0,O) -1
    zc(6,33) col_link(6,1,I) -1
    zc(6,33) col_link(6,5,I) -1
    zc(6,33) col_link(6,7,I) -1
    zc(6,34) col_choice(6) 1
    zc(6,34) col_link(6,1,X) -1
    zc(6,34) col_link(6,6,X) -1
    zc(6,34) col_link(6,4,O) -1
    zc(6,34) col_link(6,0,I) -1
    zc(6,34) col_link(6,5,I) -1
    zc(6,34) col_link(6,7,I) -1
    zc(6,35) col_choice(6) 1
    zc(6,35) col_link(6,0,X) -1
    zc(6,35) col_link(6,6,X) -1
    zc(6,35) col_link(6,4,O) -1
    zc(6,35) col_link(6,1,I) -1
    zc(6,35) col_link(6,5,I) -1
    zc(6,35) col_link(6,7,I) -1
    zc(6,36) col_choice(6) 1
    zc(6,36) col_link(6,1,X) -1
    zc(6,36) col_link(6,6,X) -1
    zc(6,36) col_link(6,0,O) -1
    zc(6,36) col_link(6,4,I) -1
    zc(6,36) col_link(6,5,I) -1
    zc(6,36) col_link(6,7,I) -1
    zc(6,37) col_choice(6) 1
    zc(6,37) col_link(6,0,X) -1
    zc(6,37) col_link(6,6,X) -1
    zc(6,37) col_link(6,1,O) -1
    zc(6,37) col_link(6,4,I) -1
    zc(6,37) col_link(6,5,I) -1
    zc(6,37) col_link(6,7,I) -1
    zc(6,38) col_choice(6) 1
    zc(6,38) col_link(6,1,X) -1
    zc(6,38) col_link(6,5,X) -1
    zc(6,38) col_link(6,6,O) -1
    zc(6,38) col_link(6,0,I) -1
    zc(6,38) col_link(6,4,I) -1
    zc(6,38) col_link(6,7,I) -1
    zc(6,39) col_choice(6) 1
    zc(6,39) col_link(6,0,X) -1
    zc(6,39) col_link(6,5,X) -1
    zc(6,39) col_link(6,6,O) -1
    zc(6,39) col_link(6,1,I) -1
    zc(6,39) col_link(6,4,I) -1
    zc(6,39) col_link(6,7,I) -1
    zc(6,40) col_choice(6) 1
    zc(6,40) col_link(6,1,X) -1
    zc(6,40) col_link(6,4,X) -1
    zc(6,40) col_link(6,6,O) -1
    zc(6,40) col_link(6,0,I) -1
    zc(6,40) col_link(6,5,I) -1
    zc(6,40) col_link(6,7,I) -1
    zc(6,41) col_choice(6) 1
    zc(6,41) col_link(6,0,X) -1
    zc(6,41) col_link(6,4,X) -1
    zc(6,41) col_link(6,6,O) -1
    zc(6,41) col_link(6,1,I) -1
    zc(6,41) col_link(6,5,I) -1
    zc(6,41) col_link(6,7,I) -1
    zc(6,42) col_choice(6) 1
    zc(6,42) col_link(6,0,X) -1
    zc(6,42) col_link(6,1,X) -1
    zc(6,42) col_link(6,6,O) -1
    zc(6,42) col_link(6,4,I) -1
    zc(6,42) col_link(6,5,I) -1
    zc(6,42) col_link(6,7,I) -1
    zc(6,43) col_choice(6) 1
    zc(6,43) col_link(6,1,X) -1
    zc(6,43) col_link(6,5,X) -1
    zc(6,43) col_link(6,4,O) -1
    zc(6,43) col_link(6,0,I) -1
    zc(6,43) col_link(6,6,I) -1
    zc(6,43) col_link(6,7,I) -1
    zc(6,44) col_choice(6) 1
    zc(6,44) col_link(6,0,X) -1
    zc(6,44) col_link(6,5,X) -1
    zc(6,44) col_link(6,4,O) -1
    zc(6,44) col_link(6,1,I) -1
    zc(6,44) col_link(6,6,I) -1
    zc(6,44) col_link(6,7,I) -1
    zc(6,45) col_choice(6) 1
    zc(6,45) col_link(6,1,X) -1
    zc(6,45) col_link(6,5,X) -1
    zc(6,45) col_link(6,0,O) -1
    zc(6,45) col_link(6,4,I) -1
    zc(6,45) col_link(6,6,I) -1
    zc(6,45) col_link(6,7,I) -1
    zc(6,46) col_choice(6) 1
    zc(6,46) col_link(6,0,X) -1
    zc(6,46) col_link(6,5,X) -1
    zc(6,46) col_link(6,1,O) -1
    zc(6,46) col_link(6,4,I) -1
    zc(6,46) col_link(6,6,I) -1
    zc(6,46) col_link(6,7,I) -1
    zc(6,47) col_choice(6) 1
    zc(6,47) col_link(6,1,X) -1
    zc(6,47) col_link(6,4,X) -1
    zc(6,47) col_link(6,5,O) -1
    zc(6,47) col_link(6,0,I) -1
    zc(6,47) col_link(6,6,I) -1
    zc(6,47) col_link(6,7,I) -1
    zc(6,48) col_choice(6) 1
    zc(6,48) col_link(6,0,X) -1
    zc(6,48) col_link(6,4,X) -1
    zc(6,48) col_link(6,5,O) -1
    zc(6,48) col_link(6,1,I) -1
    zc(6,48) col_link(6,6,I) -1
    zc(6,48) col_link(6,7,I) -1
    zc(6,49) col_choice(6) 1
    zc(6,49) col_link(6,0,X) -1
    zc(6,49) col_link(6,1,X) -1
    zc(6,49) col_link(6,5,O) -1
    zc(6,49) col_link(6,4,I) -1
    zc(6,49) col_link(6,6,I) -1
    zc(6,49) col_link(6,7,I) -1
    zc(7,0) col_choice(7) 1
    zc(7,0) col_link(7,8,X) -1
    zc(7,0) col_link(7,3,O) -1
    zc(7,0) col_link(7,6,O) -1
    zc(7,0) col_link(7,7,O) -1
    zc(7,0) col_link(7,2,I) -1
    zc(7,0) col_link(7,5,I) -1
    zc(7,1) col_choice(7) 1
    zc(7,1) col_link(7,8,X) -1
    zc(7,1) col_link(7,2,O) -1
    zc(7,1) col_link(7,6,O) -1
    zc(7,1) col_link(7,7,O) -1
    zc(7,1) col_link(7,3,I) -1
    zc(7,1) col_link(7,5,I) -1
    zc(7,2) col_choice(7) 1
    zc(7,2) col_link(7,8,X) -1
    zc(7,2) col_link(7,3,O) -1
    zc(7,2) col_link(7,5,O) -1
    zc(7,2) col_link(7,7,O) -1
    zc(7,2) col_link(7,2,I) -1
    zc(7,2) col_link(7,6,I) -1
    zc(7,3) col_choice(7) 1
    zc(7,3) col_link(7,8,X) -1
    zc(7,3) col_link(7,2,O) -1
    zc(7,3) col_link(7,5,O) -1
    zc(7,3) col_link(7,7,O) -1
    zc(7,3) col_link(7,3,I) -1
    zc(7,3) col_link(7,6,I) -1
    zc(7,4) col_choice(7) 1
    zc(7,4) col_link(7,8,X) -1
    zc(7,4) col_link(7,2,O) -1
    zc(7,4) col_link(7,3,O) -1
    zc(7,4) col_link(7,7,O) -1
    zc(7,4) col_link(7,5,I) -1
    zc(7,4) col_link(7,6,I) -1
    zc(7,5) col_choice(7) 1
    zc(7,5) col_link(7,8,X) -1
    zc(7,5) col_link(7,3,O) -1
    zc(7,5) col_link(7,5,O) -1
    zc(7,5) col_link(7,6,O) -1
    zc(7,5) col_link(7,2,I) -1
    zc(7,5) col_link(7,7,I) -1
    zc(7,6) col_choice(7) 1
    zc(7,6) col_link(7,8,X) -1
    zc(7,6) col_link(7,2,O) -1
    zc(7,6) col_link(7,5,O) -1
    zc(7,6) col_link(7,6,O) -1
    zc(7,6) col_link(7,3,I) -1
    zc(7,6) col_link(7,7,I) -1
    zc(7,7) col_choice(7) 1
    zc(7,7) col_link(7,8,X) -1
    zc(7,7) col_link(7,2,O) -1
    zc(7,7) col_link(7,3,O) -1
    zc(7,7) col_link(7,6,O) -1
    zc(7,7) col_link(7,5,I) -1
    zc(7,7) col_link(7,7,I) -1
    zc(7,8) col_choice(7) 1
    zc(7,8) col_link(7,8,X) -1
    zc(7,8) col_link(7,2,O) -1
    zc(7,8) col_link(7,3,O) -1
    zc(7,8) col_link(7,5,O) -1
    zc(7,8) col_link(7,6,I) -1
    zc(7,8) col_link(7,7,I) -1
    zc(7,9) col_choice(7) 1
    zc(7,9) col_link(7,7,X) -1
    zc(7,9) col_link(7,5,O) -1
    zc(7,9) col_link(7,6,O) -1
    zc(7,9) col_link(7,8,O) -1
    zc(7,9) col_link(7,2,I) -1
    zc(7,9) col_link(7,3,I) -1
    zc(7,10) col_choice(7) 1
    zc(7,10) col_link(7,7,X) -1
    zc(7,10) col_link(7,3,O) -1
    zc(7,10) col_link(7,6,O) -1
    zc(7,10) col_link(7,8,O) -1
    zc(7,10) col_link(7,2,I) -1
    zc(7,10) col_link(7,5,I) -1
    zc(7,11) col_choice(7) 1
    zc(7,11) col_link(7,7,X) -1
    zc(7,11) col_link(7,2,O) -1
    zc(7,11) col_link(7,6,O) -1
    zc(7,11) col_link(7,8,O) -1
    zc(7,11) col_link(7,3,I) -1
    zc(7,11) col_link(7,5,I) -1
    zc(7,12) col_choice(7) 1
    zc(7,12) col_link(7,7,X) -1
    zc(7,12) col_link(7,3,O) -1
    zc(7,12) col_link(7,5,O) -1
    zc(7,12) col_link(7,8,O) -1
    zc(7,12) col_link(7,2,I) -1
    zc(7,12) col_link(7,6,I) -1
    zc(7,13) col_choice(7) 1
    zc(7,13) col_link(7,7,X) -1
    zc(7,13) col_link(7,2,O) -1
    zc(7,13) col_link(7,5,O) -1
    zc(7,13) col_link(7,8,O) -1
    zc(7,13) col_link(7,3,I) -1
    zc(7,13) col_link(7,6,I) -1
    zc(7,14) col_choice(7) 1
    zc(7,14) col_link(7,7,X) -1
    zc(7,14) col_link(7,2,O) -1
    zc(7,14) col_link(7,3,O) -1
    zc(7,14) col_link(7,8,O) -1
    zc(7,14) col_link(7,5,I) -1
    zc(7,14) col_link(7,6,I) -1
    zc(7,15) col_choice(7) 1
    zc(7,15) col_link(7,6,X) -1
    zc(7,15) col_link(7,5,O) -1
    zc(7,15) col_link(7,7,O) -1
    zc(7,15) col_link(7,8,O) -1
    zc(7,15) col_link(7,2,I) -1
    zc(7,15) col_link(7,3,I) -1
    zc(7,16) col_choice(7) 1
    zc(7,16) col_link(7,6,X) -1
    zc(7,16) col_link(7,3,O) -1
    zc(7,16) col_link(7,7,O) -1
    zc(7,16) col_link(7,8,O) -1
    zc(7,16) col_link(7,2,I) -1
    zc(7,16) col_link(7,5,I) -1
    zc(7,17) col_choice(7) 1
    zc(7,17) col_link(7,6,X) -1
    zc(7,17) col_link(7,2,O) -1
    zc(7,17) col_link(7,7,O) -1
    zc(7,17) col_link(7,8,O) -1
    zc(7,17) col_link(7,3,I) -1
    zc(7,17) col_link(7,5,I) -1
    zc(7,18) col_choice(7) 1
    zc(7,18) col_link(7,5,X) -1
    zc(7,18) col_link(7,3,O) -1
    zc(7,18) col_link(7,7,O) -1
    zc(7,18) col_link(7,8,O) -1
    zc(7,18) col_link(7,2,I) -1
    zc(7,18) col_link(7,6,I) -1
    zc(7,19) col_choice(7) 1
    zc(7,19) col_link(7,5,X) -1
    zc(7,19) col_link(7,2,O) -1
    zc(7,19) col_link(7,7,O) -1
    zc(7,19) col_link(7,8,O) -1
    zc(7,19) col_link(7,3,I) -1
    zc(7,19) col_link(7,6,I) -1
    zc(7,20) col_choice(7) 1
    zc(7,20) col_link(7,3,X) -1
    zc(7,20) col_link(7,5,O) -1
    zc(7,20) col_link(7,7,O) -1
    zc(7,20) col_link(7,8,O) -1
    zc(7,20) col_link(7,2,I) -1
    zc(7,20) col_link(7,6,I) -1
    zc(7,21) col_choice(7) 1
    zc(7,21) col_link(7,2,X) -1
    zc(7,21) col_link(7,5,O) -1
    zc(7,21) col_link(7,7,O) -1
    zc(7,21) col_link(7,8,O) -1
    zc(7,21) col_link(7,3,I) -1
    zc(7,21) col_link(7,6,I) -1
    zc(7,22) col_choice(7) 1
    zc(7,22) col_link(7,3,X) -1
    zc(7,22) col_link(7,2,O) -1
    zc(7,22) col_link(7,7,O) -1
    zc(7,22) col_link(7,8,O) -1
    zc(7,22) col_link(7,5,I) -1
    zc(7,22) col_link(7,6,I) -1
    zc(7,23) col_choice(7) 1
    zc(7,23) col_link(7,2,X) -1
    zc(7,23) col_link(7,3,O) -1
    zc(7,23) col_link(7,7,O) -1
    zc(7,23) col_link(7,8,O) -1
    zc(7,23) col_link(7,5,I) -1
    zc(7,23) col_link(7,6,I) -1
    zc(7,24) col_choice(7) 1
    zc(7,24) col_link(7,6,X) -1
    zc(7,24) col_link(7,3,O) -1
    zc(7,24) col_link(7,5,O) -1
    zc(7,24) col_link(7,8,O) -1
    zc(7,24) col_link(7,2,I) -1
    zc(7,24) col_link(7,7,I) -1
    zc(7,25) col_choice(7) 1
    zc(7,25) col_link(7,6,X) -1
    zc(7,25) col_link(7,2,O) -1
    zc(7,25) col_link(7,5,O) -1
    zc(7,25) col_link(7,8,O) -1
    zc(7,25) col_link(7,3,I) -1
    zc(7,25) col_link(7,7,I) -1
    zc(7,26) col_choice(7) 1
    zc(7,26) col_link(7,6,X) -1
    zc(7,26) col_link(7,2,O) -1
    zc(7,26) col_link(7,3,O) -1
    zc(7,26) col_link(7,8,O) -1
    zc(7,26) col_link(7,5,I) -1
    zc(7,26) col_link(7,7,I) -1
    zc(7,27) col_choice(7) 1
    zc(7,27) col_link(7,5,X) -1
    zc(7,27) col_link(7,3,O) -1
    zc(7,27) col_link(7,6,O) -1
    zc(7,27) col_link(7,8,O) -1
    zc(7,27) col_link(7,2,I) -1
    zc(7,27) col_link(7,7,I) -1
    zc(7,28) col_choice(7) 1
    zc(7,28) col_link(7,5,X) -1
    zc(7,28) col_link(7,2,O) -1
    zc(7,28) col_link(7,6,O) -1
    zc(7,28) col_link(7,8,O) -1
    zc(7,28) col_link(7,3,I) -1
    zc(7,28) col_link(7,7,I) -1
    zc(7,29) col_choice(7) 1
    zc(7,29) col_link(7,3,X) -1
    zc(7,29) col_link(7,5,O) -1
    zc(7,29) col_link(7,6,O) -1
    zc(7,29) col_link(7,8,O) -1
    zc(7,29) col_link(7,2,I) -1
    zc(7,29) col_link(7,7,I) -1
    zc(7,30) col_choice(7) 1
    zc(7,30) col_link(7,2,X) -1
    zc(7,30) col_link(7,5,O) -1
    zc(7,30) col_link(7,6,O) -1
    zc(7,30) col_link(7,8,O) -1
    zc(7,30) col_link(7,3,I) -1
    zc(7,30) col_link(7,7,I) -1
    zc(7,31) col_choice(7) 1
    zc(7,31) col_link(7,3,X) -1
    zc(7,31) col_link(7,2,O) -1
    zc(7,31) col_link(7,6,O) -1
    zc(7,31) col_link(7,8,O) -1
    zc(7,31) col_link(7,5,I) -1
    zc(7,31) col_link(7,7,I) -1
    zc(7,32) col_choice(7) 1
    zc(7,32) col_link(7,2,X) -1
    zc(7,32) col_link(7,3,O) -1
    zc(7,32) col_link(7,6,O) -1
    zc(7,32) col_link(7,8,O) -1
    zc(7,32) col_link(7,5,I) -1
    zc(7,32) col_link(7,7,I) -1
    zc(7,33) col_choice(7) 1
    zc(7,33) col_link(7,5,X) -1
    zc(7,33) col_link(7,2,O) -1
    zc(7,33) col_link(7,3,O) -1
    zc(7,33) col_link(7,8,O) -1
    zc(7,33) col_link(7,6,I) -1
    zc(7,33) col_link(7,7,I) -1
    zc(7,34) col_choice(7) 1
    zc(7,34) col_link(7,3,X) -1
    zc(7,34) col_link(7,2,O) -1
    zc(7,34) col_link(7,5,O) -1
    zc(7,34) col_link(7,8,O) -1
    zc(7,34) col_link(7,6,I) -1
    zc(7,34) col_link(7,7,I) -1
    zc(7,35) col_choice(7) 1
    zc(7,35) col_link(7,2,X) -1
    zc(7,35) col_link(7,3,O) -1
    zc(7,35) col_link(7,5,O) -1
    zc(7,35) col_link(7,8,O) -1
    zc(7,35) col_link(7,6,I) -1
    zc(7,35) col_link(7,7,I) -1
    zc(7,36) col_choice(7) 1
    zc(7,36) col_link(7,7,X) -1
    zc(7,36) col_link(7,3,O) -1
    zc(7,36) col_link(7,5,O) -1
    zc(7,36) col_link(7,6,O) -1
    zc(7,36) col_link(7,2,I) -1
    zc(7,36) col_link(7,8,I) -1
    zc(7,37) col_choice(7) 1
    zc(7,37) col_link(7,7,X) -1
    zc(7,37) col_link(7,2,O) -1
    zc(7,37) col_link(7,5,O) -1
    zc(7,37) col_link(7,6,O) -1
    zc(7,37) col_link(7,3,I) -1
    zc(7,37) col_link(7,8,I) -1
    zc(7,38) col_choice(7) 1
    zc(7,38) col_link(7,7,X) -1
    zc(7,38) col_link(7,2,O) -1
    zc(7,38) col_link(7,3,O) -1
    zc(7,38) col_link(7,6,O) -1
    zc(7,38) col_link(7,5,I) -1
    zc(7,38) col_link(7,8,I) -1
    zc(7,39) col_choice(7) 1
    zc(7,39) col_link(7,7,X) -1
    zc(7,39) col_link(7,2,O) -1
    zc(7,39) col_link(7,3,O) -1
    zc(7,39) col_link(7,5,O) -1
    zc(7,39) col_link(7,6,I) -1
    zc(7,39) col_link(7,8,I) -1
    zc(7,40) col_choice(7) 1
    zc(7,40) col_link(7,6,X) -1
    zc(7,40) col_link(7,3,O) -1
    zc(7,40) col_link(7,5,O) -1
    zc(7,40) col_link(7,7,O) -1
    zc(7,40) col_link(7,2,I) -1
    zc(7,40) col_link(7,8,I) -1
    zc(7,41) col_choice(7) 1
    zc(7,41) col_link(7,6,X) -1
    zc(7,41) col_link(7,2,O) -1
    zc(7,41) col_link(7,5,O) -1
    zc(7,41) col_link(7,7,O) -1
    zc(7,41) col_link(7,3,I) -1
    zc(7,41) col_link(7,8,I) -1
    zc(7,42) col_choice(7) 1
    zc(7,42) col_link(7,6,X) -1
    zc(7,42) col_link(7,2,O) -1
    zc(7,42) col_link(7,3,O) -1
    zc(7,42) col_link(7,7,O) -1
    zc(7,42) col_link(7,5,I) -1
    zc(7,42) col_link(7,8,I) -1
    zc(7,43) col_choice(7) 1
    zc(7,43) col_link(7,5,X) -1
    zc(7,43) col_link(7,3,O) -1
    zc(7,43) col_link(7,6,O) -1
    zc(7,43) col_link(7,7,O) -1
    zc(7,43) col_link(7,2,I) -1
    zc(7,43) col_link(7,8,I) -1
    zc(7,44) col_choice(7) 1
    zc(7,44) col_link(7,5,X) -1
    zc(7,44) col_link(7,2,O) -1
    zc(7,44) col_link(7,6,O) -1
    zc(7,44) col_link(7,7,O) -1
    zc(7,44) col_link(7,3,I) -1
    zc(7,44) col_link(7,8,I) -1
    zc(7,45) col_choice(7) 1
    zc(7,45) col_link(7,3,X) -1
    zc(7,45) col_link(7,2,O) -1
    zc(7,45) col_link(7,6,O) -1
    zc(7,45) col_link(7,7,O) -1
    zc(7,45) col_link(7,5,I) -1
    zc(7,45) col_link(7,8,I) -1
    zc(7,46) col_choice(7) 1
    zc(7,46) col_link(7,2,X) -1
    zc(7,46) col_link(7,3,O) -1
    zc(7,46) col_link(7,6,O) -1
    zc(7,46) col_link(7,7,O) -1
    zc(7,46) col_link(7,5,I) -1
    zc(7,46) col_link(7,8,I) -1
    zc(7,47) col_choice(7) 1
    zc(7,47) col_link(7,5,X) -1
    zc(7,47) col_link(7,2,O) -1
    zc(7,47) col_link(7,3,O) -1
    zc(7,47) col_link(7,7,O) -1
    zc(7,47) col_link(7,6,I) -1
    zc(7,47) col_link(7,8,I) -1
    zc(7,48) col_choice(7) 1
    zc(7,48) col_link(7,3,X) -1
    zc(7,48) col_link(7,2,O) -1
    zc(7,48) col_link(7,5,O) -1
    zc(7,48) col_link(7,7,O) -1
    zc(7,48) col_link(7,6,I) -1
    zc(7,48) col_link(7,8,I) -1
    zc(7,49) col_choice(7) 1
    zc(7,49) col_link(7,2,X) -1
    zc(7,49) col_link(7,3,O) -1
    zc(7,49) col_link(7,5,O) -1
    zc(7,49) col_link(7,7,O) -1
    zc(7,49) col_link(7,6,I) -1
    zc(7,49) col_link(7,8,I) -1
    zc(7,50) col_choice(7) 1
    zc(7,50) col_link(7,6,X) -1
    zc(7,50) col_link(7,2,O) -1
    zc(7,50) col_link(7,3,O) -1
    zc(7,50) col_link(7,5,O) -1
    zc(7,50) col_link(7,7,I) -1
    zc(7,50) col_link(7,8,I) -1
    zc(7,51) col_choice(7) 1
    zc(7,51) col_link(7,5,X) -1
    zc(7,51) col_link(7,2,O) -1
    zc(7,51) col_link(7,3,O) -1
    zc(7,51) col_link(7,6,O) -1
    zc(7,51) col_link(7,7,I) -1
    zc(7,51) col_link(7,8,I) -1
    zc(7,52) col_choice(7) 1
    zc(7,52) col_link(7,3,X) -1
    zc(7,52) col_link(7,2,O) -1
    zc(7,52) col_link(7,5,O) -1
    zc(7,52) col_link(7,6,O) -1
    zc(7,52) col_link(7,7,I) -1
    zc(7,52) col_link(7,8,I) -1
    zc(7,53) col_choice(7) 1
    zc(7,53) col_link(7,2,X) -1
    zc(7,53) col_link(7,3,O) -1
    zc(7,53) col_link(7,5,O) -1
    zc(7,53) col_link(7,6,O) -1
    zc(7,53) col_link(7,7,I) -1
    zc(7,53) col_link(7,8,I) -1
    zc(8,0) col_choice(8) 1
    zc(8,0) col_link(8,3,X) -1
    zc(8,0) col_link(8,7,X) -1
    zc(8,0) col_link(8,8,X) -1
    zc(8,0) col_link(8,0,I) -1
    zc(8,0) col_link(8,1,I) -1
    zc(8,0) col_link(8,6,I) -1
    zc(8,1) col_choice(8) 1
    zc(8,1) col_link(8,1,X) -1
    zc(8,1) col_link(8,7,X) -1
    zc(8,1) col_link(8,8,X) -1
    zc(8,1) col_link(8,0,I) -1
    zc(8,1) col_link(8,3,I) -1
    zc(8,1) col_link(8,6,I) -1
    zc(8,2) col_choice(8) 1
    zc(8,2) col_link(8,0,X) -1
    zc(8,2) col_link(8,7,X) -1
    zc(8,2) col_link(8,8,X) -1
    zc(8,2) col_link(8,1,I) -1
    zc(8,2) col_link(8,3,I) -1
    zc(8,2) col_link(8,6,I) -1
    zc(8,3) col_choice(8) 1
    zc(8,3) col_link(8,3,X) -1
    zc(8,3) col_link(8,6,X) -1
    zc(8,3) col_link(8,8,X) -1
    zc(8,3) col_link(8,0,I) -1
    zc(8,3) col_link(8,1,I) -1
    zc(8,3) col_link(8,7,I) -1
    zc(8,4) col_choice(8) 1
    zc(8,4) col_link(8,1,X) -1
    zc(8,4) col_link(8,6,X) -1
    zc(8,4) col_link(8,8,X) -1
    zc(8,4) col_link(8,0,I) -1
    zc(8,4) col_link(8,3,I) -1
    zc(8,4) col_link(8,7,I) -1
    zc(8,5) col_choice(8) 1
    zc(8,5) col_link(8,0,X) -1
    zc(8,5) col_link(8,6,X) -1
    zc(8,5) col_link(8,8,X) -1
    zc(8,5) col_link(8,1,I) -1
    zc(8,5) col_link(8,3,I) -1
    zc(8,5) col_link(8,7,I) -1
    zc(8,6) col_choice(8) 1
    zc(8,6) col_link(8,1,X) -1
    zc(8,6) col_link(8,3,X) -1
    zc(8,6) col_link(8,8,X) -1
    zc(8,6) col_link(8,0,I) -1
    zc(8,6) col_link(8,6,I) -1
    zc(8,6) col_link(8,7,I) -1
    zc(8,7) col_choice(8) 1
    zc(8,7) col_link(8,0,X) -1
    zc(8,7) col_link(8,3,X) -1
    zc(8,7) col_link(8,8,X) -1
    zc(8,7) col_link(8,1,I) -1
    zc(8,7) col_link(8,6,I) -1
    zc(8,7) col_link(8,7,I) -1
    zc(8,8) col_choice(8) 1
    zc(8,8) col_link(8,0,X) -1
    zc(8,8) col_link(8,1,X) -1
    zc(8,8) col_link(8,8,X) -1
    zc(8,8) col_link(8,3,I) -1
    zc(8,8) col_link(8,6,I) -1
    zc(8,8) col_link(8,7,I) -1
    zc(8,9) col_choice(8) 1
    zc(8,9) col_link(8,3,X) -1
    zc(8,9) col_link(8,6,X) -1
    zc(8,9) col_link(8,7,X) -1
    zc(8,9) col_link(8,0,I) -1
    zc(8,9) col_link(8,1,I) -1
    zc(8,9) col_link(8,8,I) -1
    zc(8,10) col_choice(8) 1
    zc(8,10) col_link(8,1,X) -1
    zc(8,10) col_link(8,6,X) -1
    zc(8,10) col_link(8,7,X) -1
    zc(8,10) col_link(8,0,I) -1
    zc(8,10) col_link(8,3,I) -1
    zc(8,10) col_link(8,8,I) -1
    zc(8,11) col_choice(8) 1
    zc(8,11) col_link(8,0,X) -1
    zc(8,11) col_link(8,6,X) -1
    zc(8,11) col_link(8,7,X) -1
    zc(8,11) col_link(8,1,I) -1
    zc(8,11) col_link(8,3,I) -1
    zc(8,11) col_link(8,8,I) -1
    zc(8,12) col_choice(8) 1
    zc(8,12) col_link(8,1,X) -1
    zc(8,12) col_link(8,3,X) -1
    zc(8,12) col_link(8,7,X) -1
    zc(8,12) col_link(8,0,I) -1
    zc(8,12) col_link(8,6,I) -1
    zc(8,12) col_link(8,8,I) -1
    zc(8,13) col_choice(8) 1
    zc(8,13) col_link(8,0,X) -1
    zc(8,13) col_link(8,3,X) -1
    zc(8,13) col_link(8,7,X) -1
    zc(8,13) col_link(8,1,I) -1
    zc(8,13) col_link(8,6,I) -1
    zc(8,13) col_link(8,8,I) -1
    zc(8,14) col_choice(8) 1
    zc(8,14) col_link(8,0,X) -1
    zc(8,14) col_link(8,1,X) -1
    zc(8,14) col_link(8,7,X) -1
    zc(8,14) col_link(8,3,I) -1
    zc(8,14) col_link(8,6,I) -1
    zc(8,14) col_link(8,8,I) -1
    zc(8,15) col_choice(8) 1
    zc(8,15) col_link(8,1,X) -1
    zc(8,15) col_link(8,3,X) -1
    zc(8,15) col_link(8,6,X) -1
    zc(8,15) col_link(8,0,I) -1
    zc(8,15) col_link(8,7,I) -1
    zc(8,15) col_link(8,8,I) -1
    zc(8,16) col_choice(8) 1
    zc(8,16) col_link(8,0,X) -1
    zc(8,16) col_link(8,3,X) -1
    zc(8,16) col_link(8,6,X) -1
    zc(8,16) col_link(8,1,I) -1
    zc(8,16) col_link(8,7,I) -1
    zc(8,16) col_link(8,8,I) -1
    zc(8,17) col_choice(8) 1
    zc(8,17) col_link(8,0,X) -1
    zc(8,17) col_link(8,1,X) -1
    zc(8,17) col_link(8,6,X) -1
    zc(8,17) col_link(8,3,I) -1
    zc(8,17) col_link(8,7,I) -1
    zc(8,17) col_link(8,8,I) -1
RHS
    RHS given(0,1) 1
    RHS given(0,2) 1
    RHS given(0,5) 1
    RHS given(0,7) 1
    RHS given(1,4) 1
    RHS given(1,5) 1
    RHS given(1,7) 1
    RHS given(2,0) 1
    RHS given(2,6) 1
    RHS given(2,8) 1
    RHS given(3,0) 1
    RHS given(3,4) 1
    RHS given(3,6) 1
    RHS given(4,0) 1
    RHS given(4,2) 1
    RHS given(4,3) 1
    RHS given(4,7) 1
    RHS given(4,8) 1
    RHS given(5,0) 1
    RHS given(5,2) 1
    RHS given(5,3) 1
    RHS given(5,8) 1
    RHS given(6,3) 1
    RHS given(6,4) 1
    RHS given(7,0) 1
    RHS given(7,2) 1
    RHS given(7,4) 1
    RHS given(7,5) 1
    RHS given(8,1) 1
    RHS given(8,3) 1
    RHS given(8,6) 1
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
 UP BND zr(1,22) 1
 UP BND zr(1,23) 1
 UP BND zr(1,24) 1
 UP BND zr(1,25) 1
 UP BND zr(1,26) 1
 UP BND zr(1,27) 1
 UP BND zr(1,28) 1
 UP BND zr(1,29) 1
 UP BND zr(1,30) 1
 UP BND zr(1,31) 1
 UP BND zr(1,32) 1
 UP BND zr(1,33) 1
 UP BND zr(1,34) 1
 UP BND zr(1,35) 1
 UP BND zr(1,36) 1
 UP BND zr(1,37) 1
 UP BND zr(1,38) 1
 UP BND zr(1,39) 1
 UP BND zr(1,40) 1
 UP BND zr(1,41) 1
 UP BND zr(1,42) 1
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
 UP BND zr(4,0) 1
 UP BND zr(4,1) 1
 UP BND zr(4,2) 1
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
 UP BND zr(6,0) 1
 UP BND zr(6,1) 1
 UP BND zr(6,2) 1
 UP BND zr(6,3) 1
 UP BND zr(6,4) 1
 UP BND zr(6,5) 1
 UP BND zr(6,6) 1
 UP BND zr(6,7) 1
 UP BND zr(6,8) 1
 UP BND zr(6,9) 1
 UP BND zr(6,10) 1
 UP BND zr(6,11) 1
 UP BND zr(6,12) 1
 UP BND zr(6,13) 1
 UP BND zr(6,14) 1
 UP BND zr(6,15) 1
 UP BND zr(6,16) 1
 UP BND zr(6,17) 1
 UP BND zr(6,18) 1
 UP BND zr(6,19) 1
 UP BND zr(6,20) 1
 UP BND zr(6,21) 1
 UP BND zr(6,22) 1
 UP BND zr(6,23) 1
 UP BND zr(6,24) 1
 UP BND zr(6,25) 1
 UP BND zr(6,26) 1
 UP BND zr(6,27) 1
 UP BND zr(6,28) 1
 UP BND zr(6,29) 1
 UP BND zr(6,30) 1
 UP BND zr(6,31) 1
 UP BND zr(6,32) 1
 UP BND zr(6,33) 1
 UP BND zr(6,34) 1
 UP BND zr(6,35) 1
 UP BND zr(6,36) 1
 UP BND zr(6,37) 1
 UP BND zr(6,38) 1
 UP BND zr(6,39) 1
 UP BND zr(6,40) 1
 UP BND zr(6,41) 1
 UP BND zr(6,42) 1
 UP BND zr(6,43) 1
 UP BND zr(6,44) 1
 UP BND zr(6,45) 1
 UP BND zr(6,46) 1
 UP BND zr(6,47) 1
 UP BND zr(6,48) 1
 UP BND zr(6,49) 1
 UP BND zr(6,50) 1
 UP BND zr(6,51) 1
 UP BND zr(6,52) 1
 UP BND zr(6,53) 1
 UP BND zr(6,54) 1
 UP BND zr(6,55) 1
 UP BND zr(6,56) 1
 UP BND zr(6,57) 1
 UP BND zr(6,58) 1
 UP BND zr(6,59) 1
 UP BND zr(6,60) 1
 UP BND zr(6,61) 1
 UP BND zr(6,62) 1
 UP BND zr(6,63) 1
 UP BND zr(6,64) 1
 UP BND zr(6,65) 1
 UP BND zr(6,66) 1
 UP BND zr(6,67) 1
 UP BND zr(6,68) 1
 UP BND zr(6,69) 1
 UP BND zr(6,70) 1
 UP BND zr(6,71) 1
 UP BND zr(6,72) 1
 UP BND zr(6,73) 1
 UP BND zr(6,74) 1
 UP BND zr(6,75) 1
 UP BND zr(6,76) 1
 UP BND zr(6,77) 1
 UP BND zr(6,78) 1
 UP BND zr(6,79) 1
 UP BND zr(6,80) 1
 UP BND zr(6,81) 1
 UP BND zr(6,82) 1
 UP BND zr(6,83) 1
 UP BND zr(6,84) 1
 UP BND zr(6,85) 1
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
 UP BND zc(0,0) 1
 UP BND zc(0,1) 1
 UP BND zc(0,2) 1
 UP BND zc(0,3) 1
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
 UP BND zc(1,48) 1
 UP BND zc(1,49) 1
 UP BND zc(1,50) 1
 UP BND zc(1,51) 1
 UP BND zc(1,52) 1
 UP BND zc(1,53) 1
 UP BND zc(1,54) 1
 UP BND zc(1,55) 1
 UP BND zc(1,56) 1
 UP BND zc(1,57) 1
 UP BND zc(1,58) 1
 UP BND zc(1,59) 1
 UP BND zc(1,60) 1
 UP BND zc(1,61) 1
 UP BND zc(1,62) 1
 UP BND zc(1,63) 1
 UP BND zc(1,64) 1
 UP BND zc(1,65) 1
 UP BND zc(1,66) 1
 UP BND zc(1,67) 1
 UP BND zc(1,68) 1
 UP BND zc(1,69) 1
 UP BND zc(1,70) 1
 UP BND zc(1,71) 1
 UP BND zc(1,72) 1
 UP BND zc(1,73) 1
 UP BND zc(1,74) 1
 UP BND zc(1,75) 1
 UP BND zc(1,76) 1
 UP BND zc(1,77) 1
 UP BND zc(1,78) 1
 UP BND zc(1,79) 1
 UP BND zc(1,80) 1
 UP BND zc(1,81) 1
 UP BND zc(1,82) 1
 UP BND zc(1,83) 1
 UP BND zc(1,84) 1
 UP BND zc(1,85) 1
 UP BND zc(1,86) 1
 UP BND zc(1,87) 1
 UP BND zc(1,88) 1
 UP BND zc(1,89) 1
 UP BND zc(1,90) 1
 UP BND zc(1,91) 1
 UP BND zc(1,92) 1
 UP BND zc(1,93) 1
 UP BND zc(1,94) 1
 UP BND zc(1,95) 1
 UP BND zc(1,96) 1
 UP BND zc(1,97) 1
 UP BND zc(1,98) 1
 UP BND zc(1,99) 1
 UP BND zc(1,100) 1
 UP BND zc(1,101) 1
 UP BND zc(1,102) 1
 UP BND zc(1,103) 1
 UP BND zc(1,104) 1
 UP BND zc(1,105) 1
 UP BND zc(1,106) 1
 UP BND zc(1,107) 1
 UP BND zc(1,108) 1
 UP BND zc(1,109) 1
 UP BND zc(1,110) 1
 UP BND zc(1,111) 1
 UP BND zc(1,112) 1
 UP BND zc(1,113) 1
 UP BND zc(1,114) 1
 UP BND zc(1,115) 1
 UP BND zc(1,116) 1
 UP BND zc(1,117) 1
 UP BND zc(1,118) 1
 UP BND zc(1,119) 1
 UP BND zc(1,120) 1
 UP BND zc(1,121) 1
 UP BND zc(1,122) 1
 UP BND zc(1,123) 1
 UP BND zc(1,124) 1
 UP BND zc(1,125) 1
 UP BND zc(1,126) 1
 UP BND zc(1,127) 1
 UP BND zc(1,128) 1
 UP BND zc(1,129) 1
 UP BND zc(1,130) 1
 UP BND zc(1,131) 1
 UP BND zc(1,132) 1
 UP BND zc(1,133) 1
 UP BND zc(1,134) 1
 UP BND zc(1,135) 1
 UP BND zc(1,136) 1
 UP BND zc(1,137) 1
 UP BND zc(1,138) 1
 UP BND zc(1,139) 1
 UP BND zc(1,140) 1
 UP BND zc(1,141) 1
 UP BND zc(1,142) 1
 UP BND zc(1,143) 1
 UP BND zc(1,144) 1
 UP BND zc(1,145) 1
 UP BND zc(1,146) 1
 UP BND zc(1,147) 1
 UP BND zc(1,148) 1
 UP BND zc(1,149) 1
 UP BND zc(1,150) 1
 UP BND zc(1,151) 1
 UP BND zc(1,152) 1
 UP BND zc(1,153) 1
 UP BND zc(1,154) 1
 UP BND zc(1,155) 1
 UP BND zc(1,156) 1
 UP BND zc(1,157) 1
 UP BND zc(1,158) 1
 UP BND zc(1,159) 1
 UP BND zc(1,160) 1
 UP BND zc(1,161) 1
 UP BND zc(1,162) 1
 UP BND zc(1,163) 1
 UP BND zc(1,164) 1
 UP BND zc(1,165) 1
 UP BND zc(2,0) 1
 UP BND zc(2,1) 1
 UP BND zc(2,2) 1
 UP BND zc(2,3) 1
 UP BND zc(2,4) 1
 UP BND zc(2,5) 1
 UP BND zc(2,6) 1
 UP BND zc(2,7) 1
 UP BND zc(3,0) 1
 UP BND zc(3,1) 1
 UP BND zc(3,2) 1
 UP BND zc(3,3) 1
 UP BND zc(3,4) 1
 UP BND zc(3,5) 1
 UP BND zc(3,6) 1
 UP BND zc(3,7) 1
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
 UP BND zc(5,10) 1
 UP BND zc(5,11) 1
 UP BND zc(5,12) 1
 UP BND zc(5,13) 1
 UP BND zc(5,14) 1
 UP BND zc(5,15) 1
 UP BND zc(5,16) 1
 UP BND zc(5,17) 1
 UP BND zc(5,18) 1
 UP BND zc(5,19) 1
 UP BND zc(5,20) 1
 UP BND zc(5,21) 1
 UP BND zc(5,22) 1
 UP BND zc(5,23) 1
 UP BND zc(5,24) 1
 UP BND zc(5,25) 1
 UP BND zc(5,26) 1
 UP BND zc(5,27) 1
 UP BND zc(5,28) 1
 UP BND zc(5,29) 1
 UP BND zc(5,30) 1
 UP BND zc(5,31) 1
 UP BND zc(5,32) 1
 UP BND zc(5,33) 1
 UP BND zc(5,34) 1
 UP BND zc(5,35) 1
 UP BND zc(5,36) 1
 UP BND zc(5,37) 1
 UP BND zc(5,38) 1
 UP BND zc(5,39) 1
 UP BND zc(5,40) 1
 UP BND zc(5,41) 1
 UP BND zc(5,42) 1
 UP BND zc(5,43) 1
 UP BND zc(5,44) 1
 UP BND zc(5,45) 1
 UP BND zc(5,46) 1
 UP BND zc(5,47) 1
 UP BND zc(5,48) 1
 UP BND zc(5,49) 1
 UP BND zc(5,50) 1
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
 UP BND zc(7,30) 1
 UP BND zc(7,31) 1
 UP BND zc(7,32) 1
 UP BND zc(7,33) 1
 UP BND zc(7,34) 1
 UP BND zc(7,35) 1
 UP BND zc(7,36) 1
 UP BND zc(7,37) 1
 UP BND zc(7,38) 1
 UP BND zc(7,39) 1
 UP BND zc(7,40) 1
 UP BND zc(7,41) 1
 UP BND zc(7,42) 1
 UP BND zc(7,43) 1
 UP BND zc(7,44) 1
 UP BND zc(7,45) 1
 UP BND zc(7,46) 1
 UP BND zc(7,47) 1
 UP BND zc(7,48) 1
 UP BND zc(7,49) 1
 UP BND zc(7,50) 1
 UP BND zc(7,51) 1
 UP BND zc(7,52) 1
 UP BND zc(7,53) 1
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
ENDATA
