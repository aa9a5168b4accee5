/** @jest-environment node */
import { webhookHashMatches } from './flutterwave';

describe("Flutterwave webhook's verif-hash", () => {
  it('is accepted only when it is exactly the configured secret hash', () => {
    expect(webhookHashMatches('s3cret-hash', 's3cret-hash')).toBe(true);
    expect(webhookHashMatches('s3cret-has', 's3cret-hash')).toBe(false);
    expect(webhookHashMatches('s3cret-hash ', 's3cret-hash')).toBe(false);
    expect(webhookHashMatches('S3CRET-HASH', 's3cret-hash')).toBe(false);
  });

  it('is refused when the header is missing, or when no secret hash is configured', () => {
    expect(webhookHashMatches(null, 's3cret-hash')).toBe(false);
    expect(webhookHashMatches('', 's3cret-hash')).toBe(false);
    expect(webhookHashMatches('anything', undefined)).toBe(false);
    expect(webhookHashMatches('', '')).toBe(false);
  });
});
