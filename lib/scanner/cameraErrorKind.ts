/**
 * The camera problems the scanner's error line names (SPEC §8), as message keys
 * `scanner.errors.<kind>`; `other` carries the browser's error name.
 */
export type CameraErrorKind =
  | 'permission'
  | 'noCamera'
  | 'secureContextRequired'
  | 'inUse'
  | 'notSuitable'
  | 'streamApiUnsupported'
  | 'insecureContext'
  | 'other';

export type CameraError = { kind: CameraErrorKind; name?: string };

/** What the browser offers, passed in so the mapping stays pure. */
export type CameraEnvironment = { isSecureContext: boolean; hasGetUserMedia: boolean };

const BY_NAME: Record<string, CameraErrorKind> = {
  NotAllowedError: 'permission',
  SecurityError: 'permission',
  PermissionDeniedError: 'permission',
  NotFoundError: 'noCamera',
  DevicesNotFoundError: 'noCamera',
  NotSupportedError: 'secureContextRequired',
  NotReadableError: 'inUse',
  TrackStartError: 'inUse',
  AbortError: 'inUse',
  OverconstrainedError: 'notSuitable',
  ConstraintNotSatisfiedError: 'notSuitable',
  StreamApiNotSupportedError: 'streamApiUnsupported',
  InsecureContextError: 'insecureContext',
};

/**
 * Why the camera could not start, from what `getUserMedia` or qr-scanner threw and the browser's
 * abilities: no secure context and no stream API are named before any error (they explain it);
 * DOMException names map to the spec's texts; qr-scanner's "Camera not found." string means no
 * camera; anything else is "Camera error (name)".
 *
 * @example cameraErrorKind(new DOMException('', 'NotAllowedError'), { isSecureContext: true, hasGetUserMedia: true }) // { kind: 'permission' }
 * @example cameraErrorKind(null, { isSecureContext: false, hasGetUserMedia: false }) // { kind: 'insecureContext' }
 */
export function cameraErrorKind(error: unknown, environment: CameraEnvironment): CameraError {
  if (!environment.isSecureContext) return { kind: 'insecureContext' };
  if (!environment.hasGetUserMedia) return { kind: 'streamApiUnsupported' };
  if (typeof error === 'string') return /camera not found/i.test(error) ? { kind: 'noCamera' } : { kind: 'other', name: error.slice(0, 80) };
  const name = typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string' ? (error as { name: string }).name : 'Error';
  const kind = BY_NAME[name];
  return kind ? { kind } : { kind: 'other', name };
}
