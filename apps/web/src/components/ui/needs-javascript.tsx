/**
 * What a page that cannot work without JavaScript says when it is off (a server-rendered page is
 * otherwise shown with its form greyed out and no word why). Inside <noscript>: nobody with
 * JavaScript on ever sees it.
 */
export function NeedsJavaScript({ text }: { text: string }) {
  return (
    <noscript>
      <p role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="needs-javascript">
        {text}
      </p>
    </noscript>
  );
}
