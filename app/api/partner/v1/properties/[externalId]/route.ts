import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody } from '@/lib/api/handler';
import { partnerRoute } from '@/lib/api/partner';
import { putPartnerProperty } from '@/lib/data/partner-catalogue';
import { AppError } from '@/lib/errors';

const MAX_PROPERTY_CHARS = 1_000_000;
// The record itself is checked by the catalogue's rules, which name the field in the file's own words.
const record = z.record(z.string(), z.unknown());

/** Creates or updates one property and its room types (the catalogue's property record); 201 when created. */
export const PUT = partnerRoute<{ externalId: string }>('property.put', async (request, { externalId }, call) => {
  const body = await parseBody(request, record, { maxChars: MAX_PROPERTY_CHARS });
  if (body.id !== undefined && body.id !== externalId) {
    throw new AppError('invalidRequest', 400, {
      fieldErrors: { id: [{ key: 'fieldInvalid', values: { field: 'id' } }] },
    });
  }
  const { result, before, propertyId } = await putPartnerProperty(call.caller, { ...body, id: externalId }, call.db);
  Object.assign(call.audit, { propertyId, before, after: { record: body, changes: result } });
  return NextResponse.json(result, { status: result.properties.created.length ? 201 : 200 });
});
