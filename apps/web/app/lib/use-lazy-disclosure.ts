import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

/**
 * The open / closed state of a drawer whose code loads on its first opening: `loaded` turns true then and stays true,
 * so the drawer is rendered from then on (and animates its closing).
 */
export function useLazyDisclosure() {
  const [opened, { open, close }] = useDisclosure(false);
  const [loaded, setLoaded] = useState(false);
  const openNow = () => {
    setLoaded(true);
    open();
  };
  return { opened, loaded, open: openNow, close, toggle: () => (opened ? close() : openNow()) };
}
