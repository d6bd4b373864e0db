import { useState } from 'react';
import { EDITOR_TEXTS } from '../../domain/editor/editor';
import { parseFieldInput, type PropField } from '../../domain/objects/objectProps';
import { TextField } from '../../ui/TextField';

/** Asks the server for a fresh channel for the zone; the outcome in words when it failed. */
export type FreshChannel = () => Promise<
  { ok: true; channelId: string } | { ok: false; message: string }
>;

/**
 * A channel zone's channel (_channelId): typed (zones given one id share one voice channel),
 * blank for the zone's own id (reference), or 'New channel', a fresh one from the server
 * (app-generateChannelAndAssignToAsset, which stores it on the zone: the form shows it through
 * the listener). The button says it is busy, and a failure is said beside it.
 */
export function ChannelField({
  field,
  value,
  onChange,
  ownId,
  fresh,
}: {
  field: PropField;
  value: string;
  onChange: (value: string) => void;
  ownId: string;
  fresh: FreshChannel;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = parseFieldInput(field, value, undefined);
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await fresh();
      // The stored channel now shows (an edit typed here gives way to it).
      if (outcome.ok) onChange(outcome.channelId);
      else setError(`${EDITOR_TEXTS.newChannelFailed} ${outcome.message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="room-editor__channel">
      <TextField
        label={field.label}
        value={value}
        onChange={onChange}
        error={'error' in parsed ? parsed.error : null}
        placeholder={`${ownId} (${EDITOR_TEXTS.ownChannel})`}
      />
      <button type="button" onClick={() => void ask()} disabled={busy}>
        {busy ? EDITOR_TEXTS.makingNewChannel : EDITOR_TEXTS.newChannel}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
