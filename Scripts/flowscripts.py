"""What the browser checks (check-pages.py, check-web.py) share."""
import os
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def flow_binary(path):
    """`path` when that `flow` was built, else a debug build of it, made now."""
    if os.path.exists(path):
        return path
    subprocess.run(["swift", "build", "--product", "flow"], cwd=ROOT, check=True)
    return os.path.join(ROOT, ".build/debug/flow")


def fresh_folder(path):
    """An empty folder at `path`, whatever was there before."""
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
