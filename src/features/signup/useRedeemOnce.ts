import { useEffect, useState } from 'react';
import { reportError } from '../../data/errorReporter';
import { redeemInvitationCode } from '../../data/invites';
import { redeemOutcome, type RedeemOutcome } from '../../domain/invites';

/**
 * One call per account and code for the page's lifetime: StrictMode's second effect, or a
 * re-render, must not redeem again (the second answer would be already_has_permission).
 */
const redemptions = new Map<string, Promise<RedeemOutcome>>();

function redeemOnce(uid: string, code: string): Promise<RedeemOutcome> {
  const key = `${uid}\n${code}`;
  let redemption = redemptions.get(key);
  if (!redemption) {
    redemption = redeemInvitationCode({ inviteCode: code }).then((outcome) => {
      // The reference's "other failure": said on the page and sent to the error reporter.
      if (!outcome.ok) {
        reportError(new Error(`Redeeming an invitation code failed: ${outcome.message}`), {
          reason: outcome.reason ?? 'none',
        });
      }
      return redeemOutcome(outcome.ok ? outcome.data.reason : outcome.reason);
    });
    redemptions.set(key, redemption);
  }
  return redemption;
}

/** The outcome of redeeming `code` for the signed-in account; null while the call runs. */
export function useRedeemOnce(uid: string, code: string): RedeemOutcome | null {
  const [outcome, setOutcome] = useState<{ key: string; value: RedeemOutcome } | null>(null);
  const key = `${uid}\n${code}`;
  useEffect(() => {
    let live = true;
    void redeemOnce(uid, code).then((value) => live && setOutcome({ key, value }));
    return () => {
      live = false;
    };
  }, [uid, code, key]);
  return outcome?.key === key ? outcome.value : null;
}
