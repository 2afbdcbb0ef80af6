/** The preview source's public face: the audio player for a song's 30-second preview and its error. */
export { PREVIEW_ERROR, PREVIEW_SECONDS, createAudioPreviewPlayer } from './audio-preview-player';
