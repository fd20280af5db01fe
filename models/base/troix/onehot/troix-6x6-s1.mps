NAME troix_onehot
ROWS
 N OBJ
 E one_symbol(0,0)
 E one_symbol(0,1)
 E one_symbol(0,2)
 E one_symbol(0,3)
 E one_symbol(0,4)
 E one_symbol(0,5)
 E one_symbol(1,0)
 E one_symbol(1,1)
 E one_symbol(1,2)
 E one_symbol(1,3)
 E one_symbol(1,4)
 E one_symbol(1,5)
 E one_symbol(2,0)
 E one_symbol(2,1)
 E one_symbol(2,2)
 E one_symbol(2,3)
 E one_symbol(2,4)
 E one_symbol(2,5)
 E one_symbol(3,0)
 E one_symbol(3,1)
 E one_symbol(3,2)
 E one_symbol(3,3)
 E one_symbol(3,4)
 E one_symbol(3,5)
 E one_symbol(4,0)
 E one_symbol(4,1)
 E one_symbol(4,2)
 E one_symbol(4,3)
 E one_symbol(4,4)
 E one_symbol(4,5)
 E one_symbol(5,0)
 E one_symbol(5,1)
 E one_symbol(5,2)
 E one_symbol(5,3)
 E one_symbol(5,4)
 E one_symbol(5,5)
 E given(0,2)
 E given(0,3)
 E given(0,5)
 E given(1,1)
 E given(1,4)
 E given(1,5)
 E given(2,1)
 E given(2,2)
 E given(2,4)
 E given(3,1)
 E given(3,2)
 E given(3,3)
 E given(4,0)
 E given(4,5)
 E given(5,3)
 E given(5,4)
 E given(5,5)
 L no_three_row(0,0,X)
 L no_three_row(0,1,X)
 L no_three_row(0,2,X)
 L no_three_row(0,3,X)
 L no_three_row(1,0,X)
 L no_three_row(1,1,X)
 L no_three_row(1,2,X)
 L no_three_row(1,3,X)
 L no_three_row(2,0,X)
 L no_three_row(2,1,X)
 L no_three_row(2,2,X)
 L no_three_row(2,3,X)
 L no_three_row(3,0,X)
 L no_three_row(3,1,X)
 L no_three_row(3,2,X)
 L no_three_row(3,3,X)
 L no_three_row(4,0,X)
 L no_three_row(4,1,X)
 L no_three_row(4,2,X)
 L no_three_row(4,3,X)
 L no_three_row(5,0,X)
 L no_three_row(5,1,X)
 L no_three_row(5,2,X)
 L no_three_row(5,3,X)
 L no_three_col(0,0,X)
 L no_three_col(0,1,X)
 L no_three_col(0,2,X)
 L no_three_col(0,3,X)
 L no_three_col(0,4,X)
 L no_three_col(0,5,X)
 L no_three_col(1,0,X)
 L no_three_col(1,1,X)
 L no_three_col(1,2,X)
 L no_three_col(1,3,X)
 L no_three_col(1,4,X)
 L no_three_col(1,5,X)
 L no_three_col(2,0,X)
 L no_three_col(2,1,X)
 L no_three_col(2,2,X)
 L no_three_col(2,3,X)
 L no_three_col(2,4,X)
 L no_three_col(2,5,X)
 L no_three_col(3,0,X)
 L no_three_col(3,1,X)
 L no_three_col(3,2,X)
 L no_three_col(3,3,X)
 L no_three_col(3,4,X)
 L no_three_col(3,5,X)
 L no_three_row(0,0,O)
 L no_three_row(0,1,O)
 L no_three_row(0,2,O)
 L no_three_row(0,3,O)
 L no_three_row(1,0,O)
 L no_three_row(1,1,O)
 L no_three_row(1,2,O)
 L no_three_row(1,3,O)
 L no_three_row(2,0,O)
 L no_three_row(2,1,O)
 L no_three_row(2,2,O)
 L no_three_row(2,3,O)
 L no_three_row(3,0,O)
 L no_three_row(3,1,O)
 L no_three_row(3,2,O)
 L no_three_row(3,3,O)
 L no_three_row(4,0,O)
 L no_three_row(4,1,O)
 L no_three_row(4,2,O)
 L no_three_row(4,3,O)
 L no_three_row(5,0,O)
 L no_three_row(5,1,O)
 L no_three_row(5,2,O)
 L no_three_row(5,3,O)
 L no_three_col(0,0,O)
 L no_three_col(0,1,O)
 L no_three_col(0,2,O)
 L no_three_col(0,3,O)
 L no_three_col(0,4,O)
 L no_three_col(0,5,O)
 L no_three_col(1,0,O)
 L no_three_col(1,1,O)
 L no_three_col(1,2,O)
 L no_three_col(1,3,O)
 L no_three_col(1,4,O)
 L no_three_col(1,5,O)
 L no_three_col(2,0,O)
 L no_three_col(2,1,O)
 L no_three_col(2,2,O)
 L no_three_col(2,3,O)
 L no_three_col(2,4,O)
 L no_three_col(2,5,O)
 L no_three_col(3,0,O)
 L no_three_col(3,1,O)
 L no_three_col(3,2,O)
 L no_three_col(3,3,O)
 L no_three_col(3,4,O)
 L no_three_col(3,5,O)
 L no_three_row(0,0,I)
 L no_three_row(0,1,I)
 L no_three_row(0,2,I)
 L no_three_row(0,3,I)
 L no_three_row(1,0,I)
 L no_three_row(1,1,I)
 L no_three_row(1,2,I)
 L no_three_row(1,3,I)
 L no_three_row(2,0,I)
 L no_three_row(2,1,I)
 L no_three_row(2,2,I)
 L no_three_row(2,3,I)
 L no_three_row(3,0,I)
 L no_three_row(3,1,I)
 L no_three_row(3,2,I)
 L no_three_row(3,3,I)
 L no_three_row(4,0,I)
 L no_three_row(4,1,I)
 L no_three_row(4,2,I)
 L no_three_row(4,3,I)
 L no_three_row(5,0,I)
 L no_three_row(5,1,I)
 L no_three_row(5,2,I)
 L no_three_row(5,3,I)
 L no_three_col(0,0,I)
 L no_three_col(0,1,I)
 L no_three_col(0,2,I)
 L no_three_col(0,3,I)
 L no_three_col(0,4,I)
 L no_three_col(0,5,I)
 L no_three_col(1,0,I)
 L no_three_col(1,1,I)
 L no_three_col(1,2,I)
 L no_three_col(1,3,I)
 L no_three_col(1,4,I)
 L no_three_col(1,5,I)
 L no_three_col(2,0,I)
 L no_three_col(2,1,I)
 L no_three_col(2,2,I)
 L no_three_col(2,3,I)
 L no_three_col(2,4,I)
 L no_three_col(2,5,I)
 L no_three_col(3,0,I)
 L no_three_col(3,1,I)
 L no_three_col(3,2,I)
 L no_three_col(3,3,I)
 L no_three_col(3,4,I)
 L no_three_col(3,5,I)
 E balance_row(0,X)
 E balance_row(1,X)
 E balance_row(2,X)
 E balance_row(3,X)
 E balance_row(4,X)
 E balance_row(5,X)
 E balance_col(0,X)
 E balance_col(1,X)
 E balance_col(2,X)
 E balance_col(3,X)
 E balance_col(4,X)
 E balance_col(5,X)
 E balance_row(0,O)
 E balance_row(1,O)
 E balance_row(2,O)
 E balance_row(3,O)
 E balance_row(4,O)
 E balance_row(5,O)
 E balance_col(0,O)
 E balance_col(1,O)
 E balance_col(2,O)
 E balance_col(3,O)
 E balance_col(4,O)
 E balance_col(5,O)
 E balance_row(0,I)
 E balance_row(1,I)
 E balance_row(2,I)
 E balance_row(3,I)
 E balance_row(4,I)
 E balance_row(5,I)
 E balance_col(0,I)
 E balance_col(1,I)
 E balance_col(2,I)
 E balance_col(3,I)
 E balance_col(4,I)
 E balance_col(5,I)
