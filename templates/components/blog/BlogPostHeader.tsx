import type { BlogAuthorData, BlogPostHeader as Header } from '../../types.js';
import { useTheme } from '../../context.js';
import { format } from '../../i18n/index.js';

/** An author: picture, name (linked to their page, else their URL) and title, as Docusaurus's blog shows them. */
export function BlogAuthor({ author }: { author: BlogAuthorData }) {
  const href = author.href ?? author.url;
  const name = author.name && (href ? <a href={href}>{author.name}</a> : author.name);
  return (
    <div className="blog-author avatar">
      {author.imageURL && <img className="avatar__photo blog-author-photo" src={author.imageURL} alt={author.name ?? ''} width={48} height={48} loading="lazy" />}
      <div className="avatar__intro">
        {name && <div className="avatar__name blog-author-name">{name}</div>}
        {author.title && <small className="avatar__subtitle blog-author-title">{author.title}</small>}
      </div>
    </div>
  );
}

/** A post's tags, as links to their pages. */
export function BlogTags({ tags }: { tags: Header['tags'] }) {
  const { strings } = useTheme();
  if (!tags.length) return null;
  return (
    <div className="blog-tags">
      <b>{strings.blogTagsLabel}</b>
      <ul>
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="blog-tag" href={tag.href} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A post's title (a link in a list), date, reading time and authors. */
export function BlogPostHeader({ post, level }: { post: Header; level: 'h1' | 'h2' }) {
  const { strings } = useTheme();
  const Title = level;
  return (
    <header className="blog-post-header">
      <Title className="blog-post-title">{level === 'h2' ? <a href={post.href}>{post.title}</a> : post.title}</Title>
      <div className="blog-post-meta">
        <time dateTime={post.date}>{post.dateText}</time>
        {post.readingTime !== undefined && (
          <>
            {' · '}
            <span className="blog-reading-time">{format(strings.blogReadingTime, { minutes: String(post.readingTime) })}</span>
          </>
        )}
      </div>
      {post.authors.length > 0 && (
        <div className="blog-authors">
          {post.authors.map((author, i) => (
            <BlogAuthor key={i} author={author} />
          ))}
        </div>
      )}
    </header>
  );
}
