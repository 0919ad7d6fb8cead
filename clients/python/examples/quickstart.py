import warren

# SVC_TOKEN and SVC_API_URL come from the environment.
with warren.Client() as client:
    sandbox = client.sandboxes.create(image="busybox", cpus=1, memory_mb=256)
    try:
        result = sandbox.run("echo hello from $(uname -s)")
        print(result.exit_code, result.stdout, end="")
        sandbox.files.write("/tmp/data.csv", "a,b\n1,2\n")
        print(sandbox.run(["wc", "-l", "/tmp/data.csv"]).stdout, end="")
        snapshot = sandbox.snapshot()
        copy = client.snapshots.restore(snapshot.snapshot_id)
        print(copy.files.read("/tmp/data.csv"), end="")
        copy.delete()
    except warren.SandboxPausedError:
        sandbox.resume()
    finally:
        sandbox.delete()
