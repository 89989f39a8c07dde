import Testing
@testable import VisualFormat

@Suite struct DevicePresetTests {
    @Test func requiredPresetsAndSizes() {
        let expected: [(String, Double, Double)] = [
            ("iphone-se", 320, 568), ("iphone-8", 375, 667), ("iphone-14", 390, 844),
            ("iphone-14-pro-max", 430, 932), ("iphone-15-pro-max", 430, 932), ("ipad", 768, 1024),
            ("ipad-pro-12.9", 1024, 1366), ("iphone-5s", 320, 568),
        ]
        for (name, width, height) in expected {
            let preset = DevicePreset.named(name)
            #expect(preset?.width == width && preset?.height == height, "\(name)")
        }
    }

    @Test func namesAreCaseInsensitive() {
        #expect(DevicePreset.named("IPHONE-SE")?.name == "iphone-se")
        #expect(DevicePreset.named("iPad-Pro-12.9")?.name == "ipad-pro-12.9")
        #expect(DevicePreset.named("iphone") == nil)
    }

    @Test func everyNameIsUniqueLowerCaseAndPortrait() {
        let names = DevicePreset.allNames
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0 == $0.lowercased() })
        #expect(DevicePreset.all.allSatisfy { $0.width < $0.height && $0.height <= LayoutFileLimits.maximumCanvasSide })
    }
}
