import { describe, expect, it } from 'vitest';
import { errorLines, toFormErrors } from '../../dataProvider/formErrors';
import type { FieldsMeta } from '../../dataProvider/types';

describe('toFormErrors: DRF 400 bodies -> react-admin form errors (docs/wire.md §9.4)', () => {
  it('joins each field list into one message on the field', () => {
    expect(
      toFormErrors({
        name: ['This field is required.'],
        email: [
          'Enter a valid email address.',
          'Ensure this field has no more than 128 characters.',
        ],
      }),
    ).toEqual({
      name: 'This field is required.',
      email: 'Enter a valid email address. Ensure this field has no more than 128 characters.',
    });
  });

  it('puts non_field_errors and detail on root.serverError, ignoring the error code', () => {
    expect(toFormErrors({ non_field_errors: ['The newly set password is inconsistent'] })).toEqual({
      root: { serverError: 'The newly set password is inconsistent' },
    });
    expect(
      toFormErrors({ detail: 'JSON parse error - Expecting value', code: 'parse_error' }),
    ).toEqual({ root: { serverError: 'JSON parse error - Expecting value' } });
    expect(toFormErrors({ error: 'Request file format may be wrong' })).toEqual({
      root: { serverError: 'Request file format may be wrong' },
    });
  });

  it('a bare list or string from a view goes to root', () => {
    expect(toFormErrors(['msg one', 'msg two'])).toEqual({
      root: { serverError: 'msg one msg two' },
    });
    expect(toFormErrors('Error (Invalid Bind DN): x')).toEqual({
      root: { serverError: 'Error (Invalid Bind DN): x' },
    });
  });

  it('recurses into a nested serializer to dotted paths', () => {
    expect(toFormErrors({ info: { cpu_model: ['Too long.'] }, name: ['Required.'] })).toEqual({
      info: { cpu_model: 'Too long.' },
      name: 'Required.',
    });
  });

  it("flattens a nested list's item errors with ',' onto the list field (port lists)", () => {
    expect(
      toFormErrors({
        protocols: [
          {},
          { port: ['Ensure this value is less than or equal to 65535.'] },
          { port: ['A valid integer is required.'] },
        ],
      }),
    ).toEqual({
      protocols: 'Ensure this value is less than or equal to 65535., A valid integer is required.',
    });
  });

  it('with the form metadata, only nested-object fields keep dotted paths', () => {
    const fields: FieldsMeta = {
      info: { type: 'nested object', children: { vendor: { type: 'string' } } },
      protocols: {
        type: 'field',
        child: { type: 'nested object', children: { name: { type: 'string' } } },
      },
    };
    expect(
      toFormErrors(
        { info: { vendor: ['Bad.'] }, protocols: { protocols: 'Protocol is required: ssh' } },
        { fields },
      ),
    ).toEqual({ info: { vendor: 'Bad.' }, protocols: 'Protocol is required: ssh' });
  });

  it("bulk update: an array aligned with the rows, each field's messages joined with ';'", () => {
    expect(
      toFormErrors(
        [
          {},
          { email: ['user with this email already exists.'] },
          { email: ['Enter a valid email address.'], phone: ['Too long.', 'Bad format.'] },
          { email: ['user with this email already exists.'] },
          'id or pk not in data',
        ],
        { bulk: true },
      ),
    ).toEqual({
      email: 'user with this email already exists.; Enter a valid email address.',
      phone: 'Too long.; Bad format.',
      root: { serverError: 'id or pk not in data' },
    });
  });

  it('an empty body (a refused bulk delete) gives no form errors', () => {
    expect(toFormErrors(null)).toEqual({});
    expect(toFormErrors('')).toEqual({});
    expect(toFormErrors({})).toEqual({});
  });
});

describe('errorLines: an import row status tooltip', () => {
  it('says field: message, with column labels when given', () => {
    expect(
      errorLines(
        { email: ['user with this email already exists.'], info: { cpu_model: ['Too long.'] } },
        { email: 'Email' },
      ),
    ).toEqual(['Email: user with this email already exists.', 'info.cpu_model: Too long.']);
    expect(errorLines({ detail: 'Nope' })).toEqual(['Nope']);
  });
});
