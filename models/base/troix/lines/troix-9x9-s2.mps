NAME troix_lines
ROWS
 N OBJ
 E given(0,1)
 E given(0,2)
 E given(0,4)
 E given(0,5)
 E given(0,7)
 E given(0,8)
 E given(1,0)
 E given(1,2)
 E given(1,5)
 E given(1,6)
 E given(1,7)
 E given(2,6)
 E given(2,8)
 E given(3,0)
 E given(3,2)
 E given(3,8)
 E given(4,2)
 E given(4,6)
 E given(4,7)
 E given(4,8)
 E given(5,0)
 E given(5,4)
 E given(5,5)
 E given(5,6)
 E given(5,7)
 E given(6,0)
 E given(6,1)
 E given(6,3)
 E given(6,4)
 E given(6,7)
 E given(7,2)
 E given(7,4)
 E given(7,6)
 E given(7,8)
 E given(8,1)
 E given(8,3)
 E given(8,4)
 E given(8,5)
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
 E row_link(0,2,X)
 E row_link(0,3,X)
 E row_link(0,5,X)
 E row_link(0,6,X)
 E row_link(0,7,X)
 E row_link(1,0,X)
 E row_link(1,1,X)
 E row_link(1,3,X)
 E row_link(1,4,X)
 E row_link(1,5,X)
 E row_link(1,8,X)
 E row_link(2,0,X)
 E row_link(2,1,X)
 E row_link(2,2,X)
 E row_link(2,3,X)
 E row_link(2,4,X)
 E row_link(2,5,X)
 E row_link(2,7,X)
 E row_link(2,8,X)
 E row_link(3,1,X)
 E row_link(3,3,X)
 E row_link(3,4,X)
 E row_link(3,5,X)
 E row_link(3,6,X)
 E row_link(3,7,X)
 E row_link(4,0,X)
 E row_link(4,1,X)
 E row_link(4,2,X)
 E row_link(4,3,X)
 E row_link(4,4,X)
 E row_link(4,5,X)
 E row_link(4,6,X)
 E row_link(4,8,X)
 E row_link(5,1,X)
 E row_link(5,2,X)
 E row_link(5,3,X)
 E row_link(5,4,X)
 E row_link(5,5,X)
 E row_link(5,6,X)
 E row_link(5,7,X)
 E row_link(5,8,X)
 E row_link(6,0,X)
 E row_link(6,2,X)
 E row_link(6,3,X)
 E row_link(6,5,X)
 E row_link(6,6,X)
 E row_link(6,7,X)
 E row_link(6,8,X)
 E row_link(7,0,X)
 E row_link(7,1,X)
 E row_link(7,2,X)
 E row_link(7,3,X)
 E row_link(7,4,X)
 E row_link(7,5,X)
 E row_link(7,6,X)
 E row_link(7,7,X)
 E row_link(7,8,X)
 E row_link(8,0,X)
 E row_link(8,2,X)
 E row_link(8,3,X)
 E row_link(8,4,X)
 E row_link(8,6,X)
 E row_link(8,7,X)
 E row_link(8,8,X)
 E row_link(0,0,O)
 E row_link(0,1,O)
 E row_link(0,3,O)
 E row_link(0,4,O)
 E row_link(0,6,O)
 E row_link(0,7,O)
 E row_link(0,8,O)
 E row_link(1,1,O)
 E row_link(1,2,O)
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
 E row_link(2,5,O)
 E row_link(2,6,O)
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
 E row_link(4,0,O)
 E row_link(4,1,O)
 E row_link(4,2,O)
 E row_link(4,3,O)
 E row_link(4,4,O)
 E row_link(4,5,O)
 E row_link(4,6,O)
 E row_link(4,7,O)
 E row_link(4,8,O)
 E row_link(5,0,O)
 E row_link(5,1,O)
 E row_link(5,2,O)
 E row_link(5,3,O)
 E row_link(5,4,O)
 E row_link(5,5,O)
 E row_link(5,7,O)
 E row_link(5,8,O)
 E row_link(6,1,O)
 E row_link(6,2,O)
 E row_link(6,3,O)
 E row_link(6,4,O)
 E row_link(6,5,O)
 E row_link(6,6,O)
 E row_link(6,8,O)
 E row_link(7,0,O)
 E row_link(7,1,O)
 E row_link(7,3,O)
 E row_link(7,4,O)
 E row_link(7,5,O)
 E row_link(7,7,O)
 E row_link(8,0,O)
 E row_link(8,1,O)
 E row_link(8,2,O)
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
 E row_link(0,8,I)
 E row_link(1,0,I)
 E row_link(1,1,I)
 E row_link(1,2,I)
 E row_link(1,3,I)
 E row_link(1,4,I)
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
 E row_link(4,3,I)
 E row_link(4,4,I)
 E row_link(4,5,I)
 E row_link(4,7,I)
 E row_link(5,0,I)
 E row_link(5,1,I)
 E row_link(5,2,I)
 E row_link(5,3,I)
 E row_link(5,6,I)
 E row_link(5,8,I)
 E row_link(6,0,I)
 E row_link(6,1,I)
 E row_link(6,2,I)
 E row_link(6,4,I)
 E row_link(6,5,I)
 E row_link(6,6,I)
 E row_link(6,7,I)
 E row_link(6,8,I)
 E row_link(7,0,I)
 E row_link(7,1,I)
 E row_link(7,2,I)
 E row_link(7,3,I)
 E row_link(7,5,I)
 E row_link(7,6,I)
 E row_link(7,7,I)
 E row_link(7,8,I)
 E row_link(8,0,I)
 E row_link(8,1,I)
 E row_link(8,2,I)
 E row_link(8,5,I)
 E row_link(8,7,I)
 E row_link(8,8,I)
 E col_link(0,0,X)
 E col_link(0,1,X)
 E col_link(0,2,X)
 E col_link(0,4,X)
 E col_link(0,6,X)
 E col_link(0,7,X)
 E col_link(0,8,X)
 E col_link(1,1,X)
 E col_link(1,2,X)
 E col_link(1,3,X)
 E col_link(1,4,X)
 E col_link(1,5,X)
 E col_link(1,7,X)
 E col_link(2,0,X)
 E col_link(2,2,X)
 E col_link(2,4,X)
 E col_link(2,5,X)
 E col_link(2,6,X)
 E col_link(2,7,X)
 E col_link(2,8,X)
 E col_link(3,0,X)
 E col_link(3,1,X)
 E col_link(3,2,X)
 E col_link(3,3,X)
 E col_link(3,4,X)
 E col_link(3,5,X)
 E col_link(3,6,X)
 E col_link(3,7,X)
 E col_link(3,8,X)
 E col_link(4,1,X)
 E col_link(4,2,X)
 E col_link(4,3,X)
 E col_link(4,4,X)
 E col_link(4,5,X)
 E col_link(4,7,X)
 E col_link(4,8,X)
 E col_link(5,0,X)
 E col_link(5,1,X)
 E col_link(5,2,X)
 E col_link(5,3,X)
 E col_link(5,4,X)
 E col_link(5,5,X)
 E col_link(5,6,X)
 E col_link(5,7,X)
 E col_link(6,0,X)
 E col_link(6,3,X)
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
 E col_link(8,1,X)
 E col_link(8,2,X)
 E col_link(8,4,X)
 E col_link(8,5,X)
 E col_link(8,6,X)
 E col_link(8,7,X)
 E col_link(8,8,X)
 E col_link(0,0,O)
 E col_link(0,2,O)
 E col_link(0,3,O)
 E col_link(0,4,O)
 E col_link(0,5,O)
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
 E col_link(2,1,O)
 E col_link(2,2,O)
 E col_link(2,3,O)
 E col_link(2,4,O)
 E col_link(2,5,O)
 E col_link(2,6,O)
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
 E col_link(5,2,O)
 E col_link(5,3,O)
 E col_link(5,4,O)
 E col_link(5,5,O)
 E col_link(5,6,O)
 E col_link(5,7,O)
 E col_link(5,8,O)
 E col_link(6,0,O)
 E col_link(6,1,O)
 E col_link(6,2,O)
 E col_link(6,3,O)
 E col_link(6,4,O)
 E col_link(6,6,O)
 E col_link(6,8,O)
 E col_link(7,0,O)
 E col_link(7,1,O)
 E col_link(7,2,O)
 E col_link(7,3,O)
 E col_link(7,4,O)
 E col_link(7,5,O)
 E col_link(7,7,O)
 E col_link(7,8,O)
 E col_link(8,0,O)
 E col_link(8,1,O)
 E col_link(8,3,O)
 E col_link(8,4,O)
 E col_link(8,5,O)
 E col_link(8,6,O)
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
 E col_link(1,2,I)
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
 E col_link(3,7,I)
 E col_link(4,0,I)
 E col_link(4,1,I)
 E col_link(4,2,I)
 E col_link(4,3,I)
 E col_link(4,4,I)
 E col_link(4,6,I)
 E col_link(5,0,I)
 E col_link(5,1,I)
 E col_link(5,2,I)
 E col_link(5,3,I)
 E col_link(5,4,I)
 E col_link(5,6,I)
 E col_link(5,7,I)
 E col_link(5,8,I)
 E col_link(6,0,I)
 E col_link(6,1,I)
 E col_link(6,2,I)
 E col_link(6,3,I)
 E col_link(6,5,I)
 E col_link(6,6,I)
 E col_link(6,7,I)
 E col_link(7,1,I)
 E col_link(7,2,I)
 E col_link(7,3,I)
 E col_link(7,4,I)
 E col_link(7,6,I)
 E col_link(7,7,I)
 E col_link(7,8,I)
 E col_link(8,0,I)
 E col_link(8,1,I)
 E col_link(8,2,I)
 E col_link(8,3,I)
 E col_link(8,5,I)
 E col_link(8,6,I)
 E col_link(8,7,I)
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
    x(0,4,X) given(0,4) 1
    x(0,5,X) row_link(0,5,X) 1
    x(0,5,X) col_link(5,0,X) 1
    x(0,6,X) row_link(0,6,X) 1
    x(0,6,X) col_link(6,0,X) 1
    x(0,7,X) row_link(0,7,X) 1
    x(0,7,X) col_link(7,0,X) 1
    x(0,8,X) given(0,8) 1
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
    x(1,6,X) given(1,6) 1
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
    x(2,6,X) given(2,6) 1
    x(2,7,X) row_link(2,7,X) 1
    x(2,7,X) col_link(7,2,X) 1
    x(2,8,X) row_link(2,8,X) 1
    x(2,8,X) col_link(8,2,X) 1
    x(3,0,X) given(3,0) 1
    x(3,1,X) row_link(3,1,X) 1
    x(3,1,X) col_link(1,3,X) 1
    x(3,2,X) given(3,2) 1
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
    x(3,8,X) given(3,8) 1
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
    x(4,7,X) given(4,7) 1
    x(4,8,X) row_link(4,8,X) 1
    x(4,8,X) col_link(8,4,X) 1
    x(5,0,X) given(5,0) 1
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
    x(6,0,X) row_link(6,0,X) 1
    x(6,0,X) col_link(0,6,X) 1
    x(6,1,X) given(6,1) 1
    x(6,2,X) row_link(6,2,X) 1
    x(6,2,X) col_link(2,6,X) 1
    x(6,3,X) row_link(6,3,X) 1
    x(6,3,X) col_link(3,6,X) 1
    x(6,4,X) given(6,4) 1
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
    x(8,1,X) given(8,1) 1
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
    x(0,0,O) row_link(0,0,O) 1
    x(0,0,O) col_link(0,0,O) 1
    x(0,1,O) row_link(0,1,O) 1
    x(0,1,O) col_link(1,0,O) 1
    x(0,2,O) given(0,2) 1
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
    x(1,0,O) given(1,0) 1
    x(1,1,O) row_link(1,1,O) 1
    x(1,1,O) col_link(1,1,O) 1
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
    x(4,7,O) row_link(4,7,O) 1
    x(4,7,O) col_link(7,4,O) 1
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
    x(5,6,O) given(5,6) 1
    x(5,7,O) row_link(5,7,O) 1
    x(5,7,O) col_link(7,5,O) 1
    x(5,8,O) row_link(5,8,O) 1
    x(5,8,O) col_link(8,5,O) 1
    x(6,0,O) given(6,0) 1
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
    x(6,7,O) given(6,7) 1
    x(6,8,O) row_link(6,8,O) 1
    x(6,8,O) col_link(8,6,O) 1
    x(7,0,O) row_link(7,0,O) 1
    x(7,0,O) col_link(0,7,O) 1
    x(7,1,O) row_link(7,1,O) 1
    x(7,1,O) col_link(1,7,O) 1
    x(7,2,O) given(7,2) 1
    x(7,3,O) row_link(7,3,O) 1
    x(7,3,O) col_link(3,7,O) 1
    x(7,4,O) row_link(7,4,O) 1
    x(7,4,O) col_link(4,7,O) 1
    x(7,5,O) row_link(7,5,O) 1
    x(7,5,O) col_link(5,7,O) 1
    x(7,6,O) given(7,6) 1
    x(7,7,O) row_link(7,7,O) 1
    x(7,7,O) col_link(7,7,O) 1
    x(7,8,O) given(7,8) 1
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
    x(4,2,I) given(4,2) 1
    x(4,3,I) row_link(4,3,I) 1
    x(4,3,I) col_link(3,4,I) 1
    x(4,4,I) row_link(4,4,I) 1
    x(4,4,I) col_link(4,4,I) 1
    x(4,5,I) row_link(4,5,I) 1
    x(4,5,I) col_link(5,4,I) 1
    x(4,6,I) given(4,6) 1
    x(4,7,I) row_link(4,7,I) 1
    x(4,7,I) col_link(7,4,I) 1
    x(4,8,I) given(4,8) 1
    x(5,0,I) row_link(5,0,I) 1
    x(5,0,I) col_link(0,5,I) 1
    x(5,1,I) row_link(5,1,I) 1
    x(5,1,I) col_link(1,5,I) 1
    x(5,2,I) row_link(5,2,I) 1
    x(5,2,I) col_link(2,5,I) 1
    x(5,3,I) row_link(5,3,I) 1
    x(5,3,I) col_link(3,5,I) 1
    x(5,4,I) given(5,4) 1
    x(5,5,I) given(5,5) 1
    x(5,6,I) row_link(5,6,I) 1
    x(5,6,I) col_link(6,5,I) 1
    x(5,7,I) given(5,7) 1
    x(5,8,I) row_link(5,8,I) 1
    x(5,8,I) col_link(8,5,I) 1
    x(6,0,I) row_link(6,0,I) 1
    x(6,0,I) col_link(0,6,I) 1
    x(6,1,I) row_link(6,1,I) 1
    x(6,1,I) col_link(1,6,I) 1
    x(6,2,I) row_link(6,2,I) 1
    x(6,2,I) col_link(2,6,I) 1
    x(6,3,I) given(6,3) 1
    x(6,4,I) row_link(6,4,I) 1
    x(6,4,I) col_link(4,6,I) 1
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
    x(8,0,I) row_link(8,0,I) 1
    x(8,0,I) col_link(0,8,I) 1
    x(8,1,I) row_link(8,1,I) 1
    x(8,1,I) col_link(1,8,I) 1
    x(8,2,I) row_link(8,2,I) 1
    x(8,2,I) col_link(2,8,I) 1
    x(8,3,I) given(8,3) 1
    x(8,4,I) given(8,4) 1
    x(8,5,I) row_link(8,5,I) 1
    x(8,5,I) col_link(5,8,I) 1
    x(8,6,I) given(8,6) 1
    x(8,7,I) row_link(8,7,I) 1
    x(8,7,I) col_link(7,8,I) 1
    x(8,8,I) row_link(8,8,I) 1
    x(8,8,I) col_link(8,8,I) 1
    MARKER0 'MARKER' 'INTEND'
    zr(0,0) row_choice(0) 1
    zr(0,0) row_link(0,6,O) -1
    zr(0,0) row_link(0,0,I) -1
    zr(0,0) row_link(0,3,I) -1
    zr(0,1) row_choice(0) 1
    zr(0,1) row_link(0,3,O) -1
    zr(0,1) row_link(0,0,I) -1
    zr(0,1) row_link(0,6,I) -1
    zr(0,2) row_choice(0) 1
    zr(0,2) row_link(0,0,O) -1
    zr(0,2) row_link(0,3,I) -1
    zr(0,2) row_link(0,6,I) -1
    zr(1,0) row_choice(1) 1
    zr(1,0) row_link(1,8,O) -1
    zr(1,0) row_link(1,1,I) -1
    zr(1,0) row_link(1,3,I) -1
    zr(1,0) row_link(1,4,I) -1
    zr(1,1) row_choice(1) 1
    zr(1,1) row_link(1,4,O) -1
    zr(1,1) row_link(1,1,I) -1
    zr(1,1) row_link(1,3,I) -1
    zr(1,1) row_link(1,8,I) -1
    zr(1,2) row_choice(1) 1
    zr(1,2) row_link(1,3,O) -1
    zr(1,2) row_link(1,1,I) -1
    zr(1,2) row_link(1,4,I) -1
    zr(1,2) row_link(1,8,I) -1
    zr(1,3) row_choice(1) 1
    zr(1,3) row_link(1,1,O) -1
    zr(1,3) row_link(1,3,I) -1
    zr(1,3) row_link(1,4,I) -1
    zr(1,3) row_link(1,8,I) -1
    zr(2,0) row_choice(2) 1
    zr(2,0) row_link(2,4,X) -1
    zr(2,0) row_link(2,7,X) -1
    zr(2,0) row_link(2,2,O) -1
    zr(2,0) row_link(2,5,O) -1
    zr(2,0) row_link(2,0,I) -1
    zr(2,0) row_link(2,1,I) -1
    zr(2,0) row_link(2,3,I) -1
    zr(2,1) row_choice(2) 1
    zr(2,1) row_link(2,4,X) -1
    zr(2,1) row_link(2,7,X) -1
    zr(2,1) row_link(2,1,O) -1
    zr(2,1) row_link(2,5,O) -1
    zr(2,1) row_link(2,0,I) -1
    zr(2,1) row_link(2,2,I) -1
    zr(2,1) row_link(2,3,I) -1
    zr(2,2) row_choice(2) 1
    zr(2,2) row_link(2,2,X) -1
    zr(2,2) row_link(2,7,X) -1
    zr(2,2) row_link(2,4,O) -1
    zr(2,2) row_link(2,5,O) -1
    zr(2,2) row_link(2,0,I) -1
    zr(2,2) row_link(2,1,I) -1
    zr(2,2) row_link(2,3,I) -1
    zr(2,3) row_choice(2) 1
    zr(2,3) row_link(2,1,X) -1
    zr(2,3) row_link(2,7,X) -1
    zr(2,3) row_link(2,4,O) -1
    zr(2,3) row_link(2,5,O) -1
    zr(2,3) row_link(2,0,I) -1
    zr(2,3) row_link(2,2,I) -1
    zr(2,3) row_link(2,3,I) -1
    zr(2,4) row_choice(2) 1
    zr(2,4) row_link(2,3,X) -1
    zr(2,4) row_link(2,7,X) -1
    zr(2,4) row_link(2,2,O) -1
    zr(2,4) row_link(2,5,O) -1
    zr(2,4) row_link(2,0,I) -1
    zr(2,4) row_link(2,1,I) -1
    zr(2,4) row_link(2,4,I) -1
    zr(2,5) row_choice(2) 1
    zr(2,5) row_link(2,3,X) -1
    zr(2,5) row_link(2,7,X) -1
    zr(2,5) row_link(2,1,O) -1
    zr(2,5) row_link(2,5,O) -1
    zr(2,5) row_link(2,0,I) -1
    zr(2,5) row_link(2,2,I) -1
    zr(2,5) row_link(2,4,I) -1
    zr(2,6) row_choice(2) 1
    zr(2,6) row_link(2,3,X) -1
    zr(2,6) row_link(2,7,X) -1
    zr(2,6) row_link(2,0,O) -1
    zr(2,6) row_link(2,5,O) -1
    zr(2,6) row_link(2,1,I) -1
    zr(2,6) row_link(2,2,I) -1
    zr(2,6) row_link(2,4,I) -1
    zr(2,7) row_choice(2) 1
    zr(2,7) row_link(2,2,X) -1
    zr(2,7) row_link(2,7,X) -1
    zr(2,7) row_link(2,3,O) -1
    zr(2,7) row_link(2,5,O) -1
    zr(2,7) row_link(2,0,I) -1
    zr(2,7) row_link(2,1,I) -1
    zr(2,7) row_link(2,4,I) -1
    zr(2,8) row_choice(2) 1
    zr(2,8) row_link(2,1,X) -1
    zr(2,8) row_link(2,7,X) -1
    zr(2,8) row_link(2,3,O) -1
    zr(2,8) row_link(2,5,O) -1
    zr(2,8) row_link(2,0,I) -1
    zr(2,8) row_link(2,2,I) -1
    zr(2,8) row_link(2,4,I) -1
    zr(2,9) row_choice(2) 1
    zr(2,9) row_link(2,0,X) -1
    zr(2,9) row_link(2,7,X) -1
    zr(2,9) row_link(2,3,O) -1
    zr(2,9) row_link(2,5,O) -1
    zr(2,9) row_link(2,1,I) -1
    zr(2,9) row_link(2,2,I) -1
    zr(2,9) row_link(2,4,I) -1
    zr(2,10) row_choice(2) 1
    zr(2,10) row_link(2,2,X) -1
    zr(2,10) row_link(2,7,X) -1
    zr(2,10) row_link(2,1,O) -1
    zr(2,10) row_link(2,5,O) -1
    zr(2,10) row_link(2,0,I) -1
    zr(2,10) row_link(2,3,I) -1
    zr(2,10) row_link(2,4,I) -1
    zr(2,11) row_choice(2) 1
    zr(2,11) row_link(2,2,X) -1
    zr(2,11) row_link(2,7,X) -1
    zr(2,11) row_link(2,0,O) -1
    zr(2,11) row_link(2,5,O) -1
    zr(2,11) row_link(2,1,I) -1
    zr(2,11) row_link(2,3,I) -1
    zr(2,11) row_link(2,4,I) -1
    zr(2,12) row_choice(2) 1
    zr(2,12) row_link(2,1,X) -1
    zr(2,12) row_link(2,7,X) -1
    zr(2,12) row_link(2,2,O) -1
    zr(2,12) row_link(2,5,O) -1
    zr(2,12) row_link(2,0,I) -1
    zr(2,12) row_link(2,3,I) -1
    zr(2,12) row_link(2,4,I) -1
    zr(2,13) row_choice(2) 1
    zr(2,13) row_link(2,0,X) -1
    zr(2,13) row_link(2,7,X) -1
    zr(2,13) row_link(2,2,O) -1
    zr(2,13) row_link(2,5,O) -1
    zr(2,13) row_link(2,1,I) -1
    zr(2,13) row_link(2,3,I) -1
    zr(2,13) row_link(2,4,I) -1
    zr(2,14) row_choice(2) 1
    zr(2,14) row_link(2,4,X) -1
    zr(2,14) row_link(2,7,X) -1
    zr(2,14) row_link(2,2,O) -1
    zr(2,14) row_link(2,3,O) -1
    zr(2,14) row_link(2,0,I) -1
    zr(2,14) row_link(2,1,I) -1
    zr(2,14) row_link(2,5,I) -1
    zr(2,15) row_choice(2) 1
    zr(2,15) row_link(2,4,X) -1
    zr(2,15) row_link(2,7,X) -1
    zr(2,15) row_link(2,1,O) -1
    zr(2,15) row_link(2,3,O) -1
    zr(2,15) row_link(2,0,I) -1
    zr(2,15) row_link(2,2,I) -1
    zr(2,15) row_link(2,5,I) -1
    zr(2,16) row_choice(2) 1
    zr(2,16) row_link(2,4,X) -1
    zr(2,16) row_link(2,7,X) -1
    zr(2,16) row_link(2,0,O) -1
    zr(2,16) row_link(2,3,O) -1
    zr(2,16) row_link(2,1,I) -1
    zr(2,16) row_link(2,2,I) -1
    zr(2,16) row_link(2,5,I) -1
    zr(2,17) row_choice(2) 1
    zr(2,17) row_link(2,4,X) -1
    zr(2,17) row_link(2,7,X) -1
    zr(2,17) row_link(2,1,O) -1
    zr(2,17) row_link(2,2,O) -1
    zr(2,17) row_link(2,0,I) -1
    zr(2,17) row_link(2,3,I) -1
    zr(2,17) row_link(2,5,I) -1
    zr(2,18) row_choice(2) 1
    zr(2,18) row_link(2,4,X) -1
    zr(2,18) row_link(2,7,X) -1
    zr(2,18) row_link(2,0,O) -1
    zr(2,18) row_link(2,2,O) -1
    zr(2,18) row_link(2,1,I) -1
    zr(2,18) row_link(2,3,I) -1
    zr(2,18) row_link(2,5,I) -1
    zr(2,19) row_choice(2) 1
    zr(2,19) row_link(2,4,X) -1
    zr(2,19) row_link(2,7,X) -1
    zr(2,19) row_link(2,0,O) -1
    zr(2,19) row_link(2,1,O) -1
    zr(2,19) row_link(2,2,I) -1
    zr(2,19) row_link(2,3,I) -1
    zr(2,19) row_link(2,5,I) -1
    zr(2,20) row_choice(2) 1
    zr(2,20) row_link(2,3,X) -1
    zr(2,20) row_link(2,7,X) -1
    zr(2,20) row_link(2,2,O) -1
    zr(2,20) row_link(2,4,O) -1
    zr(2,20) row_link(2,0,I) -1
    zr(2,20) row_link(2,1,I) -1
    zr(2,20) row_link(2,5,I) -1
    zr(2,21) row_choice(2) 1
    zr(2,21) row_link(2,3,X) -1
    zr(2,21) row_link(2,7,X) -1
    zr(2,21) row_link(2,1,O) -1
    zr(2,21) row_link(2,4,O) -1
    zr(2,21) row_link(2,0,I) -1
    zr(2,21) row_link(2,2,I) -1
    zr(2,21) row_link(2,5,I) -1
    zr(2,22) row_choice(2) 1
    zr(2,22) row_link(2,3,X) -1
    zr(2,22) row_link(2,7,X) -1
    zr(2,22) row_link(2,0,O) -1
    zr(2,22) row_link(2,4,O) -1
    zr(2,22) row_link(2,1,I) -1
    zr(2,22) row_link(2,2,I) -1
    zr(2,22) row_link(2,5,I) -1
    zr(2,23) row_choice(2) 1
    zr(2,23) row_link(2,2,X) -1
    zr(2,23) row_link(2,7,X) -1
    zr(2,23) row_link(2,3,O) -1
    zr(2,23) row_link(2,4,O) -1
    zr(2,23) row_link(2,0,I) -1
    zr(2,23) row_link(2,1,I) -1
    zr(2,23) row_link(2,5,I) -1
    zr(2,24) row_choice(2) 1
    zr(2,24) row_link(2,1,X) -1
    zr(2,24) row_link(2,7,X) -1
    zr(2,24) row_link(2,3,O) -1
    zr(2,24) row_link(2,4,O) -1
    zr(2,24) row_link(2,0,I) -1
    zr(2,24) row_link(2,2,I) -1
    zr(2,24) row_link(2,5,I) -1
    zr(2,25) row_choice(2) 1
    zr(2,25) row_link(2,0,X) -1
    zr(2,25) row_link(2,7,X) -1
    zr(2,25) row_link(2,3,O) -1
    zr(2,25) row_link(2,4,O) -1
    zr(2,25) row_link(2,1,I) -1
    zr(2,25) row_link(2,2,I) -1
    zr(2,25) row_link(2,5,I) -1
    zr(2,26) row_choice(2) 1
    zr(2,26) row_link(2,2,X) -1
    zr(2,26) row_link(2,7,X) -1
    zr(2,26) row_link(2,1,O) -1
    zr(2,26) row_link(2,4,O) -1
    zr(2,26) row_link(2,0,I) -1
    zr(2,26) row_link(2,3,I) -1
    zr(2,26) row_link(2,5,I) -1
    zr(2,27) row_choice(2) 1
    zr(2,27) row_link(2,2,X) -1
    zr(2,27) row_link(2,7,X) -1
    zr(2,27) row_link(2,0,O) -1
    zr(2,27) row_link(2,4,O) -1
    zr(2,27) row_link(2,1,I) -1
    zr(2,27) row_link(2,3,I) -1
    zr(2,27) row_link(2,5,I) -1
    zr(2,28) row_choice(2) 1
    zr(2,28) row_link(2,1,X) -1
    zr(2,28) row_link(2,7,X) -1
    zr(2,28) row_link(2,2,O) -1
    zr(2,28) row_link(2,4,O) -1
    zr(2,28) row_link(2,0,I) -1
    zr(2,28) row_link(2,3,I) -1
    zr(2,28) row_link(2,5,I) -1
    zr(2,29) row_choice(2) 1
    zr(2,29) row_link(2,0,X) -1
    zr(2,29) row_link(2,7,X) -1
    zr(2,29) row_link(2,2,O) -1
    zr(2,29) row_link(2,4,O) -1
    zr(2,29) row_link(2,1,I) -1
    zr(2,29) row_link(2,3,I) -1
    zr(2,29) row_link(2,5,I) -1
    zr(2,30) row_choice(2) 1
    zr(2,30) row_link(2,1,X) -1
    zr(2,30) row_link(2,7,X) -1
    zr(2,30) row_link(2,0,O) -1
    zr(2,30) row_link(2,4,O) -1
    zr(2,30) row_link(2,2,I) -1
    zr(2,30) row_link(2,3,I) -1
    zr(2,30) row_link(2,5,I) -1
    zr(2,31) row_choice(2) 1
    zr(2,31) row_link(2,0,X) -1
    zr(2,31) row_link(2,7,X) -1
    zr(2,31) row_link(2,1,O) -1
    zr(2,31) row_link(2,4,O) -1
    zr(2,31) row_link(2,2,I) -1
    zr(2,31) row_link(2,3,I) -1
    zr(2,31) row_link(2,5,I) -1
    zr(2,32) row_choice(2) 1
    zr(2,32) row_link(2,3,X) -1
    zr(2,32) row_link(2,7,X) -1
    zr(2,32) row_link(2,1,O) -1
    zr(2,32) row_link(2,2,O) -1
    zr(2,32) row_link(2,0,I) -1
    zr(2,32) row_link(2,4,I) -1
    zr(2,32) row_link(2,5,I) -1
    zr(2,33) row_choice(2) 1
    zr(2,33) row_link(2,3,X) -1
    zr(2,33) row_link(2,7,X) -1
    zr(2,33) row_link(2,0,O) -1
    zr(2,33) row_link(2,2,O) -1
    zr(2,33) row_link(2,1,I) -1
    zr(2,33) row_link(2,4,I) -1
    zr(2,33) row_link(2,5,I) -1
    zr(2,34) row_choice(2) 1
    zr(2,34) row_link(2,3,X) -1
    zr(2,34) row_link(2,7,X) -1
    zr(2,34) row_link(2,0,O) -1
    zr(2,34) row_link(2,1,O) -1
    zr(2,34) row_link(2,2,I) -1
    zr(2,34) row_link(2,4,I) -1
    zr(2,34) row_link(2,5,I) -1
    zr(2,35) row_choice(2) 1
    zr(2,35) row_link(2,2,X) -1
    zr(2,35) row_link(2,7,X) -1
    zr(2,35) row_link(2,1,O) -1
    zr(2,35) row_link(2,3,O) -1
    zr(2,35) row_link(2,0,I) -1
    zr(2,35) row_link(2,4,I) -1
    zr(2,35) row_link(2,5,I) -1
    zr(2,36) row_choice(2) 1
    zr(2,36) row_link(2,2,X) -1
    zr(2,36) row_link(2,7,X) -1
    zr(2,36) row_link(2,0,O) -1
    zr(2,36) row_link(2,3,O) -1
    zr(2,36) row_link(2,1,I) -1
    zr(2,36) row_link(2,4,I) -1
    zr(2,36) row_link(2,5,I) -1
    zr(2,37) row_choice(2) 1
    zr(2,37) row_link(2,1,X) -1
    zr(2,37) row_link(2,7,X) -1
    zr(2,37) row_link(2,2,O) -1
    zr(2,37) row_link(2,3,O) -1
    zr(2,37) row_link(2,0,I) -1
    zr(2,37) row_link(2,4,I) -1
    zr(2,37) row_link(2,5,I) -1
    zr(2,38) row_choice(2) 1
    zr(2,38) row_link(2,0,X) -1
    zr(2,38) row_link(2,7,X) -1
    zr(2,38) row_link(2,2,O) -1
    zr(2,38) row_link(2,3,O) -1
    zr(2,38) row_link(2,1,I) -1
    zr(2,38) row_link(2,4,I) -1
    zr(2,38) row_link(2,5,I) -1
    zr(2,39) row_choice(2) 1
    zr(2,39) row_link(2,1,X) -1
    zr(2,39) row_link(2,7,X) -1
    zr(2,39) row_link(2,0,O) -1
    zr(2,39) row_link(2,3,O) -1
    zr(2,39) row_link(2,2,I) -1
    zr(2,39) row_link(2,4,I) -1
    zr(2,39) row_link(2,5,I) -1
    zr(2,40) row_choice(2) 1
    zr(2,40) row_link(2,0,X) -1
    zr(2,40) row_link(2,7,X) -1
    zr(2,40) row_link(2,1,O) -1
    zr(2,40) row_link(2,3,O) -1
    zr(2,40) row_link(2,2,I) -1
    zr(2,40) row_link(2,4,I) -1
    zr(2,40) row_link(2,5,I) -1
    zr(2,41) row_choice(2) 1
    zr(2,41) row_link(2,2,X) -1
    zr(2,41) row_link(2,5,X) -1
    zr(2,41) row_link(2,4,O) -1
    zr(2,41) row_link(2,7,O) -1
    zr(2,41) row_link(2,0,I) -1
    zr(2,41) row_link(2,1,I) -1
    zr(2,41) row_link(2,3,I) -1
    zr(2,42) row_choice(2) 1
    zr(2,42) row_link(2,1,X) -1
    zr(2,42) row_link(2,5,X) -1
    zr(2,42) row_link(2,4,O) -1
    zr(2,42) row_link(2,7,O) -1
    zr(2,42) row_link(2,0,I) -1
    zr(2,42) row_link(2,2,I) -1
    zr(2,42) row_link(2,3,I) -1
    zr(2,43) row_choice(2) 1
    zr(2,43) row_link(2,3,X) -1
    zr(2,43) row_link(2,5,X) -1
    zr(2,43) row_link(2,2,O) -1
    zr(2,43) row_link(2,7,O) -1
    zr(2,43) row_link(2,0,I) -1
    zr(2,43) row_link(2,1,I) -1
    zr(2,43) row_link(2,4,I) -1
    zr(2,44) row_choice(2) 1
    zr(2,44) row_link(2,3,X) -1
    zr(2,44) row_link(2,5,X) -1
    zr(2,44) row_link(2,1,O) -1
    zr(2,44) row_link(2,7,O) -1
    zr(2,44) row_link(2,0,I) -1
    zr(2,44) row_link(2,2,I) -1
    zr(2,44) row_link(2,4,I) -1
    zr(2,45) row_choice(2) 1
    zr(2,45) row_link(2,3,X) -1
    zr(2,45) row_link(2,5,X) -1
    zr(2,45) row_link(2,0,O) -1
    zr(2,45) row_link(2,7,O) -1
    zr(2,45) row_link(2,1,I) -1
    zr(2,45) row_link(2,2,I) -1
    zr(2,45) row_link(2,4,I) -1
    zr(2,46) row_choice(2) 1
    zr(2,46) row_link(2,2,X) -1
    zr(2,46) row_link(2,5,X) -1
    zr(2,46) row_link(2,3,O) -1
    zr(2,46) row_link(2,7,O) -1
    zr(2,46) row_link(2,0,I) -1
    zr(2,46) row_link(2,1,I) -1
    zr(2,46) row_link(2,4,I) -1
    zr(2,47) row_choice(2) 1
    zr(2,47) row_link(2,1,X) -1
    zr(2,47) row_link(2,5,X) -1
    zr(2,47) row_link(2,3,O) -1
    zr(2,47) row_link(2,7,O) -1
    zr(2,47) row_link(2,0,I) -1
    zr(2,47) row_link(2,2,I) -1
    zr(2,47) row_link(2,4,I) -1
    zr(2,48) row_choice(2) 1
    zr(2,48) row_link(2,0,X) -1
    zr(2,48) row_link(2,5,X) -1
    zr(2,48) row_link(2,3,O) -1
    zr(2,48) row_link(2,7,O) -1
    zr(2,48) row_link(2,1,I) -1
    zr(2,48) row_link(2,2,I) -1
    zr(2,48) row_link(2,4,I) -1
    zr(2,49) row_choice(2) 1
    zr(2,49) row_link(2,2,X) -1
    zr(2,49) row_link(2,5,X) -1
    zr(2,49) row_link(2,1,O) -1
    zr(2,49) row_link(2,7,O) -1
    zr(2,49) row_link(2,0,I) -1
    zr(2,49) row_link(2,3,I) -1
    zr(2,49) row_link(2,4,I) -1
    zr(2,50) row_choice(2) 1
    zr(2,50) row_link(2,2,X) -1
    zr(2,50) row_link(2,5,X) -1
    zr(2,50) row_link(2,0,O) -1
    zr(2,50) row_link(2,7,O) -1
    zr(2,50) row_link(2,1,I) -1
    zr(2,50) row_link(2,3,I) -1
    zr(2,50) row_link(2,4,I) -1
    zr(2,51) row_choice(2) 1
    zr(2,51) row_link(2,1,X) -1
    zr(2,51) row_link(2,5,X) -1
    zr(2,51) row_link(2,2,O) -1
    zr(2,51) row_link(2,7,O) -1
    zr(2,51) row_link(2,0,I) -1
    zr(2,51) row_link(2,3,I) -1
    zr(2,51) row_link(2,4,I) -1
    zr(2,52) row_choice(2) 1
    zr(2,52) row_link(2,0,X) -1
    zr(2,52) row_link(2,5,X) -1
    zr(2,52) row_link(2,2,O) -1
    zr(2,52) row_link(2,7,O) -1
    zr(2,52) row_link(2,1,I) -1
    zr(2,52) row_link(2,3,I) -1
    zr(2,52) row_link(2,4,I) -1
    zr(2,53) row_choice(2) 1
    zr(2,53) row_link(2,2,X) -1
    zr(2,53) row_link(2,4,X) -1
    zr(2,53) row_link(2,5,O) -1
    zr(2,53) row_link(2,7,O) -1
    zr(2,53) row_link(2,0,I) -1
    zr(2,53) row_link(2,1,I) -1
    zr(2,53) row_link(2,3,I) -1
    zr(2,54) row_choice(2) 1
    zr(2,54) row_link(2,1,X) -1
    zr(2,54) row_link(2,4,X) -1
    zr(2,54) row_link(2,5,O) -1
    zr(2,54) row_link(2,7,O) -1
    zr(2,54) row_link(2,0,I) -1
    zr(2,54) row_link(2,2,I) -1
    zr(2,54) row_link(2,3,I) -1
    zr(2,55) row_choice(2) 1
    zr(2,55) row_link(2,2,X) -1
    zr(2,55) row_link(2,3,X) -1
    zr(2,55) row_link(2,5,O) -1
    zr(2,55) row_link(2,7,O) -1
    zr(2,55) row_link(2,0,I) -1
    zr(2,55) row_link(2,1,I) -1
    zr(2,55) row_link(2,4,I) -1
    zr(2,56) row_choice(2) 1
    zr(2,56) row_link(2,1,X) -1
    zr(2,56) row_link(2,3,X) -1
    zr(2,56) row_link(2,5,O) -1
    zr(2,56) row_link(2,7,O) -1
    zr(2,56) row_link(2,0,I) -1
    zr(2,56) row_link(2,2,I) -1
    zr(2,56) row_link(2,4,I) -1
    zr(2,57) row_choice(2) 1
    zr(2,57) row_link(2,0,X) -1
    zr(2,57) row_link(2,3,X) -1
    zr(2,57) row_link(2,5,O) -1
    zr(2,57) row_link(2,7,O) -1
    zr(2,57) row_link(2,1,I) -1
    zr(2,57) row_link(2,2,I) -1
    zr(2,57) row_link(2,4,I) -1
    zr(2,58) row_choice(2) 1
    zr(2,58) row_link(2,1,X) -1
    zr(2,58) row_link(2,2,X) -1
    zr(2,58) row_link(2,5,O) -1
    zr(2,58) row_link(2,7,O) -1
    zr(2,58) row_link(2,0,I) -1
    zr(2,58) row_link(2,3,I) -1
    zr(2,58) row_link(2,4,I) -1
    zr(2,59) row_choice(2) 1
    zr(2,59) row_link(2,0,X) -1
    zr(2,59) row_link(2,2,X) -1
    zr(2,59) row_link(2,5,O) -1
    zr(2,59) row_link(2,7,O) -1
    zr(2,59) row_link(2,1,I) -1
    zr(2,59) row_link(2,3,I) -1
    zr(2,59) row_link(2,4,I) -1
    zr(2,60) row_choice(2) 1
    zr(2,60) row_link(2,3,X) -1
    zr(2,60) row_link(2,4,X) -1
    zr(2,60) row_link(2,2,O) -1
    zr(2,60) row_link(2,7,O) -1
    zr(2,60) row_link(2,0,I) -1
    zr(2,60) row_link(2,1,I) -1
    zr(2,60) row_link(2,5,I) -1
    zr(2,61) row_choice(2) 1
    zr(2,61) row_link(2,3,X) -1
    zr(2,61) row_link(2,4,X) -1
    zr(2,61) row_link(2,1,O) -1
    zr(2,61) row_link(2,7,O) -1
    zr(2,61) row_link(2,0,I) -1
    zr(2,61) row_link(2,2,I) -1
    zr(2,61) row_link(2,5,I) -1
    zr(2,62) row_choice(2) 1
    zr(2,62) row_link(2,3,X) -1
    zr(2,62) row_link(2,4,X) -1
    zr(2,62) row_link(2,0,O) -1
    zr(2,62) row_link(2,7,O) -1
    zr(2,62) row_link(2,1,I) -1
    zr(2,62) row_link(2,2,I) -1
    zr(2,62) row_link(2,5,I) -1
    zr(2,63) row_choice(2) 1
    zr(2,63) row_link(2,2,X) -1
    zr(2,63) row_link(2,4,X) -1
    zr(2,63) row_link(2,3,O) -1
    zr(2,63) row_link(2,7,O) -1
    zr(2,63) row_link(2,0,I) -1
    zr(2,63) row_link(2,1,I) -1
    zr(2,63) row_link(2,5,I) -1
    zr(2,64) row_choice(2) 1
    zr(2,64) row_link(2,1,X) -1
    zr(2,64) row_link(2,4,X) -1
    zr(2,64) row_link(2,3,O) -1
    zr(2,64) row_link(2,7,O) -1
    zr(2,64) row_link(2,0,I) -1
    zr(2,64) row_link(2,2,I) -1
    zr(2,64) row_link(2,5,I) -1
    zr(2,65) row_choice(2) 1
    zr(2,65) row_link(2,0,X) -1
    zr(2,65) row_link(2,4,X) -1
    zr(2,65) row_link(2,3,O) -1
    zr(2,65) row_link(2,7,O) -1
    zr(2,65) row_link(2,1,I) -1
    zr(2,65) row_link(2,2,I) -1
    zr(2,65) row_link(2,5,I) -1
    zr(2,66) row_choice(2) 1
    zr(2,66) row_link(2,2,X) -1
    zr(2,66) row_link(2,4,X) -1
    zr(2,66) row_link(2,1,O) -1
    zr(2,66) row_link(2,7,O) -1
    zr(2,66) row_link(2,0,I) -1
    zr(2,66) row_link(2,3,I) -1
    zr(2,66) row_link(2,5,I) -1
    zr(2,67) row_choice(2) 1
    zr(2,67) row_link(2,2,X) -1
    zr(2,67) row_link(2,4,X) -1
    zr(2,67) row_link(2,0,O) -1
    zr(2,67) row_link(2,7,O) -1
    zr(2,67) row_link(2,1,I) -1
    zr(2,67) row_link(2,3,I) -1
    zr(2,67) row_link(2,5,I) -1
    zr(2,68) row_choice(2) 1
    zr(2,68) row_link(2,1,X) -1
    zr(2,68) row_link(2,4,X) -1
    zr(2,68) row_link(2,2,O) -1
    zr(2,68) row_link(2,7,O) -1
    zr(2,68) row_link(2,0,I) -1
    zr(2,68) row_link(2,3,I) -1
    zr(2,68) row_link(2,5,I) -1
    zr(2,69) row_choice(2) 1
    zr(2,69) row_link(2,0,X) -1
    zr(2,69) row_link(2,4,X) -1
    zr(2,69) row_link(2,2,O) -1
    zr(2,69) row_link(2,7,O) -1
    zr(2,69) row_link(2,1,I) -1
    zr(2,69) row_link(2,3,I) -1
    zr(2,69) row_link(2,5,I) -1
    zr(2,70) row_choice(2) 1
    zr(2,70) row_link(2,1,X) -1
    zr(2,70) row_link(2,4,X) -1
    zr(2,70) row_link(2,0,O) -1
    zr(2,70) row_link(2,7,O) -1
    zr(2,70) row_link(2,2,I) -1
    zr(2,70) row_link(2,3,I) -1
    zr(2,70) row_link(2,5,I) -1
    zr(2,71) row_choice(2) 1
    zr(2,71) row_link(2,0,X) -1
    zr(2,71) row_link(2,4,X) -1
    zr(2,71) row_link(2,1,O) -1
    zr(2,71) row_link(2,7,O) -1
    zr(2,71) row_link(2,2,I) -1
    zr(2,71) row_link(2,3,I) -1
    zr(2,71) row_link(2,5,I) -1
    zr(2,72) row_choice(2) 1
    zr(2,72) row_link(2,2,X) -1
    zr(2,72) row_link(2,3,X) -1
    zr(2,72) row_link(2,4,O) -1
    zr(2,72) row_link(2,7,O) -1
    zr(2,72) row_link(2,0,I) -1
    zr(2,72) row_link(2,1,I) -1
    zr(2,72) row_link(2,5,I) -1
    zr(2,73) row_choice(2) 1
    zr(2,73) row_link(2,1,X) -1
    zr(2,73) row_link(2,3,X) -1
    zr(2,73) row_link(2,4,O) -1
    zr(2,73) row_link(2,7,O) -1
    zr(2,73) row_link(2,0,I) -1
    zr(2,73) row_link(2,2,I) -1
    zr(2,73) row_link(2,5,I) -1
    zr(2,74) row_choice(2) 1
    zr(2,74) row_link(2,0,X) -1
    zr(2,74) row_link(2,3,X) -1
    zr(2,74) row_link(2,4,O) -1
    zr(2,74) row_link(2,7,O) -1
    zr(2,74) row_link(2,1,I) -1
    zr(2,74) row_link(2,2,I) -1
    zr(2,74) row_link(2,5,I) -1
    zr(2,75) row_choice(2) 1
    zr(2,75) row_link(2,1,X) -1
    zr(2,75) row_link(2,2,X) -1
    zr(2,75) row_link(2,4,O) -1
    zr(2,75) row_link(2,7,O) -1
    zr(2,75) row_link(2,0,I) -1
    zr(2,75) row_link(2,3,I) -1
    zr(2,75) row_link(2,5,I) -1
    zr(2,76) row_choice(2) 1
    zr(2,76) row_link(2,0,X) -1
    zr(2,76) row_link(2,2,X) -1
    zr(2,76) row_link(2,4,O) -1
    zr(2,76) row_link(2,7,O) -1
    zr(2,76) row_link(2,1,I) -1
    zr(2,76) row_link(2,3,I) -1
    zr(2,76) row_link(2,5,I) -1
    zr(2,77) row_choice(2) 1
    zr(2,77) row_link(2,0,X) -1
    zr(2,77) row_link(2,1,X) -1
    zr(2,77) row_link(2,4,O) -1
    zr(2,77) row_link(2,7,O) -1
    zr(2,77) row_link(2,2,I) -1
    zr(2,77) row_link(2,3,I) -1
    zr(2,77) row_link(2,5,I) -1
    zr(2,78) row_choice(2) 1
    zr(2,78) row_link(2,2,X) -1
    zr(2,78) row_link(2,3,X) -1
    zr(2,78) row_link(2,1,O) -1
    zr(2,78) row_link(2,7,O) -1
    zr(2,78) row_link(2,0,I) -1
    zr(2,78) row_link(2,4,I) -1
    zr(2,78) row_link(2,5,I) -1
    zr(2,79) row_choice(2) 1
    zr(2,79) row_link(2,2,X) -1
    zr(2,79) row_link(2,3,X) -1
    zr(2,79) row_link(2,0,O) -1
    zr(2,79) row_link(2,7,O) -1
    zr(2,79) row_link(2,1,I) -1
    zr(2,79) row_link(2,4,I) -1
    zr(2,79) row_link(2,5,I) -1
    zr(2,80) row_choice(2) 1
    zr(2,80) row_link(2,1,X) -1
    zr(2,80) row_link(2,3,X) -1
    zr(2,80) row_link(2,2,O) -1
    zr(2,80) row_link(2,7,O) -1
    zr(2,80) row_link(2,0,I) -1
    zr(2,80) row_link(2,4,I) -1
    zr(2,80) row_link(2,5,I) -1
    zr(2,81) row_choice(2) 1
    zr(2,81) row_link(2,0,X) -1
    zr(2,81) row_link(2,3,X) -1
    zr(2,81) row_link(2,2,O) -1
    zr(2,81) row_link(2,7,O) -1
    zr(2,81) row_link(2,1,I) -1
    zr(2,81) row_link(2,4,I) -1
    zr(2,81) row_link(2,5,I) -1
    zr(2,82) row_choice(2) 1
    zr(2,82) row_link(2,1,X) -1
    zr(2,82) row_link(2,3,X) -1
    zr(2,82) row_link(2,0,O) -1
    zr(2,82) row_link(2,7,O) -1
    zr(2,82) row_link(2,2,I) -1
    zr(2,82) row_link(2,4,I) -1
    zr(2,82) row_link(2,5,I) -1
    zr(2,83) row_choice(2) 1
    zr(2,83) row_link(2,0,X) -1
    zr(2,83) row_link(2,3,X) -1
    zr(2,83) row_link(2,1,O) -1
    zr(2,83) row_link(2,7,O) -1
    zr(2,83) row_link(2,2,I) -1
    zr(2,83) row_link(2,4,I) -1
    zr(2,83) row_link(2,5,I) -1
    zr(2,84) row_choice(2) 1
    zr(2,84) row_link(2,1,X) -1
    zr(2,84) row_link(2,2,X) -1
    zr(2,84) row_link(2,3,O) -1
    zr(2,84) row_link(2,7,O) -1
    zr(2,84) row_link(2,0,I) -1
    zr(2,84) row_link(2,4,I) -1
    zr(2,84) row_link(2,5,I) -1
    zr(2,85) row_choice(2) 1
    zr(2,85) row_link(2,0,X) -1
    zr(2,85) row_link(2,2,X) -1
    zr(2,85) row_link(2,3,O) -1
    zr(2,85) row_link(2,7,O) -1
    zr(2,85) row_link(2,1,I) -1
    zr(2,85) row_link(2,4,I) -1
    zr(2,85) row_link(2,5,I) -1
    zr(2,86) row_choice(2) 1
    zr(2,86) row_link(2,0,X) -1
    zr(2,86) row_link(2,1,X) -1
    zr(2,86) row_link(2,3,O) -1
    zr(2,86) row_link(2,7,O) -1
    zr(2,86) row_link(2,2,I) -1
    zr(2,86) row_link(2,4,I) -1
    zr(2,86) row_link(2,5,I) -1
    zr(2,87) row_choice(2) 1
    zr(2,87) row_link(2,3,X) -1
    zr(2,87) row_link(2,5,X) -1
    zr(2,87) row_link(2,2,O) -1
    zr(2,87) row_link(2,4,O) -1
    zr(2,87) row_link(2,0,I) -1
    zr(2,87) row_link(2,1,I) -1
    zr(2,87) row_link(2,7,I) -1
    zr(2,88) row_choice(2) 1
    zr(2,88) row_link(2,3,X) -1
    zr(2,88) row_link(2,5,X) -1
    zr(2,88) row_link(2,1,O) -1
    zr(2,88) row_link(2,4,O) -1
    zr(2,88) row_link(2,0,I) -1
    zr(2,88) row_link(2,2,I) -1
    zr(2,88) row_link(2,7,I) -1
    zr(2,89) row_choice(2) 1
    zr(2,89) row_link(2,3,X) -1
    zr(2,89) row_link(2,5,X) -1
    zr(2,89) row_link(2,0,O) -1
    zr(2,89) row_link(2,4,O) -1
    zr(2,89) row_link(2,1,I) -1
    zr(2,89) row_link(2,2,I) -1
    zr(2,89) row_link(2,7,I) -1
    zr(2,90) row_choice(2) 1
    zr(2,90) row_link(2,2,X) -1
    zr(2,90) row_link(2,5,X) -1
    zr(2,90) row_link(2,3,O) -1
    zr(2,90) row_link(2,4,O) -1
    zr(2,90) row_link(2,0,I) -1
    zr(2,90) row_link(2,1,I) -1
    zr(2,90) row_link(2,7,I) -1
    zr(2,91) row_choice(2) 1
    zr(2,91) row_link(2,1,X) -1
    zr(2,91) row_link(2,5,X) -1
    zr(2,91) row_link(2,3,O) -1
    zr(2,91) row_link(2,4,O) -1
    zr(2,91) row_link(2,0,I) -1
    zr(2,91) row_link(2,2,I) -1
    zr(2,91) row_link(2,7,I) -1
    zr(2,92) row_choice(2) 1
    zr(2,92) row_link(2,0,X) -1
    zr(2,92) row_link(2,5,X) -1
    zr(2,92) row_link(2,3,O) -1
    zr(2,92) row_link(2,4,O) -1
    zr(2,92) row_link(2,1,I) -1
    zr(2,92) row_link(2,2,I) -1
    zr(2,92) row_link(2,7,I) -1
    zr(2,93) row_choice(2) 1
    zr(2,93) row_link(2,2,X) -1
    zr(2,93) row_link(2,5,X) -1
    zr(2,93) row_link(2,1,O) -1
    zr(2,93) row_link(2,4,O) -1
    zr(2,93) row_link(2,0,I) -1
    zr(2,93) row_link(2,3,I) -1
    zr(2,93) row_link(2,7,I) -1
    zr(2,94) row_choice(2) 1
    zr(2,94) row_link(2,2,X) -1
    zr(2,94) row_link(2,5,X) -1
    zr(2,94) row_link(2,0,O) -1
    zr(2,94) row_link(2,4,O) -1
    zr(2,94) row_link(2,1,I) -1
    zr(2,94) row_link(2,3,I) -1
    zr(2,94) row_link(2,7,I) -1
    zr(2,95) row_choice(2) 1
    zr(2,95) row_link(2,1,X) -1
    zr(2,95) row_link(2,5,X) -1
    zr(2,95) row_link(2,2,O) -1
    zr(2,95) row_link(2,4,O) -1
    zr(2,95) row_link(2,0,I) -1
    zr(2,95) row_link(2,3,I) -1
    zr(2,95) row_link(2,7,I) -1
    zr(2,96) row_choice(2) 1
    zr(2,96) row_link(2,0,X) -1
    zr(2,96) row_link(2,5,X) -1
    zr(2,96) row_link(2,2,O) -1
    zr(2,96) row_link(2,4,O) -1
    zr(2,96) row_link(2,1,I) -1
    zr(2,96) row_link(2,3,I) -1
    zr(2,96) row_link(2,7,I) -1
    zr(2,97) row_choice(2) 1
    zr(2,97) row_link(2,1,X) -1
    zr(2,97) row_link(2,5,X) -1
    zr(2,97) row_link(2,0,O) -1
    zr(2,97) row_link(2,4,O) -1
    zr(2,97) row_link(2,2,I) -1
    zr(2,97) row_link(2,3,I) -1
    zr(2,97) row_link(2,7,I) -1
    zr(2,98) row_choice(2) 1
    zr(2,98) row_link(2,0,X) -1
    zr(2,98) row_link(2,5,X) -1
    zr(2,98) row_link(2,1,O) -1
    zr(2,98) row_link(2,4,O) -1
    zr(2,98) row_link(2,2,I) -1
    zr(2,98) row_link(2,3,I) -1
    zr(2,98) row_link(2,7,I) -1
    zr(2,99) row_choice(2) 1
    zr(2,99) row_link(2,3,X) -1
    zr(2,99) row_link(2,5,X) -1
    zr(2,99) row_link(2,1,O) -1
    zr(2,99) row_link(2,2,O) -1
    zr(2,99) row_link(2,0,I) -1
    zr(2,99) row_link(2,4,I) -1
    zr(2,99) row_link(2,7,I) -1
    zr(2,100) row_choice(2) 1
    zr(2,100) row_link(2,3,X) -1
    zr(2,100) row_link(2,5,X) -1
    zr(2,100) row_link(2,0,O) -1
    zr(2,100) row_link(2,2,O) -1
    zr(2,100) row_link(2,1,I) -1
    zr(2,100) row_link(2,4,I) -1
    zr(2,100) row_link(2,7,I) -1
    zr(2,101) row_choice(2) 1
    zr(2,101) row_link(2,3,X) -1
    zr(2,101) row_link(2,5,X) -1
    zr(2,101) row_link(2,0,O) -1
    zr(2,101) row_link(2,1,O) -1
    zr(2,101) row_link(2,2,I) -1
    zr(2,101) row_link(2,4,I) -1
    zr(2,101) row_link(2,7,I) -1
    zr(2,102) row_choice(2) 1
    zr(2,102) row_link(2,2,X) -1
    zr(2,102) row_link(2,5,X) -1
    zr(2,102) row_link(2,1,O) -1
    zr(2,102) row_link(2,3,O) -1
    zr(2,102) row_link(2,0,I) -1
    zr(2,102) row_link(2,4,I) -1
    zr(2,102) row_link(2,7,I) -1
    zr(2,103) row_choice(2) 1
    zr(2,103) row_link(2,2,X) -1
    zr(2,103) row_link(2,5,X) -1
    zr(2,103) row_link(2,0,O) -1
    zr(2,103) row_link(2,3,O) -1
    zr(2,103) row_link(2,1,I) -1
    zr(2,103) row_link(2,4,I) -1
    zr(2,103) row_link(2,7,I) -1
    zr(2,104) row_choice(2) 1
    zr(2,104) row_link(2,1,X) -1
    zr(2,104) row_link(2,5,X) -1
    zr(2,104) row_link(2,2,O) -1
    zr(2,104) row_link(2,3,O) -1
    zr(2,104) row_link(2,0,I) -1
    zr(2,104) row_link(2,4,I) -1
    zr(2,104) row_link(2,7,I) -1
    zr(2,105) row_choice(2) 1
    zr(2,105) row_link(2,0,X) -1
    zr(2,105) row_link(2,5,X) -1
    zr(2,105) row_link(2,2,O) -1
    zr(2,105) row_link(2,3,O) -1
    zr(2,105) row_link(2,1,I) -1
    zr(2,105) row_link(2,4,I) -1
    zr(2,105) row_link(2,7,I) -1
    zr(2,106) row_choice(2) 1
    zr(2,106) row_link(2,1,X) -1
    zr(2,106) row_link(2,5,X) -1
    zr(2,106) row_link(2,0,O) -1
    zr(2,106) row_link(2,3,O) -1
    zr(2,106) row_link(2,2,I) -1
    zr(2,106) row_link(2,4,I) -1
    zr(2,106) row_link(2,7,I) -1
    zr(2,107) row_choice(2) 1
    zr(2,107) row_link(2,0,X) -1
    zr(2,107) row_link(2,5,X) -1
    zr(2,107) row_link(2,1,O) -1
    zr(2,107) row_link(2,3,O) -1
    zr(2,107) row_link(2,2,I) -1
    zr(2,107) row_link(2,4,I) -1
    zr(2,107) row_link(2,7,I) -1
    zr(2,108) row_choice(2) 1
    zr(2,108) row_link(2,2,X) -1
    zr(2,108) row_link(2,5,X) -1
    zr(2,108) row_link(2,0,O) -1
    zr(2,108) row_link(2,1,O) -1
    zr(2,108) row_link(2,3,I) -1
    zr(2,108) row_link(2,4,I) -1
    zr(2,108) row_link(2,7,I) -1
    zr(2,109) row_choice(2) 1
    zr(2,109) row_link(2,1,X) -1
    zr(2,109) row_link(2,5,X) -1
    zr(2,109) row_link(2,0,O) -1
    zr(2,109) row_link(2,2,O) -1
    zr(2,109) row_link(2,3,I) -1
    zr(2,109) row_link(2,4,I) -1
    zr(2,109) row_link(2,7,I) -1
    zr(2,110) row_choice(2) 1
    zr(2,110) row_link(2,0,X) -1
    zr(2,110) row_link(2,5,X) -1
    zr(2,110) row_link(2,1,O) -1
    zr(2,110) row_link(2,2,O) -1
    zr(2,110) row_link(2,3,I) -1
    zr(2,110) row_link(2,4,I) -1
    zr(2,110) row_link(2,7,I) -1
    zr(2,111) row_choice(2) 1
    zr(2,111) row_link(2,3,X) -1
    zr(2,111) row_link(2,4,X) -1
    zr(2,111) row_link(2,2,O) -1
    zr(2,111) row_link(2,5,O) -1
    zr(2,111) row_link(2,0,I) -1
    zr(2,111) row_link(2,1,I) -1
    zr(2,111) row_link(2,7,I) -1
    zr(2,112) row_choice(2) 1
    zr(2,112) row_link(2,3,X) -1
    zr(2,112) row_link(2,4,X) -1
    zr(2,112) row_link(2,1,O) -1
    zr(2,112) row_link(2,5,O) -1
    zr(2,112) row_link(2,0,I) -1
    zr(2,112) row_link(2,2,I) -1
    zr(2,112) row_link(2,7,I) -1
    zr(2,113) row_choice(2) 1
    zr(2,113) row_link(2,3,X) -1
    zr(2,113) row_link(2,4,X) -1
    zr(2,113) row_link(2,0,O) -1
    zr(2,113) row_link(2,5,O) -1
    zr(2,113) row_link(2,1,I) -1
    zr(2,113) row_link(2,2,I) -1
    zr(2,113) row_link(2,7,I) -1
    zr(2,114) row_choice(2) 1
    zr(2,114) row_link(2,2,X) -1
    zr(2,114) row_link(2,4,X) -1
    zr(2,114) row_link(2,3,O) -1
    zr(2,114) row_link(2,5,O) -1
    zr(2,114) row_link(2,0,I) -1
    zr(2,114) row_link(2,1,I) -1
    zr(2,114) row_link(2,7,I) -1
    zr(2,115) row_choice(2) 1
    zr(2,115) row_link(2,1,X) -1
    zr(2,115) row_link(2,4,X) -1
    zr(2,115) row_link(2,3,O) -1
    zr(2,115) row_link(2,5,O) -1
    zr(2,115) row_link(2,0,I) -1
    zr(2,115) row_link(2,2,I) -1
    zr(2,115) row_link(2,7,I) -1
    zr(2,116) row_choice(2) 1
    zr(2,116) row_link(2,0,X) -1
    zr(2,116) row_link(2,4,X) -1
    zr(2,116) row_link(2,3,O) -1
    zr(2,116) row_link(2,5,O) -1
    zr(2,116) row_link(2,1,I) -1
    zr(2,116) row_link(2,2,I) -1
    zr(2,116) row_link(2,7,I) -1
    zr(2,117) row_choice(2) 1
    zr(2,117) row_link(2,2,X) -1
    zr(2,117) row_link(2,4,X) -1
    zr(2,117) row_link(2,1,O) -1
    zr(2,117) row_link(2,5,O) -1
    zr(2,117) row_link(2,0,I) -1
    zr(2,117) row_link(2,3,I) -1
    zr(2,117) row_link(2,7,I) -1
    zr(2,118) row_choice(2) 1
    zr(2,118) row_link(2,2,X) -1
    zr(2,118) row_link(2,4,X) -1
    zr(2,118) row_link(2,0,O) -1
    zr(2,118) row_link(2,5,O) -1
    zr(2,118) row_link(2,1,I) -1
    zr(2,118) row_link(2,3,I) -1
    zr(2,118) row_link(2,7,I) -1
    zr(2,119) row_choice(2) 1
    zr(2,119) row_link(2,1,X) -1
    zr(2,119) row_link(2,4,X) -1
    zr(2,119) row_link(2,2,O) -1
    zr(2,119) row_link(2,5,O) -1
    zr(2,119) row_link(2,0,I) -1
    zr(2,119) row_link(2,3,I) -1
    zr(2,119) row_link(2,7,I) -1
    zr(2,120) row_choice(2) 1
    zr(2,120) row_link(2,0,X) -1
    zr(2,120) row_link(2,4,X) -1
    zr(2,120) row_link(2,2,O) -1
    zr(2,120) row_link(2,5,O) -1
    zr(2,120) row_link(2,1,I) -1
    zr(2,120) row_link(2,3,I) -1
    zr(2,120) row_link(2,7,I) -1
    zr(2,121) row_choice(2) 1
    zr(2,121) row_link(2,1,X) -1
    zr(2,121) row_link(2,4,X) -1
    zr(2,121) row_link(2,0,O) -1
    zr(2,121) row_link(2,5,O) -1
    zr(2,121) row_link(2,2,I) -1
    zr(2,121) row_link(2,3,I) -1
    zr(2,121) row_link(2,7,I) -1
    zr(2,122) row_choice(2) 1
    zr(2,122) row_link(2,0,X) -1
    zr(2,122) row_link(2,4,X) -1
    zr(2,122) row_link(2,1,O) -1
    zr(2,122) row_link(2,5,O) -1
    zr(2,122) row_link(2,2,I) -1
    zr(2,122) row_link(2,3,I) -1
    zr(2,122) row_link(2,7,I) -1
    zr(2,123) row_choice(2) 1
    zr(2,123) row_link(2,2,X) -1
    zr(2,123) row_link(2,3,X) -1
    zr(2,123) row_link(2,4,O) -1
    zr(2,123) row_link(2,5,O) -1
    zr(2,123) row_link(2,0,I) -1
    zr(2,123) row_link(2,1,I) -1
    zr(2,123) row_link(2,7,I) -1
    zr(2,124) row_choice(2) 1
    zr(2,124) row_link(2,1,X) -1
    zr(2,124) row_link(2,3,X) -1
    zr(2,124) row_link(2,4,O) -1
    zr(2,124) row_link(2,5,O) -1
    zr(2,124) row_link(2,0,I) -1
    zr(2,124) row_link(2,2,I) -1
    zr(2,124) row_link(2,7,I) -1
    zr(2,125) row_choice(2) 1
    zr(2,125) row_link(2,0,X) -1
    zr(2,125) row_link(2,3,X) -1
    zr(2,125) row_link(2,4,O) -1
    zr(2,125) row_link(2,5,O) -1
    zr(2,125) row_link(2,1,I) -1
    zr(2,125) row_link(2,2,I) -1
    zr(2,125) row_link(2,7,I) -1
    zr(2,126) row_choice(2) 1
    zr(2,126) row_link(2,1,X) -1
    zr(2,126) row_link(2,2,X) -1
    zr(2,126) row_link(2,4,O) -1
    zr(2,126) row_link(2,5,O) -1
    zr(2,126) row_link(2,0,I) -1
    zr(2,126) row_link(2,3,I) -1
    zr(2,126) row_link(2,7,I) -1
    zr(2,127) row_choice(2) 1
    zr(2,127) row_link(2,0,X) -1
    zr(2,127) row_link(2,2,X) -1
    zr(2,127) row_link(2,4,O) -1
    zr(2,127) row_link(2,5,O) -1
    zr(2,127) row_link(2,1,I) -1
    zr(2,127) row_link(2,3,I) -1
    zr(2,127) row_link(2,7,I) -1
    zr(2,128) row_choice(2) 1
    zr(2,128) row_link(2,0,X) -1
    zr(2,128) row_link(2,1,X) -1
    zr(2,128) row_link(2,4,O) -1
    zr(2,128) row_link(2,5,O) -1
    zr(2,128) row_link(2,2,I) -1
    zr(2,128) row_link(2,3,I) -1
    zr(2,128) row_link(2,7,I) -1
    zr(2,129) row_choice(2) 1
    zr(2,129) row_link(2,2,X) -1
    zr(2,129) row_link(2,3,X) -1
    zr(2,129) row_link(2,1,O) -1
    zr(2,129) row_link(2,5,O) -1
    zr(2,129) row_link(2,0,I) -1
    zr(2,129) row_link(2,4,I) -1
    zr(2,129) row_link(2,7,I) -1
    zr(2,130) row_choice(2) 1
    zr(2,130) row_link(2,2,X) -1
    zr(2,130) row_link(2,3,X) -1
    zr(2,130) row_link(2,0,O) -1
    zr(2,130) row_link(2,5,O) -1
    zr(2,130) row_link(2,1,I) -1
    zr(2,130) row_link(2,4,I) -1
    zr(2,130) row_link(2,7,I) -1
    zr(2,131) row_choice(2) 1
    zr(2,131) row_link(2,1,X) -1
    zr(2,131) row_link(2,3,X) -1
    zr(2,131) row_link(2,2,O) -1
    zr(2,131) row_link(2,5,O) -1
    zr(2,131) row_link(2,0,I) -1
    zr(2,131) row_link(2,4,I) -1
    zr(2,131) row_link(2,7,I) -1
    zr(2,132) row_choice(2) 1
    zr(2,132) row_link(2,0,X) -1
    zr(2,132) row_link(2,3,X) -1
    zr(2,132) row_link(2,2,O) -1
    zr(2,132) row_link(2,5,O) -1
    zr(2,132) row_link(2,1,I) -1
    zr(2,132) row_link(2,4,I) -1
    zr(2,132) row_link(2,7,I) -1
    zr(2,133) row_choice(2) 1
    zr(2,133) row_link(2,1,X) -1
    zr(2,133) row_link(2,3,X) -1
    zr(2,133) row_link(2,0,O) -1
    zr(2,133) row_link(2,5,O) -1
    zr(2,133) row_link(2,2,I) -1
    zr(2,133) row_link(2,4,I) -1
    zr(2,133) row_link(2,7,I) -1
    zr(2,134) row_choice(2) 1
    zr(2,134) row_link(2,0,X) -1
    zr(2,134) row_link(2,3,X) -1
    zr(2,134) row_link(2,1,O) -1
    zr(2,134) row_link(2,5,O) -1
    zr(2,134) row_link(2,2,I) -1
    zr(2,134) row_link(2,4,I) -1
    zr(2,134) row_link(2,7,I) -1
    zr(2,135) row_choice(2) 1
    zr(2,135) row_link(2,1,X) -1
    zr(2,135) row_link(2,2,X) -1
    zr(2,135) row_link(2,3,O) -1
    zr(2,135) row_link(2,5,O) -1
    zr(2,135) row_link(2,0,I) -1
    zr(2,135) row_link(2,4,I) -1
    zr(2,135) row_link(2,7,I) -1
    zr(2,136) row_choice(2) 1
    zr(2,136) row_link(2,0,X) -1
    zr(2,136) row_link(2,2,X) -1
    zr(2,136) row_link(2,3,O) -1
    zr(2,136) row_link(2,5,O) -1
    zr(2,136) row_link(2,1,I) -1
    zr(2,136) row_link(2,4,I) -1
    zr(2,136) row_link(2,7,I) -1
    zr(2,137) row_choice(2) 1
    zr(2,137) row_link(2,0,X) -1
    zr(2,137) row_link(2,1,X) -1
    zr(2,137) row_link(2,3,O) -1
    zr(2,137) row_link(2,5,O) -1
    zr(2,137) row_link(2,2,I) -1
    zr(2,137) row_link(2,4,I) -1
    zr(2,137) row_link(2,7,I) -1
    zr(2,138) row_choice(2) 1
    zr(2,138) row_link(2,1,X) -1
    zr(2,138) row_link(2,2,X) -1
    zr(2,138) row_link(2,0,O) -1
    zr(2,138) row_link(2,5,O) -1
    zr(2,138) row_link(2,3,I) -1
    zr(2,138) row_link(2,4,I) -1
    zr(2,138) row_link(2,7,I) -1
    zr(2,139) row_choice(2) 1
    zr(2,139) row_link(2,0,X) -1
    zr(2,139) row_link(2,2,X) -1
    zr(2,139) row_link(2,1,O) -1
    zr(2,139) row_link(2,5,O) -1
    zr(2,139) row_link(2,3,I) -1
    zr(2,139) row_link(2,4,I) -1
    zr(2,139) row_link(2,7,I) -1
    zr(2,140) row_choice(2) 1
    zr(2,140) row_link(2,0,X) -1
    zr(2,140) row_link(2,1,X) -1
    zr(2,140) row_link(2,2,O) -1
    zr(2,140) row_link(2,5,O) -1
    zr(2,140) row_link(2,3,I) -1
    zr(2,140) row_link(2,4,I) -1
    zr(2,140) row_link(2,7,I) -1
    zr(2,141) row_choice(2) 1
    zr(2,141) row_link(2,3,X) -1
    zr(2,141) row_link(2,4,X) -1
    zr(2,141) row_link(2,1,O) -1
    zr(2,141) row_link(2,2,O) -1
    zr(2,141) row_link(2,0,I) -1
    zr(2,141) row_link(2,5,I) -1
    zr(2,141) row_link(2,7,I) -1
    zr(2,142) row_choice(2) 1
    zr(2,142) row_link(2,3,X) -1
    zr(2,142) row_link(2,4,X) -1
    zr(2,142) row_link(2,0,O) -1
    zr(2,142) row_link(2,2,O) -1
    zr(2,142) row_link(2,1,I) -1
    zr(2,142) row_link(2,5,I) -1
    zr(2,142) row_link(2,7,I) -1
    zr(2,143) row_choice(2) 1
    zr(2,143) row_link(2,3,X) -1
    zr(2,143) row_link(2,4,X) -1
    zr(2,143) row_link(2,0,O) -1
    zr(2,143) row_link(2,1,O) -1
    zr(2,143) row_link(2,2,I) -1
    zr(2,143) row_link(2,5,I) -1
    zr(2,143) row_link(2,7,I) -1
    zr(2,144) row_choice(2) 1
    zr(2,144) row_link(2,2,X) -1
    zr(2,144) row_link(2,4,X) -1
    zr(2,144) row_link(2,1,O) -1
    zr(2,144) row_link(2,3,O) -1
    zr(2,144) row_link(2,0,I) -1
    zr(2,144) row_link(2,5,I) -1
    zr(2,144) row_link(2,7,I) -1
    zr(2,145) row_choice(2) 1
    zr(2,145) row_link(2,2,X) -1
    zr(2,145) row_link(2,4,X) -1
    zr(2,145) row_link(2,0,O) -1
    zr(2,145) row_link(2,3,O) -1
    zr(2,145) row_link(2,1,I) -1
    zr(2,145) row_link(2,5,I) -1
    zr(2,145) row_link(2,7,I) -1
    zr(2,146) row_choice(2) 1
    zr(2,146) row_link(2,1,X) -1
    zr(2,146) row_link(2,4,X) -1
    zr(2,146) row_link(2,2,O) -1
    zr(2,146) row_link(2,3,O) -1
    zr(2,146) row_link(2,0,I) -1
    zr(2,146) row_link(2,5,I) -1
    zr(2,146) row_link(2,7,I) -1
    zr(2,147) row_choice(2) 1
    zr(2,147) row_link(2,0,X) -1
    zr(2,147) row_link(2,4,X) -1
    zr(2,147) row_link(2,2,O) -1
    zr(2,147) row_link(2,3,O) -1
    zr(2,147) row_link(2,1,I) -1
    zr(2,147) row_link(2,5,I) -1
    zr(2,147) row_link(2,7,I) -1
    zr(2,148) row_choice(2) 1
    zr(2,148) row_link(2,1,X) -1
    zr(2,148) row_link(2,4,X) -1
    zr(2,148) row_link(2,0,O) -1
    zr(2,148) row_link(2,3,O) -1
    zr(2,148) row_link(2,2,I) -1
    zr(2,148) row_link(2,5,I) -1
    zr(2,148) row_link(2,7,I) -1
    zr(2,149) row_choice(2) 1
    zr(2,149) row_link(2,0,X) -1
    zr(2,149) row_link(2,4,X) -1
    zr(2,149) row_link(2,1,O) -1
    zr(2,149) row_link(2,3,O) -1
    zr(2,149) row_link(2,2,I) -1
    zr(2,149) row_link(2,5,I) -1
    zr(2,149) row_link(2,7,I) -1
    zr(2,150) row_choice(2) 1
    zr(2,150) row_link(2,2,X) -1
    zr(2,150) row_link(2,4,X) -1
    zr(2,150) row_link(2,0,O) -1
    zr(2,150) row_link(2,1,O) -1
    zr(2,150) row_link(2,3,I) -1
    zr(2,150) row_link(2,5,I) -1
    zr(2,150) row_link(2,7,I) -1
    zr(2,151) row_choice(2) 1
    zr(2,151) row_link(2,1,X) -1
    zr(2,151) row_link(2,4,X) -1
    zr(2,151) row_link(2,0,O) -1
    zr(2,151) row_link(2,2,O) -1
    zr(2,151) row_link(2,3,I) -1
    zr(2,151) row_link(2,5,I) -1
    zr(2,151) row_link(2,7,I) -1
    zr(2,152) row_choice(2) 1
    zr(2,152) row_link(2,0,X) -1
    zr(2,152) row_link(2,4,X) -1
    zr(2,152) row_link(2,1,O) -1
    zr(2,152) row_link(2,2,O) -1
    zr(2,152) row_link(2,3,I) -1
    zr(2,152) row_link(2,5,I) -1
    zr(2,152) row_link(2,7,I) -1
    zr(2,153) row_choice(2) 1
    zr(2,153) row_link(2,2,X) -1
    zr(2,153) row_link(2,3,X) -1
    zr(2,153) row_link(2,1,O) -1
    zr(2,153) row_link(2,4,O) -1
    zr(2,153) row_link(2,0,I) -1
    zr(2,153) row_link(2,5,I) -1
    zr(2,153) row_link(2,7,I) -1
    zr(2,154) row_choice(2) 1
    zr(2,154) row_link(2,2,X) -1
    zr(2,154) row_link(2,3,X) -1
    zr(2,154) row_link(2,0,O) -1
    zr(2,154) row_link(2,4,O) -1
    zr(2,154) row_link(2,1,I) -1
    zr(2,154) row_link(2,5,I) -1
    zr(2,154) row_link(2,7,I) -1
    zr(2,155) row_choice(2) 1
    zr(2,155) row_link(2,1,X) -1
    zr(2,155) row_link(2,3,X) -1
    zr(2,155) row_link(2,2,O) -1
    zr(2,155) row_link(2,4,O) -1
    zr(2,155) row_link(2,0,I) -1
    zr(2,155) row_link(2,5,I) -1
    zr(2,155) row_link(2,7,I) -1
    zr(2,156) row_choice(2) 1
    zr(2,156) row_link(2,0,X) -1
    zr(2,156) row_link(2,3,X) -1
    zr(2,156) row_link(2,2,O) -1
    zr(2,156) row_link(2,4,O) -1
    zr(2,156) row_link(2,1,I) -1
    zr(2,156) row_link(2,5,I) -1
    zr(2,156) row_link(2,7,I) -1
    zr(2,157) row_choice(2) 1
    zr(2,157) row_link(2,1,X) -1
    zr(2,157) row_link(2,3,X) -1
    zr(2,157) row_link(2,0,O) -1
    zr(2,157) row_link(2,4,O) -1
    zr(2,157) row_link(2,2,I) -1
    zr(2,157) row_link(2,5,I) -1
    zr(2,157) row_link(2,7,I) -1
    zr(2,158) row_choice(2) 1
    zr(2,158) row_link(2,0,X) -1
    zr(2,158) row_link(2,3,X) -1
    zr(2,158) row_link(2,1,O) -1
    zr(2,158) row_link(2,4,O) -1
    zr(2,158) row_link(2,2,I) -1
    zr(2,158) row_link(2,5,I) -1
    zr(2,158) row_link(2,7,I) -1
    zr(2,159) row_choice(2) 1
    zr(2,159) row_link(2,1,X) -1
    zr(2,159) row_link(2,2,X) -1
    zr(2,159) row_link(2,3,O) -1
    zr(2,159) row_link(2,4,O) -1
    zr(2,159) row_link(2,0,I) -1
    zr(2,159) row_link(2,5,I) -1
    zr(2,159) row_link(2,7,I) -1
    zr(2,160) row_choice(2) 1
    zr(2,160) row_link(2,0,X) -1
    zr(2,160) row_link(2,2,X) -1
    zr(2,160) row_link(2,3,O) -1
    zr(2,160) row_link(2,4,O) -1
    zr(2,160) row_link(2,1,I) -1
    zr(2,160) row_link(2,5,I) -1
    zr(2,160) row_link(2,7,I) -1
    zr(2,161) row_choice(2) 1
    zr(2,161) row_link(2,0,X) -1
    zr(2,161) row_link(2,1,X) -1
    zr(2,161) row_link(2,3,O) -1
    zr(2,161) row_link(2,4,O) -1
    zr(2,161) row_link(2,2,I) -1
    zr(2,161) row_link(2,5,I) -1
    zr(2,161) row_link(2,7,I) -1
    zr(2,162) row_choice(2) 1
    zr(2,162) row_link(2,1,X) -1
    zr(2,162) row_link(2,2,X) -1
    zr(2,162) row_link(2,0,O) -1
    zr(2,162) row_link(2,4,O) -1
    zr(2,162) row_link(2,3,I) -1
    zr(2,162) row_link(2,5,I) -1
    zr(2,162) row_link(2,7,I) -1
    zr(2,163) row_choice(2) 1
    zr(2,163) row_link(2,0,X) -1
    zr(2,163) row_link(2,2,X) -1
    zr(2,163) row_link(2,1,O) -1
    zr(2,163) row_link(2,4,O) -1
    zr(2,163) row_link(2,3,I) -1
    zr(2,163) row_link(2,5,I) -1
    zr(2,163) row_link(2,7,I) -1
    zr(2,164) row_choice(2) 1
    zr(2,164) row_link(2,0,X) -1
    zr(2,164) row_link(2,1,X) -1
    zr(2,164) row_link(2,2,O) -1
    zr(2,164) row_link(2,4,O) -1
    zr(2,164) row_link(2,3,I) -1
    zr(2,164) row_link(2,5,I) -1
    zr(2,164) row_link(2,7,I) -1
    zr(2,165) row_choice(2) 1
    zr(2,165) row_link(2,2,X) -1
    zr(2,165) row_link(2,3,X) -1
    zr(2,165) row_link(2,0,O) -1
    zr(2,165) row_link(2,1,O) -1
    zr(2,165) row_link(2,4,I) -1
    zr(2,165) row_link(2,5,I) -1
    zr(2,165) row_link(2,7,I) -1
    zr(2,166) row_choice(2) 1
    zr(2,166) row_link(2,1,X) -1
    zr(2,166) row_link(2,3,X) -1
    zr(2,166) row_link(2,0,O) -1
    zr(2,166) row_link(2,2,O) -1
    zr(2,166) row_link(2,4,I) -1
    zr(2,166) row_link(2,5,I) -1
    zr(2,166) row_link(2,7,I) -1
    zr(2,167) row_choice(2) 1
    zr(2,167) row_link(2,0,X) -1
    zr(2,167) row_link(2,3,X) -1
    zr(2,167) row_link(2,1,O) -1
    zr(2,167) row_link(2,2,O) -1
    zr(2,167) row_link(2,4,I) -1
    zr(2,167) row_link(2,5,I) -1
    zr(2,167) row_link(2,7,I) -1
    zr(2,168) row_choice(2) 1
    zr(2,168) row_link(2,1,X) -1
    zr(2,168) row_link(2,2,X) -1
    zr(2,168) row_link(2,0,O) -1
    zr(2,168) row_link(2,3,O) -1
    zr(2,168) row_link(2,4,I) -1
    zr(2,168) row_link(2,5,I) -1
    zr(2,168) row_link(2,7,I) -1
    zr(2,169) row_choice(2) 1
    zr(2,169) row_link(2,0,X) -1
    zr(2,169) row_link(2,2,X) -1
    zr(2,169) row_link(2,1,O) -1
    zr(2,169) row_link(2,3,O) -1
    zr(2,169) row_link(2,4,I) -1
    zr(2,169) row_link(2,5,I) -1
    zr(2,169) row_link(2,7,I) -1
    zr(2,170) row_choice(2) 1
    zr(2,170) row_link(2,0,X) -1
    zr(2,170) row_link(2,1,X) -1
    zr(2,170) row_link(2,2,O) -1
    zr(2,170) row_link(2,3,O) -1
    zr(2,170) row_link(2,4,I) -1
    zr(2,170) row_link(2,5,I) -1
    zr(2,170) row_link(2,7,I) -1
    zr(3,0) row_choice(3) 1
    zr(3,0) row_link(3,4,O) -1
    zr(3,0) row_link(3,6,O) -1
    zr(3,0) row_link(3,7,O) -1
    zr(3,0) row_link(3,1,I) -1
    zr(3,0) row_link(3,3,I) -1
    zr(3,0) row_link(3,5,I) -1
    zr(3,1) row_choice(3) 1
    zr(3,1) row_link(3,3,O) -1
    zr(3,1) row_link(3,6,O) -1
    zr(3,1) row_link(3,7,O) -1
    zr(3,1) row_link(3,1,I) -1
    zr(3,1) row_link(3,4,I) -1
    zr(3,1) row_link(3,5,I) -1
    zr(3,2) row_choice(3) 1
    zr(3,2) row_link(3,4,O) -1
    zr(3,2) row_link(3,5,O) -1
    zr(3,2) row_link(3,7,O) -1
    zr(3,2) row_link(3,1,I) -1
    zr(3,2) row_link(3,3,I) -1
    zr(3,2) row_link(3,6,I) -1
    zr(3,3) row_choice(3) 1
    zr(3,3) row_link(3,3,O) -1
    zr(3,3) row_link(3,5,O) -1
    zr(3,3) row_link(3,7,O) -1
    zr(3,3) row_link(3,1,I) -1
    zr(3,3) row_link(3,4,I) -1
    zr(3,3) row_link(3,6,I) -1
    zr(3,4) row_choice(3) 1
    zr(3,4) row_link(3,1,O) -1
    zr(3,4) row_link(3,5,O) -1
    zr(3,4) row_link(3,7,O) -1
    zr(3,4) row_link(3,3,I) -1
    zr(3,4) row_link(3,4,I) -1
    zr(3,4) row_link(3,6,I) -1
    zr(3,5) row_choice(3) 1
    zr(3,5) row_link(3,3,O) -1
    zr(3,5) row_link(3,4,O) -1
    zr(3,5) row_link(3,7,O) -1
    zr(3,5) row_link(3,1,I) -1
    zr(3,5) row_link(3,5,I) -1
    zr(3,5) row_link(3,6,I) -1
    zr(3,6) row_choice(3) 1
    zr(3,6) row_link(3,1,O) -1
    zr(3,6) row_link(3,4,O) -1
    zr(3,6) row_link(3,7,O) -1
    zr(3,6) row_link(3,3,I) -1
    zr(3,6) row_link(3,5,I) -1
    zr(3,6) row_link(3,6,I) -1
    zr(3,7) row_choice(3) 1
    zr(3,7) row_link(3,3,O) -1
    zr(3,7) row_link(3,5,O) -1
    zr(3,7) row_link(3,6,O) -1
    zr(3,7) row_link(3,1,I) -1
    zr(3,7) row_link(3,4,I) -1
    zr(3,7) row_link(3,7,I) -1
    zr(3,8) row_choice(3) 1
    zr(3,8) row_link(3,1,O) -1
    zr(3,8) row_link(3,5,O) -1
    zr(3,8) row_link(3,6,O) -1
    zr(3,8) row_link(3,3,I) -1
    zr(3,8) row_link(3,4,I) -1
    zr(3,8) row_link(3,7,I) -1
    zr(3,9) row_choice(3) 1
    zr(3,9) row_link(3,3,O) -1
    zr(3,9) row_link(3,4,O) -1
    zr(3,9) row_link(3,6,O) -1
    zr(3,9) row_link(3,1,I) -1
    zr(3,9) row_link(3,5,I) -1
    zr(3,9) row_link(3,7,I) -1
    zr(3,10) row_choice(3) 1
    zr(3,10) row_link(3,1,O) -1
    zr(3,10) row_link(3,4,O) -1
    zr(3,10) row_link(3,6,O) -1
    zr(3,10) row_link(3,3,I) -1
    zr(3,10) row_link(3,5,I) -1
    zr(3,10) row_link(3,7,I) -1
    zr(3,11) row_choice(3) 1
    zr(3,11) row_link(3,1,O) -1
    zr(3,11) row_link(3,3,O) -1
    zr(3,11) row_link(3,6,O) -1
    zr(3,11) row_link(3,4,I) -1
    zr(3,11) row_link(3,5,I) -1
    zr(3,11) row_link(3,7,I) -1
    zr(3,12) row_choice(3) 1
    zr(3,12) row_link(3,1,O) -1
    zr(3,12) row_link(3,4,O) -1
    zr(3,12) row_link(3,5,O) -1
    zr(3,12) row_link(3,3,I) -1
    zr(3,12) row_link(3,6,I) -1
    zr(3,12) row_link(3,7,I) -1
    zr(3,13) row_choice(3) 1
    zr(3,13) row_link(3,1,O) -1
    zr(3,13) row_link(3,3,O) -1
    zr(3,13) row_link(3,5,O) -1
    zr(3,13) row_link(3,4,I) -1
    zr(3,13) row_link(3,6,I) -1
    zr(3,13) row_link(3,7,I) -1
    zr(4,0) row_choice(4) 1
    zr(4,0) row_link(4,4,X) -1
    zr(4,0) row_link(4,5,X) -1
    zr(4,0) row_link(4,0,O) -1
    zr(4,0) row_link(4,1,O) -1
    zr(4,0) row_link(4,3,O) -1
    zr(4,1) row_choice(4) 1
    zr(4,1) row_link(4,3,X) -1
    zr(4,1) row_link(4,5,X) -1
    zr(4,1) row_link(4,0,O) -1
    zr(4,1) row_link(4,1,O) -1
    zr(4,1) row_link(4,4,O) -1
    zr(4,2) row_choice(4) 1
    zr(4,2) row_link(4,1,X) -1
    zr(4,2) row_link(4,5,X) -1
    zr(4,2) row_link(4,0,O) -1
    zr(4,2) row_link(4,3,O) -1
    zr(4,2) row_link(4,4,O) -1
    zr(4,3) row_choice(4) 1
    zr(4,3) row_link(4,0,X) -1
    zr(4,3) row_link(4,5,X) -1
    zr(4,3) row_link(4,1,O) -1
    zr(4,3) row_link(4,3,O) -1
    zr(4,3) row_link(4,4,O) -1
    zr(4,4) row_choice(4) 1
    zr(4,4) row_link(4,3,X) -1
    zr(4,4) row_link(4,4,X) -1
    zr(4,4) row_link(4,0,O) -1
    zr(4,4) row_link(4,1,O) -1
    zr(4,4) row_link(4,5,O) -1
    zr(4,5) row_choice(4) 1
    zr(4,5) row_link(4,1,X) -1
    zr(4,5) row_link(4,4,X) -1
    zr(4,5) row_link(4,0,O) -1
    zr(4,5) row_link(4,3,O) -1
    zr(4,5) row_link(4,5,O) -1
    zr(4,6) row_choice(4) 1
    zr(4,6) row_link(4,0,X) -1
    zr(4,6) row_link(4,4,X) -1
    zr(4,6) row_link(4,1,O) -1
    zr(4,6) row_link(4,3,O) -1
    zr(4,6) row_link(4,5,O) -1
    zr(4,7) row_choice(4) 1
    zr(4,7) row_link(4,1,X) -1
    zr(4,7) row_link(4,3,X) -1
    zr(4,7) row_link(4,0,O) -1
    zr(4,7) row_link(4,4,O) -1
    zr(4,7) row_link(4,5,O) -1
    zr(4,8) row_choice(4) 1
    zr(4,8) row_link(4,0,X) -1
    zr(4,8) row_link(4,3,X) -1
    zr(4,8) row_link(4,1,O) -1
    zr(4,8) row_link(4,4,O) -1
    zr(4,8) row_link(4,5,O) -1
    zr(5,0) row_choice(5) 1
    zr(5,0) row_link(5,3,X) -1
    zr(5,0) row_link(5,8,X) -1
    zr(5,0) row_link(5,1,O) -1
    zr(5,0) row_link(5,2,O) -1
    zr(5,1) row_choice(5) 1
    zr(5,1) row_link(5,2,X) -1
    zr(5,1) row_link(5,8,X) -1
    zr(5,1) row_link(5,1,O) -1
    zr(5,1) row_link(5,3,O) -1
    zr(5,2) row_choice(5) 1
    zr(5,2) row_link(5,1,X) -1
    zr(5,2) row_link(5,8,X) -1
    zr(5,2) row_link(5,2,O) -1
    zr(5,2) row_link(5,3,O) -1
    zr(5,3) row_choice(5) 1
    zr(5,3) row_link(5,2,X) -1
    zr(5,3) row_link(5,3,X) -1
    zr(5,3) row_link(5,1,O) -1
    zr(5,3) row_link(5,8,O) -1
    zr(5,4) row_choice(5) 1
    zr(5,4) row_link(5,1,X) -1
    zr(5,4) row_link(5,3,X) -1
    zr(5,4) row_link(5,2,O) -1
    zr(5,4) row_link(5,8,O) -1
    zr(6,0) row_choice(6) 1
    zr(6,0) row_link(6,8,X) -1
    zr(6,0) row_link(6,6,O) -1
    zr(6,0) row_link(6,2,I) -1
    zr(6,0) row_link(6,5,I) -1
    zr(6,1) row_choice(6) 1
    zr(6,1) row_link(6,8,X) -1
    zr(6,1) row_link(6,5,O) -1
    zr(6,1) row_link(6,2,I) -1
    zr(6,1) row_link(6,6,I) -1
    zr(6,2) row_choice(6) 1
    zr(6,2) row_link(6,8,X) -1
    zr(6,2) row_link(6,2,O) -1
    zr(6,2) row_link(6,5,I) -1
    zr(6,2) row_link(6,6,I) -1
    zr(6,3) row_choice(6) 1
    zr(6,3) row_link(6,6,X) -1
    zr(6,3) row_link(6,8,O) -1
    zr(6,3) row_link(6,2,I) -1
    zr(6,3) row_link(6,5,I) -1
    zr(6,4) row_choice(6) 1
    zr(6,4) row_link(6,5,X) -1
    zr(6,4) row_link(6,8,O) -1
    zr(6,4) row_link(6,2,I) -1
    zr(6,4) row_link(6,6,I) -1
    zr(6,5) row_choice(6) 1
    zr(6,5) row_link(6,2,X) -1
    zr(6,5) row_link(6,8,O) -1
    zr(6,5) row_link(6,5,I) -1
    zr(6,5) row_link(6,6,I) -1
    zr(6,6) row_choice(6) 1
    zr(6,6) row_link(6,6,X) -1
    zr(6,6) row_link(6,5,O) -1
    zr(6,6) row_link(6,2,I) -1
    zr(6,6) row_link(6,8,I) -1
    zr(6,7) row_choice(6) 1
    zr(6,7) row_link(6,6,X) -1
    zr(6,7) row_link(6,2,O) -1
    zr(6,7) row_link(6,5,I) -1
    zr(6,7) row_link(6,8,I) -1
    zr(6,8) row_choice(6) 1
    zr(6,8) row_link(6,5,X) -1
    zr(6,8) row_link(6,6,O) -1
    zr(6,8) row_link(6,2,I) -1
    zr(6,8) row_link(6,8,I) -1
    zr(6,9) row_choice(6) 1
    zr(6,9) row_link(6,2,X) -1
    zr(6,9) row_link(6,6,O) -1
    zr(6,9) row_link(6,5,I) -1
    zr(6,9) row_link(6,8,I) -1
    zr(6,10) row_choice(6) 1
    zr(6,10) row_link(6,5,X) -1
    zr(6,10) row_link(6,2,O) -1
    zr(6,10) row_link(6,6,I) -1
    zr(6,10) row_link(6,8,I) -1
    zr(6,11) row_choice(6) 1
    zr(6,11) row_link(6,2,X) -1
    zr(6,11) row_link(6,5,O) -1
    zr(6,11) row_link(6,6,I) -1
    zr(6,11) row_link(6,8,I) -1
    zr(7,0) row_choice(7) 1
    zr(7,0) row_link(7,3,X) -1
    zr(7,0) row_link(7,5,X) -1
    zr(7,0) row_link(7,7,X) -1
    zr(7,0) row_link(7,0,I) -1
    zr(7,0) row_link(7,1,I) -1
    zr(7,1) row_choice(7) 1
    zr(7,1) row_link(7,1,X) -1
    zr(7,1) row_link(7,5,X) -1
    zr(7,1) row_link(7,7,X) -1
    zr(7,1) row_link(7,0,I) -1
    zr(7,1) row_link(7,3,I) -1
    zr(7,2) row_choice(7) 1
    zr(7,2) row_link(7,0,X) -1
    zr(7,2) row_link(7,5,X) -1
    zr(7,2) row_link(7,7,X) -1
    zr(7,2) row_link(7,1,I) -1
    zr(7,2) row_link(7,3,I) -1
    zr(7,3) row_choice(7) 1
    zr(7,3) row_link(7,1,X) -1
    zr(7,3) row_link(7,3,X) -1
    zr(7,3) row_link(7,7,X) -1
    zr(7,3) row_link(7,0,I) -1
    zr(7,3) row_link(7,5,I) -1
    zr(7,4) row_choice(7) 1
    zr(7,4) row_link(7,0,X) -1
    zr(7,4) row_link(7,3,X) -1
    zr(7,4) row_link(7,7,X) -1
    zr(7,4) row_link(7,1,I) -1
    zr(7,4) row_link(7,5,I) -1
    zr(7,5) row_choice(7) 1
    zr(7,5) row_link(7,1,X) -1
    zr(7,5) row_link(7,3,X) -1
    zr(7,5) row_link(7,5,X) -1
    zr(7,5) row_link(7,0,I) -1
    zr(7,5) row_link(7,7,I) -1
    zr(7,6) row_choice(7) 1
    zr(7,6) row_link(7,0,X) -1
    zr(7,6) row_link(7,3,X) -1
    zr(7,6) row_link(7,5,X) -1
    zr(7,6) row_link(7,1,I) -1
    zr(7,6) row_link(7,7,I) -1
    zr(7,7) row_choice(7) 1
    zr(7,7) row_link(7,0,X) -1
    zr(7,7) row_link(7,1,X) -1
    zr(7,7) row_link(7,5,X) -1
    zr(7,7) row_link(7,3,I) -1
    zr(7,7) row_link(7,7,I) -1
    zr(7,8) row_choice(7) 1
    zr(7,8) row_link(7,0,X) -1
    zr(7,8) row_link(7,1,X) -1
    zr(7,8) row_link(7,3,X) -1
    zr(7,8) row_link(7,5,I) -1
    zr(7,8) row_link(7,7,I) -1
    zr(8,0) row_choice(8) 1
    zr(8,0) row_link(8,8,X) -1
    zr(8,0) row_link(8,0,O) -1
    zr(8,0) row_link(8,2,O) -1
    zr(8,0) row_link(8,7,O) -1
    zr(8,1) row_choice(8) 1
    zr(8,1) row_link(8,7,X) -1
    zr(8,1) row_link(8,0,O) -1
    zr(8,1) row_link(8,2,O) -1
    zr(8,1) row_link(8,8,O) -1
    zr(8,2) row_choice(8) 1
    zr(8,2) row_link(8,2,X) -1
    zr(8,2) row_link(8,0,O) -1
    zr(8,2) row_link(8,7,O) -1
    zr(8,2) row_link(8,8,O) -1
    zr(8,3) row_choice(8) 1
    zr(8,3) row_link(8,0,X) -1
    zr(8,3) row_link(8,2,O) -1
    zr(8,3) row_link(8,7,O) -1
    zr(8,3) row_link(8,8,O) -1
    zc(0,0) col_choice(0) 1
    zc(0,0) col_link(0,8,X) -1
    zc(0,0) col_link(0,7,O) -1
    zc(0,0) col_link(0,0,I) -1
    zc(0,0) col_link(0,2,I) -1
    zc(0,0) col_link(0,4,I) -1
    zc(0,1) col_choice(0) 1
    zc(0,1) col_link(0,8,X) -1
    zc(0,1) col_link(0,4,O) -1
    zc(0,1) col_link(0,0,I) -1
    zc(0,1) col_link(0,2,I) -1
    zc(0,1) col_link(0,7,I) -1
    zc(0,2) col_choice(0) 1
    zc(0,2) col_link(0,8,X) -1
    zc(0,2) col_link(0,2,O) -1
    zc(0,2) col_link(0,0,I) -1
    zc(0,2) col_link(0,4,I) -1
    zc(0,2) col_link(0,7,I) -1
    zc(0,3) col_choice(0) 1
    zc(0,3) col_link(0,8,X) -1
    zc(0,3) col_link(0,0,O) -1
    zc(0,3) col_link(0,2,I) -1
    zc(0,3) col_link(0,4,I) -1
    zc(0,3) col_link(0,7,I) -1
    zc(0,4) col_choice(0) 1
    zc(0,4) col_link(0,7,X) -1
    zc(0,4) col_link(0,8,O) -1
    zc(0,4) col_link(0,0,I) -1
    zc(0,4) col_link(0,2,I) -1
    zc(0,4) col_link(0,4,I) -1
    zc(0,5) col_choice(0) 1
    zc(0,5) col_link(0,2,X) -1
    zc(0,5) col_link(0,8,O) -1
    zc(0,5) col_link(0,0,I) -1
    zc(0,5) col_link(0,4,I) -1
    zc(0,5) col_link(0,7,I) -1
    zc(0,6) col_choice(0) 1
    zc(0,6) col_link(0,0,X) -1
    zc(0,6) col_link(0,8,O) -1
    zc(0,6) col_link(0,2,I) -1
    zc(0,6) col_link(0,4,I) -1
    zc(0,6) col_link(0,7,I) -1
    zc(0,7) col_choice(0) 1
    zc(0,7) col_link(0,7,X) -1
    zc(0,7) col_link(0,4,O) -1
    zc(0,7) col_link(0,0,I) -1
    zc(0,7) col_link(0,2,I) -1
    zc(0,7) col_link(0,8,I) -1
    zc(0,8) col_choice(0) 1
    zc(0,8) col_link(0,7,X) -1
    zc(0,8) col_link(0,2,O) -1
    zc(0,8) col_link(0,0,I) -1
    zc(0,8) col_link(0,4,I) -1
    zc(0,8) col_link(0,8,I) -1
    zc(0,9) col_choice(0) 1
    zc(0,9) col_link(0,7,X) -1
    zc(0,9) col_link(0,0,O) -1
    zc(0,9) col_link(0,2,I) -1
    zc(0,9) col_link(0,4,I) -1
    zc(0,9) col_link(0,8,I) -1
    zc(0,10) col_choice(0) 1
    zc(0,10) col_link(0,2,X) -1
    zc(0,10) col_link(0,7,O) -1
    zc(0,10) col_link(0,0,I) -1
    zc(0,10) col_link(0,4,I) -1
    zc(0,10) col_link(0,8,I) -1
    zc(0,11) col_choice(0) 1
    zc(0,11) col_link(0,0,X) -1
    zc(0,11) col_link(0,7,O) -1
    zc(0,11) col_link(0,2,I) -1
    zc(0,11) col_link(0,4,I) -1
    zc(0,11) col_link(0,8,I) -1
    zc(0,12) col_choice(0) 1
    zc(0,12) col_link(0,2,X) -1
    zc(0,12) col_link(0,4,O) -1
    zc(0,12) col_link(0,0,I) -1
    zc(0,12) col_link(0,7,I) -1
    zc(0,12) col_link(0,8,I) -1
    zc(0,13) col_choice(0) 1
    zc(0,13) col_link(0,0,X) -1
    zc(0,13) col_link(0,4,O) -1
    zc(0,13) col_link(0,2,I) -1
    zc(0,13) col_link(0,7,I) -1
    zc(0,13) col_link(0,8,I) -1
    zc(0,14) col_choice(0) 1
    zc(0,14) col_link(0,2,X) -1
    zc(0,14) col_link(0,0,O) -1
    zc(0,14) col_link(0,4,I) -1
    zc(0,14) col_link(0,7,I) -1
    zc(0,14) col_link(0,8,I) -1
    zc(0,15) col_choice(0) 1
    zc(0,15) col_link(0,0,X) -1
    zc(0,15) col_link(0,2,O) -1
    zc(0,15) col_link(0,4,I) -1
    zc(0,15) col_link(0,7,I) -1
    zc(0,15) col_link(0,8,I) -1
    zc(1,0) col_choice(1) 1
    zc(1,0) col_link(1,3,O) -1
    zc(1,0) col_link(1,5,O) -1
    zc(1,0) col_link(1,7,O) -1
    zc(1,0) col_link(1,1,I) -1
    zc(1,0) col_link(1,2,I) -1
    zc(1,0) col_link(1,4,I) -1
    zc(1,1) col_choice(1) 1
    zc(1,1) col_link(1,2,O) -1
    zc(1,1) col_link(1,5,O) -1
    zc(1,1) col_link(1,7,O) -1
    zc(1,1) col_link(1,1,I) -1
    zc(1,1) col_link(1,3,I) -1
    zc(1,1) col_link(1,4,I) -1
    zc(1,2) col_choice(1) 1
    zc(1,2) col_link(1,3,O) -1
    zc(1,2) col_link(1,4,O) -1
    zc(1,2) col_link(1,7,O) -1
    zc(1,2) col_link(1,1,I) -1
    zc(1,2) col_link(1,2,I) -1
    zc(1,2) col_link(1,5,I) -1
    zc(1,3) col_choice(1) 1
    zc(1,3) col_link(1,2,O) -1
    zc(1,3) col_link(1,4,O) -1
    zc(1,3) col_link(1,7,O) -1
    zc(1,3) col_link(1,1,I) -1
    zc(1,3) col_link(1,3,I) -1
    zc(1,3) col_link(1,5,I) -1
    zc(1,4) col_choice(1) 1
    zc(1,4) col_link(1,1,O) -1
    zc(1,4) col_link(1,4,O) -1
    zc(1,4) col_link(1,7,O) -1
    zc(1,4) col_link(1,2,I) -1
    zc(1,4) col_link(1,3,I) -1
    zc(1,4) col_link(1,5,I) -1
    zc(1,5) col_choice(1) 1
    zc(1,5) col_link(1,2,O) -1
    zc(1,5) col_link(1,3,O) -1
    zc(1,5) col_link(1,7,O) -1
    zc(1,5) col_link(1,1,I) -1
    zc(1,5) col_link(1,4,I) -1
    zc(1,5) col_link(1,5,I) -1
    zc(1,6) col_choice(1) 1
    zc(1,6) col_link(1,1,O) -1
    zc(1,6) col_link(1,3,O) -1
    zc(1,6) col_link(1,7,O) -1
    zc(1,6) col_link(1,2,I) -1
    zc(1,6) col_link(1,4,I) -1
    zc(1,6) col_link(1,5,I) -1
    zc(1,7) col_choice(1) 1
    zc(1,7) col_link(1,2,O) -1
    zc(1,7) col_link(1,4,O) -1
    zc(1,7) col_link(1,5,O) -1
    zc(1,7) col_link(1,1,I) -1
    zc(1,7) col_link(1,3,I) -1
    zc(1,7) col_link(1,7,I) -1
    zc(1,8) col_choice(1) 1
    zc(1,8) col_link(1,1,O) -1
    zc(1,8) col_link(1,4,O) -1
    zc(1,8) col_link(1,5,O) -1
    zc(1,8) col_link(1,2,I) -1
    zc(1,8) col_link(1,3,I) -1
    zc(1,8) col_link(1,7,I) -1
    zc(1,9) col_choice(1) 1
    zc(1,9) col_link(1,2,O) -1
    zc(1,9) col_link(1,3,O) -1
    zc(1,9) col_link(1,5,O) -1
    zc(1,9) col_link(1,1,I) -1
    zc(1,9) col_link(1,4,I) -1
    zc(1,9) col_link(1,7,I) -1
    zc(1,10) col_choice(1) 1
    zc(1,10) col_link(1,1,O) -1
    zc(1,10) col_link(1,3,O) -1
    zc(1,10) col_link(1,5,O) -1
    zc(1,10) col_link(1,2,I) -1
    zc(1,10) col_link(1,4,I) -1
    zc(1,10) col_link(1,7,I) -1
    zc(1,11) col_choice(1) 1
    zc(1,11) col_link(1,1,O) -1
    zc(1,11) col_link(1,2,O) -1
    zc(1,11) col_link(1,5,O) -1
    zc(1,11) col_link(1,3,I) -1
    zc(1,11) col_link(1,4,I) -1
    zc(1,11) col_link(1,7,I) -1
    zc(1,12) col_choice(1) 1
    zc(1,12) col_link(1,1,O) -1
    zc(1,12) col_link(1,3,O) -1
    zc(1,12) col_link(1,4,O) -1
    zc(1,12) col_link(1,2,I) -1
    zc(1,12) col_link(1,5,I) -1
    zc(1,12) col_link(1,7,I) -1
    zc(1,13) col_choice(1) 1
    zc(1,13) col_link(1,1,O) -1
    zc(1,13) col_link(1,2,O) -1
    zc(1,13) col_link(1,4,O) -1
    zc(1,13) col_link(1,3,I) -1
    zc(1,13) col_link(1,5,I) -1
    zc(1,13) col_link(1,7,I) -1
    zc(2,0) col_choice(2) 1
    zc(2,0) col_link(2,8,X) -1
    zc(2,0) col_link(2,6,O) -1
    zc(2,0) col_link(2,2,I) -1
    zc(2,0) col_link(2,5,I) -1
    zc(2,1) col_choice(2) 1
    zc(2,1) col_link(2,8,X) -1
    zc(2,1) col_link(2,5,O) -1
    zc(2,1) col_link(2,2,I) -1
    zc(2,1) col_link(2,6,I) -1
    zc(2,2) col_choice(2) 1
    zc(2,2) col_link(2,6,X) -1
    zc(2,2) col_link(2,8,O) -1
    zc(2,2) col_link(2,2,I) -1
    zc(2,2) col_link(2,5,I) -1
    zc(2,3) col_choice(2) 1
    zc(2,3) col_link(2,5,X) -1
    zc(2,3) col_link(2,8,O) -1
    zc(2,3) col_link(2,2,I) -1
    zc(2,3) col_link(2,6,I) -1
    zc(2,4) col_choice(2) 1
    zc(2,4) col_link(2,6,X) -1
    zc(2,4) col_link(2,5,O) -1
    zc(2,4) col_link(2,2,I) -1
    zc(2,4) col_link(2,8,I) -1
    zc(2,5) col_choice(2) 1
    zc(2,5) col_link(2,6,X) -1
    zc(2,5) col_link(2,2,O) -1
    zc(2,5) col_link(2,5,I) -1
    zc(2,5) col_link(2,8,I) -1
    zc(2,6) col_choice(2) 1
    zc(2,6) col_link(2,5,X) -1
    zc(2,6) col_link(2,6,O) -1
    zc(2,6) col_link(2,2,I) -1
    zc(2,6) col_link(2,8,I) -1
    zc(2,7) col_choice(2) 1
    zc(2,7) col_link(2,5,X) -1
    zc(2,7) col_link(2,2,O) -1
    zc(2,7) col_link(2,6,I) -1
    zc(2,7) col_link(2,8,I) -1
    zc(3,0) col_choice(3) 1
    zc(3,0) col_link(3,4,X) -1
    zc(3,0) col_link(3,5,X) -1
    zc(3,0) col_link(3,7,X) -1
    zc(3,0) col_link(3,0,O) -1
    zc(3,0) col_link(3,2,O) -1
    zc(3,0) col_link(3,3,O) -1
    zc(3,0) col_link(3,1,I) -1
    zc(3,1) col_choice(3) 1
    zc(3,1) col_link(3,4,X) -1
    zc(3,1) col_link(3,5,X) -1
    zc(3,1) col_link(3,7,X) -1
    zc(3,1) col_link(3,0,O) -1
    zc(3,1) col_link(3,1,O) -1
    zc(3,1) col_link(3,3,O) -1
    zc(3,1) col_link(3,2,I) -1
    zc(3,2) col_choice(3) 1
    zc(3,2) col_link(3,3,X) -1
    zc(3,2) col_link(3,5,X) -1
    zc(3,2) col_link(3,7,X) -1
    zc(3,2) col_link(3,1,O) -1
    zc(3,2) col_link(3,2,O) -1
    zc(3,2) col_link(3,4,O) -1
    zc(3,2) col_link(3,0,I) -1
    zc(3,3) col_choice(3) 1
    zc(3,3) col_link(3,3,X) -1
    zc(3,3) col_link(3,5,X) -1
    zc(3,3) col_link(3,7,X) -1
    zc(3,3) col_link(3,0,O) -1
    zc(3,3) col_link(3,2,O) -1
    zc(3,3) col_link(3,4,O) -1
    zc(3,3) col_link(3,1,I) -1
    zc(3,4) col_choice(3) 1
    zc(3,4) col_link(3,3,X) -1
    zc(3,4) col_link(3,5,X) -1
    zc(3,4) col_link(3,7,X) -1
    zc(3,4) col_link(3,0,O) -1
    zc(3,4) col_link(3,1,O) -1
    zc(3,4) col_link(3,4,O) -1
    zc(3,4) col_link(3,2,I) -1
    zc(3,5) col_choice(3) 1
    zc(3,5) col_link(3,2,X) -1
    zc(3,5) col_link(3,5,X) -1
    zc(3,5) col_link(3,7,X) -1
    zc(3,5) col_link(3,1,O) -1
    zc(3,5) col_link(3,3,O) -1
    zc(3,5) col_link(3,4,O) -1
    zc(3,5) col_link(3,0,I) -1
    zc(3,6) col_choice(3) 1
    zc(3,6) col_link(3,2,X) -1
    zc(3,6) col_link(3,5,X) -1
    zc(3,6) col_link(3,7,X) -1
    zc(3,6) col_link(3,0,O) -1
    zc(3,6) col_link(3,3,O) -1
    zc(3,6) col_link(3,4,O) -1
    zc(3,6) col_link(3,1,I) -1
    zc(3,7) col_choice(3) 1
    zc(3,7) col_link(3,1,X) -1
    zc(3,7) col_link(3,5,X) -1
    zc(3,7) col_link(3,7,X) -1
    zc(3,7) col_link(3,0,O) -1
    zc(3,7) col_link(3,3,O) -1
    zc(3,7) col_link(3,4,O) -1
    zc(3,7) col_link(3,2,I) -1
    zc(3,8) col_choice(3) 1
    zc(3,8) col_link(3,0,X) -1
    zc(3,8) col_link(3,5,X) -1
    zc(3,8) col_link(3,7,X) -1
    zc(3,8) col_link(3,1,O) -1
    zc(3,8) col_link(3,3,O) -1
    zc(3,8) col_link(3,4,O) -1
    zc(3,8) col_link(3,2,I) -1
    zc(3,9) col_choice(3) 1
    zc(3,9) col_link(3,2,X) -1
    zc(3,9) col_link(3,5,X) -1
    zc(3,9) col_link(3,7,X) -1
    zc(3,9) col_link(3,0,O) -1
    zc(3,9) col_link(3,1,O) -1
    zc(3,9) col_link(3,4,O) -1
    zc(3,9) col_link(3,3,I) -1
    zc(3,10) col_choice(3) 1
    zc(3,10) col_link(3,1,X) -1
    zc(3,10) col_link(3,5,X) -1
    zc(3,10) col_link(3,7,X) -1
    zc(3,10) col_link(3,0,O) -1
    zc(3,10) col_link(3,2,O) -1
    zc(3,10) col_link(3,4,O) -1
    zc(3,10) col_link(3,3,I) -1
    zc(3,11) col_choice(3) 1
    zc(3,11) col_link(3,0,X) -1
    zc(3,11) col_link(3,5,X) -1
    zc(3,11) col_link(3,7,X) -1
    zc(3,11) col_link(3,1,O) -1
    zc(3,11) col_link(3,2,O) -1
    zc(3,11) col_link(3,4,O) -1
    zc(3,11) col_link(3,3,I) -1
    zc(3,12) col_choice(3) 1
    zc(3,12) col_link(3,2,X) -1
    zc(3,12) col_link(3,5,X) -1
    zc(3,12) col_link(3,7,X) -1
    zc(3,12) col_link(3,0,O) -1
    zc(3,12) col_link(3,1,O) -1
    zc(3,12) col_link(3,3,O) -1
    zc(3,12) col_link(3,4,I) -1
    zc(3,13) col_choice(3) 1
    zc(3,13) col_link(3,1,X) -1
    zc(3,13) col_link(3,5,X) -1
    zc(3,13) col_link(3,7,X) -1
    zc(3,13) col_link(3,0,O) -1
    zc(3,13) col_link(3,2,O) -1
    zc(3,13) col_link(3,3,O) -1
    zc(3,13) col_link(3,4,I) -1
    zc(3,14) col_choice(3) 1
    zc(3,14) col_link(3,3,X) -1
    zc(3,14) col_link(3,4,X) -1
    zc(3,14) col_link(3,7,X) -1
    zc(3,14) col_link(3,1,O) -1
    zc(3,14) col_link(3,2,O) -1
    zc(3,14) col_link(3,5,O) -1
    zc(3,14) col_link(3,0,I) -1
    zc(3,15) col_choice(3) 1
    zc(3,15) col_link(3,3,X) -1
    zc(3,15) col_link(3,4,X) -1
    zc(3,15) col_link(3,7,X) -1
    zc(3,15) col_link(3,0,O) -1
    zc(3,15) col_link(3,2,O) -1
    zc(3,15) col_link(3,5,O) -1
    zc(3,15) col_link(3,1,I) -1
    zc(3,16) col_choice(3) 1
    zc(3,16) col_link(3,3,X) -1
    zc(3,16) col_link(3,4,X) -1
    zc(3,16) col_link(3,7,X) -1
    zc(3,16) col_link(3,0,O) -1
    zc(3,16) col_link(3,1,O) -1
    zc(3,16) col_link(3,5,O) -1
    zc(3,16) col_link(3,2,I) -1
    zc(3,17) col_choice(3) 1
    zc(3,17) col_link(3,2,X) -1
    zc(3,17) col_link(3,4,X) -1
    zc(3,17) col_link(3,7,X) -1
    zc(3,17) col_link(3,1,O) -1
    zc(3,17) col_link(3,3,O) -1
    zc(3,17) col_link(3,5,O) -1
    zc(3,17) col_link(3,0,I) -1
    zc(3,18) col_choice(3) 1
    zc(3,18) col_link(3,2,X) -1
    zc(3,18) col_link(3,4,X) -1
    zc(3,18) col_link(3,7,X) -1
    zc(3,18) col_link(3,0,O) -1
    zc(3,18) col_link(3,3,O) -1
    zc(3,18) col_link(3,5,O) -1
    zc(3,18) col_link(3,1,I) -1
    zc(3,19) col_choice(3) 1
    zc(3,19) col_link(3,1,X) -1
    zc(3,19) col_link(3,4,X) -1
    zc(3,19) col_link(3,7,X) -1
    zc(3,19) col_link(3,2,O) -1
    zc(3,19) col_link(3,3,O) -1
    zc(3,19) col_link(3,5,O) -1
    zc(3,19) col_link(3,0,I) -1
    zc(3,20) col_choice(3) 1
    zc(3,20) col_link(3,0,X) -1
    zc(3,20) col_link(3,4,X) -1
    zc(3,20) col_link(3,7,X) -1
    zc(3,20) col_link(3,2,O) -1
    zc(3,20) col_link(3,3,O) -1
    zc(3,20) col_link(3,5,O) -1
    zc(3,20) col_link(3,1,I) -1
    zc(3,21) col_choice(3) 1
    zc(3,21) col_link(3,1,X) -1
    zc(3,21) col_link(3,4,X) -1
    zc(3,21) col_link(3,7,X) -1
    zc(3,21) col_link(3,0,O) -1
    zc(3,21) col_link(3,3,O) -1
    zc(3,21) col_link(3,5,O) -1
    zc(3,21) col_link(3,2,I) -1
    zc(3,22) col_choice(3) 1
    zc(3,22) col_link(3,0,X) -1
    zc(3,22) col_link(3,4,X) -1
    zc(3,22) col_link(3,7,X) -1
    zc(3,22) col_link(3,1,O) -1
    zc(3,22) col_link(3,3,O) -1
    zc(3,22) col_link(3,5,O) -1
    zc(3,22) col_link(3,2,I) -1
    zc(3,23) col_choice(3) 1
    zc(3,23) col_link(3,2,X) -1
    zc(3,23) col_link(3,4,X) -1
    zc(3,23) col_link(3,7,X) -1
    zc(3,23) col_link(3,0,O) -1
    zc(3,23) col_link(3,1,O) -1
    zc(3,23) col_link(3,5,O) -1
    zc(3,23) col_link(3,3,I) -1
    zc(3,24) col_choice(3) 1
    zc(3,24) col_link(3,1,X) -1
    zc(3,24) col_link(3,4,X) -1
    zc(3,24) col_link(3,7,X) -1
    zc(3,24) col_link(3,0,O) -1
    zc(3,24) col_link(3,2,O) -1
    zc(3,24) col_link(3,5,O) -1
    zc(3,24) col_link(3,3,I) -1
    zc(3,25) col_choice(3) 1
    zc(3,25) col_link(3,0,X) -1
    zc(3,25) col_link(3,4,X) -1
    zc(3,25) col_link(3,7,X) -1
    zc(3,25) col_link(3,1,O) -1
    zc(3,25) col_link(3,2,O) -1
    zc(3,25) col_link(3,5,O) -1
    zc(3,25) col_link(3,3,I) -1
    zc(3,26) col_choice(3) 1
    zc(3,26) col_link(3,2,X) -1
    zc(3,26) col_link(3,3,X) -1
    zc(3,26) col_link(3,7,X) -1
    zc(3,26) col_link(3,1,O) -1
    zc(3,26) col_link(3,4,O) -1
    zc(3,26) col_link(3,5,O) -1
    zc(3,26) col_link(3,0,I) -1
    zc(3,27) col_choice(3) 1
    zc(3,27) col_link(3,2,X) -1
    zc(3,27) col_link(3,3,X) -1
    zc(3,27) col_link(3,7,X) -1
    zc(3,27) col_link(3,0,O) -1
    zc(3,27) col_link(3,4,O) -1
    zc(3,27) col_link(3,5,O) -1
    zc(3,27) col_link(3,1,I) -1
    zc(3,28) col_choice(3) 1
    zc(3,28) col_link(3,1,X) -1
    zc(3,28) col_link(3,3,X) -1
    zc(3,28) col_link(3,7,X) -1
    zc(3,28) col_link(3,2,O) -1
    zc(3,28) col_link(3,4,O) -1
    zc(3,28) col_link(3,5,O) -1
    zc(3,28) col_link(3,0,I) -1
    zc(3,29) col_choice(3) 1
    zc(3,29) col_link(3,0,X) -1
    zc(3,29) col_link(3,3,X) -1
    zc(3,29) col_link(3,7,X) -1
    zc(3,29) col_link(3,2,O) -1
    zc(3,29) col_link(3,4,O) -1
    zc(3,29) col_link(3,5,O) -1
    zc(3,29) col_link(3,1,I) -1
    zc(3,30) col_choice(3) 1
    zc(3,30) col_link(3,1,X) -1
    zc(3,30) col_link(3,3,X) -1
    zc(3,30) col_link(3,7,X) -1
    zc(3,30) col_link(3,0,O) -1
    zc(3,30) col_link(3,4,O) -1
    zc(3,30) col_link(3,5,O) -1
    zc(3,30) col_link(3,2,I) -1
    zc(3,31) col_choice(3) 1
    zc(3,31) col_link(3,0,X) -1
    zc(3,31) col_link(3,3,X) -1
    zc(3,31) col_link(3,7,X) -1
    zc(3,31) col_link(3,1,O) -1
    zc(3,31) col_link(3,4,O) -1
    zc(3,31) col_link(3,5,O) -1
    zc(3,31) col_link(3,2,I) -1
    zc(3,32) col_choice(3) 1
    zc(3,32) col_link(3,1,X) -1
    zc(3,32) col_link(3,2,X) -1
    zc(3,32) col_link(3,7,X) -1
    zc(3,32) col_link(3,0,O) -1
    zc(3,32) col_link(3,4,O) -1
    zc(3,32) col_link(3,5,O) -1
    zc(3,32) col_link(3,3,I) -1
    zc(3,33) col_choice(3) 1
    zc(3,33) col_link(3,0,X) -1
    zc(3,33) col_link(3,2,X) -1
    zc(3,33) col_link(3,7,X) -1
    zc(3,33) col_link(3,1,O) -1
    zc(3,33) col_link(3,4,O) -1
    zc(3,33) col_link(3,5,O) -1
    zc(3,33) col_link(3,3,I) -1
    zc(3,34) col_choice(3) 1
    zc(3,34) col_link(3,0,X) -1
    zc(3,34) col_link(3,1,X) -1
    zc(3,34) col_link(3,7,X) -1
    zc(3,34) col_link(3,2,O) -1
    zc(3,34) col_link(3,4,O) -1
    zc(3,34) col_link(3,5,O) -1
    zc(3,34) col_link(3,3,I) -1
    zc(3,35) col_choice(3) 1
    zc(3,35) col_link(3,2,X) -1
    zc(3,35) col_link(3,3,X) -1
    zc(3,35) col_link(3,7,X) -1
    zc(3,35) col_link(3,0,O) -1
    zc(3,35) col_link(3,1,O) -1
    zc(3,35) col_link(3,5,O) -1
    zc(3,35) col_link(3,4,I) -1
    zc(3,36) col_choice(3) 1
    zc(3,36) col_link(3,1,X) -1
    zc(3,36) col_link(3,3,X) -1
    zc(3,36) col_link(3,7,X) -1
    zc(3,36) col_link(3,0,O) -1
    zc(3,36) col_link(3,2,O) -1
    zc(3,36) col_link(3,5,O) -1
    zc(3,36) col_link(3,4,I) -1
    zc(3,37) col_choice(3) 1
    zc(3,37) col_link(3,0,X) -1
    zc(3,37) col_link(3,3,X) -1
    zc(3,37) col_link(3,7,X) -1
    zc(3,37) col_link(3,1,O) -1
    zc(3,37) col_link(3,2,O) -1
    zc(3,37) col_link(3,5,O) -1
    zc(3,37) col_link(3,4,I) -1
    zc(3,38) col_choice(3) 1
    zc(3,38) col_link(3,1,X) -1
    zc(3,38) col_link(3,2,X) -1
    zc(3,38) col_link(3,7,X) -1
    zc(3,38) col_link(3,0,O) -1
    zc(3,38) col_link(3,3,O) -1
    zc(3,38) col_link(3,5,O) -1
    zc(3,38) col_link(3,4,I) -1
    zc(3,39) col_choice(3) 1
    zc(3,39) col_link(3,0,X) -1
    zc(3,39) col_link(3,2,X) -1
    zc(3,39) col_link(3,7,X) -1
    zc(3,39) col_link(3,1,O) -1
    zc(3,39) col_link(3,3,O) -1
    zc(3,39) col_link(3,5,O) -1
    zc(3,39) col_link(3,4,I) -1
    zc(3,40) col_choice(3) 1
    zc(3,40) col_link(3,0,X) -1
    zc(3,40) col_link(3,1,X) -1
    zc(3,40) col_link(3,7,X) -1
    zc(3,40) col_link(3,2,O) -1
    zc(3,40) col_link(3,3,O) -1
    zc(3,40) col_link(3,5,O) -1
    zc(3,40) col_link(3,4,I) -1
    zc(3,41) col_choice(3) 1
    zc(3,41) col_link(3,2,X) -1
    zc(3,41) col_link(3,4,X) -1
    zc(3,41) col_link(3,7,X) -1
    zc(3,41) col_link(3,0,O) -1
    zc(3,41) col_link(3,1,O) -1
    zc(3,41) col_link(3,3,O) -1
    zc(3,41) col_link(3,5,I) -1
    zc(3,42) col_choice(3) 1
    zc(3,42) col_link(3,1,X) -1
    zc(3,42) col_link(3,4,X) -1
    zc(3,42) col_link(3,7,X) -1
    zc(3,42) col_link(3,0,O) -1
    zc(3,42) col_link(3,2,O) -1
    zc(3,42) col_link(3,3,O) -1
    zc(3,42) col_link(3,5,I) -1
    zc(3,43) col_choice(3) 1
    zc(3,43) col_link(3,2,X) -1
    zc(3,43) col_link(3,3,X) -1
    zc(3,43) col_link(3,7,X) -1
    zc(3,43) col_link(3,0,O) -1
    zc(3,43) col_link(3,1,O) -1
    zc(3,43) col_link(3,4,O) -1
    zc(3,43) col_link(3,5,I) -1
    zc(3,44) col_choice(3) 1
    zc(3,44) col_link(3,1,X) -1
    zc(3,44) col_link(3,3,X) -1
    zc(3,44) col_link(3,7,X) -1
    zc(3,44) col_link(3,0,O) -1
    zc(3,44) col_link(3,2,O) -1
    zc(3,44) col_link(3,4,O) -1
    zc(3,44) col_link(3,5,I) -1
    zc(3,45) col_choice(3) 1
    zc(3,45) col_link(3,0,X) -1
    zc(3,45) col_link(3,3,X) -1
    zc(3,45) col_link(3,7,X) -1
    zc(3,45) col_link(3,1,O) -1
    zc(3,45) col_link(3,2,O) -1
    zc(3,45) col_link(3,4,O) -1
    zc(3,45) col_link(3,5,I) -1
    zc(3,46) col_choice(3) 1
    zc(3,46) col_link(3,1,X) -1
    zc(3,46) col_link(3,2,X) -1
    zc(3,46) col_link(3,7,X) -1
    zc(3,46) col_link(3,0,O) -1
    zc(3,46) col_link(3,3,O) -1
    zc(3,46) col_link(3,4,O) -1
    zc(3,46) col_link(3,5,I) -1
    zc(3,47) col_choice(3) 1
    zc(3,47) col_link(3,0,X) -1
    zc(3,47) col_link(3,2,X) -1
    zc(3,47) col_link(3,7,X) -1
    zc(3,47) col_link(3,1,O) -1
    zc(3,47) col_link(3,3,O) -1
    zc(3,47) col_link(3,4,O) -1
    zc(3,47) col_link(3,5,I) -1
    zc(3,48) col_choice(3) 1
    zc(3,48) col_link(3,2,X) -1
    zc(3,48) col_link(3,4,X) -1
    zc(3,48) col_link(3,5,X) -1
    zc(3,48) col_link(3,1,O) -1
    zc(3,48) col_link(3,3,O) -1
    zc(3,48) col_link(3,7,O) -1
    zc(3,48) col_link(3,0,I) -1
    zc(3,49) col_choice(3) 1
    zc(3,49) col_link(3,2,X) -1
    zc(3,49) col_link(3,4,X) -1
    zc(3,49) col_link(3,5,X) -1
    zc(3,49) col_link(3,0,O) -1
    zc(3,49) col_link(3,3,O) -1
    zc(3,49) col_link(3,7,O) -1
    zc(3,49) col_link(3,1,I) -1
    zc(3,50) col_choice(3) 1
    zc(3,50) col_link(3,1,X) -1
    zc(3,50) col_link(3,4,X) -1
    zc(3,50) col_link(3,5,X) -1
    zc(3,50) col_link(3,2,O) -1
    zc(3,50) col_link(3,3,O) -1
    zc(3,50) col_link(3,7,O) -1
    zc(3,50) col_link(3,0,I) -1
    zc(3,51) col_choice(3) 1
    zc(3,51) col_link(3,0,X) -1
    zc(3,51) col_link(3,4,X) -1
    zc(3,51) col_link(3,5,X) -1
    zc(3,51) col_link(3,2,O) -1
    zc(3,51) col_link(3,3,O) -1
    zc(3,51) col_link(3,7,O) -1
    zc(3,51) col_link(3,1,I) -1
    zc(3,52) col_choice(3) 1
    zc(3,52) col_link(3,1,X) -1
    zc(3,52) col_link(3,4,X) -1
    zc(3,52) col_link(3,5,X) -1
    zc(3,52) col_link(3,0,O) -1
    zc(3,52) col_link(3,3,O) -1
    zc(3,52) col_link(3,7,O) -1
    zc(3,52) col_link(3,2,I) -1
    zc(3,53) col_choice(3) 1
    zc(3,53) col_link(3,0,X) -1
    zc(3,53) col_link(3,4,X) -1
    zc(3,53) col_link(3,5,X) -1
    zc(3,53) col_link(3,1,O) -1
    zc(3,53) col_link(3,3,O) -1
    zc(3,53) col_link(3,7,O) -1
    zc(3,53) col_link(3,2,I) -1
    zc(3,54) col_choice(3) 1
    zc(3,54) col_link(3,2,X) -1
    zc(3,54) col_link(3,4,X) -1
    zc(3,54) col_link(3,5,X) -1
    zc(3,54) col_link(3,0,O) -1
    zc(3,54) col_link(3,1,O) -1
    zc(3,54) col_link(3,7,O) -1
    zc(3,54) col_link(3,3,I) -1
    zc(3,55) col_choice(3) 1
    zc(3,55) col_link(3,1,X) -1
    zc(3,55) col_link(3,4,X) -1
    zc(3,55) col_link(3,5,X) -1
    zc(3,55) col_link(3,0,O) -1
    zc(3,55) col_link(3,2,O) -1
    zc(3,55) col_link(3,7,O) -1
    zc(3,55) col_link(3,3,I) -1
    zc(3,56) col_choice(3) 1
    zc(3,56) col_link(3,0,X) -1
    zc(3,56) col_link(3,4,X) -1
    zc(3,56) col_link(3,5,X) -1
    zc(3,56) col_link(3,1,O) -1
    zc(3,56) col_link(3,2,O) -1
    zc(3,56) col_link(3,7,O) -1
    zc(3,56) col_link(3,3,I) -1
    zc(3,57) col_choice(3) 1
    zc(3,57) col_link(3,2,X) -1
    zc(3,57) col_link(3,3,X) -1
    zc(3,57) col_link(3,5,X) -1
    zc(3,57) col_link(3,1,O) -1
    zc(3,57) col_link(3,4,O) -1
    zc(3,57) col_link(3,7,O) -1
    zc(3,57) col_link(3,0,I) -1
    zc(3,58) col_choice(3) 1
    zc(3,58) col_link(3,2,X) -1
    zc(3,58) col_link(3,3,X) -1
    zc(3,58) col_link(3,5,X) -1
    zc(3,58) col_link(3,0,O) -1
    zc(3,58) col_link(3,4,O) -1
    zc(3,58) col_link(3,7,O) -1
    zc(3,58) col_link(3,1,I) -1
    zc(3,59) col_choice(3) 1
    zc(3,59) col_link(3,1,X) -1
    zc(3,59) col_link(3,3,X) -1
    zc(3,59) col_link(3,5,X) -1
    zc(3,59) col_link(3,2,O) -1
    zc(3,59) col_link(3,4,O) -1
    zc(3,59) col_link(3,7,O) -1
    zc(3,59) col_link(3,0,I) -1
    zc(3,60) col_choice(3) 1
    zc(3,60) col_link(3,0,X) -1
    zc(3,60) col_link(3,3,X) -1
    zc(3,60) col_link(3,5,X) -1
    zc(3,60) col_link(3,2,O) -1
    zc(3,60) col_link(3,4,O) -1
    zc(3,60) col_link(3,7,O) -1
    zc(3,60) col_link(3,1,I) -1
    zc(3,61) col_choice(3) 1
    zc(3,61) col_link(3,1,X) -1
    zc(3,61) col_link(3,3,X) -1
    zc(3,61) col_link(3,5,X) -1
    zc(3,61) col_link(3,0,O) -1
    zc(3,61) col_link(3,4,O) -1
    zc(3,61) col_link(3,7,O) -1
    zc(3,61) col_link(3,2,I) -1
    zc(3,62) col_choice(3) 1
    zc(3,62) col_link(3,0,X) -1
    zc(3,62) col_link(3,3,X) -1
    zc(3,62) col_link(3,5,X) -1
    zc(3,62) col_link(3,1,O) -1
    zc(3,62) col_link(3,4,O) -1
    zc(3,62) col_link(3,7,O) -1
    zc(3,62) col_link(3,2,I) -1
    zc(3,63) col_choice(3) 1
    zc(3,63) col_link(3,1,X) -1
    zc(3,63) col_link(3,2,X) -1
    zc(3,63) col_link(3,5,X) -1
    zc(3,63) col_link(3,3,O) -1
    zc(3,63) col_link(3,4,O) -1
    zc(3,63) col_link(3,7,O) -1
    zc(3,63) col_link(3,0,I) -1
    zc(3,64) col_choice(3) 1
    zc(3,64) col_link(3,0,X) -1
    zc(3,64) col_link(3,2,X) -1
    zc(3,64) col_link(3,5,X) -1
    zc(3,64) col_link(3,3,O) -1
    zc(3,64) col_link(3,4,O) -1
    zc(3,64) col_link(3,7,O) -1
    zc(3,64) col_link(3,1,I) -1
    zc(3,65) col_choice(3) 1
    zc(3,65) col_link(3,0,X) -1
    zc(3,65) col_link(3,1,X) -1
    zc(3,65) col_link(3,5,X) -1
    zc(3,65) col_link(3,3,O) -1
    zc(3,65) col_link(3,4,O) -1
    zc(3,65) col_link(3,7,O) -1
    zc(3,65) col_link(3,2,I) -1
    zc(3,66) col_choice(3) 1
    zc(3,66) col_link(3,1,X) -1
    zc(3,66) col_link(3,2,X) -1
    zc(3,66) col_link(3,5,X) -1
    zc(3,66) col_link(3,0,O) -1
    zc(3,66) col_link(3,4,O) -1
    zc(3,66) col_link(3,7,O) -1
    zc(3,66) col_link(3,3,I) -1
    zc(3,67) col_choice(3) 1
    zc(3,67) col_link(3,0,X) -1
    zc(3,67) col_link(3,2,X) -1
    zc(3,67) col_link(3,5,X) -1
    zc(3,67) col_link(3,1,O) -1
    zc(3,67) col_link(3,4,O) -1
    zc(3,67) col_link(3,7,O) -1
    zc(3,67) col_link(3,3,I) -1
    zc(3,68) col_choice(3) 1
    zc(3,68) col_link(3,0,X) -1
    zc(3,68) col_link(3,1,X) -1
    zc(3,68) col_link(3,5,X) -1
    zc(3,68) col_link(3,2,O) -1
    zc(3,68) col_link(3,4,O) -1
    zc(3,68) col_link(3,7,O) -1
    zc(3,68) col_link(3,3,I) -1
    zc(3,69) col_choice(3) 1
    zc(3,69) col_link(3,2,X) -1
    zc(3,69) col_link(3,3,X) -1
    zc(3,69) col_link(3,5,X) -1
    zc(3,69) col_link(3,0,O) -1
    zc(3,69) col_link(3,1,O) -1
    zc(3,69) col_link(3,7,O) -1
    zc(3,69) col_link(3,4,I) -1
    zc(3,70) col_choice(3) 1
    zc(3,70) col_link(3,1,X) -1
    zc(3,70) col_link(3,3,X) -1
    zc(3,70) col_link(3,5,X) -1
    zc(3,70) col_link(3,0,O) -1
    zc(3,70) col_link(3,2,O) -1
    zc(3,70) col_link(3,7,O) -1
    zc(3,70) col_link(3,4,I) -1
    zc(3,71) col_choice(3) 1
    zc(3,71) col_link(3,0,X) -1
    zc(3,71) col_link(3,3,X) -1
    zc(3,71) col_link(3,5,X) -1
    zc(3,71) col_link(3,1,O) -1
    zc(3,71) col_link(3,2,O) -1
    zc(3,71) col_link(3,7,O) -1
    zc(3,71) col_link(3,4,I) -1
    zc(3,72) col_choice(3) 1
    zc(3,72) col_link(3,1,X) -1
    zc(3,72) col_link(3,2,X) -1
    zc(3,72) col_link(3,5,X) -1
    zc(3,72) col_link(3,0,O) -1
    zc(3,72) col_link(3,3,O) -1
    zc(3,72) col_link(3,7,O) -1
    zc(3,72) col_link(3,4,I) -1
    zc(3,73) col_choice(3) 1
    zc(3,73) col_link(3,0,X) -1
    zc(3,73) col_link(3,2,X) -1
    zc(3,73) col_link(3,5,X) -1
    zc(3,73) col_link(3,1,O) -1
    zc(3,73) col_link(3,3,O) -1
    zc(3,73) col_link(3,7,O) -1
    zc(3,73) col_link(3,4,I) -1
    zc(3,74) col_choice(3) 1
    zc(3,74) col_link(3,0,X) -1
    zc(3,74) col_link(3,1,X) -1
    zc(3,74) col_link(3,5,X) -1
    zc(3,74) col_link(3,2,O) -1
    zc(3,74) col_link(3,3,O) -1
    zc(3,74) col_link(3,7,O) -1
    zc(3,74) col_link(3,4,I) -1
    zc(3,75) col_choice(3) 1
    zc(3,75) col_link(3,1,X) -1
    zc(3,75) col_link(3,3,X) -1
    zc(3,75) col_link(3,4,X) -1
    zc(3,75) col_link(3,2,O) -1
    zc(3,75) col_link(3,5,O) -1
    zc(3,75) col_link(3,7,O) -1
    zc(3,75) col_link(3,0,I) -1
    zc(3,76) col_choice(3) 1
    zc(3,76) col_link(3,0,X) -1
    zc(3,76) col_link(3,3,X) -1
    zc(3,76) col_link(3,4,X) -1
    zc(3,76) col_link(3,2,O) -1
    zc(3,76) col_link(3,5,O) -1
    zc(3,76) col_link(3,7,O) -1
    zc(3,76) col_link(3,1,I) -1
    zc(3,77) col_choice(3) 1
    zc(3,77) col_link(3,1,X) -1
    zc(3,77) col_link(3,3,X) -1
    zc(3,77) col_link(3,4,X) -1
    zc(3,77) col_link(3,0,O) -1
    zc(3,77) col_link(3,5,O) -1
    zc(3,77) col_link(3,7,O) -1
    zc(3,77) col_link(3,2,I) -1
    zc(3,78) col_choice(3) 1
    zc(3,78) col_link(3,0,X) -1
    zc(3,78) col_link(3,3,X) -1
    zc(3,78) col_link(3,4,X) -1
    zc(3,78) col_link(3,1,O) -1
    zc(3,78) col_link(3,5,O) -1
    zc(3,78) col_link(3,7,O) -1
    zc(3,78) col_link(3,2,I) -1
    zc(3,79) col_choice(3) 1
    zc(3,79) col_link(3,1,X) -1
    zc(3,79) col_link(3,2,X) -1
    zc(3,79) col_link(3,4,X) -1
    zc(3,79) col_link(3,3,O) -1
    zc(3,79) col_link(3,5,O) -1
    zc(3,79) col_link(3,7,O) -1
    zc(3,79) col_link(3,0,I) -1
    zc(3,80) col_choice(3) 1
    zc(3,80) col_link(3,0,X) -1
    zc(3,80) col_link(3,2,X) -1
    zc(3,80) col_link(3,4,X) -1
    zc(3,80) col_link(3,3,O) -1
    zc(3,80) col_link(3,5,O) -1
    zc(3,80) col_link(3,7,O) -1
    zc(3,80) col_link(3,1,I) -1
    zc(3,81) col_choice(3) 1
    zc(3,81) col_link(3,0,X) -1
    zc(3,81) col_link(3,1,X) -1
    zc(3,81) col_link(3,4,X) -1
    zc(3,81) col_link(3,3,O) -1
    zc(3,81) col_link(3,5,O) -1
    zc(3,81) col_link(3,7,O) -1
    zc(3,81) col_link(3,2,I) -1
    zc(3,82) col_choice(3) 1
    zc(3,82) col_link(3,1,X) -1
    zc(3,82) col_link(3,2,X) -1
    zc(3,82) col_link(3,4,X) -1
    zc(3,82) col_link(3,0,O) -1
    zc(3,82) col_link(3,5,O) -1
    zc(3,82) col_link(3,7,O) -1
    zc(3,82) col_link(3,3,I) -1
    zc(3,83) col_choice(3) 1
    zc(3,83) col_link(3,0,X) -1
    zc(3,83) col_link(3,2,X) -1
    zc(3,83) col_link(3,4,X) -1
    zc(3,83) col_link(3,1,O) -1
    zc(3,83) col_link(3,5,O) -1
    zc(3,83) col_link(3,7,O) -1
    zc(3,83) col_link(3,3,I) -1
    zc(3,84) col_choice(3) 1
    zc(3,84) col_link(3,0,X) -1
    zc(3,84) col_link(3,1,X) -1
    zc(3,84) col_link(3,4,X) -1
    zc(3,84) col_link(3,2,O) -1
    zc(3,84) col_link(3,5,O) -1
    zc(3,84) col_link(3,7,O) -1
    zc(3,84) col_link(3,3,I) -1
    zc(3,85) col_choice(3) 1
    zc(3,85) col_link(3,0,X) -1
    zc(3,85) col_link(3,2,X) -1
    zc(3,85) col_link(3,3,X) -1
    zc(3,85) col_link(3,4,O) -1
    zc(3,85) col_link(3,5,O) -1
    zc(3,85) col_link(3,7,O) -1
    zc(3,85) col_link(3,1,I) -1
    zc(3,86) col_choice(3) 1
    zc(3,86) col_link(3,0,X) -1
    zc(3,86) col_link(3,1,X) -1
    zc(3,86) col_link(3,3,X) -1
    zc(3,86) col_link(3,4,O) -1
    zc(3,86) col_link(3,5,O) -1
    zc(3,86) col_link(3,7,O) -1
    zc(3,86) col_link(3,2,I) -1
    zc(3,87) col_choice(3) 1
    zc(3,87) col_link(3,0,X) -1
    zc(3,87) col_link(3,2,X) -1
    zc(3,87) col_link(3,3,X) -1
    zc(3,87) col_link(3,1,O) -1
    zc(3,87) col_link(3,5,O) -1
    zc(3,87) col_link(3,7,O) -1
    zc(3,87) col_link(3,4,I) -1
    zc(3,88) col_choice(3) 1
    zc(3,88) col_link(3,0,X) -1
    zc(3,88) col_link(3,1,X) -1
    zc(3,88) col_link(3,3,X) -1
    zc(3,88) col_link(3,2,O) -1
    zc(3,88) col_link(3,5,O) -1
    zc(3,88) col_link(3,7,O) -1
    zc(3,88) col_link(3,4,I) -1
    zc(3,89) col_choice(3) 1
    zc(3,89) col_link(3,1,X) -1
    zc(3,89) col_link(3,3,X) -1
    zc(3,89) col_link(3,4,X) -1
    zc(3,89) col_link(3,0,O) -1
    zc(3,89) col_link(3,2,O) -1
    zc(3,89) col_link(3,7,O) -1
    zc(3,89) col_link(3,5,I) -1
    zc(3,90) col_choice(3) 1
    zc(3,90) col_link(3,0,X) -1
    zc(3,90) col_link(3,3,X) -1
    zc(3,90) col_link(3,4,X) -1
    zc(3,90) col_link(3,1,O) -1
    zc(3,90) col_link(3,2,O) -1
    zc(3,90) col_link(3,7,O) -1
    zc(3,90) col_link(3,5,I) -1
    zc(3,91) col_choice(3) 1
    zc(3,91) col_link(3,1,X) -1
    zc(3,91) col_link(3,2,X) -1
    zc(3,91) col_link(3,4,X) -1
    zc(3,91) col_link(3,0,O) -1
    zc(3,91) col_link(3,3,O) -1
    zc(3,91) col_link(3,7,O) -1
    zc(3,91) col_link(3,5,I) -1
    zc(3,92) col_choice(3) 1
    zc(3,92) col_link(3,0,X) -1
    zc(3,92) col_link(3,2,X) -1
    zc(3,92) col_link(3,4,X) -1
    zc(3,92) col_link(3,1,O) -1
    zc(3,92) col_link(3,3,O) -1
    zc(3,92) col_link(3,7,O) -1
    zc(3,92) col_link(3,5,I) -1
    zc(3,93) col_choice(3) 1
    zc(3,93) col_link(3,0,X) -1
    zc(3,93) col_link(3,1,X) -1
    zc(3,93) col_link(3,4,X) -1
    zc(3,93) col_link(3,2,O) -1
    zc(3,93) col_link(3,3,O) -1
    zc(3,93) col_link(3,7,O) -1
    zc(3,93) col_link(3,5,I) -1
    zc(3,94) col_choice(3) 1
    zc(3,94) col_link(3,0,X) -1
    zc(3,94) col_link(3,2,X) -1
    zc(3,94) col_link(3,3,X) -1
    zc(3,94) col_link(3,1,O) -1
    zc(3,94) col_link(3,4,O) -1
    zc(3,94) col_link(3,7,O) -1
    zc(3,94) col_link(3,5,I) -1
    zc(3,95) col_choice(3) 1
    zc(3,95) col_link(3,0,X) -1
    zc(3,95) col_link(3,1,X) -1
    zc(3,95) col_link(3,3,X) -1
    zc(3,95) col_link(3,2,O) -1
    zc(3,95) col_link(3,4,O) -1
    zc(3,95) col_link(3,7,O) -1
    zc(3,95) col_link(3,5,I) -1
    zc(4,0) col_choice(4) 1
    zc(4,0) col_link(4,3,X) -1
    zc(4,0) col_link(4,1,O) -1
    zc(4,0) col_link(4,2,O) -1
    zc(4,0) col_link(4,4,O) -1
    zc(4,1) col_choice(4) 1
    zc(4,1) col_link(4,2,X) -1
    zc(4,1) col_link(4,1,O) -1
    zc(4,1) col_link(4,3,O) -1
    zc(4,1) col_link(4,4,O) -1
    zc(5,0) col_choice(5) 1
    zc(5,0) col_link(5,4,X) -1
    zc(5,0) col_link(5,7,X) -1
    zc(5,0) col_link(5,6,O) -1
    zc(5,0) col_link(5,2,I) -1
    zc(5,0) col_link(5,3,I) -1
    zc(5,1) col_choice(5) 1
    zc(5,1) col_link(5,3,X) -1
    zc(5,1) col_link(5,7,X) -1
    zc(5,1) col_link(5,6,O) -1
    zc(5,1) col_link(5,2,I) -1
    zc(5,1) col_link(5,4,I) -1
    zc(5,2) col_choice(5) 1
    zc(5,2) col_link(5,4,X) -1
    zc(5,2) col_link(5,7,X) -1
    zc(5,2) col_link(5,3,O) -1
    zc(5,2) col_link(5,2,I) -1
    zc(5,2) col_link(5,6,I) -1
    zc(5,3) col_choice(5) 1
    zc(5,3) col_link(5,3,X) -1
    zc(5,3) col_link(5,7,X) -1
    zc(5,3) col_link(5,4,O) -1
    zc(5,3) col_link(5,2,I) -1
    zc(5,3) col_link(5,6,I) -1
    zc(5,4) col_choice(5) 1
    zc(5,4) col_link(5,2,X) -1
    zc(5,4) col_link(5,7,X) -1
    zc(5,4) col_link(5,4,O) -1
    zc(5,4) col_link(5,3,I) -1
    zc(5,4) col_link(5,6,I) -1
    zc(5,5) col_choice(5) 1
    zc(5,5) col_link(5,4,X) -1
    zc(5,5) col_link(5,6,X) -1
    zc(5,5) col_link(5,7,O) -1
    zc(5,5) col_link(5,2,I) -1
    zc(5,5) col_link(5,3,I) -1
    zc(5,6) col_choice(5) 1
    zc(5,6) col_link(5,3,X) -1
    zc(5,6) col_link(5,6,X) -1
    zc(5,6) col_link(5,7,O) -1
    zc(5,6) col_link(5,2,I) -1
    zc(5,6) col_link(5,4,I) -1
    zc(5,7) col_choice(5) 1
    zc(5,7) col_link(5,3,X) -1
    zc(5,7) col_link(5,4,X) -1
    zc(5,7) col_link(5,7,O) -1
    zc(5,7) col_link(5,2,I) -1
    zc(5,7) col_link(5,6,I) -1
    zc(5,8) col_choice(5) 1
    zc(5,8) col_link(5,2,X) -1
    zc(5,8) col_link(5,4,X) -1
    zc(5,8) col_link(5,7,O) -1
    zc(5,8) col_link(5,3,I) -1
    zc(5,8) col_link(5,6,I) -1
    zc(5,9) col_choice(5) 1
    zc(5,9) col_link(5,4,X) -1
    zc(5,9) col_link(5,6,X) -1
    zc(5,9) col_link(5,3,O) -1
    zc(5,9) col_link(5,2,I) -1
    zc(5,9) col_link(5,7,I) -1
    zc(5,10) col_choice(5) 1
    zc(5,10) col_link(5,3,X) -1
    zc(5,10) col_link(5,6,X) -1
    zc(5,10) col_link(5,4,O) -1
    zc(5,10) col_link(5,2,I) -1
    zc(5,10) col_link(5,7,I) -1
    zc(5,11) col_choice(5) 1
    zc(5,11) col_link(5,2,X) -1
    zc(5,11) col_link(5,6,X) -1
    zc(5,11) col_link(5,4,O) -1
    zc(5,11) col_link(5,3,I) -1
    zc(5,11) col_link(5,7,I) -1
    zc(5,12) col_choice(5) 1
    zc(5,12) col_link(5,2,X) -1
    zc(5,12) col_link(5,6,X) -1
    zc(5,12) col_link(5,3,O) -1
    zc(5,12) col_link(5,4,I) -1
    zc(5,12) col_link(5,7,I) -1
    zc(5,13) col_choice(5) 1
    zc(5,13) col_link(5,3,X) -1
    zc(5,13) col_link(5,4,X) -1
    zc(5,13) col_link(5,6,O) -1
    zc(5,13) col_link(5,2,I) -1
    zc(5,13) col_link(5,7,I) -1
    zc(5,14) col_choice(5) 1
    zc(5,14) col_link(5,2,X) -1
    zc(5,14) col_link(5,4,X) -1
    zc(5,14) col_link(5,6,O) -1
    zc(5,14) col_link(5,3,I) -1
    zc(5,14) col_link(5,7,I) -1
    zc(5,15) col_choice(5) 1
    zc(5,15) col_link(5,2,X) -1
    zc(5,15) col_link(5,3,X) -1
    zc(5,15) col_link(5,6,O) -1
    zc(5,15) col_link(5,4,I) -1
    zc(5,15) col_link(5,7,I) -1
    zc(6,0) col_choice(6) 1
    zc(6,0) col_link(6,6,X) -1
    zc(6,0) col_link(6,3,O) -1
    zc(6,0) col_link(6,0,I) -1
    zc(6,1) col_choice(6) 1
    zc(6,1) col_link(6,6,X) -1
    zc(6,1) col_link(6,0,O) -1
    zc(6,1) col_link(6,3,I) -1
    zc(7,0) col_choice(7) 1
    zc(7,0) col_link(7,8,X) -1
    zc(7,0) col_link(7,3,O) -1
    zc(7,0) col_link(7,7,O) -1
    zc(7,0) col_link(7,2,I) -1
    zc(7,1) col_choice(7) 1
    zc(7,1) col_link(7,8,X) -1
    zc(7,1) col_link(7,2,O) -1
    zc(7,1) col_link(7,7,O) -1
    zc(7,1) col_link(7,3,I) -1
    zc(7,2) col_choice(7) 1
    zc(7,2) col_link(7,8,X) -1
    zc(7,2) col_link(7,2,O) -1
    zc(7,2) col_link(7,3,O) -1
    zc(7,2) col_link(7,7,I) -1
    zc(7,3) col_choice(7) 1
    zc(7,3) col_link(7,7,X) -1
    zc(7,3) col_link(7,3,O) -1
    zc(7,3) col_link(7,8,O) -1
    zc(7,3) col_link(7,2,I) -1
    zc(7,4) col_choice(7) 1
    zc(7,4) col_link(7,7,X) -1
    zc(7,4) col_link(7,2,O) -1
    zc(7,4) col_link(7,8,O) -1
    zc(7,4) col_link(7,3,I) -1
    zc(7,5) col_choice(7) 1
    zc(7,5) col_link(7,3,X) -1
    zc(7,5) col_link(7,2,O) -1
    zc(7,5) col_link(7,8,O) -1
    zc(7,5) col_link(7,7,I) -1
    zc(7,6) col_choice(7) 1
    zc(7,6) col_link(7,2,X) -1
    zc(7,6) col_link(7,3,O) -1
    zc(7,6) col_link(7,8,O) -1
    zc(7,6) col_link(7,7,I) -1
    zc(7,7) col_choice(7) 1
    zc(7,7) col_link(7,7,X) -1
    zc(7,7) col_link(7,2,O) -1
    zc(7,7) col_link(7,3,O) -1
    zc(7,7) col_link(7,8,I) -1
    zc(7,8) col_choice(7) 1
    zc(7,8) col_link(7,3,X) -1
    zc(7,8) col_link(7,2,O) -1
    zc(7,8) col_link(7,7,O) -1
    zc(7,8) col_link(7,8,I) -1
    zc(7,9) col_choice(7) 1
    zc(7,9) col_link(7,2,X) -1
    zc(7,9) col_link(7,3,O) -1
    zc(7,9) col_link(7,7,O) -1
    zc(7,9) col_link(7,8,I) -1
    zc(8,0) col_choice(8) 1
    zc(8,0) col_link(8,8,X) -1
    zc(8,0) col_link(8,6,O) -1
    zc(8,0) col_link(8,1,I) -1
    zc(8,0) col_link(8,5,I) -1
    zc(8,1) col_choice(8) 1
    zc(8,1) col_link(8,8,X) -1
    zc(8,1) col_link(8,5,O) -1
    zc(8,1) col_link(8,1,I) -1
    zc(8,1) col_link(8,6,I) -1
    zc(8,2) col_choice(8) 1
    zc(8,2) col_link(8,6,X) -1
    zc(8,2) col_link(8,8,O) -1
    zc(8,2) col_link(8,1,I) -1
    zc(8,2) col_link(8,5,I) -1
    zc(8,3) col_choice(8) 1
    zc(8,3) col_link(8,5,X) -1
    zc(8,3) col_link(8,8,O) -1
    zc(8,3) col_link(8,1,I) -1
    zc(8,3) col_link(8,6,I) -1
    zc(8,4) col_choice(8) 1
    zc(8,4) col_link(8,6,X) -1
    zc(8,4) col_link(8,5,O) -1
    zc(8,4) col_link(8,1,I) -1
    zc(8,4) col_link(8,8,I) -1
    zc(8,5) col_choice(8) 1
    zc(8,5) col_link(8,6,X) -1
    zc(8,5) col_link(8,1,O) -1
    zc(8,5) col_link(8,5,I) -1
    zc(8,5) col_link(8,8,I) -1
    zc(8,6) col_choice(8) 1
    zc(8,6) col_link(8,5,X) -1
    zc(8,6) col_link(8,6,O) -1
    zc(8,6) col_link(8,1,I) -1
    zc(8,6) col_link(8,8,I) -1
    zc(8,7) col_choice(8) 1
    zc(8,7) col_link(8,1,X) -1
    zc(8,7) col_link(8,6,O) -1
    zc(8,7) col_link(8,5,I) -1
    zc(8,7) col_link(8,8,I) -1
    zc(8,8) col_choice(8) 1
    zc(8,8) col_link(8,5,X) -1
    zc(8,8) col_link(8,1,O) -1
    zc(8,8) col_link(8,6,I) -1
    zc(8,8) col_link(8,8,I) -1
    zc(8,9) col_choice(8) 1
    zc(8,9) col_link(8,1,X) -1
    zc(8,9) col_link(8,5,O) -1
    zc(8,9) col_link(8,6,I) -1
    zc(8,9) col_link(8,8,I) -1
