import { type RouterContextProvider, redirect } from 'react-router';
import { langFromPath, localizePath } from '../i18n/paths';
import { decideAccess, findPage } from './access';
import { sessionContext } from './context';

/** spec §5 Access for every page under a layout; the same function runs as server and as client middleware. */
export async function guardAccess({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<void> {
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  const found = findPage(path);
  if (!found) return;
  const target = decideAccess(found.page, await context.get(sessionContext).getSession());
  if (target) throw redirect(localizePath(target, langFromPath(path)));
}
