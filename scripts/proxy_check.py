#!/usr/bin/env python3
"""docs/deploy.md's nginx block, run through Debian's nginx in front of the server.

Usage: proxy_check.py SERVER_BIN

Takes the block as the docs print it, changes only where it listens, its
certificate (a throw-away self-signed one) and the server's port, and checks
what a proxy with default sizes broke (issue 46.5):
- a 15 MB BG Stats backup is checked (nginx's default body limit is 1 MB: 413);
- the check of a backup whose report names long names comes back (a report in
  the address made a 7.5 KB Location: nginx's 502);
- "Send to BG Stats" for a play with a 600-character Chinese note (a 6 KB
  Location: 502) answers.
Exits non-zero, saying which, when one fails.
"""

import json
import os
import re
import shutil
import socket
import ssl
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def docs_block():
    text = open(os.path.join(ROOT, "docs", "deploy.md"), encoding="utf-8").read()
    found = re.search(r"With nginx:\s*```nginx\n(.*?)```", text, re.S)
    if not found:
        sys.exit("proxy check: docs/deploy.md has no nginx block after 'With nginx:'")
    return found.group(1)


def wait_for(port, what, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    sys.exit(f"proxy check: {what} did not listen on {port}")


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    server_bin = sys.argv[1]
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    if not os.path.exists(nginx):
        sys.exit("proxy check: nginx is missing (scripts/install-tools.sh test installs nginx-light)")
    work = tempfile.mkdtemp(prefix="tableside-proxy-")
    # Run as root, nginx's workers are another user: they must reach their
    # temporary files here.
    os.chmod(work, 0o755)
    proxy_port, server_port = free_port(), free_port()
    processes = []
    try:
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
             "-subj", "/CN=localhost", "-keyout", f"{work}/key.pem", "-out", f"{work}/cert.pem"],
            check=True, capture_output=True)
        block = docs_block()
        block = re.sub(r"listen 443 ssl", f"listen 127.0.0.1:{proxy_port} ssl", block)
        block = re.sub(r"ssl_certificate\s+\S+;", f"ssl_certificate {work}/cert.pem;", block)
        block = re.sub(r"ssl_certificate_key\s+\S+;", f"ssl_certificate_key {work}/key.pem;", block)
        block = block.replace("127.0.0.1:3000", f"127.0.0.1:{server_port}")
        # Only the places nginx writes to are added around the docs' block.
        conf = f"""
pid {work}/nginx.pid;
error_log {work}/error.log;
events {{}}
http {{
    access_log {work}/access.log;
    client_body_temp_path {work}/body;
    proxy_temp_path {work}/proxy;
    fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi;
    scgi_temp_path {work}/scgi;
{block}
}}
"""
        with open(f"{work}/nginx.conf", "w", encoding="utf-8") as f:
            f.write(conf)
        base = [nginx, "-p", work, "-e", f"{work}/error.log", "-c", f"{work}/nginx.conf"]
        tested = subprocess.run(base + ["-t"], capture_output=True, text=True)
        if tested.returncode != 0:
            sys.exit(f"proxy check: nginx -t refused the docs' block:\n{tested.stderr}")
        data = os.path.join(work, "data")
        os.mkdir(data)
        env = dict(os.environ, TABLESIDE_DATA_DIR=data,
                   LEPTOS_SITE_ADDR=f"127.0.0.1:{server_port}",
                   TABLESIDE_TRUSTED_PROXIES="127.0.0.1")
        env.pop("DATABASE_URL", None)
        server_log = open(f"{work}/server.log", "w")
        processes.append(subprocess.Popen([server_bin], env=env, stdout=server_log, stderr=server_log))
        processes.append(subprocess.Popen(base + ["-g", "daemon off;"]))
        wait_for(server_port, "the server")
        wait_for(proxy_port, "nginx")
        failures = check(f"https://localhost:{proxy_port}")
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=10)
        errors = open(f"{work}/error.log").read() if os.path.exists(f"{work}/error.log") else ""
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print("proxy check FAILED:\n  " + "\n  ".join(failures))
        print(errors[-2000:])
        sys.exit(1)
    print("proxy check: passed (docs/deploy.md's nginx block, through nginx)")


