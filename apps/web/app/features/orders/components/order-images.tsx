import { Image, Loader, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { mediaSrcSet, mediaUrl } from '../../../lib/media';
import { type JobOrderImage, useJobOrderImages } from '../api/get-job-order-images';
import { useNestedDialog } from './nested-dialog';

/** A picture shown full size over the page; Escape or the close button returns to where it was opened. */
export function PictureModal({
  picture,
  onClose,
}: {
  picture: { url: string; caption: string } | null;
  onClose: () => void;
}) {
  useNestedDialog(picture !== null);
  const { t } = useTranslation();
  return (
    <Modal
      opened={picture !== null}
      onClose={onClose}
      size="auto"
      centered
      title={picture?.caption || t('orders.images.picture')}
      closeButtonProps={{ 'aria-label': t('orders.images.close') }}
    >
      {picture && (
        <Image
          src={mediaUrl(picture.url, 1280)}
          srcSet={mediaSrcSet(picture.url, 640)}
          sizes="90vw"
          alt={picture.caption || t('orders.images.picture')}
          mah="80vh"
          maw="min(90vw, 1280px)"
          fit="contain"
          data-testid="picture-full"
        />
      )}
    </Modal>
  );
}

/** The pictures of a job order (its pieces, then pictures sent with notes) as thumbnails; one opens full size. */
export function OrderImages({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const images = useJobOrderImages(orderId, true);
  const [open, setOpen] = useState<JobOrderImage | null>(null);
  if (images.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!images.data?.length) return <Text c="dimmed">{t('orders.images.none')}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="order-gallery">
        {images.data.map((image, index) => (
          <UnstyledButton
            key={`${image.url}-${index}`}
            onClick={() => setOpen(image)}
            aria-label={t('orders.images.open', { caption: image.caption })}
            style={{
              borderRadius: 6,
              overflow: 'hidden',
              aspectRatio: '1 / 1',
              background: 'var(--mantine-color-gray-0)',
            }}
            data-testid="order-gallery-image"
          >
            <Image src={mediaUrl(image.url, 320)} alt="" h="100%" w="100%" fit="cover" loading="lazy" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <PictureModal picture={open} onClose={() => setOpen(null)} />
    </>
  );
}
