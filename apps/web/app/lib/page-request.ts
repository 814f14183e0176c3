import { data } from 'react-router';
import { findPage, isValidPageRequest } from './session/access';

/**
 * The loader (server and client) of a page: an unknown path, bad parameters or an unknown order-list tab answer 404
 * (spec §5: "A page validation failure gives the 404 page").
 */
export function validatePageRequest(request: Request): null {
  const url = new URL(request.url);
  const found = findPage(url.pathname.replace(/\.data$/, ''));
  if (!found || !isValidPageRequest(found.page, found.params, url.searchParams)) {
    throw data('Not Found', { status: 404 });
  }
  return null;
}

/** Route loaders of pages that need no data yet: the check above, in both places a navigation can run. */
export const pageFrameLoaders = {
  loader: ({ request }: { request: Request }) => validatePageRequest(request),
  clientLoader: ({ request }: { request: Request }) => validatePageRequest(request),
};
