/** A message that names a @handle, with the handle set apart (bold, its own direction). */
/** `text` with its first `handle` set in bold (the message carries it as a placeholder). */
export function withHandle(text: string, handle: string) {
  const at = text.indexOf(handle);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <bdi className="font-semibold text-fg">{handle}</bdi>
      {text.slice(at + handle.length)}
    </>
  );
}
