NAME troix_lines
ROWS
 N OBJ
 E given(0,1)
 E given(0,2)
 E given(0,5)
 E given(1,0)
 E given(2,0)
 E given(2,1)
 E given(2,5)
 E given(3,0)
 E given(3,2)
 E given(3,4)
 E given(4,1)
 E given(4,3)
 E given(4,4)
 E given(5,2)
 E given(5,3)
 E given(5,4)
 E given(5,5)
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
 E row_link(0,0,X)
 E row_link(0,1,X)
 E row_link(0,3,X)
 E row_link(0,4,X)
 E row_link(1,0,X)
 E row_link(1,1,X)
 E row_link(1,2,X)
 E row_link(1,3,X)
 E row_link(1,4,X)
 E row_link(1,5,X)
 E row_link(2,2,X)
 E row_link(2,3,X)
 E row_link(2,4,X)
 E row_link(2,5,X)
 E row_link(3,0,X)
 E row_link(3,1,X)
 E row_link(3,2,X)
 E row_link(3,3,X)
 E row_link(3,5,X)
 E row_link(4,0,X)
 E row_link(4,1,X)
 E row_link(4,2,X)
 E row_link(4,3,X)
 E row_link(4,5,X)
 E row_link(5,0,X)
 E row_link(5,1,X)
 E row_link(5,2,X)
 E row_link(5,3,X)
 E row_link(5,4,X)
 E row_link(0,0,O)
 E row_link(0,1,O)
 E row_link(0,2,O)
 E row_link(0,3,O)
 E row_link(0,4,O)
 E row_link(0,5,O)
 E row_link(1,1,O)
 E row_link(1,2,O)
 E row_link(1,3,O)
 E row_link(1,4,O)
 E row_link(1,5,O)
 E row_link(2,0,O)
 E row_link(2,1,O)
 E row_link(2,2,O)
 E row_link(2,3,O)
 E row_link(2,4,O)
 E row_link(2,5,O)
 E row_link(3,0,O)
 E row_link(3,1,O)
 E row_link(3,3,O)
 E row_link(3,4,O)
 E row_link(3,5,O)
 E row_link(4,0,O)
 E row_link(4,1,O)
 E row_link(4,2,O)
 E row_link(4,4,O)
 E row_link(4,5,O)
 E row_link(5,0,O)
 E row_link(5,1,O)
 E row_link(5,3,O)
 E row_link(5,4,O)
 E row_link(5,5,O)
 E row_link(0,0,I)
 E row_link(0,2,I)
 E row_link(0,3,I)
 E row_link(0,4,I)
 E row_link(0,5,I)
 E row_link(1,0,I)
 E row_link(1,1,I)
 E row_link(1,2,I)
 E row_link(1,3,I)
 E row_link(1,4,I)
 E row_link(1,5,I)
 E row_link(2,0,I)
 E row_link(2,1,I)
 E row_link(2,2,I)
 E row_link(2,3,I)
 E row_link(2,4,I)
 E row_link(3,1,I)
 E row_link(3,2,I)
 E row_link(3,3,I)
 E row_link(3,4,I)
 E row_link(3,5,I)
 E row_link(4,0,I)
 E row_link(4,2,I)
 E row_link(4,3,I)
 E row_link(4,4,I)
 E row_link(4,5,I)
 E row_link(5,0,I)
 E row_link(5,1,I)
 E row_link(5,2,I)
 E row_link(5,5,I)
 E col_link(0,0,X)
 E col_link(0,1,X)
 E col_link(0,3,X)
 E col_link(0,4,X)
 E col_link(0,5,X)
 E col_link(1,0,X)
 E col_link(1,1,X)
 E col_link(1,3,X)
 E col_link(1,4,X)
 E col_link(1,5,X)
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
 E col_link(4,0,X)
 E col_link(4,1,X)
 E col_link(4,2,X)
 E col_link(4,5,X)
 E col_link(5,1,X)
 E col_link(5,2,X)
 E col_link(5,3,X)
 E col_link(5,4,X)
 E col_link(0,0,O)
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
 E col_link(2,4,O)
 E col_link(3,0,O)
 E col_link(3,1,O)
 E col_link(3,2,O)
 E col_link(3,3,O)
 E col_link(3,5,O)
 E col_link(4,0,O)
 E col_link(4,1,O)
 E col_link(4,2,O)
 E col_link(4,3,O)
 E col_link(4,4,O)
 E col_link(4,5,O)
 E col_link(5,0,O)
 E col_link(5,1,O)
 E col_link(5,2,O)
 E col_link(5,3,O)
 E col_link(5,4,O)
 E col_link(5,5,O)
 E col_link(0,0,I)
 E col_link(0,1,I)
 E col_link(0,2,I)
 E col_link(0,4,I)
 E col_link(0,5,I)
 E col_link(1,1,I)
 E col_link(1,2,I)
 E col_link(1,3,I)
 E col_link(1,5,I)
 E col_link(2,0,I)
 E col_link(2,1,I)
 E col_link(2,2,I)
 E col_link(2,3,I)
 E col_link(2,4,I)
 E col_link(2,5,I)
 E col_link(3,0,I)
 E col_link(3,1,I)
 E col_link(3,2,I)
 E col_link(3,3,I)
 E col_link(3,4,I)
 E col_link(4,0,I)
 E col_link(4,1,I)
 E col_link(4,2,I)
 E col_link(4,3,I)
 E col_link(4,4,I)
 E col_link(5,0,I)
 E col_link(5,1,I)
 E col_link(5,3,I)
 E col_link(5,4,I)
 E col_link(5,5,I)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,X) row_link(0,0,X) 1
    x(0,0,X) col_link(0,0,X) 1
    x(0,1,X) row_link(0,1,X) 1
    x(0,1,X) col_link(1,0,X) 1
    x(0,2,X) given(0,2) 1
    x(0,3,X) row_link(0,3,X) 1
    x(0,3,X) col_link(3,0,X) 1
    x(0,4,X) row_link(0,4,X) 1
    x(0,4,X) col_link(4,0,X) 1
    x(0,5,X) given(0,5) 1
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
    x(2,0,X) given(2,0) 1
    x(2,1,X) given(2,1) 1
    x(2,2,X) row_link(2,2,X) 1
    x(2,2,X) col_link(2,2,X) 1
    x(2,3,X) row_link(2,3,X) 1
    x(2,3,X) col_link(3,2,X) 1
    x(2,4,X) row_link(2,4,X) 1
    x(2,4,X) col_link(4,2,X) 1
    x(2,5,X) row_link(2,5,X) 1
    x(2,5,X) col_link(5,2,X) 1
    x(3,0,X) row_link(3,0,X) 1
    x(3,0,X) col_link(0,3,X) 1
    x(3,1,X) row_link(3,1,X) 1
    x(3,1,X) col_link(1,3,X) 1
    x(3,2,X) row_link(3,2,X) 1
    x(3,2,X) col_link(2,3,X) 1
    x(3,3,X) row_link(3,3,X) 1
    x(3,3,X) col_link(3,3,X) 1
    x(3,4,X) given(3,4) 1
    x(3,5,X) row_link(3,5,X) 1
    x(3,5,X) col_link(5,3,X) 1
    x(4,0,X) row_link(4,0,X) 1
    x(4,0,X) col_link(0,4,X) 1
    x(4,1,X) row_link(4,1,X) 1
    x(4,1,X) col_link(1,4,X) 1
    x(4,2,X) row_link(4,2,X) 1
    x(4,2,X) col_link(2,4,X) 1
    x(4,3,X) row_link(4,3,X) 1
    x(4,3,X) col_link(3,4,X) 1
    x(4,4,X) given(4,4) 1
    x(4,5,X) row_link(4,5,X) 1
    x(4,5,X) col_link(5,4,X) 1
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
    x(5,5,X) given(5,5) 1
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
    x(1,0,O) given(1,0) 1
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
    x(3,0,O) row_link(3,0,O) 1
    x(3,0,O) col_link(0,3,O) 1
    x(3,1,O) row_link(3,1,O) 1
    x(3,1,O) col_link(1,3,O) 1
    x(3,2,O) given(3,2) 1
    x(3,3,O) row_link(3,3,O) 1
    x(3,3,O) col_link(3,3,O) 1
    x(3,4,O) row_link(3,4,O) 1
    x(3,4,O) col_link(4,3,O) 1
    x(3,5,O) row_link(3,5,O) 1
    x(3,5,O) col_link(5,3,O) 1
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
    x(5,0,O) row_link(5,0,O) 1
    x(5,0,O) col_link(0,5,O) 1
    x(5,1,O) row_link(5,1,O) 1
    x(5,1,O) col_link(1,5,O) 1
    x(5,2,O) given(5,2) 1
    x(5,3,O) row_link(5,3,O) 1
    x(5,3,O) col_link(3,5,O) 1
    x(5,4,O) row_link(5,4,O) 1
    x(5,4,O) col_link(4,5,O) 1
    x(5,5,O) row_link(5,5,O) 1
    x(5,5,O) col_link(5,5,O) 1
    x(0,0,I) row_link(0,0,I) 1
    x(0,0,I) col_link(0,0,I) 1
    x(0,1,I) given(0,1) 1
    x(0,2,I) row_link(0,2,I) 1
    x(0,2,I) col_link(2,0,I) 1
    x(0,3,I) row_link(0,3,I) 1
    x(0,3,I) col_link(3,0,I) 1
    x(0,4,I) row_link(0,4,I) 1
    x(0,4,I) col_link(4,0,I) 1
    x(0,5,I) row_link(0,5,I) 1
    x(0,5,I) col_link(5,0,I) 1
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
    x(2,5,I) given(2,5) 1
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
    x(4,0,I) row_link(4,0,I) 1
    x(4,0,I) col_link(0,4,I) 1
    x(4,1,I) given(4,1) 1
    x(4,2,I) row_link(4,2,I) 1
    x(4,2,I) col_link(2,4,I) 1
    x(4,3,I) row_link(4,3,I) 1
    x(4,3,I) col_link(3,4,I) 1
    x(4,4,I) row_link(4,4,I) 1
    x(4,4,I) col_link(4,4,I) 1
    x(4,5,I) row_link(4,5,I) 1
    x(4,5,I) col_link(5,4,I) 1
    x(5,0,I) row_link(5,0,I) 1
    x(5,0,I) col_link(0,5,I) 1
    x(5,1,I) row_link(5,1,I) 1
    x(5,1,I) col_link(1,5,I) 1
    x(5,2,I) row_link(5,2,I) 1
    x(5,2,I) col_link(2,5,I) 1
    x(5,3,I) given(5,3) 1
    x(5,4,I) given(5,4) 1
    x(5,5,I) row_link(5,5,I) 1
    x(5,5,I) col_link(5,5,I) 1
    MARKER0 'MARKER' 'INTEND'
    zr(0,0) row_choice(0) 1
    zr(0,0) row_link(0,3,O) -1
    zr(0,0) row_link(0,4,O) -1
    zr(0,0) row_link(0,0,I) -1
    zr(0,1) row_choice(0) 1
    zr(0,1) row_link(0,0,O) -1
    zr(0,1) row_link(0,4,O) -1
    zr(0,1) row_link(0,3,I) -1
    zr(0,2) row_choice(0) 1
    zr(0,2) row_link(0,0,O) -1
    zr(0,2) row_link(0,3,O) -1
    zr(0,2) row_link(0,4,I) -1
    zr(1,0) row_choice(1) 1
    zr(1,0) row_link(1,4,X) -1
    zr(1,0) row_link(1,5,X) -1
    zr(1,0) row_link(1,3,O) -1
    zr(1,0) row_link(1,1,I) -1
    zr(1,0) row_link(1,2,I) -1
    zr(1,1) row_choice(1) 1
    zr(1,1) row_link(1,4,X) -1
    zr(1,1) row_link(1,5,X) -1
    zr(1,1) row_link(1,2,O) -1
    zr(1,1) row_link(1,1,I) -1
    zr(1,1) row_link(1,3,I) -1
    zr(1,2) row_choice(1) 1
    zr(1,2) row_link(1,4,X) -1
    zr(1,2) row_link(1,5,X) -1
    zr(1,2) row_link(1,1,O) -1
    zr(1,2) row_link(1,2,I) -1
    zr(1,2) row_link(1,3,I) -1
    zr(1,3) row_choice(1) 1
    zr(1,3) row_link(1,3,X) -1
    zr(1,3) row_link(1,5,X) -1
    zr(1,3) row_link(1,4,O) -1
    zr(1,3) row_link(1,1,I) -1
    zr(1,3) row_link(1,2,I) -1
    zr(1,4) row_choice(1) 1
    zr(1,4) row_link(1,2,X) -1
    zr(1,4) row_link(1,5,X) -1
    zr(1,4) row_link(1,4,O) -1
    zr(1,4) row_link(1,1,I) -1
    zr(1,4) row_link(1,3,I) -1
    zr(1,5) row_choice(1) 1
    zr(1,5) row_link(1,1,X) -1
    zr(1,5) row_link(1,5,X) -1
    zr(1,5) row_link(1,4,O) -1
    zr(1,5) row_link(1,2,I) -1
    zr(1,5) row_link(1,3,I) -1
    zr(1,6) row_choice(1) 1
    zr(1,6) row_link(1,3,X) -1
    zr(1,6) row_link(1,5,X) -1
    zr(1,6) row_link(1,2,O) -1
    zr(1,6) row_link(1,1,I) -1
    zr(1,6) row_link(1,4,I) -1
    zr(1,7) row_choice(1) 1
    zr(1,7) row_link(1,3,X) -1
    zr(1,7) row_link(1,5,X) -1
    zr(1,7) row_link(1,1,O) -1
    zr(1,7) row_link(1,2,I) -1
    zr(1,7) row_link(1,4,I) -1
    zr(1,8) row_choice(1) 1
    zr(1,8) row_link(1,2,X) -1
    zr(1,8) row_link(1,5,X) -1
    zr(1,8) row_link(1,3,O) -1
    zr(1,8) row_link(1,1,I) -1
    zr(1,8) row_link(1,4,I) -1
    zr(1,9) row_choice(1) 1
    zr(1,9) row_link(1,1,X) -1
    zr(1,9) row_link(1,5,X) -1
    zr(1,9) row_link(1,3,O) -1
    zr(1,9) row_link(1,2,I) -1
    zr(1,9) row_link(1,4,I) -1
    zr(1,10) row_choice(1) 1
    zr(1,10) row_link(1,2,X) -1
    zr(1,10) row_link(1,5,X) -1
    zr(1,10) row_link(1,1,O) -1
    zr(1,10) row_link(1,3,I) -1
    zr(1,10) row_link(1,4,I) -1
    zr(1,11) row_choice(1) 1
    zr(1,11) row_link(1,1,X) -1
    zr(1,11) row_link(1,5,X) -1
    zr(1,11) row_link(1,2,O) -1
    zr(1,11) row_link(1,3,I) -1
    zr(1,11) row_link(1,4,I) -1
    zr(1,12) row_choice(1) 1
    zr(1,12) row_link(1,3,X) -1
    zr(1,12) row_link(1,4,X) -1
    zr(1,12) row_link(1,5,O) -1
    zr(1,12) row_link(1,1,I) -1
    zr(1,12) row_link(1,2,I) -1
    zr(1,13) row_choice(1) 1
    zr(1,13) row_link(1,2,X) -1
    zr(1,13) row_link(1,4,X) -1
    zr(1,13) row_link(1,5,O) -1
    zr(1,13) row_link(1,1,I) -1
    zr(1,13) row_link(1,3,I) -1
    zr(1,14) row_choice(1) 1
    zr(1,14) row_link(1,1,X) -1
    zr(1,14) row_link(1,4,X) -1
    zr(1,14) row_link(1,5,O) -1
    zr(1,14) row_link(1,2,I) -1
    zr(1,14) row_link(1,3,I) -1
    zr(1,15) row_choice(1) 1
    zr(1,15) row_link(1,2,X) -1
    zr(1,15) row_link(1,3,X) -1
    zr(1,15) row_link(1,5,O) -1
    zr(1,15) row_link(1,1,I) -1
    zr(1,15) row_link(1,4,I) -1
    zr(1,16) row_choice(1) 1
    zr(1,16) row_link(1,1,X) -1
    zr(1,16) row_link(1,3,X) -1
    zr(1,16) row_link(1,5,O) -1
    zr(1,16) row_link(1,2,I) -1
    zr(1,16) row_link(1,4,I) -1
    zr(1,17) row_choice(1) 1
    zr(1,17) row_link(1,1,X) -1
    zr(1,17) row_link(1,2,X) -1
    zr(1,17) row_link(1,5,O) -1
    zr(1,17) row_link(1,3,I) -1
    zr(1,17) row_link(1,4,I) -1
    zr(1,18) row_choice(1) 1
    zr(1,18) row_link(1,3,X) -1
    zr(1,18) row_link(1,4,X) -1
    zr(1,18) row_link(1,2,O) -1
    zr(1,18) row_link(1,1,I) -1
    zr(1,18) row_link(1,5,I) -1
    zr(1,19) row_choice(1) 1
    zr(1,19) row_link(1,3,X) -1
    zr(1,19) row_link(1,4,X) -1
    zr(1,19) row_link(1,1,O) -1
    zr(1,19) row_link(1,2,I) -1
    zr(1,19) row_link(1,5,I) -1
    zr(1,20) row_choice(1) 1
    zr(1,20) row_link(1,2,X) -1
    zr(1,20) row_link(1,4,X) -1
    zr(1,20) row_link(1,3,O) -1
    zr(1,20) row_link(1,1,I) -1
    zr(1,20) row_link(1,5,I) -1
    zr(1,21) row_choice(1) 1
    zr(1,21) row_link(1,1,X) -1
    zr(1,21) row_link(1,4,X) -1
    zr(1,21) row_link(1,3,O) -1
    zr(1,21) row_link(1,2,I) -1
    zr(1,21) row_link(1,5,I) -1
    zr(1,22) row_choice(1) 1
    zr(1,22) row_link(1,2,X) -1
    zr(1,22) row_link(1,4,X) -1
    zr(1,22) row_link(1,1,O) -1
    zr(1,22) row_link(1,3,I) -1
    zr(1,22) row_link(1,5,I) -1
    zr(1,23) row_choice(1) 1
    zr(1,23) row_link(1,1,X) -1
    zr(1,23) row_link(1,4,X) -1
    zr(1,23) row_link(1,2,O) -1
    zr(1,23) row_link(1,3,I) -1
    zr(1,23) row_link(1,5,I) -1
    zr(1,24) row_choice(1) 1
    zr(1,24) row_link(1,2,X) -1
    zr(1,24) row_link(1,3,X) -1
    zr(1,24) row_link(1,4,O) -1
    zr(1,24) row_link(1,1,I) -1
    zr(1,24) row_link(1,5,I) -1
    zr(1,25) row_choice(1) 1
    zr(1,25) row_link(1,1,X) -1
    zr(1,25) row_link(1,3,X) -1
    zr(1,25) row_link(1,4,O) -1
    zr(1,25) row_link(1,2,I) -1
    zr(1,25) row_link(1,5,I) -1
    zr(1,26) row_choice(1) 1
    zr(1,26) row_link(1,1,X) -1
    zr(1,26) row_link(1,2,X) -1
    zr(1,26) row_link(1,4,O) -1
    zr(1,26) row_link(1,3,I) -1
    zr(1,26) row_link(1,5,I) -1
    zr(1,27) row_choice(1) 1
    zr(1,27) row_link(1,2,X) -1
    zr(1,27) row_link(1,3,X) -1
    zr(1,27) row_link(1,1,O) -1
    zr(1,27) row_link(1,4,I) -1
    zr(1,27) row_link(1,5,I) -1
    zr(1,28) row_choice(1) 1
    zr(1,28) row_link(1,1,X) -1
    zr(1,28) row_link(1,3,X) -1
    zr(1,28) row_link(1,2,O) -1
    zr(1,28) row_link(1,4,I) -1
    zr(1,28) row_link(1,5,I) -1
    zr(1,29) row_choice(1) 1
    zr(1,29) row_link(1,1,X) -1
    zr(1,29) row_link(1,2,X) -1
    zr(1,29) row_link(1,3,O) -1
    zr(1,29) row_link(1,4,I) -1
    zr(1,29) row_link(1,5,I) -1
    zr(2,0) row_choice(2) 1
    zr(2,0) row_link(2,3,O) -1
    zr(2,0) row_link(2,4,O) -1
    zr(2,0) row_link(2,2,I) -1
    zr(2,1) row_choice(2) 1
    zr(2,1) row_link(2,2,O) -1
    zr(2,1) row_link(2,4,O) -1
    zr(2,1) row_link(2,3,I) -1
    zr(2,2) row_choice(2) 1
    zr(2,2) row_link(2,2,O) -1
    zr(2,2) row_link(2,3,O) -1
    zr(2,2) row_link(2,4,I) -1
    zr(3,0) row_choice(3) 1
    zr(3,0) row_link(3,5,X) -1
    zr(3,0) row_link(3,3,O) -1
    zr(3,0) row_link(3,1,I) -1
    zr(3,1) row_choice(3) 1
    zr(3,1) row_link(3,5,X) -1
    zr(3,1) row_link(3,1,O) -1
    zr(3,1) row_link(3,3,I) -1
    zr(3,2) row_choice(3) 1
    zr(3,2) row_link(3,3,X) -1
    zr(3,2) row_link(3,5,O) -1
    zr(3,2) row_link(3,1,I) -1
    zr(3,3) row_choice(3) 1
    zr(3,3) row_link(3,1,X) -1
    zr(3,3) row_link(3,5,O) -1
    zr(3,3) row_link(3,3,I) -1
    zr(3,4) row_choice(3) 1
    zr(3,4) row_link(3,3,X) -1
    zr(3,4) row_link(3,1,O) -1
    zr(3,4) row_link(3,5,I) -1
    zr(3,5) row_choice(3) 1
    zr(3,5) row_link(3,1,X) -1
    zr(3,5) row_link(3,3,O) -1
    zr(3,5) row_link(3,5,I) -1
    zr(4,0) row_choice(4) 1
    zr(4,0) row_link(4,5,X) -1
    zr(4,0) row_link(4,2,O) -1
    zr(4,0) row_link(4,0,I) -1
    zr(4,1) row_choice(4) 1
    zr(4,1) row_link(4,5,X) -1
    zr(4,1) row_link(4,0,O) -1
    zr(4,1) row_link(4,2,I) -1
    zr(4,2) row_choice(4) 1
    zr(4,2) row_link(4,2,X) -1
    zr(4,2) row_link(4,5,O) -1
    zr(4,2) row_link(4,0,I) -1
    zr(4,3) row_choice(4) 1
    zr(4,3) row_link(4,0,X) -1
    zr(4,3) row_link(4,5,O) -1
    zr(4,3) row_link(4,2,I) -1
    zr(4,4) row_choice(4) 1
    zr(4,4) row_link(4,2,X) -1
    zr(4,4) row_link(4,0,O) -1
    zr(4,4) row_link(4,5,I) -1
    zr(4,5) row_choice(4) 1
    zr(4,5) row_link(4,0,X) -1
    zr(4,5) row_link(4,2,O) -1
    zr(4,5) row_link(4,5,I) -1
    zr(5,0) row_choice(5) 1
    zr(5,0) row_link(5,1,X) -1
    zr(5,0) row_link(5,0,O) -1
    zr(5,1) row_choice(5) 1
    zr(5,1) row_link(5,0,X) -1
    zr(5,1) row_link(5,1,O) -1
    zc(0,0) col_choice(0) 1
    zc(0,0) col_link(0,5,X) -1
    zc(0,0) col_link(0,4,O) -1
    zc(0,0) col_link(0,0,I) -1
    zc(0,1) col_choice(0) 1
    zc(0,1) col_link(0,5,X) -1
    zc(0,1) col_link(0,0,O) -1
    zc(0,1) col_link(0,4,I) -1
    zc(0,2) col_choice(0) 1
    zc(0,2) col_link(0,4,X) -1
    zc(0,2) col_link(0,5,O) -1
    zc(0,2) col_link(0,0,I) -1
    zc(0,3) col_choice(0) 1
    zc(0,3) col_link(0,0,X) -1
    zc(0,3) col_link(0,5,O) -1
    zc(0,3) col_link(0,4,I) -1
    zc(0,4) col_choice(0) 1
    zc(0,4) col_link(0,4,X) -1
    zc(0,4) col_link(0,0,O) -1
    zc(0,4) col_link(0,5,I) -1
    zc(0,5) col_choice(0) 1
    zc(0,5) col_link(0,0,X) -1
    zc(0,5) col_link(0,4,O) -1
    zc(0,5) col_link(0,5,I) -1
    zc(1,0) col_choice(1) 1
    zc(1,0) col_link(1,5,X) -1
    zc(1,0) col_link(1,1,O) -1
    zc(1,0) col_link(1,3,O) -1
    zc(1,1) col_choice(1) 1
    zc(1,1) col_link(1,3,X) -1
    zc(1,1) col_link(1,1,O) -1
    zc(1,1) col_link(1,5,O) -1
    zc(1,2) col_choice(1) 1
    zc(1,2) col_link(1,1,X) -1
    zc(1,2) col_link(1,3,O) -1
    zc(1,2) col_link(1,5,O) -1
    zc(2,0) col_choice(2) 1
    zc(2,0) col_link(2,4,X) -1
    zc(2,0) col_link(2,1,I) -1
    zc(2,0) col_link(2,2,I) -1
    zc(2,1) col_choice(2) 1
    zc(2,1) col_link(2,2,X) -1
    zc(2,1) col_link(2,1,I) -1
    zc(2,1) col_link(2,4,I) -1
    zc(2,2) col_choice(2) 1
    zc(2,2) col_link(2,1,X) -1
    zc(2,2) col_link(2,2,I) -1
    zc(2,2) col_link(2,4,I) -1
    zc(3,0) col_choice(3) 1
    zc(3,0) col_link(3,2,X) -1
    zc(3,0) col_link(3,3,X) -1
    zc(3,0) col_link(3,1,O) -1
    zc(3,0) col_link(3,0,I) -1
    zc(3,1) col_choice(3) 1
    zc(3,1) col_link(3,2,X) -1
    zc(3,1) col_link(3,3,X) -1
    zc(3,1) col_link(3,0,O) -1
    zc(3,1) col_link(3,1,I) -1
    zc(3,2) col_choice(3) 1
    zc(3,2) col_link(3,1,X) -1
    zc(3,2) col_link(3,3,X) -1
    zc(3,2) col_link(3,2,O) -1
    zc(3,2) col_link(3,0,I) -1
    zc(3,3) col_choice(3) 1
    zc(3,3) col_link(3,0,X) -1
    zc(3,3) col_link(3,3,X) -1
    zc(3,3) col_link(3,2,O) -1
    zc(3,3) col_link(3,1,I) -1
    zc(3,4) col_choice(3) 1
    zc(3,4) col_link(3,1,X) -1
    zc(3,4) col_link(3,3,X) -1
    zc(3,4) col_link(3,0,O) -1
    zc(3,4) col_link(3,2,I) -1
    zc(3,5) col_choice(3) 1
    zc(3,5) col_link(3,0,X) -1
    zc(3,5) col_link(3,3,X) -1
    zc(3,5) col_link(3,1,O) -1
    zc(3,5) col_link(3,2,I) -1
    zc(3,6) col_choice(3) 1
    zc(3,6) col_link(3,1,X) -1
    zc(3,6) col_link(3,2,X) -1
    zc(3,6) col_link(3,3,O) -1
    zc(3,6) col_link(3,0,I) -1
    zc(3,7) col_choice(3) 1
    zc(3,7) col_link(3,0,X) -1
    zc(3,7) col_link(3,2,X) -1
    zc(3,7) col_link(3,3,O) -1
    zc(3,7) col_link(3,1,I) -1
    zc(3,8) col_choice(3) 1
    zc(3,8) col_link(3,0,X) -1
    zc(3,8) col_link(3,1,X) -1
    zc(3,8) col_link(3,3,O) -1
    zc(3,8) col_link(3,2,I) -1
    zc(3,9) col_choice(3) 1
    zc(3,9) col_link(3,1,X) -1
    zc(3,9) col_link(3,2,X) -1
    zc(3,9) col_link(3,0,O) -1
    zc(3,9) col_link(3,3,I) -1
    zc(3,10) col_choice(3) 1
    zc(3,10) col_link(3,0,X) -1
    zc(3,10) col_link(3,2,X) -1
    zc(3,10) col_link(3,1,O) -1
    zc(3,10) col_link(3,3,I) -1
    zc(3,11) col_choice(3) 1
    zc(3,11) col_link(3,0,X) -1
    zc(3,11) col_link(3,1,X) -1
    zc(3,11) col_link(3,2,O) -1
    zc(3,11) col_link(3,3,I) -1
    zc(4,0) col_choice(4) 1
    zc(4,0) col_link(4,1,O) -1
    zc(4,0) col_link(4,2,O) -1
    zc(4,0) col_link(4,0,I) -1
    zc(4,1) col_choice(4) 1
    zc(4,1) col_link(4,0,O) -1
    zc(4,1) col_link(4,2,O) -1
    zc(4,1) col_link(4,1,I) -1
    zc(4,2) col_choice(4) 1
    zc(4,2) col_link(4,0,O) -1
    zc(4,2) col_link(4,1,O) -1
    zc(4,2) col_link(4,2,I) -1
    zc(5,0) col_choice(5) 1
    zc(5,0) col_link(5,3,O) -1
    zc(5,0) col_link(5,4,O) -1
    zc(5,0) col_link(5,1,I) -1
    zc(5,1) col_choice(5) 1
    zc(5,1) col_link(5,1,O) -1
    zc(5,1) col_link(5,4,O) -1
    zc(5,1) col_link(5,3,I) -1
    zc(5,2) col_choice(5) 1
    zc(5,2) col_link(5,1,O) -1
    zc(5,2) col_link(5,3,O) -1
    zc(5,2) col_link(5,4,I) -1
