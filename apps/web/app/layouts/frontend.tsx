import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import {
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/frontend';
import { ErrorPage } from '../components/error-page';
import {
  getProductCategories,
  type ProductCategory,
} from '../features/catalog/public/get-product-categories';
import { getCompanyDetails } from '../features/reference/public/get-company-details';
import { notifyError } from '../lib/feedback';
import { langFromPath } from '../lib/i18n/paths';
import { CART_LOGIN_NOTICE } from '../lib/session/access';
import { sessionContext } from '../lib/session/context';
import { StorefrontShell } from './storefront/storefront-shell';
import { type StorefrontCompany, storefrontCompany } from './storefront/storefront-footer';

export interface FrontendData {
  categories: ProductCategory[];
  company: StorefrontCompany | null;
}

/** The storefront's menu and footer data, rendered on the server; a failure only leaves them out. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<FrontendData> {
  const { api } = context.get(sessionContext);
  const [categories, company] = await Promise.all([
    getProductCategories(api).catch(() => []),
    getCompanyDetails(api).catch(() => null),
  ]);
  const lang = langFromPath(new URL(request.url).pathname);
  return {
    categories: Array.isArray(categories) ? categories : [],
    company: company && storefrontCompany(lang, company),
  };
}

/** Names are per language (the API answers in the Accept-Language): reload only when the language changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);
}

/** spec §5: the logged-out visit of the back-office cart lands here with a notice. */
function useRedirectNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = new URLSearchParams(location.search).get('notice');
  useEffect(() => {
    if (notice !== CART_LOGIN_NOTICE) return;
    notifyError(t('cart.loginRequired'));
    const params = new URLSearchParams(location.search);
    params.delete('notice');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [notice, location.pathname, location.search, navigate, t]);
}

export default function FrontendLayout({ loaderData }: Route.ComponentProps) {
  useRedirectNotice();
  return (
    <StorefrontShell categories={loaderData.categories} company={loaderData.company}>
      <Outlet />
    </StorefrontShell>
  );
}

/** The storefront error layout (spec §2). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<FrontendData>('layout.frontend');
  return (
    <StorefrontShell categories={data?.categories ?? []} company={data?.company ?? null}>
      <ErrorPage error={error} />
    </StorefrontShell>
  );
}
