import AutoLayout
import SourceDiagnostics

/// The `text` statement: how the file's text is measured.
///
///     text system                      # the system font, Dynamic Type at `large`
///     text system accessibilityLarge   # ... at an accessibility size
///     text ios7                        # 7 points per character, 18 per line (the default)
public struct TextSetting: Sendable, Hashable {
    /// The text model.
    public var model: Located<TextModel>
    /// The content size category text styles are sized at; nil for `large`.
    public var category: Located<ContentSizeCategory>?
    /// The whole statement.
    public var range: SourceRange
}

/// The text attributes written with a button, label or text field.
public struct TextAttributes: Sendable, Hashable {
    /// `font SIZE [WEIGHT]`: the system font at a size.
    public var font: Located<LayoutFont>?
    /// `style NAME`: a Dynamic Type text style.
    public var style: Located<TextStyle>?
    /// `numberOfLines N` (labels): 0 for as many as needed; default 1.
    public var numberOfLines: Located<Int>?
    /// `preferredMaxLayoutWidth N` (labels): the width to wrap at.
    public var preferredMaxLayoutWidth: Located<Double>?

    /// Where the first attribute that needs the system-font model was written.
    var fontRange: SourceRange? { font?.range ?? style?.range }
}

extension FileParser {
    /// The modifiers of a kind of view beyond the common ones.
    static func extraModifiers(of kind: ViewDeclaration.Kind) -> [String] {
        switch kind {
        case .label: return ["font", "style", "numberOfLines", "preferredMaxLayoutWidth"]
        case .button, .textField: return ["font", "style"]
        case .image: return ["size"]
        case .activityIndicator: return ["large"]
        case .view, .stack, .toggle: return []
        }
    }

