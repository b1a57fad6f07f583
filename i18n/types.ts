/** The same tree with every leaf a string: a translation must match the English one key for key. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
