/** Public entry points of the notifications feature. */
export { NotificationBell } from './components/notification-bell';
export { FollowButton } from './components/follow-button';
