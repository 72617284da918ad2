import { Accordion } from '../../primitives/Accordion/Accordion';

const example = '{{#if first_name}}Dear {{first_name}},{{else}}Dear parent,{{/if}}';

/** How a template says "only if" (docs/product/automations.md: the editor contains a guide on conditionals; wording ADR 0078). */
export function ConditionalsGuide() {
  return (
    <Accordion
      type="multiple"
      headingLevel={2}
      items={[
        {
          value: 'conditionals',
          title: 'Guide: conditionals',
          content: (
            <>
              <p>
                Show text only when a variable has a value: wrap it in <code>{'{{#if variable}}'}</code> and{' '}
                <code>{'{{/if}}'}</code>.
              </p>
              <p>
                Add <code>{'{{else}}'}</code> for the text shown otherwise, for example:
              </p>
              <p>
                <code>{example}</code>
              </p>
              <p>Conditionals are worked out when the email is sent; the preview shows them as written.</p>
            </>
          ),
        },
      ]}
    />
  );
}
