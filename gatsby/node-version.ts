// The Node.js the project runs on. package.json's `engines` says which (the one place it is
// written); the npm registry's `node` package, a devDependency, installs that Node into
// node_modules/.bin, and npm puts node_modules/.bin first on PATH for every `npm run …` script, so
// the scripts run on it even on a machine whose own Node is older.

/** The lowest version a `>=X.Y.Z` range allows; any other form of range is refused. */
export function lowestAllowed(range: string): [number, number, number] {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) {
    throw new Error(`package.json engines.node "${range}" is not of the form ">=X.Y.Z".`);
  }
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Why `version` (e.g. process.version) does not satisfy `range`, or null when it does. */
export function nodeVersionProblem(version: string, range: string): string | null {
  const wanted = lowestAllowed(range);
  const have = version.replace(/^v/, "").split(".").map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (have[index] ?? 0) - wanted[index]!;
    if (difference > 0) return null;
    if (difference < 0) {
      return (
        `Node.js ${version} is older than this project needs (package.json engines.node ` +
        `"${range}"). Run the project's commands through npm (npm start, npm test, npm run …): ` +
        "after `npm ci`, npm runs them on the Node.js in node_modules/.bin."
      );
    }
  }
  return null;
}
