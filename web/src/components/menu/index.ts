export { DeferredMenu } from './deferred-menu';
export type { MenuSpec } from './menu-spec';
