import { readMedia } from '@/lib/media/files';

const NOT_FOUND = { message: 'Not found' };

/** Serves the catalogue's picture files under /media/{kind}/{file}: the drawings and their WebP files. */
export async function GET(_req: Request, ctx: { params: Promise<{ kind: string; file: string }> }): Promise<Response> {
  // A path with a broken escape (%FF) has no parameters to read: it names no picture either.
  const params = await ctx.params.catch(() => null);
  const media = params && (await readMedia(params.kind, params.file));
  if (!media) return Response.json(NOT_FOUND, { status: 404 });
  return new Response(new Uint8Array(media.body), {
    status: 200,
    headers: {
      'Content-Type': media.type,
      // Every address names its picture completely (the drawing and its width).
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The drawings are SVG documents: no scripts, no outside content, even opened on their own.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
