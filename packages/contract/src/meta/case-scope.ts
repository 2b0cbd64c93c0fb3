import { MODULE_IDS } from './modules.js';

/**
 * Whose cases the active role sees, from its modules: an administrator (user management), a
 * reviewer (the examine permission) and finance (financial statistics) see every case; anyone else
 * their own and those whose team split names them. One rule for the server's queries and for the
 * portal's words about them ("All cases" or "My cases").
 */
export function seesEveryCase(modules: ReadonlySet<string>): boolean {
  return (
    modules.has(MODULE_IDS['userroles/usermgt']) ||
    modules.has(MODULE_IDS['approval/examine']) ||
    modules.has(MODULE_IDS['financial/statistics'])
  );
}
