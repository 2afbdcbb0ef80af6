/** What other modules and the start-up may call of member handles (decision 045). */
export { currentSlugFor, replacePlaceholderHandles } from './member-handles.service';
