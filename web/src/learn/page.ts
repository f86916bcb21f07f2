// The lessons and puzzles pages, loaded when one first opens (a chunk of its own, as are the
// game's sentences they speak): the main script stays the lobby's.
import type { App } from '../app';
import { Lessons } from './lessons';
import type { Place } from './model';
import type { ServerMsg } from '../protocol.gen';
import { Puzzles } from './puzzles';

export class Learning {
  place: Place = { page: 'lessons' };
  readonly lessons: Lessons;
  readonly puzzles: Puzzles;

  constructor(app: App, redraw: () => void) {
    this.lessons = new Lessons(app, redraw);
    this.puzzles = new Puzzles(app, redraw);
  }

  /** Shows `place`, asking the server for what it needs. */
  open(place: Place): void {
    this.place = place;
    if (place.page === 'lessons') this.lessons.open(null);
    else if (place.page === 'lesson') this.lessons.open(place.lesson);
    else this.puzzles.open(place.page === 'puzzle' ? place.id : null);
  }

  /** Takes a server message for these pages; `false` when it is not theirs. A welcome (a
   * sign-in, a reconnection) asks again for what the page shows. */
  receive(m: ServerMsg): boolean {
    if (m.type === 'welcome') {
      this.open(this.place);
      this.puzzles.reconnected();
      return true;
    }
    const lessonPage = this.place.page === 'lessons' || this.place.page === 'lesson';
    if (m.type === 'error') return lessonPage ? this.lessons.receive(m) : this.puzzles.receive(m);
    return this.lessons.receive(m) || this.puzzles.receive(m);
  }

  busy(): boolean {
    return this.lessons.busy() || this.puzzles.busy();
  }

  view(): HTMLElement {
    switch (this.place.page) {
      case 'lessons':
        return this.lessons.listView();
      case 'lesson':
        return this.lessons.lessonView();
      default:
        return this.puzzles.view();
    }
  }
}
