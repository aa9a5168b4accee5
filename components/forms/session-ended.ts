import type { JsonAnswer } from './post-json';

/** The browser event a call raises when the API no longer knows the session it was made with. */
export const SESSION_ENDED_EVENT = 'staynaija:session-ended';

/** The answer says the call needed a session and had none that the server still knows. */
export function endsSession(answer: Pick<JsonAnswer, 'status' | 'data'>): boolean {
  return answer.status === 401 && answer.data.code === 'notSignedIn';
}
