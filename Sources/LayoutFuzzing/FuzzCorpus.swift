import Foundation

/// The inputs mutations start from: whole layout files, visual format strings and equation
/// lines. The built-in entries cover every statement, modifier and format feature; the
/// example layouts (`Layouts/*.vfl`, the seed among them) are added at run time with
/// ``loadingLayouts(in:)``.
public struct FuzzCorpus: Sendable {
    /// Whole `.vfl` files.
    public var layoutFiles: [String]
    /// Visual format strings, as passed to Apple's parser (views `a`, `b`, `c`, `_v1`, `zz`).
    public var visualFormats: [String]
    /// Equation statements over the views and metrics of ``equationPreamble``.
    public var equations: [String]

    /// The built-in corpus.
    public static let builtIn = FuzzCorpus(
        layoutFiles: [richLayout, toolbarLayout, guidesLayout],
        visualFormats: builtInFormats,
        equations: builtInEquations)

    /// The built-in corpus plus every `.vfl` file directly in `folder` (sorted by name, so the
    /// corpus is the same on every run). A folder that cannot be read adds nothing.
    public static func loadingLayouts(in folder: String) -> FuzzCorpus {
        var corpus = builtIn
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".vfl") }.sorted()
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            corpus.layoutFiles.append(String(decoding: data, as: UTF8.self))
        }
        return corpus
    }

    /// The declarations equations are checked against: views `a`, `b`, `c` (in `a`), `d` (in
    /// `c`), a button and a label, a guide `g` in `a`, metrics `pad`, `h`, `half` and `neg`.
    public static let equationPreamble = """
        canvas 320x568
        metrics pad=20 h=100 half=0.5 neg=-4
        view a
        view b
        view c in a intrinsic 40x40
        view d in c
        button ok "OK" in b
        label title "Title" in b
        guide g in a

        """

    /// A file that uses every statement and modifier.
    public static let richLayout = """
        \u{FEFF}# Every statement kind.
        canvas iphone-se landscape
        spacing 8 20
        direction rtl
        metrics pad=20 h=100 neg=-4
        view card
        view avatar in card intrinsic 40x40 hugging 251 250 compression required
        button ok "OK \\"now\\"" in card hugging defaultLow+1
        label title "Hello, 界 👍🏽" in card baseline 14 4
        H:|-pad-[avatar]-[title]-| alignAllCenterY
        V:|-[avatar(==h@750)]-(>=8)-[ok] alignAllLeading|alignAllTrailing
        gap: ok.leading == avatar.trailing + 8 @defaultHigh - 1
        title.width >= 0.5 * card.width - neg @750 # half
        ok.height == 44
        stack form in card vertical spacing 12 alignment leading baselineRelative
        label name "Name" in form hidden spacingAfter system
        stack bar in form distribution .equalSpacing alignment center marginsRelative margins 0 16 0 16 spacingAfter -4
        """

    /// A toolbar over a photo: nesting three deep, an aspect ratio, baselines, multipliers on
    /// both sides, a priority ladder, a tab in the whitespace.
    public static let toolbarLayout = """
        canvas ipad landscape
        metrics bar=44 edge=12 ratio=0.75
        view toolbar
        view photo
        view frame in photo
        button back "‹ Back" in toolbar
        label caption "Sunset, 7:42 pm" in toolbar baseline 14 4
        button share "Share" in toolbar hugging required
        H:|[toolbar]|
        V:|[toolbar(bar)][photo]|
        H:|-edge-[back]-(>=8)-[caption]-(>=8@749)-[share]-edge-|	alignAllLastBaseline
        back.centerY == toolbar.centerY
        caption.centerX == toolbar.centerX @defaultHigh
        photo.leading == root.leading
        photo.width == 1 * root.width
        frame.height == ratio * frame.width
        frame.width <= photo.width - 40
        frame.width == photo.width @defaultLow
        frame.centerX == photo.centerX
        frame.centerY == photo.centerY @fittingSizeLevel + 1

        """

    /// Safe areas, layout margins and guides: a device's insets over a `safearea` statement,
    /// `|-` on the margins, margin attributes, a view's guides and a guide of one's own.
    public static let guidesLayout = """
        canvas iphone-15
        safearea portrait 59 0 34 0 landscape 0 59 21 59
        sizeclass landscape regular
        spacing 8 margins
        view card margins 16 20 16 20 preservesSuperviewLayoutMargins true
        view inner in card insetsLayoutMarginsFromSafeArea false margins 4
        label title "Title" in card
        guide gap in card
        H:|-[card]-|
        card.top == root.safeArea.top + 8
        card.bottom == root.safeAreaLayoutGuide.bottom
        V:|-[title]
        title.leading == card.leadingMargin
        gap.leading == title.trailing
        gap.width == 8
        gap.top == card.margins.top
        gap.height == 1
        inner.leading == gap.trailing
        inner.trailing == card.trailingMargin
        inner.top == card.topMargin
        inner.bottom == card.layoutMarginsGuide.bottom
        """

    static let builtInFormats = [
        "H:|-[a]-|", "V:|-[a]-[b]-|", "|-[a]-[b]-[c(>=20)]-|", "[a]-[b]", "[a][b]", "H:[a(==b)]",
        "V:[a(100@20)]", "H:[a(>=50,<=100@750)]", "H:|-10-[a]-(>=20@750)-|", "V:|-(-5)-[a]-8-|",
        "H:[a]-(0)-[b]", "V:[a(==b,>=5)]", "V:[a(>=b@500)]", "H:|[a]|", "H:[a(20.3333)]", "V:[a]-12-[b]",
        "H:|-m-[a]-p-|", "H:[a(m)]-(>=p@m)-[b]", "[_v1]-[zz]", "H:[a(.5)]", "H:[a(0x10)]", "H:[a(1e2)]",
        "V:|-[a]-12-[b]-|", "H:[a]-10-|", "H:|-(20)-[a]", "|[a]-[b]-[c]|", "V:[a(15)][b(==a)][c(==b)]",
        "H:[a]", "[a(<=44.5)]", "[a(10)]-[b]", "H:|-[a]-[b(==a)]-[c(==a)]-|"
    ]

    static let builtInEquations = [
        "a.width == 100", "b.left == a.right + 8", "a.width >= 0.5 * b.width + 10 @750",
        "c.centerX == a.centerX", "b.height == 44 @defaultHigh", "b.top == a.bottom - pad",
        "a.width == b.height * 2", "gap: b.left == a.right + 8", "d.leading == c.leading + pad",
        "ok.firstBaseline == title.firstBaseline", "title.lastBaseline == ok.baseline",
        "a.width == half * root.width", "a.left == -b.left", "c.height <= h @dragThatCanResizeScene",
        "a.top == root.top + 20", "b.width == a.width * 0.5 - neg @ .defaultLow + 1",
        "d.centerY == c.centerY", "root.trailing == b.trailing + pad",
        "a.leading == root.leadingMargin", "b.top == root.safeArea.top + 8", "c.trailing == a.margins.trailing - pad",
        "g.leading == c.trailing", "g.width == 0.5 * a.width", "d.centerX == a.centerXWithinMargins"
    ]
}
