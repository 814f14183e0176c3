import { Badge, Button, Card, Group, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { JobProofs as JobProofsData, ProofRound } from '@portal/shared/production/proof-schemas';
import { useState } from 'react';
import { usePrint } from '../../finance/public/print-price-quote';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { mediaUrl } from '../../../lib/media';
import { fetchProofApprovalPdf } from '../api/print-proof-approval';
import { PhotoModal } from './photo-modal';
import { ProofAnswerForm } from './proof-answer-form';
import { ProofUploadForm } from './proof-upload-form';

const STATUS_COLOR = { open: 'blue', approved: 'green', changes_requested: 'orange' } as const;

/** Who may do what with the proofs: staff upload; the customer answers (approving needs the approval permission). */
export interface ProofRights {
  canUpload: boolean;
  canAnswer: boolean;
  canApprove: boolean;
}

/**
 * A job's proof rounds, newest first: each with its images, the workshop's note and the customer's
 * answer: the signature with its time and address and the approval's PDF, or the changes asked.
 */
export function JobProofs({ proofs, rights }: { proofs: JobProofsData; rights: ProofRights }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<{ url: string; caption: string } | null>(null);
  const nextNumber = (proofs.rounds[0]?.number ?? 0) + 1;
  return (
    <Stack gap="sm" data-testid="job-proofs">
      <Title order={3} size="h5">
        {t('production.proofs.title')}
      </Title>
      {proofs.rounds.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('production.proofs.none')}
        </Text>
      )}
      {rights.canUpload && proofs.canUpload && (
        <ProofUploadForm orderId={proofs.orderId} nextNumber={nextNumber} />
      )}
      {proofs.rounds.map((round) => (
        <RoundCard
          key={round.id}
          orderId={proofs.orderId}
          round={round}
          rights={rights}
          onPhoto={(url) => setPhoto({ url, caption: t('production.proofs.round', { n: round.number }) })}
        />
      ))}
      <PhotoModal photo={photo} onClose={() => setPhoto(null)} />
    </Stack>
  );
}

function RoundCard({
  orderId,
  round,
  rights,
  onPhoto,
}: {
  orderId: number;
  round: ProofRound;
  rights: ProofRights;
  onPhoto: (url: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { print, printing } = usePrint('proofApproval');
  return (
    <Card withBorder padding="sm" data-testid="proof-round" data-status={round.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{t('production.proofs.round', { n: round.number })}</Text>
          <Badge color={STATUS_COLOR[round.status]} variant="light" data-testid="proof-round-status">
            {t(`production.proofs.status.${round.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('production.timeline.by', { date: format.dateTime(round.uploadedAt), name: round.uploadedBy })}
        </Text>
        {round.note && <Text size="sm">{round.note}</Text>}
        <Group gap="xs">
          {round.images.map((image, index) => (
            <UnstyledButton
              key={image.url}
              onClick={() => onPhoto(image.url)}
              aria-label={t('production.proofs.openImage', { n: index + 1, round: round.number })}
              style={{ borderRadius: 6, overflow: 'hidden', width: 96, height: 96 }}
              data-testid="proof-image"
            >
              <Image src={mediaUrl(image.url, 320)} alt="" h={96} w={96} fit="cover" loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
        {round.status === 'approved' && (
          <Stack gap={4} data-testid="proof-approval">
            <Text size="sm">
              {t('production.proofs.approvedBy', {
                name: round.signatureName,
                date: format.dateTime(round.decidedAt!),
                address: round.signatureIp,
              })}
            </Text>
            <Group>
              <Button
                variant="default"
                size="xs"
                loading={printing !== null}
                onClick={() => void print('approval', () => fetchProofApprovalPdf(orderId, round.id))}
                data-testid="proof-approval-pdf"
              >
                {t('production.proofs.approvalPdf')}
              </Button>
            </Group>
          </Stack>
        )}
        {round.status === 'changes_requested' && (
          <Stack gap={4} data-testid="proof-changes">
            <Text size="xs" c="dimmed">
              {t('production.timeline.by', {
                date: format.dateTime(round.decidedAt!),
                name: round.decidedBy ?? '',
              })}
            </Text>
            <Text size="sm">{t('production.proofs.changesAsked', { comments: round.comments })}</Text>
          </Stack>
        )}
        {round.status === 'open' && rights.canAnswer && (
          <ProofAnswerForm orderId={orderId} roundId={round.id} canApprove={rights.canApprove} />
        )}
      </Stack>
    </Card>
  );
}
