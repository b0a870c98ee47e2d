import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A request this process makes to itself (a public page rendered on the server reads the API through
 * app.inject) carries a token drawn at start that never leaves the process: such a request was
 * budgeted already as the page it renders, and is not counted again. An address proves nothing: behind
 * a local proxy without TRUST_PROXY, every visitor arrives from 127.0.0.1.
 */
const HEADER = 'x-nafasi-internal';
const token = randomBytes(16).toString('hex');

/** The header that marks a request as this process's own. */
export const internalHeaders = (): Record<string, string> => ({ [HEADER]: token });

/** Whether a request is this process's own (its token, compared whole). */
export const isInternal = (request: FastifyRequest) => request.headers[HEADER] === token;
