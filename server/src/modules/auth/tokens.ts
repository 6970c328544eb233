import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppError } from '../../common/errors';

const ALGORITHM = 'HS256' as const;
const ISSUER = 'talentlens';
/** The audience of users' tokens; staff tokens name their own (modules/staff), so neither opens the other's routes. */
export const USER_AUDIENCE = 'talentlens-api';
export const STAFF_AUDIENCE = 'talentlens-staff';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SESSION_INVALID = 'Your session is not valid. Please sign in again.';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** Session tokens: HS256 only (alg pinned on verify), issuer, audience and expiry always set. */
export class TokenService {
  /** The secret as a key object, made once: given a string, jsonwebtoken would try to read it as a public key on every call. */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly audience: string = USER_AUDIENCE,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: TokenClaims, issuedAt: Date, expiresAt: Date): string {
    const iat = Math.floor(issuedAt.getTime() / 1000);
    return jwt.sign({ sid: claims.sessionId, iat, exp: Math.floor(expiresAt.getTime() / 1000) }, this.secret, {
      algorithm: ALGORITHM,
      issuer: ISSUER,
      audience: this.audience,
      subject: claims.userId,
    });
  }

  verify(token: string, now: Date): TokenClaims {
    let payload: jwt.JwtPayload | string;
    try {
      payload = jwt.verify(token, this.secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: this.audience,
        clockTimestamp: Math.floor(now.getTime() / 1000),
      });
    } catch (err) {
      throw AppError.unauthenticated(err instanceof jwt.TokenExpiredError ? SESSION_EXPIRED : SESSION_INVALID);
    }
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      throw AppError.unauthenticated(SESSION_INVALID);
    }
    return { userId: payload.sub, sessionId: payload.sid };
  }
}
