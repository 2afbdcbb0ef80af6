/** Types of the parts of `gifenc` (CommonJS, ships no types) that scripts/generate-gifs.ts uses. */
declare module 'gifenc' {
  type Palette = number[][];
  interface FrameOptions {
    palette?: Palette;
    delay?: number;
    repeat?: number;
    transparent?: boolean;
    transparentIndex?: number;
    dispose?: number;
  }
  interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  const gifenc: {
    GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): Encoder;
    quantize(
      rgba: Uint8Array | Uint8ClampedArray,
      maxColors: number,
      options?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' },
    ): Palette;
    applyPalette(
      rgba: Uint8Array | Uint8ClampedArray,
      palette: Palette,
      format?: 'rgb565' | 'rgb444' | 'rgba4444',
    ): Uint8Array;
  };
  export default gifenc;
}
