/**
 * The `record_id` of an audit event about no single record (a list export, a person's data, a
 * retention run): `audit_events.record_id` is required, and the nil UUID names no row of any table,
 * so these events never appear in a record's history.
 */
export const noRecord = '00000000-0000-0000-0000-000000000000';
