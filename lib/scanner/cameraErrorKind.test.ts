import { cameraErrorKind } from './cameraErrorKind';

const ok = { isSecureContext: true, hasGetUserMedia: true };
const domError = (name: string) => Object.assign(new Error('x'), { name });

describe('cameraErrorKind', () => {
  it('maps getUserMedia error names to the spec texts', () => {
    expect(cameraErrorKind(domError('NotAllowedError'), ok)).toEqual({ kind: 'permission' });
    expect(cameraErrorKind(domError('NotFoundError'), ok)).toEqual({ kind: 'noCamera' });
    expect(cameraErrorKind(domError('NotSupportedError'), ok)).toEqual({ kind: 'secureContextRequired' });
    expect(cameraErrorKind(domError('NotReadableError'), ok)).toEqual({ kind: 'inUse' });
    expect(cameraErrorKind(domError('OverconstrainedError'), ok)).toEqual({ kind: 'notSuitable' });
  });

  it('names an insecure page or a browser without the stream API before the error itself', () => {
    expect(cameraErrorKind(domError('NotAllowedError'), { isSecureContext: false, hasGetUserMedia: true })).toEqual({ kind: 'insecureContext' });
    expect(cameraErrorKind(undefined, { isSecureContext: true, hasGetUserMedia: false })).toEqual({ kind: 'streamApiUnsupported' });
  });

  it("reads qr-scanner's string as no camera, and keeps the name of anything else", () => {
    expect(cameraErrorKind('Camera not found.', ok)).toEqual({ kind: 'noCamera' });
    expect(cameraErrorKind(domError('WeirdError'), ok)).toEqual({ kind: 'other', name: 'WeirdError' });
    expect(cameraErrorKind(42, ok)).toEqual({ kind: 'other', name: 'Error' });
  });
});
