// Two projects: `unit` (logic and components in jsdom, gatsby mocked) and `browser` (real Chromium
// against the site that `gatsby build` wrote to public/, served on 127.0.0.1).
const shared = {
  transform: { "^.+\\.m?[jt]sx?$": ["babel-jest", { configFile: "./babel.config.jest.js" }] },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  modulePathIgnorePatterns: ["<rootDir>/public", "<rootDir>/.cache"],
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60000,
  // editor.test.ts first (see the file).
  testSequencer: "<rootDir>/__tests__/browser/support/browser-order.js",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "<rootDir>/__tests__/browser/"],
      moduleNameMapper: {
        "\\.(css)$": "identity-obj-proxy",
        "\\.(jpg|jpeg|png|gif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
      },
      setupFiles: ["<rootDir>/jest.loadershim.js"],
      setupFilesAfterEnv: [
        "<rootDir>/jest.setup.ts",
        "<rootDir>/__tests__/support/every-test-asserts.ts",
      ],
      globals: { __PATH_PREFIX__: "" },
    },
    {
      ...shared,
      displayName: "browser",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
      globalSetup: "<rootDir>/__tests__/browser/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/browser/support/global-teardown.ts",
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/every-test-asserts.ts"],
    },
  ],
};
