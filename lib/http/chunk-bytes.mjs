// Shared by the response wrappers of lib/http (plain JavaScript for server.mjs, with types beside it).

/**
 * The bytes of a chunk handed to `res.write` or `res.end`: a string in its encoding (UTF-8 unless named), or a
 * Buffer / Uint8Array as it is.
 *
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer}
 */
export function chunkBytes(chunk, encoding) {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
    : Buffer.from(/** @type {Uint8Array} */ (chunk));
}
