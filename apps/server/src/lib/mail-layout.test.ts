import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.tsx';

const SITE = 'https://nafasi.test';

/** Every link's address in a mail's HTML, as a mail client reads them. */
function hrefs(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({ onopentag: (name, attributes) => name === 'a' && attributes.href && found.push(attributes.href) });
  parser.write(html);
  parser.end();
  return found;
}

describe('links in a mail', () => {
  const message = (locale: 'en' | 'sw') => ({
    locale,
    subject: 'Subject',
    heading: 'Heading',
    paragraphs: ['Words first.', `${SITE}/data-export#token=abc123`],
    action: { label: 'Open', url: `${SITE}/dashboard?tab=bookings#upcoming` },
  });

  it('open the page in the mail’s language: a Kiswahili mail links to /sw/…, query and # part kept', async () => {
    const { html, text } = await renderMail(message('sw'), SITE);
    const links = hrefs(html);
    expect(links).toContain(`${SITE}/sw/data-export#token=abc123`);
    expect(links).toContain(`${SITE}/sw/dashboard?tab=bookings#upcoming`);
    expect(links).toContain(`${SITE}/sw`);
    expect(links.filter((l) => l.startsWith(SITE) && !l.startsWith(`${SITE}/sw`))).toEqual([]);
    // The plain-text part says the same.
    expect(text).toContain(`${SITE}/sw/data-export#token=abc123`);
    expect(text).not.toContain(`${SITE}/dashboard`);
  });

  it('leave an English mail’s links, the API, media and other sites as they are', async () => {
    const english = hrefs((await renderMail(message('en'), SITE)).html);
    expect(english).toContain(`${SITE}/data-export#token=abc123`);
    expect(english).toContain(`${SITE}/dashboard?tab=bookings#upcoming`);
    const others = hrefs(
      (
        await renderMail(
          {
            ...message('sw'),
            paragraphs: [`${SITE}/api/notifications/unsubscribe?u=1&k=x&s=y`, `${SITE}/media/a.jpg`, 'https://www.kra.go.ke/itax', `${SITE}/sw/spaces`],
          },
          SITE,
        )
      ).html,
    );
    expect(others).toEqual(
      expect.arrayContaining([`${SITE}/api/notifications/unsubscribe?u=1&k=x&s=y`, `${SITE}/media/a.jpg`, 'https://www.kra.go.ke/itax', `${SITE}/sw/spaces`]),
    );
    expect(others).not.toContain(`${SITE}/sw/sw/spaces`);
  });
});
