import { useState } from 'react';
import type { Invite } from '../../data/invites';
import type { Language } from '../../domain/languages';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormError, useLanguage, useT } from '../languages';
import { GenerateInvitesForm } from './GenerateInvitesForm';
import { InviteTable } from './InviteTable';
import { MailLanguageField } from './MailLanguageField';
import { useInviteActions } from './useInviteActions';
import { useInviteList } from './useInviteList';
import './invites.css';

/**
 * /admin/email-invites (staff only; the account shell renders nothing for anyone else, so they
 * read nothing): generate invites, send or delete pending ones, and follow sent ones until
 * they are redeemed.
 */
export function EmailInvitesPage() {
  const t = useT();
  const pending = useInviteList(false);
  const sent = useInviteList(true);
  const actions = useInviteActions();
  const [deleting, setDeleting] = useState<Invite | null>(null);
  const ownLanguage = useLanguage();
  const [picked, setPicked] = useState<Language | null>(null);
  const mailLanguage = picked ?? ownLanguage;
  const hasPending = (pending.invites ?? []).some((invite) => !invite.redeemedBy);

  return (
    <section className="invites-page" aria-labelledby="email-invites-title">
      <h2 id="email-invites-title">{t('invites.title')}</h2>
      <GenerateInvitesForm
        busy={actions.busy === 'generate'}
        onGenerate={actions.generate}
        onInvalid={actions.showError}
      />
      <div role="status" aria-live="polite">
        {actions.notice && <p>{actions.notice}</p>}
      </div>
      <FormError message={actions.error} />
      <MailLanguageField value={mailLanguage} onChange={setPicked} />
      <div className="invites-actions">
        <Button
          disabled={actions.busy !== null || !hasPending}
          onClick={() => void actions.sendAll(mailLanguage)}
        >
          {actions.busy === 'sendAll' ? t('invites.sending') : t('invites.sendAll')}
        </Button>
      </div>
      <InviteTable
        title={t('invites.pending')}
        invites={pending.invites}
        loadError={pending.error}
        empty={t('invites.noPending')}
        actions={{
          busy: actions.busy,
          onSend: (invite) => void actions.send(invite.code, invite.email, mailLanguage),
          onDelete: setDeleting,
        }}
      />
      <InviteTable
        title={t('invites.sent')}
        invites={sent.invites}
        loadError={sent.error}
        empty={t('invites.noneSent')}
      />
      {deleting && (
        <Modal title={t('invites.deleteQuestion')} onClose={() => setDeleting(null)}>
          <p>{t('invites.deleteText', { email: deleting.email })}</p>
          <div className="invites-actions">
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setDeleting(null);
                void actions.remove(deleting.code, deleting.email);
              }}
            >
              {t('invites.deleteInvite')}
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}
