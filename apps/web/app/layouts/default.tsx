import '../styles/mantine-backoffice.css';
import '../styles/data-grids.css';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasPermission } from '@portal/shared/auth/permission-check';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Outlet } from 'react-router';
import type { Route } from './+types/default';
import { ErrorPage } from '../components/error-page';
import {
  getUserSetting,
  useUserSetting,
  userSettingQueryOptions,
} from '../features/users/public/get-user-setting';
import { useSaveUserSetting } from '../features/users/public/save-user-setting';
import {
  companyDetailsQueryOptions,
  getCompanyDetails,
} from '../features/reference/public/get-company-details';
import { getQueryClient } from '../lib/query-client';
import { sessionContext } from '../lib/session/context';
import { guardAccess } from '../lib/session/guard-middleware';
import { useSession } from '../lib/session/session';
import { BackofficeHeader } from './backoffice/backoffice-header';
import { ImpersonationBanner } from './backoffice/impersonation-banner';
import { SideNav } from './backoffice/side-nav';
import { SwitchUserModal } from './backoffice/switch-user-modal';
import { StorefrontErrorLayout } from './storefront-error-layout';

/** spec §9 user setting key of the collapsed side navigation. */
const MENU_COLLAPSED = 'CP_IsMenuCollapsed';

// spec §5 Access: every back-office page is guarded, on the server (documents) and in the browser (navigations).
export const middleware: Route.MiddlewareFunction[] = [guardAccess];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardAccess];

interface DefaultLayoutData {
  /** Whose setting menuCollapsed is: after a switch of user the layout stays mounted with the previous answer. */
  userId: number | null;
  menuCollapsed: boolean;
  companyName: string | null;
}

/** The menu state is rendered on the server too, so a collapsed menu does not jump after hydration. */
export async function loader({ context }: Route.LoaderArgs): Promise<DefaultLayoutData> {
  const { api, getSession } = context.get(sessionContext);
  const [session, setting, company] = await Promise.all([
    getSession(),
    getUserSetting(MENU_COLLAPSED, api).catch(() => null),
    getCompanyDetails(api).catch(() => null),
  ]);
  return {
    userId: session.user?.id ?? null,
    menuCollapsed: setting?.value === 'true',
    companyName: company?.name ?? null,
  };
}

export async function clientLoader({ context }: Route.ClientLoaderArgs): Promise<DefaultLayoutData> {
  const queryClient = getQueryClient();
  const [session, setting, company] = await Promise.all([
    context.get(sessionContext).getSession(),
    queryClient.ensureQueryData(userSettingQueryOptions(MENU_COLLAPSED)).catch(() => null),
    queryClient.ensureQueryData(companyDetailsQueryOptions()).catch(() => null),
  ]);
  return {
    userId: session.user?.id ?? null,
    menuCollapsed: setting?.value === 'true',
    companyName: company?.name ?? null,
  };
}

export function shouldRevalidate() {
  return false;
}

function BackofficeShell({
  layoutData,
  children,
}: {
  layoutData: DefaultLayoutData | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [switchUserOpened, switchUserModal] = useDisclosure(false);
  const ownData = layoutData && layoutData.userId === user?.id ? layoutData : null;
  const setting = useUserSetting(
    MENU_COLLAPSED,
    ownData ? { key: MENU_COLLAPSED, value: String(ownData.menuCollapsed) } : undefined,
  );
  const saveSetting = useSaveUserSetting(MENU_COLLAPSED);
  const collapsed = setting.data?.value === 'true';
  const canSwitchUser = hasPermission(user?.permissions, 'CP_USERS:SWITCH');
  // Signing out empties the session just before the redirect: render nothing meanwhile.
  if (!user) return null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: collapsed ? 76 : 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <BackofficeHeader
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          collapsed={collapsed}
          onToggleCollapsed={() => saveSetting.mutate(String(!collapsed))}
          canSwitchUser={canSwitchUser}
          onSwitchUser={switchUserModal.open}
          companyName={layoutData?.companyName ?? null}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <SideNav collapsed={collapsed} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <ImpersonationBanner />
        {children}
      </AppShell.Main>
      {canSwitchUser && <SwitchUserModal opened={switchUserOpened} onClose={switchUserModal.close} />}
    </AppShell>
  );
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackofficeShell layoutData={loaderData}>
      <Outlet />
    </BackofficeShell>
  );
}

/** Errors of the layout itself: in the back-office frame when someone is signed in, else the storefront error layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { user } = useSession();
  if (!user) {
    return (
      <StorefrontErrorLayout>
        <ErrorPage error={error} />
      </StorefrontErrorLayout>
    );
  }
  return (
    <BackofficeShell layoutData={null}>
      <ErrorPage error={error} />
    </BackofficeShell>
  );
}
