/**
 * The chips of an AI search (InterpretationChips, rendered in Node): each says whether it is a
 * must-have (a toggle button, pressed for a must-have, named 'Must-have: {label}', and the state in
 * words for screen readers), and pressing a toggle hands the page the whole new must-have list.
 * Without a DOM nothing can be clicked, so antd's Button is wrapped to keep each toggle's onClick
 * by its name: "pressing" one calls what a click would.
 */
import type { MouseEvent } from 'react';
import type { ButtonProps } from 'antd';
import { InterpretationChips } from '../src/features/search/InterpretationChips';
import { CHIPS_HEADING } from '../src/features/search/mustHaveText';
import type { InterpretationChipFragment as Chip } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const mockClicks = new Map<string, ButtonProps['onClick']>();
jest.mock('antd', () => {
  const actual = jest.requireActual<typeof import('antd')>('antd');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  function Button(props: ButtonProps) {
    if (props['aria-label']) mockClicks.set(props['aria-label'], props.onClick);
    return createElement(actual.Button, props);
  }
  return { ...actual, Button };
});

const chip = (kind: Chip['kind'], label: string, key: string, required: boolean, excludes = false): Chip => ({
  __typename: 'InterpretationChip',
  kind,
  label,
  text: label.toLowerCase(),
  key,
  required,
  excludes,
});

/** 'engineering managers or tech leads in Berlin with Kubernetes', under a must-have list (null: the defaults). */
function chipsFor(mustHave: string[] | null): Chip[] {
  const required = (key: string) => (mustHave ?? ['title', 'function', 'location']).includes(key);
  return [
    chip('title', 'Engineering Manager', 'title', required('title')),
    chip('title', 'Tech Lead', 'title', required('title')),
    chip('location', 'Berlin', 'location', required('location')),
    chip('skill', 'Kubernetes', 'skill:kubernetes', required('skill:kubernetes')),
  ];
}

/** The toggle of a chip in the rendered HTML: its pressed state, or null when there is none. */
function pressed(html: string, label: string): boolean | null {
  const button = new RegExp(`<button[^>]*aria-label="Must-have: ${label}"[^>]*>`).exec(html)?.[0];
  if (!button) return null;
  return /aria-pressed="true"/.test(button);
}

async function render(chips: Chip[], onMustHave: (list: string[]) => void = () => undefined) {
  mockClicks.clear();
  const html = await renderHtml(<InterpretationChips chips={chips} onRemove={() => undefined} onMustHave={onMustHave} />);
  return { html, text: textOf(html) };
}

function press(label: string) {
  const onClick = mockClicks.get(`Must-have: ${label}`);
  expect(onClick).toBeDefined();
  onClick!({} as MouseEvent<HTMLElement>);
}

describe('the chips of an AI search', () => {
  it('say the chips can be removed and marked must-have, and mark each chip as one or the other', async () => {
    const { html, text } = await render(chipsFor(null));
    expect(text).toContain(CHIPS_HEADING);
    expect(text).toContain('Searching for (remove one to widen the search; mark the must-haves):');
    expect(pressed(html, 'Engineering Manager')).toBe(true);
    expect(pressed(html, 'Tech Lead')).toBe(true);
    expect(pressed(html, 'Berlin')).toBe(true);
    expect(pressed(html, 'Kubernetes')).toBe(false);
    // In words too, for screen readers, beside each chip's kind and label; and its remove button.
    // (React's HTML separates the text's parts; textOf turns each separation into a space.)
    expect(text).toMatch(/Location\s*:\s*Berlin\s*\(\s*must-have\s*\)/);
    expect(text).toMatch(/Skill\s*:\s*Kubernetes\s*\(\s*nice-to-have\s*\)/);
    expect(html).toContain('aria-label="Remove Kubernetes"');
  });

  it('pressing a nice-to-have hands the page every must-have with it, each key once', async () => {
    const lists: string[][] = [];
    await render(chipsFor(null), (list) => lists.push(list));
    press('Kubernetes');
    expect(lists).toEqual([['title', 'location', 'skill:kubernetes']]);
  });

  it('pressing a must-have title makes both titles nice-to-haves, and they read so once the address has the list', async () => {
    const lists: string[][] = [];
    await render(chipsFor(null), (list) => lists.push(list));
    press('Tech Lead');
    expect(lists).toEqual([['location']]);

    // The page navigates to the new list; the server's chips then say what it made of it.
    const { html } = await render(chipsFor(lists[0]));
    expect(pressed(html, 'Engineering Manager')).toBe(false);
    expect(pressed(html, 'Tech Lead')).toBe(false);
    expect(pressed(html, 'Berlin')).toBe(true);
  });

  it('pressing the last must-have leaves none (an empty list, not the defaults)', async () => {
    const lists: string[][] = [];
    await render(chipsFor(['location']), (list) => lists.push(list));
    press('Berlin');
    expect(lists).toEqual([[]]);
  });

  it('shows a negation as always kept, with no toggle, and leaves it out of the must-have list', async () => {
    const chips = [...chipsFor(null), chip('skill', 'Not Angular', 'not:skill:angular', true, true)];
    const lists: string[][] = [];
    const { html, text } = await render(chips, (list) => lists.push(list));
    expect(pressed(html, 'Not Angular')).toBeNull();
    expect(text).toMatch(/Skill\s*:\s*Not Angular\s*\(\s*left out of every result\s*\)/);
    expect(html).toContain('aria-label="Remove Not Angular"');
    expect(text).toContain('Not: no result has it');
    press('Kubernetes');
    expect(lists).toEqual([['title', 'location', 'skill:kubernetes']]);
    // Without a negation, no word of them under the chips.
    expect((await render(chipsFor(null))).text).not.toContain('no result has it');
  });

  it('shows nothing without chips', async () => {
    const { text } = await render([]);
    expect(text).toBe('');
  });
});
