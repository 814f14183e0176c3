import './page-links.css';

import { Link } from 'react-router';
import { Icon, type IconName } from './icon';
import { pageRange } from '../lib/page-range';

/**
 * Paging as links (each page has its URL, so it is shared, bookmarked and opened in a new tab like any link), drawn like
 * Mantine's Pagination without its JavaScript: first, previous, the pages around the current one, next, last.
 */
export function PageLinks({
  page,
  total,
  hrefOf,
  label,
  pageLabel,
  controlLabel,
}: {
  page: number;
  total: number;
  hrefOf: (page: number) => string;
  label: string;
  pageLabel: (page: number) => string;
  controlLabel: (control: 'first' | 'previous' | 'next' | 'last') => string;
}) {
  const control = (name: 'first' | 'previous' | 'next' | 'last', target: number, icon: IconName) => {
    const disabled = target < 1 || target > total || target === page;
    return (
      <li key={name}>
        {disabled ? (
          // A link that leads nowhere from this page: still announced as a link, and as unavailable.
          <span className="page-link" role="link" aria-disabled="true" aria-label={controlLabel(name)}>
            <Icon name={icon} size={16} />
          </span>
        ) : (
          <Link className="page-link" to={hrefOf(target)} aria-label={controlLabel(name)}>
            <Icon name={icon} size={16} />
          </Link>
        )}
      </li>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className="page-links">
        {control('first', 1, 'chevronsLeft')}
        {control('previous', page - 1, 'chevronLeft')}
        {pageRange(page, total).map((item, index) =>
          item === 'dots' ? (
            <li key={`dots-${index}`} className="page-dots" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="page-link"
                to={hrefOf(item)}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {control('next', page + 1, 'chevronRight')}
        {control('last', total, 'chevronsRight')}
      </ul>
    </nav>
  );
}