COLUMNS
    MARKER0 'MARKER' 'INTORG'
    x(0,0,X) one_symbol(0,0) 1
    x(0,0,X) no_three_row(0,0,X) 1
    x(0,0,X) no_three_col(0,0,X) 1
    x(0,0,X) balance_row(0,X) 1
    x(0,0,X) balance_col(0,X) 1
    x(0,1,X) one_symbol(0,1) 1
    x(0,1,X) no_three_row(0,0,X) 1
    x(0,1,X) no_three_row(0,1,X) 1
    x(0,1,X) no_three_col(0,1,X) 1
    x(0,1,X) balance_row(0,X) 1
    x(0,1,X) balance_col(1,X) 1
    x(0,2,X) one_symbol(0,2) 1
    x(0,2,X) given(0,2) 1
    x(0,2,X) no_three_row(0,0,X) 1
    x(0,2,X) no_three_row(0,1,X) 1
    x(0,2,X) no_three_row(0,2,X) 1
    x(0,2,X) no_three_col(0,2,X) 1
    x(0,2,X) balance_row(0,X) 1
    x(0,2,X) balance_col(2,X) 1
    x(0,3,X) one_symbol(0,3) 1
    x(0,3,X) given(0,3) 1
    x(0,3,X) no_three_row(0,1,X) 1
    x(0,3,X) no_three_row(0,2,X) 1
    x(0,3,X) no_three_row(0,3,X) 1
    x(0,3,X) no_three_col(0,3,X) 1
    x(0,3,X) balance_row(0,X) 1
    x(0,3,X) balance_col(3,X) 1
    x(0,4,X) one_symbol(0,4) 1
    x(0,4,X) no_three_row(0,2,X) 1
    x(0,4,X) no_three_row(0,3,X) 1
    x(0,4,X) no_three_col(0,4,X) 1
    x(0,4,X) balance_row(0,X) 1
    x(0,4,X) balance_col(4,X) 1
    x(0,5,X) one_symbol(0,5) 1
    x(0,5,X) no_three_row(0,3,X) 1
    x(0,5,X) no_three_col(0,5,X) 1
    x(0,5,X) balance_row(0,X) 1
    x(0,5,X) balance_col(5,X) 1
    x(1,0,X) one_symbol(1,0) 1
    x(1,0,X) no_three_row(1,0,X) 1
    x(1,0,X) no_three_col(0,0,X) 1
    x(1,0,X) no_three_col(1,0,X) 1
    x(1,0,X) balance_row(1,X) 1
    x(1,0,X) balance_col(0,X) 1
    x(1,1,X) one_symbol(1,1) 1
    x(1,1,X) given(1,1) 1
    x(1,1,X) no_three_row(1,0,X) 1
    x(1,1,X) no_three_row(1,1,X) 1
    x(1,1,X) no_three_col(0,1,X) 1
    x(1,1,X) no_three_col(1,1,X) 1
    x(1,1,X) balance_row(1,X) 1
    x(1,1,X) balance_col(1,X) 1
    x(1,2,X) one_symbol(1,2) 1
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
    x(1,4,X) no_three_col(0,4,X) 1
    x(1,4,X) no_three_col(1,4,X) 1
    x(1,4,X) balance_row(1,X) 1
    x(1,4,X) balance_col(4,X) 1
    x(1,5,X) one_symbol(1,5) 1
    x(1,5,X) given(1,5) 1
    x(1,5,X) no_three_row(1,3,X) 1
    x(1,5,X) no_three_col(0,5,X) 1
    x(1,5,X) no_three_col(1,5,X) 1
    x(1,5,X) balance_row(1,X) 1
    x(1,5,X) balance_col(5,X) 1
    x(2,0,X) one_symbol(2,0) 1
    x(2,0,X) no_three_row(2,0,X) 1
    x(2,0,X) no_three_col(0,0,X) 1
    x(2,0,X) no_three_col(1,0,X) 1
    x(2,0,X) no_three_col(2,0,X) 1
    x(2,0,X) balance_row(2,X) 1
    x(2,0,X) balance_col(0,X) 1
    x(2,1,X) one_symbol(2,1) 1
    x(2,1,X) no_three_row(2,0,X) 1
    x(2,1,X) no_three_row(2,1,X) 1
    x(2,1,X) no_three_col(0,1,X) 1
    x(2,1,X) no_three_col(1,1,X) 1
    x(2,1,X) no_three_col(2,1,X) 1
    x(2,1,X) balance_row(2,X) 1
    x(2,1,X) balance_col(1,X) 1
    x(2,2,X) one_symbol(2,2) 1
    x(2,2,X) given(2,2) 1
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
    x(2,4,X) no_three_row(2,2,X) 1
    x(2,4,X) no_three_row(2,3,X) 1
    x(2,4,X) no_three_col(0,4,X) 1
    x(2,4,X) no_three_col(1,4,X) 1
    x(2,4,X) no_three_col(2,4,X) 1
    x(2,4,X) balance_row(2,X) 1
    x(2,4,X) balance_col(4,X) 1
    x(2,5,X) one_symbol(2,5) 1
    x(2,5,X) no_three_row(2,3,X) 1
    x(2,5,X) no_three_col(0,5,X) 1
    x(2,5,X) no_three_col(1,5,X) 1
    x(2,5,X) no_three_col(2,5,X) 1
    x(2,5,X) balance_row(2,X) 1
    x(2,5,X) balance_col(5,X) 1
    x(3,0,X) one_symbol(3,0) 1
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
    x(3,4,X) no_three_col(1,4,X) 1
    x(3,4,X) no_three_col(2,4,X) 1
    x(3,4,X) no_three_col(3,4,X) 1
    x(3,4,X) balance_row(3,X) 1
    x(3,4,X) balance_col(4,X) 1
    x(3,5,X) one_symbol(3,5) 1
    x(3,5,X) no_three_row(3,3,X) 1
    x(3,5,X) no_three_col(1,5,X) 1
    x(3,5,X) no_three_col(2,5,X) 1
    x(3,5,X) no_three_col(3,5,X) 1
    x(3,5,X) balance_row(3,X) 1
    x(3,5,X) balance_col(5,X) 1
    x(4,0,X) one_symbol(4,0) 1
    x(4,0,X) no_three_row(4,0,X) 1
    x(4,0,X) no_three_col(2,0,X) 1
    x(4,0,X) no_three_col(3,0,X) 1
    x(4,0,X) balance_row(4,X) 1
    x(4,0,X) balance_col(0,X) 1
    x(4,1,X) one_symbol(4,1) 1
    x(4,1,X) no_three_row(4,0,X) 1
    x(4,1,X) no_three_row(4,1,X) 1
    x(4,1,X) no_three_col(2,1,X) 1
    x(4,1,X) no_three_col(3,1,X) 1
    x(4,1,X) balance_row(4,X) 1
    x(4,1,X) balance_col(1,X) 1
    x(4,2,X) one_symbol(4,2) 1
    x(4,2,X) no_three_row(4,0,X) 1
    x(4,2,X) no_three_row(4,1,X) 1
    x(4,2,X) no_three_row(4,2,X) 1
    x(4,2,X) no_three_col(2,2,X) 1
    x(4,2,X) no_three_col(3,2,X) 1
    x(4,2,X) balance_row(4,X) 1
    x(4,2,X) balance_col(2,X) 1
    x(4,3,X) one_symbol(4,3) 1
    x(4,3,X) no_three_row(4,1,X) 1
    x(4,3,X) no_three_row(4,2,X) 1
    x(4,3,X) no_three_row(4,3,X) 1
    x(4,3,X) no_three_col(2,3,X) 1
    x(4,3,X) no_three_col(3,3,X) 1
    x(4,3,X) balance_row(4,X) 1
    x(4,3,X) balance_col(3,X) 1
    x(4,4,X) one_symbol(4,4) 1
    x(4,4,X) no_three_row(4,2,X) 1
    x(4,4,X) no_three_row(4,3,X) 1
    x(4,4,X) no_three_col(2,4,X) 1
    x(4,4,X) no_three_col(3,4,X) 1
    x(4,4,X) balance_row(4,X) 1
    x(4,4,X) balance_col(4,X) 1
    x(4,5,X) one_symbol(4,5) 1
    x(4,5,X) given(4,5) 1
    x(4,5,X) no_three_row(4,3,X) 1
    x(4,5,X) no_three_col(2,5,X) 1
    x(4,5,X) no_three_col(3,5,X) 1
    x(4,5,X) balance_row(4,X) 1
    x(4,5,X) balance_col(5,X) 1
    x(5,0,X) one_symbol(5,0) 1
    x(5,0,X) no_three_row(5,0,X) 1
    x(5,0,X) no_three_col(3,0,X) 1
    x(5,0,X) balance_row(5,X) 1
    x(5,0,X) balance_col(0,X) 1
    x(5,1,X) one_symbol(5,1) 1
    x(5,1,X) no_three_row(5,0,X) 1
    x(5,1,X) no_three_row(5,1,X) 1
    x(5,1,X) no_three_col(3,1,X) 1
    x(5,1,X) balance_row(5,X) 1
    x(5,1,X) balance_col(1,X) 1
    x(5,2,X) one_symbol(5,2) 1
    x(5,2,X) no_three_row(5,0,X) 1
    x(5,2,X) no_three_row(5,1,X) 1
    x(5,2,X) no_three_row(5,2,X) 1
    x(5,2,X) no_three_col(3,2,X) 1
    x(5,2,X) balance_row(5,X) 1
    x(5,2,X) balance_col(2,X) 1
    x(5,3,X) one_symbol(5,3) 1
    x(5,3,X) no_three_row(5,1,X) 1
    x(5,3,X) no_three_row(5,2,X) 1
    x(5,3,X) no_three_row(5,3,X) 1
    x(5,3,X) no_three_col(3,3,X) 1
    x(5,3,X) balance_row(5,X) 1
    x(5,3,X) balance_col(3,X) 1
    x(5,4,X) one_symbol(5,4) 1
    x(5,4,X) given(5,4) 1
    x(5,4,X) no_three_row(5,2,X) 1
    x(5,4,X) no_three_row(5,3,X) 1
    x(5,4,X) no_three_col(3,4,X) 1
    x(5,4,X) balance_row(5,X) 1
    x(5,4,X) balance_col(4,X) 1
    x(5,5,X) one_symbol(5,5) 1
    x(5,5,X) no_three_row(5,3,X) 1
    x(5,5,X) no_three_col(3,5,X) 1
    x(5,5,X) balance_row(5,X) 1
    x(5,5,X) balance_col(5,X) 1
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
    x(0,4,O) no_three_col(0,4,O) 1
    x(0,4,O) balance_row(0,O) 1
    x(0,4,O) balance_col(4,O) 1
    x(0,5,O) one_symbol(0,5) 1
    x(0,5,O) given(0,5) 1
    x(0,5,O) no_three_row(0,3,O) 1
    x(0,5,O) no_three_col(0,5,O) 1
    x(0,5,O) balance_row(0,O) 1
    x(0,5,O) balance_col(5,O) 1
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
    x(1,4,O) given(1,4) 1
    x(1,4,O) no_three_row(1,2,O) 1
    x(1,4,O) no_three_row(1,3,O) 1
    x(1,4,O) no_three_col(0,4,O) 1
    x(1,4,O) no_three_col(1,4,O) 1
    x(1,4,O) balance_row(1,O) 1
    x(1,4,O) balance_col(4,O) 1
    x(1,5,O) one_symbol(1,5) 1
    x(1,5,O) no_three_row(1,3,O) 1
    x(1,5,O) no_three_col(0,5,O) 1
    x(1,5,O) no_three_col(1,5,O) 1
    x(1,5,O) balance_row(1,O) 1
    x(1,5,O) balance_col(5,O) 1
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
    x(2,4,O) given(2,4) 1
    x(2,4,O) no_three_row(2,2,O) 1
    x(2,4,O) no_three_row(2,3,O) 1
    x(2,4,O) no_three_col(0,4,O) 1
    x(2,4,O) no_three_col(1,4,O) 1
    x(2,4,O) no_three_col(2,4,O) 1
    x(2,4,O) balance_row(2,O) 1
    x(2,4,O) balance_col(4,O) 1
    x(2,5,O) one_symbol(2,5) 1
    x(2,5,O) no_three_row(2,3,O) 1
    x(2,5,O) no_three_col(0,5,O) 1
    x(2,5,O) no_three_col(1,5,O) 1
    x(2,5,O) no_three_col(2,5,O) 1
    x(2,5,O) balance_row(2,O) 1
    x(2,5,O) balance_col(5,O) 1
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
    x(3,2,O) given(3,2) 1
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
    x(3,4,O) no_three_col(1,4,O) 1
    x(3,4,O) no_three_col(2,4,O) 1
    x(3,4,O) no_three_col(3,4,O) 1
    x(3,4,O) balance_row(3,O) 1
    x(3,4,O) balance_col(4,O) 1
    x(3,5,O) one_symbol(3,5) 1
    x(3,5,O) no_three_row(3,3,O) 1
    x(3,5,O) no_three_col(1,5,O) 1
    x(3,5,O) no_three_col(2,5,O) 1
    x(3,5,O) no_three_col(3,5,O) 1
    x(3,5,O) balance_row(3,O) 1
    x(3,5,O) balance_col(5,O) 1
    x(4,0,O) one_symbol(4,0) 1
    x(4,0,O) no_three_row(4,0,O) 1
    x(4,0,O) no_three_col(2,0,O) 1
    x(4,0,O) no_three_col(3,0,O) 1
    x(4,0,O) balance_row(4,O) 1
    x(4,0,O) balance_col(0,O) 1
    x(4,1,O) one_symbol(4,1) 1
    x(4,1,O) no_three_row(4,0,O) 1
    x(4,1,O) no_three_row(4,1,O) 1
    x(4,1,O) no_three_col(2,1,O) 1
    x(4,1,O) no_three_col(3,1,O) 1
    x(4,1,O) balance_row(4,O) 1
    x(4,1,O) balance_col(1,O) 1
    x(4,2,O) one_symbol(4,2) 1
    x(4,2,O) no_three_row(4,0,O) 1
    x(4,2,O) no_three_row(4,1,O) 1
    x(4,2,O) no_three_row(4,2,O) 1
    x(4,2,O) no_three_col(2,2,O) 1
    x(4,2,O) no_three_col(3,2,O) 1
    x(4,2,O) balance_row(4,O) 1
    x(4,2,O) balance_col(2,O) 1
    x(4,3,O) one_symbol(4,3) 1
    x(4,3,O) no_three_row(4,1,O) 1
    x(4,3,O) no_three_row(4,2,O) 1
    x(4,3,O) no_three_row(4,3,O) 1
    x(4,3,O) no_three_col(2,3,O) 1
    x(4,3,O) no_three_col(3,3,O) 1
    x(4,3,O) balance_row(4,O) 1
    x(4,3,O) balance_col(3,O) 1
    x(4,4,O) one_symbol(4,4) 1
    x(4,4,O) no_three_row(4,2,O) 1
    x(4,4,O) no_three_row(4,3,O) 1
    x(4,4,O) no_three_col(2,4,O) 1
    x(4,4,O) no_three_col(3,4,O) 1
    x(4,4,O) balance_row(4,O) 1
    x(4,4,O) balance_col(4,O) 1
    x(4,5,O) one_symbol(4,5) 1
    x(4,5,O) no_three_row(4,3,O) 1
    x(4,5,O) no_three_col(2,5,O) 1
    x(4,5,O) no_three_col(3,5,O) 1
    x(4,5,O) balance_row(4,O) 1
    x(4,5,O) balance_col(5,O) 1
    x(5,0,O) one_symbol(5,0) 1
    x(5,0,O) no_three_row(5,0,O) 1
    x(5,0,O) no_three_col(3,0,O) 1
    x(5,0,O) balance_row(5,O) 1
    x(5,0,O) balance_col(0,O) 1
    x(5,1,O) one_symbol(5,1) 1
    x(5,1,O) no_three_row(5,0,O) 1
    x(5,1,O) no_three_row(5,1,O) 1
    x(5,1,O) no_three_col(3,1,O) 1
    x(5,1,O) balance_row(5,O) 1
    x(5,1,O) balance_col(1,O) 1
    x(5,2,O) one_symbol(5,2) 1
    x(5,2,O) no_three_row(5,0,O) 1
    x(5,2,O) no_three_row(5,1,O) 1
    x(5,2,O) no_three_row(5,2,O) 1
    x(5,2,O) no_three_col(3,2,O) 1
    x(5,2,O) balance_row(5,O) 1
    x(5,2,O) balance_col(2,O) 1
    x(5,3,O) one_symbol(5,3) 1
    x(5,3,O) no_three_row(5,1,O) 1
    x(5,3,O) no_three_row(5,2,O) 1
    x(5,3,O) no_three_row(5,3,O) 1
    x(5,3,O) no_three_col(3,3,O) 1
    x(5,3,O) balance_row(5,O) 1
    x(5,3,O) balance_col(3,O) 1
    x(5,4,O) one_symbol(5,4) 1
    x(5,4,O) no_three_row(5,2,O) 1
    x(5,4,O) no_three_row(5,3,O) 1
    x(5,4,O) no_three_col(3,4,O) 1
    x(5,4,O) balance_row(5,O) 1
    x(5,4,O) balance_col(4,O) 1
    x(5,5,O) one_symbol(5,5) 1
    x(5,5,O) given(5,5) 1
    x(5,5,O) no_three_row(5,3,O) 1
    x(5,5,O) no_three_col(3,5,O) 1
    x(5,5,O) balance_row(5,O) 1
    x(5,5,O) balance_col(5,O) 1
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
    x(0,4,I) no_three_col(0,4,I) 1
    x(0,4,I) balance_row(0,I) 1
    x(0,4,I) balance_col(4,I) 1
    x(0,5,I) one_symbol(0,5) 1
    x(0,5,I) no_three_row(0,3,I) 1
    x(0,5,I) no_three_col(0,5,I) 1
    x(0,5,I) balance_row(0,I) 1
    x(0,5,I) balance_col(5,I) 1
    x(1,0,I) one_symbol(1,0) 1
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
    x(1,4,I) no_three_col(0,4,I) 1
    x(1,4,I) no_three_col(1,4,I) 1
    x(1,4,I) balance_row(1,I) 1
    x(1,4,I) balance_col(4,I) 1
    x(1,5,I) one_symbol(1,5) 1
    x(1,5,I) no_three_row(1,3,I) 1
    x(1,5,I) no_three_col(0,5,I) 1
    x(1,5,I) no_three_col(1,5,I) 1
    x(1,5,I) balance_row(1,I) 1
    x(1,5,I) balance_col(5,I) 1
    x(2,0,I) one_symbol(2,0) 1
    x(2,0,I) no_three_row(2,0,I) 1
    x(2,0,I) no_three_col(0,0,I) 1
    x(2,0,I) no_three_col(1,0,I) 1
    x(2,0,I) no_three_col(2,0,I) 1
    x(2,0,I) balance_row(2,I) 1
    x(2,0,I) balance_col(0,I) 1
    x(2,1,I) one_symbol(2,1) 1
    x(2,1,I) given(2,1) 1
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
    x(2,4,I) no_three_col(0,4,I) 1
    x(2,4,I) no_three_col(1,4,I) 1
    x(2,4,I) no_three_col(2,4,I) 1
    x(2,4,I) balance_row(2,I) 1
    x(2,4,I) balance_col(4,I) 1
    x(2,5,I) one_symbol(2,5) 1
    x(2,5,I) no_three_row(2,3,I) 1
    x(2,5,I) no_three_col(0,5,I) 1
    x(2,5,I) no_three_col(1,5,I) 1
    x(2,5,I) no_three_col(2,5,I) 1
    x(2,5,I) balance_row(2,I) 1
    x(2,5,I) balance_col(5,I) 1
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
    x(3,4,I) no_three_row(3,2,I) 1
    x(3,4,I) no_three_row(3,3,I) 1
    x(3,4,I) no_three_col(1,4,I) 1
    x(3,4,I) no_three_col(2,4,I) 1
    x(3,4,I) no_three_col(3,4,I) 1
    x(3,4,I) balance_row(3,I) 1
    x(3,4,I) balance_col(4,I) 1
    x(3,5,I) one_symbol(3,5) 1
    x(3,5,I) no_three_row(3,3,I) 1
    x(3,5,I) no_three_col(1,5,I) 1
    x(3,5,I) no_three_col(2,5,I) 1
    x(3,5,I) no_three_col(3,5,I) 1
    x(3,5,I) balance_row(3,I) 1
    x(3,5,I) balance_col(5,I) 1
    x(4,0,I) one_symbol(4,0) 1
    x(4,0,I) given(4,0) 1
    x(4,0,I) no_three_row(4,0,I) 1
    x(4,0,I) no_three_col(2,0,I) 1
    x(4,0,I) no_three_col(3,0,I) 1
    x(4,0,I) balance_row(4,I) 1
    x(4,0,I) balance_col(0,I) 1
    x(4,1,I) one_symbol(4,1) 1
    x(4,1,I) no_three_row(4,0,I) 1
    x(4,1,I) no_three_row(4,1,I) 1
    x(4,1,I) no_three_col(2,1,I) 1
    x(4,1,I) no_three_col(3,1,I) 1
    x(4,1,I) balance_row(4,I) 1
    x(4,1,I) balance_col(1,I) 1
    x(4,2,I) one_symbol(4,2) 1
    x(4,2,I) no_three_row(4,0,I) 1
    x(4,2,I) no_three_row(4,1,I) 1
    x(4,2,I) no_three_row(4,2,I) 1
    x(4,2,I) no_three_col(2,2,I) 1
    x(4,2,I) no_three_col(3,2,I) 1
    x(4,2,I) balance_row(4,I) 1
    x(4,2,I) balance_col(2,I) 1
    x(4,3,I) one_symbol(4,3) 1
    x(4,3,I) no_three_row(4,1,I) 1
    x(4,3,I) no_three_row(4,2,I) 1
    x(4,3,I) no_three_row(4,3,I) 1
    x(4,3,I) no_three_col(2,3,I) 1
    x(4,3,I) no_three_col(3,3,I) 1
    x(4,3,I) balance_row(4,I) 1
    x(4,3,I) balance_col(3,I) 1
    x(4,4,I) one_symbol(4,4) 1
    x(4,4,I) no_three_row(4,2,I) 1
    x(4,4,I) no_three_row(4,3,I) 1
    x(4,4,I) no_three_col(2,4,I) 1
    x(4,4,I) no_three_col(3,4,I) 1
    x(4,4,I) balance_row(4,I) 1
    x(4,4,I) balance_col(4,I) 1
    x(4,5,I) one_symbol(4,5) 1
    x(4,5,I) no_three_row(4,3,I) 1
    x(4,5,I) no_three_col(2,5,I) 1
    x(4,5,I) no_three_col(3,5,I) 1
    x(4,5,I) balance_row(4,I) 1
    x(4,5,I) balance_col(5,I) 1
    x(5,0,I) one_symbol(5,0) 1
    x(5,0,I) no_three_row(5,0,I) 1
    x(5,0,I) no_three_col(3,0,I) 1
    x(5,0,I) balance_row(5,I) 1
    x(5,0,I) balance_col(0,I) 1
    x(5,1,I) one_symbol(5,1) 1
    x(5,1,I) no_three_row(5,0,I) 1
    x(5,1,I) no_three_row(5,1,I) 1
    x(5,1,I) no_three_col(3,1,I) 1
    x(5,1,I) balance_row(5,I) 1
    x(5,1,I) balance_col(1,I) 1
    x(5,2,I) one_symbol(5,2) 1
    x(5,2,I) no_three_row(5,0,I) 1
    x(5,2,I) no_three_row(5,1,I) 1
    x(5,2,I) no_three_row(5,2,I) 1
    x(5,2,I) no_three_col(3,2,I) 1
    x(5,2,I) balance_row(5,I) 1
    x(5,2,I) balance_col(2,I) 1
    x(5,3,I) one_symbol(5,3) 1
    x(5,3,I) given(5,3) 1
    x(5,3,I) no_three_row(5,1,I) 1
    x(5,3,I) no_three_row(5,2,I) 1
    x(5,3,I) no_three_row(5,3,I) 1
    x(5,3,I) no_three_col(3,3,I) 1
    x(5,3,I) balance_row(5,I) 1
    x(5,3,I) balance_col(3,I) 1
    x(5,4,I) one_symbol(5,4) 1
    x(5,4,I) no_three_row(5,2,I) 1
    x(5,4,I) no_three_row(5,3,I) 1
    x(5,4,I) no_three_col(3,4,I) 1
    x(5,4,I) balance_row(5,I) 1
    x(5,4,I) balance_col(4,I) 1
    x(5,5,I) one_symbol(5,5) 1
    x(5,5,I) no_three_row(5,3,I) 1
    x(5,5,I) no_three_col(3,5,I) 1
    x(5,5,I) balance_row(5,I) 1
    x(5,5,I) balance_col(5,I) 1
    MARKER0 'MARKER' 'INTEND'
