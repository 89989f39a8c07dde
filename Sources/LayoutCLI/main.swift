// The `layout` command. Argument handling and output only; the work is in the libraries.
print("layout: under construction")
