// A CSS module in the unit tests: each class name is itself (jest.config.cjs's moduleNameMapper).
module.exports = new Proxy({}, { get: (_target, name) => (name === '__esModule' ? false : String(name)) });
