export * from './decision';
export * from './plant';
export * from './sell-grapes';
export * from './buy-listing';
export * from './crush';
