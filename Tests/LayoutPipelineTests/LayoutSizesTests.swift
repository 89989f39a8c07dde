import AutoLayout
import LayoutFiles
import LayoutPipeline
import Testing

/// Which sizes a file is laid out at, for the commands and the snapshot assertions.
@Suite struct LayoutSizesTests {
    @Test func orientationSizes() {
        let phone = LayoutSize(width: 320, height: 568)
        #expect(OrientationChoice.both.sizes(for: phone) == [phone, phone.rotated])
        #expect(OrientationChoice.portrait.sizes(for: phone.rotated) == [phone])
        #expect(OrientationChoice.landscape.sizes(for: phone) == [phone.rotated])
        #expect(LayoutSizes.label(for: LayoutSize(width: 500, height: 500)) == "portrait")
    }
}
