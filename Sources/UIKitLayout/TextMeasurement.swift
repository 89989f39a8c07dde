// The one place where text gets a size. Today it is the text model of layout files
// (`TextMetrics`: 7 points per cell, 18-point lines, baseline 14 below the top), so a label
// here is the size the same label is in a `.vfl` file; real font measurement replaces this
// function and nothing else.
import Foundation
import LayoutFiles

/// One line of text measured: its size, its baseline below the top, and the distance from the
/// baseline down to the bottom.
struct MeasuredText {
    var size: CGSize
    var baselineFromTop: CGFloat
    var descent: CGFloat
}

/// Measures one line of `text` in `font`. The font's size is not used yet: the text model has
/// one size of text (an empty text is 0 wide and one line high).
func measureText(_ text: String, font: UIFont) -> MeasuredText {
    let line = CGFloat(TextMetrics.lineHeight)
    let baseline = CGFloat(TextMetrics.baselineFromTop)
    return MeasuredText(
        size: CGSize(width: CGFloat(TextMetrics.textWidth(of: text)), height: line),
        baselineFromTop: baseline, descent: line - baseline)
}
