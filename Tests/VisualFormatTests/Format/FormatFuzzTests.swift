import LayoutFuzzing
import Testing

@testable import VisualFormat

/// Seeded grammar-aware and mutated visual format strings (``FuzzCampaign``, target `vfl`):
/// the parser never traps, every error index is inside the format, every constraint's range
/// is inside it and its constant finite, and real views give the same answer as names.
@Suite struct FormatFuzzTests {
    @Test func generatedAndMutatedFormats() {
        let report = FuzzCampaign(seed: 20_240_601).run(.visualFormat, iterations: 6_000)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.description).joined(separator: "\n"))")
        // The inputs reach both outcomes, and many of Apple's errors.
        #expect(report.accepted > 1_000 && report.rejected > 1_000, "\(report.summary)")
        #expect(report.messages.count > 30, "\(report.summary)")
    }

    /// Random bytes, including non-ASCII, never trap either.
    @Test func randomBytes() {
        var random = FuzzRandom(seed: 7)
        for _ in 0..<3000 {
            let bytes = (0..<random.below(24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let format = String(decoding: bytes, as: UTF8.self)
            if case .failure(let error) = VisualFormatLanguage.parse(format, views: ["a"]) {
                #expect((0...format.count).contains(error.index))
            }
        }
    }

    @Test func generatorIsDeterministic() {
        let campaign = FuzzCampaign(seed: 1)
        func formats() -> [String] {
            (0..<50).map { index in
                var random = FuzzRandom(seed: 1, stream: "vfl", index: index)
                return campaign.format(using: &random).0
            }
        }
        #expect(formats() == formats())
        #expect(Set(formats()).count > 40)
    }
}
