/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chromium 136+; to other
 * engines it is a comment): a script that starts with it has all its functions compiled as it
 * streams in, off the main thread, instead of each on its first call, on the main thread.
 * scripts/postbuild.mjs puts it on the large first-load chunks; scripts/check-bundle-size.mjs checks it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Only chunks from this size carry it: the four of them (React DOM, Next's router, use-intl and
 * jotai with the shell) hold nearly all the code; a small chunk's functions compile in well under a
 * millisecond, and each hint costs ~20 bytes of a first-load budget that several routes are within
 * 0.2 kB of.
 */
export const HINTED_CHUNK_BYTES = 30 * 1024;

/** Whether a first-load chunk of this text should carry the hint. */
export const wantsCompileHint = (code) => Buffer.byteLength(code) >= HINTED_CHUNK_BYTES;
