// The analysis board's controller: the game chosen, the position typed, and the position sent
// to the engine (under the server's budgets for any engine request), its answer waited for.
// Writes the state's analysis-board part.
import type { Host } from './host';

export class AnalysisControl {
  constructor(private readonly host: Host) {}

  /** Another game chosen: its start position to begin from. */
  choose(variant: string): void {
    this.host.st.analysing = { variant, position: '' };
    this.host.onChange();
  }

  /** The position typed so far (kept, not redrawn: the field shows it already). */
  type(position: string): void {
    this.host.st.analysing.position = position;
  }

  /** The position to evaluate: the one typed, else the game's start. */
  position(): string {
    const { variant, position } = this.host.st.analysing;
    return position.trim() === '' ? (this.host.board(variant)?.start ?? '') : position;
  }

  /** Asks the engine to evaluate the position shown. */
  evaluate(): void {
    const st = this.host.st;
    const position = this.position().trim();
    st.board = 'asked';
    this.host.send({ type: 'analyse_position', variant: st.analysing.variant, position });
    this.host.onChange();
  }
}
