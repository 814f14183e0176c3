import { createFamilyLink, createFamilyLinkSchemas } from '@portal/shared/family-links/create-family-link';
import { getFamilyLinks, getFamilyLinksSchemas } from '@portal/shared/family-links/get-family-links';
import { getFamilyPage, getFamilyPageSchemas } from '@portal/shared/family-links/get-family-page';
import { revokeFamilyLink, revokeFamilyLinkSchemas } from '@portal/shared/family-links/revoke-family-link';
import { getFamilyBranding, getFamilyBrandingSchemas } from '@portal/shared/family-links/get-family-branding';
import { removeFamilyLogo, removeFamilyLogoSchemas } from '@portal/shared/family-links/remove-family-logo';
import { saveFamilyColours, saveFamilyColoursSchemas } from '@portal/shared/family-links/save-family-colours';
import { uploadFamilyLogo, uploadFamilyLogoSchemas } from '@portal/shared/family-links/upload-family-logo';
import { readBoundedUpload } from '../../platform/multipart';
import { PRIVATE_NO_STORE } from '../../platform/caching-headers';
import { bindCall } from '../../platform/route';
import * as familyPages from './family-page';
import * as branding from './branding';
import * as links from './links';

export const familyLinkRoutes = [
  bindCall(getFamilyLinks, getFamilyLinksSchemas, ({ services, scope, params }) =>
    links.getFamilyLinks(services.db, scope, params.id, services.now()),
  ),
  bindCall(createFamilyLink, createFamilyLinkSchemas, ({ services, scope, params, body }) =>
    links.createFamilyLink(services.db, scope, params.id, body, services.now()),
  ),
  bindCall(revokeFamilyLink, revokeFamilyLinkSchemas, ({ services, scope, params }) =>
    links.revokeFamilyLink(services.db, scope, params.id, services.now()),
  ),
  bindCall(getFamilyBranding, getFamilyBrandingSchemas, ({ services, scope, params }) =>
    branding.getFamilyBranding(services.db, scope, params.id),
  ),
  bindCall(saveFamilyColours, saveFamilyColoursSchemas, ({ services, scope, params, body }) =>
    branding.saveFamilyColours(services.db, scope, params.id, body, services.now()),
  ),
  bindCall(uploadFamilyLogo, uploadFamilyLogoSchemas, async ({ services, scope, params, request }) =>
    branding.uploadFamilyLogo(
      services,
      scope,
      params.id,
      await readBoundedUpload(request, branding.LOGO_MAX_BYTES),
    ),
  ),
  bindCall(removeFamilyLogo, removeFamilyLogoSchemas, ({ services, scope, params }) =>
    branding.removeFamilyLogo(services, scope, params.id),
  ),
  // Public through its token, yet personal (a decedent, a family's message): never kept by any cache.
  bindCall(getFamilyPage, getFamilyPageSchemas, ({ services, params, query, lang, reply }) => {
    void reply.header('cache-control', PRIVATE_NO_STORE);
    return familyPages.getFamilyPage(services, params.token, query.pin, lang, services.now());
  }),
];
