import { m, translated } from './i18n.ts';
/** The product's generic helper (§8): the server's message, else the error's own, else a fallback. */
export const unexpectedError = () => m.error_unexpected();

export function getErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const withData = error as { data?: { message?: unknown }; message?: unknown };
    if (typeof withData.data?.message === 'string' && withData.data.message) return withData.data.message;
    if (typeof withData.message === 'string' && withData.message) return withData.message;
  }
  if (typeof error === 'string' && error) return error;
  return unexpectedError();
}

/** Messages shown to users and asserted by tests; written once here. */
export const MESSAGES = translated({
  spaceNotFound: m.space_not_found,
  spaceNotFoundDetail: m.space_not_found_detail,
});
