import {
  credentialsFormSchema,
  deleteAccountResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendCodeResponseSchema,
  resetPasswordRequestSchema,
  updateEmailRequestSchema,
  updateEmailResponseSchema,
  updatePasswordRequestSchema,
  userSchema,
  verificationTokenResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@circle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WindowLimiter } from '../../adapters/throttle/throttle.js';
import { AppError } from '../../lib/app-error.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { ZodRoutes } from '../../lib/zod-routes.js';
import { toUserDto, type AuthService, type ClientInfo } from './auth.service.js';

const verificationHeaders = z.object({
  'x-verification-token': z
    .string()
    .optional()
    .describe('The verification or password-reset token returned by the previous step'),
});

const FORM = ['application/x-www-form-urlencoded'];
const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

/** Credentials travel as form fields (API.md); anything else is 415. */
async function requireForm(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new AppError(
      415,
      'Send username and password as application/x-www-form-urlencoded form fields',
    );
  }
}

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export interface AuthRoutesOptions {
  authService: AuthService;
  /** Per client address: account creation, reset mails and verification-token requests. */
  mailLimiter: WindowLimiter;
}

export async function authRoutes(app: FastifyInstance, deps: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  signInRoutes(r, deps);
  verificationRoutes(r, deps);
  passwordRoutes(r, deps);
  accountRoutes(r, deps);
}

/** Creating an account, signing in, and who is signed in. */
function signInRoutes(r: ZodRoutes, { authService, mailLimiter }: AuthRoutesOptions) {
  r.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account and mail a 6-digit verification code',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      await mailLimiter.hit(`register:${request.ip}`);
      return reply.code(201).send(await authService.register(request.body, clientOf(request)));
    },
  );

  r.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with form fields username (the e-mail) and password',
        consumes: FORM,
        body: credentialsFormSchema,
        response: { 200: loginResponseSchema },
      },
      preValidation: requireForm,
    },
    async (request) =>
      authService.login(request.body.username, request.body.password, clientOf(request)),
  );

  r.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: userSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => toUserDto(currentUser(request).user),
  );
}

/** Verifying the account's email with a code. */
function verificationRoutes(r: ZodRoutes, { authService, mailLimiter }: AuthRoutesOptions) {
  r.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Check a verification code (registration, login or e-mail change)',
        headers: verificationHeaders,
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema },
      },
    },
    async (request) =>
      authService.verifyEmail(
        request.headers['x-verification-token'],
        request.body.code,
        clientOf(request),
      ),
  );

  r.post(
    '/auth/resend-verification-code',
    {
      schema: {
        tags,
        summary:
          'Mail a new code for the verification token (once per 60 s, at most 5 codes an hour per account and purpose)',
        headers: verificationHeaders,
        response: { 200: resendCodeResponseSchema },
      },
    },
    async (request) => {
      await mailLimiter.hit(`resend:${request.ip}`);
      return authService.resendVerificationCode(
        request.headers['x-verification-token'],
        clientOf(request),
      );
    },
  );

  r.post(
    '/auth/request-verification-token',
    {
      schema: {
        tags,
        summary:
          'Get a verification token and a mailed code with form fields username and password',
        consumes: FORM,
        body: credentialsFormSchema,
        response: { 200: verificationTokenResponseSchema },
      },
      preValidation: requireForm,
    },
    async (request) => {
      await mailLimiter.hit(`verification:${request.ip}`);
      return authService.requestVerificationToken(
        request.body.username,
        request.body.password,
        clientOf(request),
      );
    },
  );
}

/** Forgotten and changed passwords. */
function passwordRoutes(r: ZodRoutes, { authService, mailLimiter }: AuthRoutesOptions) {
  r.post(
    '/auth/request-password-reset',
    {
      schema: {
        tags,
        summary: 'Mail a reset code; the answer is the same for unknown addresses',
        body: passwordResetRequestSchema,
        response: { 200: passwordResetResponseSchema },
      },
    },
    async (request) => {
      await mailLimiter.hit(`reset:${request.ip}`);
      return authService.requestPasswordReset(request.body.email, clientOf(request));
    },
  );

  r.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed code and the reset token',
        headers: verificationHeaders,
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      authService.resetPassword(
        request.headers['x-verification-token'],
        request.body.code,
        request.body.new_password,
        clientOf(request),
      ),
  );

  r.put(
    '/auth/update-password',
    {
      schema: {
        tags,
        summary: 'Change the password; signs out every other session',
        security: bearer,
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      authService.updatePassword(
        currentUser(request),
        request.body.current_password,
        request.body.new_password,
      ),
  );
}

/** Changing the account's email, deleting it, signing out. */
function accountRoutes(r: ZodRoutes, { authService }: AuthRoutesOptions) {
  r.put(
    '/auth/update-email',
    {
      schema: {
        tags,
        summary: 'Start an e-mail change: mails a code to the new address',
        security: bearer,
        body: updateEmailRequestSchema,
        response: { 200: updateEmailResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      authService.updateEmail(
        currentUser(request).user,
        request.body.new_email,
        request.body.password,
        clientOf(request),
      ),
  );

  r.delete(
    '/auth/delete-account',
    {
      schema: {
        tags,
        summary: 'Delete the account and everything it owns',
        security: bearer,
        response: { 200: deleteAccountResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => authService.deleteAccount(currentUser(request)),
  );

  r.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Revoke this session',
        security: bearer,
        response: { 200: logoutResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => authService.logout(currentUser(request)),
  );
}
