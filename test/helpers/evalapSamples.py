"""Reads the code blocks of the EvalAP docs without running them, for test/evalap.codeBlocks.test.ts.

Input (stdin, JSON): a list of pages, each {"page": str, "blocks": [{"index": int, "lang": str, "code": str}]},
blocks in page order. Output (stdout, JSON): one entry per block,
{"page", "index", "syntaxError", "requests", "metrics"}:

- syntaxError: "line N: message" when a Python block does not parse, else null;
- requests: the HTTP calls the block makes with `requests.<method>(...)` (Python) or `curl` (shell), each
  {"method", "url", "json", "params", "dataFile", "line"}; "url" is null when it cannot be worked out,
  "dataFile" names the file of `curl -d @file`, and "jsonError" says why a curl's `-d` is not JSON;
- metrics: the metric names the block registers with `metric_registry.register(name=...)`.

Values are worked out from the literals of the page: a name is looked up among the page's earlier
assignments (a page's blocks continue one another), a call to a function of the page that returns a
dict literal gives that dict. Anything else (a value known only when the code runs) is {"$unknown": source}.
"""

import ast
import copy
import json
import shlex
import sys

HTTP_METHODS = {"get", "post", "put", "patch", "delete"}


def unknown(node):
    return {"$unknown": ast.unparse(node) if isinstance(node, ast.AST) else str(node)}


def is_unknown(value):
    return isinstance(value, dict) and set(value) == {"$unknown"}


