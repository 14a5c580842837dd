import { fileURLToPath } from 'node:url';
import config from './vite.config.js';

// The quick start's config (vite.config.js), building both pages of the test app: the
// whole engine's (index.html) and the attack entry's (attack.html).
export default {
  ...config,
  build: {
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        attack: fileURLToPath(new URL('./attack.html', import.meta.url)),
      },
    },
  },
};
