import type { ReactNode } from 'react';
import { StorefrontShell } from './storefront/storefront-shell';

/** spec §2: errors outside any layout render in the storefront frame (without the data its loader would bring). */
export function StorefrontErrorLayout({ children }: { children: ReactNode }) {
  return (
    <StorefrontShell categories={[]} company={null}>
      {children}
    </StorefrontShell>
  );
}
