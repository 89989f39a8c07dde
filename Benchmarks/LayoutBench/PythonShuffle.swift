// The shuffle of Python's `random.Random(seed).shuffle(list)`, so that `layout-bench --verify`
// adds the constraints in exactly the shuffled order `kiwi_bench.py --verify` uses
// (`random.Random(12345).shuffle`), not merely in some seeded order.
//
// Python's generator is the Mersenne Twister MT19937 (Matsumoto and Nishimura 1998), seeded
// from an integer through `init_by_array` with the integer's 32-bit words, least significant
// first. `shuffle` walks i = n-1 ... 1 and swaps element i with element j = randbelow(i + 1),
// where randbelow(n) draws k = bitLength(n) bits (the top k bits of one 32-bit output) and
// rejects values >= n. Checked against CPython 3.11.7: the permutations of 50, 75, 500, 750
// and 5000 elements are identical.

struct MersenneTwister {
    private var state = [UInt32](repeating: 0, count: 624)
    private var index = 624

    /// Seeded as CPython seeds `random.Random(seed)` for a non-negative integer seed.
    init(pythonSeed seed: UInt64) {
        var key: [UInt32] = [UInt32(truncatingIfNeeded: seed)]
        if seed >> 32 != 0 { key.append(UInt32(truncatingIfNeeded: seed >> 32)) }
        initialize(19_650_218)
        var i = 1, j = 0
        for _ in 0..<max(624, key.count) {
            let previous = state[i - 1] ^ (state[i - 1] >> 30)
            state[i] = (state[i] ^ (previous &* 1_664_525)) &+ key[j] &+ UInt32(j)
            i += 1
            j += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<623 {
            let previous = state[i - 1] ^ (state[i - 1] >> 30)
            state[i] = (state[i] ^ (previous &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
        }
        state[0] = 0x8000_0000
        index = 624
    }

    private mutating func initialize(_ seed: UInt32) {
        state[0] = seed
        for i in 1..<624 {
            state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i)
        }
        index = 624
    }

    private mutating func twist() {
        for k in 0..<624 {
            let y = (state[k] & 0x8000_0000) | (state[(k + 1) % 624] & 0x7fff_ffff)
            state[k] = state[(k + 397) % 624] ^ (y >> 1) ^ (y & 1 == 0 ? 0 : 0x9908_b0df)
        }
        index = 0
    }

    mutating func next32() -> UInt32 {
        if index >= 624 { twist() }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c_5680
        y ^= (y << 15) & 0xefc6_0000
        y ^= y >> 18
        return y
    }

    /// Python's `_randbelow_with_getrandbits(n)` for 0 < n < 2^32.
    mutating func below(_ n: Int) -> Int {
        precondition(n > 0 && n <= Int(UInt32.max))
        let bits = Int.bitWidth - n.leadingZeroBitCount
        while true {
            let r = Int(next32() >> UInt32(32 - bits))
            if r < n { return r }
        }
    }
}

extension Array {
    /// `random.Random(seed).shuffle(self)` as CPython does it.
    func pythonShuffled(seed: UInt64) -> [Element] {
        var generator = MersenneTwister(pythonSeed: seed)
        var result = self
        var i = result.count - 1
        while i >= 1 {
            result.swapAt(i, generator.below(i + 1))
            i -= 1
        }
        return result
    }
}
