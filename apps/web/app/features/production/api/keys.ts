import type { CallContract, CallInput } from '@portal/shared/platform/contract';
import { callKey } from '../../../lib/calls';
import type { Lang } from '../../../pages';

/** The key of a read whose answer names stages in the page's language. */
export const inLanguage = <C extends CallContract>(call: C, input: CallInput<C>, lang: Lang) =>
  [...callKey(call, input), lang] as const;
