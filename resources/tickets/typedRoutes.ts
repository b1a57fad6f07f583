/**
 * Each ticket type's own endpoint (docs/domain.md §7.4, §7.6): only it serves the type's
 * fields and takes a decision; the generic `tickets/<id>/` serves the fields every type shares.
 */
const TICKETS_API = '/api/v1/tickets/';

const TYPED_ROUTE: Record<string, string> = {
  apply_asset: 'apply-asset-tickets',
  login_confirm: 'apply-login-tickets',
  login_asset_confirm: 'apply-login-asset-tickets',
  command_confirm: 'apply-command-tickets',
};

export const hasTypedRoute = (type: string) => type in TYPED_ROUTE;

/** A ticket's URL on its type's endpoint (the generic one for a type without its own). */
export function typedTicketUrl(type: string, id: string): string {
  return `${TICKETS_API}${TYPED_ROUTE[type] ?? 'tickets'}/${encodeURIComponent(id)}/`;
}
