import { Loader, MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it('gives every spinner the status role, so its name is read out and allowed', () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <Loader aria-label="Updating the price" />
      </MantineProvider>,
    );
    expect(html).toMatch(
      /<span[^>]*role="status"[^>]*aria-label="Updating the price"|aria-label="Updating the price"[^>]*role="status"/,
    );
  });
});
