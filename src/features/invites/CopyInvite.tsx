import { useEffect, useRef, useState } from 'react';
import type { Invite } from '../../data/invites';
import { signupLink } from '../../domain/invites';
import { Button } from '../../ui/Button';

type What = 'link' | 'code';
type Copy = { what: What; copied: boolean } | null;

/** What a copy button puts on the clipboard: the sign-up link of this site, or the bare code. */
export function inviteText(invite: Pick<Invite, 'code'>, what: What): string {
  return what === 'link' ? signupLink(window.location.origin, invite.code) : invite.code;
}

/**
 * 'Copy link' and 'Copy code' for an invite that still works, so staff can hand it over
 * themselves when mail is down (issue 30 #7). A browser that refuses the clipboard gets the
 * text in a read-only field, selected, to copy by hand.
 */
export function CopyInvite({ invite }: { invite: Invite }) {
  const [copy, setCopy] = useState<Copy>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copy && !copy.copied) field.current?.select();
  }, [copy]);

  async function run(what: What) {
    try {
      // Absent outside secure contexts (an http:// address other than localhost).
      if (!navigator.clipboard) throw new Error('No clipboard here.');
      await navigator.clipboard.writeText(inviteText(invite, what));
      setCopy({ what, copied: true });
    } catch {
      setCopy({ what, copied: false });
    }
  }

  return (
    <div className="invites-copy">
      <div className="invites-row-actions">
        <Button
          variant="secondary"
          aria-label={`Copy link for ${invite.email}`}
          onClick={() => void run('link')}
        >
          Copy link
        </Button>
        <Button
          variant="secondary"
          aria-label={`Copy code for ${invite.email}`}
          onClick={() => void run('code')}
        >
          Copy code
        </Button>
      </div>
      <span role="status">{copy?.copied ? 'Copied.' : ''}</span>
      {copy && !copy.copied && (
        <label className="invites-copy-by-hand">
          The browser did not allow copying: the {copy.what} is selected here, copy it with Ctrl+C
          (⌘C).
          <input
            ref={field}
            readOnly
            value={inviteText(invite, copy.what)}
            onFocus={(e) => e.currentTarget.select()}
          />
        </label>
      )}
    </div>
  );
}
