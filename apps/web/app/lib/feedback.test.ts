import { describe, expect, it } from 'vitest';
import { doneMessage, operationFailedMessage } from './feedback';

describe('generic messages (spec §8)', () => {
  it('builds the operation failure message', () => {
    expect(operationFailedMessage('en', 'save', 'Invoice')).toBe('Error occured while saving Invoice!');
    expect(operationFailedMessage('en', 'load')).toBe('Error occured while loading!');
    expect(operationFailedMessage('fr', 'delete', 'la facture')).toBe(
      'Une erreur est survenue lors de la suppression la facture !',
    );
  });

  it('builds the success messages', () => {
    expect(doneMessage('en', 'saved', 'Ring R-100')).toBe('Ring R-100 - saved successfully!');
    expect(doneMessage('en', 'deleted')).toBe('deleted successfully!');
    expect(doneMessage('fr', 'updated', 'Bague')).toBe('Bague - mis à jour avec succès !');
  });
});
