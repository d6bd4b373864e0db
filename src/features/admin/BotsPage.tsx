import { useState } from 'react';
import { BOTS } from '../../domain/constants';
import { Button } from '../../ui/Button';
import { FormError, useT } from '../languages';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useBotControls } from './useBotControls';
import './admin.css';
import { useParams } from '../../ui/routing';

/**
 * /admin/event/{eventId}/bots (staff only; the account shell renders nothing for others):
 * bot movement on or off, add 10 bots, remove all bots, and how many there are.
 */
export function BotsPage() {
  const t = useT();
  const { eventId = '' } = useParams();
  const bots = useBotControls(eventId);
  const [confirming, setConfirming] = useState(false);
  const { status } = bots;

  return (
    <section className="admin-page" aria-labelledby="admin-bots-title">
      <h2 id="admin-bots-title">{t('admin.bots')}</h2>
      <p className="admin-hint">{t('admin.eventLabel', { eventId })}</p>
      {bots.loadError ? (
        <>
          <FormError message={bots.loadError} />
          <Button variant="secondary" onClick={bots.reload}>
            {t('common.tryAgain')}
          </Button>
        </>
      ) : !status ? (
        <p role="status">{t('admin.loadingBots')}</p>
      ) : (
        <>
          <p role="status" aria-live="polite">
            {t('admin.botCount', { count: status.count })}
          </p>
          {status.count === 0 && <p className="admin-hint">{t('admin.noBots')}</p>}
          <p>
            {status.movementEnabled ? t('admin.movementEnabled') : t('admin.movementDisabled')}
            {status.movementEnabled && status.count > 0 && t('admin.botsMove')}
          </p>
          <div className="admin-actions">
            <Button
              variant="secondary"
              disabled={bots.busy !== null}
              onClick={() => bots.setMovement(!status.movementEnabled)}
            >
              {status.movementEnabled ? t('admin.disableMovement') : t('admin.enableMovement')}
            </Button>
            <Button disabled={bots.busy !== null} onClick={bots.add}>
              {bots.busy === 'add'
                ? t('common.adding')
                : t('admin.addBots', { count: BOTS.addBatch })}
            </Button>
            <Button
              variant="danger"
              disabled={bots.busy !== null || status.count === 0}
              onClick={() => setConfirming(true)}
            >
              {bots.busy === 'remove' ? t('admin.removing') : t('admin.removeAllBots')}
            </Button>
          </div>
          <FormError message={bots.actionError} />
        </>
      )}
      {confirming && status && (
        <ConfirmModal
          title={t('admin.removeAllBotsQuestion')}
          confirmLabel={t('admin.removeAllBots')}
          cancelLabel={t('common.cancel')}
          onConfirm={bots.removeAll}
          onClose={() => setConfirming(false)}
        >
          <p>{t('admin.removeAllBotsText', { count: status.count })}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
