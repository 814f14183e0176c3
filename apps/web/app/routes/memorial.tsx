import { data } from 'react-router';
import type { Route } from './+types/memorial';
import { loadMemorialView, MemorialPage } from '../features/family-links/public/memorial-page';
import { pageMeta } from '../lib/page-meta';
import { sessionContext } from '../lib/session/context';

const NOT_FOUND = () => data('Not Found', { status: 404 });

/**
 * Server-rendered: the family page of the link's token; a missing, revoked or expired link is the 404 page (the family
 * layout's error boundary).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(sessionContext);
  const view = await loadMemorialView(api, params.token, undefined);
  if (!view) throw NOT_FOUND();
  return view;
}

/** The PIN prompt posts here: the page answers with the PIN checked by the API (never kept in the address). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const form = await request.formData();
  // Whatever was typed goes to the API, which says what is wrong with it (a PIN is 4 to 8 digits).
  const pin = String(form.get('pin') ?? '')
    .trim()
    .slice(0, 20);
  const { api } = context.get(sessionContext);
  const view = await loadMemorialView(api, params.token, pin || undefined);
  if (!view) throw NOT_FOUND();
  return view;
}

/**
 * A family's page is theirs alone: no cache keeps it, and the sites it loads from (the card processor's frame, a logo)
 * never learn its address, whose token opens it, as a referrer.
 */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
});

/** A family's private page: never in a search engine's index. */
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /memorial/{token} (and /fr/memorial/{token}): a decedent's family orders memorial pieces made from the print. */
export default function Memorial({ loaderData, actionData, params }: Route.ComponentProps) {
  return <MemorialPage token={params.token} view={actionData ?? loaderData} />;
}
