// Replay speed in real Chromium: records the tracker demonstration once through the side panel,
// then replays it RUNS times with new values and prints the median time per run and per step.
//   npm run build && node bench/replay-chromium.mjs
//   EXT_ROOT=dir (another built copy of the extension, e.g. a git worktree of an older commit)
import path from "node:path";
import { launchExtension, sendFrom } from "../tests/support/extension.mjs";
import { startFixtureServer } from "../tests/support/fixture-server.mjs";
import { recordDemo } from "../scripts/demo-flow.mjs";

const RUNS = Number(process.env.RUNS) || 5;
const server = await startFixtureServer();
const ext = await launchExtension(process.env.EXT_ROOT ? { root: path.resolve(process.env.EXT_ROOT) } : undefined);
try {
  const { panel, site, procedure } = await recordDemo(ext, server);
  const values = { username: "bo", password: "pw", title: "Export fails", description: "CSV export crashes", assignee: "Chen", milestone: "Q3 2025", priority: "Urgent" };
  const times = [];
  let steps = 0;
  for (let i = 0; i < RUNS; i++) {
    await site.goto(server.url("tracker.test", "/login.html"));
    await site.bringToFront();
    const t0 = performance.now();
    const { run } = await sendFrom(panel, { type: "procmem.run.start", procedure_id: procedure.id, values, task: "bench" });
    let done;
    for (;;) {
      done = (await sendFrom(panel, { type: "procmem.run.get", run_id: run.id })).run;
      if (done.status !== "running") break;
      await new Promise((r) => setTimeout(r, 20)); // the benchmark polls; the replay itself never sleeps
    }
    if (done.status !== "succeeded") throw new Error(`run ${i} ${done.status}: ${done.error}`);
    times.push(performance.now() - t0);
    steps = done.steps.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const acting = procedure.steps.filter((s) => !(s.action === "navigate" && s.implicit)).length;
  console.log(`replayed ${steps} steps (${acting} actions) ${RUNS} times: median ${(median / 1000).toFixed(2)} s per run, ${(median / acting).toFixed(0)} ms per action`);
  console.log(`browser-use's fixed 2 s between actions would take ${(acting * 2).toFixed(0)} s: ${((acting * 2000) / median).toFixed(1)}x slower`);
} finally {
  await ext.close();
  await server.close();
}
