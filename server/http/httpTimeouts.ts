import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';

/** How long the HTTP host waits on a client, in milliseconds. */
export type HttpTimeouts = {
  /** The request line and headers must have arrived within this (else 408 and the socket closes). */
  headersMs: number;
  /** The whole request, body included, must have arrived within this (else 408 and the socket closes). */
  requestMs: number;
  /** A socket with no traffic either way for this long is closed; longer than any handler's own outbound timeout (10 s). */
  idleMs: number;
  /** A kept-alive socket waiting for its next request is closed after this. */
  keepAliveMs: number;
  /** Node checks headersMs and requestMs on a timer of this period, so either may run over by up to one period. */
  checkIntervalMs: number;
};

/**
 * A slow client holds a socket for at most 15 s to send its headers and 30 s for the whole request;
 * an idle socket goes after 30 s, an idle keep-alive one after 5 s. An upgraded WebSocket (/bridge)
 * is no longer an HTTP request: none of these apply to it (the bridge's own heartbeat does).
 * Behind a load balancer whose idle timeout is longer than keepAliveMs, raise keepAliveMs above it.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 5_000,
};

/**
 * The Fastify (and Node http.Server) options that apply `timeouts`.
 *
 * @example const app = Fastify({ logger, ...httpTimeoutOptions(HTTP_TIMEOUTS) })
 */
export function httpTimeoutOptions(timeouts: HttpTimeouts): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'http'> {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