def check(base):
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    opener = urllib.request.build_opener(
        urllib.request.HTTPSHandler(context=context), NoRedirect())

    def call(method, path, body=None, headers=None):
        request = urllib.request.Request(base + path, data=body, method=method, headers=headers or {})
        try:
            with opener.open(request, timeout=120) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    failures = []
    status, _, body = call("POST", "/api/v1/groups", b"{}", {"Content-Type": "application/json"})
    if status != 201:
        return [f"a group could not be made through the proxy: {status} {body[:200]!r}"]
    token = json.loads(body)["token"]

    # A 15 MB backup: 100,000 plays of another game and a few of ours, with
    # names as long as a name may be (40 characters), in Chinese.
    names = ["名" * 38 + f"{n:02}" for n in range(12)]
    players = [{"id": n + 1, "name": name} for n, name in enumerate(names)]
    ours = [{
        "uuid": f"7AA5AF69-0000-4000-8000-{n:012}", "gameRefId": 10,
        "playDate": "2024-08-14 19:59:09",
        "playerScores": [{"playerRefId": 1 + (n + k) % 12, "score": str(10 - k), "winner": k == 0}
                         for k in range(3)],
    } for n in range(40)]
    other = [{"uuid": f"8AA5AF69-0000-4000-8000-{n:012}", "gameRefId": 11,
              "playDate": "2024-08-14 19:59:09",
              "playerScores": [{"playerRefId": 1, "score": "1"}]} for n in range(100_000)]
    backup = json.dumps({
        "players": players,
        "games": [{"id": 10, "name": "CATAN", "bggId": 13}, {"id": 11, "name": "Azul", "bggId": 230802}],
        "plays": ours + other,
    }, separators=(",", ":")).encode()
    if not 14_000_000 < len(backup) < 16 * 1024 * 1024:
        failures.append(f"the big backup is {len(backup)} bytes, not about 15 MB")
    boundary = "tableside-proxy-check"
    form = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"step\"\r\n\r\ncheck\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"backup\"; filename=\"b.json\"\r\n"
            f"Content-Type: application/json\r\n\r\n").encode() + backup + f"\r\n--{boundary}--\r\n".encode()
    status, headers, body = call("POST", f"/g/{token}/import/bgstats", form,
                                 {"Content-Type": f"multipart/form-data; boundary={boundary}"})
    location = headers.get("Location", "")
    if status != 303 or "bgstats=" not in location:
        failures.append(f"a 15 MB backup checked: {status} {location or body[:200]!r}")
    else:
        status, _, page = call("GET", location.split("#")[0], headers={"Accept-Language": "en"})
        if status != 200 or "40 games would come in." not in page.decode():
            report = re.search(r"bgstats-report.{0,600}", page.decode(), re.S)
            failures.append(f"the check's report page: {status} {report and report.group(0)}")
        elif names[0] not in page.decode():
            failures.append("the check's report does not name the new people")

    # A play with a 600-character Chinese note, sent to BG Stats.
    play_id = "8f1c2d3e-4a5b-4c6d-8e7f-000000000600"
    play = {"game": "catan", "played_at": "2026-11-23T20:15:00Z", "note": "長" * 600,
            "score": {"players": [{"name": "Ann", "settlements": 5, "cities": 2},
                                  {"name": "Bo", "settlements": 2},
                                  {"name": "Cy", "settlements": 2}]}}
    status, _, body = call("PUT", f"/api/v1/groups/{token}/plays/{play_id}",
                           json.dumps(play).encode(), {"Content-Type": "application/json"})
    if status != 201:
        failures.append(f"the long-noted play was not saved: {status} {body[:300]!r}")
    status, headers, body = call("GET", f"/g/{token}/p/{play_id}/bg-stats")
    location = headers.get("Location", "")
    if status != 303 or not location:
        failures.append(f"'Send to BG Stats' with a long note: {status} {body[:200]!r}")
    else:
        status, _, page = call("GET", location.split("#")[0])
        if status != 200 or "%E9%95%B7" * 600 not in page.decode():
            failures.append(f"the play's page with the whole BG Stats link: {status}")
    return failures


if __name__ == "__main__":
    main()
