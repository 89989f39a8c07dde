import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document read by Foundation's `XMLParser` (libxml2 on Linux): the pictures and the
/// page are checked to be well-formed by a real parser, and their elements found by name and
/// attribute rather than by searching text.
final class XMLElement {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement] = []
    /// The character data directly inside the element.
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and every element under it, in document order.
    var all: [XMLElement] { [self] + children.flatMap(\.all) }

    /// The elements named `name` with every attribute of `matching`, in document order.
    func elements(_ name: String, _ matching: [String: String] = [:]) -> [XMLElement] {
        all.filter { element in
            element.name == name && matching.allSatisfy { element.attributes[$0.key] == $0.value }
        }
    }

    /// The text of this element and all under it, in order.
    var allText: String { text + children.map(\.allText).joined() }

    /// A number attribute.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// Parses `text`; nil (with the parser's error) when it is not well-formed XML.
    static func parse(_ text: String) -> (root: XMLElement?, error: String?) {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return (nil, parser.parserError.map { "\($0) at line \(parser.lineNumber)" } ?? "no root")
        }
        return (root, nil)
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElement?
    private var stack: [XMLElement] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = XMLElement(name: elementName, attributes: attributes)
        if let parent = stack.last { parent.children.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
