import * as migration_20261123_074231_initial from './20261123_074231_initial';

export const migrations = [
  {
    up: migration_20261123_074231_initial.up,
    down: migration_20261123_074231_initial.down,
    name: '20261123_074231_initial'
  },
];
