import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { blogPost, relatedPosts } from '@/content/community';
import { blogCategoryName } from '@nafasi/shared/blog';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from '../not-found';
import { m } from '@nafasi/shared/i18n';

/** /blog/:postId — one post in full, server-rendered, with two more to read next. */
export function BlogPostPage() {
  const { postId = '' } = useParams();
  const post = blogPost(postId);
  useDocumentTitle(post?.title, post?.excerpt);
  if (!post) return <NotFoundPage />;
  return (
    <article className="pb-16">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Link to={paths.blog.getHref()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> {m.blog_all()}
          </Link>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge>{blogCategoryName(post.category)}</Badge>
            <time dateTime={post.published}>{post.date}</time>·<span>{post.readTime}</span>
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>
          <p className="mt-4 text-sm font-medium text-slate-800">{m.blog_by({ author: post.author })}</p>
        </div>
      </header>
      <div aria-hidden className={cn(post.image, 'mx-auto h-40 max-w-3xl sm:mt-8 sm:h-56 sm:rounded-2xl')} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 pt-8 text-slate-800 sm:px-6" data-testid="post-body">
        {post.body.map((section, i) => (
          <section key={section.heading ?? i} className="space-y-4">
            {section.heading && <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>}
            {section.paragraphs.map((text) => (
              <p key={text} className="leading-relaxed">
                {text}
              </p>
            ))}
          </section>
        ))}
        <ul className="flex flex-wrap gap-1.5" aria-label={m.blog_tags()}>
          {post.tags.map((t) => (
            <li key={t}>
              <Badge tone="muted">{t}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <aside className="mx-auto mt-12 max-w-3xl px-4 sm:px-6" aria-labelledby="read-next">
        <h2 id="read-next" className="text-lg font-semibold text-slate-900">
          {m.blog_read_next()}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {relatedPosts(post).map((p) => (
            <li key={p.id}>
              <Card className="relative h-full p-5">
                <Badge>{blogCategoryName(p.category)}</Badge>
                <h3 className="mt-2 font-semibold text-slate-900">
                  <Link to={paths.blogPost.getHref(p.id)} className="after:absolute after:inset-0 hover:underline">
                    {p.title}
                  </Link>
                </h3>
                <p className="mt-1 line-clamp-2 text-sm text-slate-600">{p.excerpt}</p>
              </Card>
            </li>
          ))}
        </ul>
      </aside>
    </article>
  );
}
