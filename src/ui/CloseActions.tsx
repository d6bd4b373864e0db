import { Button } from './Button';

/** A dialog's closing row when closing is all there is to do: one 'Close' button. */
export function CloseActions({ onClose }: { onClose: () => void }) {
  return (
    <div className="ui-actions">
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
