import { describe, expect, it } from 'vitest';
import { checkedText, requiredEmail, requiredText } from './field-schemas';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('shared field schemas', () => {
  it('required text is trimmed and says its message when blank', () => {
    expect(requiredText('Enter a name').parse('  Oak  ')).toBe('Oak');
    expect(messageOf(requiredText('Enter a name').safeParse('   '))).toBe('Enter a name');
  });

  it('a required e-mail says one message when blank and another (or the same) when not an address', () => {
    const email = requiredEmail('Email is required', 'Email is not valid');
    expect(email.parse(' head@oak.sch.uk ')).toBe('head@oak.sch.uk');
    expect(email.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['Email is required']);
    expect(messageOf(email.safeParse('head'))).toBe('Email is not valid');
    expect(messageOf(requiredEmail('Please enter user email').safeParse('head'))).toBe(
      'Please enter user email',
    );
  });

  it('checked text is trimmed and says what its check answers', () => {
    const word = checkedText((text) => (/^\w+$/.test(text) ? undefined : 'One word'));
    expect(word.parse(' oak ')).toBe('oak');
    expect(messageOf(word.safeParse('oak tree'))).toBe('One word');
  });
});
