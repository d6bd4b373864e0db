import { useEffect, useRef, useState } from 'react';

/** The last copy asked for: what it was (a word for the sentence), its text, and the outcome. */
export interface CopyAttempt {
  what: string;
  text: string;
  copied: boolean;
}

/**
 * Copies a text to the clipboard and remembers the outcome, for a 'Copied.' status or, when the
 * browser refuses (no clipboard outside secure contexts, or a denied permission), the text in a
 * field to copy by hand (CopyByHand).
 */
export function useClipboardCopy() {
  const [attempt, setAttempt] = useState<CopyAttempt | null>(null);
  async function copy(what: string, text: string) {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard here.');
      await navigator.clipboard.writeText(text);
      setAttempt({ what, text, copied: true });
    } catch {
      setAttempt({ what, text, copied: false });
    }
  }
  return { attempt, copy };
}

/** 'Copied.' after a copy, announced; nothing before (a translated screen gives its words). */
export function CopyStatus({
  attempt,
  copiedText = 'Copied.',
}: {
  attempt: CopyAttempt | null;
  copiedText?: string;
}) {
  return <span role="status">{attempt?.copied ? copiedText : ''}</span>;
}

/** After a refused copy: the text selected in a read-only field, with how to copy it. */
export function CopyByHand({
  attempt,
  className,
  hint,
}: {
  attempt: CopyAttempt;
  className?: string;
  /** The sentence in the screen's language (else the English one). */
  hint?: string;
}) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), [attempt]);
  return (
    <label className={className}>
      {hint ??
        `The browser did not allow copying: the ${attempt.what} is selected here, copy it with Ctrl+C (⌘C).`}
      <input ref={field} readOnly value={attempt.text} onFocus={(e) => e.currentTarget.select()} />
    </label>
  );
}
