import { useEffect } from 'react';

/** The key that toggles mute, when focus is not in a text field or a dialog. */
const MUTE_KEY = 'm';

function typingInto(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest('input, textarea, select, [role="dialog"], dialog') !== null)
  );
}

/** M toggles mute (the voice panel, and its stand-in while the voice starts). */
export function useMuteKey(toggleMute: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== MUTE_KEY || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey || typingInto(event.target)) return;
      toggleMute();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleMute]);
}
