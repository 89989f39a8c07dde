import SeededRandomness
import Testing

/// The generator is SplitMix64 exactly, so a seed names the same inputs everywhere.
@Suite struct SplitMix64Tests {
    /// The reference outputs for seed 0.
    @Test func referenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect(
            [random.next(), random.next(), random.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F
            ])
    }

    @Test func helpersStayInRange() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<1000 {
            #expect((0..<7).contains(random.below(7)))
            #expect(["a", "b"].contains(random.pick(["a", "b"])))
        }
        #expect(random.below(0) == 0)
        #expect(!random.chance(0) && random.chance(100))
    }
}
