# C types for solver.py when Cython compiles it (pure-Python mode: solver.py stays plain
# Python and runs as it is where no compiled module was built). Keep in step with solver.py.
import cython

from deberts_desktop.engine.duties cimport PlayDuties

cdef int _NONE, _INF, _TT_BITS0, _TT_BITS_MAX, _MC_BITS
cdef unsigned long long _H1, _H2, _F1, _F2, _M64, _M60, _ONE56, _ONE60
cdef unsigned int _M32
cdef int _BIT[37]
cdef unsigned int _ONE[32]
cdef dict _FOLLOWS, _REPS


cdef class _Search:
    cdef object lead_key
    cdef PlayDuties duties
    cdef tuple FK
    cdef int[::1] UP, DOWN
    cdef unsigned int ABOVE[256]
    cdef unsigned int TOP[1024]
    cdef int S[128]
    cdef int P4[32]
    cdef int SP[1024]
    cdef unsigned int BEAT[128]
    cdef int LKEY[32]
    cdef int[::1] FKEY
    cdef int obuf[16]
    cdef int okey[16]
    cdef unsigned long long[::1] rrep
    cdef int n, trump, tsh, LAST
    cdef int mine[4]
    cdef int nxt[4]
    cdef long long limit, count
    cdef list tts
    cdef int tbits
    cdef unsigned long long tfill
    cdef unsigned long long[::1] tt, ldk, ldv, fck, fcv, nck1, nck2, ncv
    cdef int[::1] vbuf
    cdef dict reps, legal, leads, discards
    cdef unsigned int hands[4]
    cdef int tbuf[40]
    cdef int mcshift
    cdef int tb, tl

    cpdef long long nodes(self)

    cpdef int set_limit(self, long long limit)

    @cython.locals(s=cython.int, alive=cython.uint, gain=cython.int, win_card=cython.int, c=cython.int)
    cpdef int root(self, hands, trick, trick_seats, int turn, int win_seat, int alpha, int beta) except? -1

    @cython.locals(sh=cython.int, lb=cython.uint, ab=cython.uint, r=tuple)
    cdef tuple suit_reps(self, int s, unsigned int legal, unsigned int alive)

    @cython.locals(out=list, touch=cython.bint, s=cython.int, t=cython.bint)
    cdef tuple gen(self, unsigned int legal, unsigned int alive)

    @cython.locals(i=cython.int, r=cython.int, u=cython.int, d=cython.int, x=cython.int)
    cdef int touching(self, int c, unsigned int alive, unsigned int vset, int vb, int me, int alpha,
                      int beta) except? -1

    @cython.locals(mask=cython.ulonglong, i=cython.ulonglong, tag=cython.ulonglong, v=cython.ulonglong,
                   j=cython.ulonglong)
    cdef unsigned long long tt_get(self, int leader, unsigned long long k1, unsigned long long k2) noexcept

    @cython.locals(mask=cython.ulonglong, i=cython.ulonglong, tag=cython.ulonglong, v=cython.ulonglong,
                   j=cython.ulonglong)
    cdef int tt_put(self, int leader, unsigned long long k1, unsigned long long k2, unsigned long long ev) except -1

    @cython.locals(old=cython.ulonglong[::1], size=cython.longlong,
                   j=cython.longlong, v=cython.ulonglong)
    cdef int tt_grow(self) except -1

    @cython.locals(hands=cython.p_uint, n=cython.int, alive=cython.uint, s=cython.int,
                   lo=cython.int, hi=cython.int, best=cython.int, tmax=cython.uint, tmin=cython.uint,
                   SP=cython.p_int, tp=cython.int, a0=cython.int, b0=cython.int, hand=cython.uint,
                   touch=cython.bint, me=cython.int, lk=cython.ulonglong, nx=cython.int, P4=cython.p_int,
                   v=cython.int, bc=cython.int, first=cython.int, c=cython.int, x=cython.int, p=cython.int,
                   k1=cython.ulonglong, k2=cython.ulonglong, ev=cython.ulonglong, vset=cython.uint, vb=cython.int,
                   pk=cython.ulonglong, cnt=cython.int, q=cython.ulonglong, j=cython.ulonglong, u=cython.ulonglong,
                   k=cython.int, tb=cython.int)
    cdef int start(self, int leader, int alpha, int beta) except? -1

    @cython.locals(j=cython.ulonglong, pk=cython.ulonglong, moves=list, touch=cython.bint, TOP=cython.p_uint,
                   m=cython.uint)
    cdef unsigned long long lead_moves(self, unsigned long long lk, unsigned int hand, unsigned int alive) except? 0

    @cython.locals(fs=cython.uint, mk=cython.ulonglong, j=cython.ulonglong, pk=cython.ulonglong, k1=cython.ulonglong,
                   moves=list, touch=cython.bint, r=tuple)
    cdef unsigned long long follow_moves(self, unsigned int legal, unsigned int alive, int led,
                                         unsigned int ctx) except? 0

    @cython.locals(cnt=cython.int, touch=cython.int, s=cython.int, lb=cython.uint, ab=cython.uint, i=cython.int,
                   r=cython.ulonglong, rc=cython.int, k=cython.int, c=cython.int, key=cython.int, pk=cython.ulonglong,
                   u=cython.ulonglong, t=cython.bint, cards=tuple)
    cdef unsigned long long order(self, unsigned int legal, unsigned int alive, int ctx, unsigned int first) except? 0

    @cython.locals(hands=cython.p_uint, n=cython.int, mine=cython.p_int, hand=cython.uint,
                   sl=cython.int, S=cython.p_int, win_str=cython.int, legal=cython.uint, me=cython.int,
                   led=cython.int, fs=cython.uint, touch=cython.bint, side_wins=cython.int,
                   bt=cython.uint, s2=cython.int, h2=cython.uint, first=cython.int, P4=cython.p_int,
                   v=cython.int, nx=cython.int, c=cython.int, x=cython.int, g=cython.int, wc=cython.int,
                   ws=cython.int, h=cython.uint, c2=cython.int, fl=cython.int, top=cython.int, w2=cython.int,
                   tp=cython.int, lk=cython.ulonglong, k1=cython.ulonglong, k2=cython.ulonglong,
                   ev=cython.ulonglong, vset=cython.uint, vb=cython.int, j=cython.ulonglong,
                   pk=cython.ulonglong, cnt=cython.int, k=cython.int, tb=cython.int, tl=cython.int, i=cython.int)
    cdef int follow(self, int seat, int win_card, int win_seat, int gain, int alpha, int beta,
                    unsigned int alive) except? -1

@cython.locals(x=cython.uint)
cdef int _popcount(unsigned int x)

@cython.locals(x=cython.ulonglong)
cdef unsigned long long _slot(unsigned long long k1, unsigned long long k2, int leader) noexcept
