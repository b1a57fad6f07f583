// react-admin's default CSV exporter imports jsonexport with every list (through its list
// controller); the console's lists pass `exporter={false}` and export with their own machinery.
// jsonexport's API is asynchronous (a callback), so it can load when first called instead.
type Callback = (err: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, options: unknown, callback?: Callback): void {
  const [opts, done] =
    typeof options === 'function' ? [{}, options as Callback] : [options, callback!];
  // @ts-expect-error -- jsonexport ships no type declarations
  void import('jsonexport/dist/index').then(
    ({ default: real }) =>
      (real as (d: unknown, o: unknown, c: Callback) => void)(data, opts, done),
    (err: Error) => done(err, ''),
  );
}
