/**
 * Keys whose values are not words but link targets, ids, colours, icons and files: the Hindi module
 * keeps them exactly as the English has them, literal type and all. (An `email` key is a form's label
 * in one module and an address in another, so addresses are kept by the completeness test instead.)
 */
export type NotTextKey =
  'to' | 'variant' | 'accent' | 'icon' | 'id' | 'registerId' | 'src' | 'srcSet' | 'captions' | 'file' | 'iso';

/**
 * The type of a Hindi content module from its English twin's: the same shape, with every text
 * widened to `string` (several English modules are `as const`, which would pin each text to its
 * English words) and every value under a `NotTextKey` kept as it is.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends object
      ? { [K in keyof T]: K extends NotTextKey ? T[K] : Translated<T[K]> }
      : T;
