// Tests for this module live beside this file, one test file per source file.
