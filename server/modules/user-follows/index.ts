/** What other modules may call of member follows. */
export { dropFollowsBetween, followCounts } from './user-follows.service';
