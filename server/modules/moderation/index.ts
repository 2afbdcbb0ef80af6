/** What other modules may call of member moderation (issue 14). */
export { blocks } from './moderation.service';
