// The analysis board's controller: a position sent to the engine (under the server's budgets
// for any engine request), its answer waited for. Writes the state's analysis-board part.
import type { Host } from './host';

export class AnalysisControl {
  constructor(private readonly host: Host) {}

  /** Asks the engine to evaluate `position`, a position string of `variant`. */
  evaluate(variant: string, position: string): void {
    this.host.st.board = 'asked';
    this.host.send({ type: 'analyse_position', variant, position: position.trim() });
    this.host.onChange();
  }
}
