// VisualFormat: Apple's Visual Format Language alone, parsed as Apple parses it, with Apple's
// errors: `VisualFormatLanguage` on names, `LayoutConstraint.constraints(withVisualFormat:...)`
// on views. The `.vfl` layout file, whose lines may hold VFL strings, is LayoutFiles.
