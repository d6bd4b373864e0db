import { PROGRAMME_EDITOR_TEXT } from './editorText';

/** Which zone the programme's times are in, said once where they are read or typed. */
export function ZoneNote({ zone, eventHasZone }: { zone: string; eventHasZone: boolean }) {
  return (
    <p className="ui-hint">
      {eventHasZone
        ? PROGRAMME_EDITOR_TEXT.zoneOfEvent(zone)
        : PROGRAMME_EDITOR_TEXT.zoneFirstSave(zone)}
    </p>
  );
}
