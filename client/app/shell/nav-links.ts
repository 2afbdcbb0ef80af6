/**
 * The links of the member navigation, shared by the phone's bottom bar and the desktop rail so both
 * say the same thing (spec 000 §2 Shell: HOME / NEW REQUEST / YOU), and the operator screens staff
 * reach from the avatar menu and the rail (spec 001 §2). Icons only: no component code here, so the
 * avatar menu's lazily loaded chunk and the shell can both import it.
 */
import {
  Bell,
  Database,
  Home,
  MessageSquareWarning,
  PlusCircle,
  UserRound,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { MessageId } from '../../lib/i18n';

/** One navigation link: path, visible label (a catalogue key), icon and whether it matches its path only exactly. */
export interface NavItem {
  to: string;
  label: MessageId;
  icon: LucideIcon;
  end: boolean;
}

/** The bottom bar's three links, in the spec's order and words. */
export const MEMBER_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'nav.home', icon: Home, end: true },
  { to: '/new-request', label: 'nav.newRequest', icon: PlusCircle, end: false },
  { to: '/you', label: 'nav.you', icon: UserRound, end: false },
];

/** The desktop rail adds the notifications history, which the phone reaches from the bell. */
export const RAIL_NAV_ITEMS: readonly NavItem[] = [
  ...MEMBER_NAV_ITEMS,
  { to: '/notifications', label: 'nav.notifications', icon: Bell, end: false },
];

/** Operator screens shown to staff and admins (the server checks the role on every operator route regardless). */
export const STAFF_LINKS: readonly { to: string; label: MessageId; icon: LucideIcon }[] = [
  { to: '/admin', label: 'nav.feedbackAdmin', icon: MessageSquareWarning },
  { to: '/data', label: 'nav.dataDashboard', icon: Database },
  { to: '/processing', label: 'nav.processing', icon: Workflow },
];
