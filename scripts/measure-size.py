#!/usr/bin/env python3
"""First-visit bytes of pages, as a phone with an empty cache downloads them.

Usage: scripts/measure-size.py http://127.0.0.1:3000 /path [/path ...]

For each page: the HTML and everything it links (stylesheet, script, wasm, icon),
each fetched with `Accept-Encoding: br, gzip` exactly as the server sends it, and
the bytes on the wire summed. Redirects are followed (a setup page without a seed
redirects to one with a seed). Budgets (issue 7): everything <= 200 KB, the wasm
<= 150 KB, HTML + CSS <= 30 KB.
"""

import re
import sys
import urllib.request
from urllib.parse import urljoin

HEADERS = {"Accept-Language": "en"}


def fetch(url: str, encoding: str = "br, gzip") -> tuple[str, bytes]:
    """The final URL and the body exactly as sent (compressed if the server chose to)."""
    request = urllib.request.Request(url, headers={**HEADERS, "Accept-Encoding": encoding})
    with urllib.request.urlopen(request) as response:
        return response.geturl(), response.read()


def linked(html: str) -> list[str]:
    """Stylesheet, module script, preloaded wasm and icon links of a page, and
    its plain scripts (`/device.js`, `/live.js`)."""
    links = re.findall(r'<link[^>]*\bhref="([^"]+)"', html)
    links += re.findall(r'<script[^>]*\bsrc="([^"]+)"', html)
    return [h for h in dict.fromkeys(links) if re.search(r"\.(css|js|wasm|svg)$", h)]


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    base, paths = sys.argv[1], sys.argv[2:]
    print(f"{'page':40} {'HTML':>7} {'CSS':>7} {'JS':>7} {'wasm':>8} {'other':>6} {'total':>8} {'HTML+CSS':>9}")
    for path in paths:
        url, body = fetch(base + path)
        # The same page uncompressed, only to read its links.
        _, plain = fetch(url, "identity")
        sizes = {"html": len(body), "css": 0, "js": 0, "wasm": 0, "other": 0}
        for href in linked(plain.decode("utf-8")):
            _, asset = fetch(urljoin(url, href))
            kind = href.rsplit(".", 1)[-1]
            sizes[kind if kind in sizes else "other"] += len(asset)
        total = sum(sizes.values())
        print(
            f"{path[:40]:40} {sizes['html']:7} {sizes['css']:7} {sizes['js']:7} {sizes['wasm']:8} "
            f"{sizes['other']:6} {total:8} {sizes['html'] + sizes['css']:9}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
