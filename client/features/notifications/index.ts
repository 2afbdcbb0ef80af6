/** Public entry points of the notifications feature (issue 14). */
export { NotificationBell } from './components/notification-bell';
export { FollowButton } from './components/follow-button';
