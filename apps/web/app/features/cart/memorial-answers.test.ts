import { describe, expect, it } from 'vitest';
import { memorialAnswers } from './memorial-answers';

const questions = [
  { id: 1, code: 'RUSH', name: 'Rush order', valueType: 'boolean', isRequired: false },
  { id: 4, code: 'DECEDENT_NAME', name: 'Name of the deceased', valueType: 'text', isRequired: true },
];
const print = (id: number, decedentName: string) => ({
  id,
  decedentId: id,
  decedentName,
  label: null,
  imageUrl: `/media/p${id}.png`,
});

describe('memorialAnswers', () => {
  it('answers the name of the deceased from the memorial lines, each decedent once', () => {
    const lines = [
      { fingerprint: print(1, 'Eleanor Whitfield') },
      { fingerprint: null },
      { fingerprint: print(2, 'Eleanor Whitfield') },
      { fingerprint: print(3, 'Arthur Penhale') },
    ];
    expect(memorialAnswers(questions, lines)).toEqual({ 4: 'Eleanor Whitfield, Arthur Penhale' });
  });

  it('answers nothing without a memorial line, or when the question is not asked', () => {
    expect(memorialAnswers(questions, [{ fingerprint: null }])).toEqual({});
    expect(memorialAnswers(questions.slice(0, 1), [{ fingerprint: print(1, 'Eleanor Whitfield') }])).toEqual(
      {},
    );
  });
});
