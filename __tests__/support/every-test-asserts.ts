// No test passes without an assertion: each test, unit or browser, fails unless it made at least
// one (`expect`, directly or in a helper such as expectFits). A test that only drives a page and
// waits proves nothing when the wait is the only check.
beforeEach(() => {
  expect.hasAssertions();
});
