extension StringProtocol {
    /// True when every byte is printable ASCII (space to `~`): then each byte is one character
    /// and one cell, and the text can be measured and padded by its byte count, without
    /// walking grapheme clusters. Most names and titles are. Inlinable: the report's modules
    /// call it once per name, and a generic call across the module boundary cost 15% of a
    /// large render.
    @inlinable package var isPrintableASCII: Bool { utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
}
