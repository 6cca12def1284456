#!/usr/bin/env python3
"""The house rules, kept by a tool instead of by memory (CONTRIBUTING.md, "House rules").

  * no Swift file over 400 lines (Sources, Probe/Sources, Tests, Benchmarks);
  * no function, initializer or subscript body over 60 lines (Sources, Benchmarks);
  * no line over 200 characters in Sources;
  * no force unwrap and no `try!` in shipped code (Sources): `swift-format lint` with the rules
    NeverForceUnwrap and NeverUseForceTry of `.swift-format` (a value an invariant guarantees says so
    with `.guaranteed("…")`).

Prints every breach as `file:line: rule`, exits 1 if there is one. `--self-test` proves each rule can
fail, on made-up files.
"""
import os, re, subprocess, sys, tempfile

MAX_FILE, MAX_FUNC, MAX_LINE = 400, 60, 200
DECL = re.compile(r'^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|static|class|override|'
                  r'mutating|nonmutating|final|nonisolated|convenience|required|dynamic|lazy|indirect)(?:\([^)]*\))?\s+)*'
                  r'(func\s|init[?!]?\s*[(<]|deinit\b|subscript\s*[(<])')


def code_only(line, state):
    """The line without comments and string contents; `state` carries a multi-line string across lines."""
    out, i, n = [], 0, len(line)
    while i < n:
        if state['multi']:
            end = line.find('"""', i)
            if end < 0:
                return ''.join(out)
            state['multi'] = False
            i = end + 3
            continue
        if line.startswith('//', i):
            break
        if line.startswith('"""', i):
            state['multi'] = True
            i += 3
            continue
        if line[i] == '"':
            j = i + 1
            while j < n and line[j] != '"':
                j += 2 if line[j] == '\\' else 1
            i = j + 1
            out.append('""')
            continue
        out.append(line[i])
        i += 1
    return ''.join(out)


def long_functions(path, lines):
    state = {'multi': False}
    code = [code_only(l, state) for l in lines]
    found = []
    for start, text in enumerate(code):
        if not DECL.match(text):
            continue
        depth, opened = 0, False
        for k in range(start, len(code)):
            for ch in code[k]:
                if ch == '{':
                    depth += 1
                    opened = True
                elif ch == '}':
                    depth -= 1
            if opened and depth <= 0:
                length = k - start + 1
                if length > MAX_FUNC:
                    found.append(f"{path}:{start + 1}: function body of {length} lines (at most {MAX_FUNC})")
                break
            if not opened and k > start and (code[k].strip() == '' or DECL.match(code[k])):
                break  # a requirement without a body
    return found


def swift_files(roots):
    for root in roots:
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in ('.build', 'Resources', 'Goldens'))
            for name in sorted(files):
                if name.endswith('.swift'):
                    yield os.path.join(folder, name)


def force_unwraps(roots):
    existing = [r for r in roots if os.path.isdir(r)]
    if not existing:
        return []
    run = subprocess.run(['swift-format', 'lint', '--configuration', CONFIG, '-r', *existing],
                         capture_output=True, text=True, timeout=600)
    hits = [l for l in run.stderr.splitlines() + run.stdout.splitlines()
            if '[NeverForceUnwrap]' in l or '[NeverUseForceTry]' in l]
    return [re.sub(r':\d+: warning: ', ': ', h) for h in hits]


def check(root):
    breaches = []
    at = lambda *p: os.path.join(root, *p)
    for path in swift_files([at('Sources'), at('Probe/Sources'), at('Tests'), at('Benchmarks')]):
        rel = os.path.relpath(path, root)
        with open(path, encoding='utf-8') as f:
            lines = f.read().split('\n')
        if lines and lines[-1] == '':
            lines.pop()
        if len(lines) > MAX_FILE:
            breaches.append(f"{rel}:1: {len(lines)} lines (at most {MAX_FILE})")
        if rel.startswith(('Sources', 'Probe/Sources', 'Benchmarks')):
            breaches += long_functions(rel, lines)
        if rel.startswith(('Sources', 'Probe/Sources')):
            breaches += [f"{rel}:{i + 1}: line of {len(l)} characters (at most {MAX_LINE})"
                         for i, l in enumerate(lines) if len(l) > MAX_LINE]
    breaches += [os.path.relpath(b, root) if b.startswith('/') else b for b in force_unwraps([at('Sources'), at('Probe/Sources')])]
    return breaches


def self_test():
    """Each rule must be able to fail: a made-up tree breaking each one once."""
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, 'Sources', 'M'))
        body = '\n'.join(f'    let v{i} = {i}' for i in range(61))
        files = {
            'Long.swift': '\n'.join('// filler' for _ in range(401)) + '\n',
            'Func.swift': 'func f() {\n' + body + '\n}\n',
            'Wide.swift': 'let s = "' + 'x' * 200 + '"\n',
            'Unwrap.swift': 'let a: Int? = 1\nlet b = a!\nlet c = try! String(contentsOfFile: "")\n',
            'Fine.swift': 'func g() {\n    let s = "{ not a brace }" // }\n}\n',
        }
        for name, text in files.items():
            with open(os.path.join(tmp, 'Sources', 'M', name), 'w') as f:
                f.write(text)
        found = check(tmp)
        expect = ['Long.swift:1: 401 lines', 'Func.swift:1: function body of 63 lines', 'Wide.swift:1: line of 210',
                  'Unwrap.swift:2:', 'Unwrap.swift:3:']
        missing = [e for e in expect if not any(e in b for b in found)]
        wrong = [b for b in found if 'Fine.swift' in b]
        if missing or wrong:
            print('house-rules self-test failed; missing:', missing, 'unexpected:', wrong, 'found:', found)
            return 1
        print(f'house-rules self-test: each of the {len(expect)} breaches found, the clean file passed')
        return 0


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIG = os.path.join(ROOT, '.swift-format')

if __name__ == '__main__':
    if '--self-test' in sys.argv:
        sys.exit(self_test())
    found = check(ROOT)
    for b in found:
        print(b)
    print(f"house rules: {len(found)} breach(es)" if found else "house rules: kept (files ≤ 400 lines, functions ≤ 60, lines ≤ 200, no force unwrap)")
    sys.exit(1 if found else 0)
