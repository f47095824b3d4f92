# C types for duties.py when Cython compiles it (pure-Python mode: duties.py stays plain
# Python and runs as it is where no compiled module was built). Keep in step with duties.py.
import cython

cdef unsigned int _SUITS[4]
cdef unsigned int _ABOVE[32]
cdef int _TSTR[8]
cdef int _ALWAYS


@cython.final
cdef class PlayDuties:
    cdef readonly int players, overtrump
    cdef readonly bint pairs, undertrump_optional, partner_exemption

    @cython.locals(led=cython.int, follow=cython.uint, high=cython.int, higher=cython.uint, trumps=cython.uint,
                   partner=cython.int, first=cython.int, i=cython.int, c=cython.int)
    cpdef unsigned int legal(self, unsigned int hand, int seat, int t0, int t1, int t2, int tl, int win_seat,
                             int win_str, int trump)
