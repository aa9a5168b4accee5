import * as z from 'zod/mini';

// As in ./zod: no eval under the site's Content-Security-Policy. The setting belongs to zod's core, which classic
// zod and zod/mini share; it is made here too because the browser loads only zod/mini on the auth pages.
z.config({ jitless: true });

export { z };
