/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { lowestAllowed, nodeVersionProblem } from "../gatsby/node-version";

const repoRoot = path.resolve(__dirname, "..");
const packageJson = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const range = packageJson.engines.node;

describe("the Node.js the project runs on", () => {
  it("is an LTS line from 22 on, in engines, .nvmrc and the node package alike", () => {
    expect(lowestAllowed(range)[0]).toBeGreaterThanOrEqual(22);
    // wrangler 4 (Cloudflare Pages' runtime in the tests) needs 22.12.
    expect(nodeVersionProblem("v22.12.0", range)).toBeNull();
    const nvmrc = readFileSync(path.join(repoRoot, ".nvmrc"), "utf8").trim();
    expect(Number(nvmrc)).toBe(lowestAllowed(range)[0]);
    expect(nodeVersionProblem(packageJson.devDependencies.node!, range)).toBeNull();
  });

  it("is the one these tests run on (npm runs them on node_modules/.bin/node)", () => {
    expect(nodeVersionProblem(process.version, range)).toBeNull();
    expect(process.version).toBe(`v${packageJson.devDependencies.node}`);
  });

  it("is the one a child process started by name gets, as Gatsby's and Jest's workers are", () => {
    const child = execFileSync("node", ["--version"], { encoding: "utf8" }).trim();
    expect(child).toBe(`v${packageJson.devDependencies.node}`);
  });

  it("names the range and how to get a supported Node when the version is older", () => {
    expect(nodeVersionProblem("v20.20.2", ">=22.12.0")).toMatch(
      /^Node\.js v20\.20\.2 is older than this project needs \(package\.json engines\.node ">=22\.12\.0"\)\. Run the project's commands through npm/,
    );
    expect(nodeVersionProblem("v22.11.9", ">=22.12.0")).not.toBeNull();
    expect(nodeVersionProblem("v24.0.0", ">=22.12.0")).toBeNull();
    expect(() => lowestAllowed("^22")).toThrow(/not of the form ">=X\.Y\.Z"/);
  });
});
