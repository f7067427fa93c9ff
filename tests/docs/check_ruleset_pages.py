#!/usr/bin/env python3
"""The rule-set pages in docs/rulesets/ against the schemas `muster schema` writes.

usage: check_ruleset_pages.py MUSTER SOURCE_DIR

For every rule set muster names, docs/rulesets/<id>.md must:
1. have a key table (a table under "## Scenario keys") whose first cells name, as
   `dotted.paths`, every key `muster schema <id>` lists, and no key the schema lacks
   (a row may go below a key the schema reads in a form it does not describe);
2. do the same under "## Orbat keys" for `muster schema <id> --kind orbat`, when the
   rule set reads orbat files;
3. name every shipped scenario of the rule set (scenarios/<id>-*.yaml), and only scenario
   and orbat files that exist;
4. link only to files that exist and to headings that exist in them (docs/DECISIONS.md
   anchors as GitHub makes them), and show only images that exist.
docs/rulesets/README.md must link every page, and its links are checked too; the project's
README.md must link the index and every page.

Only property paths are compared: descriptions, defaults and the forms a key takes may
change in the schema without the pages failing.
"""
import functools, json, os, re, subprocess, sys

muster, source = sys.argv[1:3]
docs = os.path.join(source, "docs", "rulesets")
failures = []


def fail(message):
    failures.append(message)
    print("FAIL:", message)


