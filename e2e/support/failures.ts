import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { openBrowsers } from './browser.ts';

/** Where a failing journey leaves what the browser showed (ignored by git; CI prints the paths). */
export const FAILURES_DIR = path.resolve(import.meta.dirname, '../artifacts/failures');
/** How much of each page's text goes next to the error itself; the whole text is in the file. */
const TEXT_IN_ERROR = 1_500;

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * When a journey fails, every page still open in every browser the file launched is saved as a
 * screenshot and its text (URL, title, what a person reads), and the error itself names the files
 * and quotes the text: a failure says what a person would have seen, not only which poll timed out.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const dir = path.join(FAILURES_DIR, `${slug(path.basename(task.file.name, '.test.ts'))}--${slug(task.name)}`);
    await mkdir(dir, { recursive: true });
    const notes: string[] = [];
    let n = 0;
    for (const browser of openBrowsers) {
      for (const context of browser.contexts()) {
        for (const page of context.pages()) {
          if (page.isClosed()) continue;
          n += 1;
          const base = path.join(dir, `page-${n}`);
          try {
            const viewport = page.viewportSize();
            const [text, title] = await Promise.all([
              page.evaluate(() => document.body?.innerText ?? '').catch((e: Error) => `(the page's text could not be read: ${e.message})`),
              page.title().catch(() => ''),
            ]);
            await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 }).catch(() => undefined);
            await writeFile(
              `${base}.txt`,
              `URL: ${page.url()}\nTitle: ${title}\nViewport: ${viewport ? `${viewport.width}×${viewport.height}` : 'default'}\n\n${text}\n`,
            );
            const quoted = text.replace(/\n{2,}/g, '\n').trim();
            notes.push(
              `— page ${n}: ${page.url()} (${viewport?.width ?? '?'} px wide)\n  screenshot ${path.relative(process.cwd(), `${base}.png`)}, text ${path.relative(process.cwd(), `${base}.txt`)}\n  it read:\n${quoted.slice(0, TEXT_IN_ERROR).replace(/^/gm, '  | ')}${quoted.length > TEXT_IN_ERROR ? '\n  | …' : ''}`,
            );
          } catch (error) {
            notes.push(`— page ${n}: ${page.url()} could not be saved (${(error as Error).message})`);
          }
        }
      }
    }
    if (notes.length === 0) return;
    const report = `\n\nWhat the browser showed when this failed:\n${notes.join('\n')}`;
    console.error(`[${task.name}]${report}`);
    for (const error of task.result?.errors ?? []) error.message = `${error.message}${report}`;
  });
});
