import { useState } from 'react';
import type { CallOutcome } from '../../data/callables';
import type { Language } from '../../domain/languages';
import { useT, type CallRefusal } from '../languages';
import {
  deleteInvitation,
  generateEmailInvitationCodes,
  sendAllPendingInvites,
  sendInvitation,
} from '../../data/invites';

/** Which action runs: 'generate', 'sendAll', or 'send:{code}' / 'delete:{code}'. */
export type InviteAction = 'generate' | 'sendAll' | `send:${string}` | `delete:${string}`;

/**
 * The staff page's calls, one at a time (a busy action disables the others), each ending in a
 * notice or a visible error.
 */
export function useInviteActions() {
  const t = useT();
  const [busy, setBusy] = useState<InviteAction | null>(null);
  // A refusal is kept whole: FormError shows it in the language of the moment.
  const [error, setError] = useState<string | CallRefusal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run<T>(
    action: InviteAction,
    request: () => Promise<CallOutcome<T>>,
    describe: (data: T) => string,
  ): Promise<boolean> {
    if (busy) return false;
    setBusy(action);
    setError(null);
    setNotice(null);
    const outcome = await request();
    setBusy(null);
    if (outcome.ok) setNotice(describe(outcome.data));
    else setError(outcome);
    return outcome.ok;
  }

  return {
    busy,
    error,
    notice,
    showError: (message: string) => {
      setNotice(null);
      setError(message);
    },
    generate: (emails: string[], repeated: number) =>
      run(
        'generate',
        () => generateEmailInvitationCodes({ emails }),
        ({ created, skipped }) => t('invites.generated', { created, skipped: skipped + repeated }),
      ),
    send: (code: string, email: string, language: Language) =>
      run(
        `send:${code}`,
        () => sendInvitation({ inviteCode: code, language }),
        () => t('invites.sentTo', { email }),
      ),
    sendAll: (language: Language) =>
      run(
        'sendAll',
        () => sendAllPendingInvites(language),
        ({ sent, failed }) =>
          failed > 0 ? t('invites.sentSome', { sent, failed }) : t('invites.sentAll', { sent }),
      ),
    remove: (code: string, email: string) =>
      run(
        `delete:${code}`,
        () => deleteInvitation({ inviteCode: code }),
        () => t('invites.deleted', { email }),
      ),
  };
}
