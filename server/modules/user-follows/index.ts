/** What other modules may call of member follows (issue 33). */
export { dropFollowsBetween, followCounts } from './user-follows.service';
