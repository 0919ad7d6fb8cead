"""Code contexts (docs/code.md) from the client's side, on a busybox sandbox (its image has no
runners): what the client refuses itself (an unknown language), and the service's refusals
reaching the caller as exceptions with their word, through the plain and the streamed call.
Runs with results, charts and errors on the default image are tested from
packages/server/test/code-clients-cases.ts (one default sandbox for every client)."""

from __future__ import annotations

import unittest

import support
import warren


class CodeTest(support.SmallSandboxTest):

    def test_an_unknown_language_is_refused_before_any_call(self) -> None:
        with self.assertRaises(warren.InvalidRequestError):
            self.sandbox.run_code("1", language="cobol")
        with self.assertRaises(warren.InvalidRequestError):
            self.sandbox.contexts.create("cobol")

    def test_an_image_without_runners_is_a_conflict_no_code_runner(self) -> None:
        with self.assertRaises(warren.ConflictError) as plain:
            self.sandbox.run_code("1 + 1")
        self.assertEqual(plain.exception.word, "no code runner")
        streamed: list[str] = []
        with self.assertRaises(warren.ConflictError) as live:
            self.sandbox.run_code("print(1)", on_stdout=streamed.append)
        self.assertEqual(live.exception.status, 409)
        self.assertEqual(streamed, [])
        self.assertEqual(self.sandbox.contexts.list(), [])

    def test_a_missing_context_is_not_found(self) -> None:
        with self.assertRaises(warren.NotFoundError):
            self.sandbox.run_code("1", context_id="no-such-context")
        with self.assertRaises(warren.NotFoundError):
            self.sandbox.contexts.restart("no-such-context")


if __name__ == "__main__":
    unittest.main()
