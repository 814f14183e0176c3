import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log';

describe('the URL a request line logs', () => {
  it('hides a family link’s token and a PIN or token in the query, and keeps the rest', () => {
    expect(loggedUrl('/api/family/AbC123_-xyz?pin=1234&lang=fr')).toBe(
      '/api/family/[token]?pin=[hidden]&lang=fr',
    );
    expect(loggedUrl('/fr/memorial/AbC123?Token=secret')).toBe('/fr/memorial/[token]?Token=[hidden]');
    expect(loggedUrl('/api/JobOrders/12/items?page=2')).toBe('/api/JobOrders/12/items?page=2');
  });
});
