import Testing

@testable import LayoutFiles

@Suite struct DevicePresetTests {
    @Test func requiredPresetsAndSizes() {
        let expected: [(String, Double, Double)] = [
            ("iphone-se", 320, 568), ("iphone-8", 375, 667), ("iphone-14", 390, 844),
            ("iphone-14-pro-max", 430, 932), ("iphone-15-pro-max", 430, 932), ("ipad", 768, 1024),
            ("ipad-pro-12.9", 1024, 1366), ("iphone-5s", 320, 568)
        ]
        for (name, width, height) in expected {
            let preset = DevicePreset.named(name)
            #expect(preset?.width == width && preset?.height == height, "\(name)")
        }
    }

    /// The 2024-2025 iPhones, in points: pixels over the @3x scale (iPhone 16 Pro: 1206x2622
    /// pixels; 16 Pro Max: 1320x2868; Air: 1260x2736; 16: 1179x2556; 16 Plus: 1290x2796;
    /// 16e: 1170x2532; 17 and 17 Pro as the 16 Pro; 17 Pro Max as the 16 Pro Max).
    @Test(arguments: [
        ("iphone-16", 1179, 2556), ("iphone-16-plus", 1290, 2796), ("iphone-16-pro", 1206, 2622),
        ("iphone-16-pro-max", 1320, 2868), ("iphone-16e", 1170, 2532), ("iphone-17", 1206, 2622),
        ("iphone-17-pro", 1206, 2622), ("iphone-17-pro-max", 1320, 2868), ("iphone-air", 1260, 2736)
    ])
    func currentIPhones(_ name: String, _ pixelWidth: Double, _ pixelHeight: Double) throws {
        let preset = try #require(DevicePreset.named(name), "\(name)")
        #expect(preset.width == pixelWidth / 3 && preset.height == pixelHeight / 3, "\(name)")
    }

    /// A typo gets the name; a name whose numbers differ is perhaps another model, so the
    /// suggestion says its size and that the screen may differ.
    @Test func suggestionsSayWhenTheModelDiffers() {
        #expect(DevicePreset.suggestion(for: "ipone-se") == "'iphone-se'")
        #expect(DevicePreset.suggestion(for: "IPHONE-16-PRP") == "'iphone-16-pro'")
        #expect(
            DevicePreset.suggestion(for: "iphone-18-pro")
                == "'iphone-11-pro' (375x812, another model: its screen may differ)")
        #expect(
            DevicePreset.suggestion(for: "iphone-17e") == "'iphone-16e' (390x844, another model: its screen may differ)"
        )
        #expect(DevicePreset.suggestion(for: "pixel-9") == nil)
        // Every suggestion that names another model gives that model's size.
        for name in ["iphone-9", "iphone-19", "iphone-12-mimi", "ipad-pro-13", "iphone-15-pro-maxx"] {
            guard let suggestion = DevicePreset.suggestion(for: name) else { continue }
            let named = suggestion.split(separator: "'")[0]
            let digitsDiffer = name.split { !$0.isNumber } != named.split { !$0.isNumber }
            #expect(suggestion.contains("another model") == digitsDiffer, "\(name): \(suggestion)")
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
