/** Who may use the staff song loader: staff and admins, by the role the server gives the session (spec 000 §6). */
export function canLoadSongs(role: string | null | undefined): boolean {
  return role === 'staff' || role === 'admin';
}
