import SeededRandomness

/// The fuzzers' seeded generator: SplitMix64, so that a fuzz run is the same on every run
/// and platform, with a stream for each input.
///
///     var random = FuzzRandom(seed: 42, stream: "file", index: 7)   // input 7 of the file fuzzer
///     random.mostly(["ltr", "rtl"], else: ["up"])
public typealias FuzzRandom = SplitMix64

extension SplitMix64 {
    /// A generator for input `index` of a run with `seed` on `stream` (a target's name): each
    /// input can be made again on its own.
    public init(seed: UInt64, stream: String, index: Int) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 // FNV-1a: stable, unlike `Hasher`
        for byte in stream.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var mixer = SplitMix64(seed: seed ^ hash)
        self.init(seed: mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// One of `valid`, or one of `invalid` once in twenty-five picks.
    public mutating func mostly(_ valid: [String], else invalid: [String]) -> String {
        chance(4) ? pick(invalid) : pick(valid)
    }
}
