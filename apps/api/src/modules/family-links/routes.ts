import { createFamilyLink, createFamilyLinkSchemas } from '@portal/shared/family-links/create-family-link';
import { getFamilyLinks, getFamilyLinksSchemas } from '@portal/shared/family-links/get-family-links';
import { getFamilyPage, getFamilyPageSchemas } from '@portal/shared/family-links/get-family-page';
import { revokeFamilyLink, revokeFamilyLinkSchemas } from '@portal/shared/family-links/revoke-family-link';
import { PRIVATE_NO_STORE } from '../../platform/caching-headers';
import { bindCall } from '../../platform/route';
import { getFamilyPage as familyPage } from './family-page';
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
  // Public through its token, yet personal (a decedent, a family's message): never kept by any cache.
  bindCall(getFamilyPage, getFamilyPageSchemas, ({ services, params, query, lang, reply }) => {
    void reply.header('cache-control', PRIVATE_NO_STORE);
    return familyPage(services, params.token, query.pin, lang, services.now());
  }),
];
