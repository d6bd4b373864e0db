import { useState } from 'react';
import { directionOf } from '../../domain/languages';
import { hasClosingAnnouncement } from '../../domain/globalSettings';
import { Button } from '../../ui/Button';
import { LanguageProvider, useLanguage, useT } from '../languages';
import { ClosingAnnouncement } from './ClosingAnnouncement';
import { isAnnouncementDismissed, rememberAnnouncementDismissed } from './dismissedAnnouncement';
import { useGlobalSettings } from './liveData';

/**
 * The demo's top banner: the closing announcement of settings/global over the world, which a
 * visitor may dismiss (remembered on this device until the announcement changes). Nothing
 * shows while it loads, when it cannot be read, or when no announcement is set (the bottom
 * 'Create your own free event' bar stays either way). In the person's language inside the
 * world's English page: the banner says which language it is in (lang, dir).
 */
export function DemoClosingBanner() {
  return (
    <LanguageProvider>
      <DemoClosingBannerContent />
    </LanguageProvider>
  );
}

function DemoClosingBannerContent() {
  const t = useT();
  const language = useLanguage();
  const live = useGlobalSettings();
  const [dismissed, setDismissed] = useState(false);
  if (live.status !== 'ready' || !hasClosingAnnouncement(live.value.closing)) return null;
  const { closing } = live.value;
  if (dismissed || isAnnouncementDismissed(closing)) return null;
  return (
    <div className="demo-banner" lang={language} dir={directionOf(language)}>
      <ClosingAnnouncement settings={live.value} />
      <Button
        variant="secondary"
        className="demo-banner__dismiss"
        aria-label={t('closing.dismiss')}
        onClick={() => {
          rememberAnnouncementDismissed(closing);
          setDismissed(true);
        }}
      >
        ×
      </Button>
    </div>
  );
}
