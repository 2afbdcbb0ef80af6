/** Spoken comments' public face: the queue, and priming it from a click (iOS speaks only after a gesture). */
export { loadSpeech, primeSpeechOnClick } from './speech-prime';
export { primeSpeech, speechQueue, type SpeechQueue } from './speech-queue';
