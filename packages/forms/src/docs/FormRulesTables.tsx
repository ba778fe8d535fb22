import { formCatalogue } from '../schemas/catalogue.js';
import type { FieldDef } from '../schemas/field.js';
import type { Condition, FormDef } from '../schemas/form.js';
import { describeRule, type Rule } from '../schemas/rules.js';

interface Row {
  check: string;
  message: string;
}

const rowsOf = (rules: readonly Rule[], prefix = ''): Row[] =>
  rules.map((rule) => ({ check: prefix + describeRule(rule), message: rule.message }));

const conditionPrefix = ({ when }: Condition) =>
  when.length === 0 ? '' : `When ${when.map((test) => `${test.field} is ${test.equals}`).join(' and ')}: `;

function fieldRows(form: FormDef, name: string, field: FieldDef): Row[] {
  const rows = [
    ...rowsOf(field.rules),
    ...form.conditions
      .filter((condition) => condition.field === name)
      .flatMap((c) => rowsOf(c.rules, conditionPrefix(c))),
  ];
  return rows.length > 0 ? rows : [{ check: 'No checks', message: '' }];
}

const headingId = (form: FormDef) => `form-rules-${form.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** One form's fields, each check in the order it runs, and the message it shows. */
export function FormRulesTable({ form }: { form: FormDef }) {
  return (
    <table>
      <caption>{form.title}: checks in the order they run, and the message each shows</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Check</th>
          <th scope="col">Message</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(form.fields).flatMap(([name, field]) =>
          fieldRows(form, name, field).map((row, index) => (
            <tr key={`${name}-${index}`}>
              <th scope="row" style={{ textAlign: 'start' }}>
                {field.label} <code>{name}</code>
                {index === 0 && field.note ? (
                  <>
                    <br />
                    <small style={{ fontWeight: 'normal' }}>{field.note}</small>
                  </>
                ) : null}
              </th>
              <td>{row.check}</td>
              <td>{row.message ? <q>{row.message}</q> : 'None'}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** Every form, each under its own heading. */
export function AllFormRules() {
  return (
    <>
      {formCatalogue.map((form) => (
        <section key={form.title} aria-labelledby={headingId(form)}>
          <h2 id={headingId(form)}>{form.title}</h2>
          <FormRulesTable form={form} />
        </section>
      ))}
    </>
  );
}
