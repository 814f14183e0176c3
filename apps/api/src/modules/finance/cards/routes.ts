import { getCreditCardTypes, getCreditCardTypesSchemas } from '@portal/shared/finance/get-credit-card-types';
import { getCreditCards, getCreditCardsSchemas } from '@portal/shared/finance/get-credit-cards';
import {
  getPaymentProcessor,
  getPaymentProcessorSchemas,
} from '@portal/shared/finance/get-payment-processor';
import { insertNmiCard, insertNmiCardSchemas } from '@portal/shared/finance/insert-nmi-card';
import { insertSquareCard, insertSquareCardSchemas } from '@portal/shared/finance/insert-square-card';
import { bindCall, type RouteDefinition } from '../../../platform/route';
import * as cards from './service';

/** Saved cards and the card processors' public settings (spec §7 Payments and cards). */
export const creditCardRoutes: RouteDefinition[] = [
  bindCall(getCreditCards, getCreditCardsSchemas, ({ services, scope, query }) =>
    cards.getCreditCards(services.db, scope, query),
  ),
  bindCall(getCreditCardTypes, getCreditCardTypesSchemas, async () => cards.getCreditCardTypes()),
  bindCall(getPaymentProcessor, getPaymentProcessorSchemas, async ({ services, params }) =>
    cards.getPaymentProcessor(services.config, params.gatewayId),
  ),
  bindCall(insertSquareCard, insertSquareCardSchemas, ({ services, scope, body }) =>
    cards.insertSquareCard(services.db, services.config, scope, body),
  ),
  bindCall(insertNmiCard, insertNmiCardSchemas, ({ services, scope, body }) =>
    cards.insertNmiCard(services.db, services.config, scope, body),
  ),
];
