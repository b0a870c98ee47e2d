import { toast } from './toast';

/** Copies text, saying so; a browser that refuses gets an honest sentence instead. */
export async function copyText(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error('Could not copy. Select the text and copy it yourself.');
  }
}
