// AutoLayout: views, attributes, layout constraints, anchors, priorities, intrinsic content
// size, hugging and compression resistance, frames. The only importer of Cassowary.
