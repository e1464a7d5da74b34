// Jest only: Gatsby compiles the site with its own webpack/babel setup.
module.exports = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};
