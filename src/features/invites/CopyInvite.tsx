import type { Invite } from '../../data/invites';
import { signupLink } from '../../domain/invites';
import { Button } from '../../ui/Button';
import { CopyByHand, CopyStatus, useClipboardCopy } from '../../ui/useClipboardCopy';
import { useT } from '../languages';

type What = 'link' | 'code';

/** What a copy button puts on the clipboard: the sign-up link of this site, or the bare code. */
function inviteText(invite: Pick<Invite, 'code'>, what: What): string {
  return what === 'link' ? signupLink(window.location.origin, invite.code) : invite.code;
}

/**
 * 'Copy link' and 'Copy code' for an invite that still works, so staff can hand it over
 * themselves when mail is down (issue 30 #7). A browser that refuses the clipboard gets the
 * text in a read-only field, selected, to copy by hand.
 */
export function CopyInvite({ invite }: { invite: Invite }) {
  const t = useT();
  const { attempt, copy } = useClipboardCopy();
  return (
    <div className="invites-copy">
      <div className="invites-row-actions">
        <Button
          variant="secondary"
          aria-label={t('invites.copyLinkFor', { email: invite.email })}
          onClick={() => void copy('link', inviteText(invite, 'link'))}
        >
          {t('invites.copyLink')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('invites.copyCodeFor', { email: invite.email })}
          onClick={() => void copy('code', inviteText(invite, 'code'))}
        >
          {t('invites.copyCode')}
        </Button>
      </div>
      <CopyStatus attempt={attempt} copiedText={t('invites.copied')} />
      {attempt && !attempt.copied && (
        <CopyByHand
          attempt={attempt}
          className="invites-copy-by-hand"
          hint={t('invites.copyByHand', { what: attempt.what })}
        />
      )}
    </div>
  );
}
