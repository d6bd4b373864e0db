/** An error sentence announced to screen readers; renders nothing without one. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="ui-error" role="alert">
      {message}
    </p>
  );
}
