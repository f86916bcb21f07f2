import { describe, expect, it } from 'vitest';
import { noteText } from '../src/i18n';
import { refusalNote } from '../src/model/refusal';

// The sentences the game says for the same refusals (src/i18n/refusal.rs's test pins the same
// words): one key, one source, in every language.
const CAPTURE_DUE = {
  en: 'illegal move: a capture is available: jumping is compulsory (R7)',
  ru: 'ход невозможен: есть взятие: бить обязательно (R7)',
  sv: 'otillåtet drag: ett slag finns: du måste slå (R7)',
} as const;

describe('refusals', () => {
  it('R7: a move refused when a capture is compulsory is said as the game says it', () => {
    const note = refusalNote({
      code: 'illegal_move',
      message: 'illegal move: a capture is available: jumping is compulsory (R7)',
      illegal: { code: 'capture_due', rule: 'R7', args: {} },
    });
    for (const lang of ['en', 'ru', 'sv'] as const) expect(noteText(note, lang)).toBe(CAPTURE_DUE[lang]);
  });

  it('names the squares and sides a reason names, and the rule', () => {
    const note = refusalNote({
      code: 'illegal_move',
      message: '',
      illegal: { code: 'tree_across_river', rule: 'V5.2', args: { at: 'A8', side: 'white' } },
    });
    expect(noteText(note, 'en')).toBe(
      'illegal move: A8 is on the other side of the river: White places its trees on its own side (V5.2)',
    );
    expect(noteText(note, 'ru')).toContain('A8');
    expect(noteText(note, 'sv')).toContain('(V5.2)');
  });

  it('says any other refusal by its code, and a reason this page does not know plainly', () => {
    expect(noteText(refusalNote({ code: 'not_your_turn', message: 'it is Black\'s turn' }), 'en')).toBe(
      'It is not your turn.',
    );
    const newer = refusalNote({ code: 'illegal_move', message: 'x', illegal: { code: 'from_the_future', args: {} } });
    expect(noteText(newer, 'en')).toBe('illegal move: That move is not legal.');
  });
});
