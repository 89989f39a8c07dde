// LayoutRendering: frames to text — the ASCII / Unicode renderer and the text and JSON reports.
