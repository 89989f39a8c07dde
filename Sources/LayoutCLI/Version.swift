/// The version `layout --version` prints. The one place it is written.
enum Version {
    /// Semantic version of the `layout` command and its libraries.
    static let current = "0.1.0"
}
