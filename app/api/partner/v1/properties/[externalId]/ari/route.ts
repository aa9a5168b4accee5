import { parseBody, parseQuery } from '@/lib/api/handler';
import { partnerRoute } from '@/lib/api/partner';
import { readPartnerAri, setPartnerAri } from '@/lib/data/partner-ari';
import { findPartnerProperty } from '@/lib/data/partner-catalogue';
import { ariReadQuery, partnerAriRequest } from '@/lib/validation/partner-api';

/** Characters of an ARI body: 50 room types of up to 500 lines each fit. */
const MAX_ARI_CHARS = 2_000_000;

/** Sets rates and availability by date ranges for the property's room types, named by the partner's ids. */
export const POST = partnerRoute<{ externalId: string }>('ari.set', async (request, { externalId }, call) => {
  const property = await findPartnerProperty(call.caller, externalId, call.db);
  call.audit.propertyId = property.id;
  const batches = await parseBody(request, partnerAriRequest, { maxChars: MAX_ARI_CHARS });
  call.audit.after = { batches };
  const { changed, before, after } = await setPartnerAri(property.id, batches, call.db);
  Object.assign(call.audit, { before: { nights: before }, after: { batches, nights: after } });
  return { changed };
});

/** The resolved nightly values of the property's room types on sale, `?from=YYYY-MM-DD&to=YYYY-MM-DD`. */
export const GET = partnerRoute<{ externalId: string }>('ari.read', async (request, { externalId }, call) => {
  const property = await findPartnerProperty(call.caller, externalId, call.db);
  call.audit.propertyId = property.id;
  const { from, to } = parseQuery(request, ariReadQuery);
  return { property: externalId, from, to, roomTypes: await readPartnerAri(property.id, from, to, call.db) };
});
