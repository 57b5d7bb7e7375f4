import type { BlogPageData } from '../../types.js';
import { useTheme } from '../../context.js';
import { format } from '../../i18n/index.js';
import { PageContent } from '../DocPage.js';
import { TableOfContents } from '../TableOfContents.js';
import { UntranslatedNotice } from '../UntranslatedNotice.js';
import { UnlistedNotice } from '../UnlistedNotice.js';
import { BlogAuthor, BlogPostHeader, BlogTags } from './BlogPostHeader.js';

/** The recent posts beside every blog page (`blogSidebarCount`, `blogSidebarTitle`). */
function BlogSidebar({ sidebar, active }: { sidebar: NonNullable<BlogPageData['sidebar']>; active?: string }) {
  if (!sidebar.items.length) return null;
  return (
    <aside className="blog-sidebar">
      <nav aria-label={sidebar.title}>
        <div className="blog-sidebar-title">{sidebar.title}</div>
        <ul>
          {sidebar.items.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={item.href === active ? 'blog-sidebar-link active' : 'blog-sidebar-link'} aria-current={item.href === active ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

/** "Newer" and "Older": between posts, or between the pages of a list. */
function BlogPager({ label, newer, older }: { label: string; newer?: { label: string; sublabel: string; href: string }; older?: { label: string; sublabel: string; href: string } }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {newer ? (
        <a className="pagination-link pagination-prev" href={newer.href} rel="prev">
          <span className="pagination-sublabel">{newer.sublabel}</span>
          <span className="pagination-label">{newer.label}</span>
        </a>
      ) : (
        <span />
      )}
      {older && (
        <a className="pagination-link pagination-next" href={older.href} rel="next">
          <span className="pagination-sublabel">{older.sublabel}</span>
          <span className="pagination-label">{older.label}</span>
        </a>
      )}
    </nav>
  );
}

function Post({ post, content }: { post: NonNullable<BlogPageData['post']>; content?: React.ReactNode }) {
  const { strings } = useTheme();
  return (
    <>
      <article className="blog-post">
        {post.unlisted && <UnlistedNotice className="blog-unlisted" />}
        {post.untranslatedFrom && <UntranslatedNotice from={post.untranslatedFrom} />}
        <BlogPostHeader post={post} level="h1" />
        <PageContent html={post.html} content={content} lang={post.untranslatedFrom} />
        <footer className="blog-post-footer">
          <BlogTags tags={post.tags} />
        </footer>
      </article>
      <BlogPager
        label={strings.blogPostNavigation}
        newer={post.newer && { ...post.newer, sublabel: strings.blogNewerPost }}
        older={post.older && { ...post.older, sublabel: strings.blogOlderPost }}
      />
    </>
  );
}

function List({ blog }: { blog: BlogPageData }) {
  const { strings } = useTheme();
  const { pagination } = blog;
  return (
    <>
      {blog.author && (
        <header className="blog-list-header">
          <BlogAuthor author={blog.author} />
        </header>
      )}
      {blog.heading && (
        <header className="blog-list-header">
          <h1>{blog.heading}</h1>
          {blog.description && <p>{blog.description}</p>}
          {blog.allHref && <a href={blog.allHref}>{strings.blogAllTags}</a>}
        </header>
      )}
      {blog.items?.map((item) => (
        <article key={item.href} className="blog-post blog-list-item">
          <BlogPostHeader post={item} level="h2" />
          <div className="markdown" data-excerpt="" dangerouslySetInnerHTML={{ __html: item.html }} />
          <footer className="blog-post-footer">
            <BlogTags tags={item.tags} />
            {item.truncated && (
              <a className="blog-read-more" href={item.href} aria-label={format(strings.blogReadMoreLabel, { title: item.title })}>
                <b>{strings.blogReadMore}</b>
              </a>
            )}
          </footer>
        </article>
      ))}
      {pagination && (
        <BlogPager
          label={strings.blogListNavigation}
          newer={pagination.newer ? { href: pagination.newer, label: strings.blogNewerEntries, sublabel: '' } : undefined}
          older={pagination.older ? { href: pagination.older, label: strings.blogOlderEntries, sublabel: '' } : undefined}
        />
      )}
    </>
  );
}

function Tags({ blog }: { blog: BlogPageData }) {
  return (
    <>
      <h1>{blog.heading}</h1>
      <ul className="blog-tag-list">
        {blog.tags?.map((tag) => (
          <li key={tag.href}>
            <a className="blog-tag" href={tag.href}>
              {tag.label} <span className="blog-tag-count">{tag.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function Authors({ blog }: { blog: BlogPageData }) {
  const { strings } = useTheme();
  return (
    <>
      <h1>{blog.heading}</h1>
      <ul className="blog-author-list">
        {blog.authors?.map((author, i) => (
          <li key={i}>
            <BlogAuthor author={author} /> <span className="blog-author-count">{format(strings.blogAuthorPosts, { count: String(author.count) })}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Archive({ blog }: { blog: BlogPageData }) {
  return (
    <>
      <h1>{blog.heading}</h1>
      {blog.archive?.map((year) => (
        <section key={year.year} className="blog-archive-year">
          <h2>{year.year}</h2>
          <ul>
            {year.posts.map((post) => (
              <li key={post.href}>
                <a href={post.href}>
                  {post.dateText} - {post.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Every page of the blog: the recent posts on the left, the post or the list in the middle, a post's table of contents on the right. */
export function BlogPage({ blog, content }: { blog: BlogPageData; content?: React.ReactNode }) {
  const toc = blog.post?.toc ?? [];
  return (
    <div className="blog-layout">
      {blog.sidebar && <BlogSidebar sidebar={blog.sidebar} active={blog.post?.href} />}
      <main id="main-content" className="blog-main" tabIndex={-1}>
        {blog.view === 'post' && blog.post && <Post post={blog.post} content={content} />}
        {blog.view === 'list' && <List blog={blog} />}
        {blog.view === 'tags' && <Tags blog={blog} />}
        {blog.view === 'authors' && <Authors blog={blog} />}
        {blog.view === 'archive' && <Archive blog={blog} />}
      </main>
      {toc.length > 0 && (
        <aside className="doc-toc blog-toc">
          <TableOfContents items={toc} />
        </aside>
      )}
    </div>
  );
}
