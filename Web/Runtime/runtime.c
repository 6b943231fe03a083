// What Embedded Swift asks of a C library on wasm32, and nothing more: memory
// (a size-class allocator on top of memory.grow), memcmp/memcpy/memmove/memset,
// round, and the stack protector's guard. Built with -fno-builtin, so that
// clang does not turn these loops back into calls to themselves.

typedef __SIZE_TYPE__ size_t;
typedef unsigned char byte;

extern byte __heap_base;

// Blocks of 16 << class bytes, each after a 16-byte header holding its
// class, so payloads are 16-aligned. Freed blocks go on their class's list.
enum { header = 16, classes = 27 };
static byte *top, *end;
static void *free_lists[classes];

static int class_for(size_t size) {
    size_t capacity = 16;
    int index = 0;
    while (capacity < size) {
        capacity <<= 1;
        index += 1;
    }
    return index;
}

static byte *grow(size_t bytes) {
    if (!top) {
        top = (byte *)(((size_t)&__heap_base + 15) & ~(size_t)15);
        end = (byte *)(__builtin_wasm_memory_size(0) * 65536);
    }
    if ((size_t)(end - top) < bytes) {
        size_t pages = (bytes - (size_t)(end - top) + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
        end += pages * 65536;
    }
    byte *block = top;
    top += bytes;
    return block;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment > 16) return 12; // ENOMEM: nothing here asks for more
    int index = class_for(size ? size : 1);
    if (index >= classes) return 12;
    byte *block = free_lists[index];
    if (block) {
        free_lists[index] = *(void **)block;
    } else {
        block = grow(header + ((size_t)16 << index));
        if (!block) return 12;
    }
    *(int *)block = index;
    *out = block + header;
    return 0;
}

void *malloc(size_t size) {
    void *memory = 0;
    return posix_memalign(&memory, 16, size) == 0 ? memory : 0;
}

void free(void *memory) {
    if (!memory) return;
    byte *block = (byte *)memory - header;
    int index = *(int *)block;
    *(void **)block = free_lists[index];
    free_lists[index] = block;
}

int memcmp(const void *a, const void *b, size_t count) {
    const byte *x = a, *y = b;
    for (size_t i = 0; i < count; i++) {
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

void *memcpy(void *destination, const void *source, size_t count) {
    byte *d = destination;
    const byte *s = source;
    for (size_t i = 0; i < count; i++) d[i] = s[i];
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    byte *d = destination;
    const byte *s = source;
    if (d < s) {
        for (size_t i = 0; i < count; i++) d[i] = s[i];
    } else {
        for (size_t i = count; i > 0; i--) d[i - 1] = s[i - 1];
    }
    return destination;
}

void *memset(void *destination, int value, size_t count) {
    byte *d = destination;
    for (size_t i = 0; i < count; i++) d[i] = (byte)value;
    return destination;
}

// Half-way cases away from zero, as C's round.
double round(double x) {
    double whole = __builtin_trunc(x);
    double rest = x - whole;
    if (rest >= 0.5) return whole + 1;
    if (rest <= -0.5) return whole - 1;
    return whole;
}

// The stack protector's canary and its failure (a trap: the page reports it).
size_t __stack_chk_guard = 0x5F1A3C27;
void __stack_chk_fail(void) { __builtin_trap(); }

// Hasher's seed. The page has no secret to keep from hash flooding, and a
// fixed seed makes every run the same.
void arc4random_buf(void *buffer, size_t count) {
    byte *b = buffer;
    for (size_t i = 0; i < count; i++) b[i] = (byte)(0x9E + 31 * i);
}

// 128-bit multiplication (compiler-rt's), from 32-bit pieces.
typedef unsigned long long u64;
typedef unsigned __int128 u128;
u128 __multi3(u128 a, u128 b) {
    u64 a0 = (u64)a, a1 = (u64)(a >> 64), b0 = (u64)b, b1 = (u64)(b >> 64);
    u64 a0l = a0 & 0xFFFFFFFFu, a0h = a0 >> 32, b0l = b0 & 0xFFFFFFFFu, b0h = b0 >> 32;
    u64 ll = a0l * b0l, lh = a0l * b0h, hl = a0h * b0l, hh = a0h * b0h;
    u64 middle = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
    u64 low = (ll & 0xFFFFFFFFu) | (middle << 32);
    u64 high = hh + (lh >> 32) + (hl >> 32) + (middle >> 32) + a0 * b1 + a1 * b0;
    return ((u128)high << 64) | low;
}

// A JSON number's text to a double, for `Double(String)`. Exact (Clinger's
// fast path) when the significant digits fit 2^53 and the power of ten is
// within 10^±22, which covers what a page sends (it writes times and points
// with a few decimals); otherwise within a few units in the last place.
static const double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

const char *_swift_stdlib_strtod_clocale(const char *text, double *out) {
    const char *p = text;
    int negative = 0;
    if (*p == '-' || *p == '+') negative = *p++ == '-';
    u64 mantissa = 0;
    int digits = 0, exponent = 0, any = 0;
    for (; *p >= '0' && *p <= '9'; p++, any = 1) {
        if (digits < 19) { mantissa = mantissa * 10 + (u64)(*p - '0'); if (mantissa) digits++; }
        else exponent++;
    }
    if (*p == '.') {
        for (p++; *p >= '0' && *p <= '9'; p++, any = 1) {
            if (digits < 19) { mantissa = mantissa * 10 + (u64)(*p - '0'); if (mantissa) digits++; exponent--; }
        }
    }
    if (!any) return 0;
    if (*p == 'e' || *p == 'E') {
        p++;
        int sign = 1, value = 0;
        if (*p == '-' || *p == '+') sign = *p++ == '-' ? -1 : 1;
        if (!(*p >= '0' && *p <= '9')) return 0;
        for (; *p >= '0' && *p <= '9'; p++) if (value < 100000) value = value * 10 + (*p - '0');
        exponent += sign * value;
    }
    double result;
    if (mantissa == 0) {
        result = 0;
    } else if (mantissa <= (1ull << 53) && exponent >= -22 && exponent <= 22) {
        result = exponent < 0 ? (double)mantissa / powers[-exponent] : (double)mantissa * powers[exponent];
    } else {
        result = (double)mantissa;
        while (exponent > 22) { result *= 1e22; exponent -= 22; if (result == __builtin_inf()) break; }
        while (exponent < -22) { result /= 1e22; exponent += 22; if (result == 0) break; }
        result = exponent < 0 ? result / powers[-exponent] : result * powers[exponent];
    }
    *out = negative ? -result : result;
    return p;
}
