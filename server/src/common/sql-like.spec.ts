import { likeEscaped } from './sql-like';

describe('likeEscaped', () => {
  it("escapes LIKE's own characters and leaves the rest", () => {
    expect(likeEscaped('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(likeEscaped('c++ & .net')).toBe('c++ & .net');
  });
});
