/** The bordered error box of the sign-in and sign-up forms (spec 000 §4 Forms). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
    >
      {message}
    </div>
  );
}
