/// <reference path="../../pb_data/types.d.ts" />
// The routes about one event (/api/tjas/evenementen/{id}/..., /api/tjas/agenda-evenement/{id})
// start from the event their address names.

/** The event the route's `{id}` names, or the Dutch 404 every such route answers. */
function eventOfPath(e) {
  try {
    return e.app.findRecordById('events', e.request.pathValue('id'));
  } catch (error) {
    throw new NotFoundError('Dit evenement bestaat niet (meer).');
  }
}

module.exports = { eventOfPath };