RHS
    RHS given(0,1) 1
    RHS given(0,2) 1
    RHS given(0,4) 1
    RHS given(0,5) 1
    RHS given(0,7) 1
    RHS given(0,8) 1
    RHS given(1,0) 1
    RHS given(1,2) 1
    RHS given(1,5) 1
    RHS given(1,6) 1
    RHS given(1,7) 1
    RHS given(2,6) 1
    RHS given(2,8) 1
    RHS given(3,0) 1
    RHS given(3,2) 1
    RHS given(3,8) 1
    RHS given(4,2) 1
    RHS given(4,6) 1
    RHS given(4,7) 1
    RHS given(4,8) 1
    RHS given(5,0) 1
    RHS given(5,4) 1
    RHS given(5,5) 1
    RHS given(5,6) 1
    RHS given(5,7) 1
    RHS given(6,0) 1
    RHS given(6,1) 1
    RHS given(6,3) 1
    RHS given(6,4) 1
    RHS given(6,7) 1
    RHS given(7,2) 1
    RHS given(7,4) 1
    RHS given(7,6) 1
    RHS given(7,8) 1
    RHS given(8,1) 1
    RHS given(8,3) 1
    RHS given(8,4) 1
    RHS given(8,5) 1
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
 UP BND zr(1,0) 1
 UP BND zr(1,1) 1
 UP BND zr(1,2) 1
 UP BND zr(1,3) 1
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
 UP BND zr(2,88) 1
 UP BND zr(2,89) 1
 UP BND zr(2,90) 1
 UP BND zr(2,91) 1
 UP BND zr(2,92) 1
 UP BND zr(2,93) 1
 UP BND zr(2,94) 1
 UP BND zr(2,95) 1
 UP BND zr(2,96) 1
 UP BND zr(2,97) 1
 UP BND zr(2,98) 1
 UP BND zr(2,99) 1
 UP BND zr(2,100) 1
 UP BND zr(2,101) 1
 UP BND zr(2,102) 1
 UP BND zr(2,103) 1
 UP BND zr(2,104) 1
 UP BND zr(2,105) 1
 UP BND zr(2,106) 1
 UP BND zr(2,107) 1
 UP BND zr(2,108) 1
 UP BND zr(2,109) 1
 UP BND zr(2,110) 1
 UP BND zr(2,111) 1
 UP BND zr(2,112) 1
 UP BND zr(2,113) 1
 UP BND zr(2,114) 1
 UP BND zr(2,115) 1
 UP BND zr(2,116) 1
 UP BND zr(2,117) 1
 UP BND zr(2,118) 1
 UP BND zr(2,119) 1
 UP BND zr(2,120) 1
 UP BND zr(2,121) 1
 UP BND zr(2,122) 1
 UP BND zr(2,123) 1
 UP BND zr(2,124) 1
 UP BND zr(2,125) 1
 UP BND zr(2,126) 1
 UP BND zr(2,127) 1
 UP BND zr(2,128) 1
 UP BND zr(2,129) 1
 UP BND zr(2,130) 1
 UP BND zr(2,131) 1
 UP BND zr(2,132) 1
 UP BND zr(2,133) 1
 UP BND zr(2,134) 1
 UP BND zr(2,135) 1
 UP BND zr(2,136) 1
 UP BND zr(2,137) 1
 UP BND zr(2,138) 1
 UP BND zr(2,139) 1
 UP BND zr(2,140) 1
 UP BND zr(2,141) 1
 UP BND zr(2,142) 1
 UP BND zr(2,143) 1
 UP BND zr(2,144) 1
 UP BND zr(2,145) 1
 UP BND zr(2,146) 1
 UP BND zr(2,147) 1
 UP BND zr(2,148) 1
 UP BND zr(2,149) 1
 UP BND zr(2,150) 1
 UP BND zr(2,151) 1
 UP BND zr(2,152) 1
 UP BND zr(2,153) 1
 UP BND zr(2,154) 1
 UP BND zr(2,155) 1
 UP BND zr(2,156) 1
 UP BND zr(2,157) 1
 UP BND zr(2,158) 1
 UP BND zr(2,159) 1
 UP BND zr(2,160) 1
 UP BND zr(2,161) 1
 UP BND zr(2,162) 1
 UP BND zr(2,163) 1
 UP BND zr(2,164) 1
 UP BND zr(2,165) 1
 UP BND zr(2,166) 1
 UP BND zr(2,167) 1
 UP BND zr(2,168) 1
 UP BND zr(2,169) 1
 UP BND zr(2,170) 1
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
 UP BND zr(4,0) 1
 UP BND zr(4,1) 1
 UP BND zr(4,2) 1
 UP BND zr(4,3) 1
 UP BND zr(4,4) 1
 UP BND zr(4,5) 1
 UP BND zr(4,6) 1
 UP BND zr(4,7) 1
 UP BND zr(4,8) 1
 UP BND zr(5,0) 1
 UP BND zr(5,1) 1
 UP BND zr(5,2) 1
 UP BND zr(5,3) 1
 UP BND zr(5,4) 1
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
 UP BND zc(3,79) 1
 UP BND zc(3,80) 1
 UP BND zc(3,81) 1
 UP BND zc(3,82) 1
 UP BND zc(3,83) 1
 UP BND zc(3,84) 1
 UP BND zc(3,85) 1
 UP BND zc(3,86) 1
 UP BND zc(3,87) 1
 UP BND zc(3,88) 1
 UP BND zc(3,89) 1
 UP BND zc(3,90) 1
 UP BND zc(3,91) 1
 UP BND zc(3,92) 1
 UP BND zc(3,93) 1
 UP BND zc(3,94) 1
 UP BND zc(3,95) 1
 UP BND zc(4,0) 1
 UP BND zc(4,1) 1
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
 UP BND zc(6,0) 1
 UP BND zc(6,1) 1
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
 UP BND zc(8,4) 1
 UP BND zc(8,5) 1
 UP BND zc(8,6) 1
 UP BND zc(8,7) 1
 UP BND zc(8,8) 1
 UP BND zc(8,9) 1
ENDATA
