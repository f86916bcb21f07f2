// The engine's analysis, computed by the server: in a finished game's review (each
// position's evaluation, a small graph, the marked moves, the best move on request) and the
// analysis board (any position's evaluation). The browser judges nothing itself.
import type { App } from '../app';
import { VARIANTS } from '../choices.gen';
import { t, variantKey } from '../i18n';
import { graphPoints, plyAt, score } from '../model/evaluation';
import { squaresOf } from '../model/moves';
import { readPosition } from '../model/position';
import type { PositionEvaluation } from '../protocol.gen';
import type { GameState } from '../state';
import { BoardView2D } from './board';
import { button, h, s } from './dom';

const GRAPH_W = 240;
const GRAPH_H = 60;

/** A score in words: men ahead from White's side, or who wins by force. */
export function scoreText(white: number): string {
  const sc = score(white);
  return sc.forced ? t(`analysis-forced-${sc.side}`) : sc.men;
}

function bestText(e: PositionEvaluation): string {
  return e.best ? t('analysis-best-is', { move: e.best }) : t('analysis-none');
}

/** The evaluation graph: White's advantage up, the shown ply marked; a click goes there. */
function graph(evaluations: PositionEvaluation[], at: number, go: (ply: number) => void): SVGElement {
  const svg = s('svg', { viewBox: `0 0 ${GRAPH_W} ${GRAPH_H}`, class: 'eval-graph', role: 'img', 'aria-label': t('analysis-graph') });
  svg.append(
    s('rect', { x: 0, y: 0, width: GRAPH_W, height: GRAPH_H, class: 'eval-bg' }),
    s('line', { x1: 0, y1: GRAPH_H / 2, x2: GRAPH_W, y2: GRAPH_H / 2, class: 'eval-mid' }),
    s('polyline', { points: graphPoints(evaluations.map((e) => e.white), GRAPH_W, GRAPH_H), class: 'eval-line' }),
  );
  const x = evaluations.length > 1 ? (at / (evaluations.length - 1)) * GRAPH_W : 0;
  svg.append(s('line', { x1: x, y1: 0, x2: x, y2: GRAPH_H, class: 'eval-at' }));
  svg.addEventListener('click', (e) => {
    const box = svg.getBoundingClientRect();
    go(plyAt(((e.clientX - box.left) / box.width) * GRAPH_W, evaluations.length, GRAPH_W));
  });
  return svg;
}

/** The review's analysis part: a button, then the engine's findings for the shown ply. */
export function reviewAnalysis(app: App, g: GameState): HTMLElement | null {
  const r = g.review;
  if (!g.over || !r || r.moves.length === 0) return null;
  const a = g.analysis;
  if (a === null) {
    return h('div', { class: 'analysis actions' }, button(t('analysis-ask'), () => app.askAnalysis()));
  }
  if (a === 'asked') return h('p', { class: 'analysis', role: 'status' }, t('analysis-waiting'));
  const e = a.evaluations[r.at];
  if (!e) return null;
  return h(
    'div',
    { class: 'analysis' },
    h('h3', null, t('analysis-title')),
    h('p', { role: 'status' }, t('analysis-eval', { score: scoreText(e.white) })),
    graph(a.evaluations, r.at, (ply) => app.reviewGo(ply)),
    h('div', { class: 'actions' }, button(t('analysis-best'), () => app.toggleBest(), { 'aria-pressed': g.showBest ? 'true' : 'false' })),
    g.showBest ? h('p', null, bestText(e)) : null,
    h('p', { class: 'hint' }, t('analysis-note')),
  );
}

/** The engine's move to show on the board in review, when asked for. */
export function shownBest(g: GameState): string | null {
  const a = g.analysis;
  if (!g.showBest || !g.review || a === null || a === 'asked') return null;
  return a.evaluations[g.review.at]?.best ?? null;
}

/** A move's mark from the analysis (`?`, `??`), if any. */
export function markOf(g: GameState, i: number): string {
  const a = g.analysis;
  return a === null || a === 'asked' ? '' : (a.marks[i] ?? '');
}

// The board that shows the answer, kept across redraws (a drawing, not the page's state).
let shown: { variant: string; view: BoardView2D } | null = null;

/** The evaluated position on its game's board (asked for once), the engine's move marked. */
function answerBoard(app: App, variant: string, position: string, best: string | null | undefined): SVGSVGElement | null {
  const data = app.board(variant);
  if (!data) return null;
  if (shown?.variant !== variant) shown = { variant, view: new BoardView2D(data, () => {}, t('board-label')) };
  try {
    const marks = { path: [], landings: new Set<string>(), movable: new Set<string>(), last: [], best: best ? squaresOf(best) : [] };
    shown.view.draw(readPosition(data, position), marks, false);
  } catch {
    return null;
  }
  return shown.view.svg;
}

/** The analysis board: a position's text (the editor's output) in, the evaluation out. */
export function boardPage(app: App): HTMLElement {
  const { variant } = app.st.analysing;
  const chosen = h(
    'select',
    { id: 'variant', name: 'variant', onchange: (e: Event) => app.analysis.choose((e.target as HTMLSelectElement).value) },
    ...VARIANTS.map((v) => h('option', { value: v.name, selected: v.name === variant }, t(variantKey(v.name)))),
  );
  const field = h('textarea', { id: 'position', rows: 3, spellcheck: 'false', oninput: (e: Event) => app.analysis.type((e.target as HTMLTextAreaElement).value) });
  field.value = app.analysis.position();
  const run = () => app.analysis.evaluate();
  const b = app.st.board;
  const answer =
    b === 'asked'
      ? h('p', { role: 'status' }, t('loading'))
      : b === null
        ? null
        : h(
            'div',
            { class: 'board-answer' },
            h('div', { role: 'status' }, h('p', null, t('analysis-eval', { score: scoreText(b.evaluation.white) })), h('p', null, bestText(b.evaluation))),
            answerBoard(app, b.variant, b.position, b.evaluation.best),
          );
  return h(
    'section',
    { class: 'card' },
    h('h2', null, t('analysis-board-title')),
    h('div', { class: 'fields' }, h('label', { for: 'variant' }, t('field-variant')), chosen),
    h('label', { for: 'position' }, t('analysis-position')),
    field,
    h('div', { class: 'actions' }, button(t('analysis-run'), run, { class: 'primary' })),
    answer,
    h('p', { class: 'hint' }, t('analysis-note')),
  );
}
