import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { registerInstituteRoutes } from '../handlers/institute/index.js';

/** The institute's routes outside the contract: calendar feeds and course covers. */
export const institutePlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  registerInstituteRoutes(app, services);
};
