import { agentAdminConfig } from './admin-config.js';
import { agentInfoExport } from './export.js';
import { agentInfo } from './info.js';
import { people } from './lookup.js';
import { agentAdminConfigStash } from './stash.js';

export { agentAdminConfig, agentAdminConfigStash, agentInfo, agentInfoExport, people };
