import './notice.css';

import { type ReactNode, useId } from 'react';

/**
 * A message in a tinted box, with an optional title: Mantine's Alert drawn with plain elements, for storefront pages
 * whose first visit must stay light (Alert brings its close button's code along, 1.6 KB as transferred).
 * `alert` is read out at once (a failure); the others are read in their place.
 */
export function Notice({
  tone,
  title,
  children,
  testId,
}: {
  tone: 'info' | 'warning' | 'alert';
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <div
      className={`notice notice-${tone}`}
      role={tone === 'alert' ? 'alert' : undefined}
      aria-labelledby={title ? titleId : undefined}
      data-testid={testId}
    >
      {title && (
        <p className="notice-title" id={titleId}>
          {title}
        </p>
      )}
      {children}
    </div>
  );
}
