/// An optional value kept out of line: unset, it costs one pointer instead of its whole size.
///
/// For the parts of a declaration most views leave unset (a stack's arrangement, a text's
/// content and attributes): a file of 20,000 plain views would otherwise carry their room
/// 20,000 times.
@propertyWrapper
struct OutOfLine<Value: Sendable & Hashable>: Sendable, Hashable {
    private indirect enum Storage: Sendable, Hashable {
        case none
        case some(Value)
    }

    private var storage: Storage

    init(wrappedValue: Value?) {
        storage = wrappedValue.map { .some($0) } ?? .none
    }

    var wrappedValue: Value? {
        get {
            if case .some(let value) = storage { return value }
            return nil
        }
        set { storage = newValue.map { .some($0) } ?? .none }
    }
}
