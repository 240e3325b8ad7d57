/** Admin sign-in: login, dashboard check, forgot and reset password. */
import { Hono, type Context } from 'hono';
import { every } from 'hono/combine';
import type { DashboardResponse, LoginResponse, MessageResponse } from '@manzil/contract';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  resetTokenParamSchema,
} from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import {
  clearInvitePending,
  findAdminById,
  findAdminByUsername,
  findAdminsByEmail,
  roleOf,
  setAdminPasswordHash,
} from '../db/admins';
import { consumeResetToken, createResetToken, revokeResetTokens } from '../db/password-resets';
import { revokeSession } from '../db/sessions';
import { clientIp } from '../lib/client-ip';
import { MSG, ValidationError } from '../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/passwords';
import { signDevice, signSession, verifyDevice, verifySession } from '../lib/tokens';
import { valid } from '../lib/validate';
import {
  clearSessionCookie,
  deviceCookieToken,
  requireAdmin,
  sessionCookieToken,
  setDeviceCookie,
  setSessionCookie,
  type AdminEnv,
} from '../middleware/auth';
import { lastBackup } from '../backup/schedule';
import { loginTurns } from '../db/login-turns';
import {
  claim,
  dbLimiter,
  limitFailures,
  limitRequests,
  oneAtATime,
  slowFailures,
  trustedDevice,
} from '../middleware/rate-limit';

