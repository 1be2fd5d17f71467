export * from './world';
export * from './strategies';
export * from './run';
export * from './targets';
export * from './adversary';
export * from './marketing';
export * from './bottle-store';
export * from './choices';