RHS
    RHS given(0,1) 1
    RHS given(0,2) 1
    RHS given(0,5) 1
    RHS given(1,0) 1
    RHS given(2,0) 1
    RHS given(2,1) 1
    RHS given(2,5) 1
    RHS given(3,0) 1
    RHS given(3,2) 1
    RHS given(3,4) 1
    RHS given(4,1) 1
    RHS given(4,3) 1
    RHS given(4,4) 1
    RHS given(5,2) 1
    RHS given(5,3) 1
    RHS given(5,4) 1
    RHS given(5,5) 1
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
 UP BND zr(0,0) 1
 UP BND zr(0,1) 1
 UP BND zr(0,2) 1
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
 UP BND zr(2,0) 1
 UP BND zr(2,1) 1
 UP BND zr(2,2) 1
 UP BND zr(3,0) 1
 UP BND zr(3,1) 1
 UP BND zr(3,2) 1
 UP BND zr(3,3) 1
 UP BND zr(3,4) 1
 UP BND zr(3,5) 1
 UP BND zr(4,0) 1
 UP BND zr(4,1) 1
 UP BND zr(4,2) 1
 UP BND zr(4,3) 1
 UP BND zr(4,4) 1
 UP BND zr(4,5) 1
 UP BND zr(5,0) 1
 UP BND zr(5,1) 1
 UP BND zc(0,0) 1
 UP BND zc(0,1) 1
 UP BND zc(0,2) 1
 UP BND zc(0,3) 1
 UP BND zc(0,4) 1
 UP BND zc(0,5) 1
 UP BND zc(1,0) 1
 UP BND zc(1,1) 1
 UP BND zc(1,2) 1
 UP BND zc(2,0) 1
 UP BND zc(2,1) 1
 UP BND zc(2,2) 1
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
 UP BND zc(4,0) 1
 UP BND zc(4,1) 1
 UP BND zc(4,2) 1
 UP BND zc(5,0) 1
 UP BND zc(5,1) 1
 UP BND zc(5,2) 1
ENDATA