/** Mounted at `/admin`. */
export function adminAuthRoutes(deps: ApiDeps) {
  const { config, keys, mailer } = deps;
  const db = deps.db.db;
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.trustProxy);
  const loginPerIp = dbLimiter(db, 'login-ip', config.rateLimits.loginPerIp);
  // Per (account, client), not per account: a stranger's wrong guesses must not lock the owner out.
  const loginPerAccount = dbLimiter(db, 'login-account-ip', config.rateLimits.loginPerAccount);
  const forgotPassword = dbLimiter(db, 'forgot', config.rateLimits.forgotPassword);
  const resetMails = dbLimiter(db, 'reset-mails-account', config.rateLimits.resetMails);
  // Per account from every client: slowed, never locked (slowFailures).
  const loginSlowdown = dbLimiter(db, 'login-account', config.rateLimits.loginSlowdown);
  // …and one attempt per account at a time, so parallel guesses wait out each other's delays.
  const turns = loginTurns(db);
  /** The account a login names, case-folded so its spellings share one budget (the body is parsed and
   * cached by then). */
  const account = async (c: Context) =>
    String(((await c.req.json()) as { username?: unknown }).username)
      .trim()
      .toLowerCase();
  // A browser that signed in to the account before skips its queue and slowdown, within a limit of its own.
  const loginPerDevice = dbLimiter(db, 'login-device', config.rateLimits.loginPerDevice);
  /** The nonce of a valid device cookie for the account this login names, signed since its password
   * last changed. */
  const device = async (c: Context) => {
    const token = deviceCookieToken(c);
    const claims = token && (await verifyDevice(keys.device, token));
    if (!claims || claims.sub !== (await account(c))) return undefined;
    const { username } = (await c.req.json()) as { username: string };
    const admin = await findAdminByUsername(db, username);
    return admin?.tokenVersion === claims.ver ? claims.nonce : undefined;
  };

  async function sendResetLinks(email: string, origin: string): Promise<void> {
    for (const admin of await findAdminsByEmail(db, email)) {
      if (admin.deactivatedAt) continue;
      // Over the account's budget: no mail, and the answer (already sent) says nothing more.
      if (await claim(resetMails, admin._id.toHexString())) continue;
      const token = await createResetToken(db, admin._id);
      await mailer.send({
        to: admin.email,
        subject: 'Reset your Manzil admin password',
        text:
          `Hello ${admin.username},\n\nSomeone asked to reset the password of your Manzil admin account.\n` +
          `Open this link within 30 minutes to choose a new password (it works once):\n\n${origin}/reset-password/${token}\n\n` +
          `If you did not ask for this, ignore this e-mail: your password stays the same.\n`,
      });
    }
  }

  return (
    new Hono<AdminEnv>()
      .get('/dashboard', requireAdmin(db, keys.session), async (c) => {
        const admin = c.get('admin');
        const backup = await lastBackup(db);
        const body: DashboardResponse = {
          ok: true,
          admin: {
            username: admin.username,
            email: admin.email,
            role: roleOf(admin),
            ...(admin.agent && { agent: admin.agent }),
          },
          lastBackup: backup && { at: backup.at.toISOString(), bytes: backup.bytes },
        };
        c.header('Cache-Control', 'no-store');
        return c.json(body);
      })
      // Sign-out: this token is refused from now on, wherever it was copied to.
      .post('/logout', requireAdmin(db, keys.session), async (c) => {
        const sessions = [c.get('session')];
        // Signed out with the header while the cookie holds another session of this browser: that one too.
        const cookieToken = sessionCookieToken(c);
        const cookieSession = cookieToken && (await verifySession(keys.session, cookieToken));
        if (cookieSession && cookieSession.jti !== sessions[0]!.jti) sessions.push(cookieSession);
        for (const session of sessions) await revokeSession(db, session.jti, new Date(session.exp * 1000));
        clearSessionCookie(c, config);
        return c.json({ msg: 'Signed out' });
      })
      .post(
        '/login',
        limitFailures(loginPerIp, ip, 'refund'),
        valid('json', loginBodySchema),
        limitFailures(loginPerAccount, async (c) => JSON.stringify([ip(c), await account(c)]), 'reset'),
        trustedDevice(
          loginPerDevice,
          device,
          every(oneAtATime(turns, account), slowFailures(loginSlowdown, account)),
        ),
        async (c) => {
          const { username, password } = c.req.valid('json');
          const admin = await findAdminByUsername(db, username);
          // An unknown user costs one scrypt too, so timing does not reveal which usernames exist.
          const ok = await verifyPassword(password, admin?.passwordHash ?? (await dummyPasswordHash()));
          // A deactivated seat is refused as a wrong password would be: its history stays, its access not.
          if (!admin || !ok || admin.deactivatedAt) return c.json({ msg: MSG.badLogin }, 401);
          const body: LoginResponse = {
            token: await signSession(keys.session, admin._id.toHexString(), admin.tokenVersion),
          };
          setSessionCookie(c, config, body.token);
          // A new nonce each time: this device's own failure count starts afresh.
          setDeviceCookie(c, config, await signDevice(keys.device, await account(c), admin.tokenVersion));
          c.header('Cache-Control', 'no-store');
          return c.json(body);
        },
      )
      .post(
        '/forgot-password',
        limitRequests(forgotPassword, ip),
        valid('json', forgotPasswordBodySchema),
        async (c) => {
          const { email } = c.req.valid('json');
          // Done after answering, so neither the answer nor its timing says whether the address exists.
          void sendResetLinks(email, config.publicUrl).catch((err: unknown) =>
            console.error('[api] could not send the reset e-mail:', err),
          );
          // Typed as any message: the text is the API's to word, not part of its route type.
          const body: MessageResponse = { msg: MSG.forgotSent };
          return c.json(body);
        },
      )
      .post(
        '/reset-password/:token',
        valid('param', resetTokenParamSchema),
        valid('json', resetPasswordBodySchema),
        async (c) => {
          const { token } = c.req.valid('param');
          const { password } = c.req.valid('json');
          const adminId = await consumeResetToken(db, token);
          const admin = adminId && (await findAdminById(db, adminId));
          if (!admin) throw new ValidationError(MSG.badResetToken);
          // Hashed exactly once, here; the data layer stores the hash as given.
          await setAdminPasswordHash(db, admin._id, await hashPassword(password));
          await revokeResetTokens(db, admin._id);
          if (admin.invitePending) await clearInvitePending(db, admin._id);
          // Every session of the account ended with the old password (its token version); this browser's
          // cookie goes too.
          clearSessionCookie(c, config);
          return c.json({ msg: 'Password reset successful' });
        },
      )
  );
}
