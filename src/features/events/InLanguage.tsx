import type { ReactNode } from 'react';
import { directionOf } from '../../domain/languages';
import { LanguageProvider, useLanguage } from '../languages';

function Scope({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <div className="events-in-language" lang={language} dir={directionOf(language)}>
      {children}
    </div>
  );
}

/**
 * The organisers' dialogs opened from the world, in the person's language inside the world's
 * English page: they say which language and direction they are in (a dialog stays in the DOM
 * where it is mounted, so it takes them from here), and leave `<html lang dir>` to the page.
 */
export function InLanguage({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <Scope>{children}</Scope>
    </LanguageProvider>
  );
}
