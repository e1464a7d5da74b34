// The site's webpack loaders each rewrite a few exact spots in a dependency's built code. Every
// spot must be found: if an upgrade changed the code, the build fails, naming the loader and the
// file, instead of silently shipping the heavy or slow original.
//
// `patches` are applied in order: { find: string | RegExp, replace: string | function }, as for
// String.prototype.replace (the first match only).
module.exports = function patchSource(source, patches, { loader, resourcePath, changed }) {
  return patches.reduce((code, { find, replace }) => {
    const found = typeof find === "string" ? code.includes(find) : find.test(code);
    if (!found) {
      const shown = typeof find === "string" ? JSON.stringify(find) : String(find);
      throw new Error(
        `${loader}: no match for ${shown} in ${resourcePath}. ` +
          `${changed}: update gatsby/webpack/${loader}.js.`,
      );
    }
    return code.replace(find, replace);
  }, source);
};
