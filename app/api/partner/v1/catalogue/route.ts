import { z } from 'zod';
import { parseBody, parseQuery } from '@/lib/api/handler';
import { partnerRoute } from '@/lib/api/partner';
import { importPartnerCatalogue } from '@/lib/data/partner-catalogue';

/** A catalogue file may be large: a partner's every property and room type. */
const MAX_CATALOGUE_CHARS = 5_000_000;
const query = z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() });

/** Imports the key's partner's whole catalogue file (docs/catalogue.md); `?dryRun=1` only reports what would change. */
export const POST = partnerRoute('catalogue.import', async (request, _params, { caller, db, audit }) => {
  const { dryRun } = parseQuery(request, query);
  const file = await parseBody(request, z.unknown(), { maxChars: MAX_CATALOGUE_CHARS });
  const result = await importPartnerCatalogue(caller, file, dryRun === '1' || dryRun === 'true', db);
  audit.after = result;
  return result;
});
