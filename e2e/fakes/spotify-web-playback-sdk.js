/*
 * A local fake of the Spotify Web Playback SDK (https://sdk.scdn.co/spotify-player.js) for the e2e
 * suite, served by the fake Spotify server (server/test/fakes/fake-spotify.ts) at /spotify-player.js.
 * It speaks the documented SDK: `new Spotify.Player({name, getOAuthToken, volume})`, `connect()`,
 * `addListener` for ready / not_ready / player_state_changed / initialization_error /
 * authentication_error / account_error / playback_error / autoplay_failed, pause, resume, seek,
 * setVolume, getVolume, getCurrentState, activateElement, disconnect; and calls
 * `window.onSpotifyWebPlaybackSDKReady` once loaded, like the real script.
 *
 * Like the real SDK, connect() checks the token with Spotify (GET /v1/me on the fake): an invalid
 * token emits authentication_error, a non-Premium account emits account_error, otherwise `ready`
 * with a device id. Playback commands the app sends to the Web API (transfer, play by uri) reach
 * this device over server-sent events from the fake server, as the real backend pushes them.
 *
 * Test controls on `window.__spotifyFake`: log (every call and event), current (the player),
 * end() (the current track finishes), initError (set true before load: connect fails).
 */
/* global window, document, fetch, EventSource, setTimeout, URL */
(() => {
  const base = new URL(document.currentScript.src).origin;
  const fake = (window.__spotifyFake = window.__spotifyFake || {});
  fake.log = fake.log || [];
  const later = (fn, ms = 0) => setTimeout(fn, ms);

  class Player {
    constructor(options) {
      this._name = options.name;
      this._getOAuthToken = options.getOAuthToken;
      this._volume = options.volume === undefined ? 1 : options.volume;
      this._listeners = {};
      this._track = null;
      this._previous = [];
      this._paused = true;
      this._position = 0;
      this._since = Date.now();
      this._deviceId = null;
      this._events = null;
      fake.current = this;
      fake.log.push({ type: 'create', name: this._name, volume: this._volume });
    }

    addListener(event, cb) {
      (this._listeners[event] = this._listeners[event] || []).push(cb);
      return true;
    }

    removeListener(event) {
      delete this._listeners[event];
      return true;
    }

    _emit(event, payload) {
      fake.log.push({
        type: 'event',
        event,
        payload: event === 'player_state_changed' ? this._summary() : payload,
      });
      for (const cb of this._listeners[event] || []) cb(payload);
    }

    _summary() {
      return { uri: this._track && this._track.uri, paused: this._paused, position: this._pos() };
    }

    _pos() {
      return this._paused ? this._position : this._position + (Date.now() - this._since);
    }

    _state() {
      if (!this._track) return null;
      return {
        context: { uri: null, metadata: {} },
        disallows: {},
        paused: this._paused,
        loading: false,
        position: Math.round(this._pos()),
        duration: this._track.duration_ms,
        repeat_mode: 0,
        shuffle: false,
        timestamp: Date.now(),
        track_window: {
          current_track: this._track,
          previous_tracks: this._previous,
          next_tracks: [],
        },
      };
    }

    _emitState() {
      this._emit('player_state_changed', this._state());
    }

    connect() {
      fake.log.push({ type: 'connect' });
      if (fake.initError) {
        later(() => this._emit('initialization_error', { message: 'Failed to initialize player' }));
        return Promise.resolve(false);
      }
      return new Promise((resolve) => {
        this._getOAuthToken(async (token) => {
          const me = await fetch(`${base}/v1/me`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (me.status === 401) {
            resolve(true);
            later(() => this._emit('authentication_error', { message: 'Authentication failed' }));
            return;
          }
          const profile = await me.json();
          if (profile.product !== 'premium') {
            resolve(true);
            later(() =>
              this._emit('account_error', {
                message: 'This functionality is restricted to premium users only',
              }),
            );
            return;
          }
          this._deviceId = `fake-device-${Math.random().toString(36).slice(2, 10)}`;
          this._events = new EventSource(`${base}/fake-sdk/events?device_id=${this._deviceId}`);
          this._events.onmessage = (message) => this._command(JSON.parse(message.data));
          this._events.onopen = () => {
            resolve(true);
            later(() => this._emit('ready', { device_id: this._deviceId }), 10);
          };
        });
      });
    }

    _command(command) {
      fake.log.push({
        type: 'command',
        command: command.type,
        uri: command.track && command.track.uri,
      });
      if (command.type === 'play') {
        if (command.fail) {
          later(
            () =>
              this._emit('playback_error', {
                message: 'Cannot perform operation; no list was loaded.',
              }),
            20,
          );
          return;
        }
        this._track = command.track;
        this._previous = [];
        this._position = 0;
        this._since = Date.now();
        this._paused = false;
        later(() => this._emitState(), 20);
      }
    }

    disconnect() {
      fake.log.push({ type: 'disconnect' });
      if (this._events) this._events.close();
      if (this._deviceId) this._emit('not_ready', { device_id: this._deviceId });
      this._deviceId = null;
    }

    getCurrentState() {
      return Promise.resolve(this._state());
    }

    getVolume() {
      return Promise.resolve(this._volume);
    }

    setVolume(volume) {
      this._volume = volume;
      fake.log.push({ type: 'setVolume', volume });
      return Promise.resolve();
    }

    pause() {
      fake.log.push({ type: 'pause' });
      if (this._track && !this._paused) {
        this._position = this._pos();
        this._paused = true;
        later(() => this._emitState());
      }
      return Promise.resolve();
    }

    resume() {
      fake.log.push({ type: 'resume' });
      if (this._track && this._paused) {
        this._since = Date.now();
        this._paused = false;
        later(() => this._emitState());
      }
      return Promise.resolve();
    }

    togglePlay() {
      return this._paused ? this.resume() : this.pause();
    }

    seek(position) {
      fake.log.push({ type: 'seek', position });
      this._position = position;
      this._since = Date.now();
      later(() => this._emitState());
      return Promise.resolve();
    }

    activateElement() {
      return Promise.resolve();
    }

    setName(name) {
      this._name = name;
      return Promise.resolve();
    }
  }

  /** The current track finishes: the SDK reports it paused at 0 and moved to previous_tracks. */
  fake.end = () => {
    const player = fake.current;
    if (!player || !player._track) return;
    player._previous = [player._track];
    player._paused = true;
    player._position = 0;
    player._emitState();
  };

  window.Spotify = { Player };
  later(() => {
    if (typeof window.onSpotifyWebPlaybackSDKReady === 'function')
      window.onSpotifyWebPlaybackSDKReady();
  });
})();
