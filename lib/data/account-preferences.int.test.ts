import { describeEachDatabase } from '@/lib/testing/databases';
import { insertTestUser } from '@/lib/testing/booking-fixtures';
import { updatePreferences } from './account';

describeEachDatabase('stored preferences', (handle) => {
  it('keeps data saver beside the other choices, and turns it off again', async () => {
    const userId = await insertTestUser(handle.db);
    await updatePreferences(userId, { language: 'ar', marketingEmails: true }, handle.db);
    expect(await updatePreferences(userId, { dataSaver: true }, handle.db)).toEqual({
      language: 'ar',
      marketingEmails: true,
      dataSaver: true,
    });
    expect(await updatePreferences(userId, { dataSaver: false }, handle.db)).toEqual({
      language: 'ar',
      marketingEmails: true,
      dataSaver: false,
    });
  });
});
