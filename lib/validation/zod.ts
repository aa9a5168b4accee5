import { z } from 'zod';

// The site's Content-Security-Policy allows no eval. Left to itself, zod tries `Function('')` once to learn whether it
// may compile its object parsers, and the browser reports every such try as a policy violation; without the try it
// parses the same way, by interpretation. Every schema module takes `z` from here so this runs before any parse.
z.config({ jitless: true });

export { z };
