/**
 * Writes a string as YAML scalar source for a quick fix. A plain scalar is kept when YAML reads it
 * back as the same string; inside flow collections commas and brackets end a plain scalar, so
 * there the string is double-quoted as soon as it holds one.
 */
export function yamlScalar(value: string, inFlow: boolean): string {
  const risky =
    value === "" ||
    value !== value.trim() ||
    /^[-?:,[\]{}#&*!|>'"%@`]/.test(value) ||
    /: |:$| #/.test(value) ||
    /^(true|false|yes|no|null|~|[-+]?[0-9.][0-9._eE+-]*)$/i.test(value) ||
    (inFlow && /[,[\]{}]/.test(value));
  return risky ? JSON.stringify(value) : value;
}