class PageReader(ast.NodeVisitor):
    """Walks the blocks of one page in source order, keeping what each name holds."""

    def __init__(self):
        self.names = {}
        self.functions = {}
        self.requests = []
        self.metrics = []

    # --- values -----------------------------------------------------------------------------------

    def value(self, node):
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Dict):
            result = {}
            for key, item in zip(node.keys, node.values):
                if key is None:  # {**other}
                    spread = self.value(item)
                    if isinstance(spread, dict) and not is_unknown(spread):
                        result.update(spread)
                    continue
                name = self.value(key)
                result[name if isinstance(name, str) else ast.unparse(key)] = self.value(item)
            return result
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.value(item) for item in node.elts]
        if isinstance(node, ast.Name):
            return copy.deepcopy(self.names.get(node.id, unknown(node)))
        if isinstance(node, ast.JoinedStr):
            text = self.template(node)
            return text if text is not None and "{" not in text else unknown(node)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.value(node.left), self.value(node.right)
            if isinstance(left, list) and isinstance(right, list):
                return left + right
            return unknown(node)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in self.functions:
            return self.value(self.functions[node.func.id])
        return unknown(node)

    def template(self, node):
        """A string whose unknown parts are written {like_this}, or None."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            known = self.names.get(node.id)
            return known if isinstance(known, str) else None
        if isinstance(node, ast.JoinedStr):
            parts = []
            for part in node.values:
                if isinstance(part, ast.Constant):
                    parts.append(part.value)
                    continue
                known = self.value(part.value)
                parts.append(str(known) if isinstance(known, (str, int)) else "{" + ast.unparse(part.value) + "}")
            return "".join(parts)
        return None

    # --- statements -------------------------------------------------------------------------------

    def visit_Assign(self, node):
        self.generic_visit(node)
        for target in node.targets:
            if isinstance(target, ast.Name):
                self.names[target.id] = self.value(node.value)
            elif isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
                holder = self.names.get(target.value.id)
                key = self.value(target.slice)
                if isinstance(holder, dict) and not is_unknown(holder) and isinstance(key, str):
                    holder[key] = self.value(node.value)
            else:  # a, b = ...: known only at run time
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        self.names[name.id] = unknown(name)

    def visit_For(self, node):
        for name in ast.walk(node.target):
            if isinstance(name, ast.Name):
                self.names[name.id] = unknown(name)
        self.generic_visit(node)

    def visit_With(self, node):
        for item in node.items:
            if item.optional_vars is not None:
                for name in ast.walk(item.optional_vars):
                    if isinstance(name, ast.Name):
                        self.names[name.id] = unknown(name)
        self.generic_visit(node)

    def visit_FunctionDef(self, node):
        returned = [n.value for n in ast.walk(node) if isinstance(n, ast.Return) and isinstance(n.value, ast.Dict)]
        if len(returned) == 1:
            self.functions[node.name] = returned[0]
        for decorator in node.decorator_list:
            if isinstance(decorator, ast.Call) and ast.unparse(decorator.func).endswith("metric_registry.register"):
                for keyword in decorator.keywords:
                    if keyword.arg == "name" and isinstance(keyword.value, ast.Constant):
                        self.metrics.append(keyword.value.value)
        # The body runs with arguments known only when it is called: its names stay local.
        saved = dict(self.names)
        for arg in node.args.args + node.args.kwonlyargs:
            self.names[arg.arg] = unknown(arg.arg)
        self.generic_visit(node)
        self.names = saved

    def visit_Call(self, node):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in HTTP_METHODS and ast.unparse(func.value) == "requests":
            keywords = {k.arg: k.value for k in node.keywords if k.arg}
            url_node = node.args[0] if node.args else keywords.get("url")
            self.requests.append({
                "method": func.attr.upper(),
                "url": self.template(url_node) if url_node is not None else None,
                "json": self.value(keywords["json"]) if "json" in keywords else None,
                "params": self.value(keywords["params"]) if "params" in keywords else None,
                "dataFile": None,
                "line": node.lineno,
            })
        self.generic_visit(node)


def shell_words(text):
    lexer = shlex.shlex(text, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    # A backslash before a newline leaves the newline as a word of its own: the shell joins the lines.
    return [word for word in lexer if word.strip()]


def shell_commands(code):
    """The block's command lines as shell words, each with its first line number: a line that ends with
    a backslash, or inside an open quote, goes on with the next."""
    start, pending = None, []
    for number, line in enumerate(code.split("\n"), start=1):
        start = start or number
        pending.append(line)
        text = "\n".join(pending)
        if line.endswith("\\"):
            continue
        try:
            words = shell_words(text)
        except ValueError:  # a quote still open
            continue
        yield start, words
        start, pending = None, []


def curl_requests(code):
    """The curl commands of a shell block, read with shlex as the shell would split them."""
    found = []
    for number, words in shell_commands(code):
        commands, current = [], []
        for word in words:
            if word in {"|", "||", "&&", ";", "&"}:
                commands.append(current)
                current = []
            else:
                current.append(word)
        commands.append(current)
        for command in commands:
            if not command or command[0] != "curl":
                continue
            method, url, data = None, None, None
            args = iter(command[1:])
            for arg in args:
                if arg in ("-X", "--request"):
                    method = next(args, None)
                elif arg in ("-d", "--data", "--data-raw", "--data-binary", "--json"):
                    data = next(args, "")
                elif arg in ("-H", "--header", "-o", "--output", "-u", "--user", "-F", "--form"):
                    next(args, None)
                elif arg.startswith("http://") or arg.startswith("https://"):
                    url = arg
            request = {"method": method or ("POST" if data is not None else "GET"), "url": url, "json": None,
                       "params": None, "dataFile": None, "line": number}
            if data is not None and data.startswith("@"):
                request["dataFile"] = data[1:]
            elif data is not None:
                try:
                    request["json"] = json.loads(data)
                except ValueError as error:
                    request["jsonError"] = str(error)
            found.append(request)
    return found


def main():
    pages = json.load(sys.stdin)
    out = []
    for page in pages:
        reader = PageReader()
        for block in page["blocks"]:
            entry = {"page": page["page"], "index": block["index"], "syntaxError": None, "requests": [], "metrics": []}
            if block["lang"] == "python":
                try:
                    tree = ast.parse(block["code"])
                except SyntaxError as error:
                    entry["syntaxError"] = f"line {error.lineno}: {error.msg}"
                else:
                    reader.requests, reader.metrics = [], []
                    reader.visit(tree)
                    entry["requests"], entry["metrics"] = reader.requests, reader.metrics
            elif block["lang"] in ("shell", "bash", "sh"):
                entry["requests"] = curl_requests(block["code"])
            out.append(entry)
    json.dump(out, sys.stdout)


main()
