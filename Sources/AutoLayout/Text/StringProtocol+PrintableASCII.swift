extension StringProtocol {
    /// True when every byte is printable ASCII (space to `~`): then each byte is one character
    /// and one cell, and the text can be measured and padded by its byte count, without
    /// walking grapheme clusters. Most names and titles are. Inlinable: the report's modules
    /// call it once per name, and a generic call across the module boundary cost 15% of a
    /// large render.
    @inlinable package var isPrintableASCII: Bool {
        // Straight over the bytes when they are contiguous, as a native string's are: the UTF-8
        // view's iterator costs several times as much per byte.
        let isPrintable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        return utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) } ?? utf8.allSatisfy(isPrintable)
    }
}
