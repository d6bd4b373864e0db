import { useState } from 'react';
import type { Invite } from '../../data/invites';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { GenerateInvitesForm } from './GenerateInvitesForm';
import { InviteTable } from './InviteTable';
import { useInviteActions } from './useInviteActions';
import { useInviteList } from './useInviteList';
import './invites.css';

/**
 * /admin/email-invites (staff only; the account shell renders nothing for anyone else, so they
 * read nothing): generate invites, send or delete pending ones, and follow sent ones until
 * they are redeemed.
 */
export function EmailInvitesPage() {
  const pending = useInviteList(false);
  const sent = useInviteList(true);
  const actions = useInviteActions();
  const [deleting, setDeleting] = useState<Invite | null>(null);
  const hasPending = (pending.invites ?? []).some((invite) => !invite.redeemedBy);

  return (
    <section className="invites-page" aria-labelledby="email-invites-title">
      <h2 id="email-invites-title">Email invites</h2>
      <GenerateInvitesForm
        busy={actions.busy === 'generate'}
        onGenerate={actions.generate}
        onInvalid={actions.showError}
      />
      <div role="status" aria-live="polite">
        {actions.notice && <p>{actions.notice}</p>}
      </div>
      <FormError message={actions.error} />
      <div className="invites-actions">
        <Button
          disabled={actions.busy !== null || !hasPending}
          onClick={() => void actions.sendAll()}
        >
          {actions.busy === 'sendAll' ? 'Sending...' : 'Send all pending invites'}
        </Button>
      </div>
      <InviteTable
        title="Pending Invites"
        invites={pending.invites}
        loadError={pending.error}
        empty="No pending invites. Generate some above."
        actions={{
          busy: actions.busy,
          onSend: (invite) => void actions.send(invite.code, invite.email),
          onDelete: setDeleting,
        }}
      />
      <InviteTable
        title="Sent Invites"
        invites={sent.invites}
        loadError={sent.error}
        empty="No invites sent yet."
      />
      {deleting && (
        <Modal title="Delete this invite?" onClose={() => setDeleting(null)}>
          <p>The invite for {deleting.email} will be deleted; its link will no longer work.</p>
          <div className="invites-actions">
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setDeleting(null);
                void actions.remove(deleting.code, deleting.email);
              }}
            >
              Delete invite
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}