def schema(ruleset, kind):
    result = subprocess.run([muster, "schema", ruleset, "--kind", kind], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    return json.loads(result.stdout)


def recursive_lists(paths):
    """Lists that hold themselves (a command's `commands`): their items read alike at every depth."""
    return {m.group(1) for path in paths for m in re.finditer(r"([\w-]+)\[\]\.\1\[\]", path)}


def fold(paths):
    """A tree of commands repeats itself: `commands[].commands[].units[].name` and
    `units[].name` are the same key, written once in the table as `units[].name`."""
    for name in recursive_lists(paths):
        level = re.compile(r"(^|\.)" + re.escape(name) + r"\[\]\.")
        folded = {}
        for path, nodes in paths.items():
            key = path
            while level.search(key):
                key = level.sub(r"\1", key)
            folded.setdefault(key, []).extend(nodes)
        paths = folded
    return paths


def key_paths(node, prefix="", out=None):
    """Every property path of a schema, 'a.b', 'a.<Key>.c' for keys the writer names,
    'a[].b' for a list's items; alternatives (anyOf, oneOf, allOf) all count.
    Returns {path: [the schema nodes found at that path]}."""
    if out is None:
        out = {}
    if not isinstance(node, dict):
        return out
    for alternatives in ("anyOf", "oneOf", "allOf"):
        for alternative in node.get(alternatives, []):
            key_paths(alternative, prefix, out)
    children = [(name, sub) for name, sub in node.get("properties", {}).items()]
    children += [("<Key>", sub) for sub in node.get("patternProperties", {}).values()]
    if isinstance(node.get("additionalProperties"), dict):
        children.append(("<Key>", node["additionalProperties"]))
    for name, sub in children:
        path = prefix + ("." if prefix else "") + name
        out.setdefault(path, []).append(sub)
        key_paths(sub, path, out)
    if isinstance(node.get("items"), dict):
        key_paths(node["items"], prefix + "[]", out)
    return out


def has_children(nodes):
    """The key is a block or list of keys of its own (their rows stand for it)."""
    def shaped(node):
        if not isinstance(node, dict):
            return False
        if node.get("properties") or node.get("patternProperties") or isinstance(node.get("additionalProperties"), dict):
            return True
        if shaped(node.get("items")):
            return True
        return any(shaped(alt) for key in ("anyOf", "oneOf", "allOf") for alt in node.get(key, []))
    return any(shaped(node) for node in nodes)


def expand(cell):
    """`sides.{USA,CSA}.name` stands for both sides' rows."""
    match = re.search(r"\{([^{}]*,[^{}]*)\}", cell)
    if not match:
        return [cell]
    return [path for choice in match.group(1).split(",")
            for path in expand(cell[:match.start()] + choice.strip() + cell[match.end():])]


def section(text, heading):
    match = re.search(r"^## " + re.escape(heading) + r"\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    return match.group(1) if match else None


def table_keys(body):
    keys = []
    for line in body.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else []
        if cells and re.fullmatch(r"`[^`]+`", cells[0]):
            # `<kind>`, `<Key>`: a key the writer names; the schema says <Key> for every such one.
            keys.extend(re.sub(r"<[^<>]+>", "<Key>", key) for key in expand(cells[0].strip("`")))
    return keys


def check_keys(page, text, heading, paths):
    body = section(text, heading)
    if body is None:
        fail(f"{page}: no '## {heading}' section")
        return
    written = table_keys(body)
    if not written:
        fail(f"{page}: '## {heading}' has no table of `keys`")
    for path, nodes in paths.items():
        described = path in written or any(key.startswith(path + ".") or key.startswith(path + "[]") for key in written)
        if path.endswith("<Key>"):
            # The values of a free mapping (a count per kind, a variant's keys) are told in its own row.
            described = described or any(path.startswith(key + ".") or path.startswith(key + "[]") for key in written)
        inside_a_file = any(parent in paths and file_or_inline(paths[parent]) for parent in ancestors(path))
        if not has_children(nodes) and not described and not inside_a_file:
            fail(f"{page}: '## {heading}' lacks the key `{path}` that the schema lists")
    for key in written:
        if key in paths:
            continue
        if any(parent in paths and open_shape(paths[parent]) for parent in ancestors(key)):
            continue
        fail(f"{page}: '## {heading}' names `{key}`, which the schema does not have")
    for key in set(k for k in written if written.count(k) > 1):
        fail(f"{page}: '## {heading}' names `{key}` twice")


def file_or_inline(nodes):
    """A key that names a file or holds the file's content (`orbat`, `units`): its inner keys
    are those of the file, told in the page's orbat table or in rows of their own."""
    def either(node):
        types = node.get("type", []) if isinstance(node, dict) else []
        types = [types] if isinstance(types, str) else types
        return "string" in types and ("object" in types or "array" in types)
    return any(either(node) for node in nodes)


def open_shape(nodes):
    """The schema takes any value here ('read in a form the schema does not describe'),
    or a file's name or its content: rows below it document what the reader reads."""
    def open_node(node):
        if not isinstance(node, dict):
            return True
        constraining = {"type", "enum", "const", "properties", "patternProperties", "items",
                        "anyOf", "oneOf", "allOf", "pattern", "minimum", "maximum"}
        return not (constraining & set(node))
    return any(open_node(node) for node in nodes) or file_or_inline(nodes)


def ancestors(path):
    return [path[:m.start()] for m in re.finditer(r"\.|\[\]", path)]


@functools.lru_cache(maxsize=None)
def github_anchors(path):
    """The anchors GitHub gives a Markdown file's headings."""
    anchors, seen = set(), {}
    in_code = False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("```"):
                in_code = not in_code
            match = None if in_code else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if not match:
                continue
            slug = re.sub(r"[^\w\- ]", "", match.group(1).lower()).replace(" ", "-")
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


def check_links(page, text):
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        file_part, _, anchor = target.partition("#")
        path = os.path.normpath(os.path.join(docs, file_part)) if file_part else os.path.join(docs, page)
        if not os.path.exists(path):
            fail(f"{page}: links to {target}, and {os.path.relpath(path, source)} does not exist")
            continue
        if anchor and path.endswith(".md") and anchor not in github_anchors(path):
            fail(f"{page}: links to {target}, and {os.path.relpath(path, source)} has no heading with that anchor")
    for named in set(re.findall(r"scenarios/[\w./-]+\.yaml", text)):
        if not os.path.exists(os.path.join(source, named)):
            fail(f"{page}: names {named}, which does not exist")


help_text = subprocess.run([muster, "schema", "--help"], capture_output=True, text=True).stdout
rulesets = re.search(r"\{([a-z,]+)\}", help_text).group(1).split(",")
assert len(rulesets) >= 5, help_text
index_path = os.path.join(docs, "README.md")
index = open(index_path, encoding="utf-8").read() if os.path.exists(index_path) else ""
if not index:
    fail("docs/rulesets/README.md is missing")
check_links("README.md", index)

readme = open(os.path.join(source, "README.md"), encoding="utf-8").read()
for target in ["docs/rulesets/README.md"] + [f"docs/rulesets/{ruleset}.md" for ruleset in rulesets]:
    if f"]({target})" not in readme:
        fail(f"README.md does not link {target}")

for ruleset in rulesets:
    page = f"{ruleset}.md"
    path = os.path.join(docs, page)
    if not os.path.exists(path):
        fail(f"docs/rulesets/{page} is missing")
        continue
    if f"]({page})" not in index:
        fail(f"docs/rulesets/README.md does not link {page}")
    text = open(path, encoding="utf-8").read()
    scenario = schema(ruleset, "scenario")
    if scenario is None:
        fail(f"muster schema {ruleset} failed")
        continue
    check_keys(page, text, "Scenario keys", key_paths(scenario))
    orbat = schema(ruleset, "orbat")
    if orbat is not None:
        check_keys(page, text, "Orbat keys", fold(key_paths(orbat)))
    elif section(text, "Orbat keys") is not None:
        fail(f"{page}: has '## Orbat keys', and muster reads no {ruleset} orbat files")
    check_links(page, text)
    for shipped in sorted(os.listdir(os.path.join(source, "scenarios"))):
        if shipped.startswith(ruleset + "-") and f"scenarios/{shipped}" not in text:
            fail(f"{page}: does not name the shipped scenario scenarios/{shipped}")

print(f"{len(rulesets)} rule-set pages checked, {len(failures)} failures")
sys.exit(1 if failures else 0)
