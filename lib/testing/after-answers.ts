/**
 * Resolves once the work the code under test left for after its answers (messages to deliver) has finished, so that a
 * test closes its database only when nothing still uses it. Loaded when called: the module reads the environment the
 * test has set by then.
 */
export async function afterAnswersDone(): Promise<void> {
  const { afterAnswersSettled } = await import('@/lib/services/notify/deliver-soon');
  await afterAnswersSettled();
}
