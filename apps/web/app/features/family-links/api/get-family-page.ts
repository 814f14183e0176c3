import { getFamilyPage } from '@portal/shared/family-links/get-family-page';
import type { FamilyPage } from '@portal/shared/family-links/schemas';
import { ApiError, type ApiClient } from '../../../lib/api';

/** What the memorial page shows: the page, or the PIN prompt (with the refusal of a wrong or locked PIN). */
export type MemorialView = { page: FamilyPage } | { pinPrompt: { error: string | null } };

/** A token-shaped address part: anything else is no link, and never reaches the API. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/family/{token} from the web server (the page is server-rendered); null when the link is missing, revoked or
 * expired (the page is then the 404 page).
 */
export async function loadMemorialView(
  api: ApiClient,
  token: string | undefined,
  pin: string | undefined,
): Promise<MemorialView | null> {
  if (!token || !TOKEN.test(token)) return null;
  try {
    const page = await api.send(
      getFamilyPage,
      { params: { token }, query: pin ? { pin } : {} },
      { anonymous: true, silent: true },
    );
    return { page };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) return null;
    if (error.status === 403 || (error.status === 400 && error.hasKey('pin')))
      return { pinPrompt: { error: pin ? (error.errorMessages[0]?.value ?? null) : null } };
    throw error;
  }
}
