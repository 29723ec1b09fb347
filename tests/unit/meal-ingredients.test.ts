import { describe, expect, it } from 'vitest';
import { gatherNeeds, planMerge, withQuantity } from '../../domain/meal-ingredients.ts';
import { parseQuantity } from '../../domain/quantities.ts';

const item = (id: string, text: string, completed = false) => ({ id, text, completed });

describe('gathering the meals’ ingredients', () => {
  it('adds the counts of one name, whatever its case, plural or way of writing the count', () => {
    expect(gatherNeeds(['2 x tomates', 'Tomate x3', '1 × TOMATES'])).toEqual([
      { key: 'tomate', name: 'tomates', quantity: 6 },
    ]);
  });

  it('keeps a name without any count uncounted, and counts it as one beside a count', () => {
    expect(gatherNeeds(['sel', 'Sel'])).toEqual([{ key: 'sel', name: 'sel', quantity: null }]);
    expect(gatherNeeds(['lait', '2 x lait'])[0]?.quantity).toBe(3);
    expect(gatherNeeds(['2 x lait', 'lait'])[0]?.quantity).toBe(3);
  });

  it('keeps the order first met and skips lines without words', () => {
    expect(gatherNeeds(['oignon', '—', 'ail', 'oignons']).map((need) => need.name)).toEqual([
      'oignon',
      'ail',
    ]);
  });

  it('writes a count the list reads back, at most three digits', () => {
    expect(parseQuantity(withQuantity('tomates', 5))).toEqual({ name: 'tomates', quantity: 5 });
    expect(withQuantity('riz', null)).toBe('riz');
    expect(parseQuantity(withQuantity('grains', 5000)).quantity).toBe(999);
  });
});

describe('merging needs into a list', () => {
  it('adds what is not there, with its count', () => {
    const plan = planMerge(gatherNeeds(['2 x courgettes', 'ail']), [item('a', 'lait')]);
    expect(plan).toEqual({ add: ['2 × courgettes', 'ail'], raise: [], skipped: 0 });
  });

  it('skips an uncounted need already on the list unticked', () => {
    const plan = planMerge(gatherNeeds(['Sel']), [item('a', 'sel fin'), item('b', 'sel')]);
    expect(plan).toEqual({ add: [], raise: [], skipped: 1 });
  });

  it('raises an item to the count needed, an uncounted item counting as one, keeping its name', () => {
    const plan = planMerge(gatherNeeds(['4 x œufs', 'Tomates x2']), [
      item('a', 'Œufs x2'),
      item('b', 'tomate'),
    ]);
    expect(plan.raise).toEqual([
      { id: 'a', from: 'Œufs x2', text: '4 × Œufs' },
      { id: 'b', from: 'tomate', text: '2 × tomate' },
    ]);
    expect(plan.add).toEqual([]);
  });

  it('never lowers a count nor adds what the list already holds enough of', () => {
    const plan = planMerge(gatherNeeds(['2 x lait', '1 x pain']), [
      item('a', '6 x lait'),
      item('b', 'pain'),
    ]);
    expect(plan).toEqual({ add: [], raise: [], skipped: 2 });
  });

  it('adds a new item beside a ticked one of the same name (bought already)', () => {
    const plan = planMerge(gatherNeeds(['3 x citrons']), [item('a', '3 x citrons', true)]);
    expect(plan).toEqual({ add: ['3 × citrons'], raise: [], skipped: 0 });
  });

  it('changes nothing the second time: the list then holds what was needed', () => {
    const needs = gatherNeeds(['2 x tomates', '3 x tomates', 'basilic']);
    const first = planMerge(needs, [item('a', 'tomates')]);
    const after = [item('a', first.raise[0]?.text ?? ''), ...first.add.map((t) => item(t, t))];
    expect(planMerge(needs, after)).toEqual({ add: [], raise: [], skipped: 2 });
  });
});
