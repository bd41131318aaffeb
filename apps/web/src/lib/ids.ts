const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from the address bar looks like an id, before it is sent to the API. */
export const isUuid = (value: string) => UUID.test(value);
