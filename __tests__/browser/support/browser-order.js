// Jest's own order (failed first, then the slowest), with editor.test.ts first: what the editor's
// tasks save goes into the run's shared build (scratch-site.ts), which the other tests of that
// build read once it is made. The default sequencer is the one the installed Jest brings.
const DefaultSequencer = require(
  require.resolve("@jest/test-sequencer", { paths: [require.resolve("jest")] }),
).default;

const FIRST = /[\\/]__tests__[\\/]browser[\\/]editor\.test\.ts$/;

class BrowserOrder extends DefaultSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [
      ...sorted.filter((test) => FIRST.test(test.path)),
      ...sorted.filter((test) => !FIRST.test(test.path)),
    ];
  }
}

module.exports = BrowserOrder;
