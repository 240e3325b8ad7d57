/** The filled exclamation disc a refused form shows before its messages (a field's and the summary),
 * in the text colour; decorative, the words beside it carry the meaning. */
export function AlertIcon({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width={size} height={size}>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4v5M8 11.2v.1" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
