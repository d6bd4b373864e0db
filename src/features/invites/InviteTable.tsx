import { Link } from '../../ui/routing';
import type { Invite } from '../../data/invites';
import { localDayMonthYear } from '../../domain/dates';
import { inviteState } from '../../domain/invites';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
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
  const state = inviteState(invite);
  if (state !== 'redeemed') return <>{state}</>;
  return (
    <>
      redeemed by <Link to={`/admin/users/${invite.redeemedBy}`}>{invite.redeemedBy}</Link>
    </>
  );
}

/** 'Pending Invites' or 'Sent Invites': live, newest first, at most INVITE_LIST_MAX. */
export function InviteTable({ title, invites, loadError, empty, actions }: InviteTableProps) {
  return (
    <section className="invites-list" aria-label={title}>
      <h3>{title}</h3>
      <FormError message={loadError} />
      {!invites ? (
        !loadError && <p role="status">Loading data...</p>
      ) : invites.length === 0 ? (
        <p className="invites-hint">{empty}</p>
      ) : (
        <div className="invites-table">
          <table>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Created</th>
                <th scope="col">State</th>
                <th scope="col">Invite</th>
                {actions && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {invites.map((invite) => (
                <tr key={invite.code}>
                  <td data-label="E-mail">{invite.email}</td>
                  <td className="invites-date" data-label="Created">
                    {invite.created ? localDayMonthYear(invite.created) : '...'}
                  </td>
                  <td className="invites-state" data-label="State">
                    <InviteStatus invite={invite} />
                  </td>
                  <td data-label="Invite">
                    {invite.redeemedBy === null && <CopyInvite invite={invite} />}
                  </td>
                  {actions && (
                    <td data-label="Actions">
                      <div className="invites-row-actions">
                        <Button
                          variant="secondary"
                          disabled={actions.busy !== null || invite.redeemedBy !== null}
                          aria-label={`Send invite to ${invite.email}`}
                          onClick={() => actions.onSend(invite)}
                        >
                          {actions.busy === `send:${invite.code}` ? 'Sending...' : 'Send'}
                        </Button>
                        <Button
                          variant="danger"
                          disabled={actions.busy !== null}
                          aria-label={`Delete invite for ${invite.email}`}
                          onClick={() => actions.onDelete(invite)}
                        >
                          {actions.busy === `delete:${invite.code}` ? 'Deleting...' : 'Delete'}
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
        <p className="invites-hint">Showing the newest {INVITE_LIST_MAX}.</p>
      )}
    </section>
  );
}