    /// Parses a `text` statement (first sweep). A second one is an error.
    ///
    ///     text := 'text' ('ios7' | 'system') [category]
    ///     category := a ContentSizeCategory name: extraSmall ... large ... accessibilityExtraExtraExtraLarge
    mutating func parseTextSetting(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        let models = TextModel.allCases.map(\.rawValue)
        guard !scanner.isAtStatementEnd(), let word = scanner.scanWord() else {
            throw LineFailure("expected 'ios7' or 'system' after 'text'", at: scanner.here)
        }
        guard let model = TextModel(rawValue: word.value) else {
            let hint = suggester.suggestion(for: word.value, among: models).map { "; did you mean \(quoted($0))?" }
            throw LineFailure(
                "unknown text model \(quoted(word.value))" + (hint ?? "; expected 'ios7' or 'system'"), at: word.range)
        }
        var category: Located<ContentSizeCategory>?
        if !scanner.isAtStatementEnd(), let name = scanner.scanWord() {
            guard model == .systemFont else {
                throw LineFailure("a content size category needs 'text system'", at: name.range)
            }
            guard let value = ContentSizeCategory(rawValue: name.value) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                let hint = suggester.suggestion(for: name.value, among: names).map { "; did you mean \(quoted($0))?" }
                throw LineFailure(
                    "unknown content size category \(quoted(name.value))"
                        + (hint ?? "; expected one of \(Self.listed(names))"), at: name.range)
            }
            category = Located(value, at: name.range)
        }
        try expectStatementEnd(&scanner, after: "the text model")
        let range = scanner.range(from: start)
        try ensureFirst("text model", previous: textSetting?.range, at: range)
        textSetting = TextSetting(model: Located(model, at: word.range), category: category, range: range)
    }

    /// Parses a text, image or activity modifier (its keyword already read) into `view`.
    ///
    ///     text-modifier := 'font' number [weight] | 'style' text-style
    ///                    | 'numberOfLines' integer | 'preferredMaxLayoutWidth' number
    ///                    | 'size' size          (image views: the image's size)
    ///                    | 'large'              (activity indicators)
    ///     weight        := 'regular' | 'medium' | 'semibold' | 'bold'
    mutating func parseExtraModifier(
        _ word: Located<String>, of view: inout ViewDeclaration, _ scanner: inout LineScanner, from start: Int
    ) throws(LineFailure) {
        switch word.value {
        case "font":
            let size = try parseNumber(&scanner, after: "font", example: "font 17 semibold", what: "font size")
            guard size > 0 else { throw LineFailure("a font size must be more than 0 points", at: word.range) }
            var weight = FontWeight.regular
            let afterSize = scanner.index
            if !scanner.isAtStatementEnd(), let name = scanner.scanIdentifier() {
                // The weight is optional: a modifier may follow the size directly.
                if FontWeight(rawValue: name.value) == nil, Self.isModifier(name.value, of: view.kind.value) {
                    scanner.rewind(to: afterSize)
                    view.textAttributes.font = Located(LayoutFont(size: size), at: scanner.range(from: start))
                    return
                }
                guard let value = FontWeight(rawValue: name.value) else {
                    let names = FontWeight.allCases.map(\.rawValue)
                    throw LineFailure(
                        "unknown font weight \(quoted(name.value)); expected \(Self.listed(names))", at: name.range)
                }
                weight = value
            }
            view.textAttributes.font = Located(LayoutFont(size: size, weight: weight), at: scanner.range(from: start))
        case "style":
            let names = TextStyle.allCases.map(\.rawValue)
            guard !scanner.isAtStatementEnd(), let name = scanner.scanWord() else {
                throw LineFailure("expected a text style after 'style', like 'style body'", at: scanner.here)
            }
            guard let style = TextStyle(rawValue: name.value) else {
                let hint = suggester.suggestion(for: name.value, among: names).map { "; did you mean \(quoted($0))?" }
                throw LineFailure(
                    "unknown text style \(quoted(name.value))" + (hint ?? "; expected one of \(Self.listed(names))"),
                    at: name.range)
            }
            view.textAttributes.style = Located(style, at: scanner.range(from: start))
        case "numberOfLines":
            let count = try parseNumber(
                &scanner, after: "numberOfLines", example: "numberOfLines 0", what: "number of lines")
            guard count == count.rounded(), count <= 10_000 else {
                throw LineFailure("the number of lines must be a whole number from 0 to 10000", at: word.range)
            }
            view.textAttributes.numberOfLines = Located(Int(count), at: scanner.range(from: start))
        case "preferredMaxLayoutWidth":
            let width = try parseNumber(
                &scanner, after: "preferredMaxLayoutWidth", example: "preferredMaxLayoutWidth 200", what: "width")
            view.textAttributes.preferredMaxLayoutWidth = Located(width, at: scanner.range(from: start))
        case "size":
            let size = try parseSize(
                &scanner, after: "size", allowsNone: false, maximum: LayoutFileLimits.maximumLength)
            view.intrinsicContentSize = size.value
            view.intrinsicContentSizeRange = scanner.range(from: start)
        default: // "large"
            view.intrinsicContentSize = IntrinsicContentSize(
                StandardControl.largeActivityIndicator.intrinsicContentSize)
        }
    }

    /// Reads a length that is not negative.
    private mutating func parseNumber(
        _ scanner: inout LineScanner, after keyword: String, example: String, what: String
    ) throws(LineFailure) -> Double {
        guard !scanner.isAtStatementEnd(), let word = scanner.scanNumberWord() else {
            throw expected("expected a number after \(quoted(keyword)), like \(quoted(example))", &scanner)
        }
        return try length(word, allowsNegative: false, what: what)
    }

    /// Measures every button, label and text field with the file's text model (after the
    /// first sweep, so that a `text` statement anywhere applies to every view). A view with an
    /// explicit `intrinsic` keeps it; explicit baselines are kept. In the iOS 7 model a font or
    /// style has no effect, which a warning says.
    mutating func applyTextModel() {
        let model = textSetting?.model.value ?? defaultTextModel
        let category = textSetting?.category?.value ?? .large
        for index in views.indices {
            guard let kind = views[index].kind.value.textKind else { continue }
            let attributes = views[index].textAttributes
            if model == .iOS7Cells, let range = attributes.fontRange {
                diagnostics.append(
                    Diagnostic(
                        .warning, "fonts and text styles have no effect in the iOS 7 text model; add 'text system'",
                        at: range))
            }
            let font =
                attributes.font?.value
                ?? attributes.style.map { LayoutFont.preferredFont(forTextStyle: $0.value, category: category) }
            let content = TextContent(
                kind, views[index].title?.value ?? "", font: font,
                numberOfLines: attributes.numberOfLines?.value ?? 1,
                preferredMaxLayoutWidth: attributes.preferredMaxLayoutWidth?.value, model: model)
            guard views[index].intrinsicContentSizeRange == nil else { continue }
            views[index].textContent = content
            views[index].intrinsicContentSize = IntrinsicContentSize(content.intrinsicContentSize())
            if views[index].baselinesRange == nil {
                let baselines = content.baselines
                views[index].baselines = BaselineOffsets(
                    firstFromTop: baselines.firstFromTop, lastFromBottom: baselines.lastFromBottom)
            }
        }
    }
}
