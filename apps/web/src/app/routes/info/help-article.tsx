import { ArrowLeft, ArrowRight, LifeBuoy } from 'lucide-react';
import { helpArticle, helpArticles } from '@nafasi/shared/help-articles';
import { Link, useParams } from '@/lib/router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from '../not-found';
import { m } from '@nafasi/shared/i18n';

/** /help/:slug — one help article: what to do, step by step, and a way to the screen that does it. */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const article = helpArticle(slug);
  useDocumentTitle(article?.title, article?.summary);
  if (!article) return <NotFoundPage />;
  const more = helpArticles().filter((a) => a.topic === article.topic && a.slug !== article.slug);
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6" data-testid="help-article">
      <header className="space-y-3">
        <Link to={paths.help.getHref()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft className="size-4" aria-hidden /> {m.help_all_topics()}
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{article.title}</h1>
        <p className="text-lg text-slate-700">{article.summary}</p>
      </header>
      {article.sections.map((section, i) => (
        <section key={section.heading ?? i} className="space-y-3 text-slate-800">
          {section.heading && <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>}
          {section.paragraphs?.map((text) => (
            <p key={text} className="leading-relaxed">
              {text}
            </p>
          ))}
          {section.steps && (
            <ol className="list-decimal space-y-2 pl-6 leading-relaxed marker:font-semibold marker:text-brand-800">
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </section>
      ))}
      {article.action && (
        <ButtonLink to={article.action.href}>
          {article.action.label} <ArrowRight aria-hidden />
        </ButtonLink>
      )}
      {more.length > 0 && (
        <aside aria-labelledby="help-more" className="space-y-3 border-t border-slate-200 pt-8">
          <h2 id="help-more" className="text-lg font-semibold text-slate-900">
            {m.help_more_on_topic()}
          </h2>
          <ul className="space-y-1.5">
            {more.map((a) => (
              <li key={a.slug}>
                <Link to={paths.helpArticle.getHref(a.slug)} className="font-medium text-brand-800 hover:underline">
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
        <p className="text-slate-700">{m.help_article_still()}</p>
        <ButtonLink to={paths.contact.getHref()} variant="outline">
          <LifeBuoy aria-hidden /> {m.help_contact_support()}
        </ButtonLink>
      </Card>
    </article>
  );
}
