"""The mutants of bench/mutation.py: every one-node change of a rules module's AST that the
operators listed in mutation.py's docstring allow, each patched into the module's bytes (only the
mutated node's bytes change) and checked to parse to exactly the mutated tree; and the
deterministic sample of them a run takes."""

from __future__ import annotations

import ast
import hashlib
import math
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CMP_SWAP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
            ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}
CMP_TEXT = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
            ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not"}
BIN_SWAP = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult, ast.Div: ast.Mult,
            ast.Mod: ast.FloorDiv, ast.Pow: ast.Mult, ast.LShift: ast.RShift, ast.RShift: ast.LShift,
            ast.BitOr: ast.BitAnd, ast.BitAnd: ast.BitOr, ast.BitXor: ast.BitAnd}
BIN_TEXT = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Div: "/", ast.Mod: "%",
            ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|", ast.BitAnd: "&", ast.BitXor: "^"}
# How an operator token may be spelled in the source (regex, at the token's first character).
TOKEN = {"not in": r"not\s+in\b", "is not": r"is\s+not\b", "in": r"in\b", "is": r"is\b", "and": r"and\b",
         "or": r"or\b"}


@dataclass
class Mutant:
    module: str
    index: int  # in the module's candidates, source order
    line: int
    col: int
    operator: str
    original: str  # the original lines the patch touches (dedented, stripped)
    mutated: str  # the same lines in the mutant
    source: bytes = field(repr=False)

    def sort_key(self) -> tuple:
        return (self.module, self.line, self.col, self.operator, self.index)

    def record(self) -> dict:
        return {"module": self.module, "line": self.line, "operator": self.operator,
                "original": self.original, "mutated": self.mutated}


class PatchError(Exception):
    pass


class Source:
    """A module's bytes with AST (line, UTF-8 column) positions turned into byte offsets."""

    def __init__(self, data: bytes):
        self.data = data
        self.starts = [0]
        for i, byte in enumerate(data):
            if byte == 0x0A:
                self.starts.append(i + 1)

    def offset(self, line: int, col: int) -> int:
        return self.starts[line - 1] + col

    def start(self, node: ast.AST) -> int:
        return self.offset(node.lineno, node.col_offset)

    def end(self, node: ast.AST) -> int:
        return self.offset(node.end_lineno, node.end_col_offset)

    def text(self, node: ast.AST) -> str:
        return self.data[self.start(node):self.end(node)].decode("utf-8")

    def token(self, after: ast.AST, before: ast.AST, spelled: str) -> tuple[int, int]:
        """The byte span of the operator token between two operands (skipping parentheses,
        whitespace, line continuations and comments)."""
        lo, hi = self.end(after), self.start(before)
        gap = self.data[lo:hi].decode("utf-8")
        i = 0
        while i < len(gap):
            if gap[i] in " \t\r\n\\()":
                i += 1
            elif gap[i] == "#":
                while i < len(gap) and gap[i] != "\n":
                    i += 1
            else:
                break
        match = re.compile(TOKEN.get(spelled, re.escape(spelled))).match(gap, i)
        if not match:
            raise PatchError(f"no {spelled!r} in {gap!r}")
        return lo + len(gap[:match.start()].encode("utf-8")), lo + len(gap[:match.end()].encode("utf-8"))


def _skipped_subtrees(tree: ast.AST) -> set[int]:
    """ids of nodes never mutated: annotations, f-strings, asserts, docstrings."""
    skip: set[int] = set()

    def mark(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.JoinedStr, ast.Assert)):
            mark(node)
        elif isinstance(node, (ast.AnnAssign, ast.arg)):
            mark(node.annotation)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mark(node.returns)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                mark(first)
    return skip


