import type { Handlers } from '../context.js';
import { agentAdminConfig, agentInfo, application, statistical } from './agents.js';
import { auth, tourists, user } from './auth.js';
import { messageStation } from './messages.js';
import { org } from './org.js';
import { adminRole, dictionary, role } from './roles.js';
import { testing } from './testing.js';

/** One handler per contract call; the type makes a missing or extra handler a compile error. */
export const handlers: Handlers = {
  auth,
  user,
  tourists,
  role,
  adminRole,
  dictionary,
  org,
  agentInfo,
  agentAdminConfig,
  application,
  messageStation,
  statistical,
  testing,
};
