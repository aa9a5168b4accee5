import { config } from 'zod/mini';

// As in ./zod: no eval under the site's Content-Security-Policy. The setting belongs to zod's core, which classic
// zod and zod/mini share; it is made here too because the browser loads only zod/mini on the auth pages. Modules
// import this file for its effect and take their schema functions from 'zod/mini' themselves: a namespace handed on
// as a value would keep all of zod (every locale, the JSON Schema tools, classic zod) in the auth pages' bundle.
config({ jitless: true });
