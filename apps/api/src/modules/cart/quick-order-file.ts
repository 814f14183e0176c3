import {
  QUICK_ORDER_MAX_LINES,
  quickAddToCartSchemas,
  quickOrderLine,
} from '@portal/shared/cart/quick-add-to-cart';
import { parseQuickOrder } from '@portal/shared/cart/quick-order-text';
import type { Language } from '@portal/shared/platform/language';
import type { FastifyRequest } from 'fastify';
import { csvTextOf } from '../../platform/csv';
import { AppError, invalid } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import { parseFields, readBoundedUpload } from '../../platform/multipart';
import type { QuickEntry } from './quick-add';

/** A file of 500 lines of code, quantity, metal and size is a few tens of KB; this leaves room for long names. */
export const QUICK_ORDER_FILE_MAX_BYTES = 256 * 1024;

const formFields = quickAddToCartSchemas().form.omit({ file: true });

/**
 * POST /shoppingCart/quick-add with a CSV file: its lines read as the quick order screen reads a paste; a line that
 * cannot be a quick order line (quantity, code) is answered refused with why, in its place, beside the others.
 */
export async function quickOrderFromFile(request: FastifyRequest, language: Language) {
  const upload = await readBoundedUpload(request, QUICK_ORDER_FILE_MAX_BYTES);
  if (upload.tooLarge)
    throw new AppError(
      'TOO_LARGE',
      `The file is too large: a quick order file may hold at most ${QUICK_ORDER_FILE_MAX_BYTES / 1024} KB`,
    );
  if (!upload.file) throw invalid('file', 'Choose the CSV file of the quick order');
  const fields = parseFields(formFields, upload.fields);
  const parsed = parseQuickOrder(csvTextOf(upload.file.data));
  if (parsed.length === 0) throw invalid('file', 'The file has no quick order lines');
  if (parsed.length > QUICK_ORDER_MAX_LINES)
    throw invalid('file', `A quick order holds at most ${QUICK_ORDER_MAX_LINES} lines`);
  const lines = parsed.map((entry): QuickEntry => {
    if ('problem' in entry)
      return {
        refused: translateMessage(language, 'The quantity must be a whole number from 1 to 999'),
        code: entry.code.slice(0, 60),
        quantity: 0,
      };
    const line = quickOrderLine.safeParse(entry.line);
    return line.success
      ? line.data
      : {
          refused: translateMessage(language, line.error.issues[0]!.message),
          code: entry.line.code.slice(0, 60),
          quantity: entry.line.quantity,
        };
  });
  return { sessionId: fields.sessionId, check: fields.check === 'true', lines };
}
