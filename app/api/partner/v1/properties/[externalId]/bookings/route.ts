import { parseQuery } from '@/lib/api/handler';
import { partnerRoute } from '@/lib/api/partner';
import { partnerBookingsSince } from '@/lib/data/partner-bookings';
import { findPartnerProperty } from '@/lib/data/partner-catalogue';
import { bookingsSinceQuery } from '@/lib/validation/partner-api';

/** The property's bookings created or changed since `?since=` (ISO time), oldest change first, paged by cursor. */
export const GET = partnerRoute<{ externalId: string }>('bookings.read', async (request, { externalId }, call) => {
  const property = await findPartnerProperty(call.caller, externalId, call.db);
  call.audit.propertyId = property.id;
  const query = parseQuery(request, bookingsSinceQuery);
  return partnerBookingsSince(property.id, query, call.db);
});
