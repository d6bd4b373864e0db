import { useState } from 'react';
import { dismissInvitePrompt } from '../../data/events';
import { eventLink } from '../../domain/events';
import { Button } from '../../ui/Button';
import { InHudRegion } from '../../ui/HudRegions';
import { CopyByHand, CopyStatus, useClipboardCopy } from '../../ui/useClipboardCopy';
import { useEventSession } from '../session';
import './invitePrompt.css';

/**
 * The reference's invite prompt (config.inviteUsersPromptDismissed): an event's organisers are
 * offered its link to hand out until one of them dismisses it, which holds for all of them. One
 * row at the bottom centre, clear of the middle of the world (the cards at the top, the avatar).
 * The toolbar mounts it for organisers outside the demo, whose link is on the page already.
 */
export function InvitePeoplePrompt() {
  const event = useEventSession((s) => s.event);
  const { attempt, copy } = useClipboardCopy();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (event.inviteUsersPromptDismissed) return null;
  const link = eventLink(window.location.origin, event);

  async function dismiss() {
    setSaving(true);
    setError(null);
    try {
      // The prompt goes when the event's document says so (watchEvent), for every organiser.
      await dismissInvitePrompt(event.id);
    } catch {
      setError('Could not dismiss the prompt. Check your connection and try again.');
      setSaving(false);
    }
  }

  return (
    <InHudRegion region="bottomCentre">
      <section className="invite-prompt" aria-label="Invite people">
        {attempt && !attempt.copied && (
          <CopyByHand attempt={attempt} className="invite-prompt__by-hand" />
        )}
        {error && (
          <p className="invite-prompt__error" role="alert">
            {error}
          </p>
        )}
        <div className="invite-prompt__row">
          <p className="invite-prompt__text">Invite people: share this event&apos;s link.</p>
          <Button variant="secondary" onClick={() => void copy('link', link)}>
            Copy link
          </Button>
          <Button variant="secondary" disabled={saving} onClick={() => void dismiss()}>
            {saving ? 'Dismissing...' : 'Dismiss'}
          </Button>
          <CopyStatus attempt={attempt} />
        </div>
      </section>
    </InHudRegion>
  );
}
