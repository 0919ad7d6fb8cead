"""The README's "Use it from Python" example: it is examples/quickstart.py word for word, and it
runs against a real server with the installed client."""

from __future__ import annotations

import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.join(HERE, "..", "examples", "quickstart.py")
README = os.path.join(HERE, "..", "..", "..", "README.md")


class ReadmeExampleTest(unittest.TestCase):
    def test_the_readme_shows_the_example_file(self) -> None:
        with open(EXAMPLE) as f:
            example = f.read()
        with open(README) as f:
            readme = f.read()
        self.assertIn("```python\n" + example + "```\n", readme)

    def test_the_example_runs(self) -> None:
        done = subprocess.run([sys.executable, EXAMPLE], capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(done.stdout, "0 hello from Linux\n2 /tmp/data.csv\na,b\n1,2\n")


if __name__ == "__main__":
    unittest.main()
