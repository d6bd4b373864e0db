/** An error sentence announced to screen readers; renders nothing without one. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="ui-error" role="alert">
      {message}
    </p>
  );
}
