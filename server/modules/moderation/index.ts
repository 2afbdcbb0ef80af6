/** What other modules may call of member moderation. */
export { blocks } from './moderation.service';
