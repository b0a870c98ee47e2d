/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The pragmas: this file renders the same whichever directory the server is started from.)
import { Body, Button, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { DEFAULT_LOCALE, HTML_LANG, localizedPath, m, splitLocalePath, type Locale } from '@nafasi/shared/i18n';
import type { QueuedMail } from '../db/schema.ts';
import { stableMessageId, type Mail } from './mail.ts';

/**
 * What a mail says, whatever it is about: one layout writes every one of them (issue 17), the
 * queued notifications and the account mails (confirm, reset, payout changes) alike.
 */
export type MailMessage = Omit<QueuedMail, 'ics'>;

/** The content id of a mail's QR code, sent inline beside the HTML. */
export const MAIL_QR_CID = 'qr@nafasi';

const BRAND = '#0f766e';
const INK = '#0f172a';
const MUTED = '#475569';

/**
 * A link to one of the site's pages in the mail's language (/sw/… for Kiswahili), so a phone's
 * in-app browser opens the page in the language the mail was read in. The API, media and the
 * language switch, other sites and a path already in that language stay as they are.
 */
export function inMailLanguage(url: string, siteUrl: string, locale: Locale): string {
  if (!url.startsWith(`${siteUrl}/`) && url !== siteUrl) return url;
  const link = new URL(url);
  if (/^\/(api|media|lang)(\/|$)/.test(link.pathname)) return url;
  const path = localizedPath(locale, splitLocalePath(link.pathname).path);
  if (path === link.pathname) return url;
  link.pathname = path;
  return link.toString();
}

function Mail({ message, siteUrl }: { message: MailMessage; siteUrl: string }) {
  const locale: Locale = message.locale ?? DEFAULT_LOCALE;
  const here = (url: string) => inMailLanguage(url, siteUrl, locale);
  return (
    <Html lang={HTML_LANG[locale]}>
      <Head />
      <Preview>{message.paragraphs[0] ?? message.heading}</Preview>
      <Body style={{ backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: 12, maxWidth: 560, padding: '28px 32px' }}>
          <Text style={{ color: BRAND, fontSize: 22, fontWeight: 700, margin: '0 0 16px' }}>Nafasi</Text>
          <Heading as="h1" style={{ color: INK, fontSize: 20, margin: '0 0 12px' }}>
            {message.heading}
          </Heading>
          {message.paragraphs.map((p, i) =>
            // A link written out (for a client that shows no button) breaks anywhere: a long token
            // has no break point, and would make the mail wider than a phone (375 px).
            /^https?:\/\/\S+$/.test(p) ? (
              <Text key={i} style={{ color: INK, fontSize: 13, lineHeight: '20px', margin: '0 0 12px', wordBreak: 'break-all', overflowWrap: 'anywhere' }}>
                <Link href={here(p)} style={{ color: BRAND, wordBreak: 'break-all' }}>
                  {here(p)}
                </Link>
              </Text>
            ) : (
              <Text key={i} style={{ color: INK, fontSize: 15, lineHeight: '22px', margin: '0 0 12px', overflowWrap: 'anywhere' }}>
                {p}
              </Text>
            ),
          )}
          {message.facts && message.facts.length > 0 && (
            <Section style={{ backgroundColor: '#effaf7', borderRadius: 8, margin: '8px 0 16px', padding: '8px 16px' }}>
              {message.facts.map(([label, value]) => (
                <Text key={label} style={{ color: INK, fontSize: 14, margin: '6px 0' }}>
                  <span style={{ color: MUTED }}>{label}: </span>
                  <strong>{value}</strong>
                </Text>
              ))}
            </Section>
          )}
          {message.qr && (
            <Section style={{ margin: '8px 0 16px' }}>
              <Img src={`cid:${MAIL_QR_CID}`} alt={message.qr.alt} width={160} height={160} />
            </Section>
          )}
          {message.action && (
            <Section style={{ margin: '8px 0 16px' }}>
              <Button
                href={here(message.action.url)}
                style={{ backgroundColor: BRAND, borderRadius: 8, color: '#ffffff', fontSize: 15, fontWeight: 600, padding: '12px 20px' }}
              >
                {message.action.label}
              </Button>
            </Section>
          )}
          <Hr style={{ borderColor: '#e2e8f0', margin: '20px 0 12px' }} />
          <Text style={{ color: MUTED, fontSize: 12, lineHeight: '18px', margin: 0 }}>
            Nafasi · {m.mail_footer_tagline({}, { locale })} · <Link href={here(siteUrl)}>{siteUrl.replace(/^https?:\/\//, '')}</Link>
          </Text>
          {message.unsubscribeUrl && (
            <Text style={{ color: MUTED, fontSize: 12, margin: '6px 0 0' }}>
              {m.mail_unsubscribe_before({}, { locale })} <Link href={message.unsubscribeUrl}>{m.mail_unsubscribe_link({}, { locale })}</Link>{' '}
              {m.mail_unsubscribe_after({}, { locale })}
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * React Email's plain text (its toPlainText: no wrapping, its selectors), compiled once: its
 * toPlainText compiles the options for every mail, a third of a mail's rendering time.
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/** The mail as HTML and as plain text (the same words; links written out). */
export async function renderMail(message: MailMessage, siteUrl: string): Promise<{ html: string; text: string }> {
  const html = await render(<Mail message={message} siteUrl={siteUrl} />);
  return { html, text: toPlainText(html) };
}

/**
 * A mail to send now (not queued): the layout's HTML and text, its subject, and its Message-ID,
 * made from what the mail is about (`about`: a kind and a key, such as the link it carries), so a
 * second attempt at the same mail is recognisably the same one.
 */
export async function laidOutMail(to: string, message: MailMessage, siteUrl: string, about: { kind: string; key: string }): Promise<Mail> {
  const { html, text } = await renderMail(message, siteUrl);
  return { to, subject: message.subject, html, text, messageId: stableMessageId(siteUrl, about.kind, about.key) };
}
