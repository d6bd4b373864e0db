import { useNavigate, usePlace } from '../../ui/routing';
import { PRODUCT_NAME } from '../../domain/constants';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useT } from '../languages';

/** Router state /signup hands to the dashboard after a code was redeemed. */
export const CREATOR_WELCOME_STATE = { creatorWelcome: true } as const;

function wantsWelcome(state: unknown): boolean {
  return (state as { creatorWelcome?: unknown } | null)?.creatorWelcome === true;
}

/**
 * The creator welcome modal on the dashboard after a successful redemption. It lives in the
 * router state of that one visit, so a reload or a later visit does not show it again.
 */
export function CreatorWelcome() {
  const t = useT();
  const place = usePlace();
  const navigate = useNavigate();
  if (place.path !== '/' || !wantsWelcome(place.state)) return null;
  const close = () => navigate('/', { replace: true, state: null });
  return (
    <Modal title={t('signup.welcome', { product: PRODUCT_NAME })} onClose={close}>
      <p>{t('signup.canCreate')}</p>
      <div className="ui-actions">
        <Button onClick={() => navigate('/create-event', { replace: true })}>
          {t('signup.createEvent')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('signup.closeMessage')}
        </Button>
      </div>
    </Modal>
  );
}
