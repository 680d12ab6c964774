/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chromium 136+; to other
 * engines it is a comment): a script that starts with it has all its functions compiled as it
 * streams in, off the main thread, instead of each on its first call, on the main thread.
 * scripts/postbuild.mjs puts it on the large first-load chunks; scripts/check-bundle-size.mjs checks it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Chromium streams scripts from 30 KiB up; a smaller one with the hint would compile all at once on the main thread. */
export const STREAMED_SCRIPT_BYTES = 30 * 1024;

/** Whether a first-load chunk of this text should carry the hint. */
export const wantsCompileHint = (code) => Buffer.byteLength(code) >= STREAMED_SCRIPT_BYTES;
