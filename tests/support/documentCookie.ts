/**
 * The DOM's own `document.cookie` accessors (on a prototype of `document`), for tests that spy on
 * the page's cookie reads or writes and still let them through.
 */
export function documentCookie(): { get(): string; set(value: string): void } {
  let proto: object | null = document;
  let desc: PropertyDescriptor | undefined;
  while (proto && !desc) {
    desc = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto);
  }
  return {
    get: () => desc!.get!.call(document) as string,
    set: (value) => desc!.set!.call(document, value),
  };
}
