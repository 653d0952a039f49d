// What a dashboard form sends (docs/product.md section 5, docs/api.md "Conventions"): multipart bodies with list
// fields as repeated keys; an edit sends only the fields the user changed.

/** Does a react-hook-form dirtyFields entry mark anything as changed (arrays and objects nest)? */
export function isDirtyEntry(entry: unknown): boolean {
  if (entry === true) return true;
  if (Array.isArray(entry)) return entry.some(isDirtyEntry);
  if (entry && typeof entry === "object") return Object.values(entry).some(isDirtyEntry);
  return false;
}

/** The values of the changed fields only (dirtyFields from react-hook-form's formState). */
export function changedValues<T extends Record<string, unknown>>(dirtyFields: object, values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, entry] of Object.entries(dirtyFields)) {
    if (isDirtyEntry(entry) && key in values) out[key as keyof T] = values[key as keyof T];
  }
  return out;
}

/**
 * A multipart body: a list becomes repeated keys (an empty list one empty value, which the API
 * reads as "no items"), a list of objects one JSON text (an event's squad rules), a file its bytes,
 * an object JSON text (player details, docs/product.md section 3), null an empty value (clears an
 * optional field or an image); undefined is left out.
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.some((item) => typeof item === "object" && item !== null)) {
      body.append(key, JSON.stringify(value));
    } else if (Array.isArray(value)) {
      if (value.length === 0) body.append(key, "");
      for (const item of value) body.append(key, String(item));
    } else if (value instanceof Blob) body.append(key, value);
    else if (value === null) body.append(key, "");
    else if (typeof value === "object") body.append(key, JSON.stringify(value));
    else body.append(key, String(value));
  }
  return body;
}
