import { describeError, isResponseError } from '@tjas/auth';

/** What the server said about a sign-up or its answers: a rule's Dutch reason (409) or the answers' field message (400), else the general description. */
export function serverMessage(error: unknown): string {
  if (isResponseError(error)) {
    const fieldMessage = (error.response['data'] as { answers?: { message?: string } } | undefined)?.answers?.message;
    if (fieldMessage) return fieldMessage;
    if (error.status === 409 && typeof error.response['message'] === 'string') return error.response['message'];
  }
  return describeError(error);
}
