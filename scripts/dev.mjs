// `npm run dev`: the API restarting on change (tsx watch) and Vite's dev server with /api proxied.
import { spawn } from "node:child_process";
import { root } from "./build-if-stale.mjs";

const children = [
  spawn("npm", ["run", "dev", "-w", "@kedai/server"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@kedai/web"], { cwd: root, stdio: "inherit" }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
