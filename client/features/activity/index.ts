/** Public entry points of the activity feature: other features import only from here (eslint.config.js). */
export { useRecommendations } from './api/activity-api';
export { ActivityFeed, activityPlaylist } from './components/activity-feed';
export { RecommendationCard } from './components/recommendation-card';
