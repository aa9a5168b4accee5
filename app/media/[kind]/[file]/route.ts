import { log } from '@/lib/log';
import { parseMediaPath } from '@/lib/media/parse';
import { rasterMedia } from '@/lib/media/raster';
import { renderMedia } from '@/lib/media/render';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Every URL names its picture completely and the drawing is deterministic, so it never changes.
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

function notFound(): Response {
  return Response.json({ message: 'Not found' }, { status: 404 });
}

/** Serves the generated catalogue pictures under /media/{kind}/{file}: the drawings, and their WebP files. */
export async function GET(_req: Request, ctx: { params: Promise<{ kind: string; file: string }> }): Promise<Response> {
  try {
    const { kind, file } = await ctx.params;
    if (/\.webp$/.test(file)) {
      const raster = await rasterMedia(kind, file);
      if (!raster) return notFound();
      return new Response(new Uint8Array(raster.body), {
        status: 200,
        headers: {
          'Content-Type': raster.type,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    const media = parseMediaPath(kind, file);
    if (!media) return notFound();
    return new Response(renderMedia(media), { status: 200, headers: SVG_HEADERS });
  } catch (err) {
    log.error('media render failed', { err });
    return notFound();
  }
}
