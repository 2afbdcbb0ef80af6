/*
 * A local fake of https://www.youtube.com/iframe_api for the e2e suite (served by the test in place
 * of the real script; no network). It speaks the documented IFrame Player API: `new YT.Player(el,
 * {host, playerVars, events})` replaces `el` with an iframe, calls `onReady`, and emits the real
 * state numbers (-1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued) through
 * `onStateChange` and error codes (2, 5, 100, 101, 150, 152, 153) through `onError`, always
 * asynchronously like the real player.
 *
 * Test controls on `window.__ytFake` (the test may pre-set `errors` before the page loads):
 *   errors: { [videoId]: code }   videos that fail with that code when loaded or played
 *   log: [{ type, videoId?, state?, code? }]   everything the app asked for and every event
 *   end()                          the current video ends (state 0)
 *   duration                       length of every video in seconds (default 215)
 * Position: getCurrentTime() advances in real time while playing; seekTo(s) and setVolume(v) are
 * logged ({type: 'seek', seconds}, {type: 'volume', volume}).
 *   current                        the last created player
 */
/* global window, document, setTimeout */
(() => {
  const fake = (window.__ytFake = window.__ytFake || {});
  fake.errors = fake.errors || {};
  fake.log = fake.log || [];
  fake.players = fake.players || [];
  fake.duration = fake.duration || 215;

  const later = (fn, ms = 0) => setTimeout(fn, ms);

  class Player {
    constructor(element, options) {
      const target = typeof element === 'string' ? document.getElementById(element) : element;
      const iframe = document.createElement('iframe');
      const host = options.host || 'https://www.youtube.com';
      iframe.setAttribute('title', 'YouTube video player');
      iframe.setAttribute('data-host', host);
      iframe.setAttribute('data-fake-youtube', 'true');
      iframe.setAttribute('width', String(options.width || 640));
      iframe.setAttribute('height', String(options.height || 360));
      iframe.setAttribute('allow', 'autoplay; encrypted-media');
      iframe.style.border = '0';
      iframe.src = 'about:blank';
      target.replaceWith(iframe);
      this._iframe = iframe;
      this._events = options.events || {};
      this._videoId = null;
      this._state = -1;
      this._token = 0;
      fake.players.push(this);
      fake.current = this;
      fake.log.push({ type: 'create', host });
      later(() => this._events.onReady && this._events.onReady({ target: this }), 10);
    }

    /** Emits a state unless a newer command (load, cue, pause) superseded the one that scheduled it. */
    _emit(state, token) {
      if (token !== undefined && token !== this._token) return;
      if (state === 1 && this._state !== 1) this._playingSince = Date.now();
      if (state !== 1 && this._state === 1) this._offset = this.getCurrentTime();
      this._state = state;
      fake.log.push({ type: 'state', state, videoId: this._videoId });
      if (this._events.onStateChange) this._events.onStateChange({ data: state, target: this });
    }

    _fail(token) {
      if (token !== this._token) return;
      const code = fake.errors[this._videoId];
      fake.log.push({ type: 'error', code, videoId: this._videoId });
      if (this._events.onError) this._events.onError({ data: code, target: this });
    }

    /** Buffering then playing, or the configured error. */
    _start() {
      const token = ++this._token;
      if (fake.errors[this._videoId]) {
        later(() => this._fail(token), 30);
        return;
      }
      later(() => this._emit(3, token), 10);
      later(() => this._emit(1, token), 60);
    }

    getCurrentTime() {
      const base = this._offset || 0;
      const t = this._state === 1 ? base + (Date.now() - this._playingSince) / 1000 : base;
      return Math.min(t, this.getDuration());
    }

    getDuration() {
      return this._videoId && !fake.errors[this._videoId] ? fake.duration : 0;
    }

    seekTo(seconds) {
      fake.log.push({ type: 'seek', seconds, videoId: this._videoId });
      this._offset = seconds;
      this._playingSince = Date.now();
    }

    setVolume(volume) {
      fake.log.push({ type: 'volume', volume });
      this.volume = volume;
    }

    // Load and cue both switch to the video from its start, logged as `type`; the token lets a
    // callback of the previous video see that it is stale.
    _switchTo(videoId, type) {
      this._offset = 0;
      this._videoId = videoId;
      this._iframe.setAttribute('data-video-id', videoId);
      fake.log.push({ type, videoId });
      return ++this._token;
    }

    loadVideoById(videoId) {
      const token = this._switchTo(videoId, 'load');
      later(() => {
        if (token !== this._token) return;
        this._emit(-1, token);
        this._start();
      });
    }

    cueVideoById(videoId) {
      const token = this._switchTo(videoId, 'cue');
      later(() => this._emit(5, token));
    }

    playVideo() {
      fake.log.push({ type: 'play', videoId: this._videoId });
      if (this._videoId) this._start();
    }

    pauseVideo() {
      fake.log.push({ type: 'pause', videoId: this._videoId });
      const token = ++this._token;
      later(() => this._emit(2, token));
    }

    stopVideo() {
      fake.log.push({ type: 'stop', videoId: this._videoId });
      ++this._token;
    }

    destroy() {
      fake.log.push({ type: 'destroy' });
      ++this._token;
      this._iframe.remove();
    }
  }

  fake.end = () => {
    if (fake.current) fake.current._emit(0);
  };

  window.YT = {
    Player,
    PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
  };
  later(() => {
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  });
})();
