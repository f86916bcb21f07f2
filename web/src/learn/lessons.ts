// The lessons: the list with the player's progress, and a lesson step by step: each
// demonstration played leg by leg, each exercise's move judged by the server (the game's
// camelot-tutorial), its verdict in the game's sentences. Progress is the account's on the
// server, or a visitor's in this browser.
import type { App } from '../app';
import { t } from '../i18n';
import { NO_MOVES, squaresOf } from '../model/moves';
import type { Note } from '../model/refusal';
import type { LessonEntry, LessonView, SolvedStep } from '../protocol.gen';
import type { Msg } from '../wire';
import type { ServerMsg } from '../protocol.gen';
import { button, h } from '../ui/dom';
import { LearnBoard, type Shown, moveRefused, pause, shown } from './board';
import { PROGRESS, lessonDone, readSolved, sentenceArgs, withSolved } from './model';


/** How long a wrong move stands before it is taken back. */
const WRONG_MS = 1200;

function localSolved(): SolvedStep[] {
  try {
    return readSolved(localStorage.getItem(PROGRESS));
  } catch {
    return [];
  }
}

export class Lessons {
  list: LessonEntry[] | null = null;
  solved: SolvedStep[] = [];
  lesson: LessonView | null = null;
  step = 0;
  board: Shown | null = null;
  note: (Note & { text?: string }) | null = null;
  /** The exercise was solved (or the demonstration played). */
  done = false;
  waiting = false;
  private run = 0;
  private readonly shownBoard: LearnBoard;

  constructor(
    private readonly app: App,
    private readonly redraw: () => void,
    makeView?: ConstructorParameters<typeof LearnBoard>[2],
  ) {
    this.shownBoard = new LearnBoard(app, {
      taking: () => (this.lesson && !this.done && !this.waiting ? this.board : null),
      play: (move) => {
        this.waiting = true;
        this.app.send({ type: 'lesson_move', lesson: this.lesson!.number, step: this.step, move });
      },
      changed: () => {
        this.note = null;
        this.redraw();
      },
    }, makeView);
  }

  open(lesson: number | null): void {
    this.app.send({ type: 'lessons' });
    if (lesson !== null && this.lesson?.number !== lesson) this.app.send({ type: 'lesson', lesson });
    if (lesson === null) this.lesson = null;
  }

  receive(m: ServerMsg): boolean {
    switch (m.type) {
      case 'lessons': {
        const l = m;
        this.list = l.lessons;
        this.solved = this.app.st.me === null ? localSolved() : l.solved;
        return true;
      }
      case 'lesson':
        this.lesson = m.lesson;
        this.go(0);
        return true;
      case 'lesson_verdict':
        this.verdict(m);
        return true;
      case 'error':
        return moveRefused(this, m);
    }
    return false;
  }

  /** A demonstration's move is being animated. */
  busy(): boolean {
    return this.shownBoard.busy();
  }

  /** Shows step `i` from its start; a demonstration plays at once. The step shown before it
   * stops at once (its animation too), so that the page is redrawn for the new step. */
  go(i: number): void {
    const lesson = this.lesson;
    const step = lesson?.steps[i];
    if (!lesson || !step) return;
    this.shownBoard.stop();
    this.step = i;
    this.note = null;
    this.done = false;
    this.waiting = false;
    const run = ++this.run;
    if (step.kind === 'exercise') {
      this.board = shown(lesson.variant, step.position);
      this.board.legal = { phase: 'moving', moves: step.legal };
    } else {
      this.board = shown(lesson.variant, step.positions[0]);
      void this.playDemo(run, step.moves, step.positions);
    }
    this.redraw();
  }

  private async playDemo(run: number, moves: string[], positions: string[]): Promise<void> {
    for (let i = 0; i < moves.length; i++) {
      await pause(500);
      if (run !== this.run || !this.board) return;
      await this.shownBoard.animate(moves[i], this.board.flipped);
      if (run !== this.run) return;
      this.board.position = positions[i + 1];
      this.board.marked = [];
      this.redraw();
    }
    this.done = true;
    this.redraw();
  }