RHS
    RHS one_symbol(0,0) 1
    RHS one_symbol(0,1) 1
    RHS one_symbol(0,2) 1
    RHS one_symbol(0,3) 1
    RHS one_symbol(0,4) 1
    RHS one_symbol(0,5) 1
    RHS one_symbol(1,0) 1
    RHS one_symbol(1,1) 1
    RHS one_symbol(1,2) 1
    RHS one_symbol(1,3) 1
    RHS one_symbol(1,4) 1
    RHS one_symbol(1,5) 1
    RHS one_symbol(2,0) 1
    RHS one_symbol(2,1) 1
    RHS one_symbol(2,2) 1
    RHS one_symbol(2,3) 1
    RHS one_symbol(2,4) 1
    RHS one_symbol(2,5) 1
    RHS one_symbol(3,0) 1
    RHS one_symbol(3,1) 1
    RHS one_symbol(3,2) 1
    RHS one_symbol(3,3) 1
    RHS one_symbol(3,4) 1
    RHS one_symbol(3,5) 1
    RHS one_symbol(4,0) 1
    RHS one_symbol(4,1) 1
    RHS one_symbol(4,2) 1
    RHS one_symbol(4,3) 1
    RHS one_symbol(4,4) 1
    RHS one_symbol(4,5) 1
    RHS one_symbol(5,0) 1
    RHS one_symbol(5,1) 1
    RHS one_symbol(5,2) 1
    RHS one_symbol(5,3) 1
    RHS one_symbol(5,4) 1
    RHS one_symbol(5,5) 1
    RHS given(0,2) 1
    RHS given(0,3) 1
    RHS given(0,5) 1
    RHS given(1,1) 1
    RHS given(1,4) 1
    RHS given(1,5) 1
    RHS given(2,1) 1
    RHS given(2,2) 1
    RHS given(2,4) 1
    RHS given(3,1) 1
    RHS given(3,2) 1
    RHS given(3,3) 1
    RHS given(4,0) 1
    RHS given(4,5) 1
    RHS given(5,3) 1
    RHS given(5,4) 1
    RHS given(5,5) 1
    RHS no_three_row(0,0,X) 2
    RHS no_three_row(0,1,X) 2
    RHS no_three_row(0,2,X) 2
    RHS no_three_row(0,3,X) 2
    RHS no_three_row(1,0,X) 2
    RHS no_three_row(1,1,X) 2
    RHS no_three_row(1,2,X) 2
    RHS no_three_row(1,3,X) 2
    RHS no_three_row(2,0,X) 2
    RHS no_three_row(2,1,X) 2
    RHS no_three_row(2,2,X) 2
    RHS no_three_row(2,3,X) 2
    RHS no_three_row(3,0,X) 2
    RHS no_three_row(3,1,X) 2
    RHS no_three_row(3,2,X) 2
    RHS no_three_row(3,3,X) 2
    RHS no_three_row(4,0,X) 2
    RHS no_three_row(4,1,X) 2
    RHS no_three_row(4,2,X) 2
    RHS no_three_row(4,3,X) 2
    RHS no_three_row(5,0,X) 2
    RHS no_three_row(5,1,X) 2
    RHS no_three_row(5,2,X) 2
    RHS no_three_row(5,3,X) 2
    RHS no_three_col(0,0,X) 2
    RHS no_three_col(0,1,X) 2
    RHS no_three_col(0,2,X) 2
    RHS no_three_col(0,3,X) 2
    RHS no_three_col(0,4,X) 2
    RHS no_three_col(0,5,X) 2
    RHS no_three_col(1,0,X) 2
    RHS no_three_col(1,1,X) 2
    RHS no_three_col(1,2,X) 2
    RHS no_three_col(1,3,X) 2
    RHS no_three_col(1,4,X) 2
    RHS no_three_col(1,5,X) 2
    RHS no_three_col(2,0,X) 2
    RHS no_three_col(2,1,X) 2
    RHS no_three_col(2,2,X) 2
    RHS no_three_col(2,3,X) 2
    RHS no_three_col(2,4,X) 2
    RHS no_three_col(2,5,X) 2
    RHS no_three_col(3,0,X) 2
    RHS no_three_col(3,1,X) 2
    RHS no_three_col(3,2,X) 2
    RHS no_three_col(3,3,X) 2
    RHS no_three_col(3,4,X) 2
    RHS no_three_col(3,5,X) 2
    RHS no_three_row(0,0,O) 2
    RHS no_three_row(0,1,O) 2
    RHS no_three_row(0,2,O) 2
    RHS no_three_row(0,3,O) 2
    RHS no_three_row(1,0,O) 2
    RHS no_three_row(1,1,O) 2
    RHS no_three_row(1,2,O) 2
    RHS no_three_row(1,3,O) 2
    RHS no_three_row(2,0,O) 2
    RHS no_three_row(2,1,O) 2
    RHS no_three_row(2,2,O) 2
    RHS no_three_row(2,3,O) 2
    RHS no_three_row(3,0,O) 2
    RHS no_three_row(3,1,O) 2
    RHS no_three_row(3,2,O) 2
    RHS no_three_row(3,3,O) 2
    RHS no_three_row(4,0,O) 2
    RHS no_three_row(4,1,O) 2
    RHS no_three_row(4,2,O) 2
    RHS no_three_row(4,3,O) 2
    RHS no_three_row(5,0,O) 2
    RHS no_three_row(5,1,O) 2
    RHS no_three_row(5,2,O) 2
    RHS no_three_row(5,3,O) 2
    RHS no_three_col(0,0,O) 2
    RHS no_three_col(0,1,O) 2
    RHS no_three_col(0,2,O) 2
    RHS no_three_col(0,3,O) 2
    RHS no_three_col(0,4,O) 2
    RHS no_three_col(0,5,O) 2
    RHS no_three_col(1,0,O) 2
    RHS no_three_col(1,1,O) 2
    RHS no_three_col(1,2,O) 2
    RHS no_three_col(1,3,O) 2
    RHS no_three_col(1,4,O) 2
    RHS no_three_col(1,5,O) 2
    RHS no_three_col(2,0,O) 2
    RHS no_three_col(2,1,O) 2
    RHS no_three_col(2,2,O) 2
    RHS no_three_col(2,3,O) 2
    RHS no_three_col(2,4,O) 2
    RHS no_three_col(2,5,O) 2
    RHS no_three_col(3,0,O) 2
    RHS no_three_col(3,1,O) 2
    RHS no_three_col(3,2,O) 2
    RHS no_three_col(3,3,O) 2
    RHS no_three_col(3,4,O) 2
    RHS no_three_col(3,5,O) 2
    RHS no_three_row(0,0,I) 2
    RHS no_three_row(0,1,I) 2
    RHS no_three_row(0,2,I) 2
    RHS no_three_row(0,3,I) 2
    RHS no_three_row(1,0,I) 2
    RHS no_three_row(1,1,I) 2
    RHS no_three_row(1,2,I) 2
    RHS no_three_row(1,3,I) 2
    RHS no_three_row(2,0,I) 2
    RHS no_three_row(2,1,I) 2
    RHS no_three_row(2,2,I) 2
    RHS no_three_row(2,3,I) 2
    RHS no_three_row(3,0,I) 2
    RHS no_three_row(3,1,I) 2
    RHS no_three_row(3,2,I) 2
    RHS no_three_row(3,3,I) 2
    RHS no_three_row(4,0,I) 2
    RHS no_three_row(4,1,I) 2
    RHS no_three_row(4,2,I) 2
    RHS no_three_row(4,3,I) 2
    RHS no_three_row(5,0,I) 2
    RHS no_three_row(5,1,I) 2
    RHS no_three_row(5,2,I) 2
    RHS no_three_row(5,3,I) 2
    RHS no_three_col(0,0,I) 2
    RHS no_three_col(0,1,I) 2
    RHS no_three_col(0,2,I) 2
    RHS no_three_col(0,3,I) 2
    RHS no_three_col(0,4,I) 2
    RHS no_three_col(0,5,I) 2
    RHS no_three_col(1,0,I) 2
    RHS no_three_col(1,1,I) 2
    RHS no_three_col(1,2,I) 2
    RHS no_three_col(1,3,I) 2
    RHS no_three_col(1,4,I) 2
    RHS no_three_col(1,5,I) 2
    RHS no_three_col(2,0,I) 2
    RHS no_three_col(2,1,I) 2
    RHS no_three_col(2,2,I) 2
    RHS no_three_col(2,3,I) 2
    RHS no_three_col(2,4,I) 2
    RHS no_three_col(2,5,I) 2
    RHS no_three_col(3,0,I) 2
    RHS no_three_col(3,1,I) 2
    RHS no_three_col(3,2,I) 2
    RHS no_three_col(3,3,I) 2
    RHS no_three_col(3,4,I) 2
    RHS no_three_col(3,5,I) 2
    RHS balance_row(0,X) 2
    RHS balance_row(1,X) 2
    RHS balance_row(2,X) 2
    RHS balance_row(3,X) 2
    RHS balance_row(4,X) 2
    RHS balance_row(5,X) 2
    RHS balance_col(0,X) 2
    RHS balance_col(1,X) 2
    RHS balance_col(2,X) 2
    RHS balance_col(3,X) 2
    RHS balance_col(4,X) 2
    RHS balance_col(5,X) 2
    RHS balance_row(0,O) 2
    RHS balance_row(1,O) 2
    RHS balance_row(2,O) 2
    RHS balance_row(3,O) 2
    RHS balance_row(4,O) 2
    RHS balance_row(5,O) 2
    RHS balance_col(0,O) 2
    RHS balance_col(1,O) 2
    RHS balance_col(2,O) 2
    RHS balance_col(3,O) 2
    RHS balance_col(4,O) 2
    RHS balance_col(5,O) 2
    RHS balance_row(0,I) 2
    RHS balance_row(1,I) 2
    RHS balance_row(2,I) 2
    RHS balance_row(3,I) 2
    RHS balance_row(4,I) 2
    RHS balance_row(5,I) 2
    RHS balance_col(0,I) 2
    RHS balance_col(1,I) 2
    RHS balance_col(2,I) 2
    RHS balance_col(3,I) 2
    RHS balance_col(4,I) 2
    RHS balance_col(5,I) 2
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
ENDATA
