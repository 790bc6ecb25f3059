import { describe, expect, it } from 'vitest';
import { getToasts, setMutedToastCategories, toast } from './toast-store';

const titles = () => getToasts().map((item) => item.title);

describe('toast categories the user muted', () => {
  it('drops muted kinds of toast and keeps the others', () => {
    setMutedToastCategories(['messages']);
    toast({ title: 'New Message', category: 'messages' });
    expect(titles()).toEqual([]);
    toast({ title: 'New Match!', category: 'matches' });
    expect(titles()).toEqual(['New Match!']);
    toast({ title: 'Saved' });
    expect(titles()).toEqual(['Saved']);
    setMutedToastCategories([]);
    toast({ title: 'New Message', category: 'messages' });
    expect(titles()).toEqual(['New Message']);
  });
});
