#!/usr/bin/env python3
"""docs/deploy.md's systemd units, checked by systemd's own `systemd-analyze verify`.

Usage: unit_check.py SERVER_BIN

Each ```ini block of the docs that starts with `# /etc/systemd/system/NAME` is
written to a directory of its own as NAME, its /usr/local/bin/tableside being
SERVER_BIN (verify checks that the command exists), and all are verified
together. Any line verify says (an unknown key, a bad value) fails the check.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    server_bin = os.path.abspath(sys.argv[1])
    analyze = shutil.which("systemd-analyze")
    if not analyze:
        sys.exit("unit check: systemd-analyze is missing (scripts/install-tools.sh test installs systemd)")
    text = open(os.path.join(ROOT, "docs", "deploy.md"), encoding="utf-8").read()
    units = re.findall(r"```ini\n# /etc/systemd/system/(\S+)\n(.*?)```", text, re.S)
    names = [name for name, _ in units]
    for wanted in ["tableside.service", "tableside-backup.service", "tableside-backup.timer"]:
        if wanted not in names:
            sys.exit(f"unit check: docs/deploy.md has no {wanted}")
    with tempfile.TemporaryDirectory(prefix="tableside-units-") as work:
        paths = []
        for name, body in units:
            path = os.path.join(work, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(body.replace("/usr/local/bin/tableside", server_bin))
            paths.append(path)
        checked = subprocess.run([analyze, "verify", "--man=no", *paths],
                                 capture_output=True, text=True)
    said = (checked.stdout + checked.stderr).strip()
    if checked.returncode != 0 or said:
        print(f"unit check FAILED (exit {checked.returncode}):\n{said}")
        sys.exit(1)
    print(f"unit check: passed ({', '.join(names)}: systemd-analyze verify says nothing)")


if __name__ == "__main__":
    main()
