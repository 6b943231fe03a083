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

// A JSON number's text to a double, for `Double(String)`, correctly rounded
// (to nearest, ties to even) as Swift's own parser is, so that the page and
// `flow check` read every number alike. Clinger's fast path answers when the
// significant digits fit 2^53 and the power of ten is within 10^±22 (what a
// page mostly sends: times and points with a few decimals); otherwise an
// approximation is compared with the exact decimal value in big integers and
// moved one unit in the last place at a time until it is the nearest double.
// Exact for up to `max_digits` significant digits; beyond, the rest only says
// whether the number is a little more than its first `max_digits` digits.
static const double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

enum { max_digits = 800, limbs = 200 };

// A natural number in 32-bit limbs, least significant first: 6,400 bits, more
// than the largest product compared (800 digits times 10^1124 times 2^1076).
typedef struct { int count; unsigned limb[limbs]; } big;

static void big_multiply_add(big *x, unsigned factor, unsigned addend) {
    u64 carry = addend;
    for (int i = 0; i < x->count; i++) {
        u64 product = (u64)x->limb[i] * factor + carry;
        x->limb[i] = (unsigned)product;
        carry = product >> 32;
    }
    if (carry && x->count < limbs) x->limb[x->count++] = (unsigned)carry;
}

static void big_from(big *x, u64 value) {
    x->count = 0;
    while (value) { x->limb[x->count++] = (unsigned)value; value >>= 32; }
}

static void big_times_power_of_ten(big *x, int power) {
    for (; power >= 9; power -= 9) big_multiply_add(x, 1000000000u, 0);
    if (power > 0) big_multiply_add(x, (unsigned)powers[power], 0);
}

static void big_shift_left(big *x, int bits) {
    if (x->count == 0 || bits <= 0) return;
    int words = bits / 32, rest = bits % 32;
    int count = x->count + words + 1;
    if (count > limbs) count = limbs;
    for (int i = count - 1; i >= 0; i--) {
        int from = i - words;
        u64 high = from >= 0 && from < x->count ? x->limb[from] : 0;
        u64 low = from - 1 >= 0 && from - 1 < x->count ? x->limb[from - 1] : 0;
        x->limb[i] = rest ? (unsigned)((high << rest) | (low >> (32 - rest))) : (unsigned)high;
    }
    x->count = count;
    while (x->count && !x->limb[x->count - 1]) x->count--;
}

static int big_compare(const big *x, const big *y) {
    if (x->count != y->count) return x->count < y->count ? -1 : 1;
    for (int i = x->count - 1; i >= 0; i--) {
        if (x->limb[i] != y->limb[i]) return x->limb[i] < y->limb[i] ? -1 : 1;
    }
    return 0;
}

// The sign of digits × 10^exponent − odd × 2^power.
static int compare_with(const big *digits, int exponent, u64 odd, int power) {
    static big x, y;
    x = *digits;
    big_from(&y, odd);
    if (exponent >= 0) big_times_power_of_ten(&x, exponent); else big_times_power_of_ten(&y, -exponent);
    if (power >= 0) big_shift_left(&y, power); else big_shift_left(&x, -power);
    return big_compare(&x, &y);
}

typedef union { double value; u64 bits; } double_bits;

// Moves `approximation` (positive, finite) to the double nearest digits × 10^exponent.
static double nearest(const big *digits, int exponent, double approximation) {
    double_bits r = {approximation};
    for (int step = 0; step < 64; step++) {
        int biased = (int)(r.bits >> 52);
        if (biased == 0x7FF) return r.value;
        u64 significand = r.bits & ((1ull << 52) - 1);
        int power;
        if (biased == 0) { power = -1074; } else { significand |= 1ull << 52; power = biased - 1075; }
        // Above the midpoint with the next double up (ties go to the even one).
        int above = compare_with(digits, exponent, 2 * significand + 1, power - 1);
        if (above > 0 || (above == 0 && (significand & 1))) { r.bits++; continue; }
        if (significand == 0) return r.value;
        // Below the midpoint with the next double down, half as far at a power of two.
        int below = significand == (1ull << 52) && biased > 1
            ? compare_with(digits, exponent, 4 * significand - 1, power - 2)
            : compare_with(digits, exponent, 2 * significand - 1, power - 1);
        if (below < 0 || (below == 0 && (significand & 1))) { r.bits--; continue; }
        return r.value;
    }
    return r.value;
}

const char *_swift_stdlib_strtod_clocale(const char *text, double *out) {
    static byte digit[max_digits + 1];
    const char *p = text;
    int negative = 0;
    if (*p == '-' || *p == '+') negative = *p++ == '-';
    int count = 0, exponent = 0, any = 0, dropped = 0;
    for (; *p >= '0' && *p <= '9'; p++, any = 1) {
        if (count == 0 && *p == '0') continue;
        if (count < max_digits) digit[count++] = (byte)(*p - '0'); else { exponent++; dropped |= *p != '0'; }
    }
    if (*p == '.') {
        for (p++; *p >= '0' && *p <= '9'; p++, any = 1) {
            if (count == 0 && *p == '0') { exponent--; continue; }
            if (count < max_digits) { digit[count++] = (byte)(*p - '0'); exponent--; } else dropped |= *p != '0';
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
    // A digit 1 past the last kept stands for the nonzero digits dropped.
    if (dropped) { digit[count++] = 1; exponent--; }
    double result;
    if (count == 0 || count + exponent < -324) {
        result = 0;
    } else if (count + exponent > 310) {
        result = __builtin_inf();
    } else {
        int leading = count < 19 ? count : 19;
        u64 mantissa = 0;
        for (int i = 0; i < leading; i++) mantissa = mantissa * 10 + digit[i];
        int scale = exponent + (count - leading);
        if (count == leading && mantissa <= (1ull << 53) && scale >= -22 && scale <= 22) {
            result = scale < 0 ? (double)mantissa / powers[-scale] : (double)mantissa * powers[scale];
        } else {
            result = (double)mantissa;
            while (scale > 22) { result *= 1e22; scale -= 22; }
            while (scale < -22) { result /= 1e22; scale += 22; }
            result = scale < 0 ? result / powers[-scale] : result * powers[scale];
            // Start from a finite, nonzero double: `nearest` moves by one unit at a time.
            if (result > 1.7976931348623157e308) result = 1.7976931348623157e308;
            if (result < 4.9406564584124654e-324) result = 4.9406564584124654e-324;
            static big digits;
            digits.count = 0;
            for (int i = 0; i < count; i++) big_multiply_add(&digits, 10, digit[i]);
            result = nearest(&digits, exponent, result);
        }
    }
    *out = negative ? -result : result;
    return p;
}
