import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const AUDIENCE = 'circle-api';
const ISSUER = 'circle';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

/** Signed JWTs bound to a session row: `sub` is the user, `jti` the session. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessTokenClaims, issuedAt: Date): Promise<string> {
    const iat = Math.floor(issuedAt.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setJti(claims.sessionId)
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything expired, forged or malformed. */
  async verify(token: string, now: Date): Promise<VerifiedAccessToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        issuer: ISSUER,
        currentDate: now,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || !payload.exp) {
        return null;
      }
      return { userId: payload.sub, sessionId: payload.jti, expiresAt: payload.exp * 1000 };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
