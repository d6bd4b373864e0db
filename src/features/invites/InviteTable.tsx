import { Link } from '../../ui/routing';
import type { Invite } from '../../data/invites';
import { localDayMonthYear } from '../../domain/dates';
import { inviteState } from '../../domain/invites';
import { Button } from '../../ui/Button';
import { FormError, RichText, useFormats, useT } from '../languages';
import { CopyInvite } from './CopyInvite';
import type { InviteAction } from './useInviteActions';
import { INVITE_LIST_MAX } from './useInviteList';

interface InviteTableProps {
  title: string;
  invites: Invite[] | null;
  loadError: string | null;
  empty: string;
  /** Pending invites: Send and Delete per row. */
  actions?: {
    busy: InviteAction | null;
    onSend: (invite: Invite) => void;
    onDelete: (invite: Invite) => void;
  };
}

function InviteStatus({ invite }: { invite: Invite }) {
  const t = useT();
  const state = inviteState(invite);
  if (state !== 'redeemed') {
    return <>{t(state === 'sent' ? 'invites.state.sent' : 'invites.state.pending')}</>;
  }
  return (
    <RichText
      id="invites.redeemedBy"
      values={{ uid: invite.redeemedBy ?? '' }}
      components={{ 0: <Link to={`/admin/users/${invite.redeemedBy}`} /> }}
    />
  );
}

/** 'Pending Invites' or 'Sent Invites': live, newest first, at most INVITE_LIST_MAX. */
export function InviteTable({ title, invites, loadError, empty, actions }: InviteTableProps) {
  const t = useT();
  const { language, date } = useFormats();
  const created = (at: Date) =>
    language === 'en'
      ? localDayMonthYear(at)
      : date(at, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return (
    <section className="invites-list" aria-label={title}>
      <h3>{title}</h3>
      <FormError message={loadError} />
      {!invites ? (
        !loadError && <p role="status">{t('common.loadingData')}</p>
      ) : invites.length === 0 ? (
        <p className="invites-hint">{empty}</p>
      ) : (
        <div className="invites-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('invites.email')}</th>
                <th scope="col">{t('invites.created')}</th>
                <th scope="col">{t('invites.state')}</th>
                <th scope="col">{t('invites.invite')}</th>
                {actions && <th scope="col">{t('invites.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {invites.map((invite) => (
                <tr key={invite.code}>
                  <td data-label={t('invites.email')}>{invite.email}</td>
                  <td className="invites-date" data-label={t('invites.created')}>
                    {invite.created ? created(invite.created) : '...'}
                  </td>
                  <td className="invites-state" data-label={t('invites.state')}>
                    <InviteStatus invite={invite} />
                  </td>
                  <td data-label={t('invites.invite')}>
                    {invite.redeemedBy === null && <CopyInvite invite={invite} />}
                  </td>
                  {actions && (
                    <td data-label={t('invites.actions')}>
                      <div className="invites-row-actions">
                        <Button
                          variant="secondary"
                          disabled={actions.busy !== null || invite.redeemedBy !== null}
                          aria-label={t('invites.sendTo', { email: invite.email })}
                          onClick={() => actions.onSend(invite)}
                        >
                          {actions.busy === `send:${invite.code}`
                            ? t('invites.sending')
                            : t('invites.send')}
                        </Button>
                        <Button
                          variant="danger"
                          disabled={actions.busy !== null}
                          aria-label={t('invites.deleteFor', { email: invite.email })}
                          onClick={() => actions.onDelete(invite)}
                        >
                          {actions.busy === `delete:${invite.code}`
                            ? t('billing.deleting')
                            : t('billing.delete')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {invites && invites.length >= INVITE_LIST_MAX && (
        <p className="invites-hint">{t('invites.showingNewest', { max: INVITE_LIST_MAX })}</p>
      )}
    </section>
  );
}
