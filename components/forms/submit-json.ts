import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { postJson, type JsonAnswer } from './post-json';
import { endsSession } from './session-ended';

export interface SubmitJsonOptions<TValues extends FieldValues> {
  /** A 'Loading...' toast while the request travels (none when omitted). */
  loading?: string;
  /** Toast on success; without it the server's message is shown, if it sent one. */
  success?: string;
  /** Toast on failure when the server sent no message of its own (such as 'Something went wrong'). */
  error: string;
  /** The form whose fields receive the server's fieldErrors; the first of them takes the focus. */
  form?: UseFormReturn<TValues, unknown, FieldValues>;
  /** The form field that shows a field of the request named otherwise (the request's `guests` under 'adults'). */
  fieldFor?: Record<string, Path<TValues>>;
  headers?: Record<string, string>;
  /** POST unless the call is a PATCH or DELETE. */
  method?: 'POST' | 'PATCH' | 'DELETE';
}

/** The server's `fieldErrors` ({ field: [message, ...] }), as the first message of each field. */
function fieldErrorsOf(data: JsonAnswer['data']): [string, string][] {
  const raw = data.fieldErrors;
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>).flatMap(([field, messages]) => {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    return typeof first === 'string' && first ? [[field, first] as [string, string]] : [];
  });
}

/**
 * POSTs a form's JSON to this site's API and tells the visitor the outcome: the loading toast while it travels, then
 * the success text, or an error toast (the server's message, else the given fallback) with the server's field
 * errors on their fields (already translated; the first one focused). Never throws; returns the answer.
 */
export async function submitJson<TValues extends FieldValues>(
  path: string,
  body: unknown,
  { loading, success, error, form, fieldFor, headers, method }: SubmitJsonOptions<TValues>,
): Promise<JsonAnswer> {
  // sonner is loaded with the page's toaster; importing it here keeps it out of every form's first load.
  const { toast } = await import('sonner');
  const pending = loading ? toast.loading(loading) : undefined;
  const answer = await postJson(path, body, headers, method);
  if (pending !== undefined) toast.dismiss(pending);

  if (answer.ok) {
    const text = success ?? answer.data.message;
    if (text) toast.success(text);
    return answer;
  }

  // An ended session is told by the 'Session Expired' dialog, not by a toast.
  if (endsSession(answer)) return answer;
  toast.error(answer.data.message ?? error);
  const fieldErrors = form
    ? fieldErrorsOf(answer.data).map(([field, message]): [string, string] => [fieldFor?.[field] ?? field, message])
    : [];
  if (form && fieldErrors.length) {
    // The form's own field order decides which error takes the focus, not the order of the answer.
    const order = Object.keys(form.getValues());
    const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
    [...fieldErrors]
      .sort((a, b) => rank(a[0]) - rank(b[0]))
      .forEach(([field, message], i) =>
        // type 'server': FormMessage shows it as sent, since the server already translated it.
        form.setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
  }
  return answer;
}