def _is_str(node: ast.AST) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def candidates(module: str) -> tuple[list[Mutant], list[str]]:
    """Every mutant of a module, in source order, each verified; and the ones that could not be made."""
    data = (ROOT / module).read_bytes()
    src = Source(data)
    tree = ast.parse(data, filename=module)
    skip = _skipped_subtrees(tree)
    parents: dict[int, tuple[ast.AST, str, int | None]] = {}
    for node in ast.walk(tree):
        for name, value in ast.iter_fields(node):
            if isinstance(value, list):
                for i, child in enumerate(value):
                    if isinstance(child, ast.AST):
                        parents[id(child)] = (node, name, i)
            elif isinstance(value, ast.AST):
                parents[id(value)] = (node, name, None)

    def slot(node: ast.AST):
        """apply(), undo() putting a replacement in node's place in its parent, and back."""
        parent, name, index = parents[id(node)]

        def put(value: ast.AST) -> None:
            if index is None:
                setattr(parent, name, value)
            else:
                getattr(parent, name)[index] = value
        return put

    # (node for position, operator, patches [(start, end, text)], apply(), undo())
    sites: list[tuple[ast.AST, str, list[tuple[int, int, str]], object, object]] = []

    def add(node, operator, patches, apply, undo):
        sites.append((node, operator, patches, apply, undo))

    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        try:
            if isinstance(node, ast.Compare):
                for i, op in enumerate(node.ops):
                    new = CMP_SWAP[type(op)]
                    left = node.left if i == 0 else node.comparators[i - 1]
                    lo, hi = src.token(left, node.comparators[i], CMP_TEXT[type(op)])

                    def apply(node=node, i=i, new=new):
                        node.ops[i] = new()

                    def undo(node=node, i=i, op=op):
                        node.ops[i] = op

                    add(node, f"compare: {CMP_TEXT[type(op)]} -> {CMP_TEXT[new]}", [(lo, hi, CMP_TEXT[new])],
                        apply, undo)
            elif isinstance(node, (ast.BinOp, ast.AugAssign)) and type(node.op) in BIN_SWAP:
                op, new = node.op, BIN_SWAP[type(node.op)]
                if isinstance(node, ast.BinOp):
                    if type(op) in (ast.Add, ast.Mod) and (_is_str(node.left) or _is_str(node.right)):
                        continue
                    left, right, eq, kind = node.left, node.right, "", "arith"
                else:
                    left, right, eq, kind = node.target, node.value, "=", "augassign"
                lo, hi = src.token(left, right, BIN_TEXT[type(op)] + eq)

                def apply(node=node, new=new):
                    node.op = new()

                def undo(node=node, op=op):
                    node.op = op

                add(node, f"{kind}: {BIN_TEXT[type(op)]}{eq} -> {BIN_TEXT[new]}{eq}",
                    [(lo, hi, BIN_TEXT[new] + eq)], apply, undo)
            elif isinstance(node, ast.Constant) and type(node.value) is bool:
                old = node.value

                def apply(node=node, old=old):
                    node.value = not old

                def undo(node=node, old=old):
                    node.value = old

                add(node, f"bool: {old} -> {not old}", [(src.start(node), src.end(node), str(not old))],
                    apply, undo)
            elif isinstance(node, ast.Constant) and type(node.value) is int:
                old = node.value
                new_value = 0 if old == 1 else old + 1

                def apply(node=node, new_value=new_value):
                    node.value = new_value

                def undo(node=node, old=old):
                    node.value = old

                add(node, f"int: {old} -> {new_value}", [(src.start(node), src.end(node), str(new_value))],
                    apply, undo)
            elif isinstance(node, ast.BoolOp):
                op = node.op
                old_text, new_text = ("and", "or") if isinstance(op, ast.And) else ("or", "and")
                patches = [(*src.token(a, b, old_text), new_text) for a, b in zip(node.values, node.values[1:])]

                def apply(node=node, op=op):
                    node.op = ast.Or() if isinstance(op, ast.And) else ast.And()

                def undo(node=node, op=op):
                    node.op = op

                add(node, f"boolop: {old_text} -> {new_text}", patches, apply, undo)
            elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
                put = slot(node)
                add(node, "drop not", [(src.start(node), src.end(node), f"({src.text(node.operand)})")],
                    lambda put=put, node=node: put(node.operand), lambda put=put, node=node: put(node))
            elif isinstance(node, ast.Return) and node.value is not None and not (
                    isinstance(node.value, ast.Constant) and node.value.value is None):
                value = node.value

                def apply(node=node):
                    node.value = ast.Constant(None)

                def undo(node=node, value=value):
                    node.value = value

                add(node, "return None", [(src.start(value), src.end(value), "None")], apply, undo)
            elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                put = slot(node)
                add(node, "drop call", [(src.start(node), src.end(node), "pass")],
                    lambda put=put: put(ast.Pass()), lambda put=put, node=node: put(node))
        except PatchError as error:
            print(f"  {module}:{node.lineno}: cannot patch ({error})", file=sys.stderr)

    sites.sort(key=lambda s: (s[0].lineno, s[0].col_offset, s[1]))
    mutants, failed = [], []
    for index, (node, operator, patches, apply, undo) in enumerate(sites):
        apply()
        expected = ast.dump(tree)
        undo()
        mutated = data
        for lo, hi, text in sorted(patches, reverse=True):
            mutated = mutated[:lo] + text.encode("utf-8") + mutated[hi:]
        where = f"{module}:{node.lineno} {operator}"
        try:
            compile(mutated, module, "exec")
            if ast.dump(ast.parse(mutated)) != expected:
                failed.append(f"{where}: the patched source is not the mutated tree")
                continue
        except SyntaxError as error:
            failed.append(f"{where}: does not compile ({error})")
            continue
        lo = min(p[0] for p in patches)
        hi = max(p[1] for p in patches)
        first = data.rfind(b"\n", 0, lo) + 1
        last = data.find(b"\n", hi)
        last = len(data) if last < 0 else last
        grown = len(mutated) - len(data)
        mutants.append(Mutant(module, index, node.lineno, node.col_offset, operator,
                              _lines(data[first:last]), _lines(mutated[first:last + grown]), mutated))
    assert ast.dump(tree) == ast.dump(ast.parse(data)), f"{module}: the tree was not restored"
    return mutants, failed


def _lines(chunk: bytes) -> str:
    lines = chunk.decode("utf-8").splitlines()
    indent = min((len(s) - len(s.lstrip()) for s in lines if s.strip()), default=0)
    return "\n".join(s[indent:].rstrip() for s in lines).strip()


def sample_size(count: int, cap: int) -> int:
    return min(cap, count, max(3, round(math.sqrt(count))))


def sample(mutants: list[Mutant], cap: int) -> list[Mutant]:
    def key(m: Mutant) -> str:
        return hashlib.sha256(f"{m.module}#{m.index}".encode()).hexdigest()

    chosen = sorted(mutants, key=key)[:sample_size(len(mutants), cap)]
    return sorted(chosen, key=lambda m: m.index)
