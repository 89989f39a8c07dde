import AutoLayout
import LayoutRendering

/// The points per character column `layout render` draws at.
///
/// The renderer draws at most ``BoxRenderer/maximumColumns`` columns by
/// ``BoxRenderer/maximumRows`` rows and clips the rest, so a drawing is never made at a scale
/// too small for its canvas:
///
/// - `--scale N` draws at exactly `N`; if a layout to draw does not fit at `N`, that is a usage
///   error naming the smallest scale that fits (more than `width / 1000` and `height / 2000`).
/// - Without `--scale`, the default of 8; a canvas too large for 8 (8000 points wide or more)
///   is drawn at the smallest whole number of points per column that fits.
///
/// Either way the header of each drawing states the scale used.
enum DrawingScale: Sendable, Equatable {
    /// No `--scale`: the default, or the smallest whole number that fits.
    case automatic
    /// `--scale N`: the value, and the text it was read from (for the error).
    case requested(Double, text: String)

    /// The scale to draw `layouts` at, all at one scale.
    ///
    /// - Throws: ``UsageError`` when `--scale` is too small for one of `layouts`, naming the
    ///   one that needs the largest scale.
    func pointsPerColumn(toDraw layouts: [RenderedLayout], command: CommandSpec) throws(UsageError) -> Double {
        switch self {
        case .requested(let scale, let text):
            guard !Self.allFit(layouts, at: scale), let tightest = Self.tightest(layouts) else { return scale }
            let size = LayoutSize(width: tightest.layout.width, height: tightest.layout.height)
            throw UsageError(
                "invalid value \(UsageError.quoted(text)) for \(UsageError.quoted(Options.scale.spec.label)); "
                    + "expected points per column, more than \(formatPoints(tightest.bound)) so that "
                    + "\(tightest.layout.orientation) \(size) fits in "
                    + "\(BoxRenderer.maximumColumns) columns and \(BoxRenderer.maximumRows) rows",
                command: command)
        case .automatic:
            let standard = BoxRenderer.defaultPointsPerColumn
            guard !Self.allFit(layouts, at: standard), let tightest = Self.tightest(layouts) else { return standard }
            // The first whole number above the bound, then up while rounding still clips
            // (canvas sides are at most 10000 points, so the bound is at most 10).
            var scale = Swift.max(standard, tightest.bound.rounded(.down) + 1)
            while !Self.allFit(layouts, at: scale) && scale < OptionValues.maximumScale {
                scale += 1
            }
            return scale
        }
    }

    /// True when every layout is drawn whole at `scale`.
    private static func allFit(_ layouts: [RenderedLayout], at scale: Double) -> Bool {
        let renderer = BoxRenderer(pointsPerColumn: scale)
        return layouts.allSatisfy { renderer.fits($0) }
    }

    /// The layout that needs the largest scale to fit (the first of equals) and that scale's
    /// bound, or nil when there are no layouts.
    private static func tightest(_ layouts: [RenderedLayout]) -> (layout: RenderedLayout, bound: Double)? {
        var tightest: (layout: RenderedLayout, bound: Double)?
        for layout in layouts {
            let bound = BoxRenderer.fittingScaleBound(width: layout.width, height: layout.height)
            if let current = tightest, current.bound >= bound { continue }
            tightest = (layout, bound)
        }
        return tightest
    }
}
