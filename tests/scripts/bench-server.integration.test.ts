import { afterEach, describe, expect, it } from "vitest";

// @ts-expect-error -- a plain .mjs helper shared with the benchmarks, without types
import { portIsFree, runGroup, stopAll } from "@/scripts/bench/server.mjs";

// The embedded backend behind `npm start`: a process the leader started, which keeps its port
// while it shuts down after the leader has already gone.
const SLOW_TO_STOP = `
  const net = require("node:net");
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    console.log(server.address().port);
  });
  process.on("SIGTERM", () => setTimeout(() => process.exit(0), 1500));
`;
const LEADER = `
  const { spawn } = require("node:child_process");
  const child = spawn(process.execPath, ["-e", ${JSON.stringify(SLOW_TO_STOP)}], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  process.on("SIGTERM", () => process.exit(0));
  setInterval(() => {}, 1000);
`;

describe("stopAll", () => {
  afterEach(async () => {
    await stopAll();
  });

  it("returns once every process of a group is gone, not only the one it started", async () => {
    const leader = runGroup(process.execPath, ["-e", LEADER], { quiet: true });
    const port = await new Promise<number>((resolve, reject) => {
      leader.stdout?.on("data", (chunk: Buffer) => {
        const found = /\d+/.exec(chunk.toString());
        if (found) resolve(Number(found[0]));
      });
      leader.once("exit", () => reject(new Error("the leader exited before its child listened")));
    });
    expect(await portIsFree(port)).toBe(false);

    await stopAll();

    expect(await portIsFree(port)).toBe(true);
  });
});
