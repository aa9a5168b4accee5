import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { assertSameOrigin, route, textsFor } from '@/lib/api/handler';
import { setProfilePicture } from '@/lib/data/account';
import { toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { processProfilePicture, PROFILE_PICTURE_MAX_BYTES } from '@/lib/services/profile-picture';

// Room for the multipart envelope around the largest accepted picture.
const MAX_REQUEST = PROFILE_PICTURE_MAX_BYTES + 64 * 1024;

/** Uploads the signed-in guest's profile picture (multipart field `picture`): checked, resized and stored here. */
export const POST = privateAnswers(
  route(async (request) => {
    assertSameOrigin(request);
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data'))
      throw new AppError('imageType', 415);
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > MAX_REQUEST) throw new AppError('imageTooLarge', 413);
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get('picture');
    } catch {
      throw new AppError('requestNotValid', 400);
    }
    if (!(file instanceof Blob)) throw new AppError('imageType', 415);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) throw new AppError('imageTooLarge', 413);
    const picture = await processProfilePicture({ type: file.type, bytes: Buffer.from(await file.arrayBuffer()) });
    const updated = await setProfilePicture(user.id, picture, db);
    return { userDetails: toUserDetails(updated), message: textsFor(request)('account.api.pictureSaved') };
  }),
);
