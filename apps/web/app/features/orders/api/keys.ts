import type { CallContract, CallInput } from '@portal/shared/platform/contract';
import { callKey } from '../../../lib/calls';
import type { Lang } from '../../../pages';

/**
 * The key of a read whose answer is in the page's language (status, service and product names): the call's key
 * (`[domain, name, input]`, invalidated with the domain) and the language.
 */
export const inLanguage = <C extends CallContract>(call: C, input: CallInput<C>, lang: Lang) =>
  [...callKey(call, input), lang] as const;
