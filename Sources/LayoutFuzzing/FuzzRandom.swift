/// A small, seeded, deterministic random generator (SplitMix64), so that a fuzz run is the
/// same on every run and platform.
///
///     var random = FuzzRandom(seed: 42)
///     random.below(10)              // 0..<10
///     random.pick(["a", "b"])       // one of them
///     random.chance(25)             // true one time in four
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// A generator for input `index` of a run with `seed` on `stream` (a target's name): each
    /// input can be made again on its own.
    public init(seed: UInt64, stream: String, index: Int) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325   // FNV-1a: stable, unlike `Hasher`
        for byte in stream.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var mixer = FuzzRandom(seed: seed ^ hash)
        state = mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }

    /// One of `items`, which must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of `valid`, or one of `invalid` once in twenty-five picks.
    public mutating func mostly(_ valid: [String], else invalid: [String]) -> String {
        chance(4) ? pick(invalid) : pick(valid)
    }
}
