// Types of the parts of pngjs (pure JS PNG codec) the server uses.
declare module 'pngjs' {
  export interface PNGImage { width: number; height: number; data: Buffer }
  export class PNG implements PNGImage {
    constructor(options: { width: number; height: number });
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): PNGImage; write(png: PNGImage): Buffer };
  }
}
