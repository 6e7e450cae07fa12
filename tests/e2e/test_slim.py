"""tools/slim.py: app.zip.gz carries the game's Python without comments and docstrings. Every file of
py/ must still mean the same (the same syntax tree once docstrings are set aside) and keep its
line numbers, so a traceback from the browser points at the right line of py/."""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from conftest import build

from tools.slim import slim

SOURCES = sorted(p for p in (ROOT / "py").rglob("*.py") if "__pycache__" not in p.parts)


def _without_docstrings(source: str) -> str:
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            node.body = [s for s in body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)
                                                 and isinstance(s.value.value, str))] or [ast.Pass()]
    return ast.dump(tree)


def test_every_module_means_the_same_on_the_same_lines():
    for path in SOURCES:
        source = path.read_text(encoding="utf-8")
        slimmed = slim(source)
        assert slimmed.count("\n") == source.count("\n"), path
        assert _without_docstrings(slimmed) == _without_docstrings(source), path
        assert "#" not in "".join(line for line in slimmed.splitlines() if line.lstrip().startswith("#")), path


def test_comments_and_docstrings_go_strings_in_code_stay():
    source = ('"""Module doc,\non two lines."""\n\nX = "# not a comment"  # a comment\n\n\n'
              'def f():\n    """Doc."""\n    return "kept"\n')
    assert slim(source) == '"""\n"""\n\nX = "# not a comment"\n\n\ndef f():\n    ""\n    return "kept"\n'


def test_the_built_zip_is_slim(site_dir):
    with build.read_app(site_dir) as archive:
        shipped = archive.read("ui/dom.py").decode("utf-8")
    source = (ROOT / "py" / "ui" / "dom.py").read_text(encoding="utf-8")
    assert shipped == slim(source) and len(shipped) < len(source)
