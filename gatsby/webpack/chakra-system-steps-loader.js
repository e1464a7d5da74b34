// Webpack loader for @chakra-ui/react's dist/esm/styled-system/token-dictionary.js and system.js.
//
// createSystem() turns the theme into Chakra's style system: every token into a CSS variable and a
// lookup table for each style prop. It is one synchronous call of about 30 ms on this machine, so
// on a slow phone (4× slower) it is one long task of about 120 ms at start-up, in which the page
// can't respond. This loader makes the same code a generator that pauses between its stages
// (`createSystem.steps(...configs)`), so the browser can run it a stage per task
// (src/lib/run-in-tasks.ts). `createSystem(...)` itself still runs every stage at once and returns
// the same system, for the server, `gatsby develop` and Chakra's own callers.
//
// If a Chakra upgrade changes the code, the build fails here instead of silently going slow again.
const path = require("path");
const patchSource = require("./patch-source");

/** Runs a generator to the end and returns what it returns: the synchronous form of a steps function. */
const RUN_ALL = (name, steps) =>
  `function ${name}(...args) {\n` +
  `  const steps = ${steps}(...args);\n` +
  `  for (;;) {\n` +
  `    const step = steps.next();\n` +
  `    if (step.done) return step.value;\n` +
  `  }\n` +
  `}\n`;

// How many tokens setupViews() handles between pauses: about 2 ms of work on a slow phone.
const TOKENS_PER_STEP = 64;

const tokenDictionaryPatches = [
  {
    find: "function createTokenDictionary(options) {",
    replace: "function* createTokenDictionarySteps(options) {",
  },
  {
    find:
      "  function setupViews() {\n" +
      "    allTokens.forEach((token) => {\n" +
      "      buildConditionMap(token);\n" +
      "      buildCategoryMap(token);\n" +
      "      buildCssVars(token);\n" +
      "      buildFlatMap(token);\n" +
      "      buildColorPalette(token);\n" +
      "    });\n",
    replace:
      "  function* setupViews() {\n" +
      "    for (let index = 0; index < allTokens.length; index++) {\n" +
      "      const token = allTokens[index];\n" +
      "      buildConditionMap(token);\n" +
      "      buildCategoryMap(token);\n" +
      "      buildCssVars(token);\n" +
      "      buildFlatMap(token);\n" +
      "      buildColorPalette(token);\n" +
      `      if (index % ${TOKENS_PER_STEP} === ${TOKENS_PER_STEP - 1}) yield;\n` +
      "    }\n",
  },
  {
    find:
      "  function build() {\n" +
      '    applyMiddlewares("pre");\n' +
      '    applyTransforms("pre");\n' +
      "    addConditionalTokens();\n" +
      "    addReferences();\n" +
      "    expandTokenReferences$1();\n" +
      '    applyMiddlewares("post");\n' +
      '    applyTransforms("post");\n' +
      "    setupViews();\n" +
      "  }\n" +
      "  registerTokens();\n" +
      "  registerTransform(...tokenTransforms);\n" +
      "  registerMiddleware(...tokenMiddlewares);\n" +
      "  build();\n" +
      "  return dictionary;\n" +
      "}\n",
    replace:
      "  registerTokens();\n" +
      "  registerTransform(...tokenTransforms);\n" +
      "  registerMiddleware(...tokenMiddlewares);\n" +
      "  yield;\n" +
      '  applyMiddlewares("pre");\n' +
      '  applyTransforms("pre");\n' +
      "  yield;\n" +
      "  addConditionalTokens();\n" +
      "  addReferences();\n" +
      "  expandTokenReferences$1();\n" +
      "  yield;\n" +
      '  applyMiddlewares("post");\n' +
      '  applyTransforms("post");\n' +
      "  yield;\n" +
      "  yield* setupViews();\n" +
      "  return dictionary;\n" +
      "}\n" +
      RUN_ALL("createTokenDictionary", "createTokenDictionarySteps"),
  },
  {
    find: "export { createTokenDictionary, tokenCategories };",
    replace: "export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };",
  },
];

const systemPatches = [
  {
    find: "import { createTokenDictionary } from './token-dictionary.js';",
    replace: "import { createTokenDictionarySteps } from './token-dictionary.js';",
  },
  {
    find: "function createSystem(...configs) {",
    replace: "function* createSystemSteps(...configs) {",
  },
  {
    find: "  const tokens = createTokenDictionary({",
    replace: "  yield;\n  const tokens = yield* createTokenDictionarySteps({",
  },
  {
    find: /\n {2}const utility = createUtility\(\{\n[^]*?\n {2}\}\);\n/,
    replace: (utility) => `\n  yield;${utility}  yield;\n`,
  },
  {
    find: "  const tokenMap = getTokenMap(tokens);\n",
    replace: "  yield;\n  const tokenMap = getTokenMap(tokens);\n  yield;\n",
  },
  {
    find: "export { createSystem, isValidSystem };",
    replace:
      RUN_ALL("createSystem", "createSystemSteps") +
      "createSystem.steps = createSystemSteps;\n" +
      "export { createSystem, isValidSystem };",
  },
];

module.exports = function chakraSystemStepsLoader(source) {
  const file = path.basename(this.resourcePath);
  const patches = { "token-dictionary.js": tokenDictionaryPatches, "system.js": systemPatches }[
    file
  ];
  if (!patches) {
    throw new Error(
      `chakra-system-steps-loader: applied to ${this.resourcePath}, which it can't patch.`,
    );
  }
  return patchSource(source, patches, {
    loader: "chakra-system-steps-loader",
    resourcePath: this.resourcePath,
    changed: "Chakra changed createSystem",
  });
};
