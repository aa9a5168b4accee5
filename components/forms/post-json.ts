import { endsSession, SESSION_ENDED_EVENT } from './session-ended';

/** The fields the auth API answers with; anything else in the body is kept but untyped. */
export interface AuthAnswerData {
  message?: string;
  token?: string;
  [key: string]: unknown;
}

export interface JsonAnswer {
  ok: boolean;
  /** 0 when the request never got an answer. */
  status: number;
  data: AuthAnswerData;
}

// On a weak mobile signal a request can hang; without a limit the form would stay on 'Loading...' for good.
const TIMEOUT_MS = 45_000;

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(TIMEOUT_MS) : undefined;
}

/** POSTs (or PATCHes, DELETEs…) JSON to this site and reads the JSON answer; never throws. */
export async function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method: 'POST' | 'PATCH' | 'DELETE' = 'POST',
): Promise<JsonAnswer> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: timeoutSignal(),
    });
    const parsed: unknown = await res.json().catch(() => null);
    const data = (parsed && typeof parsed === 'object' ? parsed : {}) as AuthAnswerData;
    const answer = {
      ok: res.ok,
      status: res.status,
      data: { ...data, message: typeof data.message === 'string' && data.message ? data.message : undefined },
    };
    // The page's AuthProvider hears of a session that ended (protected areas then show 'Session Expired').
    if (endsSession(answer)) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    return answer;
  } catch {
    return { ok: false, status: 0, data: { message: undefined } };
  }
}
