import { toast } from './toast';
import { m } from '@nafasi/shared/i18n';

/** Copies text, saying so; a browser that refuses gets an honest sentence instead. */
export async function copyText(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(m.clipboard_failed());
  }
}