  private verdict(v: Msg<'lesson_verdict'>): void {
    const lesson = this.lesson;
    const step = lesson?.steps[this.step];
    if (!lesson || !this.board || v.lesson !== lesson.number || v.step !== this.step || step?.kind !== 'exercise') return;
    this.waiting = false;
    this.board.position = v.position;
    this.board.legal = NO_MOVES;
    if (v.verdict.kind === 'correct') {
      this.done = true;
      this.note = { id: 'tutorial-well-done' };
      this.solved = withSolved(this.solved, { lesson: v.lesson, step: v.step });
      if (this.app.st.me === null) {
        try {
          localStorage.setItem(PROGRESS, JSON.stringify(this.solved));
        } catch {
          // Without storage the progress lasts this page only.
        }
      }
      return;
    }
    const why = v.verdict.why;
    this.note = { id: why.key, text: t(why.key, sentenceArgs(why)) };
    // The wrong move stands a moment, then goes back.
    const run = this.run;
    this.waiting = true;
    void pause(WRONG_MS).then(() => {
      if (run !== this.run || !this.board) return;
      this.waiting = false;
      this.board.position = step.position;
      this.board.legal = { phase: 'moving', moves: step.legal };
      this.redraw();
    });
  }

  /** The list of lessons, each marked when done. */
  listView(): HTMLElement {
    const list = this.list;
    const account = this.app.st.me !== null;
    if (!list) return h('section', { class: 'card' }, h('p', null, t('loading')));
    const done = list.filter((l) => lessonDone(l, this.solved)).length;
    return h(
      'section',
      { class: 'card learn' },
      h('h2', null, t('tutorial-lessons')),
      h('p', null, t('tutorial-intro')),
      h('p', null, t('tutorial-done-count', { done, total: list.length }), ' ', t(account ? 'learn-progress-account' : 'learn-progress-local')),
      h(
        'ol',
        { class: 'lessons' },
        ...list.map((l) =>
          h('li', null, h('a', { href: `#lesson=${l.number}` }, t('tutorial-lesson', { number: l.number, title: t(l.title) })), lessonDone(l, this.solved) ? ' ✔' : ''),
        ),
      ),
    );
  }

  /** The lesson open: its step's text, the board, what was said, the way on. */
  lessonView(): HTMLElement {
    const lesson = this.lesson;
    const step = lesson?.steps[this.step];
    if (!lesson || !step || !this.board) return h('section', { class: 'card' }, h('p', null, t('loading')));
    const last = this.step === lesson.steps.length - 1;
    const next = () => (last ? (location.hash = lesson.number < (this.list?.length ?? 0) ? `lesson=${lesson.number + 1}` : 'lessons') : this.go(this.step + 1));
    const exercise = step.kind === 'exercise' ? step : null;
    const showMe = () => {
      if (exercise && this.board) this.board.marked = squaresOf(exercise.answer);
      this.redraw();
    };
    const note = this.note ? (this.note.text ?? t(this.note.id, this.note.args)) : null;
    const allDone = last && this.done && lesson.number === this.list?.length;
    return h(
      'section',
      { class: 'card learn lesson' },
      h('h2', null, t('tutorial-lesson', { number: lesson.number, title: t(lesson.title) })),
      h('p', { class: 'muted' }, t('tutorial-step', { step: this.step + 1, steps: lesson.steps.length, rules: lesson.rules.join(', ') })),
      // The board, and beside it (below it on a phone) what a move needs: the goal, the
      // verdict and the way on, then the step's text.
      h(
        'div',
        { class: 'learn-play' },
        h('div', { class: 'board-wrap' }, this.shownBoard.element(this.board)),
        h(
          'div',
          { class: 'learn-side' },
          exercise ? h('p', { class: 'goal' }, h('strong', null, t(exercise.goal))) : h('p', { class: 'muted' }, t('tutorial-watch')),
          h('p', { class: `say${this.done ? ' good' : note ? ' wrong' : ''}`, role: 'status' }, note ?? '', allDone ? ` ${t('tutorial-all-done')}` : ''),
          h(
            'div',
            { class: 'actions' },
            button(t('tutorial-next'), next, { class: this.done ? 'next primary' : 'next' }),
            button(t('tutorial-previous'), () => this.go(this.step - 1), { disabled: this.step === 0 }),
            button(t(exercise ? 'tutorial-start-again' : 'tutorial-replay'), () => this.go(this.step)),
            exercise ? button(t('tutorial-show-me'), showMe, { title: t('tutorial-show-me-hover'), disabled: this.done }) : null,
            h('a', { href: '#lessons' }, t('tutorial-back')),
          ),
          h('p', null, t(step.text)),
        ),
      ),
    );
  }
}
