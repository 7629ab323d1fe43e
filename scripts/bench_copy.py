#!/usr/bin/env python3
"""`tableside copy` on a heavy group set, for docs/performance.md (`make bench`).

Fills a SQLite store through a real server with 50,000 plays among 5,000 people
(scripts/bench_heavy.py's plays, in two groups), reads pages by every write and
read link, stops the server, then copies SQLite to PostgreSQL (killed with
SIGKILL part-way, then run again) and PostgreSQL back to a new SQLite
directory. After each copy a server on the copy must answer the same pages,
byte for byte but for each page's nonce (each server on the same port, as
the pages name their own address). Says each copy's time and the copy
process's peak memory.

    scripts/with-postgres.sh python3 scripts/bench_copy.py [server binary]

PostgreSQL at $TABLESIDE_TEST_POSTGRES. Standard library only.
"""

import json
import os
import re
import runpy
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
heavy = runpy.run_path(os.path.join(HERE, "bench_heavy.py"))
request, free_port, play = heavy["request"], heavy["free_port"], heavy["play"]

PLAYS = 50_000
PER_IMPORT = 1_000


# Every server on one port: a page names its own address (the links, their QR codes).
PORT = free_port()


def serve(binary, settings):
    port = PORT
    # The bench imports tens of thousands of plays from one address: the host's
    # setting for an hour's imports is raised (issue 61.3), its default kept
    # for the pages and API the bench times.
    env = dict(os.environ, LEPTOS_SITE_ADDR=f"127.0.0.1:{port}", RUST_LOG="warn",
               TABLESIDE_IMPORTED_PLAYS_PER_HOUR="10000000")
    env.pop("DATABASE_URL", None)
    env.pop("TABLESIDE_DATA_DIR", None)
    env.update(settings)
    server = subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            if request(base, "/readyz")[0] == 200:
                return server, base
        except OSError:
            pass
        time.sleep(0.1)
    sys.exit("the server did not start")


def stop(server):
    server.send_signal(signal.SIGTERM)
    server.wait(timeout=60)


def pages(base, links):
    """Every page a link shows that the copy must keep, without nonces."""
    seen = {}
    for token in links:
        for path in [f"/g/{token}", f"/g/{token}?page=50", f"/g/{token}/stats",
                     f"/g/{token}/person?name=Player%200042", f"/g/{token}/manage",
                     f"/api/v1/groups/{token}/stats", f"/api/v1/groups/{token}/plays?per_page=100"]:
            status, body = request(base, path)
            assert status == 200, (path, status)
            seen[path.replace(token, "{" + token[:4] + "…}")] = re.sub(
                rb'nonce="[^"]*"', b'nonce=""', body)
    return seen


def copy(binary, settings, to, kill_after=None):
    """Runs `tableside copy --to TO`; killed with SIGKILL after `kill_after` s if
    given. Its time, exit code, peak memory (MB: the kernel's high-water mark,
    read while it runs) and what it said."""
    env = dict(os.environ)
    env.pop("DATABASE_URL", None)
    env.pop("TABLESIDE_DATA_DIR", None)
    env.update(settings)
    start = time.perf_counter()
    with tempfile.TemporaryFile() as said:
        process = subprocess.Popen([binary, "copy", "--to", to], env=env,
                                   stdout=said, stderr=subprocess.STDOUT)
        peak = 0
        while process.poll() is None:
            if kill_after is not None and time.perf_counter() - start > kill_after:
                process.kill()
            try:
                peak = max(peak, heavy["memory_kb"](process.pid, "VmHWM"))
            except OSError:
                pass
            time.sleep(0.05)
        said.seek(0)
        text = said.read().decode()
    return time.perf_counter() - start, process.returncode, peak / 1024, text.strip()


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/tableside"
    postgres = os.environ["TABLESIDE_TEST_POSTGRES"]
    cluster, _ = postgres.rsplit("/", 1)
    for sql in ["DROP DATABASE IF EXISTS bench_copy", "CREATE DATABASE bench_copy"]:
        subprocess.run(["psql", "-X", "-q", postgres, "-c", sql], check=True)
    target = f"{cluster}/bench_copy"
    work = tempfile.TemporaryDirectory(prefix="tableside-copy-")
    first, back = os.path.join(work.name, "first"), os.path.join(work.name, "back")

    server, base = serve(binary, {"TABLESIDE_DATA_DIR": first})
    links = []
    started = time.perf_counter()
    for name, count in [("Heavy", PLAYS - 2_000), ("Other", 2_000)]:
        status, body = request(base, "/api/v1/groups", "POST", {"name": name})
        group = json.loads(body)
        links += [group["token"], group["read_token"]]
        offset = 0 if name == "Heavy" else PLAYS
        for at in range(offset, offset + count, PER_IMPORT):
            export = {"format": "tableside-plays", "version": 1,
                      "plays": [play(n) for n in range(at, min(at + PER_IMPORT, offset + count))]}
            status, body = request(base, f"/api/v1/groups/{group['token']}/import", "POST", export)
            assert status == 200, body[:300]
    print(f"[copy] {PLAYS} plays in two groups imported in {time.perf_counter() - started:.0f} s")
    before = pages(base, links)
    stop(server)

    seconds, code, peak, said = copy(binary, {"TABLESIDE_DATA_DIR": first}, target, kill_after=3)
    print(f"[copy] SQLite → PostgreSQL killed after {seconds:.1f} s (exit {code})")
    seconds, code, peak, said = copy(binary, {"TABLESIDE_DATA_DIR": first}, target)
    print(f"[copy] SQLite → PostgreSQL run again: exit {code} in {seconds:.1f} s, "
          f"peak {peak:.0f} MB\n  {said.splitlines()[-2] if code == 0 else said}")
    assert code == 0, said
    server, base = serve(binary, {"DATABASE_URL": target})
    on_postgres = pages(base, links)
    stop(server)
    differ = [path for path in before if before[path] != on_postgres[path]]
    for n, path in enumerate(differ):
        # Kept for a look: what the copy shows otherwise.
        for side, seen in [("before", before), ("after", on_postgres)]:
            with open(f"/tmp/copy-differs-{n}-{side}.html", "wb") as f:
                f.write(seen[path])
    print(f"[copy] on PostgreSQL: {len(before) - len(differ)} of {len(before)} pages the same"
          + (f"; differ: {differ}" if differ else ""))

    seconds, code, peak, said = copy(binary, {"DATABASE_URL": target}, f"sqlite:{back}")
    print(f"[copy] PostgreSQL → SQLite: exit {code} in {seconds:.1f} s, peak {peak:.0f} MB")
    assert code == 0, said
    server, base = serve(binary, {"TABLESIDE_DATA_DIR": back})
    back_again = pages(base, links)
    stop(server)
    differ = [path for path in before if before[path] != back_again[path]]
    print(f"[copy] back on SQLite: {len(before) - len(differ)} of {len(before)} pages the same"
          + (f"; differ: {differ}" if differ else ""))
    seconds, code, peak, said = copy(binary, {"DATABASE_URL": target}, f"sqlite:{back}")
    new = re.findall(r"\((\d+) new\)", said)
    print(f"[copy] PostgreSQL → SQLite again: exit {code} in {seconds:.1f} s; "
          f"rows new: {sum(int(n) for n in new)}")


if __name__ == "__main__":
    main()
