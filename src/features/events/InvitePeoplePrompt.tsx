import { useState } from 'react';
import { dismissInvitePrompt } from '../../data/events';
import { eventLink } from '../../domain/events';
import { Button } from '../../ui/Button';
import { InHudRegion } from '../../ui/HudRegions';
import { CopyByHand, CopyStatus, useClipboardCopy } from '../../ui/useClipboardCopy';
import { directionOf } from '../../domain/languages';
import { LanguageProvider, useLanguage, useT } from '../languages';
import { useEventSession } from '../session';
import './invitePrompt.css';

/**
 * The reference's invite prompt (config.inviteUsersPromptDismissed): an event's organisers are
 * offered its link to hand out until one of them dismisses it, which holds for all of them. One
 * row at the bottom centre, clear of the middle of the world (the cards at the top, the avatar).
 * The toolbar mounts it for organisers outside the demo, whose link is on the page already.
 * In the person's language, inside the world's English page: the row says which (lang, dir).
 */
export function InvitePeoplePrompt() {
  return (
    <LanguageProvider>
      <InvitePeoplePromptContent />
    </LanguageProvider>
  );
}

function InvitePeoplePromptContent() {
  const t = useT();
  const language = useLanguage();
  const event = useEventSession((s) => s.event);
  const { attempt, copy } = useClipboardCopy();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  if (event.inviteUsersPromptDismissed) return null;
  const link = eventLink(window.location.origin, event);

  async function dismiss() {
    setSaving(true);
    setFailed(false);
    try {
      // The prompt goes when the event's document says so (watchEvent), for every organiser.
      await dismissInvitePrompt(event.id);
    } catch {
      setFailed(true);
      setSaving(false);
    }
  }

  return (
    <InHudRegion region="bottomCentre">
      <section
        className="invite-prompt"
        aria-label={t('events.inviteLabel')}
        lang={language}
        dir={directionOf(language)}
      >
        {attempt && !attempt.copied && (
          <CopyByHand
            attempt={attempt}
            className="invite-prompt__by-hand"
            hint={t('events.copyByHand')}
          />
        )}
        {failed && (
          <p className="invite-prompt__error" role="alert">
            {t('events.inviteFailed')}
          </p>
        )}
        <div className="invite-prompt__row">
          <p className="invite-prompt__text">{t('events.inviteText')}</p>
          <Button variant="secondary" onClick={() => void copy('link', link)}>
            {t('events.copyLink')}
          </Button>
          <Button variant="secondary" disabled={saving} onClick={() => void dismiss()}>
            {saving ? t('events.dismissing') : t('events.dismiss')}
          </Button>
          <CopyStatus attempt={attempt} copiedText={t('events.copied')} />
        </div>
      </section>
    </InHudRegion>
  );
}
