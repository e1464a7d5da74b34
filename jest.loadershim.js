// Gatsby's Link calls ___loader.enqueue when it prefetches; the unit tests have no loader.
global.___loader = { enqueue: jest.fn() };
