import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these: react-router needs the encoders, React's static renderer (the prerender tests) the streams.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.ReadableStream === 'undefined') {
  Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
}
// React's static renderer (its Node build, which jest resolves) schedules its work with setImmediate.
if (typeof globalThis.setImmediate === 'undefined') {
  Object.assign(globalThis, {
    setImmediate: (callback: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(callback, 0, ...args),
    clearImmediate: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
  });
}
