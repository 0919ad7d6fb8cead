#!/usr/bin/python3
"""Warren's Python code context (docs/code.md): an IPython kernel and the loop that feeds it.

The control plane (packages/server/src/control/code/) starts this as a command of the guest agent,
stdin kept open. argv[1] is the context's spec as JSON ({"cwd", "env"}). Requests come one JSON a
line on stdin, {"run": ID, "code", "env", "max_output"}, and are run in order, one at a time; what
a run produces goes to stdout as JSON lines tagged with its id (protocol.py). SIGINT interrupts the
run in progress (the kernel gets SIGINT and lives on). When the kernel dies, the run says so and
this process exits 3: the context is dead until restarted. It owns nothing else: no policy, no
timeouts (the host sends the SIGINT), no state beyond the kernel.

The kernel talks to this process over ZeroMQ on unix sockets (transport ipc): TCP connections on
loopback would count as a sandbox's live connections and keep it from sleeping.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import sys
import tempfile
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from protocol import Channel, RestoreWatch, read_requests, spec_from_argv  # noqa: E402

# Loaded into the kernel before it answers ready (not bound to names in the user's namespace), and a
# figure drawn once, so a first cell that plots pays neither imports nor font loading.
WARM = """
def __warren_warm():
    import importlib
    for name in ("numpy", "pandas", "matplotlib.pyplot"):
        try:
            importlib.import_module(name)
        except Exception:
            pass
    try:
        import io, matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(1, 1), dpi=20)
        ax.plot([0, 1], [0, 1])
        fig.savefig(io.BytesIO(), format="png")
        plt.close(fig)
    except Exception:
        pass
__warren_warm()
del __warren_warm
"""

# After the VM was restored (a template create, a snapshot restore, a fork), the kernel's random
# generators hold the checkpoint's state: every copy would draw the same numbers. Python reseeds
# them after os.fork() for the same reason.
RESEED = """
def __warren_reseed():
    import random, sys
    random.seed()
    if "numpy" in sys.modules:
        sys.modules["numpy"].random.seed()
__warren_reseed()
del __warren_reseed
"""

# Frames kept from the kernel's messages: stream text, and the MIME bundles of results and displays.
KERNEL_ARGS = [
    "--InteractiveShell.colors=NoColor",
    "--HistoryManager.enabled=False",
    "--IPKernelApp.quiet=True",
]


class Kernel:
    """An IPython kernel and a blocking client of it."""

    def __init__(self, spec: dict[str, Any]) -> None:
        from jupyter_client.manager import KernelManager

        work = tempfile.mkdtemp(prefix="warren-kernel-")
        self.km = KernelManager(kernel_name="python3", transport="ipc", ip=os.path.join(work, "k"))
        self.km.connection_file = os.path.join(work, "connection.json")
        env = {**os.environ, **spec.get("env", {})}
        env.setdefault("MPLBACKEND", "module://matplotlib_inline.backend_inline")
        devnull = open(os.devnull, "wb")
        self.km.start_kernel(extra_arguments=KERNEL_ARGS, env=env, cwd=spec.get("cwd") or os.getcwd(), stdout=devnull)
        self.kc = self.km.client()
        # No heartbeat channel: its pings every 3 s would wake an idle sandbox, and a restored VM's
        # clock jump would read as a dead kernel. Death is seen by polling the process instead.
        self.kc.start_channels(hb=False)
        self.kc.wait_for_ready(timeout=600)

    def alive(self) -> bool:
        return bool(self.km.is_alive())

    def interrupt(self) -> None:
        self.km.interrupt_kernel()

    def silent(self, code: str) -> None:
        """Runs code whose output nobody reads (warm-up, env, reseeding), waiting for its reply."""
        msg_id = self.kc.execute(code, silent=True, store_history=False)
        while self.alive():
            try:
                reply = self.kc.get_shell_msg(timeout=1)
            except queue.Empty:
                continue
            if reply["parent_header"].get("msg_id") == msg_id:
                return

    def execute(self, code: str, emit: Any) -> str:
        """Runs code, handing every message it produces to emit; the run's status."""
        msg_id = self.kc.execute(code, store_history=True, allow_stdin=False)
        status = "ok"
        while True:
            try:
                msg = self.kc.get_iopub_msg(timeout=1)
            except queue.Empty:
                if not self.alive():
                    return "died"
                continue
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            kind, content = msg["msg_type"], msg["content"]
            if kind == "status" and content.get("execution_state") == "idle":
                break
            if kind == "stream":
                emit({"type": content["name"], "text": content["text"]})
            elif kind == "execute_input":
                emit({"type": "execution_count", "execution_count": content.get("execution_count")})
            elif kind == "execute_result":
                emit({"type": "result", "data": content["data"], "is_main_result": True})
            elif kind in ("display_data", "update_display_data"):
                emit({"type": "display_data", "data": content["data"]})
            elif kind == "error":
                status = "error"
                emit({
                    "type": "error",
                    "name": content.get("ename", ""),
                    "value": content.get("evalue", ""),
                    "traceback": "\n".join(content.get("traceback", [])),
                })
        return status

    def shutdown(self) -> None:
        try:
            self.km.shutdown_kernel(now=True)
        except Exception:
            pass


def main() -> int:
    spec = spec_from_argv(sys.argv)
    out = Channel()
    try:
        kernel = Kernel(spec)
        kernel.silent(WARM)
    except Exception as err:  # the context cannot start: say why, on the protocol and on stderr
        out.emit({"type": "failed", "message": f"{type(err).__name__}: {err}"})
        print(f"python context: {err}", file=sys.stderr)
        return 2
    current: dict[str, bool] = {"running": False, "interrupted": False}

    def on_sigint(_sig: int, _frame: Any) -> None:
        if current["running"]:
            current["interrupted"] = True
            kernel.interrupt()

    def on_sigterm(_sig: int, _frame: Any) -> None:
        kernel.shutdown()
        os._exit(0)

    signal.signal(signal.SIGINT, on_sigint)
    signal.signal(signal.SIGTERM, on_sigterm)
    restored = RestoreWatch()
    out.emit({"type": "ready", "pid": os.getpid()})
    for req in read_requests(out):
        if restored.happened():
            kernel.silent(RESEED)
        run = out.run(req)
        env = req.get("env") or {}
        if env:
            kernel.silent(f"import os as __w; __warren_env = {{k: __w.environ.get(k) for k in {list(env)!r}}}; "
                          f"__w.environ.update({json.dumps(env)}); del __w")
        current.update(running=True, interrupted=False)
        status = kernel.execute(req["code"], run.emit)
        current["running"] = False
        if env and status != "died":
            kernel.silent("import os as __w\nfor __k, __v in __warren_env.items():\n"
                          "    __w.environ.pop(__k, None) if __v is None else __w.environ.__setitem__(__k, __v)\n"
                          "del __w, __k, __v, __warren_env")
        if current["interrupted"] and status != "died":
            status = "interrupted"
        if status == "died":
            run.emit({"type": "error", "name": "ContextDied", "value": "the Python kernel died", "traceback": ""})
        run.end(status)
        if status == "died":
            # At once: the host reads the context as dead once this process has gone.
            os._exit(3)
    kernel.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
