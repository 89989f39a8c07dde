/// What a failure shows when a snapshot differs from its reference: the frames that changed,
/// view by view, then a unified line diff of the two texts.
///
///     Frames that changed (reference -> actual):
///       portrait 320x568
///         _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)
///
///     --- reference
///     +++ actual
///     @@ -11,7 +11,7 @@
///      | +----------------------------------+  |
///     ...
///
/// The frame list is left out when no frame changed (a hand-edited drawing, trailing
/// whitespace); see `FrameDiff` and `UnifiedDiff` for the details of each part. No line
/// ends in whitespace.
public enum SnapshotDiff {
    /// Unchanged lines shown around each change in the line diff.
    public static let contextLines = 3

    /// The diff's lines, or none when the texts are equal.
    public static func lines(reference: String, actual: String) -> [String] {
        guard reference != actual else { return [] }
        let frames = FrameDiff.lines(from: SnapshotFrames(text: reference), to: SnapshotFrames(text: actual))
        let text = UnifiedDiff(context: contextLines).lines(from: reference, to: actual)
        return frames.isEmpty ? text : frames + [""] + text
    }
}
