// The dev server pre-bundles dependencies and loses the path to the .wasm: leave the
// package out of it. Production builds need nothing.
export default {
  optimizeDeps: { exclude: ['cogitator'] },
};
